#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v34.py -- blind evaluation set (v34) for a credential-redaction filter.

A memory server for AI coding agents stores short notes with three text fields
(missing_context, lesson, ask_next_time).  This script writes blind_set_v34.jsonl:
720 notes, half "secret" (each listing the exact credential values it contains),
half "clean" (no credential at all; most of them look risky on purpose), 60% English
and 40% Korean within each kind.

Structure of this file:
  primitives / pools          random helpers, Korean particle fixer, password styles
  token shapes + VENDORS      ~240 vendor credential sets (global, KR, CN, JP, EU)
  renderers                   one credential set -> env/YAML/JSON/TOML/INI/properties/HCL/XML/
                              Dockerfile/compose/k8s/CI/code/curl/HTTP/log/error/diff/table/chat
  vendor_note()               secret or clean (reference/placeholder) note around a renderer
  SECRET_T                    bespoke secret structures (URLs, PEM, cookies, signed URLs, ...)
  CLEAN_T / PUB_T / PLAIN_T   risky-looking clean, publishable-key clean, plain clean
  driver                      plan, per-note validation (FORMAT.txt conditions), shuffle, write

Every secret note is checked: each listed secret is >= 8 chars and verbatim in the fields,
and no 8-character window of a listed secret occurs in a field outside the occurrences of
the listed secrets.  Clean notes list no secrets and never contain a secret of another note.

Deterministic: a single PRNG, random.Random(34_2026_1126), drives every choice;
no set is ever iterated; JSON keys are written in a fixed order.
Python 3 standard library only, no network.

