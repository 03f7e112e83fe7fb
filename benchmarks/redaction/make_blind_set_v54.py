#!/usr/bin/env python3
"""Generator for blind evaluation set v54 of a credential-redaction filter.

A memory server for AI coding agents stores short notes (missing_context, lesson,
ask_next_time) in a git-committed, team-shared log.  The filter must replace every
credential in a note and leave everything else unchanged.  This script writes
blind_set_v54.jsonl: half "secret" notes (with the exact credential substrings listed
in `secrets`) and half "clean" notes (nothing a careful reviewer would call a
credential, most of them deliberately risky-looking).

Deterministic: ONE PRNG, random.Random(54_2026_1126), drives every choice; no set is
ever iterated; JSON keys are written in a fixed order.  Python 3 standard library only.

Usage:  python3 make_blind_set_v54.py [output_path]
"""
import base64
import hashlib
import json
import string
import random
import sys

R = random.Random(54_2026_1126)

# ---------------------------------------------------------------------------
# random helpers (all draw from R)
# ---------------------------------------------------------------------------
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
ALNUM_UP = UPPER + DIGITS
ALNUM_LO = LOWER + DIGITS
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
B32LO = LOWER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(n, HEX)


def hxu(n):
    return rs(n, HEXU)


def digits(n):
    return R.choice("123456789") + rs(n - 1, DIGITS)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64b(n):
    """standard base64 (with padding) of n random bytes"""
    return base64.b64encode(rbytes(n)).decode()


def b64u(n, pad=False):
    s = base64.urlsafe_b64encode(rbytes(n)).decode()
    return s if pad else s.rstrip("=")


def b64s(data):
    return base64.b64encode(data.encode() if isinstance(data, str) else data).decode()


def b64us(data):
    raw = data.encode() if isinstance(data, str) else data
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def uid():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def wpick(pairs):
    """weighted pick from [(item, weight), ...]"""
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def jdump(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def jwt(payload, alg="HS256", sig_bytes=32, typ=True):
    head = {"alg": alg, "typ": "JWT"} if typ else {"alg": alg}
    return "%s.%s.%s" % (b64us(jdump(head)), b64us(jdump(payload)), b64u(sig_bytes))


def ts_epoch():
    return rint(1_704_000_000, 1_764_000_000)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    """percent-encode the characters that must be encoded in URL userinfo"""
    out = []
    for ch in s:
        if (ch.isascii() and ch.isalnum()) or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % b for b in ch.encode("utf-8")))
    return "".join(out)


# ---------------------------------------------------------------------------
# Hangul -> 2-set (dubeolsik) keyboard, for "Korean-keyboard" passwords
# ---------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


assert hangul_to_qwerty("안녕") == "dkssud"
assert hangul_to_qwerty("사랑해") == "tkfkdgo"


# ---------------------------------------------------------------------------
# key material (structurally plausible, random bytes)
# ---------------------------------------------------------------------------
def der_len(n):
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def ec_sec1_pem_lines():
    """-----BEGIN EC PRIVATE KEY----- body lines (P-256)"""
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) +
           b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    return wrap(base64.b64encode(der).decode(), 64)


def ec_pkcs8_pem_lines():
    """-----BEGIN PRIVATE KEY----- body lines (P-256, e.g. an App Store Connect .p8)"""
    inner = (b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) +
             b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    der = (b"\x30\x81\x93\x02\x01\x00\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48"
           b"\xce\x3d\x03\x01\x07\x04\x79" + inner)
    return wrap(base64.b64encode(der).decode(), 64)


def ed25519_pkcs8_pem_lines():
    der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
    return wrap(base64.b64encode(der).decode(), 64)


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519_lines(comment):
    pk = rbytes(32)
    sk = rbytes(32)
    pub = _sshstr("ssh-ed25519") + _sshstr(pk)
    chk = rbytes(4)
    priv = chk + chk + _sshstr("ssh-ed25519") + _sshstr(pk) + _sshstr(sk + pk) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"") +
            (1).to_bytes(4, "big") + _sshstr(pub) + _sshstr(priv))
    return wrap(base64.b64encode(blob).decode(), 70)


def rsa_pkcs1_head_lines(nlines):
    """first lines of an RSA-2048 PKCS#1 key (as pasted, truncated)"""
    der = b"\x30\x82\x04" + bytes([R.choice([0xa2, 0xa3, 0xa4, 0xa5])]) + b"\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(64 * nlines)
    return wrap(base64.b64encode(der).decode(), 64)[:nlines]


def rsa_pkcs8_head_lines(nlines):
    der = (b"\x30\x82\x04" + bytes([R.choice([0xbc, 0xbd, 0xbe, 0xbf])]) +
           b"\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04" +
           bytes([R.choice([0xa6, 0xa7, 0xa8])]) + b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" +
           rbytes(64 * nlines))
    return wrap(base64.b64encode(der).decode(), 64)[:nlines]


def ssh_ed25519_pub(comment):
    blob = _sshstr("ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 %s %s" % (base64.b64encode(blob).decode(), comment)


def ssh_rsa_pub(comment):
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))
    return "ssh-rsa %s %s" % (base64.b64encode(blob).decode(), comment)


def ec_public_pem_lines():
    der = (b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01"
           b"\x07\x03\x42\x00\x04" + rbytes(64))
    return wrap(base64.b64encode(der).decode(), 64)


def sha256_fp():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(58, BECH32.upper())


def age_public():
    return "age1" + rs(58, BECH32)


def wg_key():
    return b64b(32)


# ---------------------------------------------------------------------------
# passwords of many styles
# ---------------------------------------------------------------------------
EN_WORDS = ["maple", "river", "quiet", "lantern", "copper", "falcon", "orbit", "velvet", "harbor",
            "cactus", "meadow", "pixel", "thunder", "saffron", "glacier", "pepper", "walrus", "tundra",
            "violet", "cobalt", "juniper", "marble", "otter", "prairie", "rocket", "sparrow", "timber",
            "willow", "zephyr", "basil", "canyon", "ember", "fjord", "gravel", "hazel", "indigo",
            "jasper", "kettle", "lemon", "mango", "nectar", "oyster", "pebble", "quartz", "raven",
            "summit", "tulip", "umber", "vortex", "wander", "yonder", "bamboo", "crimson", "dolphin"]
CAP_WORDS = ["Sunflower", "Dragon", "Monkey", "Blue", "Tiger", "Winter", "Summer", "Autumn", "Spring",
             "Galaxy", "Pizza", "Coffee", "Rainbow", "Phoenix", "Hunter", "Panda", "Shadow", "Lucky",
             "Seoul", "Busan", "Jeju", "Tokyo", "Berlin", "Chelsea", "Arsenal", "Liverpool", "Mango",
             "Cookie", "Bella", "Charlie", "Oliver", "Rocky", "Buddy", "Snoopy", "Kimchi", "Bulgogi"]
KO_WORDS = ["사랑해", "행복", "우리집", "하늘", "바다", "고양이", "강아지", "봄날", "별빛", "서울", "부산",
            "가족", "열쇠", "달빛", "초코", "토끼", "여름", "겨울", "민들레", "무지개", "해바라기", "보물",
            "제주", "한강", "마음", "꿈나무", "햇살", "구름", "벚꽃", "단풍", "호랑이", "다람쥐"]
SYMS = "!@#$%^&*?_-+=."
SAFE_SYMS = "!@#%^*?_-+=."  # no $ (shell) and no quotes/backslashes anywhere


def pw_human():
    style = pick(["word_year", "two_words", "leet", "name_date", "walk"])
    if style == "word_year":
        return pick(CAP_WORDS) + str(rint(1985, 2025)) + pick("!@#?*")
    if style == "two_words":
        return pick(CAP_WORDS) + pick(["", "_", "-", "."]) + pick(EN_WORDS).capitalize() + str(rint(1, 99)) + pick("!@#")
    if style == "leet":
        w = pick(CAP_WORDS) + pick(EN_WORDS)
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return w + str(rint(10, 99)) + pick("!#")
    if style == "name_date":
        return pick(CAP_WORDS).lower() + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "!!", "^^", "*"])
    return pick(["1q2w3e4r", "qwer1234", "asdf1234", "zxcv1234", "1qaz2wsx"]) + pick(CAP_WORDS) + pick("!@#")


def pw_korean_keyboard():
    """Korean word typed with the English layout (e.g. 사랑해 -> tkfkdgo)"""
    w = hangul_to_qwerty(pick(KO_WORDS))
    if len(w) < 6:
        w += hangul_to_qwerty(pick(KO_WORDS))
    return w + str(rint(1, 9999)) + pick(["!", "!!", "@", "#", "^^", ""])


def pw_hangul():
    w = pick(KO_WORDS) + pick(KO_WORDS)
    while len(w) < 5:
        w += pick(KO_WORDS)
    return w + str(rint(100, 2025)) + pick(["!", "@", "#", ""])


def pw_random(n=None):
    n = n or rint(14, 28)
    while True:
        s = rs(n, ALNUM + SAFE_SYMS)
        if any(c in SAFE_SYMS for c in s) and any(c.isdigit() for c in s):
            return s


def pw_passphrase():
    return pick(["-", " ", ".", "_"]).join(sample(EN_WORDS, rint(4, 5)))


CUR = {"lang": "en"}  # language of the note being generated (Korean notes favour Korean-style passwords)


def pw_any():
    if CUR["lang"] == "ko":
        return wpick([(pw_human, 3), (pw_korean_keyboard, 4), (pw_hangul, 2), (pw_random, 3), (pw_passphrase, 1)])()
    return wpick([(pw_human, 4), (pw_korean_keyboard, 1), (pw_hangul, 1), (pw_random, 4), (pw_passphrase, 1)])()


def pw_urlsafe():
    """passwords that may appear raw in a URL / JDBC string without encoding"""
    return wpick([(lambda: rs(rint(16, 28), ALNUM), 3),
                  (lambda: pick(CAP_WORDS) + str(rint(1000, 9999)) + rs(rint(3, 6), ALNUM), 2),
                  (lambda: rs(rint(8, 12), ALNUM) + pick("-_.") + rs(rint(6, 12), ALNUM), 2)])()


# ---------------------------------------------------------------------------
# vendor credential specs
#   gen() -> list of parts (label, value, sec); sec is True (whole value is a credential),
#   False (identifier, not listed) or a list of substrings of value that are credentials.
#   header: HTTP header template(s), {0},{1}.. = value of part 0,1..;  url: endpoint for curl.
# ---------------------------------------------------------------------------
VENDORS = []


class Vendor:
    def __init__(self, name, region, area, gen, header=None, url=None):
        self.name, self.region, self.area, self.gen, self.header, self.url = name, region, area, gen, header, url


def V(name, region, area, gen, header=None, url=None):
    VENDORS.append(Vendor(name, region, area, gen, header, url))


def P(label, value, sec=True):
    return (label, value, sec)


def _glc():
    payload = jdump({"o": digits(6), "n": "stack-%s-hm-write-ci" % digits(6), "k": rs(24),
                     "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2", "prod-us-east-0"])}})
    return "glc_" + b64s(payload).rstrip("=")


def _sntrys():
    payload = jdump({"iat": float(ts_epoch()) + R.random(), "url": "https://sentry.io",
                     "region_url": "https://%s.sentry.io" % pick(["us", "de"]),
                     "org": pick(["acme", "hanbit-labs", "nuri-soft", "pixelfarm"])})
    return "sntrys_" + b64s(payload).rstrip("=") + "_" + rs(43, B64URL)


def _ops():
    payload = jdump({"signInAddress": pick(["my.1password.com", "acme.1password.com", "team-nuri.1password.eu"]),
                     "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                                  "salt": rs(22, B64URL)},
                     "email": rs(13, ALNUM_LO) + "@1passwordserviceaccounts.com",
                     "srpX": hx(64), "muk": {"alg": "A256GCM", "k": rs(43, B64URL), "kid": "mp"},
                     "secretKey": "A3-%s-%s-%s-%s-%s-%s" % (rs(6, ALNUM_UP), rs(6, ALNUM_UP), rs(5, ALNUM_UP),
                                                           rs(5, ALNUM_UP), rs(5, ALNUM_UP), rs(5, ALNUM_UP))})
    return "ops_" + b64us(payload)


def _mapbox_sk():
    return "sk." + b64us(jdump({"u": pick(["acme-maps", "nuri-dev", "delivery-ops"]), "a": rs(25, ALNUM_LO)})) + "." + rs(22, B64URL)


def _supabase_service():
    t = ts_epoch()
    return jwt({"iss": "supabase", "ref": rs(20, LOWER), "role": "service_role", "iat": t, "exp": t + 315360000})


def _ably():
    return "%s.%s:%s" % (rs(6, B64URL), rs(6, B64URL), rs(43, B64URL))


def _after(sep):
    """sec list helper: credential is the part after the last sep"""
    return lambda v: [v.rsplit(sep, 1)[1]]


# --- global cloud -----------------------------------------------------------
V("AWS", "global", "cloud", lambda: [P("AWS_ACCESS_KEY_ID", "AKIA" + rs(16, B32)),
                                     P("AWS_SECRET_ACCESS_KEY", rs(40, B64)),
                                     P("AWS_DEFAULT_REGION", pick(["ap-northeast-2", "us-east-1", "eu-central-1"]), False)])
V("Google Cloud", "global", "cloud", lambda: [P("GOOGLE_API_KEY", "AIza" + rs(35, B64URL))],
  "X-Goog-Api-Key: {0}", "https://translation.googleapis.com/language/translate/v2")
