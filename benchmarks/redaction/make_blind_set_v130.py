#!/usr/bin/env python3
"""Generator of blind evaluation set v130 for a credential-redaction filter.

Python 3 standard library only, no network, deterministic: a single
random.Random(130_2026_1128) drives every choice; no set iteration, no hash().

Output: blind_set_v130.jsonl next to this script (720 notes, ids gh001..gh720).
"""
import base64
import hashlib
import hmac
import json
import os
import struct
import sys
import urllib.parse
import zlib

import random

R = random.Random(130_2026_1128)

OUT_DIR = os.path.dirname(os.path.abspath(__file__))
OUT_FILE = os.path.join(OUT_DIR, "blind_set_v130.jsonl")

# ---------------------------------------------------------------------------
# primitives
# ---------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64A = AN + "+/"
B64U = AN + "-_"
B32A = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B62 = DG + UP + LO


def ch(seq):
    return seq[R.randrange(len(seq))]


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def hexs(n):
    return rs(HEX, n)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_json(obj):
    return b64u(json.dumps(obj, separators=(",", ":")).encode())


def digits(n):
    return str(R.randrange(1, 10)) + rs(DG, n - 1)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


_CYC = {}


def cyc(name, options):
    """cycle through options in shuffled rounds, so every variant of a template gets used."""
    q = _CYC.setdefault(name, [])
    if not q:
        q.extend(shuffled(options))
    return q.pop()


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def sample(seq, k):
    return R.sample(list(seq), k)


def base62(num, width):
    out = ""
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, n_random=30):
    """GitHub-style token: prefix + 30 base62 chars + 6-char base62 CRC32."""
    body = rs(AN, n_random)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def jwt(payload, header=None, sig_bytes=32):
    header = header or {"alg": "HS256", "typ": "JWT"}
    return b64u_json(header) + "." + b64u_json(payload) + "." + b64u(rbytes(sig_bytes))


def pct(s):
    return urllib.parse.quote(s, safe="")


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ---------------------------------------------------------------------------
# small crypto so that key material has a real structure
# ---------------------------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(v):
    b = v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def der_oid(dotted):
    parts = [int(x) for x in dotted.split(".")]
    out = bytes([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        enc = [p & 0x7F]
        p >>= 7
        while p:
            enc.append(0x80 | (p & 0x7F))
            p >>= 7
        out += bytes(reversed(enc))
    return der(0x06, out)


def pem(label, der_bytes):
    lines = wrap(b64(der_bytes), 64)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label), lines


# P-256
P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
          0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def _ec_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    p = P256_P
    if P[0] == Q[0]:
        if (P[1] + Q[1]) % p == 0:
            return None
        lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], p - 2, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], p - 2, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return (x, (lam * (P[0] - x) - P[1]) % p)


def _ec_mul(k, P):
    R_ = None
    while k:
        if k & 1:
            R_ = _ec_add(R_, P)
        P = _ec_add(P, P)
        k >>= 1
    return R_


def ec_p256_keypair():
    d = R.randrange(1, P256_N)
    Q = _ec_mul(d, P256_G)
    pub = b"\x04" + Q[0].to_bytes(32, "big") + Q[1].to_bytes(32, "big")
    return d, pub


def ec_private_pem(pkcs8=False):
    d, pub = ec_p256_keypair()
    oid_curve = der_oid("1.2.840.10045.3.1.7")
    if pkcs8:
        inner = der(0x30, der_int(1) + der(0x04, d.to_bytes(32, "big")) +
                    der(0xA1, der(0x03, b"\x00" + pub)))
        alg = der(0x30, der_oid("1.2.840.10045.2.1") + oid_curve)
        body = der(0x30, der_int(0) + alg + der(0x04, inner))
        return pem("PRIVATE KEY", body), pub
    body = der(0x30, der_int(1) + der(0x04, d.to_bytes(32, "big")) +
               der(0xA0, oid_curve) + der(0xA1, der(0x03, b"\x00" + pub)))
    return pem("EC PRIVATE KEY", body), pub


def ec_public_pem(pub):
    alg = der(0x30, der_oid("1.2.840.10045.2.1") + der_oid("1.2.840.10045.3.1.7"))
    return pem("PUBLIC KEY", der(0x30, alg + der(0x03, b"\x00" + pub)))[0]


# Ed25519 / X25519
ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P
ED_B = (15112221349535400772501151409588531511454012693041857206046113283949847762202,
        46316835694926478169428394003475163141307993866256225615783033603165251855960)


def _ed_add(P, Q):
    x1, y1 = P
    x2, y2 = Q
    p = ED_P
    t = ED_D * x1 * x2 * y1 * y2 % p
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, p - 2, p) % p
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, p - 2, p) % p
    return (x3, y3)


def _ed_mul(k, P):
    Q = (0, 1)
    while k:
        if k & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        k >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _ed_mul(a, ED_B)
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def x25519(k_bytes, u=9):
    k = bytearray(k_bytes)
    k[0] &= 248
    k[31] &= 127
    k[31] |= 64
    k = int.from_bytes(k, "little")
    p = ED_P
    x1, x2, z2, x3, z3, swap = u, 1, 0, u, 1, 0
    for t in reversed(range(255)):
        kt = (k >> t) & 1
        swap ^= kt
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = kt
        A = (x2 + z2) % p; AA = A * A % p
        B = (x2 - z2) % p; BB = B * B % p
        E = (AA - BB) % p
        C = (x3 + z3) % p; D = (x3 - z3) % p
        DA = D * A % p; CB = C * B % p
        x3 = (DA + CB) ** 2 % p
        z3 = x1 * (DA - CB) ** 2 % p
        x2 = AA * BB % p
        z2 = E * (AA + 121665 * E) % p
    if swap:
        x2, x3, z2, z3 = x3, x2, z3, z2
    return (x2 * pow(z2, p - 2, p) % p).to_bytes(32, "little")


def wg_keypair():
    priv = bytearray(rbytes(32))
    priv[0] &= 248
    priv[31] &= 127
    priv[31] |= 64
    priv = bytes(priv)
    return b64(priv), b64(x25519(priv))


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_ed25519(comment):
    seed = rbytes(32)
    pk = ed25519_pub(seed)
    blob = _sshstr("ssh-ed25519") + _sshstr(pk)
    check = rbytes(4)
    priv = check + check + blob + _sshstr(seed + pk) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    raw = (b"openssh-key-v1\x00" + _sshstr("none") + _sshstr("none") + _sshstr(b"") +
           struct.pack(">I", 1) + _sshstr(blob) + _sshstr(priv))
    lines = wrap(b64(raw), 70)
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    pub = "ssh-ed25519 %s %s" % (b64(blob), comment)
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    return text, lines, pub, fp


def ssh_pub_only(comment):
    pk = ed25519_pub(rbytes(32))
    blob = _sshstr("ssh-ed25519") + _sshstr(pk)
    pub = "ssh-ed25519 %s %s" % (b64(blob), comment)
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    return pub, fp


def ssh_rsa_pub_only(comment, bits=2048):
    n = R.getrandbits(bits) | (1 << (bits - 1)) | 1
    nb = n.to_bytes(bits // 8, "big")
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + nb)
    pub = "ssh-rsa %s %s" % (b64(blob), comment)
    fp = "SHA256:" + b64(hashlib.sha256(blob).digest()).rstrip("=")
    return pub, fp


def _is_probable_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(12):
        a = R.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits):
    while True:
        c = R.getrandbits(bits) | (3 << (bits - 2)) | 1
        if _is_probable_prime(c):
            return c


def rsa_private_pem(bits=1024, pkcs8=False):
    e = 65537
    while True:
        p, q = _prime(bits // 2), _prime(bits // 2)
        phi = (p - 1) * (q - 1)
        if p != q and phi % e:
            break
    n = p * q
    d = pow(e, -1, phi)
    body = der(0x30, b"".join(der_int(v) for v in
                              (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p))))
    if pkcs8:
        alg = der(0x30, der_oid("1.2.840.113549.1.1.1") + b"\x05\x00")
        return pem("PRIVATE KEY", der(0x30, der_int(0) + alg + der(0x04, body)))
    return pem("RSA PRIVATE KEY", body)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32(hrp, data_bytes):
    acc, bits, data = 0, 0, []
    for b in data_bytes:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    hrpx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hrpx + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def age_keypair():
    k = rbytes(32)
    return bech32("age-secret-key-", k).upper(), bech32("age", x25519(k))


def totp_secret(nbytes=20):
    return base64.b32encode(rbytes(nbytes)).decode().rstrip("=")


def luhn_ok(num):
    s = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


# ---------------------------------------------------------------------------
# Hangul helpers (Korean-keyboard typed passwords)
# ---------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(text):
    out = []
    for c in text:
        code = ord(c) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(c)
    return "".join(out)


# ---------------------------------------------------------------------------
# vendor registry: every credential body is generated here, in its public shape
# ---------------------------------------------------------------------------
VENDORS = []


def V(name, env, gen, hdr="bearer", url=None, sdk=None, vendor=True, slug=None):
    VENDORS.append({"name": name, "env": env, "gen": gen, "hdr": hdr, "url": url,
                    "sdk": sdk or {}, "vendor": vendor,
                    "slug": slug or name.lower().split()[0].replace(".", "").replace("-", "")})


def one(env, value):
    return [(env, value, True)]


def snowflake_id():
    return str(R.randrange(10 ** 17, 10 ** 18 * 2))


def aws_key_id(prefix="AKIA"):
    return prefix + rs(B32A, 16)


def aws_secret():
    return rs(B64A, 40)


def az_client_secret():
    return rs(AN, 3) + "8Q~" + rs(AN + "~._-", 34)


def atlassian_token():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)


def openai_key():
    kind = ch(["proj", "proj", "svcacct", "legacy"])
    if kind == "legacy":
        return "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)
    return "sk-%s-" % kind + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def discord_bot():
    uid = snowflake_id()
    return b64(uid.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, ch([27, 38]))


def supabase_jwt(role, ref):
    iat = R.randrange(1690000000, 1730000000)
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315360000})


def sentry_org_token(org):
    payload = {"iat": R.randrange(1700000000, 1730000000) + R.random(), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": org}
    return "sntrys_" + b64(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(B64A, 43)


def basic_pair(user, pw):
    return b64(("%s:%s" % (user, pw)).encode())


V("OpenAI", "OPENAI_API_KEY", lambda: one("OPENAI_API_KEY", openai_key()),
  url="https://api.openai.com/v1/models",
  sdk={"py": 'from openai import OpenAI\nclient = OpenAI(api_key="@0@")',
       "js": 'const openai = new OpenAI({ apiKey: "@0@" });',
       "go": 'client := openai.NewClient(option.WithAPIKey("@0@"))'})
V("Anthropic", "ANTHROPIC_API_KEY",
  lambda: one("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA"),
  hdr="h:x-api-key", url="https://api.anthropic.com/v1/messages",
  sdk={"py": 'client = anthropic.Anthropic(api_key="@0@")',
       "js": 'const anthropic = new Anthropic({ apiKey: "@0@" });'})
V("Anthropic Admin", "ANTHROPIC_ADMIN_KEY",
  lambda: one("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs(B64U, 93) + "AA"),
  hdr="h:x-api-key", url="https://api.anthropic.com/v1/organizations/users", slug="anthropic")
V("AWS", "AWS_SECRET_ACCESS_KEY",
  lambda: [("AWS_ACCESS_KEY_ID", aws_key_id(), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
           ("AWS_DEFAULT_REGION", ch(["ap-northeast-2", "us-east-1", "eu-west-1", "us-west-2"]), False)],
  hdr="none",
  sdk={"py": 's3 = boto3.client("s3", aws_access_key_id="@0@",\n                  aws_secret_access_key="@1@")',
       "js": 'const s3 = new S3Client({ region: "@2@", credentials: { accessKeyId: "@0@", secretAccessKey: "@1@" } });',
       "java": 'AwsBasicCredentials creds = AwsBasicCredentials.create("@0@", "@1@");',
       "go": 'cfg.Credentials = credentials.NewStaticCredentialsProvider("@0@", "@1@", "")'})
V("AWS STS", "AWS_SESSION_TOKEN",
  lambda: [("AWS_ACCESS_KEY_ID", aws_key_id("ASIA"), True), ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
           ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(B64A, 300) + "==", True)],
  hdr="none", slug="aws")
V("GitHub", "GITHUB_TOKEN", lambda: one("GITHUB_TOKEN", crc_token(ch(["ghp_", "ghp_", "gho_", "ghs_"]))),
  url="https://api.github.com/user/repos",
  sdk={"py": 'g = Github(auth=Auth.Token("@0@"))', "js": 'const octokit = new Octokit({ auth: "@0@" });',
       "go": 'client := github.NewClient(nil).WithAuthToken("@0@")'})
V("GitHub fine-grained", "GH_TOKEN",
  lambda: one("GH_TOKEN", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)),
  url="https://api.github.com/repos/acme/infra/actions/runs", slug="github")
V("GitLab", "GITLAB_TOKEN", lambda: one("GITLAB_TOKEN", "glpat-" + rs(B64U, 20)),
  hdr="h:PRIVATE-TOKEN", url="https://gitlab.com/api/v4/projects")
V("GitLab Runner", "CI_RUNNER_TOKEN", lambda: one("RUNNER_TOKEN", "glrt-" + rs(B64U, 20)), hdr="none", slug="gitlab")
V("GitLab trigger", "TRIGGER_TOKEN", lambda: one("TRIGGER_TOKEN", "glptt-" + hexs(40)), hdr="none", slug="gitlab")
V("Slack bot", "SLACK_BOT_TOKEN",
  lambda: one("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(AN, 24))),
  url="https://slack.com/api/chat.postMessage",
  sdk={"py": 'client = WebClient(token="@0@")', "js": 'const web = new WebClient("@0@");'}, slug="slack")
V("Slack user", "SLACK_USER_TOKEN",
  lambda: one("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), hexs(32))),
  url="https://slack.com/api/conversations.history", slug="slack")
V("Slack webhook", "SLACK_WEBHOOK_URL",
  lambda: [("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/T%s/B%s/" % (rs(ANU, 10), rs(ANU, 11)), False),
           ("_tail", rs(AN, 24), True)], hdr="url", slug="slack")
V("Stripe", "STRIPE_SECRET_KEY",
  lambda: one("STRIPE_SECRET_KEY", ch(["sk_live_", "sk_live_", "sk_test_", "rk_live_"]) + rs(AN, ch([24, 99]))),
  hdr="basic:key", url="https://api.stripe.com/v1/charges",
  sdk={"py": 'stripe.api_key = "@0@"', "js": 'const stripe = require("stripe")("@0@");',
       "rb": 'Stripe.api_key = "@0@"', "php": '$stripe = new \\Stripe\\StripeClient(\'@0@\');',
       "go": 'stripe.Key = "@0@"'})
V("Stripe webhook", "STRIPE_WEBHOOK_SECRET", lambda: one("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32)),
  hdr="none", sdk={"py": 'event = stripe.Webhook.construct_event(payload, sig_header, "@0@")',
                   "js": 'stripe.webhooks.constructEvent(req.body, sig, "@0@");'}, slug="stripe")
V("Google Gemini", "GEMINI_API_KEY", lambda: one("GEMINI_API_KEY", "AIza" + rs(B64U, 35)),
  hdr="h:x-goog-api-key", url="https://generativelanguage.googleapis.com/v1beta/models",
  sdk={"py": 'genai.configure(api_key="@0@")', "js": 'const genAI = new GoogleGenerativeAI("@0@");'}, slug="gemini")
V("Google OAuth", "GOOGLE_CLIENT_SECRET",
  lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32)), False),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)], hdr="none", slug="google")
V("Google refresh token", "GOOGLE_REFRESH_TOKEN",
  lambda: one("GOOGLE_REFRESH_TOKEN", "1//0" + rs(AN, 1) + rs(B64U, 98)), hdr="none", slug="google")
V("Google access token", "GOOGLE_ACCESS_TOKEN",
  lambda: one("ACCESS_TOKEN", "ya29.a0" + rs(B64U, 170)), url="https://www.googleapis.com/drive/v3/files", slug="google")
V("Azure AD", "AZURE_CLIENT_SECRET",
  lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
           ("AZURE_CLIENT_SECRET", az_client_secret(), True)], hdr="none",
  sdk={"py": 'cred = ClientSecretCredential(tenant_id="@0@", client_id="@1@", client_secret="@2@")',
       "cs": 'var cred = new ClientSecretCredential("@0@", "@1@", "@2@");'}, slug="azure")
V("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING",
  lambda: [("AZURE_STORAGE_CONNECTION_STRING",
            "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=" % ("st" + rs(ANL, 10)), False),
           ("_key", b64(rbytes(64)), True), ("_tail", ";EndpointSuffix=core.windows.net", False)],
  hdr="none", slug="azure")
V("Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda: one("AZURE_OPENAI_API_KEY", hexs(32)),
  hdr="h:api-key", url="https://contoso-oai.openai.azure.com/openai/deployments?api-version=2024-02-01", slug="azure")
V("Azure DevOps", "AZURE_DEVOPS_PAT", lambda: one("AZURE_DEVOPS_EXT_PAT", rs(B32A.lower()[:26] + "234567", 52)),
  hdr="basic:blank", url="https://dev.azure.com/contoso/_apis/projects", slug="azuredevops")
V("Azure Service Bus", "SERVICEBUS_CONNECTION",
  lambda: [("SERVICEBUS_CONNECTION", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" % ("sb-" + rs(ANL, 8)), False),
           ("_key", b64(rbytes(32)), True)], hdr="none", slug="azure")
V("Twilio", "TWILIO_AUTH_TOKEN",
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)],
  hdr="basic:pair", url="https://api.twilio.com/2010-04-01/Accounts.json",
  sdk={"py": 'client = Client("@0@", "@1@")', "js": 'const client = twilio("@0@", "@1@");'})