Usage:  python3 make_blind_set_v34.py [output_path]
"""
import base64
import hashlib
import json
import random
import sys
import urllib.parse

SEED = 34_2026_1126
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_VENDOR_SECRET = 240     # vendor x format secret notes (every vendor entry once)
N_PUBLISHABLE = 26        # clean notes whose only risky item is a documented-public key
N_VENDOR_CLEAN = 90       # vendor x format clean notes (references / placeholders)
N_PLAIN_CLEAN = 110       # clean notes with nothing risky-looking at all
MAX_FIELD = 1024
MAX_ASK = 512

# --------------------------------------------------------------------------------------
# primitives
# --------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
ALNUM_L = LO + DIG
ALNUM_U = UP + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
B32L = LO + "234567"
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BECH32L = BECH32U.lower()


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def dg(n):
    return rs("123456789", 1) + rs(DIG, n - 1)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pct(s):
    return urllib.parse.quote(s, safe="")


def jwt(payload, alg="HS256", kid=None, typ="JWT", sig=None):
    hdr = {"alg": alg}
    if typ:
        hdr["typ"] = typ
    if kid:
        hdr["kid"] = kid
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    if sig is None:
        sig = rs(B64U, {"HS256": 43, "HS512": 86, "RS256": 342, "ES256": 86, "EdDSA": 86}[alg])
    return h + "." + p + "." + sig


def epoch():
    return rint(1_725_000_000, 1_767_000_000)


def rdate():
    return "%d-%02d-%02d" % (pick([2024, 2025, 2025, 2025]), rint(1, 12), rint(1, 28))


def rts():
    return "%sT%02d:%02d:%02d.%03dZ" % (rdate(), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def rtime():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def ip_private():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254)),
                 "192.168.%d.%d" % (rint(0, 255), rint(2, 254))])


# --------------------------------------------------------------------------------------
# language helpers
# --------------------------------------------------------------------------------------
LANG = "en"


def t(en, ko):
    return ko if LANG == "ko" else en


def tp(pairs):
    en, ko = pick(pairs)
    return t(en, ko)


def fill(s, **kw):
    return s.format(**kw)


# Korean particles after a variable: templates write 을(를), 이(가), 은(는), 과(와), (으)로 and kfix()
# resolves them from the preceding character (Hangul final consonant, digit or letter reading).
_JOSA = [("을(를)", "을", "를"), ("이(가)", "이", "가"), ("은(는)", "은", "는"), ("과(와)", "과", "와"), ("(으)로", "으로", "로")]


_JOSA_OVERRIDE = {"github": (False, False), "hub": (False, False), "portone": (True, False), "datadog": (True, False),
                  "okx": (False, False), "kis": (False, False), "vault": (False, False)}


def _final(s, j):
    """(has_final_consonant, final_is_rieul) for the reading of the text ending at s[j]"""
    ch = s[j]
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        jong = code % 28
        return jong != 0, jong == 8
    if ch in DIG:
        return ch in "013678", ch in "178"
    if ch not in UP and ch not in LO:
        return False, False
    k = j
    while k > 0 and (s[k - 1] in UP or s[k - 1] in LO):
        k -= 1
    word = s[k:j + 1]
    low = word.lower()
    if low in _JOSA_OVERRIDE:
        return _JOSA_OVERRIDE[low]
    if word.isupper() and (len(word) <= 3 or not any(v in word for v in "AEIOU")):
        return ch in "LMNR", ch in "LR"
    last, prev = low[-1], (low[-2] if len(low) > 1 else "")
    if last in "lmn":
        return True, last == "l"
    if last == "g" and prev == "n":
        return True, False
    if last == "k" and prev == "c":
        return True, False
    if last in "bkpt" and prev in "aeiou":
        return True, False
    return False, False


def kfix(s):
    for mark, with_final, without in _JOSA:
        while mark in s:
            i = s.index(mark)
            j = i - 1
            while j >= 0 and s[j] in "`'\")]>*_ ":
                j -= 1
            has, rieul = _final(s, j) if j >= 0 else (False, False)
            use = with_final if has else without
            if mark == "(으)로" and rieul:
                use = "로"
            s = s[:i] + use + s[i + len(mark):]
    return s


# --------------------------------------------------------------------------------------
# context pools
# --------------------------------------------------------------------------------------
PROJECTS = ["billing-api", "checkout-web", "order-service", "data-pipeline", "infra-live",
            "mobile-app", "admin-console", "search-indexer", "notify-worker", "auth-gateway",
            "ml-training", "settlement-batch", "crm-sync", "partner-portal", "log-shipper",
            "reco-service", "chatbot-backend", "payments-core", "inventory-api", "ops-dashboard",
            "media-transcoder", "growth-analytics", "kyc-service", "shipping-tracker",
            "coupon-engine", "seller-center", "fds-scoring", "point-ledger", "review-api",
            "delivery-eta", "hr-portal", "docs-site", "edge-proxy", "sso-bridge"]
ENVS = [("prod", "운영"), ("production", "운영"), ("staging", "스테이징"), ("stage", "스테이징"),
        ("dev", "개발"), ("qa", "QA"), ("sandbox", "샌드박스"), ("beta", "베타")]
USERS = ["app", "deploy", "svc_billing", "readonly", "admin", "etl", "minji.kim", "jhpark",
         "sooyoung", "dev01", "ci-bot", "root", "postgres", "jenkins", "batch", "report_ro",
         "hyunwoo.lee", "taro.yamada", "wei.zhang", "analytics", "migrator", "api_user"]
AWS_REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "us-west-2", "eu-central-1",
               "eu-west-1", "ap-southeast-1", "ap-east-1"]
ORGS = ["acme", "hanbit", "sorami", "dalkom", "kumo-labs", "nordwind", "bluefin", "mirae",
        "starline", "tidepool", "oakridge", "yeoul", "hoshi", "gangnam-dev", "lumen"]
KNAMES = ["minji", "jiwoo", "seoyeon", "hyunwoo", "junho", "dohyun", "yuna", "sangmin", "eunji",
          "taeyang", "soojin", "jaehyuk", "hana", "yerin", "donghae", "chaewon", "kyungsoo"]
PETS = ["bori", "choco", "kong", "mango", "dubu", "nabi", "coco", "haru", "latte", "toto",
        "max", "luna", "bella", "milo", "nala"]
SEASONS = ["Spring", "Summer", "Autumn", "Winter", "Fall"]
MONTHS = ["January", "March", "April", "June", "October", "November", "December"]
WORDS = ["anchor", "velvet", "orbit", "maple", "canyon", "ember", "harbor", "lantern", "meadow",
         "quartz", "ripple", "saddle", "timber", "walnut", "zephyr", "cobalt", "falcon", "glacier",
         "hazel", "island", "jasper", "kettle", "lilac", "marble", "nectar", "oyster", "pepper",
         "quiver", "raven", "sierra", "tundra", "umber", "violet", "willow", "yonder", "basalt",
         "cactus", "dynamo", "ferry", "gondola", "hammock", "igloo", "juniper", "koala", "lagoon",
         "mosaic", "nugget", "otter", "paddle", "quill", "rocket", "spruce", "tango", "utopia",
         "vortex", "wombat", "yodel", "zinnia", "acorn", "bramble", "cinder", "drizzle", "echo",
         "fjord", "gravel", "hollow", "indigo", "jungle", "kiln", "ledger", "mantis", "nimbus",
         "onyx", "pylon", "quarry", "rustle", "sable", "thistle", "unzip", "vapor", "wharf",
         "alpine", "biscuit", "candle", "dolphin", "elbow", "fossil", "ginger", "hornet",
         "ivory", "jigsaw", "kayak", "lemon", "mirror", "noodle", "olive", "parcel", "radar",
         "salmon", "tiger", "uncle", "vessel", "window", "yellow", "zebra", "bucket", "crane"]
KO_PW_WORDS = ["사랑해", "고양이", "강아지", "우리집", "행복하자", "하늘", "바다", "별빛", "민지",
               "서울", "부산", "제주도", "초코", "뽀삐", "보리", "해바라기", "무지개", "비밀", "여름",
               "겨울", "토끼", "호랑이", "곰돌이", "딸기", "수박", "커피", "안녕하세요", "대한민국",
               "우리가족", "짱구", "두부", "까치", "달빛", "봄날"]

# Hangul -> QWERTY (2-beolsik) conversion, for "typed with the IME off" passwords
_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def ko2qwerty(s):
    out = []
    for ch in s:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 588)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


SYMS = "!@#$%^&*?"


def human_password():
    style = rint(0, 9)
    if style == 0:      # Korean word typed on an English keyboard + digits
        return ko2qwerty(pick(KO_PW_WORDS)) + dg(rint(2, 4)) + pick(["", "!", "@", "#", "!!"])
    if style == 1:      # name + birthday
        return pick(KNAMES) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "@", "", "*", "^^"])
    if style == 2:      # season + year
        return pick(SEASONS) + str(rint(2019, 2026)) + pick(SYMS) + rs(DIG, rint(0, 2))
    if style == 3:      # leetspeak classic + random tail
        return pick(["P@ssw0rd", "Passw0rd", "Adm1n", "Welc0me", "Qwer", "Dev0ps"]) + pick(SYMS) + dg(rint(3, 5))
    if style == 4:      # pet phrase
        return "ILove" + pick(PETS).title() + pick(["_", "", "."]) + dg(rint(2, 4))
    if style == 5:      # keyboard walk + random
        return pick(["1qaz2wsx", "qwer1234", "asdf!234", "zxcv0987", "1q2w3e4r"]) + pick(SYMS) + dg(rint(2, 3))
    if style == 6:      # company + year
        return pick(ORGS).title().replace("-", "") + pick(["!", "@", "#"]) + str(rint(2020, 2026)) + rs(LO, 2)
    if style == 7:      # word pair camel + digits
        return pick(WORDS).title() + pick(WORDS).title() + dg(rint(2, 4)) + pick(SYMS)
    if style == 8:      # random strong (generator output)
        return rs(ALNUM + "!#%*-_", rint(14, 24))
    # month + name
    return pick(MONTHS) + pick(["-", "_", ""]) + pick(KNAMES).title() + dg(2)


def strong_password(n=None):
    return rs(ALNUM + "!#%*+-_=.", n or rint(16, 32))


def passphrase(sep=None, n=None):
    sep = sep if sep is not None else pick(["-", " ", ".", "_"])
    return sep.join(sample(WORDS, n or rint(4, 6)))


def kb_password():
    w = pick(KO_PW_WORDS)
    s = ko2qwerty(w)
    if chance(0.5):
        s = s + dg(rint(2, 4))
    else:
        s = dg(rint(2, 4)) + s
    return s + pick(["", "!", "@", "!!", "#"])


class Ctx:
    pass


FORCE_PROJECT = []


def new_ctx():
    c = Ctx()
    c.p = pick(PROJECTS)
    if FORCE_PROJECT:
        c.p = FORCE_PROJECT[0]
    c.env, c.env_ko = pick(ENVS)
    c.E = t(c.env, pick([c.env_ko, c.env_ko, c.env]))
    c.user = pick(USERS)
    c.region = pick(AWS_REGIONS)
    c.org = pick(ORGS)
    c.date = rdate()
    c.ts = rts()
    c.host = "%s-%s-%02d.%s" % (pick(["db", "pg", "mysql", "maria", "mongo", "redis", "mq", "ch"]),
                               c.env, rint(1, 12),
                               pick(["internal", "corp.local", "svc.cluster.local", "int.%s.io" % c.org]))
    return c


def hostp(c, pre):
    """the context host name with a different service prefix (redis-prod-03.internal ...)"""
    return pre + c.host[c.host.index("-"):]


def fits(mc, ls, ask):
    return (0 < len(mc.encode()) <= MAX_FIELD and len(ls.encode()) <= MAX_FIELD
            and len(ask.encode()) <= MAX_ASK)


def fence(art, hint=""):
    """wrap an artifact the way agents paste it"""
    if "\n" not in art:
        return pick(["`%s`" % art, art, art])
    mode = rint(0, 3)
    if mode == 0:
        return "```%s\n%s\n```" % (hint, art)
    if mode == 1:
        return "```\n%s\n```" % art
    return art


def joinp(lead, block):
    if "\n" in block or block.startswith("```"):
        return lead + pick(["\n", "\n", "\n\n"]) + block
    return lead + " " + block


# --------------------------------------------------------------------------------------
# token shapes (bodies always random)
# --------------------------------------------------------------------------------------
def g_akia():
    return "AKIA" + rs(B32, 16)


def g_asia():
    return "ASIA" + rs(B32, 16)


def g_aws_secret():
    return rs(ALNUM + "+/", 40)


def g_aws_session():
    if chance(0.5):
        return "FwoGZXIvYXdzE" + rs(ALNUM, 3) + "aD" + rs(B64, rint(280, 340))
    return "IQoJb3JpZ2luX2VjE" + rs(ALNUM, 3) + "aDmFwLW5vcnRoZWFzdC0yIkcwRQIg" + rs(B64, rint(330, 420)) + "=="


def g_aiza():
    return "AIza" + rs(B64U, 35)


def g_gh(prefix="ghp_"):
    return prefix + rs(ALNUM, 36)


def g_ghpat():
    return "github_pat_11" + rs(ALNUM_U, 20) + "_" + rs(ALNUM, 59)


def g_slack_bot():
    return "xoxb-%s-%s-%s" % (dg(rint(10, 12)), dg(13), rs(ALNUM, 24))


def g_slack_user():
    return "xoxp-%s-%s-%s-%s" % (dg(rint(10, 12)), dg(rint(10, 12)), dg(13), hx(32))


def g_slack_app():
    return "xapp-1-A%s-%s-%s" % (rs(ALNUM_U, 10), dg(13), hx(64))


def g_stripe(prefix, n=99):
    return prefix + rs(ALNUM, n)


def g_openai_proj(kind="proj"):
    return "sk-%s-%s%s%s" % (kind, rs(B64U, 74), "T3BlbkFJ", rs(B64U, 74))


def g_openai_legacy():
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def g_anthropic(kind="api03"):
    return "sk-ant-%s-%s%sAA" % (kind, rs(B64U, 86), rs(B64U, 7))


def g_azure_secret():
    return rs(ALNUM, 3) + rs(DIG, 1) + "Q~" + rs(ALNUM + "_.~-", 34)


def g_sendgrid():
    return "SG." + rs(B64U, 22) + "." + rs(B64U, 43)


def g_google_clientid():
    return dg(12) + "-" + rs(ALNUM_L, 32) + ".apps.googleusercontent.com"


def g_mapbox(prefix):
    body = b64u(json.dumps({"u": pick(KNAMES + ORGS), "a": rs(ALNUM_L, 25)}, separators=(",", ":")).encode())
    return prefix + "." + body + "." + rs(B64U, 22)


def g_cf_tunnel():
    js = json.dumps({"a": hx(32), "t": uuid4(), "s": b64e(rbytes(32))}, separators=(",", ":"))
    return b64e(js.encode()).rstrip("=")


def g_supabase_jwt(role):
    now = epoch()
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": role, "iat": now, "exp": now + 315_360_000})


def g_elastic_apikey():
    return b64e((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def g_intercom():
    return b64e(("tok:" + uuid4().replace("-", "_") + ":1:0").encode()).rstrip("=")


def g_discord_bot():
    return b64u(dg(18).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def g_telegram():
    return dg(10) + ":AA" + rs(B64U, 33)


def g_sentry_org():
    js = json.dumps({"iat": epoch() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                     "org": pick(ORGS)}, separators=(",", ":"))
    return "sntrys_" + b64e(js.encode()).rstrip("=") + "_" + rs(B64, 43)


def g_kis_secret():
    return rs(B64, 176) + "="


def g_line_token():
    return rs(B64, 171) + "="


def g_adyen():
    return "AQE" + rs(ALNUM, 5) + "K" + rs(B64, 54) + "=-" + rs(B64, 43) + "=-" + rs(ALNUM, 3) + "i" + rs(B64, 12)


def g_x_bearer():
    return "A" * 22 + rs(ALNUM, 7) + "A" * 7 + rs(ALNUM, 8) + "%2B" + rs(ALNUM, 18) + "%3D" + rs(ALNUM, 50)


def g_ops_token():
    js = json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                     "iterations": 650000, "salt": rs(B64U, 22)}, "email": rs(ALNUM_L, 13) + "@1passwordserviceaccounts.com",
                     "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": rs(B64U, 43), "key_ops": ["encrypt", "decrypt"],
                                            "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(ALNUM_U, 6) + "-" + rs(ALNUM_U, 6)},
                    separators=(",", ":"))
    return "ops_" + b64u(js.encode())


def g_gcp_hmac_id():
    return "GOOG1E" + rs(ALNUM_U, 55)


def g_heroku():
    return "HRKU-AA" + rs(B64U, 58)


def g_b2_id():
    return "005" + hx(9) + "0000000" + dg(3)


def g_fcm():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def g_atlassian():
    return "ATATT3xFfGF0" + rs(B64U, 170) + "=" + HX(8)


def g_tfc():
    return rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)


def g_vault():
    if chance(0.5):
        return "hvs." + rs(B64U, 24)
    return "hvs.CAESI" + rs(B64U, 40) + "Gh4KHGh2cy4" + rs(B64U, 34)


def g_tailscale():
    return "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)


def g_ngrok():
    return dg(1) + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)


def g_dynatrace():
    return "dt0c01." + rs(ALNUM_U, 24) + "." + rs(ALNUM_U, 64)


def g_braintree():
    return "access_token$production$" + rs(ALNUM_L, 16) + "$" + hx(32)


def g_asana():
    return "2/%s/%s:%s" % (dg(16), dg(16), hx(32))


def g_salesforce():
    return "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM, 2) + "AQ" + rs(ALNUM + ".", 92)


def g_ably():
    return rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)


def g_matrix(user):
    return "syt_" + b64u(user.encode()) + "_" + rs(ALNUM, 20) + "_" + rs(ALNUM, 6)


def g_ncp_new(kind):
    return "ncp_iam_" + kind + rs(ALNUM, 22)


def g_age():
    return "AGE-SECRET-KEY-1" + rs(BECH32U, 58)


def g_turso():
    now = epoch()
    return jwt({"a": "rw", "iat": now, "id": uuid4(), "rid": uuid4()}, alg="EdDSA", typ="JWT")


def g_datago():
    return b64e(rbytes(rint(60, 66)))


def g_paddle():
    return "pdl_live_apikey_" + rs(ALNUM_L, 26) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3)


def g_lsv2():
    return "lsv2_pt_" + hx(32) + "_" + hx(10)


def g_glc():
    js = json.dumps({"o": dg(6), "n": "stack-%s-%s" % (dg(6), pick(["hm-read", "otlp-write", "logs"])),
                     "k": rs(ALNUM, 24), "m": {"r": pick(["prod-ap-northeast-0", "prod-eu-west-2", "prod-us-east-0"])}},
                    separators=(",", ":"))
    return "glc_" + b64e(js.encode())


def g_kakaopay():
    return pick(["DEV", "PRD"]) + HX(37)


def g_otp_b32(n=32):
    return rs(B32, n)


# --------------------------------------------------------------------------------------
# vendor table
# --------------------------------------------------------------------------------------
class Vendor:
    def __init__(self, name, slug, region, what, comps, http=None):
        self.name = name
        self.slug = slug
        self.region = region
        self.what = what            # (en, ko)
        self.comps = comps          # [(VAR, generator, listed)]
        self.http = http            # (method, url, [header templates], basic template or None)


def S(var, gen):
    return (var, gen, True)


def I(var, gen):          # identifier / non-credential part
    return (var, gen, False)


def A(var, gen):          # key-id-like part: not listed in secret notes, never shown raw in clean notes
    return (var, gen, None)


W_KEY = ("API key", "API 키")
W_SK = ("secret key", "시크릿 키")
W_TOK = ("access token", "액세스 토큰")
W_PAT = ("personal access token", "개인 액세스 토큰(PAT)")
W_PAIR = ("access key pair", "액세스 키 쌍")
W_CS = ("client secret", "client secret")
W_PW = ("password", "비밀번호")
W_AUTH = ("auth token", "인증 토큰")


VENDORS = [
    # ---- global cloud ----
    Vendor("AWS", "aws", "cloud", W_PAIR, [S("AWS_ACCESS_KEY_ID", g_akia), S("AWS_SECRET_ACCESS_KEY", g_aws_secret),
                                            I("AWS_DEFAULT_REGION", lambda: pick(AWS_REGIONS))]),
    Vendor("AWS", "aws", "cloud", ("temporary STS credentials", "임시 STS 자격 증명"),
           [S("AWS_ACCESS_KEY_ID", g_asia), S("AWS_SECRET_ACCESS_KEY", g_aws_secret), S("AWS_SESSION_TOKEN", g_aws_session)]),
    Vendor("AWS SES", "ses", "cloud", ("SMTP credentials", "SMTP 자격 증명"),
           [S("SES_SMTP_USERNAME", g_akia), S("SES_SMTP_PASSWORD", lambda: "B" + rs(ALNUM + "+/", 43))]),
    Vendor("AWS Cognito", "cognito", "cloud", W_CS,
           [I("COGNITO_CLIENT_ID", lambda: rs(ALNUM_L, 26)), S("COGNITO_CLIENT_SECRET", lambda: rs(ALNUM_L, 51))]),
    Vendor("Google Gemini", "gemini", "ai", W_KEY, [S("GEMINI_API_KEY", g_aiza)],
           ("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={0}", ["Content-Type: application/json"], None)),
    Vendor("Google Maps", "gmaps", "cloud", ("server-side API key", "서버용 API 키"), [S("GOOGLE_MAPS_SERVER_KEY", g_aiza)],
           ("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={0}", [], None)),
    Vendor("Google OAuth", "google", "cloud", W_CS,
           [I("GOOGLE_CLIENT_ID", g_google_clientid), S("GOOGLE_CLIENT_SECRET", lambda: "GOCSPX-" + rs(B64U, 28))]),
    Vendor("Google OAuth", "google", "cloud", ("refresh token", "refresh token"),
           [S("GOOGLE_REFRESH_TOKEN", lambda: "1//0" + rs(ALNUM, 1) + rs(B64U, 98))]),
    Vendor("Google Cloud Storage", "gcs", "cloud", ("HMAC key", "HMAC 키"),
           [S("GCS_HMAC_ACCESS_ID", g_gcp_hmac_id), S("GCS_HMAC_SECRET", lambda: rs(B64, 40))]),
    Vendor("Azure Storage", "azure_storage", "cloud", ("account key", "계정 키"),
           [I("AZURE_STORAGE_ACCOUNT", lambda: "st" + pick(ORGS).replace("-", "") + rs(ALNUM_L, 4)),
            S("AZURE_STORAGE_KEY", lambda: rs(B64, 86) + "==")]),
    Vendor("Azure AD", "azure", "cloud", W_CS,
           [I("AZURE_TENANT_ID", uuid4), I("AZURE_CLIENT_ID", uuid4), S("AZURE_CLIENT_SECRET", g_azure_secret)]),
    Vendor("Azure DevOps", "ado", "ci", W_PAT, [S("AZURE_DEVOPS_PAT", lambda: rs(B32L, 52))],
           ("GET", "https://dev.azure.com/" + "{org}" + "/_apis/projects?api-version=7.1", [], ":{0}")),
    Vendor("Azure OpenAI", "azure_openai", "ai", W_KEY,
           [I("AZURE_OPENAI_ENDPOINT", lambda: "https://%s-oai.openai.azure.com/" % pick(ORGS)), S("AZURE_OPENAI_API_KEY", lambda: hx(32))],
           ("POST", "{0}openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21", ["api-key: {1}", "Content-Type: application/json"], None)),
    Vendor("DigitalOcean", "digitalocean", "cloud", W_TOK, [S("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + hx(64))],
           ("GET", "https://api.digitalocean.com/v2/droplets", ["Authorization: Bearer {0}"], None)),
    Vendor("DigitalOcean Spaces", "spaces", "cloud", W_PAIR,
           [S("SPACES_ACCESS_KEY_ID", lambda: "DO00" + rs(ALNUM_U, 16)), S("SPACES_SECRET_ACCESS_KEY", lambda: rs(B64, 43))]),
    Vendor("Linode", "linode", "cloud", W_PAT, [S("LINODE_TOKEN", lambda: hx(64))],
           ("GET", "https://api.linode.com/v4/linode/instances", ["Authorization: Bearer {0}"], None)),
    Vendor("Vultr", "vultr", "cloud", W_KEY, [S("VULTR_API_KEY", lambda: rs(ALNUM_U, 36))],
           ("GET", "https://api.vultr.com/v2/instances", ["Authorization: Bearer {0}"], None)),
    Vendor("Hetzner Cloud", "hcloud", "eu", W_TOK, [S("HCLOUD_TOKEN", lambda: rs(ALNUM, 64))],
           ("GET", "https://api.hetzner.cloud/v1/servers", ["Authorization: Bearer {0}"], None)),
    Vendor("Scaleway", "scw", "eu", W_PAIR,
           [S("SCW_ACCESS_KEY", lambda: "SCW" + rs(ALNUM_U, 17)), S("SCW_SECRET_KEY", uuid4), I("SCW_DEFAULT_PROJECT_ID", uuid4)]),
    Vendor("OVHcloud", "ovh", "eu", ("application secret and consumer key", "application secret / consumer key"),
           [A("OVH_APPLICATION_KEY", lambda: rs(ALNUM, 16)), S("OVH_APPLICATION_SECRET", lambda: rs(ALNUM, 32)),
            S("OVH_CONSUMER_KEY", lambda: rs(ALNUM, 32))]),
    Vendor("IBM Cloud", "ibmcloud", "cloud", W_KEY, [S("IBMCLOUD_API_KEY", lambda: rs(B64U, 44))]),
    Vendor("Oracle Cloud", "oci", "cloud", W_AUTH, [I("OCI_USER", lambda: "oracleidentitycloudservice/" + pick(USERS)),
                                                    S("OCI_AUTH_TOKEN", lambda: rs(ALNUM + "#+:.;()", 20))]),
    Vendor("Cloudflare", "cloudflare", "cloud", ("API token", "API 토큰"), [S("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40))],
           ("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", ["Authorization: Bearer {0}"], None)),
    Vendor("Cloudflare", "cloudflare", "cloud", ("Global API key", "Global API 키"),
           [I("CLOUDFLARE_EMAIL", lambda: pick(KNAMES) + "@" + pick(ORGS) + ".com"), S("CLOUDFLARE_API_KEY", lambda: hx(37))],
           ("GET", "https://api.cloudflare.com/client/v4/zones", ["X-Auth-Email: {0}", "X-Auth-Key: {1}"], None)),
    Vendor("Cloudflare R2", "r2", "cloud", W_PAIR,
           [I("R2_ACCOUNT_ID", lambda: hx(32)), S("R2_ACCESS_KEY_ID", lambda: hx(32)), S("R2_SECRET_ACCESS_KEY", lambda: hx(64))]),
    Vendor("Cloudflare Tunnel", "cloudflared", "cloud", ("tunnel token", "터널 토큰"), [S("TUNNEL_TOKEN", g_cf_tunnel)]),
    Vendor("Backblaze B2", "b2", "cloud", ("application key", "application key"),
           [S("B2_APPLICATION_KEY_ID", g_b2_id), S("B2_APPLICATION_KEY", lambda: "K005" + rs(B64, 27))]),
    Vendor("Wasabi", "wasabi", "cloud", W_PAIR,
           [S("WASABI_ACCESS_KEY", lambda: rs(ALNUM_U, 20)), S("WASABI_SECRET_KEY", lambda: rs(ALNUM, 40))]),
    Vendor("MinIO", "minio", "db", W_PAIR,
           [S("MINIO_ACCESS_KEY", lambda: rs(ALNUM_U, 20)), S("MINIO_SECRET_KEY", lambda: rs(ALNUM + "+/", 40))]),
    # ---- China ----
    Vendor("Alibaba Cloud", "aliyun", "cn", ("AccessKey", "AccessKey"),
           [S("ALIBABA_CLOUD_ACCESS_KEY_ID", lambda: "LTAI5t" + rs(ALNUM, 18)), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda: rs(ALNUM, 30))]),
    Vendor("Alibaba DashScope", "dashscope", "cn", W_KEY, [S("DASHSCOPE_API_KEY", lambda: "sk-" + hx(32))],
           ("POST", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Tencent Cloud", "tencentcloud", "cn", ("SecretId/SecretKey", "SecretId/SecretKey"),
           [S("TENCENTCLOUD_SECRET_ID", lambda: "AKID" + rs(ALNUM, 32)), S("TENCENTCLOUD_SECRET_KEY", lambda: rs(ALNUM, 32))]),
    Vendor("Huawei Cloud", "huaweicloud", "cn", ("AK/SK", "AK/SK"),
           [S("HUAWEICLOUD_SDK_AK", lambda: rs(ALNUM_U, 20)), S("HUAWEICLOUD_SDK_SK", lambda: rs(ALNUM, 40))]),
    Vendor("Volcengine", "volc", "cn", ("AK/SK", "AK/SK"),
           [S("VOLC_ACCESSKEY", lambda: "AKLT" + rs(B64U, 40)), S("VOLC_SECRETKEY", lambda: rs(B64, 56) + "==")]),
    Vendor("Qiniu", "qiniu", "cn", ("AK/SK", "AK/SK"),
           [S("QINIU_ACCESS_KEY", lambda: rs(B64U, 40)), S("QINIU_SECRET_KEY", lambda: rs(B64U, 40))]),
    Vendor("Baidu Qianfan", "qianfan", "cn", W_KEY, [S("QIANFAN_API_KEY", lambda: "bce-v3/ALTAK-" + rs(ALNUM, 21) + "/" + hx(40))],
           ("POST", "https://qianfan.baidubce.com/v2/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Zhipu AI", "zhipu", "cn", W_KEY, [S("ZHIPUAI_API_KEY", lambda: hx(32) + "." + rs(ALNUM, 16))],
           ("POST", "https://open.bigmodel.cn/api/paas/v4/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Moonshot AI", "moonshot", "cn", W_KEY, [S("MOONSHOT_API_KEY", lambda: "sk-" + rs(ALNUM, 48))],
           ("POST", "https://api.moonshot.cn/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("DeepSeek", "deepseek", "cn", W_KEY, [S("DEEPSEEK_API_KEY", lambda: "sk-" + hx(32))],
           ("POST", "https://api.deepseek.com/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("SiliconFlow", "siliconflow", "cn", W_KEY, [S("SILICONFLOW_API_KEY", lambda: "sk-" + rs(LO, 48))],
           ("POST", "https://api.siliconflow.cn/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Feishu", "feishu", "cn", ("app secret", "app secret"),
           [I("FEISHU_APP_ID", lambda: "cli_" + hx(16)), S("FEISHU_APP_SECRET", lambda: rs(ALNUM, 32))]),
    Vendor("DingTalk", "dingtalk", "cn", ("AppSecret", "AppSecret"),
           [I("DINGTALK_APP_KEY", lambda: "ding" + rs(ALNUM_L, 16)), S("DINGTALK_APP_SECRET", lambda: rs(B64U, 64))]),
    Vendor("WeChat", "wechat", "cn", ("AppSecret", "AppSecret"),
           [I("WECHAT_APPID", lambda: "wx" + hx(16)), S("WECHAT_APPSECRET", lambda: hx(32))],
           ("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}", [], None)),
    Vendor("WeChat Pay", "wechatpay", "cn", ("APIv3 key", "APIv3 키"),
           [I("WECHATPAY_MCH_ID", lambda: dg(10)), S("WECHATPAY_API_V3_KEY", lambda: rs(ALNUM, 32))]),
    Vendor("Agora", "agora", "cn", ("app certificate", "App Certificate"),
           [I("AGORA_APP_ID", lambda: hx(32)), S("AGORA_APP_CERTIFICATE", lambda: hx(32))]),
    Vendor("JPush", "jpush", "cn", ("master secret", "Master Secret"),
           [I("JPUSH_APP_KEY", lambda: hx(24)), S("JPUSH_MASTER_SECRET", lambda: hx(24))],
           ("POST", "https://api.jpush.cn/v3/push", ["Content-Type: application/json"], "{0}:{1}")),
    Vendor("Tencent TRTC", "trtc", "cn", ("SDKSecretKey", "SDKSecretKey"),
           [I("TRTC_SDK_APP_ID", lambda: dg(10)), S("TRTC_SDK_SECRET_KEY", lambda: hx(64))]),
    # ---- Korea ----
    Vendor("Naver Cloud", "ncloud", "kr", W_PAIR,
           [S("NCLOUD_ACCESS_KEY", lambda: rs(ALNUM, 20)), S("NCLOUD_SECRET_KEY", lambda: rs(ALNUM, 40))]),
    Vendor("Naver Cloud", "ncloud", "kr", ("sub-account access key", "서브 계정 액세스 키"),
           [S("NCLOUD_ACCESS_KEY_ID", lambda: g_ncp_new("BPAMKR")), S("NCLOUD_SECRET_KEY", lambda: g_ncp_new("BPKMKR"))]),
    Vendor("Naver Developers", "naver", "kr", W_CS,
           [I("NAVER_CLIENT_ID", lambda: rs(ALNUM, 20)), S("NAVER_CLIENT_SECRET", lambda: rs(ALNUM, 10))],
           ("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91", ["X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}"], None)),
    Vendor("Kakao", "kakao", "kr", ("REST API key", "REST API 키"), [S("KAKAO_REST_API_KEY", lambda: hx(32))],
           ("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C", ["Authorization: KakaoAK {0}"], None)),
    Vendor("Kakao", "kakao", "kr", ("Admin key", "어드민 키"), [S("KAKAO_ADMIN_KEY", lambda: hx(32))],
           ("GET", "https://kapi.kakao.com/v1/user/ids", ["Authorization: KakaoAK {0}"], None)),
    Vendor("Kakao Login", "kakao", "kr", W_CS, [S("KAKAO_CLIENT_SECRET", lambda: rs(ALNUM, 32))]),
    Vendor("Toss Payments", "toss", "kr", W_SK, [S("TOSS_SECRET_KEY", lambda: "live_sk_" + rs(ALNUM, 28))],
           ("POST", "https://api.tosspayments.com/v1/payments/confirm", ["Content-Type: application/json"], "{0}:")),
    Vendor("Toss Payments", "toss", "kr", ("API-individual secret key", "API 개별 연동 시크릿 키"),
           [S("TOSS_GSK", lambda: "live_gsk_" + rs(ALNUM, 28))]),
    Vendor("PortOne", "portone", "kr", ("REST API secret", "REST API Secret"),
           [A("IMP_KEY", lambda: dg(16)), S("IMP_SECRET", lambda: rs(ALNUM, 80))]),
    Vendor("PortOne", "portone", "kr", ("V2 API secret", "V2 API 시크릿"), [S("PORTONE_API_SECRET", lambda: rs(ALNUM, 80))],
           ("GET", "https://api.portone.io/payments/order-20251103-0012", ["Authorization: PortOne {0}"], None)),
    Vendor("KakaoPay", "kakaopay", "kr", W_SK, [S("KAKAOPAY_SECRET_KEY", g_kakaopay)],
           ("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", ["Authorization: SECRET_KEY {0}", "Content-Type: application/json"], None)),
    Vendor("NHN Cloud", "nhncloud", "kr", ("SMS secret key", "SMS Secret Key"),
           [A("NHN_SMS_APP_KEY", lambda: rs(ALNUM, 16)), S("NHN_SMS_SECRET_KEY", lambda: rs(ALNUM, 8))],
           ("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms", ["X-Secret-Key: {1}", "Content-Type: application/json;charset=UTF-8"], None)),
    Vendor("Solapi", "solapi", "kr", ("API secret", "API Secret"),
           [A("SOLAPI_API_KEY", lambda: "NCS" + rs(ALNUM_U, 13)), S("SOLAPI_API_SECRET", lambda: rs(ALNUM_U, 32))]),
    Vendor("Aligo", "aligo", "kr", W_KEY, [I("ALIGO_USER_ID", lambda: pick(ORGS).replace("-", "") + "sms"), S("ALIGO_API_KEY", lambda: rs(ALNUM_L, 32))]),
    Vendor("data.go.kr", "datagokr", "kr", ("service key", "서비스 키(인증키)"), [S("DATA_GO_KR_SERVICE_KEY", g_datago)],
           ("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?serviceKey={0}&numOfRows=10&pageNo=1&dataType=JSON&base_date=20251103&base_time=0600&nx=55&ny=127", [], None)),
    Vendor("Upbit", "upbit", "kr", W_PAIR,
           [S("UPBIT_ACCESS_KEY", lambda: rs(ALNUM, 40)), S("UPBIT_SECRET_KEY", lambda: rs(ALNUM, 40))]),
    Vendor("Bithumb", "bithumb", "kr", ("API key / secret", "API 키 / 시크릿"),
           [S("BITHUMB_API_KEY", lambda: hx(32)), S("BITHUMB_API_SECRET", lambda: hx(32))]),
    Vendor("KIS Developers", "kis", "kr", ("appkey / appsecret", "appkey / appsecret"),
           [S("KIS_APP_KEY", lambda: "PS" + rs(ALNUM, 34)), S("KIS_APP_SECRET", g_kis_secret)]),
    Vendor("Channel Talk", "channeltalk", "kr", ("access secret", "access secret"),
           [A("CHANNEL_ACCESS_KEY", lambda: hx(24)), S("CHANNEL_ACCESS_SECRET", lambda: hx(32))],
           ("GET", "https://api.channel.io/open/v5/user-chats?limit=25", ["x-access-key: {0}", "x-access-secret: {1}"], None)),
    Vendor("Sendbird", "sendbird", "kr", ("API token", "API 토큰"),
           [I("SENDBIRD_APP_ID", lambda: uuid4().upper()), S("SENDBIRD_API_TOKEN", lambda: hx(40))],
           ("GET", "https://api-{0}.sendbird.com/v3/users?limit=10", ["Api-Token: {1}"], None)),
    Vendor("Cafe24", "cafe24", "kr", W_CS, [I("CAFE24_CLIENT_ID", lambda: rs(ALNUM, 22)), S("CAFE24_CLIENT_SECRET", lambda: rs(ALNUM, 22))]),
    Vendor("LINE Messaging API", "line", "jp", ("channel access token", "채널 액세스 토큰"), [S("LINE_CHANNEL_ACCESS_TOKEN", g_line_token)],
           ("POST", "https://api.line.me/v2/bot/message/push", ["Authorization: Bearer {0}", "Content-Type: application/json"], None)),
    Vendor("LINE Messaging API", "line", "jp", ("channel secret", "채널 시크릿"), [I("LINE_CHANNEL_ID", lambda: dg(10)), S("LINE_CHANNEL_SECRET", lambda: hx(32))]),
    # ---- Japan ----
    Vendor("Chatwork", "chatwork", "jp", ("API token", "API 토큰"), [S("CHATWORK_API_TOKEN", lambda: hx(32))],
           ("POST", "https://api.chatwork.com/v2/rooms/%s/messages" % dg(9), ["X-ChatWorkToken: {0}"], None)),
    Vendor("PAY.JP", "payjp", "jp", W_SK, [S("PAYJP_SECRET_KEY", lambda: "sk_live_" + hx(48))],
           ("GET", "https://api.pay.jp/v1/charges?limit=3", [], "{0}:")),
    Vendor("KOMOJU", "komoju", "jp", W_SK, [S("KOMOJU_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM_L, 24))],
           ("GET", "https://komoju.com/api/v1/payments", [], "{0}:")),
    Vendor("Backlog", "backlog", "jp", W_KEY, [S("BACKLOG_API_KEY", lambda: rs(ALNUM, 64))],
           ("GET", "https://%s.backlog.jp/api/v2/issues?apiKey={0}&count=20" % pick(ORGS), [], None)),
    Vendor("kintone", "kintone", "jp", ("API token", "API 토큰"), [S("KINTONE_API_TOKEN", lambda: rs(ALNUM, 40))],
           ("GET", "https://%s.cybozu.com/k/v1/records.json?app=%d" % (pick(ORGS), rint(3, 400)), ["X-Cybozu-API-Token: {0}"], None)),
    Vendor("Sakura Cloud", "sakuracloud", "jp", ("API access token secret", "API 액세스 토큰 시크릿"),
           [A("SAKURACLOUD_ACCESS_TOKEN", uuid4), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", lambda: rs(ALNUM, 64))],
           ("GET", "https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server", [], "{0}:{1}")),
    Vendor("SmartHR", "smarthr", "jp", W_TOK, [S("SMARTHR_ACCESS_TOKEN", lambda: "shr_" + hx(4) + "_" + rs(ALNUM, 40))],
           ("GET", "https://%s.smarthr.jp/api/v1/crews?per_page=10" % pick(ORGS), ["Authorization: Bearer {0}"], None)),
    Vendor("GMO Payment Gateway", "gmopg", "jp", ("shop password", "Shop 패스워드"),
           [I("GMO_SHOP_ID", lambda: "tshop" + dg(8)), S("GMO_SHOP_PASS", lambda: rs(ALNUM_L, 8))]),
    # ---- Europe ----
    Vendor("Mollie", "mollie", "eu", W_KEY, [S("MOLLIE_API_KEY", lambda: "live_" + rs(ALNUM, 30))],
           ("GET", "https://api.mollie.com/v2/payments?limit=5", ["Authorization: Bearer {0}"], None)),
    Vendor("Adyen", "adyen", "eu", W_KEY, [S("ADYEN_API_KEY", g_adyen), I("ADYEN_MERCHANT_ACCOUNT", lambda: pick(ORGS).title().replace("-", "") + "ECOM")],
           ("POST", "https://checkout-test.adyen.com/v71/paymentMethods", ["X-API-Key: {0}", "Content-Type: application/json"], None)),
    Vendor("GoCardless", "gocardless", "eu", W_TOK, [S("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40))],
           ("GET", "https://api.gocardless.com/mandates?limit=5", ["Authorization: Bearer {0}", "GoCardless-Version: 2015-07-06"], None)),
    Vendor("Klarna", "klarna", "eu", ("API credentials", "API 자격 증명"),
           [I("KLARNA_USERNAME", lambda: "K" + dg(6) + "_" + hx(12)), S("KLARNA_PASSWORD", lambda: "klarna_live_api_" + rs(B64U, 40))]),
    Vendor("DeepL", "deepl", "eu", ("auth key", "인증 키"), [S("DEEPL_AUTH_KEY", lambda: uuid4() + ":fx")],
           ("POST", "https://api-free.deepl.com/v2/translate", ["Authorization: DeepL-Auth-Key {0}"], None)),
    Vendor("Spotify", "spotify", "eu", W_CS, [I("SPOTIFY_CLIENT_ID", lambda: hx(32)), S("SPOTIFY_CLIENT_SECRET", lambda: hx(32))]),
    Vendor("Mistral AI", "mistral", "eu", W_KEY, [S("MISTRAL_API_KEY", lambda: rs(ALNUM, 32))],
           ("POST", "https://api.mistral.ai/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Brevo", "brevo", "eu", W_KEY, [S("BREVO_API_KEY", lambda: "xkeysib-" + hx(64) + "-" + rs(ALNUM, 16))],
           ("GET", "https://api.brevo.com/v3/account", ["api-key: {0}", "accept: application/json"], None)),
    Vendor("Mailjet", "mailjet", "eu", ("API secret", "API 시크릿"), [A("MJ_APIKEY_PUBLIC", lambda: hx(32)), S("MJ_APIKEY_PRIVATE", lambda: hx(32))],
           ("GET", "https://api.mailjet.com/v3/REST/contact?Limit=5", [], "{0}:{1}")),
    Vendor("Pusher", "pusher", "eu", ("app secret", "app secret"),
           [I("PUSHER_APP_ID", lambda: dg(7)), I("PUSHER_KEY", lambda: hx(20)), S("PUSHER_SECRET", lambda: hx(20))]),
    Vendor("Ably", "ably", "eu", W_KEY, [S("ABLY_API_KEY", g_ably)]),
    Vendor("Yandex Cloud", "yc", "eu", W_KEY, [S("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36))],
           ("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", ["Authorization: Api-Key {0}"], None)),
    Vendor("Yandex", "yandex", "eu", ("OAuth token", "OAuth 토큰"), [S("YANDEX_OAUTH_TOKEN", lambda: "y0_" + rs(B64U, 55))]),
    # ---- AI ----
    Vendor("OpenAI", "openai", "ai", ("project API key", "프로젝트 API 키"), [S("OPENAI_API_KEY", g_openai_proj)],
           ("POST", "https://api.openai.com/v1/chat/completions", ["Authorization: Bearer {0}", "Content-Type: application/json"], None)),
    Vendor("OpenAI", "openai", "ai", ("legacy API key", "예전 형식 API 키"), [S("OPENAI_API_KEY", g_openai_legacy)],
           ("POST", "https://api.openai.com/v1/embeddings", ["Authorization: Bearer {0}"], None)),
    Vendor("OpenAI", "openai", "ai", ("service-account key", "서비스 계정 키"), [S("OPENAI_API_KEY", lambda: g_openai_proj("svcacct"))]),
    Vendor("Anthropic", "anthropic", "ai", W_KEY, [S("ANTHROPIC_API_KEY", g_anthropic)],
           ("POST", "https://api.anthropic.com/v1/messages", ["x-api-key: {0}", "anthropic-version: 2023-06-01", "content-type: application/json"], None)),
    Vendor("Anthropic", "anthropic", "ai", ("Admin API key", "Admin API 키"), [S("ANTHROPIC_ADMIN_KEY", lambda: g_anthropic("admin01"))],
           ("GET", "https://api.anthropic.com/v1/organizations/users?limit=20", ["x-api-key: {0}", "anthropic-version: 2023-06-01"], None)),
    Vendor("Hugging Face", "hf", "ai", ("access token", "액세스 토큰"), [S("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34))],
           ("GET", "https://huggingface.co/api/whoami-v2", ["Authorization: Bearer {0}"], None)),
    Vendor("Replicate", "replicate", "ai", ("API token", "API 토큰"), [S("REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37))],
           ("GET", "https://api.replicate.com/v1/predictions", ["Authorization: Bearer {0}"], None)),
    Vendor("Groq", "groq", "ai", W_KEY, [S("GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52))],
           ("POST", "https://api.groq.com/openai/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Perplexity", "pplx", "ai", W_KEY, [S("PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48))],
           ("POST", "https://api.perplexity.ai/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("xAI", "xai", "ai", W_KEY, [S("XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80))],
           ("POST", "https://api.x.ai/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Cohere", "cohere", "ai", W_KEY, [S("CO_API_KEY", lambda: rs(ALNUM, 40))],
           ("POST", "https://api.cohere.com/v2/rerank", ["Authorization: bearer {0}"], None)),
    Vendor("Pinecone", "pinecone", "ai", W_KEY, [S("PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63))],
           ("GET", "https://api.pinecone.io/indexes", ["Api-Key: {0}", "X-Pinecone-API-Version: 2025-01"], None)),
    Vendor("ElevenLabs", "elevenlabs", "ai", W_KEY, [S("ELEVENLABS_API_KEY", lambda: "sk_" + hx(48))],
           ("GET", "https://api.elevenlabs.io/v1/voices", ["xi-api-key: {0}"], None)),
    Vendor("Stability AI", "stability", "ai", W_KEY, [S("STABILITY_API_KEY", lambda: "sk-" + rs(ALNUM, 48))]),
    Vendor("Together AI", "together", "ai", W_KEY, [S("TOGETHER_API_KEY", lambda: hx(64))],
           ("POST", "https://api.together.xyz/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("OpenRouter", "openrouter", "ai", W_KEY, [S("OPENROUTER_API_KEY", lambda: "sk-or-v1-" + hx(64))],
           ("POST", "https://openrouter.ai/api/v1/chat/completions", ["Authorization: Bearer {0}"], None)),
    Vendor("Fireworks AI", "fireworks", "ai", W_KEY, [S("FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24))]),
    Vendor("LangSmith", "langsmith", "ai", W_KEY, [S("LANGSMITH_API_KEY", g_lsv2), I("LANGSMITH_PROJECT", lambda: pick(PROJECTS))]),
    Vendor("Weights & Biases", "wandb", "ai", W_KEY, [S("WANDB_API_KEY", lambda: hx(40))]),
    Vendor("AssemblyAI", "assemblyai", "ai", W_KEY, [S("ASSEMBLYAI_API_KEY", lambda: hx(32))],
           ("GET", "https://api.assemblyai.com/v2/transcript?limit=5", ["authorization: {0}"], None)),
    Vendor("Deepgram", "deepgram", "ai", W_KEY, [S("DEEPGRAM_API_KEY", lambda: hx(40))],
           ("POST", "https://api.deepgram.com/v1/listen?model=nova-2&language=ko", ["Authorization: Token {0}"], None)),
    # ---- messaging ----
    Vendor("Slack", "slack", "msg", ("bot token", "봇 토큰"), [S("SLACK_BOT_TOKEN", g_slack_bot)],
           ("POST", "https://slack.com/api/chat.postMessage", ["Authorization: Bearer {0}", "Content-type: application/json; charset=utf-8"], None)),
    Vendor("Slack", "slack", "msg", ("app-level token", "앱 레벨 토큰"), [S("SLACK_APP_TOKEN", g_slack_app)]),
    Vendor("Slack", "slack", "msg", ("user token", "유저 토큰"), [S("SLACK_USER_TOKEN", g_slack_user)],
           ("GET", "https://slack.com/api/conversations.history?channel=C0%s" % rs(ALNUM_U, 8), ["Authorization: Bearer {0}"], None)),
    Vendor("Slack", "slack", "msg", ("signing secret", "signing secret"), [S("SLACK_SIGNING_SECRET", lambda: hx(32))]),
    Vendor("Twilio", "twilio", "msg", W_AUTH, [I("TWILIO_ACCOUNT_SID", lambda: "AC" + hx(32)), S("TWILIO_AUTH_TOKEN", lambda: hx(32))],
           ("POST", "https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json", [], "{0}:{1}")),
    Vendor("SendGrid", "sendgrid", "msg", W_KEY, [S("SENDGRID_API_KEY", g_sendgrid)],
           ("POST", "https://api.sendgrid.com/v3/mail/send", ["Authorization: Bearer {0}", "Content-Type: application/json"], None)),
    Vendor("Mailgun", "mailgun", "msg", W_KEY, [S("MAILGUN_API_KEY", lambda: pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]))],
           ("POST", "https://api.mailgun.net/v3/mg.%s.com/messages" % pick(ORGS), [], "api:{0}")),
    Vendor("Mailchimp", "mailchimp", "msg", W_KEY, [S("MAILCHIMP_API_KEY", lambda: hx(32) + "-us" + str(rint(1, 21)))]),
    Vendor("Postmark", "postmark", "msg", ("server token", "서버 토큰"), [S("POSTMARK_SERVER_TOKEN", uuid4)],
           ("POST", "https://api.postmarkapp.com/email", ["X-Postmark-Server-Token: {0}", "Accept: application/json"], None)),
    Vendor("Resend", "resend", "msg", W_KEY, [S("RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24))],
           ("POST", "https://api.resend.com/emails", ["Authorization: Bearer {0}"], None)),
    Vendor("Telegram", "telegram", "msg", ("bot token", "봇 토큰"), [S("TELEGRAM_BOT_TOKEN", g_telegram)],
           ("GET", "https://api.telegram.org/bot{0}/getUpdates", [], None)),
    Vendor("Discord", "discord", "msg", ("bot token", "봇 토큰"), [S("DISCORD_BOT_TOKEN", g_discord_bot)],
           ("GET", "https://discord.com/api/v10/users/@me", ["Authorization: Bot {0}"], None)),
    Vendor("Vonage", "vonage", "msg", ("API secret", "API 시크릿"), [A("VONAGE_API_KEY", lambda: hx(8)), S("VONAGE_API_SECRET", lambda: rs(ALNUM, 16))]),
    Vendor("Plivo", "plivo", "msg", W_AUTH, [I("PLIVO_AUTH_ID", lambda: "MA" + rs(ALNUM_U, 18)), S("PLIVO_AUTH_TOKEN", lambda: rs(ALNUM, 40))],
           ("GET", "https://api.plivo.com/v1/Account/{0}/Message/", [], "{0}:{1}")),
    Vendor("Telnyx", "telnyx", "msg", W_KEY, [S("TELNYX_API_KEY", lambda: "KEY" + HX(32) + "_" + rs(ALNUM, 22))],
           ("GET", "https://api.telnyx.com/v2/phone_numbers", ["Authorization: Bearer {0}"], None)),
    Vendor("MessageBird", "messagebird", "msg", ("access key", "액세스 키"), [S("MESSAGEBIRD_ACCESS_KEY", lambda: rs(ALNUM, 25))],
           ("GET", "https://rest.messagebird.com/balance", ["Authorization: AccessKey {0}"], None)),
    Vendor("Infobip", "infobip", "msg", W_KEY, [S("INFOBIP_API_KEY", lambda: hx(32) + "-" + uuid4())],
           ("POST", "https://%s.api.infobip.com/sms/2/text/advanced" % rs(ALNUM_L, 6), ["Authorization: App {0}"], None)),
    Vendor("Matrix", "matrix", "msg", W_TOK, [S("MATRIX_ACCESS_TOKEN", lambda: g_matrix(pick(USERS)))]),
    Vendor("Mattermost", "mattermost", "msg", W_PAT, [S("MM_TOKEN", lambda: rs(ALNUM_L, 26))],
           ("GET", "https://chat.%s.io/api/v4/users/me" % pick(ORGS), ["Authorization: Bearer {0}"], None)),
    # ---- observability ----
    Vendor("Datadog", "datadog", "obs", ("API key and application key", "API 키 / 애플리케이션 키"),
           [S("DD_API_KEY", lambda: hx(32)), S("DD_APP_KEY", lambda: hx(40))],
           ("GET", "https://api.datadoghq.com/api/v1/monitor", ["DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}"], None)),
    Vendor("New Relic", "newrelic", "obs", ("user API key", "User API 키"), [S("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ALNUM_U, 27))],
           ("POST", "https://api.newrelic.com/graphql", ["API-Key: {0}", "Content-Type: application/json"], None)),
    Vendor("New Relic", "newrelic", "obs", ("license key", "라이선스 키"), [S("NEW_RELIC_LICENSE_KEY", lambda: hx(36) + "NRAL")]),
    Vendor("Grafana", "grafana", "obs", ("service account token", "서비스 계정 토큰"), [S("GRAFANA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + hx(8))],
           ("GET", "https://grafana.%s.io/api/dashboards/uid/%s" % (pick(ORGS), rs(ALNUM_L, 9)), ["Authorization: Bearer {0}"], None)),
    Vendor("Grafana Cloud", "grafana_cloud", "obs", ("access policy token", "액세스 정책 토큰"), [S("GRAFANA_CLOUD_TOKEN", g_glc)]),
    Vendor("Sentry", "sentry", "obs", ("org auth token", "조직 인증 토큰"), [S("SENTRY_AUTH_TOKEN", g_sentry_org)]),
    Vendor("Sentry", "sentry", "obs", ("user auth token", "유저 인증 토큰"), [S("SENTRY_AUTH_TOKEN", lambda: "sntryu_" + hx(64))],
           ("GET", "https://sentry.io/api/0/projects/", ["Authorization: Bearer {0}"], None)),
    Vendor("Honeycomb", "honeycomb", "obs", W_KEY, [S("HONEYCOMB_API_KEY", lambda: pick(["hcaik_01" + rs(ALNUM_L, 56), rs(ALNUM, 22)]))],
           ("GET", "https://api.honeycomb.io/1/auth", ["X-Honeycomb-Team: {0}"], None)),
    Vendor("Dynatrace", "dynatrace", "obs", W_TOK, [S("DT_API_TOKEN", g_dynatrace)],
           ("GET", "https://%s.live.dynatrace.com/api/v2/problems" % rs(ALNUM_L, 8), ["Authorization: Api-Token {0}"], None)),
    Vendor("Splunk", "splunk", "obs", ("HEC token", "HEC 토큰"), [S("SPLUNK_HEC_TOKEN", uuid4)],
           ("POST", "https://splunk.%s.io:8088/services/collector/event" % pick(ORGS), ["Authorization: Splunk {0}"], None)),
    Vendor("PagerDuty", "pagerduty", "obs", ("REST API token", "REST API 토큰"), [S("PAGERDUTY_TOKEN", lambda: "u+" + rs(B64U, 18))],
           ("GET", "https://api.pagerduty.com/incidents?limit=5", ["Authorization: Token token={0}", "Accept: application/vnd.pagerduty+json;version=2"], None)),
    Vendor("PagerDuty", "pagerduty", "obs", ("Events v2 routing key", "Events v2 라우팅 키"), [S("PAGERDUTY_ROUTING_KEY", lambda: hx(32))]),
    Vendor("Opsgenie", "opsgenie", "obs", W_KEY, [S("OPSGENIE_API_KEY", uuid4)],
           ("POST", "https://api.opsgenie.com/v2/alerts", ["Authorization: GenieKey {0}"], None)),
    Vendor("Elastic", "elastic", "obs", W_KEY, [S("ELASTIC_API_KEY", g_elastic_apikey)],
           ("GET", "https://es.%s.io:9243/_cat/indices?v" % pick(ORGS), ["Authorization: ApiKey {0}"], None)),
    Vendor("Better Stack", "betterstack", "obs", ("source token", "소스 토큰"), [S("LOGTAIL_SOURCE_TOKEN", lambda: rs(ALNUM, 24))],
           ("POST", "https://in.logs.betterstack.com", ["Authorization: Bearer {0}"], None)),
    Vendor("Logz.io", "logzio", "obs", ("shipping token", "shipping 토큰"), [S("LOGZIO_TOKEN", lambda: rs(UP + LO, 32))]),
    # ---- databases / data ----
    Vendor("Supabase", "supabase", "db", ("service_role key", "service_role 키"),
           [I("SUPABASE_URL", lambda: "https://%s.supabase.co" % rs(LO, 20)), S("SUPABASE_SERVICE_ROLE_KEY", lambda: g_supabase_jwt("service_role"))]),
    Vendor("Supabase", "supabase", "db", W_SK, [S("SUPABASE_SECRET_KEY", lambda: "sb_secret_" + rs(B64U, 31))]),
    Vendor("PlanetScale", "planetscale", "db", W_PW, [I("DATABASE_USERNAME", lambda: rs(ALNUM_L, 20)), S("DATABASE_PASSWORD", lambda: "pscale_pw_" + rs(B64U, 43))]),
    Vendor("PlanetScale", "planetscale", "db", ("service token", "서비스 토큰"), [A("PLANETSCALE_SERVICE_TOKEN_ID", lambda: rs(ALNUM_L, 12)), S("PLANETSCALE_SERVICE_TOKEN", lambda: "pscale_tkn_" + rs(B64U, 43))]),
    Vendor("Upstash", "upstash", "db", ("REST token", "REST 토큰"),
           [I("UPSTASH_REDIS_REST_URL", lambda: "https://%s-%s-%d.upstash.io" % (pick(WORDS), pick(WORDS), rint(1000, 99999))),
            S("UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(ALNUM, 1) + rs(B64U, 70) + "=")]),
    Vendor("Databricks", "databricks", "db", W_PAT, [I("DATABRICKS_HOST", lambda: "https://dbc-%s-%s.cloud.databricks.com" % (hx(8), hx(4))), S("DATABRICKS_TOKEN", lambda: "dapi" + hx(32) + pick(["", "-2", "-3"]))],
           ("GET", "{0}/api/2.0/clusters/list", ["Authorization: Bearer {1}"], None)),
    Vendor("MongoDB Atlas", "atlas", "db", ("API private key", "API private key"),
           [A("ATLAS_PUBLIC_KEY", lambda: rs(LO, 8)), S("ATLAS_PRIVATE_KEY", uuid4)],
           ("GET", "https://cloud.mongodb.com/api/atlas/v2/groups", ["Accept: application/vnd.atlas.2023-02-01+json"], "{0}:{1}")),
    Vendor("Turso", "turso", "db", W_AUTH, [I("TURSO_DATABASE_URL", lambda: "libsql://%s-%s.turso.io" % (pick(PROJECTS), pick(ORGS))), S("TURSO_AUTH_TOKEN", g_turso)]),
    Vendor("Firebase", "fcm", "cloud", ("legacy FCM server key", "FCM 레거시 서버 키"), [S("FCM_SERVER_KEY", g_fcm)],
           ("POST", "https://fcm.googleapis.com/fcm/send", ["Authorization: key={0}", "Content-Type: application/json"], None)),
    Vendor("Algolia", "algolia", "saas", ("Admin API key", "Admin API 키"), [I("ALGOLIA_APP_ID", lambda: rs(ALNUM_U, 10)), S("ALGOLIA_ADMIN_KEY", lambda: hx(32))],
           ("GET", "https://{0}-dsn.algolia.net/1/indexes", ["X-Algolia-Application-Id: {0}", "X-Algolia-API-Key: {1}"], None)),
    # ---- dev / CI / registries ----
    Vendor("GitHub", "github", "ci", ("classic personal access token", "클래식 PAT"), [S("GITHUB_TOKEN", lambda: g_gh("ghp_"))],
           ("GET", "https://api.github.com/user/repos?per_page=5", ["Authorization: token {0}", "Accept: application/vnd.github+json"], None)),
    Vendor("GitHub", "github", "ci", ("fine-grained personal access token", "fine-grained PAT"), [S("GH_TOKEN", g_ghpat)],
           ("GET", "https://api.github.com/repos/%s/%s/actions/runs" % (pick(ORGS), pick(PROJECTS)), ["Authorization: Bearer {0}", "X-GitHub-Api-Version: 2022-11-28"], None)),
    Vendor("GitHub", "github", "ci", ("OAuth token", "OAuth 토큰"), [S("GITHUB_OAUTH_TOKEN", lambda: g_gh("gho_"))]),
    Vendor("GitHub", "github", "ci", ("app installation token", "앱 설치 토큰"), [S("GITHUB_APP_TOKEN", lambda: g_gh("ghs_"))]),
    Vendor("GitHub", "github", "ci", ("OAuth app client secret", "OAuth 앱 client secret"), [I("GITHUB_CLIENT_ID", lambda: "Ov23li" + rs(ALNUM, 14)), S("GITHUB_CLIENT_SECRET", lambda: hx(40))]),
    Vendor("GitLab", "gitlab", "ci", W_PAT, [S("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20))],
           ("GET", "https://gitlab.%s.io/api/v4/projects?membership=true" % pick(ORGS), ["PRIVATE-TOKEN: {0}"], None)),
    Vendor("GitLab", "gitlab", "ci", ("runner authentication token", "러너 인증 토큰"), [S("RUNNER_TOKEN", lambda: "glrt-" + pick(["", "t1_"]) + rs(B64U, 20))]),
    Vendor("GitLab", "gitlab", "ci", ("pipeline trigger token", "파이프라인 트리거 토큰"), [S("TRIGGER_TOKEN", lambda: "glptt-" + hx(40))]),
    Vendor("GitLab", "gitlab", "ci", ("deploy token", "배포 토큰"), [I("DEPLOY_USER", lambda: "gitlab+deploy-token-" + dg(7)), S("DEPLOY_TOKEN", lambda: "gldt-" + rs(B64U, 20))]),
    Vendor("GitLab", "gitlab", "ci", ("runner registration token", "러너 등록 토큰"), [S("REGISTRATION_TOKEN", lambda: "GR1348941" + rs(B64U, 20))]),
    Vendor("Bitbucket", "bitbucket", "ci", ("app password", "앱 비밀번호"), [I("BITBUCKET_USERNAME", lambda: pick(USERS)), S("BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(ALNUM, 28) + HX(8))]),
    Vendor("Gitea", "gitea", "ci", W_TOK, [S("GITEA_TOKEN", lambda: hx(40))],
           ("GET", "https://git.%s.io/api/v1/user/repos" % pick(ORGS), ["Authorization: token {0}"], None)),
    Vendor("npm", "npm", "reg", ("automation token", "automation 토큰"), [S("NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36))]),
    Vendor("PyPI", "pypi", "reg", ("API token", "API 토큰"), [S("PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150))]),
    Vendor("RubyGems", "rubygems", "reg", W_KEY, [S("GEM_HOST_API_KEY", lambda: "rubygems_" + hx(48))]),
    Vendor("NuGet", "nuget", "reg", W_KEY, [S("NUGET_API_KEY", lambda: "oy2" + rs(ALNUM_L, 43))]),
    Vendor("Docker Hub", "dockerhub", "reg", W_PAT, [I("DOCKERHUB_USERNAME", lambda: pick(ORGS) + "ci"), S("DOCKERHUB_TOKEN", lambda: "dckr_pat_" + rs(B64U, 27))]),
    Vendor("crates.io", "cargo", "reg", ("API token", "API 토큰"), [S("CARGO_REGISTRY_TOKEN", lambda: "cio" + rs(ALNUM, 32))]),
    Vendor("JFrog Artifactory", "artifactory", "reg", W_KEY, [S("ARTIFACTORY_API_KEY", lambda: "AKCp" + rs(ALNUM, 69))],
           ("GET", "https://%s.jfrog.io/artifactory/api/repositories" % pick(ORGS), ["X-JFrog-Art-Api: {0}"], None)),
    Vendor("JFrog Artifactory", "artifactory", "reg", ("reference token", "레퍼런스 토큰"), [S("JFROG_ACCESS_TOKEN", lambda: "cmVmdGtuOjAxOjE3" + rs(ALNUM, 48))]),
    Vendor("CircleCI", "circleci", "ci", W_PAT, [S("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + hx(40))],
           ("GET", "https://circleci.com/api/v2/me", ["Circle-Token: {0}"], None)),
    Vendor("Buildkite", "buildkite", "ci", ("API access token", "API 액세스 토큰"), [S("BUILDKITE_API_TOKEN", lambda: "bkua_" + hx(40))],
           ("GET", "https://api.buildkite.com/v2/organizations/%s/builds" % pick(ORGS), ["Authorization: Bearer {0}"], None)),
    Vendor("Jenkins", "jenkins", "ci", ("API token", "API 토큰"), [I("JENKINS_USER", lambda: pick(USERS)), S("JENKINS_API_TOKEN", lambda: "11" + hx(32))],
           ("POST", "https://jenkins.%s.io/job/%s/buildWithParameters" % (pick(ORGS), pick(PROJECTS)), [], "{0}:{1}")),
    Vendor("Terraform Cloud", "tfc", "ci", ("API token", "API 토큰"), [S("TFE_TOKEN", g_tfc)],
           ("GET", "https://app.terraform.io/api/v2/organizations/%s/workspaces" % pick(ORGS), ["Authorization: Bearer {0}", "Content-Type: application/vnd.api+json"], None)),
    Vendor("HashiCorp Vault", "vault", "ci", ("token", "토큰"), [I("VAULT_ADDR", lambda: "https://vault.%s.io:8200" % pick(ORGS)), S("VAULT_TOKEN", g_vault)],
           ("GET", "{0}/v1/secret/data/%s" % pick(PROJECTS), ["X-Vault-Token: {1}"], None)),
    Vendor("Doppler", "doppler", "ci", ("service token", "서비스 토큰"), [S("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40))]),
    Vendor("Pulumi", "pulumi", "ci", W_TOK, [S("PULUMI_ACCESS_TOKEN", lambda: "pul-" + hx(40))]),
    Vendor("Fly.io", "fly", "ci", ("deploy token", "배포 토큰"), [S("FLY_API_TOKEN", lambda: "FlyV1 fm2_" + rs(B64, 180) + "==,fm2_" + rs(B64, 120))]),
    Vendor("Vercel", "vercel", "ci", W_TOK, [S("VERCEL_TOKEN", lambda: rs(ALNUM, 24))],
           ("GET", "https://api.vercel.com/v9/projects", ["Authorization: Bearer {0}"], None)),
    Vendor("Netlify", "netlify", "ci", W_PAT, [S("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36))],
           ("GET", "https://api.netlify.com/api/v1/sites", ["Authorization: Bearer {0}"], None)),
    Vendor("Render", "render", "ci", W_KEY, [S("RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 32))],
           ("GET", "https://api.render.com/v1/services?limit=20", ["Authorization: Bearer {0}"], None)),
    Vendor("Heroku", "heroku", "ci", W_KEY, [S("HEROKU_API_KEY", g_heroku)],
           ("GET", "https://api.heroku.com/apps", ["Authorization: Bearer {0}", "Accept: application/vnd.heroku+json; version=3"], None)),
    Vendor("SonarQube", "sonar", "ci", ("user token", "유저 토큰"), [S("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + hx(40))]),
    Vendor("Snyk", "snyk", "ci", ("API token", "API 토큰"), [S("SNYK_TOKEN", uuid4)]),
    Vendor("Codecov", "codecov", "ci", ("upload token", "업로드 토큰"), [S("CODECOV_TOKEN", uuid4)]),
    Vendor("Tailscale", "tailscale", "ci", ("auth key", "auth 키"), [S("TS_AUTHKEY", g_tailscale)]),
    Vendor("ngrok", "ngrok", "ci", ("authtoken", "authtoken"), [S("NGROK_AUTHTOKEN", g_ngrok)]),
    Vendor("1Password", "op", "ci", ("service account token", "서비스 계정 토큰"), [S("OP_SERVICE_ACCOUNT_TOKEN", g_ops_token)]),
    Vendor("LaunchDarkly", "launchdarkly", "saas", ("server-side SDK key", "서버 SDK 키"), [S("LD_SDK_KEY", lambda: "sdk-" + uuid4())]),
    Vendor("Expo", "expo", "ci", ("access token", "액세스 토큰"), [S("EXPO_TOKEN", lambda: rs(B64U, 40))]),
    Vendor("Harbor", "harbor", "reg", ("robot account secret", "로봇 계정 시크릿"), [I("HARBOR_USERNAME", lambda: "robot$%s+ci" % pick(PROJECTS)), S("HARBOR_PASSWORD", lambda: rs(ALNUM, 32))]),
    Vendor("Quay", "quay", "reg", ("robot token", "로봇 토큰"), [I("QUAY_USERNAME", lambda: "%s+builder" % pick(ORGS)), S("QUAY_PASSWORD", lambda: rs(ALNUM_U, 64))]),
    Vendor("Atlassian", "atlassian", "saas", ("API token", "API 토큰"), [I("JIRA_EMAIL", lambda: pick(KNAMES) + "@" + pick(ORGS) + ".com"), S("JIRA_API_TOKEN", g_atlassian)],
           ("GET", "https://%s.atlassian.net/rest/api/3/myself" % pick(ORGS), ["Accept: application/json"], "{0}:{1}")),
    Vendor("Okta", "okta", "saas", ("API token", "API 토큰"), [S("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40))],
           ("GET", "https://%s.okta.com/api/v1/users?limit=25" % pick(ORGS), ["Authorization: SSWS {0}", "Accept: application/json"], None)),
    Vendor("Auth0", "auth0", "saas", W_CS, [I("AUTH0_CLIENT_ID", lambda: rs(ALNUM, 32)), S("AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64))]),
    Vendor("Clerk", "clerk", "saas", W_SK, [S("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 40))],
           ("GET", "https://api.clerk.com/v1/users?limit=10", ["Authorization: Bearer {0}"], None)),
    Vendor("Stytch", "stytch", "saas", ("project secret", "프로젝트 시크릿"), [I("STYTCH_PROJECT_ID", lambda: "project-live-" + uuid4()), S("STYTCH_SECRET", lambda: "secret-live-" + rs(B64U, 36))]),
    # ---- SaaS / payments ----
    Vendor("Notion", "notion", "saas", ("integration secret", "integration 시크릿"), [S("NOTION_TOKEN", lambda: pick(["secret_" + rs(ALNUM, 43), "ntn_" + dg(11) + rs(ALNUM, 35)]))],
           ("POST", "https://api.notion.com/v1/search", ["Authorization: Bearer {0}", "Notion-Version: 2022-06-28"], None)),
    Vendor("Airtable", "airtable", "saas", W_PAT, [S("AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + hx(64))],
           ("GET", "https://api.airtable.com/v0/app%s/Tasks?maxRecords=3" % rs(ALNUM, 14), ["Authorization: Bearer {0}"], None)),
    Vendor("Figma", "figma", "saas", W_PAT, [S("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40))],
           ("GET", "https://api.figma.com/v1/files/%s" % rs(ALNUM, 22), ["X-Figma-Token: {0}"], None)),
    Vendor("Linear", "linear", "saas", W_KEY, [S("LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40))],
           ("POST", "https://api.linear.app/graphql", ["Authorization: {0}", "Content-Type: application/json"], None)),
    Vendor("Asana", "asana", "saas", W_PAT, [S("ASANA_PAT", g_asana)],
           ("GET", "https://app.asana.com/api/1.0/users/me", ["Authorization: Bearer {0}"], None)),
    Vendor("HubSpot", "hubspot", "saas", ("private app token", "private app 토큰"), [S("HUBSPOT_TOKEN", lambda: "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4())],
           ("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=5", ["Authorization: Bearer {0}"], None)),
    Vendor("Intercom", "intercom", "saas", W_TOK, [S("INTERCOM_ACCESS_TOKEN", g_intercom)],
           ("GET", "https://api.intercom.io/me", ["Authorization: Bearer {0}"], None)),
    Vendor("Zendesk", "zendesk", "saas", ("API token", "API 토큰"), [I("ZENDESK_EMAIL", lambda: pick(KNAMES) + "@" + pick(ORGS) + ".com"), S("ZENDESK_API_TOKEN", lambda: rs(ALNUM, 40))],
           ("GET", "https://%s.zendesk.com/api/v2/tickets.json" % pick(ORGS), [], "{0}/token:{1}")),
    Vendor("Shopify", "shopify", "saas", ("Admin API access token", "Admin API 액세스 토큰"), [S("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + hx(32))],
           ("GET", "https://%s.myshopify.com/admin/api/2024-10/orders.json?limit=5" % pick(ORGS), ["X-Shopify-Access-Token: {0}"], None)),
    Vendor("Shopify", "shopify", "saas", ("app shared secret", "앱 shared secret"), [I("SHOPIFY_API_KEY", lambda: hx(32)), S("SHOPIFY_API_SECRET", lambda: "shpss_" + hx(32))]),
    Vendor("Square", "square", "saas", ("production access token", "운영 액세스 토큰"), [S("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60))],
           ("GET", "https://connect.squareup.com/v2/locations", ["Authorization: Bearer {0}", "Square-Version: 2024-10-17"], None)),
    Vendor("PayPal", "paypal", "saas", W_CS, [I("PAYPAL_CLIENT_ID", lambda: "A" + rs(B64U, 79)), S("PAYPAL_CLIENT_SECRET", lambda: "E" + rs(B64U, 79))]),
    Vendor("Braintree", "braintree", "saas", W_TOK, [S("BRAINTREE_ACCESS_TOKEN", g_braintree)]),
    Vendor("Razorpay", "razorpay", "saas", ("key secret", "key secret"), [I("RAZORPAY_KEY_ID", lambda: "rzp_live_" + rs(ALNUM, 14)), S("RAZORPAY_KEY_SECRET", lambda: rs(ALNUM, 24))],
           ("GET", "https://api.razorpay.com/v1/payments?count=5", [], "{0}:{1}")),
    Vendor("Paddle", "paddle", "saas", W_KEY, [S("PADDLE_API_KEY", g_paddle)],
           ("GET", "https://api.paddle.com/subscriptions", ["Authorization: Bearer {0}"], None)),
    Vendor("Plaid", "plaid", "saas", ("secret", "시크릿"), [I("PLAID_CLIENT_ID", lambda: hx(24)), S("PLAID_SECRET", lambda: hx(30))]),
    Vendor("Stripe", "stripe", "saas", ("live secret key", "라이브 시크릿 키"), [S("STRIPE_SECRET_KEY", lambda: g_stripe("sk_live_", pick([24, 99])))],
           ("GET", "https://api.stripe.com/v1/customers?limit=3", [], "{0}:")),
    Vendor("Stripe", "stripe", "saas", ("restricted key", "restricted 키"), [S("STRIPE_RESTRICTED_KEY", lambda: g_stripe("rk_live_", 99))],
           ("GET", "https://api.stripe.com/v1/charges?limit=3", ["Authorization: Bearer {0}"], None)),
    Vendor("Stripe", "stripe", "saas", ("webhook signing secret", "웹훅 서명 시크릿"), [S("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32))]),
    Vendor("Mapbox", "mapbox", "saas", ("secret access token", "시크릿 액세스 토큰"), [S("MAPBOX_SECRET_TOKEN", lambda: g_mapbox("sk"))]),
    Vendor("Contentful", "contentful", "saas", ("management token", "management 토큰"), [S("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43))]),
    Vendor("Postman", "postman", "saas", W_KEY, [S("POSTMAN_API_KEY", lambda: "PMAK-" + hx(24) + "-" + hx(34))],
           ("GET", "https://api.getpostman.com/collections", ["X-API-Key: {0}"], None)),
    Vendor("Dropbox", "dropbox", "saas", W_TOK, [S("DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64U, 150))]),
    Vendor("Salesforce", "salesforce", "saas", ("session/access token", "세션 액세스 토큰"), [S("SF_ACCESS_TOKEN", g_salesforce)]),
    Vendor("Zoom", "zoom", "saas", W_CS, [I("ZOOM_ACCOUNT_ID", lambda: rs(B64U, 22)), I("ZOOM_CLIENT_ID", lambda: rs(ALNUM, 22)), S("ZOOM_CLIENT_SECRET", lambda: rs(ALNUM, 32))]),
    Vendor("Meta", "meta", "saas", ("page access token", "페이지 액세스 토큰"), [S("FB_PAGE_ACCESS_TOKEN", lambda: "EAA" + rs(ALNUM, 4) + "ZB" + rs(ALNUM, 170))]),
    Vendor("Meta", "meta", "saas", ("app secret", "앱 시크릿"), [I("FB_APP_ID", lambda: dg(15)), S("FB_APP_SECRET", lambda: hx(32))]),
    Vendor("X (Twitter)", "twitter", "saas", ("bearer token", "bearer 토큰"), [S("TWITTER_BEARER_TOKEN", g_x_bearer)]),
    Vendor("Twitch", "twitch", "saas", W_CS, [I("TWITCH_CLIENT_ID", lambda: rs(ALNUM_L, 30)), S("TWITCH_CLIENT_SECRET", lambda: rs(ALNUM_L, 30))]),
    Vendor("PostHog", "posthog", "saas", ("personal API key", "개인 API 키"), [S("POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(ALNUM, 43))],
           ("GET", "https://us.posthog.com/api/projects/", ["Authorization: Bearer {0}"], None)),
    Vendor("Mixpanel", "mixpanel", "saas", ("API secret", "API 시크릿"), [S("MIXPANEL_API_SECRET", lambda: hx(32))]),
    Vendor("Amplitude", "amplitude", "saas", ("secret key", "시크릿 키"), [I("AMPLITUDE_API_KEY", lambda: hx(32)), S("AMPLITUDE_SECRET_KEY", lambda: hx(32))]),
    Vendor("Binance", "binance", "cn", ("API key / secret", "API 키 / 시크릿"), [S("BINANCE_API_KEY", lambda: rs(ALNUM, 64)), S("BINANCE_API_SECRET", lambda: rs(ALNUM, 64))]),
    Vendor("OKX", "okx", "cn", ("API key, secret and passphrase", "API 키 / 시크릿 / passphrase"),
           [S("OKX_API_KEY", uuid4), S("OKX_SECRET_KEY", lambda: HX(32)), S("OKX_PASSPHRASE", human_password)]),
    Vendor("age", "sops", "ci", ("age identity (SOPS)", "age 개인 키(SOPS)"), [S("SOPS_AGE_KEY", g_age)]),
    Vendor("Cloudinary", "cloudinary", "saas", ("API secret", "API 시크릿"),
           [I("CLOUDINARY_CLOUD_NAME", lambda: pick(ORGS).replace("-", "")), I("CLOUDINARY_API_KEY", lambda: dg(15)), S("CLOUDINARY_API_SECRET", lambda: rs(B64U, 27))]),
]


# --------------------------------------------------------------------------------------
# renderers: one vendor credential set -> one artifact (config/code/shell/log/...)
# vs = [(VAR, value, listed)].  clean=True: listed values are replaced by references.
# --------------------------------------------------------------------------------------
def kkey(var, v):
    k = var.lower()
    for pre in (v.slug + "_", v.slug.split("_")[0] + "_"):
        if k.startswith(pre) and len(k) > len(pre):
            return k[len(pre):]
    return k


def camel(k):
    parts = k.split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(k):
    return "".join(p[:1].upper() + p[1:] for p in k.split("_"))


def secret_path(v, c):
    return pick(["secret/data/%s/%s" % (c.env, c.p), "kv/%s/%s/%s" % (c.p, c.env, v.slug),
                 "%s/%s/%s" % (c.env, c.p, v.slug)])


def ref_env(var):
    return pick(["${%s}" % var, "$%s" % var])


def sops_enc():
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(rint(18, 40))), b64e(rbytes(32)), b64e(rbytes(16)))


def clean_val(style, var, v, c):
    low = var.lower()
    if style == "dotenv":
        return pick(["", "", "<%s>" % low, "op://%s/%s/credential" % (c.env, v.slug), "REPLACE_ME",
                     "your-%s-here" % low.replace("_", "-"), "***", "<set in vault>"])
    if style == "yaml":
        return pick(["${%s}" % var, '{{ env "%s" }}' % var, sops_enc(), "((%s))" % low.replace("_", "-"),
                     "${ssm:/%s/%s/%s}" % (c.env, c.p, low), "<redacted>"])
    if style == "json":
        return pick(["${%s}" % var, "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (c.p, low.replace("_", "-")),
                     "{{resolve:secretsmanager:%s/%s:SecretString:%s}}" % (c.env, c.p, low), "<from-secret-store>", ""])
    if style == "toml":
        return pick(["${%s}" % var, "env:%s" % var, ""])
    if style == "ini":
        return pick(["%%(ENV_%s)s" % var, "${%s}" % var, "", "<see vault>"])
    if style == "props":
        return pick(["${%s}" % var, "${vault.%s}" % camel(low), "ENC(%s)" % b64e(rbytes(24))])
    if style == "xml":
        return pick(["#{%s}#" % var, "$(%s)" % var, "${env.%s}" % var, ""])
    if style == "shell":
        return pick(["$(vault kv get -field=%s %s)" % (low, secret_path(v, c)),
                     "$(op read 'op://%s/%s/credential')" % (c.env.title(), v.name),
                     "$(aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text)" % (c.env, c.p),
                     "$(gcloud secrets versions access latest --secret=%s-%s)" % (c.p, low.replace("_", "-")),
                     "${%s:?not set}" % var])
    if style == "log":
        return pick(["****", "[REDACTED]", "<redacted>", "(set, %d chars)" % rint(20, 90), "********", "<hidden>"])
    return "${%s}" % var


ENV_EXTRA = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "TZ=Asia/Seoul", "FEATURE_NEW_CHECKOUT=true",
             "REDIS_URL=redis://redis:6379/0", "HTTP_TIMEOUT_MS=5000", "WORKERS=4", "APP_DEBUG=false",
             "OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317", "DB_POOL_SIZE=10", "CACHE_TTL=300"]


def vals_for(vs, style, v, c, clean):
    out = []
    for var, val, listed in vs:
        out.append((var, clean_val(style, var, v, c) if (clean and listed) else val))
    return out


def r_dotenv(v, vs, c, clean):
    lines = [var + "=" + q(val) for var, val in vals_for(vs, "dotenv", v, c, clean) for q in [QUOTE()]]
    for e in sample(ENV_EXTRA, rint(0, 3)):
        lines.insert(rint(0, len(lines)), e)
    if chance(0.5):
        lines.insert(0, pick(["# " + v.name, "# %s (%s)" % (v.name, c.env), "# --- %s ---" % v.slug]))
    return "\n".join(lines), pick([".env", ".env.%s" % c.env, ".env.local", "deploy/%s.env" % c.env, "config/.env"]), "env file"


def QUOTE():
    qc = pick(["", "", '"', "'"])
    return lambda s: qc + s + qc


def r_export(v, vs, c, clean):
    lines = []
    for var, val, listed in vs:
        if clean and listed:
            lines.append('export %s="%s"' % (var, clean_val("shell", var, v, c)))
        else:
            lines.append(pick(['export %s="%s"', "export %s='%s'", "export %s=%s"]) % (var, val))
    if chance(0.3):
        lines.append(pick(["./scripts/deploy.sh %s" % c.env, "make run", "python -m %s" % c.p.replace("-", "_"), "npm run dev"]))
    return "\n".join(lines), pick(["~/.zshrc", "scripts/env.sh", "~/.bashrc", "run-local.sh", ".envrc"]), "shell export"


def r_yaml(v, vs, c, clean):
    top = pick(["integrations", "clients", "providers", v.slug, "external"])
    lines = []
    ind = "  "
    if top != v.slug:
        lines.append(top + ":")
        lines.append("  " + v.slug + ":")
        ind = "    "
    else:
        lines.append(v.slug + ":")
    for var, val in vals_for(vs, "yaml", v, c, clean):
        if val.startswith("ENC["):
            lines.append("%s%s: %s" % (ind, kkey(var, v), val))
        else:
            lines.append(ind + kkey(var, v) + ": " + ("'%s'" if '"' in val else pick(['"%s"', '"%s"', "'%s'"])) % val)
    lines.append(ind + pick(["timeout: 10s", "enabled: true", "retries: 3", "base_url: https://api.example.%s" % pick(["com", "io"])]))
    return "\n".join(lines), pick(["config/%s.yaml" % c.env, "application.yml", "settings.yaml", "values-%s.yaml" % c.env]), "YAML config"


def r_json(v, vs, c, clean):
    d = {}
    for var, val in vals_for(vs, "json", v, c, clean):
        d[camel(kkey(var, v))] = val
    ek, ev = pick([("enabled", True), ("timeoutMs", 5000), ("maxConnections", 20), ("retries", 3)])
    d[ek] = ev
    doc = {pick([pascal(v.slug), v.slug, "integrations"]): d}
    if chance(0.4):
        doc = {"Logging": {"LogLevel": {"Default": "Information"}}, pascal(v.slug): d}
    return json.dumps(doc, indent=2, ensure_ascii=False), pick(["appsettings.%s.json" % c.env.title(), "config.json", "secrets.json", "config/%s.json" % c.env]), "JSON config"


def r_toml(v, vs, c, clean):
    lines = ["[%s]" % v.slug]
    for var, val in vals_for(vs, "toml", v, c, clean):
        lines.append('%s = "%s"' % (kkey(var, v), val))
    if chance(0.5):
        lines.append("timeout_secs = %d" % rint(5, 60))
    return "\n".join(lines), pick(["config.toml", "Settings.toml", "%s.toml" % c.env, "pyproject.toml"]), "TOML config"


def r_ini(v, vs, c, clean):
    lines = ["[%s]" % v.slug]
    for var, val in vals_for(vs, "ini", v, c, clean):
        lines.append(pick(["%s = %s", "%s=%s"]) % (kkey(var, v), val))
    return "\n".join(lines), pick(["settings.ini", "config.cfg", "app.conf", "setup.cfg"]), "INI config"


def r_props(v, vs, c, clean):
    lines = []
    if chance(0.5):
        lines.append("# %s" % v.name)
    for var, val in vals_for(vs, "props", v, c, clean):
        lines.append("%s.%s=%s" % (v.slug.replace("_", "-"), camel(kkey(var, v)), val))
    if chance(0.5):
        lines.append("server.port=8080")
    return "\n".join(lines), pick(["application.properties", "application-%s.properties" % c.env, "gradle.properties", "config.properties"]), "Java properties"


def r_hcl(v, vs, c, clean):
    if clean:
        lines = []
        for var, val, listed in vs:
            k = "%s_%s" % (v.slug, kkey(var, v))
            if listed:
                lines += ['variable "%s" {' % k, "  type      = string", "  sensitive = true", "}"]
            else:
                lines.append('%s = "%s"' % (k, val))
        lines.append("# values come from %s" % pick(["TF_VAR_* in the CI environment", "the tfc workspace variables", "vault via data \"vault_generic_secret\""]))
        return "\n".join(lines), pick(["variables.tf", "main.tf"]), "HCL / Terraform"
    lines = []
    if chance(0.5):
        for var, val, listed in vs:
            lines.append('%s_%s = "%s"' % (v.slug, kkey(var, v), val))
        return "\n".join(lines), pick(["terraform.tfvars", "%s.auto.tfvars" % c.env]), "HCL / tfvars"
    lines.append('provider "%s" {' % v.slug)
    for var, val, listed in vs:
        lines.append('  %s = "%s"' % (kkey(var, v), val))
    lines.append("}")
    return "\n".join(lines), pick(["providers.tf", "main.tf"]), "HCL / Terraform"


def r_xml(v, vs, c, clean):
    lines = ["<appSettings>"]
    for var, val in vals_for(vs, "xml", v, c, clean):
        lines.append('  <add key="%s:%s" value="%s" />' % (pascal(v.slug), pascal(kkey(var, v)), val))
    lines.append("</appSettings>")
    return "\n".join(lines), pick(["web.config", "App.config", "Web.%s.config" % c.env.title()]), "XML config"


def r_dockerfile(v, vs, c, clean):
    base = pick(["python:3.12-slim", "node:22-alpine", "eclipse-temurin:21-jre", "golang:1.23", "ruby:3.3"])
    lines = ["FROM " + base, "WORKDIR /app"]
    if clean:
        for var, val, listed in vs:
            if listed:
                lines.append("ARG %s" % var)
            else:
                lines.append("ENV %s=%s" % (var, val))
        lines.append("RUN --mount=type=secret,id=%s,env=%s ./scripts/fetch-assets.sh" % (v.slug, vs[-1][0]))
    else:
        for var, val, listed in vs:
            lines.append(pick(["ENV %s=%s", 'ENV %s="%s"', "ARG %s=%s"]) % (var, val))
    lines.append(pick(["COPY . .", 'CMD ["./server"]', "RUN make build"]))
    return "\n".join(lines), "Dockerfile", "Dockerfile"


def r_compose(v, vs, c, clean):
    lines = ["services:", "  %s:" % c.p, "    image: ghcr.io/%s/%s:%d.%d.%d" % (c.org, c.p, rint(0, 3), rint(0, 20), rint(0, 9)), "    environment:"]
    style = pick(["      %s: %s", '      %s: "%s"', "      - %s=%s"])
    for var, val, listed in vs:
        if clean and listed:
            if style.startswith("      -"):
                lines.append("      - %s=${%s%s}" % (var, var, pick(["", ":?set it in .env"])))
            else:
                lines.append("      %s: ${%s%s}" % (var, var, pick(["", ":?set it in .env", ":-"])))
        else:
            lines.append(style % (var, val))
    return "\n".join(lines), pick(["docker-compose.yml", "compose.yaml", "docker-compose.%s.yml" % c.env]), "docker compose"


def r_k8s(v, vs, c, clean):
    name = "%s-%s" % (c.p, v.slug.replace("_", "-"))
    if clean:
        lines = ["        env:"]
        for var, val, listed in vs:
            if listed:
                lines += ["          - name: %s" % var, "            valueFrom:", "              secretKeyRef:",
                          "                name: %s" % name, "                key: %s" % kkey(var, v).replace("_", "-")]
            else:
                lines += ["          - name: %s" % var, '            value: "%s"' % val]
        return "\n".join(lines), "k8s/deployment.yaml", "k8s Deployment"
    if chance(0.6):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + name, "  namespace: " + c.env, "type: Opaque", "stringData:"]
        for var, val, listed in vs:
            lines.append("  %s: %s" % (kkey(var, v).replace("_", "-"), pick(['"%s"', "%s"]) % val))
        return "\n".join(lines), "k8s/%s-secret.yaml" % v.slug.replace("_", "-"), "k8s Secret stringData"
    lines = ["        env:"]
    for var, val, listed in vs:
        lines += ["          - name: %s" % var, '            value: "%s"' % val]
    return "\n".join(lines), "k8s/deployment.yaml", "k8s Deployment env"


def r_gha(v, vs, c, clean):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for var, val, listed in vs:
        if clean and listed:
            lines.append("      %s: ${{ secrets.%s }}" % (var, var))
        else:
            lines.append("      %s: %s" % (var, val))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy ENV=%s" % c.env, "./scripts/release.sh", "npm ci && npm run deploy"])]
    return "\n".join(lines), ".github/workflows/%s.yml" % pick(["deploy", "release", "ci", "nightly"]), "GitHub Actions workflow"


def r_gitlab(v, vs, c, clean):
    lines = ["deploy_%s:" % c.env, "  stage: deploy"]
    if clean:
        lines.append("  # %s are masked+protected CI/CD variables (Settings > CI/CD > Variables)" % ", ".join(x[0] for x in vs if x[2]))
        lines.append("  script:")
        lines.append('    - ./deploy.sh --%s-key "$%s"' % (v.slug.replace("_", "-"), [x[0] for x in vs if x[2]][0]))
    else:
        lines.append("  variables:")
        for var, val, listed in vs:
            lines.append('    %s: "%s"' % (var, val))
        lines += ["  script:", "    - ./deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI"


def code_ref(lang, var):
    return {"py": 'os.environ["%s"]' % var, "js": "process.env.%s" % var, "go": 'os.Getenv("%s")' % var,
            "java": 'System.getenv("%s")' % var, "rb": 'ENV.fetch("%s")' % var, "php": "env('%s')" % var,
            "cs": 'Environment.GetEnvironmentVariable("%s")' % var, "kt": 'System.getenv("%s")' % var,
            "rs": 'std::env::var("%s")?' % var, "swift": 'ProcessInfo.processInfo.environment["%s"]!' % var}[lang]


def r_code(v, vs, c, clean):
    lang = pick(["py", "py", "js", "js", "go", "java", "rb", "php", "cs", "kt", "rs", "swift"])
    lines = []
    for var, val, listed in vs:
        k = kkey(var, v)
        rhs_clean = code_ref(lang, var)
        if lang == "py":
            if clean and listed:
                lines.append("%s = %s" % (var, rhs_clean))
            else:
                lines.append(pick(['%s = os.getenv("%s", "%s")' % (var, var, val), '%s = "%s"' % (var, val)]))
        elif lang == "js":
            if clean and listed:
                lines.append("const %s = %s;" % (camel(k), rhs_clean))
            else:
                lines.append(pick(['const %s = process.env.%s || "%s";' % (camel(k), var, val), "const %s = '%s';" % (camel(k), val)]))
        elif lang == "go":
            lines.append("\t%s := %s" % (camel(k), rhs_clean if (clean and listed) else '"%s"' % val))
        elif lang == "java":
            lines.append("    private static final String %s = %s;" % (var, rhs_clean if (clean and listed) else '"%s"' % val))
        elif lang == "rb":
            lines.append("%s = %s" % (var, rhs_clean if (clean and listed) else 'ENV.fetch("%s", "%s")' % (var, val)))
        elif lang == "php":
            lines.append("    '%s' => %s," % (k, rhs_clean if (clean and listed) else "env('%s', '%s')" % (var, val)))
        elif lang == "cs":
            lines.append("var %s = %s;" % (camel(k), rhs_clean if (clean and listed) else '"%s"' % val))
        elif lang == "kt":
            lines.append("val %s = %s" % (camel(k), rhs_clean if (clean and listed) else '"%s"' % val))
        elif lang == "rs":
            lines.append("let %s = %s;" % (k, rhs_clean if (clean and listed) else '"%s"' % val))
        else:
            lines.append("let %s = %s" % (camel(k), rhs_clean if (clean and listed) else '"%s"' % val))
    head = {"py": ["import os", ""], "js": [], "go": ["func newClient() *Client {"], "java": ["public class %sConfig {" % pascal(v.slug)],
            "rb": [], "php": ["return ["], "cs": [], "kt": [], "rs": [], "swift": []}[lang]
    tail = {"go": ["\treturn New(%s)" % camel(kkey(vs[-1][0], v)), "}"], "java": ["}"], "php": ["];"]}.get(lang, [])
    fn = {"py": "settings.py", "js": "src/config.js", "go": "internal/%s/client.go" % v.slug, "java": "src/main/java/com/%s/config/%sConfig.java" % (c.org.replace("-", ""), pascal(v.slug)),
          "rb": "config/initializers/%s.rb" % v.slug, "php": "config/services.php", "cs": "Program.cs", "kt": "Config.kt", "rs": "src/config.rs", "swift": "Config.swift"}[lang]
    return "\n".join(head + lines + tail), fn, {"py": "Python", "js": "JavaScript", "go": "Go", "java": "Java", "rb": "Ruby", "php": "PHP",
                                                 "cs": "C#", "kt": "Kotlin", "rs": "Rust", "swift": "Swift"}[lang] + " code"


def r_powershell(v, vs, c, clean):
    lines = []
    for var, val, listed in vs:
        if clean and listed:
            lines.append('$env:%s = (Get-Secret -Name %s -AsPlainText)' % (var, var))
        else:
            lines.append('$env:%s = "%s"' % (var, val))
    lines.append(pick([".\\scripts\\run.ps1", "dotnet run --project src/Api", "npm start"]))
    return "\n".join(lines), "run-local.ps1", "PowerShell"


def r_systemd(v, vs, c, clean):
    lines = ["[Service]", "User=%s" % pick(["app", "svc", c.p])]
    if clean:
        lines.append("EnvironmentFile=/etc/%s/secrets.env" % c.p)
        lines.append("LoadCredential=%s:/etc/credstore/%s" % (v.slug, v.slug))
        for var, val, listed in vs:
            if not listed:
                lines.append('Environment="%s=%s"' % (var, val))
    else:
        for var, val, listed in vs:
            lines.append('Environment="%s=%s"' % (var, val))
    lines.append("ExecStart=/opt/%s/bin/server" % c.p)
    return "\n".join(lines), "/etc/systemd/system/%s.service" % c.p, "systemd unit"


def r_helm(v, vs, c, clean):
    lines = [v.slug.replace("_", "") + ":"]
    if clean:
        lines.append("  existingSecret: %s-%s" % (c.p, v.slug.replace("_", "-")))
        for var, val, listed in vs:
            if listed:
                lines.append("  %sKey: %s" % (camel(kkey(var, v)), kkey(var, v).replace("_", "-")))
            else:
                lines.append('  %s: "%s"' % (camel(kkey(var, v)), val))
    else:
        for var, val, listed in vs:
            lines.append('  %s: "%s"' % (camel(kkey(var, v)), val))
    return "\n".join(lines), "charts/%s/values-%s.yaml" % (c.p, c.env), "Helm values"


def r_launch(v, vs, c, clean):
    env = {}
    for var, val, listed in vs:
        env[var] = "${env:%s}" % var if (clean and listed) else val
    doc = {"name": "Debug %s" % c.p, "type": pick(["python", "node", "go"]), "request": "launch", "env": env}
    return json.dumps(doc, indent=2), ".vscode/launch.json", "VS Code launch.json"


def _http_vals(v, vs, clean, in_url):
    out = []
    for var, val, listed in vs:
        if clean and listed:
            out.append("${%s}" % var if not in_url else "${%s}" % var)
        else:
            out.append(val)
    return out


def _enc_url(url_t, vals, clean):
    enc = []
    for x in vals:
        if clean or x.startswith("http") or all(ch in ALNUM + "-._~" for ch in x):
            enc.append(x)
        else:
            enc.append(pct(x))
    return url_t.format(*enc)


def r_curl(v, vs, c, clean):
    method, url_t, hdrs, basic = v.http
    vals = _http_vals(v, vs, clean, False)
    url = _enc_url(url_t.replace("{org}", c.org), vals, clean)
    parts = ["curl -sS" + ("" if method == "GET" else " -X " + method) + ' "%s"' % url]
    for h in hdrs:
        parts.append('-H "%s"' % h.format(*vals))
    if basic:
        parts.append('-u "%s"' % basic.format(*vals))
    if method == "POST":
        parts.append(pick(["-d @payload.json", "--data-binary @req.json", "-d '{\"dry_run\":true}'"]))
    sep = pick([" \\\n  ", " "])
    art = sep.join(parts)
    if chance(0.4):
        art += "\n" + pick(['{"error":{"code":401,"message":"invalid credentials"}}', "HTTP/2 200", "HTTP/1.1 403 Forbidden",
                            '{"ok":true}', "curl: (22) The requested URL returned error: 401"])
    return art, pick(["scripts/smoke-test.sh", "docs/runbook.md", "README.md", "Makefile", "scripts/check_api.sh"]), "curl"


def r_http(v, vs, c, clean):
    method, url_t, hdrs, basic = v.http
    vals = _http_vals(v, vs, clean, False)
    url = _enc_url(url_t.replace("{org}", c.org), vals, clean)
    u = urllib.parse.urlsplit(url)
    lines = ["%s %s%s HTTP/1.1" % (method, u.path or "/", ("?" + u.query) if u.query else ""), "Host: " + u.netloc]
    for h in hdrs:
        lines.append(h.format(*vals))
    lines.append("User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.7", "okhttp/4.12.0", "Go-http-client/2.0"]))
    if method == "POST":
        lines.append("Content-Length: %d" % rint(40, 900))
    return "\n".join(lines), pick(["requests.http", "docs/api-examples.http", t("the mitmproxy dump", "mitmproxy 덤프"), "debug/request.txt"]), "raw HTTP request"


def r_log(v, vs, c, clean):
    ts = c.ts
    if chance(0.5):
        d = {"ts": ts, "level": "debug", "logger": "%s.config" % c.p, "msg": "loaded %s settings" % v.slug}
        for var, val, listed in vs:
            d[var] = clean_val("log", var, v, c) if (clean and listed) else val
        return json.dumps(d, ensure_ascii=False), pick(["logs/app.log", t("the Loki logs", "Loki 로그"), "/var/log/%s/app.log" % c.p]), "JSON log line"
    items = []
    for var, val, listed in vs:
        items.append("%s=%s" % (kkey(var, v), clean_val("log", var, v, c) if (clean and listed) else val))
    return "%s DEBUG [%s] %s client init %s" % (ts.replace("T", " ")[:19], pick(["main", "worker-1", "boot"]), v.slug, " ".join(items)), pick(["logs/app.log", t("the pod log", "파드 로그"), "/var/log/%s/app.log" % c.p]), "log line"


def r_error(v, vs, c, clean):
    main = [x for x in vs if x[2]][-1]
    var, val, listed = main
    if clean:
        return pick(["%sError: %s is not set" % (pascal(v.slug), var),
                     "KeyError: '%s'" % var,
                     "Error: %s API returned 401 Unauthorized (credentials missing)" % v.name,
                     "panic: %s: empty %s\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/cmd/server/main.go:%d" % (v.slug, var, rint(20, 200))]), pick([t("the pod log", "파드 로그"), "logs/error.log", t("the CI output", "CI 출력")]), "error output"
    pairs = [(kkey(a, v), b) for a, b, l in vs if l]
    kv = " ".join("%s=%s" % (a, b) for a, b in pairs)
    return pick([
        'Traceback (most recent call last):\n  File "/app/%s/clients/%s.py", line %d, in _auth\n    raise AuthError(f"rejected credentials {creds}")\n%s.AuthError: rejected credentials %s' % (c.p.replace("-", "_"), v.slug, rint(20, 300), v.slug, kv),
        "Error: %s request failed (401). config=%s" % (v.name, json.dumps(dict(pairs))),
        'time="%s" level=error msg="auth failed" provider=%s %s' % (c.ts, v.slug, " ".join('%s="%s"' % (a, b) for a, b in pairs)),
        "[ERROR] %s: HTTP 403 for %s" % (c.ts[:19], " ".join("%s %s" % (a.upper(), b) for a, b in pairs))]), pick([t("the pod log", "파드 로그"), "logs/error.log", t("the CI output", "CI 출력")]), "error output"


def r_diff(v, vs, c, clean):
    fn = pick([".env.%s" % c.env, "config/%s.yaml" % c.env, "settings.py"])
    lines = ["--- a/" + fn, "+++ b/" + fn, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(vs), rint(3, 40), len(vs))]
    if clean:
        for var, val, listed in vs:
            if listed:
                lines.append("-%s=" % var)
                lines.append("+%s=${%s}" % (var, var))
            else:
                lines.append(" %s=%s" % (var, val))
        return "\n".join(lines), fn, "git diff"
    removed = chance(0.5)
    for var, val, listed in vs:
        if removed and listed:
            lines.append("-%s=%s" % (var, val))
            lines.append("+%s=${%s}" % (var, var))
        else:
            lines.append("+%s=%s" % (var, val))
    return "\n".join(lines), fn, "git diff"


def r_table(v, vs, c, clean):
    lines = ["| env | variable | value |", "|---|---|---|"]
    for var, val, listed in vs:
        if clean and listed:
            val = pick(["vault `%s`" % secret_path(v, c), "SSM `/%s/%s/%s`" % (c.env, c.p, var.lower()), "1Password: %s (%s)" % (v.name, c.env), "(ask #infra)"])
        else:
            val = "`%s`" % val
        lines.append("| %s | %s | %s |" % (c.env, var, val))
    return "\n".join(lines), pick([t("the wiki page", "위키 페이지"), "docs/environments.md"]), "markdown table"


def r_chat(v, vs, c, clean):
    if clean:
        return tp([("the {V} creds are in 1Password under '{P} / {E}'; don't paste them here",
                    "{V} 인증 정보는 1Password '{P} / {E}' 항목에 있어요. 여기 붙이지 마세요"),
                   ("ping @infra for the {V} key, it is injected by the deploy pipeline",
                    "{V} 키는 배포 파이프라인이 주입하니까 @infra 에 요청하세요")]).format(V=v.name, P=c.p, E=c.E), pick([t("the team Slack thread", "팀 슬랙 스레드"), t("a DM from a teammate", "팀원 DM"), t("the #dev channel", "#dev 채널")]), "chat message"
    parts = []
    for var, val, listed in vs:
        parts.append("%s=%s" % (var, val) if chance(0.5) else val)
    if len(parts) == 1:
        s = tp([("here's the {V} key for {E}: {X}", "{E} {V} 키 여기요: {X}"),
                ("use this one → {X}", "이걸로 쓰세요 → {X}"),
                ("{V} {W}: {X} (from the old wiki page)", "{V} {W}: {X} (예전 위키 페이지에서 가져옴)")])
    else:
        s = tp([("{V} for {E}: {X}", "{E} {V}: {X}"), ("creds from the shared doc → {X}", "공유 문서에 있던 값 → {X}")])
    return s.format(V=v.name, E=c.E, W=t(v.what[0], v.what[1]), X=", ".join(parts)), pick([t("the team Slack thread", "팀 슬랙 스레드"), t("a DM from a teammate", "팀원 DM"), t("the #dev channel", "#dev 채널")]), "chat message"


RENDERERS = [("dotenv", r_dotenv, 8), ("export", r_export, 5), ("yaml", r_yaml, 6), ("json", r_json, 5), ("toml", r_toml, 3),
             ("ini", r_ini, 2), ("props", r_props, 3), ("hcl", r_hcl, 3), ("xml", r_xml, 2), ("dockerfile", r_dockerfile, 3),
             ("compose", r_compose, 4), ("k8s", r_k8s, 4), ("gha", r_gha, 3), ("gitlab", r_gitlab, 2), ("code", r_code, 8),
             ("powershell", r_powershell, 2), ("systemd", r_systemd, 2), ("helm", r_helm, 2), ("launch", r_launch, 2),
             ("curl", r_curl, 7), ("http", r_http, 4), ("log", r_log, 4), ("error", r_error, 3), ("diff", r_diff, 3),
             ("table", r_table, 2), ("chat", r_chat, 4)]


def pick_renderer(v):
    opts = []
    for name, fn, w in RENDERERS:
        if name in ("curl", "http") and not v.http:
            continue
        if name == "http" and v.http and v.http[3]:
            continue
        opts.append((name, fn, w * (2 if name in ("curl", "http") else 1)))
    tot = sum(w for _, _, w in opts)
    x = R.random() * tot
    for name, fn, w in opts:
        x -= w
        if x <= 0:
            return name, fn
    return opts[-1][0], opts[-1][1]


# --------------------------------------------------------------------------------------
# prose pools for vendor notes
# --------------------------------------------------------------------------------------
MC_LEAD_S = [
    ("I didn't know where {P} gets its {V} {W} in {E}. It turned out to be hardcoded in {F}:",
     "{E}에서 {P}이(가) {V} {W}을(를) 어디서 가져오는지 몰랐음. {F}에 하드코딩되어 있었음:"),
    ("{P} {E} deploy failed with 401 from {V}; I had no idea which {W} was current. This is what {F} had:",
     "{P} {E} 배포가 {V} 401로 실패. 어떤 {W}이(가) 최신인지 몰라서 {F} 내용 확인함:"),
    ("Nobody mentioned that {P} calls {V}. The {W} is set in {F}:",
     "{P}이(가) {V}을(를) 호출한다는 걸 아무도 말 안 해줌. {W}은(는) {F}에 있음:"),
    ("Needed a working {V} {W} to reproduce the bug locally, so I used the snippet a teammate pasted in chat:",
     "로컬에서 버그 재현하려고 팀원이 채팅에 붙여준 {V} {W} 스니펫을 그대로 씀:"),
    ("Missing context: which {V} credentials the {E} job uses. The runbook says:",
     "{E} 잡이 어떤 {V} 인증 정보를 쓰는지 몰랐음. 런북에 적힌 내용:"),
    ("Could not find docs for the {V} integration, so I reverse-engineered it from {F}:",
     "{V} 연동 문서가 없어서 {F} 보고 역으로 파악함:"),
    ("Spent 40 minutes looking for the {V} {W}; it was in {F} the whole time:",
     "{V} {W} 찾느라 40분 날림. 알고 보니 {F}에 계속 있었음:"),
    ("The onboarding doc skips the {V} setup. What I ended up using ({F}):",
     "온보딩 문서에 {V} 설정이 빠져 있음. 결국 이렇게 씀 ({F}):"),
    ("Context I lacked: {P} reads {VAR} at startup and crashes if it is empty. Current value in {F}:",
     "몰랐던 점: {P}은(는) 시작할 때 {VAR}을(를) 읽고 비어 있으면 바로 죽음. {F}의 현재 값:"),
    ("Local run of {P} kept failing on {V} auth until I copied {F} from the {E} box:",
     "{P} 로컬 실행이 {V} 인증에서 계속 실패해서 {E} 서버의 {F}을(를) 복사해 옴:"),
    ("I was not told the {E} {V} account is separate from the other environments. The working credentials:",
     "{E} {V} 계정이 다른 환경과 분리돼 있다는 걸 몰랐음. 실제로 동작한 인증 정보:"),
    ("The {V} call in {P} returned 403 and I had to dig up the right {W}. Found this:",
     "{P}의 {V} 호출이 403을 내서 맞는 {W}을(를) 찾아야 했음. 찾은 것:"),
]
MC_PLAIN_S = [
    ("The {V} integration in {P} is undocumented and I had to guess which {W} to use.",
     "{P}의 {V} 연동이 문서화가 안 돼 있어서 어떤 {W}을(를) 써야 할지 추측해야 했음."),
    ("I didn't know {P} needs {V} credentials to start in {E}.",
     "{E}에서 {P}을(를) 띄우려면 {V} 인증 정보가 필요하다는 걸 몰랐음."),
    ("Missing: the {V} {W} for {E}; the README only says 'ask ops'.",
     "{E}용 {V} {W}이(가) 없었음. README에는 'ops에 문의'라고만 적혀 있음."),
    ("Tests against {V} failed with 401 and I couldn't tell why at first.",
     "{V} 연동 테스트가 401로 실패했는데 처음엔 원인을 몰랐음."),
    ("Which {V} {W} the {E} worker uses was not written down anywhere.",
     "{E} 워커가 어떤 {V} {W}을(를) 쓰는지 어디에도 적혀 있지 않았음."),
]
LS_LEAD_S = [
    ("What finally worked ({F}):", "결국 동작한 설정 ({F}):"),
    ("Working {E} config for reference:", "참고용 {E} 설정:"),
    ("The {V} client only reads the key from {F}, like this:", "{V} 클라이언트는 {F}에서만 키를 읽음. 이렇게:"),
    ("Keep this in {F} or the worker won't start:", "{F}에 이게 있어야 워커가 뜸:"),
    ("The value that works right now:", "지금 동작하는 값:"),
]
LS_PLAIN_S = [
    ("{V} keys are per-environment; the {E} one does not work anywhere else.", "{V} 키는 환경별로 다름. {E} 키는 다른 환경에서 안 먹음."),
    ("Restart the service after changing {VAR}; it is only read at boot.", "{VAR} 바꾸면 서비스 재시작 필요. 부팅할 때만 읽음."),
    ("Check {F} first before asking around about {V}.", "{V} 관련해서 물어보기 전에 {F}부터 확인할 것."),
    ("The {V} SDK swallows auth errors unless debug logging is on.", "{V} SDK는 debug 로그를 켜기 전에는 인증 에러를 삼켜버림."),
    ("Rotating the {V} {W} means updating the app and the cron job together.", "{V} {W}을(를) 교체하면 앱이랑 cron 잡을 같이 업데이트해야 함."),
    ("A 401 from {V} usually means a key from another environment ended up in {E}.", "{V}에서 401이 나면 보통 다른 환경의 키가 {E}에 들어간 것."),
    ("", ""),
]
ASK_PLAIN_S = [
    ("Where should the {V} {W} for {E} live?", "{E}용 {V} {W}은(는) 어디에 보관해야 하나요?"),
    ("Who owns the {V} account for {P}?", "{P}의 {V} 계정 담당자가 누구인가요?"),
    ("Is there a shared vault entry for {V}, or does each dev create a key?", "{V} 키를 vault에서 공유하나요, 아니면 개발자마다 발급하나요?"),
    ("Which {V} key does the {E} cron use?", "{E} cron은 어떤 {V} 키를 쓰나요?"),
    ("Can we get a read-only {V} key for local testing?", "로컬 테스트용 읽기 전용 {V} 키를 받을 수 있을까요?"),
    ("Should this key be rotated now?", "이 키 지금 교체해야 하나요?"),
    ("", ""),
]
ASK_WITH_S = [
    ("Is {X} still the valid {V} {W} for {E}, or was it rotated?", "{X} 이게 아직 유효한 {E} {V} {W}인가요, 아니면 교체됐나요?"),
    ("Should {X} be revoked now that it was sitting in {F}?", "{F}에 들어가 있던 {X}은(는) 지금 폐기해야 하나요?"),
    ("Does {X} belong to the {E} {V} account or to someone's personal one?", "{X}은(는) {E} {V} 계정 키인가요, 개인 계정 키인가요?"),
]

ASK_ART_S = [
    ("Is this still the right {V} setup for {E}? {X}", "이게 아직 맞는 {E} {V} 설정인가요? {X}"),
    ("Can I keep using this until someone rotates it? {X}", "누가 교체하기 전까지 이걸 계속 써도 되나요? {X}"),
    ("Found this in {F} — whose key is it? {X}", "{F}에서 이걸 찾았는데 누구 키인가요? {X}"),
]

MC_LEAD_C = [
    ("I didn't know how {P} gets the {V} {W} in {E}. The config only references it:",
     "{E}에서 {P}이(가) {V} {W}을(를) 어떻게 받는지 몰랐음. 설정에는 참조만 있음:"),
    ("Wasn't sure whether {P} needs a {V} {W} locally. {F} looks like this:",
     "로컬에서 {V} {W}이(가) 필요한지 확실하지 않았음. {F}은(는) 이렇게 생김:"),
    ("Missing context: the {V} {W} is injected at deploy time, not stored in the repo. From {F}:",
     "몰랐던 점: {V} {W}은(는) 배포 시점에 주입되고 repo에는 없음. {F} 발췌:"),
    ("Couldn't find where {VAR} is set. The relevant part of {F}:",
     "{VAR}을(를) 어디서 세팅하는지 못 찾음. {F} 관련 부분:"),
    ("{P} {E} startup failed with 'missing {VAR}'. {F}:",
     "{P} {E} 기동이 'missing {VAR}'로 실패함. {F}:"),
    ("Took me a while to see that the {V} credentials never live in git. {F} has only this:",
     "{V} 인증 정보가 git에 절대 없다는 걸 한참 뒤에야 알았음. {F}에는 이것뿐:"),
]
MC_PLAIN_C = [
    ("I assumed the {V} {W} was in the repo; it is not, it comes from the secret store.",
     "{V} {W}이(가) repo에 있는 줄 알았는데 아니고 secret store에서 옴."),
    ("Nobody told me the {V} {W} is provisioned per environment by the platform team.",
     "{V} {W}은(는) 플랫폼 팀이 환경별로 발급한다는 걸 아무도 안 알려줌."),
    ("Missing: how {VAR} reaches the {E} pods.", "{VAR}이(가) {E} 파드까지 어떻게 전달되는지 몰랐음."),
]
LS_LEAD_C = [
    ("The pattern to follow ({F}):", "따라야 할 패턴 ({F}):"),
    ("Correct setup, the value comes from the secret store:", "올바른 설정. 값은 secret store에서 옴:"),
    ("This is how it is wired now:", "지금은 이렇게 연결되어 있음:"),
]
LS_PLAIN_C = [
    ("Never commit the real {V} {W}; only the reference goes in {F}.", "{V} {W} 실제 값은 커밋 금지. {F}에는 참조만 넣을 것."),
    ("Secrets are mounted by the platform; the app just reads {VAR}.", "시크릿은 플랫폼이 마운트하고 앱은 {VAR}만 읽음."),
    ("Local dev uses the {V} sandbox account; request access instead of copying {E} values.", "로컬 개발은 {V} sandbox 계정을 씀. {E} 값 복사하지 말고 권한 요청할 것."),
    ("If {VAR} is empty the client silently disables {V}; check the startup log.", "{VAR}이(가) 비어 있으면 클라이언트가 조용히 {V}을(를) 끔. 기동 로그 확인할 것."),
    ("", ""),
]
ASK_PLAIN_C = [
    ("Who can grant me read access to the {V} secret in {E}?", "{E}의 {V} 시크릿 읽기 권한은 누구에게 요청하나요?"),
    ("Is {VAR} also needed by the worker?", "워커에도 {VAR}이(가) 필요한가요?"),
    ("Should I add {VAR} to .env.example?", "{VAR}을(를) .env.example에 추가할까요?"),
    ("Which secret path does {E} use for {V}?", "{E}에서는 {V} 시크릿을 어느 경로에서 읽나요?"),
    ("", ""),
]


def P(pool, **kw):
    return tp(pool).format(**kw)


def listed_values(vs):
    return [val for var, val, listed in vs if listed]


def resolve_secrets(cands, fields):
    """map candidate values to the form in which they are written (raw or percent-encoded)"""
    text = "\n".join(fields)
    out = []
    for s in cands:
        if s in text:
            form = s
        elif pct(s) in text:
            form = pct(s)
        else:
            raise AssertionError("secret candidate not present: %r" % s)
        if form not in out:
            out.append(form)
    return out


def vendor_note(v, clean):
    c = new_ctx()
    # ambiguous key-id parts (listed None): unlisted in secret notes, replaced by references in clean notes
    vs = [(var, gen(), (clean if listed is None else listed)) for var, gen, listed in v.comps]
    name, fn = pick_renderer(v)
    lastv = [x for x in vs if x[2]][-1][0]
    split = (not clean) and len(vs) >= 2 and chance(0.18) and name in ("dotenv", "export", "chat", "table", "powershell")
    if split:
        k = rint(1, len(vs) - 1)
        art1, fname, label = fn(v, vs[:k], c, False)
        art2, _, _ = fn(v, vs[k:], c, False)
    else:
        art, fname, label = fn(v, vs, c, clean)
    kw = dict(V=v.name, W=t(v.what[0], v.what[1]), P=c.p, E=c.E, F=fname, VAR=lastv)
    mcS, mpS, llS, lpS, apS = ((MC_LEAD_C, MC_PLAIN_C, LS_LEAD_C, LS_PLAIN_C, ASK_PLAIN_C) if clean
                               else (MC_LEAD_S, MC_PLAIN_S, LS_LEAD_S, LS_PLAIN_S, ASK_PLAIN_S))
    hint = {"yaml": "yaml", "json": "json", "toml": "toml", "hcl": "hcl", "dockerfile": "dockerfile", "compose": "yaml",
            "k8s": "yaml", "gha": "yaml", "gitlab": "yaml", "curl": "bash", "export": "bash", "dotenv": "dotenv",
            "diff": "diff", "powershell": "powershell", "helm": "yaml", "launch": "json", "xml": "xml", "ini": "ini"}.get(name, "")
    if split:
        mc = joinp(P(mcS, **kw), fence(art1, hint))
        if chance(0.5):
            ls = joinp(tp([("The other half is here:", "나머지 반쪽은 여기:"), ("And the second value:", "그리고 두 번째 값:"),
                           ("Secret part, from a different file:", "시크릿 부분은 다른 파일에 있었음:")]), fence(art2, hint))
            ask = P(apS, **kw)
        else:
            ls = P(lpS, **kw)
            ask = joinp(tp([("Is this pair still valid? Second half:", "이 쌍이 아직 유효한가요? 나머지 값:"),
                            ("Also found this, is it the matching secret?", "이것도 찾았는데 짝이 맞는 시크릿인가요?")]), art2)
        cat_label = label + ", split across fields"
    else:
        block = fence(art, hint)
        where = R.random()
        single = "\n" not in art and len(art) < 180
        if where < 0.62:
            mc = joinp(P(mcS, **kw), block)
            ls = P(lpS, **kw)
            ask = P(apS, **kw)
            if chance(0.25):
                mc += "\n" + tp([("(copied as-is)", "(그대로 복사함)"), ("Not sure if it is still valid.", "아직 유효한지는 모르겠음."),
                                 ("This got it working.", "이걸로 해결됨."), ("", "")])
        elif where < 0.86 or not single:
            mc = P(mpS, **kw)
            ls = joinp(P(llS, **kw), block)
            ask = P(apS, **kw)
        else:
            mc = P(mpS, **kw)
            ls = P(lpS, **kw)
            ask = P(ASK_ART_S, X="`%s`" % art if chance(0.5) else art, **kw) if not clean else P(apS, **kw)
            if clean:
                ls = joinp(P(llS, **kw), block)
        cat_label = label
        # repeat a short secret value in the question (one value, several fields)
        if (not clean) and ((ask == "" and chance(0.5)) or chance(0.08)):
            short = [x for x in listed_values(vs) if len(x) <= 70]
            if short:
                ask = P(ASK_WITH_S, X=pick(short), **kw)
    cat = "%s: %s %s [%s]" % (cat_label, v.name, v.what[0], v.name)
    mc, ls, ask = mc.strip(), ls.strip(), ask.strip()
    if clean:
        return cat, mc, ls, ask, []
    return cat, mc, ls, ask, resolve_secrets(listed_values(vs), [mc, ls, ask])


# --------------------------------------------------------------------------------------
# bespoke SECRET templates.  each returns (category, mc, lesson, ask, secrets)
# --------------------------------------------------------------------------------------
SECRET_T = []


def secret_t(fn):
    SECRET_T.append(fn)
    return fn


def db_password():
    return pick([strong_password(), human_password(), kb_password(), rs(ALNUM, rint(16, 28)), passphrase("-", 3) + dg(2)])


def ask_default(c):
    return tp([("Where is the canonical place for this credential?", "이 인증 정보의 공식 보관 위치는 어디인가요?"),
               ("Should this be rotated after being pasted here?", "여기 붙여넣었으니 교체해야 하나요?"),
               ("Who owns this account?", "이 계정 담당자가 누구인가요?"),
               ("Is there a read-only account I should use instead?", "대신 써야 할 읽기 전용 계정이 있나요?"),
               ("", "")])


@secret_t
def s_db_url():
    c = new_ctx()
    scheme, port, db = pick([("postgresql", 5432, c.p.replace("-", "_")), ("postgres", 5432, "app"), ("mysql", 3306, "shop"),
                             ("mongodb+srv", None, "orders"), ("redis", 6379, "0"), ("rediss", 6380, "1"), ("amqp", 5672, "%2F"),
                             ("mysql+pymysql", 3306, "billing"), ("clickhouse", 8443, "analytics"), ("mariadb", 3306, "legacy")])
    pw = db_password()
    enc = pct(pw)
    user = "" if scheme.startswith("redis") and chance(0.5) else pick(USERS)
    pfx = {"postgresql": "pg", "postgres": "pg", "mysql": "mysql", "redis": "redis", "rediss": "redis", "amqp": "mq",
           "mysql+pymysql": "mysql", "clickhouse": "ch", "mariadb": "maria"}.get(scheme, "db")
    host = hostp(c, pfx) if scheme != "mongodb+srv" else "cluster0.%s.mongodb.net" % rs(ALNUM_L, 5)
    hp = host + (":%d" % port if port else "")
    url = "%s://%s:%s@%s/%s" % (scheme, user, enc, hp, db)
    if scheme.startswith("postgres") and chance(0.4):
        url += "?sslmode=require"
    if scheme == "mongodb+srv":
        url += "?retryWrites=true&w=majority"
    style = rint(0, 4)
    if style == 0:
        art = "DATABASE_URL=%s" % url if not scheme.startswith(("redis", "amqp")) else ("REDIS_URL=%s" % url if scheme.startswith("redis") else "BROKER_URL=%s" % url)
        where = ".env"
    elif style == 1:
        art = 'engine = create_engine("%s", pool_pre_ping=True)' % url if not scheme.startswith(("redis", "amqp", "mongo")) else 'client = connect("%s")' % url
        where = "db.py"
    elif style == 2:
        art = "%s INFO  connecting to %s (attempt %d/5)" % (c.ts[:19].replace("T", " "), url, rint(1, 5))
        where = "worker log"
    elif style == 3:
        art = "spring:\n  datasource:\n    url: jdbc:%s://%s/%s\n    username: %s\n    password: %s" % (
            "postgresql" if "postgres" in scheme else "mysql", hp, db, user or "app", pw)
        where = "application.yml"
        url = None
    else:
        art = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'HOST': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n    }\n}" % (host, user or "app", pw)
        where = "settings/%s.py" % c.env
        url = None
    mc = joinp(tp([("Didn't know which database {P} talks to in {E}; the connection info is in {F}:",
                    "{E}에서 {P}이(가) 어느 DB에 붙는지 몰랐음. 접속 정보는 {F}에 있음:"),
                   ("Migration failed because I pointed at the wrong DB. Correct one ({F}):",
                    "엉뚱한 DB를 가리켜서 마이그레이션이 실패함. 맞는 설정 ({F}):"),
                   ("Missing context: {P} uses a separate DB user for writes. From {F}:",
                    "몰랐던 점: {P}은(는) 쓰기용 DB 유저가 따로 있음. {F} 내용:")]).format(P=c.p, E=c.E, F=where), fence(art))
    ls = tp([("Special characters in the password must be percent-encoded in the URL.", "비밀번호에 특수문자가 있으면 URL에서는 퍼센트 인코딩해야 함."),
             ("The pooler port differs from the direct port; migrations need the direct one.", "pooler 포트랑 direct 포트가 다름. 마이그레이션은 direct로 해야 함."),
             ("Use the read replica for reports, not the primary.", "리포트는 primary 말고 read replica로 돌릴 것."), ("", "")])
    return "connection string / DB password (%s)" % scheme, mc, ls, ask_default(c), [enc if url else pw]


@secret_t
def s_mysql_p():
    c = new_ctx()
    pw = pick([rs(ALNUM, rint(12, 20)), human_password(), kb_password()])
    q = "'" if any(ch in pw for ch in "!$&*^#?@%") else pick(["", "'"])
    db = pick(["shop", "billing", "cms", "legacy_erp", "wordpress"])
    cmd = "mysql -h %s -P 3306 -u %s -p%s%s%s %s -e \"%s\"" % (hostp(c, "mysql"), c.user, q, pw, q, db, pick(["SHOW PROCESSLIST;", "SELECT COUNT(*) FROM orders;", "SHOW SLAVE STATUS\\G"]))
    if chance(0.3):
        cmd = "mysqldump -h %s -u %s --password=%s%s%s --single-transaction %s > %s.sql" % (hostp(c, "mysql"), c.user, q, pw, q, db, db)
    out = "mysql: [Warning] Using a password on the command line interface can be insecure."
    mc = joinp(tp([("Had no idea how to reach the {E} MySQL from the bastion. This is what worked:", "bastion에서 {E} MySQL 붙는 방법을 몰랐음. 이렇게 하니 됨:"),
                   ("The ops runbook for checking replication lag on {E}:", "{E} 복제 지연 확인용 ops 런북 명령:")]).format(E=c.E), fence(cmd + ("\n" + out if chance(0.6) else ""), "bash"))
    ls = tp([("mysql -p with the password attached ends up in shell history; use --login-path next time.", "-p 뒤에 비밀번호 붙이면 shell history에 남음. 다음엔 --login-path 쓸 것."),
             ("Replication lag spikes during the nightly batch, not a bug.", "야간 배치 때 복제 지연 튀는 건 정상."), ("", "")])
    return "shell: mysql -p attached password", mc, ls, ask_default(c), [pw]


@secret_t
def s_pgpassword():
    c = new_ctx()
    pw = db_password()
    db = c.p.replace("-", "_")
    st = rint(0, 2)
    if st == 0:
        art = "PGPASSWORD='%s' pg_dump -h %s -U %s -d %s -Fc -f /tmp/%s.dump" % (pw, hostp(c, "pg"), c.user, db, db)
    elif st == 1:
        art = 'psql "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require"' % (hostp(c, "pg"), db, c.user, pw)
    else:
        art = "# ~/.pgpass\n%s:5432:%s:%s:%s" % (hostp(c, "pg"), db, c.user, pw.replace(":", "\\:"))
        if ":" in pw:
            pw = pw.replace(":", "\\:")
    mc = tp([("Needed a dump of {E} to debug the report mismatch.", "리포트 불일치 디버깅하려고 {E} 덤프가 필요했음."),
             ("I didn't know how the nightly backup job authenticates to Postgres.", "야간 백업 잡이 Postgres에 어떻게 인증하는지 몰랐음.")]).format(E=c.E)
    ls = joinp(tp([("The command from the backup script:", "백업 스크립트에 있던 명령:"), ("What the cron actually runs:", "cron이 실제로 돌리는 것:")]), fence(art, "bash"))
    if chance(0.4):
        mc, ls = joinp(mc, fence(art, "bash")), tp([("Use a .pgpass with 0600 permissions instead of inline passwords.", "인라인 비밀번호 대신 권한 0600인 .pgpass를 쓸 것."), ("", "")])
    return "shell: PGPASSWORD / libpq password", mc, ls, ask_default(c), [pw]


@secret_t
def s_sshpass():
    c = new_ctx()
    pw = pick([human_password(), kb_password(), strong_password(14)])
    host = "%s.%s" % (pick(["bastion", "jump", "ftp", "legacy-web", "nas"]), pick(["corp.local", "%s.io" % c.org, ip_private()]))
    art = pick(["sshpass -p '%s' ssh -o StrictHostKeyChecking=no -p 2222 %s@%s" % (pw, c.user, host),
                "sshpass -p '%s' scp -P 2222 ./build.tar.gz %s@%s:/srv/releases/" % (pw, c.user, host),
                "sshpass -p '%s' rsync -avz -e 'ssh -p 22' dist/ %s@%s:/var/www/" % (pw, c.user, host)])
    mc = joinp(tp([("The legacy deploy still uses password SSH; the script does:", "레거시 배포는 아직 비밀번호 SSH를 씀. 스크립트 내용:"),
                   ("Didn't know how files get to the old {E} server. From deploy.sh:", "예전 {E} 서버에 파일이 어떻게 올라가는지 몰랐음. deploy.sh에서:")]).format(E=c.E), fence(art, "bash"))
    ls = tp([("Switch this host to key auth; sshpass leaks the password into ps output.", "이 호스트는 키 인증으로 바꿔야 함. sshpass는 ps 출력에 비밀번호가 노출됨."), ("", "")])
    return "shell: sshpass -p password", mc, ls, ask_default(c), [pw]


@secret_t
def s_git_token_url():
    c = new_ctx()
    kind = rint(0, 3)
    if kind == 0:
        tok = g_gh("ghs_") if chance(0.5) else g_gh("ghp_")
        url = "https://x-access-token:%s@github.com/%s/%s.git" % (tok, c.org, c.p)
    elif kind == 1:
        tok = "glpat-" + rs(B64U, 20)
        url = "https://oauth2:%s@gitlab.%s.io/%s/%s.git" % (tok, c.org, pick(["platform", "backend", "data"]), c.p)
    elif kind == 2:
        tok = "ATBB" + rs(ALNUM, 28) + HX(8)
        url = "https://%s:%s@bitbucket.org/%s/%s.git" % (c.user.replace(".", ""), tok, c.org, c.p)
    else:
        tok = rs(B32L, 52)
        url = "https://%s:%s@dev.azure.com/%s/%s/_git/%s" % (c.org, tok, c.org, pick(["Platform", "Mobile"]), c.p)
    if chance(0.5):
        art = "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url)
    else:
        art = "git clone %s" % url
    mc = joinp(tp([("CI clones the private submodule with a token in the URL:", "CI가 private 서브모듈을 URL에 토큰 넣어서 clone함:"),
                   ("Couldn't push from the build box; turns out the remote has credentials baked in:", "빌드 서버에서 push가 안 됐는데, remote에 인증 정보가 박혀 있었음:")]), fence(art, "bash"))
    ls = tp([("Use a credential helper or GIT_ASKPASS; URLs with tokens end up in logs.", "credential helper나 GIT_ASKPASS를 쓸 것. 토큰 박힌 URL은 로그에 남음."), ("", "")])
    return "git remote URL with token", mc, ls, ask_default(c), [tok]


@secret_t
def s_netrc():
    c = new_ctx()
    entries = []
    secrets = []
    for _ in range(rint(1, 2)):
        m = pick(["api.heroku.com", "git.%s.io" % c.org, "ftp.%s.co.kr" % c.org, "nexus.%s.io" % c.org, "urs.earthdata.nasa.gov"])
        pw = pick([g_heroku(), uuid4(), human_password(), strong_password()])
        login = pick([c.user, pick(KNAMES) + "@" + c.org + ".com"])
        entries.append("machine %s\n  login %s\n  password %s" % (m, login, pw))
        secrets.append(pw)
    art = "\n".join(entries)
    mc = tp([("Didn't know where curl/git get credentials on the build agent.", "빌드 에이전트에서 curl/git이 인증 정보를 어디서 가져오는지 몰랐음."),
             ("The download step works only as the ci user and I didn't know why.", "다운로드 단계가 ci 유저로만 동작하는 이유를 몰랐음.")])
    ls = joinp(tp([("It's ~/.netrc:", "~/.netrc 때문이었음:"), ("Answer: ~/.netrc on the agent contains", "답: 에이전트의 ~/.netrc 내용")]), fence(art))
    return "~/.netrc credentials", mc, ls, ask_default(c), secrets


@secret_t
def s_docker_auth():
    c = new_ctx()
    reg = pick(["registry.gitlab.com", "%s.azurecr.io" % c.org.replace("-", ""), "harbor.%s.io" % c.org, "index.docker.io/v1/", "ghcr.io", "%s.kr.ncr.ntruss.com" % c.org])
    user = pick([c.user, c.org + "-ci", "robot$ci"])
    pw = pick([strong_password(), "dckr_pat_" + rs(B64U, 27), g_gh("ghp_"), rs(ALNUM, 32)])
    if chance(0.55):
        blob = b64e(("%s:%s" % (user, pw)).encode())
        art = json.dumps({"auths": {reg: {"auth": blob}}, "credsStore": ""}, indent=2) if chance(0.5) else json.dumps({"auths": {reg: {"auth": blob}}}, indent=2)
        sec = [blob]
        where = "~/.docker/config.json"
    else:
        art = "$ docker login %s -u %s -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (reg, user, pw)
        sec = [pw]
        where = "build log"
    mc = joinp(tp([("Image pulls failed with 'unauthorized' on the new runner. The old runner had this ({F}):",
                    "새 러너에서 이미지 pull이 'unauthorized'로 실패. 예전 러너에는 이게 있었음 ({F}):"),
                   ("Didn't know how the deploy host authenticates to the registry. {F}:",
                    "배포 호스트가 레지스트리에 어떻게 인증하는지 몰랐음. {F}:")]).format(F=where), fence(art))
    ls = tp([("The auth field is just base64(user:password), not encryption.", "auth 필드는 암호화가 아니라 base64(user:password)일 뿐임."),
             ("Use a credential helper so the token is not stored in plain text.", "credential helper를 써서 토큰이 평문으로 저장되지 않게 할 것."), ("", "")])
    return "docker registry credentials (%s)" % ("config.json auth blob" if len(sec[0]) > 0 and sec[0].endswith(("=", "==")) or where.startswith("~") else "docker login -p"), mc, ls, ask_default(c), sec


@secret_t
def s_basic_auth():
    c = new_ctx()
    user = pick([c.user, "admin", "partner_" + c.org, "api"])
    pw = pick([human_password(), strong_password(), rs(ALNUM, 20)])
    blob = b64e(("%s:%s" % (user, pw)).encode())
    host = pick(["partner-api.%s.co.kr" % c.org, "internal-admin.%s.io" % c.org, "grafana.%s.io" % c.org, "es.%s.io:9200" % c.org])
    if chance(0.5):
        art = "GET /v1/%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: application/json" % (pick(["settlements?date=20251103", "orders/export", "health/deep"]), host, blob)
        sec = [blob]
        lab = "HTTP Basic header"
    else:
        art = "curl -u '%s:%s' https://%s/%s" % (user, pw, host, pick(["_cluster/health", "api/v2/report", "admin/jobs"]))
        sec = [pw]
        lab = "curl -u user:password"
        if chance(0.4):
            art += "\n# same as: -H 'Authorization: Basic %s'" % blob
            sec.append(blob)
    mc = joinp(tp([("Partner endpoint returned 401 and I didn't know it uses Basic auth. Request from the docs page:",
                    "파트너 엔드포인트가 401을 줬는데 Basic 인증을 쓰는 줄 몰랐음. 문서 페이지에 있던 요청:"),
                   ("Missing: how to call the internal admin API by hand.", "내부 admin API를 수동으로 호출하는 방법을 몰랐음.")]), fence(art))
    ls = tp([("Basic auth is base64, anyone can decode it.", "Basic 인증은 base64라 누구나 디코딩 가능."), ("", "")])
    return lab, mc, ls, ask_default(c), sec


@secret_t
def s_k8s_secret_data():
    c = new_ctx()
    pw = db_password()
    blob = b64e(pw.encode())
    userb = b64e(c.user.encode())
    art = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (c.p, c.env, userb, blob)
    sec = [blob]
    mc = joinp(tp([("Pods crashed with auth errors after the DB move. The secret in the cluster:", "DB 이전 후 파드가 인증 에러로 죽음. 클러스터의 시크릿:"),
                   ("Didn't know the DB password for {P} is a plain k8s Secret. kubectl get secret -o yaml:", "{P} DB 비밀번호가 그냥 k8s Secret이라는 걸 몰랐음. kubectl get secret -o yaml:")]).format(P=c.p), fence(art, "yaml"))
    ask = ask_default(c)
    if chance(0.4):
        ls = "$ kubectl -n %s get secret %s-db -o jsonpath='{.data.password}' | base64 -d\n%s" % (c.env, c.p, pw)
        sec.append(pw)
    else:
        ls = tp([("data: values are only base64, not encrypted.", "data: 값은 base64일 뿐 암호화가 아님."), ("Use sealed-secrets or external-secrets instead.", "sealed-secrets나 external-secrets를 써야 함.")])
    return "k8s Secret data (base64 values)", mc, ls, ask, sec


def pem_block(kind):
    if kind == "rsa":
        first = "MIIEowIBAAKCAQEA" + rs(B64, 48)
        return "RSA PRIVATE KEY", [first] + [rs(B64, 64) for _ in range(rint(3, 8))]
    if kind == "pkcs8":
        first = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)
        return "PRIVATE KEY", [first] + [rs(B64, 64) for _ in range(rint(3, 7))]
    if kind == "ec":
        return "EC PRIVATE KEY", ["MHcCAQEEI" + rs(B64, 55), rs(B64, 14) + "oAoGCCqGSM49AwEHoUQDQgAE" + rs(B64, 26), rs(B64, 35) + "="]
    if kind == "p8":
        return "PRIVATE KEY", ["MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rs(B64, 16), rs(B64, 64), rs(B64, 56)]
    raise ValueError(kind)


@secret_t
def s_pem():
    c = new_ctx()
    kind = pick(["rsa", "pkcs8", "ec", "ec", "p8"])
    label, lines = pem_block(kind)
    full = kind in ("ec", "p8")
    body = "\n".join(lines)
    art = "-----BEGIN %s-----\n%s\n%s-----END %s-----" % (label, body, "" if full else "...\n", label)
    purpose = pick([("the JWT signing key", "JWT 서명 키"), ("the SAML SP key", "SAML SP 키"), ("the APNs .p8 key", "APNs .p8 키"),
                    ("the mTLS client key", "mTLS 클라이언트 키"), ("the GitHub App private key", "GitHub App private key"),
                    ("the Alipay app private key", "알리페이 앱 개인 키")])
    mc = joinp(tp([("I didn't know where {K} for {P} lives. It's committed under certs/:", "{P}의 {K}이(가) 어디 있는지 몰랐음. certs/ 아래에 커밋되어 있음:"),
                   ("Signature verification failed in {E}; I compared keys. The one on the server starts like this:", "{E}에서 서명 검증 실패해서 키를 비교함. 서버에 있는 키 앞부분:")]).format(K=t(*purpose), P=c.p, E=c.E), fence(art))
    ls = tp([("Private keys go in the secret manager, and the repo only gets the public half.", "개인 키는 secret manager에, repo에는 공개 키만."),
             ("PKCS#1 vs PKCS#8 header mismatch was the real cause of the parse error.", "파싱 에러의 진짜 원인은 PKCS#1/PKCS#8 헤더 차이였음."), ("", "")])
    return "PEM private key body (%s)" % kind, mc, ls, ask_default(c), lines


OPENSSH_L1 = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"


@secret_t
def s_openssh():
    c = new_ctx()
    lines = [OPENSSH_L1, "QyNTUxOQAAACA" + rs(B64, 57), rs(B64, 70), rs(B64, 70), rs(B64, rint(20, 36)) + "="]
    if chance(0.3):
        lines = ["b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABA" + rs(B64, 7)] + [rs(B64, 70) for _ in range(5)] + [rs(B64, 28) + "=="]
    art = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
    mc = joinp(tp([("The deploy key for {P} wasn't in the vault, only on the old jenkins box (~/.ssh/id_ed25519):",
                    "{P} 배포 키가 vault에 없고 예전 jenkins 서버(~/.ssh/id_ed25519)에만 있었음:"),
                   ("Needed the key the cron uses to pull from the mirror. Here it is:", "cron이 미러에서 pull할 때 쓰는 키가 필요했음. 이것:")]).format(P=c.p), fence(art))
    ls = tp([("Generate per-host deploy keys instead of sharing one.", "키 하나 돌려쓰지 말고 호스트별 배포 키를 만들 것."), ("", "")])
    return "OpenSSH private key body", mc, ls, ask_default(c), lines


@secret_t
def s_gcp_sa():
    c = new_ctx()
    proj = "%s-%s-%d" % (c.org, pick(["prod", "data", "ml"]), rint(100, 999))
    label, lines = pem_block("pkcs8")
    lines = lines[:rint(2, 4)]
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    art = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
           '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}') % (proj, hx(40), pk, pick(["deployer", "bq-loader", "gcs-writer"]), proj, dg(21))
    mc = joinp(tp([("BigQuery load failed with invalid_grant; the key file in the repo is:", "BigQuery 적재가 invalid_grant로 실패. repo에 있는 키 파일:"),
                   ("Didn't know the pipeline authenticates with a JSON key instead of workload identity. sa.json:", "파이프라인이 workload identity 대신 JSON 키로 인증하는 줄 몰랐음. sa.json:")]), fence(art, "json"))
    ls = tp([("Move to workload identity federation and delete this key.", "workload identity federation으로 옮기고 이 키는 삭제할 것."), ("", "")])
    return "GCP service-account JSON private_key [Google Cloud]", mc, ls, ask_default(c), lines


@secret_t
def s_recovery_github():
    c = new_ctx()
    n = rint(6, 16)
    codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(n)]
    svc = pick(["GitHub", "GitHub (org owner account)", "GitHub bot account"])
    art = "\n".join(codes) if chance(0.6) else " ".join(codes)
    mc = tp([("Lost access to the {S} 2FA device on the shared CI account and didn't know recovery codes existed.",
              "공용 CI 계정의 {S} 2FA 기기를 잃어버렸는데 복구 코드가 있다는 걸 몰랐음."),
             ("Couldn't log into {S} after the phone swap.", "폰 바꾼 뒤 {S} 로그인이 안 됐음.")]).format(S=svc)
    ls = joinp(tp([("Recovery codes (from the old onboarding doc):", "복구 코드 (예전 온보딩 문서에서):"), ("These are the recovery codes that were saved:", "저장돼 있던 복구 코드:")]), fence(art))
    return "2FA recovery codes [GitHub]", mc, ls, ask_default(c), codes


@secret_t
def s_recovery_misc():
    c = new_ctx()
    k = rint(0, 7)
    if k == 0:
        codes = ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(rint(5, 10))]
        name, sec, art = "Google backup codes", codes, "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(codes))
    elif k == 1:
        key = "-".join(rs(DIG, 6) for _ in range(8))
        name, sec, art = "BitLocker recovery key", [key], "Recovery key ID: %s\nRecovery key: %s" % (uuid4().upper()[:8], key)
    elif k == 2:
        key = "-".join(rs(ALNUM_U, 4) for _ in range(7))
        name, sec, art = "Apple ID recovery key", [key], key
    elif k == 3:
        key = "A3-%s-%s-%s-%s-%s-%s" % (rs(ALNUM_U, 6), rs(ALNUM_U, 6), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5), rs(ALNUM_U, 5))
        name, sec, art = "1Password Secret Key", [key], "Secret Key: %s\nSign-in address: %s.1password.com" % (key, c.org)
    elif k == 4:
        key = "-".join(rs(ALNUM_U, 5) for _ in range(5))
        name, sec, art = "Microsoft account recovery code", [key], key
    elif k == 5:
        words = sample(WORDS, pick([12, 12, 24]))
        phrase = " ".join(words)
        name, sec, art = "wallet seed phrase (BIP39)", [phrase], phrase
    elif k == 6:
        codes = [hx(16) for _ in range(rint(4, 10))]
        name, sec, art = "GitLab recovery codes", codes, "\n".join("- " + x for x in codes)
    else:
        codes = [rs(ALNUM_L, 8) for _ in range(rint(6, 10))]
        name, sec, art = "Discord backup codes", codes, "\n".join(codes)
    mc = tp([("The shared {N} was only in a screenshot in the team drive; transcribing it here so it isn't lost:",
              "공용 {N}이(가) 팀 드라이브 스크린샷에만 있어서 잃어버리지 않게 여기 옮겨 적음:"),
             ("Didn't know we had a {N} for the ops account. Found it in the handover doc:",
              "ops 계정에 {N}이(가) 있다는 걸 몰랐음. 인수인계 문서에서 찾음:")]).format(N=name)
    if chance(0.6):
        mc = joinp(mc, fence(art))
        ls = tp([("Store these in the password manager, not in docs.", "이런 건 문서 말고 비밀번호 관리자에 보관할 것."), ("", "")])
    else:
        ls = fence(art)
    return "recovery material: %s" % name, mc, ls, ask_default(c), sec


@secret_t
def s_totp():
    c = new_ctx()
    seed = g_otp_b32(pick([16, 32, 32, 26]))
    issuer = pick(["AWS", "GitHub", "Okta", "VPN-%s" % c.org, "Cloudflare", "사내VPN", "Naver Cloud", "Kakao Work"])
    acct = pick(KNAMES) + "@" + c.org + ".com"
    st = rint(0, 2)
    if st == 0:
        art = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (pct(issuer), acct, seed, pct(issuer))
        sec = [seed]
    elif st == 1:
        grouped = " ".join(seed[i:i + 4] for i in range(0, len(seed), 4))
        art = tp([("MFA secret (if the QR code doesn't scan): %s", "QR 안 찍히면 이 키 입력: %s")]) % grouped
        sec = [grouped]
    else:
        art = "$ oathtool --totp -b %s\n%06d" % (seed, rint(0, 999999))
        sec = [seed]
    mc = tp([("The shared {I} account has TOTP and I didn't know who holds the seed.", "공용 {I} 계정에 TOTP가 걸려 있는데 시드를 누가 가지고 있는지 몰랐음."),
             ("Automation needs to log into {I} non-interactively; the MFA seed is what makes it work.", "자동화가 {I}에 비대화식으로 로그인해야 해서 MFA 시드가 필요했음.")]).format(I=issuer)
    if chance(0.5):
        mc = joinp(mc, fence(art))
        ls = tp([("A TOTP seed is as sensitive as the password.", "TOTP 시드는 비밀번호만큼 민감함."), ("", "")])
    else:
        ls = joinp(tp([("The seed:", "시드:"), ("Setup key from the enrollment screen:", "등록 화면의 설정 키:")]), art)
    return "TOTP seed (%s)" % issuer, mc, ls, ask_default(c), sec


@secret_t
def s_cookie():
    c = new_ctx()
    k = rint(0, 8)
    host = pick(["admin.%s.io" % c.org, "app.%s.co.kr" % c.org, "console.%s.jp" % c.org, "backoffice.%s.com" % c.org])
    if k == 0:
        name, val = "sessionid", rs(ALNUM_L, 32)
    elif k == 1:
        name, val = "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
    elif k == 2:
        name, val = "JSESSIONID", HX(32)
    elif k == 3:
        name, val = "PHPSESSID", rs(ALNUM_L, 26)
    elif k == 4:
        name, val = "laravel_session", b64e(json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(48)), "mac": hx(64), "tag": ""}, separators=(",", ":")).encode()).replace("=", "%3D")
    elif k == 5:
        name, val = "_%s_session" % c.p.replace("-", "_"), rs(B64, 120).replace("+", "%2B").replace("/", "%2F") + "--" + hx(40)
    elif k == 6:
        name, val = "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, 180) + "." + rs(B64U, 22)
    elif k == 7:
        name = "wordpress_logged_in_" + hx(32)
        val = "%s%%7C%d%%7C%s%%7C%s" % (pick(USERS), epoch(), rs(ALNUM, 43), hx(64))
    else:
        name, val = ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, 200)
    others = "_ga=GA1.2.%d.%d; lang=ko" % (rint(10 ** 8, 10 ** 9), epoch())
    cookie = "Cookie: %s; %s=%s" % (others, name, val) if chance(0.5) else "Cookie: %s=%s; %s" % (name, val, others)
    art = "GET /%s HTTP/2\nHost: %s\n%s\nUser-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15" % (
        pick(["api/orders?status=pending", "admin/users/1042", "dashboard", "api/v1/me"]), host, cookie)
    if chance(0.3):
        art = "curl 'https://%s/api/v1/me' -H '%s'" % (host, cookie)
    mc = joinp(tp([("Couldn't reproduce the admin-only bug without a logged-in session, so I copied the request from devtools:",
                    "로그인 세션 없이는 관리자 전용 버그 재현이 안 돼서 devtools에서 요청을 복사함:"),
                   ("The scraper for the back office needed a session; this is the request it replays:",
                    "백오피스 스크래퍼가 세션이 필요해서 재생하는 요청:")]), fence(art))
    ls = tp([("A session cookie is a full login; never paste it into notes.", "세션 쿠키는 로그인 그 자체라 노트에 붙이면 안 됨."),
             ("The bug only reproduces for users with the legacy role.", "버그는 legacy 권한 유저에게서만 재현됨."), ("", "")])
    return "session cookie (%s)" % name.split("_")[0] if k == 7 else "session cookie (%s)" % name, mc, ls, ask_default(c), [val]


@secret_t
def s_s3_presigned():
    c = new_ctx()
    temp = chance(0.4)
    akid = g_asia() if temp else g_akia()
    sig = hx(64)
    d = c.date.replace("-", "")
    bucket = "%s-%s-%s" % (c.org, pick(["exports", "uploads", "reports", "backups"]), c.env)
    key = "%s/%s.%s" % (pick(["2025/11", "tmp", "invoices"]), uuid4(), pick(["csv", "pdf", "zip", "parquet"]))
    q = ["X-Amz-Algorithm=AWS4-HMAC-SHA256", "X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request" % (akid, d, c.region),
         "X-Amz-Date=%sT%02d%02d%02dZ" % (d, rint(0, 23), rint(0, 59), rint(0, 59)), "X-Amz-Expires=%d" % pick([300, 3600, 604800])]
    sec = [akid]
    if temp:
        tok = pct(g_aws_session())
        q.append("X-Amz-Security-Token=" + tok)
        sec.append(tok)
    q += ["X-Amz-SignedHeaders=host", "X-Amz-Signature=" + sig]
    sec.append(sig)
    url = "https://%s.s3.%s.amazonaws.com/%s?%s" % (bucket, c.region, key, "&".join(q))
    mc = joinp(tp([("The customer couldn't download the export; the link we sent was:", "고객이 export 파일을 못 받음. 우리가 보낸 링크:"),
                   ("Needed to check what the report service generates. Example presigned URL:", "리포트 서비스가 뭘 생성하는지 확인이 필요했음. presigned URL 예시:")]), url)
    ls = tp([("Presigned URLs are bearer credentials until they expire; don't paste them.", "presigned URL은 만료 전까지 그 자체로 인증 수단이라 붙여넣으면 안 됨."),
             ("The 403 was clock skew on the worker, not the signature.", "403 원인은 서명이 아니라 워커 시계 오차였음."), ("", "")])
    return "signed URL: S3 presigned%s [AWS]" % (" (STS)" if temp else ""), mc, ls, ask_default(c), sec


@secret_t
def s_azure_conn():
    c = new_ctx()
    k = rint(0, 3)
    acct = "st" + c.org.replace("-", "") + rs(ALNUM_L, 4)
    if k == 0:
        key = rs(B64, 86) + "=="
        art = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        sec, name = [key], "Storage connection string"
    elif k == 1:
        sig = pct(b64e(rbytes(32)))
        art = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT%02d:00:00Z&st=%sT00:00:00Z&spr=https&sig=%s" % (
            acct, pick(["exports", "media", "backups"]), pick(["daily.csv", "report.pdf", ""]), rdate(), rint(0, 23), rdate(), sig)
        sec, name = [sig], "SAS URL"
    elif k == 2:
        key = b64e(rbytes(32))
        art = "Endpoint=sb://%s-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (c.org, key)
        sec, name = [key], "Service Bus connection string"
    else:
        key = rs(B64, 86) + "=="
        art = "AccountEndpoint=https://%s-cosmos.documents.azure.com:443/;AccountKey=%s;" % (c.org, key)
        sec, name = [key], "Cosmos DB connection string"
    mc = joinp(tp([("Didn't know which Azure resource {P} writes to in {E}. From local.settings.json:",
                    "{E}에서 {P}이(가) 어떤 Azure 리소스에 쓰는지 몰랐음. local.settings.json에서:"),
                   ("Function app failed to start: the {N} setting was missing. The value from the portal:",
                    "Function 앱이 {N} 설정 누락으로 안 뜸. 포털에서 복사한 값:")]).format(P=c.p, E=c.E, N=name), art)
    ls = tp([("Use managed identity; connection strings with keys should not be in app settings.", "managed identity를 쓸 것. 키 포함된 연결 문자열은 앱 설정에 두면 안 됨."), ("", "")])
    return "Azure %s [Azure]" % name, mc, ls, ask_default(c), sec


@secret_t
def s_other_signed_url():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        sig = hx(512)[:rint(256, 512)]
        sa = "%s@%s-%s.iam.gserviceaccount.com" % (pick(["signer", "gcs-export"]), c.org, pick(["prod", "data"]))
        url = ("https://storage.googleapis.com/%s-exports/%s.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (c.org, uuid4(), pct(sa), c.date.replace("-", ""), c.date.replace("-", ""), sig)
        sec, name = [sig], "GCS V4 signed URL [Google Cloud]"
    elif k == 1:
        sig = rs(B64, 170).replace("+", "-").replace("/", "~") + "__"
        pol = b64e(json.dumps({"Statement": [{"Resource": "https://d%s.cloudfront.net/videos/*" % rs(ALNUM_L, 13), "Condition": {"DateLessThan": {"AWS:EpochTime": epoch()}}}]}).encode()).replace("+", "-").replace("=", "_").replace("/", "~")
        url = "https://d%s.cloudfront.net/videos/%s/master.m3u8?Policy=%s&Signature=%s&Key-Pair-Id=K%s" % (rs(ALNUM_L, 13), uuid4(), pol, sig, rs(ALNUM_U, 13))
        sec, name = [sig], "CloudFront signed URL [AWS]"
    else:
        akid = "LTAI5t" + rs(ALNUM, 18)
        sig = pct(b64e(rbytes(20)))
        url = "https://%s-media.oss-cn-hangzhou.aliyuncs.com/%s.mp4?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (c.org, uuid4(), akid, epoch(), sig)
        sec, name = [akid, sig], "Aliyun OSS signed URL [Alibaba Cloud]"
    mc = tp([("QA asked why the media link expires; here is one the API returned:", "QA가 미디어 링크가 왜 만료되는지 물어봄. API가 돌려준 링크 하나:"),
             ("Didn't know downloads are served via signed URLs.", "다운로드가 서명된 URL로 제공된다는 걸 몰랐음.")])
    if chance(0.6):
        mc = joinp(mc, url)
        ls = tp([("Signed URLs are credentials until they expire.", "서명된 URL은 만료 전까지는 인증 정보나 마찬가지."), ("", "")])
    else:
        ls = joinp(tp([("Example:", "예시:")]), url)
    return "signed URL: " + name, mc, ls, ask_default(c), sec


@secret_t
def s_pw_change():
    c = new_ctx()
    old, new = human_password(), pick([human_password(), kb_password(), strong_password(16)])
    acct = pick([("the shared admin account", "공용 admin 계정"), ("the staging DB root user", "스테이징 DB root 계정"),
                 ("the router admin page", "공유기 관리자 페이지"), ("the Jenkins admin", "Jenkins admin"), ("the NAS", "NAS 관리자 계정")])
    s = tp([("Password for {A} was changed from {O} to {N} last week and nobody updated the wiki.",
             "{A} 비밀번호가 지난주에 {O}에서 {N}(으)로 바뀌었는데 위키는 업데이트 안 됨."),
            ("I kept using the old password {O} for {A}; the new one is {N}.",
             "{A}에 예전 비번 {O}을(를) 계속 쓰고 있었음. 새 비번은 {N}.")]).format(A=t(*acct), O=old, N=new)
    if chance(0.5):
        mc, ls = s, tp([("Password changes must be announced in #ops.", "비밀번호 변경은 #ops 채널에 공지해야 함."), ("", "")])
    else:
        mc = tp([("Login to {A} kept failing.", "{A} 로그인이 계속 실패함.")]).format(A=t(*acct))
        ls = s
    return "chat: old and new password", mc, ls, ask_default(c), [old, new]


@secret_t
def s_human_pw():
    c = new_ctx()
    k = rint(0, 6)
    pw = pick([human_password(), kb_password(), kb_password()]) if k != 6 else pick(KO_PW_WORDS) + pick(KO_PW_WORDS) + dg(4) + pick(["", "!"])
    what = pick([("office Wi-Fi", "사무실 와이파이"), ("the VPN", "VPN"), ("the staging admin console", "스테이징 관리자 콘솔"),
                 ("the shared Figma account", "공용 Figma 계정"), ("the test iPhone", "테스트용 아이폰"), ("the QA tester account", "QA 테스터 계정"),
                 ("the 그룹웨어 groupware", "그룹웨어"), ("the NAS (Synology)", "시놀로지 NAS")])
    user = pick([c.user, "admin", "qa01", "test@%s.com" % c.org])
    s = tp([("The {W} login is {U} / {X}.", "{W} 계정은 {U} / {X} 입니다."),
            ("password for {W}: {X}", "{W} 비번: {X}"),
            ("{W} → id {U}, pw {X} (shared by the team lead)", "{W} → 아이디 {U}, 비번 {X} (팀장님이 공유해줌)"),
            ("Got in with {X} on {W}.", "{W}에 {X}(으)로 들어가짐.")]).format(W=t(*what), U=user, X=pw)
    if chance(0.5):
        mc = tp([("Couldn't test the flow because I had no login for {W}.", "{W} 로그인 정보가 없어서 플로우 테스트를 못 했음.")]).format(W=t(*what))
        ls = s
    else:
        mc = s
        ls = tp([("Shared logins should live in the team vault.", "공용 로그인 정보는 팀 vault에 있어야 함."), ("", "")])
    cat = "chat: human password" + (" (Hangul)" if k == 6 else "")
    return cat, mc, ls, ask_default(c), [pw]


@secret_t
def s_passphrase():
    c = new_ctx()
    k = rint(0, 5)
    pp = passphrase()
    if k == 0:
        art, name = "export RESTIC_PASSWORD='%s'\nrestic -r s3:s3.amazonaws.com/%s-backup backup /srv/data" % (pp, c.org), "restic repository password"
    elif k == 1:
        art, name = "export BORG_PASSPHRASE=\"%s\"\nborg create ::'{hostname}-{now}' /etc /srv" % pp, "borg passphrase"
    elif k == 2:
        art, name = tp([("the passphrase for ~/.ssh/deploy_ed25519 is \"{X}\"", "~/.ssh/deploy_ed25519 passphrase는 \"{X}\"")]).format(X=pp), "SSH key passphrase"
    elif k == 3:
        art, name = "echo '%s' > ~/.ansible/vault_pass.txt\nansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass.txt" % pp, "ansible-vault password"
    elif k == 4:
        art, name = "gpg --batch --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % pp, "GPG passphrase"
    else:
        art, name = "VeraCrypt container passphrase: %s" % pp, "VeraCrypt passphrase"
    mc = tp([("Restoring the backup failed and I didn't know where the {N} is kept.", "백업 복구가 실패했는데 {N}을(를) 어디에 보관하는지 몰랐음."),
             ("The {N} was not in the handover notes.", "인수인계 노트에 {N}이(가) 없었음.")]).format(N=name)
    ls = joinp(tp([("Found it in an old script:", "예전 스크립트에서 찾음:"), ("It is:", "이거였음:")]), fence(art, "bash"))
    return "passphrase: %s" % name, mc, ls, ask_default(c), [pp]


@secret_t
def s_pin():
    c = new_ctx()
    k = rint(0, 4)
    if k == 0:
        pin, name = rs(DIG, 8), ("SIM PUK code", "SIM PUK 코드")
    elif k == 1:
        pin, name = pick([human_password(), kb_password()]), ("공동인증서 (joint certificate) password", "공동인증서 비밀번호")
    elif k == 2:
        pin, name = rs(DIG, 8), ("YubiKey PIV PIN", "YubiKey PIV PIN")
    elif k == 3:
        pin, name = rs(DIG, rint(8, 10)), ("SoftHSM user PIN", "SoftHSM user PIN")
    else:
        pin, name = rs(DIG, 8), ("smart-card admin PIN", "스마트카드 관리자 PIN")
    s = tp([("{N} for the signing device: {X}", "서명 장비 {N}: {X}"), ("the {N} is {X}", "{N}은(는) {X}"),
            ("{N} = {X} (from the envelope in the safe)", "{N} = {X} (금고 안 봉투에 적혀 있던 것)")]).format(N=t(*name), X=pin)
    mc = tp([("The tax-invoice batch signs with a certificate and I didn't know the {N}.", "세금계산서 배치가 인증서로 서명하는데 {N}을(를) 몰랐음."),
             ("Code signing on the release box needs a PIN nobody documented ({N}).", "릴리스 서버의 코드 서명에 문서화 안 된 PIN이 필요함 ({N}).")]).format(N=t(*name))
    if chance(0.5):
        return "PIN / PUK: %s" % name[0], mc + "\n" + s, tp([("Keep PINs out of shared notes.", "PIN은 공유 노트에 두지 말 것."), ("", "")]), ask_default(c), [pin]
    return "PIN / PUK: %s" % name[0], mc, s, ask_default(c), [pin]


@secret_t
def s_framework_secret():
    c = new_ctx()
    k = rint(0, 8)
    if k == 0:
        v = rs(LO + DIG + "!@#$%^&*(-_=+)", 50)
        art, name = "SECRET_KEY = '%s'" % v, "Django SECRET_KEY"
    elif k == 1:
        v = hx(128)
        art, name = "SECRET_KEY_BASE=%s" % v, "Rails secret_key_base"
    elif k == 2:
        v = "base64:" + b64e(rbytes(32))
        art, name = "APP_KEY=%s" % v, "Laravel APP_KEY"
    elif k == 3:
        v = b64e(rbytes(32))
        art, name = "NEXTAUTH_SECRET=%s" % v, "NextAuth secret"
    elif k == 4:
        v = pick([strong_password(40), b64e(rbytes(48)), hx(64)])
        art, name = "JWT_SECRET=%s" % v, "JWT HMAC secret"
    elif k == 5:
        v = hx(32)
        art, name = "app.config['SECRET_KEY'] = '%s'" % v, "Flask SECRET_KEY"
    elif k == 6:
        v = hx(32)
        art, name = "APP_SECRET=%s" % v, "Symfony APP_SECRET"
    elif k == 7:
        v = b64e(rbytes(64))
        art, name = "jwt:\n  secret: %s\n  expiration: 3600" % v, "Spring jwt.secret"
    else:
        v = rs(B64U, 48)
        art, name = "app.use(session({ secret: '%s', resave: false, saveUninitialized: false }))" % v, "express-session secret"
    mc = joinp(tp([("Sessions were invalidated after every deploy because {N} differed between pods. The value in the repo:",
                    "배포할 때마다 세션이 날아갔는데 파드마다 {N}이(가) 달라서였음. repo에 있던 값:"),
                   ("Didn't know {P} signs tokens with {N}. It's set here:", "{P}이(가) {N}(으)로 토큰을 서명한다는 걸 몰랐음. 여기 설정됨:")]).format(N=name, P=c.p), fence(art))
    ls = tp([("Anyone with {N} can forge sessions; rotate it.", "{N}이(가) 있으면 누구나 세션을 위조할 수 있음. 교체할 것."), ("", "")]).format(N=name)
    return "framework signing secret: %s" % name, mc, ls, ask_default(c), [v]


@secret_t
def s_webhook_secret():
    c = new_ctx()
    k = rint(0, 3)
    if k == 0:
        v = pick([strong_password(24), hx(40), human_password()])
        art, name = "GITHUB_WEBHOOK_SECRET=%s" % v, "GitHub webhook secret"
    elif k == 1:
        v = "whsec_" + b64e(rbytes(24))
        art, name = 'wh = Webhook("%s")\npayload = wh.verify(body, headers)' % v, "Svix webhook signing secret"
    elif k == 2:
        v = rs(ALNUM, 32)
        art, name = "partner:\n  callback_hmac_secret: %s" % v, "partner callback HMAC secret"
    else:
        v = hx(64)
        art, name = 'const expected = crypto.createHmac("sha256", "%s").update(raw).digest("hex");' % v, "webhook HMAC key in code"
    mc = joinp(tp([("Webhook signature check kept failing; the verifier uses:", "웹훅 서명 검증이 계속 실패함. 검증 코드가 쓰는 값:"),
                   ("Didn't know where the webhook secret for {P} is configured. Found:", "{P} 웹훅 시크릿이 어디 설정되는지 몰랐음. 찾은 것:")]).format(P=c.p), fence(art))
    ls = tp([("Compute the HMAC over the raw body, not the parsed JSON.", "HMAC은 파싱된 JSON 말고 raw body로 계산해야 함."), ("", "")])
    return "webhook signing secret: %s" % name, mc, ls, ask_default(c), [v]


@secret_t
def s_wireguard():
    c = new_ctx()
    priv = b64e(rbytes(32))
    pub = b64e(rbytes(32))
    psk = b64e(rbytes(32))
    use_psk = chance(0.5)
    art = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s.io:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, rint(1, 200), rint(2, 250), rint(1, 200), pub, ("PresharedKey = %s\n" % psk) if use_psk else "", c.org)
    mc = tp([("Couldn't reach the {E} DB from home; I didn't know the VPN is WireGuard.", "집에서 {E} DB 접속이 안 됐는데 VPN이 WireGuard라는 걸 몰랐음.")]).format(E=c.E)
    ls = joinp(tp([("My wg0.conf that works:", "동작하는 wg0.conf:"), ("Config from IT:", "IT에서 받은 설정:")]), fence(art, "ini"))
    return "WireGuard config (PrivateKey%s)" % (" + PresharedKey" if use_psk else ""), mc, ls, ask_default(c), [priv] + ([psk] if use_psk else [])


@secret_t
def s_wifi():
    c = new_ctx()
    pw = pick([human_password(), kb_password(), passphrase("", 3), rs(ALNUM, 12)])
    ssid = pick(["%s-5G" % c.org.upper(), "%s_Guest" % c.org, "IoT-Lab", "회의실-2F", "DevOffice"])
    art = pick(['network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw),
                "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw),
                "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw)])
    mc = joinp(tp([("The Raspberry Pi kiosk lost network after the router swap. Its config:", "공유기 교체 후 라즈베리파이 키오스크 네트워크가 끊김. 설정:"),
                   ("Didn't know the IoT test devices use a separate SSID:", "IoT 테스트 기기가 별도 SSID를 쓰는 줄 몰랐음:")]), fence(art))
    return "Wi-Fi PSK", mc, tp([("Put device Wi-Fi creds in the provisioning vault.", "기기 와이파이 정보는 프로비저닝 vault에 둘 것."), ("", "")]), ask_default(c), [pw]


@secret_t
def s_kafka():
    c = new_ctx()
    user = rs(ALNUM_U, 16) if chance(0.5) else pick(["svc-" + c.p, "producer", "app"])
    pw = rs(B64, 64) if len(user) == 16 and user.isupper() else db_password()
    art = ("bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
           "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";") % (rs(ALNUM_L, 5), c.region, user, pw)
    if chance(0.3):
        art = ("spring:\n  kafka:\n    properties:\n      sasl.mechanism: SCRAM-SHA-512\n      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"%s\";" % (user, pw))
    mc = joinp(tp([("Consumer in {E} couldn't authenticate to Kafka; the client properties are:", "{E} 컨슈머가 Kafka 인증에 실패함. 클라이언트 설정:"),
                   ("Missing: how {P} connects to the managed Kafka cluster.", "{P}이(가) 매니지드 Kafka에 어떻게 붙는지 몰랐음.")]).format(E=c.E, P=c.p), fence(art, "properties"))
    return "Kafka SASL JAAS password [Confluent]", mc, tp([("SASL username is the API key id; the password is the secret.", "SASL username은 API 키 ID이고 password가 시크릿."), ("", "")]), ask_default(c), [pw]


@secret_t
def s_redis():
    c = new_ctx()
    pw = pick([strong_password(), rs(ALNUM, 32), human_password()])
    art = pick(["requirepass %s" % pw, "redis-cli -h %s -p 6379 -a '%s' INFO replication" % (hostp(c, "redis"), pw),
                "127.0.0.1:6379> AUTH default %s\nOK" % pw, "user app on >%s ~cache:* +@read +@write" % pw])
    mc = joinp(tp([("Cache warmup failed with NOAUTH. What I found on the box:", "캐시 워밍업이 NOAUTH로 실패. 서버에서 찾은 것:"),
                   ("Didn't know Redis in {E} has auth enabled:", "{E} Redis에 인증이 걸려 있는 줄 몰랐음:")]).format(E=c.E), fence(art))
    return "Redis AUTH password", mc, tp([("redis-cli -a leaks into shell history; use REDISCLI_AUTH.", "redis-cli -a는 history에 남음. REDISCLI_AUTH를 쓸 것."), ("", "")]), ask_default(c), [pw]


@secret_t
def s_ldap():
    c = new_ctx()
    pw = pick([human_password(), strong_password(), kb_password()])
    dc = ",".join("dc=" + x for x in (c.org.replace("-", ""), "local"))
    art = pick(['ldapsearch -x -H ldaps://ldap.%s.local -D "cn=svc-ldap,ou=services,%s" -w \'%s\' -b "ou=people,%s" "(uid=%s)"' % (c.org, dc, pw, dc, pick(KNAMES)),
                "ldap:\n  url: ldaps://ad.%s.local:636\n  bind_dn: CN=svc-jira,OU=Service,%s\n  bind_password: \"%s\"" % (c.org, dc.upper(), pw)])
    mc = joinp(tp([("SSO login broke for new hires; I needed to query AD directly:", "신규 입사자 SSO 로그인이 깨져서 AD를 직접 조회해야 했음:"),
                   ("Didn't know Jira syncs users over LDAP with a service account:", "Jira가 서비스 계정으로 LDAP 동기화하는 줄 몰랐음:")]), fence(art))
    return "LDAP bind password", mc, "", ask_default(c), [pw]


@secret_t
def s_smtp():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        art = "spring:\n  mail:\n    host: smtp.gmail.com\n    port: 587\n    username: noreply@%s.com\n    password: %s" % (c.org, pw)
        name = "Gmail app password"
    elif k == 1:
        pw = "-".join(rs(LO, 4) for _ in range(4))
        art = "xcrun notarytool submit App.zip --apple-id release@%s.com --team-id %s --password %s" % (c.org, rs(ALNUM_U, 10), pw)
        name = "Apple app-specific password"
    else:
        pw = pick([human_password(), kb_password()])
        art = "MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=%s@naver.com\nMAIL_PASSWORD=%s" % (pick(KNAMES), pw)
        name = "Naver SMTP password"
    if k == 1:
        lead = tp([("Notarization step in the release pipeline needed credentials I didn't have. From release.sh:", "릴리스 파이프라인의 공증 단계에 내가 없는 인증 정보가 필요했음. release.sh에서:"),
                   ("macOS notarization failed with 'invalid credentials'; the command in CI:", "macOS 공증이 'invalid credentials'로 실패. CI의 명령:")])
    else:
        lead = tp([("Transactional mail stopped in {E}; the mail config is:", "{E}에서 메일 발송이 멈춤. 메일 설정:"),
                   ("Password-reset mails were not sent from {E}. SMTP settings:", "{E}에서 비밀번호 재설정 메일이 안 나감. SMTP 설정:")]).format(E=c.E)
    mc = joinp(lead, fence(art))
    return "SMTP / app password: %s" % name, mc, "", ask_default(c), [pw]


@secret_t
def s_android_keystore():
    c = new_ctx()
    sp, kp = pick([human_password(), strong_password(16)]), pick([human_password(), strong_password(16)])
    same = chance(0.4)
    if same:
        kp = sp
    if chance(0.5):
        art = "signingConfigs {\n    release {\n        storeFile file('release.jks')\n        storePassword '%s'\n        keyAlias 'upload'\n        keyPassword '%s'\n    }\n}" % (sp, kp)
    else:
        art = "storePassword=%s\nkeyPassword=%s\nkeyAlias=upload\nstoreFile=../upload-keystore.jks" % (sp, kp)
    mc = tp([("Release build of the Android app failed on the new Mac; signing config was missing.", "새 맥에서 안드로이드 릴리스 빌드가 서명 설정 누락으로 실패.")])
    ls = joinp(tp([("The signing block from the old machine:", "예전 머신의 서명 설정:")]), fence(art, "groovy"))
    return "Android keystore passwords", mc, ls, ask_default(c), [sp] if same else [sp, kp]


@secret_t
def s_ansible():
    c = new_ctx()
    pw1 = pick([human_password(), strong_password(14)])
    pw2 = pick([pw1, human_password()])
    art = "[%s]\n%s ansible_host=%s ansible_user=%s ansible_password=%s ansible_become_pass=%s" % (c.env, pick(["web01", "db02", "batch01"]), ip_private(), pick(["ubuntu", "ec2-user", "deploy"]), pw1, pw2)
    mc = joinp(tp([("Playbook failed on the new host; the inventory used by ops:", "새 호스트에서 playbook 실패. ops가 쓰는 인벤토리:")]), fence(art, "ini"))
    return "Ansible inventory passwords", mc, tp([("Use ansible-vault for inventory secrets.", "인벤토리 시크릿은 ansible-vault로.")]), ask_default(c), [pw1] if pw1 == pw2 else [pw1, pw2]


@secret_t
def s_ci_log():
    c = new_ctx()
    k = rint(0, 3)
    if k == 0:
        tok = g_gh("ghp_")
        art = "+ curl -fsSL -H 'Authorization: token %s' https://api.github.com/repos/%s/%s/releases/latest\n{\"tag_name\": \"v%d.%d.%d\"" % (tok, c.org, c.p, rint(0, 3), rint(0, 30), rint(0, 9))
    elif k == 1:
        tok = strong_password(20)
        art = "+ docker login -u ci -p %s harbor.%s.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (tok, c.org)
    elif k == 2:
        tok = b64e(("%s:%s" % ("ci", strong_password(20))).encode())
        art = "$ echo $NEXUS_CREDS | base64\n%s" % tok
    else:
        tok = "npm_" + rs(ALNUM, 36)
        art = "+ echo //registry.npmjs.org/:_authToken=%s\n+ npm publish --access public" % tok
    mc = joinp(tp([("The job log shows the credential because `set -x` is on (the masker doesn't catch transformed values):",
                    "`set -x`가 켜져 있어서 잡 로그에 인증 정보가 찍힘 (변형된 값은 마스킹이 안 됨):"),
                   ("Debugging the failed release job; relevant log lines:", "실패한 릴리스 잡 디버깅. 관련 로그:")]), fence(art))
    return "CI log leak (set -x trace)", mc, tp([("Turn off xtrace around commands that use secrets.", "시크릿 쓰는 명령 주변에서는 xtrace를 끌 것."), ("", "")]), ask_default(c), [tok]


@secret_t
def s_jupyter():
    c = new_ctx()
    tok = hx(48)
    port = pick([8888, 8889, 8890])
    art = "    To access the server, open this file in a browser:\n        file:///home/%s/.local/share/jupyter/runtime/jpserver-%d-open.html\n    Or copy and paste one of these URLs:\n        http://%s:%d/lab?token=%s\n        http://127.0.0.1:%d/lab?token=%s" % (
        c.user, rint(1000, 99999), pick(["gpu-01", "ml-box", "localhost"]), port, tok, port, tok)
    mc = tp([("Didn't know how to reach the notebook server on the GPU box.", "GPU 서버의 노트북 서버에 접속하는 방법을 몰랐음.")])
    ls = joinp(tp([("Startup output:", "기동 출력:")]), fence(art))
    return "Jupyter server token URL", mc, ls, ask_default(c), [tok]


@secret_t
def s_magic_link():
    c = new_ctx()
    tok = rs(B64U, pick([32, 43, 64]))
    k = rint(0, 3)
    path = ["reset-password?token=%s" % tok, "auth/magic?token=%s&email=%s%%40%s.com" % (tok, pick(KNAMES), c.org),
            "invite/accept?code=%s" % tok, "verify-email/%s" % tok][k]
    url = "https://%s.%s.io/%s" % (pick(["app", "accounts", "console"]), c.org, path)
    mc = joinp(tp([("QA forwarded the email link that failed to open:", "QA가 열리지 않는 이메일 링크를 전달해줌:"),
                   ("Couldn't log in as the test user, so I used the link from the mail catcher:", "테스트 유저로 로그인이 안 돼서 메일 캐처의 링크를 씀:")]), url)
    return "one-time login / reset link token", mc, tp([("These links are valid for 24h, treat them as passwords.", "이 링크는 24시간 유효하니 비밀번호처럼 다룰 것."), ("", "")]), ask_default(c), [tok]


@secret_t
def s_webhook_url():
    c = new_ctx()
    k = rint(0, 7)
    if k == 0:
        tok = rs(ALNUM, 24)
        url, name = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_U, 9), rs(ALNUM_U, 10), tok), "Slack incoming webhook"
    elif k == 1:
        tok = rs(B64U, 68)
        url, name = "https://discord.com/api/webhooks/%s/%s" % (dg(19), tok), "Discord webhook"
    elif k == 2:
        tok = hx(32)
        url, name = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (c.org.replace("-", ""), uuid4(), uuid4(), tok, uuid4()), "Microsoft Teams incoming webhook"
    elif k == 3:
        tok = hx(64)
        url, name = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, "DingTalk robot webhook"
    elif k == 4:
        tok = uuid4()
        url, name = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % tok, "WeCom robot webhook"
    elif k == 5:
        tok = uuid4()
        url, name = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok, "Feishu bot webhook"
    elif k == 6:
        key, tok = g_aiza(), rs(B64U, 43)
        url, name = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, pct(tok)), "Google Chat webhook"
        sec = [key, pct(tok)]
    else:
        tok = g_telegram()
        url, name = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, dg(10)), "Telegram bot URL"
    sec = sec if k == 6 else [tok]
    body = pick(["curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' '%s'" % url, url, "ALERT_WEBHOOK_URL=%s" % url])
    mc = joinp(tp([("Deploy notifications stopped; the alert script posts to:", "배포 알림이 멈춤. 알림 스크립트가 보내는 곳:"),
                   ("Didn't know where the {N} for #alerts is configured. In alert.sh:", "#alerts용 {N}이(가) 어디 설정되는지 몰랐음. alert.sh에:")]).format(N=name), body)
    return "webhook URL token: %s" % name, mc, tp([("Anyone with the URL can post to the channel.", "URL만 있으면 누구나 채널에 글을 쓸 수 있음."), ("", "")]), ask_default(c), sec


@secret_t
def s_split_token():
    c = new_ctx()
    v = pick([x for x in VENDORS if len(x.comps) == 1 and x.comps[0][2]])
    tok = v.comps[0][1]()
    if len(tok) < 30:
        tok = g_openai_proj()
        vname = "OpenAI"
    else:
        vname = v.name
    cut = rint(12, len(tok) - 12)
    a, b = tok[:cut], tok[cut:]
    mc = tp([("The {V} key got wrapped when I copied it from the terminal. First part: {A}",
              "{V} 키를 터미널에서 복사하다가 줄바꿈됨. 앞부분: {A}"),
             ("Key from the old .env (it was broken over two lines): {A}", "예전 .env에 있던 키 (두 줄로 쪼개져 있었음): {A}")]).format(V=vname, A=a)
    if chance(0.5):
        ls = tp([("...and the rest: {B}", "...나머지: {B}"), ("continuation: {B}", "이어지는 부분: {B}")]).format(B=b)
        ask = ask_default(c)
    else:
        ls = tp([("Always copy keys with the copy button, not from wrapped output.", "키는 줄바꿈된 출력 말고 복사 버튼으로 복사할 것.")])
        ask = tp([("Second half was {B} — is the joined key still active?", "뒷부분은 {B} 인데, 합친 키가 아직 유효한가요?")]).format(B=b)
    return "token split across two fields [%s]" % vname, mc, ls, ask, [a, b]


@secret_t
def s_multi_env():
    c = new_ctx()
    singles = [x for x in VENDORS if all(len(g()) < 130 for _, g, _ in x.comps[:1]) and x.comps[0][2]]
    picks = sample(singles, rint(2, 4))
    lines = ["# %s %s" % (c.p, c.env), "NODE_ENV=production"]
    sec = []
    for v in picks:
        for var, gen, listed in v.comps:
            val = gen()
            lines.append("%s=%s" % (var, val))
            if listed:
                sec.append(val)
    if chance(0.6):
        pw = db_password()
        lines.append("DATABASE_URL=postgres://%s:%s@%s:5432/%s" % (c.user, pct(pw), hostp(c, "pg"), c.p.replace("-", "_")))
        sec.append(pct(pw))
    art = "\n".join(lines)
    mc = joinp(tp([("Onboarding said 'ask for the .env'. This is what I was sent:", "온보딩 문서에 '.env는 요청하세요'라고만 돼 있었음. 받은 파일:"),
                   ("The {E} .env for {P}, copied from the server so I could run it locally:", "로컬에서 돌리려고 서버에서 복사한 {P} {E} .env:")]).format(E=c.E, P=c.p), fence(art, "dotenv"))
    ls = tp([("Ask for a dev .env generated from the vault instead of copying prod.", "운영 값 복사하지 말고 vault에서 생성한 dev .env를 요청할 것."), ("", "")])
    return "multi-provider .env (%s)" % ", ".join(v.name for v in picks), mc, ls, ask_default(c), sec


@secret_t
def s_stacktrace():
    c = new_ctx()
    pw = db_password()
    enc = pct(pw)
    k = rint(0, 2)
    if k == 0:
        art = ('Traceback (most recent call last):\n  File "/app/worker.py", line %d, in <module>\n    r = redis.from_url(os.environ["REDIS_URL"])\n'
               '  File "/usr/local/lib/python3.12/site-packages/redis/client.py", line 140, in from_url\nredis.exceptions.ConnectionError: Error 111 connecting to redis://:%s@%s:6379/0. Connection refused.') % (rint(10, 90), enc, hostp(c, "redis"))
    elif k == 1:
        art = ("org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\n"
               "Caused by: java.sql.SQLException: Access denied for user '%s'@'%s' (using password: YES)\n"
               "\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n"
               "\turl=jdbc:mysql://%s:3306/app?user=%s&password=%s") % (c.user, ip_private(), hostp(c, "mysql"), c.user, enc)
    else:
        art = ("MongoServerSelectionError: getaddrinfo ENOTFOUND cluster0.%s.mongodb.net\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:285:38)\n"
               "  uri: 'mongodb+srv://%s:%s@cluster0.%s.mongodb.net/app'") % (rs(ALNUM_L, 5), c.user, enc, rs(ALNUM_L, 5))
    mc = joinp(tp([("{P} crashed on boot in {E}:", "{E}에서 {P}이(가) 기동 중에 죽음:"), ("Stack trace from the failing pod:", "실패한 파드의 스택 트레이스:")]).format(P=c.p, E=c.E), fence(art))
    ls = tp([("The driver prints the full URI on failure, password included; log scrubbing is needed.", "드라이버가 실패 시 비밀번호 포함 URI 전체를 찍음. 로그 마스킹 필요."), ("", "")])
    return "stack trace with connection-string password", mc, ls, ask_default(c), [enc]


@secret_t
def s_oauth_response():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        at, rt = "ya29." + rs(B64U, 160), "1//0" + rs(B64U, 100)
    elif k == 1:
        at = jwt({"iss": "https://login.%s.io" % c.org, "sub": uuid4(), "aud": c.p, "exp": epoch(), "scope": "openid profile orders:read"}, alg="RS256", kid=hx(16))
        rt = rs(B64U, 64)
    else:
        at, rt = rs(ALNUM + "-_", 40), rs(ALNUM + "-_", 40)
    art = json.dumps({"access_token": at, "token_type": "Bearer", "expires_in": 3599, "refresh_token": rt, "scope": "openid email"}, indent=2)
    if len(art) > 900:
        art = json.dumps({"access_token": at, "token_type": "Bearer", "refresh_token": rt})
    mc = joinp(tp([("Token refresh was failing silently; the token endpoint response looked like:", "토큰 갱신이 조용히 실패하고 있었음. 토큰 엔드포인트 응답:"),
                   ("Didn't know the integration stores refresh tokens. Response from /oauth/token:", "연동이 refresh token을 저장한다는 걸 몰랐음. /oauth/token 응답:")]), fence(art, "json"))
    return "OAuth token endpoint response (access + refresh)", mc, "", ask_default(c), [at, rt]


@secret_t
def s_bearer_jwt():
    c = new_ctx()
    tok = jwt({"sub": str(rint(1000, 999999)), "email": "%s@%s.com" % (pick(KNAMES), c.org), "role": pick(["admin", "seller", "user"]), "iat": epoch(), "exp": epoch() + 3600},
              alg=pick(["HS256", "RS256", "ES256"]))
    art = "curl 'https://api.%s.io/v2/%s' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer %s'" % (c.org, pick(["orders?page=2", "me", "admin/settlements"]), tok)
    mc = joinp(tp([("Reproduced the 500 with 'Copy as cURL' from the browser:", "브라우저의 'Copy as cURL'로 500을 재현함:"),
                   ("The request the mobile app sends (captured with Charles):", "모바일 앱이 보내는 요청 (Charles로 캡처):")]), fence(art, "bash"))
    return "HTTP Bearer JWT (user access token)", mc, tp([("Strip the Authorization header before sharing requests.", "요청 공유 전에 Authorization 헤더를 지울 것."), ("", "")]), ask_default(c), [tok]


@secret_t
def s_table_accounts():
    c = new_ctx()
    rows = []
    sec = []
    for role in sample(["admin", "seller", "buyer", "cs-agent", "finance", "readonly"], rint(2, 4)):
        pw = human_password()
        rows.append("| %s | %s@%s.com | %s |" % (role, role.replace("-", ""), c.org, pw))
        sec.append(pw)
    art = "\n".join([t("| role | login | password |", "| 권한 | 로그인 | 비밀번호 |"), "|---|---|---|"] + rows)
    mc = tp([("I didn't have test accounts for the {E} back office.", "{E} 백오피스 테스트 계정이 없었음.")]).format(E=c.E)
    ls = joinp(tp([("Accounts from the QA sheet:", "QA 시트에 있던 계정:")]), art)
    return "markdown table of test-account passwords", mc, ls, ask_default(c), sec


@secret_t
def s_kubeconfig():
    c = new_ctx()
    if chance(0.5):
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": c.env,
                   "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:%s:deployer" % c.env}, alg="RS256", kid=rs(B64U, 43))
        user = "    token: %s" % tok
        sec = [tok]
    else:
        label, lines = pem_block("ec")
        pem = "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----\n" % "\n".join(lines)
        tok = b64e(pem.encode())
        user = "    client-certificate-data: DATA+OMITTED\n    client-key-data: %s" % tok
        sec = [tok]
    art = "apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: DATA+OMITTED\n    server: https://%s.%s.eks.amazonaws.com\n  name: %s\nusers:\n- name: deployer\n  user:\n%s" % (
        HX(32), c.region, c.env, user)
    mc = joinp(tp([("CI couldn't deploy to the cluster; the kubeconfig it used:", "CI가 클러스터에 배포를 못 함. 쓰던 kubeconfig:")]), fence(art, "yaml"))
    return "kubeconfig credentials", mc, tp([("Use OIDC federation for CI instead of long-lived tokens.", "CI는 장기 토큰 대신 OIDC 연동을 쓸 것."), ("", "")]), ask_default(c), sec


@secret_t
def s_registry_config():
    c = new_ctx()
    k = rint(0, 7)
    if k == 0:
        tok = "npm_" + rs(ALNUM, 36)
        art, fn = "@%s:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s" % (c.org, tok), ".npmrc"
    elif k == 1:
        tok = "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, 150)
        art, fn = "[pypi]\n  username = __token__\n  password = %s" % tok, "~/.pypirc"
    elif k == 2:
        tok = rs(B32L, 52)
        art, fn = "[global]\nindex-url = https://%s:%s@pkgs.dev.azure.com/%s/_packaging/py/pypi/simple/" % (c.org, tok, c.org), "pip.conf"
    elif k == 3:
        tok = pick([strong_password(), "AKCp" + rs(ALNUM, 69)])
        art, fn = "<servers>\n  <server>\n    <id>%s-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (c.org, c.user, tok), "~/.m2/settings.xml"
    elif k == 4:
        tok = g_gh("ghp_")
        art, fn = '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </github>\n</packageSourceCredentials>' % (c.user, tok), "NuGet.Config"
    elif k == 5:
        tok = "cio" + rs(ALNUM, 32)
        art, fn = '[registry]\ntoken = "%s"' % tok, "~/.cargo/credentials.toml"
    elif k == 6:
        tok = g_gh("ghp_")
        art, fn = json.dumps({"github-oauth": {"github.com": tok}, "http-basic": {}}, indent=4), "auth.json (composer)"
    else:
        tok = "npm_" + rs(ALNUM, 36)
        art, fn = 'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "%s"' % tok, ".yarnrc.yml"
    mc = joinp(tp([("Private package install failed with 401 on my machine; the working {F} from the build agent:",
                    "내 머신에서 private 패키지 설치가 401로 실패. 빌드 에이전트의 {F}:"),
                   ("Didn't know publishing needs a token in {F}:", "배포(publish)할 때 {F}에 토큰이 필요한 줄 몰랐음:")]).format(F=fn), fence(art))
    return "package registry credentials (%s)" % fn, mc, tp([("Use the env var form (${NPM_TOKEN}) in committed config.", "커밋되는 설정에는 ${NPM_TOKEN} 같은 환경변수 형식을 쓸 것."), ("", "")]), ask_default(c), [tok]


@secret_t
def s_network_device():
    c = new_ctx()
    k = rint(0, 3)
    pw = pick([human_password(), strong_password(12), kb_password()])
    if k == 0:
        art, name = "username admin privilege 15 password 0 %s\nenable password %s" % (pw, pw), "Cisco IOS plaintext password"
    elif k == 1:
        pw = rs(ALNUM, rint(10, 16))
        art, name = "snmp-server community %s RO 10\nsnmp-server location IDC-%s" % (pw, pick(["GASAN", "MOK-DONG", "PANGYO"])), "SNMP community string"
    elif k == 2:
        art, name = "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (ip_private(), pw), "IPMI password (-P)"
    else:
        art, name = "/user add name=ops group=full password=%s" % pw, "MikroTik user password"
    mc = joinp(tp([("Needed to power-cycle the bare-metal node and didn't know the BMC login:", "베어메탈 노드를 재부팅해야 했는데 BMC 로그인 정보를 몰랐음:"),
                   ("Network config for the branch router (from the backup):", "지점 라우터 네트워크 설정 (백업에서):")]), fence(art))
    return "network device: %s" % name, mc, "", ask_default(c), [pw]


@secret_t
def s_vault_init():
    c = new_ctx()
    keys = [b64e(rbytes(33)) for _ in range(5)]
    root = "hvs." + rs(B64U, 24)
    shown = rint(3, 5)
    lines = ["Unseal Key %d: %s" % (i + 1, keys[i]) for i in range(shown)]
    art = "\n".join(lines) + "\n\nInitial Root Token: %s\n\nVault initialized with 5 key shares and a key threshold of 3." % root
    mc = tp([("The Vault pod restarted sealed and nobody knew where the unseal keys are.", "Vault 파드가 sealed 상태로 재시작됐는데 unseal 키가 어디 있는지 아무도 몰랐음.")])
    ls = joinp(tp([("Output of `vault operator init` that was saved in the ops channel:", "ops 채널에 저장돼 있던 `vault operator init` 출력:")]), fence(art))
    return "Vault unseal keys + root token [HashiCorp Vault]", mc, ls, ask_default(c), keys[:shown] + [root]


@secret_t
def s_tf_output():
    c = new_ctx()
    pw = strong_password(rint(16, 24))
    art = '$ terraform output -json\n{\n  "db_endpoint": {"sensitive": false, "type": "string", "value": "%s"},\n  "db_password": {"sensitive": true, "type": "string", "value": "%s"}\n}' % (c.host, pw)
    mc = tp([("Didn't know that `terraform output -json` prints sensitive values in clear text.", "`terraform output -json`이 sensitive 값도 평문으로 출력한다는 걸 몰랐음.")])
    ls = fence(art, "json")
    return "terraform output -json sensitive value", mc, ls, ask_default(c), [pw]


@secret_t
def s_join_tokens():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        tok = rs(ALNUM_L, 6) + "." + rs(ALNUM_L, 16)
        art = "kubeadm join %s:6443 --token %s \\\n    --discovery-token-ca-cert-hash sha256:%s" % (ip_private(), tok, hx(64))
        name = "kubeadm bootstrap token"
    elif k == 1:
        tok = "K10" + hx(64) + "::server:" + hx(32)
        art = "curl -sfL https://get.k3s.io | K3S_URL=https://%s:6443 K3S_TOKEN=%s sh -" % (ip_private(), tok)
        name = "k3s join token"
    else:
        tok = "SWMTKN-1-" + rs(ALNUM_L, 50) + "-" + rs(ALNUM_L, 25)
        art = "docker swarm join --token %s %s:2377" % (tok, ip_private())
        name = "Docker Swarm join token"
    mc = joinp(tp([("Adding a worker node: I didn't know the join command had to be regenerated. The one in the wiki:",
                    "워커 노드 추가 시 join 명령을 새로 만들어야 하는 줄 몰랐음. 위키에 있던 것:")]), fence(art, "bash"))
    return "cluster join token: %s" % name, mc, tp([("Join tokens grant cluster membership; keep TTLs short.", "join 토큰은 클러스터 참여 권한이라 TTL을 짧게 둘 것."), ("", "")]), ask_default(c), [tok]


@secret_t
def s_encryption_keys():
    c = new_ctx()
    k = rint(0, 4)
    if k == 0:
        v = b64u(rbytes(32)) + "="
        art, name = "FIELD_ENCRYPTION_KEY=%s" % v, "Fernet key"
        sec = [v]
    elif k == 1:
        v = b64e(rbytes(32))
        art, name = 'encrypt = "%s"' % v, "Consul gossip encryption key"
        sec = [v]
    elif k == 2:
        v = b64e(rbytes(32))
        art = "kind: EncryptionConfiguration\napiVersion: apiserver.config.k8s.io/v1\nresources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: %s\n      - identity: {}" % v
        name, sec = "k8s EncryptionConfiguration key", [v]
    elif k == 3:
        a, b, s = rs(ALNUM, 32), rs(ALNUM, 32), rs(ALNUM, 32)
        art = "active_record_encryption:\n  primary_key: %s\n  deterministic_key: %s\n  key_derivation_salt: %s" % (a, b, s)
        name, sec = "Rails Active Record encryption keys", [a, b, s]
    else:
        v = hx(32)
        art, name = "$ cat config/master.key\n%s" % v, "Rails master.key"
        sec = [v]
    mc = joinp(tp([("Couldn't decrypt the fixtures locally; the key the {E} app uses:", "로컬에서 fixture 복호화가 안 됨. {E} 앱이 쓰는 키:"),
                   ("Didn't know where the {N} for {P} comes from. It is:", "{P}의 {N}이(가) 어디서 오는지 몰랐음. 이거임:")]).format(E=c.E, N=name, P=c.p), fence(art))
    return "encryption key: %s" % name, mc, "", ask_default(c), sec


@secret_t
def s_vpn():
    c = new_ctx()
    pw = pick([human_password(), kb_password()])
    if chance(0.5):
        art = "$ cat /etc/openvpn/auth.txt\n%s\n%s" % (pick(KNAMES), pw)
        name = "OpenVPN auth-user-pass file"
    else:
        pw = pick([strong_password(24), passphrase("-", 4)])
        art = '# /etc/ipsec.secrets\n%s %s : PSK "%s"' % (ip_private(), "203.0.113.%d" % rint(2, 250), pw)
        name = "IPsec pre-shared key"
    mc = joinp(tp([("Site-to-site tunnel to the partner was down; the config on our side:", "파트너사와의 site-to-site 터널이 끊김. 우리 쪽 설정:"),
                   ("The build server connects to the office VPN at boot; credentials are in:", "빌드 서버가 부팅 시 사무실 VPN에 붙음. 인증 정보 위치:")]), fence(art))
    return "VPN: %s" % name, mc, "", ask_default(c), [pw]


@secret_t
def s_sql_user():
    c = new_ctx()
    pw = db_password().replace("'", "")
    k = rint(0, 3)
    u = pick(["app_rw", "report_ro", "etl", c.p.replace("-", "_")])
    if k == 0:
        art = "CREATE USER %s WITH PASSWORD '%s';\nGRANT CONNECT ON DATABASE app TO %s;" % (u, pw, u)
    elif k == 1:
        art = "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';\nFLUSH PRIVILEGES;" % (u, pw)
    elif k == 2:
        art = 'db.createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "orders" }] })' % (u, pw)
    else:
        art = "CREATE LOGIN %s WITH PASSWORD = '%s';" % (u, pw)
    mc = joinp(tp([("The migration that created the {U} user (from db/init.sql):", "{U} 유저를 만든 마이그레이션 (db/init.sql):"),
                   ("Didn't know how the read-only reporting user was created:", "리포팅용 읽기 전용 유저가 어떻게 만들어졌는지 몰랐음:")]).format(U=u), fence(art, "sql"))
    return "SQL CREATE/ALTER USER password", mc, tp([("Don't put passwords in migrations; set them from the secret store.", "마이그레이션에 비밀번호 넣지 말고 secret store에서 설정할 것."), ("", "")]), ask_default(c), [pw]


@secret_t
def s_cli_password_flags():
    c = new_ctx()
    pw = pick([human_password(), strong_password(14), kb_password()])
    k = rint(0, 5)
    art = ["htpasswd -bc /etc/nginx/.htpasswd admin '%s'" % pw,
           "openssl pkcs12 -export -in cert.pem -inkey key.pem -out client.p12 -passout pass:%s" % pw,
           "zip -r -P '%s' export_%s.zip export/" % (pw, c.date.replace("-", "")),
           "7z a -p'%s' -mhe=on backup.7z /srv/backup" % pw,
           "keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 -srcstorepass '%s' -deststorepass '%s'" % (pw, pw),
           "unzip -P '%s' partner_settlement.zip" % pw][k]
    leads = [[("Basic auth for the internal docs site was set up with:", "내부 문서 사이트 Basic 인증은 이렇게 설정됨:")],
             [("The client certificate bundle for the partner was exported with:", "파트너용 클라이언트 인증서 번들은 이렇게 export함:")],
             [("The command used to produce the file we sent to the partner:", "파트너에 보낸 파일을 만든 명령:")],
             [("Didn't know how the backup archive is protected. From the runbook:", "백업 압축 파일이 어떻게 보호되는지 몰랐음. 런북:")],
             [("Keystore migration step from the Android release notes:", "안드로이드 릴리스 노트의 keystore 마이그레이션 단계:")],
             [("The partner's settlement file arrives encrypted; we open it with:", "파트너 정산 파일은 암호화돼서 오고, 이렇게 열음:")]][k]
    mc = joinp(tp(leads), fence(art, "bash"))
    return "CLI password flag (%s)" % art.split()[0], mc, "", ask_default(c), [pw]


@secret_t
def s_postman_env():
    c = new_ctx()
    key = pick([g_openai_proj(), "sk_live_" + rs(ALNUM, 24), hx(32), "glpat-" + rs(B64U, 20)])
    pw = human_password()
    doc = {"id": uuid4(), "name": "%s %s" % (c.p, c.env), "values": [
        {"key": "baseUrl", "value": "https://api.%s.io" % c.org, "enabled": True},
        {"key": "apiKey", "value": key, "type": "secret", "enabled": True},
        {"key": "adminPassword", "value": pw, "type": "secret", "enabled": True}], "_postman_variable_scope": "environment"}
    art = json.dumps(doc, indent=1)
    mc = joinp(tp([("The Postman environment exported into the repo (postman/{E}.json):", "repo에 export된 Postman 환경 (postman/{E}.json):")]).format(E=c.env), fence(art, "json"))
    return "Postman environment export", mc, tp([("'type: secret' only hides it in the UI; the export still has the value.", "'type: secret'은 UI에서만 가리고 export에는 값이 그대로 있음."), ("", "")]), ask_default(c), [key, pw]


@secret_t
def s_initial_admin():
    c = new_ctx()
    k = rint(0, 3)
    if k == 0:
        pw = hx(32)
        art = "$ sudo cat /var/lib/jenkins/secrets/initialAdminPassword\n%s" % pw
        name = "Jenkins initialAdminPassword"
    elif k == 1:
        pw = rs(ALNUM + "-", 16)
        art = "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n%s" % pw
        name = "Argo CD initial admin password"
    elif k == 2:
        pw = rs(ALNUM, 24)
        art = "bind-addr: 0.0.0.0:8080\nauth: password\npassword: %s\ncert: false" % pw
        name = "code-server password"
    else:
        pw = pick([human_password(), strong_password()])
        art = "GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD=%s" % pw
        name = "Grafana admin password"
    mc = joinp(tp([("Needed admin access to the new {N} instance. Got it this way:", "새 {N} 인스턴스의 관리자 권한이 필요했음. 이렇게 얻음:")]).format(N=name.split()[0]), fence(art))
    return "initial admin password: %s" % name, mc, tp([("Change the bootstrap admin password right after setup.", "설치 직후 초기 관리자 비밀번호를 바꿀 것."), ("", "")]), ask_default(c), [pw]


@secret_t
def s_ko_shared():
    c = new_ctx()
    pw = pick([kb_password(), human_password(), kb_password()])
    sys_ = pick([("DB access-control gateway (DBSAFER)", "DB 접근제어(DBSAFER)"), ("the groupware", "그룹웨어"), ("the ERP test server", "ERP 테스트 서버"),
                 ("the CCTV NVR", "CCTV NVR"), ("the 홈택스 tax account", "홈택스 공용 계정")])
    s = tp([("Team lead shared the {S} login in DM: id {U} / pw {X}", "팀장님이 DM으로 {S} 계정 공유: id {U} / pw {X}"),
            ("{S} account is {U}, password {X} — please don't change it", "{S} 계정 {U}, 비번 {X} — 바꾸지 말아주세요")]).format(S=t(*sys_), U=pick([c.user, "admin", "dev"]), X=pw)
    mc = tp([("Could not get into {S} to check the batch result.", "배치 결과 확인하려는데 {S} 접속이 안 됐음.")]).format(S=t(*sys_))
    if chance(0.5):
        return "chat: shared account password (KR systems)", mc, s, ask_default(c), [pw]
    return "chat: shared account password (KR systems)", s, tp([("Request personal accounts instead of sharing one.", "공용 계정 대신 개인 계정을 신청할 것.")]), ask_default(c), [pw]


@secret_t
def s_es_url():
    c = new_ctx()
    pw = pick([strong_password(), human_password(), rs(ALNUM, 20)])
    u = pick(["elastic", "kibana_system", "grafana", "logstash_writer"])
    art = pick(["elasticsearch.hosts: [\"https://%s:%s@es.%s.io:9200\"]" % (u, pct(pw), c.org),
                "output.elasticsearch:\n  hosts: [\"es.%s.io:9200\"]\n  username: \"%s\"\n  password: \"%s\"" % (c.org, u, pw)])
    sec = [pct(pw)] if "@es." in art else [pw]
    mc = joinp(tp([("Log shipping stopped after the cluster upgrade. Shipper config:", "클러스터 업그레이드 후 로그 전송이 멈춤. 수집기 설정:")]), fence(art, "yaml"))
    return "Elasticsearch credentials in URL/config [Elastic]", mc, "", ask_default(c), sec


@secret_t
def s_sentry_legacy_dsn():
    c = new_ctx()
    pub, sec = hx(32), hx(32)
    dsn = "https://%s:%s@o%d.ingest.sentry.io/%d" % (pub, sec, rint(10000, 999999), rint(1000000, 9999999))
    mc = joinp(tp([("The old backend still uses the legacy Sentry DSN with a secret part:", "예전 백엔드는 아직 secret 부분이 있는 레거시 Sentry DSN을 씀:")]), "SENTRY_DSN=%s" % dsn)
    ls = tp([("Only the public-key DSN is needed now; the secret key part should be removed and rotated.", "지금은 public key DSN만 있으면 됨. secret 부분은 제거하고 교체할 것.")])
    return "legacy Sentry DSN with secret key [Sentry]", mc, ls, ask_default(c), [sec]


@secret_t
def s_token_in_log_url():
    c = new_ctx()
    tok = pick([rs(B64U, 40), hx(40), g_gh("gho_"), "EAA" + rs(ALNUM, 120)])
    art = '%s - - [%s:%s +0900] "GET /api/v1/export?format=csv&access_token=%s HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"' % (
        ip_private(), "03/Nov/2025", rtime(), tok)
    mc = joinp(tp([("nginx access log line for the slow export (token passed as a query param!):", "느린 export의 nginx access log (토큰이 쿼리 파라미터로 넘어감!):")]), art)
    return "access log with token in query string", mc, tp([("Send tokens in headers; query strings get logged.", "토큰은 헤더로 보낼 것. 쿼리 스트링은 로그에 남음.")]), ask_default(c), [tok]


@secret_t
def s_flask_cookie():
    c = new_ctx()
    val = b64u(json.dumps({"user_id": rint(1, 99999), "is_admin": True}, separators=(",", ":")).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 27)
    art = "Set-Cookie: session=%s; HttpOnly; Path=/; SameSite=Lax" % val
    mc = joinp(tp([("The admin flag is in the Flask session cookie; captured response header:", "admin 플래그가 Flask 세션 쿠키에 있음. 캡처한 응답 헤더:")]), art)
    return "Set-Cookie signed session (Flask)", mc, tp([("The cookie is signed, not encrypted, and it is a live session.", "이 쿠키는 암호화가 아니라 서명만 된 것이고 살아 있는 세션임.")]), ask_default(c), [val]


@secret_t
def s_hmac_code():
    c = new_ctx()
    key, sec = rs(ALNUM, 40), rs(ALNUM, 40)
    lang = rint(0, 1)
    if lang == 0:
        art = ('ACCESS_KEY = "%s"\nSECRET_KEY = "%s"\n\npayload = {"access_key": ACCESS_KEY, "nonce": str(uuid.uuid4())}\n'
               'token = jwt.encode(payload, SECRET_KEY, algorithm="HS256")') % (key, sec)
    else:
        art = ('const accessKey = "%s";\nconst secretKey = "%s";\nconst sig = crypto.createHmac("sha512", secretKey).update(query).digest("hex");') % (key, sec)
    mc = joinp(tp([("The trading bot signs requests like this (keys hardcoded in bot.py):", "트레이딩 봇이 이렇게 요청을 서명함 (bot.py에 키 하드코딩):")]), fence(art))
    return "exchange API key pair hardcoded in code [Upbit]", mc, "", ask_default(c), [key, sec]


# --------------------------------------------------------------------------------------
# bespoke CLEAN templates that LOOK risky (no credential inside).  return (cat, mc, ls, ask)
# --------------------------------------------------------------------------------------
CLEAN_T = []


def clean_t(fn):
    CLEAN_T.append(fn)
    return fn


def ask_clean(c):
    return tp([("Is this documented anywhere?", "이거 어디 문서화되어 있나요?"), ("Who maintains this part?", "이 부분 담당자가 누구인가요?"),
               ("Should this go into the onboarding doc?", "이거 온보딩 문서에 넣을까요?"), ("", ""), ("", "")])


def sha1():
    return hx(40)


@clean_t
def c_git_log():
    c = new_ctx()
    lines = []
    for _ in range(rint(3, 7)):
        lines.append("%s %s" % (hx(7) if chance(0.6) else hx(40), pick(["fix: retry on 429", "feat(api): add cursor pagination", "chore(deps): bump axios to 1.7.7",
                                                                         "revert \"feat: new checkout\"", "refactor: split settlement job", "docs: update runbook",
                                                                         "fix(ko): 정산 금액 반올림 오류 수정", "test: flaky timezone test 고정"])))
    art = "$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines))
    if chance(0.4):
        art += "\n$ git rev-parse HEAD\n%s" % hx(40)
    mc = joinp(tp([("Didn't know which commit broke the {E} build. Recent history:", "{E} 빌드를 깨뜨린 커밋을 몰랐음. 최근 히스토리:"),
                   ("Bisect narrowed it down to these commits:", "bisect로 좁힌 커밋들:")]).format(E=c.E), fence(art, "bash"))
    ls = tp([("`git bisect run make test` finds it in a few minutes.", "`git bisect run make test`로 몇 분이면 찾음."),
             ("The revert commit is what production runs now.", "지금 운영에는 revert 커밋이 배포되어 있음.")])
    return "git log / commit SHAs", mc, ls, ask_clean(c)


@clean_t
def c_checksums():
    c = new_ctx()
    files = ["%s-%s-%s.tar.gz" % (c.p, "v%d.%d.%d" % (rint(0, 3), rint(0, 20), rint(0, 9)), pick(["linux-amd64", "linux-arm64", "darwin-arm64", "windows-amd64"])) for _ in range(rint(2, 4))]
    art = "\n".join("%s  %s" % (hx(64), f) for f in files)
    if chance(0.4):
        art = "$ sha256sum -c SHA256SUMS\n" + "\n".join("%s: OK" % f for f in files) + "\n\n" + art
    mc = joinp(tp([("Didn't know releases are verified against SHA256SUMS. The file for this release:", "릴리스를 SHA256SUMS로 검증하는 줄 몰랐음. 이번 릴리스 파일:"),
                   ("Checksum mismatch on the arm64 artifact; expected values:", "arm64 아티팩트 체크섬 불일치. 기대 값:")]), fence(art))
    return "sha256 checksums of release artifacts", mc, tp([("Re-download if the checksum differs; the CDN cached a partial upload once.", "체크섬 다르면 다시 받을 것. CDN이 업로드 중간 파일을 캐시한 적 있음.")]), ask_clean(c)


@clean_t
def c_docker_digest():
    c = new_ctx()
    dgst = "sha256:" + hx(64)
    img = "ghcr.io/%s/%s" % (c.org, c.p)
    art = pick(["$ docker pull %s:%s\n%s: Pulling from %s/%s\nDigest: %s\nStatus: Downloaded newer image for %s:%s" % (img, c.env, c.env, c.org, c.p, dgst, img, c.env),
                "      containers:\n        - name: app\n          image: %s@%s" % (img, dgst),
                "FROM python:3.12-slim@sha256:%s" % hx(64)])
    mc = joinp(tp([("Pinned the image by digest so {E} and staging run the same bits:", "{E}과(와) staging이 같은 이미지를 돌리도록 digest로 고정함:"),
                   ("Didn't know the deploy pins images by digest, not tag:", "배포가 태그가 아니라 digest로 이미지를 고정하는 줄 몰랐음:")]).format(E=c.E), fence(art))
    return "container image digest", mc, tp([("Tags are mutable; digests are not.", "태그는 바뀔 수 있지만 digest는 안 바뀜."), ("", "")]), ask_clean(c)


@clean_t
def c_lock_integrity():
    c = new_ctx()
    if chance(0.5):
        art = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            "axios", 1, 7, 7, "axios", "axios", 1, 7, 7, rs(B64, 86))
        lab = "package-lock integrity hash"
    else:
        pk = pick(["requests", "urllib3", "pydantic", "numpy"])
        art = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pk, rint(1, 2), rint(0, 30), rint(0, 9), hx(64), hx(64))
        lab = "pip --require-hashes lines"
    mc = joinp(tp([("CI failed with an integrity mismatch after I edited the lockfile by hand:", "lockfile을 손으로 고쳤더니 CI가 integrity 불일치로 실패:")]), fence(art))
    return lab, mc, tp([("Regenerate lockfiles with the tool; never edit hashes manually.", "lockfile은 도구로 재생성할 것. 해시를 손으로 고치지 말 것.")]), ask_clean(c)


@clean_t
def c_request_ids():
    c = new_ctx()
    lines = []
    for _ in range(rint(3, 5)):
        lines.append("%s %s request_id=%s trace_id=%s span_id=%s status=%d dur=%dms" % (
            rts()[11:23], pick(["INFO", "WARN", "ERROR"]), uuid4(), hx(32), hx(16), pick([200, 200, 499, 502, 504]), rint(3, 9000)))
    art = "\n".join(lines)
    if chance(0.4):
        art += "\nx-amzn-RequestId: %s\ncf-ray: %s-ICN\ntraceparent: 00-%s-%s-01" % (uuid4(), hx(16), hx(32), hx(16))
    mc = joinp(tp([("Had to correlate the 502s with upstream logs; the lines I used:", "502를 upstream 로그와 맞춰봐야 했음. 사용한 로그:"),
                   ("Didn't know how to find a request in Tempo. These are the ids from the gateway log:", "Tempo에서 요청 찾는 법을 몰랐음. 게이트웨이 로그의 id들:")]), fence(art))
    return "request/trace IDs in logs", mc, tp([("Search by trace_id in Tempo, request_id in Loki.", "Tempo에서는 trace_id, Loki에서는 request_id로 검색."), ("", "")]), ask_clean(c)


@clean_t
def c_ssh_pub():
    c = new_ctx()
    keys = []
    for _ in range(rint(1, 3)):
        if chance(0.6):
            keys.append("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s" % (rs(B64, 43), pick(KNAMES), pick(["macbook", "laptop", "ci"])))
        else:
            keys.append("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@%s" % (rs(B64, 180), pick(KNAMES), "desktop"))
    art = "\n".join(keys)
    fp = "256 SHA256:%s %s (ED25519)" % (rs(B64, 43), keys[0].split()[-1])
    mc = joinp(tp([("Needed to grant a new teammate access to the bastion. Their public key:", "새 팀원에게 bastion 접근 권한을 줘야 했음. 공개 키:"),
                   ("authorized_keys on the deploy host currently has:", "배포 호스트 authorized_keys 현재 내용:")]), fence(art))
    ls = tp([("Verify the fingerprint out-of-band: {F}", "지문은 별도 채널로 확인할 것: {F}")]).format(F=fp)
    return "SSH public keys and fingerprint", mc, ls, ask_clean(c)


@clean_t
def c_known_hosts():
    c = new_ctx()
    fp = "SHA256:" + rs(B64, 43)
    art = ("@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n"
           "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nThe fingerprint for the ED25519 key sent by the remote host is\n%s.\n"
           "Offending ED25519 key in /home/%s/.ssh/known_hosts:%d") % (fp, c.user, rint(3, 40))
    mc = joinp(tp([("SSH to the rebuilt bastion failed:", "재구축된 bastion에 SSH가 실패:")]), fence(art))
    ls = tp([("The host was rebuilt, so the new key is expected; remove the old line with ssh-keygen -R.", "호스트를 재구축해서 키가 바뀐 게 정상. ssh-keygen -R로 예전 줄을 지울 것.")])
    return "SSH host key fingerprint warning", mc, ls, ask_clean(c)


@clean_t
def c_gpg():
    c = new_ctx()
    fpr = HX(40)
    art = "pub   ed25519 %s [SC] [expires: %s]\n      %s\nuid           [ultimate] %s <%s@%s.com>\nsub   cv25519 %s [E]" % (
        rdate(), rdate(), fpr, pick(KNAMES).title(), pick(KNAMES), c.org, rdate())
    if chance(0.5):
        art += "\n\n$ git config user.signingkey %s" % fpr[-16:]
    mc = joinp(tp([("Commits showed 'Unverified' on GitHub; my key:", "GitHub에서 커밋이 'Unverified'로 나옴. 내 키:"),
                   ("Release tags must be signed. The release key is:", "릴리스 태그는 서명해야 함. 릴리스 키:")]), fence(art))
    return "GPG public key listing / fingerprint", mc, tp([("Upload the public key to GitHub and match the email on the uid.", "공개 키를 GitHub에 올리고 uid의 이메일을 맞춰야 함.")]), ask_clean(c)


@clean_t
def c_cert():
    c = new_ctx()
    lines = ["MII%sTCCA%sgAwIBAgIQ%s" % (rs(ALNUM, 1), rs(ALNUM, 2), rs(B64, 49))] + [rs(B64, 64) for _ in range(rint(2, 4))]
    art = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines)
    info = "$ openssl x509 -in ca.crt -noout -subject -serial -fingerprint -sha256\nsubject=CN = %s Internal CA\nserial=%s\nsha256 Fingerprint=%s" % (
        c.org, HX(32), ":".join(HX(2) for _ in range(32)))
    mc = joinp(tp([("TLS to the internal API failed with 'unknown authority'; the CA bundle we ship starts with:",
                    "내부 API TLS가 'unknown authority'로 실패. 우리가 배포하는 CA 번들 앞부분:")]), fence(art))
    return "X.509 certificate (public) + fingerprint", mc, fence(info), ask_clean(c)


@clean_t
def c_aws_ids():
    c = new_ctx()
    acct = dg(12)
    art = json.dumps({"UserId": "AROA" + rs(B32, 17) + ":" + pick(KNAMES), "Account": acct,
                      "Arn": "arn:aws:sts::%s:assumed-role/%s-deployer/%s" % (acct, c.p, pick(KNAMES))}, indent=4)
    extra = "KMS key: arn:aws:kms:%s:%s:key/%s\nRole: arn:aws:iam::%s:role/%s-ci" % (c.region, acct, uuid4(), acct, c.p)
    mc = joinp(tp([("Was deploying with the wrong profile. `aws sts get-caller-identity` showed:", "엉뚱한 프로필로 배포하고 있었음. `aws sts get-caller-identity` 결과:")]), fence(art, "json"))
    return "AWS account id / ARNs / unique ids", mc, joinp(tp([("Correct targets:", "올바른 대상:")]), fence(extra)), ask_clean(c)


@clean_t
def c_oauth_client_ids():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        art = "GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nGOOGLE_REDIRECT_URI=https://%s.io/auth/google/callback" % (g_google_clientid(), c.org)
    elif k == 1:
        art = "azure:\n  tenant_id: %s\n  client_id: %s\n  client_secret: ${AZURE_CLIENT_SECRET}\n  subscription_id: %s" % (uuid4(), uuid4(), uuid4())
    else:
        art = "kakao:\n  app-id: %d\n  redirect-uri: https://%s.co.kr/oauth/kakao\nnaver:\n  client-id: %s\n  client-secret: ${NAVER_CLIENT_SECRET}" % (rint(100000, 999999), c.org, rs(ALNUM, 20))
    mc = joinp(tp([("Login with the provider failed with redirect_uri_mismatch. Our config:", "소셜 로그인이 redirect_uri_mismatch로 실패. 우리 설정:")]), fence(art))
    return "OAuth client IDs / tenant IDs (secret via env)", mc, tp([("The redirect URI must match exactly, trailing slash included.", "redirect URI는 끝의 슬래시까지 정확히 일치해야 함.")]), ask_clean(c)


@clean_t
def c_payment_ids():
    c = new_ctx()
    if chance(0.5):
        art = "customer=cus_%s payment_intent=pi_%s charge=ch_%s event=evt_%s price=price_%s account=acct_%s" % (
            rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 24), rs(ALNUM, 16))
        lab = "Stripe object IDs"
    else:
        art = json.dumps({"paymentKey": "tgen_" + dg(14) + rs(ALNUM, 8), "orderId": "order-%s-%04d" % (c.date.replace("-", ""), rint(1, 9999)),
                          "status": "DONE", "method": "카드", "totalAmount": rint(1000, 500000)}, ensure_ascii=False)
        lab = "Toss Payments paymentKey / orderId"
    mc = joinp(tp([("Refund didn't go through; the ids from the webhook:", "환불이 처리되지 않음. 웹훅에 있던 id들:"),
                   ("Support asked for the payment identifiers:", "CS팀이 결제 식별자를 요청함:")]), art)
    ls = tp([("Idempotency-Key: {K} was reused, which is why the retry was a no-op.", "Idempotency-Key: {K} 가 재사용돼서 재시도가 무시됐음.")]).format(K=uuid4())
    return "payment object IDs / idempotency key", mc, ls, ask_clean(c)


@clean_t
def c_base64_data():
    c = new_ctx()
    k = rint(0, 3)
    if k == 0:
        raw = '{"alg":"RS256","typ":"JWT","kid":"%s"}' % hx(16)
        art = "$ echo -n '%s' | base64\n%s" % (raw, b64e(raw.encode()))
    elif k == 1:
        raw = "feature_flags:\n  new_checkout: true\n  ko_locale: true\n"
        art = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.yaml: %s" % (c.p, b64e(raw.encode()))
    elif k == 2:
        raw = json.dumps({"page": rint(2, 40), "sort": "created_at", "after": rint(10 ** 6, 10 ** 7)}, separators=(",", ":"))
        art = "next_cursor=%s  (= base64 of %s)" % (b64e(raw.encode()), raw)
    else:
        raw = "안녕하세요 %s 팀" % c.p
        art = "$ echo -n '%s' | base64\n%s" % (raw, b64e(raw.encode()))
    mc = joinp(tp([("Thought this base64 value was a token, but it decodes to plain data:", "이 base64 값이 토큰인 줄 알았는데 디코딩해 보니 그냥 데이터:"),
                   ("The cursor/config value is just base64-encoded JSON:", "커서/설정 값은 그냥 base64로 인코딩한 JSON:")]), fence(art))
    return "base64 of non-secret data", mc, tp([("Decode before assuming something is a secret.", "시크릿이라고 단정하기 전에 디코딩해 볼 것.")]), ask_clean(c)


@clean_t
def c_jwt_decoded():
    c = new_ctx()
    hdr = json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 43)})
    pl = json.dumps({"iss": "https://auth.%s.io/" % c.org, "aud": c.p, "sub": "user_%d" % rint(1000, 99999), "exp": epoch(), "scope": "orders:read"})
    mc = tp([("Token validation failed with 'kid not found'. Decoded header and payload (signature omitted):",
              "토큰 검증이 'kid not found'로 실패. 디코딩한 헤더와 페이로드 (서명 제외):")]) + "\n" + hdr + "\n" + pl
    ls = tp([("The JWKS is cached for 24h; after key rotation the gateway needs a reload.", "JWKS가 24시간 캐시됨. 키 교체 후 게이트웨이 재로딩 필요.")])
    return "decoded JWT header/payload (no token)", mc, ls, ask_clean(c)


@clean_t
def c_pw_policy():
    c = new_ctx()
    mn = rint(10, 16)
    regex = "^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$" % mn
    mc = tp([("Signup rejected passwords and I didn't know the policy. Rule: at least {N} characters, upper, lower, digit, symbol; regex:",
              "회원가입에서 비밀번호가 거부됐는데 정책을 몰랐음. 규칙: {N}자 이상, 대/소문자, 숫자, 특수문자. 정규식:")]).format(N=mn) + "\n" + regex
    ls = tp([("NIST 800-63B says length beats complexity; we also check the breached-password list (k-anonymity API) and bcrypt with cost 12.",
              "NIST 800-63B 기준으로는 복잡도보다 길이가 중요. 유출 비밀번호 목록(k-anonymity API)도 확인하고 bcrypt cost 12로 저장함."),
             ("Passwords are hashed with argon2id (m=64MiB, t=3, p=1); the policy lives in auth/policy.py.",
              "비밀번호는 argon2id (m=64MiB, t=3, p=1)로 해시함. 정책은 auth/policy.py에 있음.")])
    ask = tp([("Should the Korean-keyboard check (한글 자판 입력 감지) be part of the policy?", "한글 자판으로 입력한 비밀번호 감지도 정책에 넣을까요?"),
              ("Do we still force rotation every 90 days?", "아직 90일마다 강제 변경하나요?")])
    return "password policy discussion", mc, ls, ask


@clean_t
def c_port_flags():
    c = new_ctx()
    cmds = sample(["docker run -d -p 8080:80 -p 8443:443 nginx:1.27",
                   "ssh -p 2222 %s@bastion.%s.io" % (c.user, c.org),
                   "mysql -h %s -P 3306 -u %s -p" % (hostp(c, "mysql"), c.user),
                   "redis-cli -h %s -p 6380 PING" % hostp(c, "redis"),
                   "psql -h %s -p 5433 -U %s -W %s" % (hostp(c, "pg"), c.user, c.p.replace("-", "_")),
                   "scp -P 2222 dump.sql %s@%s:/tmp/" % (c.user, c.host),
                   "kubectl -n %s port-forward svc/%s 15432:5432" % (c.env, c.p),
                   "iperf3 -c %s -p 5201 -t 30" % ip_private(),
                   "pg_isready -h %s -p 5432" % c.host,
                   "ssh -L 5432:%s:5432 -p 22 jump" % c.host], rint(2, 4))
    art = "\n".join(cmds)
    mc = joinp(tp([("The non-default ports confused me; these are the working commands ({E}):", "기본 포트가 아니라서 헷갈렸음. 동작하는 명령 ({E}):"),
                   ("Commands for reaching the {E} services through the bastion:", "bastion 경유로 {E} 서비스에 붙는 명령:")]).format(E=c.E), fence(art, "bash"))
    ls = tp([("-p is the port for ssh/docker/redis-cli but -P for scp/mysql; mysql -p alone prompts for the password.",
              "ssh/docker/redis-cli는 -p가 포트, scp/mysql은 -P가 포트. mysql -p만 쓰면 비밀번호 프롬프트가 뜸.")])
    return "CLI -p/-P port flags (no password)", mc, ls, ask_clean(c)


@clean_t
def c_placeholders():
    c = new_ctx()
    ph = ["<your-api-key>", "YOUR_TOKEN_HERE", "xxxxxxxxxxxxxxxx", "********", "[REDACTED]", "<redacted>", "changeme-in-vault", "${API_KEY}", "sk-...", "REPLACE_WITH_REAL_KEY"]
    keys = sample(["OPENAI_API_KEY", "STRIPE_SECRET_KEY", "SLACK_BOT_TOKEN", "DB_PASSWORD", "GITHUB_TOKEN", "SENDGRID_API_KEY", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY", "AWS_SECRET_ACCESS_KEY"], rint(3, 5))
    art = "\n".join("%s=%s" % (k, pick(ph)) for k in keys)
    mc = joinp(tp([("README's sample config (all placeholders, real values come from vault):", "README의 샘플 설정 (전부 placeholder, 실제 값은 vault):"),
                   ("The .env.example I created for new devs:", "신규 개발자용으로 만든 .env.example:")]), fence(art, "dotenv"))
    return "placeholders / redacted values", mc, tp([("Copy .env.example to .env and run `make secrets` to fill it.", ".env.example을 .env로 복사하고 `make secrets`로 채울 것.")]), ask_clean(c)


@clean_t
def c_masked_cli():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        art = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % pick(KNAMES)
    elif k == 1:
        art = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
            c.env, rs(ALNUM_U, 4), rs(ALNUM, 4), c.region)
    else:
        art = "$ cat ~/.ghcr_token | docker login ghcr.io -u %s --password-stdin\nLogin Succeeded" % pick(KNAMES)
    mc = joinp(tp([("Wasn't sure which identity my CLI was using:", "CLI가 어떤 계정으로 동작하는지 확실하지 않았음:")]), fence(art))
    return "CLI output with masked credentials", mc, tp([("The masked output is safe to share; the raw files are not.", "마스킹된 출력은 공유해도 되지만 원본 파일은 안 됨.")]), ask_clean(c)


@clean_t
def c_secret_refs():
    c = new_ctx()
    k = rint(0, 3)
    if k == 0:
        art = "$ aws secretsmanager describe-secret --secret-id %s/%s/db\n{\n    \"ARN\": \"arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s\",\n    \"Name\": \"%s/%s/db\",\n    \"RotationEnabled\": true,\n    \"VersionIdsToStages\": {\"%s\": [\"AWSCURRENT\"]}\n}" % (
            c.env, c.p, c.region, dg(12), c.env, c.p, rs(ALNUM, 6), c.env, c.p, uuid4())
    elif k == 1:
        art = "$ vault kv metadata get secret/%s/%s\n========== Metadata ==========\nKey                Value\n---                -----\ncreated_time       %s\ncurrent_version    %d\nmax_versions       10" % (c.env, c.p, c.ts, rint(2, 30))
    elif k == 2:
        art = "$ gcloud secrets list --project %s-%s\nNAME                 CREATED              REPLICATION_POLICY  LOCATIONS\n%s-db-password       %s  automatic           -\n%s-stripe-key        %s  automatic           -" % (c.org, c.env, c.p, c.date, c.p, rdate())
    else:
        art = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: API_TOKEN\n    value: op://%s/%s/api-token" % (c.p, c.env.title(), c.p)
    mc = joinp(tp([("Didn't know where {P}'s secrets are stored. What I can see with my role:", "{P} 시크릿이 어디 저장되는지 몰랐음. 내 권한으로 보이는 것:")]).format(P=c.p), fence(art))
    return "secret-manager references / metadata", mc, tp([("You need the reader role to fetch values; metadata is visible to everyone.", "값을 읽으려면 reader 권한이 필요하고 메타데이터는 누구나 볼 수 있음.")]), ask_clean(c)


@clean_t
def c_encrypted_at_rest():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        art = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s" % (c.p, c.env, rs(B64, 300))
        lab = "SealedSecret ciphertext"
        les = ("Re-seal when the controller key rotates; kubeseal --re-encrypt.", "컨트롤러 키가 바뀌면 kubeseal --re-encrypt로 다시 봉인할 것.")
    elif k == 1:
        lines = [hx(80) for _ in range(rint(4, 7))]
        art = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          " + "\n          ".join(lines)
        lab = "ansible-vault ciphertext"
        les = ("The vault password itself lives in 1Password, never in the repo.", "vault 비밀번호 자체는 repo가 아니라 1Password에 있음.")
    else:
        art = "db:\n    password: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.9.1" % (
            sops_enc(), rs(BECH32L, 58), c.ts, b64e(rbytes(48)), b64e(rbytes(32)), b64e(rbytes(16)))
        lab = "SOPS-encrypted file (age recipient)"
        les = ("Edit with `sops secrets/app.yaml`; add new people as age recipients and run `sops updatekeys`.", "`sops secrets/app.yaml`로 편집. 새 인원은 age recipient로 추가하고 `sops updatekeys` 실행.")
    mc = joinp(tp([("This ciphertext is what we commit; the controller decrypts it in-cluster:", "커밋하는 건 이 암호문이고 클러스터 안에서 컨트롤러가 복호화함:"),
                   ("Didn't know encrypted secrets are safe to commit. Example from the repo:", "암호화된 시크릿은 커밋해도 된다는 걸 몰랐음. repo 예시:")]), fence(art, "yaml"))
    return "encrypted secret at rest (%s)" % lab, mc, tp([les]), ask_clean(c)


@clean_t
def c_tf_plan():
    c = new_ctx()
    art = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n      ~ instance_class = "db.t4g.medium" -> "db.r6g.large"\n    }\n\n'
           '  # random_password.db will be created\n  + resource "random_password" "db" {\n      + length  = 32\n      + result  = (sensitive value)\n      + special = true\n    }') % (c.p, c.env)
    mc = joinp(tp([("Plan showed a password change I didn't expect:", "예상 못 한 비밀번호 변경이 plan에 나옴:")]), fence(art, "hcl"))
    ls = tp([("random_password was recreated because `keepers` changed; pin the keepers.", "`keepers`가 바뀌어서 random_password가 재생성됨. keepers를 고정할 것.")])
    return "terraform plan with (sensitive value)", mc, ls, ask_clean(c)


@clean_t
def c_public_keys():
    c = new_ctx()
    k = rint(0, 3)
    if k == 0:
        art = "[Peer]\n# %s laptop\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(KNAMES), b64e(rbytes(32)), rint(2, 250))
        lab = "WireGuard peer public key"
    elif k == 1:
        art = "# recipients for .sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: >-\n      age1%s,\n      age1%s" % (rs(BECH32L, 58), rs(BECH32L, 58))
        lab = "age public recipients"
    elif k == 2:
        art = "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE%s\n%s\n-----END PUBLIC KEY-----" % (rs(B64, 28), rs(B64, 28) + "==")
        lab = "cosign.pub (ECDSA public key)"
    else:
        art = "untrusted comment: minisign public key %s\nRWQ%s" % (HX(16), rs(B64, 53))
        lab = "minisign public key"
    mc = joinp(tp([("Verification step needs the public key; it is committed here:", "검증 단계에 공개 키가 필요함. 여기 커밋되어 있음:")]), fence(art))
    return "public key: %s" % lab, mc, tp([("Public keys are fine in git; only private halves are secret.", "공개 키는 git에 있어도 됨. 비밀인 건 개인 키뿐.")]), ask_clean(c)


@clean_t
def c_jwks():
    c = new_ctx()
    doc = {"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 43), "alg": "RS256", "n": rs(B64U, 342), "e": "AQAB"}]}
    art = json.dumps(doc, indent=1)
    mc = joinp(tp([("Gateway couldn't verify tokens; this is the JWKS it fetched from /.well-known/jwks.json:", "게이트웨이가 토큰 검증을 못 함. /.well-known/jwks.json에서 받은 JWKS:")]), fence(art, "json"))
    return "JWKS (public RSA key)", mc, "", ask_clean(c)


@clean_t
def c_signature_headers():
    c = new_ctx()
    if chance(0.5):
        art = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-GitHub-Hook-ID: %d\nX-Hub-Signature-256: sha256=%s" % (uuid4(), rint(10 ** 8, 10 ** 9), hx(64))
        lab = "GitHub webhook delivery headers"
    else:
        art = "Stripe-Signature: t=%d,v1=%s,v0=%s" % (epoch(), hx(64), hx(64))
        lab = "Stripe-Signature header"
    mc = joinp(tp([("Webhook verification failed; headers of the failing delivery:", "웹훅 검증 실패. 실패한 전달의 헤더:")]), fence(art))
    ls = tp([("These signatures are per-payload HMACs, not the secret; the bug was re-serializing the JSON body.", "이 서명은 payload별 HMAC이지 시크릿이 아님. 버그 원인은 JSON body 재직렬화였음.")])
    return "webhook signature headers (%s)" % lab, mc, ls, ask_clean(c)


@clean_t
def c_versions():
    c = new_ctx()
    art = "\n".join(sample(["go: github.com/%s/%s v0.0.0-%s-%s" % (c.org, c.p, c.date.replace("-", "") + "%06d" % rint(0, 235959), hx(12)),
                            "image: %s:%d.%d.%d-rc.%d+build.%s" % (c.p, rint(0, 3), rint(0, 20), rint(0, 9), rint(1, 5), hx(7)),
                            "node v22.%d.%d, npm 10.%d.%d" % (rint(0, 11), rint(0, 9), rint(0, 9), rint(0, 9)),
                            "com.%s:%s:%d.%d.%d-SNAPSHOT" % (c.org.replace("-", ""), c.p, rint(1, 5), rint(0, 9), rint(0, 9)),
                            "Android versionCode %d, versionName %d.%d.%d" % (rint(100, 9999), rint(1, 9), rint(0, 30), rint(0, 9)),
                            "build id %s (%s)" % (uuid4(), c.date)], rint(3, 5)))
    mc = joinp(tp([("Didn't know which build is on {E}. From the about page and go.mod:", "{E}에 어떤 빌드가 있는지 몰랐음. about 페이지와 go.mod에서:")]).format(E=c.E), fence(art))
    return "version strings / build metadata", mc, tp([("Pseudo-versions embed the commit hash; tag releases properly.", "pseudo-version에는 커밋 해시가 들어감. 릴리스는 제대로 태그할 것.")]), ask_clean(c)


@clean_t
def c_long_ids():
    c = new_ctx()
    acct = dg(12)
    items = sample(["pod/%s-%s-%s" % (c.p, hx(10), rs(ALNUM_L, 5)),
                    "module.%s.aws_lambda_function.handler[\"%s\"]" % (c.p.replace("-", "_"), c.env),
                    "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (c.region, acct, c.p, c.env, uuid4()),
                    "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Web/sites/%s" % (uuid4(), c.env, c.p),
                    "s3 version id: %s" % rs(B64U, 32),
                    "ulid: 01%s" % rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24),
                    "mongo _id: ObjectId(\"%s\")" % hx(24),
                    "snowflake id: %d" % rint(10 ** 17, 10 ** 18),
                    "cloudfront distribution: E%s" % rs(ALNUM_U, 13)], rint(3, 5))
    art = "\n".join(items)
    mc = joinp(tp([("Collected the identifiers needed to trace the failed rollout:", "롤아웃 실패 추적에 필요한 식별자 정리:")]), fence(art))
    return "long resource identifiers", mc, "", ask_clean(c)


@clean_t
def c_crypto_public():
    c = new_ctx()
    art = "treasury address: 0x%s\ntx: 0x%s\nblock: %d\nbtc deposit: bc1q%s" % (hx(40), hx(64), rint(18_000_000, 21_000_000), rs(BECH32L, 38))
    mc = joinp(tp([("Reconciliation mismatch for the on-chain payout. Public details:", "온체인 지급 정산 불일치. 공개 정보:")]), fence(art))
    return "public blockchain addresses / tx hash", mc, tp([("Addresses and tx hashes are public; never paste seed phrases.", "주소와 tx 해시는 공개 정보. 시드 문구는 절대 붙이지 말 것.")]), ask_clean(c)


@clean_t
def c_lfs_pointer():
    c = new_ctx()
    art = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hx(64), rint(10 ** 5, 10 ** 9))
    mc = joinp(tp([("The model file in the repo is only an LFS pointer, which is why loading failed:", "repo의 모델 파일이 LFS 포인터뿐이라 로딩이 실패했음:")]), fence(art))
    return "git LFS pointer (oid)", mc, tp([("Run `git lfs pull` in CI before tests.", "CI에서 테스트 전에 `git lfs pull` 실행.")]), ask_clean(c)


@clean_t
def c_fake_fixtures():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        art = ('def test_redacts_aws_keys():\n    text = "AKIAIOSFODNN7EXAMPLE wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"\n'
               '    assert "EXAMPLE" not in redact(text)')
        lab = "AWS documented example keys in a unit test"
    elif k == 1:
        art = ("# tests/fixtures/fake_tokens.py  (not real, all-zero/X bodies)\nFAKE_GH = \"ghp_\" + \"0\" * 36\nFAKE_SLACK = \"xoxb-000000000000-0000000000000-\" + \"X\" * 24\n"
               "FAKE_STRIPE = \"sk_live_\" + \"x\" * 24")
        lab = "obviously fake token fixtures"
    else:
        art = "aws:\n  access_key_id: AKIAIOSFODNN7EXAMPLE\n  secret_access_key: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n  endpoint: http://localhost:4566  # localstack"
        lab = "localstack config with AWS example keys"
    mc = joinp(tp([("The scanner flagged the test fixtures; they are fake values on purpose:", "스캐너가 테스트 fixture를 잡았는데 의도적으로 넣은 가짜 값임:"),
                   ("Local integration tests use these dummy values:", "로컬 통합 테스트는 이 더미 값을 씀:")]), fence(art, "python"))
    return "test fixture: %s" % lab, mc, tp([("Add the fixture path to the scanner allowlist.", "fixture 경로를 스캐너 allowlist에 추가할 것.")]), ask_clean(c)


@clean_t
def c_describe_secret():
    c = new_ctx()
    art = "$ kubectl -n %s describe secret %s-db\nName:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes" % (
        c.env, c.p, c.p, c.env, rint(16, 40), rint(3, 12), rint(20, 60))
    mc = joinp(tp([("Checked that the secret exists without printing values:", "값은 출력하지 않고 시크릿 존재만 확인함:")]), fence(art))
    return "kubectl describe secret (sizes only)", mc, tp([("describe shows only byte counts; get -o yaml shows base64 values, avoid it in shared terminals.", "describe는 바이트 수만 보여줌. get -o yaml은 base64 값을 보여주니 공유 터미널에선 피할 것.")]), ask_clean(c)


@clean_t
def c_scan_alert():
    c = new_ctx()
    art = tp([("Secret scanning alert #{N}: {T} detected in {F} (commit {S}) — status: revoked by owner.",
               "Secret scanning 알림 #{N}: {F}에서 {T} 탐지 (커밋 {S}) — 상태: 소유자가 폐기함.")]).format(
        N=rint(3, 300), T=pick(["Slack Bot Token", "AWS Access Key", "Stripe API Key", "GitHub Personal Access Token"]), F=pick(["src/config.js", ".env.sample", "scripts/deploy.sh"]), S=hx(40))
    mc = tp([("Got a secret-scanning alert and didn't know the process.", "secret scanning 알림을 받았는데 처리 절차를 몰랐음.")]) + "\n" + art
    ls = tp([("Process: revoke first, then rewrite history only if the repo is public.", "절차: 먼저 폐기, repo가 public일 때만 히스토리 재작성.")])
    return "secret-scanning alert text (no value)", mc, ls, ask_clean(c)


@clean_t
def c_etags():
    c = new_ctx()
    art = "HTTP/2 200\ncontent-type: application/javascript\netag: \"%s\"\ncache-control: public, max-age=31536000, immutable\nx-cache: Hit from cloudfront\nx-amz-cf-id: %s==\n\n/assets/main.%s.js\n/assets/vendor.%s.js" % (
        hx(32), rs(B64U, 54), hx(8), hx(8))
    mc = joinp(tp([("Users got the old bundle after deploy; response headers:", "배포 후에도 유저가 예전 번들을 받음. 응답 헤더:")]), fence(art))
    return "ETags / content-hashed asset names", mc, tp([("index.html must be no-cache; hashed assets can be immutable.", "index.html은 no-cache, 해시 붙은 에셋은 immutable로.")]), ask_clean(c)


@clean_t
def c_ssh_config():
    c = new_ctx()
    art = "Host bastion-%s\n    HostName %s\n    User %s\n    Port 2222\n    IdentityFile ~/.ssh/id_ed25519_%s\n    IdentitiesOnly yes\n\nHost 10.*\n    ProxyJump bastion-%s" % (
        c.env, "bastion.%s.io" % c.org, c.user, c.org.replace("-", "_"), c.env)
    mc = joinp(tp([("Didn't know the private subnets need ProxyJump. Working ~/.ssh/config:", "private 서브넷은 ProxyJump가 필요한 줄 몰랐음. 동작하는 ~/.ssh/config:")]), fence(art))
    return "ssh config (paths only)", mc, "", ask_clean(c)


@clean_t
def c_totp_process():
    c = new_ctx()
    mc = tp([("Login to the AWS console asks for MFA and I didn't have it set up.", "AWS 콘솔 로그인에서 MFA를 요구했는데 설정이 안 돼 있었음.")])
    ls = tp([("Register a virtual MFA device (TOTP, 6 digits, 30 s, SHA-1) in IAM; the seed never leaves the authenticator app. Use `aws sts get-session-token --serial-number arn:aws:iam::{A}:mfa/{U} --token-code <6-digit code>` for CLI access.",
              "IAM에서 가상 MFA 기기(TOTP, 6자리, 30초, SHA-1)를 등록. 시드는 인증 앱 밖으로 안 나감. CLI는 `aws sts get-session-token --serial-number arn:aws:iam::{A}:mfa/{U} --token-code <6자리 코드>` 사용.")]).format(A=dg(12), U=pick(KNAMES))
    return "MFA/TOTP process description (no seed)", mc, ls, ask_clean(c)


@clean_t
def c_env_refs_code():
    c = new_ctx()
    k = rint(0, 2)
    if k == 0:
        art = 'services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ${POSTGRES_USER:-app}\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}\n    ports:\n      - "5432:5432"'
    elif k == 1:
        art = 'client = OpenAI(api_key=os.environ["OPENAI_API_KEY"])\nstripe.api_key = settings.STRIPE_SECRET_KEY  # injected from AWS Secrets Manager\ntoken = get_secret("projects/%s/secrets/slack-bot-token/versions/latest")' % dg(12)
    else:
        art = '- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n- name: Deploy\n  run: ./deploy.sh\n  env:\n    AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy' % dg(12)
    mc = joinp(tp([("Wasn't sure where credentials come from in {P}. Everything is referenced, nothing inline:", "{P}에서 인증 정보가 어디서 오는지 몰랐음. 전부 참조이고 인라인 값은 없음:")]).format(P=c.p), fence(art))
    return "env-var / secret references in code", mc, tp([("Good pattern; keep it.", "좋은 패턴이니 유지할 것."), ("", "")]), ask_clean(c)


@clean_t
def c_hash_discussion():
    c = new_ctx()
    mc = tp([("Login got slower after the upgrade; I didn't know the bcrypt cost was raised.", "업그레이드 후 로그인이 느려졌는데 bcrypt cost가 올라간 줄 몰랐음.")])
    ls = tp([("Cost went from 10 to {N}; each step doubles the time (~{M} ms now). Rehash happens on next login, hashes start with $2b${N}$.",
              "cost가 10에서 {N}(으)로 올라감. 1 올릴 때마다 시간이 두 배 (~{M}ms). 다음 로그인 때 재해시되며 해시는 $2b${N}$로 시작함.")]).format(N=rint(11, 13), M=rint(150, 600))
    return "password hashing discussion (no hash)", mc, ls, ask_clean(c)


@clean_t
def c_uuid_config():
    c = new_ctx()
    art = "tenant_id: %s\nworkspace_id: %s\nproject_id: %s\ndataset: %s_%s\nfeature_flag_environment: %s" % (uuid4(), uuid4(), uuid4(), c.p.replace("-", "_"), c.env, hx(24))
    mc = joinp(tp([("Needed the ids for the analytics export job:", "분석 export 잡에 필요한 id들:")]), fence(art, "yaml"))
    return "UUID identifiers in config", mc, tp([("These ids are not secret; access is controlled by IAM.", "이 id들은 비밀이 아님. 접근은 IAM으로 제어됨.")]), ask_clean(c)


# --------------------------------------------------------------------------------------
# PUBLISHABLE clean templates (documented-public keys).  category gets " [publishable]"
# --------------------------------------------------------------------------------------
PUB_T = []


def pub_t(fn):
    PUB_T.append(fn)
    return fn


def pub_note(vendor, what, art, hint=""):
    c = new_ctx()
    mc = joinp(tp([("Checkout page failed to load {V}; the frontend config is:", "결제/프론트 페이지에서 {V} 로딩이 실패함. 프론트 설정:"),
                   ("Didn't know which {V} key the web app uses. From the client bundle:", "웹앱이 어떤 {V} 키를 쓰는지 몰랐음. 클라이언트 번들에서:"),
                   ("The {V} {W} is embedded in the browser code:", "{V} {W}은(는) 브라우저 코드에 들어가 있음:")]).format(V=vendor, W=what), fence(art, hint))
    ls = tp([("This key is designed to be public (client-side); the secret counterpart stays on the server.",
              "이 키는 원래 공개용(클라이언트용)이고 짝이 되는 시크릿은 서버에만 있음."),
             ("Restrict it by domain in the {V} dashboard instead of hiding it.", "숨기기보다 {V} 대시보드에서 도메인 제한을 걸 것.")]).format(V=vendor)
    return ls, mc, ask_clean(c)


@pub_t
def p_stripe():
    art = "const stripe = Stripe('pk_live_%s');" % rs(ALNUM, 99)
    ls, mc, ask = pub_note("Stripe", "publishable key", art, "js")
    return "publishable: Stripe pk_live [Stripe]", mc, ls, ask


@pub_t
def p_toss():
    art = "const tossPayments = TossPayments(\"live_ck_%s\");" % rs(ALNUM, 28)
    ls, mc, ask = pub_note("Toss Payments", t("client key", "클라이언트 키"), art, "js")
    return "publishable: Toss Payments client key [Toss Payments]", mc, ls, ask


@pub_t
def p_kakao_js():
    art = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % hx(32)
    ls, mc, ask = pub_note("Kakao", t("JavaScript key", "JavaScript 키"), art, "html")
    return "publishable: Kakao JavaScript key [Kakao]", mc, ls, ask


@pub_t
def p_firebase():
    proj = "%s-%s" % (pick(ORGS), rs(ALNUM_L, 5))
    art = "const firebaseConfig = {\n  apiKey: \"%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
        g_aiza(), proj, proj, dg(12), dg(12), hx(22))
    ls, mc, ask = pub_note("Firebase", t("web config", "웹 설정"), art, "js")
    return "publishable: Firebase web config apiKey [Firebase]", mc, ls, ask


@pub_t
def p_supabase_anon():
    if chance(0.5):
        art = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), g_supabase_jwt("anon"))
    else:
        art = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % (rs(LO, 20), rs(B64U, 31))
    ls, mc, ask = pub_note("Supabase", t("anon/publishable key", "anon/publishable 키"), art, "dotenv")
    return "publishable: Supabase anon/publishable key [Supabase]", mc, ls, ask


@pub_t
def p_mapbox():
    art = "mapboxgl.accessToken = '%s';" % g_mapbox("pk")
    ls, mc, ask = pub_note("Mapbox", t("public token", "public 토큰"), art, "js")
    return "publishable: Mapbox pk token [Mapbox]", mc, ls, ask


@pub_t
def p_sentry_dsn():
    art = "Sentry.init({\n  dsn: \"https://%s@o%d.ingest.us.sentry.io/%d\",\n  tracesSampleRate: 0.1,\n});" % (hx(32), rint(10000, 999999), rint(1000000, 9999999))
    ls, mc, ask = pub_note("Sentry", "DSN", art, "js")
    return "publishable: Sentry DSN (public key only) [Sentry]", mc, ls, ask


@pub_t
def p_posthog():
    art = "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43)
    ls, mc, ask = pub_note("PostHog", t("project API key", "프로젝트 API 키"), art, "js")
    return "publishable: PostHog project key [PostHog]", mc, ls, ask


@pub_t
def p_algolia():
    art = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(ALNUM_U, 10), hx(32))
    ls, mc, ask = pub_note("Algolia", t("search-only API key", "검색 전용 API 키"), art, "js")
    return "publishable: Algolia search-only key [Algolia]", mc, ls, ask


@pub_t
def p_clerk():
    art = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64e(("clerk.%s.com$" % pick(ORGS)).encode()).rstrip("=")
    ls, mc, ask = pub_note("Clerk", "publishable key", art, "dotenv")
    return "publishable: Clerk pk_live [Clerk]", mc, ls, ask


@pub_t
def p_payjp():
    art = "Payjp('pk_live_%s')" % hx(24)
    ls, mc, ask = pub_note("PAY.JP", t("public key", "공개 키"), art, "js")
    return "publishable: PAY.JP public key [PAY.JP]", mc, ls, ask


@pub_t
def p_recaptcha():
    art = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38)
    ls, mc, ask = pub_note("reCAPTCHA", "site key", art, "html")
    return "publishable: reCAPTCHA site key [Google reCAPTCHA]", mc, ls, ask


@pub_t
def p_launchdarkly():
    art = "const ldClient = LDClient.initialize('%s', context);  // client-side ID" % hx(24)
    ls, mc, ask = pub_note("LaunchDarkly", "client-side ID", art, "js")
    return "publishable: LaunchDarkly client-side ID [LaunchDarkly]", mc, ls, ask


@pub_t
def p_naver_maps():
    art = "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(ALNUM_L, 10)
    ls, mc, ask = pub_note("Naver Maps", "client ID", art, "html")
    return "publishable: Naver Maps client ID [Naver Cloud]", mc, ls, ask


@pub_t
def p_razorpay():
    art = "const rzp = new Razorpay({ key: 'rzp_live_%s', amount: %d, currency: 'INR' });" % (rs(ALNUM, 14), rint(100, 99999) * 100)
    ls, mc, ask = pub_note("Razorpay", "key_id", art, "js")
    return "publishable: Razorpay key_id [Razorpay]", mc, ls, ask


@pub_t
def p_paddle():
    art = "Paddle.Initialize({ token: 'live_%s' });" % hx(27)
    ls, mc, ask = pub_note("Paddle", t("client-side token", "클라이언트 토큰"), art, "js")
    return "publishable: Paddle client-side token [Paddle]", mc, ls, ask


@pub_t
def p_mixpanel():
    art = "mixpanel.init('%s', { track_pageview: true, persistence: 'localStorage' });" % hx(32)
    ls, mc, ask = pub_note("Mixpanel", t("project token", "프로젝트 토큰"), art, "js")
    return "publishable: Mixpanel project token [Mixpanel]", mc, ls, ask


# --------------------------------------------------------------------------------------
# PLAIN clean templates (nothing risky-looking)
# --------------------------------------------------------------------------------------
PLAIN_T = []


def plain_t(fn):
    PLAIN_T.append(fn)
    return fn


@plain_t
def n_migrate_first():
    c = new_ctx()
    mc = tp([("Tests in {P} failed with 'relation does not exist' because the test DB wasn't migrated.", "{P} 테스트가 'relation does not exist'로 실패. 테스트 DB 마이그레이션이 안 돼 있었음.")]).format(P=c.p)
    ls = tp([("Run `make migrate-test` before `pytest -x`; the fixture doesn't migrate automatically.", "`pytest -x` 전에 `make migrate-test`를 돌려야 함. fixture가 자동으로 마이그레이션하지 않음.")])
    ask = tp([("Should the conftest run migrations itself?", "conftest에서 마이그레이션을 직접 돌리게 할까요?"), ("", "")])
    return "plain: test DB migration", mc, ls, ask


@plain_t
def n_node_version():
    c = new_ctx()
    v = "%d.%d.%d" % (pick([18, 20, 22]), rint(0, 12), rint(0, 9))
    mc = tp([("`npm ci` failed with EBADENGINE; I was on the wrong Node version.", "`npm ci`가 EBADENGINE으로 실패. Node 버전이 달랐음.")])
    ls = tp([("The repo pins Node {V} in .nvmrc; run `nvm use` first.", "repo가 .nvmrc에 Node {V}을(를) 고정함. 먼저 `nvm use` 실행.")]).format(V=v)
    return "plain: node version mismatch", mc, ls, ""


@plain_t
def n_tf_lock():
    c = new_ctx()
    art = "Error: Error acquiring the state lock\n\nLock Info:\n  ID:        %s\n  Path:      %s-tfstate/%s/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       %s@%s\n  Created:   %s" % (
        uuid4(), c.org, c.env, pick(KNAMES), pick(["macbook", "ci-runner-3"]), c.ts)
    mc = joinp(tp([("terraform apply on {E} was blocked:", "{E}에서 terraform apply가 막힘:")]).format(E=c.E), fence(art))
    ls = tp([("Check the CI run before `terraform force-unlock`; someone may really be applying.", "`terraform force-unlock` 전에 CI 실행을 확인할 것. 누가 실제로 apply 중일 수 있음.")])
    return "plain: terraform state lock", mc, ls, ask_clean(c)


@plain_t
def n_timezone():
    c = new_ctx()
    mc = tp([("The daily settlement ran at 09:00 instead of midnight.", "일일 정산이 자정이 아니라 오전 9시에 돌았음.")])
    ls = tp([("The cron runs in UTC; `0 15 * * *` is 00:00 KST. Or set `timeZone: Asia/Seoul` on the CronJob (k8s >= 1.27).",
              "cron은 UTC 기준임. `0 15 * * *`가 KST 00:00. 아니면 CronJob에 `timeZone: Asia/Seoul` 설정 (k8s 1.27 이상).")])
    ask = tp([("Are all batch schedules documented in KST or UTC?", "배치 스케줄 문서는 KST 기준인가요 UTC 기준인가요?")])
    return "plain: cron timezone", mc, ls, ask


@plain_t
def n_encoding():
    c = new_ctx()
    mc = tp([("Partner CSV showed garbled Korean (ì„œìš¸ instead of 서울) in Excel.", "파트너 CSV를 엑셀로 열면 한글이 깨짐.")])
    ls = tp([("The partner expects CP949 (EUC-KR); write with encoding='cp949' or add a UTF-8 BOM (utf-8-sig).",
              "파트너는 CP949(EUC-KR)를 기대함. encoding='cp949'로 쓰거나 UTF-8 BOM(utf-8-sig)을 붙일 것.")])
    return "plain: Korean CSV encoding", mc, ls, ask_clean(c)


@plain_t
def n_nfd():
    c = new_ctx()
    mc = tp([("Files uploaded from macOS with Korean names couldn't be found by exact match.", "macOS에서 올린 한글 파일명이 정확히 일치 검색으로 안 찾아짐.")])
    ls = tp([("macOS gives NFD (decomposed jamo); normalize with unicodedata.normalize('NFC', name) before saving.",
              "macOS는 NFD(자모 분리)로 줌. 저장 전에 unicodedata.normalize('NFC', name)으로 정규화할 것.")])
    return "plain: Hangul NFC/NFD", mc, ls, ""


@plain_t
def n_oom():
    c = new_ctx()
    mem = pick(["512Mi", "1Gi", "2Gi"])
    art = "resources:\n  requests:\n    cpu: 250m\n    memory: %s\n  limits:\n    memory: %s" % (mem, pick(["1Gi", "2Gi", "4Gi"]))
    mc = tp([("{P} pods restarted with OOMKilled during the nightly import.", "야간 import 중에 {P} 파드가 OOMKilled로 재시작됨.")]).format(P=c.p)
    ls = joinp(tp([("Raised the limit and set -Xmx to 75% of it:", "limit을 올리고 -Xmx를 그 75%로 설정:")]), fence(art, "yaml"))
    return "plain: k8s OOMKilled resources", mc, ls, ask_clean(c)


@plain_t
def n_poetry():
    c = new_ctx()
    mc = tp([("`poetry install` said the lock file is not consistent with pyproject.toml.", "`poetry install`이 lock 파일이 pyproject.toml과 맞지 않는다고 함.")])
    ls = tp([("Run `poetry lock --no-update` after editing dependencies, and commit both files.", "의존성 수정 후 `poetry lock --no-update` 실행하고 두 파일 다 커밋.")])
    return "plain: poetry lock", mc, ls, ""


@plain_t
def n_flaky_test():
    c = new_ctx()
    name = pick(["test_settlement_rounding", "test_coupon_expiry", "OrderServiceTest.cancelsAfterTimeout", "checkout.spec.ts"])
    mc = tp([("{T} fails about 1 in 10 runs in CI only.", "{T}이(가) CI에서만 10번에 1번꼴로 실패함.")]).format(T=name)
    ls = tp([("It depends on the current time near midnight; freeze time with freezegun / jest.useFakeTimers.", "자정 근처 현재 시간에 의존함. freezegun / jest.useFakeTimers로 시간 고정.")])
    return "plain: flaky test", mc, ls, ask_clean(c)


@plain_t
def n_docker_cache():
    c = new_ctx()
    art = "COPY package.json package-lock.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build"
    mc = tp([("Docker builds took 9 minutes every time even for one-line changes.", "한 줄만 바꿔도 docker 빌드가 매번 9분 걸림.")])
    ls = joinp(tp([("Copy the manifests before the source so the install layer is cached:", "소스보다 manifest를 먼저 복사해야 install 레이어가 캐시됨:")]), fence(art, "dockerfile"))
    return "plain: Docker layer caching", mc, ls, ""


@plain_t
def n_nori():
    c = new_ctx()
    art = json.dumps({"settings": {"analysis": {"analyzer": {"korean": {"type": "custom", "tokenizer": "nori_tokenizer", "filter": ["nori_readingform", "lowercase"]}}}}}, indent=2)
    mc = tp([("Korean search returned nothing for partial words like '정산서'.", "'정산서' 같은 부분 단어로 한국어 검색이 안 됨.")])
    ls = joinp(tp([("The index used the standard analyzer; switched to nori:", "인덱스가 standard analyzer를 쓰고 있었음. nori로 변경:")]), fence(art, "json"))
    return "plain: Elasticsearch nori analyzer", mc, ls, ask_clean(c)


@plain_t
def n_kafka_lag():
    c = new_ctx()
    art = "GROUP            TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n%s-consumer  orders.v1    0          %d         %d         %d\n%s-consumer  orders.v1    1          %d         %d         %d" % (
        c.p, 1000000 + rint(0, 9999), 1200000 + rint(0, 9999), rint(100000, 200000), c.p, 1000000 + rint(0, 9999), 1000000 + rint(10000, 19999), rint(1, 20000))
    mc = joinp(tp([("Consumer lag kept growing on partition 0:", "0번 파티션에서 컨슈머 lag이 계속 늘어남:")]), fence(art))
    ls = tp([("One hot key sends all events to partition 0; we need a better partition key.", "핫 키 하나가 모든 이벤트를 0번 파티션으로 보냄. 파티션 키를 바꿔야 함.")])
    return "plain: Kafka consumer lag", mc, ls, ask_clean(c)


@plain_t
def n_nginx():
    c = new_ctx()
    art = "location /api/ {\n    proxy_pass http://%s:8080/;\n    proxy_read_timeout 120s;\n    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n}" % c.p
    mc = tp([("Large exports failed with 504 after exactly 60 seconds.", "큰 export가 정확히 60초 후 504로 실패함.")])
    ls = joinp(tp([("nginx default proxy_read_timeout is 60s:", "nginx 기본 proxy_read_timeout이 60초임:")]), fence(art, "nginx"))
    return "plain: nginx timeout", mc, ls, ""


@plain_t
def n_git_rebase():
    c = new_ctx()
    mc = tp([("Rebase onto main produced conflicts in the generated files.", "main으로 rebase하니 생성 파일에서 충돌이 남.")])
    ls = tp([("Don't resolve generated files by hand; take either side and rerun `make generate`.", "생성 파일 충돌은 손으로 풀지 말고 아무 쪽이나 선택한 뒤 `make generate` 다시 실행.")])
    return "plain: git rebase generated files", mc, ls, ""


@plain_t
def n_sql_plan():
    c = new_ctx()
    art = "Seq Scan on orders  (cost=0.00..%d.00 rows=%d width=64)\n  Filter: ((status = 'PAID'::text) AND (created_at >= '%s'::date))" % (rint(10000, 900000), rint(1000, 90000), c.date)
    mc = joinp(tp([("The daily report query takes 40s. EXPLAIN:", "일일 리포트 쿼리가 40초 걸림. EXPLAIN:")]), fence(art, "sql"))
    ls = tp([("Added a partial index on (created_at) WHERE status = 'PAID'; now 120 ms.", "status = 'PAID' 조건의 (created_at) 부분 인덱스 추가. 이제 120ms.")])
    return "plain: SQL query plan", mc, ls, ask_clean(c)


@plain_t
def n_react_hydration():
    c = new_ctx()
    mc = tp([("Next.js hydration error: text content did not match on the order date.", "Next.js hydration 에러: 주문 날짜 텍스트가 서버와 클라이언트에서 다름.")])
    ls = tp([("Server renders in UTC, browser in KST; format dates with an explicit timeZone.", "서버는 UTC, 브라우저는 KST로 렌더링함. 날짜 포맷에 timeZone을 명시할 것.")])
    return "plain: React hydration mismatch", mc, ls, ""


@plain_t
def n_go_replace():
    c = new_ctx()
    art = "replace github.com/%s/shared => ../shared" % c.org
    mc = tp([("CI couldn't build because go.mod had a local replace directive.", "go.mod에 로컬 replace가 있어서 CI 빌드가 안 됨.")])
    ls = joinp(tp([("Remove before pushing:", "push 전에 제거할 것:")]), art)
    return "plain: go.mod replace", mc, ls, ""


@plain_t
def n_makefile():
    c = new_ctx()
    art = "make dev        # docker compose up + hot reload\nmake test       # unit tests\nmake e2e        # needs `make dev` running\nmake lint fmt"
    mc = tp([("Didn't know the entry points for {P}.", "{P}의 기본 명령을 몰랐음.")]).format(P=c.p)
    ls = fence(art, "bash")
    return "plain: Makefile targets", mc, ls, ask_clean(c)


@plain_t
def n_redis_eviction():
    c = new_ctx()
    mc = tp([("Sessions disappeared randomly under load.", "부하가 걸리면 세션이 랜덤하게 사라짐.")])
    ls = tp([("Redis maxmemory-policy was allkeys-lru, so session keys got evicted; moved sessions to a separate instance with noeviction.",
              "Redis maxmemory-policy가 allkeys-lru라서 세션 키가 축출됐음. 세션을 noeviction 설정의 별도 인스턴스로 옮김.")])
    return "plain: Redis eviction policy", mc, ls, ask_clean(c)


@plain_t
def n_airflow():
    c = new_ctx()
    art = "with DAG(\n    dag_id=\"%s_daily\",\n    schedule=\"30 1 * * *\",\n    start_date=pendulum.datetime(2025, 1, 1, tz=\"Asia/Seoul\"),\n    catchup=False,\n) as dag:" % c.p.replace("-", "_")
    mc = tp([("The DAG backfilled 300 days the moment I enabled it.", "DAG를 켜자마자 300일치가 backfill됨.")])
    ls = joinp(tp([("catchup defaults to True:", "catchup 기본값이 True임:")]), fence(art, "python"))
    return "plain: Airflow catchup", mc, ls, ""


@plain_t
def n_memory_leak():
    c = new_ctx()
    mc = tp([("Heap grew ~{N} MB per hour on the {P} worker.", "{P} 워커 힙이 시간당 ~{N}MB씩 증가함.")]).format(N=rint(20, 200), P=c.p)
    ls = tp([("An unbounded in-memory cache (dict keyed by request id); replaced with an LRU of 10k entries.", "요청 id를 키로 쓰는 무제한 메모리 캐시(dict) 때문. 1만 개 LRU로 교체.")])
    return "plain: memory leak", mc, ls, ask_clean(c)


@plain_t
def n_lint():
    c = new_ctx()
    mc = tp([("Pre-commit failed on files I didn't touch.", "건드리지 않은 파일에서 pre-commit이 실패함.")])
    ls = tp([("Someone bumped ruff; run `pre-commit run --all-files` once on main and commit the fixes separately.", "누가 ruff 버전을 올렸음. main에서 `pre-commit run --all-files` 한 번 돌리고 수정은 별도 커밋으로.")])
    return "plain: lint version bump", mc, ls, ""


@plain_t
def n_pagination():
    c = new_ctx()
    mc = tp([("Export skipped rows when new orders arrived during paging.", "페이징 중에 새 주문이 들어오면 export에서 행이 빠짐.")])
    ls = tp([("Offset pagination shifts under inserts; use keyset pagination on (created_at, id).", "offset 페이징은 insert가 있으면 밀림. (created_at, id) 기준 keyset 페이징을 쓸 것.")])
    return "plain: pagination bug", mc, ls, ask_clean(c)


@plain_t
def n_locale_sort():
    c = new_ctx()
    mc = tp([("Customer names sorted wrong: Korean names came after Latin ones in a weird order.", "고객 이름 정렬이 이상함: 한글 이름이 영문 뒤에 엉뚱한 순서로 나옴.")])
    ls = tp([("Postgres collation was C; use COLLATE \"ko-KR-x-icu\" for display sorting.", "Postgres collation이 C였음. 화면 정렬에는 COLLATE \"ko-KR-x-icu\"를 쓸 것.")])
    return "plain: Hangul collation", mc, ls, ""


@plain_t
def n_gradle():
    c = new_ctx()
    art = "org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g\norg.gradle.parallel=true\norg.gradle.caching=true"
    mc = tp([("Gradle daemon died with 'Expiring Daemon because JVM heap space is exhausted'.", "Gradle 데몬이 'JVM heap space is exhausted'로 죽음.")])
    ls = joinp(tp([("gradle.properties now has:", "gradle.properties에 추가:")]), fence(art, "properties"))
    return "plain: gradle memory", mc, ls, ""


@plain_t
def n_http_public():
    c = new_ctx()
    art = "curl -s 'https://api.github.com/repos/%s/%s/releases/latest' | jq -r .tag_name" % (c.org, c.p)
    mc = tp([("Needed the latest release tag in the install script.", "설치 스크립트에서 최신 릴리스 태그가 필요했음.")])
    ls = joinp(tp([("Public endpoint, no auth needed (rate limit 60/h per IP):", "공개 엔드포인트라 인증 불필요 (IP당 시간당 60회 제한):")]), fence(art, "bash"))
    return "plain: public HTTP call", mc, ls, ""


@plain_t
def n_feature_flags():
    c = new_ctx()
    mc = tp([("Didn't know how feature flags are named in {P}.", "{P}에서 피처 플래그 이름 규칙을 몰랐음.")]).format(P=c.p)
    ls = tp([("Format is team.area.flag_name (e.g. pay.checkout.new_coupon_ui); remove flags within two sprints after 100% rollout.",
              "형식은 team.area.flag_name (예: pay.checkout.new_coupon_ui). 100% 롤아웃 후 두 스프린트 안에 제거.")])
    return "plain: feature-flag conventions", mc, ls, ask_clean(c)


@plain_t
def n_table_latency():
    c = new_ctx()
    rows = "\n".join("| %s | %d | %d | %d |" % (ep, rint(10, 90), rint(100, 900), rint(900, 4000)) for ep in sample(["/orders", "/orders/{id}", "/settlements", "/search", "/coupons/apply"], 3))
    art = "| endpoint | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|\n" + rows
    mc = joinp(tp([("Baseline latencies before the refactor ({E}):", "리팩터링 전 기준 지연 시간 ({E}):")]).format(E=c.E), art)
    return "plain: latency table", mc, tp([("Compare against this after the release.", "릴리스 후 이 값과 비교할 것.")]), ""


@plain_t
def n_diff_config():
    c = new_ctx()
    art = "--- a/config/%s.yaml\n+++ b/config/%s.yaml\n@@ -8,3 +8,3 @@\n   http:\n-    timeout: 5s\n+    timeout: 30s\n     retries: 3" % (c.env, c.env)
    mc = joinp(tp([("The upstream batch endpoint is slow; I raised our client timeout:", "upstream 배치 엔드포인트가 느려서 클라이언트 timeout을 올림:")]), fence(art, "diff"))
    return "plain: config diff (timeout)", mc, tp([("Ask the upstream team before raising timeouts further.", "timeout을 더 올리기 전에 upstream 팀과 상의할 것.")]), ""


@plain_t
def n_stack_python():
    c = new_ctx()
    art = 'Traceback (most recent call last):\n  File "/app/%s/tasks.py", line %d, in run\n    total = sum(x["amount"] for x in rows)\nKeyError: \'amount\'' % (c.p.replace("-", "_"), rint(20, 400))
    mc = joinp(tp([("Nightly task crashed:", "야간 태스크가 죽음:")]), fence(art, "python"))
    ls = tp([("The partner renamed the field to amount_krw in v2 of their API.", "파트너가 API v2에서 필드명을 amount_krw로 바꿨음.")])
    return "plain: Python stack trace", mc, ls, ask_clean(c)


@plain_t
def n_chat_question():
    c = new_ctx()
    mc = tp([("I didn't know who approves production deploys on Fridays.", "금요일 운영 배포를 누가 승인하는지 몰랐음."),
             ("Unclear whether {P} is still used by anyone.", "{P}을(를) 아직 누가 쓰는지 불분명했음.")]).format(P=c.p)
    ls = tp([("Deploy freeze is Friday 17:00 KST; hotfixes need the on-call lead's approval in #deploy.", "금요일 17시(KST)부터 배포 동결. 핫픽스는 #deploy에서 온콜 리드 승인 필요."),
             ("Access logs show two internal callers; the owners are listed in CODEOWNERS.", "접근 로그상 내부 호출자가 두 곳. 담당자는 CODEOWNERS에 있음.")])
    ask = tp([("Is there a calendar for deploy freezes?", "배포 동결 일정 캘린더가 있나요?"), ("", "")])
    return "plain: process question", mc, ls, ask


@plain_t
def n_i18n():
    c = new_ctx()
    mc = tp([("Korean particles looked wrong in notifications ('쿠폰를' instead of '쿠폰을').", "알림에서 조사가 어색함 ('쿠폰을' 대신 '쿠폰를').")])
    ls = tp([("Use the josa helper (checks the final consonant) instead of hardcoding 을/를.", "을/를을 하드코딩하지 말고 받침을 확인하는 josa 헬퍼를 쓸 것.")])
    return "plain: Korean josa in i18n", mc, ls, ""


@plain_t
def n_ci_cache():
    c = new_ctx()
    art = "- uses: actions/cache@v4\n  with:\n    path: ~/.cache/pip\n    key: pip-${{ runner.os }}-${{ hashFiles('requirements*.txt') }}"
    mc = tp([("CI reinstalls all Python deps on every run.", "CI가 매번 파이썬 의존성을 전부 새로 설치함.")])
    ls = joinp(tp([("Cache keyed on the requirements hash:", "requirements 해시를 키로 캐시:")]), fence(art, "yaml"))
    return "plain: CI cache key", mc, ls, ""


# --------------------------------------------------------------------------------------
# validation (the two conditions of FORMAT.txt) and driver
# --------------------------------------------------------------------------------------
def check_secret_note(fields, secrets):
    """True iff every secret is >= 8 chars and verbatim in the fields, and no 8-char window of any
    secret occurs in the fields outside the occurrences of the secrets themselves."""
    if not secrets or len(dict.fromkeys(secrets)) != len(secrets):
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in f for f in fields):
            return False
    for f in fields:
        if "\x00" in f:
            return False
        masked = list(f)
        for s in secrets:
            start = 0
            while True:
                i = f.find(s, start)
                if i < 0:
                    break
                for j in range(i, i + len(s)):
                    masked[j] = "\x00"
                start = i + 1
        m = "".join(masked)
        for s in secrets:
            for i in range(len(s) - 7):
                if s[i:i + 8] in m:
                    return False
    return True


SEEN = []
SEEN_KEYS = {}


def make_record(kind, lang, gen, tag=""):
    global LANG
    LANG = lang
    for attempt in range(80):
        out = gen()
        if len(out) == 4:
            cat, mc, ls, ask = out
            secrets = []
        else:
            cat, mc, ls, ask, secrets = out
        mc, ls, ask = kfix(mc).strip(), kfix(ls).strip(), kfix(ask).strip()
        if not fits(mc, ls, ask):
            continue
        fields = [mc, ls, ask]
        if kind == "secret":
            if not check_secret_note(fields, secrets):
                continue
        else:
            if secrets:
                raise AssertionError("clean note with secrets: " + cat)
        key = mc + "\x01" + ls + "\x01" + ask
        if key in SEEN_KEYS:
            continue
        SEEN_KEYS[key] = 1
        return {"id": None, "lang": lang, "kind": kind, "category": cat + tag,
                "fields": {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, "secrets": list(secrets)}
    raise AssertionError("could not generate a valid note for %r" % (gen,))


def with_project(fn):
    """plain notes: prefix the project the way agents usually do, so repeated templates differ"""
    p, e = pick(PROJECTS), pick(ENVS)
    FORCE_PROJECT.append(p)
    try:
        cat, mc, ls, ask = fn()
    finally:
        FORCE_PROJECT.pop()
    pre = pick([t("In %s: " % p, "%s에서: " % p), "[%s] " % p, "%s (%s): " % (p, t(e[0], e[1])), t("%s — " % p, "%s — " % p)])
    return cat, pre + mc, ls, ask


def cycle(items, n):
    out = []
    while len(out) < n:
        out.extend(shuffled(items))
    return out[:n]


def lang_list(n):
    n_en = round(n * 0.6)
    return shuffled(["en"] * n_en + ["ko"] * (n - n_en))


def build():
    plan = []
    # secret notes
    for v in cycle(VENDORS, N_VENDOR_SECRET):
        plan.append(("secret", (lambda v=v: vendor_note(v, False)), ""))
    for fn in cycle(SECRET_T, N_SECRET - N_VENDOR_SECRET):
        plan.append(("secret", fn, ""))
    # clean notes
    for fn in cycle(PUB_T, N_PUBLISHABLE):
        plan.append(("clean", fn, " [publishable]"))
    for v in cycle(VENDORS, N_VENDOR_CLEAN):
        plan.append(("clean", (lambda v=v: vendor_note(v, True)), ""))
    for fn in cycle(PLAIN_T, N_PLAIN_CLEAN):
        plan.append(("clean", (lambda fn=fn: with_project(fn)), ""))
    for fn in cycle(CLEAN_T, N_CLEAN - N_PUBLISHABLE - N_VENDOR_CLEAN - N_PLAIN_CLEAN):
        plan.append(("clean", fn, ""))
    sec_plan = shuffled([p for p in plan if p[0] == "secret"])
    cln_plan = shuffled([p for p in plan if p[0] == "clean"])
    assert len(sec_plan) == N_SECRET and len(cln_plan) == N_CLEAN
    recs = []
    for (kind, gen, tag), lang in zip(sec_plan, lang_list(N_SECRET)):
        recs.append(make_record(kind, lang, gen, tag))
    for (kind, gen, tag), lang in zip(cln_plan, lang_list(N_CLEAN)):
        recs.append(make_record(kind, lang, gen, tag))
    R.shuffle(recs)
    for i, r in enumerate(recs):
        r["id"] = "q%03d" % (i + 1)
    return recs


def final_checks(recs):
    assert 680 <= len(recs) <= 720
    assert sum(r["kind"] == "secret" for r in recs) * 2 == len(recs)
    all_secrets = []
    for r in recs:
        f = r["fields"]
        fields = [f["missing_context"], f["lesson"], f["ask_next_time"]]
        assert fits(*fields), r["id"]
        if r["kind"] == "secret":
            assert check_secret_note(fields, r["secrets"]), r["id"]
            all_secrets.extend(r["secrets"])
        else:
            assert r["secrets"] == [], r["id"]
    # no secret value of any secret note may show up inside a clean note
    clean_text = "\n".join("\n".join(r["fields"].values()) for r in recs if r["kind"] == "clean")
    for s in all_secrets:
        assert s not in clean_text, s
    pub = sum(r["category"].endswith(" [publishable]") for r in recs)
    assert pub <= 0.10 * sum(r["kind"] == "clean" for r in recs)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else OUT_DEFAULT
    recs = build()
    final_checks(recs)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps({"id": r["id"], "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                                 "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                                            "ask_next_time": r["fields"]["ask_next_time"]},
                                 "secrets": r["secrets"]}, ensure_ascii=False) + "\n")
    data = open(out, "rb").read()
    print("wrote %d notes to %s  sha256=%s" % (len(recs), out, hashlib.sha256(data).hexdigest()))


OUT_DEFAULT = "blind_set_v34.jsonl"

if __name__ == "__main__":
    main()