V("Google OAuth", "global", "cloud", lambda: [
    P("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(32, ALNUM_LO) + ".apps.googleusercontent.com", False),
    P("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(28, B64URL))])
V("Azure Storage", "global", "cloud", lambda: (lambda k: [P("AZURE_STORAGE_CONNECTION_STRING",
    "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
    % (pick(["stacmeprod01", "nuriassets", "hanbitlogs", "pixelfarmcdn"]), k), [k])])(b64b(64)))
V("Azure Entra ID", "global", "cloud", lambda: [P("AZURE_TENANT_ID", uid(), False), P("AZURE_CLIENT_ID", uid(), False),
                                                P("AZURE_CLIENT_SECRET", rs(3) + "8Q~" + rs(34, ALNUM + "_.~-"))])
V("Azure OpenAI", "global", "ai", lambda: [P("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % pick(["acme-oai", "nuri-gpt", "kr-central-oai"]), False),
                                           P("AZURE_OPENAI_API_KEY", hx(32))],
  "api-key: {1}", "https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
V("Azure DevOps", "global", "ci", lambda: [P("AZURE_DEVOPS_PAT", rs(52, B32LO))])
V("DigitalOcean", "global", "cloud", lambda: [P("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64))],
  "Authorization: Bearer {0}", "https://api.digitalocean.com/v2/droplets")
V("Cloudflare", "global", "cloud", lambda: [P("CLOUDFLARE_API_TOKEN", rs(40, B64URL))],
  "Authorization: Bearer {0}", "https://api.cloudflare.com/client/v4/zones")
V("Cloudflare Global Key", "global", "cloud", lambda: [P("CF_API_EMAIL", pick(["ops@acme.io", "infra@nuri.kr"]), False),
                                                     P("CF_API_KEY", hx(37))],
  "X-Auth-Email: {0}\nX-Auth-Key: {1}", "https://api.cloudflare.com/client/v4/user")
V("Heroku", "global", "cloud", lambda: [P("HEROKU_API_KEY", uid())],
  "Authorization: Bearer {0}", "https://api.heroku.com/apps")
V("Vercel", "global", "cloud", lambda: [P("VERCEL_TOKEN", rs(24))],
  "Authorization: Bearer {0}", "https://api.vercel.com/v9/projects")
V("Netlify", "global", "cloud", lambda: [P("NETLIFY_AUTH_TOKEN", "nfp_" + rs(36))],
  "Authorization: Bearer {0}", "https://api.netlify.com/api/v1/sites")
V("Fly.io", "global", "cloud", lambda: (lambda t: [P("FLY_API_TOKEN", "FlyV1 " + t, [t])])("fm2_" + rs(rint(180, 260), B64)))
V("Render", "global", "cloud", lambda: [P("RENDER_API_KEY", "rnd_" + rs(32))],
  "Authorization: Bearer {0}", "https://api.render.com/v1/services")
V("Railway", "global", "cloud", lambda: [P("RAILWAY_TOKEN", uid())])
V("Hetzner Cloud", "eu", "cloud", lambda: [P("HCLOUD_TOKEN", rs(64))],
  "Authorization: Bearer {0}", "https://api.hetzner.cloud/v1/servers")
V("Linode", "global", "cloud", lambda: [P("LINODE_TOKEN", hx(64))],
  "Authorization: Bearer {0}", "https://api.linode.com/v4/linode/instances")
V("Vultr", "global", "cloud", lambda: [P("VULTR_API_KEY", rs(36, ALNUM_UP))],
  "Authorization: Bearer {0}", "https://api.vultr.com/v2/instances")
V("Scaleway", "eu", "cloud", lambda: [P("SCW_ACCESS_KEY", "SCW" + rs(17, ALNUM_UP)), P("SCW_SECRET_KEY", uid()),
                                      P("SCW_DEFAULT_PROJECT_ID", uid(), False)])
V("OVHcloud", "eu", "cloud", lambda: [P("OVH_ENDPOINT", "ovh-eu", False), P("OVH_APPLICATION_KEY", rs(16), False),
                                      P("OVH_APPLICATION_SECRET", rs(32)), P("OVH_CONSUMER_KEY", rs(32))])
V("IBM Cloud", "global", "cloud", lambda: [P("IBMCLOUD_API_KEY", rs(44, B64URL))])
V("Backblaze B2", "global", "cloud", lambda: [P("B2_APPLICATION_KEY_ID", "005" + hx(22)), P("B2_APPLICATION_KEY", "K005" + rs(27, ALNUM))])
V("MinIO", "global", "cloud", lambda: [P("MINIO_ACCESS_KEY", rs(20, ALNUM_UP)), P("MINIO_SECRET_KEY", rs(40, ALNUM))])
V("Wasabi", "global", "cloud", lambda: [P("WASABI_ACCESS_KEY", rs(20, ALNUM_UP)), P("WASABI_SECRET_KEY", rs(40, B64))])
V("Oracle Cloud", "global", "cloud", lambda: [P("OCI_USERNAME", "axj%s/oracleidentitycloudservice/deploy@acme.io" % rs(6, ALNUM_LO), False),
                                              P("OCI_AUTH_TOKEN", rs(20, ALNUM + "#.;:()+<>[]"))])
V("Alibaba Cloud", "cn", "cloud", lambda: [P("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(20)),
                                          P("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(30))])
V("Tencent Cloud", "cn", "cloud", lambda: [P("TENCENTCLOUD_SECRET_ID", "AKID" + rs(32)), P("TENCENTCLOUD_SECRET_KEY", rs(32))])
V("Huawei Cloud", "cn", "cloud", lambda: [P("HUAWEICLOUD_SDK_AK", rs(20, ALNUM_UP)), P("HUAWEICLOUD_SDK_SK", rs(40))])
V("Baidu AI Cloud", "cn", "cloud", lambda: [P("BCE_ACCESS_KEY_ID", hx(32)), P("BCE_SECRET_ACCESS_KEY", hx(32))])
V("Volcengine", "cn", "cloud", lambda: [P("VOLC_ACCESSKEY", "AKLT" + rs(40, B64URL)), P("VOLC_SECRETKEY", b64b(45))])
V("Qiniu", "cn", "cloud", lambda: [P("QINIU_ACCESS_KEY", rs(40, B64URL)), P("QINIU_SECRET_KEY", rs(40, B64URL))])
V("Naver Cloud", "kr", "cloud", lambda: [P("NCLOUD_ACCESS_KEY", rs(20)), P("NCLOUD_SECRET_KEY", rs(40))])
V("NHN Cloud", "kr", "cloud", lambda: [P("NHN_CLOUD_USER_ACCESS_KEY_ID", rs(20)), P("NHN_CLOUD_SECRET_ACCESS_KEY", rs(16))])
V("Kakao Cloud", "kr", "cloud", lambda: [P("KAKAOCLOUD_ACCESS_KEY_ID", hx(32)), P("KAKAOCLOUD_ACCESS_KEY_SECRET", hx(70))])
V("Sakura Cloud", "jp", "cloud", lambda: [P("SAKURACLOUD_ACCESS_TOKEN", uid()), P("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(64))])

# --- payments / fintech -------------------------------------------------------
V("Stripe", "global", "payments", lambda: [P("STRIPE_SECRET_KEY", "sk_live_51" + rs(97))],
  "Authorization: Bearer {0}", "https://api.stripe.com/v1/payment_intents")
V("Stripe restricted key", "global", "payments", lambda: [P("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(97))],
  "Authorization: Bearer {0}", "https://api.stripe.com/v1/charges")
V("Stripe webhook", "global", "payments", lambda: [P("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(32))])
V("PayPal", "global", "payments", lambda: [P("PAYPAL_CLIENT_ID", "A" + rs(79, B64URL), False),
                                           P("PAYPAL_CLIENT_SECRET", "E" + rs(79, B64URL))])
V("Braintree", "global", "payments", lambda: [P("BRAINTREE_MERCHANT_ID", rs(16, ALNUM_LO), False),
                                              P("BRAINTREE_PUBLIC_KEY", rs(16, ALNUM_LO), False),
                                              P("BRAINTREE_PRIVATE_KEY", hx(32))])
V("Braintree access token", "global", "payments", lambda: [P("BRAINTREE_ACCESS_TOKEN",
    "access_token$production$%s$%s" % (rs(16, ALNUM_LO), hx(32)))])
V("Square", "global", "payments", lambda: [P("SQUARE_ACCESS_TOKEN", "EAAA" + rs(60, B64URL))],
  "Authorization: Bearer {0}", "https://connect.squareup.com/v2/locations")
V("Square app secret", "global", "payments", lambda: [P("SQUARE_APPLICATION_ID", "sq0idp-" + rs(22, B64URL), False),
                                                      P("SQUARE_APPLICATION_SECRET", "sq0csp-" + rs(43, B64URL))])
V("Adyen", "eu", "payments", lambda: [P("ADYEN_API_KEY", "AQE" + rs(rint(88, 96), B64) + "==-" + b64b(32) + "-" + rs(16))],
  "X-API-Key: {0}", "https://checkout-live.adyenpayments.com/checkout/v71/payments")
V("Mollie", "eu", "payments", lambda: [P("MOLLIE_API_KEY", "live_" + rs(30))],
  "Authorization: Bearer {0}", "https://api.mollie.com/v2/payments")
V("GoCardless", "eu", "payments", lambda: [P("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(40, B64URL))],
  "Authorization: Bearer {0}", "https://api.gocardless.com/mandates")
V("Klarna", "eu", "payments", lambda: [P("KLARNA_API_USERNAME", "PK%s_%s" % (digits(5), hx(12)), False),
                                       P("KLARNA_API_PASSWORD", "klarna_live_api_" + rs(48, B64URL))])
V("Razorpay", "global", "payments", lambda: [P("RAZORPAY_KEY_ID", "rzp_live_" + rs(14)), P("RAZORPAY_KEY_SECRET", rs(24))])
V("Paystack", "global", "payments", lambda: [P("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40))],
  "Authorization: Bearer {0}", "https://api.paystack.co/transaction/verify/ref_8812")
V("Flutterwave", "global", "payments", lambda: [P("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X")],
  "Authorization: Bearer {0}", "https://api.flutterwave.com/v3/transactions")
V("Paddle", "eu", "payments", lambda: [P("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(24, ALNUM_LO) + "_" + rs(27))],
  "Authorization: Bearer {0}", "https://api.paddle.com/subscriptions")
V("Toss Payments", "kr", "payments", lambda: [P("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(24))])
V("PortOne V1 (Iamport)", "kr", "payments", lambda: [P("IMP_KEY", digits(16), False), P("IMP_SECRET", rs(80))])
V("PortOne V2", "kr", "payments", lambda: [P("PORTONE_API_SECRET", rs(80))],
  "Authorization: PortOne {0}", "https://api.portone.io/payments/order-20240611-0042")
V("KakaoPay", "kr", "payments", lambda: [P("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + hxu(37))],
  "Authorization: SECRET_KEY {0}", "https://open-api.kakaopay.com/online/v1/payment/ready")
V("NICEPAY", "kr", "payments", lambda: [P("NICEPAY_CLIENT_ID", "R2_" + hx(32), False), P("NICEPAY_SECRET_KEY", hx(32))])
V("KG Inicis", "kr", "payments", lambda: [P("INICIS_MID", "INIpay" + rs(4, ALNUM_LO), False),
                                          P("INICIS_SIGN_KEY", b64b(24)), P("INICIS_API_KEY", rs(16))])
V("PAY.JP", "jp", "payments", lambda: [P("PAYJP_SECRET_KEY", "sk_live_" + hx(48))])
V("KOMOJU", "jp", "payments", lambda: [P("KOMOJU_SECRET_KEY", "sk_live_" + rs(25, ALNUM_LO))])
V("Binance", "global", "payments", lambda: [P("BINANCE_API_KEY", rs(64)), P("BINANCE_API_SECRET", rs(64))])
V("Upbit", "kr", "payments", lambda: [P("UPBIT_OPEN_API_ACCESS_KEY", rs(40)), P("UPBIT_OPEN_API_SECRET_KEY", rs(40))])
V("Bithumb", "kr", "payments", lambda: [P("BITHUMB_CONNECT_KEY", hx(32)), P("BITHUMB_SECRET_KEY", hx(32))])
V("WeChat Pay", "cn", "payments", lambda: [P("WECHATPAY_MCHID", digits(10), False), P("WECHATPAY_APIV3_KEY", rs(32))])
V("Plaid", "global", "payments", lambda: [P("PLAID_CLIENT_ID", hx(24), False), P("PLAID_SECRET", hx(30))])
V("Wise", "eu", "payments", lambda: [P("WISE_API_TOKEN", uid())],
  "Authorization: Bearer {0}", "https://api.transferwise.com/v1/profiles")
V("Coinbase Commerce", "global", "payments", lambda: [P("COINBASE_COMMERCE_API_KEY", uid())],
  "X-CC-Api-Key: {0}", "https://api.commerce.coinbase.com/charges")
V("Qonto", "eu", "payments", lambda: (lambda login, sk: [P("QONTO_LOGIN", login, False), P("QONTO_SECRET_KEY", sk)])(
    pick(["acme-sas-", "pixelfarm-", "nuri-gmbh-"]) + rs(4, ALNUM_LO), hx(32)),
  "Authorization: {0}:{1}", "https://thirdparty.qonto.com/v2/organization")

# --- AI / ML --------------------------------------------------------------------
V("OpenAI", "global", "ai", lambda: [P("OPENAI_API_KEY", pick(["sk-proj-", "sk-svcacct-"]) + rs(74, B64URL) + "T3BlbkFJ" + rs(74, B64URL))],
  "Authorization: Bearer {0}", "https://api.openai.com/v1/chat/completions")
V("OpenAI legacy key", "global", "ai", lambda: [P("OPENAI_API_KEY", "sk-" + rs(20) + "T3BlbkFJ" + rs(20))],
  "Authorization: Bearer {0}", "https://api.openai.com/v1/embeddings")
V("Anthropic", "global", "ai", lambda: [P("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(93, B64URL) + "AA")],
  "x-api-key: {0}", "https://api.anthropic.com/v1/messages")
V("Anthropic admin key", "global", "ai", lambda: [P("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs(93, B64URL) + "AA")],
  "x-api-key: {0}", "https://api.anthropic.com/v1/organizations/api_keys")
V("Google Gemini", "global", "ai", lambda: [P("GEMINI_API_KEY", "AIza" + rs(35, B64URL))],
  "x-goog-api-key: {0}", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent")
V("Cohere", "global", "ai", lambda: [P("CO_API_KEY", rs(40))], "Authorization: Bearer {0}", "https://api.cohere.com/v2/rerank")
V("Mistral", "eu", "ai", lambda: [P("MISTRAL_API_KEY", rs(32))], "Authorization: Bearer {0}", "https://api.mistral.ai/v1/chat/completions")
V("Groq", "global", "ai", lambda: [P("GROQ_API_KEY", "gsk_" + rs(52))], "Authorization: Bearer {0}", "https://api.groq.com/openai/v1/chat/completions")
V("Hugging Face", "global", "ai", lambda: [P("HF_TOKEN", "hf_" + rs(34, UPPER + LOWER))],
  "Authorization: Bearer {0}", "https://huggingface.co/api/whoami-v2")
V("Replicate", "global", "ai", lambda: [P("REPLICATE_API_TOKEN", "r8_" + rs(37))],
  "Authorization: Bearer {0}", "https://api.replicate.com/v1/predictions")
V("Perplexity", "global", "ai", lambda: [P("PERPLEXITY_API_KEY", "pplx-" + rs(48))],
  "Authorization: Bearer {0}", "https://api.perplexity.ai/chat/completions")
V("xAI", "global", "ai", lambda: [P("XAI_API_KEY", "xai-" + rs(80))], "Authorization: Bearer {0}", "https://api.x.ai/v1/chat/completions")
V("DeepSeek", "cn", "ai", lambda: [P("DEEPSEEK_API_KEY", "sk-" + hx(32))], "Authorization: Bearer {0}", "https://api.deepseek.com/chat/completions")
V("OpenRouter", "global", "ai", lambda: [P("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64))],
  "Authorization: Bearer {0}", "https://openrouter.ai/api/v1/chat/completions")
V("Together AI", "global", "ai", lambda: [P("TOGETHER_API_KEY", hx(64))], "Authorization: Bearer {0}", "https://api.together.xyz/v1/completions")
V("Fireworks AI", "global", "ai", lambda: [P("FIREWORKS_API_KEY", "fw_" + rs(24))],
  "Authorization: Bearer {0}", "https://api.fireworks.ai/inference/v1/chat/completions")
V("ElevenLabs", "global", "ai", lambda: [P("ELEVENLABS_API_KEY", "sk_" + hx(48))],
  "xi-api-key: {0}", "https://api.elevenlabs.io/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM")
V("Pinecone", "global", "ai", lambda: [P("PINECONE_API_KEY", "pcsk_" + rs(5) + "_" + rs(63))],
  "Api-Key: {0}", "https://api.pinecone.io/indexes")
V("LangSmith", "global", "ai", lambda: [P("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10))],
  "x-api-key: {0}", "https://api.smith.langchain.com/runs")
V("Weights & Biases", "global", "ai", lambda: [P("WANDB_API_KEY", hx(40))])
V("Deepgram", "global", "ai", lambda: [P("DEEPGRAM_API_KEY", hx(40))], "Authorization: Token {0}", "https://api.deepgram.com/v1/listen")
V("AssemblyAI", "global", "ai", lambda: [P("ASSEMBLYAI_API_KEY", hx(32))], "authorization: {0}", "https://api.assemblyai.com/v2/transcript")
V("Voyage AI", "global", "ai", lambda: [P("VOYAGE_API_KEY", "pa-" + rs(43, B64URL))],
  "Authorization: Bearer {0}", "https://api.voyageai.com/v1/embeddings")
V("Moonshot AI", "cn", "ai", lambda: [P("MOONSHOT_API_KEY", "sk-" + rs(48))], "Authorization: Bearer {0}", "https://api.moonshot.cn/v1/chat/completions")
V("Zhipu AI", "cn", "ai", lambda: [P("ZHIPUAI_API_KEY", hx(32) + "." + rs(16))],
  "Authorization: Bearer {0}", "https://open.bigmodel.cn/api/paas/v4/chat/completions")
V("Baidu Qianfan", "cn", "ai", lambda: [P("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(21) + "/" + hx(40))],
  "Authorization: Bearer {0}", "https://qianfan.baidubce.com/v2/chat/completions")
V("Alibaba DashScope", "cn", "ai", lambda: [P("DASHSCOPE_API_KEY", "sk-" + hx(32))],
  "Authorization: Bearer {0}", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
V("Naver CLOVA Studio", "kr", "ai", lambda: [P("CLOVASTUDIO_API_KEY", "nv-" + hx(32))],
  "Authorization: Bearer {0}", "https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003")
V("Upstage", "kr", "ai", lambda: [P("UPSTAGE_API_KEY", "up_" + rs(29))],
  "Authorization: Bearer {0}", "https://api.upstage.ai/v1/solar/chat/completions")
V("Stability AI", "global", "ai", lambda: [P("STABILITY_API_KEY", "sk-" + rs(48))],
  "Authorization: Bearer {0}", "https://api.stability.ai/v2beta/stable-image/generate/core")
V("Jina AI", "eu", "ai", lambda: [P("JINA_API_KEY", "jina_" + hx(32) + rs(28))],
  "Authorization: Bearer {0}", "https://api.jina.ai/v1/embeddings")
V("Tavily", "global", "ai", lambda: [P("TAVILY_API_KEY", "tvly-dev-" + rs(32))])
V("SerpApi", "global", "ai", lambda: [P("SERPAPI_API_KEY", hx(64))])
V("Firecrawl", "global", "ai", lambda: [P("FIRECRAWL_API_KEY", "fc-" + hx(32))],
  "Authorization: Bearer {0}", "https://api.firecrawl.dev/v1/scrape")
V("Databricks", "global", "data", lambda: [P("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (digits(16), rint(1, 19)), False),
                                           P("DATABRICKS_TOKEN", "dapi" + hx(32))])

# --- messaging / notifications ------------------------------------------------------
V("Slack bot token", "global", "messaging", lambda: [P("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(24)))],
  "Authorization: Bearer {0}", "https://slack.com/api/chat.postMessage")
V("Slack user token", "global", "messaging", lambda: [P("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), hx(32)))],
  "Authorization: Bearer {0}", "https://slack.com/api/conversations.history")
V("Slack app-level token", "global", "messaging", lambda: [P("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(10, ALNUM_UP), digits(13), hx(64)))])
V("Slack incoming webhook", "global", "messaging", lambda: (lambda t: [P("SLACK_WEBHOOK_URL",
    "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(10, ALNUM_UP), rs(10, ALNUM_UP), t), [t])])(rs(24)))
V("Slack signing secret", "global", "messaging", lambda: [P("SLACK_SIGNING_SECRET", hx(32))])
V("Discord bot", "global", "messaging", lambda: [P("DISCORD_BOT_TOKEN", "%s.%s.%s" % (b64s(digits(18)).rstrip("="), rs(6, B64URL), rs(38, B64URL)))],
  "Authorization: Bot {0}", "https://discord.com/api/v10/users/@me")
V("Discord webhook", "global", "messaging", lambda: (lambda t: [P("DISCORD_WEBHOOK_URL",
    "https://discord.com/api/webhooks/%s/%s" % (digits(19), t), [t])])(rs(68, B64URL)))
V("Telegram", "global", "messaging", lambda: [P("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(10), rs(33, B64URL)))])
V("Twilio", "global", "messaging", lambda: [P("TWILIO_ACCOUNT_SID", "AC" + hx(32), False), P("TWILIO_AUTH_TOKEN", hx(32))])
V("SendGrid", "global", "messaging", lambda: [P("SENDGRID_API_KEY", "SG.%s.%s" % (rs(22, B64URL), rs(43, B64URL)))],
  "Authorization: Bearer {0}", "https://api.sendgrid.com/v3/mail/send")
V("Mailgun", "global", "messaging", lambda: [P("MAILGUN_API_KEY", pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]))])
V("Mailchimp", "global", "messaging", lambda: [P("MAILCHIMP_API_KEY", hx(32) + "-us" + str(rint(2, 21)))])
V("Postmark", "global", "messaging", lambda: [P("POSTMARK_SERVER_TOKEN", uid())],
  "X-Postmark-Server-Token: {0}", "https://api.postmarkapp.com/email")
V("Brevo", "eu", "messaging", lambda: [P("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + rs(16))],
  "api-key: {0}", "https://api.brevo.com/v3/smtp/email")
V("Resend", "global", "messaging", lambda: [P("RESEND_API_KEY", "re_" + rs(8) + "_" + rs(24))],
  "Authorization: Bearer {0}", "https://api.resend.com/emails")
V("Vonage", "eu", "messaging", lambda: [P("VONAGE_API_KEY", hx(8), False), P("VONAGE_API_SECRET", rs(16))])
V("Mailjet", "eu", "messaging", lambda: [P("MJ_APIKEY_PUBLIC", hx(32), False), P("MJ_APIKEY_PRIVATE", hx(32))])
V("LINE Messaging API", "jp", "messaging", lambda: [P("LINE_CHANNEL_ACCESS_TOKEN", rs(171, B64) + "="),
                                                    P("LINE_CHANNEL_SECRET", hx(32))])
V("LINE Notify", "jp", "messaging", lambda: [P("LINE_NOTIFY_TOKEN", rs(43))],
  "Authorization: Bearer {0}", "https://notify-api.line.me/api/notify")
V("Kakao REST API", "kr", "messaging", lambda: [P("KAKAO_REST_API_KEY", hx(32))],
  "Authorization: KakaoAK {0}", "https://dapi.kakao.com/v2/local/search/address.json?query=판교역로")
V("Kakao Admin key", "kr", "messaging", lambda: [P("KAKAO_ADMIN_KEY", hx(32))],
  "Authorization: KakaoAK {0}", "https://kapi.kakao.com/v1/user/ids")
V("Solapi", "kr", "messaging", lambda: [P("SOLAPI_API_KEY", "NCS" + rs(13, ALNUM_UP)), P("SOLAPI_API_SECRET", rs(32, ALNUM_UP))])
V("Aligo", "kr", "messaging", lambda: [P("ALIGO_USER_ID", pick(["nurisoft", "hanbitlab", "acmekr"]), False), P("ALIGO_API_KEY", rs(32, ALNUM_LO))])
V("Sendbird", "kr", "messaging", lambda: [P("SENDBIRD_APP_ID", uid().upper(), False), P("SENDBIRD_API_TOKEN", hx(40))],
  "Api-Token: {1}", "https://api-APPID.sendbird.com/v3/users")
V("Channel Talk", "kr", "messaging", lambda: [P("CHANNEL_ACCESS_KEY", hx(24)), P("CHANNEL_ACCESS_SECRET", hx(32))],
  "x-access-key: {0}\nx-access-secret: {1}", "https://api.channel.io/open/v5/user-chats")
V("DingTalk robot", "cn", "messaging", lambda: (lambda t: [P("DINGTALK_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=" + t, [t]),
                                                          P("DINGTALK_SECRET", "SEC" + hx(64))])(hx(64)))
V("Feishu / Lark", "cn", "messaging", lambda: [P("FEISHU_APP_ID", "cli_" + hx(16), False), P("FEISHU_APP_SECRET", rs(32))])
V("Feishu bot webhook", "cn", "messaging", lambda: (lambda t: [P("FEISHU_WEBHOOK", "https://open.feishu.cn/open-apis/bot/v2/hook/" + t, [t])])(uid()))
V("WeCom robot", "cn", "messaging", lambda: (lambda t: [P("WECOM_WEBHOOK", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + t, [t])])(uid()))
V("WeChat Official Account", "cn", "messaging", lambda: [P("WECHAT_APPID", "wx" + hx(16), False), P("WECHAT_APPSECRET", hx(32))])
V("Microsoft Teams webhook", "global", "messaging", lambda: (lambda a, b: [P("TEAMS_WEBHOOK_URL",
    "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (pick(["acme", "nurisoft"]), uid(), uid(), a, uid(), b), [a, b])])(hx(32), "V2" + rs(43, B64URL)))
V("Chatwork", "jp", "messaging", lambda: [P("CHATWORK_API_TOKEN", hx(32))],
  "X-ChatWorkToken: {0}", "https://api.chatwork.com/v2/rooms/%s/messages" % digits(9))
V("Pushover", "global", "messaging", lambda: [P("PUSHOVER_APP_TOKEN", "a" + rs(29, ALNUM_LO))])
V("Zulip", "global", "messaging", lambda: [P("ZULIP_EMAIL", "deploy-bot@acme.zulipchat.com", False), P("ZULIP_API_KEY", rs(32))])
V("Mattermost", "global", "messaging", lambda: [P("MATTERMOST_TOKEN", rs(26, ALNUM_LO))],
  "Authorization: Bearer {0}", "https://chat.acme.io/api/v4/posts")
V("Rocket.Chat", "global", "messaging", lambda: [P("ROCKETCHAT_USER_ID", rs(17), False), P("ROCKETCHAT_AUTH_TOKEN", rs(43, B64URL))],
  "X-User-Id: {0}\nX-Auth-Token: {1}", "https://chat.nuri.kr/api/v1/chat.postMessage")
V("Intercom", "global", "messaging", lambda: [P("INTERCOM_ACCESS_TOKEN", b64s("tok:%s:1:0" % uid()))],
  "Authorization: Bearer {0}", "https://api.intercom.io/contacts")
V("Zendesk", "global", "messaging", lambda: [P("ZENDESK_EMAIL", "support-bot@acme.io/token", False), P("ZENDESK_API_TOKEN", rs(40))])
V("Pusher", "global", "messaging", lambda: [P("PUSHER_APP_ID", digits(7), False), P("PUSHER_KEY", hx(20), False), P("PUSHER_SECRET", hx(20))])
V("Ably", "eu", "messaging", lambda: (lambda k: [P("ABLY_API_KEY", k, [k.split(":", 1)[1]])])(_ably()))
V("Firebase Cloud Messaging", "global", "messaging", lambda: [P("FCM_SERVER_KEY", "AAAA" + rs(7, B64URL) + ":APA91b" + rs(134, B64URL))],
  "Authorization: key={0}", "https://fcm.googleapis.com/fcm/send")
V("OneSignal", "global", "messaging", lambda: [P("ONESIGNAL_APP_ID", uid(), False), P("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs(104, B32LO))],
  "Authorization: Key {1}", "https://api.onesignal.com/notifications")
V("Expo", "global", "ci", lambda: [P("EXPO_TOKEN", rs(40, B64URL))])

# --- observability -------------------------------------------------------------
V("Datadog", "global", "observability", lambda: [P("DD_API_KEY", hx(32)), P("DD_APP_KEY", hx(40))],
  "DD-API-KEY: {0}\nDD-APPLICATION-KEY: {1}", "https://api.datadoghq.com/api/v1/monitor")
V("New Relic", "global", "observability", lambda: [P("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL")])
V("New Relic user key", "global", "observability", lambda: [P("NEW_RELIC_API_KEY", "NRAK-" + rs(27, ALNUM_UP))],
  "API-Key: {0}", "https://api.newrelic.com/graphql")
V("Grafana Cloud", "global", "observability", lambda: [P("GRAFANA_CLOUD_TOKEN", _glc())])
V("Grafana service account", "global", "observability", lambda: [P("GRAFANA_SA_TOKEN", "glsa_" + rs(32) + "_" + hx(8))],
  "Authorization: Bearer {0}", "https://grafana.acme.io/api/dashboards/db")
V("Honeycomb", "global", "observability", lambda: [P("HONEYCOMB_API_KEY", "hcaik_" + rs(58, ALNUM_LO))],
  "X-Honeycomb-Team: {0}", "https://api.honeycomb.io/1/events/checkout")
V("Sentry auth token", "global", "observability", lambda: [P("SENTRY_AUTH_TOKEN", _sntrys())])
V("Sentry user token", "global", "observability", lambda: [P("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64))],
  "Authorization: Bearer {0}", "https://sentry.io/api/0/projects/")
V("PagerDuty", "global", "observability", lambda: [P("PAGERDUTY_API_TOKEN", "u+" + rs(18, ALNUM + "_-"))],
  "Authorization: Token token={0}", "https://api.pagerduty.com/incidents")
V("PagerDuty integration key", "global", "observability", lambda: [P("PAGERDUTY_ROUTING_KEY", hx(32))])
V("Splunk HEC", "global", "observability", lambda: [P("SPLUNK_HEC_TOKEN", uid())],
  "Authorization: Splunk {0}", "https://splunk.acme.io:8088/services/collector/event")
V("Dynatrace", "eu", "observability", lambda: [P("DT_API_TOKEN", "dt0c01.%s.%s" % (rs(24, ALNUM_UP), rs(64, ALNUM_UP)))],
  "Authorization: Api-Token {0}", "https://abc12345.live.dynatrace.com/api/v2/metrics/ingest")
V("Elastic", "global", "observability", lambda: [P("ELASTIC_API_KEY", b64s(rs(20, B64URL) + ":" + rs(22, B64URL)))],
  "Authorization: ApiKey {0}", "https://es.acme.io:9243/logs-*/_search")
V("Logz.io", "global", "observability", lambda: [P("LOGZIO_SHIPPING_TOKEN", rs(32, UPPER + LOWER))])
V("Axiom", "global", "observability", lambda: [P("AXIOM_TOKEN", "xaat-" + uid())],
  "Authorization: Bearer {0}", "https://api.axiom.co/v1/datasets/app-logs/ingest")
V("Better Stack", "eu", "observability", lambda: [P("BETTERSTACK_SOURCE_TOKEN", rs(24))],
  "Authorization: Bearer {0}", "https://in.logs.betterstack.com")
V("Rollbar", "global", "observability", lambda: [P("ROLLBAR_ACCESS_TOKEN", hx(32))],
  "X-Rollbar-Access-Token: {0}", "https://api.rollbar.com/api/1/item/")
V("Opsgenie", "global", "observability", lambda: [P("OPSGENIE_API_KEY", uid())],
  "Authorization: GenieKey {0}", "https://api.opsgenie.com/v2/alerts")
V("Sumo Logic", "global", "observability", lambda: [P("SUMO_ACCESS_ID", "su" + rs(12)), P("SUMO_ACCESS_KEY", rs(64))])
V("Mixpanel", "global", "observability", lambda: [P("MIXPANEL_PROJECT_ID", digits(7), False), P("MIXPANEL_API_SECRET", hx(32))])
V("Amplitude", "global", "observability", lambda: [P("AMPLITUDE_API_KEY", hx(32), False), P("AMPLITUDE_SECRET_KEY", hx(32))])
V("PostHog personal key", "global", "observability", lambda: [P("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(43))],
  "Authorization: Bearer {0}", "https://app.posthog.com/api/projects/")
V("LaunchDarkly", "global", "saas", lambda: [P("LAUNCHDARKLY_SDK_KEY", "sdk-" + uid())])
V("Statsig", "global", "saas", lambda: [P("STATSIG_SERVER_SECRET", "secret-" + rs(43))])
V("Unleash", "eu", "saas", lambda: [P("UNLEASH_API_TOKEN", "default:production." + hx(64))],
  "Authorization: {0}", "https://unleash.acme.io/api/client/features")

# --- databases / data platforms -----------------------------------------------------
V("PlanetScale", "global", "data", lambda: [P("PLANETSCALE_DB_USERNAME", rs(12, ALNUM_LO), False),
                                            P("PLANETSCALE_DB_PASSWORD", "pscale_pw_" + rs(43, B64URL))])
V("PlanetScale service token", "global", "data", lambda: [P("PLANETSCALE_SERVICE_TOKEN_ID", rs(12, ALNUM_LO), False),
                                                          P("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(43, B64URL))])
V("Neon", "global", "data", lambda: (lambda pw: [P("DATABASE_URL", "postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require"
    % (pw, pick(["cool", "damp", "late", "wild"]), pick(["river", "bird", "moon", "snow"]), rs(8, ALNUM_LO)), [pw])])("npg_" + rs(12)))
V("Aiven", "eu", "data", lambda: (lambda pw: [P("KAFKA_SASL_USERNAME", "avnadmin", False), P("KAFKA_SASL_PASSWORD", pw)])("AVNS_" + rs(19, B64URL)))
V("Upstash Redis", "global", "data", lambda: [P("UPSTASH_REDIS_REST_URL", "https://%s-%s-%s.upstash.io" % (pick(["apt", "fine", "able"]), pick(["koala", "gecko", "mole"]), digits(5)), False),
                                              P("UPSTASH_REDIS_REST_TOKEN", "A" + rs(2, UPPER) + rs(57, B64URL) + "=")])
V("Turso", "global", "data", lambda: [P("TURSO_AUTH_TOKEN", jwt({"a": "rw", "iat": ts_epoch(), "id": uid()}, alg="EdDSA", sig_bytes=64))])
V("Supabase service role", "global", "data", lambda: [P("SUPABASE_URL", "https://%s.supabase.co" % rs(20, LOWER), False),
                                                      P("SUPABASE_SERVICE_ROLE_KEY", _supabase_service())])
V("Supabase secret key", "global", "data", lambda: [P("SUPABASE_SECRET_KEY", "sb_secret_" + rs(31, B64URL))])
V("DataStax Astra", "global", "data", lambda: [P("ASTRA_DB_APPLICATION_TOKEN", "AstraCS:%s:%s" % (rs(24, UPPER + LOWER), hx(64)))])
V("InfluxDB", "global", "data", lambda: [P("INFLUX_TOKEN", b64b(64))], "Authorization: Token {0}",
  "https://influx.acme.io/api/v2/write?org=acme&bucket=metrics")
V("MongoDB Atlas Admin API", "global", "data", lambda: [P("MONGODB_ATLAS_PUBLIC_KEY", rs(8, ALNUM_LO), False),
                                                        P("MONGODB_ATLAS_PRIVATE_KEY", uid())])
V("Xata", "global", "data", lambda: [P("XATA_API_KEY", "xau_" + rs(32))])
V("Fauna", "global", "data", lambda: [P("FAUNA_SECRET", "fnA" + rs(37, B64URL))])
V("Convex", "global", "data", lambda: (lambda dep, k: [P("CONVEX_DEPLOY_KEY", "prod:%s|%s" % (dep, k), [k])])(
    pick(["happy", "quiet", "brave"]) + "-" + pick(["otter", "falcon", "lemur"]) + "-" + digits(3), b64u(60)))
V("Firebase Realtime Database secret", "global", "data", lambda: [P("FIREBASE_DATABASE_SECRET", rs(40))])
V("ClickHouse Cloud", "global", "data", lambda: [P("CLICKHOUSE_KEY_ID", rs(20)), P("CLICKHOUSE_KEY_SECRET", "4b1d" + rs(38))])
V("Snowflake", "global", "data", lambda: [P("SNOWFLAKE_ACCOUNT", "%s-%s" % (rs(7, ALNUM_UP), rs(7, ALNUM_UP)), False),
                                          P("SNOWFLAKE_USER", "SVC_DBT", False), P("SNOWFLAKE_PASSWORD", pw_urlsafe())])

# --- CI / source hosting / registries ---------------------------------------------------
V("GitHub PAT (classic)", "global", "ci", lambda: [P("GITHUB_TOKEN", "ghp_" + rs(36))],
  "Authorization: token {0}", "https://api.github.com/repos/acme/infra/actions/runs")
V("GitHub fine-grained PAT", "global", "ci", lambda: [P("GH_TOKEN", "github_pat_11" + rs(20, ALNUM_UP) + "_" + rs(59))],
  "Authorization: Bearer {0}", "https://api.github.com/user/repos")
V("GitHub OAuth token", "global", "ci", lambda: [P("GITHUB_OAUTH_TOKEN", "gho_" + rs(36))],
  "Authorization: Bearer {0}", "https://api.github.com/user")
V("GitHub App installation token", "global", "ci", lambda: [P("GITHUB_APP_TOKEN", "ghs_" + rs(36))],
  "Authorization: Bearer {0}", "https://api.github.com/installation/repositories")
V("GitHub refresh token", "global", "ci", lambda: [P("GITHUB_REFRESH_TOKEN", "ghr_" + rs(76))])
V("GitLab PAT", "global", "ci", lambda: [P("GITLAB_TOKEN", "glpat-" + rs(20, B64URL))],
  "PRIVATE-TOKEN: {0}", "https://gitlab.com/api/v4/projects")
V("GitLab runner token", "global", "ci", lambda: [P("CI_RUNNER_TOKEN", "glrt-" + rs(20, B64URL))])
V("GitLab deploy token", "global", "ci", lambda: [P("DEPLOY_TOKEN_USER", "gitlab+deploy-token-%s" % digits(6), False),
                                                  P("DEPLOY_TOKEN", "gldt-" + rs(20, B64URL))])
V("GitLab pipeline trigger token", "global", "ci", lambda: [P("TRIGGER_TOKEN", "glptt-" + hx(40))])
V("GitLab runner registration token", "global", "ci", lambda: [P("REGISTRATION_TOKEN", "GR1348941" + rs(20, B64URL))])
V("Bitbucket app password", "global", "ci", lambda: [P("BITBUCKET_USERNAME", pick(["deploy-bot", "jisoo_kim", "ci-runner"]), False),
                                                     P("BITBUCKET_APP_PASSWORD", "ATBB" + rs(28) + hxu(8))])
V("Atlassian API token", "global", "saas", lambda: [P("JIRA_EMAIL", pick(["ops@acme.io", "minho.lee@nurisoft.kr"]), False),
                                                    P("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(rint(160, 180), B64URL) + "=" + hxu(8))])
V("CircleCI", "global", "ci", lambda: [P("CIRCLECI_TOKEN", "CCIPAT_" + rs(22) + "_" + hx(40))],
  "Circle-Token: {0}", "https://circleci.com/api/v2/me")
V("Buildkite", "global", "ci", lambda: [P("BUILDKITE_API_TOKEN", "bkua_" + hx(40))],
  "Authorization: Bearer {0}", "https://api.buildkite.com/v2/organizations/acme/pipelines")
V("Buildkite agent token", "global", "ci", lambda: [P("BUILDKITE_AGENT_TOKEN", hx(50))])
V("Jenkins", "global", "ci", lambda: [P("JENKINS_USER", pick(["admin", "deploy", "svc-jenkins"]), False), P("JENKINS_API_TOKEN", "11" + hx(32))])
V("Codecov", "global", "ci", lambda: [P("CODECOV_TOKEN", uid())])
V("SonarQube", "global", "ci", lambda: [P("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40))])
V("Snyk", "global", "ci", lambda: [P("SNYK_TOKEN", uid())])
V("JFrog Artifactory", "global", "ci", lambda: [P("ARTIFACTORY_API_KEY", "AKCp" + rs(69))])
V("JFrog reference token", "global", "ci", lambda: [P("JFROG_ACCESS_TOKEN", b64s("reftkn:01:%s:%s" % (digits(10), rs(33))).rstrip("="))],
  "Authorization: Bearer {0}", "https://acme.jfrog.io/artifactory/api/repositories")
V("npm", "global", "registry", lambda: [P("NPM_TOKEN", "npm_" + rs(36))])
V("PyPI", "global", "registry", lambda: [P("PYPI_API_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(rint(150, 190), B64URL))])
V("RubyGems", "global", "registry", lambda: [P("GEM_HOST_API_KEY", "rubygems_" + hx(48))])
V("NuGet", "global", "registry", lambda: [P("NUGET_API_KEY", "oy2" + rs(43, ALNUM_LO))])
V("crates.io", "global", "registry", lambda: [P("CARGO_REGISTRY_TOKEN", "cio" + rs(32))])
V("Docker Hub", "global", "registry", lambda: [P("DOCKERHUB_USERNAME", pick(["acmebot", "nurisoft", "hanbitci"]), False),
                                               P("DOCKERHUB_TOKEN", "dckr_pat_" + rs(27, B64URL))])
V("Quay.io", "global", "registry", lambda: [P("QUAY_USERNAME", "acme+ci_pusher", False), P("QUAY_PASSWORD", rs(64, ALNUM_UP))])
V("Harbor", "global", "registry", lambda: [P("HARBOR_USERNAME", "robot$ci-push", False), P("HARBOR_PASSWORD", rs(32))])
V("Terraform Cloud", "global", "ci", lambda: [P("TFE_TOKEN", rs(14) + ".atlasv1." + rs(67))],
  "Authorization: Bearer {0}", "https://app.terraform.io/api/v2/organizations/acme/workspaces")
V("HashiCorp Vault", "global", "secrets", lambda: [P("VAULT_ADDR", "https://vault.acme.internal:8200", False),
                                                   P("VAULT_TOKEN", pick(["hvs." + rs(24), "hvs.CAESI" + rs(rint(80, 96), B64URL)]))],
  "X-Vault-Token: {1}", "https://vault.acme.internal:8200/v1/secret/data/payments")
V("Doppler", "global", "secrets", lambda: [P("DOPPLER_TOKEN", pick(["dp.pt.", "dp.st.prd.", "dp.sa."]) + rs(43))])
V("Pulumi", "global", "ci", lambda: [P("PULUMI_ACCESS_TOKEN", "pul-" + hx(40))])
V("1Password service account", "global", "secrets", lambda: [P("OP_SERVICE_ACCOUNT_TOKEN", _ops())])
V("Infisical", "global", "secrets", lambda: [P("INFISICAL_CLIENT_ID", uid(), False), P("INFISICAL_CLIENT_SECRET", hx(64))])
V("Tailscale", "global", "network", lambda: [P("TS_AUTHKEY", "tskey-auth-k" + rs(11) + "CNTRL-" + rs(33))])
V("ngrok", "global", "network", lambda: [P("NGROK_AUTHTOKEN", "2" + rs(26) + "_" + rs(21))])
V("Gitee", "cn", "ci", lambda: [P("GITEE_TOKEN", hx(32))])

# --- SaaS / productivity / commerce -------------------------------------------------
V("Figma", "global", "saas", lambda: [P("FIGMA_TOKEN", "figd_" + rs(40, B64URL))],
  "X-Figma-Token: {0}", "https://api.figma.com/v1/files/%s" % rs(22))
V("Linear", "global", "saas", lambda: [P("LINEAR_API_KEY", "lin_api_" + rs(40))],
  "Authorization: {0}", "https://api.linear.app/graphql")
V("Notion", "global", "saas", lambda: [P("NOTION_TOKEN", pick(["ntn_" + digits(11) + rs(35), "secret_" + rs(43)]))],
  "Authorization: Bearer {0}", "https://api.notion.com/v1/databases/%s/query" % hx(32))
V("Asana", "global", "saas", lambda: [P("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), hx(32)))],
  "Authorization: Bearer {0}", "https://app.asana.com/api/1.0/tasks")
V("Airtable", "global", "saas", lambda: [P("AIRTABLE_API_KEY", "pat" + rs(14) + "." + hx(64))],
  "Authorization: Bearer {0}", "https://api.airtable.com/v0/app%s/Orders" % rs(14))
V("HubSpot", "global", "saas", lambda: [P("HUBSPOT_ACCESS_TOKEN", pick(["pat-na1-", "pat-eu1-"]) + uid())],
  "Authorization: Bearer {0}", "https://api.hubapi.com/crm/v3/objects/contacts")
V("Okta", "global", "saas", lambda: [P("OKTA_ORG_URL", "https://acme.okta.com", False), P("OKTA_API_TOKEN", "00" + rs(40, B64URL))],
  "Authorization: SSWS {1}", "https://acme.okta.com/api/v1/users?limit=25")
V("Auth0", "global", "saas", lambda: [P("AUTH0_DOMAIN", "acme.jp.auth0.com", False), P("AUTH0_CLIENT_ID", rs(32), False),
                                      P("AUTH0_CLIENT_SECRET", rs(64, B64URL))])
V("Clerk", "global", "saas", lambda: [P("CLERK_SECRET_KEY", "sk_live_" + rs(40))],
  "Authorization: Bearer {0}", "https://api.clerk.com/v1/users")
V("Contentful", "global", "saas", lambda: [P("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(43, B64URL))])
V("Sanity", "global", "saas", lambda: [P("SANITY_API_TOKEN", "sk" + rs(rint(150, 180)))])
V("Shopify", "global", "commerce", lambda: [P("SHOPIFY_ADMIN_API_ACCESS_TOKEN", "shpat_" + hx(32))],
  "X-Shopify-Access-Token: {0}", "https://acme-store.myshopify.com/admin/api/2024-07/orders.json")
V("Shopify app secret", "global", "commerce", lambda: [P("SHOPIFY_API_KEY", hx(32), False), P("SHOPIFY_API_SECRET", "shpss_" + hx(32))])
V("Mapbox secret token", "global", "saas", lambda: [P("MAPBOX_SECRET_TOKEN", _mapbox_sk())])
V("Algolia admin key", "global", "saas", lambda: [P("ALGOLIA_APP_ID", rs(10, ALNUM_UP), False), P("ALGOLIA_ADMIN_API_KEY", hx(32))],
  "X-Algolia-Application-Id: {0}\nX-Algolia-API-Key: {1}", "https://APPID.algolia.net/1/indexes/products/settings")
V("Twitch", "global", "saas", lambda: [P("TWITCH_CLIENT_ID", rs(30, ALNUM_LO), False), P("TWITCH_CLIENT_SECRET", rs(30, ALNUM_LO))])
V("Zoom", "global", "saas", lambda: [P("ZOOM_ACCOUNT_ID", rs(22, B64URL), False), P("ZOOM_CLIENT_ID", rs(22), False),
                                     P("ZOOM_CLIENT_SECRET", rs(32))])
V("Dropbox", "global", "saas", lambda: [P("DROPBOX_ACCESS_TOKEN", "sl." + rs(rint(130, 140), B64URL))],
  "Authorization: Bearer {0}", "https://api.dropboxapi.com/2/files/list_folder")
V("Box", "global", "saas", lambda: [P("BOX_DEVELOPER_TOKEN", rs(32))],
  "Authorization: Bearer {0}", "https://api.box.com/2.0/folders/0")
V("X (Twitter)", "global", "saas", lambda: [P("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + rs(22) + "%2B" + rs(20) + "%3D" + rs(50))],
  "Authorization: Bearer {0}", "https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme")
V("Meta (Facebook)", "global", "saas", lambda: [P("FB_APP_ID", digits(15), False), P("FB_APP_SECRET", hx(32))])
V("Meta page token", "global", "saas", lambda: [P("META_PAGE_ACCESS_TOKEN", "EAA" + rs(rint(170, 190)))])
V("Typeform", "global", "saas", lambda: [P("TYPEFORM_TOKEN", "tfp_" + rs(44) + "_" + rs(14))],
  "Authorization: Bearer {0}", "https://api.typeform.com/forms")
V("Trello", "global", "saas", lambda: [P("TRELLO_API_KEY", hx(32), False), P("TRELLO_TOKEN", "ATTA" + hx(64) + hxu(8))])
V("Webflow", "global", "saas", lambda: [P("WEBFLOW_API_TOKEN", hx(64))],
  "Authorization: Bearer {0}", "https://api.webflow.com/v2/sites")
V("DeepL", "eu", "saas", lambda: [P("DEEPL_AUTH_KEY", uid() + pick([":fx", ""]))],
  "Authorization: DeepL-Auth-Key {0}", "https://api-free.deepl.com/v2/translate")
V("Pipedrive", "eu", "saas", lambda: [P("PIPEDRIVE_API_TOKEN", hx(40))])
V("Bunny.net", "eu", "saas", lambda: [P("BUNNY_API_KEY", uid() + uid())],
  "AccessKey: {0}", "https://api.bunny.net/pullzone")
V("Naver Open API", "kr", "saas", lambda: [P("NAVER_CLIENT_ID", rs(20), False), P("NAVER_CLIENT_SECRET", rs(10))],
  "X-Naver-Client-Id: {0}\nX-Naver-Client-Secret: {1}", "https://openapi.naver.com/v1/search/blog.json?query=판교+맛집")
V("Coupang Open API", "kr", "commerce", lambda: [P("COUPANG_VENDOR_ID", "A" + digits(8), False), P("COUPANG_ACCESS_KEY", uid()),
                                                 P("COUPANG_SECRET_KEY", hx(40))])
V("Cafe24", "kr", "commerce", lambda: [P("CAFE24_CLIENT_ID", rs(22), False), P("CAFE24_CLIENT_SECRET", rs(22))])
V("Backlog", "jp", "saas", lambda: [P("BACKLOG_API_KEY", rs(64))])
V("kintone", "jp", "saas", lambda: [P("KINTONE_API_TOKEN", rs(40))],
  "X-Cybozu-API-Token: {0}", "https://acme.cybozu.com/k/v1/records.json?app=42")
V("Cloudinary", "global", "saas", lambda: (lambda s: [P("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (digits(15), s, pick(["acme-media", "nuri", "dxq4k1"])), [s])])(rs(27, B64URL)))


# ---------------------------------------------------------------------------
# shared vocabulary
# ---------------------------------------------------------------------------
SERVICES = ["billing-api", "checkout-web", "notification-worker", "search-indexer", "admin-console",
            "order-service", "auth-gateway", "mobile-bff", "etl-batch", "recommendation-svc",
            "settlement-batch", "crm-sync", "media-uploader", "chat-bot", "report-cron", "partner-portal",
            "inventory-api", "pricing-engine", "coupon-service", "delivery-tracker"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview", "stage2", "perf"]
MATES_EN = ["Jisoo", "Minho", "Priya", "Tom", "Alex", "Yuki", "Daniel", "Seoyeon", "Hyunwoo", "Maria",
            "Kenji", "Chen Wei", "Sofia", "Omar", "Grace", "Lukas"]
MATES_KO = ["지수", "민호", "서연", "현우", "지훈", "수빈", "예린", "도윤", "하은", "준서", "팀장", "PM", "인프라팀",
            "백엔드 리드", "CTO"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "eu-central-1", "us-west-2"]
HOSTS = ["db.internal", "10.0.3.17", "pg-main.acme.internal", "mysql-ro.nuri.local", "rds-prod.cluster-c9x2.ap-northeast-2.rds.amazonaws.com",
         "127.0.0.1", "postgres", "db", "172.31.8.44", "maria.stage.hanbit.io", "aurora-01.cluster-ro-k2j.us-east-1.rds.amazonaws.com"]
DBNAMES = ["app", "orders", "billing", "analytics", "shop", "cms", "payments", "users", "ledger", "inventory"]
DBUSERS = ["app", "app_rw", "readonly", "svc_orders", "admin", "root", "postgres", "etl_user", "report", "migrator"]
ORGS = ["acme", "nurisoft", "hanbit-labs", "pixelfarm", "bluewhale", "sonamu", "daon-tech"]


def slug(name, sep="_"):
    out = []
    for ch in name.lower():
        out.append(ch if ch.isalnum() else sep)
    s = "".join(out)
    while sep + sep in s:
        s = s.replace(sep + sep, sep)
    return s.strip(sep)


def camel(label):
    ws = label.lower().split("_")
    return ws[0] + "".join(w.capitalize() for w in ws[1:])


def pascal(label):
    return "".join(w.capitalize() for w in label.lower().split("_"))


def kebab(label):
    return label.lower().replace("_", "-")


YAML_PLAIN = set(ALNUM + "._/+=-~")


def yq(v):
    """YAML scalar as an engineer would write it"""
    if v and all(c in YAML_PLAIN for c in v) and not v.isdigit() and v[0] not in "-~" and v not in ("true", "false", "null"):
        return v
    return '"%s"' % v


def envq(v):
    if any(c in v for c in " #;&|<>()'\"") or not v:
        return '"%s"' % v
    if "$" in v:
        return "'%s'" % v
    return v


def sq(v):
    """shell single-quote if needed"""
    if all(c in set(ALNUM + "._/+=-:@%,") for c in v):
        return v
    return "'%s'" % v


def part_secrets(parts, transform=None):
    out = []
    for label, value, sec in parts:
        if sec is True:
            out.append(transform(value) if transform else value)
        elif sec:
            out.extend([transform(value)] if transform else list(sec))
    return out


ENV_FILLER = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "APP_ENV=staging", "TZ=Asia/Seoul",
              "FEATURE_NEW_CHECKOUT=false", "DATABASE_POOL_SIZE=10", "REDIS_HOST=redis.internal",
              "SENTRY_ENVIRONMENT=staging", "HTTP_TIMEOUT_MS=5000", "WORKERS=4", "ENABLE_TRACING=true",
              "API_BASE_URL=https://api.internal.acme.io", "CACHE_TTL=300", "LANG=ko_KR.UTF-8"]


# ---------------------------------------------------------------------------
# artifact renderers: parts -> (text, where_en, where_ko, secrets) or None if the
# format cannot carry the values verbatim
# ---------------------------------------------------------------------------
def _w(path):
    return "`%s`" % path, "`%s`" % path


def r_env(parts, vd):
    path = pick([".env", ".env.local", ".env.%s" % pick(ENVS), "apps/%s/.env" % pick(SERVICES), "docker/.env", "config/.env.production"])
    lines = ["%s=%s" % (l, envq(v)) for l, v, s in parts]
    for f in sample(ENV_FILLER, rint(0, 3)):
        lines.insert(rint(0, len(lines)), f)
    if chance(0.3):
        lines.insert(0, "# %s" % pick(["%s credentials" % vd.name, "added for %s" % pick(SERVICES), "TODO move to vault", "do not commit"]))
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_export(parts, vd):
    lines = ["export %s=%s" % (l, sq(v)) for l, v, s in parts]
    if chance(0.4):
        lines.append(pick(["%s deploy --env %s" % (slug(pname(vd), "-"), pick(ENVS)), "npm run sync:%s" % slug(pname(vd), "-"),
                           "python scripts/smoke_%s.py" % slug(pname(vd)), "make e2e"]))
    where = pick([("`~/.zshrc`", "`~/.zshrc`"), ("my shell history", "셸 히스토리"), ("`scripts/dev-env.sh`", "`scripts/dev-env.sh`"),
                  ("the runbook", "runbook")])
    prompt = "$ " if (chance(0.3) and where[0] in ("my shell history", "the runbook")) else ""
    return "\n".join(prompt + x for x in lines), where[0], where[1], part_secrets(parts)


def r_yaml(parts, vd):
    path = pick(["config/%s.yaml" % pick(ENVS), "application.yml", "values-%s.yaml" % pick(ENVS), "settings.yaml", "config/integrations.yml"])
    sec = slug(pname(vd))
    lines = ["%s:" % sec]
    if chance(0.4):
        lines.insert(0, "integrations:")
        ind = "    "
        lines[1] = "  " + lines[1]
    else:
        ind = "  "
    for l, v, s in parts:
        k = l.lower()
        pre = slug(pname(vd)).split("_")[0] + "_"
        if k.startswith(pre) and chance(0.7):
            k = k[len(pre):]
        lines.append("%s%s: %s" % (ind, k, yq(v)))
    if chance(0.4):
        lines.append("%stimeout_ms: %d" % (ind, pick([3000, 5000, 10000])))
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_json(parts, vd):
    path = pick(["appsettings.%s.json" % pick(["Development", "Production", "Staging"]), "config.json", "secrets.local.json",
                 ".vscode/settings.json", "config/default.json", "serverless.env.json"])
    inner = {}
    for l, v, s in parts:
        inner[camel(l)] = v
    obj = {pascal(slug(pname(vd))) if path.startswith("appsettings") else camel(slug(pname(vd))): inner}
    if chance(0.4):
        obj["logLevel"] = pick(["info", "debug", "warn"])
    txt = json.dumps(obj, indent=2 if chance(0.7) else None, ensure_ascii=False)
    return txt, _w(path)[0], _w(path)[1], part_secrets(parts)


def r_toml(parts, vd):
    if any('"' in v or "\\" in v for _, v, _ in parts):
        return None
    path = pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "wrangler.toml", "samconfig.toml"])
    lines = ["[%s]" % slug(pname(vd))] + ['%s = "%s"' % (l.lower(), v) for l, v, s in parts]
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_ini(parts, vd):
    path = pick(["settings.ini", "config.cfg", "app.conf", "local.ini", "deploy.cfg"])
    lines = ["[%s]" % slug(pname(vd))] + ["%s = %s" % (l.lower(), v) for l, v, s in parts]
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_properties(parts, vd):
    path = pick(["src/main/resources/application.properties", "application-%s.properties" % pick(ENVS), "gradle.properties", "local.properties"])
    lines = ["%s.%s=%s" % (slug(pname(vd), "-"), kebab(l), v) for l, v, s in parts]
    if chance(0.5):
        lines.insert(0, "spring.profiles.active=%s" % pick(ENVS))
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_hcl(parts, vd):
    if any("$" in v or "%{" in v or '"' in v for _, v, _ in parts):
        return None
    path = pick(["terraform.tfvars", "%s.auto.tfvars" % pick(ENVS), "main.tf", "providers.tf"])
    if path.endswith(".tf"):
        lines = ['provider "%s" {' % slug(pname(vd))] + ['  %s = "%s"' % (l.lower(), v) for l, v, s in parts] + ["}"]
    else:
        lines = ['%s = "%s"' % (l.lower(), v) for l, v, s in parts]
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_xml(parts, vd):
    if any(c in v for _, v, _ in parts for c in "&<>\""):
        return None
    if chance(0.5):
        path = "Web.config"
        lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (pascal(slug(pname(vd))), pascal(l), v) for l, v, s in parts] + ["</appSettings>"]
    else:
        path = pick(["src/main/resources/config.xml", "AndroidManifest.xml", "res/values/secrets.xml"])
        lines = ["<resources>"] + ['  <string name="%s">%s</string>' % (l.lower(), v) for l, v, s in parts] + ["</resources>"]
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_dockerfile(parts, vd):
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22", "ruby:3.3"])
    lines = ["FROM %s" % base]
    kw = pick(["ENV", "ARG"])
    for l, v, s in parts:
        lines.append("%s %s=%s" % (kw, l, envq(v)))
    lines.append(pick(["RUN npm ci && npm run build", "RUN pip install -r requirements.txt", "COPY . /app", "RUN ./gradlew bootJar"]))
    return "\n".join(lines), "the `Dockerfile`", "`Dockerfile`", part_secrets(parts)


def r_compose(parts, vd):
    if any("$" in v for _, v, _ in parts):
        return None
    svc = pick(SERVICES)
    lines = ["services:", "  %s:" % svc, "    image: %s/%s:%s" % (pick(ORGS), svc, pick(["latest", "1.4.2", "main"])), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (l, v) for l, v, s in parts]
    else:
        lines += ["      %s: %s" % (l, yq(v)) for l, v, s in parts]
    path = pick(["docker-compose.yml", "compose.override.yaml", "docker-compose.dev.yml"])
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_k8s(parts, vd):
    name = "%s-%s" % (slug(pname(vd), "-"), pick(["credentials", "secret", "api"]))
    ns = pick(ENVS + ["default", "payments", "platform"])
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name, "  namespace: %s" % ns,
                 "type: Opaque", "data:"]
        lines += ["  %s: %s" % (l, b64s(v)) for l, v, s in parts]
        return "\n".join(lines), "`k8s/%s.yaml`" % name, "`k8s/%s.yaml`" % name, part_secrets(parts, transform=b64s)
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name, "stringData:"]
        lines += ["  %s: %s" % (l, yq(v)) for l, v, s in parts]
    else:
        lines = ["      containers:", "        - name: %s" % pick(SERVICES), "          env:"]
        for l, v, s in parts:
            lines += ["            - name: %s" % l, "              value: %s" % yq(v)]
    path = pick(["deploy/%s/deployment.yaml" % ns, "k8s/%s.yaml" % name, "helm/values-%s.yaml" % ns])
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_ci(parts, vd):
    if chance(0.6):
        lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
        lines += ["      %s: %s" % (l, yq(v)) for l, v, s in parts]
        lines += ["    steps:", "      - uses: actions/checkout@v4"]
        path = ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly", "e2e"])
    else:
        lines = ["variables:"] + ["  %s: %s" % (l, yq(v)) for l, v, s in parts]
        lines += ["deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh %s" % pick(ENVS)]
        path = ".gitlab-ci.yml"
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def r_code(parts, vd):
    if any('"' in v or "\\" in v for _, v, _ in parts):
        return None
    lang = pick(["python", "js", "ts", "go", "java", "kotlin", "ruby", "php", "csharp", "rust", "swift", "dart"])
    cls = pascal(slug(pname(vd))).replace("_", "") + "Client"
    if lang == "python":
        if chance(0.5):
            lines = ["import os", ""] + ['%s = os.environ.get("%s", "%s")' % (l, l, v) for l, v, s in parts]
        else:
            lines = ["client = %s(" % cls] + ['    %s="%s",' % (l.lower(), v) for l, v, s in parts] + [")"]
        path = pick(["app/settings.py", "scripts/backfill.py", "tests/conftest.py", "src/%s/client.py" % slug(pname(vd))])
    elif lang in ("js", "ts"):
        if chance(0.5):
            lines = ['const %s = process.env.%s ?? "%s";' % (camel(l), l, v) for l, v, s in parts]
        else:
            lines = ["export const %sConfig = {" % camel(slug(pname(vd)))] + ['  %s: "%s",' % (camel(l), v) for l, v, s in parts] + ["};"]
        path = pick(["src/lib/%s.%s" % (slug(pname(vd), "-"), lang), "server/config.%s" % lang, "next.config.%s" % ("mjs" if lang == "js" else "ts")])
    elif lang == "go":
        lines = ["const ("] + ['\t%s = "%s"' % (camel(l), v) for l, v, s in parts] + [")"]
        path = pick(["internal/%s/client.go" % slug(pname(vd)), "cmd/worker/main.go", "pkg/config/defaults.go"])
    elif lang == "java":
        lines = ['    private static final String %s = "%s";' % (l, v) for l, v, s in parts]
        path = "src/main/java/com/%s/config/%sConfig.java" % (pick(ORGS).replace("-", ""), pascal(slug(pname(vd))).replace("_", ""))
    elif lang == "kotlin":
        lines = ['    const val %s = "%s"' % (l, v) for l, v, s in parts]
        path = "app/src/main/java/com/%s/BuildSecrets.kt" % pick(ORGS).replace("-", "")
    elif lang == "ruby":
        lines = ['ENV["%s"] ||= "%s"' % (l, v) for l, v, s in parts]
        path = pick(["config/initializers/%s.rb" % slug(pname(vd)), "spec/spec_helper.rb", "lib/tasks/sync.rake"])
    elif lang == "php":
        lines = ["    '%s' => [" % slug(pname(vd))] + ["        '%s' => env('%s', '%s')," % (l.lower(), l, v) for l, v, s in parts] + ["    ],"]
        path = "config/services.php"
    elif lang == "csharp":
        lines = ['builder.Configuration["%s:%s"] = "%s";' % (pascal(slug(pname(vd))), pascal(l), v) for l, v, s in parts]
        path = "Program.cs"
    elif lang == "rust":
        lines = ['    std::env::set_var("%s", "%s");' % (l, v) for l, v, s in parts]
        path = pick(["tests/integration.rs", "src/main.rs"])
    elif lang == "swift":
        lines = ["enum Secrets {"] + ['    static let %s = "%s"' % (camel(l), v) for l, v, s in parts] + ["}"]
        path = "App/Config/Secrets.swift"
    else:
        lines = ["const %s = '%s';" % (camel(l), v) for l, v, s in parts]
        path = "lib/env.dart"
    return "\n".join(lines), _w(path)[0], _w(path)[1], part_secrets(parts)


def _headers(vd, parts):
    vals = [v for _, v, _ in parts]
    return vd.header.format(*vals).split("\n")


def r_curl(parts, vd):
    if not vd.header:
        return None
    hs = _headers(vd, parts)
    method = pick(["GET", "POST"]) if "chat" not in vd.url and "messages" not in vd.url else "POST"
    lines = ["curl -sS %s'%s' \\" % ("-X POST " if method == "POST" else "", vd.url)]
    for h in hs:
        lines.append("  -H '%s' \\" % h)
    if method == "POST":
        lines.append("  -H 'Content-Type: application/json' \\")
        lines.append("  -d '%s'" % pick(['{"test": true}', '{"limit": 10}', '{"model": "default", "input": "ping"}', '{}']))
    else:
        lines[-1] = lines[-1][:-2]
    if chance(0.4):
        lines.append(pick(['{"error":{"type":"invalid_request_error","message":"rate limited"}}', "HTTP/2 401", "HTTP/2 200",
                           '{"message":"Forbidden"}', "curl: (28) Operation timed out after 30001 milliseconds"]))
    where = pick([("my shell history", "셸 히스토리"), ("the runbook", "runbook"), ("the README", "README"),
                  ("a Slack thread", "슬랙 스레드")])
    return "\n".join(lines), where, None, part_secrets(parts)


def r_http(parts, vd):
    if not vd.header:
        return None
    url = vd.url.split("://", 1)[1]
    host, _, path = url.partition("/")
    method = pick(["GET", "POST", "PUT"])
    lines = ["%s /%s HTTP/1.1" % (method, path), "Host: %s" % host]
    lines += _headers(vd, parts)
    lines += [pick(["User-Agent: python-httpx/0.27.0", "User-Agent: axios/1.7.2", "User-Agent: okhttp/4.12.0", "Accept: application/json"])]
    if method != "GET":
        lines += ["Content-Type: application/json", "", '{"dry_run": true}']
    return "\n".join(lines), ("the proxy capture", "proxy 캡처"), None, part_secrets(parts)


def r_log(parts, vd):
    ts = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 11), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))
    if chance(0.5):
        kv = " ".join("%s=%s" % (l.lower(), v) for l, v, s in parts)
        line = "%s DEBUG [%s] %s client init %s" % (ts, pick(SERVICES), slug(pname(vd)), kv)
    else:
        d = {camel(l): v for l, v, s in parts}
        line = "%s INFO config loaded: %s" % (ts, json.dumps(d, ensure_ascii=False))
    extra = pick(["", "\n%s WARN retrying request (attempt 2/3)" % ts, "\n%s ERROR upstream returned 401" % ts])
    return line + extra, ("the pod logs", "pod 로그"), None, part_secrets(parts)


def r_table(parts, vd):
    if any("|" in v for _, v, _ in parts):
        return None
    env = pick(ENVS)
    lines = ["| env | key | value |", "|---|---|---|"] + ["| %s | %s | %s |" % (env, l, v) for l, v, s in parts]
    return "\n".join(lines), ("the onboarding wiki page", "온보딩 위키 페이지"), None, part_secrets(parts)


def r_diff(parts, vd):
    """rotation diff: old and new values both listed"""
    new = vd.gen()
    path = pick([".env.staging", "config/%s.yaml" % pick(ENVS), "deploy/secrets.env"])
    lines = ["--- a/%s" % path, "+++ b/%s" % path, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), len(parts), rint(1, 40), len(parts))]
    secs = []
    for (l, v, s), (l2, v2, s2) in zip(parts, new):
        if s:
            lines += ["-%s=%s" % (l, v), "+%s=%s" % (l, v2)]
            secs += part_secrets([(l, v, s), (l2, v2, s2)])
        else:
            lines += [" %s=%s" % (l, v)]
    return "\n".join(lines), _w(path)[0], _w(path)[1], secs


FORMATS = [(r_env, 14), (r_export, 7), (r_yaml, 9), (r_json, 7), (r_toml, 4), (r_ini, 3), (r_properties, 4), (r_hcl, 4),
           (r_xml, 3), (r_dockerfile, 4), (r_compose, 5), (r_k8s, 6), (r_ci, 6), (r_code, 12), (r_curl, 9), (r_http, 4),
           (r_log, 5), (r_table, 3), (r_diff, 3)]


def render_any(parts, vd, exclude=()):
    for _ in range(50):
        fn = wpick(FORMATS)
        if fn.__name__ in exclude:
            continue
        res = fn(parts, vd)
        if res is None:
            continue
        text, w1, w2, secs = res
        if w2 is None:  # renderers that return a (en, ko) tuple as where
            w1, w2 = w1
        return text, w1, w2, secs, fn.__name__
    text, w1, w2, secs = r_env(parts, vd)
    return text, w1, w2, secs, "r_env"


# ---------------------------------------------------------------------------
# prose frames for vendor notes.  {A} = block artifact, {V} = inline credential
# ---------------------------------------------------------------------------
VF = {
    "en": {
        "mc_block": [
            "§I didn't know {svc} reads its {vendor} credentials from {where}; I had only checked the secret manager. What is actually there:\n{A}",
            "§Missing context: the {env} deploy of {svc} failed with 401 from {vendor}, and nobody mentioned the key is hardcoded in {where}:\n{A}",
            "Had no idea which {vendor} key the {env} job uses. Copying the block from {where} so the next run has it:\n{A}",
            "§The ticket said 'fix the {vendor} integration' but not that the config lives in {where}. Current contents:\n{A}",
            "Was missing the {vendor} setup for local dev. {mate} pasted this in chat and it worked:\n{A}",
            "{svc} tests hit the real {vendor} API in CI; only found out after reading {where}:\n{A}",
            "¤Nobody told me {where} is loaded before the app config, so it silently overrides the {vendor} settings:\n{A}",
            "¤Context I lacked: {where} is not in .gitignore and already contains\n{A}",
            "Spent an hour on {vendor} auth errors in {env}. Root cause was a stale value; this is what {where} had:\n{A}",
            "I wasn't told that {svc} has its own {vendor} account, separate from the main one. Found it in {where}:\n{A}",
            "{vendor} calls from {svc} started failing after the region move. For reference, from {where}:\n{A}",
            "Didn't know the {env} environment still points at the old {vendor} project. Found this in {where}:\n{A}",
        ],
        "lesson_block": [
            "{vendor} answers 403 rather than 401 when the key lacks a scope. The config that finally worked in {env}:\n{A}",
            "§Restart the worker after editing {where}; the SDK caches credentials at import time. For reference:\n{A}",
            "The value in the secret manager is outdated; the working one is in {where}:\n{A}",
            "Test the {vendor} credentials with a single request before running the whole suite:\n{A}",
            "When {svc} logs 'unauthorized', compare against {where} first. Current values:\n{A}",
            "Keep the {env} {vendor} key separate from the other environments; this is the {env} one:\n{A}",
            "{vendor} rejects keys with trailing whitespace. The clean block is:\n{A}",
        ],
        "mc_inline": [
            "{vendor} kept returning 401 in {env}. Turned out {svc} was still using {V} from {where}.",
            "Didn't know the {vendor} key for {svc} ({V}) is shared with two other services.",
            "Missing: the {env} {vendor} credential. {mate} eventually told me it's {V}.",
        ],
        "lesson_inline": [
            "The {env} key is {V}; the one in the wiki is dead.",
            "Use {V} for {vendor} in {env} until the vault entry is fixed.",
            "§{vendor} only accepted {V} after I removed the quotes around it in {where}.",
        ],
        "ask_inline": [
            "Is {V} still the active {vendor} key for {env}, or was it rotated?",
            "Should {svc} keep using {V}, or does it need its own {vendor} key?",
            "Can someone revoke {V}? It was sitting in {where}.",
            "Who owns the {vendor} account behind {V}?",
        ],
        "mc_plain": [
            "Didn't know {svc} depends on {vendor} at all until the {env} logs showed auth errors.",
            "Missing: who manages the {vendor} account and where its keys are supposed to live.",
            "I didn't know the {vendor} sandbox and live accounts are configured separately for {svc}.",
            "No one mentioned that {svc} talks to {vendor} through a proxy in {env}.",
        ],
        "lesson_plain": [
            "§Check {where} before assuming the secret manager is the source of truth.",
            "Run {vendor} calls against the sandbox first; the live account has strict rate limits.",
            "The {vendor} SDK reads env vars only at startup, so restart after any change.",
            "Never paste {vendor} keys into tickets; reference the vault path instead.",
            "Add a startup check that fails fast when the {vendor} credential is missing.",
            "",
        ],
        "ask_plain": [
            "Where is the {vendor} key for {env} supposed to be stored?",
            "Who can rotate the {vendor} credentials if they leak?",
            "Is {svc} allowed to call the live {vendor} API from {env}?",
            "Which {vendor} project should {env} point to?",
            "",
        ],
    },
    "ko": {
        "mc_block": [
            "§{svc}가 {vendor} credential을 {where}에서 읽는다는 걸 몰랐음. secret manager만 봤는데 실제 값은 여기 있었다:\n{A}",
            "§{env} 배포에서 {svc}의 {vendor} 호출이 401로 실패함. 키가 {where}에 하드코딩돼 있다는 얘기를 아무도 안 해줬음:\n{A}",
            "{env} job이 어떤 {vendor} 키를 쓰는지 몰라서 한참 헤맸다. 다음에 참고하려고 {where} 내용 그대로 남김:\n{A}",
            "§티켓에는 '{vendor} 연동 수정'이라고만 있고 설정이 {where}에 있다는 말은 없었음. 현재 내용:\n{A}",
            "로컬 개발용 {vendor} 설정이 없었음. {mate}님이 DM으로 보내준 걸로 해결:\n{A}",
            "CI에서 {svc} 테스트가 실제 {vendor} API를 호출하고 있었다. {where} 보고서야 알았음:\n{A}",
            "¤{where}가 앱 설정보다 먼저 로드돼서 {vendor} 설정을 덮어쓴다는 컨텍스트가 없었음:\n{A}",
            "¤{where}가 .gitignore에 빠져 있고 이미 아래 값이 들어가 있다는 걸 몰랐다:\n{A}",
            "{env}에서 {vendor} 인증 에러로 한 시간 날림. 원인은 오래된 값이었고 {where}에는 이게 있었음:\n{A}",
            "{svc}가 메인 계정과 별도인 {vendor} 계정을 쓴다는 걸 몰랐음. {where}에서 발견:\n{A}",
            "리전 이전 후 {svc}의 {vendor} 호출이 깨지기 시작함. 참고용으로 {where} 내용:\n{A}",
        ],
        "lesson_block": [
            "{vendor}는 scope가 부족하면 401이 아니라 403을 준다. {env}에서 최종적으로 동작한 설정:\n{A}",
            "§{where} 수정 후엔 worker 재시작 필요 (SDK가 import 시점에 credential을 캐시함). 참고:\n{A}",
            "secret manager 값은 만료된 거였고, 실제로 동작하는 값은 {where}에 있는 것:\n{A}",
            "전체 테스트 돌리기 전에 {vendor} 키로 요청 하나만 먼저 날려볼 것:\n{A}",
            "{svc}에서 unauthorized 로그가 나오면 {where}부터 비교하기. 현재 값:\n{A}",
            "{env}용 {vendor} 키를 다른 환경 키와 섞지 말 것. 아래가 {env}용:\n{A}",
        ],
        "mc_inline": [
            "{env}에서 {vendor}가 계속 401 리턴. 알고 보니 {svc}가 {where}에 있던 {V}를 아직 쓰고 있었음.",
            "{svc}의 {vendor} 키({V})가 다른 서비스 두 개랑 공유되고 있다는 걸 몰랐다.",
            "{env}용 {vendor} credential이 없었음. 결국 {mate}님이 {V} 라고 알려줌.",
        ],
        "lesson_inline": [
            "{env} 키는 {V} 이고, 위키에 있는 건 이미 죽은 키임.",
            "vault 항목 고쳐질 때까지 {env}에서는 {vendor} 키로 {V} 사용.",
            "§{where}에서 따옴표 빼고 나서야 {vendor}가 {V}를 받아들였음.",
        ],
        "ask_inline": [
            "{V} 아직 {env}에서 쓰는 {vendor} 키 맞나요? rotate 됐나요?",
            "{svc}가 계속 {V} 써도 되는지, 별도 {vendor} 키를 발급받아야 하는지?",
            "{where}에 있던 {V} revoke 해줄 수 있는 사람?",
            "{V} 키의 {vendor} 계정 owner가 누구인지 확인 필요",
        ],
        "mc_plain": [
            "{svc}가 {vendor}에 의존한다는 것 자체를 몰랐음. {env} 로그에 인증 에러 뜨고 나서야 알았다.",
            "{vendor} 계정을 누가 관리하는지, 키를 어디에 둬야 하는지 컨텍스트가 없었음.",
            "{svc}의 {vendor} sandbox 계정과 live 계정 설정이 따로 있다는 걸 몰랐다.",
            "{env}에서는 {svc}가 proxy를 거쳐 {vendor}를 호출한다는 얘기를 못 들었음.",
        ],
        "lesson_plain": [
            "§secret manager가 source of truth라고 가정하지 말고 {where}부터 확인할 것.",
            "{vendor} 호출은 sandbox에서 먼저 테스트. live 계정은 rate limit이 빡빡함.",
            "{vendor} SDK는 시작할 때만 env var를 읽으니 값 바꾸면 재시작해야 함.",
            "티켓에 {vendor} 키 붙여넣지 말고 vault 경로만 적기.",
            "{vendor} credential 없으면 바로 죽도록 startup check 추가할 것.",
            "",
        ],
        "ask_plain": [
            "{env}용 {vendor} 키는 원래 어디에 보관해야 하나요?",
            "{vendor} credential 유출되면 누가 rotate 할 수 있나요?",
            "{env}에서 {svc}가 live {vendor} API를 호출해도 되나요?",
            "{env}는 어느 {vendor} 프로젝트를 바라봐야 하나요?",
            "",
        ],
    },
}


JOSA_OVERRIDE = [("web", True), ("datadog", True), ("bot", True), ("hook", True), ("batch", False), ("desk", False),
                 ("sync", False), ("svc", False), ("bff", False), ("service", False), ("engine", True)]


def has_final(w):
    """does the Korean reading of w end in a consonant (batchim)? heuristic for English words"""
    w = w.rstrip("`'\" )")
    if not w:
        return False
    c = w[-1]
    if 0xAC00 <= ord(c) <= 0xD7A3:
        return (ord(c) - 0xAC00) % 28 != 0
    if c.isdigit():
        return c in "013678"
    lw = w.lower()
    for k, v in JOSA_OVERRIDE:
        if lw.endswith(k):
            return v
    if lw.endswith(("le", "ne", "me", "ng")):
        return True
    return c.lower() in "lmnk"


JOSA = [("가", "이"), ("는", "은"), ("를", "을"), ("와", "과")]


def fill(tpl, **kw):
    out = tpl
    for k, v in kw.items():
        ph = "{" + k + "}"
        if ph + "" in out:
            for a, b in JOSA:
                out = out.replace(ph + a, ph + (b if has_final(v) else a))
        out = out.replace(ph, v)
    return out


def mate(lang):
    return pick(MATES_EN if lang == "en" else MATES_KO)


FMTNAME = {"r_env": ".env file", "r_export": "shell export", "r_yaml": "YAML config", "r_json": "JSON config",
           "r_toml": "TOML config", "r_ini": "INI config", "r_properties": "Java properties", "r_hcl": "Terraform HCL",
           "r_xml": "XML config", "r_dockerfile": "Dockerfile", "r_compose": "docker-compose", "r_k8s": "Kubernetes manifest",
           "r_ci": "CI workflow", "r_code": "source code", "r_curl": "curl command", "r_http": "raw HTTP request",
           "r_log": "log line", "r_table": "markdown table", "r_diff": "rotation diff", "r_printenv": "printenv output"}


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def note(category, mc, le, ak, secrets=(), pub=False, risky=True):
    return {"category": category, "mc": mc, "le": le, "ak": ak, "secrets": uniq(list(secrets)), "pub": pub, "risky": risky}


BRAND_SUFFIXES = sorted(["legacy key", "restricted key", "admin key", "Admin key", "user key", "secret key", "personal key",
                         "integration key", "Global Key", "user token", "auth token", "bot token", "app-level token",
                         "service token", "agent token", "reference token", "page token", "access token", "App installation token",
                         "OAuth token", "refresh token", "runner registration token", "runner token", "deploy token",
                         "pipeline trigger token", "API token", "incoming webhook", "bot webhook", "webhook", "signing secret",
                         "app secret", "app password", "service role", "service account", "robot", "bot", "PAT", "fine-grained PAT",
                         "REST API", "Open API", "Admin API", "Messaging API", "Realtime Database secret", "Official Account",
                         "secret token"], key=lambda x: (-len(x), x))


def pname(vd):
    n = vd.name.split(" (")[0]
    if n == "X":
        return "X (Twitter)"
    for suf in BRAND_SUFFIXES:
        if n.endswith(" " + suf):
            return n[: -len(suf) - 1]
    return n


CONFIG_FMTS = ("r_env", "r_yaml", "r_json", "r_toml", "r_ini", "r_properties", "r_hcl", "r_xml")


def frames(F, key, is_file, fmt=None):
    """§ = needs a file as {where}; ¤ = needs a config file (something that could be gitignored)"""
    out = []
    for t in F[key]:
        if t.startswith("§"):
            if is_file:
                out.append(t[1:])
        elif t.startswith("¤"):
            if is_file and fmt in CONFIG_FMTS:
                out.append(t[1:])
        else:
            out.append(t)
    return out


def t_vendor(vd, lang):
    parts = vd.gen()
    text, w_en, w_ko, secs, fn = render_any(parts, vd)
    F = VF[lang]
    isf = (w_en if lang == "en" else w_ko).startswith("`")
    kw = dict(vendor=pname(vd), svc=pick(SERVICES), env=pick(ENVS), where=w_en if lang == "en" else w_ko, mate=mate(lang))
    short = [s for s in secs if len(s) <= 180]
    V = pick(short) if short else None
    mode = wpick([("mc", 50), ("lesson", 30), ("inline", 12), ("ask_only", 8)])
    if V is None and mode in ("inline", "ask_only"):
        mode = "mc"
    mc = fill(pick(frames(F, "mc_plain", isf)), **kw)
    le = fill(pick(frames(F, "lesson_plain", isf)), **kw)
    ak = fill(pick(frames(F, "ask_plain", isf)), **kw)
    used = []
    if mode == "mc":
        mc = fill(pick(frames(F, "mc_block", isf, fn)), A=text, **kw)
        used = secs
        if V and chance(0.15):
            ak = fill(pick(frames(F, "ask_inline", isf)), V=V, **kw)
        elif V and chance(0.1):
            le = fill(pick(frames(F, "lesson_inline", isf)), V=V, **kw)
        cat = "vendor credential in %s" % FMTNAME[fn]
    elif mode == "lesson":
        le = fill(pick(frames(F, "lesson_block", isf)), A=text, **kw)
        used = secs
        if V and chance(0.15):
            ak = fill(pick(frames(F, "ask_inline", isf)), V=V, **kw)
        cat = "vendor credential in %s (lesson field)" % FMTNAME[fn]
    elif mode == "inline":
        used = [V]
        if chance(0.5):
            mc = fill(pick(frames(F, "mc_inline", isf)), V=V, **kw)
        else:
            le = fill(pick(frames(F, "lesson_inline", isf)), V=V, **kw)
        cat = "vendor credential inline in prose"
    else:
        used = [V]
        ak = fill(pick(frames(F, "ask_inline", isf)), V=V, **kw)
        cat = "vendor credential inline in ask_next_time"
    return note("%s [%s]" % (cat, vd.name), mc, le, ak, used)


MULTI_F = {
    "en": {"mc": ["I didn't have the list of third-party keys {svc} needs in {env}. {where} has all of them:\n{A}",
                  "Missing context: {svc} won't boot without these values, and they only exist in {where}:\n{A}",
                  "Nobody documented which providers {svc} talks to. Dumped what {where} contains:\n{A}"],
           "le": ["Run the config check before deploying; it lists every missing provider key.",
                  "Provider keys for {svc} are loaded in one place; grep {where} before asking around.",
                  "Half of these providers are only used by cron jobs, which is why the web pods never failed.", ""],
           "ak": ["Which of these providers are still actually in use?", "Can we move these into the vault before the next release?",
                  "Who rotates the provider keys when someone leaves the team?", ""]},
    "ko": {"mc": ["{env}에서 {svc}가 필요로 하는 외부 서비스 키 목록을 몰랐음. {where}에 다 있었다:\n{A}",
                  "{svc}는 이 값들 없으면 아예 안 뜨는데, {where}에만 있었음:\n{A}",
                  "{svc}가 어떤 provider들이랑 연동되는지 문서가 없었음. {where} 내용 덤프:\n{A}"],
           "le": ["배포 전에 config check 돌리면 빠진 provider 키를 전부 보여줌.",
                  "{svc}의 provider 키는 한 곳에서 로드됨. 여기저기 묻기 전에 {where}부터 grep 할 것.",
                  "이 중 절반은 cron job에서만 써서 web pod는 안 죽었던 것.", ""],
           "ak": ["이 provider들 중 아직 실제로 쓰는 게 뭔지?", "다음 릴리스 전에 이 값들 vault로 옮겨도 되나요?",
                  "퇴사자 생기면 provider 키 rotate는 누가 하나요?", ""]},
}


class _Multi:
    name = "third-party"
    header = None
    url = None


def r_printenv(parts, vd):
    lines = ["HOSTNAME=%s-%s-%s" % (pick(SERVICES), hx(10), rs(5, ALNUM_LO)), "HOME=/root",
             "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]
    lines += ["%s=%s" % (l, v) for l, v, s in parts]
    lines = [lines[0]] + sorted(lines[1:])
    return "$ kubectl exec deploy/%s -- printenv\n%s" % (pick(SERVICES), "\n".join(lines)), ("`printenv` on the pod", "pod의 `printenv` 결과"), None, part_secrets(parts)


def t_multi(vds, lang):
    parts = []
    for vd in vds:
        parts += vd.gen()
    fn = pick([r_env, r_env, r_export, r_compose, r_k8s, r_ci, r_printenv, r_printenv])
    res = fn(parts, _Multi())
    if res is None:
        res = r_env(parts, _Multi())
        fn = r_env
    text, w1, w2, secs = res
    if w2 is None:
        w1, w2 = w1
    F = MULTI_F[lang]
    kw = dict(svc=pick(SERVICES), env=pick(ENVS), where=w1 if lang == "en" else w2)
    mc, le, ak = fill(pick(F["mc"]), A=text, **kw), fill(pick(F["le"]), **kw), fill(pick(F["ak"]), **kw)
    return note("several providers in one %s [%s]" % (FMTNAME[fn.__name__], " + ".join(vd.name for vd in vds)), mc, le, ak, secs)


# ---------------------------------------------------------------------------
# special (non-vendor) secret templates.  each: f(lang) -> note(...)
# ---------------------------------------------------------------------------
def L(lang, en, ko):
    return en if lang == "en" else ko


def shpw():
    """password that can sit in a shell command (quoted when needed); returns (as_written, secret)"""
    pw = pick([pw_any, pw_urlsafe, pw_human, pw_korean_keyboard])()
    if all(c in set(ALNUM + "._-+=@%,:") for c in pw):
        return pw, pw
    return "'%s'" % pw, pw


def t_mysql_p(lang):
    host, user, db, env = pick(HOSTS), pick(DBUSERS), pick(DBNAMES), pick(ENVS)
    w, pw = shpw()
    cmd = "mysql -h %s -P 3306 -u %s -p%s %s -e 'SHOW PROCESSLIST'" % (host, user, w, db)
    out = "mysql: [Warning] Using a password on the command line interface can be insecure.\n" + pick([
        "ERROR 1045 (28000): Access denied for user '%s'@'10.0.4.%d' (using password: YES)" % (user, rint(2, 250)),
        "ERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % host,
        "+----+------+-----------+------+---------+------+-------+------------------+\n| Id | User | Host      | db   | Command | Time | State | Info             |"])
    mc = L(lang, "I didn't know the %s replica only accepts connections from the bastion. What I ran there:\n$ %s\n%s" % (env, cmd, out),
           "%s replica가 bastion에서만 접속된다는 걸 몰랐음. 거기서 실행한 명령:\n$ %s\n%s" % (env, cmd, out))
    le = L(lang, pick(["Use --login-path or ~/.my.cnf instead of -p on the command line; the password ends up in shell history.",
                       "The bastion has the right security group; my laptop never will.", ""]),
           pick(["-p 뒤에 비밀번호 붙이지 말고 --login-path나 ~/.my.cnf 쓸 것. shell history에 그대로 남음.",
                 "보안 그룹은 bastion에만 열려 있음. 로컬에서는 절대 안 붙음.", ""]))
    ak = L(lang, "Which host should schema migrations run against in %s?" % env, "%s에서 스키마 마이그레이션은 어느 호스트에 돌려야 하나요?" % env)
    if chance(0.2):
        ak = L(lang, "Is %s the current password for %s, or was it rotated after the incident?" % (pw, user),
               "%s 계정 비번 아직 %s 맞나요? 장애 이후에 바뀌었나요?" % (user, pw))
    return note("shell: mysql -p attached password", mc, le, ak, [pw])


def t_psql(lang):
    host, user, db, env = pick(HOSTS), pick(DBUSERS), pick(DBNAMES), pick(ENVS)
    pw = pw_any()
    if chance(0.5):
        enc = pct(pw)
        cmd = 'psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (user, enc, host, db)
        sec = enc
        cat = "shell: psql URL with percent-encoded password" if enc != pw else "shell: psql URL with password"
    else:
        w = pw if all(c in set(ALNUM + "._-+=@%,:") for c in pw) else "'%s'" % pw
        cmd = "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (w, host, user, db)
        sec = pw
        cat = "shell: PGPASSWORD env prefix"
    out = pick(['psql: error: connection to server at "%s", port 5432 failed: FATAL:  no pg_hba.conf entry for host "10.2.0.8"' % host,
                "psql (16.3, server 14.11)\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)",
                "FATAL:  password authentication failed for user \"%s\"" % user])
    mc = L(lang, "Didn't know %s needs sslmode=require for the %s database; the first attempts failed with:\n$ %s\n%s" % (pick(SERVICES), env, cmd, out),
           "%s DB는 sslmode=require가 필수라는 걸 몰랐다 (%s). 처음 시도:\n$ %s\n%s" % (env, pick(SERVICES), cmd, out))
    le = L(lang, pick(["Put credentials in ~/.pgpass instead of the command line.", "pg_hba only trusts the VPC CIDR, so go through the bastion.", ""]),
           pick(["비밀번호는 커맨드라인 말고 ~/.pgpass에 둘 것.", "pg_hba는 VPC 대역만 허용하니 bastion 경유해야 함.", ""]))
    ak = L(lang, "Who can grant read access on %s without sharing the %s password?" % (db, user),
           "%s 계정 비번 공유 없이 %s 읽기 권한 받으려면 누구한테 요청해야 하나요?" % (user, db))
    return note(cat, mc, le, ak, [sec])


def _db_url():
    """returns (url, secret, scheme label)"""
    user, host, db = pick(DBUSERS), pick(HOSTS), pick(DBNAMES)
    kind = pick(["postgres", "mysql", "mongo", "redis", "amqp", "mssql", "jdbc", "oracle", "clickhouse", "cockroach"])
    pw = pw_urlsafe() if chance(0.6) else pw_any()
    enc = pct(pw)
    if kind == "postgres":
        return "postgres://%s:%s@%s:5432/%s" % (user, enc, host, db), enc, "PostgreSQL URL"
    if kind == "mysql":
        return "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (user, enc, host, db), enc, "MySQL URL"
    if kind == "mongo":
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, enc, rs(5, ALNUM_LO), db), enc, "MongoDB Atlas SRV URL"
    if kind == "redis":
        return "rediss://default:%s@%s:6380/0" % (enc, pick(["redis-13742.c84.ap-northeast-1-3.ec2.redns.redis-cloud.com", "cache.internal", "master.redis-prod.abc123.apn2.cache.amazonaws.com"])), enc, "Redis URL"
    if kind == "amqp":
        return "amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (user, enc, pick(["lionfish", "kangaroo", "rattlesnake"]), rs(8, ALNUM_LO)), enc, "AMQP URL"
    if kind == "mssql":
        pw = pw_urlsafe()
        return "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(ORGS), db, user, pw), pw, "SQL Server connection string"
    if kind == "jdbc":
        pw = pw_urlsafe()
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, pw), pw, "JDBC URL"
    if kind == "oracle":
        pw = pw_urlsafe()
        return "%s/%s@//%s:1521/ORCLPDB1" % (user, pw, host), pw, "Oracle EZConnect string"
    if kind == "clickhouse":
        return "clickhouse://%s:%s@%s:9440/%s?secure=true" % (user, enc, host, db), enc, "ClickHouse URL"
    return "postgresql://%s:%s@free-tier.gcp-asia-southeast1.cockroachlabs.cloud:26257/%s?sslmode=verify-full" % (user, enc, db), enc, "CockroachDB URL"


def t_db_url_config(lang):
    url, sec, label = _db_url()
    env, svc = pick(ENVS), pick(SERVICES)
    form = pick(["env", "yaml", "json", "airflow", "compose"])
    if form == "env":
        art = "DATABASE_URL=%s" % url if ";" not in url else 'DATABASE_URL="%s"' % url
        where = ".env.%s" % env
    elif form == "yaml":
        art = "database:\n  url: \"%s\"\n  pool: 10" % url
        where = "config/%s.yaml" % env
    elif form == "json":
        art = json.dumps({"ConnectionStrings": {"Default": url}}, indent=2, ensure_ascii=False)
        where = "appsettings.%s.json" % pick(["Production", "Staging"])
    elif form == "airflow":
        art = "export AIRFLOW_CONN_%s_DB='%s'" % (pick(DBNAMES).upper(), url)
        where = "airflow/.envrc"
    else:
        art = "  %s:\n    environment:\n      DB_URL: \"%s\"" % (svc, url)
        where = "docker-compose.yml"
    mc = L(lang, pick(["I didn't know {svc} reads the {label} from `{where}` and ignores the Helm values:\n{A}",
                       "Missing context: {svc} had two database configs and the one in `{where}` wins:\n{A}",
                       "Nobody mentioned that the {env} {label} for {svc} lives in `{where}`. Copied it here:\n{A}"]),
           pick(["{svc}가 Helm values가 아니라 `{where}`의 DB 설정을 읽는다는 걸 몰랐음:\n{A}",
                 "{svc}에 DB 설정이 두 군데 있고 `{where}` 쪽이 우선이라는 컨텍스트가 없었다:\n{A}",
                 "{env}의 {svc} {label}이 `{where}`에 있다는 얘기를 못 들었음. 여기 복사해 둠:\n{A}"]))
    mc = fill(mc, svc=svc, label=label, where=where, A=art, env=env)
    le = L(lang, pick(["Special characters in the password must be percent-encoded in the URL.", "The pool size there also overrides the env var.", ""]),
           pick(["URL 안의 비밀번호 특수문자는 percent-encoding 해야 함.", "거기 pool 설정도 env var를 덮어씀.", ""]))
    ak = L(lang, pick(["Can we switch %s to IAM auth so the URL doesn't carry a password?" % svc, "Which config file is canonical for %s?" % env]),
           pick(["%s를 IAM 인증으로 바꿔서 URL에 비번 안 넣게 할 수 있나요?" % svc, "%s 기준 설정 파일은 어느 거예요?" % env]))
    return note("connection string: %s in %s" % (label, form), mc, le, ak, [sec])


def _gh_like_token():
    kind = pick(["ghp", "ghs", "glpat", "github_pat", "atbb", "azdo", "gitea"])
    org, repo = pick(ORGS), pick(["infra", "web", "mobile-app", "data-pipeline", "terraform-modules", "design-system"])
    if kind == "ghp":
        t = "ghp_" + rs(36)
        return t, "https://%s@github.com/%s/%s.git" % (t, org, repo), "GitHub"
    if kind == "ghs":
        t = "ghs_" + rs(36)
        return t, "https://x-access-token:%s@github.com/%s/%s.git" % (t, org, repo), "GitHub"
    if kind == "github_pat":
        t = "github_pat_11" + rs(20, ALNUM_UP) + "_" + rs(59)
        return t, "https://%s:%s@github.com/%s/%s.git" % (pick(["jisoo-kim", "ci-bot", "mhlee"]), t, org, repo), "GitHub"
    if kind == "glpat":
        t = "glpat-" + rs(20, B64URL)
        return t, "https://oauth2:%s@gitlab.com/%s/%s.git" % (t, org, repo), "GitLab"
    if kind == "atbb":
        t = "ATBB" + rs(28) + hxu(8)
        return t, "https://%s:%s@bitbucket.org/%s/%s.git" % (pick(["deploy-bot", "hyunwoo_p"]), t, org, repo), "Bitbucket"
    if kind == "azdo":
        t = rs(52, B32LO)
        return t, "https://%s:%s@dev.azure.com/%s/%s/_git/%s" % (org, t, org, pick(["Platform", "Commerce"]), repo), "Azure DevOps"
    t = hx(40)
    return t, "https://ci:%s@git.%s.internal/%s/%s.git" % (t, org, org, repo), "Gitea"


def t_git_remote(lang):
    t, url, vendor = _gh_like_token()
    form = pick(["remote", "clone", "credentials", "submodule"])
    if form == "remote":
        art = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    elif form == "clone":
        art = "$ git clone %s\nCloning into '%s'...\nremote: Enumerating objects: %d, done." % (url, url.rsplit("/", 1)[1][:-4], rint(200, 90000))
    elif form == "credentials":
        art = "$ cat ~/.git-credentials\n%s" % url.rsplit("/", 2)[0].replace(".git", "")
    else:
        art = '[submodule "vendor/shared"]\n\tpath = vendor/shared\n\turl = %s' % url
    mc = L(lang, pick(["Didn't know the CI image bakes a token into the git remote. From the build container:\n%s",
                       "Missing context: the submodule fetch only works with an embedded token, which is why local clones failed:\n%s",
                       "I assumed the runner used SSH keys for %s, but it clones over HTTPS with a token:\n%s" % (vendor, "%s")]),
           pick(["CI 이미지에 git remote 토큰이 박혀 있다는 걸 몰랐음. 빌드 컨테이너에서 확인:\n%s",
                 "submodule fetch가 URL에 토큰을 넣어야만 동작해서 로컬 clone이 실패했던 것. 컨텍스트가 없었음:\n%s",
                 "runner가 %s에 SSH 키로 붙는 줄 알았는데 HTTPS + 토큰으로 clone 하고 있었다:\n%s" % (vendor, "%s")])) % art
    le = L(lang, pick(["Use a credential helper or GIT_ASKPASS instead of embedding tokens in remotes.",
                       "`git remote set-url` keeps the token in .git/config forever; rotate it after debugging.", ""]),
           pick(["remote URL에 토큰 넣지 말고 credential helper나 GIT_ASKPASS 쓸 것.", "`git remote set-url`로 넣은 토큰은 .git/config에 계속 남음. 디버깅 끝나면 rotate.", ""]))
    ak = L(lang, "Is there a deploy key or GitHub App we should use for this repo instead?", "이 repo는 토큰 대신 deploy key나 App을 써야 하나요?")
    if chance(0.15):
        ak = L(lang, "Can someone revoke %s now that it's been in the build logs?" % t, "빌드 로그에 노출된 %s 폐기 부탁드려도 될까요?" % t)
    return note("git remote URL with embedded token (%s) [%s]" % (form, vendor), mc, le, ak, [t])


def t_netrc(lang):
    entries, secs = [], []
    for _ in range(rint(1, 3)):
        k = pick(["heroku", "github", "artifactory", "nexus", "gitlab"])
        if k == "heroku":
            v = uid()
            entries.append("machine api.heroku.com\n  login %s\n  password %s" % (pick(["ops@acme.io", "minho@nuri.kr"]), v))
        elif k == "github":
            v = "ghp_" + rs(36)
            entries.append("machine github.com login %s password %s" % (pick(["ci-bot", "jisoo-kim"]), v))
        elif k == "artifactory":
            v = "AKCp" + rs(69)
            entries.append("machine acme.jfrog.io login deployer password %s" % v)
        elif k == "nexus":
            v = pw_any()
            if " " in v:
                v = pw_urlsafe()
            entries.append("machine nexus.%s.internal login ci password %s" % (pick(ORGS), v))
        else:
            v = "glpat-" + rs(20, B64URL)
            entries.append("machine gitlab.com login oauth2 password %s" % v)
        secs.append(v)
    art = "$ cat ~/.netrc\n" + "\n".join(entries)
    mc = L(lang, "Go private modules and pip both read ~/.netrc; I didn't know that and debugged the proxy for an hour. The file on the build VM:\n" + art,
           "Go private module이랑 pip가 둘 다 ~/.netrc를 읽는다는 걸 몰라서 proxy만 한 시간 디버깅함. 빌드 VM의 파일:\n" + art)
    le = L(lang, "GOPRIVATE plus .netrc is enough; no GOPROXY change needed.", "GOPRIVATE + .netrc면 충분하고 GOPROXY는 안 바꿔도 됨.")
    ak = L(lang, pick(["Should the build VM use short-lived tokens instead of this file?", ""]), pick(["빌드 VM은 이 파일 말고 short-lived 토큰 써야 하지 않나요?", ""]))
    return note("~/.netrc with several machine entries", mc, le, ak, secs)


def t_docker_login(lang):
    reg = pick(["registry.gitlab.com", "ghcr.io", "%s.azurecr.io" % pick(ORGS).replace("-", ""), "harbor.%s.io" % pick(ORGS),
                "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12), "docker.io", "kr.ncr.ntruss.com"])
    user = pick(["ci-bot", "robot$ci-push", "AWS", "deploy", "jisoo.kim", "00000000-0000-0000-0000-000000000000"])
    if ".dkr.ecr." in reg:
        user = "AWS"
        pw = "eyJwYXlsb2FkIjoi" + rs(rint(180, 260), B64) + "=="
    elif "ghcr" in reg:
        pw = "ghp_" + rs(36)
    elif "gitlab" in reg:
        pw = "glpat-" + rs(20, B64URL)
    elif "docker.io" == reg:
        pw = "dckr_pat_" + rs(27, B64URL)
    else:
        pw = pw_urlsafe()
    if chance(0.5):
        cmd = "docker login %s -u '%s' -p %s" % (reg, user, pw)
        out = "WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
    else:
        cmd = "echo %s | docker login %s -u '%s' --password-stdin" % (pw, reg, user)
        out = pick(["Login Succeeded", "Error response from daemon: Get \"https://%s/v2/\": unauthorized: incorrect username or password" % reg])
    art = "$ %s\n%s" % (cmd, out)
    mc = L(lang, "I didn't know the %s runner needs an explicit docker login before `docker push`; the job just hung. What fixed it:\n%s" % (pick(ENVS), art),
           "%s runner는 `docker push` 전에 docker login을 따로 해줘야 한다는 걸 몰랐음. job이 그냥 멈춰 있었다. 해결한 명령:\n%s" % (pick(ENVS), art))
    le = L(lang, pick(["The credential helper on the runner is not configured, so login is per job.", "Push permissions are per project on this registry.", ""]),
           pick(["runner에 credential helper 설정이 없어서 job마다 로그인해야 함.", "이 registry는 push 권한이 프로젝트 단위임.", ""]))
    ak = L(lang, "Which robot account is meant for CI pushes to %s?" % reg, "%s에 CI push 할 때 쓰는 robot 계정이 따로 있나요?" % reg)
    return note("shell: docker login with password", mc, le, ak, [pw])


def t_docker_config(lang):
    reg = pick(["https://index.docker.io/v1/", "ghcr.io", "registry.%s.io" % pick(ORGS), "%s.azurecr.io" % pick(ORGS).replace("-", "")])
    user = pick(["deploy", "ci-bot", "hanbit-ci", "acmebot"])
    pw = pick([pw_urlsafe(), "dckr_pat_" + rs(27, B64URL), "ghp_" + rs(36)])
    auth = b64s("%s:%s" % (user, pw))
    art = json.dumps({"auths": {reg: {"auth": auth}}, "credsStore": ""}, indent=2) if chance(0.6) else jdump({"auths": {reg: {"auth": auth}}})
    mc = L(lang, "The pull secret in %s was built from my local ~/.docker/config.json, which I didn't realise. Its contents:\n%s" % (pick(ENVS), art),
           "%s의 pull secret이 내 로컬 ~/.docker/config.json으로 만들어졌다는 걸 몰랐음. 파일 내용:\n%s" % (pick(ENVS), art))
    le = L(lang, "The `auth` field is just base64(user:password); treat the file as a secret.", "`auth` 필드는 그냥 base64(user:password)라서 파일 자체를 secret으로 다뤄야 함.")
    ak = L(lang, "Can we create a dedicated pull-only robot for the cluster?", "클러스터용 pull 전용 robot 계정 만들어도 되나요?")
    return note("docker config.json auth (base64 user:password)", mc, le, ak, [auth])


def t_npmrc(lang):
    kind = pick(["npm", "gh", "basic", "yarn", "gitlab"])
    if kind == "npm":
        t = "npm_" + rs(36)
        art = "//registry.npmjs.org/:_authToken=%s" % t
    elif kind == "gh":
        t = "ghp_" + rs(36)
        art = "@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % (pick(ORGS), t)
    elif kind == "basic":
        t = b64s("%s:%s" % (pick(["deployer", "ci"]), pw_urlsafe()))
        art = "registry=https://nexus.%s.internal/repository/npm-group/\n_auth=%s\nalways-auth=true" % (pick(ORGS), t)
    elif kind == "yarn":
        t = "npm_" + rs(36)
        art = 'npmScopes:\n  %s:\n    npmRegistryServer: "https://registry.npmjs.org"\n    npmAuthToken: "%s"' % (pick(ORGS), t)
    else:
        t = "glpat-" + rs(20, B64URL)
        art = "@%s:registry=https://gitlab.com/api/v4/projects/%s/packages/npm/\n//gitlab.com/api/v4/projects/%s/packages/npm/:_authToken=%s" % (
            pick(ORGS), digits(8), digits(8), t)
    fname = ".yarnrc.yml" if kind == "yarn" else ".npmrc"
    mc = L(lang, "Private package installs failed with E401 because the project %s is committed with an old token. Current file:\n%s" % (fname, art),
           "프로젝트에 커밋된 %s 토큰이 오래돼서 private 패키지 설치가 E401로 실패했음. 현재 파일:\n%s" % (fname, art))
    le = L(lang, pick(["Use ${NPM_TOKEN} interpolation in %s and set the variable in CI." % fname, "npm reads the project %s before ~/.npmrc." % fname]),
           pick(["%s에는 ${NPM_TOKEN} 형태로 쓰고 값은 CI 변수로 넣을 것." % fname, "npm은 ~/.npmrc보다 프로젝트 %s를 먼저 읽음." % fname]))
    ak = L(lang, "Who owns the publishing account for our scope?", "우리 scope 배포 계정 owner가 누구예요?")
    return note("package registry auth in %s" % fname, mc, le, ak, [t])


def t_pypirc(lang):
    t = "pypi-AgEIcHlwaS5vcmc" + rs(rint(120, 170), B64URL)
    if chance(0.5):
        art = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t
        where = "~/.pypirc"
    else:
        art = "$ TWINE_USERNAME=__token__ TWINE_PASSWORD=%s twine upload dist/*\nUploading distributions to https://upload.pypi.org/legacy/" % t
        where = "the release script"
    mc = L(lang, "I didn't know releases are uploaded from a laptop, not CI. From %s:\n%s" % (where, art),
           "릴리스가 CI가 아니라 개인 노트북에서 업로드된다는 걸 몰랐음. %s 내용:\n%s" % (where, art))
    le = L(lang, "Trusted publishing from GitHub Actions would remove the need for this token.", "GitHub Actions trusted publishing 쓰면 이 토큰 자체가 필요 없음.")
    ak = L(lang, "Can we scope the PyPI token to this project only?", "PyPI 토큰을 이 프로젝트 전용으로 줄일 수 있나요?")
    return note("PyPI token in .pypirc / twine [PyPI]", mc, le, ak, [t])


def t_pip_index(lang):
    user, pw = pick(["ci", "deployer", "jisoo"]), pw_urlsafe()
    host = pick(["nexus.acme.internal/repository/pypi-all/simple", "pkgs.dev.azure.com/%s/_packaging/feed/pypi/simple/" % pick(ORGS),
                 "acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"])
    if chance(0.5):
        art = "[global]\nindex-url = https://%s:%s@%s\ntrusted-host = %s" % (user, pw, host, host.split("/")[0])
        where = "/etc/pip.conf"
    else:
        art = "RUN pip install --index-url https://%s:%s@%s -r requirements.txt" % (user, pw, host)
        where = "Dockerfile"
    mc = L(lang, "Builds outside the VPN can't reach the internal index; nobody told me the credentials are baked into %s:\n%s" % (where, art),
           "VPN 밖에서는 내부 index에 못 붙는데, 인증 정보가 %s에 박혀 있다는 얘기를 못 들었음:\n%s" % (where, art))
    le = L(lang, "pip also honours PIP_INDEX_URL; use a build secret instead of a layer.", "PIP_INDEX_URL도 먹으니 layer 말고 build secret으로 넘길 것.")
    return note("pip index-url with credentials", mc, le, "", [pw])


def t_maven_settings(lang):
    pw = pick([rs(44, B64URL), pw_urlsafe(), "AKCp" + rs(69)])
    sid = pick(["ossrh", "nexus-releases", "github", "artifactory"])
    art = ("<settings>\n  <servers>\n    <server>\n      <id>%s</id>\n      <username>%s</username>\n      <password>%s</password>\n"
           "    </server>\n  </servers>\n</settings>") % (sid, pick(["deployer", rs(8, ALNUM_LO), "ci-bot"]), pw)
    mc = L(lang, "`mvn deploy` returned 401 and I didn't know the server id in pom.xml must match ~/.m2/settings.xml. The CI settings file:\n" + art,
           "`mvn deploy`가 401 났는데, pom.xml의 server id가 ~/.m2/settings.xml과 같아야 한다는 걸 몰랐음. CI의 settings 파일:\n" + art)
    le = L(lang, "Maven password encryption (settings-security.xml) exists; use it or env vars.", "Maven에 settings-security.xml 암호화가 있으니 그거나 env var 쓸 것.")
    ak = L(lang, "Is the %s account shared with the mobile team?" % sid, "%s 계정을 모바일 팀이랑 같이 쓰나요?" % sid)
    return note("Maven settings.xml server password", mc, le, ak, [pw])


def t_android_signing(lang):
    sp, kp = pw_any(), pw_any()
    while '"' in sp + kp or "\\" in sp + kp or "$" in sp + kp:
        sp, kp = pw_any(), pw_any()
    if chance(0.5):
        art = ('signingConfigs {\n    release {\n        storeFile file("release.jks")\n        storePassword "%s"\n'
               '        keyAlias "upload"\n        keyPassword "%s"\n    }\n}') % (sp, kp)
        where = "app/build.gradle"
    else:
        art = "storeFile=../keystore/release.jks\nstorePassword=%s\nkeyAlias=upload\nkeyPassword=%s" % (sp, kp)
        where = "keystore.properties"
    secs = [sp] if sp == kp else [sp, kp]
    mc = L(lang, "Release builds failed in CI because %s is only on %s's machine. They sent the values:\n%s" % (where, mate(lang), art),
           "%s 파일이 %s님 PC에만 있어서 CI release 빌드가 실패했음. 받은 값:\n%s" % (where, mate(lang), art))
    le = L(lang, "Play App Signing means the upload key can be reset if this leaks.", "Play App Signing이라 유출되면 upload key는 재설정 가능함.")
    ak = L(lang, "Where should the keystore and its passwords live for CI?", "CI에서 keystore랑 비밀번호는 어디 두는 게 맞나요?")
    return note("Android keystore passwords", mc, le, ak, secs)


def t_nuget_composer_cargo(lang):
    kind = pick(["nuget", "composer", "cargo", "gem"])
    if kind == "nuget":
        pw = rs(52, B32LO)
        art = ('<packageSourceCredentials>\n  <%s>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="%s" />\n'
               '  </%s>\n</packageSourceCredentials>') % (pick(["AzureArtifacts", "InternalFeed"]), pw, pick(["AzureArtifacts", "InternalFeed"]))
        where, cat = "NuGet.Config", "NuGet.Config ClearTextPassword"
    elif kind == "composer":
        if chance(0.5):
            pw = "ghp_" + rs(36)
            art = json.dumps({"github-oauth": {"github.com": pw}}, indent=4)
        else:
            pw = rs(40, ALNUM_LO)
            art = json.dumps({"http-basic": {"repo.packagist.com": {"username": "token", "password": pw}}}, indent=4)
        where, cat = "auth.json", "composer auth.json"
    elif kind == "cargo":
        pw = "cio" + rs(32)
        art = '[registry]\ntoken = "%s"' % pw
        where, cat = "~/.cargo/credentials.toml", "cargo credentials.toml"
    else:
        pw = hx(32)
        art = "---\n:rubygems_api_key: %s" % pw
        where, cat = "~/.gem/credentials", "gem credentials file"
    if where.startswith("~"):
        mc = L(lang, "The package step reads %s, and I didn't know the CI base image ships one with a real token:\n%s" % (where, art),
               "패키지 단계가 %s 파일을 읽는데, CI base image에 실제 토큰이 든 파일이 들어 있다는 걸 몰랐음:\n%s" % (where, art))
    else:
        mc = L(lang, "The package restore step reads %s from the repo root; I didn't know it was committed:\n%s" % (where, art),
               "패키지 restore 단계가 repo 루트의 %s 파일을 읽는데, 그게 커밋돼 있는 줄 몰랐음:\n%s" % (where, art))
    le = L(lang, pick(["Move it to the CI secret store and add the file to .gitignore.", "The file is read before env vars, so the CI variable was ignored."]),
           pick(["CI secret으로 옮기고 파일은 .gitignore에 추가할 것.", "이 파일이 env var보다 먼저 읽혀서 CI 변수가 무시됐던 것."]))
    return note(cat, mc, le, pick(["", L(lang, "Who can rotate this?", "이거 rotate 누가 할 수 있어요?")]), [pw])


def t_basic_auth(lang):
    user = pick(["admin", "api", "partner_%s" % rs(4, ALNUM_LO), "elastic", "grafana", "jenkins", "svc-report"])
    pw = pw_urlsafe() if chance(0.6) else pw_any()
    host = pick(["https://es.%s.internal:9200/_cluster/health" % pick(ORGS), "https://partner-api.%s.co.kr/v2/orders" % pick(ORGS),
                 "https://grafana.%s.io/api/health" % pick(ORGS), "https://jenkins.%s.internal/job/deploy/buildWithParameters" % pick(ORGS)])
    if chance(0.5):
        w = pw if all(c in set(ALNUM + "._-+=@%,:") for c in pw) else "'%s'" % pw
        art = "$ curl -u %s:%s %s" % (user, w, host) if not w.startswith("'") else "$ curl -u '%s:%s' %s" % (user, pw, host)
        secs, cat = [pw], "shell: curl -u user:password"
    else:
        b = b64s("%s:%s" % (user, pw))
        path = host.split("://", 1)[1]
        art = "GET /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (path.split("/", 1)[1], path.split("/", 1)[0], b)
        secs, cat = [b], "HTTP Basic Authorization header"
    art += "\n" + pick(['{"status":"green","number_of_nodes":3}', "HTTP/1.1 401 Unauthorized", '{"message":"ok"}', ""])
    mc = L(lang, pick(["The partner endpoint still uses basic auth, which nobody mentioned. Working request:\n%s",
                       "Missing context: the health check needs credentials even inside the VPC. I tested with:\n%s"]),
           pick(["파트너 엔드포인트가 아직 basic auth라는 얘기를 아무도 안 해줬음. 동작한 요청:\n%s",
                 "VPC 안에서도 health check에 인증이 필요하다는 컨텍스트가 없었다. 테스트한 요청:\n%s"])) % art.rstrip()
    le = L(lang, pick(["Basic auth headers are only base64, not encryption.", "Use a read-only user for health checks.", ""]),
           pick(["Basic 헤더는 base64일 뿐 암호화가 아님.", "health check용 read-only 계정을 따로 쓸 것.", ""]))
    ak = L(lang, "Is there a service account for monitoring so we don't share the %s login?" % user, "%s 계정 공유 말고 모니터링용 서비스 계정이 있나요?" % user)
    return note(cat, mc, le, ak, secs)


def _app_jwt():
    t = ts_epoch()
    payload = {"sub": digits(6), "email": pick(["minho.lee", "jisoo", "tom.b", "priya.s"]) + "@" + pick(ORGS) + ".com",
               "role": pick(["admin", "user", "ops"]), "iat": t, "exp": t + pick([900, 3600, 86400])}
    if chance(0.5):
        payload["scope"] = pick(["orders:read orders:write", "admin", "openid profile"])
    return jwt(payload, alg=pick(["RS256", "HS256", "ES256"]), sig_bytes=pick([32, 64, 256]))


def t_bearer_jwt(lang):
    tok = _app_jwt()
    svc = pick(SERVICES)
    art = "%s /api/v1/%s HTTP/1.1\nHost: %s.%s.io\nAuthorization: Bearer %s" % (
        pick(["GET", "POST", "DELETE"]), pick(["orders/8812", "admin/users?page=2", "reports/export", "coupons"]), svc, pick(ORGS), tok)
    if chance(0.4):
        art = "$ curl -H 'Authorization: Bearer %s' https://%s.%s.io/api/v1/me" % (tok, svc, pick(ORGS))
    mc = L(lang, "I couldn't reproduce the 403 without a real session, so I copied an admin request from the browser devtools:\n" + art,
           "실제 세션 없이는 403 재현이 안 돼서 브라우저 devtools에서 admin 요청을 그대로 복사함:\n" + art)
    le = L(lang, pick(["The gateway checks the `role` claim, not the scope.", "Tokens live for an hour; refresh before long repro sessions.", ""]),
           pick(["gateway는 scope가 아니라 `role` claim을 본다.", "토큰 유효기간이 1시간이라 재현 길어지면 갱신해야 함.", ""]))
    ak = L(lang, "Is there a test admin account for reproducing permission bugs?", "권한 버그 재현용 테스트 admin 계정이 있나요?")
    return note("HTTP Authorization Bearer JWT (user session)", mc, le, ak, [tok])


def _session_cookie():
    kind = pick(["connect", "rails", "django", "laravel", "php", "jsession", "flask", "aspnet"])
    if kind == "connect":
        v = "s%3A" + rs(32, B64URL) + "." + rs(43, B64URL).replace("_", "%2F")
        return "connect.sid", v
    if kind == "rails":
        return "_%s_session" % pick(["shop", "admin", "partner"]), b64b(rint(90, 140)).replace("=", "%3D").replace("+", "%2B").replace("/", "%2F") + "--" + hx(40)
    if kind == "django":
        return "sessionid", rs(32, ALNUM_LO)
    if kind == "laravel":
        return "laravel_session", "eyJpdiI6" + rs(rint(180, 240), B64URL) + "%3D%3D"
    if kind == "php":
        return "PHPSESSID", rs(26, ALNUM_LO)
    if kind == "jsession":
        return "JSESSIONID", hxu(32)
    if kind == "flask":
        return "session", "eyJ" + rs(rint(40, 80), B64URL) + "." + rs(6, B64URL) + "." + rs(27, B64URL)
    return ".AspNetCore.Cookies", "CfDJ8" + rs(rint(200, 300), B64URL)


def t_cookie(lang):
    name, val = _session_cookie()
    others = ["_ga=GA1.1.%s.%s" % (digits(9), digits(10)), "theme=dark", "lang=ko", "ab_variant=B", "tz=Asia%2FSeoul"]
    parts = sample(others, rint(1, 3)) + ["%s=%s" % (name, val)]
    R.shuffle(parts)
    ck = "; ".join(parts)
    host = "%s.%s.%s" % (pick(["admin", "partner", "www", "backoffice"]), pick(ORGS), pick(["com", "co.kr", "io"]))
    if chance(0.6):
        art = "$ curl 'https://%s/api/%s' \\\n  -H 'cookie: %s' \\\n  --compressed" % (host, pick(["orders/export?from=2025-01-01", "me", "settlements"]), ck)
        cat = "session cookie in copied curl"
    else:
        art = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
        cat = "Set-Cookie session in response"
    if art.startswith("$"):
        mc = L(lang, "The export endpoint only works with a logged-in session and there was no API token option. I used 'Copy as cURL':\n" + art,
               "export 엔드포인트가 로그인 세션으로만 동작하고 API 토큰 옵션이 없었음. 'Copy as cURL'로 복사한 것:\n" + art)
    else:
        mc = L(lang, "I didn't know the login redirect sets the session on %s, not the API host. Captured in devtools:\n%s" % (host, art),
               "로그인 redirect가 API 호스트가 아니라 %s에 세션을 심는다는 걸 몰랐음. devtools 캡처:\n%s" % (host, art))
    le = L(lang, pick(["The session cookie is HttpOnly but still valid for 2 weeks; log out to invalidate it.", "CSRF isn't checked on GET exports.", ""]),
           pick(["세션 쿠키가 HttpOnly여도 2주간 유효함. 로그아웃해야 무효화됨.", "GET export에는 CSRF 체크가 없음.", ""]))
    ak = L(lang, "Can we get an API token for the export so we stop using browser sessions?", "브라우저 세션 말고 export용 API 토큰 발급 가능한가요?")
    return note("%s (%s)" % (cat, name), mc, le, ak, [val])


def t_url_query_key(lang):
    k = pick(["api_key", "apikey", "key", "access_token", "token", "auth", "password"])
    val = pick([hx(32), rs(40), uid(), pw_urlsafe(), "AIza" + rs(35, B64URL)])
    ip = "%d.%d.%d.%d" % (rint(1, 223), rint(0, 255), rint(0, 255), rint(1, 254))
    path = "/v1/%s?%s=%s&%s" % (pick(["weather", "geocode", "export.csv", "sms/send", "login", "report"]), k, val,
                                pick(["lang=ko", "format=json", "page=1", "date=2025-06-01"]))
    art = '%s - - [%02d/Jun/2025:%02d:%02d:%02d +0900] "GET %s HTTP/1.1" %d %d "-" "%s"' % (
        ip, rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), path, pick([200, 401, 429]), rint(120, 9000),
        pick(["python-requests/2.32.3", "Go-http-client/1.1", "Mozilla/5.0"]))
    mc = L(lang, "The upstream wants the key as a query parameter, so it ends up in our nginx access log. Example line:\n" + art,
           "upstream이 키를 query parameter로 받아서 nginx access log에 그대로 찍히고 있었음. 예시:\n" + art)
    le = L(lang, "Strip query strings from access logs for this location block.", "이 location 블록은 access log에서 query string 빼고 남기도록 설정할 것.")
    ak = L(lang, pick(["Does the vendor support a header instead of ?%s=?" % k, ""]), pick(["?%s= 대신 헤더로 보낼 수 있는지 vendor에 확인?" % k, ""]))
    return note("credential in URL query string (access log)", mc, le, ak, [val])


def t_oauth_tokens(lang):
    at = "ya29.a0" + rs(rint(150, 200), B64URL)
    rt = "1//0" + pick(["e", "g"]) + rs(rint(90, 100), B64URL)
    obj = {"access_token": at, "expires_in": 3599, "refresh_token": rt,
           "scope": "https://www.googleapis.com/auth/%s" % pick(["drive.readonly", "spreadsheets", "calendar"]), "token_type": "Bearer"}
    art = json.dumps(obj, indent=2)
    mc = L(lang, "I didn't know the sheets sync uses a personal OAuth grant instead of a service account. token.json on the cron host:\n" + art,
           "시트 동기화가 서비스 계정이 아니라 개인 OAuth 승인으로 돌고 있다는 걸 몰랐음. cron 호스트의 token.json:\n" + art)
    le = L(lang, "The refresh token never expires unless revoked; the access token is only an hour.", "refresh token은 revoke 전까지 안 죽음. access token만 1시간짜리.")
    ak = L(lang, "Whose Google account is this grant tied to?", "이 OAuth 승인은 누구 구글 계정에 묶여 있나요?")
    return note("OAuth token response (Google ya29 / refresh) [Google OAuth]", mc, le, ak, [at, rt])


def t_ws_jupyter(lang):
    if chance(0.5):
        tok = hx(48)
        art = "$ jupyter server list\nCurrently running servers:\nhttp://%s:8888/?token=%s :: /home/%s/notebooks" % (
            pick(["127.0.0.1", "10.0.7.21", "gpu-box-02"]), tok, pick(["ubuntu", "minho", "ml"]))
        mc = L(lang, "The GPU box runs a shared Jupyter server; nobody told me the URL carries the login token:\n" + art,
               "GPU 서버에 공용 Jupyter가 떠 있는데 URL에 로그인 토큰이 들어 있다는 걸 몰랐음:\n" + art)
        cat = "Jupyter server token URL"
    else:
        tok = rs(rint(32, 48), B64URL)
        art = "wss://%s.%s.io/ws/notifications?token=%s&v=2" % (pick(["rt", "push", "live"]), pick(ORGS), tok)
        mc = L(lang, "The realtime client authenticates via a query token, which is why it showed up in the CDN logs:\n" + art,
               "실시간 클라이언트가 query token으로 인증해서 CDN 로그에 그대로 남았음:\n" + art)
        cat = "websocket URL with token"
    le = L(lang, "Tunnel through SSH instead of exposing the port.", "포트 열지 말고 SSH 터널로 접근할 것.")
    return note(cat, mc, le, "", [tok])


DJANGO_CHARS = LOWER + DIGITS + "!@#%^&*(-_=+)"


def t_framework_secret(lang):
    kind = pick(["django", "rails", "rails_master", "laravel", "nextauth", "jwt", "flask", "symfony", "phoenix", "express", "fernet", "aes"])
    if kind == "django":
        v = pick(["django-insecure-", ""]) + rs(50, DJANGO_CHARS)
        art, where = "SECRET_KEY = '%s'" % v, "settings/production.py"
    elif kind == "rails":
        v = hx(128)
        art, where = "production:\n  secret_key_base: %s" % v, "config/secrets.yml"
    elif kind == "rails_master":
        v = hx(32)
        art, where = "$ cat config/master.key\n%s" % v, "config/master.key"
    elif kind == "laravel":
        v = "base64:" + b64b(32)
        art, where = "APP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % (pick(["Shop", "Admin", "Partner"]), v), ".env"
    elif kind == "nextauth":
        v = b64b(32)
        art, where = "NEXTAUTH_URL=https://%s.%s.io\nNEXTAUTH_SECRET=%s" % (pick(["app", "admin"]), pick(ORGS), v), ".env.production"
    elif kind == "jwt":
        v = pick([rs(rint(32, 64), ALNUM), hx(64), pw_passphrase().replace(" ", "-") + "-" + rs(6)])
        art, where = pick([("JWT_SECRET=%s" % v, ".env"), ("jwt:\n  secret: %s\n  expiration: 3600" % v, "application.yml"),
                           ("const token = jwt.sign(payload, \"%s\", { expiresIn: \"1h\" });" % v, "src/auth/jwt.ts")])
    elif kind == "flask":
        v = rs(rint(24, 40), ALNUM)
        art, where = 'app.config["SECRET_KEY"] = "%s"' % v, "app/__init__.py"
    elif kind == "symfony":
        v = hx(32)
        art, where = "APP_ENV=prod\nAPP_SECRET=%s" % v, ".env.local"
    elif kind == "phoenix":
        v = rs(64, B64URL)
        art, where = 'config :%s, %sWeb.Endpoint,\n  secret_key_base: "%s"' % (pick(["shop", "chat"]), pick(["Shop", "Chat"]), v), "config/prod.secret.exs"
    elif kind == "express":
        v = rs(rint(20, 36), ALNUM + "-_")
        art, where = "app.use(session({\n  secret: '%s',\n  resave: false,\n  saveUninitialized: false,\n}));" % v, "server/app.js"
    elif kind == "fernet":
        v = b64u(32, pad=True)
        art, where = "AIRFLOW__CORE__FERNET_KEY=%s" % v, "airflow.env"
    else:
        v = hx(64)
        art, where = "ENCRYPTION_KEY=%s  # AES-256-GCM for PII columns" % v, ".env.production"
    names = {"django": "Django SECRET_KEY", "rails": "Rails secret_key_base", "rails_master": "Rails master.key", "laravel": "Laravel APP_KEY",
             "nextauth": "NEXTAUTH_SECRET", "jwt": "JWT signing secret", "flask": "Flask SECRET_KEY", "symfony": "Symfony APP_SECRET",
             "phoenix": "Phoenix secret_key_base", "express": "express-session secret", "fernet": "Airflow Fernet key", "aes": "AES data encryption key"}
    mc = L(lang, pick(["Sessions broke after deploy because %s differs between pods; I didn't know it was not shared. From %s:\n%s",
                       "Missing context: %s in %s is the same value used in production, not a dev placeholder:\n%s"]) % (names[kind], where, art),
           pick(["배포 후 세션이 깨졌는데 pod마다 %s 값이 달라서였음. 공유 안 되는 줄 몰랐다. %s 내용:\n%s",
                 "%s 값(%s)이 dev용 placeholder가 아니라 prod랑 같은 값이라는 컨텍스트가 없었음:\n%s"]) % (names[kind], where, art))
    le = L(lang, pick(["Changing it invalidates every session and signed cookie.", "Load it from the secret store; never default it in code.", ""]),
           pick(["이 값 바꾸면 모든 세션이랑 서명 쿠키가 무효화됨.", "코드에 기본값 두지 말고 secret store에서 로드할 것.", ""]))
    ak = L(lang, "Do we need to rotate it now that it's been in the repo?", "repo에 올라갔으니 지금 rotate 해야 하나요?")
    return note("app signing/encryption secret: %s" % names[kind], mc, le, ak, [v])


def t_webhook_secret(lang):
    v = pick([hx(40), rs(32), pw_passphrase().replace(" ", "_"), "whsec_" + b64b(24)])
    kind = pick(["github", "generic", "slack", "svix"])
    if kind == "github":
        art = "Settings > Webhooks > %s\n  Payload URL: https://ci.%s.io/github/webhook\n  Content type: application/json\n  Secret: %s" % (
            pick(["push", "pull_request"]), pick(ORGS), v)
        cat = "GitHub webhook secret"
    elif kind == "slack":
        v = hx(32)
        art = "SLACK_SIGNING_SECRET=%s" % v
        cat = "Slack signing secret [Slack]"
    elif kind == "svix":
        v = "whsec_" + b64b(24)
        art = "const wh = new Webhook(\"%s\");\nconst evt = wh.verify(payload, headers);" % v
        cat = "Svix/Clerk webhook signing secret"
    else:
        art = "WEBHOOK_HMAC_SECRET=%s\n# verify: hmac.new(secret, body, sha256).hexdigest() == X-Signature" % v
        cat = "generic webhook HMAC secret"
    mc = L(lang, "Signature verification kept failing because the sender and our handler had different secrets. The one the sender is configured with:\n" + art,
           "보내는 쪽과 우리 handler의 secret이 달라서 서명 검증이 계속 실패했음. 발신 측에 설정된 값:\n" + art)
    le = L(lang, "Verify against the raw body bytes, not the parsed JSON.", "파싱한 JSON이 아니라 raw body 바이트로 검증해야 함.")
    ak = L(lang, "Who can update the webhook config on the sender side?", "발신 측 webhook 설정은 누가 바꿀 수 있나요?")
    return note(cat, mc, le, ak, [v])


def _pem_block(kind, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


def t_private_key(lang):
    kind = pick(["ec", "openssh", "rsa", "pkcs8_ed", "pkcs8_rsa"])
    if kind == "ec":
        lines, head = ec_sec1_pem_lines(), "EC PRIVATE KEY"
    elif kind == "openssh":
        while True:
            lines = openssh_ed25519_lines(pick(["deploy@ci", "minho@macbook", "github-actions", "ansible@bastion"]))
            if len(lines[-1]) >= 8:
                break
        head = "OPENSSH PRIVATE KEY"
    elif kind == "rsa":
        lines, head = rsa_pkcs1_head_lines(rint(4, 8)), "RSA PRIVATE KEY"
    elif kind == "pkcs8_ed":
        lines, head = ed25519_pkcs8_pem_lines(), "PRIVATE KEY"
    else:
        lines, head = rsa_pkcs8_head_lines(rint(4, 8)), "PRIVATE KEY"
    trunc = kind in ("rsa", "pkcs8_rsa")
    block = "-----BEGIN %s-----\n%s\n%s-----END %s-----" % (head, "\n".join(lines), "...\n" if trunc else "", head) if trunc else _pem_block(head, lines)
    where = pick(["deploy/keys/%s" % pick(["id_ed25519", "deploy_key", "jwt-signing.pem", "server.key"]), "the ansible role's files/ directory",
                  "the Terraform output", "a DM from %s" % mate("en")])
    where_ko = where if not where.startswith("a DM") else "%s님이 보낸 DM" % mate("ko")
    if where.startswith("the ansible"):
        where_ko = "ansible role의 files/ 디렉터리"
    if where.startswith("the Terraform"):
        where_ko = "Terraform output"
    mc = L(lang, "Didn't know the deploy %s comes from %s%s:\n%s" % ("key (truncated, the rest is the same file)" if trunc else "key", where,
                                                              "" if not trunc else "", block),
           "배포용 키가 %s에서 온다는 걸 몰랐음%s:\n%s" % (where_ko, " (뒷부분 생략, 같은 파일)" if trunc else "", block))
    le = L(lang, pick(["Private keys belong in the secret manager, not in the repo or in chat.", "The matching public key is already in authorized_keys on all bastions.", ""]),
           pick(["private key는 repo나 채팅 말고 secret manager에 둘 것.", "대응하는 public key는 이미 모든 bastion의 authorized_keys에 있음.", ""]))
    ak = L(lang, "Should this key be rotated since it was shared?", "공유된 키니까 rotate 해야 할까요?")
    return note("PEM/OpenSSH private key body (%s)" % kind, mc, le, ak, lines)


def t_gcp_sa_json(lang):
    proj = "%s-%s-%s" % (pick(["acme", "nuri", "hanbit", "pixel"]), pick(["prod", "data", "ml", "web"]), digits(6))
    lines = rsa_pkcs8_head_lines(rint(3, 5))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["bq-loader", "firebase-adminsdk-" + rs(5, ALNUM_LO), "gcs-sync", "vertex-runner"]), proj)
    art = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s",\n  "client_id": "%s"\n}' % (
        proj, hx(40), pk, sa, digits(21))
    mc = L(lang, "I didn't know the BigQuery loader authenticates with a JSON key file checked into the deploy repo (not workload identity). Head of the file:\n" + art,
           "BigQuery loader가 workload identity가 아니라 deploy repo에 있는 JSON 키 파일로 인증한다는 걸 몰랐음. 파일 앞부분:\n" + art)
    le = L(lang, "private_key_id and client_email are identifiers; the private_key is the actual secret.", "private_key_id, client_email은 식별자고 진짜 secret은 private_key 값.")
    ak = L(lang, "Can we disable this key and move the job to workload identity federation?", "이 키 비활성화하고 workload identity federation으로 옮겨도 될까요?")
    return note("GCP service-account JSON private_key (\\n-escaped) [Google Cloud]", mc, le, ak, lines)


def t_p8(lang):
    lines = ec_pkcs8_pem_lines()
    kid, iss = rs(10, ALNUM_UP), uid()
    block = _pem_block("PRIVATE KEY", lines)
    which = pick(["App Store Connect API", "APNs auth key", "Sign in with Apple key"])
    mc = L(lang, "Fastlane needed the %s for TestFlight uploads. Key ID %s, issuer %s; AuthKey_%s.p8:\n%s" % (which, kid, iss, kid, block),
           "TestFlight 업로드에 %s가 필요했음. Key ID %s, issuer %s. AuthKey_%s.p8 내용:\n%s" % (which, kid, iss, kid, block))
    le = L(lang, "Apple only lets you download a .p8 once; store it in the vault immediately.", ".p8 파일은 한 번만 다운로드 가능하니 바로 vault에 넣을 것.")
    ak = L(lang, "Who has Admin role in App Store Connect to revoke keys?", "App Store Connect에서 키 revoke 할 수 있는 Admin이 누구예요?")
    return note(".p8 private key (%s) [Apple]" % which, mc, le, ak, lines)


def t_wireguard(lang):
    priv, psk = wg_key(), wg_key()
    peer_pub = wg_key()
    use_psk = chance(0.5)
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s.io:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, rint(8, 99), rint(2, 250), rint(8, 99), peer_pub, ("PresharedKey = %s\n" % psk) if use_psk else "", pick(ORGS))
    mc = L(lang, "I couldn't reach the staging DB from the laptop; nobody told me it needs the WireGuard tunnel. %s shared this wg0.conf:\n%s" % (mate(lang), art),
           "노트북에서 staging DB 접속이 안 됐는데 WireGuard 터널이 필요하다는 걸 몰랐음. %s님이 공유해 준 wg0.conf:\n%s" % (mate(lang), art))
    le = L(lang, "Each device should get its own keypair; sharing one config breaks roaming.", "기기마다 키쌍을 따로 만들어야 함. config 하나 공유하면 roaming이 깨짐.")
    return note("WireGuard config private/preshared key", mc, le, "", [priv, psk] if use_psk else [priv])


def t_age_sops(lang):
    sk, pk = age_secret(), age_public()
    if chance(0.5):
        art = "# created: 2025-0%d-1%dT10:12:44+09:00\n# public key: %s\n%s" % (rint(1, 9), rint(0, 9), pk, sk)
        where = "~/.config/sops/age/keys.txt"
    else:
        art = "export SOPS_AGE_KEY=%s\nsops -d secrets/%s.enc.yaml" % (sk, pick(ENVS))
        where = "the decrypt script"
    mc = L(lang, "sops -d failed with 'no identity matched'; I didn't know the age identity lives in %s:\n%s" % (where, art),
           "sops -d가 'no identity matched'로 실패했음. age identity가 %s에 있다는 걸 몰랐다:\n%s" % (where, art))
    le = L(lang, "The public key (age1...) is fine to share; the secret-key line is not.", "age1... public key는 공유해도 되지만 secret key 줄은 절대 안 됨.")
    return note("age secret key (sops)", mc, le, "", [sk])


def t_ppk(lang):
    pub_lines = wrap(b64s(_sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(128))), 64)
    priv_lines = wrap(b64s(rbytes(rint(150, 250))), 64)
    while len(priv_lines[-1]) < 8:
        priv_lines = wrap(b64s(rbytes(rint(150, 250))), 64)
    art = "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s" % (
        pick(["rsa-key-20240312", "bastion-win", "imported-openssh-key"]), len(pub_lines), "\n".join(pub_lines), len(priv_lines), "\n".join(priv_lines), hx(64))
    mc = L(lang, "The Windows build agent connects with PuTTY, which I didn't know; its key file (unencrypted):\n" + art,
           "Windows 빌드 에이전트가 PuTTY로 접속한다는 걸 몰랐음. 키 파일(암호화 안 됨):\n" + art)
    return note("PuTTY .ppk private lines", mc, "", L(lang, "Can we convert this agent to OpenSSH with a new key?", "이 에이전트 OpenSSH + 새 키로 바꿔도 되나요?"), priv_lines)


def t_openvpn_static(lang):
    lines = [hx(32) for _ in range(rint(8, 16))]
    art = "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n%s\n-----END OpenVPN Static key V1-----" % "\n".join(lines)
    mc = L(lang, "The office VPN profile needs tls-auth; I didn't have ta.key. From the old admin's notes:\n" + art,
           "사무실 VPN 프로필에 tls-auth가 필요한데 ta.key가 없었음. 예전 관리자 메모에 있던 것:\n" + art)
    return note("OpenVPN static key (ta.key)", mc, L(lang, "key-direction must be 1 on clients.", "클라이언트는 key-direction 1로 설정해야 함."), "", lines)


def t_k8s_tokens(lang):
    kind = pick(["kubeconfig", "kubeadm", "swarm", "sa"])
    if kind == "kubeconfig":
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
                   "kubernetes.io/serviceaccount/service-account.name": pick(["ci-deployer", "argocd-manager", "admin"]),
                   "sub": "system:serviceaccount:%s:ci-deployer" % pick(ENVS)}, alg="RS256", sig_bytes=256, typ=False)
        art = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
        secs, cat = [tok], "kubeconfig service-account token"
        mc = L(lang, "The deploy job uses a static kubeconfig, not OIDC; I didn't know. The user section:\n" + art,
               "배포 job이 OIDC가 아니라 고정 kubeconfig를 쓰고 있었음. user 부분:\n" + art)
    elif kind == "kubeadm":
        tok = "%s.%s" % (rs(6, ALNUM_LO), rs(16, ALNUM_LO))
        art = "kubeadm join 10.0.%d.%d:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (rint(0, 9), rint(2, 250), tok, hx(64))
        secs, cat = [tok], "kubeadm bootstrap token"
        mc = L(lang, "Adding a worker node needs a fresh join command; I used the one from the init log:\n" + art,
               "워커 노드 추가하려면 join 명령이 필요했음. init 로그에 있던 걸 사용:\n" + art)
    elif kind == "swarm":
        tok = "SWMTKN-1-%s-%s" % (rs(50, ALNUM_LO), rs(25, ALNUM_LO))
        art = "docker swarm join --token %s 10.0.%d.%d:2377" % (tok, rint(0, 9), rint(2, 250))
        secs, cat = [tok], "Docker Swarm join token"
        mc = L(lang, "The legacy batch cluster is still Docker Swarm, which nobody mentioned. Manager join command:\n" + art,
               "레거시 배치 클러스터가 아직 Docker Swarm이라는 얘기를 아무도 안 했음. manager join 명령:\n" + art)
    else:
        v = pw_urlsafe() if chance(0.5) else rs(16)
        art = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d\n%s" % v
        secs, cat = [v], "Argo CD initial admin password"
        mc = L(lang, "Nobody had the Argo CD admin login for the new cluster; it's the initial secret:\n" + art,
               "새 클러스터 Argo CD admin 로그인을 아무도 몰랐음. initial secret 값:\n" + art)
    le = L(lang, pick(["Tokens like this should be short-lived; create a new one per use.", "The CA cert hash is public; the token is the secret part.", ""]),
           pick(["이런 토큰은 짧게 쓰고 필요할 때마다 새로 발급할 것.", "CA cert hash는 공개값이고 token이 secret.", ""]))
    return note(cat, mc, le, pick(["", L(lang, "Who can invalidate it?", "이거 무효화는 누가 하나요?")]), secs)


def t_vault_init(lang):
    keys = [b64b(33) for _ in range(5)]
    root = "hvs." + rs(24)
    art = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    art += "\n\nVault initialized with 5 key shares and a key threshold of 3."
    mc = L(lang, "The %s Vault was sealed after the node restart and no one knew where the unseal keys were. The original init output:\n%s" % (pick(ENVS), art),
           "%s Vault가 노드 재시작 후 sealed 상태였는데 unseal key 위치를 아무도 몰랐음. 최초 init 출력:\n%s" % (pick(ENVS), art))
    le = L(lang, "Enable auto-unseal with KMS so this never depends on a paste again.", "KMS auto-unseal 켜서 다시는 붙여넣기에 의존하지 않게 할 것.")
    return note("Vault unseal keys + root token [HashiCorp Vault]", mc, le, "", keys + [root])


BIP39 = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access", "accident",
         "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action", "actor", "actress", "actual",
         "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance", "advice", "aerobic", "affair", "afford",
         "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air", "airport", "aisle", "alarm", "album", "alcohol",
         "alert", "alien", "all", "alley", "allow", "almost", "alone", "alpha", "already", "also", "alter", "always", "amateur",
         "amazing", "among", "amount", "amused", "analyst", "anchor", "ancient", "anger", "angle", "angry", "animal", "ankle",
         "announce", "annual", "another", "answer", "antenna", "antique", "anxiety", "any", "apart", "apology", "appear",
         "apple", "approve", "april", "arch", "arctic", "area", "arena", "argue", "arm", "armed", "armor", "army", "around",
         "arrange", "arrest", "arrive", "arrow", "art", "artefact", "artist", "artwork", "ask", "aspect", "assault", "asset",
         "assist", "assume", "asthma", "athlete", "atom", "attack", "attend", "attitude", "attract", "auction", "audit",
         "august", "aunt", "author", "auto", "autumn", "average", "avocado", "avoid", "awake", "aware", "away", "awesome",
         "awful", "awkward", "axis", "baby", "bachelor", "bacon", "badge", "bag", "balance", "balcony", "ball", "bamboo",
         "banana", "banner", "bar", "barely", "bargain", "barrel", "base", "basic", "basket", "battle", "beach", "bean",
         "beauty", "because", "become", "beef", "before", "begin", "behave", "behind", "believe", "below", "belt", "bench",
         "benefit", "best", "betray", "better", "between", "beyond", "bicycle", "bid", "bike", "bind", "biology", "bird",
         "birth", "bitter", "black", "blade", "blame", "blanket", "blast", "bleak", "bless", "blind", "blood", "blossom",
         "zebra", "zero", "zone", "zoo", "wolf", "window", "wisdom", "winter", "wire", "wealth", "weapon", "weather", "velvet",
         "vendor", "venture", "verify", "version", "vessel", "veteran", "viable", "vibrant", "vicious", "victory", "video",
         "umbrella", "unable", "unaware", "uncle", "uncover", "under", "undo", "unfair", "unfold", "unhappy", "uniform"]


def t_wallet(lang):
    if chance(0.5):
        v = " ".join(R.choice(BIP39) for _ in range(pick([12, 24])))
        art = "mnemonic: \"%s\"" % v
        cat = "BIP39 seed phrase"
    else:
        v = "0x" + hx(64)
        art = "DEPLOYER_PRIVATE_KEY=%s\nRPC_URL=https://%s.g.alchemy.com/v2/${ALCHEMY_KEY}" % (v, pick(["eth-sepolia", "polygon-amoy", "base-sepolia"]))
        cat = "EVM deployer private key"
    mc = L(lang, "The contract deploy script signs with a hot wallet; I didn't know the key sits in hardhat's env file:\n" + art,
           "컨트랙트 배포 스크립트가 hot wallet으로 서명한다는 걸 몰랐음. hardhat env 파일에 키가 그대로 있음:\n" + art)
    le = L(lang, "Anyone with this can drain the wallet; testnet or not, treat it as production.", "이 값만 있으면 지갑을 비울 수 있음. testnet이어도 prod처럼 다룰 것.")
    return note(cat, mc, le, "", [v])


def t_password_chat(lang):
    pw = pw_any()
    sysname = pick(["staging admin console", "Grafana", "the router admin page", "Jenkins", "the shared test iPhone's Apple ID",
                    "the NAS", "Metabase", "the partner portal", "RabbitMQ management UI", "Kibana"])
    sysname_ko = {"staging admin console": "staging 어드민", "Grafana": "Grafana", "the router admin page": "공유기 관리자 페이지",
                  "Jenkins": "Jenkins", "the shared test iPhone's Apple ID": "테스트폰 Apple ID", "the NAS": "사무실 NAS",
                  "Metabase": "Metabase", "the partner portal": "파트너 포털", "RabbitMQ management UI": "RabbitMQ 관리 콘솔",
                  "Kibana": "Kibana"}[sysname]
    user = pick(["admin", "ops", "qa-team", "root", "devteam@%s.com" % pick(ORGS), "manager"])
    en = pick(["%s said in #dev: \"%s login is %s / %s, don't share it outside the team\"" % (mate("en"), sysname, user, pw),
               "Login for %s: user `%s`, password `%s` (from %s)." % (sysname, user, pw, mate("en")),
               "I didn't know %s has no SSO; it's a shared account. %s gave me %s / %s." % (sysname, mate("en"), user, pw)])
    ko = pick(["%s님이 #dev 채널에 남긴 것: \"%s 로그인 %s / %s 입니다. 팀 밖 공유 금지\"" % (mate("ko"), sysname_ko, user, pw),
               "%s 계정: 아이디 `%s`, 비번 `%s` (%s님한테 받음)" % (sysname_ko, user, pw, mate("ko")),
               "%s는 SSO가 없고 공용 계정이라는 걸 몰랐음. %s님이 %s / %s 알려줌." % (sysname_ko, mate("ko"), user, pw)])
    placement = pick(["mc", "mc", "le", "ak"])
    body = L(lang, en, ko)
    other_mc = L(lang, "I didn't know how to log into %s to check the failing job." % sysname, "실패한 job 확인하려고 %s에 로그인하는 방법을 몰랐음." % sysname_ko)
    if placement == "mc":
        mc, le, ak = body, L(lang, pick(["Shared accounts make audit logs useless.", ""]), pick(["공용 계정이라 audit log가 의미가 없음.", ""])), L(lang, "Can we get SSO or personal accounts for %s?" % sysname, "%s SSO나 개인 계정 만들 수 있을까요?" % sysname_ko)
    elif placement == "le":
        mc, le, ak = other_mc, body, ""
    else:
        mc, le = other_mc, L(lang, "The account is shared by the whole team.", "팀 전체가 공용 계정 하나를 씀.")
        ak = L(lang, "Is the %s password still %s?" % (sysname, pw), "%s 비번 아직 %s 인가요?" % (sysname_ko, pw))
    return note("chat-like shared login password (%s)" % placement, mc, le, ak, [pw])


def t_password_rotation(lang):
    old, new = pw_any(), pw_any()
    acct = pick(["svc_etl", "admin", "reporting", "redis default user", "SFTP partner account", "VPN shared account", "wifi-guest"])
    mc = L(lang, pick(["Jobs started failing at midnight because the %s password was rotated: old `%s`, new `%s`. Nobody announced it.",
                       "Missing context: %s's password changed from %s to %s during the audit and the cron hosts still had the old one."]),
           pick(["자정부터 job이 실패했는데 %s 비밀번호가 바뀌어서였음: 예전 `%s`, 새 `%s`. 공지가 없었다.",
                 "감사 때 %s 비번이 %s에서 %s로 바뀌었는데 cron 서버들은 예전 값 그대로였음. 이 컨텍스트가 없었다."])) % (acct, old, new)
    le = L(lang, "Rotations must update every consumer; grep the infra repo for the account name first.", "비번 rotate 할 때는 infra repo에서 계정 이름으로 grep 해서 사용처부터 다 찾을 것.")
    ak = L(lang, pick(["Who announces password rotations?", ""]), pick(["비밀번호 변경 공지는 누가 하나요?", ""]))
    return note("old and new password (rotation)", mc, le, ak, [old, new])


def t_pin_puk(lang):
    kind = pick(["yubikey", "sim", "door", "hsm"])
    pin = digits(8)
    puk = digits(8)
    if kind == "yubikey":
        art = L(lang, "YubiKey PIV for the signing laptop: PIN %s, PUK %s, management key left default." % (pin, puk),
                "서명용 노트북 YubiKey PIV: PIN %s, PUK %s (management key는 기본값)." % (pin, puk))
        secs = [pin, puk]
    elif kind == "sim":
        art = L(lang, "The LTE modem on the edge gateway locked itself; SIM PUK is %s." % puk, "엣지 게이트웨이 LTE 모뎀 SIM이 잠김. PUK %s." % puk)
        secs = [puk]
    elif kind == "door":
        art = L(lang, "Server room door code changed to %s#." % pin, "서버실 도어락 번호 %s# 으로 바뀜." % pin)
        secs = [pin]
    else:
        art = L(lang, "HSM partition PIN for the CA: %s (crypto officer)." % pin, "CA용 HSM partition PIN: %s (crypto officer)." % pin)
        secs = [pin]
    lead = {"yubikey": L(lang, "Release signing stalled because nobody told me the signing key lives on a YubiKey. ", "서명 키가 YubiKey에 있다는 얘기를 못 들어서 릴리스 서명이 멈췄음. "),
            "sim": L(lang, "The edge gateway went offline and I had no access details for the modem. ", "엣지 게이트웨이가 오프라인이 됐는데 모뎀 접근 정보가 없었음. "),
            "door": L(lang, "I needed to swap a disk in the server room and didn't have the new code. ", "서버실에서 디스크 교체해야 했는데 바뀐 번호를 몰랐음. "),
            "hsm": L(lang, "Issuing the intermediate certificate needs the HSM, which I didn't know. ", "중간 인증서 발급에 HSM이 필요하다는 걸 몰랐음. ")}[kind]
    mc = lead + art
    return note("PIN / PUK code (%s)" % kind, mc, L(lang, "Keep PINs in the team vault, not in notes.", "PIN은 노트 말고 팀 vault에 둘 것."), "", secs)


def t_recovery_codes(lang):
    kind = pick(["github", "google", "1password", "generic", "aws"])
    if kind == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(rint(4, 10))]
        what = "GitHub org owner account"
    elif kind == "google":
        codes = ["%s %s" % (digits(4), rs(4, DIGITS)) for _ in range(rint(4, 10))]
        what = "Google Workspace super-admin"
    elif kind == "1password":
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(6, ALNUM_UP), rs(6, ALNUM_UP), rs(5, ALNUM_UP), rs(5, ALNUM_UP), rs(5, ALNUM_UP), rs(5, ALNUM_UP))]
        what = "1Password Secret Key of the break-glass account"
    elif kind == "aws":
        codes = ["%s-%s-%s-%s" % (rs(4, ALNUM_UP), rs(4, ALNUM_UP), rs(4, ALNUM_UP), rs(4, ALNUM_UP)) for _ in range(rint(3, 6))]
        what = "root-account MFA backup codes"
    else:
        codes = ["%s-%s-%s-%s" % (rs(4, ALNUM_LO), rs(4, ALNUM_LO), rs(4, ALNUM_LO), rs(4, ALNUM_LO)) for _ in range(rint(4, 8))]
        what = "Bitwarden two-step recovery codes"
    fmt = pick(["list", "inline"])
    lst = "\n".join("- " + c for c in codes) if fmt == "list" else ", ".join(codes)
    what_ko = {"github": "GitHub org owner 계정", "google": "Google Workspace 최고 관리자 계정", "1password": "비상용 1Password 계정 Secret Key",
               "aws": "root 계정 MFA", "generic": "Bitwarden 2단계 인증"}[kind]
    mc = L(lang, "Lost access to the %s when %s's phone was reset. Recovery codes from the onboarding doc:\n%s" % (what, mate("en"), lst),
           "%s님 폰 초기화로 %s 접근을 잃었음. 온보딩 문서에 있던 복구 코드:\n%s" % (mate("ko"), what_ko, lst))
    le = L(lang, "Each code works once; mark used ones.", "코드는 한 번씩만 쓸 수 있으니 쓴 건 표시할 것.")
    ak = L(lang, "Should these move into the sealed envelope in the safe?", "이 코드들 금고 봉투로 옮겨야 하지 않나요?")
    return note("recovery / backup codes (%s)" % kind, mc, le, ak, codes)


def t_totp(lang):
    seed = rs(pick([16, 32]), B32)
    issuer = pick(["AWS", "GitHub", "Cloudflare", "NHN Cloud", "Naver Cloud", "Okta", "Toss Payments Partner"])
    acct = pick(["ops@acme.io", "root", "shared-qa", "admin@nuri.kr"])
    if chance(0.5):
        shown = seed
        art = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer.replace(" ", "%20"), acct, seed, issuer.replace(" ", "%20"))
    else:
        shown = " ".join(wrap(seed.lower(), 4))
        art = "2FA seed for %s (%s): %s" % (issuer, acct, shown)
    mc = L(lang, "The shared %s account has MFA and the seed was only on one person's phone. Setup value, so others can add it:\n%s" % (issuer, art),
           "공용 %s 계정에 MFA가 걸려 있는데 seed가 한 사람 폰에만 있었음. 다른 사람도 등록할 수 있게 설정값 남김:\n%s" % (issuer, art))
    le = L(lang, "A TOTP seed is as sensitive as the password itself.", "TOTP seed는 비밀번호만큼 민감함.")
    return note("TOTP seed / otpauth URL", mc, le, "", [shown])


def t_wifi(lang):
    ssid = pick(["ACME-5G", "nuri_office", "HANBIT-Guest", "Lab-IoT", "iptime-3F", "KT_GiGA_5G_Wave2_7A21"])
    pw = pick([pw_human(), pw_korean_keyboard(), pw_random(12), digits(10)])
    if chance(0.5):
        art = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    else:
        art = "nmcli dev wifi connect %s password '%s'" % (ssid, pw)
    mc = L(lang, "The IoT test devices only join the lab network, which I didn't know. Provisioning config:\n" + art,
           "IoT 테스트 기기는 랩 네트워크에만 붙는다는 걸 몰랐음. 프로비저닝 설정:\n" + art)
    return note("Wi-Fi PSK", mc, L(lang, "The lab SSID is 2.4 GHz only.", "랩 SSID는 2.4GHz 전용임."), "", [pw])


def t_sshpass_ansible(lang):
    pw = pw_any()
    while "'" in pw or '"' in pw:
        pw = pw_any()
    kind = pick(["sshpass", "inventory", "become"])
    host = pick(["10.0.%d.%d" % (rint(0, 9), rint(2, 250)), "bastion.%s.internal" % pick(ORGS), "legacy-app-01"])
    if kind == "sshpass":
        art = "$ sshpass -p '%s' ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart app'" % (pw, host)
    elif kind == "inventory":
        art = "[legacy]\n%s ansible_user=deploy ansible_ssh_pass='%s'" % (host, pw)
    else:
        art = "all:\n  vars:\n    ansible_become: true\n    ansible_become_password: \"%s\"" % pw
    mc = L(lang, "Legacy hosts don't accept keys, only passwords; nobody told me. How the old playbook connects:\n" + art,
           "레거시 호스트는 키 인증이 안 되고 비밀번호만 받는다는 걸 몰랐음. 기존 playbook 접속 방식:\n" + art)
    le = L(lang, "Use ansible-vault for these vars at minimum.", "최소한 ansible-vault로 암호화할 것.")
    return note("SSH password (%s)" % kind, mc, le, pick(["", L(lang, "Can we push keys to the legacy hosts?", "레거시 호스트에 키 배포해도 되나요?")]), [pw])


def t_windows(lang):
    pw = pw_any()
    while "'" in pw or '"' in pw:
        pw = pw_any()
    dom = pick(["ACME", "NURI", "CORP"])
    kind = pick(["netuse", "ps", "runas"])
    if kind == "netuse":
        art = "net use \\\\fileserver01\\builds /user:%s\\svc_build %s /persistent:no" % (dom, pw)
    elif kind == "ps":
        art = '$pw = ConvertTo-SecureString "%s" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential("%s\\svc_deploy", $pw)\nInvoke-Command -ComputerName WEB02 -Credential $cred -ScriptBlock { iisreset }' % (pw, dom)
    else:
        art = "cmdkey /add:sql02.%s.local /user:%s\\sqlsvc /pass:%s" % (dom.lower(), dom, pw)
    mc = L(lang, "The Windows deploy step authenticates with a domain service account; I didn't know where the credential came from. From the build script:\n" + art,
           "Windows 배포 단계가 도메인 서비스 계정으로 인증하는데 그 credential 출처를 몰랐음. 빌드 스크립트:\n" + art)
    return note("Windows credential in script (%s)" % kind, mc, L(lang, "gMSA would avoid a stored password.", "gMSA 쓰면 비밀번호 저장이 필요 없음."), "", [pw])


def t_smtp(lang):
    kind = pick(["gmail", "ses", "naver", "generic"])
    if kind == "gmail":
        pw = " ".join(rs(4, LOWER) for _ in range(4))
        art = "MAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=noreply@%s.com\nMAIL_PASSWORD=\"%s\"" % (pick(ORGS), pw)
        secs, cat = [pw], "Gmail app password (SMTP)"
    elif kind == "ses":
        ak = "AKIA" + rs(16, B32)
        pw = "B" + rs(43, B64)
        art = "spring.mail.host=email-smtp.ap-northeast-2.amazonaws.com\nspring.mail.username=%s\nspring.mail.password=%s" % (ak, pw)
        secs, cat = [ak, pw], "Amazon SES SMTP credentials [AWS]"
    elif kind == "naver":
        pw = pw_any()
        art = "smtp.naver.com:465 (SSL)\nID: %s@naver.com\nPW: %s" % (rs(8, ALNUM_LO), pw)
        secs, cat = [pw], "Naver mail SMTP password"
    else:
        pw = pw_urlsafe()
        art = "[smtp]\nenabled = true\nhost = smtp.%s.io:587\nuser = alerts@%s.io\npassword = %s" % (pick(ORGS), pick(ORGS), pw)
        secs, cat = [pw], "SMTP password in grafana.ini"
    mc = L(lang, "Alert e-mails were silently dropped; I didn't know which mailbox sends them. The mail settings:\n" + art,
           "알림 메일이 조용히 안 나가고 있었는데 어떤 계정으로 보내는지 몰랐음. 메일 설정:\n" + art)
    return note(cat, mc, L(lang, "Port 25 is blocked on the VPC; use 587.", "VPC에서 25번 포트는 막혀 있으니 587 사용."), "", secs)


def t_ldap_snmp_ipsec(lang):
    kind = pick(["ldap", "snmp", "ipsec", "bmc", "ftp", "smb"])
    if kind == "ldap":
        pw = pw_any()
        while "'" in pw:
            pw = pw_any()
        art = "ldapsearch -H ldaps://ldap.%s.internal -D 'cn=readonly,dc=%s,dc=internal' -w '%s' -b 'ou=people,dc=%s,dc=internal' '(uid=jkim)'" % (
            pick(ORGS), "acme", pw, "acme")
        secs = [pw]
    elif kind == "snmp":
        a, p = pw_urlsafe(), pw_urlsafe()
        art = "snmpwalk -v3 -l authPriv -u monitor -a SHA -A '%s' -x AES -X '%s' 10.10.%d.1 ifDescr" % (a, p, rint(0, 99))
        secs = [a, p]
    elif kind == "ipsec":
        psk = pw_random(rint(24, 40))
        art = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % ("203.0.113.%d" % rint(2, 250), "198.51.100.%d" % rint(2, 250), psk)
        secs = [psk]
    elif kind == "bmc":
        pw = pw_urlsafe()
        art = "ipmitool -I lanplus -H 10.20.%d.%d -U ADMIN -P %s chassis power status" % (rint(0, 9), rint(2, 250), pw)
        secs = [pw]
    elif kind == "ftp":
        pw = pw_urlsafe()
        art = "lftp -e 'mirror -R ./out /upload; bye' ftp://%s:%s@ftp.%s.co.kr" % (pick(["partner01", "edi_upload"]), pw, pick(ORGS))
        secs = [pw]
    else:
        pw = pw_urlsafe()
        art = "sudo mount -t cifs //nas01/share /mnt/share -o username=svc_backup,password=%s,vers=3.0" % pw
        secs = [pw]
    names = {"ldap": "LDAP bind password", "snmp": "SNMPv3 auth/priv passphrases", "ipsec": "IPsec pre-shared key",
             "bmc": "IPMI/BMC password", "ftp": "FTP URL credentials", "smb": "CIFS mount password"}
    mc = L(lang, "I lacked the infra details for this; %s pasted the command they use:\n%s" % (mate("en"), art),
           "이 부분 인프라 정보가 없었음. %s님이 쓰는 명령을 붙여줌:\n%s" % (mate("ko"), art))
    le = L(lang, pick(["Run it from the ops bastion only.", "The legacy device doesn't support certificate auth.", ""]),
           pick(["ops bastion에서만 실행할 것.", "레거시 장비라 인증서 인증을 지원 안 함.", ""]))
    return note(names[kind], mc, le, "", secs)


def t_apple_app_pw(lang):
    pw = "-".join(rs(4, LOWER) for _ in range(4))
    apple_id = pick(["ios-release@%s.com" % pick(ORGS), "dev.team@%s.co.kr" % pick(ORGS)])
    art = "xcrun notarytool submit build/App.zip --apple-id %s --team-id %s --password %s --wait" % (apple_id, rs(10, ALNUM_UP), pw)
    if chance(0.4):
        art = "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % pw
    mc = L(lang, "Notarization failed in CI with 'invalid credentials'; I didn't know it needs an app-specific password, not the Apple ID password:\n" + art,
           "CI에서 notarization이 'invalid credentials'로 실패했음. Apple ID 비번이 아니라 앱 암호가 필요하다는 걸 몰랐다:\n" + art)
    return note("Apple app-specific password [Apple]", mc, L(lang, "Use an App Store Connect API key instead where possible.", "가능하면 App Store Connect API 키로 바꿀 것."), "", [pw])


def t_kr_cert(lang):
    pw = pick([pw_human(), pw_korean_keyboard(), pw_hangul()])
    kind = pick(["npki", "hometax", "nice"])
    if kind == "npki":
        art = L(lang, "The tax-invoice batch signs with the company's joint certificate (NPKI, signCert.der/signPri.key in C:\\NPKI). Certificate password: %s" % pw,
                "세금계산서 배치가 회사 공동인증서(NPKI, C:\\NPKI의 signCert.der/signPri.key)로 서명함. 인증서 비밀번호: %s" % pw)
        cat = "Korean joint certificate (NPKI) password"
    elif kind == "hometax":
        art = L(lang, "Hometax scraping logs in with the accounting team's ID; password is %s and it expires every 90 days." % pw,
                "홈택스 스크래핑이 회계팀 ID로 로그인함. 비번은 %s 이고 90일마다 만료됨." % pw)
        cat = "Hometax login password"
    else:
        art = L(lang, "NICE identity-verification module: site code %s, site password %s (in the JSP include)." % ("B" + digits(4), pw),
                "NICE 본인인증 모듈: 사이트코드 %s, 사이트 패스워드 %s (JSP include 파일에 있음)." % ("B" + digits(4), pw))
        cat = "NICE identity-verification site password"
    mc = L(lang, "I didn't know this flow depends on a person-bound credential. ", "이 흐름이 개인/회사 명의 credential에 묶여 있다는 걸 몰랐음. ") + art
    le = L(lang, "When the accountant changes the password the batch fails silently.", "담당자가 비번 바꾸면 배치가 조용히 실패함.")
    return note(cat, mc, le, "", [pw])


def t_rclone(lang):
    obscured = b64u(rint(24, 40))
    art = "[%s]\ntype = %s\nuser = %s\npass = %s\nhost = %s" % (pick(["nas", "partner-sftp", "backup"]), pick(["sftp", "ftp", "webdav"]),
                                                              pick(["backup", "edi", "syncer"]), obscured, pick(["10.1.2.30", "sftp.partner.co.kr"]))
    mc = L(lang, "Backups go through rclone; I didn't know its 'obscured' password is reversible with `rclone reveal`. rclone.conf:\n" + art,
           "백업이 rclone으로 도는데, rclone의 obscured 비번은 `rclone reveal`로 그대로 복원된다는 걸 몰랐음. rclone.conf:\n" + art)
    return note("rclone obscured password", mc, L(lang, "Treat rclone.conf as a secret file.", "rclone.conf 자체를 secret 파일로 다룰 것."), "", [obscured])


def t_gpg_pass(lang):
    pw = pick([pw_passphrase(), pw_any()])
    kid = hxu(16)
    art = "GPG_KEY_ID=%s\nGPG_PASSPHRASE=\"%s\"\ngpg --batch --pinentry-mode loopback --passphrase \"$GPG_PASSPHRASE\" --detach-sign dist/app.tar.gz" % (kid, pw)
    mc = L(lang, "Artifact signing needs the release key passphrase; %s shared the CI snippet:\n%s" % (mate("en"), art),
           "아티팩트 서명에 release 키 passphrase가 필요했음. %s님이 공유한 CI 스니펫:\n%s" % (mate("ko"), art))
    return note("GPG / SSH key passphrase", mc, L(lang, "The key ID is public; the passphrase is not.", "key ID는 공개값이지만 passphrase는 아님."), "", [pw])


def t_split_fields(lang):
    kind = pick(["aws", "userpw", "ncp", "alibaba", "tokenhalves"])
    if kind == "aws":
        a, s = "AKIA" + rs(16, B32), rs(40, B64)
        mc = L(lang, "The backfill used a separate IAM user; access key id is %s (from %s)." % (a, mate("en")),
               "backfill은 별도 IAM 유저를 씀. access key id는 %s (%s님이 알려줌)." % (a, mate("ko")))
        le = L(lang, "Its secret is %s; region must be %s or the bucket 301s." % (s, pick(REGIONS)),
               "secret은 %s 이고, 리전을 %s로 안 하면 버킷이 301 줌." % (s, pick(REGIONS)))
        ak = L(lang, "Can this IAM user be replaced with a role?", "이 IAM 유저 role로 바꿀 수 있나요?")
        secs, cat = [a, s], "AWS key pair split across fields [AWS]"
    elif kind == "userpw":
        user, pw = pick(["svc_partner", "qa_master", "admin01"]), pw_any()
        mc = L(lang, "Staging admin login is `%s`; I didn't know the account is shared." % user, "staging 어드민 계정은 `%s`. 공용 계정인 줄 몰랐음." % user)
        le = L(lang, "Password for it: %s" % pw, "비번: %s" % pw)
        ak = L(lang, "Is %s going to be rotated after the release?" % pw, "릴리스 후에 %s 비번 바꾸나요?" % pw) if chance(0.4) else ""
        secs, cat = [pw], "user in one field, password in another"
    elif kind == "ncp":
        a, s = rs(20), rs(40)
        mc = L(lang, "Naver Cloud Object Storage access key: %s" % a, "네이버 클라우드 Object Storage access key: %s" % a)
        le = L(lang, "secret key: %s, endpoint https://kr.object.ncloudstorage.com" % s, "secret key: %s, endpoint는 https://kr.object.ncloudstorage.com" % s)
        ak = ""
        secs, cat = [a, s], "NCP key pair split across fields [Naver Cloud]"
    elif kind == "alibaba":
        a, s = "LTAI" + rs(20), rs(30)
        mc = L(lang, "OSS uploads from the CN region use AccessKeyId %s." % a, "CN 리전 OSS 업로드는 AccessKeyId %s 사용." % a)
        le = L(lang, "AccessKeySecret is %s; the SDK ignores env vars if ~/.alibabacloud/credentials exists." % s,
               "AccessKeySecret은 %s. ~/.alibabacloud/credentials가 있으면 SDK가 env var를 무시함." % s)
        ak = L(lang, "Should the CN bucket get its own RAM user?", "CN 버킷 전용 RAM 유저를 따로 만들까요?")
        secs, cat = [a, s], "Alibaba key pair split across fields [Alibaba Cloud]"
    else:
        t = "ghp_" + rs(36)
        h1, h2 = t[:20], t[20:]
        mc = L(lang, "The CI token was pasted in two chunks in the ticket because of a line wrap; first part: %s" % h1,
               "티켓에 CI 토큰이 줄바꿈 때문에 두 조각으로 붙어 있었음. 앞부분: %s" % h1)
        le = L(lang, "second part: %s (join them without spaces)." % h2, "뒷부분: %s (공백 없이 이어 붙이면 됨)." % h2)
        ak = ""
        secs, cat = [h1, h2], "token split in two halves across fields [GitHub]"
    return note(cat, mc, le, ak, secs)


def t_long_sts(lang):
    a = "ASIA" + rs(16, B32)
    s = rs(40, B64)
    tok = "IQoJb3JpZ2luX2VjE" + rs(rint(560, 720), B64)
    field = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (a, s, tok)
    if chance(0.5):
        mc = L(lang, "I didn't know the deploy role's session is only valid for one hour; the credentials I exported (they expired mid-run):",
               "배포 role 세션이 1시간짜리라는 걸 몰랐음. export 했던 credential (실행 중에 만료됨):") + "\n" + field
        le = L(lang, "Use `aws sso login` and a profile instead of exporting session credentials.", "세션 credential export 말고 `aws sso login` + profile 쓸 것.")
    else:
        mc = L(lang, "The assumed-role credentials expired mid-deploy; nobody mentioned the one-hour limit.", "배포 도중 assume-role credential이 만료됨. 1시간 제한이 있다는 얘기를 못 들었음.")
        le = field
    return note("AWS STS session credentials with long session token [AWS]", mc, le, "", [a, s, tok])


def t_signed_url(lang):
    kind = pick(["s3", "gcs", "azure", "cloudfront", "oss"])
    if kind == "s3":
        ak = "AKIA" + rs(16, B32)
        sig = hx(64)
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=2025%02d%02dT0%d1200Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            pick(["acme-reports", "nuri-exports"]), uid(), ak, 6, 11, 6, 11, rint(0, 9), sig)
        secs, cat = [ak, sig], "S3 presigned URL (access key id + signature) [AWS]"
    elif kind == "gcs":
        sig = hx(512)
        url = ("https://storage.googleapis.com/%s/invoices/%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com"
               "%%2F20250611%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250611T031500Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            pick(["acme-billing", "hanbit-docs"]), digits(8), pick(["acme-prod-123456", "hanbit-data-778812"]), sig)
        secs, cat = [sig], "GCS V4 signed URL signature [Google Cloud]"
    elif kind == "azure":
        sig = pct(b64b(32))
        url = "https://%s.blob.core.windows.net/uploads/%s.zip?sv=2022-11-02&ss=b&srt=o&sp=rwdlac&se=2026-01-01T00:00:00Z&st=2025-06-01T00:00:00Z&spr=https&sig=%s" % (
            pick(["stacmeprod01", "nuriassets"]), uid(), sig)
        secs, cat = [sig], "Azure SAS URL sig [Azure Storage]"
    elif kind == "cloudfront":
        sig = rs(rint(160, 180), B64URL.replace("-", "~").replace("_", "~") + "~")
        url = "https://d%s.cloudfront.net/videos/lecture-%d.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(13, ALNUM_LO), rint(1, 80), ts_epoch(), sig, rs(13, ALNUM_UP))
        secs, cat = [sig], "CloudFront signed URL Signature [AWS]"
    else:
        ak = "LTAI" + rs(20)
        sig = pct(b64b(20))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/apk/app-release.apk?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            pick(["acme-cn", "nuri-dl"]), ak, ts_epoch(), sig)
        secs, cat = [ak, sig], "Aliyun OSS signed URL [Alibaba Cloud]"
    mc = L(lang, pick(["The partner couldn't download the export, so I generated a link for them:\n%s",
                       "Missing context: downloads go through signed URLs with a 7-day expiry. Example from the support thread:\n%s"]),
           pick(["파트너가 export 파일을 못 받아서 링크를 생성해 줬음:\n%s", "다운로드가 7일짜리 signed URL로 나간다는 컨텍스트가 없었음. 고객지원 스레드의 예시:\n%s"])) % url
    le = L(lang, pick(["Anyone with the link can download until it expires.", "Shorten the expiry for PII exports.", ""]),
           pick(["링크만 있으면 만료 전까지 누구나 다운로드 가능.", "개인정보 export는 만료 시간을 짧게 할 것.", ""]))
    return note(cat, mc, le, "", secs)


def t_aws_credentials_file(lang):
    profs, secs = [], []
    for name in sample(["default", "prod", "staging", "data-team", "legacy"], rint(1, 3)):
        a, s = "AKIA" + rs(16, B32), rs(40, B64)
        profs.append("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (name, a, s))
        secs += [a, s]
    art = "$ cat ~/.aws/credentials\n" + "\n\n".join(profs)
    mc = L(lang, "Terraform picked the wrong account because AWS_PROFILE wasn't set; I didn't know the laptop had several static profiles:\n" + art,
           "AWS_PROFILE 설정이 없어서 Terraform이 엉뚱한 계정을 잡았음. 노트북에 static profile이 여러 개 있다는 걸 몰랐다:\n" + art)
    return note("~/.aws/credentials with profiles [AWS]", mc, L(lang, "Always export AWS_PROFILE before terraform.", "terraform 전에 AWS_PROFILE 꼭 export."), "", secs)


def t_toss_basic(lang):
    sk = pick(["live_sk_", "live_gsk_"]) + rs(24)
    b = b64s(sk + ":")
    art = "curl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n  -H 'Authorization: Basic %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"paymentKey\":\"%s\",\"orderId\":\"order-%s\",\"amount\":15000}'" % (
        b, "tgen_" + digits(14) + rs(5, ALNUM_LO), digits(8))
    mc = L(lang, "I didn't know Toss expects the secret key base64-encoded with a trailing colon. The confirm call that worked:\n" + art,
           "토스페이먼츠는 시크릿 키 뒤에 콜론 붙여서 base64 인코딩해야 한다는 걸 몰랐음. 성공한 승인 요청:\n" + art)
    le = L(lang, "The paymentKey is not a credential; the Basic header is.", "paymentKey는 credential이 아니고 Basic 헤더가 credential임.")
    return note("Basic header = base64(secret key + ':') [Toss Payments]", mc, le, "", [b])


def t_terraform_output(lang):
    pw = pw_urlsafe()
    art = '$ terraform output -json db\n{\n  "sensitive": true,\n  "type": ["object", {"endpoint": "string", "password": "string"}],\n  "value": {\n    "endpoint": "%s:5432",\n    "password": "%s"\n  }\n}' % (pick(HOSTS), pw)
    mc = L(lang, "`terraform output` hides sensitive values but `-json` prints them; I didn't know that and pasted this into the ticket:\n" + art,
           "`terraform output`은 sensitive 값을 가리지만 `-json`은 그대로 출력한다는 걸 몰랐음. 티켓에 붙였던 내용:\n" + art)
    return note("terraform output -json sensitive value", mc, L(lang, "Sensitive outputs are still plaintext in state.", "sensitive output도 state에는 평문으로 있음."), "", [pw])


def t_ci_log_leak(lang):
    tok = pick(["npm_" + rs(36), "glpat-" + rs(20, B64URL), "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(24)), "sk-proj-" + rs(74, B64URL) + "T3BlbkFJ" + rs(74, B64URL)])
    b = b64s(tok)
    if chance(0.5):
        art = "+ echo %s\n+ base64 -d\n+ export TOKEN=***\nRun ./scripts/publish.sh\n  publish: 403 Forbidden" % b
        secs = [b]
        what = L(lang, "GitHub masks the secret, but not its base64 form", "GitHub가 secret은 마스킹하지만 base64 형태는 못 가림")
    else:
        art = "+ set -x\n+ curl -sf -H 'Authorization: Bearer %s' https://registry.internal/api/publish\ncurl: (22) The requested URL returned error: 401" % tok
        secs = [tok]
        what = L(lang, "the runner's masking list didn't include this variable", "runner 마스킹 목록에 이 변수가 없었음")
    mc = L(lang, "Didn't know `set -x` is on in the publish script; %s. Job log excerpt:\n%s" % (what, art),
           "publish 스크립트에 `set -x`가 켜져 있다는 걸 몰랐음. %s. job 로그 일부:\n%s" % (what, art))
    return note("CI log leak (set -x / base64 bypassing masking)", mc, L(lang, "Remove set -x before touching secrets.", "secret 다루기 전에 set -x 끌 것."), "", secs)


def t_messenger_ko(lang):
    pw = pick([pw_korean_keyboard(), pw_hangul(), pw_human()])
    who = mate(lang)
    if lang == "ko":
        mc = pick(["카톡으로 받은 내용 그대로: \"%s님, 개발서버 root 비번 %s 이에요 ㅎㅎ 로그인하고 바로 바꿔주세요\"" % ("민호", pw),
                   "%s: 스테이징 DB 비번 %s 임다~ 내일까지만 쓰고 바꿀게요" % (who, pw),
                   "[오후 3:12] %s : 관리자 페이지 비번 %s\n[오후 3:13] 나 : 감사합니다!" % (who, pw)])
        le = pick(["메신저로 비번 주고받지 말고 1Password 공유 링크 쓸 것.", "개발서버도 외부에서 접근 가능하니 비번 관리 필요.", ""])
    else:
        mc = pick(["Copied from the team chat: \"%s: dev server root pw is %s, please change it after you log in\"" % (who, pw),
                   "[3:12 PM] %s: admin page password %s\n[3:13 PM] me: thanks!" % (who, pw)])
        le = pick(["Use a password-manager share link instead of chat.", ""])
    return note("messenger-style password paste", mc, le, "", [pw])


def t_misc_infra(lang):
    kind = pick(["ansible_vault", "jenkins_cli", "consul", "pgpass", "mycnf", "kafka", "elastic", "keycloak", "pepper",
                 "oauth2_proxy", "minio_mc", "aws_configure", "gh_auth", "grafana_ini"])
    if kind == "ansible_vault":
        v = pw_passphrase() if chance(0.5) else pw_random()
        art, secs = "$ echo '%s' > ~/.vault_pass.txt\n$ ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt" % v, [v]
        cat = "ansible-vault password"
    elif kind == "jenkins_cli":
        v = "11" + hx(32)
        art, secs = "java -jar jenkins-cli.jar -s https://jenkins.%s.internal/ -auth %s:%s build deploy-%s -p VERSION=1.8.2" % (pick(ORGS), pick(["admin", "minho"]), v, pick(ENVS)), [v]
        cat = "Jenkins CLI -auth user:token [Jenkins]"
    elif kind == "consul":
        v = uid()
        art, secs = "export CONSUL_HTTP_TOKEN=%s\nconsul kv get config/%s/feature-flags" % (v, pick(SERVICES)), [v]
        cat = "Consul ACL token [HashiCorp Consul]"
    elif kind == "pgpass":
        v = pw_urlsafe()
        art, secs = "$ cat ~/.pgpass\n%s:5432:%s:%s:%s" % (pick(HOSTS), pick(DBNAMES), pick(DBUSERS), v), [v]
        cat = "~/.pgpass entry"
    elif kind == "mycnf":
        v = pw_any()
        while '"' in v:
            v = pw_any()
        art, secs = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (pick(DBUSERS), v, pick(HOSTS)), [v]
        cat = "~/.my.cnf password"
    elif kind == "kafka":
        user, v = rs(16, ALNUM_UP), rs(64, B64)
        art = ('security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required '
               'username="%s" password="%s";\nbootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092') % (user, v, rs(5, ALNUM_LO))
        secs, cat = [v], "Kafka SASL JAAS password (Confluent API secret) [Confluent]"
    elif kind == "elastic":
        v = rs(20, ALNUM + "*_+=")
        art, secs = "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v, [v]
        cat = "Elasticsearch reset-password output [Elastic]"
    elif kind == "keycloak":
        v = rs(32)
        art = json.dumps({"realm": pick(["acme", "internal"]), "auth-server-url": "https://sso.%s.io/" % pick(ORGS), "resource": "%s" % pick(SERVICES),
                          "credentials": {"secret": v}, "confidential-port": 0}, indent=2)
        secs, cat = [v], "Keycloak client secret [Keycloak]"
    elif kind == "pepper":
        v = b64b(32)
        art, secs = "PASSWORD_PEPPER=%s\nBCRYPT_COST=12" % v, [v]
        cat = "password-hash pepper"
    elif kind == "oauth2_proxy":
        v = b64u(32, pad=True)
        cid = digits(12) + "-" + rs(32, ALNUM_LO) + ".apps.googleusercontent.com"
        cs = "GOCSPX-" + rs(28, B64URL)
        art = '--provider=google\n--client-id=%s\n--client-secret=%s\n--cookie-secret=%s\n--email-domain=%s.com' % (cid, cs, v, pick(ORGS))
        secs, cat = [cs, v], "oauth2-proxy client and cookie secrets [Google OAuth]"
    elif kind == "minio_mc":
        a, s = rs(20, ALNUM_UP), rs(40)
        art, secs = "mc alias set local https://minio.%s.internal %s %s --api S3v4" % (pick(ORGS), a, s), [a, s]
        cat = "MinIO mc alias set keys [MinIO]"
    elif kind == "aws_configure":
        a, s = "AKIA" + rs(16, B32), rs(40, B64)
        art = "$ aws configure --profile %s\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: %s\nDefault output format [None]: json" % (pick(["prod", "data"]), a, s, pick(REGIONS))
        secs, cat = [a, s], "aws configure prompt transcript [AWS]"
    elif kind == "gh_auth":
        v = "ghp_" + rs(36)
        art, secs = "$ echo %s | gh auth login --with-token\n$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)" % (v, pick(["ci-bot", "jisoo-kim"])), [v]
        cat = "gh auth login --with-token [GitHub]"
    else:
        v = pw_any()
        art, secs = "[security]\nadmin_user = admin\nadmin_password = %s\n\n[server]\nroot_url = https://grafana.%s.io" % (v, pick(ORGS)), [v]
        cat = "grafana.ini admin_password [Grafana]"
    mc = L(lang, pick(["I didn't have access details for this step; found them in the ops notes:\n%s",
                       "Missing context for the %s environment. What %s used last time:\n%s" % (pick(ENVS), mate("en"), "%s")]),
           pick(["이 단계에 필요한 접근 정보가 없었음. ops 메모에서 찾은 것:\n%s",
                 "%s 환경 컨텍스트가 없었음. %s님이 지난번에 쓴 방법:\n%s" % (pick(ENVS), mate("ko"), "%s")])) % art
    le = L(lang, pick(["Store this in the vault and reference it by path.", "This bypasses SSO, so keep it for break-glass only.", "It's the same across environments, which is a problem.", ""]),
           pick(["vault에 넣고 경로로 참조할 것.", "SSO를 우회하는 값이라 비상용으로만 써야 함.", "환경마다 값이 같아서 문제임.", ""]))
    return note(cat, mc, le, pick(["", L(lang, "Who owns this credential?", "이 credential 관리자는 누구예요?")]), secs)


def t_sql_user(lang):
    pw = pw_any()
    while "'" in pw:
        pw = pw_any()
    user = pick(DBUSERS)
    kind = pick(["mysql", "pg", "mongo", "redis", "mssql"])
    if kind == "mysql":
        art = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (user, pw, pick(DBNAMES), user)
    elif kind == "pg":
        art = "ALTER ROLE %s WITH LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (user, pw, pick(DBNAMES), user)
    elif kind == "mongo":
        art = 'use admin\ndb.createUser({ user: "%s", pwd: "%s", roles: [ { role: "readWrite", db: "%s" } ] })' % (user, pw, pick(DBNAMES))
    elif kind == "redis":
        art = "# redis.conf\nrequirepass %s\n# and for clients:\nredis-cli -h %s -a '%s' PING" % (pw, pick(HOSTS), pw)
    else:
        art = "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = ON;" % (user, pw)
    mc = L(lang, "I didn't know the migration user is created by hand, not by Terraform. The statement from the runbook:\n" + art,
           "마이그레이션 계정이 Terraform이 아니라 수동으로 만들어진다는 걸 몰랐음. runbook에 있는 구문:\n" + art)
    le = L(lang, "Generate the password in the vault and paste it only into the SQL console.", "비밀번호는 vault에서 생성하고 SQL 콘솔에만 입력할 것.")
    return note("DB user creation statement with password (%s)" % kind, mc, le, "", [pw])


def t_helm_spring(lang):
    kind = pick(["helm", "spring", "compose_db"])
    if kind == "helm":
        p1, p2 = pw_urlsafe(), pw_urlsafe()
        art = "helm upgrade --install %s bitnami/postgresql -n %s \\\n  --set auth.username=%s \\\n  --set auth.password=%s \\\n  --set auth.postgresPassword=%s" % (
            pick(["pg", "orders-db"]), pick(ENVS), pick(DBUSERS), p1, p2)
        secs = [p1, p2]
    elif kind == "spring":
        p1, j = pw_urlsafe(), rs(64)
        art = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s\njwt:\n  secret: %s" % (pick(HOSTS), pick(DBNAMES), pick(DBUSERS), p1, j)
        secs = [p1, j]
    else:
        p1 = pw_urlsafe()
        art = "  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: %s\n      MYSQL_DATABASE: %s" % (p1, pick(DBNAMES))
        secs = [p1]
    mc = L(lang, "The local stack didn't come up because the DB credentials differ from the README. Actual values:\n" + art,
           "로컬 스택이 안 떴는데 DB credential이 README랑 달라서였음. 실제 값:\n" + art)
    le = {"helm": L(lang, "`--set` values end up in the Helm release secret and shell history.", "`--set` 값은 Helm release secret이랑 shell history에 남음."),
          "spring": L(lang, "Spring reads application-local.yml last, so it wins.", "Spring은 application-local.yml을 마지막에 읽어서 그게 이김."),
          "compose_db": L(lang, "The volume keeps the first root password; `docker compose down -v` to reset.", "볼륨에 처음 root 비번이 남아 있어서 `docker compose down -v` 해야 초기화됨.")}[kind]
    if chance(0.3):
        le = ""
    return note("DB password in %s" % {"helm": "helm --set flags", "spring": "Spring application.yml", "compose_db": "compose service env"}[kind], mc, le, "", secs)


def t_traceback_conn(lang):
    pw = pw_urlsafe()
    user, host, db = pick(DBUSERS), pick(HOSTS), pick(DBNAMES)
    kind = pick(["py", "java", "node"])
    if kind == "py":
        art = ('Traceback (most recent call last):\n  File "/app/worker.py", line 41, in <module>\n    engine.connect()\n'
               'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name "%s" to address\n'
               '(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql+psycopg2://%s:%s@%s:5432/%s') % (host, user, pw, host, db)
    elif kind == "java":
        art = ('org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n'
               '  at com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:512)\n'
               'Caused by: java.sql.SQLException: Access denied for user \'%s\'@\'10.0.2.14\'\n'
               'HikariConfig: jdbcUrl=jdbc:mysql://%s:3306/%s username=%s password=%s') % (user, host, db, user, pw)
    else:
        art = ("Error: connect ECONNREFUSED %s:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n"
               "  errno: -111,\n  code: 'ECONNREFUSED',\n  config: { host: '%s', user: '%s', password: '%s', database: '%s' }\n}") % (host, host, user, pw, db)
    mc = L(lang, "The worker crashed on boot in %s and the stack trace prints the full DB config, which I didn't expect:\n%s" % (pick(ENVS), art),
           "%s에서 worker가 부팅 중 죽었는데 스택 트레이스에 DB 설정이 통째로 찍힐 줄 몰랐음:\n%s" % (pick(ENVS), art))
    le = L(lang, "Mask credentials in the error handler before logging.", "에러 핸들러에서 로깅 전에 credential 마스킹할 것.")
    return note("stack trace printing DB credentials (%s)" % kind, mc, le, "", [pw])


# ---------------------------------------------------------------------------
# CLEAN notes
# ---------------------------------------------------------------------------
def vendor_prefix(v):
    """leading vendor prefix of a token, e.g. sk_live_ / ghp_ / xoxb- (for placeholders)"""
    for sep in ("_", "-", "."):
        i = v.find(sep)
        if 0 < i <= 12 and v[:i].replace("_", "").isalnum():
            j = i + 1
            # include a second short segment like sk_live_ / sk-ant-
            k = v.find(sep, j)
            if 0 < k - j <= 6 and v[j:k].isalpha():
                return v[:k + 1]
            return v[:j]
    return ""


def placeholder(label, value, vd_name):
    kind = pick(["env", "angle", "your", "x", "stars", "redacted", "vault", "op", "runsecret", "gha", "prefix_x", "sm", "ssm", "empty", "helm"])
    if kind == "env":
        return "${%s}" % label
    if kind == "angle":
        return "<%s>" % label.lower()
    if kind == "your":
        return "your-%s-here" % kebab(label)
    if kind == "x":
        return "x" * pick([8, 16, 32])
    if kind == "stars":
        return "*" * pick([8, 12])
    if kind == "redacted":
        return pick(["[REDACTED]", "<redacted>", "REDACTED", "***REMOVED***"])
    if kind == "vault":
        return 'vault:secret/data/%s/%s#%s' % (pick(ENVS), slug(vd_name, "-"), label.lower())
    if kind == "op":
        return "op://%s/%s/%s" % (pick(["Engineering", "Infra", "Shared"]), vd_name.replace(" ", "-"), pick(["credential", "password", label.lower()]))
    if kind == "runsecret":
        return "$(cat /run/secrets/%s)" % label.lower()
    if kind == "gha":
        return "${{ secrets.%s }}" % label
    if kind == "prefix_x":
        pre = vendor_prefix(value)
        return (pre + "x" * pick([16, 24, 32])) if pre else "x" * 24
    if kind == "sm":
        return "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), digits(12), pick(ENVS), slug(vd_name, "-"), rs(6))
    if kind == "ssm":
        return "ssm:/%s/%s/%s" % (pick(ENVS), pick(SERVICES), label.lower())
    if kind == "empty":
        return ""
    return "{{ .Values.%s.%s }}" % (camel(slug(vd_name)), camel(label))


def clean_parts(parts, vd_name):
    out = []
    for label, value, sec in parts:
        if sec is True:
            out.append((label, placeholder(label, value, vd_name), False))
        elif sec:
            v = value
            for s in sec:
                v = v.replace(s, pick(["XXXXXXXX", "<token>", "<secret>", "****"]))
            out.append((label, v, False))
        elif any(w in label for w in ("KEY", "TOKEN", "SECRET", "PASSWORD")):
            # identifier with a credential-sounding name: keep the clean note unambiguous
            out.append((label, placeholder(label, value, vd_name), False))
        else:
            out.append((label, value, False))
    return out


CF = {
    "en": {
        "mc": ["I didn't know {svc} resolves its {vendor} settings from the secret store at boot; there are only references in {where}:\n{A}",
               "The {env} deploy failed because the variable behind this reference was never created. From {where}:\n{A}",
               "Missing context: {where} is a template and the real {vendor} values are injected by CI. Current contents:\n{A}",
               "Had no idea which {vendor} settings {svc} needs. The example in {where} lists them (values are placeholders):\n{A}",
               "Values were already redacted when {mate} pasted this, but the structure of {where} was what I needed:\n{A}"],
        "le": ["Only references live in git; the values come from the secret store.",
               "If the placeholder is still visible at runtime, the injector didn't run.",
               "The {vendor} client fails fast with a clear message when the variable is empty.",
               "Keep the example file in sync whenever a new {vendor} setting is added.", ""],
        "ak": ["Who can create the missing {vendor} secret for {env}?", "Is the {env} secret store path the same as prod?",
               "Should {svc} get its own {vendor} project?", ""],
    },
    "ko": {
        "mc": ["{svc}가 부팅할 때 secret store에서 {vendor} 설정을 가져온다는 걸 몰랐음. {where}에는 참조만 있음:\n{A}",
               "{env} 배포가 실패했는데, 이 참조가 가리키는 변수가 아예 생성되지 않아서였음. {where} 내용:\n{A}",
               "{where}는 템플릿이고 실제 {vendor} 값은 CI가 주입한다는 컨텍스트가 없었음. 현재 내용:\n{A}",
               "{svc}에 어떤 {vendor} 설정이 필요한지 몰랐음. {where} 예시에 목록이 있음 (값은 placeholder):\n{A}",
               "{mate}님이 붙여줄 때 이미 값은 가려져 있었지만 {where} 구조를 파악하는 데 충분했음:\n{A}"],
        "le": ["git에는 참조만 두고 실제 값은 secret store에서 온다.", "런타임에 placeholder가 그대로 보이면 injector가 안 돈 것.",
               "{vendor} client는 변수가 비어 있으면 명확한 메시지와 함께 바로 실패함.", "{vendor} 설정이 추가되면 example 파일도 같이 갱신할 것.", ""],
        "ak": ["{env}용 {vendor} secret은 누가 만들어 줄 수 있나요?", "{env} secret store 경로가 prod랑 같은가요?", "{svc} 전용 {vendor} 프로젝트를 따로 만들까요?", ""],
    },
}


def c_vendor_ref(vd, lang):
    parts = clean_parts(vd.gen(), vd.name)
    text, w_en, w_ko, secs, fn = render_any(parts, vd, exclude=("r_diff",))
    assert secs == []
    kw = dict(vendor=pname(vd), svc=pick(SERVICES), env=pick(ENVS), where=w_en if lang == "en" else w_ko, mate=mate(lang))
    F = CF[lang]
    mc = fill(pick(F["mc"]), A=text, **kw)
    return note("clean: placeholders/references in %s [%s]" % (FMTNAME[fn], vd.name), mc, fill(pick(F["le"]), **kw), fill(pick(F["ak"]), **kw))


def c_vendor_plain(vd, lang):
    """vendor note that talks about credentials but carries none (reuses secret-note prose)"""
    F = VF[lang]
    where = pick([("`.env.%s`" % pick(ENVS), "`.env.%s`" % pick(ENVS)), ("the runbook", "runbook"), ("`config/%s.yaml`" % pick(ENVS),) * 2])
    kw = dict(vendor=pname(vd), svc=pick(SERVICES), env=pick(ENVS), where=where[0] if lang == "en" else where[1], mate=mate(lang))
    isf = kw["where"].startswith("`")
    mc = fill(pick(frames(F, "mc_plain", isf)), **kw)
    le = fill(pick(frames(F, "lesson_plain", isf)), **kw)
    ak = fill(pick(frames(F, "ask_plain", isf)), **kw)
    labels = [l for l, v, s in vd.gen() if s]
    risky = False
    if labels and chance(0.7):
        risky = True
        extra = L(lang, " The variable is `%s`; it was empty in %s." % (labels[0], kw["env"]), " 변수 이름은 `%s`이고 %s에서는 비어 있었음." % (labels[0], kw["env"]))
        mc += extra
    return note("clean: credential discussed by name only [%s]" % vd.name, mc, le, ak, risky=risky)


def c_hashes(lang):
    kind = pick(["sha256sum", "docker", "npm", "gosum", "pip", "tflock", "etag"])
    if kind == "sha256sum":
        art = "\n".join("%s  %s" % (hx(64), f) for f in sample(["dist/app-linux-amd64.tar.gz", "dist/app-darwin-arm64.tar.gz", "dist/app-windows-amd64.zip", "SHA256SUMS.sig"], 3))
        topic = L(lang, "release checksums", "릴리스 체크섬")
    elif kind == "docker":
        img = "%s/%s" % (pick(["ghcr.io/acme", "registry.nuri.kr/platform", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com"]), pick(SERVICES))
        art = "image: %s@sha256:%s\n# was %s:%s (digest sha256:%s)" % (img, hx(64), img, pick(["1.12.0", "main-" + hx(7)]), hx(64))
        topic = L(lang, "pinned image digests", "이미지 digest 고정")
    elif kind == "npm":
        art = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            *(lambda n, a, b, c: (n, a, b, c, n, n, a, b, c))(pick(["zod", "axios", "dayjs", "undici"]), rint(1, 5), rint(0, 20), rint(0, 9)), b64b(64))
        topic = L(lang, "a lockfile integrity mismatch", "lockfile integrity 불일치")
    elif kind == "gosum":
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/net", "github.com/jackc/pgx/v5"])
        v = "v%d.%d.%d" % (rint(0, 2), rint(1, 40), rint(0, 9))
        art = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, v, b64b(32), mod, v, b64b(32))
        topic = L(lang, "a go.sum conflict", "go.sum 충돌")
    elif kind == "pip":
        art = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        topic = L(lang, "pip hash-checking mode", "pip hash 체크 모드")
    elif kind == "tflock":
        art = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), b64b(32), hx(64))
        topic = L(lang, "the Terraform lock file", "Terraform lock 파일")
    else:
        art = 'HTTP/2 200\netag: "%s"\nx-amz-version-id: %s\ncontent-md5: %s' % (hx(32), rs(32, B64URL), b64b(16))
        topic = L(lang, "cache validation headers", "캐시 검증 헤더")
    mc = fill(L(lang, pick(["I didn't know CI verifies {topic}; the job failed on a mismatch. Relevant lines:\n{A}",
                            "Missing context: {topic} are checked at deploy time, so my local rebuild broke the pipeline:\n{A}",
                            "{mate} asked me to double-check {topic} before tagging. What I compared:\n{A}"]),
                pick(["CI가 {topic}를 검증한다는 걸 몰랐음. 불일치로 job이 실패했다. 관련 부분:\n{A}",
                      "배포 시점에 {topic}를 확인한다는 컨텍스트가 없어서 로컬 재빌드가 파이프라인을 깨뜨림:\n{A}",
                      "{mate}님이 태그 전에 {topic}를 확인해 달라고 함. 비교한 내용:\n{A}"])), topic=topic, A=art, mate=mate(lang))
    le = L(lang, pick(["Regenerate with the same tool version as CI.", "Digests are content hashes, not secrets; safe to paste.", ""]),
           pick(["CI와 같은 도구 버전으로 다시 생성할 것.", "digest는 내용 해시라서 붙여도 안전함.", ""]))
    return note("clean: hashes/digests (%s)" % kind, mc, le, "")


def c_commits(lang):
    lines = ["%s %s" % (hx(7 if chance(0.6) else 40), pick(["fix(billing): round KRW amounts", "chore: bump deps", "feat: add coupon expiry",
                                                          "revert \"feat: new checkout\"", "refactor(auth): split middleware", "ci: cache pnpm store",
                                                          "fix: 주문 취소 시 재고 복구 누락", "docs: README 갱신"])) for _ in range(rint(3, 6))]
    art = "$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines))
    bad = hx(40)
    mc = fill(L(lang, pick(["Didn't know the regression predates the release branch. History around it:\n{A}\nBisect points at {bad}.",
                            "I was missing which commit introduced the flaky behaviour; `git log` on the module:\n{A}\nFirst bad commit: {bad}.",
                            "The hotfix had to be cherry-picked and I didn't know which SHAs were already on the release branch:\n{A}\nAlso needed: {bad}."]),
                pick(["회귀가 릴리스 브랜치 이전부터 있었다는 걸 몰랐음. 주변 히스토리:\n{A}\nbisect 결과 {bad} 커밋.",
                      "어느 커밋에서 flaky 동작이 시작됐는지 몰랐음. 해당 모듈 `git log`:\n{A}\n첫 bad commit: {bad}.",
                      "hotfix를 cherry-pick 해야 했는데 어떤 SHA가 이미 릴리스 브랜치에 있는지 몰랐음:\n{A}\n추가로 필요한 것: {bad}."])), A=art, bad=bad)
    le = L(lang, "Use `git bisect run` with the failing test; it took 7 steps.", "실패하는 테스트로 `git bisect run` 돌리면 7단계면 찾음.")
    ak = L(lang, "Can I revert %s directly on main?" % bad[:12], "main에서 %s 바로 revert 해도 되나요?" % bad[:12])
    return note("clean: commit SHAs / git log", mc, le, ak)


def c_ids(lang):
    kind = pick(["trace", "aws_req", "stripe_objs", "toss", "sentry", "idem", "slack"])
    if kind == "trace":
        art = "traceparent: 00-%s-%s-01\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s" % (hx(32), hx(16), uid(), hx(8), hx(24))
    elif kind == "aws_req":
        art = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s\nextended request id: %s" % (uid().upper(), b64b(48))
    elif kind == "stripe_objs":
        art = "payment_intent=pi_%s customer=cus_%s charge=ch_%s event=evt_%s account=acct_%s" % (rs(24), rs(14), rs(24), rs(24), rs(16))
    elif kind == "toss":
        art = '{"orderId":"order-%s","paymentKey":"tgen_%s","status":"DONE","method":"카드","totalAmount":%d}' % (digits(10), digits(14) + rs(5, ALNUM_LO), rint(1000, 99000))
    elif kind == "sentry":
        art = "Sentry event %s (issue %s-%s), release %s@%s" % (hx(32), pick(["BILLING", "WEB"]), rs(3, ALNUM_UP), pick(SERVICES), hx(12))
    elif kind == "idem":
        art = "POST /v1/refunds\nIdempotency-Key: %s\nX-Correlation-ID: %s" % (uid(), uid())
    else:
        art = "channel=C0%s thread_ts=%d.%06d user=U0%s team=T0%s" % (rs(8, ALNUM_UP), ts_epoch(), rint(0, 999999), rs(8, ALNUM_UP), rs(8, ALNUM_UP))
    mc = L(lang, "I didn't have the identifiers needed to trace the failed %s across services. From the logs:\n%s" % (pick(["refund", "checkout", "webhook delivery", "sync"]), art),
           "실패한 %s 건을 서비스 간에 추적할 식별자가 없었음. 로그에서 찾은 것:\n%s" % (pick(["환불", "결제", "webhook 전송", "동기화"]), art))
    le = L(lang, pick(["Search by trace id first; request ids are per hop.", "These ids are safe to share with the vendor's support.", ""]),
           pick(["trace id로 먼저 검색할 것. request id는 hop마다 다름.", "이 id들은 vendor 고객지원에 공유해도 됨.", ""]))
    return note("clean: request/trace/object ids (%s)" % kind, mc, le, "")


def c_public_keys(lang):
    kind = pick(["authorized_keys", "pem_pub", "cert", "sops_age", "wg_peer", "gpg", "known_hosts", "jwks"])
    if kind == "authorized_keys":
        art = "\n".join(pick([ssh_ed25519_pub, ssh_rsa_pub])(c) for c in sample(["minho@mbp", "deploy@ci", "jisoo@thinkpad", "ansible"], 2))
        what = L(lang, "~/.ssh/authorized_keys on the bastion", "bastion의 ~/.ssh/authorized_keys")
    elif kind == "pem_pub":
        art = _pem_block("PUBLIC KEY", ec_public_pem_lines())
        what = L(lang, "the JWT verification public key", "JWT 검증용 public key")
    elif kind == "cert":
        body = wrap("MII" + pick(["D", "E", "F"]) + rs(rint(300, 420), B64), 64)
        art = _pem_block("CERTIFICATE", body)
        what = L(lang, "the partner's TLS certificate (for pinning)", "파트너 TLS 인증서 (pinning용)")
    elif kind == "sops_age":
        art = "creation_rules:\n  - path_regex: secrets/.*\\.enc\\.yaml$\n    age: >-\n      %s,\n      %s" % (age_public(), age_public())
        what = "`.sops.yaml`"
    elif kind == "wg_peer":
        art = "[Peer]\n# %s laptop\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(MATES_EN), wg_key(), rint(2, 250))
        what = L(lang, "the WireGuard server's peer list", "WireGuard 서버 peer 목록")
    elif kind == "gpg":
        fp = hxu(40)
        art = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s.io>\nsub   cv25519 2024-03-11 [E]" % (fp, pick(ORGS))
        what = L(lang, "the release signing key (public)", "릴리스 서명 키(공개키)")
    elif kind == "known_hosts":
        art = "%s ssh-ed25519 %s\n# fingerprint %s" % (pick(["github.com", "gitlab.internal", "10.0.1.5"]), ssh_ed25519_pub("x").split()[1], sha256_fp())
        what = "known_hosts"
    else:
        art = json.dumps({"keys": [{"kty": "RSA", "kid": hx(16), "use": "sig", "alg": "RS256", "n": b64u(256), "e": "AQAB"}]}, indent=1)
        what = L(lang, "the JWKS endpoint response", "JWKS 엔드포인트 응답")
    mc = fill(L(lang, pick(["Setup failed because I didn't know which public key is expected. This is {what}:\n{A}",
                            "{mate} asked which key to register; this is {what}:\n{A}",
                            "Missing context: {what} changed last week, which broke verification for everyone:\n{A}"]),
                pick(["어떤 public key를 기대하는지 몰라서 설정이 실패했음. {what} 내용:\n{A}",
                      "{mate}님이 어떤 키를 등록해야 하는지 물어봄. {what}:\n{A}",
                      "{what}가 지난주에 바뀌어서 모두 검증이 깨졌다는 컨텍스트가 없었음:\n{A}"])), what=what, A=art, mate=mate(lang))
    le = L(lang, "Public keys and fingerprints are fine to share; never the private half.", "public key랑 fingerprint는 공유해도 되지만 private key는 절대 안 됨.")
    return note("clean: public keys / certificates / fingerprints (%s)" % kind, mc, le, "")


def c_account_ids(lang):
    kind = pick(["aws", "azure", "google", "twilio", "firebase", "apple", "cloudinary", "confluent", "kakao"])
    if kind == "aws":
        acct = digits(12)
        art = "role_arn = arn:aws:iam::%s:role/%s\nkms_key_id = arn:aws:kms:%s:%s:key/%s\nsource_profile = sso" % (acct, pick(["deploy", "ReadOnly", "terraform-apply"]), pick(REGIONS), acct, uid())
    elif kind == "azure":
        art = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\n# auth via workload identity, no client secret" % (uid(), uid(), uid())
    elif kind == "google":
        art = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_PROJECT_NUMBER=%s" % (digits(12), rs(32, ALNUM_LO), digits(12))
    elif kind == "twilio":
        art = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hx(32), hx(32))
    elif kind == "firebase":
        art = '"project_id": "%s-%s",\n"mobilesdk_app_id": "1:%s:android:%s",\n"project_number": "%s"' % (pick(ORGS), digits(5), digits(12), hx(16), digits(12))
    elif kind == "apple":
        art = "APPLE_TEAM_ID=%s\nASC_KEY_ID=%s\nASC_ISSUER_ID=%s\n# the .p8 itself is in 1Password" % (rs(10, ALNUM_UP), rs(10, ALNUM_UP), uid())
    elif kind == "cloudinary":
        art = "cloud_name: %s\napi_key: %s\n# api_secret comes from the secret store" % (pick(["acme-media", "nuri"]), digits(15))
    elif kind == "confluent":
        art = "sasl.username=%s\nsasl.password=${CONFLUENT_API_SECRET}\nbootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092" % (rs(16, ALNUM_UP), rs(5, ALNUM_LO))
    else:
        art = "Kakao app ID: %s\nNative app key: (see console)\nredirect_uri: https://%s.co.kr/oauth/kakao/callback" % (digits(6), pick(ORGS))
    disp = {"aws": "AWS", "azure": "Azure", "google": "Google Cloud", "twilio": "Twilio", "firebase": "Firebase", "apple": "Apple Developer",
            "cloudinary": "Cloudinary", "confluent": "Confluent Cloud", "kakao": "Kakao Developers"}[kind]
    mc = L(lang, "I didn't know which %s account/project %s belongs to. The identifiers:\n%s" % (disp, pick(SERVICES), art),
           fill("{svc}가 어느 %s 계정/프로젝트 소속인지 몰랐음. 식별자:\n%s" % (disp, art), svc=pick(SERVICES)))
    le = L(lang, "These are identifiers, not secrets; the secret halves live elsewhere.", "이건 식별자일 뿐 secret이 아님. secret 쪽은 따로 보관됨.")
    ak = L(lang, "Is this the prod %s account or the sandbox one?" % disp, "이 %s 계정이 prod인가요 sandbox인가요?" % disp)
    return note("clean: account / client / key ids (%s)" % kind, mc, le, ak)


def c_base64_data(lang):
    kind = pick(["configmap", "jwt_header", "datauri", "ca_data", "pubsub"])
    if kind == "configmap":
        payload = "LOG_LEVEL=%s\nFEATURE_FLAGS=%s\nWORKERS=%d\nTZ=Asia/Seoul\n" % (pick(["info", "debug", "warn"]), ",".join(sample(["new-cart", "fast-search", "kakao-login", "dark-mode", "coupon-v2"], rint(1, 3))), rint(2, 16))
        art = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-env\nbinaryData:\n  app.env: %s" % (pick(SERVICES), b64s(payload))
    elif kind == "jwt_header":
        art = "header: %s  (decodes to {\"alg\":\"RS256\",\"kid\":\"%s\"})" % (b64us(jdump({"alg": "RS256", "kid": hx(8)})), hx(8))
        art = "JWT header: %s" % b64us(jdump({"alg": "RS256", "typ": "JWT", "kid": hx(16)}))
    elif kind == "datauri":
        art = "background: url(\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42m%s\");" % rs(20, B64)
    elif kind == "ca_data":
        inner = "-----BEGIN CERTIFICATE-----\nMIIC" + rs(100, B64)
        art = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com" % (b64s(inner)[:140], hxu(32))
    else:
        art = '{"message":{"data":"%s","messageId":"%s","publishTime":"2025-06-11T03:12:44.123Z"}}' % (b64s(jdump({"orderId": digits(9), "status": "PAID"})), digits(16))
    mc = L(lang, pick(["I assumed this blob was encrypted or secret, but it's just base64 of ordinary data:\n%s",
                       "The review bot flagged this as a possible secret; decoding shows plain data:\n%s",
                       "I didn't know this config is shipped base64-encoded; decoded, it's harmless:\n%s"]),
           pick(["이 blob이 암호화된 값이나 secret인 줄 알았는데 그냥 일반 데이터의 base64였음:\n%s",
                 "리뷰 봇이 secret 의심으로 표시했는데 디코딩해 보니 일반 데이터였음:\n%s",
                 "이 설정이 base64로 인코딩돼서 배포된다는 걸 몰랐음. 디코딩하면 평범한 값:\n%s"])) % art
    le = L(lang, "`base64 -d` before assuming anything is sensitive.", "민감하다고 판단하기 전에 `base64 -d`로 먼저 열어볼 것.")
    return note("clean: base64 of non-secret data (%s)" % kind, mc, le, "")


def c_long_ids(lang):
    items = [pick(["ami-0%s" % hx(16), "i-0%s" % hx(16), "vpc-0%s" % hx(16), "subnet-0%s" % hx(16), "sg-0%s" % hx(16)]),
             "arn:aws:ecs:%s:%s:task/%s/%s" % (pick(REGIONS), digits(12), pick(SERVICES), hx(32)),
             "%s/%s:%s-%s" % (pick(["ghcr.io/acme", "registry.nuri.kr/apps"]), pick(SERVICES), pick(["2025.06.11", "v3.14.2", "rc-42"]), hx(7)),
             "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Web/sites/%s" % (uid(), pick(ENVS), pick(SERVICES)),
             "gs://%s-artifacts/builds/%s/%s.tar.zst" % (pick(ORGS), digits(7), hx(40)),
             "projects/%s/locations/asia-northeast3/clusters/%s" % (pick(ORGS) + "-" + digits(6), pick(ENVS))]
    art = "\n".join(sample(items, rint(3, 5)))
    mc = L(lang, "I couldn't tell which resources belong to the %s stack; these are the ones the failing deploy touched:\n%s" % (pick(ENVS), art),
           "%s 스택에 속한 리소스가 뭔지 구분이 안 됐음. 실패한 배포가 건드린 리소스:\n%s" % (pick(ENVS), art))
    le = L(lang, "Tag everything with `stack=`; IDs alone tell you nothing.", "모든 리소스에 `stack=` 태그를 달 것. ID만으로는 알 수 없음.")
    return note("clean: long resource identifiers / versions", mc, le, "")


def c_password_policy(lang):
    n = rint(10, 16)
    en = pick(["Missing context: the admin console enforces min %d chars, one symbol, no reuse of the last 5, and 90-day expiry; the seed script violated it." % n,
               "I didn't know password rules differ: SSO users have none, local accounts need %d+ chars and MFA." % n,
               "Security review asked why we store passwords with bcrypt cost 10; policy now says argon2id, m=64MiB, t=3."])
    ko = pick(["어드민 콘솔 비밀번호 정책(최소 %d자, 특수문자 1개, 최근 5개 재사용 금지, 90일 만료)을 몰라서 seed 스크립트가 실패했음." % n,
               "SSO 사용자는 비번 정책이 없고 로컬 계정만 %d자 이상 + MFA 필수라는 걸 몰랐음." % n,
               "보안 리뷰에서 bcrypt cost 10 이유를 물어봄. 정책상 이제 argon2id (m=64MiB, t=3) 사용."])
    le = L(lang, pick(["Generate seed passwords at runtime instead of hardcoding them.", "The policy lives in `auth/policy.go`, not in the wiki.", ""]),
           pick(["seed 비밀번호는 하드코딩 말고 런타임에 생성할 것.", "정책 원본은 위키가 아니라 `auth/policy.go`에 있음.", ""]))
    ak = L(lang, "Does the policy apply to service accounts too?", "서비스 계정에도 이 정책이 적용되나요?")
    return note("clean: password policy discussion", L(lang, en, ko), le, ak)


def c_flags(lang):
    opts = ["docker run -p 8080:80 -p 5432:5432 %s/%s:dev" % (pick(ORGS), pick(SERVICES)),
            "ssh -p 2222 deploy@bastion.%s.io" % pick(ORGS),
            "mysql -h %s -u %s -p %s   # prompts for the password" % (pick(HOSTS), pick(DBUSERS), pick(DBNAMES)),
            "psql -h %s -U %s -W -d %s" % (pick(HOSTS), pick(DBUSERS), pick(DBNAMES)),
            "redis-cli -h cache.internal -p 6380 --tls",
            "scp -P 2200 build.tgz ops@10.0.%d.%d:/tmp/" % (rint(0, 9), rint(2, 250)),
            "pytest -p no:cacheprovider -k 'not slow'",
            "mkdir -p /var/lib/app/uploads && chown -R app: /var/lib/app",
            "kubectl port-forward svc/%s 8443:443 -n %s" % (pick(SERVICES), pick(ENVS)),
            "aws ecr get-login-password --region %s | docker login --username AWS --password-stdin %s.dkr.ecr.%s.amazonaws.com" % ("ap-northeast-2", digits(12), "ap-northeast-2"),
            "echo \"$REGISTRY_TOKEN\" | docker login ghcr.io -u $GITHUB_ACTOR --password-stdin",
            "openssl s_client -connect api.%s.io:443 -servername api.%s.io -showcerts" % (pick(ORGS), pick(ORGS))]
    art = "\n".join("$ " + x for x in sample(opts, rint(2, 4)))
    mc = L(lang, "I didn't know the local setup needs these exact commands (from the onboarding doc):\n" + art,
           "로컬 셋업에 정확히 이 명령들이 필요하다는 걸 몰랐음 (온보딩 문서):\n" + art)
    le = L(lang, "`-p` means port for docker/ssh/redis-cli but password prompt for mysql; don't mix them up.", "docker/ssh/redis-cli의 `-p`는 포트, mysql의 `-p`는 비밀번호 프롬프트임. 헷갈리지 말 것.")
    return note("clean: -p/-P flags, password prompts, --password-stdin", mc, le, "")


AWS_DOC_AK, AWS_DOC_SK = "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
JWT_IO = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"


def c_fake_fixtures(lang):
    kind = pick(["aws_doc", "test_pw", "jwtio", "dummy_tokens", "localstack"])
    if kind == "aws_doc":
        art = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s" % (AWS_DOC_AK, AWS_DOC_SK)
        ctx = L(lang, "moto tests use the AWS documentation example keys", "moto 테스트는 AWS 문서의 예시 키를 씀")
    elif kind == "test_pw":
        art = 'def test_login_rejects_wrong_password(client):\n    user = UserFactory(email="%s@example.com", password="%s")\n    resp = client.post("/login", json={"email": user.email, "password": "wrong-password"})\n    assert resp.status_code == 401' % (
            pick(["alice", "bob", "test-user", "qa"]), pick(["correct-horse-test-only", "fixture-password", "not-a-real-password", "test-only-pw"]))
        ctx = L(lang, "the auth tests create users with fixture passwords", "인증 테스트가 fixture 비밀번호로 유저를 만듦")
    elif kind == "jwtio":
        art = "const SAMPLE_TOKEN = \"%s\"; // jwt.io example, John Doe" % JWT_IO
        ctx = L(lang, "the decoder unit test uses the jwt.io sample token", "디코더 유닛 테스트가 jwt.io 샘플 토큰을 씀")
    elif kind == "dummy_tokens":
        art = 'os.environ.setdefault("STRIPE_SECRET_KEY", "sk_test_dummy")\nos.environ.setdefault("OPENAI_API_KEY", "test-openai-key")\nos.environ.setdefault("SLACK_BOT_TOKEN", "xoxb-test-token")'
        ctx = L(lang, "conftest sets dummy env vars so the clients can be constructed offline", "conftest가 오프라인에서 client 생성되도록 더미 env var를 넣음")
    else:
        art = "AWS_ACCESS_KEY_ID=test\nAWS_SECRET_ACCESS_KEY=test\nAWS_ENDPOINT_URL=http://localhost:4566"
        ctx = L(lang, "LocalStack accepts any credentials, conventionally 'test'", "LocalStack은 아무 credential이나 받음 (관례상 'test')")
    tf = "%s/tests/%s" % (pick(SERVICES), pick(["conftest.py", "test_auth.py", "fixtures.py", "setup.ts", "helpers_test.go"]))
    mc = L(lang, "Tests in `%s` failed on my machine until I learned that %s:\n%s" % (tf, ctx, art),
           "`%s` 테스트가 내 로컬에서 실패했음. 알고 보니 %s:\n%s" % (tf, ctx, art))
    le = L(lang, "Real credentials must never be needed for unit tests.", "유닛 테스트에 실제 credential이 필요하면 안 됨.")
    return note("clean: obviously fake test fixtures (%s)" % kind, mc, le, "")


def c_redacted(lang):
    kind = pick(["bearer", "rails", "gha", "json", "tfplan", "masked_prefix"])
    if kind == "bearer":
        art = "> GET /v1/orders HTTP/2\n> Host: api.%s.io\n> authorization: Bearer ***\n< HTTP/2 401\n< www-authenticate: Bearer error=\"invalid_token\"" % pick(ORGS)
    elif kind == "rails":
        art = 'Parameters: {"user"=>{"email"=>"jisoo@%s.com", "password"=>"[FILTERED]", "otp_attempt"=>"[FILTERED]"}}' % pick(ORGS)
    elif kind == "gha":
        art = "Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    AWS_SECRET_ACCESS_KEY: ***\nError: 403 from registry"
    elif kind == "json":
        art = '{"level":"error","msg":"upstream auth failed","api_key":"<redacted>","client_secret":"********","status":401}'
    elif kind == "tfplan":
        art = '  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-db"\n    }' % pick(ENVS)
    else:
        art = "token: ghp_************************************ (expired)\nkey: sk-proj-…%s (last 4 shown in dashboard)" % rs(4)
    mc = L(lang, pick(["The log didn't show which credential failed because values are masked:\n%s",
                       "Vendor support asked for the failing request; I sent it with the values already masked:\n%s",
                       "Missing context: our log pipeline masks credentials, so this is all we have from the incident:\n%s"]),
           pick(["값이 마스킹돼서 어떤 credential이 실패했는지 로그로는 알 수 없었음:\n%s",
                 "vendor 고객지원이 실패한 요청을 달라고 해서 값은 가린 채로 보냄:\n%s",
                 "로그 파이프라인이 credential을 마스킹한다는 걸 몰랐음. 장애 당시 남은 건 이게 전부:\n%s"])) % art
    le = L(lang, "Compare key fingerprints/last-4 in the vendor dashboard instead.", "vendor 대시보드에서 키 뒤 4자리나 fingerprint로 비교할 것.")
    return note("clean: already-redacted / masked values (%s)" % kind, mc, le, "")


def c_signatures(lang):
    kind = pick(["github", "stripe", "slack", "generic"])
    body_ts = ts_epoch()
    if kind == "github":
        art = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uid(), hx(64))
    elif kind == "stripe":
        art = "Stripe-Signature: t=%d,v1=%s,v0=%s" % (body_ts, hx(64), hx(64))
    elif kind == "slack":
        art = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (body_ts, hx(64))
    else:
        art = "X-Signature: %s\nX-Timestamp: %d\nX-Nonce: %s" % (b64b(32), body_ts, hx(16))
    mc = L(lang, pick(["Webhook verification failed and I didn't know the signature covers the raw body plus timestamp. Headers of the rejected delivery:\n",
                       "I didn't know redeliveries reuse the original signature, so our replay check rejected them:\n"]),
           pick(["webhook 검증이 실패했는데, 서명이 raw body + timestamp 기준이라는 걸 몰랐음. 거부된 요청 헤더:\n",
                 "재전송 시 원래 서명을 그대로 쓴다는 걸 몰라서 replay 체크가 거부했음:\n"])) + art
    le = L(lang, "The signature header is per-request output, not the secret.", "서명 헤더는 요청마다 계산된 결과값이지 secret이 아님.")
    return note("clean: webhook signature headers (%s)" % kind, mc, le, "")


def c_oauth_public(lang):
    url = "https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2F%s.io%%2Fauth%%2Fcallback&response_type=code&scope=openid%%20email&state=%s&nonce=%s&code_challenge=%s&code_challenge_method=S256" % (
        digits(12), rs(32, ALNUM_LO), pick(ORGS), rs(32, B64URL), hx(24), b64u(32))
    if chance(0.5):
        url = "https://nid.naver.com/oauth2.0/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2F%s.co.kr%%2Foauth%%2Fnaver&state=%s" % (rs(20), pick(ORGS), rs(24, B64URL))
    mc = L(lang, "Login loops back to the start page; I didn't know the state parameter must survive the redirect. Authorization URL we send:\n" + url,
           "로그인이 시작 페이지로 계속 돌아옴. state 파라미터가 redirect 후에도 유지돼야 한다는 걸 몰랐음. 우리가 보내는 authorization URL:\n" + url)
    le = L(lang, "state, nonce and code_challenge are public per-request values.", "state, nonce, code_challenge는 요청마다 바뀌는 공개값임.")
    return note("clean: OAuth authorize URL with client_id/state/PKCE", mc, le, "")


def c_db_url_nopw(lang):
    user, host, db = pick(DBUSERS), pick(HOSTS), pick(DBNAMES)
    art = pick(["DATABASE_URL=postgres://%s@%s:5432/%s?sslmode=verify-full  # IAM auth token is generated at connect time" % (user, host, db),
                "DATABASE_URL=postgresql://%s:${DB_PASSWORD}@%s:5432/%s" % (user, host, db),
                "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=${DB_PASSWORD}" % (host, db, user),
                "mongodb+srv://%s:<password>@cluster0.%s.mongodb.net/%s" % (user, rs(5, ALNUM_LO), db),
                "redis://:****@%s:6379/0" % host])
    mc = L(lang, pick(["Connection failed in %s and I didn't know the password is injected at runtime. Configured URL:\n%s",
                       "Missing context: in %s the DB credentials never appear in config; the URL is only a template:\n%s"]),
           pick(["%s에서 연결이 실패했는데 비밀번호가 런타임에 주입된다는 걸 몰랐음. 설정된 URL:\n%s",
                 "%s에서는 DB credential이 설정에 안 들어가고 URL은 템플릿일 뿐이라는 컨텍스트가 없었음:\n%s"])) % (pick(ENVS), art)
    return note("clean: DB URL without a literal password", mc, L(lang, "Check the injector sidecar logs first.", "injector sidecar 로그부터 확인할 것."), "")


def c_encrypted(lang):
    kind = pick(["sops", "ansible", "sealed", "kms"])
    if kind == "sops":
        art = "db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: %s" % (b64b(18), b64b(32), b64b(16), age_public())
    elif kind == "ansible":
        art = "db_password: !vault |\n    $ANSIBLE_VAULT;1.1;AES256\n    " + "\n    ".join(hx(80)[:64] for _ in range(4))
    elif kind == "sealed":
        art = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag%s" % rs(rint(200, 300), B64)
    else:
        art = "CiphertextBlob: AQICAH%s" % rs(rint(150, 220), B64)
    mc = L(lang, pick(["I didn't know these values are committed encrypted and decrypted only in the cluster:\n",
                       "I was about to rotate this thinking it leaked, but it's ciphertext:\n"]),
           pick(["이 값들이 암호화된 상태로 커밋되고 클러스터 안에서만 복호화된다는 걸 몰랐음:\n",
                 "유출된 줄 알고 rotate 하려다가 보니 암호문이었음:\n"])) + art
    le = L(lang, "Ciphertext is safe in git as long as the decryption key isn't.", "복호화 키만 안전하면 암호문은 git에 있어도 괜찮음.")
    return note("clean: encrypted blobs (%s)" % kind, mc, le, "")


def c_crypto_public(lang):
    art = "contract: 0x%s\ndeployer: 0x%s\ntx: 0x%s (block %d)" % (hx(40), hx(40), hx(64), rint(5_000_000, 9_000_000))
    mc = L(lang, "I didn't know which testnet contract the app points to. Deployment record:\n" + art, "앱이 어느 testnet 컨트랙트를 바라보는지 몰랐음. 배포 기록:\n" + art)
    return note("clean: public addresses / tx hashes", mc, L(lang, "Addresses and tx hashes are public on-chain data.", "주소와 tx hash는 온체인 공개 데이터임."), "")


# --- publishable (client-side) keys: clean, tagged [publishable] ------------------------
def _pub_items():
    return [
        ("Stripe", lambda: "const stripe = Stripe(\"pk_live_51%s\");" % rs(97)),
        ("Toss Payments", lambda: "const tossPayments = TossPayments(\"live_ck_%s\");" % rs(24)),
        ("Kakao", lambda: "Kakao.init('%s'); // JavaScript key, domain-restricted" % hx(32)),
        ("Firebase", lambda: "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(35, B64URL), *(lambda p: (p, p))(pick(ORGS) + "-" + digits(5)), digits(12), hx(22))),
        ("PostHog", lambda: "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(43)),
        ("Sentry", lambda: "Sentry.init({ dsn: \"https://%s@o%s.ingest.sentry.io/%s\", tracesSampleRate: 0.1 });" % (hx(32), digits(6), digits(7))),
        ("Algolia", lambda: "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(10, ALNUM_UP), hx(32))),
        ("Mapbox", lambda: "mapboxgl.accessToken = 'pk.%s.%s';" % (b64us(jdump({"u": pick(["acme-maps", "nuri-dev"]), "a": rs(25, ALNUM_LO)})), rs(22, B64URL))),
        ("Google reCAPTCHA", lambda: "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(38, B64URL)),
        ("Clerk", lambda: "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64s("clerk.%s.io$" % pick(ORGS)).rstrip("=")),
        ("Supabase", lambda: "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % jwt({"iss": "supabase", "ref": rs(20, LOWER), "role": "anon", "iat": 1717000000, "exp": 2032576000})),
        ("Google Maps", lambda: "<script src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\" async></script>" % rs(35, B64URL)),
        ("LaunchDarkly", lambda: "const ldClient = LDClient.initialize('%s', context); // client-side ID" % hx(24)),
        ("Statsig", lambda: "await Statsig.initialize('client-%s', { userID });" % rs(43)),
        ("Braintree", lambda: "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(8, ALNUM_LO), rs(16, ALNUM_LO))),
        ("Mixpanel", lambda: "mixpanel.init('%s', { track_pageview: true });" % hx(32)),
        ("Amplitude", lambda: "amplitude.init('%s', { defaultTracking: true });" % hx(32)),
        ("PortOne V2", lambda: "PortOne.requestPayment({ storeId: 'store-%s', channelKey: 'channel-key-%s', paymentId: `order-${Date.now()}` })" % (uid(), uid())),
    ]


def c_publishable(lang, idx=None):
    items = _pub_items()
    vendor, gen = items[idx] if idx is not None else pick(items)
    art = gen()
    mc = L(lang, pick(["The %s integration broke in the %s build; the key in the bundle was from the test project. Current init:\n%s",
                       "I didn't know the %s key is meant to be public and embedded in the frontend (%s). Snippet:\n%s"]) % (vendor, pick(ENVS), art),
           pick(["%s 연동이 %s 빌드에서 동작하지 않았는데 번들에 test 프로젝트 키가 들어가 있었음. 현재 초기화 코드:\n%s",
                 "%s 키는 원래 공개용이라 프론트엔드에 박혀 있어도 된다는 걸 몰랐음 (%s). 코드:\n%s"]) % (vendor, pick(ENVS), art))
    le = L(lang, pick(["Client-side keys are public by design; restrict them by domain/origin instead.", "The secret counterpart must stay on the server.", ""]),
           pick(["클라이언트 키는 원래 공개값이라 도메인/origin 제한으로 관리.", "짝이 되는 secret 키는 서버에만 둘 것.", ""]))
    return note("clean: publishable client-side key [%s] [publishable]" % vendor, mc, le, "", pub=True)


# --- ordinary notes (no risky-looking content) -----------------------------------------
PLAIN = [
    ("flaky test", "I didn't know `test_settlement_report` depends on the wall clock; it fails after 23:00 KST because of a UTC date boundary.",
     "Freeze time with `freezegun` in date-sensitive tests.", "Should the report use KST or UTC dates?",
     "`test_settlement_report`가 현재 시각에 의존한다는 걸 몰랐음. KST 23시 이후엔 UTC 날짜 경계 때문에 실패함.",
     "날짜 민감한 테스트는 `freezegun`으로 시간 고정할 것.", "정산 리포트 기준 날짜가 KST인가요 UTC인가요?"),
    ("migration order", "Missing context: migrations in `orders` must run before `billing` because of a foreign key; the deploy pipeline runs them alphabetically.",
     "Add an explicit dependency in the migration file.", "",
     "`orders` 마이그레이션이 FK 때문에 `billing`보다 먼저 돌아야 하는데, 배포 파이프라인은 알파벳 순으로 돌림. 이 컨텍스트가 없었음.",
     "마이그레이션 파일에 의존성을 명시적으로 추가할 것.", ""),
    ("build cache", "The Docker build took 14 minutes because the COPY of the whole repo happens before `npm ci`; I didn't know the layer order mattered here.",
     "Copy package.json and the lockfile first, then install, then copy sources.", "Can we enable BuildKit cache mounts on the runners?",
     "Docker 빌드가 14분 걸렸는데 `npm ci` 전에 repo 전체를 COPY 해서였음. 레이어 순서가 중요한 줄 몰랐다.",
     "package.json이랑 lockfile 먼저 COPY → install → 소스 COPY 순서로.", "runner에 BuildKit cache mount 켜도 되나요?"),
    ("encoding", "CSV exports opened as garbled text in Excel; nobody told me the accounting team needs UTF-8 with BOM.",
     "Write `\\ufeff` at the start of the file for Excel users.", "",
     "CSV export가 엑셀에서 깨져 보였음. 회계팀은 BOM 있는 UTF-8이 필요하다는 얘기를 못 들었다.",
     "엑셀 사용자용 파일은 맨 앞에 BOM을 붙일 것.", "EUC-KR로 달라는 요청도 있나요?"),
    ("timezone cron", "The nightly cron is defined in UTC in the Helm chart, so it ran at 9 AM KST and hit peak traffic.",
     "Use `timeZone: Asia/Seoul` on the CronJob (k8s 1.27+).", "Is 03:00 KST the agreed batch window?",
     "야간 cron이 Helm chart에 UTC로 정의돼 있어서 KST 오전 9시에 돌고 피크 트래픽과 겹쳤음.",
     "CronJob에 `timeZone: Asia/Seoul` 지정 (k8s 1.27 이상).", "배치 시간대가 KST 03:00로 합의된 건가요?"),
    ("lint config", "ESLint passed locally but failed in CI; CI uses the root config while my editor picked up `apps/web/.eslintrc`.",
     "Run `pnpm lint` from the repo root before pushing.", "",
     "로컬에선 ESLint 통과했는데 CI에서 실패. CI는 루트 설정을 쓰고 내 에디터는 `apps/web/.eslintrc`를 읽고 있었음.",
     "push 전에 repo 루트에서 `pnpm lint` 돌릴 것.", ""),
    ("N+1 query", "The order list endpoint issued 201 queries per page; I didn't know the serializer touches `order.items` lazily.",
     "Use `select_related`/`prefetch_related` and assert query counts in tests.", "Is there a budget for queries per request?",
     "주문 목록 API가 페이지당 쿼리를 201개 날리고 있었음. serializer가 `order.items`를 lazy 로딩하는 걸 몰랐다.",
     "`select_related`/`prefetch_related` 쓰고 테스트에서 쿼리 수 검증할 것.", "요청당 쿼리 수 기준이 있나요?"),
    ("feature flag", "The new checkout was hidden in staging because the flag defaults to off for internal users; I spent an hour thinking the deploy failed.",
     "Check the flag dashboard before debugging a missing feature.", "Who owns the checkout flags?",
     "staging에서 새 결제 화면이 안 보였는데 내부 사용자에겐 flag 기본값이 off라서였음. 배포 실패인 줄 알고 한 시간 날림.",
     "기능이 안 보이면 디버깅 전에 flag 대시보드부터 확인.", "결제 관련 flag owner가 누구예요?"),
    ("disk full", "Pods were evicted because `/var/log` filled up; log rotation is off on the legacy node group, which I didn't know.",
     "Ship logs to stdout and let the node agent handle rotation.", "",
     "`/var/log`가 가득 차서 pod가 evict 됐음. 레거시 node group은 log rotation이 꺼져 있다는 걸 몰랐다.",
     "로그는 stdout으로 내보내고 rotation은 node agent에 맡길 것.", "레거시 node group은 언제 없애나요?"),
    ("API pagination", "The partner API caps page size at 100 and silently ignores larger values; our sync assumed 500 and missed records.",
     "Follow the `next` cursor instead of computing offsets.", "Does the partner have a bulk export endpoint?",
     "파트너 API가 page size를 100으로 제한하고 더 큰 값은 조용히 무시함. 우리 sync는 500으로 가정해서 데이터가 빠졌음.",
     "offset 계산하지 말고 `next` 커서를 따라갈 것.", "파트너 쪽에 bulk export 엔드포인트가 있나요?"),
    ("memory limit", "The worker was OOM-killed at 512Mi; I didn't know the image processing step loads the whole file into memory.",
     "Stream the file in chunks; raising the limit only hides it.", "",
     "worker가 512Mi에서 OOM kill 됐음. 이미지 처리 단계가 파일 전체를 메모리에 올린다는 걸 몰랐다.",
     "파일은 chunk 단위로 스트리밍할 것. limit만 올리면 문제를 가릴 뿐.", ""),
    ("i18n", "Korean strings overflowed the button on iOS; the designer's spec assumes English lengths.",
     "Test with the longest locale (ko/de) in Storybook.", "Can design provide max lengths per locale?",
     "iOS에서 한국어 문구가 버튼 밖으로 넘침. 디자인 스펙이 영어 길이 기준이었음.",
     "Storybook에서 가장 긴 locale(ko/de)로 테스트할 것.", "디자인 쪽에서 locale별 최대 길이를 줄 수 있나요?"),
    ("retry storm", "During the incident our client retried without backoff and tripled the load; the SDK default is 5 immediate retries.",
     "Use exponential backoff with jitter and a retry budget.", "",
     "장애 중에 우리 client가 backoff 없이 재시도해서 부하를 세 배로 만들었음. SDK 기본값이 즉시 재시도 5회였다.",
     "지수 backoff + jitter + retry budget 적용.", "SDK 기본 설정을 팀 공통으로 바꿔도 될까요?"),
    ("monorepo paths", "Changes under `packages/ui` didn't trigger the web deploy; the path filter in CI only watches `apps/web/**`.",
     "Add shared package paths to the filter.", "Is there a list of which apps depend on which packages?",
     "`packages/ui` 변경이 web 배포를 트리거하지 않았음. CI path filter가 `apps/web/**`만 보고 있었다.",
     "공유 패키지 경로도 filter에 추가할 것.", "어떤 앱이 어떤 패키지에 의존하는지 목록이 있나요?"),
    ("decimal rounding", "Refund totals were off by 1 won because amounts were computed in float; finance expects half-up rounding per line item.",
     "Use Decimal and round per line, not on the total.", "",
     "환불 합계가 1원씩 틀렸는데 float로 계산해서였음. 재무팀은 항목별 반올림(half-up)을 기대함.",
     "Decimal 쓰고 합계가 아니라 항목별로 반올림할 것.", "반올림 규칙 문서가 따로 있나요?"),
    ("test data", "The e2e suite relies on a seeded merchant with id 42; the staging reset script no longer creates it.",
     "Seed data belongs in the repo, not in a manual step.", "Who maintains the staging reset script?",
     "e2e 테스트가 id 42인 seed 가맹점에 의존하는데, staging 초기화 스크립트가 더 이상 그걸 만들지 않음.",
     "seed 데이터는 수동 절차 말고 repo에 둘 것.", "staging 초기화 스크립트 관리자는 누구예요?"),
    ("gradle version", "The Android build broke after the AGP bump because the CI image still has JDK 11; AGP 8 needs 17.",
     "Pin the JDK via toolchains in build.gradle.", "",
     "AGP 올린 뒤 Android 빌드가 깨졌는데 CI 이미지가 아직 JDK 11이었음. AGP 8은 17 필요.",
     "build.gradle toolchain으로 JDK 버전 고정.", "CI 이미지 업데이트는 누가 하나요?"),
    ("rate limit", "Search indexing got 429s from the vendor at 10 rps; the limit is per account, shared with the batch job.",
     "Coordinate with the batch schedule or request a higher tier.", "Can we move the batch to off-peak?",
     "검색 인덱싱이 10rps에서 vendor 429를 받았음. 한도가 계정 단위라 배치 job과 공유되고 있었다.",
     "배치 스케줄과 조율하거나 상위 티어 요청.", "배치를 비피크 시간으로 옮겨도 되나요?"),
    ("websocket idle", "Realtime connections dropped every 60 s because the load balancer idle timeout is 60 s and the client pings every 90 s.",
     "Ping at 30 s or raise the idle timeout.", "",
     "실시간 연결이 60초마다 끊겼는데 LB idle timeout이 60초이고 client ping 주기는 90초였음.",
     "ping을 30초로 줄이거나 idle timeout을 늘릴 것.", ""),
    ("pdf fonts", "Invoices rendered Hangul as boxes on the server; the container lacks CJK fonts.",
     "Install `fonts-noto-cjk` in the image.", "Is the image size increase acceptable?",
     "서버에서 인보이스 PDF의 한글이 네모로 나옴. 컨테이너에 CJK 폰트가 없었다.",
     "이미지에 `fonts-noto-cjk` 설치.", "이미지 크기 늘어나는 거 괜찮나요?"),
    ("schema drift", "The analytics table had a column added manually in prod; dbt runs failed with a schema mismatch I couldn't reproduce in dev.",
     "Never alter prod schemas by hand; add a migration.", "",
     "analytics 테이블에 prod에서만 수동으로 컬럼이 추가돼 있었음. dev에서 재현 안 되는 schema mismatch로 dbt가 실패.",
     "prod 스키마를 손으로 바꾸지 말고 마이그레이션으로.", "prod 수동 변경 이력이 어디 남나요?"),
    ("cors", "The admin SPA got CORS errors only on the preview domain; the allowlist is a static list and previews have random subdomains.",
     "Allow the preview suffix with a regex, not a wildcard on everything.", "",
     "어드민 SPA가 preview 도메인에서만 CORS 에러. allowlist가 고정 목록이고 preview는 서브도메인이 랜덤임.",
     "preview suffix만 정규식으로 허용할 것 (전체 와일드카드 금지).", "preview 도메인 규칙이 바뀔 예정이 있나요?"),
]


def c_plain(lang):
    sc = pick(PLAIN)
    if lang == "en":
        mc, le, ak = sc[1], sc[2], sc[3]
    else:
        mc, le, ak = sc[4], sc[5], sc[6]
    r = R.random()
    if r < 0.2:
        le = ""
    elif r < 0.35:
        ak = ""
    if chance(0.25):
        extra = pick([L(lang, " (%s, %s)" % (pick(SERVICES), pick(ENVS)), " (%s, %s)" % (pick(SERVICES), pick(ENVS))),
                      L(lang, " Took about %d minutes to find." % rint(20, 180), " 찾는 데 %d분 정도 걸림." % rint(20, 180))])
        mc += extra
    return note("clean: plain task note (%s)" % sc[0], mc, le, ak, risky=False)


def c_plain_artifact(lang):
    """ordinary command output / config / diff without anything credential-like"""
    kind = pick(["kubectl", "diff", "sql", "table", "trace"])
    if kind == "kubectl":
        art = "$ kubectl get pods -n %s\nNAME                                READY   STATUS             RESTARTS   AGE\n%s-%s-%s   0/1     CrashLoopBackOff   %d          %dm" % (
            pick(ENVS), pick(SERVICES), hx(10), rs(5, ALNUM_LO), rint(3, 40), rint(5, 90))
        mc = L(lang, "I didn't know the readiness probe hits /healthz which needs the DB; the pod never became ready:\n" + art,
               "readiness probe가 DB가 필요한 /healthz를 호출한다는 걸 몰랐음. pod가 ready가 안 됨:\n" + art)
    elif kind == "diff":
        art = "--- a/helm/values-%s.yaml\n+++ b/helm/values-%s.yaml\n@@ -12,3 +12,3 @@\n resources:\n-  memory: 512Mi\n+  memory: 1Gi\n replicas: %d" % (
            *(lambda e: (e, e))(pick(ENVS)), rint(2, 6))
        mc = L(lang, "Missing context: memory limits are set per environment; my fix only touched prod:\n" + art,
               "메모리 limit이 환경별로 따로 설정돼 있다는 컨텍스트가 없었음. 내 수정은 prod만 건드렸다:\n" + art)
    elif kind == "sql":
        art = "EXPLAIN ANALYZE SELECT * FROM orders WHERE merchant_id = 42 AND created_at > now() - interval '7 days';\nSeq Scan on orders  (cost=0.00..%d.00 rows=%d) (actual time=0.02..%d.3 rows=%d loops=1)" % (
            rint(10000, 90000), rint(100, 9000), rint(100, 2000), rint(100, 9000))
        mc = L(lang, "The slow query had no index on (merchant_id, created_at); I assumed one existed:\n" + art,
               "느린 쿼리에 (merchant_id, created_at) 인덱스가 없었음. 있는 줄 알았다:\n" + art)
    elif kind == "table":
        art = "| env | replicas | cpu | memory |\n|---|---|---|---|\n| dev | 1 | 250m | 256Mi |\n| staging | 2 | 500m | 512Mi |\n| prod | %d | 1 | 1Gi |" % rint(3, 12)
        mc = L(lang, "I didn't have the sizing per environment; from the capacity doc:\n" + art, "환경별 사이징 정보가 없었음. capacity 문서 기준:\n" + art)
    else:
        art = 'Traceback (most recent call last):\n  File "/app/tasks/export.py", line %d, in run\n    rows = fetch(since)\n  File "/app/tasks/export.py", line %d, in fetch\n    raise TimeoutError("query exceeded 30s")\nTimeoutError: query exceeded 30s' % (rint(20, 90), rint(91, 200))
        mc = L(lang, "The export task times out at 30 s, a limit I didn't know the replica enforces:\n" + art,
               "export task가 30초에서 타임아웃남. replica에 statement timeout이 걸려 있다는 걸 몰랐음:\n" + art)
    le = L(lang, pick(["Check per-environment values before changing one.", "Measure before and after; don't guess.", ""]),
           pick(["하나 바꾸기 전에 환경별 값부터 확인.", "추측하지 말고 전후로 측정할 것.", ""]))
    return note("clean: ordinary output/config (%s)" % kind, mc, le, pick(["", L(lang, "Who reviews capacity changes?", "capacity 변경 리뷰는 누가 하나요?")]), risky=False)


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
LEFTOVER = ["{svc}", "{env}", "{vendor}", "{where}", "{mate}", "{A}", "{V}", "{label}", "§", "¤", "%s", "%d"]
CLEAN_FORBIDDEN = [r"sk_live_[0-9A-Za-z]{10}", r"gh[pousr]_[0-9A-Za-z]{30}", r"glpat-[\w-]{20}",
                   r"xox[bpa]-\d", r"AKIA(?!IOSFODNN7EXAMPLE)[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"PRIVATE KEY-----",
                   r"AGE-SECRET-KEY", r"npm_[A-Za-z0-9]{36}", r"hvs\.[A-Za-z0-9]{10}", r"pypi-AgEI", r"dop_v1_", r"SG\.[\w-]{22}\.", r"AIza[\w-]{35}(?![\s\S]*publishable)",
                   r"LTAI[A-Za-z0-9]{12}", r"whsec_\w{10}", r"dckr_pat_\w{10}", r"rk_live_\w{10}", r"github_pat_\w{10}", r"sk-ant-[\w-]{10}"]


def occurrences(hay, needle):
    out, i = [], hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def check_note(n, kind):
    import re
    f = [n["mc"], n["le"], n["ak"]]
    if not n["mc"]:
        return "empty missing_context"
    if len(f[0].encode()) > 1024 or len(f[1].encode()) > 1024 or len(f[2].encode()) > 512:
        return "field too long %s" % [len(x.encode()) for x in f]
    for x in f:
        for sec in sorted(n["secrets"], key=len, reverse=True):
            x = x.replace(sec, "")
        for lo in LEFTOVER:
            if lo in x:
                return "leftover placeholder %r" % lo
    if kind == "clean":
        if n["secrets"]:
            return "clean note lists secrets"
        for pat in CLEAN_FORBIDDEN:
            for x in f:
                x = re.sub(r"x{8,}|X{8,}|\*{8,}", "", x)
                if re.search(pat, x) and not (n["pub"] and pat.startswith("AIza")):
                    return "clean note matches forbidden pattern %s" % pat
        return None
    secs = n["secrets"]
    if not secs:
        return "secret note without secrets"
    for s in secs:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in x for x in f):
            return "secret not verbatim in fields: %r" % s[:40]
    for x in f:
        spans = [(i, i + len(s)) for s in secs for i in occurrences(x, s)]
        for s in secs:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for i in occurrences(x, w):
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return "window %r of a secret occurs outside the secrets" % w
    return None


# ---------------------------------------------------------------------------
# plan
# ---------------------------------------------------------------------------
N_SECRET, N_CLEAN, N_KO_SECRET, N_KO_CLEAN = 360, 360, 144, 144
N_VENDOR_SINGLE, N_MULTI = 150, 30

SPECIAL = [(t_mysql_p, 4), (t_psql, 4), (t_db_url_config, 8), (t_git_remote, 5), (t_netrc, 3), (t_docker_login, 4),
           (t_docker_config, 3), (t_npmrc, 4), (t_pypirc, 2), (t_pip_index, 2), (t_maven_settings, 2), (t_android_signing, 3),
           (t_nuget_composer_cargo, 3), (t_basic_auth, 4), (t_bearer_jwt, 4), (t_cookie, 5), (t_url_query_key, 4),
           (t_oauth_tokens, 2), (t_ws_jupyter, 3), (t_framework_secret, 8), (t_webhook_secret, 3), (t_private_key, 7),
           (t_gcp_sa_json, 2), (t_p8, 2), (t_wireguard, 2), (t_age_sops, 2), (t_ppk, 1), (t_openvpn_static, 1),
           (t_k8s_tokens, 4), (t_vault_init, 1), (t_wallet, 2), (t_password_chat, 7), (t_password_rotation, 3),
           (t_pin_puk, 3), (t_recovery_codes, 4), (t_totp, 3), (t_wifi, 2), (t_sshpass_ansible, 3), (t_windows, 2),
           (t_smtp, 3), (t_ldap_snmp_ipsec, 4), (t_apple_app_pw, 1), (t_kr_cert, 3), (t_rclone, 1), (t_gpg_pass, 2),
           (t_split_fields, 4), (t_long_sts, 2), (t_signed_url, 4), (t_aws_credentials_file, 2), (t_toss_basic, 1),
           (t_terraform_output, 1), (t_ci_log_leak, 2), (t_messenger_ko, 3), (t_misc_infra, 7), (t_sql_user, 3),
           (t_helm_spring, 3), (t_traceback_conn, 3)]
KO_LEANING = ("t_kr_cert", "t_messenger_ko", "t_toss_basic")

CLEAN_PLAN = [(c_publishable, 26), (c_hashes, 12), (c_commits, 10), (c_ids, 15), (c_public_keys, 17), (c_account_ids, 14),
              (c_base64_data, 10), (c_long_ids, 9), (c_password_policy, 9), (c_flags, 12), (c_fake_fixtures, 10), (c_redacted, 12),
              (c_signatures, 9), (c_oauth_public, 7), (c_db_url_nopw, 10), (c_encrypted, 10), (c_crypto_public, 4),
              (c_plain, 48), (c_plain_artifact, 16)]
N_CLEAN_VENDOR_REF, N_CLEAN_VENDOR_PLAIN = 75, 25


def max_value_len(vd):
    return max(len(v) for _, v, _ in vd.gen())


def build_jobs():
    """returns (secret_jobs, clean_jobs); a job is (kind, callable(lang) -> note, ko_weight)"""
    vendors = list(VENDORS)
    R.shuffle(vendors)
    long_ones = [vd for vd in vendors if max_value_len(vd) > 150]
    short_ones = [vd for vd in vendors if vd not in long_ones]
    # single-vendor notes: every long vendor + enough short ones; the remaining short vendors go into multi-vendor notes
    n_single_short = N_VENDOR_SINGLE - len(long_ones)
    single = long_ones + short_ones[:n_single_short]
    rest = short_ones[n_single_short:]
    R.shuffle(single)
    sjobs = []
    for vd in single:
        sjobs.append(("vendor", (lambda vd: lambda lang: t_vendor(vd, lang))(vd), 3.0 if vd.region == "kr" else 1.0))
    groups = [[] for _ in range(N_MULTI)]
    for i, vd in enumerate(rest):
        groups[i % N_MULTI].append(vd)
    for g in groups:
        while len(g) < 2:
            g.append(pick(short_ones))
        sjobs.append(("multi", (lambda g: lambda lang: t_multi(g, lang))(list(g)), 3.0 if any(v.region == "kr" for v in g) else 1.0))
    base = sum(c for _, c in SPECIAL)
    n_special = N_SECRET - len(sjobs)
    specs = []
    for fn, c in SPECIAL:
        specs += [fn] * c
    while len(specs) < n_special:
        specs.append(wpick(SPECIAL))
    assert len(specs) == n_special, (len(specs), n_special, base)
    for fn in specs:
        sjobs.append(("special", fn, 3.0 if fn.__name__ in KO_LEANING else 1.0))
    cjobs = []
    n_pub_items = len(_pub_items())
    for fn, c in CLEAN_PLAN:
        if fn is c_publishable:
            order = list(range(n_pub_items))
            R.shuffle(order)
            while len(order) < c:
                order.append(R.randrange(n_pub_items))
            for idx in order[:c]:
                cjobs.append(("clean", (lambda idx: lambda lang: c_publishable(lang, idx))(idx), 1.0))
            continue
        for _ in range(c):
            cjobs.append(("clean", fn, 1.0))
    for _ in range(N_CLEAN_VENDOR_REF):
        vd = pick(VENDORS)
        cjobs.append(("clean", (lambda vd: lambda lang: c_vendor_ref(vd, lang))(vd), 3.0 if vd.region == "kr" else 1.0))
    for _ in range(N_CLEAN_VENDOR_PLAIN):
        vd = pick(VENDORS)
        cjobs.append(("clean", (lambda vd: lambda lang: c_vendor_plain(vd, lang))(vd), 3.0 if vd.region == "kr" else 1.0))
    assert len(sjobs) == N_SECRET and len(cjobs) == N_CLEAN, (len(sjobs), len(cjobs))
    return sjobs, cjobs


def assign_langs(jobs, n_ko):
    """weighted sampling without replacement (Efraimidis-Spirakis), deterministic via R"""
    keyed = [(R.random() ** (1.0 / w), i) for i, (_, _, w) in enumerate(jobs)]
    keyed.sort(reverse=True)
    ko = [False] * len(jobs)
    for _, i in keyed[:n_ko]:
        ko[i] = True
    return ["ko" if k else "en" for k in ko]


GENERIC_ASK = {"en": ["Who should I ask about this next time?", "Is this documented anywhere I missed?",
                      "Which team owns this part of the stack?", "Should this go into the onboarding doc?",
                      "Is there a runbook for this?", "What's the expected way to do this in CI?"],
               "ko": ["다음엔 이건 누구한테 물어봐야 하나요?", "제가 놓친 문서가 있나요?", "이 부분은 어느 팀 담당인가요?",
                      "온보딩 문서에 추가해도 될까요?", "이거 runbook이 있나요?", "CI에서는 원래 어떻게 하는 게 맞나요?"]}


def generate():
    sjobs, cjobs = build_jobs()
    out = []
    seen = set()
    for kind, jobs, n_ko in (("secret", sjobs, N_KO_SECRET), ("clean", cjobs, N_KO_CLEAN)):
        langs = assign_langs(jobs, n_ko)
        for (jk, fn, _), lang in zip(jobs, langs):
            err = None
            CUR["lang"] = lang
            for attempt in range(60):
                n = fn(lang)
                if not n["ak"] and chance(0.3):
                    n["ak"] = pick(GENERIC_ASK[lang])
                err = check_note(n, kind)
                key = (n["mc"], n["le"], n["ak"])
                if err is None and key in seen:
                    err = "duplicate"
                if err is None:
                    break
            if err is not None:
                raise AssertionError("cannot generate %s note (%s): %s" % (kind, n["category"], err))
            seen.add(key)
            out.append((kind, lang, n))
    R.shuffle(out)
    records = []
    for i, (kind, lang, n) in enumerate(out):
        records.append({"id": "dj%03d" % (i + 1), "lang": lang, "kind": kind, "category": n["category"],
                        "fields": {"missing_context": n["mc"], "lesson": n["le"], "ask_next_time": n["ak"]},
                        "secrets": n["secrets"] if kind == "secret" else [],
                        "_pub": n["pub"], "_risky": n["risky"]})
    return records


def final_checks(records):
    ids = [r["id"] for r in records]
    assert len(ids) == len(set(ids))
    kinds = [r["kind"] for r in records]
    assert kinds.count("secret") == kinds.count("clean") == len(records) // 2
    for r in records:
        f = r["fields"]
        n = {"mc": f["missing_context"], "le": f["lesson"], "ak": f["ask_next_time"], "secrets": r["secrets"], "pub": r["_pub"]}
        err = check_note(n, r["kind"])
        assert err is None, (r["id"], err)
        if r["_pub"]:
            assert r["kind"] == "clean" and r["category"].endswith(" [publishable]")
    clean = [r for r in records if r["kind"] == "clean"]
    assert sum(r["_pub"] for r in clean) <= 0.10 * len(clean)
    assert sum(r["_risky"] for r in clean) >= (2.0 / 3.0) * len(clean)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "blind_set_v54.jsonl"
    records = generate()
    final_checks(records)
    lines = []
    for r in records:
        rec = {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
               "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                          "ask_next_time": r["fields"]["ask_next_time"]},
               "secrets": r["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    # summary (stderr, so stdout stays clean)
    sys.stderr.write("wrote %d notes to %s sha256=%s\n" % (len(records), path, hashlib.sha256(data).hexdigest()))
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            sys.stderr.write("  %s/%s: %d\n" % (kind, lang, sum(1 for r in records if r["kind"] == kind and r["lang"] == lang)))
    clean = [r for r in records if r["kind"] == "clean"]
    sys.stderr.write("  clean risky-looking: %d, publishable: %d, plain: %d\n" % (
        sum(r["_risky"] for r in clean), sum(r["_pub"] for r in clean), sum(not r["_risky"] for r in clean)))


if __name__ == "__main__":
    main()
