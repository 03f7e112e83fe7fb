#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Blind evaluation set v11 for a credential-redaction filter (notes of AI coding agents).

Written blind: no existing redaction rules or other sets were consulted.  Every credential is
generated at run time with random bodies in the vendor's publicly documented shape; none is real.

Usage:  python3 make_blind_set_v11.py            -> writes blind_set_v11.jsonl next to this file
Deterministic: one seeded random.Random; no set/dict-order or hash dependence.
"""
import base64
import json
import os
import random
import string
import struct
import sys
import urllib.parse

SEED = 11_250_917
R = random.Random(SEED)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v11.jsonl")

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AL = UP + LO + DG
LD = LO + DG
UD = UP + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AL + "+/"
B64U = AL + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
MODHEX = "cbdefghijklnrtuv"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HX, n)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return base64.b64encode(data).decode("ascii")


def b64u(data, pad=False):
    if isinstance(data, str):
        data = data.encode("utf-8")
    s = base64.urlsafe_b64encode(data).decode("ascii")
    return s if pad else s.rstrip("=")


def pct(s, safe=""):
    return urllib.parse.quote(s, safe=safe)


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def jdump(obj, indent=None):
    return json.dumps(obj, ensure_ascii=False, indent=indent)


# --------------------------------------------------------------------------------------------
# fillers (non-secret)
# --------------------------------------------------------------------------------------------
CORP_EN = ["acme", "globex", "initech", "umbrella", "hooli", "vandelay", "stark", "wayne", "tyrell",
           "soylent", "cyberdyne", "oscorp", "piedpiper", "aperture", "blackmesa", "massive", "gringotts",
           "northwind", "contoso", "fabrikam", "tailspin", "wingtip", "adatum", "litware", "proseware"]
CORP_KO = ["daonlab", "nuripay", "bareun", "haneul", "moaplatform", "saebit", "gureum", "dasom", "hanbit-it",
           "byeol", "narae", "seum", "onda", "arum", "dalbit", "maru", "yeoul", "sori", "gaon", "bomnal"]
CORP_KO_HANGUL = ["다온랩", "누리페이", "바른커머스", "하늘정보", "모아플랫폼", "새빛소프트", "구름웍스", "다솜테크",
                  "별빛모빌리티", "나래물류", "세움헬스", "온다스튜디오", "아름교육", "달빛게임즈", "마루핀테크"]
FIRST_EN = ["alex", "sam", "jordan", "taylor", "morgan", "casey", "riley", "jamie", "drew", "quinn", "maria",
            "li", "omar", "priya", "lukas", "sofia", "ben", "hana", "diego", "nina", "tom", "ivy", "raj", "eli"]
LAST_EN = ["smith", "nguyen", "garcia", "patel", "müller", "rossi", "kowalski", "chen", "okafor", "silva",
           "jensen", "tanaka", "brown", "lopez", "ivanova", "khan", "cohen", "dubois", "novak", "reyes"]
SUR_KO = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황", "안", "송"]
GIVEN_KO = ["민수", "지은", "서준", "하은", "도윤", "서연", "예준", "지호", "수빈", "현우", "지민", "유진", "동현", "승민",
            "재원", "다인", "태윤", "소율", "건우", "나연", "시우", "채원", "준혁", "윤서"]
ROMA_SUR = {"김": "kim", "이": "lee", "박": "park", "최": "choi", "정": "jung", "강": "kang", "조": "cho",
            "윤": "yoon", "장": "jang", "임": "lim", "한": "han", "오": "oh", "서": "seo", "신": "shin",
            "권": "kwon", "황": "hwang", "안": "ahn", "송": "song"}
TITLE_KO = ["님", "님", "대리님", "매니저님", "책임님", "선임님", "팀장님", "프로님"]
ENVS = ["prod", "staging", "stg", "dev", "qa", "sandbox", "perf", "uat"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-northeast-2", "ap-northeast-1",
           "ap-southeast-1", "sa-east-1"]
TLD = [".io", ".com", ".dev", ".net", ".co.kr", ".kr", ".cloud", ".app"]


def corp(ko=False):
    return R.choice(CORP_KO if ko else CORP_EN)


def ko_name():
    return R.choice(SUR_KO) + R.choice(GIVEN_KO)


def ko_user():
    return R.choice(["kim", "lee", "park", "choi", "jung", "kang", "yoon", "han", "seo"]) + rs(LO, 2)


def en_user():
    f, l = R.choice(FIRST_EN), R.choice(LAST_EN)
    return R.choice([f[0] + l, f + "." + l, f + l[0], f + "_" + l[:3], "svc-" + f]).replace("ü", "u")


def email(user=None, ko=False):
    return "%s@%s%s" % (user or (ko_user() if ko else en_user()), corp(ko), R.choice([".com", ".io", ".co.kr"]))


def env():
    return R.choice(ENVS)


def region():
    return R.choice(REGIONS)


def host(kind=None, ko=False):
    kind = kind or R.choice(["db", "pg", "mysql", "redis", "api", "mq", "es", "app", "batch", "gw", "cache"])
    return "%s-%s-%d.%s%s" % (kind, env(), R.randint(1, 9), corp(ko), R.choice([".internal", ".local", TLD[R.randrange(len(TLD))]]))


def ip():
    return R.choice(["10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(2, 254)),
                     "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(2, 254)),
                     "192.168.%d.%d" % (R.randint(0, 255), R.randint(2, 254))])


def pub_ip():
    return "%d.%d.%d.%d" % (R.choice([3, 13, 34, 43, 52, 54, 101, 121, 175, 211, 223]), R.randint(0, 255),
                            R.randint(0, 255), R.randint(2, 254))


def sha40():
    return hx(40)


def sha7():
    return hx(7)


def sha256():
    return hx(64)


def acct12():
    return str(R.randint(10 ** 11, 10 ** 12 - 1))


def jira():
    return "%s-%d" % (R.choice(["PLAT", "PAY", "OPS", "INFRA", "API", "WEB", "DATA", "SEC", "BE", "FE", "APP"]),
                      R.randint(100, 9999))


def pr():
    return "#%d" % R.randint(120, 8999)


def date():
    return "2025-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28))


def ko_time():
    return "%s %d:%02d" % (R.choice(["오전", "오후"]), R.randint(1, 12), R.randint(0, 59))


def en_time():
    return "%d:%02d %s" % (R.randint(1, 12), R.randint(0, 59), R.choice(["AM", "PM"]))


def port(kind):
    return {"pg": 5432, "mysql": 3306, "redis": 6379, "mongo": 27017, "amqp": 5672, "mssql": 1433,
            "oracle": 1521, "es": 9200, "kafka": 9092, "nats": 4222, "mqtt": 1883, "ch": 8443}[kind]


def dbname():
    return R.choice(["app", "orders", "billing", "core", "analytics", "users", "catalog", "ledger", "shop",
                     "auth", "payments", "inventory", "crm", "events"])


def svc():
    return R.choice(["checkout-api", "billing-worker", "auth-service", "search-indexer", "notification-svc",
                     "media-proxy", "order-sync", "report-batch", "gateway", "admin-web", "ingest-lambda",
                     "settlement-job", "push-sender", "recommender", "crawler"])


def repo():
    return "%s/%s" % (corp(), R.choice(["platform", "infra", "backend", "mobile-app", "web", "data-pipeline",
                                        "monorepo", "deploy", "terraform-live", "sdk"]))


# --------------------------------------------------------------------------------------------
# passwords
# --------------------------------------------------------------------------------------------
PUNCT_ALL = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
WORDS_EN = ["Summer", "Winter", "Falcon", "Dragon", "Maple", "Harbor", "Rocket", "Tiger", "Copper", "Orbit",
            "Pepper", "Cobalt", "Meadow", "Thunder", "Saturn", "Velvet", "Lemon", "Glacier", "Panda", "Cactus"]
PHRASE_EN = ["correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "lantern", "river",
             "pickle", "granite", "otter", "velcro", "tundra", "biscuit", "walrus", "trombone", "nebula"]
KO_WORDS = ["사랑해", "안녕하세요", "우리집", "강아지", "고양이", "행복", "바다", "하늘", "봄날", "별빛", "커피",
            "초코", "감자", "호랑이", "무지개", "보름달", "떡볶이", "김치찌개", "토끼", "벚꽃", "서울", "부산"]

# 2-beolsik (standard Korean keyboard) key mapping: typing Hangul with the IME off.
_CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_JUNG = ["ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅘ", "ㅙ", "ㅚ", "ㅛ", "ㅜ", "ㅝ", "ㅞ", "ㅟ", "ㅠ",
         "ㅡ", "ㅢ", "ㅣ"]
_JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ",
         "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
_KEY = {"ㄱ": "r", "ㄲ": "R", "ㄴ": "s", "ㄷ": "e", "ㄸ": "E", "ㄹ": "f", "ㅁ": "a", "ㅂ": "q", "ㅃ": "Q", "ㅅ": "t",
        "ㅆ": "T", "ㅇ": "d", "ㅈ": "w", "ㅉ": "W", "ㅊ": "c", "ㅋ": "z", "ㅌ": "x", "ㅍ": "v", "ㅎ": "g",
        "ㅏ": "k", "ㅐ": "o", "ㅑ": "i", "ㅒ": "O", "ㅓ": "j", "ㅔ": "p", "ㅕ": "u", "ㅖ": "P", "ㅗ": "h",
        "ㅘ": "hk", "ㅙ": "ho", "ㅚ": "hl", "ㅛ": "y", "ㅜ": "n", "ㅝ": "nj", "ㅞ": "np", "ㅟ": "nl", "ㅠ": "b",
        "ㅡ": "m", "ㅢ": "ml", "ㅣ": "l", "ㄳ": "rt", "ㄵ": "sw", "ㄶ": "sg", "ㄺ": "fr", "ㄻ": "fa", "ㄼ": "fq",
        "ㄽ": "ft", "ㄾ": "fx", "ㄿ": "fv", "ㅀ": "fg", "ㅄ": "qt"}


def dubeol(word):
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_KEY[_CHO[c // 588]] + _KEY[_JUNG[(c % 588) // 28]] + (_KEY[_JONG[c % 28]] if c % 28 else ""))
        else:
            out.append(ch)
    return "".join(out)


def _pw_once(style):
    sym = R.choice("!@#$%^&*?_-.~+=")
    if style == "random":
        n = R.randint(14, 26)
        s = rs(AL + PUNCT_ALL, n)
        return s
    if style == "allpunct":
        base = list(rs(AL, R.randint(6, 10)) + "".join(R.sample(PUNCT_ALL, R.randint(6, 10))))
        R.shuffle(base)
        return "".join(base)
    if style == "human":
        return R.choice([
            R.choice(WORDS_EN) + str(R.randint(1990, 2026)) + sym,
            R.choice(WORDS_EN) + sym + R.choice(WORDS_EN).lower() + str(R.randint(10, 999)),
            R.choice(["P@ss", "Pa$$", "Passw0rd", "Welc0me", "Adm1n", "Qwer"]) + sym + rs(DG, R.randint(3, 6)) + rs(UP, 2),
            corp().capitalize() + "!" + str(R.randint(2019, 2026)) + rs(LO, 3),
        ])
    if style == "phrase":
        return R.choice(["-", ".", "_", " "]).join(R.sample(PHRASE_EN, 4)) + str(R.randint(0, 99))
    if style == "kotyped":
        return dubeol(R.choice(KO_WORDS)) + R.choice(["", "!", "@", "#"]) + str(R.randint(10, 9999)) + R.choice(["", "!", "^^", "*"])
    if style == "hangul":
        return R.choice([
            R.choice(KO_WORDS) + str(R.randint(100, 9999)) + sym,
            R.choice(KO_WORDS) + sym + R.choice(KO_WORDS) + str(R.randint(1, 99)),
            rs(AL, 4) + R.choice(KO_WORDS) + sym + rs(DG, 3),
        ])
    if style == "kbd":
        return R.choice(["qwer", "asdf", "zxcv", "1q2w3e4r", "q1w2e3r4"]) + rs(DG, 2) + R.choice(["!@#$", "!@", "#$%", "!!"]) + rs(LO + UP, 2)
    if style == "alnum":
        return rs(AL, R.randint(16, 32))
    if style == "hexpw":
        return hx(R.choice([16, 24, 32]))
    raise ValueError(style)


PW_STYLES = ["random", "allpunct", "human", "phrase", "kotyped", "hangul", "kbd", "alnum", "hexpw"]


def pw(style=None, avoid="", ko=None, minlen=8):
    """A password.  `avoid` lists characters the surrounding syntax cannot hold."""
    for _ in range(200):
        st = style
        if st is None:
            pool = ["random", "allpunct", "human", "phrase", "kbd", "alnum", "human", "random"]
            if ko:
                pool += ["kotyped", "kotyped", "hangul", "hangul"]
            st = R.choice(pool)
        s = _pw_once(st)
        if len(s) < minlen or any(c in s for c in avoid):
            continue
        if s != s.strip():
            continue
        return s
    raise RuntimeError("pw: cannot satisfy avoid=%r style=%r" % (avoid, style))


SHELLQ = "'\\\n"            # safe inside single quotes
DQ = "\"\\$`!\n"             # safe inside double quotes (bash)
JSONQ = "\"\\"
BARE = " \"'\\$`#;&|<>(){}[]*?!~,=\n"   # bare shell word / .env / flag
URLBAD = ""                  # we percent-encode
XMLQ = "<&\"'"
SEMIQ = ";'\"{}="          # ADO.NET / JDBC style key=value; lists
TABLE = "|`\\"
YAMLQ = "'\""

# --------------------------------------------------------------------------------------------
# vendor token shapes (publicly documented prefix / alphabet / length; random bodies)
# --------------------------------------------------------------------------------------------
SHAPES = {}
SHAPE_ORDER = []


def shape(name, vendor, var, gen, tags="", hdr=None, url=None):
    assert name not in SHAPES, name
    SHAPES[name] = {"name": name, "vendor": vendor, "var": var, "gen": gen, "tags": tags.split(),
                    "hdr": hdr, "url": url}
    SHAPE_ORDER.append(name)


def jwt(payload, alg="HS256", siglen=None):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")))
    body = b64u(json.dumps(payload, separators=(",", ":")))
    siglen = siglen or {"HS256": 43, "RS256": 342, "ES256": 86, "EdDSA": 86}[alg]
    return head + "." + body + "." + rs(B64U, siglen)


def _ts():
    return R.randint(1_700_000_000, 1_760_000_000)


def _supabase_jwt():
    t = _ts()
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": t, "exp": t + 315360000})


def _intercom():
    return b64("tok:%s:1:0" % uuid4()).rstrip("=")


def _elastic():
    return b64(rs(B64U, 20) + ":" + rs(B64U, 22))


def _discord_bot():
    return b64(str(R.randint(10 ** 17, 10 ** 18 - 1))).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox():
    return "sk." + b64u(json.dumps({"u": en_user().replace(".", ""), "a": rs(LD, 25)}, separators=(",", ":"))) + "." + rs(B64U, 22)


def _cf_tunnel():
    return b64(json.dumps({"a": hx(32), "t": uuid4(), "s": b64(rbytes(32))}, separators=(",", ":")))


def _op_sa():
    inner = json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                        "iterations": 650000, "salt": b64u(rbytes(16))}, "email": rs(LD, 26) + "@1passwordserviceaccounts.com",
                        "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(rbytes(32)), "key_ops": ["encrypt", "decrypt"],
                        "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(UD, 6) + "-" + rs(UD, 6), "throttleSecret": {"seed": hx(64), "uuid": rs(UD, 26)},
                        "deviceUuid": rs(LD, 26)}, separators=(",", ":"))
    return "ops_" + b64u(inner)


def _grafana_cloud():
    return "glc_" + b64(json.dumps({"o": str(R.randint(100000, 999999)), "n": "stack-%d-hm-read-%s" % (R.randint(100000, 999999), rs(LD, 6)),
                                     "k": rs(AL, 24), "m": {"r": R.choice(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}},
                                    separators=(",", ":")))


def _sentry_org():
    body = b64(json.dumps({"iat": _ts() + 0.123, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                           "org": corp()}, separators=(",", ":"))).rstrip("=")
    return "sntrys_" + body + "_" + rs(B64U, 43)


def _aws_session():
    n = R.randint(560, 760)
    return R.choice(["IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE"]) + rs(AL, R.randint(2, 4)) + rs(B64, n) + R.choice(["", "=", "=="])


def _twitter_bearer():
    return "AAAAAAAAAAAAAAAAAAAAA" + rs(AL, 25) + "%3D" + rs(AL, 50)


def _salesforce_session():
    return "00D" + rs(AL, 12) + "!AQ" + rs(AL, 2) + "AQ" + rs(AL + "._", 92)


def _adyen():
    return "AQE" + rs(B64, 93) + "==-" + rs(B64, 43) + "=-" + rs(AL + "{}=<;%*#", 16)


def _salt_totp(n=32):
    return rs(B32, n)


# AI APIs ------------------------------------------------------------------------------------
shape("openai_proj", "OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), "ai",
      "Authorization: Bearer {}", "https://api.openai.com/v1/models")
shape("openai_legacy", "OpenAI", "OPENAI_API_KEY", lambda: "sk-" + rs(AL, 20) + "T3BlbkFJ" + rs(AL, 20), "ai",
      "Authorization: Bearer {}", "https://api.openai.com/v1/chat/completions")
shape("openai_svcacct", "OpenAI", "OPENAI_API_KEY", lambda: "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), "ai",
      "Authorization: Bearer {}", "https://api.openai.com/v1/responses")
shape("openai_admin", "OpenAI", "OPENAI_ADMIN_KEY", lambda: "sk-admin-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), "ai",
      "Authorization: Bearer {}", "https://api.openai.com/v1/organization/users")
shape("anthropic", "Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", "ai",
      "x-api-key: {}", "https://api.anthropic.com/v1/messages")
shape("anthropic_admin", "Anthropic", "ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA", "ai",
      "x-api-key: {}", "https://api.anthropic.com/v1/organizations/api_keys")
shape("cohere", "Cohere", "CO_API_KEY", lambda: rs(AL, 40), "ai", "Authorization: Bearer {}", "https://api.cohere.com/v2/chat")
shape("mistral", "Mistral", "MISTRAL_API_KEY", lambda: rs(AL, 32), "ai", "Authorization: Bearer {}", "https://api.mistral.ai/v1/models")
shape("groq", "Groq", "GROQ_API_KEY", lambda: "gsk_" + rs(AL, 52), "ai", "Authorization: Bearer {}", "https://api.groq.com/openai/v1/models")
shape("replicate", "Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(AL, 37), "ai", "Authorization: Bearer {}", "https://api.replicate.com/v1/predictions")
shape("huggingface", "Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34), "ai", "Authorization: Bearer {}", "https://huggingface.co/api/whoami-v2")
shape("hf_org", "Hugging Face", "HUGGINGFACE_ORG_TOKEN", lambda: "api_org_" + rs(UP + LO, 34), "ai", "Authorization: Bearer {}", None)
shape("perplexity", "Perplexity", "PPLX_API_KEY", lambda: "pplx-" + rs(AL, 48), "ai", "Authorization: Bearer {}", "https://api.perplexity.ai/chat/completions")
shape("xai", "xAI", "XAI_API_KEY", lambda: "xai-" + rs(AL, 80), "ai", "Authorization: Bearer {}", "https://api.x.ai/v1/models")
shape("deepseek", "DeepSeek", "DEEPSEEK_API_KEY", lambda: "sk-" + hx(32), "ai", "Authorization: Bearer {}", "https://api.deepseek.com/chat/completions")
shape("together", "Together AI", "TOGETHER_API_KEY", lambda: "tgp_v1_" + rs(B64U, 43), "ai", "Authorization: Bearer {}", "https://api.together.xyz/v1/models")
shape("fireworks", "Fireworks AI", "FIREWORKS_API_KEY", lambda: "fw_" + rs(AL, 24), "ai", "Authorization: Bearer {}", "https://api.fireworks.ai/inference/v1/models")
shape("openrouter", "OpenRouter", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64), "ai", "Authorization: Bearer {}", "https://openrouter.ai/api/v1/models")
shape("elevenlabs", "ElevenLabs", "ELEVENLABS_API_KEY", lambda: "sk_" + hx(48), "ai", "xi-api-key: {}", "https://api.elevenlabs.io/v1/voices")
shape("pinecone", "Pinecone", "PINECONE_API_KEY", lambda: "pcsk_" + rs(AL, 5) + "_" + rs(AL, 63), "ai", "Api-Key: {}", "https://api.pinecone.io/indexes")
shape("wandb", "Weights & Biases", "WANDB_API_KEY", lambda: hx(40), "ai", None, None)
shape("langsmith", "LangSmith", "LANGSMITH_API_KEY", lambda: "lsv2_pt_" + hx(32) + "_" + hx(10), "ai", "x-api-key: {}", "https://api.smith.langchain.com/api/v1/sessions")
shape("assemblyai", "AssemblyAI", "ASSEMBLYAI_API_KEY", lambda: hx(32), "ai", "authorization: {}", "https://api.assemblyai.com/v2/transcript")
shape("deepgram", "Deepgram", "DEEPGRAM_API_KEY", lambda: hx(40), "ai", "Authorization: Token {}", "https://api.deepgram.com/v1/listen")
shape("voyage", "Voyage AI", "VOYAGE_API_KEY", lambda: "pa-" + rs(B64U, 43), "ai", "Authorization: Bearer {}", "https://api.voyageai.com/v1/embeddings")
shape("stability", "Stability AI", "STABILITY_API_KEY", lambda: "sk-" + rs(AL, 48), "ai", "Authorization: Bearer {}", "https://api.stability.ai/v1/user/account")
shape("cerebras", "Cerebras", "CEREBRAS_API_KEY", lambda: "csk-" + rs(LD, 48), "ai", "Authorization: Bearer {}", "https://api.cerebras.ai/v1/models")
shape("langfuse", "Langfuse", "LANGFUSE_SECRET_KEY", lambda: "sk-lf-" + uuid4(), "ai", None, None)
shape("upstage", "Upstage", "UPSTAGE_API_KEY", lambda: "up_" + rs(AL, 29), "ai kr", "Authorization: Bearer {}", "https://api.upstage.ai/v1/solar/chat/completions")
shape("clova", "Naver CLOVA Studio", "CLOVASTUDIO_API_KEY", lambda: "nv-" + hx(32), "ai kr", "Authorization: Bearer {}", "https://clovastudio.stream.ntruss.com/v3/chat-completions/HCX-005")
shape("azure_openai", "Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda: hx(32), "ai cloud", "api-key: {}", None)

# Cloud --------------------------------------------------------------------------------------
shape("aws_akia", "AWS", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(UP + "234567", 16), "pairid")
shape("aws_asia", "AWS", "AWS_ACCESS_KEY_ID", lambda: "ASIA" + rs(UP + "234567", 16), "pairid")
shape("aws_secret", "AWS", "AWS_SECRET_ACCESS_KEY", lambda: rs(AL + "+/", 40), "cloud")
shape("aws_session", "AWS", "AWS_SESSION_TOKEN", _aws_session, "cloud long")
shape("google_api_key", "Google", "GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35), "cloud ai", None, None)
shape("google_oauth_secret", "Google OAuth", "GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28), "cloud")
shape("google_access", "Google OAuth", "GOOGLE_ACCESS_TOKEN", lambda: "ya29.a0" + rs(B64U, R.randint(150, 220)), "cloud",
      "Authorization: Bearer {}", "https://www.googleapis.com/drive/v3/files")
shape("google_refresh", "Google OAuth", "GOOGLE_REFRESH_TOKEN", lambda: "1//0" + R.choice("aegh") + rs(B64U, 98), "cloud")
shape("azure_storage", "Azure Storage", "AZURE_STORAGE_KEY", lambda: rs(B64, 86) + "==", "cloud")
shape("azure_ad_secret", "Microsoft Entra ID", "AZURE_CLIENT_SECRET", lambda: rs(AL, 3) + R.choice(DG) + "Q~" + rs(AL + "_.~-", 34), "cloud")
shape("azure_devops", "Azure DevOps", "AZURE_DEVOPS_EXT_PAT", lambda: rs(LO + "234567", 52), "ci")
shape("azure_sas_key", "Azure Service Bus", "SERVICEBUS_KEY", lambda: b64(rbytes(32)), "cloud")
shape("azure_function", "Azure Functions", "FUNCTION_KEY", lambda: rs(B64U, 54) + "==", "cloud", "x-functions-key: {}", None)
shape("alibaba_id", "Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(AL, 18), "pairid")
shape("alibaba_secret", "Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(AL, 30), "cloud")
shape("tencent_id", "Tencent Cloud", "TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(AL, 32), "pairid")
shape("tencent_key", "Tencent Cloud", "TENCENTCLOUD_SECRET_KEY", lambda: rs(AL, 32), "cloud")
shape("huawei_ak", "Huawei Cloud", "HUAWEICLOUD_SDK_AK", lambda: rs(UD, 20), "pairid")
shape("huawei_sk", "Huawei Cloud", "HUAWEICLOUD_SDK_SK", lambda: rs(AL, 40), "cloud")
shape("do_pat", "DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64), "cloud", "Authorization: Bearer {}", "https://api.digitalocean.com/v2/droplets")
shape("do_oauth", "DigitalOcean", "DO_OAUTH_TOKEN", lambda: "doo_v1_" + hx(64), "cloud", "Authorization: Bearer {}", "https://api.digitalocean.com/v2/account")
shape("do_spaces_id", "DigitalOcean Spaces", "SPACES_KEY", lambda: "DO00" + rs(UD, 16), "pairid")
shape("do_spaces_secret", "DigitalOcean Spaces", "SPACES_SECRET", lambda: rs(B64, 43), "cloud")
shape("linode", "Linode", "LINODE_TOKEN", lambda: hx(64), "cloud", "Authorization: Bearer {}", "https://api.linode.com/v4/linode/instances")
shape("vultr", "Vultr", "VULTR_API_KEY", lambda: rs(UD, 36), "cloud", "Authorization: Bearer {}", "https://api.vultr.com/v2/instances")
shape("hetzner", "Hetzner Cloud", "HCLOUD_TOKEN", lambda: rs(AL, 64), "cloud", "Authorization: Bearer {}", "https://api.hetzner.cloud/v1/servers")
shape("cf_token", "Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), "cloud", "Authorization: Bearer {}", "https://api.cloudflare.com/client/v4/user/tokens/verify")
shape("cf_global", "Cloudflare", "CLOUDFLARE_API_KEY", lambda: hx(37), "cloud", "X-Auth-Key: {}", "https://api.cloudflare.com/client/v4/zones")
shape("cf_origin_ca", "Cloudflare", "CF_ORIGIN_CA_KEY", lambda: "v1.0-" + hx(24) + "-" + hx(146), "cloud", "X-Auth-User-Service-Key: {}", "https://api.cloudflare.com/client/v4/certificates")
shape("ibm_cloud", "IBM Cloud", "IBMCLOUD_API_KEY", lambda: rs(B64U, 44), "cloud")
shape("oci_auth", "Oracle Cloud", "OCI_AUTH_TOKEN", lambda: rs(AL + "()<>[];:+#.-_", 20), "cloud")
shape("ncp_access", "Naver Cloud", "NCLOUD_ACCESS_KEY", lambda: rs(UD, 20), "pairid kr")
shape("ncp_secret", "Naver Cloud", "NCLOUD_SECRET_KEY", lambda: rs(AL, 40), "cloud kr")
shape("nhn_secret", "NHN Cloud", "NHN_CLOUD_SECRET_KEY", lambda: rs(AL, 16), "cloud kr")
shape("gcs_hmac_id", "Google Cloud Storage", "GCS_HMAC_ACCESS_ID", lambda: "GOOG1E" + rs(UD, 55), "pairid")
shape("gcs_hmac_secret", "Google Cloud Storage", "GCS_HMAC_SECRET", lambda: rs(B64, 40), "cloud")
shape("b2_key_id", "Backblaze B2", "B2_APPLICATION_KEY_ID", lambda: "005" + hx(22), "pairid")
shape("b2_key", "Backblaze B2", "B2_APPLICATION_KEY", lambda: "K005" + rs(B64, 27), "cloud")
shape("minio_id", "MinIO", "MINIO_ACCESS_KEY", lambda: rs(UD, 20), "pairid")
shape("minio_secret", "MinIO", "MINIO_SECRET_KEY", lambda: rs(AL + "+/", 40), "cloud")
shape("yandex_oauth", "Yandex Cloud", "YC_TOKEN", lambda: "y0_Ag" + rs(B64U, 54), "cloud")
shape("yandex_api", "Yandex Cloud", "YC_API_KEY", lambda: "AQVN" + rs(B64U, 36), "cloud", "Authorization: Api-Key {}", None)
shape("influx", "InfluxDB", "INFLUX_TOKEN", lambda: rs(B64U, 86) + "==", "db", "Authorization: Token {}", None)

# Payments -----------------------------------------------------------------------------------
shape("stripe_live", "Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(AL, 97), "pay", "Authorization: Bearer {}", "https://api.stripe.com/v1/charges")
shape("stripe_test", "Stripe", "STRIPE_SECRET_KEY", lambda: "sk_test_51" + rs(AL, 97), "pay", "Authorization: Bearer {}", "https://api.stripe.com/v1/customers")
shape("stripe_rk", "Stripe", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(AL, 97), "pay", "Authorization: Bearer {}", "https://api.stripe.com/v1/balance")
shape("stripe_whsec", "Stripe", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AL, 32), "pay")
shape("square_token", "Square", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60), "pay", "Authorization: Bearer {}", "https://connect.squareup.com/v2/locations")
shape("square_secret", "Square", "SQUARE_APP_SECRET", lambda: "sq0csp-" + rs(B64U, 43), "pay")
shape("braintree", "Braintree", "BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LD, 16) + "$" + hx(32), "pay")
shape("adyen", "Adyen", "ADYEN_API_KEY", _adyen, "pay", "X-API-Key: {}", "https://checkout-test.adyen.com/v71/paymentMethods")
shape("razorpay_secret", "Razorpay", "RAZORPAY_KEY_SECRET", lambda: rs(AL, 24), "pay")
shape("paystack", "Paystack", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hx(40), "pay", "Authorization: Bearer {}", "https://api.paystack.co/transaction/verify/")
shape("flutterwave", "Flutterwave", "FLW_SECRET_KEY", lambda: "FLWSECK-" + hx(32) + "-X", "pay", "Authorization: Bearer {}", "https://api.flutterwave.com/v3/transactions")
shape("mollie", "Mollie", "MOLLIE_API_KEY", lambda: "live_" + rs(AL, 30), "pay", "Authorization: Bearer {}", "https://api.mollie.com/v2/payments")
shape("shopify_pat", "Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32), "pay", "X-Shopify-Access-Token: {}", None)
shape("shopify_ss", "Shopify", "SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32), "pay")
shape("plaid_secret", "Plaid", "PLAID_SECRET", lambda: hx(30), "pay")
shape("checkout", "Checkout.com", "CKO_SECRET_KEY", lambda: "sk_sbox_" + rs(LD, 26), "pay", "Authorization: Bearer {}", "https://api.sandbox.checkout.com/payments")
shape("gocardless", "GoCardless", "GC_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40), "pay", "Authorization: Bearer {}", "https://api.gocardless.com/mandates")
shape("paddle", "Paddle", "PADDLE_API_KEY", lambda: "pdl_live_apikey_" + rs(LD, 26) + "_" + rs(AL, 22) + "_" + rs(AL, 3), "pay", "Authorization: Bearer {}", "https://api.paddle.com/products")
shape("toss_sk", "Toss Payments", "TOSS_SECRET_KEY", lambda: R.choice(["test_sk_", "live_sk_"]) + rs(AL, 28), "pay kr")
shape("toss_gsk", "Toss Payments", "TOSS_WIDGET_SECRET_KEY", lambda: R.choice(["test_gsk_", "live_gsk_"]) + rs(AL, 28), "pay kr")
shape("kakaopay", "KakaoPay", "KAKAOPAY_SECRET_KEY", lambda: R.choice(["DEV", "PRD"]) + rs(HXU, 37), "pay kr")
shape("portone", "PortOne", "PORTONE_API_SECRET", lambda: rs(AL, 80), "pay kr")
shape("nicepay", "NICEPAY", "NICEPAY_MERCHANT_KEY", lambda: b64(rbytes(64)), "pay kr")
shape("inicis", "KG Inicis", "INICIS_SIGNKEY", lambda: b64(rbytes(24)), "pay kr")
shape("shippo", "Shippo", "SHIPPO_API_KEY", lambda: "shippo_live_" + hx(40), "pay", "Authorization: ShippoToken {}", "https://api.goshippo.com/shipments/")
shape("easypost", "EasyPost", "EASYPOST_API_KEY", lambda: "EZAK" + hx(54), "pay")
shape("lob", "Lob", "LOB_API_KEY", lambda: "live_" + hx(35), "pay")

# Messaging / comms --------------------------------------------------------------------------
shape("slack_bot", "Slack", "SLACK_BOT_TOKEN", lambda: "xoxb-%d-%d-%s" % (R.randint(10 ** 11, 10 ** 12 - 1), R.randint(10 ** 12, 10 ** 13 - 1), rs(AL, 24)), "msg",
      "Authorization: Bearer {}", "https://slack.com/api/chat.postMessage")
shape("slack_user", "Slack", "SLACK_USER_TOKEN", lambda: "xoxp-%d-%d-%d-%s" % (R.randint(10 ** 11, 10 ** 12 - 1), R.randint(10 ** 11, 10 ** 12 - 1), R.randint(10 ** 12, 10 ** 13 - 1), hx(32)), "msg",
      "Authorization: Bearer {}", "https://slack.com/api/conversations.history")
shape("slack_app", "Slack", "SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%d-%s" % (rs(UD, 10), R.randint(10 ** 12, 10 ** 13 - 1), hx(64)), "msg")
shape("slack_config", "Slack", "SLACK_CONFIG_TOKEN", lambda: "xoxe.xoxp-1-" + rs(B64U, 140), "msg")
shape("slack_refresh", "Slack", "SLACK_REFRESH_TOKEN", lambda: "xoxe-1-" + rs(B64U, 140), "msg")
shape("slack_webhook", "Slack", "SLACK_WEBHOOK_URL", lambda: rs(AL, 24), "msgurl")
shape("discord_bot", "Discord", "DISCORD_TOKEN", _discord_bot, "msg", "Authorization: Bot {}", "https://discord.com/api/v10/users/@me")
shape("discord_webhook", "Discord", "DISCORD_WEBHOOK_URL", lambda: rs(B64U, 68), "msgurl")
shape("telegram", "Telegram", "TELEGRAM_BOT_TOKEN", lambda: "%d:AA%s" % (R.randint(10 ** 9, 8 * 10 ** 9), rs(B64U, 33)), "msg")
shape("twilio_auth", "Twilio", "TWILIO_AUTH_TOKEN", lambda: hx(32), "msg")
shape("twilio_api_secret", "Twilio", "TWILIO_API_SECRET", lambda: rs(AL, 32), "msg")
shape("sendgrid", "SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), "msg", "Authorization: Bearer {}", "https://api.sendgrid.com/v3/mail/send")
shape("mailgun", "Mailgun", "MAILGUN_API_KEY", lambda: "key-" + hx(32), "msg")
shape("mailgun_new", "Mailgun", "MAILGUN_API_KEY", lambda: hx(32) + "-" + hx(8) + "-" + hx(8), "msg")
shape("mailchimp", "Mailchimp", "MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(R.randint(1, 21)), "msg")
shape("postmark", "Postmark", "POSTMARK_SERVER_TOKEN", uuid4, "msg", "X-Postmark-Server-Token: {}", "https://api.postmarkapp.com/email")
shape("vonage", "Vonage", "VONAGE_API_SECRET", lambda: rs(AL, 16), "msg")
shape("messagebird", "MessageBird", "MESSAGEBIRD_ACCESS_KEY", lambda: rs(AL, 25), "msg", "Authorization: AccessKey {}", "https://rest.messagebird.com/messages")
shape("brevo", "Brevo", "BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + rs(AL, 16), "msg", "api-key: {}", "https://api.brevo.com/v3/smtp/email")
shape("resend", "Resend", "RESEND_API_KEY", lambda: "re_" + rs(AL, 8) + "_" + rs(AL, 24), "msg", "Authorization: Bearer {}", "https://api.resend.com/emails")
shape("pusher", "Pusher", "PUSHER_APP_SECRET", lambda: hx(20), "msg")
shape("ably", "Ably", "ABLY_API_KEY", lambda: rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43), "msg")
shape("zoom", "Zoom", "ZOOM_CLIENT_SECRET", lambda: rs(AL, 32), "msg")
shape("intercom", "Intercom", "INTERCOM_ACCESS_TOKEN", _intercom, "msg", "Authorization: Bearer {}", "https://api.intercom.io/contacts")
shape("line_token", "LINE", "LINE_CHANNEL_ACCESS_TOKEN", lambda: rs(B64, 171) + "=", "msg kr long", "Authorization: Bearer {}", "https://api.line.me/v2/bot/message/push")
shape("line_secret", "LINE", "LINE_CHANNEL_SECRET", lambda: hx(32), "msg kr")
shape("line_notify", "LINE Notify", "LINE_NOTIFY_TOKEN", lambda: rs(AL, 43), "msg kr", "Authorization: Bearer {}", "https://notify-api.line.me/api/notify")
shape("teams_webhook", "Microsoft Teams", "TEAMS_WEBHOOK_URL", lambda: hx(32), "msgurl")
shape("gchat_token", "Google Chat", "GCHAT_WEBHOOK_URL", lambda: rs(B64U, 43) + "%3D", "msgurl")
shape("jandi", "JANDI", "JANDI_WEBHOOK_URL", lambda: hx(32), "msgurl kr")
shape("dooray", "Dooray", "DOORAY_HOOK_URL", lambda: rs(AL, 22), "msgurl kr")
shape("kakaowork", "KakaoWork", "KAKAOWORK_BOT_APP_KEY", lambda: hx(32), "msg kr", "Authorization: Bearer {}", "https://api.kakaowork.com/v1/messages.send")
shape("sendbird", "Sendbird", "SENDBIRD_API_TOKEN", lambda: hx(40), "msg kr", "Api-Token: {}", None)
shape("channeltalk", "Channel Talk", "CHANNEL_ACCESS_SECRET", lambda: hx(32), "msg kr", "x-access-secret: {}", None)
shape("solapi", "SOLAPI", "SOLAPI_API_SECRET", lambda: rs(UD, 32), "msg kr")
shape("aligo", "Aligo", "ALIGO_API_KEY", lambda: rs(LD, 32), "msg kr")
shape("naver_works", "NAVER WORKS", "NW_CLIENT_SECRET", lambda: rs(AL, 10), "msg kr")
shape("mattermost", "Mattermost", "MM_BOT_TOKEN", lambda: rs(LD, 26), "msg", "Authorization: Bearer {}", None)
shape("rocketchat", "Rocket.Chat", "ROCKETCHAT_AUTH_TOKEN", lambda: rs(B64U, 43), "msg", "X-Auth-Token: {}", None)

# Korean platform / auth ---------------------------------------------------------------------
shape("kakao_rest", "Kakao", "KAKAO_REST_API_KEY", lambda: hx(32), "kr", "Authorization: KakaoAK {}", "https://dapi.kakao.com/v2/local/search/address.json")
shape("kakao_admin", "Kakao", "KAKAO_ADMIN_KEY", lambda: hx(32), "kr", "Authorization: KakaoAK {}", "https://kapi.kakao.com/v1/user/ids")
shape("kakao_client_secret", "Kakao", "KAKAO_CLIENT_SECRET", lambda: rs(AL, 32), "kr")
shape("naver_client_secret", "Naver Developers", "NAVER_CLIENT_SECRET", lambda: rs(AL + "_", 10), "kr")

# CI/CD, VCS, registries ---------------------------------------------------------------------
shape("gh_classic", "GitHub", "GITHUB_TOKEN", lambda: "ghp_" + rs(AL, 36), "ci", "Authorization: token {}", "https://api.github.com/user/repos")
shape("gh_oauth", "GitHub", "GH_OAUTH_TOKEN", lambda: "gho_" + rs(AL, 36), "ci", "Authorization: Bearer {}", "https://api.github.com/user")
shape("gh_server", "GitHub", "GH_INSTALLATION_TOKEN", lambda: "ghs_" + rs(AL, 36), "ci", "Authorization: Bearer {}", "https://api.github.com/installation/repositories")
shape("gh_user", "GitHub", "GH_USER_TO_SERVER", lambda: "ghu_" + rs(AL, 36), "ci")
shape("gh_refresh", "GitHub", "GH_REFRESH_TOKEN", lambda: "ghr_" + rs(AL, 76), "ci")
shape("gh_fine", "GitHub", "GH_TOKEN", lambda: "github_pat_11" + rs(UD, 20) + "_" + rs(AL, 59), "ci", "Authorization: Bearer {}", "https://api.github.com/repos/")
shape("gitlab_pat", "GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), "ci", "PRIVATE-TOKEN: {}", "https://gitlab.com/api/v4/projects")
shape("gitlab_deploy", "GitLab", "CI_DEPLOY_PASSWORD", lambda: "gldt-" + rs(B64U, 20), "ci")
shape("gitlab_runner", "GitLab", "RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20), "ci")
shape("gitlab_runner_reg", "GitLab", "REGISTRATION_TOKEN", lambda: "GR1348941" + rs(B64U, 20), "ci")
shape("gitlab_trigger", "GitLab", "TRIGGER_TOKEN", lambda: "glptt-" + hx(40), "ci")
shape("atlassian", "Atlassian", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HXU, 8), "ci long")
shape("bitbucket", "Bitbucket", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AL, 28) + rs(HXU, 8), "ci")
shape("circleci", "CircleCI", "CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(AL, 22) + "_" + hx(40), "ci", "Circle-Token: {}", "https://circleci.com/api/v2/me")
shape("jenkins", "Jenkins", "JENKINS_API_TOKEN", lambda: "11" + hx(32), "ci")
shape("buildkite", "Buildkite", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40), "ci", "Authorization: Bearer {}", "https://api.buildkite.com/v2/builds")
shape("travis", "Travis CI", "TRAVIS_API_TOKEN", lambda: rs(B64U, 22), "ci", "Authorization: token {}", "https://api.travis-ci.com/repos")
shape("vercel", "Vercel", "VERCEL_TOKEN", lambda: rs(AL, 24), "ci", "Authorization: Bearer {}", "https://api.vercel.com/v9/projects")
shape("vercel_blob", "Vercel", "BLOB_READ_WRITE_TOKEN", lambda: "vercel_blob_rw_" + rs(AL, 16) + "_" + rs(AL, 30), "ci")
shape("netlify", "Netlify", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AL, 36), "ci", "Authorization: Bearer {}", "https://api.netlify.com/api/v1/sites")
shape("heroku", "Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58), "ci", "Authorization: Bearer {}", "https://api.heroku.com/apps")
shape("render", "Render", "RENDER_API_KEY", lambda: "rnd_" + rs(AL, 32), "ci", "Authorization: Bearer {}", "https://api.render.com/v1/services")
shape("flyio", "Fly.io", "FLY_API_TOKEN", lambda: "fm2_" + rs(B64, R.randint(180, 240)) + ",fm2_" + rs(B64, R.randint(120, 170)), "ci long")
shape("terraform", "Terraform Cloud", "TFE_TOKEN", lambda: rs(AL, 14) + ".atlasv1." + rs(AL, 67), "ci", "Authorization: Bearer {}", "https://app.terraform.io/api/v2/organizations")
shape("pulumi", "Pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40), "ci")
shape("doppler", "Doppler", "DOPPLER_TOKEN", lambda: "dp.st." + R.choice(["dev", "stg", "prd"]) + "." + rs(AL, 43), "ci")
shape("doppler_pt", "Doppler", "DOPPLER_TOKEN", lambda: "dp.pt." + rs(AL, 43), "ci")
shape("vault_hvs", "HashiCorp Vault", "VAULT_TOKEN", lambda: "hvs." + rs(AL, 24), "ci", "X-Vault-Token: {}", None)
shape("vault_hvs_long", "HashiCorp Vault", "VAULT_TOKEN", lambda: "hvs.CAESI" + rs(B64U, R.randint(86, 100)), "ci", "X-Vault-Token: {}", None)
shape("vault_batch", "HashiCorp Vault", "VAULT_TOKEN", lambda: "hvb.AAAAAQ" + rs(B64U, R.randint(120, 150)), "ci")
shape("op_sa", "1Password", "OP_SERVICE_ACCOUNT_TOKEN", _op_sa, "ci long")
shape("op_secret_key", "1Password", "OP_SECRET_KEY", lambda: "A3-%s-%s-%s-%s-%s-%s" % (rs(UD, 6), rs(UD, 6), rs(UD, 5), rs(UD, 5), rs(UD, 5), rs(UD, 5)), "misc")
shape("docker_pat", "Docker Hub", "DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27), "reg")
shape("npm", "npm", "NPM_TOKEN", lambda: "npm_" + rs(AL, 36), "reg")
shape("pypi", "PyPI", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, R.randint(140, 170)), "reg")
shape("rubygems", "RubyGems", "GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48), "reg")
shape("nuget", "NuGet", "NUGET_API_KEY", lambda: "oy2" + rs(LD, 43), "reg")
shape("crates", "crates.io", "CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(AL, 32), "reg")
shape("jfrog_api", "JFrog", "ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(AL, 69), "reg", "X-JFrog-Art-Api: {}", None)
shape("jfrog_ref", "JFrog", "JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(AL, 50), "reg", "Authorization: Bearer {}", None)
shape("sonar_user", "SonarQube", "SONAR_TOKEN", lambda: "squ_" + hx(40), "ci")
shape("sonar_project", "SonarQube", "SONAR_TOKEN", lambda: "sqp_" + hx(40), "ci")
shape("sonar_analysis", "SonarQube", "SONAR_TOKEN", lambda: "sqa_" + hx(40), "ci")
shape("postman", "Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34), "ci", "X-API-Key: {}", "https://api.getpostman.com/collections")
shape("gitea", "Gitea", "GITEA_TOKEN", lambda: hx(40), "ci", "Authorization: token {}", None)
shape("expo", "Expo", "EXPO_TOKEN", lambda: rs(B64U, 40), "ci")
shape("codecov", "Codecov", "CODECOV_TOKEN", uuid4, "ci")
shape("snyk", "Snyk", "SNYK_TOKEN", uuid4, "ci")
shape("harness", "Harness", "HARNESS_PLATFORM_API_KEY", lambda: "pat." + rs(B64U, 22) + "." + hx(24) + "." + rs(AL, 20), "ci", "x-api-key: {}", None)
shape("octopus", "Octopus Deploy", "OCTOPUS_API_KEY", lambda: "API-" + rs(UD, 26), "ci", "X-Octopus-ApiKey: {}", None)
shape("prefect", "Prefect", "PREFECT_API_KEY", lambda: "pnu_" + rs(AL, 36), "ci")
shape("readme", "ReadMe", "README_API_KEY", lambda: "rdme_" + rs(LD, 70), "ci")
shape("scalingo", "Scalingo", "SCALINGO_API_TOKEN", lambda: "tk-us-" + rs(B64U, 48), "ci")
shape("frameio", "Frame.io", "FRAMEIO_TOKEN", lambda: "fio-u-" + rs(B64U, 64), "ci")
shape("harbor_robot", "Harbor", "HARBOR_ROBOT_SECRET", lambda: rs(AL, 32), "reg")
shape("portainer", "Portainer", "PORTAINER_API_KEY", lambda: "ptr_" + rs(B64, 43), "ci", "X-API-Key: {}", None)
shape("rancher", "Rancher", "RANCHER_TOKEN", lambda: "token-" + rs(LD, 5) + ":" + rs(LD, 54), "ci")
shape("k8s_bootstrap", "Kubernetes", "KUBEADM_TOKEN", lambda: rs(LD, 6) + "." + rs(LD, 16), "ci")
shape("k3s", "k3s", "K3S_TOKEN", lambda: "K10" + hx(64) + "::server:" + hx(32), "ci")
shape("tailscale", "Tailscale", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(AL, 10) + "CNTRL-" + rs(AL, 33), "ci")
shape("tailscale_api", "Tailscale", "TS_API_KEY", lambda: "tskey-api-k" + rs(AL, 10) + "CNTRL-" + rs(AL, 33), "ci")
shape("ngrok", "ngrok", "NGROK_AUTHTOKEN", lambda: "2" + rs(AL, 26) + "_" + rs(AL, 21), "ci")
shape("cf_tunnel", "Cloudflare Tunnel", "TUNNEL_TOKEN", _cf_tunnel, "ci long")
shape("consul", "Consul", "CONSUL_HTTP_TOKEN", uuid4, "ci", "X-Consul-Token: {}", None)
shape("nomad", "Nomad", "NOMAD_TOKEN", uuid4, "ci", "X-Nomad-Token: {}", None)
shape("launchdarkly", "LaunchDarkly", "LD_SDK_KEY", lambda: "sdk-" + uuid4(), "obs")
shape("launchdarkly_api", "LaunchDarkly", "LD_API_KEY", lambda: "api-" + uuid4(), "obs", "Authorization: {}", "https://app.launchdarkly.com/api/v2/flags/default")
shape("fcm_legacy", "Firebase", "FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), "msg long", "Authorization: key={}", "https://fcm.googleapis.com/fcm/send")
shape("sentry_org", "Sentry", "SENTRY_AUTH_TOKEN", _sentry_org, "obs")
shape("sentry_user", "Sentry", "SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64), "obs", "Authorization: Bearer {}", "https://sentry.io/api/0/projects/")

# Observability / analytics ------------------------------------------------------------------
shape("datadog_api", "Datadog", "DD_API_KEY", lambda: hx(32), "obs", "DD-API-KEY: {}", "https://api.datadoghq.com/api/v1/validate")
shape("datadog_app", "Datadog", "DD_APP_KEY", lambda: hx(40), "obs", "DD-APPLICATION-KEY: {}", None)
shape("newrelic_user", "New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UD, 27), "obs", "API-Key: {}", "https://api.newrelic.com/graphql")
shape("newrelic_license", "New Relic", "NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL", "obs")
shape("newrelic_insert", "New Relic", "NEW_RELIC_INSERT_KEY", lambda: "NRII-" + rs(B64U, 32), "obs", "X-Insert-Key: {}", None)
shape("grafana_sa", "Grafana", "GRAFANA_TOKEN", lambda: "glsa_" + rs(AL, 32) + "_" + hx(8), "obs", "Authorization: Bearer {}", None)
shape("grafana_cloud", "Grafana Cloud", "GRAFANA_CLOUD_TOKEN", _grafana_cloud, "obs")
shape("honeycomb", "Honeycomb", "HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(LD, 56), "obs", "x-honeycomb-team: {}", "https://api.honeycomb.io/1/auth")
shape("pagerduty", "PagerDuty", "PAGERDUTY_TOKEN", lambda: "u+" + rs(AL + "_-", 18), "obs", "Authorization: Token token={}", "https://api.pagerduty.com/incidents")
shape("pagerduty_rk", "PagerDuty", "PD_ROUTING_KEY", lambda: hx(32), "obs")
shape("opsgenie", "Opsgenie", "OPSGENIE_API_KEY", uuid4, "obs", "Authorization: GenieKey {}", "https://api.opsgenie.com/v2/alerts")
shape("splunk_hec", "Splunk", "SPLUNK_HEC_TOKEN", uuid4, "obs", "Authorization: Splunk {}", None)
shape("elastic_api", "Elastic", "ELASTIC_API_KEY", _elastic, "obs", "Authorization: ApiKey {}", None)
shape("bugsnag", "Bugsnag", "BUGSNAG_API_KEY", lambda: hx(32), "obs")
shape("rollbar", "Rollbar", "ROLLBAR_ACCESS_TOKEN", lambda: hx(32), "obs", "X-Rollbar-Access-Token: {}", None)
shape("logzio", "Logz.io", "LOGZIO_TOKEN", lambda: rs(UP + LO, 32), "obs")
shape("dynatrace", "Dynatrace", "DT_API_TOKEN", lambda: "dt0c01." + rs(UD, 24) + "." + rs(UD, 64), "obs", "Authorization: Api-Token {}", None)
shape("posthog", "PostHog", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(AL, 43), "obs", "Authorization: Bearer {}", None)
shape("segment", "Segment", "SEGMENT_WRITE_KEY", lambda: rs(AL, 32), "obs")
shape("mixpanel", "Mixpanel", "MIXPANEL_API_SECRET", lambda: hx(32), "obs")
shape("amplitude", "Amplitude", "AMPLITUDE_SECRET_KEY", lambda: hx(32), "obs")

# Data / SaaS --------------------------------------------------------------------------------
shape("atlas_private", "MongoDB Atlas", "ATLAS_PRIVATE_KEY", uuid4, "db")
shape("planetscale_pw", "PlanetScale", "DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43), "db")
shape("planetscale_tkn", "PlanetScale", "PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43), "db")
shape("supabase_service", "Supabase", "SUPABASE_SERVICE_ROLE_KEY", _supabase_jwt, "db", "apikey: {}", None)
shape("supabase_pat", "Supabase", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + hx(40), "db", "Authorization: Bearer {}", "https://api.supabase.com/v1/projects")
shape("supabase_secret", "Supabase", "SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 31), "db")
shape("neon_api", "Neon", "NEON_API_KEY", lambda: "napi_" + rs(LD, 64), "db", "Authorization: Bearer {}", "https://console.neon.tech/api/v2/projects")
shape("neon_pw", "Neon", "PGPASSWORD", lambda: "npg_" + rs(AL, 12), "db")
shape("upstash", "Upstash", "UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(AL, R.randint(58, 70)) + "=", "db", "Authorization: Bearer {}", None)
shape("algolia", "Algolia", "ALGOLIA_ADMIN_KEY", lambda: hx(32), "db", "X-Algolia-API-Key: {}", None)
shape("contentful", "Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43), "saas", "Authorization: Bearer {}", "https://api.contentful.com/spaces")
shape("sanity", "Sanity", "SANITY_API_TOKEN", lambda: "sk" + rs(AL, 180), "saas long")
shape("airtable", "Airtable", "AIRTABLE_TOKEN", lambda: "pat" + rs(AL, 14) + "." + hx(64), "saas", "Authorization: Bearer {}", "https://api.airtable.com/v0/meta/bases")
shape("notion", "Notion", "NOTION_TOKEN", lambda: "secret_" + rs(AL, 43), "saas", "Authorization: Bearer {}", "https://api.notion.com/v1/search")
shape("notion_ntn", "Notion", "NOTION_API_KEY", lambda: "ntn_" + rs(DG, 11) + rs(AL, 35), "saas", "Authorization: Bearer {}", "https://api.notion.com/v1/users")
shape("linear", "Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(AL, 40), "saas", "Authorization: {}", "https://api.linear.app/graphql")
shape("asana", "Asana", "ASANA_PAT", lambda: "2/%d/%d:%s" % (R.randint(10 ** 15, 10 ** 16 - 1), R.randint(10 ** 15, 10 ** 16 - 1), hx(32)), "saas", "Authorization: Bearer {}", "https://app.asana.com/api/1.0/users/me")
shape("figma", "Figma", "FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), "saas", "X-Figma-Token: {}", "https://api.figma.com/v1/me")
shape("clickup", "ClickUp", "CLICKUP_TOKEN", lambda: "pk_%d_%s" % (R.randint(10 ** 7, 10 ** 8 - 1), rs(UD, 32)), "saas", "Authorization: {}", "https://api.clickup.com/api/v2/team")
shape("trello_token", "Trello", "TRELLO_TOKEN", lambda: "ATTA" + hx(64) + rs(HXU, 8), "saas")
shape("okta", "Okta", "OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40), "saas", "Authorization: SSWS {}", None)
shape("auth0_secret", "Auth0", "AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64), "saas")
shape("mapbox_sk", "Mapbox", "MAPBOX_SECRET_TOKEN", _mapbox, "saas")
shape("databricks", "Databricks", "DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + R.choice(["", "-2", "-3"]), "db", "Authorization: Bearer {}", None)
shape("confluent_secret", "Confluent Cloud", "CONFLUENT_API_SECRET", lambda: rs(AL + "+/", 64), "db")
shape("dropbox", "Dropbox", "DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, R.randint(150, 200)), "saas long", "Authorization: Bearer {}", "https://api.dropboxapi.com/2/files/list_folder")
shape("box", "Box", "BOX_DEVELOPER_TOKEN", lambda: rs(AL, 32), "saas", "Authorization: Bearer {}", "https://api.box.com/2.0/folders/0")
shape("twitch", "Twitch", "TWITCH_CLIENT_SECRET", lambda: rs(LD, 30), "saas")
shape("meta_token", "Meta", "FB_ACCESS_TOKEN", lambda: "EAAB" + rs(AL, R.randint(170, 200)), "saas long")
shape("meta_secret", "Meta", "FB_APP_SECRET", lambda: hx(32), "saas")
shape("twitter_bearer", "X (Twitter)", "TWITTER_BEARER_TOKEN", _twitter_bearer, "saas", "Authorization: Bearer {}", "https://api.twitter.com/2/tweets/search/recent")
shape("twitter_secret", "X (Twitter)", "TWITTER_API_SECRET", lambda: rs(AL, 50), "saas")
shape("linkedin_secret", "LinkedIn", "LINKEDIN_CLIENT_SECRET", lambda: "WPL_AP1." + rs(AL, 16) + "." + rs(B64, 22) + "==", "saas")
shape("hubspot", "HubSpot", "HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + R.choice(["na1", "eu1", "na2"]) + "-" + uuid4(), "saas", "Authorization: Bearer {}", "https://api.hubapi.com/crm/v3/objects/contacts")
shape("salesforce_secret", "Salesforce", "SF_CONSUMER_SECRET", lambda: rs(HXU, 64), "saas")
shape("salesforce_session", "Salesforce", "SF_ACCESS_TOKEN", _salesforce_session, "saas", "Authorization: Bearer {}", None)
shape("zendesk", "Zendesk", "ZENDESK_API_TOKEN", lambda: rs(AL, 40), "saas")
shape("freshdesk", "Freshdesk", "FRESHDESK_API_KEY", lambda: rs(AL, 20), "saas")
shape("pipedrive", "Pipedrive", "PIPEDRIVE_API_TOKEN", lambda: hx(40), "saas")
shape("fastly", "Fastly", "FASTLY_API_TOKEN", lambda: rs(B64U, 32), "cloud", "Fastly-Key: {}", "https://api.fastly.com/service")
shape("akamai_secret", "Akamai", "AKAMAI_CLIENT_SECRET", lambda: rs(B64, 43) + "=", "cloud")
shape("akamai_token", "Akamai", "AKAMAI_ACCESS_TOKEN", lambda: "akab-" + rs(LD, 16) + "-" + rs(LD, 16), "cloud")
shape("bunny", "Bunny.net", "BUNNY_ACCESS_KEY", lambda: uuid4() + "-" + hx(4) + "-" + hx(4), "cloud", "AccessKey: {}", "https://api.bunny.net/pullzone")
shape("shodan", "Shodan", "SHODAN_API_KEY", lambda: rs(AL, 32), "saas")
shape("virustotal", "VirusTotal", "VT_API_KEY", lambda: hx(64), "saas", "x-apikey: {}", "https://www.virustotal.com/api/v3/files/")
shape("keycloak", "Keycloak", "KEYCLOAK_CLIENT_SECRET", lambda: rs(AL, 32), "saas")
shape("cognito", "Amazon Cognito", "COGNITO_CLIENT_SECRET", lambda: rs(LD, 52), "cloud")
shape("steam", "Steam", "STEAM_WEB_API_KEY", lambda: rs(HXU, 32), "saas")
shape("riot", "Riot Games", "RIOT_API_KEY", lambda: "RGAPI-" + uuid4(), "saas", "X-Riot-Token: {}", None)
shape("spotify", "Spotify", "SPOTIFY_CLIENT_SECRET", lambda: hx(32), "saas")
shape("typeform", "Typeform", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(AL, 44) + "_" + rs(AL, 14), "saas", "Authorization: Bearer {}", "https://api.typeform.com/forms")
shape("cloudinary", "Cloudinary", "CLOUDINARY_API_SECRET", lambda: rs(B64U, 27), "saas")
shape("agora", "Agora", "AGORA_APP_CERTIFICATE", lambda: hx(32), "msg")
shape("docusign", "DocuSign", "DOCUSIGN_SECRET_KEY", uuid4, "saas")
shape("lemonsqueezy", "Lemon Squeezy", "LEMONSQUEEZY_API_KEY", lambda: jwt({"aud": "1", "jti": hx(80), "iat": _ts(), "nbf": _ts(), "sub": str(R.randint(100000, 9999999)), "scopes": []}, "RS256"), "pay long")

# Keys, seeds, app secrets -------------------------------------------------------------------
shape("age", "age", "SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58), "misc")
shape("nsec", "Nostr", "NOSTR_NSEC", lambda: "nsec1" + rs(BECH, 58), "misc")
shape("eth_priv", "Ethereum", "PRIVATE_KEY", lambda: "0x" + hx(64), "misc")
shape("btc_wif", "Bitcoin", "WIF_KEY", lambda: R.choice("KL") + rs(B58, 51), "misc")
shape("django", "Django", "DJANGO_SECRET_KEY", lambda: "django-insecure-" + rs(LD + "!@#$%^&*(-_=+)", 50), "app")
shape("rails_master", "Rails", "RAILS_MASTER_KEY", lambda: hx(32), "app")
shape("rails_skb", "Rails", "SECRET_KEY_BASE", lambda: hx(128), "app long")
shape("laravel", "Laravel", "APP_KEY", lambda: "base64:" + b64(rbytes(32)), "app")
shape("fernet", "Fernet", "FERNET_KEY", lambda: b64u(rbytes(32), pad=True), "app")
shape("nextauth", "NextAuth", "NEXTAUTH_SECRET", lambda: b64(rbytes(32)), "app")
shape("jwt_secret", "JWT", "JWT_SECRET", lambda: rs(AL, R.choice([32, 48, 64])), "app")
shape("wireguard", "WireGuard", "WG_PRIVATE_KEY", lambda: b64(rbytes(32)), "misc")
shape("totp", "TOTP", "TOTP_SECRET", lambda: rs(B32, R.choice([16, 32])), "misc")
shape("yubikey_otp", "YubiKey", "YUBIKEY_OTP", lambda: "cccccc" + rs(MODHEX, 38), "misc nogeneric")
shape("apple_app_pw", "Apple ID", "APPLE_APP_SPECIFIC_PASSWORD", lambda: "-".join(rs(LO, 4) for _ in range(4)), "misc")
shape("google_app_pw", "Google Account", "SMTP_PASSWORD", lambda: " ".join(rs(LO, 4) for _ in range(4)), "misc")
shape("naver_app_pw", "Naver Mail", "NAVER_MAIL_APP_PASSWORD", lambda: rs(UD, 12), "misc kr")
shape("sendbird_master", "Sendbird", "SENDBIRD_MASTER_TOKEN", lambda: hx(40), "msg")
shape("jenkins_initial", "Jenkins", "initialAdminPassword", lambda: hx(32), "ci nogeneric")
shape("session_cookie", "Web session", "SESSION", lambda: b64u(rbytes(R.choice([32, 36, 48]))), "misc nogeneric")
def _jwt_access():
    t = _ts()
    return jwt({"sub": str(R.randint(1000, 999999)), "email": email(), "roles": ["admin"], "iat": t, "exp": t + 3600,
                "iss": "https://auth." + corp() + ".com"}, R.choice(["HS256", "RS256"]))


shape("jwt_access", "JWT", "ACCESS_TOKEN", _jwt_access, "misc", "Authorization: Bearer {}", None)

BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve acid "
         "acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult advance advice "
         "aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley "
         "allow almost alone alpha already also alter always amateur amazing among amount amused analyst anchor ancient anger "
         "angle angry animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple approve "
         "april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist artwork "
         "ask aspect assault asset assist assume asthma athlete atom attack attend attitude attract auction audit august aunt "
         "author auto autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
         "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle bid "
         "bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue blur "
         "blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain "
         "brand brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze broom brother brown brush "
         "bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer "
         "buzz cabbage cabin cable cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon "
         "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch "
         "category cattle caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion "
         "change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child chimney choice choose "
         "chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever "
         "click client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut "
         "code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm congress "
         "connect consider control convince cook cool copper copy coral core corn correct cost cotton couch country couple "
         "course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket "
         "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup "
         "cupboard curious current curtain curve cushion custom cute cycle").split()
shape("mnemonic", "BIP39 wallet", "MNEMONIC", lambda: " ".join(R.choice(BIP39) for _ in range(R.choice([12, 12, 24]))), "misc")


# multi-line private keys ---------------------------------------------------------------------
def _wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _ssh_str(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment="user@host"):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    chk = rbytes(4)
    priv = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") + struct.pack(">I", 1) + \
        _ssh_str(pubblob) + _ssh_str(priv)
    lines = _wrap(b64(blob), 70)
    pubkey = "ssh-ed25519 " + b64(pubblob) + " " + comment
    return lines, pubkey


def pem_ec():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return _wrap(b64(der), 64)


def pem_pkcs8_ec():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
        bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return _wrap(b64(der), 64)


def pem_rsa(nlines=None):
    """PKCS#1 RSA key body (random bytes after a real-looking header); nlines trims it for notes."""
    raw = bytes.fromhex("308204a40201000282010100") + rbytes(1180)
    lines = _wrap(b64(raw), 64)
    if nlines:
        lines = lines[:nlines]
    while len(lines[-1]) < 8:
        lines = lines[:-1]
    return lines