V("SendGrid", "SENDGRID_API_KEY", lambda: one("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
  url="https://api.sendgrid.com/v3/mail/send",
  sdk={"py": 'sg = SendGridAPIClient("@0@")', "js": 'sgMail.setApiKey("@0@");'})
V("Mailgun", "MAILGUN_API_KEY",
  lambda: one("MAILGUN_API_KEY", ch(["key-" + hexs(32), "%s-%s-%s" % (hexs(32), hexs(8), hexs(8))])),
  hdr="basic:api", url="https://api.mailgun.net/v3/mg.example.co/messages")
V("Mailchimp", "MAILCHIMP_API_KEY", lambda: one("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(R.randrange(1, 22))),
  hdr="basic:any", url="https://us6.api.mailchimp.com/3.0/lists")
V("Postmark", "POSTMARK_SERVER_TOKEN", lambda: one("POSTMARK_SERVER_TOKEN", uuid4()),
  hdr="h:X-Postmark-Server-Token", url="https://api.postmarkapp.com/email")
V("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: one("SHOPIFY_ACCESS_TOKEN", ch(["shpat_", "shpca_", "shppa_"]) + hexs(32)),
  hdr="h:X-Shopify-Access-Token", url="https://acme-store.myshopify.com/admin/api/2024-04/orders.json")
V("Shopify app", "SHOPIFY_API_SECRET", lambda: one("SHOPIFY_API_SECRET", "shpss_" + hexs(32)), hdr="none", slug="shopify")
V("npm", "NPM_TOKEN", lambda: one("NPM_TOKEN", crc_token("npm_")), hdr="none")
V("PyPI", "PYPI_TOKEN",
  lambda: one("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJD" + rs(B64U, 8) + "-" + rs(B64U, 4) + "-" + rs(B64U, 150)), hdr="none")
V("Docker Hub", "DOCKERHUB_TOKEN", lambda: one("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27)), hdr="none", slug="docker")
V("HashiCorp Vault", "VAULT_TOKEN", lambda: one("VAULT_TOKEN", "hvs." + ch([rs(AN, 24), "CAES" + rs(B64U, 86)])),
  hdr="h:X-Vault-Token", url="https://vault.internal:8200/v1/secret/data/app", slug="vault")
V("Terraform Cloud", "TFE_TOKEN", lambda: one("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67)),
  url="https://app.terraform.io/api/v2/organizations", slug="terraform")
V("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: one("DIGITALOCEAN_TOKEN", ch(["dop_v1_", "doo_v1_"]) + hexs(64)),
  url="https://api.digitalocean.com/v2/droplets")
V("Heroku", "HEROKU_API_KEY", lambda: one("HEROKU_API_KEY", "HRKU-" + uuid4()),
  url="https://api.heroku.com/apps")
V("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: one("CLOUDFLARE_API_TOKEN", rs(B64U, 40)),
  url="https://api.cloudflare.com/client/v4/user/tokens/verify")
V("Cloudflare global key", "CF_API_KEY",
  lambda: [("CF_API_EMAIL", "ops@" + ch(["acme.io", "example.kr", "hanbit.dev"]), False), ("CF_API_KEY", hexs(37), True)],
  hdr="h:X-Auth-Key", url="https://api.cloudflare.com/client/v4/zones", slug="cloudflare")
V("Cloudflare R2", "R2_SECRET_ACCESS_KEY",
  lambda: [("R2_ACCESS_KEY_ID", hexs(32), True), ("R2_SECRET_ACCESS_KEY", hexs(64), True)], hdr="none", slug="cloudflare")
V("Datadog", "DD_API_KEY", lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)],
  hdr="dd", url="https://api.datadoghq.com/api/v1/monitor")
V("New Relic", "NEW_RELIC_API_KEY", lambda: one("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27)),
  hdr="h:API-Key", url="https://api.newrelic.com/graphql", slug="newrelic")
V("New Relic license", "NEW_RELIC_LICENSE_KEY", lambda: one("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL"),
  hdr="none", slug="newrelic")
V("Sentry", "SENTRY_AUTH_TOKEN",
  lambda: one("SENTRY_AUTH_TOKEN", ch([sentry_org_token(ch(["acme", "hanbit", "moa-labs"])), "sntryu_" + hexs(64)])),
  url="https://sentry.io/api/0/projects/")
V("Atlassian", "JIRA_API_TOKEN", lambda: [("JIRA_EMAIL", ch(["jin.park", "alex.m", "s.kim"]) + "@acme.io", False),
                                           ("JIRA_API_TOKEN", atlassian_token(), True)],
  hdr="basic:pair", url="https://acme.atlassian.net/rest/api/3/search", slug="jira")
V("Bitbucket", "BITBUCKET_APP_PASSWORD", lambda: one("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 28) + rs(HEXU, 8)),
  hdr="none")
V("Linear", "LINEAR_API_KEY", lambda: one("LINEAR_API_KEY", "lin_api_" + rs(AN, 40)),
  hdr="h:Authorization", url="https://api.linear.app/graphql")
V("Notion", "NOTION_TOKEN", lambda: one("NOTION_TOKEN", ch(["secret_" + rs(AN, 43), "ntn_" + digits(11) + rs(AN, 35)])),
  url="https://api.notion.com/v1/search", sdk={"js": 'const notion = new Client({ auth: "@0@" });',
                                                 "py": 'notion = Client(auth="@0@")'})
V("Figma", "FIGMA_TOKEN", lambda: one("FIGMA_TOKEN", "figd_" + rs(B64U, 40)),
  hdr="h:X-Figma-Token", url="https://api.figma.com/v1/me")
V("Airtable", "AIRTABLE_API_KEY", lambda: one("AIRTABLE_API_KEY", "pat" + rs(AN, 14) + "." + hexs(64)),
  url="https://api.airtable.com/v0/meta/bases")
V("Hugging Face", "HF_TOKEN", lambda: one("HF_TOKEN", "hf_" + rs(UP + LO, 34)),
  url="https://huggingface.co/api/whoami-v2",
  sdk={"py": 'login(token="@0@")'}, slug="huggingface")
V("Replicate", "REPLICATE_API_TOKEN", lambda: one("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37)),
  url="https://api.replicate.com/v1/predictions")
V("Groq", "GROQ_API_KEY", lambda: one("GROQ_API_KEY", "gsk_" + rs(AN, 52)),
  url="https://api.groq.com/openai/v1/models", sdk={"py": 'client = Groq(api_key="@0@")'})
V("Perplexity", "PERPLEXITY_API_KEY", lambda: one("PERPLEXITY_API_KEY", "pplx-" + rs(AN, 48)),
  url="https://api.perplexity.ai/chat/completions")
V("xAI", "XAI_API_KEY", lambda: one("XAI_API_KEY", "xai-" + rs(AN, 80)), url="https://api.x.ai/v1/models")
V("Mistral", "MISTRAL_API_KEY", lambda: one("MISTRAL_API_KEY", rs(AN, 32)), url="https://api.mistral.ai/v1/models",
  sdk={"py": 'client = Mistral(api_key="@0@")'})
V("Cohere", "CO_API_KEY", lambda: one("CO_API_KEY", rs(AN, 40)), url="https://api.cohere.com/v2/chat",
  sdk={"py": 'co = cohere.ClientV2("@0@")'})
V("DeepSeek", "DEEPSEEK_API_KEY", lambda: one("DEEPSEEK_API_KEY", "sk-" + hexs(32)),
  url="https://api.deepseek.com/chat/completions")
V("OpenRouter", "OPENROUTER_API_KEY", lambda: one("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64)),
  url="https://openrouter.ai/api/v1/chat/completions")
V("Fireworks", "FIREWORKS_API_KEY", lambda: one("FIREWORKS_API_KEY", "fw_" + rs(AN, 24)),
  url="https://api.fireworks.ai/inference/v1/models")
V("Together AI", "TOGETHER_API_KEY", lambda: one("TOGETHER_API_KEY", "tgp_v1_" + rs(B64U, 43)),
  url="https://api.together.xyz/v1/models", slug="together")
V("ElevenLabs", "ELEVENLABS_API_KEY", lambda: one("ELEVENLABS_API_KEY", "sk_" + hexs(48)),
  hdr="h:xi-api-key", url="https://api.elevenlabs.io/v1/voices")
V("Pinecone", "PINECONE_API_KEY", lambda: one("PINECONE_API_KEY", "pcsk_" + rs(AN, 5) + "_" + rs(AN, 64)),
  hdr="h:Api-Key", url="https://api.pinecone.io/indexes", sdk={"py": 'pc = Pinecone(api_key="@0@")'})
V("Supabase", "SUPABASE_SERVICE_ROLE_KEY",
  lambda: (lambda ref: [("SUPABASE_URL", "https://%s.supabase.co" % ref, False),
                        ("SUPABASE_SERVICE_ROLE_KEY", supabase_jwt("service_role", ref), True)])(rs(LO, 20)),
  hdr="h:apikey", sdk={"js": 'const supabase = createClient("@0@", "@1@");',
                       "py": 'supabase = create_client("@0@", "@1@")'})
V("Supabase PAT", "SUPABASE_ACCESS_TOKEN", lambda: one("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40)),
  url="https://api.supabase.com/v1/projects", slug="supabase")
V("Supabase secret key", "SUPABASE_SECRET_KEY", lambda: one("SUPABASE_SECRET_KEY", "sb_secret_" + rs(B64U, 31)),
  hdr="h:apikey", slug="supabase")
V("Vercel", "VERCEL_TOKEN", lambda: one("VERCEL_TOKEN", rs(AN, 24)), url="https://api.vercel.com/v9/projects")
V("Netlify", "NETLIFY_AUTH_TOKEN", lambda: one("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36)),
  url="https://api.netlify.com/api/v1/sites")
V("Fly.io", "FLY_API_TOKEN", lambda: one("FLY_API_TOKEN", "FlyV1 fm2_" + rs(B64A, 180)), hdr="none", slug="fly")
V("Render", "RENDER_API_KEY", lambda: one("RENDER_API_KEY", "rnd_" + rs(AN, 32)), url="https://api.render.com/v1/services")
V("Railway", "RAILWAY_TOKEN", lambda: one("RAILWAY_TOKEN", uuid4()), hdr="none")
V("PlanetScale", "PLANETSCALE_SERVICE_TOKEN", lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ANL, 12), False),
                                                         ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(AN + "_", 43), True)],
  hdr="none")
V("Neon", "NEON_API_KEY", lambda: one("NEON_API_KEY", "napi_" + rs(ANL, 64)), url="https://console.neon.tech/api/v2/projects")
V("Upstash", "UPSTASH_REDIS_REST_TOKEN",
  lambda: [("UPSTASH_REDIS_REST_URL", "https://%s-%s-%s.upstash.io" % (ch(["apt", "fond", "known", "sharp"]), ch(["cat", "owl", "fox", "eel"]), digits(5)), False),
           ("UPSTASH_REDIS_REST_TOKEN", "A" + ch("XYZ") + rs(B64U, 58) + "=", True)])
V("Algolia", "ALGOLIA_ADMIN_KEY", lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
  hdr="algolia", sdk={"js": 'const client = algoliasearch("@0@", "@1@");', "py": 'client = SearchClient.create("@0@", "@1@")'})
V("Mapbox", "MAPBOX_SECRET_TOKEN",
  lambda: one("MAPBOX_DOWNLOADS_TOKEN", "sk." + b64u_json({"u": ch(["jinpark", "acme-maps", "hanbit"]), "a": rs(ANL, 25)}) + "." + rs(B64U, 22)),
  hdr="none")
V("Okta", "OKTA_API_TOKEN", lambda: one("OKTA_API_TOKEN", "00" + rs(B64U, 40)), hdr="ssws",
  url="https://acme.okta.com/api/v1/users")
V("Auth0", "AUTH0_CLIENT_SECRET", lambda: [("AUTH0_CLIENT_ID", rs(AN, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)],
  hdr="none")
V("Clerk", "CLERK_SECRET_KEY", lambda: one("CLERK_SECRET_KEY", ch(["sk_live_", "sk_test_"]) + rs(AN, 40)),
  url="https://api.clerk.com/v1/users")
V("Discord", "DISCORD_BOT_TOKEN", lambda: one("DISCORD_TOKEN", discord_bot()), hdr="bot",
  url="https://discord.com/api/v10/users/@me", sdk={"py": 'client.run("@0@")', "js": 'client.login("@0@");'})
V("Discord webhook", "DISCORD_WEBHOOK_URL",
  lambda: [("DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/%s/" % snowflake_id(), False),
           ("_tail", rs(B64U, 68), True)], hdr="url", slug="discord")
V("Telegram", "TELEGRAM_BOT_TOKEN", lambda: one("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(10), rs(B64U, 33))),
  hdr="tg", sdk={"py": 'app = ApplicationBuilder().token("@0@").build()'})
V("X (Twitter)", "TWITTER_BEARER_TOKEN",
  lambda: one("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 4) + "AAAAAAAA" + rs(AN, 24) + "%3D" + rs(AN, 50)),
  url="https://api.twitter.com/2/tweets/search/recent?query=from:acme", slug="twitter")
V("Meta Graph", "FB_ACCESS_TOKEN", lambda: one("FB_PAGE_ACCESS_TOKEN", "EAA" + rs(AN, 3) + "ZCZBZ" + rs(AN, 170)),
  hdr="q:access_token", url="https://graph.facebook.com/v19.0/me/accounts", slug="facebook")
V("Dropbox", "DROPBOX_ACCESS_TOKEN", lambda: one("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(B64U, 140)),
  url="https://api.dropboxapi.com/2/files/list_folder")
V("Asana", "ASANA_PAT", lambda: one("ASANA_ACCESS_TOKEN", "2/%s/%s:%s" % (digits(16), digits(16), hexs(32))),
  url="https://app.asana.com/api/1.0/users/me")
V("Trello", "TRELLO_TOKEN", lambda: [("TRELLO_KEY", hexs(32), False), ("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(HEXU, 8), True)],
  hdr="none")
V("CircleCI", "CIRCLECI_TOKEN", lambda: one("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hexs(40)),
  hdr="h:Circle-Token", url="https://circleci.com/api/v2/me")
V("Buildkite", "BUILDKITE_API_TOKEN", lambda: one("BUILDKITE_API_TOKEN", "bkua_" + hexs(40)),
  url="https://api.buildkite.com/v2/organizations")
V("Snyk", "SNYK_TOKEN", lambda: one("SNYK_TOKEN", uuid4()), hdr="token", url="https://api.snyk.io/v1/user/me")
V("SonarQube", "SONAR_TOKEN", lambda: one("SONAR_TOKEN", ch(["squ_", "sqp_", "sqa_"]) + hexs(40)), hdr="basic:key",
  url="https://sonar.acme.io/api/projects/search")
V("JFrog", "ARTIFACTORY_API_KEY", lambda: one("ARTIFACTORY_API_KEY", "AKCp" + rs(AN, 69)),
  hdr="h:X-JFrog-Art-Api", url="https://acme.jfrog.io/artifactory/api/repositories")
V("Grafana", "GRAFANA_SERVICE_ACCOUNT_TOKEN",
  lambda: one("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hexs(8)), url="https://grafana.acme.io/api/dashboards/uid/abc")
V("Grafana Cloud", "GRAFANA_CLOUD_TOKEN",
  lambda: one("GRAFANA_CLOUD_API_KEY", "glc_" + b64(json.dumps({"o": digits(6), "n": "stack-" + digits(6) + "-hm-read",
                                                                    "k": rs(AN, 24), "m": {"r": "prod-ap-northeast-0"}}, separators=(",", ":")).encode())),
  hdr="none", slug="grafana")
V("Pulumi", "PULUMI_ACCESS_TOKEN", lambda: one("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40)), hdr="token",
  url="https://api.pulumi.com/api/user")
V("Doppler", "DOPPLER_TOKEN", lambda: one("DOPPLER_TOKEN", "dp.st." + ch(["prd", "stg", "dev"]) + "." + rs(AN, 40)),
  hdr="none")
V("1Password", "OP_SERVICE_ACCOUNT_TOKEN",
  lambda: one("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + b64u_json({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(B64U, 22)}, "email": rs(ANL, 12) + "@1passwordserviceaccounts.com", "srpX": hexs(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(ANU, 6) + "-" + rs(ANU, 6), "throttleSecret": {"seed": hexs(64), "deviceUuid": rs(ANL, 26)}, "deviceUuid": rs(ANL, 26)})),
  hdr="none", slug="1password")
V("Postman", "POSTMAN_API_KEY", lambda: one("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34)),
  hdr="h:X-Api-Key", url="https://api.getpostman.com/collections")
V("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: one("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43)),
  url="https://api.contentful.com/spaces")
V("Shippo", "SHIPPO_API_KEY", lambda: one("SHIPPO_API_KEY", "shippo_live_" + hexs(40)), hdr="h:Authorization",
  url="https://api.goshippo.com/shipments/")
V("EasyPost", "EASYPOST_API_KEY", lambda: one("EASYPOST_API_KEY", "EZAK" + hexs(54)), hdr="basic:key",
  url="https://api.easypost.com/v2/shipments")
V("Square", "SQUARE_ACCESS_TOKEN", lambda: one("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60)),
  url="https://connect.squareup.com/v2/locations")
V("PayPal", "PAYPAL_CLIENT_SECRET", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False),
                                             ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)], hdr="basic:pair",
  url="https://api-m.paypal.com/v1/oauth2/token")
V("Braintree", "BRAINTREE_ACCESS_TOKEN",
  lambda: one("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(ANL, 16), hexs(32))), hdr="none")
V("Adyen", "ADYEN_API_KEY",
  lambda: one("ADYEN_API_KEY", "AQE" + rs(AN, 3) + "mfx" + rs(AN, 40) + "+" + rs(AN, 30) + "=-" + rs(B64A, 43) + "=-" + rs(AN, 16)),
  hdr="h:X-API-Key", url="https://checkout-test.adyen.com/v71/paymentMethods")
V("Razorpay", "RAZORPAY_KEY_SECRET", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14), False),
                                              ("RAZORPAY_KEY_SECRET", rs(AN, 24), True)], hdr="basic:pair",
  url="https://api.razorpay.com/v1/payments")
V("Paystack", "PAYSTACK_SECRET_KEY", lambda: one("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40)),
  url="https://api.paystack.co/transaction")
V("Flutterwave", "FLW_SECRET_KEY", lambda: one("FLW_SECRET_KEY", ch(["FLWSECK-", "FLWSECK_TEST-"]) + hexs(32) + "-X"),
  url="https://api.flutterwave.com/v3/transactions")
V("Mollie", "MOLLIE_API_KEY", lambda: one("MOLLIE_API_KEY", ch(["live_", "test_"]) + rs(AN, 30)),
  url="https://api.mollie.com/v2/payments")
V("Alchemy", "ALCHEMY_API_KEY",
  lambda: [("ALCHEMY_RPC_URL", "https://eth-mainnet.g.alchemy.com/v2/", False), ("_tail", rs(B64U, 32), True)], hdr="url")
V("Infura", "INFURA_API_KEY",
  lambda: [("INFURA_URL", "https://mainnet.infura.io/v3/", False), ("_tail", hexs(32), True)], hdr="url")
V("Etherscan", "ETHERSCAN_API_KEY", lambda: one("ETHERSCAN_API_KEY", rs(ANU, 34)), hdr="q:apikey",
  url="https://api.etherscan.io/api?module=account&action=balance&address=0x" + "%s")
V("Mixpanel", "MIXPANEL_SERVICE_ACCOUNT_SECRET",
  lambda: [("MIXPANEL_SERVICE_ACCOUNT", "etl-sync." + digits(6) + ".mp-service-account", False),
           ("MIXPANEL_SERVICE_ACCOUNT_SECRET", rs(AN, 32), True)], hdr="basic:pair",
  url="https://mixpanel.com/api/app/me")
V("Amplitude", "AMPLITUDE_SECRET_KEY", lambda: [("AMPLITUDE_API_KEY", hexs(32), False), ("AMPLITUDE_SECRET_KEY", hexs(32), True)],
  hdr="basic:pair", url="https://amplitude.com/api/2/export")
V("PostHog", "POSTHOG_PERSONAL_API_KEY", lambda: one("POSTHOG_PERSONAL_API_KEY", "phx_" + rs(AN, 47)),
  url="https://us.posthog.com/api/projects/")
V("LaunchDarkly", "LD_SDK_KEY", lambda: one("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4()), hdr="none",
  sdk={"py": 'ldclient.set_config(Config("@0@"))', "java": 'LDClient client = new LDClient("@0@");',
       "go": 'client, _ := ld.MakeClient("@0@", 5*time.Second)'})
V("LaunchDarkly API", "LD_API_TOKEN", lambda: one("LD_API_TOKEN", "api-" + uuid4()), hdr="h:Authorization",
  url="https://app.launchdarkly.com/api/v2/flags/default", slug="launchdarkly")
V("Intercom", "INTERCOM_ACCESS_TOKEN",
  lambda: one("INTERCOM_ACCESS_TOKEN", b64(("tok:" + uuid4().replace("-", "_")[:8] + "_" + uuid4().replace("-", "_") + ":1:0").encode())),
  url="https://api.intercom.io/contacts")
V("Zendesk", "ZENDESK_API_TOKEN", lambda: [("ZENDESK_EMAIL", "support-bot@acme.io", False), ("ZENDESK_API_TOKEN", rs(AN, 40), True)],
  hdr="zendesk", url="https://acme.zendesk.com/api/v2/tickets.json")
V("HubSpot", "HUBSPOT_ACCESS_TOKEN", lambda: one("HUBSPOT_ACCESS_TOKEN", ch(["pat-na1-", "pat-eu1-"]) + uuid4()),
  url="https://api.hubapi.com/crm/v3/objects/contacts")
V("Salesforce", "SF_ACCESS_TOKEN",
  lambda: one("SF_ACCESS_TOKEN", "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96)),
  url="https://acme.my.salesforce.com/services/data/v60.0/sobjects")
V("Pipedrive", "PIPEDRIVE_API_TOKEN", lambda: one("PIPEDRIVE_API_TOKEN", hexs(40)), hdr="q:api_token",
  url="https://acme.pipedrive.com/api/v1/deals")
V("Mailjet", "MJ_APIKEY_PRIVATE", lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)],
  hdr="basic:pair", url="https://api.mailjet.com/v3.1/send")
V("Brevo", "BREVO_API_KEY", lambda: one("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AN, 16)),
  hdr="h:api-key", url="https://api.brevo.com/v3/smtp/email")
V("Resend", "RESEND_API_KEY", lambda: one("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24)),
  url="https://api.resend.com/emails", sdk={"js": 'const resend = new Resend("@0@");'})
V("Mandrill", "MANDRILL_API_KEY", lambda: one("MANDRILL_KEY", "md-" + rs(B64U, 22)), hdr="none")
V("SparkPost", "SPARKPOST_API_KEY", lambda: one("SPARKPOST_API_KEY", hexs(40)), hdr="h:Authorization",
  url="https://api.sparkpost.com/api/v1/transmissions")
V("Vonage", "VONAGE_API_SECRET", lambda: [("VONAGE_API_KEY", rs(ANL, 8), False), ("VONAGE_API_SECRET", rs(AN, 16), True)],
  hdr="none")
V("Plivo", "PLIVO_AUTH_TOKEN", lambda: [("PLIVO_AUTH_ID", "MA" + rs(ANU, 18), False), ("PLIVO_AUTH_TOKEN", rs(AN, 40), True)],
  hdr="basic:pair", url="https://api.plivo.com/v1/Account/")
V("Pusher", "PUSHER_SECRET", lambda: [("PUSHER_APP_ID", digits(7), False), ("PUSHER_KEY", hexs(20), False),
                                      ("PUSHER_SECRET", hexs(20), True)], hdr="none")
V("Ably", "ABLY_API_KEY", lambda: one("ABLY_API_KEY", rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)),
  hdr="basic:key", url="https://rest.ably.io/channels")
V("Confluent", "CONFLUENT_API_SECRET", lambda: [("CONFLUENT_API_KEY", rs(ANU, 16), True),
                                                ("CONFLUENT_API_SECRET", rs(B64A, 64), True)], hdr="basic:pair",
  url="https://pkc-" + "%s.ap-northeast-2.aws.confluent.cloud:443/kafka/v3/clusters")
V("Databricks", "DATABRICKS_TOKEN", lambda: one("DATABRICKS_TOKEN", "dapi" + hexs(32) + ch(["", "-2", "-3"])),
  url="https://adb-%s.azuredatabricks.net/api/2.0/clusters/list")
V("Cloudinary", "CLOUDINARY_URL",
  lambda: [("CLOUDINARY_URL", "cloudinary://%s:" % digits(15), False), ("_key", rs(B64U, 27), True),
           ("_tail", "@" + ch(["acme-media", "dxk2ab", "hanbit"]), False)], hdr="none")
V("Twitch", "TWITCH_CLIENT_SECRET", lambda: [("TWITCH_CLIENT_ID", rs(ANL, 30), False), ("TWITCH_CLIENT_SECRET", rs(ANL, 30), True)],
  hdr="none")
V("Spotify", "SPOTIFY_CLIENT_SECRET", lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)],
  hdr="none")
V("Riot Games", "RIOT_API_KEY", lambda: one("RIOT_API_KEY", "RGAPI-" + uuid4()), hdr="h:X-Riot-Token",
  url="https://kr.api.riotgames.com/lol/status/v4/platform-data", slug="riot")
V("Steam", "STEAM_WEB_API_KEY", lambda: one("STEAM_API_KEY", rs(HEXU, 32)), hdr="q:key",
  url="https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?steamids=7656119" + "%s")
V("Kakao", "KAKAO_REST_API_KEY", lambda: one("KAKAO_REST_API_KEY", hexs(32)), hdr="kakao",
  url="https://dapi.kakao.com/v2/local/search/address.json?query=판교역로")
V("Kakao Admin", "KAKAO_ADMIN_KEY", lambda: one("KAKAO_ADMIN_KEY", hexs(32)), hdr="kakaoadmin",
  url="https://kapi.kakao.com/v1/user/ids", slug="kakao")
V("Naver Cloud", "NCP_SECRET_KEY", lambda: [("NCP_ACCESS_KEY", rs(ANU, 20), True), ("NCP_SECRET_KEY", rs(AN, 40), True)],
  hdr="none", slug="ncloud")
V("Naver Developers", "NAVER_CLIENT_SECRET", lambda: [("NAVER_CLIENT_ID", rs(AN + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(AN + "_", 10), True)],
  hdr="naver", url="https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", slug="naver")
V("Toss Payments", "TOSS_SECRET_KEY", lambda: one("TOSS_SECRET_KEY", ch(["live_sk_", "test_sk_", "live_gsk_"]) + rs(AN, 28)),
  hdr="basic:key", url="https://api.tosspayments.com/v1/payments/confirm", slug="toss")
V("PortOne", "PORTONE_API_SECRET", lambda: one("PORTONE_API_SECRET", rs(AN, 80)), hdr="portone",
  url="https://api.portone.io/payments", slug="portone")
V("LINE Messaging", "LINE_CHANNEL_ACCESS_TOKEN",
  lambda: [("LINE_CHANNEL_SECRET", hexs(32), True), ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64A, 171) + "=", True)],
  url="https://api.line.me/v2/bot/info", slug="line")
V("Solapi", "SOLAPI_API_SECRET", lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), True), ("SOLAPI_API_SECRET", rs(ANU, 32), True)],
  hdr="none")
V("Aligo", "ALIGO_API_KEY", lambda: [("ALIGO_USER_ID", ch(["acmekr", "hanbitdev", "moashop"]), False), ("ALIGO_API_KEY", rs(ANL, 32), True)],
  hdr="none")
V("Channel Talk", "CHANNEL_ACCESS_SECRET", lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)],
  hdr="channel", url="https://api.channel.io/open/v5/user-chats", slug="channeltalk")
V("Sendbird", "SENDBIRD_API_TOKEN", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
  hdr="h:Api-Token")
V("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), True)],
  hdr="none", slug="alibaba")
V("Yandex Cloud", "YC_TOKEN", lambda: one("YC_TOKEN", "y0_" + rs(B64U, 55)), hdr="none", slug="yandex")
V("IBM Cloud", "IBMCLOUD_API_KEY", lambda: one("IBMCLOUD_API_KEY", rs(B64U, 44)), hdr="none", slug="ibm")
V("Scaleway", "SCW_SECRET_KEY", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), True), ("SCW_SECRET_KEY", uuid4(), True)],
  hdr="h:X-Auth-Token", url="https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")
V("Linode", "LINODE_TOKEN", lambda: one("LINODE_TOKEN", hexs(64)), url="https://api.linode.com/v4/linode/instances")
V("Vultr", "VULTR_API_KEY", lambda: one("VULTR_API_KEY", rs(ANU, 36)), url="https://api.vultr.com/v2/instances")
V("Hetzner", "HCLOUD_TOKEN", lambda: one("HCLOUD_TOKEN", rs(AN, 64)), url="https://api.hetzner.cloud/v1/servers")
V("Backblaze B2", "B2_APPLICATION_KEY",
  lambda: [("B2_APPLICATION_KEY_ID", "005" + hexs(22), False), ("B2_APPLICATION_KEY", "K005" + rs(AN + "/+", 27), True)],
  hdr="none", slug="backblaze")
V("MinIO", "MINIO_SECRET_KEY", lambda: [("MINIO_ACCESS_KEY", rs(ANU, 20), True), ("MINIO_SECRET_KEY", rs(AN, 40), True)],
  hdr="none")
V("Firebase FCM legacy", "FCM_SERVER_KEY",
  lambda: one("FCM_SERVER_KEY", "AAAA" + rs(AN, 7) + ":APA91b" + rs(B64U, 134)), hdr="fcm",
  url="https://fcm.googleapis.com/fcm/send", slug="firebase")
V("Expo", "EXPO_TOKEN", lambda: one("EXPO_TOKEN", rs(B64U, 40)), hdr="none")
V("NuGet", "NUGET_API_KEY", lambda: one("NUGET_API_KEY", "oy2" + rs(ANL, 43)), hdr="none")
V("RubyGems", "GEM_HOST_API_KEY", lambda: one("GEM_HOST_API_KEY", "rubygems_" + hexs(48)), hdr="none")
V("crates.io", "CARGO_REGISTRY_TOKEN", lambda: one("CARGO_REGISTRY_TOKEN", "cio" + rs(AN, 32)), hdr="none", slug="crates")
V("Tailscale", "TS_AUTHKEY",
  lambda: one("TS_AUTHKEY", ch(["tskey-auth-", "tskey-api-"]) + rs(AN, 12) + "CNTRL-" + rs(AN, 33)), hdr="none")
V("ngrok", "NGROK_AUTHTOKEN", lambda: one("NGROK_AUTHTOKEN", "2" + rs(AN, 26) + "_" + rs(AN, 21)), hdr="none")
V("PagerDuty", "PAGERDUTY_API_TOKEN", lambda: one("PAGERDUTY_TOKEN", "u+" + rs(B64U, 18)), hdr="pd",
  url="https://api.pagerduty.com/incidents")
V("Opsgenie", "OPSGENIE_API_KEY", lambda: one("OPSGENIE_API_KEY", uuid4()), hdr="genie",
  url="https://api.opsgenie.com/v2/alerts")
V("Dynatrace", "DT_API_TOKEN", lambda: one("DT_API_TOKEN", "dt0c01." + rs(ANU, 24) + "." + rs(ANU, 64)),
  hdr="dt", url="https://abc12345.live.dynatrace.com/api/v2/metrics")
V("Elastic", "ELASTIC_API_KEY", lambda: one("ELASTIC_API_KEY", b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())),
  hdr="apikey", url="https://acme.es.ap-northeast-2.aws.elastic-cloud.com/_cat/indices")
V("Splunk", "SPLUNK_HEC_TOKEN", lambda: one("SPLUNK_HEC_TOKEN", uuid4()), hdr="splunk",
  url="https://http-inputs-acme.splunkcloud.com/services/collector/event")
V("Rollbar", "ROLLBAR_ACCESS_TOKEN", lambda: one("ROLLBAR_ACCESS_TOKEN", hexs(32)), hdr="h:X-Rollbar-Access-Token",
  url="https://api.rollbar.com/api/1/items")
V("Honeycomb", "HONEYCOMB_API_KEY", lambda: one("HONEYCOMB_API_KEY", "hcaik_" + rs(AN, 58)), hdr="h:X-Honeycomb-Team",
  url="https://api.honeycomb.io/1/auth")
V("Honeybadger", "HONEYBADGER_API_KEY", lambda: one("HONEYBADGER_PERSONAL_TOKEN", "hbp_" + rs(AN, 36)), hdr="basic:key",
  url="https://app.honeybadger.io/v2/projects")
V("Sanity", "SANITY_API_TOKEN", lambda: one("SANITY_API_TOKEN", "sk" + rs(AN, 180)),
  url="https://abcd1234.api.sanity.io/v2021-10-21/data/query/production")
V("Weights & Biases", "WANDB_API_KEY", lambda: one("WANDB_API_KEY", hexs(40)), hdr="none", slug="wandb",
  sdk={"py": 'wandb.login(key="@0@")'})
V("Kaggle", "KAGGLE_KEY", lambda: [("KAGGLE_USERNAME", ch(["jinpark", "soyeon-k", "mlops-acme"]), False), ("KAGGLE_KEY", hexs(32), True)],
  hdr="none")
V("AssemblyAI", "ASSEMBLYAI_API_KEY", lambda: one("ASSEMBLYAI_API_KEY", hexs(32)), hdr="h:authorization",
  url="https://api.assemblyai.com/v2/transcript")
V("Deepgram", "DEEPGRAM_API_KEY", lambda: one("DEEPGRAM_API_KEY", hexs(40)), hdr="token",
  url="https://api.deepgram.com/v1/listen")
V("Stability AI", "STABILITY_API_KEY", lambda: one("STABILITY_API_KEY", "sk-" + rs(AN, 48)),
  url="https://api.stability.ai/v1/user/account", slug="stability")
V("LangSmith", "LANGSMITH_API_KEY", lambda: one("LANGSMITH_API_KEY", ch(["lsv2_pt_", "lsv2_sk_"]) + hexs(32) + "_" + hexs(10)),
  hdr="h:x-api-key", url="https://api.smith.langchain.com/api/v1/sessions")
V("Langfuse", "LANGFUSE_SECRET_KEY", lambda: [("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), False),
                                              ("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4(), True)], hdr="basic:pair",
  url="https://cloud.langfuse.com/api/public/traces")
V("Tavily", "TAVILY_API_KEY", lambda: one("TAVILY_API_KEY", ch(["tvly-", "tvly-dev-"]) + rs(AN, 32)),
  url="https://api.tavily.com/search")
V("Firecrawl", "FIRECRAWL_API_KEY", lambda: one("FIRECRAWL_API_KEY", "fc-" + hexs(32)),
  url="https://api.firecrawl.dev/v1/scrape")
V("SerpApi", "SERPAPI_API_KEY", lambda: one("SERPAPI_API_KEY", hexs(64)), hdr="q:api_key",
  url="https://serpapi.com/search.json?engine=google&q=kimchi")
V("Serper", "SERPER_API_KEY", lambda: one("SERPER_API_KEY", hexs(40)), hdr="h:X-API-KEY", url="https://google.serper.dev/search")
V("Browserbase", "BROWSERBASE_API_KEY", lambda: one("BROWSERBASE_API_KEY", "bb_live_" + rs(B64U, 27)),
  hdr="h:X-BB-API-Key", url="https://api.browserbase.com/v1/sessions")
V("E2B", "E2B_API_KEY", lambda: one("E2B_API_KEY", "e2b_" + hexs(40)), hdr="h:X-API-Key", url="https://api.e2b.dev/sandboxes")
V("Modal", "MODAL_TOKEN_SECRET", lambda: [("MODAL_TOKEN_ID", "ak-" + rs(AN, 22), True), ("MODAL_TOKEN_SECRET", "as-" + rs(AN, 22), True)],
  hdr="none")
V("Jenkins", "JENKINS_API_TOKEN", lambda: [("JENKINS_USER", ch(["ci-bot", "deploy", "jpark"]), False), ("JENKINS_API_TOKEN", "11" + hexs(32), True)],
  hdr="basic:pair", url="https://jenkins.acme.internal/job/deploy-prod/buildWithParameters")
V("Harbor", "HARBOR_ROBOT_SECRET", lambda: [("HARBOR_USERNAME", "robot$ci+push", False), ("HARBOR_PASSWORD", rs(AN, 32), True)],
  hdr="none")
V("Octopus Deploy", "OCTOPUS_API_KEY", lambda: one("OCTOPUS_API_KEY", "API-" + rs(ANU, 30)), hdr="h:X-Octopus-ApiKey",
  url="https://acme.octopus.app/api/projects", slug="octopus")
V("Sourcegraph", "SRC_ACCESS_TOKEN", lambda: one("SRC_ACCESS_TOKEN", "sgp_" + hexs(16) + "_" + hexs(40)), hdr="token",
  url="https://sourcegraph.acme.io/.api/graphql")
V("Fastly", "FASTLY_API_TOKEN", lambda: one("FASTLY_API_TOKEN", rs(B64U, 32)), hdr="h:Fastly-Key",
  url="https://api.fastly.com/service")
V("Akamai", "AKAMAI_CLIENT_SECRET",
  lambda: [("client_secret", b64(rbytes(32)), True), ("host", "akab-%s-%s.luna.akamaiapis.net" % (rs(ANL, 16), rs(ANL, 16)), False),
           ("access_token", "akab-%s-%s" % (rs(ANL, 16), rs(ANL, 16)), True), ("client_token", "akab-%s-%s" % (rs(ANL, 16), rs(ANL, 16)), False)],
  hdr="none")
V("Prefect", "PREFECT_API_KEY", lambda: one("PREFECT_API_KEY", "pnu_" + rs(AN, 36)), hdr="none")
V("Typeform", "TYPEFORM_TOKEN", lambda: one("TYPEFORM_TOKEN", "tfp_" + rs(AN, 44) + "_" + rs(AN, 14)),
  url="https://api.typeform.com/forms")
V("ClickUp", "CLICKUP_API_TOKEN", lambda: one("CLICKUP_API_TOKEN", "pk_" + digits(8) + "_" + rs(ANU, 32)),
  hdr="h:Authorization", url="https://api.clickup.com/api/v2/team")
V("Todoist", "TODOIST_API_TOKEN", lambda: one("TODOIST_API_TOKEN", hexs(40)), url="https://api.todoist.com/rest/v2/tasks")
V("ReadMe", "README_API_KEY", lambda: one("README_API_KEY", "rdme_" + hexs(70)), hdr="basic:key",
  url="https://dash.readme.com/api/v1/version", slug="readme")
V("WooCommerce", "WC_CONSUMER_SECRET", lambda: [("WC_CONSUMER_KEY", "ck_" + hexs(40), True), ("WC_CONSUMER_SECRET", "cs_" + hexs(40), True)],
  hdr="basic:pair", url="https://shop.acme.kr/wp-json/wc/v3/orders")
V("Plaid", "PLAID_SECRET", lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)], hdr="none")
V("Binance", "BINANCE_API_SECRET", lambda: [("BINANCE_API_KEY", rs(AN, 64), True), ("BINANCE_API_SECRET", rs(AN, 64), True)],
  hdr="h:X-MBX-APIKEY", url="https://api.binance.com/api/v3/account")
V("OpenWeatherMap", "OWM_API_KEY", lambda: one("OPENWEATHER_API_KEY", hexs(32)), hdr="q:appid",
  url="https://api.openweathermap.org/data/2.5/weather?q=Seoul", slug="openweather")
V("NewsAPI", "NEWSAPI_KEY", lambda: one("NEWS_API_KEY", hexs(32)), hdr="h:X-Api-Key",
  url="https://newsapi.org/v2/top-headlines?country=kr")
V("Gitea", "GITEA_TOKEN", lambda: one("GITEA_TOKEN", hexs(40)), hdr="token", url="https://git.acme.internal/api/v1/user/repos")
V("Codecov", "CODECOV_TOKEN", lambda: one("CODECOV_TOKEN", uuid4()), hdr="none")
V("Mux", "MUX_TOKEN_SECRET", lambda: [("MUX_TOKEN_ID", uuid4(), False), ("MUX_TOKEN_SECRET", rs(B64A, 75), True)],
  hdr="basic:pair", url="https://api.mux.com/video/v1/assets")
V("Agora", "AGORA_APP_CERTIFICATE", lambda: [("AGORA_APP_ID", hexs(32), False), ("AGORA_APP_CERTIFICATE", hexs(32), True)], hdr="none")
V("Duo", "DUO_SECRET_KEY", lambda: [("DUO_IKEY", "DI" + rs(ANU, 18), False), ("DUO_SKEY", rs(AN, 40), True),
                                    ("DUO_HOST", "api-%s.duosecurity.com" % hexs(8), False)], hdr="none")
V("Ghost", "GHOST_ADMIN_API_KEY", lambda: one("GHOST_ADMIN_API_KEY", hexs(24) + ":" + hexs(64)), hdr="none")
V("Coinbase Commerce", "COINBASE_COMMERCE_API_KEY", lambda: one("COINBASE_COMMERCE_API_KEY", uuid4()),
  hdr="h:X-CC-Api-Key", url="https://api.commerce.coinbase.com/charges", slug="coinbase")
V("Zoom", "ZOOM_CLIENT_SECRET", lambda: [("ZOOM_ACCOUNT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_ID", rs(AN, 22), False),
                                         ("ZOOM_CLIENT_SECRET", rs(AN, 32), True)], hdr="none")
V("Box", "BOX_DEVELOPER_TOKEN", lambda: one("BOX_DEVELOPER_TOKEN", rs(AN, 32)), url="https://api.box.com/2.0/folders/0")
V("Calendly", "CALENDLY_TOKEN",
  lambda: one("CALENDLY_TOKEN", jwt({"iss": "https://auth.calendly.com", "iat": R.randrange(1700000000, 1730000000),
                                    "jti": uuid4(), "user_uuid": uuid4()}, {"kid": "1ce1e136", "typ": "PAT", "alg": "ES256"}, 64)),
  url="https://api.calendly.com/users/me")
V("Zapier", "ZAPIER_NLA_API_KEY", lambda: one("ZAPIER_NLA_API_KEY", "sk-ak-" + rs(AN, 32)), hdr="h:x-api-key",
  url="https://nla.zapier.com/api/v1/exposed/")

# application frameworks and generic secrets (not counted as vendors)
V("Django", "DJANGO_SECRET_KEY", lambda: one("DJANGO_SECRET_KEY", ch(["django-insecure-", ""]) + rs(LO + DG + "!@#$%^&*(-_=+)", 50)),
  hdr="none", vendor=False)
V("Laravel", "APP_KEY", lambda: one("APP_KEY", "base64:" + b64(rbytes(32))), hdr="none", vendor=False)
V("Rails", "RAILS_MASTER_KEY", lambda: one("RAILS_MASTER_KEY", hexs(32)), hdr="none", vendor=False)
V("NextAuth", "NEXTAUTH_SECRET", lambda: one("NEXTAUTH_SECRET", b64(rbytes(32))), hdr="none", vendor=False)
V("JWT signing", "JWT_SECRET", lambda: one("JWT_SECRET", ch([hexs(64), rs(AN, 48), b64(rbytes(48))])), hdr="none", vendor=False, slug="auth")
V("Symfony", "APP_SECRET", lambda: one("APP_SECRET", hexs(32)), hdr="none", vendor=False)
V("Flask", "SECRET_KEY", lambda: one("SECRET_KEY", hexs(48)), hdr="none", vendor=False)
V("Kubernetes", "K8S_SA_TOKEN",
  lambda: one("KUBE_TOKEN", jwt({"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": R.randrange(1760000000, 1790000000),
                                 "iat": R.randrange(1720000000, 1750000000), "iss": "https://kubernetes.default.svc.cluster.local",
                                 "kubernetes.io": {"namespace": ch(["ci", "argocd", "monitoring"]),
                                                   "serviceaccount": {"name": ch(["deployer", "gitlab-runner", "prometheus"]), "uid": uuid4()}},
                                 "sub": "system:serviceaccount:ci:deployer"}, {"alg": "RS256", "kid": rs(B64U, 43)}, 256)),
  url="https://10.0.0.1:6443/api/v1/namespaces", vendor=False, slug="k8s")
V("Webhook signing", "WEBHOOK_SIGNING_SECRET", lambda: one("WEBHOOK_SIGNING_SECRET", "whsec_" + b64(rbytes(24))), hdr="none",
  vendor=False, slug="webhook")
V("Encryption key", "ENCRYPTION_KEY", lambda: one("DATA_ENCRYPTION_KEY", b64(rbytes(32))), hdr="none", vendor=False, slug="crypto")


# ---------------------------------------------------------------------------
# language helpers
# ---------------------------------------------------------------------------
def _has_batchim(word):
    w = word.rstrip("`'\")]}.,:;!?* ")
    if not w:
        return False
    c = w[-1]
    code = ord(c) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    if c.isdigit():
        return c in "013678"
    tail = ""
    for x in reversed(w):
        if x.isalpha() and x.isascii():
            tail = x + tail
        else:
            break
    if tail in ("LINE", "SAML", "OIDC"):
        return tail != "OIDC"
    if tail and tail.isupper() and len(tail) <= 5:
        return tail[-1] in "LMNR"
    return c.lower() in "lmnkgctp"


def _rieul(word):
    w = word.rstrip("`'\")]}.,:;!?* ")
    if not w:
        return False
    code = ord(w[-1]) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 == 8
    return w[-1].lower() == "l"


def jo(word, pair):
    a, b = pair.split("/")
    if pair == "으로/로":
        return word + ("로" if (not _has_batchim(word) or _rieul(word)) else "으로")
    return word + (a if _has_batchim(word) else b)


def T(lang, en, ko):
    return en if lang == "en" else ko


def pick(lang, en_list, ko_list):
    return ch(en_list if lang == "en" else ko_list)


EN_PEOPLE = ["alex", "priya", "sam", "jordan", "mei", "tom", "nina", "omar", "lucas", "hana", "dev", "kate"]
KO_PEOPLE = ["민지", "지훈", "서연", "현우", "수빈", "도윤", "하은", "준호", "예린", "태민", "유나", "성호"]
KO_PEOPLE_ROMAN = ["minji", "jihoon", "seoyeon", "hyunwoo", "subin", "doyun", "haeun", "junho", "yerin", "taemin", "yuna", "sungho"]

TASKS = [
    ("the nightly sync job", "야간 동기화 배치"), ("the webhook handler", "웹훅 핸들러"),
    ("the integration tests", "통합 테스트"), ("the deploy script", "배포 스크립트"),
    ("a one-off backfill", "일회성 백필 작업"), ("the CSV import command", "CSV import 커맨드"),
    ("the staging smoke test", "스테이징 스모크 테스트"), ("the cron worker", "크론 워커"),
    ("the local dev server", "로컬 개발 서버"), ("the migration script", "마이그레이션 스크립트"),
    ("the alerting bot", "알림 봇"), ("the billing reconciliation job", "정산 배치"),
    ("the e2e suite in CI", "CI e2e 테스트"), ("the weekly export", "주간 export 작업"),
    ("the onboarding script", "온보딩 스크립트"), ("the release pipeline", "릴리스 파이프라인"),
    ("the data pipeline DAG", "데이터 파이프라인 DAG"), ("the admin dashboard", "어드민 대시보드"),
    ("the mobile build", "모바일 빌드"), ("the search indexer", "검색 인덱서"),
]
WHERES = [
    (".env at the repo root", "레포 루트 .env"), (".env.local", ".env.local"),
    ("the GitHub Actions secrets", "GitHub Actions secrets"), ("config/settings.yaml", "config/settings.yaml"),
    ("~/.zshrc on the build box", "빌드 서버의 ~/.zshrc"), ("docker-compose.override.yml", "docker-compose.override.yml"),
    ("the staging k8s Secret", "스테이징 k8s Secret"), ("terraform.tfvars", "terraform.tfvars"),
    ("the team 1Password vault", "팀 1Password 볼트"), ("AWS Secrets Manager", "AWS Secrets Manager"),
    ("Vault under secret/app", "Vault secret/app 경로"), ("the CI/CD variables page", "CI/CD 변수 설정"),
]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
KO_WHEN = ["지난주", "지난달", "어제", "이번 스프린트 초", "3월 보안 점검 이후", "퇴사자 계정 정리 때"]


def task_pair():
    return ch(TASKS)


def where_pair():
    return ch(WHERES)


def host_internal():
    return ch(["db-prod-1.internal", "10.0.%d.%d" % (R.randrange(0, 40), R.randrange(2, 250)),
               "staging-db.cluster-c%s.ap-northeast-2.rds.amazonaws.com" % rs(ANL, 10),
               "pg-main.acme.internal", "mysql-replica-02.dc1.local", "192.168.%d.%d" % (R.randrange(0, 10), R.randrange(2, 250)),
               "db.%s.svc.cluster.local" % ch(["staging", "prod", "batch"]), "rds-report.acme.io",
               "%s.postgres.database.azure.com" % ch(["acme-pg", "hanbit-prod", "moa-db"]), "mariadb-01.idc.hanbit.kr"])


def host_any():
    return ch(["10.0.%d.%d" % (R.randrange(0, 40), R.randrange(2, 250)), "app-%02d.internal" % R.randrange(1, 20),
               "batch-01.idc.local", "srv%02d.hanbit.local" % R.randrange(1, 40), "192.168.%d.%d" % (R.randrange(0, 10), R.randrange(2, 250)),
               "legacy-01.acme.internal", "ops-vm-%d.acme.internal" % R.randrange(1, 9), "stg-app.acme.io", "172.16.%d.%d" % (R.randrange(0, 30), R.randrange(2, 250))])


def fill_url(v):
    u = v["url"] or "https://api.%s.com/v1/" % v["slug"]
    if "%s" in u:
        u = u.replace("%s", {"etherscan": hexs(40), "steam": digits(10), "confluent": rs(ANL, 5)}.get(v["slug"], digits(16)))
    return u


# ---------------------------------------------------------------------------
# containers for KEY=value style credentials
# ---------------------------------------------------------------------------
def assemble(parts):
    """parts -> [(env, full_value, [secret substrings])] merging composite values."""
    out = []
    for env, val, sec in parts:
        if env.startswith("_") and out:
            e, v, s = out[-1]
            out[-1] = (e, v + val, s + ([val] if sec else []))
        else:
            out.append((env, val, [val] if sec else []))
    return out


NEIGHBOURS = [("NODE_ENV", "production"), ("PORT", "3000"), ("LOG_LEVEL", "debug"), ("APP_ENV", "staging"),
              ("TZ", "Asia/Seoul"), ("FEATURE_NEW_CHECKOUT", "true"), ("SENTRY_ENVIRONMENT", "staging"),
              ("DATABASE_POOL_SIZE", "10"), ("REDIS_URL", "redis://localhost:6379/0"), ("PYTHONUNBUFFERED", "1")]


def _nb(k):
    return sample(NEIGHBOURS, k)


def cfg_key(env, slug):
    k = env.lower()
    for pre in (slug + "_", slug.split("_")[0] + "_"):
        if k.startswith(pre) and len(k) > len(pre):
            return k[len(pre):]
    return k


def camel(k):
    p = k.split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def q_if_needed(v):
    return v if all(c.isalnum() or c in "-_./:+=@%" for c in v) else "'%s'" % v


ENV_CONTAINERS = ["dotenv", "export", "inline", "docker_run", "compose", "k8s_secret", "k8s_env", "gha", "gitlab",
                  "dockerfile", "json", "yaml", "toml", "ini", "xml", "properties", "tfvars", "powershell",
                  "fish", "systemd", "vscode", "mcp", "python", "helm", "ansible", "serverless", "jupyter", "cmd"]

CDESC = {
    "dotenv": (".env file", ".env 파일"), "export": ("~/.bashrc exports", "~/.bashrc export 줄"),
    "inline": ("one-liner", "한 줄짜리 명령"), "docker_run": ("docker run command", "docker run 명령"),
    "compose": ("docker-compose.yml", "docker-compose.yml"), "k8s_secret": ("Kubernetes Secret manifest", "k8s Secret 매니페스트"),
    "k8s_env": ("Deployment manifest", "Deployment 매니페스트"), "gha": ("GitHub Actions workflow", "GitHub Actions 워크플로"),
    "gitlab": (".gitlab-ci.yml", ".gitlab-ci.yml"), "dockerfile": ("Dockerfile", "Dockerfile"),
    "json": ("config.json", "config.json"), "yaml": ("config/app.yaml", "config/app.yaml"), "toml": ("settings.toml", "settings.toml"),
    "ini": ("app.ini", "app.ini"), "xml": ("Web.config", "Web.config"), "properties": ("application.properties", "application.properties"),
    "tfvars": ("terraform.tfvars", "terraform.tfvars"), "powershell": ("PowerShell profile", "PowerShell 프로파일"),
    "fish": ("fish config", "fish config"), "systemd": ("systemd unit file", "systemd 유닛 파일"),
    "vscode": (".vscode/launch.json", ".vscode/launch.json"), "mcp": ("MCP server config", "MCP 서버 설정"),
    "python": ("settings.py", "settings.py"), "helm": ("Helm values file", "Helm values 파일"),
    "ansible": ("Ansible group_vars", "Ansible group_vars"), "serverless": ("serverless.yml", "serverless.yml"),
    "jupyter": ("notebook cell", "노트북 셀"), "cmd": ("Windows cmd session", "윈도우 cmd 창"),
}


def render_env(kind, pairs, v):
    slug = v["slug"]
    if kind == "dotenv":
        lines = ["%s=%s" % (e, ch([val, val, '"%s"' % val])) for e, val in pairs]
        nb = ["%s=%s" % x for x in _nb(R.randrange(0, 3))]
        allx = nb + lines if R.random() < 0.5 else lines + nb
        return "\n".join(allx)
    if kind == "export":
        return "\n".join('export %s="%s"' % (e, val) for e, val in pairs)
    if kind == "inline":
        cmd = ch(["npm run sync", "python manage.py runjob", "node scripts/backfill.js", "go run ./cmd/worker",
                  "./bin/import --dry-run", "pnpm dev", "uv run pytest -k integration", "make e2e"])
        return " ".join("%s=%s" % (e, q_if_needed(val)) for e, val in pairs) + " " + cmd
    if kind == "docker_run":
        img = ch(["acme/worker:1.14.2", "ghcr.io/acme/api:latest", "hanbit/batch:2024.05", "registry.acme.io/sync:main"])
        return "docker run --rm " + " ".join("-e %s=%s" % (e, q_if_needed(val)) for e, val in pairs) + " " + img
    if kind == "compose":
        svc = ch(["api", "worker", "app", "scheduler"])
        return "services:\n  %s:\n    image: %s\n    environment:\n%s" % (
            svc, ch(["acme/%s:dev" % svc, "node:20-alpine", "python:3.12-slim"]),
            "\n".join("      %s: %s" % (e, ch([val, '"%s"' % val])) for e, val in pairs))
    if kind == "k8s_secret":
        return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-credentials\n  namespace: %s\ntype: Opaque\nstringData:\n%s" % (
            slug, ch(["staging", "prod", "default", "batch"]), "\n".join("  %s: %s" % (e, val) for e, val in pairs))
    if kind == "k8s_env":
        return "        env:\n" + "\n".join('          - name: %s\n            value: "%s"' % (e, val) for e, val in pairs)
    if kind == "gha":
        return "jobs:\n  sync:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % (
            "\n".join("      %s: %s" % (e, val) for e, val in pairs))
    if kind == "gitlab":
        return "variables:\n%s\n\nsync:\n  stage: deploy\n  script:\n    - ./scripts/sync.sh" % (
            "\n".join('  %s: "%s"' % (e, val) for e, val in pairs))
    if kind == "dockerfile":
        kw = ch(["ENV", "ENV", "ARG"])
        return "FROM %s\n%s\nCOPY . /app\nCMD [\"./start.sh\"]" % (
            ch(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre"]),
            "\n".join("%s %s=%s" % (kw, e, val) for e, val in pairs))
    if kind == "json":
        d = {slug: {camel(cfg_key(e, slug)): val for e, val in pairs}}
        if R.random() < 0.5:
            d = {"env": ch(["staging", "production"]), "timeoutMs": ch([5000, 10000, 30000]), **d}
        return json.dumps(d, indent=2, ensure_ascii=False)
    if kind == "yaml":
        return "%s:\n%s" % (slug, "\n".join("  %s: %s" % (cfg_key(e, slug), val) for e, val in pairs))
    if kind == "toml":
        return "[%s]\n%s" % (slug, "\n".join('%s = "%s"' % (cfg_key(e, slug), val) for e, val in pairs))
    if kind == "ini":
        return "[%s]\n%s" % (slug, "\n".join("%s = %s" % (cfg_key(e, slug), val) for e, val in pairs))
    if kind == "xml":
        return "<appSettings>\n%s\n</appSettings>" % "\n".join(
            '  <add key="%s" value="%s" />' % ("".join(x.capitalize() for x in e.lower().split("_")), val) for e, val in pairs)
    if kind == "properties":
        return "\n".join("%s=%s" % (e.lower().replace("_", "."), val) for e, val in pairs)
    if kind == "tfvars":
        return "\n".join('%s = "%s"' % (e.lower(), val) for e, val in pairs)
    if kind == "powershell":
        return "\n".join('$env:%s = "%s"' % (e, val) for e, val in pairs)
    if kind == "fish":
        return "\n".join("set -gx %s %s" % (e, q_if_needed(val)) for e, val in pairs)
    if kind == "systemd":
        return "[Service]\n%s\nExecStart=/opt/%s/bin/worker" % ("\n".join('Environment="%s=%s"' % (e, val) for e, val in pairs), slug)
    if kind == "vscode":
        return '{\n  "type": "node",\n  "request": "launch",\n  "name": "worker",\n  "env": {\n%s\n  }\n}' % (
            ",\n".join('    "%s": "%s"' % (e, val) for e, val in pairs))
    if kind == "mcp":
        return json.dumps({"mcpServers": {slug: {"command": "npx", "args": ["-y", "@%s/mcp-server" % slug],
                                                 "env": {e: val for e, val in pairs}}}}, indent=2, ensure_ascii=False)
    if kind == "python":
        return "\n".join('%s = "%s"' % (e, val) for e, val in pairs)
    if kind == "helm":
        return "%s:\n  enabled: true\n  credentials:\n%s" % (slug, "\n".join("    %s: %s" % (camel(cfg_key(e, slug)), val) for e, val in pairs))
    if kind == "ansible":
        return "---\n" + "\n".join('%s: "%s"' % (e.lower(), val) for e, val in pairs)
    if kind == "serverless":
        return "provider:\n  name: aws\n  runtime: nodejs20.x\n  environment:\n%s" % "\n".join("    %s: %s" % (e, val) for e, val in pairs)
    if kind == "jupyter":
        return "\n".join("%%env %s=%s" % (e, val) for e, val in pairs)
    if kind == "cmd":
        return "\n".join("set %s=%s" % (e, val) for e, val in pairs)
    raise ValueError(kind)


def render_http(v, pairs, primary):
    """request snippet using the vendor's auth scheme; returns text or None."""
    hdr = v["hdr"]
    url = fill_url(v)
    s = primary
    allv = [p[1] for p in pairs]
    style = ch(["curl", "curl", "curl", "httpie", "fetch", "requests", "go", "ps"])
    header = None
    user = None
    if hdr in ("bearer",):
        header = ("Authorization", "Bearer " + s)
    elif hdr == "token":
        header = ("Authorization", "token " + s)
    elif hdr == "bot":
        header = ("Authorization", "Bot " + s)
    elif hdr == "ssws":
        header = ("Authorization", "SSWS " + s)
    elif hdr == "kakao":
        header = ("Authorization", "KakaoAK " + s)
    elif hdr == "kakaoadmin":
        header = ("Authorization", "KakaoAK " + s)
    elif hdr == "genie":
        header = ("Authorization", "GenieKey " + s)
    elif hdr == "dt":
        header = ("Authorization", "Api-Token " + s)
    elif hdr == "apikey":
        header = ("Authorization", "ApiKey " + s)
    elif hdr == "splunk":
        header = ("Authorization", "Splunk " + s)
    elif hdr == "fcm":
        header = ("Authorization", "key=" + s)
    elif hdr == "pd":
        header = ("Authorization", "Token token=" + s)
    elif hdr == "portone":
        header = ("Authorization", "PortOne " + s)
    elif hdr.startswith("h:"):
        header = (hdr[2:], s)
    elif hdr == "dd":
        return "curl -s %s \\\n  -H \"DD-API-KEY: %s\" \\\n  -H \"DD-APPLICATION-KEY: %s\"" % (url, allv[0], allv[1])
    elif hdr == "algolia":
        return "curl -H \"X-Algolia-Application-Id: %s\" -H \"X-Algolia-API-Key: %s\" https://%s.algolia.net/1/indexes" % (
            allv[0], allv[1], allv[0].lower())
    elif hdr == "naver":
        return "curl \"%s\" \\\n  -H \"X-Naver-Client-Id: %s\" \\\n  -H \"X-Naver-Client-Secret: %s\"" % (url, allv[0], allv[1])
    elif hdr == "channel":
        return "curl %s -H \"x-access-key: %s\" -H \"x-access-secret: %s\"" % (url, allv[0], allv[1])
    elif hdr == "tg":
        return "curl \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done\"" % (s, digits(10))
    elif hdr.startswith("q:"):
        sep = "&" if "?" in url else "?"
        return "curl \"%s%s%s=%s\"" % (url, sep, hdr[2:], s)
    elif hdr == "url":
        full = "".join(allv)
        return "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' %s" % full
    elif hdr == "basic:key":
        user = s + ":"
    elif hdr == "basic:blank":
        user = ":" + s
    elif hdr == "basic:api":
        user = "api:" + s
    elif hdr == "basic:any":
        user = "anystring:" + s
    elif hdr == "basic:pair":
        user = allv[0] + ":" + allv[1]
    elif hdr == "zendesk":
        user = allv[0] + "/token:" + allv[1]
    else:
        return None
    if user is not None:
        if style in ("curl", "httpie", "ps", "go"):
            return "curl -u %s %s" % (user, url)
        blob = b64(user.encode())
        header = ("Authorization", "Basic " + blob)
    hn, hv = header
    if style == "curl":
        return "curl -sS %s \\\n  -H \"%s: %s\"" % (url, hn, hv)
    if style == "httpie":
        return "http GET %s '%s:%s'" % (url, hn, hv)
    if style == "fetch":
        return "const res = await fetch(\"%s\", {\n  headers: { \"%s\": \"%s\" },\n});" % (url, hn, hv)
    if style == "requests":
        return "r = requests.get(\"%s\", headers={\"%s\": \"%s\"}, timeout=10)" % (url, hn, hv)
    if style == "go":
        return "req, _ := http.NewRequest(\"GET\", \"%s\", nil)\nreq.Header.Set(\"%s\", \"%s\")" % (url, hn, hv)
    return "Invoke-RestMethod -Uri \"%s\" -Headers @{ \"%s\" = \"%s\" }" % (url, hn, hv)


def render_sdk(v, parts):
    langs = [k for k in ("py", "js", "go", "rb", "java", "cs", "php") if k in v["sdk"]]
    if not langs:
        return None
    code = v["sdk"][ch(langs)]
    vals = [p[1] for p in parts]
    for i, val in enumerate(vals):
        code = code.replace("@%d@" % i, val)
    return code


def _special(v, parts):
    """vendor-specific tooling containers. returns (snippet, desc_en, desc_ko) or None."""
    n = v["name"]
    vals = [p[1] for p in parts]
    s = [p[1] for p in parts if p[2]]
    if n == "npm":
        return ch([("//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://registry.npmjs.org/" % s[0], ".npmrc", ".npmrc"),
                   ("npm config set //registry.npmjs.org/:_authToken %s" % s[0], "npm config command", "npm config 명령")])
    if n == "PyPI":
        return ("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % s[0], "~/.pypirc", "~/.pypirc")
    if n == "Docker Hub":
        u = ch(["acmebot", "jinpark", "hanbitci"])
        return ch([("echo %s | docker login -u %s --password-stdin" % (s[0], u), "docker login line", "docker login 명령"),
                   ("docker login -u %s -p %s" % (u, s[0]), "docker login line", "docker login 명령")])
    if n == "crates.io":
        return ('[registry]\ntoken = "%s"' % s[0], "~/.cargo/credentials.toml", "~/.cargo/credentials.toml")
    if n == "RubyGems":
        return ("---\n:rubygems_api_key: %s" % s[0], "~/.gem/credentials", "~/.gem/credentials")
    if n == "NuGet":
        return ("dotnet nuget push bin/Release/Acme.Core.3.2.0.nupkg --api-key %s --source https://api.nuget.org/v3/index.json" % s[0],
                "dotnet nuget push command", "dotnet nuget push 명령")
    if n == "Tailscale":
        return ("sudo tailscale up --authkey=%s --advertise-tags=tag:ci" % s[0], "tailscale up command", "tailscale up 명령")
    if n == "ngrok":
        return ("ngrok config add-authtoken %s" % s[0], "ngrok setup command", "ngrok 설정 명령")
    if n == "HashiCorp Vault":
        return ch([("vault login %s" % s[0], "vault login command", "vault login 명령"),
                   ("export VAULT_ADDR=https://vault.internal:8200\nexport VAULT_TOKEN=%s" % s[0], "Vault env", "Vault 환경변수")])
    if n == "Terraform Cloud":
        return (json.dumps({"credentials": {"app.terraform.io": {"token": s[0]}}}, indent=2), "credentials.tfrc.json", "credentials.tfrc.json")
    if n in ("GitHub", "GitHub fine-grained"):
        return ch([("git remote set-url origin https://%s@github.com/acme/%s.git" % (s[0], ch(["infra", "web", "mobile-app"])),
                    "git remote command", "git remote 명령"),
                   ("echo %s | gh auth login --with-token" % s[0], "gh auth command", "gh auth 명령"),
                   ("https://x-access-token:%s@github.com" % s[0], "~/.git-credentials line", "~/.git-credentials 한 줄")])
    if n == "GitLab Runner":
        return ("gitlab-runner register --non-interactive --url https://gitlab.acme.io --token %s --executor docker --docker-image alpine:3.19" % s[0],
                "runner registration command", "러너 등록 명령")
    if n == "GitLab trigger":
        return ("curl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/%s/trigger/pipeline" % (s[0], digits(8)),
                "pipeline trigger call", "파이프라인 트리거 호출")
    if n == "Snyk":
        return ("snyk auth %s" % s[0], "snyk auth command", "snyk auth 명령")
    if n == "SonarQube":
        return ("sonar-scanner -Dsonar.projectKey=acme-api -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=%s" % s[0],
                "sonar-scanner invocation", "sonar-scanner 실행 명령")
    if n == "Codecov":
        return ("./codecov upload-process -t %s -f coverage.xml" % s[0], "codecov upload line", "codecov 업로드 명령")
    if n == "Hugging Face":
        return ("huggingface-cli login --token %s --add-to-git-credential" % s[0], "huggingface-cli login", "huggingface-cli 로그인 명령")
    if n == "Weights & Biases":
        return ("machine api.wandb.ai\n  login user\n  password %s" % s[0], "~/.netrc", "~/.netrc")
    if n == "Kaggle":
        return (json.dumps({"username": vals[0], "key": vals[1]}), "~/.kaggle/kaggle.json", "~/.kaggle/kaggle.json")
    if n == "Databricks":
        return ("[DEFAULT]\nhost  = https://adb-%s.%s.azuredatabricks.net\ntoken = %s" % (digits(16), R.randrange(1, 20), s[0]),
                "~/.databrickscfg", "~/.databrickscfg")
    if n == "Sentry":
        return ("[auth]\ntoken=%s\n\n[defaults]\norg=acme\nproject=web" % s[0], ".sentryclirc", ".sentryclirc")
    if n == "AWS":
        return ("[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % tuple(vals), "~/.aws/credentials", "~/.aws/credentials")
    if n == "AWS STS":
        return ("[tmp-admin]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % tuple(vals),
                "~/.aws/credentials", "~/.aws/credentials")
    if n == "Akamai":
        return ("[default]\nclient_secret = %s\nhost = %s\naccess_token = %s\nclient_token = %s" % tuple(vals), "~/.edgerc", "~/.edgerc")
    if n == "Azure AD":
        return ("az login --service-principal -u %s -p %s --tenant %s" % (vals[1], vals[2], vals[0]), "az login command", "az login 명령")
    if n == "Stripe":
        return ch([("stripe login --api-key %s" % s[0], "stripe CLI command", "stripe CLI 명령"), None])
    if n == "Netlify":
        return ("netlify deploy --prod --dir=dist --auth %s" % s[0], "netlify deploy command", "netlify deploy 명령")
    if n == "Vercel":
        return ("vercel deploy --prod --token %s" % s[0], "vercel deploy command", "vercel deploy 명령")
    if n == "Railway":
        return ("RAILWAY_TOKEN=%s railway up --service api" % s[0], "railway deploy command", "railway 배포 명령")
    if n == "Pulumi":
        return ("PULUMI_ACCESS_TOKEN=%s pulumi up --yes --stack prod" % s[0], "pulumi command", "pulumi 명령")
    if n == "Doppler":
        return ("doppler configure set token %s --scope /srv/app" % s[0], "doppler CLI command", "doppler CLI 명령")
    if n == "PlanetScale":
        return ("pscale connect main dev --service-token-id %s --service-token %s --org acme" % (vals[0], vals[1]),
                "pscale connect command", "pscale connect 명령")
    if n == "Backblaze B2":
        return ("b2 account authorize %s %s" % (vals[0], vals[1]), "b2 CLI command", "b2 CLI 명령")
    if n == "MinIO":
        return ("mc alias set local http://127.0.0.1:9000 %s %s" % (vals[0], vals[1]), "mc alias command", "mc alias 명령")
    if n == "Harbor":
        return ("docker login harbor.acme.io -u '%s' -p %s" % (vals[0], vals[1]), "docker login line", "docker login 명령")
    if n == "Bitbucket":
        return ("git clone https://%s:%s@bitbucket.org/acme/payments.git" % (ch(["jpark", "ci-bot", "seoyeon_k"]), s[0]),
                "git clone command", "git clone 명령")
    if n in ("Alchemy", "Infura"):
        return ("module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    mainnet: { url: \"%s\", accounts: [] },\n  },\n};" % "".join(vals),
                "hardhat.config.js", "hardhat.config.js")
    if n == "Etherscan":
        return ("etherscan: {\n  apiKey: \"%s\",\n}," % s[0], "hardhat.config.ts", "hardhat.config.ts")
    if n == "Modal":
        return ("modal token set --token-id %s --token-secret %s --profile=acme" % (vals[0], vals[1]), "modal token command", "modal token 명령")
    if n == "Expo":
        return ("EXPO_TOKEN=%s eas build --platform ios --non-interactive" % s[0], "eas build command", "eas build 명령")
    if n == "Fly.io":
        return ("fly deploy --access-token \"%s\"" % s[0], "fly deploy command", "fly deploy 명령")
    if n == "Kubernetes":
        return ("users:\n- name: ci-deployer\n  user:\n    token: %s" % s[0], "kubeconfig", "kubeconfig")
    if n == "Google refresh token":
        return (json.dumps({"client_id": "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32)), "client_secret": "GOCSPX-" + rs(B64U, 28),
                            "refresh_token": s[0], "type": "authorized_user"}, indent=2),
                "application_default_credentials.json", "application_default_credentials.json")
    if n == "Mapbox":
        return ("MAPBOX_DOWNLOADS_TOKEN=%s" % s[0], "~/.gradle/gradle.properties", "~/.gradle/gradle.properties")
    if n == "Laravel":
        return ("APP_NAME=Acme\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % s[0], "Laravel .env", "Laravel .env")
    if n == "Django":
        return ("SECRET_KEY = '%s'" % s[0], "settings.py", "settings.py")
    if n == "Rails":
        return ("echo '%s' > config/master.key" % s[0], "shell history", "쉘 히스토리")
    if n == "Cloudinary":
        return ("CLOUDINARY_URL=%s" % "".join(vals), ".env", ".env")
    return None


# ---------------------------------------------------------------------------
# secret notes: vendor credentials in containers
# ---------------------------------------------------------------------------
def cap(s):
    return s[:1].upper() + s[1:]


def clock():
    return "%02d:%02d" % (R.randrange(8, 23), R.randrange(0, 60))


def _diff(pairs, v):
    env, val = pairs[-1]
    kind = ch(["py", "js", "yaml", "go"])
    if kind == "py":
        f, a, b = "app/settings.py", 'API_KEY = os.environ["%s"]' % env, 'API_KEY = os.environ.get("%s", "%s")' % (env, val)
    elif kind == "js":
        f, a, b = "src/config.ts", "export const apiKey = process.env.%s;" % env, 'export const apiKey = process.env.%s ?? "%s";' % (env, val)
    elif kind == "yaml":
        f, a, b = ".github/workflows/sync.yml", "      %s: ${{ secrets.%s }}" % (env, env), "      %s: %s" % (env, val)
    else:
        f, a, b = "internal/config/config.go", 'key := os.Getenv("%s")' % env, 'key := "%s" // TODO: revert' % val
    n = R.randrange(3, 80)
    return "--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n-%s\n+%s" % (f, f, n, n, a, b)


def _table(pairs, v, lang):
    head = T(lang, "| service | variable | value | env |", "| 서비스 | 변수 | 값 | 환경 |")
    rows = [head, "|---|---|---|---|"]
    envn = ch(["prod", "staging", "dev"])
    for e, val in pairs:
        rows.append("| %s | %s | %s | %s |" % (v["name"], e, val, envn))
    other = ch([("Sentry", "SENTRY_DSN", T(lang, "(see 1Password)", "(1Password 참고)")),
                ("Postgres", "DATABASE_URL", "${DATABASE_URL}"), ("Redis", "REDIS_URL", "redis://cache.internal:6379/0"),
                ("Datadog", "DD_SITE", "datadoghq.com")])
    rows.insert(2 + R.randrange(0, len(pairs) + 1), "| %s | %s | %s | %s |" % (other[0], other[1], other[2], envn))
    return "\n".join(rows)


def _log(v, s, pairs):
    url = fill_url(v)
    kind = ch(["urllib3", "axios", "pytrace", "java", "winston", "go"])
    ts = "2024-%02d-%02dT%02d:%02d:%02dZ" % (R.randrange(1, 13), R.randrange(1, 29), R.randrange(0, 24), R.randrange(0, 60), R.randrange(0, 60))
    if kind == "urllib3":
        return ('DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): %s:443\n'
                'DEBUG:sync.client:request headers={"Authorization": "Bearer %s", "User-Agent": "acme-sync/2.3"}\n'
                'DEBUG:urllib3.connectionpool:%s "GET %s HTTP/1.1" 401 74') % (
                    urllib.parse.urlsplit(url).netloc, s, "https://" + urllib.parse.urlsplit(url).netloc, urllib.parse.urlsplit(url).path or "/")
    if kind == "axios":
        return ("AxiosError: Request failed with status code 401\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
                "  config: {\n    url: '%s',\n    headers: { Accept: 'application/json', Authorization: 'Bearer %s' }\n  }") % (url, s)
    if kind == "pytrace":
        sep = "&" if "?" in url else "?"
        return ('Traceback (most recent call last):\n  File "jobs/sync.py", line %d, in run\n    resp.raise_for_status()\n'
                'requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: %s%sapi_key=%s') % (R.randrange(20, 300), url, sep, s)
    if kind == "java":
        return ("%s ERROR [main] c.a.s.VendorClient - auth failed, key=%s\n"
                "java.lang.IllegalStateException: %s rejected credentials (401)\n\tat com.acme.sync.VendorClient.auth(VendorClient.java:%d)\n"
                "\tat com.acme.sync.Main.main(Main.java:31)") % (ts, s, v["name"], R.randrange(40, 200))
    if kind == "winston":
        return '{"level":"warn","time":"%s","msg":"retrying request","attempt":3,"url":"%s","headers":{"x-api-key":"%s"}}' % (ts, url, s)
    return ('%s ERR request failed err="401 Unauthorized" method=POST url=%s token=%s') % (ts.replace("T", " ").rstrip("Z"), url, s)


def note_vendor(lang, v):
    parts = v["gen"]()
    asm = assemble(parts)
    pairs = [(e, val) for e, val, _ in asm]
    secrets_all = [x for a in asm for x in a[2]]
    primary = secrets_all[-1]
    p_env = [e for e, val, sec in asm if primary in sec][0]
    if p_env.startswith("_"):
        p_env = v["env"]
    Vn = v["name"]
    task, where = task_pair(), where_pair()
    tk, wh = (task[0], where[0]) if lang == "en" else (task[1], where[1])
    person = ch(EN_PEOPLE) if lang == "en" else ch(KO_PEOPLE)

    # container
    opts = ["env"] * 5
    http = render_http(v, pairs, primary)
    if http:
        opts += ["http"] * 2
    sdk = render_sdk(v, parts)
    if sdk:
        opts += ["sdk"] * 2
    spec = _special(v, parts)
    if spec:
        opts += ["special"] * 4
    ckind = ch(opts)
    if ckind == "env":
        ek = ch(ENV_CONTAINERS)
        snip = render_env(ek, pairs, v)
        cdesc = CDESC[ek][0 if lang == "en" else 1]
        clabel = ek
    elif ckind == "http":
        snip, clabel = http, "http request"
        cdesc = T(lang, "request snippet", "요청 코드")
    elif ckind == "sdk":
        snip, clabel = sdk, "sdk constructor"
        cdesc = T(lang, "client setup code", "클라이언트 초기화 코드")
    else:
        snip, cdesc_en, cdesc_ko = spec
        cdesc = cdesc_en if lang == "en" else cdesc_ko
        clabel = cdesc_en
    env_pairs_secret = [(e, val) for e, val, sec in asm]

    shapes = ["A", "A", "A", "B", "B", "C", "C", "D", "E", "F", "G", "H", "I", "K"]
    if len(primary) >= 24:
        shapes.append("J")
    shape = ch(shapes)
    ask_opts_en = ["Which %s key should %s use, staging or production?" % (Vn, tk),
                   "Is there a shared %s credential for %s, or should each developer create their own?" % (Vn, tk),
                   "Where is the %s key for %s supposed to live: %s or somewhere else?" % (Vn, tk, wh), "",
                   "Who owns the %s account, in case the key needs to be rotated?" % Vn,
                   "Ask up front which %s project/workspace %s targets." % (Vn, tk)]
    ask_opts_ko = ["%s에 스테이징 키를 쓸지 운영 키를 쓸지 먼저 물어볼 것." % tk,
                   "%s 공용 키가 있는지, 아니면 개인별로 발급받아야 하는지 확인하기." % Vn,
                   "%s 키를 어디에 보관하는 게 맞는지(%s인지) 물어보기." % (Vn, wh), "",
                   "키 로테이션 필요할 때 %s 계정 관리자가 누군지 물어볼 것." % Vn,
                   "%s 어느 %s 프로젝트/워크스페이스를 대상으로 하는지 미리 확인." % (jo(tk, "이/가"), Vn)]
    lesson_en = ["%s reads %s at startup; after changing it the process has to be restarted, hot reload doesn't pick it up." % (cap(tk), p_env),
                 "%s answers 401 (not 403) when the key is missing or malformed, so a 401 here means the variable isn't loaded, not a permissions problem." % Vn,
                 "The %s credential belongs in %s; the code only reads %s and never hard-codes it." % (Vn, wh, p_env),
                 "There are separate %s keys per environment; staging and production must not share one." % Vn,
                 "dotenv is only loaded in dev; in CI %s has to come from %s." % (p_env, wh)]
    lesson_ko = ["%s 시작할 때 %s 읽음. 값 바꾸면 프로세스 재시작해야 하고 hot reload로는 안 잡힘." % (jo(tk, "은/는"), jo(p_env, "을/를")),
                 "%s 키가 없거나 형식이 틀리면 403이 아니라 401을 줌. 여기서 401은 권한 문제가 아니라 환경변수가 안 읽힌 것." % jo(Vn, "은/는"),
                 "%s 키는 %s에 두고 코드에서는 %s만 읽도록 해야 함. 하드코딩 금지." % (Vn, wh, p_env),
                 "%s 키가 환경별로 따로 있음. 스테이징이랑 운영이 같은 키 쓰면 안 됨." % Vn,
                 "dotenv는 dev에서만 로드됨. CI에서는 %s %s에서 주입해야 함." % (jo(p_env, "을/를"), wh)]
    ask = pick(lang, ask_opts_en, ask_opts_ko)
    lesson = pick(lang, lesson_en, lesson_ko)

    if shape == "A":
        mc = pick(lang, [
            "%s kept getting 401 from %s and I didn't know which credential it was supposed to use. The user pasted their %s:\n%s" % (cap(tk), Vn, cdesc, snip),
            "Nobody mentioned that %s talks to %s. The user showed me this from their %s:\n%s" % (tk, Vn, cdesc, snip),
            "I couldn't run %s locally: no %s credentials. %s sent the %s they use:\n%s" % (tk, Vn, cap(person), cdesc, snip),
            "The README for %s says 'set up %s' and nothing else. What the user actually has in the %s:\n%s" % (tk, Vn, cdesc, snip)],
            ["%s %s에서 계속 401을 받는데 어떤 키를 써야 하는지 몰랐음. 사용자가 %s 내용을 그대로 붙여줌:\n%s" % (jo(tk, "이/가"), Vn, cdesc, snip),
             "%s %s 호출한다는 걸 아무도 말 안 해줌. 사용자가 보여준 %s:\n%s" % (jo(tk, "이/가"), jo(Vn, "을/를"), cdesc, snip),
             "로컬에서 %s 돌리려는데 %s 키가 없어서 막힘. %s님이 쓰는 %s 공유받음:\n%s" % (tk, Vn, person, cdesc, snip),
             "%s README에는 '%s 설정 필요'라고만 되어 있었음. 실제 사용자 %s 이랬음:\n%s" % (tk, Vn, jo(cdesc, "은/는"), snip)])
        le = lesson
    elif shape in ("B", "C"):
        mc = pick(lang, ["I didn't know how %s authenticates to %s." % (tk, Vn),
                         "Missing: where the %s credential for %s comes from." % (Vn, tk),
                         "The %s call in %s failed with 401 and the error gave no hint about configuration." % (Vn, tk)],
                  ["%s %s 어떻게 인증하는지 몰랐음." % (jo(tk, "이/가"), Vn + "에"),
                   "%s에서 쓰는 %s 키 출처를 몰랐음." % (tk, Vn),
                   "%s의 %s 호출이 401로 실패했는데 에러 메시지에 설정 관련 힌트가 전혀 없었음." % (tk, Vn)])
        le = pick(lang, ["It is configured in the %s, like this:\n%s\n%s" % (cdesc, snip, lesson),
                         "The user's working setup (%s):\n%s" % (cdesc, snip)],
                  ["%s에 이렇게 들어가 있음:\n%s\n%s" % (cdesc, snip, lesson),
                   "사용자 쪽에서 동작하는 설정(%s):\n%s" % (cdesc, snip)])
        if shape == "C":
            ask = pick(lang, ["Is `%s` still the current %s key, or was it rotated?" % (primary, Vn),
                              "Should I keep using %s for %s or ask for a scoped key?" % (primary, tk),
                              "Confirm %s is the staging key before running %s again." % (primary, tk)],
                       ["`%s` 이 키 아직 유효한지, 로테이션됐는지 물어보기." % primary,
                        "%s에 계속 %s 써도 되는지, 권한 좁힌 키를 새로 받을지 확인." % (tk, primary),
                        "다음에 %s 돌리기 전에 %s 스테이징 키 맞는지 확인할 것." % (tk, jo(primary, "이/가"))])
    elif shape == "D":
        d = _diff(env_pairs_secret, v)
        mc = pick(lang, ["I was asked to review a PR and only later noticed what it changes:\n%s" % d,
                         "A teammate's commit made %s work again; the diff was:\n%s" % (tk, d)],
                  ["PR 리뷰 요청받아서 봤는데 변경 내용이 이거였음:\n%s" % d,
                   "동료 커밋으로 %s 다시 돌긴 했는데 diff가 이랬음:\n%s" % (jo(tk, "이/가"), d)])
        le = pick(lang, ["A fallback default like that ships the %s key in the repo; the right fix was to load %s in the test setup instead." % (Vn, env_pairs_secret[-1][0]),
                         "The PR should have failed review: keys never go into source, even as a fallback. The real problem was %s missing in %s." % (env_pairs_secret[-1][0], wh)],
                  ["이런 식으로 기본값 넣으면 %s 키가 레포에 그대로 올라감. 테스트 setup에서 %s 로드하게 고쳤어야 함." % (Vn, jo(env_pairs_secret[-1][0], "을/를")),
                   "fallback이라도 소스에 키 넣으면 안 됨. 진짜 원인은 %s에 %s 빠져 있던 것." % (wh, jo(env_pairs_secret[-1][0], "이/가"))])
    elif shape == "E":
        tb = _table(env_pairs_secret, v, lang)
        mc = pick(lang, ["The onboarding doc has a credentials table that nobody mentioned; the relevant rows:\n%s" % tb,
                         "I found this table in docs/ops.md while looking for the %s setup:\n%s" % (Vn, tb)],
                  ["온보딩 문서에 아무도 얘기 안 해준 크리덴셜 표가 있었음. 관련 행:\n%s" % tb,
                   "%s 설정 찾다가 docs/ops.md에서 이 표 발견:\n%s" % (Vn, tb)])
        le = pick(lang, ["%s uses the %s values from that table; the doc should point to %s instead of holding values." % (cap(tk), Vn, wh)],
                  ["%s 그 표에 있는 %s 값을 씀. 문서에는 값 대신 %s 위치만 적어야 함." % (jo(tk, "은/는"), Vn, wh)])
    elif shape == "F":
        lg = _log(v, primary, pairs)
        mc = pick(lang, ["%s failed in CI and the only clue was the debug log:\n%s" % (cap(tk), lg),
                         "The retry loop in %s never ended. Relevant log lines:\n%s" % (tk, lg)],
                  ["CI에서 %s 실패했는데 단서는 디버그 로그뿐이었음:\n%s" % (jo(tk, "이/가"), lg),
                   "%s 재시도 루프가 안 끝남. 관련 로그:\n%s" % (tk, lg)])
        le = pick(lang, ["The log shows the request is sent with a key, so the error means the %s key itself is revoked, not missing." % Vn,
                         "Debug logging prints request headers verbatim; LOG_LEVEL=debug must not be used in shared CI logs."],
                  ["로그상 키는 같이 나가고 있으니 에러는 키 누락이 아니라 %s 키 자체가 폐기된 것." % Vn,
                   "디버그 로그가 요청 헤더를 그대로 찍음. 공유 CI 로그에서는 LOG_LEVEL=debug 쓰면 안 됨."])
    elif shape == "G":
        mc = pick(lang, ["%s needed a %s credential that wasn't in any config. After some back and forth the user said the %s value is" % (cap(tk), Vn, p_env),
                         "The key the user finally gave me for %s:" % Vn],
                  ["%s 필요한 %s 키가 어디에도 없었음. 몇 번 물어보니 사용자가 %s 값은" % (tk + "에", Vn, p_env),
                   "사용자가 결국 알려준 %s 키:" % Vn])
        le = pick(lang, ["%s (pasted from their password manager). %s reads it from %s; it goes in %s, not in the code." % (primary, Vn, p_env, wh),
                         "%s - it only has read scope, which is why the write call in %s failed with 403." % (primary, tk)],
                  ["%s 라고 함(패스워드 매니저에서 그대로 복사). %s %s에서 읽으니 코드 말고 %s에 넣을 것." % (primary, jo(Vn, "은/는"), p_env, wh),
                   "%s - 읽기 권한만 있는 키라서 %s 쓰기 호출이 403 났던 것." % (primary, tk)])
    elif shape == "H":
        t0 = R.randrange(9, 22) * 60 + R.randrange(0, 50)
        ts = ["%02d:%02d" % divmod(t0 + i, 60) for i in range(3)]
        mc = pick(lang, ["Slack thread the user forwarded:\n[%s] %s: can you try the %s sync again?\n[%s] %s: new key: %s\n[%s] %s: old one is dead" % (
                             ts[0], person, Vn, ts[1], person, primary, ts[2], person),
                         "From the chat log the user pasted:\n%s: here's the %s key for staging\n%s: %s\n%s: don't commit it pls" % (
                             person, Vn, person, primary, person)],
                      ["사용자가 전달해준 슬랙 스레드:\n[%s] %s: %s 동기화 다시 돌려줄 수 있어요?\n[%s] %s: 새 키 %s\n[%s] %s: 예전 건 폐기했어요" % (
                             ts[0], person, Vn, ts[1], person, primary, ts[2], person),
                       "사용자가 붙여준 카톡 대화:\n%s: 스테이징 %s 키 이거예요\n%s: %s\n%s: 커밋은 하지 마세요 ㅎㅎ" % (person, Vn, person, primary, person)])
        le = pick(lang, ["When a new %s key arrives in chat, the copy in %s is stale; update %s there instead of exporting it in my shell." % (Vn, wh, p_env)],
                  ["채팅으로 새 %s 키가 오면 %s에 있는 건 이미 만료된 것. 쉘에서 export하지 말고 거기 %s 갱신해야 함." % (Vn, wh, jo(p_env, "을/를"))])
    elif shape == "I":
        mc = pick(lang, ["%s failed with an auth error and I didn't know the %s key in %s had expired." % (cap(tk), Vn, wh)],
                  ["%s 인증 에러로 실패했는데 %s에 있는 %s 키가 만료된 줄 몰랐음." % (jo(tk, "이/가"), wh, Vn)])
        le = pick(lang, ["I authenticated with the %s token the user gave me (%s) and the call succeeded, so the earlier failures were the expired key." % (Vn, primary),
                         "Setting %s to %s made %s pass locally; the old value had been revoked." % (p_env, primary, tk)],
                  ["사용자가 준 %s 토큰(%s)으로 인증하니 바로 성공함. 앞선 실패는 만료된 키 때문이었음." % (Vn, primary),
                   "%s %s 바꾸니 로컬에서 %s 통과. 예전 값은 폐기된 상태였음." % (jo(p_env, "을/를"), jo(primary, "으로/로"), tk)])
    elif shape == "J":
        k = R.randrange(8, len(primary) - 8)
        a, b = primary[:k], primary[k:]
        mc = pick(lang, ["The chat client wrapped the %s key across two messages: first `%s`, then `%s`. I had to join them." % (Vn, a, b),
                         "The user read the %s key out in two pieces. The first part is %s. The second part is %s." % (Vn, a, b)],
                  ["메신저가 %s 키를 두 메시지로 잘라서 보냄. 앞부분 `%s`, 뒷부분 `%s`. 이어 붙여서 써야 했음." % (Vn, a, b),
                   "사용자가 %s 키를 두 번에 나눠서 줌. 앞은 %s 이고 뒤는 %s 임." % (Vn, a, b)])
        le = pick(lang, ["Keys that arrive in pieces must be joined without whitespace; %s rejects them otherwise with a generic 401." % Vn],
                  ["조각으로 온 키는 공백 없이 붙여야 함. 안 그러면 %s에서 그냥 401만 줌." % Vn])
        secrets_all = [a, b] + [x for x in secrets_all if x != primary]
    else:  # K
        mc = pick(lang, ["%s needs %s; nobody said which %s account it belongs to." % (cap(tk), p_env, Vn)],
                  ["%s %s 필요한데 어떤 %s 계정 건지 아무도 안 알려줌." % (tk + "에", jo(p_env, "이/가"), Vn)])
        le = pick(lang, ["The %s key is loaded from %s by config/%s.py; nothing else reads it." % (Vn, wh, v["slug"])],
                  ["%s 키는 config/%s.py에서 %s 통해 로드됨. 다른 곳에서는 안 읽음." % (Vn, v["slug"], wh)])
        ask = pick(lang, ["Is %s (the key from last week's thread) still the one to use for %s?" % (primary, Vn),
                          "Can I keep using %s for %s, or is there a scoped key?" % (primary, tk)],
                   ["지난주 스레드에 있던 %s 아직 써도 되는지 확인." % primary,
                    "%s에 %s 계속 써도 되는지, 전용 키가 따로 있는지 물어볼 것." % (tk, primary)])
    cat = "vendor token: %s, %s, shape %s" % (Vn, clabel if shape in "ABC" else {"D": "diff", "E": "table", "F": "log", "G": "split across fields",
                                                                                "H": "chat paste", "I": "prose", "J": "two halves", "K": "ask only"}[shape], shape)
    return cat, mc, le, ask, secrets_all


# ---------------------------------------------------------------------------
# passwords of every style
# ---------------------------------------------------------------------------
EN_WORDS = ["sunset", "river", "tiger", "maple", "orbit", "pepper", "falcon", "harbor", "violet", "cobalt", "lemon",
            "cactus", "winter", "summer", "rocket", "panda", "ocean", "marble", "velvet", "thunder", "copper", "willow",
            "galaxy", "meadow", "nimbus", "quartz", "saffron", "tundra", "zephyr", "ember", "banjo", "pickle", "walrus",
            "mango", "glacier", "lantern", "biscuit", "coral", "raven", "puzzle", "hammock", "trumpet", "basil", "cedar"]
NAMES = ["Minsu", "Jenny", "Daniel", "Sora", "Kevin", "Yuna", "Chris", "Hyejin", "Mark", "Jiwoo", "Emma", "Taeho"]
KO_WORDS = ["사랑해", "행복", "하늘", "바다", "고양이", "강아지", "우리집", "비밀번호", "안녕하세요", "무지개", "봄날", "초코",
            "별빛", "달빛", "햇살", "제주도", "부산", "김치", "떡볶이", "다람쥐", "호랑이", "커피", "여름방학", "첫눈"]
KO_PW_WORDS = ["우리집강아지", "행복한하루", "제주도여행", "하늘바다", "초코우유", "사랑하는가족", "별빛달빛", "봄날의곰",
               "떡볶이최고", "다람쥐헌쳇바퀴", "우리회사서버", "개발팀공용"]
SYMS = "!@#$%*?&^"


def pw_human():
    f = ch([lambda: cap(ch(EN_WORDS)) + str(R.randrange(10, 9999)) + ch(SYMS),
            lambda: ch(NAMES) + str(R.randrange(1975, 2005)) + ch(["!", "!!", "#", "@", ""]),
            lambda: cap(ch(EN_WORDS)) + ch(["_", ".", ""]) + cap(ch(EN_WORDS)) + str(R.randrange(1, 99)),
            lambda: ch(["Spring", "Summer", "Autumn", "Winter"]) + str(R.randrange(2019, 2026)) + ch(SYMS) * R.randrange(1, 3),
            lambda: ch(EN_WORDS) + ch(["4ever", "123", "2024", "_prod", "_dev"]) + ch(SYMS)])
    return f()


def pw_phrase():
    n = R.randrange(3, 5)
    ws = sample(EN_WORDS, n)
    sep = ch(["-", "-", ".", " ", "_", ""])
    if sep == "":
        ws = [cap(w) for w in ws]
    out = sep.join(ws)
    if R.random() < 0.5:
        out += sep + str(R.randrange(1, 99)) if sep else str(R.randrange(1, 99))
    return out


def pw_generated(n=None):
    n = n or R.randrange(14, 25)
    alpha = AN + "!#$%&*+-=?@^_~.,:;[]{}()"
    while True:
        s = rs(alpha, n)
        if any(c in "!#$%&*+-=?@^_~.,:;[]{}()" for c in s) and any(c.isdigit() for c in s) and s[0] not in "-#":
            return s


def pw_kbd():
    w = ch(KO_WORDS)
    if R.random() < 0.4:
        w += ch(KO_WORDS)
    return dubeolsik(w) + ch([str(R.randrange(1, 9999)), "!", "12!@", str(R.randrange(80, 100)), "0" + str(R.randrange(1, 9))])


def pw_hangul():
    return ch(KO_PW_WORDS) + ch([str(R.randrange(1, 9999)), "!", "2024!", "#1", "^^"])


def pw_pattern():
    return ch(["Qwer", "qwer", "Asdf", "1q2w3e4r", "zaq1@WSX", "P@ssw0rd", "Passw0rd", "Admin", "Welcome", "Zxcv", "Dlrtjd"]) + \
        ch(["1234!", "!@#$", "1234!@#$", str(R.randrange(10, 999)) + "!", "_" + str(R.randrange(2018, 2026)), "!!" + str(R.randrange(1, 99))])


PW_STYLES = {"human": pw_human, "phrase": pw_phrase, "generated": pw_generated, "kbd": pw_kbd, "hangul": pw_hangul,
             "pattern": pw_pattern}


def password(lang, styles=None, no_space=True, url_safe_only=False):
    if styles is None:
        styles = ["human", "human", "phrase", "generated", "generated", "pattern"]
        if lang == "ko":
            styles += ["kbd", "kbd", "hangul", "pattern"]
        else:
            styles += ["kbd"] if R.random() < 0.15 else []
    for _ in range(100):
        st = ch(styles)
        p = PW_STYLES[st]()
        if len(p) < 8:
            continue
        if no_space and " " in p:
            continue
        if url_safe_only and not all(c.isalnum() and c.isascii() or c in "-._~" for c in p):
            continue
        return p, st
    raise RuntimeError("password")


USERS = ["app", "deploy", "admin", "root", "svc_etl", "readonly", "jenkins", "postgres", "sa", "ops", "report_ro", "batch",
         "grafana", "etl_user", "migrator", "backup", "hanbit_app", "dev01", "api_rw", "airflow"]


def sh_quote(p):
    return p if all(c.isalnum() and c.isascii() or c in "@%+=:,./_-^" for c in p) else "'%s'" % p


# CLI and config-file builders: fn(pw, user, host) -> dict
def _c(snip, ten, tko, aen, ako, out=None, sec=None, file=None):
    return {"snip": snip, "topic_en": ten, "topic_ko": tko, "alt_en": aen, "alt_ko": ako, "out": out, "sec": sec, "file": file}


MYSQL_WARN = "mysql: [Warning] Using a password on the command line interface can be insecure."
CLI = [
    lambda p, u, h: _c("mysql -h %s -u %s -p%s %s" % (h, u, sh_quote(p), ch(["orders", "app", "shop_prod", "reporting"])),
                       "the reporting MySQL", "리포팅용 MySQL", "~/.my.cnf or mysql_config_editor keeps it out of history",
                       "~/.my.cnf나 mysql_config_editor 쓰면 히스토리에 안 남음", MYSQL_WARN),
    lambda p, u, h: _c("mysql --user=%s --password=%s --host=%s -e 'SHOW PROCESSLIST'" % (u, sh_quote(p), h),
                       "the MySQL primary", "MySQL 프라이머리", "plain -p with no value prompts instead", "-p만 주면 프롬프트로 물어봄", MYSQL_WARN),
    lambda p, u, h: _c("mysqldump -u%s -p%s --single-transaction --routines shop > shop_$(date +%%F).sql" % (u, sh_quote(p)),
                       "the nightly MySQL dump", "야간 MySQL 덤프", "--defaults-extra-file avoids the password in ps output",
                       "--defaults-extra-file 쓰면 ps에 비번 안 보임"),
    lambda p, u, h: _c("PGPASSWORD=%s psql -h %s -U %s -d app -c '\\dt'" % (sh_quote(p), h, u),
                       "the app Postgres", "앱 Postgres", "~/.pgpass with 0600 permissions is the usual way", "보통 권한 0600짜리 ~/.pgpass 씀"),
    lambda p, u, h: _c('psql "host=%s port=5432 dbname=app user=%s password=%s sslmode=require"' % (h, u, p),
                       "the Postgres replica", "Postgres 레플리카", "PGPASSFILE or IAM auth would avoid this", "PGPASSFILE이나 IAM 인증 쓰면 됨"),
    lambda p, u, h: _c("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sh_quote(p), u, h),
                       "the legacy batch server", "레거시 배치 서버", "an SSH key would avoid sshpass entirely", "SSH 키 쓰면 sshpass 필요 없음"),
    lambda p, u, h: _c("sshpass -p %s scp ./build/app.war %s@%s:/opt/tomcat/webapps/" % (sh_quote(p), u, h),
                       "the Tomcat box", "톰캣 서버", "a deploy key or rsync over SSH keys is safer", "배포 키나 SSH 키 기반 rsync가 나음"),
    lambda p, u, h: _c("docker login registry.%s -u %s -p %s" % (ch(["acme.io", "hanbit.kr", "internal:5000"]), u, sh_quote(p)),
                       "the private registry", "사내 레지스트리", "--password-stdin or a credential helper avoids the warning",
                       "--password-stdin이나 credential helper 쓰면 경고 안 뜸",
                       "WARNING! Using --password via the CLI is insecure. Use --password-stdin."),
    lambda p, u, h: _c("redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, sh_quote(p)),
                       "the session Redis", "세션 Redis", "REDISCLI_AUTH env var avoids the flag", "REDISCLI_AUTH 환경변수 쓰면 됨"),
    lambda p, u, h: _c("mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (h, u, sh_quote(p)),
                       "the Mongo cluster", "Mongo 클러스터", "omit -p's value and mongosh prompts", "-p 값 빼면 mongosh가 물어봄"),
    lambda p, u, h: _c("curl -u %s https://%s/api/v1/health" % (sh_quote(u + ":" + p), h),
                       "the internal admin API", "내부 어드민 API", "a token in a netrc file is better than -u", "-u 대신 netrc에 토큰 넣는 게 나음"),
    lambda p, u, h: _c("wget --user=%s --password=%s https://nexus.acme.internal/repository/raw/builds/app-1.4.2.tar.gz" % (u, sh_quote(p)),
                       "the Nexus raw repo", "Nexus raw 저장소", "--ask-password prompts instead", "--ask-password 쓰면 프롬프트로 받음"),
    lambda p, u, h: _c("smbclient //fs01.corp.local/share -U 'CORP\\%s%%%s'" % (u, p),
                       "the file share", "파일 공유 서버", "an authentication file (-A) keeps it off the command line", "-A 인증 파일 쓰면 커맨드라인에 안 남음"),
    lambda p, u, h: _c("net use Z: \\\\fs01\\deploy %s /user:CORP\\%s /persistent:no" % (p, u),
                       "the Windows deploy share", "윈도우 배포 공유폴더", "net use with * prompts for the password", "net use에 * 주면 비번 물어봄"),
    lambda p, u, h: _c("sudo mount -t cifs //nas01/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (u, p),
                       "the backup NAS", "백업 NAS", "a credentials= file with 0600 is the normal way", "보통 0600 credentials= 파일 씀"),
    lambda p, u, h: _c("rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, sh_quote(p), u),
                       "RabbitMQ", "RabbitMQ", "the management API or definitions file is more repeatable", "관리 API나 definitions 파일로 하는 게 재현성 좋음"),
    lambda p, u, h: _c("keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (sh_quote(p), sh_quote(p)),
                       "the Java keystore", "자바 키스토어", "-storepass:env reads it from a variable", "-storepass:env로 환경변수에서 읽을 수 있음"),
    lambda p, u, h: _c("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % sh_quote(p),
                       "the client certificate bundle", "클라이언트 인증서 번들", "-passout env:VAR or file: avoids pass:", "pass: 대신 env:VAR이나 file: 쓰면 됨"),
    lambda p, u, h: _c("zip -P %s -r handover_%s.zip ./exports" % (sh_quote(p), R.randrange(100, 999)),
                       "the export archive", "export 압축파일", "zip -e prompts; better still, use age or gpg", "zip -e로 프롬프트 받거나 age/gpg 쓰는 게 나음"),
    lambda p, u, h: _c("7z a -p%s -mhe=on db_backup.7z ./dump" % sh_quote(p),
                       "the DB backup archive", "DB 백업 압축", "7z prompts when -p has no value", "-p 값 없이 주면 7z가 물어봄"),
    lambda p, u, h: _c("sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT name FROM sys.databases\"" % (h, sh_quote(p)),
                       "SQL Server", "SQL Server", "leaving out -P makes sqlcmd prompt", "-P 빼면 sqlcmd가 프롬프트 띄움"),
    lambda p, u, h: _c("ldapsearch -x -H ldaps://ldap.corp.local -D \"cn=%s,ou=svc,dc=corp,dc=local\" -w %s -b \"dc=corp,dc=local\" \"(uid=jpark)\"" % (u, sh_quote(p)),
                       "the LDAP directory", "LDAP 디렉터리", "-W prompts and -y reads a file", "-W는 프롬프트, -y는 파일에서 읽음"),
    lambda p, u, h: _c("gpg --batch --yes --pinentry-mode loopback --passphrase %s -d secrets.tar.gpg | tar x" % sh_quote(p),
                       "the encrypted handover bundle", "암호화된 인수인계 번들", "--passphrase-file or gpg-agent avoids it", "--passphrase-file이나 gpg-agent 쓰면 됨"),
    lambda p, u, h: _c("oc login https://api.ocp.acme.internal:6443 -u %s -p %s --insecure-skip-tls-verify" % (u, sh_quote(p)),
                       "the OpenShift cluster", "OpenShift 클러스터", "oc login --web or a token is preferred", "oc login --web이나 토큰 로그인이 권장"),
    lambda p, u, h: _c("argocd login argocd.acme.io --username admin --password %s --grpc-web" % sh_quote(p),
                       "Argo CD", "Argo CD", "argocd login --sso uses the IdP instead", "argocd login --sso 쓰면 IdP로 로그인"),
    lambda p, u, h: _c("helm repo add internal https://charts.acme.io --username %s --password %s" % (u, sh_quote(p)),
                       "the internal Helm repo", "사내 Helm 저장소", "--password-stdin exists for helm repo add too", "helm repo add에도 --password-stdin 있음"),
    lambda p, u, h: _c("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, sh_quote(p), h),
                       "the Oracle PDB", "오라클 PDB", "/nolog then CONNECT prompts for the password", "/nolog 후 CONNECT 하면 비번 물어봄"),
    lambda p, u, h: _c("ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, sh_quote(p)),
                       "the server BMC", "서버 BMC", "-f password_file or -E (IPMI_PASSWORD) avoids -P", "-f 파일이나 -E(IPMI_PASSWORD) 쓰면 됨"),
    lambda p, u, h: _c("htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, sh_quote(p)),
                       "the staging basic-auth gate", "스테이징 basic auth", "htpasswd without -b prompts", "-b 없이 쓰면 프롬프트로 받음"),
    lambda p, u, h: _c("echo '%s:%s' | sudo chpasswd" % (u, p),
                       "the kiosk machines", "키오스크 장비", "a provisioning tool with hashed passwords is better", "해시된 비번으로 프로비저닝하는 게 나음"),
    lambda p, u, h: _c("mosquitto_pub -h %s -p 8883 --cafile ca.crt -u %s -P %s -t 'factory/line1/cmd' -m reset" % (h, u, sh_quote(p)),
                       "the MQTT broker", "MQTT 브로커", "client certificates are used on the production line", "생산 라인에서는 클라이언트 인증서 씀"),
    lambda p, u, h: _c("cqlsh %s 9042 -u cassandra -p %s" % (h, sh_quote(p)),
                       "the Cassandra ring", "카산드라 클러스터", "~/.cassandra/credentials keeps it out of history", "~/.cassandra/credentials에 두면 히스토리에 안 남음"),
    lambda p, u, h: _c("cypher-shell -a neo4j+s://%s.databases.neo4j.io -u neo4j -p %s" % (rs(ANL, 8), sh_quote(p)),
                       "the Neo4j Aura instance", "Neo4j Aura 인스턴스", "NEO4J_PASSWORD env var works too", "NEO4J_PASSWORD 환경변수도 됨"),
    lambda p, u, h: _c("clickhouse-client --host %s --secure --user %s --password %s --query 'SELECT version()'" % (h, u, sh_quote(p)),
                       "ClickHouse", "ClickHouse", "a config.xml in ~/.clickhouse-client holds it", "~/.clickhouse-client 설정 파일에 둘 수 있음"),
    lambda p, u, h: _c("lftp -u %s,%s sftp://%s -e 'mirror -R ./dist /var/www/html; bye'" % (u, sh_quote(p), h),
                       "the hosting SFTP", "호스팅 SFTP", "lftp can read credentials from ~/.netrc", "lftp는 ~/.netrc에서도 읽음"),
    lambda p, u, h: _c("java -jar build/libs/api.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (u, sh_quote(p)),
                       "the Spring Boot API", "스프링 부트 API", "SPRING_DATASOURCE_PASSWORD from the environment is the norm", "보통 SPRING_DATASOURCE_PASSWORD 환경변수로 줌"),
    lambda p, u, h: _c("mvn -B deploy -DskipTests -Drepo.username=%s -Drepo.password=%s" % (u, sh_quote(p)),
                       "the Maven deploy", "메이븐 deploy", "settings.xml with encrypted passwords is the Maven way", "메이븐은 settings.xml 암호화 비번이 정석"),
    lambda p, u, h: _c("./gradlew publish -PsigningPassword=%s -PossrhPassword=%s" % (sh_quote(p), sh_quote(p)),
                       "the Gradle publish", "Gradle publish", "ORG_GRADLE_PROJECT_ env vars keep it off the command line", "ORG_GRADLE_PROJECT_ 환경변수 쓰면 됨"),
    lambda p, u, h: _c("vault kv put secret/%s/db username=%s password=%s" % (ch(["billing", "web", "etl"]), u, sh_quote(p)),
                       "the Vault KV entry", "Vault KV 항목", "vault kv put key=- reads the value from stdin", "key=- 쓰면 stdin으로 받음"),
    lambda p, u, h: _c("kubectl -n %s create secret generic db-credentials --from-literal=username=%s --from-literal=password=%s" % (
        ch(["prod", "staging", "batch"]), u, sh_quote(p)),
                       "the k8s db-credentials secret", "k8s db-credentials 시크릿", "--from-file or External Secrets avoids literals", "--from-file이나 External Secrets 쓰면 됨"),
    lambda p, u, h: _c("ansible-playbook -i inventory/prod site.yml -e \"ansible_become_pass=%s\"" % p,
                       "the Ansible run", "앤서블 실행", "--ask-become-pass or ansible-vault is the safe way", "--ask-become-pass나 ansible-vault가 안전함"),
    lambda p, u, h: _c("ssh-keygen -t ed25519 -C deploy@ci -N %s -f ~/.ssh/deploy_ci" % sh_quote(p),
                       "the CI deploy key", "CI 배포 키", "the passphrase should come from the CI secret store", "패스프레이즈는 CI 시크릿에서 와야 함"),
    lambda p, u, h: _c("openssl enc -aes-256-cbc -pbkdf2 -salt -in prod.env -out prod.env.enc -k %s" % sh_quote(p),
                       "the encrypted env file", "암호화된 env 파일", "-pass file: or env: is safer than -k", "-k 대신 -pass file:/env:가 안전"),
    lambda p, u, h: _c("echo %s | sudo -S systemctl restart %s" % (sh_quote(p), ch(["nginx", "tomcat", "app-worker"])),
                       "sudo on the app server", "앱 서버 sudo", "a NOPASSWD sudoers rule for that one unit is cleaner", "해당 유닛만 NOPASSWD sudoers 규칙 두는 게 깔끔"),
    lambda p, u, h: _c("xfreerdp /v:%s /u:CORP\\\\%s /p:%s /cert:ignore" % (h, u, p),
                       "the Windows jump host", "윈도우 점프 서버", "xfreerdp prompts if /p is omitted", "/p 빼면 xfreerdp가 물어봄"),
    lambda p, u, h: _c("$cred = New-Object PSCredential('CORP\\%s', (ConvertTo-SecureString '%s' -AsPlainText -Force))\nEnter-PSSession -ComputerName %s -Credential $cred" % (u, p, ch(["ws-build01", "sql02", "dc01"])),
                       "the Windows build agent", "윈도우 빌드 에이전트", "Get-Credential or the SecretManagement module avoids plain text", "Get-Credential이나 SecretManagement 모듈 쓰면 됨"),
    lambda p, u, h: _c("docker run -d --name pg -e POSTGRES_USER=%s -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % (u, sh_quote(p)),
                       "the local Postgres container", "로컬 Postgres 컨테이너", "POSTGRES_PASSWORD_FILE with a docker secret avoids it", "docker secret이랑 POSTGRES_PASSWORD_FILE 쓰면 됨"),
    lambda p, u, h: _c("docker run -d -e MYSQL_ROOT_PASSWORD=%s -e MYSQL_DATABASE=shop -p 3306:3306 mysql:8.0" % sh_quote(p),
                       "the MySQL container", "MySQL 컨테이너", "MYSQL_ROOT_PASSWORD_FILE exists for this", "MYSQL_ROOT_PASSWORD_FILE 옵션이 있음"),
    lambda p, u, h: _c("psexec \\\\%s -u CORP\\%s -p %s cmd /c \"ipconfig /all\"" % (ch(["pos-terminal-07", "ws-qa-12", "kiosk-3f"]), u, p),
                       "the store POS terminal", "매장 POS 단말", "PsExec without -p prompts", "-p 없이 쓰면 PsExec가 물어봄"),
    lambda p, u, h: _c("influx -host %s -username %s -password %s -database telegraf" % (h, u, sh_quote(p)),
                       "InfluxDB 1.x", "InfluxDB 1.x", "INFLUX_PASSWORD env var is read too", "INFLUX_PASSWORD 환경변수도 읽음"),
    lambda p, u, h: (lambda q: _c("mysqladmin -u root -p%s password %s" % (sh_quote(p), sh_quote(q)),
                                  "the MySQL root reset", "MySQL root 비번 변경", "ALTER USER in a prompt-based session leaves less behind",
                                  "프롬프트 세션에서 ALTER USER 하는 게 흔적이 덜 남음", sec=[p, q]))(pw_generated()),
    lambda p, u, h: _c("snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (sh_quote(p), h),
                       "the switch SNMP", "스위치 SNMP", "SNMPv3 with authPriv instead of a community string", "커뮤니티 스트링 대신 SNMPv3 authPriv 쓰기"),
]

FILES = [
    lambda p, u, h: _c("[client]\nuser=%s\npassword=%s\nhost=%s" % (u, p, h), "~/.my.cnf", "~/.my.cnf",
                       "the file must be chmod 600 or mysql ignores it", "권한 600 아니면 mysql이 무시함", file="~/.my.cnf"),
    lambda p, u, h: _c("%s:5432:app:%s:%s" % (h, u, p), "~/.pgpass", "~/.pgpass",
                       "~/.pgpass is ignored unless its mode is 0600", "~/.pgpass는 권한 0600이어야 읽힘", file="~/.pgpass"),
    lambda p, u, h: _c("machine %s\n  login %s\n  password %s" % (h, u, p), "~/.netrc", "~/.netrc",
                       "curl -n and git read ~/.netrc automatically", "curl -n이랑 git이 ~/.netrc 자동으로 읽음", file="~/.netrc"),
    lambda p, u, h: _c("define( 'DB_NAME', 'wp_prod' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (u, p, h),
                       "wp-config.php", "wp-config.php", "wp-config.php is not in git; the server copy is the source of truth",
                       "wp-config.php는 git에 없고 서버에 있는 게 원본임", file="wp-config.php"),
    lambda p, u, h: _c("production:\n  adapter: postgresql\n  host: %s\n  database: app_production\n  username: %s\n  password: %s" % (h, u, p),
                       "config/database.yml", "config/database.yml", "Rails should read DATABASE_URL in production instead",
                       "운영에서는 DATABASE_URL 읽게 하는 게 맞음", file="config/database.yml"),
    lambda p, u, h: _c("spring.datasource.url=jdbc:postgresql://%s:5432/app\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, u, p),
                       "application.properties", "application.properties", "Spring Boot lets SPRING_DATASOURCE_PASSWORD override it",
                       "SPRING_DATASOURCE_PASSWORD로 덮어쓸 수 있음", file="application.properties"),
    lambda p, u, h: _c("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/shop\n    username: %s\n    password: %s" % (h, u, p),
                       "application-prod.yml", "application-prod.yml", "profiles override each other, so prod wins only with SPRING_PROFILES_ACTIVE=prod",
                       "SPRING_PROFILES_ACTIVE=prod일 때만 이 값이 적용됨", file="application-prod.yml"),
    lambda p, u, h: _c('"ConnectionStrings": {\n  "Default": "Server=%s;Database=Shop;User Id=%s;Password=%s;TrustServerCertificate=True"\n}' % (h, u, p),
                       "appsettings.Production.json", "appsettings.Production.json", "dotnet user-secrets is the dev alternative",
                       "개발환경은 dotnet user-secrets 쓰면 됨", file="appsettings.Production.json"),
    lambda p, u, h: _c("<server>\n  <id>nexus-releases</id>\n  <username>%s</username>\n  <password>%s</password>\n</server>" % (u, p),
                       "~/.m2/settings.xml", "~/.m2/settings.xml", "mvn --encrypt-password produces a {...} value to put there instead",
                       "mvn --encrypt-password로 암호화한 값 넣는 게 맞음", file="~/.m2/settings.xml"),
    lambda p, u, h: _c("nexusUsername=%s\nnexusPassword=%s" % (u, p), "~/.gradle/gradle.properties", "~/.gradle/gradle.properties",
                       "the user-level gradle.properties overrides the project one", "유저 레벨 gradle.properties가 프로젝트 것보다 우선",
                       file="~/.gradle/gradle.properties"),
    lambda p, u, h: _c("signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (p, p),
                       "the Android release signing config", "안드로이드 릴리스 서명 설정", "keystore passwords belong in keystore.properties outside git",
                       "키스토어 비번은 git 밖 keystore.properties에 둬야 함", file="app/build.gradle"),
    lambda p, u, h: _c("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s" % (u, p),
                       "docker-compose.yml", "docker-compose.yml", "an env_file that is gitignored keeps it out of the compose file",
                       "gitignore된 env_file로 빼면 compose 파일에 안 남음", file="docker-compose.yml"),
    lambda p, u, h: _c("[%s]:587 %s@%s:%s" % (ch(["smtp.gmail.com", "smtp.office365.com", "smtp.naver.com"]), u, ch(["acme.io", "hanbit.kr"]), p),
                       "Postfix sasl_passwd", "Postfix sasl_passwd", "postmap has to be re-run after editing sasl_passwd",
                       "sasl_passwd 수정 후 postmap 다시 돌려야 함", file="/etc/postfix/sasl_passwd"),
    lambda p, u, h: _c("[pypi-internal]\nrepository = https://pypi.acme.internal/\nusername = %s\npassword = %s" % (u, p),
                       "~/.pypirc", "~/.pypirc", "keyring support in twine avoids plain text", "twine keyring 쓰면 평문 안 둬도 됨", file="~/.pypirc"),
    lambda p, u, h: _c("requirepass %s\nmaxmemory 2gb" % p, "redis.conf", "redis.conf",
                       "clients need AUTH after this change, including the health check", "변경 후 헬스체크 포함 모든 클라이언트가 AUTH 필요", file="redis.conf"),
    lambda p, u, h: _c("[security]\nadmin_user = admin\nadmin_password = %s" % p, "grafana.ini", "grafana.ini",
                       "admin_password only applies on first start; later changes need grafana-cli", "admin_password는 최초 기동 때만 적용됨, 이후엔 grafana-cli로 바꿔야 함",
                       file="grafana.ini"),
    lambda p, u, h: _c("%s\n%s" % (u, p), "the OpenVPN auth-user-pass file", "OpenVPN auth-user-pass 파일",
                       "the file path is referenced from client.ovpn", "client.ovpn에서 파일 경로를 참조함", file="/etc/openvpn/client/auth.txt"),
    lambda p, u, h: _c("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (u, p, h),
                       "Django settings", "Django settings", "django-environ's env.db() reads DATABASE_URL instead", "django-environ env.db()로 DATABASE_URL 읽으면 됨",
                       file="settings/prod.py"),
    lambda p, u, h: _c('sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, p),
                       "the Kafka client config", "카프카 클라이언트 설정", "the JAAS line can reference a file provider instead", "JAAS 줄에서 file provider 참조로 바꿀 수 있음",
                       file="client.properties"),
    lambda p, u, h: _c("[inet_http_server]\nport=127.0.0.1:9001\nusername=%s\npassword=%s" % (u, p), "supervisord.conf", "supervisord.conf",
                       "supervisorctl reads the same section", "supervisorctl도 같은 섹션 읽음", file="/etc/supervisord.conf"),
    lambda p, u, h: _c('"%s" "%s"' % (u, p), "pgbouncer userlist.txt", "pgbouncer userlist.txt",
                       "auth_query against pg_shadow avoids keeping plain text here", "auth_query 쓰면 여기 평문 안 둬도 됨", file="userlist.txt"),
    lambda p, u, h: _c("db_password = \"%s\"\ndb_username = \"%s\"" % (p, u), "terraform.tfvars", "terraform.tfvars",
                       "sensitive = true only hides it in plan output, not in state", "sensitive = true는 plan 출력만 가리고 state엔 남음", file="terraform.tfvars"),
    lambda p, u, h: _c("ansible_user: %s\nansible_password: %s\nansible_become_password: %s" % (u, p, p), "group_vars/windows.yml", "group_vars/windows.yml",
                       "these should be ansible-vault encrypted", "원래 ansible-vault로 암호화해야 하는 값", file="group_vars/windows.yml"),
    lambda p, u, h: _c("auth:\n  rootPassword: %s\n  username: %s\n  password: %s" % (p, u, p), "the Bitnami chart values", "Bitnami 차트 values",
                       "existingSecret is the chart option that avoids plain values", "existingSecret 옵션 쓰면 평문 안 넣어도 됨", file="values-prod.yaml"),
    lambda p, u, h: _c("export HTTPS_PROXY=http://%s:%s@proxy.corp.local:3128" % (u, pct(p)), "the corporate proxy", "사내 프록시",
                       "pip and npm both honour HTTPS_PROXY", "pip, npm 모두 HTTPS_PROXY 따름", sec=[pct(p)], file="~/.bashrc"),
    lambda p, u, h: _c("index-url = https://%s:%s@pypi.acme.internal/simple/" % (u, pct(p)), "pip.conf", "pip.conf",
                       "keyring or PIP_INDEX_URL from CI secrets avoids plain text", "keyring이나 CI 시크릿의 PIP_INDEX_URL 쓰면 됨", sec=[pct(p)],
                       file="~/.config/pip/pip.conf"),
    lambda p, u, h: _c("//npm.acme.internal/:_auth=%s\nalways-auth=true" % b64(("%s:%s" % (u, p)).encode()), ".npmrc", ".npmrc",
                       "_auth is just base64 of user:password, not encryption", "_auth는 user:password를 base64한 것일 뿐 암호화 아님",
                       sec=[b64(("%s:%s" % (u, p)).encode())], file=".npmrc"),
    lambda p, u, h: _c(json.dumps({"auths": {"registry.acme.io": {"auth": b64(("%s:%s" % (u, p)).encode())}}}, indent=2),
                       "~/.docker/config.json", "~/.docker/config.json", "a credsStore like osxkeychain keeps auth out of the file",
                       "credsStore(osxkeychain 등) 쓰면 파일에 auth 안 남음", sec=[b64(("%s:%s" % (u, p)).encode())], file="~/.docker/config.json"),
]


def cli_pw_styles(lang):
    s = ["human", "human", "generated", "generated", "pattern", "phrase"]
    if lang == "ko":
        s += ["kbd", "kbd", "pattern", "hangul"]
    return s


# ---------------------------------------------------------------------------
# secret notes: passwords in CLIs, config files and prose
# ---------------------------------------------------------------------------
CLI_Q = []
FILE_Q = []


def _next(q, src):
    if not q:
        q.extend(shuffled(range(len(src))))
    return src[q.pop()]


LOCAL_TOPICS = ["the Java keystore", "the client certificate bundle", "the export archive", "the DB backup archive",
                "the encrypted handover bundle", "the Vault KV entry", "the k8s db-credentials secret", "the Ansible run",
                "the CI deploy key", "the encrypted env file", "sudo on the app server", "the kiosk machines", "the Gradle publish",
                "the Maven deploy", "the staging basic-auth gate", "the local Postgres container", "the MySQL container",
                "the MySQL root reset", "RabbitMQ", "the Android release signing config", "the OpenVPN auth-user-pass file"]


def note_pw_cli(lang):
    use_file = R.random() < 0.4
    b = _next(FILE_Q, FILES) if use_file else _next(CLI_Q, CLI)
    pw, st = password(lang, cli_pw_styles(lang) + (["phrase"] if use_file else []), no_space=not use_file)
    u, h = ch(USERS), host_any()
    d = b(pw, u, h)
    snip = d["snip"]
    secs = d["sec"] or [pw]
    topic = d["topic_en"] if lang == "en" else d["topic_ko"]
    alt = d["alt_en"] if lang == "en" else d["alt_ko"]
    shape = ch(["P1", "P1", "P2", "P3", "P4", "P5"])
    if shape == "P3" and not d["out"]:
        shape = "P1"
    local = d["topic_en"] in LOCAL_TOPICS
    if use_file:
        fn = d["file"]
        if topic == fn:
            topic = T(lang, "the app", "앱")
        mc = pick(lang, ["I couldn't find where %s gets its credentials. It's %s; the user pasted it:\n%s" % (topic, fn, snip),
                         "Setting up %s on my side failed until the user sent their %s:\n%s" % (topic, fn, snip),
                         "Nobody told me %s holds the credentials for %s. Contents:\n%s" % (fn, topic, snip)],
                  ["%s 계정 정보가 어디서 오는지 못 찾았음. %s에 있었고 사용자가 붙여줌:\n%s" % (topic, fn, snip),
                   "내 쪽에서 %s 설정하다 계속 실패했는데 사용자가 %s 보내줘서 해결:\n%s" % (topic, fn, snip),
                   "%s 계정 정보가 %s에 들어 있다는 걸 아무도 안 알려줌. 내용:\n%s" % (topic, fn, snip)])
        le = pick(lang, ["Note: %s; the app picks the file up without any code change." % alt,
                         "The account is %s; %s." % (u, alt)],
                  ["%s. 코드 수정 없이 파일만 있으면 읽음." % alt, "계정은 %s. %s." % (u, alt)])
        if shape == "P2":
            mc, le = pick(lang, ["Connecting to %s failed with an auth error and I had the wrong account." % topic],
                          ["%s 접속이 인증 에러로 실패함. 계정을 잘못 알고 있었음." % topic]), \
                pick(lang, ["The working %s from the user:\n%s\n(Safer: %s.)" % (fn, snip, alt)],
                     ["사용자 쪽에서 동작하는 %s:\n%s\n%s." % (fn, snip, alt)])
        cat = "config file password: %s" % d["file"]
    else:
        if local:
            body = snip if shape != "P3" else snip + "\n" + d["out"]
            mc = pick(lang, ["I didn't know the password used for %s. The user's shell history had:\n$ %s" % (topic, body),
                             "Nobody told me how %s was set up; the user showed me the command they ran:\n%s" % (topic, body)],
                      ["%s에 쓰는 비번을 몰랐음. 사용자 쉘 히스토리에 이게 있었음:\n$ %s" % (topic, body),
                       "%s 어떻게 설정했는지 아무도 안 알려줌. 사용자가 실행한 명령을 보여줌:\n%s" % (jo(topic, "을/를"), body)])
            le = pick(lang, ["Passing the password inline works but leaves it in shell history; %s." % alt,
                             "The inline form is just what the user happens to use; %s." % alt],
                      ["비번을 인라인으로 넘기면 되긴 하는데 쉘 히스토리에 남음. %s." % alt,
                       "%s. 인라인 방식은 사용자가 습관적으로 쓰는 것." % alt])
            if shape == "P2":
                shape = "P1"
        elif shape == "P2":
            mc = pick(lang, ["Connecting to %s failed with an access-denied error; I was using the wrong account." % topic,
                             "I didn't know which account %s expects." % topic],
                      ["%s 접속이 access denied로 실패함. 계정을 잘못 쓰고 있었음." % topic,
                       "%s 어떤 계정을 쓰는지 몰랐음." % jo(topic, "이/가")])
            le = pick(lang, ["Working command from the user:\n%s\n(Safer: %s.)" % (snip, alt)],
                      ["사용자가 준 동작하는 명령:\n%s\n%s." % (snip, alt)])
        else:
            body = snip if shape != "P3" else snip + "\n" + d["out"]
            mc = pick(lang, ["I didn't know how to get into %s. The user's shell history had:\n$ %s" % (topic, body),
                             "The runbook step for %s was missing; the user ran this in front of me:\n%s" % (topic, body),
                             "No one told me the credentials for %s. From the terminal output the user shared:\n$ %s" % (topic, body),
                             "Had to reach %s (%s) and had no account. The user pasted the command they use:\n%s" % (topic, h, body)],
                      ["%s 접속 방법을 몰랐음. 사용자 쉘 히스토리에 이게 있었음:\n$ %s" % (topic, body),
                       "런북에 %s 단계가 빠져 있었음. 사용자가 직접 친 명령:\n%s" % (topic, body),
                       "%s 계정 정보를 아무도 안 알려줌. 사용자가 공유한 터미널 출력:\n$ %s" % (topic, body),
                       "%s(%s)에 붙어야 하는데 계정이 없었음. 사용자가 평소 쓰는 명령 붙여줌:\n%s" % (topic, h, body)])
            le = pick(lang, ["Passing the password inline works but leaves it in shell history; %s." % alt,
                             "For %s the account is %s; %s." % (topic, u, alt),
                             "The inline form is just what the user happens to use; %s." % alt],
                      ["비번을 인라인으로 넘기면 되긴 하는데 쉘 히스토리에 남음. %s." % alt,
                       "%s 계정은 %s. %s." % (topic, u, alt),
                       "%s. 인라인 방식은 사용자가 습관적으로 쓰는 것." % alt])
        cat = "cli password: %s" % d["topic_en"]
    ask = pick(lang, ["Is there a read-only account for %s instead of %s?" % (topic, u),
                      "Ask for credentials for %s through the password manager rather than chat." % topic, "",
                      "Confirm whether %s is production or staging before connecting." % topic],
               ["%s 말고 %s 읽기 전용 계정 있는지 물어보기." % (u, topic),
                "%s 계정 정보는 채팅 말고 패스워드 매니저로 받을 것." % topic, "",
                "접속 전에 %s 운영인지 스테이징인지 확인." % jo(topic, "이/가")])
    if local:
        ask = pick(lang, ["Ask for credentials for %s through the password manager rather than chat." % topic, "",
                          "Is there a documented way to do %s without typing the password?" % topic],
                   ["%s 관련 비번은 채팅 말고 패스워드 매니저로 받을 것." % topic, "",
                    "%s 비번 입력 없이 하는 방법이 문서화돼 있는지 물어보기." % topic])
    if shape == "P4" and local:
        ask = pick(lang, ["Is `%s` still the password for %s?" % (secs[0], topic)], ["`%s` 아직 %s 비번 맞는지 확인." % (secs[0], topic)])
    elif shape == "P4":
        ask = pick(lang, ["Is `%s` still the %s password for %s?" % (secs[0], u, topic),
                          "Should %s be rotated now that it has been pasted in chat?" % secs[0]],
                   ["`%s` 아직 %s %s 비번 맞는지 확인." % (secs[0], topic, u),
                    "%s 채팅에 노출됐으니 로테이션할지 물어보기." % secs[0]])
    if shape == "P5" and len(snip) < 300 and "\n" not in snip:
        ask = pick(lang, ["Next time, is it fine to run `%s` directly, or is there a safer way for %s?" % (snip, topic)],
                   ["다음에도 `%s` 그대로 실행해도 되는지, %s에 더 안전한 방법 있는지 물어보기." % (snip, topic)])
    return cat + " (%s, %s)" % (st, shape), mc, le, ask, secs


SYSTEMS = [("the Jenkins UI", "Jenkins UI"), ("Grafana", "Grafana"), ("the router admin page", "공유기 관리자 페이지"),
           ("phpMyAdmin", "phpMyAdmin"), ("the Synology NAS", "시놀로지 NAS"), ("pgAdmin", "pgAdmin"),
           ("the staging WordPress admin", "스테이징 워드프레스 관리자"), ("Kibana", "Kibana"),
           ("the RabbitMQ management UI", "RabbitMQ 관리 콘솔"), ("Harbor", "Harbor"), ("Argo CD", "Argo CD"),
           ("Portainer", "Portainer"), ("the company VPN", "사내 VPN"), ("Jira Server", "Jira 서버"), ("SonarQube", "SonarQube"),
           ("the MinIO console", "MinIO 콘솔"), ("the Keycloak admin console", "Keycloak 관리자 콘솔"), ("Nexus", "Nexus"),
           ("the Airflow UI", "Airflow UI"), ("Metabase", "Metabase"), ("the iDRAC of db-03", "db-03 iDRAC"),
           ("the test iPhone's Apple ID", "테스트폰 Apple ID"), ("the shared Google Play Console account", "공용 구글 플레이 콘솔 계정"),
           ("the AWS root account", "AWS 루트 계정"), ("the office printer admin", "사무실 프린터 관리자"), ("the Zabbix frontend", "Zabbix 웹"),
           ("Rancher", "Rancher"), ("the GitLab root account", "GitLab root 계정"), ("the Windows jump host", "윈도우 점프 서버"),
           ("the QA test account in the app", "앱 QA 테스트 계정"), ("the Cafe24 shop admin", "카페24 쇼핑몰 관리자"),
           ("the Gabia DNS console", "가비아 DNS 콘솔"), ("the pfSense firewall", "pfSense 방화벽"), ("Proxmox", "Proxmox")]


def note_pw_prose(lang):
    sys_ = ch(SYSTEMS)
    sy = sys_[0] if lang == "en" else sys_[1]
    u = ch(["admin", "root", "qa01", "ops", "devteam", "manager", "test@acme.io", "jpark", "administrator", "hanbit-admin"])
    styles = ["human", "human", "phrase", "generated", "pattern"] + (["kbd", "kbd", "hangul", "hangul", "pattern"] if lang == "ko" else ["kbd"])
    pw, st = password(lang, styles, no_space=False)
    person = ch(EN_PEOPLE) if lang == "en" else ch(KO_PEOPLE)
    shape = ch(["Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q9", "Q10"] + (["Q8", "Q8"] if st == "kbd" else []))
    secs = [pw]
    ask = pick(lang, ["Ask whether %s has a personal account for me instead of the shared one." % sy,
                      "Check who else uses this login before changing anything in %s." % sy, "",
                      "Ask if the login for %s can move to SSO so nobody has to share it." % sy],
               ["공용 계정 말고 %s 개인 계정 받을 수 있는지 물어보기." % sy,
                "%s에서 뭔가 바꾸기 전에 이 계정 누가 또 쓰는지 확인." % sy, "",
                "%s 로그인 SSO로 옮길 수 있는지 물어볼 것." % sy])
    if shape == "Q1":
        mc = pick(lang, ['Nobody told me how to get into %s. The user said: "just log in as %s, password %s".' % (sy, u, pw),
                         "I had no idea there was a login for %s. The user's reply: %s / %s." % (sy, u, pw)],
                  ['%s 들어가는 방법을 몰랐음. 사용자가 "%s 계정에 비번 %s 로 들어가면 돼요"라고 함.' % (sy, u, pw),
                   "%s 로그인 계정이 있는 줄도 몰랐음. 사용자 답: %s / %s" % (sy, u, pw)])
        le = pick(lang, ["%s has a local admin account that bypasses SSO; the team shares it." % cap(sy)],
                  ["%s에는 SSO 안 타는 로컬 관리자 계정이 있고 팀 공용임." % sy])
    elif shape == "Q2":
        mc = pick(lang, ["The SSO login for %s was broken and I didn't know there was a fallback account." % sy],
                  ["%s SSO 로그인이 깨져 있었는데 우회용 계정이 있는 줄 몰랐음." % sy])
        le = pick(lang, ["Logged in to %s as %s with %s after the SSO redirect looped; the local account still works." % (sy, u, pw),
                         "I logged in with %s (user %s) and could finally see the failing jobs in %s." % (pw, u, sy)],
                  ["SSO 리다이렉트가 무한루프 돌아서 %s에 %s / %s 로 로그인함. 로컬 계정은 아직 살아 있음." % (sy, u, pw),
                   "%s 계정, 비번 %s 로 로그인해서 %s에서 실패한 잡들 확인함." % (u, pw, sy)])
    elif shape == "Q3":
        mc = pick(lang, ["I asked how to get into %s. The answer was the shared account %s. The password is %s." % (sy, u, pw),
                         "The user typed the %s password in a separate message. It was: %s" % (sy, pw)],
                  ["%s 비번 물어봤더니 따로 메시지로 보내줌. %s 였음." % (sy, pw),
                   "%s 공용 계정은 %s. 비번은 %s." % (sy, u, pw)])
        le = pick(lang, ["Shared logins for %s are handed out in chat; nothing is written down in the wiki." % sy],
                  ["%s 공용 계정은 채팅으로만 전달되고 위키엔 기록이 없음." % sy])
    elif shape == "Q4":
        mc = pick(lang, ["I needed to check a setting in %s and had no access. After asking, the password for %s turned out to be" % (sy, u),
                         "I was stuck at the login screen of %s. The user said the password is" % sy],
                  ["%s 설정 하나 확인해야 했는데 권한이 없었음. 물어보니 %s 계정 비번은" % (sy, u),
                   "%s 로그인 화면에서 막혀 있었음. 사용자 말로는 비번이" % sy])
        le = pick(lang, ["%s and it only works from the office network or the VPN." % pw,
                         "%s, and it is shared, so changing it breaks everyone else's bookmarks." % pw],
                  ["%s 이고 사무실 망이나 VPN에서만 됨." % pw, "%s. 공용이라 바꾸면 다른 사람들 다 못 들어감." % pw])
    elif shape == "Q5":
        mc = pick(lang, ["I didn't know %s uses a local account. The user gave me %s / %s." % (sy, u, pw)],
                  ["%s 로컬 계정 쓰는 줄 몰랐음. 사용자가 %s / %s 알려줌." % (jo(sy, "이/가"), u, pw)])
        le = pick(lang, ["Local accounts in %s are not synced with the directory, so password resets have to be done by hand." % sy],
                  ["%s 로컬 계정은 디렉터리랑 동기화 안 돼서 비번 리셋은 수동으로 해야 함." % sy])
        ask = pick(lang, ["Is %s still the password for %s, or was it changed after the audit?" % (pw, sy)],
                   ["%s 아직 %s 비번 맞는지, 감사 이후에 바뀌었는지 물어볼 것." % (pw, sy)])
    elif shape == "Q6":
        t = clock()
        mc = pick(lang, ["Chat excerpt the user forwarded:\n[%s] %s: anyone have the %s login?\n[%s] %s: %s / %s\n[%s] %s: thx" % (
                            t, ch(EN_PEOPLE), sy, t, person, u, pw, t, ch(EN_PEOPLE))],
                  ["사용자가 전달해준 채팅:\n[%s] %s: 혹시 %s 계정 아시는 분?\n[%s] %s: %s / %s\n[%s] %s: 감사합니다 ㅎㅎ" % (
                      t, ch(KO_PEOPLE), sy, t, person, u, pw, t, ch(KO_PEOPLE))])
        le = pick(lang, ["The %s login circulates in chat; the team has no password manager entry for it." % sy],
                  ["%s 계정은 채팅으로 돌아다님. 패스워드 매니저에 등록이 안 돼 있음." % sy])
    elif shape == "Q7":
        sys2 = ch([x for x in SYSTEMS if x != sys_])
        sy2 = sys2[0] if lang == "en" else sys2[1]
        pw2, _ = password(lang, styles, no_space=True)
        secs = [pw, pw2]
        mc = pick(lang, ["The ops wiki page had this table, which nobody mentioned:\n| system | user | password |\n|---|---|---|\n| %s | %s | %s |\n| %s | admin | %s |" % (sy, u, pw, sy2, pw2)],
                  ["운영 위키에 이런 표가 있었는데 아무도 얘기 안 해줌:\n| 시스템 | 계정 | 비밀번호 |\n|---|---|---|\n| %s | %s | %s |\n| %s | admin | %s |" % (sy, u, pw, sy2, pw2)])
        le = pick(lang, ["The wiki table is where the team keeps shared logins for %s and %s." % (sy, sy2)],
                  ["팀은 %s, %s 공용 계정을 위키 표에 적어 두고 씀." % (sy, sy2)])
    elif shape == "Q8":
        mc = pick(lang, ["I couldn't log in to %s and thought the password the user gave me was a typo." % sy],
                  ["%s 로그인이 안 돼서 사용자가 준 비번이 오타인 줄 알았음." % sy])
        le = pick(lang, ["The %s password %s looks random but is a Korean phrase typed with the keyboard in English mode." % (sy, pw)],
                  ["%s 비번 %s - 한영 전환 안 하고 친 한글이라 이상해 보여도 맞는 비번임." % (sy, pw)])
    elif shape == "Q10":
        pw, st = password(lang, [x for x in styles if x != "phrase"], no_space=True)
        secs = [pw]
        f = ch(["docker-compose.yml", "config/settings.yaml", ".env.staging", "deploy/values.yaml"])
        key = ch(["ADMIN_PASSWORD", "admin_password", "DB_PASSWORD", "basicAuthPassword"])
        n = R.randrange(5, 60)
        d = "--- a/%s\n+++ b/%s\n@@ -%d,2 +%d,2 @@\n-  %s: ${%s}\n+  %s: %s" % (f, f, n, n, key, key.upper(), key, pw)
        mc = pick(lang, ["The staging deploy was fixed by a commit nobody explained; its diff:\n%s" % d,
                         "I was asked why %s suddenly works again. The last commit changed:\n%s" % (sy, d)],
                  ["스테이징 배포가 설명 없는 커밋으로 고쳐졌는데 diff가 이랬음:\n%s" % d,
                   "%s 갑자기 다시 되는 이유를 물어봐서 보니 마지막 커밋이 이걸 바꿨음:\n%s" % (jo(sy, "이/가"), d)])
        le = pick(lang, ["The variable reference was replaced by the literal password, so it is now in git history and has to be rotated, not just reverted."],
                  ["변수 참조를 평문 비번으로 바꿔버려서 이제 git 히스토리에 남음. 되돌리기만 할 게 아니라 비번 교체해야 함."])
    else:
        mc = pick(lang, ["My first login to %s failed because Caps Lock was on; the user confirmed the password is %s." % (sy, pw)],
                  ["%s 첫 로그인 실패는 Caps Lock 때문이었음. 사용자가 비번 %s 맞다고 확인해줌." % (sy, pw)])
        le = pick(lang, ["%s locks the account after five failed attempts, so check Caps Lock and keyboard layout first." % cap(sy)],
                  ["%s 5번 틀리면 계정 잠김. Caps Lock이랑 한/영 상태부터 확인할 것." % jo(sy, "은/는")])
    return "prose password: %s (%s, %s)" % (sys_[0], st, shape), mc, le, ask, secs


# connection strings -------------------------------------------------------
def _conn(lang):
    u = ch(USERS)
    kind = cyc("_conn", ["pg", "neon", "pscale", "mongo", "upstash", "redis", "amqp", "mssql", "jdbcpg", "jdbcmy", "elastic", "smtp",
               "ftp", "snowflake", "clickhouse", "oracle", "mssqlpy", "cosmos", "mysql"])
    if kind == "neon":
        pw = "npg_" + rs(AN, 12)
    elif kind == "pscale":
        pw = "pscale_pw_" + rs(AN + "_", 43)
    else:
        pw, _ = password(lang, ["human", "generated", "generated", "pattern", "kbd"] + (["hangul"] if lang == "ko" else []))
    e = pct(pw)
    h = host_internal()
    if kind == "pg":
        url, d = "postgresql://%s:%s@%s:5432/app?sslmode=require" % (u, e, h), ("Postgres", "Postgres")
    elif kind == "neon":
        url, d = "postgresql://neondb_owner:%s@ep-%s-%s-%s.ap-southeast-1.aws.neon.tech/neondb?sslmode=require" % (
            e, ch(["cool", "quiet", "young", "wild"]), ch(["forest", "river", "bird", "sky"]), rs(ANL, 8)), ("Neon Postgres", "Neon Postgres")
    elif kind == "pscale":
        url, d = "mysql://%s:%s@aws.connect.psdb.cloud/shop?sslaccept=strict" % (rs(ANL, 12), e), ("PlanetScale", "PlanetScale")
    elif kind == "mongo":
        url, d = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0" % (u, e, rs(ANL, 5)), ("MongoDB Atlas", "MongoDB Atlas")
    elif kind == "upstash":
        url, d = "rediss://default:%s@%s-%s-%s.upstash.io:6379" % (e, ch(["apt", "fond", "known"]), ch(["cat", "owl", "fox"]), digits(5)), ("Upstash Redis", "Upstash Redis")
    elif kind == "redis":
        url, d = "redis://:%s@%s:6379/0" % (e, h), ("Redis", "Redis")
    elif kind == "amqp":
        url, d = "amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (u, e, ch(["gull", "hawk", "kangaroo"]), rs(ANL, 8)), ("CloudAMQP", "CloudAMQP")
    elif kind == "mssql":
        url, d = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=shop;User ID=%s;Password=%s;Encrypt=True;" % (
            ch(["acme-sql", "hanbit-prod", "moa-db"]), u, pw), ("Azure SQL", "Azure SQL")
        e = pw
    elif kind == "jdbcpg":
        url, d = "jdbc:postgresql://%s:5432/app?user=%s&password=%s&ssl=true" % (h, u, e), ("JDBC Postgres", "JDBC Postgres")
    elif kind == "jdbcmy":
        url, d = "jdbc:mysql://%s:3306/shop?user=%s&password=%s&useSSL=true" % (h, u, e), ("JDBC MySQL", "JDBC MySQL")
    elif kind == "elastic":
        url, d = "https://elastic:%s@%s.es.us-central1.gcp.cloud.es.io:443" % (e, rs(ANL, 8)), ("Elastic Cloud", "Elastic Cloud")
    elif kind == "smtp":
        url, d = "smtp://%s%%40acme.io:%s@smtp.%s:587" % (u, e, ch(["gmail.com", "office365.com", "naver.com"])), ("SMTP relay", "SMTP 릴레이")
    elif kind == "ftp":
        u = ch(["acmeshop", "hanbit01", "moa_web", "www_acme"])
        url, d = "ftp://%s:%s@ftp.%s/public_html/" % (u, e, ch(["cafe24.com", "acme-hosting.kr", "dothome.co.kr"])), ("web hosting FTP", "웹호스팅 FTP")
    elif kind == "snowflake":
        url, d = "snowflake://%s:%s@%s-%s/analytics/public?warehouse=COMPUTE_WH&role=ANALYST" % (u, e, rs(ANU, 7), rs(ANU, 7)), ("Snowflake", "Snowflake")
    elif kind == "clickhouse":
        url, d = "clickhouse://default:%s@%s:8443/default?secure=true" % (e, h), ("ClickHouse", "ClickHouse")
    elif kind == "oracle":
        url, d = "oracle+oracledb://%s:%s@%s:1521/?service_name=ORCLPDB1" % (u, e, h), ("Oracle", "오라클")
    elif kind == "mssqlpy":
        url, d = "mssql+pyodbc://sa:%s@%s/erp?driver=ODBC+Driver+18+for+SQL+Server" % (e, h), ("SQL Server", "SQL Server")
    elif kind == "cosmos":
        k = b64(rbytes(64))
        url, d = "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (ch(["acme-cosmos", "hanbit-docs"]), k), ("Cosmos DB", "Cosmos DB")
        pw = e = k
    else:
        url, d = "mysql://%s:%s@%s:3306/shop" % (u, e, h), ("MySQL", "MySQL")
    return url, d, pw, e, kind, u, h


def note_connstr(lang):
    url, d, pw, e, kind, u, h = _conn(lang)
    dd = d[0] if lang == "en" else d[1]
    sql_ctx = ["env", "py", "compose", "k8s", "cli", "ci_env", "pytest"]
    ctx = ch({"pg": sql_ctx + ["node", "go"], "neon": sql_ctx + ["node", "go"], "mysql": sql_ctx, "pscale": sql_ctx,
              "mongo": ["env", "node_mongo", "cli", "compose", "k8s", "ci_env", "pytest"],
              "upstash": ["env", "py_redis", "node_redis", "cli", "celery", "compose"],
              "redis": ["env", "py_redis", "node_redis", "cli", "celery", "compose"],
              "amqp": ["env", "celery", "compose", "k8s", "cli"], "mssql": ["env", "compose", "k8s", "ci_env"],
              "jdbcpg": ["env", "spring", "k8s", "ci_env"], "jdbcmy": ["env", "spring", "k8s", "ci_env"],
              "elastic": ["env", "py_es", "cli", "k8s", "ci_env"], "smtp": ["env", "k8s", "ci_env", "compose"],
              "ftp": ["env", "cli", "ci_env"], "snowflake": ["env", "py", "k8s", "ci_env", "pytest"],
              "clickhouse": ["env", "py", "cli", "k8s"], "oracle": ["env", "py", "k8s", "pytest"],
              "mssqlpy": ["env", "py", "k8s", "pytest"], "cosmos": ["env", "k8s", "ci_env", "compose"]}[kind])
    var = ch(["DATABASE_URL", "DB_URL", "DATABASE_URL", "CONNECTION_STRING", "DSN"]) if kind not in ("upstash", "redis", "amqp", "smtp", "elastic") else \
        {"upstash": "REDIS_URL", "redis": "REDIS_URL", "amqp": "BROKER_URL", "smtp": "EMAIL_URL", "elastic": "ELASTICSEARCH_URL"}[kind]
    if kind == "cosmos":
        var = "COSMOS_CONNECTION_STRING"
    if kind in ("jdbcpg", "jdbcmy"):
        var = ch(["SPRING_DATASOURCE_URL", "JDBC_URL"])
    if kind in ("ftp", "snowflake", "clickhouse"):
        var = {"ftp": "FTP_URL", "snowflake": "SNOWFLAKE_URL", "clickhouse": "CLICKHOUSE_URL"}[kind]
    if ctx == "env":
        snip = "%s=%s" % (var, ch([url, '"%s"' % url]))
    elif ctx == "py":
        snip = 'engine = create_engine("%s", pool_pre_ping=True)' % url
    elif ctx == "node":
        snip = 'const pool = new Pool({ connectionString: "%s" });' % url
    elif ctx == "go":
        snip = 'db, err := sql.Open("pgx", "%s")' % url
    elif ctx == "node_mongo":
        snip = 'const client = new MongoClient("%s");\nawait client.connect();' % url
    elif ctx == "py_redis":
        snip = 'r = redis.from_url("%s", decode_responses=True)' % url
    elif ctx == "node_redis":
        snip = 'const client = createClient({ url: "%s" });' % url
    elif ctx == "py_es":
        snip = 'es = Elasticsearch("%s", request_timeout=30)' % url
    elif ctx == "compose":
        snip = "    environment:\n      %s: %s" % (var, url)
    elif ctx == "k8s":
        snip = "stringData:\n  %s: \"%s\"" % (var, url)
    elif ctx == "cli":
        tool = {"mongo": "mongosh", "upstash": "redis-cli -u", "redis": "redis-cli -u", "amqp": "rabbitmqadmin --uri",
                "elastic": "curl -s", "ftp": "curl -s --list-only", "clickhouse": "clickhouse-client --url"}.get(kind, "psql")
        if kind in ("mysql", "pscale"):
            tool = "mysqlsh --uri"
        snip = '%s "%s"' % (tool, url)
    elif ctx == "celery":
        snip = 'app = Celery("tasks", broker="%s")' % url
    elif ctx == "spring":
        snip = "spring:\n  datasource:\n    url: %s" % url
    elif ctx == "ci_env":
        snip = "+ env | sort\nCI=true\n%s=%s\nGITHUB_REF=refs/heads/main\nHOME=/home/runner" % (var, url)
    else:
        snip = ("    def test_migrations_apply(db_url):\n>       conn = connect(db_url)\nE       OperationalError: could not translate host name\n\n"
                "db_url     = '%s'") % url
    secs = [e]
    extra_en = extra_ko = ""
    if e != pw and R.random() < 0.5:
        extra_en = " The raw password %s has to be percent-encoded inside the URL, which is why it looked different." % pw
        extra_ko = " 원래 비번 %s URL 안에서는 퍼센트 인코딩해야 해서 모양이 달라 보였던 것." % jo(pw, "은/는")
        secs.append(pw)
    task = task_pair()
    tk = task[0] if lang == "en" else task[1]
    shape = ch(["in_mc", "in_mc", "in_le", "in_ask"]) if len(snip) < 380 else ch(["in_mc", "in_le"])
    lesson = pick(lang, ["%s connects to %s through %s; nothing else is configured.%s" % (cap(tk), dd, var, extra_en),
                         "The %s connection string carries the credentials itself, so it must live in the secret store, not in the repo.%s" % (dd, extra_en),
                         "Special characters in %s passwords must be percent-encoded in the URL.%s" % (dd, extra_en)],
                  ["%s %s 통해 %s에 붙음. 그 외 설정은 없음.%s" % (jo(tk, "은/는"), jo(var, "을/를"), dd, extra_ko),
                   "%s 연결 문자열에 계정 정보가 같이 들어 있어서 레포 말고 시크릿 저장소에 둬야 함.%s" % (dd, extra_ko),
                   "%s 비번에 특수문자 있으면 URL에서는 퍼센트 인코딩해야 함.%s" % (dd, extra_ko)])
    if shape == "in_mc":
        mc = pick(lang, ["I didn't know where %s gets its %s connection. The user pasted:\n%s" % (tk, dd, snip),
                         "%s failed to connect to %s; this is what was configured:\n%s" % (cap(tk), dd, snip),
                         "The %s credentials weren't documented anywhere. From the user's terminal:\n%s" % (dd, snip)],
                  ["%s %s 연결 정보를 어디서 가져오는지 몰랐음. 사용자가 붙여준 내용:\n%s" % (jo(tk, "이/가"), dd, snip),
                   "%s %s 연결에 실패함. 설정돼 있던 값:\n%s" % (jo(tk, "이/가"), dd, snip),
                   "%s 계정 정보가 문서 어디에도 없었음. 사용자 터미널에서:\n%s" % (dd, snip)])
        le = lesson
        ask = pick(lang, ["Ask whether %s has a separate read-only user for %s." % (dd, tk), "",
                          "Which %s instance should %s point at by default?" % (dd, tk)],
                   ["%s에 %s용 읽기 전용 계정 따로 있는지 물어보기." % (dd, tk), "",
                    "%s 기본으로 어느 %s 인스턴스를 봐야 하는지 확인." % (jo(tk, "이/가"), dd)])
    elif shape == "in_le":
        mc = pick(lang, ["%s couldn't reach %s and I had no connection details." % (cap(tk), dd)],
                  ["%s %s에 못 붙었는데 연결 정보가 없었음." % (jo(tk, "이/가"), dd)])
        le = pick(lang, ["The working setup from the user:\n%s\n%s" % (snip, lesson)],
                  ["사용자 쪽에서 동작하는 설정:\n%s\n%s" % (snip, lesson)])
        ask = ""
    else:
        mc = pick(lang, ["%s needed %s and the variable wasn't set in my shell." % (cap(tk), var)],
                  ["%s %s 필요한데 내 쉘에 설정이 안 돼 있었음." % (tk + "에", jo(var, "이/가"))])
        le = lesson
        ask = pick(lang, ["Is %s still the right %s for %s?" % (url, var, dd)], ["%s 아직 %s %s 값 맞는지 확인." % (url, dd, var)])
        if len(ask.encode()) > 512:
            ask = ""
            le = le + "\n" + snip
    return "connection string: %s in %s (%s)" % (d[0], ctx, shape), mc, le, ask, secs


# keys ---------------------------------------------------------------------
def note_keys(lang):
    kind = cyc("note_keys", ["openssh", "openssh", "ec", "p8", "rsa_partial", "gcp_json", "wireguard", "age", "kube_client_key", "ppk", "eth"])
    if kind == "openssh":
        who = ch(["deploy@ci", "jpark@macbook", "github-actions", "ops@bastion", "minji@dev-vm"])
        text, lines, pub, fp = ssh_ed25519(who)
        secs = lines
        mc = pick(lang, ["I couldn't clone the private submodule; the user pasted the deploy key they use:\n%s" % text,
                         "No SSH access to the bastion. The user sent me this key to put in ~/.ssh/id_ed25519:\n%s" % text],
                  ["private 서브모듈 clone이 안 됐는데 사용자가 쓰는 배포 키를 붙여줌:\n%s" % text,
                   "bastion SSH 접근이 없었음. 사용자가 ~/.ssh/id_ed25519에 넣으라고 이 키 보내줌:\n%s" % text])
        le = pick(lang, ["The matching public key (%s) is registered as a read-only deploy key; the file needs chmod 600 or ssh ignores it." % fp],
                  ["짝이 되는 공개키(%s)가 읽기 전용 deploy key로 등록돼 있음. 파일 권한 600 아니면 ssh가 무시함." % fp])
        ask = pick(lang, ["Can I get my own key registered instead of reusing %s's?" % who], ["%s 키 재사용 말고 내 키를 따로 등록해도 되는지 물어보기." % who])
        cat = "private key: OpenSSH ed25519"
    elif kind == "ec":
        (text, lines), _ = ec_private_pem(False)
        secs = lines
        use = ch([("JWT signing (ES256)", "JWT 서명(ES256)", "rotating it invalidates every token issued so far", "바꾸면 기존 발급 토큰 전부 무효화됨"),
                  ("the nginx TLS certificate", "nginx TLS 인증서", "replacing it means reissuing the certificate as well", "바꾸려면 인증서도 다시 발급받아야 함"),
                  ("webhook request signing", "웹훅 요청 서명", "partners verify signatures with the matching public key, so rotation needs notice", "파트너들이 짝이 되는 공개키로 검증해서 교체하려면 사전 공지 필요")])
        mc = pick(lang, ["I didn't know where the key for %s comes from. The user pasted the file contents:\n%s" % (use[0], text)],
                  ["%s 키가 어디서 오는지 몰랐음. 사용자가 파일 내용을 그대로 붙여줌:\n%s" % (use[1], text)])
        le = pick(lang, ["The key for %s is a P-256 key mounted at /etc/app/keys/; %s." % (use[0], use[2])],
                  ["%s 키는 P-256이고 /etc/app/keys/에 마운트됨. %s." % (use[1], use[3])])
        ask = ""
        cat = "private key: EC PEM (%s)" % use[0]
    elif kind == "p8":
        (text, lines), _ = ec_private_pem(True)
        secs = lines
        kid, iss = rs(ANU, 10), uuid4()
        mc = pick(lang, ["The iOS release lane failed with 'Authentication credentials are missing or invalid'. The user pasted AuthKey_%s.p8:\n%s" % (kid, text)],
                  ["iOS 릴리스 lane이 'Authentication credentials are missing or invalid'로 실패함. 사용자가 AuthKey_%s.p8 내용을 붙여줌:\n%s" % (kid, text)])
        le = pick(lang, ["fastlane needs key_id %s, issuer_id %s and that .p8 content; the key can only be downloaded once from App Store Connect." % (kid, iss)],
                  ["fastlane에는 key_id %s, issuer_id %s, 그리고 .p8 내용이 필요함. .p8은 App Store Connect에서 한 번만 다운로드 가능." % (kid, iss)])
        ask = pick(lang, ["Where is the .p8 stored for CI, so I don't need it pasted again?"], ["CI용 .p8 어디에 보관하는지 물어보기. 다시 붙여넣지 않게."])
        cat = "private key: App Store Connect .p8"
    elif kind == "rsa_partial":
        text, lines = rsa_private_pem(2048)
        n = R.randrange(3, 5)
        shown = lines[:n]
        secs = shown
        part = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(shown) + "\n..."
        app = ch(["acme-release-bot", "hanbit-ci-app", "deploy-checker"])
        mc = pick(lang, ["The GitHub App '%s' couldn't authenticate and I didn't know which private key it uses. The user pasted the top of the .pem:\n%s" % (app, part)],
                  ["GitHub App '%s' 인증이 안 됐는데 어떤 private key 쓰는지 몰랐음. 사용자가 .pem 앞부분을 붙여줌:\n%s" % (app, part)])
        le = pick(lang, ["The app key lives in GITHUB_APP_PRIVATE_KEY with literal \\n newlines; a missing newline causes 'Could not parse private key'."],
                  ["앱 키는 GITHUB_APP_PRIVATE_KEY에 \\n 이스케이프로 들어 있음. 줄바꿈 하나 빠지면 'Could not parse private key' 남."])
        ask = ""
        cat = "private key: RSA PEM partial paste"
    elif kind == "gcp_json":
        # PKCS#8-wrapped RSA key shown partially inside a service-account JSON
        text, lines = rsa_private_pem(2048, pkcs8=True)
        body = lines[:2]
        proj = ch(["acme-prod-3812", "hanbit-analytics", "moa-data-21"])
        js = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n%s\\n...",\n'
              '  "client_email": "bq-loader@%s.iam.gserviceaccount.com"\n}') % (proj, hexs(40), body[0], body[1], proj)
        secs = body
        mc = pick(lang, ["BigQuery loads failed with 'invalid_grant'. The user pasted part of the service account file:\n%s" % js],
                  ["BigQuery 적재가 'invalid_grant'로 실패함. 사용자가 서비스 계정 파일 일부를 붙여줌:\n%s" % js])
        le = pick(lang, ["GOOGLE_APPLICATION_CREDENTIALS points at that JSON on the runner; the key was deleted in IAM, so the file itself is stale."],
                  ["러너에서 GOOGLE_APPLICATION_CREDENTIALS가 그 JSON을 가리킴. IAM에서 키가 삭제돼서 파일 자체가 죽은 상태."])
        ask = pick(lang, ["Can we switch the loader to workload identity federation instead of a JSON key?"], ["JSON 키 말고 workload identity federation으로 바꿀 수 있는지 물어보기."])
        cat = "private key: GCP service account JSON"
    elif kind == "wireguard":
        priv, pub = wg_keypair()
        _, peer = wg_keypair()
        psk = b64(rbytes(32))
        conf = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, R.randrange(2, 250), peer, psk, ch(["acme.io", "hanbit.kr"]))
        secs = [priv, psk]
        mc = pick(lang, ["I couldn't reach the staging network. The user shared their WireGuard config:\n%s" % conf],
                  ["스테이징 망에 접근이 안 됐음. 사용자가 WireGuard 설정을 공유해줌:\n%s" % conf])
        le = pick(lang, ["Each laptop needs its own [Interface] key; reusing this one kicks the user off the VPN whenever I connect."],
                  ["노트북마다 [Interface] 키가 따로 있어야 함. 이거 같이 쓰면 내가 붙을 때마다 사용자가 VPN에서 튕김."])
        ask = pick(lang, ["Ask the infra team for a separate WireGuard peer for me."], ["인프라팀에 내 전용 WireGuard peer 요청하기."])
        cat = "private key: WireGuard config"
    elif kind == "age":
        sk, pk = age_keypair()
        mc = pick(lang, ["sops couldn't decrypt secrets.enc.yaml. The user sent their age identity:\n# created: 2024-%02d-%02dT10:12:55+09:00\n# public key: %s\n%s" % (R.randrange(1, 13), R.randrange(1, 29), pk, sk)],
                  ["sops가 secrets.enc.yaml 복호화를 못 함. 사용자가 age identity를 보내줌:\n# created: 2024-%02d-%02dT10:12:55+09:00\n# public key: %s\n%s" % (R.randrange(1, 13), R.randrange(1, 29), pk, sk)])
        le = pick(lang, ["sops looks for the identity in ~/.config/sops/age/keys.txt or SOPS_AGE_KEY_FILE; the public key must be listed in .sops.yaml."],
                  ["sops는 ~/.config/sops/age/keys.txt나 SOPS_AGE_KEY_FILE에서 identity를 찾음. 공개키는 .sops.yaml에 등록돼 있어야 함."])
        ask = ""
        secs = [sk]
        cat = "private key: age identity"
    elif kind == "kube_client_key":
        (text, lines), _ = ec_private_pem(False)
        blob = b64((text + "\n").encode())
        cert = b64(("-----BEGIN CERTIFICATE-----\n" + b64(rbytes(60)) + "\n").encode())
        kc = "users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: %s\n    client-key-data: %s" % (cert[:60] + "...", blob)
        secs = [blob]
        mc = pick(lang, ["kubectl against the on-prem cluster failed with 'Unauthorized'. The user pasted their kubeconfig user section:\n%s" % kc],
                  ["온프레미스 클러스터에 kubectl 하면 'Unauthorized' 뜸. 사용자가 kubeconfig의 user 섹션을 붙여줌:\n%s" % kc])
        le = pick(lang, ["client-key-data is the base64 of the admin's private key; this is cluster-admin, not something to copy around."],
                  ["client-key-data는 관리자 private key를 base64한 것. cluster-admin 권한이라 여기저기 복사하면 안 됨."])
        ask = pick(lang, ["Can I get a namespaced kubeconfig instead of the admin one?"], ["admin 말고 네임스페이스 제한된 kubeconfig 받을 수 있는지 물어보기."])
        cat = "private key: kubeconfig client-key-data"
    elif kind == "ppk":
        seed = rbytes(32)
        pk = ed25519_pub(seed)
        pub_b = _sshstr("ssh-ed25519") + _sshstr(pk)
        priv_line = b64(_sshstr(seed))
        ppk = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            ch(["eddsa-key-20240312", "winbuild", "jpark-pc"]), "\n".join(wrap(b64(pub_b), 64)), priv_line, hexs(64)))
        secs = [priv_line]
        mc = pick(lang, ["The Windows build agent connects with PuTTY and I didn't know which key. The user pasted the .ppk:\n%s" % ppk],
                  ["윈도우 빌드 에이전트가 PuTTY로 접속하는데 어떤 키인지 몰랐음. 사용자가 .ppk를 붙여줌:\n%s" % ppk])
        le = pick(lang, ["puttygen can convert the .ppk to OpenSSH format for the Linux runners."],
                  ["리눅스 러너에서는 puttygen으로 .ppk를 OpenSSH 형식으로 변환해서 쓰면 됨."])
        ask = ""
        cat = "private key: PuTTY ppk"
    else:
        pk = "0x" + hexs(64)
        mc = pick(lang, ["The hardhat deploy script had no deployer account configured. The user's .env:\nSEPOLIA_RPC_URL=https://rpc.sepolia.org\nDEPLOYER_PRIVATE_KEY=%s" % pk],
                  ["hardhat 배포 스크립트에 deployer 계정 설정이 없었음. 사용자 .env:\nSEPOLIA_RPC_URL=https://rpc.sepolia.org\nDEPLOYER_PRIVATE_KEY=%s" % pk])
        le = pick(lang, ["hardhat.config.ts reads DEPLOYER_PRIVATE_KEY into accounts[]; the address holds testnet ETH only."],
                  ["hardhat.config.ts가 DEPLOYER_PRIVATE_KEY를 accounts[]로 읽음. 해당 주소엔 테스트넷 ETH만 있음."])
        ask = pick(lang, ["Is that key also used on mainnet anywhere?"], ["그 키가 메인넷에서도 쓰이는지 확인."])
        secs = [pk]
        cat = "private key: Ethereum deployer key"
    return cat, mc, le, ask, secs


