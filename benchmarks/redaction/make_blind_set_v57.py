#!/usr/bin/env python3
"""Blind evaluation set v57 for a credential-redaction filter.

Deterministic: a single PRNG random.Random(57_2026_1126) drives every choice.
No set is ever iterated; JSON is written with a fixed key order.
Output: blind_set_v57.jsonl (one note per line) next to this script.
Python 3 standard library only.
"""
import base64
import hashlib
import json
import os
import sys
import random

R = random.Random(57_2026_1126)

OUT_NAME = "blind_set_v57.jsonl"
N_SECRET = 350
N_CLEAN = 350
N_EN_PER_KIND = 210   # 60 %
N_KO_PER_KIND = 140   # 40 %

# --------------------------------------------------------------------------------------
# basic random helpers
# --------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DI = "0123456789"
AN = UP + LO + DI
ANL = LO + DI
ANU = UP + DI
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
B32L = LO + "234567"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def an(n):
    return rs(AN, n)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b64_of_bytes(n, urlsafe=False, pad=True):
    raw = bytes(R.getrandbits(8) for _ in range(n))
    s = base64.urlsafe_b64encode(raw).decode() if urlsafe else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64s(text):
    return base64.b64encode(text.encode()).decode()


def b64url_nopad(text):
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def digits(n, lead_nonzero=True):
    s = rs(DI, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def pct(s):
    """percent-encode a password for use in a URL userinfo (as a careful human would)."""
    out = []
    for ch in s:
        if ch.isalnum() or ch in "-._~":
            out.append(ch)
        else:
            for b in ch.encode("utf-8"):
                out.append("%%%02X" % b)
    return "".join(out)


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def ts():
    """a plausible ISO timestamp"""
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                  rint(0, 59), rint(0, 59), rint(0, 999))


def ts_plain():
    return "2025-%02d-%02d %02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                            rint(0, 59), rint(0, 59))