def pem_pkcs8_rsa_lines(n):
    raw = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(1200)
    return _wrap(b64(raw), 64)[:n]


def pem_encrypted(n=6):
    raw = bytes.fromhex("308205063040") + rbytes(600)
    return _wrap(b64(raw), 64)[:n]


def pgp_private(n=7):
    raw = b"\x95\x05\x86\x04" + rbytes(700)
    lines = _wrap(b64(raw), 64)[:n]
    return lines


KEYSHAPES = ["openssh_ed25519", "pem_ec", "pem_pkcs8_ec", "pem_rsa", "pem_pkcs8_rsa", "pem_encrypted", "pgp_private", "putty_ppk"]

# --------------------------------------------------------------------------------------------
# note builder / template registry
# --------------------------------------------------------------------------------------------
TEMPLATES = []
SHAPE_USE = {}
for _n in SHAPE_ORDER + KEYSHAPES:
    SHAPE_USE[_n] = 0


def tpl(lang, kind, cat):
    def deco(fn):
        assert not any(t["name"] == fn.__name__ for t in TEMPLATES), fn.__name__
        TEMPLATES.append({"name": fn.__name__, "lang": lang, "kind": kind, "cat": cat, "fn": fn})
        return fn
    return deco


def pool(*tags, hdr=False, url=False, exclude=()):
    out = []
    for nm in SHAPE_ORDER:
        sh = SHAPES[nm]
        if nm in exclude:
            continue
        if "pairid" in sh["tags"] or "msgurl" in sh["tags"] or "nogeneric" in sh["tags"]:
            continue
        if tags and not any(t in sh["tags"] for t in tags):
            continue
        if hdr and not sh["hdr"]:
            continue
        if url and not sh["url"]:
            continue
        out.append(nm)
    return out


class Note:
    def __init__(self, t):
        self.t = t
        self.ko = t["lang"] == "ko"
        self.secrets = []
        self.vendors = []
        self.used = []

    # -- bookkeeping
    def _use(self, name, vendor):
        if self.t["kind"] != "secret":
            raise RuntimeError("clean template %s generated a secret" % self.t["name"])
        SHAPE_USE[name] = SHAPE_USE.get(name, 0) + 1
        self.used.append(name)
        self.vendor(vendor)

    def vendor(self, v):
        if v and v not in self.vendors:
            self.vendors.append(v)

    def add(self, v):
        if self.t["kind"] != "secret":
            raise RuntimeError("clean template %s recorded a secret" % self.t["name"])
        if v not in self.secrets:
            self.secrets.append(v)
        return v

    # -- generators
    def s(self, name):
        sh = SHAPES[name]
        v = sh["gen"]()
        self._use(name, sh["vendor"])
        return self.add(v)

    def raw(self, name):
        """value of a shape that will only appear transformed (caller records what is written)."""
        sh = SHAPES[name]
        v = sh["gen"]()
        self._use(name, sh["vendor"])
        return v

    def pw(self, style=None, avoid="", minlen=8):
        return self.add(pw(style=style, avoid=avoid, ko=self.ko, minlen=minlen))

    def rawpw(self, style=None, avoid="", minlen=8):
        return pw(style=style, avoid=avoid, ko=self.ko, minlen=minlen)

    def pick(self, names):
        m = min(SHAPE_USE[x] for x in names)
        return R.choice([x for x in names if SHAPE_USE[x] == m])

    def key(self, kind, comment=None, n=None):
        """multi-line private key: returns (begin, lines, end); lines are recorded as secrets."""
        pub = None
        if kind == "openssh_ed25519":
            lines, pub = openssh_ed25519(comment or (en_user() + "@" + R.choice(["laptop", "build-01", "bastion", "mbp"])))
            b, e = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
            vend = "OpenSSH"
        elif kind == "pem_ec":
            lines, b, e, vend = pem_ec(), "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", "PEM EC key"
        elif kind == "pem_pkcs8_ec":
            lines, b, e, vend = pem_pkcs8_ec(), "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "PKCS#8 EC key"
        elif kind == "pem_rsa":
            lines, b, e, vend = pem_rsa(n), "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", "PEM RSA key"
        elif kind == "pem_pkcs8_rsa":
            lines, b, e, vend = pem_pkcs8_rsa_lines(n or 6), "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", "PKCS#8 RSA key"
        elif kind == "pem_encrypted":
            lines, b, e, vend = pem_encrypted(n or 6), "-----BEGIN ENCRYPTED PRIVATE KEY-----", "-----END ENCRYPTED PRIVATE KEY-----", "PKCS#8 encrypted key"
        elif kind == "pgp_private":
            lines, b, e, vend = pgp_private(n or 7), "-----BEGIN PGP PRIVATE KEY BLOCK-----", "-----END PGP PRIVATE KEY BLOCK-----", "PGP"
        else:
            raise ValueError(kind)
        SHAPE_USE[kind] += 1
        self.used.append(kind)
        self.vendor(vend)
        for ln in lines:
            self.add(ln)
        self.pubkey = pub
        return b, lines, e

    def pem(self, kind, sep="\n", n=None, comment=None):
        b, lines, e = self.key(kind, comment=comment, n=n)
        return sep.join([b] + lines + [e])


def hdr(name, value):
    return SHAPES[name]["hdr"].format(value)


def var(name):
    return SHAPES[name]["var"]


def vendor_of(name):
    return SHAPES[name]["vendor"]

# ============================================================================================
# ENGLISH  -  SECRET
# ============================================================================================
GENERIC = pool()
GENERIC_SHORT = [x for x in GENERIC if "long" not in SHAPES[x]["tags"]]
LONG = [x for x in GENERIC if "long" in SHAPES[x]["tags"]]
BEARERS = pool(hdr=True, url=True)