# 2FA seeds, recovery codes ------------------------------------------------
def note_totp(lang):
    issuer = ch(["GitHub", "AWS", "Google", "npm", "Cloudflare", "Okta", "GitLab", "Kakao", "Naver", "Binance", "Atlassian", "Slack"])
    acct = ch(["ops@acme.io", "jpark", "shared-admin", "root", "dev@hanbit.kr", "qa-team"])
    sec = totp_secret(ch([10, 20, 20, 32]))
    kind = cyc("note_totp", ["uri", "grouped", "oathtool", "pyotp", "keepass", "migration"])
    secs = [sec]
    if kind == "uri":
        blob = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            urllib.parse.quote(issuer), urllib.parse.quote(acct), sec, urllib.parse.quote(issuer))
        mc = pick(lang, ["The shared %s account has 2FA and I couldn't get a code. The user decoded the QR for me:\n%s" % (issuer, blob)],
                  ["공용 %s 계정에 2FA가 걸려 있어서 코드를 못 받았음. 사용자가 QR을 디코딩해서 줌:\n%s" % (issuer, blob)])
    elif kind == "grouped":
        g = " ".join(wrap(sec.lower(), 4))
        secs = [g]
        mc = pick(lang, ["I was blocked by the %s 2FA prompt. The user sent the setup key shown under 'Can't scan the QR code?': %s" % (issuer, g)],
                  ["%s 2FA 화면에서 막힘. 사용자가 'QR 코드를 스캔할 수 없나요?' 아래에 나온 설정 키를 보내줌: %s" % (issuer, g)])
    elif kind == "oathtool":
        mc = pick(lang, ["The release script needs a %s OTP and nobody told me how it gets one. It does:\n$ oathtool --totp -b %s" % (issuer, sec)],
                  ["릴리스 스크립트가 %s OTP를 어떻게 받는지 아무도 안 알려줌. 스크립트 안에 이게 있음:\n$ oathtool --totp -b %s" % (issuer, sec)])
    elif kind == "pyotp":
        mc = pick(lang, ["The e2e login test for %s kept failing at the 2FA step. The fixture the user showed me:\nimport pyotp\ntotp = pyotp.TOTP(\"%s\")\npage.fill(\"#otp\", totp.now())" % (issuer, sec)],
                  ["%s e2e 로그인 테스트가 2FA 단계에서 계속 실패함. 사용자가 보여준 fixture:\nimport pyotp\ntotp = pyotp.TOTP(\"%s\")\npage.fill(\"#otp\", totp.now())" % (issuer, sec)])
    elif kind == "keepass":
        mc = pick(lang, ["The team KeePass export the user pasted for the %s entry:\nTitle: %s (%s)\nUserName: %s\nOTP: otpauth://totp/%s?secret=%s&period=30" % (
                            issuer, issuer, acct, acct, urllib.parse.quote(issuer), sec)],
                  ["사용자가 붙여준 팀 KeePass의 %s 항목:\nTitle: %s (%s)\nUserName: %s\nOTP: otpauth://totp/%s?secret=%s&period=30" % (
                      issuer, issuer, acct, acct, urllib.parse.quote(issuer), sec)])
    else:
        data = b64(b"\x0a" + bytes([len(sec) + 20]) + b"\x0a" + bytes([len(base64.b32decode(sec + "=" * (-len(sec) % 8)))]) +
                   base64.b32decode(sec + "=" * (-len(sec) % 8)) + b"\x12" + bytes([len(acct)]) + acct.encode() + b"\x1a" +
                   bytes([len(issuer)]) + issuer.encode() + b"\x20\x01\x28\x01\x30\x02")
        enc = pct(data)
        secs = [enc]
        mc = pick(lang, ["Moving the %s 2FA to a new phone: the user exported from Google Authenticator and pasted the QR contents:\notpauth-migration://offline?data=%s" % (issuer, enc)],
                  ["%s 2FA를 새 폰으로 옮기는 중. 사용자가 Google Authenticator에서 내보내기 한 QR 내용을 붙여줌:\notpauth-migration://offline?data=%s" % (issuer, enc)])
    le = pick(lang, ["Codes are standard 30-second TOTP; if they are rejected, check the clock on the machine first.",
                     "Whoever holds this seed can generate %s codes forever, so it belongs in the vault, not in notes." % issuer,
                     "The %s account is shared by the on-call rotation; 2FA is tied to this one seed." % issuer],
              ["30초짜리 표준 TOTP임. 코드 거절되면 먼저 기기 시간부터 확인할 것.",
               "이 시드 있으면 %s 코드 계속 만들 수 있음. 노트 말고 볼트에 있어야 함." % issuer,
               "%s 계정은 온콜 담당자들이 같이 씀. 2FA도 이 시드 하나에 묶여 있음." % issuer])
    ask = pick(lang, ["Can the %s account get per-person 2FA instead of a shared seed?" % issuer, ""],
               ["%s 계정을 공용 시드 말고 개인별 2FA로 바꿀 수 있는지 물어보기." % issuer, ""])
    return "2FA seed: %s (%s)" % (issuer, kind), mc, le, ask, secs