def ip_private():
    return pick(["10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250)),
                 "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])


# --------------------------------------------------------------------------------------
# vocabulary
# --------------------------------------------------------------------------------------
SERVICES = ["billing-api", "checkout-web", "notifier", "ingest-worker", "admin-dashboard",
            "search-svc", "auth-gateway", "payments", "mobile-bff", "etl-nightly", "crawler",
            "support-bot", "report-cron", "order-service", "settlement-batch", "media-resizer",
            "recommender", "ledger", "invoice-mailer", "partner-sync", "analytics-pipeline",
            "geo-lookup", "webhook-relay", "shop-frontend", "coupon-service", "chat-backend",
            "data-export", "inventory", "pricing-engine", "user-profile", "feature-store",
            "ml-serving", "status-page", "docs-site", "signup-flow", "fraud-check"]
ENVS = ["prod", "production", "staging", "dev", "qa", "sandbox", "stage", "preprod"]
ENVS_KO = ["운영", "스테이징", "개발", "QA", "운영(prod)", "stage"]
COMPANIES = ["acme", "globex", "initech", "hooli", "umbrella", "vandelay", "wayne", "stark",
             "hanbit", "saebom", "dalbit", "nuri", "haneul", "mirae", "soop", "gureum", "byeol",
             "tanuki", "sakura", "fuji", "longmen", "qingshan", "nordwind", "lumen", "polaris"]
USERS = ["admin", "deploy", "app", "svc_app", "ci", "root", "jenkins", "backup", "reporter",
         "etl_user", "api", "webapp", "postgres", "readonly", "migrator", "grafana", "bot",
         "kim.minsu", "lee.jiyoung", "park.sh", "choi", "jdoe", "alice", "bob", "tanaka",
         "wang.lei", "mueller", "devops", "svc-batch", "airflow"]
PEOPLE_EN = ["Alice", "Bob", "Priya", "Marco", "Jin", "Sofia", "Tom", "Yuki", "Lena", "Omar"]
PEOPLE_KO = ["민수님", "지영님", "현우님", "서연님", "팀장님", "준호님", "수진님", "도윤님", "하은님", "태민님"]
DBNAMES = ["app", "orders", "billing", "analytics", "shop", "users", "ledger", "cms", "events",
           "inventory", "crm", "reporting"]
TLDS = ["io", "com", "dev", "net", "co.kr", "kr", "jp", "cn", "de", "app"]
WORDS = ("apple river stone cloud tiger maple ocean pencil rocket garden silver planet window "
         "coffee violin marble candle forest thunder pepper harbor falcon meadow lantern "
         "cobalt velvet summit glacier orbit copper willow canyon ember saddle quartz nickel "
         "bamboo cactus walnut tundra basil cedar raven lemon mango otter panda koala zebra "
         "bridge castle engine ladder mirror needle pillow rubber socket tunnel wallet anchor "
         "beacon cotton dragon eagle fabric guitar helmet island jacket kettle magnet napkin "
         "orange parrot quiver rabbit salmon tomato umbrella vortex wizard yogurt zipper "
         "banner circle donkey fossil goblet hammer igloo jungle kayak lizard muffin nectar "
         "oyster pickle quilt ribbon spider turnip useful vacuum waffle xenon yellow zenith "
         "correct horse battery staple purple monkey dishwasher").split()
PW_BASES = ["Summer", "Winter", "Spring", "Autumn", "Welcome", "Password", "Letmein", "Dragon",
            "Monkey", "Sunshine", "Princess", "Football", "Baseball", "Shadow", "Master",
            "Freedom", "Charlie", "Bella", "Buster", "Tigger", "Hello", "Qwerty", "Admin",
            "Changeme", "Secret", "Trustno1", "Batman", "Pokemon", "Starwars", "Mustang",
            "Liverpool", "Arsenal", "Chelsea", "Galaxy", "Hanbit", "Seoul", "Busan", "Tokyo",
            "Kimchi", "Bulgogi", "Mochi", "Ramen", "Coffee", "Blue", "Orange", "Rocket"]
HANGUL_WORDS = ["사랑해", "고양이", "우리집", "행복", "비밀번호", "안녕하세요", "해바라기", "무지개",
                "강아지", "바다", "하늘", "서울", "부산", "짱구", "토끼", "별빛", "달님", "대한민국",
                "김치", "떡볶이", "호랑이", "봄날", "가을", "우리가족", "민들레", "초콜릿", "나비",
                "은하수", "감자", "제주도", "사과나무", "불고기", "파란하늘", "꽃다발"]


# --------------------------------------------------------------------------------------
# passwords of many human styles
# --------------------------------------------------------------------------------------
_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = ["ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅘ", "ㅙ", "ㅚ", "ㅛ", "ㅜ", "ㅝ", "ㅞ",
         "ㅟ", "ㅠ", "ㅡ", "ㅢ", "ㅣ"]
_JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
         "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
_KEY = {"ㅂ": "q", "ㅈ": "w", "ㄷ": "e", "ㄱ": "r", "ㅅ": "t", "ㅛ": "y", "ㅕ": "u", "ㅑ": "i",
        "ㅐ": "o", "ㅔ": "p", "ㅁ": "a", "ㄴ": "s", "ㅇ": "d", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
        "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅋ": "z", "ㅌ": "x", "ㅊ": "c", "ㅍ": "v", "ㅠ": "b",
        "ㅜ": "n", "ㅡ": "m", "ㅃ": "Q", "ㅉ": "W", "ㄸ": "E", "ㄲ": "R", "ㅆ": "T", "ㅒ": "O",
        "ㅖ": "P", "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl",
        "ㅢ": "ml", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq",
        "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def dubeolsik(word):
    """What a Korean word looks like when typed with the keyboard left in English mode."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 588)
            jung, jong = divmod(rest, 28)
            out.append(_KEY[_CHO[cho]] + _KEY[_JUNG[jung]] + (_KEY[_JONG[jong]] if jong else ""))
        else:
            out.append(ch)
    return "".join(out)


SYMS = "!@#$%*?_-+."


def pw_human():
    style = rint(0, 11)
    if style == 0:
        p = pick(PW_BASES) + str(rint(2015, 2026)) + pick("!@#$?")
    elif style == 1:
        p = pick([b for b in PW_BASES if b not in ("Password", "Secret", "Admin", "Changeme")]).lower() + str(rint(1, 999)).zfill(rint(1, 3)) + pick(["", "!", "!!", "#"])
    elif style == 2:  # leetspeak
        w = pick(PW_BASES) + pick(WORDS).capitalize()
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        p = w + str(rint(0, 99))
    elif style == 3:
        p = "qwer" + pick(["1234", "4321", "1234!", "1234!@#$", "!@#$"]) + pick(["", "a", "Q", "%s" % rint(1, 9)])
        p = p + pick(WORDS)[:rint(2, 4)]
    elif style == 4:
        p = pick(["iloveyou", "ilovemy", "mydog", "mycat", "babygirl", "letme"]) + pick(WORDS) + str(rint(1, 99))
    elif style == 5:
        p = pick(COMPANIES).capitalize() + pick(["#", "@", "!", "_"]) + str(rint(2019, 2026)) + pick(["Q1", "Q2", "Q3", "Q4", "!", "$", ""])
    elif style == 6:
        p = pick(PEOPLE_EN) + str(rint(1960, 2012)) + pick(SYMS)
    elif style == 7:
        p = pick(WORDS).capitalize() + pick(SYMS) + pick(WORDS) + str(rint(10, 99))
    elif style == 8:
        p = rs(AN, rint(10, 16))
    elif style == 9:
        p = rs(AN + "!@#%^*-_=+", rint(14, 24))
    elif style == 10:
        p = pick(["Tr0ub4dor", "P@ssw0rd", "Passw0rd", "Adm1n", "S3cur3", "Qwerty"]) + pick(["&3", "!2024", "#99", "123!", "2025$"]) + rs(DI, rint(0, 2))
    else:
        p = pick(WORDS) + pick(WORDS).capitalize() + rs(DI, 3) + pick(SYMS)
    while len(p) < 8:
        p += pick(DI)
    return p


def pw_korean_keyboard():
    w = pick(HANGUL_WORDS)
    if chance(0.35):
        w = w + pick(HANGUL_WORDS)
    p = dubeolsik(w)
    tail = pick(["", "1234", "!", "123!", "0%d" % rint(1, 9), str(rint(80, 99)), "!@#", "^^", "2025", "7979"])
    p = p + tail
    if chance(0.3):
        p = p[0].upper() + p[1:]
    while len(p) < 8:
        p += pick(DI)
    return p


def pw_hangul():
    p = pick(HANGUL_WORDS) + pick(["", pick(HANGUL_WORDS)]) + pick(["1234", "!", "2024!", "486", "123", "^^", "0410"])
    while len(p) < 8:
        p += pick(DI)
    return p


def passphrase(sep=None):
    sep = sep if sep is not None else pick(["-", " ", ".", "_", ""])
    n = rint(4, 6)
    ws = R.sample(WORDS, n)
    if sep == "":
        ws = [w.capitalize() for w in ws]
    return sep.join(ws)


def pw_any():
    k = rint(0, 9)
    if k <= 5:
        return pw_human()
    if k <= 7:
        return pw_korean_keyboard()
    if k == 8:
        return passphrase()
    return pw_hangul()


def pw_generated():
    """password generator / password-manager style"""
    k = rint(0, 3)
    if k == 0:
        return rs(AN, rint(16, 32))
    if k == 1:
        return "-".join(rs(LO + DI, 6) for _ in range(3))  # like Safari / iCloud keychain
    if k == 2:
        return rs(AN + "!#%*+-=?@^_", rint(20, 32))
    return b64_of_bytes(rint(18, 24), pad=False).replace("/", "_").replace("+", "-")


# --------------------------------------------------------------------------------------
# token shapes (bodies always random)
# --------------------------------------------------------------------------------------
def jwt(payload, alg="HS256", sig_bytes=32, typ=True):
    head = {"alg": alg, "typ": "JWT"} if typ else {"alg": alg}
    h = b64url_nopad(json.dumps(head, separators=(",", ":")))
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")))
    s = b64_of_bytes(sig_bytes, urlsafe=True, pad=False)
    return h + "." + p + "." + s


def epoch():
    return rint(1735000000, 1767000000)


def pem_lines(n_lines, first_prefix="", width=64, last_min=20, last_max=60):
    """base64 body lines of a (truncated) private key"""
    lines = []
    for i in range(n_lines):
        if i == 0 and first_prefix:
            lines.append(first_prefix + rs(B64, width - len(first_prefix)))
        elif i == n_lines - 1:
            lines.append(rs(B64, rint(last_min, last_max)) + pick(["", "=", "=="]))
        else:
            lines.append(rs(B64, width))
    return lines


def t_aws_id(prefix="AKIA"):
    return prefix + rs(B32, 16)


def t_aws_secret():
    return rs(AN + "+/", 40)


def t_aws_session(n=None):
    return "IQoJb3JpZ2luX2Vj" + pick(["EKj", "EIf", "ENz", "EHU"]) + "//////////wEaCXVzLWVhc3QtMSJHMEUCI" + rs(B64, n or rint(300, 420)) + "=="


def t_gh(prefix):
    return prefix + an(36)


def t_gh_fine():
    return "github_pat_11" + rs(ANU, 20) + "_" + an(59)


def t_slack(kind):
    if kind == "xoxb":
        return "xoxb-%s-%s-%s" % (digits(rint(11, 13)), digits(13), an(24))
    if kind == "xoxp":
        return "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), hx(32))
    if kind == "xapp":
        return "xapp-1-A%s-%s-%s" % (rs(ANU, 10), digits(13), hx(64))
    if kind == "xoxe":
        return "xoxe.xoxp-1-" + rs(AN, 150)
    raise ValueError(kind)


def t_openai(kind="proj"):
    if kind == "proj":
        return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    if kind == "svc":
        return "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    if kind == "admin":
        return "sk-admin-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    return "sk-" + an(20) + "T3BlbkFJ" + an(20)


def t_anthropic(kind="api03"):
    return "sk-ant-%s-" % kind + rs(B64U, 93) + "AA"


def t_stripe(prefix):
    return prefix + "51" + an(rint(94, 97))


def t_azure_client_secret():
    return rs(AN, 3) + "8Q~" + rs(AN + "_.~-", 34)


def t_azure_key88():
    return b64_of_bytes(64)


def t_mapbox_sk():
    u = pick(USERS).replace(".", "").replace("_", "")
    return "sk." + b64url_nopad(json.dumps({"u": u, "a": rs(ANL, 25)}, separators=(",", ":"))) + "." + rs(B64U, 22)


def t_discord_bot():
    uid = digits(18)
    return b64url_nopad(uid) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def t_supabase_service(ref):
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": epoch() - 40000000,
                "exp": epoch() + 300000000})


def t_atlassian():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)


def t_pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170))


def t_vault():
    return "hvs." + "CAESI" + rs(B64U, 90)


def t_tfc():
    return rs(AN, 14) + ".atlasv1." + rs(AN, 67)


def t_tailscale(kind="auth"):
    return "tskey-%s-k%sCNTRL-%s" % (kind, rs(AN, 11), rs(AN, 33))


def t_age():
    return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def t_google_refresh():
    return "1//0" + rs(AN, 1) + rs(B64U, 100)


def t_google_access():
    return "ya29.a0A" + rs(B64U, 180)


def t_line_access():
    return rs(B64, 171) + "="


def t_fcm_legacy():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def t_1password():
    payload = json.dumps({"signInAddress": "%s.1password.com" % pick(COMPANIES), "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": rs(B64U, 22)}, "email": "%s@1passwordserviceaccounts.com" % rs(LO, 12), "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(ANU, 6) + "-" + rs(ANU, 6)}, separators=(",", ":"))
    return "ops_" + b64url_nopad(payload)[:rint(260, 320)]


def t_sentry_org():
    payload = json.dumps({"iat": float(epoch()) + R.random(), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": pick(COMPANIES)}, separators=(",", ":"))
    return "sntrys_" + b64url_nopad(payload) + "_" + rs(B64U, 43)


def t_grafana_cloud():
    payload = json.dumps({"o": digits(6), "n": "stack-%s-%s" % (digits(6), pick(["otlp", "hm-read", "integration", "logs"])), "k": rs(AN, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}}, separators=(",", ":"))
    return "glc_" + base64.b64encode(payload.encode()).decode()


def t_jfrog_ref():
    return "cmVmdGtuOjAxOj" + rs(AN, 50)


def t_kis_secret():
    return rs(B64, 180)


def t_dingtalk_sec():
    return "SEC" + hx(64)


# --------------------------------------------------------------------------------------
# vendor table: name, group, items() -> [(ENV_NAME, value, listed)], http usage
# auth: ("bearer",) | ("hdr", name) | ("hdrpfx", name, prefix) | ("query", param)
#       | ("basic",)  (first item is the user, last the password) | ("hdrs", [names]) | None
# --------------------------------------------------------------------------------------
VENDORS = []


def V(name, grp, items, auth=None, host=None, path="/", d_en="API key", d_ko="API 키", cli=None):
    VENDORS.append({"name": name, "grp": grp, "items": items, "auth": auth, "host": host,
                    "path": path, "d_en": d_en, "d_ko": d_ko, "cli": cli})


S1 = lambda env, f: (lambda: [(env, f(), True)])

# ---- global cloud / infra
V("AWS", "cloud", lambda: [("AWS_ACCESS_KEY_ID", t_aws_id(), True), ("AWS_SECRET_ACCESS_KEY", t_aws_secret(), True)], None, d_en="access key pair", d_ko="액세스 키")
V("Google Cloud", "cloud", S1("GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35)), ("query", "key"), "maps.googleapis.com", "/maps/api/geocode/json?address=Seoul", "API key", "API 키")
V("Google OAuth", "cloud", lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32)), False), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)], None, d_en="OAuth client secret", d_ko="OAuth 클라이언트 시크릿")
V("Google OAuth", "cloud", S1("GOOGLE_REFRESH_TOKEN", t_google_refresh), None, d_en="refresh token", d_ko="refresh 토큰")
V("Google OAuth", "cloud", S1("GCP_ACCESS_TOKEN", t_google_access), ("bearer",), "storage.googleapis.com", "/storage/v1/b?project=%s-prod" % pick(COMPANIES), "access token", "액세스 토큰")
V("Gemini", "ai", S1("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35)), ("hdr", "x-goog-api-key"), "generativelanguage.googleapis.com", "/v1beta/models/gemini-2.0-flash:generateContent")
V("Azure", "cloud", lambda: [("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", t_azure_client_secret(), True)], None, d_en="service principal secret", d_ko="서비스 주체 시크릿")
V("Azure Storage", "cloud", lambda: [("AZURE_STORAGE_ACCOUNT", pick(COMPANIES) + "prodsa", False), ("AZURE_STORAGE_KEY", t_azure_key88(), True)], None, d_en="storage account key", d_ko="스토리지 계정 키")
V("Azure DevOps", "ci", S1("AZURE_DEVOPS_EXT_PAT", lambda: rs(B32L, 52)), None, d_en="PAT", d_ko="PAT")
V("Azure DevOps", "ci", S1("AZDO_PERSONAL_ACCESS_TOKEN", lambda: rs(AN, 76) + "AZDO" + rs(AN, 4)), None, d_en="PAT", d_ko="PAT")
V("Azure OpenAI", "ai", S1("AZURE_OPENAI_API_KEY", lambda: hx(32)), ("hdr", "api-key"), "%s-openai.openai.azure.com" % pick(COMPANIES), "/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21")
V("Azure Cosmos DB", "db", S1("COSMOS_KEY", t_azure_key88), None, d_en="primary key", d_ko="primary key")
V("Azure Functions", "cloud", S1("FUNCTION_KEY", lambda: rs(B64U, 54) + "=="), ("hdr", "x-functions-key"), "%s-func.azurewebsites.net" % pick(COMPANIES), "/api/ProcessOrder", "function key", "function key")
V("IBM Cloud", "cloud", S1("IBMCLOUD_API_KEY", lambda: rs(B64U, 44)), None)
V("Oracle Cloud", "cloud", S1("OCI_AUTH_TOKEN", lambda: rs(AN + "();:[]_.+-", 20)), None, d_en="auth token", d_ko="auth token")
V("DigitalOcean", "cloud", S1("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64)), ("bearer",), "api.digitalocean.com", "/v2/droplets", "API token", "API 토큰", "doctl auth init -t")
V("Linode", "cloud", S1("LINODE_TOKEN", lambda: hx(64)), ("bearer",), "api.linode.com", "/v4/linode/instances", "personal access token", "PAT")
V("Vultr", "cloud", S1("VULTR_API_KEY", lambda: rs(ANU, 36)), ("bearer",), "api.vultr.com", "/v2/instances")
V("Hetzner Cloud", "cloud", S1("HCLOUD_TOKEN", lambda: an(64)), ("bearer",), "api.hetzner.cloud", "/v1/servers", "API token", "API 토큰")
V("Scaleway", "cloud", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), True), ("SCW_SECRET_KEY", uuid4(), True)], ("hdrs", [None, "X-Auth-Token"]), "api.scaleway.com", "/instance/v1/zones/fr-par-1/servers", "access/secret key", "액세스/시크릿 키")
V("OVHcloud", "cloud", lambda: [("OVH_APPLICATION_KEY", an(16), False), ("OVH_APPLICATION_SECRET", an(32), True), ("OVH_CONSUMER_KEY", an(32), True)], None, d_en="application secret + consumer key", d_ko="application secret / consumer key")
V("Cloudflare", "cloud", S1("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40)), ("bearer",), "api.cloudflare.com", "/client/v4/zones", "API token", "API 토큰")
V("Cloudflare", "cloud", lambda: [("CF_API_EMAIL", "%s@%s.com" % (pick(USERS), pick(COMPANIES)), False), ("CF_API_KEY", hx(37), True)], ("hdrs", ["X-Auth-Email", "X-Auth-Key"]), "api.cloudflare.com", "/client/v4/zones", "global API key", "Global API Key")
V("Fastly", "cloud", S1("FASTLY_API_TOKEN", lambda: rs(B64U, 32)), ("hdr", "Fastly-Key"), "api.fastly.com", "/service", "API token", "API 토큰")
V("Akamai", "cloud", lambda: [("client_secret", b64_of_bytes(32), True), ("host", "akab-%s-%s.luna.akamaiapis.net" % (rs(ANL, 16), rs(ANL, 16)), False), ("access_token", "akab-%s-%s" % (rs(ANL, 16), rs(ANL, 16)), True), ("client_token", "akab-%s-%s" % (rs(ANL, 16), rs(ANL, 16)), True)], None, d_en="EdgeGrid credentials", d_ko="EdgeGrid 자격 증명")
V("Vercel", "cloud", S1("VERCEL_TOKEN", lambda: an(24)), ("bearer",), "api.vercel.com", "/v9/projects", "token", "토큰", "vercel deploy --prod --token")
V("Netlify", "cloud", S1("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + an(36)), ("bearer",), "api.netlify.com", "/api/v1/sites", "personal access token", "PAT")
V("Fly.io", "cloud", S1("FLY_API_TOKEN", lambda: "fm2_" + rs(B64, 180) + "==,fm2_" + rs(B64, 120) + "="), None, d_en="deploy token", d_ko="deploy 토큰")
V("Render", "cloud", S1("RENDER_API_KEY", lambda: "rnd_" + an(28)), ("bearer",), "api.render.com", "/v1/services")
V("Railway", "cloud", S1("RAILWAY_TOKEN", uuid4), ("hdr", "Project-Access-Token"), "backboard.railway.app", "/graphql/v2", "project token", "project token")
V("Heroku", "cloud", S1("HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58)), ("bearer",), "api.heroku.com", "/apps", "API key", "API 키")
V("Supabase", "db", lambda: [("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), False), ("SUPABASE_SERVICE_ROLE_KEY", t_supabase_service(rs(LO, 20)), True)], None, d_en="service_role key", d_ko="service_role 키")
V("Supabase", "db", S1("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 31)), ("hdr", "apikey"), "%s.supabase.co" % rs(LO, 20), "/rest/v1/profiles?select=*", "secret key", "secret key")
V("Firebase", "cloud", S1("FCM_SERVER_KEY", t_fcm_legacy), ("hdrpfx", "Authorization", "key="), "fcm.googleapis.com", "/fcm/send", "legacy server key", "legacy 서버 키")
V("Mapbox", "saas", S1("MAPBOX_SECRET_TOKEN", t_mapbox_sk), ("query", "access_token"), "api.mapbox.com", "/uploads/v1/%s" % pick(USERS).replace(".", ""), "secret token", "secret 토큰")
V("Tailscale", "infra", S1("TS_AUTHKEY", t_tailscale), None, d_en="auth key", d_ko="auth key", cli="tailscale up --authkey")
V("Tailscale", "infra", S1("TAILSCALE_API_KEY", lambda: t_tailscale("api")), ("bearer",), "api.tailscale.com", "/api/v2/tailnet/-/devices", "API access token", "API 토큰")
V("ngrok", "infra", S1("NGROK_AUTHTOKEN", lambda: "2" + an(26) + "_" + an(21)), None, d_en="authtoken", d_ko="authtoken", cli="ngrok config add-authtoken")
V("HashiCorp Vault", "infra", S1("VAULT_TOKEN", t_vault), ("hdr", "X-Vault-Token"), "vault.%s.internal:8200" % pick(COMPANIES), "/v1/secret/data/app", "token", "토큰")
V("Terraform Cloud", "ci", S1("TF_TOKEN_app_terraform_io", t_tfc), ("bearer",), "app.terraform.io", "/api/v2/organizations", "API token", "API 토큰")
V("Pulumi", "ci", S1("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40)), None, d_en="access token", d_ko="액세스 토큰")
V("Doppler", "ci", S1("DOPPLER_TOKEN", lambda: "dp.st.%s." % pick(["prd", "stg", "dev"]) + an(40)), None, d_en="service token", d_ko="service token")
V("1Password", "ci", S1("OP_SERVICE_ACCOUNT_TOKEN", t_1password), None, d_en="service account token", d_ko="서비스 계정 토큰")
V("Infisical", "ci", S1("INFISICAL_TOKEN", lambda: "st.%s.%s.%s" % (uuid4(), hx(32), hx(32))), None, d_en="service token", d_ko="service token")

# ---- payments
V("Stripe", "pay", S1("STRIPE_SECRET_KEY", lambda: t_stripe("sk_live_")), ("bearer",), "api.stripe.com", "/v1/charges?limit=3", "secret key", "시크릿 키")
V("Stripe", "pay", S1("STRIPE_RESTRICTED_KEY", lambda: t_stripe("rk_live_")), ("bearer",), "api.stripe.com", "/v1/refunds", "restricted key", "restricted key")
V("Stripe", "pay", S1("STRIPE_TEST_SECRET_KEY", lambda: t_stripe("sk_test_")), ("bearer",), "api.stripe.com", "/v1/customers", "test-mode secret key", "테스트 모드 시크릿 키")
V("Stripe", "pay", S1("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + an(32)), None, d_en="webhook signing secret", d_ko="웹훅 서명 시크릿")
V("PayPal", "pay", lambda: [("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), False), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), True)], ("basic",), "api-m.paypal.com", "/v1/oauth2/token", "client secret", "client secret")
V("Braintree", "pay", S1("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$%s$%s" % (rs(ANL, 16), hx(32))), None, d_en="access token", d_ko="액세스 토큰")
V("Square", "pay", S1("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60)), ("bearer",), "connect.squareup.com", "/v2/locations", "access token", "액세스 토큰")
V("Square", "pay", S1("SQUARE_APP_SECRET", lambda: "sq0csp-" + rs(B64U, 43)), None, d_en="application secret", d_ko="application secret")
V("Adyen", "pay", S1("ADYEN_API_KEY", lambda: "AQE" + an(38) + "=-" + rs(B64, 44) + "=-" + rs(AN + ";:,.()", 18)), ("hdr", "X-API-Key"), "checkout-live.adyen.com", "/v71/payments", "API key", "API 키")
V("Mollie", "pay", S1("MOLLIE_API_KEY", lambda: "live_" + an(30)), ("bearer",), "api.mollie.com", "/v2/payments", "live API key", "live API 키")
V("GoCardless", "pay", S1("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40)), ("bearer",), "api.gocardless.com", "/mandates", "access token", "액세스 토큰")
V("SumUp", "pay", S1("SUMUP_API_KEY", lambda: "sup_sk_" + an(32)), ("bearer",), "api.sumup.com", "/v0.1/me", "secret key", "시크릿 키")
V("Razorpay", "pay", lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + an(14), False), ("RAZORPAY_KEY_SECRET", an(24), True)], ("basic",), "api.razorpay.com", "/v1/payments", "key secret", "key secret")
V("Paystack", "pay", S1("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40)), ("bearer",), "api.paystack.co", "/transaction/verify/ref_%s" % rs(ANL, 10), "secret key", "시크릿 키")
V("Flutterwave", "pay", S1("FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X"), ("bearer",), "api.flutterwave.com", "/v3/transactions", "secret key", "시크릿 키")
V("Checkout.com", "pay", S1("CKO_SECRET_KEY", lambda: "sk_" + uuid4()), ("hdr", "Authorization"), "api.checkout.com", "/payments", "secret key", "시크릿 키")
V("Plaid", "pay", lambda: [("PLAID_CLIENT_ID", hx(24), False), ("PLAID_SECRET", hx(30), True)], None, d_en="secret", d_ko="secret")
V("Klarna", "pay", lambda: [("KLARNA_USERNAME", "K%s_%s" % (digits(6), hx(12)), False), ("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64U, 40), True)], ("basic",), "api.klarna.com", "/payments/v1/sessions", "API credentials", "API 자격 증명")
V("Wise", "pay", S1("WISE_API_TOKEN", uuid4), ("bearer",), "api.transferwise.com", "/v1/profiles", "API token", "API 토큰")
V("Coinbase", "pay", lambda: [("COINBASE_API_KEY", an(16), True), ("COINBASE_API_SECRET", an(32), True)], None, d_en="API secret", d_ko="API secret")
# Korean payments / fintech
V("Toss Payments", "kr", S1("TOSS_SECRET_KEY", lambda: "live_sk_" + an(24)), None, d_en="secret key", d_ko="시크릿 키")
V("Toss Payments", "kr", S1("TOSS_PAYMENTS_SECRET_KEY", lambda: "live_gsk_" + an(24)), None, d_en="API individual secret key", d_ko="API 개별 연동 시크릿 키")
V("PortOne", "kr", S1("PORTONE_API_SECRET", lambda: an(80)), ("hdrpfx", "Authorization", "PortOne "), "api.portone.io", "/payments/order_%s" % rs(ANL, 12), "V2 API secret", "V2 API Secret")
V("PortOne", "kr", lambda: [("IMP_KEY", digits(16), False), ("IMP_SECRET", an(80), True)], None, d_en="REST API secret", d_ko="REST API secret")
V("NICEPAY", "kr", lambda: [("NICEPAY_CLIENT_ID", "R2_" + hx(32), False), ("NICEPAY_SECRET_KEY", hx(32), True)], ("basic",), "api.nicepay.co.kr", "/v1/payments/nicuntct1m%s" % digits(12), "secret key", "시크릿 키")
V("KakaoPay", "kr", S1("KAKAOPAY_SECRET_KEY", lambda: "DEV" + rs(HEXU, 38)), ("hdrpfx", "Authorization", "SECRET_KEY "), "open-api.kakaopay.com", "/online/v1/payment/ready", "secret key", "Secret key")
V("KIS Developers", "kr", lambda: [("KIS_APP_KEY", "PS" + an(34), True), ("KIS_APP_SECRET", t_kis_secret(), True)], ("hdrs", ["appkey", "appsecret"]), "openapi.koreainvestment.com:9443", "/uapi/domestic-stock/v1/quotations/inquire-price", "appkey/appsecret", "appkey/appsecret")
V("Upbit", "kr", lambda: [("UPBIT_OPEN_API_ACCESS_KEY", an(40), True), ("UPBIT_OPEN_API_SECRET_KEY", an(40), True)], None, d_en="Open API access/secret key", d_ko="Open API access/secret 키")
V("Bithumb", "kr", lambda: [("BITHUMB_API_KEY", hx(32), True), ("BITHUMB_SECRET_KEY", hx(32), True)], None, d_en="API key + secret", d_ko="API 키 / 시크릿")
V("Coupang", "kr", lambda: [("COUPANG_VENDOR_ID", "A00%s" % digits(6), False), ("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", hx(40), True)], None, d_en="OPEN API access/secret key", d_ko="OPEN API access/secret key")
# Japanese payments
V("PAY.JP", "jp", S1("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48)), None, d_en="secret key", d_ko="시크릿 키")
V("GMO Payment Gateway", "jp", lambda: [("GMO_SHOP_ID", "tshop%s" % digits(8, False), False), ("GMO_SHOP_PASS", rs(ANL, 8), True)], None, d_en="shop password", d_ko="ShopPass")

# ---- AI
V("OpenAI", "ai", S1("OPENAI_API_KEY", lambda: t_openai("proj")), ("bearer",), "api.openai.com", "/v1/chat/completions", "project API key", "프로젝트 API 키")
V("OpenAI", "ai", S1("OPENAI_API_KEY", lambda: t_openai("legacy")), ("bearer",), "api.openai.com", "/v1/models", "API key", "API 키")
V("OpenAI", "ai", S1("OPENAI_API_KEY", lambda: t_openai("svc")), ("bearer",), "api.openai.com", "/v1/embeddings", "service account key", "서비스 계정 키")
V("OpenAI", "ai", S1("OPENAI_ADMIN_KEY", lambda: t_openai("admin")), ("bearer",), "api.openai.com", "/v1/organization/users", "admin key", "admin 키")
V("Anthropic", "ai", S1("ANTHROPIC_API_KEY", t_anthropic), ("hdr", "x-api-key"), "api.anthropic.com", "/v1/messages", "API key", "API 키")
V("Anthropic", "ai", S1("ANTHROPIC_ADMIN_KEY", lambda: t_anthropic("admin01")), ("hdr", "x-api-key"), "api.anthropic.com", "/v1/organizations/workspaces", "admin key", "admin 키")
V("Hugging Face", "ai", S1("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)), ("bearer",), "huggingface.co", "/api/whoami-v2", "access token", "액세스 토큰", "huggingface-cli login --token")
V("Replicate", "ai", S1("REPLICATE_API_TOKEN", lambda: "r8_" + an(37)), ("bearer",), "api.replicate.com", "/v1/predictions", "API token", "API 토큰")
V("Groq", "ai", S1("GROQ_API_KEY", lambda: "gsk_" + an(52)), ("bearer",), "api.groq.com", "/openai/v1/chat/completions")
V("Perplexity", "ai", S1("PERPLEXITY_API_KEY", lambda: "pplx-" + an(48)), ("bearer",), "api.perplexity.ai", "/chat/completions")
V("xAI", "ai", S1("XAI_API_KEY", lambda: "xai-" + an(80)), ("bearer",), "api.x.ai", "/v1/chat/completions")
V("Cohere", "ai", S1("CO_API_KEY", lambda: an(40)), ("bearer",), "api.cohere.com", "/v2/rerank")
V("Mistral", "ai", S1("MISTRAL_API_KEY", lambda: an(32)), ("bearer",), "api.mistral.ai", "/v1/chat/completions")
V("DeepSeek", "ai", S1("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32)), ("bearer",), "api.deepseek.com", "/chat/completions")
V("Together AI", "ai", S1("TOGETHER_API_KEY", lambda: "tgp_v1_" + rs(B64U, 43)), ("bearer",), "api.together.xyz", "/v1/completions")
V("Fireworks AI", "ai", S1("FIREWORKS_API_KEY", lambda: "fw_" + an(24)), ("bearer",), "api.fireworks.ai", "/inference/v1/chat/completions")
V("Voyage AI", "ai", S1("VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43)), ("bearer",), "api.voyageai.com", "/v1/embeddings")
V("ElevenLabs", "ai", S1("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48)), ("hdr", "xi-api-key"), "api.elevenlabs.io", "/v1/text-to-speech/%s" % an(20))
V("AssemblyAI", "ai", S1("ASSEMBLYAI_API_KEY", lambda: hx(32)), ("hdr", "authorization"), "api.assemblyai.com", "/v2/transcript")
V("Deepgram", "ai", S1("DEEPGRAM_API_KEY", lambda: hx(40)), ("hdrpfx", "Authorization", "Token "), "api.deepgram.com", "/v1/listen?model=nova-2&language=ko")
V("Pinecone", "ai", S1("PINECONE_API_KEY", lambda: "pcsk_" + an(5) + "_" + an(63)), ("hdr", "Api-Key"), "api.pinecone.io", "/indexes")
V("Weights & Biases", "ai", S1("WANDB_API_KEY", lambda: hx(40)), None, cli="wandb login")
V("LangSmith", "ai", S1("LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10)), ("hdr", "x-api-key"), "api.smith.langchain.com", "/runs")
V("Langfuse", "ai", lambda: [("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), False), ("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4(), True)], ("basic",), "cloud.langfuse.com", "/api/public/traces", "secret key", "secret key")
V("OpenRouter", "ai", S1("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64)), ("bearer",), "openrouter.ai", "/api/v1/chat/completions")
V("Stability AI", "ai", S1("STABILITY_API_KEY", lambda: "sk-" + an(48)), ("bearer",), "api.stability.ai", "/v2beta/stable-image/generate/core")
V("Tavily", "ai", S1("TAVILY_API_KEY", lambda: "tvly-" + pick(["dev-", "prod-", ""]) + an(32)), None)
V("Firecrawl", "ai", S1("FIRECRAWL_API_KEY", lambda: "fc-" + hx(32)), ("bearer",), "api.firecrawl.dev", "/v1/scrape")
V("Cerebras", "ai", S1("CEREBRAS_API_KEY", lambda: "csk-" + rs(ANL, 48)), ("bearer",), "api.cerebras.ai", "/v1/chat/completions")
V("Jina AI", "ai", S1("JINA_API_KEY", lambda: "jina_" + hx(32) + rs(AN, 28)), ("bearer",), "r.jina.ai", "/https://example.com")
V("Zhipu AI", "cn", S1("ZHIPUAI_API_KEY", lambda: hx(32) + "." + an(16)), ("bearer",), "open.bigmodel.cn", "/api/paas/v4/chat/completions")
V("Moonshot AI", "cn", S1("MOONSHOT_API_KEY", lambda: "sk-" + an(48)), ("bearer",), "api.moonshot.cn", "/v1/chat/completions")
V("Alibaba DashScope", "cn", S1("DASHSCOPE_API_KEY", lambda: "sk-" + hx(32)), ("bearer",), "dashscope.aliyuncs.com", "/compatible-mode/v1/chat/completions")
V("Baidu Qianfan", "cn", S1("QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-%s/%s" % (an(21), hx(40))), ("bearer",), "qianfan.baidubce.com", "/v2/chat/completions")
V("Upstage", "kr", S1("UPSTAGE_API_KEY", lambda: "up_" + an(30)), ("bearer",), "api.upstage.ai", "/v1/solar/chat/completions")

# ---- messaging / comms
V("Slack", "msg", S1("SLACK_BOT_TOKEN", lambda: t_slack("xoxb")), ("bearer",), "slack.com", "/api/chat.postMessage", "bot token", "봇 토큰")
V("Slack", "msg", S1("SLACK_USER_TOKEN", lambda: t_slack("xoxp")), ("bearer",), "slack.com", "/api/conversations.history?channel=C0%s" % rs(ANU, 9), "user token", "user 토큰")
V("Slack", "msg", S1("SLACK_APP_TOKEN", lambda: t_slack("xapp")), None, d_en="app-level token", d_ko="app-level 토큰")
V("Slack", "msg", S1("SLACK_SIGNING_SECRET", lambda: hx(32)), None, d_en="signing secret", d_ko="signing secret")
V("Discord", "msg", S1("DISCORD_BOT_TOKEN", t_discord_bot), ("hdrpfx", "Authorization", "Bot "), "discord.com", "/api/v10/users/@me", "bot token", "봇 토큰")
V("Telegram", "msg", S1("TELEGRAM_BOT_TOKEN", lambda: digits(10) + ":AA" + rs(B64U, 33)), None, d_en="bot token", d_ko="봇 토큰")
V("Twilio", "msg", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hx(32), False), ("TWILIO_AUTH_TOKEN", hx(32), True)], ("basic",), "api.twilio.com", "/2010-04-01/Accounts/{id}/Messages.json", "auth token", "auth token")
V("SendGrid", "msg", S1("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)), ("bearer",), "api.sendgrid.com", "/v3/mail/send")
V("Mailgun", "msg", S1("MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8)), None, d_en="private API key", d_ko="private API 키")
V("Mailchimp", "msg", S1("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(rint(1, 21))), None)
V("Mandrill", "msg", S1("MANDRILL_API_KEY", lambda: "md-" + rs(B64U, 22)), None)
V("Postmark", "msg", S1("POSTMARK_SERVER_TOKEN", uuid4), ("hdr", "X-Postmark-Server-Token"), "api.postmarkapp.com", "/email", "server token", "server token")
V("Brevo", "msg", S1("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + an(16)), ("hdr", "api-key"), "api.brevo.com", "/v3/smtp/email")
V("Resend", "msg", S1("RESEND_API_KEY", lambda: "re_" + an(8) + "_" + an(24)), ("bearer",), "api.resend.com", "/emails")
V("SparkPost", "msg", S1("SPARKPOST_API_KEY", lambda: hx(40)), ("hdr", "Authorization"), "api.sparkpost.com", "/api/v1/transmissions")
V("Vonage", "msg", lambda: [("VONAGE_API_KEY", hx(8), False), ("VONAGE_API_SECRET", an(16), True)], ("query2", ["api_key", "api_secret"]), "rest.nexmo.com", "/sms/json", "API secret", "API secret")
V("MessageBird", "msg", S1("MESSAGEBIRD_ACCESS_KEY", lambda: an(25)), ("hdrpfx", "Authorization", "AccessKey "), "rest.messagebird.com", "/messages")
V("Infobip", "msg", S1("INFOBIP_API_KEY", lambda: hx(32) + "-" + uuid4()), ("hdrpfx", "Authorization", "App "), "%s.api.infobip.com" % rs(ANL, 6), "/sms/2/text/advanced")
V("Pusher", "msg", lambda: [("PUSHER_APP_ID", digits(7), False), ("PUSHER_KEY", hx(20), False), ("PUSHER_SECRET", hx(20), True)], None, d_en="app secret", d_ko="app secret")
V("Ably", "msg", S1("ABLY_API_KEY", lambda: "%s.%s:%s" % (an(6), rs(B64U, 6), rs(B64U, 43))), None)
V("Stream", "msg", lambda: [("STREAM_API_KEY", rs(ANL, 12), False), ("STREAM_API_SECRET", rs(ANL, 64), True)], None, d_en="API secret", d_ko="API secret")
V("OneSignal", "msg", S1("ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(B32L, 113)), ("hdrpfx", "Authorization", "Key "), "api.onesignal.com", "/notifications", "REST API key", "REST API 키")
V("Sendbird", "msg", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hx(40), True)], ("hdrs", [None, "Api-Token"]), "api-%s.sendbird.com" % uuid4().upper(), "/v3/users", "API token", "API 토큰")
V("LINE", "jp", S1("LINE_CHANNEL_ACCESS_TOKEN", t_line_access), ("bearer",), "api.line.me", "/v2/bot/message/push", "channel access token", "channel access token")
V("LINE", "jp", lambda: [("LINE_CHANNEL_ID", digits(10), False), ("LINE_CHANNEL_SECRET", hx(32), True)], None, d_en="channel secret", d_ko="channel secret")
V("LINE Notify", "jp", S1("LINE_NOTIFY_TOKEN", lambda: an(43)), ("bearer",), "notify-api.line.me", "/api/notify", "access token", "액세스 토큰")
V("Chatwork", "jp", S1("CHATWORK_API_TOKEN", lambda: hx(32)), ("hdr", "X-ChatWorkToken"), "api.chatwork.com", "/v2/rooms/%s/messages" % digits(9))
V("Amazon SES", "msg", lambda: [("SMTP_USERNAME", t_aws_id(), True), ("SMTP_PASSWORD", "B" + rs(AN + "+/", 43), True)], None, d_en="SMTP credentials", d_ko="SMTP 자격 증명")

# ---- observability
V("Datadog", "obs", lambda: [("DD_API_KEY", hx(32), True), ("DD_APP_KEY", hx(40), True)], ("hdrs", ["DD-API-KEY", "DD-APPLICATION-KEY"]), "api.datadoghq.com", "/api/v1/validate", "API + application key", "API 키 / APP 키")
V("Datadog", "obs", S1("DD_API_KEY", lambda: hx(32)), ("hdr", "DD-API-KEY"), "http-intake.logs.datadoghq.eu", "/api/v2/logs", "API key", "API 키")
V("New Relic", "obs", S1("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ANU, 27)), ("hdr", "Api-Key"), "api.newrelic.com", "/graphql", "user API key", "User API 키")
V("New Relic", "obs", S1("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL"), None, d_en="license key", d_ko="license key")
V("New Relic", "obs", S1("NEW_RELIC_INSERT_KEY", lambda: "NRII-" + rs(B64U, 32)), ("hdr", "X-Insert-Key"), "insights-collector.newrelic.com", "/v1/accounts/%s/events" % digits(7), "insert key", "insert key")
V("Sentry", "obs", S1("SENTRY_AUTH_TOKEN", t_sentry_org), None, d_en="org auth token", d_ko="org auth token")
V("Sentry", "obs", S1("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64)), ("bearer",), "sentry.io", "/api/0/projects/", "user auth token", "user auth token")
V("Grafana", "obs", S1("GRAFANA_SA_TOKEN", lambda: "glsa_" + an(32) + "_" + hx(8)), ("bearer",), "grafana.%s.internal" % pick(COMPANIES), "/api/dashboards/uid/%s" % rs(ANL, 9), "service account token", "서비스 계정 토큰")
V("Grafana Cloud", "obs", S1("GRAFANA_CLOUD_TOKEN", t_grafana_cloud), None, d_en="access policy token", d_ko="access policy 토큰")
V("Honeycomb", "obs", S1("HONEYCOMB_API_KEY", lambda: an(22)), ("hdr", "X-Honeycomb-Team"), "api.honeycomb.io", "/1/events/%s" % pick(SERVICES))
V("Splunk", "obs", S1("SPLUNK_HEC_TOKEN", uuid4), ("hdrpfx", "Authorization", "Splunk "), "http-inputs-%s.splunkcloud.com" % pick(COMPANIES), "/services/collector/event", "HEC token", "HEC 토큰")
V("Sumo Logic", "obs", lambda: [("SUMO_ACCESS_ID", "su" + an(12), True), ("SUMO_ACCESS_KEY", an(64), True)], ("basic",), "api.sumologic.com", "/api/v1/collectors", "access key", "access key")
V("Dynatrace", "obs", S1("DT_API_TOKEN", lambda: "dt0c01.%s.%s" % (rs(ANU, 24), rs(ANU, 64))), ("hdrpfx", "Authorization", "Api-Token "), "%s.live.dynatrace.com" % rs(ANL, 8), "/api/v2/metrics/ingest", "API token", "API 토큰")
V("Bugsnag", "obs", S1("BUGSNAG_API_KEY", lambda: hx(32)), None)
V("Rollbar", "obs", S1("ROLLBAR_ACCESS_TOKEN", lambda: hx(32)), ("hdr", "X-Rollbar-Access-Token"), "api.rollbar.com", "/api/1/item/", "post_server_item token", "post_server_item 토큰")
V("PagerDuty", "obs", S1("PAGERDUTY_API_KEY", lambda: rs(AN + "_+-", 20)), ("hdrpfx", "Authorization", "Token token="), "api.pagerduty.com", "/incidents")
V("PagerDuty", "obs", S1("PAGERDUTY_ROUTING_KEY", lambda: hx(32)), None, d_en="integration (routing) key", d_ko="integration 키")
V("Opsgenie", "obs", S1("OPSGENIE_API_KEY", uuid4), ("hdrpfx", "Authorization", "GenieKey "), "api.opsgenie.com", "/v2/alerts")
V("Better Stack", "obs", S1("LOGTAIL_SOURCE_TOKEN", lambda: an(24)), ("bearer",), "in.logs.betterstack.com", "/", "source token", "source token")
V("Axiom", "obs", S1("AXIOM_TOKEN", lambda: "xaat-" + uuid4()), ("bearer",), "api.axiom.co", "/v1/datasets/%s/ingest" % pick(SERVICES), "API token", "API 토큰")
V("Logz.io", "obs", S1("LOGZIO_TOKEN", lambda: rs(UP + LO, 32)), ("query", "token"), "listener.logz.io:8071", "/?type=%s" % pick(SERVICES), "shipping token", "shipping 토큰")
V("Mezmo", "obs", S1("MEZMO_INGESTION_KEY", lambda: hx(32)), None, d_en="ingestion key", d_ko="ingestion key")

# ---- source hosting / CI / package registries
V("GitHub", "ci", S1("GITHUB_TOKEN", lambda: t_gh("ghp_")), ("bearer",), "api.github.com", "/repos/%s/%s/actions/runs" % (pick(COMPANIES), pick(SERVICES)), "classic PAT", "classic PAT", "gh auth login --with-token <<<")
V("GitHub", "ci", S1("GH_TOKEN", t_gh_fine), ("bearer",), "api.github.com", "/user/repos", "fine-grained PAT", "fine-grained PAT")
V("GitHub", "ci", S1("GITHUB_OAUTH_TOKEN", lambda: t_gh("gho_")), ("hdrpfx", "Authorization", "token "), "api.github.com", "/user", "OAuth token", "OAuth 토큰")
V("GitHub", "ci", S1("GITHUB_APP_INSTALLATION_TOKEN", lambda: t_gh("ghs_")), ("bearer",), "api.github.com", "/installation/repositories", "installation token", "installation 토큰")
V("GitHub", "ci", S1("GITHUB_REFRESH_TOKEN", lambda: "ghr_" + an(76)), None, d_en="refresh token", d_ko="refresh 토큰")
V("GitHub", "ci", S1("GITHUB_USER_TOKEN", lambda: t_gh("ghu_")), ("bearer",), "api.github.com", "/user/installations", "user-to-server token", "user-to-server 토큰")
V("GitLab", "ci", S1("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20)), ("hdr", "PRIVATE-TOKEN"), "gitlab.%s.com" % pick(COMPANIES), "/api/v4/projects?membership=true", "personal access token", "PAT")
V("GitLab", "ci", lambda: [("GITLAB_DEPLOY_USER", "gitlab+deploy-token-%s" % digits(4), False), ("GITLAB_DEPLOY_TOKEN", "gldt-" + rs(B64U, 20), True)], None, d_en="deploy token", d_ko="deploy token")
V("GitLab", "ci", S1("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20)), None, d_en="runner authentication token", d_ko="runner 토큰", cli="gitlab-runner register --non-interactive --url https://gitlab.com --token")
V("GitLab", "ci", S1("RUNNER_REGISTRATION_TOKEN", lambda: "GR1348941" + rs(B64U, 20)), None, d_en="runner registration token", d_ko="runner registration 토큰")
V("GitLab", "ci", S1("TRIGGER_TOKEN", lambda: "glptt-" + hx(40)), None, d_en="pipeline trigger token", d_ko="pipeline trigger 토큰")
V("Bitbucket", "ci", lambda: [("BITBUCKET_USERNAME", pick(USERS).replace(".", "_"), False), ("BITBUCKET_APP_PASSWORD", "ATBB" + an(28) + rs(HEXU, 8), True)], ("basic",), "api.bitbucket.org", "/2.0/repositories/%s" % pick(COMPANIES), "app password", "app password")
V("Atlassian", "saas", lambda: [("JIRA_EMAIL", "%s@%s.com" % (pick(USERS), pick(COMPANIES)), False), ("JIRA_API_TOKEN", t_atlassian(), True)], ("basic",), "%s.atlassian.net" % pick(COMPANIES), "/rest/api/3/search?jql=project=OPS", "API token", "API 토큰")
V("Trello", "saas", lambda: [("TRELLO_KEY", hx(32), False), ("TRELLO_TOKEN", "ATTA" + hx(64) + rs(HEXU, 8), True)], ("query2", ["key", "token"]), "api.trello.com", "/1/members/me/boards", "token", "토큰")
V("CircleCI", "ci", S1("CIRCLE_TOKEN", lambda: "CCIPAT_" + an(22) + "_" + hx(40)), ("hdr", "Circle-Token"), "circleci.com", "/api/v2/me", "personal API token", "personal API 토큰")
V("Buildkite", "ci", S1("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40)), ("bearer",), "api.buildkite.com", "/v2/organizations/%s/pipelines" % pick(COMPANIES))
V("Buildkite", "ci", S1("BUILDKITE_AGENT_TOKEN", lambda: hx(50)), None, d_en="agent token", d_ko="agent 토큰")
V("Jenkins", "ci", lambda: [("JENKINS_USER", pick(USERS), False), ("JENKINS_API_TOKEN", "11" + hx(32), True)], ("basic",), "jenkins.%s.internal" % pick(COMPANIES), "/job/%s/buildWithParameters" % pick(SERVICES), "API token", "API 토큰")
V("Travis CI", "ci", S1("TRAVIS_TOKEN", lambda: rs(B64U, 22)), ("hdrpfx", "Authorization", "token "), "api.travis-ci.com", "/repos")
V("Drone", "ci", S1("DRONE_TOKEN", lambda: an(32)), ("bearer",), "drone.%s.io" % pick(COMPANIES), "/api/user")
V("SonarQube", "ci", S1("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hx(40)), None, d_en="token", d_ko="토큰")
V("Snyk", "ci", S1("SNYK_TOKEN", uuid4), ("hdrpfx", "Authorization", "token "), "api.snyk.io", "/rest/orgs?version=2024-10-15", "API token", "API 토큰", "snyk auth")
V("Codecov", "ci", S1("CODECOV_TOKEN", uuid4), None, d_en="upload token", d_ko="upload 토큰")
V("npm", "reg", S1("NPM_TOKEN", lambda: "npm_" + an(36)), None, d_en="automation token", d_ko="automation 토큰")
V("PyPI", "reg", S1("PYPI_API_TOKEN", t_pypi), None, d_en="API token", d_ko="API 토큰")
V("RubyGems", "reg", S1("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48)), None)
V("NuGet", "reg", S1("NUGET_API_KEY", lambda: "oy2" + rs(ANL, 43)), None, cli="dotnet nuget push bin/Release/*.nupkg --source https://api.nuget.org/v3/index.json --api-key")
V("crates.io", "reg", S1("CARGO_REGISTRY_TOKEN", lambda: "cio" + an(32)), None, d_en="API token", d_ko="API 토큰", cli="cargo login")
V("Docker Hub", "reg", lambda: [("DOCKERHUB_USERNAME", pick(COMPANIES) + "ci", False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)], None, d_en="access token", d_ko="액세스 토큰")
V("JFrog Artifactory", "reg", S1("ARTIFACTORY_API_KEY", lambda: "AKCp" + an(69)), ("hdr", "X-JFrog-Art-Api"), "%s.jfrog.io" % pick(COMPANIES), "/artifactory/api/repositories", "API key", "API 키")
V("JFrog Artifactory", "reg", S1("JFROG_ACCESS_TOKEN", t_jfrog_ref), ("bearer",), "%s.jfrog.io" % pick(COMPANIES), "/artifactory/api/storage/libs-release", "reference token", "reference token")
V("Quay.io", "reg", lambda: [("QUAY_ROBOT", "%s+ci_pusher" % pick(COMPANIES), False), ("QUAY_ROBOT_TOKEN", rs(ANU, 64), True)], None, d_en="robot token", d_ko="robot 토큰")
V("Harbor", "reg", lambda: [("HARBOR_ROBOT", "robot$%s+ci" % pick(COMPANIES), False), ("HARBOR_ROBOT_SECRET", an(32), True)], None, d_en="robot account secret", d_ko="robot 계정 secret")
V("Gitee", "cn", S1("GITEE_TOKEN", lambda: hx(32)), ("query", "access_token"), "gitee.com", "/api/v5/user/repos", "private token", "private token")
V("Expo", "ci", S1("EXPO_TOKEN", lambda: rs(B64U, 40)), None, d_en="access token", d_ko="액세스 토큰")
V("Postman", "saas", S1("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34)), ("hdr", "X-Api-Key"), "api.getpostman.com", "/collections")

# ---- SaaS / identity / product analytics
V("Shopify", "saas", S1("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32)), ("hdr", "X-Shopify-Access-Token"), "%s.myshopify.com" % pick(COMPANIES), "/admin/api/2024-10/orders.json", "Admin API access token", "Admin API 액세스 토큰")
V("Shopify", "saas", S1("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32)), None, d_en="app shared secret", d_ko="app shared secret")
V("Linear", "saas", S1("LINEAR_API_KEY", lambda: "lin_api_" + an(40)), ("hdr", "Authorization"), "api.linear.app", "/graphql")
V("Notion", "saas", S1("NOTION_TOKEN", lambda: "ntn_" + digits(11) + an(35)), ("bearer",), "api.notion.com", "/v1/databases/%s/query" % hx(32), "integration secret", "integration secret")
V("Notion", "saas", S1("NOTION_API_KEY", lambda: "secret_" + an(43)), ("bearer",), "api.notion.com", "/v1/search", "internal integration token", "integration 토큰")
V("Figma", "saas", S1("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40)), ("hdr", "X-Figma-Token"), "api.figma.com", "/v1/files/%s" % an(22), "personal access token", "PAT")
V("Airtable", "saas", S1("AIRTABLE_PAT", lambda: "pat" + an(14) + "." + hx(64)), ("bearer",), "api.airtable.com", "/v0/app%s/Orders" % an(14), "personal access token", "PAT")
V("Asana", "saas", S1("ASANA_PAT", lambda: "2/%s/%s:%s" % (digits(16), digits(16), hx(32))), ("bearer",), "app.asana.com", "/api/1.0/tasks?project=%s" % digits(16), "personal access token", "PAT")
V("HubSpot", "saas", S1("HUBSPOT_ACCESS_TOKEN", lambda: "pat-%s-%s" % (pick(["na1", "eu1", "na2"]), uuid4())), ("bearer",), "api.hubapi.com", "/crm/v3/objects/contacts", "private app token", "private app 토큰")
V("Intercom", "saas", S1("INTERCOM_ACCESS_TOKEN", lambda: "dG9rOj" + rs(B64, 54) + "="), ("bearer",), "api.intercom.io", "/conversations", "access token", "액세스 토큰")
V("Zendesk", "saas", lambda: [("ZENDESK_EMAIL", "%s@%s.com/token" % (pick(USERS), pick(COMPANIES)), False), ("ZENDESK_API_TOKEN", an(40), True)], ("basic",), "%s.zendesk.com" % pick(COMPANIES), "/api/v2/tickets.json", "API token", "API 토큰")
V("Salesforce", "saas", S1("SF_ACCESS_TOKEN", lambda: "00D%s!%s" % (an(15), rs(AN + "._", 96))), ("bearer",), "%s.my.salesforce.com" % pick(COMPANIES), "/services/data/v61.0/query?q=SELECT+Id+FROM+Account", "session token", "세션 토큰")
V("Twitch", "saas", lambda: [("TWITCH_CLIENT_ID", rs(ANL, 30), False), ("TWITCH_CLIENT_SECRET", rs(ANL, 30), True)], None, d_en="client secret", d_ko="client secret")
V("Dropbox", "saas", S1("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, 140)), ("bearer",), "api.dropboxapi.com", "/2/files/list_folder", "short-lived token", "short-lived 토큰")
V("Box", "saas", S1("BOX_DEVELOPER_TOKEN", lambda: an(32)), ("bearer",), "api.box.com", "/2.0/folders/0", "developer token", "developer token")
V("Zoom", "saas", lambda: [("ZOOM_ACCOUNT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_ID", rs(AN, 22), False), ("ZOOM_CLIENT_SECRET", an(32), True)], None, d_en="Server-to-Server OAuth secret", d_ko="S2S OAuth client secret")
V("Okta", "id", S1("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40)), ("hdrpfx", "Authorization", "SSWS "), "%s.okta.com" % pick(COMPANIES), "/api/v1/users?limit=25", "API token", "API 토큰")
V("Auth0", "id", lambda: [("AUTH0_CLIENT_ID", an(32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)], None, d_en="client secret", d_ko="client secret")
V("Clerk", "id", S1("CLERK_SECRET_KEY", lambda: "sk_live_" + an(40)), ("bearer",), "api.clerk.com", "/v1/users", "secret key", "secret key")
V("Keycloak", "id", lambda: [("KEYCLOAK_CLIENT_ID", pick(SERVICES), False), ("KEYCLOAK_CLIENT_SECRET", an(32), True)], None, d_en="client secret", d_ko="client secret")
V("LaunchDarkly", "saas", S1("LD_SDK_KEY", lambda: "sdk-" + uuid4()), None, d_en="server-side SDK key", d_ko="server SDK 키")
V("LaunchDarkly", "saas", S1("LD_API_TOKEN", lambda: "api-" + uuid4()), ("hdr", "Authorization"), "app.launchdarkly.com", "/api/v2/flags/default", "API access token", "API 토큰")
V("PostHog", "saas", S1("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + an(47)), ("bearer",), "us.posthog.com", "/api/projects/%s/insights/" % digits(5), "personal API key", "personal API 키")
V("Amplitude", "saas", lambda: [("AMPLITUDE_API_KEY", hx(32), False), ("AMPLITUDE_SECRET_KEY", hx(32), True)], ("basic",), "amplitude.com", "/api/2/export?start=20250101T00&end=20250102T00", "secret key", "secret key")
V("Mixpanel", "saas", lambda: [("MIXPANEL_SA_USERNAME", "%s-etl.%s.mp-service-account" % (pick(COMPANIES), digits(3)), False), ("MIXPANEL_SA_SECRET", an(32), True)], ("basic",), "mixpanel.com", "/api/2.0/export", "service account secret", "service account secret")
V("Braze", "saas", S1("BRAZE_REST_API_KEY", uuid4), ("bearer",), "rest.iad-01.braze.com", "/users/track", "REST API key", "REST API 키")
V("Statsig", "saas", S1("STATSIG_SERVER_SECRET", lambda: "secret-" + an(43)), None, d_en="server secret key", d_ko="server secret 키")
V("Contentful", "saas", S1("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43)), ("bearer",), "api.contentful.com", "/spaces/%s/entries" % rs(ANL, 12), "management token", "management 토큰")
V("Contentful", "saas", lambda: [("CONTENTFUL_SPACE_ID", rs(ANL, 12), False), ("CONTENTFUL_PREVIEW_TOKEN", rs(B64U, 43), True)], None, d_en="preview API token", d_ko="Preview API 토큰")
V("Sanity", "saas", S1("SANITY_API_TOKEN", lambda: "sk" + an(180)), ("bearer",), "%s.api.sanity.io" % rs(ANL, 8), "/v2024-01-01/data/mutate/production", "write token", "write 토큰")
V("Algolia", "saas", lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), False), ("ALGOLIA_ADMIN_KEY", hx(32), True)], ("hdrs", ["X-Algolia-Application-Id", "X-Algolia-API-Key"]), "%s.algolia.net" % rs(ANU, 10), "/1/indexes/products/settings", "admin API key", "admin API 키")
V("Typesense", "saas", S1("TYPESENSE_API_KEY", lambda: an(32)), ("hdr", "X-TYPESENSE-API-KEY"), "search.%s.io" % pick(COMPANIES), "/collections", "admin API key", "admin API 키")
V("Meilisearch", "saas", S1("MEILI_MASTER_KEY", lambda: rs(B64U, 32)), ("bearer",), "meili.%s.internal:7700" % pick(COMPANIES), "/keys", "master key", "master key")
V("Typeform", "saas", S1("TYPEFORM_TOKEN", lambda: "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14)), ("bearer",), "api.typeform.com", "/forms", "personal token", "personal 토큰")
V("Pipedrive", "saas", S1("PIPEDRIVE_API_TOKEN", lambda: hx(40)), ("query", "api_token"), "%s.pipedrive.com" % pick(COMPANIES), "/api/v1/deals", "API token", "API 토큰")
V("Calendly", "saas", S1("CALENDLY_TOKEN", lambda: jwt({"iss": "https://auth.calendly.com", "iat": epoch(), "jti": uuid4(), "user_uuid": uuid4(), "scope": "default"}, "HS256")), ("bearer",), "api.calendly.com", "/scheduled_events", "personal access token", "PAT")
V("Spotify", "saas", lambda: [("SPOTIFY_CLIENT_ID", hx(32), False), ("SPOTIFY_CLIENT_SECRET", hx(32), True)], ("basic",), "accounts.spotify.com", "/api/token", "client secret", "client secret")
V("DeepL", "saas", S1("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx"), ("hdrpfx", "Authorization", "DeepL-Auth-Key "), "api-free.deepl.com", "/v2/translate", "auth key", "auth key")
V("Bunny.net", "cloud", S1("BUNNY_API_KEY", lambda: uuid4() + "-" + uuid4()[:23]), ("hdr", "AccessKey"), "api.bunny.net", "/pullzone", "API key", "API 키")
V("Yandex Cloud", "cloud", S1("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36)), ("hdrpfx", "Authorization", "Api-Key "), "llm.api.cloud.yandex.net", "/foundationModels/v1/completion", "API key", "API 키")
V("Yandex", "cloud", S1("YANDEX_OAUTH_TOKEN", lambda: "y0_" + rs(B64U, 55)), ("hdrpfx", "Authorization", "OAuth "), "cloud-api.yandex.net", "/v1/disk/resources?path=app:/", "OAuth token", "OAuth 토큰")

# ---- databases as a service
V("PlanetScale", "db", lambda: [("DATABASE_USERNAME", rs(ANL, 12), False), ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43), True)], None, d_en="database password", d_ko="DB 비밀번호")
V("PlanetScale", "db", lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ANL, 12), False), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), True)], None, d_en="service token", d_ko="service token")
V("Neon", "db", S1("NEON_API_KEY", lambda: "napi_" + rs(ANL, 64)), ("bearer",), "console.neon.tech", "/api/v2/projects", "API key", "API 키")
V("Turso", "db", S1("TURSO_AUTH_TOKEN", lambda: jwt({"a": "rw", "iat": epoch(), "id": uuid4()}, "EdDSA", 64)), None, d_en="database auth token", d_ko="DB auth 토큰")
V("Upstash", "db", S1("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(B64U, 3) + "ASQgN" + rs(B64, 56) + "="), ("bearer",), "%s-%s-%s.upstash.io" % (pick(WORDS), pick(WORDS), digits(5)), "/set/foo/bar", "REST token", "REST 토큰")
V("MongoDB Atlas", "db", lambda: [("ATLAS_PUBLIC_KEY", rs(ANL, 8), False), ("ATLAS_PRIVATE_KEY", uuid4(), True)], None, d_en="API private key", d_ko="API private key")
V("InfluxDB", "db", S1("INFLUX_TOKEN", lambda: rs(B64U, 86) + "=="), ("hdrpfx", "Authorization", "Token "), "us-east-1-1.aws.cloud2.influxdata.com", "/api/v2/write?org=%s&bucket=metrics" % pick(COMPANIES), "API token", "API 토큰")
V("Confluent", "db", lambda: [("KAFKA_API_KEY", rs(ANU, 16), False), ("KAFKA_API_SECRET", rs(AN + "+/", 64), True)], None, d_en="cluster API secret", d_ko="cluster API secret")
V("Databricks", "db", S1("DATABRICKS_TOKEN", lambda: "dapi" + hx(32)), ("bearer",), "adb-%s.%d.azuredatabricks.net" % (digits(16), rint(1, 19)), "/api/2.1/jobs/list", "personal access token", "PAT")
V("Fauna", "db", S1("FAUNA_SECRET", lambda: "fnA" + rs(B64U, 37)), ("bearer",), "db.fauna.com", "/query/1", "secret", "secret")
V("Xata", "db", S1("XATA_API_KEY", lambda: "xau_" + an(32)), ("bearer",), "api.xata.io", "/workspaces", "API key", "API 키")
V("Elastic", "db", S1("ELASTIC_API_KEY", lambda: b64s(rs(B64U, 20) + ":" + rs(B64U, 22))), ("hdrpfx", "Authorization", "ApiKey "), "%s.es.us-east-1.aws.found.io:9243" % hx(32), "/_search", "API key", "API 키")
V("Redis Cloud", "db", lambda: [("REDIS_CLOUD_ACCOUNT_KEY", rs(AN, 50), True), ("REDIS_CLOUD_USER_KEY", rs(AN, 50), True)], None, d_en="API account/user keys", d_ko="API account/user key")

# ---- Korea
V("Kakao", "kr", S1("KAKAO_REST_API_KEY", lambda: hx(32)), ("hdrpfx", "Authorization", "KakaoAK "), "dapi.kakao.com", "/v2/local/search/address.json?query=판교역로", "REST API key", "REST API 키")
V("Kakao", "kr", S1("KAKAO_ADMIN_KEY", lambda: hx(32)), ("hdrpfx", "Authorization", "KakaoAK "), "kapi.kakao.com", "/v1/user/ids", "Admin key", "Admin 키")
V("Kakao", "kr", S1("KAKAO_CLIENT_SECRET", lambda: an(32)), None, d_en="login client secret", d_ko="카카오 로그인 Client Secret")
V("Naver", "kr", lambda: [("NAVER_CLIENT_ID", an(20), False), ("NAVER_CLIENT_SECRET", rs(AN + "_", 10), True)], ("hdrs", ["X-Naver-Client-Id", "X-Naver-Client-Secret"]), "openapi.naver.com", "/v1/search/blog.json?query=맛집", "client secret", "Client Secret")
V("Naver Cloud", "kr", lambda: [("NCP_ACCESS_KEY", rs(AN, 20), True), ("NCP_SECRET_KEY", rs(AN, 40), True)], ("hdrs", ["x-ncp-iam-access-key", None]), "ncloud.apigw.ntruss.com", "/vserver/v2/getServerInstanceList", "access key / secret key", "Access Key / Secret Key")
V("Naver Cloud", "kr", lambda: [("NCP_APIGW_KEY_ID", rs(ANL, 10), False), ("NCP_APIGW_KEY", rs(AN, 40), True)], ("hdrs", ["X-NCP-APIGW-API-KEY-ID", "X-NCP-APIGW-API-KEY"]), "naveropenapi.apigw.ntruss.com", "/map-geocode/v2/geocode?query=분당구", "Maps API key", "Maps API 키")
V("Naver Search Ad", "kr", lambda: [("NAVER_AD_CUSTOMER_ID", digits(7), False), ("NAVER_AD_API_KEY", "0100000000" + hx(64), True), ("NAVER_AD_SECRET_KEY", "AQAAAA" + rs(B64, 38) + "==", True)], ("hdrs", ["X-Customer", "X-API-KEY", None]), "api.searchad.naver.com", "/ncc/campaigns", "access license + secret key", "엑세스라이선스 / 비밀키")
V("NHN Cloud", "kr", lambda: [("NHN_APP_KEY", an(16), False), ("NHN_SECRET_KEY", an(8), True)], ("hdrs", [None, "X-Secret-Key"]), "api-sms.cloud.toast.com", "/sms/v3.0/appKeys/{id}/sender/sms", "secret key", "시크릿 키")
V("Solapi", "kr", lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), True), ("SOLAPI_API_SECRET", rs(ANU, 32), True)], None, d_en="API key + secret", d_ko="API Key / API Secret")
V("Aligo", "kr", lambda: [("ALIGO_USER_ID", pick(COMPANIES) + "sms", False), ("ALIGO_API_KEY", rs(ANL, 32), True)], None, d_en="SMS API key", d_ko="문자 API 키")
V("Channel Talk", "kr", lambda: [("CHANNEL_ACCESS_KEY", hx(24), True), ("CHANNEL_ACCESS_SECRET", hx(32), True)], ("hdrs", ["x-access-key", "x-access-secret"]), "api.channel.io", "/open/v5/user-chats", "access key + secret", "access key / secret")
V("Toss", "kr", S1("TOSS_PLACE_API_SECRET", lambda: an(44)), None, d_en="partner API secret", d_ko="파트너 API secret")
V("Danal", "kr", lambda: [("DANAL_CPID", "A%s" % digits(9), False), ("DANAL_CPPWD", an(16), True)], None, d_en="CP password", d_ko="CP 비밀번호")
V("KG Inicis", "kr", lambda: [("INICIS_MID", "INI%s" % rs(ANL, 7), False), ("INICIS_SIGNKEY", b64s(an(24)), True)], None, d_en="signKey", d_ko="signKey")
V("Kakao Mobility", "kr", S1("KAKAOMOBILITY_REST_KEY", lambda: hx(32)), ("hdrpfx", "Authorization", "KakaoAK "), "apis-navi.kakaomobility.com", "/v1/directions?origin=127.11,37.39&destination=127.03,37.49", "REST key", "REST 키")
V("Airbridge", "kr", S1("AIRBRIDGE_API_TOKEN", lambda: hx(32)), ("bearer",), "api.airbridge.io", "/reports/api/v5/apps/%s/actuals/query" % pick(COMPANIES), "API token", "API 토큰")

# ---- Japan
V("Backlog", "jp", S1("BACKLOG_API_KEY", lambda: an(64)), ("query", "apiKey"), "%s.backlog.jp" % pick(COMPANIES), "/api/v2/issues", "API key", "API 키")
V("kintone", "jp", S1("KINTONE_API_TOKEN", lambda: an(40)), ("hdr", "X-Cybozu-API-Token"), "%s.cybozu.com" % pick(COMPANIES), "/k/v1/records.json?app=%d" % rint(10, 300), "API token", "API 토큰")
V("Sakura Cloud", "jp", lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", an(64), True)], ("basic",), "secure.sakura.ad.jp", "/cloud/zone/is1a/api/cloud/1.1/server", "API key", "API 키")
V("freee", "jp", lambda: [("FREEE_CLIENT_ID", digits(15), False), ("FREEE_CLIENT_SECRET", rs(B64U, 43), True)], None, d_en="client secret", d_ko="client secret")
V("SmartHR", "jp", S1("SMARTHR_ACCESS_TOKEN", lambda: hx(64)), ("bearer",), "%s.smarthr.jp" % pick(COMPANIES), "/api/v1/crews", "access token", "액세스 토큰")
V("Yahoo! JAPAN", "jp", lambda: [("YJ_CLIENT_ID", "dj00" + rs(AN, 52), False), ("YJ_CLIENT_SECRET", rs(AN, 40), True)], None, d_en="client secret", d_ko="client secret")

# ---- China
V("Alibaba Cloud", "cn", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + an(18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30), True)], None, d_en="AccessKey pair", d_ko="AccessKey")
V("Tencent Cloud", "cn", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + an(32), True), ("TENCENTCLOUD_SECRET_KEY", an(32), True)], None, d_en="SecretId/SecretKey", d_ko="SecretId/SecretKey")
V("Huawei Cloud", "cn", lambda: [("HUAWEICLOUD_SDK_AK", rs(ANU, 20), True), ("HUAWEICLOUD_SDK_SK", an(40), True)], None, d_en="AK/SK", d_ko="AK/SK")
V("Baidu Cloud", "cn", lambda: [("BCE_ACCESS_KEY_ID", hx(32), True), ("BCE_SECRET_ACCESS_KEY", hx(32), True)], None, d_en="AK/SK", d_ko="AK/SK")
V("Qiniu", "cn", lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)], None, d_en="AK/SK", d_ko="AK/SK")
V("Volcengine", "cn", lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 43), True), ("VOLC_SECRETKEY", b64_of_bytes(45), True)], None, d_en="AK/SK", d_ko="AK/SK")
V("WeChat", "cn", lambda: [("WECHAT_APPID", "wx" + hx(16), False), ("WECHAT_APPSECRET", hx(32), True)], ("query2", ["appid", "secret"]), "api.weixin.qq.com", "/cgi-bin/token?grant_type=client_credential", "AppSecret", "AppSecret")
V("WeCom", "cn", lambda: [("WECOM_CORPID", "ww" + hx(16), False), ("WECOM_CORPSECRET", rs(B64U, 43), True)], ("query2", ["corpid", "corpsecret"]), "qyapi.weixin.qq.com", "/cgi-bin/gettoken", "corpsecret", "corpsecret")
V("Feishu", "cn", lambda: [("FEISHU_APP_ID", "cli_" + hx(16), False), ("FEISHU_APP_SECRET", an(32), True)], None, d_en="app secret", d_ko="app secret")
V("DingTalk", "cn", lambda: [("DINGTALK_APP_KEY", "ding" + rs(ANL, 16), False), ("DINGTALK_APP_SECRET", rs(B64U, 64), True)], None, d_en="AppSecret", d_ko="AppSecret")
V("Agora", "cn", lambda: [("AGORA_APP_ID", hx(32), False), ("AGORA_APP_CERTIFICATE", hx(32), True)], None, d_en="app certificate", d_ko="App Certificate")
V("Tencent Cloud", "cn", S1("TENCENT_SMS_SDK_APPKEY", lambda: hx(32)), None, d_en="SMS app key", d_ko="SMS app key")


# --------------------------------------------------------------------------------------
# carriers: render a list of items {k, v, ref} in some file format / language
#   ref=True means "not a literal, render this language's idiom for reading it elsewhere"
# --------------------------------------------------------------------------------------
def slug(name):
    s = "".join(ch.lower() if ch.isalnum() else "_" for ch in name)
    while "__" in s:
        s = s.replace("__", "_")
    return s.strip("_")


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(env):
    return "".join(p.capitalize() for p in env.lower().split("_"))


def dotted(env):
    return env.lower().replace("_", ".")


def kebab(env):
    return env.lower().replace("_", "-")


def short_key(env, sec):
    """drop the vendor prefix from an env name: STRIPE_SECRET_KEY -> secret_key"""
    e = env.lower()
    if e.startswith(sec + "_") and len(e) > len(sec) + 1:
        return e[len(sec) + 1:]
    return e


FILLER_ENV = [("NODE_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("APP_ENV", "staging"),
              ("TZ", "Asia/Seoul"), ("REGION", "ap-northeast-2"), ("FEATURE_NEW_CHECKOUT", "true"),
              ("WORKERS", "4"), ("DEBUG", "false"), ("CACHE_TTL", "300"), ("SENTRY_ENVIRONMENT", "prod"),
              ("TIMEOUT_MS", "15000"), ("RETRY_MAX", "3"), ("PUBLIC_BASE_URL", "https://www.%s.%s" % (pick(COMPANIES), pick(TLDS)))]


def fillers(n):
    return [dict(k=k, v=v, ref=False, filler=True) for (k, v) in shuffled(FILLER_ENV)[:n]]


def mix(items, nfill):
    """interleave some harmless filler lines"""
    fl = fillers(nfill)
    out = list(items)
    for f in fl:
        out.insert(rint(0, len(out)), f)
    return out


def c_dotenv(items, ctx):
    q = pick(["", "", '"', "'"])
    lines = []
    for it in mix(items, rint(0, 3)):
        if it["ref"]:
            lines.append(pick(["%s=" % it["k"], "%s=${%s}" % (it["k"], it["k"] + "_FROM_VAULT"), "# %s is injected by the deploy pipeline\n%s=" % (it["k"], it["k"])]))
        else:
            qq = "" if it.get("filler") else q
            lines.append("%s=%s%s%s" % (it["k"], qq, it["v"], qq))
    return "\n".join(lines), pick([".env", ".env.production", ".env.local", "deploy/.env.%s" % pick(ENVS), ".env.staging"])


def c_export(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append(pick(['export %s="$(vault kv get -field=value secret/%s/%s)"' % (it["k"], ctx["svc"], it["k"].lower()),
                               'export %s="$(op read op://%s/%s/credential)"' % (it["k"], pick(["Prod", "Dev", "Shared"]), ctx["vslug"]),
                               'export %s="$(aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text)"' % (it["k"], pick(ENVS), ctx["vslug"]),
                               'export %s="$(pass show %s/%s)"' % (it["k"], ctx["svc"], it["k"].lower())]))
        else:
            lines.append(pick(['export %s=%s', 'export %s="%s"', "export %s='%s'"]) % (it["k"], it["v"]))
    return "\n".join(lines), pick(["~/.bashrc", "~/.zshrc", "scripts/env.sh", "scripts/deploy.sh", ".envrc", "run_local.sh"])


def c_yaml(items, ctx):
    sec = ctx["vslug"]
    lines = ["%s:" % sec]
    for it in items:
        key = short_key(it["k"], sec)
        if it["ref"]:
            lines.append("  %s: %s" % (key, pick(["${%s}" % it["k"], "\"${%s}\"" % it["k"], "${%s:?missing}" % it["k"], "!env %s" % it["k"]])))
        else:
            lines.append("  %s: %s" % (key, pick(["%s", "\"%s\"", "'%s'"]) % it["v"]))
    if chance(0.6):
        lines.insert(0, pick(["server:\n  port: 8080", "app:\n  name: %s" % ctx["svc"], "logging:\n  level: INFO"]))
    if chance(0.5):
        lines.append("  timeout: %ds" % rint(5, 60))
    return "\n".join(lines), pick(["config/%s.yaml" % pick(ENVS), "config.yml", "settings.yaml", "application-%s.yml" % pick(ENVS)])


def c_json(items, ctx):
    sec = camel(ctx["vslug"])
    rows = []
    for it in items:
        key = camel(short_key(it["k"], ctx["vslug"]))
        if it["ref"]:
            val = pick(["${%s}" % it["k"], "#{%s}#" % it["k"], "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (ctx["svc"], kebab(it["k"])), "env:%s" % it["k"]])
        else:
            val = it["v"]
        rows.append('    "%s": "%s"' % (key, val))
    body = '{\n  "%s": {\n%s\n  }' % (sec, ",\n".join(rows))
    if chance(0.5):
        body += ',\n  "Logging": { "LogLevel": { "Default": "Information" } }'
    return body + "\n}", pick(["appsettings.%s.json" % pick(["Production", "Development", "Staging"]), "config/default.json", "secrets.json", "local.settings.json", "config.json"])


def c_toml(items, ctx):
    lines = ["[%s]" % ctx["vslug"]]
    for it in items:
        key = short_key(it["k"], ctx["vslug"])
        lines.append('%s = "%s"' % (key, ("${%s}" % it["k"]) if it["ref"] else it["v"]))
    if chance(0.5):
        lines.insert(0, '[server]\nhost = "0.0.0.0"\nport = %d\n' % rint(3000, 9000))
    return "\n".join(lines), pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "Config.toml", "netlify.toml"])


def c_ini(items, ctx):
    lines = ["[%s]" % ctx["vslug"]]
    for it in items:
        key = short_key(it["k"], ctx["vslug"])
        lines.append("%s = %s" % (key, ("%%(ENV_%s)s" % it["k"]) if it["ref"] else it["v"]))
    return "\n".join(lines), pick(["config.ini", "settings.cfg", "app.conf", "setup.cfg", "credentials.ini"])


def c_properties(items, ctx):
    lines = []
    for it in items:
        key = dotted(ctx["vslug"]) + "." + kebab(short_key(it["k"], ctx["vslug"]))
        lines.append("%s=%s" % (key, ("${%s}" % it["k"]) if it["ref"] else it["v"]))
    if chance(0.6):
        lines.insert(0, pick(["spring.application.name=%s" % ctx["svc"], "server.port=8080", "spring.profiles.active=%s" % pick(ENVS)]))
    return "\n".join(lines), pick(["src/main/resources/application.properties", "application-%s.properties" % pick(ENVS), "gradle.properties", "config/app.properties"])


def c_hcl(items, ctx):
    if chance(0.5):
        lines = []
        for it in items:
            name = it["k"].lower()
            if it["ref"]:
                lines.append('%s = data.aws_secretsmanager_secret_version.%s.secret_string' % (name, ctx["vslug"]))
            else:
                lines.append('%s = "%s"' % (name, it["v"]))
        return "\n".join(lines), pick(["terraform.tfvars", "envs/%s/terraform.tfvars" % pick(ENVS), "prod.auto.tfvars"])
    lines = ['provider "%s" {' % ctx["vslug"]]
    for it in items:
        name = short_key(it["k"], ctx["vslug"])
        lines.append('  %s = %s' % (name, ("var.%s" % it["k"].lower()) if it["ref"] else '"%s"' % it["v"]))
    lines.append("}")
    return "\n".join(lines), pick(["main.tf", "providers.tf", "infra/%s.tf" % ctx["vslug"]])


def c_xml(items, ctx):
    if chance(0.5):
        lines = ["<appSettings>"]
        for it in items:
            val = ("#{%s}#" % it["k"]) if it["ref"] else it["v"]
            lines.append('  <add key="%s:%s" value="%s" />' % (pascal(ctx["vslug"]), pascal(short_key(it["k"], ctx["vslug"])), val))
        lines.append("</appSettings>")
        return "\n".join(lines), pick(["web.config", "App.config", "Web.Release.config"])
    lines = ["<properties>"]
    for it in items:
        val = ("${env.%s}" % it["k"]) if it["ref"] else it["v"]
        tag = dotted(ctx["vslug"]) + "." + camel(short_key(it["k"], ctx["vslug"]))
        lines.append("  <%s>%s</%s>" % (tag, val, tag))
    lines.append("</properties>")
    return "\n".join(lines), "pom.xml"


def c_dockerfile(items, ctx):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23", "ruby:3.3"])]
    for it in items:
        if it["ref"]:
            lines.append(pick(["ARG %s" % it["k"], "RUN --mount=type=secret,id=%s %s" % (it["k"].lower(), pick(["npm ci", "pip install -r requirements.txt", "./gradlew build"]))]))
        else:
            lines.append(pick(["ENV %s=%s", "ARG %s=%s", "ENV %s=\"%s\""]) % (it["k"], it["v"]))
    lines.append(pick(["COPY . /app", "WORKDIR /app", "RUN npm ci --omit=dev"]))
    return "\n".join(lines), pick(["Dockerfile", "docker/Dockerfile.prod", "Dockerfile.worker"])


def c_compose(items, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: %s/%s:%s" % (ctx["co"], ctx["svc"], pick(["latest", "1.4.2", "main"])), "    environment:"]
    dash = chance(0.5)
    for it in items:
        val = ("${%s}" % it["k"]) if it["ref"] else it["v"]
        lines.append(("      - %s=%s" if dash else "      %s: %s") % (it["k"], val))
    return "\n".join(lines), pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])


def c_k8s(items, ctx):
    if all(not it["ref"] for it in items) and chance(0.6):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (ctx["svc"], ctx["vslug"].replace("_", "-")), "type: Opaque", "stringData:"]
        for it in items:
            lines.append("  %s: %s" % (it["k"], pick(["%s", "\"%s\""]) % it["v"]))
        return "\n".join(lines), pick(["k8s/secret.yaml", "manifests/%s-secret.yaml" % ctx["svc"], "deploy/base/secret.yaml"])
    lines = ["        env:"]
    for it in items:
        lines.append("          - name: %s" % it["k"])
        if it["ref"]:
            lines.append("            valueFrom:\n              secretKeyRef:\n                name: %s-secrets\n                key: %s" % (ctx["svc"], kebab(it["k"])))
        else:
            lines.append('            value: "%s"' % it["v"])
    return "\n".join(lines), pick(["k8s/deployment.yaml", "helm/templates/deployment.yaml", "deploy/overlays/%s/deployment.yaml" % pick(ENVS)])


def c_gha(items, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for it in items:
        lines.append("      %s: %s" % (it["k"], ("${{ secrets.%s }}" % it["k"]) if it["ref"] else it["v"]))
    lines.append("    steps:\n      - uses: actions/checkout@v4")
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/ci.yml", ".github/workflows/release.yaml"])


def c_gitlab(items, ctx):
    lines = ["variables:"]
    for it in items:
        lines.append('  %s: "%s"' % (it["k"], ("$%s_MASKED" % it["k"]) if it["ref"] else it["v"]))
    lines.append("deploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh")
    return "\n".join(lines), ".gitlab-ci.yml"


def c_python(items, ctx):
    style = rint(0, 2)
    lines = []
    if style == 0:
        lines.append("import os")
        for it in items:
            lines.append("%s = %s" % (it["k"], ('os.environ["%s"]' % it["k"]) if it["ref"] else '"%s"' % it["v"]))
        fn = pick(["settings.py", "config.py", "app/settings/production.py"])
    elif style == 1:
        for it in items:
            lines.append('os.environ.setdefault("%s", %s)' % (it["k"], ('os.environ.get("%s_FALLBACK", "")' % it["k"]) if it["ref"] else '"%s"' % it["v"]))
        lines.append("client = %sClient()" % pascal(ctx["vslug"]))
        fn = pick(["scripts/backfill.py", "manage.py", "tasks.py", "notebooks/explore.py"])
    else:
        args = ", ".join("%s=%s" % (short_key(it["k"], ctx["vslug"]), ('os.getenv("%s")' % it["k"]) if it["ref"] else "'%s'" % it["v"]) for it in items)
        lines.append("client = %s(%s)" % (pascal(ctx["vslug"]) + "Client", args))
        fn = pick(["worker.py", "sync_job.py", "tests/conftest.py", "app/clients.py"])
    return "\n".join(lines), fn


def c_js(items, ctx):
    lines = []
    decl = pick(["const", "export const"])
    for it in items:
        if it["ref"]:
            lines.append("%s %s = process.env.%s;" % (decl, camel(it["k"]), it["k"]))
        else:
            lines.append(pick(["%s %s = '%s';", "%s %s = \"%s\";", "%s %s = process.env.%s ?? '%s';"]).replace("process.env.%s", "process.env." + it["k"]) % (decl, camel(it["k"]), it["v"]))
    return "\n".join(lines), pick(["src/config.ts", "lib/client.js", "server/index.ts", "next.config.js", "scripts/seed.mjs"])


def c_go(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('\t%s := os.Getenv("%s")' % (camel(it["k"]), it["k"]))
        else:
            lines.append(pick(['\t%s := "%s"' % (camel(it["k"]), it["v"]), '\tos.Setenv("%s", "%s")' % (it["k"], it["v"])]))
    return "func init() {\n" + "\n".join(lines) + "\n}", pick(["cmd/server/main.go", "internal/config/config.go", "main_test.go"])


def c_java(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('    private static final String %s = System.getenv("%s");' % (it["k"], it["k"]))
        else:
            lines.append('    private static final String %s = "%s";' % (it["k"], it["v"]))
    return "public class %sConfig {\n%s\n}" % (pascal(ctx["vslug"]), "\n".join(lines)), "src/main/java/com/%s/config/%sConfig.java" % (ctx["co"], pascal(ctx["vslug"]))


def c_kotlin(items, ctx):
    lines = []
    for it in items:
        lines.append('    val %s: String = %s' % (camel(it["k"]), ('System.getenv("%s")' % it["k"]) if it["ref"] else '"%s"' % it["v"]))
    return "object %sKeys {\n%s\n}" % (pascal(ctx["vslug"]), "\n".join(lines)), pick(["app/src/main/java/com/%s/Keys.kt" % ctx["co"], "build.gradle.kts"])


def c_ruby(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('%s = ENV.fetch("%s")' % (it["k"], it["k"]))
        else:
            lines.append(pick(['ENV["%s"] ||= "%s"', "%s = '%s'".replace("%s = ", "%s = ")]) % (it["k"], it["v"]))
    return "\n".join(lines), pick(["config/initializers/%s.rb" % ctx["vslug"], "config/application.rb", "lib/tasks/sync.rake"])


def c_php(items, ctx):
    lines = ["return ["]
    for it in items:
        lines.append("    '%s' => %s," % (short_key(it["k"], ctx["vslug"]), ("env('%s')" % it["k"]) if it["ref"] else "'%s'" % it["v"]))
    lines.append("];")
    return "\n".join(lines), pick(["config/services.php", "config/%s.php" % ctx["vslug"], "wp-config.php"])


def c_rust(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('let %s = std::env::var("%s")?;' % (it["k"].lower(), it["k"]))
        else:
            lines.append('const %s: &str = "%s";' % (it["k"], it["v"]))
    return "\n".join(lines), pick(["src/main.rs", "src/config.rs", "build.rs"])


def c_csharp(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('var %s = builder.Configuration["%s:%s"];' % (camel(it["k"]), pascal(ctx["vslug"]), pascal(short_key(it["k"], ctx["vslug"]))))
        else:
            lines.append('var %s = "%s";' % (camel(it["k"]), it["v"]))
    return "\n".join(lines), pick(["Program.cs", "Startup.cs", "Services/%sClient.cs" % pascal(ctx["vslug"])])


def c_swift(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('let %s = Bundle.main.object(forInfoDictionaryKey: "%s") as? String' % (camel(it["k"]), it["k"]))
        else:
            lines.append('let %s = "%s"' % (camel(it["k"]), it["v"]))
    return "\n".join(lines), pick(["Sources/App/Config.swift", "App/Secrets.swift"])


def c_powershell(items, ctx):
    lines = []
    for it in items:
        lines.append('$env:%s = %s' % (it["k"], '(Get-Secret -Name %s -AsPlainText)' % it["k"] if it["ref"] else '"%s"' % it["v"]))
    return "\n".join(lines), pick(["deploy.ps1", "$PROFILE", "scripts\\setup.ps1"])


def c_cmd(items, ctx):
    lines = []
    for it in items:
        lines.append('set %s=%s' % (it["k"], ("%%%s_CI%%" % it["k"]) if it["ref"] else it["v"]))
    return "\n".join(lines), pick(["build.bat", "run.cmd"])


def c_fish(items, ctx):
    lines = []
    for it in items:
        lines.append('set -gx %s %s' % (it["k"], ("(pass show %s/%s)" % (ctx["svc"], it["k"].lower())) if it["ref"] else it["v"]))
    return "\n".join(lines), "~/.config/fish/config.fish"


def c_systemd(items, ctx):
    lines = ["[Service]"]
    for it in items:
        if it["ref"]:
            lines.append("LoadCredential=%s:/etc/credstore/%s" % (it["k"].lower(), it["k"].lower()))
        else:
            lines.append(pick(['Environment=%s=%s', 'Environment="%s=%s"']) % (it["k"], it["v"]))
    lines.append("ExecStart=/opt/%s/bin/%s" % (ctx["svc"], ctx["svc"]))
    return "\n".join(lines), "/etc/systemd/system/%s.service" % ctx["svc"]


def c_vscode(items, ctx):
    rows = []
    for it in items:
        rows.append('        "%s": "%s"' % (it["k"], ("${env:%s}" % it["k"]) if it["ref"] else it["v"]))
    return '{\n  "configurations": [{\n      "name": "Debug %s",\n      "type": "%s",\n      "env": {\n%s\n      }\n  }]\n}' % (ctx["svc"], pick(["node", "debugpy", "go"]), ",\n".join(rows)), ".vscode/launch.json"


def c_makefile(items, ctx):
    lines = []
    for it in items:
        lines.append("%s ?= %s" % (it["k"], ("$(shell pass show %s/%s)" % (ctx["svc"], it["k"].lower())) if it["ref"] else it["v"]))
    lines.append("deploy:\n\t%s ./scripts/deploy.sh" % " ".join("%s=$(%s)" % (it["k"], it["k"]) for it in items[:1]))
    return "\n".join(lines), "Makefile"


def c_notebook(items, ctx):
    lines = []
    for it in items:
        if it["ref"]:
            lines.append('os.environ["%s"] = getpass.getpass("%s: ")' % (it["k"], it["k"]))
        else:
            lines.append("%%env %s=%s" % (it["k"], it["v"]))
    return "\n".join(lines), pick(["notebooks/eda.ipynb (cell 2)", "analysis.ipynb", "Untitled3.ipynb"])


def c_helm(items, ctx):
    sets = []
    for it in items:
        key = camel(ctx["vslug"]) + "." + camel(short_key(it["k"], ctx["vslug"]))
        sets.append("--set %s=%s" % (key, ("$%s" % it["k"]) if it["ref"] else it["v"]))
    return "helm upgrade --install %s ./chart -n %s \\\n  %s" % (ctx["svc"], pick(ENVS), " \\\n  ".join(sets)), "shell history"


def c_ansible(items, ctx):
    lines = ["---"]
    for it in items:
        lines.append('%s: %s' % (it["k"].lower(), ('"{{ vault_%s }}"' % it["k"].lower()) if it["ref"] else '"%s"' % it["v"]))
    return "\n".join(lines), pick(["group_vars/%s/vars.yml" % pick(ENVS), "roles/%s/defaults/main.yml" % ctx["svc"], "host_vars/app01.yml"])


def c_dockerrun(items, ctx):
    envs = " ".join("-e %s=%s" % (it["k"], ("$%s" % it["k"]) if it["ref"] else it["v"]) for it in items)
    return "docker run -d --name %s -p %d:8080 %s %s/%s:latest" % (ctx["svc"], rint(3000, 9000), envs, ctx["co"], ctx["svc"]), "shell history"


def c_paas_cli(items, ctx):
    style = rint(0, 4)
    kv = " ".join("%s=%s" % (it["k"], ("\"$%s\"" % it["k"]) if it["ref"] else it["v"]) for it in items)
    if style == 0:
        return "heroku config:set %s -a %s" % (kv, ctx["svc"]), "shell history"
    if style == 1:
        return "fly secrets set %s --app %s" % (kv, ctx["svc"]), "shell history"
    if style == 2:
        lit = " ".join("--from-literal=%s=%s" % (kebab(it["k"]), ("\"$%s\"" % it["k"]) if it["ref"] else it["v"]) for it in items)
        return "kubectl -n %s create secret generic %s-%s %s" % (pick(ENVS), ctx["svc"], ctx["vslug"].replace("_", "-"), lit), "shell history"
    if style == 3:
        it = items[-1]
        return "gh secret set %s --repo %s/%s --body %s" % (it["k"], ctx["co"], ctx["svc"], ("\"$%s\"" % it["k"]) if it["ref"] else it["v"]), "shell history"
    it = items[-1]
    return "aws ssm put-parameter --name /%s/%s/%s --type SecureString --value %s --overwrite" % (pick(ENVS), ctx["svc"], it["k"].lower(), ("\"$%s\"" % it["k"]) if it["ref"] else it["v"]), "shell history"


def c_pm2(items, ctx):
    rows = ",\n".join("      %s: %s" % (it["k"], ("process.env.%s" % it["k"]) if it["ref"] else "'%s'" % it["v"]) for it in items)
    return "module.exports = {\n  apps: [{\n    name: '%s',\n    script: 'dist/main.js',\n    env_production: {\n%s\n    }\n  }]\n};" % (ctx["svc"], rows), "ecosystem.config.js"


def c_crontab(items, ctx):
    kv = " ".join("%s=%s" % (it["k"], ("$(cat /run/secrets/%s)" % it["k"].lower()) if it["ref"] else it["v"]) for it in items)
    return "%d %d * * * %s /opt/%s/bin/run-report >> /var/log/%s.log 2>&1" % (rint(0, 59), rint(0, 23), kv, ctx["svc"], ctx["svc"]), "crontab -l"


def c_table(items, ctx):
    lines = ["| env | variable | value |", "|---|---|---|"]
    for it in items:
        lines.append("| %s | %s | %s |" % (ctx["env"], it["k"], ("(from Vault: secret/%s)" % ctx["svc"]) if it["ref"] else "`%s`" % it["v"]))
    return "\n".join(lines), pick(["docs/runbook.md", "wiki: Environments", "README.md"])


def c_logdump(items, ctx):
    kv = ", ".join("%s=%s" % (it["k"], "<redacted>" if it["ref"] else it["v"]) for it in items)
    return "%s INFO  [%s] loaded config: %s, region=%s" % (ts(), ctx["svc"], kv, pick(["ap-northeast-2", "us-east-1", "eu-west-1"])), pick(["kubectl logs deploy/%s" % ctx["svc"], "journalctl -u %s" % ctx["svc"], "CloudWatch"])


def c_diff(items, ctx):
    fn = pick([".env.example", "config/%s.yaml" % pick(ENVS), "docker-compose.yml"])
    lines = ["--- a/%s" % fn, "+++ b/%s" % fn, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(items), rint(3, 40), len(items))]
    for it in items:
        if it["ref"]:
            lines.append("-%s=<paste-here>" % it["k"])
            lines.append("+%s=${%s}" % (it["k"], it["k"]))
        else:
            lines.append("-%s=${%s}" % (it["k"], it["k"]))
            lines.append("+%s=%s" % (it["k"], it["v"]))
    return "\n".join(lines), "git diff " + fn


CFG_CARRIERS = [("dotenv", c_dotenv), ("shell export", c_export), ("YAML", c_yaml), ("JSON", c_json),
                ("TOML", c_toml), ("INI", c_ini), ("properties", c_properties), ("HCL", c_hcl),
                ("XML", c_xml), ("Dockerfile", c_dockerfile), ("compose", c_compose), ("k8s", c_k8s),
                ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab), ("Python", c_python), ("JS/TS", c_js),
                ("Go", c_go), ("Java", c_java), ("Kotlin", c_kotlin), ("Ruby", c_ruby), ("PHP", c_php),
                ("Rust", c_rust), ("C#", c_csharp), ("Swift", c_swift), ("PowerShell", c_powershell),
                ("cmd.exe", c_cmd), ("fish", c_fish), ("systemd", c_systemd), ("VS Code launch", c_vscode),
                ("Makefile", c_makefile), ("notebook", c_notebook), ("helm --set", c_helm),
                ("Ansible vars", c_ansible), ("docker run -e", c_dockerrun), ("PaaS CLI", c_paas_cli),
                ("pm2 ecosystem", c_pm2), ("crontab", c_crontab), ("markdown table", c_table),
                ("log line", c_logdump), ("diff", c_diff)]


# --------------------------------------------------------------------------------------
# HTTP carriers (need a vendor with an `auth` description)
# --------------------------------------------------------------------------------------
def ref_expr(lang, env):
    return {"sh": "$" + env, "py": "{os.environ['%s']}" % env, "js": "${process.env.%s}" % env,
            "go": '" + os.Getenv("%s") + "' % env, "raw": "{{%s}}" % env}[lang]


def auth_parts(v, items, lang):
    """returns (headers[(name,value)], query[(k,v)], basic(user,pw) or None, extra_listed[])"""
    auth = v["auth"]
    kind = auth[0]
    vals = []
    for it in items:
        vals.append(ref_expr(lang, it["k"]) if it["ref"] else it["v"])
    heads, query, basic, extra = [], [], None, []
    if kind == "bearer":
        heads.append(("Authorization", "Bearer " + vals[-1]))
    elif kind == "hdr":
        heads.append((auth[1], vals[-1]))
    elif kind == "hdrpfx":
        heads.append((auth[1], auth[2] + vals[-1]))
    elif kind == "hdrs":
        for name, val in zip(auth[1], vals):
            if name:
                heads.append((name, val))
    elif kind == "query":
        query.append((auth[1], vals[-1]))
    elif kind == "query2":
        for name, val in zip(auth[1], vals):
            query.append((name, val))
    elif kind == "basic":
        basic = (vals[0], vals[-1])
    return heads, query, basic, extra


def _url(v, items, query):
    path = v["path"]
    if "{id}" in path:
        path = path.replace("{id}", items[0]["v"] if not items[0]["ref"] else "$" + items[0]["k"])
    url = "https://" + v["host"] + path
    if query:
        url += ("&" if "?" in url else "?") + "&".join("%s=%s" % kv for kv in query)
    return url


def _basic_header(basic, items, lang, extra):
    if items[-1]["ref"]:
        if lang == "sh":
            return ("Authorization", "Basic $(printf '%%s:%%s' \"$%s\" \"$%s\" | base64)" % (items[0]["k"], items[-1]["k"]))
        return ("Authorization", "Basic {{%s_B64}}" % items[-1]["k"])
    blob = b64s("%s:%s" % basic)
    extra.append(blob)
    return ("Authorization", "Basic " + blob)


def h_curl(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "sh")
    url = _url(v, items, query)
    parts = ["curl -sS" + pick(["", " -X POST", " -X GET", " -i", " -v"]), '"%s"' % url]
    if basic:
        if chance(0.5) or items[-1]["ref"]:
            parts.append('-u "%s:%s"' % basic)
        else:
            heads.append(_basic_header(basic, items, "sh", extra))
    for n, val in heads:
        parts.append('-H "%s: %s"' % (n, val))
    if chance(0.5):
        parts.append("-H 'Content-Type: application/json'")
    if chance(0.4):
        parts.append("-d '%s'" % pick(['{"limit": 10}', '{"dry_run": true}', '{"text": "ping"}', '{"query": "{ viewer { id } }"}']))
    sep = pick([" ", " \\\n  "])
    return sep.join(parts), "terminal", extra


def h_raw(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "raw")
    url = _url(v, items, query)
    path = url.split(v["host"], 1)[1]
    lines = ["%s %s HTTP/1.1" % (pick(["GET", "POST"]), path), "Host: %s" % v["host"]]
    if basic:
        heads.append(_basic_header(basic, items, "raw", extra))
    for n, val in heads:
        lines.append("%s: %s" % (n, val))
    lines.append(pick(["Content-Type: application/json", "Accept: */*", "User-Agent: %s/%s" % (ctx["svc"], pick(["1.2.0", "0.9.3", "2.0.1"]))]))
    return "\n".join(lines), pick(["mitmproxy capture", "HAR export", "request dump"]), extra


def h_requests(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "py")
    url = _url(v, items, query)
    fstr = any(it["ref"] for it in items)
    pre = "f" if fstr else ""
    args = ['%s"%s"' % (pre if "{os.environ" in url else "", url)]
    if heads:
        args.append("headers={%s}" % ", ".join('"%s": %s"%s"' % (n, pre if "{os.environ" in val else "", val) for n, val in heads))
    if basic:
        if items[-1]["ref"]:
            args.append('auth=(os.environ["%s"], os.environ["%s"])' % (items[0]["k"], items[-1]["k"]))
        else:
            args.append('auth=("%s", "%s")' % basic)
    args.append("timeout=%d" % rint(5, 30))
    return "resp = requests.%s(%s)\nresp.raise_for_status()" % (pick(["get", "post"]), ", ".join(args)), pick(["sync.py", "scripts/check_api.py", "tests/test_integration.py"]), extra


def h_fetch(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "js")
    url = _url(v, items, query)
    if basic:
        if items[-1]["ref"]:
            heads.append(("Authorization", "Basic ${btoa(`${process.env.%s}:${process.env.%s}`)}" % (items[0]["k"], items[-1]["k"])))
        else:
            heads.append(_basic_header(basic, items, "js", extra))
    hs = ", ".join("'%s': `%s`" % (n, val) for n, val in heads)
    if not hs:
        return "const res = await fetch(`%s`);\nif (!res.ok) throw new Error(`upstream ${res.status}`);" % url, pick(["src/api.ts", "lib/geo.ts"]), extra
    return "const res = await fetch(`%s`, {\n  method: '%s',\n  headers: { %s }\n});" % (url, pick(["GET", "POST"]), hs), pick(["src/api.ts", "pages/api/proxy.ts", "worker.js"]), extra


def h_httpie(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "sh")
    url = _url(v, items, query)
    q = '"' if any(it["ref"] for it in items) else "'"
    parts = ["http", pick(["GET", "POST"]), q + url + q]
    if basic:
        parts.append("-a %s%s:%s%s" % (q, basic[0], basic[1], q))
    for n, val in heads:
        parts.append("%s%s:%s%s" % (q, n, val, q))
    return " ".join(parts), "terminal", extra


def h_verbose_log(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "raw")
    if any(it["ref"] for it in items):
        heads = [(n, "[FILTERED]") for n, _ in heads]
        query = [(k, "[FILTERED]") for k, _ in query]
        basic = None
    url = _url(v, items, query)
    if basic:
        heads.append(_basic_header(basic, items, "raw", extra))
    style = rint(0, 1)
    if style == 0:
        lines = ["* Connected to %s (%s) port 443" % (v["host"].split(":")[0], "%d.%d.%d.%d" % (rint(3, 220), rint(0, 255), rint(0, 255), rint(1, 254))),
                 "> %s %s HTTP/2" % (pick(["GET", "POST"]), url.split(v["host"], 1)[1]), "> Host: %s" % v["host"]]
        lines += ["> %s: %s" % hv for hv in heads]
        lines += ["> user-agent: curl/8.5.0", ">", "< HTTP/2 %s" % pick(["200", "401", "403", "429"])]
        return "\n".join(lines), "curl -v output", extra
    hd = ", ".join("'%s': '%s'" % hv for hv in heads)
    return "%s DEBUG %s: %s %s headers={%s}" % (ts(), pick(["urllib3.connectionpool", "httpx", "axios", "okhttp3.OkHttpClient", "faraday"]), pick(["POST", "GET"]), url, hd), pick(["app.log", "worker.log", "kubectl logs"]), extra


def h_go(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "go")
    url = _url(v, items, query)
    lines = ['req, _ := http.NewRequest("%s", "%s", nil)' % (pick(["GET", "POST"]), url)]
    for n, val in heads:
        lines.append('req.Header.Set("%s", "%s")' % (n, val))
    if basic:
        if items[-1]["ref"]:
            lines.append('req.SetBasicAuth(os.Getenv("%s"), os.Getenv("%s"))' % (items[0]["k"], items[-1]["k"]))
        else:
            lines.append('req.SetBasicAuth("%s", "%s")' % basic)
    text = "\n".join(lines).replace(' + ""', "").replace('"" + ', "")
    return text, pick(["internal/client/client.go", "cmd/probe/main.go"]), extra


def h_error(v, items, ctx):
    heads, query, basic, extra = auth_parts(v, items, "raw")
    if not query:
        return None
    url = _url(v, items, query)
    code, reason = pick([("401", "Unauthorized"), ("403", "Forbidden"), ("429", "Too Many Requests")])
    return pick(["requests.exceptions.HTTPError: %s Client Error: %s for url: %s" % (code, reason, url),
                 "Error: Request failed with status code %s\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config.url: '%s'" % (pick(["401", "403", "500"]), url),
                 "WARN  retrying GET %s (attempt %d/3): read: connection reset by peer" % (url, rint(1, 3))]), pick(["stack trace", "CI log", "sentry event"]), extra


HTTP_CARRIERS = [("curl", h_curl), ("raw HTTP request", h_raw), ("python requests", h_requests),
                 ("fetch", h_fetch), ("httpie", h_httpie), ("request debug log", h_verbose_log),
                 ("Go net/http", h_go), ("error with URL", h_error)]


# --------------------------------------------------------------------------------------
# Korean particles
# --------------------------------------------------------------------------------------
def has_final(word):
    w = word.rstrip(" )]`'\".:")
    if not w:
        return False
    ch = w[-1]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    if ch.isdigit():
        return ch in "013678"
    if ch.isalpha() and ch.isascii():
        tail = ""
        for c in reversed(w):
            if c.isalpha() and c.isascii():
                tail = c + tail
            else:
                break
        if tail.isupper() and len(tail) <= 5:
            return ch in "LMNR"
        t = tail.lower()
        if t.endswith("ng") or t[-1] in "lmnkp":
            return True
        if t[-1] == "t" and not t.endswith("nt"):
            return True
        return False
    return False


def josa(word, pair):
    a, b = pair.split("/")
    if pair == "으로/로":
        w = word.rstrip(" )]`'\".:")
        if w and 0 <= ord(w[-1]) - 0xAC00 < 11172 and (ord(w[-1]) - 0xAC00) % 28 == 8:
            return word + "로"
        if w and w[-1] in "lL":
            return word + "로"
    return word + (a if has_final(word) else b)


def slots(d):
    """add particle forms X_eul, X_i, X_eun, X_wa, X_ro for each slot"""
    out = dict(d)
    for k, v in d.items():
        if isinstance(v, str):
            out[k + "_eul"] = josa(v, "을/를")
            out[k + "_i"] = josa(v, "이/가")
            out[k + "_eun"] = josa(v, "은/는")
            out[k + "_wa"] = josa(v, "과/와")
            out[k + "_ro"] = josa(v, "으로/로")
    return out


def fill(template, d):
    return template.format(**d)


# --------------------------------------------------------------------------------------
# prose pools for vendor notes.  Slots: V vendor, D what it is, S service, F file, E env,
# K env var, P person (+ Korean particle forms like D_eul, F_ro ...)
# --------------------------------------------------------------------------------------
MC_SEC = {
    "en": [
        "Didn't know where {S} gets its {V} {D}. Found it hardcoded in {F}:",
        "{S} was failing with 401 from {V} in {E}. The {D} in {F} was the old one:",
        "Nobody mentioned that {S} reads the {V} {D} from {F} instead of the secret store. Current contents:",
        "Needed the {V} {D} to reproduce the {S} bug locally; the user pasted it from {F}:",
        "Was missing the {V} setup for {S}. This is what {F} looks like on the {E} box:",
        "Could not find the {V} credentials for {S} in Vault; they only exist in {F}:",
        "The runbook didn't say which {V} {D} {S} uses in {E}. It's this one ({F}):",
        "Lost an hour because {F} in {S} overrides the {V} {D} coming from the environment:",
        "I didn't know {S} has its own {V} {D}, separate from the shared one. From {F}:",
        "User asked me to fix the {V} integration in {S} and gave me the working config from {F}:",
        "Needed to know which {V} account {S} talks to. {F} says:",
        "{P} pasted this in the thread so I could test {S} against {V}:",
        "Missing: the {V} {D} for {S} ({E}). Got it from {F}:",
        "The {V} calls in {S} worked on the laptop but not in CI; the laptop had this in {F}:",
        "Took me a while to see that {S} talks to {V} with a key baked into {F}:",
    ],
    "ko": [
        "{S}에서 {V} {D_eul} 어디서 읽는지 몰랐음. {F}에 하드코딩되어 있었음:",
        "{E} 환경에서 {S_i} {V} 호출할 때 401 발생. {F}에 있던 {D_i} 예전 값이었음:",
        "{S_i} 시크릿 매니저가 아니라 {F}에서 {V} {D_eul} 읽는다는 걸 아무도 안 알려줌. 현재 내용:",
        "로컬에서 {S} 버그 재현하려고 {V} {D_i} 필요했는데, 사용자가 {F} 내용을 붙여줌:",
        "{S}의 {V} 설정을 몰라서 한참 헤맴. {E} 서버의 {F}:",
        "Vault에서 {S}용 {V} 자격 증명을 못 찾음. {F}에만 있었음:",
        "런북에 {E} {S_i} 어떤 {V} {D_eul} 쓰는지 안 나와 있었음. {F} 기준으로 이거:",
        "{F_i} 환경변수로 들어오는 {V} {D_eul} 덮어쓰고 있어서 한 시간 날림:",
        "{P_i} {S} 테스트하라고 스레드에 붙여준 {V} 설정:",
        "{V} 연동 고쳐달라는 요청 받고 {F} 확인함:",
        "{S_i} 어떤 {V} 계정을 쓰는지 몰랐음. {F}에 있는 값:",
        "노트북에서는 {V} 호출이 되는데 CI에서는 안 됐음. 노트북 {F}에 이게 있었음:",
        "{S_eun} {V} {D_eul} {F}에 박아두고 쓰고 있었음. 한참 뒤에야 알았음:",
        "{E} {S}의 {V} {D} 정보가 없었음. {F}에서 찾은 내용:",
    ],
}
MC_SEC_NOSNIP = {
    "en": [
        "Context I lacked: the {E} deploy of {S} bakes the {V} {D} into {F}.",
        "I didn't know {S} still used a personal {V} {D} rather than a service one.",
        "Nobody told me the {V} {D} for {S} is shared with two other services.",
        "Missing: where the {V} {D} used by {S} in {E} comes from.",
        "Didn't realise {S} talks to {V} directly instead of through the gateway.",
    ],
    "ko": [
        "{E} {S} 배포 시 {V} {D_i} {F}에 박혀 들어간다는 걸 몰랐음.",
        "{S_i} 아직 서비스 계정이 아니라 개인 {V} {D_eul} 쓰고 있다는 걸 몰랐음.",
        "{S}의 {V} {D_i} 다른 서비스 두 개와 공유된다는 얘기를 못 들었음.",
        "{E}에서 {S_i} 쓰는 {V} {D_i} 어디서 오는지 몰랐음.",
        "{S_i} 게이트웨이 거치지 않고 {V_eul} 직접 호출한다는 걸 몰랐음.",
    ],
}
LESSON_SEC = {
    "en": [
        "{S} reads the {V} {D} from {F}; move it to {K} in the secret manager and rotate it.",
        "When {V} returns 401, first check whether {F} still has the old {D}.",
        "The {E} {V} {D} is not the same as staging's; don't copy between them.",
        "Hardcoded values in {F} override the env var, so changing {K} alone does nothing.",
        "A {V} {D} pasted into a note or chat has to be rotated afterwards.",
        "Restart {S} after changing {K}; it only reads it at boot.",
        "Use {K} from the environment instead of literals; CI already injects it.",
        "The {V} console shows a {D} only once, so the copy in {F} was the only one we had.",
        "{F} is in the {S} repo, so the value is in git history now.",
        "Check the {V} key scopes before blaming the code; this one was read-only.",
        "",
    ],
    "ko": [
        "{S_eun} {F}에서 {V} {D_eul} 읽음. 시크릿 매니저의 {K_ro} 옮기고 키 재발급 필요.",
        "{V_i} 401 뱉으면 {F}에 옛날 {D_i} 남아있는지 먼저 확인.",
        "{E_wa} 스테이징의 {V} {D_eun} 다름. 서로 복사하지 말 것.",
        "{F}에 하드코딩된 값이 환경변수보다 우선이라 {K}만 바꿔서는 반영 안 됨.",
        "채팅이나 노트에 {V} {D_eul} 붙여넣었으면 반드시 rotate 해야 함.",
        "{K} 바꾼 뒤 {S} 재시작해야 적용됨 (부팅 시에만 읽음).",
        "리터럴 대신 환경변수 {K} 사용할 것. CI에서 이미 주입해줌.",
        "{F_i} {S} 레포에 있어서 값이 git 히스토리에 남음.",
        "{V} 콘솔은 {D_eul} 발급할 때 한 번만 보여줘서 {F}에 있던 게 유일한 사본이었음.",
        "코드 탓하기 전에 {V} 키 권한(scope)부터 확인. 이번 건 read-only 키였음.",
        "",
    ],
}
LESSON_SEC_SNIP = {
    "en": ["Working config for {S} ({E}):", "What finally worked:", "The value {S} actually uses:",
           "For reference, the line in {F}:", "This is the {V} setup that passes:"],
    "ko": ["{S} ({E}) 정상 동작 설정:", "결국 이걸로 해결:", "{S_i} 실제로 쓰는 값:", "참고용 {F} 내용:",
           "통과하는 {V} 설정:"],
}
ASK_SEC = {
    "en": [
        "Where should the {V} {D} for {S} live in {E}?",
        "Is the {V} {D} in {F} still active, or was it rotated?",
        "Can you rotate the {V} {D} that's in {F} and tell me where the new one is stored?",
        "Which {V} account should {S} use in {E}?",
        "Should {S} keep reading {K} from {F} or switch to the secret manager?",
        "Is there a separate {V} {D} for local testing?",
        "",
    ],
    "ko": [
        "{E} 환경의 {V} {D_eun} 어디에 보관해야 하나요?",
        "{F}에 있는 {V} {D} 아직 유효한가요, 아니면 rotate 됐나요?",
        "{F}의 {V} {D} 재발급해주시고 새 키 위치 알려주실 수 있나요?",
        "{E}에서 {S_eun} 어떤 {V} 계정을 써야 하나요?",
        "{S_i} 계속 {F}에서 {K_eul} 읽어야 하나요, 시크릿 매니저로 옮길까요?",
        "로컬 테스트용 {V} {D_i} 따로 있나요?",
        "",
    ],
}
ASK_SEC_SNIP = {
    "en": ["Is this still the right {V} {D} for {S}?", "Should {S} in {E} keep using this?",
           "Can I use this one for staging too?", "Is this the key that needs rotating?"],
    "ko": ["{S}에 이 {V} {D_eul} 계속 써도 되나요?", "{E}에서도 이거 쓰면 되나요?",
           "스테이징에서도 이 값 써도 되나요?", "rotate 해야 하는 키가 이건가요?"],
}

MC_CLEAN = {
    "en": [
        "Didn't know where {S} gets its {V} {D}; it's injected from the secret store, {F} only references it:",
        "{S} crashed on boot in {E} because {K} wasn't set. {F} just points at it:",
        "Was looking for the {V} config of {S}. {F} reads it from the environment:",
        "Needed to know how the {V} {D} reaches {S} in {E}. This is the wiring in {F}:",
        "Could not run {S} locally: {K} is empty and I didn't know where a dev key comes from. {F}:",
        "Thought the {V} {D} was hardcoded somewhere in {S}; it isn't. {F}:",
        "Missing context: how {S} authenticates to {V}. The relevant part of {F}:",
        "Spent time hunting for the {V} {D} of {S}; the repo only has the reference:",
    ],
    "ko": [
        "{S_i} {V} {D_eul} 어디서 가져오는지 몰랐음. 시크릿 스토어에서 주입되고 {F_eun} 참조만 함:",
        "{E}에서 {K_i} 설정 안 돼서 {S} 부팅 실패. {F_eun} 참조만 하고 있음:",
        "{S}의 {V} 설정 찾고 있었는데 {F_eun} 환경변수에서 읽음:",
        "{E}에서 {V} {D_i} {S}까지 어떻게 전달되는지 몰랐음. {F} 연결 부분:",
        "로컬에서 {S} 실행 불가: {K_i} 비어 있고 개발용 키를 어디서 받는지 몰랐음. {F}:",
        "{V} {D_i} {S} 어딘가에 하드코딩된 줄 알았는데 아니었음. {F}:",
        "{S_i} {V}에 어떻게 인증하는지 몰랐음. {F} 해당 부분:",
        "{S}의 {V} {D} 찾느라 시간 씀. 레포에는 참조만 있음:",
    ],
}
LESSON_CLEAN = {
    "en": [
        "{K} comes from the secret manager; {F} only references it, so there is nothing to change there.",
        "If {S} logs 'missing {K}', the secret wasn't mounted; check the ExternalSecret, not {F}.",
        "Never put the real {V} {D} in {F}; keep the reference as it is.",
        "Local runs need {K} exported in the shell; ask for a personal sandbox key.",
        "The {E} value of {K} is managed by the platform team.",
        "Rotating the {V} {D} needs no code change, only a restart of {S}.",
        "",
    ],
    "ko": [
        "{K_eun} 시크릿 매니저에서 옴. {F_eun} 참조만 하니까 거기서 고칠 건 없음.",
        "{S} 로그에 'missing {K}'가 나오면 시크릿 마운트 실패. {F} 말고 ExternalSecret 확인.",
        "{F}에 실제 {V} {D_eul} 넣지 말고 지금처럼 참조로 둘 것.",
        "로컬 실행 시 셸에서 {K} export 필요. 개인 sandbox 키는 따로 요청.",
        "{E}의 {K} 값은 플랫폼팀이 관리함.",
        "{V} {D} rotate 시 코드 수정 필요 없고 {S} 재시작만 하면 됨.",
        "",
    ],
}
ASK_CLEAN = {
    "en": ["Who can grant me access to the {V} {D} for {E}?", "Is there a sandbox {V} {D} I can use locally?",
           "Which secret path holds {K} in {E}?", "Can {S} get its own {V} {D} instead of the shared one?", ""],
    "ko": ["{E} {V} {D} 접근 권한은 누구한테 요청하나요?", "로컬에서 쓸 sandbox {V} {D} 있나요?",
           "{E}에서 {K_eun} 어느 시크릿 경로에 있나요?", "{S} 전용 {V} {D_eul} 따로 받을 수 있나요?", ""],
}


MC_SEC_HTTP = {
    "en": ["Had to call {V} by hand to debug {S}; the request that worked (from {F}):",
           "{S} was getting 401s from {V}. The user reproduced it and pasted this ({F}):",
           "{P} shared the {V} call they use for {S}:",
           "Didn't know how {S} authenticates to {V}. Captured request ({F}):",
           "Missing: a working {V} request for {S} in {E}. This one works:"],
    "ko": ["{S} 디버깅하려고 {V_eul} 직접 호출해야 했음. 동작한 요청 ({F}):",
           "{S_i} {V}에서 401을 받음. 사용자가 재현해서 붙여준 내용 ({F}):",
           "{P_i} {S}에서 쓰는 {V} 호출을 공유해줌:",
           "{S_i} {V}에 어떻게 인증하는지 몰랐음. 캡처한 요청 ({F}):",
           "{E} {S}용으로 동작하는 {V} 요청이 없었음. 이건 됨:"],
}
LESSON_SEC_HTTP = {
    "en": ["{S} should read the {V} {D} from {K} instead of a literal.", "A {V} {D} that ends up in a request dump must be rotated afterwards.",
           "The {E} {V} {D} differs from staging's.", "Check the {V} key scopes before blaming the code.", ""],
    "ko": ["{S_eun} {V} {D_eul} 리터럴 말고 {K}에서 읽어야 함.", "요청 덤프에 찍힌 {V} {D_eun} 나중에 반드시 rotate.",
           "{E}와 스테이징의 {V} {D_i} 다름.", "코드 탓하기 전에 {V} 키 권한부터 확인.", ""],
}
MC_CLEAN_HTTP = {
    "en": ["Didn't know how {S} authenticates to {V}; the request reads the {D} from {K}:",
           "Reproduced the {V} call for {S} without pasting the key:",
           "{S} got 401 from {V} because {K} was empty in {E}. The call:"],
    "ko": ["{S_i} {V}에 어떻게 인증하는지 몰랐음. 요청은 {K}에서 {D_eul} 읽음:",
           "키를 붙여넣지 않고 {S}의 {V} 호출을 재현함:",
           "{E}에서 {K_i} 비어 있어서 {S_i} {V}에서 401 받음. 호출 코드:"],
}
LESSON_CLEAN_HTTP = {
    "en": ["{K} comes from the secret manager; the request only references it.", "If {V} returns 401, check that {K} is set in the shell.", ""],
    "ko": ["{K_eun} 시크릿 매니저에서 옴. 요청은 참조만 함.", "{V}가 401이면 셸에 {K_i} 설정됐는지 확인.", ""],
}
MC_CLEAN_NOSNIP = {
    "en": ["Didn't know where {S} gets its {V} {D}.", "{S} failed in {E} because {K} was missing.", "Missing context: how the {V} {D} reaches {S}."],
    "ko": ["{S_i} {V} {D_eul} 어디서 가져오는지 몰랐음.", "{K_i} 없어서 {E}에서 {S} 실패.", "{V} {D_i} {S}까지 어떻게 전달되는지 몰랐음."],
}
ASK_CLEAN_SNIP = {
    "en": ["Is this the right way to wire it?", "Is this wiring correct for {E} too?", "Anything missing here?"],
    "ko": ["이렇게 연결하는 게 맞나요?", "{E}에서도 이 방식이 맞나요?", "여기 빠진 게 있나요?"],
}


def fence(snippet, hint=""):
    style = rint(0, 5)
    if style <= 2:
        return "```%s\n%s\n```" % (hint, snippet)
    if style == 3 and "\n" not in snippet:
        return "`%s`" % snippet
    return snippet


# --------------------------------------------------------------------------------------
# generic vendor notes (secret and clean look-alike)
# --------------------------------------------------------------------------------------
CLEAN_LITERAL_OK = ["CLIENT_ID", "TENANT_ID", "ACCOUNT_SID", "APP_ID", "SPACE_ID", "CHANNEL_ID", "_EMAIL",
                    "USERNAME", "_URL", "ACCOUNT_ID", "APPID", "CORPID", "_ROBOT", "VENDOR_ID",
                    "CPID", "_MID", "CUSTOMER_ID", "STORAGE_ACCOUNT", "DEPLOY_USER", "JENKINS_USER",
                    "APIGW_KEY_ID", "TOKEN_ID", "SHOP_ID", "SA_USERNAME", "ZENDESK_EMAIL", "JIRA_EMAIL"]


def clean_literal_ok(env):
    return any(m in env for m in CLEAN_LITERAL_OK)


def placeholder_for(env, real):
    k = rint(0, 11)
    if k == 0:
        return "<%s>" % kebab(env)
    if k == 1:
        return "YOUR_%s" % env
    if k == 2:
        return "your-%s-here" % kebab(env)
    if k == 3:
        return "REPLACE_ME"
    if k == 4:
        return "*" * rint(8, 16)
    if k == 5:
        return pick(["[REDACTED]", "<redacted>", "[FILTERED]", "***REDACTED***", "[MASKED]"])
    if k == 6:
        return "x" * len(real) if len(real) < 60 else "x" * 40
    if k == 7:
        pre = ""
        for p in ["sk_live_", "sk_test_", "rk_live_", "whsec_", "ghp_", "gho_", "ghs_", "glpat-", "xoxb-", "xoxp-",
                  "sk-proj-", "sk-ant-", "npm_", "hf_", "dop_v1_", "SG.", "AKIA", "AIza", "shpat_", "lin_api_",
                  "live_sk_", "live_gsk_", "dckr_pat_", "pypi-", "hvs.", "sntryu_", "glsa_", "NRAK-", "pul-", "phx_",
                  "xkeysib-", "gsk_", "r8_", "pplx-", "xai-", "re_", "fw_", "LTAI", "AKID", "AKLT", "dapi"]:
            if real.startswith(p):
                pre = p
                break
        return pre + "…" + real[-4:] if pre else real[:4] + "…" + real[-4:]
    if k == 8:
        return "TODO"
    if k == 9:
        return "<set me>"
    if k == 10:
        return "%s_PLACEHOLDER" % env
    return "changeit-in-%s" % pick(["vault", "1password", "ssm"])


def snippet_secrets(text, items, extra):
    """listed values present in text, in order of first appearance, plus extra blobs"""
    found = []
    for it in items:
        if it.get("listed") and it["v"] and it["v"] in text and it["v"] not in found:
            found.append(it["v"])
    for e in extra:
        if e in text and e not in found:
            found.append(e)
    return found


def base_ctx(lang, v=None):
    ctx = {"svc": pick(SERVICES), "co": pick(COMPANIES), "env": pick(ENVS) if lang == "en" else pick(ENVS_KO),
           "person": pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO)}
    if v is not None:
        ctx["vslug"] = slug(v["name"])
    return ctx


def render_vendor(v, items, ctx, prefer_http):
    """returns (carrier_name, text, file, extra_listed)"""
    for _ in range(20):
        if v["auth"] and prefer_http:
            name, fn = pick(HTTP_CARRIERS)
            r = fn(v, items, ctx)
            if r is None:
                continue
            text, f, extra = r
            return name, text, f, extra
        if v["cli"] and chance(0.25) and not any(it["ref"] for it in items):
            val = items[-1]["v"]
            text = "$ %s %s" % (v["cli"], val)
            if "<<<" in v["cli"]:
                text = "$ %s '%s'" % (v["cli"], val)
            return "CLI login", text, "shell history", []
        name, fn = pick(CFG_CARRIERS)
        text, f = fn(items, ctx)
        return name, text, f, []
    raise RuntimeError("no carrier")


def lang_hint(carrier):
    return {"dotenv": "dotenv", "shell export": "bash", "YAML": "yaml", "JSON": "json", "TOML": "toml", "INI": "ini",
            "properties": "properties", "HCL": "hcl", "XML": "xml", "Dockerfile": "dockerfile", "compose": "yaml",
            "k8s": "yaml", "GitHub Actions": "yaml", "GitLab CI": "yaml", "Python": "python", "JS/TS": "ts",
            "Go": "go", "Java": "java", "Kotlin": "kotlin", "Ruby": "ruby", "PHP": "php", "Rust": "rust",
            "C#": "csharp", "Swift": "swift", "PowerShell": "powershell", "curl": "bash", "python requests": "python",
            "fetch": "js", "Go net/http": "go", "raw HTTP request": "http", "diff": "diff"}.get(carrier, "")


def place(lang, d, snippet, hint, mc_pool, mc_nosnip_pool, lesson_pool, lesson_snip_pool, ask_pool, ask_snip_pool, first_secret=None):
    """distribute prose and snippet over the three fields"""
    snip = fence(snippet, hint)
    mode = pick(["mc", "mc", "mc", "mc", "mc_bare", "lesson", "lesson", "ask", "mc_only", "echo"])
    if mode == "ask" and len(snip.encode()) > 380:
        mode = "mc"
    if mode == "echo" and (first_secret is None or len(first_secret) > 200):
        mode = "mc"
    mc = fill(pick(mc_pool[lang]), d)
    les = fill(pick(lesson_pool[lang]), d)
    ask = fill(pick(ask_pool[lang]), d)
    if mode == "mc":
        return {"missing_context": mc + ("\n" if chance(0.7) else " ") + snip, "lesson": les, "ask_next_time": ask}
    if mode == "mc_bare":
        if not les:
            les = fill(pick([x for x in lesson_pool[lang] if x]), d)
        return {"missing_context": snip if chance(0.5) else mc.rstrip(":") + "\n" + snip, "lesson": les, "ask_next_time": ""}
    if mode == "mc_only":
        return {"missing_context": mc + "\n" + snip, "lesson": "", "ask_next_time": ""}
    if mode == "lesson":
        return {"missing_context": fill(pick(mc_nosnip_pool[lang]), d),
                "lesson": (les + " " if les and chance(0.5) else "") + fill(pick(lesson_snip_pool[lang]), d) + "\n" + snip,
                "ask_next_time": ask}
    if mode == "ask":
        return {"missing_context": fill(pick(mc_nosnip_pool[lang]), d), "lesson": les,
                "ask_next_time": fill(pick(ask_snip_pool[lang]), d) + "\n" + snip}
    # echo: snippet in mc, the raw value repeated in ask
    q = {"en": pick(["Is `%s` still valid?", "Should I keep using %s or is there a new one?", "Can you confirm %s is the prod value?"]),
         "ko": pick(["`%s` 아직 유효한가요?", "%s 계속 써도 되나요, 새 값이 있나요?", "%s 운영 값 맞나요?"])}[lang]
    return {"missing_context": mc + "\n" + snip, "lesson": les, "ask_next_time": q % first_secret}


def vendor_note(lang, kind, v):
    raw = v["items"]()
    ctx = base_ctx(lang, v)
    items = []
    for env, val, listed in raw:
        if kind == "secret":
            items.append(dict(k=env, v=val, ref=False, listed=listed))
        else:
            if listed or not clean_literal_ok(env):
                ref = chance(0.6)
                items.append(dict(k=env, v=None if ref else placeholder_for(env, val), ref=ref, listed=False))
            else:
                items.append(dict(k=env, v=val, ref=False, listed=False))
    prefer_http = chance(0.45)
    carrier, text, f, extra = render_vendor(v, items, ctx, prefer_http)
    secrets = []
    if kind == "secret":
        secrets = snippet_secrets(text, items, extra)
        missing = [] if extra else [it for it in items if it["listed"] and it["v"] not in text]
        signing = bool(v["auth"]) and v["auth"][0] == "hdrs" and carrier in [n for n, _ in HTTP_CARRIERS]
        for it in missing:
            if signing:
                text += "\n# %s=%s   %s" % (it["k"], it["v"], pick(["(used for the HMAC signature)", "(signing secret)", "(not sent, only used to sign)"]) if lang == "en" else pick(["(서명용)", "(HMAC 서명에만 사용)", "(헤더로는 안 보냄)"]))
            else:
                text += "\n%s=%s" % (it["k"], it["v"])
            secrets.append(it["v"])
        if not secrets:
            return None
    main_env = [it["k"] for it in items if it["listed"] or it["ref"]]
    d = slots({"V": v["name"], "D": v["d_en"] if lang == "en" else v["d_ko"], "S": ctx["svc"], "F": f, "E": ctx["env"],
               "K": main_env[-1] if main_env else items[-1]["k"], "P": ctx["person"]})
    is_http = carrier in [n for n, _ in HTTP_CARRIERS]
    ask_sec, ask_clean = ASK_SEC, ASK_CLEAN
    if is_http:   # file-ish wording makes no sense for "terminal" / "HAR export"
        ask_sec = {k: [x for x in vv if "{F" not in x] for k, vv in ASK_SEC.items()}
        ask_clean = {k: [x for x in vv if "{F" not in x] for k, vv in ASK_CLEAN.items()}
    if kind == "secret":
        fields = place(lang, d, text, lang_hint(carrier), MC_SEC_HTTP if is_http else MC_SEC, MC_SEC_NOSNIP,
                       LESSON_SEC_HTTP if is_http else LESSON_SEC, LESSON_SEC_SNIP, ask_sec, ASK_SEC_SNIP, secrets[-1])
        cat = "%s: %s [%s]" % (carrier, v["d_en"], v["name"])
    else:
        fields = place(lang, d, text, lang_hint(carrier), MC_CLEAN_HTTP if is_http else MC_CLEAN, MC_CLEAN_NOSNIP,
                       LESSON_CLEAN_HTTP if is_http else LESSON_CLEAN, LESSON_SEC_SNIP, ask_clean, ASK_CLEAN_SNIP, None)
        cat = "look-alike %s: %s by reference/placeholder [%s]" % (carrier, v["d_en"], v["name"])
    return cat, fields, secrets


# ======================================================================================
# special secret templates.  Each returns (category, fields, secrets) for a language.
# ======================================================================================
SECRET_TEMPLATES = []   # (name, fn, how many notes)


def stpl(n):
    def deco(fn):
        SECRET_TEMPLATES.append((fn.__name__, fn, n))
        return fn
    return deco


def L(lang, en, ko):
    """pick a phrase for the language; en / ko may be str or list"""
    x = en if lang == "en" else ko
    return pick(x) if isinstance(x, list) else x


def F3(mc, lesson="", ask=""):
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


def host_for(kind):
    co = pick(COMPANIES)
    return pick({
        "pg": ["db-prod-1.internal", "%s-prod.cluster-c%s.ap-northeast-2.rds.amazonaws.com" % (co, rs(ANL, 11)), "pg.%s.%s" % (co, pick(TLDS)), ip_private(), "postgres", "%s-pg.postgres.database.azure.com" % co, "ep-%s-%s-%s.ap-southeast-1.aws.neon.tech" % (pick(WORDS), pick(WORDS), rs(ANL, 8))],
        "mysql": ["mysql-primary.internal", "%s.cluster-c%s.us-east-1.rds.amazonaws.com" % (co, rs(ANL, 11)), ip_private(), "db", "aws.connect.psdb.cloud", "rm-%s.mysql.rds.aliyuncs.com" % rs(ANL, 16)],
        "mongo": ["cluster0.%s.mongodb.net" % rs(ANL, 5), "mongo-0.mongo.%s.svc.cluster.local" % pick(ENVS), ip_private()],
        "redis": ["redis-%s.c%d.ap-northeast-1-1.ec2.redns.redis-cloud.com" % (digits(5), rint(1, 300)), "cache.internal", ip_private(), "%s.%s.ng.0001.apn2.cache.amazonaws.com" % (co, rs(ANL, 6))],
        "amqp": ["rabbitmq.internal", "b-%s.mq.ap-northeast-2.amazonaws.com" % uuid4(), "%s.rmq.cloudamqp.com" % pick(WORDS)],
        "mssql": ["%s-sql.database.windows.net" % co, "sql01.corp.local", ip_private()],
    }[kind])


def db_password():
    k = rint(0, 9)
    if k <= 3:
        return pw_human()
    if k <= 5:
        return pw_generated()
    if k <= 7:
        return pw_korean_keyboard()
    if k == 8:
        return pw_hangul()
    return passphrase("-")


def db_url(scheme=None):
    scheme = scheme or pick(["postgresql", "postgres", "mysql", "mongodb+srv", "mongodb", "redis", "rediss", "amqp", "amqps", "mysql2", "postgresql+psycopg", "mariadb"])
    user = pick(USERS)
    pw = db_password()
    enc = pct(pw)
    if scheme.startswith("postgres"):
        h, port, tail = host_for("pg"), ":5432", "/%s%s" % (pick(DBNAMES), pick(["", "?sslmode=require", "?sslmode=verify-full&connect_timeout=10", "?schema=public"]))
    elif scheme.startswith("mysql") or scheme == "mariadb":
        h, port, tail = host_for("mysql"), ":3306", "/%s%s" % (pick(DBNAMES), pick(["", "?charset=utf8mb4", "?ssl-mode=REQUIRED", "?parseTime=true"]))
    elif scheme.startswith("mongodb"):
        h, port, tail = host_for("mongo"), "" if scheme.endswith("srv") else ":27017", "/%s?%s" % (pick(DBNAMES), pick(["retryWrites=true&w=majority", "authSource=admin", "replicaSet=rs0&authSource=admin"]))
    elif scheme.startswith("redis"):
        h, port, tail = host_for("redis"), ":%d" % pick([6379, 6380, 16379]), "/%d" % rint(0, 3)
        if chance(0.4):
            user = ""
        elif chance(0.5):
            user = "default"
    else:
        h, port, tail = host_for("amqp"), ":%d" % pick([5672, 5671]), "/%s" % pick(["", "%2F", "vhost_%s" % pick(ENVS)])
    url = "%s://%s:%s@%s%s%s" % (scheme, user, enc, h, port, tail)
    return url, pw, enc, user, h


def pw_secrets(text_all, pw, enc):
    out = []
    if enc in text_all:
        out.append(enc)
    if pw != enc and pw in text_all:
        out.append(pw)
    return out


@stpl(10)
def db_url_note(lang):
    url, pw, enc, user, h = db_url()
    var = pick(["DATABASE_URL", "DB_URL", "REDIS_URL", "MONGO_URI", "BROKER_URL", "SQLALCHEMY_DATABASE_URI", "CELERY_BROKER_URL", "DB_DSN"])
    if url.startswith("redis"):
        var = pick(["REDIS_URL", "CACHE_URL", "CELERY_RESULT_BACKEND"])
    elif url.startswith("mongo"):
        var = pick(["MONGO_URI", "MONGODB_URL", "DATABASE_URL"])
    elif url.startswith("amqp"):
        var = pick(["BROKER_URL", "AMQP_URL", "RABBITMQ_URL"])
    style = rint(0, 9)
    svc = pick(SERVICES)
    if style == 0:
        snip = "%s=%s" % (var, url)
    elif style == 1:
        snip = 'engine = create_engine("%s", pool_pre_ping=True)' % url
    elif style == 2:
        snip = 'datasource db {\n  provider = "%s"\n  url      = "%s"\n}' % ("postgresql" if "postgres" in url else "mysql" if "mysql" in url else "mongodb", url)
    elif style == 3:
        snip = "$ %s \"%s\"" % ({"p": "psql", "m": "mongosh" if url.startswith("mongo") else "mysql", "r": "redis-cli -u", "a": "rabbitmqadmin --uri"}.get(url[0], "psql"), url)
    elif style == 4:
        snip = "services:\n  %s:\n    environment:\n      %s: %s" % (svc, var, url)
    elif style == 5:
        snip = "%s INFO  celery.worker: Connected to %s" % (ts_plain(), url)
    elif style == 6:
        snip = "AIRFLOW_CONN_%s='%s'" % (pick(["WAREHOUSE", "PG_DEFAULT", "METADATA", "ANALYTICS_DB"]), url)
    elif style == 7:
        snip = "$ heroku config -a %s\n=== %s Config Vars\n%s: %s\nNODE_ENV: production" % (svc, svc, var, url)
    elif style == 8:
        snip = "Error: connect ECONNREFUSED %s\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n  connectionString: '%s'" % (h, url)
    else:
        snip = "spring:\n  data:\n    %s:\n      uri: %s" % ("mongodb" if url.startswith("mongo") else "redis", url)
    if url.startswith("redis"):
        w_en, w_ko = "Redis", "Redis"
        extra_en, extra_ko = ["DB index 1 holds sessions, 0 is the cache; don't FLUSHDB 1."], ["DB 인덱스 1은 세션, 0은 캐시. 1번 FLUSHDB 금지."]
    elif url.startswith("amqp"):
        w_en, w_ko = "message broker", "메시지 브로커"
        extra_en, extra_ko = ["The vhost is the URL path; %2F means the default vhost."], ["vhost는 URL path. %2F는 기본 vhost."]
    else:
        w_en, w_ko = "database", "DB"
        extra_en, extra_ko = ["Use the read replica for reports, not the primary.", "Connection pool size is limited to 20 on this instance."], ["리포트 쿼리는 primary 말고 read replica로.", "이 인스턴스는 커넥션 풀 20개 제한 있음."]
    mc = L(lang, ["Didn't know how %s connects to the %s %s. Found:" % (svc, pick(ENVS), w_en),
                  "Needed the connection string for the %s; it was in the deploy config:" % w_en,
                  "The job failed because I pointed it at the wrong %s host. Correct one:" % w_en,
                  "%s kept timing out; turned out it uses this URL:" % svc],
              ["%s %s %s에 어떻게 붙는지 몰랐음. 찾은 값:" % (josa(svc, "이/가"), pick(ENVS_KO), w_ko),
               "%s 접속 문자열이 필요했는데 배포 설정에 있었음:" % w_ko,
               "엉뚱한 %s 호스트로 붙어서 잡이 실패. 올바른 값:" % w_ko,
               "%s 타임아웃 원인 찾다가 보니 이 URL을 쓰고 있었음:" % svc])
    les = L(lang, ["Special characters in the password must be percent-encoded in the URL.",
                   "The URL in the env var wins over the individual *_HOST/*_PASSWORD settings.", ""] + extra_en,
            ["비밀번호에 특수문자가 있으면 URL에서 퍼센트 인코딩 해야 함.",
             "개별 *_HOST/*_PASSWORD 설정보다 환경변수 URL이 우선함.", ""] + extra_ko)
    ask = L(lang, ["Is there a read-only user I should use instead?", "Who owns this %s?" % w_en, "", "Can we move this URL to the secret store?"],
            ["대신 쓸 read-only 계정 있나요?", "이 %s 담당자가 누구인가요?" % w_ko, "", "이 URL 시크릿 스토어로 옮겨도 되나요?"])
    snip = fence(snip, "")
    fields = pick([F3(mc + "\n" + snip, les, ask), F3(mc.rstrip(":") + ".", les + ("\n" if les else "") + snip, ask)])
    if pw != enc and chance(0.5):
        extra = L(lang, "(decoded password: %s)" % pw, "(디코딩한 비밀번호: %s)" % pw)
        fields["lesson"] = (fields["lesson"] + " " + extra).strip()
    allt = fields["missing_context"] + fields["lesson"] + fields["ask_next_time"]
    return "connection URL with password: %s" % url.split(":")[0], fields, pw_secrets(allt, pw, enc)


@stpl(3)
def jdbc_note(lang):
    pw = db_password()
    style = rint(0, 3)
    user = pick(USERS)
    if style == 0:
        s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host_for("pg"), pick(DBNAMES), user, pct(pw))
        sec = pct(pw)
    elif style == 1:
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (host_for("mssql"), pick(DBNAMES), user, pw)
        sec = pw
        if ";" in pw:
            return None
    elif style == 2:
        s = "jdbc:oracle:thin:%s/%s@//%s:1521/ORCLPDB1" % (user, pw, ip_private())
        sec = pw
        if "@" in pw or "/" in pw:
            return None
    else:
        s = "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host_for("mysql"), pick(DBNAMES), user, pw)
        sec = pw
    mc = L(lang, "The batch job uses its own datasource; nobody told me. application-%s.properties:" % pick(ENVS),
           "배치 잡이 별도 datasource를 쓴다는 걸 몰랐음. application-%s.properties:" % pick(ENVS))
    les = [L(lang, "The PostgreSQL driver takes the password from the URL if spring.datasource.password is empty.", "spring.datasource.password가 비어 있으면 PostgreSQL 드라이버가 URL의 password를 씀."),
           L(lang, "SQL Server URLs are ;-separated, so a ; in the password breaks them.", "SQL Server URL은 ;로 구분돼서 비밀번호에 ;가 있으면 깨짐."),
           L(lang, "Oracle thin URLs put user/password before the @.", "Oracle thin URL은 @ 앞에 user/password가 들어감."),
           L(lang, "The profile-specific file overrides application.properties.", "프로파일별 파일이 application.properties를 덮어씀.")][style]
    return "JDBC URL / Spring datasource password", F3(mc + "\n" + s, les, L(lang, "Should the batch use the same DB user as the API?", "배치도 API와 같은 DB 계정을 써야 하나요?")), [sec]


@stpl(3)
def adonet_note(lang):
    pw = db_password()
    if ";" in pw or "'" in pw:
        pw = pw_generated().replace(";", "")
    kind = rint(0, 2)
    if kind == 0:
        s = "Server=tcp:%s,1433;Initial Catalog=%s;Persist Security Info=False;User ID=%s;Password=%s;MultipleActiveResultSets=False;Encrypt=True;Connection Timeout=30;" % (host_for("mssql"), pick(DBNAMES), pick(USERS), pw)
        sec = [pw]
        cat = "ADO.NET connection string password"
    elif kind == 1:
        key = t_azure_key88()
        s = "DefaultEndpointsProtocol=https;AccountName=%sstore%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (pick(COMPANIES), digits(2), key)
        sec = [key]
        cat = "Azure Storage connection string [Azure Storage]"
    else:
        key = b64_of_bytes(32)
        s = "Endpoint=sb://%s-%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(COMPANIES), pick(ENVS), key)
        sec = [key]
        cat = "Service Bus connection string [Azure Service Bus]"
    where = pick(['appsettings.json "ConnectionStrings:Default"', "local.settings.json", "Azure App Service configuration", "web.config <connectionStrings>"])
    mc = L(lang, "Couldn't find where the worker gets its connection string. It's in %s:\n%s" % (where, s),
           "워커가 connection string을 어디서 가져오는지 몰랐음. %s에 있었음:\n%s" % (where, s))
    les = L(lang, ["Function apps read ConnectionStrings from app settings, not from local.settings.json, when deployed.", "Managed identity would remove the need for this key.", ""],
            ["배포된 Function App은 local.settings.json이 아니라 앱 설정에서 ConnectionStrings를 읽음.", "Managed Identity 쓰면 이 키가 필요 없어짐.", ""])
    return cat, F3(mc, les, L(lang, ["Can we switch this to managed identity?", ""], ["managed identity로 바꿔도 되나요?", ""])), sec


# ---- shell commands that carry a password -------------------------------------------
def _safe_pw(bad=""):
    for _ in range(50):
        p = db_password()
        if not any(c in p for c in bad):
            return p
    return rs(AN, 14)


def sh_variants():
    user = pick(USERS)
    h = pick([ip_private(), "db01.internal", "bastion.%s.%s" % (pick(COMPANIES), pick(TLDS)), "10.0.%d.%d" % (rint(0, 9), rint(2, 250))])
    k = rint(0, 27)
    if k == 0:
        pw = _safe_pw(" '\"$`\\")
        return "shell: mysql -p attached password", "$ mysql -h %s -u %s -p%s %s < dump.sql" % (h, user, pw, pick(DBNAMES)), [pw]
    if k == 1:
        pw = _safe_pw("'")
        return "shell: mysqldump --password", "mysqldump --single-transaction -h %s -u %s --password='%s' %s | gzip > /backup/%s.sql.gz" % (h, user, pw, pick(DBNAMES), pick(DBNAMES)), [pw]
    if k == 2:
        pw = _safe_pw("'")
        return "shell: PGPASSWORD env prefix", "PGPASSWORD='%s' pg_dump -h %s -U %s -Fc %s > %s.dump" % (pw, h, user, pick(DBNAMES), pick(DBNAMES)), [pw]
    if k == 3:
        pw = _safe_pw("'")
        return "shell: sshpass -p", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (pw, user, h, pick(SERVICES)), [pw]
    if k == 4:
        pw = _safe_pw("'\"")
        return "shell: curl -u user:password", "curl -u %s:'%s' https://%s/api/v1/health" % (user, pw, pick(["nexus.", "artifactory.", "jenkins.", "registry."]) + pick(COMPANIES) + ".internal"), [pw]
    if k == 5:
        pw = _safe_pw("'")
        return "shell: docker login -p", "docker login -u %s -p '%s' %s" % (user, pw, pick(["registry.%s.io" % pick(COMPANIES), "harbor.internal", "%s.azurecr.io" % pick(COMPANIES), "ghcr.io"])), [pw]
    if k == 6:
        pw = _safe_pw("'")
        return "shell: echo password | docker login --password-stdin", "echo '%s' | docker login %s -u %s --password-stdin" % (pw, pick(["harbor.internal", "registry.gitlab.com", "nexus.corp.local:8443"]), user), [pw]
    if k == 7:
        pw = _safe_pw("' ")
        return "shell: htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (user, pw), [pw]
    if k == 8:
        pw = _safe_pw(" '\"")
        return "shell: openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out keystore.p12 -name %s -passout pass:%s" % (pick(SERVICES), pw), [pw]
    if k == 9:
        pw = _safe_pw(" '\"")
        pw2 = _safe_pw(" '\"")
        return "shell: keytool -storepass/-keypass", "keytool -genkeypair -alias upload -keyalg RSA -keysize 2048 -validity 10000 -keystore upload.jks -storepass %s -keypass %s -dname \"CN=%s\"" % (pw, pw2, pick(COMPANIES)), [pw, pw2]
    if k == 10:
        pw = _safe_pw("'")
        return "shell: sqlcmd -P", "sqlcmd -S %s -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (host_for("mssql"), pw), [pw]
    if k == 11:
        pw = _safe_pw(" '")
        return "shell: redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (host_for("redis"), pw), [pw]
    if k == 12:
        pw = _safe_pw("'")
        return "shell: libpq key=value password", "psql \"host=%s port=5432 dbname=%s user=%s password='%s' sslmode=require\"" % (host_for("pg"), pick(DBNAMES), user, pw), [pw]
    if k == 13:
        pw = _safe_pw(" '\"")
        return "shell: wget --password", "wget --user=%s --password=%s https://files.%s.%s/exports/latest.csv" % (user, pw, pick(COMPANIES), pick(TLDS)), [pw]
    if k == 14:
        pw = _safe_pw(",'\" ")
        return "shell: lftp -u user,pass", "lftp -u %s,%s sftp://%s -e 'mirror --reverse ./dist /var/www/html; bye'" % (user, pw, h), [pw]
    if k == 15:
        pw = _safe_pw("'")
        co = pick(COMPANIES)
        return "shell: ldapsearch -w", "ldapsearch -x -H ldaps://ldap.%s.local -D \"cn=%s,ou=services,dc=%s,dc=local\" -w '%s' -b \"dc=%s,dc=local\" \"(uid=%s)\"" % (co, user, co, pw, co, pick(USERS)), [pw]
    if k == 16:
        comm = pick(["n0c", "mon", "ops", "netops"]) + pick(["-R3ad", "_ro_", "Watch"]) + rs(AN, 6)
        return "shell: snmpwalk community string", "snmpwalk -v2c -c %s %s 1.3.6.1.2.1.1" % (comm, ip_private()), [comm]
    if k == 17:
        pw = _safe_pw(" '")
        return "shell: ipmitool -P", "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (ip_private(), pw), [pw]
    if k == 18:
        pw = _safe_pw("' ")
        return "shell: nmcli wifi password", "nmcli dev wifi connect \"%s\" password '%s'" % (pick(["Office-5G", "%s-Guest" % pick(COMPANIES).capitalize(), "SK_WiFiGIGA%s" % rs(HEXU, 4), "iptime-%s" % digits(3)]), pw), [pw]
    if k == 19:
        pw = _safe_pw(" '")
        return "shell: xfreerdp /p:", "xfreerdp /v:%s /u:%s\\%s /p:%s /cert:ignore" % (ip_private(), pick(["CORP", "AD", pick(COMPANIES).upper()]), user, pw), [pw]
    if k == 20:
        pw = _safe_pw("/@' ")
        return "shell: sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1 @migrate.sql" % (user, pw, ip_private()), [pw]
    if k == 21:
        ak = rs(ANU, 20)
        sk = rs(AN + "+/", 40)
        return "shell: mc alias set MinIO access/secret key", "mc alias set %s http://minio.%s.internal:9000 %s %s" % (pick(["myminio", "backup", "local"]), pick(COMPANIES), ak, sk), [ak, sk]
    if k == 22:
        appid = uuid4()
        sec = t_azure_client_secret()
        return "shell: az login --service-principal -p secret [Azure]", "az login --service-principal -u %s -p %s --tenant %s" % (appid, sec, uuid4()), [sec]
    if k == 23:
        pw = _safe_pw("' ")
        return "shell: kubectl docker-registry secret password", "kubectl create secret docker-registry regcred --docker-server=%s --docker-username=%s --docker-password='%s' -n %s" % (pick(["harbor.internal", "registry.%s.io" % pick(COMPANIES)]), user, pw, pick(ENVS)), [pw]
    if k == 24:
        pw = _safe_pw("%' ")
        return "shell: smbclient -U user%pass", "smbclient //%s/%s -U '%s%%%s' -c 'ls'" % (ip_private(), pick(["share", "backup", "finance", "scans"]), user, pw), [pw]
    if k == 25:
        pw = _safe_pw("' ")
        return "shell: net use /user password", "net use Z: \\\\%s\\%s /user:%s\\%s %s /persistent:no" % (pick(["fs01", "nas", "filesrv"]), pick(["share", "deploy"]), pick(["CORP", "AD"]), user, pw), [pw]
    if k == 26:
        pw = _safe_pw(" '")
        return "shell: grafana-cli reset-admin-password", "kubectl exec -n monitoring deploy/grafana -- grafana-cli admin reset-admin-password %s" % pw, [pw]
    pw = _safe_pw("'")
    return "shell: git clone https://user:pass@", "git clone https://%s:%s@git.%s.internal/%s/%s.git" % (user, pct(pw), pick(COMPANIES), pick(COMPANIES), pick(SERVICES)), [pct(pw)]


@stpl(16)
def shell_password_note(lang):
    cat, cmd, secs = sh_variants()
    svc = pick(SERVICES)
    mc = L(lang, ["Didn't have access details for the %s host; the user gave me the command they use:" % svc,
                  "Found this in the shell history on the jump box while debugging %s:" % svc,
                  "Needed to run the backup manually. The cron entry does:",
                  "I was missing the exact command the previous on-call used:",
                  "Runbook step that worked (copied from #ops):"],
              ["%s 서버 접속 정보가 없었음. 사용자가 평소 쓰는 명령어를 알려줌:" % svc,
               "%s 디버깅하다가 점프 서버 shell history에서 찾음:" % svc,
               "백업을 수동으로 돌려야 했음. cron에 있는 명령:",
               "이전 on-call이 쓴 정확한 명령어를 몰랐음:",
               "#ops 채널에서 복사한, 실제로 동작한 런북 단계:"])
    les = L(lang, ["Passwords on the command line end up in shell history and ps output; use a prompt or a file instead.",
                   "The command has to run from the bastion, not from CI.",
                   "Use --password-stdin or an env file next time.",
                   "The host only accepts connections from the VPN range.", ""],
            ["커맨드라인에 비밀번호 넣으면 history랑 ps에 남음. 프롬프트나 파일로 넘길 것.",
             "이 명령은 CI가 아니라 bastion에서 실행해야 함.",
             "다음엔 --password-stdin이나 env 파일 사용.",
             "해당 호스트는 VPN 대역에서만 접속 허용.", ""])
    ask = L(lang, ["Is there a service account I should use instead of this login?", "Can this credential be rotated now that it's in the log?", "", "Where is the canonical runbook for this?"],
            ["이 로그인 대신 쓸 서비스 계정 있나요?", "로그에 남았으니 이 자격 증명 rotate 해도 되나요?", "", "이 작업 공식 런북은 어디 있나요?"])
    snip = fence(cmd, "bash") if chance(0.6) else cmd
    if chance(0.25):
        return cat, F3(mc.rstrip(":") + ".", les, ask + ("\n" if ask else "") + snip) if len(snip.encode()) < 380 else F3(mc + "\n" + snip, les, ask), secs
    return cat, F3(mc + "\n" + snip, les, ask), secs


# ---- credential files and app config files ------------------------------------------
def wp_salt():
    return rs(AN + "!@#$%^&*()-_=+[]{}<>~;:,.|/?", 64)


def k8s_sa_jwt():
    ns = pick(["ci", "deploy", "kube-system", "argocd", pick(ENVS)])
    sa = pick(["deployer", "gitlab-runner", "jenkins", "argocd-manager", "ci-bot"])
    return jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
                "kubernetes.io/serviceaccount/secret.name": "%s-token-%s" % (sa, rs(ANL, 5)),
                "kubernetes.io/serviceaccount/service-account.name": sa,
                "kubernetes.io/serviceaccount/service-account.uid": uuid4(),
                "sub": "system:serviceaccount:%s:%s" % (ns, sa)}, "RS256", 256, typ=False)


def file_variants():
    user = pick(USERS)
    co = pick(COMPANIES)
    k = rint(0, 33)
    if k == 0:
        a1, s1 = t_aws_id(), t_aws_secret()
        txt = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (a1, s1, pick(["ap-northeast-2", "us-east-1", "eu-central-1"]))
        if chance(0.5):
            a2, s2 = t_aws_id(), t_aws_secret()
            txt += "\n\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (pick(ENVS), a2, s2)
            return "file: ~/.aws/credentials two profiles [AWS]", "~/.aws/credentials", txt, [a1, s1, a2, s2]
        return "file: ~/.aws/credentials [AWS]", "~/.aws/credentials", txt, [a1, s1]
    if k == 1:
        a, s_, t = t_aws_id("ASIA"), t_aws_secret(), t_aws_session(rint(220, 300))
        txt = "[%s]\naws_access_key_id=%s\naws_secret_access_key=%s\naws_session_token=%s" % (pick(["sso", "assumed", "default"]), a, s_, t)
        return "file: ~/.aws/credentials with session token [AWS]", "~/.aws/credentials", txt, [a, s_, t]
    if k == 2:
        tok = "npm_" + an(36)
        txt = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok
        return "file: .npmrc _authToken [npm]", ".npmrc", txt, [tok]
    if k == 3:
        pw = _safe_pw(":")
        blob = b64s("%s:%s" % (user, pw))
        txt = "registry=https://nexus.%s.internal/repository/npm-group/\n_auth=%s\nemail=%s@%s.com\nalways-auth=true" % (co, blob, user.replace(".", ""), co)
        return "file: .npmrc _auth base64(user:pass)", ".npmrc", txt, [blob]
    if k == 4:
        tok = t_gh("ghp_")
        txt = "@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % (co, tok)
        return "file: .npmrc GitHub Packages token [GitHub]", ".npmrc", txt, [tok]
    if k == 5:
        tok = t_pypi()
        txt = "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        return "file: .pypirc token [PyPI]", "~/.pypirc", txt, [tok]
    if k == 6:
        pw = _safe_pw(":")
        blob = b64s("%s:%s" % (user, pw))
        reg = pick(["harbor.%s.io" % co, "registry.gitlab.com", "%s.azurecr.io" % co, "https://index.docker.io/v1/"])
        txt = '{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  },\n  "credsStore": ""\n}' % (reg, blob)
        return "file: docker config.json auth base64", "~/.docker/config.json", txt, [blob]
    if k == 7:
        pw = _safe_pw("<>&")
        txt = "<settings>\n  <servers>\n    <server>\n      <id>%s-releases</id>\n      <username>%s</username>\n      <password>%s</password>\n    </server>\n  </servers>\n</settings>" % (co, user, pw)
        return "file: Maven settings.xml password", "~/.m2/settings.xml", txt, [pw]
    if k == 8:
        pw1, pw2 = _safe_pw(), _safe_pw()
        txt = "signing.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/%s/.gnupg/secring.gpg\nossrhUsername=%s\nossrhPassword=%s" % (rs(HEXU, 8), pw1, user.replace(".", ""), user, pw2)
        return "file: gradle.properties signing + OSSRH passwords", "~/.gradle/gradle.properties", txt, [pw1, pw2]
    if k == 9:
        pw = _safe_pw(" ")
        txt = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.%s.internal" % co, "ftp.%s.com" % co, "urs.earthdata.nasa.gov"]), user, pw)
        return "file: .netrc password", "~/.netrc", txt, [pw]
    if k == 10:
        tok = pick([t_gh("ghp_"), "glpat-" + rs(B64U, 20)])
        host = "github.com" if tok.startswith("ghp_") else "gitlab.%s.com" % co
        txt = "https://%s:%s@%s" % (user.replace(".", "-"), tok, host)
        return "file: .git-credentials token", "~/.git-credentials", txt, [tok]
    if k == 11:
        pw = _safe_pw(":\\")
        txt = "%s:5432:%s:%s:%s" % (host_for("pg"), pick(DBNAMES), user, pw)
        return "file: .pgpass line", "~/.pgpass", txt, [pw]
    if k == 12:
        pw = _safe_pw("")
        txt = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (user, pw, host_for("mysql"))
        return "file: .my.cnf password", "~/.my.cnf", txt, [pw]
    if k == 13:
        tok = k8s_sa_jwt()
        txt = "users:\n- name: %s\n  user:\n    token: %s" % (pick(["deployer", "ci", "admin"]), tok)
        return "file: kubeconfig service-account token", "~/.kube/config", txt, [tok]
    if k == 14:
        tok = rs(ANL, 6) + "." + rs(ANL, 16)
        txt = "users:\n- name: kubelet-bootstrap\n  user:\n    token: %s" % tok
        return "file: bootstrap kubeconfig token", "/etc/kubernetes/bootstrap-kubelet.conf", txt, [tok]
    if k == 15:
        tok = t_gh("gho_")
        txt = "github.com:\n    users:\n        %s:\n            oauth_token: %s\n    git_protocol: https\n    oauth_token: %s\n    user: %s" % (user, tok, tok, user)
        return "file: gh hosts.yml oauth_token [GitHub]", "~/.config/gh/hosts.yml", txt, [tok]
    if k == 16:
        tok = t_tfc()
        txt = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % tok
        return "file: .terraformrc credentials [Terraform Cloud]", "~/.terraformrc", txt, [tok]
    if k == 17:
        tok = "cio" + an(32)
        txt = '[registry]\ntoken = "%s"' % tok
        return "file: cargo credentials.toml [crates.io]", "~/.cargo/credentials.toml", txt, [tok]
    if k == 18:
        tok = t_gh("ghp_")
        pw = _safe_pw('"\\')
        txt = '{\n    "github-oauth": {\n        "github.com": "%s"\n    },\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",\n            "password": "%s"\n        }\n    }\n}' % (tok, pw)
        return "file: composer auth.json [GitHub]", "auth.json", txt, [tok, pw]
    if k == 19:
        pw = _safe_pw('"<>&')
        txt = '<packageSourceCredentials>\n  <%s>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </%s>\n</packageSourceCredentials>' % (co, user, pw, co)
        return "file: NuGet.Config ClearTextPassword", "NuGet.Config", txt, [pw]
    if k == 20:
        tok = "npm_" + an(36)
        txt = 'npmRegistryServer: "https://registry.npmjs.org"\nnpmScopes:\n  %s:\n    npmAuthToken: "%s"\n    npmPublishRegistry: "https://registry.npmjs.org"' % (co, tok)
        return "file: .yarnrc.yml npmAuthToken [npm]", ".yarnrc.yml", txt, [tok]
    if k == 21:
        ob = rs(B64U, rint(30, 60))
        txt = "[%s-sftp]\ntype = sftp\nhost = %s\nuser = %s\npass = %s\nshell_type = unix" % (co, ip_private(), user, ob)
        return "file: rclone.conf obscured pass (reversible)", "~/.config/rclone/rclone.conf", txt, [ob]
    if k == 22:
        pw = _safe_pw('<>&"')
        blob = b64s(pw)
        txt = '<Server>\n  <Host>%s</Host>\n  <Port>21</Port>\n  <Protocol>0</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (ip_private(), user, blob)
        return "file: FileZilla sitemanager.xml base64 password", "FileZilla/sitemanager.xml", txt, [blob]
    if k == 23:
        a, s_ = t_aws_id(), t_aws_secret()
        txt = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = s3.amazonaws.com\nuse_https = True" % (a, s_)
        return "file: .s3cfg keys [AWS]", "~/.s3cfg", txt, [a, s_]
    if k == 24:
        pw = _safe_pw("'\\")
        salts = [wp_salt() for _ in range(2)]
        txt = "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );" % (pick(DBNAMES), user, pw, salts[0].replace("'", "!"), salts[1].replace("'", "!"))
        return "file: wp-config.php DB password + auth salts", "wp-config.php", txt, [pw, salts[0].replace("'", "!"), salts[1].replace("'", "!")]
    if k == 25:
        sk = "django-insecure-" + rs(LO + DI + "!@#$%^&*(-_=+)", 50) if chance(0.5) else rs(LO + DI + "!@#$%^&*(-_=+)", 50)
        pw = _safe_pw("'")
        txt = "SECRET_KEY = '%s'\n\nDATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (sk, pick(DBNAMES), user, pw, host_for("pg"))
        return "file: Django settings SECRET_KEY + DB password", "settings/production.py", txt, [sk, pw]
    if k == 26:
        appkey = "base64:" + b64_of_bytes(32)
        pw, mpw = _safe_pw(" #\"'"), _safe_pw(" #\"'")
        txt = "APP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s\nMAIL_MAILER=smtp\nMAIL_USERNAME=%s@%s.com\nMAIL_PASSWORD=%s" % (co, appkey, host_for("mysql"), user, pw, pick(["noreply", "mailer"]), co, mpw)
        return "file: Laravel .env APP_KEY + DB/MAIL passwords", ".env", txt, [appkey, pw, mpw]
    if k == 27:
        skb = hx(128)
        pw = _safe_pw(" '\"")
        txt = "production:\n  adapter: postgresql\n  database: %s_production\n  username: %s\n  password: %s\n  host: %s\n\n# config/master.key\n%s" % (pick(DBNAMES), user, pw, host_for("pg"), hx(32))
        mk = txt.rsplit("\n", 1)[1]
        return "file: Rails database.yml password + master.key", "config/database.yml", txt, [pw, mk]
    if k == 28:
        pw = _safe_pw(" \"")
        txt = '"%s" "%s"' % (pick(["app", "pgbouncer_admin", "stats"]), pw)
        return "file: pgbouncer userlist.txt plaintext password", "/etc/pgbouncer/userlist.txt", txt, [pw]
    if k == 29:
        pw = _safe_pw(" \"")
        txt = "bind 0.0.0.0\nport 6379\nrequirepass %s\nmasterauth %s\nmaxmemory 2gb" % (pw, pw)
        return "file: redis.conf requirepass/masterauth", "/etc/redis/redis.conf", txt, [pw]
    if k == 30:
        psk = _safe_pw('"')
        txt = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (pick(["Office-5G", "Factory-IoT", "%s_Guest" % co]), psk)
        return "file: wpa_supplicant psk", "/etc/wpa_supplicant/wpa_supplicant.conf", txt, [psk]
    if k == 31:
        psk = _safe_pw('"')
        txt = '%s %s : PSK "%s"' % (ip_private(), ip_private(), psk)
        return "file: ipsec.secrets PSK", "/etc/ipsec.secrets", txt, [psk]
    if k == 32:
        pw = _safe_pw(" ")
        txt = "username=%s\npassword=%s\ndomain=%s" % (user, pw, pick(["CORP", "AD", co.upper()]))
        return "file: CIFS credentials file", "/root/.smbcredentials", txt, [pw]
    pw = _safe_pw(" ")
    txt = "%s\n%s" % (user, pw)
    return "file: OpenVPN auth-user-pass file", "/etc/openvpn/auth.txt", txt, [pw]


@stpl(20)
def credential_file_note(lang):
    cat, fname, txt, secs = file_variants()
    svc = pick(SERVICES)
    mc = L(lang, ["Didn't know %s was involved. Contents on the build box:" % fname,
                  "The publish step failed and I didn't know where credentials come from. `cat %s`:" % fname,
                  "User shared their %s so I could reproduce the auth error:" % fname,
                  "Missing context: %s depends on a hand-written %s on the host:" % (svc, fname),
                  "Found the reason the job works on one runner only: %s" % fname],
              ["%s 관여하는 줄 몰랐음. 빌드 서버의 내용:" % josa(fname, "이/가"),
               "배포 단계가 실패했는데 자격 증명이 어디서 오는지 몰랐음. `cat %s`:" % fname,
               "인증 오류 재현하라고 사용자가 본인 %s 공유해줌:" % josa(fname, "을/를"),
               "%s 호스트에 손으로 작성된 %s에 의존한다는 걸 몰랐음:" % (josa(svc, "이/가"), fname),
               "잡이 특정 러너에서만 성공하는 이유: %s" % fname])
    les = L(lang, ["This file is per-machine; new runners need it provisioned.", "Keep the file mode 600 and out of the repo.", "Prefer short-lived credentials over this file.", ""],
            ["이 파일은 머신별로 있어서 새 러너에는 따로 배포해야 함.", "파일 권한 600 유지하고 레포에 넣지 말 것.", "이 파일 대신 단기 자격 증명을 쓰는 게 나음.", ""])
    ask = L(lang, ["Who provisions %s on new runners?" % fname, "Can we replace this with OIDC?", "", "Should these credentials be rotated now?"],
            ["새 러너에 %s 누가 배포하나요?" % josa(fname, "은/는"), "OIDC로 바꿀 수 있나요?", "", "이 자격 증명 지금 rotate 해야 하나요?"])
    body = fence(txt) if chance(0.6) else txt
    if chance(0.2):
        return cat, F3(L(lang, "Where %s gets its credentials from." % svc, "%s의 자격 증명 출처." % svc), les + ("\n" if les else "") + body, ask), secs
    return cat, F3(mc + "\n" + body, les, ask), secs


# ---- private keys and crypto material ------------------------------------------------
OPENSSH_ED25519_L1 = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"


def key_variants():
    k = rint(0, 9)
    if k == 0:
        n = rint(3, 6)
        lines = pem_lines(n, "MIIEpAIBAAKCAQEA" if chance(0.5) else "MIIEowIBAAKCAQEA")
        return "private key: RSA PEM body lines (truncated)", "-----BEGIN RSA PRIVATE KEY-----\n%s\n...\n-----END RSA PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 1:
        n = rint(3, 6)
        lines = pem_lines(n, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" if chance(0.5) else "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ")
        return "private key: PKCS#8 PEM body lines (truncated)", "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 2:
        lines = [OPENSSH_ED25519_L1, "QyNTUxOQAAACA" + rs(B64, 57)] + [rs(B64, 70) for _ in range(2)] + [rs(B64, rint(20, 40)) + "="]
        return "private key: OpenSSH ed25519 body", "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 3:
        lines = ["MHcCAQEEI" + rs(B64, 55), rs(B64, 64), rs(B64, 40) + "=="]
        return "private key: EC PEM body", "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 4:
        lines = ["MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rs(B64, 16), rs(B64, 64), rs(B64, 64), rs(B64, 8)]
        return "private key: App Store Connect .p8 [Apple]", "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 5:
        lines = ["lQVYBG" + rs(B64, 58)] + [rs(B64, 64) for _ in range(rint(2, 4))] + ["=" + rs(B64, 4)]
        lines[-1] = rs(B64, 24)
        return "private key: PGP private key block lines", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n...\n-----END PGP PRIVATE KEY BLOCK-----" % "\n".join(lines), lines
    if k == 6:
        pub = ["AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)]
        priv = ["AAAAI" + rs(B64, 43)]
        txt = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s@%s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (pick(USERS), pick(COMPANIES), pub[0][:64], pub[0][64:] or rs(B64, 4), priv[0], hx(64))
        return "private key: PuTTY .ppk Private-Lines", txt, priv
    if k == 7:
        sk = t_age()
        txt = "# created: 2025-%02d-%02dT10:%02d:11+09:00\n# public key: age1%s\n%s" % (rint(1, 12), rint(1, 28), rint(0, 59), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), sk)
        return "private key: age identity file", txt, [sk]
    if k == 8:
        priv = b64_of_bytes(32)
        txt = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.%s:51820\nAllowedIPs = 0.0.0.0/0" % (priv, rint(2, 200), b64_of_bytes(32), pick(COMPANIES), pick(TLDS))
        return "private key: WireGuard PrivateKey (peer PublicKey not listed)", txt, [priv]
    eth = "0x" + hx(64) if chance(0.5) else hx(64)
    txt = "DEPLOYER_PRIVATE_KEY=%s\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}\nCHAIN_ID=11155111" % eth
    return "private key: Ethereum deployer key (hex)", txt, [eth]


@stpl(10)
def private_key_note(lang):
    cat, txt, secs = key_variants()
    ctx = pick(["the deploy job", "the SFTP upload", "the release signing step", "the VPN on the CI runner", "the contract deploy script", "the App Store upload"])
    ctx_ko = pick(["배포 잡", "SFTP 업로드", "릴리스 서명 단계", "CI 러너 VPN", "컨트랙트 배포 스크립트", "App Store 업로드"])
    mc = L(lang, ["Didn't know which key %s uses. The user pasted it:" % ctx,
                  "%s failed with 'Permission denied (publickey)'; this is the key it was using:" % ctx.capitalize(),
                  "Missing: the key material for %s. From the CI variable:" % ctx,
                  "Key file that %s loads (copied from the runner):" % ctx],
              ["%s에서 어떤 키를 쓰는지 몰랐음. 사용자가 붙여줌:" % ctx_ko,
               "%s 'Permission denied (publickey)'로 실패. 사용 중이던 키:" % josa(ctx_ko, "이/가"),
               "%s용 키가 없었음. CI 변수에 있던 값:" % ctx_ko,
               "%s 읽는 키 파일 (러너에서 복사):" % josa(ctx_ko, "이/가")])
    les = L(lang, ["CI variables of type File need a trailing newline or ssh-keygen rejects the key.",
                   "Key must be chmod 600, otherwise ssh ignores it.",
                   "This key is shared between staging and prod; it should be split.",
                   "The public half is registered as a deploy key on the repo.", ""],
            ["CI File 타입 변수는 마지막 줄바꿈이 없으면 키가 거부됨.", "키 파일 권한이 600이 아니면 ssh가 무시함.",
             "이 키가 스테이징과 운영에서 공유되고 있음. 분리 필요.", "공개키는 레포 deploy key로 등록되어 있음.", ""])
    ask = L(lang, ["Can you generate a dedicated key for CI and revoke this one?", "Is this key passphrase-protected anywhere else?", ""],
            ["CI 전용 키 새로 만들고 이건 폐기해주실 수 있나요?", "다른 곳에서는 이 키에 passphrase가 걸려 있나요?", ""])
    return cat, F3(mc + "\n" + txt, les, ask), secs


@stpl(3)
def gcp_sa_json_note(lang):
    proj = "%s-%s-%s" % (pick(COMPANIES), pick(ENVS), digits(6))
    lines = pem_lines(rint(2, 4), "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 64, 30, 60)
    body = "\\n".join(lines)
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["deployer", "bq-loader", "ci-runner", "gcs-writer"]), proj)
    txt = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...",\n  "client_email": "%s",\n  "client_id": "%s"\n}' % (proj, hx(40), body, sa, digits(21))
    mc = L(lang, "Didn't know the BigQuery loader authenticates with a JSON key instead of workload identity. The user pasted the file (truncated):\n",
           "BigQuery 로더가 workload identity가 아니라 JSON 키로 인증한다는 걸 몰랐음. 사용자가 파일을 붙여줌 (일부):\n")
    les = L(lang, "GOOGLE_APPLICATION_CREDENTIALS must point to this file; the private_key_id alone is harmless but the private_key is not.",
            "GOOGLE_APPLICATION_CREDENTIALS가 이 파일을 가리켜야 함. private_key_id는 괜찮지만 private_key는 민감 정보.")
    return "GCP service account JSON private_key [Google Cloud]", F3(mc + txt, les, L(lang, "Can we switch to workload identity federation?", "workload identity federation으로 바꿀 수 있나요?")), lines


def signing_variants():
    k = rint(0, 15)
    if k == 0:
        v = rs(AN + "-_", rint(32, 64))
        return "signing secret: JWT_SECRET (HS256)", "JWT_SECRET=%s" % v, [v]
    if k == 1:
        v = b64_of_bytes(32)
        return "signing secret: NEXTAUTH_SECRET", "NEXTAUTH_SECRET=\"%s\"" % v, [v]
    if k == 2:
        v = hx(128)
        return "signing secret: Rails secret_key_base", "SECRET_KEY_BASE=%s" % v, [v]
    if k == 3:
        v = hx(32)
        return "signing secret: Symfony APP_SECRET", "APP_SECRET=%s" % v, [v]
    if k == 4:
        v = rs(AN + "+/", 64)
        return "signing secret: Phoenix secret_key_base", "config :my_app, MyAppWeb.Endpoint,\n  secret_key_base: \"%s\"" % v, [v]
    if k == 5:
        v = b64_of_bytes(32, urlsafe=True)
        return "encryption key: Airflow fernet key", "[core]\nfernet_key = %s" % v, [v]
    if k == 6:
        v = hx(64)
        return "encryption key: AES-256 key (hex)", "ENCRYPTION_KEY=%s  # AES-256-GCM, used for PII columns" % v, [v]
    if k == 7:
        v = passphrase("-") if chance(0.5) else rs(AN, 24)
        return "encryption password: jasypt encryptor password", "jasypt:\n  encryptor:\n    password: %s\n    algorithm: PBEWITHHMACSHA512ANDAES_256" % v, [v]
    if k == 8:
        v = rs(AN, rint(24, 40))
        return "signing secret: GitHub webhook secret", "Webhook secret (Settings > Webhooks > %s): %s" % (pick(SERVICES), v), [v]
    if k == 9:
        v = "whsec_" + b64_of_bytes(24)
        return "signing secret: Svix webhook secret [Svix]", "SVIX_WEBHOOK_SECRET=%s" % v, [v]
    if k == 10:
        v = rs(AN + "!@#%^&*", rint(32, 48))
        return "signing secret: Flask SECRET_KEY", "app.config[\"SECRET_KEY\"] = \"%s\"" % v, [v]
    if k == 11:
        v = b64_of_bytes(42)
        return "signing secret: Superset SECRET_KEY", "SECRET_KEY = '%s'" % v, [v]
    if k == 12:
        v = rs(AN, 32)
        return "encryption key: n8n N8N_ENCRYPTION_KEY", "N8N_ENCRYPTION_KEY=%s" % v, [v]
    if k == 13:
        v = b64_of_bytes(32)
        return "encryption key: Kubernetes EncryptionConfiguration aescbc", "resources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: %s\n      - identity: {}" % v, [v]
    if k == 14:
        v = rs(AN, 40)
        return "signing secret: Gitea INTERNAL_TOKEN", "[security]\nINSTALL_LOCK = true\nSECRET_KEY = %s\nINTERNAL_TOKEN = %s" % (rs(AN, 64), v), None
    v = rs(AN + "._-", rint(32, 48))
    return "signing secret: session cookie secret", "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v, [v]


@stpl(9)
def signing_secret_note(lang):
    cat, txt, secs = signing_variants()
    if secs is None:
        secs = [txt.split("SECRET_KEY = ")[1].split("\n")[0], txt.rsplit("= ", 1)[1]]
    svc = pick(SERVICES)
    mc = L(lang, ["All sessions of %s were invalidated after the deploy; nobody told me the secret lives in the config. Old value:" % svc,
                  "Tokens from %s failed verification in the other service; they must share this secret:" % svc,
                  "Didn't know %s needs this to decrypt existing rows:" % svc,
                  "Missing context: the value below has to be identical on every replica of %s." % svc],
              ["배포 후 %s 세션이 전부 풀림. 시크릿이 설정 파일에 있다는 걸 몰랐음. 기존 값:" % svc,
               "%s에서 발급한 토큰이 다른 서비스에서 검증 실패. 이 시크릿을 공유해야 함:" % svc,
               "%s 기존 데이터를 복호화하려면 이 값이 필요하다는 걸 몰랐음:" % josa(svc, "이/가"),
               "아래 값은 %s의 모든 replica에서 동일해야 한다는 걸 몰랐음." % svc])
    les = L(lang, ["Changing it logs everyone out / makes old ciphertext unreadable; rotate with a key list, not a swap.",
                   "It must come from the secret store, not from the image.", ""],
            ["이 값을 바꾸면 전부 로그아웃되거나 기존 암호문을 못 읽음. 교체가 아니라 키 목록으로 rotate 해야 함.", "이미지가 아니라 시크릿 스토어에서 주입해야 함.", ""])
    ask = L(lang, ["Where is the canonical copy of this secret kept?", "Can we add key rotation support before changing it?", ""],
            ["이 시크릿 원본은 어디에 보관되나요?", "바꾸기 전에 키 rotation 지원부터 넣을까요?", ""])
    if chance(0.3):
        return cat, F3(mc.rstrip(":."), les + ("\n" if les else "") + txt, ask), secs
    return cat, F3(mc + "\n" + txt, les, ask), secs


# ---- cluster / vault / cloud CLI outputs ---------------------------------------------
@stpl(3)
def k8s_secret_data_note(lang):
    user = pick(USERS)
    pw = _safe_pw()
    b_user, b_pw = b64s(user), b64s(pw)
    extra_key = pick(["API_KEY", "SMTP_PASSWORD", "REDIS_PASSWORD", "JWT_SECRET"])
    v2 = rs(AN, rint(24, 40))
    b_v2 = b64s(v2)
    txt = "$ kubectl get secret %s-env -n %s -o yaml\napiVersion: v1\ndata:\n  DB_USER: %s\n  DB_PASSWORD: %s\n  %s: %s\nkind: Secret\ntype: Opaque" % (pick(SERVICES), pick(ENVS), b_user, b_pw, extra_key, b_v2)
    secs = [b_pw, b_v2]
    decoded = chance(0.5)
    mc = L(lang, "Didn't know the DB credentials for the job come from this Secret (not from Vault):\n", "잡의 DB 자격 증명이 Vault가 아니라 이 Secret에서 온다는 걸 몰랐음:\n")
    les = L(lang, "Secret data is only base64, not encryption; DB_USER decodes to %s." % user, "Secret data는 base64일 뿐 암호화가 아님. DB_USER는 %s로 디코딩됨." % user)
    if decoded:
        les += L(lang, " `base64 -d` of DB_PASSWORD gives %s." % pw, " DB_PASSWORD를 base64 -d 하면 %s." % pw)
        secs.append(pw)
    return "k8s Secret data: base64 values (username not listed)", F3(mc + txt, les, L(lang, "Should this move to an ExternalSecret?", "ExternalSecret으로 옮겨야 하나요?")), secs


@stpl(2)
def kubeadm_join_note(lang):
    tok = rs(ANL + DI, 6) + "." + rs(ANL + DI, 16)
    certkey = hx(64)
    txt = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (ip_private(), tok, hx(64))
    secs = [tok]
    if chance(0.5):
        txt += " \\\n    --control-plane --certificate-key %s" % certkey
        secs.append(certkey)
    mc = L(lang, "Needed to add a node and didn't know the join command; copied it from the init output:\n", "노드 추가하려는데 join 명령을 몰랐음. init 출력에서 복사:\n")
    les = L(lang, "The bootstrap token expires after 24h; the CA cert hash is public and can stay in docs, the token and certificate key cannot.",
            "bootstrap 토큰은 24시간 후 만료. CA cert hash는 공개돼도 되지만 토큰과 certificate key는 안 됨.")
    return "kubeadm join token (+ certificate key; CA hash not listed)", F3(mc + txt, les, L(lang, "Should I generate a fresh token with `kubeadm token create` next time?", "다음엔 `kubeadm token create`로 새로 만들까요?")), secs


@stpl(2)
def vault_init_note(lang):
    n = rint(3, 5)
    keys = [b64_of_bytes(32) for _ in range(n)]
    root = t_vault()
    lines = ["Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)]
    txt = "\n".join(lines) + "\n\nInitial Root Token: %s\n\nVault initialized with %d key shares and a key threshold of %d." % (root, n, 3)
    mc = L(lang, "The dev Vault got sealed after the node restart and I didn't know where the unseal keys were. The user pasted the init output:\n",
           "노드 재시작 후 dev Vault가 sealed 상태가 됐는데 unseal 키 위치를 몰랐음. 사용자가 init 출력을 붙여줌:\n")
    return "Vault init output: unseal keys + root token [HashiCorp Vault]", F3(mc + txt, L(lang, "Unseal keys should be split between people, never stored together.", "unseal 키는 여러 사람에게 나눠 보관해야 함. 한 곳에 두면 안 됨."), ""), keys + [root]


def cli_output_variants():
    k = rint(0, 5)
    if k == 0:
        a, s_, t = t_aws_id("ASIA"), t_aws_secret(), t_aws_session(rint(200, 280))
        txt = '$ aws sts assume-role --role-arn arn:aws:iam::%s:role/%s --role-session-name dbg\n{\n  "Credentials": {\n    "AccessKeyId": "%s",\n    "SecretAccessKey": "%s",\n    "SessionToken": "%s",\n    "Expiration": "2025-%02d-%02dT%02d:00:00Z"\n  }\n}' % (digits(12), pick(["deploy", "ReadOnly", "ci-admin"]), a, s_, t, rint(1, 12), rint(1, 28), rint(0, 23))
        return "aws sts assume-role output [AWS]", txt, [a, s_, t]
    if k == 1:
        t = t_google_access()
        return "gcloud auth print-access-token output [Google Cloud]", "$ gcloud auth print-access-token\n%s" % t, [t]
    if k == 2:
        t = jwt({"aud": "https://management.azure.com/", "iss": "https://sts.windows.net/%s/" % uuid4(), "iat": epoch(), "exp": epoch() + 3600, "appid": uuid4(), "oid": uuid4(), "tid": uuid4()}, "RS256", 180)
        return "az account get-access-token output [Azure]", '$ az account get-access-token\n{\n  "accessToken": "%s",\n  "tokenType": "Bearer"\n}' % t, [t]
    if k == 3:
        t = "HRKU-AA" + rs(B64U, 58)
        return "heroku auth:token output [Heroku]", "$ heroku auth:token\n ›   Warning: token will expire 2025-%02d-%02d\n%s" % (rint(1, 12), rint(1, 28), t), [t]
    if k == 4:
        t = t_gh("gho_")
        return "gh auth token output [GitHub]", "$ gh auth token\n%s" % t, [t]
    t = "npm_" + an(36)
    return "npm token create output [npm]", "$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ %s │\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘" % t, [t]


@stpl(5)
def cloud_cli_note(lang):
    cat, txt, secs = cli_output_variants()
    mc = L(lang, ["Needed a token to call the API by hand; ran this:\n", "The user showed me what their CLI prints so I could debug the 403:\n", "Missing context: the pipeline gets credentials like this:\n"],
           ["API를 직접 호출하려고 토큰이 필요해서 실행:\n", "403 디버깅하라고 사용자가 CLI 출력을 보여줌:\n", "파이프라인이 자격 증명을 이렇게 받는다는 걸 몰랐음:\n"])
    les = L(lang, ["These credentials are short-lived but still valid for an hour; don't paste them.", "Token output should be piped straight into the next command, not printed.", ""],
            ["단기 자격 증명이지만 한 시간은 유효함. 붙여넣지 말 것.", "토큰 출력은 화면에 찍지 말고 바로 다음 명령으로 파이프할 것.", ""])
    return cat, F3(mc + txt, les, ""), secs



# ---- web: signed URLs, cookies, headers, webhook URLs ---------------------------------
def presigned_variants():
    k = rint(0, 5)
    bucket = "%s-%s-%s" % (pick(COMPANIES), pick(["exports", "uploads", "reports", "media", "backups"]), pick(ENVS))
    obj = "%s/%s.%s" % (pick(["2025/03", "invoices", "tmp", "users/%s" % digits(6)]), rs(ANL, 10), pick(["csv", "pdf", "zip", "png", "parquet"]))
    if k == 0:
        a = t_aws_id()
        sig = hx(64)
        url = "https://%s.s3.ap-northeast-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F2025%02d%02d%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=2025%02d%02dT%02d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (bucket, obj, a, rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), sig)
        return "signed URL: S3 presigned (AKIA + signature) [AWS]", url, [a, sig]
    if k == 1:
        a = t_aws_id("ASIA")
        tok = pct(t_aws_session(rint(160, 220)))
        sig = hx(64)
        url = "https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250%d1%d%%2Fus-east-1%%2Fs3%%2Faws4_request&X-Amz-Date=20250%d1%dT0%d1500Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (bucket, obj, a, rint(1, 9), rint(0, 9), rint(1, 9), rint(0, 9), rint(0, 9), tok, sig)
        return "signed URL: S3 presigned with session token [AWS]", url, [a, tok, sig]
    if k == 2:
        sig = hx(512)[:rint(200, 300)]
        url = "https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F20250%d0%d%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250%d0%dT101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (bucket, obj, pick(["signer", "uploader"]), pick(COMPANIES) + "-prod", rint(1, 9), rint(1, 9), rint(1, 9), rint(1, 9), sig)
        return "signed URL: GCS V4 signature (truncated paste) [Google Cloud]", url, [sig]
    if k == 3:
        sig = pct(b64_of_bytes(32))
        url = "https://%sstore.blob.core.windows.net/%s/%s?sp=r&st=2025-0%d-0%dT01:00:00Z&se=2025-1%d-2%dT09:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=%s" % (pick(COMPANIES), pick(["exports", "media"]), obj, rint(1, 9), rint(1, 9), rint(0, 2), rint(0, 8), sig)
        return "signed URL: Azure SAS sig [Azure Storage]", url, [sig]
    if k == 4:
        sig = rs(AN + "-~_", rint(160, 180))
        url = "https://d%s.cloudfront.net/%s?Expires=17%s&Signature=%s&Key-Pair-Id=K%s" % (rs(ANL, 13), obj, digits(8, False), sig, rs(ANU, 13))
        return "signed URL: CloudFront Signature (Key-Pair-Id not listed) [AWS]", url, [sig]
    tok = uuid4()
    url = "https://firebasestorage.googleapis.com/v0/b/%s.appspot.com/o/%s?alt=media&token=%s" % (pick(COMPANIES) + "-app", pct(obj), tok)
    return "signed URL: Firebase Storage download token [Firebase]", url, [tok]


@stpl(6)
def signed_url_note(lang):
    cat, url, secs = presigned_variants()
    mc = L(lang, ["The customer couldn't open the export; support pasted the link they were sent:", "Didn't know the report job emails raw presigned links. Example from the log:",
                  "Needed an example object to test the download path, the user gave me this link:"],
              ["고객이 export를 못 연다고 해서 CS가 보낸 링크를 붙여줌:", "리포트 잡이 presigned 링크를 그대로 메일로 보낸다는 걸 몰랐음. 로그 예시:", "다운로드 경로 테스트용 예시 객체가 필요했는데 사용자가 이 링크를 줌:"])
    les = L(lang, ["Anyone holding the link can read the object until it expires; keep expiry short and don't log full URLs.", "Links are valid for 7 days; support should regenerate instead of forwarding.", ""],
            ["링크만 있으면 만료 전까지 누구나 객체를 읽을 수 있음. 만료 짧게, 전체 URL 로그 금지.", "링크 유효기간이 7일이라 CS는 전달 말고 재발급해야 함.", ""])
    return cat, F3(mc + "\n" + url, les, L(lang, ["Can we shorten the expiry to 15 minutes?", ""], ["만료를 15분으로 줄여도 되나요?", ""])), secs


def cookie_variants():
    k = rint(0, 7)
    ga = "_ga=GA1.1.%s.%s" % (digits(9), digits(10))
    if k == 0:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64_of_bytes(32, pad=False))
        return "cookie: express connect.sid", "Cookie: %s; connect.sid=%s" % (ga, v), [v]
    if k == 1:
        v = rs(ANL, 32)
        c = rs(AN, 32)
        return "cookie: Django sessionid (csrftoken not listed)", "Cookie: csrftoken=%s; sessionid=%s" % (c, v), [v]
    if k == 2:
        v = b64url_nopad('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (b64_of_bytes(16), b64_of_bytes(48), hx(64)))
        return "cookie: laravel_session", "Cookie: locale=ko; laravel_session=%s" % v, [v]
    if k == 3:
        v = rs(HEXU, 32)
        return "cookie: JSESSIONID", "Set-Cookie: JSESSIONID=%s; Path=/%s; Secure; HttpOnly" % (v, pick(["", "admin", "api"])), [v]
    if k == 4:
        v = rs(ANL, 26)
        return "cookie: PHPSESSID", "Cookie: PHPSESSID=%s; lang=ko" % v, [v]
    if k == 5:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, rint(200, 300)) + "." + rs(B64U, 22)
        return "cookie: next-auth session token (JWE)", "Cookie: __Secure-next-auth.session-token=%s" % v, [v]
    if k == 6:
        v = "CfDJ8" + rs(B64U, rint(180, 260))
        return "cookie: ASP.NET Core auth cookie", "Cookie: .AspNetCore.Cookies=%s" % v, [v]
    v = rs(B64U, 40)
    r = "%s--%s" % (b64_of_bytes(30), hx(40))
    return "cookie: Rails _session_id + remember_user_token", "Cookie: _%s_session=%s; remember_user_token=%s" % (pick(COMPANIES), v, r), [v, r]


@stpl(5)
def cookie_note(lang):
    cat, hdr, secs = cookie_variants()
    host = "%s.%s.%s" % (pick(["admin", "app", "console", "www"]), pick(COMPANIES), pick(TLDS))
    txt = "GET /%s HTTP/1.1\nHost: %s\n%s" % (pick(["dashboard", "api/me", "orders?page=2", "settings"]), host, hdr)
    mc = L(lang, ["Couldn't reproduce the admin bug without a logged-in session; the user copied the request from DevTools:",
                  "Missing: how the admin panel authenticates. Request copied as cURL from the browser:",
                  "The user sent a HAR snippet for the 500 on %s:" % host],
              ["로그인 세션 없이는 어드민 버그 재현이 안 됐음. 사용자가 DevTools에서 요청을 복사해줌:",
               "어드민 패널 인증 방식을 몰랐음. 브라우저에서 복사한 요청:",
               "%s 500 에러 관련해서 사용자가 HAR 일부를 보내줌:" % host])
    les = L(lang, ["A session cookie is as good as the password until it expires; ask users to log out after sharing.", "Session is cookie-based, not bearer tokens.", ""],
            ["세션 쿠키는 만료 전까지 비밀번호나 마찬가지. 공유한 뒤엔 로그아웃 요청할 것.", "인증은 bearer 토큰이 아니라 쿠키 기반.", ""])
    return cat, F3(mc + "\n" + txt, les, L(lang, ["Can I get a test account instead of a copied session?", ""], ["복사한 세션 말고 테스트 계정 받을 수 있나요?", ""])), secs


@stpl(4)
def bearer_jwt_note(lang):
    iss = pick(["https://auth.%s.com/" % pick(COMPANIES), "https://%s.auth0.com/" % pick(COMPANIES), "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_%s" % an(9), "https://securetoken.google.com/%s-app" % pick(COMPANIES)])
    at = jwt({"iss": iss, "sub": pick(["auth0|", "", "user_"]) + hx(24), "aud": pick(["api", "https://api.%s.com" % pick(COMPANIES)]), "iat": epoch(), "exp": epoch() + 3600, "scope": pick(["openid profile email", "read:orders write:orders", "admin"])}, pick(["RS256", "HS256", "ES256"]), pick([256, 32, 64]))
    secs = [at]
    txt = "Authorization: Bearer %s" % at
    if chance(0.4):
        rt = pick([rs(B64U, 64), "v1." + rs(B64U, 120), jwt({"sub": hx(24), "typ": "refresh", "exp": epoch() + 2592000}, "HS256", 32)])
        txt += "\n\nrefresh_token: %s" % rt
        secs.append(rt)
    mc = L(lang, ["The mobile app got 401s from %s and I couldn't see why; the user pasted the header from Charles proxy:" % pick(SERVICES), "Missing context: which audience the API expects. Token from the failing request:"],
           ["모바일 앱이 %s에서 401을 받는데 이유를 몰랐음. 사용자가 Charles proxy에서 헤더를 붙여줌:" % pick(SERVICES), "API가 기대하는 audience를 몰랐음. 실패한 요청의 토큰:"])
    les = L(lang, ["Decoding the payload showed the wrong aud; the header alone isn't secret but the full token is.", "Access tokens live 1h; refresh tokens 30 days, so the refresh token is the worse leak.", ""],
            ["payload 디코딩해보니 aud가 틀렸음. 헤더 자체는 비밀이 아니지만 토큰 전체는 비밀.", "access 토큰은 1시간, refresh 토큰은 30일이라 refresh 토큰 유출이 더 위험.", ""])
    return "bearer JWT access token (+ refresh token)", F3(mc + "\n" + txt, les, ""), secs


@stpl(4)
def basic_auth_header_note(lang):
    user = pick(USERS)
    pw = _safe_pw(":")
    blob = b64s("%s:%s" % (user, pw))
    k = rint(0, 3)
    if k == 0:
        txt = "%s 10.%d.%d.%d - - [%s] \"GET /internal/metrics HTTP/1.1\" 401 0 \"-\" \"Go-http-client/1.1\" auth=\"Basic %s\"" % (ts_plain(), rint(0, 9), rint(0, 255), rint(1, 254), ts_plain(), blob)
        cat = "Basic auth blob in access log"
    elif k == 1:
        txt = "CONNECT api.%s.com:443 HTTP/1.1\nProxy-Authorization: Basic %s" % (pick(COMPANIES), blob)
        cat = "Proxy-Authorization Basic blob"
    elif k == 2:
        txt = "scrape_configs:\n  - job_name: node\n    static_configs:\n      - targets: ['%s:9100']\n    authorization:\n      type: Basic\n      credentials: %s" % (ip_private(), blob)
        cat = "Basic credentials in Prometheus config"
    else:
        txt = "location /admin/ {\n    proxy_set_header Authorization \"Basic %s\";\n    proxy_pass http://%s:8080;\n}" % (blob, ip_private())
        cat = "Basic auth blob hardcoded in nginx proxy_set_header"
    secs = [blob]
    mc = L(lang, "Didn't know the internal endpoint sits behind basic auth; found this:\n", "내부 엔드포인트가 basic auth 뒤에 있다는 걸 몰랐음. 찾은 내용:\n")
    les = L(lang, "The header is just base64 of user:password (user is %s)." % user, "헤더 값은 user:password의 base64일 뿐 (user는 %s)." % user)
    if chance(0.35):
        les += L(lang, " Decoded password: %s" % pw, " 디코딩한 비밀번호: %s" % pw)
        secs.append(pw)
    return cat, F3(mc + txt, les, ""), secs


def webhook_variants():
    k = rint(0, 7)
    if k == 0:
        tok = an(24)
        return "webhook URL: Slack incoming webhook (token part) [Slack]", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 10), rs(ANU, 10), tok), [tok]
    if k == 1:
        tok = rs(B64U, 68)
        return "webhook URL: Discord webhook token [Discord]", "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok), [tok]
    if k == 2:
        tok = hx(64)
        sec = t_dingtalk_sec()
        return "webhook URL: DingTalk robot access_token + SEC secret [DingTalk]", "webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sec), [tok, sec]
    if k == 3:
        tok = uuid4()
        return "webhook URL: Feishu bot hook [Feishu]", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok, [tok]
    if k == 4:
        key = "AIza" + rs(B64U, 35)
        tok = rs(B64U, 43)
        return "webhook URL: Google Chat webhook token (shared key= not listed) [Google Chat]", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, pct(tok + "=")), [pct(tok + "=")]
    if k == 5:
        tok = hx(32)
        return "webhook URL: Microsoft Teams incoming webhook [Microsoft Teams]", "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(COMPANIES), uuid4(), uuid4(), tok, uuid4()), [tok]
    if k == 6:
        tok = uuid4()
        return "webhook URL: WeCom group bot key [WeCom]", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok, [tok]
    tok = rs(AN, 43)
    return "LINE Notify token in curl [LINE Notify]", "curl -X POST -H 'Authorization: Bearer %s' -F 'message=배포 완료' https://notify-api.line.me/api/notify" % tok, [tok]


@stpl(6)
def webhook_note(lang):
    cat, txt, secs = webhook_variants()
    svc = pick(SERVICES)
    mc = L(lang, ["Alerts from %s stopped; didn't know where the webhook URL was configured. It's in the alertmanager values:" % svc, "Needed to post deploy notifications; the existing script uses:", "The user asked me to reuse the team's alert hook:"],
           ["%s 알림이 끊겼는데 webhook URL이 어디 설정됐는지 몰랐음. alertmanager values에 있었음:" % svc, "배포 알림을 보내야 했는데 기존 스크립트가 쓰는 값:", "사용자가 팀 알림 웹훅을 재사용하라고 함:"])
    les = L(lang, ["Anyone with the webhook URL can post into the channel; treat it like a password.", "Webhook URL is per channel; create a new one per service.", ""],
            ["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있음. 비밀번호처럼 취급.", "웹훅은 채널별이라 서비스마다 새로 만들 것.", ""])
    return cat, F3(mc + "\n" + txt, les, L(lang, ["Can we regenerate the hook after this?", ""], ["이후에 웹훅 재발급해도 되나요?", ""])), secs


def urlkey_variants():
    k = rint(0, 10)
    if k == 0:
        v = hx(32)
        return "OpenWeatherMap", "https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid=%s" % v, v
    if k == 1:
        v = hx(32)
        return "NewsAPI", "https://newsapi.org/v2/top-headlines?country=kr&apiKey=%s" % v, v
    if k == 2:
        v = rs(ANU, 16)
        return "Alpha Vantage", "https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=005930.KS&apikey=%s" % v, v
    if k == 3:
        v = hx(32)
        return "TMDB", "https://api.themoviedb.org/3/movie/popular?language=ko-KR&api_key=%s" % v, v
    if k == 4:
        v = rs(ANU, 34)
        return "Etherscan", "https://api.etherscan.io/api?module=account&action=balance&address=0x%s&tag=latest&apikey=%s" % (hx(40), v), v
    if k == 5:
        v = rs(B64U, 32)
        return "Alchemy", "https://eth-mainnet.g.alchemy.com/v2/%s" % v, v
    if k == 6:
        v = hx(32)
        return "Infura", "https://mainnet.infura.io/v3/%s" % v, v
    if k == 7:
        v = hx(14)
        return "IPinfo", "https://ipinfo.io/%s?token=%s" % ("%d.%d.%d.%d" % (rint(1, 223), rint(0, 255), rint(0, 255), rint(1, 254)), v), v
    if k == 8:
        v = hx(64)
        return "SerpApi", "https://serpapi.com/search.json?engine=google&q=%s&api_key=%s" % (pick(["kimchi", "seoul+weather", "rust+async"]), v), v
    if k == 9:
        v = rs(AN, 50)
        return "RapidAPI", "curl --request GET --url 'https://%s.p.rapidapi.com/v1/search?q=test' --header 'X-RapidAPI-Key: %s'" % (pick(["weatherapi-com", "imdb8", "google-translate1"]), v), v
    v = hx(32)
    return "Steam Web API", "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v0002/?key=%s&steamids=7656119%s" % (v.upper(), digits(10)), v.upper()


@stpl(6)
def url_key_note(lang):
    vendor, txt, sec = urlkey_variants()
    mc = L(lang, ["The %s calls started returning 429; the key is right in the URL the cron job hits:" % vendor, "Didn't know which %s key the scraper uses. From the log:" % vendor, "User pasted the failing request to %s:" % vendor],
           ["%s 호출이 429를 뱉기 시작함. cron이 호출하는 URL에 키가 그대로 들어 있음:" % vendor, "스크레이퍼가 어떤 %s 키를 쓰는지 몰랐음. 로그에서:" % vendor, "사용자가 실패한 %s 요청을 붙여줌:" % vendor])
    les = L(lang, ["Query-string keys end up in proxy and access logs; move it to a header or server-side config.", "Free tier limit is per key; the key is shared by three jobs.", ""],
            ["쿼리스트링 키는 프록시/액세스 로그에 남음. 헤더나 서버 설정으로 옮길 것.", "무료 티어 한도가 키 단위인데 잡 세 개가 같은 키를 씀.", ""])
    return "API key in URL [%s]" % vendor, F3(mc + "\n" + txt, les, ""), [sec]


@stpl(2)
def sentry_legacy_dsn_note(lang):
    pub, sec = hx(32), hx(32)
    txt = "SENTRY_DSN=https://%s:%s@o%s.ingest.sentry.io/%s" % (pub, sec, digits(6), digits(7))
    mc = L(lang, "The old Python 2 worker still uses the legacy DSN format with a secret part:\n", "예전 Python 2 워커는 아직 secret이 들어간 레거시 DSN 형식을 씀:\n")
    les = L(lang, "Modern DSNs only have the public key; the part after the colon is a real secret.", "요즘 DSN은 public key만 있음. 콜론 뒤 부분은 진짜 secret.")
    return "Sentry legacy DSN with secret (public key not listed) [Sentry]", F3(mc + txt, les, ""), [sec]


@stpl(2)
def smtp_auth_transcript_note(lang):
    user = "%s@%s.com" % (pick(["noreply", "alerts", "billing"]), pick(COMPANIES))
    pw = _safe_pw("\x00")
    if chance(0.5):
        blob = b64s("\x00%s\x00%s" % (user, pw))
        txt = "$ openssl s_client -starttls smtp -connect smtp.%s.com:587 -crlf -quiet\n250 AUTH LOGIN PLAIN\nAUTH PLAIN %s\n235 2.7.0 Authentication successful" % (pick(["gmail", "office365", "mailgun", "naver"]), blob)
        secs = [blob]
        cat = "SMTP AUTH PLAIN base64 in transcript"
    else:
        bu, bp = b64s(user), b64s(pw)
        txt = "AUTH LOGIN\n334 VXNlcm5hbWU6\n%s\n334 UGFzc3dvcmQ6\n%s\n235 Authentication succeeded" % (bu, bp)
        secs = [bp]
        cat = "SMTP AUTH LOGIN base64 password (username not listed)"
    mc = L(lang, "Mail from the alert service bounced; the user ran a manual SMTP session to test:\n", "알림 메일이 반송돼서 사용자가 SMTP 세션을 수동으로 테스트함:\n")
    return cat, F3(mc + txt, L(lang, "AUTH PLAIN/LOGIN payloads are only base64; treat the transcript as containing the password.", "AUTH PLAIN/LOGIN 값은 base64일 뿐이라 트랜스크립트에 비밀번호가 들어 있는 셈."), ""), secs


# ---- human-shaped secrets: passwords in prose, PINs, recovery codes, TOTP ------------
@stpl(12)
def prose_password_note(lang):
    style = pick(["human", "human", "korean-keyboard", "hangul", "passphrase", "generated"])
    pw = {"human": pw_human, "korean-keyboard": pw_korean_keyboard, "hangul": pw_hangul, "passphrase": passphrase, "generated": pw_generated}[style]()
    sys_en = pick(["the staging admin panel", "the Grafana admin account", "the shared QA account", "the router web UI", "the NAS", "the old Jenkins", "the test merchant account", "the Wi-Fi for the lab", "the VPN", "the Synology box"])
    sys_ko = pick(["스테이징 어드민", "Grafana admin 계정", "QA 공용 계정", "공유기 관리 페이지", "NAS", "구 Jenkins", "테스트 가맹점 계정", "실험실 와이파이", "VPN", "시놀로지"])
    user = pick(USERS)
    k = rint(0, 7)
    if lang == "en":
        mc = [
            "Didn't have a login for %s. %s said: user %s, password %s" % (sys_en, pick(PEOPLE_EN), user, pw),
            "Missing credentials for %s; the user typed them in chat: \"it's %s / %s, don't share\"" % (sys_en, user, pw),
            "I needed access to %s. Password is %s (username %s)." % (sys_en, pw, user),
            "%s's password turned out to be %s, written on the wiki page for the on-call rotation." % (sys_en.capitalize(), pw),
            "Couldn't log into %s. The user: \"pw is `%s`, same as last quarter\"" % (sys_en, pw),
            "Access to %s: id=%s pw=%s" % (sys_en, user, pw),
            "%s uses a shared login (%s) and the password %s was in the handover doc." % (sys_en.capitalize(), user, pw),
            "The password for %s is %s; I didn't know it had been changed after the audit." % (sys_en, pw),
        ][k]
    else:
        mc = [
            "%s 로그인 정보가 없었음. %s 말로는 아이디 %s, 비번 %s" % (sys_ko, pick(PEOPLE_KO), user, pw),
            "%s 계정 정보가 없어서 물어봤더니 채팅으로 알려줌: \"%s / %s 입니다. 공유 금지\"" % (sys_ko, user, pw),
            "%s 접속이 필요했음. 비밀번호는 %s (계정 %s)." % (sys_ko, pw, user),
            "%s 비밀번호가 %s 였음. on-call 위키 페이지에 적혀 있었음." % (sys_ko, pw),
            "%s 로그인이 안 됐음. 사용자 왈: \"비번 `%s` 이에요, 지난 분기랑 같음\"" % (sys_ko, pw),
            "%s 접속 정보: id=%s pw=%s" % (sys_ko, user, pw),
            "%s 공용 계정(%s)을 쓰고 비밀번호 %s 인수인계 문서에 있었음." % (josa(sys_ko, "은/는"), user, josa(pw, "이/가")),
            "%s 비밀번호는 %s. 감사 이후 바뀐 걸 몰랐음." % (sys_ko, pw),
        ][k]
    les = L(lang, ["Shared logins make the audit trail useless; ask for a personal account.", "The password was last rotated long ago.", "Use the password manager entry next time instead of asking in chat.", ""],
            ["공용 계정은 감사 추적이 안 됨. 개인 계정 요청할 것.", "비밀번호를 오랫동안 안 바꾼 상태.", "다음엔 채팅으로 묻지 말고 패스워드 매니저 항목 사용.", ""])
    ask = L(lang, ["Can I get my own account for this?", "Is there a 1Password entry for this?", ""], ["개인 계정 발급 가능한가요?", "1Password에 항목이 있나요?", ""])
    return "prose/chat: shared account password (%s)" % style, F3(mc, les, ask), [pw]


@stpl(3)
def password_change_note(lang):
    old, new = pw_any(), pw_any()
    sysn = pick(["the replica user", "the SFTP account of the bank integration", "the MQTT broker", "the admin user of the CMS", "the service account in AD"])
    sysn_ko = pick(["replica 계정", "은행 연동 SFTP 계정", "MQTT 브로커", "CMS admin 계정", "AD 서비스 계정"])
    mc = L(lang, "The password for %s was changed from %s to %s last week and two jobs still used the old one." % (sysn, old, new),
           "지난주에 %s 비밀번호가 %s 에서 %s 로 바뀌었는데 잡 두 개가 아직 예전 값을 쓰고 있었음." % (sysn_ko, old, new))
    les = L(lang, "After a password change, grep the deploy configs for the old value.", "비밀번호 변경 후엔 배포 설정에서 예전 값을 grep 해볼 것.")
    return "old and new password in prose", F3(mc, les, L(lang, "Who should be told when this password changes?", "이 비밀번호 바뀌면 누구한테 알려야 하나요?")), [old, new]


@stpl(3)
def korean_cert_password_note(lang):
    pw = pick([pw_korean_keyboard() + pick(["!", "@", "#"]), pw_human() + "!", pw_hangul() + "!"])
    if len(pw) < 10:
        pw = pw + rs(DI, 10 - len(pw))
    kind_ko = pick(["공동인증서(구 공인인증서)", "사업자 범용 공동인증서", "홈택스 인증서", "전자세금계산서용 인증서"])
    kind_en = pick(["the corporate joint certificate (공동인증서)", "the HomeTax certificate", "the e-tax-invoice certificate"])
    mc = L(lang, "The tax invoice batch signs with %s; the cert password is %s and is read from signer.properties." % (kind_en, pw),
           "세금계산서 배치가 %s로 서명함. 인증서 비밀번호는 %s 이고 signer.properties에서 읽음." % (kind_ko, pw))
    les = L(lang, "signPri.key without its password is useless, with it it's the company's signature.", "signPri.key는 비밀번호 없으면 쓸모없지만 비밀번호와 같이 있으면 회사 서명 그 자체.")
    return "Korean joint certificate (공동인증서) password", F3(mc, les, L(lang, "Who renews the certificate next year?", "인증서 갱신은 내년에 누가 하나요?")), [pw]


@stpl(4)
def pin_code_note(lang):
    k = rint(0, 5)
    if k == 0:
        v = digits(8, False)
        en, ko, cat = "The YubiKey PIV PIN for the signing key is %s (8 digits, 3 tries left)." % v, "서명 키 YubiKey PIV PIN은 %s (8자리, 남은 시도 3회)." % v, "PIN: YubiKey PIV PIN (8 digits)"
    elif k == 1:
        v = digits(8, False)
        en, ko, cat = "The test phone's SIM got locked; PUK is %s." % v, "테스트폰 SIM이 잠김. PUK는 %s." % v, "PIN: SIM PUK"
    elif k == 2:
        v = "-".join(digits(6, False) for _ in range(8))
        en, ko, cat = "The build laptop asked for the BitLocker recovery key after the BIOS update: %s" % v, "BIOS 업데이트 후 빌드 노트북이 BitLocker 복구 키를 요구함: %s" % v, "BitLocker recovery key"
    elif k == 3:
        v = digits(rint(8, 10), False)
        en, ko, cat = "HSM partition PIN used by the signer pod: %s" % v, "signer 파드가 쓰는 HSM 파티션 PIN: %s" % v, "PIN: HSM partition PIN"
    elif k == 4:
        v = rs(ANU, 4) + "-" + rs(ANU, 4) + "-" + rs(ANU, 4)
        en, ko, cat = "BIOS supervisor password on the kiosk units: %s" % v, "키오스크 장비 BIOS supervisor 비밀번호: %s" % v, "BIOS supervisor password"
    else:
        v = digits(8, False)
        en, ko, cat = "The server room door code changed to %s#." % v, "서버실 출입 비밀번호가 %s#로 바뀜." % v, "PIN: door keypad code (8 digits)"
    les = L(lang, ["Physical and hardware secrets belong in the vault too.", "Too many wrong tries locks it permanently.", ""], ["물리/하드웨어 비밀 값도 금고(vault)에 보관할 것.", "여러 번 틀리면 영구 잠김.", ""])
    return cat, F3(L(lang, en, ko), les, ""), [v]


def recovery_variants():
    k = rint(0, 6)
    if k == 0:
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(rint(6, 10))]
        return "recovery codes: GitHub 2FA [GitHub]", "github-recovery-codes.txt\n" + "\n".join(codes), codes
    if k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(rint(6, 10))]
        return "recovery codes: Google backup codes [Google]", "Backup codes for %s@%s.com\n" % (pick(USERS).replace(".", ""), pick(COMPANIES)) + "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), codes
    if k == 2:
        v = "A3-%s-%s-%s-%s-%s-%s" % (rs(ANU, 6), rs(ANU, 6), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5), rs(ANU, 5))
        return "1Password Secret Key [1Password]", "Emergency Kit\nSign-in address: %s.1password.com\nSecret Key: %s" % (pick(COMPANIES), v), [v]
    if k == 3:
        codes = [rs(ANL, 8) for _ in range(rint(6, 10))]
        return "recovery codes: Discord backup codes [Discord]", "discord_backup_codes.txt\n" + "\n".join("* %s" % c for c in codes), codes
    if k == 4:
        v = "%s-%s-%s-%s-%s-%s-%s-%s" % tuple(rs(ANU, 4) for _ in range(8))
        return "recovery code: Bitwarden-style recovery code", "Two-step login recovery code: %s" % v, [v]
    if k == 5:
        codes = [rs(ANL + DI, 10) for _ in range(rint(5, 8))]
        return "recovery codes: AWS root MFA backup / generic", "Recovery codes (each works once):\n" + "  ".join(codes), codes
    codes = ["%s-%s-%s-%s" % (rs(ANL, 4), rs(ANL, 4), rs(ANL, 4), rs(ANL, 4)) for _ in range(rint(5, 8))]
    return "recovery codes: Atlassian / Slack style", "Your recovery codes:\n" + "\n".join(codes), codes


@stpl(6)
def recovery_codes_note(lang):
    cat, txt, secs = recovery_variants()
    mc = L(lang, ["The shared ops account's 2FA phone is gone; the codes were in the handover folder:", "Missing: how to get into the bot account without the authenticator. The user pasted:", "Found these in the repo under docs/accounts/:"],
           ["ops 공용 계정 2FA 폰이 없어짐. 인수인계 폴더에 있던 코드:", "OTP 앱 없이 봇 계정 로그인하는 방법을 몰랐음. 사용자가 붙여줌:", "레포 docs/accounts/ 아래에서 발견:"])
    les = L(lang, ["Each code works once; regenerate the set after using one.", "Recovery codes are equivalent to the password + 2FA; store them offline.", ""], ["코드는 일회용. 하나 쓰면 세트 재발급.", "복구 코드는 비밀번호+2FA와 동급. 오프라인 보관.", ""])
    return cat, F3(mc + "\n" + txt, les, L(lang, ["Can we move this account to SSO?", ""], ["이 계정 SSO로 옮길 수 있나요?", ""])), secs


@stpl(4)
def totp_seed_note(lang):
    seed = rs(B32, pick([16, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "Grafana", "NAVER", "Kakao", "Cloudflare", "Binance", "Upbit"])
    acct = "%s@%s.com" % (pick(["ops", "admin", "dev"]), pick(COMPANIES))
    k = rint(0, 2)
    if k == 0:
        txt = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
        secs = [seed]
    elif k == 1:
        grouped = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4)).lower()
        txt = "%s 2FA setup key: %s" % (issuer, grouped)
        secs = [grouped]
    else:
        txt = "import pyotp\ntotp = pyotp.TOTP(\"%s\")  # %s %s\nprint(totp.now())" % (seed, issuer, acct)
        secs = [seed]
    mc = L(lang, "The e2e login test needs a 2FA code; nobody told me the seed is hardcoded:\n", "e2e 로그인 테스트에 2FA 코드가 필요함. seed가 하드코딩돼 있다는 걸 아무도 안 알려줌:\n")
    les = L(lang, "Whoever has the TOTP seed can generate codes forever; it's a long-term secret.", "TOTP seed가 있으면 영원히 코드를 만들 수 있음. 장기 비밀 값.")
    return "TOTP seed (%s)" % ["otpauth URI", "grouped setup key", "code"][k], F3(mc + txt, les, ""), secs


@stpl(2)
def seed_phrase_note(lang):
    words = "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome awful awkward axis".split()
    n = pick([12, 24])
    phrase = " ".join(pick(words) for _ in range(n))
    mc = L(lang, "The faucet wallet for the testnet bot is restored from this mnemonic in deploy/wallet.env:\nMNEMONIC=\"%s\"" % phrase,
           "테스트넷 봇 faucet 지갑은 deploy/wallet.env의 이 니모닉으로 복구함:\nMNEMONIC=\"%s\"" % phrase)
    les = L(lang, "The same mnemonic derives mainnet keys too; it must never be in a repo.", "같은 니모닉으로 메인넷 키도 파생됨. 레포에 절대 두면 안 됨.")
    return "BIP39 seed phrase (%d words)" % n, F3(mc, les, ""), [phrase]


@stpl(3)
def app_password_note(lang):
    k = rint(0, 2)
    if k == 0:
        v = "-".join(rs(LO, 4) for _ in range(4))
        txt = "FASTLANE_USER=%s@%s.com\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (pick(["ios", "release"]), pick(COMPANIES), v)
        cat = "Apple app-specific password [Apple]"
    elif k == 1:
        v = " ".join(rs(LO, 4) for _ in range(4))
        txt = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = '%s@gmail.com'\nEMAIL_HOST_PASSWORD = '%s'" % (pick(["alerts", "noreply", "devteam"]) + pick(COMPANIES), v)
        cat = "Google app password (with spaces) [Google]"
    else:
        v = rs(ANL, 16)
        txt = "spring.mail.host=smtp.naver.com\nspring.mail.username=%s@naver.com\nspring.mail.password=%s" % (pick(["alerts", "noreply"]) + pick(COMPANIES), v)
        cat = "NAVER mail app password [Naver]"
    mc = L(lang, "Mail/upload step broke after 2FA was enforced; it uses an app password now:\n", "2FA 강제 이후 메일/업로드 단계가 깨짐. 지금은 앱 비밀번호를 씀:\n")
    return cat, F3(mc + txt, L(lang, "App passwords bypass 2FA; revoke this one after moving to OAuth.", "앱 비밀번호는 2FA를 우회함. OAuth로 옮기면 이건 폐기."), ""), [v]


@stpl(2)
def wifi_qr_note(lang):
    psk = _safe_pw(";:\\\"")
    ssid = pick(["Office-5G", "DevLab", "%s-Guest" % pick(COMPANIES).capitalize(), "KT_GiGA_%s" % rs(HEXU, 4)])
    txt = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
    mc = L(lang, "The IoT devices in the test rack get Wi-Fi from a QR payload baked into provisioning:\n", "테스트 랙의 IoT 장비는 프로비저닝에 박힌 QR 페이로드로 와이파이에 붙음:\n")
    return "Wi-Fi QR payload PSK", F3(mc + txt, L(lang, "The QR payload contains the PSK in clear text.", "QR 페이로드에 PSK가 평문으로 들어 있음."), ""), [psk]


@stpl(2)
def remote_support_note(lang):
    pw = rs(ANL + DI, 8)
    tid = "%s %s %s %s" % (digits(1), digits(3), digits(3), digits(3))
    mc = L(lang, "To check the POS machine at the store I used remote support: TeamViewer ID %s, password %s" % (tid, pw),
           "매장 POS 점검하려고 원격 지원 접속함: TeamViewer ID %s, 비밀번호 %s" % (tid, pw))
    return "remote support one-time password (ID not listed)", F3(mc, L(lang, "The password rotates per session, but this one was still valid.", "세션마다 바뀌는 비밀번호지만 이건 아직 유효했음."), ""), [pw]



def stack_trace_variants():
    k = rint(0, 3)
    svc = pick(SERVICES)
    if k == 0:
        v = pick(VENDORS)
        its = [x for x in v["items"]() if x[2]]
        if not its or len(its[-1][1]) > 200:
            return None
        key = its[-1][1]
        txt = ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in send\n    resp = self._session.post(url, json=payload, timeout=10)\n"
               "  File \"/usr/local/lib/python3.12/site-packages/requests/sessions.py\", line 637, in post\nrequests.exceptions.ConnectionError: HTTPSConnectionPool(host='%s', port=443): Max retries exceeded\n\nLocals at frame send:\n  self.api_key = '%s'\n  url = 'https://%s%s'") % (svc.replace("-", "_"), rint(40, 300), v["host"] or "api.example.com", key, v["host"] or "api.example.com", v["path"] if v["host"] else "/")
        return "stack trace: Python frame locals with API key [%s]" % v["name"], txt, [key]
    if k == 1:
        url, pw, enc, user, h = db_url(pick(["postgresql", "mysql"]))
        jdbc = "jdbc:" + url.split("://", 1)[0] + "://" + h + "/" + pick(DBNAMES) + "?user=" + user + "&password=" + enc
        txt = "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource': Failed to connect to %s\nCaused by: java.sql.SQLException: Access denied for user '%s'@'%s' (using password: YES)\n\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:596)" % (jdbc, user, ip_private())
        return "stack trace: Java exception with JDBC URL password", txt, [enc]
    if k == 2:
        pw = _safe_pw("'\\")
        txt = "MongoServerError: bad auth : authentication failed\n    at Connection.onMessage (/app/node_modules/mongodb/lib/cmap/connection.js:230:30)\n  ... {\n  ok: 0,\n  code: 8000,\n  codeName: 'AtlasError',\n  [Symbol(errorLabels)]: Set(1) { 'HandshakeError' },\n  connectionOptions: { username: '%s', password: '%s', authSource: 'admin' }\n}" % (pick(USERS), pw)
        return "stack trace: Node Mongo error with options dump", txt, [pw]
    tok = pick([t_gh("ghp_"), "glpat-" + rs(B64U, 20), "npm_" + an(36)])
    txt = "$ go build ./...\ngo: github.com/%s/%s@v0.4.1: reading https://oauth2:%s@git.%s.com/%s/%s.git/info/refs: 401 Unauthorized\n\tserver response: HTTP Basic: Access denied" % (pick(COMPANIES), pick(SERVICES), tok, pick(COMPANIES), pick(COMPANIES), pick(SERVICES))
    return "stack trace: go build error echoing token URL", txt, [tok]


@stpl(5)
def stack_trace_note(lang):
    r = stack_trace_variants()
    if r is None:
        return None
    cat, txt, secs = r
    svc = pick(SERVICES)
    mc = L(lang, ["%s crashed in %s; full trace from the logs:" % (svc, pick(ENVS)), "Didn't know why the job failed; Sentry showed:", "The user pasted the error they get locally:"],
           ["%s %s에서 죽음. 로그의 전체 trace:" % (josa(svc, "이/가"), pick(ENVS_KO)), "잡이 왜 실패했는지 몰랐음. Sentry 내용:", "사용자가 로컬에서 나는 에러를 붙여줌:"])
    les = L(lang, ["Error reporters capture locals and URLs; scrub credentials before they reach logs.", "The exception message includes the connection string, so the password ends up in Sentry.", ""],
            ["에러 리포터는 locals와 URL까지 수집함. 로그로 가기 전에 자격 증명을 지워야 함.", "예외 메시지에 connection string이 들어가서 비밀번호가 Sentry에 남음.", ""])
    return cat, F3(mc + "\n" + txt, les, ""), secs

# ---- bootstrap outputs, dumps, odd placements -----------------------------------------
def bootstrap_variants():
    k = rint(0, 5)
    if k == 0:
        v = hx(32)
        return "Jenkins initialAdminPassword", "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % v, [v]
    if k == 1:
        v = rs(AN + "-", 16)
        b = b64s(v)
        if chance(0.5):
            return "Argo CD initial admin secret (base64 + decoded)", "$ kubectl -n argocd get secret argocd-initial-admin-secret -o yaml | grep password\n  password: %s\n$ echo %s | base64 -d\n%s" % (b, b, v), [b, v]
        return "Argo CD initial admin password", "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % v, [v]
    if k == 2:
        v = rs(AN + "*_+=-", 20)
        return "Elasticsearch elastic password reset output [Elastic]", "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nDo you want to continue [y/N]y\nPassword for the [elastic] user successfully reset.\nNew value: %s" % v, [v]
    if k == 3:
        v = hx(48)
        return "Jupyter server token in URL", "[I 2025-0%d-1%d 10:2%d:11.512 ServerApp] Jupyter Server is running at:\n    http://127.0.0.1:8888/lab?token=%s" % (rint(1, 9), rint(0, 9), rint(0, 9), v), [v]
    if k == 4:
        v = jwt({"iss": hx(32), "iat": epoch(), "exp": epoch() + 315360000}, "HS256", 32)
        return "Home Assistant long-lived access token [Home Assistant]", "rest_command:\n  notify_door:\n    url: http://homeassistant.local:8123/api/services/notify/mobile_app\n    headers:\n      authorization: \"Bearer %s\"" % v, [v]
    v = b64s(json.dumps({"ver": "8.14.0", "adr": ["%s:9200" % ip_private()], "fgr": hx(64), "key": rs(B64U, 20) + ":" + rs(B64U, 22)}, separators=(",", ":")))
    return "Kibana enrollment token [Elastic]", "$ bin/elasticsearch-create-enrollment-token -s kibana\n%s" % v, [v]


@stpl(5)
def bootstrap_output_note(lang):
    cat, txt, secs = bootstrap_variants()
    mc = L(lang, ["Setting up the tool for the first time; the user pasted the console output:", "Didn't know where the initial admin credential comes from. Output:", "Needed to log in to the freshly installed instance:"],
           ["처음 설치하는 도구라 사용자가 콘솔 출력을 붙여줌:", "초기 admin 자격 증명이 어디서 나오는지 몰랐음. 출력:", "새로 설치한 인스턴스에 로그인해야 했음:"])
    les = L(lang, ["Change the initial password right after the first login.", "Bootstrap output should never go into tickets or notes.", ""], ["첫 로그인 직후 초기 비밀번호 변경할 것.", "부트스트랩 출력은 티켓이나 노트에 남기면 안 됨.", ""])
    return cat, F3(mc + "\n" + txt, les, ""), secs


@stpl(2)
def android_signing_note(lang):
    sp, kp = _safe_pw("'\""), _safe_pw("'\"")
    txt = "signingConfigs {\n    release {\n        storeFile file(\"../keystore/release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp)
    mc = L(lang, "Release build failed on the new Mac mini; the signing config in app/build.gradle is:\n", "새 맥미니에서 릴리스 빌드 실패. app/build.gradle 서명 설정:\n")
    secs = [sp] if sp == kp else [sp, kp]
    return "Android signingConfigs store/key passwords", F3(mc + txt, L(lang, "Passwords should come from keystore.properties outside the repo.", "비밀번호는 레포 밖 keystore.properties에서 읽어야 함."), ""), secs


@stpl(2)
def kafka_jaas_note(lang):
    key = rs(ANU, 16)
    sec = rs(AN + "+/", 64)
    txt = "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (rs(ANL, 5), key, sec)
    mc = L(lang, "Consumer lag alerts fired because the consumer couldn't auth; client.properties on the box:\n", "컨슈머 인증 실패로 lag 알림 발생. 서버의 client.properties:\n")
    return "Kafka SASL JAAS password (username = API key, not listed) [Confluent]", F3(mc + txt, L(lang, "The JAAS username is the API key id; the password is the secret.", "JAAS username은 API 키 ID, password가 secret."), ""), [sec]


@stpl(3)
def env_dump_note(lang):
    svc = pick(SERVICES)
    v1 = pick(VENDORS)
    its = [(e, val, l) for (e, val, l) in v1["items"]()]
    pw = _safe_pw(" '\"")
    lines = ["HOSTNAME=%s-%s-%s" % (svc, rs(ANL + DI, 10), rs(ANL + DI, 5)), "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "NODE_VERSION=20.%d.0" % rint(9, 18), "DB_PASSWORD=%s" % pw, "KUBERNETES_SERVICE_HOST=10.96.0.1"]
    secs = [pw]
    for e, val, l in its:
        lines.insert(rint(1, len(lines)), "%s=%s" % (e, val))
        if l:
            secs.append(val)
    k = rint(0, 2)
    if k == 0:
        txt = "$ kubectl exec deploy/%s -- printenv\n" % svc + "\n".join(lines)
        cat = "printenv dump in pod"
    elif k == 1:
        txt = "$ docker inspect %s --format '{{json .Config.Env}}'\n[%s]" % (svc, ",".join('"%s"' % x for x in lines))
        cat = "docker inspect Config.Env dump"
    else:
        txt = "$ cat /proc/1/environ | tr '\\0' '\\n'\n" + "\n".join(lines)
        cat = "/proc/1/environ dump"
    mc = L(lang, "Needed to confirm which config the running %s actually has:\n" % svc, "실행 중인 %s에 실제로 어떤 설정이 들어가 있는지 확인해야 했음:\n" % svc)
    return "%s (DB password + %s) [%s]" % (cat, v1["d_en"], v1["name"]), F3(mc + txt, L(lang, "Env dumps contain every secret of the pod; filter before pasting.", "env 덤프에는 파드의 모든 시크릿이 들어 있음. 붙여넣기 전에 걸러낼 것."), ""), secs


@stpl(2)
def terraform_output_note(lang):
    pw = pw_generated()
    tok = rs(AN, 32)
    txt = "$ terraform output -json\n{\n  \"db_endpoint\": {\"sensitive\": false, \"type\": \"string\", \"value\": \"%s:5432\"},\n  \"db_password\": {\"sensitive\": true, \"type\": \"string\", \"value\": \"%s\"},\n  \"redis_auth_token\": {\"sensitive\": true, \"type\": \"string\", \"value\": \"%s\"}\n}" % (host_for("pg"), pw, tok)
    mc = L(lang, "Didn't know `terraform output -json` prints sensitive values in clear. The user ran it:\n", "`terraform output -json`이 sensitive 값도 평문으로 출력한다는 걸 몰랐음. 사용자가 실행한 결과:\n")
    return "terraform output -json sensitive values", F3(mc + txt, L(lang, "sensitive = true only hides values in plan/apply, not in `output -json` or the state.", "sensitive = true는 plan/apply에서만 가려짐. output -json이나 state에는 평문."), ""), [pw, tok]


@stpl(3)
def wrapped_token_note(lang):
    v = pick(VENDORS[:])
    tok = None
    for _ in range(20):
        v = pick(VENDORS)
        cands = [val for (e, val, l) in v["items"]() if l and len(val) >= 60]
        if cands:
            tok = cands[-1]
            break
    if tok is None:
        tok = t_openai("proj")
        v = {"name": "OpenAI", "d_en": "API key"}
    cut = rint(20, len(tok) - 20)
    a, b = tok[:cut], tok[cut:]
    if chance(0.5):
        txt = "%s │ %s\n  │ %s" % (pick(["KEY", "value", "token"]), a, b)
        cat = "token wrapped across two lines in terminal table"
    else:
        txt = "Authorization: Bearer %s\n%s" % (a, b)
        cat = "token wrapped by terminal width"
    mc = L(lang, "Copied from a narrow terminal, so the value got wrapped:\n", "좁은 터미널에서 복사해서 값이 줄바꿈됨:\n")
    return "%s [%s]" % (cat, v["name"]), F3(mc + txt, L(lang, "Join the two lines before using it.", "쓰기 전에 두 줄을 이어 붙여야 함."), ""), [a, b]


@stpl(5)
def split_fields_note(lang):
    """key id in one field, secret in another (or the same secret in two fields)"""
    cands = [v for v in VENDORS if len([1 for (e, val, l) in v["items"]() if l]) >= 2 or v["name"] in ("Twilio", "Naver", "Plaid", "Razorpay", "Auth0", "WeChat", "Feishu", "Spotify")]
    v = pick(cands)
    its = v["items"]()
    listed = [x for x in its if x[2]]
    if len(listed) >= 2:
        first, last = listed[0], listed[-1]
    else:
        first, last = its[0], its[-1]
    secs = [x[1] for x in (first, last) if x[2]]
    mc = L(lang, "The %s integration needs two values and I only had one. %s is %s." % (v["name"], first[0], first[1]),
           "%s 연동에는 값이 두 개 필요한데 하나만 알고 있었음. %s %s." % (v["name"], josa(first[0], "은/는"), first[1]))
    les = L(lang, "The matching %s is %s; both live in the team vault now." % (last[0], last[1]),
            "짝이 되는 %s %s. 둘 다 이제 팀 vault에 있음." % (josa(last[0], "은/는"), last[1]))
    return "values split across fields (%s) [%s]" % (v["d_en"], v["name"]), F3(mc, les, ""), secs


@stpl(2)
def data_go_kr_note(lang):
    dec = rs(AN + "+/", 86) + "=="
    enc = pct(dec)
    mc = L(lang, "The public-data API (data.go.kr) rejected our calls with SERVICE_KEY_IS_NOT_REGISTERED_ERROR. We were double-encoding the key. Encoding key:\n%s" % enc,
           "공공데이터포털 API가 SERVICE_KEY_IS_NOT_REGISTERED_ERROR를 뱉음. 키를 이중 인코딩하고 있었음. 인코딩 키:\n%s" % enc)
    les = L(lang, "requests encodes params itself, so pass the decoding key: %s" % dec, "requests가 파라미터를 알아서 인코딩하니까 디코딩 키를 넘겨야 함: %s" % dec)
    return "data.go.kr serviceKey encoded + decoded [data.go.kr]", F3(mc, les, ""), [enc, dec] if enc != dec else [enc]


@stpl(2)
def cloudinary_url_note(lang):
    sec = rs(B64U, 27)
    txt = "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (digits(15), sec, pick(COMPANIES) + "-media")
    mc = L(lang, "Image uploads failed in preview deploys; the URL was only set for production:\n", "프리뷰 배포에서 이미지 업로드 실패. URL이 production에만 설정돼 있었음:\n")
    return "Cloudinary URL api_secret (numeric api key not listed) [Cloudinary]", F3(mc + txt, L(lang, "Only the part between ':' and '@' is secret.", "':'와 '@' 사이 부분만 secret."), ""), [sec]


@stpl(3)
def git_remote_note(lang):
    tok = pick([t_gh("ghp_"), "glpat-" + rs(B64U, 20), "x-token-auth:" + "ATCTT3xFfGN0" + rs(B64U, 60), t_gh("ghs_")])
    if tok.startswith("x-token-auth:"):
        tok = tok.split(":", 1)[1]
        userpart = "x-token-auth:%s" % tok
        host = "bitbucket.org"
    elif tok.startswith("glpat"):
        userpart = "oauth2:%s" % tok
        host = "gitlab.com"
    elif tok.startswith("ghs_"):
        userpart = "x-access-token:%s" % tok
        host = "github.com"
    else:
        userpart = "%s:%s" % (pick(USERS).replace(".", "-"), tok)
        host = "github.com"
    repo = "%s/%s.git" % (pick(COMPANIES), pick(SERVICES))
    txt = "$ git remote -v\norigin\thttps://%s@%s/%s (fetch)\norigin\thttps://%s@%s/%s (push)" % (userpart, host, repo, userpart, host, repo)
    mc = L(lang, "Push from the build box worked without SSH keys; that's why:\n", "빌드 서버에서 SSH 키 없이 push가 되는 이유:\n")
    return "git remote URL with embedded token", F3(mc + txt, L(lang, "The token sits in .git/config in plain text.", "토큰이 .git/config에 평문으로 있음."), ""), [tok]


@stpl(2)
def pip_index_note(lang):
    k = rint(0, 1)
    if k == 0:
        tok = rs(B32L, 52)
        txt = "pip install -r requirements.txt --extra-index-url https://%s:%s@pkgs.dev.azure.com/%s/_packaging/%s/pypi/simple/" % (pick(USERS), tok, pick(COMPANIES), pick(["internal", "ml-libs"]))
        cat = "pip --extra-index-url with Azure Artifacts PAT [Azure DevOps]"
    else:
        tok = "glpat-" + rs(B64U, 20)
        txt = "[global]\nindex-url = https://__token__:%s@gitlab.%s.com/api/v4/projects/%s/packages/pypi/simple" % (tok, pick(COMPANIES), digits(3))
        cat = "pip.conf index-url with GitLab token [GitLab]"
    mc = L(lang, "Private wheels couldn't be installed in the new image; the old Dockerfile did:\n", "새 이미지에서 사내 wheel 설치가 안 됨. 예전 Dockerfile은 이렇게 했음:\n")
    return cat, F3(mc + txt, L(lang, "Index URLs with credentials leak into pip logs and image layers.", "자격 증명이 들어간 index URL은 pip 로그와 이미지 레이어에 남음."), ""), [tok]


@stpl(2)
def proxy_url_note(lang):
    user = pick(USERS)
    pw = _safe_pw()
    enc = pct(pw)
    txt = "export HTTPS_PROXY=http://%s:%s@proxy.%s.corp:3128\nexport NO_PROXY=localhost,127.0.0.1,.internal" % (user, enc, pick(COMPANIES))
    mc = L(lang, "Downloads in CI time out unless the corporate proxy is set; the runner profile has:\n", "사내 프록시 설정 없으면 CI 다운로드가 타임아웃남. 러너 profile 내용:\n")
    les = L(lang, "The proxy uses the person's AD password, not a service account.", "프록시가 서비스 계정이 아니라 개인 AD 비밀번호를 씀.")
    secs = [enc]
    if enc != pw and chance(0.5):
        les += L(lang, " (unencoded: %s)" % pw, " (인코딩 전: %s)" % pw)
        secs.append(pw)
    return "proxy URL with password", F3(mc + txt, les, ""), secs


def multi_vendor_note(lang, names):
    """several providers in one config (planned with vendor names not used by single notes)"""
    items = []
    for nm in names:
        v = pick([x for x in VENDORS if x["name"] == nm])
        for e, val, l in v["items"]():
            items.append(dict(k=e, v=val, ref=False, listed=l, vendor=nm))
    ctx = base_ctx(lang)
    ctx["vslug"] = "app"
    carrier = pick([("dotenv", c_dotenv), ("dotenv", c_dotenv), ("shell export", c_export), ("compose", c_compose),
                    ("k8s", c_k8s), ("GitHub Actions", c_gha), ("docker run -e", c_dockerrun), ("markdown table", c_table)])
    while True:
        text, f = carrier[1](items, ctx)
        if len(text.encode()) <= 820 or len(dict.fromkeys(it["vendor"] for it in items)) <= 2:
            break
        longest = max(range(len(items)), key=lambda i: len(items[i]["v"]))
        drop = items[longest]["vendor"]
        items = [it for it in items if it["vendor"] != drop]
    secs = snippet_secrets(text, items, [])
    used = []
    for it in items:
        if it["vendor"] not in used:
            used.append(it["vendor"])
    mc = L(lang, ["Onboarding: didn't have any of the third-party keys for local dev. A teammate sent their %s:" % f,
                  "Didn't know %s talks to %d external services; the %s has all of them:" % (ctx["svc"], len(used), f),
                  "Missing context: the %s deploy gets every provider key from one file, %s:" % (ctx["env"], f)],
              ["온보딩 중 로컬 개발용 외부 서비스 키가 하나도 없었음. 팀원이 본인 %s 보내줌:" % josa(f, "을/를"),
               "%s 외부 서비스 %d개와 연동된다는 걸 몰랐음. %s에 전부 있음:" % (josa(ctx["svc"], "이/가"), len(used), f),
               "%s 배포가 모든 외부 서비스 키를 파일 하나(%s)에서 읽는다는 걸 몰랐음:" % (ctx["env"], f)])
    les = L(lang, ["Each dev should have their own sandbox keys; these are shared prod-ish keys.", "One file with every provider key is a single point of leakage.", ""],
            ["개발자별 sandbox 키를 써야 함. 이건 운영에 가까운 공용 키.", "모든 외부 키가 파일 하나에 있어서 한 번 새면 다 샘.", ""])
    return "multi-provider %s (%s)" % (carrier[0], ", ".join(used)), F3(mc + "\n" + fence(text, lang_hint(carrier[0])), les, ""), secs


N_MULTI_VENDOR = 22


def plan_secret_jobs():
    jobs = []
    for name, fn, n in SECRET_TEMPLATES:
        jobs.extend([fn] * n)
    names = []
    for v in VENDORS:
        if v["name"] not in names:
            names.append(v["name"])
    R.shuffle(names)
    n_single = N_SECRET - len(jobs) - N_MULTI_VENDOR
    single, rest = names[:n_single], names[n_single:]
    for nm in single:
        v = pick([x for x in VENDORS if x["name"] == nm])

        def mk(lang, v=v):
            return vendor_note(lang, "secret", v)
        mk.__name__ = "vendor_note[%s]" % nm
        jobs.append(mk)
    for g in range(N_MULTI_VENDOR):
        grp = rest[g::N_MULTI_VENDOR]

        def mk(lang, grp=grp):
            return multi_vendor_note(lang, grp)
        mk.__name__ = "multi_vendor_note[%s]" % ",".join(grp)
        jobs.append(mk)
    R.shuffle(jobs)
    return jobs


# ======================================================================================
# clean templates: risky-looking but no credential
# ======================================================================================
CLEAN_TEMPLATES = []


def ctpl(n):
    def deco(fn):
        CLEAN_TEMPLATES.append((fn.__name__, fn, n))
        return fn
    return deco


def sha256_of_random():
    return hashlib.sha256(bytes(R.getrandbits(8) for _ in range(16))).hexdigest()


def git_sha():
    return hx(40)


@ctpl(8)
def clean_hashes(lang):
    k = rint(0, 7)
    if k == 0:
        lines = ["%s  %s" % (sha256_of_random(), f) for f in shuffled(["dist/app-linux-amd64.tar.gz", "dist/app-darwin-arm64.tar.gz", "dist/app-windows-amd64.zip", "dist/checksums.txt.sig"])[:3]]
        txt, cat = "$ sha256sum dist/*\n" + "\n".join(lines), "sha256sum output"
        mc = L(lang, "Release verification failed on one platform; checksums we published:", "한 플랫폼에서 릴리스 검증 실패. 우리가 배포한 체크섬:")
    elif k == 1:
        txt = "image: %s/%s@sha256:%s" % (pick(["ghcr.io/" + pick(COMPANIES), "registry.%s.io" % pick(COMPANIES), "public.ecr.aws/" + rs(ANL, 8)]), pick(SERVICES), sha256_of_random())
        cat = "docker image digest"
        mc = L(lang, "Prod was running a different build than staging; we pin by digest now:", "운영과 스테이징 빌드가 달랐음. 이제 digest로 고정:")
    elif k == 2:
        lines = ["%s %s" % (git_sha()[:pick([7, 8, 12, 40])], pick(["fix(auth): refresh token race", "chore: bump deps", "feat: add 2FA enrollment", "revert \"rotate api keys\"", "ci: cache pip", "refactor secret loading"])) for _ in range(rint(3, 5))]
        txt, cat = "$ git log --oneline\n" + "\n".join(lines), "git log commit SHAs"
        mc = L(lang, "Needed to know which commit introduced the regression:", "회귀를 만든 커밋이 뭔지 알아야 했음:")
    elif k == 3:
        pkg = pick(["jsonwebtoken", "dotenv", "axios", "bcryptjs", "uuid"])
        ver = "%d.%d.%d" % (rint(1, 9), rint(0, 20), rint(0, 20))
        txt = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (pkg, ver, pkg, pkg, ver, b64_of_bytes(64))
        cat = "package-lock integrity sha512"
        mc = L(lang, "npm ci failed with EINTEGRITY; the lockfile entry:", "npm ci가 EINTEGRITY로 실패. lockfile 항목:")
    elif k == 4:
        mod = pick(["github.com/golang-jwt/jwt/v5", "golang.org/x/crypto", "github.com/aws/aws-sdk-go-v2", "github.com/hashicorp/vault/api"])
        ver = "v%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 9))
        txt = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64_of_bytes(32), mod, ver, b64_of_bytes(32))
        cat = "go.sum h1 hashes"
        mc = L(lang, "`go mod verify` complained after the rebase; go.sum lines:", "rebase 후 `go mod verify`가 실패. go.sum 내용:")
    elif k == 5:
        txt = "cryptography==43.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 3), sha256_of_random(), sha256_of_random())
        cat = "pip --hash pins"
        mc = L(lang, "The Docker build broke on hash mismatch; requirements.lock:", "Docker 빌드가 hash 불일치로 실패. requirements.lock:")
    elif k == 6:
        txt = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/index.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (pick(["chart.js", "alpinejs", "htmx.org"]), rint(1, 4), rint(0, 9), rint(0, 9), b64_of_bytes(48))
        cat = "SRI integrity attribute"
        mc = L(lang, "The page blocked the script after the CDN update; our tag:", "CDN 업데이트 후 스크립트가 차단됨. 현재 태그:")
    else:
        txt = "[[package]]\nname = \"%s\"\nversion = \"0.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (pick(["ring", "rustls", "jsonwebtoken", "hmac"]), rint(1, 20), rint(0, 9), sha256_of_random())
        cat = "Cargo.lock checksum"
        mc = L(lang, "Cargo refused the vendored crate; Cargo.lock entry:", "cargo가 vendored crate를 거부. Cargo.lock 항목:")
    les = L(lang, ["These are content hashes, safe to share.", "Pin by digest, not by tag.", "Regenerate the lockfile instead of editing hashes by hand.", ""],
            ["콘텐츠 해시라 공유해도 됨.", "태그 말고 digest로 고정할 것.", "해시를 손으로 고치지 말고 lockfile 재생성.", ""])
    return "look-alike hashes: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(8)
def clean_ids_logs(lang):
    k = rint(0, 5)
    svc = pick(SERVICES)
    if k == 0:
        txt = "%s ERROR [%s] request_id=%s trace_id=%s span_id=%s user_id=%s msg=\"upstream timeout\"" % (ts(), svc, uuid4(), hx(32), hx(16), digits(7))
        cat = "request/trace ids in log"
    elif k == 1:
        txt = "traceparent: 00-%s-%s-01\nx-request-id: %s\ncf-ray: %s-ICN" % (hx(32), hx(16), uuid4(), hx(16))
        cat = "traceparent + cf-ray headers"
    elif k == 2:
        txt = "<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>%s</RequestId><HostId>%s</HostId></Error>" % (rs(ANU, 16), b64_of_bytes(56))
        cat = "S3 error RequestId/HostId"
    elif k == 3:
        txt = "Sentry event %s (issue %s-%s)\nrelease: %s@%s\nenvironment: %s" % (hx(32), svc.upper().replace("-", "_")[:10], rs(ANU, 3), svc, git_sha()[:12], pick(ENVS))
        cat = "Sentry event id + release sha"
    elif k == 4:
        txt = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"\n  ownerReferences:\n  - kind: ReplicaSet\n    uid: %s" % (svc, rs(ANL + DI, 10), rs(ANL + DI, 5), uuid4(), digits(9), uuid4())
        cat = "k8s object uids"
    else:
        txt = "arn:aws:iam::%s:role/%s-task-role\nvpc-%s subnet-%s sg-%s\ni-%s (launched by ASG %s-asg)" % (digits(12, False), svc, hx(17), hx(17), hx(17), hx(17), svc)
        cat = "AWS ARNs and resource ids"
    mc = L(lang, ["Support escalated a failing request from %s; identifiers from the logs:" % svc, "Needed these ids to open the vendor ticket:", "Correlating the incident across services:"],
           ["%s 요청 실패 건이 에스컬레이션됨. 로그의 식별자:" % svc, "벤더 티켓 열려면 이 ID들이 필요했음:", "서비스 간 장애 연관 분석:"])
    les = L(lang, ["Search by trace_id in Tempo first, request ids are per hop.", "Account ids and ARNs are not secrets, fine to paste.", ""],
            ["Tempo에서 trace_id로 먼저 찾을 것. request id는 hop마다 다름.", "계정 ID와 ARN은 비밀이 아니라 붙여도 됨.", ""])
    return "look-alike ids: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(10)
def clean_public_keys(lang):
    k = rint(0, 7)
    who = "%s@%s" % (pick(USERS), pick(["laptop", "MacBook-Pro", "ci-runner-3", "bastion"]))
    if k == 0:
        txt = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s" % (rs(B64, 43), who)
        cat = "ssh-ed25519 public key (authorized_keys)"
    elif k == 1:
        txt = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s" % (rs(B64, 300), who)
        cat = "ssh-rsa public key"
    elif k == 2:
        lines = ["MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rs(B64, 20)] + [rs(B64, 64) for _ in range(4)] + [rs(B64, 30) + "IDAQAB"]
        txt = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(lines)
        cat = "PEM PUBLIC KEY block"
    elif k == 3:
        lines = ["MIIDdzCCAl+gAwIBAgIU" + rs(B64, 44)] + [rs(B64, 64) for _ in range(5)] + [rs(B64, 40) + "=="]
        txt = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(lines)
        cat = "X.509 certificate PEM"
    elif k == 4:
        txt = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.%s.%s:51820\nPersistentKeepalive = 25" % (b64_of_bytes(32), pick(COMPANIES), pick(TLDS))
        cat = "WireGuard peer PublicKey"
    elif k == 5:
        txt = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s (ED25519)\n$ gpg --fingerprint\n      %s" % (rs(B64, 43), who, " ".join(rs(HEXU, 4) for _ in range(10)))
        cat = "SSH/GPG fingerprints"
    elif k == 6:
        txt = '{"keys":[{"kty":"RSA","kid":"%s","use":"sig","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64U, 43), rs(B64U, 300))
        cat = "JWKS public key (n, e, kid)"
    else:
        txt = "age recipients (public):\nage1%s\nage1%s" % (rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
        cat = "age public recipients"
    mc = L(lang, ["Needed to grant the new runner access; this is the public part it presented:", "The deploy failed on host key verification; the key material involved:", "Copied from the key registration page for reference:"],
           ["새 러너에 접근 권한을 줘야 했음. 러너가 제시한 공개 부분:", "호스트 키 검증에서 배포 실패. 관련된 키 정보:", "참고용으로 키 등록 페이지에서 복사:"])
    les = L(lang, ["Public keys and fingerprints are safe to share; only the private half matters.", "Compare fingerprints out of band before trusting a new key.", ""],
            ["공개키와 fingerprint는 공유해도 됨. 개인키만 조심하면 됨.", "새 키 신뢰 전에 fingerprint를 별도 채널로 확인.", ""])
    return "look-alike public key material: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(8)
def clean_identifiers(lang):
    k = rint(0, 7)
    if k == 0:
        txt = "customer: cus_%s\npayment_intent: pi_%s\ncharge: ch_%s\nevent: evt_%s" % (an(14), an(24), an(24), an(24))
        cat, v = "Stripe object ids", "Stripe"
    elif k == 1:
        txt = "Account SID: AC%s\nMessage SID: SM%s\nMessaging Service SID: MG%s" % (hx(32), hx(32), hx(32))
        cat, v = "Twilio SIDs (no auth token)", "Twilio"
    elif k == 2:
        txt = "KEY_ID=%s\nISSUER_ID=%s\nTEAM_ID=%s\nBUNDLE_ID=com.%s.app" % (rs(ANU, 10), uuid4(), rs(ANU, 10), pick(COMPANIES))
        cat, v = "App Store Connect key id / issuer id / team id", "Apple"
    elif k == 3:
        txt = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nOKTA_CLIENT_ID=0oa%s" % (digits(12), rs(ANL + DI, 32), uuid4(), uuid4(), rs(AN, 17))
        cat, v = "OAuth client ids and tenant ids", "OAuth"
    elif k == 4:
        txt = "arn:aws:kms:ap-northeast-2:%s:key/%s\nalias/%s-data\nprojects/%s/locations/global/keyRings/%s/cryptoKeys/sops" % (digits(12, False), uuid4(), pick(SERVICES), pick(COMPANIES) + "-prod", pick(["main", "apps"]))
        cat, v = "KMS key ARN / key ring path", "AWS KMS"
    elif k == 5:
        txt = "GitHub App ID: %s\nInstallation ID: %s\nClient ID: Iv23li%s\nnode_id: R_kgDO%s" % (digits(6), digits(8), rs(AN, 14), rs(B64U, 10))
        cat, v = "GitHub App ids (no private key)", "GitHub"
    elif k == 6:
        txt = "Slack channel C0%s, user U0%s, team T0%s, bot id B0%s" % (rs(ANU, 9), rs(ANU, 9), rs(ANU, 9), rs(ANU, 9))
        cat, v = "Slack ids", "Slack"
    else:
        txt = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\n사업자등록번호 %s-%s-%s, 가맹점 MID %s" % (an(20), digits(6), digits(3), digits(2), digits(5), "INI" + rs(ANL, 7))
        cat, v = "Korean service ids (client id, app id, business no., MID)", "Naver/Kakao"
    mc = L(lang, ["Didn't know which app/account the integration is registered under:", "For the vendor support ticket I needed these identifiers:", "Missing context: the ids that tie our config to the vendor dashboard:"],
           ["연동이 어떤 앱/계정으로 등록돼 있는지 몰랐음:", "벤더 지원 티켓에 이 식별자들이 필요했음:", "설정과 벤더 대시보드를 연결하는 ID들을 몰랐음:"])
    les = L(lang, ["None of these are secrets; the actual secret stays in the vault.", "IDs differ between sandbox and live.", ""], ["이건 전부 비밀 값이 아님. 실제 시크릿은 vault에 있음.", "sandbox와 live의 ID가 다름.", ""])
    return "look-alike identifiers: %s [%s]" % (cat, v), F3(mc + "\n" + txt, les, ""), []


@ctpl(8)
def clean_encrypted(lang):
    k = rint(0, 4)
    if k == 0:
        txt = "db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s\n    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1" % (b64_of_bytes(18), b64_of_bytes(32), b64_of_bytes(16), digits(12, False), uuid4(), ts(), b64_of_bytes(48), b64_of_bytes(32), b64_of_bytes(16))
        cat = "SOPS-encrypted value"
    elif k == 1:
        lines = [hx(80) for _ in range(rint(3, 5))] + [hx(rint(20, 60))]
        txt = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
        cat = "ansible-vault ciphertext"
    elif k == 2:
        txt = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s" % (pick(SERVICES), rs(B64, 300))
        cat = "SealedSecret encryptedData"
    elif k == 3:
        txt = "$ aws kms encrypt --key-id alias/app --plaintext fileb://pw.txt --query CiphertextBlob --output text\nAQICAHh%s" % rs(B64, 180)
        cat = "KMS ciphertext blob"
    else:
        txt = "config/credentials/production.yml.enc:\n%s--%s--%s" % (b64_of_bytes(120), b64_of_bytes(12), b64_of_bytes(16))
        cat = "Rails encrypted credentials file (no master key)"
    mc = L(lang, ["Didn't know the secrets are committed encrypted; this is what the file looks like:", "Needed to change a value but the file is ciphertext:", "The diff of the encrypted file was noisy:"],
           ["시크릿이 암호화된 상태로 커밋돼 있다는 걸 몰랐음. 파일 내용:", "값을 바꿔야 했는데 파일이 암호문이었음:", "암호화된 파일 diff가 지저분했음:"])
    les = L(lang, ["Ciphertext is safe in git; the decryption key lives in KMS / the team vault.", "Edit with the tool (sops / ansible-vault edit), never by hand.", ""],
            ["암호문은 git에 있어도 안전. 복호화 키는 KMS/팀 vault에 있음.", "손으로 고치지 말고 도구(sops / ansible-vault edit)로 수정.", ""])
    return "look-alike encrypted blob: %s" % cat, F3(mc + "\n" + txt, les, L(lang, ["Who has decrypt access to this key?", ""], ["이 키 복호화 권한은 누가 갖고 있나요?", ""])), []


@ctpl(12)
def clean_masked_output(lang):
    k = rint(0, 7)
    if k == 0:
        txt = "$ aws configure list\n      Name                    Value             Type    Location\n   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (pick(ENVS), rs(ANU, 4), rs(AN, 4))
        cat = "aws configure list (masked)"
    elif k == 1:
        txt = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(USERS).replace(".", "-")
        cat = "gh auth status (masked token)"
    elif k == 2:
        txt = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"%s-db\"\n    }" % pick(SERVICES)
        cat = "terraform plan (sensitive value)"
    elif k == 3:
        txt = "Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    DB_URL: ***\n+ curl -H 'Authorization: Bearer ***' https://deploy.%s.internal/hooks/release" % pick(COMPANIES)
        cat = "GitHub Actions log with *** masking"
    elif k == 4:
        txt = '{"activeProfiles":["%s"],"propertySources":[{"name":"systemEnvironment","properties":{"DB_PASSWORD":{"value":"******"},"JWT_SECRET":{"value":"******"},"SERVER_PORT":{"value":"8080"}}}]}' % pick(ENVS)
        cat = "Spring actuator /env (masked)"
    elif k == 5:
        txt = "$ kubectl describe secret %s-env\nName:         %s-env\nType:  Opaque\n\nData\n====\nDB_PASSWORD:  %d bytes\nAPI_KEY:      %d bytes" % ((pick(SERVICES),) * 2 + (rint(12, 32), rint(32, 64)))
        cat = "kubectl describe secret (sizes only)"
    elif k == 6:
        txt = "$ docker login -u %s harbor.internal\nPassword:\nWARNING! Your password will be stored unencrypted in /root/.docker/config.json.\nLogin Succeeded" % pick(USERS)
        cat = "docker login prompt output (no password)"
    else:
        txt = "%s INFO  db: connecting to postgresql://%s:****@%s:5432/%s" % (ts(), pick(USERS), host_for("pg"), pick(DBNAMES))
        cat = "connection URL with masked password in log"
    mc = L(lang, ["I assumed the credentials would show up here, but they're masked:", "Checked what the tool actually prints; nothing sensitive in it:", "Output while debugging the auth issue:"],
           ["여기에 자격 증명이 찍힐 줄 알았는데 마스킹돼 있었음:", "도구가 실제로 뭘 출력하는지 확인. 민감 정보 없음:", "인증 문제 디버깅 중 출력:"])
    les = L(lang, ["Masked output is fine to paste; the raw config file is not.", "The last 4 characters are enough to tell which key is in use.", ""],
            ["마스킹된 출력은 붙여도 되지만 원본 설정 파일은 안 됨.", "마지막 4글자로 어떤 키인지 구분 가능.", ""])
    return "look-alike masked output: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(12)
def clean_secret_refs(lang):
    svc = pick(SERVICES)
    k = rint(0, 7)
    if k == 0:
        txt = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (svc, pick(ENVS), svc)
        cat = "ExternalSecret manifest"
    elif k == 1:
        txt = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s/api-keys-%s" % (digits(12, False), pick(ENVS), svc, rs(AN, 6))
        cat = "Secrets Manager ARN"
    elif k == 2:
        txt = "gcloud secrets versions access latest --secret=%s-db-password --project=%s-prod\n# used by: projects/%s/secrets/%s-db-password/versions/latest" % (svc, pick(COMPANIES), digits(12), svc)
        cat = "GCP Secret Manager path"
    elif k == 3:
        txt = "DB_PASSWORD=op://%s/%s-postgres/password\nSTRIPE_KEY=op://%s/stripe/credential\n\n$ op run --env-file=.env.tpl -- npm start" % (pick(["Prod", "Engineering"]), svc, pick(["Prod", "Engineering"]))
        cat = "1Password op:// references"
    elif k == 4:
        txt = "{{- with secret \"secret/data/%s/%s\" -}}\nexport DB_PASSWORD=\"{{ .Data.data.password }}\"\n{{- end }}" % (pick(ENVS), svc)
        cat = "Vault Agent template"
    elif k == 5:
        txt = "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/DbPassword/%s)" % (svc, pick(ENVS), hx(32))
        cat = "Azure Key Vault reference (with version id)"
    elif k == 6:
        txt = "Resources:\n  Db:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      MasterUsername: admin\n      MasterUserPassword: '{{resolve:secretsmanager:%s-db:SecretString:password}}'" % svc
        cat = "CloudFormation dynamic reference"
    else:
        txt = "$ doppler run --project %s --config %s -- ./bin/server\n$ vault kv get -field=password secret/%s/db" % (svc, pick(["prd", "stg"]), svc)
        cat = "doppler/vault CLI invocations"
    mc = L(lang, ["Didn't know where %s's DB password comes from. It's referenced like this:" % svc, "Missing context: secrets are resolved at deploy time via:", "Found the wiring for the credentials (no values in the repo):"],
           ["%s의 DB 비밀번호가 어디서 오는지 몰랐음. 이렇게 참조됨:" % svc, "시크릿이 배포 시점에 이렇게 resolve 된다는 걸 몰랐음:", "자격 증명 연결 방식 (레포에는 값 없음):"])
    les = L(lang, ["To change the value, update it in the secret store; no commit needed.", "The reference path differs per environment.", ""],
            ["값을 바꾸려면 시크릿 스토어에서 수정. 커밋 필요 없음.", "참조 경로가 환경마다 다름.", ""])
    return "look-alike secret-manager reference: %s" % cat, F3(mc + "\n" + txt, les, L(lang, ["Who can read this secret path?", ""], ["이 시크릿 경로 읽기 권한은 누가 있나요?", ""])), []


@ctpl(8)
def clean_password_policy(lang):
    k = rint(0, 4)
    if k == 0:
        txt = "PASSWORD_REGEX = r\"^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%%^&*]).{%d,64}$\"" % rint(10, 14)
        cat = "password regex"
    elif k == 1:
        txt = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % rint(10, 14)
        cat = "Django password validators"
    elif k == 2:
        txt = "if len(password) < %d or zxcvbn(password)[\"score\"] < 3:\n    raise ValidationError(\"password too weak\")\nhashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))" % rint(10, 14)
        cat = "password strength check code"
    elif k == 3:
        txt = "aws iam update-account-password-policy --minimum-password-length %d --require-symbols --require-numbers --max-password-age 90 --password-reuse-prevention 24" % rint(12, 16)
        cat = "IAM password policy command"
    else:
        txt = "- min length %d, at least 3 of 4 classes\n- no reuse of last 5\n- lockout after 5 failures, 15 min\n- reset links expire in 30 min" % rint(10, 14)
        cat = "password policy bullet list"
    mc = L(lang, ["The signup tests failed after the policy change; the new rules:", "Didn't know the admin panel enforces its own password rules:", "Security review asked what our password policy is:"],
           ["정책 변경 후 회원가입 테스트 실패. 새 규칙:", "어드민 패널이 자체 비밀번호 규칙을 쓴다는 걸 몰랐음:", "보안 검토에서 비밀번호 정책을 물어봄:"])
    les = L(lang, ["Test fixtures must be updated to satisfy the new minimum length.", "Passwords are hashed with bcrypt cost 12.", ""],
            ["테스트 fixture를 새 최소 길이에 맞게 고쳐야 함.", "비밀번호는 bcrypt cost 12로 해시.", ""])
    return "look-alike password policy: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(10)
def clean_port_flags(lang):
    cmds = [
        "docker run -d -p %d:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw postgres:16" % rint(5432, 5440),
        "ssh -p %d deploy@%s" % (pick([2222, 2200, 22022]), ip_private()),
        "mysql -h %s -u %s -p %s" % (host_for("mysql"), pick(USERS), pick(DBNAMES)),
        "psql -h %s -p %d -U %s -W %s" % (host_for("pg"), pick([5432, 5433, 6432]), pick(USERS), pick(DBNAMES)),
        "redis-cli -h %s -p %d --tls ping" % (host_for("redis"), pick([6379, 6380])),
        "scp -P %d build.tar.gz ops@%s:/tmp/" % (pick([2222, 2022]), ip_private()),
        "kubectl port-forward svc/%s %d:80 -n %s" % (pick(SERVICES), rint(8000, 9000), pick(ENVS)),
        "mkdir -p /var/lib/%s && cp -p config.yaml /etc/%s/" % (pick(SERVICES), pick(SERVICES)),
        "git log -p --since=2.weeks -- src/auth/",
        "pg_dump -h localhost -p %d -U postgres -Fc %s > %s.dump" % (pick([5432, 5433]), pick(DBNAMES), pick(DBNAMES)),
        "strace -f -p %d -e trace=network" % rint(1000, 40000),
        "uvicorn app.main:app --host 0.0.0.0 --port %d --workers 4" % rint(8000, 9000),
    ]
    chosen = R.sample(cmds, rint(2, 4))
    txt = "\n".join("$ " + c for c in chosen)
    mc = L(lang, ["Didn't know the local setup needs non-default ports:", "Commands I ended up running while debugging:", "Runbook commands (passwords are prompted, not passed):"],
           ["로컬 환경이 기본값이 아닌 포트를 쓴다는 걸 몰랐음:", "디버깅하면서 실제로 실행한 명령:", "런북 명령어 (비밀번호는 프롬프트로 입력):"])
    les = L(lang, ["`-p` means port for docker/ssh/psql but prompt-for-password for mysql; psql -W forces the prompt.", "ssh uses -p, scp uses -P.", ""],
            ["docker/ssh/psql의 -p는 포트지만 mysql의 -p는 비밀번호 프롬프트. psql -W는 프롬프트 강제.", "ssh는 -p, scp는 -P.", ""])
    return "look-alike -p/-P flags (ports, prompts)", F3(mc + "\n" + txt, les, ""), []


@ctpl(10)
def clean_fake_fixtures(lang):
    k = rint(0, 6)
    if k == 0:
        txt = "# docs example credentials (AWS documentation)\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        cat = "AWS documentation example key pair"
    elif k == 1:
        txt = "@pytest.fixture\ndef settings():\n    return Settings(\n        database_url=\"sqlite:///:memory:\",\n        jwt_secret=\"test-secret-not-for-prod\",\n        stripe_key=\"sk_test_fake_000000000000\",\n    )"
        cat = "pytest fixture with fake values"
    elif k == 2:
        txt = "const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'; // jwt.io sample"
        cat = "jwt.io sample token in test"
    elif k == 3:
        txt = "cards:\n  visa_success: \"4242 4242 4242 4242\"\n  visa_declined: \"4000 0000 0000 0002\"\n  exp: \"12/34\"\n  cvc: \"123\""
        cat = "Stripe test card numbers"
    elif k == 4:
        txt = "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-your-bot-token\nOPENAI_API_KEY=sk-...\nDATABASE_URL=postgres://user:password@localhost:5432/app"
        cat = ".env.example placeholders"
    elif k == 5:
        txt = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_HOST_AUTH_METHOD: trust   # local-only, no password\n      POSTGRES_USER: app\n    ports:\n      - \"5432:5432\""
        cat = "local docker-compose with trust auth (no password)"
    else:
        txt = "beforeEach(() => {\n  process.env.API_KEY = 'dummy-api-key';\n  process.env.WEBHOOK_SECRET = 'whsec_test_dummy';\n  nock('https://api.example.com').post('/v1/charge').reply(200, { ok: true });\n});"
        cat = "jest setup with dummy env"
    mc = L(lang, ["The tests referenced credentials and I wasn't sure they were real; they are fixtures:", "Didn't know the sample config was safe to commit:", "Reviewer flagged this file; it only has fake values:"],
           ["테스트에 자격 증명처럼 보이는 값이 있어서 진짜인지 헷갈렸음. fixture였음:", "샘플 설정을 커밋해도 되는지 몰랐음:", "리뷰어가 이 파일을 지적했는데 가짜 값만 있음:"])
    les = L(lang, ["Fixtures use documented example values or obviously fake strings so scanners and people can tell.", "Never reuse fixture values in real environments.", ""],
            ["fixture에는 문서 예시 값이나 누가 봐도 가짜인 문자열을 써서 구분되게 함.", "fixture 값을 실제 환경에 재사용하지 말 것.", ""])
    return "look-alike obviously fake fixture: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(8)
def clean_base64_data(lang):
    k = rint(0, 5)
    if k == 0:
        raw = json.dumps({"env": pick(ENVS), "feature_flags": ["new_checkout", "dark_mode"], "version": "%d.%d.%d" % (rint(1, 4), rint(0, 20), rint(0, 9))})
        txt = "$ echo '%s' | base64\n%s" % (raw, b64s(raw))
        cat = "base64 of a JSON config blob"
    elif k == 1:
        txt = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s" % rs(B64, 160)
        cat = "data URI image"
    elif k == 2:
        cursor = b64s(json.dumps({"id": int(digits(7)), "created_at": ts()}, separators=(",", ":")))
        txt = "GET /v1/orders?limit=50&cursor=%s" % cursor
        cat = "pagination cursor (base64 JSON)"
    elif k == 3:
        name = pick(["prod-search", "logs-eu", "analytics"])
        cloud_id = "%s:%s" % (name, b64s("%s.es.io:443$%s$%s" % (pick(["ap-northeast-2.aws", "europe-west3.gcp.cloud", "eastus2.azure"]), hx(32), hx(32))))
        txt = "ELASTIC_CLOUD_ID=%s\nELASTIC_API_KEY=${ELASTIC_API_KEY}" % cloud_id
        cat = "Elastic Cloud ID (base64 endpoint, no key)"
    elif k == 4:
        script = "#!/bin/bash\nset -e\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\n"
        txt = "user_data = \"%s\"" % b64s(script)
        cat = "cloud-init user_data base64 (harmless script)"
    else:
        txt = "query { node(id: \"%s\") { ... on Order { id status } } }" % b64s("Order:%s" % digits(6))
        cat = "GraphQL global id (base64 of type:id)"
    mc = L(lang, ["Looked like an encoded secret, so I decoded it to check; it's just data:", "Didn't know what this blob was:", "Decoded this to understand the request:"],
           ["인코딩된 시크릿 같아서 디코딩해봤는데 그냥 데이터였음:", "이 blob이 뭔지 몰랐음:", "요청을 이해하려고 디코딩해봄:"])
    les = L(lang, ["base64 is encoding, not secrecy; decode before panicking.", "The decoded content has no credentials.", ""],
            ["base64는 인코딩이지 비밀이 아님. 당황하기 전에 디코딩해볼 것.", "디코딩 내용에 자격 증명 없음.", ""])
    return "look-alike base64 data: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(8)
def clean_long_identifiers(lang):
    k = rint(0, 5)
    if k == 0:
        txt = "image tag: %s:%s-%s-%s\nbuild: %s+build.%s.%s" % (pick(SERVICES), pick(["main", "release"]), git_sha()[:12], digits(10), "%d.%d.%d" % (rint(1, 5), rint(0, 30), rint(0, 9)), digits(8), git_sha()[:7])
        cat = "image tags and build metadata"
    elif k == 1:
        txt = "ulid: 01J%s\nksuid: 2%s\nmongo _id: ObjectId(\"%s\")\nsnowflake: %s" % (rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23), rs(AN, 26), hx(24), digits(19))
        cat = "ULID/KSUID/ObjectId/snowflake ids"
    elif k == 2:
        txt = "Caused by: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'secretKeyResolverConfiguration' defined in class path resource [com/%s/security/JwtAuthenticationTokenFilterAutoConfiguration.class]" % pick(COMPANIES)
        cat = "long Java class names with 'secret/token'"
    elif k == 3:
        txt = 'ETag: W/"%s"\nIf-None-Match: "%s"\nx-amz-version-id: %s' % (hx(40), hx(32), rs(B64U, 32))
        cat = "ETags and version ids"
    elif k == 4:
        txt = "pod/%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (pick(SERVICES), rs(ANL + DI, 10), rs(ANL + DI, 5), rint(3, 40), rint(5, 90))
        cat = "k8s pod names"
    else:
        txt = "<div class=\"%s\">" % " ".join(pick(["flex", "items-center", "justify-between", "px-4", "py-2", "rounded-lg", "bg-gray-900/80", "text-sm", "md:px-6", "hover:bg-gray-800"]) for _ in range(8))
        cat = "long CSS class lists"
    mc = L(lang, ["Context for the failure (identifiers only):", "Needed this to find the right build/object:", "Noting the exact identifiers from the incident:"],
           ["장애 맥락 (식별자만):", "정확한 빌드/객체를 찾는 데 필요했음:", "장애 당시 식별자 기록:"])
    return "look-alike long identifiers: %s" % cat, F3(mc + "\n" + txt, L(lang, ["", "Identifiers only; nothing sensitive."], ["", "식별자뿐이라 민감 정보 없음."]), ""), []


@ctpl(8)
def clean_auth_errors(lang):
    k = rint(0, 5)
    user = pick(USERS)
    if k == 0:
        txt = "psql: error: connection to server at \"%s\" (%s), port 5432 failed: FATAL:  password authentication failed for user \"%s\"" % (host_for("pg"), ip_private(), user)
    elif k == 1:
        txt = "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/%s/%s.git/'" % (pick(COMPANIES), pick(SERVICES))
    elif k == 2:
        txt = "An error occurred (AccessDenied) when calling the AssumeRole operation: User: arn:aws:sts::%s:assumed-role/%s/%s is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::%s:role/deploy" % (digits(12, False), pick(["ci", "GitHubActions"]), digits(10), digits(12, False))
    elif k == 3:
        txt = "{\"error\": \"invalid_client\", \"error_description\": \"Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method).\"}"
    elif k == 4:
        txt = "Error: 401 Unauthorized - {\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\",\"status\":\"401\"}"
    else:
        txt = "org.postgresql.util.PSQLException: FATAL: password authentication failed for user \"%s\"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)" % user
    mc = L(lang, ["Got this auth error and didn't know which credential was wrong:", "The job fails with:", "Error from the deploy log:"],
           ["이 인증 오류가 났는데 어떤 자격 증명이 틀렸는지 몰랐음:", "잡이 이렇게 실패함:", "배포 로그의 에러:"])
    les = L(lang, ["The message never includes the password; check which secret version was mounted.", "Credential was rotated but the pod wasn't restarted.", ""],
            ["에러 메시지에는 비밀번호가 안 나옴. 어떤 시크릿 버전이 마운트됐는지 확인.", "자격 증명은 rotate 됐는데 파드를 재시작 안 했음.", ""])
    return "look-alike auth error message (no credential)", F3(mc + "\n" + txt, les, L(lang, ["Who rotated the credential last?", ""], ["마지막으로 자격 증명 rotate 한 사람이 누구인가요?", ""])), []


@ctpl(4)
def clean_webhook_signature(lang):
    body_hash = hx(64)
    txt = "POST /webhooks/github HTTP/1.1\nX-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uuid4(), body_hash)
    if chance(0.5):
        txt = "Stripe-Signature: t=%d,v1=%s\nIdempotency-Key: %s" % (epoch(), hx(64), uuid4())
    mc = L(lang, "Signature verification failed after the proxy change; headers of one delivery:\n", "프록시 변경 후 서명 검증 실패. 전달 건 하나의 헤더:\n")
    les = L(lang, "The proxy re-serialised the JSON body, so the HMAC over the raw body no longer matched. The signature itself only covers that one payload.",
            "프록시가 JSON 본문을 다시 직렬화해서 원본 body 기준 HMAC이 안 맞았음. 서명 값은 그 페이로드 하나에만 유효.")
    return "look-alike webhook signature header (per-payload HMAC, not a key)", F3(mc + txt, les, ""), []


@ctpl(8)
def clean_secret_talk(lang):
    svc = pick(SERVICES)
    en = [
        "The DB password for %s is in 1Password under \"%s / Postgres (prod)\"; I didn't have access to that vault." % (svc, pick(["Engineering", "Platform"])),
        "Didn't know the API tokens for %s expire every 90 days; renewal is a Jira ticket to the platform team." % svc,
        "The secret key for signing %s cookies is rotated by the deploy pipeline, never by hand." % svc,
        "I asked for the %s admin password in chat; was told to request access through the IAM portal instead." % svc,
        "Reset the staging admin password via the 'forgot password' flow; the link went to the shared inbox.",
        "Token budget: the summariser hit max_tokens=%d and truncated; not an auth problem." % pick([1024, 2048, 4096]),
    ]
    ko = [
        "%s DB 비밀번호는 1Password \"%s / Postgres (prod)\" 항목에 있음. 해당 vault 권한이 없었음." % (svc, pick(["Engineering", "Platform"])),
        "%s API 토큰이 90일마다 만료된다는 걸 몰랐음. 갱신은 플랫폼팀에 Jira 티켓으로 요청." % svc,
        "%s 쿠키 서명용 secret key는 배포 파이프라인이 rotate 함. 손으로 바꾸지 않음." % svc,
        "%s admin 비밀번호를 채팅으로 물어봤다가 IAM 포털로 권한 요청하라는 답을 받음." % svc,
        "스테이징 admin 비밀번호는 '비밀번호 찾기'로 재설정함. 링크는 공용 메일함으로 감.",
        "토큰 예산: 요약기가 max_tokens=%d에 걸려서 잘림. 인증 문제 아님." % pick([1024, 2048, 4096]),
    ]
    i = rint(0, 5)
    les = L(lang, ["Ask for access through the portal; never paste credentials in notes.", "Credentials are only in the vault.", ""],
            ["권한은 포털로 요청. 노트에 자격 증명 붙여넣지 말 것.", "자격 증명은 vault에만 있음.", ""])
    ask = L(lang, ["Who approves access to the prod vault?", "Can I get read access to the staging secrets?", ""], ["운영 vault 접근 승인은 누가 하나요?", "스테이징 시크릿 읽기 권한 받을 수 있나요?", ""])
    return "look-alike prose about credentials (no values)", F3(en[i] if lang == "en" else ko[i], les, ask), []


@ctpl(8)
def clean_conn_strings(lang):
    k = rint(0, 5)
    svc = pick(SERVICES)
    if k == 0:
        txt = "DATABASE_URL=postgresql://%s@%s:5432/%s?sslmode=verify-full  # password via PGPASSFILE" % (pick(USERS), host_for("pg"), pick(DBNAMES))
        cat = "postgres URL without password"
    elif k == 1:
        txt = "DATABASE_URL=\"postgresql://%s:${DB_PASSWORD}@%s:5432/%s\"" % (pick(USERS), host_for("pg"), pick(DBNAMES))
        cat = "URL with ${DB_PASSWORD} reference"
    elif k == 2:
        txt = "Server=tcp:%s,1433;Initial Catalog=%s;Authentication=Active Directory Managed Identity;Encrypt=True;" % (host_for("mssql"), pick(DBNAMES))
        cat = "SQL connection string with managed identity"
    elif k == 3:
        txt = "token = boto3.client('rds').generate_db_auth_token(DBHostname=host, Port=5432, DBUsername='%s')\nconn = psycopg2.connect(host=host, user='%s', password=token, sslmode='require')" % ((pick(USERS),) * 2)
        cat = "RDS IAM auth (token generated at runtime)"
    elif k == 4:
        txt = "REDIS_URL=rediss://%s:6380/0\nMONGO_URI=mongodb+srv://%s/?authMechanism=MONGODB-AWS&authSource=%%24external" % (host_for("redis"), host_for("mongo"))
        cat = "URLs with no userinfo"
    else:
        txt = "postgres://%s:<password>@%s:5432/%s" % (pick(USERS), host_for("pg"), pick(DBNAMES))
        cat = "URL with <password> placeholder"
    mc = L(lang, ["Didn't know how %s authenticates to its database:" % svc, "Connection config from the repo:", "Needed the connection details for the migration:"],
           ["%s DB에 어떻게 인증하는지 몰랐음:" % josa(svc, "이/가"), "레포에 있는 연결 설정:", "마이그레이션에 필요한 연결 정보:"])
    les = L(lang, ["No password in the connection config; auth comes from the environment, IAM or managed identity.", ""],
            ["연결 설정에 비밀번호 없음. 인증은 환경변수, IAM, managed identity 중 하나로 처리.", ""])
    return "look-alike connection string without password: %s" % cat, F3(mc + "\n" + txt, les, ""), []


@ctpl(6)
def clean_shell_prompts(lang):
    k = rint(0, 4)
    if k == 0:
        txt = "echo \"$REGISTRY_PASSWORD\" | docker login %s -u %s --password-stdin" % (pick(["ghcr.io", "harbor.internal"]), pick(USERS))
    elif k == 1:
        txt = "read -rs -p 'DB password: ' PGPASSWORD && export PGPASSWORD\npg_dump -h %s -U %s %s > backup.sql" % (host_for("pg"), pick(USERS), pick(DBNAMES))
    elif k == 2:
        txt = "aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin %s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12, False)
    elif k == 3:
        txt = "openssl rand -base64 32 > /run/secrets/jwt_secret && chmod 600 /run/secrets/jwt_secret"
    else:
        txt = "sshpass -f ~/.ssh/pw_file ssh %s@%s uptime" % (pick(USERS), ip_private())
    mc = L(lang, ["How the runbook passes credentials without putting them on the command line:", "Command used in the job:", "Didn't know the script reads the password from stdin:"],
           ["런북이 커맨드라인에 자격 증명을 안 넣고 넘기는 방법:", "잡에서 쓰는 명령:", "스크립트가 stdin으로 비밀번호를 읽는다는 걸 몰랐음:"])
    return "look-alike shell command with password via stdin/file/var", F3(mc + "\n$ " + txt, L(lang, ["", "Nothing sensitive in the command itself."], ["", "명령 자체에는 민감 정보 없음."]), ""), []


@ctpl(8)
def clean_credential_files(lang):
    k = rint(0, 5)
    if k == 0:
        txt = "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@%s:registry=https://npm.pkg.github.com" % pick(COMPANIES)
        cat = ".npmrc with ${NPM_TOKEN}"
    elif k == 1:
        txt = '{\n  "auths": {\n    "%s.dkr.ecr.ap-northeast-2.amazonaws.com": {}\n  },\n  "credHelpers": {\n    "%s.dkr.ecr.ap-northeast-2.amazonaws.com": "ecr-login"\n  }\n}' % ((digits(12, False),) * 2)
        cat = "docker config.json with credHelpers"
    elif k == 2:
        txt = "[profile %s]\nsso_session = %s\nsso_account_id = %s\nsso_role_name = AdministratorAccess\nregion = ap-northeast-2\n\n[sso-session %s]\nsso_start_url = https://%s.awsapps.com/start\nsso_region = ap-northeast-2" % ((pick(ENVS), pick(COMPANIES), digits(12, False)) + (pick(COMPANIES), "d-" + rs(ANL + DI, 10)))
        cat = "~/.aws/config SSO profile (no keys)"
    elif k == 3:
        txt = "users:\n- name: %s\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"%s\"]" % (pick(["eks-admin", "dev"]), pick(COMPANIES) + "-" + pick(ENVS))
        cat = "kubeconfig exec plugin (no token)"
    elif k == 4:
        txt = "[pypi]\nusername = __token__\npassword = <PYPI_TOKEN from 1Password>"
        cat = ".pypirc with placeholder"
    else:
        txt = "machine api.heroku.com\n  login %s@%s.com\n  password $(heroku auth:token)" % (pick(USERS).replace(".", ""), pick(COMPANIES))
        cat = ".netrc template with command substitution note"
    mc = L(lang, ["Checked the credential config on the runner; no stored secrets, it uses helpers:", "Didn't know how the CLI gets credentials on CI:", "Template from the onboarding doc:"],
           ["러너의 자격 증명 설정 확인. 저장된 시크릿 없고 helper 사용:", "CI에서 CLI가 자격 증명을 어떻게 얻는지 몰랐음:", "온보딩 문서의 템플릿:"])
    return "look-alike credential file without secrets: %s" % cat, F3(mc + "\n" + txt, L(lang, ["Short-lived tokens are fetched at runtime.", ""], ["단기 토큰을 런타임에 받아옴.", ""]), ""), []


@ctpl(5)
def clean_cookies(lang):
    txt = "Cookie: _ga=GA1.1.%s.%s; _ga_%s=GS1.1.%s.1.1.%s.0.0.0; theme=dark; locale=%s; cookie_consent=%s" % (digits(9), digits(10), rs(ANU, 10), digits(10), digits(10), pick(["ko-KR", "en-US", "ja-JP"]), b64s('{"analytics":true,"ads":false}'))
    mc = L(lang, "The locale bug only reproduced with the user's cookies; non-auth cookies from the request:\n", "사용자 쿠키로만 locale 버그가 재현됨. 요청의 인증 외 쿠키:\n")
    return "look-alike non-session cookies (analytics, prefs)", F3(mc + txt, L(lang, "No session cookie involved; _ga ids are analytics identifiers.", "세션 쿠키는 없음. _ga 값은 분석용 식별자."), ""), []


@ctpl(5)
def clean_urls(lang):
    k = rint(0, 3)
    if k == 0:
        txt = "https://%s-public-assets.s3.ap-northeast-2.amazonaws.com/img/%s.webp" % (pick(COMPANIES), rs(ANL + DI, 16))
        cat = "public S3 object URL (no signature)"
    elif k == 1:
        txt = "https://www.%s.com/landing?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&gclid=%s" % (pick(COMPANIES), rs(B64U, 40))
        cat = "marketing URL with gclid/utm"
    elif k == 2:
        txt = "https://%s.ngrok-free.app/webhooks/stripe  ->  http://localhost:%d" % (rs(ANL + DI, 12) + "-" + digits(3), rint(3000, 9000))
        cat = "ngrok tunnel URL"
    else:
        txt = "https://accounts.google.com/o/oauth2/v2/auth?client_id=%s-%s.apps.googleusercontent.com&redirect_uri=https%%3A%%2F%%2Fapp.%s.com%%2Fcallback&response_type=code&scope=openid%%20email&state=%s&code_challenge=%s&code_challenge_method=S256" % (digits(12), rs(ANL + DI, 32), pick(COMPANIES), hx(16), rs(B64U, 43))
        cat = "OAuth authorize URL (client_id, state, PKCE challenge)"
    mc = L(lang, ["URL from the bug report:", "The link the user clicked:", "Needed to know the exact URL being hit:"], ["버그 리포트의 URL:", "사용자가 클릭한 링크:", "실제로 호출되는 정확한 URL이 필요했음:"])
    return "look-alike URL: %s" % cat, F3(mc + "\n" + txt, L(lang, ["", "Nothing in the URL grants access by itself."], ["", "URL 자체로 접근 권한이 생기는 값은 없음."]), ""), []


@ctpl(4)
def clean_jwt_decoded(lang):
    payload = {"iss": "https://auth.%s.com/" % pick(COMPANIES), "sub": "user_%s" % hx(12), "aud": "api", "exp": epoch(), "iat": epoch() - 3600, "scope": "read:orders"}
    txt = "header:  {\"alg\": \"RS256\", \"kid\": \"%s\", \"typ\": \"JWT\"}\npayload: %s\nsignature: (omitted)" % (rs(B64U, 20), json.dumps(payload))
    mc = L(lang, "Decoded the failing token on jwt.io (header and payload only) to see why the API rejected it:\n", "API가 토큰을 거부한 이유를 보려고 헤더와 payload만 디코딩함:\n")
    les = L(lang, "exp was in the past; the client clock was 10 minutes off.", "exp가 과거였음. 클라이언트 시계가 10분 틀어져 있었음.")
    return "look-alike decoded JWT header/payload (no token)", F3(mc + txt, les, ""), []


@ctpl(5)
def clean_korean_specific(lang):
    k = rint(0, 4)
    if k == 0:
        txt = "NICE 본인인증 요청 ID: %s\n주문번호: ORD-%s-%s\n승인번호: %s" % (uuid4(), digits(8, False), digits(6), digits(8))
        cat = "Korean payment order/approval ids"
    elif k == 1:
        txt = "앱 ID(숫자): %s\n리다이렉트 URI: kakao${KAKAO_NATIVE_APP_KEY}://oauth\n패키지명: com.%s.app" % (digits(7), pick(COMPANIES))
        cat = "Kakao app ids and redirect URI"
    elif k == 2:
        txt = "사업자등록번호: %s-%s-%s\n통신판매업 신고번호: 제%d-서울강남-%s호\n대표번호: 1588-%s" % (digits(3), digits(2), digits(5), rint(2019, 2025), digits(5), digits(4))
        cat = "business registration numbers"
    elif k == 3:
        txt = "SMS 발신번호: 02-%s-%s\n알림톡 템플릿 코드: TPL_%s\n카카오 채널 ID: @%s" % (digits(4), digits(4), rs(ANU, 6), pick(COMPANIES))
        cat = "AlimTalk template code / sender number"
    else:
        txt = "공공데이터 API 엔드포인트: https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=${DATA_GO_KR_KEY}&numOfRows=10&pageNo=1&dataType=JSON"
        cat = "data.go.kr endpoint with key reference"
    mc = L(lang, ["Identifiers from the Korean payment/messaging integration (no keys):", "Context I was missing for the Korea launch:"], ["국내 결제/메시징 연동 식별자 (키 없음):", "국내 런칭 관련해서 몰랐던 내용:"])
    return "look-alike Korean service identifiers: %s" % cat, F3(mc + "\n" + txt, L(lang, ["", "These are public identifiers."], ["", "공개 식별자임."]), ""), []


# ---- publishable (client-side by design) keys: category ends with " [publishable]" ----
def publishable_variants():
    co = pick(COMPANIES)
    k = rint(0, 15)
    if k == 0:
        return "Stripe", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51%s" % an(96), "publishable key"
    if k == 1:
        proj = "%s-%s" % (co, rs(ANL + DI, 5))
        return "Firebase", "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64U, 35), proj, proj, proj, digits(12), digits(12), hx(22)), "web config apiKey"
    if k == 2:
        u = pick(USERS).replace(".", "").replace("_", "")
        return "Mapbox", "mapboxgl.accessToken = 'pk.%s.%s';" % (b64url_nopad(json.dumps({"u": u, "a": rs(ANL + DI, 25)}, separators=(",", ":"))), rs(B64U, 22)), "public token (pk.)"
    if k == 3:
        return "Sentry", "Sentry.init({ dsn: \"https://%s@o%s.ingest.us.sentry.io/%s\", tracesSampleRate: 0.1 });" % (hx(32), digits(6), digits(7)), "DSN"
    if k == 4:
        return "Algolia", "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hx(32)), "search-only API key"
    if k == 5:
        ref = rs(LO, 20)
        return "Supabase", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": epoch() - 40000000, "exp": epoch() + 300000000})), "anon key"
    if k == 6:
        return "Kakao", "<script>\n  Kakao.init('%s'); // JavaScript 키\n  Kakao.isInitialized();\n</script>" % hx(32), "JavaScript key"
    if k == 7:
        return "Toss Payments", "const tossPayments = TossPayments(\"%s_ck_%s\");" % (pick(["live", "test"]), an(24)), "client key"
    if k == 8:
        return "PostHog", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % an(43), "project API key"
    if k == 9:
        return "Segment", "analytics.load(\"%s\");" % an(32), "write key"
    if k == 10:
        return "Google reCAPTCHA", "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38), "site key"
    if k == 11:
        dom = "clerk.%s.com$" % co
        return "Clerk", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64s(dom).rstrip("="), "publishable key"
    if k == 12:
        return "LaunchDarkly", "const ldClient = LDClient.initialize('%s', context);  // client-side ID" % hx(24), "client-side ID"
    if k == 13:
        return "Braintree", "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(ANL + DI, 8), rs(ANL + DI, 16)), "tokenization key"
    if k == 14:
        return "Naver Maps", "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(ANL + DI, 10), "client ID"
    return "Mixpanel", "mixpanel.init('%s', { track_pageview: true });" % hx(32), "project token"


@ctpl(26)
def clean_publishable(lang):
    vendor, txt, what = publishable_variants()
    mc = L(lang, ["A reviewer asked whether this key in the frontend bundle is a leak:", "Didn't know whether the %s %s may be shipped to the browser. The snippet:" % (vendor, what), "Frontend config for the checkout page:"],
           ["리뷰어가 프론트엔드 번들에 있는 이 키가 유출인지 물어봄:", "%s %s 브라우저에 내보내도 되는지 몰랐음. 코드:" % (vendor, josa(what, "을/를")), "결제 페이지 프론트엔드 설정:"])
    les = L(lang, ["%s documents this %s as public; access is limited by domain/rules, and the secret counterpart stays server-side." % (vendor, what),
                   "The %s %s is meant for client-side use; restrict it by allowed origins." % (vendor, what)],
            ["%s 문서상 이 %s 공개용. 도메인/규칙으로 제한하고 비밀 키는 서버에만 둠." % (vendor, josa(what, "은/는")),
             "%s %s 클라이언트용으로 만들어진 값. 허용 origin으로 제한할 것." % (vendor, josa(what, "은/는"))])
    return "publishable key in client code: %s [%s] [publishable]" % (what, vendor), F3(mc + "\n" + txt, les, ""), []


# ---- ordinary notes with nothing risky -------------------------------------------------
PLAIN_EN = [
    ("Didn't know {svc} tests depend on TZ=Asia/Seoul; CI runs in UTC so date assertions failed.", "Set TZ explicitly in the test setup.", "Should the default TZ be UTC everywhere?"),
    ("Missing: the feature flag {flag} must be on for the new checkout path to run.", "Check flags in the admin UI before debugging the code path.", ""),
    ("Migration {n} takes a lock on the orders table for minutes.", "Run heavy migrations off-peak with lock_timeout set.", "Who approves off-peak migration windows?"),
    ("The flaky test in {svc} depended on dict ordering from an old Python version.", "Sort before comparing.", ""),
    ("The build cache key didn't include the lockfile, so stale deps were reused.", "Include the lockfile hash in the cache key.", ""),
    ("{svc} health check path is /healthz, not /health; the load balancer kept killing pods.", "Match the probe path with the router.", "Can we standardise health paths?"),
    ("The frontend uses pnpm, not npm; mixing lockfiles broke CI.", "Use corepack and the pinned pnpm version.", ""),
    ("Python 3.12 removed distutils; setup.py needed setuptools explicitly.", "Add setuptools to build-system.requires.", ""),
    ("The nightly cron for {svc} runs in KST, not UTC.", "Cron expressions in this repo are KST.", "Should we document the timezone in the cron file?"),
    ("Partner API rate limit is {n} requests per second per account.", "Batch requests and back off on 429.", ""),
    ("Loki keeps logs for only 14 days, so the incident from last month was gone.", "Export incident logs to S3 right away.", ""),
    ("Monorepo uses Nx; only affected projects are built, so my change to a shared lib didn't trigger the app build.", "Run `nx affected` locally before pushing.", ""),
    ("The helm chart version must be bumped with every values change or Argo won't sync.", "Bump Chart.yaml version.", ""),
    ("Price calculation used float; rounding errors on KRW totals.", "Use Decimal for money.", "Is there a shared money type?"),
    ("{svc} reads config only at startup; hot reload isn't supported.", "Restart after config changes.", ""),
    ("The e2e suite needs the seed data from fixtures/seed.sql loaded first.", "Run `make seed` before e2e.", ""),
    ("Images over 10 MB are rejected by the CDN upload step.", "Resize before upload.", ""),
    ("The staging cluster scales to zero at night; first request takes {n} seconds.", "Warm it up before demos.", ""),
    ("Gradle daemon ran out of memory on the CI runner.", "Set org.gradle.jvmargs=-Xmx3g.", ""),
    ("I didn't know the API returns 202 and processes asynchronously; polling was needed.", "Poll the status endpoint with backoff.", "Is there a webhook instead of polling?"),
]
PLAIN_KO = [
    ("{svc} 테스트가 TZ=Asia/Seoul에 의존하는 걸 몰랐음. CI는 UTC라서 날짜 검증이 실패함.", "테스트 setup에서 TZ를 명시적으로 지정.", "기본 TZ를 전부 UTC로 통일할까요?"),
    ("새 결제 경로는 feature flag {flag}가 켜져 있어야 동작함.", "코드 보기 전에 어드민에서 플래그부터 확인.", ""),
    ("{n}번 마이그레이션이 orders 테이블에 몇 분간 락을 잡음.", "무거운 마이그레이션은 lock_timeout 걸고 비피크 시간에.", "비피크 마이그레이션 승인은 누가 하나요?"),
    ("{svc}의 flaky 테스트는 예전 Python의 dict 순서에 의존하고 있었음.", "비교 전에 정렬할 것.", ""),
    ("빌드 캐시 키에 lockfile이 빠져 있어서 오래된 의존성이 재사용됨.", "캐시 키에 lockfile 해시 포함.", ""),
    ("{svc} 헬스체크 경로는 /health가 아니라 /healthz. LB가 계속 파드를 죽였음.", "프로브 경로를 라우터와 맞출 것.", "헬스체크 경로 통일할 수 있을까요?"),
    ("프론트는 npm이 아니라 pnpm 사용. lockfile 섞여서 CI 깨짐.", "corepack과 고정된 pnpm 버전 사용.", ""),
    ("Python 3.12에서 distutils가 빠져서 setup.py에 setuptools가 필요했음.", "build-system.requires에 setuptools 추가.", ""),
    ("{svc} 야간 cron은 UTC가 아니라 KST 기준.", "이 레포 cron 표현식은 KST.", "cron 파일에 타임존 주석 달까요?"),
    ("파트너 API 제한이 계정당 초당 {n}건.", "요청을 묶고 429 나면 backoff.", ""),
    ("Loki 로그 보존 기간이 14일이라 지난달 장애 로그가 없었음.", "장애 로그는 바로 S3로 export.", ""),
    ("모노레포가 Nx라서 공용 lib만 고쳤더니 앱 빌드가 안 돌았음.", "push 전에 로컬에서 `nx affected` 실행.", ""),
    ("values 바꿀 때마다 helm chart 버전을 올려야 Argo가 sync 함.", "Chart.yaml 버전 올리기.", ""),
    ("가격 계산이 float라서 원화 합계에 반올림 오차 발생.", "금액은 Decimal 사용.", "공용 money 타입 있나요?"),
    ("{svc}는 시작할 때만 설정을 읽음. hot reload 미지원.", "설정 바꾸면 재시작.", ""),
    ("e2e 돌리기 전에 fixtures/seed.sql 시드 데이터를 먼저 넣어야 함.", "e2e 전에 `make seed`.", ""),
    ("CDN 업로드 단계에서 10MB 넘는 이미지는 거부됨.", "업로드 전에 리사이즈.", ""),
    ("스테이징 클러스터가 밤에 0으로 스케일다운돼서 첫 요청이 {n}초 걸림.", "데모 전에 미리 워밍업.", ""),
    ("CI 러너에서 Gradle 데몬 메모리 부족.", "org.gradle.jvmargs=-Xmx3g 설정.", ""),
    ("API가 202를 주고 비동기로 처리한다는 걸 몰라서 폴링이 필요했음.", "status 엔드포인트를 backoff로 폴링.", "폴링 대신 웹훅이 있나요?"),
]


def plain_note(lang):
    mc, les, ask = pick(PLAIN_EN if lang == "en" else PLAIN_KO)
    d = {"svc": pick(SERVICES), "flag": pick(["new_checkout_v2", "async_invoices", "kr_launch", "dark_mode", "smart_retry"]), "n": str(rint(3, 60))}
    if chance(0.3):
        les = ""
    if chance(0.3):
        ask = ""
    return "plain note (nothing risky)", F3(mc.format(**d), les.format(**d), ask.format(**d)), []


N_CLEAN_VENDOR = 92


def plan_clean_jobs():
    jobs = []
    for name, fn, n in CLEAN_TEMPLATES:
        jobs.extend([fn] * n)
    vs = shuffled(VENDORS)[:N_CLEAN_VENDOR]
    for v in vs:
        def mk(lang, v=v):
            return vendor_note(lang, "clean", v)
        mk.__name__ = "vendor_note_clean[%s]" % v["name"]
        jobs.append(mk)
    n_plain = N_CLEAN - len(jobs)
    assert n_plain >= 0, n_plain
    jobs.extend([plain_note] * n_plain)
    R.shuffle(jobs)
    return jobs


# ======================================================================================
# assembly, validation, output
# ======================================================================================
class Reject(Exception):
    pass


class Collision(Reject):
    """an 8-char window of a secret also occurs elsewhere in the note: regenerate the note"""


def check_note(kind, fields, secrets):
    for key in ("missing_context", "lesson", "ask_next_time"):
        if not isinstance(fields[key], str):
            raise AssertionError("field not str")
    if not fields["missing_context"].strip():
        raise Reject("empty missing_context")
    if len(fields["missing_context"].encode()) > 1024 or len(fields["lesson"].encode()) > 1024:
        raise Reject("field too long")
    if len(fields["ask_next_time"].encode()) > 512:
        raise Reject("ask too long")
    if kind == "clean":
        assert secrets == [], "clean note lists secrets"
        return
    assert secrets, "secret note without secrets"
    texts = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
    for s in secrets:
        assert len(s) >= 8, "secret shorter than 8: %r" % s
        assert any(s in t for t in texts), "secret not verbatim in fields: %r" % s
    for t in texts:
        covered = []
        for s in secrets:
            start = t.find(s)
            while start != -1:
                covered.append((start, start + len(s)))
                start = t.find(s, start + 1)
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                p = t.find(w)
                while p != -1:
                    if not any(a <= p and p + 8 <= b for (a, b) in covered):
                        raise Collision("8-char window %r of secret %r occurs outside secrets: ...%s..." % (w, s[:30], t[max(0, p - 40):p + 48]))
                    p = t.find(w, p + 1)


def run_maker(fn, lang, kind, tries=30):
    last = None
    for _ in range(tries):
        r = fn(lang)
        if r is None:
            continue
        cat, fields, secrets = r
        fields = {"missing_context": fields["missing_context"], "lesson": fields.get("lesson", ""),
                  "ask_next_time": fields.get("ask_next_time", "")}
        try:
            check_note(kind, fields, secrets)
        except Reject as e:
            last = e
            continue
        return cat, fields, secrets
    raise RuntimeError("maker %s failed: %s" % (getattr(fn, "__name__", fn), last))


def lang_list(n_en, n_ko):
    lst = ["en"] * n_en + ["ko"] * n_ko
    R.shuffle(lst)
    return lst


def build():
    notes = []
    # ---------------- secret notes
    secret_jobs = plan_secret_jobs()
    assert len(secret_jobs) == N_SECRET, len(secret_jobs)
    for fn, lang in zip(secret_jobs, lang_list(N_EN_PER_KIND, N_KO_PER_KIND)):
        cat, fields, secrets = run_maker(fn, lang, "secret")
        notes.append({"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets})
    # ---------------- clean notes
    clean_jobs = plan_clean_jobs()
    assert len(clean_jobs) == N_CLEAN, len(clean_jobs)
    for fn, lang in zip(clean_jobs, lang_list(N_EN_PER_KIND, N_KO_PER_KIND)):
        cat, fields, secrets = run_maker(fn, lang, "clean")
        notes.append({"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": secrets})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        rec = {"id": "dm%03d" % (i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": list(n["secrets"])}
        out.append(rec)
    return out


def final_validate(recs):
    """hard assertions over the finished set (the per-note check already ran during generation)"""
    assert N_SECRET + N_CLEAN == len(recs)
    assert sum(1 for r in recs if r["kind"] == "secret") == N_SECRET
    assert sum(1 for r in recs if r["kind"] == "clean") == N_CLEAN
    ids = [r["id"] for r in recs]
    assert len(ids) == len(dict.fromkeys(ids))
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        try:
            check_note(r["kind"], r["fields"], r["secrets"])
        except Reject as e:
            raise AssertionError("%s: %s" % (r["id"], e))
        if r["kind"] == "clean":
            assert r["secrets"] == []
        else:
            assert len(r["secrets"]) == len(dict.fromkeys(r["secrets"])), r["id"]


def main():
    recs = build()
    final_validate(recs)
    n_pub = sum(1 for r in recs if r["kind"] == "clean" and r["category"].endswith(" [publishable]"))
    n_clean = sum(1 for r in recs if r["kind"] == "clean")
    assert n_pub <= n_clean // 10, "too many publishable clean notes: %d" % n_pub
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, OUT_NAME)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %d notes to %s" % (len(recs), path))
    print("sha256 %s" % hashlib.sha256(data.encode("utf-8")).hexdigest())


if __name__ == "__main__":
    main()