@tpl("en", "secret", "shell: export in terminal transcript")
def es_export(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    s = svc()
    mc = ("`%s` kept returning 401 in local dev; the shell still had last week's value. Re-ran:\n\n"
          "$ export %s=%s\n$ make run\n\nand /healthz went green." % (s, var(nm), v))
    ls = "direnv only reloads on cd. After editing .envrc run `direnv allow` or re-export %s, otherwise the old value sticks." % var(nm)
    return mc, ls, "Should local dev pull this from the shared vault instead of a manual export?"


@tpl("en", "secret", "dotenv: several providers in one .env")
def es_dotenv_multi(n):
    names = []
    for _ in range(R.randint(6, 7)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    lines = ["# .env.local  (copied from %s's laptop)" % R.choice(FIRST_EN).capitalize(), "NODE_ENV=development", "PORT=%d" % R.choice([3000, 8080, 5173])]
    for nm in names:
        lines.append("%s=%s" % (var(nm), n.s(nm)))
    mc = "Onboarding blocked because .env.example is outdated. Working file:\n" + "\n".join(lines)
    ls = "The app crashes at boot (zod env validation) if any of these is missing; the error names only the first missing key."
    return mc, ls, "Can someone regenerate .env.example from the schema so it lists every key?"


@tpl("en", "secret", "curl: bearer/custom header from shell history")
def es_curl_header(n):
    nm = n.pick(BEARERS)
    v = n.s(nm)
    u = SHAPES[nm]["url"]
    mc = "Reproduced the upstream failure outside our code:\n\ncurl -sS %s \\\n  -H '%s' \\\n  -H 'Content-Type: application/json' | jq ." % (u, hdr(nm, v))
    ls = R.choice(["Upstream returns 401 with an HTML body when the header name is wrong, which made our JSON parser throw first.",
                   "The call works from the VPN but not from CI; the vendor allow-lists egress IPs per key.",
                   "Their SDK retries 401s three times, which hid the real error for a minute."])
    return mc, ls, ""


@tpl("en", "secret", "yaml: spring application.yml datasource")
def es_spring_yaml(n):
    p = n.pw(avoid=YAMLQ + "\n")
    h = host("mysql")
    mc = ("spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=true\n    username: %s\n    password: '%s'\n"
          "  jpa:\n    hibernate:\n      ddl-auto: validate" % (h, dbname(), R.choice(["app_rw", "svc_orders", "batch"]), p))
    ls = "Quoting the password in single quotes fixed the SnakeYAML parse error; the unquoted value started with a special char."
    return "Local profile that finally booted against the shared %s:\n%s" % (env(), mc), ls, ""


@tpl("en", "secret", "toml: cargo credentials / poetry http-basic")
def es_toml(n):
    if R.random() < 0.5:
        v = n.s("crates")
        mc = "cargo publish failed with 403 on the CI runner; ~/.cargo/credentials.toml there was empty. Mine:\n\n[registry]\ntoken = \"%s\"" % v
        ls = "cargo reads CARGO_REGISTRY_TOKEN before credentials.toml, so the CI secret must use that exact name."
    else:
        p = n.pw(avoid=JSONQ + "\n")
        mc = ("poetry install hangs on the private index. auth.toml from my machine:\n\n[http-basic.%s]\nusername = \"%s\"\npassword = \"%s\""
              % (corp(), en_user(), p))
        ls = "Poetry caches failed auth in the keyring; `poetry config --unset http-basic.<name>` clears it."
    return mc, ls, ""


@tpl("en", "secret", "json: appsettings.json connection string")
def es_appsettings(n):
    p = n.pw(avoid=JSONQ + SEMIQ)
    h = host("sql")
    mc = ('"ConnectionStrings": {\n  "Default": "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;"\n}'
          % (h, dbname(), R.choice(["sqladmin", "app_user", "reporting"]), p))
    return ("EF migrations ran against the wrong DB; the appsettings.Development.json that was actually loaded:\n" + mc,
            "ASPNETCORE_ENVIRONMENT was unset on the build agent, so Development settings won. Set it explicitly in the pipeline.", "")


@tpl("en", "secret", "ini: .pypirc with upload token")
def es_pypirc(n):
    v = n.s("pypi")
    mc = "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = %s" % v
    return ("twine upload kept prompting for a password on the release box; ~/.pypirc there had a typo in the section name. Working copy:\n" + mc,
            "The username must literally be __token__ when the password is an API token.",
            "Is there a trusted-publisher setup so we can drop the stored token entirely?")


@tpl("en", "secret", "xml: maven settings.xml server password")
def es_maven(n):
    p = n.pw(avoid=XMLQ + "\n")
    mc = ("<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>deployer</username>\n    <password>%s</password>\n  </server>\n</servers>"
          % (corp(), p))
    return ("mvn deploy returned 401 from Nexus. The server <id> has to match distributionManagement exactly. settings.xml I used:\n" + mc,
            "Maven silently ignores credentials whose <id> doesn't match the repository id; no warning is printed.", "")


@tpl("en", "secret", "properties: application.properties with api key + db password")
def es_properties(n):
    nm = n.pick(pool("saas", "obs", "msg"))
    k = n.s(nm)
    p = n.pw(avoid="\\\n ")
    mc = ("# src/main/resources/application-%s.properties\nspring.datasource.password=%s\n%s.api-key=%s\nserver.port=8081"
          % (env(), p, vendor_of(nm).lower().replace(" ", "").replace(".", ""), k))
    return (mc, "Profile-specific properties override the base file only when spring.profiles.active is set before the context starts.", "")


@tpl("en", "secret", "docker run: -e flags with credentials")
def es_docker_run(n):
    p = n.pw(avoid=SHELLQ + "\"")
    nm = n.pick(GENERIC)
    k = n.s(nm)
    mc = ("docker run --rm -p 8080:8080 \\\n  -e DB_PASSWORD='%s' \\\n  -e %s=%s \\\n  ghcr.io/%s:%s"
          % (p, var(nm), k, repo(), sha7()))
    return ("Container exited immediately with no logs until I passed everything explicitly:\n" + mc,
            "The entrypoint validates env before logging is configured, so a missing var looks like a silent exit 1.", "")


@tpl("en", "secret", "compose: environment block with db + cache passwords")
def es_compose(n):
    p1 = n.pw(avoid=YAMLQ + "$\n#\\")
    p2 = n.pw(avoid=YAMLQ + "$\n# \\")
    mc = ("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: \"%s\"\n"
          "  cache:\n    image: redis:7\n    command: [\"redis-server\", \"--requirepass\", \"%s\"]" % (p1, p2))
    return ("docker compose up: postgres ignored the new password because the volume already existed. Current compose:\n" + mc,
            "POSTGRES_PASSWORD is only applied on first init of the data dir; `docker compose down -v` to re-init.", "")


@tpl("en", "secret", "k8s: Secret manifest stringData")
def es_k8s_stringdata(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    p = n.pw(avoid=YAMLQ + "\n")
    mc = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-env\n  namespace: %s\ntype: Opaque\nstringData:\n  %s: %s\n  DB_PASSWORD: '%s'"
          % (svc(), env(), var(nm), v, p))
    return ("Pods crash-looped after the namespace move; the Secret wasn't copied. Re-applied this:\n" + mc,
            "Secrets are namespaced; `kubectl get secret -n old -o yaml | kubectl apply -n new -f -` needs the namespace field stripped.", "")


@tpl("en", "secret", "k8s: Secret data base64 values")
def es_k8s_b64(n):
    p = n.rawpw(avoid="\n")
    enc = n.add(b64(p))
    u = en_user()
    mc = ("data:\n  username: %s\n  password: %s" % (b64(u), enc))
    return ("The `db-credentials` Secret in %s (kubectl get secret db-credentials -o yaml):\n%s" % (env(), mc),
            "base64 is not encryption; decode with `base64 -d` to check for a trailing newline (echo without -n added one last time).", "")


@tpl("en", "secret", "github actions: token hardcoded in workflow env")
def es_gha(n):
    nm = n.pick(pool("ci", "reg", "cloud"))
    v = n.s(nm)
    mc = ("# .github/workflows/release.yml (branch %s)\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      %s: %s\n    steps:\n      - uses: actions/checkout@v4"
          % (R.choice(["hotfix/ci", "tmp-debug", "wip-release"]), var(nm), v))
    return (mc, "Someone hardcoded this while debugging secrets not being passed to forked PR workflows; pull_request from forks never gets repo secrets.",
            "Was this branch pushed to the public mirror before it was deleted?")


@tpl("en", "secret", "gitlab-ci: variables block with token")
def es_gitlabci(n):
    nm = n.pick(pool("ci", "reg", "obs"))
    v = n.s(nm)
    mc = "variables:\n  DOCKER_DRIVER: overlay2\n  %s: \"%s\"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./scripts/deploy.sh $CI_COMMIT_SHORT_SHA" % (var(nm), v)
    return (".gitlab-ci.yml on the %s branch:\n%s" % (R.choice(["release", "main", "infra-fix"]), mc),
            "Project-level CI/CD variables override the YAML ones only if the YAML doesn't define them at job level.", "")


@tpl("en", "secret", "shell: mysql -p attached password")
def es_mysql_attached(n):
    p = n.pw(avoid=SHELLQ + " ")
    h = host("mysql")
    return ("To check the replica lag I ran:\n  mysql -h %s -u repl_monitor -p'%s' -e 'SHOW REPLICA STATUS\\G'" % (h, p),
            "With -p there must be no space before the password; `-p secret` makes mysql prompt and treat 'secret' as the database name.",
            "Can we get a read-only login path (mysql_config_editor) on the bastion instead?")


@tpl("en", "secret", "shell: psql connection URI")
def es_psql_uri(n):
    p = n.rawpw()
    e = n.add(pct(p))
    u = R.choice(["app", "readonly", "analytics", "migrator"])
    h = host("pg")
    return ('psql "postgresql://%s:%s@%s:5432/%s?sslmode=require" -c "\\dt"' % (u, e, h, dbname()),
            "Special characters in the password must be percent-encoded in the URI; psql otherwise reports 'invalid integer value for port'.", "")


@tpl("en", "secret", "shell: redis-cli -a password")
def es_redis_cli(n):
    p = n.pw(avoid=SHELLQ + " ")
    h = host("redis")
    return ("Flushed the stuck rate-limit keys with:\n  redis-cli -h %s -p 6379 -a '%s' --no-auth-warning --scan --pattern 'rl:*' | xargs redis-cli -h %s -a '%s' DEL" % (h, p, h, p),
            "The second redis-cli in the pipe needs -a too; otherwise DEL fails with NOAUTH and xargs swallows the error.", "")


@tpl("en", "secret", "curl: -u user:password basic auth")
def es_curl_u(n):
    p = n.pw(avoid=SHELLQ + ":")
    u = R.choice(["elastic", "admin", "deploy", en_user()])
    h = host("es")
    return ("Cluster health check that worked from the jump host:\n  curl -k -u %s:'%s' https://%s:9200/_cluster/health?pretty" % (u, p, h),
            "The cluster was yellow because replicas can't be allocated on a single node; not an auth problem after all.", "")


@tpl("en", "secret", "http: Authorization Basic header (base64 of user:pass)")
def es_basic_header(n):
    u = R.choice(["api", "svc-report", "grafana", en_user()])
    p = n.rawpw(avoid=":")
    blob = n.add(b64(u + ":" + p))
    mc = "Raw request captured by mitmproxy:\n\nGET /api/v2/reports?from=%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (date(), host("api"), blob)
    return (mc, "The legacy reporting API only accepts Basic auth; the bearer path is behind a feature flag.", "")


@tpl("en", "secret", "http: cookie header with session token")
def es_cookie(n):
    sid = n.s("session_cookie")
    csrf = hx(32)
    mc = ("Copied as cURL from devtools to replay the failing admin call:\n\ncurl 'https://admin.%s.com/api/users/export' \\\n  -H 'cookie: _ga=GA1.1.%d.%d; session=%s; csrftoken=%s' \\\n  -H 'x-csrftoken: %s'"
          % (corp(), R.randint(10 ** 8, 10 ** 9), R.randint(10 ** 9, 2 * 10 ** 9), sid, csrf, csrf))
    return (mc, "Export endpoint times out after 30s at the ALB, not in the app; needs async job.", "")


@tpl("en", "secret", "python: SDK constructor with literal key")
def es_py_sdk(n):
    opts = [("openai_proj", "from openai import OpenAI\nclient = OpenAI(api_key=\"{}\")"),
            ("anthropic", "import anthropic\nclient = anthropic.Anthropic(api_key=\"{}\")"),
            ("stripe_live", "import stripe\nstripe.api_key = \"{}\""),
            ("sendgrid", "from sendgrid import SendGridAPIClient\nsg = SendGridAPIClient(\"{}\")"),
            ("slack_bot", "from slack_sdk import WebClient\nclient = WebClient(token=\"{}\")"),
            ("groq", "from groq import Groq\nclient = Groq(api_key=\"{}\")"),
            ("mistral", "from mistralai import Mistral\nclient = Mistral(api_key=\"{}\")"),
            ("pinecone", "from pinecone import Pinecone\npc = Pinecone(api_key=\"{}\")"),
            ("cohere", "import cohere\nco = cohere.ClientV2(\"{}\")"),
            ("notion", "from notion_client import Client\nnotion = Client(auth=\"{}\")"),
            ("hubspot", "from hubspot import HubSpot\napi = HubSpot(access_token=\"{}\")"),
            ("twilio_auth", "from twilio.rest import Client\nclient = Client(\"AC" + hx(32) + "\", \"{}\")")]
    nm = n.pick([o[0] for o in opts])
    code = dict(opts)[nm].format(n.s(nm))
    return ("Notebook cell that reproduced the rate-limit error (scratch/eval.ipynb):\n\n" + code,
            "The SDK reads the env var automatically if the argument is omitted; hardcoding it also leaked it into the .ipynb outputs.",
            "Do we strip notebook outputs in a pre-commit hook?")


@tpl("en", "secret", "js/ts: SDK constructor with literal key")
def es_js_sdk(n):
    opts = [("anthropic", "const client = new Anthropic({ apiKey: '{}' });"),
            ("resend", "const resend = new Resend('{}');"),
            ("openai_svcacct", "const openai = new OpenAI({ apiKey: '{}', maxRetries: 0 });"),
            ("stripe_test", "const stripe = new Stripe('{}', { apiVersion: '2024-06-20' });"),
            ("discord_bot", "client.login('{}');"),
            ("replicate", "const replicate = new Replicate({ auth: '{}' });"),
            ("algolia", "const client = algoliasearch('" + rs(UD, 10) + "', '{}');"),
            ("upstash", "const redis = new Redis({ url: 'https://" + R.choice(["apt", "fresh", "wise", "proper"]) + "-" + R.choice(["owl", "gnu", "cat", "ram"]) + "-" + str(R.randint(10000, 99999)) + ".upstash.io', token: '{}' });"),
            ("linear", "const linear = new LinearClient({ apiKey: '{}' });"),
            ("figma", "const api = new Figma.Api({ personalAccessToken: '{}' });")]
    nm = n.pick([o[0] for o in opts])
    code = dict(opts)[nm].replace("{}", n.s(nm))
    f = R.choice(["src/lib/client.ts", "scripts/backfill.mjs", "app/api/route.ts", "worker/index.js"])
    return ("%s had a literal key committed in %s:\n\n%s" % (R.choice(["PR " + pr(), "Commit " + sha7()]), f, code),
            "Next.js inlines anything referenced in client components; server-only keys must stay in route handlers.", "")


@tpl("en", "secret", "go: client constructed with literal token")
def es_go_sdk(n):
    opts = [("sendgrid", "client := sendgrid.NewSendClient(\"{}\")"),
            ("gh_fine", "ts := oauth2.StaticTokenSource(&oauth2.Token{AccessToken: \"{}\"})"),
            ("do_pat", "client := godo.NewFromToken(\"{}\")"),
            ("cf_token", "api, err := cloudflare.NewWithAPIToken(\"{}\")"),
            ("telegram", "bot, err := tgbotapi.NewBotAPI(\"{}\")"),
            ("hetzner", "client := hcloud.NewClient(hcloud.WithToken(\"{}\"))")]
    nm = n.pick([o[0] for o in opts])
    code = dict(opts)[nm].replace("{}", n.s(nm))
    return ("cmd/%s/main.go (local patch, not committed):\n\n%s\nif err != nil { log.Fatal(err) }" % (R.choice(["sync", "notifier", "dnsbot", "reaper"]), code),
            "The context passed to the client was cancelled by the HTTP handler, so background calls failed with 'context canceled'.", "")


@tpl("en", "secret", "java: JDBC DriverManager positional password")
def es_java_jdbc(n):
    p = n.pw(avoid="\"\\\n")
    h = host("pg")
    return ("Minimal repro for the pool exhaustion:\n\nConnection c = DriverManager.getConnection(\n    \"jdbc:postgresql://%s:5432/%s\", \"%s\", \"%s\");" % (h, dbname(), R.choice(["app", "report_ro"]), p),
            "HikariCP maxLifetime must be shorter than the server's idle timeout (pgbouncer 600s here).", "")


@tpl("en", "secret", "csharp/php/ruby: constructor positional secret")
def es_misc_lang(n):
    c = R.choice(["php", "ruby", "csharp"])
    if c == "php":
        p = n.pw(avoid="'\\\n")
        code = "$db = new mysqli('%s', 'wp_%s', '%s', 'wordpress');" % (host("mysql"), rs(LO, 4), p)
        ls = "wp-config.php isn't the only place: the backup plugin keeps its own copy of the DB credentials."
    elif c == "ruby":
        v = n.s("gh_classic")
        code = "client = Octokit::Client.new(access_token: '%s')\nclient.auto_paginate = true" % v
        ls = "auto_paginate burns through the rate limit on big orgs; page manually with per_page: 100."
    else:
        v = n.s("azure_storage")
        code = "var client = new BlobServiceClient(\"DefaultEndpointsProtocol=https;AccountName=%sstore;AccountKey=%s;EndpointSuffix=core.windows.net\");" % (corp(), v)
        ls = "Use DefaultAzureCredential with managed identity in the app service; the account key bypasses RBAC audit."
    return ("Found in the legacy code path that still runs nightly:\n\n" + code, ls, "")


@tpl("en", "secret", "url: chat webhook with secret path")
def es_webhook_url(n):
    k = {"slack_webhook": "slack", "discord_webhook": "discord", "teams_webhook": "teams", "gchat_token": "gchat"}[n.pick(["slack_webhook", "discord_webhook", "teams_webhook", "gchat_token"])]
    if k == "slack":
        t = n.s("slack_webhook")
        u = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UD, 8), rs(UD, 10), t)
    elif k == "discord":
        t = n.s("discord_webhook")
        u = "https://discord.com/api/webhooks/%d/%s" % (R.randint(10 ** 17, 10 ** 18 - 1), t)
    elif k == "teams":
        t = n.s("teams_webhook")
        u = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (corp(), uuid4(), uuid4(), t, uuid4())
    else:
        key = n.s("google_api_key")
        t = n.s("gchat_token")
        u = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, t)
    return ("Alerts stopped posting after the channel was archived. The alertmanager receiver still points at:\n%s" % u,
            "Archived channels return 404/410 to webhooks; Alertmanager logs it only at debug level.",
            "Who owns the replacement channel so the receiver can be moved?")


@tpl("en", "secret", "url: telegram bot token in path")
def es_telegram(n):
    t = n.s("telegram")
    chat = "-100" + str(R.randint(10 ** 9, 10 ** 10))
    return ("Deploy notifier sends via:\n  curl -s \"https://api.telegram.org/bot%s/sendMessage\" -d chat_id=%s -d text=\"deploy $SHA ok\"" % (t, chat),
            "Supergroup chat ids start with -100; the bot must be re-added after the group was upgraded.", "")


@tpl("en", "secret", "url: api key in query string")
def es_query_key(n):
    opts = [("google_api_key", "https://maps.googleapis.com/maps/api/geocode/json?address={addr}&key={}"),
            ("mailchimp", "https://us{dc}.api.mailchimp.com/3.0/lists?apikey={}"),
            ("virustotal", "https://www.virustotal.com/vtapi/v2/file/report?apikey={}&resource={h}"),
            ("shodan", "https://api.shodan.io/shodan/host/{ip}?key={}"),
            ("steam", "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={}&steamids=7656119{d}"),
            ("trello_token", "https://api.trello.com/1/members/me/boards?key=" + hx(32) + "&token={}"),
            ("line_notify", "https://notify-api.line.me/api/notify?access_token={}"),
            ("jwt_access", "wss://realtime.{c}.com/socket?token={}")]
    nm = n.pick([o[0] for o in opts])
    u = dict(opts)[nm].replace("{}", n.s(nm)).replace("{addr}", "1600+Amphitheatre+Pkwy").replace("{dc}", str(R.randint(1, 21))) \
        .replace("{h}", sha256()).replace("{ip}", pub_ip()).replace("{d}", str(R.randint(10 ** 9, 10 ** 10))).replace("{c}", corp())
    return ("Request that shows up in the access log during the incident:\nGET %s" % u,
            "Query-string credentials end up in proxy and CDN logs; the header variant of this API exists and should be used.",
            "Do the CDN logs with this URL need to be purged?")


@tpl("en", "secret", "git: token embedded in remote URL")
def es_git_remote(n):
    k = R.choice(["gh", "gl", "bb"])
    if k == "gh":
        t = n.s(n.pick(["gh_server", "gh_classic", "gh_fine"]))
        u = "https://x-access-token:%s@github.com/%s.git" % (t, repo())
    elif k == "gl":
        t = n.s(n.pick(["gitlab_pat", "gitlab_deploy"]))
        u = "https://oauth2:%s@gitlab.%s.com/%s.git" % (t, corp(), repo())
    else:
        t = n.s("bitbucket")
        u = "https://%s:%s@bitbucket.org/%s.git" % (en_user(), t, repo())
    return ("`git remote -v` on the build VM:\norigin  %s (fetch)\norigin  %s (push)" % (u, u),
            "The token was baked into .git/config when the repo was cloned in the image build; it survives in every AMI made from it.", "")


@tpl("en", "secret", "pem: EC private key pasted")
def es_pem_ec(n):
    k = n.pem("pem_ec")
    return ("JWT signing started failing with 'invalid curve' after the key rotation. The key that's mounted in the pod:\n" + k,
            "openssl ec -in key.pem -text shows the curve; the verifier expected P-384, the new key is P-256.", "")


@tpl("en", "secret", "openssh: private key in note")
def es_openssh(n):
    k = n.pem("openssh_ed25519")
    return ("Deploy key for the %s repo (the one on the bastion at ~/.ssh/deploy_%s):\n%s" % (repo(), rs(LO, 4), k),
            "ssh refuses the key if permissions are wider than 0600; ssh -v prints 'UNPROTECTED PRIVATE KEY FILE' only in verbose mode.",
            "Should deploy keys be per-environment instead of one shared key?")


@tpl("en", "secret", "pem: RSA key partially pasted")
def es_pem_rsa(n):
    b, lines, e = n.key("pem_rsa", n=R.randint(5, 8))
    k = "\n".join([b] + lines + ["[... rest trimmed ...]", e])
    return ("SAML SP signing key from the old IdP config (first lines only, file is /etc/%s/sp.key):\n%s" % (corp(), k),
            "The IdP caches the SP metadata for 24h, so a rotated key only takes effect after the cache expires.", "")


@tpl("en", "secret", "json: service account with escaped private key")
def es_gcp_sa(n):
    b, lines, e = n.key("pem_pkcs8_rsa", n=R.randint(4, 6))
    body = "\\n".join([b] + lines) + "\\n...\\n" + e + "\\n"
    proj = "%s-%s-%d" % (corp(), env(), R.randint(100, 999))
    mc = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "ci-deployer@%s.iam.gserviceaccount.com"\n}'
          % (proj, hx(40), body, proj))
    return ("Excerpt of the SA JSON someone pasted into the ticket:\n" + mc,
            "Workload identity federation removes the need for a JSON key in CI entirely.", "")


@tpl("en", "secret", "totp: otpauth URI with seed")
def es_totp(n):
    seed = n.s("totp")
    acct = email()
    iss = corp().capitalize()
    return ("Shared admin account for the %s console has 2FA; setup URI from the enrollment page:\notpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30"
            % (R.choice(["registrar", "CDN", "payment gateway", "app store"]), iss, acct, seed, iss),
            "TOTP codes fail if the VM clock drifts >30s; chrony wasn't running on the jump box.", "")


@tpl("en", "secret", "2fa: recovery codes list")
def es_recovery(n):
    codes = [n.add("%s-%s" % (hx(5), hx(5))) for _ in range(R.randint(6, 10))]
    return ("GitHub org-owner account (%s) recovery codes, saved when we set up the bot account:\n%s" % (en_user(), "\n".join(codes)),
            "Each code works once. The bot account needs a second owner or we're locked out if the phone is lost.",
            "Where should these live long-term?")


@tpl("en", "secret", "wifi: office network key")
def es_wifi(n):
    p = n.pw(avoid="\n\"")
    ssid = corp().capitalize() + R.choice(["-Corp", "-Lab", "_5G", "-Staff"])
    return ("The test devices need the lab Wi-Fi, not guest. SSID %s, WPA2 key: %s" % (ssid, p),
            "Guest Wi-Fi has client isolation, so phones can't reach the local dev server on it.", "")


@tpl("en", "secret", "prose: 'the password is' in missing_context")
def es_prose_pw(n):
    p = n.pw()
    sysn = R.choice(["Grafana", "the Jenkins admin UI", "pgAdmin", "the staging WordPress", "RabbitMQ management", "Kibana", "the router", "Portainer"])
    return ("I was stuck because %s login had been changed. The password is %s (user admin), per %s in #ops." % (sysn, p, R.choice(FIRST_EN).capitalize()),
            "The UI password is separate from the SSO one; SSO was only wired up for prod.", "")


@tpl("en", "secret", "prose: 'log in with user / pass'")
def es_login_with(n):
    u = R.choice(["root", "admin", "ubuntu", "ec2-user", "qa_tester", en_user()])
    p = n.pw()
    return ("To reproduce the checkout bug on staging, log in with %s / %s and add any item over $500." % (u, p),
            "The bug only triggers with the EU tax profile that this test account has.", "")