def note_recovery(lang):
    kind = cyc("note_recovery", ["github", "google", "microsoft", "onepassword", "bitwarden", "apple", "gitlab", "discord", "bitlocker"])
    if kind == "github":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(16)]
        shown = codes[:R.randrange(4, 9)]
        svc = ("GitHub", "GitHub")
    elif kind == "google":
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(10)]
        shown = codes[:R.randrange(3, 7)]
        svc = ("Google Workspace admin", "구글 워크스페이스 관리자")
    elif kind == "microsoft":
        shown = ["-".join(rs(ANU.replace("0", "").replace("O", "").replace("1", "").replace("I", ""), 5) for _ in range(5))]
        svc = ("Microsoft account", "MS 계정")
    elif kind == "onepassword":
        shown = ["A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))]
        svc = ("1Password Secret Key", "1Password Secret Key")
    elif kind == "bitwarden":
        shown = [rs(ANU, 32)]
        svc = ("Bitwarden (two-step login)", "Bitwarden 계정(2단계 인증)")
    elif kind == "apple":
        shown = ["-".join(rs(ANU, 4) for _ in range(7))]
        svc = ("the test Apple ID", "테스트용 Apple ID")
    elif kind == "gitlab":
        codes = [hexs(16) for _ in range(10)]
        shown = codes[:R.randrange(3, 6)]
        svc = ("GitLab", "GitLab")
    elif kind == "discord":
        codes = ["%s-%s" % (rs(ANL, 4), rs(ANL, 4)) for _ in range(10)]
        shown = codes[:R.randrange(3, 6)]
        svc = ("the community Discord bot owner account", "커뮤니티 디스코드 봇 소유자 계정")
    else:
        shown = ["-".join(rs(DG, 6) for _ in range(8))]
        svc = ("the BitLocker drive on the build laptop", "빌드 노트북 BitLocker 드라이브")
    sv = svc[0] if lang == "en" else svc[1]
    lst = "\n".join(shown)
    if kind == "bitlocker":
        mc = pick(lang, ["After a BIOS update %s asked for the recovery key and I had none. The user read it out:\n%s" % (sv, lst)],
                  ["BIOS 업데이트 후 %s 복구 키를 요구했는데 가진 게 없었음. 사용자가 불러준 키:\n%s" % (sv, lst)])
    else:
        mc = pick(lang, ["I got locked out of %s when the authenticator phone was unavailable. The user pasted recovery codes:\n%s" % (sv, lst),
                         "Nobody told me how to get past 2FA on %s. From the user's saved recovery codes:\n%s" % (sv, lst)],
                  ["인증 앱 폰이 없어서 %s 로그인이 막힘. 사용자가 복구 코드를 붙여줌:\n%s" % (sv, lst),
                   "%s 2FA 우회 방법을 아무도 안 알려줌. 사용자가 저장해둔 복구 코드:\n%s" % (sv, lst)])
    used = shown[0]
    if kind in ("onepassword", "apple", "microsoft"):
        if kind == "onepassword":
            mc = pick(lang, ["Signing in to 1Password on the new build Mac needed the account's Secret Key. The user read it off the Emergency Kit:\n%s" % lst],
                      ["새 빌드용 맥에서 1Password 로그인하려면 계정 Secret Key가 필요했음. 사용자가 이머전시 키트에서 읽어줌:\n%s" % lst])
        le = pick(lang, ["This is a long-lived recovery secret, not a one-time code; with the account password it opens everything, so it has to be regenerated now that it was shared."],
                  ["일회용 코드가 아니라 계속 유효한 복구 키임. 계정 비번이랑 같이 있으면 전부 열리니까 공유된 이상 재발급해야 함."])
        ask = pick(lang, ["Who should hold the recovery key from now on?", ""], ["앞으로 복구 키는 누가 보관할지 물어보기.", ""])
        return "recovery codes: %s" % svc[0], mc, le, ask, list(shown)
    le = pick(lang, ["I used %s; each recovery code works once, so that one is gone now." % used,
                     "Recovery codes are single-use and the list should be regenerated after it has been shared."],
              ["%s 사용함. 복구 코드는 한 번만 쓸 수 있어서 그건 이제 소진됨." % used,
               "복구 코드는 일회용이고 공유된 이상 목록을 재발급해야 함."])
    ask = pick(lang, ["Ask whether a second hardware key can be registered for %s." % sv, ""],
               ["%s에 하드웨어 키 하나 더 등록할 수 있는지 물어보기." % sv, ""])
    return "recovery codes: %s" % svc[0], mc, le, ask, list(shown)


def note_wifi(lang):
    ssid = ch(["ACME-Office-5G", "hanbit_guest", "Dev-Lab", "KT_GiGA_5G_Wave2_%s" % rs(HEXU, 4), "iptime_%s" % rs(DG, 3),
               "SK_WiFiGIGA%s_5G" % rs(HEXU, 4), "Warehouse-IoT", "U+Net%s" % rs(HEXU, 4), "cafe-2F"])
    pw, st = password(lang, ["human", "phrase", "generated", "pattern", "kbd"], no_space=False)
    kind = cyc("note_wifi", ["wpa_supplicant", "nmcli", "netsh", "qr", "hostapd", "esp32", "prose", "psk_hex"])
    secs = [pw]
    if kind == "wpa_supplicant":
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif kind == "nmcli":
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
    elif kind == "netsh":
        snip = ("> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n"
                "    Key Content            : %s") % (ssid, pw)
    elif kind == "qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif kind == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
    elif kind == "esp32":
        snip = 'const char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}' % (ssid, pw)
    elif kind == "psk_hex":
        pskh = hashlib.pbkdf2_hmac("sha1", pw.encode(), ssid.encode(), 4096, 32).hex()
        snip = 'network={\n    ssid="%s"\n    #psk="%s"\n    psk=%s\n}' % (ssid, pw, pskh)
        secs = [pw, pskh]
    else:
        snip = None
    if snip is None:
        mc = pick(lang, ["The test devices had to join %s and nobody told me the key. The user said it's %s." % (ssid, pw)],
                  ["테스트 기기들을 %s에 붙여야 했는데 비번을 아무도 안 알려줌. 사용자가 %s 라고 알려줌." % (ssid, pw)])
    else:
        mc = pick(lang, ["The Raspberry Pi in the lab wouldn't join the Wi-Fi and I didn't know the network details. The user shared:\n%s" % snip,
                         "I needed the devices on %s; this is what the user pasted:\n%s" % (ssid, snip)],
                  ["랩에 있는 라즈베리파이가 와이파이에 안 붙는데 네트워크 정보를 몰랐음. 사용자가 공유한 설정:\n%s" % snip,
                   "기기들을 %s에 붙여야 했음. 사용자가 붙여준 내용:\n%s" % (ssid, snip)])
    le = pick(lang, ["%s is 2.4/5 GHz mixed; the ESP boards only see the 2.4 GHz band." % ssid,
                     "Devices on %s are isolated from the office LAN, so the test server has to be reached over its public URL." % ssid],
              ["%s 2.4/5GHz 혼용이라 ESP 보드는 2.4GHz만 잡음." % jo(ssid, "은/는"),
               "%s에 붙은 기기는 사내 LAN이랑 분리돼 있어서 테스트 서버는 공인 URL로 접근해야 함." % ssid])
    ask = pick(lang, ["Is there a separate IoT network so devices don't use %s?" % ssid, ""],
               ["기기용 IoT 망이 따로 있는지 물어보기.", ""])
    return "wifi key: %s (%s)" % (kind, st), mc, le, ask, secs


def note_pin(lang):
    kind = cyc("note_pin", ["puk", "piv", "door", "alarm", "safe", "door", "hsm"])
    if kind == "puk":
        v = rs(DG, 8)
        mc = pick(lang, ["The test phone's SIM got PIN-locked after three wrong tries. The carrier sheet the user photographed says PUK: %s" % v],
                  ["테스트폰 유심이 PIN 3번 틀려서 잠김. 사용자가 찍어 보낸 유심 카드 뒷면에 PUK: %s" % v])
        le = pick(lang, ["Ten wrong PUK entries kill the SIM permanently, so type it carefully."], ["PUK 10번 틀리면 유심 영구 잠김. 천천히 입력할 것."])
        secs = [v]
    elif kind == "piv":
        pin, puk = rs(DG, 8), rs(DG, 8)
        mc = pick(lang, ["Signing with the YubiKey failed: 'PIN required'. The user set it up with:\n$ ykman piv access change-pin --pin 123456 --new-pin %s\n$ ykman piv access change-puk --puk 12345678 --new-puk %s" % (pin, puk)],
                  ["YubiKey 서명이 'PIN required'로 실패함. 사용자가 설정할 때 쓴 명령:\n$ ykman piv access change-pin --pin 123456 --new-pin %s\n$ ykman piv access change-puk --puk 12345678 --new-puk %s" % (pin, puk)])
        le = pick(lang, ["123456 and 12345678 are the factory defaults; the new PIN and PUK are what the code-signing key now needs."],
                  ["123456, 12345678은 공장 기본값이고 지금 코드 서명에는 새 PIN/PUK가 필요함."])
        secs = [pin, puk]
    elif kind == "door":
        v = ch(["%s#%s" % (rs(DG, 4), rs(DG, 4)), "*%s#" % rs(DG, 8), "%s*%s" % (rs(DG, 5), rs(DG, 3))])
        if lang == "ko":
            mc = ch(["야간 작업 때 서버실 들어가야 하는데 출입 방법을 몰랐음. 사용자가 도어락 비번 %s 알려줌." % v,
                     "IDC 케이지 들어가는 법이 런북에 없었음. 사용자 말로는 케이지 번호키가 %s." % v])
        else:
            mc = ch(["I had to get into the server room for the night maintenance and didn't know how. The user gave me the door code %s." % v,
                     "The runbook didn't say how to reach the cage at the IDC. The keypad code is %s according to the user." % v])
        le = pick(lang, ["The code changes every quarter and the facilities team announces it in #office."],
                  ["번호는 분기마다 바뀌고 총무팀이 #office 채널에 공지함."])
        secs = [v]
    elif kind == "alarm":
        v = rs(DG, 8)
        mc = pick(lang, ["The office alarm went off when I asked the user to reboot the on-prem server at night. To disarm: %s then OK." % v],
                  ["밤에 온프렘 서버 재부팅 부탁했더니 사무실 경보가 울림. 해제하려면 %s 누르고 확인." % v])
        le = pick(lang, ["The security company calls within 5 minutes if the alarm isn't disarmed."], ["5분 안에 해제 안 하면 보안업체에서 전화 옴."])
        secs = [v]
    elif kind == "safe":
        v = "%s-%s-%s-%s" % (rs(DG, 2), rs(DG, 2), rs(DG, 2), rs(DG, 2))
        mc = pick(lang, ["The offline root CA USB is in the office safe and I didn't know the combination. It is %s." % v],
                  ["오프라인 루트 CA USB가 사무실 금고에 있는데 비번을 몰랐음. 금고 번호는 %s." % v])
        le = pick(lang, ["Signing a new intermediate needs the root CA, so this is a two-person job."], ["새 intermediate 서명하려면 루트 CA가 필요해서 2인 작업임."])
        secs = [v]
    else:
        v = rs(DG, 8)
        mc = pick(lang, ["The CloudHSM-backed signing step needed a crypto user PIN nobody mentioned. The user typed: loginHSM CU signer %s" % v],
                  ["CloudHSM 서명 단계에 아무도 말 안 한 crypto user PIN이 필요했음. 사용자가 친 명령: loginHSM CU signer %s" % v])
        le = pick(lang, ["The CU password is separate from IAM and is only in the security team's vault."], ["CU 비번은 IAM이랑 별개이고 보안팀 볼트에만 있음."])
        secs = [v]
    ask = pick(lang, ["Who else should know when I use this code?", ""], ["이 번호 쓸 때 누구한테 알려야 하는지 물어보기.", ""])
    return "PIN/code: %s" % kind, mc, le, ask, secs


BIP39_SUBSET = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
                "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
                "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
                "alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient "
                "anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
                "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artist artwork "
                "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt "
                "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
                "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty "
                "because become beef before begin behave behind believe below belt bench benefit best betray better between beyond "
                "bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom "
                "zoo zone zero wrong world wolf winter wine window wild whale wheat wave water warrior walnut voyage vivid visit "
                "village vessel venue valley vacuum useful urban update unveil universe unfold uncle umbrella typical twist twelve "
                "turtle tunnel truth trophy tribe travel toy tower tornado topic toddler tissue ticket thunder theme tent tenant "
                "tattoo talent tail system swim sword sunny sugar subway style stove story stomach still stereo steak stadium "
                "squirrel spy spring sponsor spider spell speak space soup solar social soccer snake smoke slogan slim skull siren "
                "sister silver siege shrimp shoe sheriff shell shaft settle service senior security scout scorpion scissors school "
                "scatter satoshi salmon saddle rural runway rude rubber royal rocket robot ritual ripple rifle ribbon rhythm review "
                "return retreat resource resemble repair remind release regular refuse recycle recipe rebuild rather rapid rabbit "
                "quiz quantum pyramid puzzle purpose pumpkin pudding provide proof process prison priority pride pretty powder "
                "potato position pony pond polar pizza pioneer pilot pigeon piano photo pet pepper penalty peanut payment patrol "
                "path parrot panda palace oyster owner output orphan orbit orange opinion olympic ocean obvious oak nuclear notice "
                "noodle noble nephew neutral napkin myth mushroom museum mountain motor monkey mixture miracle mirror meadow maze "
                "marine mango mammal magnet lyrics luxury lucky lobster lizard liquid lion limb library lemon leopard lecture laptop "
                "lamp ladder kitten kiwi kingdom kangaroo journey jungle jelly jaguar ivory island invest interest inmate inherit "
                "inch illegal icon hybrid hurdle humble horse honey hockey history hero helmet harvest hamster guitar gorilla glove "
                "giraffe ginger genius garlic gallery furnace frozen fossil forest flamingo fiction festival feature fatigue fashion "
                "family fabric eyebrow exotic evolve estate erosion envelope enforce empower elephant eagle dwarf dune dragon dolphin "
                "dinosaur diesel desert deposit delay decade dash dance").split()


