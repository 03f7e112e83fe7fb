#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v70.py -- generator of blind_set_v70.jsonl (blind eval set for a
credential-redaction filter).  Python 3 standard library only, no network.

Every random choice comes from ONE PRNG: random.Random(70_2026_1127).  The script never
iterates over a set and never depends on hash order, so the output is byte-identical on
every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v70.py            (writes blind_set_v70.jsonl next to itself)
        python3 make_blind_set_v70.py --stats    (also prints statistics)
"""
import base64
import hashlib
import json
import os
import random
import struct
import sys
import urllib.parse

SEED = 70_2026_1127
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v70.jsonl")
N_PER_KIND = 360
N_EN = 216          # 60 % English, 40 % Korean in each kind
ID_PREFIX = "dz"

# --------------------------------------------------------------------------------------
# alphabets and random helpers
# --------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
AN = UP + LO + DIG
ANL = LO + DIG
ANU = UP + DIG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PUNCT = "!#%&*+-./:;<=>?@^_~()[]{}$,"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    if isinstance(b, str):
        b = b.encode("utf-8")
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    if isinstance(b, str):
        b = b.encode("utf-8")
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(ri(1, 9)) + rs(DIG, n - 1)


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    return urllib.parse.quote(s, safe="")


def sha256_hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def sha1_hex():
    return hashlib.sha1(rbytes(20)).hexdigest()


def md5_hex():
    return hashlib.md5(rbytes(16)).hexdigest()


def ts():
    """an ISO timestamp in 2024/2025"""
    return "20%d-%02d-%02dT%02d:%02d:%02d" % (pick([24, 25]), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def date():
    return "20%d-%02d-%02d" % (pick([24, 25]), ri(1, 12), ri(1, 28))


def ip():
    return pick(["10.%d.%d.%d" % (ri(0, 255), ri(0, 255), ri(2, 250)),
                 "172.%d.%d.%d" % (ri(16, 31), ri(0, 255), ri(2, 250)),
                 "192.168.%d.%d" % (ri(0, 9), ri(2, 250))])


# --------------------------------------------------------------------------------------
# people, hosts, words
# --------------------------------------------------------------------------------------
WORDS = ["sunset", "tiger", "maple", "orange", "river", "falcon", "pepper", "winter", "dragon",
         "coffee", "rocket", "violet", "harbor", "cobalt", "meadow", "summer", "pirate", "panda",
         "copper", "silver", "thunder", "mango", "ocean", "forest", "walrus", "banjo", "lantern",
         "pebble", "comet", "cactus", "marble", "oyster", "saturn", "tundra", "velvet", "willow",
         "zebra", "anchor", "biscuit", "canyon", "dolphin", "ember", "glacier", "hazel", "igloo",
         "jungle", "kettle", "lemon", "nutmeg", "orbit", "puzzle", "quartz", "raven", "spruce"]
KWORDS = ["사랑", "하늘", "바다", "고양이", "우리집", "행복", "별빛", "커피", "봄날", "무지개",
          "토끼", "감자", "노을", "여름", "겨울", "가을", "강아지", "딸기", "호랑이", "보름달",
          "나비", "구름", "소나무", "떡볶이", "민트", "제주도", "한강", "은하수", "초코", "단풍"]
EN_NAMES = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
            "mallory", "oscar", "peggy", "trent", "victor", "wendy", "sam", "nina", "leo", "maya"]
KO_NAMES = ["김민지", "이서준", "박지훈", "최유진", "정하늘", "강도윤", "윤서연", "장민호",
            "임수빈", "한지우", "오세훈", "신예린", "권태현", "송다은", "조현우", "배소희"]
KO_ROLES = ["님", " 과장", " 책임", " 선임", "님", " 팀장", " 부장"]
ROMAN = ["minji", "seojun", "jihoon", "yujin", "haneul", "doyoon", "seoyeon", "minho", "subin",
         "jiwoo", "sehun", "yerin", "taehyun", "daeun", "hyunwoo", "sohee"]
ORGS = ["acme", "hanbit", "nuri", "daon", "bluefin", "kestrel", "moa", "orbitly", "pinecone",
        "saebom", "tidal", "umbra", "yeoul", "zenko", "gaon", "haru"]
SVCS = ["billing-api", "notify-worker", "auth-gateway", "order-service", "search-indexer",
        "report-cron", "media-upload", "payment-bridge", "admin-web", "ingest-pipeline",
        "chat-bot", "settlement-batch", "catalog-sync", "crm-connector", "etl-runner"]
ENVS = ["prod", "staging", "dev", "qa", "sandbox", "perf"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-west-1", "eu-central-1", "us-west-2"]


def org():
    return pick(ORGS)


def svc():
    return pick(SVCS)


def env_name():
    return pick(ENVS)


def host():
    o = org()
    return pick(["%s.%s.internal" % (pick(["db", "pg", "mysql", "cache", "mq", "api"]) + str(ri(1, 3)), o),
                 "%s-%s.%s.io" % (pick(["api", "svc", "edge"]), env_name(), o),
                 "%s.%s.co.kr" % (pick(["api", "admin", "batch", "dev"]), o),
                 "%s-%s.%s.rds.amazonaws.com" % (o, env_name(), rs(ANL, 12) + "." + pick(REGIONS)),
                 "%s.%s.svc.cluster.local" % (pick(["postgres", "redis", "rabbitmq", "mysql"]), pick(["data", "infra", "default"]))])


def person(lang):
    if lang == "ko":
        return pick(KO_NAMES) + pick(KO_ROLES)
    return pick(EN_NAMES).capitalize()


def user_name():
    return pick(["app", "svc_" + pick(["billing", "etl", "report", "sync"]), "admin", "deploy",
                 pick(ROMAN), pick(EN_NAMES), "root", "postgres", "readonly", "ci-bot"])


def email():
    return "%s@%s.%s" % (pick(ROMAN + EN_NAMES), org(), pick(["com", "co.kr", "io", "dev"]))


# --------------------------------------------------------------------------------------
# passwords (human, passphrase, punctuation-heavy, Korean keyboard, Hangul, generated)
# --------------------------------------------------------------------------------------
CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def kbd(hangul):
    """Hangul typed with the keyboard left in English mode (2-beolsik layout)."""
    out = []
    for ch in hangul:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(CHO[code // 588] + JUNG[(code % 588) // 28] + JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(table[c] if c in table and chance(0.45) else c for c in w)


def pw_human():
    w = pick(WORDS)
    st = ri(0, 5)
    if st == 0:
        s = "%s%d%s" % (w.capitalize(), ri(1970, 2025), pick("!@#$%&*"))
    elif st == 1:
        s = "%s%s%d" % (w, pick(WORDS).capitalize(), ri(10, 99))
    elif st == 2:
        s = "%s_%s%d%s" % (w.capitalize(), pick(WORDS), ri(1, 9), pick("!?"))
    elif st == 3:
        s = "%s%d%s%s" % (leet(w.capitalize()), ri(100, 999), pick("!@#"), pick(["kr", "KR", "", "x"]))
    elif st == 4:
        s = "%s%s%02d%02d" % (pick(EN_NAMES).capitalize(), pick("!.@#"), ri(1, 12), ri(1, 28))
    else:
        s = "%s%s%s%d" % (pick(WORDS), pick("*&^%"), pick(WORDS), ri(1, 999))
    return s if len(s) >= 8 else s + str(ri(1000, 9999))


def pw_passphrase():
    sep = pick(["-", " ", ".", "_", "-", " "])
    words = [pick(WORDS) for _ in range(ri(3, 5))]
    if chance(0.4):
        words[R.randrange(len(words))] = words[0].capitalize()
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(ri(1, 99))
    return s


def pw_punct():
    n = ri(14, 26)
    chars = [pick(PUNCT) for _ in range(ri(5, 8))] + [pick(AN) for _ in range(n)]
    R.shuffle(chars)
    return "".join(chars)


def pw_kbd():
    s = kbd(pick(KWORDS) + pick(KWORDS)) + pick(["", str(ri(1, 9999)), str(ri(80, 99))]) + pick(["!", "@", "#", "", "^^"])
    return s if len(s) >= 8 else s + str(ri(1000, 9999))


def pw_hangul():
    s = pick(KWORDS) + pick(KWORDS) + pick(["", pick(KWORDS)]) + str(ri(1, 2025)) + pick(["!", "@", "#", "", "*"])
    return s if len(s) >= 8 else s + str(ri(1000, 9999))


def pw_generated():
    n = ri(16, 32)
    st = ri(0, 3)
    if st == 0:
        return rs(AN, n)
    if st == 1:
        return rs(AN + "-_.", n)
    if st == 2:
        return "-".join(rs(ANL, 6) for _ in range(3))      # Apple / 1Password style
    return rs(AN + "!@#%^*", n)


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("korean-keyboard", pw_kbd), ("hangul", pw_hangul), ("generated", pw_generated)]


def password(style=None):
    if style is None:
        name, fn = pick(PW_STYLES)
    else:
        name, fn = [x for x in PW_STYLES if x[0] == style][0]
    return name, fn()


def ascii_pw():
    """a password without spaces/Hangul (for places where that would be odd)"""
    name, fn = pick([PW_STYLES[0], PW_STYLES[2], PW_STYLES[3], PW_STYLES[5]])
    return name, fn()


def shq(s):
    """quote for a shell command the way a human would"""
    if all(c in AN + "-_.@%+=:,/" for c in s):
        return s
    return "'" + s + "'"


# --------------------------------------------------------------------------------------
# structured secrets: JWT, PEM private keys, certificates
# --------------------------------------------------------------------------------------
def jwt(claims=None, alg=None):
    alg = alg or pick(["HS256", "RS256", "ES256", "HS256"])
    hdr = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and chance(0.6):
        hdr = {"alg": alg, "kid": rs(B64U, ri(8, 27)), "typ": "JWT"}
    t = ri(1_700_000_000, 1_760_000_000)
    body = {"sub": pick([str(ri(10000, 9999999)), uuid4(), "user_" + rs(AN, 10)]), "iat": t,
            "exp": t + pick([900, 3600, 86400, 2592000])}
    if claims:
        body.update(claims)
    elif chance(0.6):
        body["role"] = pick(["admin", "service", "user", "ops"])
    sig = {"HS256": 43, "RS256": 342, "ES256": 86}[alg]
    return b64u(json.dumps(hdr, separators=(",", ":"))) + "." + \
        b64u(json.dumps(body, separators=(",", ":"))) + "." + rs(B64U, sig)


def pem_ec():
    der = bytes.fromhex("30770201010420") + rbytes(32) + \
        bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64)
    return "EC PRIVATE KEY", wrap(b64(der))


def pem_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64(der))


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def pem_rsa_partial():
    """an RSA key pasted only partly (head and tail), as people do in chat"""
    head = b64(bytes.fromhex("308204a40201000282010100") + rbytes(36))
    first = [head] + [b64(rbytes(48)) for _ in range(ri(2, 4))]
    last = [b64(rbytes(48)) for _ in range(ri(1, 2))] + [b64(rbytes(ri(12, 40)))]
    return "RSA PRIVATE KEY", first, last


def pub_ssh_ed25519():
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + b64(blob)


def pub_ec_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200" + "04") + rbytes(64)
    return wrap(b64(der))


def cert_lines(n):
    der = bytes.fromhex("308203") + bytes([ri(0x40, 0xFF)]) + bytes.fromhex("308202") + \
        bytes([ri(0x20, 0xFF)]) + bytes.fromhex("a0030201020214") + rbytes(48 * n)
    return wrap(b64(der))[:n]


# --------------------------------------------------------------------------------------
# vendor credentials: documented shape (prefix, alphabet, length), random body
#   gen() -> list of (ENV_NAME, value, is_secret); identifiers that are not credentials
#   (account SIDs, client ids, app ids) are carried with is_secret=False
#   auth: how the token is sent over HTTP (None = not used directly as one header)
# --------------------------------------------------------------------------------------
VENDORS = []


def V(name, region, en, ko, host, auth, gen, path="/v1/"):
    VENDORS.append({"name": name, "region": region, "en": en, "ko": ko, "host": host,
                    "auth": auth, "gen": gen, "path": path})


def T(env, val, sec=True):
    return (env, val, sec)


# ---- global --------------------------------------------------------------------------
V("AWS", "global", "IAM access key pair", "IAM 액세스 키 쌍", "sts.amazonaws.com", None,
  lambda: [T("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)), T("AWS_SECRET_ACCESS_KEY", rs(B64, 40))])
V("AWS", "global", "temporary STS credentials", "STS 임시 자격 증명", "sts.amazonaws.com", None,
  lambda: [T("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)), T("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
           T("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, ri(220, 330)))])
V("GitHub", "global", "classic personal access token", "classic PAT", "api.github.com", "bearer",
  lambda: [T("GITHUB_TOKEN", "ghp_" + rs(AN, 36))], "/repos/")
V("GitHub", "global", "fine-grained personal access token", "fine-grained PAT", "api.github.com", "bearer",
  lambda: [T("GH_TOKEN", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59))], "/repos/")
V("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰", "api.github.com", "bearer",
  lambda: [T("GITHUB_APP_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + rs(AN, 36))], "/installation/repositories")
V("GitLab", "global", "personal access token", "개인 액세스 토큰", "gitlab.com", ("header", "PRIVATE-TOKEN"),
  lambda: [T("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))], "/api/v4/projects")
V("GitLab", "global", "deploy token", "배포 토큰", "gitlab.com", ("basic_user", "gitlab+deploy-token-" + str(ri(100, 9999))),
  lambda: [T("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64U, 20))], "/api/v4/packages")
V("GitLab", "global", "runner authentication token", "러너 인증 토큰", "gitlab.com", None,
  lambda: [T("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))])
V("Bitbucket", "global", "app password", "앱 비밀번호", "api.bitbucket.org", ("basic_user", "ci-bot"),
  lambda: [T("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 24) + rs(HEXU, 8))], "/2.0/repositories/")
V("Atlassian", "global", "Jira API token", "Jira API 토큰", "acme.atlassian.net", ("basic_user", "ops@acme.io"),
  lambda: [T("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, ri(160, 170)) + "=" + rs(HEXU, 8))], "/rest/api/3/issue")
V("Slack", "global", "bot token", "봇 토큰", "slack.com", "bearer",
  lambda: [T("SLACK_BOT_TOKEN", "xoxb-" + digits(ri(11, 13)) + "-" + digits(13) + "-" + rs(AN, 24))], "/api/chat.postMessage")
V("Slack", "global", "user token", "유저 토큰", "slack.com", "bearer",
  lambda: [T("SLACK_USER_TOKEN", "xoxp-" + digits(ri(11, 13)) + "-" + digits(ri(11, 13)) + "-" + digits(13) + "-" + hexs(32))], "/api/users.list")
V("Slack", "global", "app-level token", "앱 레벨 토큰", "slack.com", "bearer",
  lambda: [T("SLACK_APP_TOKEN", "xapp-1-A" + rs(ANU, 10) + "-" + digits(13) + "-" + hexs(64))], "/api/apps.connections.open")
V("Stripe", "global", "live secret key", "라이브 시크릿 키", "api.stripe.com", "bearer",
  lambda: [T("STRIPE_SECRET_KEY", "sk_live_" + rs(AN, pick([24, 99])))], "/v1/charges")
V("Stripe", "global", "restricted key", "restricted 키", "api.stripe.com", "basic_tok_user",
  lambda: [T("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(AN, 99))], "/v1/refunds")
V("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿", "api.stripe.com", None,
  lambda: [T("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))])
V("OpenAI", "global", "project API key", "프로젝트 API 키", "api.openai.com", "bearer",
  lambda: [T("OPENAI_API_KEY", pick(["sk-proj-", "sk-svcacct-"]) + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))], "/v1/chat/completions")
V("OpenAI", "global", "legacy API key", "구 버전 API 키", "api.openai.com", "bearer",
  lambda: [T("OPENAI_API_KEY", "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20))], "/v1/embeddings")
V("Anthropic", "global", "API key", "API 키", "api.anthropic.com", ("header", "x-api-key"),
  lambda: [T("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")], "/v1/messages")
V("Google Cloud", "global", "Gemini API key", "Gemini API 키", "generativelanguage.googleapis.com", ("query", "key"),
  lambda: [T("GEMINI_API_KEY", "AIza" + rs(B64U, 35))], "/v1beta/models/gemini-1.5-flash:generateContent")
V("Google Cloud", "global", "OAuth client secret", "OAuth 클라이언트 시크릿", "oauth2.googleapis.com", None,
  lambda: [T("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", False),
           T("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))])
V("Google Cloud", "global", "OAuth refresh token", "OAuth 리프레시 토큰", "oauth2.googleapis.com", None,
  lambda: [T("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(B64U, ri(98, 100)))])
V("Google Cloud", "global", "OAuth access token", "OAuth 액세스 토큰", "www.googleapis.com", "bearer",
  lambda: [T("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(B64U, ri(150, 200)))], "/drive/v3/files")
V("Twilio", "global", "auth token", "Auth Token", "api.twilio.com", None,
  lambda: [T("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), T("TWILIO_AUTH_TOKEN", hexs(32))])
V("SendGrid", "global", "API key", "API 키", "api.sendgrid.com", "bearer",
  lambda: [T("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))], "/v3/mail/send")
V("Mailgun", "global", "private API key", "private API 키", "api.mailgun.net", ("basic_user", "api"),
  lambda: [T("MAILGUN_API_KEY", pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]))], "/v3/mg.acme.io/messages")
V("Mailchimp", "global", "API key", "API 키", "us%d.api.mailchimp.com" % 14, ("basic_user", "anystring"),
  lambda: [T("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(ri(1, 21)))], "/3.0/lists")
V("Postmark", "global", "server token", "서버 토큰", "api.postmarkapp.com", ("header", "X-Postmark-Server-Token"),
  lambda: [T("POSTMARK_SERVER_TOKEN", uuid4())], "/email")
V("npm", "global", "automation token", "automation 토큰", "registry.npmjs.org", "bearer",
  lambda: [T("NPM_TOKEN", "npm_" + rs(AN, 36))], "/-/whoami")
V("PyPI", "global", "API token", "API 토큰", "upload.pypi.org", ("basic_user", "__token__"),
  lambda: [T("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(150, 190)))], "/legacy/")
V("Docker Hub", "global", "personal access token", "PAT", "hub.docker.com", "bearer",
  lambda: [T("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))], "/v2/repositories/")
V("Hugging Face", "global", "access token", "액세스 토큰", "huggingface.co", "bearer",
  lambda: [T("HF_TOKEN", "hf_" + rs(UP + LO, 34))], "/api/whoami-v2")
V("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰", "acme-store.myshopify.com", ("header", "X-Shopify-Access-Token"),
  lambda: [T("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32))], "/admin/api/2024-07/orders.json")
V("Shopify", "global", "app shared secret", "앱 shared secret", "acme-store.myshopify.com", None,
  lambda: [T("SHOPIFY_API_KEY", hexs(32), False), T("SHOPIFY_API_SECRET", "shpss_" + hexs(32))])
V("DigitalOcean", "global", "personal access token", "PAT", "api.digitalocean.com", "bearer",
  lambda: [T("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64))], "/v2/droplets")
V("Heroku", "global", "API key", "API 키", "api.heroku.com", "bearer",
  lambda: [T("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58))], "/apps")
V("Linear", "global", "API key", "API 키", "api.linear.app", ("header", "Authorization"),
  lambda: [T("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))], "/graphql")
V("Notion", "global", "integration token", "integration 토큰", "api.notion.com", "bearer",
  lambda: [T("NOTION_TOKEN", pick(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]))], "/v1/databases/")
V("Discord", "global", "bot token", "봇 토큰", "discord.com", ("scheme", "Bot"),
  lambda: [T("DISCORD_BOT_TOKEN", b64u(digits(ri(18, 19))) + "." + rs(B64U, 6) + "." + rs(B64U, 38))], "/api/v10/users/@me")
V("Telegram", "global", "bot token", "봇 토큰", "api.telegram.org", None,
  lambda: [T("TELEGRAM_BOT_TOKEN", digits(ri(9, 10)) + ":AA" + rs(B64U, 33))])
V("Figma", "global", "personal access token", "PAT", "api.figma.com", ("header", "X-Figma-Token"),
  lambda: [T("FIGMA_TOKEN", "figd_" + rs(B64U, 40))], "/v1/files/")
V("Postman", "global", "API key", "API 키", "api.getpostman.com", ("header", "X-Api-Key"),
  lambda: [T("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34))], "/collections")
V("Netlify", "global", "personal access token", "PAT", "api.netlify.com", "bearer",
  lambda: [T("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))], "/api/v1/sites")
V("Vercel", "global", "access token", "액세스 토큰", "api.vercel.com", "bearer",
  lambda: [T("VERCEL_TOKEN", rs(AN, 24))], "/v9/projects")
V("Cloudflare", "global", "API token", "API 토큰", "api.cloudflare.com", "bearer",
  lambda: [T("CLOUDFLARE_API_TOKEN", rs(B64U, 40))], "/client/v4/zones")
V("Cloudflare", "global", "Global API key", "Global API 키", "api.cloudflare.com", ("header", "X-Auth-Key"),
  lambda: [T("CF_API_EMAIL", email(), False), T("CF_API_KEY", hexs(37))], "/client/v4/user")
V("Datadog", "global", "API and application keys", "API 키와 application 키", "api.datadoghq.com", None,
  lambda: [T("DD_API_KEY", hexs(32)), T("DD_APP_KEY", hexs(40))])
V("New Relic", "global", "user API key", "user API 키", "api.newrelic.com", ("header", "Api-Key"),
  lambda: [T("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27))], "/graphql")
V("Sentry", "global", "user auth token", "user auth 토큰", "sentry.io", "bearer",
  lambda: [T("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64))], "/api/0/projects/")
V("Sentry", "global", "organization auth token", "organization auth 토큰", "sentry.io", "bearer",
  lambda: [T("SENTRY_AUTH_TOKEN", "sntrys_" + b64u(json.dumps({"iat": ri(1700000000, 1760000000) + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": org()}, separators=(",", ":"))) + "_" + rs(B64U, 43))], "/api/0/organizations/")
V("Grafana", "global", "service account token", "서비스 계정 토큰", "grafana.acme.io", "bearer",
  lambda: [T("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hexs(8))], "/api/dashboards/db")
V("HashiCorp", "global", "Vault token", "Vault 토큰", "vault.acme.internal:8200", ("header", "X-Vault-Token"),
  lambda: [T("VAULT_TOKEN", "hvs." + rs(B64U, pick([24, 90, 92])))], "/v1/secret/data/")
V("HashiCorp", "global", "Terraform Cloud team token", "Terraform Cloud 팀 토큰", "app.terraform.io", "bearer",
  lambda: [T("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67))], "/api/v2/organizations")
V("Doppler", "global", "service token", "서비스 토큰", "api.doppler.com", "bearer",
  lambda: [T("DOPPLER_TOKEN", "dp.st." + pick(["prd.", "stg.", "dev."]) + rs(AN, 40))], "/v3/configs/config/secrets")
V("1Password", "global", "service account token", "서비스 계정 토큰", "my.1password.com", None,
  lambda: [T("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ" + rs(B64U, ri(280, 380)))])
V("Pulumi", "global", "access token", "액세스 토큰", "api.pulumi.com", ("scheme", "token"),
  lambda: [T("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40))], "/api/user")
V("Supabase", "global", "service_role key", "service_role 키", "xyz.supabase.co", ("header", "apikey"),
  lambda: [T("SUPABASE_SERVICE_ROLE_KEY", jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role"}, "HS256"))], "/rest/v1/")
V("Supabase", "global", "management access token", "management 액세스 토큰", "api.supabase.com", "bearer",
  lambda: [T("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40))], "/v1/projects")
V("Microsoft Azure", "global", "Entra ID client secret", "Entra ID 클라이언트 시크릿", "login.microsoftonline.com", None,
  lambda: [T("AZURE_CLIENT_ID", uuid4(), False), T("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34))])
V("Microsoft Azure", "global", "storage account key", "스토리지 계정 키", "acme.blob.core.windows.net", None,
  lambda: [T("AZURE_STORAGE_ACCOUNT", org() + "store" + str(ri(1, 99)), False), T("AZURE_STORAGE_KEY", b64(rbytes(64)))])
V("Okta", "global", "API token", "API 토큰", "acme.okta.com", ("scheme", "SSWS"),
  lambda: [T("OKTA_API_TOKEN", "00" + rs(B64U, 40))], "/api/v1/users")
V("Auth0", "global", "client secret", "클라이언트 시크릿", "acme.us.auth0.com", None,
  lambda: [T("AUTH0_CLIENT_ID", rs(AN, 32), False), T("AUTH0_CLIENT_SECRET", rs(B64U, 64))])
V("Square", "global", "production access token", "production 액세스 토큰", "connect.squareup.com", "bearer",
  lambda: [T("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))], "/v2/locations")
V("PayPal", "global", "Braintree access token", "Braintree 액세스 토큰", "api.braintreegateway.com", None,
  lambda: [T("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(ANL, 16) + "$" + hexs(32))])
V("Dropbox", "global", "short-lived access token", "단기 액세스 토큰", "api.dropboxapi.com", "bearer",
  lambda: [T("DROPBOX_TOKEN", "sl." + rs(B64U, ri(130, 140)))], "/2/files/list_folder")
V("Meta", "global", "Graph API page access token", "Graph API 페이지 액세스 토큰", "graph.facebook.com", ("query", "access_token"),
  lambda: [T("FB_PAGE_ACCESS_TOKEN", "EAA" + pick(["B", "G", "J"]) + rs(AN, ri(150, 190)))], "/v19.0/me/accounts")
V("X (Twitter)", "global", "API bearer token", "API bearer 토큰", "api.twitter.com", "bearer",
  lambda: [T("TWITTER_BEARER_TOKEN", "A" * 21 + rs(AN, 24) + "%2F" + rs(AN, 14) + "%3D" + rs(AN, 50))], "/2/tweets/search/recent")
V("age", "global", "age identity (secret key)", "age identity(비밀 키)", "", None,
  lambda: [T("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH, 58).upper())])
V("Mapbox", "global", "secret access token", "secret 액세스 토큰", "api.mapbox.com", ("query", "access_token"),
  lambda: [T("MAPBOX_SECRET_TOKEN", "sk." + b64u(json.dumps({"u": pick(ROMAN + EN_NAMES), "a": rs(AN, 25)}, separators=(",", ":"))) + "." + rs(B64U, 22))], "/uploads/v1/")
V("Algolia", "global", "Admin API key", "Admin API 키", "ABC.algolia.net", ("header", "X-Algolia-API-Key"),
  lambda: [T("ALGOLIA_APP_ID", rs(ANU, 10), False), T("ALGOLIA_ADMIN_KEY", hexs(32))], "/1/indexes/")
V("Contentful", "global", "management token", "management 토큰", "api.contentful.com", "bearer",
  lambda: [T("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))], "/spaces/")
V("Databricks", "global", "personal access token", "PAT", "adb-1234.azuredatabricks.net", "bearer",
  lambda: [T("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]))], "/api/2.0/clusters/list")
V("CircleCI", "global", "personal API token", "personal API 토큰", "circleci.com", ("header", "Circle-Token"),
  lambda: [T("CIRCLECI_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hexs(40))], "/api/v2/me")
V("Buildkite", "global", "API access token", "API 액세스 토큰", "api.buildkite.com", "bearer",
  lambda: [T("BUILDKITE_API_TOKEN", "bkua_" + hexs(40))], "/v2/organizations")
V("Replicate", "global", "API token", "API 토큰", "api.replicate.com", "bearer",
  lambda: [T("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))], "/v1/predictions")
V("Groq", "global", "API key", "API 키", "api.groq.com", "bearer",
  lambda: [T("GROQ_API_KEY", "gsk_" + rs(AN, 52))], "/openai/v1/chat/completions")
V("Perplexity", "global", "API key", "API 키", "api.perplexity.ai", "bearer",
  lambda: [T("PERPLEXITY_API_KEY", "pplx-" + rs(AN, 48))], "/chat/completions")
V("xAI", "global", "API key", "API 키", "api.x.ai", "bearer",
  lambda: [T("XAI_API_KEY", "xai-" + rs(AN, 80))], "/v1/chat/completions")
V("Cohere", "global", "production API key", "production API 키", "api.cohere.com", "bearer",
  lambda: [T("CO_API_KEY", rs(AN, 40))], "/v2/chat")
V("Mistral AI", "european", "API key", "API 키", "api.mistral.ai", "bearer",
  lambda: [T("MISTRAL_API_KEY", rs(AN, 32))], "/v1/chat/completions")
V("Fly.io", "global", "deploy token", "deploy 토큰", "api.machines.dev", None,
  lambda: [T("FLY_API_TOKEN", "fm2_" + rs(B64, ri(300, 360)))])
V("Airtable", "global", "personal access token", "PAT", "api.airtable.com", "bearer",
  lambda: [T("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hexs(64))], "/v0/meta/bases")
V("Asana", "global", "personal access token", "PAT", "app.asana.com", "bearer",
  lambda: [T("ASANA_PAT", pick(["1/", "2/"]) + digits(16) + "/" + digits(16) + ":" + hexs(32))], "/api/1.0/workspaces")
V("Zendesk", "global", "API token", "API 토큰", "acme.zendesk.com", None,
  lambda: [T("ZENDESK_EMAIL", email(), False), T("ZENDESK_API_TOKEN", rs(AN, 40))])
V("HubSpot", "global", "private app access token", "private app 액세스 토큰", "api.hubapi.com", "bearer",
  lambda: [T("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1", "ap1"]) + "-" + uuid4())], "/crm/v3/objects/contacts")
V("Intercom", "global", "access token", "액세스 토큰", "api.intercom.io", "bearer",
  lambda: [T("INTERCOM_TOKEN", b64("tok:" + uuid4() + ":" + rs(ANL, 2)) )], "/contacts")
V("MongoDB", "global", "Atlas API private key", "Atlas API private 키", "cloud.mongodb.com", None,
  lambda: [T("MONGODB_ATLAS_PRIVATE_KEY", uuid4())])
V("Firebase", "global", "FCM legacy server key", "FCM legacy 서버 키", "fcm.googleapis.com", ("scheme", "key="),
  lambda: [T("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))], "/fcm/send")

# ---- Japan ---------------------------------------------------------------------------
V("LINE", "japanese", "Messaging API channel access token", "Messaging API 채널 액세스 토큰", "api.line.me", "bearer",
  lambda: [T("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")], "/v2/bot/message/push")
V("LINE", "japanese", "channel secret", "채널 시크릿", "api.line.me", None,
  lambda: [T("LINE_CHANNEL_ID", digits(10), False), T("LINE_CHANNEL_SECRET", hexs(32))])
V("LINE", "japanese", "LINE Notify token", "LINE Notify 토큰", "notify-api.line.me", "bearer",
  lambda: [T("LINE_NOTIFY_TOKEN", rs(AN, 43))], "/api/notify")
V("Chatwork", "japanese", "API token", "API 토큰", "api.chatwork.com", ("header", "X-ChatWorkToken"),
  lambda: [T("CHATWORK_API_TOKEN", hexs(32))], "/v2/rooms")
V("Backlog", "japanese", "API key", "API 키", "acme.backlog.jp", ("query", "apiKey"),
  lambda: [T("BACKLOG_API_KEY", rs(AN, 64))], "/api/v2/issues")
V("PAY.JP", "japanese", "live secret key", "라이브 시크릿 키", "api.pay.jp", "basic_tok_user",
  lambda: [T("PAYJP_SECRET_KEY", "sk_live_" + hexs(48))], "/v1/charges")
V("Cybozu kintone", "japanese", "app API token", "앱 API 토큰", "acme.cybozu.com", ("header", "X-Cybozu-API-Token"),
  lambda: [T("KINTONE_API_TOKEN", rs(AN, 40))], "/k/v1/records.json")
V("Sakura Internet", "japanese", "API access token and secret", "API 액세스 토큰과 시크릿", "secure.sakura.ad.jp", None,
  lambda: [T("SAKURACLOUD_ACCESS_TOKEN", uuid4()), T("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64))])

# ---- China ---------------------------------------------------------------------------
V("Alibaba Cloud", "chinese", "AccessKey pair", "AccessKey 쌍", "ecs.aliyuncs.com", None,
  lambda: [T("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18)), T("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30))])
V("Tencent Cloud", "chinese", "SecretId/SecretKey", "SecretId/SecretKey", "cvm.tencentcloudapi.com", None,
  lambda: [T("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32)), T("TENCENTCLOUD_SECRET_KEY", rs(AN, 32))])
V("Huawei Cloud", "chinese", "AK/SK", "AK/SK", "ecs.cn-north-4.myhuaweicloud.com", None,
  lambda: [T("HUAWEICLOUD_SDK_AK", rs(ANU, 20)), T("HUAWEICLOUD_SDK_SK", rs(AN, 40))])
V("Baidu AI Cloud", "chinese", "Qianfan API key", "Qianfan API 키", "qianfan.baidubce.com", "bearer",
  lambda: [T("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(AN, 21) + "/" + hexs(40))], "/v2/chat/completions")
V("Volcengine", "chinese", "AccessKey pair", "AccessKey 쌍", "open.volcengineapi.com", None,
  lambda: [T("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 43)), T("VOLC_SECRETKEY", b64(hexs(48)))])
V("Zhipu AI", "chinese", "GLM API key", "GLM API 키", "open.bigmodel.cn", "bearer",
  lambda: [T("ZHIPUAI_API_KEY", hexs(32) + "." + rs(AN, 16))], "/api/paas/v4/chat/completions")
V("Moonshot AI", "chinese", "Kimi API key", "Kimi API 키", "api.moonshot.cn", "bearer",
  lambda: [T("MOONSHOT_API_KEY", "sk-" + rs(AN, 48))], "/v1/chat/completions")
V("DeepSeek", "chinese", "API key", "API 키", "api.deepseek.com", "bearer",
  lambda: [T("DEEPSEEK_API_KEY", "sk-" + hexs(32))], "/chat/completions")
V("Alibaba Cloud", "chinese", "DashScope (Qwen) API key", "DashScope(Qwen) API 키", "dashscope.aliyuncs.com", "bearer",
  lambda: [T("DASHSCOPE_API_KEY", "sk-" + hexs(32))], "/compatible-mode/v1/chat/completions")
V("Tencent WeChat", "chinese", "Official Account AppSecret", "공식 계정 AppSecret", "api.weixin.qq.com", None,
  lambda: [T("WECHAT_APPID", "wx" + hexs(16), False), T("WECHAT_APPSECRET", hexs(32))])
V("DingTalk", "chinese", "robot signing secret", "로봇 서명 시크릿", "oapi.dingtalk.com", None,
  lambda: [T("DINGTALK_SECRET", "SEC" + hexs(64))])
V("Feishu", "chinese", "app secret", "앱 시크릿", "open.feishu.cn", None,
  lambda: [T("FEISHU_APP_ID", "cli_" + hexs(16), False), T("FEISHU_APP_SECRET", rs(AN, 32))])
V("Qiniu", "chinese", "AK/SK", "AK/SK", "api.qiniu.com", None,
  lambda: [T("QINIU_ACCESS_KEY", rs(B64U, 40)), T("QINIU_SECRET_KEY", rs(B64U, 40))])
V("Gitee", "chinese", "private token", "private 토큰", "gitee.com", ("query", "access_token"),
  lambda: [T("GITEE_TOKEN", hexs(32))], "/api/v5/user/repos")

# ---- Korea ---------------------------------------------------------------------------
V("Naver Cloud Platform", "korean", "API access key / secret key", "API 인증키(Access/Secret)", "ncloud.apigw.ntruss.com", None,
  lambda: [T("NCLOUD_ACCESS_KEY", rs(ANU, 20)), T("NCLOUD_SECRET_KEY", rs(AN, 40))])
V("Naver Developers", "korean", "Open API client secret", "오픈 API Client Secret", "openapi.naver.com", ("header", "X-Naver-Client-Secret"),
  lambda: [T("NAVER_CLIENT_ID", rs(AN + "_", 20), False), T("NAVER_CLIENT_SECRET", rs(AN, 10))], "/v1/search/blog.json")
V("Kakao", "korean", "REST API key", "REST API 키", "dapi.kakao.com", ("scheme", "KakaoAK"),
  lambda: [T("KAKAO_REST_API_KEY", hexs(32))], "/v2/local/search/address.json")
V("Kakao", "korean", "Admin key", "어드민 키", "kapi.kakao.com", ("scheme", "KakaoAK"),
  lambda: [T("KAKAO_ADMIN_KEY", hexs(32))], "/v1/user/ids")
V("Toss Payments", "korean", "live secret key", "라이브 시크릿 키", "api.tosspayments.com", "basic_tok_user",
  lambda: [T("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(AN, 28))], "/v1/payments/confirm")
V("PortOne", "korean", "REST API key and secret (Iamport v1)", "REST API 키/시크릿 (아임포트 v1)", "api.iamport.kr", None,
  lambda: [T("IMP_KEY", digits(16)), T("IMP_SECRET", rs(AN, 80))])
V("PortOne", "korean", "V2 API secret", "V2 API 시크릿", "api.portone.io", ("scheme", "PortOne"),
  lambda: [T("PORTONE_API_SECRET", rs(AN, 80))], "/payments/")
V("NHN Cloud", "korean", "SMS secret key", "SMS 시크릿 키", "api-sms.cloud.toast.com", ("header", "X-Secret-Key"),
  lambda: [T("NHN_APPKEY", rs(AN, 16), False), T("NHN_SECRET_KEY", rs(AN, 8))], "/sms/v3.0/appKeys/")
V("Upbit", "korean", "Open API access/secret key", "Open API access/secret 키", "api.upbit.com", None,
  lambda: [T("UPBIT_ACCESS_KEY", rs(AN, 40)), T("UPBIT_SECRET_KEY", rs(AN, 40))])
V("Bithumb", "korean", "API key / secret", "API 키 / 시크릿", "api.bithumb.com", None,
  lambda: [T("BITHUMB_API_KEY", hexs(32)), T("BITHUMB_SECRET", hexs(32))])
V("Coupang", "korean", "Open API access/secret key", "오픈 API access/secret 키", "api-gateway.coupang.com", None,
  lambda: [T("COUPANG_ACCESS_KEY", uuid4()), T("COUPANG_SECRET_KEY", hexs(40))])
V("Sendbird", "korean", "master API token", "master API 토큰", "api-APPID.sendbird.com", ("header", "Api-Token"),
  lambda: [T("SENDBIRD_API_TOKEN", hexs(40))], "/v3/users")
V("Channel Talk", "korean", "access key / access secret", "access key / access secret", "api.channel.io", None,
  lambda: [T("CHANNEL_ACCESS_KEY", hexs(24)), T("CHANNEL_ACCESS_SECRET", hexs(32))])
V("Solapi", "korean", "API key / API secret", "API 키 / API 시크릿", "api.solapi.com", None,
  lambda: [T("SOLAPI_API_KEY", "NCS" + rs(ANU, 13)), T("SOLAPI_API_SECRET", rs(ANU, 32))])
V("KakaoPay", "korean", "Secret key (dev)", "시크릿 키(dev)", "open-api.kakaopay.com", ("scheme", "SECRET_KEY"),
  lambda: [T("KAKAOPAY_SECRET_KEY", "DEV" + rs(HEXU, 38))], "/online/v1/payment/ready")

# ---- Europe --------------------------------------------------------------------------
V("Mollie", "european", "live API key", "live API 키", "api.mollie.com", "bearer",
  lambda: [T("MOLLIE_API_KEY", "live_" + rs(AN, 30))], "/v2/payments")
V("Adyen", "european", "API key", "API 키", "checkout-live.adyen.com", ("header", "X-API-Key"),
  lambda: [T("ADYEN_API_KEY", "AQE" + rs(AN, 4) + "Hmfx" + rs(B64, ri(140, 170)))], "/v71/payments")
V("GoCardless", "european", "live access token", "live 액세스 토큰", "api.gocardless.com", "bearer",
  lambda: [T("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))], "/mandates")
V("Scaleway", "european", "API key pair", "API 키 쌍", "api.scaleway.com", None,
  lambda: [T("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17)), T("SCW_SECRET_KEY", uuid4())])
V("OVHcloud", "european", "application secret and consumer key", "application secret / consumer key", "eu.api.ovh.com", None,
  lambda: [T("OVH_APPLICATION_SECRET", rs(AN, 32)), T("OVH_CONSUMER_KEY", rs(AN, 32))])
V("Hetzner", "european", "Cloud API token", "Cloud API 토큰", "api.hetzner.cloud", "bearer",
  lambda: [T("HCLOUD_TOKEN", rs(AN, 64))], "/v1/servers")
V("DeepL", "european", "API Free auth key", "API Free 인증 키", "api-free.deepl.com", ("scheme", "DeepL-Auth-Key"),
  lambda: [T("DEEPL_AUTH_KEY", uuid4() + ":fx")], "/v2/translate")
V("Yandex Cloud", "european", "API key", "API 키", "llm.api.cloud.yandex.net", ("scheme", "Api-Key"),
  lambda: [T("YC_API_KEY", "AQVN" + rs(B64U, 36))], "/foundationModels/v1/completion")
V("Yandex Cloud", "european", "static access key", "정적 액세스 키", "storage.yandexcloud.net", None,
  lambda: [T("YC_ACCESS_KEY_ID", "YCAJE" + rs(B64U, 20)), T("YC_SECRET_ACCESS_KEY", "YCM" + rs(B64U, 37))])
V("Wise", "european", "API token", "API 토큰", "api.transferwise.com", "bearer",
  lambda: [T("WISE_API_TOKEN", uuid4())], "/v1/profiles")
V("Spotify", "european", "client secret", "클라이언트 시크릿", "accounts.spotify.com", None,
  lambda: [T("SPOTIFY_CLIENT_ID", hexs(32), False), T("SPOTIFY_CLIENT_SECRET", hexs(32))])
V("Brevo", "european", "API key", "API 키", "api.brevo.com", ("header", "api-key"),
  lambda: [T("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AN, 16))], "/v3/smtp/email")
V("Mailjet", "european", "API key / secret key", "API 키 / 시크릿 키", "api.mailjet.com", None,
  lambda: [T("MJ_APIKEY_PUBLIC", hexs(32)), T("MJ_APIKEY_PRIVATE", hexs(32))])
V("Infobip", "european", "API key", "API 키", "xyz.api.infobip.com", ("scheme", "App"),
  lambda: [T("INFOBIP_API_KEY", hexs(32) + "-" + uuid4())], "/sms/2/text/advanced")
V("Vonage", "european", "API key / secret", "API 키 / 시크릿", "rest.nexmo.com", None,
  lambda: [T("VONAGE_API_KEY", hexs(8)), T("VONAGE_API_SECRET", rs(AN, 16))])
V("Pusher", "european", "Channels app secret", "Channels 앱 시크릿", "api-eu.pusher.com", None,
  lambda: [T("PUSHER_APP_ID", digits(7), False), T("PUSHER_KEY", hexs(20), False), T("PUSHER_SECRET", hexs(20))])
V("Paddle", "european", "live API key", "live API 키", "api.paddle.com", "bearer",
  lambda: [T("PADDLE_API_KEY", "pdl_live_apikey_01" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24) + "_" + rs(AN, 22) + "_" + rs(AN, 3))], "/products")


# --------------------------------------------------------------------------------------
# containers: render a list of (ENV, value, is_secret) into a pasted snippet
#   every renderer returns (text, written) where written = the secret values exactly as
#   they appear in the text (k8s data is base64, so the base64 form is what is listed)
# --------------------------------------------------------------------------------------
NOISE_ENV = ["NODE_ENV=production", "LOG_LEVEL=info", "PORT=8080", "AWS_REGION=ap-northeast-2",
             "TZ=Asia/Seoul", "FEATURE_NEW_CHECKOUT=true", "DATABASE_POOL_SIZE=10",
             "SENTRY_ENVIRONMENT=staging", "APP_URL=https://app.example.com", "WORKERS=4",
             "REDIS_URL=redis://localhost:6379/0", "DEBUG=false", "HTTP_TIMEOUT_MS=15000",
             "RETRY_MAX=3", "QUEUE_NAME=jobs-default", "OTEL_SERVICE_NAME=api"]


def slug(name):
    return "".join(c for c in name.lower() if c in LO + DIG) or "vendor"


def short(env):
    parts = env.split("_")
    return "_".join(parts[1:]).lower() if len(parts) > 1 else env.lower()


def camel(s):
    p = s.lower().split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def pascal(s):
    return "".join(x.capitalize() for x in s.lower().split("_"))


def yq(v):
    if v and all(c in AN + "-_." for c in v) and v[0] in AN and not v.isdigit():
        return v
    return '"' + v + '"'


def noise(n):
    lst = list(NOISE_ENV)
    R.shuffle(lst)
    return lst[:n]


def secrets_of(items):
    return [v for _, v, s in items if s]


def mix(lines, extra):
    """insert the secret lines at a random position among the noise lines"""
    out = list(extra)
    pos = ri(0, len(out))
    return out[:pos] + lines + out[pos:]


def c_dotenv(items, v):
    q = pick(['', '', '"', "'"])
    lines = ["%s=%s%s%s" % (e, q, x, q) for e, x, _ in items]
    body = mix(lines, noise(ri(0, 4)))
    if chance(0.3):
        body.insert(0, "# %s (%s)" % (v["name"], pick(["prod", "staging", "local", "do not commit"])))
    return "\n".join(body), secrets_of(items)


def c_export(items, v):
    return "\n".join("export %s=%s" % (e, shq(x) if chance(0.6) else '"%s"' % x) for e, x, _ in items), secrets_of(items)


def c_inline(items, v):
    pre = " ".join("%s=%s" % (e, shq(x)) for e, x, _ in items)
    cmd = pick(["npm run sync", "python -m %s.cli backfill" % svc().replace("-", "_"), "./bin/%s" % svc(),
                "go run ./cmd/worker", "bundle exec rake jobs:work", "node scripts/smoke.js", "make e2e"])
    st = ri(0, 2)
    if st == 0:
        return pre + " " + cmd, secrets_of(items)
    if st == 1:
        envs = " ".join("-e %s=%s" % (e, shq(x)) for e, x, _ in items)
        return "docker run --rm %s %s/%s:%s" % (envs, org(), svc(), pick(["latest", "1.%d.%d" % (ri(0, 9), ri(0, 20))])), secrets_of(items)
    return "env %s %s" % (pre, cmd), secrets_of(items)


def c_yaml(items, v):
    s = slug(v["name"])
    lines = ["%s:" % s] + ["  %s: %s" % (short(e), yq(x)) for e, x, _ in items]
    head = pick([["app:", "  name: %s" % svc(), "  port: %d" % ri(3000, 9000)], ["server:", "  timeout: %ds" % ri(5, 60)], []])
    return "\n".join(head + lines), secrets_of(items)


def c_json(items, v):
    obj = {}
    if chance(0.5):
        obj["env"] = env_name()
    obj[camel(slug(v["name"]))] = {camel(short(e)): x for e, x, _ in items}
    if chance(0.4):
        obj["timeoutMs"] = ri(1000, 30000)
    return json.dumps(obj, indent=2, ensure_ascii=False), secrets_of(items)


def c_toml(items, v):
    lines = ["[%s]" % slug(v["name"])] + ['%s = "%s"' % (short(e), x) for e, x, _ in items]
    if chance(0.5):
        lines = ["[server]", "port = %d" % ri(3000, 9000), ""] + lines
    return "\n".join(lines), secrets_of(items)


def c_ini(items, v):
    lines = ["[%s]" % pick([slug(v["name"]), "default", env_name()])] + ["%s = %s" % (short(e), x) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_props(items, v):
    pre = pick(["app.", "", "integration."]) + slug(v["name"]) + "."
    lines = ["%s%s=%s" % (pre, short(e).replace("_", "-"), x) for e, x, _ in items]
    return "\n".join(mix(lines, pick([["server.port=8080"], ["logging.level.root=INFO"], []]))), secrets_of(items)


def c_xml(items, v):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (pascal(slug(v["name"])), pascal(short(e)), x) for e, x, _ in items] + ["</appSettings>"]
    else:
        lines = ["<%s>" % slug(v["name"])] + ["  <%s>%s</%s>" % (camel(short(e)), x, camel(short(e))) for e, x, _ in items] + ["</%s>" % slug(v["name"])]
    return "\n".join(lines), secrets_of(items)


def c_k8s_stringdata(items, v):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (slug(v["name"]), pick(["creds", "secret", "env"])),
             "  namespace: %s" % env_name(), "type: Opaque", "stringData:"] + ["  %s: %s" % (e, yq(x)) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_k8s_data(items, v):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (svc(), pick(["creds", "secrets"])),
             "type: Opaque", "data:"] + ["  %s: %s" % (e, b64(x)) for e, x, _ in items]
    return "\n".join(lines), [b64(x) for _, x, s in items if s]


def c_k8s_env(items, v):
    lines = ["        env:"]
    for e, x, _ in items:
        lines += ["          - name: %s" % e, "            value: %s" % ('"%s"' % x)]
    if chance(0.5):
        lines += ["          - name: LOG_LEVEL", "            value: info"]
    return "\n".join(lines), secrets_of(items)


def c_compose(items, v):
    lines = ["services:", "  %s:" % svc(), "    image: %s/%s:%s" % (org(), svc(), "1.%d.%d" % (ri(0, 9), ri(0, 30))), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (e, x) for e, x, _ in items]
    else:
        lines += ["      %s: %s" % (e, yq(x)) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_dockerfile(items, v):
    base = pick(["python:3.12-slim", "node:20-alpine", "golang:1.22", "eclipse-temurin:21-jre", "ruby:3.3"])
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % base, "WORKDIR /app"] + ["%s %s=%s" % (kw, e, x) for e, x, _ in items] + [pick(["COPY . .", "RUN make build", "CMD [\"./run.sh\"]"])]
    return "\n".join(lines), secrets_of(items)


def c_gha(items, v):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (e, yq(x)) for e, x, _ in items] + \
        ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm ci && npm run release", "./scripts/publish.sh"])]
    return "\n".join(lines), secrets_of(items)


def c_gitlab(items, v):
    lines = ["variables:"] + ['  %s: "%s"' % (e, x) for e, x, _ in items] + ["", "deploy:", "  stage: deploy", "  script:", "    - %s" % pick(["./deploy.sh", "helm upgrade --install app ./chart", "npm publish"])]
    return "\n".join(lines), secrets_of(items)


def c_terraform(items, v):
    st = ri(0, 2)
    if st == 0:
        lines = ['provider "%s" {' % slug(v["name"])] + ['  %s = "%s"' % (short(e), x) for e, x, _ in items] + ["}"]
    elif st == 1:
        lines = []
        for e, x, _ in items:
            lines += ['variable "%s" {' % e.lower(), '  type    = string', '  default = "%s"' % x, "}"]
    else:
        lines = ["# terraform.tfvars"] + ['%s = "%s"' % (e.lower(), x) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_python(items, v):
    st = ri(0, 2)
    if st == 0:
        lines = ["import os"] + ['os.environ["%s"] = "%s"' % (e, x) for e, x, _ in items]
    elif st == 1:
        lines = ['%s = "%s"' % (e, x) for e, x, _ in items] + ["client = %sClient(%s)" % (pascal(slug(v["name"])), ", ".join("%s=%s" % (short(e), e) for e, _, _ in items))]
    else:
        lines = ["settings = {"] + ['    "%s": "%s",' % (short(e), x) for e, x, _ in items] + ["}"]
    return "\n".join(lines), secrets_of(items)


def c_js(items, v):
    if chance(0.5):
        lines = ['const %s = process.env.%s ?? "%s";' % (camel(e), e, x) for e, x, _ in items]
    else:
        lines = ["export const %sConfig = {" % camel(slug(v["name"]))] + ["  %s: '%s'," % (camel(short(e)), x) for e, x, _ in items] + ["};"]
    return "\n".join(lines), secrets_of(items)


def c_go(items, v):
    if chance(0.5):
        lines = ["const ("] + ['\t%s = "%s"' % (camel(e), x) for e, x, _ in items] + [")"]
    else:
        lines = ['os.Setenv("%s", "%s")' % (e, x) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_java(items, v):
    if chance(0.5):
        lines = ['    private static final String %s = "%s";' % (e, x) for e, x, _ in items]
    else:
        lines = ['val %s = "%s"' % (camel(e), x) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_misc_lang(items, v):
    st = ri(0, 4)
    if st == 0:
        lines = ['ENV["%s"] ||= "%s"' % (e, x) for e, x, _ in items]
    elif st == 1:
        lines = ["'%s' => [" % slug(v["name"])] + ["    '%s' => '%s'," % (short(e), x) for e, x, _ in items] + ["],"]
    elif st == 2:
        lines = ['var %s = "%s";' % (camel(e), x) for e, x, _ in items]
    elif st == 3:
        lines = ['let %s = "%s";' % (e.lower(), x) for e, x, _ in items]
    else:
        lines = ['$env:%s = "%s"' % (e, x) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_systemd(items, v):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (e, x) for e, x, _ in items] + ["ExecStart=/opt/%s/bin/run" % svc()]
    return "\n".join(lines), secrets_of(items)


def c_helm(items, v):
    sets = " ".join("--set %s.%s=%s" % (slug(v["name"]), camel(short(e)), shq(x)) for e, x, _ in items)
    return "helm upgrade --install %s ./charts/%s -n %s %s" % (svc(), svc(), env_name(), sets), secrets_of(items)


def c_ansible(items, v):
    lines = ["# group_vars/%s/vars.yml" % env_name()] + ["%s_%s: %s" % (slug(v["name"]), short(e), yq(x)) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_diff(items, v):
    f = pick([".env.example", "config/settings.py", "deploy/values.yaml", ".github/workflows/ci.yml"])
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,3 +%d,%d @@" % (ri(2, 40), ri(2, 40), 3 + len(items)), " LOG_LEVEL=info"]
    lines += ["-%s=" % e for e, _, _ in items[:1]]
    lines += ["+%s=%s" % (e, x) for e, x, _ in items]
    lines += [" PORT=8080"]
    return "\n".join(lines), secrets_of(items)


def c_table(items, v):
    lines = ["| key | value | where |", "|---|---|---|"] + ["| %s | %s | %s |" % (e, x, pick(["Vercel", "GitHub secrets", "local .env", "Jenkins", "k8s secret"])) for e, x, _ in items]
    return "\n".join(lines), secrets_of(items)


def c_log(items, v):
    kv = ", ".join("'%s': '%s'" % (e, x) for e, x, _ in items)
    lvl = pick(["DEBUG", "INFO", "WARN"])
    return "%sZ %s %s config loaded: {%s, 'REGION': '%s'}" % (ts(), lvl, pick(["[main]", "app.settings", "bootstrap"]), kv, pick(REGIONS)), secrets_of(items)


def c_trace(items, v):
    kw = ", ".join("%s='%s'" % (short(e), x) for e, x, _ in items)
    lines = ["Traceback (most recent call last):", '  File "/app/%s/client.py", line %d, in connect' % (svc().replace("-", "_"), ri(20, 300)),
             "    return %sClient(%s)" % (pascal(slug(v["name"])), kw),
             "%s: 401 Unauthorized (%s)" % (pick(["AuthenticationError", "PermissionDenied", "requests.exceptions.HTTPError"]), v["host"] or "local")]
    return "\n".join(lines), secrets_of(items)


def c_chat(items, v):
    who = pick(EN_NAMES + ROMAN)
    vals = "\n".join("%s: %s" % (e, x) for e, x, _ in items)
    return "[%s %02d:%02d] %s: %s\n%s" % (pick(["Slack #dev", "Teams", "카톡", "Slack DM", "Discord"]), ri(8, 23), ri(0, 59), who,
                                         pick(["here you go", "staging creds", "use these for now", "ㅇㅇ 이거 쓰세요", "prod 아님 주의"]), vals), secrets_of(items)


def c_notebook(items, v):
    lines = ["In [%d]: %%env %s=%s" % (ri(1, 9), e, x) for e, x, _ in items] + ["In [%d]: client = %s.Client()" % (ri(10, 20), slug(v["name"]))]
    return "\n".join(lines), secrets_of(items)


CONFIG_RENDERERS = [("dotenv", c_dotenv), ("shell export", c_export), ("inline command", c_inline), ("YAML", c_yaml),
                    ("JSON", c_json), ("TOML", c_toml), ("INI", c_ini), ("properties", c_props), ("XML", c_xml),
                    ("k8s Secret stringData", c_k8s_stringdata), ("k8s Secret data (base64)", c_k8s_data),
                    ("k8s Deployment env", c_k8s_env), ("docker compose", c_compose), ("Dockerfile", c_dockerfile),
                    ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab), ("Terraform", c_terraform), ("Python", c_python),
                    ("JavaScript", c_js), ("Go", c_go), ("Java/Kotlin", c_java), ("Ruby/PHP/C#/Rust/PowerShell", c_misc_lang),
                    ("systemd unit", c_systemd), ("helm --set", c_helm), ("Ansible vars", c_ansible), ("diff", c_diff),
                    ("markdown table", c_table), ("log line", c_log), ("stack trace", c_trace), ("chat message", c_chat),
                    ("notebook", c_notebook)]


# ---- HTTP usage of a single token -----------------------------------------------------
def auth_parts(v, tok):
    """-> (header_name, header_value, written, curl_u) ; header None when the token goes in the query"""
    a = v["auth"]
    if a == "bearer":
        return "Authorization", "Bearer " + tok, tok, None
    if a == "basic_tok_user":
        blob = b64(tok + ":")
        return "Authorization", "Basic " + blob, blob, tok + ":"
    kind, arg = a
    if kind == "header":
        return arg, tok, tok, None
    if kind == "scheme":
        return "Authorization", (arg + tok) if arg.endswith("=") else (arg + " " + tok), tok, None
    if kind == "basic_user":
        blob = b64(arg + ":" + tok)
        return "Authorization", "Basic " + blob, blob, arg + ":" + tok
    return None, None, tok, None


def url_for(v, tok=None):
    u = "https://%s%s" % (v["host"], v["path"])
    if tok is not None:
        u += ("&" if "?" in u else "?") + "%s=%s" % (v["auth"][1], tok)
    return u


def h_curl(tok, v):
    hn, hv, w, cu = auth_parts(v, tok)
    if hn is None:
        return "curl -s '%s'" % url_for(v, tok), [tok]
    if cu and chance(0.5):
        return "curl -s -u %s %s" % (cu, url_for(v)), [tok]
    meth = pick(["", "-X POST ", "-X GET "])
    data = " -d '{\"limit\": %d}'" % ri(1, 100) if meth == "-X POST " else ""
    return 'curl -sS %s%s \\\n  -H "%s: %s" \\\n  -H "Content-Type: application/json"%s' % (meth, url_for(v), hn, hv, data), [w]


def h_http(tok, v):
    hn, hv, w, _ = auth_parts(v, tok)
    if hn is None:
        path = url_for(v, tok).split(v["host"], 1)[1]
        return "GET %s HTTP/1.1\nHost: %s\nAccept: application/json" % (path, v["host"]), [tok]
    return "%s %s HTTP/1.1\nHost: %s\n%s: %s\nUser-Agent: %s/%d.%d\nAccept: */*" % (
        pick(["GET", "POST"]), v["path"], v["host"], hn, hv, svc(), ri(1, 3), ri(0, 20)), [w]


def h_requests(tok, v):
    hn, hv, w, _ = auth_parts(v, tok)
    if hn is None:
        return 'r = requests.get("%s", params={"%s": "%s"}, timeout=10)' % (url_for(v), v["auth"][1], tok), [tok]
    return 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=%d,\n)' % (
        pick(["get", "post"]), url_for(v), hn, hv, ri(5, 30)), [w]


def h_fetch(tok, v):
    hn, hv, w, _ = auth_parts(v, tok)
    if hn is None:
        return "const res = await fetch(`%s`);" % url_for(v, tok), [tok]
    return "const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url_for(v), hn, hv), [w]


def h_httpie(tok, v):
    hn, hv, w, _ = auth_parts(v, tok)
    if hn is None:
        return "http GET '%s'" % url_for(v, tok), [tok]
    return "http %s %s '%s:%s'" % (pick(["GET", "POST"]), url_for(v), hn, hv), [w]


def h_logline(tok, v):
    hn, hv, w, _ = auth_parts(v, tok)
    if hn is None:
        return '%s - - [%s] "GET %s HTTP/1.1" 200 %d' % (ip(), ts(), url_for(v, tok).split(v["host"], 1)[1], ri(200, 90000)), [tok]
    return "%sZ DEBUG urllib3.connectionpool send: headers={'Host': '%s', '%s': '%s', 'Accept': '*/*'}" % (ts(), v["host"], hn, hv), [w]


HTTP_RENDERERS = [("curl", h_curl), ("raw HTTP request", h_http), ("python requests", h_requests),
                  ("fetch", h_fetch), ("httpie", h_httpie), ("request log", h_logline)]


# ---- vendor specific files ------------------------------------------------------------
def sp_aws(items, v):
    st = ri(0, 2)
    if st == 0:
        lines = ["[%s]" % pick(["default", "prod", "deploy", "%s-admin" % org()])] + ["%s = %s" % (e.lower(), x) for e, x, _ in items] + ["region = %s" % pick(REGIONS)]
        return "~/.aws/credentials\n" + "\n".join(lines), secrets_of(items)
    if st == 1:
        return "\n".join("aws configure set %s %s" % (e.lower(), x) for e, x, _ in items), secrets_of(items)
    lines = ['provider "aws" {', '  region     = "%s"' % pick(REGIONS)] + ['  %s = "%s"' % (e.lower().replace("aws_", "").replace("secret_access_key", "secret_key").replace("access_key_id", "access_key"), x) for e, x, _ in items] + ["}"]
    return "\n".join(lines), secrets_of(items)


def sp_npm(items, v):
    t = items[0][1]
    return pick(["//registry.npmjs.org/:_authToken=%s", "npm config set //registry.npmjs.org/:_authToken %s"]) % t, [t]


def sp_pypi(items, v):
    t = items[0][1]
    if chance(0.5):
        return "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t]
    return "twine upload -u __token__ -p %s dist/*" % t, [t]


def sp_docker(items, v):
    t = items[0][1]
    u = pick(ROMAN + EN_NAMES) + pick(["", "ci", str(ri(1, 99))])
    st = ri(0, 2)
    if st == 0:
        return "docker login -u %s -p %s" % (u, t), [t]
    if st == 1:
        return "echo %s | docker login --username %s --password-stdin" % (t, u), [t]
    blob = b64(u + ":" + t)
    return '{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "%s"\n    }\n  }\n}' % blob, [blob]


def sp_gitremote(items, v):
    t = items[-1][1]
    h = "github.com" if "GitHub" in v["name"] else "gitlab.com"
    u = pick(["x-access-token", "oauth2", pick(ROMAN)])
    return "git remote set-url origin https://%s:%s@%s/%s/%s.git" % (u, t, h, org(), svc()), [t]


def sp_telegram(items, v):
    t = items[0][1]
    return 'curl -s "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done"' % (t, digits(10)), [t]


def sp_twilio(items, v):
    sid, tok = items[0][1], items[1][1]
    return "curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json \\\n  --data-urlencode \"To=+8210%s\" \\\n  -u %s:%s" % (sid, digits(8), sid, tok), [tok]


def sp_whsec(items, v):
    t = items[0][1]
    return 'event = stripe.Webhook.construct_event(\n    payload, sig_header, "%s"\n)' % t, [t]


def sp_azure_storage(items, v):
    acct, key = items[0][1], items[1][1]
    return "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key), [key]


def sp_age(items, v):
    t = items[0][1]
    return "# created: %s\n# public key: age1%s\n%s" % (ts(), rs(BECH, 58), t), [t]


def sp_dingtalk(items, v):
    t = items[0][1]
    at = hexs(64)
    return "webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (at, t), [at, t]


SPECIAL = {"AWS": sp_aws, "npm": sp_npm, "PyPI": sp_pypi, "Docker Hub": sp_docker, "GitHub": sp_gitremote,
           "GitLab": sp_gitremote, "Telegram": sp_telegram, "Twilio": sp_twilio, "age": sp_age,
           "DingTalk": sp_dingtalk}
SPECIAL_BY_WHAT = {"webhook signing secret": sp_whsec, "storage account key": sp_azure_storage}


def special_for(v):
    if v["en"] in SPECIAL_BY_WHAT:
        return SPECIAL_BY_WHAT[v["en"]]
    if v["name"] in SPECIAL and not (v["name"] == "GitLab" and v["en"] == "runner authentication token"):
        return SPECIAL[v["name"]]
    return None


# --------------------------------------------------------------------------------------
# prose
# --------------------------------------------------------------------------------------
def josa(word, pair):
    """Korean particle after a (possibly English) word: pair is 이가, 을를, 은는 or 으로로"""
    first, second = {"이가": ("이", "가"), "을를": ("을", "를"), "은는": ("은", "는"), "으로로": ("으로", "로"),
                     "이었였": ("이었", "였"), "이라라": ("이라", "라")}[pair]
    w = word.rstrip(" `'\")")
    if not w:
        return second
    c = w[-1]
    code = ord(c) - 0xAC00
    if 0 <= code < 11172:
        jong = code % 28
        if pair == "으로로" and jong == 8:
            return second
        return first if jong else second
    if c in "013678":
        return first if not (pair == "으로로" and c in "178") else second
    if c in "LMNR":
        return first if not (pair == "으로로" and c in "LR") else second
    if c in "mnkbpt":
        return first
    if c == "l":
        return second if pair == "으로로" else first
    return second


class SafeDict(dict):
    def __missing__(self, k):
        if "|" in k:
            base, pair = k.split("|", 1)
            w = self.get(base, "")
            return w + josa(w, pair)
        return ""


def fill(t, ctx):
    return t.format_map(SafeDict(ctx))


WHERE = {
    "dotenv": ([".env.production", ".env.local", "the .env file", ".env.staging"], [".env.production", ".env.local", ".env 파일", ".env.staging"]),
    "shell export": (["~/.zshrc", "the deploy script", "setup-env.sh"], ["~/.zshrc", "배포 스크립트", "setup-env.sh"]),
    "inline command": (["the README run command", "the cron entry", "the Makefile target"], ["README 실행 명령", "크론 항목", "Makefile 타깃"]),
    "YAML": (["config/settings.yaml", "application.yml"], ["config/settings.yaml", "application.yml"]),
    "JSON": (["appsettings.json", "config/local.json"], ["appsettings.json", "config/local.json"]),
    "TOML": (["config.toml", "settings.toml"], ["config.toml", "settings.toml"]),
    "INI": (["setup.cfg", "app.ini"], ["setup.cfg", "app.ini"]),
    "properties": (["application.properties"], ["application.properties"]),
    "XML": (["web.config", "app.config"], ["web.config", "app.config"]),
    "k8s Secret stringData": (["the k8s Secret manifest", "secret.yaml"], ["k8s Secret 매니페스트", "secret.yaml"]),
    "k8s Secret data (base64)": (["the k8s Secret manifest", "secret.yaml"], ["k8s Secret 매니페스트", "secret.yaml"]),
    "k8s Deployment env": (["deployment.yaml", "the Deployment spec"], ["deployment.yaml", "Deployment 스펙"]),
    "docker compose": (["docker-compose.yml", "compose.override.yml"], ["docker-compose.yml", "compose.override.yml"]),
    "Dockerfile": (["the Dockerfile"], ["Dockerfile"]),
    "GitHub Actions": ([".github/workflows/deploy.yml"], [".github/workflows/deploy.yml"]),
    "GitLab CI": ([".gitlab-ci.yml"], [".gitlab-ci.yml"]),
    "Terraform": (["main.tf", "terraform.tfvars"], ["main.tf", "terraform.tfvars"]),
    "Python": (["settings.py", "the client module"], ["settings.py", "클라이언트 모듈"]),
    "JavaScript": (["config.ts", "src/lib/client.js"], ["config.ts", "src/lib/client.js"]),
    "Go": (["internal/config/config.go"], ["internal/config/config.go"]),
    "Java/Kotlin": (["AppConfig.java", "Config.kt"], ["AppConfig.java", "Config.kt"]),
    "Ruby/PHP/C#/Rust/PowerShell": (["the config initializer", "the bootstrap script"], ["설정 initializer", "부트스트랩 스크립트"]),
    "systemd unit": (["the systemd unit"], ["systemd 유닛 파일"]),
    "helm --set": (["the helm command in the runbook"], ["런북의 helm 명령"]),
    "Ansible vars": (["group_vars"], ["group_vars"]),
    "diff": (["the last commit"], ["직전 커밋"]),
    "markdown table": (["the onboarding wiki table"], ["온보딩 위키 표"]),
    "log line": (["the startup log"], ["기동 로그"]),
    "stack trace": (["the traceback"], ["트레이스백"]),
    "chat message": (["a Slack thread"], ["메신저 대화"]),
    "notebook": (["the analysis notebook"], ["분석 노트북"]),
    "http": (["the runbook", "the API test script", "the Postman export"], ["런북", "API 테스트 스크립트", "Postman export"]),
    "special": (["the local config", "the CI setup"], ["로컬 설정", "CI 설정"]),
}


def where(cname, lang):
    en, ko = WHERE.get(cname, WHERE["special"])
    return pick(en if lang == "en" else ko)


POOLS = {}
POOLS["token"] = {
    "en": {
        "issue": ["I didn't know {svc} still loads the {vendor} {what} from a hardcoded value, so rotating it in the secret manager changed nothing.",
                  "Calls from {svc} to {vendor} kept failing with 401 after the {env} deploy and I didn't know where the {what} came from.",
                  "The user said the {vendor} integration 'just works locally'; I didn't know the {what} was pasted into {where}.",
                  "Nobody mentioned that {svc} has two {vendor} credentials and that the {env} one lives in {where}.",
                  "I assumed the {vendor} credential in {where} was a sandbox one, but it was the live {what}.",
                  "The {env} job picked up a stale {vendor} {what}; I didn't know {where} wins over the CI variables.",
                  "I was asked to debug the {vendor} rate-limit errors and didn't know the whole team shares one {what}."],
        "lesson": ["Search {where} for hardcoded {vendor} credentials before assuming the env var is used; move the value to the secret store and rotate it.",
                   "When {vendor} answers 401, compare the {what} the process really sees (printenv in the pod) with the one in the vault.",
                   "{vendor} credentials must come from the secret manager; a literal in {where} silently overrides it.",
                   "Keep {where} out of git, load the {what} at runtime, and rotate anything that was committed.",
                   "Per-service {vendor} keys make 401/429 debugging much easier than one shared {what}.",
                   "The {vendor} SDK reads the environment first and the config file second, so {where} only matters when the env var is unset."],
        "ask": ["Which {vendor} {what} is current for {env}, and may I rotate the one shown here?",
                "Should the {vendor} credentials live in Vault or in the CI secret store?",
                "Is it OK to revoke the old {vendor} {what} now?",
                "Who owns the {vendor} account, so I can request a scoped key for {svc}?",
                "Do you want me to purge {where} from git history too?", ""],
        "intro": ["{where} looked like this", "Relevant part of {where}", "What was committed", "Pasted from the user's terminal",
                  "Found in {where}", "This is what {svc} was running with"],
        "inline": ["{svc} was sending {snip} as the {vendor} {what}, and {vendor} had already revoked it.",
                   "The {env} pod had {snip} baked in, which is why rotating the secret did nothing.",
                   "The failing request used {snip}, copied from {where}."],
    },
    "ko": {
        "issue": ["{svc|이가} {vendor} {what|을를} 시크릿 매니저가 아니라 하드코딩된 값에서 읽는다는 걸 몰라서, 키를 교체해도 반영이 안 됐다.",
                  "{env} 배포 후 {svc}에서 {vendor} 호출이 계속 401로 실패했는데 {what|이가} 어디서 오는지 몰랐다.",
                  "로컬에서는 된다고 해서 봤더니 {vendor} {what|이가} {where}에 그대로 들어 있었다. 이걸 미리 몰랐다.",
                  "{svc}에 {vendor} 자격 증명이 두 개 있고 {env}용은 {where}에 있다는 걸 아무도 알려주지 않았다.",
                  "{where}에 있는 {vendor} 키가 샌드박스용인 줄 알았는데 실제 {what|이었였}다.",
                  "{env} 잡이 오래된 {vendor} {what|을를} 쓰고 있었다. CI 변수보다 {where|이가} 우선한다는 걸 몰랐다.",
                  "{vendor} rate limit 오류를 보라고 했는데, 팀 전체가 {what} 하나를 같이 쓰는 줄 몰랐다."],
        "lesson": ["env 변수를 쓴다고 가정하기 전에 {where}에서 하드코딩된 {vendor} 자격 증명부터 찾을 것. 값은 시크릿 저장소로 옮기고 교체한다.",
                   "{vendor|이가} 401을 주면 파드 안에서 실제로 보이는 {what}(printenv)와 vault 값을 비교해 본다.",
                   "{vendor} 키는 시크릿 매니저에서만 주입한다. {where}에 리터럴이 있으면 조용히 덮어쓴다.",
                   "{where|은는} git에서 빼고 {what|은는} 런타임에 로드할 것. 이미 커밋된 값은 교체해야 한다.",
                   "서비스마다 {vendor} 키를 따로 쓰면 401/429 원인 찾기가 훨씬 쉽다.",
                   "{vendor} SDK는 환경변수를 먼저 읽고 설정 파일은 그다음이다. env가 비어 있을 때만 {where} 값이 쓰인다."],
        "ask": ["{env} 환경의 현재 {vendor} {what|이가} 어떤 건지, 여기 붙은 키는 폐기해도 되는지 물어보기.",
                "{vendor} 자격 증명을 Vault에 둘지 CI 시크릿에 둘지 확인하기.",
                "예전 {vendor} {what|을를} 지금 revoke 해도 되는지?",
                "{vendor} 계정 담당자가 누군지 물어보고 {svc}용으로 권한 좁힌 키를 요청하기.",
                "git 히스토리에서도 {where|을를} 지워야 하는지 물어볼 것.", ""],
        "intro": ["{where} 내용", "문제가 된 부분", "커밋돼 있던 내용", "사용자가 터미널에서 붙여준 것", "{where}에서 찾은 부분", "{svc|이가} 실제로 쓰던 설정"],
        "inline": ["{svc|이가} {vendor} {what|으로로} {snip|을를} 보내고 있었는데 이미 폐기된 키였다.",
                   "{env} 파드에 {snip|이가} 박혀 있어서 시크릿을 교체해도 소용이 없었다.",
                   "실패한 요청은 {where}에서 복사한 {snip|을를} 쓰고 있었다."],
    },
}
POOLS["cmdpw"] = {
    "en": {
        "issue": ["I didn't know the {tool} step in the runbook passes the password on the command line, where it lands in shell history.",
                  "The user pasted the exact command they use for {what}; I didn't know {host} only accepts password auth.",
                  "I didn't know the {env} {tool} account still uses a shared password instead of IAM/SSO auth.",
                  "The migration failed because I used the wrong account; nobody told me which {tool} user the cron job runs as.",
                  "I didn't know {svc} restarts fail unless {tool} is run with the service password first."],
        "lesson": ["Passwords given as {tool} arguments show up in `ps` and shell history; use a prompt, an option file or an env var read from the vault instead.",
                   "For {what}, read the password from a file with 0600 permissions instead of typing it on the command line.",
                   "Use the documented non-interactive auth of {tool} (option file / stdin) and rotate the password after it was shared in chat.",
                   "The {tool} account for {env} is shared by several jobs, so changing its password needs a coordinated rollout.",
                   "Check which user the job runs as before touching {tool}; the password below only works for that account."],
        "ask": ["Can you rotate the {what} now that it was in a pasted command?",
                "Is there a read-only {tool} account I should use instead?",
                "Should I switch this step to a password file or to the vault agent?",
                "Which account should the {env} job use for {tool}?", ""],
        "intro": ["The command from the runbook", "What the user ran", "Working command", "From the shell history", "The step that finally worked"],
        "inline": ["It only worked after running {snip} on the bastion.", "The user's note said to run {snip} before the restart.",
                   "I reproduced it with {snip} from the jump host."],
    },
    "ko": {
        "issue": ["런북의 {tool} 단계가 비밀번호를 명령행 인자로 넘겨서 셸 히스토리에 남는다는 걸 몰랐다.",
                  "사용자가 {what}에 쓰는 명령을 그대로 붙여줬다. {host|이가} 비밀번호 인증만 받는다는 걸 몰랐다.",
                  "{env} {tool} 계정이 아직 IAM/SSO가 아니라 공유 비밀번호를 쓴다는 걸 몰랐다.",
                  "잘못된 계정으로 마이그레이션을 돌려서 실패했다. 크론 잡이 어떤 {tool} 유저로 도는지 아무도 말해주지 않았다.",
                  "{tool|을를} 서비스 비밀번호로 먼저 실행하지 않으면 {svc} 재시작이 실패한다는 걸 몰랐다."],
        "lesson": ["{tool} 인자로 준 비밀번호는 `ps`와 셸 히스토리에 남는다. 프롬프트나 옵션 파일, vault에서 읽은 env 변수를 쓸 것.",
                   "{what|은는} 명령행에 치지 말고 0600 권한 파일에서 읽게 한다.",
                   "{tool}의 비대화형 인증(옵션 파일/stdin)을 쓰고, 채팅에 공유된 비밀번호는 바로 교체할 것.",
                   "{env}의 {tool} 계정은 여러 잡이 같이 쓰니 비밀번호 변경은 롤아웃을 맞춰서 해야 한다.",
                   "{tool} 건드리기 전에 잡이 어떤 유저로 도는지 먼저 확인. 아래 비밀번호는 그 계정에서만 된다."],
        "ask": ["명령에 노출된 {what} 지금 교체해 줄 수 있는지 물어보기.",
                "대신 쓸 읽기 전용 {tool} 계정이 있는지?",
                "이 단계를 비밀번호 파일이나 vault agent 방식으로 바꿔도 되는지 확인.",
                "{env} 잡이 {tool}에 어떤 계정을 써야 하는지 물어볼 것.", ""],
        "intro": ["런북에 있던 명령", "사용자가 실행한 명령", "동작한 명령", "셸 히스토리에서", "결국 성공한 단계"],
        "inline": ["베스천에서 {snip} 실행한 뒤에야 됐다.", "사용자 메모에 재시작 전에 {snip|을를} 돌리라고 되어 있었다.",
                   "점프 호스트에서 {snip|으로로} 재현했다."],
    },
}
POOLS["conn"] = {
    "en": {
        "issue": ["I didn't know {svc} builds its {db} connection from a single URL, so setting the password variable alone did nothing.",
                  "The {env} {db} password contains characters that must be percent-encoded in the URL; I didn't know that and the driver failed to parse it.",
                  "Nobody told me the {db} DSN for {env} is kept in {where}, not in the secret store.",
                  "I didn't know the reporting job connects to the primary {db} instead of the replica.",
                  "The connection test failed with 'password authentication failed' and I didn't know which {db} user the app uses."],
        "lesson": ["Percent-encode the password when it goes into a {db} URL, or pass user/password as separate options.",
                   "Keep the {db} DSN in the secret store and compose it at runtime; never commit it to {where}.",
                   "The {db} driver logs the full DSN at DEBUG level, so lower the log level before sharing logs.",
                   "Read replicas have their own {db} user; use that one for reports.",
                   "Test the {db} connection with the exact DSN the app uses; a hand-typed one hides encoding mistakes."],
        "ask": ["Can the {db} password be rotated after this, and who updates {svc}?",
                "Should reports use the replica DSN instead?",
                "Is {where} the source of truth for the {db} DSN, or is it the vault?", ""],
        "intro": ["The DSN in {where}", "What {svc} used", "Connection string that worked", "From {where}"],
        "inline": ["{svc} was configured with {snip} and the driver rejected it.",
                   "The working DSN was {snip}.",
                   "I finally connected with {snip} from the bastion."],
    },
    "ko": {
        "issue": ["{svc|이가} {db} 연결을 URL 하나로 만든다는 걸 몰라서 비밀번호 변수만 바꾼 건 효과가 없었다.",
                  "{env} {db} 비밀번호에 URL 퍼센트 인코딩이 필요한 문자가 있다는 걸 몰라서 드라이버가 파싱에 실패했다.",
                  "{env}용 {db} DSN이 시크릿 저장소가 아니라 {where}에 있다는 걸 아무도 알려주지 않았다.",
                  "리포트 잡이 레플리카가 아니라 primary {db}에 붙는다는 걸 몰랐다.",
                  "연결 테스트가 'password authentication failed'로 실패했는데 앱이 어떤 {db} 유저를 쓰는지 몰랐다."],
        "lesson": ["{db} URL에 비밀번호를 넣을 땐 퍼센트 인코딩하거나 user/password를 별도 옵션으로 넘길 것.",
                   "{db} DSN은 시크릿 저장소에 두고 런타임에 조립한다. {where}에 커밋 금지.",
                   "{db} 드라이버가 DEBUG 레벨에서 DSN 전체를 로그에 찍으니, 로그 공유 전에 레벨을 낮출 것.",
                   "읽기 레플리카는 별도 {db} 유저가 있다. 리포트는 그걸 쓴다.",
                   "앱이 실제 쓰는 DSN 그대로 {db} 연결 테스트할 것. 손으로 친 값은 인코딩 실수를 숨긴다."],
        "ask": ["이후 {db} 비밀번호 교체 가능한지, {svc} 설정은 누가 바꾸는지 물어보기.",
                "리포트는 레플리카 DSN을 써야 하는지?",
                "{db} DSN의 기준이 {where}인지 vault인지 확인하기.", ""],
        "intro": ["{where}의 DSN", "{svc|이가} 쓰던 값", "동작한 연결 문자열", "{where}에서 발췌"],
        "inline": ["{svc} 설정이 {snip} 였고 드라이버가 거부했다.",
                   "동작한 DSN은 {snip} 이다.",
                   "베스천에서 {snip|으로로} 겨우 접속했다."],
    },
}
POOLS["header"] = {
    "en": {
        "issue": ["I didn't know the {api} endpoint expects the credential in a {scheme} header rather than a query parameter.",
                  "The request log the user shared contained the full {scheme} header; I didn't know debug logging was on in {env}.",
                  "I didn't know the session from the browser is what the internal admin API checks, so my token-based call was rejected.",
                  "Requests to {api} returned 403 and I didn't know the {scheme} credential was bound to the old service account.",
                  "I didn't know {svc} forwards the caller's {scheme} header to the upstream unchanged."],
        "lesson": ["Strip Authorization and Cookie headers from request logs; {svc} logged them verbatim at DEBUG.",
                   "Reproduce {api} calls with a short-lived credential, not with one copied from a browser session.",
                   "A {scheme} header copied from logs is a live credential until it expires or is revoked.",
                   "Check which principal a {scheme} credential belongs to before blaming the endpoint.",
                   "Use a dedicated test account for {api}; sharing a personal session breaks when the person logs out."],
        "ask": ["Can you invalidate that session/token now that it was in the log?",
                "Is there a service account for {api} I should use instead?",
                "Should request logging in {env} drop auth headers entirely?", ""],
        "intro": ["Request from the log", "What the user pasted", "Captured request", "The call that reproduces it"],
        "inline": ["The captured request had {snip} in it.", "The browser sent {snip} and that is what the API checked.",
                   "Reproduced with the header {snip}."],
    },
    "ko": {
        "issue": ["{api} 엔드포인트가 자격 증명을 쿼리 파라미터가 아니라 {scheme} 헤더로 받는다는 걸 몰랐다.",
                  "사용자가 공유한 요청 로그에 {scheme} 헤더가 통째로 들어 있었다. {env}에 debug 로깅이 켜져 있는 줄 몰랐다.",
                  "내부 어드민 API가 브라우저 세션을 검사한다는 걸 몰라서 토큰으로 한 호출이 거부됐다.",
                  "{api} 요청이 403을 반환했는데 {scheme} 자격 증명이 예전 서비스 계정에 묶여 있다는 걸 몰랐다.",
                  "{svc|이가} 호출자의 {scheme} 헤더를 그대로 업스트림으로 넘긴다는 걸 몰랐다."],
        "lesson": ["요청 로그에서 Authorization, Cookie 헤더는 제거할 것. {svc|이가} DEBUG에서 그대로 찍고 있었다.",
                   "{api} 호출 재현은 브라우저 세션에서 복사한 값 말고 단기 자격 증명으로 한다.",
                   "로그에서 복사한 {scheme} 헤더는 만료/폐기 전까지 살아 있는 자격 증명이다.",
                   "엔드포인트 탓하기 전에 {scheme} 자격 증명이 어떤 주체 것인지 먼저 확인.",
                   "{api} 테스트는 전용 계정으로 한다. 개인 세션은 로그아웃하면 깨진다."],
        "ask": ["로그에 노출된 세션/토큰 지금 무효화해 줄 수 있는지 물어보기.",
                "{api}용 서비스 계정이 따로 있는지?",
                "{env} 요청 로깅에서 인증 헤더를 아예 빼야 하는지 확인.", ""],
        "intro": ["로그에 남은 요청", "사용자가 붙여준 것", "캡처한 요청", "재현한 호출"],
        "inline": ["캡처된 요청에 {snip|이가} 들어 있었다.", "브라우저가 {snip|을를} 보냈고 API는 그걸 검사했다.",
                   "헤더 {snip|으로로} 재현했다."],
    },
}
POOLS["signed"] = {
    "en": {
        "issue": ["I didn't know the {store} links in the support ticket were pre-signed and still valid for hours.",
                  "The user pasted a {store} download link into the issue; I didn't know the signature grants access without login.",
                  "I didn't know the export job emails a signed {store} URL instead of a console link.",
                  "Downloads from {store} failed with SignatureDoesNotMatch and I didn't know the URL had been re-encoded by the chat tool."],
        "lesson": ["Treat pre-signed {store} URLs as credentials: shorten expiry and never paste them into tickets.",
                   "A signed {store} URL stays valid until it expires even if the bucket is private.",
                   "Generate a fresh signed {store} URL for debugging instead of reusing one from logs.",
                   "Chat tools re-encode query strings; share object keys, not signed {store} links."],
        "ask": ["Can the export use 15-minute {store} links instead?", "Should I revoke the signing credentials behind this link?",
                "Is it fine to re-generate the link rather than reuse this one?", ""],
        "intro": ["Link from the ticket", "The signed URL", "What the job produced", "URL the user pasted"],
        "inline": ["The ticket linked {snip} directly.", "The job's email contained {snip}."],
    },
    "ko": {
        "issue": ["지원 티켓에 있던 {store} 링크가 pre-signed 라서 몇 시간 동안 유효하다는 걸 몰랐다.",
                  "사용자가 이슈에 {store} 다운로드 링크를 붙였는데 서명만으로 로그인 없이 접근된다는 걸 몰랐다.",
                  "export 잡이 콘솔 링크가 아니라 서명된 {store} URL을 메일로 보낸다는 걸 몰랐다.",
                  "{store} 다운로드가 SignatureDoesNotMatch로 실패했는데 메신저가 URL을 다시 인코딩했다는 걸 몰랐다."],
        "lesson": ["pre-signed {store} URL은 자격 증명처럼 다룰 것. 만료를 짧게 하고 티켓에 붙이지 않는다.",
                   "버킷이 private 이어도 서명된 {store} URL은 만료 전까지 유효하다.",
                   "디버깅용 {store} URL은 로그에서 재사용하지 말고 새로 발급한다.",
                   "메신저는 쿼리 스트링을 다시 인코딩한다. 서명 링크 대신 객체 키를 공유할 것."],
        "ask": ["export 링크 만료를 15분으로 줄여도 되는지?", "이 링크에 쓰인 서명 자격 증명을 폐기해야 하는지 물어보기.",
                "이 링크를 재사용하지 말고 새로 만들어도 되는지 확인.", ""],
        "intro": ["티켓에 있던 링크", "서명된 URL", "잡이 만든 결과", "사용자가 붙인 URL"],
        "inline": ["티켓에 {snip|이가} 그대로 링크돼 있었다.", "잡이 보낸 메일에 {snip|이가} 있었다."],
    },
}
POOLS["webhook"] = {
    "en": {
        "issue": ["I didn't know the {chat} webhook URL itself is the credential; anyone with it can post to the channel.",
                  "Alerts from {svc} stopped and I didn't know the {chat} webhook had been regenerated last week.",
                  "The user pasted the {chat} notification config; I didn't know the {env} alerts go to a different hook.",
                  "I didn't know the deploy script posts to {chat} with a webhook that is hardcoded in the repo."],
        "lesson": ["Store {chat} webhook URLs in the secret store; the URL path/query is the secret.",
                   "When {chat} notifications stop, check whether the hook was rotated before debugging {svc}.",
                   "One {chat} webhook per environment makes it obvious where {env} alerts go.",
                   "Test {chat} hooks with a harmless message and rotate them if they were ever committed."],
        "ask": ["Can you regenerate the {chat} webhook since it was pasted here?", "Which {chat} channel should {env} alerts go to?",
                "Should the hook move to the secret store?", ""],
        "intro": ["Notification config", "Hook from the deploy script", "What the user pasted", "The webhook in use"],
        "inline": ["{svc} posts to {snip} on every deploy.", "The alert rule pointed at {snip}."],
    },
    "ko": {
        "issue": ["{chat} 웹훅 URL 자체가 자격 증명이라 URL만 있으면 누구나 채널에 글을 쓸 수 있다는 걸 몰랐다.",
                  "{svc} 알림이 끊겼는데 지난주에 {chat} 웹훅이 재발급됐다는 걸 몰랐다.",
                  "사용자가 {chat} 알림 설정을 붙여줬다. {env} 알림은 다른 훅으로 간다는 걸 몰랐다.",
                  "배포 스크립트가 repo에 하드코딩된 웹훅으로 {chat}에 글을 올린다는 걸 몰랐다."],
        "lesson": ["{chat} 웹훅 URL은 시크릿 저장소에 둘 것. URL 경로/쿼리가 곧 비밀이다.",
                   "{chat} 알림이 멈추면 {svc|을를} 디버깅하기 전에 훅이 교체됐는지 먼저 확인.",
                   "환경별로 {chat} 웹훅을 나누면 {env} 알림이 어디로 가는지 명확하다.",
                   "{chat} 훅은 무해한 메시지로 테스트하고, 한 번이라도 커밋됐다면 재발급한다."],
        "ask": ["여기 붙은 {chat} 웹훅 재발급해 줄 수 있는지 물어보기.", "{env} 알림은 어느 {chat} 채널로 보내야 하는지?",
                "훅을 시크릿 저장소로 옮겨도 되는지 확인.", ""],
        "intro": ["알림 설정", "배포 스크립트의 훅", "사용자가 붙인 것", "사용 중인 웹훅"],
        "inline": ["{svc|은는} 배포 때마다 {snip|으로로} 메시지를 보낸다.", "알림 규칙이 {snip|을를} 가리키고 있었다."],
    },
}
POOLS["pkey"] = {
    "en": {
        "issue": ["I didn't know the {purpose} for {host} was a private key checked into the repo rather than a key in the agent.",
                  "The user pasted the {purpose} into the chat so I could debug the handshake; I didn't know it was the production one.",
                  "Deploys to {host} failed with 'Permission denied (publickey)' and I didn't know which {purpose} the CI runner uses.",
                  "I didn't know {svc} signs its tokens with a key stored in {where}."],
        "lesson": ["Never paste a private key to debug; compare fingerprints instead (ssh-keygen -lf / openssl pkey -pubout).",
                   "The {purpose} must come from the CI secret store as a file with 0600 permissions.",
                   "A private key that was shared in chat must be replaced and its public half removed from {host}.",
                   "Keep the {purpose} in the KMS/HSM where possible; only the public key belongs in the repo."],
        "ask": ["Can we rotate the {purpose} and update {host}?", "Which fingerprint should the CI key have?",
                "Should the signing key move to KMS?", ""],
        "intro": ["Key material that was pasted", "From {where}", "What the runner had", "The key file"],
        "inline": [],
    },
    "ko": {
        "issue": ["{host}용 {purpose|이가} 에이전트에 있는 키가 아니라 repo에 커밋된 개인 키라는 걸 몰랐다.",
                  "핸드셰이크 디버깅하라고 사용자가 {purpose|을를} 채팅에 붙였다. 그게 운영용인 줄 몰랐다.",
                  "{host} 배포가 'Permission denied (publickey)'로 실패했는데 CI 러너가 어떤 {purpose|을를} 쓰는지 몰랐다.",
                  "{svc|이가} {where}에 있는 키로 토큰에 서명한다는 걸 몰랐다."],
        "lesson": ["디버깅한다고 개인 키를 붙여넣지 말 것. 지문(ssh-keygen -lf / openssl pkey -pubout)으로 비교한다.",
                   "{purpose|은는} CI 시크릿 저장소에서 0600 권한 파일로 받아야 한다.",
                   "채팅에 공유된 개인 키는 교체하고 {host}에서 공개 키도 지워야 한다.",
                   "가능하면 {purpose|은는} KMS/HSM에 둔다. repo에는 공개 키만."],
        "ask": ["{purpose} 교체하고 {host} 반영해도 되는지 물어보기.", "CI 키의 지문이 뭐여야 하는지?",
                "서명 키를 KMS로 옮길지 확인.", ""],
        "intro": ["붙여넣어진 키", "{where}에서", "러너에 있던 것", "키 파일 내용"],
        "inline": [],
    },
}
POOLS["totp"] = {
    "en": {
        "issue": ["I didn't know the shared {site} account is protected by a TOTP whose seed is kept in the team wiki.",
                  "The user gave me the {site} 2FA setup so the bot could log in; I didn't know the seed itself is enough to generate codes.",
                  "Login automation for {site} failed because I didn't know the MFA device had been re-registered."],
        "lesson": ["A TOTP seed is as sensitive as the password; store it in the password manager, not in scripts.",
                   "Re-enrol MFA for {site} if the seed was ever pasted into a ticket or chat.",
                   "Bots should use an API token for {site} instead of logging in with a shared TOTP."],
        "ask": ["Can you re-enrol the {site} MFA now that the seed was shared?", "Is there an API token for {site} so the bot can skip 2FA?", ""],
        "intro": ["The MFA setup", "From the wiki page", "What the user pasted", "Bot config"],
        "inline": ["The wiki lists the {site} seed as {snip}.", "The bot generates codes from {snip}."],
    },
    "ko": {
        "issue": ["공용 {site} 계정이 TOTP로 보호되고 시드가 팀 위키에 있다는 걸 몰랐다.",
                  "봇 로그인용으로 사용자가 {site} 2FA 설정을 줬는데, 시드만 있으면 코드를 만들 수 있다는 걸 몰랐다.",
                  "{site} 로그인 자동화가 실패했다. MFA 기기가 재등록된 걸 몰랐다."],
        "lesson": ["TOTP 시드는 비밀번호만큼 민감하다. 스크립트 말고 비밀번호 관리자에 둘 것.",
                   "시드가 티켓이나 채팅에 한 번이라도 붙었다면 {site} MFA를 재등록한다.",
                   "봇은 공용 TOTP로 로그인하지 말고 {site} API 토큰을 쓴다."],
        "ask": ["시드가 공유됐으니 {site} MFA 재등록해 줄 수 있는지 물어보기.", "봇이 2FA를 건너뛸 수 있게 {site} API 토큰이 있는지?", ""],
        "intro": ["MFA 설정", "위키 페이지에서", "사용자가 붙인 것", "봇 설정"],
        "inline": ["위키에 {site} 시드가 {snip|으로로} 적혀 있다.", "봇은 {snip|으로로} 코드를 만든다."],
    },
}
POOLS["recovery"] = {
    "en": {
        "issue": ["I didn't know the break-glass procedure for {site} relies on recovery codes kept in a shared doc.",
                  "The admin lost their phone and pasted the {site} recovery codes so I could finish the setup; I didn't know they were the only set.",
                  "I didn't know each {site} recovery code works exactly once."],
        "lesson": ["Recovery codes are credentials; keep them in the password manager and regenerate after use.",
                   "Each {site} recovery code is single-use; cross off used ones and regenerate when few remain.",
                   "Codes shared in chat must be regenerated immediately."],
        "ask": ["Can you regenerate the {site} recovery codes?", "Who should hold the break-glass codes for {site}?", ""],
        "intro": ["Codes from the doc", "What was pasted", "Recovery codes", "From the admin"],
        "inline": [],
    },
    "ko": {
        "issue": ["{site} 비상 접근 절차가 공유 문서에 있는 복구 코드에 의존한다는 걸 몰랐다.",
                  "관리자가 폰을 잃어버려서 설정을 마치라고 {site} 복구 코드를 붙여줬다. 그게 유일한 세트인 줄 몰랐다.",
                  "{site} 복구 코드가 각각 한 번만 쓸 수 있다는 걸 몰랐다."],
        "lesson": ["복구 코드도 자격 증명이다. 비밀번호 관리자에 두고 사용 후 재발급한다.",
                   "{site} 복구 코드는 일회용이다. 쓴 건 지우고 남은 게 적으면 재발급.",
                   "채팅에 공유된 코드는 즉시 재발급할 것."],
        "ask": ["{site} 복구 코드 재발급해 줄 수 있는지 물어보기.", "{site} 비상 코드는 누가 보관해야 하는지?", ""],
        "intro": ["문서에 있던 코드", "붙여넣어진 것", "복구 코드", "관리자가 준 것"],
        "inline": [],
    },
}
POOLS["pin"] = {
    "en": {
        "issue": ["I didn't know the {device} was locked after three wrong PIN attempts and needs the PUK.",
                  "The user told me the {device} code in chat so I could finish the on-site setup; I didn't know it is shared by the whole office.",
                  "Signing failed because I didn't know the {device} needs its PIN for every operation."],
        "lesson": ["PINs and PUKs are credentials; keep them in the password manager, not in notes.",
                   "Change the {device} code after it was shared in chat.",
                   "Check the remaining retry counter before trying the {device} PIN again."],
        "ask": ["Can you change the {device} code now?", "Who keeps the PUK for the {device}?", ""],
        "intro": ["What the user sent", "From the handover note", "Codes"],
        "inline": ["The handover note said the {device} code is {snip}.", "I unlocked the {device} with {snip}."],
    },
    "ko": {
        "issue": ["{device|이가} PIN 3회 오류로 잠겨서 PUK가 필요하다는 걸 몰랐다.",
                  "현장 설정 마무리하라고 사용자가 {device} 번호를 채팅으로 알려줬다. 사무실 전체가 같이 쓰는 번호인 줄 몰랐다.",
                  "{device|은는} 작업마다 PIN이 필요하다는 걸 몰라서 서명이 실패했다."],
        "lesson": ["PIN과 PUK도 자격 증명이다. 메모 말고 비밀번호 관리자에 둘 것.",
                   "채팅으로 공유된 {device} 번호는 바꿔야 한다.",
                   "{device} PIN 다시 시도하기 전에 남은 재시도 횟수부터 확인."],
        "ask": ["{device} 번호 지금 바꿔줄 수 있는지 물어보기.", "{device} PUK는 누가 보관하는지?", ""],
        "intro": ["사용자가 보낸 것", "인수인계 메모에서", "번호"],
        "inline": ["인수인계 메모에 {device} 번호가 {snip|으로로} 적혀 있었다.", "{snip|으로로} {device} 잠금을 풀었다."],
    },
}
POOLS["wifi"] = {
    "en": {
        "issue": ["I didn't know the {place} devices join the '{ssid}' network, whose WPA key is in the provisioning script.",
                  "The kiosk at {place} lost connectivity and I didn't know the '{ssid}' key had been changed.",
                  "The user gave me the '{ssid}' Wi-Fi key for the on-site test; I didn't know the IoT devices use the same one."],
        "lesson": ["Provision Wi-Fi credentials per device group, and keep the '{ssid}' key out of the repo.",
                   "When the '{ssid}' key changes, every device at {place} needs re-provisioning; keep an inventory.",
                   "A guest network for tests avoids handing out the '{ssid}' key."],
        "ask": ["Can the '{ssid}' key be changed after the test?", "Is there a guest network at {place} I should use?", ""],
        "intro": ["Provisioning config", "What the user sent", "From the setup script", "Network config"],
        "inline": ["The '{ssid}' key is {snip} according to the user.", "The kiosk config had {snip} for '{ssid}'."],
    },
    "ko": {
        "issue": ["{place} 기기들이 '{ssid}' 네트워크에 붙고, 그 WPA 키가 프로비저닝 스크립트에 있다는 걸 몰랐다.",
                  "{place} 키오스크 연결이 끊겼는데 '{ssid}' 키가 바뀐 걸 몰랐다.",
                  "현장 테스트용으로 사용자가 '{ssid}' 와이파이 비번을 알려줬다. IoT 기기도 같은 걸 쓰는 줄 몰랐다."],
        "lesson": ["Wi-Fi 자격 증명은 기기 그룹별로 프로비저닝하고 '{ssid}' 키는 repo에 두지 말 것.",
                   "'{ssid}' 키가 바뀌면 {place}의 모든 기기를 다시 프로비저닝해야 하니 목록을 관리할 것.",
                   "테스트는 게스트 네트워크로 하면 '{ssid}' 키를 넘길 필요가 없다."],
        "ask": ["테스트 끝나면 '{ssid}' 키 바꿔도 되는지 물어보기.", "{place}에 써도 되는 게스트 네트워크가 있는지?", ""],
        "intro": ["프로비저닝 설정", "사용자가 보낸 것", "설정 스크립트에서", "네트워크 설정"],
        "inline": ["사용자 말로는 '{ssid}' 비번이 {snip} 이다.", "키오스크 설정에 '{ssid}' 비번이 {snip|으로로} 들어 있었다."],
    },
}
POOLS["humanpw"] = {
    "en": {
        "issue": ["I didn't know the {system} login is shared and that {person} keeps the password in the handover doc.",
                  "{person} gave me the {system} password so I could finish the migration; I didn't know it is also their personal account.",
                  "I was locked out of the {system} because I didn't know the password had been changed after the audit.",
                  "I didn't know the {system} still uses a local admin account instead of SSO."],
        "lesson": ["Shared logins for the {system} should move to SSO or at least to the team vault with per-person access.",
                   "After someone shares a password in chat, ask them to change it once the task is done.",
                   "Check the vault entry date before using a password from a handover doc; it may be stale.",
                   "Never reuse a personal password for a service account."],
        "ask": ["Can {person} change the {system} password now that it was shared?", "Is there an SSO path for the {system}?",
                "Should I store this in the team vault instead?", ""],
        "intro": ["From the handover doc", "What {person} sent", "Message from {person}", "Login details"],
        "inline": ["{person}'s message said the {system} password is {snip}.", "I logged into the {system} with {snip} as {person} suggested.",
                   "The handover doc lists {snip} for the {system}."],
    },
    "ko": {
        "issue": ["{system} 로그인이 공용 계정이고 {person|이가} 인수인계 문서에 비밀번호를 적어 둔다는 걸 몰랐다.",
                  "마이그레이션 마무리하라고 {person|이가} {system} 비밀번호를 알려줬다. 개인 계정이기도 한 줄 몰랐다.",
                  "감사 이후 비밀번호가 바뀐 걸 몰라서 {system}에서 잠겼다.",
                  "{system|이가} 아직 SSO가 아니라 로컬 관리자 계정을 쓴다는 걸 몰랐다."],
        "lesson": ["{system} 공용 로그인은 SSO로 옮기거나 최소한 팀 vault에서 개인별 권한으로 관리할 것.",
                   "누가 채팅으로 비밀번호를 공유하면 작업 끝나고 바꿔 달라고 요청한다.",
                   "인수인계 문서의 비밀번호는 오래됐을 수 있으니 vault 항목 날짜부터 확인.",
                   "개인 비밀번호를 서비스 계정에 재사용하지 말 것."],
        "ask": ["공유됐으니 {person}에게 {system} 비밀번호 바꿔 달라고 할지 물어보기.", "{system}에 SSO 방법이 있는지?",
                "팀 vault에 넣어 두는 게 맞는지 확인.", ""],
        "intro": ["인수인계 문서에서", "{person|이가} 보낸 것", "{person} 메시지", "로그인 정보"],
        "inline": ["{person} 메시지에 {system} 비밀번호가 {snip} 라고 되어 있었다.", "{person} 말대로 {snip|으로로} {system}에 로그인했다.",
                   "인수인계 문서에 {system} 비번이 {snip|으로로} 적혀 있다."],
    },
}
ASK_REPEAT = {
    "en": ["Is {val} still the right one, or was it rotated?", "Can I keep using {val} for {env}, or should I request a new one?",
           "Should {val} be revoked now that it was pasted here?", "Is {val} the prod value or the staging one?"],
    "ko": ["{val} 아직 유효한지, 교체됐는지 물어보기.", "{env}에서 {val} 계속 써도 되는지 아니면 새로 발급받아야 하는지 확인.",
           "여기 붙은 {val} 폐기해야 하는지?", "{val|이가} 운영 값인지 스테이징 값인지 물어볼 것."],
}
ASK_SNIP = {
    "en": ["Is it still OK to run {snip}, or has the credential changed since?", "Before re-running {snip}, should I switch it to a vault lookup?",
           "Can you confirm {snip} is the {env} setting and not a leftover?"],
    "ko": ["{snip} 그대로 다시 실행해도 되는지, 자격 증명이 바뀌었는지 물어보기.", "{snip} 다시 돌리기 전에 vault 조회 방식으로 바꿔도 되는지?",
           "{snip|이가} {env} 설정이 맞는지, 예전 값이 남은 건지 확인하기."],
}
ASK_SNIP_CLEAN = {
    "en": ["Should {snip} go into the runbook as-is?", "Is {snip} still what we expect after the last release?",
           "Can you confirm {snip} matches what you see on your side?"],
    "ko": ["{snip|을를} 런북에 그대로 넣어도 되는지 물어보기.", "지난 릴리스 이후에도 {snip|이가} 예상한 값이 맞는지?",
           "{snip|이가} 사용자 쪽에서 보이는 것과 같은지 확인하기."],
}
CMD_WORDS = ["curl", "mysql", "mysqldump", "psql", "docker", "helm", "git", "redis-cli", "mongosh", "sshpass", "htpasswd", "net",
             "smbclient", "wget", "openssl", "zip", "7z", "keytool", "sqlcmd", "rabbitmqctl", "ldapsearch", "kubectl",
             "ansible-playbook", "terraform", "az", "psexec", "pip", "vault", "echo", "ipmitool", "xfreerdp", "wp", "java",
             "gpg", "unzip", "lftp", "sqlplus", "mongodump", "expect", "http", "env", "npm", "aws", "gcloud", "op", "doppler",
             "twine", "CREATE", "ALTER", "nmcli", "oathtool", "python", "node", "go", "make", "./bin/"]


def looks_like_command(s):
    if "\n" in s:
        return False
    for pr in ("$ ", "# ", "PS C:\\> "):
        if s.startswith(pr):
            s = s[len(pr):]
    if s.startswith("["):
        s = s.split("$ ", 1)[-1]
    w = s.split(" ", 1)[0]
    return w in CMD_WORDS or ("=" in w and w.split("=", 1)[0].isupper())


START_MARK = {"en": ["^ pasted by the user. ", "(above: from {where}) ", "", "Above is what I found. "],
              "ko": ["^ 사용자가 붙여준 것. ", "(위: {where}) ", "", "위 내용이 발견된 것. "]}


def tick(s):
    return pick(["`%s`", "%s", "`%s`", "'%s'"]) % s


def compose(lang, fam, ctx, snippet, inline=None, repeat=None, p_repeat=0.12):
    """place a snippet (and/or an inline value) in the three fields; returns (mc, lesson, ask, frame)"""
    P = POOLS[fam][lang]
    ctx = dict(ctx)
    issue = fill(pick(P["issue"]), ctx)
    lesson = fill(pick(P["lesson"]), ctx)
    ask = fill(pick(P["ask"]), ctx)
    intro = fill(pick(P["intro"]), ctx)
    frames = []
    if snippet:
        frames += ["snippet at end of missing_context", "snippet at start of missing_context",
                   "snippet at end of lesson", "snippet at start of lesson"]
        if "\n" not in snippet and len(snippet.encode()) < 300 and (fam.startswith("c_") or looks_like_command(snippet)):
            frames += ["one-line snippet in ask_next_time"]
    if inline and P["inline"]:
        frames += ["inline value in missing_context", "inline value at start of lesson", "inline value in lesson"]
    fr = pick(frames)
    mc = issue
    if fr == "snippet at end of missing_context":
        mc = issue + " " + intro + ":\n" + snippet
    elif fr == "snippet at start of missing_context":
        marks = [m for m in START_MARK[lang] if ctx.get("where") or "{where}" not in m]
        mc = snippet + "\n" + fill(pick(marks), ctx) + issue
    elif fr == "snippet at end of lesson":
        lesson = lesson + "\n" + intro + ":\n" + snippet
    elif fr == "snippet at start of lesson":
        lesson = snippet + "\n" + lesson
    elif fr == "one-line snippet in ask_next_time":
        ctx["snip"] = tick(snippet)
        ask = fill(pick((ASK_SNIP_CLEAN if fam.startswith("c_") else ASK_SNIP)[lang]), ctx)
    else:
        ctx["snip"] = tick(inline)
        sent = fill(pick(P["inline"]), ctx)
        if fr == "inline value in missing_context":
            mc = (issue + " " + sent) if chance(0.5) else (sent + " " + issue)
        elif fr == "inline value at start of lesson":
            lesson = sent + " " + lesson
        else:
            lesson = lesson + " " + sent
    if repeat and chance(p_repeat):
        ctx["val"] = tick(repeat)
        ask = fill(pick(ASK_REPEAT[lang]), ctx)
        fr += " + value repeated in ask_next_time"
    return mc, lesson, ask, fr


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def note(category, mc, lesson, ask, secrets, frame, family, vendor=None):
    return {"category": category, "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
            "secrets": uniq(secrets), "_frame": frame, "_family": family, "_vendor": vendor}


# --------------------------------------------------------------------------------------
# SECRET scenarios
# --------------------------------------------------------------------------------------
def s_vendor(lang, v):
    items = v["gen"]()
    single_http = len(items) == 1 and v["auth"] is not None
    sp = special_for(v)
    opts = [("config", 0.55)]
    if single_http:
        opts.append(("http", 0.3))
    if sp:
        opts.append(("special", 0.35))
    tot = sum(w for _, w in opts)
    x = R.random() * tot
    kind = opts[-1][0]
    for k, w in opts:
        if x < w:
            kind = k
            break
        x -= w
    if kind == "config":
        cname, fn = pick(CONFIG_RENDERERS)
        text, written = fn(items, v)
    elif kind == "http":
        cname, fn = pick(HTTP_RENDERERS)
        text, written = fn(items[0][1], v)
        cname_w = "http"
    else:
        cname, fn = "vendor file", sp
        text, written = fn(items, v)
    ctx = {"vendor": v["name"], "what": v[lang], "svc": svc(), "env": env_name(),
           "where": where("http" if kind == "http" else ("special" if kind == "special" else cname), lang)}
    raw = [x for _, x, sec in items if sec]
    inline = written[0] if len(written) == 1 and written[0] in raw and len(written[0]) < 400 else None
    mc, lesson, ask, fr = compose(lang, "token", ctx, text if (inline is None or chance(0.7)) else "", inline, repeat=written[0])
    label = v["en"] if v["en"].startswith(v["name"]) else "%s %s" % (v["name"], v["en"])
    return note("token: %s in %s" % (label, cname), mc, lesson, ask, written, fr, "vendor token", v["name"])


def cmd_password():
    r = R.random()
    if r < 0.25:
        return password("passphrase")
    if r < 0.3:
        return password("hangul")
    return ascii_pw()


DBN = ["app", "orders", "billing", "analytics", "crm", "inventory", "auth"]


def b(tool, we, wk, fmt, enc=False):
    """a command template: {pw} raw, {qpw} shell-quoted when needed; enc=True percent-encodes (URLs)"""
    return {"tool": tool, "en": we, "ko": wk, "fmt": fmt, "enc": enc,
            "nospace": ("{pw}" in fmt and not enc and "'{pw}'" not in fmt and '={pw}"' not in fmt)}


def apply_cmd(bd, pw, u, h):
    w = pct(pw) if bd["enc"] else pw
    return bd["fmt"].format(pw=w, qpw=shq(w), u=u, h=h, db=pick(DBN), n=ri(1, 9)), [w]


def cmd_builders():
    return [
        b("mysql", "MySQL root password", "MySQL root 비밀번호", "mysql -h {h} -u {u} -p{qpw} {db}"),
        b("mysql", "MySQL app password", "MySQL 앱 계정 비밀번호", "mysql --host={h} --user={u} --password={qpw} -e 'SHOW PROCESSLIST'"),
        b("mysqldump", "backup user password", "백업 계정 비밀번호", "mysqldump -u{u} -p{qpw} --single-transaction {db} > /backup/{db}.sql"),
        b("psql", "Postgres password", "Postgres 비밀번호", "PGPASSWORD={qpw} psql -h {h} -U {u} -d {db} -c 'select 1'"),
        b("redis-cli", "Redis AUTH password", "Redis AUTH 비밀번호", "redis-cli -h {h} -p 6379 -a {qpw} --no-auth-warning INFO replication"),
        b("mongosh", "MongoDB admin password", "MongoDB admin 비밀번호", "mongosh \"mongodb://{h}:27017\" -u {u} -p {qpw} --authenticationDatabase admin"),
        b("sshpass", "SSH login password", "SSH 로그인 비밀번호", "sshpass -p {qpw} ssh -o StrictHostKeyChecking=no {u}@{h}"),
        b("docker login", "registry password", "레지스트리 비밀번호", "docker login harbor.{h} -u {u} -p {qpw}"),
        b("htpasswd", "basic-auth password", "basic-auth 비밀번호", "htpasswd -b -c /etc/nginx/.htpasswd {u} {qpw}"),
        b("net user", "local admin password", "로컬 관리자 비밀번호", "net user {u} {qpw} /add"),
        b("smbclient", "file share password", "파일 공유 비밀번호", "smbclient //{h}/backup -U {u}%{qpw}"),
        b("curl", "basic-auth password", "basic-auth 비밀번호", "curl -u {u}:{qpw} https://{h}/api/health"),
        b("wget", "artifact server password", "아티팩트 서버 비밀번호", "wget --user={u} --password={qpw} https://{h}/artifacts/build-{n}.tar.gz"),
        b("openssl", "PKCS#12 export password", "PKCS#12 export 비밀번호", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{qpw}"),
        b("zip", "archive password", "압축 파일 비밀번호", "zip -P {qpw} -r handover.zip ./docs"),
        b("7z", "archive password", "압축 파일 비밀번호", "7z a -p{qpw} -mhe=on export.7z ./export"),
        b("keytool", "keystore password", "키스토어 비밀번호", "keytool -genkeypair -alias release -keystore release.jks -storepass {qpw} -validity 10000"),
        b("sqlcmd", "SQL Server sa password", "SQL Server sa 비밀번호", "sqlcmd -S {h},1433 -U sa -P {qpw} -Q \"SELECT @@VERSION\""),
        b("rabbitmqctl", "RabbitMQ user password", "RabbitMQ 계정 비밀번호", "rabbitmqctl add_user {u} {qpw}"),
        b("SQL", "DB user password", "DB 계정 비밀번호", "CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';"),
        b("SQL", "DB user password", "DB 계정 비밀번호", "ALTER USER {u} WITH PASSWORD '{pw}';"),
        b("ldapsearch", "LDAP bind password", "LDAP bind 비밀번호", "ldapsearch -x -H ldap://{h} -D \"cn=admin,dc=acme,dc=io\" -w {qpw} \"(uid={u})\""),
        b("kubectl", "DB password in a k8s secret", "k8s 시크릿의 DB 비밀번호", "kubectl create secret generic db-cred --from-literal=username={u} --from-literal=password={qpw}"),
        b("helm", "chart root password", "차트 root 비밀번호", "helm install pg bitnami/postgresql --set auth.postgresPassword={qpw}"),
        b("ansible-playbook", "DB password extra-var", "DB 비밀번호 extra-var", "ansible-playbook site.yml -l {h} -e \"db_password={pw}\""),
        b("terraform", "RDS master password", "RDS 마스터 비밀번호", "terraform apply -var=\"db_password={pw}\" -auto-approve"),
        b("az", "Azure user password", "Azure 사용자 비밀번호", "az login -u {u}@acme.onmicrosoft.com -p {qpw}"),
        b("psexec", "Windows admin password", "Windows 관리자 비밀번호", "psexec \\\\{h} -u {u} -p {qpw} cmd /c ipconfig"),
        b("git", "Git HTTPS password", "Git HTTPS 비밀번호", "git clone https://{u}:{pw}@git.{h}/{db}/{db}-api.git", enc=True),
        b("pip", "private index password", "사설 인덱스 비밀번호", "pip install --index-url https://{u}:{pw}@pypi.{h}/simple/ acme-sdk", enc=True),
        b("vault", "Vault userpass password", "Vault userpass 비밀번호", "vault login -method=userpass username={u} password={qpw}"),
        b("sudo", "sudo password", "sudo 비밀번호", "echo {qpw} | sudo -S systemctl restart nginx"),
        b("ipmitool", "BMC password", "BMC 비밀번호", "ipmitool -I lanplus -H {h} -U ADMIN -P {qpw} chassis power status"),
        b("xfreerdp", "RDP password", "RDP 비밀번호", "xfreerdp /v:{h} /u:{u} /p:{qpw} /cert:ignore"),
        b("wp-cli", "WordPress admin password", "워드프레스 관리자 비밀번호", "wp user update 1 --user_pass={qpw} --allow-root"),
        b("jenkins-cli", "Jenkins admin password", "Jenkins admin 비밀번호", "java -jar jenkins-cli.jar -s http://{h}:8080/ -auth {u}:{pw} build nightly"),
        b("gpg", "GPG passphrase", "GPG 패스프레이즈", "gpg --batch --pinentry-mode loopback --passphrase {qpw} -d secrets.env.gpg"),
        b("unzip", "archive password", "압축 파일 비밀번호", "unzip -P {qpw} logs-{n}.zip"),
        b("restic", "restic repository password", "restic 저장소 비밀번호", "RESTIC_PASSWORD={qpw} restic -r s3:s3.amazonaws.com/{db}-backup snapshots"),
        b("lftp", "FTP password", "FTP 비밀번호", "lftp -u {u},{qpw} sftp://{h}"),
        b("sqlplus", "Oracle SYSTEM password", "Oracle SYSTEM 비밀번호", "sqlplus system/{pw}@//{h}:1521/ORCLPDB1"),
        b("mongodump", "MongoDB password in URI", "URI 안의 MongoDB 비밀번호", "mongodump --uri \"mongodb://{u}:{pw}@{h}:27017/{db}?authSource=admin\"", enc=True),
        b("expect", "switch login password", "스위치 로그인 비밀번호", "expect -c 'spawn ssh {u}@{h}; expect \"assword:\"; send \"{pw}\\r\"; interact'"),
    ]


CMD_BUILDERS = cmd_builders()


def s_cmdpw(lang):
    bd = pick(CMD_BUILDERS)
    while True:
        pname, pw = cmd_password()
        if bd["nospace"] and (" " in pw or "/" in pw or "@" in pw or ":" in pw):
            continue
        break
    u = user_name()
    h = host()
    cmd, written = apply_cmd(bd, pw, u, h)
    tool, we, wk = bd["tool"], bd["en"], bd["ko"]
    if chance(0.35):
        if tool in ("net user", "psexec", "sqlcmd", "az", "7z", "keytool"):
            cmd = pick(["PS C:\\> ", "C:\\Users\\%s> " % pick(ROMAN)]) + cmd
        else:
            cmd = pick(["$ ", "[%s@bastion ~]$ " % pick(ROMAN), "# "]) + cmd
    ctx = {"tool": tool, "what": we if lang == "en" else wk, "user": u, "host": h, "svc": svc(), "env": env_name()}
    mc, lesson, ask, fr = compose(lang, "cmdpw", ctx, cmd, inline=cmd if len(cmd) < 200 else None, repeat=written[0])
    return note("shell: %s with %s password (%s)" % (tool, pname, we), mc, lesson, ask, written, fr, "password in command", None)


def conn_password():
    r = R.random()
    if r < 0.12:
        return password("hangul")
    if r < 0.25:
        return password("passphrase")
    if r < 0.45:
        return password("punctuation-heavy")
    return password()


def conn_builders():
    """(pw, u, h) -> (db label, dsn text, written); URL forms percent-encode the password"""
    def url(label, fmt):
        def f(pw, u, h):
            return label, fmt.format(u=u, p=pct(pw), h=h, db=pick(DBN), o=org(), r5=rs(ANL, 5), r7=rs(ANU, 7), r8=hexs(8)), [pct(pw)], True
        return f

    def raw(label, fmt, bad=";"):
        def f(pw, u, h):
            if any(c in pw for c in bad):
                return None
            return label, fmt.format(u=u, p=pw, h=h, db=pick(DBN), o=org()), [pw], False
        return f

    def sbus(pw, u, h):
        k = b64(rbytes(32))
        return "Azure Service Bus", "Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (org(), k), [k], False
    return [
        url("PostgreSQL", "postgresql://{u}:{p}@{h}:5432/{db}?sslmode=require"),
        url("PostgreSQL", "postgres://{u}:{p}@{h}/{db}"),
        url("MySQL", "mysql+pymysql://{u}:{p}@{h}:3306/{db}?charset=utf8mb4"),
        url("MongoDB", "mongodb+srv://{u}:{p}@cluster0.{r5}.mongodb.net/{db}?retryWrites=true&w=majority"),
        url("Redis", "redis://default:{p}@{h}:6379/0"),
        url("Redis", "rediss://:{p}@{h}:6380"),
        url("RabbitMQ", "amqp://{u}:{p}@{h}:5672/{db}"),
        url("PostgreSQL (JDBC)", "jdbc:postgresql://{h}:5432/{db}?user={u}&password={p}&ssl=true"),
        url("MySQL (JDBC)", "jdbc:mysql://{h}:3306/{db}?user={u}&password={p}&useSSL=true"),
        url("Elasticsearch", "https://elastic:{p}@{h}:9200"),
        url("ClickHouse", "clickhouse://default:{p}@{h}:9000/{db}"),
        url("Snowflake", "snowflake://{u}:{p}@{o}-{r7}/{db}/PUBLIC?warehouse=COMPUTE_WH"),
        url("Neo4j", "neo4j+s://neo4j:{p}@{r8}.databases.neo4j.io"),
        url("SMTP", "smtp://{u}%40{o}.com:{p}@smtp.{o}.com:587"),
        url("FTP", "ftp://{u}:{p}@{h}/incoming"),
        raw("SQL Server", "Server=tcp:{o}-sql.database.windows.net,1433;Initial Catalog={db};User ID={u};Password={p};Encrypt=True;"),
        raw("Kafka SASL", 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{u}" password="{p}";', bad='"'),
        raw("PostgreSQL (libpq)", "host={h} port=5432 dbname={db} user={u} password={p} sslmode=require", bad=" '"),
        raw("MySQL (Go DSN)", "{u}:{p}@tcp({h}:3306)/{db}?parseTime=true", bad="@/: "),
        sbus,
    ]


CONN_BUILDERS = conn_builders()


def conn_wrap(dsn, is_url, label, lang):
    """put a DSN in a container; returns (text, container name, inline-able)"""
    st = ri(0, 7)
    if st == 0:
        return "DATABASE_URL=%s" % dsn, ".env", True
    if st == 1:
        return "%s:\n  %s: \"%s\"" % (pick(["database", "datasource", "storage"]), pick(["url", "dsn", "uri"]), dsn), "YAML", False
    if st == 2:
        return pick(['engine = create_engine("%s")', 'db, err := sql.Open("driver", "%s")', 'const pool = new Pool({ connectionString: "%s" });',
                     'var conn = new SqlConnection("%s");']) % dsn, "code", True
    if st == 3:
        return "%sZ ERROR %s could not connect to %s: %s" % (ts(), pick(["sqlalchemy.pool", "db.pool", "[worker-3]"]), dsn,
                                                            pick(["timeout expired", "connection refused", "SSL SYSCALL error"])), "log line", True
    if st == 4:
        return "Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (%s)\n\tat org.apache.commons.dbcp2.BasicDataSource.createPoolableConnectionFactory(BasicDataSource.java:%d)" % (dsn, ri(500, 700)), "stack trace", False
    if st == 5:
        return "services:\n  %s:\n    environment:\n      - %s=%s" % (svc(), pick(["DATABASE_URL", "DB_DSN", "CONNECTION_STRING"]), dsn), "docker compose", False
    if st == 6:
        return dsn, "bare", True
    return "    <add name=\"Default\" connectionString=\"%s\" />" % dsn, "XML", True


def s_conn(lang):
    while True:
        bd = pick(CONN_BUILDERS)
        pname, pw = conn_password()
        u = user_name()
        h = host()
        r = bd(pw, u, h)
        if r is not None:
            break
    label, dsn, written, is_url = r
    if label == "Azure Service Bus":
        pname = "SharedAccessKey"
    text, cname, inl = conn_wrap(dsn, is_url, label, lang)
    ctx = {"db": label, "svc": svc(), "env": env_name(), "host": h, "where": where(pick(["dotenv", "YAML", "docker compose", "k8s Deployment env"]), lang)}
    mc, lesson, ask, fr = compose(lang, "conn", ctx, text, inline=(dsn if len(dsn) < 260 else None), repeat=written[0])
    return note("connection string: %s (%s password) in %s" % (label, pname, cname), mc, lesson, ask, written, fr, "connection string", None)


def cookie_value():
    st = ri(0, 6)
    if st == 0:
        return "sessionid", rs(ANL, 32)
    if st == 1:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(rs(B64, 43))
    if st == 2:
        return "_%s_session" % org(), pct(b64(rbytes(ri(90, 150)))) + "--" + hexs(40)
    if st == 3:
        return "laravel_session", "eyJpdiI6" + rs(B64, ri(180, 240)) + "%3D"
    if st == 4:
        return "PHPSESSID", rs(ANL, 26)
    if st == 5:
        return "JSESSIONID", rs(HEXU, 32)
    return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, ri(200, 300))


def s_header(lang):
    api = pick(["admin-api", "the internal %s" % svc(), "api.%s.io" % org(), "partner gateway", "backoffice"])
    h = "%s.%s.%s" % (pick(["api", "admin", "gw", "internal"]), org(), pick(["io", "co.kr", "dev"]))
    path = pick(["/v1/orders", "/admin/users", "/api/v2/reports/export", "/internal/jobs/run", "/graphql"])
    st = ri(0, 4)
    if st == 0:
        u = user_name()
        pname, pw = password()
        blob = b64(u + ":" + pw)
        scheme, written, hv, cat = "Basic", [blob], "Basic " + blob, "Basic auth header (%s password)" % pname
        hn = "Authorization"
    elif st == 1:
        tok = jwt()
        scheme, written, hv, cat, hn = "Bearer", [tok], "Bearer " + tok, "Bearer JWT", "Authorization"
    elif st == 2:
        tok = pick([rs(AN, ri(32, 48)), hexs(64), "%s_%s" % (pick(["ik", "svc", "int"]), rs(AN, 40)), b64(rbytes(24))])
        hn = pick(["X-API-Key", "X-Internal-Token", "X-Auth-Token", "Api-Key"])
        scheme, written, hv, cat = hn, [tok], tok, "%s header" % hn
    elif st == 3:
        cn, cv = cookie_value()
        hn, scheme, written, cat = "Cookie", "Cookie", [cv], "session cookie %s" % cn
        hv = "%s=%s" % (cn, cv)
        if chance(0.5):
            hv += "; csrftoken=%s; _ga=GA1.2.%d.%d" % (rs(AN, 32), ri(10 ** 8, 10 ** 9), ri(1_700_000_000, 1_760_000_000))
    else:
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": env_name()}, "RS256")
        text = "users:\n- name: %s-deployer\n  user:\n    token: %s" % (org(), tok)
        ctx = {"api": "the %s cluster API" % env_name(), "scheme": "Bearer", "svc": svc(), "env": env_name()}
        mc, lesson, ask, fr = compose(lang, "header", ctx, text, repeat=tok, p_repeat=0.05)
        return note("kubeconfig service-account token (JWT)", mc, lesson, ask, [tok], fr, "auth header / cookie", None)
    form = ri(0, 4)
    if form == 0:
        text = "%s %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json" % (pick(["GET", "POST"]), path, h, hn, hv)
        cname = "raw HTTP"
    elif form == 1:
        text = "curl -s https://%s%s -H '%s: %s'" % (h, path, hn, hv)
        cname = "curl"
    elif form == 2:
        text = "%sZ DEBUG http.client request: %s https://%s%s headers={'%s': '%s', 'User-Agent': 'okhttp/4.12.0'}" % (ts(), pick(["GET", "POST"]), h, path, hn, hv)
        cname = "debug log"
    elif form == 3:
        text = "> %s %s HTTP/2\n> Host: %s\n> %s: %s\n>\n< HTTP/2 %s" % (pick(["GET", "POST"]), path, h, hn, hv, pick(["401", "403", "200", "502"]))
        cname = "curl -v output"
    else:
        text = json.dumps({"method": "GET", "url": "https://%s%s" % (h, path), "headers": {hn: hv}}, indent=2)
        cname = "HAR/JSON export"
    ctx = {"api": api, "scheme": scheme, "svc": svc(), "env": env_name()}
    line = "%s: %s" % (hn, hv)
    mc, lesson, ask, fr = compose(lang, "header", ctx, text, inline=line if len(line) < 200 else None, repeat=written[0], p_repeat=0.08)
    return note("http: %s in %s" % (cat, cname), mc, lesson, ask, written, fr, "auth header / cookie", None)


def s_signed(lang):
    st = ri(0, 4)
    key = "exports/%s/%s-%s.csv" % (date(), pick(["orders", "users", "payouts", "invoices"]), hexs(6))
    if st == 0:
        ak, sig = "AKIA" + rs(B32, 16), hexs(64)
        u = "https://%s-exports.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            org(), pick(REGIONS), key, ak, date().replace("-", ""), pick(REGIONS), date().replace("-", ""), ri(0, 23), ri(0, 59), pick([3600, 86400, 604800]), sig)
        store, written, cat = "S3", [ak, sig], "S3 pre-signed URL (AKIA + signature)"
    elif st == 1:
        ak, tok, sig = "ASIA" + rs(B32, 16), "IQoJb3JpZ2luX2Vj" + rs(B64, ri(180, 260)), hexs(64)
        ptok = pct(tok)
        u = "https://%s-media.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%sT000000Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            org(), key, ak, date().replace("-", ""), date().replace("-", ""), ptok, sig)
        store, written, cat = "S3", [ak, ptok, sig], "S3 pre-signed URL with STS session token"
    elif st == 2:
        sig = hexs(512)
        u = "https://storage.googleapis.com/%s-reports/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40%s-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            org(), key, org(), date().replace("-", ""), date().replace("-", ""), sig)
        store, written, cat = "GCS", [sig], "GCS V4 signed URL (512-hex signature)"
    elif st == 3:
        sig = pct(b64(rbytes(32)))
        u = "https://%sstore.blob.core.windows.net/exports/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sZ&st=%sZ&spr=https&sig=%s" % (org(), key, ts(), ts(), sig)
        store, written, cat = "Azure Blob", [sig], "Azure SAS URL"
    else:
        sig = b64(rbytes(128)).replace("+", "-").replace("=", "_").replace("/", "~")
        u = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(ANL, 13), key, ri(1_700_000_000, 1_800_000_000), sig, rs(ANU, 13))
        store, written, cat = "CloudFront", [sig], "CloudFront signed URL"
    form = ri(0, 3)
    if form == 0:
        text, cname = u, "bare URL"
    elif form == 1:
        text, cname = "curl -o export.csv '%s'" % u, "curl"
    elif form == 2:
        text, cname = json.dumps({"status": "ready", "download_url": u, "expires_in": 3600}, indent=2), "JSON response"
    else:
        text, cname = "%sZ INFO export.done url=%s" % (ts(), u), "log line"
    ctx = {"store": store, "svc": svc(), "env": env_name()}
    mc, lesson, ask, fr = compose(lang, "signed", ctx, text, inline=u if form == 0 and len(u) < 400 else None, repeat=None)
    return note("signed URL: %s in %s" % (cat, cname), mc, lesson, ask, written, fr, "signed URL", store)


def s_webhook(lang):
    st = ri(0, 9)
    extra = []
    if st == 0:
        t = rs(AN, 24)
        u = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, ri(8, 10)), rs(ANU, ri(8, 10)), t)
        chat, written = "Slack", [t]
    elif st == 1:
        t = rs(B64U, 68)
        u = "https://discord.com/api/webhooks/%s/%s" % (digits(19), t)
        chat, written = "Discord", [t]
    elif st == 2:
        t = hexs(32)
        u = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (org(), uuid4(), uuid4(), t, uuid4())
        chat, written = "Microsoft Teams", [t]
    elif st == 3:
        k, t = "AIza" + rs(B64U, 35), rs(B64U, 43)
        u = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s%%3D" % (rs(B64U, 7), k, t)
        chat, written = "Google Chat", [t + "%3D"]   # the key= value is the same public key for every Chat webhook
    elif st == 4:
        t = rs(ANL, 26)
        u = "https://chat.%s.io/hooks/%s" % (org(), t)
        chat, written = "Mattermost", [t]
    elif st == 5:
        t, sec = hexs(64), "SEC" + hexs(64)
        u = "https://oapi.dingtalk.com/robot/send?access_token=%s" % t
        chat, written = "DingTalk", [t, sec]
        extra = [("secret", sec)]
    elif st == 6:
        t = uuid4()
        u = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t
        chat, written = "Feishu", [t]
    elif st == 7:
        t = hexs(40)
        u = "https://automation.atlassian.com/pro/hooks/%s" % t
        chat, written = "Jira Automation", [t]
    elif st == 8:
        t = digits(10) + ":AA" + rs(B64U, 33)
        u = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (t, digits(10))
        chat, written = "Telegram", [t]
    else:
        t = hexs(40)
        u = "https://%s.%s.io/webhooks/github" % (svc(), org())
        chat, written = "GitHub", [t]
        extra = [("secret", t)]
        text = "resource \"github_repository_webhook\" \"deploy\" {\n  repository = \"%s\"\n  configuration {\n    url          = \"%s\"\n    content_type = \"json\"\n    secret       = \"%s\"\n  }\n  events = [\"push\"]\n}" % (svc(), u, t)
        ctx = {"chat": chat, "svc": svc(), "env": env_name()}
        mc, lesson, ask, fr = compose(lang, "webhook", ctx, text, repeat=t)
        return note("webhook: GitHub webhook HMAC secret in Terraform", mc, lesson, ask, written, fr, "webhook", chat)
    form = ri(0, 4)
    if form == 0:
        text, cname = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' '%s'" % u, "curl"
    elif form == 1:
        text, cname = "receivers:\n- name: %s\n  webhook_configs:\n  - url: '%s'" % (pick(["oncall", "team-alerts", "infra"]), u), "Alertmanager YAML"
    elif form == 2:
        text, cname = "%s_WEBHOOK_URL=%s" % (slug(chat).upper()[:10], u), ".env"
    elif form == 3:
        text, cname = json.dumps({"name": "%s-alerts" % env_name(), "type": "webhook", "settings": {"url": u}}, indent=2), "Grafana contact point JSON"
    else:
        text, cname = u, "bare URL"
    for k, val in extra:
        text += "\n%s_%s=%s" % (slug(chat).upper(), k.upper(), val) if form in (2, 4) else "\n# %s: %s" % (k, val)
    ctx = {"chat": chat, "svc": svc(), "env": env_name()}
    mc, lesson, ask, fr = compose(lang, "webhook", ctx, text, inline=u if "\n" not in text and len(u) < 260 else None, repeat=None)
    return note("webhook: %s URL in %s" % (chat, cname), mc, lesson, ask, written, fr, "webhook", chat)


def s_pkey(lang):
    st = ri(0, 7)
    h = host()
    if st in (0, 1, 2):
        if st == 0:
            typ, lines = pem_ec()
            purpose = ("JWT signing key", "JWT 서명 키")
        elif st == 1:
            typ, lines = pem_ed25519()
            purpose = ("webhook signing key", "웹훅 서명 키")
        else:
            typ, lines = openssh_ed25519("%s@%s" % (pick(["deploy", "ci", pick(ROMAN)]), pick(["runner", "bastion", "laptop"])))
            purpose = ("deploy key", "배포 키")
        text = "-----BEGIN %s-----\n%s\n-----END %s-----" % (typ, "\n".join(lines), typ)
        if chance(0.3):
            text = pick(["$ cat ~/.ssh/id_ed25519\n", "cat deploy/keys/signing.pem\n", "# keys/%s.pem\n" % svc()]) + text
        written, cat = lines, "PEM %s (%d body lines)" % (typ, len(lines))
    elif st == 3:
        typ, first, last = pem_rsa_partial()
        text = "-----BEGIN %s-----\n%s\n...(%d lines omitted)...\n%s\n-----END %s-----" % (typ, "\n".join(first), ri(15, 20), "\n".join(last), typ)
        written, cat, purpose = first + last, "partial RSA PEM pasted in chat", ("TLS private key", "TLS 개인 키")
    elif st == 4:
        priv = b64(rbytes(32))
        pub = b64(rbytes(32))
        text = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.io:51820\nAllowedIPs = 10.0.0.0/8" % (priv, ri(0, 255), ri(2, 250), pub, org())
        written, cat, purpose = [priv], "WireGuard [Interface] PrivateKey", ("WireGuard key", "WireGuard 키")
    elif st == 5:
        head = b64(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(ri(0, 2)) + rbytes(9))
        lines = wrap(head + b64(rbytes(48 * ri(2, 4))))
        proj = "%s-%s" % (org(), pick(["prod", "data", "ml"]))
        body = "\\n".join(lines)
        text = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            proj, hexs(40), body, pick(["exporter", "bq-reader", "ci-deployer"]), proj)
        written, cat, purpose = lines, "GCP service-account JSON private_key (truncated)", ("service-account key", "서비스 계정 키")
    elif st == 6:
        k = "0x" + hexs(64)
        text = pick(['PRIVATE_KEY=%s', 'accounts: ["%s"],', 'const wallet = new ethers.Wallet("%s", provider);']) % k
        written, cat, purpose = [k], "EVM wallet private key", ("deployer wallet key", "배포용 지갑 키")
    else:
        typ, lines = pem_ec()
        text = "tls:\n  key: |\n    -----BEGIN %s-----\n    %s\n    -----END %s-----" % (typ, "\n    ".join(lines), typ)
        written, cat, purpose = lines, "PEM EC key inside YAML block scalar", ("TLS private key", "TLS 개인 키")
    ctx = {"purpose": purpose[0] if lang == "en" else purpose[1], "host": h, "svc": svc(), "where": where(pick(["YAML", "diff", "chat message", "special"]), lang)}
    mc, lesson, ask, fr = compose(lang, "pkey", ctx, text, repeat=None)
    return note("private key: %s" % cat, mc, lesson, ask, written, fr, "private key", None)


SITES = ["AWS root account", "GitHub org owner", "Cloudflare", "Google Workspace admin", "the NAS admin console",
         "Azure portal", "Naver Cloud console", "the payment gateway merchant admin", "Kakao developers", "the domain registrar"]
SITES_KO = ["AWS 루트 계정", "GitHub 조직 owner", "Cloudflare", "Google Workspace 관리자", "NAS 관리 콘솔", "Azure 포털",
            "네이버 클라우드 콘솔", "PG사 가맹점 관리자", "카카오 디벨로퍼스", "도메인 등록 업체"]


def s_totp(lang):
    i = R.randrange(len(SITES))
    site = SITES[i] if lang == "en" else SITES_KO[i]
    seed = rs(B32, pick([16, 32, 32, 26, 64 if "AWS" in SITES[i] else 32]))
    acct = email()
    st = ri(0, 5)
    if st == 0:
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pct(SITES[i].split()[0]), pct(acct), seed, pct(SITES[i].split()[0]))
        written = [seed]
    elif st == 1:
        text = 'totp = pyotp.TOTP("%s")\ncode = totp.now()' % seed
        written = [seed]
    elif st == 2:
        grouped = " ".join(seed[j:j + 4] for j in range(0, len(seed), 4)).lower() if chance(0.5) else " ".join(seed[j:j + 4] for j in range(0, len(seed), 4))
        text = pick(["Setup key: %s", "Can't scan? Enter this key: %s", "수동 입력 키: %s"]) % grouped
        written = [grouped]
    elif st == 3:
        text = "TOTP_SECRET=%s\nTOTP_ACCOUNT=%s" % (seed, acct)
        written = [seed]
    elif st == 4:
        text = "oathtool --totp -b %s" % seed
        written = [seed]
    else:
        text = "| field | value |\n|---|---|\n| username | %s |\n| one-time password (TOTP) | %s |" % (acct, seed)
        written = [seed]
    ctx = {"site": site, "person": person(lang)}
    mc, lesson, ask, fr = compose(lang, "totp", ctx, text, inline=(written[0] if chance(0.3) else None), repeat=written[0], p_repeat=0.1)
    return note("2FA: TOTP seed for %s" % SITES[i], mc, lesson, ask, written, fr, "TOTP / recovery / PIN", None)


def recovery_codes():
    st = ri(0, 7)
    n = ri(4, 8)
    if st == 0:
        return "GitHub", [hexs(5) + "-" + hexs(5) for _ in range(n)]
    if st == 1:
        return "Google", ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(n)]
    if st == 2:
        return "Discord", [rs(ANL, 8) for _ in range(n)]
    if st == 3:
        return "Microsoft", ["-".join(rs(ANU, 5) for _ in range(5))]
    if st == 4:
        return "1Password (Secret Key)", ["A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))]
    if st == 5:
        return "BitLocker", ["-".join(rs(DIG, 6) for _ in range(8))]
    if st == 6:
        return "GitLab", [hexs(16) for _ in range(min(n, 6))]
    return "Bitwarden", [rs(ANL, 32)]


def s_recovery(lang):
    site, codes = recovery_codes()
    st = ri(0, 2)
    if st == 0:
        text = "\n".join(codes)
    elif st == 1:
        text = "\n".join("%d. %s" % (j + 1, c) for j, c in enumerate(codes))
    else:
        text = "  ".join(codes) if len(codes) > 1 else codes[0]
    if len(codes) == 1:
        label = {"Microsoft": "Recovery code", "1Password (Secret Key)": "Secret Key", "BitLocker": "BitLocker recovery key", "Bitwarden": "Two-step login recovery code"}[site]
        text = "%s: %s" % (label, codes[0])
    ctx = {"site": site}
    mc, lesson, ask, fr = compose(lang, "recovery", ctx, text, repeat=None)
    return note("recovery codes: %s (%d codes)" % (site, len(codes)), mc, lesson, ask, codes, fr, "TOTP / recovery / PIN", None)


DEVICES = [("YubiKey PIV PIN", "YubiKey PIV PIN"), ("YubiKey PUK", "YubiKey PUK"), ("SIM PUK", "유심 PUK"),
           ("office door lock", "사무실 도어락"), ("server room safe", "서버실 금고"), ("HSM partition PIN", "HSM 파티션 PIN"),
           ("laptop BIOS password", "노트북 BIOS 비밀번호"), ("Android test phone backup PIN", "안드로이드 테스트폰 백업 PIN")]


def s_pin(lang):
    dv = pick(DEVICES)
    code = rs(DIG, pick([8, 8, 8, 10]))
    if "PUK" not in dv[0] and chance(0.3):
        code = code[:4] + pick(["-", "*"]) + code[4:]
    text = pick(["%s: %s", "%s = %s", "%s -> %s"]) % (dv[0] if lang == "en" else dv[1], code)
    ctx = {"device": dv[0] if lang == "en" else dv[1], "person": person(lang)}
    mc, lesson, ask, fr = compose(lang, "pin", ctx, text, inline=code, repeat=code, p_repeat=0.15)
    return note("PIN: %s" % dv[0], mc, lesson, ask, [code], fr, "TOTP / recovery / PIN", None)


SSIDS = ["iptime-5G", "KT_GiGA_5G_%s", "U+Net%s", "SK_WiFiGIGA%s", "%s-Office", "%s-IoT", "%s_Guest", "Warehouse-%s", "Store%s-POS"]
PLACES = [("the Seongsu warehouse", "성수 물류창고"), ("the Pangyo office", "판교 사무실"), ("store #12", "12호점 매장"),
          ("the factory floor", "공장 라인"), ("the Osaka branch", "오사카 지점"), ("the lab", "연구실")]


def s_wifi(lang):
    ssid = pick(SSIDS)
    if "%s" in ssid:
        ssid = ssid % pick([rs(HEXU, 4), org().upper(), str(ri(1, 40))])
    r = R.random()
    if r < 0.25:
        pname, pw = "isp-default", rs(ANL, 10)
    elif r < 0.45:
        pname, pw = password("korean-keyboard")
    elif r < 0.6:
        pname, pw = password("passphrase")
    else:
        pname, pw = ascii_pw()
    pl = pick(PLACES)
    st = ri(0, 6)
    if st == 0:
        text = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    elif st == 1:
        text = "nmcli dev wifi connect %s password %s" % (shq(ssid), shq(pw))
    elif st == 2:
        text = "    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, pw)
    elif st == 3:
        text = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    elif st == 4:
        text = 'const char* ssid = "%s";\nconst char* password = "%s";' % (ssid, pw)
    elif st == 5:
        text = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw)
    else:
        text = "[wifi-security]\nkey-mgmt=wpa-psk\npsk=%s" % pw
    ctx = {"ssid": ssid, "place": pl[0] if lang == "en" else pl[1]}
    mc, lesson, ask, fr = compose(lang, "wifi", ctx, text, inline=pw, repeat=pw, p_repeat=0.1)
    return note("Wi-Fi key (%s) for %s" % (pname, ssid), mc, lesson, ask, [pw], fr, "Wi-Fi", None)


SYSTEMS = [("NAS admin page", "NAS 관리자 페이지"), ("router admin page", "공유기 관리자 페이지"), ("Jenkins", "Jenkins"),
           ("Grafana admin", "Grafana admin"), ("VPN", "VPN"), ("Windows build server", "윈도우 빌드 서버"),
           ("WordPress admin", "워드프레스 관리자"), ("Synology DSM", "시놀로지 DSM"), ("iDRAC console", "iDRAC 콘솔"),
           ("CCTV NVR", "CCTV NVR"), ("groupware", "그룹웨어"), ("ERP test account", "ERP 테스트 계정"),
           ("company laptop", "회사 노트북"), ("phpMyAdmin", "phpMyAdmin"), ("Apple ID for the test devices", "테스트 기기용 Apple ID"),
           ("joint certificate (공동인증서)", "공동인증서")]


def s_humanpw(lang):
    sy = pick(SYSTEMS)
    if lang == "ko" and chance(0.5):
        pname, pw = password(pick(["hangul", "korean-keyboard"]))
    else:
        pname, pw = password()
    u = pick(["admin", "administrator", pick(ROMAN), "root", "ops", email()])
    who = person(lang)
    st = ri(0, 5)
    if st == 0:
        text = pick(["[%s 10:%02d] %s: %s 계정 %s / %s 입니다", "[%s 10:%02d] %s: login for the %s is %s / %s"]) % (
            pick(["Slack", "카톡", "Teams"]), ri(0, 59), who, sy[1] if lang == "ko" else sy[0], u, pw)
    elif st == 1:
        text = "- URL: https://%s:%d\n- ID: %s\n- PW: %s" % (ip(), pick([443, 5001, 8443, 8080]), u, pw)
    elif st == 2:
        text = "> %s\n> %s" % (pick(["From: %s" % who, "%s wrote:" % who]), pick(["The password is %s (please change after)", "비번은 %s 이고 다 쓰시면 바꿔주세요", "pw: %s"]) % pw)
    elif st == 3:
        text = "| system | user | password |\n|---|---|---|\n| %s | %s | %s |" % (sy[0], u, pw)
    elif st == 4:
        text = "%s: %s / %s" % (sy[1] if lang == "ko" else sy[0], u, pw)
    else:
        text = ""
    ctx = {"system": sy[0] if lang == "en" else sy[1], "person": who}
    mc, lesson, ask, fr = compose(lang, "humanpw", ctx, text, inline=pw, repeat=pw, p_repeat=0.12)
    return note("person password (%s) for %s" % (pname, sy[0]), mc, lesson, ask, [pw], fr, "human password", None)


SPLIT = {
    "en": [("{system} login: user {user}, password in the next field.", "{val}\nChange it after the migration; it is shared with {person}.",
            "Ask {person} whether the {system} password can be rotated now."),
           ("The user sent the {what} for {svc} as two messages: first the variable name {env_var}, then the value.", "{val}",
            "Should {env_var} be moved to the secret store?"),
           ("Label: {what} ({env_var}) for {svc}. The value is written in the question below so it is not lost.", "Load {env_var} from the vault in {env}; do not hardcode it.",
            "Is {val} still the current {what}?"),
           ("Credentials for the {system} ({user}) were given verbally; the password was", "{val} - typed it once, it worked, then logged out.",
            "Can {person} change the {system} password?")],
    "ko": [("{system} 로그인: 계정 {user}, 비밀번호는 다음 필드에.", "{val}\n마이그레이션 끝나면 바꿀 것. {person}과 같이 쓰는 계정이다.",
            "{system} 비밀번호 지금 바꿔도 되는지 {person}에게 물어보기."),
           ("사용자가 {svc}용 {what|을를} 두 번에 나눠 보냈다. 먼저 변수 이름 {env_var}, 그다음 값.", "{val}",
            "{env_var|을를} 시크릿 저장소로 옮겨야 하는지?"),
           ("라벨: {svc}의 {what} ({env_var}). 값은 잊지 않게 아래 질문에 적어 둠.", "{env}에서는 {env_var|을를} vault에서 로드할 것. 하드코딩 금지.",
            "{val|이가} 아직 현재 {what}인지 확인하기."),
           ("{system} 계정({user}) 정보는 구두로 받았다. 비밀번호는", "{val} — 한 번 입력해서 확인하고 로그아웃함.",
            "{person}에게 {system} 비밀번호 바꿔 달라고 할지?")],
}


def s_split(lang):
    i = R.randrange(len(SPLIT["en"]))
    tm = SPLIT[lang][i]
    sy = pick(SYSTEMS)
    if i in (1, 2):
        v = pick([x for x in VENDORS if len([it for it in x["gen"]() if it[2]]) == 1])
        it = [t for t in v["gen"]() if t[2]][0]
        val, env_var, what = it[1], it[0], (v["name"] + " " + v[lang])
        cat = "split fields: %s %s label and value in different fields" % (v["name"], v["en"])
    else:
        pname, val = password()
        env_var, what = "", ""
        cat = "split fields: %s password (%s), label and value in different fields" % (sy[0], pname)
    ctx = {"system": sy[0] if lang == "en" else sy[1], "user": pick(["admin", pick(ROMAN), "ops"]), "person": person(lang),
           "svc": svc(), "env": env_name(), "env_var": env_var, "what": what, "val": val}
    mc, lesson, ask = fill(tm[0], ctx), fill(tm[1], ctx), fill(tm[2], ctx)
    return note(cat, mc, lesson, ask, [val], "split: template %d" % i, "split fields", None)


LOGSRC = {"en": ["the CI log", "the pod description", "the error output", "the debug log", "the plan output"],
          "ko": ["CI 로그", "파드 describe 결과", "에러 출력", "디버그 로그", "plan 출력"]}
POOLS["log"] = {
    "en": {
        "issue": ["I didn't know {svc} prints its full environment on startup, so {src} the user pasted contained live credentials.",
                  "The user shared {src} to show the failure; I didn't know the tool echoes secrets in {env}.",
                  "I didn't know {src} is kept for 90 days and readable by everyone in the org.",
                  "I asked for {src} to debug a timeout and didn't expect it to contain the credentials themselves."],
        "lesson": ["Before sharing {src}, grep it for passwords and tokens; {svc} does not mask them.",
                   "Mark the variables as masked/sensitive so {src} shows *** instead of the value.",
                   "Anything that appeared in {src} must be rotated; logs are copied to several systems.",
                   "Ask for the exact error line instead of the whole {src}."],
        "ask": ["Can you rotate the credentials that showed up in {src}?", "Should {svc} stop logging its environment at startup?",
                "Who can purge {src} from the log store?", ""],
        "intro": ["From {src}", "What the user pasted", "Excerpt", "Output"],
        "inline": [],
    },
    "ko": {
        "issue": ["{svc|이가} 기동할 때 환경변수를 통째로 찍는다는 걸 몰라서, 사용자가 붙인 {src}에 실제 자격 증명이 들어 있었다.",
                  "실패 상황을 보여주려고 사용자가 {src|을를} 공유했는데, {env}에서 도구가 시크릿을 그대로 출력한다는 걸 몰랐다.",
                  "{src|이가} 90일 보관되고 조직 전체가 볼 수 있다는 걸 몰랐다.",
                  "타임아웃 디버깅하려고 {src|을를} 달라고 했는데 자격 증명까지 들어 있을 줄 몰랐다."],
        "lesson": ["{src|을를} 공유하기 전에 비밀번호/토큰을 grep 할 것. {svc|은는} 마스킹을 안 한다.",
                   "변수를 masked/sensitive로 지정하면 {src}에 값 대신 ***가 나온다.",
                   "{src}에 한 번이라도 나온 값은 교체해야 한다. 로그는 여러 시스템으로 복사된다.",
                   "{src} 전체 말고 정확한 에러 줄만 달라고 할 것."],
        "ask": ["{src}에 나온 자격 증명 교체해 줄 수 있는지 물어보기.", "{svc|이가} 기동 시 환경변수 출력 안 하게 바꿔도 되는지?",
                "로그 저장소에서 {src|을를} 지울 수 있는 사람이 누군지?", ""],
        "intro": ["{src}에서", "사용자가 붙인 것", "발췌", "출력"],
        "inline": [],
    },
}


def s_logleak(lang):
    st = ri(0, 6)
    pname, pw = ascii_pw()
    u = user_name()
    h = host()
    if st == 0:
        text = "$ docker inspect %s --format '{{json .Config.Env}}'\n[\"PATH=/usr/local/bin:/usr/bin\",\"DB_USER=%s\",\"DB_PASSWORD=%s\",\"TZ=Asia/Seoul\"]" % (svc(), u, pw)
        w, cat = [pw], "docker inspect env dump"
    elif st == 1:
        text = "  Environment:\n    SPRING_PROFILES_ACTIVE:  %s\n    DB_USERNAME:             %s\n    DB_PASSWORD:             %s\n    JAVA_OPTS:               -Xmx512m" % (env_name(), u, pw)
        w, cat = [pw], "kubectl describe pod env"
    elif st == 2:
        text = "+ export REGISTRY_PASSWORD=%s\n+ docker login -u %s --password-stdin registry.%s.io\nLogin Succeeded" % (shq(pw), u, org())
        w, cat = [pw], "CI log with set -x"
    elif st == 3:
        text = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = \"%s\" -> \"%s\"\n    }" % (pw, ascii_pw()[1])
        w, cat = [pw], "terraform plan showing old/new password"
        w = [pw, text.split('-> "')[1].split('"')[0]]
    elif st == 4:
        cfg = {"host": h, "port": 5432, "user": u, "password": pw, "database": pick(DBN)}
        text = "Error: connect ECONNREFUSED %s:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16) {\n  config: %s\n}" % (ip(), json.dumps(cfg, ensure_ascii=False))
        w, cat = [pw], "Node error printing config"
    elif st == 5:
        v = pick([x for x in VENDORS if x["auth"] == "bearer"])
        tok = v["gen"]()[0][1]
        text = "%sZ [airflow.task] INFO - Using connection ID '%s_default' for task execution.\n%sZ [airflow.task] DEBUG - headers: {'Authorization': 'Bearer %s'}" % (ts(), slug(v["name"]), ts(), tok)
        w, cat = [tok], "Airflow task log with %s bearer token" % v["name"]
    else:
        tok = rs(AN, ri(32, 40))
        text = '%s - - [%s +0900] "GET /api/export?format=csv&api_token=%s HTTP/1.1" 200 %d "-" "python-requests/2.32.3"' % (ip(), ts(), tok, ri(1000, 900000))
        w, cat = [tok], "nginx access log with api_token query"
    ctx = {"svc": svc(), "env": env_name(), "src": pick(LOGSRC[lang])}
    mc, lesson, ask, fr = compose(lang, "log", ctx, text, repeat=None)
    return note("log leak: %s" % cat, mc, lesson, ask, w, fr, "log / trace leak", None)


# --------------------------------------------------------------------------------------
# CLEAN notes: no credential at all, but risky-looking material
# --------------------------------------------------------------------------------------
def cpool(issue_en, lesson_en, ask_en, intro_en, issue_ko, lesson_ko, ask_ko, intro_ko, inline_en=(), inline_ko=()):
    return {"en": {"issue": issue_en, "lesson": lesson_en, "ask": ask_en, "intro": intro_en, "inline": list(inline_en)},
            "ko": {"issue": issue_ko, "lesson": lesson_ko, "ask": ask_ko, "intro": intro_ko, "inline": list(inline_ko)}}


POOLS["c_placeholder"] = cpool(
    ["I didn't know the {thing} in the README is only a template; the real values come from the deploy pipeline.",
     "The user asked why {svc} fails locally; I didn't know {thing} has to be filled in by hand first.",
     "I didn't know the docs example for {thing} uses obviously fake values on purpose."],
    ["Copy {thing} to a local, git-ignored file and fill the placeholders; never commit the filled copy.",
     "Placeholders like the ones below are meant to fail loudly; a 401 locally usually means one was left unchanged.",
     "Keep the template values obviously fake so nobody mistakes them for real credentials."],
    ["Where do new developers get the real values for {thing}?", "Should the template fail fast when a placeholder is left in?", ""],
    ["Template", "From the README", "{thing}", "The example"],
    ["README의 {thing|이가} 템플릿일 뿐이고 실제 값은 배포 파이프라인에서 들어온다는 걸 몰랐다.",
     "{svc|이가} 로컬에서 왜 실패하냐는 질문을 받았는데, {thing|을를} 먼저 직접 채워야 한다는 걸 몰랐다.",
     "문서의 {thing} 예시가 일부러 가짜 값을 쓴다는 걸 몰랐다."],
    ["{thing|은는} git-ignore 된 로컬 파일로 복사해서 채울 것. 채운 사본은 커밋 금지.",
     "아래 같은 플레이스홀더는 일부러 실패하게 만든 것이다. 로컬 401은 대개 하나를 안 바꾼 것.",
     "템플릿 값은 누가 봐도 가짜여야 실제 자격 증명으로 착각하지 않는다."],
    ["신규 입사자는 {thing} 실제 값을 어디서 받는지 물어보기.", "플레이스홀더가 남아 있으면 바로 실패하게 할지?", ""],
    ["템플릿", "README에서", "{thing}", "예시"])
POOLS["c_masked"] = cpool(
    ["I didn't know {tool} masks the value in its output, so I thought the credential was missing.",
     "The user pasted {tool} output to prove the key is set; I didn't know only the last characters are shown.",
     "I didn't know the CI log masks registered secrets automatically."],
    ["Masked output (stars / last four characters) is enough to tell which key is configured; never ask for the full value.",
     "Compare the visible suffix with the key list in the console to identify the key.",
     "If the output shows *** the secret is set; the problem is elsewhere."],
    ["Which key suffix should {svc} be using?", "Is the masked key the current one?", ""],
    ["Output of {tool}", "What the user pasted", "Masked output", "From the CI log"],
    ["{tool|이가} 출력에서 값을 마스킹한다는 걸 몰라서 자격 증명이 비어 있는 줄 알았다.",
     "키가 설정돼 있다는 걸 보여주려고 사용자가 {tool} 출력을 붙였다. 마지막 몇 글자만 보인다는 걸 몰랐다.",
     "CI 로그가 등록된 시크릿을 자동으로 마스킹한다는 걸 몰랐다."],
    ["마스킹된 출력(별표 / 끝 네 자리)만으로도 어떤 키인지 구분된다. 전체 값을 달라고 하지 말 것.",
     "보이는 끝자리를 콘솔의 키 목록과 비교해서 식별한다.",
     "***로 나오면 시크릿은 설정된 것이다. 문제는 다른 데 있다."],
    ["{svc|이가} 써야 하는 키 끝자리가 뭔지 물어보기.", "마스킹된 키가 현재 키인지?", ""],
    ["{tool} 출력", "사용자가 붙인 것", "마스킹된 출력", "CI 로그에서"])
POOLS["c_envref"] = cpool(
    ["I didn't know {svc} reads the credential from {store} at startup instead of from the repo.",
     "I was about to hardcode the key for a quick test; I didn't know the {store} reference already works locally.",
     "The user asked where the {env} password lives; I didn't know the manifest only holds a reference to {store}."],
    ["Reference secrets by name ({store}); the value never appears in the repo or in the note.",
     "If the reference resolves to empty, check the IAM/role binding for {store} before touching the code.",
     "Local runs can use the same {store} reference through the CLI login."],
    ["Who can grant {svc} read access to {store}?", "Is the {env} secret path the same as staging?", ""],
    ["How it is wired", "Config", "The reference", "Snippet"],
    ["{svc|이가} 자격 증명을 repo가 아니라 기동 시 {store}에서 읽는다는 걸 몰랐다.",
     "빠른 테스트용으로 키를 하드코딩하려 했는데, {store} 참조가 로컬에서도 동작한다는 걸 몰랐다.",
     "{env} 비밀번호가 어디 있냐는 질문을 받았다. 매니페스트에는 {store} 참조만 있다는 걸 몰랐다."],
    ["시크릿은 이름({store})으로만 참조한다. 값은 repo에도 노트에도 나타나지 않는다.",
     "참조 결과가 비어 있으면 코드 고치기 전에 {store} IAM/role 바인딩부터 확인.",
     "로컬 실행도 CLI 로그인으로 같은 {store} 참조를 쓸 수 있다."],
    ["{svc}에 {store} 읽기 권한은 누가 줄 수 있는지 물어보기.", "{env} 시크릿 경로가 staging과 같은지?", ""],
    ["연결 방식", "설정", "참조 부분", "스니펫"])
POOLS["c_hash"] = cpool(
    ["I didn't know {tool} pins dependencies by hash, so the edited lock file was rejected.",
     "The build broke with a checksum mismatch and I didn't know which artifact the hash belonged to.",
     "I didn't know the deploy is pinned to an image digest, not to a tag."],
    ["Hashes and digests identify content; they are safe to share and useful in bug reports.",
     "Regenerate the lock file with {tool} instead of editing hashes by hand.",
     "Pin images by digest in prod; tags can move."],
    ["Should I bump the pinned digest as part of this change?", "Is it fine to regenerate the lock file?", ""],
    ["From the lock file", "Checksums", "Output", "Relevant lines"],
    ["{tool|이가} 의존성을 해시로 고정한다는 걸 몰라서, 손으로 고친 lock 파일이 거부됐다.",
     "체크섬 불일치로 빌드가 깨졌는데 그 해시가 어떤 아티팩트 것인지 몰랐다.",
     "배포가 태그가 아니라 이미지 digest로 고정돼 있다는 걸 몰랐다."],
    ["해시와 digest는 내용을 식별할 뿐이라 공유해도 되고 버그 리포트에 유용하다.",
     "lock 파일의 해시는 손으로 고치지 말고 {tool|으로로} 다시 생성할 것.",
     "운영은 digest로 고정한다. 태그는 움직일 수 있다."],
    ["이번 변경에서 고정된 digest도 올려야 하는지 물어보기.", "lock 파일 재생성해도 되는지?", ""],
    ["lock 파일에서", "체크섬", "출력", "관련 줄"])
POOLS["c_ids"] = cpool(
    ["I didn't know support can look up a failed call by its request id, so I spent an hour reproducing it.",
     "The user pasted the failing response headers; I didn't know the ids in them are what the vendor needs.",
     "I didn't know {svc} propagates the trace id to every downstream call."],
    ["Request and trace ids are not secrets; include them in tickets so the vendor can find the call.",
     "Search the log store by trace id first; it links all spans of the request.",
     "Correlation ids make cross-service debugging much faster than timestamps."],
    ["Should I open a vendor ticket with these ids?", "Is the trace retention long enough to look this up next week?", ""],
    ["Response headers", "From the log", "Ids", "What the user pasted"],
    ["실패한 호출을 request id로 지원팀이 조회할 수 있다는 걸 몰라서 재현하느라 한 시간을 썼다.",
     "사용자가 실패 응답 헤더를 붙였다. 거기 있는 id가 벤더가 필요로 하는 값이라는 걸 몰랐다.",
     "{svc|이가} trace id를 모든 하위 호출로 전파한다는 걸 몰랐다."],
    ["request/trace id는 비밀이 아니다. 티켓에 넣어야 벤더가 호출을 찾는다.",
     "로그 저장소는 trace id로 먼저 검색할 것. 요청의 모든 span이 연결된다.",
     "상관 id가 있으면 타임스탬프보다 서비스 간 디버깅이 훨씬 빠르다."],
    ["이 id들로 벤더 티켓을 열지 물어보기.", "다음 주에도 조회할 수 있게 trace 보관 기간이 충분한지?", ""],
    ["응답 헤더", "로그에서", "id 목록", "사용자가 붙인 것"])
POOLS["c_pubkey"] = cpool(
    ["I didn't know the server only trusts keys listed in authorized_keys, so the new runner could not log in.",
     "The user sent their public key so I could grant access; I didn't know where {host} keeps the allow list.",
     "Verification failed and I didn't know which public key {svc} pins."],
    ["Public keys and fingerprints are safe to share; compare fingerprints to be sure you have the right key.",
     "Add the public key, not the private one; the private half never leaves the owner's machine.",
     "Pin the fingerprint in the runbook so a swapped key is noticed."],
    ["Should this key also be added to the staging hosts?", "Is the fingerprint below the one you expect?", ""],
    ["Public key", "Fingerprint", "What was added", "From the allow list"],
    ["서버가 authorized_keys에 있는 키만 신뢰한다는 걸 몰라서 새 러너가 로그인하지 못했다.",
     "접근 권한을 주라고 사용자가 공개 키를 보냈다. {host|이가} 허용 목록을 어디에 두는지 몰랐다.",
     "검증이 실패했는데 {svc|이가} 어떤 공개 키를 고정하는지 몰랐다."],
    ["공개 키와 지문은 공유해도 된다. 지문을 비교해서 맞는 키인지 확인할 것.",
     "개인 키가 아니라 공개 키를 추가한다. 개인 키는 소유자 기기를 떠나지 않는다.",
     "런북에 지문을 고정해 두면 키가 바뀐 걸 알아챌 수 있다."],
    ["이 키를 스테이징 호스트에도 추가해야 하는지 물어보기.", "아래 지문이 예상한 것과 같은지?", ""],
    ["공개 키", "지문", "추가한 것", "허용 목록에서"])
POOLS["c_nonsecret"] = cpool(
    ["I didn't know {thing} is a public identifier; I was treating it as a secret and the config review stalled.",
     "The user asked me to configure {svc} and I didn't know which of the ids is the account and which the app.",
     "I didn't know {thing} differs between sandbox and production."],
    ["Ids such as {thing} are not credentials and can live in plain config; only the matching secret goes to the vault.",
     "Write down which id belongs to which environment; mixing them gives confusing 404s.",
     "An id alone grants nothing; the secret paired with it is what must be protected."],
    ["Which {thing} is the production one?", "Can these ids go in the public config repo?", ""],
    ["Config", "Ids", "From the console", "Settings"],
    ["{thing|이가} 공개 식별자라는 걸 몰라서 시크릿처럼 다루다가 설정 리뷰가 멈췄다.",
     "{svc} 설정을 부탁받았는데 어떤 id가 계정이고 어떤 게 앱인지 몰랐다.",
     "{thing|이가} 샌드박스와 운영에서 다르다는 걸 몰랐다."],
    ["{thing} 같은 id는 자격 증명이 아니라 일반 설정에 둬도 된다. 짝이 되는 시크릿만 vault로.",
     "어떤 id가 어느 환경 것인지 적어 둘 것. 섞이면 헷갈리는 404가 난다.",
     "id만으로는 아무 권한이 없다. 보호할 건 짝이 되는 시크릿이다."],
    ["운영용 {thing|이가} 어떤 건지 물어보기.", "이 id들을 공개 설정 repo에 둬도 되는지?", ""],
    ["설정", "id 목록", "콘솔에서", "설정값"])
POOLS["c_b64"] = cpool(
    ["I didn't know {thing} is stored base64-encoded, so the value looked like garbage in the diff.",
     "The user worried that the base64 blob in the manifest was a secret; I didn't know it is just {thing}.",
     "I didn't know the API returns {thing} base64-encoded."],
    ["Decode before judging: `base64 -d` showed it is only {thing}.", "Base64 is encoding, not encryption; here it only carries {thing}.",
     "Keep non-secret binary data in ConfigMaps/binaryData; Secrets are for credentials."],
    ["Should {thing} move to a ConfigMap?", "Is it OK to keep the encoded form in the repo?", ""],
    ["The blob", "From the manifest", "Encoded value", "Response"],
    ["{thing|이가} base64로 저장돼서 diff에서 알아볼 수 없는 값처럼 보인다는 걸 몰랐다.",
     "매니페스트의 base64 덩어리가 시크릿이냐고 사용자가 걱정했는데 그냥 {thing|이라라}는 걸 몰랐다.",
     "API가 {thing|을를} base64로 인코딩해서 준다는 걸 몰랐다."],
    ["판단 전에 디코드할 것: `base64 -d` 해보니 {thing}일 뿐이었다.", "base64는 암호화가 아니라 인코딩이다. 여기엔 {thing}만 들어 있다.",
     "비밀이 아닌 바이너리 데이터는 ConfigMap/binaryData에 둔다. Secret은 자격 증명용."],
    ["{thing|을를} ConfigMap으로 옮길지 물어보기.", "인코딩된 값 그대로 repo에 둬도 되는지?", ""],
    ["인코딩된 값", "매니페스트에서", "인코딩 값", "응답"])
POOLS["c_longid"] = cpool(
    ["I didn't know {svc} is addressed by its full resource id in the IAM policy, so the short name didn't match.",
     "The deploy picked the wrong artifact because I didn't know the version string includes build metadata.",
     "I didn't know the long identifier in the error is the resource path, not a token."],
    ["Copy full resource ids from the console or CLI output; hand-typed ones break on one character.",
     "Build metadata after '+' is ignored for precedence; pin the exact artifact instead.",
     "Long ids are not secrets; they are safe in tickets and help others find the resource."],
    ["Is the resource id below the production one?", "Should the policy use a wildcard for the suffix?", ""],
    ["Identifiers", "From the CLI output", "Error", "Policy excerpt"],
    ["IAM 정책이 {svc|을를} 전체 리소스 id로 지정한다는 걸 몰라서 짧은 이름이 매칭되지 않았다.",
     "버전 문자열에 빌드 메타데이터가 붙는다는 걸 몰라서 배포가 엉뚱한 아티팩트를 골랐다.",
     "에러에 나온 긴 식별자가 토큰이 아니라 리소스 경로라는 걸 몰랐다."],
    ["리소스 id는 콘솔이나 CLI 출력에서 복사할 것. 손으로 치면 한 글자 때문에 깨진다.",
     "'+' 뒤 빌드 메타데이터는 우선순위에 반영되지 않는다. 정확한 아티팩트를 고정할 것.",
     "긴 id는 비밀이 아니다. 티켓에 넣어도 되고 다른 사람이 리소스를 찾는 데 도움이 된다."],
    ["아래 리소스 id가 운영 것인지 물어보기.", "정책에서 접미사에 와일드카드를 써도 되는지?", ""],
    ["식별자", "CLI 출력에서", "에러", "정책 발췌"])
POOLS["c_policy"] = cpool(
    ["I didn't know {tool} prompts for the password when the flag has no value, so the script hung in CI.",
     "The user asked me to set up the service account and I didn't know the password policy ({rule}).",
     "I didn't know the security team forbids passing secrets as command-line arguments."],
    ["Use the non-interactive option of {tool} that reads from stdin or a file; never put the value on the command line.",
     "Generated passwords must satisfy: {rule}. The generator in the vault does this already.",
     "Document which flag reads the secret from where, not the secret itself."],
    ["Does the {tool} step in CI have access to the vault agent?", "Is the policy ({rule}) the same for service accounts?", ""],
    ["Notes", "From the security wiki", "How the flags behave", "Policy"],
    ["플래그에 값이 없으면 {tool|이가} 비밀번호를 프롬프트로 묻는다는 걸 몰라서 CI에서 스크립트가 멈췄다.",
     "서비스 계정 설정을 부탁받았는데 비밀번호 정책({rule})을 몰랐다.",
     "보안팀이 시크릿을 명령행 인자로 넘기는 걸 금지한다는 걸 몰랐다."],
    ["{tool}의 비대화형 옵션(stdin 또는 파일에서 읽기)을 쓸 것. 값을 명령행에 두지 않는다.",
     "생성되는 비밀번호는 {rule} 조건을 만족해야 한다. vault 생성기가 이미 맞춰 준다.",
     "시크릿 자체가 아니라 어떤 플래그가 어디서 값을 읽는지를 문서화할 것."],
    ["CI의 {tool} 단계가 vault agent에 접근 가능한지 물어보기.", "서비스 계정도 같은 정책({rule})인지?", ""],
    ["메모", "보안 위키에서", "플래그 동작", "정책"])
POOLS["c_encrypted"] = cpool(
    ["I didn't know the secrets file is encrypted with {tool}, so I tried to edit the ciphertext directly.",
     "The user asked if the blob in the repo is a leak; I didn't know {tool} output is safe to commit.",
     "Decryption failed in CI because I didn't know which key {tool} was encrypted for."],
    ["Edit {tool}-encrypted files with the tool itself; the ciphertext is safe in git, the decryption key is not.",
     "Only the recipients' public keys are in the file; losing the private key means re-encrypting.",
     "CI needs the decryption identity from the secret store, not the plaintext."],
    ["Which key should CI use to decrypt?", "Should the new teammate be added as a {tool} recipient?", ""],
    ["Encrypted file", "From the repo", "Ciphertext", "What is committed"],
    ["시크릿 파일이 {tool|으로로} 암호화돼 있다는 걸 몰라서 암호문을 직접 고치려 했다.",
     "repo에 있는 덩어리가 유출이냐고 사용자가 물었다. {tool} 출력은 커밋해도 된다는 걸 몰랐다.",
     "CI에서 복호화가 실패했는데 {tool|이가} 어떤 키로 암호화됐는지 몰랐다."],
    ["{tool|으로로} 암호화된 파일은 그 도구로 편집할 것. 암호문은 git에 둬도 되지만 복호화 키는 안 된다.",
     "파일에는 수신자의 공개 키만 있다. 개인 키를 잃으면 다시 암호화해야 한다.",
     "CI에는 평문이 아니라 시크릿 저장소의 복호화 identity가 필요하다."],
    ["CI가 복호화에 어떤 키를 써야 하는지 물어보기.", "새 팀원을 {tool} 수신자로 추가해야 하는지?", ""],
    ["암호화된 파일", "repo에서", "암호문", "커밋된 내용"])
POOLS["c_publishable"] = cpool(
    ["I didn't know the {vendor} {what} is meant to be public and shipped in the frontend bundle.",
     "A reviewer flagged the {vendor} {what} in the web config; I didn't know the vendor documents it as publishable.",
     "I didn't know the {vendor} {what} only works from the allowed domains, so the local test failed."],
    ["The {vendor} {what} is public by design; restrict it by domain/origin in the console and keep the secret counterpart server-side.",
     "Do not move the {vendor} {what} to the secret store; the browser needs it.",
     "Publishable keys can only do client-side operations; abuse is limited by domain restrictions and quotas."],
    ["Should localhost be added to the allowed origins for the {vendor} {what}?", "Is the frontend using the right {vendor} environment?", ""],
    ["Frontend config", "From the web app", "Snippet", "What the bundle contains"],
    ["{vendor} {what|이가} 원래 공개용이고 프론트엔드 번들에 들어간다는 걸 몰랐다.",
     "리뷰어가 웹 설정의 {vendor} {what|을를} 지적했는데, 벤더 문서상 공개해도 되는 키라는 걸 몰랐다.",
     "{vendor} {what|이가} 허용된 도메인에서만 동작해서 로컬 테스트가 실패한다는 걸 몰랐다."],
    ["{vendor} {what|은는} 설계상 공개 값이다. 콘솔에서 도메인/origin 제한을 걸고 시크릿 쪽 키는 서버에만 둔다.",
     "{vendor} {what|을를} 시크릿 저장소로 옮기지 말 것. 브라우저가 필요로 한다.",
     "공개 키로는 클라이언트 측 작업만 가능하다. 도메인 제한과 쿼터로 남용을 막는다."],
    ["{vendor} {what} 허용 origin에 localhost를 추가할지 물어보기.", "프론트엔드가 맞는 {vendor} 환경을 쓰는지?", ""],
    ["프론트엔드 설정", "웹 앱에서", "스니펫", "번들에 들어간 것"])


def cnote(category, fam, lang, ctx, snippet, inline=None):
    ctx = {k: ((v[0] if lang == "en" else v[1]) if isinstance(v, tuple) else v) for k, v in ctx.items()}
    mc, lesson, ask, fr = compose(lang, fam, ctx, snippet, inline=inline, repeat=None)
    return note(category, mc, lesson, ask, [], fr, fam, ctx.get("vendor"))


def c_placeholder(lang):
    st = ri(0, 9)
    s = svc()
    if st == 0:
        lines = ["STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "OPENAI_API_KEY=<your-openai-key>", "DATABASE_URL=postgres://user:password@localhost:5432/%s" % pick(DBN),
                 "SLACK_BOT_TOKEN=xoxb-your-bot-token", "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "JWT_SECRET=change-me-in-production",
                 "SENTRY_DSN=", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "REDIS_PASSWORD=<redis-password>"]
        R.shuffle(lines)
        text, thing, cat = "# .env.example\n" + "\n".join(lines[:ri(3, 6)]), ".env.example", ".env.example with placeholders"
    elif st == 1:
        text = "aws configure\nAWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nDefault region name [None]: %s" % pick(REGIONS)
        thing, cat = ("the AWS CLI walkthrough", "AWS CLI 설정 가이드"), "AWS documentation example keys"
    elif st == 2:
        text = "curl https://api.%s.io/v1/orders \\\n  -H \"Authorization: Bearer <ACCESS_TOKEN>\" \\\n  -H \"X-Api-Key: YOUR_API_KEY\"" % org()
        thing, cat = ("the API quick-start", "API 퀵스타트 문서"), "curl with <ACCESS_TOKEN> placeholders"
    elif st == 3:
        text = "database:\n  host: localhost\n  user: %s\n  password: REPLACE_ME\napi:\n  key: \"TODO: fill from 1Password\"" % user_name()
        thing, cat = "config.sample.yaml", "YAML sample with REPLACE_ME"
    elif st == 4:
        text = "-----BEGIN PRIVATE KEY-----\n...paste your key here...\n-----END PRIVATE KEY-----"
        thing, cat = ("the TLS setup guide", "TLS 설정 가이드"), "PEM block with placeholder body"
    elif st == 5:
        text = "mysql -h 127.0.0.1 -u root -p<password> %s\npsql \"postgresql://<user>:<password>@<host>:5432/<db>\"" % pick(DBN)
        thing, cat = ("the DB access doc", "DB 접속 문서"), "commands with <password> placeholders"
    elif st == 6:
        text = json.dumps({"apiKey": "YOUR_API_KEY_HERE", "clientSecret": "<client-secret>", "webhookSecret": "whsec_..."}, indent=2)
        thing, cat = "appsettings.Development.json", "JSON with placeholder secrets"
    elif st == 7:
        text = "export OPENAI_API_KEY=\"sk-...\"\nexport ANTHROPIC_API_KEY=\"sk-ant-...\"\nexport HF_TOKEN=\"hf_...\""
        thing, cat = ("the notebook setup cell", "노트북 설정 셀"), "exports with truncated-prefix placeholders"
    elif st == 8:
        text = "[client]\nuser=%s\npassword=********\n# fill in locally, file must be chmod 600" % user_name()
        thing, cat = "~/.my.cnf template", "my.cnf template with stars"
    else:
        text = "Authorization: Basic base64(<client_id>:<client_secret>)\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&scope=%s.read" % pick(["orders", "payments", "users"])
        thing, cat = ("the OAuth docs", "OAuth 문서"), "OAuth token request template"
    return cnote("clean: placeholder - " + cat, "c_placeholder", lang, {"thing": thing, "svc": s}, text)


def c_masked(lang):
    st = ri(0, 9)
    if st == 0:
        text = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (rs(ANU, 4), rs(AN, 4), pick(REGIONS))
        tool, cat = "aws configure list", "aws configure list output"
    elif st == 1:
        text = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % pick(ROMAN)
        tool, cat = "gh auth status", "gh auth status masked token"
    elif st == 2:
        text = "Run curl -sf -H \"Authorization: Bearer ***\" https://api.%s.io/deploy\n{\"status\":\"queued\",\"id\":%d}" % (org(), ri(1000, 99999))
        tool, cat = ("the GitHub Actions log", "GitHub Actions 로그"), "CI log with *** mask"
    elif st == 3:
        text = "Name:         db-cred\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (env_name(), ri(12, 40), ri(3, 12))
        tool, cat = "kubectl describe secret", "kubectl describe secret (sizes only)"
    elif st == 4:
        text = "Secret key: sk_live_...%s   (created %s, last used %s)\nRestricted key: rk_live_...%s" % (rs(AN, 4), date(), date(), rs(AN, 4))
        tool, cat = ("the Stripe dashboard", "Stripe 대시보드"), "Stripe dashboard key suffixes"
    elif st == 5:
        text = "DATABASE_URL=postgresql://app:****@%s:5432/%s\nREDIS_URL=redis://:****@cache:6379/0" % (host(), pick(DBN))
        tool, cat = ("the config dump", "설정 덤프"), "DSNs with masked password"
    elif st == 6:
        text = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-%s\"\n    }" % (org(), env_name())
        tool, cat = "terraform plan", "terraform plan (sensitive value)"
    elif st == 7:
        text = "$ vercel env ls\n name               value        environments\n DATABASE_URL       Encrypted    Production, Preview\n STRIPE_SECRET_KEY  Encrypted    Production\n NEXT_PUBLIC_APP    Encrypted    Development"
        tool, cat = "vercel env ls", "vercel env ls Encrypted"
    elif st == 8:
        text = "%sZ INFO payment.confirm key=live_sk_**********%s amount=%d orderId=%s" % (ts(), rs(AN, 4), ri(1000, 99000), "ORD-" + digits(10))
        tool, cat = ("the payment log", "결제 로그"), "Toss key masked in log"
    else:
        text = "DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=[hidden]\nAPI_TOKEN=••••••••••••%s" % (host(), user_name(), rs(ANL, 4))
        tool, cat = ("the admin panel export", "어드민 패널 export"), "env export with hidden/bullet mask"
    return cnote("clean: masked - " + cat, "c_masked", lang, {"tool": tool, "svc": svc()}, text)


def c_envref(lang):
    st = ri(0, 13)
    acct = digits(12)
    e = env_name()
    if st == 0:
        text = "    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}\n    steps:\n      - run: npm publish --access public"
        store, cat = "GitHub Actions secrets", "GitHub Actions ${{ secrets.* }}"
    elif st == 1:
        text = "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: %s-db\n                key: password" % svc()
        store, cat = ("a Kubernetes Secret", "Kubernetes Secret"), "k8s secretKeyRef"
    elif st == 2:
        text = pick(['api_key = os.environ["OPENAI_API_KEY"]', 'const key = process.env.STRIPE_SECRET_KEY;', 'String pw = System.getenv("DB_PASSWORD");',
                     'token := os.Getenv("GITHUB_TOKEN")', 'ENV.fetch("SENDGRID_API_KEY")', '$key = getenv("TOSS_SECRET_KEY");'])
        store, cat = ("the environment", "환경변수"), "code reading env var"
    elif st == 3:
        text = "vault kv get -field=password secret/%s/%s/db" % (e, svc())
        store, cat = "Vault", "vault kv get -field"
    elif st == 4:
        text = "aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text\n# arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (e, svc(), pick(REGIONS), acct, e, svc(), rs(AN, 6))
        store, cat = "AWS Secrets Manager", "secretsmanager CLI + ARN"
    elif st == 5:
        text = "aws ssm get-parameter --name /%s/%s/api-key --with-decryption --query Parameter.Value" % (e, svc())
        store, cat = "SSM Parameter Store", "ssm get-parameter"
    elif st == 6:
        text = "gcloud secrets versions access latest --secret=%s-stripe-key --project=%s-%s" % (e, org(), e)
        store, cat = "GCP Secret Manager", "gcloud secrets versions access"
    elif st == 7:
        text = 'op read "op://%s/%s/password"\nop run --env-file=.env.tpl -- ./bin/%s' % (pick(["Prod", "Engineering", "Infra"]), pick(["Postgres", "Stripe", "Kakao Admin"]), svc())
        store, cat = "1Password", "op:// references"
    elif st == 8:
        text = "doppler run --project %s --config %s -- npm start" % (svc(), pick(["prd", "stg", "dev"]))
        store, cat = "Doppler", "doppler run"
    elif st == 9:
        text = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (e, svc())
        store, cat = "External Secrets", "ExternalSecret remoteRef"
    elif st == 10:
        text = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
        store, cat = "Docker secrets", "compose *_FILE secrets"
    elif st == 11:
        text = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}'
        store, cat = ("a Terraform variable", "Terraform 변수"), "terraform sensitive var reference"
    elif st == 12:
        text = "DbPassword: @Microsoft.KeyVault(SecretUri=https://%s-kv.vault.azure.net/secrets/db-password/)" % org()
        store, cat = "Azure Key Vault", "Key Vault reference"
    else:
        text = "spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}\nkakao.admin-key=${KAKAO_ADMIN_KEY}"
        store, cat = ("the environment", "환경변수"), "Spring ${} placeholders"
    return cnote("clean: secret reference - " + cat, "c_envref", lang, {"store": store, "svc": svc(), "env": e}, text,
                 inline=text if "\n" not in text else None)


def c_hash(lang):
    st = ri(0, 10)
    if st == 0:
        text = "\n".join("%s  %s" % (sha256_hex(), f) for f in pick([["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz"], ["release.zip"], ["bundle.js", "bundle.css", "index.html"]]))
        tool, cat = "sha256sum", "sha256sum output"
    elif st == 1:
        text = "image: %s/%s@sha256:%s" % (pick(["ghcr.io/" + org(), "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com", "docker.io/" + org()]), svc(), sha256_hex())
        tool, cat = ("the deploy manifest", "배포 매니페스트"), "image digest"
    elif st == 2:
        shas = [sha1_hex() for _ in range(ri(2, 4))]
        text = "\n".join("%s %s" % (x, pick(["fix: retry on 429", "chore: bump deps", "feat: add refund webhook", "revert: flaky test", "refactor: split client"])) for x in shas)
        tool, cat = "git log", "git commit SHAs"
    elif st == 3:
        text = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            (lambda n, a, b, c: (n, a, b, c, n, n, a, b, c, b64(rbytes(64))))(pick(["lodash", "axios", "zod", "dayjs", "undici"]), ri(1, 5), ri(0, 20), ri(0, 30)))
        tool, cat = "npm", "package-lock integrity sha512"
    elif st == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/net", "google.golang.org/grpc", "github.com/stretchr/testify"])
        v = "v%d.%d.%d" % (ri(0, 1), ri(1, 60), ri(0, 9))
        text = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, v, b64(rbytes(32)), mod, v, b64(rbytes(32)))
        tool, cat = "go mod", "go.sum h1 hashes"
    elif st == 5:
        text = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "urllib3", "cryptography", "pydantic"]), ri(1, 4), ri(0, 30), ri(0, 9), sha256_hex(), sha256_hex())
        tool, cat = "pip --require-hashes", "pip hash pins"
    elif st == 6:
        text = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/index.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            pick(["htmx.org", "alpinejs", "chart.js"]), ri(1, 4), ri(0, 12), ri(0, 9), b64(rbytes(48)))
        tool, cat = ("the SRI generator", "SRI 생성기"), "SRI sha384"
    elif st == 7:
        text = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (ri(10, 80), b64(rbytes(32)), sha256_hex())
        tool, cat = "terraform init", ".terraform.lock.hcl hashes"
    elif st == 8:
        text = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (md5_hex(), rs(B64U, 32), b64(rbytes(16)))
        tool, cat = "S3", "ETag / version id / Content-MD5"
    elif st == 9:
        text = "/nix/store/%s-%s" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), pick(["openssl-3.0.13", "python3-3.11.9", "nodejs-20.12.2"]))
        tool, cat = "nix", "Nix store path hash"
    else:
        text = "[[package]]\nname = \"%s\"\nversion = \"%d.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (pick(["serde", "tokio", "reqwest", "rustls"]), ri(0, 1), ri(1, 40), ri(0, 9), sha256_hex())
        tool, cat = "cargo", "Cargo.lock checksum"
    return cnote("clean: hash/digest - " + cat, "c_hash", lang, {"tool": tool, "svc": svc()}, text, inline=text if "\n" not in text and len(text) < 200 else None)


def c_ids(lang):
    st = ri(0, 7)
    if st == 0:
        text = "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amz-cf-id: %s==\nx-amzn-trace-id: Root=1-%s-%s" % (uuid4(), rs(B64U, 54), hexs(8), hexs(24))
        cat = "response headers with request/trace ids"
    elif st == 1:
        text = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;o:rum" % (hexs(32), hexs(16))
        cat = "W3C traceparent"
    elif st == 2:
        text = "An error occurred (ThrottlingException) when calling the PutRecords operation (RequestId: %s)\nx-amz-id-2: %s" % (uuid4(), b64(rbytes(57)))
        cat = "AWS RequestId and x-amz-id-2"
    elif st == 3:
        text = "Sentry event %s\nRelease: %s@%d.%d.%d+%s\nTrace: %s" % (hexs(32), svc(), ri(1, 4), ri(0, 30), ri(0, 9), hexs(7), hexs(32))
        cat = "Sentry event id"
    elif st == 4:
        text = "{\"error\": {\"type\": \"invalid_request_error\", \"message\": \"No such customer\"}, \"request_id\": \"req_%s\", \"idempotency_key\": \"%s\"}" % (rs(AN, 14), uuid4())
        cat = "Stripe request id + idempotency key"
    elif st == 5:
        text = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (svc(), hexs(10), rs(ANL, 5), uuid4(), ri(10 ** 6, 10 ** 8))
        cat = "k8s pod uid"
    elif st == 6:
        text = "dd.trace_id=%d dd.span_id=%d correlation_id=%s" % (ri(10 ** 18, 9 * 10 ** 18), ri(10 ** 18, 9 * 10 ** 18), uuid4())
        cat = "Datadog trace ids in log"
    else:
        text = "Operation name: projects/%s-%s/locations/%s/operations/operation-%d-%s-%s-%s" % (org(), env_name(), pick(["asia-northeast3", "us-central1"]), ri(10 ** 12, 10 ** 13), hexs(13), hexs(8), hexs(8))
        cat = "GCP operation name"
    return cnote("clean: request/trace ids - " + cat, "c_ids", lang, {"svc": svc()}, text, inline=text if "\n" not in text and len(text) < 200 else None)


def c_pubkey(lang):
    st = ri(0, 8)
    h = host()
    who = "%s@%s" % (pick(ROMAN + EN_NAMES), pick(["laptop", "macbook", "ci-runner", "bastion"]))
    if st == 0:
        text = "%s %s" % (pub_ssh_ed25519(), who)
        cat = "ssh-ed25519 public key"
    elif st == 1:
        text = "ssh-rsa %s %s" % (b64(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))), who)
        cat = "ssh-rsa public key"
    elif st == 2:
        text = "|1|%s|%s %s" % (b64(rbytes(20)), b64(rbytes(20)), pub_ssh_ed25519())
        cat = "hashed known_hosts entry"
    elif st == 3:
        text = "256 SHA256:%s %s (ED25519)" % (b64(rbytes(32)).rstrip("="), who)
        cat = "SSH key fingerprint"
    elif st == 4:
        fp = hexs(40).upper()
        text = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s>" % (date(), " ".join(fp[i:i + 4] for i in range(0, 40, 4)), person("en"), email())
        cat = "GPG public key fingerprint"
    elif st == 5:
        text = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(pub_ec_pem())
        cat = "PEM public key"
    elif st == 6:
        text = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(cert_lines(ri(3, 5)))
        cat = "X.509 certificate (public, truncated)"
    elif st == 7:
        text = '{"keys": [{"kty": "RSA", "kid": "%s", "use": "sig", "alg": "RS256", "n": "%s", "e": "AQAB"}]}' % (rs(B64U, 16), b64u(rbytes(256)))
        cat = "JWKS public key"
    else:
        text = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = %s:51820\n# recipients (age): age1%s" % (b64(rbytes(32)), ri(0, 255), h, rs(BECH, 58))
        cat = "WireGuard peer public key + age recipient"
    return cnote("clean: public key - " + cat, "c_pubkey", lang, {"host": h, "svc": svc()}, text)


def c_nonsecret(lang):
    st = ri(0, 10)
    if st == 0:
        text = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=  # from Vault: secret/%s/twilio" % (hexs(32), env_name())
        thing, cat = ("the Twilio Account SID", "Twilio Account SID"), "Twilio Account SID"
    elif st == 1:
        text = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32))
        thing, cat = ("the OAuth client id", "OAuth 클라이언트 ID"), "Google OAuth client id"
    elif st == 2:
        text = "AWS account: %s\nRole: arn:aws:iam::%s:role/%s-deployer\nVPC: vpc-%s" % ((lambda a: (a, a, svc(), hexs(17)))(digits(12)))
        thing, cat = ("the AWS account id", "AWS 계정 ID"), "AWS account id + role ARN"
    elif st == 3:
        text = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s" % (hexs(32), hexs(32))
        thing, cat = ("the Cloudflare zone id", "Cloudflare zone ID"), "Cloudflare account/zone ids (32 hex)"
    elif st == 4:
        text = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4())
        thing, cat = ("the tenant id", "테넌트 ID"), "Azure tenant/subscription/client ids"
    elif st == 5:
        text = "GitHub App ID: %d\nClient ID: Iv1.%s\nInstallation ID: %d" % (ri(100000, 999999), hexs(16), ri(10 ** 7, 10 ** 8))
        thing, cat = ("the GitHub App client id", "GitHub App 클라이언트 ID"), "GitHub App id / client id"
    elif st == 6:
        text = "customer=cus_%s payment_intent=pi_%s price=price_%s account=acct_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 16))
        thing, cat = ("the Stripe object ids", "Stripe 객체 ID"), "Stripe object ids"
    elif st == 7:
        text = "X-Naver-Client-Id: %s\nKakao app id: %d\nWeChat AppID: wx%s" % (rs(AN + "_", 20), ri(100000, 999999), hexs(16))
        thing, cat = ("the Naver Client ID", "네이버 Client ID"), "Naver client id / Kakao app id / WeChat AppID"
    elif st == 8:
        text = "Cognito user pool: %s_%s\nApp client id: %s\nIdentity pool: %s:%s" % ((lambda r: (r, rs(AN, 9), rs(ANL, 26), r, uuid4()))(pick(REGIONS)))
        thing, cat = ("the Cognito app client id", "Cognito 앱 클라이언트 ID"), "Cognito pool / app client ids"
    elif st == 9:
        text = "ALGOLIA_APP_ID=%s\nAUTH0_CLIENT_ID=%s\nOKTA_CLIENT_ID=0oa%s" % (rs(ANU, 10), rs(AN, 32), rs(AN, 17))
        thing, cat = ("the Auth0 client id", "Auth0 클라이언트 ID"), "Algolia app id / Auth0 / Okta client ids"
    else:
        text = "SPOTIFY_CLIENT_ID=%s\nFEISHU_APP_ID=cli_%s\nLINE_CHANNEL_ID=%s" % (hexs(32), hexs(16), digits(10))
        thing, cat = ("the Spotify client id", "Spotify 클라이언트 ID"), "Spotify client id / Feishu app id / LINE channel id"
    return cnote("clean: non-secret ids - " + cat, "c_nonsecret", lang, {"thing": thing, "svc": svc()}, text)


def c_b64(lang):
    st = ri(0, 6)
    if st == 0:
        cfg = json.dumps({"feature": pick(["new-checkout", "kr-address-v2", "dark-mode"]), "rollout": ri(1, 100), "regions": ["KR", "JP"]})
        text, thing, cat = "FEATURE_FLAGS_B64=%s" % b64(cfg), ("a feature-flag JSON", "피처 플래그 JSON"), "base64 of feature-flag JSON"
    elif st == 1:
        text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: branding\nbinaryData:\n  favicon.png: iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ%s" % b64(rbytes(60))
        thing, cat = ("the favicon", "파비콘"), "ConfigMap binaryData PNG"
    elif st == 2:
        script = "#!/bin/bash\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\n"
        text, thing, cat = 'user_data = "%s"' % b64(script), ("a cloud-init script", "cloud-init 스크립트"), "base64 user_data script"
    elif st == 3:
        cur = b64u(json.dumps({"id": ri(1000, 999999), "ts": ri(1_700_000_000, 1_760_000_000)}))
        text, thing, cat = "GET /v1/orders?limit=50&cursor=%s" % cur, ("a pagination cursor", "페이지네이션 커서"), "base64url pagination cursor"
    elif st == 4:
        text = '{"name": "README.md", "encoding": "base64", "content": "%s"}' % b64("# %s\n\nInternal service for %s.\n" % (svc(), pick(["billing", "search", "reporting"])))
        thing, cat = ("the README content", "README 내용"), "GitHub contents API base64"
    elif st == 5:
        hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 12)}, separators=(",", ":")))
        text, thing, cat = "JWT header: %s  -> {\"alg\":\"RS256\",...}" % hdr, ("the JWT header", "JWT 헤더"), "JWT header only (no payload/signature)"
    else:
        ev = json.dumps({"event": "order.created", "orderId": "ORD-" + digits(10), "amount": ri(1000, 90000), "currency": "KRW"})
        text, thing, cat = "kafka message value (base64): %s" % b64(ev), ("a Kafka event payload", "Kafka 이벤트 페이로드"), "base64 Kafka event"
    return cnote("clean: base64 non-secret data - " + cat, "c_b64", lang, {"thing": thing, "svc": svc()}, text, inline=text if "\n" not in text and len(text) < 220 else None)


def c_longid(lang):
    st = ri(0, 8)
    acct = digits(12)
    if st == 0:
        text = "arn:aws:kms:%s:%s:key/%s\narn:aws:lambda:%s:%s:function:%s-%s-handler:%d" % (pick(REGIONS), acct, uuid4(), pick(REGIONS), acct, svc(), env_name(), ri(1, 40))
        cat = "KMS / Lambda ARNs"
    elif st == 1:
        text = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/%s-%s" % (uuid4(), org(), env_name(), svc(), env_name())
        cat = "Azure resource id"
    elif st == 2:
        text = "%s-%s-%s   1/1   Running   0   %dh" % (svc(), hexs(10), rs(ANL, 5), ri(1, 90))
        cat = "k8s generated pod name"
    elif st == 3:
        text = "v0.0.0-%s%02d%02d%02d%02d%02d-%s" % (pick(["2024", "2025"]), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), hexs(12))
        cat = "Go pseudo-version"
    elif st == 4:
        text = "%d.%d.%d-rc.%d+build.%d.sha.%s" % (ri(1, 9), ri(0, 40), ri(0, 9), ri(1, 5), ri(100, 9999), hexs(7))
        cat = "semver with build metadata"
    elif st == 5:
        text = "ami-%s / snap-%s / i-%s" % (hexs(17), hexs(17), hexs(17))
        cat = "EC2 resource ids"
    elif st == 6:
        text = "https://%s-git-%s-%s-%s.vercel.app" % (svc(), pick(["feat-checkout", "fix-auth", "main"]), rs(ANL, 9), org())
        cat = "Vercel preview URL"
    elif st == 7:
        text = "module.%s.module.vpc.aws_route_table_association.private[\"%s%s\"]" % (svc().replace("-", "_"), pick(REGIONS), pick("abc"))
        cat = "Terraform resource address"
    else:
        text = "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (pick(REGIONS), acct, svc(), env_name(), uuid4())
        cat = "CloudFormation stack id"
    return cnote("clean: long identifiers - " + cat, "c_longid", lang, {"svc": svc()}, text, inline=text if "\n" not in text and len(text) < 220 else None)


RULES = [("min 12 chars, 1 symbol, no reuse of the last 5", "12자 이상, 특수문자 1개, 최근 5개 재사용 금지"),
         ("rotate every 90 days", "90일마다 교체"), ("at least 16 chars, generated, no dictionary words", "16자 이상, 생성기 사용, 사전 단어 금지"),
         ("no spaces, max 64 chars because of the legacy client", "레거시 클라이언트 때문에 공백 금지, 최대 64자")]


def c_policy(lang):
    st = ri(0, 8)
    rule = pick(RULES)
    if st == 0:
        text = "mysql -u app -p        # no value after -p: mysql prompts for the password\nmysql -u app --password # same, prompts"
        tool, cat = "mysql", "mysql -p prompts"
    elif st == 1:
        text = "echo \"$REGISTRY_PASSWORD\" | docker login registry.%s.io -u ci --password-stdin" % org()
        tool, cat = "docker login", "--password-stdin from env"
    elif st == 2:
        text = "# ~/.pgpass format (chmod 600):\n# hostname:port:database:username:password\n# psql reads PGPASSWORD or ~/.pgpass; never pass -W in scripts"
        tool, cat = "psql", ".pgpass format line"
    elif st == 3:
        text = "keytool -importkeystore ... -storepass:env KEYSTORE_PASS -srcstorepass:file /run/secrets/src_pass"
        tool, cat = "keytool", "keytool -storepass:env / :file"
    elif st == 4:
        text = "openssl pkcs12 -in bundle.p12 -nodes -passin env:P12_PASS | openssl x509 -noout -subject"
        tool, cat = "openssl", "openssl -passin env:"
    elif st == 5:
        text = "# SSHPASS is read by `sshpass -e`; `sshpass -p` would expose the password in ps\nsshpass -e ssh deploy@%s 'systemctl restart %s'" % (host(), svc())
        tool, cat = "sshpass", "sshpass -e explained"
    elif st == 6:
        text = "POST /v1/users\n{\"email\": \"%s\", \"password\": \"<min 12 chars>\", \"password_confirmation\": \"<same>\"}" % email()
        tool, cat = ("the signup API", "회원가입 API"), "API schema with password field"
    elif st == 7:
        text = "password_policy:\n  min_length: %d\n  require_symbols: true\n  max_age_days: %d\n  history: 5" % (pick([12, 14, 16]), pick([60, 90, 180]))
        tool, cat = ("the IdP", "IdP"), "password policy YAML"
    else:
        text = "curl -u %s https://%s/api   # curl asks for the password interactively when only the user is given" % (user_name(), host())
        tool, cat = "curl", "curl -u user (prompt)"
    return cnote("clean: password policy / flags in prose - " + cat, "c_policy", lang, {"tool": tool, "rule": rule[0] if lang == "en" else rule[1], "svc": svc()}, text)


def c_encrypted(lang):
    st = ri(0, 6)
    if st == 0:
        text = "db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%sZ\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.8.1" % (
            b64(rbytes(ri(12, 24))), b64(rbytes(32)), b64(rbytes(16)), rs(BECH, 58), ts(), b64(rbytes(48)), b64(rbytes(32)), b64(rbytes(16)))
        tool, cat = "SOPS", "SOPS-encrypted YAML"
    elif st == 1:
        body = hexs(ri(240, 400))
        text = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(body, 80))
        tool, cat = "Ansible Vault", "Ansible Vault blob"
    elif st == 2:
        text = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (svc(), b64(rbytes(ri(250, 330))))
        tool, cat = "SealedSecrets", "SealedSecret encryptedData"
    elif st == 3:
        text = "CiphertextBlob: AQICAHh%s" % b64(rbytes(ri(150, 200)))
        tool, cat = "AWS KMS", "KMS CiphertextBlob"
    elif st == 4:
        text = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(ri(120, 200))), 64))
        tool, cat = "age", "age armored ciphertext"
    elif st == 5:
        text = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_PASSWORD}" % b64(rbytes(ri(32, 48)))
        tool, cat = "Jasypt", "Jasypt ENC() value"
    else:
        text = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap(b64(bytes.fromhex("8502") + rbytes(ri(150, 220))), 64)), rs(B64, 4))
        tool, cat = "GPG", "PGP encrypted message"
    return cnote("clean: encrypted blob - " + cat, "c_encrypted", lang, {"tool": tool, "svc": svc()}, text)


def c_publishable(lang):
    st = ri(0, 13)
    p = "%s-%s" % (org(), pick(["web", "app", "prod", "shop"]))
    if st == 0:
        k = pick(["pk_live_51", "pk_test_51"]) + rs(AN, 97)
        text, vendor, what = "const stripe = await loadStripe('%s');" % k, "Stripe", ("publishable key", "publishable 키")
    elif st == 1:
        n = digits(12)
        text = "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            rs(B64U, 35), p, p, p, n, n, hexs(22))
        vendor, what = "Firebase", ("web config apiKey", "웹 설정 apiKey")
    elif st == 2:
        text = '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick("cdef"), rs(B64U, 37))
        vendor, what = "Google reCAPTCHA", ("site key", "사이트 키")
    elif st == 3:
        tok = "pk." + b64u(json.dumps({"u": pick(ROMAN), "a": rs(AN, 25)}, separators=(",", ":"))) + "." + rs(B64U, 22)
        text, vendor, what = "mapboxgl.accessToken = '%s';" % tok, "Mapbox", ("public access token (pk.)", "public 액세스 토큰(pk.)")
    elif st == 4:
        text = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hexs(32))
        vendor, what = "Algolia", ("search-only API key", "search-only API 키")
    elif st == 5:
        text = "posthog.init('phc_%s', { api_host: 'https://%s.i.posthog.com' })" % (rs(AN, 43), pick(["us", "eu"]))
        vendor, what = "PostHog", ("project API key", "프로젝트 API 키")
    elif st == 6:
        anon = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon"}, "HS256")
        text = "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % anon
        vendor, what = "Supabase", ("anon key", "anon 키")
    elif st == 7:
        text = "const tossPayments = TossPayments('%s%s');" % (pick(["test_ck_", "live_ck_"]), rs(AN, 28))
        vendor, what = "Toss Payments", ("client key", "클라이언트 키")
    elif st == 8:
        text = "<script>Kakao.init('%s'); // JavaScript 키</script>" % hexs(32)
        vendor, what = "Kakao", ("JavaScript key", "JavaScript 키")
    elif st == 9:
        text = "Sentry.init({\n  dsn: \"https://%s@o%s.ingest.sentry.io/%s\",\n  tracesSampleRate: 0.1,\n});" % (hexs(32), digits(6), digits(7))
        vendor, what = "Sentry", ("DSN (public key)", "DSN(공개 키)")
    elif st == 10:
        text = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64("clerk.%s.com$" % org()).rstrip("=")
        vendor, what = "Clerk", ("publishable key", "publishable 키")
    elif st == 11:
        text = "const pusher = new Pusher('%s', { cluster: '%s' });" % (hexs(20), pick(["ap3", "eu", "mt1"]))
        vendor, what = "Pusher", ("app key", "앱 키")
    elif st == 12:
        text = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
        vendor, what = "Google Maps", ("browser API key (referrer-restricted)", "브라우저 API 키(리퍼러 제한)")
    else:
        text = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(ANL, 8), rs(ANL, 16))
        vendor, what = "Braintree", ("tokenization key", "tokenization 키")
    ctx = {"vendor": vendor, "what": what[0] if lang == "en" else what[1], "svc": svc()}
    return cnote("clean: %s %s documented as public [publishable]" % (vendor, what[0]), "c_publishable", lang, ctx, text,
                 inline=text if "\n" not in text and len(text) < 200 else None)


PLAIN = [
    ("I didn't know the nightly {svc} job runs in UTC while the business reports assume Asia/Seoul, so totals were off by one day.",
     "Convert to Asia/Seoul at the reporting boundary only; keep storage and cron in UTC.",
     "Should the report header state the timezone explicitly?",
     "야간 {svc} 잡이 UTC로 돌고 리포트는 Asia/Seoul 기준이라 합계가 하루씩 어긋난다는 걸 몰랐다.",
     "시간대 변환은 리포트 경계에서만 한다. 저장과 크론은 UTC 유지.",
     "리포트 헤더에 시간대를 명시할지 물어보기."),
    ("I didn't know Postgres sorts Korean text by byte order unless an ICU collation is set, so the customer list looked random.",
     "Create the column or index with an ICU collation (ko-KR-x-icu) when users see sorted Hangul.",
     "Is it OK to add an ICU collation in the next migration?",
     "ICU collation을 지정하지 않으면 Postgres가 한글을 바이트 순서로 정렬해서 고객 목록이 뒤죽박죽으로 보인다는 걸 몰랐다.",
     "사용자에게 정렬된 한글을 보여줄 땐 컬럼/인덱스에 ICU collation(ko-KR-x-icu)을 지정한다.",
     "다음 마이그레이션에 ICU collation 추가해도 되는지?"),
    ("I didn't know the test suite shares one database across workers, so tests passed alone and failed with -n {n}.",
     "Give each pytest-xdist worker its own schema, or mark the tests that touch global tables as serial.",
     "Do you want per-worker schemas or a serial marker?",
     "테스트들이 워커 간에 DB 하나를 공유해서, 단독 실행은 통과하고 -n {n}에서는 실패한다는 걸 몰랐다.",
     "pytest-xdist 워커마다 스키마를 따로 주거나, 전역 테이블을 건드리는 테스트는 serial로 표시할 것.",
     "워커별 스키마와 serial 마커 중 어느 쪽을 원하는지?"),
    ("I didn't know the mobile app still calls the v1 endpoint; removing it would have broken {n}% of users.",
     "Check the access logs per client version before deleting an endpoint.",
     "When can v1 be removed according to the app release plan?",
     "모바일 앱이 아직 v1 엔드포인트를 호출해서, 지웠다면 사용자 {n}%가 깨졌을 거라는 걸 몰랐다.",
     "엔드포인트 삭제 전에 클라이언트 버전별 접근 로그부터 확인.",
     "앱 릴리스 계획상 v1은 언제 지울 수 있는지?"),
    ("I didn't know the CSV export must be UTF-8 with BOM, because Excel on the finance team's machines misreads Hangul otherwise.",
     "Write the BOM for CSVs meant for Excel; keep plain UTF-8 for machine consumers.",
     "Should the API offer both variants?",
     "재무팀 PC의 엑셀이 BOM 없으면 한글을 깨뜨려서 CSV export는 UTF-8 BOM이어야 한다는 걸 몰랐다.",
     "엑셀용 CSV에는 BOM을 쓰고, 기계가 읽는 건 일반 UTF-8 유지.",
     "API가 두 형식을 모두 제공해야 하는지?"),
    ("I didn't know the monorepo pins Node {n} in .nvmrc and the CI image ignores it.",
     "Read the version from .nvmrc in CI (actions/setup-node with node-version-file) so local and CI match.",
     "Can I switch the CI job to node-version-file?",
     "모노레포가 .nvmrc에 Node {n|을를} 고정하는데 CI 이미지는 그걸 무시한다는 걸 몰랐다.",
     "CI에서도 .nvmrc에서 버전을 읽게(setup-node의 node-version-file) 해서 로컬과 맞춘다.",
     "CI 잡을 node-version-file 방식으로 바꿔도 되는지?"),
    ("I didn't know the search index is rebuilt only on Sundays, so the new product fields were missing until then.",
     "Trigger a partial reindex for schema changes instead of waiting for the weekly rebuild.",
     "Is a partial reindex during business hours acceptable?",
     "검색 인덱스가 일요일에만 재생성돼서 새 상품 필드가 그때까지 안 보인다는 걸 몰랐다.",
     "스키마 변경 시에는 주간 재생성을 기다리지 말고 부분 재색인을 돌린다.",
     "업무 시간 중 부분 재색인을 돌려도 되는지?"),
    ("I didn't know the load balancer idle timeout is {n} seconds, shorter than the export request.",
     "Long exports should run as background jobs with polling instead of one long HTTP request.",
     "Should the export move to the job queue?",
     "로드밸런서 idle timeout이 {n}초라서 export 요청보다 짧다는 걸 몰랐다.",
     "오래 걸리는 export는 긴 HTTP 요청 대신 백그라운드 잡 + 폴링으로.",
     "export를 잡 큐로 옮겨도 되는지?"),
    ("I didn't know the team squashes merges and the changelog tool reads only the PR title.",
     "Write PR titles in the conventional-commit form; the body is dropped by the squash.",
     "Should I rename the open PRs to match?",
     "팀이 squash merge를 하고 changelog 도구는 PR 제목만 읽는다는 걸 몰랐다.",
     "PR 제목을 conventional-commit 형식으로 쓸 것. 본문은 squash 때 사라진다.",
     "열려 있는 PR 제목도 맞춰서 바꿀지?"),
    ("I didn't know the feature flag service caches values for {n} minutes, so toggling looked broken.",
     "After flipping a flag, wait for the cache TTL or call the refresh endpoint before declaring it broken.",
     "Can the TTL be lowered for staging?",
     "피처 플래그 서비스가 값을 {n}분 캐시해서 토글이 안 되는 것처럼 보였다는 걸 몰랐다.",
     "플래그를 바꾼 뒤 캐시 TTL을 기다리거나 refresh 엔드포인트를 호출하고 나서 판단할 것.",
     "스테이징은 TTL을 낮춰도 되는지?"),
    ("I didn't know the image resizer rejects files over {n} MB, which is why large product photos silently failed.",
     "Validate size on upload and show the limit to the user instead of failing in the background worker.",
     "Should the limit be raised or documented?",
     "이미지 리사이저가 {n}MB 넘는 파일을 거부해서 큰 상품 사진이 조용히 실패했다는 걸 몰랐다.",
     "업로드 시점에 크기를 검증하고 사용자에게 제한을 보여줄 것. 백그라운드 워커에서 실패시키지 말 것.",
     "제한을 올릴지 문서화할지 물어보기."),
    ("I didn't know the Korean address API returns road-name and lot-number addresses in different fields.",
     "Store both forms; delivery partners still ask for the lot-number address.",
     "Which form should the invoice print?",
     "국내 주소 API가 도로명 주소와 지번 주소를 다른 필드로 준다는 걸 몰랐다.",
     "두 형식을 모두 저장할 것. 배송 업체는 아직 지번 주소를 요구한다.",
     "송장에는 어느 형식을 찍어야 하는지?"),
]


def c_plain(lang):
    t = pick(PLAIN)
    ctx = {"svc": svc(), "n": str(pick([4, 8, 12, 16, 18, 20, 30, 60, 120]))}
    if lang == "en":
        mc, lesson, ask = fill(t[0], ctx), fill(t[1], ctx), pick([fill(t[2], ctx), ""])
    else:
        mc, lesson, ask = fill(t[3], ctx), fill(t[4], ctx), pick([fill(t[5], ctx), ""])
    return note("clean: plain engineering note", mc, lesson, ask, [], "plain", "c_plain", None)


def s_combo(lang):
    """a vendor token and a database password pasted together (several secrets in one note)"""
    v = pick([x for x in VENDORS if x["name"] not in ("AWS", "age")])
    items = v["gen"]()
    pname, pw = ascii_pw()
    items = items + [T("DB_PASSWORD", pw)]
    if chance(0.5):
        items = [T("DB_HOST", host(), False), T("DB_USER", user_name(), False)] + items
    cname, fn = pick([x for x in CONFIG_RENDERERS if x[0] in ("dotenv", "shell export", "YAML", "JSON", "docker compose", "k8s Secret stringData",
                                                              "k8s Secret data (base64)", "GitHub Actions", "markdown table", "diff", "chat message")])
    text, written = fn(items, v)
    ctx = {"vendor": v["name"], "what": v[lang], "svc": svc(), "env": env_name(), "where": where(cname, lang)}
    mc, lesson, ask, fr = compose(lang, "token", ctx, text, repeat=written[-1], p_repeat=0.2)
    return note("multi: %s %s + DB password (%s) in %s" % (v["name"], v["en"], pname, cname), mc, lesson, ask, written, fr, "multiple secrets", v["name"])


# --------------------------------------------------------------------------------------
# rules of FORMAT.txt
# --------------------------------------------------------------------------------------
FIELD_ORDER = ("missing_context", "lesson", "ask_next_time")
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def residual_segments(text, secrets):
    """text with every occurrence of every listed secret cut out -> list of remaining pieces"""
    mask = [False] * len(text)
    for s in secrets:
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for j in range(i, i + len(s)):
                mask[j] = True
            start = i + 1
    segs, cur = [], []
    for ch, m in zip(text, mask):
        if m:
            if cur:
                segs.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        segs.append("".join(cur))
    return segs


def problems(rec):
    """list of violated rules (empty = fine)"""
    out = []
    f = rec["fields"]
    for k in FIELD_ORDER:
        if not isinstance(f.get(k), str):
            out.append("field %s missing" % k)
            return out
        if len(f[k].encode("utf-8")) > LIMITS[k]:
            out.append("%s too long (%d bytes)" % (k, len(f[k].encode("utf-8"))))
    if not f["missing_context"].strip() or not f["lesson"].strip():
        out.append("empty missing_context/lesson")
    if rec["kind"] == "clean":
        if rec["secrets"]:
            out.append("clean note lists secrets")
        return out
    if not rec["secrets"]:
        out.append("secret note without secrets")
    allf = [f[k] for k in FIELD_ORDER]
    for s in rec["secrets"]:
        if len(s) < 8:
            out.append("secret shorter than 8: %r" % s)
        if not any(s in x for x in allf):
            out.append("secret not verbatim in fields: %r" % s)
    for x in allf:
        segs = residual_segments(x, rec["secrets"])
        for s in rec["secrets"]:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                if any(w in g for g in segs):
                    out.append("8-char window %r of a secret occurs outside the secrets" % w)
                    break
    return out


# --------------------------------------------------------------------------------------
# the plan: how many notes of each family
# --------------------------------------------------------------------------------------
SECRET_PLAN = [("vendor", len(VENDORS)), ("combo", 8), ("cmdpw", 46), ("conn", 26), ("header", 24), ("signed", 10),
               ("webhook", 14), ("pkey", 12), ("totp", 8), ("recovery", 8), ("pin", 6), ("wifi", 10), ("humanpw", 22),
               ("split", 12), ("logleak", 12)]
CLEAN_PLAN = [("placeholder", 40), ("masked", 30), ("envref", 45), ("hash", 35), ("ids", 25), ("pubkey", 25),
              ("nonsecret", 25), ("b64", 15), ("longid", 20), ("policy", 25), ("encrypted", 20), ("publishable", 30),
              ("plain", 25)]
GEN = {"combo": s_combo, "cmdpw": s_cmdpw, "conn": s_conn, "header": s_header, "signed": s_signed, "webhook": s_webhook,
       "pkey": s_pkey, "totp": s_totp, "recovery": s_recovery, "pin": s_pin, "wifi": s_wifi, "humanpw": s_humanpw,
       "split": s_split, "logleak": s_logleak,
       "placeholder": c_placeholder, "masked": c_masked, "envref": c_envref, "hash": c_hash, "ids": c_ids,
       "pubkey": c_pubkey, "nonsecret": c_nonsecret, "b64": c_b64, "longid": c_longid, "policy": c_policy,
       "encrypted": c_encrypted, "publishable": c_publishable, "plain": c_plain}


def build():
    assert sum(n for _, n in SECRET_PLAN) == N_PER_KIND, sum(n for _, n in SECRET_PLAN)
    assert sum(n for _, n in CLEAN_PLAN) == N_PER_KIND, sum(n for _, n in CLEAN_PLAN)
    records = []
    retries = {}
    for kind, plan in (("secret", SECRET_PLAN), ("clean", CLEAN_PLAN)):
        slots = []
        for fam, n in plan:
            if fam == "vendor":
                order = list(range(len(VENDORS)))
                R.shuffle(order)
                slots += [("vendor", i) for i in order]
            else:
                slots += [(fam, None)] * n
        R.shuffle(slots)
        langs = ["en"] * N_EN + ["ko"] * (N_PER_KIND - N_EN)
        R.shuffle(langs)
        for (fam, arg), lang in zip(slots, langs):
            tries = 0
            while True:
                tries += 1
                assert tries < 200, "cannot satisfy the rules for %s/%s" % (fam, lang)
                n = s_vendor(lang, VENDORS[arg]) if fam == "vendor" else GEN[fam](lang)
                rec = {"kind": kind, "lang": lang, **n}
                p = problems(rec)
                if not p:
                    break
                key = "%s: %s" % (fam, p[0][:40])
                retries[key] = retries.get(key, 0) + 1
            rec["_plan"] = fam
            records.append(rec)
    R.shuffle(records)
    out = []
    for i, rec in enumerate(records):
        out.append({"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": rec["lang"], "kind": rec["kind"], "category": rec["category"],
                    "fields": {k: rec["fields"][k] for k in FIELD_ORDER}, "secrets": list(rec["secrets"]),
                    "_meta": {"frame": rec["_frame"], "family": rec["_family"], "plan": rec["_plan"], "vendor": rec["_vendor"]}})
    return out, retries


def final_checks(out):
    assert len(out) == 2 * N_PER_KIND
    ids = [r["id"] for r in out]
    assert len(dict.fromkeys(ids)) == len(ids)
    for kind in ("secret", "clean"):
        rs_ = [r for r in out if r["kind"] == kind]
        assert len(rs_) == N_PER_KIND
        assert len([r for r in rs_ if r["lang"] == "en"]) == N_EN
        assert len([r for r in rs_ if r["lang"] == "ko"]) == N_PER_KIND - N_EN
    for r in out:
        assert list(r.keys())[:6] == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_ORDER)
        assert not problems(r), (r["id"], problems(r))
        if r["kind"] == "clean":
            assert r["secrets"] == []
        if r["category"].endswith("[publishable]"):
            assert r["kind"] == "clean" and r["category"].endswith(" [publishable]")


def main():
    out, retries = build()
    final_checks(out)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in out:
            rec = {k: r[k] for k in ("id", "lang", "kind", "category", "fields", "secrets")}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(OUT, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    print("wrote %s (%d notes) sha256=%s" % (OUT, len(out), digest))
    if "--stats" in sys.argv:
        stats(out, retries)


def stats(out, retries):
    from collections import Counter
    print("kind x lang:", sorted(Counter((r["kind"], r["lang"]) for r in out).items()))
    print("secret families:", sorted(Counter(r["_meta"]["family"] for r in out if r["kind"] == "secret").items()))
    print("clean families:", sorted(Counter(r["_meta"]["family"] for r in out if r["kind"] == "clean").items()))
    vend = [r["_meta"]["vendor"] for r in out if r["kind"] == "secret" and r["_meta"]["vendor"]]
    print("distinct vendor names in secret notes:", len(sorted(dict.fromkeys(vend))))
    print("vendor credential types defined:", len(VENDORS), " distinct vendor names defined:", len(dict.fromkeys(v["name"] for v in VENDORS)))
    print("regions:", sorted(Counter(v["region"] for v in VENDORS).items()))
    print("distinct categories:", len(dict.fromkeys(r["category"] for r in out)))
    fr = Counter(r["_meta"]["frame"].split(" + ")[0] for r in out)
    print("frames:", len(fr), sorted(fr.items()))
    print("repeated-in-ask notes:", sum(1 for r in out if "repeated" in r["_meta"]["frame"]))
    print("publishable:", sum(1 for r in out if r["category"].endswith("[publishable]")))
    print("multi-secret notes:", sum(1 for r in out if len(r["secrets"]) > 1), " total secrets:", sum(len(r["secrets"]) for r in out))
    print("long secrets (>=100 chars):", sum(1 for r in out for s in r["secrets"] if len(s) >= 100))
    print("secret in each field (notes):", {k: sum(1 for r in out if r["kind"] == "secret" and any(s in r["fields"][k] for s in r["secrets"])) for k in FIELD_ORDER})
    npool = sum(len(v) for fam in POOLS.values() for lang in fam.values() for v in lang.values())
    print("prose templates in pools:", npool, " container renderers:", len(CONFIG_RENDERERS) + len(HTTP_RENDERERS) + len(SPECIAL) + len(SPECIAL_BY_WHAT),
          " command templates:", len(CMD_BUILDERS), " DSN templates:", len(CONN_BUILDERS))
    print("max bytes:", {k: max(len(r["fields"][k].encode()) for r in out) for k in FIELD_ORDER})
    print("retries:", sum(retries.values()), sorted(retries.items(), key=lambda x: -x[1])[:15])


if __name__ == "__main__":
    main()
