#!/usr/bin/env python3
"""make_blind_set_v74.py - blind evaluation set v74 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(74_2026_1127),
drives every choice; nothing iterates over a set, so the output is byte-identical on every
run and under any PYTHONHASHSEED.  Output: blind_set_v74.jsonl next to this file.
Format and the window rule: see FORMAT.txt.
"""
import base64
import hashlib
import json
import os
import random
import string
import struct
import sys
import urllib.parse

SEED = 74_2026_1127
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v74.jsonl")

# ----------------------------------------------------------------------------------------------
# part 1: primitives
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = bytearray(rb(16))
    h[6] = (h[6] & 0x0F) | 0x40
    h[8] = (h[8] & 0x3F) | 0x80
    x = h.hex()
    return "%s-%s-%s-%s-%s" % (x[:8], x[8:12], x[12:16], x[16:20], x[20:])


def ulid():
    return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def sha256_hex():
    return hashlib.sha256(rb(32)).hexdigest()


def git_sha():
    return hashlib.sha1(rb(20)).hexdigest()


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                  rint(0, 59), rint(0, 59), rint(0, 999))


def ip4():
    return "10.%d.%d.%d" % (rint(0, 40), rint(0, 250), rint(2, 250))


def jwt(header, payload, sig_bytes=32):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + b64u(rb(sig_bytes))


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


# ----------------------------------------------------------------------------------------------
# word lists (used only as material for random composition; no literal credentials here)
# ----------------------------------------------------------------------------------------------
WORDS = ("amber anchor apple arrow aspen atlas autumn badger bamboo banjo basil beacon birch "
         "bison blossom breeze bronze cactus camel canyon carbon cedar cello cherry cinder "
         "citrus clover cobalt comet copper coral cotton cricket crystal cypress dahlia delta "
         "desert dolphin dragon ember falcon feather fennel fern fjord flint forest fossil "
         "galaxy garnet ginger glacier granite gravel harbor hazel heron hollow honey indigo "
         "island ivory jasmine juniper kettle kiwi lagoon lantern lemon lilac linen lotus "
         "magnet mango maple marble meadow melon meteor mint mosaic nectar nickel nimbus "
         "oasis olive onyx orbit orchid otter panda paper pebble pepper pine planet plum "
         "poppy prism pumpkin quartz quill radish raven reef river rocket saffron salmon "
         "sapphire shadow silver sparrow spruce squid summit sunset tango thistle thunder "
         "tiger timber topaz tulip tundra umber velvet violet walnut willow wombat yarrow zebra").split()

EN_NAMES = ("alice bob carol dave erin frank grace heidi ivan judy mallory nina oscar peggy "
            "quentin rachel sam trent victor wendy").split()
KO_ROMAN = ("minji jisoo hyunwoo seojun jiwon doyun haeun yuna minseo junho sumin taeyang "
            "eunji dahye jaehyun sooah").split()
KO_PEOPLE = ["김민준", "이서연", "박지훈", "최유나", "정하은", "강도윤", "조수민", "윤재현",
             "장은지", "임태양", "한소아", "오지원"]
KO_WORDS = ["사랑", "고양이", "강아지", "바다", "하늘", "우리집", "행복", "보름달", "벚꽃",
            "눈사람", "호랑이", "다람쥐", "제주도", "한라산", "별빛", "노을", "커피", "떡볶이",
            "김치", "봄날", "가을", "겨울왕국", "무지개", "토끼", "산책", "여름밤", "부산",
            "도서관", "첫눈", "감귤"]
SVCS = ["billing-api", "order-worker", "auth-gateway", "search-indexer", "notify-svc",
        "payments-core", "report-batch", "media-proxy", "user-profile", "inventory-sync",
        "ledger", "checkout-web", "admin-console", "etl-runner", "chat-bridge",
        "settlement-job", "coupon-api", "shipping-tracker", "analytics-collector", "cms-backend"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
REGIONS = ["ap-northeast-2", "us-east-1", "eu-west-1", "ap-northeast-1", "eu-central-1",
           "us-west-2"]
DOMAINS = ["internal.example.com", "corp.example.net", "svc.cluster.local", "example.org",
           "dev.example.co.kr", "example.jp"]


# ----------------------------------------------------------------------------------------------
# Korean helpers: particle choice after a slot value, and Hangul -> 2-set keyboard keystrokes
# ----------------------------------------------------------------------------------------------
_JOSA = {"을": ("을", "를"), "를": ("을", "를"), "이": ("이", "가"), "가": ("이", "가"),
         "은": ("은", "는"), "는": ("은", "는"), "과": ("과", "와"), "와": ("과", "와"),
         "으로": ("으로", "로"), "로": ("으로", "로"), "이라": ("이라", "라")}


def _has_batchim(word):
    """(has final consonant, final is rieul) for the last pronounced character."""
    w = word.rstrip(" `'\")]}")
    if not w:
        return (False, False)
    ch = w[-1]
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        jong = (o - 0xAC00) % 28
        return (jong != 0, jong == 8)
    if ch.isdigit():
        return ({"0": True, "1": True, "3": True, "6": True, "7": True, "8": True}.get(ch, False),
                ch in "178")
    tail = w
    for sep in " -_./:":
        tail = tail.split(sep)[-1] or tail
    if tail.isalpha() and tail.isupper() and len(tail) <= 5 and tail.isascii():
        return (tail[-1] in "LMNR", tail[-1] in "LR")
    low = w.lower()
    if low.endswith("le"):
        return (True, True)
    if low.endswith("ne") or low.endswith("me"):
        return (True, False)
    if low.endswith("db"):
        return (False, False)
    if low.endswith("php"):
        return (False, False)
    if low[-1] in "tkpb" and len(low) >= 2:
        prev = low[-2]
        return (prev in "aeiou" or prev == low[-1] or (low[-1] == "k" and prev == "c"), False)
    if low.endswith("ng") or low[-1] in "mn":
        return (True, False)
    if low[-1] == "l":
        return (True, True)
    return (False, False)


def josa(word, j):
    has, rieul = _has_batchim(word)
    a, b = _JOSA[j]
    if a == "으로":
        return word + ("으로" if has and not rieul else "로")
    return word + (a if has else b)


def fill(tpl, **kw):
    """str.format-like: {name} inserts kw[name]; {name|을} inserts value + correct particle."""
    out = []
    i = 0
    while i < len(tpl):
        if tpl[i] == "{":
            j = tpl.index("}", i)
            key = tpl[i + 1:j]
            if "|" in key:
                k, p = key.split("|", 1)
                out.append(josa(str(kw[k]), p))
            else:
                out.append(str(kw[key]))
            i = j + 1
        else:
            out.append(tpl[i])
            i += 1
    return "".join(out)


_CHO_K = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x",
          "v", "g"]
_JUNG_K = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
           "nl", "b", "m", "ml", "l"]
_JONG_K = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv",
           "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_keys(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            i = o - 0xAC00
            out.append(_CHO_K[i // 588] + _JUNG_K[(i % 588) // 28] + _JONG_K[i % 28])
        else:
            out.append(ch)
    return "".join(out)


# ----------------------------------------------------------------------------------------------
# passwords of people and services (all composed at random)
# ----------------------------------------------------------------------------------------------
SYMS = "!#%*+-.:=?@^_~"
LEET = {"a": "@", "o": "0", "e": "3", "s": "$", "i": "1", "t": "7"}


def _fit(pw, avoid):
    return all(c not in avoid for c in pw)


def pw_human(avoid=""):
    while True:
        k = rint(0, 5)
        w = pick(WORDS)
        if k == 0:
            pw = w.capitalize() + str(rint(10, 9999)) + pick(SYMS)
        elif k == 1:
            pw = pick(EN_NAMES + KO_ROMAN) + str(rint(1970, 2012)) + pick(["!", "", "@", "#", "*"])
        elif k == 2:
            pw = pick(WORDS).capitalize() + pick(WORDS).capitalize() + pick(SYMS) + str(rint(1, 99))
        elif k == 3:
            pw = "".join(LEET.get(c, c) if chance(0.6) else c for c in w.capitalize()) + \
                str(rint(1, 999)) + pick(SYMS)
        elif k == 4:
            pw = pick(SYMS) + w + str(rint(100, 99999)) + w[:2].upper()
        else:
            pw = pick(KO_ROMAN).capitalize() + pick(["_", ".", "", "!"]) + \
                pick(["0", "1", "2"]) + str(rint(101, 1231))
        if len(pw) >= 8 and _fit(pw, avoid):
            return pw


def pw_passphrase(avoid=""):
    while True:
        sep = pick(["-", ".", "_", " ", "", "+"])
        ws = [pick(WORDS) for _ in range(rint(3, 5))]
        if sep == "":
            ws = [x.capitalize() for x in ws]
        pw = sep.join(ws)
        if chance(0.6):
            pw += (sep or "") + str(rint(1, 99))
        if _fit(pw, avoid):
            return pw


PUNCT_HEAVY = "!#$%&()*+,-./:;<=>?@[]^_{|}~"


def pw_punct(avoid=""):
    alpha = "".join(c for c in (AN + PUNCT_HEAVY + PUNCT_HEAVY) if c not in avoid)
    while True:
        pw = rs(alpha, rint(14, 26))
        if sum(c in PUNCT_HEAVY for c in pw) >= 4 and pw[0] not in " #;" and pw[-1] != " ":
            return pw


def pw_service(avoid=""):
    k = rint(0, 3)
    while True:
        if k == 0:
            pw = rs(AN, rint(16, 32))
        elif k == 1:
            pw = "-".join(rs(AN, 6) for _ in range(3))          # password-manager style
        elif k == 2:
            pw = rs(AN + "!@#%^*-_=+", rint(20, 30))
        else:
            pw = hexs(32)
        if _fit(pw, avoid):
            return pw


def pw_korean_keyboard(avoid=""):
    while True:
        w = "".join(pick(KO_WORDS) for _ in range(rint(1, 2)))
        pw = hangul_keys(w)
        r = rint(0, 3)
        if r == 0:
            pw = pw + str(rint(1, 9999)) + pick(SYMS)
        elif r == 1:
            pw = pw[0].upper() + pw[1:] + pick(["!", "@", "#"]) + str(rint(10, 99))
        elif r == 2:
            pw = pw + pick(["!!", "^^", "~", "*"]) + str(rint(1980, 2024))
        else:
            pw = str(rint(1, 99)) + pw + pick(SYMS)
        if len(pw) >= 8 and _fit(pw, avoid):
            return pw


def pw_hangul(avoid=""):
    while True:
        w = "".join(pick(KO_WORDS) for _ in range(rint(1, 3)))
        r = rint(0, 3)
        if r == 0:
            pw = w + str(rint(1, 9999)) + pick(["!", "@", "#", "", "^^"])
        elif r == 1:
            pw = pick(["!", "*", ""]) + w + pick(EN_NAMES) + str(rint(1, 99))
        elif r == 2:
            pw = w + " " + pick(KO_WORDS) + " " + str(rint(100, 999))
        else:
            pw = pick(WORDS).capitalize() + w + str(rint(2000, 2025))
        if len(pw) >= 8 and _fit(pw, avoid):
            return pw


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punct", pw_punct),
            ("service", pw_service), ("korean-keyboard", pw_korean_keyboard),
            ("hangul", pw_hangul)]


def any_pw(avoid="", kinds=None, lang="en"):
    pool = [k for k in PW_KINDS if kinds is None or k[0] in kinds]
    if kinds is None and lang == "ko":
        pool = pool + [k for k in PW_KINDS if k[0] in ("korean-keyboard", "hangul")]
    name, fn = pick(pool)
    return name, fn(avoid)


URL_AVOID = "\"'\\` "          # quoting trouble anywhere
SHELL_AVOID = "'\"\\`$ !"        # for passwords put inside single quotes / flags


# ----------------------------------------------------------------------------------------------
# part 2: vendors.  Every body is drawn from the PRNG in the vendor's documented shape
# (prefix, alphabet, length).  make() -> list of (ENV_KEY, value, is_secret).
# req = (method, url, header or None); "{}" marks where the primary secret goes.
# ----------------------------------------------------------------------------------------------
def _stripe_body():
    return rs(AN, 24) if chance(0.5) else "51" + rs(AN, 97)


def _discord_bot():
    uid = str(rint(10 ** 17, 10 ** 18 * 3))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _supabase_service():
    ref = rs(LO, 20)
    iat = rint(1690000000, 1740000000)
    return jwt({"alg": "HS256", "typ": "JWT"},
               {"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat,
                "exp": iat + 315360000})


def _k8s_sa_token():
    ns = pick(["default", "ci", "monitoring", "platform"])
    sa = pick(["deployer", "argocd-manager", "gitlab-runner", "prometheus"])
    iat = rint(1700000000, 1740000000)
    return jwt({"alg": "RS256", "kid": b64u(rb(32))},
               {"aud": ["https://kubernetes.default.svc"], "exp": iat + 31536000, "iat": iat,
                "iss": "https://kubernetes.default.svc",
                "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4()}},
                "sub": "system:serviceaccount:%s:%s" % (ns, sa)}, 256)


def _mapbox_secret():
    payload = b64u(json.dumps({"u": pick(EN_NAMES + KO_ROMAN) + str(rint(1, 99)),
                               "a": rs(ANL, 25)}, separators=(",", ":")).encode())
    return "sk." + payload + "." + rs(B64U, 22)


def _aws_session():
    return "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 420)) + pick(["=", "==", ""])


VENDORS = []


def vendor(key, name, ko, region, what, what_ko, make, req=None, vfile=None):
    VENDORS.append({"key": key, "name": name, "ko": ko, "region": region, "what": what,
                    "what_ko": what_ko, "make": make, "req": req, "vfile": vfile})


T = True
F = False
# --- global ---
vendor("aws", "AWS", "AWS", "global", "access key pair", "액세스 키",
       lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), T),
                ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), T),
                ("AWS_DEFAULT_REGION", pick(REGIONS), F)])
vendor("aws_sts", "AWS STS", "AWS STS", "global", "temporary credentials", "임시 자격 증명",
       lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), T),
                ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), T),
                ("AWS_SESSION_TOKEN", _aws_session(), T)])
vendor("gh_classic", "GitHub", "GitHub", "global", "personal access token", "개인 액세스 토큰",
       lambda: [("GITHUB_TOKEN", "ghp_" + rs(AN, 36), T)],
       ("GET", "https://api.github.com/user/repos", "Authorization: Bearer {}"))
vendor("gh_fine", "GitHub", "GitHub", "global", "fine-grained token", "fine-grained 토큰",
       lambda: [("GH_TOKEN", "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59), T)],
       ("GET", "https://api.github.com/repos/acme/infra/actions/runs", "Authorization: token {}"))
vendor("gh_oauth", "GitHub", "GitHub", "global", "OAuth token", "OAuth 토큰",
       lambda: [("GITHUB_OAUTH_TOKEN", "gho_" + rs(AN, 36), T)],
       ("GET", "https://api.github.com/user", "Authorization: Bearer {}"))
vendor("gh_app", "GitHub", "GitHub", "global", "app installation token", "앱 설치 토큰",
       lambda: [("GITHUB_APP_TOKEN", "ghs_" + rs(AN, 36), T)],
       ("POST", "https://api.github.com/repos/acme/web/issues", "Authorization: Bearer {}"))
vendor("gitlab", "GitLab", "GitLab", "global", "personal access token", "개인 액세스 토큰",
       lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), T)],
       ("GET", "https://gitlab.com/api/v4/projects?membership=true", "PRIVATE-TOKEN: {}"))
vendor("gitlab_runner", "GitLab", "GitLab", "global", "runner authentication token", "러너 토큰",
       lambda: [("CI_RUNNER_TOKEN", "glrt-" + rs(B64U, 20), T)])
vendor("slack_bot", "Slack", "Slack", "global", "bot token", "봇 토큰",
       lambda: [("SLACK_BOT_TOKEN", "xoxb-%d-%d-%s" % (rint(10 ** 9, 10 ** 12), rint(10 ** 9, 10 ** 12),
                                                       rs(AN, 24)), T)],
       ("POST", "https://slack.com/api/chat.postMessage", "Authorization: Bearer {}"))
vendor("slack_user", "Slack", "Slack", "global", "user token", "유저 토큰",
       lambda: [("SLACK_USER_TOKEN", "xoxp-%d-%d-%d-%s" % (rint(10 ** 9, 10 ** 12), rint(10 ** 9, 10 ** 12),
                                                           rint(10 ** 9, 10 ** 12), hexs(32)), T)],
       ("GET", "https://slack.com/api/conversations.history?channel=C04AB12CD", "Authorization: Bearer {}"))
vendor("stripe", "Stripe", "Stripe", "global", "secret key", "시크릿 키",
       lambda: [("STRIPE_SECRET_KEY", "sk_live_" + _stripe_body(), T)],
       ("GET", "https://api.stripe.com/v1/charges?limit=3", "Authorization: Bearer {}"))
vendor("stripe_rk", "Stripe", "Stripe", "global", "restricted key", "제한 키",
       lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_" + _stripe_body(), T)],
       ("GET", "https://api.stripe.com/v1/payment_intents", "Authorization: Bearer {}"))
vendor("stripe_wh", "Stripe", "Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿",
       lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32), T)])
vendor("openai", "OpenAI", "OpenAI", "global", "API key", "API 키",
       lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64U, rint(120, 156)), T)],
       ("POST", "https://api.openai.com/v1/chat/completions", "Authorization: Bearer {}"))
vendor("anthropic", "Anthropic", "Anthropic", "global", "API key", "API 키",
       lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", T)],
       ("POST", "https://api.anthropic.com/v1/messages", "x-api-key: {}"))
vendor("gemini", "Google Gemini", "Google Gemini", "global", "API key", "API 키",
       lambda: [("GEMINI_API_KEY", "AIza" + rs(B64U, 35), T)],
       ("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={}", None))
vendor("google_oauth", "Google OAuth", "Google OAuth", "global", "client secret", "클라이언트 시크릿",
       lambda: [("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ANL, 32)), F),
                ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), T)])
vendor("twilio", "Twilio", "Twilio", "global", "auth token", "인증 토큰",
       lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), F), ("TWILIO_AUTH_TOKEN", hexs(32), T)])
vendor("sendgrid", "SendGrid", "SendGrid", "global", "API key", "API 키",
       lambda: [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), T)],
       ("POST", "https://api.sendgrid.com/v3/mail/send", "Authorization: Bearer {}"))
vendor("mailgun", "Mailgun", "Mailgun", "global", "API key", "API 키",
       lambda: [("MAILGUN_API_KEY", "key-" + hexs(32), T), ("MAILGUN_DOMAIN", "mg.example.com", F)])
vendor("mailchimp", "Mailchimp", "Mailchimp", "global", "API key", "API 키",
       lambda: [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), T)])
vendor("npm", "npm", "npm", "global", "access token", "액세스 토큰",
       lambda: [("NPM_TOKEN", "npm_" + rs(AN, 36), T)])
vendor("pypi", "PyPI", "PyPI", "global", "API token", "API 토큰",
       lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(130, 170)), T)])
vendor("crates", "crates.io", "crates.io", "global", "API token", "API 토큰",
       lambda: [("CARGO_REGISTRY_TOKEN", "cio" + rs(AN, 32), T)])
vendor("rubygems", "RubyGems", "RubyGems", "global", "API key", "API 키",
       lambda: [("GEM_HOST_API_KEY", "rubygems_" + hexs(48), T)])
vendor("dockerhub", "Docker Hub", "Docker Hub", "global", "personal access token", "개인 액세스 토큰",
       lambda: [("DOCKERHUB_USERNAME", pick(EN_NAMES + KO_ROMAN) + "ci", F),
                ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), T)])
vendor("vault", "HashiCorp Vault", "HashiCorp Vault", "global", "token", "토큰",
       lambda: [("VAULT_ADDR", "https://vault.internal.example.com:8200", F),
                ("VAULT_TOKEN", "hvs." + (rs(AN, 24) if chance(0.5) else "CAESI" + rs(B64U, 86)), T)],
       ("GET", "https://vault.internal.example.com:8200/v1/secret/data/app", "X-Vault-Token: {}"))
vendor("tfc", "Terraform Cloud", "Terraform Cloud", "global", "API token", "API 토큰",
       lambda: [("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67), T)],
       ("GET", "https://app.terraform.io/api/v2/organizations/acme/workspaces", "Authorization: Bearer {}"))
vendor("digitalocean", "DigitalOcean", "DigitalOcean", "global", "API token", "API 토큰",
       lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), T)],
       ("GET", "https://api.digitalocean.com/v2/droplets", "Authorization: Bearer {}"))
vendor("shopify", "Shopify", "Shopify", "global", "Admin API access token", "Admin API 토큰",
       lambda: [("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32), T)],
       ("GET", "https://acme-store.myshopify.com/admin/api/2024-07/orders.json", "X-Shopify-Access-Token: {}"))
vendor("atlassian", "Atlassian", "Atlassian", "global", "API token", "API 토큰",
       lambda: [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 172) + "=" + rs(HEXU, 8), T)])
vendor("linear", "Linear", "Linear", "global", "API key", "API 키",
       lambda: [("LINEAR_API_KEY", "lin_api_" + rs(AN, 40), T)],
       ("POST", "https://api.linear.app/graphql", "Authorization: {}"))
vendor("notion", "Notion", "Notion", "global", "integration token", "통합 토큰",
       lambda: [("NOTION_TOKEN", ("ntn_" + rs(AN, 46)) if chance(0.6) else ("secret_" + rs(AN, 43)), T)],
       ("POST", "https://api.notion.com/v1/databases/%s/query" % hexs(32), "Authorization: Bearer {}"))
vendor("figma", "Figma", "Figma", "global", "personal access token", "개인 액세스 토큰",
       lambda: [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), T)],
       ("GET", "https://api.figma.com/v1/files/%s" % rs(AN, 22), "X-Figma-Token: {}"))
vendor("postman", "Postman", "Postman", "global", "API key", "API 키",
       lambda: [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), T)],
       ("GET", "https://api.getpostman.com/collections", "X-Api-Key: {}"))
vendor("datadog", "Datadog", "Datadog", "global", "API and application keys", "API 키와 앱 키",
       lambda: [("DD_API_KEY", hexs(32), T), ("DD_APP_KEY", hexs(40), T), ("DD_SITE", "datadoghq.com", F)])
vendor("newrelic", "New Relic", "New Relic", "global", "user API key", "유저 API 키",
       lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27), T)],
       ("POST", "https://api.newrelic.com/graphql", "API-Key: {}"))
vendor("sentry", "Sentry", "Sentry", "global", "auth token", "auth 토큰",
       lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), T)],
       ("GET", "https://sentry.io/api/0/projects/", "Authorization: Bearer {}"))
vendor("grafana", "Grafana Cloud", "Grafana Cloud", "global", "service account token", "서비스 계정 토큰",
       lambda: [("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hexs(8), T)],
       ("GET", "https://acme.grafana.net/api/dashboards/uid/%s" % rs(ANL, 9), "Authorization: Bearer {}"))
vendor("cloudflare", "Cloudflare", "Cloudflare", "global", "API token", "API 토큰",
       lambda: [("CLOUDFLARE_API_TOKEN", rs(B64U, 40), T)],
       ("GET", "https://api.cloudflare.com/client/v4/zones/%s/dns_records" % hexs(32), "Authorization: Bearer {}"))
vendor("azure_storage", "Azure Storage", "Azure Storage", "global", "account key", "계정 키",
       lambda: [("AZURE_STORAGE_ACCOUNT", "acme" + rs(ANL, 8), F),
                ("AZURE_STORAGE_KEY", b64(rb(64)), T)])
vendor("azure_ad", "Microsoft Entra ID", "Microsoft Entra ID", "global", "client secret", "클라이언트 시크릿",
       lambda: [("AZURE_TENANT_ID", uuid4(), F), ("AZURE_CLIENT_ID", uuid4(), F),
                ("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34), T)])
vendor("azure_openai", "Azure OpenAI", "Azure OpenAI", "global", "API key", "API 키",
       lambda: [("AZURE_OPENAI_API_KEY", hexs(32), T)],
       ("POST", "https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-06-01", "api-key: {}"))
vendor("discord", "Discord", "Discord", "global", "bot token", "봇 토큰",
       lambda: [("DISCORD_BOT_TOKEN", _discord_bot(), T)],
       ("GET", "https://discord.com/api/v10/users/@me", "Authorization: Bot {}"))
vendor("telegram", "Telegram", "Telegram", "global", "bot token", "봇 토큰",
       lambda: [("TELEGRAM_BOT_TOKEN", "%d:AA%s" % (rint(10 ** 8, 9 * 10 ** 9), rs(B64U, 33)), T)],
       ("GET", "https://api.telegram.org/bot{}/getUpdates", None))
vendor("huggingface", "Hugging Face", "Hugging Face", "global", "access token", "액세스 토큰",
       lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), T)],
       ("GET", "https://huggingface.co/api/whoami-v2", "Authorization: Bearer {}"))
vendor("replicate", "Replicate", "Replicate", "global", "API token", "API 토큰",
       lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37), T)],
       ("POST", "https://api.replicate.com/v1/predictions", "Authorization: Bearer {}"))
vendor("groq", "Groq", "Groq", "global", "API key", "API 키",
       lambda: [("GROQ_API_KEY", "gsk_" + rs(AN, 52), T)],
       ("POST", "https://api.groq.com/openai/v1/chat/completions", "Authorization: Bearer {}"))
vendor("perplexity", "Perplexity", "Perplexity", "global", "API key", "API 키",
       lambda: [("PPLX_API_KEY", "pplx-" + rs(AN, 48), T)],
       ("POST", "https://api.perplexity.ai/chat/completions", "Authorization: Bearer {}"))
vendor("supabase", "Supabase", "Supabase", "global", "service_role key", "service_role 키",
       lambda: [("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), F),
                ("SUPABASE_SERVICE_ROLE_KEY", _supabase_service(), T)])
vendor("mapbox", "Mapbox", "Mapbox", "global", "secret token", "시크릿 토큰",
       lambda: [("MAPBOX_SECRET_TOKEN", _mapbox_secret(), T)])
vendor("square", "Square", "Square", "global", "access token", "액세스 토큰",
       lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), T)],
       ("GET", "https://connect.squareup.com/v2/locations", "Authorization: Bearer {}"))
vendor("braintree", "Braintree", "Braintree", "global", "access token", "액세스 토큰",
       lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(ANL, 16), hexs(32)), T)])
vendor("okta", "Okta", "Okta", "global", "API token", "API 토큰",
       lambda: [("OKTA_API_TOKEN", "00" + rs(B64U, 40), T)],
       ("GET", "https://acme.okta.com/api/v1/users?limit=25", "Authorization: SSWS {}"))
vendor("age", "age", "age", "global", "identity (secret key)", "비밀 키",
       lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58), T)])
vendor("doppler", "Doppler", "Doppler", "global", "service token", "서비스 토큰",
       lambda: [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "dev", "stg"]) + "." + rs(AN, 40), T)])
vendor("pulumi", "Pulumi", "Pulumi", "global", "access token", "액세스 토큰",
       lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), T)])
vendor("netlify", "Netlify", "Netlify", "global", "personal access token", "개인 액세스 토큰",
       lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36), T)],
       ("GET", "https://api.netlify.com/api/v1/sites", "Authorization: Bearer {}"))
vendor("buildkite", "Buildkite", "Buildkite", "global", "API access token", "API 토큰",
       lambda: [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), T)],
       ("GET", "https://api.buildkite.com/v2/organizations/acme/pipelines", "Authorization: Bearer {}"))
vendor("airtable", "Airtable", "Airtable", "global", "personal access token", "개인 액세스 토큰",
       lambda: [("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hexs(64), T)],
       ("GET", "https://api.airtable.com/v0/app%s/Tasks" % rs(AN, 14), "Authorization: Bearer {}"))
vendor("dropbox", "Dropbox", "Dropbox", "global", "access token", "액세스 토큰",
       lambda: [("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64U, 138), T)],
       ("POST", "https://api.dropboxapi.com/2/files/list_folder", "Authorization: Bearer {}"))
vendor("vercel", "Vercel", "Vercel", "global", "access token", "액세스 토큰",
       lambda: [("VERCEL_TOKEN", rs(AN, 24), T)],
       ("GET", "https://api.vercel.com/v9/projects", "Authorization: Bearer {}"))
vendor("heroku", "Heroku", "Heroku", "global", "API key", "API 키",
       lambda: [("HEROKU_API_KEY", uuid4(), T)],
       ("GET", "https://api.heroku.com/apps", "Authorization: Bearer {}"))
vendor("circleci", "CircleCI", "CircleCI", "global", "personal API token", "개인 API 토큰",
       lambda: [("CIRCLECI_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hexs(40), T)],
       ("GET", "https://circleci.com/api/v2/me", "Circle-Token: {}"))
vendor("bitbucket", "Bitbucket", "Bitbucket", "global", "app password", "앱 비밀번호",
       lambda: [("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 28) + rs(HEXU, 8), T)])
vendor("jfrog", "JFrog Artifactory", "JFrog Artifactory", "global", "reference token", "레퍼런스 토큰",
       lambda: [("ARTIFACTORY_TOKEN", "cmVmdGtuOjAxOj" + rs(AN, 50), T)],
       ("GET", "https://acme.jfrog.io/artifactory/api/repositories", "Authorization: Bearer {}"))
vendor("algolia", "Algolia", "Algolia", "global", "Admin API key", "Admin API 키",
       lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), F), ("ALGOLIA_ADMIN_KEY", hexs(32), T)])
vendor("contentful", "Contentful", "Contentful", "global", "management token", "관리 토큰",
       lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), T)],
       ("GET", "https://api.contentful.com/spaces/%s/entries" % rs(ANL, 12), "Authorization: Bearer {}"))
vendor("azure_devops", "Azure DevOps", "Azure DevOps", "global", "personal access token", "PAT",
       lambda: [("AZURE_DEVOPS_PAT", rs(LO + "234567", 52), T)])
vendor("clerk", "Clerk", "Clerk", "global", "secret key", "시크릿 키",
       lambda: [("CLERK_SECRET_KEY", "sk_live_" + rs(AN, 40), T)],
       ("GET", "https://api.clerk.com/v1/users?limit=10", "Authorization: Bearer {}"))
vendor("resend", "Resend", "Resend", "global", "API key", "API 키",
       lambda: [("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24), T)],
       ("POST", "https://api.resend.com/emails", "Authorization: Bearer {}"))
vendor("cohere", "Cohere", "Cohere", "global", "API key", "API 키",
       lambda: [("COHERE_API_KEY", rs(AN, 40), T)],
       ("POST", "https://api.cohere.com/v2/chat", "Authorization: Bearer {}"))
vendor("pinecone", "Pinecone", "Pinecone", "global", "API key", "API 키",
       lambda: [("PINECONE_API_KEY", "pcsk_" + rs(AN, 6) + "_" + rs(AN, 63), T)],
       ("GET", "https://api.pinecone.io/indexes", "Api-Key: {}"))
vendor("langsmith", "LangSmith", "LangSmith", "global", "API key", "API 키",
       lambda: [("LANGSMITH_API_KEY", "lsv2_pt_" + hexs(32) + "_" + hexs(10), T)],
       ("GET", "https://api.smith.langchain.com/api/v1/sessions", "x-api-key: {}"))
vendor("k8s", "Kubernetes", "Kubernetes", "global", "service account token", "서비스 계정 토큰",
       lambda: [("KUBE_TOKEN", _k8s_sa_token(), T)])
vendor("twitch", "Twitch", "Twitch", "global", "client secret", "클라이언트 시크릿",
       lambda: [("TWITCH_CLIENT_ID", rs(ANL, 30), F), ("TWITCH_CLIENT_SECRET", rs(ANL, 30), T)])
# --- Korea ---
vendor("kakao_rest", "Kakao", "카카오", "kr", "REST API key", "REST API 키",
       lambda: [("KAKAO_REST_API_KEY", hexs(32), T)],
       ("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%EB%B6%84%EB%8B%B9", "Authorization: KakaoAK {}"))
vendor("kakao_admin", "Kakao", "카카오", "kr", "Admin key", "어드민 키",
       lambda: [("KAKAO_ADMIN_KEY", hexs(32), T)],
       ("POST", "https://kapi.kakao.com/v1/user/unlink", "Authorization: KakaoAK {}"))
vendor("kakao_client", "Kakao Login", "카카오 로그인", "kr", "client secret", "클라이언트 시크릿",
       lambda: [("KAKAO_CLIENT_ID", hexs(32), T), ("KAKAO_CLIENT_SECRET", rs(AN, 32), T)])
vendor("naver_dev", "Naver Developers", "네이버 개발자센터", "kr", "client secret", "Client Secret",
       lambda: [("NAVER_CLIENT_ID", rs(AN + "_", 20), F), ("NAVER_CLIENT_SECRET", rs(AN, 10), T)])
vendor("ncp", "Naver Cloud Platform", "네이버 클라우드", "kr", "access key pair", "API 인증키",
       lambda: [("NCLOUD_ACCESS_KEY", rs(ANU, 20), T), ("NCLOUD_SECRET_KEY", rs(AN, 40), T)])
vendor("ncp_apigw", "Naver Cloud API Gateway", "네이버 클라우드 API Gateway", "kr", "API key", "API 키",
       lambda: [("NCP_APIGW_API_KEY", rs(AN, 40), T)],
       ("POST", "https://naveropenapi.apigw.ntruss.com/nmt/v1/translation", "X-NCP-APIGW-API-KEY: {}"))
vendor("toss", "Toss Payments", "토스페이먼츠", "kr", "secret key", "시크릿 키",
       lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28), T)])
vendor("portone", "PortOne", "포트원", "kr", "API secret", "API Secret",
       lambda: [("PORTONE_API_SECRET", rs(AN, 80), T)],
       ("GET", "https://api.portone.io/payments/%s" % uuid4(), "Authorization: PortOne {}"))
vendor("solapi", "SOLAPI (CoolSMS)", "솔라피(쿨에스엠에스)", "kr", "API key pair", "API 키",
       lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), T), ("SOLAPI_API_SECRET", rs(ANU, 32), T)])
vendor("aligo", "Aligo", "알리고", "kr", "API key", "API 키",
       lambda: [("ALIGO_USER_ID", pick(KO_ROMAN) + "corp", F), ("ALIGO_API_KEY", rs(ANL, 32), T)])
vendor("datagokr", "data.go.kr", "공공데이터포털", "kr", "service key", "서비스키",
       lambda: [("DATA_GO_KR_SERVICE_KEY", urllib.parse.quote(b64(rb(64)), safe=""), T)],
       ("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?serviceKey={}&numOfRows=10&pageNo=1&dataType=JSON&base_date=20250301&base_time=0600&nx=55&ny=127", None))
vendor("channelio", "Channel Talk", "채널톡", "kr", "access key and secret", "액세스 키/시크릿",
       lambda: [("CHANNEL_ACCESS_KEY", hexs(24), T), ("CHANNEL_ACCESS_SECRET", hexs(32), T)])
vendor("nicepay", "NICEPAY", "나이스페이", "kr", "secret key", "시크릿 키",
       lambda: [("NICEPAY_CLIENT_ID", "R2_" + hexs(32), F), ("NICEPAY_SECRET_KEY", hexs(32), T)])
vendor("sendbird", "Sendbird", "센드버드", "kr", "API token", "API 토큰",
       lambda: [("SENDBIRD_APP_ID", uuid4().upper(), F), ("SENDBIRD_API_TOKEN", hexs(40), T)])
vendor("upbit", "Upbit", "업비트", "kr", "Open API key pair", "Open API 키",
       lambda: [("UPBIT_ACCESS_KEY", rs(AN, 40), T), ("UPBIT_SECRET_KEY", rs(AN, 40), T)])
vendor("bithumb", "Bithumb", "빗썸", "kr", "API key pair", "API 키",
       lambda: [("BITHUMB_API_KEY", hexs(32), T), ("BITHUMB_SECRET_KEY", hexs(32), T)])
vendor("kis", "Korea Investment OpenAPI", "한국투자증권 OpenAPI", "kr", "app key and app secret", "앱키/앱시크릿",
       lambda: [("KIS_APP_KEY", "PS" + rs(AN, 34), T), ("KIS_APP_SECRET", rs(B64, 180), T),
                ("KIS_ACCOUNT_NO", "%08d-01" % rint(10 ** 7, 10 ** 8 - 1), F)])
# --- Japan ---
vendor("line", "LINE Messaging API", "LINE Messaging API", "jp", "channel access token", "채널 액세스 토큰",
       lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", T)],
       ("POST", "https://api.line.me/v2/bot/message/push", "Authorization: Bearer {}"))
vendor("line_secret", "LINE Messaging API", "LINE Messaging API", "jp", "channel secret", "채널 시크릿",
       lambda: [("LINE_CHANNEL_ID", str(rint(10 ** 9, 2 * 10 ** 9)), F), ("LINE_CHANNEL_SECRET", hexs(32), T)])
vendor("line_notify", "LINE Notify", "LINE Notify", "jp", "access token", "액세스 토큰",
       lambda: [("LINE_NOTIFY_TOKEN", rs(AN, 43), T)],
       ("POST", "https://notify-api.line.me/api/notify", "Authorization: Bearer {}"))
vendor("chatwork", "Chatwork", "Chatwork", "jp", "API token", "API 토큰",
       lambda: [("CHATWORK_API_TOKEN", hexs(32), T)],
       ("POST", "https://api.chatwork.com/v2/rooms/%d/messages" % rint(10 ** 8, 4 * 10 ** 8), "X-ChatWorkToken: {}"))
vendor("payjp", "PAY.JP", "PAY.JP", "jp", "secret key", "시크릿 키",
       lambda: [("PAYJP_SECRET_KEY", "sk_live_" + hexs(48), T)])
vendor("backlog", "Backlog", "Backlog", "jp", "API key", "API 키",
       lambda: [("BACKLOG_API_KEY", rs(AN, 64), T)],
       ("GET", "https://acme.backlog.jp/api/v2/issues?apiKey={}&projectId[]=%d" % rint(10000, 99999), None))
vendor("rakuten", "Rakuten Web Service", "라쿠텐 웹서비스", "jp", "application secret", "애플리케이션 시크릿",
       lambda: [("RAKUTEN_APP_ID", str(rint(10 ** 18, 2 * 10 ** 18)), T), ("RAKUTEN_APP_SECRET", hexs(40), T)])
vendor("kintone", "kintone", "kintone", "jp", "API token", "API 토큰",
       lambda: [("KINTONE_API_TOKEN", rs(AN, 40), T)],
       ("GET", "https://acme.cybozu.com/k/v1/records.json?app=%d" % rint(10, 400), "X-Cybozu-API-Token: {}"))
vendor("gmo_pg", "GMO Payment Gateway", "GMO Payment Gateway", "jp", "shop password", "상점 비밀번호",
       lambda: [("GMO_SHOP_ID", "tshop%08d" % rint(0, 10 ** 8 - 1), F), ("GMO_SHOP_PASS", rs(ANL, 8), T)])
# --- China ---
vendor("alibaba", "Alibaba Cloud", "알리바바 클라우드", "cn", "AccessKey pair", "AccessKey",
       lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AN, pick([12, 16, 20])), T),
                ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), T)])
vendor("tencent", "Tencent Cloud", "텐센트 클라우드", "cn", "SecretId/SecretKey", "SecretId/SecretKey",
       lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), T), ("TENCENTCLOUD_SECRET_KEY", rs(AN, 32), T)])
vendor("baidu", "Baidu AI Cloud", "바이두 AI 클라우드", "cn", "Secret Key", "Secret Key",
       lambda: [("BAIDU_API_KEY", rs(AN, 24), T), ("BAIDU_SECRET_KEY", rs(AN, 32), T)])
vendor("huawei", "Huawei Cloud", "화웨이 클라우드", "cn", "AK/SK", "AK/SK",
       lambda: [("HUAWEICLOUD_SDK_AK", rs(ANU, 20), T), ("HUAWEICLOUD_SDK_SK", rs(AN, 40), T)])
vendor("wechat", "WeChat Official Account", "위챗 공식계정", "cn", "AppSecret", "AppSecret",
       lambda: [("WECHAT_APPID", "wx" + hexs(16), F), ("WECHAT_APPSECRET", hexs(32), T)])
vendor("dingtalk", "DingTalk", "딩톡", "cn", "robot signing secret", "로봇 서명 시크릿",
       lambda: [("DINGTALK_SECRET", "SEC" + hexs(64), T)])
vendor("feishu", "Feishu / Lark", "페이슈(Lark)", "cn", "app secret", "앱 시크릿",
       lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), F), ("FEISHU_APP_SECRET", rs(AN, 32), T)])
vendor("qiniu", "Qiniu Cloud", "치니우 클라우드", "cn", "AK/SK", "AK/SK",
       lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), T), ("QINIU_SECRET_KEY", rs(B64U, 40), T)])
vendor("volc", "Volcengine", "볼케이노엔진", "cn", "AccessKey pair", "AccessKey",
       lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 42), T), ("VOLC_SECRETKEY", rs(AN, 56) + "==", T)])
vendor("zhipu", "Zhipu AI", "Zhipu AI", "cn", "API key", "API 키",
       lambda: [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(AN, 16), T)],
       ("POST", "https://open.bigmodel.cn/api/paas/v4/chat/completions", "Authorization: Bearer {}"))
vendor("deepseek", "DeepSeek", "DeepSeek", "cn", "API key", "API 키",
       lambda: [("DEEPSEEK_API_KEY", "sk-" + hexs(32), T)],
       ("POST", "https://api.deepseek.com/chat/completions", "Authorization: Bearer {}"))
vendor("moonshot", "Moonshot AI", "Moonshot AI", "cn", "API key", "API 키",
       lambda: [("MOONSHOT_API_KEY", "sk-" + rs(AN, 48), T)],
       ("POST", "https://api.moonshot.cn/v1/chat/completions", "Authorization: Bearer {}"))
# --- Europe ---
vendor("mollie", "Mollie", "Mollie", "eu", "live API key", "라이브 API 키",
       lambda: [("MOLLIE_API_KEY", "live_" + rs(AN, 30), T)],
       ("GET", "https://api.mollie.com/v2/payments?limit=5", "Authorization: Bearer {}"))
vendor("adyen", "Adyen", "Adyen", "eu", "API key", "API 키",
       lambda: [("ADYEN_API_KEY", "AQE" + rs(AN, 2) + "hmfx" + rs(AN + "+/", 110) + "=", T),
                ("ADYEN_MERCHANT_ACCOUNT", "AcmeECOM", F)],
       None)
vendor("hetzner", "Hetzner Cloud", "Hetzner Cloud", "eu", "API token", "API 토큰",
       lambda: [("HCLOUD_TOKEN", rs(AN, 64), T)],
       ("GET", "https://api.hetzner.cloud/v1/servers", "Authorization: Bearer {}"))
vendor("ovh", "OVHcloud", "OVHcloud", "eu", "application secret and consumer key", "앱 시크릿/컨슈머 키",
       lambda: [("OVH_ENDPOINT", "ovh-eu", F), ("OVH_APPLICATION_KEY", rs(AN, 16), T),
                ("OVH_APPLICATION_SECRET", rs(AN, 32), T), ("OVH_CONSUMER_KEY", rs(AN, 32), T)])
vendor("scaleway", "Scaleway", "Scaleway", "eu", "API key", "API 키",
       lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), T), ("SCW_SECRET_KEY", uuid4(), T)])
vendor("gocardless", "GoCardless", "GoCardless", "eu", "live access token", "라이브 액세스 토큰",
       lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), T)],
       ("GET", "https://api.gocardless.com/customers", "Authorization: Bearer {}"))
vendor("spotify", "Spotify", "Spotify", "eu", "client secret", "클라이언트 시크릿",
       lambda: [("SPOTIFY_CLIENT_ID", hexs(32), F), ("SPOTIFY_CLIENT_SECRET", hexs(32), T)])
vendor("mistral", "Mistral AI", "Mistral AI", "eu", "API key", "API 키",
       lambda: [("MISTRAL_API_KEY", rs(AN, 32), T)],
       ("POST", "https://api.mistral.ai/v1/chat/completions", "Authorization: Bearer {}"))
vendor("yandex", "Yandex Cloud", "Yandex Cloud", "eu", "API key", "API 키",
       lambda: [("YC_API_KEY", "AQVN" + rs(B64U, 36), T)],
       ("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", "Authorization: Api-Key {}"))
vendor("sumup", "SumUp", "SumUp", "eu", "secret API key", "시크릿 API 키",
       lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(AN, 32), T)],
       ("GET", "https://api.sumup.com/v0.1/me", "Authorization: Bearer {}"))
vendor("bird", "Bird (MessageBird)", "Bird(MessageBird)", "eu", "live access key", "라이브 액세스 키",
       lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25), T)],
       ("POST", "https://rest.messagebird.com/messages", "Authorization: AccessKey {}"))
vendor("bunny", "bunny.net", "bunny.net", "eu", "API key", "API 키",
       lambda: [("BUNNY_API_KEY", uuid4() + "-" + hexs(4) + "-" + hexs(4) + "-" + hexs(4) + "-" + hexs(12), T)],
       ("GET", "https://api.bunny.net/pullzone", "AccessKey: {}"))
vendor("deepl", "DeepL", "DeepL", "eu", "auth key", "인증 키",
       lambda: [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), T)],
       ("POST", "https://api-free.deepl.com/v2/translate", "Authorization: DeepL-Auth-Key {}"))
vendor("brevo", "Brevo", "Brevo", "eu", "API key", "API 키",
       lambda: [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AN, 16), T)],
       ("POST", "https://api.brevo.com/v3/smtp/email", "api-key: {}"))
vendor("vonage", "Vonage", "Vonage", "eu", "API secret", "API 시크릿",
       lambda: [("VONAGE_API_KEY", hexs(8), T), ("VONAGE_API_SECRET", rs(AN, 16), T)])
vendor("infobip", "Infobip", "Infobip", "eu", "API key", "API 키",
       lambda: [("INFOBIP_API_KEY", hexs(32) + "-" + uuid4(), T)],
       ("POST", "https://xyz12.api.infobip.com/sms/2/text/advanced", "Authorization: App {}"))
vendor("klarna", "Klarna", "Klarna", "eu", "API password", "API 비밀번호",
       lambda: [("KLARNA_USERNAME", "PK%05d_%s" % (rint(10000, 99999), hexs(12)), F),
                ("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64U, 56), T)])

VBYKEY = {v["key"]: v for v in VENDORS}


# ----------------------------------------------------------------------------------------------
# part 3: containers.  A renderer takes items [(KEY, value)] and a context dict and returns
# (snippet text, fence language, file name).  Raise Retry when a value cannot be written
# verbatim in that container (the caller regenerates from the same PRNG stream).
# ----------------------------------------------------------------------------------------------
class Retry(Exception):
    pass


NOISE = [("LOG_LEVEL", ["info", "debug", "warn"]), ("PORT", ["8080", "3000", "9000", "8443"]),
         ("TIMEOUT_MS", ["3000", "5000", "15000"]), ("FEATURE_NEW_CHECKOUT", ["true", "false"]),
         ("DB_HOST", ["db.internal.example.com", "10.0.3.14", "postgres"]),
         ("REDIS_URL", ["redis://cache:6379/0", "redis://10.0.2.8:6379/1"]),
         ("RETRY_MAX", ["3", "5"]), ("APP_ENV", ENVS), ("TZ", ["Asia/Seoul", "UTC", "Asia/Tokyo"]),
         ("SENTRY_ENVIRONMENT", ENVS), ("WORKERS", ["2", "4", "8"])]


def with_noise(items, lo=0, hi=3):
    """items: [(k, v)]; inserts a few harmless settings at random places (start/middle/end)."""
    out = list(items)
    for k, vals in sample(NOISE, rint(lo, hi)):
        if any(k == x[0] for x in out):
            continue
        out.insert(rint(0, len(out)), (k, pick(vals)))
    return out


def ks(k, style, strip=False):
    parts = k.split("_")
    if strip and len(parts) >= 2:
        parts = parts[1:]
    if style == "env":
        return "_".join(parts)
    low = [x.lower() for x in parts]
    if style == "snake":
        return "_".join(low)
    if style == "kebab":
        return "-".join(low)
    if style == "dot":
        return ".".join(low)
    if style == "camel":
        return low[0] + "".join(x.capitalize() for x in low[1:])
    if style == "pascal":
        return "".join(x.capitalize() for x in low)
    raise ValueError(style)


NOISE_KEYS = [k for k, _ in NOISE] + ["SENTRY_DSN", "SMTP_HOST", "SMTP_USER", "DATABASE_URL", "REDIS_PASSWORD",
                                      "SMTP_PASSWORD"]


def kname(items, k, style):
    """key k in the given style; vendor keys lose their vendor prefix unless that makes names collide."""
    if k in NOISE_KEYS:
        return ks(k, style)
    names = [ks(x, style) if x in NOISE_KEYS else ks(x, style, True) for x, _ in items]
    if len(dict.fromkeys(names)) == len(names):
        return ks(k, style, True)
    return ks(k, style)


def q_yaml(v):
    special = any(c in v for c in " :#{}[],&*!|>'\"%@`") or v[:1] in "-?:" or v.isdigit() \
        or v.lower() in ("true", "false", "yes", "no", "on", "off", "null", "~")
    if not special and chance(0.7):
        return v
    if "'" not in v:
        return "'" + v + "'"
    if '"' not in v and "\\" not in v:
        return '"' + v + '"'
    raise Retry()


def q_json(v):
    if '"' in v or "\\" in v:
        raise Retry()
    return '"' + v + '"'


def q_dq(v):
    """double-quoted string in code (C-like languages)."""
    if '"' in v or "\\" in v or "$" in v or "{" in v or "#{" in v:
        raise Retry()
    return '"' + v + '"'


def q_sq(v):
    if "'" in v or "\\" in v:
        raise Retry()
    return "'" + v + "'"


def q_sh(v, force=False):
    if not force and all(c in AN + "_-./:@%+=,~" for c in v) and chance(0.5):
        return v
    if "'" in v:
        if any(c in v for c in '"$`\\!'):
            raise Retry()
        return '"' + v + '"'
    return "'" + v + "'"


def q_toml(v):
    if '"' not in v and "\\" not in v:
        return '"' + v + '"'
    if "'" not in v:
        return "'" + v + "'"
    raise Retry()


def q_xml(v):
    if any(c in v for c in '&<>"'):
        raise Retry()
    return v


def plain_ok(v, extra=""):
    if any(c in v for c in " \t'\"\\`$#;" + extra) or v[:1] in "!-":
        raise Retry()
    return v


def r_dotenv(items, c):
    lines = []
    if chance(0.4):
        lines.append("# %s (%s)" % (c["svc"], c["env"]))
    for k, v in items:
        if any(ch in v for ch in " #$'\"`\\") or not v:
            lines.append("%s=%s" % (k, q_sq(v)) if "'" not in v else "%s=%s" % (k, q_json(v)))
        else:
            lines.append("%s=%s" % (k, pick([v, v, '"%s"' % v])))
    return "\n".join(lines), "dotenv", pick([".env", ".env.%s" % c["env"], ".env.local", "deploy/.env"])


def r_export(items, c):
    return "\n".join("export %s=%s" % (k, q_sh(v)) for k, v in items), "bash", \
        pick(["~/.bashrc", "~/.zshrc", "scripts/env.sh", "deploy.sh"])


def r_inline_cmd(items, c):
    cmd = pick(["python manage.py sync_%s" % c["vk"], "npm run deploy", "./bin/%s --once" % c["svc"],
                "go run ./cmd/%s" % c["svc"], "bundle exec rake %s:backfill" % c["vk"],
                "node scripts/smoke.js", "pytest -k %s -x" % c["vk"]])
    pre = " ".join("%s=%s" % (k, q_sh(v)) for k, v in items)
    return pre + " " + cmd, "bash", None


def r_yaml(items, c):
    sec = c["vk"]
    st = pick(["snake", "camel", "kebab"])
    lines = ["%s:" % pick([c["env"], "app", "integrations"]), "  %s:" % sec]
    for k, v in items:
        lines.append("    %s: %s" % (kname(items, k, st), q_yaml(v)))
    return "\n".join(lines), "yaml", pick(["config/%s.yaml" % c["env"], "settings.yml",
                                           "conf/app.yaml"])


def r_json(items, c):
    st = pick(["camel", "snake", "pascal"])
    inner = ",\n".join('    "%s": %s' % (kname(items, k, st), q_json(v)) for k, v in items)
    top = pick(["integrations", "Secrets", "providers", c["vk"]])
    txt = '{\n  "%s": {\n%s\n  },\n  "logLevel": "%s"\n}' % (top, inner, pick(["info", "warn"]))
    if chance(0.5):
        txt = '{\n  "%s": {\n%s\n  }\n}' % (top, inner)
    return txt, "json", pick(["appsettings.%s.json" % c["env"].capitalize(), "config.json",
                              "secrets.local.json"])


def r_toml(items, c):
    lines = ["[%s]" % pick([c["vk"], "%s.%s" % ("integrations", c["vk"]), "auth"])]
    for k, v in items:
        lines.append("%s = %s" % (kname(items, k, "snake"), q_toml(v)))
    return "\n".join(lines), "toml", pick(["config.toml", "settings.toml", "Config.%s.toml" % c["env"]])


def r_ini(items, c):
    lines = ["[%s]" % pick([c["vk"], c["svc"], "credentials"])]
    sep = pick([" = ", "=", ": "])
    for k, v in items:
        lines.append("%s%s%s" % (kname(items, k, "snake"), sep, plain_ok(v)))
    return "\n".join(lines), "ini", pick(["app.ini", "setup.cfg", "settings.ini", "%s.conf" % c["svc"]])


def r_properties(items, c):
    pre = pick(["app.%s." % c["vk"], "%s." % c["vk"], "integration.%s." % c["vk"]])
    lines = ["%s%s=%s" % (pre, kname(items, k, "kebab"), plain_ok(v)) for k, v in items]
    return "\n".join(lines), "properties", "application-%s.properties" % c["env"]


def r_xml(items, c):
    if chance(0.5):
        body = "\n".join('    <add key="%s:%s" value="%s" />' % (c["vk"].capitalize(), kname(items, k, "pascal"), q_xml(v))
                         for k, v in items)
        return "<configuration>\n  <appSettings>\n%s\n  </appSettings>\n</configuration>" % body, "xml", "Web.config"
    body = "\n".join("    <%s>%s</%s>" % (kname(items, k, "camel"), q_xml(v), kname(items, k, "camel")) for k, v in items)
    return "<%s>\n%s\n</%s>" % (c["vk"], body, c["vk"]), "xml", pick(["config.xml", "src/main/resources/integration.xml"])


def r_k8s_secret(items, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (c["svc"], c["vk"].replace("_", "-")),
             "  namespace: %s" % c["env"], "type: Opaque", "stringData:"]
    for k, v in items:
        lines.append("  %s: %s" % (k, q_yaml(v)))
    return "\n".join(lines), "yaml", "k8s/%s-secret.yaml" % c["svc"]


def r_k8s_env(items, c):
    lines = ["      containers:", "        - name: %s" % c["svc"],
             "          image: registry.example.com/%s:%s" % (c["svc"], pick(["1.4.2", "2025.03.1", "sha-" + hexs(7)])),
             "          env:"]
    for k, v in items:
        lines.append("            - name: %s" % k)
        lines.append("              value: %s" % q_yaml(v))
    return "\n".join(lines), "yaml", "deploy/%s/deployment.yaml" % c["env"]


def r_compose(items, c):
    if any("$" in v for _, v in items):
        raise Retry()
    lines = ["services:", "  %s:" % c["svc"], "    image: %s:latest" % c["svc"], "    environment:"]
    if chance(0.5):
        for k, v in items:
            lines.append("      - %s=%s" % (k, plain_ok(v)))
    else:
        for k, v in items:
            lines.append("      %s: %s" % (k, q_yaml(v)))
    return "\n".join(lines), "yaml", pick(["docker-compose.yml", "compose.override.yml"])


def r_dockerfile(items, c):
    if any("$" in v for _, v in items):
        raise Retry()
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    for k, v in items:
        lines.append('%s %s=%s' % (kw, k, q_json(v) if chance(0.5) else plain_ok(v)))
    lines.append("COPY . /app")
    return "\n".join(lines), "dockerfile", "Dockerfile"


def r_gha(items, c):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in items:
        lines.append("      %s: %s" % (k, q_yaml(v)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make deploy ENV=%s" % c["env"]]
    return "\n".join(lines), "yaml", ".github/workflows/deploy.yml"


def r_gitlab(items, c):
    lines = ["variables:"]
    for k, v in items:
        lines.append("  %s: %s" % (k, q_yaml(v)))
    lines += ["", "deploy_%s:" % c["env"], "  stage: deploy", "  script:", "    - ./ci/deploy.sh"]
    return "\n".join(lines), "yaml", ".gitlab-ci.yml"


def r_terraform(items, c):
    if chance(0.5):
        lines = ['%s = %s' % (ks(k, "snake"), q_json(v)) for k, v in items]
        return "\n".join(lines), "hcl", "%s.auto.tfvars" % c["env"]
    lines = ['provider "%s" {' % c["vk"]]
    for k, v in items:
        lines.append('  %s = %s' % (kname(items, k, "snake"), q_json(v)))
    lines.append("}")
    return "\n".join(lines), "hcl", "providers.tf"


def r_helm(items, c):
    lines = ["%s:" % c["svc"].replace("-", ""), "  replicaCount: %d" % rint(1, 4), "  secrets:"]
    for k, v in items:
        lines.append("    %s: %s" % (ks(k, "camel"), q_yaml(v)))
    return "\n".join(lines), "yaml", "charts/%s/values-%s.yaml" % (c["svc"], c["env"])


def r_ansible(items, c):
    lines = ["---"] + ["%s_%s: %s" % (c["vk"], kname(items, k, "snake"), q_yaml(v)) for k, v in items]
    return "\n".join(lines), "yaml", "group_vars/%s/vars.yml" % c["env"]


def r_systemd(items, c):
    lines = ["[Service]"]
    for k, v in items:
        if any(ch in v for ch in ' "\\%$'):
            raise Retry()
        lines.append(pick(['Environment="%s=%s"', "Environment=%s=%s"]) % (k, v))
    lines.append("ExecStart=/opt/%s/bin/%s" % (c["svc"], c["svc"]))
    return "\n".join(lines), "ini", "/etc/systemd/system/%s.service" % c["svc"]


def r_powershell(items, c):
    lines = ['$env:%s = %s' % (k, q_sq(v)) for k, v in items]
    lines.append(pick([".\\deploy.ps1 -Environment %s" % c["env"], "dotnet run --project src/Api"]))
    return "\n".join(lines), "powershell", None


def r_cmd(items, c):
    lines = ['set %s=%s' % (k, plain_ok(v, "%^&|<>")) for k, v in items]
    lines.append("call run_%s.bat" % c["vk"])
    return "\n".join(lines), "bat", None


def r_crontab(items, c):
    pre = " ".join("%s=%s" % (k, q_sh(v)) for k, v in items)
    return "%d %d * * * %s /opt/jobs/%s.sh >> /var/log/%s.log 2>&1" % (
        rint(0, 59), rint(0, 23), pre, c["vk"], c["svc"]), "", "crontab -l"


def r_jenkins(items, c):
    lines = ["pipeline {", "  agent any", "  environment {"]
    for k, v in items:
        lines.append("    %s = %s" % (k, q_sq(v)))
    lines += ["  }", "  stages { stage('deploy') { steps { sh './deploy.sh' } } }", "}"]
    return "\n".join(lines), "groovy", "Jenkinsfile"


def r_serverless(items, c):
    lines = ["service: %s" % c["svc"], "provider:", "  name: aws", "  environment:"]
    for k, v in items:
        lines.append("    %s: %s" % (k, q_yaml(v)))
    return "\n".join(lines), "yaml", "serverless.yml"


def r_sql(items, c):
    rows = ",\n  ".join("('%s', %s)" % (ks(k, "dot"), q_sq(v)) for k, v in items)
    return "INSERT INTO app_settings (name, value) VALUES\n  %s;" % rows, "sql", "migrations/%s_seed_settings.sql" % rint(20240101, 20251231)


def r_vscode(items, c):
    inner = ",\n        ".join('"%s": %s' % (k, q_json(v)) for k, v in items)
    return ('{\n  "configurations": [{\n      "name": "Debug %s",\n      "type": "%s",\n      "env": {\n        %s\n      }\n  }]\n}'
            % (c["svc"], pick(["node", "python", "go"]), inner)), "json", ".vscode/launch.json"


def r_azfunc(items, c):
    inner = ",\n    ".join('"%s": %s' % (k, q_json(v)) for k, v in items)
    return '{\n  "IsEncrypted": false,\n  "Values": {\n    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",\n    %s\n  }\n}' % inner, "json", "local.settings.json"


def r_gae(items, c):
    lines = ["runtime: python312", "env_variables:"] + ["  %s: %s" % (k, q_yaml(v)) for k, v in items]
    return "\n".join(lines), "yaml", "app.yaml"


def r_wrangler(items, c):
    lines = ['name = "%s"' % c["svc"], 'main = "src/index.ts"', "", "[vars]"] + ['%s = %s' % (k, q_toml(v)) for k, v in items]
    return "\n".join(lines), "toml", "wrangler.toml"


def r_supervisor(items, c):
    for _, v in items:
        if any(ch in v for ch in '",%'):
            raise Retry()
    env = ",".join('%s="%s"' % (k, v) for k, v in items)
    return "[program:%s]\ncommand=/opt/%s/run\nenvironment=%s" % (c["svc"], c["svc"], env), "ini", "/etc/supervisor/conf.d/%s.conf" % c["svc"]


def r_htaccess(items, c):
    return "\n".join("SetEnv %s %s" % (k, plain_ok(v)) for k, v in items), "apache", ".htaccess"


def r_jupyter(items, c):
    return "\n".join("%%env %s=%s" % (k, plain_ok(v)) for k, v in items), "python", "notebooks/explore.ipynb (cell 1)"


def r_cli_set(items, c):
    k = rint(0, 5)
    if k == 0:
        return "docker run -d --name %s %s registry.example.com/%s:latest" % (
            c["svc"], " ".join("-e %s=%s" % (kk, q_sh(v)) for kk, v in items), c["svc"]), "bash", None
    if k == 1:
        return "heroku config:set %s -a %s-%s" % (" ".join("%s=%s" % (kk, q_sh(v)) for kk, v in items), c["svc"], c["env"]), "bash", None
    if k == 2:
        return "fly secrets set %s --app %s" % (" ".join("%s=%s" % (kk, q_sh(v)) for kk, v in items), c["svc"]), "bash", None
    if k == 3:
        return "\n".join("gh secret set %s --env %s --body %s" % (kk, c["env"], q_sh(v, True)) for kk, v in items), "bash", None
    if k == 4:
        return "kubectl set env deployment/%s -n %s %s" % (c["svc"], c["env"], " ".join("%s=%s" % (kk, q_sh(v)) for kk, v in items)), "bash", None
    return "firebase functions:config:set %s" % " ".join("%s.%s=%s" % (c["vk"].replace("_", ""), ks(kk, "snake", True), q_sh(v, True)) for kk, v in items), "bash", None


CONFIG_RENDERERS = [("CLI secret setter", r_cli_set), ("dotenv", r_dotenv), ("shell export", r_export), ("inline env command", r_inline_cmd),
                    ("YAML config", r_yaml), ("JSON config", r_json), ("TOML", r_toml), ("INI", r_ini),
                    ("properties", r_properties), ("XML config", r_xml), ("k8s Secret stringData", r_k8s_secret),
                    ("k8s Deployment env", r_k8s_env), ("docker-compose", r_compose), ("Dockerfile", r_dockerfile),
                    ("GitHub Actions", r_gha), ("GitLab CI", r_gitlab), ("Terraform", r_terraform),
                    ("Helm values", r_helm), ("Ansible vars", r_ansible), ("systemd unit", r_systemd),
                    ("PowerShell", r_powershell), ("cmd.exe set", r_cmd), ("crontab", r_crontab),
                    ("Jenkinsfile", r_jenkins), ("serverless.yml", r_serverless), ("SQL seed", r_sql),
                    ("VS Code launch.json", r_vscode), ("Azure Functions local.settings.json", r_azfunc),
                    ("App Engine app.yaml", r_gae), ("wrangler.toml", r_wrangler), ("supervisord", r_supervisor),
                    (".htaccess SetEnv", r_htaccess), ("Jupyter %env", r_jupyter)]


def _cls(c):
    return "".join(x.capitalize() for x in c["vk"].split("_")) + "Client"


def c_python(items, c):
    k = rint(0, 3)
    if k == 0:
        body = "\n".join('os.environ[%s] = %s' % (q_json(kk), q_json(v)) for kk, v in items)
        return "import os\n" + body + "\n\nfrom app.main import run\nrun()", "python", "scripts/run_local.py"
    if k == 1:
        args = ", ".join("%s=%s" % (kname(items, kk, "snake"), q_json(v)) for kk, v in items)
        return "client = %s(%s, timeout=%d)" % (_cls(c), args, rint(5, 30)), "python", "app/clients/%s.py" % c["vk"]
    if k == 2:
        inner = "\n".join("    %s: %s," % (q_sq(kname(items, kk, "snake")), q_sq(v)) for kk, v in items)
        return "%s_SETTINGS = {\n%s\n}" % (c["vk"].upper(), inner), "python", "settings/%s.py" % c["env"]
    body = "\n".join('%s = os.getenv(%s, %s)' % (ks(kk, "snake"), q_json(kk), q_json(v)) for kk, v in items)
    return "# fallback so tests run without env\n" + body, "python", "conftest.py"


def c_js(items, c):
    k = rint(0, 2)
    if k == 0:
        body = "\n".join("const %s = %s;" % (kk, q_sq(v)) for kk, v in items)
        return body + "\n\nexport default { %s };" % ", ".join(kk for kk, _ in items), "javascript", "src/config.js"
    if k == 1:
        inner = ", ".join("%s: %s" % (kname(items, kk, "camel"), q_dq(v)) for kk, v in items)
        return "const client = new %s({ %s });" % (_cls(c), inner), "typescript", "src/lib/%s.ts" % c["vk"]
    body = "\n".join("const %s = process.env.%s ?? %s;" % (ks(kk, "camel"), kk, q_sq(v)) for kk, v in items)
    return body, "typescript", "src/env.ts"


def c_go(items, c):
    if chance(0.5):
        body = "\n".join("\t%s = %s" % (ks(kk, "camel"), q_dq(v).replace('"', "`") if "`" not in v else q_dq(v)) for kk, v in items)
        return "const (\n%s\n)" % body, "go", "internal/%s/config.go" % c["vk"]
    body = "\n".join('\tos.Setenv(%s, %s)' % (q_json(kk), q_dq(v)) for kk, v in items)
    return "func TestMain(m *testing.M) {\n%s\n\tos.Exit(m.Run())\n}" % body, "go", "internal/%s/main_test.go" % c["vk"]


def c_java(items, c):
    body = "\n".join("    private static final String %s = %s;" % (kk, q_dq(v)) for kk, v in items)
    return "public final class %sConfig {\n%s\n}" % (_cls(c)[:-6], body), "java", "src/main/java/com/acme/%sConfig.java" % _cls(c)[:-6]


def c_kotlin(items, c):
    body = "\n".join("    const val %s = %s" % (kk, q_dq(v)) for kk, v in items)
    return "object %sKeys {\n%s\n}" % (_cls(c)[:-6], body), "kotlin", "app/src/main/java/com/acme/Keys.kt"


def c_csharp(items, c):
    if chance(0.5):
        args = ", ".join(q_dq(v) for _, v in items)
        return "var client = new %s(%s);" % (_cls(c), args), "csharp", "Program.cs"
    body = "\n".join('Environment.SetEnvironmentVariable(%s, %s);' % (q_json(kk), q_dq(v)) for kk, v in items)
    return body, "csharp", "Tests/Fixture.cs"


def c_ruby(items, c):
    body = "\n".join("  config.%s = %s" % (kname(items, kk, "snake"), q_sq(v)) for kk, v in items)
    return "%s.configure do |config|\n%s\nend" % (_cls(c)[:-6], body), "ruby", "config/initializers/%s.rb" % c["vk"]


def c_php(items, c):
    if chance(0.5):
        body = "\n".join("define(%s, %s);" % (q_sq(kk), q_sq(v)) for kk, v in items)
        return "<?php\n" + body, "php", "wp-config.php"
    body = "\n".join("    %s => %s," % (q_sq(kname(items, kk, "snake")), q_sq(v)) for kk, v in items)
    return "<?php\n\nreturn [\n%s\n];" % body, "php", "config/services.php"


def c_rust(items, c):
    body = "\n".join('const %s: &str = %s;' % (kk, q_dq(v)) for kk, v in items)
    return body, "rust", "src/config.rs"


def c_swift(items, c):
    body = "\n".join('    static let %s = %s' % (ks(kk, "camel"), q_dq(v)) for kk, v in items)
    return "enum Secrets {\n%s\n}" % body, "swift", "App/Secrets.swift"


def c_dart(items, c):
    body = "\n".join("const %s = %s;" % (ks(kk, "camel"), q_sq(v)) for kk, v in items)
    return body, "dart", "lib/env.dart"


def c_elixir(items, c):
    body = ",\n  ".join("%s: %s" % (kname(items, kk, "snake"), q_dq(v)) for kk, v in items)
    return "config :%s, %s,\n  %s" % (c["svc"].replace("-", "_"), _cls(c)[:-6], body), "elixir", "config/runtime.exs"


def c_r(items, c):
    body = ", ".join("%s = %s" % (kk, q_dq(v)) for kk, v in items)
    return "Sys.setenv(%s)" % body, "r", "analysis/setup.R"


def c_c(items, c):
    body = "\n".join("#define %s %s" % (kk, q_dq(v)) for kk, v in items)
    return body, "c", "firmware/secrets.h"


def c_bash(items, c):
    body = "\n".join("%s=%s" % (kk, q_sh(v, True)) for kk, v in items)
    return "#!/usr/bin/env bash\nset -euo pipefail\n" + body + "\n./sync.sh --env %s" % c["env"], "bash", "scripts/sync_%s.sh" % c["vk"]


def c_scala(items, c):
    body = "\n".join('  val %s = %s' % (ks(kk, "camel"), q_dq(v)) for kk, v in items)
    return "object Settings {\n%s\n}" % body, "scala", "src/main/scala/Settings.scala"


def c_lua(items, c):
    body = "\n".join('  %s = %s,' % (kname(items, kk, "snake"), q_dq(v)) for kk, v in items)
    return "return {\n%s\n}" % body, "lua", "conf/%s.lua" % c["vk"]


CODE_RENDERERS = [("Python", c_python), ("JavaScript/TypeScript", c_js), ("Go", c_go), ("Java", c_java),
                  ("Kotlin", c_kotlin), ("C#", c_csharp), ("Ruby", c_ruby), ("PHP", c_php), ("Rust", c_rust),
                  ("Swift", c_swift), ("Dart", c_dart), ("Elixir", c_elixir), ("R", c_r), ("C header", c_c),
                  ("bash script", c_bash), ("Scala", c_scala), ("Lua", c_lua)]


# ---- HTTP: one secret placed as the vendor documents it (header or URL) ----
def _req_parts(v, tok):
    method, url, hdr = v["req"]
    if hdr is None:
        return method, url.replace("{}", tok), None
    return method, url, hdr.replace("{}", tok)


def h_raw(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    u = urllib.parse.urlsplit(url)
    path = u.path + ("?" + u.query if u.query else "")
    lines = ["%s %s HTTP/1.1" % (m, path), "Host: %s" % u.netloc]
    if hdr:
        lines.insert(rint(1, 2), hdr)
    lines += ["Accept: application/json", "User-Agent: %s/%s" % (c["svc"], pick(["1.8.0", "2.0.3", "0.9.12"]))]
    if m == "POST":
        lines += ["Content-Type: application/json", "", '{"dry_run": true}']
    return "\n".join(lines), "http", None


def h_curl(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    parts = ["curl -sS"]
    if m == "POST":
        parts.append("-X POST")
    if hdr:
        parts.append('-H "%s"' % hdr)
    parts.append("'%s'" % url if "?" in url else url)
    if m == "POST":
        parts.append("-H 'Content-Type: application/json' -d @payload.json")
    sep = pick([" ", " \\\n  "])
    return sep.join(parts), "bash", None


def h_httpie(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    if hdr:
        hk, hv = hdr.split(": ", 1)
        return "http %s '%s' '%s:%s'" % (m, url, hk, hv), "bash", None
    return "http %s '%s'" % (m, url), "bash", None


def h_requests(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    if hdr:
        hk, hv = hdr.split(": ", 1)
        return ('resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)\nresp.raise_for_status()'
                % (m.lower(), url, hk, hv)), "python", None
    return 'resp = requests.%s("%s", timeout=10)' % (m.lower(), url), "python", None


def h_fetch(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    if hdr:
        hk, hv = hdr.split(": ", 1)
        return ("const res = await fetch('%s', {\n  method: '%s',\n  headers: { '%s': '%s' },\n});"
                % (url, m, hk, hv)), "javascript", None
    return "const res = await fetch('%s');" % url, "javascript", None


def h_restclient(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    lines = ["### %s smoke test" % v["name"], "%s %s" % (m, url)]
    if hdr:
        lines.append(hdr)
    lines.append("Accept: application/json")
    return "\n".join(lines), "http", "api.http"


def h_wget(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    if hdr:
        return "wget -qO- --header='%s' '%s'" % (hdr, url), "bash", None
    return "wget -qO- '%s'" % url, "bash", None


def h_nginx(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    if not hdr:
        raise Retry()
    hk, hv = hdr.split(": ", 1)
    u = urllib.parse.urlsplit(url)
    return ("location /upstream/%s/ {\n    proxy_pass https://%s/;\n    proxy_set_header %s \"%s\";\n}"
            % (v["key"], u.netloc, hk, hv)), "nginx", "nginx/conf.d/%s.conf" % c["svc"]


def h_log(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    if hdr:
        hk, hv = hdr.split(": ", 1)
        return ("%s DEBUG [%s] urllib3.connectionpool: %s %s headers={'%s': '%s', 'Accept': 'application/json'}"
                % (ts_iso(), c["svc"], m, url, hk, hv)), "", None
    return "%s INFO  [%s] outbound %s %s -> %d (%dms)" % (ts_iso(), c["svc"], m, url, pick([200, 401, 429, 500]), rint(30, 900)), "", None


def h_har(v, tok, c):
    m, url, hdr = _req_parts(v, tok)
    hs = []
    if hdr:
        hk, hv = hdr.split(": ", 1)
        hs.append('{"name": "%s", "value": "%s"}' % (hk, hv))
    hs.append('{"name": "accept", "value": "application/json"}')
    return ('"request": {\n  "method": "%s",\n  "url": "%s",\n  "headers": [\n    %s\n  ]\n}'
            % (m, url, ",\n    ".join(hs))), "json", "network.har (excerpt)"


HTTP_RENDERERS = [("raw HTTP request", h_raw), ("curl", h_curl), ("httpie", h_httpie),
                  ("python requests", h_requests), ("fetch", h_fetch), ("REST client .http file", h_restclient),
                  ("wget", h_wget), ("nginx proxy_set_header", h_nginx), ("debug log of request", h_log),
                  ("HAR excerpt", h_har)]


# ---- logs, stack traces, diffs, dumps ----
def l_configdump(items, c):
    d = ", ".join("'%s': '%s'" % (ks(k, "snake"), v) for k, v in items)
    if "'" in "".join(v for _, v in items):
        raise Retry()
    return "%s INFO %s.settings loaded config: {%s}" % (ts_log(), c["svc"].replace("-", "_"), d), "", None


def l_pytrace(items, c):
    k, v = items[-1]
    return ("Traceback (most recent call last):\n"
            '  File "/app/%s/client.py", line %d, in _auth\n'
            "    resp.raise_for_status()\n"
            "%s.errors.AuthError: %s rejected credential %s=%s (status=401)"
            % (c["vk"], rint(40, 300), c["vk"], c["vname"], ks(k, "snake"), v)), "", None


def l_javatrace(items, c):
    k, v = items[-1]
    return ("%s ERROR [main] c.a.%s.%sClient - init failed\n"
            "java.lang.IllegalStateException: invalid %s '%s'\n"
            "\tat com.acme.%s.%sClient.<init>(%sClient.java:%d)\n"
            "\tat com.acme.App.main(App.java:%d)"
            % (ts_log(), c["vk"], _cls(c)[:-6], ks(k, "dot"), v, c["vk"], _cls(c)[:-6], _cls(c)[:-6],
               rint(20, 200), rint(10, 90))), "", None


def l_nodeerr(items, c):
    k, v = items[-1]
    if "'" in v:
        raise Retry()
    return ("AxiosError: Request failed with status code 403\n"
            "    at settle (node_modules/axios/lib/core/settle.js:19:12)\n"
            "  config: {\n    url: '/v1/%s',\n    headers: { '%s': '%s' }\n  }"
            % (c["vk"], ks(k, "kebab", True), v)), "", None


def l_diff(items, c):
    fname = pick([".env.%s" % c["env"], "config/%s.yaml" % c["env"], "settings.py"])
    lines = ["diff --git a/%s b/%s" % (fname, fname), "index %s..%s 100644" % (hexs(7), hexs(7)),
             "--- a/%s" % fname, "+++ b/%s" % fname, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(items) + 1, rint(3, 40), len(items) + 1),
             " APP_ENV=%s" % c["env"]]
    for k, v in items:
        lines.append("+%s=%s" % (k, v))
    return "\n".join(lines), "diff", None


def l_setx(items, c):
    lines = ["$ bash -x ./deploy.sh %s" % c["env"]]
    for k, v in items:
        lines.append("+ export %s=%s" % (k, v))
    lines.append("+ ./bin/%s migrate" % c["svc"])
    return "\n".join(lines), "", "CI job log"


def l_dockerinspect(items, c):
    if any('"' in v or "\\" in v for _, v in items):
        raise Retry()
    env = ",\n    ".join('"%s=%s"' % (k, v) for k, v in items + [("PATH", "/usr/local/bin:/usr/bin:/bin")])
    return '$ docker inspect %s --format \'{{json .Config.Env}}\'\n[\n    %s\n]' % (c["svc"], env), "", None


def l_printenv(items, c):
    lines = ["$ kubectl exec deploy/%s -n %s -- printenv | grep -E '%s'" % (c["svc"], c["env"], "|".join(k.split("_")[0] for k, _ in items[:1]))]
    for k, v in items:
        lines.append("%s=%s" % (k, v))
    return "\n".join(lines), "", None


def l_k8s_b64(items, c):
    """kubectl get secret -o yaml: the values appear base64-encoded; the encoded form is the secret."""
    lines = ["$ kubectl get secret %s-%s -n %s -o yaml" % (c["svc"], c["vk"].replace("_", "-"), c["env"]),
             "apiVersion: v1", "data:"]
    enc = []
    for k, v in items:
        e = b64(v.encode())
        enc.append((v, e))
        lines.append("  %s: %s" % (k, e))
    lines += ["kind: Secret", "type: Opaque"]
    c["encoded"] = enc
    return "\n".join(lines), "yaml", None


LOG_RENDERERS = [("startup config dump", l_configdump), ("Python traceback", l_pytrace),
                 ("Java stack trace", l_javatrace), ("Node/axios error", l_nodeerr), ("git diff", l_diff),
                 ("bash -x CI log", l_setx), ("docker inspect Env", l_dockerinspect),
                 ("kubectl printenv", l_printenv), ("kubectl get secret (base64 data)", l_k8s_b64)]


# ---- chat, tables, prose ----
def t_table(items, c, lang):
    hdr = "| key | value | note |" if lang == "en" else "| 항목 | 값 | 비고 |"
    rows = [hdr, "|---|---|---|"]
    for k, v in items:
        rows.append("| %s | `%s` | %s |" % (k, v, pick(["prod", c["env"], "rotated %s" % pick(["last week", "in March"]), "-"])
                                             if lang == "en" else pick(["운영", c["env"], "지난주 교체", "-"])))
    return "\n".join(rows), "", None


def t_slack(items, c, lang):
    who = pick(EN_NAMES) if lang == "en" else pick(KO_PEOPLE)
    t = "%02d:%02d" % (rint(8, 19), rint(0, 59))
    vals = "\n".join("%s=%s" % (k, v) for k, v in items)
    msg = pick(["here you go, use these for %s:" % c["env"], "new creds after rotation:", "try this one"]) if lang == "en" \
        else pick(["%s용 값 여기 있어요" % c["env"], "교체된 키입니다", "이걸로 해보세요"])
    return "[%s] %s: %s\n%s" % (t, who, msg, vals), "", None


def t_email(items, c, lang):
    lines = ["From: %s@example.com" % pick(EN_NAMES + KO_ROMAN), "Subject: %s %s" % (c["vname"], "credentials" if lang == "en" else "계정 정보"), ""]
    for k, v in items:
        lines.append("%s: %s" % (kname(items, k, "snake").replace("_", " "), v))
    return "\n".join(lines), "", None


CHAT_RENDERERS = [("markdown table", t_table), ("chat message", t_slack), ("pasted e-mail", t_email)]


# ---- vendor-specific credential files: d maps ENV_KEY -> value ----
def vf_npm(d, c):
    return ("@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true"
            % d["NPM_TOKEN"]), "ini", ".npmrc"


def vf_pypi(d, c):
    return ("[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = %s"
            % d["TWINE_PASSWORD"]), "ini", "~/.pypirc"


def vf_crates(d, c):
    return '[registry]\ntoken = "%s"' % d["CARGO_REGISTRY_TOKEN"], "toml", "~/.cargo/credentials.toml"


def vf_rubygems(d, c):
    return "---\n:rubygems_api_key: %s" % d["GEM_HOST_API_KEY"], "yaml", "~/.gem/credentials"


def vf_docker(d, c):
    return ("docker login -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded"
            % (d["DOCKERHUB_USERNAME"], d["DOCKERHUB_TOKEN"])), "bash", None


def vf_aws(d, c):
    prof = pick(["default", c["env"], "deploy"])
    txt = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (prof, d["AWS_ACCESS_KEY_ID"], d["AWS_SECRET_ACCESS_KEY"])
    if "AWS_SESSION_TOKEN" in d:
        txt += "\naws_session_token = %s" % d["AWS_SESSION_TOKEN"]
    else:
        txt += "\nregion = %s" % d.get("AWS_DEFAULT_REGION", "ap-northeast-2")
    return txt, "ini", "~/.aws/credentials"


def vf_gh_hosts(d, c):
    return ("github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(EN_NAMES + KO_ROMAN), d["GITHUB_OAUTH_TOKEN"])), "yaml", "~/.config/gh/hosts.yml"


def vf_gitcred(d, c):
    tok = d["GITHUB_TOKEN"]
    return "https://%s:%s@github.com" % (pick(EN_NAMES + KO_ROMAN), tok), "", "~/.git-credentials"


def vf_composer(d, c):
    return '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % d["GH_TOKEN"], "json", "auth.json"


def vf_netrc_gitlab(d, c):
    return "machine gitlab.com\n  login oauth2\n  password %s" % d["GITLAB_TOKEN"], "", "~/.netrc"


def vf_tfc(d, c):
    return ('{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "%s"\n    }\n  }\n}' % d["TFE_TOKEN"]), "json", "~/.terraform.d/credentials.tfrc.json"


def vf_vault(d, c):
    return "$ cat ~/.vault-token\n%s" % d["VAULT_TOKEN"], "", None


def vf_kubeconfig(d, c):
    return ("users:\n- name: %s-deployer\n  user:\n    token: %s" % (c["env"], d["KUBE_TOKEN"])), "yaml", "~/.kube/config"


def vf_nuget(d, c):
    return ('<packageSourceCredentials>\n  <AcmeFeed>\n    <add key="Username" value="az" />\n'
            '    <add key="ClearTextPassword" value="%s" />\n  </AcmeFeed>\n</packageSourceCredentials>'
            % d["AZURE_DEVOPS_PAT"]), "xml", "nuget.config"


def vf_gradle(d, c):
    return ("artifactory_user=ci-%s\nartifactory_password=%s\norg.gradle.jvmargs=-Xmx2g" % (c["env"], d["ARTIFACTORY_TOKEN"])), "properties", "~/.gradle/gradle.properties"


def vf_sentryclirc(d, c):
    return "[defaults]\norg=acme\nproject=%s\n\n[auth]\ntoken=%s" % (c["svc"], d["SENTRY_AUTH_TOKEN"]), "ini", ".sentryclirc"


def vf_datadog(d, c):
    return ("api_key: %s\nsite: datadoghq.com\nlogs_enabled: true" % d["DD_API_KEY"]), "yaml", "/etc/datadog-agent/datadog.yaml"


def vf_heroku(d, c):
    u = pick(EN_NAMES + KO_ROMAN)
    return ("machine api.heroku.com\n  login %s@example.com\n  password %s\nmachine git.heroku.com\n  login %s@example.com\n  password %s"
            % (u, d["HEROKU_API_KEY"], u, d["HEROKU_API_KEY"])), "", "~/.netrc"


def vf_rclone(d, c):
    return ('[dropbox]\ntype = dropbox\ntoken = {"access_token":"%s","token_type":"bearer","expiry":"0001-01-01T00:00:00Z"}'
            % d["DROPBOX_ACCESS_TOKEN"]), "ini", "~/.config/rclone/rclone.conf"


def vf_aliyun(d, c):
    return ('{\n  "current": "default",\n  "profiles": [{\n    "name": "default",\n    "mode": "AK",\n'
            '    "access_key_id": "%s",\n    "access_key_secret": "%s",\n    "region_id": "cn-hangzhou"\n  }]\n}'
            % (d["ALIBABA_CLOUD_ACCESS_KEY_ID"], d["ALIBABA_CLOUD_ACCESS_KEY_SECRET"])), "json", "~/.aliyun/config.json"


def vf_tccli(d, c):
    return ('{\n    "secretId": "%s",\n    "secretKey": "%s"\n}' % (d["TENCENTCLOUD_SECRET_ID"], d["TENCENTCLOUD_SECRET_KEY"])), "json", "~/.tccli/default.credential"


def vf_ncloud(d, c):
    return ("[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com"
            % (d["NCLOUD_ACCESS_KEY"], d["NCLOUD_SECRET_KEY"])), "ini", "~/.ncloud/configure"


def vf_bitbucket(d, c):
    return "https://%s:%s@bitbucket.org" % (pick(KO_ROMAN + EN_NAMES), d["BITBUCKET_APP_PASSWORD"]), "", "~/.git-credentials"


def vf_doppler(d, c):
    return ("scoped:\n    /home/deploy/%s:\n        token: %s\n        enclave.project: %s\n        enclave.config: %s"
            % (c["svc"], d["DOPPLER_TOKEN"], c["svc"], c["env"])), "yaml", "~/.doppler/.doppler.yaml"


def vf_pulumi(d, c):
    return ('{\n    "current": "https://api.pulumi.com",\n    "accessTokens": {\n        "https://api.pulumi.com": "%s"\n    }\n}'
            % d["PULUMI_ACCESS_TOKEN"]), "json", "~/.pulumi/credentials.json"


def vf_age(d, c):
    return ("# created: 2025-%02d-%02dT10:%02d:11+09:00\n# public key: age1%s\n%s"
            % (rint(1, 12), rint(1, 28), rint(0, 59), rs(BECH, 58), d["SOPS_AGE_KEY"])), "", "~/.config/sops/age/keys.txt"


def vf_azconn(d, c):
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
            % (d["AZURE_STORAGE_ACCOUNT"], d["AZURE_STORAGE_KEY"])), "", None


def vf_stripecli(d, c):
    return ("[default]\n  device_name = \"%s-mbp\"\n  display_name = \"Acme\"\n  live_mode_api_key = '%s'\n  account_id = 'acct_%s'"
            % (pick(EN_NAMES + KO_ROMAN), d["STRIPE_SECRET_KEY"], rs(AN, 16))), "toml", "~/.config/stripe/config.toml"


def vf_s3cfg(d, c):
    return ("[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com" % (d["NCLOUD_ACCESS_KEY"], d["NCLOUD_SECRET_KEY"])), "ini", "~/.s3cfg"


VFILES = {"npm": vf_npm, "pypi": vf_pypi, "crates": vf_crates, "rubygems": vf_rubygems, "dockerhub": vf_docker,
          "aws": vf_aws, "aws_sts": vf_aws, "gh_oauth": vf_gh_hosts, "gh_classic": vf_gitcred, "gh_fine": vf_composer,
          "gitlab": vf_netrc_gitlab, "tfc": vf_tfc, "vault": vf_vault, "k8s": vf_kubeconfig,
          "azure_devops": vf_nuget, "jfrog": vf_gradle, "sentry": vf_sentryclirc, "datadog": vf_datadog,
          "heroku": vf_heroku, "dropbox": vf_rclone, "alibaba": vf_aliyun, "tencent": vf_tccli,
          "ncp": [vf_ncloud, vf_s3cfg], "bitbucket": vf_bitbucket, "doppler": vf_doppler, "pulumi": vf_pulumi,
          "age": vf_age, "azure_storage": vf_azconn, "stripe": vf_stripecli}


# ----------------------------------------------------------------------------------------------
# part 4: prose material, note assembly, validation
# ----------------------------------------------------------------------------------------------
TASKS = [("migrate {svc} to the new EKS cluster", "{svc|를} 새 EKS 클러스터로 이전하는 작업"),
         ("fix the failing nightly job in {svc}", "{svc}의 야간 배치 실패 수정"),
         ("add retries to the {svc} client", "{svc} 클라이언트에 재시도 로직 추가"),
         ("upgrade {svc} to the new SDK", "{svc}의 SDK 버전 업그레이드"),
         ("split the monorepo CI for {svc}", "{svc} CI 파이프라인 분리"),
         ("debug the 401s in {svc}", "{svc}에서 나는 401 오류 디버깅"),
         ("set up a local dev environment for {svc}", "{svc} 로컬 개발 환경 구성"),
         ("move {svc} off the legacy VM", "{svc|를} 레거시 VM에서 옮기는 작업"),
         ("write the runbook for {svc}", "{svc} 런북 작성"),
         ("clean up the {env} config of {svc}", "{svc}의 {env} 설정 정리"),
         ("add a health check to {svc}", "{svc}에 헬스체크 추가"),
         ("rotate credentials used by {svc}", "{svc|가} 쓰는 자격 증명 교체")]
STORES = ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions secrets", "a SOPS-encrypted file",
          "GCP Secret Manager", "Doppler", "Azure Key Vault", "the CI/CD variables (masked)", "SSM Parameter Store"]


STORES_KO = ["Vault", "AWS Secrets Manager", "1Password", "GitHub Actions 시크릿", "SOPS로 암호화한 파일",
             "GCP Secret Manager", "Doppler", "Azure Key Vault", "CI/CD 변수(masked)", "SSM Parameter Store"]


def ctx(v, lang, **extra):
    st = STORES if lang == "en" else STORES_KO
    c = {"svc": pick(SVCS), "env": pick(ENVS), "lang": lang, "store": pick(st), "store2": pick(st),
         "npenv": pick([e for e in ENVS if e != "prod"])}
    if v is not None:
        c.update({"vk": v["key"], "vname": v["name"] if lang == "en" else v["ko"],
                  "what": v["what"] if lang == "en" else v["what_ko"]})
    else:
        c.update({"vk": pick(["app", "db", "mail", "queue"]), "vname": "", "what": ""})
    t = pick(TASKS)
    c["task"] = fill(t[0] if lang == "en" else t[1], svc=c["svc"], env=c["env"])
    c.update(extra)
    return c


def P(c, en, ko, **kw):
    """pick one template from the language's list and fill it from ctx c (+kw)."""
    tpl = pick(en if c["lang"] == "en" else ko)
    d = dict(c)
    d.update(kw)
    return fill(tpl, **d)


def fence(text, fl="", allow_inline=True):
    r = R.random()
    if allow_inline and "\n" not in text and len(text) < 160 and r < 0.25:
        return "`" + text + "`"
    if r < 0.72:
        return "```%s\n%s\n```" % (fl or "", text)
    if r < 0.85:
        return "\n".join("    " + ln for ln in text.split("\n"))
    return text


def join(*parts):
    out = ""
    for p in parts:
        if not p:
            continue
        if not out:
            out = p
        elif "\n" in p or "\n" in out[-200:] or p.startswith("```") or out.endswith("```") \
                or p.startswith("    ") or p.startswith("$ ") or out.startswith("    ") or out.startswith("$ "):
            out += "\n" + p
        else:
            out += " " + p
    return out


def glue(prose, snippet, where=None):
    """put a snippet before, after, or between sentences of the prose."""
    where = where or pick(["after", "after", "before", "middle"])
    if prose.rstrip().endswith(":"):
        where = "after"
    if where == "before":
        if snippet.startswith("`") and not snippet.startswith("```"):
            return join(snippet, prose)
        return snippet + "\n" + prose
    if where == "middle":
        cut = prose.find(". ") if ". " in prose else prose.find("다. ")
        if cut > 0:
            cut += 2 if prose[cut:cut + 2] == ". " else 3
            return join(prose[:cut].rstrip(), snippet, prose[cut:].strip())
    return join(prose, snippet)


def mk(lang, cat, mc, lesson, ask, secrets):
    seen = []
    for s in secrets:
        if s not in seen:
            seen.append(s)
    return {"lang": lang, "kind": "secret" if seen else "clean", "category": cat,
            "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, "secrets": seen}


LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def window_ok(fields, secrets):
    for x in fields.values():
        cov = bytearray(len(x))
        for s in secrets:
            i = x.find(s)
            while i != -1:
                cov[i:i + len(s)] = b"\x01" * len(s)
                i = x.find(s, i + 1)
        for s in secrets:
            for j in range(len(s) - 7):
                w = s[j:j + 8]
                i = x.find(w)
                while i != -1:
                    if not all(cov[i:i + 8]):
                        return False
                    i = x.find(w, i + 1)
    return True


def valid(n):
    f = n["fields"]
    if list(f) != ["missing_context", "lesson", "ask_next_time"]:
        return False
    for k, lim in LIMITS.items():
        if len(f[k].encode("utf-8")) > lim:
            return False
    if not f["missing_context"].strip() or not f["lesson"].strip():
        return False
    if n["kind"] == "clean":
        return n["secrets"] == []
    for s in n["secrets"]:
        if len(s) < 8 or not any(s in x for x in f.values()):
            return False
    return window_ok(f, n["secrets"])


VLOG = []   # provider names used by the note being generated (for the README statistics)


class Deck:
    """cycles through a list in shuffled order so every element is used before any repeats."""

    def __init__(self, items):
        self.items = list(items)
        self.cur = []

    def draw(self, pred=None):
        for _ in range(3):
            for i, x in enumerate(self.cur):
                if pred is None or pred(x):
                    VLOG.append(x["name"])
                    return self.cur.pop(i)
            self.cur = self.cur + shuffled(self.items)
        raise RuntimeError("deck: nothing satisfies predicate")


VDECK = Deck(VENDORS)
CDECK = Deck(VENDORS)   # separate deck for clean notes so secret notes keep full vendor coverage


# ----------------------------------------------------------------------------------------------
# part 5a: prose for vendor-token notes (EN / KO); {x|을} picks the Korean particle
# ----------------------------------------------------------------------------------------------
PR = {}
PR["cfg"] = {
    "en": {"mc": ["Task: {task}. I did not know where {svc} gets its {vname} {what} in {env}; the user pointed me at {file}:",
                  "{svc} failed the {env} smoke test with 401s from {vname}. This is what {file} on the box contained.",
                  "Nobody mentioned that the {vname} credentials for {svc} live in {file}, so my first deploy used the wrong ones.",
                  "I needed to know which {vname} project {svc} uses in {env}. The user pasted {file} from the old host.",
                  "I was asked to {task} and assumed the {vname} settings came from the environment. They come from {file}."],
           "les": ["{svc} reads {key} from {file} only at start-up, so a rotated {vname} {what} needs a restart.",
                   "When {file} sets {key}, the environment variable is ignored; the file wins in {svc}.",
                   "The {vname} {what} is per environment; copying {file} to another stage silently breaks auth.",
                   "{vname} answers 401 (not 403) for a revoked {what}, which is why the retries in {svc} never stopped.",
                   "Credentials like these belong in {store}; {file} should only reference them."],
           "ask": ["Should the {vname} {what} stay in {file} or move to {store}?",
                   "Which {vname} account should {svc} use in {env}?",
                   "Can I rotate this {vname} {what} now that it has been shared in plain text?",
                   "Is {file} supposed to be committed, or should I add it to .gitignore?",
                   "Who owns the {vname} account for {svc}, so I can request a separate {env} {what}?"]},
    "ko": {"mc": ["작업: {task}. {svc|가} {env}에서 {vname} {what|을} 어디서 읽는지 몰랐는데, 사용자가 {file|을} 알려줬다:",
                  "{env} 스모크 테스트에서 {svc|가} {vname} 호출마다 401을 받았다. 서버에 있던 {file} 내용은 다음과 같다.",
                  "{svc}의 {vname} 자격 증명이 {file}에 들어 있다는 걸 아무도 말해주지 않아서 첫 배포 때 엉뚱한 값을 썼다.",
                  "{env}에서 {svc|가} 어느 {vname} 프로젝트를 쓰는지 알아야 했다. 사용자가 예전 서버의 {file|을} 붙여 줬다.",
                  "{task|을} 하면서 {vname} 설정이 환경 변수에서 온다고 가정했는데, 실제로는 {file}에서 읽고 있었다."],
           "les": ["{svc|는} 기동할 때만 {file}에서 {key|을} 읽는다. {vname} {what|을} 교체하면 재시작이 필요하다.",
                   "{file}에 {key|가} 있으면 환경 변수는 무시된다. {svc}에서는 파일 값이 우선이다.",
                   "{vname} {what|는} 환경마다 다르다. {file|을} 다른 환경으로 복사하면 인증이 조용히 깨진다.",
                   "폐기된 {what}에 대해 {vname|은} 403이 아니라 401을 돌려준다. 그래서 {svc}의 재시도가 멈추지 않았다.",
                   "이런 자격 증명은 {store}에 두고 {file}에서는 참조만 해야 한다."],
           "ask": ["{vname} {what|을} {file}에 계속 둘까요, {store|으로} 옮길까요?",
                   "{env}에서 {svc|가} 쓸 {vname} 계정은 어느 것인가요?",
                   "평문으로 공유된 이 {vname} {what}, 지금 교체해도 될까요?",
                   "{file|은} 커밋 대상인가요, .gitignore에 넣을까요?",
                   "{svc}의 {vname} 계정 담당자가 누구인가요? {env} 전용 {what|을} 따로 요청하려고 합니다."]}}
PR["code"] = {
    "en": {"mc": ["I didn't know {svc} had a hard-coded {vname} {what}; it was in {file}:",
                  "Tests for {svc} passed locally but failed in CI because the {vname} client was built with a literal in {file}.",
                  "The user asked why {svc} still talks to the old {vname} project. The code in {file} explains it:",
                  "While trying to {task} I grepped for the {vname} client setup and found this in {file}:"],
           "les": ["Constructor arguments override the environment in the {vname} SDK, so a literal in {file} shadows {key}.",
                   "Read {key} from the environment and fail fast when it is missing instead of falling back to a literal.",
                   "The {plang} client caches the {what} for the life of the process; rotating it needs a redeploy of {svc}.",
                   "A literal {vname} {what} in {file} ships inside every build artifact of {svc}, including the public ones."],
           "ask": ["Can I replace the literal in {file} with a lookup of {key}?",
                   "Is the {vname} {what} in {file} still live, or was it already revoked?",
                   "Should I purge {file} from the git history after moving the {vname} {what} out?",
                   "Do other services import {file}, or is {svc} the only user?"]},
    "ko": {"mc": ["{svc}에 {vname} {what|가} 하드코딩되어 있는 줄 몰랐다. {file}에 있었다:",
                  "{svc} 테스트가 로컬에서는 통과하고 CI에서는 실패했다. {file}에서 {vname} 클라이언트를 리터럴 값으로 만들고 있었다.",
                  "사용자가 {svc|가} 왜 아직 예전 {vname} 프로젝트를 호출하는지 물었다. {file}의 코드가 원인이었다:",
                  "{task} 중에 {vname} 클라이언트 초기화 부분을 grep 했더니 {file}에서 이게 나왔다:"],
           "les": ["{vname} SDK에서는 생성자 인자가 환경 변수보다 우선한다. {file}의 리터럴이 {key|을} 가린다.",
                   "{key|는} 환경 변수에서 읽고, 없으면 리터럴로 대체하지 말고 바로 실패하게 해야 한다.",
                   "{plang} 클라이언트는 프로세스가 살아 있는 동안 {what|을} 캐시한다. 교체하려면 {svc|을} 재배포해야 한다.",
                   "{file}에 들어간 {vname} {what|는} {svc}의 모든 빌드 산출물에 그대로 실린다."],
           "ask": ["{file}의 리터럴을 {key} 조회로 바꿔도 될까요?",
                   "{file}에 있는 {vname} {what|는} 아직 유효한가요, 이미 폐기됐나요?",
                   "{vname} {what|을} 옮긴 뒤 {file|을} git 히스토리에서도 지워야 할까요?",
                   "{file|을} 다른 서비스도 import 하나요, 아니면 {svc}만 쓰나요?"]}}
PR["http"] = {
    "en": {"mc": ["I couldn't tell why {svc} got {code} from {vname}. The user ran this by hand and it worked:",
                  "The {vname} docs example didn't match our setup; the request that finally worked was:",
                  "To reproduce the {env} failure I needed the exact call {svc} makes to {vname}:",
                  "The user forwarded the request from their terminal history when I asked how {svc} authenticates to {vname}."],
           "les": ["{vname} expects the {what} in {hname}; anything else gives a misleading {code}.",
                   "The {vname} endpoint is region-specific; the same {what} fails against the wrong host.",
                   "Rate limits on {vname} are per {what}, so {svc} and the cron job starve each other when they share one.",
                   "Copying a request from the browser dev tools also copies its credentials; strip them before pasting."],
           "ask": ["Can {svc} get its own {vname} {what} instead of reusing the one from this request?",
                   "Is it fine that this request with a live {what} is now in the ticket history?",
                   "Which {vname} workspace should the {env} traffic go to?",
                   "Should I move this call behind our proxy so {svc} never holds the {what} itself?"]},
    "ko": {"mc": ["{svc|가} 왜 {vname}에서 {code|을} 받는지 알 수 없었다. 사용자가 직접 실행해서 성공한 요청:",
                  "{vname} 문서 예제가 우리 환경과 달랐다. 결국 동작한 요청은 이것이다:",
                  "{env} 장애를 재현하려고 {svc|가} {vname}에 보내는 요청을 그대로 확인했다:",
                  "{svc|가} {vname}에 어떻게 인증하는지 물었더니 사용자가 터미널 히스토리에서 요청을 복사해 줬다."],
           "les": ["{vname|는} {what|을} {hname|으로} 받는다. 다른 곳에 넣으면 엉뚱한 {code|가} 나온다.",
                   "{vname} 엔드포인트는 리전마다 다르고, 호스트가 틀리면 같은 키로도 실패한다.",
                   "{vname} 레이트 리밋은 키 단위라서 {svc}와 크론 잡이 같은 키를 쓰면 서로 막힌다.",
                   "브라우저 개발자 도구에서 요청을 복사하면 인증 정보까지 같이 복사된다. 붙여넣기 전에 지워야 한다."],
           "ask": ["이 요청에 쓴 {vname} 키 말고 {svc} 전용 키를 발급받을 수 있을까요?",
                   "실제 키가 들어간 이 요청이 티켓 기록에 남아도 괜찮을까요?",
                   "{env} 트래픽은 어느 {vname} 워크스페이스로 보내야 하나요?",
                   "{svc|가} 키를 직접 들고 있지 않도록 이 호출을 프록시 뒤로 옮길까요?"]}}
PR["log"] = {
    "en": {"mc": ["The {env} incident channel had this {logname} pasted in; I didn't know which credential {svc} was actually using:",
                  "I needed the failing output of {svc} to see why {vname} rejected it:",
                  "From the CI job of {svc} ({env}), which the user linked when the deploy broke:",
                  "I could not explain the auth error in {svc} until the user sent the {logname}:"],
           "les": ["The {logname} of {svc} prints credentials in clear text; the logger needs a redaction filter.",
                   "The {vname} value in the log was the old one; {svc} had not picked up the rotated {what}.",
                   "Debug logging in {svc} must stay off in {env}; it dumps headers and settings.",
                   "CI masking only hides values registered as secrets; values exported inside scripts are printed as is."],
           "ask": ["Should I scrub this log from the incident channel and rotate the {vname} {what}?",
                   "Can I turn off debug logging for {svc} in {env}?",
                   "Who can rotate the {vname} {what} that ended up in the logs?",
                   "Do we keep CI logs for {svc} longer than 30 days? They now contain a live {what}."]},
    "ko": {"mc": ["{env} 장애 채널에 {logname|이} 붙어 있었다. {svc|가} 실제로 어떤 자격 증명을 쓰는지 몰랐다:",
                  "{vname|이} 왜 거부했는지 보려고 {svc}의 실패 출력을 확인했다:",
                  "배포가 깨졌을 때 사용자가 링크해 준 {svc} CI 잡 로그({env}):",
                  "사용자가 {logname|을} 보내주기 전까지 {svc}의 인증 오류를 설명할 수 없었다:"],
           "les": ["{svc}의 {logname|은} 자격 증명을 평문으로 찍는다. 로거에 마스킹 필터가 필요하다.",
                   "로그에 찍힌 {vname} 값은 교체 전 것이었다. {svc|가} 새 {what|을} 아직 읽지 않은 상태였다.",
                   "{env}에서는 {svc}의 디버그 로그를 꺼야 한다. 헤더와 설정을 통째로 출력한다.",
                   "CI 마스킹은 시크릿으로 등록된 값만 가린다. 스크립트 안에서 export 한 값은 그대로 찍힌다."],
           "ask": ["장애 채널의 이 로그를 지우고 {vname} {what|을} 교체할까요?",
                   "{env}에서 {svc} 디버그 로그를 꺼도 될까요?",
                   "로그에 노출된 {vname} {what|는} 누가 교체할 수 있나요?",
                   "{svc} CI 로그 보관 기간이 30일보다 긴가요? 지금 유효한 {what|가} 들어 있습니다."]}}
PR["vfile"] = {
    "en": {"mc": ["I didn't know how the {tool} on the build agent was authenticated. The user showed me {file}:",
                  "Publishing from the {svc} pipeline failed; the agent's {file} turned out to be:",
                  "The user's laptop worked and the runner didn't. Their {file}:",
                  "I assumed {tool} used the CI secret, but it read {file} first. Contents:"],
           "les": ["{tool} reads {file} before any environment variable, so a stale {file} wins over the CI secret.",
                   "{file} is per user; the build agent runs as a different user, so its copy was never updated.",
                   "Credential files in home directories survive image rebuilds when the home is a mounted volume.",
                   "Use the tool's login command or an env var in CI instead of writing {file} during the job."],
           "ask": ["Can I delete {file} on the agent and use {store} instead?",
                   "Should this {vname} {what} be revoked, since it sat in a shared home directory?",
                   "Which user does the {env} runner execute as?",
                   "Is anyone else's {file} on that machine?"]},
    "ko": {"mc": ["빌드 에이전트에서 {tool|이} 어떻게 인증하는지 몰랐다. 사용자가 {file|을} 보여줬다:",
                  "{svc} 파이프라인에서 배포가 실패했는데, 에이전트의 {file|은} 이랬다:",
                  "사용자 노트북에서는 되고 러너에서는 안 됐다. 사용자의 {file}:",
                  "{tool|이} CI 시크릿을 쓴다고 생각했는데 {file|을} 먼저 읽고 있었다. 내용:"],
           "les": ["{tool|은} 환경 변수보다 {file|을} 먼저 읽는다. 오래된 {file|이} CI 시크릿을 이긴다.",
                   "{file|은} 사용자별이다. 빌드 에이전트는 다른 사용자로 돌아서 그 사본은 갱신된 적이 없다.",
                   "홈 디렉터리가 볼륨으로 마운트되어 있으면 자격 증명 파일은 이미지를 다시 빌드해도 남는다.",
                   "CI에서는 잡 중에 {file|을} 쓰지 말고 로그인 명령이나 환경 변수를 써야 한다."],
           "ask": ["에이전트의 {file|을} 지우고 {store|을} 쓰도록 바꿔도 될까요?",
                   "공유 홈 디렉터리에 있던 이 {vname} {what}, 폐기해야 할까요?",
                   "{env} 러너는 어떤 사용자로 실행되나요?",
                   "그 머신에 다른 사람의 {file}도 있나요?"]}}
PR["chat"] = {
    "en": {"mc": ["I didn't have the {vname} {what} for {env}; {who} shared it like this:",
                  "The handover notes for {svc} included this {rn}:",
                  "Found in the team thread while looking for the {env} config of {svc}:",
                  "I asked how {svc} connects to {vname} in {env} and got this {rn} back:"],
           "les": ["Credentials pasted in chat stay searchable forever; {svc} should read them from {store} instead.",
                   "The values {who} shared were for {env} only; prod uses a different {vname} account.",
                   "Handover notes are the least reliable place for credentials: half of the values there were already rotated.",
                   "{vname} shows the last-used time per {what}, which is the quickest way to check whether a shared value is live."],
           "ask": ["Can you move the {vname} {what} from the thread into {store} and delete the message?",
                   "Is the {what} {who} shared still valid?",
                   "Who else was in that channel when the {vname} {what} was posted?",
                   "Should I open a ticket to rotate everything in that {rn}?"]},
    "ko": {"mc": ["{env}용 {vname} {what|가} 없었는데 {who|이} 이렇게 공유해 줬다:",
                  "{svc} 인수인계 문서에 이 {rn|이} 들어 있었다:",
                  "{svc}의 {env} 설정을 찾다가 팀 스레드에서 발견했다:",
                  "{env}에서 {svc|가} {vname}에 어떻게 붙는지 물었더니 이 {rn|이} 돌아왔다:"],
           "les": ["채팅에 붙인 자격 증명은 영원히 검색된다. {svc|는} {store}에서 읽어야 한다.",
                   "{who|이} 공유한 값은 {env} 전용이었다. 운영은 다른 {vname} 계정을 쓴다.",
                   "인수인계 문서는 자격 증명을 두기에 가장 믿을 수 없는 곳이다. 절반은 이미 교체된 값이었다.",
                   "{vname} 콘솔에서 {what}별 마지막 사용 시각을 볼 수 있어서, 공유된 값이 살아 있는지 빠르게 확인할 수 있다."],
           "ask": ["스레드에 있는 {vname} {what|을} {store|으로} 옮기고 메시지를 지워 주실 수 있나요?",
                   "{who|이} 공유한 {what|는} 아직 유효한가요?",
                   "{vname} {what|가} 올라왔을 때 그 채널에 또 누가 있었나요?",
                   "그 {rn}에 있는 값을 전부 교체하는 티켓을 열까요?"]}}
LOGNAME_KO = {"startup config dump": "기동 시 설정 덤프", "Python traceback": "파이썬 트레이스백",
              "Java stack trace": "자바 스택 트레이스", "Node/axios error": "axios 에러 출력", "git diff": "git diff",
              "bash -x CI log": "bash -x CI 로그", "docker inspect Env": "docker inspect 결과",
              "kubectl printenv": "printenv 출력", "kubectl get secret (base64 data)": "kubectl get secret 출력"}


def PRP(c, fam, part, **kw):
    d = dict(c)
    d.update(kw)
    return fill(pick(PR[fam][c["lang"]][part]), **d)


# ----------------------------------------------------------------------------------------------
# part 5b: secret families built on the vendor table
# ----------------------------------------------------------------------------------------------
def _split(full):
    items = [(k, v) for k, v, _ in full]
    secrets = [v for _, v, s in full if s]
    keys = [k for k, _, s in full if s]
    return items, secrets, keys


def place(c, fam, snip, p_mc=0.6, **kw):
    mc = PRP(c, fam, "mc", **kw)
    les = PRP(c, fam, "les", **kw)
    ask = PRP(c, fam, "ask", **kw)
    if R.random() < p_mc:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mc, les, ask


def s_cfg(lang, v):
    c = ctx(v, lang)
    items, secrets, keys = _split(v["make"]())
    items = with_noise(items)
    rname, r = pick(CONFIG_RENDERERS)
    text, fl, fname = r(items, c)
    file = fname or ("the command line" if lang == "en" else "명령줄")
    mc, les, ask = place(c, "cfg", fence(text, fl), file=file, key=keys[0])
    return mk(lang, "token: %s %s in %s" % (v["name"], v["what"], rname), mc, les, ask, secrets)


def s_code(lang, v):
    c = ctx(v, lang)
    items, secrets, keys = _split(v["make"]())
    rname, r = pick(CODE_RENDERERS)
    text, fl, fname = r(items, c)
    file = fname or "the snippet"
    mc, les, ask = place(c, "code", fence(text, fl, False), file=file, key=keys[0], plang=rname)
    return mk(lang, "token: %s %s hard-coded in %s" % (v["name"], v["what"], rname), mc, les, ask, secrets)


def s_http(lang, v):
    c = ctx(v, lang)
    items, secrets, keys = _split(v["make"]())
    tok = secrets[0]
    rname, r = pick(HTTP_RENDERERS)
    text, fl, fname = r(v, tok, c)
    hdr = v["req"][2]
    if hdr:
        hname = ("the %s header" % hdr.split(":")[0]) if lang == "en" else "%s 헤더" % hdr.split(":")[0]
    else:
        hname = "the URL" if lang == "en" else "URL 파라미터"
    mc, les, ask = place(c, "http", fence(text, fl), p_mc=0.7, hname=hname, code=pick(["401", "403", "400"]))
    where = "header" if hdr else "URL"
    return mk(lang, "token: %s %s in %s (%s)" % (v["name"], v["what"], where, rname), mc, les, ask, [tok])


def s_log(lang, v):
    c = ctx(v, lang)
    items, secrets, keys = _split(v["make"]())
    rname, r = pick(LOG_RENDERERS)
    if r in (l_pytrace, l_javatrace, l_nodeerr):
        i = rint(0, len(keys) - 1)
        use = [(keys[i], secrets[i])]
    else:
        use = with_noise(items, 0, 2)
    text, fl, fname = r(use, c)
    if "encoded" in c:
        secrets = [e for raw, e in c["encoded"] if raw in secrets]
    secrets = [s for s in secrets if s in text]
    if not secrets:
        raise Retry()
    logname = rname if lang == "en" else LOGNAME_KO[rname]
    mc, les, ask = place(c, "log", fence(text, fl, False), p_mc=0.75, logname=logname)
    return mk(lang, "token: %s %s in %s" % (v["name"], v["what"], rname), mc, les, ask, secrets)


CHAT_INLINE = {
    "en": {"mc": ["The user said to use {qv} as the {vname} {what} for {env} until the new account is approved.",
                  "Per {who} in chat, {svc} in {env} should authenticate with {key}={val} for now.",
                  "I didn't have the {vname} {what}; {who} sent {qv} over DM and asked me to finish the {env} setup."],
           "les": ["Exporting {key}={val} in the {env} shell was enough to make {svc} start; the unit file never set it.",
                   "The {vname} {what} {qv} is only valid for {env}; other stages use separate accounts."],
           "ask": ["Is {qv} still the {vname} {what} for {env}, or was it rotated?",
                   "Should I keep using {qv}, or will you send a new {vname} {what}?",
                   "Can you revoke {qv} once {svc} is switched to {store}?"]},
    "ko": {"mc": ["사용자가 새 계정이 승인될 때까지 {env}용 {vname} {what|로} {qv} 값을 쓰라고 했다.",
                  "채팅에서 {who|이} 당분간 {env}의 {svc|는} {key}={val} 로 인증하면 된다고 했다.",
                  "{vname} {what|가} 없었는데 {who|이} DM으로 {qv} 값을 보내면서 {env} 설정을 마무리해 달라고 했다."],
           "les": ["{env} 셸에서 {key}={val} 만 export 해도 {svc|가} 떴다. 유닛 파일에는 그 값이 없었다.",
                   "{vname} {what} {qv} 값은 {env} 전용이다. 다른 환경은 별도 계정을 쓴다."],
           "ask": ["{env}의 {vname} {what|가} 아직 {qv} 인가요, 아니면 교체됐나요?",
                   "{qv} 값을 계속 써도 되나요, 새 {vname} {what|을} 보내주실 건가요?",
                   "{svc|가} {store|으로} 옮겨지면 {qv} 값은 폐기해 주실 수 있나요?"]}}


def s_chat(lang, v):
    c = ctx(v, lang)
    items, secrets, keys = _split(v["make"]())
    mode = rint(0, 3)
    who = pick(EN_NAMES) if lang == "en" else pick(KO_PEOPLE)
    if mode == 0:
        rname, r = pick(CHAT_RENDERERS)
        text, fl, _ = r(items, c, lang)
        rn = {"markdown table": ("table", "표"), "chat message": ("chat message", "채팅 메시지"),
              "pasted e-mail": ("e-mail", "메일")}[rname][0 if lang == "en" else 1]
        mc, les, ask = place(c, "chat", fence(text, fl, False), p_mc=0.7, who=who, rn=rn)
        return mk(lang, "token: %s %s in %s" % (v["name"], v["what"], rname), mc, les, ask, secrets)
    i = rint(0, len(keys) - 1)
    val = secrets[i]
    qv = pick([val, "`%s`" % val, "\"%s\"" % val]) if '"' not in val else val
    d = dict(who=who, val=val, qv=qv, key=keys[i])
    P_ = CHAT_INLINE[lang]
    if mode == 1:
        mc = fill(pick(P_["mc"]), **dict(c, **d))
        les = PRP(c, "cfg", "les", file=("the shell profile" if lang == "en" else "셸 프로필"), key=keys[i])
        ask = PRP(c, "cfg", "ask", file=("the shell profile" if lang == "en" else "셸 프로필"))
        cat = "token: %s %s inline in prose" % (v["name"], v["what"])
    elif mode == 2:
        mc = PRP(c, "http", "mc", code="401")
        mc = mc.rstrip(":") + ("." if mc.endswith(":") else "")
        les = fill(pick(P_["les"]), **dict(c, **d))
        ask = PRP(c, "chat", "ask", who=who, rn=("thread" if lang == "en" else "스레드"))
        cat = "token: %s %s inline in lesson" % (v["name"], v["what"])
    else:
        mc = PRP(c, "cfg", "mc", file=("the old host" if lang == "en" else "예전 서버"))
        mc = mc.rstrip(":") + ("." if mc.endswith(":") else "")
        les = PRP(c, "cfg", "les", file=("the env file" if lang == "en" else "env 파일"), key=keys[i])
        ask = fill(pick(P_["ask"]), **dict(c, **d))
        cat = "token: %s %s only inside the question" % (v["name"], v["what"])
    return mk(lang, cat, mc, les, ask, [val])


def s_vfile(lang, v):
    c = ctx(v, lang)
    full = v["make"]()
    items, secrets, keys = _split(full)
    fn = VFILES[v["key"]]
    if isinstance(fn, list):
        fn = pick(fn)
    text, fl, fname = fn({k: val for k, val, _ in full}, c)
    secrets = [s for s in secrets if s in text]
    tool = {"npm": "npm", "pypi": "twine", "crates": "cargo", "rubygems": "gem", "dockerhub": "docker",
            "gh_oauth": "gh", "gh_classic": "git", "gh_fine": "composer", "gitlab": "git", "tfc": "terraform",
            "vault": "vault", "k8s": "kubectl", "azure_devops": "dotnet nuget", "jfrog": "gradle",
            "sentry": "sentry-cli", "datadog": "datadog-agent", "heroku": "heroku", "dropbox": "rclone",
            "alibaba": "aliyun", "tencent": "tccli", "ncp": "s3cmd", "bitbucket": "git", "doppler": "doppler",
            "pulumi": "pulumi", "age": "sops", "azure_storage": "azcopy", "stripe": "stripe",
            "aws": "aws", "aws_sts": "aws"}[v["key"]]
    file = fname or ("the login output" if lang == "en" else "로그인 출력")
    mc, les, ask = place(c, "vfile", fence(text, fl, False), p_mc=0.7, tool=tool, file=file)
    return mk(lang, "token: %s %s in %s" % (v["name"], v["what"], fname or "CLI output"), mc, les, ask, secrets)


VFAM_PRED = {"s_cfg": None, "s_code": None, "s_log": None, "s_chat": None,
             "s_http": lambda v: v["req"] is not None,
             "s_vfile": lambda v: v["key"] in VFILES}


# ----------------------------------------------------------------------------------------------
# part 5c: passwords in commands and connection strings
# ----------------------------------------------------------------------------------------------
def upw(pw):
    """password as it must be written inside a URL (percent-encoded when needed)."""
    return urllib.parse.quote(pw, safe="")


def host():
    return pick(["db-%s.%s" % (pick(["01", "02", "main", "ro"]), pick(DOMAINS)), ip4(),
                 "%s.%s" % (pick(["mysql", "pg", "mongo", "redis", "mq", "nas", "ldap", "files"]), pick(DOMAINS))])


def user():
    return pick(["root", "admin", "postgres", "sa", "app", "deploy", "svc_%s" % pick(["etl", "api", "batch"]),
                 pick(EN_NAMES + KO_ROMAN), "readonly", "backup"])


def sq(pw):
    """shell-quote a password the way people do: bare when harmless, else single quotes."""
    if all(ch in AN + "_-.@%+=,:/" for ch in pw) and chance(0.5):
        return pw
    return "'" + pw + "'"


# each builder: (pw, u, h) -> (command text, [extra secrets], tool)
def cb_mysql_attached(pw, u, h):
    return "mysql -u %s -p%s -h %s %s" % (u, sq(pw), h, pick(["orders", "app", "crm"])), [], "mysql"


def cb_mysql_long(pw, u, h):
    return "mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, sq(pw)), [], "mysql"


def cb_mysqldump(pw, u, h):
    return "mysqldump -h %s -u %s -p%s --single-transaction --all-databases | gzip > /backup/all-$(date +%%F).sql.gz" % (h, u, sq(pw)), [], "mysqldump"


def cb_pgpassword(pw, u, h):
    return "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (sq(pw), h, u, pick(["app", "analytics", "billing"])), [], "psql"


def cb_sshpass(pw, u, h):
    return "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl status nginx'" % (sq(pw), u, h), [], "sshpass"


def cb_curl_u(pw, u, h):
    return "curl -u %s:%s https://%s/api/v1/status" % (u, sq(pw) if chance(0.5) else pw if all(ch in AN + "_-.+=" for ch in pw) else sq(pw), h), [], "curl"


def cb_redis(pw, u, h):
    return "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, sq(pw)), [], "redis-cli"


def cb_docker_login(pw, u, h):
    return "docker login registry.%s -u %s -p %s" % (pick(DOMAINS), u, sq(pw)), [], "docker"


def cb_htpasswd(pw, u, h):
    return "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, sq(pw)), [], "htpasswd"


def cb_smbclient(pw, u, h):
    return "smbclient //%s/share -U 'CORP\\%s%%%s' -c 'ls'" % (h, u, pw), [], "smbclient"


def cb_netuse(pw, u, h):
    return "net use Z: \\\\%s\\deploy %s /user:CORP\\%s /persistent:no" % (h, pw, u), [], "net use"


def cb_lftp(pw, u, h):
    return "lftp -u %s,%s sftp://%s -e 'mirror --reverse ./dist /var/www/html; bye'" % (u, pw, h), [], "lftp"


def cb_wget(pw, u, h):
    return "wget --user=%s --password=%s https://%s/nightly/build.tar.gz" % (u, sq(pw), h), [], "wget"


def cb_openssl(pw, u, h):
    return "openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout pass:%s" % pw, [], "openssl"


def cb_keytool(pw, u, h):
    return ("keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -srcstorepass %s "
            "-destkeystore app.jks -deststorepass %s" % (sq(pw), sq(pw))), [], "keytool"


def cb_zip(pw, u, h):
    return "zip -P %s -r export_%d.zip ./reports" % (sq(pw), rint(2024, 2025)), [], "zip"


def cb_7z(pw, u, h):
    return "7z a -p%s -mhe=on db_backup.7z ./dump/" % sq(pw), [], "7z"


def cb_rabbit(pw, u, h):
    return "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, sq(pw), u), [], "rabbitmqctl"


def cb_kubectl(pw, u, h):
    return ("kubectl create secret generic %s-db -n %s --from-literal=username=%s --from-literal=password=%s"
            % (pick(SVCS), pick(ENVS), u, sq(pw))), [], "kubectl"


def cb_sqlcmd(pw, u, h):
    return "sqlcmd -S %s,1433 -U %s -P %s -Q \"SELECT name FROM sys.databases\"" % (h, u, sq(pw)), [], "sqlcmd"


def cb_ldapsearch(pw, u, h):
    return ("ldapsearch -x -H ldap://%s -D \"cn=%s,dc=example,dc=com\" -w %s -b \"ou=people,dc=example,dc=com\" \"(uid=%s)\""
            % (h, u, sq(pw), pick(EN_NAMES))), [], "ldapsearch"


def cb_ansible(pw, u, h):
    return "ansible-playbook -i inventory/%s site.yml -e \"ansible_become_pass=%s\"" % (pick(ENVS), pw), [], "ansible-playbook"


def cb_sudo(pw, u, h):
    return "echo %s | sudo -S systemctl restart %s" % (sq(pw), pick(SVCS)), [], "sudo"


def cb_mosquitto(pw, u, h):
    return "mosquitto_pub -h %s -p 8883 -u %s -P %s -t 'sensors/test' -m ping" % (h, u, sq(pw)), [], "mosquitto_pub"


def cb_vault_login(pw, u, h):
    return "vault login -method=userpass username=%s password=%s" % (u, sq(pw)), [], "vault"


def cb_az(pw, u, h):
    return "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), sq(pw), uuid4()), [], "az"


def cb_mysqladmin(pw, u, h):
    new = pw_service(CMD_AVOID)
    return "mysqladmin -u root -p%s password %s" % (sq(pw), sq(new)), [new], "mysqladmin"


def cb_chpasswd(pw, u, h):
    return "echo '%s:%s' | sudo chpasswd" % (u, pw), [], "chpasswd"


def cb_ipmitool(pw, u, h):
    return "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, sq(pw)), [], "ipmitool"


def cb_snmp(pw, u, h):
    pw2 = pw_service(CMD_AVOID)
    return ("snmpwalk -v3 -l authPriv -u %s -a SHA -A %s -x AES -X %s %s 1.3.6.1.2.1.1"
            % (u, sq(pw), sq(pw2), h)), [pw2], "snmpwalk"


def cb_cmdkey(pw, u, h):
    return "cmdkey /add:%s /user:CORP\\%s /pass:%s" % (h, u, pw), [], "cmdkey"


def cb_pscred(pw, u, h):
    return ("$cred = New-Object System.Management.Automation.PSCredential('CORP\\%s', (ConvertTo-SecureString '%s' -AsPlainText -Force))\n"
            "Enter-PSSession -ComputerName %s -Credential $cred" % (u, pw, h)), [], "PowerShell"


def cb_rsync(pw, u, h):
    return "RSYNC_PASSWORD=%s rsync -av ./public/ rsync://%s@%s/www/" % (sq(pw), u, h), [], "rsync"


def cb_influx(pw, u, h):
    return "influx -host %s -username %s -password %s -execute 'SHOW DATABASES'" % (h, u, sq(pw)), [], "influx"


def cb_mongodump(pw, u, h):
    return "mongodump --host %s --username %s --password %s --authenticationDatabase admin --out /backup" % (h, u, sq(pw)), [], "mongodump"


def cb_pg_basebackup(pw, u, h):
    return "pg_dump \"host=%s port=5432 user=%s password=%s dbname=app sslmode=require\" -Fc -f app.dump" % (h, u, pw), [], "pg_dump"


def cb_sql_create(pw, u, h):
    return "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON app.* TO '%s'@'%%';" % (u, pw, u), [], "mysql"


def cb_sql_alter(pw, u, h):
    return "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-01-01';" % (u, pw), [], "psql"


def cb_curl_form(pw, u, h):
    return "curl -s -c cookies.txt -d 'username=%s&password=%s' https://%s/login" % (u, pw, h), [], "curl"


def cb_curl_json(pw, u, h):
    return "curl -s -X POST https://%s/api/auth/login -H 'Content-Type: application/json' -d '{\"username\": \"%s\", \"password\": \"%s\"}'" % (h, u, pw), [], "curl"


CMD_BUILDERS = [cb_sql_create, cb_sql_alter, cb_curl_form, cb_curl_json, cb_mysql_attached, cb_mysql_long, cb_mysqldump, cb_pgpassword, cb_sshpass, cb_curl_u, cb_redis,
                cb_docker_login, cb_htpasswd, cb_smbclient, cb_netuse, cb_lftp, cb_wget, cb_openssl, cb_keytool,
                cb_zip, cb_7z, cb_rabbit, cb_kubectl, cb_sqlcmd, cb_ldapsearch, cb_ansible, cb_sudo, cb_mosquitto,
                cb_vault_login, cb_az, cb_mysqladmin, cb_chpasswd, cb_ipmitool, cb_snmp, cb_cmdkey, cb_pscred,
                cb_rsync, cb_influx, cb_mongodump, cb_pg_basebackup]
CMD_AVOID = "'\"\\` $!;&|<>()%,{}[]*?#~"

PR["cmd"] = {
    "en": {"mc": ["I didn't know the {tool} credentials for {h}; the user pasted the command they normally run:",
                  "The runbook for {svc} had no login details for {h}. From the user's shell history:",
                  "I was asked to {task}; the only working example of connecting to {h} was this command:",
                  "The {env} backup failed and I didn't know which account it used. The cron entry ran:"],
           "les": ["Passwords on the command line end up in shell history and in `ps` output; {tool} can read them from a file or prompt instead.",
                   "{tool} treats everything after the flag as the password, so quoting matters when it has special characters.",
                   "The account used by {tool} on {h} is shared by several jobs; changing it breaks all of them at once.",
                   "Running this from CI prints the full command when tracing is on, so the password lands in the job log."],
           "ask": ["Can you give me a dedicated {tool} account for {h} instead of this shared one?",
                   "Where should the {tool} password for {h} live so I don't need it inline next time?",
                   "Should I rotate the {h} password now that it is in the notes?",
                   "Is {u} still the right account on {h}?"]},
    "ko": {"mc": ["{h}의 {tool} 접속 정보를 몰랐는데, 사용자가 평소 쓰는 명령을 붙여 줬다:",
                  "{svc} 런북에 {h} 로그인 정보가 없었다. 사용자의 셸 히스토리에서 찾은 명령:",
                  "{task|을} 하는데, {h}에 접속하는 예시는 이 명령 하나뿐이었다:",
                  "{env} 백업이 실패했는데 어떤 계정을 쓰는지 몰랐다. 크론에 등록된 명령:"],
           "les": ["명령줄에 넣은 비밀번호는 셸 히스토리와 `ps` 출력에 남는다. {tool|은} 파일이나 프롬프트로 받을 수 있다.",
                   "{tool|은} 플래그 뒤의 문자열 전체를 비밀번호로 본다. 특수문자가 있으면 따옴표 처리가 중요하다.",
                   "{h}의 {tool} 계정은 여러 잡이 같이 쓴다. 바꾸면 전부 한꺼번에 깨진다.",
                   "CI에서 트레이싱을 켜고 실행하면 명령 전체가 출력되어 비밀번호가 잡 로그에 남는다."],
           "ask": ["이 공용 계정 말고 {h} 전용 {tool} 계정을 받을 수 있을까요?",
                   "다음에는 명령에 직접 넣지 않도록 {h} 비밀번호를 어디에 두면 될까요?",
                   "노트에 남았으니 {h} 비밀번호를 지금 바꿀까요?",
                   "{h}에서 아직 {u} 계정을 쓰는 게 맞나요?"]}}


def s_cmdpw(lang):
    c = ctx(None, lang)
    b = pick(CMD_BUILDERS)
    kind, pw = any_pw(CMD_AVOID, lang=lang)
    if len(pw) < 8:
        raise Retry()
    u, h = user(), host()
    cmd, extra, tool = b(pw, u, h)
    if pw not in cmd:
        raise Retry()
    cmdtxt = cmd if chance(0.6) else "$ " + cmd
    mc, les, ask = place(c, "cmd", fence(cmdtxt, "bash"), p_mc=0.65, tool=tool, h=h, u=u)
    return mk(lang, "password (%s) in %s command (%s)" % (kind, tool, b.__name__[3:]), mc, les, ask, [pw] + extra)


# connection strings: (pw, u, h) -> (dsn text, secret as written, scheme label)
def cs_postgres(pw, u, h):
    e = upw(pw)
    return "%s://%s:%s@%s:5432/%s?sslmode=require" % (pick(["postgres", "postgresql", "postgresql+asyncpg", "postgresql+psycopg"]), u, e, h, pick(["app", "billing", "analytics"])), e, "PostgreSQL URL"


def cs_mysql(pw, u, h):
    e = upw(pw)
    return "%s://%s:%s@%s:3306/%s?charset=utf8mb4" % (pick(["mysql", "mysql+pymysql", "mysql2"]), u, e, h, pick(["shop", "crm", "wordpress"])), e, "MySQL URL"


def cs_mongo(pw, u, h):
    e = upw(pw)
    return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(ANL, 5), pick(["prod", "events", "users"])), e, "MongoDB SRV URL"


def cs_redis(pw, u, h):
    e = upw(pw)
    if chance(0.5):
        return "redis://:%s@%s:6379/0" % (e, h), e, "Redis URL"
    return "rediss://default:%s@%s-%d.upstash.io:6379" % (e, pick(WORDS), rint(10000, 99999)), e, "Redis TLS URL"


def cs_amqp(pw, u, h):
    e = upw(pw)
    return "amqp://%s:%s@%s:5672/%s" % (u, e, h, pick(["%2F", "orders", "events"])), e, "AMQP URL"


def cs_jdbc_pg(pw, u, h):
    if any(ch in pw for ch in "&=?#; "):
        raise Retry()
    return "jdbc:postgresql://%s:5432/app?user=%s&password=%s&ssl=true" % (h, u, pw), pw, "JDBC PostgreSQL"


def cs_jdbc_sqlserver(pw, u, h):
    if any(ch in pw for ch in ";={} "):
        raise Retry()
    return "jdbc:sqlserver://%s:1433;databaseName=erp;user=%s;password=%s;encrypt=true;trustServerCertificate=true" % (h, u, pw), pw, "JDBC SQL Server"


def cs_adonet(pw, u, h):
    if any(ch in pw for ch in ";='\""):
        raise Retry()
    return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (h, pick(["Erp", "Hr", "Sales"]), u, pw), pw, "ADO.NET connection string"


def cs_oracle(pw, u, h):
    if any(ch in pw for ch in "@/ \"'"):
        raise Retry()
    return "%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), pw, "Oracle EZConnect"


def cs_smtp(pw, u, h):
    e = upw(pw)
    return "smtp://%s%%40example.com:%s@smtp.%s:587" % (u, e, pick(DOMAINS)), e, "SMTP URL"


def cs_ftp(pw, u, h):
    e = upw(pw)
    return "ftp://%s:%s@%s/incoming/" % (u, e, h), e, "FTP URL"


def cs_kafka(pw, u, h):
    if '"' in pw or "\\" in pw:
        raise Retry()
    return ('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";'
            % (u, pw)), pw, "Kafka SASL JAAS"


def cs_clickhouse(pw, u, h):
    e = upw(pw)
    return "clickhouse://%s:%s@%s:9000/events?secure=true" % (u, e, h), e, "ClickHouse URL"


def cs_elastic(pw, u, h):
    e = upw(pw)
    return "https://elastic:%s@%s:9200" % (e, h), e, "Elasticsearch URL"


def cs_snowflake(pw, u, h):
    e = upw(pw)
    return "snowflake://%s:%s@acme-%s/ANALYTICS/PUBLIC?warehouse=COMPUTE_WH&role=LOADER" % (u.upper(), e, rs(ANL, 7)), e, "Snowflake URL"


def cs_neo4j(pw, u, h):
    e = upw(pw)
    return "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (e, hexs(8)), e, "Neo4j URL"


def cs_nats(pw, u, h):
    e = upw(pw)
    return "nats://%s:%s@%s:4222" % (u, e, h), e, "NATS URL"


def cs_libpq(pw, u, h):
    if any(ch in pw for ch in " '\\"):
        raise Retry()
    return "host=%s port=5432 dbname=app user=%s password=%s sslmode=verify-full" % (h, u, pw), pw, "libpq keyword DSN"


CONN_BUILDERS = [cs_postgres, cs_mysql, cs_mongo, cs_redis, cs_amqp, cs_jdbc_pg, cs_jdbc_sqlserver, cs_adonet,
                 cs_oracle, cs_smtp, cs_ftp, cs_kafka, cs_clickhouse, cs_elastic, cs_snowflake, cs_neo4j,
                 cs_nats, cs_libpq]


def conn_wrap(dsn, c, scheme):
    """put a DSN into a container; returns (text, fence lang, file)."""
    ok = [0, 1, 4, 7]
    if scheme.startswith("JDBC"):
        ok += [3, 3]
    if scheme in ("PostgreSQL URL", "MySQL URL", "Snowflake URL", "ClickHouse URL"):
        ok += [5, 6]
    if scheme in ("ADO.NET connection string", "PostgreSQL URL", "MongoDB SRV URL", "Redis URL"):
        ok += [2]
    if scheme.startswith("Kafka"):
        ok = [8]
    k = pick(ok)
    if k == 8:
        return ("bootstrap.servers=%s:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n%s"
                % (host(), dsn)), "properties", "client.properties"
    var = pick(["DATABASE_URL", "DB_URL", "SQLALCHEMY_DATABASE_URI", "CONNECTION_STRING", "DSN", "BROKER_URL"])
    if k == 0:
        return "%s=%s" % (var, dsn), "dotenv", ".env"
    if k == 1:
        if "'" in dsn:
            raise Retry()
        return "export %s='%s'" % (var, dsn), "bash", "~/.profile"
    if k == 2:
        if '"' in dsn:
            raise Retry()
        return '{\n  "ConnectionStrings": {\n    "Default": "%s"\n  }\n}' % dsn, "json", "appsettings.json"
    if k == 3:
        return "spring:\n  datasource:\n    url: %s" % q_yaml(dsn), "yaml", "application.yml"
    if k == 4:
        return ("%s ERROR [%s] could not connect to %s: connection refused (retrying in 5s)"
                % (ts_log(), c["svc"], dsn)), "", None
    if k == 5:
        if '"' in dsn:
            raise Retry()
        return 'engine = create_engine("%s", pool_pre_ping=True)' % dsn, "python", "db.py"
    if k == 6:
        return "[alembic]\nscript_location = migrations\nsqlalchemy.url = %s" % dsn, "ini", "alembic.ini"
    if '"' in dsn or "$" in dsn:
        raise Retry()
    return "services:\n  %s:\n    environment:\n      %s: \"%s\"" % (c["svc"], var, dsn), "yaml", "docker-compose.yml"


PR["conn"] = {
    "en": {"mc": ["I didn't know which database {svc} uses in {env}. The user pasted the connection string:",
                  "{svc} could not reach its {scheme} target after the move, and I had no idea what it was configured with:",
                  "The migration for {svc} needed the {env} DSN; it was in {file}:",
                  "Nobody had told me the {env} database of {svc} moved hosts; the old config still had this:"],
           "les": ["Special characters in a password must be percent-encoded inside a URL, otherwise the driver splits it at '@' or ':'.",
                   "The {scheme} form ignores the separate password setting when the URL already contains one.",
                   "{svc} logs the full DSN on connection failure; the log line needs masking.",
                   "The {env} database only accepts TLS; without the ssl parameter the connection hangs instead of failing."],
           "ask": ["Can {svc} get its own database user in {env} instead of this shared one?",
                   "Should the connection string move to {store}, with only the host left in {file}?",
                   "Is it OK to rotate this database password during business hours?",
                   "Which host is the primary for {env} now?"]},
    "ko": {"mc": ["{env}에서 {svc|가} 어떤 DB를 쓰는지 몰랐다. 사용자가 연결 문자열을 붙여 줬다:",
                  "이전 후 {svc|가} {scheme} 대상에 붙지 못했는데, 설정이 어떻게 되어 있는지 전혀 몰랐다:",
                  "{svc} 마이그레이션에 {env} DSN이 필요했는데 {file}에 있었다:",
                  "{svc}의 {env} DB 호스트가 바뀌었다는 걸 몰랐다. 예전 설정에는 아직 이게 남아 있었다:"],
           "les": ["URL 안의 비밀번호에 특수문자가 있으면 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 '@'나 ':'에서 잘라 버린다.",
                   "URL에 이미 비밀번호가 있으면 {scheme} 형식에서는 별도 password 설정이 무시된다.",
                   "{svc|는} 연결 실패 시 DSN 전체를 로그에 남긴다. 그 로그 라인은 마스킹이 필요하다.",
                   "{env} DB는 TLS만 받는다. ssl 파라미터가 없으면 실패하지 않고 멈춘다."],
           "ask": ["이 공용 계정 대신 {env}에서 {svc} 전용 DB 사용자를 만들 수 있을까요?",
                   "연결 문자열은 {store|으로} 옮기고 {file}에는 호스트만 남길까요?",
                   "업무 시간에 이 DB 비밀번호를 교체해도 괜찮을까요?",
                   "지금 {env}의 primary 호스트는 어디인가요?"]}}


def s_connstr(lang):
    c = ctx(None, lang)
    b = pick(CONN_BUILDERS)
    kinds = None if chance(0.8) else ["hangul"]
    kind, pw = any_pw(" \"'\\`", kinds=kinds, lang=lang)
    dsn, sec, scheme = b(pw, user(), host())
    text, fl, fname = conn_wrap(dsn, c, scheme)
    file = fname or ("the log" if lang == "en" else "로그")
    mc, les, ask = place(c, "conn", fence(text, fl), p_mc=0.7, scheme=scheme, file=file)
    enc = " percent-encoded" if sec != pw else ""
    return mk(lang, "password (%s%s) in %s" % (kind, enc, scheme), mc, les, ask, [sec])


# ----------------------------------------------------------------------------------------------
# part 5d: passwords in config files, in prose and chat, Hangul passwords
# ----------------------------------------------------------------------------------------------
def pc_spring_props(pw, u, h):
    return ("spring.datasource.url=jdbc:mysql://%s:3306/shop\nspring.datasource.username=%s\nspring.datasource.password=%s\nspring.jpa.open-in-view=false"
            % (h, u, plain_ok(pw))), "properties", "application-%s.properties" % pick(ENVS), "Spring datasource"


def pc_spring_yaml(pw, u, h):
    return ("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/app\n    username: %s\n    password: %s"
            % (h, u, q_yaml(pw))), "yaml", "application.yml", "Spring datasource YAML"


def pc_django(pw, u, h):
    return ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n"
            "        'USER': '%s',\n        'PASSWORD': %s,\n        'HOST': '%s',\n    }\n}" % (u, q_sq(pw), h)), "python", "settings/production.py", "Django DATABASES"


def pc_mycnf(pw, u, h):
    return "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, plain_ok(pw), h), "ini", "~/.my.cnf", "MySQL option file"


def pc_pgpass(pw, u, h):
    if ":" in pw or "\\" in pw:
        raise Retry()
    return "%s:5432:*:%s:%s" % (h, u, pw), "", "~/.pgpass", ".pgpass"


def pc_ansible_inv(pw, u, h):
    if " " in pw or "'" in pw or '"' in pw:
        raise Retry()
    return ("[web]\n%s ansible_user=%s ansible_ssh_pass=%s\n%s ansible_user=%s ansible_become_password=%s"
            % (h, u, pw, ip4(), u, pw)), "ini", "inventory/%s.ini" % pick(ENVS), "Ansible inventory"


def pc_maven(pw, u, h):
    return ("<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>"
            % (u, q_xml(pw))), "xml", "~/.m2/settings.xml", "Maven settings.xml"


def pc_wpconfig(pw, u, h):
    return ("define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', %s );\ndefine( 'DB_HOST', '%s' );"
            % (u, q_sq(pw), h)), "php", "wp-config.php", "wp-config.php"


def pc_laravel(pw, u, h):
    return ("DB_CONNECTION=mysql\nDB_HOST=%s\nDB_PORT=3306\nDB_DATABASE=laravel\nDB_USERNAME=%s\nDB_PASSWORD=%s"
            % (h, u, q_sq(pw) if any(ch in pw for ch in " #$\"") else pw)), "dotenv", ".env", "Laravel .env"


def pc_redisconf(pw, u, h):
    if " " in pw or '"' in pw:
        raise Retry()
    return "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmasterauth %s" % (pw, pw), "", "/etc/redis/redis.conf", "redis.conf requirepass"


def pc_pgbouncer(pw, u, h):
    if '"' in pw:
        raise Retry()
    return '"%s" "%s"' % (u, pw), "", "/etc/pgbouncer/userlist.txt", "pgbouncer userlist"


def pc_grafana(pw, u, h):
    return "[security]\nadmin_user = %s\nadmin_password = %s\ndisable_gravatar = true" % (u, plain_ok(pw)), "ini", "grafana.ini", "grafana.ini admin password"


def pc_compose_db(pw, u, h):
    if "$" in pw:
        raise Retry()
    img, var = pick([("postgres:16", "POSTGRES_PASSWORD"), ("mysql:8.4", "MYSQL_ROOT_PASSWORD"),
                     ("mariadb:11", "MARIADB_ROOT_PASSWORD"), ("minio/minio", "MINIO_ROOT_PASSWORD"),
                     ("quay.io/keycloak/keycloak:25.0", "KEYCLOAK_ADMIN_PASSWORD"), ("rabbitmq:3-management", "RABBITMQ_DEFAULT_PASS")])
    return "services:\n  db:\n    image: %s\n    environment:\n      %s: %s" % (img, var, q_yaml(pw)), "yaml", "docker-compose.yml", "compose %s" % var


def pc_tomcat(pw, u, h):
    return ('<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="%s" password="%s" roles="manager-gui"/>\n</tomcat-users>'
            % (u, q_xml(pw))), "xml", "conf/tomcat-users.xml", "tomcat-users.xml"


def pc_postfix(pw, u, h):
    app = " ".join(rs(LO, 4) for _ in range(4))
    return "[smtp.gmail.com]:587 %s@gmail.com:%s" % (pick(EN_NAMES + KO_ROMAN), app), "", "/etc/postfix/sasl_passwd", "Gmail app password in sasl_passwd", app


def pc_nextcloud(pw, u, h):
    return ("$CONFIG = array (\n  'dbtype' => 'mysql',\n  'dbhost' => '%s',\n  'dbuser' => '%s',\n  'dbpassword' => %s,\n);"
            % (h, u, q_sq(pw))), "php", "config/config.php", "Nextcloud config.php"


def pc_openvpn(pw, u, h):
    return "%s\n%s" % (u, pw), "", "/etc/openvpn/client/auth.txt", "OpenVPN auth-user-pass file"


def pc_kibana(pw, u, h):
    return ("elasticsearch.hosts: [\"https://%s:9200\"]\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: %s"
            % (h, q_yaml(pw))), "yaml", "kibana.yml", "kibana.yml"


def pc_jenkins_casc(pw, u, h):
    return ("jenkins:\n  securityRealm:\n    local:\n      users:\n        - id: \"%s\"\n          password: %s"
            % (u, q_yaml(pw))), "yaml", "jenkins.yaml", "Jenkins CasC local user"


def pc_filezilla(pw, u, h):
    e = b64(pw.encode())
    return ("<Server>\n  <Host>%s</Host>\n  <Port>21</Port>\n  <User>%s</User>\n  <Pass encoding=\"base64\">%s</Pass>\n</Server>"
            % (h, u, e)), "xml", "sitemanager.xml", "FileZilla base64 password", e


PW_CFG_BUILDERS = [pc_spring_props, pc_spring_yaml, pc_django, pc_mycnf, pc_pgpass, pc_ansible_inv, pc_maven,
                   pc_wpconfig, pc_laravel, pc_redisconf, pc_pgbouncer, pc_grafana, pc_compose_db, pc_tomcat,
                   pc_postfix, pc_nextcloud, pc_openvpn, pc_kibana, pc_jenkins_casc, pc_filezilla]

PR["pwcfg"] = {
    "en": {"mc": ["I didn't know how {svc} logs in to {h}; the credentials were in {file}:",
                  "The {env} host was rebuilt and {what} stopped working. The user sent the old {file}:",
                  "I was asked to {task} and had to find the account it uses. {file} had it:",
                  "The onboarding doc just said 'see {file}'. The file on the shared server reads:"],
           "les": ["{file} is world-readable on that host; it should be 0600 and owned by the service user.",
                   "{what} reads {file} once at start-up, so a password change needs a restart.",
                   "The same password is used on {h} and in {env}; rotating one silently breaks the other.",
                   "Keep {file} out of the image and mount it from {store} at runtime."],
           "ask": ["Can I move the password in {file} to {store}?",
                   "Who else uses the account in {file}?",
                   "Should I rotate this password after the migration, or is someone else doing it?",
                   "Is {file} backed up anywhere unencrypted?"]},
    "ko": {"mc": ["{svc|가} {h}에 어떻게 로그인하는지 몰랐다. 자격 증명은 {file}에 있었다:",
                  "{env} 호스트를 다시 만든 뒤 {what|이} 동작하지 않았다. 사용자가 예전 {file|을} 보내줬다:",
                  "{task|을} 하려면 어떤 계정을 쓰는지 찾아야 했다. {file}에 있었다:",
                  "온보딩 문서에는 '{file} 참고'라고만 되어 있었다. 공유 서버의 파일 내용:"],
           "les": ["그 호스트에서 {file|은} 누구나 읽을 수 있다. 0600 권한에 서비스 사용자 소유여야 한다.",
                   "{what|은} 기동할 때 한 번만 {file|을} 읽는다. 비밀번호를 바꾸면 재시작해야 한다.",
                   "{h}와 {env}에서 같은 비밀번호를 쓴다. 하나만 바꾸면 다른 쪽이 조용히 깨진다.",
                   "{file|은} 이미지에 넣지 말고 실행 시 {store}에서 마운트해야 한다."],
           "ask": ["{file}의 비밀번호를 {store|으로} 옮겨도 될까요?",
                   "{file}에 있는 계정을 또 누가 쓰나요?",
                   "마이그레이션 후 이 비밀번호를 제가 교체할까요, 다른 분이 하시나요?",
                   "{file|이} 암호화 없이 어딘가에 백업되고 있나요?"]}}


def s_cfgpw(lang):
    c = ctx(None, lang)
    b = pick(PW_CFG_BUILDERS)
    kind, pw = any_pw("\"'\\`<>&", lang=lang)
    u, h = user(), host()
    out = b(pw, u, h)
    text, fl, fname, label = out[:4]
    sec = [out[4]] if len(out) > 4 else [pw]
    if len(out) > 4:
        kind = "generated"
    mc, les, ask = place(c, "pwcfg", fence(text, fl, False), p_mc=0.6, file=fname, h=h,
                         what=label.split()[0])
    return mk(lang, "password (%s) in %s" % (kind, label), mc, les, ask, sec)


THINGS = [("office NAS admin page", "사무실 NAS 관리자 페이지", "https://nas.%s:5001" % "corp.example.net"),
          ("router admin UI", "공유기 관리자 페이지", "http://192.168.0.1"),
          ("shared test Google account", "테스트용 공용 구글 계정", "qa.devices@example.com"),
          ("Apple ID on the QA iPhone", "QA 아이폰의 Apple ID", "qa-iphone@example.com"),
          ("Jenkins admin user", "Jenkins admin 계정", "https://ci.internal.example.com"),
          ("WordPress admin", "워드프레스 관리자 계정", "https://blog.example.com/wp-admin"),
          ("on-call VPN account", "당직자 VPN 계정", "vpn.corp.example.net"),
          ("intern's laptop login", "인턴 노트북 로그인", "MBP-QA-07"),
          ("Grafana admin", "Grafana admin 계정", "https://grafana.internal.example.com"),
          ("staging Keycloak admin console", "스테이징 Keycloak 관리자 콘솔", "https://sso.staging.example.com/admin"),
          ("test merchant on the PG admin console", "PG사 관리자 콘솔의 테스트 가맹점 계정", "https://admin.pg.example.co.kr"),
          ("Windows build server Administrator", "윈도우 빌드 서버 Administrator 계정", "WIN-BUILD-02"),
          ("iDRAC console of db-01", "db-01 iDRAC 콘솔", "https://10.0.9.21"),
          ("company Zoom host account", "회사 Zoom 호스트 계정", "zoom-host@example.com"),
          ("Synology DSM of the design team", "디자인팀 시놀로지 DSM", "https://design-nas.corp.example.net:5001"),
          ("Unifi controller", "Unifi 컨트롤러", "https://unifi.corp.example.net:8443")]

HUMAN_FORMS = {
    "en": {"prose": ["The user said the password for the {thing} is {qpw}; the account is {u}.",
                     "The {thing} ({where}) is reachable as {u} with password {qpw} — the user gave me this for the {env} check.",
                     "I didn't know how to log in to the {thing}. The user replied: \"{u} / {pw}\"."],
           "block": ["Login details the user pasted for the {thing}:\nURL: {where}\nID: {u}\nPW: {pw}",
                     "From the shared onboarding page:\n- {thing}\n  - user: {u}\n  - password: {pw}"],
           "chat": ["[{t}] {who}: {thing} login is {u}, password {pw}\n[{t}] {who}: please don't change it, the QA team uses it too"],
           "les": ["The {thing} has a single shared account; any change has to be announced in the team channel first.",
                   "The password for the {thing} was the same as the one on the old wiki page, so that page also needs cleanup.",
                   "The {thing} locks the account after five failed attempts; ask before guessing.",
                   "Shared logins like {thing} should go to the team vault with a named owner."],
           "ask": ["Can you create a personal account for me on the {thing} instead of the shared one?",
                   "Who owns the {thing}, so I can ask for access next time?",
                   "Should I put the {thing} login into the team vault?",
                   "Is it okay that the {thing} password is now in my notes, or should it be changed?"]},
    "ko": {"prose": ["사용자가 {thing} 비밀번호는 {qpw}라고 알려줬다. 계정은 {u}이다.",
                     "{thing}({where})에는 {u} 계정, 비밀번호 {qpw} 로 들어갈 수 있다. {env} 점검용으로 사용자가 줬다.",
                     "{thing}에 로그인하는 방법을 몰랐다. 사용자 답변: \"{u} / {pw}\""],
           "block": ["사용자가 붙여 준 {thing} 접속 정보:\nURL: {where}\n아이디: {u}\n비번: {pw}",
                     "공유 온보딩 페이지 내용:\n- {thing}\n  - 아이디: {u}\n  - 비밀번호: {pw}"],
           "chat": ["[{t}] {who}: {thing|은} {u} / {pw} 로 들어가시면 돼요\n[{t}] {who}: QA팀도 쓰니까 바꾸지는 말아주세요"],
           "les": ["{thing|은} 공용 계정 하나뿐이다. 바꾸려면 먼저 팀 채널에 공지해야 한다.",
                   "{thing} 비밀번호가 예전 위키 페이지에 있던 것과 같았다. 그 페이지도 정리해야 한다.",
                   "{thing|은} 다섯 번 틀리면 계정이 잠긴다. 추측하지 말고 먼저 물어볼 것.",
                   "{thing} 같은 공용 로그인은 담당자를 정해서 팀 볼트에 넣어야 한다."],
           "ask": ["공용 계정 말고 {thing}에 제 개인 계정을 만들어 주실 수 있나요?",
                   "다음에 권한을 요청하려면 {thing} 담당자가 누구인가요?",
                   "{thing} 로그인 정보를 팀 볼트에 넣어 둘까요?",
                   "{thing} 비밀번호가 제 노트에 남았는데, 바꿔야 할까요?"]}}


def _human_note(lang, kinds, tag):
    c = ctx(None, lang)
    th = pick(THINGS)
    thing = th[0] if lang == "en" else th[1]
    kind, pw = any_pw("\"`\\", kinds=kinds, lang=lang)
    u = pick(["admin", "qa", "root", pick(EN_NAMES + KO_ROMAN), "ops", "Administrator", "design"])
    who = pick(EN_NAMES) if lang == "en" else pick(KO_PEOPLE)
    t = "%02d:%02d" % (rint(8, 19), rint(0, 59))
    qpw = pick([pw, "`%s`" % pw, '"%s"' % pw])
    d = dict(c, thing=thing, where=th[2], pw=pw, qpw=qpw, u=u, who=who, t=t)
    H = HUMAN_FORMS[lang]
    form = pick(["prose", "block", "chat"])
    body = fill(pick(H[form]), **d)
    les = fill(pick(H["les"]), **d)
    ask = fill(pick(H["ask"]), **d)
    lead = fill(pick(["Task: {task}.", "While trying to {task}, I got stuck at a login screen.",
                      "I needed access to the {thing} to finish the {env} check."] if lang == "en" else
                     ["작업: {task}.", "{task} 중에 로그인 화면에서 막혔다.", "{env} 점검을 끝내려면 {thing} 접근이 필요했다."]), **d)
    if form == "prose" and chance(0.35):
        mc, les = lead, join(les, body)
    else:
        mc = join(lead, body) if chance(0.7) else body
    return mk(lang, "password (%s) of %s %s" % (kind, th[0], tag % form), mc, les, ask, [pw])


def s_humanpw(lang):
    return _human_note(lang, ["human", "passphrase", "punct", "korean-keyboard", "human"], "in %s")


def s_hangulpw(lang):
    k = rint(0, 4)
    kinds = ["hangul", "korean-keyboard"]
    if k <= 1:
        return _human_note(lang, kinds, "(Korean) in %s")
    c = ctx(None, lang)
    kind, pw = any_pw("\"'\\`<>&$ ;#:", kinds=kinds, lang=lang)
    u, h = user(), host()
    if k == 2:
        b = pick([cb_mysql_long, cb_sshpass, cb_redis, cb_docker_login, cb_kubectl, cb_sqlcmd, cb_wget, cb_zip])
        cmd, extra, tool = b(pw, u, h)
        if "'" + pw + "'" not in cmd and not chance(0.3):
            cmd = cmd.replace(pw, "'" + pw + "'")
        mc, les, ask = place(c, "cmd", fence(cmd, "bash"), tool=tool, h=h, u=u)
        return mk(lang, "password (%s) in %s command (%s)" % (kind, tool, b.__name__[3:]), mc, les, ask, [pw] + extra)
    if k == 3:
        b = pick([pc_spring_props, pc_django, pc_mycnf, pc_laravel, pc_grafana, pc_compose_db, pc_openvpn, pc_kibana])
        text, fl, fname, label = b(pw, u, h)[:4]
        mc, les, ask = place(c, "pwcfg", fence(text, fl, False), file=fname, h=h, what=label.split()[0])
        return mk(lang, "password (%s) in %s" % (kind, label), mc, les, ask, [pw])
    b = pick([cs_postgres, cs_mysql, cs_redis, cs_amqp, cs_mongo])
    dsn, sec, scheme = b(pw, u, h)
    text, fl, fname = conn_wrap(dsn, c, scheme)
    mc, les, ask = place(c, "conn", fence(text, fl), scheme=scheme, file=fname or "the log")
    return mk(lang, "password (%s percent-encoded) in %s" % (kind, scheme), mc, les, ask, [sec])


# ----------------------------------------------------------------------------------------------
# part 5e: Basic headers, cookies, signed URLs
# ----------------------------------------------------------------------------------------------
def _basic_cred():
    k = rint(0, 6)
    if k == 0:
        return ("%s@example.com" % pick(EN_NAMES + KO_ROMAN), "ATATT3xFfGF0" + rs(B64U, 172) + "=" + rs(HEXU, 8),
                "Jira e-mail + API token", "https://acme.atlassian.net/rest/api/3/myself")
    if k == 1:
        sid = "AC" + hexs(32)
        return (sid, hexs(32), "Twilio SID + auth token", "https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json" % sid)
    if k == 2:
        return (pick(["live_sk_", "test_sk_"]) + rs(AN, 28), "", "Toss Payments secret key + ':'", "https://api.tosspayments.com/v1/payments/confirm")
    if k == 3:
        return (pick(["admin", "jenkins-bot", "ci"]), "11" + hexs(32), "Jenkins user + API token", "https://ci.internal.example.com/job/deploy/api/json")
    if k == 4:
        return (pick(["elastic", "kibana_system"]), pw_service(), "Elasticsearch user + password", "https://es.internal.example.com:9200/_cluster/health")
    if k == 5:
        return ("api", "key-" + hexs(32), "Mailgun api + key", "https://api.mailgun.net/v3/mg.example.com/messages")
    return (user(), any_pw(lang="en")[1], "user + password", "https://registry.internal.example.com/v2/_catalog")


def s_basic(lang):
    c = ctx(None, lang)
    u, pw, label, url = _basic_cred()
    mode = rint(0, 7)
    if mode in (4, 5):
        url = "https://registry.internal.example.com/v2/_catalog"
        u = pick(["ci-bot", "deploy", user()])
        if chance(0.5):
            pw, label = "dckr_pat_" + rs(B64U, 27), "Docker Hub user + PAT"
        else:
            pw, label = pw_service(), "registry user + password"
    VLOG.append(label)
    raw = u + ":" + pw
    blob = b64(raw.encode())
    secrets = [blob]
    if mode == 0:
        text, fl = "curl -s -H 'Authorization: Basic %s' %s" % (blob, url), "bash"
    elif mode == 1:
        uu = urllib.parse.urlsplit(url)
        text, fl = "GET %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (uu.path, uu.netloc, blob), "http"
    elif mode == 2:
        text, fl = "%s DEBUG [%s] -> GET %s {'Authorization': 'Basic %s', 'User-Agent': 'okhttp/4.12.0'}" % (ts_iso(), c["svc"], url, blob), ""
    elif mode == 3:
        text, fl = "location /api/ {\n    proxy_pass %s;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (url.rsplit("/", 1)[0] + "/", blob), "nginx"
    elif mode == 4:
        text, fl = ('{\n  "auths": {\n    "registry.internal.example.com": {\n      "auth": "%s"\n    }\n  }\n}' % blob), "json"
        label = "docker config.json auth (%s)" % label
    elif mode == 5:
        outer = b64(('{"auths":{"registry.internal.example.com":{"auth":"%s"}}}' % blob).encode())
        text, fl = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % outer), "yaml"
        secrets = [outer]
        label = "k8s dockerconfigjson (%s)" % label
    elif mode == 6:
        text, fl = ("headers = {\"Authorization\": \"Basic %s\", \"Accept\": \"application/json\"}\nr = httpx.get(\"%s\", headers=headers)" % (blob, url)), "python"
    else:
        text, fl = "Proxy-Authorization: Basic %s" % blob, "http"
        label = "proxy (%s)" % label
    show_raw = chance(0.25) and len(pw) >= 8 and mode != 5
    mc_en = ["I couldn't see how {svc} authenticates upstream; the header in use was:", "The {env} call from {svc} started returning 401 after the account change. Captured request:",
             "I needed the exact request {svc} sends to reproduce the failure:"]
    mc_ko = ["{svc|가} 업스트림에 어떻게 인증하는지 안 보였는데, 실제 헤더는 이랬다:", "계정 변경 후 {svc}의 {env} 호출이 401을 내기 시작했다. 캡처한 요청:",
             "장애를 재현하려고 {svc|가} 보내는 요청을 그대로 확인했다:"]
    les_en = ["Basic auth is only base64, not encryption: anyone can decode that header back to the credentials.",
              "The header is built once at start-up, so rotating the password needs a restart of {svc}.",
              "A trailing newline in the encoded value (echo without -n) was the reason for the 401."]
    les_ko = ["Basic 인증은 base64일 뿐 암호화가 아니다. 헤더를 디코딩하면 자격 증명이 그대로 나온다.",
              "헤더는 기동 시 한 번 만들어지므로 비밀번호를 바꾸면 {svc|을} 재시작해야 한다.",
              "인코딩할 때 echo에 -n을 빼서 끝에 개행이 붙은 게 401의 원인이었다."]
    ask_en = ["Should I switch {svc} to a token instead of Basic auth?", "Can this account be rotated now that the header was shared?",
              "Which account should {svc} use upstream in {env}?"]
    ask_ko = ["{svc|을} Basic 인증 대신 토큰 방식으로 바꿀까요?", "헤더가 공유됐으니 이 계정을 교체해도 될까요?", "{env}에서 {svc|가} 업스트림에 쓸 계정은 무엇인가요?"]
    mc = P(c, mc_en, mc_ko)
    les = P(c, les_en, les_ko)
    ask = P(c, ask_en, ask_ko)
    snip = fence(text, fl, False)
    if R.random() < 0.7:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    if show_raw:
        extra = ("It decodes to %s, i.e. user %s." % (raw, u)) if lang == "en" else ("디코딩하면 %s, 즉 사용자 %s이다." % (raw, u))
        les = join(les, extra)
        secrets.append(pw)
    elif not pw and chance(0.4):
        extra = ("It is just base64 of the secret key %s followed by a colon." % u) if lang == "en" else \
            ("시크릿 키 %s 뒤에 콜론을 붙여 base64 한 값일 뿐이다." % u)
        les = join(les, extra)
        secrets.append(u)
    return mk(lang, "Basic auth header: %s" % label, mc, les, ask, secrets)


def _cookie():
    k = rint(0, 9)
    if k == 0:
        return "sessionid", rs(ANL, 32), "Django sessionid"
    if k == 1:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F"), "Express connect.sid"
    if k == 2:
        return "JSESSIONID", rs(HEXU, 32), "Java JSESSIONID"
    if k == 3:
        return "PHPSESSID", rs(ANL, 26), "PHP PHPSESSID"
    if k == 4:
        return "laravel_session", b64(json.dumps({"iv": b64(rb(16)), "value": b64(rb(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":")).encode()).replace("=", "%3D"), "Laravel session"
    if k == 5:
        return "_gitlab_session", hexs(32), "GitLab session"
    if k == 6:
        return "_%s_session" % pick(["shop", "admin", "app"]), "%s--%s--%s" % (rs(B64, 120), rs(B64, 24), rs(B64, 24)), "Rails session"
    if k == 7:
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, 180) + "." + rs(B64U, 22), "NextAuth session token"
    if k == 8:
        return "wordpress_logged_in_" + hexs(32), "admin%7C" + str(rint(1730000000, 1760000000)) + "%7C" + rs(AN, 43) + "%7C" + hexs(64), "WordPress logged-in cookie"
    return "SESSION", b64(uuid4().encode()), "Spring Session"


def s_cookie(lang):
    c = ctx(None, lang)
    name, val, label = _cookie()
    ga = "GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1700000000, 1750000000))
    site = pick(["admin.example.com", "staging.example.co.kr", "shop.example.jp", "app.internal.example.com"])
    mode = rint(0, 5)
    if mode == 0:
        text, fl = "curl 'https://%s/api/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'cookie: _ga=%s; %s=%s' \\\n  --compressed" % (site, ga, name, val), "bash"
    elif mode == 1:
        text, fl = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val), "http"
    elif mode == 2:
        text, fl = "s = requests.Session()\ns.cookies.set(\"%s\", \"%s\", domain=\"%s\")\nprint(s.get(\"https://%s/api/me\").json())" % (name, val, site, site), "python"
    elif mode == 3:
        text, fl = ('{\n  "cookies": [\n    {\n      "name": "%s",\n      "value": "%s",\n      "domain": "%s",\n      "httpOnly": true\n    }\n  ]\n}' % (name, val, site)), "json"
    elif mode == 4:
        text, fl = "GET /admin/users HTTP/1.1\nHost: %s\nCookie: %s=%s; _ga=%s" % (site, name, val, ga), "http"
    else:
        text, fl = "%s WARN [%s] session rejected cookie=%s=%s ip=%s" % (ts_iso(), c["svc"], name, val, ip4()), ""
    mc = P(c, ["I couldn't reproduce the admin-only bug on {site} without being logged in; the user copied their request from the browser:",
               "The e2e test for {svc} kept getting redirected to the login page. The user shared the session they use:",
               "I didn't know that {svc} authenticates the internal tools with a session cookie. Captured:"],
           ["로그인하지 않고는 {site}의 관리자 전용 버그를 재현할 수 없었다. 사용자가 브라우저에서 요청을 복사해 줬다:",
            "{svc} e2e 테스트가 계속 로그인 페이지로 리다이렉트됐다. 사용자가 자기 세션을 공유해 줬다:",
            "{svc|가} 내부 도구를 세션 쿠키로 인증한다는 걸 몰랐다. 캡처한 내용:"], site=site)
    les = P(c, ["A copied session cookie is as good as the password until it expires; the user has to log out to kill it.",
                "The cookie is HttpOnly, so the test must log in through the form instead of injecting it from JS.",
                "{svc} does not bind sessions to an IP, so a leaked cookie works from anywhere."],
            ["복사한 세션 쿠키는 만료 전까지 비밀번호나 다름없다. 무효화하려면 사용자가 로그아웃해야 한다.",
             "쿠키가 HttpOnly라서 테스트는 JS로 주입하지 말고 폼으로 로그인해야 한다.",
             "{svc|는} 세션을 IP에 묶지 않는다. 유출된 쿠키는 어디서든 동작한다."])
    ask = P(c, ["Could you log out of {site} so that session is invalidated?", "Can I get a test account for {site} instead of a copied session?",
                "Should the e2e suite use a dedicated user for {svc}?"],
            ["세션이 무효화되도록 {site}에서 로그아웃해 주실 수 있나요?", "복사한 세션 대신 {site} 테스트 계정을 받을 수 있을까요?",
             "e2e 테스트에서 {svc} 전용 사용자를 쓰도록 할까요?"], site=site)
    snip = fence(text, fl, False)
    if R.random() < 0.7:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "session cookie: %s" % label, mc, les, ask, [val])


def _signed_url():
    """returns (url, [secrets as written], label)"""
    k = rint(0, 5)
    date = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    if k in (0, 1):
        region = pick(REGIONS)
        bucket = pick(["acme-exports", "acme-media-prod", "reports-%s" % pick(ENVS)])
        key = "%s/%s.%s" % (pick(["exports", "invoices", "backups"]), uuid4(), pick(["csv", "pdf", "tar.gz"]))
        if k == 0:
            akid = "AKIA" + rs(B32, 16)
            tok = None
        else:
            akid = "ASIA" + rs(B32, 16)
            tok = urllib.parse.quote("IQoJb3JpZ2luX2Vj" + rs(B64, rint(180, 240)) + "==", safe="")
        sig = hexs(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (bucket, region, key, akid, date, region, date, rint(0, 23), rint(0, 59), pick([900, 3600, 604800]),
                  ("&X-Amz-Security-Token=" + tok) if tok else "", sig))
        return url, [akid, sig] + ([tok] if tok else []), "S3 presigned URL" + (" with STS session token" if tok else "")
    if k == 2:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/acme-%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40acme-prod.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["exports", "assets"]), uuid4(), date, date, sig))
        return url, [sig], "GCS V4 signed URL"
    if k == 3:
        sig = urllib.parse.quote(b64(rb(32)), safe="")
        url = ("https://acme%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-%02dT09:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (rs(ANL, 6), pick(["exports", "backups"]), pick(["dump.bak", "report.xlsx", "app.zip"]), rint(1, 12), rint(1, 28), sig))
        return url, [sig], "Azure SAS URL"
    if k == 4:
        sig = rs(AN + "-_~", rint(160, 344))
        url = ("https://d%s.cloudfront.net/videos/%s/master.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
               % (rs(ANL, 13), uuid4(), rint(1735000000, 1767000000), sig, rs(ANU, 13)))
        return url, [sig], "CloudFront signed URL"
    tok = uuid4()
    url = ("https://firebasestorage.googleapis.com/v0/b/acme-app.appspot.com/o/uploads%%2F%s.jpg?alt=media&token=%s"
           % (rs(AN, 20), tok))
    return url, [tok], "Firebase Storage download token URL"


def s_signedurl(lang):
    c = ctx(None, lang)
    url, secrets, label = _signed_url()
    VLOG.append(label)
    mode = rint(0, 3)
    if mode == 0:
        text, fl = "curl -o out.bin '%s'" % url, "bash"
    elif mode == 1:
        text, fl = url, ""
    elif mode == 2:
        text, fl = '%s INFO [%s] generated download link for export %s: %s' % (ts_iso(), c["svc"], rint(1000, 9999), url), ""
    else:
        text, fl = '{"status": "ready", "download_url": "%s", "expires_in": 3600}' % url, "json"
    mc = P(c, ["The customer said the export link from {svc} was broken. The user pasted the link they received:",
               "I didn't know how {svc} hands out files to partners; an example link from the {env} logs:",
               "To debug the 403 on downloads I needed a real link generated by {svc}:"],
           ["고객이 {svc}에서 받은 내보내기 링크가 안 열린다고 했다. 사용자가 받은 링크를 붙여 줬다:",
            "{svc|가} 파트너에게 파일을 어떻게 넘기는지 몰랐다. {env} 로그에 있던 예시 링크:",
            "다운로드 403을 디버깅하려면 {svc|가} 실제로 만든 링크가 필요했다:"])
    les = P(c, ["A signed link works for anyone who has it until it expires; treat it like a password while it is valid.",
                "The signature covers the host, so links rewritten to the CDN domain fail with 403.",
                "Clock skew on the {env} workers made freshly signed links look expired."],
            ["서명된 링크는 만료 전까지 가진 사람 누구나 쓸 수 있다. 유효한 동안은 비밀번호처럼 다뤄야 한다.",
             "서명에 호스트가 포함되어 있어서 CDN 도메인으로 바꾼 링크는 403이 난다.",
             "{env} 워커의 시계가 어긋나서 방금 서명한 링크도 만료된 것처럼 보였다."])
    ask = P(c, ["Can I shorten the expiry of these links to one hour?", "Should {svc} stop logging full download links?",
                "Who else received this link?"],
            ["이 링크의 만료 시간을 1시간으로 줄여도 될까요?", "{svc|가} 다운로드 링크 전체를 로그에 남기지 않도록 할까요?",
             "이 링크를 또 누가 받았나요?"])
    snip = fence(text, fl)
    if R.random() < 0.7:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "signed URL: %s" % label, mc, les, ask, secrets)


# ---- private keys, PEM bodies listed line by line ----
def _wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _ossh_string(b):
    return struct.pack(">I", len(b)) + b


def pem_ec():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    return "EC PRIVATE KEY", _wrap(b64(der), 64)


def pem_pkcs8_ec():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rb(32) + \
        bytes.fromhex("a144034200") + b"\x04" + rb(64)
    return "PRIVATE KEY", _wrap(b64(der), 64)


def pem_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
    return "PRIVATE KEY", _wrap(b64(der), 64)


def pem_openssh(comment):
    pub = rb(32)
    seed = rb(32)
    pubblob = _ossh_string(b"ssh-ed25519") + _ossh_string(pub)
    chk = rb(4)
    priv = chk + chk + _ossh_string(b"ssh-ed25519") + _ossh_string(pub) + _ossh_string(seed + pub) + _ossh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _ossh_string(b"none") + _ossh_string(b"none") + _ossh_string(b"") + \
        struct.pack(">I", 1) + _ossh_string(pubblob) + _ossh_string(priv)
    return "OPENSSH PRIVATE KEY", _wrap(b64(blob), 70)


def pem_rsa_trunc(nlines):
    der = bytes.fromhex("308204a40201000282010100") + rb(48 * nlines)
    return "RSA PRIVATE KEY", _wrap(b64(der), 64)[:nlines]


def pem_pkcs8_rsa_trunc(nlines):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rb(48 * nlines)
    return "PRIVATE KEY", _wrap(b64(der), 64)[:nlines]


PEM_USES = [("APNs auth key (AuthKey_%s.p8)", "APNs 인증 키(AuthKey_%s.p8)", "p8"),
            ("App Store Connect API key (AuthKey_%s.p8)", "App Store Connect API 키(AuthKey_%s.p8)", "p8"),
            ("ES256 JWT signing key", "ES256 JWT 서명 키", "ec"),
            ("deploy key for the infra repo", "infra 저장소 배포 키", "ossh"),
            ("SSH key of the bastion user", "배스천 사용자 SSH 키", "ossh"),
            ("TLS key of the internal ingress", "내부 인그레스 TLS 키", "ec"),
            ("GitHub App private key", "GitHub App 개인 키", "rsa"),
            ("Google service account key", "구글 서비스 계정 키", "sa"),
            ("Ed25519 signing key for release artifacts", "릴리스 산출물 서명용 Ed25519 키", "ed"),
            ("Alipay app private key", "알리페이 앱 개인 키", "rsa"),
            ("WireGuard config of the office tunnel", "사무실 터널 WireGuard 설정", "wg"),
            ("Sign in with Apple key", "Sign in with Apple 키", "p8")]


def s_pem(lang):
    c = ctx(None, lang)
    use = pick(PEM_USES)
    kid = rs(ANU, 10)
    name = (use[0] if lang == "en" else use[1]).replace("%s", kid)
    kind = use[2]
    fl = ""
    if kind == "wg":
        priv, psk, pub = b64(rb(32)), b64(rb(32)), b64(rb(32))
        text = ("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.0.0.2\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\n"
                "AllowedIPs = 10.0.0.0/16\nEndpoint = vpn.corp.example.net:51820" % (priv, rint(8, 99), rint(2, 250), pub, psk))
        secrets, fl = [priv, psk], "ini"
    else:
        if kind == "p8":
            label, lines = pem_pkcs8_ec()
        elif kind == "ec":
            label, lines = pick([pem_ec, pem_pkcs8_ec])()
        elif kind == "ed":
            label, lines = pem_ed25519()
        elif kind == "ossh":
            label, lines = pem_openssh(pick(EN_NAMES + KO_ROMAN) + "@" + pick(["laptop", "bastion", "ci"]))
        elif kind == "rsa":
            label, lines = pem_rsa_trunc(rint(3, 6))
        else:
            label, lines = pem_pkcs8_rsa_trunc(rint(2, 4))
        if len(lines[-1]) < 8:
            raise Retry()
        secrets = list(lines)
        trunc = kind in ("rsa", "sa")
        body = "\n".join(lines) + ("\n... (%s)" % ("truncated" if lang == "en" else "이하 생략") if trunc else "")
        pem = "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, body, label) if not trunc else \
            "-----BEGIN %s-----\n%s" % (label, body)
        mode = rint(0, 3) if not trunc else pick([0, 3])
        if kind == "sa":
            mode = 4
        if mode == 0:
            text = pem
        elif mode == 1:
            text = '%s="%s"' % (pick(["APP_PRIVATE_KEY", "JWT_PRIVATE_KEY", "SSH_PRIVATE_KEY", "SIGNING_KEY"]),
                                pem.replace("\n", "\\n"))
            fl = "dotenv"
        elif mode == 2:
            text = "%s: |\n%s" % (pick(["privateKey", "ssh_private_key", "tls.key"]), "\n".join("  " + x for x in pem.split("\n")))
            fl = "yaml"
        elif mode == 3:
            path = {"ossh": "~/.ssh/id_ed25519", "p8": "~/Downloads/AuthKey_%s.p8" % kid}.get(kind, "./keys/%s.pem" % c["svc"])
            text = "$ cat %s\n%s" % (path, pem)
        else:
            text = ('{\n  "type": "service_account",\n  "project_id": "acme-%s",\n  "private_key_id": "%s",\n'
                    '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s@acme-%s.iam.gserviceaccount.com"\n}'
                    % (c["env"], hexs(40), "\\n".join(lines), pick(SVCS), c["env"]))
            fl = "json"
    mc = P(c, ["I didn't know where {svc} gets its {name}; the user pasted it from their machine:",
               "The {env} deploy of {svc} failed to sign requests and I had no idea which key it used. The user sent:",
               "Setting up {svc} locally needed the {name}. What the user shared:"],
           ["{svc|가} {name|을} 어디서 가져오는지 몰랐는데, 사용자가 자기 PC에서 복사해 붙여 줬다:",
            "{svc}의 {env} 배포가 요청 서명에 실패했고 어떤 키를 쓰는지 몰랐다. 사용자가 보낸 내용:",
            "{svc|을} 로컬에 띄우려면 {name|이} 필요했다. 사용자가 공유한 것:"], name=name)
    les = P(c, ["Private keys pasted into chat or notes have to be treated as compromised and re-issued.",
                "{svc} expects the key with real newlines; the escaped form only works when the loader unescapes it.",
                "Only the public half belongs in the repo; the private key goes to {store}."],
            ["채팅이나 노트에 붙인 개인 키는 유출된 것으로 보고 재발급해야 한다.",
             "{svc|는} 실제 줄바꿈이 있는 키를 기대한다. 이스케이프된 형태는 로더가 풀어줄 때만 동작한다.",
             "저장소에는 공개 키만 두고 개인 키는 {store}에 둬야 한다."])
    ask = P(c, ["Can you re-issue the {name} now that it has been shared?", "Where should the {name} live for {env}?",
                "Who can revoke the {name} on the provider side?"],
            ["공유됐으니 {name|을} 재발급해 주실 수 있나요?", "{env}에서는 {name|을} 어디에 둬야 하나요?",
             "제공자 쪽에서 {name|을} 폐기할 수 있는 사람이 누구인가요?"], name=name)
    snip = fence(text, fl, False)
    if R.random() < 0.65:
        mc = glue(mc, snip, "after")
    else:
        les = glue(les, snip, pick(["after", "before"]))
    return mk(lang, "private key: %s (%s)" % (use[0].replace("%s", "ID"), kind), mc, les, ask, secrets)


# ---- TOTP seeds, recovery codes, PINs, Wi-Fi keys ----
def s_totp(lang):
    c = ctx(None, lang)
    seed = rs(B32, pick([16, 26, 32]))
    issuer = pick(["AWS", "GitHub", "Acme VPN", "Okta", "Cloudflare", "NHN Cloud", "Naver Cloud", "Google Workspace"])
    acct = pick(["ops", "qa-bot", "release", pick(EN_NAMES + KO_ROMAN)]) + "@example.com"
    mode = rint(0, 5)
    written = seed
    if mode == 0:
        text, fl = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            issuer.replace(" ", "%20"), acct, seed, issuer.replace(" ", "%20")), ""
    elif mode == 1:
        written = " ".join(_wrap(seed.lower(), 4))
        text, fl = ("Can't scan the QR code? Enter this setup key: %s" if lang == "en" else "QR 코드를 스캔할 수 없으면 설정 키 입력: %s") % written, ""
    elif mode == 2:
        text, fl = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed, "python"
    elif mode == 3:
        text, fl = "e2e:\n  login:\n    user: %s\n    totp_secret: %s" % (acct, seed), "yaml"
    elif mode == 4:
        text, fl = "oathtool --totp -b %s" % seed, "bash"
    else:
        text, fl = "MFA_TOTP_SEED=%s" % seed, "dotenv"
    mc = P(c, ["The e2e login for {svc} needs a second factor and I didn't know how the bot gets its code. The user shared the seed of the {issuer} account:",
               "I couldn't log in to the shared {issuer} account without the MFA code; the user pasted how they generate it:",
               "The release job stopped at the {issuer} MFA prompt. The user's setup:"],
           ["{svc} e2e 로그인에 2차 인증이 필요한데 봇이 코드를 어떻게 받는지 몰랐다. 사용자가 {issuer} 계정의 시드를 공유해 줬다:",
            "MFA 코드 없이는 공용 {issuer} 계정에 로그인할 수 없었다. 사용자가 코드 생성 방법을 붙여 줬다:",
            "릴리스 잡이 {issuer} MFA 입력에서 멈췄다. 사용자의 설정:"], issuer=issuer)
    les = P(c, ["Whoever has the TOTP seed can generate valid codes forever; it is as sensitive as the password.",
                "TOTP codes fail when the runner clock drifts more than 30 seconds.",
                "A bot account should use its own MFA device, not a copy of a person's seed."],
            ["TOTP 시드를 가진 사람은 언제든 유효한 코드를 만들 수 있다. 비밀번호만큼 민감하다.",
             "러너 시계가 30초 이상 어긋나면 TOTP 코드가 실패한다.",
             "봇 계정은 사람의 시드를 복사하지 말고 자기 MFA 장치를 써야 한다."])
    ask = P(c, ["Can you reset MFA on the {issuer} account so this seed stops working?", "Should the bot get its own {issuer} user with a separate MFA?",
                "Where should the TOTP seed for the e2e user be stored?"],
            ["이 시드가 더는 동작하지 않도록 {issuer} 계정의 MFA를 재설정해 주실 수 있나요?", "봇에게 별도 MFA가 있는 {issuer} 사용자를 따로 만들까요?",
             "e2e 사용자의 TOTP 시드는 어디에 보관해야 하나요?"], issuer=issuer)
    snip = fence(text, fl)
    if R.random() < 0.65:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "TOTP seed (%s)" % ["otpauth URL", "setup key with spaces", "pyotp", "YAML", "oathtool", "env"][mode], mc, les, ask, [written])


def _recovery():
    k = rint(0, 8)
    if k == 0:
        return "GitHub", [hexs(5) + "-" + hexs(5) for _ in range(rint(6, 10))]
    if k == 1:
        return "Google", ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(5, 10))]
    if k == 2:
        return "Microsoft account", ["-".join(rs(ANU, 5) for _ in range(5))]
    if k == 3:
        al = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
        return "1Password Secret Key", ["A3-%s-%s-%s-%s-%s-%s" % (rs(al, 6), rs(al, 6), rs(al, 5), rs(al, 5), rs(al, 5), rs(al, 5))]
    if k == 4:
        return "Bitwarden", [rs(ANL, 32)]
    if k == 5:
        return "BitLocker", ["-".join("%06d" % rint(0, 999999) for _ in range(8))]
    if k == 6:
        return "Apple ID", ["-".join(rs(ANU, 4) for _ in range(7))]
    if k == 7:
        return "Discord", [rs(ANL, 4) + "-" + rs(ANL, 4) for _ in range(rint(5, 10))]
    return "AWS root MFA", ["%08d" % rint(0, 99999999) for _ in range(rint(5, 8))]


def s_recovery(lang):
    c = ctx(None, lang)
    what, codes = _recovery()
    if len(codes) == 1:
        body = ("%s recovery key: %s" if lang == "en" else "%s 복구 키: %s") % (what, codes[0])
        if what == "BitLocker":
            body = ("BitLocker recovery key for %s (ID %s):\n%s" % (pick(["QA-LAPTOP-03", "BUILD-WIN-01"]), uuid4().upper()[:8], codes[0]))
    else:
        sep = pick(["\n", "\n", "  "])
        body = (("%s recovery codes:" if lang == "en" else "%s 복구 코드:") % what) + "\n" + sep.join(codes)
    mc = P(c, ["I got locked out of the shared {what} account used by {svc} and didn't know there were recovery codes. The user sent:",
               "The team's {what} account for {env} had MFA and I had no device. What the user pasted:",
               "Migrating the {what} login for {svc} needed the recovery material; from the team doc:"],
           ["{svc|가} 쓰는 공용 {what} 계정에서 잠겼는데 복구 코드가 있는 줄 몰랐다. 사용자가 보내준 것:",
            "{env}용 팀 {what} 계정에 MFA가 걸려 있었고 나에겐 장치가 없었다. 사용자가 붙여 준 내용:",
            "{svc}의 {what} 로그인을 옮기려면 복구 정보가 필요했다. 팀 문서에서:"], what=what)
    les = P(c, ["Each recovery code bypasses MFA once; any code that was shared should be regenerated.",
                "Recovery material belongs in the vault entry of the account, never in chat or tickets.",
                "Used codes are marked in the account settings, which is how to see whether someone else used one."],
            ["복구 코드는 한 번씩 MFA를 우회한다. 공유된 코드는 다시 생성해야 한다.",
             "복구 정보는 계정의 볼트 항목에 두고 채팅이나 티켓에는 두면 안 된다.",
             "사용된 코드는 계정 설정에 표시되므로 다른 사람이 썼는지 확인할 수 있다."])
    ask = P(c, ["Can you regenerate the {what} recovery codes now that they were shared?", "Who should hold the recovery codes for the shared {what} account?",
                "Should I move these codes to the team vault and delete this note?"],
            ["공유됐으니 {what} 복구 코드를 다시 생성해 주실 수 있나요?", "공용 {what} 계정의 복구 코드는 누가 보관해야 하나요?",
             "이 코드들을 팀 볼트로 옮기고 이 노트는 지울까요?"], what=what)
    snip = fence(body, "", False)
    if R.random() < 0.6:
        mc = glue(mc, snip, "after")
    else:
        les = glue(les, snip, pick(["after", "before"]))
    return mk(lang, "recovery codes: %s (%d)" % (what, len(codes)), mc, les, ask, codes)


def s_pin(lang):
    c = ctx(None, lang)
    k = rint(0, 7)
    d8 = "%08d" % rint(0, 99999999)
    if k == 0:
        secrets = [d8]
        body = ("SIM for the QA phone: PIN is the default, PUK %s" if lang == "en" else "QA 폰 유심: PIN은 기본값, PUK %s") % d8
        label = "SIM PUK" if lang == "en" else "유심 PUK"
    elif k == 1:
        mk48 = hexs(48)
        secrets = [d8, mk48]
        body = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-management-key --generate=false --new-management-key %s" % (d8, mk48)
        label = "YubiKey PIV PIN + management key" if lang == "en" else "YubiKey PIV PIN과 관리 키"
    elif k == 2:
        secrets = [d8]
        body = ("Server room door code (master): %s" if lang == "en" else "서버실 도어락 마스터 비번: %s") % d8
        label = "door master code" if lang == "en" else "도어락 마스터 비번"
    elif k == 3:
        so, up = "%016d" % rint(0, 10 ** 16 - 1), "%010d" % rint(0, 10 ** 10 - 1)
        secrets = [so, up]
        body = "softhsm2-util --init-token --slot 0 --label %s-signing --so-pin %s --pin %s" % (c["svc"], so, up)
        label = "SoftHSM SO PIN + user PIN" if lang == "en" else "SoftHSM SO PIN과 사용자 PIN"
    elif k == 4:
        pw = pick(KO_ROMAN).capitalize() + pick(["!", "@", "#"]) + str(rint(1000, 9999)) + pick(["cert", "sign", "kb"])
        secrets = [pw]
        body = ("Company joint certificate (공동인증서) password: %s" if lang == "en" else "법인 공동인증서 비밀번호: %s") % pw
        label = "Korean joint-certificate password" if lang == "en" else "공동인증서 비밀번호"
    elif k == 5:
        secrets = [d8]
        body = ("Unlock PIN of the shared test iPad: %s" if lang == "en" else "공용 테스트 아이패드 잠금 PIN: %s") % d8
        label = "device unlock PIN" if lang == "en" else "기기 잠금 PIN"
    elif k == 6:
        secrets = [d8]
        body = ("Alarm disarm code for the office: %s" if lang == "en" else "사무실 보안 시스템 해제 코드: %s") % d8
        label = "alarm code" if lang == "en" else "보안 시스템 해제 코드"
    else:
        pw = rs(AN, rint(10, 14))
        secrets = [pw]
        body = ("BIOS supervisor password on the build box: %s" if lang == "en" else "빌드 PC BIOS 관리자 비밀번호: %s") % pw
        label = "BIOS supervisor password" if lang == "en" else "BIOS 관리자 비밀번호"
    mc = P(c, ["I didn't know the {label} needed for the {env} hardware check. The user wrote it down for me:",
               "The handover for the lab equipment was missing the {label}. From the user:",
               "Task: {task}. It required physical access and nobody had told me the {label}."],
           ["{env} 장비 점검에 필요한 {label|을} 몰랐다. 사용자가 적어 줬다:",
            "랩 장비 인수인계에 {label|이} 빠져 있었다. 사용자에게서 받은 것:",
            "작업: {task}. 물리 접근이 필요했는데 {label|을} 아무도 알려주지 않았다."], label=label)
    les = P(c, ["PINs and codes like this are shared secrets too; they go in the vault entry of the device, not in notes.",
                "Three wrong PIN attempts lock the device and need the PUK or an admin reset.",
                "The {label} is the same on every unit in the lab, so one leak exposes all of them."],
            ["이런 PIN과 코드도 공유 비밀이다. 노트가 아니라 장비의 볼트 항목에 둬야 한다.",
             "PIN을 세 번 틀리면 잠기고 PUK나 관리자 초기화가 필요하다.",
             "{label|은} 랩의 모든 장비가 같아서 하나가 새면 전부 노출된다."], label=label)
    ask = P(c, ["Should the {label} be changed after I'm done?", "Who keeps the {label} officially?", "Can I store the {label} in the team vault?"],
            ["작업이 끝나면 {label|을} 바꿔야 할까요?", "{label|은} 공식적으로 누가 관리하나요?", "{label|을} 팀 볼트에 저장해도 될까요?"], label=label)
    snip = fence(body, "bash" if k in (1, 3) else "", k not in (1, 3))
    if R.random() < 0.6:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    cat = ["SIM PUK", "YubiKey PIV PIN + management key", "door master code", "SoftHSM SO PIN + user PIN",
           "Korean joint-certificate password", "device unlock PIN", "alarm code", "BIOS supervisor password"][k]
    return mk(lang, "PIN/code: %s" % cat, mc, les, ask, secrets)


def s_wifi(lang):
    c = ctx(None, lang)
    ssid = pick(["Acme-Office", "Acme-Guest", "LAB-5G", "QA_Devices", "Studio-2.4G", "iptime-%s" % rs(ANU, 4), "KT_GiGA_%s" % rs(ANU, 4)])
    kind, pw = any_pw(";,:\\\"'`$ ", kinds=pick([["human"], ["passphrase"], ["korean-keyboard"], ["service"]]), lang=lang)
    if not (8 <= len(pw) <= 63):
        raise Retry()
    k = rint(0, 8)
    secrets = [pw]
    if k == 0:
        text, fl = "WIFI:T:WPA;S:%s;P:%s;H:false;;" % (ssid, pw), ""
    elif k == 1:
        text, fl = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "ini"
    elif k == 2:
        rad = rs(AN, 24)
        secrets.append(rad)
        text, fl = ("interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nauth_server_addr=10.0.0.5\nauth_server_shared_secret=%s"
                    % (ssid, pw, rad)), "ini"
    elif k == 3:
        text, fl = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw), "bash"
    elif k == 4:
        text, fl = ("> netsh wlan show profile name=\"%s\" key=clear\n    Authentication         : WPA2-Personal\n    Key Content            : %s"
                    % (ssid, pw)), ""
    elif k == 5:
        text, fl = 'const char* WIFI_SSID = "%s";\nconst char* WIFI_PASS = "%s";' % (ssid, pw), "cpp"
    elif k == 6:
        text, fl = 'network:\n  wifis:\n    wlan0:\n      access-points:\n        "%s":\n          password: "%s"' % (ssid, pw), "yaml"
    elif k == 7:
        psk = hexs(64)
        secrets = [psk]
        text, fl = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, psk), "ini"
    else:
        text, fl = ("%s / %s" % (ssid, pw)), ""
    mc = P(c, ["The test devices for {svc} could not reach the staging API because I didn't know which network they use. The user gave me:",
               "I had to flash the sensor firmware and didn't know the Wi-Fi credentials for the lab:",
               "Provisioning the kiosk for {env} needed the Wi-Fi setup; from the user:"],
           ["{svc} 테스트 기기가 스테이징 API에 붙지 못했는데, 어떤 네트워크를 쓰는지 몰랐다. 사용자가 준 정보:",
            "센서 펌웨어를 올려야 했는데 랩 와이파이 정보를 몰랐다:",
            "{env} 키오스크 세팅에 와이파이 설정이 필요했다. 사용자에게 받은 것:"])
    les = P(c, ["The lab SSID is isolated from the office LAN; devices on it only reach the staging API through the proxy.",
                "Firmware images that embed the Wi-Fi key must not be uploaded to the public release bucket.",
                "The guest network rotates its key monthly; the office network does not."],
            ["랩 SSID는 사무실 LAN과 분리되어 있어서 기기들은 프록시를 통해서만 스테이징 API에 닿는다.",
             "와이파이 키가 박힌 펌웨어 이미지는 공개 릴리스 버킷에 올리면 안 된다.",
             "게스트 네트워크 키는 매달 바뀌지만 사무실 네트워크는 그대로다."])
    ask = P(c, ["Is there a separate network for test devices so I don't need the office key?", "Should the firmware read the Wi-Fi key from provisioning instead of compiling it in?",
                "Who changes the Wi-Fi key when someone leaves?"],
            ["사무실 키 없이 쓸 수 있는 테스트 기기용 네트워크가 따로 있나요?", "와이파이 키를 컴파일해 넣지 말고 프로비저닝에서 읽게 할까요?",
             "퇴사자가 생기면 와이파이 키는 누가 바꾸나요?"])
    snip = fence(text, fl)
    if R.random() < 0.65:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "Wi-Fi key (%s) in %s" % (kind if k != 7 else "raw PSK", ["WIFI QR", "wpa_supplicant", "hostapd + RADIUS secret", "nmcli", "netsh", "firmware C", "netplan", "wpa_supplicant hex psk", "prose"][k]),
              mc, les, ask, secrets)


# ---- webhook URLs with embedded secrets ----
def _webhook():
    """returns (url or command, [secrets], label, where-it-posts)"""
    k = rint(0, 10)
    if k == 0:
        tok = rs(AN, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, rint(8, 10)), rs(ANU, rint(9, 11)), tok), [tok], "Slack incoming webhook", "Slack"
    if k == 1:
        tok = rs(B64U, 68)
        return "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 10 ** 18 * 2), tok), [tok], "Discord webhook", "Discord"
    if k == 2:
        h = hexs(32)
        return ("https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), h, uuid4())), [h], "Teams incoming webhook", "Teams"
    if k == 3:
        sig = rs(B64U, 43)
        return ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s"
                % (rint(1, 40), hexs(32), sig)), [sig], "Teams Workflows (Power Automate) URL", "Teams"
    if k == 4:
        tok = hexs(64)
        sec = "SEC" + hexs(64)
        return ("https://oapi.dingtalk.com/robot/send?access_token=%s\n# sign secret: %s" % (tok, sec)), [tok, sec], "DingTalk robot webhook + sign secret", "DingTalk"
    if k == 5:
        u = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "Feishu bot webhook", "Feishu"
    if k == 6:
        h = rs(ANL, 26)
        return "https://chat.%s/hooks/%s" % (pick(DOMAINS), h), [h], "Mattermost incoming webhook", "Mattermost"
    if k == 7:
        tok = rs(B64U, 22)
        return "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(["deploy_done", "door_open", "build_failed"]), tok), [tok], "IFTTT Maker key", "IFTTT"
    if k == 8:
        tok = "glptt-" + hexs(40)
        return ("curl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/%d/trigger/pipeline"
                % (tok, rint(1000000, 60000000))), [tok], "GitLab pipeline trigger token", "GitLab"
    if k == 9:
        u = uuid4()
        return ("curl -k https://splunk.internal.example.com:8088/services/collector/event -H \"Authorization: Splunk %s\" -d '{\"event\": \"deploy\"}'"
                % u), [u], "Splunk HEC token", "Splunk"
    rk = hexs(32)
    return ('curl -X POST https://events.pagerduty.com/v2/enqueue -H "Content-Type: application/json" -d \'{"routing_key": "%s", "event_action": "trigger", "payload": {"summary": "disk full", "severity": "critical", "source": "db-01"}}\''
            % rk), [rk], "PagerDuty Events v2 routing key", "PagerDuty"


def s_webhook(lang):
    c = ctx(None, lang)
    url, secrets, label, dest = _webhook()
    VLOG.append(dest)
    is_cmd = url.startswith("curl")
    mode = 0 if is_cmd else rint(1, 5)
    if mode == 0:
        text, fl = url, "bash"
    elif mode == 1:
        text, fl = "route:\n  receiver: ops\nreceivers:\n  - name: ops\n    %s:\n      - url: '%s'" % (
            "slack_configs" if dest == "Slack" else "webhook_configs", url.split("\n")[0]), "yaml"
        if "\n" in url:
            text += "\n" + url.split("\n")[1]
    elif mode == 2:
        text, fl = "%s_WEBHOOK_URL=%s" % (dest.upper(), url.split("\n")[0]) + ("\n" + url.split("\n")[1] if "\n" in url else ""), "dotenv"
    elif mode == 3:
        text, fl = "requests.post(\"%s\", json={\"text\": f\"deploy {version} done\"}, timeout=5)" % url.split("\n")[0] + (
            "\n" + url.split("\n")[1] if "\n" in url else ""), "python"
    elif mode == 4:
        text, fl = "      - name: notify\n        if: failure()\n        run: |\n          curl -sS -X POST -H 'Content-type: application/json' \\\n            --data '{\"text\":\"build failed\"}' '%s'" % url.split("\n")[0] + (
            "\n" + url.split("\n")[1] if "\n" in url else ""), "yaml"
    else:
        text, fl = url, ""
    mc = P(c, ["I didn't know where {svc} sends its {env} alerts; the user pointed me to the {dest} hook:",
               "Alerts from {svc} stopped arriving in {dest} and I had no idea how they were wired. The existing setup:",
               "Task: {task}. The notification step was undocumented; found in the repo:"],
           ["{svc|가} {env} 알림을 어디로 보내는지 몰랐는데, 사용자가 {dest} 훅을 알려줬다:",
            "{svc} 알림이 {dest}에 더는 안 오는데 어떻게 연결되어 있는지 전혀 몰랐다. 기존 설정:",
            "작업: {task}. 알림 단계가 문서화되어 있지 않았는데 저장소에서 찾았다:"], dest=dest)
    les = P(c, ["Anyone with the {dest} webhook URL can post into that channel; the URL itself is the credential.",
                "{dest} disables a hook after it shows up in a public repo, which is why the alerts stopped.",
                "The hook URL should come from {store}; the alerting config can reference it by name."],
            ["{dest} 웹훅 URL을 가진 사람은 누구나 그 채널에 글을 올릴 수 있다. URL 자체가 자격 증명이다.",
             "공개 저장소에 노출되면 {dest|가} 훅을 비활성화한다. 그래서 알림이 멈췄다.",
             "훅 URL은 {store}에서 가져오고 알림 설정에서는 이름으로만 참조해야 한다."], dest=dest)
    ask = P(c, ["Can you regenerate the {dest} hook and give me the new one privately?", "Should staging and prod alerts use different {dest} hooks?",
                "Who owns the {dest} integration for {svc}?"],
            ["{dest} 훅을 새로 만들어서 개인적으로 전달해 주실 수 있나요?", "스테이징과 운영 알림에 서로 다른 {dest} 훅을 쓸까요?",
             "{svc}의 {dest} 연동 담당자는 누구인가요?"], dest=dest)
    snip = fence(text, fl)
    if R.random() < 0.65:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "webhook: %s" % label, mc, les, ask, secrets)


# ----------------------------------------------------------------------------------------------
# part 5f: split across fields, repeated in the question, long tokens, several secrets,
#          application secrets, OAuth client secrets, git remotes with tokens
# ----------------------------------------------------------------------------------------------
def _any_value(lang, env="dev"):
    """(label for prose, ENV key, value, category label) for a random credential."""
    k = rint(0, 2)
    if k == 0:
        v = VDECK.draw()
        items, secrets, keys = _split(v["make"]())
        i = rint(0, len(keys) - 1)
        name = "%s %s" % (v["name"] if lang == "en" else v["ko"], v["what"] if lang == "en" else v["what_ko"])
        return name, keys[i], secrets[i], "%s %s" % (v["name"], v["what"])
    kind, pw = any_pw("\"'`\\", lang=lang)
    th = pick(THINGS)
    if k == 1:
        return ("password of the %s" % th[0]) if lang == "en" else ("%s 비밀번호" % th[1]), "ADMIN_PASSWORD", pw, "password (%s) of %s" % (kind, th[0])
    kind, pw = any_pw("\"'`\\ ", lang=lang)
    return ("%s database password" % env) if lang == "en" else ("%s DB 비밀번호" % env), "DB_PASSWORD", pw, "DB password (%s)" % kind


def s_split(lang):
    c = ctx(None, lang)
    name, key, val, cat = _any_value(lang, c["env"])
    mode = rint(0, 3)
    d = dict(c, name=name, key=key, val=val)
    if mode == 0:
        mc = fill(pick(["I didn't have the {name} for {svc}. The user's reply, split over two messages, started with the label:\n{key}=",
                        "Missing: the {name} used by {svc} in {env}. The value is in the lesson field below; the label was:\n{key}:"] if lang == "en" else
                       ["{svc}에서 쓰는 {name|을} 몰랐다. 사용자 답장이 두 메시지로 나뉘어 왔고 첫 줄은 라벨이었다:\n{key}=",
                        "모르던 것: {env}에서 {svc|가} 쓰는 {name}. 값은 아래 lesson 필드에 있고 라벨은 이랬다:\n{key}:"]), **d)
        les = fill(pick(["{val}\n(second message) The value above only works for {env}; {svc} reads it once at start-up.",
                         "{val}\nThat is the whole value; it goes right after the label from the first message."] if lang == "en" else
                        ["{val}\n(두 번째 메시지) 위 값은 {env}에서만 동작하고 {svc|는} 기동할 때 한 번 읽는다.",
                         "{val}\n이게 값 전체이고, 첫 메시지의 라벨 바로 뒤에 붙는다."]), **d)
        ask = P(c, ["Can you send credentials through {store} next time instead of chat?", "Should I store this in {store} under {key}?"],
                ["다음에는 채팅 대신 {store|으로} 자격 증명을 보내주실 수 있나요?", "이 값을 {store}에 {key}로 저장할까요?"], key=key)
        where = "label in missing_context, value at start of lesson"
    elif mode == 1:
        mc = P(c, ["The runbook for {svc} lists the {name} only by name; the user sent the value separately.",
                   "I didn't know the {name} for {svc} in {env}; see the lesson for what the user sent."],
               ["{svc} 런북에는 {name|이} 이름만 적혀 있고 값은 사용자가 따로 보냈다.",
                "{env}의 {svc}에 쓰는 {name|을} 몰랐다. 사용자가 보낸 값은 lesson에 있다."], name=name)
        les = fill(pick(["```\n{val}\n```\nPaste it exactly; the trailing characters matter.",
                         "    {val}\nThe value above is the one currently deployed to {env}."] if lang == "en" else
                        ["```\n{val}\n```\n끝 문자까지 정확히 붙여 넣어야 한다.",
                         "    {val}\n위 값이 지금 {env}에 배포된 값이다."]), **d)
        ask = P(c, ["Is this still the value for {env}?", "Who should I ask when the {name} changes?"],
                ["이 값이 아직 {env}용이 맞나요?", "{name|이} 바뀌면 누구에게 물어봐야 하나요?"], name=name)
        where = "label in missing_context, bare value in lesson"
    elif mode == 2:
        mc = P(c, ["{svc} failed to start in {env} because {key} was empty.", "I didn't know which {name} {svc} should use."],
               ["{key|가} 비어 있어서 {env}에서 {svc|가} 뜨지 않았다.", "{svc|가} 어떤 {name|을} 써야 하는지 몰랐다."], key=key, name=name)
        les = fill(pick(["The user said to set {key} in the {env} environment. The {name} is:",
                         "{key} has to be set before the migration step runs; the value the user gave for the {name} is in the next field."] if lang == "en" else
                        ["사용자가 {env} 환경에 {key|을} 설정하라고 했다. {name|은}:",
                         "{key|는} 마이그레이션 단계 전에 설정돼야 한다. 사용자가 준 {name} 값은 다음 필드에 있다."]), **d)
        ask = fill(pick(["{val}", "{val} — is this still current, or should I ask for a new one?",
                         "`{val}` (from the user) — should this go into {store}?"] if lang == "en" else
                        ["{val}", "{val} — 아직 유효한 값인가요, 새로 받아야 하나요?", "`{val}` (사용자 제공) — {store}에 넣을까요?"]), **d)
        where = "label in lesson, value in ask_next_time"
    else:
        mc = fill(pick(["The user answered my question about the {name} in two parts. Part 1: \"it's the {env} one, starts with\"",
                        "Notes from the call about {svc}: the {name} is"] if lang == "en" else
                       ["{name}에 대한 질문에 사용자가 두 번에 나눠 답했다. 첫 부분: \"{env}용이고 값은\"",
                        "{svc} 통화 메모: {name|은}"]), **d)
        les = fill(pick(["\"{val}\" (part 2). {svc} reads it from the environment only.",
                         "{val}, and it is shared with the batch jobs, so rotating it needs a window."] if lang == "en" else
                        ["\"{val}\" (두 번째 부분). {svc|는} 환경 변수에서만 읽는다.",
                         "{val} 이고, 배치 잡과 같이 써서 교체하려면 작업 시간이 필요하다."]), **d)
        ask = P(c, ["Can we agree on {store} for handing over credentials?", "Should I rotate this after the handover?"],
                ["자격 증명 전달은 {store|으로} 하기로 정할까요?", "인수인계가 끝나면 이 값을 교체할까요?"])
        where = "sentence split across missing_context and lesson"
    return mk(lang, "split across fields (%s): %s" % (where, cat), mc, les, ask, [val])


def s_askrepeat(lang):
    c = ctx(None, lang)
    name, key, val, cat = _any_value(lang, c["env"])
    qv = pick([val, "`%s`" % val])
    d = dict(c, name=name, key=key, val=val, qv=qv)
    first = fill(pick(["The user told me to use {qv} as the {name} for {svc} in {env}.",
                       "{svc} in {env} authenticates with {key}={val}, which nobody had written down.",
                       "Found the {name} in an old deploy script: {key}={val}"] if lang == "en" else
                      ["사용자가 {env}의 {svc}에는 {name}로 {qv} 값을 쓰라고 했다.",
                       "{env}의 {svc|는} {key}={val} 로 인증하는데, 어디에도 적혀 있지 않았다.",
                       "예전 배포 스크립트에서 {name|을} 찾았다: {key}={val}"]), **d)
    other = P(c, ["The value is shared between {svc} and the nightly export, so both break when it changes.",
                  "Changing it requires a restart of {svc}; it is only read at start-up."],
              ["이 값은 {svc}와 야간 내보내기 잡이 같이 써서 바뀌면 둘 다 깨진다.",
               "바꾸려면 {svc|을} 재시작해야 한다. 기동할 때만 읽는다."])
    ask = fill(pick(["Is {qv} still the current {name}, or has it been rotated since?",
                     "Should I keep {qv} in {store}, or will you issue a new one?",
                     "Next time: ask whether {qv} is still valid before deploying {svc}."] if lang == "en" else
                    ["{qv} 값이 아직 현재 {name}인가요, 그 뒤에 교체됐나요?",
                     "{qv} 값을 {store}에 둘까요, 새로 발급해 주실 건가요?",
                     "다음에는 {svc} 배포 전에 {qv} 값이 아직 유효한지 물어볼 것."]), **d)
    if chance(0.5):
        mc, les = first, other
        where = "missing_context + ask_next_time"
    else:
        mc, les = P(c, ["I didn't know how {svc} authenticates in {env}.", "Task: {task}."],
                    ["{env}에서 {svc|가} 어떻게 인증하는지 몰랐다.", "작업: {task}."]), join(other, first)
        where = "lesson + ask_next_time"
    return mk(lang, "repeated in ask_next_time (%s): %s" % (where, cat), mc, les, ask, [val])


def _long_token():
    """(label, header/env key, value, extra secrets) for a long credential (hundreds of characters)."""
    k = rint(0, 11)
    if k == 0:
        return "Google OAuth access token", "GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(B64U, rint(180, 230)), []
    if k == 1:
        now = rint(1730000000, 1760000000)
        tok = jwt({"typ": "JWT", "alg": "RS256", "x5t": rs(B64U, 27), "kid": rs(B64U, 27)},
                  {"aud": "https://graph.microsoft.com", "iss": "https://sts.windows.net/%s/" % uuid4(), "iat": now, "nbf": now,
                   "exp": now + 4424, "appid": uuid4(), "oid": uuid4(), "roles": ["Mail.Send", "User.Read.All"],
                   "tid": uuid4(), "ver": "1.0"}, 256)
        return "Microsoft Graph access token (JWT)", "GRAPH_TOKEN", tok, []
    if k == 2:
        return "Salesforce session id", "SF_SESSION_ID", "00D" + rs(AN, 12) + "!" + rs(AN + ".", 96), []
    if k == 3:
        return "Meta Graph API page access token", "FB_PAGE_TOKEN", "EAA" + rs(AN, rint(180, 240)), []
    if k == 4:
        return "Yandex Cloud IAM token", "YC_IAM_TOKEN", "t1.9euelZ" + rs(B64U, rint(230, 280)), []
    if k == 5:
        return "Fly.io deploy token", "FLY_API_TOKEN", "fm2_" + rs(B64, rint(300, 380)), []
    if k == 6:
        return "OpenAI project key", "OPENAI_API_KEY", "sk-proj-" + rs(B64U, 156), []
    if k == 7:
        return "Atlassian API token", "JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 172) + "=" + rs(HEXU, 8), []
    if k == 8:
        return "LINE channel access token", "LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", []
    if k == 9:
        return "Google OAuth refresh token", "GOOGLE_REFRESH_TOKEN", "1//0" + rs(B64U, rint(95, 110)), []
    if k == 10:
        now = rint(1730000000, 1760000000)
        tok = jwt({"alg": "RS256", "kid": hexs(40), "typ": "JWT"},
                  {"iss": "https://securetoken.google.com/acme-prod", "aud": "acme-prod", "auth_time": now, "user_id": rs(AN, 28),
                   "sub": rs(AN, 28), "iat": now, "exp": now + 3600, "email": "%s@example.com" % pick(EN_NAMES),
                   "firebase": {"identities": {"password": []}, "sign_in_provider": "password"}}, 256)
        return "Firebase ID token", "ID_TOKEN", tok, []
    akid, sk = "ASIA" + rs(B32, 16), rs(B64, 40)
    return "AWS STS session credentials", "AWS_SESSION_TOKEN", _aws_session(), [("AWS_ACCESS_KEY_ID", akid), ("AWS_SECRET_ACCESS_KEY", sk)]


def s_long(lang):
    c = ctx(None, lang)
    label, key, tok, extra = _long_token()
    VLOG.append(label)
    mode = rint(0, 3)
    if extra:
        mode = pick([0, 4])
    if mode == 0:
        text, fl = "\n".join("export %s=%s" % (k, v) for k, v in extra + [(key, tok)]), "bash"
    elif mode == 1:
        hdr = "Authorization: Bearer %s" % tok if not tok.startswith("fm2_") else "Authorization: FlyV1 %s" % tok
        text, fl = "curl -sS -H '%s' https://api.internal.example.com/v1/me" % hdr, "bash"
    elif mode == 2:
        text, fl = '{"access_token": "%s", "token_type": "Bearer", "expires_in": 3599}' % tok, "json"
    elif mode == 3:
        text, fl = "%s DEBUG [%s] using %s=%s" % (ts_iso(), c["svc"], key, tok), ""
    else:
        text, fl = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (extra[0][1], extra[1][1], tok), "ini"
    mc = P(c, ["The {label} for {svc} expired mid-run and I didn't know where it came from. The user pasted the current one:",
               "I couldn't call the API from {svc} without the {label}. What the user gave me:",
               "Debugging {svc} in {env} needed a live {label}:"],
           ["{svc}의 {label|이} 실행 중에 만료됐는데 어디서 오는지 몰랐다. 사용자가 현재 값을 붙여 줬다:",
            "{label} 없이는 {svc}에서 API를 호출할 수 없었다. 사용자가 준 것:",
            "{env}의 {svc|을} 디버깅하려면 유효한 {label|이} 필요했다:"], label=label)
    les = P(c, ["Short-lived tokens like this still grant full access until they expire; they must not be pasted into notes.",
                "The token is too long for the old VARCHAR(255) column, which silently truncated it.",
                "{svc} should fetch a fresh token itself instead of relying on one copied by hand."],
            ["이런 단기 토큰도 만료 전까지는 전체 권한을 준다. 노트에 붙이면 안 된다.",
             "토큰이 예전 VARCHAR(255) 컬럼보다 길어서 조용히 잘려 저장됐다.",
             "{svc|는} 손으로 복사한 토큰에 기대지 말고 직접 새 토큰을 받아야 한다."])
    ask = P(c, ["Can {svc} get a service identity so nobody has to paste tokens?", "How long is this {label} valid?",
                "Should I revoke the session this token belongs to?"],
            ["토큰을 붙여 넣지 않도록 {svc}에 서비스 ID를 만들 수 있을까요?", "이 {label|은} 얼마 동안 유효한가요?",
             "이 토큰이 속한 세션을 폐기할까요?"], label=label)
    snip = fence(text, fl, False)
    if R.random() < 0.6:
        mc = glue(mc, snip, "after")
    else:
        les = glue(les, snip, pick(["after", "before"]))
    return mk(lang, "long token: %s (%d chars)" % (label, len(tok)), mc, les, ask, [v for _, v in extra] + [tok])


APP_SECRETS = [
    ("JWT_SECRET", lambda: hexs(64), "JWT HS256 secret"),
    ("SECRET_KEY", lambda: "django-insecure-" + rs(LO + DG + "!@#%^&*(-_=+)", 50) if chance(0.4) else rs(LO + DG + "!@#%^&*(-_=+)", 50), "Django SECRET_KEY"),
    ("SECRET_KEY_BASE", lambda: hexs(128), "Rails secret_key_base"),
    ("APP_KEY", lambda: "base64:" + b64(rb(32)), "Laravel APP_KEY"),
    ("NEXTAUTH_SECRET", lambda: b64(rb(32)), "NextAuth secret"),
    ("FLASK_SECRET_KEY", lambda: hexs(64), "Flask SECRET_KEY"),
    ("APP_SECRET", lambda: hexs(32), "Symfony APP_SECRET"),
    ("FERNET_KEY", lambda: base64.urlsafe_b64encode(rb(32)).decode(), "Fernet key"),
    ("ENCRYPTION_KEY", lambda: b64(rb(32)), "AES-256 data key"),
    ("SESSION_SECRET", lambda: rs(AN, 48), "express-session secret"),
    ("GITHUB_WEBHOOK_SECRET", lambda: hexs(40), "GitHub webhook secret"),
    ("SECRET_KEY_BASE", lambda: rs(B64, 64), "Phoenix secret_key_base"),
    ("JWT_SIGNING_KEY", lambda: rs(AN, 64), "Spring jwt.secret"),
    ("AUTH_KEY", lambda: rs(AN + "!#$%()*+,-./:;<=>?@[]^_{|}~", 64), "WordPress AUTH_KEY salt"),
    ("AIRFLOW__CORE__FERNET_KEY", lambda: base64.urlsafe_b64encode(rb(32)).decode(), "Airflow Fernet key"),
    ("HASHIDS_SALT", lambda: rs(AN, 32), "Hashids salt"),
]


def s_appsecret(lang):
    c = ctx(None, lang)
    n = 1 if chance(0.7) else 2
    chosen = sample(APP_SECRETS, n)
    items, secrets, labels = [], [], []
    for key, gen, label in chosen:
        val = gen()
        items.append((key, val))
        secrets.append(val)
        labels.append(label)
    if labels[0].startswith("WordPress"):
        text, fl = "\n".join("define( '%s', %s );" % (k, q_sq(v)) for k, v in items), "php"
        rname = "wp-config.php"
    else:
        rname, r = pick(CONFIG_RENDERERS[:12] + CODE_RENDERERS[:3])
        text, fl, _ = r(with_noise(items, 0, 2), dict(c, vk="app", vname="app"))
    mc = P(c, ["{svc} rejected every session after the deploy and I didn't know the signing secret had changed. The old config:",
               "I didn't know where {svc} keeps its {label}; it was committed in the repo:",
               "To decrypt the fixtures locally I needed the {label} of {env}. The user pointed me at:"],
           ["배포 후 {svc|가} 모든 세션을 거부했는데, 서명 시크릿이 바뀐 걸 몰랐다. 예전 설정:",
            "{svc|가} {label|을} 어디에 두는지 몰랐는데, 저장소에 커밋되어 있었다:",
            "로컬에서 픽스처를 복호화하려면 {env}의 {label|이} 필요했다. 사용자가 알려준 위치:"], label=labels[0])
    les = P(c, ["Anyone with the {label} can forge sessions or decrypt data, so it must differ per environment and stay out of git.",
                "Rotating the {label} logs every user out; plan it for a quiet hour.",
                "The {label} was identical in {npenv} and prod, so a leak of one exposed both."],
            ["{label|을} 가진 사람은 세션을 위조하거나 데이터를 복호화할 수 있다. 환경마다 달라야 하고 git에 두면 안 된다.",
             "{label|을} 바꾸면 모든 사용자가 로그아웃된다. 한가한 시간에 해야 한다.",
             "{npenv}와 운영의 {label|이} 같아서 하나가 새면 둘 다 노출됐다."], label=labels[0])
    ask = P(c, ["Can I generate a new {label} for {env} and move it to {store}?", "Is it OK that rotating the {label} logs everyone out?",
                "Should {npenv} and prod ever share the {label}?"],
            ["{env}용 {label|을} 새로 만들어 {store|으로} 옮겨도 될까요?", "{label|을} 바꾸면 모두 로그아웃되는데 괜찮을까요?",
             "{npenv}와 운영이 {label|을} 공유해도 되나요?"], label=labels[0])
    snip = fence(text, fl, False)
    if R.random() < 0.6:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "app secret: %s in %s" % (" + ".join(labels), rname), mc, les, ask, secrets)


def s_multi(lang):
    c = ctx(None, lang)
    items, secrets, labels = [], [], []
    n = rint(3, 5)
    kinds = shuffled(["db", "vendor", "vendor", "app", "smtp", "redis"])[:n]
    for k in kinds:
        if k == "db":
            _, pw = any_pw(" \"'\\`$#", lang=lang)
            e = upw(pw)
            items.append(("DATABASE_URL", "postgres://%s:%s@%s:5432/app" % (user(), e, host())))
            secrets.append(e)
            labels.append("DB URL")
        elif k == "vendor":
            v = VDECK.draw(lambda x: x["key"] not in ("k8s", "aws_sts", "kis"))
            vi, vs, vk = _split(v["make"]())
            items += vi
            secrets += vs
            labels.append(v["name"])
        elif k == "app":
            key, gen, lab = pick(APP_SECRETS[:12])
            val = gen()
            items.append((key, val))
            secrets.append(val)
            labels.append(lab)
        elif k == "smtp":
            _, pw = any_pw(" \"'\\`$#", kinds=["human", "service", "passphrase"], lang=lang)
            items += [("SMTP_HOST", "smtp.%s" % pick(DOMAINS)), ("SMTP_USER", "noreply@example.com"), ("SMTP_PASSWORD", pw)]
            secrets.append(pw)
            labels.append("SMTP password")
        else:
            _, pw = any_pw(" \"'\\`$#", kinds=["service"], lang=lang)
            items.append(("REDIS_PASSWORD", pw))
            secrets.append(pw)
            labels.append("Redis password")
    if chance(0.4):
        items.append(("SENTRY_DSN", "https://%s@o%d.ingest.sentry.io/%d" % (hexs(32), rint(100000, 999999), rint(1000000, 9999999))))
    rname, r = pick([("dotenv", r_dotenv), ("k8s Secret stringData", r_k8s_secret), ("docker-compose", r_compose),
                     ("shell export", r_export), ("GitHub Actions", r_gha), ("Helm values", r_helm), ("JSON config", r_json),
                     ("markdown table", None)])
    if r is None:
        text, fl, fname = t_table(items, c, lang)
    else:
        text, fl, fname = r(items, dict(c, vk="app", vname=""))
    file = fname or ("the table" if lang == "en" else "표")
    mc = P(c, ["I was asked to {task} and didn't know which settings {svc} needs. The user sent the whole {file} from {env}:",
               "{svc} would not start after the move because half of its settings were missing; the old {file}:",
               "The handover for {svc} was a single pasted {file}:"],
           ["{task|을} 맡았는데 {svc}에 어떤 설정이 필요한지 몰랐다. 사용자가 {env}의 {file} 전체를 보내줬다:",
            "이전 후 {svc|가} 설정 절반이 빠져서 뜨지 않았다. 예전 {file}:",
            "{svc} 인수인계는 붙여 넣은 {file} 하나가 전부였다:"], file=file)
    les = P(c, ["Only non-secret settings belong in {file}; every credential in it should move to {store}.",
                "{svc} needs all of these at start-up; a missing value makes it crash-loop without a clear error.",
                "Several of these values are shared with other services, so rotating them needs coordination."],
            ["{file}에는 비밀이 아닌 설정만 둬야 한다. 안의 자격 증명은 전부 {store|으로} 옮겨야 한다.",
             "{svc|는} 기동 시 이 값이 모두 필요하다. 하나라도 없으면 뚜렷한 에러 없이 재시작을 반복한다.",
             "이 중 몇 개는 다른 서비스와 같이 써서 교체하려면 조율이 필요하다."], file=file)
    ask = P(c, ["Which of these values are shared with other services?", "Can I move all credentials from {file} to {store} in one go?",
                "Who can rotate everything in this {file} after the move?"],
            ["이 값들 중 다른 서비스와 공유하는 건 어느 것인가요?", "{file}의 자격 증명을 한 번에 {store|으로} 옮겨도 될까요?",
             "이전이 끝나면 이 {file}의 값을 누가 전부 교체하나요?"], file=file)
    snip = fence(text, fl, False)
    if R.random() < 0.65:
        mc = glue(mc, snip, "after")
    else:
        les = glue(les, snip, pick(["after", "before"]))
    return mk(lang, "several secrets (%s) in %s" % (", ".join(labels), rname), mc, les, ask, secrets)


def _oauth():
    k = rint(0, 10)
    if k == 0:
        return "Google", "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ANL, 32)), "GOCSPX-" + rs(B64U, 28)
    if k == 1:
        return "Microsoft Entra ID", uuid4(), rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34)
    if k == 2:
        return "GitHub OAuth App", pick(["Ov23li", "Iv1."]) + (rs(AN, 14) if chance(0.5) else hexs(16)), hexs(40)
    if k == 3:
        return "Kakao Login", hexs(32), rs(AN, 32)   # Kakao's client_id is the REST API key itself
    if k == 4:
        return "Naver Login", rs(AN + "_", 20), rs(AN, 10)
    if k == 5:
        return "Facebook Login", str(rint(10 ** 14, 10 ** 16)), hexs(32)
    if k == 6:
        return "Auth0", rs(AN, 32), rs(B64U, 64)
    if k == 7:
        return "Keycloak", pick(["admin-portal", "grafana", "argocd"]), rs(AN, 32)
    if k == 8:
        return "LINE Login", str(rint(10 ** 9, 2 * 10 ** 9)), hexs(32)
    if k == 9:
        return "Slack app", "%d.%d" % (rint(10 ** 11, 10 ** 12), rint(10 ** 12, 10 ** 13)), hexs(32)
    return "Discord OAuth2", str(rint(10 ** 17, 10 ** 18 * 2)), rs(B64U, 32)


def s_oauth(lang):
    c = ctx(None, lang)
    prov, cid, sec = _oauth()
    VLOG.append(prov)
    pk = prov.split()[0].lower()
    mode = rint(0, 5)
    if mode == 0:
        text, fl = ("spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          %s:\n            client-id: %s\n            client-secret: %s\n            scope: openid,profile,email"
                    % (pk, q_yaml(cid), q_yaml(sec))), "yaml"
    elif mode == 1:
        text, fl = "AUTH_%s_ID=%s\nAUTH_%s_SECRET=%s\nNEXTAUTH_URL=https://app.example.com" % (pk.upper(), cid, pk.upper(), sec), "dotenv"
    elif mode == 2:
        text, fl = ("passport.use(new Strategy({\n  clientID: '%s',\n  clientSecret: '%s',\n  callbackURL: '/auth/%s/callback'\n}, verify));" % (cid, sec, pk)), "javascript"
    elif mode == 3:
        text, fl = ("curl -X POST https://auth.example.com/oauth/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=%s \\\n  -d client_secret=%s" % (cid, sec)), "bash"
    elif mode == 4:
        text, fl = ('{\n  "realm": "acme",\n  "resource": "%s",\n  "credentials": {\n    "secret": "%s"\n  }\n}' % (cid, sec)), "json"
    else:
        text, fl = ("SOCIAL_AUTH_%s_KEY = '%s'\nSOCIAL_AUTH_%s_SECRET = '%s'" % (pk.upper(), cid, pk.upper(), sec)), "python"
    mc = P(c, ["The {prov} login on {env} broke after the redirect URI change and I didn't know where the client was configured:",
               "I needed the {prov} OAuth client of {svc} to test the callback locally. The user pasted:",
               "Task: {task}. The {prov} sign-in settings were not in the runbook; from the repo:"],
           ["리디렉트 URI를 바꾼 뒤 {env}의 {prov} 로그인이 깨졌는데, 클라이언트가 어디에 설정돼 있는지 몰랐다:",
            "콜백을 로컬에서 테스트하려면 {svc}의 {prov} OAuth 클라이언트 정보가 필요했다. 사용자가 붙여 준 것:",
            "작업: {task}. {prov} 로그인 설정이 런북에 없어서 저장소에서 찾았다:"], prov=prov)
    if prov == "Kakao Login":
        les = P(c, ["For Kakao Login the client_id is the app's REST API key, so both values in this snippet are credentials and must be rotated together."],
                ["카카오 로그인의 client_id는 앱의 REST API 키라서 이 코드의 두 값 모두 자격 증명이고 함께 교체해야 한다."])
    else:
        les = None
    les = les or P(c, ["The client id is public, but the client secret lets anyone mint tokens as {svc}; only the secret needs protecting.",
                "{prov} compares redirect URIs exactly, trailing slash included.",
                "Each environment should have its own {prov} client so a leaked {npenv} secret cannot be used against prod."],
            ["client id는 공개돼도 되지만 client secret이 있으면 누구나 {svc} 이름으로 토큰을 받을 수 있다. 보호할 것은 시크릿뿐이다.",
             "{prov|는} 리디렉트 URI를 끝의 슬래시까지 정확히 비교한다.",
             "환경마다 {prov} 클라이언트를 따로 둬야 {npenv} 시크릿이 새도 운영에 쓰일 수 없다."], prov=prov)
    ask = P(c, ["Can you reset the {prov} client secret now that it was shared?", "Should {env} get its own {prov} OAuth client?",
                "Who administers the {prov} app registration?"],
            ["공유됐으니 {prov} client secret을 재설정해 주실 수 있나요?", "{env}용 {prov} OAuth 클라이언트를 따로 만들까요?",
             "{prov} 앱 등록은 누가 관리하나요?"], prov=prov)
    snip = fence(text, fl, False)
    if R.random() < 0.65:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    secrets = [cid, sec] if prov == "Kakao Login" else [sec]
    return mk(lang, "OAuth client secret: %s" % prov + (" (client_id = REST API key, listed)" if prov == "Kakao Login" else ""),
              mc, les, ask, secrets)


def s_gitremote(lang):
    c = ctx(None, lang)
    k = rint(0, 6)
    org, repo = pick(["acme", "acme-platform", "data-team"]), pick(["infra", "web", "ml-pipelines", "mobile-app"])
    if k == 0:
        tok = "glpat-" + rs(B64U, 20)
        url = "https://oauth2:%s@gitlab.com/%s/%s.git" % (tok, org, repo)
    elif k == 1:
        tok = "ghs_" + rs(AN, 36)
        url = "https://x-access-token:%s@github.com/%s/%s.git" % (tok, org, repo)
    elif k == 2:
        tok = "ATBB" + rs(AN, 28) + rs(HEXU, 8)
        url = "https://%s:%s@bitbucket.org/%s/%s.git" % (pick(KO_ROMAN), tok, org, repo)
    elif k == 3:
        tok = rs(LO + "234567", 52)
        url = "https://pat:%s@dev.azure.com/%s/Platform/_git/%s" % (tok, org, repo)
    elif k == 4:
        tok = "ghp_" + rs(AN, 36)
        url = "https://%s@github.com/%s/%s.git" % (tok, org, repo)
    elif k == 5:
        _, pw = any_pw("\"'\\` ", kinds=["human", "service", "passphrase"], lang=lang)
        tok = upw(pw)
        url = "https://%s:%s@git.internal.example.com/%s/%s.git" % (pick(EN_NAMES + KO_ROMAN), tok, org, repo)
    else:
        tok = "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)
        url = "https://%s:x-oauth-basic@github.com/%s/%s.git" % (tok, org, repo)
    mode = rint(0, 4)
    if mode == 0:
        text, fl = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url), ""
    elif mode == 1:
        text, fl = '[remote "origin"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*' % url, "ini"
    elif mode == 2:
        text, fl = "pip install 'git+%s@v%d.%d.%d#egg=%s'" % (url, rint(0, 3), rint(0, 20), rint(0, 9), repo.replace("-", "_")), "bash"
    elif mode == 3:
        text, fl = "$ git push origin main\nremote: Permission to %s/%s.git denied.\nfatal: unable to access '%s/': The requested URL returned error: 403" % (org, repo, url), ""
    else:
        text, fl = '"dependencies": {\n  "%s": "git+%s#main"\n}' % (repo, url), "json"
    mc = P(c, ["I didn't know how the {env} build pulls the private {repo} repo; the user showed me their git setup:",
               "The CI job for {svc} could clone {repo} but not push, and I couldn't tell which identity it used:",
               "Task: {task}. The dependency on the private {repo} repo was resolved like this:"],
           ["{env} 빌드가 비공개 {repo} 저장소를 어떻게 받아오는지 몰랐는데, 사용자가 git 설정을 보여줬다:",
            "{svc} CI 잡이 {repo|을} clone은 되는데 push가 안 됐고, 어떤 계정을 쓰는지 알 수 없었다:",
            "작업: {task}. 비공개 {repo} 저장소 의존성은 이렇게 받고 있었다:"], repo=repo)
    les = P(c, ["A token embedded in a remote URL is stored in .git/config and printed by `git remote -v`; use a credential helper instead.",
                "The token in the URL is read-only, which is why pushes failed with 403.",
                "Lock files and pip freeze output copy the whole URL, token included, into the repo."],
            ["원격 URL에 넣은 토큰은 .git/config에 저장되고 `git remote -v`에 그대로 나온다. credential helper를 써야 한다.",
             "URL에 든 토큰이 읽기 전용이라 push가 403으로 실패했다.",
             "lock 파일과 pip freeze 출력은 토큰을 포함한 URL 전체를 저장소에 복사한다."])
    ask = P(c, ["Can I switch the build to a deploy key for {repo} instead of the token in the URL?", "Should the token in that remote URL be revoked?",
                "Which bot account should own access to {repo}?"],
            ["URL의 토큰 대신 {repo} 배포 키로 바꿔도 될까요?", "그 원격 URL에 든 토큰을 폐기해야 할까요?", "{repo} 접근은 어떤 봇 계정이 가져야 하나요?"], repo=repo)
    snip = fence(text, fl)
    if R.random() < 0.65:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "git remote URL with token (%s)" % ["GitLab oauth2", "GitHub x-access-token", "Bitbucket app password",
                                                          "Azure DevOps PAT", "GitHub PAT as user", "percent-encoded password",
                                                          "GitHub fine-grained PAT"][k], mc, les, ask, [tok])


# ----------------------------------------------------------------------------------------------
# part 6a: clean material: placeholders, references, masked values, public keys, blobs
# ----------------------------------------------------------------------------------------------
def placeholder_for(key, val):
    """a value that is obviously NOT a credential but keeps the look of one."""
    k = rint(0, 11)
    pre = ""
    for p in ["sk_live_", "rk_live_", "ghp_", "github_pat_", "glpat-", "xoxb-", "npm_", "dckr_pat_", "AKIA", "hf_",
              "sk-ant-api03-", "sk-proj-", "SG.", "live_sk_", "test_sk_", "pypi-", "AIza", "LTAI", "AKID", "NRAK-",
              "shpat_", "dop_v1_", "lin_api_", "figd_", "whsec_", "sntryu_", "glsa_", "gsk_", "r8_"]:
        if val.startswith(p):
            pre = p
            break
    if k == 0:
        return "<%s>" % key.lower().replace("_", "-")
    if k == 1:
        return "your-%s-here" % key.lower().replace("_", "-")
    if k == 2:
        return "REPLACE_ME"
    if k == 3 and pre:
        return pre + "X" * max(8, len(val) - len(pre))
    if k == 4 and pre:
        return pre + "..."
    if k == 5:
        return "x" * len(val) if len(val) < 64 else "x" * 40
    if k == 6:
        return "<%s from the vault>" % key
    if k == 7:
        return "TODO"
    if k == 8:
        return "<set me>"
    if k == 9:
        return "${%s}" % key
    if k == 10:
        return "dummy-%s-for-tests" % key.lower().replace("_", "-")
    return "0" * min(len(val), 32)


def envref_for(key, style):
    return {"shell": "${%s}" % key, "compose": "${%s:?missing}" % key, "gha": "${{ secrets.%s }}" % key,
            "helm": "{{ .Values.secrets.%s }}" % ks(key, "camel"), "file": "$(cat /run/secrets/%s)" % key.lower(),
            "spring": "${%s}" % ks(key, "dot"), "ansible": "{{ vault_%s }}" % key.lower(), "erb": "<%%= ENV['%s'] %%>" % key,
            "pwsh": "$env:%s" % key, "cmd": "%%%s%%" % key, "tf": "var.%s" % key.lower(),
            "gitlab": "$%s" % key}[style]


def masked_for(val):
    k = rint(0, 5)
    if k == 0:
        return "*" * 16 + val[-4:]
    if k == 1:
        return val[:4] + "*" * 12
    if k == 2:
        return "********"
    if k == 3:
        return "[FILTERED]"
    if k == 4:
        return "***"
    return "(sensitive value)"


def ssh_ed25519_pub():
    blob = _ossh_string(b"ssh-ed25519") + _ossh_string(rb(32))
    return "ssh-ed25519 " + b64(blob) + " " + pick(EN_NAMES + KO_ROMAN) + "@" + pick(["laptop", "mbp", "ci", "bastion"])


def ssh_rsa_pub():
    blob = _ossh_string(b"ssh-rsa") + _ossh_string(b"\x01\x00\x01") + _ossh_string(b"\x00" + rb(256))
    return "ssh-rsa " + b64(blob) + " " + pick(["deploy", "ci-runner", "backup"]) + "@" + pick(["prod", "build-01"])


def ecdsa_pub_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64)
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(_wrap(b64(der), 64)) + "\n-----END PUBLIC KEY-----"


def cert_pem_trunc():
    der = bytes.fromhex("308203") + rb(2) + bytes.fromhex("308202") + rb(2) + bytes.fromhex("a0030201020214") + rb(140)
    lines = _wrap(b64(der), 64)[:3]
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n...\n-----END CERTIFICATE-----"


def ssh_fp():
    return "SHA256:" + b64(rb(32)).rstrip("=")


def gpg_fp():
    h = rs(HEXU, 40)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def sops_val(plain_len):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rb(plain_len)), b64(rb(32)), b64(rb(16)))


def vault_blob(lines):
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(lines))


def sealed_blob():
    return "AgB" + rs(B64, rint(300, 420)) + "=="


def kms_blob():
    return "AQICAHh" + rs(B64, rint(140, 200)) + "="


PUB_ORDER = []


def publishable():
    """(vendor, snippet lines, fence lang, label) - keys the vendor documents as public.
    The twelve kinds are dealt from a shuffled deck so each appears about equally often."""
    if not PUB_ORDER:
        PUB_ORDER.extend(shuffled(range(12)))
    k = PUB_ORDER.pop()
    if k == 0:
        key = "pk_live_" + (rs(AN, 24) if chance(0.5) else "51" + rs(AN, 97))
        return "Stripe", "const stripe = Stripe('%s');" % key, "javascript", "Stripe publishable key"
    if k == 1:
        proj = "acme-%s" % pick(["web", "shop", "app"]) + "-" + rs(ANL, 5)
        cfg = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
               "  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%d\",\n  appId: \"1:%d:web:%s\"\n};"
               % (rs(B64U, 35), proj, proj, proj, rint(10 ** 11, 10 ** 12), rint(10 ** 11, 10 ** 12), hexs(22)))
        return "Firebase", cfg, "javascript", "Firebase web config apiKey"
    if k == 2:
        return "reCAPTCHA", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "html", "reCAPTCHA site key"
    if k == 3:
        tok = "pk." + b64u(json.dumps({"u": "acme-maps", "a": rs(ANL, 25)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)
        return "Mapbox", "mapboxgl.accessToken = '%s';" % tok, "javascript", "Mapbox public token"
    if k == 4:
        return "Algolia", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hexs(32)), "javascript", "Algolia search-only key"
    if k == 5:
        ref = rs(LO, 20)
        iat = rint(1690000000, 1740000000)
        anon = jwt({"alg": "HS256", "typ": "JWT"}, {"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": iat + 315360000})
        return "Supabase", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), "dotenv", "Supabase anon key"
    if k == 6:
        return "Toss Payments", "const tossPayments = TossPayments('%s');" % (pick(["test_ck_", "live_ck_"]) + rs(AN, 28)), "javascript", "Toss Payments client key"
    if k == 7:
        return "PAY.JP", "Payjp('pk_live_%s')" % hexs(48), "javascript", "PAY.JP public key"
    if k == 8:
        return "Kakao", "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % hexs(32), "javascript", "Kakao JavaScript key"
    if k == 9:
        return "Sentry", "Sentry.init({\n  dsn: \"https://%s@o%d.ingest.sentry.io/%d\",\n  tracesSampleRate: 0.1,\n});" % (
            hexs(32), rint(100000, 999999), rint(1000000, 9999999)), "javascript", "Sentry DSN"
    if k == 10:
        return "PostHog", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43), "javascript", "PostHog project API key"
    return "Cloudflare Turnstile", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14), "html", "Turnstile site key"


# ----------------------------------------------------------------------------------------------
# part 6b: clean families close to secrets (placeholders, references, masking, prompts)
# ----------------------------------------------------------------------------------------------
PR["c_cfg"] = {
    "en": {"mc": ["I didn't know which settings {svc} needs for {vname} in {env}; the template in the repo is:",
                  "The user asked me to document how {svc} is configured for {vname}. Current {file}:",
                  "Task: {task}. I wasn't sure whether the {vname} settings were already wired; {file} has:"],
           "les": ["The real values are injected at deploy time; {file} only carries {what_kind}.",
                   "{svc} fails fast at start-up when {key} is still unset, which is the behaviour we want.",
                   "New environments copy {file} and fill the values from {store}."],
           "ask": ["Should {file} also list the optional {vname} settings?", "Is {store} the source of truth for {key} in {env}?",
                   "Do you want a check in CI that fails when {file} contains a real value?"]},
    "ko": {"mc": ["{env}에서 {svc|가} {vname} 관련해 어떤 설정이 필요한지 몰랐다. 저장소의 템플릿:",
                  "사용자가 {svc}의 {vname} 설정 방식을 문서로 남겨 달라고 했다. 현재 {file}:",
                  "작업: {task}. {vname} 설정이 이미 연결돼 있는지 확실하지 않았는데 {file}에는 이렇게 되어 있다:"],
           "les": ["실제 값은 배포 시점에 주입된다. {file}에는 {what_kind}만 들어 있다.",
                   "{key|가} 비어 있으면 {svc|는} 기동 시 바로 실패한다. 원하는 동작이다.",
                   "새 환경은 {file|을} 복사하고 값은 {store}에서 채운다."],
           "ask": ["{file}에 선택 항목인 {vname} 설정도 적어 둘까요?", "{env}의 {key} 원본은 {store|이} 맞나요?",
                   "{file}에 실제 값이 들어가면 실패하는 CI 검사를 추가할까요?"]}}


def _vendor_items_clean(v):
    full = v["make"]()
    return [(k, val, s) for k, val, s in full]


def c_placeholder(lang):
    v = CDECK.draw()
    c = ctx(v, lang)
    full = _vendor_items_clean(v)
    items = [(k, placeholder_for(k, val) if s else val) for k, val, s in full]
    items = with_noise(items)
    pool = [x for x in CONFIG_RENDERERS if x[0] not in ("crontab", "cmd.exe set", "inline env command")]
    for _ in range(10):
        rname, r = pick(pool)
        try:
            text, fl, fname = r(items, c)
            break
        except Retry:
            continue
    else:
        raise Retry()
    file = fname or ("the setup script" if lang == "en" else "설정 스크립트")
    key = [k for k, _, s in full if s][0]
    mc, les, ask = place(c, "c_cfg", fence(text, fl, False), file=file, key=key,
                         what_kind=("placeholders" if lang == "en" else "자리표시자"))
    return mk(lang, "clean: placeholder values for %s in %s" % (v["name"], rname), mc, les, ask, [])


def c_envref(lang):
    v = CDECK.draw()
    c = ctx(v, lang)
    full = _vendor_items_clean(v)
    k = rint(0, 9)
    skeys = [kk for kk, _, s in full if s]
    if k == 0:
        text = "\n".join("%s: %s" % (kk, envref_for(kk, "gha")) for kk in skeys)
        text = "    env:\n" + "\n".join("      " + ln for ln in text.split("\n"))
        fl, file = "yaml", ".github/workflows/deploy.yml"
    elif k == 1:
        text = "services:\n  %s:\n    environment:\n%s" % (c["svc"], "\n".join("      %s: %s" % (kk, envref_for(kk, "compose")) for kk in skeys))
        fl, file = "yaml", "docker-compose.yml"
    elif k == 2:
        text = "env:\n" + "\n".join("  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (kk, c["svc"], kk.lower()) for kk in skeys)
        fl, file = "yaml", "deploy/deployment.yaml"
    elif k == 3:
        text = "\n".join("%s = os.environ[\"%s\"]" % (ks(kk, "snake"), kk) for kk in skeys)
        fl, file = "python", "settings.py"
    elif k == 4:
        text = "\n".join("const %s = process.env.%s;\nif (!%s) throw new Error('%s is not set');" % (ks(kk, "camel"), kk, ks(kk, "camel"), kk) for kk in skeys)
        fl, file = "javascript", "src/config.js"
    elif k == 5:
        text = "\n".join("%s=%s" % (ks(kk, "dot"), envref_for(kk, "spring")) for kk in skeys)
        fl, file = "properties", "application.properties"
    elif k == 6:
        text = "\n".join("%s: %s" % (ks(kk, "snake"), envref_for(kk, "helm")) for kk in skeys)
        fl, file = "yaml", "templates/configmap.yaml"
    elif k == 7:
        text = "\n".join('%s := os.Getenv("%s")' % (ks(kk, "camel"), kk) for kk in skeys)
        fl, file = "go", "cmd/%s/main.go" % c["svc"]
    elif k == 8:
        text = "\n".join("%s: \"%s\"" % (ks(kk, "snake"), envref_for(kk, "ansible")) for kk in skeys)
        fl, file = "yaml", "roles/app/defaults/main.yml"
    else:
        text = "\n".join('variable "%s" {\n  type      = string\n  sensitive = true\n}' % kk.lower() for kk in skeys)
        fl, file = "hcl", "variables.tf"
    mc, les, ask = place(c, "c_cfg", fence(text, fl, False), file=file, key=skeys[0],
                         what_kind=("references to environment variables and secrets" if lang == "en" else "환경 변수와 시크릿 참조"))
    return mk(lang, "clean: env-var / secret references for %s (%s)" % (v["name"], file), mc, les, ask, [])


def c_secretmgr(lang):
    c = ctx(None, lang)
    acct = "%012d" % rint(10 ** 11, 10 ** 12 - 1)
    k = rint(0, 9)
    name = "%s/%s/%s" % (c["env"], c["svc"], pick(["db-password", "stripe-key", "jwt-secret", "smtp"]))
    if k == 9:
        text, fl = "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${GITHUB_PACKAGES_TOKEN}", "ini"
    elif k == 0:
        text, fl = "aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:%s:%s:secret:%s-%s --query SecretString --output text" % (
            pick(REGIONS), acct, name, rs(AN, 6)), "bash"
    elif k == 1:
        text, fl = "vault kv get -mount=secret -field=password %s" % name, "bash"
    elif k == 2:
        text, fl = "aws ssm get-parameter --name /%s --with-decryption --query Parameter.Value --output text" % name, "bash"
    elif k == 3:
        text, fl = "gcloud secrets versions access latest --secret=%s --project=acme-%s" % (name.replace("/", "-"), c["env"]), "bash"
    elif k == 4:
        text, fl = "%s=@Microsoft.KeyVault(SecretUri=https://kv-acme-%s.vault.azure.net/secrets/%s/)" % (
            pick(["DbPassword", "StripeKey", "JwtSecret"]), c["env"], name.replace("/", "-")), ""
    elif k == 5:
        text, fl = "export STRIPE_SECRET_KEY=\"$(op read 'op://Engineering/%s Stripe/credential')\"" % c["env"], "bash"
    elif k == 6:
        text, fl = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                    "  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s\n        property: password" % (c["svc"], name)), "yaml"
    elif k == 7:
        text, fl = "doppler run --project %s --config %s -- ./bin/%s" % (c["svc"], c["env"][:3], c["svc"]), "bash"
    else:
        text, fl = "sops exec-env secrets/%s.enc.yaml './run.sh'" % c["env"], "bash"
    mc = P(c, ["I didn't know where {svc} gets its credentials in {env}. The deploy script fetches them like this:",
               "The user explained that nothing secret is stored in the repo for {svc}; the lookup is:",
               "Task: {task}. I had to find out how the secret is resolved at runtime:"],
           ["{env}에서 {svc|가} 자격 증명을 어디서 가져오는지 몰랐다. 배포 스크립트는 이렇게 가져온다:",
            "사용자가 {svc} 저장소에는 비밀 값이 없다고 설명했다. 조회 방식:",
            "작업: {task}. 런타임에 시크릿이 어떻게 해석되는지 찾아야 했다:"])
    les = P(c, ["The secret path encodes environment and service, so {env} and prod can never read each other's values.",
                "The role of {svc} only has read access to its own prefix in the secret store.",
                "Rotation happens in the secret store; {svc} picks up the new version on the next deploy."],
            ["시크릿 경로에 환경과 서비스가 들어가서 {env}와 운영이 서로의 값을 읽을 수 없다.",
             "{svc}의 역할은 시크릿 저장소에서 자기 prefix만 읽을 수 있다.",
             "교체는 시크릿 저장소에서 하고, {svc|는} 다음 배포 때 새 버전을 읽는다."])
    ask = P(c, ["Should the lookup be cached, or fetched on every start?", "Who can grant {svc} read access to a new secret path?",
                "Is the same secret path used by the batch jobs?"],
            ["조회 결과를 캐시할까요, 매번 기동 때 가져올까요?", "새 시크릿 경로의 읽기 권한은 누가 {svc}에 줄 수 있나요?",
             "배치 잡도 같은 시크릿 경로를 쓰나요?"])
    snip = fence(text, fl)
    if R.random() < 0.6:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "clean: secret-manager reference (%s)" % ["AWS SM ARN", "Vault kv", "SSM parameter", "GCP Secret Manager",
                                                                  "Azure Key Vault ref", "1Password op://", "ExternalSecret",
                                                                  "doppler run", "sops exec-env", ".npmrc ${NPM_TOKEN}"][k], mc, les, ask, [])


def c_masked(lang):
    c = ctx(None, lang)
    k = rint(0, 8)
    if k == 0:
        text = ("$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config"
                % (c["env"], rs(ANU, 4), rs(AN, 4), pick(REGIONS)))
        lab = "aws configure list"
    elif k == 1:
        text = ("$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'"
                % pick(EN_NAMES + KO_ROMAN))
        lab = "gh auth status"
    elif k == 2:
        text = "Run ./deploy.sh\n  env:\n    STRIPE_SECRET_KEY: ***\n    DATABASE_URL: ***\n+ curl -H 'Authorization: Bearer ***' https://api.internal.example.com/deploy"
        lab = "GitHub Actions masked log"
    elif k == 3:
        text = ("$ kubectl describe secret %s-db -n %s\nName:         %s-db\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes"
                % (c["svc"], c["env"], c["svc"], rint(16, 40), rint(3, 10)))
        lab = "kubectl describe secret"
    elif k == 4:
        text = ('Parameters: {"user"=>{"email"=>"%s@example.com", "password"=>"[FILTERED]", "otp_attempt"=>"[FILTERED]"}}'
                % pick(EN_NAMES))
        lab = "Rails filtered params"
    elif k == 5:
        text = ('  # module.app.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        id       = "%s-%s"\n    }'
                % (c["svc"], c["env"]))
        lab = "terraform plan sensitive"
    elif k == 6:
        text = '{"name": "spring.datasource.password", "value": "******", "origin": "System Environment Property \\"DB_PASSWORD\\""}'
        lab = "Spring actuator /env"
    elif k == 7:
        text = ("$ heroku config -a %s\nDATABASE_URL: postgres://****:****@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/%s\nSTRIPE_SECRET_KEY: sk_live_****************************\nWEB_CONCURRENCY: 2"
                % (c["svc"], rint(3, 54), rint(1, 250), rint(1, 250), rint(1, 250), rs(ANL, 14)))
        lab = "heroku config masked"
    else:
        text = "Password for 'https://%s@github.com': ********\nremote: Support for password authentication was removed." % pick(EN_NAMES)
        lab = "git password prompt"
    mc = P(c, ["I wanted to confirm which credentials {svc} was using in {env} without printing them. The output:",
               "The user asked whether the {env} config of {svc} had the new values; what I could see:",
               "Task: {task}. I checked the deployed configuration:"],
           ["{env}에서 {svc|가} 어떤 자격 증명을 쓰는지 값을 출력하지 않고 확인하고 싶었다. 출력:",
            "사용자가 {svc}의 {env} 설정에 새 값이 들어갔는지 물었다. 확인할 수 있었던 내용:",
            "작업: {task}. 배포된 설정을 확인했다:"])
    les = P(c, ["The masked output is enough to tell which key is active (the last characters), without exposing it.",
                "Masking happens in the tool, not in our logger, so custom scripts still need their own filtering.",
                "Comparing the masked suffix with the one in the vault entry confirmed the rotation went through."],
            ["마스킹된 출력만으로도 어떤 키가 활성인지(끝자리) 알 수 있고 값은 노출되지 않는다.",
             "마스킹은 우리 로거가 아니라 도구가 하는 것이라 직접 만든 스크립트는 따로 필터링해야 한다.",
             "마스킹된 끝자리를 볼트 항목과 비교해서 교체가 반영된 걸 확인했다."])
    ask = P(c, ["Is checking the masked suffix enough for the rotation checklist?", "Should our own scripts mask values the same way?",
                "Do you want me to add this check to the runbook of {svc}?"],
            ["교체 체크리스트에서 마스킹된 끝자리 확인만으로 충분할까요?", "우리 스크립트도 같은 방식으로 마스킹할까요?",
             "이 확인 절차를 {svc} 런북에 추가할까요?"])
    snip = fence(text, "", False)
    if R.random() < 0.6:
        mc = glue(mc, snip, "after")
    else:
        les = glue(les, snip, pick(["after", "before"]))
    return mk(lang, "clean: masked output (%s)" % lab, mc, les, ask, [])


def c_redacted(lang):
    v = CDECK.draw()
    c = ctx(v, lang)
    full = _vendor_items_clean(v)
    mark = pick(["[REDACTED]", "<redacted>", "***REDACTED***", "[MASKED]", "<removed>", "████████"])
    items = [(k, mark if s else val) for k, val, s in full]
    k = rint(0, 3)
    if k == 0:
        text, fl, fname = r_dotenv(with_noise(items), c)
    elif k == 1 and v["req"] and v["req"][2]:
        text, fl, fname = h_curl(v, mark, c)
    elif k == 2:
        text, fl, fname = "%s WARN [%s] auth failed for %s=%s (401)" % (ts_iso(), c["svc"], items[-1][0], mark), "", None
    else:
        text, fl, fname = r_yaml(with_noise(items), c)
    mc = P(c, ["I had already redacted the {vname} values before pasting; this is what the {env} config of {svc} looked like:",
               "The user shared a sanitized copy of the failing setup for {svc}:",
               "Keeping the redacted form here for reference on how {svc} talks to {vname}:"],
           ["붙이기 전에 {vname} 값은 이미 가렸다. {svc}의 {env} 설정은 이랬다:",
            "사용자가 {svc} 장애 설정을 정리된 사본으로 공유했다:",
            "{svc|가} {vname}와 어떻게 통신하는지 참고용으로 가린 형태를 남긴다:"])
    les = P(c, ["The structure was enough to spot the problem: the {what} was set for the wrong environment.",
                "Redacted copies are fine for debugging layout and key names; the values were never needed.",
                "The {vname} client reads the keys in the order shown, so the last one wins."],
            ["구조만으로도 문제를 찾을 수 있었다. {what|이} 다른 환경 것으로 설정돼 있었다.",
             "레이아웃과 키 이름을 디버깅하는 데는 가린 사본으로 충분했다. 값은 필요 없었다.",
             "{vname} 클라이언트는 보이는 순서대로 읽어서 마지막 값이 이긴다."])
    ask = P(c, ["Can you always share configs in this redacted form?", "Which environment should the {what} belong to?",
                "Is there a script to produce these sanitized copies?"],
            ["앞으로도 설정은 이렇게 가린 형태로 공유해 주실 수 있나요?", "{what|은} 어느 환경 것이어야 하나요?",
             "이런 정리된 사본을 만드는 스크립트가 있나요?"])
    snip = fence(text, fl, False)
    if R.random() < 0.6:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "clean: already-redacted values (%s)" % mark, mc, les, ask, [])


def c_connnopw(lang):
    c = ctx(None, lang)
    h = host()
    k = rint(0, 8)
    if k == 0:
        text, fl = "DATABASE_URL=postgres://%s@%s:5432/app?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem" % (user(), h), "dotenv"
        lab = "Postgres URL without password (IAM / pgpass)"
    elif k == 1:
        text, fl = "DATABASE_URL=postgres://app:${DB_PASSWORD}@%s:5432/app" % h, "dotenv"
        lab = "Postgres URL with ${DB_PASSWORD}"
    elif k == 2:
        text, fl = "spring.datasource.url=jdbc:mysql://%s:3306/shop?useSSL=true\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}" % h, "properties"
        lab = "JDBC with env placeholders"
    elif k == 3:
        text, fl = "MONGODB_URI=mongodb+srv://cluster0.%s.mongodb.net/?authSource=%%24external&authMechanism=MONGODB-AWS" % rs(ANL, 5), "dotenv"
        lab = "MongoDB AWS IAM auth"
    elif k == 4:
        text, fl = "aws rds generate-db-auth-token --hostname %s --port 5432 --region %s --username iam_app" % (h, pick(REGIONS)), "bash"
        lab = "RDS IAM auth token command"
    elif k == 5:
        text, fl = "Server=tcp:acme-%s.database.windows.net,1433;Database=erp;Authentication=Active Directory Managed Identity;Encrypt=True;" % c["env"], ""
        lab = "SQL Server managed identity"
    elif k == 6:
        text, fl = "REDIS_URL=redis://%s:6379/0\nCELERY_BROKER_URL=amqp://guest@localhost//" % h, "dotenv"
        lab = "Redis/AMQP without credentials"
    elif k == 7:
        text, fl = "./cloud-sql-proxy --auto-iam-authn acme-%s:%s:pg-main --port 5432" % (c["env"], pick(["asia-northeast3", "us-central1"])), "bash"
        lab = "Cloud SQL proxy IAM"
    else:
        text, fl = "psql \"host=%s dbname=app user=%s sslmode=require\"   # password comes from ~/.pgpass" % (h, user()), "bash"
        lab = "libpq DSN with .pgpass"
    mc = P(c, ["I expected a password in the {env} DSN of {svc} and couldn't find one. The config is:",
               "The user asked how {svc} logs in to its database without a stored password:",
               "Task: {task}. The connection setup for the database:"],
           ["{svc}의 {env} DSN에 비밀번호가 있을 줄 알았는데 없었다. 설정:",
            "사용자가 {svc|가} 저장된 비밀번호 없이 DB에 어떻게 로그인하는지 물었다:",
            "작업: {task}. DB 연결 설정:"])
    les = P(c, ["Authentication comes from the runtime identity (IAM / managed identity / pgpass), so nothing secret lives in the URL.",
                "When the password is not in the URL, the driver falls back to the environment or ~/.pgpass.",
                "Keeping only host and user in the DSN makes it safe to log on connection errors."],
            ["인증은 런타임 ID(IAM, 관리 ID, pgpass)로 하므로 URL에는 비밀 값이 없다.",
             "URL에 비밀번호가 없으면 드라이버는 환경 변수나 ~/.pgpass를 찾는다.",
             "DSN에 호스트와 사용자만 두면 연결 오류 시 로그에 남겨도 안전하다."])
    ask = P(c, ["Should the other services of this team switch to the same passwordless setup?", "Which role does {svc} assume for the database login?",
                "Is the token lifetime (15 minutes) a problem for long migrations?"],
            ["팀의 다른 서비스도 같은 비밀번호 없는 방식으로 바꿀까요?", "{svc|는} DB 로그인에 어떤 역할을 쓰나요?",
             "긴 마이그레이션에서 토큰 수명(15분)이 문제가 될까요?"])
    snip = fence(text, fl)
    if R.random() < 0.6:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "clean: connection string without secret (%s)" % lab, mc, les, ask, [])


PROMPT_CMDS = [("mysql -h {h} -u {u} -p", "mysql -p with no value (prompts)"),
               ("docker login ghcr.io -u {u} --password-stdin < ~/.config/ghcr-token", "docker --password-stdin from file"),
               ("echo \"$CR_PAT\" | docker login ghcr.io -u {u} --password-stdin", "docker --password-stdin from env"),
               ("gh auth login --with-token < ~/.secrets/gh.txt", "gh --with-token from file"),
               ("vault login -method=oidc role={svc}", "vault OIDC login"),
               ("aws sso login --profile {env}", "aws sso login"),
               ("kubectl create secret generic {svc}-db --from-file=password=./db-password.txt", "kubectl --from-file"),
               ("sshpass -f ~/.ssh/{u}.pass ssh {u}@{h}", "sshpass -f file"),
               ("ansible-playbook site.yml --ask-vault-pass --ask-become-pass", "ansible --ask-*-pass"),
               ("openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout env:P12_PASS", "openssl -passout env:"),
               ("mysql --login-path={env} -e 'SELECT 1'", "mysql --login-path"),
               ("read -rs DB_PASSWORD && export DB_PASSWORD", "read -s"),
               ("az login --identity", "az managed identity"),
               ("PGPASSFILE=~/.pgpass.{env} psql -h {h} -U {u} app", "PGPASSFILE"),
               ("git config --global credential.helper 'cache --timeout=3600'", "git credential cache"),
               ("npm login --auth-type=web", "npm web login")]


def c_prompt(lang):
    c = ctx(None, lang)
    tpl, lab = pick(PROMPT_CMDS)
    cmd = fill(tpl, h=host(), u=user(), svc=c["svc"], env=c["env"])
    mc = P(c, ["I didn't know how to log in to the {env} tooling without having the password pasted to me. The user showed me:",
               "The runbook for {svc} said 'log in first' without saying how; the command the team uses:",
               "Task: {task}. The login step, as the user runs it:"],
           ["비밀번호를 전달받지 않고 {env} 도구에 어떻게 로그인하는지 몰랐다. 사용자가 보여준 방법:",
            "{svc} 런북에는 '먼저 로그인'이라고만 되어 있었다. 팀이 쓰는 명령:",
            "작업: {task}. 사용자가 실행하는 로그인 단계:"])
    les = P(c, ["This form never puts the secret on the command line, so it stays out of shell history and `ps`.",
                "The prompt/stdin variant is what CI should use too; the secret comes from the runner's secret store.",
                "When the flag has no value the tool asks interactively, which breaks in non-interactive shells."],
            ["이 방식은 명령줄에 비밀 값을 넣지 않아서 셸 히스토리와 `ps`에 남지 않는다.",
             "CI도 프롬프트/표준입력 방식을 써야 하고, 비밀 값은 러너의 시크릿 저장소에서 온다.",
             "플래그에 값이 없으면 도구가 대화형으로 물어보므로 비대화형 셸에서는 깨진다."])
    ask = P(c, ["Is there a non-interactive variant I should use in CI?", "Who issues the file-based credential for new team members?",
                "Should I add this login step to the {svc} runbook?"],
            ["CI에서 쓸 비대화형 방식이 있나요?", "새 팀원용 파일 기반 자격 증명은 누가 발급하나요?", "이 로그인 단계를 {svc} 런북에 추가할까요?"])
    snip = fence(cmd, "bash")
    if R.random() < 0.6:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(lang, "clean: login command without secret (%s)" % lab, mc, les, ask, [])


FLAG_FACTS = [("`mysql -p` with nothing attached makes the client prompt; `-pSECRET` (no space) would pass the value inline.",
               "`mysql -p`처럼 값 없이 쓰면 프롬프트가 뜨고, 공백 없이 붙이면(-p값) 값이 그대로 넘어간다."),
              ("`docker login --password-stdin` reads the token from standard input instead of the `-p` flag.",
               "`docker login --password-stdin`은 `-p` 플래그 대신 표준 입력에서 토큰을 읽는다."),
              ("psql reads PGPASSWORD from the environment and ~/.pgpass (mode 0600) when no password is given.",
               "psql은 비밀번호가 없으면 PGPASSWORD 환경 변수와 ~/.pgpass(권한 0600)를 읽는다."),
              ("`curl -u user` without `:password` prompts for the password instead of putting it in the process list.",
               "`curl -u user`처럼 `:password` 없이 쓰면 프로세스 목록에 남기지 않고 프롬프트로 묻는다."),
              ("`openssl ... -passin env:VAR` and `-passin file:path` avoid putting the pass phrase on the command line.",
               "`openssl ... -passin env:VAR`나 `-passin file:path`를 쓰면 암호문을 명령줄에 넣지 않아도 된다."),
              ("`redis-cli --askpass` prompts; `-a` puts the password on the command line and prints a warning.",
               "`redis-cli --askpass`는 프롬프트로 묻고, `-a`는 명령줄에 비밀번호를 넣어서 경고를 띄운다."),
              ("GitHub Actions masks values that come from `secrets.*`, but not values computed from them (e.g. base64 of a secret).",
               "GitHub Actions는 `secrets.*` 값은 가리지만 그 값으로 만든 값(예: base64)은 가리지 않는다."),
              ("`kubectl create secret --from-env-file` keeps values out of shell history, unlike `--from-literal`.",
               "`kubectl create secret --from-env-file`은 `--from-literal`과 달리 값을 셸 히스토리에 남기지 않는다."),
              ("`ssh-add --apple-use-keychain` stores the key passphrase in the keychain so scripts never see it.",
               "`ssh-add --apple-use-keychain`은 키 암호를 키체인에 저장해서 스크립트가 볼 일이 없다."),
              ("Python's getpass.getpass() reads without echo; input() would echo the password on screen.",
               "파이썬 getpass.getpass()는 화면에 표시하지 않고 읽는다. input()은 비밀번호가 화면에 보인다."),
              ("`git config credential.helper store` writes tokens in plain text to ~/.git-credentials; `cache` keeps them in memory.",
               "`git config credential.helper store`는 토큰을 ~/.git-credentials에 평문으로 쓰고, `cache`는 메모리에만 둔다."),
              ("`terraform output -json` prints sensitive outputs in clear text even though `terraform output` hides them.",
               "`terraform output`은 민감한 출력을 숨기지만 `terraform output -json`은 평문으로 출력한다."),
              ("`set +x` before sourcing the secrets file stops bash tracing from echoing the exported values.",
               "시크릿 파일을 source 하기 전에 `set +x`를 하면 bash 트레이싱이 export 값을 출력하지 않는다."),
              ("`aws configure list` only shows the last four characters of the keys, which is enough to identify the profile.",
               "`aws configure list`는 키의 마지막 네 글자만 보여줘서 프로필 식별에는 충분하다.")]


def c_flags(lang):
    c = ctx(None, lang)
    facts = sample(FLAG_FACTS, rint(1, 2))
    txt = " ".join(f[0] if lang == "en" else f[1] for f in facts)
    mc = P(c, ["I didn't know how {svc}'s scripts pass credentials to the CLI tools without leaking them.",
               "The user asked why the password showed up in `ps` output on the {env} box.",
               "While reviewing the deploy scripts of {svc} I wasn't sure which flags are safe to use."],
           ["{svc} 스크립트가 CLI 도구에 자격 증명을 새지 않게 넘기는 방법을 몰랐다.",
            "사용자가 {env} 서버의 `ps` 출력에 왜 비밀번호가 보였는지 물었다.",
            "{svc} 배포 스크립트를 리뷰하면서 어떤 플래그가 안전한지 확실하지 않았다."])
    ask = P(c, ["Should I rewrite the {svc} scripts to use the stdin/file variants?", "Do we have a lint rule for secrets passed as flags?",
                "Which of these tools are used in the {env} cron jobs?"],
            ["{svc} 스크립트를 표준입력/파일 방식으로 바꿀까요?", "플래그로 비밀 값을 넘기는 걸 잡는 린트 규칙이 있나요?",
             "이 도구들 중 {env} 크론 잡에서 쓰는 건 어느 것인가요?"])
    return mk(lang, "clean: credential flags explained in prose", mc, txt, ask, [])


POLICY = [("Password policy for the admin console: at least 14 characters, one digit, one symbol, no reuse of the last 5, expiry 90 days.",
           "관리자 콘솔 비밀번호 정책: 최소 14자, 숫자와 특수문자 각 1개 이상, 최근 5개 재사용 금지, 90일마다 변경."),
          ("KISA guideline we follow: 8+ characters with three character classes, or 10+ with two.",
           "우리가 따르는 KISA 가이드: 세 종류 조합이면 8자 이상, 두 종류 조합이면 10자 이상."),
          ("Keycloak realm policy string: length(12) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)",
           "Keycloak 렐름 정책 문자열: length(12) and digits(1) and specialChars(1) and notUsername and passwordHistory(5)"),
          ('{"MinimumPasswordLength": 14, "RequireSymbols": true, "RequireNumbers": true, "MaxPasswordAge": 90, "PasswordReusePrevention": 5}',
           '{"MinimumPasswordLength": 14, "RequireSymbols": true, "RequireNumbers": true, "MaxPasswordAge": 90, "PasswordReusePrevention": 5}'),
          ("/etc/security/pwquality.conf: minlen = 14, dcredit = -1, ucredit = -1, ocredit = -1, retry = 3",
           "/etc/security/pwquality.conf: minlen = 14, dcredit = -1, ucredit = -1, ocredit = -1, retry = 3"),
          ("The validator regex is ^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{12,64}$ and the bcrypt cost factor is 12.",
           "검증 정규식은 ^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{12,64}$ 이고 bcrypt cost는 12이다."),
          ("AUTH_PASSWORD_VALIDATORS uses MinimumLengthValidator (min_length=12), CommonPasswordValidator and NumericPasswordValidator.",
           "AUTH_PASSWORD_VALIDATORS에 MinimumLengthValidator(min_length=12), CommonPasswordValidator, NumericPasswordValidator를 쓴다."),
          ("API tokens expire after 30 days; service-account keys after 90; secrets are rotated by the platform team, not by app owners.",
           "API 토큰은 30일, 서비스 계정 키는 90일 뒤 만료된다. 교체는 앱 담당자가 아니라 플랫폼 팀이 한다.")]


def c_policy(lang):
    c = ctx(None, lang)
    facts = sample(POLICY, rint(1, 2))
    txt = "\n".join(f[0] if lang == "en" else f[1] for f in facts)
    mc = P(c, ["Signup for {svc} kept rejecting passwords in {env} and I didn't know the rules.",
               "The user asked me to align the password checks in {svc} with the company policy, which I didn't have.",
               "Task: {task}. The password rules were not in the repo."],
           ["{env}에서 {svc} 가입 시 비밀번호가 계속 거부됐는데 규칙을 몰랐다.",
            "사용자가 {svc}의 비밀번호 검사를 회사 정책에 맞춰 달라고 했는데 정책 내용을 몰랐다.",
            "작업: {task}. 비밀번호 규칙이 저장소에 없었다."])
    les = join(txt, P(c, ["The frontend and the API must enforce the same rule, otherwise users see a confusing second error.",
                          "Error messages should name the failed rule, never echo the password."],
                      ["프론트엔드와 API가 같은 규칙을 적용해야 사용자가 헷갈리는 두 번째 오류를 보지 않는다.",
                       "오류 메시지는 어떤 규칙에 걸렸는지만 말하고 비밀번호를 되풀이하면 안 된다."]))
    ask = P(c, ["Does the same policy apply to service accounts?", "Should the rules live in a shared config instead of code?",
                "Who approves changes to the password policy?"],
            ["서비스 계정에도 같은 정책이 적용되나요?", "규칙을 코드 대신 공용 설정에 둘까요?", "비밀번호 정책 변경은 누가 승인하나요?"])
    return mk(lang, "clean: password policy without values", mc, les, ask, [])


# ----------------------------------------------------------------------------------------------
# part 6c: clean families with random-looking non-secrets
# ----------------------------------------------------------------------------------------------
def _generic_clean(c, fam_en, fam_ko, text, fl, cat, p_mc=0.6):
    mc = P(c, fam_en["mc"], fam_ko["mc"])
    les = P(c, fam_en["les"], fam_ko["les"])
    ask = P(c, fam_en["ask"], fam_ko["ask"])
    snip = fence(text, fl)
    if R.random() < p_mc:
        mc = glue(mc, snip)
    else:
        les = glue(les, snip)
    return mk(c["lang"], cat, mc, les, ask, [])


def c_hash(lang):
    c = ctx(None, lang)
    k = rint(0, 8)
    img = pick(["python", "node", "nginx", "postgres", "redis"])
    if k == 0:
        text = "\n".join("%s  %s" % (sha256_hex(), f) for f in sample(["dist/app-linux-amd64", "dist/app-darwin-arm64", "dist/app-windows.exe", "SHA256SUMS.sig"], 3))
        lab, fl = "sha256sum output", ""
    elif k == 1:
        text = "FROM %s:%s@sha256:%s" % (img, pick(["3.12-slim", "20-alpine", "1.27", "16", "7.2"]), sha256_hex())
        lab, fl = "pinned image digest", "dockerfile"
    elif k == 2:
        pkg = pick(["lodash", "axios", "zod", "dayjs", "react-query", "undici"])
        ver = "%d.%d.%d" % (rint(1, 9), rint(0, 30), rint(0, 20))
        text = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pkg, ver, pkg, pkg, ver, b64(rb(64)))
        lab, fl = "npm integrity", "json"
    elif k == 3:
        mod = pick(["github.com/spf13/cobra", "golang.org/x/net", "github.com/google/uuid"])
        ver = "v%d.%d.%d" % (rint(0, 1), rint(1, 20), rint(0, 9))
        text = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64(rb(32)), mod, ver, b64(rb(32)))
        lab, fl = "go.sum", ""
    elif k == 4:
        text = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256_hex(), sha256_hex())
        lab, fl = "pip --hash", ""
    elif k == 5:
        text = '<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rb(48))
        lab, fl = "SRI integrity", "html"
    elif k == 6:
        text = "\n".join("%s %s" % (git_sha()[:pick([7, 12, 40])], pick(["fix: retry on 429", "chore: bump deps", "feat: add export endpoint", "revert: rollout of v2 client"])) for _ in range(rint(3, 5)))
        lab, fl = "git log SHAs", ""
    elif k == 7:
        text = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), b64(rb(32)), sha256_hex())
        lab, fl = ".terraform.lock.hcl", "hcl"
    else:
        text = 'ETag: "%s"\nx-amz-version-id: %s' % (hexs(32), rs(AN + "._", 32))
        lab, fl = "S3 ETag / version id", "http"
    fam_en = {"mc": ["The {env} build of {svc} produced different artifacts than CI and I didn't know how to compare them:",
                     "The user asked me to pin the dependencies of {svc}; the current lock data:",
                     "I needed to prove which build was deployed to {env}:"],
              "les": ["Digests identify content, they don't grant access, so they are safe to paste and compare.",
                      "Pinning by digest makes rebuilds reproducible even if a tag is moved.",
                      "The mismatch came from a different base image; the digest changed while the tag stayed the same."],
              "ask": ["Should CI fail when a digest changes without a version bump?", "Do you want the digests recorded in the release notes?",
                      "Which of these should be treated as the source of truth?"]}
    fam_ko = {"mc": ["{svc}의 {env} 빌드가 CI 산출물과 달랐는데 어떻게 비교할지 몰랐다:",
                     "사용자가 {svc} 의존성을 고정해 달라고 했다. 현재 lock 정보:",
                     "{env}에 어떤 빌드가 배포됐는지 증명해야 했다:"],
              "les": ["다이제스트는 내용을 식별할 뿐 접근 권한을 주지 않으므로 붙여서 비교해도 안전하다.",
                      "다이제스트로 고정하면 태그가 옮겨져도 다시 빌드한 결과가 같다.",
                      "베이스 이미지가 달라서 태그는 그대로인데 다이제스트가 바뀌었다."],
              "ask": ["버전 변경 없이 다이제스트가 바뀌면 CI를 실패시킬까요?", "릴리스 노트에 다이제스트를 기록할까요?",
                      "이 중 어느 것을 기준으로 삼아야 하나요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, fl, "clean: hashes/digests (%s)" % lab)


def c_uuid(lang):
    c = ctx(None, lang)
    k = rint(0, 7)
    if k == 0:
        text = "%s ERROR [%s] request_id=%s user_id=%d order_id=%s msg=\"payment provider timeout\"" % (ts_iso(), c["svc"], uuid4(), rint(10000, 999999), ulid())
        lab = "request/order ids in log"
    elif k == 1:
        text = "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;t.dm:-0" % (hexs(32), hexs(16))
        lab = "W3C traceparent"
    elif k == 2:
        text = "x-amz-request-id: %s\nx-amz-id-2: %s" % (rs(ANU, 16), rs(B64, 76))
        lab = "S3 request ids"
    elif k == 3:
        text = "Via: 1.1 %s.cloudfront.net (CloudFront)\nX-Amz-Cf-Pop: ICN57-P2\nX-Amz-Cf-Id: %s==" % (hexs(32), rs(B64U, 54))
        lab = "CloudFront ids"
    elif k == 4:
        text = "cf-ray: %s-ICN\nx-request-id: %s" % (hexs(16), uuid4())
        lab = "cf-ray / x-request-id"
    elif k == 5:
        text = "Sentry event %s (issue %s-%s) first seen %s" % (hexs(32), c["svc"].upper().replace("-", ""), rs(ANU, 3), ts_iso())
        lab = "Sentry event id"
    elif k == 6:
        text = "curl -X POST https://api.example.com/v1/refunds -H 'Idempotency-Key: %s' -H 'Content-Type: application/json' -d '{\"charge\":\"ch_%s\"}'" % (uuid4(), rs(AN, 24))
        lab = "Idempotency-Key header"
    else:
        text = "metadata:\n  name: %s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (c["svc"], rs(ANL, 5), uuid4(), rint(10 ** 6, 10 ** 8))
        lab = "Kubernetes uid"
    fam_en = {"mc": ["The user reported one failed checkout in {env} and I didn't know how to find it. They gave me:",
                     "I couldn't correlate the {svc} error with the upstream logs without the ids from the response:",
                     "Task: {task}. I needed a trace of one slow request:"],
              "les": ["Request and trace ids are safe to share; they only help find log lines and grant no access.",
                      "Searching the id in the log explorer across {svc} and its upstream gave the full path of the request.",
                      "The upstream id is different from ours; both need to be logged to correlate incidents."],
              "ask": ["Should {svc} return the request id to the client in every error?", "How long are these traces retained?",
                      "Can you share the upstream id next time you report a failure?"]}
    fam_ko = {"mc": ["사용자가 {env}에서 결제 한 건이 실패했다고 알렸는데 찾는 방법을 몰랐다. 받은 정보:",
                     "응답에 있는 ID 없이는 {svc} 에러를 업스트림 로그와 연결할 수 없었다:",
                     "작업: {task}. 느린 요청 하나의 트레이스가 필요했다:"],
              "les": ["요청 ID와 트레이스 ID는 로그를 찾는 데만 쓰이고 접근 권한을 주지 않아서 공유해도 안전하다.",
                      "로그 탐색기에서 ID로 {svc}와 업스트림을 함께 검색하니 요청 경로 전체가 보였다.",
                      "업스트림 ID는 우리 것과 달라서 장애를 연결하려면 둘 다 로그에 남겨야 한다."],
              "ask": ["{svc|가} 모든 에러 응답에 요청 ID를 넣도록 할까요?", "이 트레이스는 얼마나 보관되나요?",
                      "다음에 장애를 알려주실 때 업스트림 ID도 같이 주실 수 있나요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: ids (%s)" % lab)


def c_pubkey(lang):
    c = ctx(None, lang)
    k = rint(0, 9)
    if k == 9:
        ca = b64(cert_pem_trunc().replace("\n...", "").encode())
        text = ("clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s\n"
                "users:\n- name: %s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]"
                % (ca, rs(ANU, 32), pick(REGIONS), c["env"], c["env"], c["env"]))
        lab = "kubeconfig CA data + exec auth"
    elif k == 0:
        text, lab = ssh_ed25519_pub(), "ssh-ed25519 public key"
    elif k == 1:
        text, lab = "\n".join([ssh_rsa_pub(), ssh_ed25519_pub()]), "authorized_keys"
    elif k == 2:
        text = "|1|%s|%s ssh-ed25519 %s" % (b64(rb(20)), b64(rb(20)), b64(_ossh_string(b"ssh-ed25519") + _ossh_string(rb(32))))
        lab = "known_hosts line"
    elif k == 3:
        text, lab = ecdsa_pub_pem(), "PEM public key"
    elif k == 4:
        text, lab = cert_pem_trunc(), "certificate (public)"
    elif k == 5:
        text = "ED25519 key fingerprint is %s.\nThis key is not known by any other names." % ssh_fp()
        lab = "SSH host key fingerprint"
    elif k == 6:
        text = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@example.com>" % (rint(1, 12), rint(1, 28), gpg_fp(), pick(EN_NAMES).capitalize(), pick(EN_NAMES))
        lab = "GPG fingerprint"
    elif k == 7:
        text = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: age1%s" % (c["env"], rs(BECH, 58))
        lab = "age recipient in .sops.yaml"
    else:
        text = '{"keys": [{"kty": "EC", "crv": "P-256", "kid": "%s", "use": "sig", "x": "%s", "y": "%s"}]}' % (rs(B64U, 16), b64u(rb(32)), b64u(rb(32)))
        lab = "JWKS public key"
    fam_en = {"mc": ["I didn't know which key the {env} bastion accepts for the deploy user; the user pasted:",
                     "Setting up {svc} to verify signatures needed the public half; the user sent:",
                     "The host key check failed after the {env} rebuild and I didn't know what to compare:"],
              "les": ["Public keys and fingerprints can be shared freely; only the matching private key must stay secret.",
                      "Verifying the fingerprint out of band before trusting a new host key avoids a man-in-the-middle.",
                      "Publishing the public key in the repo lets every service verify without a secret."],
              "ask": ["Should this public key be added to the shared config repo?", "Who can confirm the fingerprint out of band?",
                      "Do you want key rotation documented in the {svc} runbook?"]}
    fam_ko = {"mc": ["{env} 배스천이 deploy 사용자에게 어떤 키를 허용하는지 몰랐다. 사용자가 붙여 준 것:",
                     "{svc}에서 서명 검증을 하려면 공개 키가 필요했다. 사용자가 보내준 것:",
                     "{env} 재구축 후 호스트 키 확인이 실패했는데 무엇과 비교해야 할지 몰랐다:"],
              "les": ["공개 키와 지문은 자유롭게 공유해도 된다. 짝이 되는 개인 키만 비밀로 지키면 된다.",
                      "새 호스트 키를 믿기 전에 다른 경로로 지문을 확인하면 중간자 공격을 피할 수 있다.",
                      "공개 키를 저장소에 두면 모든 서비스가 비밀 없이 검증할 수 있다."],
              "ask": ["이 공개 키를 공용 설정 저장소에 추가할까요?", "지문을 다른 경로로 확인해 줄 수 있는 사람이 누구인가요?",
                      "키 교체 절차를 {svc} 런북에 적어 둘까요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: public key material (%s)" % lab)


def c_ids(lang):
    c = ctx(None, lang)
    k = rint(0, 9)
    acct = "%012d" % rint(10 ** 11, 10 ** 12 - 1)
    if k == 0:
        text, lab = "arn:aws:iam::%s:role/%s-%s-deployer\naws_account_id = %s" % (acct, c["svc"], c["env"], acct), "AWS account id + role ARN"
    elif k == 1:
        text, lab = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s" % (hexs(32), hexs(32)), "Twilio SIDs"
    elif k == 2:
        text, lab = "GOOGLE_CLIENT_ID=%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ANL, 32)), "Google OAuth client id"
    elif k == 3:
        text, lab = "tenant_id       = \"%s\"\nsubscription_id = \"%s\"\nclient_id       = \"%s\"" % (uuid4(), uuid4(), uuid4()), "Azure tenant/subscription/client ids"
    elif k == 4:
        text, lab = "customer=cus_%s subscription=sub_%s price=price_%s invoice=in_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24)), "Stripe object ids"
    elif k == 5:
        text, lab = "channel=C0%s user=U0%s team=T0%s ts=%d.%06d" % (rs(ANU, 9), rs(ANU, 9), rs(ANU, 8), rint(1700000000, 1750000000), rint(0, 999999)), "Slack ids"
    elif k == 6:
        text, lab = "APPLE_TEAM_ID=%s\nAPPLE_KEY_ID=%s\nBUNDLE_ID=com.acme.%s" % (rs(ANU, 10), rs(ANU, 10), pick(["shop", "wallet", "chat"])), "Apple Team ID / Key ID"
    elif k == 7:
        text, lab = "NAVER_CLIENT_ID=%s\n# secret lives in Vault: secret/%s/naver" % (rs(AN + "_", 20), c["svc"]), "Naver client id only"
    elif k == 8:
        text, lab = "wechat:\n  appid: wx%s\n  mch_id: \"%d\"" % (hexs(16), rint(10 ** 9, 2 * 10 ** 9)), "WeChat AppID / merchant id"
    else:
        text, lab = "GITHUB_APP_ID=%d\nGITHUB_INSTALLATION_ID=%d\nGITHUB_APP_CLIENT_ID=Iv23li%s" % (rint(100000, 999999), rint(10 ** 7, 9 * 10 ** 7), rs(AN, 14)), "GitHub App ids"
    fam_en = {"mc": ["I wasn't sure which of the {env} settings of {svc} are identifiers and which are secrets:",
                     "The user asked me to fill in the public identifiers for the {svc} integration:",
                     "Task: {task}. The non-secret ids that {svc} needs:"],
              "les": ["These are identifiers, not credentials; they can live in plain config next to the code.",
                      "Knowing an account or client id gives no access on its own; the matching secret stays in {store}.",
                      "Mixing ids into the secret store made rotation harder than it needed to be."],
              "ask": ["Should these ids move from the secret store into plain config?", "Are the ids the same in {env} and prod?",
                      "Which of these does the mobile app need too?"]}
    fam_ko = {"mc": ["{svc}의 {env} 설정 중 어느 것이 식별자이고 어느 것이 비밀인지 확실하지 않았다:",
                     "사용자가 {svc} 연동에 필요한 공개 식별자를 채워 달라고 했다:",
                     "작업: {task}. {svc}에 필요한 비밀이 아닌 ID들:"],
              "les": ["이 값들은 자격 증명이 아니라 식별자라서 코드 옆 일반 설정에 둬도 된다.",
                      "계정 ID나 클라이언트 ID만으로는 접근할 수 없다. 짝이 되는 비밀은 {store}에 있다.",
                      "ID까지 시크릿 저장소에 넣어서 교체가 필요 이상으로 번거로웠다."],
              "ask": ["이 ID들을 시크릿 저장소에서 일반 설정으로 옮길까요?", "{env}와 운영의 ID가 같나요?", "모바일 앱에도 필요한 건 어느 것인가요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: non-secret identifiers (%s)" % lab)


def c_b64(lang):
    c = ctx(None, lang)
    k = rint(0, 6)
    if k == 6:
        tok = b64u(b"\n" + bytes([rint(20, 40)]) + rs(ANL, rint(20, 40)).encode())
        text, lab = '{"files": [...], "nextPageToken": "%s"}\nGET /drive/v3/files?pageSize=100&pageToken=%s' % (tok, tok), "Google API nextPageToken"
    elif k == 0:
        cur = b64(json.dumps({"id": rint(1000, 999999), "created_at": ts_iso()}, separators=(",", ":")).encode())
        text, lab = "GET /v1/orders?limit=50&cursor=%s" % urllib.parse.quote(cur, safe=""), "pagination cursor"
    elif k == 1:
        gid = b64(("%s:%d" % (pick(["User", "Order", "Product"]), rint(100, 99999))).encode())
        text, lab = '{"data": {"node": {"id": "%s", "__typename": "Order"}}}' % gid, "GraphQL global id"
    elif k == 2:
        cfg = b64(json.dumps({"feature_flags": {"new_checkout": True, "dark_mode": False}, "region": pick(REGIONS)}).encode())
        text, lab = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (c["svc"], cfg), "ConfigMap binaryData"
    elif k == 3:
        text, lab = "$ echo -n '%s' | base64\n%s" % (c["svc"] + "." + c["env"], b64((c["svc"] + "." + c["env"]).encode())), "base64 of a hostname"
    elif k == 4:
        hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(AN, 8)}, separators=(",", ":")).encode())
        text, lab = "The header segment %s decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\",...}; only the header was pasted, no payload or signature." % hdr, "JWT header only"
    else:
        svg = b64(('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="%d" fill="#%s"/></svg>' % (rint(3, 8), hexs(6))).encode())
        text, lab = '<img src="data:image/svg+xml;base64,%s" alt="status">' % svg, "data URI"
    fam_en = {"mc": ["I didn't recognise the base64 blob in the {svc} request and thought it might be a token:",
                     "The user asked what the encoded value in the {env} logs of {svc} is:",
                     "Task: {task}. I ran into this encoded value:"],
              "les": ["Decoding it showed plain, non-secret data; base64 is an encoding, not a sign that something is sensitive.",
                      "The value is derived from public data, so it is fine in logs and tickets.",
                      "Clients must treat the value as opaque even though it decodes to readable JSON."],
              "ask": ["Should {svc} sign or encrypt this value so clients can't tamper with it?", "Is it OK to keep logging this value?",
                      "Do other services rely on the decoded format?"]}
    fam_ko = {"mc": ["{svc} 요청에 있는 base64 덩어리가 뭔지 몰라서 토큰인 줄 알았다:",
                     "사용자가 {svc}의 {env} 로그에 있는 인코딩된 값이 뭔지 물었다:",
                     "작업: {task}. 이 인코딩된 값을 만났다:"],
              "les": ["디코딩해 보니 비밀이 아닌 평범한 데이터였다. base64는 인코딩일 뿐 민감하다는 표시가 아니다.",
                      "공개 데이터에서 만든 값이라 로그와 티켓에 남아도 괜찮다.",
                      "읽을 수 있는 JSON으로 디코딩되더라도 클라이언트는 불투명한 값으로 다뤄야 한다."],
              "ask": ["클라이언트가 변조하지 못하게 {svc|가} 이 값을 서명하거나 암호화할까요?", "이 값을 계속 로그에 남겨도 될까요?",
                      "디코딩된 형식에 의존하는 다른 서비스가 있나요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: base64 of non-secret data (%s)" % lab)


def c_longid(lang):
    c = ctx(None, lang)
    k = rint(0, 6)
    acct = "%012d" % rint(10 ** 11, 10 ** 12 - 1)
    if k == 0:
        text = ("com.acme.%s.infrastructure.persistence.jpa.%sRepositoryImpl$$SpringCGLIB$$0.findAllByStatusAndCreatedAtBetween(%sRepositoryImpl.java:%d)"
                % (c["svc"].replace("-", ""), pick(["Order", "Invoice", "Shipment"]), pick(["Order", "Invoice", "Shipment"]), rint(40, 400)))
        lab = "Java frame"
    elif k == 1:
        text = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (c["svc"], hexs(10)[:9], rs(ANL, 5), rint(3, 30), rint(2, 59))
        lab = "pod name"
    elif k == 2:
        text = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/app-%s-%s/slots/staging" % (uuid4(), c["svc"], c["env"], c["svc"], c["env"])
        lab = "Azure resource id"
    elif k == 3:
        text = "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (pick(REGIONS), acct, c["svc"], c["env"], uuid4())
        lab = "CloudFormation stack id"
    elif k == 4:
        text = "%s.dkr.ecr.%s.amazonaws.com/%s:%s-%s" % (acct, pick(REGIONS), c["svc"], c["env"], git_sha()[:12])
        lab = "ECR image URI"
    elif k == 5:
        text = "module.%s.module.network.aws_security_group_rule.ingress[\"%s-to-%s-%d\"]" % (c["svc"].replace("-", "_"), c["svc"], pick(["postgres", "redis"]), pick([5432, 6379]))
        lab = "Terraform address"
    else:
        text = "static/js/main.%s.js\nstatic/js/%d.%s.chunk.js\nstatic/css/main.%s.css" % (hexs(8), rint(100, 999), hexs(8), hexs(8))
        lab = "webpack chunk names"
    fam_en = {"mc": ["The error only showed this long identifier and I didn't know what it pointed to:",
                     "I needed the exact resource name for {svc} in {env} to file the ticket:",
                     "Task: {task}. The resource involved:"],
              "les": ["Long generated names encode the owner and environment, which is how I traced it back to {svc}.",
                      "The hash part of the name changes on every deploy, so alerts must match on the prefix.",
                      "Identifiers like this are safe to paste; they don't grant any access."],
              "ask": ["Should the alert match on the stable prefix instead of the full name?", "Who owns this resource?",
                      "Can the naming convention be documented for {svc}?"]}
    fam_ko = {"mc": ["에러에 이 긴 식별자만 나와서 무엇을 가리키는지 몰랐다:",
                     "티켓을 쓰려면 {env}의 {svc} 리소스 이름이 정확히 필요했다:",
                     "작업: {task}. 관련 리소스:"],
              "les": ["자동 생성된 긴 이름에는 소유자와 환경이 들어 있어서 {svc}까지 추적할 수 있었다.",
                      "이름의 해시 부분은 배포마다 바뀌므로 알림은 접두사로 매칭해야 한다.",
                      "이런 식별자는 접근 권한을 주지 않아서 붙여 넣어도 안전하다."],
              "ask": ["알림을 전체 이름 대신 고정된 접두사로 매칭할까요?", "이 리소스의 담당자는 누구인가요?", "{svc}의 이름 규칙을 문서로 남길까요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: long identifier (%s)" % lab)


def c_version(lang):
    c = ctx(None, lang)
    k = rint(0, 4)
    if k == 0:
        text = "github.com/acme/%s v0.0.0-%d%02d%02d%06d-%s" % (c["svc"], rint(2023, 2025), rint(1, 12), rint(1, 28), rint(0, 235959), hexs(12))
        lab = "Go pseudo-version"
    elif k == 1:
        text = "%s: %d.%d.%d-rc.%d+build.%d.%s" % (c["svc"], rint(1, 5), rint(0, 30), rint(0, 9), rint(1, 5), rint(100, 9999), hexs(7))
        lab = "semver with build metadata"
    elif k == 2:
        text = "- image: registry.example.com/%s:%d.%02d.%d-%s\n+ image: registry.example.com/%s:%d.%02d.%d-%s" % (
            c["svc"], 2025, rint(1, 12), rint(0, 9), hexs(7), c["svc"], 2025, rint(1, 12), rint(0, 9), hexs(7))
        lab = "CalVer image tags"
    elif k == 3:
        text = "versionCode %d\nversionName \"%d.%d.%d\"" % (rint(100000, 9999999), rint(1, 9), rint(0, 40), rint(0, 9))
        lab = "Android versionCode"
    else:
        text = "User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.%d.%d Safari/537.36" % (rint(110, 131), rint(5000, 6999), rint(10, 200))
        lab = "User-Agent"
    fam_en = {"mc": ["I didn't know which version of {svc} was live in {env}:", "The user asked me to bump {svc}; the current reference is:",
                     "Task: {task}. The version string involved:"],
              "les": ["The suffix is the commit, which is how to map a running build back to the source.",
                      "Build metadata after '+' is ignored for precedence, so two builds can compare equal.",
                      "Pinning exact versions avoided the surprise upgrade that broke the last release."],
              "ask": ["Should release tags include the commit hash?", "Do you want me to pin the remaining floating versions?",
                      "Which version should {env} run after the rollback?"]}
    fam_ko = {"mc": ["{env}에 {svc} 어느 버전이 떠 있는지 몰랐다:", "사용자가 {svc} 버전을 올려 달라고 했다. 현재 참조:", "작업: {task}. 관련 버전 문자열:"],
              "les": ["접미사가 커밋이라서 실행 중인 빌드를 소스로 되짚을 수 있다.",
                      "'+' 뒤의 빌드 메타데이터는 우선순위 비교에서 무시되어 두 빌드가 같게 비교될 수 있다.",
                      "정확한 버전으로 고정해서 지난 릴리스를 깨뜨린 예상치 못한 업그레이드를 피했다."],
              "ask": ["릴리스 태그에 커밋 해시를 넣을까요?", "남은 유동 버전도 고정할까요?", "롤백 후 {env}는 어느 버전으로 돌려야 하나요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: version strings (%s)" % lab)


def c_encblob(lang):
    c = ctx(None, lang)
    k = rint(0, 6)
    if k == 0:
        text = ("db:\n    user: %s\n    password: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            %s\n            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.1"
                % (sops_val(rint(4, 10)), sops_val(rint(16, 32)), rs(BECH, 58), rs(B64, 64), rs(B64, 40) + "==", ts_iso()[:19] + "Z", sops_val(32)))
        lab, fl = "SOPS-encrypted YAML", "yaml"
    elif k == 1:
        text = "db_password: !vault |\n  " + vault_blob(rint(4, 6)).replace("\n", "\n  ")
        lab, fl = "Ansible Vault", "yaml"
    elif k == 2:
        text = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: %s"
                % (c["svc"], c["env"], sealed_blob()))
        lab, fl = "SealedSecret", "yaml"
    elif k == 3:
        text = '{\n  "KeyId": "arn:aws:kms:%s:%012d:key/%s",\n  "CiphertextBlob": "%s",\n  "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"\n}' % (
            pick(REGIONS), rint(10 ** 11, 10 ** 12 - 1), uuid4(), kms_blob())
        lab, fl = "KMS ciphertext", "json"
    elif k == 4:
        text = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rb(48))
        lab, fl = "Jasypt ENC()", "properties"
    elif k == 5:
        text = "-----BEGIN PGP MESSAGE-----\n\n%s\n%s\n=%s\n-----END PGP MESSAGE-----" % (rs(B64, 64), rs(B64, 44), rs(B64, 4))
        lab, fl = "PGP encrypted message", ""
    else:
        text = "$ cat config/credentials/%s.yml.enc\n%s--%s--%s" % (c["env"], rs(B64, 160), rs(B64, 16), rs(B64, 22) + "==")
        lab, fl = "Rails encrypted credentials", ""
    fam_en = {"mc": ["I didn't know whether the secrets file of {svc} could be committed; it looks like this:",
                     "The user asked why the {env} values of {svc} are unreadable in the repo:",
                     "Task: {task}. The encrypted config I had to leave untouched:"],
              "les": ["The file is encrypted to the cluster / team key, so committing it is the intended workflow.",
                      "Only the holders of the decryption key can read the values; editing must go through the tool, not a text editor.",
                      "Re-encrypting changes every ciphertext, so diffs on these files are expected to be noisy."],
              "ask": ["Who holds the decryption key for {env}?", "Should CI verify that no plaintext values slip into this file?",
                      "Do you want me to add the new value through the tool?"]}
    fam_ko = {"mc": ["{svc}의 시크릿 파일을 커밋해도 되는지 몰랐다. 파일 모양은 이렇다:",
                     "사용자가 저장소에서 {svc}의 {env} 값을 왜 읽을 수 없는지 물었다:",
                     "작업: {task}. 건드리지 말아야 했던 암호화된 설정:"],
              "les": ["파일이 클러스터/팀 키로 암호화되어 있어서 커밋하는 것이 의도된 방식이다.",
                      "복호화 키를 가진 사람만 값을 읽을 수 있다. 수정은 텍스트 편집기가 아니라 도구로 해야 한다.",
                      "다시 암호화하면 암호문이 전부 바뀌어서 이 파일의 diff가 지저분한 건 정상이다."],
              "ask": ["{env} 복호화 키는 누가 가지고 있나요?", "이 파일에 평문 값이 섞이지 않았는지 CI에서 검사할까요?",
                      "새 값은 도구를 통해 추가할까요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, fl, "clean: encrypted blob (%s)" % lab)


def c_publishable(lang):
    c = ctx(None, lang)
    vname, text, fl, lab = publishable()
    fam_en = {"mc": ["I wasn't sure whether the {vname} key in the frontend of {svc} was a leak; the snippet is:",
                     "The security scanner flagged this line in the {svc} web bundle:",
                     "Task: {task}. The browser-side {vname} setup:"],
              "les": ["{vname} documents this key as public: it is meant to ship in browser code, and abuse is limited by domain restrictions.",
                      "The secret counterpart of this key lives only on the server; the browser key cannot perform privileged calls.",
                      "Restricting the key to our domains in the {vname} dashboard is the right control, not hiding it."],
              "ask": ["Should I mark this finding as a false positive in the scanner?", "Are the domain restrictions for this key up to date?",
                      "Do {env} and prod use different public keys?"]}
    fam_ko = {"mc": ["{svc} 프론트엔드에 있는 {vname} 키가 유출인지 확실하지 않았다. 코드:",
                     "보안 스캐너가 {svc} 웹 번들의 이 줄을 표시했다:",
                     "작업: {task}. 브라우저 쪽 {vname} 설정:"],
              "les": ["{vname|는} 이 키를 공개용으로 문서화한다. 브라우저 코드에 들어가는 것이 정상이고 남용은 도메인 제한으로 막는다.",
                      "이 키의 비밀 짝은 서버에만 있고, 브라우저 키로는 권한이 필요한 호출을 할 수 없다.",
                      "숨기는 게 아니라 {vname} 대시보드에서 우리 도메인으로 제한하는 것이 올바른 통제다."],
              "ask": ["스캐너에서 이 항목을 오탐으로 처리할까요?", "이 키의 도메인 제한이 최신 상태인가요?", "{env}와 운영이 서로 다른 공개 키를 쓰나요?"]}
    c["vname"] = vname
    return _generic_clean(c, fam_en, fam_ko, text, fl, "clean: %s [publishable]" % lab)


def c_fixture(lang):
    c = ctx(None, lang)
    k = rint(0, 4)
    if k == 0:
        text = "| card | result |\n|---|---|\n| 4242 4242 4242 4242 | succeeds |\n| 4000 0000 0000 9995 | declined: insufficient_funds |\n| 4000 0025 0000 3155 | requires 3DS |"
        lab = "Stripe documented test cards"
    elif k == 1:
        text = "# values from the AWS documentation, not real credentials\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        lab = "AWS documentation example keys"
    elif k == 2:
        text = "def test_rejects_missing_token(client):\n    resp = client.get('/api/me', headers={'Authorization': 'Bearer '})\n    assert resp.status_code == 401\n\ndef test_rejects_garbage(client):\n    resp = client.get('/api/me', headers={'Authorization': 'Bearer not-a-real-token'})\n    assert resp.status_code == 401"
        lab = "auth tests with empty / fake tokens"
    elif k == 3:
        text = "IBAN: DE89 3704 0044 0532 0130 00   (documented example IBAN)\nBIC:  COBADEFFXXX"
        lab = "documented example IBAN"
    else:
        text = "fixtures/users.yaml:\n  - email: qa+%d@example.com\n    password_hash: null   # login via magic link in tests\n    role: viewer" % rint(1, 99)
        lab = "user fixture without password"
    fam_en = {"mc": ["I didn't know which test data {svc}'s suite uses for payments and auth:", "The user asked whether the values in the test fixtures of {svc} are real:",
                     "Task: {task}. The fixtures involved:"],
              "les": ["These are documented example values; they never work against a live account.",
                      "Tests should only use vendor-documented test values, so fixtures never need real credentials.",
                      "Keeping obviously fake values in fixtures makes secret scanning much less noisy."],
              "ask": ["Should the fixture values be centralised in one file?", "Do we need more documented test cases for {svc}?",
                      "Is it fine to keep these examples in the public docs?"]}
    fam_ko = {"mc": ["{svc} 테스트가 결제와 인증에 어떤 데이터를 쓰는지 몰랐다:", "사용자가 {svc} 테스트 픽스처의 값이 진짜인지 물었다:", "작업: {task}. 관련 픽스처:"],
              "les": ["문서에 나온 예시 값이라 실제 계정에서는 절대 동작하지 않는다.",
                      "테스트는 벤더가 문서화한 테스트 값만 써야 실제 자격 증명이 필요 없다.",
                      "픽스처에 누가 봐도 가짜인 값만 두면 시크릿 스캔 잡음이 크게 줄어든다."],
              "ask": ["픽스처 값을 한 파일로 모을까요?", "{svc}에 문서화된 테스트 케이스가 더 필요할까요?", "이 예시들을 공개 문서에 둬도 괜찮을까요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: test fixture (%s)" % lab)


def c_misc(lang):
    c = ctx(None, lang)
    k = rint(0, 5)
    if k == 0:
        text, lab = "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52), "IPFS CID"
    elif k == 1:
        text, lab = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256_hex(), rint(10 ** 5, 10 ** 9)), "Git LFS pointer"
    elif k == 2:
        text, lab = "Distribution E%s invalidation I%s: /static/*" % (rs(ANU, 13), rs(ANU, 13)), "CloudFront ids"
    elif k == 3:
        text, lab = "treasury wallet (public address): 0x%s" % hexs(40), "public wallet address"
    elif k == 4:
        text, lab = "SHA-1 signing certificate fingerprint (for Firebase): %s" % ":".join(rs(HEXU, 2) for _ in range(20)), "Android cert fingerprint"
    else:
        text, lab = "magnet:?xt=urn:btih:%s&dn=dataset-%s.tar" % (hexs(40), c["env"]), "magnet link"
    fam_en = {"mc": ["This long random-looking value showed up in the {svc} ticket and I didn't know what it was:", "The user pasted this when asking about the {env} release:"],
              "les": ["It is a public content/resource identifier, not a credential; sharing it grants nothing.",
                      "Values like this are safe in logs; they are meant to be published."],
              "ask": ["Should {svc} show this identifier in the admin UI?", "Is this the identifier for {env} or for prod?"]}
    fam_ko = {"mc": ["{svc} 티켓에 무작위처럼 보이는 긴 값이 있었는데 뭔지 몰랐다:", "사용자가 {env} 릴리스에 대해 물으면서 이걸 붙였다:"],
              "les": ["공개 콘텐츠/리소스 식별자이고 자격 증명이 아니다. 공유해도 아무 권한도 주지 않는다.",
                      "이런 값은 공개되라고 만든 것이라 로그에 있어도 안전하다."],
              "ask": ["{svc} 관리 화면에 이 식별자를 보여줄까요?", "이건 {env}용 식별자인가요, 운영용인가요?"]}
    return _generic_clean(c, fam_en, fam_ko, text, "", "clean: random-looking public value (%s)" % lab)


PLAIN = [
    ("The {svc} health check returned 200 before the DB pool was ready, so the load balancer sent traffic too early.",
     "Readiness must check the pool; liveness should stay trivial.", "Should readiness also check the cache connection?",
     "{svc} 헬스체크가 DB 풀이 준비되기 전에 200을 돌려서 로드밸런서가 너무 일찍 트래픽을 보냈다.",
     "readiness는 풀 상태를 확인해야 하고 liveness는 단순하게 둬야 한다.", "readiness에서 캐시 연결도 확인할까요?"),
    ("Nightly export of {svc} timed out after the table grew past 40M rows.",
     "Paginating by primary key instead of OFFSET cut the runtime from 2h to 9 minutes.", "Can the export move to the read replica?",
     "{svc} 야간 내보내기가 테이블이 4천만 건을 넘으면서 타임아웃 났다.",
     "OFFSET 대신 기본 키로 페이지를 나누니 2시간이 9분으로 줄었다.", "내보내기를 읽기 복제본으로 옮겨도 될까요?"),
    ("I didn't know the {env} cluster runs on arm64 nodes; the {svc} image was amd64 only.",
     "Build multi-arch images with buildx; the scheduler does not warn about architecture mismatch, pods just crash.", "Are all node pools arm64 now?",
     "{env} 클러스터가 arm64 노드인 줄 몰랐다. {svc} 이미지는 amd64 전용이었다.",
     "buildx로 멀티 아키텍처 이미지를 만들어야 한다. 스케줄러는 경고 없이 파드만 죽는다.", "이제 모든 노드 풀이 arm64인가요?"),
    ("Flaky test in {svc}: it depended on dictionary order from an API response.",
     "Sort before comparing; the API never promised an order.", "Should I add a lint rule for unordered comparisons?",
     "{svc}의 불안정한 테스트는 API 응답의 딕셔너리 순서에 의존하고 있었다.",
     "비교 전에 정렬해야 한다. API는 순서를 보장한 적이 없다.", "순서 없는 비교를 잡는 린트 규칙을 추가할까요?"),
    ("Timezone bug: {svc} stored local times from the Seoul office as UTC.",
     "Store timestamps as UTC with offset, convert only at the edge.", "Which reports need to be recomputed?",
     "시간대 버그: {svc|가} 서울 사무실의 로컬 시간을 UTC로 저장했다.",
     "시각은 오프셋이 있는 UTC로 저장하고 변환은 화면 단에서만 해야 한다.", "다시 계산해야 하는 리포트는 어느 것인가요?"),
    ("The {env} deploy of {svc} kept rolling back because the migration took longer than the progress deadline.",
     "Run long migrations as a separate job before the rollout, not in the init container.", "Can migrations run in a maintenance window?",
     "마이그레이션이 progress deadline보다 오래 걸려서 {svc}의 {env} 배포가 계속 롤백됐다.",
     "긴 마이그레이션은 init 컨테이너가 아니라 배포 전 별도 잡으로 돌려야 한다.", "마이그레이션을 점검 시간에 돌려도 될까요?"),
    ("Memory of {svc} grew until OOM because an LRU cache had no size limit.",
     "Bound every in-process cache; 10k entries was plenty.", "Should the cache size be configurable per environment?",
     "LRU 캐시에 크기 제한이 없어서 {svc} 메모리가 OOM까지 늘었다.",
     "프로세스 내부 캐시는 반드시 크기를 제한해야 한다. 1만 개면 충분했다.", "캐시 크기를 환경별로 설정할 수 있게 할까요?"),
    ("CSV export of {svc} broke Excel for Korean names.",
     "Write UTF-8 with BOM for Excel users; plain UTF-8 shows mojibake.", "Do any consumers break if the BOM is added?",
     "{svc}의 CSV 내보내기에서 엑셀이 한글 이름을 깨뜨렸다.",
     "엑셀 사용자를 위해 BOM이 있는 UTF-8로 써야 한다. BOM 없으면 글자가 깨진다.", "BOM을 넣으면 깨지는 소비자가 있나요?"),
    ("Requests from {svc} to the partner API were retried without backoff and triggered their rate limit.",
     "Exponential backoff with jitter and a cap of 5 attempts fixed it.", "What rate limit did the partner agree to?",
     "{svc}에서 파트너 API로 가는 요청이 백오프 없이 재시도돼서 레이트 리밋에 걸렸다.",
     "지터가 있는 지수 백오프와 최대 5회 제한으로 해결했다.", "파트너와 합의한 레이트 리밋이 얼마인가요?"),
    ("Search results in {svc} missed items created in the last minute.",
     "The index refresh interval is 30s; tests must wait for refresh or call it explicitly.", "Is a 30s delay acceptable for users?",
     "{svc} 검색 결과에 최근 1분 안에 만든 항목이 빠졌다.",
     "인덱스 refresh 주기가 30초라서 테스트는 refresh를 기다리거나 직접 호출해야 한다.", "사용자에게 30초 지연이 괜찮을까요?"),
    ("The {svc} cron ran twice after the DST change in the EU region.",
     "Schedule cron jobs in UTC; local-time schedules double-run or skip on DST switches.", "Should all cron jobs move to UTC?",
     "EU 리전의 서머타임 전환 뒤 {svc} 크론이 두 번 돌았다.",
     "크론은 UTC로 스케줄해야 한다. 로컬 시간이면 서머타임 전환 때 두 번 돌거나 건너뛴다.", "모든 크론을 UTC로 옮길까요?"),
    ("Build of {svc} took 14 minutes because the Docker layer cache was invalidated by copying the whole repo first.",
     "Copy the lock file and install dependencies before copying the source.", "Can we enable remote cache on the CI runners?",
     "저장소 전체를 먼저 복사해서 도커 레이어 캐시가 깨지는 바람에 {svc} 빌드가 14분 걸렸다.",
     "lock 파일을 먼저 복사해서 의존성을 설치한 뒤 소스를 복사해야 한다.", "CI 러너에서 원격 캐시를 켜도 될까요?"),
    ("{svc} returned 502 behind the ingress for uploads over 1 MB.",
     "The ingress default body size is 1m; set proxy-body-size on that route only.", "What is the largest upload we need to support?",
     "1MB가 넘는 업로드에서 인그레스 뒤의 {svc|가} 502를 냈다.",
     "인그레스 기본 body 크기가 1m이라 그 경로에만 proxy-body-size를 설정해야 한다.", "지원해야 하는 최대 업로드 크기는 얼마인가요?"),
    ("A feature flag for {svc} was evaluated once at start-up, so toggling it had no effect until restart.",
     "Evaluate flags per request through the SDK; don't copy them into globals.", "Which flags are safe to change at runtime?",
     "{svc}의 기능 플래그를 기동 시 한 번만 평가해서 켜고 꺼도 재시작 전까지 효과가 없었다.",
     "플래그는 SDK로 요청마다 평가하고 전역 변수에 복사하지 말 것.", "런타임에 바꿔도 안전한 플래그는 어느 것인가요?"),
    ("Deadlock in {svc}: two workers updated the same rows in different order.",
     "Always lock rows in primary-key order; the deadlocks stopped.", "Should we add a retry for serialization failures too?",
     "{svc} 데드락: 두 워커가 같은 행을 서로 다른 순서로 갱신했다.",
     "행은 항상 기본 키 순서로 잠가야 한다. 그 뒤 데드락이 사라졌다.", "직렬화 실패에 대한 재시도도 추가할까요?"),
    ("The {env} logs of {svc} were sampled at 1%, which hid the rare error.",
     "Never sample error-level logs; only sample info and below.", "Can we raise retention for error logs to 30 days?",
     "{svc}의 {env} 로그가 1%로 샘플링돼서 드문 에러가 안 보였다.",
     "에러 레벨 로그는 샘플링하지 말고 info 이하만 샘플링해야 한다.", "에러 로그 보관 기간을 30일로 늘릴 수 있을까요?"),
    ("Pagination in the {svc} admin list skipped rows when new items were inserted during paging.",
     "Cursor pagination on (created_at, id) is stable; offset pagination is not.", "Is it OK to change the admin API to cursors?",
     "페이징 중에 새 항목이 들어오면 {svc} 관리자 목록에서 행이 빠졌다.",
     "(created_at, id) 기준 커서 페이지네이션은 안정적이고 오프셋 방식은 그렇지 않다.", "관리자 API를 커서 방식으로 바꿔도 될까요?"),
    ("The mobile app called {svc} with an old API version that we had removed from the router.",
     "Keep deprecated routes returning 410 with a message for one release cycle.", "How long do we support old app versions?",
     "모바일 앱이 라우터에서 제거한 예전 API 버전으로 {svc|를} 호출했다.",
     "폐기된 경로는 한 릴리스 주기 동안 메시지와 함께 410을 돌려줘야 한다.", "예전 앱 버전은 얼마나 지원하나요?"),
]


def c_plain(lang):
    c = ctx(None, lang)
    t = pick(PLAIN)
    mc, les, ask = (t[0], t[1], t[2]) if lang == "en" else (t[3], t[4], t[5])
    mc, les, ask = fill(mc, **c), fill(les, **c), fill(ask, **c)
    if chance(0.5):
        lead = P(c, ["Task: {task}.", "Context: {svc} in {env}."], ["작업: {task}.", "맥락: {env}의 {svc}."])
        mc = join(lead, mc)
    if chance(0.3):
        ask = ""
    return mk(lang, "clean: plain engineering note", mc, les, ask, [])


# ----------------------------------------------------------------------------------------------
# part 7: lint, schedule, generation, output
# ----------------------------------------------------------------------------------------------
import re  # noqa: E402  (stdlib; only used by the lint below)

STRONG = [r"ghp_[A-Za-z0-9]{36}", r"gh[osu]_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
          r"glpat-[A-Za-z0-9_-]{20}", r"xox[bp]-[0-9]+-", r"sk_live_[A-Za-z0-9]{20,}", r"rk_live_[A-Za-z0-9]{20,}",
          r"AKIA[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"sk-ant-api03-[A-Za-z0-9_-]{20,}", r"sk-proj-[A-Za-z0-9_-]{20,}",
          r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"npm_[A-Za-z0-9]{36}", r"dckr_pat_[A-Za-z0-9_-]{27}",
          r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"hvs\.[A-Za-z0-9_-]{20,}", r"LTAI[A-Za-z0-9]{12,}", r"AKID[A-Za-z0-9]{32}",
          r"whsec_[A-Za-z0-9]{20,}", r"AGE-SECRET-KEY-1", r"glptt-[0-9a-f]{40}", r"GOCSPX-[A-Za-z0-9_-]{20,}",
          r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/([A-Za-z0-9]{24})"]
STRONG_RE = [re.compile(x) for x in STRONG]
ALLOWED_CLEAN = ["AKIAIOSFODNN7EXAMPLE"]


def _coverage(x, secrets):
    cov = bytearray(len(x))
    for s in secrets:
        i = x.find(s)
        while i != -1:
            cov[i:i + len(s)] = b"\x01" * len(s)
            i = x.find(s, i + 1)
    return cov


def lint(n):
    """extra safety net on top of the FORMAT rule.
    clean notes: no strong credential pattern (documented examples and X-filled placeholders excepted);
    secret notes: every strong pattern match lies inside listed secret occurrences."""
    for x in n["fields"].values():
        cov = _coverage(x, n["secrets"])
        for rx in STRONG_RE:
            for m in rx.finditer(x):
                frag = m.group(0)
                if n["kind"] == "clean":
                    if frag in ALLOWED_CLEAN or "XXXXXXXX" in x[m.start():m.end() + 40]:
                        continue
                    return False
                if frag.startswith("-----BEGIN"):
                    continue
                a, b = (m.start(1), m.end(1)) if rx.groups else (m.start(), m.end())
                if not all(cov[a:b]):
                    return False
    return True


SECRET_PLAN = [("s_cfg", 37), ("s_code", 28), ("s_http", 24), ("s_log", 18), ("s_chat", 14), ("s_vfile", 14),
               ("s_cmdpw", 26), ("s_connstr", 22), ("s_cfgpw", 14), ("s_humanpw", 12), ("s_hangulpw", 12),
               ("s_basic", 9), ("s_cookie", 7), ("s_signedurl", 9), ("s_pem", 11), ("s_totp", 7), ("s_recovery", 7),
               ("s_pin", 6), ("s_wifi", 7), ("s_webhook", 11), ("s_split", 10), ("s_askrepeat", 10), ("s_long", 10),
               ("s_multi", 9), ("s_appsecret", 10), ("s_oauth", 9), ("s_gitremote", 7)]
CLEAN_PLAN = [("c_placeholder", 26), ("c_envref", 22), ("c_secretmgr", 22), ("c_masked", 20), ("c_hash", 22),
              ("c_uuid", 18), ("c_pubkey", 20), ("c_ids", 20), ("c_b64", 14), ("c_longid", 12), ("c_version", 10),
              ("c_policy", 12), ("c_flags", 14), ("c_encblob", 20), ("c_publishable", 24), ("c_plain", 36),
              ("c_connnopw", 12), ("c_prompt", 10), ("c_fixture", 8), ("c_redacted", 10), ("c_misc", 8)]
N_KIND = 360
N_EN = 216          # 60 % English, 40 % Korean in each kind


def schedule(plan):
    assert sum(n for _, n in plan) == N_KIND, sum(n for _, n in plan)
    slots = []
    for fam, n in plan:
        slots += [fam] * n
    slots = shuffled(slots)
    return [(fam, "en" if i < N_EN else "ko") for i, fam in enumerate(slots)]


SEEN = {}   # fields of accepted notes: a duplicate is regenerated like any other invalid candidate


def generate_one(fam, lang):
    fn = globals()[fam]
    v = None
    if fam in VFAM_PRED:
        v = VDECK.draw(VFAM_PRED[fam])
    mark = len(VLOG)
    for attempt in range(400):
        del VLOG[mark:]
        try:
            n = fn(lang, v) if v is not None else fn(lang)
        except Retry:
            continue
        key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
        if valid(n) and lint(n) and key not in SEEN:
            SEEN[key] = True
            n["_vendors"] = list(VLOG[mark - (1 if v is not None else 0):])
            n["_family"] = fam
            return n
    raise RuntimeError("could not generate a valid %s note (%s)" % (fam, lang))


def main():
    notes = []
    for fam, lang in schedule(SECRET_PLAN) + schedule(CLEAN_PLAN):
        notes.append(generate_one(fam, lang))
    seen = []
    for n in notes:
        key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
        assert key not in seen, "duplicate note"
        seen.append(key)
    # final checks of the binding rules
    for n in notes:
        assert n["kind"] in ("secret", "clean") and n["lang"] in ("en", "ko")
        assert valid(n), n["category"]
        if n["kind"] == "secret":
            assert n["secrets"] and window_ok(n["fields"], n["secrets"])
            for s in n["secrets"]:
                assert len(s) >= 8 and any(s in x for x in n["fields"].values())
        else:
            assert n["secrets"] == []
    order = shuffled(range(len(notes)))
    out_lines = []
    stats = {"families": [], "vendors_table": [], "vendors_all": [], "categories": [], "kl": {}}
    for i, idx in enumerate(order):
        n = notes[idx]
        rec = {"id": "ed%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        out_lines.append(json.dumps(rec, ensure_ascii=False))
        k = "%s/%s" % (n["kind"], n["lang"])
        stats["kl"][k] = stats["kl"].get(k, 0) + 1
        if n["_family"] not in stats["families"]:
            stats["families"].append(n["_family"])
        if n["category"] not in stats["categories"]:
            stats["categories"].append(n["category"])
        if n["kind"] == "secret":
            for vn in n["_vendors"]:
                if vn not in stats["vendors_all"]:
                    stats["vendors_all"].append(vn)
                if any(vn == v["name"] for v in VENDORS) and vn not in stats["vendors_table"]:
                    stats["vendors_table"].append(vn)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out_lines) + "\n")
    with open(OUT, "rb") as f:
        data = f.read()
    n_secret = sum(1 for n in notes if n["kind"] == "secret")
    n_clean = len(notes) - n_secret
    plain = sum(1 for n in notes if n["_family"] == "c_plain")
    print("wrote %s: %d notes (%d secret, %d clean)" % (OUT, len(notes), n_secret, n_clean))
    print("kind/lang:", ", ".join("%s=%d" % (k, stats["kl"][k]) for k in sorted(stats["kl"])))
    print("families (templates): %d secret + %d clean" % (len(SECRET_PLAN), len(CLEAN_PLAN)))
    print("distinct categories: %d" % len(stats["categories"]))
    table_names = []
    for v in VENDORS:
        if v["name"] not in table_names:
            table_names.append(v["name"])
    print("vendor table: %d entries (%d distinct vendor names); names used in secret notes: %d"
          % (len(VENDORS), len(table_names), len(stats["vendors_table"])))
    print("distinct provider names in secret notes (table + webhook/OAuth/long-token/basic/signed-URL providers): %d"
          % len(stats["vendors_all"]))
    print("clean notes with risky-looking material: %d of %d (%.1f%%)" % (n_clean - plain, n_clean, 100.0 * (n_clean - plain) / n_clean))
    print("secret strings listed: %d" % sum(len(n["secrets"]) for n in notes))
    print("sha256:", hashlib.sha256(data).hexdigest())


if __name__ == "__main__":
    main()