def note_seed(lang):
    n = ch([12, 12, 24])
    phrase = " ".join(ch(BIP39_SUBSET) for _ in range(n))
    kind = cyc("note_seed", ["env", "hardhat", "cast", "prose"])
    if kind == "env":
        mc = pick(lang, ["The local testnet scripts had no wallet configured. The user's .env:\nMNEMONIC=\"%s\"\nCHAIN_ID=11155111" % phrase],
                  ["로컬 테스트넷 스크립트에 지갑 설정이 없었음. 사용자 .env:\nMNEMONIC=\"%s\"\nCHAIN_ID=11155111" % phrase])
    elif kind == "hardhat":
        mc = pick(lang, ["I didn't know which accounts the hardhat tests use. hardhat.config.js has:\nnetworks: {\n  sepolia: {\n    url: process.env.SEPOLIA_URL,\n    accounts: { mnemonic: \"%s\" },\n  },\n}," % phrase],
                  ["hardhat 테스트가 어떤 계정을 쓰는지 몰랐음. hardhat.config.js에 이렇게 되어 있음:\nnetworks: {\n  sepolia: {\n    url: process.env.SEPOLIA_URL,\n    accounts: { mnemonic: \"%s\" },\n  },\n}," % phrase])
    elif kind == "cast":
        mc = pick(lang, ["Deploying with foundry failed: no keystore. The user imported the wallet like this:\n$ cast wallet import deployer --mnemonic \"%s\"" % phrase],
                  ["foundry 배포가 keystore 없어서 실패함. 사용자가 지갑을 이렇게 import함:\n$ cast wallet import deployer --mnemonic \"%s\"" % phrase])
    else:
        mc = pick(lang, ["The treasury test wallet's recovery phrase, as the user typed it to me: %s" % phrase],
                  ["사용자가 알려준 테스트용 트레저리 지갑 복구 문구: %s" % phrase])
    le = pick(lang, ["The first derived address (m/44'/60'/0'/0/0) is the deployer; anyone with the phrase controls every derived account."],
              ["첫 번째 파생 주소(m/44'/60'/0'/0/0)가 deployer임. 이 문구만 있으면 파생 계정 전부 통제 가능."])
    ask = pick(lang, ["Is this phrase used for anything besides testnet?", ""], ["이 문구가 테스트넷 말고 다른 데서도 쓰이는지 확인.", ""])
    return "wallet seed phrase (%d words, %s)" % (n, kind), mc, le, ask, [phrase]