@tpl("en", "secret", "chat: slack excerpt sharing a secret")
def es_slack_chat(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    a, b = R.choice(FIRST_EN).capitalize(), R.choice(FIRST_EN).capitalize()
    mc = ("From #%s, %s:\n%s: anyone have the %s key for %s?\n%s: here `%s` — don't paste it anywhere else pls\n%s: thx"
          % (R.choice(["backend", "platform-help", "oncall"]), en_time(), a, vendor_of(nm), env(), b, v, a))
    return (mc, "The key in the channel is the same one the prod worker uses, so staging traffic counts against prod quota.",
            "Can we get a separate key per environment?")


@tpl("en", "secret", "table: markdown account table")
def es_md_table(n):
    rows = []
    c = corp()
    for s in R.sample(["Grafana", "Sentry", "Metabase", "Airflow", "ArgoCD", "Harbor", "Keycloak", "SonarQube"], 3):
        p = n.pw(avoid=TABLE + "\n")
        rows.append("| %s | https://%s.%s.internal | admin | %s |" % (s, s.lower(), c, p))
    return ("Infra wiki page 'Tool logins' (copied for context):\n| Tool | URL | User | Password |\n|---|---|---|---|\n" + "\n".join(rows),
            "These are break-glass local accounts; normal access goes through SSO groups.", "")


@tpl("en", "secret", "table: TSV export of credentials")
def es_tsv(n):
    rows = ["env\thost\tuser\tpassword"]
    for e in R.sample(ENVS, 3):
        rows.append("%s\t%s\t%s\t%s" % (e, host("db"), R.choice(["app", "svc", "etl"]), n.pw(avoid="\t\n")))
    return ("Pasted from the 'DB access' sheet:\n" + "\n".join(rows),
            "Sheet is out of date for qa; the qa DB now uses IAM auth.", "")


@tpl("en", "secret", "split: label at end of missing_context, value starts lesson")
def es_split_label(n):
    p = n.pw(avoid=" \n")
    return ("The VPN profile on the new laptop needed the shared group password, which nobody had written down. It is:",
            "%s — and the VPN client silently falls back to the previous profile if the group password is wrong." % p,
            "")


@tpl("en", "secret", "ask_next_time: secret only in ask field")
def es_secret_in_ask(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    return ("Webhook delivery tests failed because the signing secret differs between environments.",
            "Verify the signature against the raw body before JSON parsing; re-serialised JSON never matches.",
            "Is %s still the current %s for %s, or was it rotated after the incident?" % (v, var(nm), env()))


@tpl("en", "secret", "rotation: old and new passwords")
def es_rotation(n):
    old = n.pw()
    new = n.pw()
    return ("Rotated the %s service account password today. Old: %s  New: %s" % (R.choice(["LDAP bind", "replication", "SMTP relay", "backup"]), old, new),
            "Three services cache the bind password; they need a restart after rotation or they lock the account after 5 failures.",
            "")


@tpl("en", "secret", "long: AWS session token export block")
def es_aws_session(n):
    a = n.s("aws_asia")
    s = n.s("aws_secret")
    t = n.s("aws_session")
    return ("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (a, s, t),
            "These came from `aws sts assume-role`; they expire in 1h, which is why the long terraform apply died halfway.", "")


@tpl("en", "secret", "aws: credentials file profile")
def es_aws_credfile(n):
    a = n.s("aws_akia")
    s = n.s("aws_secret")
    return ("~/.aws/credentials on the old CI runner:\n[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (R.choice(["default", "deploy", corp() + "-prod"]), a, s, region()),
            "The runner used these static keys instead of the instance role because the profile file takes precedence.", "")


@tpl("en", "secret", "aws: boto3 client with explicit keys")
def es_boto3(n):
    a = n.s("aws_akia")
    s = n.s("aws_secret")
    return ("s3 = boto3.client(\n    's3',\n    region_name='%s',\n    aws_access_key_id='%s',\n    aws_secret_access_key='%s',\n)" % (region(), a, s),
            "boto3 picks explicit args over env vars; that's why switching AWS_PROFILE had no effect.", "")


@tpl("en", "secret", "kubeconfig: user token")
def es_kubeconfig(n):
    t = n.s(n.pick(["jwt_access", "rancher", "vault_hvs"]))
    return ("users:\n- name: ci-deployer\n  user:\n    token: %s\ncontexts:\n- context: {cluster: %s, user: ci-deployer}\n  name: %s" % (t, env() + "-eks", env()),
            "Kubeconfig tokens for service accounts don't expire unless the SA token was created with --duration.", "")


@tpl("en", "secret", "npmrc: _authToken line")
def es_npmrc(n):
    v = n.s("npm")
    return ("//registry.npmjs.org/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com" % (v, corp()),
            "npm publish picks the scope registry; the token above is only for the public registry.",
            "Is it OK that this file is in the Docker build context?")


@tpl("en", "secret", "netrc: machine login password")
def es_netrc(n):
    nm = n.pick(["heroku", "gh_classic", "gitlab_pat", "jfrog_ref"])
    v = n.s(nm)
    m = {"heroku": "api.heroku.com", "gh_classic": "github.com", "gitlab_pat": "gitlab.com", "jfrog_ref": corp() + ".jfrog.io"}[nm]
    return ("~/.netrc that `go mod download` was using:\nmachine %s\n  login %s\n  password %s" % (m, email(), v),
            "GOPRIVATE plus .netrc is needed for private modules; GOFLAGS=-mod=mod doesn't help.", "")


@tpl("en", "secret", "docker: login with -p flag")
def es_docker_login(n):
    nm = n.pick(["docker_pat", "harbor_robot", "gitlab_deploy", "gh_classic"])
    v = n.s(nm)
    reg = {"docker_pat": "", "harbor_robot": " harbor." + corp() + ".io", "gitlab_deploy": " registry.gitlab.com", "gh_classic": " ghcr.io"}[nm]
    u = "robot$ci" if nm == "harbor_robot" else en_user()
    return ("CI pull failed with 'toomanyrequests'. Logged in manually on the runner:\n  docker login%s -u '%s' -p %s" % (reg, u, v),
            "Anonymous pulls from Docker Hub are rate-limited per IP; the shared NAT made every runner hit it.", "")


@tpl("en", "secret", "docker config.json auth blob")
def es_docker_config(n):
    u = en_user()
    p = n.rawpw(avoid=":")
    blob = n.add(b64(u + ":" + p))
    return ('~/.docker/config.json on the build host:\n{\n  "auths": {\n    "%s": {\n      "auth": "%s"\n    }\n  }\n}' % ("registry." + corp() + ".io", blob),
            "When credsStore is set this field is empty; here it wasn't, so the creds sit in plain base64.", "")


@tpl("en", "secret", "pip: index-url with credentials")
def es_pip_index(n):
    v = n.s(n.pick(["jfrog_ref", "gitlab_deploy", "azure_devops"]))
    return ("pip install -r requirements.txt --extra-index-url https://%s:%s@pkgs.%s.io/api/pypi/pypi-local/simple" % (R.choice(["ci", "__token__", en_user()]), v, corp()),
            "--extra-index-url enables dependency confusion; use --index-url with a proxy repo instead.", "")


@tpl("en", "secret", "terraform: tfvars with secrets")
def es_tfvars(n):
    nm = n.pick(pool("cloud", "obs"))
    v = n.s(nm)
    p = n.pw(avoid=JSONQ + "\n$")
    return ("terraform.tfvars (the one that is NOT in .gitignore, oops):\nregion            = \"%s\"\ndb_master_password = \"%s\"\n%s = \"%s\"" % (region(), p, var(nm).lower(), v),
            "Variables marked sensitive are still written to state in plain text; the state bucket must be locked down.", "")


@tpl("en", "secret", "ansible: inventory with become pass")
def es_ansible(n):
    p1 = n.pw(avoid=" \n\"'")
    p2 = n.pw(avoid=" \n\"'")
    return ("[web]\n%s ansible_user=deploy ansible_ssh_pass=%s ansible_become_pass=%s" % (ip(), p1, p2),
            "ansible_ssh_pass requires sshpass on the controller; the error about it is misleading.", "")


@tpl("en", "secret", "smtp: app password in mail settings")
def es_smtp(n):
    v = n.s(n.pick(["google_app_pw", "sendgrid", "mailgun", "brevo"]))
    return ("EMAIL_HOST=smtp.%s\nEMAIL_PORT=587\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=%s\nEMAIL_USE_TLS=True" % (R.choice(["gmail.com", "sendgrid.net", "mailgun.org", "sendinblue.com"]), email(), v),
            "Port 465 needs EMAIL_USE_SSL, 587 needs EMAIL_USE_TLS; setting both raises ValueError at startup.", "")


@tpl("en", "secret", "apple: notarytool app-specific password")
def es_notary(n):
    v = n.s("apple_app_pw")
    return ("xcrun notarytool submit build/%s.dmg --apple-id %s --team-id %s --password %s --wait" % (corp().capitalize(), email(), rs(UD, 10), v),
            "Store the creds with `notarytool store-credentials` and pass --keychain-profile instead.", "")


@tpl("en", "secret", "android: signingConfigs passwords in gradle")
def es_gradle_signing(n):
    p1 = n.pw(avoid="\"\\$\n")
    p2 = n.pw(avoid="\"\\$\n")
    return ("signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (p1, p2),
            "Play App Signing means losing the upload key is recoverable, but the store password still gates every release build.", "")


@tpl("en", "secret", "jdbc: password as URL parameter")
def es_jdbc_param(n):
    p = n.rawpw(avoid="&")
    e = n.add(pct(p))
    return ("The datasource URL in the Airflow connection:\njdbc:mysql://%s:3306/%s?user=etl&password=%s&useSSL=false" % (host("mysql"), dbname(), e),
            "Airflow masks the password field but not a password embedded in the extra/URL field.", "")


@tpl("en", "secret", "shell: sqlcmd -P password")
def es_sqlcmd(n):
    p = n.pw(avoid=SHELLQ + "\"")
    return ("sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (host("sql"), p),
            "The container needs MSSQL_SA_PASSWORD to meet complexity rules or it exits with no clear error.", "")


@tpl("en", "secret", "mongo: connection string with percent-encoded password")
def es_mongo(n):
    p = n.rawpw()
    e = n.add(pct(p))
    return ('mongosh "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"' % (R.choice(["appUser", "admin", "reporting"]), e, rs(LD, 5), dbname()),
            "Atlas IP access list blocked the new NAT gateway address; the error is a generic server selection timeout.", "")


@tpl("en", "secret", "queue: amqp URL + rabbitmqctl add_user positional")
def es_rabbit(n):
    p = n.pw(avoid=SHELLQ + "@:/?#% ")
    return ("Created the worker user:\n  rabbitmqctl add_user order-worker '%s'\n  rabbitmqctl set_permissions -p / order-worker '.*' '.*' '.*'\nand set CELERY_BROKER_URL=amqp://order-worker:%s@%s:5672//" % (p, p, host("mq")),
            "The guest user only works from localhost; remote connections need a real user.", "")


@tpl("en", "secret", "shell: htpasswd -b positional password")
def es_htpasswd(n):
    p = n.pw(avoid=SHELLQ + " ")
    return ("Protected the staging preview with basic auth:\n  htpasswd -bc /etc/nginx/.htpasswd preview '%s'" % p,
            "-b puts the password in shell history; use -i and pipe it in next time.", "")


@tpl("en", "secret", "shell: sshpass -p")
def es_sshpass(n):
    p = n.pw(avoid=SHELLQ)
    return ("The appliance has no key auth, so the backup script does:\n  sshpass -p '%s' scp admin@%s:/config/backup.tgz ./backups/" % (p, ip()),
            "The appliance firmware resets to password auth after every upgrade.", "")


@tpl("en", "secret", "openssl/keytool: passwords as flags")
def es_openssl_pass(n):
    if R.random() < 0.5:
        p = n.pw(avoid=" \n'\"\\$")
        c = "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % p
        ls = "Java 8 can't read PKCS12 files made with OpenSSL 3 defaults; add -legacy."
    else:
        p = n.pw(avoid=" \n'\"\\$")
        c = "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (p, p)
        ls = "Tomcat expects the key password to equal the store password unless keyPass is set."
    return ("Built the TLS bundle for the on-prem install with:\n  " + c, ls, "")


@tpl("en", "secret", "gpg: batch passphrase on command line")
def es_gpg(n):
    p = n.pw(avoid=SHELLQ)
    return ("Release signing in the Makefile:\n  gpg --batch --yes --pinentry-mode loopback --passphrase '%s' --detach-sign dist/*.tar.gz" % p,
            "gpg-agent caches the passphrase; the first run in a fresh container is the one that fails.", "")


@tpl("en", "secret", "vault: login with token positional")
def es_vault_login(n):
    t = n.s(n.pick(["vault_hvs", "vault_hvs_long", "vault_batch"]))
    return ("$ vault login %s\nSuccess! You are now authenticated." % t,
            "vault login writes the token to ~/.vault-token; that file was in the shared home dir of the jump host.", "")


@tpl("en", "secret", "cli: secrets set with literal value")
def es_cli_secret_set(n):
    c = R.choice(["fly", "gh", "heroku", "vercel"])
    nm = n.pick(GENERIC)
    v = n.s(nm)
    cmd = {"fly": "fly secrets set %s=%s -a %s" % (var(nm), v, svc()),
           "gh": "gh secret set %s --repo %s --body \"%s\"" % (var(nm), repo(), v),
           "heroku": "heroku config:set %s=%s -a %s" % (var(nm), v, svc()),
           "vercel": "printf '%s' | vercel env add %s production" % (v, var(nm))}[c]
    return ("Set the secret for the new environment with:\n  " + cmd,
            "Setting a secret triggers a redeploy on this platform; do it before the release window, not during.", "")


@tpl("en", "secret", "cli: tool-specific auth token commands")
def es_cli_auth(n):
    c = R.choice(["ngrok", "tailscale", "npm", "aws"])
    if c == "ngrok":
        cmd = "ngrok config add-authtoken " + n.s("ngrok")
    elif c == "tailscale":
        cmd = "sudo tailscale up --authkey=%s --advertise-tags=tag:ci" % n.s("tailscale")
    elif c == "npm":
        cmd = "npm config set //registry.npmjs.org/:_authToken " + n.s("npm")
    else:
        cmd = "aws configure set aws_secret_access_key %s --profile %s" % (n.s("aws_secret"), corp())
    return ("Provisioning script for the ephemeral runner ended with:\n  " + cmd,
            "The runner image is snapshotted after provisioning, so whatever this writes to disk ends up in every clone.", "")


@tpl("en", "secret", "azure: az login service principal -p")
def es_az_login(n):
    v = n.s("azure_ad_secret")
    return ("az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), v, uuid4()),
            "Client secrets expire after the max lifetime set in the app registration (ours: 6 months); calendar the renewal.", "")


@tpl("en", "secret", "kubeadm/k3s: join token")
def es_join_token(n):
    if R.random() < 0.5:
        t = n.s("k8s_bootstrap")
        c = "kubeadm join %s:6443 --token %s --discovery-token-ca-cert-hash sha256:%s" % (ip(), t, sha256())
    else:
        t = n.s("k3s")
        c = "curl -sfL https://get.k3s.io | K3S_URL=https://%s:6443 K3S_TOKEN=%s sh -" % (ip(), t)
    return ("Adding the new worker node to the lab cluster:\n  " + c,
            "Join tokens expire after 24h by default; create a fresh one rather than reuse an old command from the wiki.", "")


@tpl("en", "secret", "wireguard: interface private key")
def es_wireguard(n):
    k = n.s("wireguard")
    pub = b64(rbytes(32))
    return ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = %s:51820\nAllowedIPs = 10.0.0.0/8" % (k, R.randint(2, 250), pub, pub_ip()),
            "AllowedIPs 0.0.0.0/0 would tunnel everything; we only route the office range.", "")


@tpl("en", "secret", "web3: hardhat private key and mnemonic")
def es_web3(n):
    if R.random() < 0.5:
        k = n.s("eth_priv")
        c = "networks: {\n  sepolia: {\n    url: `https://sepolia.infura.io/v3/${process.env.INFURA_ID}`,\n    accounts: ['%s'],\n  },\n}" % k
    else:
        m = n.s("mnemonic")
        c = "accounts: {\n  mnemonic: \"%s\",\n  path: \"m/44'/60'/0'/0\",\n}" % m
    return ("hardhat.config.ts for the testnet deploy:\n" + c,
            "Testnet keys get reused on mainnet more often than you'd think; treat them as real.", "")


@tpl("en", "secret", "framework: app secret in settings")
def es_framework_secret(n):
    nm = n.pick(["django", "rails_skb", "laravel", "fernet", "nextauth", "jwt_secret", "rails_master"])
    v = n.s(nm)
    where = {"django": "settings/production.py:\nSECRET_KEY = '%s'", "rails_skb": "config/secrets.yml:\nproduction:\n  secret_key_base: %s",
             "laravel": ".env:\nAPP_KEY=%s", "fernet": "airflow.cfg:\n[core]\nfernet_key = %s", "nextauth": ".env.production:\nNEXTAUTH_SECRET=%s",
             "jwt_secret": "config/auth.yaml:\njwt:\n  secret: %s\n  ttl: 15m", "rails_master": "config/master.key:\n%s"}[nm]
    return ("Sessions got invalidated on every deploy. The value in " + (where % v),
            "The secret was regenerated by the Docker entrypoint when the env var was empty; pin it in the secret store.", "")


@tpl("en", "secret", "jwt: bearer token copied from devtools")
def es_jwt_devtools(n):
    t = n.s("jwt_access")
    return ("To debug the 403 I copied the access token from the Network tab:\nAuthorization: Bearer %s" % t,
            "The roles claim is present but the gateway reads `scope`, so the admin role never mapped.", "")


@tpl("en", "secret", "http: raw request dump with multiple credentials")
def es_raw_request(n):
    nm = n.pick(pool(hdr=True))
    k = n.s(nm)
    c = n.s("session_cookie")
    return ("POST /v1/sync HTTP/1.1\nHost: %s\n%s\nCookie: sid=%s\nContent-Length: 212" % (host("api"), hdr(nm, k), c),
            "The proxy forwards both the cookie and the API key; the upstream picks the cookie first, which is why the key seemed ignored.", "")


@tpl("en", "secret", "postman: environment export json")
def es_postman(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    return ('{\n  "name": "%s %s",\n  "values": [\n    {"key": "baseUrl", "value": "https://%s", "enabled": true},\n    {"key": "apiKey", "value": "%s", "type": "secret", "enabled": true}\n  ]\n}' % (corp(), env(), host("api"), v),
            "Postman's 'secret' type only masks the UI; exported JSON contains the value.", "")


@tpl("en", "secret", "log: stack trace echoing connection string")
def es_stacktrace(n):
    p = n.rawpw(avoid="@/ ")
    e = n.add(pct(p))
    return ("sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not translate host name \"db\" to address\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql+psycopg2://app:%s@db:5432/%s" % (e, dbname()),
            "Our error handler logs engine.url verbatim; render_as_string(hide_password=True) masks it.", "")


@tpl("en", "secret", "ci log: masking failed because of transformation")
def es_ci_log(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    return ("Run ./scripts/smoke.sh\n+ curl -fsS https://%s/ping -H 'Authorization: Bearer %s'\ncurl: (22) The requested URL returned error: 503" % (host("api"), v),
            "GitHub masks secrets only when the exact string is printed; set -x echoed it after quoting changed it, so it appeared in the public log.",
            "Who can delete the run logs for that job?")


@tpl("en", "secret", "git diff: removed line still shows key")
def es_git_diff(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    return ("diff --git a/config/settings.py b/config/settings.py\n@@ -12,7 +12,7 @@\n-%s = \"%s\"\n+%s = os.environ[\"%s\"]" % (var(nm), v, var(nm), var(nm)),
            "Removing the line doesn't remove it from history; the key has to be rotated regardless.", "")


@tpl("en", "secret", "sql: CREATE/ALTER USER with password")
def es_sql_user(n):
    p = n.pw(avoid="'\\\n")
    stmt = R.choice(["CREATE USER reporting WITH PASSWORD '%s';", "ALTER USER 'app'@'%%' IDENTIFIED BY '%s';", "ALTER ROLE etl_writer WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-01-01';"]) % p
    return ("Migration V%d__users.sql contains:\n%s" % (R.randint(10, 90), stmt),
            "Migrations are replayed on every fresh environment, so the same password ends up everywhere.", "")


@tpl("en", "secret", "ldap: ldapsearch -w bind password")
def es_ldapsearch(n):
    p = n.pw(avoid=SHELLQ)
    c = corp()
    return ("ldapsearch -x -H ldaps://ldap.%s.internal -D 'cn=svc-gitlab,ou=service,dc=%s,dc=com' -w '%s' -b 'ou=people,dc=%s,dc=com' '(uid=%s)'" % (c, c, p, c, en_user()),
            "-W prompts; -w takes the password inline and leaves it in history.", "")


@tpl("en", "secret", "network: snmp community / radius / ipsec psk")
def es_netdev(n):
    c = R.choice(["snmp", "radius", "ipsec"])
    if c == "snmp":
        p = n.pw(avoid=SHELLQ + " ")
        t = "snmpwalk -v2c -c '%s' %s 1.3.6.1.2.1.2.2.1.2" % (p, ip())
    elif c == "radius":
        p = n.pw(avoid="\n\"")
        t = "client %s {\n    secret = %s\n    shortname = wlc\n}" % (ip(), p)
    else:
        p = n.pw(avoid="\n\"")
        t = "%s %s : PSK \"%s\"" % (pub_ip(), pub_ip(), p)
    return ("Config fragment from the network closet box:\n" + t,
            "The device only logs auth failures over syslog, which wasn't forwarded.", "")


@tpl("en", "secret", "helm: --set with password")
def es_helm_set(n):
    p = n.pw(avoid=SHELLQ + ",= ")
    return ("helm upgrade --install %s bitnami/postgresql -n %s --set auth.postgresPassword='%s' --set primary.persistence.size=50Gi" % (svc(), env(), p),
            "Changing auth.postgresPassword on upgrade doesn't change the DB; it only breaks the chart's own readiness check.", "")


@tpl("en", "secret", "dockerfile: ENV/ARG with token")
def es_dockerfile(n):
    nm = n.pick(pool("reg", "ci"))
    v = n.s(nm)
    return ("FROM node:20-alpine\nWORKDIR /app\nENV %s=%s\nCOPY package*.json ./\nRUN npm ci" % (var(nm), v),
            "ENV values persist in image layers; `docker history --no-trunc` shows them. Use BuildKit secrets.", "")


@tpl("en", "secret", "onboarding doc: vpn user, password and otp seed")
def es_onboarding(n):
    p = n.pw()
    seed = n.s("totp")
    return ("Contractor onboarding for %s:\n- VPN user: %s\n- Temp password: %s\n- OTP seed (add to authenticator manually): %s" % (R.choice(FIRST_EN).capitalize(), en_user(), p, seed),
            "The VPN forces a password change at first login, but the OTP seed stays valid until reset.", "")


@tpl("en", "secret", "email: forwarded temporary password")
def es_email_tmp(n):
    p = n.pw()
    return ("From: it-helpdesk@%s.com\nSubject: Your account\n\nHi, your temporary password is: %s\nPlease change it within 24 hours." % (corp(), p),
            "The staging SSO sends this only once; if it bounces you need a manual reset.", "")


@tpl("en", "secret", "password: every kind of punctuation")
def es_allpunct(n):
    p = n.pw(style="allpunct", avoid="\n`")
    return ("The generated DB password that broke three different config parsers: `%s`" % p,
            "YAML, .env and the JDBC URL each need different escaping; storing it base64 in the secret and decoding in the app avoided all three.", "")


@tpl("en", "secret", "password: contains Hangul")
def es_hangul_pw(n):
    p = n.pw(style="hangul", avoid="\n")
    return ("The client's kiosk admin password contains Korean characters: %s — it only works when the keyboard layout is switched." % p,
            "Non-ASCII passwords break Basic auth in some HTTP clients because of latin-1 encoding of the header.", "")


@tpl("en", "secret", "graphql: playground headers json")
def es_graphql(n):
    nm = n.pick(pool(hdr=True))
    h = hdr(nm, n.s(nm))
    k, v = h.split(": ", 1)
    return ('GraphiQL "HTTP HEADERS" panel content when the query worked:\n{\n  "%s": "%s"\n}' % (k, v),
            "Introspection is disabled in prod, so codegen must run against staging.", "")


@tpl("en", "secret", "grpc: grpcurl metadata header")
def es_grpcurl(n):
    t = n.s(n.pick(["jwt_access", "google_access", "vault_hvs_long"]))
    return ("grpcurl -H 'authorization: Bearer %s' -d '{\"id\": \"%s\"}' %s:443 orders.v1.OrderService/GetOrder" % (t, uuid4(), host("grpc")),
            "grpcurl needs reflection enabled or the proto files passed with -import-path.", "")


@tpl("en", "secret", "mqtt/ftp/smb: credentials on the command line")
def es_misc_proto(n):
    c = R.choice(["mqtt", "ftp", "smb"])
    if c == "mqtt":
        p = n.pw(avoid=SHELLQ)
        t = "mosquitto_pub -h %s -p 8883 -u sensor-gw -P '%s' -t 'plant/line1/temp' -m 21.5 --cafile ca.crt" % (host("mqtt"), p)
    elif c == "ftp":
        p = n.pw(avoid=SHELLQ + ",")
        t = "lftp -u partner_upload,'%s' sftp://%s -e 'put export.csv; bye'" % (p, "ftp." + corp() + ".com")
    else:
        p = n.pw(avoid=SHELLQ + ", ")
        t = "sudo mount -t cifs //%s/share /mnt/share -o username=svc_scan,password='%s',vers=3.0" % (ip(), p)
    return ("Integration with the partner/legacy side uses:\n  " + t,
            "Put these in a credentials file with 0600 instead of the command line; `ps` shows the args to every user.", "")


@tpl("en", "secret", "cloudinary/connection URL with embedded secret")
def es_service_url(n):
    c = R.choice(["cloudinary", "redis", "amqps", "smtp"])
    if c == "cloudinary":
        u = "CLOUDINARY_URL=cloudinary://%d:%s@%s" % (R.randint(10 ** 14, 10 ** 15 - 1), n.s("cloudinary"), corp())
    elif c == "redis":
        p = n.rawpw()
        u = "REDIS_URL=rediss://default:%s@%s:6380/0" % (n.add(pct(p)), host("redis"))
    elif c == "amqps":
        p = n.rawpw()
        u = "BROKER_URL=amqps://%s:%s@%s.rmq.cloudamqp.com/%s" % (rs(LO, 8), n.add(pct(p)), R.choice(["puffin", "goose", "hawk"]), rs(LO, 8))
    else:
        p = n.rawpw()
        u = "MAILER_DSN=smtp://%s:%s@smtp.%s.com:587" % (pct(email()), n.add(pct(p)), corp())
    return ("Render dashboard env for the worker:\n" + u, "URL-style config means one secret per service, which made rotation easier.", "")


@tpl("en", "secret", "azure: SAS URL with signature")
def es_azure_sas(n):
    sig = n.add(pct(b64(rbytes(32))))
    u = "https://%sstorage.blob.core.windows.net/exports/%s.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (corp(), date(), R.randint(1, 12), R.randint(1, 28), sig)
    n.vendor("Azure Storage")
    return ("Link sent to the customer for the export:\n" + u, "SAS tokens can't be revoked individually unless issued against a stored access policy.", "")


@tpl("en", "secret", "aws: presigned URL with signature and session token")
def es_presigned(n):
    a = n.s("aws_asia")
    t = n.add(pct(n.raw("aws_session")))
    sig = n.add(hx(64))
    u = ("https://%s-exports.s3.%s.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
         "&X-Amz-Date=20250312T101500Z&X-Amz-Expires=604800&X-Amz-Security-Token=%s&X-Amz-Signature=%s") % (corp(), region(), a, "20250312", region(), t, sig)
    return (u, "Presigned URLs created with role credentials stop working when the role session expires, regardless of X-Amz-Expires.", "")


@tpl("en", "secret", "long: atlassian/sanity/sentry token in config")
def es_long_token(n):
    nm = n.pick(LONG)
    v = n.s(nm)
    return ("%s=%s" % (var(nm), v), "Tokens this long get line-wrapped by some terminals when pasted; verify with `echo -n $%s | wc -c`." % var(nm), "")


@tpl("en", "secret", "several vendor keys inside a JSON config")
def es_json_multi(n):
    names = []
    for _ in range(R.randint(4, 5)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    body = ",\n".join('    "%s": "%s"' % (var(nm).lower(), n.s(nm)) for nm in names)
    return ("config/local.json that the eval harness reads:\n{\n  \"providers\": {\n%s\n  },\n  \"timeout_ms\": 30000\n}" % body,
            "The harness merges local.json over default.json shallowly, so nested keys must be complete.", "")


@tpl("en", "secret", "ini: rclone / s3cmd / boto config")
def es_s3_ini(n):
    c = {"do_spaces_id": "s3cmd", "b2_key_id": "rclone", "minio_id": "minio"}[n.pick(["do_spaces_id", "b2_key_id", "minio_id"])]
    if c == "s3cmd":
        a, s = n.s("do_spaces_id"), n.s("do_spaces_secret")
        t = "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = %s.digitaloceanspaces.com" % (a, s, R.choice(["nyc3", "fra1", "sgp1"]))
    elif c == "rclone":
        a, s = n.s("b2_key_id"), n.s("b2_key")
        t = "[b2-backup]\ntype = b2\naccount = %s\nkey = %s\nhard_delete = false" % (a, s)
    else:
        a, s = n.s("minio_id"), n.s("minio_secret")
        t = "mc alias set local http://%s:9000 %s %s" % (ip(), a, s)
    return ("Backup target config on the NAS:\n" + t, "Lifecycle rules on the bucket, not the client, decide how long old versions are kept.", "")


@tpl("en", "secret", "chinese cloud: key pair in sdk config")
def es_cn_cloud(n):
    c = {"alibaba_id": "ali", "tencent_id": "tencent", "huawei_ak": "huawei"}[n.pick(["alibaba_id", "tencent_id", "huawei_ak"])]
    if c == "ali":
        a, s = n.s("alibaba_id"), n.s("alibaba_secret")
        t = "config = open_api_models.Config(access_key_id='%s', access_key_secret='%s')\nconfig.endpoint = 'ecs.cn-hangzhou.aliyuncs.com'" % (a, s)
    elif c == "tencent":
        a, s = n.s("tencent_id"), n.s("tencent_key")
        t = "cred = credential.Credential(\"%s\", \"%s\")" % (a, s)
    else:
        a, s = n.s("huawei_ak"), n.s("huawei_sk")
        t = "credentials = BasicCredentials(\"%s\", \"%s\", project_id)" % (a, s)
    return ("For the China region rollout the SDK is configured in deploy/cn_client.py:\n" + t,
            "Endpoints differ per region and the international accounts can't access mainland regions at all.", "")


@tpl("en", "secret", "gcs: hmac keys for s3-compatible client")
def es_gcs_hmac(n):
    a, s = n.s("gcs_hmac_id"), n.s("gcs_hmac_secret")
    return ("Using the S3 SDK against GCS interop:\nendpoint=https://storage.googleapis.com\naccess_key=%s\nsecret_key=%s" % (a, s),
            "HMAC keys are tied to a service account; deleting the SA silently disables them.", "")


@tpl("en", "secret", "pagerduty/opsgenie: routing key in alert config")
def es_alert_routing(n):
    nm = n.pick(["pagerduty_rk", "opsgenie", "splunk_hec", "datadog_api", "newrelic_insert"])
    v = n.s(nm)
    if nm == "pagerduty_rk":
        body = "  pagerduty_configs:\n  - routing_key: %s\n    severity: critical" % v
    elif nm == "opsgenie":
        body = "  opsgenie_configs:\n  - api_key: %s\n    priority: P2" % v
    else:
        body = "  webhook_configs:\n  - url: https://%s/alerts\n    http_config:\n      authorization:\n        type: %s\n        credentials: %s" % (host("gw"), "Splunk" if nm == "splunk_hec" else "Bearer", v)
    return ("alertmanager.yml receiver:\n- name: oncall\n%s" % body,
        "Alertmanager supports *_file variants for these fields; mount the secret as a file instead.", "")


@tpl("en", "secret", "yaml: helm values with api key and license")
def es_helm_values(n):
    nm = n.pick(["datadog_api", "newrelic_license", "dynatrace", "honeycomb", "grafana_sa", "logzio", "elastic_api", "launchdarkly"])
    v = n.s(nm)
    return ("values-%s.yaml for the agent chart:\nglobal:\n  clusterName: %s-%s\n  apiKey: %s\n  site: %s" % (env(), corp(), env(), v, R.choice(["datadoghq.eu", "us5.datadoghq.com", "eu01.nr-data.net"])),
            "Chart values end up in the Helm release secret in cleartext (base64), readable by anyone with get secrets in the namespace.", "")


@tpl("en", "secret", "pin: hsm / sim / alarm numeric code")
def es_pin(n):
    p = n.add(rs(DG, R.choice([8, 8, 10, 12])))
    what = R.choice(["the YubiHSM auth key", "the SIM PUK for the on-call phone", "the server room alarm", "the smartcard admin PIN"])
    return ("Needed %s during the incident; it is %s." % (what, p),
            "Three wrong attempts lock it and the reset requires a site visit.", "")


@tpl("en", "secret", "yubikey: otp accidentally typed into note")
def es_yubikey(n):
    v = n.s("yubikey_otp")
    return ("Touched the YubiKey while the cursor was in the chat window, it typed %s into #deploys." % v,
            "Each OTP is single-use but valid until used; revoke/cycle by logging in with it immediately.", "")


@tpl("en", "secret", "1password: account secret key and master password")
def es_1password(n):
    k = n.s("op_secret_key")
    p = n.pw()
    return ("Shared vault account for the kiosk devices: secret key %s, master password %s." % (k, p),
            "Sharing one account across devices means no audit trail; use a service account token per device.", "")


@tpl("en", "secret", "age/sops: private key file")
def es_age(n):
    k = n.s("age")
    return ("# created: %sT10:12:44+09:00\n# public key: age1%s\n%s" % (date(), rs(BECH, 58), k),
            "SOPS looks for keys in ~/.config/sops/age/keys.txt; SOPS_AGE_KEY_FILE overrides it.", "")


@tpl("en", "secret", "putty: ppk private lines")
def es_ppk(n):
    lines = [n.add(rs(B64, 64)), n.add(rs(B64, 24) + "=")]
    SHAPE_USE["putty_ppk"] += 1
    n.used.append("putty_ppk")
    n.vendor("PuTTY")
    pub = b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32))
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s" % (
        en_user(), pub[:64], pub[64:], len(lines), "\n".join(lines), hx(64)),
        "WinSCP accepts .ppk directly; OpenSSH needs puttygen -O private-openssh.", "")


@tpl("en", "secret", "pgp: private key block excerpt")
def es_pgp(n):
    b, lines, e = n.key("pgp_private", n=R.randint(4, 7))
    return ("The package signing key that was attached to the old ticket:\n%s\n\n%s\n[...]\n%s" % (b, "\n".join(lines), e),
            "Revoking a PGP key requires the revocation cert, which was generated with the key; check the same folder.", "")


@tpl("en", "secret", "encrypted pkcs8 + its passphrase")
def es_enc_pkcs8(n):
    b, lines, e = n.key("pem_encrypted", n=R.randint(4, 6))
    p = n.pw(avoid="\n")
    return ("%s\n%s\n...\n%s" % (b, "\n".join(lines), e),
            "Encrypted, but the passphrase was in the same folder: %s" % p, "")


@tpl("en", "secret", "apns/app store .p8 key in env with \\n escapes")
def es_p8_env(n):
    b, lines, e = n.key("pem_pkcs8_ec")
    body = "\\n".join([b] + lines + [e])
    return ("APNS_KEY_ID=%s\nAPNS_TEAM_ID=%s\nAPNS_PRIVATE_KEY=\"%s\"" % (rs(UD, 10), rs(UD, 10), body),
            "The push library wants real newlines; replace literal \\n before passing the key or it fails with 'invalid PEM'.", "")


@tpl("en", "secret", "ask_next_time: is the old password still valid")
def es_ask_oldpw(n):
    p = n.pw()
    return ("The nightly export to the partner SFTP failed with 'Permission denied (password)'. Their admin said they rotated credentials on Monday.",
            "The job has no alerting on auth failures; it only alerts on empty output files.",
            "Ask the partner whether '%s' was the old password and where the new one will be delivered." % p)


@tpl("en", "secret", "aws: secretsmanager get-secret-value output")
def es_sm_output(n):
    p = n.pw(avoid=JSONQ + "\n")
    nm = n.pick(GENERIC_SHORT)
    k = n.s(nm)
    inner = json.dumps({"username": "app", "password": p, var(nm).lower(): k}, ensure_ascii=False).replace('"', '\\"')
    return ('$ aws secretsmanager get-secret-value --secret-id %s/app --query SecretString\n"%s"' % (env(), inner),
            "The SecretString is a JSON string inside JSON; the app double-decoded it and got a str instead of a dict.", "")


@tpl("en", "secret", "password manager CSV export row")
def es_pm_csv(n):
    p = n.pw(avoid=",\"\n")
    seed = n.s("totp")
    return ("Row from the Bitwarden CSV export someone left in Downloads/:\nfolder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nOps,,login,AWS root,,,0,https://console.aws.amazon.com,%s,%s,%s" % (email(), p, seed),
            "Unencrypted exports are full plaintext including TOTP seeds; use the encrypted JSON export.", "Was that laptop backed up to the shared drive?")


@tpl("en", "secret", "handoff doc: list of service keys")
def es_handoff(n):
    names = []
    for _ in range(R.randint(5, 6)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    items = ["* %s (%s): %s" % (vendor_of(nm), R.choice(["used by " + svc(), "prod only", "shared with staging", "owner: " + en_user()]), n.s(nm)) for nm in names]
    return ("Handoff notes from the departing contractor, 'Integrations' section:\n" + "\n".join(items),
            "Every one of these is a personal key of the contractor; they must be re-issued under the team account before offboarding.", "")


@tpl("en", "secret", "oauth: client_secret in token request body")
def es_oauth_form(n):
    nm = n.pick(["google_oauth_secret", "auth0_secret", "keycloak", "cognito", "zoom", "twitch", "spotify", "linkedin_secret", "azure_ad_secret"])
    v = n.s(nm)
    return ("Token exchange that works from the shell:\ncurl -s -X POST https://auth.%s.com/oauth/token \\\n  -d grant_type=client_credentials \\\n  -d client_id=%s \\\n  -d client_secret=%s \\\n  -d audience=https://api.%s.com" % (corp(), rs(AL, 24), v, corp()),
            "The provider rejects client_secret in the body for confidential clients configured with client_secret_basic.", "")


@tpl("en", "secret", "shell: inline env assignment before command")
def es_inline_env(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("Ran the integration suite against the sandbox with\n  %s=%s pytest -m integration -x tests/" % (var(nm), v),
            "Inline assignments still land in ~/.bash_history; prefix the command with a space when HISTCONTROL=ignorespace.", "")


@tpl("en", "secret", "debug dump: printenv output")
def es_printenv(n):
    names = []
    for _ in range(R.randint(4, 5)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    app = svc()
    lines = ["HOSTNAME=%s-%s-%s" % (app, hx(10), rs(LD, 5)), "PATH=/usr/local/bin:/usr/bin:/bin"] + ["%s=%s" % (var(nm), n.s(nm)) for nm in names] + ["TZ=UTC"]
    R.shuffle(lines)
    return ("`kubectl exec deploy/%s -- printenv` while debugging the missing config:\n%s" % (app, "\n".join(lines)),
            "The ConfigMap and the Secret both defined one key; the later envFrom entry wins silently.", "")


@tpl("en", "secret", "systemd unit Environment= line")
def es_systemd(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    p = n.pw(avoid=" \n\"'\\%$")
    return ("/etc/systemd/system/%s.service\n[Service]\nUser=app\nEnvironment=%s=%s\nEnvironment=DB_PASS=%s\nExecStart=/opt/app/bin/server" % (svc(), var(nm), v, p),
            "Unit files are world-readable and `systemctl show` prints Environment=; use EnvironmentFile= with 0600 or LoadCredential=.", "")


@tpl("en", "secret", "php: wp-config define DB_PASSWORD and salts")
def es_wpconfig(n):
    p = n.pw(avoid="'\\\n")
    salt = n.add(rs(AL + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64))
    return ("wp-config.php on the marketing site:\ndefine( 'DB_NAME', 'wp_marketing' );\ndefine( 'DB_USER', 'wp_%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'AUTH_KEY', '%s' );" % (rs(LO, 4), p, salt),
            "Changing AUTH_KEY logs everyone out; that's the quickest way to kill stolen sessions.", "")


@tpl("en", "secret", "split: label ends lesson, value begins ask_next_time")
def es_split_ask(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("The staging %s integration was rejecting requests after the account migration." % vendor_of(nm),
            "The migration issued a new key for staging; the one still configured in the deploy repo is",
            "%s - confirm with the vendor contact whether that one was revoked." % v)


@tpl("en", "secret", "paas: `heroku config` output with several vars")
def es_heroku_config(n):
    names = []
    for _ in range(R.randint(5, 6)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    w = max(len(var(x)) for x in names) + 2
    app = svc()
    lines = ["=== %s Config Vars" % app] + ["%s%s" % ((var(nm) + ":").ljust(w), n.s(nm)) for nm in names]
    return ("Compared config between the old and new app before cut-over:\n$ heroku config -a %s\n%s" % (app, "\n".join(lines)),
            "`heroku config` prints values in clear; use `heroku config --shell | cut -d= -f1` to diff names only.", "")


@tpl("en", "secret", "compose override with several service keys")
def es_compose_override(n):
    names = []
    for _ in range(R.randint(4, 5)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    env_lines = "\n".join("      - %s=%s" % (var(nm), n.s(nm)) for nm in names)
    return ("docker-compose.override.yml (meant to be local-only, but it is not in .gitignore):\nservices:\n  worker:\n    environment:\n%s" % env_lines,
            "Compose merges override files automatically, so CI picked these values up too.", "")


@tpl("en", "secret", "terraform cloud workspace variables")
def es_tfc_vars(n):
    names = []
    for _ in range(R.randint(4, 5)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    body = "\n".join('  %s = "%s"' % (var(nm).lower(), n.s(nm)) for nm in names)
    return ("variables.auto.tfvars generated by the bootstrap script:\n%s" % body,
            "*.auto.tfvars is loaded automatically and was uploaded with the configuration version to Terraform Cloud.", "")


@tpl("en", "secret", "git grep output across repo")
def es_git_grep(n):
    names = []
    for _ in range(R.randint(6, 7)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    files = ["scripts/seed.py", "infra/old/terraform.tfvars", "docs/setup.md", "services/%s/.env.sample" % svc(), "tools/migrate.sh",
             "config/legacy.yml", "notebooks/eda.ipynb", "deploy/k8s/job.yaml"]
    R.shuffle(files)
    lines = ["%s:%d:%s=%s" % (files[i], R.randint(3, 240), var(nm), n.s(nm)) for i, nm in enumerate(names)]
    return ("Before open-sourcing the repo I ran `git grep -nE '(KEY|TOKEN|SECRET)='` on main:\n%s" % "\n".join(lines),
            "Every hit must be rotated before publishing; rewriting history alone is not enough once anything was pushed.", "")


@tpl("en", "secret", "ask_next_time: confirm the newly issued token")
def es_ask_newtoken(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("The %s integration in %s started failing after the vendor forced a key reset; the new value arrived by email to %s." % (vendor_of(nm), env(), R.choice(FIRST_EN).capitalize()),
            "Vendor-forced resets invalidate the old key immediately, with no overlap window.",
            "Confirm that %s is the new %s and that it was added to the secret store, then delete the email." % (v, var(nm)))


@tpl("en", "secret", "curl: Jira/Confluence email:api-token basic auth")
def es_jira_curl(n):
    t = n.s(n.pick(["atlassian", "atlassian"]))
    e = email()
    site = corp()
    if R.random() < 0.5:
        cmd = "curl -s -u %s:%s -H 'Accept: application/json' 'https://%s.atlassian.net/rest/api/3/search?jql=project=%s+AND+status=Blocked'" % (e, t, site, jira().split("-")[0])
    else:
        blob = n.add(b64(e + ":" + t))
        cmd = "curl -s -H 'Authorization: Basic %s' 'https://%s.atlassian.net/wiki/rest/api/content?spaceKey=ENG&limit=50'  # same token as %s" % (blob, site, t)
    return ("The release-notes script pulls tickets straight from Atlassian Cloud:\n" + cmd,
            "Atlassian API tokens are tied to the user, not the script; when that person leaves, the job breaks and the token must be revoked.", "")

# ============================================================================================
# KOREAN  -  SECRET
# ============================================================================================
KR_POOL = [x for x in GENERIC if "kr" in SHAPES[x]["tags"]]


def kn():
    return ko_name() + R.choice(TITLE_KO)


@tpl("ko", "secret", "dotenv: NCP 오브젝트 스토리지 키 페어")
def ks_ncp_env(n):
    a, s = n.s("ncp_access"), n.s("ncp_secret")
    b = "%s-%s" % (corp(True), R.choice(["assets", "upload", "backup", "logs"]))
    return ("NCP Object Storage 업로드 스크립트가 403 떨어져서 확인해보니 서브계정 키가 만료됐었음. 새로 받은 키로 .env 수정:\n"
            "NCLOUD_ACCESS_KEY=%s\nNCLOUD_SECRET_KEY=%s\nNCLOUD_BUCKET=%s\nNCLOUD_ENDPOINT=https://kr.object.ncloudstorage.com" % (a, s, b),
            "NCP Object Storage는 S3 호환이라 boto3 그대로 쓰면 되는데 region_name을 'kr-standard'로 줘야 서명 에러 안 남.",
            "서브계정 키 만료 주기 몇 일로 잡혀있는지 인프라팀에 물어보기")


@tpl("ko", "secret", "curl: 카카오 REST API KakaoAK 헤더")
def ks_kakao_curl(n):
    nm = n.pick(["kakao_rest", "kakao_admin"])
    v = n.s(nm)
    u = SHAPES[nm]["url"]
    if nm == "kakao_rest":
        mc = "주소 검색 API 응답이 계속 401이라 터미널에서 직접 쳐봄\n\ncurl -G '%s' \\\n  --data-urlencode 'query=판교역로 235' \\\n  -H 'Authorization: KakaoAK %s'" % (u, v)
    else:
        mc = "탈퇴 회원 정리 배치에서 앱 사용자 목록 조회할 때 어드민 키 씀\n\ncurl -G '%s' -d limit=100 -d order=asc \\\n  -H 'Authorization: KakaoAK %s'" % (u, v)
    return (mc,
            "헤더 값 앞에 'KakaoAK ' 접두어 빠지면 401임. Bearer 아님 주의. 그리고 앱 설정에서 카카오맵/로컬 API 활성화 안 하면 403 나옴.",
            "")


@tpl("ko", "secret", "http: 토스페이먼츠 시크릿키 Basic 인증(base64)")
def ks_toss_basic(n):
    sk = n.raw(n.pick(["toss_sk", "toss_gsk"]))
    blob = n.add(b64(sk + ":"))
    both = R.random() < 0.5
    if both:
        n.add(sk)
    mc = ("결제 승인 API 호출 시 인증 헤더 만드는 법 몰라서 헤맴.\n%s\ncurl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n  -H 'Authorization: Basic %s' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"paymentKey\":\"%s\",\"orderId\":\"ORD-%s\",\"amount\":%d}'"
          % (("시크릿 키 %s 뒤에 콜론 붙여서 base64 인코딩함" % sk) if both else "시크릿 키 뒤에 콜론(:) 붙여서 base64 인코딩한 값:", blob, rs(AL, 40), rs(DG, 10), R.randint(1, 200) * 100))
    return (mc, "시크릿 키 뒤에 ':' 안 붙이면 UNAUTHORIZED_KEY 에러. 클라이언트 키랑 시크릿 키 섞어 쓰면 INVALID_API_KEY 나옴.",
            "결제위젯 연동 키랑 API 개별 연동 키가 따로인지 PG 담당자한테 다시 확인")


@tpl("ko", "secret", "http: 네이버 검색 API 클라이언트 시크릿 헤더")
def ks_naver_api(n):
    v = n.s("naver_client_secret")
    cid = rs(AL, 20)
    return ("블로그 검색 API 붙이는데 헤더 이름 헷갈림. 아래로 성공:\n\ncurl 'https://openapi.naver.com/v1/search/blog.json?query=%%EB%%A7%%9B%%EC%%A7%%91&display=10' \\\n  -H 'X-Naver-Client-Id: %s' \\\n  -H 'X-Naver-Client-Secret: %s'" % (cid, v),
            "쿼리는 UTF-8 URL 인코딩 필수. 일일 호출 한도 25,000건이라 캐싱 붙여야 함.", "")


@tpl("ko", "secret", "chat: 카카오톡 대화 내보내기 비번 공유")
def ks_kakaotalk(n):
    a, b = ko_name(), ko_name()
    p = n.pw()
    d = date()
    t = ko_times(3)
    return ("[%s] [%s] 스테이징 디비 비번 바꼈나요? 접속이 안 돼요\n[%s] [%s] 네 어제 바꿨어요 %s 이걸로 해보세요\n[%s] [%s] 오 됩니다 감사요 ㅎㅎ" % (a, t[0], b, t[1], p, a, t[2]),
            "디비 비번 바뀌면 단톡방 말고 볼트에 업데이트하고 링크만 공유하기로 함. 카톡 대화 백업에 다 남음.",
            "%s 이후에 비번 바꾼 사람 누군지 확인 필요" % d)


@tpl("ko", "secret", "chat: 슬랙 스레드 비번 변경 old → new")
def ks_slack_rotate(n):
    a = ko_name()
    old, new = n.pw(), n.pw()
    return ("%s [%s]\n@channel 레디스 requirepass 교체했습니다\n기존: %s\n변경: %s\n배포된 서비스들 재시작 부탁드려요 🙏" % (a, ko_time(), old, new),
            "redis requirepass 바꾸면 CONFIG SET으로는 런타임만 바뀌고 redis.conf에 안 써짐. CONFIG REWRITE 까먹지 말 것.", "")


@tpl("ko", "secret", "wiki: 컨플루언스 서버 계정 정보 표")
def ks_wiki_table(n):
    rows = []
    for s in R.sample(["젠킨스", "그라파나", "키바나", "아르고CD", "하버", "너서스", "메타베이스", "에어플로우"], 3):
        rows.append("| %s | %s | admin | %s |" % (s, "https://" + rs(LO, 6) + "." + corp(True) + ".kr", n.pw(avoid=TABLE + "\n")))
    return ("위키 '운영 도구 계정' 페이지 내용 그대로 옮김\n| 서비스 | URL | 계정 | 비밀번호 |\n|---|---|---|---|\n" + "\n".join(rows),
            "이 계정들은 SSO 장애 대비 로컬 계정임. 평소엔 SSO로 로그인.", "위키 권한이 전사 공개로 되어 있는데 괜찮은지?")


@tpl("ko", "secret", "email: 초기 비밀번호 안내 메일")
def ks_initial_pw(n):
    p = n.pw()
    u = ko_user()
    return ("%s님, 안녕하세요. 인프라팀입니다.\n요청하신 VPN 계정이 생성되었습니다.\n- 아이디: %s\n- 초기 비밀번호: %s\n최초 로그인 시 비밀번호를 변경해 주세요." % (ko_name(), u, p),
            "초기 비번으로 VPN 붙으면 바로 변경 화면 뜨는데 맥 클라이언트는 그 화면이 안 떠서 웹에서 먼저 바꿔야 함.", "")


@tpl("ko", "secret", "wifi: 사무실 와이파이 비번")
def ks_wifi(n):
    p = n.pw(avoid="\n")
    ssid = corp(True).upper() + R.choice(["_5G", "-OFFICE", "_STAFF", "-DEV"])
    return ("테스트 폰들이 게스트 와이파이에 붙어 있어서 로컬 서버 접근이 안 됐음. 사내망 %s 비번은 %s 임" % (ssid, p),
            "게스트망은 단말 간 통신 차단돼 있어서 로컬 개발 서버 테스트 불가.", "")


@tpl("ko", "secret", "pin: 공동인증서 비밀번호 (세금계산서 자동화)")
def ks_cert_pw(n):
    p = n.pw(avoid="\n")
    return ("세금계산서 발행 자동화 스크립트가 공동인증서 로딩에서 멈춤. 인증서 경로는 NPKI/yessign/USER/... 이고 인증서 비번은 %s" % p,
            "인증서 비번 5회 틀리면 재발급해야 하니 스크립트 재시도 로직 끄고 테스트할 것.", "")


@tpl("ko", "secret", "yaml: LINE Messaging API 토큰/시크릿")
def ks_line_yaml(n):
    t, s = n.s("line_token"), n.s("line_secret")
    return ("application-%s.yml\nline:\n  bot:\n    channel-token: %s\n    channel-secret: %s" % (env(), t, s),
            "웹훅 서명 검증은 channel-secret으로 HMAC-SHA256. 토큰만 바꾸고 시크릿 안 바꾸면 웹훅 400 남.", "")


@tpl("ko", "secret", "yaml: 카카오 로그인 client-secret (spring security)")
def ks_kakao_oauth(n):
    cid = n.s("kakao_rest")
    sec = n.s("kakao_client_secret")
    return ("spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          kakao:\n            client-id: %s\n            client-secret: %s\n            client-authentication-method: client_secret_post" % (cid, sec),
            "카카오는 client-id 자리에 REST API 키를 넣음. client_secret_post 안 주면 KOE010 에러.", "")


@tpl("ko", "secret", "dotenv: 포트원(아임포트) API secret")
def ks_portone(n):
    v = n.s("portone")
    return ("결제 취소 API가 401이라 확인해보니 V1 키를 V2 API에 쓰고 있었음. .env\nPORTONE_STORE_ID=store-%s\nPORTONE_API_SECRET=%s" % (uuid4(), v),
            "포트원 V2는 Authorization: PortOne {secret} 형식. V1 imp_key/imp_secret이랑 다름.", "")


@tpl("ko", "secret", "node: 솔라피 SMS 키 하드코딩")
def ks_solapi(n):
    v = n.s("solapi")
    return ("인증번호 문자 발송 코드에 키가 박혀 있었음\n\nconst messageService = new SolapiMessageService('NCS%s', '%s');" % (rs(UD, 13), v),
            "발신번호 사전등록 안 하면 발송 실패. 테스트는 솔라피 콘솔 테스트 발송으로.", "")


@tpl("ko", "secret", "curl: 알리고 SMS key 파라미터")
def ks_aligo(n):
    v = n.s("aligo")
    return ("curl -X POST https://apis.aligo.in/send/ \\\n  -d key=%s -d user_id=%s -d sender=0212345678 \\\n  -d receiver=01012345678 -d msg='[%s] 인증번호 123456' -d testmode_yn=Y" % (v, ko_user(), R.choice(CORP_KO_HANGUL)),
            "알리고는 발송 서버 IP를 등록해야 함. 로컬에서 테스트하면 -101 인증오류.", "")


@tpl("ko", "secret", "http: 채널톡 x-access-secret")
def ks_channeltalk(n):
    v = n.s("channeltalk")
    return ("채널톡 Open API로 상담 내역 가져오기\nGET https://api.channel.io/open/v5/user-chats?state=opened\nx-access-key: %s\nx-access-secret: %s" % (hx(24), v),
            "Open API는 유료 플랜에서만 됨. 무료 플랜이면 403.", "")


@tpl("ko", "secret", "url: 잔디/두레이 웹훅 URL")
def ks_kr_webhook(n):
    if n.pick(["jandi", "dooray"]) == "jandi":
        t = n.s("jandi")
        u = "https://wh.jandi.com/connect-api/webhook/%d/%s" % (R.randint(10 ** 7, 10 ** 8), t)
        w = "잔디"
    else:
        t = n.s("dooray")
        u = "https://hook.dooray.com/services/%d/%d/%s" % (R.randint(10 ** 18, 10 ** 19 - 1), R.randint(10 ** 18, 10 ** 19 - 1), t)
        w = "두레이"
    return ("배포 알림이 %s 방에 안 와서 보니 웹훅 URL이 예전 방 걸로 되어 있었음. 새 URL: %s" % (w, u),
            "웹훅 URL 자체가 인증 수단이라 URL만 알면 누구나 메시지 보낼 수 있음.", "")


@tpl("ko", "secret", "sens: NCP API Gateway 헤더")
def ks_ncp_sens(n):
    a = n.s("ncp_access")
    s = n.s("ncp_secret")
    return ("SENS 알림톡 발송 시 시그니처 생성에 필요한 값\nx-ncp-apigw-timestamp: %d000\nx-ncp-iam-access-key: %s\nsecretKey(서명용): %s" % (R.randint(1700000000, 1760000000), a, s),
            "서명 문자열은 'POST {url}\\n{timestamp}\\n{accessKey}' 순서. 개행 하나만 틀려도 401.", "")


@tpl("ko", "secret", "shell: mysql -p 붙여쓰기")
def ks_mysql(n):
    p = n.pw(avoid=SHELLQ + " ")
    return ("슬로우쿼리 확인하려고 접속\nmysql -h %s -u %s -p'%s' %s" % (host("mysql", True), R.choice(["admin", "dba", "app"]), p, dbname()),
            "-p 뒤에 띄어쓰기 하면 비번을 DB명으로 인식함. 그리고 히스토리에 남으니까 다음엔 --login-path 쓰기.", "")


@tpl("ko", "secret", "uri: psql 연결 문자열 퍼센트 인코딩")
def ks_psql_uri(n):
    p = n.rawpw()
    e = n.add(pct(p))
    return ("DATABASE_URL=postgresql://app:%s@%s:5432/%s?sslmode=require" % (e, host("pg", True), dbname()),
            "비번에 특수문자 있으면 URL 인코딩 해야 함. 안 하면 '포트 숫자 아님' 에러로 엉뚱하게 나옴.",
            "RDS 마스터 비번도 같은 규칙으로 바꿀지 DBA랑 상의")


@tpl("ko", "secret", "conf: redis.conf requirepass")
def ks_redis_conf(n):
    p = n.pw(avoid=" \n\"")
    return ("세션 서버 레디스 설정 (/etc/redis/redis.conf 중 일부)\nbind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb" % p,
            "bind 0.0.0.0에 비번만 걸어두면 브루트포스 당함. 보안그룹으로 앱 서버만 열어두기.", "")


@tpl("ko", "secret", "compose: MYSQL_ROOT_PASSWORD")
def ks_compose(n):
    p1 = n.pw(avoid=YAMLQ + "$\n#")
    p2 = n.pw(avoid=YAMLQ + "$\n#")
    return ("로컬 개발용 docker-compose.yml\nservices:\n  mysql:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_USER: app\n      MYSQL_PASSWORD: \"%s\"" % (p1, p2),
            "볼륨 이미 있으면 비번 바꿔도 적용 안 됨. docker compose down -v 하고 다시 올려야 함.", "")


@tpl("ko", "secret", "k8s: Secret stringData 매니페스트")
def ks_k8s_secret(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s\nstringData:\n  %s: %s" % (svc(), var(nm), v),
            "네임스페이스 옮기고 나서 파드가 CrashLoopBackOff 났는데 시크릿을 안 옮겨서였음. 시크릿은 네임스페이스 단위.", "")


@tpl("ko", "secret", "jenkinsfile: 토큰 하드코딩")
def ks_jenkinsfile(n):
    nm = n.pick(pool("ci", "reg", "msg"))
    v = n.s(nm)
    return ("Jenkinsfile 보다가 발견\nenvironment {\n    %s = '%s'\n}\n이거 credentials()로 바꿔야 함" % (var(nm), v),
            "젠킨스 credentials 바인딩 쓰면 콘솔 로그에서 자동 마스킹됨. 하드코딩은 마스킹 안 됨.", "이 Jenkinsfile 히스토리 정리(rewrite) 해야 하는지?")


@tpl("ko", "secret", "git: remote URL에 PAT 넣음")
def ks_git_remote(n):
    t = n.s(n.pick(["gh_classic", "gh_fine", "gitlab_pat"]))
    host_ = "github.com" if t.startswith(("ghp_", "github")) else "gitlab.%s.kr" % corp(True)
    return ("회사 맥북에서 2FA 때문에 push가 안 돼서 일단 remote에 토큰 넣어서 해결함\ngit remote set-url origin https://%s:%s@%s/%s.git" % (ko_user(), t, host_, repo()),
            "이러면 .git/config에 토큰이 평문으로 남음. credential helper(osxkeychain) 쓰는 게 맞음.", "")


@tpl("ko", "secret", "gitlab-ci: 변수에 토큰")
def ks_gitlabci(n):
    nm = n.pick(pool("ci", "reg", "cloud"))
    v = n.s(nm)
    return (".gitlab-ci.yml 상단\nvariables:\n  %s: \"%s\"\n  GIT_DEPTH: \"10\"" % (var(nm), v),
            "masked 변수는 프로젝트 설정에서만 가능. yml에 쓰면 로그에 그대로 찍힘.", "")


@tpl("ko", "secret", "aws: credentials 파일 붙여넣기")
def ks_aws_cred(n):
    a, s = n.s("aws_akia"), n.s("aws_secret")
    return ("~/.aws/credentials 내용 (배치 서버)\n[default]\naws_access_key_id=%s\naws_secret_access_key=%s" % (a, s),
            "EC2 인스턴스 롤 있는데도 이 파일이 우선순위 높아서 롤 권한이 안 먹었음. 파일 지우니까 해결.", "")


@tpl("ko", "secret", "jupyter: AI API 키 셀에 하드코딩")
def ks_notebook(n):
    nm = n.pick(["openai_proj", "openai_legacy", "anthropic", "upstage", "clova", "groq", "perplexity", "xai", "deepseek"])
    v = n.s(nm)
    return ("실험 노트북 첫 셀\nimport os\nos.environ[\"%s\"] = \"%s\"" % (var(nm), v),
            "노트북 output이랑 같이 커밋되면 키 유출됨. nbstripout 설치하기.", "")


@tpl("ko", "secret", "http: x-api-key 헤더 (Claude)")
def ks_anthropic(n):
    v = n.s(n.pick(["anthropic", "anthropic_admin"]))
    return ("프록시 서버 거쳐서 호출하면 401 떠서 헤더 덤프 떠봄\nPOST /v1/messages\nanthropic-version: 2023-06-01\nx-api-key: %s\ncontent-type: application/json" % v,
            "프록시가 x-로 시작하는 헤더를 지우고 있었음. nginx underscores_in_headers 랑은 무관.", "")


@tpl("ko", "secret", "python: 클로바 스튜디오/업스테이지 호출 코드")
def ks_kr_llm(n):
    nm = n.pick(["clova", "upstage"])
    v = n.s(nm)
    if nm == "clova":
        code = "headers = {\n    \"Authorization\": \"Bearer %s\",\n    \"X-NCP-CLOVASTUDIO-REQUEST-ID\": \"%s\",\n}" % (v, hx(32))
    else:
        code = "client = OpenAI(api_key=\"%s\", base_url=\"https://api.upstage.ai/v1\")" % v
    return ("사내 챗봇 PoC 코드 일부\n" + code, "스트리밍 응답은 SSE라 requests에서 stream=True 안 주면 한 번에 받음.", "")


@tpl("ko", "secret", "jenkins: initialAdminPassword")
def ks_jenkins_init(n):
    v = n.s("jenkins_initial")
    return ("젠킨스 새로 띄우고 초기 비번 확인\n$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % v,
            "초기 설정 끝나기 전엔 이 값으로 누구나 관리자 생성 가능. 8080 포트 외부에 열지 말 것.", "")


@tpl("ko", "secret", "prose: 공유기/NAS 관리자 비번")
def ks_router(n):
    p = n.pw()
    dev = R.choice(["ipTIME 공유기", "시놀로지 NAS", "QNAP NAS", "사무실 UTM"])
    return ("%s 관리 페이지(192.168.0.1) 들어가려면 admin / %s 로 로그인. 포트포워딩 설정 거기서 함" % (dev, p),
            "펌웨어 업데이트하면 포트포워딩 규칙 초기화되는 경우 있음.", "")


@tpl("ko", "secret", "onboarding: VPN 비번 + OTP 시크릿")
def ks_vpn_otp(n):
    p = n.pw()
    s = n.s("totp")
    return ("신규 입사자 온보딩 메모\n1) VPN 계정 %s\n2) 임시 비번 %s\n3) OTP 등록키(수동 입력): %s" % (ko_user(), p, s),
            "OTP 등록키는 QR 못 찍을 때 수동 입력용인데 이거 유출되면 OTP 의미 없음.", "")


@tpl("ko", "secret", "2fa: 깃허브 복구 코드 목록")
def ks_recovery(n):
    codes = [n.add("%s-%s" % (hx(5), hx(5))) for _ in range(R.randint(5, 8))]
    return ("봇 계정(%s-bot) 2FA 복구 코드 백업해둠\n%s" % (corp(True), "  ".join(codes)),
            "복구 코드는 1회용. 봇 계정도 소유자 2명 이상 두어야 락 걸려도 복구 가능.", "이거 어디 보관하는 게 맞을지 보안팀에 물어보기")


@tpl("ko", "secret", "android: keystore 비번 gradle.properties")
def ks_keystore(n):
    p1 = n.pw(avoid="\n\\")
    p2 = n.pw(avoid="\n\\")
    return ("릴리즈 빌드 서명 실패. gradle.properties에 있던 값\nRELEASE_STORE_FILE=release.keystore\nRELEASE_STORE_PASSWORD=%s\nRELEASE_KEY_ALIAS=%s\nRELEASE_KEY_PASSWORD=%s" % (p1, corp(True), p2),
            "gradle.properties는 ~/.gradle 쪽에 두고 프로젝트 쪽은 gitignore. 키스토어 잃어버리면 업데이트 불가(앱 서명 안 쓰는 경우).", "")


@tpl("ko", "secret", "fastlane: 애플 앱 암호 환경변수")
def ks_fastlane(n):
    v = n.s("apple_app_pw")
    return ("CI에서 TestFlight 업로드 2FA 때문에 막힘. 앱 전용 암호 발급해서 넣음\nFASTLANE_USER=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (email(ko=True), v),
            "앱 전용 암호는 업로드(altool)만 되고 나머지 API는 App Store Connect API 키(.p8) 써야 함.", "")


@tpl("ko", "secret", "firebase: FCM 레거시 서버 키")
def ks_fcm(n):
    v = n.s("fcm_legacy")
    return ("푸시 발송 서버 설정값\nfcm.server-key=%s" % v,
            "레거시 HTTP API는 지원 종료됨. HTTP v1으로 마이그레이션 해야 하고 서비스 계정 필요.", "")


@tpl("ko", "secret", "json: 구글 플레이 서비스계정 private_key")
def ks_play_sa(n):
    b, lines, e = n.key("pem_pkcs8_rsa", n=R.randint(3, 5))
    body = "\\n".join([b] + lines) + "\\n...\\n" + e + "\\n"
    return ("인앱결제 영수증 검증용 서비스 계정 json 일부\n\"private_key\": \"%s\",\n\"client_email\": \"iap-verifier@pc-api-%d.iam.gserviceaccount.com\"" % (body, R.randint(10 ** 9, 10 ** 10)),
            "Play Console에서 서비스 계정 권한 부여하고 최대 24시간 후에 반영됨. 바로 401 나도 기다려볼 것.", "")


@tpl("ko", "secret", "ssh: 배포 서버 개인키 붙여넣기")
def ks_ssh_key(n):
    k = n.pem("openssh_ed25519", comment="deploy@" + corp(True))
    return ("배포 서버 접속용 키 (bastion에 있는 거 그대로)\n" + k,
            "키 파일 권한 600 아니면 ssh가 무시함. 윈도우에서 복사하면 CRLF 들어가서 'invalid format' 남.", "")


@tpl("ko", "secret", "pem: 애플 로그인 .p8 키")
def ks_apple_p8(n):
    k = n.pem("pem_pkcs8_ec")
    return ("애플 로그인 client_secret(JWT) 생성용 AuthKey_%s.p8 내용\n%s" % (rs(UD, 10), k),
            "client_secret JWT 만료는 최대 6개월. 만료되면 invalid_client 에러.", "")


@tpl("ko", "secret", "password: 한글 포함 비번")
def ks_hangul_pw(n):
    p = n.pw(style="hangul", avoid="\n")
    return ("키오스크 관리자 비번이 한글 섞여 있음 → %s\n한영키 상태 확인 안 하면 계속 틀림" % p,
            "HTTP Basic 인증에서 한글 비번은 클라이언트마다 인코딩이 달라서(latin-1/UTF-8) 실패함.", "")


@tpl("ko", "secret", "password: 두벌식 영타 비번")
def ks_dubeol_pw(n):
    p = n.pw(style="kotyped", avoid="\n")
    return ("테스트 서버 root 비번이 한글을 영타로 친 거라 외우기 쉬움: %s" % p,
            "이런 비번은 사전 공격에 취약함. 운영은 랜덤 생성으로.", "")


@tpl("ko", "secret", "split: 필드 끝 라벨, 다음 필드 시작에 값")
def ks_split(n):
    p = n.pw(avoid=" \n")
    return ("운영 DB 읽기전용 계정은 readonly이고 비밀번호는",
            "%s 입니다. 조회용이라 쓰기 쿼리 날리면 권한 에러 남." % p, "")


@tpl("ko", "secret", "ask_next_time: 질문에만 토큰")
def ks_ask_only(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("%s 연동 테스트가 스테이징에서만 실패함." % vendor_of(nm),
            "스테이징이랑 운영 키가 섞여 있을 가능성 있음. 키 prefix로 환경 구분 가능한지 확인 필요.",
            "스테이징에 들어간 키가 %s 맞는지, 운영 키랑 같은 건지 물어보기" % v)


@tpl("ko", "secret", "tsv: 엑셀 계정 시트 복사")
def ks_tsv(n):
    rows = ["구분\t서버\t계정\t비번"]
    for e in R.sample(["운영", "스테이징", "개발", "QA"], 3):
        rows.append("%s\t%s\t%s\t%s" % (e, ip(), R.choice(["root", "ubuntu", "deploy"]), n.pw(avoid="\t\n")))
    return ("공유 드라이브 '서버 접속 정보.xlsx' 복사\n" + "\n".join(rows),
            "엑셀에 비번 관리하지 말자고 했는데 아직 쓰는 중. 볼트로 이관 필요.", "")


@tpl("ko", "secret", "slack: 봇/앱 토큰")
def ks_slack_bot(n):
    v = n.s(n.pick(["slack_bot", "slack_user", "slack_app"]))
    return ("슬랙 알림 봇이 not_in_channel 에러 냄. 봇 토큰: %s\n채널에 봇 초대 안 해서였음" % v,
            "chat:write 권한 있어도 채널 멤버 아니면 못 씀. chat:write.public 추가하면 초대 없이 가능.", "")


@tpl("ko", "secret", "discord/telegram: 사내 알림봇 토큰")
def ks_bot_token(n):
    if n.pick(["telegram", "discord_bot"]) == "telegram":
        v = n.s("telegram")
        t = "텔레그램 봇 토큰 %s, chat_id는 -100%d" % (v, R.randint(10 ** 9, 10 ** 10))
    else:
        v = n.s("discord_bot")
        t = "디스코드 봇 토큰 %s" % v
    return ("스터디 알림봇 다시 살림. %s" % t, "봇 토큰 재발급하면 기존 토큰 즉시 무효화됨.", "")


@tpl("ko", "secret", "sentry: 소스맵 업로드 토큰")
def ks_sentry(n):
    v = n.s(n.pick(["sentry_org", "sentry_user"]))
    return ("프론트 빌드 시 소스맵 업로드 실패\nsentry-cli --auth-token %s sourcemaps upload --release %s ./dist" % (v, sha7()),
            "release 이름이 SDK init의 release랑 다르면 스택트레이스 매핑 안 됨.", "")


@tpl("ko", "secret", "helm: 데이터독 values.yaml")
def ks_datadog(n):
    a, b = n.s("datadog_api"), n.s("datadog_app")
    return ("values.yaml\ndatadog:\n  apiKey: %s\n  appKey: %s\n  site: datadoghq.com\n  clusterName: %s-eks" % (a, b, corp(True)),
            "site 값 틀리면 에이전트는 정상인데 데이터가 안 보임. 한국 계정도 US1인지 확인.", "")


@tpl("ko", "secret", "nhn cloud: appkey + secretKey")
def ks_nhn(n):
    s = n.s("nhn_secret")
    return ("NHN Cloud Notification(SMS) 연동 설정\nnhn.sms.app-key=%s\nnhn.sms.secret-key=%s\nnhn.sms.send-no=15880000" % (rs(AL, 16), s),
            "secretKey는 콘솔 URL & Appkey 메뉴에서 확인. 헤더 이름은 X-Secret-Key.", "")


@tpl("ko", "secret", "kakaopay: SECRET_KEY 헤더")
def ks_kakaopay(n):
    v = n.s("kakaopay")
    return ("카카오페이 단건결제 ready 호출\ncurl -X POST https://open-api.kakaopay.com/online/v1/payment/ready \\\n  -H 'Authorization: SECRET_KEY %s' \\\n  -H 'Content-Type: application/json'" % v,
            "구 API(kapi.kakao.com)는 Admin 키, 신 API는 SECRET_KEY 방식. 문서 버전 확인 필수.", "")


@tpl("ko", "secret", "pg: NICE페이 merchantKey / 이니시스 signKey")
def ks_pg_keys(n):
    if R.random() < 0.5:
        v = n.s("nicepay")
        t = "nicepay.mid=nicepay%s\nnicepay.merchant-key=%s" % (rs(DG, 2) + "m", v)
    else:
        v = n.s("inicis")
        t = "inicis.mid=INIpay%s\ninicis.sign-key=%s" % (rs(DG, 4), v)
    return ("레거시 PG 설정 파일(globals.properties)에 있던 값\n" + t,
            "해시 검증 실패(signature mismatch)면 대부분 키 공백/개행 문제.", "")


@tpl("ko", "secret", "ncp: aws cli로 오브젝트 스토리지 접근")
def ks_ncp_awscli(n):
    a, s = n.s("ncp_access"), n.s("ncp_secret")
    return ("aws cli로 NCP 버킷 조회\n$ AWS_ACCESS_KEY_ID=%s AWS_SECRET_ACCESS_KEY=%s aws s3 ls --endpoint-url=https://kr.object.ncloudstorage.com" % (a, s),
            "엔드포인트 안 주면 AWS로 가서 InvalidAccessKeyId 남.", "")


@tpl("ko", "secret", "mongo: Atlas 연결 문자열")
def ks_mongo(n):
    p = n.rawpw()
    e = n.add(pct(p))
    return ("MONGODB_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/?retryWrites=true" % (ko_user(), e, rs(LD, 5)),
            "Atlas는 IP 접근 목록에 NAT 게이트웨이 IP 추가해야 함. 안 그러면 서버 선택 타임아웃.", "")


@tpl("ko", "secret", "nextjs: supabase service_role 키 노출")
def ks_supabase(n):
    v = n.s("supabase_service")
    return (".env.local\nNEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_SERVICE_KEY=%s" % (rs(LO, 20), v),
            "NEXT_PUBLIC_ 붙이면 브라우저 번들에 들어감. service_role 키는 RLS 우회하니까 절대 공개하면 안 됨.", "")


@tpl("ko", "secret", "docker: login -p 토큰")
def ks_docker_login(n):
    v = n.s(n.pick(["docker_pat", "harbor_robot", "gh_classic"]))
    return ("러너에서 이미지 pull 제한 걸려서 로그인\ndocker login -u %s -p %s" % (ko_user(), v),
            "-p 쓰면 경고 뜨고 히스토리에 남음. --password-stdin 쓰기.", "")


@tpl("ko", "secret", "npmrc: 사내 레지스트리 토큰")
def ks_npmrc(n):
    v = n.s(n.pick(["npm", "jfrog_ref", "gh_classic"]))
    c = corp(True)
    return ("프로젝트 루트 .npmrc\n@%s:registry=https://npm.%s.kr/\n//npm.%s.kr/:_authToken=%s" % (c, c, c, v),
            "프로젝트 .npmrc에 토큰 넣으면 커밋됨. ${NPM_TOKEN} 치환 쓰기.", "")


@tpl("ko", "secret", "pypirc: 사내 PyPI 비번")
def ks_pypirc(n):
    p = n.pw(avoid="\n")
    return ("[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.%s.kr/\nusername = deployer\npassword = %s" % (corp(True), p),
            "twine은 ~/.pypirc를 읽음. 섹션 이름 틀리면 그냥 비번 물어봄.", "")


@tpl("ko", "secret", "curl: elastic 계정 -u")
def ks_elastic(n):
    p = n.pw(avoid=SHELLQ + ":")
    return ("인덱스 상태 확인\ncurl -k -u elastic:'%s' 'https://%s:9200/_cat/indices?v&s=store.size:desc'" % (p, ip()),
            "elastic 슈퍼유저 말고 읽기 전용 롤 계정 하나 만들어 쓰기.", "")


@tpl("ko", "secret", "kafka: SASL JAAS 설정")
def ks_kafka(n):
    sec = n.s("confluent_secret")
    user = rs(UD, 16)
    return ("컨슈머 설정 (Confluent Cloud)\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (user, sec),
            "jaas.config 끝에 세미콜론 빠지면 파싱 에러. username 자리엔 API 키, password엔 API 시크릿.", "")


@tpl("ko", "secret", "smtp: 네이버/지메일 앱 비밀번호")
def ks_smtp(n):
    if R.random() < 0.5:
        v = n.s("naver_app_pw")
        h = "smtp.naver.com"
    else:
        v = n.s("google_app_pw")
        h = "smtp.gmail.com"
    return ("메일 발송 설정\nspring.mail.host=%s\nspring.mail.port=465\nspring.mail.username=%s\nspring.mail.password=%s" % (h, email(ko=True), v),
            "2단계 인증 켜진 계정은 일반 비번 안 되고 앱 비밀번호 발급해야 함.", "")


@tpl("ko", "secret", "helm: grafana admin 비번 --set")
def ks_helm_grafana(n):
    p = n.pw(avoid=SHELLQ + ",= ")
    return ("helm install monitoring prometheus-community/kube-prometheus-stack -n monitoring --set grafana.adminPassword='%s'" % p,
            "이미 설치된 상태에서 adminPassword 바꿔도 grafana DB에는 반영 안 됨. grafana-cli로 리셋해야 함.", "")


@tpl("ko", "secret", "egov: globals.properties DB 비번")
def ks_egov(n):
    p = n.pw(avoid="\n\\ ")
    return ("전자정부프레임워크 프로젝트 src/main/resources/egovframework/egovProps/globals.properties\nGlobals.DbType = oracle\nGlobals.UserName = %s\nGlobals.Password = %s\nGlobals.Url = jdbc:oracle:thin:@%s:1521:ORCL" % (R.choice(["EGOV", "PORTAL", "HOMEPAGE"]), p, ip()),
            "비번 바꾸면 WAS 재기동 필요. 암호화하려면 jasypt 설정 추가해야 함.", "")


@tpl("ko", "secret", "jdbc: 티베로/큐브리드 접속 정보")
def ks_tibero(n):
    p = n.pw(avoid="\n\"\\")
    if R.random() < 0.5:
        t = "url: jdbc:tibero:thin:@%s:8629:tibero\nusername: %s\npassword: \"%s\"" % (ip(), R.choice(["SYS", "APPUSER", "ERP"]), p)
    else:
        t = "url: jdbc:CUBRID:%s:33000:demodb:::?charset=UTF-8\nusername: dba\npassword: \"%s\"" % (ip(), p)
    return ("공공 프로젝트 DB 설정 (application.yml datasource 부분)\n" + t,
            "티베로 JDBC 드라이버는 메이븐 센트럴에 없어서 로컬 lib로 추가해야 함.", "")


@tpl("ko", "secret", "sqlplus: user/pass@tns 위치 인자")
def ks_sqlplus(n):
    p = n.pw(avoid=SHELLQ + "@/ ")
    return ("배치 스크립트에 이렇게 박혀 있음\nsqlplus -s %s/%s@%s:1521/ORCLPDB1 @daily_close.sql" % (R.choice(["erp", "batch", "scott"]), p, ip()),
            "ps 명령으로 다른 계정도 비번 보임. /nolog 후 connect 하거나 wallet 쓰기.", "")


@tpl("ko", "secret", "pin: 서버실 도어락 번호")
def ks_doorlock(n):
    p = n.add("*" + rs(DG, R.choice([8, 10])) + "#")
    return ("IDC 서버실 출입할 일 있으면 도어락 번호는 %s (분기마다 바뀜)" % p,
            "출입 기록은 관리실 출입대장에도 써야 함.", "")


@tpl("ko", "secret", "prose: 홈택스 법인 계정")
def ks_hometax(n):
    p = n.pw()
    return ("전자세금계산서 조회 크롤러 만들 때 홈택스 법인 계정 %s 비번 %s 로 로그인함" % (ko_user(), p),
            "홈택스 로그인은 보안 프로그램 때문에 헤드리스 브라우저로 안 됨. API 연동 업체 쓰는 게 나음.", "")


@tpl("ko", "secret", "prose: 비밀번호 매니저 마스터 비번 공유")
def ks_master_pw(n):
    p = n.pw()
    return ("팀 공용 Bitwarden 조직 계정 마스터 비번: %s (팀장님이 카톡으로 공유해줌)" % p,
            "마스터 비번 공유하면 감사 로그 의미 없음. 개인 계정 초대 방식으로 바꿔야 함.", "")


@tpl("ko", "secret", "azure: 사내 SSO 연동 client secret")
def ks_azure_sso(n):
    v = n.s("azure_ad_secret")
    return ("그룹웨어 SSO 연동 (Entra ID) 설정값\ntenant: %s\nclient_id: %s\nclient_secret: %s" % (uuid4(), uuid4(), v),
            "client secret 만료되면 로그인 전체가 막힘. 만료일 캘린더에 등록해둠.", "")


@tpl("ko", "secret", "ini: certbot cloudflare 토큰")
def ks_certbot_cf(n):
    v = n.s("cf_token")
    return ("와일드카드 인증서 갱신용 /etc/letsencrypt/cloudflare.ini\ndns_cloudflare_api_token = %s" % v,
            "파일 권한 600 아니면 certbot이 경고. 토큰은 Zone:DNS:Edit 권한만.", "")


@tpl("ko", "secret", "wireguard: 재택 VPN 설정")
def ks_wg(n):
    k = n.s("wireguard")
    return ("재택용 wg0.conf\n[Interface]\nPrivateKey = %s\nAddress = 10.10.0.%d/32\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.kr:51820" % (k, R.randint(2, 250), b64(rbytes(32)), corp(True)),
            "PrivateKey는 기기마다 따로 생성. 공유하면 동시 접속 시 서로 끊김.", "")


@tpl("ko", "secret", "tailscale: 홈랩 auth key")
def ks_tailscale(n):
    v = n.s(n.pick(["tailscale", "tailscale_api"]))
    return ("라즈베리파이 재설치 후 tailscale 붙이기\nsudo tailscale up --auth-key=%s --ssh" % v,
            "reusable 키는 유출되면 누구나 tailnet에 붙음. ephemeral + 태그 키 쓰기.", "")


@tpl("ko", "secret", "sops: age 개인키")
def ks_age(n):
    v = n.s("age")
    return ("sops 복호화 안 돼서 키 파일 확인 ~/.config/sops/age/keys.txt\n%s" % v,
            ".sops.yaml의 age 수신자(public key)와 이 개인키가 쌍이 맞아야 함.", "")


@tpl("ko", "secret", "spring: jwt.secret base64")
def ks_jwt_secret(n):
    v = n.s(n.pick(["nextauth", "jwt_secret", "fernet"]))
    return ("application.yml\njwt:\n  secret: %s\n  access-token-validity: 1800" % v,
            "HS256은 키 32바이트 이상 필요. 짧으면 WeakKeyException.", "")


@tpl("ko", "secret", "prose: 관리자 페이지 아이디/비번")
def ks_admin_page(n):
    p = n.pw()
    return ("고객사 관리자 페이지 접속 정보 받음. 아이디 admin%s 비번은 %s이고 IP 제한 걸려 있어서 VPN 붙어야 됨" % (rs(DG, 2), p),
            "고객사 계정은 우리 쪽에서 비번 바꾸면 안 됨. 요청만 가능.", "")


@tpl("ko", "secret", "http: Basic 헤더 nginx proxy_set_header")
def ks_nginx_basic(n):
    u = ko_user()
    p = n.rawpw(avoid=":")
    blob = n.add(b64(u + ":" + p))
    return ("레거시 API 프록시 설정 (nginx)\nlocation /legacy/ {\n    proxy_pass http://%s:8080/;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (ip(), blob),
            "Basic 헤더 값은 base64라 그냥 디코딩하면 아이디:비번 나옴.", "")


@tpl("ko", "secret", "cookie: 세션 쿠키로 재현")
def ks_cookie(n):
    v = n.s("session_cookie")
    return ("관리자 화면 500 에러 재현하려고 브라우저 쿠키 복사\ncurl 'https://admin.%s.kr/api/orders?page=3' -H 'Cookie: SESSION=%s'" % (corp(True), v),
            "세션 쿠키는 로그아웃 전까지 유효. 재현 끝나고 로그아웃함.", "")


@tpl("ko", "secret", "json: 로그인 API 응답 로그에 토큰")
def ks_login_resp(n):
    a = n.s("jwt_access")
    r = n.add(rs(B64U, 64))
    return ("로그인 API 응답이 로그에 그대로 찍히고 있었음\n{\"accessToken\":\"%s\",\"refreshToken\":\"%s\",\"expiresIn\":1800}" % (a, r),
            "응답 바디 로깅 필터에서 토큰 필드 마스킹 추가해야 함.", "")


@tpl("ko", "secret", "postman: 환경변수 export")
def ks_postman(n):
    nm = n.pick(GENERIC)
    v = n.s(nm)
    return ("팀원한테 받은 포스트맨 환경 파일\n{\"key\": \"baseUrl\", \"value\": \"https://dev-api.%s.kr\"},\n{\"key\": \"token\", \"value\": \"%s\"}" % (corp(True), v),
            "포스트맨 환경 export하면 current value까지 들어감. 공유 전에 값 비우기.", "")


@tpl("ko", "secret", "shell: sshpass 배포 스크립트")
def ks_sshpass(n):
    p = n.pw(avoid=SHELLQ)
    return ("deploy.sh에서 발견\nsshpass -p '%s' rsync -avz ./build/ %s@%s:/var/www/html/" % (p, R.choice(["ubuntu", "centos", "www"]), ip()),
            "키 인증으로 바꾸기로 함. sshpass는 프로세스 목록에 비번 노출.", "")


@tpl("ko", "secret", "ftp: 호스팅 FTP 계정")
def ks_ftp(n):
    p = n.pw(avoid=SHELLQ + ",")
    return ("예전 홈페이지가 카페24 호스팅에 있음. 파일 내리려면\nlftp -u %s,'%s' ftp://%s.cafe24.com" % (rs(LO, 8), p, rs(LO, 8)),
            "호스팅은 FTP만 열려 있고 SFTP는 유료 옵션.", "")


@tpl("ko", "secret", "smb: NAS 마운트 옵션")
def ks_smb(n):
    p = n.pw(avoid=SHELLQ + ", ")
    return ("/etc/fstab 한 줄\n//%s/design /mnt/design cifs username=%s,password=%s,iocharset=utf8,vers=3.0 0 0" % (ip(), ko_user(), p),
            "fstab에 비번 쓰지 말고 credentials=/root/.smbcred (600) 사용.", "")


@tpl("ko", "secret", "cn: 알리바바/텐센트 키 (중국 리전)")
def ks_cn_cloud(n):
    if n.pick(["alibaba_id", "tencent_id"]) == "alibaba_id":
        a, s = n.s("alibaba_id"), n.s("alibaba_secret")
        t = "ALIBABA_CLOUD_ACCESS_KEY_ID=%s\nALIBABA_CLOUD_ACCESS_KEY_SECRET=%s" % (a, s)
    else:
        a, s = n.s("tencent_id"), n.s("tencent_key")
        t = "TENCENTCLOUD_SECRET_ID=%s\nTENCENTCLOUD_SECRET_KEY=%s" % (a, s)
    return ("중국 리전 CDN 퍼지 스크립트용 키\n" + t, "중국 본토 리전은 ICP 등록 안 되면 도메인 연결 자체가 안 됨.", "")


@tpl("ko", "secret", "vercel/netlify: 배포 토큰")
def ks_deploy_token(n):
    v = n.s(n.pick(["vercel", "netlify", "render", "flyio", "heroku"]))
    return ("CI에서 프리뷰 배포 돌리려고 토큰 발급. 토큰값 %s 를 깃헙 시크릿에 넣어야 하는데 일단 여기 적어둠" % v,
            "개인 계정 토큰이라 퇴사하면 배포 깨짐. 팀 토큰으로 바꿔야 함.", "")


@tpl("ko", "secret", "shell: export 여러 개 한 줄씩")
def ks_exports(n):
    names = []
    for _ in range(R.randint(4, 6)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    lines = ["export %s=%s" % (var(nm), n.s(nm)) for nm in names]
    return ("로컬에서 배치 돌릴 때 필요한 환경변수들 (~/.zshrc 맨 아래)\n" + "\n".join(lines),
            "zshrc에 넣어두면 모든 터미널에 노출됨. direnv로 프로젝트 디렉터리에서만 로드하게 바꾸기.", "")


@tpl("ko", "secret", "dotenv: 국내 서비스 키 여러 개")
def ks_dotenv_kr(n):
    names = []
    for _ in range(3):
        names.append(n.pick([x for x in KR_POOL if x not in names]))
    lines = ["%s=%s" % (var(nm), n.s(nm)) for nm in names]
    return ("%s 백엔드 .env.production (서버에서 직접 확인)\n%s" % (R.choice(CORP_KO_HANGUL), "\n".join(lines)),
            ".env.production이 도커 이미지에 같이 들어가 있었음. .dockerignore에 추가.", "")


@tpl("ko", "secret", "curl: 베어러 토큰 API 호출")
def ks_curl_bearer(n):
    nm = n.pick(BEARERS)
    v = n.s(nm)
    return ("%s API 응답 형식 확인용\ncurl -s '%s' -H '%s' | jq '.'" % (vendor_of(nm), SHAPES[nm]["url"], hdr(nm, v)),
            R.choice(["응답이 페이지네이션 돼 있어서 next_cursor 따라가야 전체 나옴.", "레이트리밋 헤더(x-ratelimit-remaining) 보고 백오프 걸어야 함.", "타임존이 UTC로 옴. KST 변환 필요."]), "")


@tpl("ko", "secret", "python: SDK 생성자에 키")
def ks_py_sdk(n):
    opts = [("openai_proj", "client = OpenAI(api_key=\"{}\")"), ("stripe_live", "stripe.api_key = \"{}\""),
            ("huggingface", "login(token=\"{}\")"), ("replicate", "client = replicate.Client(api_token=\"{}\")"),
            ("wandb", "wandb.login(key=\"{}\")"), ("elevenlabs", "client = ElevenLabs(api_key=\"{}\")"),
            ("notion_ntn", "notion = Client(auth=\"{}\")"), ("airtable", "api = Api(\"{}\")"),
            ("langsmith", "client = Client(api_key=\"{}\")"), ("together", "client = Together(api_key=\"{}\")")]
    nm = n.pick([o[0] for o in opts])
    code = dict(opts)[nm].replace("{}", n.s(nm))
    return ("스크립트 상단에 키가 그대로 있음 (scripts/%s.py)\n%s" % (R.choice(["batch_infer", "upload_model", "sync_notion", "migrate"]), code),
            "키는 환경변수에서 읽게 바꾸고 커밋 히스토리에서 제거(git filter-repo) 필요.", "")


@tpl("ko", "secret", "js: SDK 생성자에 키")
def ks_js_sdk(n):
    opts = [("sendgrid", "sgMail.setApiKey('{}');"), ("resend", "const resend = new Resend('{}');"),
            ("sendbird", "const api = axios.create({ headers: { 'Api-Token': '{}' } });"),
            ("mapbox_sk", "mapboxgl.accessToken = '{}';"), ("contentful", "const client = contentful.createClient({ accessToken: '{}' });"),
            ("twilio_auth", "const client = twilio('AC" + hx(32) + "', '{}');"), ("pusher", "const pusher = new Pusher({ appId: '" + rs(DG, 7) + "', key: '" + hx(20) + "', secret: '{}', cluster: 'ap3' });"),
            ("ably", "const ably = new Ably.Realtime('{}');")]
    nm = n.pick([o[0] for o in opts])
    code = dict(opts)[nm].replace("{}", n.s(nm))
    return ("서버 코드 리뷰 중 발견 (%s)\n%s" % (R.choice(["src/services/notify.ts", "lib/mailer.js", "server/index.ts"]), code),
            "프론트 번들에 들어가는 파일인지 먼저 확인. 서버 전용이라도 하드코딩은 금지.", "")


@tpl("ko", "secret", "java: 설정 클래스 상수")
def ks_java_const(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("public class ApiConfig {\n    public static final String %s = \"%s\";\n}\n레거시 모듈이라 아직 상수로 씀" % (var(nm), v),
            "상수 클래스는 jar 디컴파일하면 바로 보임. 외부 설정으로 빼야 함.", "")


@tpl("ko", "secret", "terraform: provider 블록 토큰")
def ks_tf_provider(n):
    nm = n.pick(["cf_token", "do_pat", "hetzner", "vultr", "linode", "gh_fine", "datadog_api", "tailscale_api", "vercel"])
    v = n.s(nm)
    return ("provider.tf\nprovider \"%s\" {\n  token = \"%s\"\n}" % (vendor_of(nm).lower().split()[0], v),
            "provider 블록에 토큰 쓰면 커밋됨. 환경변수(TF_VAR_ 또는 공급자별 변수)로.", "")


@tpl("ko", "secret", "azure: 스토리지 연결 문자열")
def ks_azure_conn(n):
    v = n.s("azure_storage")
    return ("AzureWebJobsStorage=DefaultEndpointsProtocol=https;AccountName=%sfunc;AccountKey=%s;EndpointSuffix=core.windows.net" % (corp(True).replace("-", ""), v),
            "로컬 local.settings.json에 있던 값. gitignore 되어 있는지 확인함.", "")


@tpl("ko", "secret", "gcp: API 키 script 태그")
def ks_gmaps(n):
    v = n.s("google_api_key")
    return ("매장 찾기 페이지 지도 안 뜸\n<script src=\"https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap\" async></script>" % v,
            "HTTP 리퍼러 제한에 새 도메인 추가 안 해서 RefererNotAllowedMapError.", "")


@tpl("ko", "secret", "github actions: 워크플로 env 하드코딩")
def ks_gha(n):
    nm = n.pick(pool("ci", "cloud", "reg"))
    v = n.s(nm)
    return ("워크플로 수정 PR %s 리뷰하다 발견\n    env:\n      %s: %s" % (pr(), var(nm), v),
            "시크릿은 ${{ secrets.X }}로만. 포크 PR에서는 시크릿 안 넘어가니 테스트 방식 다르게.", "포크 PR 테스트 시 키 필요한 테스트는 skip 처리할지?")


@tpl("ko", "secret", "log: 에러 로그에 DB URL 노출")
def ks_err_log(n):
    p = n.rawpw(avoid="@/ ")
    e = n.add(pct(p))
    return ("배치 실패 로그\nERROR o.h.engine.jdbc.spi.SqlExceptionHelper - Connection refused\n  url=jdbc:postgresql://%s:5432/%s?user=batch&password=%s" % (ip(), dbname(), e),
            "예외 메시지에 JDBC URL이 그대로 들어감. 로깅 전에 password 파라미터 마스킹.", "")


@tpl("ko", "secret", "ci 로그: set -x로 토큰 출력")
def ks_ci_log(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("빌드 로그 일부\n+ curl -sf -H 'Authorization: Bearer %s' https://%s/health\n+ echo ok" % (v, host("api", True)),
            "스크립트 맨 위 set -x 때문에 토큰이 로그에 찍힘. 민감 구간은 set +x.", "빌드 로그 보존기간 동안 누가 볼 수 있는지 확인")


@tpl("ko", "secret", "sql: 계정 생성 쿼리")
def ks_sql_user(n):
    p = n.pw(avoid="'\\\n")
    return ("읽기전용 계정 만들 때 쓴 쿼리\nCREATE USER 'bi_reader'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO 'bi_reader'@'%%';" % (p, dbname()),
            "MySQL 8은 기본 인증 플러그인이 caching_sha2_password라 구버전 클라이언트 접속 실패.", "")


@tpl("ko", "secret", "ldap: 바인드 계정 비번")
def ks_ldap(n):
    p = n.pw(avoid="'\\\n")
    return ("깃랩 LDAP 연동 설정 gitlab.rb\ngitlab_rails['ldap_servers'] = {\n  'main' => {\n    'bind_dn' => 'cn=gitlab,ou=svc,dc=%s,dc=kr',\n    'password' => '%s'\n  }\n}" % (corp(True), p),
            "bind 계정 비번 만료 정책 걸려 있으면 어느 날 갑자기 로그인 전체 실패.", "")


@tpl("ko", "secret", "prose: 비번 구두 전달 메모")
def ks_verbal(n):
    p = n.pw()
    return ("회의 중에 %s이 불러준 거 받아 적음: 스테이징 젠킨스 비번 → %s" % (kn(), p),
            "받아 적은 비번이 맞는지 바로 로그인해서 확인했어야 했는데 나중에 오타 때문에 30분 날림.", "")


@tpl("ko", "secret", "rotation: 키 교체 전/후")
def ks_key_rotation(n):
    nm = n.pick(GENERIC_SHORT)
    old, new = n.s(nm), n.s(nm)
    return ("%s 키 교체함\n- 이전: %s\n- 신규: %s\n이전 키는 금요일에 폐기 예정" % (vendor_of(nm), old, new),
            "이전 키 폐기 전에 모든 서비스가 신규 키로 바뀌었는지 사용량 그래프로 확인.", "")


@tpl("ko", "secret", "openssl: pkcs12 export 비번")
def ks_p12(n):
    p = n.pw(avoid=" \n'\"\\$")
    return ("톰캣 SSL 인증서 변환\nopenssl pkcs12 -export -in cert.crt -inkey private.key -certfile chain.crt -out keystore.p12 -passout pass:%s" % p,
            "server.xml의 certificateKeystorePassword도 같은 값으로.", "")


@tpl("ko", "secret", "pem: EC 개인키 (JWT 서명)")
def ks_pem_ec(n):
    k = n.pem("pem_ec")
    return ("토큰 서명키 교체 후 검증 실패. 파드에 마운트된 키 확인\n" + k,
            "공개키(JWKS)도 같이 교체해야 함. kid 안 바꾸면 캐시 때문에 한동안 실패.", "")


@tpl("ko", "secret", "mnemonic: 테스트넷 지갑 니모닉")
def ks_mnemonic(n):
    m = n.s("mnemonic")
    return ("테스트넷 배포용 지갑 니모닉 (개발팀 공용)\n%s" % m,
            "테스트넷용이라도 같은 니모닉을 메인넷에 쓰면 자산 털림. 절대 재사용 금지.", "")


@tpl("ko", "secret", "all punct: 특수문자 전부 들어간 비번")
def ks_allpunct(n):
    p = n.pw(style="allpunct", avoid="\n`")
    return ("자동 생성된 DB 비번에 특수문자가 너무 많아서 설정마다 깨짐 → `%s`" % p,
            "YAML은 따옴표, .env는 이스케이프, URL은 퍼센트 인코딩. 결국 영숫자만으로 재생성함.", "")


@tpl("ko", "secret", "long: 긴 토큰 붙여넣기")
def ks_long(n):
    nm = n.pick(LONG)
    v = n.s(nm)
    return ("%s 토큰 (엄청 김):\n%s" % (vendor_of(nm), v), "복붙할 때 줄바꿈 들어가서 인증 실패한 적 있음. wc -c로 길이 확인.", "")


@tpl("ko", "secret", "vault: 토큰 로그인")
def ks_vault(n):
    v = n.s(n.pick(["vault_hvs", "vault_hvs_long", "doppler", "doppler_pt"]))
    return ("시크릿 조회 권한 테스트\nVAULT_ADDR=https://vault.%s.kr VAULT_TOKEN=%s vault kv get secret/%s/db" % (corp(True), v, env()),
            "root 토큰으로 테스트하지 말 것. 정책 붙은 토큰으로 해야 실제 권한 확인됨.", "")


@tpl("ko", "secret", "k8s: kubeadm join 토큰")
def ks_kubeadm(n):
    t = n.s("k8s_bootstrap")
    return ("워커 노드 추가\nkubeadm join %s:6443 --token %s --discovery-token-ca-cert-hash sha256:%s" % (ip(), t, sha256()),
            "토큰 기본 TTL 24시간. 만료되면 kubeadm token create --print-join-command.", "")


@tpl("ko", "secret", "ansible: group_vars 평문 비번")
def ks_ansible(n):
    p1 = n.pw(avoid=YAMLQ + "\n")
    p2 = n.pw(avoid=YAMLQ + "\n")
    return ("group_vars/%s.yml\nansible_become_password: '%s'\nmysql_root_password: '%s'" % (env(), p1, p2),
            "ansible-vault encrypt_string으로 암호화하기로 함.", "")


@tpl("ko", "secret", "rclone/s3: 백업 스토리지 키")
def ks_backup_keys(n):
    c = {"minio_id": "minio", "b2_key_id": "b2", "do_spaces_id": "spaces"}[n.pick(["minio_id", "b2_key_id", "do_spaces_id"])]
    if c == "minio":
        a, s = n.s("minio_id"), n.s("minio_secret")
    elif c == "b2":
        a, s = n.s("b2_key_id"), n.s("b2_key")
    else:
        a, s = n.s("do_spaces_id"), n.s("do_spaces_secret")
    return ("NAS 백업 대상 스토리지 키\naccess_key_id = %s\nsecret_access_key = %s" % (a, s),
            "백업용 키는 쓰기만 되고 삭제는 안 되게 권한 분리해야 랜섬웨어 대비됨.", "")


@tpl("ko", "secret", "gcs hmac: S3 호환 클라이언트")
def ks_gcs_hmac(n):
    a, s = n.s("gcs_hmac_id"), n.s("gcs_hmac_secret")
    return ("GCS를 S3 SDK로 접근하려고 HMAC 키 발급\naccess: %s\nsecret: %s" % (a, s), "HMAC 키는 서비스 계정에 묶여 있음. SA 삭제하면 같이 무효.", "")


@tpl("ko", "secret", "presigned: 서명 포함 URL 공유")
def ks_presigned(n):
    a = n.s("aws_akia")
    sig = n.add(hx(64))
    u = "https://%s-files.s3.ap-northeast-2.amazonaws.com/contract.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250312%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=20250312T010000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (corp(True), a, sig)
    return ("고객에게 보낸 계약서 다운로드 링크\n" + u, "7일짜리 링크라 그 사이엔 누구나 다운 가능. 짧게 줄이기.", "")


@tpl("ko", "secret", "pgp: 서명 키 일부")
def ks_pgp(n):
    b, lines, e = n.key("pgp_private", n=R.randint(3, 6))
    return ("apt 저장소 서명키 백업 (일부)\n%s\n\n%s\n...\n%s" % (b, "\n".join(lines), e), "서명키 만료 연장하면 클라이언트에서 키 재등록 필요.", "")


@tpl("ko", "secret", "rsa: 인증서 개인키 일부")
def ks_rsa(n):
    b, lines, e = n.key("pem_rsa", n=R.randint(4, 7))
    return ("SSL 인증서 갱신 때 받은 개인키 파일 앞부분\n%s\n%s\n(생략)\n%s" % (b, "\n".join(lines), e),
            "CSR 만들 때 개인키는 서버에서 생성. 인증서 업체에 개인키 보내면 안 됨.", "")


@tpl("ko", "secret", "yubikey: OTP 오타 입력")
def ks_yubikey(n):
    v = n.s("yubikey_otp")
    return ("유비키 잘못 터치해서 슬랙에 %s 이게 입력됨 ㅋㅋ" % v, "OTP는 1회용이지만 사용 전까지 유효. 바로 한 번 로그인해서 소진시킴.", "")


@tpl("ko", "secret", "eth: 개인키 hardhat .env")
def ks_eth(n):
    k = n.s("eth_priv")
    return ("컨트랙트 배포 .env\nPRIVATE_KEY=%s\nRPC_URL=https://sepolia.infura.io/v3/%s" % (k, hx(32)),
            "RPC_URL의 프로젝트 ID는 공개돼도 큰 문제 없지만 PRIVATE_KEY는 지갑 그 자체.", "")


@tpl("ko", "secret", "pin: 스마트카드/USB 보안토큰 PIN")
def ks_hsm_pin(n):
    p = n.add(rs(DG, R.choice([8, 8, 10])))
    return ("코드사이닝 USB 토큰(EV 인증서) PIN: %s. 빌드 머신에 꽂혀 있음" % p,
            "PIN 10회 틀리면 토큰 잠김. 서명 스크립트 재시도 횟수 1회로 제한.", "")


@tpl("ko", "secret", "okta/auth0: 클라이언트 시크릿")
def ks_idp_secret(n):
    nm = n.pick(["auth0_secret", "okta", "keycloak", "cognito"])
    v = n.s(nm)
    return ("%s 연동 설정값 (어드민 콘솔에서 복사)\nCLIENT_SECRET=%s" % (vendor_of(nm), v), "시크릿 재발급하면 기존 세션은 유지되지만 토큰 갱신부터 실패.", "")


@tpl("ko", "secret", "github: Password 프롬프트에 토큰 입력")
def ks_gh_prompt(n):
    v = n.s(n.pick(["gh_fine", "gh_classic", "gh_oauth"]))
    return ("git push 할 때 Password 자리에 비번 대신 토큰 넣어야 함\nUsername: %s\nPassword: %s" % (ko_user(), v),
            "깃허브는 2021년부터 비번 인증 막힘. Password 프롬프트에 PAT 입력.", "")


@tpl("ko", "secret", "observability: 모니터링/분석 SaaS 키")
def ks_obs(n):
    nm = n.pick(pool("obs"))
    v = n.s(nm)
    return ("APM 에이전트 설정 (%s)\n%s=%s" % (vendor_of(nm), var(nm), v), "에이전트 라이선스 키는 계정 단위라 유출되면 데이터 오염 가능.", "")


@tpl("ko", "secret", "ai: 여러 AI 키 정리")
def ks_ai_keys(n):
    names = []
    for _ in range(3):
        names.append(n.pick([x for x in pool("ai") if x not in names]))
    lines = ["- %s: %s" % (vendor_of(nm), n.s(nm)) for nm in names]
    return ("LLM 벤치마크 돌릴 때 쓴 키 정리\n" + "\n".join(lines), "벤더마다 레이트리밋 기준(RPM/TPM)이 달라서 동시성 따로 설정.", "")


@tpl("ko", "secret", "payment: 해외 PG 키")
def ks_global_pay(n):
    nm = n.pick([x for x in pool("pay") if "kr" not in SHAPES[x]["tags"]])
    v = n.s(nm)
    return ("해외 결제 붙이면서 받은 %s 키\n%s=%s" % (vendor_of(nm), var(nm), v), "라이브 키랑 테스트 키 prefix로 구분됨. 스테이징에 라이브 키 넣지 않기.", "")


@tpl("ko", "secret", "saas: 협업툴 API 토큰")
def ks_saas(n):
    nm = n.pick(pool("saas"))
    v = n.s(nm)
    return ("%s 자동화 스크립트용 토큰: %s" % (vendor_of(nm), v), "개인 토큰은 본인 권한 그대로라 봇 계정 토큰으로 바꾸는 게 좋음.", "")


@tpl("ko", "secret", "registry: 패키지 배포 토큰")
def ks_registry(n):
    nm = n.pick(pool("reg"))
    v = n.s(nm)
    return ("라이브러리 배포용 %s 토큰\n%s" % (vendor_of(nm), v), "배포 토큰은 패키지 단위 스코프로 발급.", "")


@tpl("ko", "secret", "ask_next_time: 비번 유효한지 질문")
def ks_ask_pw(n):
    p = n.pw()
    return ("협력사 SFTP 업로드 배치가 'Permission denied' 로 실패. 협력사에서 월요일에 계정 정리했다고 함.",
            "배치에 인증 실패 알림이 없어서 이틀 늦게 알았음. 실패 알림 추가 필요.",
            "협력사 담당자한테 기존 비번 %s 폐기된 건지, 새 비번은 어떤 경로로 받는지 물어보기" % p)


@tpl("ko", "secret", "인수인계 문서: 외부 연동 키 목록")
def ks_handover(n):
    names = []
    for _ in range(R.randint(5, 6)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    items = ["- %s (%s): %s" % (vendor_of(nm), R.choice(["운영용", "스테이징 공용", "배치에서 사용", "담당: " + ko_name()]), n.s(nm)) for nm in names]
    return ("퇴사자 인수인계 문서 '외부 연동' 항목 그대로\n" + "\n".join(items),
            "전부 퇴사자 개인 계정으로 발급된 키라 팀 계정으로 재발급 후 교체해야 함.", "재발급 일정 누가 잡을지?")


@tpl("ko", "secret", "디버그: 컨테이너 env 덤프")
def ks_printenv(n):
    names = []
    for _ in range(R.randint(4, 5)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    lines = ["LANG=ko_KR.UTF-8", "TZ=Asia/Seoul"] + ["%s=%s" % (var(nm), n.s(nm)) for nm in names]
    R.shuffle(lines)
    return ("설정 안 먹는 원인 찾으려고 컨테이너 들어가서 env 찍어봄\n%s" % "\n".join(lines),
            "ConfigMap이랑 Secret에 같은 키가 있으면 envFrom 뒤에 있는 게 이김. 경고도 없음.", "")


@tpl("ko", "secret", "systemd: 유닛 파일 Environment")
def ks_systemd(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("배치 서버 /etc/systemd/system/%s.service 에 키가 박혀 있음\n[Service]\nEnvironment=\"%s=%s\"\nExecStart=/usr/bin/java -jar /opt/batch/app.jar" % (svc(), var(nm), v),
            "유닛 파일은 아무나 읽을 수 있음. EnvironmentFile= 로 빼고 권한 600.", "")


@tpl("ko", "secret", "oauth: 토큰 교환 client_secret 폼 파라미터")
def ks_oauth_form(n):
    nm = n.pick(["kakao_client_secret", "naver_client_secret", "google_oauth_secret", "keycloak", "naver_works", "auth0_secret", "zoom"])
    v = n.s(nm)
    tok_url = {"kakao_client_secret": "https://kauth.kakao.com/oauth/token", "naver_client_secret": "https://nid.naver.com/oauth2.0/token",
               "google_oauth_secret": "https://oauth2.googleapis.com/token", "keycloak": "https://auth.%s.kr/realms/main/protocol/openid-connect/token" % corp(True),
               "naver_works": "https://auth.worksmobile.com/oauth2/v2.0/token", "auth0_secret": "https://%s.auth0.com/oauth/token" % corp(True),
               "zoom": "https://zoom.us/oauth/token"}[nm]
    return ("인가 코드로 토큰 받는 요청 (%s)\ncurl -X POST '%s' \\\n  -d grant_type=authorization_code -d client_id=%s \\\n  -d client_secret=%s -d code=%s" % (
        vendor_of(nm), tok_url,
        rs(AL, 20), v, rs(B64U, 40)),
            "인가 코드는 1회용이라 재시도하면 invalid_grant. 테스트할 때마다 새로 받아야 함.", "")


@tpl("ko", "secret", "shell: 명령 앞 인라인 환경변수")
def ks_inline_env(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("통합 테스트 돌릴 때 이렇게 실행함\n%s=%s ./gradlew integrationTest" % (var(nm), v),
            "인라인으로 줘도 쉘 히스토리에 남음. 앞에 공백 넣으면 안 남게 HISTCONTROL 설정.", "")


@tpl("ko", "secret", "php: 그누보드/워드프레스 DB 설정")
def ks_php_db(n):
    p = n.pw(avoid="'\\\n")
    if R.random() < 0.5:
        t = "data/dbconfig.php\n$mysql_host = 'localhost';\n$mysql_user = '%s';\n$mysql_password = '%s';\n$mysql_db = '%s';" % (rs(LO, 6), p, rs(LO, 6))
    else:
        t = "wp-config.php\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );" % (rs(LO, 6), p)
    return ("고객사 홈페이지 이전 작업. 기존 호스팅에서 받은 " + t,
            "호스팅 이전 후에도 예전 서버 DB 계정 살아 있으면 같이 정리해야 함.", "")


@tpl("ko", "secret", "split: lesson 끝 라벨, ask에 값")
def ks_split_ask(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("%s 연동이 계정 이전 이후로 스테이징에서만 실패함." % vendor_of(nm),
            "이전하면서 스테이징 키가 새로 발급됐는데 배포 레포에 아직 남아 있는 예전 키는",
            "%s 이거임. 폐기됐는지 벤더 담당자한테 확인" % v)


@tpl("ko", "secret", "구글 시트 공유: 계정 정보 행")
def ks_sheet_row(n):
    p = n.pw(avoid="\t\n")
    nm = n.pick(GENERIC_SHORT)
    k = n.s(nm)
    return ("운영팀 공유 시트 '외부서비스' 탭 한 줄 복사\n%s\t%s\t%s\t%s\t비고: 결제 담당 공용" % (vendor_of(nm), email(ko=True), p, k),
            "시트 링크가 '링크 있는 모든 사용자'로 공유돼 있었음. 권한부터 바꿈.", "")


@tpl("ko", "secret", "k8s: 시크릿 디코딩 출력")
def ks_secret_decode(n):
    names = []
    for _ in range(R.randint(4, 6)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    d = dict((var(nm), n.s(nm)) for nm in names)
    return ("값 확인하려고 시크릿 디코딩해서 봄\n$ kubectl get secret %s -o json | jq '.data | map_values(@base64d)'\n%s" % (svc(), jdump(d, 2)),
            "디코딩 결과를 터미널에 찍으면 화면 공유 중에 그대로 노출됨. 키 이름만 볼 땐 jq 'keys'.", "")


@tpl("ko", "secret", "dotenv 백업 파일 발견")
def ks_env_bak(n):
    names = []
    for _ in range(R.randint(4, 6)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    lines = ["%s=%s" % (var(nm), n.s(nm)) for nm in names]
    return ("웹 루트에 .env.bak 파일이 남아 있었음 (https://www.%s.kr/.env.bak 으로 다운로드 됨 ㄷㄷ)\n%s" % (corp(True), "\n".join(lines)),
            "nginx에서 dotfile 접근 차단 규칙 추가(location ~ /\\. { deny all; }). 안에 있던 키는 전부 교체 대상.", "외부에서 이미 받아간 흔적 있는지 액세스 로그 확인 요청")


@tpl("ko", "secret", "application-prod.yml 외부 연동 블록")
def ks_prod_yml(n):
    names = []
    for _ in range(R.randint(4, 5)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    body = "\n".join("  %s: %s" % (var(nm).lower().replace("_", "-"), n.s(nm)) for nm in names)
    return ("application-prod.yml 의 external 설정 (레포에 그대로 커밋돼 있음)\nexternal:\n%s" % body,
            "운영 설정은 Config Server나 시크릿 매니저로 분리. 레포에 있는 값은 히스토리까지 정리해야 함.", "")


@tpl("ko", "secret", "레포 전체 grep 결과")
def ks_grep(n):
    names = []
    for _ in range(R.randint(6, 7)):
        names.append(n.pick([x for x in GENERIC_SHORT if x not in names]))
    files = ["batch/run.sh", "src/main/resources/application-local.yml", "docs/연동가이드.md", "scripts/init_data.py", "front/.env.development",
             "infra/ansible/group_vars/all.yml", "legacy/Config.java", "test/fixtures/env.json"]
    R.shuffle(files)
    lines = ["%s:%d: %s=%s" % (files[i], R.randint(3, 240), var(nm), n.s(nm)) for i, nm in enumerate(names)]
    return ("레포 공개 전에 grep -rnE '(KEY|TOKEN|SECRET)=' 돌려본 결과 ㄷㄷ\n%s" % "\n".join(lines),
            "히스토리 재작성만으로는 부족. 한 번이라도 푸시된 값은 전부 교체해야 함.", "교체 우선순위 정리해서 공유할지?")


@tpl("ko", "secret", "ask_next_time: 새로 받은 키 확인 요청")
def ks_ask_newkey(n):
    nm = n.pick(GENERIC_SHORT)
    v = n.s(nm)
    return ("%s 쪽에서 보안 이슈로 키를 강제 재발급해서 %s 환경 연동이 전부 끊김. 새 키는 %s이 메일로 받음." % (vendor_of(nm), env(), kn()),
            "벤더 강제 재발급은 이전 키가 즉시 무효라 겹치는 기간이 없음. 알림 메일 수신자를 팀 메일로 바꿔야 함.",
            "새 키 %s 볼트에 넣었는지, 메일은 지웠는지 확인 부탁" % v)


@tpl("ko", "secret", "url: 슬랙/팀즈 인커밍 웹훅")
def ks_slack_webhook(n):
    nm = n.pick(["slack_webhook", "teams_webhook"])
    t = n.s(nm)
    if nm == "slack_webhook":
        u = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UD, 8), rs(UD, 10), t)
        w = "슬랙 #배포알림 채널"
    else:
        u = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (corp(True), uuid4(), uuid4(), t, uuid4())
        w = "팀즈 운영 채널"
    return ("배치 실패 알림을 %s로 보내는 스크립트 (cron)\ncurl -s -X POST -H 'Content-type: application/json' --data '{\"text\":\"[%s] 정산 배치 실패\"}' %s" % (w, env(), u),
            "웹훅 URL은 그 자체로 인증 수단이라 레포에 커밋하면 누구나 채널에 메시지 보낼 수 있음. 유출되면 재발급.", "")


@tpl("ko", "secret", "xml: context-datasource.xml 비번")
def ks_xml_datasource(n):
    p = n.pw(avoid=XMLQ + "\n")
    return ("레거시 SI 프로젝트 context-datasource.xml\n<bean id=\"dataSource\" class=\"org.apache.commons.dbcp2.BasicDataSource\" destroy-method=\"close\">\n  <property name=\"driverClassName\" value=\"oracle.jdbc.OracleDriver\"/>\n  <property name=\"url\" value=\"jdbc:oracle:thin:@%s:1521:%s\"/>\n  <property name=\"username\" value=\"%s\"/>\n  <property name=\"password\" value=\"%s\"/>\n</bean>" % (ip(), R.choice(["ORCL", "PROD", "XE"]), R.choice(["HOMEPAGE", "ERP_APP", "GW"]), p),
            "WAR 안에 설정이 같이 패키징돼서 비번 바꾸려면 재배포 필요. JNDI로 빼는 게 맞음.", "")

# ============================================================================================
# ENGLISH  -  CLEAN (look risky, contain no credential)
# ============================================================================================
def any_var():
    return SHAPES[R.choice(SHAPE_ORDER)]["var"]


@tpl("en", "clean", "env reference: op read / secret manager substitution")
def ec_op_read(n):
    v = any_var()
    return ("Local dev now resolves keys at launch instead of storing them:\n  export %s=\"$(op read 'op://Engineering/%s/credential')\"\n  make dev" % (v, v.lower()),
            "op read fails silently inside tmux if the 1Password CLI session expired; run `op signin` first.", "")


@tpl("en", "clean", "k8s: secretKeyRef env wiring")
def ec_secretkeyref(n):
    v = any_var()
    return ("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: pg-app, key: password}" % (v, svc(), v.lower().replace("_", "-")),
            "If the key name inside the Secret doesn't match, the pod sits in CreateContainerConfigError, not CrashLoopBackOff.", "")


@tpl("en", "clean", "github actions: secrets context references")
def ec_gha_secrets(n):
    v = any_var()
    return ("- name: Publish\n  env:\n    %s: ${{ secrets.%s }}\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n  run: npm publish --provenance --access public" % (v, v),
            "Secrets are not passed to workflows triggered by pull_request from forks; use pull_request_target only with care.", "Do we want environment-scoped secrets for prod publish?")


@tpl("en", "clean", "vault: kv path and policy")
def ec_vault_path(n):
    e = env()
    return ("Creds now live in Vault:\n  vault kv get -field=password secret/%s/postgres/app\n  vault kv metadata get secret/%s/stripe\nPolicy: path \"secret/data/%s/*\" { capabilities = [\"read\"] }" % (e, e, e),
            "KV v2 paths need /data/ in policies but not in the CLI; that mismatch cost an hour.", "")


@tpl("en", "clean", "git: SHAs from bisect/revert")
def ec_git_shas(n):
    a, b, c = sha40(), sha40(), sha40()
    return ("git bisect landed on %s (\"bump pg driver\"). Reverted it in %s; the fix-forward is %s on branch fix/pg-pool." % (a, b, c),
            "The driver's new default statement timeout (30s) killed the nightly report query.", "Should we pin minor versions of DB drivers?")


@tpl("en", "clean", "logs: request ids and trace ids")
def ec_request_ids(n):
    return ("Failing request for the customer ticket:\n  x-request-id: %s\n  traceparent: 00-%s-%s-01\n  status=502 upstream=%s latency_ms=30012" % (uuid4(), hx(32), hx(16), host("api")),
            "502s at exactly 30s are the ALB idle timeout, not the app; raise it or make the endpoint async.", "")


@tpl("en", "clean", "checksums: sha256sum output")
def ec_checksums(n):
    return ("Verified the release artifacts:\n%s  %s-linux-amd64.tar.gz\n%s  %s-darwin-arm64.tar.gz" % (sha256(), svc(), sha256(), svc()),
            "The checksum file itself must be signed or fetched over a separate channel, otherwise it proves nothing.", "")


@tpl("en", "clean", "docker: image digests")
def ec_digests(n):
    return ("Pinned base images by digest after the tag was re-pushed:\nFROM python:3.12-slim@sha256:%s\nFROM gcr.io/distroless/static-debian12@sha256:%s" % (sha256(), sha256()),
            "Renovate can keep digests updated; tags alone are mutable.", "")


@tpl("en", "clean", "aws: ARNs and account ids")
def ec_arns(n):
    a = acct12()
    return ("The Lambda role needs read access to:\n  arn:aws:secretsmanager:%s:%s:secret:%s/db-credentials-%s\n  arn:aws:kms:%s:%s:key/%s" % (region(), a, env(), rs(AL, 6), region(), a, uuid4()),
            "secretsmanager:GetSecretValue isn't enough when the secret uses a customer-managed KMS key; kms:Decrypt is needed too.", "")


@tpl("en", "clean", "stripe: object ids")
def ec_stripe_ids(n):
    return ("Refund for order %s failed. Objects: customer cus_%s, payment intent pi_%s, charge ch_%s, event evt_%s." % (rs(DG, 6), rs(AL, 14), rs(AL, 24), rs(AL, 24), rs(AL, 24)),
            "Refunds must target the payment intent, not the charge, after the API version upgrade.", "")


@tpl("en", "clean", "ssh: public key and fingerprint")
def ec_ssh_pub(n):
    pubblob = b64(_ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32)))
    return ("Added the new CI deploy key (public part) to the server:\nssh-ed25519 %s ci@%s\nFingerprint: SHA256:%s" % (pubblob, corp(), b64(rbytes(32)).rstrip("=")),
            "authorized_keys needs the whole line including the key type; the comment is optional.", "")


@tpl("en", "clean", "base64 of non-secret JSON payload")
def ec_b64_payload(n):
    payload = json.dumps({"orderId": rs(DG, 8), "status": "SHIPPED", "carrier": R.choice(["UPS", "DHL", "FedEx"]), "ts": date()}, separators=(",", ":"))
    return ("Pub/Sub push message that failed to parse:\n{\"message\": {\"data\": \"%s\", \"messageId\": \"%d\"}}" % (b64(payload), R.randint(10 ** 15, 10 ** 16)),
            "data is base64-encoded; the handler forgot to decode before json.loads.", "")


@tpl("en", "clean", "paths to credential files without contents")
def ec_cred_paths(n):
    return ("Files the agent needs on the host (contents provisioned by Ansible, not in the repo):\n  ~/.aws/credentials\n  /etc/ssl/private/%s.key\n  ~/.ssh/id_ed25519\n  /run/secrets/db_password" % corp(),
            "The private key path must be readable only by the service user; the agent refuses 0644.", "")


@tpl("en", "clean", "urls: API endpoints with non-credential query params")
def ec_urls(n):
    return ("Pagination bug reproduces with:\nGET https://api.%s.com/v2/orders?limit=100&starting_after=ord_%s&expand[]=customer&created[gte]=1714521600" % (corp(), rs(AL, 14)),
            "The cursor is the last object id; using offsets skipped rows when new orders arrived.", "")


@tpl("en", "clean", "cli flags explained (-p port vs password)")
def ec_cli_flags(n):
    return ("Gotcha: `-p` means different things. `psql -h %s -p 5432 -U app` (port), `ssh -p 2222 deploy@%s` (port), but `mysql -u app -p` (prompt for password) and `mysql -P 3307` (port)." % (host("pg"), ip()),
            "For mysql, always pass the password via --login-path or the prompt, never inline.", "")


@tpl("en", "clean", "auth error messages")
def ec_auth_errors(n):
    return ("Errors seen while debugging:\n  FATAL:  password authentication failed for user \"app\"\n  ERROR 1045 (28000): Access denied for user 'root'@'%s' (using password: YES)\n  {\"error\":\"invalid_client\",\"error_description\":\"Invalid client secret\"}" % ip(),
            "All three were the same root cause: the secret store sync job had stalled.", "")


@tpl("en", "clean", "version strings and pseudo-versions")
def ec_versions(n):
    return ("go.mod has github.com/%s/sdk v0.0.0-2024%02d%02d%06d-%s and the Helm chart is %d.%d.%d-rc.%d+build.%d." % (corp(), R.randint(1, 12), R.randint(1, 28), R.randint(0, 235959), hx(12), R.randint(1, 5), R.randint(0, 30), R.randint(0, 9), R.randint(1, 5), R.randint(1000, 9999)),
            "Pseudo-versions encode the commit time and hash; bump to a tagged release before shipping.", "")


@tpl("en", "clean", "pem: public key block")
def ec_public_pem(n):
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    lines = _wrap(b64(der), 64)
    return ("JWKS was missing; the verifier is now configured with the public key:\n-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(lines),
            "Only the public key goes to verifiers; the signing service keeps the private half in KMS.", "")


@tpl("en", "clean", "certificate chain (public)")
def ec_cert(n):
    lines = _wrap(b64(bytes.fromhex("308203") + rbytes(300)), 64)[:5]
    return ("The intermediate that was missing from the chain (public cert, from the CA's site):\n-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines),
            "Android fails on incomplete chains even when desktop browsers fill them in via AIA fetching.", "")


@tpl("en", "clean", "public keys: age / wireguard peer / npub")
def ec_pub_keys(n):
    return ("Recipients for the encrypted backups:\n  age1%s (ops laptop)\n  age1%s (break-glass)\nWireGuard peer PublicKey = %s" % (rs(BECH, 58), rs(BECH, 58), b64(rbytes(32))),
            "Public recipients can be committed; adding a recipient requires re-encrypting existing files with sops updatekeys.", "")


@tpl("en", "clean", "web3: addresses and tx hashes")
def ec_eth_addr(n):
    return ("Testnet deploy: contract at 0x%s, deployer 0x%s, tx 0x%s (block %d)." % (hx(40), hx(40), hx(64), R.randint(5_000_000, 7_000_000)),
            "Verify on the explorer with the exact compiler version and optimizer runs, or verification fails.", "")


@tpl("en", "clean", "data URI base64 image")
def ec_data_uri(n):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(60)
    return ("Email template broke in Outlook because the logo is inlined as <img src=\"data:image/png;base64,%s\">" % b64(png),
            "Outlook blocks data URIs; host the image or use CID attachments.", "")


@tpl("en", "clean", "oauth client id (public identifier)")
def ec_client_id(n):
    return ("Google sign-in broke on the new domain. Client ID %d-%s.apps.googleusercontent.com needs https://app.%s.com/auth/callback in Authorized redirect URIs." % (R.randint(10 ** 11, 10 ** 12), rs(LD, 32), corp()),
            "redirect_uri_mismatch shows the exact URI Google received; compare trailing slashes.", "")


@tpl("en", "clean", "twilio account SID / messaging service ids")
def ec_twilio_sid(n):
    return ("SMS from the %s env come from Messaging Service MG%s under Account SID AC%s; the A2P campaign id is C%s." % (env(), hx(32), hx(32), rs(UD, 6)),
            "Unregistered 10DLC traffic gets filtered by carriers silently; delivery shows 'sent' but never 'delivered'.", "")


@tpl("en", "clean", "slack ids (channel/user/team)")
def ec_slack_ids(n):
    return ("The alert bot posts to channel C0%s in workspace T0%s; escalations mention user U0%s." % (rs(UD, 8), rs(UD, 8), rs(UD, 8)),
            "Use ids, not channel names, in config; renames break name-based lookups.", "")


@tpl("en", "clean", "gerrit change-id / signed-off trailers")
def ec_trailers(n):
    return ("Commit trailers required by the upstream project:\nChange-Id: I%s\nSigned-off-by: %s <%s>\nCo-authored-by: %s <%s>" % (hx(40), en_user(), email(), en_user(), email()),
            "The commit-msg hook generates Change-Id; amending keeps it, cherry-picking to another branch must too.", "")


@tpl("en", "clean", "sops encrypted values")
def ec_sops(n):
    return ("secrets.enc.yaml after `sops -e`:\ndb_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n  age:\n    - recipient: age1%s" % (rs(B64, 24), rs(B64, 43) + "=", rs(B64, 22) + "==", rs(BECH, 58)),
            "Only ciphertext is committed; CI decrypts with the age key from its secret store.", "")


@tpl("en", "clean", "kubectl create secret with generated value")
def ec_kubectl_gen(n):
    return ("kubectl create secret generic %s-db -n %s --from-literal=password=\"$(openssl rand -base64 32)\" --dry-run=client -o yaml | kubeseal -o yaml > sealed.yaml" % (svc(), env()),
            "The plaintext never touches disk; only the SealedSecret is committed.", "")


@tpl("en", "clean", "npmrc with env interpolation")
def ec_npmrc_env(n):
    return (".npmrc committed to the repo:\n@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\nalways-auth=true" % corp(),
            "npm expands ${VAR} in .npmrc at runtime; if the var is unset you get a confusing 401 instead of an error.", "")


@tpl("en", "clean", "connection string with env substitution / pgpass")
def ec_conn_env(n):
    return ("DATABASE_URL=postgres://app:${PGPASSWORD}@%s:5432/%s\nFor psql sessions use ~/.pgpass (mode 0600) with host:port:db:user:* wildcard lines." % (host("pg"), dbname()),
            "Some libraries don't expand ${} inside URLs; compose does, Python's dotenv doesn't by default.", "")


@tpl("en", "clean", "cloud resource ids")
def ec_resource_ids(n):
    return ("Terraform drift on: aws_instance i-0%s, aws_security_group sg-0%s, aws_vpc vpc-0%s, aws_cloudfront_distribution E%s." % (hx(16), hx(16), hx(16), rs(UD, 13)),
            "The drift was a console edit; import or revert, don't let apply fight it every run.", "")


@tpl("en", "clean", "s3 etag / md5 checksums")
def ec_etag(n):
    return ("Multipart upload ETag \"%s-%d\" doesn't equal the file MD5 %s, so the integrity check flagged every large file." % (hx(32), R.randint(2, 40), hx(32)),
            "Compare with a SHA-256 checksum (x-amz-checksum-sha256) instead of ETag for multipart objects.", "")


@tpl("en", "clean", "git lfs pointer")
def ec_lfs(n):
    return ("The model file in the repo is just an LFS pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256(), R.randint(10 ** 8, 10 ** 10)),
            "CI must run `git lfs pull`; actions/checkout needs lfs: true.", "")


@tpl("en", "clean", "pip hashes in requirements")
def ec_pip_hashes(n):
    return ("requirements.txt (pip-compile --generate-hashes):\nrequests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256(), sha256()),
            "With hashes, every transitive dependency must be pinned or pip refuses to install.", "")


@tpl("en", "clean", "subresource integrity attribute")
def ec_sri(n):
    return ("<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % rs(B64, 64),
            "SRI breaks if the CDN serves a re-minified file; pin the exact version.", "")


@tpl("en", "clean", "masked key in dashboard listing")
def ec_masked_listing(n):
    return ("API keys page shows: 'Production — sk-...%s — created %s — last used 3 days ago'. The legacy key ending in %s is unused and can be deleted." % (rs(AL, 4), date(), rs(AL, 4)),
            "Dashboards only show the last 4 chars; match on creation date to find which service uses which key.", "")


@tpl("en", "clean", "password prompt transcript without value")
def ec_prompt(n):
    return ("$ psql -h %s -U migrator %s\nPassword for user migrator:\npsql: error: connection to server failed: FATAL:  password authentication failed for user \"migrator\"" % (host("pg"), dbname()),
            "The migrator role was recreated by the bootstrap job with a new generated password; fetch it from the secret store.", "")


@tpl("en", "clean", "iam policy json")
def ec_iam(n):
    return ("{\n  \"Effect\": \"Allow\",\n  \"Action\": [\"secretsmanager:GetSecretValue\"],\n  \"Resource\": \"arn:aws:secretsmanager:%s:%s:secret:%s/*\",\n  \"Condition\": {\"StringEquals\": {\"aws:PrincipalTag/team\": \"payments\"}}\n}" % (region(), acct12(), env()),
            "Tag-based conditions need the session tags passed at assume-role time.", "")


@tpl("en", "clean", "apple ids: team id, key id, issuer id")
def ec_apple_ids(n):
    return ("App Store Connect API config: Issuer ID %s, Key ID %s, Team ID %s, bundle com.%s.app. The .p8 file itself is in the CI secret store." % (uuid4(), rs(UD, 10), rs(UD, 10), corp()),
            "Key ID and Issuer ID are identifiers, not secrets; the JWT is signed with the .p8.", "")


@tpl("en", "clean", "ulid/ksuid/snowflake ids")
def ec_ids(n):
    return ("Dedup broke because events from the import have ULIDs (01%s) while live events use Snowflake ids (%d)." % (rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24), R.randint(10 ** 17, 10 ** 18)),
            "Sort order differs: ULIDs sort by time lexicographically, Snowflakes numerically.", "")


@tpl("en", "clean", "kubectl jsonpath decode command (no output)")
def ec_jsonpath(n):
    return ("To inspect what the pod actually receives: kubectl get secret %s -n %s -o jsonpath='{.data.password}' | base64 -d | wc -c" % (svc(), env()),
            "Counting bytes revealed a trailing newline in the stored value.", "")


@tpl("en", "clean", "uuids as idempotency keys")
def ec_idempotency(n):
    return ("Duplicate charges traced to retries without Idempotency-Key. Two requests: %s and %s, same order %s." % (uuid4(), uuid4(), rs(DG, 7)),
            "Generate the idempotency key once per logical operation and persist it with the order.", "")


@tpl("en", "clean", "gcp billing / project identifiers")
def ec_gcp_ids(n):
    return ("Billing export points to project %s-analytics (number %d), billing account %s-%s-%s, dataset billing_export_v1_%s." % (corp(), R.randint(10 ** 11, 10 ** 12), rs(HXU, 6), rs(HXU, 6), rs(HXU, 6), rs(HXU, 6) + "_" + rs(HXU, 6)),
            "Detailed usage export must be enabled separately from the standard export.", "")


@tpl("en", "clean", "high-entropy but public: feature flag / build ids")
def ec_build_ids(n):
    return ("Build %s-%s (buildId %s) shipped with the flag key 'checkout-v2-%s'; CloudFront invalidation id I%s." % (svc(), sha7(), hx(20), rs(LD, 6), rs(UD, 13)),
            "Next.js buildId changes every build; caching /_next/data by it prevents stale JSON.", "")


def pick_variant(options):
    return options[R.randrange(len(options))]


@tpl("en", "clean", "compose: ${VAR:?message} required variables")
def ec_compose_required(n):
    v1, v2 = any_var(), any_var()
    s = svc()
    mc = ("services:\n  %s:\n    environment:\n      DATABASE_URL: ${DATABASE_URL:?set DATABASE_URL in .env}\n      %s: ${%s:?missing %s}\n      %s: ${%s:-}" % (s, v1, v1, v1.lower(), v2, v2))
    return (mc, pick_variant(["`:?` makes compose refuse to start with a clear message instead of booting with empty credentials; `:-` silently defaults to empty.",
                              "compose interpolates from the shell first and .env second; a stale exported value in the shell wins over the file.",
                              "`docker compose config` prints the resolved file, which is the fastest way to see which variables are missing."]), "")


@tpl("en", "clean", "readme: placeholders for keys")
def ec_placeholders(n):
    v = any_var()
    variants = [
        "README setup section we wrote:\n  1. Copy .env.example to .env\n  2. Set STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX (use your own test key locally)\n  3. Set %s=<your-key-here>\n  4. curl -H \"Authorization: Bearer YOUR_API_KEY\" http://localhost:%d/v1/ping" % (v, R.choice([3000, 8080, 8000])),
        "Docs snippet for the SDK quickstart:\n  client = Client(api_key=\"YOUR_API_KEY\")\n  # or: export %s=<paste key>\nNever commit the real value; the CI check rejects anything that is not a placeholder." % v,
        "Example config in the wiki uses obvious placeholders:\n  %s: \"********\"\n  webhook_secret: \"whsec_...\"\n  aws_access_key_id: AKIAXXXXXXXXXXXXXXXX\n  aws_secret_access_key: <from-vault>" % v.lower(),
    ]
    return (pick_variant(variants), pick_variant(["Placeholders must be obviously fake; the old README had a real-looking value that people pasted into prod config.",
                                                  "Our placeholder check looks for XXXX, <...>, YOUR_ and *** patterns; anything else fails review."]), "")


@tpl("en", "clean", "password policy description")
def ec_pw_policy(n):
    k = R.choice([10, 12, 14, 16])
    variants = [
        "Signup tests fail with the new password policy: min %d chars, at least one of !@#$%%^&*, no more than 3 repeated characters, not in the breached-password list." % k,
        "The IdP now enforces: length >= %d, no username substrings, rotation every %d days for service accounts, history of the last 5 passwords." % (k, R.choice([60, 90, 180])),
        "Security asked that the admin UI require passwords of %d+ characters and block the top 10k common passwords; the seeded fixtures were all shorter, so e2e broke." % k,
    ]
    return (pick_variant(variants), pick_variant(["The frontend validator and the backend disagree on whether spaces count; backend is the source of truth.",
                                                  "Generate fixture passwords at test time instead of hardcoding them.",
                                                  "zxcvbn score >= 3 is what the backend actually checks; the length rule is only the first gate."]), "")


@tpl("en", "clean", "recovery codes handling (no codes)")
def ec_recovery_policy(n):
    k = R.choice([8, 10, 16])
    variants = [
        "Org owner accounts have 2FA; %d recovery codes each were generated and moved to the 'Break-glass' vault. Nobody should have them in notes or chat." % k,
        "When enabling 2FA on the %s admin account, download the recovery codes file and upload it straight to the vault item; don't open it in an editor with cloud sync." % R.choice(["registrar", "AWS root", "GitHub org", "Apple developer"]),
        "Lost-phone procedure: use one of the %d recovery codes stored in the vault, then immediately regenerate the set and re-enroll the authenticator." % k,
    ]
    return (pick_variant(variants), pick_variant(["If codes are used, regenerate the whole set; partially used sets cause confusion.",
                                                  "Each vault access is logged, which is the only audit trail we have for these."]), "Who audits the break-glass vault access log?")


@tpl("en", "clean", "secret-scanning regexes (no secret)")
def ec_regex(n):
    pats = ["'ghp_[A-Za-z0-9]{36}'", "'AKIA[0-9A-Z]{16}'", "'xox[baprs]-[0-9A-Za-z-]+'", "'-----BEGIN [A-Z ]*PRIVATE KEY-----'",
            "'sk_live_[0-9a-zA-Z]{24,}'", "'glpat-[0-9A-Za-z_-]{20}'", "'AIza[0-9A-Za-z_-]{35}'", "'npm_[A-Za-z0-9]{36}'"]
    R.shuffle(pats)
    return ("Pre-commit hook patterns we added: %s." % ", ".join(pats[:R.randint(3, 5)]),
            pick_variant(["Anchoring on prefixes keeps false positives low; generic high-entropy checks flagged every lockfile.",
                          "The hook runs on staged hunks only, so old secrets in history need a separate full scan.",
                          "Allow-listing is by file path and fingerprint, never by disabling a rule globally."]), "")


@tpl("en", "clean", "payment test card numbers (public test data)")
def ec_test_cards(n):
    variants = [
        "Checkout e2e uses the public test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), any future expiry, any CVC.",
        "Declines in sandbox are driven by the documented test numbers, e.g. 4000 0000 0000 0002 (card_declined) and 4000 0000 0000 0069 (expired_card).",
        "For 3DS flows the sandbox card is 4000 0025 0000 3155; use expiry %02d/%d and any 3-digit CVC." % (R.randint(1, 12), R.randint(27, 34)),
    ]
    return (pick_variant(variants), pick_variant(["3DS test cards need the challenge iframe handled in Playwright.",
                                                  "Test numbers only work with test-mode keys; with live keys they are rejected as invalid numbers."]), "")


@tpl("en", "clean", "docker secrets *_FILE convention")
def ec_file_secrets(n):
    a, b = R.sample(["POSTGRES_PASSWORD", "MINIO_ROOT_PASSWORD", "MYSQL_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS", "GF_SECURITY_ADMIN_PASSWORD", "REDIS_PASSWORD"], 2)
    return ("environment:\n  %s_FILE: /run/secrets/%s\n  %s_FILE: /run/secrets/%s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt" % (a, a.lower(), b, b.lower(), a.lower(), a.lower()),
            pick_variant(["The *_FILE variants are only supported by images whose entrypoint implements them.",
                          "./secrets/ is git-ignored; the files are created by the bootstrap script from the vault."]), "")


@tpl("en", "clean", "redacted auth header in bug report")
def ec_redacted_hdr(n):
    red = R.choice(["<redacted>", "[REDACTED]", "****", "xxxxxxxx", "<token>"])
    code = R.choice(["413 Payload Too Large", "429 Too Many Requests", "415 Unsupported Media Type", "401 Unauthorized"])
    return ("Bug report from the partner (they redacted correctly):\nPOST /v1/%s HTTP/2\nAuthorization: %s %s\nX-Api-Key: %s\nContent-Type: application/json\n\n-> %s" % (
        R.choice(["events", "orders", "batch", "ingest"]), R.choice(["Basic", "Bearer"]), red, R.choice(["[REDACTED]", "***"]), code),
            pick_variant(["The limit is 1 MB per request after gzip; they were batching 5,000 events.",
                          "Their client retried without backoff, which is what triggered the rate limit.",
                          "The header was fine; they were hitting the sandbox host with production credentials."]), "")


@tpl("en", "clean", "secret rotation runbook without values")
def ec_runbook(n):
    what = R.choice(["payments API key", "database password", "webhook signing secret", "SMTP credentials"])
    return ("Rotation runbook for the %s: create new value -> update AWS Secrets Manager entry %s/%s -> restart %s -> confirm traffic on new value -> revoke old value." % (
        what, env(), what.replace(" ", "-"), svc()),
            pick_variant(["Revoke only after usage on the old key drops to zero in the vendor dashboard.",
                          "Dual-secret support (accept old and new for a window) makes webhook rotation painless.",
                          "Automated rotation via Lambda exists but is disabled until the app reloads secrets without restart."]), "")


@tpl("en", "clean", "hash parameters (bcrypt/argon2 config)")
def ec_hash_params(n):
    return ("Password hashing config: argon2id, memory=%d KiB, iterations=%d, parallelism=%d, salt length 16 bytes; legacy bcrypt cost %d rehashed on next login." % (
        R.choice([19456, 47104, 65536]), R.randint(2, 4), R.choice([1, 2, 4]), R.choice([10, 11, 12])),
            pick_variant(["Raising memory cost doubled login latency on the small pods; tune per instance size.",
                          "Rehash-on-login means dormant accounts keep the old hash; a forced reset campaign is needed eventually."]), "")


@tpl("en", "clean", "token prefixes described in prose")
def ec_prefix_prose(n):
    variants = [
        "To tell environments apart: Stripe live keys begin with sk_live_, test keys with sk_test_; GitHub fine-grained tokens begin with github_pat_ and classic ones with ghp_.",
        "Quick reference for triage: AWS access key ids start with AKIA (long-term) or ASIA (temporary), Slack bot tokens with xoxb-, GitLab PATs with glpat-.",
        "The leaked-token alert mentioned a prefix of sk-ant- which identifies the provider; the key itself was already revoked by their scanner.",
    ]
    return (pick_variant(variants), pick_variant(["Our config validator now rejects a live-prefixed key in non-prod environments.",
                                                  "Prefixes tell you the vendor and type, so the right owner can rotate quickly."]), "")


@tpl("en", "clean", "csrf/cookie settings without values")
def ec_cookie_settings(n):
    name = R.choice(["session", "sid", "__Host-session", "auth"])
    return ("Set-Cookie: %s=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=%s — logout wasn't clearing the cookie because the Path differed from login's Path=/%s." % (
        name, R.choice(["Lax", "Strict"]), R.choice(["app", "api", "admin"])),
            pick_variant(["Cookie deletion must match name, path and domain exactly.",
                          "__Host- prefixed cookies require Path=/ and no Domain, which avoids this class of bug."]), "")


@tpl("en", "clean", "jwt structure explained with header only")
def ec_jwt_header(n):
    return ("The token header decodes to {\"alg\":\"%s\",\"typ\":\"JWT\",\"kid\":\"%s\"}; our verifier only fetched JWKS at startup, so the new kid was unknown." % (R.choice(["RS256", "ES256", "PS256"]), hx(16)),
            pick_variant(["Structure is <header>.<payload>.<signature>; never log the full token, log the kid and jti instead.",
                          "Cache JWKS with a TTL and refetch on unknown kid, rate-limited."]), "")


@tpl("en", "clean", "wifi: guest network without key")
def ec_wifi_guest(n):
    c = corp().capitalize()
    return (pick_variant(["Test devices joined '%s-Guest', which uses a captive portal (no WPA key), and got client isolation, so they couldn't reach the dev server." % c,
                          "The '%s-IoT' SSID uses certificate-based 802.1X, so the new sensors need an enrolled client cert, not a passphrase." % c,
                          "Conference room Wi-Fi '%s-Visitors' requires SMS sign-in at the portal; scripts on the demo laptop can't get past it." % c]),
            pick_variant(["Use the lab VLAN via the USB ethernet adapters instead.", "Ask IT for a MAC-bypass entry for demo hardware."]), "")


@tpl("en", "clean", "otpauth URI with placeholder secret")
def ec_otp_placeholder(n):
    c = corp().capitalize()
    return ("For the shared console account we enroll TOTP with otpauth://totp/%s:%s?secret=<BASE32_SEED>&issuer=%s; the seed itself is stored in the vault item '%s 2FA'." % (c, R.choice(["ops", "billing", "admin"]), c, c),
            pick_variant(["Keep the seed only in the vault; screenshots of the QR code are equivalent to the seed.",
                          "Prefer passkeys for shared accounts where the console supports them."]), "")


@tpl("en", "clean", "ci log: masked values")
def ec_masked(n):
    a = acct12()
    run = R.randint(10 ** 9, 10 ** 10)
    return ("Run ./deploy.sh\n+ echo \"Using token ***\"\nUsing token ***\n+ aws sts get-caller-identity\n{\n  \"UserId\": \"AROA%s:gha-%d\",\n  \"Account\": \"%s\",\n  \"Arn\": \"arn:aws:sts::%s:assumed-role/gha-deploy/gha-%d\"\n}" % (rs(UD, 17), run, a, a, run),
            "Masking worked; the role session name includes the run id so CloudTrail entries can be traced back to the workflow run.", "")


@tpl("en", "clean", "go.sum lines")
def ec_gosum(n):
    c = corp()
    v = "v1.%d.%d" % (R.randint(0, 9), R.randint(0, 9))
    return ("go.sum conflict:\ngithub.com/%s/retry %s h1:%s=\ngithub.com/%s/retry %s/go.mod h1:%s=" % (c, v, rs(B64, 43), c, v, rs(B64, 43)),
            "Run `go mod tidy` after resolving; never hand-edit go.sum.", "")


@tpl("en", "clean", "npm: lockfile integrity hashes")
def ec_integrity(n):
    pkg = R.choice(["undici", "axios", "zod", "esbuild", "semver", "tslib"])
    ver = "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 20), R.randint(0, 9))
    return ("package-lock.json conflict on:\n\"node_modules/%s\": {\n  \"version\": \"%s\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%s.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (pkg, ver, pkg, pkg, ver, rs(B64, 86)),
            "Regenerate the lockfile with the same npm major; npm 9 and 10 disagree on some integrity fields.", "")



@tpl("ko", "clean", "k8s: secretKeyRef로 주입")
def kc_secretkeyref(n):
    return ("디플로이먼트 env 부분\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: %s-db\n      key: password\n- name: KAKAO_ADMIN_KEY\n  valueFrom:\n    secretKeyRef: {name: kakao, key: admin-key}" % svc(),
            "시크릿 키 이름 오타 나면 CreateContainerConfigError. 로그 말고 describe pod 이벤트 봐야 보임.", "")


@tpl("ko", "clean", "vault: 경로와 정책")
def kc_vault(n):
    e = env()
    return ("DB 비번은 이제 볼트에서 가져옴: vault kv get -field=password secret/%s/mysql/app\n정책은 path \"secret/data/%s/*\" 읽기만 허용" % (e, e),
            "KV v2는 정책에 data/ 들어가야 함. CLI에선 안 붙여도 됨. 이거 때문에 403 한참 봄.", "")


@tpl("ko", "clean", "ci 로그: 마스킹된 값")
def kc_masked(n):
    return ("배포 로그 확인\n[deploy] NCLOUD_ACCESS_KEY=****\n[deploy] DB_PASSWORD=****\n[deploy] 업로드 완료: %d개 파일, %.1fMB" % (R.randint(20, 400), R.random() * 90 + 5),
            "시크릿 마스킹 정상. 다만 base64로 변환해서 찍으면 마스킹 안 되니까 주의.", "")


@tpl("ko", "clean", "git: 커밋 해시로 원인 추적")
def kc_git(n):
    return ("결제 금액 반올림 버그 원인 커밋 %s, 되돌린 커밋 %s. 핫픽스 브랜치 hotfix/round-%s" % (sha40(), sha40(), sha7()),
            "금액 계산은 BigDecimal + RoundingMode.HALF_UP 명시. 기본값 믿지 말 것.", "")


@tpl("ko", "clean", "로그: 요청 ID / 트레이스 ID")
def kc_trace(n):
    return ("고객 문의 건 추적\nrequestId=%s traceId=%s 응답 504 (게이트웨이 타임아웃 60초)" % (uuid4(), hx(32)),
            "API 게이트웨이 타임아웃이 백엔드보다 짧아서 백엔드는 성공했는데 클라이언트는 실패로 받음. 멱등 처리 필요.", "")


@tpl("ko", "clean", "체크섬: 설치 파일 검증")
def kc_checksum(n):
    return ("폐쇄망 설치용 파일 반입 전 체크섬 확인\n%s  jdk-17_linux-x64_bin.tar.gz\n%s  tomcat-9.0.%d.tar.gz" % (sha256(), sha256(), R.randint(80, 99)),
            "반입 후 다시 sha256sum 해서 일치하는지 확인. 망연계 시스템에서 파일 깨지는 경우 있음.", "")


@tpl("ko", "clean", "도커: 이미지 다이제스트 고정")
def kc_digest(n):
    return ("운영 배포는 태그 말고 다이제스트로 고정\nimage: %s.kr.ncr.ntruss.com/%s@sha256:%s" % (corp(True), svc(), sha256()),
            "태그 덮어쓰기 되면 롤백해도 다른 이미지가 뜸.", "")


@tpl("ko", "clean", "aws: ARN과 계정 ID")
def kc_arn(n):
    a = acct12()
    return ("람다 권한 추가 필요\narn:aws:s3:::%s-%s-upload/*\narn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/db-%s" % (corp(True), env(), a, env(), rs(AL, 6)),
            "시크릿이 고객관리형 KMS 키로 암호화돼 있으면 kms:Decrypt도 줘야 함.", "")


@tpl("ko", "clean", "결제: 주문번호/승인번호")
def kc_order(n):
    return ("환불 처리 안 된 건: 주문번호 ORD-%s-%s, 승인번호 %s, 결제일 %s. PG사 어드민에선 취소 완료로 나옴." % (date().replace("-", ""), rs(DG, 6), rs(DG, 8), date()),
            "PG 취소 웹훅 수신 실패 시 재시도 안 되는 구조라 대사(reconciliation) 배치 필요.", "")


@tpl("ko", "clean", "ssh: 공개키 등록")
def kc_ssh_pub(n):
    pubblob = b64(_ssh_str(b"ssh-ed25519") + _ssh_str(rbytes(32)))
    return ("신규 입사자 공개키 서버에 등록함\nssh-ed25519 %s %s@%s-mbp" % (pubblob, ko_user(), corp(True)),
            "authorized_keys에 공개키만 넣으면 됨. 개인키는 절대 받지 말 것.", "")


@tpl("ko", "clean", "base64: 웹훅 페이로드")
def kc_b64(n):
    payload = json.dumps({"eventType": "PAYMENT_STATUS_CHANGED", "orderId": "ORD-" + rs(DG, 10), "status": "DONE"}, separators=(",", ":"))
    return ("큐에 들어간 메시지 body가 base64라 디코딩해서 봄\n%s" % b64(payload),
            "컨슈머에서 디코딩 안 하고 JSON 파싱해서 에러. 메시지 포맷 문서에 인코딩 명시.", "")


@tpl("ko", "clean", "버전 문자열")
def kc_versions(n):
    return ("앱 버전 %d.%d.%d (빌드번호 %d), 서버 API v%d, SDK 버전 %d.%d.%d-beta.%d 조합에서만 크래시." % (R.randint(1, 5), R.randint(0, 20), R.randint(0, 9), R.randint(100, 999), R.randint(1, 3), R.randint(1, 9), R.randint(0, 9), R.randint(0, 9), R.randint(1, 9)),
            "강제 업데이트 최소 버전 조정 필요.", "")


@tpl("ko", "clean", "공동인증서 경로 설명 (비번 없음)")
def kc_npki(n):
    return ("세금계산서 자동화에서 인증서는 C:\\Users\\%s\\AppData\\LocalLow\\NPKI\\yessign\\USER\\ 아래 signCert.der / signPri.key 사용. 비번은 금고 항목 '법인 공동인증서'." % ko_user(),
            "signPri.key는 인증서 비번으로 암호화돼 있어도 파일째 유출되면 위험. 공유 폴더에 두지 않기.", "")


@tpl("ko", "clean", "인증서 체인 (공개 인증서)")
def kc_cert(n):
    lines = _wrap(b64(bytes.fromhex("308204") + rbytes(280)), 64)[:4]
    return ("안드로이드에서만 SSL 에러 → 중간 인증서 누락. 체인에 추가한 중간 인증서(공개)\n-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines),
            "nginx ssl_certificate에는 서버 인증서 + 중간 인증서 순서로 이어붙인 파일.", "")


@tpl("ko", "clean", "ncp: 리소스 번호들")
def kc_ncp_ids(n):
    return ("NCP 서버 serverInstanceNo %d, 블록스토리지 %d, ACG %d. 서브계정 %s에 NCP_SERVER_MANAGER 정책 부여함." % (R.randint(10 ** 7, 10 ** 8), R.randint(10 ** 7, 10 ** 8), R.randint(10 ** 5, 10 ** 6), ko_user()),
            "서브계정 정책은 저장 후 재로그인해야 반영.", "")


@tpl("ko", "clean", "게스트 와이파이 (포털 인증)")
def kc_wifi(n):
    return ("손님용 와이파이 %s_GUEST는 비번 없이 접속 후 포털에서 휴대폰 인증. 단말 간 통신 막혀 있어서 테스트용으로 못 씀." % corp(True).upper(),
            "테스트 기기는 개발 VLAN 유선 어댑터로.", "")


@tpl("ko", "clean", "slack: 채널/사용자 ID")
def kc_slack_ids(n):
    return ("알림 채널 ID C0%s, 멘션 대상 U0%s. 채널명 바뀌어도 ID는 안 바뀌니 설정엔 ID로." % (rs(UD, 8), rs(UD, 8)),
            "봇이 비공개 채널에 보내려면 먼저 초대돼 있어야 함.", "")


@tpl("ko", "clean", "sops: 암호화된 값")
def kc_sops(n):
    return ("values.enc.yaml 커밋된 내용\nmysql:\n  password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rs(B64, 20), rs(B64, 43) + "=", rs(B64, 22) + "=="),
            "암호문만 커밋. 복호화는 CI에서 KMS 키로.", "")


@tpl("ko", "clean", "npmrc: 환경변수 치환")
def kc_npmrc(n):
    return ("프로젝트 .npmrc\n@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NPM_TOKEN}" % corp(True),
            "NPM_TOKEN 없으면 에러 대신 401 나서 원인 찾기 어려움.", "")


@tpl("ko", "clean", "db url: 환경변수 참조")
def kc_db_env(n):
    return ("SPRING_DATASOURCE_URL=jdbc:mysql://%s:3306/%s\nSPRING_DATASOURCE_USERNAME=app\nSPRING_DATASOURCE_PASSWORD=${DB_PASSWORD}" % (host("mysql", True), dbname()),
            "쿠버네티스에서는 시크릿으로 DB_PASSWORD 주입. 로컬은 .env.local.", "")


@tpl("ko", "clean", "리소스 ID (테라폼 드리프트)")
def kc_resource(n):
    return ("terraform plan에서 드리프트: sg-0%s 인바운드 규칙, i-0%s 인스턴스 타입 변경. 콘솔에서 누가 손댄 듯" % (hx(16), hx(16)),
            "콘솔 변경은 import 하거나 되돌리기. apply로 덮으면 장애 가능.", "")


@tpl("ko", "clean", "etag / md5 비교")
def kc_etag(n):
    return ("대용량 파일 업로드 검증에서 ETag \"%s-%d\"랑 로컬 md5 %s 불일치로 실패 처리됨" % (hx(32), R.randint(2, 30), hx(32)),
            "멀티파트 업로드는 ETag가 MD5가 아님. 체크섬 헤더 따로 써야 함.", "")


@tpl("ko", "clean", "git lfs 포인터")
def kc_lfs(n):
    return ("모델 파일이 LFS 포인터로만 받아져서 로딩 실패\nversion https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha256(), R.randint(10 ** 8, 10 ** 10)),
            "CI 체크아웃에 lfs: true 빠져 있었음.", "")


@tpl("ko", "clean", "키 목록 화면 (끝 4자리만)")
def kc_masked_list(n):
    return ("콘솔 인증키 목록: 키 끝자리 %s (사용중, %s 생성), 끝자리 %s (미사용). 미사용 키 삭제 예정." % (rs(UD, 4), date(), rs(UD, 4)),
            "생성일로 어떤 서비스가 쓰는 키인지 추적.", "")


@tpl("ko", "clean", "비번 프롬프트 실패 로그")
def kc_prompt(n):
    return ("$ mysql -h %s -u batch -p\nEnter password:\nERROR 1045 (28000): Access denied for user 'batch'@'%s' (using password: YES)" % (host("mysql", True), ip()),
            "배치 계정 비번이 시크릿 매니저에서 자동 교체됐는데 배치 서버 설정이 안 바뀐 것.", "")


@tpl("ko", "clean", "iam 정책 json")
def kc_iam(n):
    return ("{\n  \"Effect\": \"Allow\",\n  \"Action\": [\"s3:PutObject\"],\n  \"Resource\": \"arn:aws:s3:::%s-upload/*\",\n  \"Condition\": {\"IpAddress\": {\"aws:SourceIp\": \"%s/32\"}}\n}" % (corp(True), pub_ip()),
            "VPC 엔드포인트 경유하면 SourceIp 조건이 안 먹음. aws:SourceVpce 써야 함.", "")


@tpl("ko", "clean", "애플: Team ID / Key ID")
def kc_apple(n):
    return ("애플 로그인 설정값: Team ID %s, Key ID %s, Services ID com.%s.signin. .p8 파일은 보안 저장소에만 있음." % (rs(UD, 10), rs(UD, 10), corp(True).replace("-", "")),
            "Key ID/Team ID는 식별자라 노출돼도 괜찮지만 .p8은 절대 안 됨.", "")


@tpl("ko", "clean", "택배 송장/주문 ID")
def kc_invoice(n):
    return ("배송 조회 API에서 운송장 번호 %s (CJ대한통운) 조회 결과가 비어서 확인해보니 집하 전이었음. 내부 배송 ID %s" % (rs(DG, 12), uuid4()),
            "집하 전에는 조회 결과 없음이 정상. 에러로 처리하지 않기.", "")


@tpl("ko", "clean", "해시 설정값")
def kc_hash(n):
    return ("비밀번호 해시 bcrypt cost 10 → 12로 올림. 로그인 API p95가 %dms 늘어남." % R.randint(40, 180),
            "cost 1 올릴 때마다 2배. 로그인 폭주 시간대 CPU 여유 확인 필요.", "")


@tpl("ko", "clean", "jsonpath 디코딩 명령 (출력 없음)")
def kc_jsonpath(n):
    return ("파드가 실제로 받는 값 길이 확인: kubectl get secret %s -o jsonpath='{.data.password}' | base64 -d | wc -c" % svc(),
            "길이가 1 더 나와서 보니 값 끝에 개행 들어가 있었음.", "")


@tpl("ko", "clean", "멱등키 UUID")
def kc_idem(n):
    return ("중복 결제 건: 같은 주문에 Idempotency-Key %s, %s 두 개로 요청 들어옴. 클라이언트 재시도 때 키를 새로 만든 게 원인." % (uuid4(), uuid4()),
            "멱등키는 주문 생성 시 한 번 만들고 재시도에 재사용.", "")


@tpl("ko", "clean", "카카오 로그인 redirect 설정")
def kc_kakao_redirect(n):
    return ("카카오 로그인 KOE006 에러 → 앱 설정 > 카카오 로그인 > Redirect URI에 https://%s.kr/oauth/kakao/callback 추가 안 해서. 앱 ID %d, REST API 키는 .env의 KAKAO_REST_API_KEY 참조." % (corp(True), R.randint(10 ** 5, 10 ** 7)),
            "Redirect URI는 완전 일치. 끝 슬래시 하나 달라도 실패.", "")


@tpl("ko", "clean", "LINE 채널 ID (식별자)")
def kc_line_id(n):
    return ("LINE 로그인 채널 ID %d, Messaging API 채널 ID %d. 두 채널 같은 프로바이더에 있어야 친구 추가 옵션 연동됨." % (R.randint(10 ** 9, 10 ** 10), R.randint(10 ** 9, 10 ** 10)),
            "채널 시크릿/토큰은 콘솔에서만 확인, 여기 안 적음.", "")


@tpl("ko", "clean", "공유기 포트포워딩 규칙 (비번 없음)")
def kc_portfwd(n):
    return ("사무실 공유기 포트포워딩: 외부 %d → %s:22, 외부 8443 → %s:443. 관리자 비번은 IT 금고 항목 참고." % (R.randint(20000, 60000), ip(), ip()),
            "외부 SSH 포트는 화이트리스트 IP만 허용하게 방화벽에서 제한.", "")


@tpl("ko", "clean", "슬랙: 토큰 재발급 공지 (값 없음)")
def kc_slack_notice(n):
    return ("%s [%s]\n슬랙 봇 토큰 만료돼서 재발급했습니다. 1Password 'Slack Alert Bot' 항목 업데이트했어요. 배포는 오늘 저녁에 같이 나갑니다." % (ko_name(), ko_time()),
            "토큰 재발급하면 이전 토큰 즉시 무효. 배포 전까지 알림 끊김 감안.", "")


@tpl("ko", "clean", "위키: 계정 표 (비번 칸은 참조)")
def kc_wiki_ref(n):
    return ("| 시스템 | URL | 계정 | 비밀번호 |\n|---|---|---|---|\n| 젠킨스 | https://ci.%s.kr | SSO | - |\n| 그라파나 | https://grafana.%s.kr | admin | 볼트: ops/grafana |\n| 하버 | https://harbor.%s.kr | robot$ci | 볼트: ops/harbor |" % (corp(True), corp(True), corp(True)),
            "위키에는 위치만. 값은 볼트.", "")


@tpl("ko", "clean", "비번 변경 주기 공지")
def kc_pw_cycle(n):
    return ("보안팀 공지: 서버 계정 비밀번호 90일마다 변경, 최근 3개 재사용 금지, 변경 안 하면 %s부터 로그인 제한." % date(),
            "서비스 계정은 만료 예외 신청해야 배치 안 깨짐.", "")


@tpl("ko", "clean", "python: 환경변수에서 키 읽기")
def kc_env_read(n):
    v = any_var()
    return ("키 하드코딩 제거 후\nimport os\napi_key = os.environ[\"%s\"]  # 없으면 KeyError로 바로 죽게" % v,
            "os.getenv로 기본값 주면 키 없는 채로 떠서 나중에 401. 차라리 시작할 때 죽는 게 나음.", "")


@tpl("ko", "clean", "이메일 해시 (광고 매칭용)")
def kc_email_hash(n):
    return ("광고 전환 API에 이메일은 소문자+trim 후 SHA-256 해시로 전송: %s (테스트 계정)" % sha256(),
            "해시 전에 정규화 안 하면 매칭률 급락.", "")


@tpl("ko", "clean", "딥링크 URL 파라미터")
def kc_deeplink(n):
    return ("딥링크 테스트 URL: %s://product/%d?utm_source=kakao&utm_medium=push&utm_campaign=spring_sale&ref=%s" % (corp(True).replace("-", ""), R.randint(10000, 99999), rs(LD, 8)),
            "iOS는 유니버설 링크, 안드로이드는 앱 링크 검증 파일(assetlinks.json) 필요.", "")


@tpl("ko", "clean", "빌드 / 배포 식별자")
def kc_build(n):
    return ("운영 배포 #%d, 이미지 태그 %s-%s, CloudFront 무효화 ID I%s. 캐시 안 지워져서 구버전 JS 계속 내려감." % (R.randint(100, 3000), svc(), sha7(), rs(UD, 13)),
            "index.html은 no-cache, 해시 붙은 정적 파일만 장기 캐시.", "")


@tpl("ko", "clean", "공개키 (age / WireGuard)")
def kc_pubkeys(n):
    return ("백업 암호화 수신자 공개키\nage1%s (인프라팀)\nWireGuard 서버 PublicKey = %s" % (rs(BECH, 58), b64(rbytes(32))),
            "공개키는 커밋해도 됨. 수신자 추가 시 sops updatekeys로 재암호화.", "")


@tpl("ko", "clean", "이더리움 주소 / 트랜잭션 해시")
def kc_eth(n):
    return ("테스트넷 배포 결과: 컨트랙트 0x%s, 트랜잭션 0x%s. 익스플로러 검증은 컴파일러 버전 맞춰야 통과." % (hx(40), hx(64)),
            "배포 지갑 주소는 공개돼도 되지만 개인키는 당연히 금고에.", "")


@tpl("ko", "clean", "데이터 URI 이미지")
def kc_data_uri(n):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(48)
    return ("메일 템플릿 로고가 네이버 메일에서 안 보임. <img src=\"data:image/png;base64,%s\"> 로 인라인 했던 게 원인" % b64(png),
            "웹메일 대부분 data URI 차단. 이미지 호스팅 URL로.", "")


@tpl("ko", "clean", "oauth client id (공개 식별자)")
def kc_client_id(n):
    return ("구글 로그인 클라이언트 ID %d-%s.apps.googleusercontent.com 에 승인된 리디렉션 URI 추가 필요 (https://m.%s.kr/auth/google)." % (R.randint(10 ** 11, 10 ** 12), rs(LD, 32), corp(True)),
            "redirect_uri_mismatch 에러 화면에 실제 요청된 URI가 나오니까 그거랑 비교.", "")

def kpick(options):
    return options[R.randrange(len(options))]


def ko_times(k):
    h = R.randint(9, 17)
    m = R.randint(0, 40)
    out = []
    for _ in range(k):
        hh = h if h <= 12 else h - 12
        out.append("%s %d:%02d" % ("오전" if h < 12 else "오후", hh, m))
        m += R.randint(0, 6)
        if m >= 60:
            m -= 60
            h += 1
    return out


@tpl("ko", "clean", "dotenv.example: 빈 값과 한글 주석")
def kc_env_example(n):
    blocks = [("# 네이버 클라우드 (콘솔 > 마이페이지 > 인증키 관리에서 발급)", ["NCLOUD_ACCESS_KEY=", "NCLOUD_SECRET_KEY="]),
              ("# 토스페이먼츠 (개발자센터 > API 키)", ["TOSS_SECRET_KEY=", "TOSS_CLIENT_KEY="]),
              ("# 카카오 디벨로퍼스 > 내 애플리케이션 > 앱 키", ["KAKAO_REST_API_KEY=", "KAKAO_ADMIN_KEY="]),
              ("# 슬랙 웹훅 (채널 설정 > 앱 > Incoming Webhooks)", ["SLACK_WEBHOOK_URL="]),
              ("# DB (로컬은 docker compose 기본값 사용)", ["DB_HOST=localhost", "DB_PASSWORD="])]
    R.shuffle(blocks)
    body = "\n".join(h + "\n" + "\n".join(ls) for h, ls in blocks[:R.randint(2, 4)])
    return (".env.example 정리함\n" + body,
            kpick(["값은 비워두고 어디서 발급받는지만 주석으로 남기기로 함. 실제 값은 팀 볼트에 있음.",
                   "앱 기동 시 빈 값이면 바로 죽게 검증 추가함. 어느 키가 빠졌는지 로그에 이름만 출력."]), "")


@tpl("ko", "clean", "github actions: secrets 참조")
def kc_gha(n):
    vs = R.sample(["NCLOUD_ACCESS_KEY", "NCLOUD_SECRET_KEY", "SLACK_WEBHOOK_URL", "KAKAO_ADMIN_KEY", "SENTRY_AUTH_TOKEN", "DOCKERHUB_TOKEN"], 3)
    return ("배포 워크플로에서 키는 전부 시크릿 참조로 바꿈\n    env:\n" + "\n".join("      %s: ${{ secrets.%s }}" % (v, v) for v in vs),
            kpick(["Environment 단위 시크릿 쓰면 운영 배포는 승인자 지정 가능.", "OIDC로 클라우드 자격증명 받으면 장기 키 자체를 없앨 수 있음. 다음 스프린트에 검토."]), "")


@tpl("ko", "clean", "readme: 키 플레이스홀더")
def kc_placeholder(n):
    variants = ["README에 예시 넣을 때 실제 키 대신 이렇게 씀\ncurl -H 'Authorization: KakaoAK {REST_API_KEY}' 'https://dapi.kakao.com/v2/local/search/keyword.json?query=카페'\nTOSS_SECRET_KEY=발급받은_시크릿키_입력",
                "연동 가이드 예시 코드\nheaders = {\"X-NCP-APIGW-API-KEY-ID\": \"<클라이언트 아이디>\", \"X-NCP-APIGW-API-KEY\": \"<클라이언트 시크릿>\"}\n실제 값은 볼트 경로 secret/%s/ncp 참고" % env(),
                "설정 예시 (application-sample.yml)\nline:\n  bot:\n    channel-token: ${LINE_CHANNEL_TOKEN}\n    channel-secret: xxxxxxxxxxxxxxxx"]
    return (kpick(variants), kpick(["예전 README에 진짜 키처럼 생긴 값이 있어서 사람들이 그대로 복붙함. 누가 봐도 가짜인 값으로.",
                                    "샘플 파일은 CI에서 플레이스홀더 패턴(<...>, xxxx, ${...})만 허용하도록 검사함."]), "")


@tpl("ko", "clean", "비밀번호 정책")
def kc_pw_policy(n):
    lo = R.choice([8, 9, 10])
    return (kpick(["회원가입 비밀번호 규칙 변경: %d~%d자, 영문 대소문자/숫자/특수문자 중 3종 이상, 연속된 숫자 4자리 이상 불가, 아이디 포함 불가." % (lo, lo + 8),
                   "관리자 계정 비밀번호 정책: 최소 %d자, 90일마다 변경, 최근 %d개 재사용 금지, 5회 실패 시 30분 잠금." % (lo + 4, R.randint(3, 5)),
                   "개인정보보호 가이드 맞춰서 비밀번호 규칙 수정: 2종 조합 %d자 이상 또는 3종 조합 %d자 이상." % (lo + 2, lo)]),
            kpick(["프론트 검증이랑 서버 검증 정규식 다르면 프론트 통과하고 서버에서 400. 서버 기준으로 맞춤.",
                   "테스트 픽스처 비번이 새 규칙에 안 맞아서 e2e 전부 실패. 픽스처는 테스트 시작 시 랜덤 생성으로 바꿈."]), "")


@tpl("ko", "clean", "로그인 실패 메시지")
def kc_login_err(n):
    k = R.choice([5, 5, 10])
    return (kpick(["QA 이슈: 로그인 %d회 실패 시 '아이디 또는 비밀번호를 잘못 입력했습니다. (%d/%d) 계정이 잠겼습니다.' 메시지 후 잠금 해제 메일이 안 감." % (k, k, k),
                   "로그인 실패 메시지가 '존재하지 않는 아이디입니다'로 나와서 계정 존재 여부가 노출됨 → '아이디 또는 비밀번호를 확인해주세요'로 통일.",
                   "앱에서 '비밀번호가 일치하지 않습니다' 토스트가 %d번 연속 뜨면 자동으로 비밀번호 찾기 화면으로 보내는 로직이 오작동." % k]),
            kpick(["잠금 해제 메일 템플릿 ID가 운영/개발 다르게 되어 있었음.", "에러 메시지 문구는 서버 응답 코드 기준으로 클라이언트에서 매핑."]), "")


@tpl("ko", "clean", "cli 옵션 설명 (-p 포트)")
def kc_flags(n):
    return (kpick(["헷갈리는 거 정리: redis-cli -p 6379 는 포트, psql -p 5432 도 포트, mysql -p 는 비번 입력 프롬프트, mysql -P 3306 이 포트.",
                   "ssh는 -p가 포트(ssh -p 2222 user@host), scp는 -P가 포트. 스크립트 복붙하다가 계속 틀림.",
                   "docker run -p 8080:80 은 포트 매핑, kubectl port-forward 는 로컬:원격 순서. mysql -p 만 예외로 비번 프롬프트."]),
            kpick(["mysql은 대소문자로 갈림. 스크립트에서 -p 쓰면 대화형으로 멈춤.", "옵션 의미는 man 페이지로 확인하는 습관."]), "")


@tpl("ko", "clean", "복구 코드 보관 정책")
def kc_recovery(n):
    return (kpick(["깃허브 조직 소유자 계정들 2FA 복구 코드는 각자 발급 후 보안팀 금고에 봉인 보관. 노트/메신저에 복사 금지.",
                   "AWS 루트 계정 MFA 분실 대비 절차: 복구 코드 파일은 오프라인 USB에 보관, 금고 열람은 팀장 2인 승인.",
                   "%s 관리자 계정 2FA 켜면서 받은 복구 코드는 바로 볼트 '2FA 복구' 항목에 첨부. 다운로드 폴더에 남기지 않기." % kpick(["도메인 등록업체", "앱스토어 커넥트", "구글 워크스페이스"])]),
            kpick(["복구 코드 하나라도 쓰면 전체 재발급.", "금고 열람 기록이 유일한 감사 로그라서 열람 사유 꼭 남기기."]), "")


@tpl("ko", "clean", "정규식: 시크릿 탐지 패턴")
def kc_regex(n):
    pats = ["'AKIA[0-9A-Z]{16}'", "'glpat-[0-9A-Za-z_-]{20}'", "'sk-ant-[a-z0-9]+-'", "'xox[bp]-'", "'ghp_[A-Za-z0-9]{36}'", "'(test|live)_sk_[A-Za-z0-9]+'"]
    R.shuffle(pats)
    return ("pre-commit에 추가한 패턴: %s. 커밋 전에 걸러짐." % ", ".join(pats[:R.randint(3, 5)]),
            kpick(["엔트로피 기반 검사는 lock 파일마다 걸려서 끔. prefix 기반만 유지.", "히스토리 전체 스캔은 별도 배치로 주 1회 돌림."]), "")


@tpl("ko", "clean", "kubectl: 랜덤 생성 후 sealed-secret")
def kc_kubectl(n):
    nm = R.choice(["redis-auth", "db-app", "smtp-relay", "jwt-signing"])
    return ("kubectl create secret generic %s -n %s --from-literal=password=\"$(openssl rand -%s)\" --dry-run=client -o yaml | kubeseal > %s.sealed.yaml" % (nm, env(), R.choice(["hex 24", "base64 32", "hex 32"]), nm),
            kpick(["평문은 디스크에 안 남음. SealedSecret만 깃에 올림.", "클러스터 재구축하면 sealed-secrets 컨트롤러 키도 복원해야 복호화 가능."]), "")


@tpl("ko", "clean", "테스트 카드 번호 (공개 테스트 데이터)")
def kc_test_card(n):
    return (kpick(["해외결제 E2E 테스트는 공개 테스트 카드 4242 4242 4242 4242 / 유효기간 아무 미래 날짜 / CVC 아무거나 사용.",
                   "해외 PG 샌드박스 거절 시나리오는 문서에 나온 테스트 번호 4000 0000 0000 0002 로 재현.",
                   "3DS 인증 흐름은 샌드박스 카드 4000 0025 0000 3155 로만 뜸. 유효기간 %02d/%d." % (R.randint(1, 12), R.randint(27, 33))]),
            kpick(["국내 PG 테스트 모드는 실제 카드로 결제되지만 승인 후 자동 취소됨. 헷갈리지 말 것.", "테스트 카드는 테스트 키에서만 동작. 라이브 키로 하면 유효하지 않은 카드로 거절."]), "")


@tpl("ko", "clean", "docker secrets *_FILE")
def kc_file_secret(n):
    a = R.choice(["MYSQL_ROOT_PASSWORD", "POSTGRES_PASSWORD", "MARIADB_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS"])
    return ("compose에서 비번을 파일로 주입\nenvironment:\n  %s_FILE: /run/secrets/%s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt   # gitignore" % (a, a.lower(), a.lower(), a.lower()),
            kpick(["_FILE 지원은 이미지 엔트리포인트에 따라 다름. 공식 mysql/postgres 이미지는 지원.", "secrets 폴더는 부트스트랩 스크립트가 볼트에서 받아서 생성."]), "")


@tpl("ko", "clean", "헤더 마스킹된 버그 리포트")
def kc_redacted(n):
    return ("협력사에서 받은 요청 로그 (민감정보는 가려서 줌)\nPOST /api/v1/%s\nAuthorization: Bearer %s\nX-Client-Secret: %s\n→ 응답 %s" % (
        R.choice(["orders", "members", "settlements"]), R.choice(["<마스킹>", "****", "[삭제됨]"]), R.choice(["********", "(생략)"]), R.choice(["415", "400", "429"])),
            kpick(["Content-Type을 application/x-www-form-urlencoded로 보내고 있었음.", "재시도 간격 없이 바로 재호출해서 레이트리밋 걸림.", "필수 파라미터 누락. 에러 메시지 문서화 필요."]), "")


@tpl("ko", "clean", "로테이션 런북 (값 없이)")
def kc_runbook(n):
    what = R.choice(["DB 비번", "결제 API 키", "SMTP 계정 비번", "웹훅 서명 시크릿"])
    return ("%s 교체 절차: 1) 시크릿 매니저에 신규 버전 생성 2) %s 롤링 재시작 3) 신규 값으로 동작 확인 4) 이전 값 무효화 5) 모니터링 %d분" % (what, svc(), R.choice([30, 60])),
            kpick(["이전 값 무효화를 먼저 하면 재시작 전 파드들이 에러 폭탄.", "웹훅은 신구 시크릿 둘 다 검증하는 기간을 두면 무중단 교체 가능."]), "")


@tpl("ko", "clean", "토큰 prefix 설명")
def kc_prefix(n):
    return (kpick(["환경 구분 팁: 토스페이먼츠 키는 test_sk_ / live_sk_ 로 시작, 클라이언트 키는 test_ck_ / live_ck_. 스테이징 설정에 live_ 로 시작하는 값 들어가면 배포 차단하게 함.",
                   "유출 알림 메일에 'ghp_ 로 시작하는 토큰'이라고만 와서 어떤 봇 계정 건지 찾느라 고생. 토큰 설명란에 용도 적어두기.",
                   "AWS 키는 AKIA로 시작하면 장기 키, ASIA면 임시 키. 로그에 AKIA 보이면 장기 키 쓰는 곳이 남아 있다는 뜻."]),
            kpick(["prefix 검사는 설정 로딩 시점에 하는 게 제일 확실.", "prefix만 봐도 벤더/종류가 나와서 담당자 찾기 쉬움."]), "")


@tpl("ko", "clean", "쿠키 설정 (값 없음)")
def kc_cookie(n):
    nm = R.choice(["SESSION", "JSESSIONID", "sid"])
    return ("로그아웃 후에도 로그인 유지되는 버그: Set-Cookie: %s=; Path=/; Max-Age=0 인데 로그인 때 Path=/%s 로 구워져서 안 지워짐." % (nm, R.choice(["api", "app", "admin"])),
            kpick(["쿠키 삭제는 name/path/domain 다 맞아야 함.", "SameSite=None 쓰려면 Secure 필수. 로컬 http에서는 안 구워짐."]), "")


@tpl("ko", "clean", "jwt 구조 설명")
def kc_jwt(n):
    return ("JWT는 헤더.페이로드.서명 구조. 헤더 디코딩하면 {\"alg\":\"%s\",\"typ\":\"JWT\"}. 만료 확인은 payload의 exp(초 단위 epoch)." % R.choice(["HS256", "RS256", "ES256"]),
            kpick(["토큰 전체를 로그에 남기지 말고 jti만 남기기.", "클라이언트에서 exp를 밀리초로 비교해서 항상 만료로 판단하던 버그 있었음.", "서명 검증 없이 payload만 디코딩해서 권한 판단하면 안 됨."]), "")


@tpl("ko", "clean", "신규 입사자 안내 (비번 개별 발송)")
def kc_onboard(n):
    return (kpick(["온보딩 체크리스트: 1) 사내 메일 계정 생성 2) 초기 비밀번호는 본인 휴대폰 문자로 개별 발송 3) 최초 로그인 시 변경 + OTP 등록 4) VPN 신청서 작성",
                   "신규 입사자 계정 발급: 임시 비밀번호는 메일 말고 문자로, 유효기간 %d시간. 만료되면 헬프데스크에 재발급 요청." % R.choice([24, 48, 72]),
                   "입사 첫날: 노트북 수령 → SSO 비밀번호 설정 → OTP 앱 등록 → 깃허브 계정 조직 초대 수락 → 볼트 접근 권한 신청"]),
            kpick(["초기 비번을 메일로 보내면 메일 계정 자체가 털렸을 때 위험해서 문자로 바꿈.", "OTP 등록 전에는 VPN 접속 불가라 순서 중요."]), "")


@tpl("ko", "clean", "카카오 에러 코드")
def kc_kakao_err(n):
    return (kpick(["카카오 API 에러 정리: KOE101 (잘못된 앱 키), KOE006 (redirect URI 미등록), -401 (키 권한 없음), -2 (파라미터 오류).",
                   "카카오 로그인 KOE320 (인가 코드 재사용) 계속 나서 보니 프론트에서 콜백을 두 번 호출하고 있었음.",
                   "카카오톡 메시지 API -402 에러: 사용자 동의 항목(talk_message) 추가 동의 필요."]),
            kpick(["-401은 키 자체가 틀린 게 아니라 해당 API를 앱에서 활성화 안 한 경우가 많음.", "에러 코드별 처리 로직은 공통 모듈로 모음."]), "")


@tpl("ko", "clean", "토스 에러 코드 설명 (키 없음)")
def kc_toss_err(n):
    return (kpick(["결제 승인 실패 코드 정리: UNAUTHORIZED_KEY (시크릿 키 틀림 또는 콜론 누락), NOT_FOUND_PAYMENT_SESSION (결제 시간 초과), ALREADY_PROCESSED_PAYMENT (중복 승인).",
                   "결제 취소 시 NOT_CANCELABLE_AMOUNT 에러: 부분취소 가능 금액보다 크게 요청. 취소 가능 잔액 먼저 조회.",
                   "가상계좌 입금 웹훅이 %d분 늦게 와서 주문이 자동 취소됨. 웹훅 재전송 정책 확인 필요." % R.randint(5, 40)]),
            kpick(["시크릿 키는 코드에 없고 서버 환경변수 TOSS_SECRET_KEY로 주입 중.", "PG 에러 코드는 사용자 메시지랑 분리해서 로깅."]), "")


@tpl("ko", "clean", "NCP 서명 코드 (변수만)")
def kc_ncp_sign(n):
    return ("%s 서명 생성 코드\nmessage = f\"%s {uri}\\n{timestamp}\\n{access_key}\"\nsignature = base64.b64encode(hmac.new(secret_key.encode(), message.encode(), hashlib.sha256).digest())\naccess_key/secret_key는 os.environ에서 읽음" % (
        R.choice(["SENS", "Object Storage", "Cloud Outbound Mailer", "API Gateway"]), R.choice(["POST", "GET"])),
            kpick(["uri에 쿼리스트링 포함해야 함. 빼면 서명 불일치.", "timestamp는 밀리초. 서버 시간 5분 이상 차이 나면 거절."]), "")


@tpl("ko", "clean", "환불 웹훅 서명 검증 설명 (값 없음)")
def kc_webhook_sig(n):
    return ("%s 웹훅 서명 검증: 헤더의 서명값을 원문 body로 HMAC-SHA256 계산한 값과 비교. 시크릿은 %s 환경변수." % (R.choice(["결제", "환불", "정산", "배송"]), R.choice(["WEBHOOK_SECRET", "PG_WEBHOOK_SECRET", "HOOK_SIGNING_KEY"])),
            kpick(["JSON 파싱 후 다시 직렬화하면 공백 순서가 바뀌어서 절대 일치 안 함. raw body로 검증.", "비교는 상수 시간 비교(hmac.compare_digest)로."]), "")


@tpl("ko", "clean", "otp 등록 절차 (시드 없음)")
def kc_otp(n):
    c = corp(True)
    return ("공용 관리자 계정 OTP는 otpauth://totp/%s:%s?secret=<시드값>&issuer=%s 형식으로 등록. 시드는 볼트 'OTP 시드' 항목에만 보관." % (c, R.choice(["admin", "ops", "billing"]), c),
            kpick(["QR 캡처 이미지도 시드와 같은 거라 슬랙에 올리면 안 됨.", "OTP 앱 백업 기능 켜두면 폰 교체 때 편하지만 클라우드 계정 보안이 전제."]), "")


@tpl("ko", "clean", "카톡: 비번은 볼트에 (값 없음)")
def kc_kakao_novalue(n):
    a, b = ko_name(), ko_name()
    t = ko_times(3)
    what, sub = R.choice([("스테이징 디비 비번", "mysql/app"), ("레디스 비번", "redis"), ("젠킨스 관리자 비번", "jenkins/admin"), ("SFTP 계정 비번", "sftp/partner")])
    path = "secret/%s/%s" % (env(), sub)
    return ("[%s] [%s] %s 바꿨어요~ 볼트에 올려놨습니다\n[%s] [%s] 넵 경로가 어디죠?\n[%s] [%s] %s 이요" % (a, t[0], what, b, t[1], a, t[2], path),
            kpick(["비번 공유는 볼트 경로만. 대화방에 값 직접 안 올리기로 한 거 잘 지켜짐.", "볼트 경로 공유하면 권한 없는 사람은 못 봐서 자연스럽게 접근 통제됨."]), "")

# ============================================================================================
# build
# ============================================================================================
TARGET = {("en", "secret"): 240, ("ko", "secret"): 240, ("en", "clean"): 160, ("ko", "clean"): 160}
MAX_USES = 3
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def _occ(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append(i)
        i = text.find(sub, i + 1)
    return out


def _has_hangul(s):
    return any("\uac00" <= c <= "\ud7a3" for c in s)


def check(t, fields, secrets):
    for k, lim in LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            return "field %s too long (%d bytes)" % (k, len(fields[k].encode("utf-8")))
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty missing_context/lesson"
    if t["lang"] == "ko" and not _has_hangul(fields["missing_context"] + fields["lesson"]):
        return "korean note without Hangul"
    if t["kind"] == "clean":
        return None if not secrets else "clean note with secrets"
    if not secrets:
        return "secret note without secrets"
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in f for f in fields.values()):
            return "secret not verbatim: %r" % s[:40]
    for f in fields.values():
        spans = [(p, p + len(s)) for s in secrets for p in _occ(f, s)]
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in _occ(f, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return "window %r of a secret occurs outside secret occurrences" % w
    return None


SEEN = set()


def instantiate(t):
    why = None
    for _ in range(80):
        n = Note(t)
        out = t["fn"](n)
        if len(out) == 2:
            out = (out[0], out[1], "")
        fields = {"missing_context": out[0], "lesson": out[1], "ask_next_time": out[2]}
        why = check(t, fields, n.secrets)
        sig = json.dumps(fields, sort_keys=True, ensure_ascii=False)
        if why is None and sig in SEEN:
            why = "duplicate of an earlier note"
        if why is None:
            SEEN.add(sig)
            cat = t["cat"]
            if n.vendors:
                cat += " [" + ", ".join(n.vendors) + "]"
            return {"lang": t["lang"], "kind": t["kind"], "category": cat, "fields": fields,
                    "secrets": list(n.secrets)}, n.used
    raise RuntimeError("template %s keeps failing: %s" % (t["name"], why))


def assign_uses():
    for (lang, kind), target in sorted(TARGET.items()):
        ts = [t for t in TEMPLATES if t["lang"] == lang and t["kind"] == kind]
        assert ts, (lang, kind)
        assert target <= MAX_USES * len(ts), "not enough templates for %s/%s: %d" % (lang, kind, len(ts))
        base, rem = divmod(target, len(ts))
        order = list(range(len(ts)))
        R.shuffle(order)
        for i, idx in enumerate(order):
            ts[idx]["uses"] = base + (1 if i < rem else 0)
            assert 1 <= ts[idx]["uses"] <= MAX_USES, (ts[idx]["name"], ts[idx]["uses"])


def main():
    assign_uses()
    notes = []
    shapes_used = {}
    for t in TEMPLATES:
        for _ in range(t["uses"]):
            rec, used = instantiate(t)
            rec["_template"] = t["name"]
            notes.append(rec)
            for u in used:
                shapes_used[u] = shapes_used.get(u, 0) + 1
    R.shuffle(notes)
    width = max(3, len(str(len(notes))))
    lines = []
    for i, rec in enumerate(notes, 1):
        out = {"id": "k%0*d" % (width, i), "lang": rec["lang"], "kind": rec["kind"], "category": rec["category"],
               "fields": rec["fields"], "secrets": rec["secrets"]}
        lines.append(json.dumps(out, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")

    # ---- summary (stdout only)
    def cnt(lang=None, kind=None):
        return sum(1 for r in notes if (lang is None or r["lang"] == lang) and (kind is None or r["kind"] == kind))
    vendor_shapes = [s for s in shapes_used]
    print("notes:", len(notes))
    for kind in ("secret", "clean"):
        print("  %-6s total %d  en %d  ko %d" % (kind, cnt(kind=kind), cnt("en", kind), cnt("ko", kind)))
    print("listed secrets:", sum(len(r["secrets"]) for r in notes))
    print("notes with >1 secret:", sum(1 for r in notes if len(r["secrets"]) > 1))
    print("templates:", len(TEMPLATES), " used:", len(set(r["_template"] for r in notes)),
          " max uses:", max(t["uses"] for t in TEMPLATES))
    print("distinct vendor token shapes used: %d of %d defined" % (len(vendor_shapes), len(SHAPE_ORDER) + len(KEYSHAPES)))
    unused = [s for s in SHAPE_ORDER + KEYSHAPES if s not in shapes_used]
    if unused:
        print("unused shapes:", " ".join(unused))
    print("distinct vendors:", len(set(SHAPES[s]["vendor"] for s in shapes_used if s in SHAPES)))
    print("secret in ask_next_time:", sum(1 for r in notes if r["kind"] == "secret" and any(
        s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    print("longest secret:", max(len(s) for r in notes for s in r["secrets"]))
    print("secrets >=200 chars:", sum(1 for r in notes for s in r["secrets"] if len(s) >= 200))
    print("secrets with Hangul:", sum(1 for r in notes for s in r["secrets"] if _has_hangul(s)))


if __name__ == "__main__":
    main()
