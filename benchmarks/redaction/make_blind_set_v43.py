#!/usr/bin/env python3
"""Blind evaluation set v43 for the credential-redaction filter of the agent-memory server.

Deterministic: one PRNG (random.Random(43_2026_1126)) drives every choice; no set iteration,
no hash-order dependence, no clock, no network.  Output: blind_set_v43.jsonl next to this file.
Every token body is random; vendor prefixes/shapes come from memory of public docs.
"""
import base64
import json
import os
import string
import struct
import sys
import urllib.parse

import random

R = random.Random(43_2026_1126)

# ----------------------------------------------------------------------------- random helpers
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def an(n):
    return rs(AN, n)


def lo(n):
    return rs(LO + DG, n)


def up(n):
    return rs(UP + DG, n)


def dg(n):
    return R.choice("123456789") + rs(DG, n - 1)


def b64s(n):
    return rs(B64, n)


def b64u(n):
    return rs(B64U, n)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64b(n):
    return base64.b64encode(rbytes(n)).decode()


def b64ub(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def b64enc(s):
    return base64.b64encode(s.encode()).decode()


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def ts():
    return "2025-%02d-%02dT%02d:%02d:%02d" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def tsz():
    return ts() + ".%03dZ" % ri(0, 999)


def day():
    return "2025-%02d-%02d" % (ri(1, 12), ri(1, 28))


def ip10():
    return "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250))


def jwt(payload, alg="HS256", sig_bytes=32):
    h = b64url_json({"alg": alg, "typ": "JWT"})
    p = b64url_json(payload)
    return h + "." + p + "." + b64ub(sig_bytes)


def iat():
    return ri(1735000000, 1765000000)


class Ctx:
    def __init__(self, lang):
        self.lang = lang
        self.ko = lang == "ko"
        CUR["svc"] = R.choice(SERVICES)
        CUR["env"] = R.choice(ENVS)

    def t(self, en, ko):
        return ko if self.ko else en


# ----------------------------------------------------------------------------- pools
SERVICES = ["billing-api", "order-worker", "auth-gateway", "search-indexer", "notification-svc",
            "payment-batch", "admin-web", "mobile-bff", "settlement-job", "reco-engine", "chat-server",
            "media-transcoder", "crm-sync", "ledger-core", "inventory-api", "coupon-service",
            "report-exporter", "webhook-relay", "geo-tiles", "catalog-importer", "checkout-web",
            "ml-feature-store", "event-collector", "partner-portal", "sms-dispatcher", "invoice-pdf"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox", "prod-kr", "prod-jp", "preview"]
DOMAINS = ["hanbit-commerce.kr", "datapier.io", "nuribank.co.kr", "fernweh-logistik.de", "kumo-labs.jp",
           "tidepool.dev", "orbitcart.com", "soyeon-lab.kr", "maplemint.app", "bluefjord.eu",
           "gosu-games.co.kr", "yuzu-pay.jp", "lattice-ai.io", "dalbit.studio", "northwind-ops.net"]
USERS = ["app", "deploy", "ci", "svc_billing", "admin", "root", "postgres", "readonly", "etl_user",
         "api_rw", "jenkins", "reporter", "webapp", "batch", "migrator"]
PEOPLE_EN = ["alice", "minji.kim", "jhpark", "sato.k", "wei.zhang", "lukas.m", "priya", "dmitri",
             "hyunwoo.lee", "yuki.t", "omar", "sofia.r", "jiyoon", "tom.b"]
PEOPLE_KO = ["민준님", "서연님", "지훈 선배", "하은님", "도윤님", "팀장님", "수아님", "재민님",
             "인프라팀 현우님", "보안팀 지영님", "CTO님", "백엔드 리드 승호님"]
REGIONS = ["us-east-1", "ap-northeast-2", "ap-northeast-1", "eu-central-1", "us-west-2", "eu-west-1"]
BRANCHES = ["main", "develop", "release/2.14", "feat/payments-v2", "hotfix/login-loop", "chore/bump-deps"]
REPOS = ["platform", "backend", "infra", "mobile-app", "data-pipeline", "web", "ops-scripts", "monorepo"]


CUR = {"svc": SERVICES[0], "env": ENVS[0]}


def svc():
    """the note's main service most of the time, so one note tells one story"""
    return CUR["svc"] if chance(0.7) else pick(SERVICES)


def svc2():
    return pick([x for x in SERVICES if x != CUR["svc"]])


def env():
    return CUR["env"] if chance(0.8) else pick(ENVS)


def dom():
    return pick(DOMAINS)


def host(prefix=None):
    p = prefix or pick(["db", "api", "cache", "mq", "search", "vault", "git", "ci", "registry"])
    return "%s-%s-%02d.%s" % (p, pick(["prod", "stg", "dev", "int"]), ri(1, 12), dom())


def person(c):
    return pick(PEOPLE_KO) if c.ko else pick(PEOPLE_EN)


def email():
    return "%s@%s" % (pick(PEOPLE_EN), dom())


# ----------------------------------------------------------------------------- passwords & keys
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
        "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]
KO_WORDS = ["사랑해", "행복", "우리집", "강아지", "고양이", "민수", "지은", "서울", "부산", "하늘",
            "바다", "별빛", "초코", "토토", "엄마", "아빠", "비밀", "안녕하세요", "김민준", "이서연",
            "박지훈", "보리", "콩이", "해피", "두부", "나비", "제주도", "여름", "봄날", "사과나무",
            "감자", "호랑이", "달빛", "우리딸", "대한민국", "회사", "커피", "햇살", "무지개"]


def kbd(word):
    """Hangul word as typed on a US keyboard in 2-set (dubeolsik) layout."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


EN_WORDS = ["maple", "orbit", "canyon", "velvet", "pickle", "harbor", "quartz", "lantern", "meadow",
            "cobalt", "falcon", "ember", "glacier", "tundra", "walnut", "saffron", "pepper", "juniper",
            "copper", "violet", "thunder", "biscuit", "rocket", "marble", "nebula", "otter", "willow",
            "crimson", "domino", "puzzle", "sierra", "tango", "zephyr", "almond", "beacon", "cactus"]
BIP39 = ["abandon", "ability", "absorb", "abstract", "access", "accident", "acid", "acoustic",
         "action", "actress", "adapt", "address", "adjust", "advance", "aerobic", "afford", "agent",
         "airport", "alarm", "album", "alcohol", "alley", "alpha", "amateur", "amazing", "anchor",
         "angle", "animal", "ankle", "answer", "antique", "anxiety", "apple", "arctic", "arena",
         "armor", "arrow", "artwork", "aspect", "athlete", "auction", "august", "autumn", "avocado",
         "badge", "bamboo", "banana", "barrel", "basket", "battle", "beach", "because", "believe",
         "bench", "bicycle", "blanket", "blossom", "bounce", "bracket", "brave", "bridge", "bronze",
         "bubble", "buffalo", "butter", "cabin", "cactus", "camera", "canal", "candy", "canvas",
         "carbon", "casino", "castle", "cattle", "ceiling", "cement", "chalk", "cherry", "chimney",
         "cinnamon", "circle", "citizen", "clever", "cliff", "clinic", "coconut", "coffee", "comic",
         "copper", "coral", "cotton", "couch", "cradle", "crater", "cricket", "crystal", "cushion",
         "dolphin", "donkey", "dragon", "eagle", "echo", "elbow", "embrace", "engine", "fabric",
         "galaxy", "garlic", "giraffe", "harvest", "island", "jaguar", "kitten", "lemon", "lizard",
         "magnet", "mango", "marble", "meadow", "monkey", "museum", "noodle", "oyster", "panda",
         "pepper", "pioneer", "pumpkin", "rabbit", "rhythm", "saddle", "salmon", "shrimp", "spider",
         "squirrel", "sunset", "tiger", "tomato", "tornado", "turtle", "umbrella", "velvet", "violin",
         "walnut", "whale", "window", "wizard", "yellow", "zebra"]
SYMS = "!@#$%^&*"


def pw_generated(n=None):
    n = n or ri(14, 24)
    alpha = AN + "!#%&*+-=?@^_~"
    while True:
        p = rs(alpha, n)
        if any(ch in DG for ch in p) and any(ch in "!#%&*+-=?@^_~" for ch in p):
            return p


def pw_human():
    style = ri(0, 7)
    w = pick(EN_WORDS)
    if style == 0:
        return w.capitalize() + str(ri(1970, 2025)) + pick(SYMS)
    if style == 1:
        return pick(["Summer", "Winter", "Spring", "Autumn"]) + str(ri(2019, 2026)) + pick(SYMS)
    if style == 2:
        return "i" + pick(["love", "heart"]) + pick(["mydog", "mycat", "pizza", "seoul", "soccer"]) + str(ri(1, 99))
    if style == 3:
        return w + pick(EN_WORDS).capitalize() + str(ri(10, 999))
    if style == 4:
        return w.replace("a", "@").replace("o", "0").replace("e", "3").capitalize() + "!" + str(ri(1, 99))
    if style == 5:
        return pick(["Qwer", "Asdf", "Zxcv"]) + str(ri(1000, 9999)) + pick(SYMS) + pick(SYMS)
    if style == 6:
        return pick(["Admin", "Welcome", "Passw0rd", "Company"]) + "@" + str(ri(2020, 2026)) + pick(["", "!", "#"])
    return pick(EN_WORDS).capitalize() + pick(["_", ".", "-"]) + pick(EN_WORDS) + str(ri(1, 9999))


def pw_korean_kbd():
    w = pick(KO_WORDS)
    k = kbd(w)
    style = ri(0, 3)
    if style == 0:
        p = k + str(ri(1, 9999)) + pick(SYMS)
    elif style == 1:
        p = k[0].upper() + k[1:] + pick(SYMS) + str(ri(10, 99))
    elif style == 2:
        p = k + "!" + str(ri(1980, 2024))
    else:
        p = pick(SYMS) + k + str(ri(100, 999))
    return p if len(p) >= 9 else p + str(ri(10, 99))


def pw_hangul():
    w = pick(KO_WORDS)
    p = w + str(ri(100, 9999)) + pick(SYMS)
    return p if len(p) >= 8 else p + "!!" + str(ri(10, 99))


def passphrase(k=None, sep=None):
    k = k or ri(4, 6)
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    return sep.join(sample(EN_WORDS + BIP39[:60], k))


def any_password():
    f = pick([pw_generated, pw_human, pw_korean_kbd, pw_generated, pw_hangul, pw_human])
    return f()


def url_pw():
    """password with URL-reserved chars; returns (raw, percent-encoded)"""
    while True:
        raw = an(ri(5, 9)) + pick("@:/#?%") + an(ri(3, 7)) + pick("!$&@") + an(ri(2, 5))
        enc = urllib.parse.quote(raw, safe="")
        if enc != raw:
            return raw, enc


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_body(der_prefix, nbytes, width=64):
    """random DER-ish body with a realistic leading structure; each line >= 8 chars"""
    raw = der_prefix + rbytes(nbytes)
    b = base64.b64encode(raw).decode()
    lines = wrap(b, width)
    while len(lines[-1]) < 12:
        raw = raw + rbytes(3)
        b = base64.b64encode(raw).decode()
        lines = wrap(b, width)
    return lines


def ec_private_pem():
    # SEC1 EC P-256: 30 77 02 01 01 04 20 <32> a0 0a 06 08 <oid> a1 44 03 42 00 04 <64>
    der = (b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) + b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07"
           + b"\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    lines = wrap(base64.b64encode(der).decode(), 64)
    return "EC PRIVATE KEY", lines


def pkcs8_ec_pem():
    der = (b"\x30\x81\x87\x02\x01\x00\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d"
           b"\x03\x01\x07\x04\x6d\x30\x6b\x02\x01\x01\x04\x20" + rbytes(32) + b"\xa1\x44\x03\x42\x00\x04" + rbytes(64))
    lines = wrap(base64.b64encode(der).decode(), 64)
    return "PRIVATE KEY", lines


def rsa_partial_lines(k):
    """first k lines of an RSA key (agents often paste a truncated key)"""
    der = b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(48 * k)
    return wrap(base64.b64encode(der).decode(), 64)[:k]


def pkcs8_rsa_partial_lines(k):
    der = (b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82"
           b"\x04\xa8\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(48 * k))
    return wrap(base64.b64encode(der).decode(), 64)[:k]


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1)
            + _sshstr(pubblob) + _sshstr(sec))
    return wrap(base64.b64encode(blob).decode(), 70)


def ssh_pub_ed25519(comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def ssh_pub_rsa_short(comment):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))
    return "ssh-rsa " + base64.b64encode(blob).decode() + " " + comment


def fingerprint_sha256():
    return "SHA256:" + base64.b64encode(rbytes(32)).decode().rstrip("=")


# ----------------------------------------------------------------------------- vendor tokens
def tok_openai():
    k = pick(["proj", "proj", "svcacct", "admin", "legacy"])
    if k == "legacy":
        return "sk-" + an(20) + "T3BlbkFJ" + an(20)
    return "sk-%s-" % k + b64u(ri(58, 74)) + "T3BlbkFJ" + b64u(ri(58, 74))


def tok_aws_session():
    return "IQoJb3JpZ2luX2Vj" + b64s(ri(330, 520)) + pick(["=", "==", ""])


def tok_discord_bot():
    uid = dg(18)
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + b64u(6) + "." + b64u(38)


def tok_mapbox_sk():
    return "sk." + b64url_json({"u": pick(PEOPLE_EN).replace(".", ""), "a": "cl" + lo(23)}) + "." + b64u(22)


def tok_cf_tunnel():
    return b64enc(json.dumps({"a": hx(32), "t": uuid4(), "s": b64b(32)}, separators=(",", ":")))


def tok_intercom():
    return b64enc("tok:" + uuid4().replace("-", "_") + ":1:0")


def tok_fcm_legacy():
    return "AAAA" + b64u(7) + ":APA91b" + b64u(134)


def tok_heroku():
    return "HRKU-AA" + b64u(58)


def tok_fly():
    return "fm2_" + b64s(ri(150, 220))


def tok_1password():
    return "ops_" + b64enc(json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096",
                                       "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64ub(16)},
                                       "email": lo(12) + "@1passwordserviceaccounts.com",
                                       "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64ub(32),
                                       "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
                                       "secretKey": "A3-" + up(6) + "-" + up(11) + "-" + up(5) + "-" + up(5),
                                       "deviceUuid": lo(26)}, separators=(",", ":")))[:ri(300, 420)]


def tok_supabase_service():
    t0 = iat()
    return jwt({"iss": "supabase", "ref": lo(20), "role": "service_role", "iat": t0, "exp": t0 + 315360000})


def tok_atlassian():
    return "ATATT3xFfGF0" + b64u(ri(170, 180)) + "=" + HX(8)


def tok_dynatrace():
    return "dt0c01." + up(24) + "." + up(64)


def tok_naver_cloud_ak():
    return pick(["ncp_iam_BPAMKR", "ncp_iam_BPASKR"]) + up(20) if chance(0.5) else up(20)


def tok_dashscope():
    return "sk-" + hx(32)


def tok_qianfan():
    return "bce-v3/ALTAK-" + an(21) + "/" + hx(40)


def tok_zhipu():
    return hx(32) + "." + an(16)


def tok_volc_sk():
    return b64enc(hx(32))[:60]


def tok_adyen():
    return "AQE" + an(ri(20, 30)) + "+" + an(ri(20, 30)) + "/" + an(ri(30, 40)) + "=-" + an(ri(30, 40)) + "=-" + an(8)


def tok_k3s():
    return "K10" + hx(64) + "::server:" + hx(32)


def tok_ado_pat():
    return rs("abcdefghijklmnopqrstuvwxyz234567", 52) if chance(0.5) else an(52) + "JQQJ99" + "BACAAAAAAAAAAAAASAZDO" + an(5)


def tok_twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + an(9) + "AAAAAA" + an(60) + "%3D" + an(50)


def tok_convex():
    return pick(["prod:", "dev:"]) + pick(EN_WORDS) + "-" + pick(EN_WORDS) + "-" + str(ri(100, 999)) + "|" + b64s(70) + "="


def tok_prisma_accel():
    return jwt({"api_key": uuid4(), "tenant_id": hx(64), "internal_secret": uuid4()})


def tok_turso():
    return jwt({"a": "rw", "iat": iat(), "id": uuid4()}, alg="EdDSA", sig_bytes=64)


def tok_datago():
    raw = b64b(ri(55, 64))
    return urllib.parse.quote(raw, safe="")


def tok_edgegrid_client():
    return "akab-" + lo(16) + "-" + lo(16)


# (vendor, region, area, [(VAR, generator, listed)], header-or-None, api url)
V = []


def vend(name, region, area, vars_, hdr=None, url=None):
    V.append({"name": name, "region": region, "area": area, "vars": vars_, "hdr": hdr, "url": url})


B = "Authorization: Bearer {0}"
vend("AWS", "global", "cloud", [("AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(B32[:26] + "234567", 16), 1),
                                 ("AWS_SECRET_ACCESS_KEY", lambda: b64s(40), 1)])
vend("AWS STS", "global", "cloud", [("AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(UP + "234567", 16), 1),
                                     ("AWS_SECRET_ACCESS_KEY", lambda: b64s(40), 1),
                                     ("AWS_SESSION_TOKEN", tok_aws_session, 1)])
vend("GitHub", "global", "ci", [("GITHUB_TOKEN", lambda: pick(["ghp_", "gho_", "ghs_", "ghu_"]) + an(36), 1)],
     "Authorization: token {0}", "https://api.github.com/repos/%s/%s/actions/runs")
vend("GitHub fine-grained PAT", "global", "ci", [("GH_TOKEN", lambda: "github_pat_11" + up(20) + "_" + an(59), 1)],
     B, "https://api.github.com/user")
vend("GitLab", "global", "ci", [("GITLAB_TOKEN", lambda: "glpat-" + b64u(20), 1)], "PRIVATE-TOKEN: {0}",
     "https://gitlab.com/api/v4/projects")
vend("GitLab Runner", "global", "ci", [("RUNNER_TOKEN", lambda: pick(["glrt-", "GR1348941"]) + b64u(20), 1)])
vend("GitLab deploy token", "global", "ci", [("CI_DEPLOY_USER", lambda: "gitlab+deploy-token-" + dg(7), 0),
                                             ("CI_DEPLOY_PASSWORD", lambda: "gldt-" + b64u(20), 1)])
vend("Slack", "global", "messaging", [("SLACK_BOT_TOKEN", lambda: "xoxb-" + dg(12) + "-" + dg(13) + "-" + an(24), 1)],
     B, "https://slack.com/api/chat.postMessage")
vend("Slack user token", "global", "messaging",
     [("SLACK_USER_TOKEN", lambda: "xoxp-" + dg(12) + "-" + dg(12) + "-" + dg(13) + "-" + hx(32), 1)], B,
     "https://slack.com/api/users.list")
vend("Slack app-level", "global", "messaging",
     [("SLACK_APP_TOKEN", lambda: "xapp-1-A" + up(10) + "-" + dg(13) + "-" + hx(64), 1),
      ("SLACK_SIGNING_SECRET", lambda: hx(32), 1)])
vend("Stripe", "global", "payments", [("STRIPE_SECRET_KEY", lambda: pick(["sk_live_51", "rk_live_51"]) + an(ri(95, 99)), 1)],
     "Authorization: Bearer {0}", "https://api.stripe.com/v1/charges")
vend("Stripe webhook", "global", "payments", [("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32), 1)])
vend("OpenAI", "global", "ai", [("OPENAI_API_KEY", tok_openai, 1)], B, "https://api.openai.com/v1/chat/completions")
vend("Anthropic", "global", "ai", [("ANTHROPIC_API_KEY", lambda: pick(["sk-ant-api03-", "sk-ant-admin01-"]) + b64u(93) + "AA", 1)],
     "x-api-key: {0}", "https://api.anthropic.com/v1/messages")
vend("Google API key", "global", "cloud", [("GOOGLE_API_KEY", lambda: "AIza" + b64u(35), 1)], "x-goog-api-key: {0}",
     "https://generativelanguage.googleapis.com/v1beta/models")
vend("Google OAuth", "global", "cloud", [("GOOGLE_CLIENT_ID", lambda: dg(12) + "-" + lo(32) + ".apps.googleusercontent.com", 0),
                                          ("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + b64u(28), 1),
                                          ("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + b64u(ri(95, 105)), 1)])
vend("Google access token", "global", "cloud", [("GCP_ACCESS_TOKEN", lambda: "ya29.a0" + b64u(ri(150, 200)), 1)], B,
     "https://storage.googleapis.com/storage/v1/b")
vend("Azure", "global", "cloud", [("AZURE_TENANT_ID", uuid4, 0), ("AZURE_CLIENT_ID", uuid4, 0),
                                   ("AZURE_CLIENT_SECRET", lambda: an(3) + "8Q~" + rs(AN + "~._-", 34), 1)])
vend("Azure Storage", "global", "cloud", [("AZURE_STORAGE_ACCOUNT", lambda: "st" + lo(10), 0),
                                           ("AZURE_STORAGE_KEY", lambda: b64b(64), 1)])
vend("Azure OpenAI", "global", "ai", [("AZURE_OPENAI_API_KEY", lambda: hx(32), 1)], "api-key: {0}",
     "https://%s.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01")
vend("Azure DevOps", "global", "ci", [("AZURE_DEVOPS_PAT", tok_ado_pat, 1)])
vend("Twilio", "global", "messaging", [("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32), 0), ("TWILIO_AUTH_TOKEN", lambda: hx(32), 1)])
vend("SendGrid", "global", "messaging", [("SENDGRID_API_KEY", lambda: "SG." + b64u(22) + "." + b64u(43), 1)], B,
     "https://api.sendgrid.com/v3/mail/send")
vend("Mailgun", "global", "messaging", [("MAILGUN_API_KEY", lambda: pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]), 1)])
vend("Mailchimp", "global", "messaging", [("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(ri(1, 21)), 1)])
vend("Brevo", "europe", "messaging", [("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + an(16), 1)], "api-key: {0}",
     "https://api.brevo.com/v3/smtp/email")
vend("Postmark", "global", "messaging", [("POSTMARK_SERVER_TOKEN", uuid4, 1)], "X-Postmark-Server-Token: {0}",
     "https://api.postmarkapp.com/email")
vend("Resend", "global", "messaging", [("RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24), 1)], B,
     "https://api.resend.com/emails")
vend("Mailjet", "europe", "messaging", [("MJ_APIKEY_PUBLIC", lambda: hx(32), 0), ("MJ_APIKEY_PRIVATE", lambda: hx(32), 1)])
vend("npm", "global", "registry", [("NPM_TOKEN", lambda: "npm_" + an(36), 1)])
vend("PyPI", "global", "registry", [("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + b64u(ri(140, 170)), 1)])
vend("RubyGems", "global", "registry", [("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), 1)])
vend("NuGet", "global", "registry", [("NUGET_API_KEY", lambda: "oy2" + lo(43), 1)])
vend("crates.io", "global", "registry", [("CARGO_REGISTRY_TOKEN", lambda: "cio" + an(32), 1)])
vend("Docker Hub", "global", "registry", [("DOCKERHUB_USERNAME", lambda: pick(PEOPLE_EN).replace(".", ""), 0),
                                          ("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + b64u(27), 1)])
vend("JFrog Artifactory", "global", "registry", [("ARTIFACTORY_API_KEY", lambda: "AKCp8" + an(68), 1)], "X-JFrog-Art-Api: {0}",
     "https://%s.jfrog.io/artifactory/api/repositories")
vend("JFrog reference token", "global", "registry", [("JF_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + an(50), 1)], B,
     "https://%s.jfrog.io/access/api/v1/tokens")
vend("Sonatype Central", "global", "registry", [("OSSRH_USERNAME", lambda: an(8), 0), ("OSSRH_PASSWORD", lambda: b64u(44), 1)])
vend("Gradle Plugin Portal", "global", "registry", [("GRADLE_PUBLISH_KEY", lambda: an(32), 0), ("GRADLE_PUBLISH_SECRET", lambda: an(32), 1)])
vend("CocoaPods trunk", "global", "registry", [("COCOAPODS_TRUNK_TOKEN", lambda: hx(32), 1)])
vend("HashiCorp Vault", "global", "secrets", [("VAULT_TOKEN", lambda: pick(["hvs.CAESI", "hvb.AAAAAQ"]) + b64u(ri(80, 95)), 1)],
     "X-Vault-Token: {0}", "https://vault.%s:8200/v1/secret/data/app")
vend("Terraform Cloud", "global", "ci", [("TFE_TOKEN", lambda: an(14) + ".atlasv1." + an(67), 1)], B,
     "https://app.terraform.io/api/v2/organizations")
vend("Doppler", "global", "secrets", [("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + an(43), 1)])
vend("1Password", "global", "secrets", [("OP_SERVICE_ACCOUNT_TOKEN", tok_1password, 1)])
vend("Pulumi", "global", "ci", [("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), 1)])
vend("Datadog", "global", "observability", [("DD_API_KEY", lambda: hx(32), 1), ("DD_APP_KEY", lambda: hx(40), 1)],
     "DD-API-KEY: {0}", "https://api.datadoghq.com/api/v1/validate")
vend("New Relic", "global", "observability", [("NEW_RELIC_API_KEY", lambda: "NRAK-" + up(27), 1)], "Api-Key: {0}",
     "https://api.newrelic.com/graphql")
vend("New Relic license", "global", "observability", [("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", 1)])
vend("Sentry", "global", "observability", [("SENTRY_AUTH_TOKEN", lambda: pick(["sntryu_" + hx(64), "sntrys_eyJ" + b64u(120)]), 1)],
     B, "https://sentry.io/api/0/organizations/")
vend("Grafana", "global", "observability", [("GRAFANA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8), 1)], B,
     "https://grafana.%s/api/dashboards/db")
vend("Grafana Cloud", "global", "observability", [("GRAFANA_CLOUD_TOKEN", lambda: "glc_eyJ" + b64s(ri(120, 160)) + "=", 1)])
vend("Honeycomb", "global", "observability", [("HONEYCOMB_API_KEY", lambda: "hcaik_01" + lo(56), 1)], "X-Honeycomb-Team: {0}",
     "https://api.honeycomb.io/1/auth")
vend("PagerDuty", "global", "observability", [("PAGERDUTY_TOKEN", lambda: rs(AN + "-_+", 20), 1)], "Authorization: Token token={0}",
     "https://api.pagerduty.com/incidents")
vend("Opsgenie", "global", "observability", [("OPSGENIE_API_KEY", uuid4, 1)], "Authorization: GenieKey {0}",
     "https://api.opsgenie.com/v2/alerts")
vend("Splunk HEC", "global", "observability", [("SPLUNK_HEC_TOKEN", uuid4, 1)], "Authorization: Splunk {0}",
     "https://splunk.%s:8088/services/collector/event")
vend("Sumo Logic", "global", "observability", [("SUMO_ACCESS_ID", lambda: "su" + an(12), 0), ("SUMO_ACCESS_KEY", lambda: an(64), 1)])
vend("Dynatrace", "europe", "observability", [("DT_API_TOKEN", tok_dynatrace, 1)], "Authorization: Api-Token {0}",
     "https://%s.live.dynatrace.com/api/v2/metrics/ingest")
vend("Axiom", "global", "observability", [("AXIOM_TOKEN", lambda: "xaat-" + uuid4(), 1)], B, "https://api.axiom.co/v1/datasets")
vend("Better Stack", "europe", "observability", [("LOGTAIL_SOURCE_TOKEN", lambda: an(24), 1)], B, "https://in.logs.betterstack.com")
vend("Rollbar", "global", "observability", [("ROLLBAR_ACCESS_TOKEN", lambda: hx(32), 1)], "X-Rollbar-Access-Token: {0}",
     "https://api.rollbar.com/api/1/item/")
vend("Shopify", "global", "saas", [("SHOPIFY_ACCESS_TOKEN", lambda: pick(["shpat_", "shpca_", "shppa_"]) + hx(32), 1)],
     "X-Shopify-Access-Token: {0}", "https://%s.myshopify.com/admin/api/2024-07/orders.json")
vend("Shopify app", "global", "saas", [("SHOPIFY_API_KEY", lambda: hx(32), 0), ("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), 1)])
vend("Atlassian", "global", "saas", [("JIRA_API_TOKEN", tok_atlassian, 1)])
vend("Linear", "global", "saas", [("LINEAR_API_KEY", lambda: "lin_api_" + an(40), 1)], "Authorization: {0}", "https://api.linear.app/graphql")
vend("Notion", "global", "saas", [("NOTION_TOKEN", lambda: pick(["secret_" + an(43), "ntn_" + dg(11) + an(35)]), 1)], B,
     "https://api.notion.com/v1/databases/%s/query")
vend("Figma", "global", "saas", [("FIGMA_TOKEN", lambda: "figd_" + b64u(40), 1)], "X-Figma-Token: {0}", "https://api.figma.com/v1/files/%s")
vend("Airtable", "global", "saas", [("AIRTABLE_TOKEN", lambda: "pat" + an(14) + "." + hx(64), 1)], B, "https://api.airtable.com/v0/meta/bases")
vend("HubSpot", "global", "saas", [("HUBSPOT_TOKEN", lambda: "pat-na1-" + uuid4(), 1)], B, "https://api.hubapi.com/crm/v3/objects/contacts")
vend("Asana", "global", "saas", [("ASANA_PAT", lambda: "2/" + dg(16) + "/" + dg(16) + ":" + hx(32), 1)], B, "https://app.asana.com/api/1.0/users/me")
vend("Discord", "global", "messaging", [("DISCORD_BOT_TOKEN", tok_discord_bot, 1)], "Authorization: Bot {0}",
     "https://discord.com/api/v10/channels/%s/messages")
vend("Telegram", "global", "messaging", [("TELEGRAM_BOT_TOKEN", lambda: dg(10) + ":AA" + b64u(33), 1)])
vend("Hugging Face", "global", "ai", [("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), 1)], B, "https://huggingface.co/api/whoami-v2")
vend("Replicate", "global", "ai", [("REPLICATE_API_TOKEN", lambda: "r8_" + an(37), 1)], B, "https://api.replicate.com/v1/predictions")
vend("Groq", "global", "ai", [("GROQ_API_KEY", lambda: "gsk_" + an(52), 1)], B, "https://api.groq.com/openai/v1/chat/completions")
vend("Perplexity", "global", "ai", [("PERPLEXITY_API_KEY", lambda: "pplx-" + an(48), 1)], B, "https://api.perplexity.ai/chat/completions")
vend("Mistral", "europe", "ai", [("MISTRAL_API_KEY", lambda: an(32), 1)], B, "https://api.mistral.ai/v1/chat/completions")
vend("Cohere", "global", "ai", [("CO_API_KEY", lambda: an(40), 1)], B, "https://api.cohere.com/v2/chat")
vend("DeepSeek", "china", "ai", [("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), 1)], B, "https://api.deepseek.com/chat/completions")
vend("xAI", "global", "ai", [("XAI_API_KEY", lambda: "xai-" + an(80), 1)], B, "https://api.x.ai/v1/chat/completions")
vend("Pinecone", "global", "ai", [("PINECONE_API_KEY", lambda: "pcsk_" + an(5) + "_" + an(64), 1)], "Api-Key: {0}", "https://api.pinecone.io/indexes")
vend("LangSmith", "global", "ai", [("LANGSMITH_API_KEY", lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10), 1)])
vend("Weights & Biases", "global", "ai", [("WANDB_API_KEY", lambda: hx(40), 1)])
vend("Cloudflare", "global", "cloud", [("CLOUDFLARE_API_TOKEN", lambda: b64u(40), 1)], B, "https://api.cloudflare.com/client/v4/user/tokens/verify")
vend("Cloudflare global key", "global", "cloud", [("CF_API_EMAIL", email, 0), ("CF_API_KEY", lambda: hx(37), 1)])
vend("Cloudflare R2", "global", "cloud", [("R2_ACCESS_KEY_ID", lambda: hx(32), 1), ("R2_SECRET_ACCESS_KEY", lambda: hx(64), 1)])
vend("Cloudflare Tunnel", "global", "cloud", [("TUNNEL_TOKEN", tok_cf_tunnel, 1)])
vend("DigitalOcean", "global", "cloud", [("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), 1)], B, "https://api.digitalocean.com/v2/droplets")
vend("Fly.io", "global", "cloud", [("FLY_API_TOKEN", tok_fly, 1)], "Authorization: FlyV1 {0}", "https://api.machines.dev/v1/apps")
vend("Vercel", "global", "cloud", [("VERCEL_TOKEN", lambda: an(24), 1)], B, "https://api.vercel.com/v9/projects")
vend("Netlify", "global", "cloud", [("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + an(36), 1)], B, "https://api.netlify.com/api/v1/sites")
vend("Heroku", "global", "cloud", [("HEROKU_API_KEY", tok_heroku, 1)], B, "https://api.heroku.com/apps")
vend("Render", "global", "cloud", [("RENDER_API_KEY", lambda: "rnd_" + an(32), 1)], B, "https://api.render.com/v1/services")
vend("Supabase", "global", "database", [("SUPABASE_URL", lambda: "https://" + lo(20) + ".supabase.co", 0),
                                         ("SUPABASE_SERVICE_ROLE_KEY", tok_supabase_service, 1)])
vend("Supabase access token", "global", "database", [("SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), 1)])
vend("Clerk", "global", "saas", [("CLERK_SECRET_KEY", lambda: "sk_live_" + an(42), 1)])
vend("Algolia", "global", "saas", [("ALGOLIA_APP_ID", lambda: up(10), 0), ("ALGOLIA_ADMIN_API_KEY", lambda: hx(32), 1)])
vend("Mapbox", "global", "saas", [("MAPBOX_SECRET_TOKEN", tok_mapbox_sk, 1)])
vend("Postman", "global", "saas", [("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), 1)], "X-Api-Key: {0}",
     "https://api.getpostman.com/collections")
vend("Bitbucket", "global", "ci", [("BITBUCKET_USERNAME", lambda: pick(PEOPLE_EN).replace(".", "_"), 0),
                                   ("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + an(28) + HX(8), 1)])
vend("CircleCI", "global", "ci", [("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40), 1)], "Circle-Token: {0}",
     "https://circleci.com/api/v2/me")
vend("Buildkite", "global", "ci", [("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), 1)], B, "https://api.buildkite.com/v2/builds")
vend("Jenkins", "global", "ci", [("JENKINS_USER", lambda: pick(USERS), 0), ("JENKINS_API_TOKEN", lambda: "11" + hx(32), 1)])
vend("SonarQube", "global", "ci", [("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hx(40), 1)])
vend("Codecov", "global", "ci", [("CODECOV_TOKEN", uuid4, 1)])
vend("Octopus Deploy", "global", "ci", [("OCTOPUS_API_KEY", lambda: "API-" + up(26), 1)], "X-Octopus-ApiKey: {0}",
     "https://%s.octopus.app/api/projects")
vend("Okta", "global", "identity", [("OKTA_API_TOKEN", lambda: "00" + b64u(40), 1)], "Authorization: SSWS {0}",
     "https://%s.okta.com/api/v1/users")
vend("Auth0", "global", "identity", [("AUTH0_CLIENT_ID", lambda: an(32), 0), ("AUTH0_CLIENT_SECRET", lambda: b64u(64), 1)])
vend("Duo", "global", "identity", [("DUO_IKEY", lambda: "DI" + up(18), 0), ("DUO_SKEY", lambda: an(40), 1)])
vend("Keycloak", "global", "identity", [("KEYCLOAK_CLIENT_ID", lambda: pick(SERVICES), 0), ("KEYCLOAK_CLIENT_SECRET", lambda: an(32), 1)])
vend("Meta Graph API", "global", "saas", [("FB_ACCESS_TOKEN", lambda: pick(["EAAG", "EAAB", "EAAJ"]) + an(ri(160, 190)), 1)])
vend("X (Twitter)", "global", "saas", [("TWITTER_BEARER_TOKEN", tok_twitter_bearer, 1)], B, "https://api.twitter.com/2/tweets/search/recent")
vend("Square", "global", "payments", [("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + b64u(60), 1)], B, "https://connect.squareup.com/v2/locations")
vend("Braintree", "global", "payments", [("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + lo(16) + "$" + hx(32), 1)])
vend("PayPal", "global", "payments", [("PAYPAL_CLIENT_ID", lambda: "A" + b64u(79), 0), ("PAYPAL_CLIENT_SECRET", lambda: "E" + b64u(79), 1)])
vend("Adyen", "europe", "payments", [("ADYEN_API_KEY", tok_adyen, 1)], "X-API-Key: {0}", "https://checkout-test.adyen.com/v71/payments")
vend("Mollie", "europe", "payments", [("MOLLIE_API_KEY", lambda: "live_" + an(30), 1)], B, "https://api.mollie.com/v2/payments")
vend("GoCardless", "europe", "payments", [("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + b64u(40), 1)], B, "https://api.gocardless.com/mandates")
vend("SumUp", "europe", "payments", [("SUMUP_API_KEY", lambda: "sup_sk_" + an(32), 1)], B, "https://api.sumup.com/v0.1/me")
vend("Razorpay", "global", "payments", [("RAZORPAY_KEY_ID", lambda: "rzp_live_" + an(14), 0), ("RAZORPAY_KEY_SECRET", lambda: an(24), 1)])
vend("Paystack", "global", "payments", [("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), 1)], B, "https://api.paystack.co/transaction/initialize")
vend("Flutterwave", "global", "payments", [("FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", 1)], B, "https://api.flutterwave.com/v3/payments")
vend("Plaid", "global", "payments", [("PLAID_CLIENT_ID", lambda: hx(24), 0), ("PLAID_SECRET", lambda: hx(30), 1)])
vend("Shippo", "global", "saas", [("SHIPPO_API_TOKEN", lambda: "shippo_live_" + hx(40), 1)], "Authorization: ShippoToken {0}",
     "https://api.goshippo.com/shipments/")
vend("Age", "global", "secrets", [("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58), 1)])
vend("Tailscale", "global", "cloud", [("TS_AUTHKEY", lambda: pick(["tskey-auth-k", "tskey-api-k"]) + an(10) + "CNTRL-" + an(33), 1)])
vend("ngrok", "global", "cloud", [("NGROK_AUTHTOKEN", lambda: dg(1) + an(26) + "_" + an(21), 1)])
vend("Twitch", "global", "saas", [("TWITCH_CLIENT_ID", lambda: lo(30), 0), ("TWITCH_CLIENT_SECRET", lambda: lo(30), 1)])
vend("Dropbox", "global", "saas", [("DROPBOX_ACCESS_TOKEN", lambda: "sl.B" + b64u(ri(130, 140)), 1)], B,
     "https://api.dropboxapi.com/2/files/list_folder")
vend("Zendesk", "global", "saas", [("ZENDESK_API_TOKEN", lambda: an(40), 1)])
vend("Intercom", "global", "saas", [("INTERCOM_ACCESS_TOKEN", tok_intercom, 1)], B, "https://api.intercom.io/contacts")
vend("Salesforce", "global", "saas", [("SF_CONSUMER_KEY", lambda: "3MVG9" + b64u(80).replace("-", "."), 0),
                                       ("SF_CONSUMER_SECRET", lambda: HX(64), 1)])
vend("Trello", "global", "saas", [("TRELLO_KEY", lambda: hx(32), 0), ("TRELLO_TOKEN", lambda: "ATTA" + hx(64) + HX(8), 1)])
vend("ClickUp", "global", "saas", [("CLICKUP_TOKEN", lambda: "pk_" + dg(8) + "_" + up(32), 1)], "Authorization: {0}",
     "https://api.clickup.com/api/v2/team")
vend("Webflow", "global", "saas", [("WEBFLOW_TOKEN", lambda: hx(64), 1)], B, "https://api.webflow.com/v2/sites")
vend("Contentful", "europe", "saas", [("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + b64u(43), 1)], B,
     "https://api.contentful.com/spaces/%s/entries")
vend("Typeform", "europe", "saas", [("TYPEFORM_TOKEN", lambda: "tfp_" + an(44) + "_" + an(14), 1)], B, "https://api.typeform.com/forms")
vend("Pipedrive", "europe", "saas", [("PIPEDRIVE_API_TOKEN", lambda: hx(40), 1)])
vend("Sanity", "europe", "saas", [("SANITY_API_TOKEN", lambda: "sk" + an(ri(170, 180)), 1)], B, "https://%s.api.sanity.io/v2024-01-01/data/query/production")
vend("Cloudinary", "global", "saas", [("CLOUDINARY_API_KEY", lambda: dg(15), 0), ("CLOUDINARY_API_SECRET", lambda: b64u(27), 1)])
vend("Mux", "global", "saas", [("MUX_TOKEN_ID", uuid4, 0), ("MUX_TOKEN_SECRET", lambda: b64s(75), 1)])
vend("Firebase Cloud Messaging", "global", "messaging", [("FCM_SERVER_KEY", tok_fcm_legacy, 1)], "Authorization: key={0}",
     "https://fcm.googleapis.com/fcm/send")
vend("Expo", "global", "ci", [("EXPO_TOKEN", lambda: b64u(40), 1)])
vend("Sauce Labs", "global", "ci", [("SAUCE_USERNAME", lambda: pick(PEOPLE_EN).replace(".", "-"), 0), ("SAUCE_ACCESS_KEY", uuid4, 1)])
vend("BrowserStack", "global", "ci", [("BROWSERSTACK_USERNAME", lambda: pick(PEOPLE_EN).replace(".", "") + "_" + an(6), 0),
                                      ("BROWSERSTACK_ACCESS_KEY", lambda: an(20), 1)])
vend("Percy", "global", "ci", [("PERCY_TOKEN", lambda: pick(["web_", "app_", ""]) + hx(64), 1)])
vend("Fastly", "global", "cloud", [("FASTLY_API_TOKEN", lambda: b64u(32), 1)], "Fastly-Key: {0}", "https://api.fastly.com/service")
vend("Akamai EdgeGrid", "global", "cloud", [("AKAMAI_CLIENT_SECRET", lambda: b64b(33), 1),
                                             ("AKAMAI_ACCESS_TOKEN", tok_edgegrid_client, 1),
                                             ("AKAMAI_CLIENT_TOKEN", tok_edgegrid_client, 1)])
vend("MongoDB Atlas", "global", "database", [("ATLAS_PUBLIC_KEY", lambda: lo(8), 0), ("ATLAS_PRIVATE_KEY", uuid4, 1)])
vend("PlanetScale", "global", "database", [("PLANETSCALE_PASSWORD", lambda: "pscale_pw_" + b64u(43), 1)])
vend("PlanetScale service token", "global", "database", [("PLANETSCALE_SERVICE_TOKEN_ID", lambda: lo(12), 0),
                                                          ("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + b64u(43), 1)])
vend("Upstash", "global", "database", [("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%d.upstash.io" % (pick(EN_WORDS), pick(EN_WORDS), ri(10000, 99999)), 0),
                                       ("UPSTASH_REDIS_REST_TOKEN", lambda: "AX" + b64s(ri(66, 74)) + "=", 1)])
vend("Turso", "global", "database", [("TURSO_AUTH_TOKEN", tok_turso, 1)])
vend("Convex", "global", "database", [("CONVEX_DEPLOY_KEY", tok_convex, 1)])
vend("Prisma Accelerate", "global", "database", [("DATABASE_URL", lambda: "prisma://accelerate.prisma-data.net/?api_key=" + tok_prisma_accel(),
                                                lambda val: val.split("api_key=")[1])])
vend("Databricks", "global", "database", [("DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + pick(["", "-2", "-3"]), 1)], B,
     "https://adb-%s.azuredatabricks.net/api/2.0/clusters/list")
vend("Confluent Cloud", "global", "database", [("CONFLUENT_API_KEY", lambda: up(16), 0), ("CONFLUENT_API_SECRET", lambda: b64s(64), 1)])
vend("Elastic Cloud", "europe", "database", [("ELASTIC_API_KEY", lambda: b64enc(b64u(20) + ":" + b64u(22)), 1)], "Authorization: ApiKey {0}",
     "https://%s.es.eu-central-1.aws.cloud.es.io/_cat/indices")
vend("Appwrite", "global", "database", [("APPWRITE_API_KEY", lambda: "standard_" + hx(256), 1)])
vend("Hasura", "global", "database", [("HASURA_GRAPHQL_ADMIN_SECRET", lambda: pw_generated(ri(24, 32)), 1)], "x-hasura-admin-secret: {0}",
     "https://%s.hasura.app/v1/graphql")
vend("Strapi", "europe", "saas", [("STRAPI_API_TOKEN", lambda: hx(256), 1)])
# Korea
vend("Naver Cloud", "korea", "cloud", [("NCLOUD_ACCESS_KEY", tok_naver_cloud_ak, 1), ("NCLOUD_SECRET_KEY", lambda: an(40), 1)])
vend("Naver Developers", "korea", "saas", [("NAVER_CLIENT_ID", lambda: an(20), 0), ("NAVER_CLIENT_SECRET", lambda: b64u(10), 1)])
vend("Naver CLOVA Studio", "korea", "ai", [("CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32), 1)], B,
     "https://clovastudio.stream.ntruss.com/testapp/v3/chat-completions/HCX-005")
vend("Kakao Login", "korea", "identity", [("KAKAO_CLIENT_ID", lambda: hx(32), 0), ("KAKAO_CLIENT_SECRET", lambda: an(32), 1)])
vend("Kakao admin", "korea", "saas", [("KAKAO_ADMIN_KEY", lambda: hx(32), 1)], "Authorization: KakaoAK {0}",
     "https://kapi.kakao.com/v1/user/ids")
vend("Toss Payments", "korea", "payments", [("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_"]) + an(24), 1)])
vend("PortOne", "korea", "payments", [("PORTONE_API_SECRET", lambda: an(80), 1)], "Authorization: PortOne {0}",
     "https://api.portone.io/payments")
vend("NHN Cloud", "korea", "cloud", [("NHN_APPKEY", lambda: an(20), 0), ("NHN_SECRET_KEY", lambda: an(8), 1)])
vend("Coupang Open API", "korea", "saas", [("COUPANG_ACCESS_KEY", uuid4, 1), ("COUPANG_SECRET_KEY", lambda: hx(40), 1)])
vend("Solapi", "korea", "messaging", [("SOLAPI_API_KEY", lambda: "NCS" + up(13), 1), ("SOLAPI_API_SECRET", lambda: up(32), 1)])
vend("Aligo", "korea", "messaging", [("ALIGO_USER_ID", lambda: pick(USERS), 0), ("ALIGO_API_KEY", lambda: lo(32), 1)])
vend("Channel Talk", "korea", "saas", [("CHANNEL_ACCESS_KEY", lambda: hx(24), 1), ("CHANNEL_ACCESS_SECRET", lambda: hx(32), 1)])
vend("Sendbird", "korea", "messaging", [("SENDBIRD_APP_ID", lambda: uuid4().upper(), 0), ("SENDBIRD_API_TOKEN", lambda: hx(40), 1)],
     "Api-Token: {0}", "https://api-%s.sendbird.com/v3/users")
vend("data.go.kr", "korea", "saas", [("DATA_GO_KR_SERVICE_KEY", tok_datago, 1)])
vend("NICE Pay", "korea", "payments", [("NICEPAY_MID", lambda: "nicepay" + dg(3) + "m", 0), ("NICEPAY_MERCHANT_KEY", lambda: b64b(66), 1)])
vend("KG Inicis", "korea", "payments", [("INICIS_MID", lambda: "INIpay" + up(4), 0), ("INICIS_SIGNKEY", lambda: b64b(24), 1)])
vend("Bootpay", "korea", "payments", [("BOOTPAY_APPLICATION_ID", lambda: hx(24), 0), ("BOOTPAY_PRIVATE_KEY", lambda: b64b(32), 1)])
vend("Upstage", "korea", "ai", [("UPSTAGE_API_KEY", lambda: "up_" + an(30), 1)], B, "https://api.upstage.ai/v1/chat/completions")
vend("LINE Messaging API", "japan", "messaging", [("LINE_CHANNEL_SECRET", lambda: hx(32), 1),
                                                  ("LINE_CHANNEL_ACCESS_TOKEN", lambda: b64s(171) + "=", 1)])
# China
vend("Alibaba Cloud", "china", "cloud", [("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + an(18), 1),
                                          ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: an(30), 1)])
vend("Tencent Cloud", "china", "cloud", [("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + an(32), 1),
                                          ("TENCENTCLOUD_SECRET_KEY", lambda: an(32), 1)])
vend("Huawei Cloud", "china", "cloud", [("HUAWEICLOUD_SDK_AK", lambda: up(20), 1), ("HUAWEICLOUD_SDK_SK", lambda: an(40), 1)])
vend("Baidu Cloud", "china", "cloud", [("BCE_ACCESS_KEY_ID", lambda: hx(32), 1), ("BCE_SECRET_ACCESS_KEY", lambda: hx(32), 1)])
vend("Qiniu", "china", "cloud", [("QINIU_ACCESS_KEY", lambda: b64u(40), 1), ("QINIU_SECRET_KEY", lambda: b64u(40), 1)])
vend("Volcengine", "china", "cloud", [("VOLC_ACCESSKEY", lambda: "AKLT" + b64s(40).replace("+", "x").replace("/", "y"), 1),
                                       ("VOLC_SECRETKEY", tok_volc_sk, 1)])
vend("WeChat", "china", "messaging", [("WECHAT_APPID", lambda: "wx" + hx(16), 0), ("WECHAT_APPSECRET", lambda: hx(32), 1)])
vend("WeChat Pay", "china", "payments", [("WECHATPAY_MCHID", lambda: dg(10), 0), ("WECHATPAY_APIV3_KEY", lambda: an(32), 1)])
vend("DingTalk", "china", "messaging", [("DINGTALK_ACCESS_TOKEN", lambda: hx(64), 1), ("DINGTALK_SECRET", lambda: "SEC" + hx(64), 1)])
vend("Feishu", "china", "messaging", [("FEISHU_APP_ID", lambda: "cli_" + hx(16), 0), ("FEISHU_APP_SECRET", lambda: an(32), 1)])
vend("Zhipu AI", "china", "ai", [("ZHIPUAI_API_KEY", tok_zhipu, 1)], B, "https://open.bigmodel.cn/api/paas/v4/chat/completions")
vend("Moonshot", "china", "ai", [("MOONSHOT_API_KEY", lambda: "sk-" + an(48), 1)], B, "https://api.moonshot.cn/v1/chat/completions")
vend("DashScope", "china", "ai", [("DASHSCOPE_API_KEY", tok_dashscope, 1)], B,
     "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
vend("Baidu Qianfan", "china", "ai", [("QIANFAN_API_KEY", tok_qianfan, 1)], B, "https://qianfan.baidubce.com/v2/chat/completions")
vend("Gitee", "china", "ci", [("GITEE_TOKEN", lambda: hx(32), 1)])
# Japan
vend("Chatwork", "japan", "messaging", [("CHATWORK_API_TOKEN", lambda: hx(32), 1)], "X-ChatWorkToken: {0}",
     "https://api.chatwork.com/v2/rooms")
vend("PAY.JP", "japan", "payments", [("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48), 1)])
vend("Backlog", "japan", "saas", [("BACKLOG_API_KEY", lambda: an(64), 1)])
vend("kintone", "japan", "saas", [("KINTONE_API_TOKEN", lambda: an(40), 1)], "X-Cybozu-API-Token: {0}",
     "https://%s.cybozu.com/k/v1/records.json?app=12")
vend("Sakura Cloud", "japan", "cloud", [("SAKURACLOUD_ACCESS_TOKEN", uuid4, 1), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: an(64), 1)])
vend("SmartHR", "japan", "saas", [("SMARTHR_ACCESS_TOKEN", lambda: "shr_" + hx(4) + "_" + an(40), 1)], B,
     "https://%s.smarthr.jp/api/v1/crews")
vend("KOMOJU", "japan", "payments", [("KOMOJU_SECRET_KEY", lambda: "sk_live_" + lo(24), 1)])
vend("fincode", "japan", "payments", [("FINCODE_SECRET_KEY", lambda: "m_prod_" + b64u(60), 1)], B, "https://api.fincode.jp/v1/payments")
vend("GMO Payment Gateway", "japan", "payments", [("GMO_SHOP_ID", lambda: "tshop" + dg(8), 0), ("GMO_SHOP_PASS", lambda: lo(8), 1)])
vend("Yahoo! JAPAN", "japan", "saas", [("YJ_CLIENT_ID", lambda: "dj00" + b64u(52), 0), ("YJ_CLIENT_SECRET", lambda: an(40), 1)])
# Europe
vend("Scaleway", "europe", "cloud", [("SCW_ACCESS_KEY", lambda: "SCW" + up(17), 1), ("SCW_SECRET_KEY", uuid4, 1)])
vend("OVHcloud", "europe", "cloud", [("OVH_APPLICATION_KEY", lambda: an(16), 0), ("OVH_APPLICATION_SECRET", lambda: an(32), 1),
                                      ("OVH_CONSUMER_KEY", lambda: an(32), 1)])
vend("Hetzner Cloud", "europe", "cloud", [("HCLOUD_TOKEN", lambda: an(64), 1)], B, "https://api.hetzner.cloud/v1/servers")
vend("DeepL", "europe", "ai", [("DEEPL_AUTH_KEY", lambda: uuid4() + pick([":fx", ""]), 1)], "Authorization: DeepL-Auth-Key {0}",
     "https://api.deepl.com/v2/translate")
vend("Exoscale", "europe", "cloud", [("EXOSCALE_API_KEY", lambda: "EXO" + hx(24), 1), ("EXOSCALE_API_SECRET", lambda: b64u(43), 1)])
vend("Vonage", "europe", "messaging", [("VONAGE_API_KEY", lambda: hx(8), 0), ("VONAGE_API_SECRET", lambda: an(16), 1)])
vend("Spotify", "europe", "saas", [("SPOTIFY_CLIENT_ID", lambda: hx(32), 0), ("SPOTIFY_CLIENT_SECRET", lambda: hx(32), 1)])
vend("Wise", "europe", "payments", [("WISE_API_TOKEN", uuid4, 1)], B, "https://api.transferwise.com/v1/profiles")
vend("Qonto", "europe", "payments", [("QONTO_LOGIN", lambda: pick(EN_WORDS) + "-" + lo(4), 0), ("QONTO_SECRET_KEY", lambda: an(32), 1)])


# ----------------------------------------------------------------------------- containers for vendor notes
def slug(name, sep="_"):
    out = "".join(ch.lower() if ch.isalnum() else " " for ch in name).split()
    return sep.join(out) or "vendor"


def camel(var):
    parts = var.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(var):
    return "".join(p.capitalize() for p in var.lower().split("_"))


def subkey(var, vname):
    """config sub-key: STRIPE_SECRET_KEY -> secret_key (drop the vendor-ish first word)"""
    parts = var.lower().split("_")
    return "_".join(parts[1:]) if len(parts) > 1 else parts[0]


def filler_env(k):
    pool = [("NODE_ENV", "production"), ("PORT", str(pick([3000, 8080, 8000, 5000, 9090]))),
            ("LOG_LEVEL", pick(["info", "debug", "warn"])), ("TZ", pick(["Asia/Seoul", "UTC", "Asia/Tokyo"])),
            ("APP_NAME", svc()), ("REDIS_URL", "redis://cache:6379/%d" % ri(0, 5)),
            ("DB_HOST", host("db")), ("DB_PORT", pick(["5432", "3306"])), ("S3_BUCKET", "%s-%s-assets" % (slug(dom(), "-"), env())),
            ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])), ("SENTRY_ENVIRONMENT", env()),
            ("HTTP_TIMEOUT_MS", str(pick([3000, 5000, 10000]))), ("WORKER_CONCURRENCY", str(ri(2, 16))),
            ("PUBLIC_BASE_URL", "https://%s" % dom()), ("OTEL_SERVICE_NAME", svc()), ("RATE_LIMIT_RPS", str(ri(5, 200)))]
    return sample(pool, k)


def q(c_val, style):
    return {"none": c_val, "dq": '"%s"' % c_val, "sq": "'%s'" % c_val}[style]


def c_dotenv(c, v, vals):
    lines = ["%s=%s" % kv for kv in filler_env(ri(1, 4))]
    if chance(0.4):
        lines.append("# %s" % v["name"])
    qs = pick(["none", "none", "dq", "sq"])
    for k, val in vals:
        lines.append("%s=%s" % (k, q(val, qs)))
    if chance(0.4):
        lines.append("%s=%s" % filler_env(1)[0])
    return "\n".join(lines), pick([".env", ".env.production", ".env.local", "deploy/%s.env" % env(), "config/.env"])


def c_export(c, v, vals):
    lines = ["export %s=%s" % kv for kv in vals]
    cmd = pick(["python -m app.worker", "npm run start:prod", "./bin/%s" % svc(), "go run ./cmd/%s" % svc(),
                "make smoke-test ENV=%s" % env(), "pytest -k integration -x", "bundle exec rails runner 'Sync.call'"])
    pre = pick(["$ ", "", "❯ "])
    return "\n".join(pre + l for l in lines) + "\n" + pre + cmd, "shell history"


def c_yaml(c, v, vals):
    top = slug(v["name"])
    lines = ["%s:" % pick(["integrations", "providers", "clients", "external"]), "  %s:" % top]
    qs = pick(["none", "dq", "sq"])
    for k, val in vals:
        lines.append("    %s: %s" % (subkey(k, v["name"]), q(val, qs)))
    lines.append("    timeout_seconds: %d" % ri(2, 30))
    if chance(0.5):
        lines = ["server:", "  port: %d" % pick([8080, 8000, 3000])] + lines
    return "\n".join(lines), pick(["config/%s.yaml" % env(), "application-%s.yml" % env(), "settings.yaml", "values-%s.yaml" % env()])


def c_json(c, v, vals):
    inner = {subkey(k, v["name"]): val for k, val in vals}
    obj = {"env": env(), slug(v["name"]): inner, "retry": {"max": ri(2, 5), "backoffMs": pick([200, 500, 1000])}}
    txt = json.dumps(obj, indent=pick([2, 4]), ensure_ascii=False)
    return txt, pick(["appsettings.%s.json" % pick(["Production", "Staging"]), "config/%s.json" % env(), "secrets.json", "local.settings.json"])


def c_toml(c, v, vals):
    lines = ["[%s]" % slug(v["name"])]
    for k, val in vals:
        lines.append('%s = "%s"' % (subkey(k, v["name"]), val))
    lines.append("enabled = true")
    if chance(0.5):
        lines = ["[server]", 'bind = "0.0.0.0:%d"' % pick([8080, 8000]), ""] + lines
    return "\n".join(lines), pick(["config.toml", "settings/%s.toml" % env(), "pyproject.toml (tool section)", "netlify.toml"])


def c_props(c, v, vals):
    pfx = slug(v["name"], "-")
    if chance(0.5):
        lines = ["%s.%s=%s" % (pfx, subkey(k, v["name"]).replace("_", "-"), val) for k, val in vals]
        lines.insert(0, "spring.application.name=%s" % svc())
        return "\n".join(lines), pick(["application.properties", "application-%s.properties" % env(), "gradle.properties"])
    lines = ["[%s]" % pfx] + ["%s = %s" % (subkey(k, v["name"]), val) for k, val in vals]
    return "\n".join(lines), pick(["config.ini", "settings.cfg", "%s.conf" % svc(), "setup.cfg"])


def c_compose(c, v, vals):
    s = svc()
    lines = ["services:", "  %s:" % s, "    image: %s/%s:%s" % (slug(dom(), "-"), s, pick(["latest", "1.%d.%d" % (ri(0, 20), ri(0, 9))])),
             "    environment:"]
    if chance(0.5):
        for k, val in vals:
            lines.append("      - %s=%s" % (k, val))
    else:
        for k, val in vals:
            lines.append("      %s: %s" % (k, val))
    lines.append("    ports:\n      - \"%d:%d\"" % (pick([8080, 3000]), pick([8080, 3000])))
    return "\n".join(lines), "docker-compose.yml"


def c_k8s_secret(c, v, vals):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (svc(), slug(v["name"], "-")),
             "  namespace: %s" % env(), "type: Opaque", "stringData:"]
    for k, val in vals:
        lines.append("  %s: %s" % (k, q(val, pick(["none", "dq"]))))
    return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/%s/secret.yaml" % env(), "helm/templates/secret.yaml"])


def c_k8s_env(c, v, vals):
    s = svc()
    lines = ["      containers:", "        - name: %s" % s, "          image: ghcr.io/%s/%s:%s" % (slug(dom(), "-"), s, hx(7)),
             "          env:"]
    for k, val in vals:
        lines.append("            - name: %s" % k)
        lines.append("              value: \"%s\"" % val)
    return "\n".join(lines), "deployment.yaml"


def c_gha(c, v, vals):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, val in vals:
        lines.append("      %s: %s" % (k, val))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh %s" % env()]
    return "\n".join(lines), ".github/workflows/deploy.yml"


def c_gitlab(c, v, vals):
    lines = ["variables:"] + ["  %s: \"%s\"" % kv for kv in vals]
    lines += ["", "deploy:%s:" % env(), "  stage: deploy", "  script:", "    - ./ci/deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml"


def c_dockerfile(c, v, vals):
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22", "ruby:3.3"])
    lines = ["FROM %s" % base, "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    for k, val in vals:
        lines.append("%s %s=%s" % (kw, k, val))
    lines += ["COPY . .", pick(["RUN pip install -r requirements.txt", "RUN npm ci --omit=dev", "RUN ./gradlew build -x test"])]
    return "\n".join(lines), "Dockerfile"


def c_tf(c, v, vals):
    if chance(0.5):
        lines = ['%s = "%s"' % (k.lower(), val) for k, val in vals]
        lines.insert(0, 'environment = "%s"' % env())
        return "\n".join(lines), "terraform.tfvars"
    lines = ['provider "%s" {' % slug(v["name"])] + ['  %s = "%s"' % (subkey(k, v["name"]), val) for k, val in vals] + ["}"]
    return "\n".join(lines), "providers.tf"


def c_xml(c, v, vals):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (pascal(k), val) for k, val in vals] + ["</appSettings>"]
        return "\n".join(lines), "Web.config"
    lines = ["<server>", "  <id>%s</id>" % slug(v["name"], "-")] + ["  <%s>%s</%s>" % (camel(k), val, camel(k)) for k, val in vals] + ["</server>"]
    return "\n".join(lines), pick(["settings.xml", "config.xml"])


def c_code(c, v, vals):
    lang = pick(["py", "js", "ts", "go", "java", "kotlin", "ruby", "php", "cs", "rust", "swift", "dart"])
    if lang == "py":
        body = ["%s = \"%s\"" % (k, val) for k, val in vals]
        body.append("client = %sClient(%s)" % (pascal(slug(v["name"])), ", ".join("%s=%s" % (subkey(k, ""), k) for k, _ in vals)))
        return "\n".join(body), pick(["app/clients.py", "settings.py", "scripts/backfill.py"])
    if lang in ("js", "ts"):
        body = ["const %s = '%s';" % (camel(k), val) for k, val in vals]
        body.append("export const client = new %sClient({ %s });" % (pascal(slug(v["name"])), ", ".join(camel(k) for k, _ in vals)))
        return "\n".join(body), pick(["src/lib/%s.%s" % (slug(v["name"], "-"), lang), "server/config.%s" % lang])
    if lang == "go":
        body = ["const ("] + ["\t%s = \"%s\"" % (camel(k), val) for k, val in vals] + [")"]
        return "\n".join(body), "internal/%s/client.go" % slug(v["name"])
    if lang in ("java", "kotlin"):
        if lang == "java":
            body = ["private static final String %s = \"%s\";" % (k, val) for k, val in vals]
        else:
            body = ["private const val %s = \"%s\"" % (k, val) for k, val in vals]
        return "\n".join(body), "src/main/%s/com/%s/%sConfig.%s" % (lang, slug(dom()).split("_")[0], pascal(slug(v["name"])), "java" if lang == "java" else "kt")
    if lang == "ruby":
        body = ["%s = '%s'.freeze" % (k, val) for k, val in vals]
        return "\n".join(body), "config/initializers/%s.rb" % slug(v["name"])
    if lang == "php":
        body = ["'%s' => '%s'," % (subkey(k, ""), val) for k, val in vals]
        return "return [\n    " + "\n    ".join(body) + "\n];", "config/services.php"
    if lang == "cs":
        body = ["private const string %s = \"%s\";" % (pascal(k), val) for k, val in vals]
        return "\n".join(body), "Services/%sClient.cs" % pascal(slug(v["name"]))
    if lang == "rust":
        body = ["const %s: &str = \"%s\";" % (k, val) for k, val in vals]
        return "\n".join(body), "src/config.rs"
    if lang == "swift":
        body = ["static let %s = \"%s\"" % (camel(k), val) for k, val in vals]
        return "enum Secrets {\n    " + "\n    ".join(body) + "\n}", "App/Secrets.swift"
    body = ["const %s = '%s';" % (camel(k), val) for k, val in vals]
    return "\n".join(body), "lib/env.dart"


def c_log(c, v, vals):
    t = tsz()
    if chance(0.5):
        d = ", ".join("'%s': '%s'" % (subkey(k, ""), val) for k, val in vals)
        return "%s DEBUG %s.config loaded settings: {'env': '%s', %s, 'timeout': %d}" % (t, svc().replace("-", "_"), env(), d, ri(5, 30)), "worker log"
    obj = {"ts": t, "level": "debug", "msg": "%s client init" % slug(v["name"], "-"), "svc": svc()}
    for k, val in vals:
        obj[camel(k)] = val
    return json.dumps(obj, ensure_ascii=False), "structured log"


def c_diff(c, v, vals):
    f = pick([".env.production", ".env.staging", "deploy/%s.env" % env(), "config/app.env", ".envrc"])
    lines = ["diff --git a/%s b/%s" % (f, f), "index %s..%s 100644" % (hx(7), hx(7)), "--- a/%s" % f, "+++ b/%s" % f,
             "@@ -%d,%d +%d,%d @@" % (ri(1, 40), ri(3, 6), ri(1, 40), ri(4, 8))]
    lines.append(" %s=%s" % filler_env(1)[0])
    for k, val in vals:
        lines.append("+%s=%s" % (k, val))
    return "\n".join(lines), "PR diff"


def c_table(c, v, vals):
    lines = [c.t("| env | key | value |", "| 환경 | 키 | 값 |"), "|---|---|---|"]
    e = env()
    for k, val in vals:
        lines.append("| %s | %s | `%s` |" % (e, k, val))
    return "\n".join(lines), c.t("wiki table", "위키 표")


def c_prose(c, v, vals):
    parts = []
    for k, val in vals:
        parts.append(c.t("%s is %s" % (k, val), "%s 값은 %s" % (k, val)))
    return c.t("For %s the %s settings are: " % (env(), v["name"]), "%s 기준 %s 설정: " % (env(), v["name"])) + "; ".join(parts), c.t("ticket comment", "티켓 댓글")


def c_chat(c, v, vals):
    who = person(c)
    lines = []
    for k, val in vals:
        lines.append(c.t("%s: use this for now, %s=%s" % (who, k, val), "%s: 일단 이걸로 하세요 %s=%s" % (who, k, val)) if not lines
                     else c.t("%s: and %s is %s" % (who, k, val), "%s: 그리고 %s는 %s" % (who, k, val)))
    return "\n".join(lines), c.t("Slack thread", "슬랙 스레드")


def _main_secret(v, vals):
    for (k, g, l), (k2, val) in zip(v["vars"], vals):
        if l:
            return val
    return vals[-1][1]


def _fill_url(u):
    while "%s" in u:
        i = u.index("%s")
        if u[i - 1] == ".":
            rep = dom()
        else:
            rep = pick([slug(dom(), "-").split("-")[0], pick(EN_WORDS) + "-" + pick(["prod", "ops", "eng"]), dg(8), lo(8)])
        u = u[:i] + rep + u[i + 2:]
    return u


def c_curl(c, v, vals):
    sec = _main_secret(v, vals)
    h = v["hdr"].format(sec)
    u = _fill_url(v["url"])
    method = pick(["", "-X POST ", "-X GET "])
    data = " \\\n  -H 'Content-Type: application/json' -d '{\"ping\": true}'" if "POST" in method else ""
    return "$ curl -sS %s'%s' \\\n  -H '%s'%s\n%s" % (method, u, h, data, pick(['{"error":"unauthorized"}', "HTTP/2 401", "HTTP/2 403", '{"message":"Bad credentials"}', "HTTP/2 429"])), "curl"


def c_http(c, v, vals):
    sec = _main_secret(v, vals)
    u = _fill_url(v["url"])
    parsed = urllib.parse.urlsplit(u)
    path = parsed.path + ("?" + parsed.query if parsed.query else "")
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path or "/"), "Host: %s" % parsed.netloc,
             "User-Agent: %s/%d.%d" % (svc(), ri(1, 4), ri(0, 30)), v["hdr"].format(sec), "Accept: application/json",
             "", "HTTP/1.1 %s" % pick(["401 Unauthorized", "403 Forbidden", "200 OK", "429 Too Many Requests"]),
             "x-request-id: %s" % uuid4()]
    return "\n".join(lines), c.t("captured request", "캡처한 요청")


CONTAINERS = [c_dotenv, c_export, c_yaml, c_json, c_toml, c_props, c_compose, c_k8s_secret, c_k8s_env, c_gha,
              c_gitlab, c_dockerfile, c_tf, c_xml, c_code, c_code, c_log, c_diff, c_table, c_prose, c_chat]


# ----------------------------------------------------------------------------- prose for vendor notes
FILE_CONTAINERS = ["c_dotenv", "c_yaml", "c_json", "c_toml", "c_props", "c_compose", "c_k8s_secret", "c_k8s_env",
                   "c_gha", "c_gitlab", "c_dockerfile", "c_tf", "c_xml", "c_code"]
BRAND_SUFFIX = [" fine-grained PAT", " Runner", " deploy token", " user token", " app-level", " webhook", " API key",
                " OAuth", " access token", " license", " global key", " app", " reference token", " service token",
                " admin", " trunk", " STS"]


def brand(name):
    for suf in BRAND_SUFFIX:
        if name.endswith(suf):
            return name[: -len(suf)]
    return name


def v_intro(c, vn, f, is_file):
    s, e, s2 = svc(), env(), svc2()
    job = pick(["deploy-%s" % e, "integration-tests", "nightly-sync", "release", "e2e"])
    if is_file:
        return pick([
            c.t("%s started getting 401s from %s after the %s deploy. What was on the box (%s):" % (s, vn, e, f),
                "%s 배포 후 %s 서비스에서 %s 호출이 401로 떨어짐. 서버에 있던 %s 파일 내용:" % (e, s, vn, f)),
            c.t("User asked why %s cannot talk to %s in %s and pasted their %s:" % (s, vn, e, f),
                "사용자가 %s 환경에서 %s 서비스의 %s 연동이 왜 안 되냐며 %s 내용을 그대로 붙여줌:" % (e, s, vn, f)),
            c.t("While moving %s to the new config layout I found the %s credentials inline in %s:" % (s, vn, f),
                "%s 서비스 설정 구조 바꾸다가 %s 파일에 %s 인증 정보가 그대로 박혀 있는 걸 발견:" % (s, f, vn)),
            c.t("CI job `%s` failed at the %s step. Relevant part of %s:" % (job, vn, f),
                "CI `%s` 잡이 %s 단계에서 실패함. %s 관련 부분:" % (job, vn, f)),
            c.t("I didn't know %s reads its %s settings from %s instead of the environment:" % (s, vn, f),
                "%s 서비스는 %s 설정을 환경변수가 아니라 %s 파일에서 읽는다는 걸 몰랐음:" % (s, vn, f)),
            c.t("Nobody told me there are two %s accounts; the one %s really uses (from %s):" % (vn, s, f),
                "%s 계정이 두 개라는 걸 몰랐음. %s 서비스가 실제로 쓰는 쪽(%s 기준):" % (vn, s, f)),
            c.t("%s and %s both call %s; the shared setup lives in %s:" % (s, s2, vn, f),
                "%s, %s 둘 다 %s API를 호출하고 공통 설정은 %s 파일에 있음:" % (s, s2, vn, f)),
            c.t("Asked to add retries around the %s client in %s. Existing %s:" % (vn, s, f),
                "%s 서비스의 %s 클라이언트에 retry 추가 요청받음. 기존 %s 내용:" % (s, vn, f)),
            c.t("Onboarding doc said to copy %s from a teammate; this is what I was given:" % f,
                "온보딩 문서에 %s 파일은 팀원한테 받으라고 되어 있어서 받은 내용:" % f),
        ])
    return pick([
        c.t("%s started failing against %s in %s. From the %s:" % (s, vn, e, f),
            "%s 환경에서 %s 서비스의 %s 호출이 실패하기 시작함. %s 내용:" % (e, s, vn, f)),
        c.t("User asked why %s cannot reach %s and pasted this %s:" % (s, vn, f),
            "사용자가 %s 서비스에서 %s 연결이 왜 안 되냐며 붙여준 %s 내용:" % (s, vn, f)),
        c.t("Debugging %s auth for %s; the %s shows:" % (vn, s, f),
            "%s 서비스의 %s 인증 문제 디버깅 중. %s 기준:" % (s, vn, f)),
        c.t("Had no idea which %s credential %s uses until I saw this (%s):" % (vn, s, f),
            "%s 서비스가 어떤 %s 키를 쓰는지 몰랐는데 이걸 보고 알았음 (%s):" % (s, vn, f)),
        c.t("Reproducing the %s errors for %s locally:" % (vn, s),
            "%s 서비스의 %s 에러를 로컬에서 재현:" % (s, vn)),
        c.t("Ticket says %s calls to %s are flaky in %s. Evidence attached to the ticket:" % (s, vn, e),
            "티켓 내용: %s 환경에서 %s -> %s 호출이 간헐적으로 실패. 티켓에 첨부된 내용:" % (e, s, vn)),
    ])


def v_lesson(c, vn, f):
    e, s, s2 = env(), svc(), svc2()
    opts = [
        c.t("The %s credential was issued in the sandbox workspace; %s needs one from the production account." % (vn, e),
            "%s 키가 샌드박스 워크스페이스에서 발급된 거였음. %s 환경은 운영 계정에서 따로 받아야 함." % (vn, e)),
        c.t("The loader here keeps surrounding quotes, so the value went out with a literal quote and %s rejected it." % vn,
            "여기 로더는 따옴표를 안 벗겨서 값에 따옴표가 붙은 채로 나갔고 %s 쪽에서 거절함." % vn),
        c.t("There was a trailing newline from `echo`; use `printf %s` when writing into the secret store.",
            "`echo`로 넣어서 값 끝에 개행이 붙어 있었음. secret store에 넣을 땐 `printf %s` 사용."),
        c.t("The image bakes env at build time (ARG -> ENV), so a restart was not enough; rebuild was needed.",
            "이미지가 빌드 시점에 env를 박아버려서(ARG -> ENV) 재시작으로는 안 되고 재빌드 필요."),
        c.t("%s enforces an IP allowlist; the new NAT gateway address had to be added first." % vn,
            "%s 쪽에 IP allowlist가 있어서 새 NAT gateway IP부터 추가해야 했음." % vn),
        c.t("The 401 was clock skew on the runner, not the credential; the signature includes a timestamp.",
            "401 원인은 키가 아니라 러너 시간 오차였음. 서명에 timestamp가 포함됨."),
        c.t("Credentials were fine; the SDK defaulted to the wrong region/endpoint for %s." % e,
            "인증 정보는 멀쩡했고 SDK 기본 region/endpoint가 %s 환경과 달랐음." % e),
        c.t("Live %s credentials must never go into tickets or notes; this one has to be rotated." % vn,
            "운영 %s 키는 티켓이나 노트에 붙이면 안 됨. 이건 교체 대상." % vn),
        c.t("%s and %s shared one %s credential, so rotating it for one broke the other. One credential per service." % (s, s2, vn),
            "%s, %s 두 서비스가 %s 키 하나를 같이 써서 하나 교체하니 다른 쪽이 깨짐. 서비스별로 분리할 것." % (s, s2, vn)),
        c.t("The key had only read scope; the %s endpoint needs write scope." % vn,
            "키 권한이 read뿐이었음. 해당 %s 엔드포인트는 write 권한 필요." % vn),
        c.t("Rate limiting, not auth: %s returns 401 instead of 429 once the quota is exhausted on this plan." % vn,
            "인증 문제가 아니라 rate limit이었음. 이 요금제에선 quota 소진되면 %s가 429 대신 401을 줌." % vn),
        "",
    ]
    if f:
        opts += [
            c.t("%s is loaded after the process env, so the stale value there silently wins. Delete the duplicate instead of exporting over it." % f,
                "%s 파일이 프로세스 env보다 나중에 로드돼서 옛날 값이 조용히 이김. export로 덮지 말고 중복 줄을 지울 것." % f),
            c.t("Moved it to the secret manager and referenced it from %s; the plaintext copy is gone from the repo." % f,
                "secret manager로 옮기고 %s 파일에서는 참조만 하게 바꿈. 레포의 평문 사본은 삭제." % f),
        ]
    return pick(opts)


def v_ask(c, vn, f):
    e, s, s2 = env(), svc(), svc2()
    opts = [
        c.t("Which %s account/environment should %s use in %s, and who owns it?" % (vn, s, e),
            "%s 환경에서 %s 서비스가 써야 할 %s 계정이 뭔지, 담당자는 누구인지?" % (e, s, vn)),
        c.t("Has the %s credential already been rotated, and where does the new one live?" % vn,
            "%s 키 이미 교체했는지, 새 키는 어디 보관 중인지?" % vn),
        c.t("Should %s call %s directly or go through %s?" % (s, vn, s2),
            "%s 서비스가 %s API를 직접 호출해야 하는지, %s 서비스를 거쳐야 하는지?" % (s, vn, s2)),
        c.t("Is there a staging %s account I can use instead of production?" % vn,
            "운영 말고 쓸 수 있는 %s 스테이징 계정이 있는지?" % vn),
        "", "",
    ]
    if f:
        opts += [
            c.t("Is %s supposed to be committed at all, or rendered from the secret store at deploy time?" % f,
                "%s 파일이 커밋돼도 되는 건지, 배포 때 secret store에서 렌더링되는 건지?" % f),
            c.t("Which one wins when both the env and %s set the %s values?" % (f, vn),
                "env와 %s 둘 다 %s 값을 설정하면 어느 쪽이 우선인지?" % (f, vn)),
        ]
    return pick(opts)


def secret_vendor_note(c, v):
    vals = [(k, g()) for k, g, l in v["vars"]]
    secs = []
    for (k, g, l), (k2, val) in zip(v["vars"], vals):
        if l:
            secs.append(l(val) if callable(l) else val)
    opts = list(CONTAINERS)
    if v["hdr"]:
        opts += [c_curl, c_curl, c_http]
    cont = pick(opts)
    art, f = cont(c, v, vals)
    is_file = cont.__name__ in FILE_CONTAINERS
    ff = f if is_file else None
    vn = brand(v["name"])
    mode = pick(["mc", "mc", "mc", "mc", "lesson", "ask", "repeat", "split", "mcask"])
    main = secs[0]
    mainvar = [k for (k, val) in vals if val == main or main in val][0]
    if mode == "ask" and len(main) < 200:
        e, s = env(), svc()
        mc = pick([c.t("%s gets 401 from %s in %s; the credential is read from %s." % (s, vn, e, f),
                       "%s 환경에서 %s 서비스가 %s 호출 시 401. 키는 %s 쪽에서 읽음." % (e, s, vn, f)),
                   c.t("%s calls to %s started failing in %s after the config refactor." % (s, vn, e),
                       "설정 리팩터링 이후 %s 환경에서 %s -> %s 호출이 실패하기 시작함." % (e, s, vn)),
                   c.t("Nobody could tell me which %s key %s uses in %s." % (vn, s, e),
                       "%s 환경에서 %s 서비스가 어떤 %s 키를 쓰는지 아무도 몰랐음." % (e, s, vn))])
        if chance(0.4):
            mc += " " + c.t("Re-deploying did not change the error.", "재배포해도 에러는 그대로였음.")
        ls = v_lesson(c, vn, ff)
        ak = pick([c.t("Can I keep using %s=%s in %s, or was a newer one issued?" % (mainvar, main, env()),
                       "%s 환경에서 계속 %s=%s 써도 되는지, 새로 발급된 게 있는지?" % (env(), mainvar, main)),
                   c.t("Is `%s` the live %s value or the old one?" % (main, vn),
                       "`%s` 이게 지금 쓰는 %s 값인지 예전 값인지?" % (main, vn))])
        cat = "%s in ask_next_time [%s]" % (mainvar, v["name"])
    elif mode == "lesson":
        mc = v_intro(c, vn, f, is_file).rstrip(":") + "."
        if is_file:
            ls = c.t("What finally worked (%s):\n" % f, "최종적으로 동작한 내용 (%s):\n" % f) + art
        else:
            ls = c.t("Captured while reproducing it (%s):\n" % f, "재현하면서 확보한 내용 (%s):\n" % f) + art
        ak = v_ask(c, vn, ff)
        cat = "%s in lesson (%s) [%s]" % (cont.__name__[2:], f, v["name"])
    elif mode == "repeat" and len(main) < 300:
        mc = v_intro(c, vn, f, is_file) + "\n" + art
        ls = pick([c.t("Rotated it; the old value %s must not be reused anywhere." % main,
                       "교체 완료. 예전 값 %s 는 어디에도 재사용 금지." % main),
                   c.t("grep for `%s` found two more copies in the repo history." % main,
                       "`%s` 로 grep 하니 레포 히스토리에 사본이 두 개 더 있었음." % main)])
        ak = v_ask(c, vn, ff)
        cat = "%s + value repeated in lesson [%s]" % (cont.__name__[2:], v["name"])
    elif mode == "mcask" and len(main) < 200:
        mc = v_intro(c, vn, f, is_file) + "\n" + art
        ls = v_lesson(c, vn, ff)
        ak = c.t("Before reusing `%s` anywhere else, check with the %s owner whether it was rotated." % (main, vn),
                 "`%s` 값을 다른 데 재사용하기 전에 %s 담당자에게 교체 여부부터 확인할 것." % (main, vn))
        cat = "%s + value repeated in ask_next_time [%s]" % (cont.__name__[2:], v["name"])
    elif mode == "split" and len(secs) >= 2:
        k1, k2 = [k for (k, val) in vals if val in secs[:2]][:2]
        mc = v_intro(c, vn, c.t("old config", "예전 설정"), False).rstrip(":") + ". " + "%s=%s" % (k1, secs[0])
        ls = c.t("The matching %s was %s; both were in the old config." % (k2, secs[1]),
                 "짝이 되는 %s 값은 %s 였음. 둘 다 예전 설정에 있었음." % (k2, secs[1]))
        for extra in secs[2:]:
            ls += "\n" + c.t("plus the session part: ", "세션 토큰까지: ") + extra
        ak = v_ask(c, vn, None)
        cat = "key pair split across fields [%s]" % v["name"]
    else:
        mc = v_intro(c, vn, f, is_file) + "\n" + art
        ls = v_lesson(c, vn, ff)
        ak = v_ask(c, vn, ff)
        cat = "%s (%s) [%s]" % (cont.__name__[2:], f, v["name"])
    # curl/http dumps and ask/split modes carry only some of the pair; list what is actually present
    secs = [x for x in secs if x in mc or x in ls or x in ak]
    return cat, mc, ls, ak, secs


# ----------------------------------------------------------------------------- special secret templates
SPECIAL = []


def sp(w=1):
    def deco(f):
        SPECIAL.append((f, w))
        return f
    return deco


def shell_pw():
    """password safe inside single quotes and most configs (no quotes, backslash, spaces)"""
    return pick([pw_generated, pw_human, pw_korean_kbd, pw_human, pw_generated])()


@sp(3)
def s_mysql_p(c):
    pw, u, h, db = shell_pw(), pick(USERS), host("db"), pick(["orders", "billing", "app", "crm", "analytics"])
    q = "'" if any(ch in pw for ch in "!#$&*^~?") else ""
    mc = c.t("Needed row counts from the %s replica; nobody told me the read user lacks PROCESS privilege." % db,
             "%s 레플리카에서 row count가 필요했는데 read 계정에 PROCESS 권한이 없다는 걸 몰랐음." % db)
    mc += "\n$ mysql -h %s -P 3306 -u %s -p%s%s%s %s -e 'SHOW PROCESSLIST'\nmysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1227 (42000): Access denied; you need (at least one of) the PROCESS privilege(s) for this operation" % (h, u, q, pw, q, db)
    ls = c.t("Use `-p` with no value (prompt) or a ~/.my.cnf with 0600; `-p<password>` lands in shell history and `ps`.",
             "`-p` 뒤에 값 없이 써서 프롬프트로 받거나 0600 권한 ~/.my.cnf 사용. `-p<비번>`은 history랑 `ps`에 남음.")
    ak = c.t("Who can grant PROCESS on the %s replica?" % db, "%s 레플리카에 PROCESS 권한은 누가 줄 수 있는지?" % db)
    return "shell: mysql -p attached password", mc, ls, ak, [pw]


@sp(2)
def s_pgpassword(c):
    pw, u, h = shell_pw(), pick(USERS), host("db")
    db = pick(["ledger", "orders", "app_prod", "warehouse"])
    q = pick(["'", '"'])
    cmd = "PGPASSWORD=%s%s%s pg_dump -h %s -U %s -Fc %s > /backups/%s-%s.dump" % (q, pw, q, h, u, db, db, day())
    mc = c.t("Nightly backup cron on the bastion was silently failing. The crontab line:\n" + cmd,
             "bastion의 야간 백업 cron이 조용히 실패하고 있었음. crontab 줄:\n" + cmd)
    ls = c.t("pg_dump exit code was swallowed by the redirect; add `set -o pipefail` and move the password to ~/.pgpass.",
             "리다이렉트 때문에 pg_dump 종료 코드가 묻혔음. `set -o pipefail` 추가하고 비번은 ~/.pgpass로 옮길 것.")
    return "shell: PGPASSWORD inline in crontab", mc, ls, "", [pw]


@sp(2)
def s_pg_url_encoded(c):
    raw, enc = url_pw()
    u, h = pick(USERS), host("db")
    url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, pick(["app", "core", "payments"]))
    mc = c.t("Alembic kept failing with 'invalid port number' until I realised the password has reserved characters.\nDATABASE_URL=" + url,
             "Alembic이 'invalid port number'로 계속 실패했는데 비번에 예약 문자가 있어서였음.\nDATABASE_URL=" + url)
    secs = [enc]
    if chance(0.5):
        ls = c.t("The raw password is %s; it must be percent-encoded in the URL (urllib.parse.quote with safe='')." % raw,
                 "원래 비번은 %s 이고 URL에서는 percent-encoding 필요 (urllib.parse.quote, safe='')." % raw)
        secs.append(raw)
        cat = "connection string: percent-encoded password + raw copy"
    else:
        ls = c.t("Percent-encode reserved characters in URL passwords; SQLAlchemy does not do it for you.",
                 "URL 비번의 예약 문자는 percent-encoding 해야 함. SQLAlchemy가 대신 해주지 않음.")
        cat = "connection string: percent-encoded password"
    return cat, mc, ls, c.t("Is there an IAM-auth option for this database instead of a static password?", "이 DB에 고정 비번 말고 IAM 인증 옵션이 있는지?"), secs


@sp(2)
def s_sshpass(c):
    pw, h, u = shell_pw(), host(pick(["bastion", "batch", "legacy"])), pick(["ec2-user", "ubuntu", "deploy", "opc", "centos"])
    mc = c.t("The legacy deploy script logs into %s with sshpass; there is no key set up for the CI user." % h,
             "레거시 배포 스크립트가 sshpass로 %s 서버에 로그인함. CI 계정용 키가 없음." % h)
    art = "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (pw, u, h, svc())
    if chance(0.5):
        mc += "\n" + art
        ls = c.t("Replace sshpass with a deploy key restricted by `command=` in authorized_keys.",
                 "sshpass 대신 authorized_keys의 `command=`로 제한한 배포 키 사용.")
    else:
        ls = c.t("The line that needs replacing:\n", "교체해야 할 줄:\n") + art
    return "shell: sshpass -p password", mc, ls, "", [pw]


@sp(2)
def s_docker_login(c):
    u, pw = pick(PEOPLE_EN).replace(".", ""), shell_pw()
    reg = pick(["registry.%s" % dom(), "harbor.%s" % dom(), "%s.azurecr.io" % lo(10), "nexus.%s:8443" % dom()])
    if chance(0.5):
        art = "$ docker login %s -u %s -p '%s'\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (reg, u, pw)
    else:
        art = "$ echo '%s' | docker login %s -u %s --password-stdin\nError response from daemon: Get \"https://%s/v2/\": unauthorized" % (pw, reg, u, reg)
    mc = c.t("Image pull from %s failed on the new runner; I logged in manually to check:\n%s" % (reg, art),
             "새 러너에서 %s 이미지 pull 실패해서 수동 로그인으로 확인:\n%s" % (reg, art))
    ls = c.t("The runner had no credential helper; the auth ended up base64 in ~/.docker/config.json.",
             "러너에 credential helper가 없어서 인증 정보가 ~/.docker/config.json에 base64로 저장됐음.")
    return "shell: docker login password", mc, ls, c.t("Is there a robot account for CI on %s?" % reg, "%s에 CI용 robot 계정이 있는지?" % reg), [pw]


@sp(2)
def s_redis(c):
    pw = pick([an(32), shell_pw(), b64u(40)])
    h = host("cache")
    form = ri(0, 2)
    if form == 0:
        art = "$ redis-cli -h %s -p 6380 --tls -a '%s' INFO keyspace\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe." % (h, pw)
    elif form == 1:
        art = "# redis.conf\nbind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pw
    else:
        art = "%s:6379> AUTH %s\nOK\n%s:6379> DBSIZE\n(integer) %d" % (h, pw, h, ri(1000, 999999))
    mc = c.t("Cache hit ratio dropped after the failover; checking the new primary:\n" + art,
             "failover 이후 캐시 hit ratio가 떨어져서 새 primary 확인:\n" + art)
    ls = c.t("The failover promoted a replica whose maxmemory-policy was noeviction.", "failover로 승격된 replica의 maxmemory-policy가 noeviction이었음.")
    return "redis password (%s)" % ["redis-cli -a", "redis.conf requirepass", "AUTH command"][form], mc, ls, "", [pw]


@sp(2)
def s_mongo(c):
    u = pick(USERS)
    raw, enc = url_pw() if chance(0.4) else (an(ri(12, 20)),) * 2
    cl = "cluster0.%s.mongodb.net" % lo(5)
    uri = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority&appName=%s" % (u, enc, cl, pick(["app", "prod", "events"]), svc())
    mc = c.t("mongosh could not resolve the SRV record from inside the VPC. What I ran:\n$ mongosh \"%s\"" % uri,
             "VPC 안에서 mongosh가 SRV 레코드를 못 찾았음. 실행한 명령:\n$ mongosh \"%s\"" % uri)
    ls = c.t("Private endpoint clusters need the `-pri` hostname; the public SRV record is not resolvable from the VPC.",
             "private endpoint 클러스터는 `-pri` 호스트명을 써야 함. 공개 SRV 레코드는 VPC에서 안 풀림.")
    return "connection string: mongodb+srv password", mc, ls, "", [enc]


@sp(2)
def s_jdbc(c):
    pw = pick([an(16), pw_human(), pw_generated(16)]).replace("&", "x").replace("#", "x").replace("?", "x").replace("%", "x").replace("+", "x")
    h = host("db")
    if chance(0.5):
        art = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=true&serverTimezone=Asia/Seoul\n    username: %s\n    password: %s\n    hikari:\n      maximum-pool-size: %d" % (
            h, pick(["shop", "erp", "hr"]), pick(USERS), ('"%s"' % pw) if not pw.isalnum() else pw, ri(5, 40))
        cat = "Spring application.yml datasource password"
    else:
        art = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, pick(["erp", "core"]), pick(USERS), pw)
        cat = "JDBC URL with password parameter"
    mc = c.t("HikariPool kept timing out under load test. Datasource config:\n" + art, "부하 테스트에서 HikariPool 타임아웃 반복. 데이터소스 설정:\n" + art)
    ls = c.t("Pool size was larger than max_connections / replicas; lower it and add a connection timeout.",
             "풀 크기가 max_connections / 인스턴스 수보다 컸음. 줄이고 connection timeout 추가.")
    return cat, mc, ls, c.t("What is max_connections on that instance?", "그 인스턴스 max_connections 값이 얼마인지?"), [pw]


@sp(2)
def s_django_db(c):
    pw = shell_pw()
    art = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n        'PORT': '5432',\n    }\n}" % (
        pick(["shop", "cms", "lms"]), pick(USERS), pw, host("db"))
    mc = c.t("settings/production.py still has the DB block hardcoded:\n" + art, "settings/production.py에 DB 설정이 하드코딩돼 있음:\n" + art)
    ls = c.t("Switch to dj-database-url and read DATABASE_URL from the environment.", "dj-database-url로 바꾸고 DATABASE_URL을 환경변수에서 읽도록.")
    return "Django settings DATABASES password", mc, ls, "", [pw]


@sp(1)
def s_pgpass_netrc(c):
    pw = shell_pw().replace(":", "x")
    if chance(0.5):
        art = "%s:5432:*:%s:%s" % (host("db"), pick(USERS), pw)
        f, cat = "~/.pgpass", ".pgpass line"
    else:
        art = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.%s" % dom(), "nexus.%s" % dom(), "ftp.%s" % dom()]), email(), pw)
        f, cat = "~/.netrc", ".netrc password"
    mc = c.t("Copied the %s from the old laptop so the scripts work again:\n%s" % (f, art), "스크립트 다시 돌리려고 예전 노트북에서 %s 복사함:\n%s" % (f, art))
    ls = c.t("%s is ignored unless it is chmod 600." % f, "%s 파일은 chmod 600이 아니면 무시됨." % f)
    return cat, mc, ls, "", [pw]


@sp(2)
def s_git_remote(c):
    tok = pick(["ghp_" + an(36), "glpat-" + b64u(20), "github_pat_11" + up(20) + "_" + an(59), "ATBB" + an(28) + HX(8)])
    u = pick(PEOPLE_EN).replace(".", "")
    if tok.startswith("glpat"):
        host_ = "gitlab.com"
    elif tok.startswith("ATBB"):
        host_ = "bitbucket.org"
    else:
        host_ = "github.com"
    repo = "%s/%s" % (slug(dom(), "-").split("-")[0], pick(REPOS))
    art = "$ git remote -v\norigin\thttps://%s:%s@%s/%s.git (fetch)\norigin\thttps://%s:%s@%s/%s.git (push)" % (u, tok, host_, repo, u, tok, host_, repo)
    mc = c.t("Push from the build box failed with 403; remote config:\n" + art, "빌드 서버에서 push가 403으로 실패. remote 설정:\n" + art)
    ls = c.t("Token was embedded in the remote URL by an old setup script; use a credential helper instead.",
             "예전 셋업 스크립트가 remote URL에 토큰을 박아둠. credential helper로 바꿀 것.")
    return "git remote URL with token", mc, ls, "", [tok]


@sp(2)
def s_npmrc(c):
    form = ri(0, 2)
    if form == 0:
        tok = "npm_" + an(36)
        art = "@%s:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % (slug(dom(), "-").split("-")[0], tok)
        cat = ".npmrc _authToken"
    elif form == 1:
        tok = b64enc("%s:%s" % (pick(PEOPLE_EN).replace(".", ""), shell_pw()))
        art = "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nemail=%s\nalways-auth=true" % (dom(), tok, email())
        cat = ".npmrc legacy _auth base64"
    else:
        tok = "ghp_" + an(36)
        art = "npmScopes:\n  %s:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"%s\"" % (slug(dom(), "-").split("-")[0], tok)
        cat = ".yarnrc.yml npmAuthToken"
    mc = c.t("`npm ci` in Docker could not fetch the private scope. The rc file baked into the image:\n" + art,
             "Docker 안에서 `npm ci`가 private scope를 못 받아옴. 이미지에 들어간 rc 파일:\n" + art)
    ls = c.t("Use a BuildKit secret mount for the rc file so it never ends up in a layer.", "rc 파일은 BuildKit secret mount로 넘겨서 레이어에 안 남게 할 것.")
    return cat, mc, ls, "", [tok]


@sp(1)
def s_pypirc_pipconf(c):
    if chance(0.5):
        tok = "pypi-AgEIcHlwaS5vcmc" + b64u(ri(140, 170))
        art = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        cat = ".pypirc token"
    else:
        u, tok, d = pick(USERS), an(ri(14, 22)), dom()
        art = "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi-all/simple\ntrusted-host = nexus.%s" % (u, tok, d, d)
        cat = "pip.conf index-url with credentials"
    mc = c.t("Publishing/installing from the internal index failed on the new runner; config found on the old one:\n" + art,
             "새 러너에서 사내 인덱스 배포/설치가 실패. 예전 러너에 있던 설정:\n" + art)
    return cat, mc, c.t("Runner images must not carry personal package credentials.", "러너 이미지에 개인 패키지 인증 정보를 넣으면 안 됨."), "", [tok]


@sp(2)
def s_docker_config(c):
    u, pw = pick(PEOPLE_EN).replace(".", ""), shell_pw()
    blob = b64enc("%s:%s" % (u, pw))
    reg = pick(["https://index.docker.io/v1/", "registry.%s" % dom(), "ghcr.io", "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % dg(12)])
    art = json.dumps({"auths": {reg: {"auth": blob}}, "credsStore": ""}, indent=2)
    mc = c.t("Kaniko build could not push; the secret mounted as config.json:\n" + art, "Kaniko 빌드가 push 실패. config.json으로 마운트된 시크릿:\n" + art)
    ls = c.t("`auth` is just base64(user:password), not encryption.", "`auth` 값은 암호화가 아니라 base64(user:password)일 뿐.")
    return "docker config.json auth base64", mc, ls, "", [blob]


@sp(2)
def s_kubeconfig(c):
    cl = "arn:aws:eks:%s:%s:cluster/%s" % (pick(REGIONS), dg(12), pick(["prod", "stg", "data"]))
    srv = "https://%s.gr7.%s.eks.amazonaws.com" % (HX(32), pick(REGIONS))
    if chance(0.5):
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(["ci", "default", "argocd"]),
                   "kubernetes.io/serviceaccount/secret.name": "deployer-token-" + lo(5),
                   "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", sig_bytes=96)
        user = "  user:\n    token: %s" % tok
        cat = "kubeconfig service-account token"
    else:
        _, lines = ec_private_pem()
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----\n"
        tok = b64enc(pem)
        user = "  user:\n    client-certificate: /var/lib/jenkins/.kube/deployer.crt\n    client-key-data: %s" % tok
        cat = "kubeconfig client-key-data"
    art = "clusters:\n- cluster:\n    server: %s\n  name: %s\nusers:\n- name: deployer\n%s" % (srv, cl, user)
    mc = c.t("Jenkins kubectl step fails with 'Unauthorized'. The kubeconfig credential in Jenkins:\n" + art,
             "Jenkins kubectl 단계가 'Unauthorized'로 실패. Jenkins에 등록된 kubeconfig:\n" + art)
    return cat, mc, c.t("Legacy SA tokens were disabled on 1.29; switch to `aws eks get-token` exec auth.", "1.29에서 레거시 SA 토큰이 비활성화됨. `aws eks get-token` exec 방식으로 전환."), "", [tok]


@sp(3)
def s_pem_ec(c):
    kind = pick(["ec", "pkcs8", "rsa"])
    if kind == "ec":
        label, lines = ec_private_pem()
        trunc = False
    elif kind == "pkcs8":
        label, lines = pkcs8_ec_pem()
        trunc = False
    else:
        label, lines = "RSA PRIVATE KEY", rsa_partial_lines(ri(3, 6))
        trunc = True
    pem = "-----BEGIN %s-----\n%s\n%s-----END %s-----" % (label, "\n".join(lines), "...\n" if trunc else "", label)
    f = pick(["certs/%s.key" % svc(), "nginx/ssl/server.key", "config/jwt/private.pem", "secrets/signing-key.pem"])
    mc = c.t("TLS handshake errors after renewing the cert; the user pasted %s to check it matches the cert:\n%s" % (f, pem),
             "인증서 갱신 후 TLS handshake 에러. 사용자가 cert랑 맞는지 봐달라고 %s 내용을 붙여줌:\n%s" % (f, pem))
    ls = c.t("Compare `openssl pkey -pubout` of the key with `openssl x509 -pubkey` of the cert instead of pasting keys.",
             "키를 붙여넣지 말고 키의 `openssl pkey -pubout` 결과와 인증서의 `openssl x509 -pubkey` 결과를 비교할 것.")
    return "PEM private key body lines (%s%s)" % (label, ", truncated" if trunc else ""), mc, ls, "", lines


@sp(2)
def s_openssh(c):
    who = "%s@%s" % (pick(["deploy", "ci", "jenkins", pick(PEOPLE_EN).split(".")[0]]), pick(["build-01", "macbook", "bastion", "runner"]))
    lines = openssh_ed25519(who)
    pem = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    if chance(0.5):
        mc = c.t("GitHub Actions deploy step: 'Load key: invalid format'. The DEPLOY_KEY secret content the user showed me:\n" + pem,
                 "GitHub Actions 배포 단계에서 'Load key: invalid format'. 사용자가 보여준 DEPLOY_KEY 시크릿 내용:\n" + pem)
        ls = c.t("The secret lost its trailing newline; OpenSSH needs the final newline after the END line.",
                 "시크릿 저장 시 마지막 개행이 빠졌음. OpenSSH는 END 줄 뒤 개행이 필요함.")
    else:
        mc = c.t("Ansible could not reach the new hosts; the key used by the control node was not the one in authorized_keys.",
                 "Ansible이 신규 호스트에 접속 못 함. control node가 쓰는 키가 authorized_keys에 있는 키가 아니었음.")
        ls = c.t("Key actually used (~/.ssh/id_ed25519 on the control node):\n", "실제로 사용된 키 (control node의 ~/.ssh/id_ed25519):\n") + pem
    return "OpenSSH private key body lines", mc, ls, "", lines


@sp(2)
def s_gcp_sa(c):
    proj = "%s-%s-%d" % (pick(EN_WORDS), pick(["prod", "data", "ml"]), ri(100000, 999999))
    lines = pkcs8_rsa_partial_lines(ri(3, 5))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    art = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
           '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s",\n'
           '  "token_uri": "https://oauth2.googleapis.com/token"\n}') % (proj, hx(40), pk, pick(["ci-deployer", "bq-loader", "firebase-adminsdk-" + lo(5)]), proj, dg(21))
    mc = c.t("BigQuery load job fails with invalid_grant. The GOOGLE_APPLICATION_CREDENTIALS file (user trimmed the key):\n" + art,
             "BigQuery 적재 잡이 invalid_grant로 실패. GOOGLE_APPLICATION_CREDENTIALS 파일 (사용자가 키 일부만 붙임):\n" + art)
    ls = c.t("invalid_grant here meant the key was deleted in IAM; a JSON key file cannot be 'fixed', only replaced. Prefer workload identity.",
             "여기서 invalid_grant는 IAM에서 키가 삭제됐다는 뜻. JSON 키는 고칠 수 없고 새로 발급해야 함. workload identity 권장.")
    return "GCP service account JSON private_key lines", mc, ls, "", lines


@sp(1)
def s_p8(c):
    _, lines = pkcs8_ec_pem()
    kid = up(10)
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    mc = c.t("Fastlane upload to App Store Connect failed: 'Authentication credentials are missing or invalid'. AuthKey_%s.p8 as stored in the CI secret:\n%s" % (kid, pem),
             "Fastlane App Store Connect 업로드 실패: 'Authentication credentials are missing or invalid'. CI 시크릿에 저장된 AuthKey_%s.p8:\n%s" % (kid, pem))
    ls = c.t("Issuer ID and Key ID were swapped in the fastlane api_key hash.", "fastlane api_key 해시에서 Issuer ID와 Key ID가 뒤바뀌어 있었음.")
    return "App Store Connect .p8 key body lines", mc, ls, "", lines


@sp(2)
def s_wireguard(c):
    priv = b64b(32)
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\nAllowedIPs = 10.0.0.0/8\nEndpoint = vpn.%s:51820\nPersistentKeepalive = 25" % (
        priv, ri(10, 99), ri(2, 200), ri(10, 99), b64b(32), dom())
    mc = c.t("Tunnel comes up but no traffic passes. wg0.conf from the user's laptop:\n" + art,
             "터널은 올라오는데 트래픽이 안 흐름. 사용자 노트북의 wg0.conf:\n" + art)
    ls = c.t("AllowedIPs on the server side did not include this peer's /32.", "서버 쪽 AllowedIPs에 이 peer의 /32가 빠져 있었음.")
    return "WireGuard PrivateKey", mc, ls, "", [priv]


@sp(2)
def s_totp(c):
    seed = rs(B32, 32)
    acct = email()
    iss = pick([("AWS", "AWS"), ("GitHub", "GitHub"), ("Okta", "Okta"), ("Grafana", "Grafana"), ("Cloudflare", "Cloudflare"), ("registrar", "도메인 등록기관")])
    if chance(0.5):
        art = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss[0], acct, seed, iss[0])
        secs = [seed]
        cat = "TOTP otpauth URI secret"
    else:
        spaced = " ".join(seed[i:i + 4] for i in range(0, 32, 4)).lower()
        art = c.t("2FA setup key (can't scan QR on the server): ", "2FA 설정 키 (서버에선 QR 스캔 불가): ") + spaced
        secs = [spaced]
        cat = "TOTP seed spaced groups"
    mc = c.t("The shared root account for the %s console needs MFA; the user put the seed in the runbook so the on-call can log in:\n%s" % (iss[0], art),
             "%s 콘솔 공용 루트 계정에 MFA가 필요해서 사용자가 당직자 로그인용으로 런북에 시드를 적어둠:\n%s" % (iss[1], art))
    ls = c.t("A TOTP seed in a runbook is a second password, not a second factor. Use a hardware key per person.",
             "런북에 적힌 TOTP 시드는 2차 인증이 아니라 두 번째 비밀번호일 뿐. 사람별 하드웨어 키 사용.")
    return cat, mc, ls, "", secs


@sp(2)
def s_recovery_codes(c):
    kind = pick(["github", "google", "discord", "generic"])
    if kind == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(ri(6, 10))]
    elif kind == "google":
        codes = ["%s %s" % (dg(4), rs(DG, 4)) for _ in range(ri(5, 10))]
    elif kind == "discord":
        codes = ["%s-%s" % (lo(4), lo(4)) for _ in range(ri(5, 8))]
    else:
        codes = [up(10) for _ in range(ri(5, 8))]
    svcname = {"github": "GitHub", "google": "Google Workspace", "discord": "Discord", "generic": pick(["Atlassian", "Cloudflare", "npm", "Vercel"])}[kind]
    body = "\n".join(codes) if chance(0.5) else "  ".join(codes)
    mc = c.t("Bot account for %s (shared by the team). Recovery codes from the setup, so nobody gets locked out:\n%s" % (svcname, body),
             "팀 공용 %s 봇 계정. 잠기지 않게 설정할 때 받은 복구 코드:\n%s" % (svcname, body))
    ls = c.t("Recovery codes belong in the password manager vault, one vault item per account.",
             "복구 코드는 패스워드 매니저 볼트에 계정별 항목으로 보관해야 함.")
    return "recovery codes (%s) [%s]" % (kind, svcname), mc, ls, "", codes


@sp(1)
def s_1password_secret_key(c):
    sk = "A3-%s-%s-%s-%s-%s-%s" % (up(6), up(6), up(5), up(5), up(5), up(5))
    mp = passphrase(4, "-")
    mc = c.t("Setting up the new ops laptop; the emergency kit for the team 1Password account:\nSign-in: %s.1password.com\nEmail: %s\nSecret Key: %s\nMaster password: %s" % (slug(dom(), "-").split("-")[0], email(), sk, mp),
             "새 운영 노트북 세팅 중. 팀 1Password 계정 emergency kit:\nSign-in: %s.1password.com\nEmail: %s\nSecret Key: %s\nMaster password: %s" % (slug(dom(), "-").split("-")[0], email(), sk, mp))
    return "1Password Secret Key + master password", mc, c.t("The Emergency Kit is meant to be printed, not pasted.", "Emergency Kit은 인쇄용이지 붙여넣기용이 아님."), "", [sk, mp]


@sp(1)
def s_bitlocker(c):
    key = "-".join(rs(DG, 6) for _ in range(8))
    mc = c.t("Laptop %s asks for the BitLocker recovery key after the BIOS update. From Entra ID: Key ID %s, Recovery key %s" % ("LT-" + up(6), uuid4().upper()[:8], key),
             "BIOS 업데이트 후 노트북 %s가 BitLocker 복구 키를 요구함. Entra ID에서 확인: Key ID %s, 복구 키 %s" % ("LT-" + up(6), uuid4().upper()[:8], key))
    ls = c.t("Suspend BitLocker before firmware updates (`manage-bde -protectors -disable C: -RebootCount 1`).",
             "펌웨어 업데이트 전에 BitLocker 일시 중단 (`manage-bde -protectors -disable C: -RebootCount 1`).")
    return "BitLocker recovery key", mc, ls, "", [key]


@sp(1)
def s_bip39(c):
    words = " ".join(sample(BIP39, pick([12, 12, 24])))
    mc = c.t("Testnet faucet script for the hackathon demo uses this wallet (it also holds mainnet funds from last year):\nMNEMONIC=\"%s\"" % words,
             "해커톤 데모용 testnet faucet 스크립트가 이 지갑을 씀 (작년 mainnet 자산도 들어 있음):\nMNEMONIC=\"%s\"" % words)
    ls = c.t("A mnemonic is the wallet; generate a throwaway one for demos.", "니모닉이 곧 지갑임. 데모용은 일회용 지갑을 새로 만들 것.")
    return "BIP39 seed phrase", mc, ls, "", [words]


@sp(2)
def s_app_specific(c):
    if chance(0.5):
        pw = "-".join(rs(LO, 4) for _ in range(4))
        art = "xcrun notarytool submit build/%s.dmg --apple-id %s --team-id %s --password %s --wait" % (pick(["Installer", "App"]), email(), up(10), pw)
        cat = "Apple app-specific password (notarytool)"
        mc = c.t("Notarization step in the release pipeline:\n" + art, "릴리즈 파이프라인의 notarization 단계:\n" + art)
    else:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        art = "MAIL_MAILER=smtp\nMAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=%s\nMAIL_PASSWORD=\"%s\"\nMAIL_ENCRYPTION=tls" % (email(), pw)
        cat = "Gmail app password (spaced)"
        mc = c.t("Password reset emails stopped going out. Mail config on staging:\n" + art, "비밀번호 재설정 메일이 안 나감. 스테이징 메일 설정:\n" + art)
    ls = c.t("App passwords stop working when the account's main password changes.", "계정 본 비밀번호가 바뀌면 앱 비밀번호도 무효가 됨.")
    return cat, mc, ls, "", [pw]


@sp(4)
def s_chat_password(c):
    kind = pick(["human", "kbd", "hangul", "generated", "kbd", "human"])
    pw = {"human": pw_human, "kbd": pw_korean_kbd, "hangul": pw_hangul, "generated": pw_generated}[kind]()
    who = person(c)
    what = pick([("the staging admin console", "스테이징 어드민 콘솔"), ("the shared QA account", "공용 QA 계정"),
                 ("the NAS web UI", "NAS 웹 UI"), ("the old Jenkins", "예전 Jenkins"), ("the partner SFTP", "파트너사 SFTP"),
                 ("the Grafana admin user", "Grafana admin 계정"), ("the router admin page", "공유기 관리자 페이지")])
    acct = pick(["admin", "qa01", "ops", "root", email()])
    form = ri(0, 3)
    if form == 0:
        mc = c.t("%s said in DM: \"login for %s is %s / %s, don't share it\"" % (who, what[0], acct, pw),
                 "%s DM: \"%s 로그인은 %s / %s 에요, 외부 공유 금지\"" % (who, what[1], acct, pw))
    elif form == 1:
        mc = c.t("I could not log into %s; the user then wrote: ok try the password %s, it was changed last week" % (what[0], pw),
                 "%s 로그인이 안 돼서 물어보니 사용자가: 그럼 비번 %s 로 해보세요, 지난주에 바뀌었어요" % (what[1], pw))
    elif form == 2:
        mc = c.t("Credentials for %s were only in a pinned chat message:\n> id: %s\n> pw: %s" % (what[0], acct, pw),
                 "%s 로그인 정보가 고정된 채팅 메시지에만 있었음:\n> id: %s\n> pw: %s" % (what[1], acct, pw))
    else:
        mc = c.t("Needed access to %s for the screenshot task." % what[0], "스크린샷 작업 때문에 %s 접근이 필요했음." % what[1])
    ls = c.t("Shared logins live in the team vault; ask for vault access instead of the password.",
             "공용 계정은 팀 볼트에 있음. 비번을 물어보지 말고 볼트 권한을 요청할 것.")
    ak = ""
    if form == 3:
        ak = c.t("Is %s still the password for %s, or should I request vault access?" % (pw, what[0]),
                 "%s 비번이 아직 %s 인지, 아니면 볼트 권한을 요청해야 하는지?" % (what[1], pw))
    elif chance(0.3):
        ak = c.t("Who rotates the %s password after people leave?" % what[0], "퇴사자 생기면 %s 비번은 누가 바꾸는지?" % what[1])
    return "chat: shared password (%s style)" % kind, mc, ls, ak, [pw]


@sp(2)
def s_korean_kbd_pw(c):
    pw = pw_korean_kbd()
    u = pick(["admin", "manager", "kim", "ops"])
    sysname = pick([("intranet groupware", "그룹웨어"), ("ERP test server", "ERP 테스트 서버"), ("CCTV NVR", "CCTV NVR"),
                    ("Synology NAS", "시놀로지 NAS"), ("POS back office", "POS 백오피스")])
    mc = c.t("Field team sent the %s login: %s / %s (it's a Korean word typed on an English keyboard, they said)" % (sysname[0], u, pw),
             "현장팀이 %s 로그인 정보를 보내줌: %s / %s (한글 자판으로 친 단어라고 함)" % (sysname[1], u, pw))
    ls = c.t("Selenium typed it fine once the IME was forced to English; the earlier failures were the IME, not the password.",
             "IME를 영문으로 고정하니 Selenium 입력이 정상. 앞선 실패는 비번 문제가 아니라 IME 문제였음.")
    return "Korean-keyboard password", mc, ls, "", [pw]


@sp(2)
def s_passphrase(c):
    pp = passphrase()
    kind = pick(["ssh", "gpg", "keystore", "ansible"])
    if kind == "ssh":
        mc = c.t("`ssh-add ~/.ssh/id_ed25519_deploy` prompts every time in the cron job. Passphrase from the runbook: %s" % pp,
                 "cron 잡에서 `ssh-add ~/.ssh/id_ed25519_deploy` 할 때마다 프롬프트가 뜸. 런북의 passphrase: %s" % pp)
    elif kind == "gpg":
        mc = c.t("Release signing step needs the GPG key; the pipeline passes it like this:\necho \"%s\" | gpg --batch --pinentry-mode loopback --passphrase-fd 0 --detach-sign dist/*.tar.gz" % pp,
                 "릴리즈 서명 단계에 GPG 키가 필요. 파이프라인이 이렇게 넘김:\necho \"%s\" | gpg --batch --pinentry-mode loopback --passphrase-fd 0 --detach-sign dist/*.tar.gz" % pp)
    elif kind == "keystore":
        mc = c.t("The release keystore passphrase (from the old wiki page): \"%s\"" % pp, "릴리즈 keystore passphrase (예전 위키 페이지): \"%s\"" % pp)
    else:
        mc = c.t("ansible-playbook needs --vault-password-file; the file .vault_pass on the bastion contains:\n%s" % pp,
                 "ansible-playbook에 --vault-password-file 필요. bastion의 .vault_pass 내용:\n%s" % pp)
    ls = c.t("Non-interactive jobs should get the passphrase from the CI secret store, not from a runbook or a file in $HOME.",
             "비대화형 잡은 passphrase를 런북이나 $HOME 파일이 아니라 CI secret store에서 받아야 함.")
    return "passphrase (%s)" % kind, mc, ls, "", [pp]


@sp(1)
def s_pin(c):
    pin, puk = rs(DG, 8), rs(DG, 8)
    kind = pick(["yubikey", "hsm", "sim"])
    if kind == "yubikey":
        mc = c.t("Code-signing YubiKey for the Windows builds: PIV PIN %s, PUK %s (management key is default, needs changing)" % (pin, puk),
                 "윈도우 빌드 코드사인용 YubiKey: PIV PIN %s, PUK %s (management key는 기본값이라 변경 필요)" % (pin, puk))
        secs = [pin, puk]
    elif kind == "hsm":
        mc = c.t("CloudHSM crypto user for the signing service: user `signer`, PIN %s" % pin,
                 "서명 서비스용 CloudHSM crypto user: 사용자 `signer`, PIN %s" % pin)
        secs = [pin]
    else:
        mc = c.t("The LTE modem on the kiosk locked itself. SIM PUK from the carrier portal: %s" % puk,
                 "키오스크 LTE 모뎀이 잠김. 통신사 포털에서 받은 SIM PUK: %s" % puk)
        secs = [puk]
    return "PIN/PUK (%s)" % kind, mc, c.t("PINs go to the vault too.", "PIN도 볼트에 보관."), "", secs


@sp(3)
def s_password_change(c):
    old, new = shell_pw(), shell_pw()
    u = pick(USERS)
    form = ri(0, 2)
    if form == 0:
        mc = c.t("Rotated the %s DB user after the offboarding. Ran:\nALTER USER %s WITH PASSWORD '%s';\n(old one was %s)" % (u, u, new, old),
                 "퇴사자 처리 후 %s DB 계정 비번 교체. 실행:\nALTER USER %s WITH PASSWORD '%s';\n(이전 비번은 %s)" % (u, u, new, old))
        cat = "SQL ALTER USER old+new password"
    elif form == 1:
        f = pick([".env.production", "deploy/prod.env"])
        mc = c.t("Password rotation PR for %s:\n--- a/%s\n+++ b/%s\n-DB_PASSWORD=%s\n+DB_PASSWORD=%s" % (u, f, f, old, new),
                 "%s 비번 교체 PR:\n--- a/%s\n+++ b/%s\n-DB_PASSWORD=%s\n+DB_PASSWORD=%s" % (u, f, f, old, new))
        cat = "diff: old and new password"
    else:
        mc = c.t("Changed the `%s` password from %s to %s but the app still connects with the old one." % (u, old, new),
                 "`%s` 비번을 %s 에서 %s 로 바꿨는데 앱이 계속 예전 비번으로 붙음." % (u, old, new))
        cat = "prose: old and new password"
    ls = c.t("The connection pool keeps authenticated sessions; restart the app after rotation or use dual credentials.",
             "커넥션 풀이 인증된 세션을 유지함. 교체 후 앱 재시작하거나 이중 계정으로 순환할 것.")
    return cat, mc, ls, "", [old, new]


@sp(2)
def s_wifi(c):
    ssid = pick(["%s-Guest" % pick(EN_WORDS).capitalize(), "OFFICE_5G", "iptime-%s" % up(4), "KT_GiGA_%s" % up(4), "Warehouse-IoT"])
    if chance(0.5):
        psk = shell_pw()
        art = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, psk)
    else:
        psk = hx(64)
        art = "network={\n    ssid=\"%s\"\n    #psk=\"...\"\n    psk=%s\n}" % (ssid, psk)
    mc = c.t("Raspberry Pi sensors in the warehouse drop off Wi-Fi. /etc/wpa_supplicant/wpa_supplicant.conf:\n" + art,
             "창고 라즈베리파이 센서가 Wi-Fi에서 자꾸 끊김. /etc/wpa_supplicant/wpa_supplicant.conf:\n" + art)
    ls = c.t("The AP band-steering kicked the Pis to 5 GHz; pin them to 2.4 GHz.", "AP band steering이 파이를 5GHz로 보냈음. 2.4GHz로 고정.")
    return "Wi-Fi PSK (wpa_supplicant)", mc, ls, "", [psk]


@sp(2)
def s_network_gear(c):
    en_pw, comm, tac = shell_pw(), an(ri(10, 16)), an(ri(12, 20))
    art = ("hostname %s\n!\nusername netadmin privilege 15 secret 0 %s\n!\nsnmp-server community %s RO 10\n"
           "tacacs server ISE\n address ipv4 10.%d.%d.%d\n key 0 %s\n!") % ("sw-" + pick(["core", "edge", "dist"]) + "-%02d" % ri(1, 9), en_pw, comm, ri(0, 9), ri(0, 255), ri(2, 250), tac)
    mc = c.t("Backing up switch configs into git for the audit. First one, from `show running-config`:\n" + art,
             "감사 대응으로 스위치 설정을 git에 백업 중. 첫 번째 장비 `show running-config`:\n" + art)
    ls = c.t("Strip secrets before committing device configs (oxidized has a remove_secret option).",
             "장비 설정을 커밋하기 전에 시크릿 제거 (oxidized의 remove_secret 옵션).")
    return "network device config: local user, SNMP community, TACACS key", mc, ls, "", [en_pw, comm, tac]


@sp(1)
def s_ipsec(c):
    psk = pw_generated(ri(24, 32)).replace('"', "x")
    art = "# /etc/ipsec.secrets\n%s %s : PSK \"%s\"" % ("203.0.113.%d" % ri(2, 250), "198.51.100.%d" % ri(2, 250), psk)
    mc = c.t("Site-to-site VPN to the Tokyo office flaps every hour.\n" + art, "도쿄 사무실 site-to-site VPN이 매시간 끊김.\n" + art)
    return "IPsec PSK", mc, c.t("Lifetimes differed on both ends (3600 vs 28800).", "양쪽 lifetime 값이 달랐음 (3600 vs 28800)."), "", [psk]


@sp(2)
def s_ldap(c):
    pw = shell_pw()
    dn = "cn=%s,ou=service,dc=%s,dc=%s" % (pick(["svc-gitlab", "svc-jenkins", "readonly"]), pick(["corp", "hq"]), pick(["local", "kr"]))
    if chance(0.5):
        art = "$ ldapsearch -x -H ldaps://ad.%s:636 -D \"%s\" -w '%s' -b \"dc=corp,dc=local\" \"(sAMAccountName=%s)\"\nldap_bind: Invalid credentials (49)\n\tadditional info: 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v3839" % (dom(), dn, pw, pick(PEOPLE_EN))
        cat = "ldapsearch -w bind password"
    else:
        art = "main:\n  label: 'AD'\n  host: 'ad.%s'\n  port: 636\n  bind_dn: '%s'\n  password: '%s'\n  encryption: 'simple_tls'" % (dom(), dn, pw)
        cat = "GitLab LDAP bind password (gitlab.rb)"
    mc = c.t("LDAP sign-in broke for everyone this morning:\n" + art, "오늘 아침부터 LDAP 로그인이 전부 안 됨:\n" + art)
    ls = c.t("AD error data 532 = password expired for the bind account; service accounts need 'password never expires' or rotation.",
             "AD 에러 data 532 = bind 계정 비번 만료. 서비스 계정은 만료 없음 설정이나 주기적 교체 필요.")
    return cat, mc, ls, "", [pw]


@sp(1)
def s_keytool(c):
    sp_, kp = shell_pw(), shell_pw()
    if chance(0.5):
        art = "android {\n  signingConfigs {\n    release {\n      storeFile file(\"../keystores/release.jks\")\n      storePassword \"%s\"\n      keyAlias \"upload\"\n      keyPassword \"%s\"\n    }\n  }\n}" % (sp_, kp)
        cat = "Android signingConfigs store/key password"
        secs = [sp_, kp]
    else:
        art = "keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore release.jks -deststorepass '%s'" % (sp_, kp)
        cat = "keytool -srcstorepass/-deststorepass"
        secs = [sp_, kp]
    mc = c.t("Play Console rejects the AAB: 'signed with the wrong key'. Signing setup:\n" + art,
             "Play Console이 AAB를 거부: '잘못된 키로 서명됨'. 서명 설정:\n" + art)
    return cat, mc, c.t("The upload key was rotated in Play App Signing last year.", "작년에 Play App Signing에서 업로드 키가 교체됐었음."), "", secs


@sp(1)
def s_openssl_pass(c):
    pw = shell_pw()
    art = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -name %s -passout pass:%s" % (svc(), pw)
    mc = c.t("Azure App Gateway wants a .pfx with a password; what the user ran:\n" + art, "Azure App Gateway에 비번 있는 .pfx가 필요해서 사용자가 실행한 명령:\n" + art)
    return "openssl -passout pass:", mc, c.t("Use -passout env:VAR or file: so it stays out of history.", "history에 안 남게 -passout env:VAR 또는 file: 사용."), "", [pw]


@sp(3)
def s_basic_auth(c):
    u, pw = pick(USERS + ["elastic", "admin"]), shell_pw()
    blob = b64enc("%s:%s" % (u, pw))
    form = ri(0, 2)
    url = "https://%s/%s" % (host(pick(["search", "api", "registry"])), pick(["_cluster/health", "v2/_catalog", "api/v1/reports", "metrics"]))
    if form == 0:
        art = "GET /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (url.split("/", 3)[3], url.split("/")[2], blob)
        secs, cat = [blob], "HTTP Basic header base64"
    elif form == 1:
        art = "$ curl -u %s:%s %s\n{\"status\":\"yellow\",\"number_of_nodes\":%d}" % (u, pw, url, ri(2, 9))
        secs, cat = [pw], "curl -u user:password"
    else:
        art = "requests.get(\"%s\", headers={\"Authorization\": \"Basic %s\"}, timeout=5)" % (url, blob)
        secs, cat = [blob], "python requests Basic header"
    mc = c.t("Health check from the monitoring box returns 401 for the new cluster:\n" + art,
             "모니터링 서버의 헬스체크가 신규 클러스터에서 401:\n" + art)
    if form != 1 and chance(0.4):
        ls = c.t("Decoded, that header is %s:%s, the old password." % (u, pw), "디코딩하면 %s:%s, 예전 비번임." % (u, pw))
        secs.append(pw)
        cat += " + decoded password"
    else:
        ls = c.t("The new cluster uses API keys; basic auth for that user was disabled.", "신규 클러스터는 API key 방식이라 해당 계정 basic auth가 꺼져 있음.")
    return cat, mc, ls, "", secs


@sp(3)
def s_bearer_jwt(c):
    sub = pick([str(ri(1000, 99999)), uuid4(), email()])
    t0 = iat()
    tok = jwt({"sub": sub, "role": pick(["admin", "user", "operator"]), "iss": "https://auth.%s" % dom(), "iat": t0, "exp": t0 + 3600},
              alg=pick(["RS256", "HS256", "ES256"]), sig_bytes=pick([32, 64, 256]))
    form = ri(0, 2)
    if form == 0:
        art = "$ curl -H 'Authorization: Bearer %s' https://api.%s/v1/%s\n{\"error\":\"token_expired\"}" % (tok, dom(), pick(["orders", "me", "admin/users"]))
    elif form == 1:
        art = "%s INFO  request path=/v1/%s ip=%s auth=\"Bearer %s\" status=403" % (tsz(), pick(["orders", "me"]), ip10(), tok)
    else:
        art = "localStorage.getItem('access_token')\n'%s'" % tok
    mc = c.t("Reproducing the 403 on the admin API with the user's token:\n" + art, "사용자 토큰으로 admin API 403 재현:\n" + art)
    ls = c.t("Role claims are cached for the token lifetime; the user needs to log in again after the role change.",
             "role 클레임은 토큰 수명 동안 캐시됨. 권한 변경 후엔 재로그인 필요.")
    return "bearer JWT (%s)" % ["curl", "access log", "localStorage"][form], mc, ls, "", [tok]


@sp(1)
def s_refresh_tokens(c):
    at = jwt({"sub": uuid4(), "scope": "openid profile offline_access", "iat": iat()}, alg="RS256", sig_bytes=64)
    rt = pick([b64u(ri(40, 64)), "v1." + b64u(ri(100, 130)), uuid4() + "." + b64u(20)])
    art = json.dumps({"access_token": at, "refresh_token": rt, "token_type": "Bearer", "expires_in": 3600}, indent=2)
    mc = c.t("The mobile app logs users out every hour. Token response from /oauth/token:\n" + art,
             "모바일 앱이 한 시간마다 로그아웃됨. /oauth/token 응답:\n" + art)
    ls = c.t("The refresh token rotation flag invalidates the old one; the app was saving only the access token.",
             "refresh token rotation 때문에 이전 refresh token이 무효화됨. 앱이 access token만 저장하고 있었음.")
    return "OAuth token response (access + refresh)", mc, ls, "", [at, rt]


@sp(4)
def s_cookies(c):
    kind = pick(["django", "express", "php", "laravel", "rails", "aspnet", "java"])
    d = dom()
    if kind == "django":
        val = lo(32)
        ck = "csrftoken=%s; sessionid=%s" % (an(32), val)
        secs = [val]
    elif kind == "express":
        val = "s%3A" + b64u(32) + "." + b64s(43).replace("+", "%2B").replace("/", "%2F")
        ck = "connect.sid=%s; theme=dark" % val
        secs = [val]
    elif kind == "php":
        val = lo(26)
        ck = "PHPSESSID=%s; lang=ko" % val
        secs = [val]
    elif kind == "laravel":
        val = b64enc(json.dumps({"iv": b64b(16), "value": b64b(48), "mac": hx(64), "tag": ""}, separators=(",", ":"))).replace("=", "%3D")
        ck = "laravel_session=%s; locale=ko" % val
        secs = [val]
    elif kind == "rails":
        val = b64u(ri(120, 180)) + "--" + b64u(22) + "--" + b64u(22) + "%3D%3D"
        ck = "_%s_session=%s" % (pick(["shop", "admin", "app"]), val)
        secs = [val]
    elif kind == "aspnet":
        val = "CfDJ8" + b64u(ri(200, 260))
        ck = ".AspNetCore.Cookies=%s; .AspNetCore.Antiforgery.%s=CfDJ8%s" % (val, b64u(11), b64u(60))
        secs = [val]
    else:
        val = HX(32)
        ck = "JSESSIONID=%s; Path=/; HttpOnly" % val
        secs = [val]
    if kind in ("django", "laravel", "aspnet"):
        # the csrf/antiforgery companions are not credentials on their own but are kept out of the listed set
        pass
    form = ri(0, 2)
    if form == 0:
        art = "$ curl 'https://%s/admin/%s' -H 'Cookie: %s' -H 'User-Agent: Mozilla/5.0'" % (d, pick(["orders", "users?page=2", "export"]), ck)
    elif form == 1:
        art = "GET /api/%s HTTP/1.1\nHost: %s\nCookie: %s\nReferer: https://%s/" % (pick(["cart", "me", "settlements"]), d, ck, d)
    else:
        art = "Set-Cookie: %s; Secure; SameSite=Lax" % ck.split("; ")[-1 if kind in ("php", "express") else 0] if kind == "java" else "Cookie: " + ck
    mc = c.t("User copied the request from DevTools (\"Copy as cURL\") to show the admin export failing:\n" + art,
             "사용자가 어드민 export 실패를 보여주려고 DevTools에서 복사한 요청(\"Copy as cURL\"):\n" + art)
    ls = c.t("'Copy as cURL' includes the live session cookie; ask for a HAR with cookies stripped instead.",
             "'Copy as cURL'에는 살아있는 세션 쿠키가 포함됨. 쿠키를 뺀 HAR를 요청할 것.")
    if kind in ("django",):
        cat = "session cookie (Django sessionid; csrftoken unlisted)"
    else:
        cat = "session cookie (%s)" % kind
    return cat, mc, ls, "", secs


@sp(3)
def s_signed_url(c):
    kind = pick(["s3", "s3sts", "gcs", "azure", "cloudfront"])
    bucket = "%s-%s-%s" % (slug(dom(), "-").split("-")[0], pick(["exports", "uploads", "invoices", "backups"]), env())
    obj = "%s/%s/%s.%s" % (pick(["reports", "tmp", "user-uploads"]), day(), lo(12), pick(["csv", "pdf", "zip", "parquet"]))
    if kind in ("s3", "s3sts"):
        region = pick(REGIONS)
        ak = ("AKIA" if kind == "s3" else "ASIA") + rs(UP + "234567", 16)
        sig = hx(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d") % (bucket, region, obj, ak, day().replace("-", ""), region, day().replace("-", ""), ri(0, 23), ri(0, 59), ri(0, 59), pick([900, 3600, 604800]))
        secs = [ak, sig]
        if kind == "s3sts":
            st = urllib.parse.quote(tok_aws_session()[:ri(300, 400)], safe="")
            url += "&X-Amz-Security-Token=" + st
            secs.append(st)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        cat = "S3 presigned URL (%s)" % ("access key id + signature" if kind == "s3" else "ASIA + session token + signature")
    elif kind == "gcs":
        sig = hx(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (bucket, obj, pick(["signer", "exporter"]), pick(EN_WORDS) + "-prod", day().replace("-", ""), day().replace("-", ""), sig)
        secs = [sig]
        cat = "GCS V4 signed URL signature"
    elif kind == "azure":
        sig = urllib.parse.quote(b64b(32), safe="")
        url = "https://st%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT%02d:00:00Z&st=%sT00:00:00Z&spr=https&sig=%s" % (lo(10), bucket, obj, day(), ri(0, 23), day(), sig)
        secs = [sig]
        cat = "Azure SAS URL sig"
    else:
        sig = b64s(172).replace("+", "-").replace("=", "_").replace("/", "~")
        pol = b64enc(json.dumps({"Statement": [{"Resource": "https://d%s.cloudfront.net/%s" % (lo(12), obj), "Condition": {"DateLessThan": {"AWS:EpochTime": iat()}}}]})).replace("+", "-").replace("=", "_").replace("/", "~")
        url = "https://d%s.cloudfront.net/%s?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (lo(12), obj, pol, sig, up(13))
        secs = [sig]
        cat = "CloudFront signed URL Signature"
    mc = c.t("Customer says the download link in the export e-mail returns AccessDenied. The link from the e-mail:\n" + url,
             "고객이 export 메일의 다운로드 링크가 AccessDenied라고 함. 메일에 있던 링크:\n" + url)
    ls = c.t("The link expired before the e-mail was delivered (queue backlog); sign at click time via a redirect endpoint instead.",
             "메일 발송 전에 링크가 만료됨 (큐 적체). 클릭 시점에 서명하는 redirect 엔드포인트로 변경.")
    return cat, mc, ls, "", secs


@sp(2)
def s_azure_connstr(c):
    kind = pick(["storage", "servicebus", "eventhub", "acs"])
    if kind == "storage":
        key = b64b(64)
        cs = "DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (lo(10), key)
    elif kind in ("servicebus", "eventhub"):
        key = b64b(32)
        cs = "Endpoint=sb://%s-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s%s" % (
            slug(dom(), "-").split("-")[0], env(), key, ";EntityPath=%s" % pick(["orders", "events"]) if kind == "eventhub" else "")
    else:
        key = b64b(64)
        cs = "endpoint=https://%s.communication.azure.com/;accesskey=%s" % (lo(10), key)
    mc = c.t("Function app fails at startup with 'No valid combination of account information found'. local.settings.json value:\n\"%s\": \"%s\"" % (pick(["AzureWebJobsStorage", "ServiceBusConnection", "EventHubConnection", "ACS_CONNECTION"]), cs),
             "Function 앱이 시작 시 'No valid combination of account information found'로 실패. local.settings.json 값:\n\"%s\": \"%s\"" % (pick(["AzureWebJobsStorage", "ServiceBusConnection", "EventHubConnection", "ACS_CONNECTION"]), cs))
    ls = c.t("The value had been copied with a trailing space. Better: managed identity + Key Vault reference.",
             "값 끝에 공백이 같이 복사돼 있었음. 장기적으로는 managed identity + Key Vault 참조.")
    return "Azure connection string key (%s)" % kind, mc, ls, "", [key]


def _signing_secret():
    kind = pick(["django", "rails", "laravel", "nextauth", "jwt", "flask", "symfony", "phoenix", "express"])
    if kind == "django":
        v = "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50) if chance(0.4) else rs(LO + DG + "!@#%^&*(-_=+)", 50)
        return kind, "SECRET_KEY = '%s'" % v, v, "Django SECRET_KEY"
    if kind == "rails":
        v = hx(128)
        return kind, "production:\n  secret_key_base: %s" % v, v, "Rails secret_key_base"
    if kind == "laravel":
        v = "base64:" + b64b(32)
        return kind, "APP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, v, "Laravel APP_KEY"
    if kind == "nextauth":
        v = b64b(32)
        return kind, "NEXTAUTH_URL=https://%s\nNEXTAUTH_SECRET=%s" % (dom(), v), v, "NEXTAUTH_SECRET"
    if kind == "jwt":
        v = pick([hx(64), b64u(43), pw_generated(32)])
        return kind, "jwt:\n  secret: \"%s\"\n  expires-in: 3600" % v, v, "JWT HMAC secret"
    if kind == "flask":
        v = hx(48)
        return kind, "app.config['SECRET_KEY'] = '%s'" % v, v, "Flask SECRET_KEY"
    if kind == "symfony":
        v = hx(32)
        return kind, "APP_ENV=prod\nAPP_SECRET=%s" % v, v, "Symfony APP_SECRET"
    if kind == "phoenix":
        v = b64s(64)
        return kind, "config :%s, %sWeb.Endpoint,\n  secret_key_base: \"%s\"" % (pick(["shop", "chat"]), pick(["Shop", "Chat"]), v), v, "Phoenix secret_key_base"
    v = pw_generated(ri(24, 40))
    return kind, "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v, v, "express-session secret"


@sp(4)
def s_signing_secret(c):
    kind, art, v, cat = _signing_secret()
    mc = pick([c.t("All users got logged out after the deploy. The framework secret differs between the two pods; from the repo:\n" + art,
                   "배포 후 전체 사용자가 로그아웃됨. 두 파드의 프레임워크 시크릿이 달랐음. 레포에 있던 값:\n" + art),
               c.t("Security review flagged this line in the public mirror of the repo:\n" + art,
                   "레포 공개 미러에서 보안 검토 때 지적된 줄:\n" + art)])
    ls = c.t("This key signs sessions/cookies; anyone with it can forge them. Rotate and load it from the environment.",
             "이 키로 세션/쿠키를 서명하므로 유출되면 위조 가능. 교체하고 환경변수에서 읽도록.")
    return "signing secret: " + cat, mc, ls, "", [v]


@sp(1)
def s_machinekey(c):
    vk, dk = HX(128), HX(64)
    art = '<system.web>\n  <machineKey validationKey="%s"\n              decryptionKey="%s"\n              validation="HMACSHA256" decryption="AES" />\n</system.web>' % (vk, dk)
    mc = c.t("ViewState MAC validation fails on one of the IIS nodes. web.config on node 1:\n" + art, "IIS 노드 하나에서 ViewState MAC 검증 실패. 1번 노드 web.config:\n" + art)
    return "ASP.NET machineKey", mc, c.t("Keys must match across the farm, and must not be in source control.", "팜 전체에서 같아야 하고 소스 관리에 있으면 안 됨."), "", [vk, dk]


@sp(3)
def s_webhook_secret(c):
    kind = pick(["github", "shopify", "svix", "slack", "generic"])
    if kind == "github":
        v = pick([hx(40), pw_generated(24), b64u(32)])
        art = "GITHUB_WEBHOOK_SECRET = \"%s\"\nsig = 'sha256=' + hmac.new(GITHUB_WEBHOOK_SECRET.encode(), body, hashlib.sha256).hexdigest()" % v
    elif kind == "shopify":
        v = "shpss_" + hx(32)
        art = "const digest = crypto.createHmac('sha256', '%s').update(rawBody).digest('base64');" % v
    elif kind == "svix":
        v = "whsec_" + b64b(24)
        art = "wh = Webhook(\"%s\")\npayload = wh.verify(body, headers)" % v
    elif kind == "slack":
        v = hx(32)
        art = "SLACK_SIGNING_SECRET=%s" % v
    else:
        v = pw_generated(ri(20, 32))
        art = "webhooks:\n  partner:\n    url: https://%s/hooks/orders\n    hmac_secret: '%s'" % (dom(), v)
    mc = c.t("Webhook signature verification fails for about 1% of deliveries:\n" + art, "웹훅 서명 검증이 약 1% 요청에서 실패:\n" + art)
    ls = c.t("The framework re-serialised the JSON body before hashing; verify against the raw bytes.",
             "프레임워크가 해싱 전에 JSON 바디를 재직렬화했음. raw 바이트로 검증해야 함.")
    return "webhook signing secret (%s)" % kind, mc, ls, "", [v]


@sp(2)
def s_encryption_key(c):
    kind = pick(["fernet", "aes", "consul", "k8s", "vault"])
    if kind == "fernet":
        v = base64.urlsafe_b64encode(rbytes(32)).decode()
        art = "FIELD_ENCRYPTION_KEY=%s" % v
        secs = [v]
    elif kind == "aes":
        v = hx(64)
        art = "crypto:\n  algorithm: AES-256-GCM\n  key-hex: %s" % v
        secs = [v]
    elif kind == "consul":
        v = b64b(32)
        art = "{\n  \"datacenter\": \"%s\",\n  \"encrypt\": \"%s\",\n  \"verify_incoming\": true\n}" % (pick(["icn1", "nrt1", "fra1"]), v)
        secs = [v]
    elif kind == "k8s":
        v = b64b(32)
        art = "apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: %s\n      - identity: {}" % v
        secs = [v]
    else:
        keys = [b64b(33) for _ in range(3)]
        root = "hvs." + b64u(24)
        art = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: " + root
        secs = keys + [root]
    mc = c.t("Restoring the %s setup on the new cluster; what the old operator left in the handover doc:\n%s" % (kind, art),
             "새 클러스터에 %s 구성 복구 중. 이전 담당자가 인수인계 문서에 남긴 내용:\n%s" % (kind, art))
    ls = c.t("Encryption keys were stored next to the data they protect; move them to KMS.", "암호화 키가 보호 대상 데이터 옆에 저장돼 있었음. KMS로 이전할 것.")
    return "encryption key (%s)" % kind, mc, ls, "", secs


@sp(2)
def s_ansible(c):
    bp, pw = shell_pw(), shell_pw()
    art = "[web]\n%s ansible_user=deploy\n%s ansible_user=deploy\n\n[web:vars]\nansible_become_password=%s\n\n[win]\n%s ansible_user=Administrator ansible_password=%s ansible_connection=winrm" % (
        host("web"), host("web"), bp, host("win"), pw)
    mc = c.t("Playbook hangs on 'Gathering Facts' for the Windows hosts. inventory/hosts.ini:\n" + art,
             "Windows 호스트에서 플레이북이 'Gathering Facts'에서 멈춤. inventory/hosts.ini:\n" + art)
    return "Ansible inventory become/winrm passwords", mc, c.t("WinRM over HTTP was blocked; use 5986 with cert validation.", "HTTP WinRM이 막혀 있었음. 5986 + 인증서 검증 사용."), "", [bp, pw]


@sp(2)
def s_tfstate(c):
    pw = pw_generated(ri(16, 24)).replace('"', "x")
    art = '{\n  "mode": "managed",\n  "type": "random_password",\n  "name": "db",\n  "instances": [\n    {\n      "attributes": {\n        "length": %d,\n        "result": "%s",\n        "special": true\n      },\n      "sensitive_attributes": []\n    }\n  ]\n}' % (len(pw), pw)
    mc = c.t("`terraform plan` shows the RDS password being replaced. The relevant resource from `terraform state pull`:\n" + art,
             "`terraform plan`에서 RDS 비번이 교체된다고 나옴. `terraform state pull` 해당 리소스:\n" + art)
    ls = c.t("State holds the plaintext; the bucket needs encryption and tight IAM, and `keepers` changed because of a renamed var.",
             "state에 평문이 들어 있음. 버킷 암호화와 IAM 제한 필요. `keepers` 변경은 변수명 변경 때문이었음.")
    return "terraform state random_password result", mc, ls, "", [pw]


@sp(2)
def s_helm_values(c):
    pp, rp = shell_pw(), shell_pw()
    art = "postgresql:\n  auth:\n    username: app\n    password: \"%s\"\n    postgresPassword: \"%s\"\n    database: app\n  primary:\n    persistence:\n      size: 20Gi" % (pp, rp)
    mc = c.t("After `helm upgrade` the app cannot log into Postgres. values-%s.yaml:\n%s" % (env(), art),
             "`helm upgrade` 후 앱이 Postgres 로그인 실패. values-%s.yaml:\n%s" % (env(), art))
    ls = c.t("The chart ignores password changes once the PVC exists; the DB keeps the first password.",
             "PVC가 이미 있으면 차트가 비번 변경을 무시함. DB는 처음 비번을 유지.")
    return "Helm values postgres passwords", mc, ls, "", [pp, rp]


@sp(2)
def s_admin_initial(c):
    kind = pick(["argocd", "grafana", "jenkins", "elastic", "rabbit"])
    if kind == "argocd":
        v = b64u(16)
        art = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`." % v
    elif kind == "grafana":
        v = shell_pw()
        art = "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s\nGF_SERVER_ROOT_URL=https://grafana.%s" % (v, dom())
    elif kind == "jenkins":
        v = hx(32)
        art = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v
    elif kind == "elastic":
        v = b64u(20)
        art = "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v
    else:
        v = an(ri(16, 24))
        ru = svc().replace("-", "_")
        art = "$ rabbitmqctl add_user %s %s\nAdding user \"%s\" ...\n$ rabbitmqctl set_permissions -p / %s \".*\" \".*\" \".*\"" % (ru, v, ru, ru)
    disp = {"argocd": "Argo CD", "grafana": "Grafana", "jenkins": "Jenkins", "elastic": "Elasticsearch", "rabbit": "RabbitMQ"}[kind]
    mc = c.t("Bootstrapping %s on the new cluster; terminal output:\n%s" % (disp, art), "신규 클러스터에 %s 부트스트랩 중. 터미널 출력:\n%s" % (disp, art))
    return "bootstrap admin password (%s)" % kind, mc, c.t("Change it immediately and store it in the vault.", "즉시 변경하고 볼트에 보관."), "", [v]


@sp(1)
def s_jupyter(c):
    t = hx(48)
    art = "[I %s ServerApp] Jupyter Server 2.%d.0 is running at:\n[I ServerApp] http://%s:8888/lab?token=%s\n[I ServerApp]     http://127.0.0.1:8888/lab?token=%s" % (
        ts()[11:], ri(7, 14), "gpu-%02d" % ri(1, 9), t, t)
    mc = c.t("Port-forwarded the GPU box notebook for the user. Server log:\n" + art, "사용자에게 GPU 서버 노트북을 포트포워딩해줌. 서버 로그:\n" + art)
    return "Jupyter server token", mc, c.t("Set a password-based login or put it behind the SSO proxy.", "비밀번호 로그인 설정하거나 SSO 프록시 뒤에 둘 것."), "", [t]


@sp(2)
def s_amqp_kafka(c):
    kind = pick(["amqp", "celery", "kafka", "nats"])
    pw = an(ri(16, 28)) if chance(0.6) else shell_pw().replace("@", "x").replace(":", "x").replace("/", "x").replace("%", "x").replace("#", "x").replace("?", "x")
    u = pick(USERS)
    if kind == "amqp":
        art = "spring.rabbitmq.addresses=amqps://%s:%s@%s:5671/%s" % (u, pw, host("mq"), pick(["orders", "%2F"]))
    elif kind == "celery":
        art = "CELERY_BROKER_URL = 'amqp://%s:%s@%s:5672//'\nCELERY_RESULT_BACKEND = 'redis://%s:6379/1'" % (u, pw, host("mq"), host("cache"))
    elif kind == "kafka":
        art = ("bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
               "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (lo(5), pick(REGIONS), up(16), pw)
    else:
        art = "nats-server --user %s --pass '%s' -js -p 4222" % (u, pw)
    mc = c.t("Consumers stopped after the broker migration. Client config:\n" + art, "브로커 이전 후 컨슈머가 멈춤. 클라이언트 설정:\n" + art)
    return "message broker credentials (%s)" % kind, mc, c.t("The new broker requires TLS on a different port.", "새 브로커는 다른 포트의 TLS만 허용."), "", [pw]


@sp(2)
def s_minio(c):
    ak, sk = up(20) if chance(0.5) else lo(20), b64u(40)
    if chance(0.5):
        art = "$ mc alias set %s https://minio.%s %s %s\nAdded `%s` successfully." % (env(), dom(), ak, sk, env())
    else:
        art = "MINIO_ROOT_USER=%s\nMINIO_ROOT_PASSWORD=%s\nMINIO_BROWSER_REDIRECT_URL=https://console.minio.%s" % (ak, sk, dom())
    mc = c.t("Backups to the on-prem MinIO fail with SignatureDoesNotMatch:\n" + art, "온프렘 MinIO 백업이 SignatureDoesNotMatch로 실패:\n" + art)
    return "MinIO access key + secret key", mc, c.t("The proxy rewrote the Host header; MinIO needs it intact for SigV4.", "프록시가 Host 헤더를 바꿔서 SigV4가 깨졌음."), "", [ak, sk]


@sp(2)
def s_windows(c):
    pw = shell_pw().replace('"', "x")
    dom_ = pick(["CORP", "HQ", "AD"])
    form = ri(0, 2)
    if form == 0:
        art = "C:\\> net use Z: \\\\fs01.%s.local\\finance /user:%s\\%s %s /persistent:yes" % (dom_.lower(), dom_, pick(USERS), pw)
        cat = "Windows net use password"
    elif form == 1:
        art = "C:\\> cmdkey /add:%s /user:%s\\svc_backup /pass:%s" % (host("sql"), dom_, pw)
        cat = "Windows cmdkey /pass"
    else:
        art = "$sec = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"%s\\svc_deploy\", $sec)\nInvoke-Command -ComputerName %s -Credential $cred -ScriptBlock { Restart-Service W3SVC }" % (pw, dom_, host("iis"))
        cat = "PowerShell ConvertTo-SecureString plaintext"
    mc = c.t("Scheduled task on the file server fails since Monday. The script it runs:\n" + art, "파일 서버 예약 작업이 월요일부터 실패. 실행 스크립트:\n" + art)
    return cat, mc, c.t("Use a gMSA for scheduled tasks instead of a password in the script.", "예약 작업에는 스크립트 비번 대신 gMSA 사용."), "", [pw]


@sp(2)
def s_mount_ftp_proxy(c):
    kind = pick(["cifs", "ftp", "proxy", "lftp"])
    if kind in ("ftp", "proxy"):
        raw, enc = url_pw() if chance(0.5) else (an(ri(12, 18)),) * 2
    else:
        raw = enc = shell_pw().replace(",", "x")
    u = pick(USERS)
    if kind == "cifs":
        art = "//nas.%s/share /mnt/share cifs username=%s,password=%s,vers=3.0,uid=1000 0 0" % (dom(), u, raw)
        f = "/etc/fstab"
    elif kind == "ftp":
        art = "wget 'ftp://%s:%s@ftp.%s/outbound/%s.csv'" % (u, enc, dom(), day())
        f = "crontab"
    elif kind == "proxy":
        art = "export HTTPS_PROXY=http://%s:%s@proxy.%s:3128\nexport NO_PROXY=localhost,127.0.0.1,.svc,.cluster.local" % (u, enc, dom())
        f = "/etc/profile.d/proxy.sh"
    else:
        art = "lftp -u %s,'%s' sftp://sftp.%s -e 'mirror --reverse ./out /inbound; bye'" % (u, raw, dom())
        f = "sync.sh"
    mc = c.t("Partner file sync broke after the server move. From %s:\n%s" % (f, art), "서버 이전 후 파트너 파일 동기화가 깨짐. %s 내용:\n%s" % (f, art))
    return "credentials in %s (%s)" % (kind, f), mc, c.t("Outbound traffic now leaves from a new IP that the partner has not allowlisted.", "아웃바운드 IP가 바뀌었는데 파트너가 allowlist에 추가하지 않았음."), "", [enc]


@sp(2)
def s_cluster_join(c):
    kind = pick(["kubeadm", "swarm", "k3s", "rancher"])
    if kind == "kubeadm":
        t = lo(6) + "." + lo(16)
        art = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (ip10(), t, hx(64))
    elif kind == "swarm":
        t = "SWMTKN-1-" + lo(50) + "-" + lo(25)
        art = "docker swarm join --token %s %s:2377" % (t, ip10())
    elif kind == "k3s":
        t = tok_k3s()
        art = "curl -sfL https://get.k3s.io | K3S_URL=https://%s:6443 K3S_TOKEN=%s sh -" % (ip10(), t)
    else:
        t = "token-" + lo(5) + ":" + lo(54)
        art = "curl -s -H 'Authorization: Bearer %s' https://rancher.%s/v3/clusters" % (t, dom())
    mc = c.t("Adding worker nodes; the join command from the first control-plane node:\n" + art, "워커 노드 추가 중. 첫 control-plane 노드에서 받은 join 명령:\n" + art)
    return "cluster join/API token (%s)" % kind, mc, c.t("The discovery hash alone is public; the token is what grants the join.", "discovery hash는 공개돼도 되지만 토큰이 join 권한임."), "", [t]


@sp(4)
def s_multi_env(c):
    picks = sample(V, ri(3, 4))
    lines, secs, names = [], [], []
    for v in picks:
        vals = [(k, g()) for k, g, l in v["vars"]]
        for (k, g, l), (k2, val) in zip(v["vars"], vals):
            lines.append("%s=%s" % (k, val))
            if l:
                secs.append(l(val) if callable(l) else val)
        names.append(brand(v["name"]))
    pw = shell_pw()
    lines.insert(ri(0, len(lines)), "DB_PASSWORD=%s" % pw)
    secs.append(pw)
    lines.insert(0, "NODE_ENV=production")
    art = "\n".join(lines)
    mc = c.t("User attached their whole .env to explain why the %s integration breaks locally:\n%s" % (names[0], art),
             "사용자가 로컬에서 %s 연동이 왜 깨지는지 설명하려고 .env 전체를 첨부함:\n%s" % (names[0], art))
    ls = c.t("Only the %s key was relevant (wrong project); everything else in that file is now exposed and must be rotated." % names[0],
             "관련 있는 건 %s 키뿐이었음(프로젝트 불일치). 나머지도 노출됐으니 전부 교체 필요." % names[0])
    if len(art.encode()) > 900:
        return None
    return "multi-provider .env [%s]" % ", ".join(v["name"] for v in picks), mc, ls, "", secs


@sp(2)
def s_accounts_table(c):
    rows, secs = [], []
    for e in sample(["dev", "staging", "prod", "qa"], ri(2, 3)):
        pw = shell_pw().replace("|", "x")
        rows.append("| %s | %s | %s | %s |" % (e, host("db"), pick(USERS), pw))
        secs.append(pw)
    art = c.t("| env | host | user | password |", "| 환경 | 호스트 | 계정 | 비밀번호 |") + "\n|---|---|---|---|\n" + "\n".join(rows)
    mc = c.t("The team wiki page 'DB access' (copied for context):\n" + art, "팀 위키 'DB 접속 정보' 페이지 (맥락용으로 복사):\n" + art)
    return "markdown table of DB passwords", mc, c.t("That wiki page should point to the vault, not hold passwords.", "위키는 비번 대신 볼트 경로만 적어야 함."), "", secs


@sp(3)
def s_stacktrace(c):
    pw = an(ri(12, 20)) if chance(0.5) else shell_pw().replace("@", "x").replace("'", "x").replace(":", "x").replace("/", "x").replace("%", "x").replace("#", "x").replace("?", "x")
    u, h = pick(USERS), host("db")
    kind = pick(["py", "java", "node", "go"])
    if kind == "py":
        art = ("Traceback (most recent call last):\n  File \"/app/worker/main.py\", line %d, in <module>\n    engine = create_engine(settings.DB_URL)\n"
               "  File \"/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/create.py\", line 552, in create_engine\n"
               "sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'postgres://%s:%s@%s:5432/app '") % (ri(20, 200), u, pw, h)
    elif kind == "java":
        art = ("org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n"
               "Caused by: java.lang.IllegalArgumentException: jdbcUrl is invalid: jdbc:mysql//%s:3306/shop?user=%s&password=%s\n"
               "\tat com.zaxxer.hikari.HikariConfig.validate(HikariConfig.java:1029)") % (h, u, pw)
    elif kind == "node":
        art = ("Error: getaddrinfo ENOTFOUND %s\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26) {\n  errno: -3008,\n  code: 'ENOTFOUND',\n"
               "  config: { host: '%s', user: '%s', password: '%s', database: 'app' }\n}") % (h, h, u, pw)
    else:
        art = "panic: dial redis: NOAUTH Authentication required. (addr=%s:6379 password=%s db=0)\n\ngoroutine 1 [running]:\nmain.mustRedis(...)\n\t/src/cmd/%s/main.go:%d" % (h, pw, svc(), ri(30, 200))
    mc = c.t("Crash loop on the new pods; the stack trace from `kubectl logs --previous`:\n" + art, "신규 파드 크래시 루프. `kubectl logs --previous` 스택트레이스:\n" + art)
    ls = c.t("Error messages echo the full connection config; scrub the logger before shipping logs to the SaaS.",
             "에러 메시지가 연결 설정 전체를 출력함. 로그를 SaaS로 보내기 전에 마스킹 필요.")
    return "stack trace leaking password (%s)" % kind, mc, ls, "", [pw]


@sp(2)
def s_sql_user(c):
    pw = shell_pw().replace("'", "x")
    u = pick(USERS)
    form = ri(0, 2)
    if form == 0:
        art = "CREATE USER '%s'@'10.%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON shop.* TO '%s'@'10.%%';" % (u, pw, u)
    elif form == 1:
        art = "CREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';\nGRANT USAGE ON SCHEMA reporting TO %s;" % (u, pw, u)
    else:
        art = "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;\nCREATE USER [%s] FOR LOGIN [%s];" % (u, pw, u, u)
    mc = c.t("Migration V%d__create_service_users.sql was committed with:\n%s" % (ri(10, 99), art), "마이그레이션 V%d__create_service_users.sql에 이렇게 커밋돼 있었음:\n%s" % (ri(10, 99), art))
    return "SQL CREATE USER password in migration", mc, c.t("Create users out-of-band; migrations are public to the whole org.", "계정 생성은 마이그레이션 밖에서. 마이그레이션은 조직 전체에 공개됨."), "", [pw]


@sp(2)
def s_korean_cert(c):
    pw = pick([pw_korean_kbd, pw_human, pw_hangul, pw_generated])()
    art = pick([
        "CERT_PATH=C:/Users/%s/AppData/LocalLow/NPKI/yessign/USER/cn=%s\nCERT_PASSWORD=%s" % (pick(["admin", "acct"]), pick(["(주)한빛커머스", "홍길동()00123"]), pw),
        "hometax:\n  cert_dir: ./NPKI/SignKorea/USER\n  cert_pw: \"%s\"" % pw,
    ])
    mc = c.t("The tax invoice scraper (홈택스) fails to log in since the certificate was renewed. Config:\n" + art,
             "공동인증서 갱신 이후 홈택스 세금계산서 스크래퍼 로그인 실패. 설정:\n" + art)
    ls = c.t("The renewed certificate has a new password; the corporate certificate password is as sensitive as the key file itself.",
             "갱신된 인증서 비밀번호가 달라졌음. 법인 공동인증서 비밀번호는 키 파일만큼 민감함.")
    return "Korean joint certificate (공동인증서) password", mc, ls, "", [pw]


@sp(3)
def s_webhook_url(c):
    kind = pick(["slack", "discord", "gchat", "dingtalk", "feishu", "mattermost"])
    if kind == "slack":
        t = an(24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (up(10), up(10), t)
        secs = [t]
    elif kind == "discord":
        t = b64u(68)
        url = "https://discord.com/api/webhooks/%s/%s" % (dg(19), t)
        secs = [t]
    elif kind == "gchat":
        k, t = "AIza" + b64u(35), b64u(43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (b64u(7), k, t)
        secs = [k, t]
    elif kind == "dingtalk":
        t = hx(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % t
        secs = [t]
    elif kind == "feishu":
        t = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t
        secs = [t]
    else:
        t = lo(26)
        url = "https://chat.%s/hooks/%s" % (dom(), t)
        secs = [t]
    where = pick(["alertmanager.yml", "the GitHub Action", "notify.sh", "the Airflow callback"])
    mc = c.t("Deploy notifications stopped arriving. Webhook used by %s:\n%s" % (where, url), "배포 알림이 안 옴. %s 쪽에서 쓰는 웹훅:\n%s" % (where, url))
    ls = c.t("Incoming-webhook URLs are bearer credentials: anyone with the URL can post to the channel.",
             "incoming webhook URL 자체가 인증 수단이라 URL만 있으면 누구나 채널에 글을 쓸 수 있음.")
    return "webhook URL token (%s)" % kind, mc, ls, "", secs


@sp(1)
def s_sentry_legacy_dsn(c):
    pub, sec = hx(32), hx(32)
    dsn = "https://%s:%s@sentry.%s/%d" % (pub, sec, dom(), ri(2, 60))
    mc = c.t("Self-hosted Sentry: old Raven client still configured with the legacy DSN:\nRAVEN_DSN=" + dsn,
             "셀프호스팅 Sentry: 예전 Raven 클라이언트가 레거시 DSN을 그대로 씀:\nRAVEN_DSN=" + dsn)
    ls = c.t("Legacy DSNs carry a secret part after the colon; modern DSNs only need the public key.",
             "레거시 DSN은 콜론 뒤에 secret이 있음. 최신 DSN은 public key만 있으면 됨.")
    return "Sentry legacy DSN secret part", mc, ls, "", [sec]


@sp(2)
def s_reset_link(c):
    kind = pick(["reset", "invite", "magic"])
    t = pick([b64u(43), hx(40), lo(6) + "-" + hx(32)])
    path = {"reset": "/password/reset?token=", "invite": "/invite/accept?code=", "magic": "/auth/magic?t="}[kind]
    url = "https://%s%s%s&email=%s" % (dom(), path, t, urllib.parse.quote(email()))
    mc = c.t("User forwarded the %s e-mail because the link 404s in the app:\n%s" % (kind, url), "앱에서 링크가 404라며 사용자가 %s 메일을 전달해줌:\n%s" % ({"reset": "비밀번호 재설정", "invite": "초대", "magic": "매직 링크"}[kind], url))
    ls = c.t("The mobile deep-link handler dropped the query string.", "모바일 딥링크 핸들러가 쿼리스트링을 버리고 있었음.")
    return "one-time link token (%s)" % kind, mc, ls, "", [t]


@sp(1)
def s_jasypt(c):
    pw = shell_pw()
    art = "jasypt:\n  encryptor:\n    password: %s\n    algorithm: PBEWithHMACSHA512AndAES_256\nspring:\n  datasource:\n    password: ENC(%s)" % (pw, b64b(48))
    mc = c.t("Encrypted properties fail to decrypt in the new container. application.yml:\n" + art, "새 컨테이너에서 암호화 프로퍼티 복호화 실패. application.yml:\n" + art)
    ls = c.t("With the encryptor password in the same file, ENC() adds nothing.", "encryptor 비번이 같은 파일에 있으면 ENC()는 의미가 없음.")
    return "jasypt encryptor password (ENC() value unlisted)", mc, ls, "", [pw]


@sp(1)
def s_htpasswd(c):
    pw = shell_pw()
    art = "$ htpasswd -bc /etc/nginx/.htpasswd %s '%s'\nAdding password for user %s" % (pick(["ops", "admin", "grafana"]), pw, "ops")
    mc = c.t("Putting basic auth in front of the internal dashboard:\n" + art, "내부 대시보드 앞에 basic auth 추가:\n" + art)
    return "htpasswd -b password", mc, c.t("-b puts the password in shell history; omit it to be prompted.", "-b는 history에 비번을 남김. 빼면 프롬프트로 입력."), "", [pw]


@sp(2)
def s_aws_credentials_file(c):
    prof = []
    secs = []
    for name in sample(["default", "prod", "staging", "billing-admin", "legacy"], ri(1, 2)):
        ak, sk = "AKIA" + rs(UP + "234567", 16), b64s(40)
        prof.append("[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (name, ak, sk, pick(REGIONS)))
        secs += [ak, sk]
    art = "\n\n".join(prof)
    mc = c.t("`aws sts get-caller-identity` returns the wrong account. ~/.aws/credentials:\n" + art, "`aws sts get-caller-identity`가 엉뚱한 계정을 반환. ~/.aws/credentials:\n" + art)
    ls = c.t("AWS_PROFILE was exported in .zshrc and overrides --profile in the scripts. Move to SSO profiles.",
             ".zshrc에 AWS_PROFILE이 export돼 있어서 스크립트의 --profile을 덮었음. SSO 프로필로 전환.")
    return "~/.aws/credentials profiles [AWS]", mc, ls, "", secs


@sp(1)
def s_adc_user(c):
    cs, rt = "GOCSPX-" + b64u(28), "1//0" + b64u(100)
    art = json.dumps({"client_id": "%s-%s.apps.googleusercontent.com" % (dg(12), lo(32)), "client_secret": cs, "quota_project_id": "%s-prod" % pick(EN_WORDS),
                      "refresh_token": rt, "type": "authorized_user"}, indent=2)
    mc = c.t("Local script hits the wrong GCP project. ~/.config/gcloud/application_default_credentials.json:\n" + art,
             "로컬 스크립트가 엉뚱한 GCP 프로젝트를 침. ~/.config/gcloud/application_default_credentials.json:\n" + art)
    return "gcloud ADC authorized_user (client_secret + refresh_token) [Google]", mc, c.t("quota_project_id decides billing, not the active gcloud project.", "과금은 활성 gcloud 프로젝트가 아니라 quota_project_id 기준."), "", [cs, rt]


@sp(3)
def s_split_fields(c):
    pw = shell_pw()
    u, h = pick(USERS), host(pick(["db", "sftp", "vpn", "ci"]))
    mc = c.t("Tried to connect to %s as %s; the user said the password is in the onboarding doc." % (h, u),
             "%s에 %s 계정으로 접속 시도. 사용자가 비번은 온보딩 문서에 있다고 함." % (h, u))
    ls = c.t("Onboarding doc had it: %s. It worked after the VPN was up." % pw, "온보딩 문서에 있던 비번: %s. VPN 연결 후에는 정상 접속." % pw)
    ak = pick([c.t("Is %s shared by the whole team or per person?" % pw, "%s 이 비번을 팀 전체가 같이 쓰는 건지 개인별인지?" % pw), ""])
    return "password in lesson (and ask) only", mc, ls, ak, [pw]


@sp(2)
def s_split_token(c):
    v = pick(V)
    vals = [(k, g()) for k, g, l in v["vars"]]
    secs = [(l(val) if callable(l) else val) for (k, g, l), (k2, val) in zip(v["vars"], vals) if l]
    t = secs[0]
    if len(t) < 24 or len(t) > 300:
        return None
    cut = ri(8, len(t) - 8)
    a, b = t[:cut], t[cut:]
    mc = c.t("The %s key in the ticket was wrapped over two lines by the tracker: first part %s" % (brand(v["name"]), a),
             "티켓 트래커가 %s 키를 두 줄로 잘라버림. 앞부분: %s" % (brand(v["name"]), a))
    ls = c.t("second part %s; joined it before testing." % b, "뒷부분: %s 합쳐서 테스트함." % b)
    secs_out = [x for x in (a, b) if len(x) >= 8]
    if len(secs_out) < 2:
        return None
    return "token split across two fields [%s]" % v["name"], mc, ls, "", secs_out


@sp(2)
def s_spring_mail(c):
    pw = shell_pw()
    art = "spring.mail.host=smtp.%s\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s\nspring.mail.properties.mail.smtp.starttls.enable=true" % (
        pick(["office365.com", "worksmobile.com", "daum.net", "naver.com", "sendgrid.net"]), email(), pw)
    mc = c.t("Order confirmation mails fail with 535 Authentication failed:\n" + art, "주문 확인 메일이 535 Authentication failed로 실패:\n" + art)
    return "SMTP password (spring.mail)", mc, c.t("The mailbox had SMTP AUTH disabled by the tenant policy.", "테넌트 정책으로 해당 메일함 SMTP AUTH가 꺼져 있었음."), "", [pw]


def where(c):
    r, b = pick(REPOS), pick(BRANCHES)
    return pick([c.t("In the %s repo (branch %s): " % (r, b), "%s 레포 (%s 브랜치): " % (r, b)),
                 c.t("Ticket %s-%d: " % (pick(["OPS", "BE", "FE", "SEC", "INFRA"]), ri(100, 9999)), "티켓 %s-%d: " % (pick(["OPS", "BE", "FE", "SEC", "INFRA"]), ri(100, 9999))),
                 c.t("While working on %s: " % b, "%s 브랜치 작업 중: " % b)])


# ----------------------------------------------------------------------------- clean templates
CLEAN = []


def cl(w=1, risky=True):
    def deco(f):
        CLEAN.append((f, w, risky))
        return f
    return deco


PLACEHOLDERS = ["<your-api-key>", "YOUR_API_KEY_HERE", "changeme", "xxxxxxxxxxxxxxxx", "${API_KEY}", "<redacted>", "",
                "REPLACE_ME", "<paste token here>", "TODO", "***", "dummy", "<secret>", "{{ api_key }}", "your-secret-here"]
PH_PREFIXED = ["sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "sk-proj-XXXXXXXXXXXXXXXXXXXX", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
               "xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX", "AKIAXXXXXXXXXXXXXXXX", "glpat-xxxxxxxxxxxxxxxxxxxx",
               "npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "sk-ant-api03-...", "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
               "SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", "live_sk_XXXXXXXXXXXXXXXXXXXXXXXX",
               "AIzaSy...your-key...", "dop_v1_<token>", "pypi-<token>", "whsec_..."]


KNOWN_PREFIXES = ["sk-ant-api03-", "sk-ant-admin01-", "github_pat_", "sk_live_", "rk_live_", "sk-proj-", "sk-svcacct-", "sk-admin-",
                  "pypi-AgEIcHlwaS5vcmc", "AGE-SECRET-KEY-1", "xoxb-", "xoxp-", "xapp-", "ghp_", "gho_", "ghs_", "ghu_", "glpat-",
                  "glrt-", "gldt-", "npm_", "hf_", "r8_", "gsk_", "pplx-", "xai-", "pcsk_", "lsv2_pt_", "lsv2_sk_", "dop_v1_", "nfp_",
                  "rnd_", "sbp_", "dckr_pat_", "hvs.", "hvb.", "NRAK-", "glsa_", "glc_", "sntryu_", "sntrys_", "shpat_", "shpss_",
                  "lin_api_", "secret_", "ntn_", "figd_", "pat-na1-", "PMAK-", "CCIPAT_", "bkua_", "squ_", "sqp_", "xkeysib-", "SG.",
                  "re_", "rubygems_", "live_sk_", "live_gsk_", "nv-", "up_", "LTAI5t", "AKID", "AKLT", "SCW", "EXO", "FLWSECK-",
                  "shippo_live_", "tfp_", "CFPAT-", "sup_sk_", "dapi", "pscale_pw_", "pscale_tkn_", "tskey-auth-", "tskey-api-",
                  "whsec_", "AIza", "GOCSPX-", "ya29.", "AKIA", "ASIA", "dt0c01.", "xaat-", "hcaik_", "ATATT3", "ATBB", "oy2", "cio",
                  "AKCp", "dp.st.", "pul-", "EAAA", "sq0csp-", "SWMTKN-1-", "K10", "m_prod_", "API-", "sk-", "live_"]


def placeholder_for(var):
    tok = None
    for v in V:
        for k, g, l in v["vars"]:
            if k == var and l:
                tok = g()
                break
        if tok:
            break
    if tok and chance(0.6):
        for p in KNOWN_PREFIXES:
            if tok.startswith(p):
                return p + pick(["x" * (len(tok) - len(p)) if len(tok) < 80 else "x" * 24, "X" * min(32, len(tok) - len(p)), "...", "<your-key>", "*" * 12])
    return pick(PLACEHOLDERS)


def secret_var_names(k):
    pool = [[k for k, g, l in v["vars"] if l][0] for v in V] + ["DB_PASSWORD", "JWT_SECRET", "SESSION_SECRET", "SMTP_PASSWORD", "REDIS_PASSWORD"]
    return sample(pool, k)


@cl(6)
def k_env_example(c):
    names = secret_var_names(ri(3, 6))
    lines = []
    for n in names:
        lines.append("%s=%s" % (n, placeholder_for(n)))
    for kv in filler_env(ri(1, 3)):
        lines.insert(ri(0, len(lines)), "%s=%s" % kv)
    art = "\n".join(lines)
    f = pick([".env.example", ".env.sample", "env.template", ".env.dist", "README (Configuration section)"])
    mc = pick([c.t("New contributor asked which variables are required; %s says:\n%s" % (f, art), "새 기여자가 필수 환경변수를 물어봄. %s 내용:\n%s" % (f, art)),
               c.t("Docs for local setup were stale. Current %s:\n%s" % (f, art), "로컬 세팅 문서가 오래됐음. 현재 %s:\n%s" % (f, art))])
    ls = c.t("The app refuses to boot with placeholder values; the validation message lists which ones are still unset.",
             "placeholder 값으로는 앱이 안 뜸. 검증 메시지에 아직 설정 안 된 변수가 나옴.")
    if chance(0.5):
        mc = where(c) + mc
    return "%s with placeholders" % f, mc, ls, pick(["", c.t("Where do contributors get real sandbox keys?", "기여자는 실제 샌드박스 키를 어디서 받는지?")])


@cl(6)
def k_env_refs(c):
    names = secret_var_names(ri(2, 3))
    lang = pick(["py", "js", "go", "java", "rust", "ruby", "sh", "cs", "php", "kt"])
    n1 = names[0]
    snip = {
        "py": "\n".join("%s = os.environ[\"%s\"]" % (n.lower(), n) for n in names) + "\nif not %s:\n    raise RuntimeError(\"%s is not set\")" % (n1.lower(), n1),
        "js": "\n".join("const %s = process.env.%s;" % (camel(n), n) for n in names) + "\nif (!%s) throw new Error('%s missing');" % (camel(n1), n1),
        "go": "\n".join("%s := os.Getenv(\"%s\")" % (camel(n), n) for n in names) + "\nif %s == \"\" {\n\tlog.Fatal(\"%s not set\")\n}" % (camel(n1), n1),
        "java": "\n".join("String %s = System.getenv(\"%s\");" % (camel(n), n) for n in names),
        "rust": "\n".join("let %s = std::env::var(\"%s\").expect(\"%s must be set\");" % (n.lower(), n, n) for n in names),
        "ruby": "\n".join("%s = ENV.fetch(\"%s\")" % (n.lower(), n) for n in names),
        "sh": "\n".join(": \"${%s:?%s is required}\"" % (n, n) for n in names) + "\ncurl -fsS -H \"Authorization: Bearer ${%s}\" \"$API_URL/health\"" % n1,
        "cs": "\n".join("var %s = builder.Configuration[\"%s\"];" % (camel(n), n.replace("_", ":")) for n in names),
        "php": "\n".join("'%s' => env('%s')," % (n.lower(), n) for n in names),
        "kt": "\n".join("val %s = System.getenv(\"%s\") ?: error(\"%s missing\")" % (camel(n), n, n) for n in names),
    }[lang]
    mc = c.t("Crash on startup in %s: the config loader below throws when a variable is missing.\n%s" % (svc(), snip),
             "%s 서비스가 시작 시 크래시. 아래 설정 로더가 변수가 없으면 예외를 던짐.\n%s" % (svc(), snip))
    ls = c.t("%s was defined in the staging secret but not in the preview environment." % n1,
             "%s 값이 스테이징 시크릿에는 있었지만 preview 환경에는 없었음." % n1)
    if chance(0.5):
        mc = where(c) + mc
    return "env-var references in code (%s)" % lang, mc, ls, pick(["", c.t("Should preview envs inherit staging secrets automatically?", "preview 환경이 스테이징 시크릿을 자동 상속해야 하는지?")])


@cl(5)
def k_ci_refs(c):
    kind = pick(["gha", "gitlab", "circle", "docker"])
    n1, n2 = secret_var_names(2)
    if kind == "gha":
        art = ("    steps:\n      - uses: actions/setup-node@v4\n        with:\n          registry-url: https://registry.npmjs.org\n"
               "      - run: npm publish --provenance\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
               "          %s: ${{ secrets.%s }}") % (n1, n1)
    elif kind == "gitlab":
        art = "deploy:\n  script:\n    - echo \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"\n    - curl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" --upload-file dist.tgz \"${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/app/1.0/dist.tgz\""
    elif kind == "circle":
        art = "workflows:\n  release:\n    jobs:\n      - publish:\n          context:\n            - org-global\n            - %s-secrets\n# %s and %s come from the context, never from config.yml" % (slug(dom(), "-").split("-")[0], n1, n2)
    else:
        art = "echo \"$CR_PAT\" | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded" % pick(PEOPLE_EN).replace(".", "")
    mc = c.t("Release pipeline step that handles credentials (%s):\n%s" % (kind, art), "자격 증명을 다루는 릴리즈 파이프라인 단계 (%s):\n%s" % (kind, art))
    ls = c.t("Secrets are masked in logs only when referenced exactly; a base64'd copy would be printed in clear.",
             "시크릿은 그대로 참조될 때만 로그에서 마스킹됨. base64로 변환한 값은 그대로 찍힘.")
    mc = where(c) + mc
    return "CI secret references (%s)" % kind, mc, ls, ""


@cl(5)
def k_k8s_refs(c):
    kind = pick(["secretKeyRef", "envFrom", "externalsecret", "csi"])
    s = svc()
    if kind == "secretKeyRef":
        art = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: %s-stripe\n        key: secret-key" % (s, s)
    elif kind == "envFrom":
        art = "envFrom:\n  - secretRef:\n      name: %s-env\n  - configMapRef:\n      name: %s-config" % (s, s)
    elif kind == "externalsecret":
        art = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n"
               "  target:\n    name: %s-env\n  dataFrom:\n    - extract:\n        key: %s/%s") % (s, s, env(), s)
    else:
        art = ("apiVersion: secrets-store.csi.x-k8s.io/v1\nkind: SecretProviderClass\nmetadata:\n  name: %s-kv\nspec:\n  provider: azure\n  parameters:\n    keyvaultName: kv-%s-%s\n"
               "    tenantId: %s\n    objects: |\n      array:\n        - |\n          objectName: db-password\n          objectType: secret") % (s, s.split("-")[0], env(), uuid4())
    mc = c.t("Pods stuck in CreateContainerConfigError. Relevant manifest:\n" + art, "파드가 CreateContainerConfigError 상태로 멈춤. 관련 매니페스트:\n" + art)
    ls = c.t("The referenced Secret lives in another namespace; references are namespace-local.",
             "참조한 Secret이 다른 네임스페이스에 있었음. 참조는 같은 네임스페이스만 가능.")
    if chance(0.5):
        mc = where(c) + mc
    return "k8s secret references (%s)" % kind, mc, ls, ""


@cl(6)
def k_secret_manager_refs(c):
    acct, region = dg(12), pick(REGIONS)
    kind = pick(["aws", "vault", "op", "gcp", "azure", "ssm", "doppler"])
    if kind == "aws":
        ref = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-credentials-%s" % (region, acct, env(), svc(), an(6))
        art = "$ aws secretsmanager describe-secret --secret-id %s/%s/db-credentials --query '{ARN:ARN,Rotation:RotationEnabled,Last:LastRotatedDate}'\n{\n    \"ARN\": \"%s\",\n    \"Rotation\": true,\n    \"Last\": \"%s\"\n}" % (env(), svc(), ref, tsz())
    elif kind == "vault":
        art = "$ vault kv metadata get -mount=secret %s/%s\n========= Metadata =========\nKey                Value\n---                -----\ncreated_time       %s\ncurrent_version    %d\nmax_versions       10" % (env(), svc(), tsz(), ri(2, 30))
    elif kind == "op":
        art = "DB_PASSWORD=op://%s/%s-postgres/password\nSTRIPE_SECRET_KEY=op://%s/stripe-%s/credential\n$ op run --env-file=.env.tpl -- npm start" % (pick(["Engineering", "Infra"]), env(), pick(["Engineering", "Infra"]), env())
    elif kind == "gcp":
        art = "$ gcloud secrets versions list %s-db-password --project=%s-%s\nNAME  STATE     CREATED              DESTROYED\n%d     enabled   %s  -\n%d     disabled  %s  -" % (
            svc(), pick(EN_WORDS), env(), ri(3, 9), ts(), ri(1, 2), ts())
    elif kind == "azure":
        art = "\"DbPassword\": \"@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/)\"" % (svc().split("-")[0], env())
    elif kind == "ssm":
        art = "MasterUserPassword: '{{resolve:secretsmanager:%s/%s/rds:SecretString:password}}'\nApiKey: '{{resolve:ssm-secure:/%s/%s/api-key:3}}'" % (env(), svc(), env(), svc())
    else:
        art = "$ doppler run --project %s --config %s -- ./bin/server\n[doppler] injecting %d secrets" % (svc(), pick(["prd", "stg", "dev"]), ri(8, 40))
    mc = c.t("Wanted to know where %s gets its credentials from. Found:\n%s" % (svc(), art), "%s 서비스가 자격 증명을 어디서 가져오는지 확인. 찾은 내용:\n%s" % (svc(), art))
    ls = c.t("Values come from the secret manager at start; nothing sensitive is in the repo.", "값은 시작 시 secret manager에서 가져옴. 레포에는 민감 정보 없음.")
    if chance(0.5):
        mc = where(c) + mc
    return "secret-manager reference (%s)" % kind, mc, ls, pick(["", c.t("Who has read access to that secret path?", "그 시크릿 경로 read 권한은 누가 가지고 있는지?")])


@cl(7)
def k_redacted(c):
    kind = ri(0, 6)
    if kind == 0:
        art = "password: ********\nusername: %s\nhost: %s" % (pick(USERS), host("db"))
    elif kind == 1:
        art = "> GET /v1/accounts HTTP/2\n> Host: api.%s\n> Authorization: Bearer [REDACTED]\n> User-Agent: curl/8.5.0\n< HTTP/2 401\n< www-authenticate: Bearer error=\"invalid_token\"" % dom()
    elif kind == 2:
        art = "OPENAI_API_KEY=sk-...%s  (masked by the dashboard)\nANTHROPIC_API_KEY=sk-ant-...%s" % (an(4), an(4))
    elif kind == 3:
        art = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(PEOPLE_EN).replace(".", "-")
    elif kind == 4:
        art = "[%s] INFO Connecting to postgres://%s:*****@%s:5432/app (pool=%d)" % (tsz(), pick(USERS), host("db"), ri(5, 30))
    elif kind == 5:
        art = "  \"stripe\": {\n    \"secret_key\": \"<redacted>\",\n    \"webhook_secret\": \"<redacted>\",\n    \"api_version\": \"2024-06-20\"\n  }"
    else:
        art = "STRIPE_SECRET_KEY   sk_live_••••••••%s   last used %d days ago\nSLACK_BOT_TOKEN     xoxb-••••••••••••   last used %d hours ago" % (an(4), ri(1, 30), ri(1, 23))
    mc = c.t("Output the user shared (values already masked):\n" + art, "사용자가 공유한 출력 (값은 이미 마스킹됨):\n" + art)
    ls = c.t("Masking by the tool is enough for troubleshooting; the real values were never needed.", "도구가 마스킹한 출력만으로 충분했음. 실제 값은 필요 없었음.")
    mc = where(c) + mc
    return "redacted/masked values (%d)" % kind, mc, ls, ""


@cl(7)
def k_hashes(c):
    kind = ri(0, 7)
    if kind == 0:
        art = "\n".join("%s  %s" % (hx(64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "sbom.spdx.json"], 3))
        cat = "sha256sum release checksums"
    elif kind == 1:
        art = "%s/%s@sha256:%s\nDigest: sha256:%s\nStatus: Downloaded newer image" % (pick(["ghcr.io", "docker.io", "%s.dkr.ecr.%s.amazonaws.com" % (dg(12), pick(REGIONS))]), svc(), hx(64), hx(64))
        cat = "container image digest"
    elif kind == 2:
        art = "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            pick(["lodash", "axios", "zod", "dayjs"]), ri(1, 5), ri(0, 20), ri(0, 9), "pkg", "pkg", 1, 2, 3, b64s(86))
        cat = "package-lock integrity"
    elif kind == 3:
        m = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "google.golang.org/grpc"])
        art = "%s v1.%d.%d h1:%s=\n%s v1.%d.%d/go.mod h1:%s=" % (m, ri(10, 60), ri(0, 9), b64s(43), m, ri(10, 60), ri(0, 9), b64s(43))
        cat = "go.sum hashes"
    elif kind == 4:
        art = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
        cat = "pip --hash lines"
    elif kind == 5:
        art = "\n".join("%s %s" % (hx(pick([7, 40])), pick(["fix: retry on 502", "chore(deps): bump axios", "feat: add refund webhook", "revert \"feat: cache tokens\"", "docs: rotate-keys runbook"])) for _ in range(ri(3, 5)))
        cat = "git log commit SHAs"
    elif kind == 6:
        art = "[[package]]\nname = \"%s\"\nversion = \"0.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (pick(["tokio", "serde", "ring", "rustls"]), ri(1, 40), ri(0, 9), hx(64))
        cat = "Cargo.lock checksum"
    else:
        art = "<script src=\"https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % (pick(["chart.js", "htmx.org", "alpinejs"]), ri(1, 4), ri(0, 9), ri(0, 9), b64s(64))
        cat = "SRI integrity hash"
    mc = c.t("Verifying the artifact before deploy:\n" + art, "배포 전에 아티팩트 검증:\n" + art) if chance(0.5) else c.t("Build was not reproducible; comparing:\n" + art, "빌드가 재현되지 않아서 비교:\n" + art)
    ls = c.t("Hashes/digests identify content; they are safe to share and pin.", "해시/다이제스트는 콘텐츠 식별자라 공유·고정해도 안전함.")
    if chance(0.5):
        mc = where(c) + mc
    return "hashes: " + cat, mc, ls, ""


@cl(7)
def k_ids(c):
    kind = ri(0, 7)
    if kind == 0:
        art = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % uuid4()
    elif kind == 1:
        art = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (hx(32), hx(16), uuid4())
    elif kind == 2:
        art = "HTTP/2 502\ncf-ray: %s-%s\nx-amz-cf-id: %s==" % (hx(16), pick(["ICN", "NRT", "FRA"]), b64u(54))
    elif kind == 3:
        art = "{\"error\":{\"type\":\"invalid_request_error\",\"message\":\"No such customer: 'cus_%s'\",\"request_log_url\":\"https://dashboard.stripe.com/logs/req_%s\"}}" % (an(14), an(14))
    elif kind == 4:
        art = "Sentry event %s (issue %s-%s)\ndd.trace_id=%d dd.span_id=%d" % (hx(32), pick(["BILLING", "API"]), up(3), ri(10 ** 18, 10 ** 19), ri(10 ** 18, 10 ** 19))
    elif kind == 5:
        art = "X-Amzn-Trace-Id: Root=1-%s-%s;Parent=%s;Sampled=1" % (hx(8), hx(24), hx(16))
    elif kind == 6:
        art = "Idempotency-Key: %s\nX-GitHub-Delivery: %s\nX-GitHub-Event: pull_request" % (uuid4(), uuid4())
    else:
        art = "job_id=%s run_id=%d attempt=%d correlation=%s" % (uuid4(), ri(10 ** 9, 10 ** 10), ri(1, 3), hx(24))
    mc = pick([c.t("Intermittent 5xx from the upstream; IDs for the support ticket:\n" + art, "업스트림에서 간헐적 5xx. 지원 티켓용 ID:\n" + art),
               c.t("Correlating the failing request across services:\n" + art, "실패한 요청을 서비스 간에 추적:\n" + art)])
    ls = c.t("Request/trace IDs are what support needs; include them verbatim in tickets.", "지원팀에는 request/trace ID가 필요함. 티켓에 그대로 포함.")
    if chance(0.5):
        mc = where(c) + mc
    return "request/trace IDs (%d)" % kind, mc, ls, pick(["", c.t("Does the vendor keep logs longer than 7 days?", "벤더가 로그를 7일 이상 보관하는지?")])


@cl(6)
def k_public_keys(c):
    kind = ri(0, 6)
    who = "%s@%s" % (pick(PEOPLE_EN).split(".")[0], pick(["laptop", "macbook", "build-01", "bastion"]))
    if kind == 0:
        art = "# ~/.ssh/authorized_keys on the bastion\n%s\n%s" % (ssh_pub_ed25519(who), ssh_pub_ed25519("deploy@ci"))
    elif kind == 1:
        art = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(base64.b64encode(b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04" + rbytes(64)).decode())) + "\n-----END PUBLIC KEY-----"
    elif kind == 2:
        art = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.%d/32\nEndpoint = vpn.%s:51820" % (b64b(32), ri(10, 99), ri(2, 200), dom())
    elif kind == 3:
        art = "recipients for .sops.yaml:\n  - age1%s\n  - age1%s" % (rs(BECH, 58), rs(BECH, 58))
    elif kind == 4:
        art = "$ gpg --list-keys %s\npub   ed25519 2024-%02d-%02d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] %s <%s>\nsub   cv25519 2024-03-11 [E]" % (email(), ri(1, 12), ri(1, 28), HX(40), pick(PEOPLE_EN), email())
    elif kind == 5:
        art = "|1|%s=|%s= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s" % (b64s(27), b64s(27), b64s(43))
    else:
        art = "{\"keys\":[{\"kty\":\"RSA\",\"kid\":\"%s\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"%s\"}]}" % (hx(40), b64u(342))
    mc = c.t("Public key material involved in the setup (safe to share):\n" + art, "설정에 쓰인 공개키 정보 (공유해도 되는 값):\n" + art) if chance(0.4) else \
        c.t("Access to the new host fails; here is what is configured:\n" + art, "신규 호스트 접근 실패. 현재 설정:\n" + art)
    ls = c.t("Only public halves are distributed; the private keys stay on the owners' machines.", "배포되는 건 공개키뿐이고 개인키는 각자 기기에만 있음.")
    if chance(0.5):
        mc = where(c) + mc
    return "public keys (%d)" % kind, mc, ls, ""


@cl(5)
def k_fingerprints(c):
    kind = ri(0, 3)
    if kind == 0:
        art = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s (ED25519)" % (fingerprint_sha256(), email())
    elif kind == 1:
        art = "The authenticity of host '%s (%s)' can't be established.\nED25519 key fingerprint is %s.\nThis key is not known by any other names." % (host("git"), ip10(), fingerprint_sha256())
    elif kind == 2:
        fp = ":".join(HX(2) for _ in range(20))
        art = "SHA1: %s\nSHA256: %s" % (fp, ":".join(HX(2) for _ in range(32)))
        art = c.t("Android signing certificate fingerprints for Firebase:\n", "Firebase에 등록할 안드로이드 서명 인증서 지문:\n") + art
    else:
        art = "$ openssl x509 -in server.crt -noout -serial -fingerprint -sha256 -enddate\nserial=%s\nsha256 Fingerprint=%s\nnotAfter=Mar %d 23:59:59 2026 GMT" % (HX(32), ":".join(HX(2) for _ in range(32)), ri(1, 28))
    mc = c.t("Checking that we are talking to the right thing:\n" + art, "올바른 대상과 통신하는지 확인:\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "fingerprints (%d)" % kind, mc, c.t("Fingerprints are meant to be compared out of band.", "지문은 별도 채널로 비교하라고 있는 값."), ""


@cl(6)
def k_account_ids(c):
    kind = ri(0, 7)
    if kind == 0:
        art = "$ aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/%s/%s\"\n}" % (
            up(17), email(), dg(12), dg(12), pick(["AdministratorAccess", "DeployRole", "ReadOnly"]), email())
    elif kind == 1:
        art = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s  # federated credential, no client secret" % (uuid4(), uuid4(), uuid4())
    elif kind == 2:
        art = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_PROJECT_NUMBER=%s" % (dg(12), lo(32), dg(12))
    elif kind == 3:
        art = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\n# auth token comes from the secret manager" % (hx(32), hx(32))
    elif kind == 4:
        art = "GITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/var/run/secrets/github-app/key.pem" % (ri(100000, 999999), ri(10000000, 99999999))
    elif kind == 5:
        art = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s" % (hx(32), hx(32))
    elif kind == 6:
        art = "Slack: team T%s, channel C%s (#%s), bot user U%s" % (up(10), up(10), pick(["deploys", "alerts-prod", "incident"]), up(10))
    else:
        art = "stripe account acct_%s, customer cus_%s, price price_%s, subscription sub_%s" % (an(16), an(14), an(24), an(24))
    mc = c.t("IDs needed for the integration (none of these are secrets):\n" + art, "연동에 필요한 ID들 (시크릿 아님):\n" + art) if chance(0.4) else \
        c.t("Config for %s points at the wrong account; current identifiers:\n%s" % (svc(), art), "%s 서비스 설정이 엉뚱한 계정을 가리킴. 현재 식별자:\n%s" % (svc(), art))
    ls = c.t("Account/client IDs identify, they do not authenticate.", "계정/클라이언트 ID는 식별용이지 인증 수단이 아님.")
    if chance(0.5):
        mc = where(c) + mc
    return "account/client IDs (%d)" % kind, mc, ls, pick(["", c.t("Which account is prod?", "어느 계정이 운영인지?")])


@cl(4)
def k_key_ids(c):
    kind = ri(0, 4)
    if kind == 0:
        art = "KMS key: arn:aws:kms:%s:%s:key/%s (alias/%s-%s)" % (pick(REGIONS), dg(12), uuid4(), svc(), env())
    elif kind == 1:
        art = "JWT header: {\"alg\":\"RS256\",\"kid\":\"%s\",\"typ\":\"JWT\"}\nJWKS: https://auth.%s/.well-known/jwks.json" % (hx(40), dom())
    elif kind == 2:
        art = "APP_STORE_CONNECT_ISSUER_ID=%s\nAPP_STORE_CONNECT_KEY_ID=%s\nAPPLE_TEAM_ID=%s\n# the .p8 lives in the CI secret store" % (uuid4(), up(10), up(10))
    elif kind == 3:
        art = "\"private_key_id\": \"%s\",\n\"client_email\": \"%s@%s-prod.iam.gserviceaccount.com\"\n(key JSON deleted after enabling workload identity)" % (hx(40), pick(["ci", "loader"]), pick(EN_WORDS))
    else:
        art = "projects/%s-prod/locations/global/keyRings/%s/cryptoKeys/%s/cryptoKeyVersions/%d" % (pick(EN_WORDS), pick(["app", "pii"]), pick(["sops", "field-enc"]), ri(1, 9))
    mc = c.t("Key identifiers involved in the signing/encryption path:\n" + art, "서명/암호화 경로에 쓰이는 키 식별자:\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "key IDs (%d)" % kind, mc, c.t("Key IDs can be logged freely; rotation creates a new ID.", "키 ID는 로그에 남겨도 됨. 교체하면 새 ID가 생김."), ""


@cl(5)
def k_base64_data(c):
    kind = ri(0, 4)
    if kind == 0:
        cur = b64enc(json.dumps({"id": ri(1000, 999999), "created_at": tsz()}))
        art = "GET /v2/orders?limit=50&cursor=%s" % cur
        cat = "pagination cursor base64"
    elif kind == 1:
        ca = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU" + b64s(ri(160, 240))
        art = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\nusers:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]" % (ca, HX(32), pick(REGIONS), env())
        cat = "kubeconfig CA data + exec auth"
    elif kind == 2:
        art = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA" + b64s(ri(80, 160)) + "="
        cat = "data URI image"
    elif kind == 3:
        cfg = b64enc(json.dumps({"feature": pick(["new_checkout", "dark_mode"]), "rollout": ri(1, 100), "regions": ["kr", "jp"]}))
        art = "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  flags.json: %s" % cfg
        cat = "ConfigMap binaryData (non-secret JSON)"
    else:
        hdr = b64url_json({"alg": "RS256", "typ": "JWT", "kid": hx(8)})
        art = "JWT header segment only: %s\ndecoded: {\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":...}" % hdr
        cat = "JWT header segment only"
    mc = c.t("Decoding what this base64 is before touching it:\n" + art, "건드리기 전에 이 base64가 뭔지 디코딩해봄:\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "base64 of non-secret data: " + cat, mc, c.t("It decodes to ordinary data; nothing sensitive.", "디코딩하면 일반 데이터일 뿐 민감 정보 없음."), ""


@cl(4)
def k_versions(c):
    kind = ri(0, 5)
    if kind == 0:
        art = "Server Version: v1.%d.%d-eks-%s\nKustomize Version: v5.%d.%d" % (ri(27, 31), ri(0, 12), hx(7), ri(0, 4), ri(0, 9))
    elif kind == 1:
        art = "require github.com/%s/%s v0.0.0-2025%02d%02d%06d-%s" % (pick(["hanbit", "datapier"]), pick(["sdk", "proto"]), ri(1, 12), ri(1, 28), ri(0, 235959), hx(12))
    elif kind == 2:
        art = "dist/assets/index-%s.js   %d.%02d kB │ gzip: %d.%02d kB\ndist/assets/vendor-%s.js  %d.%02d kB" % (b64u(8), ri(100, 900), ri(0, 99), ri(30, 200), ri(0, 99), b64u(8), ri(100, 900), ri(0, 99))
    elif kind == 3:
        art = "versionName \"%d.%d.%d\"\nversionCode %d\nbuild: %d.%d.%d+%s.%s" % (ri(1, 9), ri(0, 30), ri(0, 9), ri(100000, 999999), ri(1, 9), ri(0, 30), ri(0, 9), hx(7), day().replace("-", ""))
    elif kind == 4:
        art = "image: %s/%s:%s-%s-%s" % (pick(["ghcr.io/" + slug(dom(), "-").split("-")[0], "registry.%s" % dom()]), svc(), pick(["v2", "1.14", "2025.11"]), hx(7), pick(["amd64", "arm64"]))
    else:
        art = "Build ID: %s:%s\nBuildkite build #%d, agent %s" % (svc(), uuid4(), ri(1000, 99999), "i-0" + hx(16))
    mc = c.t("Pinning versions for the rollback:\n" + art, "롤백용으로 버전 고정:\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "version strings / build identifiers (%d)" % kind, mc, c.t("Pin exact versions when rolling back.", "롤백 시엔 정확한 버전으로 고정."), ""


@cl(5)
def k_password_policy(c):
    n = ri(8, 16)
    opts = [
        (c.t("Security asked for a password policy for the admin console: at least %d characters, no composition rules, block the top 100k breached passwords, bcrypt cost 12, lockout after %d failures." % (n, ri(5, 10)),
             "보안팀이 어드민 콘솔 비밀번호 정책 요청: 최소 %d자, 조합 규칙 없음, 유출 비밀번호 상위 10만 개 차단, bcrypt cost 12, %d회 실패 시 잠금." % (n, ri(5, 10))),
         "password policy discussion"),
        (c.t("Validation regex the frontend uses:\nconst PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$/;\nIt rejects passphrases with spaces, which NIST 800-63B says we should allow." % n,
             "프론트엔드 검증 정규식:\nconst PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$/;\n공백이 있는 passphrase를 막는데 NIST 800-63B는 허용하라고 함." % n),
         "password regex"),
        (c.t("settings: PASSWORD_MIN_LENGTH=%d, PASSWORD_HISTORY=5, PASSWORD_MAX_AGE_DAYS=0 (no forced rotation), ARGON2_MEMORY_KIB=65536, ARGON2_ITERATIONS=3" % n,
             "설정값: PASSWORD_MIN_LENGTH=%d, PASSWORD_HISTORY=5, PASSWORD_MAX_AGE_DAYS=0 (강제 변경 없음), ARGON2_MEMORY_KIB=65536, ARGON2_ITERATIONS=3" % n),
         "password hashing settings"),
        (c.t("The ISMS-P audit checklist wants: passwords of 8+ chars with 3 character classes or 10+ chars with 2, changed every 90 days for admin accounts.",
             "ISMS-P 점검 항목: 비밀번호 3종류 조합 8자 이상 또는 2종류 조합 10자 이상, 관리자 계정은 90일마다 변경."),
         "Korean ISMS-P password rule"),
        (c.t("Error shown to the user: \"Password must contain an uppercase letter, a number and one of !@#$%^&*\". Copy should say why, and the rule itself should go.",
             "사용자에게 나오는 에러: \"비밀번호에는 대문자, 숫자, !@#$%^&* 중 하나가 포함되어야 합니다\". 이유 설명이 필요하고 규칙 자체도 재검토 필요."),
         "password error message copy"),
    ]
    mc, cat = pick(opts)
    mc = where(c) + mc
    ls = c.t("Length beats composition; check against a breached-password list instead of forcing symbols.",
             "조합 규칙보다 길이가 중요함. 특수문자 강제 대신 유출 비밀번호 목록으로 검사.")
    return cat, mc, ls, pick(["", c.t("Does legal require the 90-day rotation for non-admin users too?", "일반 사용자도 90일 변경이 법적으로 필요한지?")])


@cl(6)
def k_p_flags(c):
    kind = ri(0, 7)
    if kind == 0:
        art = "docker run -d --name pg -p %d:5432 -v pgdata:/var/lib/postgresql/data postgres:16" % pick([5432, 5433, 15432])
    elif kind == 1:
        art = "ssh -p %d -i ~/.ssh/id_ed25519 %s@%s" % (pick([2222, 22022, 8022]), pick(["ubuntu", "deploy"]), host("bastion"))
    elif kind == 2:
        art = "$ mysql -h %s -u %s -p\nEnter password:\nERROR 2003 (HY000): Can't connect to MySQL server on '%s:3306' (110)" % (host("db"), pick(USERS), host("db"))
    elif kind == 3:
        art = "psql -h localhost -p %d -U %s -d app -W" % (pick([5433, 6432]), pick(USERS))
    elif kind == 4:
        art = "redis-cli -h %s -p %d --tls --askpass PING" % (host("cache"), pick([6380, 6379]))
    elif kind == 5:
        art = "kubectl -n %s port-forward svc/%s %d:80\nscp -P %d build.tar.gz ops@%s:/tmp/" % (env(), svc(), ri(8000, 9999), pick([2222, 2200]), host("web"))
    elif kind == 6:
        s_ = svc()
        art = "mkdir -p ~/.config/%s && cp -p settings.json ~/.config/%s/\ngit add -p src/" % (s_, s_)
    else:
        art = "iperf3 -c %s -p %d -t 30 -P 4" % (ip10(), pick([5201, 5202]))
    mc = c.t("Commands from the debugging session:\n" + art, "디버깅 세션에서 쓴 명령:\n" + art)
    ls = c.t("Port %s was blocked by the security group; opened it for the office CIDR only." % pick(["2222", "5433", "6380"]),
             "보안 그룹에서 포트 %s가 막혀 있었음. 사무실 CIDR에만 열어줌." % pick(["2222", "5433", "6380"]))
    if chance(0.5):
        mc = where(c) + mc
    return "-p/-P flags that are not passwords (%d)" % kind, mc, ls, ""


@cl(5)
def k_fake_fixtures(c):
    kind = ri(0, 6)
    if kind == 0:
        art = "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        cat = "AWS documented example keys"
    elif kind == 1:
        art = "def test_login_rejects_wrong_password(client):\n    user = UserFactory(password=\"correct horse battery staple\")\n    resp = client.post(\"/login\", data={\"email\": user.email, \"password\": \"wrong-password\"})\n    assert resp.status_code == 401"
        cat = "unit test fake passwords"
    elif kind == 2:
        art = "const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'; // jwt.io sample, secret is 'your-256-bit-secret'"
        cat = "jwt.io sample token in test"
    elif kind == 3:
        art = "card: 4242 4242 4242 4242, exp 12/34, CVC 123 (Stripe test card)\nDeclined test card: 4000 0000 0000 0002"
        cat = "Stripe test card numbers"
    elif kind == 4:
        art = "services:\n  postgres:\n    image: postgres:16\n    env:\n      POSTGRES_USER: postgres\n      POSTGRES_PASSWORD: postgres\n    ports: ['5432:5432']\n# throwaway container for the CI test job only"
        cat = "CI service container default password (throwaway)"
    elif kind == 5:
        art = "@pytest.fixture\ndef fake_settings(monkeypatch):\n    monkeypatch.setenv(\"OPENAI_API_KEY\", \"test-key\")\n    monkeypatch.setenv(\"STRIPE_SECRET_KEY\", \"sk_test_dummy\")\n    monkeypatch.setenv(\"JWT_SECRET\", \"not-a-real-secret\")"
        cat = "pytest fixture dummy env"
    else:
        art = "it('masks the token', () => {\n  expect(mask('ghp_' + 'a'.repeat(36))).toBe('ghp_****');\n});"
        cat = "test of masking helper"
    mc = c.t("These values in the test suite tripped the new secret scanner:\n" + art, "테스트 코드의 이 값들이 새 시크릿 스캐너에 걸림:\n" + art)
    mc = where(c) + mc
    ls = c.t("They are documented examples / throwaway fixtures, not credentials; add them to the scanner allowlist.",
             "문서 예시/일회용 fixture라 자격 증명이 아님. 스캐너 allowlist에 추가.")
    return "obviously fake fixture: " + cat, mc, ls, ""


@cl(5)
def k_auth_errors(c):
    kind = ri(0, 5)
    if kind == 0:
        art = "ERROR 1045 (28000): Access denied for user '%s'@'%s' (using password: YES)" % (pick(USERS), ip10())
    elif kind == 1:
        art = "%s WARN  openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-********************%s.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}" % (tsz(), an(4))
    elif kind == 2:
        art = "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired."
    elif kind == 3:
        art = "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (slug(dom(), "-").split("-")[0], pick(REPOS))
    elif kind == 4:
        art = "FATAL:  password authentication failed for user \"%s\"\nDETAIL:  Connection matched pg_hba.conf line %d: \"hostssl all all 10.0.0.0/8 scram-sha-256\"" % (pick(USERS), ri(80, 120))
    else:
        art = "{\"code\":\"UNAUTHORIZED_KEY\",\"message\":\"인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.\"}"
    mc = c.t("Auth failure seen in %s:\n%s" % (svc(), art), "%s 서비스에서 본 인증 실패:\n%s" % (svc(), art))
    mc = where(c) + mc
    ls = pick([c.t("The credential itself was fine; the secret mount was stale after rotation.", "자격 증명 자체는 정상. 교체 후 시크릿 마운트가 갱신되지 않았음."),
               c.t("Wrong environment: staging key against the production endpoint.", "환경 불일치: 스테이징 키로 운영 엔드포인트 호출.")])
    return "auth error message without credential (%d)" % kind, mc, ls, ""


@cl(4)
def k_passwordless(c):
    kind = ri(0, 3)
    acct = dg(12)
    if kind == 0:
        art = "permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::%s:role/gha-%s-deploy\n      aws-region: %s" % (acct, svc(), pick(REGIONS))
    elif kind == 1:
        art = "serviceAccount:\n  annotations:\n    eks.amazonaws.com/role-arn: arn:aws:iam::%s:role/%s-irsa\n    iam.gke.io/gcp-service-account: %s@%s-prod.iam.gserviceaccount.com" % (acct, svc(), svc(), pick(EN_WORDS))
    elif kind == 2:
        art = "$ aws sso login --profile %s\nAttempting to automatically open the SSO authorization page in your default browser.\nhttps://device.sso.%s.amazonaws.com/\nThen enter the code shown above in the browser.\nSuccessfully logged into Start URL: https://%s.awsapps.com/start" % (env(), pick(REGIONS), lo(10))
    else:
        art = "gcloud iam workload-identity-pools providers describe github --location=global --workload-identity-pool=ci\nattributeCondition: assertion.repository_owner == '%s'\nissuerUri: https://token.actions.githubusercontent.com" % slug(dom(), "-").split("-")[0]
    mc = c.t("How CI authenticates now (no long-lived keys):\n" + art, "지금 CI 인증 방식 (장기 키 없음):\n" + art)
    mc = where(c) + mc
    return "keyless auth config (%d)" % kind, mc, c.t("Short-lived federated credentials replaced the stored access keys.", "저장된 액세스 키를 단기 federated 자격 증명으로 대체함."), ""


@cl(4)
def k_s3_ids(c):
    b = "%s-%s" % (slug(dom(), "-").split("-")[0], pick(["exports", "logs", "media"]))
    kind = ri(0, 2)
    if kind == 0:
        art = "{\n    \"ETag\": \"\\\"%s\\\"\",\n    \"VersionId\": \"%s\",\n    \"ServerSideEncryption\": \"aws:kms\"\n}" % (hx(32), b64u(32).replace("-", "."))
    elif kind == 1:
        art = "$ aws s3api list-multipart-uploads --bucket %s\n{\"Uploads\": [{\"UploadId\": \"%s\", \"Key\": \"raw/%s.parquet\", \"Initiated\": \"%s\"}]}" % (b, b64u(ri(80, 110)).replace("-", "."), day(), tsz())
    else:
        art = "https://%s.s3.%s.amazonaws.com/public/og/%s.png  (public-read object, no signature)" % (b, pick(REGIONS), lo(16))
    mc = c.t("S3 details for the stuck export:\n" + art, "멈춘 export의 S3 정보:\n" + art)
    mc = where(c) + mc
    return "S3 ETag/VersionId/UploadId (%d)" % kind, mc, c.t("Abort stale multipart uploads with a lifecycle rule.", "오래된 multipart upload는 lifecycle 규칙으로 정리."), ""


@cl(5)
def k_cli_outputs(c):
    kind = ri(0, 4)
    if kind == 0:
        s_ = svc()
        art = "$ kubectl describe secret %s-db -n %s\nName:         %s-db\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" % (s_, env(), s_, ri(16, 40), ri(3, 10), ri(20, 40))
    elif kind == 1:
        art = "$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/%s 2024-05-02 [SC]\n      %s\nuid                 [ultimate] Release Bot <release@%s>\nssb   cv25519/%s 2024-05-02 [E]" % (HX(16), HX(40), dom(), HX(16))
    elif kind == 2:
        art = "$ ssh-keygen -t ed25519 -C deploy@%s -f deploy_key -N ''\nYour identification has been saved in deploy_key\nYour public key has been saved in deploy_key.pub\nThe key fingerprint is:\n%s deploy@%s" % (svc(), fingerprint_sha256(), svc())
    elif kind == 3:
        art = "$ vault status\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         1.%d.%d\nCluster Name    vault-cluster-%s\nCluster ID      %s\nHA Enabled      true" % (ri(14, 18), ri(0, 9), hx(8), uuid4())
    else:
        art = "$ npm token list\n┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ %s │ %s… │ %s │ no       │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘" % (hx(6), hx(6), day())
    mc = c.t("Tool output while auditing credentials (no secret values shown):\n" + art, "자격 증명 점검 중 본 도구 출력 (시크릿 값은 안 나옴):\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "CLI output without secret values (%d)" % kind, mc, c.t("These commands are safe to paste; they never print the secret material.", "이 명령들은 시크릿 자체를 출력하지 않아서 붙여도 안전."), ""


@cl(3)
def k_html_forms(c):
    kind = ri(0, 2)
    if kind == 0:
        art = "<form method=\"post\" action=\"/login\">\n  <input type=\"hidden\" name=\"csrfmiddlewaretoken\" value=\"{{ csrf_token }}\">\n  <input type=\"password\" name=\"password\" autocomplete=\"current-password\" minlength=\"12\" required>\n</form>"
    elif kind == 1:
        art = "<input type=\"password\" id=\"new-password\" autocomplete=\"new-password\" aria-describedby=\"pw-hint\">\n<p id=\"pw-hint\">%s</p>" % c.t("12 characters or more", "12자 이상 입력하세요")
    else:
        art = "{% csrf_token %}\n{{ form.password.label_tag }} {{ form.password }}\n{% if form.password.errors %}{{ form.password.errors }}{% endif %}"
    mc = c.t("Password managers do not offer to save on the signup page. Markup:\n" + art, "비밀번호 매니저가 회원가입 페이지에서 저장을 제안하지 않음. 마크업:\n" + art)
    mc = where(c) + mc
    return "HTML password form markup", mc, c.t("autocomplete=\"new-password\" plus a visible username field fixes it.", "autocomplete=\"new-password\"와 보이는 username 필드가 있어야 함."), ""


@cl(3)
def k_sql_params(c):
    kind = ri(0, 2)
    u = pick(USERS)
    if kind == 0:
        art = "\\set new_password `cat /run/secrets/%s_pw`\nALTER ROLE %s WITH PASSWORD :'new_password';" % (u, u)
    elif kind == 1:
        art = "cur.execute(\"UPDATE users SET password_hash = %s WHERE id = %s\", (argon2.hash(new_password), user_id))"
    else:
        art = "postgres=# \\password %s\nEnter new password for user \"%s\":\nEnter it again:" % (u, u)
    mc = c.t("Rotation script for the DB users:\n" + art, "DB 계정 비번 교체 스크립트:\n" + art)
    mc = where(c) + mc
    return "SQL password via parameter/prompt", mc, c.t("The value never appears in the script or history.", "값이 스크립트나 history에 남지 않음."), ""


@cl(3)
def k_scanner_rules(c):
    art = pick([
        "[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\nkeywords = [\"ghp_\"]\n\n[[rules]]\nid = \"aws-access-key\"\nregex = '''(AKIA|ASIA)[A-Z2-7]{16}'''",
        "detectors:\n  - name: internal-api-key\n    keywords: [hbk_]\n    regex:\n      key: 'hbk_[a-f0-9]{40}'\n    verify: false",
        "SECRET_PATTERNS = [\n    re.compile(r\"sk-(?:proj-)?[A-Za-z0-9_-]{20,}\"),\n    re.compile(r\"xox[abprs]-[A-Za-z0-9-]{10,}\"),\n    re.compile(r\"-----BEGIN [A-Z ]*PRIVATE KEY-----\"),\n]",
    ])
    mc = c.t("Adding secret-scanning rules to CI:\n" + art, "CI에 시크릿 스캐닝 규칙 추가:\n" + art)
    mc = where(c) + mc
    return "secret-scanner rule patterns", mc, c.t("Patterns alone are not secrets; test them against fixtures.", "패턴 자체는 시크릿이 아님. fixture로 테스트."), ""


@cl(3)
def k_llm_tokens(c):
    art = pick([
        "resp = client.chat.completions.create(model=\"gpt-4o-mini\", max_tokens=%d, temperature=0.2)\nusage: prompt_tokens=%d completion_tokens=%d total_tokens=%d" % (ri(256, 4096), ri(100, 9000), ri(50, 900), ri(200, 9999)),
        "tokenizer(\"안녕하세요\")['input_ids'] -> [%s]" % ", ".join(str(ri(100, 60000)) for _ in range(ri(4, 8))),
        "context window %dk tokens, we chunk at %d tokens with %d overlap" % (pick([32, 128, 200]), ri(500, 2000), ri(50, 200)),
    ])
    mc = c.t("Token accounting for the summarizer:\n" + art, "요약기 토큰 사용량:\n" + art)
    mc = where(c) + mc
    return "LLM token counts (not credentials)", mc, c.t("Truncation happened at max_tokens, not the context window.", "잘림은 컨텍스트 윈도우가 아니라 max_tokens 때문이었음."), ""


@cl(3)
def k_auth_header_cmd(c):
    art = pick([
        "curl -H \"Authorization: Bearer $(gcloud auth print-access-token)\" https://%s-aiplatform.googleapis.com/v1/projects/%s/locations/%s/endpoints" % ("asia-northeast3", pick(EN_WORDS) + "-ml", "asia-northeast3"),
        "curl -H \"Authorization: token $GITHUB_TOKEN\" https://api.github.com/repos/%s/%s/releases/latest" % (slug(dom(), "-").split("-")[0], pick(REPOS)),
        "TOKEN=$(aws ecr get-login-password --region %s)\necho \"$TOKEN\" | helm registry login %s.dkr.ecr.%s.amazonaws.com -u AWS --password-stdin" % ("ap-northeast-2", dg(12), "ap-northeast-2"),
        "az acr login --name %s --expose-token --query accessToken -o tsv | docker login %s.azurecr.io -u 00000000-0000-0000-0000-000000000000 --password-stdin" % (lo(10), lo(10)),
    ])
    mc = c.t("Command in the runbook:\n" + art, "런북에 있는 명령:\n" + art)
    mc = where(c) + mc
    return "auth header built from a command substitution", mc, c.t("Token is minted at run time and never stored.", "토큰은 실행 시점에 발급되고 저장되지 않음."), ""


@cl(4)
def k_conn_no_password(c):
    kind = ri(0, 5)
    h = host("db")
    if kind == 0:
        art = "DATABASE_URL=postgres://%s:${DB_PASSWORD}@%s:5432/app?sslmode=verify-full" % (pick(USERS), h)
    elif kind == 1:
        art = "postgresql://%s@%s:5432/app?sslmode=require&sslrootcert=/etc/ssl/rds-ca.pem  # IAM auth, token generated per connection" % (pick(USERS), h)
    elif kind == 2:
        art = c.t("Docs template: postgresql://user:password@localhost:5432/dbname (replace user/password with your own)",
                  "문서 예시: postgresql://user:password@localhost:5432/dbname (user/password는 본인 값으로 교체)")
    elif kind == 3:
        art = "spring.datasource.url=jdbc:mysql://%s:3306/shop\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}" % h
    elif kind == 4:
        art = "mongodb+srv://%s.%s.mongodb.net/?authSource=%%24external&authMechanism=MONGODB-AWS" % (pick(["cluster0", "prod"]), lo(5))
    else:
        art = "redis://%s:6379/0 (no AUTH, inside the private subnet; TLS disabled)" % host("cache")
    mc = c.t("Connection settings for %s:\n%s" % (svc(), art), "%s 서비스 연결 설정:\n%s" % (svc(), art))
    mc = where(c) + mc
    return "connection string without a password (%d)" % kind, mc, c.t("Connection timeouts came from the SG, not auth.", "연결 타임아웃은 인증이 아니라 보안 그룹 문제였음."), ""


@cl(2)
def k_sops(c):
    def enc(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64s(n), b64b(32), b64b(16))
    art = "db:\n    password: %s\n    host: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    version: 3.9.%d" % (
        enc(ri(16, 32)), host("db"), pick(REGIONS), dg(12), uuid4(), rs(BECH, 58), tsz(), ri(0, 4))
    mc = c.t("secrets.enc.yaml as committed (sops-encrypted, decryptable only with the KMS key):\n" + art,
             "커밋된 secrets.enc.yaml (sops 암호화, KMS 키로만 복호화 가능):\n" + art)
    mc = where(c) + mc
    return "sops-encrypted file (ciphertext only)", mc, c.t("Editing needs `sops secrets.enc.yaml`; do not hand-edit the ENC blocks.", "수정은 `sops secrets.enc.yaml`로. ENC 블록을 직접 고치면 안 됨."), ""


@cl(3)
def k_tf_plan(c):
    art = ("  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s-%s\"\n      ~ password = (sensitive value)\n"
           "        username = \"%s\"\n    }\n\n  # random_id.suffix must be replaced\n-/+ resource \"random_id\" \"suffix\" {\n      ~ hex = \"%s\" -> (known after apply)\n    }") % (svc(), env(), pick(USERS), hx(8))
    mc = c.t("Unexpected diff in `terraform plan`:\n" + art, "`terraform plan`에 예상 못 한 변경:\n" + art)
    mc = where(c) + mc
    return "terraform plan with (sensitive value)", mc, c.t("`ignore_changes = [password]` since rotation is handled by Secrets Manager.", "교체는 Secrets Manager가 하므로 `ignore_changes = [password]`."), ""


@cl(3)
def k_oauth_url(c):
    url = "https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2F%s%%2Fauth%%2Fcallback&response_type=code&scope=openid%%20email%%20profile&state=%s&code_challenge=%s&code_challenge_method=S256" % (
        dg(12), lo(32), dom(), b64u(22), b64u(43))
    mc = c.t("Login redirect loops; the authorize URL the app builds:\n" + url, "로그인 리다이렉트가 무한 반복. 앱이 만드는 authorize URL:\n" + url)
    if chance(0.5):
        mc = where(c) + mc
    return "OAuth authorize URL (client_id, state, PKCE challenge)", mc, c.t("redirect_uri must match the console exactly, including the trailing slash.", "redirect_uri는 콘솔 등록값과 끝 슬래시까지 정확히 같아야 함."), ""


@cl(3)
def k_webhook_sig_header(c):
    kind = ri(0, 2)
    if kind == 0:
        art = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hx(64))
    elif kind == 1:
        art = "Stripe-Signature: t=%d,v1=%s" % (iat(), hx(64))
    else:
        art = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (iat(), hx(64))
    mc = c.t("Headers of a delivery that failed verification:\n" + art, "검증 실패한 웹훅 요청 헤더:\n" + art)
    mc = where(c) + mc
    return "webhook signature headers (per-payload HMAC, not a secret)", mc, c.t("The signature is per payload; the signing secret itself never travels.", "서명은 페이로드별 값이고 서명 시크릿 자체는 전송되지 않음."), ""


@cl(2)
def k_hexdump(c):
    addr = ri(0x7f0000000000, 0x7fffffffffff)
    lines = []
    for i in range(ri(3, 5)):
        bs = [hx(2) for _ in range(16)]
        lines.append("%08x  %s  %s  |%s|" % (i * 16, " ".join(bs[:8]), " ".join(bs[8:]), "".join(pick(LO + ".") for _ in range(16))))
    art = "SIGSEGV at 0x%x\n" % addr + "\n".join(lines)
    mc = c.t("Crash in the native image resizer:\n" + art, "네이티브 이미지 리사이저 크래시:\n" + art)
    mc = where(c) + mc
    return "hexdump / memory addresses", mc, c.t("libvips was built against a different glibc.", "libvips가 다른 glibc로 빌드돼 있었음."), ""


@cl(3)
def k_iam_policy(c):
    acct = dg(12)
    art = json.dumps({"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["secretsmanager:GetSecretValue"],
                                                               "Resource": "arn:aws:secretsmanager:%s:%s:secret:%s/%s/*" % (pick(REGIONS), acct, env(), svc())},
                                                              {"Effect": "Allow", "Action": ["kms:Decrypt"], "Resource": "arn:aws:kms:%s:%s:key/%s" % (pick(REGIONS), acct, uuid4())}]}, indent=2)
    mc = c.t("AccessDeniedException reading the secret. Task role policy:\n" + art, "시크릿 읽기에서 AccessDeniedException. 태스크 역할 정책:\n" + art)
    mc = where(c) + mc
    return "IAM policy JSON (ARNs only)", mc, c.t("The secret was encrypted with a CMK the role could not use.", "시크릿이 역할이 사용할 수 없는 CMK로 암호화돼 있었음."), ""


@cl(2)
def k_gitignore(c):
    art = "# secrets\n.env\n.env.*\n!.env.example\n*.pem\n*.p12\n*.p8\ncredentials.json\nservice-account*.json\n.npmrc\n.vault_pass\nterraform.tfstate*"
    mc = c.t("Tightened .gitignore after the audit:\n" + art, "감사 후 .gitignore 강화:\n" + art)
    mc = where(c) + mc
    return ".gitignore for secret files", mc, c.t("Also added a pre-commit hook with the scanner.", "스캐너 pre-commit 훅도 추가."), ""


@cl(3)
def k_git_remotes(c):
    o = slug(dom(), "-").split("-")[0]
    art = "$ git remote -v\norigin\tgit@github.com:%s/%s.git (fetch)\norigin\tgit@github.com:%s/%s.git (push)\nupstream\thttps://github.com/%s/%s.git (fetch)" % (o, pick(REPOS), o, pick(REPOS), pick(["kubernetes", "grafana", "vercel"]), pick(["kubernetes", "grafana", "next.js"]))
    mc = c.t("Push goes to the wrong fork:\n" + art, "push가 엉뚱한 포크로 감:\n" + art)
    mc = where(c) + mc
    return "git remotes without credentials", mc, c.t("pushurl was set on upstream.", "upstream에 pushurl이 설정돼 있었음."), ""


@cl(2)
def k_crypto_public(c):
    art = "%s\ntx: 0x%s\nfrom 0x%s to 0x%s, gas used %d" % (c.t("Deposit landed on the wrong chain.", "입금이 엉뚱한 체인으로 들어감."), hx(64), hx(40), hx(40), ri(21000, 300000))
    mc = c.t("On-chain details (all public):\n" + art, "온체인 정보 (전부 공개값):\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "blockchain tx hash and addresses (public)", mc, c.t("Chain ID check was missing in the withdraw form.", "출금 폼에 chain ID 검증이 없었음."), ""


@cl(3)
def k_rotation_runbook(c):
    v = brand(pick(V)["name"])
    mc = c.t("Runbook for rotating the %s credential: 1) create the new key in the console, 2) write it to secret path %s/%s/%s, 3) roll the deployment, 4) watch error rate for 30 min, 5) revoke the old key. No values are stored in this doc." % (v, env(), svc(), slug(v, "-")),
             "%s 키 교체 런북: 1) 콘솔에서 새 키 생성, 2) 시크릿 경로 %s/%s/%s에 저장, 3) 디플로이먼트 롤링, 4) 30분간 에러율 확인, 5) 이전 키 폐기. 문서에는 값을 저장하지 않음." % (v, env(), svc(), slug(v, "-")))
    ls = c.t("Revoking before the rollout finished caused 2 minutes of 401s last time.", "지난번엔 롤아웃 완료 전에 폐기해서 2분간 401 발생.")
    if chance(0.5):
        mc = where(c) + mc
    return "rotation runbook prose [%s]" % v, mc, ls, c.t("Who is on call for the %s rotation window?" % v, "%s 키 교체 시간대 당직은 누구인지?" % v)


@cl(2)
def k_empty_values(c):
    art = pick(["api_key: null\nsecret: \"\"\ntoken: ~", "{\"apiKey\": \"\", \"apiSecret\": null, \"region\": \"%s\"}" % pick(REGIONS), "SMTP_PASSWORD=\nSLACK_WEBHOOK_URL=\nSENTRY_DSN="])
    mc = c.t("Feature silently disabled because the config had empty credentials:\n" + art, "설정의 자격 증명이 비어 있어서 기능이 조용히 꺼져 있었음:\n" + art)
    mc = where(c) + mc
    return "empty credential values", mc, c.t("Fail fast on empty required secrets instead of disabling features.", "필수 시크릿이 비어 있으면 기능을 끄지 말고 바로 실패하게."), ""


@cl(2)
def k_korean_business_ids(c):
    art = "사업자등록번호: %03d-%02d-%05d\n통신판매업 신고번호: 제2025-서울강남-%05d호\n가맹점 MID: %s (테스트 MID, 결제 불가)" % (ri(100, 899), ri(10, 99), ri(10000, 99999), ri(1000, 99999), pick(["nicepay00m", "INIpayTest", "tosspayments_test"]))
    mc = c.t("Footer info required by the PG review (all public business identifiers):\n" + art, "PG 심사에 필요한 푸터 정보 (모두 공개 사업자 정보):\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "Korean business registration / test MID", mc, c.t("PG review also wants the refund policy page linked.", "PG 심사에서 환불 정책 페이지 링크도 요구함."), ""


@cl(2)
def k_cert_pem(c):
    body = wrap(base64.b64encode(b"\x30\x82\x03" + rbytes(ri(180, 300))).decode(), 64)
    art = "-----BEGIN CERTIFICATE-----\n" + "\n".join(body) + "\n-----END CERTIFICATE-----"
    mc = c.t("Intermediate CA the partner asked us to trust (public certificate):\n" + art, "파트너사가 신뢰해 달라고 준 중간 CA (공개 인증서):\n" + art)
    mc = where(c) + mc
    return "X.509 certificate PEM (public)", mc, c.t("Bundle order matters: leaf first, then intermediates.", "번들 순서 중요: leaf 먼저, 그다음 중간 인증서."), ""


@cl(3)
def k_jwt_claims(c):
    t0 = iat()
    claims = {"iss": "https://auth.%s/" % dom(), "sub": "auth0|%s" % hx(24), "aud": ["https://api.%s" % dom()], "iat": t0, "exp": t0 + 86400,
              "scope": "read:orders write:orders", "azp": an(32), "permissions": ["read:orders"]}
    art = json.dumps(claims, indent=2)
    mc = c.t("Decoded claims of the failing token (signature not included):\n" + art, "실패하는 토큰의 디코딩된 클레임 (서명 제외):\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "decoded JWT claims only (no token)", mc, c.t("aud must match the API identifier exactly.", "aud가 API identifier와 정확히 같아야 함."), ""


@cl(3)
def k_key_listing(c):
    rows = []
    for _ in range(ri(2, 4)):
        rows.append("| %s | key_%s | %s | ...%s | %s |" % (pick(["ci-bot", "backfill", "staging-app", "local-dev", "zapier"]), an(16), day(), an(4), pick(["active", "revoked", "active"])))
    art = c.t("| name | id | created | last 4 | status |", "| 이름 | id | 생성일 | 끝 4자리 | 상태 |") + "\n|---|---|---|---|---|\n" + "\n".join(rows)
    mc = c.t("API keys listed in the vendor dashboard (IDs and last 4 characters only):\n" + art, "벤더 대시보드의 API 키 목록 (ID와 끝 4자리만):\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "API key inventory (ids + last4)", mc, c.t("Revoke keys not used in 90 days.", "90일간 미사용 키는 폐기."), ""


@cl(3)
def k_long_identifiers(c):
    s = svc()
    art = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm\nnode: ip-10-%d-%d-%d.%s.compute.internal\ncontainerID: containerd://%s\nimageID: %s@sha256:%s" % (
        s, hx(10)[:9], lo(5), ri(3, 40), ri(2, 59), ri(0, 255), ri(0, 255), ri(0, 255), pick(REGIONS), hx(64), s, hx(64))
    mc = c.t("Pod status while debugging:\n" + art, "디버깅 중 파드 상태:\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "pod/container/image identifiers", mc, c.t("Liveness probe hit /health before migrations finished.", "마이그레이션 끝나기 전에 liveness probe가 /health를 호출."), ""


@cl(2)
def k_tracking_params(c):
    url = "https://%s/landing?utm_source=google&utm_medium=cpc&utm_campaign=%s&gclid=Cj0KCQjw%s_BwE&fbclid=IwAR%s" % (dom(), pick(["fall_sale", "brand_kr"]), b64u(ri(60, 80)), b64u(ri(50, 60)))
    mc = c.t("Analytics drops sessions that arrive from this kind of URL:\n" + url, "이런 URL로 들어온 세션이 애널리틱스에서 누락됨:\n" + url)
    if chance(0.5):
        mc = where(c) + mc
    return "ad click ids (gclid/fbclid) in URL", mc, c.t("The redirect stripped query params over 2KB.", "리다이렉트가 2KB 넘는 쿼리 파라미터를 잘랐음."), ""


@cl(2)
def k_csp(c):
    art = "Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-%s' https://js.stripe.com; frame-src https://js.stripe.com; report-uri https://%s.report-uri.com/r/d/csp/enforce" % (b64b(16), lo(8))
    mc = c.t("Stripe Elements blocked by CSP. Response header:\n" + art, "CSP 때문에 Stripe Elements가 막힘. 응답 헤더:\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "CSP header with per-response nonce", mc, c.t("connect-src also needs api.stripe.com.", "connect-src에도 api.stripe.com 필요."), ""


@cl(1)
def k_kms_ciphertext(c):
    art = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://config.json --query CiphertextBlob --output text\nAQICAH%s" % (svc(), b64s(ri(150, 220)))
    mc = c.t("Encrypting the config blob for the Lambda env (ciphertext output):\n" + art, "Lambda env용 설정 blob 암호화 (출력은 암호문):\n" + art)
    if chance(0.5):
        mc = where(c) + mc
    return "KMS ciphertext blob", mc, c.t("Decrypt needs kms:Decrypt on that key; the ciphertext alone is useless.", "복호화엔 해당 키의 kms:Decrypt 권한 필요. 암호문만으로는 무의미."), ""


@cl(2)
def k_ssh_config(c):
    art = "Host bastion\n  HostName %s\n  User %s\n  Port %d\n  IdentityFile ~/.ssh/id_ed25519\n\nHost %s-*\n  ProxyJump bastion\n  User ec2-user\n  IdentitiesOnly yes" % (host("bastion"), pick(PEOPLE_EN).split(".")[0], pick([22, 2222]), env())
    mc = c.t("~/.ssh/config the team uses for the private subnet:\n" + art, "팀이 private subnet 접속에 쓰는 ~/.ssh/config:\n" + art)
    mc = where(c) + mc
    return "ssh config with IdentityFile paths", mc, c.t("IdentitiesOnly avoids 'Too many authentication failures'.", "IdentitiesOnly로 'Too many authentication failures' 방지."), ""


@cl(3)
def k_prefix_prose(c):
    mc = pick([
        c.t("Wrote down the token formats for the scanner docs: GitHub classic PATs start with ghp_, fine-grained ones with github_pat_, Slack bot tokens with xoxb-, Stripe live secret keys with sk_live_ and restricted ones with rk_live_. Publishable keys (pk_live_) are fine in the browser.",
            "스캐너 문서용 토큰 형식 정리: GitHub classic PAT는 ghp_, fine-grained는 github_pat_, Slack 봇 토큰은 xoxb-, Stripe 운영 시크릿 키는 sk_live_, 제한 키는 rk_live_로 시작. publishable 키(pk_live_)는 브라우저에 노출돼도 됨."),
        c.t("AWS access key IDs begin with AKIA (long-term) or ASIA (temporary, needs a session token). The secret access key is 40 characters and is only shown once at creation.",
            "AWS 액세스 키 ID는 AKIA(장기) 또는 ASIA(임시, 세션 토큰 필요)로 시작. 시크릿 액세스 키는 40자이고 생성 시 한 번만 보여줌."),
        c.t("Anthropic keys look like sk-ant-api03-..., OpenAI project keys like sk-proj-..., Hugging Face tokens like hf_..., PyPI tokens like pypi-AgEIcHlwaS5vcmc... ; the pattern list lives in scanner/rules.toml.",
            "Anthropic 키는 sk-ant-api03-..., OpenAI 프로젝트 키는 sk-proj-..., Hugging Face 토큰은 hf_..., PyPI 토큰은 pypi-AgEIcHlwaS5vcmc... 형태. 패턴 목록은 scanner/rules.toml에 있음."),
    ])
    mc = where(c) + mc
    return "prose about token prefixes (no values)", mc, c.t("Prefix checks alone cause false positives on docs like this one.", "접두어만으로 검사하면 이런 문서에서 오탐이 남."), ""


@cl(2)
def k_compose_secrets(c):
    s = svc()
    art = "services:\n  %s:\n    image: %s:latest\n    env_file: .env\n    secrets:\n      - db_password\n    environment:\n      DB_PASSWORD_FILE: /run/secrets/db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt" % (s, s)
    mc = c.t("compose file after moving secrets out of environment:\n" + art, "시크릿을 environment에서 뺀 뒤의 compose 파일:\n" + art)
    mc = where(c) + mc
    return "compose secrets: file references", mc, c.t("The image supports *_FILE variables.", "이미지가 *_FILE 변수를 지원함."), ""


@cl(2)
def k_vault_policy(c):
    art = 'path "secret/data/%s/%s/*" {\n  capabilities = ["read"]\n}\n\npath "auth/token/renew-self" {\n  capabilities = ["update"]\n}' % (env(), svc())
    mc = c.t("Vault policy for the %s role:\n%s" % (svc(), art), "%s 역할 Vault 정책:\n%s" % (svc(), art))
    mc = where(c) + mc
    return "Vault policy HCL", mc, c.t("KV v2 needs the data/ segment in policy paths.", "KV v2는 정책 경로에 data/가 필요."), ""


# ----------------------------------------------------------------------------- benign (non-risky) clean templates
@cl(3, risky=False)
def b_flaky_test(c):
    t = pick(["test_refund_partial", "OrderServiceTest.shouldRetryOnTimeout", "checkout.spec.ts > applies coupon", "TestSettlementBatch/korean_holidays"])
    mc = c.t("`%s` fails about 1 in %d runs on CI but never locally." % (t, ri(5, 30)), "`%s` 테스트가 CI에서 %d번에 한 번꼴로 실패하고 로컬에선 재현 안 됨." % (t, ri(5, 30)))
    ls = pick([c.t("It depended on wall-clock time around midnight KST; injecting a fixed clock fixed it.", "KST 자정 근처의 현재 시각에 의존했음. 고정 clock 주입으로 해결."),
               c.t("Tests shared a database sequence; parallel runs reordered IDs.", "테스트들이 DB 시퀀스를 공유해서 병렬 실행 시 ID 순서가 바뀜."),
               c.t("An unawaited promise leaked into the next test.", "await 안 한 promise가 다음 테스트로 새어 나감.")])
    mc = where(c) + mc
    return "benign: flaky test", mc, ls, pick(["", c.t("Is CI running tests in parallel by default now?", "CI가 이제 기본으로 병렬 실행하는지?")])


@cl(3, risky=False)
def b_timezone(c):
    mc = c.t("Daily report for %s showed yesterday's numbers. The cron is `0 0 * * *` and the container TZ is UTC." % svc(),
             "%s 일일 리포트에 전날 숫자가 나옴. cron은 `0 0 * * *`이고 컨테이너 TZ는 UTC." % svc())
    ls = c.t("Run at 15:00 UTC (= 00:00 KST) or set CRON_TZ=Asia/Seoul; do not change the container TZ.",
             "15:00 UTC(= KST 00:00)에 돌리거나 CRON_TZ=Asia/Seoul 설정. 컨테이너 TZ는 건드리지 말 것.")
    mc = where(c) + mc
    return "benign: timezone cron", mc, ls, ""


@cl(3, risky=False)
def b_migration(c):
    tbl = pick(["orders", "payments", "user_events", "coupons"])
    mc = c.t("ALTER TABLE %s ADD COLUMN ... took a lock for %d minutes in production; the migration tool ran it inside one transaction." % (tbl, ri(2, 15)),
             "운영에서 ALTER TABLE %s ADD COLUMN ... 이 %d분 동안 락을 잡음. 마이그레이션 도구가 한 트랜잭션으로 실행함." % (tbl, ri(2, 15)))
    ls = c.t("Use lock_timeout plus a retry, and add the default in a separate step.", "lock_timeout + 재시도 사용, default 값은 별도 단계로.")
    mc = where(c) + mc
    return "benign: migration lock", mc, ls, c.t("Is there a maintenance window for %s?" % tbl, "%s 테이블 작업용 점검 시간이 있는지?" % tbl)


@cl(3, risky=False)
def b_encoding(c):
    rep = pick(["orders", "settlements", "members", "coupons", "returns"])
    mc = c.t("%s_%s.csv export opens with broken Korean text in Excel (e.g. 'ì£¼ë¬¸' instead of '주문')." % (rep, day()),
             "%s_%s.csv 내보내기를 엑셀로 열면 한글이 깨짐 ('주문'이 'ì£¼ë¬¸'으로 보임)." % (rep, day()))
    mc = where(c) + mc
    ls = c.t("Excel needs a UTF-8 BOM; write '\\ufeff' first or export as xlsx.", "엑셀은 UTF-8 BOM이 필요함. 맨 앞에 '\\ufeff'를 쓰거나 xlsx로 내보낼 것.")
    return "benign: CSV encoding", mc, ls, ""


@cl(3, risky=False)
def b_n_plus_one(c):
    n = ri(200, 2000)
    mc = c.t("GET /admin/orders takes %d ms; the SQL log shows %d queries for one page." % (ri(2000, 9000), n), "GET /admin/orders가 %dms 걸림. SQL 로그에 한 페이지당 쿼리 %d개." % (ri(2000, 9000), n))
    ls = pick([c.t("N+1 on order.items; added select_related/prefetch_related.", "order.items에서 N+1 발생. select_related/prefetch_related 추가."),
               c.t("Lazy loading in the serializer; switched to a JOIN FETCH query.", "serializer의 lazy loading 때문. JOIN FETCH 쿼리로 변경.")])
    mc = where(c) + mc
    return "benign: N+1 queries", mc, ls, ""


@cl(3, risky=False)
def b_oom(c):
    mc = c.t("%s pods get OOMKilled at %d Mi during the nightly batch." % (svc(), pick([512, 1024, 2048])), "%s 파드가 야간 배치 중 %d Mi에서 OOMKilled." % (svc(), pick([512, 1024, 2048])))
    ls = pick([c.t("The JVM ignored the cgroup limit; set -XX:MaxRAMPercentage=75.", "JVM이 cgroup 제한을 무시했음. -XX:MaxRAMPercentage=75 설정."),
               c.t("The whole result set was loaded into memory; switched to a server-side cursor.", "결과 전체를 메모리에 올렸음. 서버 사이드 커서로 변경.")])
    mc = where(c) + mc
    return "benign: OOMKilled", mc, ls, c.t("What is the node memory headroom on the batch pool?", "배치 노드풀 메모리 여유가 얼마인지?")


@cl(3, risky=False)
def b_deps(c):
    mc = c.t("`npm ci` fails with ERESOLVE: %s@%d requires react@^18 but the app is on 19." % (pick(["react-query", "formik", "react-beautiful-dnd"]), ri(2, 5)),
             "`npm ci`가 ERESOLVE로 실패: %s@%d가 react@^18을 요구하는데 앱은 19." % (pick(["react-query", "formik", "react-beautiful-dnd"]), ri(2, 5)))
    mc = where(c) + mc
    ls = c.t("Pinned an override in package.json and opened an upstream issue; --legacy-peer-deps hides real breakage.",
             "package.json overrides로 고정하고 업스트림 이슈 등록. --legacy-peer-deps는 실제 문제를 가림.")
    return "benign: dependency conflict", mc, ls, ""


@cl(3, risky=False)
def b_layout(c):
    btn, dev = pick([("Checkout", "결제"), ("Sign-up", "가입"), ("Save", "저장"), ("Apply coupon", "쿠폰 적용")]), pick(["iPhone SE", "iPhone 13 mini", "iPhone 12"])
    mc = c.t("%s button hidden behind the iOS Safari bottom bar on %s." % (btn[0], dev), "%s에서 %s 버튼이 iOS Safari 하단 바에 가려짐." % (dev, btn[1]))
    mc = where(c) + mc
    ls = c.t("Use 100dvh and env(safe-area-inset-bottom) instead of 100vh.", "100vh 대신 100dvh와 env(safe-area-inset-bottom) 사용.")
    return "benign: CSS viewport", mc, ls, ""


@cl(3, risky=False)
def b_git(c):
    mc = c.t("Rebase of %s onto main produced the same conflict in %s %d times." % (pick(BRANCHES), pick(["package-lock.json", "schema.graphql", "go.sum", "pnpm-lock.yaml"]), ri(3, 12)),
             "%s 브랜치를 main에 rebase할 때 %s에서 같은 충돌이 %d번 반복됨." % (pick(BRANCHES), pick(["package-lock.json", "schema.graphql", "go.sum", "pnpm-lock.yaml"]), ri(3, 12)))
    ls = c.t("Enable rerere, or regenerate the lockfile once after the rebase instead of resolving per commit.", "rerere를 켜거나 커밋마다 해결하지 말고 rebase 후 lockfile을 한 번 재생성.")
    mc = where(c) + mc
    return "benign: git rebase conflicts", mc, ls, ""


@cl(3, risky=False)
def b_rate_limit(c):
    mc = c.t("Bulk import of %d products hits HTTP 429 after about %d requests." % (ri(5000, 90000), ri(100, 1000)), "상품 %d건 일괄 등록 시 약 %d건 후 HTTP 429 발생." % (ri(5000, 90000), ri(100, 1000)))
    ls = c.t("Honour Retry-After and batch 50 items per call.", "Retry-After를 지키고 호출당 50건씩 묶어서 전송.")
    mc = where(c) + mc
    return "benign: rate limiting", mc, ls, c.t("Can the vendor raise our quota for the migration week?", "마이그레이션 주간에 벤더가 쿼터를 올려줄 수 있는지?")


@cl(2, risky=False)
def b_holiday(c):
    mc = c.t("Settlement job skipped Chuseok but not the substitute holiday.", "정산 잡이 추석은 건너뛰었는데 대체공휴일은 안 건너뜀.")
    mc = where(c) + mc
    ls = c.t("The holiday table was hardcoded for 2024; load it from the public holiday API yearly.", "공휴일 테이블이 2024년 기준으로 하드코딩돼 있었음. 매년 공휴일 API에서 로드.")
    return "benign: Korean holidays", mc, ls, ""


@cl(2, risky=False)
def b_docker_cache(c):
    mc = c.t("Docker builds take %d minutes on CI; every build reinstalls dependencies." % ri(8, 25), "CI에서 Docker 빌드가 %d분 걸림. 매번 의존성을 다시 설치함." % ri(8, 25))
    mc = where(c) + mc
    ls = c.t("COPY the lockfile before the source and use --mount=type=cache for the package cache.", "소스보다 lockfile을 먼저 COPY하고 패키지 캐시에 --mount=type=cache 사용.")
    return "benign: docker layer cache", mc, ls, ""


# ----------------------------------------------------------------------------- publishable-key clean notes
def k_publishable(c):
    kind = pick(["stripe", "toss", "kakao_js", "firebase", "mapbox", "algolia", "posthog", "sentry", "supabase", "clerk",
                 "recaptcha", "turnstile", "launchdarkly", "razorpay", "naver_maps", "adyen", "pusher", "square", "braintree", "paypal"])
    d = dom()
    if kind == "stripe":
        art, vn = "const stripe = Stripe('pk_live_51%s');" % an(97), "Stripe"
    elif kind == "toss":
        art, vn = "const tossPayments = TossPayments(\"live_ck_%s\");\nawait tossPayments.requestPayment('카드', { amount: %d, orderId: '%s' });" % (an(24), ri(1000, 99000), b64u(12)), "Toss Payments"
    elif kind == "kakao_js":
        art, vn = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s'); // JavaScript 키 (도메인 제한)</script>" % hx(32), "Kakao"
    elif kind == "firebase":
        pid = "%s-%s" % (pick(EN_WORDS), lo(5))
        art = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            b64u(35), pid, pid, pid, dg(12), dg(12), hx(22))
        vn = "Firebase"
    elif kind == "mapbox":
        art, vn = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64url_json({"u": pick(PEOPLE_EN).split(".")[0], "a": "cl" + lo(23)}), b64u(22)), "Mapbox"
    elif kind == "algolia":
        art, vn = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (up(10), hx(32)), "Algolia"
    elif kind == "posthog":
        art, vn = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43), "PostHog"
    elif kind == "sentry":
        art, vn = "Sentry.init({ dsn: \"https://%s@o%d.ingest.%s.sentry.io/%d\", tracesSampleRate: 0.1 });" % (hx(32), ri(100000, 4999999), pick(["us", "de"]), ri(1000000, 9999999)), "Sentry"
    elif kind == "supabase":
        t0 = iat()
        anon = jwt({"iss": "supabase", "ref": lo(20), "role": "anon", "iat": t0, "exp": t0 + 315360000})
        art, vn = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (lo(20), anon), "Supabase"
    elif kind == "clerk":
        art, vn = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64enc("clerk.%s$" % d).rstrip("="), "Clerk"
    elif kind == "recaptcha":
        art, vn = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % b64u(38), "Google reCAPTCHA"
    elif kind == "turnstile":
        art, vn = "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % b64u(14), "Cloudflare Turnstile"
    elif kind == "launchdarkly":
        art, vn = "const ldClient = LDClient.initialize('%s', context); // client-side ID" % hx(24), "LaunchDarkly"
    elif kind == "razorpay":
        art, vn = "var options = { key: \"rzp_live_%s\", amount: %d, currency: \"INR\", order_id: \"order_%s\" };" % (an(14), ri(1000, 90000), an(14)), "Razorpay"
    elif kind == "naver_maps":
        art, vn = "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % lo(10), "Naver Maps"
    elif kind == "adyen":
        art, vn = "const checkout = await AdyenCheckout({ environment: 'live', clientKey: 'live_%s' });" % up(32), "Adyen"
    elif kind == "pusher":
        art, vn = "const pusher = new Pusher('%s', { cluster: 'ap3' });" % hx(20), "Pusher"
    elif kind == "square":
        art, vn = "const payments = Square.payments('sq0idp-%s', '%s');" % (b64u(22), "L" + up(12)), "Square"
    elif kind == "braintree":
        art, vn = "braintree.client.create({ authorization: 'production_%s_%s' });" % (lo(8), lo(16)), "Braintree"
    else:
        art, vn = "<script src=\"https://www.paypal.com/sdk/js?client-id=A%s&currency=USD\"></script>" % b64u(79), "PayPal"
    mc = pick([c.t("Frontend bundle contains this %s key; the scanner flagged it:\n%s" % (vn, art), "프론트엔드 번들에 이 %s 키가 들어 있어서 스캐너가 잡음:\n%s" % (vn, art)),
               c.t("Widget does not load on the new domain. Client-side init:\n" + art, "새 도메인에서 위젯이 안 뜸. 클라이언트 초기화 코드:\n" + art)])
    mc = where(c) + mc
    ls = c.t("This is the publishable/client-side key, documented as safe in the browser; the fix was adding the new domain to the allowed origins.",
             "브라우저 노출용으로 문서화된 publishable/클라이언트 키임. 새 도메인을 허용 origin에 추가해서 해결.")
    return "publishable client key (%s) [%s] [publishable]" % (kind, vn), mc, ls, ""


# ----------------------------------------------------------------------------- assembly and checks
N_SECRET = 350
N_CLEAN = 350
N_KO_PER_KIND = 140          # 40 % Korean, 60 % English in each kind
N_PUBLISHABLE = 26           # <= 10 % of clean notes
LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def fits(mc, ls, ak):
    return bool(mc.strip()) and len(mc.encode()) <= 1024 and len(ls.encode()) <= 1024 and len(ak.encode()) <= 512


def occurrences(text, sub):
    i = text.find(sub)
    while i >= 0:
        yield i
        i = text.find(sub, i + 1)


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def check_secret_note(fields, secrets, cat):
    assert secrets, cat
    for s in secrets:
        assert len(s) >= 8, (cat, s)
        assert any(s in f for f in fields.values()), (cat, s)
    for name, f in fields.items():
        covered = [False] * len(f)
        for s in secrets:
            for i in occurrences(f, s):
                for p in range(i, i + len(s)):
                    covered[p] = True
        # condition 2: every occurrence of every 8-char window lies inside the secrets' own occurrences
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for j in occurrences(f, w):
                    assert all(covered[j:j + 8]), (cat, name, s, w, f[max(0, j - 30):j + 38])
        # simulate a perfect filter: replace covered runs, nothing of any secret may survive
        out, p = [], 0
        while p < len(f):
            if covered[p]:
                while p < len(f) and covered[p]:
                    p += 1
                out.append("[REDACTED]")
            else:
                out.append(f[p])
                p += 1
        red = "".join(out)
        for s in secrets:
            for k in range(len(s) - 7):
                assert s[k:k + 8] not in red, (cat, name, s)


REJECTED = []


def run_template(fn, lang):
    """call a template until its note fits the size limits and (for secret notes) satisfies the
    FORMAT.txt conditions; rejected drafts are only counted, the final notes are asserted again in build()"""
    for _ in range(60):
        c = Ctx(lang)
        r = fn(c)
        if r is None:
            continue
        if len(r) == 5:
            cat, mc, ls, ak, secs = r
            secs = dedupe(secs)
        else:
            cat, mc, ls, ak = r
            secs = None
        if not fits(mc, ls, ak):
            continue
        if secs is not None:
            try:
                check_secret_note({"missing_context": mc, "lesson": ls, "ask_next_time": ak}, secs, cat)
            except AssertionError:
                REJECTED.append(cat)
                continue
        return cat, mc, ls, ak, secs
    raise RuntimeError("template %r never fit" % fn)


def langs(n, n_ko):
    out = ["ko"] * n_ko + ["en"] * (n - n_ko)
    R.shuffle(out)
    return out


def weighted_fill(items, total):
    """every template once, the rest split in proportion to the weights (largest remainder); shuffled"""
    out = [f for f, w in items]
    rest = total - len(out)
    wsum = sum(w for f, w in items)
    shares = [(rest * w / wsum, i) for i, (f, w) in enumerate(items)]
    counts = [int(x) for x, i in shares]
    order = sorted(shares, key=lambda t: (-(t[0] - int(t[0])), t[1]))   # largest remainder, ties by position
    for x, i in order[:rest - sum(counts)]:
        counts[i] += 1
    for (f, w), k in zip(items, counts):
        out += [f] * k
    assert len(out) == total
    R.shuffle(out)
    return out


def build():
    notes = []
    # ---- secret notes: every vendor once, the rest from special templates
    vendor_slots = [(lambda c, v=v: secret_vendor_note(c, v)) for v in V]
    n_special = N_SECRET - len(vendor_slots)
    assert n_special >= len(SPECIAL), (n_special, len(SPECIAL))
    special_slots = weighted_fill(SPECIAL, n_special)
    slots = vendor_slots + special_slots
    R.shuffle(slots)
    taken = []

    def fresh(fn, lang):
        for _ in range(20):
            r = run_template(fn, lang)
            if (r[1], r[2], r[3]) not in taken:
                taken.append((r[1], r[2], r[3]))
                return r
        raise RuntimeError("duplicate notes from %r" % fn)

    for fn, lang in zip(slots, langs(N_SECRET, N_KO_PER_KIND)):
        cat, mc, ls, ak, secs = fresh(fn, lang)
        secs = dedupe(secs)
        fields = {"missing_context": mc, "lesson": ls, "ask_next_time": ak}
        check_secret_note(fields, secs, cat)
        notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secs, "_risky": True})
    # ---- clean notes
    clean_slots = [(k_publishable, True)] * N_PUBLISHABLE
    cl_items = [(f, w) for f, w, r in CLEAN]
    risky_of = {}
    for f, w, r in CLEAN:
        risky_of[f.__name__] = r
    for f in weighted_fill(cl_items, N_CLEAN - N_PUBLISHABLE):
        clean_slots.append((f, risky_of[f.__name__]))
    R.shuffle(clean_slots)
    for (fn, risky), lang in zip(clean_slots, langs(N_CLEAN, N_KO_PER_KIND)):
        cat, mc, ls, ak, secs = fresh(fn, lang)
        assert secs is None, cat
        notes.append({"lang": lang, "kind": "clean", "category": cat,
                      "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ak}, "secrets": [], "_risky": risky})
    # ---- global checks
    seen = []
    for n in notes:
        key = (n["fields"]["missing_context"], n["fields"]["lesson"], n["fields"]["ask_next_time"])
        assert key not in seen, n["category"]
        seen.append(key)
        for name, lim in LIMITS:
            assert len(n["fields"][name].encode("utf-8")) <= lim, (n["category"], name)
        assert n["fields"]["missing_context"], n["category"]
        if n["kind"] == "clean":
            assert n["secrets"] == [], n["category"]
        else:
            check_secret_note(n["fields"], n["secrets"], n["category"])
    clean = [n for n in notes if n["kind"] == "clean"]
    pub = [n for n in clean if n["category"].endswith(" [publishable]")]
    assert len(pub) <= len(clean) // 10, len(pub)
    assert sum(1 for n in clean if n["_risky"]) * 3 >= len(clean) * 2
    assert sum(1 for n in notes if n["kind"] == "secret") == sum(1 for n in notes if n["kind"] == "clean")
    assert 680 <= len(notes) <= 720
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        out.append({"id": "b%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                    "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                               "ask_next_time": n["fields"]["ask_next_time"]},
                    "secrets": n["secrets"]})
    risky = sum(1 for n in clean if n["_risky"])
    return out, risky


def main():
    out, risky = build()
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "blind_set_v43.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for o in out:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")
    by = {}
    for o in out:
        k = (o["kind"], o["lang"])
        by[k] = by.get(k, 0) + 1
    print("notes:", len(out), " ".join("%s/%s=%d" % (k[0], k[1], by[k]) for k in sorted(by)))
    print("clean risky-looking:", risky, "publishable:", sum(1 for o in out if o["category"].endswith(" [publishable]")))
    print("secrets listed:", sum(len(o["secrets"]) for o in out))
    print("rejected drafts (window/format conflicts, regenerated):", len(REJECTED), file=sys.stderr)
    for r in REJECTED:
        print("  rejected:", r, file=sys.stderr)


if __name__ == "__main__":
    main()