def note_apppw(lang):
    kind = cyc("note_apppw", ["gmail_msmtp", "gmail_django", "gmail_nodemailer", "apple_notary", "apple_altool", "ms", "yahoo"])
    g = " ".join(rs(LO, 4) for _ in range(4))
    a = "-".join(rs(LO, 4) for _ in range(4))
    m = rs(LO, 16)
    if kind == "gmail_msmtp":
        v = g
        snip = "account gmail\nhost smtp.gmail.com\nport 587\nauth on\ntls on\nuser alerts.acme@gmail.com\npassword %s\nfrom alerts.acme@gmail.com" % v
        what = ("~/.msmtprc for cron mail", "cron 메일용 ~/.msmtprc")
    elif kind == "gmail_django":
        v = g.replace(" ", "")
        snip = "EMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = \"noreply.hanbit@gmail.com\"\nEMAIL_HOST_PASSWORD = \"%s\"" % v
        what = ("Django email settings", "Django 메일 설정")
    elif kind == "gmail_nodemailer":
        v = g
        snip = "const transporter = nodemailer.createTransport({\n  service: \"gmail\",\n  auth: { user: \"ops.acme@gmail.com\", pass: \"%s\" },\n});" % v
        what = ("nodemailer transport", "nodemailer transport 설정")
    elif kind == "apple_notary":
        v = a
        snip = "xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id \"release@acme.io\" --team-id %s --password %s" % (rs(ANU, 10), v)
        what = ("notarytool setup", "notarytool 설정")
    elif kind == "apple_altool":
        v = a
        snip = "xcrun altool --upload-app -f build/App.ipa -t ios -u ios-release@hanbit.kr -p %s" % v
        what = ("altool upload command", "altool 업로드 명령")
    elif kind == "ms":
        v = m
        snip = "smtp_user = reports@acme.onmicrosoft.com\nsmtp_password = %s\nsmtp_host = smtp.office365.com:587" % v
        what = ("report mailer config", "리포트 메일러 설정")
    else:
        v = m
        snip = "SMTP_HOST=smtp.mail.yahoo.com\nSMTP_USER=acme.alerts@yahoo.com\nSMTP_PASS=%s" % v
        what = ("alert mailer .env", "알림 메일러 .env")
    w = what[0] if lang == "en" else what[1]
    err = "Error: Unable to authenticate. Sign in with an app-specific password" if kind.startswith("apple") else "535 5.7.8 Username and Password not accepted"
    mc = pick(lang, ["The job failed with '%s' and I didn't know an app password was needed. The user's %s:\n%s" % (err, w, snip),
                     "I didn't know which credentials the %s uses. The user pasted it:\n%s" % (w, snip)],
              ["'%s' 에러로 실패했는데 앱 비밀번호가 필요한 줄 몰랐음. 사용자 %s:\n%s" % (err, w, snip),
               "%s에서 어떤 계정 정보를 쓰는지 몰랐음. 사용자가 붙여줌:\n%s" % (w, snip)])
    le = pick(lang, ["With 2FA on, the account password doesn't work for SMTP or notarization; only an app-specific password does, and it can be revoked on its own."],
              ["2FA 켜진 계정은 SMTP나 공증에 원래 비번이 안 먹고 앱 전용 비밀번호만 됨. 앱 비번은 따로 폐기 가능."])
    if kind.startswith("apple"):
        ask = pick(lang, ["Can the upload switch to an App Store Connect API key instead of an Apple ID?", ""],
                   ["Apple ID 대신 App Store Connect API 키로 업로드 방식을 바꿀 수 있는지 물어보기.", ""])
    else:
        ask = pick(lang, ["Should this move to a service account or an API-based mail provider?", ""], ["서비스 계정이나 API 방식 메일 서비스로 옮길지 물어보기.", ""])
    return "app password: %s" % kind, mc, le, ask, [v]


