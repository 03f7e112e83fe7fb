#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v71.py -- generator of blind_set_v71.jsonl.

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
Python 3 standard library only, no network.  One PRNG,
random.Random(71_2026_1127), drives every choice; no set is iterated, so the
output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v71.py [output_path]
"""
import base64
import hashlib
import json
import re
import struct
import sys
import zlib
import random
from urllib.parse import quote

SEED = 71_2026_1127
R = random.Random(SEED)

OUT_NAME = "blind_set_v71.jsonl"
ID_PREFIX = "ea"
N_PER_KIND = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}

# ---------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
LOAN = LO + DG
UPAN = UP + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B62 = DG + UP + LO
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- primitives
def rs(alpha, n):
    """n random characters from alpha."""
    return "".join([alpha[R.randrange(len(alpha))] for _ in range(n)])


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes([R.getrandbits(8) for _ in range(n)])


def b64e(b):
    return base64.b64encode(b).decode("ascii")


def b64ue(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def hexs(n):
    return rs(HEXL, n)


def uuid4():
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def base62(num, width):
    out = ""
    while num:
        num, r = divmod(num, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_token(prefix, n):
    """GitHub/npm style: prefix + n random base62 + 6-char base62 CRC32."""
    body = rs(AN, n)
    c = zlib.crc32(body.encode("ascii")) & 0xFFFFFFFF
    return prefix + body + base62(c, 6)


def sample(seq, k):
    """k distinct elements of a list, order random (lists only)."""
    return R.sample(list(seq), k)


CYCLES = {}


def cyc(name, n):
    """Next value of a PRNG-shuffled round robin over range(n): every sub-variant of a builder
    is used before any is repeated."""
    q = CYCLES.get(name)
    if not q:
        q = sample(list(range(n)), n)
        CYCLES[name] = q
    return q.pop(0)


_PH = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def fill(tpl, **kw):
    """One-pass {slot} substitution; unknown slots and other braces are kept."""
    return _PH.sub(lambda m: str(kw[m.group(1)]) if m.group(1) in kw else m.group(0), tpl)


def jwt(payload, sig_bytes=32, alg="HS256"):
    hdr = b64ue(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64ue(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return hdr + "." + body + "." + b64ue(rbytes(sig_bytes))


# ---------------------------------------------------------------- filler data
EN_FIRST = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
            "mallory", "oscar", "peggy", "trent", "victor", "wendy", "liam", "noah", "emma", "olivia",
            "sofia", "mateo", "yuki", "kenji", "hana", "wei", "lena", "marco", "priya", "omar"]
KO_FIRST = ["minsu", "jiyoung", "hyunwoo", "seoyeon", "jihoon", "yuna", "donghyun", "eunji",
            "sungmin", "haeun", "taeyang", "soojin", "junho", "minji", "kyungho", "nari"]
KO_PEOPLE = ["민수님", "지영님", "현우님", "서연님", "지훈 책임", "유나 선임", "동현님", "은지님",
             "성민 매니저", "하은님", "태양님", "수진 팀장", "준호님", "민지님"]
SERVICES = ["billing-api", "orders-worker", "auth-gateway", "search-indexer", "report-cron",
            "notify-svc", "payments-bff", "media-upload", "ledger", "crm-sync", "etl-nightly",
            "admin-web", "mobile-bff", "inventory", "shipping-hook", "analytics-ingest",
            "chatbot", "pricing-engine", "user-profile", "settlement-batch"]
SERVICES_KO = ["정산 배치", "주문 워커", "인증 게이트웨이", "검색 색인기", "리포트 크론", "알림 서비스",
               "결제 BFF", "미디어 업로드", "회원 프로필", "배송 웹훅", "관리자 웹", "통계 수집기",
               "쿠폰 서비스", "상담 챗봇", "재고 동기화"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "local"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "로컬"]
DOMAINS = ["acme-corp.io", "example-shop.co.kr", "internal.lan", "corp.example", "svc.cluster.local",
           "mydomain.dev", "kr-office.net", "tokyo-lab.jp", "eu-west.example", "hanbit.co.kr"]
STORES = ["Vault", "AWS Secrets Manager", "1Password", "GCP Secret Manager", "Azure Key Vault",
          "SOPS", "Doppler", "the CI secret store", "SSM Parameter Store", "sealed-secrets"]
STORES_KO = ["Vault", "AWS Secrets Manager", "1Password 공유 볼트", "GCP Secret Manager",
             "Azure Key Vault", "SOPS 파일", "CI 시크릿", "SSM 파라미터 스토어", "사내 비밀번호 관리자"]


def person():
    return pick(EN_FIRST + KO_FIRST)


def host():
    k = ri(0, 5)
    if k == 0:
        return "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250))
    if k == 1:
        return "192.168.%d.%d" % (ri(0, 20), ri(2, 250))
    pre = pick(["db", "pg", "mysql", "redis", "mq", "api", "app", "cache", "es", "vault", "git", "ci",
                "k8s-node", "bastion", "mongo", "kafka", "smtp", "ftp", "nas"])
    return "%s-%s-%d.%s" % (pre, pick(ENVS), ri(1, 9), pick(DOMAINS))


def ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59),
                                                   ri(0, 59), ri(0, 999))


def ts_plain():
    return "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def hhmm():
    return "%02d:%02d" % (ri(8, 22), ri(0, 59))


def svc(lang="en"):
    return pick(SERVICES) if lang == "en" or chance(0.5) else pick(SERVICES_KO)


def env(lang="en"):
    return pick(ENVS) if lang == "en" else pick(ENVS_KO)


def port(kind):
    return {"pg": 5432, "mysql": 3306, "redis": 6379, "mongo": 27017, "amqp": 5672, "mssql": 1433,
            "smtp": 587, "ldap": 389, "ftp": 21, "es": 9200, "oracle": 1521, "kafka": 9092}[kind]


# ---------------------------------------------------------------- passwords
WORDS = ["maple", "orbit", "canyon", "velvet", "harbor", "pepper", "falcon", "lantern", "quartz",
         "meadow", "tundra", "cobalt", "willow", "ember", "nimbus", "saffron", "glacier", "otter",
         "pixel", "thunder", "juniper", "marble", "sparrow", "walnut", "bamboo", "copper", "dune",
         "fjord", "gravel", "hazel", "indigo", "jasmine", "kettle", "lagoon", "mango", "nectar",
         "oyster", "prairie", "quill", "raven", "summit", "timber", "umber", "violet", "wander",
         "yonder", "zephyr", "biscuit", "cactus", "drizzle", "flannel", "gopher", "hammock"]
HUMAN_BASE = ["Summer", "Winter", "Spring", "Autumn", "Dragon", "Monkey", "Sunshine", "Princess",
              "Football", "Baseball", "Welcome", "Tiger", "Seoul", "Busan", "Jeju", "Tokyo",
              "Hanbit", "Galaxy", "Pororo", "Coffee", "Mustang", "Shadow", "Liverpool", "Arsenal",
              "Blossom", "Rainbow", "Cookie", "Bluebird", "Kimchi", "Bulgogi", "Tteokbokki"]
KO_WORDS = ["사랑해", "하늘", "바다", "고양이", "강아지", "우리집", "행복", "별빛", "봄날", "서울",
            "부산", "제주도", "초코", "보리", "콩이", "나비", "호랑이", "무지개", "가을밤", "여름",
            "토끼", "달빛", "한라산", "감자", "떡볶이", "김치찌개", "푸른숲", "새벽", "꽃길", "비밀"]
PUNCT_SAFE = "!@#$%^&*()-_=+[]{}:;,.?~|/"


def pw_human():
    base = pick(HUMAN_BASE + [n.capitalize() for n in EN_FIRST + KO_FIRST])
    k = ri(0, 4)
    yr = str(ri(1975, 2025)) if chance(0.6) else "%02d%02d" % (ri(1, 12), ri(1, 28))
    sym = pick("!@#$*?.&")
    if k == 0:
        s = base + yr + sym
    elif k == 1:
        s = base + sym + yr
    elif k == 2:
        s = sym + base + yr[-2:] + pick(LO).upper() + pick(HUMAN_BASE).lower()
    elif k == 3:
        s = base.lower().replace("o", "0").replace("a", "@").replace("e", "3") + yr + sym
    else:
        s = base + pick(WORDS).capitalize() + yr[-2:] + sym + sym
    return s


def pw_passphrase(sep=None):
    sep = sep if sep is not None else pick(["-", ".", "_", " ", "+", "~"])
    ws = [pick(WORDS) for _ in range(ri(3, 5))]
    if chance(0.4):
        ws[ri(0, len(ws) - 1)] = ws[0].capitalize()
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(ri(2, 999))
    return s


def pw_punct(n=None, punct=PUNCT_SAFE):
    n = n or ri(14, 28)
    while True:
        s = "".join([pick(punct) if chance(0.35) else pick(AN) for _ in range(n)])
        if sum(1 for c in s if c in punct) >= 4 and any(c.isdigit() for c in s):
            return s


# Korean 2-beolsik keyboard mapping (Hangul typed with the IME off)
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
    out = []
    for ch in word:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            o -= 0xAC00
            out.append(_CHO[o // 588] + _JUNG[(o % 588) // 28] + _JONG[o % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_kbko():
    """A Korean word typed on a QWERTY layout, plus digits/symbols."""
    while True:
        w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else "")
        s = hangul_to_qwerty(w)
        k = ri(0, 2)
        if k == 0:
            s = s + str(ri(10, 9999)) + pick("!@#$^*")
        elif k == 1:
            s = s[0].upper() + s[1:] + pick("!@#") + str(ri(1, 99))
        else:
            s = str(ri(1, 12)) + pick("!@#") + s + str(ri(0, 9))
        if len(s) >= 9:
            return s


def pw_hangul():
    """A password containing Hangul syllables."""
    while True:
        s = pick(KO_WORDS) + pick(KO_WORDS)
        k = ri(0, 2)
        if k == 0:
            s += str(ri(1, 9999)) + pick("!@#*")
        elif k == 1:
            s = pick(["", "My", "우리"]) + s + pick("!@#") + str(ri(1980, 2025))
        else:
            s = s + pick(["Love", "Go", "Kim", "Park"]) + str(ri(10, 99))
        if len(s) >= 8:
            return s


def pw_random(n=None, alpha=AN):
    n = n or ri(16, 32)
    while True:
        s = rs(alpha, n)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


PW_STYLES = ["human", "passphrase", "punct", "kbko", "hangul", "random", "human", "punct"]


def password(style=None, forbid="", allow_space=False):
    """Returns (password, style).  forbid: characters that must not occur."""
    style = style or pick(PW_STYLES)
    for _ in range(200):
        if style == "human":
            s = pw_human()
        elif style == "passphrase":
            s = pw_passphrase(None if allow_space else pick(["-", ".", "_", "+", "~"]))
        elif style == "punct":
            s = pw_punct(punct="".join([c for c in PUNCT_SAFE if c not in forbid]) or "!")
        elif style == "kbko":
            s = pw_kbko()
        elif style == "hangul":
            s = pw_hangul()
        else:
            s = pw_random()
        if len(s) >= 8 and not any(c in forbid for c in s) and (allow_space or " " not in s):
            return s, style
    raise RuntimeError("password generator stuck")


PW_STYLE_EN = {"human": "human-style", "passphrase": "passphrase", "punct": "punctuation-heavy",
               "kbko": "Korean-keyboard", "hangul": "Hangul", "random": "random"}


# ---------------------------------------------------------------- vendor credentials
# Each vendor function returns a dict:
#   vendor, region, what / what_ko (human description), items: [(ENV_NAME, key_name, value, listed)],
#   headers: [(header, value)], hsecrets: secrets as they appear in the headers,
#   host, path.  listed=False marks identifiers that are not credentials (SIDs, client ids ...).
def cred(vendor, region, what, what_ko, items, host, path="/v1/", headers=None, hsecrets=None,
         query=None):
    listed = [it[2] for it in items if it[3]]
    if headers is None:
        headers = [("Authorization", "Bearer " + listed[0])]
        hsecrets = [listed[0]]
    return {"vendor": vendor, "region": region, "what": what, "what_ko": what_ko, "items": items,
            "headers": headers, "hsecrets": hsecrets if hsecrets is not None else listed,
            "host": host, "path": path, "query": query or "api_key"}


def basic_hdr(user, pw):
    blob = b64e((user + ":" + pw).encode("utf-8"))
    return ("Authorization", "Basic " + blob), blob


def v_aws():
    if chance(0.75):
        kid = "AKIA" + rs(B32, 16)
        sec = rs(AN + "+/", 40)
        items = [("AWS_ACCESS_KEY_ID", "aws_access_key_id", kid, True),
                 ("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", sec, True)]
        what, wk = "IAM access key pair", "IAM 액세스 키 쌍"
    else:
        kid = "ASIA" + rs(B32, 16)
        sec = rs(AN + "+/", 40)
        tok = "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 420))
        items = [("AWS_ACCESS_KEY_ID", "aws_access_key_id", kid, True),
                 ("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", sec, True),
                 ("AWS_SESSION_TOKEN", "aws_session_token", tok, True)]
        what, wk = "STS temporary credentials", "STS 임시 자격 증명"
    hdr = [("Authorization", "AWS4-HMAC-SHA256 Credential=%s/2025%02d%02d/ap-northeast-2/s3/aws4_request, "
            "SignedHeaders=host;x-amz-date, Signature=%s" % (kid, ri(1, 12), ri(1, 28), hexs(64)))]
    return cred("AWS", "global", what, wk, items, "s3.ap-northeast-2.amazonaws.com", "/",
                headers=hdr, hsecrets=[kid])


def v_github():
    k = ri(0, 5)
    if k == 5:
        t = "github_pat_11" + rs(UPAN, 20) + "_" + rs(AN, 59)
        what, wk = "fine-grained personal access token", "fine-grained PAT"
    else:
        p = ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"][k]
        t = crc_token(p, 30)
        what, wk = {"ghp_": ("classic PAT", "클래식 PAT"), "gho_": ("OAuth token", "OAuth 토큰"),
                    "ghu_": ("user-to-server token", "user-to-server 토큰"),
                    "ghs_": ("installation token", "설치 토큰"),
                    "ghr_": ("refresh token", "리프레시 토큰")}[p]
    return cred("GitHub", "global", what, wk, [("GITHUB_TOKEN", "github_token", t, True)],
                "api.github.com", "/repos/", headers=[("Authorization", "token " + t)], hsecrets=[t])


def v_gitlab():
    k = ri(0, 3)
    if k == 0:
        t, w = "glpat-" + rs(B64U, 20), ("personal access token", "개인 액세스 토큰")
    elif k == 1:
        t, w = "gldt-" + rs(B64U, 20), ("deploy token", "배포 토큰")
    elif k == 2:
        t, w = "glrt-" + rs(B64U, 20), ("runner authentication token", "러너 인증 토큰")
    else:
        t, w = "glptt-" + hexs(40), ("pipeline trigger token", "파이프라인 트리거 토큰")
    return cred("GitLab", "global", w[0], w[1], [("GITLAB_TOKEN", "private_token", t, True)],
                "gitlab.com", "/api/v4/projects", headers=[("PRIVATE-TOKEN", t)], hsecrets=[t])


def v_slack():
    k = ri(0, 2)
    if k == 0:
        t, w = "xoxb-%s-%s-%s" % (rs(DG, ri(10, 13)), rs(DG, ri(10, 13)), rs(AN, 24)), ("bot token", "봇 토큰")
    elif k == 1:
        t, w = "xoxp-%s-%s-%s-%s" % (rs(DG, 11), rs(DG, 11), rs(DG, 13), hexs(32)), ("user token", "유저 토큰")
    else:
        t, w = "xapp-1-A%s-%s-%s" % (rs(UPAN, 10), rs(DG, 13), hexs(64)), ("app-level token", "앱 레벨 토큰")
    return cred("Slack", "global", w[0], w[1], [("SLACK_BOT_TOKEN", "slack_token", t, True)],
                "slack.com", "/api/chat.postMessage")


def v_stripe():
    k = ri(0, 3)
    if k == 0:
        t, w = "sk_live_" + rs(AN, pick([24, 99])), ("live secret key", "라이브 시크릿 키")
    elif k == 1:
        t, w = "rk_live_" + rs(AN, pick([24, 99])), ("restricted key", "제한 키")
    elif k == 2:
        t, w = "whsec_" + rs(AN, 32), ("webhook signing secret", "웹훅 서명 시크릿")
    else:
        t, w = "sk_test_" + rs(AN, pick([24, 99])), ("test-mode secret key", "테스트 모드 시크릿 키")
    envn = "STRIPE_WEBHOOK_SECRET" if t.startswith("whsec_") else "STRIPE_SECRET_KEY"
    return cred("Stripe", "global", w[0], w[1], [(envn, "stripe_secret", t, True)], "api.stripe.com",
                "/v1/charges")


def v_openai():
    k = ri(0, 2)
    if k == 0:
        t = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    elif k == 1:
        t = "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    else:
        t = "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)
    return cred("OpenAI", "global", "API key", "API 키", [("OPENAI_API_KEY", "openai_api_key", t, True)],
                "api.openai.com", "/v1/chat/completions")


def v_anthropic():
    if chance(0.8):
        t = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    else:
        t = "sk-ant-admin01-" + rs(B64U, 93) + "AA"
    return cred("Anthropic", "global", "API key", "API 키", [("ANTHROPIC_API_KEY", "anthropic_api_key", t, True)],
                "api.anthropic.com", "/v1/messages", headers=[("x-api-key", t)], hsecrets=[t])


def v_google():
    k = ri(0, 3)
    if k == 0:
        t = "AIza" + rs(B64U, 35)
        return cred("Google Cloud", "global", "server API key", "서버 API 키",
                    [("GOOGLE_API_KEY", "google_api_key", t, True)], "maps.googleapis.com",
                    "/maps/api/geocode/json", headers=[("X-Goog-Api-Key", t)], hsecrets=[t], query="key")
    if k == 1:
        cid = "%s-%s.apps.googleusercontent.com" % (rs(DG, 12), rs(LOAN, 32))
        t = "GOCSPX-" + rs(B64U, 28)
        return cred("Google Cloud", "global", "OAuth client secret", "OAuth 클라이언트 시크릿",
                    [("GOOGLE_CLIENT_ID", "client_id", cid, False),
                     ("GOOGLE_CLIENT_SECRET", "client_secret", t, True)], "oauth2.googleapis.com", "/token")
    if k == 2:
        t = "ya29.a0" + rs(B64U, ri(180, 240))
        return cred("Google Cloud", "global", "OAuth access token", "OAuth 액세스 토큰",
                    [("GOOGLE_ACCESS_TOKEN", "access_token", t, True)], "www.googleapis.com", "/drive/v3/files")
    t = "1//0" + rs(B64U, ri(95, 105))
    return cred("Google Cloud", "global", "OAuth refresh token", "OAuth 리프레시 토큰",
                [("GOOGLE_REFRESH_TOKEN", "refresh_token", t, True)], "oauth2.googleapis.com", "/token")


def v_twilio():
    sid = "AC" + hexs(32)
    tok = hexs(32)
    h, blob = basic_hdr(sid, tok)
    return cred("Twilio", "global", "auth token", "Auth Token",
                [("TWILIO_ACCOUNT_SID", "account_sid", sid, False), ("TWILIO_AUTH_TOKEN", "auth_token", tok, True)],
                "api.twilio.com", "/2010-04-01/Accounts/%s/Messages.json" % sid, headers=[h], hsecrets=[blob])


def v_sendgrid():
    t = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    return cred("SendGrid", "global", "API key", "API 키", [("SENDGRID_API_KEY", "sendgrid_api_key", t, True)],
                "api.sendgrid.com", "/v3/mail/send")


def v_mailgun():
    t = "key-" + hexs(32)
    h, blob = basic_hdr("api", t)
    return cred("Mailgun", "global", "private API key", "프라이빗 API 키",
                [("MAILGUN_API_KEY", "mailgun_api_key", t, True)], "api.mailgun.net", "/v3/mg.example/messages",
                headers=[h], hsecrets=[blob])


def v_mailchimp():
    t = hexs(32) + "-us" + str(ri(1, 21))
    return cred("Mailchimp", "global", "API key", "API 키", [("MAILCHIMP_API_KEY", "mailchimp_key", t, True)],
                "us%d.api.mailchimp.com" % ri(1, 21), "/3.0/lists")


def v_npm():
    t = crc_token("npm_", 30)
    return cred("npm", "global", "automation token", "자동화 토큰", [("NPM_TOKEN", "npm_token", t, True)],
                "registry.npmjs.org", "/-/whoami")


def v_pypi():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(150, 190))
    return cred("PyPI", "global", "upload API token", "업로드 API 토큰", [("TWINE_PASSWORD", "password", t, True)],
                "upload.pypi.org", "/legacy/")


def v_dockerhub():
    t = "dckr_pat_" + rs(B64U, 27)
    return cred("Docker Hub", "global", "personal access token", "PAT", [("DOCKERHUB_TOKEN", "docker_token", t, True)],
                "hub.docker.com", "/v2/repositories/")


def v_vault():
    if chance(0.5):
        t = "hvs." + rs(AN, 24)
    else:
        t = "hvs.CAESI" + rs(B64U, 86)
    return cred("HashiCorp Vault", "global", "service token", "서비스 토큰", [("VAULT_TOKEN", "vault_token", t, True)],
                "vault." + pick(DOMAINS), "/v1/secret/data/app", headers=[("X-Vault-Token", t)], hsecrets=[t])


def v_tfc():
    t = rs(AN, 14) + ".atlasv1." + rs(AN, 67)
    return cred("Terraform Cloud", "global", "team API token", "팀 API 토큰", [("TFE_TOKEN", "token", t, True)],
                "app.terraform.io", "/api/v2/organizations")


def v_digitalocean():
    t = pick(["dop_v1_", "doo_v1_", "dor_v1_"]) + hexs(64)
    return cred("DigitalOcean", "global", "API token", "API 토큰", [("DIGITALOCEAN_TOKEN", "do_token", t, True)],
                "api.digitalocean.com", "/v2/droplets")


def v_shopify():
    t = pick(["shpat_", "shpca_", "shppa_", "shpss_"]) + hexs(32)
    return cred("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰",
                [("SHOPIFY_ACCESS_TOKEN", "access_token", t, True)], "acme-store.myshopify.com",
                "/admin/api/2024-10/orders.json", headers=[("X-Shopify-Access-Token", t)], hsecrets=[t])


def v_atlassian():
    t = "ATATT3xFfGF0" + rs(B64U, ri(170, 180)) + "=" + rs(HEXU, 8)
    user = person() + "@" + pick(DOMAINS)
    h, blob = basic_hdr(user, t)
    return cred("Atlassian", "global", "API token", "API 토큰",
                [("JIRA_USER", "user", user, False), ("JIRA_API_TOKEN", "api_token", t, True)],
                "acme.atlassian.net", "/rest/api/3/search", headers=[h], hsecrets=[blob])


def v_bitbucket():
    t = "ATBB" + rs(AN, 28) + rs(HEXU, 8)
    return cred("Bitbucket", "global", "app password", "앱 비밀번호", [("BITBUCKET_APP_PASSWORD", "app_password", t, True)],
                "api.bitbucket.org", "/2.0/repositories")


def v_linear():
    t = "lin_api_" + rs(AN, 40)
    return cred("Linear", "global", "personal API key", "개인 API 키", [("LINEAR_API_KEY", "linear_key", t, True)],
                "api.linear.app", "/graphql", headers=[("Authorization", t)], hsecrets=[t])


def v_notion():
    t = "secret_" + rs(AN, 43)
    return cred("Notion", "global", "internal integration secret", "내부 통합 시크릿",
                [("NOTION_TOKEN", "notion_token", t, True)], "api.notion.com", "/v1/databases")


def v_figma():
    t = "figd_" + rs(B64U, 40)
    return cred("Figma", "global", "personal access token", "PAT", [("FIGMA_TOKEN", "figma_token", t, True)],
                "api.figma.com", "/v1/files/", headers=[("X-Figma-Token", t)], hsecrets=[t])


def v_postman():
    t = "PMAK-" + hexs(24) + "-" + hexs(34)
    return cred("Postman", "global", "API key", "API 키", [("POSTMAN_API_KEY", "postman_api_key", t, True)],
                "api.getpostman.com", "/collections", headers=[("X-Api-Key", t)], hsecrets=[t])


def v_newrelic():
    t = pick(["NRAK-", "NRII-"]) + rs(UPAN, 27)
    return cred("New Relic", "global", "user API key", "유저 API 키", [("NEW_RELIC_API_KEY", "api_key", t, True)],
                "api.newrelic.com", "/graphql", headers=[("API-Key", t)], hsecrets=[t])


def v_datadog():
    a, b = hexs(32), hexs(40)
    return cred("Datadog", "global", "API and application keys", "API 키/애플리케이션 키",
                [("DD_API_KEY", "api_key", a, True), ("DD_APP_KEY", "app_key", b, True)],
                "api.datadoghq.com", "/api/v1/monitor",
                headers=[("DD-API-KEY", a), ("DD-APPLICATION-KEY", b)], hsecrets=[a, b])


def v_sentry():
    t = "sntryu_" + hexs(64)
    return cred("Sentry", "global", "user auth token", "유저 인증 토큰", [("SENTRY_AUTH_TOKEN", "auth_token", t, True)],
                "sentry.io", "/api/0/projects/")


def v_grafana():
    t = "glsa_" + rs(AN, 32) + "_" + hexs(8)
    return cred("Grafana", "global", "service account token", "서비스 계정 토큰",
                [("GRAFANA_TOKEN", "grafana_token", t, True)], "grafana." + pick(DOMAINS), "/api/dashboards/db")


def v_cloudflare():
    if chance(0.6):
        t = rs(B64U, 40)
        return cred("Cloudflare", "global", "API token", "API 토큰", [("CLOUDFLARE_API_TOKEN", "api_token", t, True)],
                    "api.cloudflare.com", "/client/v4/zones")
    t = hexs(37)
    mail = person() + "@" + pick(DOMAINS)
    return cred("Cloudflare", "global", "global API key", "Global API 키",
                [("CF_API_EMAIL", "email", mail, False), ("CF_API_KEY", "api_key", t, True)],
                "api.cloudflare.com", "/client/v4/zones", headers=[("X-Auth-Email", mail), ("X-Auth-Key", t)],
                hsecrets=[t])


def v_azure():
    if chance(0.5):
        acct = "st" + rs(LOAN, 10)
        key = b64e(rbytes(64))
        return cred("Azure", "global", "storage account key", "스토리지 계정 키",
                    [("AZURE_STORAGE_ACCOUNT", "account_name", acct, False),
                     ("AZURE_STORAGE_KEY", "account_key", key, True)],
                    acct + ".blob.core.windows.net", "/", headers=[("x-ms-version", "2023-11-03")], hsecrets=[])
    t = rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 31)
    return cred("Azure", "global", "Entra ID client secret", "Entra ID 클라이언트 시크릿",
                [("AZURE_CLIENT_ID", "client_id", uuid4(), False), ("AZURE_CLIENT_SECRET", "client_secret", t, True)],
                "login.microsoftonline.com", "/oauth2/v2.0/token")


def v_huggingface():
    t = "hf_" + rs(UP + LO, 34)
    return cred("Hugging Face", "global", "access token", "액세스 토큰", [("HF_TOKEN", "hf_token", t, True)],
                "huggingface.co", "/api/whoami-v2")


def v_replicate():
    t = "r8_" + rs(AN, 37)
    return cred("Replicate", "global", "API token", "API 토큰", [("REPLICATE_API_TOKEN", "api_token", t, True)],
                "api.replicate.com", "/v1/predictions")


def v_groq():
    t = "gsk_" + rs(AN, 52)
    return cred("Groq", "global", "API key", "API 키", [("GROQ_API_KEY", "groq_api_key", t, True)],
                "api.groq.com", "/openai/v1/chat/completions")


def v_perplexity():
    t = "pplx-" + rs(AN, 48)
    return cred("Perplexity", "global", "API key", "API 키", [("PERPLEXITY_API_KEY", "pplx_key", t, True)],
                "api.perplexity.ai", "/chat/completions")


def v_xai():
    t = "xai-" + rs(AN, 80)
    return cred("xAI", "global", "API key", "API 키", [("XAI_API_KEY", "xai_api_key", t, True)],
                "api.x.ai", "/v1/chat/completions")


def v_mistral():
    t = rs(AN, 32)
    return cred("Mistral AI", "EU", "API key", "API 키", [("MISTRAL_API_KEY", "mistral_api_key", t, True)],
                "api.mistral.ai", "/v1/chat/completions")


def v_cohere():
    t = rs(AN, 40)
    return cred("Cohere", "global", "production API key", "프로덕션 API 키", [("CO_API_KEY", "cohere_api_key", t, True)],
                "api.cohere.com", "/v2/chat")


def v_telegram():
    t = rs(DG, ri(9, 10)) + ":AA" + rs(B64U, 33)
    return cred("Telegram", "global", "bot token", "봇 토큰", [("TELEGRAM_BOT_TOKEN", "bot_token", t, True)],
                "api.telegram.org", "/bot%s/sendMessage" % t, headers=[("Content-Type", "application/json")],
                hsecrets=[])


def v_discord():
    uid = str(ri(10 ** 17, 10 ** 19 - 1))
    t = b64ue(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    return cred("Discord", "global", "bot token", "봇 토큰", [("DISCORD_TOKEN", "discord_token", t, True)],
                "discord.com", "/api/v10/channels/", headers=[("Authorization", "Bot " + t)], hsecrets=[t])


def v_okta():
    t = "00" + rs(B64U, 40)
    return cred("Okta", "global", "API token", "API 토큰", [("OKTA_API_TOKEN", "okta_token", t, True)],
                "acme.okta.com", "/api/v1/users", headers=[("Authorization", "SSWS " + t)], hsecrets=[t])


def v_hubspot():
    t = "pat-" + pick(["na1", "eu1"]) + "-" + uuid4()
    return cred("HubSpot", "global", "private app token", "비공개 앱 토큰", [("HUBSPOT_TOKEN", "hubspot_token", t, True)],
                "api.hubapi.com", "/crm/v3/objects/contacts")


def v_square():
    if chance(0.5):
        t, w = "EAAA" + rs(B64U, 60), ("production access token", "프로덕션 액세스 토큰")
    else:
        t, w = "sq0csp-" + rs(B64U, 43), ("application secret", "애플리케이션 시크릿")
    return cred("Square", "global", w[0], w[1], [("SQUARE_ACCESS_TOKEN", "square_token", t, True)],
                "connect.squareup.com", "/v2/payments")


def v_braintree():
    t = "access_token$production$" + rs(LOAN, 16) + "$" + hexs(32)
    return cred("PayPal Braintree", "global", "access token", "액세스 토큰",
                [("BRAINTREE_ACCESS_TOKEN", "braintree_token", t, True)], "payments.braintree-api.com", "/graphql")


def v_age():
    t = "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)
    return cred("age", "global", "identity (secret key)", "비밀 키(identity)", [("SOPS_AGE_KEY", "age_key", t, True)],
                "localhost", "/", headers=[], hsecrets=[])


def v_doppler():
    t = pick(["dp.st.prd.", "dp.st.stg.", "dp.st.dev."]) + rs(AN, 40) if chance(0.6) else "dp.pt." + rs(AN, 43)
    return cred("Doppler", "global", "service token", "서비스 토큰", [("DOPPLER_TOKEN", "doppler_token", t, True)],
                "api.doppler.com", "/v3/configs/config/secrets")


def v_pulumi():
    t = "pul-" + hexs(40)
    return cred("Pulumi", "global", "access token", "액세스 토큰", [("PULUMI_ACCESS_TOKEN", "pulumi_token", t, True)],
                "api.pulumi.com", "/api/user", headers=[("Authorization", "token " + t)], hsecrets=[t])


def v_vercel():
    t = rs(AN, 24)
    return cred("Vercel", "global", "access token", "액세스 토큰", [("VERCEL_TOKEN", "vercel_token", t, True)],
                "api.vercel.com", "/v9/projects")


def v_rubygems():
    t = "rubygems_" + hexs(48)
    return cred("RubyGems", "global", "API key", "API 키", [("GEM_HOST_API_KEY", "gem_api_key", t, True)],
                "rubygems.org", "/api/v1/gems", headers=[("Authorization", t)], hsecrets=[t])


def v_nuget():
    t = "oy2" + rs(LOAN, 43)
    return cred("NuGet", "global", "API key", "API 키", [("NUGET_API_KEY", "nuget_api_key", t, True)],
                "www.nuget.org", "/api/v2/package", headers=[("X-NuGet-ApiKey", t)], hsecrets=[t])


def v_databricks():
    t = "dapi" + hexs(32) + (pick(["", "-2", "-3"]))
    return cred("Databricks", "global", "personal access token", "PAT", [("DATABRICKS_TOKEN", "token", t, True)],
                "adb-%s.%d.azuredatabricks.net" % (rs(DG, 16), ri(1, 20)), "/api/2.0/clusters/list")


def v_confluent():
    k, s = rs(UPAN, 16), rs(AN + "+/", 64)
    h, blob = basic_hdr(k, s)
    return cred("Confluent Cloud", "global", "API key and secret", "API 키/시크릿",
                [("CONFLUENT_API_KEY", "sasl.username", k, True), ("CONFLUENT_API_SECRET", "sasl.password", s, True)],
                "pkc-%s.ap-northeast-2.aws.confluent.cloud" % rs(LOAN, 5), "/kafka/v3/clusters", headers=[h],
                hsecrets=[blob])


def v_planetscale():
    t = pick(["pscale_pw_", "pscale_tkn_"]) + rs(B64U, 43)
    return cred("PlanetScale", "global", "password / service token", "비밀번호/서비스 토큰",
                [("PLANETSCALE_TOKEN", "planetscale_token", t, True)], "api.planetscale.com", "/v1/organizations")


def v_asana():
    t = "1/" + rs(DG, 16) + ":" + hexs(32)
    return cred("Asana", "global", "personal access token", "PAT", [("ASANA_PAT", "asana_token", t, True)],
                "app.asana.com", "/api/1.0/tasks")


def v_dropbox():
    t = "sl." + rs(B64U, ri(135, 140))
    return cred("Dropbox", "global", "short-lived access token", "단기 액세스 토큰",
                [("DROPBOX_TOKEN", "dropbox_token", t, True)], "api.dropboxapi.com", "/2/files/list_folder")


def v_meta():
    t = "EAA" + pick(["B", "G", "J", "I"]) + rs(AN, ri(180, 210))
    return cred("Meta (Facebook)", "global", "page access token", "페이지 액세스 토큰",
                [("FB_PAGE_TOKEN", "page_access_token", t, True)], "graph.facebook.com", "/v19.0/me/messages",
                query="access_token")


def v_twitter():
    t = "A" * 21 + rs(AN, 10) + "A" * 7 + rs(AN, 9) + "%2B" + rs(AN, 14) + "%3D" + rs(AN, 50)
    return cred("X (Twitter)", "global", "app bearer token", "앱 베어러 토큰", [("TWITTER_BEARER_TOKEN", "bearer_token", t, True)],
                "api.x.com", "/2/tweets/search/recent")


def v_line():
    if chance(0.6):
        t = rs(B64, 171) + "="
        return cred("LINE", "JP", "channel access token", "채널 액세스 토큰",
                    [("LINE_CHANNEL_ACCESS_TOKEN", "channelAccessToken", t, True)], "api.line.me", "/v2/bot/message/push")
    t = hexs(32)
    return cred("LINE", "JP", "channel secret", "채널 시크릿", [("LINE_CHANNEL_SECRET", "channelSecret", t, True)],
                "api.line.me", "/v2/bot/info", headers=[("X-Line-Signature", "computed-per-request")], hsecrets=[])


def v_chatwork():
    t = hexs(32)
    return cred("Chatwork", "JP", "API token", "API 토큰", [("CHATWORK_API_TOKEN", "chatwork_token", t, True)],
                "api.chatwork.com", "/v2/rooms", headers=[("X-ChatWorkToken", t)], hsecrets=[t])


def v_backlog():
    t = rs(AN, 64)
    return cred("Backlog (Nulab)", "JP", "API key", "API 키", [("BACKLOG_API_KEY", "apiKey", t, True)],
                "acme.backlog.jp", "/api/v2/issues", headers=[], hsecrets=[], query="apiKey")


def v_kintone():
    t = rs(AN, 40)
    return cred("kintone (Cybozu)", "JP", "app API token", "앱 API 토큰", [("KINTONE_API_TOKEN", "api_token", t, True)],
                "acme.cybozu.com", "/k/v1/records.json", headers=[("X-Cybozu-API-Token", t)], hsecrets=[t])


def v_sakura():
    a, b = uuid4(), rs(AN, 64)
    h, blob = basic_hdr(a, b)
    return cred("Sakura Cloud", "JP", "API access token and secret", "API 액세스 토큰/시크릿",
                [("SAKURACLOUD_ACCESS_TOKEN", "access_token", a, True),
                 ("SAKURACLOUD_ACCESS_TOKEN_SECRET", "access_token_secret", b, True)],
                "secure.sakura.ad.jp", "/cloud/zone/is1a/api/cloud/1.1/server", headers=[h], hsecrets=[blob])


def v_kakao():
    t = hexs(32)
    if chance(0.6):
        w = ("REST API key", "REST API 키")
        envn = "KAKAO_REST_API_KEY"
    else:
        w = ("Admin key", "어드민 키")
        envn = "KAKAO_ADMIN_KEY"
    return cred("Kakao", "KR", w[0], w[1], [(envn, "kakao_key", t, True)], "kapi.kakao.com",
                "/v2/user/me", headers=[("Authorization", "KakaoAK " + t)], hsecrets=[t])


def v_ncp():
    a, b = rs(UPAN, 20), rs(AN, 40)
    return cred("Naver Cloud Platform", "KR", "access key / secret key", "Access Key/Secret Key",
                [("NCP_ACCESS_KEY", "access_key", a, True), ("NCP_SECRET_KEY", "secret_key", b, True)],
                "ncloud.apigw.ntruss.com", "/vserver/v2/getServerInstanceList",
                headers=[("x-ncp-iam-access-key", a), ("x-ncp-apigw-signature-v2", b64e(rbytes(32)))],
                hsecrets=[a])


def v_naver_dev():
    cid, sec = rs(AN, 20), rs(AN, 10)
    return cred("Naver Developers", "KR", "client secret", "Client Secret",
                [("NAVER_CLIENT_ID", "client_id", cid, False), ("NAVER_CLIENT_SECRET", "client_secret", sec, True)],
                "openapi.naver.com", "/v1/search/blog.json",
                headers=[("X-Naver-Client-Id", cid), ("X-Naver-Client-Secret", sec)], hsecrets=[sec])


def v_toss():
    t = pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(AN, 20)
    h, blob = basic_hdr(t, "")
    return cred("Toss Payments", "KR", "secret key", "시크릿 키", [("TOSS_SECRET_KEY", "secretKey", t, True)],
                "api.tosspayments.com", "/v1/payments/confirm", headers=[h], hsecrets=[blob])


def v_portone():
    if chance(0.5):
        k, s = rs(DG, 16), rs(AN, 80)
        return cred("PortOne (iamport)", "KR", "REST API key / secret", "REST API 키/시크릿",
                    [("IMP_KEY", "imp_key", k, True), ("IMP_SECRET", "imp_secret", s, True)],
                    "api.iamport.kr", "/users/getToken", headers=[], hsecrets=[])
    s = rs(AN, 80)
    return cred("PortOne (iamport)", "KR", "V2 API secret", "V2 API 시크릿", [("PORTONE_API_SECRET", "apiSecret", s, True)],
                "api.portone.io", "/payments/", headers=[("Authorization", "PortOne " + s)], hsecrets=[s])


def v_solapi():
    k, s = "NCS" + rs(UPAN, 13), rs(UPAN, 32)
    return cred("Solapi (CoolSMS)", "KR", "API key / secret", "API 키/시크릿",
                [("SOLAPI_API_KEY", "apiKey", k, True), ("SOLAPI_API_SECRET", "apiSecret", s, True)],
                "api.solapi.com", "/messages/v4/send-many", headers=[], hsecrets=[])


def v_nhn():
    app, sec = rs(AN, 16), rs(AN, 8)
    return cred("NHN Cloud", "KR", "appkey secret key", "앱키 시크릿 키",
                [("NHN_APPKEY", "appKey", app, False), ("NHN_SECRET_KEY", "secretKey", sec, True)],
                "api-alimtalk.cloud.toast.com", "/alimtalk/v2.3/appkeys/%s/messages" % app,
                headers=[("X-Secret-Key", sec)], hsecrets=[sec])


def v_channeltalk():
    a, b = hexs(24), hexs(32)
    return cred("Channel Talk", "KR", "access key / secret", "액세스 키/시크릿",
                [("CHANNEL_ACCESS_KEY", "accessKey", a, True), ("CHANNEL_ACCESS_SECRET", "accessSecret", b, True)],
                "api.channel.io", "/open/v5/user-chats",
                headers=[("x-access-key", a), ("x-access-secret", b)], hsecrets=[a, b])


def v_alibaba():
    a, b = "LTAI5t" + rs(AN, 18), rs(AN, 30)
    return cred("Alibaba Cloud", "CN", "AccessKey ID / Secret", "AccessKey ID/Secret",
                [("ALIBABA_CLOUD_ACCESS_KEY_ID", "access_key_id", a, True),
                 ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "access_key_secret", b, True)],
                "oss-cn-hangzhou.aliyuncs.com", "/", headers=[("Authorization", "OSS " + a + ":" + b64e(rbytes(20)))],
                hsecrets=[a])


def v_tencent():
    a, b = "AKID" + rs(AN, 32), rs(AN, 32)
    return cred("Tencent Cloud", "CN", "SecretId / SecretKey", "SecretId/SecretKey",
                [("TENCENTCLOUD_SECRET_ID", "secret_id", a, True), ("TENCENTCLOUD_SECRET_KEY", "secret_key", b, True)],
                "cvm.tencentcloudapi.com", "/",
                headers=[("Authorization", "TC3-HMAC-SHA256 Credential=%s/2025-06-01/cvm/tc3_request, "
                          "SignedHeaders=content-type;host, Signature=%s" % (a, hexs(64)))], hsecrets=[a])


def v_baidu():
    a, b = hexs(32), hexs(32)
    return cred("Baidu AI Cloud", "CN", "AK / SK", "AK/SK",
                [("BCE_ACCESS_KEY_ID", "ak", a, True), ("BCE_SECRET_ACCESS_KEY", "sk", b, True)],
                "bcc.bj.baidubce.com", "/v2/instance", headers=[], hsecrets=[])


def v_huawei():
    a, b = rs(UPAN, 20), rs(AN, 40)
    return cred("Huawei Cloud", "CN", "AK / SK", "AK/SK",
                [("HUAWEICLOUD_SDK_AK", "ak", a, True), ("HUAWEICLOUD_SDK_SK", "sk", b, True)],
                "ecs.cn-north-4.myhuaweicloud.com", "/v1/servers", headers=[], hsecrets=[])


def v_wechat():
    appid, sec = "wx" + hexs(16), hexs(32)
    return cred("WeChat", "CN", "AppSecret", "AppSecret",
                [("WECHAT_APPID", "appid", appid, False), ("WECHAT_APPSECRET", "secret", sec, True)],
                "api.weixin.qq.com", "/cgi-bin/token", headers=[], hsecrets=[], query="secret")


def v_feishu():
    appid, sec = "cli_" + hexs(16), rs(AN, 32)
    return cred("Feishu (Lark)", "CN", "app secret", "App Secret",
                [("FEISHU_APP_ID", "app_id", appid, False), ("FEISHU_APP_SECRET", "app_secret", sec, True)],
                "open.feishu.cn", "/open-apis/auth/v3/tenant_access_token/internal", headers=[], hsecrets=[])


def v_volc():
    a, b = "AKLT" + rs(B64U, 40), b64e(rbytes(45))
    return cred("Volcengine", "CN", "AccessKeyId / SecretAccessKey", "AccessKeyId/SecretAccessKey",
                [("VOLC_ACCESSKEY", "access_key", a, True), ("VOLC_SECRETKEY", "secret_key", b, True)],
                "open.volcengineapi.com", "/", headers=[], hsecrets=[])


def v_qiniu():
    a, b = rs(B64U, 40), rs(B64U, 40)
    return cred("Qiniu", "CN", "AccessKey / SecretKey", "AccessKey/SecretKey",
                [("QINIU_ACCESS_KEY", "access_key", a, True), ("QINIU_SECRET_KEY", "secret_key", b, True)],
                "api.qiniu.com", "/", headers=[], hsecrets=[])


def v_deepseek():
    t = "sk-" + hexs(32)
    return cred("DeepSeek", "CN", "API key", "API 키", [("DEEPSEEK_API_KEY", "deepseek_api_key", t, True)],
                "api.deepseek.com", "/chat/completions")


def v_mollie():
    t = pick(["live_", "test_"]) + rs(AN, 30)
    return cred("Mollie", "EU", "API key", "API 키", [("MOLLIE_API_KEY", "mollie_key", t, True)],
                "api.mollie.com", "/v2/payments")


def v_scaleway():
    a, b = "SCW" + rs(UPAN, 17), uuid4()
    return cred("Scaleway", "EU", "access key / secret key", "액세스 키/시크릿 키",
                [("SCW_ACCESS_KEY", "access_key", a, True), ("SCW_SECRET_KEY", "secret_key", b, True)],
                "api.scaleway.com", "/instance/v1/zones/fr-par-1/servers", headers=[("X-Auth-Token", b)], hsecrets=[b])


def v_ovh():
    ak, asec, ck = rs(AN, 16), rs(AN, 32), rs(AN, 32)
    return cred("OVHcloud", "EU", "application secret / consumer key", "application secret/consumer key",
                [("OVH_APPLICATION_KEY", "application_key", ak, False),
                 ("OVH_APPLICATION_SECRET", "application_secret", asec, True),
                 ("OVH_CONSUMER_KEY", "consumer_key", ck, True)], "eu.api.ovh.com", "/1.0/me",
                headers=[("X-Ovh-Application", ak), ("X-Ovh-Consumer", ck)], hsecrets=[ck])


def v_hetzner():
    t = rs(AN, 64)
    return cred("Hetzner Cloud", "EU", "API token", "API 토큰", [("HCLOUD_TOKEN", "hcloud_token", t, True)],
                "api.hetzner.cloud", "/v1/servers")


def v_gocardless():
    t = pick(["live_", "sandbox_"]) + rs(B64U, 40)
    return cred("GoCardless", "EU", "access token", "액세스 토큰", [("GOCARDLESS_ACCESS_TOKEN", "access_token", t, True)],
                "api.gocardless.com", "/payments")


def v_yandex():
    if chance(0.5):
        t = "y0_AgAAAAA" + rs(B64U, 49)
        return cred("Yandex Cloud", "EU", "OAuth token", "OAuth 토큰", [("YC_TOKEN", "token", t, True)],
                    "iam.api.cloud.yandex.net", "/iam/v1/tokens", headers=[], hsecrets=[])
    a, b = "YCAJ" + rs(B64U, 21), "YC" + rs(B64U, 38)
    return cred("Yandex Cloud", "EU", "static access key", "정적 액세스 키",
                [("AWS_ACCESS_KEY_ID", "access_key", a, True), ("AWS_SECRET_ACCESS_KEY", "secret_key", b, True)],
                "storage.yandexcloud.net", "/", headers=[], hsecrets=[])


def v_brevo():
    t = "xkeysib-" + hexs(64) + "-" + rs(AN, 16)
    return cred("Brevo", "EU", "API key", "API 키", [("BREVO_API_KEY", "brevo_api_key", t, True)],
                "api.brevo.com", "/v3/smtp/email", headers=[("api-key", t)], hsecrets=[t])


def v_mailjet():
    a, b = hexs(32), hexs(32)
    h, blob = basic_hdr(a, b)
    return cred("Mailjet", "EU", "API key / secret key", "API 키/시크릿 키",
                [("MJ_APIKEY_PUBLIC", "api_key", a, True), ("MJ_APIKEY_PRIVATE", "secret_key", b, True)],
                "api.mailjet.com", "/v3.1/send", headers=[h], hsecrets=[blob])


def v_heroku():
    t = uuid4()
    return cred("Heroku", "global", "API key", "API 키", [("HEROKU_API_KEY", "heroku_api_key", t, True)],
                "api.heroku.com", "/apps")


def v_fcm():
    t = "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)
    return cred("Firebase Cloud Messaging", "global", "legacy server key", "레거시 서버 키",
                [("FCM_SERVER_KEY", "server_key", t, True)], "fcm.googleapis.com", "/fcm/send",
                headers=[("Authorization", "key=" + t)], hsecrets=[t])


def v_supabase():
    ref = rs(LO, 20)
    t = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": ri(1690000000, 1740000000),
             "exp": ri(2000000000, 2100000000)})
    return cred("Supabase", "global", "service_role key", "service_role 키",
                [("SUPABASE_SERVICE_ROLE_KEY", "service_role_key", t, True)], ref + ".supabase.co", "/rest/v1/",
                headers=[("apikey", t), ("Authorization", "Bearer " + t)], hsecrets=[t])


def v_mapbox():
    t = "sk.eyJ1Ijoi" + rs(B64U, ri(40, 60)) + "." + rs(B64U, 22)
    return cred("Mapbox", "global", "secret access token", "시크릿 액세스 토큰", [("MAPBOX_SECRET_TOKEN", "access_token", t, True)],
                "api.mapbox.com", "/uploads/v1/", query="access_token")


def v_algolia():
    app, t = rs(UPAN, 10), hexs(32)
    return cred("Algolia", "global", "Admin API key", "Admin API 키",
                [("ALGOLIA_APP_ID", "appId", app, False), ("ALGOLIA_ADMIN_KEY", "adminApiKey", t, True)],
                app.lower() + ".algolia.net", "/1/indexes/",
                headers=[("X-Algolia-Application-Id", app), ("X-Algolia-API-Key", t)], hsecrets=[t])


def v_jfrog():
    t = "AKCp8" + rs(AN, 68)
    return cred("JFrog Artifactory", "global", "API key", "API 키", [("ARTIFACTORY_API_KEY", "artifactory_key", t, True)],
                "acme.jfrog.io", "/artifactory/api/repositories", headers=[("X-JFrog-Art-Api", t)], hsecrets=[t])


def v_sonar():
    t = pick(["squ_", "sqp_", "sqa_"]) + hexs(40)
    return cred("SonarQube", "global", "analysis token", "분석 토큰", [("SONAR_TOKEN", "sonar.token", t, True)],
                "sonar." + pick(DOMAINS), "/api/projects/search")


def v_circleci():
    t = "CCIPAT_" + rs(AN, 22) + "_" + hexs(40)
    return cred("CircleCI", "global", "personal API token", "개인 API 토큰", [("CIRCLECI_TOKEN", "circle_token", t, True)],
                "circleci.com", "/api/v2/me", headers=[("Circle-Token", t)], hsecrets=[t])


def v_buildkite():
    t = "bkua_" + hexs(40)
    return cred("Buildkite", "global", "API access token", "API 액세스 토큰", [("BUILDKITE_API_TOKEN", "token", t, True)],
                "api.buildkite.com", "/v2/organizations")


def v_airtable():
    t = "pat" + rs(AN, 14) + "." + hexs(64)
    return cred("Airtable", "global", "personal access token", "PAT", [("AIRTABLE_TOKEN", "airtable_token", t, True)],
                "api.airtable.com", "/v0/")


def v_contentful():
    t = "CFPAT-" + rs(B64U, 43)
    return cred("Contentful", "global", "management token", "관리 토큰", [("CONTENTFUL_MANAGEMENT_TOKEN", "cma_token", t, True)],
                "api.contentful.com", "/spaces/")


def v_launchdarkly():
    t = pick(["sdk-", "api-"]) + uuid4()
    return cred("LaunchDarkly", "global", "server-side SDK / API key", "서버 SDK/API 키",
                [("LAUNCHDARKLY_SDK_KEY", "sdkKey", t, True)], "app.launchdarkly.com", "/api/v2/flags",
                headers=[("Authorization", t)], hsecrets=[t])


def v_tailscale():
    t = pick(["tskey-auth-", "tskey-api-"]) + rs(AN, 12) + "CNTRL-" + rs(AN, 33)
    return cred("Tailscale", "global", "auth key", "auth 키", [("TS_AUTHKEY", "authkey", t, True)],
                "api.tailscale.com", "/api/v2/tailnet/-/devices")


def v_prefect():
    t = "pnu_" + rs(AN, 36)
    return cred("Prefect", "global", "API key", "API 키", [("PREFECT_API_KEY", "api_key", t, True)],
                "api.prefect.cloud", "/api/accounts/")


def v_shippo():
    t = "shippo_live_" + hexs(40)
    return cred("Shippo", "global", "live API token", "라이브 API 토큰", [("SHIPPO_API_TOKEN", "shippo_token", t, True)],
                "api.goshippo.com", "/shipments/", headers=[("Authorization", "ShippoToken " + t)], hsecrets=[t])


def v_snyk():
    t = uuid4()
    return cred("Snyk", "global", "API token", "API 토큰", [("SNYK_TOKEN", "snyk_token", t, True)],
                "api.snyk.io", "/rest/orgs", headers=[("Authorization", "token " + t)], hsecrets=[t])


def v_onepassword():
    t = "ops_eyJ" + rs(B64U, ri(480, 640))
    return cred("1Password", "global", "service account token", "서비스 계정 토큰",
                [("OP_SERVICE_ACCOUNT_TOKEN", "op_token", t, True)], "my.1password.com", "/", headers=[], hsecrets=[])


VENDORS = [v_aws, v_github, v_gitlab, v_slack, v_stripe, v_openai, v_anthropic, v_google, v_twilio,
           v_sendgrid, v_mailgun, v_mailchimp, v_npm, v_pypi, v_dockerhub, v_vault, v_tfc,
           v_digitalocean, v_shopify, v_atlassian, v_bitbucket, v_linear, v_notion, v_figma,
           v_postman, v_newrelic, v_datadog, v_sentry, v_grafana, v_cloudflare, v_azure,
           v_huggingface, v_replicate, v_groq, v_perplexity, v_xai, v_mistral, v_cohere,
           v_telegram, v_discord, v_okta, v_hubspot, v_square, v_braintree, v_age, v_doppler,
           v_pulumi, v_vercel, v_rubygems, v_nuget, v_databricks, v_confluent, v_planetscale,
           v_asana, v_dropbox, v_meta, v_twitter, v_line, v_chatwork, v_backlog, v_kintone,
           v_sakura, v_kakao, v_ncp, v_naver_dev, v_toss, v_portone, v_solapi, v_nhn,
           v_channeltalk, v_alibaba, v_tencent, v_baidu, v_huawei, v_wechat, v_feishu, v_volc,
           v_qiniu, v_deepseek, v_mollie, v_scaleway, v_ovh, v_hetzner, v_gocardless, v_yandex,
           v_brevo, v_mailjet, v_heroku, v_fcm, v_supabase, v_mapbox, v_algolia, v_jfrog,
           v_sonar, v_circleci, v_buildkite, v_airtable, v_contentful, v_launchdarkly,
           v_tailscale, v_prefect, v_shippo, v_snyk, v_onepassword]


# ---------------------------------------------------------------- containers
FILLER = [("APP_ENV", "app_env", lambda: pick(ENVS)),
          ("LOG_LEVEL", "log_level", lambda: pick(["debug", "info", "warn"])),
          ("PORT", "port", lambda: str(pick([3000, 8080, 8000, 9090, 5000]))),
          ("AWS_REGION", "region", lambda: pick(["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1"])),
          ("TIMEOUT_MS", "timeout_ms", lambda: str(pick([3000, 5000, 10000]))),
          ("FEATURE_NEW_CHECKOUT", "feature_new_checkout", lambda: pick(["true", "false"])),
          ("DB_HOST", "db_host", lambda: host()),
          ("SENTRY_ENVIRONMENT", "sentry_environment", lambda: pick(ENVS)),
          ("MAX_RETRIES", "max_retries", lambda: str(ri(1, 5))),
          ("TZ", "tz", lambda: pick(["Asia/Seoul", "UTC", "Asia/Tokyo"])),
          ("WORKERS", "workers", lambda: str(ri(2, 16))),
          ("CACHE_TTL", "cache_ttl", lambda: str(pick([60, 300, 3600])))]

DESC = {"dotenv": (".env file", ".env 파일"), "export": ("shell profile exports", "셸 export 설정"),
        "inline": ("one-off shell command", "한 줄 명령"), "yaml": ("YAML config", "YAML 설정"),
        "json": ("JSON config", "JSON 설정"), "toml": ("TOML config", "TOML 설정"),
        "ini": ("INI file", "INI 파일"), "properties": ("application.properties", "application.properties"),
        "xml": ("XML config", "XML 설정"), "k8s_secret": ("Kubernetes Secret manifest", "k8s Secret 매니페스트"),
        "k8s_env": ("Deployment manifest", "Deployment 매니페스트"),
        "compose": ("docker-compose.yml", "docker-compose.yml"), "dockerfile": ("Dockerfile", "Dockerfile"),
        "gha": ("GitHub Actions workflow", "GitHub Actions 워크플로"), "gitlab_ci": (".gitlab-ci.yml", ".gitlab-ci.yml"),
        "jenkins": ("Jenkinsfile", "Jenkinsfile"), "terraform": ("Terraform file", "Terraform 코드"),
        "helm": ("Helm values file", "Helm values 파일"), "python": ("Python snippet", "파이썬 코드"),
        "js": ("Node.js snippet", "Node.js 코드"), "ts": ("TypeScript config", "TypeScript 설정 코드"),
        "go": ("Go snippet", "Go 코드"), "java": ("Java class", "Java 클래스"), "kotlin": ("Kotlin snippet", "Kotlin 코드"),
        "csharp": ("C# snippet", "C# 코드"), "ruby": ("Ruby initializer", "Ruby 이니셜라이저"),
        "php": ("PHP config", "PHP 설정"), "rust": ("Rust snippet", "Rust 코드"), "swift": ("Swift snippet", "Swift 코드"),
        "powershell": ("PowerShell profile", "PowerShell 프로필"), "systemd": ("systemd unit", "systemd 유닛"),
        "ansible": ("Ansible vars file", "Ansible vars 파일"), "sql": ("SQL migration", "SQL 마이그레이션"),
        "log": ("application log", "애플리케이션 로그"), "trace": ("stack trace", "스택 트레이스"),
        "diff": ("git diff", "git diff"), "table": ("markdown table from the wiki", "위키 표"),
        "chat": ("chat thread", "채팅 내용"), "http": ("raw HTTP request", "HTTP 요청 원문"),
        "curl": ("curl command", "curl 명령"), "url": ("request URL", "요청 URL"),
        "fetch": ("fetch() call", "fetch() 호출"), "httpie": ("HTTPie command", "HTTPie 명령")}

GENERIC_CONTAINERS = ["dotenv", "export", "inline", "yaml", "json", "toml", "ini", "properties", "xml",
                      "k8s_secret", "k8s_env", "compose", "dockerfile", "gha", "gitlab_ci", "jenkins",
                      "terraform", "helm", "python", "js", "ts", "go", "java", "kotlin", "csharp", "ruby",
                      "php", "rust", "swift", "powershell", "systemd", "ansible", "sql", "log", "trace",
                      "diff", "table", "chat"]
HTTP_CONTAINERS = ["http", "curl", "url", "fetch", "httpie"]


def ident(key):
    return re.sub(r"[^A-Za-z0-9]", "_", key)


def camel(key):
    parts = [p for p in re.split(r"[^A-Za-z0-9]", key) if p]
    return parts[0][:1].lower() + parts[0][1:] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def container_ok(cont, items):
    vals = [it[2] for it in items]
    for v in vals:
        if cont in ("kotlin", "php", "ruby", "jenkins", "powershell", "export", "inline") and "'" in v:
            return False
        if cont == "kotlin" and "$" in v:
            return False
        if cont == "xml" and any(c in v for c in "&<>\""):
            return False
        if cont in ("json", "python", "js", "ts", "go", "java", "csharp", "rust", "swift", "toml",
                    "yaml", "k8s_secret", "k8s_env", "compose", "gha", "gitlab_ci", "helm", "ansible",
                    "terraform", "systemd") and ("\"" in v or "\\" in v):
            return False
        if cont == "terraform" and "${" in v:
            return False
        if cont == "sql" and "'" in v:
            return False
        if cont == "table" and "|" in v:
            return False
        if cont in ("inline", "dockerfile", "dotenv", "properties", "ini", "systemd") and " " in v and cont != "dotenv":
            return False
    return True


def with_filler(items, k=None):
    items = list(items)
    k = ri(0, 3) if k is None else k
    for f in sample(FILLER, k):
        items.insert(ri(0, len(items)), (f[0], f[1], f[2](), False))
    return items


def q_env(v):
    if re.fullmatch(r"[A-Za-z0-9_./:+\-@~%,]*", v):
        return v if chance(0.6) else '"' + v + '"'
    if "$" in v or "\"" in v:
        return "'" + v + "'"
    return '"' + v + '"'


def q_yaml(v):
    if re.fullmatch(r"[A-Za-z0-9_./+\-]*", v) and not v[:1] in "-." and chance(0.5) and not v.isdigit():
        return v
    return '"' + v + '"'


def render(cont, items, lang="en", c=None, section=None, sid=None):
    """Render items [(ENV, key, value, listed)] into a snippet of the given container type."""
    sec = section or (c["vendor"].split()[0].lower().strip("()") if c else pick(["app", "integration", "service", "db"]))
    sec = re.sub(r"[^a-z0-9]", "", sec.lower()) or "app"
    s_id = sid or re.sub(r"[^a-z0-9-]", "", svc()) or "app"
    if cont == "dotenv":
        lines = ["%s=%s" % (e, q_env(v)) for e, k, v, _ in items]
        if chance(0.5):
            lines.insert(0, "# %s (%s)" % (s_id, pick(ENVS)))
        return "\n".join(lines)
    if cont == "export":
        return "\n".join(["export %s='%s'" % (e, v) for e, k, v, _ in items])
    if cont == "inline":
        cmd = pick(["npm run migrate", "./bin/sync --dry-run", "python manage.py check_integrations",
                    "go run ./cmd/worker", "make deploy", "bundle exec rake jobs:work", "node scripts/backfill.js"])
        return " ".join(["%s='%s'" % (e, v) if chance(0.5) else "%s=%s" % (e, v) for e, k, v, _ in items]) + " " + cmd
    if cont == "yaml":
        lines = ["%s:" % sec] + ["  %s: %s" % (k, q_yaml(v)) for e, k, v, _ in items]
        if chance(0.5):
            lines = ["%s:" % pick(["integrations", "clients", "providers", "spring"])] + ["  " + x for x in lines]
        return "\n".join(lines)
    if cont == "json":
        d = {}
        for e, k, v, _ in items:
            d[camel(k) if chance(0.5) else k] = v
        return json.dumps({sec: d} if chance(0.7) else d, indent=2, ensure_ascii=False)
    if cont == "toml":
        return "[%s]\n" % sec + "\n".join(['%s = "%s"' % (ident(k), v) for e, k, v, _ in items])
    if cont == "ini":
        return "[%s]\n" % sec + "\n".join(["%s = %s" % (ident(k), v) for e, k, v, _ in items])
    if cont == "properties":
        pre = pick(["app.%s" % sec, "integration.%s" % sec, "spring.cloud.%s" % sec, sec])
        return "\n".join(["%s.%s=%s" % (pre, k.replace("_", "-"), v) for e, k, v, _ in items])
    if cont == "xml":
        if chance(0.5):
            return "<appSettings>\n" + "\n".join(['  <add key="%s" value="%s" />' % (e, v) for e, k, v, _ in items]) + "\n</appSettings>"
        return "<%s>\n" % sec + "\n".join(["  <%s>%s</%s>" % (camel(k), v, camel(k)) for e, k, v, _ in items]) + "\n</%s>" % sec
    if cont == "k8s_secret":
        return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\n  namespace: %s\ntype: Opaque\nstringData:\n"
                % (s_id, pick(ENVS)) + "\n".join(['  %s: "%s"' % (e, v) for e, k, v, _ in items]))
    if cont == "k8s_env":
        return ("      containers:\n        - name: %s\n          image: registry.%s/%s:%d.%d.%d\n          env:\n"
                % (s_id, pick(DOMAINS), s_id, ri(0, 3), ri(0, 20), ri(0, 9))
                + "\n".join(['            - name: %s\n              value: "%s"' % (e, v) for e, k, v, _ in items]))
    if cont == "compose":
        if chance(0.5):
            body = "\n".join(['      %s: "%s"' % (e, v) for e, k, v, _ in items])
        else:
            body = "\n".join(['      - %s=%s' % (e, v) for e, k, v, _ in items])
        return "services:\n  %s:\n    image: ghcr.io/acme/%s:%d.%d\n    environment:\n%s" % (s_id, s_id, ri(1, 4), ri(0, 30), body)
    if cont == "dockerfile":
        kw = pick(["ENV", "ARG", "ENV"])
        return ("FROM %s\nWORKDIR /app\n" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23"])
                + "\n".join(["%s %s=%s" % (kw, e, v if re.fullmatch(r"[^ \"'$]*", v) else '"' + v + '"') for e, k, v, _ in items])
                + "\nCOPY . .\nRUN %s" % pick(["npm ci && npm run build", "pip install -r requirements.txt", "go build -o /bin/app ./cmd/app"]))
    if cont == "gha":
        return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" + "\n".join(['      %s: "%s"' % (e, v) for e, k, v, _ in items])
                + "\n    steps:\n      - uses: actions/checkout@v4\n      - run: %s" % pick(["make release", "./scripts/deploy.sh", "npm publish"]))
    if cont == "gitlab_ci":
        return ("variables:\n" + "\n".join(['  %s: "%s"' % (e, v) for e, k, v, _ in items])
                + "\n\ndeploy:\n  stage: deploy\n  script:\n    - %s" % pick(["./deploy.sh", "helm upgrade --install app ./chart", "make publish"]))
    if cont == "jenkins":
        return ("pipeline {\n  agent any\n  environment {\n" + "\n".join(["    %s = '%s'" % (e, v) for e, k, v, _ in items])
                + "\n  }\n  stages { stage('deploy') { steps { sh './deploy.sh' } } }\n}")
    if cont == "terraform":
        if chance(0.5):
            return 'provider "%s" {\n' % sec + "\n".join(['  %s = "%s"' % (ident(k), v) for e, k, v, _ in items]) + "\n}"
        return "\n".join(['variable "%s" {\n  type    = string\n  default = "%s"\n}' % (ident(k), v) for e, k, v, _ in items])
    if cont == "helm":
        return "%s:\n  secrets:\n" % s_id + "\n".join(['    %s: "%s"' % (camel(k), v) for e, k, v, _ in items])
    if cont == "python":
        k0 = ri(0, 2)
        if k0 == 0:
            return "\n".join(['os.environ.setdefault("%s", "%s")' % (e, v) for e, k, v, _ in items])
        if k0 == 1:
            return "\n".join(['%s = "%s"' % (e, v) for e, k, v, _ in items])
        return "client = %sClient(\n" % sec.capitalize() + "\n".join(['    %s="%s",' % (ident(k), v) for e, k, v, _ in items]) + "\n)"
    if cont == "js":
        if chance(0.5):
            return "\n".join(["process.env.%s = process.env.%s || '%s';" % (e, e, v) for e, k, v, _ in items])
        return "const client = new %sClient({\n" % sec.capitalize() + "\n".join(["  %s: '%s'," % (camel(k), v) for e, k, v, _ in items]) + "\n});"
    if cont == "ts":
        return "export const %sConfig = {\n" % sec + "\n".join(["  %s: '%s'," % (camel(k), v) for e, k, v, _ in items]) + "\n} as const;"
    if cont == "go":
        if chance(0.5):
            return "const (\n" + "\n".join(['\t%s = "%s"' % (camel(k), v) for e, k, v, _ in items]) + "\n)"
        return "\n".join(['os.Setenv("%s", "%s")' % (e, v) for e, k, v, _ in items])
    if cont == "java":
        return ("public final class %sConfig {\n" % sec.capitalize()
                + "\n".join(['    private static final String %s = "%s";' % (ident(e), v) for e, k, v, _ in items]) + "\n}")
    if cont == "kotlin":
        return "object %sConfig {\n" % sec.capitalize() + "\n".join(['    const val %s = "%s"' % (ident(e), v) for e, k, v, _ in items]) + "\n}"
    if cont == "csharp":
        if chance(0.5):
            return "\n".join(['Environment.SetEnvironmentVariable("%s", "%s");' % (e, v) for e, k, v, _ in items])
        return "\n".join(['var %s = "%s";' % (camel(k), v) for e, k, v, _ in items])
    if cont == "ruby":
        return "\n".join(["ENV['%s'] ||= '%s'" % (e, v) for e, k, v, _ in items])
    if cont == "php":
        if chance(0.5):
            return "<?php\nreturn [\n" + "\n".join(["    '%s' => '%s'," % (k, v) for e, k, v, _ in items]) + "\n];"
        return "\n".join(["define('%s', '%s');" % (e, v) for e, k, v, _ in items])
    if cont == "rust":
        return "\n".join(['std::env::set_var("%s", "%s");' % (e, v) for e, k, v, _ in items])
    if cont == "swift":
        return "enum Secrets {\n" + "\n".join(['    static let %s = "%s"' % (camel(k), v) for e, k, v, _ in items]) + "\n}"
    if cont == "powershell":
        return "\n".join(["$env:%s = '%s'" % (e, v) for e, k, v, _ in items])
    if cont == "systemd":
        return "[Service]\n" + "\n".join(['Environment="%s=%s"' % (e, v) for e, k, v, _ in items]) + "\nExecStart=/opt/%s/bin/server" % s_id
    if cont == "ansible":
        return "---\n" + "\n".join(['%s_%s: "%s"' % (sec, ident(k), v) for e, k, v, _ in items])
    if cont == "sql":
        if chance(0.5):
            cols = ", ".join(ident(k) for e, k, v, _ in items)
            vals = ", ".join("'%s'" % v for e, k, v, _ in items)
            return "INSERT INTO integration_settings (provider, %s)\nVALUES ('%s', %s);" % (cols, sec, vals)
        return "UPDATE integration_settings SET " + ", ".join("%s = '%s'" % (ident(k), v) for e, k, v, _ in items) + " WHERE provider = '%s';" % sec
    if cont == "log":
        lines = []
        lvl = pick(["DEBUG", "INFO", "WARN", "TRACE"])
        for e, k, v, _ in items:
            lines.append("%s %s [%s] %s" % (ts(), lvl, s_id, pick(["loaded config %s=%s", "init client with %s=%s",
                                                                     "env override %s=%s", "resolved %s -> %s"]) % (e, v)))
        lines.append("%s INFO [%s] %s" % (ts(), s_id, pick(["ready", "started worker pool", "healthcheck ok"])))
        return "\n".join(lines)
    if cont == "trace":
        kv = ", ".join("%s='%s'" % (ident(k), v) for e, k, v, _ in items)
        if chance(0.5):
            return ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in connect\n"
                    "    raise AuthError(f\"rejected credentials: {creds}\")\n%s.AuthError: rejected credentials: {%s}"
                    % (sec, ri(20, 300), sec, kv))
        return ("Exception in thread \"main\" java.lang.IllegalStateException: login failed (%s)\n"
                "\tat com.acme.%s.Client.authenticate(Client.java:%d)\n\tat com.acme.%s.Main.main(Main.java:%d)"
                % (kv, sec, ri(30, 400), sec, ri(10, 90)))
    if cont == "diff":
        fn = pick([".env.%s" % pick(ENVS), "config/%s.yml" % sec, "deploy/values.yaml", "settings.ini"])
        lines = ["--- a/%s" % fn, "+++ b/%s" % fn, "@@ -%d,%d +%d,%d @@" % (ri(1, 40), ri(3, 6), ri(1, 40), ri(4, 8)),
                 " %s=%s" % (pick(FILLER)[0], pick(ENVS))]
        for e, k, v, _ in items:
            lines.append("-%s=" % e)
            lines.append("+%s=%s" % (e, v))
        return "\n".join(lines)
    if cont == "table":
        rows = ["| name | value | env |", "|---|---|---|"] + ["| %s | %s | %s |" % (e, v, pick(ENVS)) for e, k, v, _ in items]
        return "\n".join(rows)
    if cont == "chat":
        a, b = person(), person()
        if lang == "ko":
            intro = pick(["여기 키 드려요", "이거 쓰시면 됩니다", "운영 거 말고 이걸로 테스트해 주세요", "방금 재발급했어요"])
            lines = ["[%s] %s: %s" % (hhmm(), a, pick(["혹시 키 어디 있나요?", "설정값 좀 공유해 주실 수 있나요?", "토큰 만료된 것 같아요"])),
                     "[%s] %s: %s" % (hhmm(), b, intro)]
        else:
            intro = pick(["here you go", "use these for now", "just rotated, new one below", "don't paste this anywhere public lol"])
            lines = ["[%s] %s: %s" % (hhmm(), a, pick(["anyone have the creds for this?", "which key does staging use?", "mine expired"])),
                     "[%s] %s: %s" % (hhmm(), b, intro)]
        for e, kk, v, _ in items:
            lines.append("[%s] %s: %s" % (hhmm(), b, pick(["%s=%s", "%s: %s", "%s -> %s"]) % (e, v)))
        return "\n".join(lines)
    # ---- HTTP flavoured containers (need a vendor cred c)
    hs = c["headers"] if c else []
    url = "https://%s%s" % (c["host"], c["path"]) if c else "https://api.%s/v1/" % pick(DOMAINS)
    if cont == "http":
        lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), c["path"] if c else "/v1/"), "Host: %s" % (c["host"] if c else "api")]
        lines += ["%s: %s" % (h, v) for h, v in hs]
        lines += ["Accept: application/json", "User-Agent: %s/%d.%d" % (pick(["okhttp", "python-requests", "axios", "Go-http-client"]), ri(1, 4), ri(0, 30))]
        return "\n".join(lines)
    if cont == "curl":
        return "curl -sS %s \\\n" % ("-X POST " if chance(0.4) else "") + " \\\n".join(['  -H "%s: %s"' % (h, v) for h, v in hs]) + " \\\n  '%s'" % url
    if cont == "fetch":
        return ("const res = await fetch('%s', {\n  headers: {\n" % url
                + "\n".join(["    '%s': '%s'," % (h, v) for h, v in hs]) + "\n  },\n});")
    if cont == "httpie":
        return "http %s %s" % (url, " ".join("'%s:%s'" % (h, v) for h, v in hs))
    if cont == "url":
        v = [it[2] for it in items if it[3]][0]
        return "%s?%s=%s&%s" % (url, c["query"] if c else "api_key", v, pick(["page=%d" % ri(1, 9), "limit=%d" % pick([20, 50, 100]), "format=json"]))
    raise KeyError(cont)


# ---------------------------------------------------------------- Korean particles
def _batchim(word):
    w = word.rstrip(" )]\"'`")
    if not w:
        return False
    ch = w[-1]
    o = ord(ch)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 != 0
    if ch.isdigit():
        return ch in "013678"
    return ch.lower() in "lmn"


def _rieul(word):
    w = word.rstrip(" )]\"'`")
    o = ord(w[-1]) if w else 0
    return (0xAC00 <= o <= 0xD7A3 and (o - 0xAC00) % 28 == 8) or (w[-1:].lower() in "lr")


def josa_slots(ctx, keys):
    for k in keys:
        w = ctx[k]
        b = _batchim(w)
        ctx[k + "_eul"] = w + ("을" if b else "를")
        ctx[k + "_i"] = w + ("이" if b else "가")
        ctx[k + "_eun"] = w + ("은" if b else "는")
        ctx[k + "_wa"] = w + ("과" if b else "와")
        ctx[k + "_ro"] = w + ("으로" if b and not _rieul(w) else "로")
        ctx[k + "_ira"] = w + ("이라는" if b else "라는")
    return ctx


def ko_noun(s):
    """Make sure a Korean description ends in Hangul (so particles attach naturally)."""
    o = ord(s[-1])
    return s if 0xAC00 <= o <= 0xD7A3 else s + " 값"


def make_ctx(lang, thing_en, thing_ko, where=None, service=None):
    s = service or svc(lang)
    sid = re.sub(r"[^a-z0-9-]", "", s) or pick(SERVICES)
    ctx = {"svc": s, "svc_id": sid, "env": env(lang), "store": pick(STORES) if lang == "en" else pick(STORES_KO),
           "who": person() if lang == "en" else pick(KO_PEOPLE),
           "date": "%d/%d" % (ri(1, 12), ri(1, 28)) if lang == "en" else "%d월 %d일" % (ri(1, 12), ri(1, 28)),
           "thing": thing_en if lang == "en" else ko_noun(thing_ko),
           "where": where or ("config" if lang == "en" else "설정 파일"),
           "ticket": "%s-%d" % (pick(["OPS", "SEC", "INFRA", "PAY", "PLAT", "DEV"]), ri(100, 9999))}
    if lang == "ko":
        if re.fullmatch(r"[a-z0-9-]+", ctx["svc"]):
            ctx["svc"] = ctx["svc"] + " 서비스"
        josa_slots(ctx, ["thing", "svc", "who", "where", "store", "env"])
    return ctx


# ---------------------------------------------------------------- prose banks
EN_MC_SNIP = [
    "Didn't know which {thing} the {env} {svc} deploy actually uses. The user pasted the {where}:\n{snip}",
    "{svc} kept failing with 401 in {env}. I had not been told that the {thing} lives in the {where} rather than in {store}:\n{snip}",
    "Needed the {thing} to reproduce the {svc} bug locally; nobody said it was already in the repo. Found in the {where}:\n{snip}\nThat file is tracked by git.",
    "Context I lacked: {who} rotated the {thing} for {svc} on {date} and only updated the {where}.\n{snip}",
    "The onboarding doc doesn't say where {svc} gets its {thing}. From the {where}:\n{snip}",
    "{snip}\n^ this is what {who} pasted when I asked why {svc} could not authenticate in {env}.",
    "I assumed {svc} used the shared {thing} from {store}, but the {where} overrides it:\n{snip}",
    "Migration to {store} was only half done; the {thing} is still hard-coded. Current {where} (as pasted):\n{snip}\nNext step is to swap it for a reference.",
    "While debugging the {env} rollout ({ticket}) I grepped the repo and the {thing} showed up in the {where}:\n{snip}",
    "User said: use the {thing} from the {where} below, the one in {store} is stale.\n{snip}",
    "Missing piece for {ticket}: the {where} that {svc} loads in {env}.\n\n{snip}\n\n(pasted by {who})",
    "I did not know the {env} job reads its {thing} from the {where}. Relevant part:\n{snip}",
]
EN_MC_PLAIN = [
    "I didn't know which {thing} {svc} uses in {env} or where it is stored.",
    "Nobody told me that the {thing} for {svc} had been rotated on {date}; my cached config was stale.",
    "Unclear whether {svc} in {env} reads the {thing} from {store} or from a local file.",
    "I lacked the {env} credentials for {svc} and spent an hour on a 403 before asking.",
    "The runbook for {svc} skips the step where the {thing} gets installed, so the first deploy to {env} failed.",
    "I didn't know that {who} owns the {thing} for {svc}, so I couldn't get it rotated in time for {ticket}.",
    "The {env} smoke test for {svc} needed the {thing} and none was mentioned in the task.",
]
EN_LESSON = [
    "{svc} reads the {thing} only at startup; after changing it, restart the pods (kubectl rollout restart deploy/{svc_id}).",
    "The {thing} must come from {store}; the {where} is only a local fallback and must never be committed.",
    "Ask for credentials before debugging auth errors: a 401 from the provider almost always means a rotated {thing}.",
    "Keep {env} credentials separate from the other environments; the {env} {thing} is scoped to {svc} only.",
    "When the {thing} (or any credential) shows up in a tracked file, stop, tell the user and suggest rotating it instead of copying it around.",
    "Load the {thing} from the environment and fail fast with a clear message when it is missing; {svc} used to start half-configured.",
    "For {ticket}: the {thing} is owned by {who}; request access through {store} rather than over chat.",
    "Don't echo the {thing} in CI logs; mask it and pass it via a file or stdin.",
]
EN_LESSON_SNIP = [
    "Working {env} config for {svc} (confirmed by {who}):\n{snip}\nRestart after editing.",
    "{svc} authenticates fine once the {where} looks like this:\n{snip}",
    "The fix was to put the {thing} in the {where} instead of passing it on the command line:\n{snip}",
    "Verified with a dry run in {env}; this is what worked:\n{snip}\nThe old value gives 401.",
    "Keep this exact {where} for {env} until {ticket} is closed:\n{snip}",
    "{snip}\nThat is the {where} {svc} needs in {env}; the copy in {store} is older.",
]
EN_INLINE_START = [
    "{val} is the {thing} {svc} uses in {env}; it is not in {store} yet.",
    "{val} works for {env} {svc}; the older value was revoked on {date}.",
    "{val} - that is the current {thing}, confirmed by {who} for {ticket}.",
]
EN_INLINE_MID = [
    "The {thing} for {svc} ({env}) is {val} and it is only valid for that environment.",
    "Set the {thing} to {val} before running the migration, otherwise {svc} falls back to anonymous mode.",
    "{who} gave me {val} as the {thing}; it has write scope, so use it carefully.",
    "Switching the {thing} to {val} fixed the 401 in {env}; remember to restart {svc}.",
]
EN_INLINE_END = [
    "For {env}, {svc} authenticates with this {thing}: {val}",
    "{who} confirmed the current {thing} is {val}",
    "After the rotation on {date} the {thing} for {svc} became {val}",
]
EN_ASK = [
    "Is the {thing} for {svc} stored in {store}, and who can rotate it?",
    "Should I move the {thing} out of the {where} into {store}?",
    "Which environment's {thing} should I use for local testing of {svc}?",
    "Do you want me to open a ticket to rotate the {thing}?",
    "",
    "Who owns the {thing} for {svc} in {env}?",
    "",
]
EN_ASK_VAL = [
    "Is {val} still the active {thing}, or was it rotated after {ticket}?",
    "Can I reuse {val} for the {env} smoke tests too?",
    "Should {val} be revoked now that it was pasted in chat?",
    "The {thing} I have is {val} - is that still right for {env}?",
    "Is it OK that {val} is in the {where}, or should it live in {store}?",
]
EN_SPLIT_MC = [
    "{svc} in {env} needs the {thing}; the user typed it in the next message. {thing}:",
    "I was missing the {env} {thing} for {svc}. Value given by {who} ->",
    "Credential for {ticket} ({svc}, {env}), {thing} =",
]
EN_SPLIT_LESSON = [
    "{val}\nUse it only for {env}; it is scheduled for rotation after {ticket}.",
    "{val} (this is the {thing}; it must go into {store} before the next deploy)",
    "{val} <- keep it out of the repo, {svc} reads it from the environment.",
]

KO_MC_SNIP = [
    "{env} {svc} 배포가 실제로 어떤 {thing_eul} 쓰는지 몰랐음. 사용자가 {where} 내용을 붙여줌:\n{snip}",
    "{env}에서 {svc_i} 계속 401을 반환함. {thing_i} {store}가 아니라 {where}에 있다는 걸 몰랐음:\n{snip}",
    "로컬에서 {svc} 버그를 재현하려면 {thing_i} 필요했는데, 이미 리포에 들어가 있다는 얘기를 못 들었음. {where}에서 발견:\n{snip}\n이 파일은 git에 추적되고 있음.",
    "몰랐던 맥락: {who_i} {date}에 {svc}의 {thing_eul} 교체하고 {where}만 고쳤음.\n{snip}",
    "온보딩 문서에 {svc_i} {thing_eul} 어디서 가져오는지 안 나와 있음. {where} 기준:\n{snip}",
    "{snip}\n↑ {env}에서 {svc} 인증이 왜 안 되냐고 물었을 때 {who_i} 붙여준 내용.",
    "{svc_eun} {store}의 공용 {thing_eul} 쓰는 줄 알았는데 {where}에서 덮어쓰고 있었음:\n{snip}",
    "{store} 이관이 반만 끝나서 {thing_i} 아직 하드코딩돼 있음. 붙여준 {where}:\n{snip}\n다음 단계는 참조로 바꾸는 것.",
    "{env} 롤아웃({ticket}) 디버깅 중 리포를 grep했더니 {where}에서 {thing_i} 나옴:\n{snip}",
    "사용자 요청: {store}에 있는 건 오래된 값이니 아래 {where}의 {thing_eul} 쓰라고 함.\n{snip}",
]
KO_MC_PLAIN = [
    "{env}에서 {svc_i} 어떤 {thing_eul} 쓰는지, 어디에 저장돼 있는지 몰랐음.",
    "{svc}의 {thing_i} {date}에 교체됐다는 걸 아무도 알려주지 않아서 캐시된 설정이 낡아 있었음.",
    "{env}의 {svc_i} {thing_eul} {store}에서 읽는지 로컬 파일에서 읽는지 불분명했음.",
    "{svc}의 {env} 자격 증명이 없어서 403으로 한 시간 헤맨 뒤에야 물어봤음.",
    "{svc} 런북에 {thing_eul} 설치하는 단계가 빠져 있어서 첫 {env} 배포가 실패함.",
    "{svc}의 {thing} 담당이 {who_ira} 걸 몰라서 {ticket} 기한 안에 교체를 못 함.",
]
KO_LESSON = [
    "{svc_eun} 기동 시에만 {thing_eul} 읽음. 바꾼 뒤에는 반드시 재시작 (kubectl rollout restart deploy/{svc_id}).",
    "{thing_eun} {store}에서 가져와야 하고, {where_eun} 로컬 fallback일 뿐이라 커밋하면 안 됨.",
    "인증 에러를 디버깅하기 전에 자격 증명부터 확인할 것. 401이면 대부분 {thing_i} 교체된 경우임.",
    "{env} 자격 증명은 다른 환경과 분리할 것. {env}용 {thing_eun} {svc} 전용 권한만 있음.",
    "추적되는 파일에서 {thing_eul} 발견하면 복사하지 말고 바로 알리고 교체를 제안할 것.",
    "{thing_eun} 환경 변수에서 읽고, 없으면 명확한 에러로 바로 종료하게 할 것. 예전엔 {svc_i} 반쯤 설정된 채로 떴음.",
    "{ticket} 관련: {thing} 담당은 {who}. 채팅 말고 {store_ro} 접근 요청할 것.",
    "CI 로그에 {thing_eul} 찍지 말 것. 마스킹하고 파일이나 stdin으로 넘길 것.",
]
KO_LESSON_SNIP = [
    "{who} 확인 결과 {env} {svc}의 정상 설정은 아래와 같음:\n{snip}\n수정 후 재시작 필요.",
    "{where}를 이렇게 맞추니 {svc} 인증 통과:\n{snip}",
    "명령줄 인자 대신 {where}에 {thing_eul} 넣는 게 해결책이었음:\n{snip}",
    "{env}에서 dry run으로 확인함. 동작한 설정:\n{snip}\n이전 값은 401.",
    "{ticket} 닫힐 때까지 {env}는 이 {where} 그대로 유지:\n{snip}",
    "{snip}\n이게 {env}에서 {svc_i} 필요로 하는 {where}임. {store}에 있는 건 예전 값.",
]
KO_INLINE_START = [
    "{val} 값이 {env} {svc}에서 쓰는 {thing}임. 아직 {store}에 안 올라가 있음.",
    "{val} 으로 바꾸니 {env} {svc} 인증 성공. 예전 값은 {date}에 폐기됨.",
    "{val} ← 현재 {thing}. {ticket} 건으로 {who_i} 확인해 줌.",
]
KO_INLINE_MID = [
    "{svc}({env})의 {thing_eun} {val} 이고 해당 환경에서만 유효함.",
    "마이그레이션 돌리기 전에 {thing_eul} {val} 로 설정해야 함. 안 그러면 {svc_i} 익명 모드로 떨어짐.",
    "{who_i} 준 {thing_eun} {val} 인데 쓰기 권한이 있으니 조심해서 쓸 것.",
    "{thing_eul} {val} 로 바꾸니 {env} 401이 해결됨. {svc} 재시작 잊지 말 것.",
]
KO_INLINE_END = [
    "{env}에서 {svc_i} 쓰는 {thing}: {val}",
    "{who_i} 확인해 준 현재 {thing}: {val}",
    "{date} 교체 이후 {svc}의 {thing_eun} 다음과 같음 → {val}",
]
KO_ASK = [
    "{svc}의 {thing_eun} {store}에 있나요? 교체 권한은 누구에게 있나요?",
    "{where}에 있는 {thing_eul} {store_ro} 옮길까요?",
    "{svc} 로컬 테스트에는 어느 환경의 {thing_eul} 써야 하나요?",
    "{thing} 교체 티켓을 열어 드릴까요?",
    "",
    "{env} {svc}의 {thing} 담당자는 누구인가요?",
    "",
]
KO_ASK_VAL = [
    "{val} 아직 유효한 {thing}인가요, 아니면 {ticket} 이후 교체됐나요?",
    "{env} 스모크 테스트에도 {val} 그대로 써도 될까요?",
    "채팅에 {val} 노출됐는데 지금 폐기할까요?",
    "제가 가진 {thing_eun} {val} 인데 {env} 기준으로 아직 맞나요?",
    "{val} 값이 {where}에 있어도 괜찮나요, 아니면 {store_ro} 옮겨야 하나요?",
]
KO_SPLIT_MC = [
    "{env} {svc}에 {thing_i} 필요했고 사용자가 다음 메시지에 값을 적어줌. {thing}:",
    "{svc}의 {env} {thing_eul} 몰랐음. {who_i} 알려준 값 →",
    "{ticket} 자격 증명 ({svc}, {env}) {thing} =",
]
KO_SPLIT_LESSON = [
    "{val}\n{env}에서만 쓸 것. {ticket} 이후 교체 예정.",
    "{val} (이게 {thing}임. 다음 배포 전에 {store_ro} 옮겨야 함)",
    "{val} ← 리포에 넣지 말 것. {svc_eun} 환경 변수에서 읽음.",
]

BANK = {"en": {"mc_snip": EN_MC_SNIP, "mc_plain": EN_MC_PLAIN, "lesson": EN_LESSON, "lesson_snip": EN_LESSON_SNIP,
               "start": EN_INLINE_START, "mid": EN_INLINE_MID, "end": EN_INLINE_END, "ask": EN_ASK,
               "ask_val": EN_ASK_VAL, "split_mc": EN_SPLIT_MC, "split_lesson": EN_SPLIT_LESSON},
        "ko": {"mc_snip": KO_MC_SNIP, "mc_plain": KO_MC_PLAIN, "lesson": KO_LESSON, "lesson_snip": KO_LESSON_SNIP,
               "start": KO_INLINE_START, "mid": KO_INLINE_MID, "end": KO_INLINE_END, "ask": KO_ASK,
               "ask_val": KO_ASK_VAL, "split_mc": KO_SPLIT_MC, "split_lesson": KO_SPLIT_LESSON}}

EN_P = {
    "mc_plain": ["I didn't know where the {thing} is kept or who has it.",
                 "Nobody told me the {thing} had been changed on {date}, so the handover doc was wrong.",
                 "The on-call handover for {ticket} assumed I already had the {thing}.",
                 "I needed the {thing} to finish {ticket} and it wasn't in the task description."],
    "lesson": ["The {thing} belongs in {store}, not in handover notes or chat.",
               "After using the {thing}, tell {who} so it can be changed; it is shared by the whole on-call rotation.",
               "Keep the {thing} out of the repo and the wiki; ask {who} when it is needed.",
               "Anything like the {thing} that ends up in a ticket must be treated as exposed and changed."],
    "lesson_snip": ["Handover from {who} for {ticket}:\n{snip}",
                    "What {who} sent me (copied as is):\n{snip}\nMove it to {store} after the handover.",
                    "{snip}\nThat is what the handover doc for {ticket} contained."],
    "start": ["{val} is the {thing}, per {who}.", "{val} - current {thing} after the change on {date}."],
    "mid": ["{who} said the {thing} is {val} and asked me not to write it down anywhere else.",
            "I used {val} as the {thing} to finish {ticket}."],
    "end": ["The {thing} (from {who}): {val}", "Current {thing}: {val}"],
}
KO_P = {
    "mc_plain": ["{thing_i} 어디 보관돼 있는지, 누가 갖고 있는지 몰랐음.",
                 "{date}에 {thing_i} 바뀌었다는 걸 아무도 알려주지 않아서 인수인계 문서가 틀려 있었음.",
                 "{ticket} 온콜 인수인계가 내가 이미 {thing_eul} 안다고 가정하고 있었음.",
                 "{ticket} 마무리에 {thing_i} 필요했는데 작업 설명에 없었음."],
    "lesson": ["{thing_eun} 인수인계 메모나 채팅이 아니라 {store}에 둬야 함.",
               "{thing_eul} 쓴 뒤에는 {who}께 알려서 바꾸게 할 것. 온콜 전원이 공유하는 값임.",
               "{thing_eun} 리포와 위키에 두지 말고 필요할 때 {who}께 물어볼 것.",
               "티켓에 {thing} 같은 값이 남으면 노출된 것으로 보고 바꿔야 함."],
    "lesson_snip": ["{ticket} 관련 {who}의 인수인계:\n{snip}",
                    "{who_i} 보내준 내용 그대로:\n{snip}\n인수인계 끝나면 {store_ro} 옮길 것.",
                    "{snip}\n{ticket} 인수인계 문서에 이렇게 적혀 있었음."],
    "start": ["{val} 값이 {thing}임 ({who} 확인).", "{val} ← {date} 변경 이후 현재 {thing}."],
    "mid": ["{who_i} {thing_eun} {val} 이라면서 다른 데 적지 말라고 함.", "{ticket} 마무리하려고 {thing_ro} {val} 사용함."],
    "end": ["{who}께 받은 {thing}: {val}", "현재 {thing}: {val}"],
}


SNIP_MODES = ["mc_snip", "lesson_snip", "mc_snip+ask_val", "lesson_snip+mc_val", "mc_snip", "lesson_snip"]
VAL_MODES = ["start", "mid", "end", "ask_only", "split", "mc_val"]


def compose(lang, ctx, snip=None, val=None, mode=None, personal=False):
    """Build the three fields from prose frames.  Returns (fields, mode).
    personal=True uses hand-over style frames (PINs, Wi-Fi keys, recovery codes ...)."""
    B = dict(BANK[lang])
    if personal:
        B.update(EN_P if lang == "en" else KO_P)
    if not val and mode in ("mc_snip+ask_val", "lesson_snip+mc_val"):
        mode = mode.split("+")[0]
    if not val and mode in VAL_MODES:
        mode = pick(["mc_snip", "lesson_snip"])
    if mode is None:
        opts = (SNIP_MODES if snip else []) + (VAL_MODES if val else [])
        mode = pick(opts)
    kw = dict(ctx)
    kw["snip"] = snip or ""
    kw["val"] = val or ""
    F = lambda bank: fill(pick(B[bank]), **kw)
    if mode == "mc_snip":
        f = (F("mc_snip"), F("lesson"), F("ask"))
    elif mode == "lesson_snip":
        f = (F("mc_plain"), F("lesson_snip"), F("ask"))
    elif mode == "mc_snip+ask_val":
        f = (F("mc_snip"), F("lesson"), F("ask_val"))
    elif mode == "lesson_snip+mc_val":
        f = (F(pick(["start", "mid", "end"])), F("lesson_snip"), F("ask"))
    elif mode in ("start", "mid", "end"):
        f = (F("mc_plain"), F(mode), F("ask"))
    elif mode == "mc_val":
        f = (F(pick(["start", "mid", "end"])), F("lesson"), F("ask"))
    elif mode == "ask_only":
        f = (F("mc_plain"), F("lesson"), F("ask_val"))
    elif mode == "split":
        f = (F("mc_plain") + " " + F("split_mc"), F("split_lesson"), F("ask"))
    else:
        raise KeyError(mode)
    return {"missing_context": f[0], "lesson": f[1], "ask_next_time": f[2]}, mode


# ---------------------------------------------------------------- secret builders (part A)
def mk(category, template, fields, cands, vendors=(), mode=""):
    return {"category": category, "template": template, "fields": fields, "cands": list(cands),
            "vendors": list(vendors), "mode": mode}


VENDOR_QUEUE = []
VENDOR_USED = []      # vendor functions drawn by the current attempt
VENDOR_REPLAY = []    # on a retry, the same vendors are drawn again (fresh random bodies)


def next_vendor():
    """Cycle through all vendors in a PRNG-shuffled order (every vendor appears early)."""
    if VENDOR_REPLAY:
        fn = VENDOR_REPLAY.pop(0)
    else:
        if not VENDOR_QUEUE:
            VENDOR_QUEUE.extend(sample(VENDORS, len(VENDORS)))
        fn = VENDOR_QUEUE.pop(0)
    VENDOR_USED.append(fn)
    return fn()


def wlabel(mode, cont):
    """Where the credential sits: the snippet container, or plain prose for inline modes."""
    return "prose" if mode in VAL_MODES else DESC[cont][0]


def choose_container(items, c=None, http_p=0.25):
    opts = []
    if c is not None and c["hsecrets"] and chance(http_p):
        opts = list(HTTP_CONTAINERS[:-1] if "url" not in HTTP_CONTAINERS else HTTP_CONTAINERS)
        opts = [o for o in opts if o != "url"]
    if not opts and c is not None and chance(0.08) and len([i for i in c["items"] if i[3]]) == 1:
        opts = ["url"]
    if not opts:
        opts = [x for x in GENERIC_CONTAINERS if container_ok(x, items)]
    return pick(opts)


def b_vendor_token(lang, c=None, force_mode=None):
    c = c or next_vendor()
    items = c["items"]
    cont = choose_container(items, c)
    its = items if cont in ("chat", "trace", "table", "diff") or cont in HTTP_CONTAINERS else with_filler(items)
    ctx = make_ctx(lang, "%s %s" % (c["vendor"], c["what"]), "%s %s" % (c["vendor"], c["what_ko"]),
                   where=DESC[cont][lang == "ko"])
    snip = render(cont, its, lang, c, sid=ctx["svc_id"])
    listed = [it[2] for it in items if it[3]]
    val = listed[-1] if len(listed) == 1 or chance(0.5) else listed[0]
    fields, mode = compose(lang, ctx, snip, val, force_mode)
    loc = wlabel(mode, cont)
    cat = "token: %s %s in %s [%s]" % (c["vendor"], c["what"], loc, mode)
    return mk(cat, "vendor_token/%s" % loc, fields, listed + c["hsecrets"], [c["vendor"]], mode)


PW_THINGS = [  # (en, ko, ENV name, key name, user)
    ("MySQL root password", "MySQL root 비밀번호", "MYSQL_ROOT_PASSWORD", "root_password", "root"),
    ("Postgres app password", "Postgres 앱 계정 비밀번호", "POSTGRES_PASSWORD", "password", "app"),
    ("Redis password", "Redis 비밀번호", "REDIS_PASSWORD", "redis_password", "default"),
    ("RabbitMQ password", "RabbitMQ 비밀번호", "RABBITMQ_DEFAULT_PASS", "rabbitmq_password", "guest_admin"),
    ("SMTP password", "SMTP 비밀번호", "SMTP_PASSWORD", "smtp_password", "noreply"),
    ("LDAP bind password", "LDAP 바인드 비밀번호", "LDAP_BIND_PASSWORD", "bind_password", "cn=svc-ldap"),
    ("admin console password", "관리자 콘솔 비밀번호", "ADMIN_PASSWORD", "admin_password", "admin"),
    ("keystore password", "키스토어 비밀번호", "KEYSTORE_PASSWORD", "keystore_password", "app"),
    ("Grafana admin password", "Grafana 관리자 비밀번호", "GF_SECURITY_ADMIN_PASSWORD", "admin_password", "admin"),
    ("Jenkins admin password", "Jenkins 관리자 비밀번호", "JENKINS_ADMIN_PASSWORD", "jenkins_password", "admin"),
    ("MinIO root password", "MinIO 루트 비밀번호", "MINIO_ROOT_PASSWORD", "root_password", "minioadmin"),
    ("Elasticsearch elastic password", "Elasticsearch elastic 비밀번호", "ELASTIC_PASSWORD", "elastic_password", "elastic"),
    ("SFTP password", "SFTP 비밀번호", "SFTP_PASSWORD", "sftp_password", "upload"),
    ("VPN password", "VPN 비밀번호", "VPN_PASSWORD", "vpn_password", None),
    ("NAS admin password", "NAS 관리자 비밀번호", "NAS_PASSWORD", "nas_password", "admin"),
    ("vendor portal login password", "협력사 포털 로그인 비밀번호", "PORTAL_PASSWORD", "portal_password", None),
    ("service account password", "서비스 계정 비밀번호", "SVC_PASSWORD", "service_password", "svc_batch"),
    ("MSSQL sa password", "MSSQL sa 비밀번호", "MSSQL_SA_PASSWORD", "sa_password", "sa"),
    ("Kafka SASL password", "Kafka SASL 비밀번호", "KAFKA_SASL_PASSWORD", "sasl_password", "producer"),
    ("personal e-mail password", "개인 메일 비밀번호", "MAIL_PASSWORD", "mail_password", None),
    ("registry password", "레지스트리 비밀번호", "REGISTRY_PASSWORD", "registry_password", "ci-bot"),
    ("WordPress admin password", "워드프레스 관리자 비밀번호", "WP_ADMIN_PASSWORD", "wp_admin_password", "wpadmin"),
    ("router admin password", "공유기 관리자 비밀번호", "ROUTER_PASSWORD", "router_password", "admin"),
    ("GPG key passphrase", "GPG 키 패스프레이즈", "GPG_PASSPHRASE", "gpg_passphrase", None),
]


def pw_user(t):
    return t[4] or (person() + "@" + pick(DOMAINS) if chance(0.5) else person())


def b_password_config(lang):
    t = pick(PW_THINGS)
    user = pw_user(t)
    style = ["human", "passphrase", "punct", "kbko", "hangul", "random"][cyc("pwstyle", 6)]
    pw, style = password(style, forbid="\"'\\`")
    items = [(t[2].replace("PASSWORD", "USER").replace("_PASS", "_USER") if "PASS" in t[2] else "USERNAME",
              "username", user, False), (t[2], t[3], pw, True)]
    if chance(0.4):
        items = items[1:]
    cont = pick([x for x in GENERIC_CONTAINERS if container_ok(x, items)])
    ctx = make_ctx(lang, t[0], t[1], where=DESC[cont][lang == "ko"])
    snip = render(cont, with_filler(items) if cont not in ("chat", "trace", "table", "diff") else items, lang,
                  section=pick(["db", "mail", "auth", "admin", "infra", "backup"]), sid=ctx["svc_id"])
    fields, mode = compose(lang, ctx, snip, pw)
    loc = wlabel(mode, cont)
    cat = "password (%s): %s in %s [%s]" % (PW_STYLE_EN[style], t[0], loc, mode)
    return mk(cat, "password_config/%s" % loc, fields, [pw], mode=mode)


SHELL_UNSAFE = " '\"`\\$&|;<>(){}*?!#~[]"
# (template, quoting, tool description)   {u} user, {h} host, {pw} password, {pe} percent-encoded pw
CMD_TEMPLATES = [
    ("mysql -u{u} -p{pw} -h {h} {db}", "raw", "mysql -p attached password"),
    ("mysql --user={u} --password='{pw}' -h {h} {db} < migrations/{n}_add_index.sql", "sq", "mysql --password= flag"),
    ("mysqldump -u root -p'{pw}' --single-transaction --all-databases > /backup/all-{n}.sql", "sq", "mysqldump -p attached quoted"),
    ("PGPASSWORD='{pw}' psql -h {h} -U {u} -d {db} -c 'select count(*) from orders'", "sq", "PGPASSWORD env prefix"),
    ("sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@{h}", "sq", "sshpass -p"),
    ("redis-cli -h {h} -p 6379 -a '{pw}' --no-auth-warning INFO replication", "sq", "redis-cli -a"),
    ("mongodump --host {h} --username {u} --password '{pw}' --authenticationDatabase admin --out /tmp/dump", "sq", "mongodump --password"),
    ("docker login -u {u} -p '{pw}' registry.{d}", "sq", "docker login -p"),
    ("echo '{pw}' | docker login --username {u} --password-stdin registry.{d}", "sq", "echo piped to --password-stdin"),
    ("curl -u {u}:{pw} https://{h}/api/v1/health", "raw", "curl -u user:pass"),
    ("wget --user={u} --password='{pw}' https://{h}/exports/report-{n}.csv", "sq", "wget --password="),
    ("htpasswd -b -c /etc/nginx/.htpasswd {u} '{pw}'", "sq", "htpasswd -b positional"),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out {u}.p12 -passout pass:{pw}", "raw", "openssl -passout pass:"),
    ("keytool -genkeypair -alias app -keyalg RSA -keystore app.jks -storepass '{pw}' -keypass '{pw}'", "sq", "keytool -storepass/-keypass"),
    ("zip -r -P '{pw}' backup-{n}.zip ./exports", "sq", "zip -P"),
    ("7z a -p{pw} -mhe=on archive-{n}.7z ./dump", "raw", "7z -p attached"),
    ("smbclient //{h}/share -U '{u}%{pw}' -c 'ls'", "sq", "smbclient -U user%pass"),
    ("ldapsearch -x -H ldap://{h} -D 'cn={u},dc=corp,dc=example' -w '{pw}' '(uid=*)'", "sq", "ldapsearch -w"),
    ("ipmitool -I lanplus -H {h} -U ADMIN -P '{pw}' chassis power status", "sq", "ipmitool -P"),
    ("sqlcmd -S {h},1433 -U sa -P '{pw}' -Q \"SELECT @@VERSION\"", "sq", "sqlcmd -P"),
    ("rabbitmqctl add_user {u} '{pw}' && rabbitmqctl set_permissions -p / {u} '.*' '.*' '.*'", "sq", "rabbitmqctl add_user positional"),
    ("mc alias set minio http://{h}:9000 {u} '{pw}'", "sq", "mc alias set positional"),
    ("kubectl create secret generic {db}-creds --from-literal=username={u} --from-literal=password='{pw}'", "sq", "kubectl --from-literal"),
    ("helm upgrade --install pg bitnami/postgresql --set auth.username={u} --set auth.password='{pw}'", "sq", "helm --set password"),
    ("vault login -method=userpass username={u} password='{pw}'", "sq", "vault userpass login"),
    ("RSYNC_PASSWORD='{pw}' rsync -av ./dist/ rsync://{u}@{h}/www/", "sq", "RSYNC_PASSWORD prefix"),
    ("lftp -u {u},'{pw}' sftp://{h} -e 'mirror -R ./out /upload; bye'", "sq", "lftp -u user,pass"),
    ("echo '{u}:{pw}' | sudo chpasswd", "sq", "chpasswd user:pass"),
    ("ansible-playbook site.yml -i inventory/{env} -e 'ansible_become_password={pw}'", "sq", "ansible -e become password"),
    ("mosquitto_pub -h {h} -u {u} -P '{pw}' -t sensors/test -m ping", "sq", "mosquitto_pub -P"),
    ("xfreerdp /v:{h} /u:{u} /p:'{pw}' /cert:ignore", "sq", "xfreerdp /p:"),
    ("sudo mount -t cifs //{h}/share /mnt/share -o username={u},password={pw},vers=3.0", "raw", "mount -o password="),
    ("sqlplus {u}/{pw}@//{h}:1521/ORCLPDB1", "raw", "sqlplus user/pass@"),
    ("gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d secrets.tar.gpg | tar x", "sq", "gpg --passphrase"),
    ("unzip -P {pw} invoices-{n}.zip", "raw", "unzip -P"),
    ("docker run -d -e POSTGRES_USER={u} -e POSTGRES_PASSWORD='{pw}' -p 5432:5432 postgres:16", "sq", "docker run -e PASSWORD"),
    ("java -Dspring.datasource.username={u} -Dspring.datasource.password={pw} -jar app.jar", "raw", "java -D system property"),
    ("$cred = New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))", "sq", "PowerShell ConvertTo-SecureString"),
    ("net use Z: \\\\{h}\\share /user:CORP\\{u} {pw} /persistent:no", "raw", "net use positional password"),
    ("az login --service-principal -u {appid} -p '{pw}' --tenant {tenant}", "sq", "az login -p"),
    ("git clone https://{u}:{pe}@git.{d}/platform/{db}.git", "url", "git clone user:pass URL"),
    ("psql 'postgresql://{u}:{pe}@{h}:5432/{db}?sslmode=require'", "url", "psql URI with password"),
    ("influx -host {h} -username admin -password '{pw}' -execute 'SHOW DATABASES'", "sq", "influx -password"),
    ("expect -c 'spawn ssh {u}@{h}; expect \"password:\"; send \"{pw}\\r\"; interact'", "expect", "expect send password"),
]


def cmd_password(quoting):
    if quoting == "raw":
        return password(pick(["human", "random", "kbko", "punct", "passphrase"]), forbid=SHELL_UNSAFE)
    if quoting == "expect":
        return password(pick(["human", "random", "kbko"]), forbid=SHELL_UNSAFE + "%")
    if quoting == "url":
        return password(forbid="'\"`\\")
    return password(forbid="'\\`", allow_space=chance(0.15))


def fill_cmd(tpl, pw, u=None):
    n = ri(1, 999)
    return fill(tpl, u=u or pick(["app", "deploy", "admin", "svc_etl", "backup", person()]), h=host(), pw=pw,
                pe=quote(pw, safe=""), db=pick(["orders", "billing", "crm", "analytics", "app"]), n="%03d" % n,
                d=pick(DOMAINS), env=pick(ENVS), appid=uuid4(), tenant=uuid4())


EN_CMD_MC = [
    "I didn't know how the {svc} backup job authenticates. The cron entry on the box:\n{snip}",
    "User pasted the command they run every morning, asking why it hangs in {env}:\n{snip}",
    "Found this in ~/.bash_history on the {env} bastion while looking for the deploy steps:\n{snip}",
    "The runbook step for {ticket} was just this one-liner:\n{snip}",
    "Needed to know which flags {who} uses; they sent:\n{snip}",
]
KO_CMD_MC = [
    "{svc} 백업 잡이 어떻게 인증하는지 몰랐음. 서버 crontab에 있던 줄:\n{snip}",
    "사용자가 매일 아침 돌리는 명령이라며 {env}에서 멈추는 이유를 물어봄:\n{snip}",
    "배포 절차를 찾다가 {env} bastion의 ~/.bash_history에서 발견:\n{snip}",
    "{ticket} 런북 단계가 이 한 줄뿐이었음:\n{snip}",
    "{who_i} 쓰는 플래그가 궁금했는데 보내준 명령:\n{snip}",
]
EN_CMD_LESSON = [
    "Passing the password on the command line leaks it to ps and shell history; prefer an option file or a prompt.",
    "The command works, but the hang in {env} was DNS, not auth. Keep the flags as they are until {ticket} moves it to {store}.",
    "Use the exact command below for the {svc} restore drill:\n{snip}",
    "For {env} the right invocation is:\n{snip}\nThe user name is case-sensitive.",
    "Quote the password in single quotes; the special characters were being expanded by bash.",
]
KO_CMD_LESSON = [
    "명령줄에 비밀번호를 넘기면 ps와 셸 히스토리에 남음. 옵션 파일이나 프롬프트를 쓸 것.",
    "명령 자체는 정상이고 {env}에서 멈춘 건 인증이 아니라 DNS 문제였음. {ticket}에서 {store_ro} 옮기기 전까지 플래그는 그대로.",
    "{svc} 복구 훈련 때는 아래 명령 그대로 사용:\n{snip}",
    "{env} 기준 올바른 호출은 다음과 같음:\n{snip}\n사용자명은 대소문자 구분함.",
    "비밀번호는 작은따옴표로 감쌀 것. 특수문자가 bash에서 확장되고 있었음.",
]


def b_password_command(lang):
    tpl, quoting, desc = CMD_TEMPLATES[cyc("cmd", len(CMD_TEMPLATES))]
    pw, style = cmd_password(quoting)
    cmd = fill_cmd(tpl, pw)
    if chance(0.3):
        cmd = pick(["$ ", "# ", "", "0 3 * * * ", "+ "]) + cmd
    ctx = make_ctx(lang, "password", "비밀번호", where="command")
    kw = dict(ctx, snip=cmd)
    mc_bank, l_bank = (EN_CMD_MC, EN_CMD_LESSON) if lang == "en" else (KO_CMD_MC, KO_CMD_LESSON)
    li = ri(0, len(l_bank) - 1)
    if li in (2, 3):
        mc = fill(pick(BANK[lang]["mc_plain"]), **kw)
    else:
        mc = fill(pick(mc_bank), **kw)
    lesson = fill(l_bank[li], **kw)
    ask = fill(pick(BANK[lang]["ask"] + BANK[lang]["ask_val"][:1]), **dict(kw, val=pw, where=("command" if lang == "en" else "명령")))
    enc = quote(pw, safe="")
    cat = "shell: %s (%s password)" % (desc, PW_STYLE_EN[style])
    return mk(cat, "password_command/%s" % desc, {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
              [pw, enc] if quoting == "url" else [pw])


# ---------------------------------------------------------------- secret builders (part B)
def conn_string():
    """Returns (conn_string, cands, description, env_name)."""
    u = pick(["app", "svc_orders", "admin", "etl", "report_ro", "root", "deploy", person()])
    h = host()
    db = pick(["orders", "billing", "crm", "analytics", "app", "ledger", "auth"])
    k = cyc("conn_string.k", 22)
    if k <= 11:
        pw, _ = password(forbid="\"'\\`")
        pe = quote(pw, safe="")
        forms = [
            ("postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, pe, h, db), "Postgres URL", "DATABASE_URL"),
            ("mysql://%s:%s@%s:3306/%s" % (u, pe, h, db), "MySQL URL", "DATABASE_URL"),
            ("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pe, rs(LOAN, 5), db), "MongoDB Atlas SRV URI", "MONGODB_URI"),
            ("redis://:%s@%s:6379/0" % (pe, h) if chance(0.5) else "rediss://default:%s@%s:6380/1" % (pe, h), "Redis URL", "REDIS_URL"),
            ("amqps://%s:%s@%s:5671/%s" % (u, pe, h, db), "AMQP URL", "CELERY_BROKER_URL"),
            ("smtp://%s:%s@smtp.%s:587" % (u, pe, pick(DOMAINS)), "SMTP URL", "EMAIL_URL"),
            ("https://elastic:%s@%s:9200" % (pe, h), "Elasticsearch URL", "ELASTICSEARCH_URL"),
            ("clickhouse://default:%s@%s:9000/%s" % (pe, h, db), "ClickHouse DSN", "CLICKHOUSE_DSN"),
            ("snowflake://%s:%s@%s.ap-northeast-2.aws/%s/PUBLIC?warehouse=ETL_WH" % (u.upper(), pe, rs(UP, 7).lower(), db.upper()), "Snowflake URL", "SNOWFLAKE_URL"),
            ("mssql+pyodbc://sa:%s@%s:1433/%s?driver=ODBC+Driver+18+for+SQL+Server" % (pe, h, db), "SQLAlchemy MSSQL URL", "SQLALCHEMY_DATABASE_URI"),
            ("mqtt://%s:%s@%s:1883" % (u, pe, h), "MQTT broker URL", "MQTT_URL"),
            ("http://%s:%s@proxy.%s:3128" % (u, pe, pick(DOMAINS)), "proxy URL", "HTTPS_PROXY"),
        ]
        s, d, e = forms[k]
        return s, [pe], d, e
    if k == 12:
        pw, _ = password(forbid="\"'\\`;{} ")
        return ("jdbc:sqlserver://%s:1433;databaseName=%s;user=sa;password=%s;encrypt=true" % (h, db, pw), [pw],
                "JDBC SQL Server URL", "SPRING_DATASOURCE_URL")
    if k == 13:
        pw, _ = password(forbid="\"'\\`;{} ")
        return ("Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True" % (h, db, u, pw), [pw],
                "ADO.NET connection string", "ConnectionStrings__Default")
    if k == 14:
        pw, _ = password(forbid="\"'\\`;{} ")
        return ("Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (h, db, u, pw), [pw],
                "ODBC connection string", "ODBC_CONN")
    if k == 15:
        pw, _ = password(pick(["human", "random", "kbko"]), forbid="\"'\\`/@ ")
        return ("%s/%s@//%s:1521/ORCLPDB1" % (u, pw, h), [pw], "Oracle EZConnect string", "ORACLE_CONN")
    if k == 16:
        key = b64e(rbytes(32))
        return ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"
                % (rs(LOAN, 8), key), [key], "Azure Service Bus connection string", "SERVICEBUS_CONNECTION")
    if k == 17:
        key = b64e(rbytes(64))
        return ("DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net"
                % (rs(LOAN, 10), key), [key], "Azure Storage connection string", "AZURE_STORAGE_CONNECTION_STRING")
    if k == 18:
        pw, _ = password(forbid="\"'\\`; ")
        return ('org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw),
                [pw], "Kafka JAAS config", "KAFKA_SASL_JAAS_CONFIG")
    if k == 19:
        t = "glpat-" + rs(B64U, 20)
        return ("https://oauth2:%s@gitlab.com/%s/%s.git" % (t, pick(["platform", "infra", "payments"]), db), [t],
                "git remote URL with GitLab token", "GIT_REMOTE")
    if k == 20:
        t = crc_token("ghs_", 30)
        return ("https://x-access-token:%s@github.com/acme/%s.git" % (t, db), [t], "git remote URL with GitHub token", "REPO_URL")
    pw, _ = password(forbid="\"'\\`")
    pe = quote(pw, safe="")
    return ("ftp://%s:%s@%s/outbound/" % (u, pe, h), [pe], "FTP URL", "FTP_URL")


def b_conn_string(lang):
    s, cands, desc, envn = conn_string()
    items = [(envn, pick(["url", "dsn", "connection_string", "uri"]), s, True)]
    opts = [x for x in GENERIC_CONTAINERS if container_ok(x, items)] + ["log_conn", "trace_conn"]
    cont = pick(opts)
    ctx = make_ctx(lang, desc, desc + (" 연결 문자열" if "string" not in desc else ""), where=DESC.get(cont, ("log", "로그"))[lang == "ko"])
    if cont == "log_conn":
        snip = "%s %s [%s] %s %s" % (ts(), pick(["INFO", "DEBUG"]), ctx["svc_id"], pick(["connecting to", "pool init:", "dsn="]), s)
        snip += "\n%s ERROR [%s] %s" % (ts(), ctx["svc_id"], pick(["connection refused", "timeout after 5000ms", "SSL SYSCALL error: EOF detected"]))
        ctx["where"] = "log" if lang == "en" else "로그"
    elif cont == "trace_conn":
        snip = ("Traceback (most recent call last):\n  File \"/app/db.py\", line %d, in <module>\n    engine = create_engine(\"%s\")\n"
                "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name" % (ri(5, 80), s))
        ctx["where"] = "stack trace" if lang == "en" else "스택 트레이스"
    else:
        snip = render(cont, with_filler(items, ri(0, 2)) if cont not in ("chat", "trace", "table", "diff") else items, lang,
                      section="database", sid=ctx["svc_id"])
    mode_opts = SNIP_MODES + ["start", "end", "ask_only"]
    fields, mode = compose(lang, ctx, snip, s, pick(mode_opts))
    loc = "prose" if mode in VAL_MODES else {"log_conn": "log", "trace_conn": "stack trace"}[cont] if cont in ("log_conn", "trace_conn") else DESC[cont][0]
    return mk("connection string: %s in %s [%s]" % (desc, loc, mode), "conn_string/%s" % loc, fields, cands, mode=mode)


def jwt_payload(big=False):
    p = {"sub": str(ri(1000, 999999)) if chance(0.5) else uuid4(), "iss": "https://auth.%s" % pick(DOMAINS),
         "aud": pick(["api", "admin-web", "mobile"]), "iat": ri(1735600000, 1760000000)}
    p["exp"] = p["iat"] + pick([900, 3600, 86400])
    if chance(0.5):
        p["email"] = person() + "@" + pick(DOMAINS)
    if chance(0.5):
        p["scope"] = " ".join(sample(["read:orders", "write:orders", "admin", "read:users", "billing", "reports"], ri(1, 4)))
    if big:
        p["permissions"] = ["%s:%s:%s" % (pick(["org", "proj", "team"]), rs(LOAN, 6), pick(["read", "write", "admin"])) for _ in range(ri(12, 22))]
        p["sid"] = uuid4()
    return p


def b_http_auth(lang):
    k = cyc("b_http_auth.k", 7)
    hostname = "api." + pick(DOMAINS)
    if k in (0, 1):
        user = pick(["admin", "api", "svc-report", "partner_" + rs(LOAN, 4), person()])
        pw, style = password(forbid="\"'\\`")
        hname = "Authorization" if k == 0 else "Proxy-Authorization"
        h, blob = basic_hdr(user, pw)
        hv, cands, what, wk = "Basic " + blob, [blob], "Basic auth credentials", "Basic 인증 헤더 값"
    elif k == 2:
        t = jwt(jwt_payload(), pick([32, 48, 64]), pick(["HS256", "HS512"]))
        hname, hv, cands, what, wk = "Authorization", "Bearer " + t, [t], "bearer JWT", "Bearer JWT 토큰"
    elif k == 3:
        t = rs(AN, 40)
        hname, hv, cands, what, wk = "x-api-key", t, [t], "API Gateway API key", "API Gateway API 키"
    elif k == 4:
        t = hexs(40)
        hname, hv, cands, what, wk = "Authorization", "Token " + t, [t], "DRF auth token", "DRF 인증 토큰"
    elif k == 5:
        t = rs(B64U, ri(43, 64))
        hname, hv, cands, what, wk = "Authorization", "Bearer " + t, [t], "internal service token", "내부 서비스 토큰"
    else:
        t = rs(AN, 32)
        hname, hv, cands, what, wk = pick(["X-Auth-Token", "X-Api-Secret", "apikey"]), t, [t], "partner API secret", "파트너 API 시크릿"
    path = pick(["/v1/orders", "/internal/reports/daily", "/api/v2/users/me", "/admin/flags", "/graphql"])
    v = cyc("b_http_auth.v", 7)
    if v == 0:
        snip = "%s %s HTTP/1.1\nHost: %s\n%s: %s\nContent-Type: application/json" % (pick(["GET", "POST", "PATCH"]), path, hostname, hname, hv)
        where = ("raw HTTP request", "HTTP 요청 원문")
    elif v == 1:
        snip = "curl -s -H '%s: %s' https://%s%s | jq ." % (hname, hv, hostname, path)
        where = ("curl command", "curl 명령")
    elif v == 2:
        snip = "resp = requests.get(\n    \"https://%s%s\",\n    headers={\"%s\": \"%s\"},\n    timeout=10,\n)" % (hostname, path, hname, hv)
        where = ("Python requests call", "requests 호출 코드")
    elif v == 3:
        snip = "location %s {\n    proxy_pass http://upstream_api;\n    proxy_set_header %s \"%s\";\n}" % (path, hname, hv)
        where = ("nginx config", "nginx 설정")
    elif v == 4:
        snip = json.dumps({"request": {"method": "GET", "url": "https://%s%s" % (hostname, path),
                                       "headers": [{"name": hname, "value": hv}, {"name": "Accept", "value": "*/*"}]}}, indent=1)
        where = ("HAR export", "HAR 파일")
    elif v == 5:
        snip = "%s DEBUG http.client send: %s %s headers={'%s': '%s', 'User-Agent': 'axios/1.%d.0'}" % (ts(), "GET", path, hname, hv, ri(1, 9))
        where = ("debug log", "디버그 로그")
    else:
        snip = "http GET https://%s%s '%s:%s'" % (hostname, path, hname, hv)
        where = ("HTTPie command", "HTTPie 명령")
    ctx = make_ctx(lang, what, wk, where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, cands[0], pick(SNIP_MODES + ["mid", "ask_only"]))
    loc = "prose" if mode in VAL_MODES else where[0]
    return mk("header: %s %s in %s [%s]" % (hname, what, loc, mode), "http_auth/%s" % loc, fields, cands, mode=mode)


def session_cookie():
    k = cyc("session_cookie.k", 7)
    if k == 0:
        return "sessionid", rs(LOAN, 32), "Django session cookie"
    if k == 1:
        return "PHPSESSID", rs(LOAN, 26), "PHP session cookie"
    if k == 2:
        return "JSESSIONID", rs(HEXU, 32), "Java session cookie"
    if k == 3:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F"), "Express session cookie"
    if k == 4:
        return "_%s_session" % pick(["shop", "admin", "app"]), quote(b64e(rbytes(ri(90, 140))), safe="") + "--" + hexs(40), "Rails session cookie"
    if k == 5:
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64ue(rbytes(12)) + "." + b64ue(rbytes(ri(120, 200))) + "." + b64ue(rbytes(16)), "NextAuth session token"
    return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, ri(180, 260)), "ASP.NET Core auth cookie"


def b_cookie(lang):
    name, val, desc = session_cookie()
    dom = pick(DOMAINS)
    other = "; ".join(sample(["theme=dark", "lang=%s" % pick(["ko", "en", "ja"]), "_ga=GA1.2.%d.%d" % (ri(10 ** 8, 10 ** 9), ri(1700000000, 1760000000)),
                              "tz=Asia%2FSeoul", "consent=1", "sidebar=collapsed"], ri(1, 3)))
    v = cyc("b_cookie.v", 6)
    if v == 0:
        snip = "GET /account/orders HTTP/1.1\nHost: www.%s\nCookie: %s; %s=%s\nAccept: text/html" % (dom, other, name, val)
        where = ("raw request", "요청 원문")
    elif v == 1:
        snip = "curl 'https://www.%s/api/cart' -H 'accept: application/json' -b '%s=%s; %s' --compressed" % (dom, name, val, other)
        where = ("'Copy as cURL' output", "'Copy as cURL' 결과")
    elif v == 2:
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
        where = ("login response headers", "로그인 응답 헤더")
    elif v == 3:
        snip = json.dumps({"cookies": [{"name": name, "value": val, "domain": "." + dom, "path": "/", "httpOnly": True, "secure": True}],
                           "origins": []}, indent=2)
        where = ("Playwright storageState.json", "Playwright storageState.json")
    elif v == 4:
        snip = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%d\t%s\t%s" % (dom, ri(1760000000, 1790000000), name, val)
        where = ("cookies.txt", "cookies.txt")
    else:
        snip = "const res = await request(app).get('/api/me').set('Cookie', '%s=%s');" % (name, val)
        where = ("supertest call", "supertest 코드")
    ctx = make_ctx(lang, desc, desc.replace("session cookie", "세션 쿠키").replace("cookie", "쿠키").replace("session token", "세션 토큰"), where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, val, pick(SNIP_MODES + ["ask_only"]))
    loc = "prose" if mode in VAL_MODES else where[0]
    return mk("cookie: %s in %s [%s]" % (desc, loc, mode), "cookie/%s" % loc, fields, [val], mode=mode)


def b_signed_url(lang):
    k = cyc("b_signed_url.k", 6)
    date = "2025%02d%02d" % (ri(1, 12), ri(1, 28))
    obj = "%s/%s/%s.%s" % (pick(["exports", "invoices", "uploads", "backups"]), date, rs(LOAN, 10), pick(["csv", "pdf", "zip", "mp4"]))
    if k == 0:
        kid, sig = "AKIA" + rs(B32, 16), hexs(64)
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (pick(["acme-exports", "media-prod", "reports-kr"]), obj, kid, date, date, ri(0, 23), ri(0, 59), pick([900, 3600, 604800]), sig))
        cands, desc = [kid, sig], "S3 presigned URL"
    elif k == 1:
        kid, sig = "ASIA" + rs(B32, 16), hexs(64)
        tok = quote("IQoJb3JpZ2luX2Vj" + rs(B64, ri(200, 260)), safe="")
        url = ("https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT000000Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (pick(["tmp-share", "ml-artifacts"]), obj, kid, date, date, tok, sig))
        cands, desc = [kid, tok, sig], "S3 presigned URL with session token"
    elif k == 2:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-public-assets", "kr-exports"]), obj, pick(["acme-prod", "data-lake-kr"]), date, date, sig))
        cands, desc = [sig], "GCS V4 signed URL"
    elif k == 3:
        sig = quote(b64e(rbytes(32)), safe="")
        url = ("https://st%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-%02dT%02d:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (rs(LOAN, 8), pick(["exports", "media"]), obj, ri(1, 12), ri(1, 28), ri(0, 23), sig))
        cands, desc = [sig], "Azure SAS URL"
    elif k == 4:
        sig = rs(AN + "-~_", ri(170, 180))
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOAN, 13), obj, ri(1760000000, 1790000000), sig, rs(UPAN, 13))
        cands, desc = [sig], "CloudFront signed URL"
    else:
        kid = "LTAI5t" + rs(AN, 18)
        sig = quote(b64e(rbytes(20)), safe="")
        url = "https://%s.oss-cn-shanghai.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (pick(["cn-exports", "media-cn"]), obj, kid, ri(1760000000, 1790000000), sig)
        cands, desc = [kid, sig], "Alibaba OSS signed URL"
    ko_desc = {"S3 presigned URL": "S3 presigned URL", "S3 presigned URL with session token": "세션 토큰 포함 S3 presigned URL",
               "GCS V4 signed URL": "GCS V4 서명 URL", "Azure SAS URL": "Azure SAS URL", "CloudFront signed URL": "CloudFront 서명 URL",
               "Alibaba OSS signed URL": "Alibaba OSS 서명 URL"}[desc]
    v = cyc("b_signed_url.v", 4)
    if v == 0:
        snip = url
    elif v == 1:
        snip = "curl -o report.%s '%s'" % (obj.rsplit(".", 1)[1], url)
    elif v == 2:
        snip = "%s INFO [export] download link generated: %s" % (ts(), url)
    else:
        snip = "[%s] %s: %s" % (hhmm(), person(), url)
    ctx = make_ctx(lang, desc, ko_desc, where=["link", "curl command", "log line", "chat message"][v] if lang == "en" else ["링크", "curl 명령", "로그", "채팅 메시지"][v])
    fields, mode = compose(lang, ctx, snip, None, pick(SNIP_MODES))
    return mk("signed URL: %s [%s]" % (desc, mode), "signed_url/%d" % k, fields, cands, mode=mode)


# ---------------------------------------------------------------- secret builders (part C)
def der_len(n):
    return bytes([n]) if n < 128 else bytes([0x81, n]) if n < 256 else bytes([0x82, n >> 8, n & 0xFF])


def lines_of(s, w):
    return [s[i:i + w] for i in range(0, len(s), w)]


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def private_key():
    """Returns (label, body_lines, pem_type)."""
    k = cyc("private_key.k", 6)
    if k == 0:
        der = bytes.fromhex("307702010104") + b"\x20" + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        return "EC P-256 private key (SEC1)", lines_of(b64e(der), 64), "EC PRIVATE KEY"
    if k == 1:
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32)
               + bytes.fromhex("a14403420004") + rbytes(64))
        return "EC P-256 private key (PKCS#8)", lines_of(b64e(der), 64), "PRIVATE KEY"
    if k == 2:
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        return "Ed25519 private key (PKCS#8)", [b64e(der)], "PRIVATE KEY"
    if k == 3:
        pub = rbytes(32)
        comment = ("%s@%s" % (person(), pick(["laptop", "ci-runner", "bastion", "macbook"]))).encode()
        pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
        chk = rbytes(4)
        priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(rbytes(32) + pub) + sshstr(comment)
        i = 1
        while len(priv) % 8:
            priv += bytes([i])
            i += 1
        blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
        return "OpenSSH ed25519 private key", lines_of(b64e(blob), 70), "OPENSSH PRIVATE KEY"
    if k == 4:
        head = bytes.fromhex("308204a40201000282010100") + rbytes(ri(180, 260))
        return "RSA private key (PKCS#1, truncated paste)", lines_of(b64e(head), 64)[:ri(3, 5)], "RSA PRIVATE KEY"
    head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(ri(150, 220))
    return "RSA private key (PKCS#8, truncated paste)", lines_of(b64e(head), 64)[:ri(3, 4)], "PRIVATE KEY"


def b_private_key(lang):
    for _ in range(50):
        label, body, typ = private_key()
        if all(len(x) >= 8 for x in body):
            break
    trunc = "truncated" in label
    begin, end = "-----BEGIN %s-----" % typ, "-----END %s-----" % typ
    block_lines = [begin] + body + (["...(truncated)..."] if trunc else []) + [end]
    v = cyc("b_private_key.v", 7)
    if v == 0:
        snip, where = "\n".join(block_lines), ("key file", "키 파일")
    elif v == 1:
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n" % pick(SERVICES)
                + "\n".join("    " + x for x in block_lines))
        where = ("TLS Secret manifest", "TLS Secret 매니페스트")
    elif v == 2:
        snip = json.dumps({"type": "service_account", "project_id": "%s-%d" % (pick(["acme", "data", "kr-prod"]), ri(100, 999)),
                           "private_key_id": hexs(40), "private_key": "\n".join(block_lines) + "\n",
                           "client_email": "%s@%s.iam.gserviceaccount.com" % (pick(["deployer", "bq-reader", "uploader"]), pick(["acme-prod", "data-lake"]))},
                          indent=2, ensure_ascii=False)
        where = ("service account JSON", "서비스 계정 JSON")
    elif v == 3:
        snip = 'resource "tls_locally_signed_cert" "x" {}\nlocals {\n  ca_key = <<EOT\n' + "\n".join(block_lines) + "\nEOT\n}"
        where = ("Terraform locals", "Terraform locals")
    elif v == 4:
        snip = 'JWT_PRIVATE_KEY="' + "\\n".join(block_lines) + '"'
        where = (".env file", ".env 파일")
    elif v == 5:
        snip = "deploy_key: |\n" + "\n".join("  " + x for x in block_lines)
        where = ("Ansible vars", "Ansible vars")
    else:
        snip = "[%s] %s: %s\n%s" % (hhmm(), person(), pick(["here is the key", "키 여기요", "use this one for the runner"]), "\n".join(block_lines))
        where = ("chat message", "채팅 메시지")
    ctx = make_ctx(lang, label, label.replace("private key", "개인 키").replace("truncated paste", "일부만 붙여넣음"), where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, None, pick(["mc_snip", "lesson_snip"]))
    return mk("private key: %s in %s [%s]" % (label, where[0], mode), "private_key/%s" % where[0], fields, body, mode=mode)


def b_key_material(lang):
    """Non-PEM private key material: WireGuard, JWK 'd', age identity handled elsewhere."""
    k = cyc("b_key_material.k", 3)
    if k == 0:
        priv, pub = b64e(rbytes(32)), b64e(rbytes(32))
        snip = ("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/24\nListenPort = 51820\n\n[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s:51820"
                % (priv, ri(0, 99), ri(2, 250), pub, ri(0, 99), pick(DOMAINS)))
        cands, label, lk, where = [priv], "WireGuard private key", "WireGuard 개인 키", ("wg0.conf", "wg0.conf")
    elif k == 1:
        d = b64ue(rbytes(32))
        snip = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(B64U, 12), "use": "sig", "x": b64ue(rbytes(32)), "y": b64ue(rbytes(32)), "d": d}, indent=2)
        cands, label, lk, where = [d], "JWK private key (d)", "JWK 개인 키(d)", ("JWKS file", "JWKS 파일")
    else:
        ident = "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)
        snip = "# created: 2025-%02d-%02dT10:%02d:00+09:00\n# public key: age1%s\n%s" % (ri(1, 12), ri(1, 28), ri(0, 59), rs(BECH32, 58), ident)
        cands, label, lk, where = [ident], "age identity file", "age identity 파일", ("keys.txt", "keys.txt")
    ctx = make_ctx(lang, label, lk, where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, cands[0], pick(SNIP_MODES + ["end"]))
    return mk("private key: %s [%s]" % (label, mode), "key_material/%d" % k, fields, cands, mode=mode)


def b_totp(lang):
    seed = rs(B32, pick([16, 32, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "Google", "Naver", "Kakao", "Toss", "Cloudflare", "Grafana", "VPN"])
    acct = person() + "@" + pick(DOMAINS)
    v = cyc("b_totp.v", 6)
    if v == 0:
        shown = " ".join(lines_of(seed.lower(), 4))
        snip = "Setup key (if you can't scan the QR code):\n%s" % shown
        cand, where = shown, ("setup screen text", "설정 화면 문구")
    elif v == 1:
        shown = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, quote(acct), seed, issuer)
        cand, where = shown, ("otpauth URI from the QR code", "QR 코드의 otpauth URI")
    elif v == 2:
        shown = seed
        snip = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
        cand, where = shown, ("Python helper", "파이썬 헬퍼")
    elif v == 3:
        shown = seed
        snip = "oathtool --totp -b %s" % seed
        cand, where = shown, ("oathtool command", "oathtool 명령")
    elif v == 4:
        shown = seed
        snip = "%s_TOTP_SECRET=%s" % (issuer.upper(), seed)
        cand, where = shown, (".env file", ".env 파일")
    else:
        shown = seed
        snip = "| account | issuer | totp seed |\n|---|---|---|\n| %s | %s | %s |" % (acct, issuer, seed)
        cand, where = shown, ("shared spreadsheet", "공유 시트")
    ctx = make_ctx(lang, "%s TOTP seed" % issuer, "%s TOTP 시드" % issuer, where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, cand, pick(SNIP_MODES + ["mid", "split"]), personal=chance(0.6))
    return mk("2FA: %s TOTP seed in %s [%s]" % (issuer, wlabel(mode, "dotenv") if mode in VAL_MODES else where[0], mode),
              "totp/%d" % v, fields, [cand], mode=mode)


def recovery_codes():
    k = cyc("recovery_codes.k", 7)
    if k == 0:
        return "GitHub recovery codes", "GitHub 복구 코드", ["%s-%s" % (hexs(5), hexs(5)) for _ in range(ri(6, 16))]
    if k == 1:
        return "Google backup codes", "Google 백업 코드", ["%04d %04d" % (ri(0, 9999), ri(0, 9999)) for _ in range(10)]
    if k == 2:
        return "GitLab recovery codes", "GitLab 복구 코드", [hexs(16) for _ in range(ri(5, 10))]
    if k == 3:
        return "Apple account recovery key", "Apple 계정 복구 키", ["-".join(rs(UPAN, 4) for _ in range(7))]
    if k == 4:
        return "1Password Secret Key", "1Password Secret Key", ["A3-%s-%s-%s-%s-%s-%s-%s" % (rs(UPAN, 6), rs(UPAN, 6), rs(UPAN, 5), rs(UPAN, 5), rs(UPAN, 5), rs(UPAN, 5), rs(UPAN, 5))]
    if k == 5:
        return "BitLocker recovery key", "BitLocker 복구 키", ["-".join("%06d" % (ri(0, 720) * 11) for _ in range(8))]
    return "Microsoft account recovery code", "Microsoft 계정 복구 코드", ["-".join(rs(UPAN, 5) for _ in range(5))]


def b_recovery(lang):
    label, lk, codes = recovery_codes()
    v = cyc("b_recovery.v", 4)
    if v == 0:
        snip = "\n".join(codes)
    elif v == 1:
        snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif v == 2:
        snip = json.dumps({"account": person() + "@" + pick(DOMAINS), "codes": codes}, indent=2)
    else:
        snip = "%s: %s" % (label if lang == "en" else lk, ", ".join(codes))
    ctx = make_ctx(lang, label, lk, where="backup note" if lang == "en" else "백업 메모")
    fields, mode = compose(lang, ctx, snip, codes[0] if len(codes) == 1 else None, pick(["mc_snip", "lesson_snip", "mc_snip+ask_val"]), personal=True)
    return mk("recovery codes: %s [%s]" % (label, mode), "recovery/%d" % v, fields, codes, mode=mode)


def b_pin(lang):
    k = cyc("b_pin.k", 7)
    if k == 0:
        pin = rs(DG, 8)
        snip_en = "SIM PUK for the on-call phone (%s): %s" % (pick(["SKT", "KT", "LG U+", "docomo", "Vodafone"]), pin)
        label, lk, cands = "SIM PUK", "SIM PUK 코드", [pin]
    elif k == 1:
        pin, puk, mgm = rs(DG, 8), rs(DG, 8), hexs(48)
        snip_en = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key --management-key %s --protect" % (pin, puk, mgm)
        label, lk, cands = "YubiKey PIV PIN/PUK and management key", "YubiKey PIV PIN/PUK 및 관리 키", [pin, puk, mgm]
    elif k == 2:
        pin = "*" + rs(DG, 8) + "#"
        snip_en = "server room door code: %s (changes every quarter)" % pin
        label, lk, cands = "server room door code", "서버실 도어락 번호", [pin]
    elif k == 3:
        pin = "-".join("%02d" % ri(0, 99) for _ in range(4))
        snip_en = "safe in the IDC cage, combination %s" % pin
        label, lk, cands = "safe combination", "금고 번호", [pin]
    elif k == 4:
        pin, _ = password(pick(["human", "kbko", "punct"]), forbid="\"'\\` ")
        snip_en = "공동인증서 (법인 범용) 비밀번호: %s\n인증서 위치: C:\\Users\\%s\\AppData\\LocalLow\\NPKI" % (pin, person())
        label, lk, cands = "corporate certificate (NPKI) password", "공동인증서 비밀번호", [pin]
    elif k == 5:
        pin = rs(DG, 8)
        snip_en = "HSM security officer PIN: %s\nslot: 0  label: %s-signing" % (pin, pick(["pay", "jwt", "code"]))
        label, lk, cands = "HSM SO PIN", "HSM SO PIN", [pin]
    else:
        pin = rs(DG, ri(8, 10))
        snip_en = "alarm panel master code %s, installer code is in the binder" % pin
        label, lk, cands = "alarm master code", "경보 패널 마스터 코드", [pin]
    ctx = make_ctx(lang, label, lk, where="handover note" if lang == "en" else "인수인계 메모")
    fields, mode = compose(lang, ctx, snip_en, cands[0] if len(cands) == 1 else None, pick(SNIP_MODES + ["end", "ask_only"]) if len(cands) == 1 else pick(["mc_snip", "lesson_snip"]), personal=True)
    return mk("PIN/code: %s [%s]" % (label, mode), "pin/%d" % k, fields, cands, mode=mode)


def b_wifi(lang):
    ssid = pick(["ACME-Office", "ACME-Guest", "HB-5G", "iptime_%s" % rs(UPAN, 4), "Lab-IoT", "Meeting_Room_3F", "KT_GiGA_%s" % rs(UPAN, 4), "Warehouse-AP"])
    k = cyc("b_wifi.k", 8)
    if k == 7:
        psk = hexs(64)
    else:
        psk, _ = password(pick(["human", "passphrase", "kbko", "random", "hangul"]), forbid="\"'\\`;:,")
    if k == 0:
        snip, where = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk), ("QR code payload", "QR 코드 내용")
    elif k == 1:
        snip, where = "nmcli dev wifi connect \"%s\" password \"%s\"" % (ssid, psk), ("nmcli command", "nmcli 명령")
    elif k == 2:
        snip, where = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, psk), ("wpa_supplicant.conf", "wpa_supplicant.conf")
    elif k == 3:
        snip, where = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk), ("hostapd.conf", "hostapd.conf")
    elif k == 4:
        snip = "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \"%s\":\n          password: \"%s\"" % (ssid, psk)
        where = ("netplan config", "netplan 설정")
    elif k == 5:
        snip = "PS> netsh wlan show profile name=\"%s\" key=clear\n    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, ssid, psk)
        where = ("netsh output", "netsh 출력")
    elif k == 6:
        snip = "[%s] %s: %s %s / %s" % (hhmm(), person(), "guest wifi is" if lang == "en" else "손님용 와이파이", ssid, psk)
        where = ("chat message", "채팅 메시지")
    else:
        snip = "network={\n    ssid=\"%s\"\n    psk=%s\n}" % (ssid, psk)
        where = ("wpa_supplicant.conf (raw PSK)", "wpa_supplicant.conf (PSK hex)")
    ctx = make_ctx(lang, "Wi-Fi key for %s" % ssid, "%s 와이파이 비밀번호" % ssid, where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, psk, pick(SNIP_MODES + ["mid", "end", "split", "ask_only"]), personal=True)
    return mk("Wi-Fi: WPA key in %s [%s]" % ("prose" if mode in VAL_MODES else where[0], mode), "wifi/%d" % k, fields, [psk], mode=mode)


def webhook():
    k = cyc("webhook.k", 11)
    if k == 0:
        t = rs(AN, 24)
        return "Slack", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPAN, 9), rs(UPAN, 10), t), [t]
    if k == 1:
        t = rs(B64U, 68)
        return "Discord", "https://discord.com/api/webhooks/%d/%s" % (ri(10 ** 17, 10 ** 19 - 1), t), [t]
    if k == 2:
        t = rs(B64U, 43)
        return "Microsoft Teams (Workflows)", ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
                                              "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 40), hexs(32), t)), [t]
    if k == 3:
        key, tok = "AIzaSy" + rs(B64U, 33), rs(B64U, 40) + "%3D"
        return "Google Chat", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, tok), [key, tok]
    if k == 4:
        t = hexs(64)
        return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [t]
    if k == 5:
        t = uuid4()
        return "Feishu (Lark)", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % t, [t]
    if k == 6:
        t = hexs(32)
        return "JANDI", "https://wh.jandi.com/connect-api/webhook/%d/%s" % (ri(10000000, 99999999), t), [t]
    if k == 7:
        t = rs(LOAN, 26)
        return "Mattermost", "https://chat.%s/hooks/%s" % (pick(DOMAINS), t), [t]
    if k == 8:
        t = uuid4()
        return "WeCom", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % t, [t]
    if k == 9:
        t = rs(AN, 48)
        return "Rocket.Chat", "https://rocket.%s/hooks/%s/%s" % (pick(DOMAINS), rs(AN, 17), t), [t]
    t = hexs(64)
    sec = "SEC" + hexs(64)
    return "DingTalk", "https://oapi.dingtalk.com/robot/send?access_token=%s" % t, [t, sec]


def b_webhook(lang):
    name, url, cands = webhook()
    extra = ""
    if len(cands) == 2 and cands[1].startswith("SEC"):
        extra = "\nDINGTALK_SECRET=%s" % cands[1]
    v = cyc("b_webhook.v", 7)
    if v == 0:
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' \\\n  '%s'" % url + extra
        where = ("curl command", "curl 명령")
    elif v == 1:
        snip = "ALERT_WEBHOOK_URL=%s%s" % (url, extra)
        where = (".env file", ".env 파일")
    elif v == 2:
        snip = "receivers:\n  - name: oncall\n    %s:\n      - url: '%s'%s" % (pick(["webhook_configs", "slack_configs"]), url, extra.replace("\n", "\n# "))
        where = ("alertmanager.yml", "alertmanager.yml")
    elif v == 3:
        snip = "requests.post(\n    \"%s\",\n    json={\"text\": msg},\n    timeout=5,\n)%s" % (url, extra.replace("\n", "\n# "))
        where = ("Python notifier", "파이썬 알림 코드")
    elif v == 4:
        snip = "      - name: Notify\n        run: |\n          curl -s -X POST \"%s\" -d @payload.json%s" % (url, extra.replace("\n", "\n          # "))
        where = ("workflow step", "워크플로 스텝")
    elif v == 5:
        snip = 'resource "grafana_contact_point" "ops" {\n  name = "ops"\n  webhook {\n    url = "%s"\n  }\n}%s' % (url, extra.replace("\n", "\n# "))
        where = ("Terraform contact point", "Terraform contact point")
    else:
        snip = "[%s] %s: %s %s%s" % (hhmm(), person(), "webhook for the alerts channel:" if lang == "en" else "알림 채널 웹훅:", url, extra)
        where = ("chat message", "채팅 메시지")
    ctx = make_ctx(lang, "%s incoming webhook URL" % name, "%s 웹훅 URL" % name, where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, url if chance(0.5) else None, pick(SNIP_MODES + ["end", "ask_only"]))
    return mk("webhook: %s URL in %s [%s]" % (name, "prose" if mode in VAL_MODES else where[0], mode), "webhook/%s" % where[0],
              fields, cands, [name], mode=mode)


# ---------------------------------------------------------------- secret builders (part D)
def b_split_fields(lang):
    """Label in one field, value at the start of the next one."""
    if chance(0.5):
        c = next_vendor()
        listed = [it[2] for it in c["items"] if it[3]]
        val = listed[-1]
        thing_en, thing_ko, vend = "%s %s" % (c["vendor"], c["what"]), "%s %s" % (c["vendor"], c["what_ko"]), [c["vendor"]]
    else:
        t = pick(PW_THINGS)
        val, _ = password(forbid="\"'\\`")
        thing_en, thing_ko, vend = t[0], t[1], []
    ctx = make_ctx(lang, thing_en, thing_ko)
    if chance(0.6):
        fields, mode = compose(lang, ctx, None, val, "split")
        tpl = "split/mc->lesson"
    else:
        kw = dict(ctx, val=val)
        if lang == "en":
            lesson = fill(pick(BANK["en"]["lesson"]), **kw) + " " + fill(pick(["The {thing} they gave me:", "Current {thing} ->", "{thing} (do not share):"]), **kw)
            ask = fill(pick(["{val}\nIs this still valid, or should I ask {who} for a fresh one?", "{val} - can I store it in {store}?", "{val}"]), **kw)
        else:
            lesson = fill(pick(BANK["ko"]["lesson"]), **kw) + " " + fill(pick(["받은 {thing}:", "현재 {thing} →", "{thing} (공유 금지):"]), **kw)
            ask = fill(pick(["{val}\n아직 유효한가요, 아니면 {who}께 새로 받아야 하나요?", "{val} 이거 {store_ro} 옮겨도 될까요?", "{val}"]), **kw)
        fields = {"missing_context": fill(pick(BANK[lang]["mc_plain"]), **kw), "lesson": lesson, "ask_next_time": ask}
        mode, tpl = "split", "split/lesson->ask"
    return mk("split fields: %s label and value in different fields" % thing_en, tpl, fields, [val], vend, mode)


def long_cred():
    k = cyc("long_cred.k", 9)
    if k == 0:
        return v_aws_sts_only()
    if k == 1:
        t = jwt(jwt_payload(big=True), 64, "RS256" if chance(0.5) else "HS512")
        return cred("Auth0", "global", "Management API access token (JWT)", "Management API 액세스 토큰(JWT)",
                    [("AUTH0_MGMT_TOKEN", "management_token", t, True)], "acme.eu.auth0.com", "/api/v2/users")
    if k == 2:
        t = "ya29.a0" + rs(B64U, ri(220, 260))
        return cred("Google Cloud", "global", "OAuth access token", "OAuth 액세스 토큰",
                    [("GOOGLE_OAUTH_ACCESS_TOKEN", "access_token", t, True)], "www.googleapis.com", "/drive/v3/files")
    if k == 3:
        return v_meta()
    if k == 4:
        return v_pypi()
    if k == 5:
        return v_atlassian()
    if k == 6:
        return v_onepassword()
    if k == 7:
        t = rs(B64, 171) + "="
        return cred("LINE", "JP", "long-lived channel access token", "장기 채널 액세스 토큰",
                    [("LINE_CHANNEL_ACCESS_TOKEN", "channelAccessToken", t, True)], "api.line.me", "/v2/bot/message/push")
    return v_fcm()


def v_aws_sts_only():
    kid, sec = "ASIA" + rs(B32, 16), rs(AN + "+/", 40)
    tok = pick(["IQoJb3JpZ2luX2Vj", "FwoGZXIvYXdzE"]) + rs(B64, ri(340, 460))
    return cred("AWS", "global", "STS session credentials", "STS 세션 자격 증명",
                [("AWS_ACCESS_KEY_ID", "aws_access_key_id", kid, True), ("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", sec, True),
                 ("AWS_SESSION_TOKEN", "aws_session_token", tok, True)], "sts.amazonaws.com", "/", headers=[], hsecrets=[])


def b_long_token(lang):
    c = long_cred()
    r = b_vendor_token(lang, c, pick(["mc_snip", "lesson_snip", "mc_snip", "end", "mid", "mc_snip+ask_val"]))
    r["category"] = "long token: " + r["category"][len("token: "):]
    r["template"] = "long_token/" + r["template"].split("/", 1)[1]
    return r


def b_b64_secret(lang):
    k = cyc("b_b64_secret.k", 5)
    user = pick(["ci-bot", "deploy", "app", person()])
    pw, style = password(forbid="\"'\\`")
    if k == 0:
        blob = b64e(pw.encode("utf-8"))
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s"
                % (pick(SERVICES), b64e(user.encode()), blob))
        cands, label, lk, where = [blob], "base64 password in a Secret", "Secret에 base64로 들어간 비밀번호", ("kubectl get secret -o yaml output", "kubectl get secret -o yaml 출력")
    elif k == 1:
        blob = b64e((user + ":" + pw).encode("utf-8"))
        snip = json.dumps({"auths": {"registry.%s" % pick(DOMAINS): {"auth": blob}}, "credsStore": ""}, indent=2)
        cands, label, lk, where = [blob], "registry auth (base64 user:password)", "레지스트리 auth(base64 user:password)", ("~/.docker/config.json", "~/.docker/config.json")
    elif k == 2:
        blob = b64e((user + ":" + pw).encode("utf-8"))
        snip = "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nalways-auth=true" % (pick(DOMAINS), blob)
        cands, label, lk, where = [blob], "npm _auth (base64 user:password)", "npm _auth 값", (".npmrc", ".npmrc")
    elif k == 3:
        blob = b64e(pw.encode("utf-8"))
        snip = "$ kubectl get secret %s-db -o jsonpath='{.data.password}'\n%s\n$ kubectl get secret %s-db -o jsonpath='{.data.password}' | base64 -d\n%s" % ("app", blob, "app", pw)
        cands, label, lk, where = [blob, pw], "decoded Secret password", "디코딩한 Secret 비밀번호", ("terminal session", "터미널 출력")
    else:
        blob = b64e(pw.encode("utf-8"))
        snip = "$ echo -n '%s' | base64\n%s" % (pw, blob)
        cands, label, lk, where = [pw, blob], "password and its base64", "비밀번호와 base64 값", ("terminal session", "터미널 출력")
    ctx = make_ctx(lang, label, lk, where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, None, pick(["mc_snip", "lesson_snip"]))
    return mk("base64 secret: %s in %s (%s password) [%s]" % (label, where[0], PW_STYLE_EN[style], mode), "b64_secret/%d" % k,
              fields, cands, mode=mode)


def b_multi(lang):
    creds = [next_vendor() for _ in range(ri(1, 2))]
    items, cands, vends = [], [], []
    for c in creds:
        items += c["items"]
        cands += [it[2] for it in c["items"] if it[3]]
        vends.append(c["vendor"])
    if chance(0.7):
        s, cc, desc, envn = conn_string()
        if "\"" not in s:
            items.append((envn, "database_url", s, True))
            cands += cc
    if chance(0.5):
        t = pick(PW_THINGS)
        pw, _ = password(forbid="\"'\\` ")
        items.append((t[2], t[3], pw, True))
        cands.append(pw)
    opts = [x for x in ["dotenv", "compose", "k8s_secret", "json", "yaml", "helm", "export", "gha", "terraform", "toml", "table", "diff", "python"]
            if container_ok(x, items)]
    cont = pick(opts or ["dotenv"])
    ctx = make_ctx(lang, "credentials", "자격 증명", where=DESC[cont][lang == "ko"])
    snip = render(cont, with_filler(items, ri(0, 2)), lang, section="app", sid=ctx["svc_id"])
    fields, mode = compose(lang, ctx, snip, None, pick(["mc_snip", "lesson_snip"]))
    return mk("multiple secrets: %s in %s [%s]" % (" + ".join(vends), DESC[cont][0], mode), "multi/%s" % cont, fields, cands, vends, mode)


KO_CHAT_PW = ["관리자 계정 {u} / {pw} 입니다", "비번 {pw} 로 바꿨어요", "{u} 계정 비밀번호: {pw}", "아 그거 {pw} 예요. 대소문자 주의!",
              "임시 비번 {pw} 드릴게요. 로그인하고 바로 바꿔주세요"]
EN_CHAT_PW = ["admin login is {u} / {pw}", "changed it to {pw}", "password for {u}: {pw}", "it's {pw} (case sensitive!)",
              "temp password {pw}, please change it after first login"]


def b_chat_password(lang):
    pw, style = password(forbid="\"'\\`", allow_space=chance(0.15))
    u = pick(["admin", "root", "ops", person(), person() + "@" + pick(DOMAINS)])
    who = person()
    v = cyc("b_chat_password.v", 4)
    line = fill(pick(KO_CHAT_PW if (lang == "ko" or chance(0.2)) else EN_CHAT_PW), u=u, pw=pw)
    if v == 0:
        snip = "[%s] %s: %s\n[%s] %s: %s\n[%s] %s: %s" % (hhmm(), "me", "which account can I use for the vendor portal?" if lang == "en" else "협력사 포털 어떤 계정으로 들어가면 되나요?",
                                                        hhmm(), who, line, hhmm(), "me", "thanks" if lang == "en" else "감사합니다")
        where = ("Slack thread", "슬랙 스레드")
    elif v == 1:
        snip = "2025. %d. %d. 오후 %d:%02d, %s : %s" % (ri(1, 12), ri(1, 28), ri(1, 11), ri(0, 59), pick(["김민수", "이지영", "박현우", "최서연"]), line)
        where = ("KakaoTalk export", "카카오톡 대화 내보내기")
    elif v == 2:
        snip = "From: %s@%s\nSubject: %s\n\n%s\n" % (who, pick(DOMAINS), pick(["NAS 계정", "staging access", "VPN 계정 안내", "portal login"]), line)
        where = ("forwarded e-mail", "전달된 메일")
    else:
        snip = "%s commented on %s-%d:\n> %s" % (who, pick(["OPS", "IT", "HELP"]), ri(100, 9999), line)
        where = ("Jira comment", "Jira 댓글")
    t = pick(PW_THINGS)
    ctx = make_ctx(lang, t[0], t[1], where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, pw, pick(SNIP_MODES), personal=chance(0.7))
    return mk("chat: %s pasted in %s (%s password) [%s]" % (t[0], where[0], PW_STYLE_EN[style], mode), "chat_password/%s" % where[0],
              fields, [pw], mode=mode)


def special_file():
    u = pick(["deploy", "ci", "jenkins", person()])
    h = host()
    k = cyc("special_file.k", 16)
    pwf = lambda: password(forbid="\"'\\` #;")[0]
    if k == 0:
        pw = pwf()
        return "~/.netrc", "machine %s\n  login %s\n  password %s" % (h, u, pw), [pw], "netrc password"
    if k == 1:
        pw = password(forbid="\"'\\` :#")[0]
        return "~/.pgpass", "%s:5432:*:%s:%s\n%s:5432:analytics:report_ro:*" % (h, u, pw, host()), [pw], "pgpass password"
    if k == 2:
        t = crc_token("ghp_", 30)
        return "~/.git-credentials", "https://%s:%s@github.com" % (u, t), [t], "git credential store token"
    if k == 3:
        t = crc_token("npm_", 30)
        return ".npmrc", "@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s" % t, [t], "npm auth token"
    if k == 4:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(100, 140))
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t], "PyPI token"
    if k == 5:
        pw = pwf()
        return "~/.m2/settings.xml", ("<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>"
                                      % (u, pw.replace("&", "").replace("<", "").replace(">", "") or "x")), [pw.replace("&", "").replace("<", "").replace(">", "")], "Maven server password"
    if k == 6:
        t = rs(B64U, 32)
        return "pip.conf", "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi-group/simple" % (u, t, pick(DOMAINS)), [t], "pip index token"
    if k == 7:
        kid, sec = "AKIA" + rs(B32, 16), rs(AN + "+/", 40)
        return "~/.aws/credentials", "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (kid, sec), [kid, sec], "AWS shared credentials"
    if k == 8:
        t = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
                 "kubernetes.io/serviceaccount/service-account.name": "ci-deployer", "sub": "system:serviceaccount:%s:ci-deployer" % pick(ENVS)}, 256, "RS256")
        return "kubeconfig", "users:\n- name: ci-deployer\n  user:\n    token: %s" % t, [t], "kubeconfig service-account token"
    if k == 9:
        t = crc_token("gho_", 30)
        return "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, t), [t], "gh CLI OAuth token"
    if k == 10:
        t = "cio" + rs(AN, 32)
        return "~/.cargo/credentials.toml", "[registry]\ntoken = \"%s\"" % t, [t], "crates.io token"
    if k == 11:
        pw = pwf()
        return "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), [pw], "MySQL option file password"
    if k == 12:
        a, b = rs(UPAN, 20), rs(AN + "+/", 40)
        return "~/.s3cfg", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com" % (a, b), [a, b], "s3cmd keys"
    if k == 13:
        pw = b64ue(rbytes(ri(24, 40)))
        return "rclone.conf", "[nas]\ntype = sftp\nhost = %s\nuser = %s\npass = %s" % (h, u, pw), [pw], "rclone obscured password (reversible)"
    if k == 14:
        t = "dapi" + hexs(32)
        return "~/.databrickscfg", "[DEFAULT]\nhost = https://adb-%s.%d.azuredatabricks.net\ntoken = %s" % (rs(DG, 16), ri(1, 20), t), [t], "Databricks CLI token"
    pw = pwf()
    return "gradle.properties", "ossrhUsername=%s\nossrhPassword=%s\nsigning.keyId=%s" % (u, pw, rs(HEXU, 8)), [pw], "Gradle repository password"


def b_special_file(lang):
    fn, snip, cands, desc = special_file()
    ctx = make_ctx(lang, desc, desc, where=fn)
    fields, mode = compose(lang, ctx, snip, None, pick(["mc_snip", "lesson_snip"]))
    return mk("credential file: %s (%s) [%s]" % (fn, desc, mode), "special_file/%s" % fn, fields, cands, mode=mode)


def b_log_password(lang):
    u = pick(["admin", "jkim", "test01", person() + "@" + pick(DOMAINS)])
    k = cyc("b_log_password.k", 6)
    if k == 0:
        pw, style = password(forbid="\"'\\`")
        snip = "%s DEBUG [auth] POST /api/login body={\"username\": \"%s\", \"password\": \"%s\", \"remember\": true}" % (ts(), u, pw)
        cands, where = [pw], ("request log", "요청 로그")
    elif k == 1:
        pw, style = password(forbid="\"'\\`")
        pe = quote(pw, safe="")
        snip = '%s - - [%s +0900] "GET /legacy/login.do?userid=%s&password=%s HTTP/1.1" 302 0 "-" "Mozilla/5.0"' % (host(), ts_plain(), u.split("@")[0], pe)
        cands, where = [pe], ("nginx access log", "nginx access 로그")
    elif k == 2:
        pw, style = password(pick(["human", "random", "kbko"]), forbid=SHELL_UNSAFE)
        snip = "%s : %s : TTY=pts/%d ; PWD=/home/%s ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p%s -e SHOW PROCESSLIST" % (
            ts_plain(), u.split("@")[0], ri(0, 5), u.split("@")[0], pw)
        cands, where = [pw], ("auth.log sudo entry", "auth.log sudo 기록")
    elif k == 3:
        pw, style = password(forbid="\"'\\`")
        snip = ("PDOException: SQLSTATE[HY000] [1045] Access denied for user '%s'@'%s' (using password: YES)\n"
                "#0 /var/www/app/src/Db.php(%d): PDO->__construct('mysql:host=%s;dbname=shop', '%s', '%s')\n#1 {main}"
                % (u.split("@")[0], host(), ri(10, 99), host(), u.split("@")[0], pw))
        cands, where = [pw], ("PHP stack trace", "PHP 스택 트레이스")
    elif k == 4:
        pw, style = password(forbid="\"'\\`")
        snip = json.dumps({"breadcrumbs": [{"category": "http", "data": {"url": "/signup", "method": "POST"}},
                                           {"category": "form", "message": "submit", "data": {"email": u, "password": pw}}]}, indent=1, ensure_ascii=False)
        cands, where = [pw], ("Sentry event payload", "Sentry 이벤트 페이로드")
    else:
        pw, style = password(forbid="\"'\\` ")
        snip = ("%s INFO 1 --- [main] o.s.b.a.e.EnvironmentEndpoint : spring.datasource.username=%s\n%s INFO 1 --- [main] o.s.b.a.e.EnvironmentEndpoint : spring.datasource.password=%s"
                % (ts(), u.split("@")[0], ts(), pw))
        cands, where = [pw], ("actuator env dump in the logs", "로그에 찍힌 actuator env")
    ctx = make_ctx(lang, "user password" if k in (0, 1, 4) else "DB password", "사용자 비밀번호" if k in (0, 1, 4) else "DB 비밀번호", where=where[lang == "ko"])
    fields, mode = compose(lang, ctx, snip, None, pick(["mc_snip", "lesson_snip"]))
    return mk("log: password leaked in %s (%s) [%s]" % (where[0], PW_STYLE_EN[style], mode), "log_password/%d" % k, fields, cands, mode=mode)


# ---------------------------------------------------------------- clean notes: prose
EN_CLEAN_MC = [
    "I didn't know about {topic}. The user pasted:\n{snip}",
    "Needed to understand {topic} for {svc} ({env}). Relevant part of the {where}:\n{snip}",
    "{snip}\n^ from {who}, while we were discussing {topic}.",
    "The task assumed I knew {topic}; I did not. From the {where}:\n{snip}",
    "While reviewing {ticket} I was unsure about {topic}. Current {where}:\n{snip}",
    "Context for {ticket}: {topic}. The {where} looks like this:\n{snip}",
]
EN_CLEAN_MC_PLAIN = [
    "I didn't know about {topic}.",
    "Nobody mentioned {topic} in the task for {svc}.",
    "I was unsure about {topic} and guessed wrong the first time.",
    "The {svc} README says nothing about {topic}.",
]
EN_CLEAN_LSNIP = [
    "For reference, the correct {where} for {env}:\n{snip}",
    "{snip}\nThis is what {svc} expects; nothing in it needs to be kept private.",
    "Keep the {where} in this shape:\n{snip}",
]
EN_CLEAN_ASK = [
    "Should I document {topic} in the {svc} README?",
    "",
    "Is there a runbook that covers {topic}?",
    "Who should review changes to the {where} for {svc}?",
    "Do you want the same change applied to the other environments?",
    "",
]
KO_CLEAN_MC = [
    "{topic}에 대해 몰랐음. 사용자가 붙여준 내용:\n{snip}",
    "{env} {svc} 작업에서 {topic}를 이해해야 했음. {where} 중 관련 부분:\n{snip}",
    "{snip}\n↑ {topic} 얘기하다가 {who_i} 보내준 것.",
    "작업 지시가 {topic}를 안다고 가정했는데 나는 몰랐음. {where} 기준:\n{snip}",
    "{ticket} 리뷰 중 {topic}가 헷갈렸음. 현재 {where}:\n{snip}",
]
KO_CLEAN_MC_PLAIN = [
    "{topic}에 대해 몰랐음.",
    "{svc} 작업 지시에 {topic} 얘기가 없었음.",
    "{topic}를 잘 몰라서 처음에 잘못 추측함.",
    "{svc} README에 {topic} 설명이 없음.",
]
KO_CLEAN_LSNIP = [
    "참고용 {env} 기준 올바른 {where}:\n{snip}",
    "{snip}\n{svc_i} 기대하는 형태이고, 여기엔 숨겨야 할 값이 없음.",
    "{where}는 이 형태로 유지할 것:\n{snip}",
]
KO_CLEAN_ASK = [
    "{topic} 내용을 {svc} README에 정리해 둘까요?",
    "",
    "{topic} 관련 런북이 있나요?",
    "{svc}의 {where} 변경은 누가 리뷰해야 하나요?",
    "다른 환경에도 같은 변경을 적용할까요?",
    "",
]


def clean_compose(lang, topic, snip, where, lessons, place=None):
    ctx = make_ctx(lang, "x", "x", where=where)
    ctx["topic"] = topic
    if lang == "ko":
        # topic particles: the frames use plain {topic}에/를/가 -- rewrite with proper particles
        pass
    kw = dict(ctx, snip=snip or "")
    en = lang == "en"
    place = place or (pick(["mc", "lesson", "mc", "mc_lesson_text"]) if snip else "none")
    les = fill(pick(lessons), **kw)
    if place == "mc":
        mc = fill(pick(EN_CLEAN_MC if en else KO_CLEAN_MC), **kw)
        lesson = les
    elif place == "lesson":
        mc = fill(pick(EN_CLEAN_MC_PLAIN if en else KO_CLEAN_MC_PLAIN), **kw)
        lesson = fill(pick(EN_CLEAN_LSNIP if en else KO_CLEAN_LSNIP), **kw) + "\n" + les
    elif place == "mc_lesson_text":
        mc = fill(pick(EN_CLEAN_MC if en else KO_CLEAN_MC), **kw)
        lesson = les + " " + fill(pick(lessons), **kw) if chance(0.4) else les
    else:
        mc = fill(pick(EN_CLEAN_MC_PLAIN if en else KO_CLEAN_MC_PLAIN), **kw)
        lesson = les
    ask = fill(pick(EN_CLEAN_ASK if en else KO_CLEAN_ASK), **kw)
    if lang == "ko":
        mc, lesson, ask = ko_fix_particles(mc, topic), ko_fix_particles(lesson, topic), ko_fix_particles(ask, topic)
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, place


def ko_fix_particles(text, word):
    """Fix 를/가/는/와 right after `word` according to its final consonant."""
    b = _batchim(word)
    for a_, b_ in (("를", "을"), ("가", "이"), ("는", "은"), ("와", "과")):
        wrong, right = (word + a_, word + b_) if b else (word + b_, word + a_)
        text = text.replace(wrong, right)
    return text


def cnote(category, template, fields, risky=True, publishable=False):
    if publishable:
        category += " [publishable]"
    return {"category": category, "template": template, "fields": fields, "cands": [], "vendors": [], "mode": "",
            "risky": risky}


# ---------------------------------------------------------------- clean builders (part 1)
def placeholder_value(envname, real):
    k = ri(0, 8)
    if k >= 7:
        m = re.match(r"^[A-Za-z]{2,12}[0-9]{0,2}[_\-.]([a-z]{2,7}[_\-.])?", real)
        pre = m.group(0) if m else ""
        return pre + pick(["x", "X", "0"]) * max(8, min(40, len(real) - len(pre)))
    return [lambda: "<YOUR_%s>" % envname, lambda: "your-%s-here" % envname.lower().replace("_", "-"),
            lambda: "REPLACE_ME", lambda: "x" * pick([16, 24, 32, 40]), lambda: "<%s>" % envname.lower(),
            lambda: "TODO_set_me", lambda: "*" * 8][k]()


def c_placeholder(lang):
    c = next_vendor_clean()
    if chance(0.12):
        items = [("AWS_ACCESS_KEY_ID", "aws_access_key_id", "AKIAIOSFODNN7EXAMPLE", False),
                 ("AWS_SECRET_ACCESS_KEY", "aws_secret_access_key", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", False)]
        label = "AWS documentation example keys"
    else:
        items = [(e, k, placeholder_value(e, v), False) for e, k, v, l in c["items"]]
        label = "%s placeholders" % c["vendor"]
    cont = pick([x for x in ["dotenv", "yaml", "json", "toml", "properties", "compose", "k8s_env", "python", "js", "go",
                             "terraform", "helm", "export", "table", "diff", "dockerfile"] if container_ok(x, items)])
    snip = render(cont, with_filler(items, ri(0, 2)), lang, section="app")
    if cont != "diff" and chance(0.5):
        snip = ("# copy to .env and fill in real values\n" if cont in ("dotenv", "export") else "") + snip
    topic = ("the placeholders in the sample %s" % DESC[cont][0]) if lang == "en" else "샘플 %s에는 자리표시자만 있다는 점" % DESC[cont][1]
    les = (["The sample file is a template; real values come from {store} at deploy time, so the placeholders must stay as they are.",
            "Don't fail the lint on these placeholder values; they are intentionally fake and documented in the README.",
            "When the app starts with a placeholder value it should fail fast with a clear error instead of calling the provider."]
           if lang == "en" else
           ["샘플 파일은 템플릿이고 실제 값은 배포 시 {store}에서 주입됨. 자리표시자는 그대로 둘 것.",
            "이 자리표시자 값들은 일부러 가짜로 넣은 것이니 린트에서 실패 처리하지 말 것.",
            "자리표시자 값으로 기동하면 외부 API를 부르기 전에 명확한 에러로 바로 종료하게 할 것."])
    f, place = clean_compose(lang, topic, snip, DESC[cont][lang == "ko"], les)
    return cnote("clean: %s in %s" % (label, DESC[cont][0]), "c_placeholder/%s" % cont, f)


CLEAN_VENDOR_QUEUE = []


def next_vendor_clean():
    if not CLEAN_VENDOR_QUEUE:
        CLEAN_VENDOR_QUEUE.extend(sample(VENDORS, len(VENDORS)))
    return CLEAN_VENDOR_QUEUE.pop(0)()


def ref_value(envname, cont):
    low = envname.lower().replace("_", "-")
    opts = {
        "dotenv": ["${%s}" % envname, "$(cat /run/secrets/%s)" % low, "op://Engineering/%s/credential" % low],
        "compose": ["${%s:?missing}" % envname, "${%s}" % envname],
        "gha": ["${{ secrets.%s }}" % envname],
        "gitlab_ci": ["$%s" % envname, "${CI_%s}" % envname],
        "helm": ["{{ .Values.secrets.%s }}" % camel(low.replace("-", "_")), "{{ required \"set %s\" .Values.%s }}" % (envname, camel(low.replace("-", "_")))],
        "yaml": ["${%s}" % envname, "${ssm:/%s/%s}" % (pick(ENVS), low), "vault:secret/data/%s#%s" % (pick(SERVICES), low)],
        "terraform": ["var.%s" % low.replace("-", "_"), "data.aws_secretsmanager_secret_version.%s.secret_string" % low.replace("-", "_")],
        "properties": ["${%s}" % envname, "${vault.%s}" % low],
        "json": ["@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (pick(ENVS), low),
                 "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s-%s" % (rs(DG, 12), pick(ENVS), low, rs(AN, 6)),
                 "projects/%s/secrets/%s/versions/latest" % (rs(DG, 12), low)],
    }
    return pick(opts.get(cont, ["${%s}" % envname]))


def c_env_ref(lang):
    c = next_vendor_clean()
    k = cyc("c_env_ref.k", 3)
    if k == 0:
        cont = pick(["dotenv", "compose", "gha", "gitlab_ci", "helm", "yaml", "terraform", "properties", "json"])
        items = [(e, kk, ref_value(e, cont), False) for e, kk, v, l in c["items"]]
        snip = render(cont, with_filler(items, ri(0, 2)), lang, section="app")
        if cont == "terraform":
            snip = snip.replace('"var.', 'var.').replace('"data.', 'data.').replace('_string"', '_string')
            snip = re.sub(r'= (var\.[a-z_]+)"', r'= \1', snip)
        where = DESC[cont]
    elif k == 1:
        e = c["items"][-1][0]
        lang_code = pick(["py", "js", "go", "java", "rb", "rs", "cs"])
        snip = {"py": 'api_key = os.environ["%s"]' % e, "js": "const apiKey = process.env.%s;\nif (!apiKey) throw new Error('%s is not set');" % (e, e),
                "go": 'key := os.Getenv("%s")\nif key == "" {\n\tlog.Fatal("%s missing")\n}' % (e, e), "java": 'String key = System.getenv("%s");' % e,
                "rb": "api_key = ENV.fetch('%s')" % e, "rs": 'let key = std::env::var("%s").expect("%s not set");' % (e, e),
                "cs": 'var key = builder.Configuration["%s"];' % e}[lang_code]
        where = ("code", "코드")
    else:
        e = c["items"][-1][0]
        sname = "%s-%s" % (pick(SERVICES), e.lower().replace("_", "-"))
        snip = ("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s" % (e, sname, e.lower())
                if chance(0.5) else
                "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: %s\n    kind: ClusterSecretStore\n  data:\n    - secretKey: %s\n      remoteRef:\n        key: %s/%s\n        property: value"
                % (sname, pick(["aws-sm", "vault-backend", "gcp-sm"]), e, pick(ENVS), sname))
        where = ("Kubernetes manifest", "k8s 매니페스트")
    topic = ("where the %s for %s comes from" % (c["what"], c["vendor"])) if lang == "en" else "%s %s 값의 출처" % (c["vendor"], ko_noun(c["what_ko"]))
    les = (["Nothing secret is in the repo: the value is resolved from {store} at runtime, so the reference above is safe to commit.",
            "When the variable is missing the job fails at startup; set it in {store} instead of editing the file.",
            "The reference name must match the key in {store} exactly, including case."]
           if lang == "en" else
           ["리포에는 비밀 값이 없음. 실행 시 {store}에서 값을 해석하므로 위 참조는 커밋해도 안전함.",
            "변수가 없으면 기동 시 실패함. 파일을 고치지 말고 {store}에 값을 넣을 것.",
            "참조 이름은 {store}의 키와 대소문자까지 정확히 일치해야 함."])
    f, _ = clean_compose(lang, topic, snip, where[lang == "ko"], les)
    return cnote("clean: secret reference (%s) for %s" % (where[0], c["vendor"]), "c_env_ref/%d" % k, f)


def c_masked(lang):
    k = cyc("c_masked.k", 9)
    last4 = rs(AN, 4)
    if k == 0:
        snip = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (rs(UPAN, 4), rs(AN, 4))
        label = "aws configure list output"
    elif k == 1:
        snip = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % person()
        label = "gh auth status output"
    elif k == 2:
        snip = "$ kubectl describe secret %s-db\nName:         %s-db\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % ("app", "app", ri(12, 32), ri(3, 12))
        label = "kubectl describe secret output"
    elif k == 3:
        snip = "STRIPE_SECRET_KEY=sk_live_...%s   (shown in dashboard as sk_live_••••%s)" % (last4, last4)
        label = "Stripe key shown with last 4 only"
    elif k == 4:
        snip = "%s INFO [config] loaded DB_PASSWORD=******** API_TOKEN=[REDACTED] SMTP_PASSWORD=<hidden>" % ts()
        label = "log with masked values"
    elif k == 5:
        snip = "Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    AWS_SECRET_ACCESS_KEY: ***\n+ curl -H 'Authorization: Bearer ***' https://api.%s/v1/deploy" % pick(DOMAINS)
        label = "CI log with *** masking"
    elif k == 6:
        snip = "$ vault token lookup\nKey                 Value\n---                 -----\naccessor            %s\ncreation_time       %d\ndisplay_name        oidc-%s\nexpire_time         2025-%02d-%02dT10:00:00+09:00\npolicies            [default dev-readonly]\nttl                 %dh%dm" % (rs(AN, 24), ri(1730000000, 1760000000), person(), ri(1, 12), ri(1, 28), ri(1, 8), ri(0, 59))
        label = "vault token lookup (accessor only)"
    elif k == 7:
        snip = "| name | value |\n|---|---|\n| DB_PASSWORD | •••••••• (in 1Password) |\n| OPENAI_API_KEY | sk-...%s |\n| SLACK_WEBHOOK | https://hooks.slack.com/services/T…/B…/… |" % last4
        label = "wiki table with masked values"
    else:
        snip = "AKIA****************  (key id truncated by the console)\nSecret access key: hidden, can only be viewed at creation time"
        label = "IAM console masked key"
    topic = "what the masked values in the %s mean" % label if lang == "en" else "%s에 보이는 마스킹 값의 의미" % label
    les = (["The tool masks credentials by design; the real values never appear in this output, so it is safe to paste into tickets.",
            "Only the last characters are shown, which is enough to tell which key is in use without exposing it.",
            "If a masked value shows up as a literal ***, the secret was not injected; check the {store} mapping."]
           if lang == "en" else
           ["도구가 의도적으로 자격 증명을 마스킹하므로 실제 값은 출력에 나오지 않음. 티켓에 붙여도 안전함.",
            "끝 몇 글자만 보여서 어떤 키가 쓰이는지만 구분 가능하고 값 자체는 노출되지 않음.",
            "값이 *** 그대로 찍히면 시크릿 주입이 안 된 것. {store} 매핑을 확인할 것."])
    f, _ = clean_compose(lang, topic, snip, "output" if lang == "en" else "출력", les)
    return cnote("clean: masked output (%s)" % label, "c_masked/%d" % k, f)


def c_hashes(lang):
    k = cyc("c_hashes.k", 8)
    if k == 0:
        snip = "\n".join("%s  %s" % (hexs(64), fn) for fn in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "SBOM.spdx.json"], ri(2, 4)))
        label = "sha256sum output"
    elif k == 1:
        snip = "docker pull ghcr.io/acme/%s@sha256:%s\nDigest: sha256:%s\nStatus: Downloaded newer image" % (pick(SERVICES), hexs(64), hexs(64))
        label = "image digests"
    elif k == 2:
        snip = "\n".join("%s %s" % (hexs(7), m) for m in sample(["fix: retry on 429", "chore: bump deps", "feat(api): add export endpoint", "revert \"feat: new cache\"", "docs: update runbook", "test: flaky timezone test"], ri(3, 5)))
        snip = "$ git log --oneline -n 5\n" + snip + "\n$ git rev-parse HEAD\n" + hexs(40)
        label = "git log"
    elif k == 3:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            "lodash", 4, 17, 21, "lodash", "lodash", 4, 17, 21, b64e(rbytes(64)))
        label = "package-lock integrity"
    elif k == 4:
        snip = "\n".join("%s v%d.%d.%d h1:%s" % (m, ri(0, 2), ri(0, 30), ri(0, 20), b64e(rbytes(32))) for m in sample(["github.com/spf13/cobra", "golang.org/x/net", "google.golang.org/grpc", "github.com/stretchr/testify"], 2))
        label = "go.sum lines"
    elif k == 5:
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (ri(10, 80), b64e(rbytes(32)), hexs(64), hexs(64))
        label = ".terraform.lock.hcl"
    elif k == 6:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        label = "pip hash-pinned requirements"
    else:
        snip = "commit %s\nAuthor: %s <%s@%s>\n\n    Fix nil deref in export\n\n    Change-Id: I%s" % (hexs(40), person(), person(), pick(DOMAINS), hexs(40))
        label = "Gerrit commit with Change-Id"
    topic = "the %s" % label if lang == "en" else label
    les = (["These are content hashes for integrity checks, not secrets; compare them, don't redact them.",
            "Pin by digest rather than tag so the deploy is reproducible.",
            "A mismatch here means the artifact changed, not that a credential leaked."]
           if lang == "en" else
           ["이 값들은 무결성 확인용 해시이지 비밀이 아님. 비교만 하면 됨.",
            "태그 대신 다이제스트로 고정해야 배포가 재현 가능함.",
            "여기서 불일치가 나면 아티팩트가 바뀐 것이지 자격 증명이 유출된 게 아님."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: hashes/digests (%s)" % label, "c_hashes/%d" % k, f)


def c_ids(lang):
    k = cyc("c_ids.k", 7)
    if k == 0:
        snip = "HTTP/1.1 502 Bad Gateway\nx-request-id: %s\nx-amzn-trace-id: Root=1-%s-%s\ncf-ray: %s-ICN" % (uuid4(), hexs(8), hexs(24), hexs(16))
        label = "response headers with request ids"
    elif k == 1:
        snip = "traceparent: 00-%s-%s-01\ndd.trace_id=%d dd.span_id=%d" % (hexs(32), hexs(16), ri(10 ** 18, 10 ** 19 - 1), ri(10 ** 18, 10 ** 19 - 1))
        label = "trace context ids"
    elif k == 2:
        snip = "{\n  \"error\": {\n    \"type\": \"invalid_request_error\",\n    \"message\": \"No such customer: 'cus_%s'\",\n    \"request_log_url\": \"https://dashboard.stripe.com/logs/req_%s\"\n  }\n}" % (rs(AN, 14), rs(AN, 14))
        label = "Stripe error with object ids"
    elif k == 3:
        snip = "Idempotency-Key: %s\nX-Correlation-ID: %s\nevent_id=%s" % (uuid4(), uuid4(), hexs(32))
        label = "idempotency and correlation ids"
    elif k == 4:
        crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
        snip = "order_id=%s\nshipment_id=%s\njob=%s" % (rs(crock, 26), rs(crock, 26), uuid4())
        label = "ULID order ids"
    elif k == 5:
        snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (pick(SERVICES), hexs(10), rs(LOAN, 5), uuid4(), ri(10 ** 6, 10 ** 8))
        label = "pod metadata"
    else:
        snip = "RequestId: %s\nAn error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4)" % uuid4()
        label = "AWS error with RequestId"
    topic = "the ids in the %s" % label if lang == "en" else "%s에 있는 ID들" % label
    les = (["Request and trace ids are safe to share with support; they are how the vendor finds the failing call.",
            "Always include the request id when filing a ticket with the provider.",
            "These ids are random but not credentials; grep the logs for them to follow one request across services."]
           if lang == "en" else
           ["요청 ID와 트레이스 ID는 지원팀에 공유해도 됨. 벤더가 실패한 호출을 찾는 키임.",
            "벤더에 티켓을 낼 때 request id를 항상 같이 적을 것.",
            "무작위 문자열이지만 자격 증명이 아님. 로그에서 grep해서 서비스 간 요청을 추적하면 됨."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: request/trace ids (%s)" % label, "c_ids/%d" % k, f)


# ---------------------------------------------------------------- clean builders (part 2)
def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "ed25519", "rsa", "ecdsa"])
    if kind == "ed25519":
        blob = sshstr(b"ssh-ed25519") + sshstr(rbytes(32))
        name = "ssh-ed25519"
    elif kind == "ecdsa":
        blob = sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(b"\x04" + rbytes(64))
        name = "ecdsa-sha2-nistp256"
    else:
        blob = sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + bytes([0x80 | R.getrandbits(7)]) + rbytes(pick([255, 383])))
        name = "ssh-rsa"
    fp = "SHA256:" + b64e(hashlib.sha256(blob).digest()).rstrip("=")
    return name, b64e(blob), fp


def c_pubkeys(lang):
    k = cyc("c_pubkeys.k", 9)
    who = "%s@%s" % (person(), pick(["laptop", "ci", "macbook", "deploy-box"]))
    if k == 0:
        name, b, fp = ssh_pub()
        snip = "%s %s %s" % (name, b, who)
        label = "SSH public key (authorized_keys)"
    elif k == 1:
        name, b, fp = ssh_pub("ed25519")
        snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s (ED25519)" % (fp, who)
        label = "SSH key fingerprint"
    elif k == 2:
        lines = []
        for hn in sample(["github.com", "gitlab.com", "bitbucket.org", "git." + pick(DOMAINS)], 2):
            name, b, fp = ssh_pub("ed25519")
            lines.append("%s %s %s" % (hn, name, b))
        snip = "\n".join(lines)
        label = "known_hosts entries"
    elif k == 3:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines_of(b64e(der), 64)) + "\n-----END PUBLIC KEY-----"
        label = "EC public key (PEM)"
    elif k == 4:
        fpr = rs(HEXU, 40)
        snip = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@%s>\nsub   cv25519 2024-%02d-%02d [E]" % (ri(1, 12), ri(1, 28), fpr, person().capitalize(), person(), pick(DOMAINS), ri(1, 12), ri(1, 28))
        label = "GPG public key listing"
    elif k == 5:
        head = bytes.fromhex("308203") + rbytes(1) + bytes.fromhex("308202") + rbytes(1) + bytes.fromhex("a0030201020214") + rbytes(20) + bytes.fromhex("300d06092a864886f70d01010b0500") + rbytes(ri(150, 200))
        snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines_of(b64e(head), 64)[:ri(3, 5)]) + "\n...\n-----END CERTIFICATE-----"
        label = "X.509 certificate (public)"
    elif k == 6:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 16), "use": "sig", "alg": "RS256", "n": b64ue(rbytes(256)), "e": "AQAB"}]}, indent=1)
        label = "JWKS public key"
    elif k == 7:
        snip = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.0.%d/32\nPersistentKeepalive = 25" % (who, b64e(rbytes(32)), ri(0, 99), ri(2, 250))
        label = "WireGuard peer public key"
    else:
        snip = "# recipients for sops\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH32, 58), rs(BECH32, 58))
        label = "age recipients (public keys)"
    topic = "the %s" % label if lang == "en" else label
    les = (["Public keys and fingerprints are meant to be shared; adding this to the repo is fine.",
            "Verify the fingerprint out of band before trusting the key.",
            "Only the public half goes into config; the private key stays on the owner's machine or in {store}."]
           if lang == "en" else
           ["공개 키와 지문은 공유용이라 리포에 넣어도 괜찮음.",
            "키를 신뢰하기 전에 지문을 별도 채널로 확인할 것.",
            "설정에는 공개 키만 들어가고 개인 키는 소유자 PC나 {store}에만 둠."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: %s" % label, "c_pubkeys/%d" % k, f)


def c_ids_not_secret(lang):
    k = cyc("c_ids_not_secret.k", 10)
    if k == 0:
        acct = rs(DG, 12)
        snip = "role_arn = arn:aws:iam::%s:role/%s-deployer\nsource_profile = sso\nregion = ap-northeast-2\n# account %s (prod)" % (acct, pick(SERVICES), acct)
        label = "AWS account id and role ARN"
    elif k == 1:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\n# auth token is injected from %s" % (hexs(32), hexs(32), pick(STORES))
        label = "Twilio Account SID (auth token elsewhere)"
    elif k == 2:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nREDIRECT_URI=https://app.%s/oauth/callback" % (rs(DG, 12), rs(LOAN, 32), pick(DOMAINS))
        label = "Google OAuth client id"
    elif k == 3:
        snip = "ARM_TENANT_ID=%s\nARM_SUBSCRIPTION_ID=%s\nARM_CLIENT_ID=%s\nARM_USE_OIDC=true" % (uuid4(), uuid4(), uuid4())
        label = "Azure tenant/subscription/client ids (OIDC, no secret)"
    elif k == 4:
        snip = "team: T%s\nchannel: C%s (#%s)\nbot user: U%s" % (rs(UPAN, 10), rs(UPAN, 10), pick(["deploys", "alerts-prod", "ops"]), rs(UPAN, 10))
        label = "Slack workspace/channel ids"
    elif k == 5:
        snip = "CF_ZONE_ID=%s\nCF_ACCOUNT_ID=%s\n# token comes from the CI secret CF_API_TOKEN" % (hexs(32), hexs(32))
        label = "Cloudflare zone and account ids"
    elif k == 6:
        snip = "GITHUB_APP_ID=%d\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_CLIENT_ID=Iv23li%s\n# private key: mounted from secret github-app-pem" % (ri(100000, 999999), ri(10 ** 7, 10 ** 8), rs(AN, 14))
        label = "GitHub App ids"
    elif k == 7:
        snip = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%d\nWECHAT_APPID=wx%s\n# client secrets live in %s" % (rs(AN, 20), ri(100000, 999999), hexs(16), pick(STORES))
        label = "Naver/Kakao/WeChat app ids"
    elif k == 8:
        snip = "APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nBUNDLE_ID=com.%s.app" % (rs(UPAN, 10), rs(UPAN, 10), pick(["acme", "hanbit", "tokyolab"]))
        label = "Apple team and key ids"
    else:
        snip = "kms_key_id = \"arn:aws:kms:ap-northeast-2:%s:key/%s\"\nalias      = \"alias/%s-data\"" % (rs(DG, 12), uuid4(), pick(SERVICES))
        label = "KMS key ARN"
    topic = "the %s" % label if lang == "en" else label
    les = (["These are identifiers, not credentials; they can live in the repo next to the code.",
            "The matching secret is stored separately in {store}; only the ids are in config.",
            "Copying ids between environments is the usual cause of 'resource not found', so double-check the {env} values."]
           if lang == "en" else
           ["이 값들은 식별자이지 자격 증명이 아니므로 코드와 함께 리포에 있어도 됨.",
            "짝이 되는 시크릿은 {store}에 따로 있고 설정에는 ID만 있음.",
            "환경 간에 ID를 복사하면 'resource not found'가 흔히 나니 {env} 값을 다시 확인할 것."])
    f, _ = clean_compose(lang, topic, snip, "config" if lang == "en" else "설정", les)
    return cnote("clean: non-secret identifiers (%s)" % label, "c_ids_not_secret/%d" % k, f)


def c_b64_data(lang):
    k = cyc("c_b64_data.k", 6)
    if k == 0:
        data = json.dumps({"env": pick(ENVS), "features": sample(["new-checkout", "dark-mode", "fast-search", "beta-export"], 2), "version": "%d.%d" % (ri(1, 5), ri(0, 20))}, separators=(",", ":"))
        snip = "FEATURE_FLAGS_B64=%s\n# decodes to: %s" % (b64e(data.encode()), data)
        label = "base64 feature-flag JSON"
    elif k == 1:
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: branding\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAAA%s" % b64e(rbytes(ri(60, 90)))
        label = "ConfigMap binaryData (logo)"
    elif k == 2:
        ud = "#cloud-config\npackages:\n  - nginx\n  - htop\nruncmd:\n  - systemctl enable --now nginx\n"
        snip = 'user_data_base64 = "%s"' % b64e(ud.encode())
        label = "base64 cloud-init user data"
    elif k == 3:
        txt = "# %s\n\nInternal service. See docs/runbook.md for on-call steps.\n" % pick(SERVICES)
        snip = json.dumps({"name": "README.md", "encoding": "base64", "content": b64e(txt.encode())}, indent=2)
        label = "GitHub contents API response"
    elif k == 4:
        msg = json.dumps({"order_id": rs(DG, 9), "status": pick(["PAID", "SHIPPED", "CANCELLED"]), "ts": ts()}, separators=(",", ":"))
        snip = "kcat -C -t orders.events -o -1 -e -f '%%s\\n'\n%s" % b64e(msg.encode())
        label = "base64 Kafka message"
    else:
        s = pick(["hello world", "staging", "ap-northeast-2", "orders-v2"])
        snip = "$ echo -n '%s' | base64\n%s" % (s, b64e(s.encode()))
        label = "base64 of a plain string"
    topic = "the %s" % label if lang == "en" else label
    les = (["Base64 is only an encoding; this payload is plain configuration and contains nothing secret.",
            "Decode it before reviewing the change; the diff of the encoded form is unreadable.",
            "Don't confuse this with a Secret: ConfigMaps and user data are readable by anyone with project access."]
           if lang == "en" else
           ["base64는 인코딩일 뿐이고 이 값은 평범한 설정이라 비밀이 없음.",
            "리뷰 전에 디코딩해서 볼 것. 인코딩된 상태의 diff는 읽을 수 없음.",
            "Secret과 헷갈리지 말 것. ConfigMap과 user data는 프로젝트 권한만 있으면 누구나 읽음."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: %s" % label, "c_b64_data/%d" % k, f)


def c_long_ids(lang):
    k = cyc("c_long_ids.k", 7)
    if k == 0:
        snip = "s3://acme-datalake-%s/raw/events/year=2025/month=%02d/day=%02d/hour=%02d/part-00%03d-%s-c000.snappy.parquet" % (pick(ENVS), ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 199), uuid4())
        label = "S3 object key"
    elif k == 1:
        snip = "%s.dkr.ecr.ap-northeast-2.amazonaws.com/%s@sha256:%s" % (rs(DG, 12), pick(SERVICES), hexs(64))
        label = "ECR image reference"
    elif k == 2:
        snip = "arn:aws:states:ap-northeast-2:%s:execution:%s-settlement-StateMachine%s:%s" % (rs(DG, 12), pick(ENVS), rs(UPAN, 12), uuid4())
        label = "Step Functions execution ARN"
    elif k == 3:
        snip = "{\"extensions\":{\"persistedQuery\":{\"version\":1,\"sha256Hash\":\"%s\"}},\"operationName\":\"GetOrderHistory\"}" % hexs(64)
        label = "GraphQL persisted query hash"
    elif k == 4:
        snip = "at com.acme.%s.internal.SettlementBatchCoordinator$$Lambda$%d/0x%016x.apply(Unknown Source)\nat java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1768)" % (pick(["ledger", "billing"]), ri(100, 999), R.getrandbits(48))
        label = "JVM lambda frame"
    elif k == 5:
        snip = "%s-stack-AssetsBucket%s-%s" % (pick(SERVICES), rs(UPAN, 8), rs(LOAN + UP, 13))
        label = "CloudFormation physical id"
    else:
        snip = "//services/%s/internal/handlers:handlers_test_shard_%d_of_%d (cached) PASSED in %.1fs" % (pick(SERVICES).replace("-", "_"), ri(1, 8), 8, R.random() * 20)
        label = "Bazel target label"
    topic = "the %s" % label if lang == "en" else label
    les = (["Long random-looking ids like this are generated names, not keys; log and share them freely.",
            "Copy the full id; truncating it breaks the lookup.",
            "Use this id in the support ticket so the team can find the exact run."]
           if lang == "en" else
           ["이런 긴 무작위 문자열은 생성된 이름이지 키가 아님. 로그나 공유에 써도 됨.",
            "ID는 전체를 복사할 것. 잘리면 조회가 안 됨.",
            "지원 티켓에 이 ID를 적어야 정확한 실행을 찾을 수 있음."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: long identifier (%s)" % label, "c_long_ids/%d" % k, f)


def c_versions(lang):
    k = cyc("c_versions.k", 4)
    if k == 0:
        snip = "\n".join("%s==%d.%d.%d" % (p, ri(0, 5), ri(0, 40), ri(0, 20)) for p in sample(["django", "celery", "redis", "boto3", "psycopg2-binary", "pydantic", "httpx", "sqlalchemy"], 4))
        label = "requirements pins"
    elif k == 1:
        snip = "image: ghcr.io/acme/%s:%d.%d.%d-rc.%d+build.2025%02d%02d.%s" % (pick(SERVICES), ri(1, 4), ri(0, 30), ri(0, 9), ri(1, 5), ri(1, 12), ri(1, 28), hexs(7))
        label = "pre-release image tag"
    elif k == 2:
        snip = "$ node -v && npm -v && java -version 2>&1 | head -1\nv%d.%d.%d\n%d.%d.%d\nopenjdk version \"21.0.%d\" 2024-%02d-%02d LTS" % (ri(18, 22), ri(0, 18), ri(0, 9), ri(9, 10), ri(0, 9), ri(0, 4), ri(1, 6), ri(1, 12), ri(1, 28))
        label = "toolchain versions"
    else:
        snip = "| package | from | to |\n|---|---|---|\n" + "\n".join("| %s | %d.%d.%d | %d.%d.%d |" % (p, ri(1, 5), ri(0, 20), ri(0, 9), ri(1, 5), ri(0, 20), ri(0, 9)) for p in sample(["react", "next", "typescript", "eslint", "vite", "axios"], 3))
        label = "dependency bump table"
    topic = "the %s" % label if lang == "en" else label
    les = (["Pin exact versions in CI; the floating tag pulled a breaking release last time.",
            "The rc tag is only for {env}; prod must use the final release.",
            "Record the versions in the ticket so the regression can be bisected."]
           if lang == "en" else
           ["CI에서는 정확한 버전으로 고정할 것. 지난번에 floating 태그가 호환성 깨지는 릴리스를 받아옴.",
            "rc 태그는 {env} 전용이고 운영은 정식 릴리스를 써야 함.",
            "회귀 원인 추적을 위해 티켓에 버전을 기록해 둘 것."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: versions (%s)" % label, "c_versions/%d" % k, f)


POLICY_EN = [
    "Passwords for service accounts must be at least {n} characters, generated by the password manager, and rotated every {d} days; never reuse the last {r}.",
    "mysql -p without a value makes the client prompt for the password, which keeps it out of shell history; the attached form -pSECRET is what we want to avoid.",
    "docker login --password-stdin reads the password from standard input, so pipe it from the secret file instead of passing -p.",
    "PGPASSFILE points psql at a .pgpass file with 0600 permissions; psql refuses the file if it is group-readable.",
    "In bash, `read -s DB_PASS` reads a password without echoing it; unset the variable afterwards.",
    "The IdP enforces MFA for all admins; TOTP seeds are enrolled per person and never shared in chat.",
    "Recovery codes are printed once at enrollment and go into the sealed envelope in the safe, not into the wiki.",
    "Our rule: API keys older than {d} days are revoked automatically by the nightly job; owners get a Slack reminder {r} days before.",
]
POLICY_KO = [
    "서비스 계정 비밀번호는 최소 {n}자, 비밀번호 관리자로 생성, {d}일마다 교체하고 최근 {r}개는 재사용 금지.",
    "mysql -p 뒤에 값을 안 붙이면 프롬프트로 비밀번호를 물어봐서 셸 히스토리에 안 남음. -p에 바로 붙여 쓰는 방식은 피할 것.",
    "docker login --password-stdin은 표준 입력으로 비밀번호를 받으니 -p 대신 시크릿 파일에서 파이프로 넘길 것.",
    "PGPASSFILE로 .pgpass 파일을 지정할 수 있고, 권한이 0600이 아니면 psql이 파일을 무시함.",
    "bash에서 `read -s DB_PASS`로 입력하면 화면에 안 보임. 쓰고 나서 unset 할 것.",
    "IdP에서 관리자 전원 MFA 필수. TOTP 시드는 개인별로 등록하고 채팅으로 공유하지 않음.",
    "복구 코드는 등록할 때 한 번만 출력되고 위키가 아니라 금고의 봉투에 보관함.",
    "규칙: {d}일 넘은 API 키는 야간 잡이 자동 폐기하고, 소유자에게 {r}일 전에 슬랙 알림이 감.",
]


def c_policy(lang):
    bank = POLICY_EN if lang == "en" else POLICY_KO
    kw = {"n": pick([12, 14, 16, 20]), "d": pick([30, 60, 90, 180]), "r": pick([3, 5, 7, 10])}
    a, b = sample(bank, 2)
    if chance(0.35):
        snip = 'resource "aws_iam_account_password_policy" "strict" {\n  minimum_password_length        = %d\n  require_symbols                = true\n  max_password_age               = %d\n  password_reuse_prevention      = %d\n  allow_users_to_change_password = true\n}' % (kw["n"], kw["d"], kw["r"])
        label = "password policy (Terraform, no values)"
    else:
        snip = None
        label = "password/flag handling prose"
    topic = "our password and credential-handling rules" if lang == "en" else "비밀번호·자격 증명 취급 규칙"
    f, _ = clean_compose(lang, topic, snip, "policy" if lang == "en" else "정책", [fill(a, **kw), fill(a, **kw) + " " + fill(b, **kw)],
                         place=None if snip else "none")
    return cnote("clean: %s" % label, "c_policy/%d" % (snip is not None), f)


# ---------------------------------------------------------------- clean builders (part 3)
def sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(n)), b64e(rbytes(32)), b64e(rbytes(16)))


def c_encrypted(lang):
    k = cyc("c_encrypted.k", 6)
    if k == 0:
        snip = ("db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            %s\n            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.%d"
                % (sops_enc(ri(12, 24)), sops_enc(ri(30, 48)), rs(BECH32, 58), b64e(rbytes(48)), b64e(rbytes(30)), ts(), sops_enc(32), ri(0, 4)))
        label = "SOPS-encrypted YAML"
    elif k == 1:
        body = hexs(ri(240, 400))
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in lines_of(body, 80))
        label = "Ansible Vault inline value"
    elif k == 2:
        snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s\n    username: AgC%s"
                % (pick(SERVICES), pick(ENVS), b64e(rbytes(ri(200, 280))), b64e(rbytes(ri(150, 200)))))
        label = "SealedSecret manifest"
    elif k == 3:
        snip = "$ aws kms encrypt --key-id alias/app --plaintext fileb://payload.json --query CiphertextBlob --output text\nAQICAHh%s" % b64e(rbytes(ri(150, 220)))
        label = "KMS ciphertext blob"
    elif k == 4:
        snip = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64e(rbytes(ri(180, 260))), b64e(rbytes(12)), b64e(rbytes(16)))
        label = "Rails encrypted credentials file"
    else:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB%s\n%s\n%s\n-----END AGE ENCRYPTED FILE-----" % (rs(B64, 21), b64e(rbytes(48)), b64e(rbytes(ri(20, 45))))
        label = "age-encrypted file"
    topic = "the %s" % label if lang == "en" else label
    les = (["The ciphertext is safe to commit; only the key holder (KMS / age identity / controller) can decrypt it.",
            "To change a value, decrypt with the tool, edit, and re-encrypt; never paste the decrypted file into a ticket.",
            "The diff of an encrypted file is meaningless; review the decrypted change locally instead."]
           if lang == "en" else
           ["암호문은 커밋해도 안전함. 키 보유자(KMS, age identity, 컨트롤러)만 복호화 가능.",
            "값을 바꾸려면 도구로 복호화 후 수정하고 다시 암호화할 것. 복호화한 파일을 티켓에 붙이지 말 것.",
            "암호화 파일의 diff는 의미가 없으니 로컬에서 복호화한 변경을 리뷰할 것."])
    f, _ = clean_compose(lang, topic, snip, label, les)
    return cnote("clean: encrypted blob (%s)" % label, "c_encrypted/%d" % k, f)


def c_publishable(lang):
    k = cyc("c_publishable.k", 11)
    if k == 0:
        v = "pk_live_" + rs(AN, pick([24, 99]))
        snip, label = "const stripe = Stripe('%s');" % v, "Stripe publishable key"
    elif k == 1:
        cfg = {"apiKey": "AIza" + rs(B64U, 35), "authDomain": "%s.firebaseapp.com" % pick(["acme-web", "hanbit-app"]),
               "projectId": pick(["acme-web", "hanbit-app"]), "storageBucket": "acme-web.appspot.com",
               "messagingSenderId": rs(DG, 12), "appId": "1:%s:web:%s" % (rs(DG, 12), hexs(22))}
        snip, label = "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";", "Firebase web config"
    elif k == 2:
        v = "6L" + rs(B64U, 38)
        snip, label = '<div class="g-recaptcha" data-sitekey="%s"></div>' % v, "reCAPTCHA site key"
    elif k == 3:
        v = pick(["live_ck_", "test_ck_"]) + rs(AN, 20)
        snip, label = "const tossPayments = TossPayments('%s');" % v, "Toss Payments client key"
    elif k == 4:
        v = hexs(32)
        snip, label = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % v, "Kakao JavaScript key"
    elif k == 5:
        v = "pk.eyJ1Ijoi" + rs(B64U, ri(30, 50)) + "." + rs(B64U, 22)
        snip, label = "mapboxgl.accessToken = '%s';" % v, "Mapbox public token"
    elif k == 6:
        ref = rs(LO, 20)
        v = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": ri(1690000000, 1740000000), "exp": ri(2000000000, 2100000000)})
        snip, label = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, v), "Supabase anon key"
    elif k == 7:
        snip, label = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPAN, 10), hexs(32)), "Algolia search-only key"
    elif k == 8:
        snip, label = "Sentry.init({\n  dsn: 'https://%s@o%d.ingest.sentry.io/%d',\n  tracesSampleRate: 0.1,\n});" % (hexs(32), ri(100000, 999999), ri(10 ** 6, 10 ** 7)), "Sentry DSN"
    elif k == 9:
        snip, label = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43), "PostHog project API key"
    else:
        snip, label = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35), "Google Maps JavaScript API key (referrer-restricted)"
    topic = "whether the %s in the frontend is a problem" % label if lang == "en" else "프론트엔드에 있는 %s가 문제인지" % label
    les = (["The vendor documents this key as public: it is meant to ship in the browser bundle, so it can stay in the repo.",
            "Only the secret counterpart must be protected; this client-side key is restricted by domain/referrer.",
            "Don't move this into {store}; the frontend needs it at build time and it grants no privileged access."]
           if lang == "en" else
           ["벤더 문서상 공개용 키라서 브라우저 번들에 들어가는 게 정상이고 리포에 있어도 됨.",
            "보호해야 하는 건 짝이 되는 시크릿 키뿐이고 이 클라이언트 키는 도메인/리퍼러로 제한됨.",
            "이 값은 {store_ro} 옮길 필요 없음. 프론트 빌드 때 필요하고 권한 있는 접근을 주지 않음."])
    f, _ = clean_compose(lang, topic, snip, "frontend code" if lang == "en" else "프론트엔드 코드", les)
    return cnote("clean: %s" % label, "c_publishable/%d" % k, f, publishable=True)


PLAIN_EN = [
    ("why the nightly report job ran twice", "The scheduler runs in UTC; the cron line 0 0 * * * fires at 09:00 KST, and the retry policy re-ran it after a timeout. Make the job idempotent instead of lowering retries."),
    ("that the test DB is shared between CI shards", "Use a schema per shard (test_{shard}) or tests will see each other's rows; the flaky failures were not random."),
    ("the monorepo's lint command", "Run `make lint` from the repo root; running eslint inside a package picks up the wrong config."),
    ("that the staging cluster scales to zero at night", "Expect a cold start of about 40 seconds on the first request after 22:00; it is not an outage."),
    ("the migration ordering rule", "Migrations must be backward compatible for one release: add the column, deploy, backfill, then drop the old one in the next release."),
    ("that the mobile app caches feature flags for 15 minutes", "Flag changes are not instant on mobile; wait for the TTL or bump the cache key."),
    ("the release freeze window", "No prod deploys Friday 15:00 to Monday 10:00 KST unless the on-call lead approves in the release channel."),
    ("how pagination works in the orders API", "The API uses cursor pagination; offset parameters are ignored silently, which is why page 2 looked identical to page 1."),
]
PLAIN_KO = [
    ("야간 리포트 잡이 두 번 돈 이유", "스케줄러는 UTC 기준이라 0 0 * * * 가 한국 시간 09시에 돌고, 타임아웃 후 재시도 정책으로 한 번 더 실행됨. 재시도를 줄이기보다 잡을 멱등하게 만들 것."),
    ("CI 샤드끼리 테스트 DB를 공유한다는 점", "샤드별 스키마(test_{shard})를 써야 서로의 데이터가 안 보임. 간헐적 실패는 랜덤이 아니었음."),
    ("모노레포 린트 명령", "리포 루트에서 `make lint` 실행할 것. 패키지 안에서 eslint를 돌리면 잘못된 설정을 읽음."),
    ("스테이징 클러스터가 밤에 0으로 스케일된다는 점", "22시 이후 첫 요청은 콜드 스타트로 40초 정도 걸림. 장애 아님."),
    ("마이그레이션 순서 규칙", "한 릴리스 동안은 하위 호환 유지: 컬럼 추가 → 배포 → 백필 → 다음 릴리스에서 이전 컬럼 삭제."),
    ("모바일 앱이 기능 플래그를 15분 캐시한다는 점", "모바일은 플래그 변경이 즉시 반영되지 않음. TTL을 기다리거나 캐시 키를 올릴 것."),
    ("릴리스 프리즈 기간", "금요일 15시부터 월요일 10시까지는 온콜 리드 승인 없이는 운영 배포 금지."),
    ("주문 API 페이지네이션 방식", "커서 기반이라 offset 파라미터는 조용히 무시됨. 그래서 2페이지가 1페이지와 같아 보였음."),
]


def c_plain(lang):
    topic, lesson = pick(PLAIN_EN if lang == "en" else PLAIN_KO)
    f, _ = clean_compose(lang, topic, None, "README", [lesson], place="none")
    return cnote("clean: plain engineering note", "c_plain", f, risky=False)


PROMPT_CMDS = [
    ("mysql -h {h} -u {u} -p {db}", "mysql -p prompt (no value)"),
    ("psql -h {h} -U {u} -W {db}", "psql -W prompt"),
    ("docker login registry.{d} -u {u} --password-stdin < ~/.secrets/registry.txt", "docker --password-stdin from file"),
    ("ssh-keygen -t ed25519 -C '{u}@{d}' -f ~/.ssh/id_ed25519_{env}", "ssh-keygen (passphrase prompted)"),
    ("htpasswd -c /etc/nginx/.htpasswd {u}", "htpasswd interactive"),
    ("vault login -method=oidc role={env}-dev", "vault OIDC login"),
    ("aws sso login --profile {env}", "aws sso login"),
    ("gh auth login --with-token < ~/.config/gh-token.txt", "gh auth from file"),
    ("kubectl create secret generic {db}-creds --from-file=password=./password.txt", "kubectl --from-file"),
    ("read -s -p 'DB password: ' PGPASSWORD && export PGPASSWORD", "read -s prompt"),
    ("redis-cli -h {h} --askpass", "redis-cli --askpass"),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out {u}.p12 -passout env:P12_PASS", "openssl -passout env:"),
    ("mysqldump --defaults-extra-file=/etc/backup/my.cnf --all-databases > all.sql", "mysqldump option file"),
    ("sshpass -e ssh {u}@{h}   # reads SSHPASS from the environment", "sshpass -e"),
]


def c_prompts(lang):
    tpl, desc = pick(PROMPT_CMDS)
    cmd = fill_cmd(tpl, "")
    topic = "how `%s` gets its credentials" % desc if lang == "en" else "`%s` 명령이 자격 증명을 받는 방식" % desc
    les = (["The command takes no secret on the command line; the value is prompted or read from a protected file, which is what we want.",
            "Keep this form in the runbook; it avoids leaking the password through ps or shell history.",
            "If the prompt blocks automation, use the file/env variant shown here rather than inlining the value."]
           if lang == "en" else
           ["명령줄에 비밀 값이 없고 프롬프트나 보호된 파일에서 읽으므로 이 방식이 맞음.",
            "ps나 셸 히스토리로 비밀번호가 새지 않도록 런북에는 이 형태를 유지할 것.",
            "프롬프트 때문에 자동화가 막히면 값을 직접 넣지 말고 여기처럼 파일/환경 변수 방식을 쓸 것."])
    f, _ = clean_compose(lang, topic, cmd, "command" if lang == "en" else "명령", les)
    return cnote("clean: command without inline secret (%s)" % desc, "c_prompts/%s" % desc, f)


def c_conn_nopw(lang):
    h, db = host(), pick(["orders", "billing", "crm", "ledger"])
    k = cyc("c_conn_nopw.k", 7)
    if k == 0:
        s, label = "postgresql://%s@%s:5432/%s?sslmode=verify-full" % (pick(["app", "iam_app"]), h, db), "IAM-auth Postgres URL"
    elif k == 1:
        s, label = "postgresql://app:${DB_PASSWORD}@%s:5432/%s" % (h, db), "URL with env-var password"
    elif k == 2:
        s, label = "mongodb+srv://app:****@cluster0.%s.mongodb.net/%s" % (rs(LOAN, 5), db), "masked MongoDB URI"
    elif k == 3:
        s, label = "redis://%s:6379/0" % h, "Redis URL without auth (private subnet)"
    elif k == 4:
        s, label = "Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;Encrypt=True" % (rs(LOAN, 8), db), "Azure SQL with managed identity"
    elif k == 5:
        s, label = "jdbc:postgresql://%s:5432/%s?user=app&password=<from-vault>" % (h, db), "JDBC URL with placeholder"
    else:
        s, label = "mysql://app:%%3Cpassword%%3E@%s:3306/%s" % (h, db), "percent-encoded <password> placeholder"
    items = [("DATABASE_URL", "url", s, False)]
    cont = pick([x for x in ["dotenv", "yaml", "json", "properties", "compose", "k8s_env", "python", "log"] if container_ok(x, items)])
    snip = render(cont, with_filler(items, ri(0, 2)), lang, section="database")
    topic = "the %s" % label if lang == "en" else label
    les = (["There is no password in this connection string; authentication comes from the platform identity or from {store}.",
            "Keep the URL in config and inject only the secret part at runtime.",
            "If you see a literal <password> in an error, the template was not rendered; it is not a leaked credential."]
           if lang == "en" else
           ["이 연결 문자열에는 비밀번호가 없음. 인증은 플랫폼 ID나 {store}에서 처리됨.",
            "URL은 설정에 두고 비밀 부분만 실행 시 주입할 것.",
            "에러에 <password>가 그대로 보이면 템플릿 렌더링이 안 된 것이지 유출된 자격 증명이 아님."])
    f, _ = clean_compose(lang, topic, snip, DESC[cont][lang == "ko"], les)
    return cnote("clean: connection string without secret (%s)" % label, "c_conn_nopw/%d" % k, f)


# ---------------------------------------------------------------- plan, validation, output
SECRET_PLAN = [(b_vendor_token, 110), (b_password_config, 30), (b_password_command, 36), (b_conn_string, 26),
               (b_http_auth, 18), (b_cookie, 10), (b_signed_url, 10), (b_private_key, 10), (b_key_material, 4),
               (b_totp, 8), (b_recovery, 8), (b_pin, 6), (b_wifi, 10), (b_webhook, 12), (b_split_fields, 10),
               (b_long_token, 10), (b_b64_secret, 8), (b_multi, 10), (b_chat_password, 6), (b_special_file, 10),
               (b_log_password, 8)]
CLEAN_PLAN = [(c_placeholder, 40), (c_env_ref, 36), (c_masked, 28), (c_hashes, 30), (c_ids, 24), (c_pubkeys, 28),
              (c_ids_not_secret, 26), (c_b64_data, 16), (c_long_ids, 14), (c_versions, 12), (c_policy, 22),
              (c_encrypted, 20), (c_publishable, 24), (c_plain, 20), (c_prompts, 10), (c_conn_nopw, 10)]
assert sum(n for _, n in SECRET_PLAN) == N_PER_KIND and sum(n for _, n in CLEAN_PLAN) == N_PER_KIND

FIELD_KEYS = ["missing_context", "lesson", "ask_next_time"]


def find_all(text, sub):
    out, i = [], text.find(sub)
    while i >= 0:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def check_fields(fields):
    if list(fields.keys()) != FIELD_KEYS:
        return "field order"
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty field"
    for k in FIELD_KEYS:
        if len(fields[k].encode("utf-8")) > LIMITS[k]:
            return "too long: %s" % k
    return None


def window_violation(fields, secrets):
    """FORMAT.txt rule: every 8-char window of every secret may occur only inside an occurrence
    of a listed secret.  Also simulates a perfect filter and checks nothing survives."""
    for k in FIELD_KEYS:
        text = fields[k]
        spans = []
        for s in secrets:
            spans += [(p, p + len(s)) for p in find_all(text, s)]
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in find_all(text, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return "window %r of %r outside secret in %s" % (w, s[:20], k)
        # simulate a perfect redaction and verify no window survives
        red = list(text)
        for a, b in spans:
            for j in range(a, b):
                red[j] = "\x00"
        red = "".join(red)
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in red:
                    return "window survives perfect redaction"
    return None


def finalize_secret(raw):
    f = raw["fields"]
    err = check_fields(f)
    if err:
        return None, err
    secrets = []
    for c in raw["cands"]:
        if c and c not in secrets and any(c in f[k] for k in FIELD_KEYS):
            secrets.append(c)
    if not secrets:
        return None, "no secret present"
    if any(len(s) < 8 for s in secrets):
        return None, "secret shorter than 8"
    err = window_violation(f, secrets)
    if err:
        return None, err
    return secrets, None


STATS = {"retries": 0, "retry_reasons": {}}


def build(kind, fn, lang):
    for attempt in range(200):
        if attempt:
            VENDOR_REPLAY[:] = VENDOR_USED
        VENDOR_USED[:] = []
        raw = fn(lang)
        if kind == "secret":
            secrets, err = finalize_secret(raw)
        else:
            secrets, err = [], check_fields(raw["fields"])
        if err is None:
            raw["secrets"] = secrets
            VENDOR_REPLAY[:] = []
            return raw
        STATS["retries"] += 1
        key = err.split(":")[0].split(" %r")[0][:40]
        STATS["retry_reasons"][key] = STATS["retry_reasons"].get(key, 0) + 1
    raise RuntimeError("could not build a valid %s note with %s" % (kind, fn.__name__))


def plan(kind, spec):
    fns = []
    for fn, n in spec:
        fns += [fn] * n
    R.shuffle(fns)
    return [(kind, fn, "en" if i < N_EN_PER_KIND else "ko") for i, fn in enumerate(fns)]


def main(argv):
    out_path = argv[1] if len(argv) > 1 else OUT_NAME
    jobs = plan("secret", SECRET_PLAN) + plan("clean", CLEAN_PLAN)
    notes = []
    for kind, fn, lang in jobs:
        raw = build(kind, fn, lang)
        raw.update({"kind": kind, "lang": lang, "builder": fn.__name__})
        notes.append(raw)
    R.shuffle(notes)
    lines = []
    for i, n in enumerate(notes):
        n["id"] = "%s%03d" % (ID_PREFIX, i + 1)
        rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {k: n["fields"][k] for k in FIELD_KEYS}, "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    # ------------------------------------------------------------ final assertions
    assert len(notes) == 2 * N_PER_KIND
    for kind in ("secret", "clean"):
        for lang, want in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            got = sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
            assert got == want, (kind, lang, got)
    for n in notes:
        assert check_fields(n["fields"]) is None
        if n["kind"] == "secret":
            assert n["secrets"] and all(len(s) >= 8 for s in n["secrets"])
            assert all(any(s in n["fields"][k] for k in FIELD_KEYS) for s in n["secrets"])
            assert window_violation(n["fields"], n["secrets"]) is None
        else:
            assert n["secrets"] == []
    all_secrets = [s for n in notes if n["kind"] == "secret" for s in n["secrets"]]
    for n in notes:                       # no secret of any note leaks into a clean note
        if n["kind"] == "clean":
            blob = "\n".join(n["fields"][k] for k in FIELD_KEYS)
            assert not any(s in blob for s in all_secrets if len(s) >= 12), n["id"]
    assert len(set_free(n["id"] for n in notes)) == len(notes)
    for n in notes:                       # categories never carry a secret value
        assert not any(s in n["category"] for s in n["secrets"]), n["id"]
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    # ------------------------------------------------------------ stats (stderr)
    vend = []
    for n in notes:
        for v in n["vendors"]:
            if v not in vend:
                vend.append(v)
    tmpl = []
    for n in notes:
        if n["template"] not in tmpl:
            tmpl.append(n["template"])
    risky = sum(1 for n in notes if n["kind"] == "clean" and n.get("risky", True))
    pub = sum(1 for n in notes if n["category"].endswith("[publishable]"))
    by_builder = {}
    for n in notes:
        by_builder[n["builder"]] = by_builder.get(n["builder"], 0) + 1
    modes = {}
    for n in notes:
        if n["kind"] == "secret":
            modes[n["mode"] or "-"] = modes.get(n["mode"] or "-", 0) + 1
    nsec = [len(n["secrets"]) for n in notes if n["kind"] == "secret"]
    longest = max(len(s) for s in all_secrets)
    stats = {"notes": len(notes), "by_kind_lang": {k + "/" + l: sum(1 for n in notes if n["kind"] == k and n["lang"] == l)
                                                  for k in ("secret", "clean") for l in ("en", "ko")},
             "distinct_vendors_in_secret_notes": len(vend), "vendor_functions": len(VENDORS),
             "distinct_templates": len(tmpl), "distinct_categories": len(set_free(n["category"] for n in notes)),
             "builders": len(SECRET_PLAN) + len(CLEAN_PLAN), "clean_risky": risky, "clean_publishable": pub,
             "secret_values": len(all_secrets), "multi_secret_notes": sum(1 for x in nsec if x > 1),
             "secrets_>=100_chars": sum(1 for s in all_secrets if len(s) >= 100), "longest_secret": longest,
             "secret_in_ask_next_time": sum(1 for n in notes if n["kind"] == "secret" and any(s in n["fields"]["ask_next_time"] for s in n["secrets"])),
             "secret_in_2+_fields": sum(1 for n in notes if n["kind"] == "secret" and any(sum(1 for k in FIELD_KEYS if s in n["fields"][k]) > 1 for s in n["secrets"])),
             "placement_modes": dict(sorted(modes.items())), "by_builder": dict(sorted(by_builder.items())),
             "retries": STATS["retries"], "retry_reasons": dict(sorted(STATS["retry_reasons"].items())),
             "vendors": vend}
    sys.stderr.write(json.dumps(stats, ensure_ascii=False, indent=1) + "\n")


def set_free(it):
    """Distinct values preserving first-seen order (no set iteration)."""
    out = []
    for x in it:
        if x not in out:
            out.append(x)
    return out


if __name__ == "__main__":
    main(sys.argv)