def note_http_auth(lang):
    kind = cyc("note_http_auth", ["basic_hdr", "copy_curl", "set_cookie", "postman", "har", "basic_dump", "php_session"])
    host = ch(["admin.acme.io", "staging.hanbit.kr", "api.moa-shop.com", "intranet.acme.local", "partner.example-pay.co.kr"])
    secs = []
    if kind in ("basic_hdr", "basic_dump"):
        u = ch(USERS)
        pw, _ = password(lang)
        blob = b64(("%s:%s" % (u, pw)).encode())
        secs = [blob]
        if kind == "basic_hdr":
            snip = 'curl -H "Authorization: Basic %s" https://%s/internal/metrics' % (blob, host)
        else:
            snip = "GET /internal/metrics HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: Prometheus/2.51.0" % (host, blob)
    elif kind == "copy_curl":
        sid = rs(ANL, 32)
        tok = jwt({"sub": uuid4(), "email": "qa@acme.io", "role": "admin", "iat": R.randrange(1710000000, 1730000000),
                   "exp": R.randrange(1730000000, 1740000000)}, {"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 16)}, 256)
        csrf = rs(AN, 32)
        snip = ("curl 'https://%s/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer %s' \\\n"
                "  -H 'cookie: sessionid=%s; csrftoken=%s' \\\n  --compressed") % (host, tok, sid, csrf)
        secs = [tok, sid]
    elif kind == "set_cookie":
        sess = b64u(rbytes(48)) + "--" + hexs(40)
        snip = ("HTTP/2 302\nlocation: /dashboard\nset-cookie: _acme_session=%s; path=/; secure; HttpOnly; SameSite=Lax\n"
                "x-request-id: %s") % (sess, uuid4())
        secs = [sess]
    elif kind == "postman":
        tok = jwt({"sub": "svc-partner", "scope": "orders:read orders:write", "iat": R.randrange(1710000000, 1730000000)})
        snip = json.dumps({"name": "List orders", "request": {"auth": {"type": "bearer", "bearer": [{"key": "token", "value": tok, "type": "string"}]},
                                                             "method": "GET", "url": "https://%s/v2/orders" % host}}, indent=2)
        secs = [tok]
    elif kind == "har":
        sid = "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
        snip = '"headers": [\n  {"name": "Cookie", "value": "connect.sid=%s"},\n  {"name": "Accept", "value": "*/*"}\n]' % sid
        secs = [sid]
    else:
        sid = rs(ANL, 26)
        snip = "Cookie: PHPSESSID=%s; lang=ko" % sid
        secs = [sid]
    if kind in ("basic_hdr", "basic_dump"):
        mc = pick(lang, ["The metrics scrape of %s started returning 401 and I didn't know how it authenticates. The user pasted the raw request:\n%s" % (host, snip),
                         "I didn't know the internal endpoint on %s uses basic auth. What the user runs:\n%s" % (host, snip)],
                  ["%s 메트릭 수집이 401을 받기 시작했는데 인증 방식을 몰랐음. 사용자가 원본 요청을 붙여줌:\n%s" % (host, snip),
                   "%s 내부 엔드포인트가 basic auth 쓰는 줄 몰랐음. 사용자가 쓰는 명령:\n%s" % (host, snip)])
        le = pick(lang, ["Basic auth is only base64 of user:password, so that header is the password in disguise; the scraper should read it from a file instead.",
                         "The 401 came from the account being rotated on the server while the scrape config still had the old header."],
                  ["Basic auth는 user:password를 base64한 것뿐이라 저 헤더가 곧 비번임. 수집기는 파일에서 읽게 해야 함.",
                   "서버 쪽 계정이 로테이션됐는데 수집 설정에는 예전 헤더가 남아 있어서 401 난 것."])
        ask = pick(lang, ["Ask whether %s can move to token auth." % host, ""], ["%s 토큰 인증으로 바꿀 수 있는지 물어보기." % jo(host, "을/를"), ""])
        return "http auth: %s" % kind, mc, le, ask, secs
    mc = pick(lang, ["I couldn't reproduce the bug on %s without being logged in. The user copied the request from DevTools:\n%s" % (host, snip),
                     "The user pasted the failing request so I could see what the browser sends:\n%s" % snip],
              ["%s 버그를 로그인 없이 재현할 수가 없었음. 사용자가 DevTools에서 요청을 복사해줌:\n%s" % (host, snip),
               "브라우저가 뭘 보내는지 보라고 사용자가 실패하는 요청을 붙여줌:\n%s" % snip])
    le = pick(lang, ["Session cookies and bearer tokens in copied requests are live credentials until they expire; the repro should use a seeded test user instead.",
                     "The endpoint needs the session plus the CSRF header; the 403 was the missing X-CSRFToken, not the session."],
              ["복사한 요청의 세션 쿠키랑 bearer 토큰은 만료 전까지 살아 있는 인증 정보임. 재현은 시드된 테스트 계정으로 해야 함.",
               "이 엔드포인트는 세션에 더해 CSRF 헤더도 필요함. 403은 세션이 아니라 X-CSRFToken 누락 때문이었음."])
    ask = pick(lang, ["Is there a test account for %s so I don't need the user's session?" % host, ""],
               ["사용자 세션 말고 %s 테스트 계정 있는지 물어보기." % host, ""])
    return "http auth: %s" % kind, mc, le, ask, secs


def note_sql_user(lang):
    u = ch(USERS)
    pw, st = password(lang)
    kind = cyc("note_sql_user", ["mysql_create", "pg_alter", "pg_role", "mssql_login", "oracle", "mongo", "redis_acl", "mysql_alter"])
    if kind == "mysql_create":
        snip = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON shop.* TO '%s'@'%%';" % (u, pw, u)
    elif kind == "mysql_alter":
        snip = "ALTER USER 'root'@'localhost' IDENTIFIED WITH caching_sha2_password BY '%s';\nFLUSH PRIVILEGES;" % pw
    elif kind == "pg_alter":
        snip = "ALTER USER %s WITH PASSWORD '%s';" % (u, pw)
    elif kind == "pg_role":
        snip = "CREATE ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2025-12-31';\nGRANT CONNECT ON DATABASE app TO %s;" % (u, pw, u)
    elif kind == "mssql_login":
        snip = "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;\nCREATE USER [%s] FOR LOGIN [%s];" % (u, pw, u, u)
    elif kind == "oracle":
        snip = "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (u.upper(), pw)
    elif kind == "mongo":
        snip = 'db.getSiblingDB("admin").createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "orders" }] })' % (u, pw)
    else:
        snip = "ACL SETUSER %s on >%s ~cache:* +@read +@write" % (u, pw)
    mc = pick(lang, ["The migration user didn't exist on the new instance and I didn't know how it was created. The user's SQL history:\n%s" % snip,
                     "Nobody told me the service account for the new DB. The user ran:\n%s" % snip],
              ["새 인스턴스에 마이그레이션 계정이 없었는데 어떻게 만들었는지 몰랐음. 사용자 SQL 히스토리:\n%s" % snip,
               "새 DB 서비스 계정을 아무도 안 알려줌. 사용자가 실행한 쿼리:\n%s" % snip])
    le = pick(lang, ["The app connects as %s; the grants are deliberately narrower than the old shared account." % u,
                     "Statements with passwords end up in the DB's query log and the client history; next time a prompt or a hashed form is better."],
              ["앱은 %s 계정으로 붙음. 권한은 예전 공용 계정보다 일부러 좁게 줌." % u,
               "비번 들어간 쿼리는 DB 쿼리 로그랑 클라이언트 히스토리에 남음. 다음엔 프롬프트나 해시 방식이 나음."])
    ask = pick(lang, ["Should the %s password go into Vault after this?" % u, ""], ["이후에 %s 비번을 Vault에 넣어야 하는지 물어보기." % u, ""])
    return "sql user statement: %s (%s)" % (kind, st), mc, le, ask, [pw]


# ---------------------------------------------------------------------------
# clean notes (no credential at all)
# ---------------------------------------------------------------------------
def env_name():
    return ch(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DATABASE_URL", "GITHUB_TOKEN", "SLACK_BOT_TOKEN", "SENDGRID_API_KEY",
               "AWS_SECRET_ACCESS_KEY", "DB_PASSWORD", "ANTHROPIC_API_KEY", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "REDIS_PASSWORD",
               "SENTRY_AUTH_TOKEN", "NPM_TOKEN", "DOCKERHUB_TOKEN", "JWT_SECRET", "TWILIO_AUTH_TOKEN", "HF_TOKEN", "MAILGUN_API_KEY"])


def svc_of(env):
    return {"STRIPE": "Stripe", "OPENAI": "OpenAI", "DATABASE": "Postgres", "GITHUB": "GitHub", "SLACK": "Slack", "SENDGRID": "SendGrid",
            "AWS": "AWS", "DB": "database", "ANTHROPIC": "Anthropic", "TOSS": "Toss Payments", "KAKAO": "Kakao", "REDIS": "Redis",
            "SENTRY": "Sentry", "NPM": "npm", "DOCKERHUB": "Docker Hub", "JWT": "auth service", "TWILIO": "Twilio", "HF": "Hugging Face",
            "MAILGUN": "Mailgun"}[env.split("_")[0]]


def svc_ko(s):
    return {"database": "DB", "auth service": "인증 서비스"}.get(s, s)


def clean_refs(lang):
    env = env_name()
    sv = svc_of(env)
    svk = sv if lang == "en" else svc_ko(sv)
    k = cyc("clean_refs", ["gha", "gitlab", "code", "k8s", "eso", "asm", "ssm", "vault", "vault_agent", "op", "doppler", "akv", "gsm", "tf",
            "compose_secret", "helm", "sops", "sealed", "ansible_vault", "jenkins", "env_example", "spring"])
    if k == "gha":
        snip = "      - name: Sync\n        run: ./scripts/sync.sh\n        env:\n          %s: ${{ secrets.%s }}" % (env, env)
    elif k == "gitlab":
        snip = 'deploy:\n  script:\n    - ./scripts/release.sh --token "$%s"\n    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"' % env
    elif k == "code":
        snip = ch(['api_key = os.environ["%s"]' % env, "const key = process.env.%s;" % env, 'String key = System.getenv("%s");' % env,
                   'key = ENV.fetch("%s")' % env, 'key := os.Getenv("%s")' % env, "$key = getenv('%s');" % env])
    elif k == "k8s":
        snip = "        env:\n          - name: %s\n            valueFrom:\n              secretKeyRef:\n                name: %s-credentials\n                key: %s" % (
            env, sv.lower().replace(" ", "-").replace("the-", ""), env.lower().replace("_", "-"))
    elif k == "eso":
        snip = "  data:\n    - secretKey: %s\n      remoteRef:\n        key: prod/%s\n        property: %s" % (env, sv.lower().replace(" ", "-"), env.lower())
    elif k == "asm":
        snip = "aws secretsmanager get-secret-value --secret-id prod/%s --query SecretString --output text" % sv.lower().replace(" ", "-")
    elif k == "ssm":
        snip = "aws ssm get-parameter --name /prod/%s --with-decryption --query Parameter.Value" % env.lower().replace("_", "/")
    elif k == "vault":
        snip = "vault kv get -field=%s secret/prod/%s" % (env.lower(), ch(["billing", "web", "etl", "mobile-api"]))
    elif k == "vault_agent":
        snip = '{{ with secret "secret/data/prod/app" }}\n%s={{ .Data.data.%s }}\n{{ end }}' % (env, env.lower())
    elif k == "op":
        snip = "%s=op://Engineering/%s/credential\n$ op run --env-file=.env.tpl -- npm start" % (env, sv.replace("the ", ""))
    elif k == "doppler":
        snip = "# %s comes from Doppler\ndoppler run --project api --config prd -- python -m app.worker" % env
    elif k == "akv":
        snip = '"%s": "@Microsoft.KeyVault(SecretUri=https://%s.vault.azure.net/secrets/%s/)"' % (
            env, ch(["acme-kv-prod", "hanbit-kv"]), "".join(x.capitalize() for x in env.lower().split("_")))
    elif k == "gsm":
        snip = "gcloud secrets versions access latest --secret=%s --project=%s" % (env.lower().replace("_", "-"), ch(["acme-prod", "hanbit-data"]))
    elif k == "tf":
        snip = 'data "aws_secretsmanager_secret_version" "app" {\n  secret_id = "prod/app"\n}\n\nlocals {\n  %s = jsondecode(data.aws_secretsmanager_secret_version.app.secret_string)["%s"]\n}' % (env.lower(), env)
    elif k == "compose_secret":
        snip = "services:\n  api:\n    secrets:\n      - %s\n    environment:\n      %s_FILE: /run/secrets/%s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt" % (
            env.lower(), env, env.lower(), env.lower(), env.lower())
    elif k == "helm":
        snip = "data:\n  %s: {{ .Values.%s | b64enc | quote }}" % (env.lower(), camel(env.lower()))
    elif k == "sops":
        snip = "%s: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: %s" % (
            env.lower(), b64(rbytes(R.randrange(20, 40))), b64(rbytes(32)), b64(rbytes(16)), age_keypair()[1])
    elif k == "sealed":
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    %s: Ag%s" % (env, b64(rbytes(180)))
    elif k == "ansible_vault":
        body = "\n".join(wrap(hexs(320), 80))
        snip = "%s: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " % env.lower() + body.replace("\n", "\n  ")
    elif k == "jenkins":
        snip = "withCredentials([string(credentialsId: '%s', variable: '%s')]) {\n  sh './deploy.sh'\n}" % (env.lower().replace("_", "-"), env)
    elif k == "env_example":
        snip = "# copy to .env and fill in\n%s=\n%s=\nNODE_ENV=development" % (env, ch(["SENTRY_DSN", "REDIS_URL", "LOG_LEVEL"]))
    else:
        snip = "app:\n  %s:\n    key: ${%s:?%s must be set}" % (camel(env.lower().split("_")[0]), env, env)
    shape = ch(["mc", "le"])
    mcx = pick(lang, ["I didn't know where %s comes from in this project. It's wired like this:\n%s" % (env, snip),
                      "Nobody told me the %s credential isn't in the repo. The config only references it:\n%s" % (sv, snip),
                      "I went looking for the %s key in the code and found only this:\n%s" % (sv, snip)],
               ["이 프로젝트에서 %s 어디서 오는지 몰랐음. 이렇게 연결돼 있음:\n%s" % (jo(env, "이/가"), snip),
                "%s 크리덴셜이 레포에 없다는 걸 아무도 안 알려줌. 설정에는 참조만 있음:\n%s" % (svk, snip),
                "코드에서 %s 키 찾다가 이것만 발견함:\n%s" % (svk, snip)])
    lex = pick(lang, ["The value is injected at deploy time; locally I need my own key in .env, which is gitignored.",
                      "Only the reference is committed; the actual value lives in the secret store and CI pulls it per environment.",
                      "Encrypted or referenced values are safe to commit; the decryption key is never in the repo."],
               ["값은 배포 시점에 주입됨. 로컬에서는 gitignore된 .env에 내 키를 따로 넣어야 함.",
                "레포에는 참조만 커밋돼 있고 실제 값은 시크릿 저장소에 있음. CI가 환경별로 가져감.",
                "암호화된 값이나 참조는 커밋해도 됨. 복호화 키는 레포에 절대 없음."])
    if shape == "le":
        mc = pick(lang, ["I assumed %s was hard-coded somewhere and wasted time grepping for it." % env,
                         "The %s integration failed locally because I had no %s." % (sv, env)],
                  ["%s 어딘가 하드코딩돼 있을 줄 알고 grep 하느라 시간 날림." % jo(env, "이/가"),
                   "로컬에 %s 없어서 %s 연동이 실패함." % (jo(env, "이/가"), svk)])
        le = pick(lang, ["It is only referenced:\n%s\nThe value is pulled from the secret store at runtime." % snip],
                  ["참조만 돼 있음:\n%s\n값은 런타임에 시크릿 저장소에서 가져옴." % snip])
    else:
        mc, le = mcx, lex
    ak = pick(lang, ["Ask who can grant me read access to the %s secret for staging." % sv, "",
                     "Which secret store is authoritative for %s: Vault or the cloud one?" % env],
              ["스테이징 %s 시크릿 읽기 권한을 누가 줄 수 있는지 물어보기." % svk, "",
               "%s 기준 저장소가 Vault인지 클라우드 쪽인지 확인." % env])
    return "clean: secret-store/variable reference (%s)" % k, mc, le, ak


def clean_placeholders(lang):
    k = cyc("clean_placeholders", ["bearer_tpl", "openai_dots", "x_filled", "akia_x", "pg_placeholder", "angle", "postman_var", "readme_env", "your_pw",
            "mysql_prompt", "stdin_login", "sdk_tpl", "compose_tpl", "curl_user_tpl"])
    if k == "bearer_tpl":
        snip = 'curl https://api.%s/v1/items -H "Authorization: Bearer <ACCESS_TOKEN>"' % ch(["acme.io", "moa-shop.com", "example.com"])
    elif k == "openai_dots":
        snip = "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-..."
    elif k == "x_filled":
        snip = "GITHUB_TOKEN=ghp_" + "x" * 36
    elif k == "akia_x":
        snip = "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX\naws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
    elif k == "pg_placeholder":
        snip = "DATABASE_URL=postgresql://user:password@localhost:5432/mydb"
    elif k == "angle":
        snip = "stripe.api_key = \"<your-secret-key>\""
    elif k == "postman_var":
        snip = "Authorization: Bearer {{access_token}}\nX-Api-Key: {{api_key}}"
    elif k == "readme_env":
        snip = "| Variable | Example |\n|---|---|\n| SLACK_BOT_TOKEN | xoxb-your-bot-token |\n| SLACK_SIGNING_SECRET | your-signing-secret |"
    elif k == "your_pw":
        snip = "mysql -u root -p'YOUR_PASSWORD_HERE' shop < dump.sql"
    elif k == "mysql_prompt":
        snip = "mysql -h 127.0.0.1 -u root -p\nEnter password:"
    elif k == "stdin_login":
        snip = 'echo "$CR_PAT" | docker login ghcr.io -u USERNAME --password-stdin'
    elif k == "sdk_tpl":
        snip = 'client = OpenAI(api_key=os.getenv("OPENAI_API_KEY", "REPLACE_ME"))'
    elif k == "compose_tpl":
        snip = "environment:\n  POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}"
    else:
        snip = "curl -u \"$JIRA_EMAIL:$JIRA_API_TOKEN\" https://acme.atlassian.net/rest/api/3/myself"
    mc = pick(lang, ["The setup doc only had a template and I didn't know what to fill in:\n%s" % snip,
                     "I copied this from the README and it obviously didn't work as-is:\n%s" % snip,
                     "Missing: the real values for the template below; the repo only ships placeholders.\n%s" % snip],
              ["셋업 문서에 템플릿만 있어서 뭘 채워야 하는지 몰랐음:\n%s" % snip,
               "README에서 이걸 그대로 복사했는데 당연히 안 됨:\n%s" % snip,
               "레포에는 아래처럼 플레이스홀더만 있고 실제 값이 뭔지 몰랐음.\n%s" % snip])
    le = pick(lang, ["Placeholders in the README are intentional; each developer gets their own key from the vendor console and keeps it in a local .env.",
                     "The template values are never valid, so the 401 was expected until I put a real key in my own environment.",
                     "Anything in angle brackets or double braces is a placeholder that the tooling substitutes; nothing secret is committed."],
              ["README의 플레이스홀더는 일부러 둔 것. 각자 콘솔에서 키 발급받아서 로컬 .env에 넣음.",
               "템플릿 값은 원래 안 먹힘. 내 환경에 실제 키 넣기 전까지 401 나는 게 정상.",
               "꺾쇠나 이중 중괄호 안에 있는 건 툴이 치환하는 플레이스홀더. 커밋된 시크릿은 없음."])
    ak = pick(lang, ["Ask where developers get their personal keys for local runs.", "", "Is there a sandbox account I should use for the template values?"],
              ["로컬 실행용 개인 키는 어디서 발급받는지 물어보기.", "", "템플릿에 넣을 샌드박스 계정이 있는지 확인."])
    return "clean: placeholder (%s)" % k, mc, le, ak


def clean_masked(lang):
    k = cyc("clean_masked", ["last4", "stars", "redacted", "vercel_ui", "tf_sensitive", "kubectl_describe", "gh_alert", "console_list", "env_print", "bullets"])
    l4 = rs(AN, 4)
    if k == "last4":
        snip = ch(["sk-proj-****%s" % l4, "sk_live_...%s" % l4, "xoxb-…-%s" % l4, "AKIA************%s" % rs(B32A, 4)])
    elif k == "stars":
        snip = "DB_PASSWORD=********\nSTRIPE_SECRET_KEY=****************\nREDIS_URL=redis://:****@cache:6379/0"
    elif k == "redacted":
        snip = "Authorization: Bearer [REDACTED]\nCookie: session=[REDACTED]"
    elif k == "vercel_ui":
        snip = "%s  ●●●●●●●●●●●●  Production, Preview  (updated 3d ago)" % env_name()
    elif k == "tf_sensitive":
        snip = '  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }'
    elif k == "kubectl_describe":
        snip = "Name:         app-secrets\nType:         Opaque\n\nData\n====\ndb-password:  24 bytes\nstripe-key:   107 bytes"
    elif k == "gh_alert":
        snip = "Secret scanning alert #%d: Stripe API Key (sk_live_...%s) detected in config/prod.yml, commit %s" % (R.randrange(3, 90), l4, hexs(7))
    elif k == "console_list":
        snip = "Access key ID          Status    Last used\nAKIA%s••••%s   Active    2 days ago (s3)" % (rs(B32A, 4), rs(B32A, 4))
    elif k == "env_print":
        snip = "$ printenv | grep -i token\nGITHUB_TOKEN=***\nNPM_TOKEN=***"
    else:
        snip = "SendGrid key: SG.••••••••••••••••.••••%s (created by ops)" % l4
    mc = pick(lang, ["I only ever saw masked values and couldn't tell which key was configured:\n%s" % snip,
                     "The user pasted this to show the key is set, with the value masked:\n%s" % snip,
                     "I wasn't sure the credential existed at all; the only evidence was:\n%s" % snip],
              ["마스킹된 값만 보여서 어떤 키가 설정돼 있는지 알 수 없었음:\n%s" % snip,
               "키가 설정돼 있다는 걸 보여주려고 사용자가 마스킹된 상태로 붙여줌:\n%s" % snip,
               "크리덴셜이 있긴 한지도 몰랐음. 근거는 이것뿐이었음:\n%s" % snip])
    tail_visible = k in ("last4", "gh_alert", "console_list", "bullets")
    le = pick(lang, ["Masked output is enough to confirm a key is present; to compare keys, match the last four characters against the vendor console."
                     if tail_visible else "Masked output is enough to confirm a value is set; the actual value is only in the secret store.",
                     "The tooling masks secrets by design, so the value can't be recovered from logs; I have to ask the owner instead.",
                     "A masked value with the last characters visible is how to identify which key to revoke without exposing it."
                     if tail_visible else "Nothing in this output can be used to authenticate; it only shows that the variables exist."],
              ["키가 있는지 확인하는 데는 마스킹된 값으로 충분함. 비교하려면 콘솔에서 마지막 4자리만 맞춰보면 됨."
               if tail_visible else "값이 설정돼 있는지 확인하는 데는 마스킹 출력으로 충분함. 실제 값은 시크릿 저장소에만 있음.",
               "툴이 일부러 시크릿을 가려서 로그로는 값 복원 불가. 주인한테 물어봐야 함.",
               "끝자리만 보이는 마스킹 값으로 어느 키를 폐기할지 노출 없이 식별할 수 있음."
               if tail_visible else "이 출력으로는 인증에 쓸 수 있는 게 없음. 변수가 있다는 것만 보여줌."])
    ak = pick(lang, ["", "Ask which environment the masked key belongs to before touching it."], ["", "건드리기 전에 그 마스킹된 키가 어느 환경 건지 물어보기."])
    return "clean: masked value (%s)" % k, mc, le, ak


def clean_docs_examples(lang):
    k = cyc("clean_docs_examples", ["aws_example", "jwt_io", "azurite", "stripe_docs", "toss_docs", "github_docs", "twilio_docs", "slack_docs"])
    if k == "aws_example":
        snip = "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        src = ("the AWS CLI docs", "AWS CLI 문서")
    elif k == "jwt_io":
        snip = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        src = ("jwt.io's default example", "jwt.io 기본 예제")
    elif k == "azurite":
        snip = "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"
        src = ("the Azurite emulator docs (well-known dev account)", "Azurite 에뮬레이터 문서(공개된 개발용 계정)")
    elif k == "stripe_docs":
        snip = "curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:"
        src = ("the Stripe API reference", "Stripe API 레퍼런스")
    elif k == "toss_docs":
        snip = "const secretKey = \"test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R\";"
        src = ("the Toss Payments integration guide", "토스페이먼츠 연동 가이드")
    elif k == "github_docs":
        snip = 'curl -H "Authorization: Bearer ghp_16C7e42F292c6912E7710c838347Ae178B4a" https://api.github.com/user'
        src = ("the GitHub REST docs", "GitHub REST 문서")
    elif k == "twilio_docs":
        snip = "client = Client(\"ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\", \"your_auth_token\")"
        src = ("the Twilio quickstart", "Twilio 퀵스타트")
    else:
        snip = "export SLACK_BOT_TOKEN=xoxb-your-token\nexport SLACK_SIGNING_SECRET=your-signing-secret"
        src = ("the Bolt for Python tutorial", "Bolt for Python 튜토리얼")
    s = src[0] if lang == "en" else src[1]
    mc = pick(lang, ["The test fixture uses the sample value from %s and I thought it was a leaked key:\n%s" % (s, snip),
                     "I found this in the repo and almost flagged it, but it is copied verbatim from %s:\n%s" % (s, snip)],
              ["테스트 fixture에 %s 샘플 값이 있어서 유출된 키인 줄 알았음:\n%s" % (s, snip),
               "레포에서 이걸 보고 신고할 뻔했는데 %s 그대로 복사한 것:\n%s" % (jo(s, "을/를"), snip)])
    le = pick(lang, ["Documentation sample values are public and don't authenticate anything real; secret scanners have allowlists for them.",
                     "The example value only exists so that docs and tests are copy-pasteable; the real key is provisioned separately."],
              ["문서 샘플 값은 공개된 거라 실제로 인증되는 게 없음. 시크릿 스캐너도 허용 목록에 넣어 둠.",
               "예제 값은 문서랑 테스트를 복붙 가능하게 하려고 있는 것. 실제 키는 따로 발급됨."])
    ak = pick(lang, ["", "Should the fixture use an obviously fake value instead, to stop scanner noise?"],
              ["", "스캐너 경고 줄이려고 fixture를 누가 봐도 가짜인 값으로 바꿀지 물어보기."])
    return "clean: vendor documentation example (%s)" % k, mc, le, ak


def clean_hashes(lang):
    k = cyc("clean_hashes", ["git_log", "docker_digest", "pip_hash", "npm_integrity", "go_sum", "sha256sum", "etag", "tf_lock", "lfs", "sri",
            "nix", "bazel", "cargo", "bisect"])
    if k == "git_log":
        snip = "\n".join("%s %s" % (hexs(7), m) for m in sample(["fix: retry on 429", "chore: bump axios", "feat: add export", "revert \"add cache\"",
                                                                     "test: flaky upload", "refactor: split client"], 3))
        what = ("the git log", "git log")
    elif k == "docker_digest":
        snip = "ghcr.io/acme/api@sha256:%s" % hexs(64)
        what = ("the pinned image digest", "고정된 이미지 digest")
    elif k == "pip_hash":
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        what = ("requirements.txt hashes", "requirements.txt 해시")
    elif k == "npm_integrity":
        snip = '"node_modules/lodash": {\n  "version": "4.17.21",\n  "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",\n  "integrity": "sha512-%s"\n}' % b64(rbytes(64))
        what = ("package-lock.json", "package-lock.json")
    elif k == "go_sum":
        snip = "github.com/google/uuid v1.6.0 h1:%s\ngithub.com/google/uuid v1.6.0/go.mod h1:%s" % (b64(rbytes(32)), b64(rbytes(32)))
        what = ("go.sum", "go.sum")
    elif k == "sha256sum":
        snip = "%s  app-v%d.%d.%d-linux-amd64.tar.gz" % (hexs(64), R.randrange(1, 4), R.randrange(0, 20), R.randrange(0, 10))
        what = ("the release checksum", "릴리스 체크섬")
    elif k == "etag":
        snip = 'HTTP/1.1 200 OK\nETag: "%s"\nx-amz-version-id: %s' % (hexs(32), rs(B64U, 32))
        what = ("the S3 response headers", "S3 응답 헤더")
    elif k == "tf_lock":
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.46.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (b64(rbytes(32)), hexs(64))
        what = (".terraform.lock.hcl", ".terraform.lock.hcl")
    elif k == "lfs":
        snip = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), R.randrange(10 ** 5, 10 ** 9))
        what = ("the Git LFS pointer", "Git LFS 포인터 파일")
    elif k == "sri":
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rbytes(48))
        what = ("the SRI attribute", "SRI 속성")
    elif k == "nix":
        snip = 'src = fetchFromGitHub {\n  owner = "acme";\n  repo = "cli";\n  rev = "%s";\n  hash = "sha256-%s";\n};' % (hexs(40), b64(rbytes(32)))
        what = ("the Nix derivation", "Nix derivation")
    elif k == "bazel":
        snip = 'http_archive(\n    name = "rules_go",\n    sha256 = "%s",\n    urls = ["https://github.com/bazelbuild/rules_go/releases/download/v0.46.0/rules_go-v0.46.0.zip"],\n)' % hexs(64)
        what = ("WORKSPACE", "WORKSPACE")
    elif k == "cargo":
        snip = '[[package]]\nname = "serde"\nversion = "1.0.197"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % hexs(64)
        what = ("Cargo.lock", "Cargo.lock")
    else:
        snip = "%s is the first bad commit\ncommit %s\nAuthor: jin <jin@acme.io>" % (hexs(40), hexs(40))
        what = ("git bisect output", "git bisect 결과")
    w = what[0] if lang == "en" else what[1]
    mc = pick(lang, ["The build broke after a dependency change and I didn't know what pinned it. From %s:\n%s" % (w, snip),
                     "I mistook the long hash values in %s for secrets at first:\n%s" % (w, snip),
                     "Nobody mentioned that artifacts are verified by hash. Relevant part of %s:\n%s" % (w, snip)],
              ["의존성 바뀐 뒤 빌드가 깨졌는데 뭐가 고정하는지 몰랐음. %s 일부:\n%s" % (w, snip),
               "%s에 있는 긴 해시 값들을 처음엔 시크릿인 줄 알았음:\n%s" % (w, snip),
               "아티팩트를 해시로 검증한다는 걸 아무도 안 알려줌. %s 관련 부분:\n%s" % (w, snip)])
    le = pick(lang, ["Those are content hashes, not credentials; changing the artifact means regenerating them, never editing by hand.",
                     "A hash mismatch means the upstream artifact changed; regenerate the lock data instead of disabling verification.",
                     "Digests and commit SHAs are safe to share in notes; they identify content, they don't grant access."],
              ["이건 콘텐츠 해시지 크리덴셜이 아님. 아티팩트 바뀌면 손으로 고치지 말고 다시 생성해야 함.",
               "해시 불일치는 업스트림 아티팩트가 바뀌었다는 뜻. 검증 끄지 말고 lock 정보를 재생성할 것.",
               "digest나 커밋 SHA는 노트에 적어도 됨. 내용을 식별할 뿐 접근 권한은 없음."])
    ak = pick(lang, ["", "Ask whether hash pinning is required for every dependency or only for release builds."],
              ["", "모든 의존성에 해시 고정이 필요한지, 릴리스 빌드만인지 물어보기."])
    return "clean: hash/digest (%s)" % k, mc, le, ak


def ulid():
    return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def clean_ids(lang):
    k = cyc("clean_ids", ["aws_req", "cf_ray", "stripe_obj", "slack_ids", "twilio_sid", "sentry_event", "trace", "objectid", "ulid", "openai_req",
            "anthropic_ids", "docker_id", "aws_res", "azure_ids", "gcp", "oauth_client_id", "firebase_app", "k8s_uid", "kakao_app"])
    if k == "aws_req":
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4)\nRequestId: %s" % uuid4().upper()
    elif k == "cf_ray":
        snip = "HTTP/2 522\ncf-ray: %s-ICN\nserver: cloudflare" % hexs(16)
    elif k == "stripe_obj":
        snip = "customer=cus_%s invoice=in_%s event=evt_%s price=price_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
    elif k == "slack_ids":
        snip = "team=T%s channel=C%s user=U%s ts=%d.%06d" % (rs(ANU, 8), rs(ANU, 10), rs(ANU, 10), R.randrange(1700000000, 1730000000), R.randrange(0, 999999))
    elif k == "twilio_sid":
        snip = "AccountSid: AC%s\nMessageSid: SM%s\nstatus: undelivered (30007)" % (hexs(32), hexs(32))
    elif k == "sentry_event":
        snip = "Sentry event %s in project web (issue WEB-%d)" % (hexs(32), R.randrange(100, 9000))
    elif k == "trace":
        snip = "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16))
    elif k == "objectid":
        snip = 'db.orders.findOne({ _id: ObjectId("%s") })' % hexs(24)
    elif k == "ulid":
        snip = "job_id=%s attempt=3 queue=exports" % ulid()
    elif k == "openai_req":
        snip = "openai.RateLimitError: Error code: 429 - request id: req_%s" % hexs(32)
    elif k == "anthropic_ids":
        snip = "message id msg_01%s, request-id req_011C%s" % (rs(AN, 22), rs(AN, 20))
    elif k == "docker_id":
        snip = "CONTAINER ID   IMAGE          STATUS\n%s   acme/api:1.9   Restarting (1) 8 seconds ago\n(full id %s)" % (hexs(12), hexs(64))
    elif k == "aws_res":
        snip = "arn:aws:iam::%s:role/ci-deployer\nsg-%s  i-%s  vpc-%s" % (rs(DG, 12), hexs(17), hexs(17), hexs(17))
    elif k == "azure_ids":
        snip = "tenantId: %s\nsubscriptionId: %s\nclientId: %s" % (uuid4(), uuid4(), uuid4())
    elif k == "gcp":
        snip = "projects/%s/locations/asia-northeast3/operations/operation-%d-%s" % (digits(12), R.randrange(10 ** 12, 10 ** 13), hexs(13))
    elif k == "oauth_client_id":
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32))
    elif k == "firebase_app":
        snip = "appId: 1:%s:android:%s" % (digits(12), hexs(16))
    elif k == "k8s_uid":
        snip = "pod/api-%s-%s  uid=%s" % (rs(ANL, 10), rs(ANL, 5), uuid4())
    else:
        snip = T(lang, "Kakao app ID %s, platform: Web (https://acme.co.kr)", "Kakao 앱 ID %s, 플랫폼: Web (https://acme.co.kr)") % digits(7)
    mc = pick(lang, ["I needed to correlate a failure across services and didn't know which identifiers matter. The user pasted:\n%s" % snip,
                     "The support ticket only had this, and I wasn't sure whether it was sensitive:\n%s" % snip,
                     "Missing context: which IDs to give the vendor when opening a ticket. What we had:\n%s" % snip],
              ["서비스 간 장애를 추적해야 했는데 어떤 ID가 중요한지 몰랐음. 사용자가 붙여줌:\n%s" % snip,
               "지원 티켓에 이것만 있었는데 민감한 정보인지 헷갈렸음:\n%s" % snip,
               "벤더에 티켓 열 때 어떤 ID를 줘야 하는지 몰랐음. 가지고 있던 것:\n%s" % snip])
    le = pick(lang, ["These are identifiers, not secrets; vendors ask for exactly these when debugging, and they grant no access on their own.",
                     "Request and trace IDs are what to search for in the logs; they are safe to paste into tickets.",
                     "Account and object IDs identify resources but can't be used to authenticate."],
              ["이건 식별자지 시크릿이 아님. 벤더가 디버깅할 때 바로 이걸 달라고 하고, 이것만으로는 접근 못 함.",
               "요청 ID, 트레이스 ID로 로그 검색하면 됨. 티켓에 붙여도 안전함.",
               "계정 ID나 객체 ID는 리소스를 가리킬 뿐 인증에 못 씀."])
    ak = pick(lang, ["", "Ask for the time window and request ID together next time; one without the other is hard to trace."],
              ["", "다음엔 시간대랑 요청 ID를 같이 달라고 할 것. 하나만 있으면 추적이 어려움."])
    return "clean: identifiers (%s)" % k, mc, le, ak


def clean_base64(lang):
    k = cyc("clean_base64", ["ca_data", "gh_content", "pubsub", "jwt_header", "data_uri", "configmap", "echo_b64", "kafka"])
    if k == "ca_data":
        body = b64(("-----BEGIN CERTIFICATE-----\n" + "\n".join(wrap(b64(rbytes(300)), 64)) + "\n-----END CERTIFICATE-----\n").encode())
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://10.0.0.1:6443" % body[:180]
        what = ("the kubeconfig cluster CA", "kubeconfig 클러스터 CA")
    elif k == "gh_content":
        snip = '{"name": "README.md", "encoding": "base64", "content": "%s"}' % b64(("# %s\n\nInternal tooling for the %s team.\n" % (
            ch(["acme-cli", "sync-worker", "infra"]), ch(["platform", "data", "mobile"]))).encode())
        what = ("the GitHub contents API response", "GitHub contents API 응답")
    elif k == "pubsub":
        snip = '{"message": {"data": "%s", "messageId": "%s"}}' % (b64(json.dumps({"orderId": R.randrange(10000, 99999), "status": "PAID"}).encode()), digits(16))
        what = ("the Pub/Sub push body", "Pub/Sub push 바디")
    elif k == "jwt_header":
        snip = "%s (decoded: {\"alg\":\"RS256\",\"kid\":\"%s\"})" % (b64u_json({"alg": "RS256", "kid": hexs(8)}), hexs(8))
        what = ("a JWT header on its own", "JWT 헤더 부분만")
    elif k == "data_uri":
        snip = '<img src="data:image/svg+xml;base64,%s" />' % b64(b'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#e11"/></svg>')
        what = ("the inline status icon", "인라인 상태 아이콘")
    elif k == "configmap":
        snip = "kind: ConfigMap\nbinaryData:\n  feature-flags.json: %s" % b64(json.dumps({"newCheckout": True, "rollout": R.randrange(5, 100)}).encode())
        what = ("the ConfigMap", "ConfigMap")
    elif k == "echo_b64":
        word = ch(["staging-ready", "hello world", "ping", "build 1432 ok"])
        snip = "$ echo -n '%s' | base64\n%s" % (word, b64(word.encode()))
        what = ("a quick shell check", "간단한 쉘 확인")
    else:
        snip = "value (base64): %s" % b64(json.dumps({"event": "signup", "userId": R.randrange(1000, 99999), "ts": R.randrange(1700000000, 1730000000)}).encode())
        what = ("the Kafka consumer log", "카프카 컨슈머 로그")
    w = what[0] if lang == "en" else what[1]
    mc = pick(lang, ["I saw a long base64 blob in %s and didn't know whether it was a secret:\n%s" % (w, snip),
                     "Missing context: what the base64 in %s contains.\n%s" % (w, snip)],
              ["%s에 긴 base64 덩어리가 있어서 시크릿인지 헷갈렸음:\n%s" % (w, snip),
               "%s에 있는 base64가 뭔지 몰랐음.\n%s" % (w, snip)])
    le = pick(lang, ["Decoding it shows ordinary public data; base64 is an encoding, so whether it's sensitive depends only on what's inside.",
                     "The blob is public material (certificate / payload / asset), fine to keep in the note."],
              ["디코딩해 보면 평범한 공개 데이터임. base64는 인코딩일 뿐이라 민감한지는 내용에 달림.",
               "공개돼도 되는 데이터(인증서/페이로드/에셋)라 노트에 남겨도 됨."])
    ak = pick(lang, ["", "Ask whether that payload format is documented somewhere."], ["", "그 페이로드 형식 문서가 있는지 물어보기."])
    return "clean: base64 of non-secret data (%s)" % k, mc, le, ak


def clean_pubkeys(lang):
    k = cyc("clean_pubkeys", ["authorized_keys", "known_hosts", "fingerprint_prompt", "pem_pub", "wg_pub", "age_pub", "jwks", "gpg_fpr", "rsa_pub", "cert_fpr"])
    who = ch(["jpark@macbook", "minji@thinkpad", "ci@runner", "deploy@acme", "alex@dev"])
    if k == "authorized_keys":
        pub, fp = ssh_pub_only(who)
        snip = "# ~/.ssh/authorized_keys on bastion\n%s" % pub
    elif k == "known_hosts":
        pub, fp = ssh_pub_only("")
        snip = "github.com %s" % pub.strip()
    elif k == "fingerprint_prompt":
        _, fp = ssh_pub_only("")
        snip = "The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is %s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (
            ch(["bastion.acme.io", "git.hanbit.kr"]), "10.0.%d.%d" % (R.randrange(0, 9), R.randrange(2, 250)), fp)
    elif k == "pem_pub":
        _, pub = ec_p256_keypair()
        snip = ec_public_pem(pub)
    elif k == "wg_pub":
        _, pub = wg_keypair()
        snip = "[Peer]\n# jpark laptop\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pub, R.randrange(2, 250))
    elif k == "age_pub":
        snip = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      %s,\n      %s" % (age_keypair()[1], age_keypair()[1])
    elif k == "jwks":
        snip = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": hexs(16), "alg": "RS256", "n": b64u(rbytes(256))[:120] + "...", "e": "AQAB"}]}, indent=1)
    elif k == "gpg_fpr":
        f = rs(HEXU, 40)
        snip = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>" % f
    elif k == "rsa_pub":
        pub, fp = ssh_rsa_pub_only(who)
        snip = pub[:200] + "... " + who + "\n(" + fp + ")"
    else:
        snip = "SHA256 Fingerprint=" + ":".join(rs(HEXU, 2) for _ in range(32))
    mc = pick(lang, ["I wasn't sure if it was OK to keep this key material in the note:\n%s" % snip,
                     "The user pasted this to get my access set up:\n%s" % snip,
                     "I didn't know which key the server expects; this is what is configured:\n%s" % snip],
              ["이 키 정보를 노트에 남겨도 되는지 확신이 없었음:\n%s" % snip,
               "접근 권한 설정하려고 사용자가 이걸 붙여줌:\n%s" % snip,
               "서버가 어떤 키를 기대하는지 몰랐음. 설정된 값:\n%s" % snip])
    le = pick(lang, ["Public keys and fingerprints are meant to be shared; only the private half grants access.",
                     "Verifying the fingerprint out of band is the point; it is safe to paste and compare.",
                     "Adding a public key to the config only lets the holder of the matching private key in."],
              ["공개키와 지문은 원래 공유하라고 있는 것. 접근 권한은 private 키에만 있음.",
               "지문은 다른 채널로 대조하는 게 핵심이고, 붙여넣어 비교해도 안전함.",
               "설정에 공개키를 넣으면 짝이 되는 private 키 가진 사람만 들어올 수 있음."])
    ak = pick(lang, ["", "Ask who maintains the list of trusted keys for this setup."], ["", "신뢰하는 키 목록을 누가 관리하는지 물어보기."])
    return "clean: public key/fingerprint (%s)" % k, mc, le, ak


def clean_urls(lang):
    k = cyc("clean_urls", ["pg_nopw", "redis_local", "git_ssh", "s3_path", "jira_link", "grafana", "paths", "https_user", "mongo_local", "docs_url"])
    if k == "pg_nopw":
        snip = "postgresql://%s@%s:5432/app?sslmode=verify-full" % (ch(USERS), host_internal())
    elif k == "redis_local":
        snip = "REDIS_URL=redis://localhost:6379/2"
    elif k == "git_ssh":
        snip = "git@github.com:acme/%s.git" % ch(["infra", "web", "mobile", "data-jobs"])
    elif k == "s3_path":
        snip = "s3://acme-%s-exports/%d/%02d/part-%05d.parquet" % (ch(["prod", "staging"]), R.randrange(2023, 2026), R.randrange(1, 13), R.randrange(0, 999))
    elif k == "jira_link":
        snip = "https://acme.atlassian.net/browse/OPS-%d" % R.randrange(100, 9999)
    elif k == "grafana":
        snip = "https://grafana.acme.io/d/%s/api-latency?orgId=1&from=now-6h&to=now&var-env=prod" % rs(AN, 9)
    elif k == "paths":
        snip = "~/.aws/credentials\n~/.ssh/id_ed25519\n/etc/ssl/private/server.key\n./secrets/db_password.txt"
    elif k == "https_user":
        snip = "git clone https://%s@bitbucket.org/acme/payments.git" % ch(["jpark", "ci-bot", "seoyeon_k"])
    elif k == "mongo_local":
        snip = "mongodb://localhost:27017/orders?replicaSet=rs0&directConnection=true"
    else:
        snip = "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens"
    mc = pick(lang, ["I didn't have the connection details; the user gave me this, which has no credentials in it:\n%s" % snip,
                     "I wasn't sure where the credentials for this are supposed to come from:\n%s" % snip,
                     "Missing: where the files/resources below live and who can read them.\n%s" % snip],
              ["연결 정보가 없었는데 사용자가 이걸 줌. 계정 정보는 안 들어 있음:\n%s" % snip,
               "이것의 계정 정보가 어디서 와야 하는지 몰랐음:\n%s" % snip,
               "아래 파일/리소스가 어디 있고 누가 읽을 수 있는지 몰랐음.\n%s" % snip])
    le = pick(lang, ["The URL identifies the resource only; authentication comes from the environment (IAM role, .pgpass, SSH agent).",
                     "Paths and URLs without embedded passwords are fine in notes; the secrets live in the files they point to, which stay on the machine.",
                     "Credentials are supplied separately by the client, so this string can be shared safely."],
              ["URL은 리소스만 가리킴. 인증은 환경(IAM 역할, .pgpass, SSH agent)에서 옴.",
               "비번 없는 경로나 URL은 노트에 적어도 됨. 시크릿은 그게 가리키는 파일 안에 있고 그 파일은 머신에만 있음.",
               "계정 정보는 클라이언트가 따로 넣기 때문에 이 문자열은 공유해도 안전함."])
    ak = pick(lang, ["", "Ask whether the staging equivalent of this resource exists."], ["", "이 리소스의 스테이징 버전이 있는지 물어보기."])
    return "clean: url/path without credentials (%s)" % k, mc, le, ak


def clean_cli_prose(lang):
    items = [
        ("mysql -p with no value makes the client prompt for the password, so nothing lands in shell history; -pSECRET with no space is what leaks.",
         "mysql -p 뒤에 값을 안 주면 프롬프트로 비번을 물어봐서 히스토리에 안 남음. 공백 없이 -p비번 붙이는 게 유출되는 패턴."),
        ("docker login --password-stdin reads the token from a pipe; passing -p prints a warning and stores the command in history.",
         "docker login --password-stdin은 파이프로 토큰을 받음. -p로 넘기면 경고 뜨고 히스토리에 남음."),
        ("psql never takes a password flag; it reads PGPASSWORD or ~/.pgpass, and -W only forces a prompt.",
         "psql에는 비번 플래그가 없음. PGPASSWORD나 ~/.pgpass를 읽고, -W는 프롬프트를 강제할 뿐."),
        ("In sqlcmd -P is the password and -p prints performance stats, which is the opposite of mysql.",
         "sqlcmd에서 -P가 비번이고 -p는 성능 통계 출력이라 mysql이랑 반대임."),
        ("git config credential.helper store writes tokens to ~/.git-credentials in plain text; osxkeychain or libsecret is the safe helper.",
         "git config credential.helper store는 ~/.git-credentials에 토큰을 평문으로 씀. osxkeychain이나 libsecret 헬퍼가 안전함."),
        ("kubectl get secret -o yaml only shows base64, which anyone can decode; RBAC on secrets is the real protection.",
         "kubectl get secret -o yaml은 base64만 보여주는데 누구나 디코딩 가능함. 진짜 보호는 시크릿 RBAC."),
        ("gh auth token prints the current token to stdout, so its output must never be pasted into chat or notes.",
         "gh auth token은 현재 토큰을 stdout에 찍음. 그 출력은 채팅이나 노트에 붙이면 안 됨."),
        ("ssh-keygen -N '' creates a key without a passphrase, which is what CI deploy keys use; laptops should use a passphrase plus ssh-agent.",
         "ssh-keygen -N ''는 패스프레이즈 없는 키를 만듦. CI 배포 키는 이렇게 쓰고 노트북은 패스프레이즈 + ssh-agent 써야 함."),
        ("aws configure writes keys to ~/.aws/credentials; aws sso login avoids long-lived keys entirely.",
         "aws configure는 ~/.aws/credentials에 키를 씀. aws sso login 쓰면 장기 키 자체가 필요 없음."),
        ("redis-cli -a prints 'Using a password with -a may not be safe'; REDISCLI_AUTH avoids both the warning and the history entry.",
         "redis-cli -a는 'Using a password with -a may not be safe' 경고를 띄움. REDISCLI_AUTH 쓰면 경고도 없고 히스토리에도 안 남음."),
        ("curl -n reads ~/.netrc, so the command line shows no credentials at all.",
         "curl -n은 ~/.netrc를 읽어서 커맨드라인에 계정 정보가 전혀 안 보임."),
        ("openssl's -passin/-passout accept pass:, env:, file: and fd:; only pass: puts the secret on the command line.",
         "openssl -passin/-passout은 pass:, env:, file:, fd:를 받는데 pass:만 커맨드라인에 시크릿이 드러남."),
        ("npm token list shows only a truncated prefix of each token; the full value is shown once at creation and never again.",
         "npm token list는 토큰 앞부분만 잘라서 보여줌. 전체 값은 생성할 때 한 번만 보임."),
        ("vault login -method=oidc opens the browser; the token it returns goes to ~/.vault-token, not the terminal.",
         "vault login -method=oidc는 브라우저를 염. 받은 토큰은 터미널이 아니라 ~/.vault-token에 저장됨."),
        ("HISTCONTROL=ignorespace keeps commands that start with a space out of bash history, which is a last resort, not a fix.",
         "HISTCONTROL=ignorespace면 공백으로 시작하는 명령은 bash 히스토리에 안 남음. 최후의 수단이지 해결책은 아님."),
        ("sshpass -e reads the password from SSHPASS instead of -p, so it doesn't show up in ps output.",
         "sshpass -e는 -p 대신 SSHPASS 환경변수에서 비번을 읽어서 ps 출력에 안 보임."),
    ]
    a, b = sample(items, 2)
    mc = pick(lang, ["I wasn't sure how to pass credentials to the CLI without exposing them; the user asked me to keep them out of history.",
                     "The team's runbook says 'never type passwords on the command line' but didn't explain the alternatives.",
                     "I used the wrong flag and the tool prompted for input in a non-interactive job."],
              ["CLI에 계정 정보를 노출 없이 넘기는 방법을 몰랐음. 사용자가 히스토리에 남기지 말라고 함.",
               "팀 런북에 '커맨드라인에 비번 입력 금지'라고만 있고 대안 설명이 없었음.",
               "플래그를 잘못 써서 비대화형 잡에서 툴이 입력 프롬프트를 띄움."])
    le = (a[0] + " " + b[0]) if lang == "en" else (a[1] + " " + b[1])
    ak = pick(lang, ["", "Ask whether the team has a preferred credential helper for CI.", "Which secret store should the CLI read from on shared runners?"],
              ["", "팀에서 CI용으로 쓰는 credential helper가 정해져 있는지 물어보기.", "공용 러너에서 CLI가 어느 시크릿 저장소를 읽어야 하는지 확인."])
    return "clean: CLI flags explained in prose", mc, le, ak


def clean_policy(lang):
    k = cyc("clean_policy", ["prose", "regex", "django", "keycloak", "cognito", "pwquality", "kisa"])
    n = ch([10, 12, 14, 16])
    if k == "prose":
        snip = T(lang, "Passwords: at least %d characters, one uppercase, one digit, one symbol; no reuse of the last 5; rotation every 90 days; lockout after 5 failures." % n,
                 "비밀번호: %d자 이상, 대문자·숫자·특수문자 각 1개 이상, 최근 5개 재사용 불가, 90일마다 변경, 5회 실패 시 잠금." % n)
    elif k == "regex":
        snip = "^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$" % n
    elif k == "django":
        snip = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % n
    elif k == "keycloak":
        snip = "passwordPolicy: \"length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername(undefined) and passwordHistory(5)\"" % n
    elif k == "cognito":
        snip = json.dumps({"PasswordPolicy": {"MinimumLength": n, "RequireUppercase": True, "RequireLowercase": True, "RequireNumbers": True,
                                              "RequireSymbols": True, "TemporaryPasswordValidityDays": 7}}, indent=2)
    elif k == "pwquality":
        snip = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nenforce_for_root" % n
    else:
        snip = T(lang, "Korean ISMS guidance: 2 character classes with 10+ chars or 3 classes with 8+ chars; no consecutive digits like 1234 or keyboard runs like qwer.",
                 "ISMS 기준: 영문/숫자/특수문자 중 2종 조합 10자 이상 또는 3종 조합 8자 이상. 1234 같은 연속 숫자나 qwer 같은 키보드 배열 금지.")
    mc = pick(lang, ["The signup form kept rejecting test passwords and I didn't know the rules:\n%s" % snip,
                     "I needed the password policy to write validation tests. This is what the user pointed me to:\n%s" % snip],
              ["회원가입 폼이 테스트 비번을 계속 거부했는데 규칙을 몰랐음:\n%s" % snip,
               "검증 테스트 작성하려고 비밀번호 정책이 필요했음. 사용자가 알려준 내용:\n%s" % snip])
    le = pick(lang, ["The backend enforces the same policy as the form; client-side checks are only for UX.",
                     "Test fixtures should generate passwords that satisfy the policy instead of hard-coding one."],
              ["백엔드도 폼이랑 같은 정책을 강제함. 클라이언트 검증은 UX용일 뿐.",
               "테스트 fixture는 비번을 하드코딩하지 말고 정책 만족하는 값을 생성해야 함."])
    ak = pick(lang, ["", "Ask whether the policy differs for admin accounts."], ["", "관리자 계정은 정책이 다른지 물어보기."])
    return "clean: password policy (%s)" % k, mc, le, ak


def clean_auth_errors(lang):
    u = ch(USERS)
    errs = [
        'FATAL:  password authentication failed for user "%s"' % u,
        "ERROR 1045 (28000): Access denied for user '%s'@'10.0.%d.%d' (using password: YES)" % (u, R.randrange(0, 9), R.randrange(2, 250)),
        "openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-****%s. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % rs(AN, 4),
        "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
        "An error occurred (SignatureDoesNotMatch) when calling the ListBuckets operation: The request signature we calculated does not match the signature you provided.",
        "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/acme/%s.git/'" % ch(["web", "infra"]),
        '{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}',
        "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '%s'." % uuid4(),
        "(error) WRONGPASS invalid username-password pair or user is disabled.",
        "NOAUTH Authentication required.",
        "%s@%s: Permission denied (publickey)." % (u, ch(["bastion.acme.io", "10.0.1.20"])),
        '{"ok": false, "error": "invalid_auth"}',
        '{"msg": "this access token does not exist", "code": -401}',
        "StripeAuthenticationError: Invalid API Key provided: sk_test_********************%s" % rs(AN, 4),
        "MongoServerError: bad auth : authentication failed",
        "pq: SSL is not enabled on the server",
        '{"error": "invalid_grant", "error_description": "Token has been expired or revoked."}',
        "Error response from daemon: Get \"https://registry.acme.io/v2/\": unauthorized: authentication required",
    ]
    e = ch(errs)
    mc = pick(lang, ["%s failed with this and I didn't know which credential was wrong:\n%s" % (cap(task_pair()[0]), e),
                     "The only error I had to go on:\n%s" % e,
                     "I didn't know the credential had been rotated; the job just started failing with:\n%s" % e],
              ["%s 이 에러로 실패했는데 어떤 크리덴셜이 틀렸는지 몰랐음:\n%s" % (jo(task_pair()[1], "이/가"), e),
               "단서는 이 에러 하나뿐이었음:\n%s" % e,
               "크리덴셜이 로테이션된 줄 몰랐음. 잡이 갑자기 이렇게 실패하기 시작함:\n%s" % e])
    le = pick(lang, ["The error means the stored credential is stale, not that the code is wrong; the fix is to update the secret store, not the repo.",
                     "This error never includes the full secret, so the logs are safe to share; the cause was an expired value in the CI secrets.",
                     "Check which environment's secret the job loads before retrying; staging and prod were swapped."],
              ["에러는 코드 문제가 아니라 저장된 크리덴셜이 낡았다는 뜻. 레포 말고 시크릿 저장소를 고쳐야 함.",
               "이 에러에는 시크릿 전체가 안 찍혀서 로그 공유해도 안전함. 원인은 CI 시크릿의 만료된 값.",
               "재시도 전에 잡이 어느 환경 시크릿을 읽는지 확인할 것. 스테이징이랑 운영이 뒤바뀌어 있었음."])
    ak = pick(lang, ["Ask who rotated the credential and where the new value was stored.", "", "Is there an alert when this credential is about to expire?"],
              ["누가 크리덴셜을 로테이션했고 새 값을 어디 넣었는지 물어보기.", "", "이 크리덴셜 만료 전에 알림이 오는지 확인."])
    return "clean: auth error message", mc, le, ak


def clean_rotation(lang):
    svc = ch(["Stripe", "GitHub", "AWS", "Slack", "SendGrid", "OpenAI", "Datadog", "Twilio", "Kakao", "Toss Payments", "Cloudflare", "npm"])
    where = where_pair()
    wh = where[0] if lang == "en" else where[1]
    when = ch(MONTHS) if lang == "en" else ch(KO_WHEN)
    mc = pick(lang, ["I didn't know the %s key had been rotated on %s %d, so my cached value kept failing." % (svc, when, R.randrange(1, 29)),
                     "Nobody told me that %s keys are rotated every 90 days and the old one stops working immediately." % svc,
                     "A %s key showed up in a CI log last week; I wasn't told it had already been revoked." % svc],
              ["%s %s 키가 로테이션된 걸 몰라서 캐시된 값으로 계속 실패함." % (when, svc),
               "%s 키가 90일마다 교체되고 이전 키는 바로 막힌다는 걸 아무도 안 알려줌." % svc,
               "지난주 CI 로그에 %s 키가 찍혔는데 이미 폐기된 줄 몰랐음." % svc])
    le = pick(lang, ["The new %s key is in %s; services pick it up on restart, and nothing needs to change in the repo." % (svc, wh),
                     "Rotation order: create the new key, update %s, redeploy, then revoke the old key in the %s console." % (wh, svc),
                     "After a leak the key is revoked first and the incident ticket records only its last four characters."],
              ["새 %s 키는 %s에 있음. 서비스 재시작하면 반영되고 레포는 건드릴 필요 없음." % (svc, wh),
               "로테이션 순서: 새 키 발급 → %s 갱신 → 재배포 → %s 콘솔에서 이전 키 폐기." % (wh, svc),
               "유출되면 키부터 폐기하고 인시던트 티켓에는 마지막 4자리만 기록함."])
    ak = pick(lang, ["Ask whether anything outside %s still uses the old %s key." % (wh, svc), "", "Who gets notified when the %s key is rotated?" % svc],
              ["%s 밖에서 예전 %s 키 쓰는 곳이 있는지 물어보기." % (wh, svc), "", "%s 키 로테이션할 때 누구한테 알림 가는지 확인." % svc])
    return "clean: rotation talk without the key (%s)" % svc, mc, le, ak


def clean_publishable(lang):
    k = cyc("clean_publishable", ["stripe_pk", "firebase", "maps", "recaptcha", "hcaptcha", "turnstile", "mapbox_pk", "algolia_search", "supabase_anon",
            "clerk_pk", "posthog", "sentry_dsn", "toss_ck", "kakao_js", "datadog_rum", "adyen_client", "revenuecat", "paystack_pk",
            "launchdarkly_client", "naver_maps"])
    if k == "stripe_pk":
        v = "pk_%s_%s" % (ch(["live", "test"]), rs(AN, 99))
        snip = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % v
        what = ("Stripe publishable key", "Stripe publishable key")
    elif k == "firebase":
        pid = ch(["acme-web-prod", "hanbit-app", "moa-shop-1a2b"])
        snip = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(B64U, 35), pid, pid, pid, digits(12), digits(12), hexs(22))
        what = ("Firebase web config", "Firebase 웹 설정")
    elif k == "maps":
        snip = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
        what = ("Google Maps JS key (HTTP-referrer restricted)", "Google Maps JS 키(리퍼러 제한)")
    elif k == "recaptcha":
        snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
        what = ("reCAPTCHA site key", "reCAPTCHA 사이트 키")
    elif k == "hcaptcha":
        snip = '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()
        what = ("hCaptcha site key", "hCaptcha 사이트 키")
    elif k == "turnstile":
        snip = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)
        what = ("Turnstile site key", "Turnstile 사이트 키")
    elif k == "mapbox_pk":
        snip = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u_json({"u": ch(["acme-maps", "hanbit"]), "a": rs(ANL, 25)}), rs(B64U, 22))
        what = ("Mapbox public token", "Mapbox public 토큰")
    elif k == "algolia_search":
        snip = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hexs(32))
        what = ("Algolia search-only key", "Algolia 검색 전용 키")
    elif k == "supabase_anon":
        ref = rs(LO, 20)
        snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, supabase_jwt("anon", ref))
        what = ("Supabase anon key", "Supabase anon 키")
    elif k == "clerk_pk":
        dom = ch(["clerk.acme.io", "clerk.hanbit.kr", "accounts.moa-shop.com"])
        snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64((dom + "$").encode()).rstrip("=")
        what = ("Clerk publishable key", "Clerk publishable key")
    elif k == "posthog":
        snip = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43)
        what = ("PostHog project key", "PostHog 프로젝트 키")
    elif k == "sentry_dsn":
        snip = "Sentry.init({ dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\" });" % (hexs(32), digits(6), digits(7))
        what = ("Sentry DSN", "Sentry DSN")
    elif k == "toss_ck":
        snip = "const tossPayments = TossPayments(\"%s_ck_%s\");" % (ch(["live", "test"]), rs(AN, 28))
        what = ("Toss Payments client key", "토스페이먼츠 클라이언트 키")
    elif k == "kakao_js":
        snip = "Kakao.init('%s'); // JavaScript 키" % hexs(32)
        what = ("Kakao JavaScript key (domain restricted)", "카카오 JavaScript 키(도메인 제한)")
    elif k == "datadog_rum":
        snip = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: 'web',\n});" % (uuid4(), hexs(32))
        what = ("Datadog RUM client token", "Datadog RUM 클라이언트 토큰")
    elif k == "adyen_client":
        ae = ch(["live", "test"])
        snip = "const checkout = await AdyenCheckout({ clientKey: '%s_%s', environment: '%s' });" % (ae, rs(ANU, 32), ae)
        what = ("Adyen client key", "Adyen 클라이언트 키")
    elif k == "revenuecat":
        snip = "Purchases.configure(withAPIKey: \"appl_%s\")" % rs(AN, 27)
        what = ("RevenueCat public SDK key", "RevenueCat 공개 SDK 키")
    elif k == "paystack_pk":
        snip = "PaystackPop.setup({ key: 'pk_live_%s', email, amount });" % hexs(40)
        what = ("Paystack public key", "Paystack 공개 키")
    elif k == "launchdarkly_client":
        snip = "const ldClient = LDClient.initialize('%s', context);" % hexs(24)
        what = ("LaunchDarkly client-side ID", "LaunchDarkly client-side ID")
    else:
        snip = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(ANL, 10)
        what = ("Naver Maps client ID", "네이버 지도 클라이언트 ID")
    w = what[0] if lang == "en" else what[1]
    mc = pick(lang, ["I wasn't sure whether the %s in the frontend bundle was a leak:\n%s" % (w, snip),
                     "The widget didn't load locally because I had no %s. The user pasted the one the site uses:\n%s" % (w, snip),
                     "Nobody told me which key the browser code uses. It's the %s:\n%s" % (w, snip)],
              ["프론트 번들에 있는 %s 유출인지 헷갈렸음:\n%s" % (jo(w, "이/가"), snip),
               "로컬에 %s 없어서 위젯이 안 떴음. 사용자가 운영 값을 붙여줌:\n%s" % (jo(w, "이/가"), snip),
               "브라우저 코드가 어떤 키를 쓰는지 아무도 안 알려줌. %s:\n%s" % (w, snip)])
    le = pick(lang, ["The vendor documents this value as public: it ships in client code by design and is protected by domain/app restrictions, not secrecy.",
                     "Only the server-side secret counterpart is sensitive; this one is safe in the repo and in notes.",
                     "Restrictions (allowed origins, bundle IDs, RLS) are what protect it, so keep those tight instead of hiding the key."],
              ["벤더 문서상 공개해도 되는 값임. 원래 클라이언트 코드에 들어가고 보호는 비밀 유지가 아니라 도메인/앱 제한으로 함.",
               "민감한 건 서버 쪽 secret 키뿐이고 이건 레포나 노트에 있어도 됨.",
               "보호 수단은 제한 설정(허용 origin, 번들 ID, RLS)이라 키를 숨기기보다 그걸 빡빡하게 유지할 것."])
    ak = pick(lang, ["", "Ask whether the allowed origins include the staging domain."], ["", "허용 origin에 스테이징 도메인도 들어 있는지 물어보기."])
    return "clean: %s [publishable]" % what[0], mc, le, ak


# ---------------------------------------------------------------------------
# assembly, validation, output
# ---------------------------------------------------------------------------
SECRET_PLAN = [  # family, en, ko
    ("vendor", 106, 70), ("pw_cli", 40, 26), ("pw_prose", 18, 13), ("connstr", 14, 8), ("keys", 9, 6), ("totp", 4, 3),
    ("recovery", 4, 2), ("wifi", 3, 3), ("pin", 3, 3), ("seed", 2, 2), ("apppw", 3, 2), ("http", 7, 4), ("sql", 3, 2),
]
CLEAN_PLAN = [
    ("refs", 30, 20), ("placeholders", 20, 14), ("masked", 16, 10), ("docs", 10, 6), ("hashes", 22, 14), ("ids", 24, 14),
    ("base64", 8, 5), ("pubkeys", 14, 10), ("urls", 14, 10), ("cli", 14, 10), ("policy", 8, 6), ("errors", 14, 10),
    ("rotation", 10, 7), ("publishable", 12, 8),
]
SECRET_FN = {"pw_cli": note_pw_cli, "pw_prose": note_pw_prose, "connstr": note_connstr, "keys": note_keys, "totp": note_totp,
             "recovery": note_recovery, "wifi": note_wifi, "pin": note_pin, "seed": note_seed, "apppw": note_apppw,
             "http": note_http_auth, "sql": note_sql_user}
CLEAN_FN = {"refs": clean_refs, "placeholders": clean_placeholders, "masked": clean_masked, "docs": clean_docs_examples,
            "hashes": clean_hashes, "ids": clean_ids, "base64": clean_base64, "pubkeys": clean_pubkeys, "urls": clean_urls,
            "cli": clean_cli_prose, "policy": clean_policy, "errors": clean_auth_errors, "rotation": clean_rotation,
            "publishable": clean_publishable}
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def _occurrences(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def _hangul_count(s):
    return sum(1 for c in s if 0xAC00 <= ord(c) <= 0xD7A3)


def problems(note):
    """every rule of FORMAT.txt; returns a list of violations (empty when the note is valid)."""
    errs = []
    f = note["fields"]
    if list(note.keys()) != ["id", "lang", "kind", "category", "fields", "secrets"]:
        errs.append("key order")
    if list(f.keys()) != list(FIELD_KEYS):
        errs.append("field order")
    if note["lang"] not in ("en", "ko") or note["kind"] not in ("secret", "clean"):
        errs.append("lang/kind")
    for k in FIELD_KEYS:
        if not isinstance(f[k], str):
            errs.append("field type")
            continue
        if len(f[k].encode("utf-8")) > LIMITS[k]:
            errs.append("%s too long (%d)" % (k, len(f[k].encode("utf-8"))))
    if not f["missing_context"].strip() or not f["lesson"].strip():
        errs.append("empty field")
    text = [f[k] for k in FIELD_KEYS]
    secs = note["secrets"]
    if note["kind"] == "clean":
        if secs != []:
            errs.append("clean with secrets")
    else:
        if not secs:
            errs.append("secret note without secrets")
    pub = note["category"].endswith(" [publishable]")
    if pub and (note["kind"] != "clean" or " [publishable]" in note["category"][:-14]):
        errs.append("publishable tag misuse")
    for s in secs:
        if len(s) < 8:
            errs.append("secret shorter than 8: %r" % s)
        if s != s.strip():
            errs.append("secret with surrounding whitespace")
        if not any(s in t for t in text):
            errs.append("secret not verbatim in fields: %r" % s[:30])
    for t in text:
        iv = [(i, i + len(s)) for s in secs for i in _occurrences(t, s)]
        for s in secs:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                for i in _occurrences(t, w):
                    if not any(a <= i and i + 8 <= b for a, b in iv):
                        errs.append("8-char window of a secret outside its occurrences: %r" % w)
                        break
    alltext = "\n".join(text)
    if note["lang"] == "ko" and _hangul_count(alltext) < 8:
        errs.append("korean note without Korean prose")
    if note["lang"] == "en" and _hangul_count(alltext) > 12:
        errs.append("english note with Korean prose")
    return errs


VENDOR_Q = []
PRIORITY_VENDORS = ["OpenAI", "Anthropic", "AWS", "GitHub", "GitLab", "Slack bot", "Stripe", "Google Gemini", "Azure AD", "Twilio",
                    "SendGrid", "npm", "PyPI", "Docker Hub", "HashiCorp Vault", "DigitalOcean", "Cloudflare", "Datadog", "Sentry",
                    "Hugging Face", "Supabase", "Vercel", "Discord", "Telegram", "Shopify", "Mailgun", "Heroku", "Atlassian", "Notion",
                    "Linear", "Kakao", "Naver Cloud", "Toss Payments", "LINE Messaging", "Okta", "Auth0", "Databricks", "Pinecone",
                    "Groq", "Mistral", "Cohere", "OpenRouter", "Google OAuth", "Azure Storage", "Terraform Cloud", "Netlify",
                    "PlanetScale", "Neon", "New Relic", "Figma", "Airtable", "Replicate", "Square", "PayPal", "Mailchimp", "Django",
                    "Laravel", "JWT signing", "Kubernetes", "AWS STS", "Slack webhook", "GitHub fine-grained", "PortOne", "Solapi"]
GENERIC_ASK_EN = ["Ask up front where the credentials for this are kept, before digging through the repo.",
                  "Next time, ask which environment this is for before running anything.",
                  "Ask who owns this setup so I know whom to check with.", "Ask whether there is a runbook page for this."]
GENERIC_ASK_KO = ["다음엔 레포 뒤지기 전에 크리덴셜 보관 위치부터 물어보기.", "다음엔 실행 전에 어느 환경 대상인지 먼저 확인.",
                  "이 설정 담당자가 누군지 물어보기.", "관련 런북 페이지가 있는지 물어보기."]


def make_note(kind, lang, fam, seen):
    tries = 0
    vendor = None
    if fam == "vendor":
        if not VENDOR_Q:
            # well-known services first (popped from the end), then everything else
            prio = [i for i, v in enumerate(VENDORS) if v["name"] in PRIORITY_VENDORS]
            rest = [i for i, v in enumerate(VENDORS) if v["name"] not in PRIORITY_VENDORS]
            VENDOR_Q.extend(shuffled(rest) + shuffled(prio))
        vendor = VENDORS[VENDOR_Q.pop()]
    while True:
        tries += 1
        if tries > 300:
            raise RuntimeError("cannot build a valid %s/%s/%s note" % (kind, lang, fam))
        if kind == "secret":
            if fam == "vendor":
                cat, mc, le, ak, secs = note_vendor(lang, vendor)
            else:
                cat, mc, le, ak, secs = SECRET_FN[fam](lang)
            fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
            listed = []
            for s_ in secs:
                if s_ not in listed and any(s_ in v for v in fields.values()):
                    listed.append(s_)
        else:
            cat, mc, le, ak = CLEAN_FN[fam](lang)
            fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
            listed = []
        if not fields["ask_next_time"] and R.random() < 0.5:
            fields["ask_next_time"] = pick(lang, GENERIC_ASK_EN, GENERIC_ASK_KO)
        note = {"id": "", "lang": lang, "kind": kind, "category": cat, "fields": fields, "secrets": listed}
        key = (fields["missing_context"], fields["lesson"], fields["ask_next_time"])
        if key in seen:
            continue
        if problems(note):
            continue
        seen.add(key)
        note["_family"] = fam
        note["_vendor"] = vendor["slug"] if vendor and vendor["vendor"] else None
        note["_tries"] = tries
        return note


def build():
    plan = []
    for fam, en, ko in SECRET_PLAN:
        plan += [("secret", "en", fam)] * en + [("secret", "ko", fam)] * ko
    for fam, en, ko in CLEAN_PLAN:
        plan += [("clean", "en", fam)] * en + [("clean", "ko", fam)] * ko
    R.shuffle(plan)
    seen = set()
    notes = [make_note(k, l, f, seen) for k, l, f in plan]
    R.shuffle(notes)
    for i, n in enumerate(notes, 1):
        n["id"] = "gh%03d" % i
    return notes


def main():
    notes = build()
    # final assertions over the whole set
    assert len(notes) == 720
    ids = [n["id"] for n in notes]
    assert ids == ["gh%03d" % i for i in range(1, 721)] and len(set(ids)) == 720
    cnt = {}
    for n in notes:
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
    assert cnt == {("secret", "en"): 216, ("secret", "ko"): 144, ("clean", "en"): 216, ("clean", "ko"): 144}, cnt
    for n in notes:
        p = problems({k: n[k] for k in ("id", "lang", "kind", "category", "fields", "secrets")})
        assert not p, (n["id"], p)
        assert n["category"].endswith(" [publishable]") == (n["_family"] == "publishable"), n["id"]
    vendors = []
    for n in notes:
        if n["_vendor"] and n["_vendor"] not in vendors:
            vendors.append(n["_vendor"])
    lines = []
    for n in notes:
        out = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"], "fields": n["fields"],
               "secrets": n["secrets"]}
        lines.append(json.dumps(out, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(OUT_FILE, "wb") as fh:
        fh.write(data)
    fams = {}
    for n in notes:
        fams[(n["kind"], n["_family"], n["lang"])] = fams.get((n["kind"], n["_family"], n["lang"]), 0) + 1
    print("wrote %s (%d notes)" % (OUT_FILE, len(notes)))
    print("sha256 %s" % hashlib.sha256(data).hexdigest())
    print("counts %s" % sorted(cnt.items()))
    print("distinct vendors/services with a credential in a vendor-token note: %d" % len(vendors))
    print("secrets listed: %d" % sum(len(n["secrets"]) for n in notes))
    print("retries: %d" % sum(n["_tries"] - 1 for n in notes))
    for k in sorted(fams):
        print("  %-7s %-13s %s %3d" % (k[0], k[1], k[2], fams[k]))


if __name__ == "__main__":
    main()
