#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""
make_blind_set_v36.py -- deterministic generator of blind_set_v36.jsonl

Blind evaluation set for the credential-redaction filter of an agent-memory
server.  Every random choice comes from ONE PRNG: random.Random(36_2026_1126).
No set is ever iterated, JSON is written with a fixed key order, and the
output is byte-identical across runs and PYTHONHASHSEED values.

Usage:  python3 make_blind_set_v36.py [output_path]
"""
import base64
import hashlib
import json
import random
import re
import string
import struct
import sys
import urllib.parse

SEED = 36_2026_1126
R = random.Random(SEED)

OUT_DEFAULT = "blind_set_v36.jsonl"
N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 % English, 40 % Korean in each kind

# ---------------------------------------------------------------------------
# random primitives (all driven by R)
# ---------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
ALNUM = UP + LO + DI
LOWNUM = LO + DI
UPNUM = UP + DI
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64C = ALNUM + "+/"
B64U = ALNUM + "-_"
B32C = UP + "234567"
B58C = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hx(n):
    return rs(HEXL, n)


def HX(n):
    return rs(HEXU, n)


def an(n):
    return rs(ALNUM, n)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64b(b):
    return base64.b64encode(b).decode()


def b64(n):
    return b64b(rbytes(n))


def b64u(n):
    return base64.urlsafe_b64encode(rbytes(n)).decode().rstrip("=")


def b64s(s):
    return base64.b64encode(s.encode()).decode()


def b64us(s):
    return base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def digits(n):
    return str(R.randint(1, 9)) + rs(DI, n - 1)


def uuid4():
    h = hx(32)
    h = h[:12] + "4" + h[13:16] + R.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def UUID4():
    return uuid4().upper()


def ts():
    return rint(1704067200, 1767225599)


def iso_date():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def iso_time():
    return "%sT%02d:%02d:%02d.%03dZ" % (iso_date(), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def log_time():
    return "%s %02d:%02d:%02d,%03d" % (iso_date(), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def T(L, en, ko):
    """choose the language variant; lists are picked from at random"""
    v = en if L == "en" else ko
    if isinstance(v, (list, tuple)):
        return R.choice(v)
    return v


# ---------------------------------------------------------------------------
# Korean particle (josa) aware formatting
# ---------------------------------------------------------------------------
_ASCII_FINAL = {"L": "l", "M": "m", "N": "n", "0": "ng", "1": "l", "3": "m",
                "6": "k", "7": "l", "8": "l", "P": "p", "B": "p", "G": "k"}
# how Korean developers read some names (final consonant or not)
_NAME_FINAL = {"GitHub": "", "Upbit": "", "Postmark": "", "Gitee": "", "Databricks": "", "Upstash": "",
               "Docker Hub": "", "Hugging Face": "", "Fly.io": "", "Modal": "l", "Slack": "k", "Datadog": "k",
               "Anthropic": "k", "Chatwork": "", "Backlog": "k", "Rocket.Chat": "t", "Bitbucket": "t",
               "Discord": "", "Braintree": "", "Sentry": "", "Vercel": "l", "Stripe": "", "Plaid": "",
               "PayPal": "l", "Twitch": "", "Steam": "m", "kintone": "", "Okta": "", "Notion": "n"}
_WORD_FINAL = [("KEY", ""), ("TOKEN", "n"), ("SECRET", "t"), ("PASSWORD", ""), ("PASS", ""),
               ("ID", ""), ("URL", "l"), ("URI", ""), ("HOST", "t"), ("DSN", "n"), ("PAT", "t"),
               ("ENDPOINT", "t"), ("JSON", "n"), ("YAML", "l"), ("ENV", "n"), ("CONFIG", ""),
               ("WEBHOOK", "k"), ("CREDENTIALS", ""), ("COOKIE", ""), ("SID", "t"), ("PEM", "m"),
               ("CLI", ""), ("API", ""), ("SDK", ""), ("APP", "p"), ("LOG", "k"), ("MAP", "p"), ("WEB", "p"), ("CONSOLE", "l"), ("PIPELINE", "n"),
               ("PORTAL", "l"), ("BOT", "t"), ("LINE", "n"), ("HUB", ""), ("GATEWAY", ""), ("SYNC", "k"),
               ("NUMBER", ""), ("HOOK", "k"), ("BATCH", ""), ("CORE", ""), ("LIVE", "")]


def _final(word):
    """'' if the word ends without a final consonant, 'l' for rieul, other str otherwise"""
    w = word.rstrip(" `'\")]}.")
    if not w:
        return ""
    c = w[-1]
    o = ord(c) - 0xAC00
    if 0 <= o < 11172:
        j = o % 28
        if j == 0:
            return ""
        return "l" if j == 8 else "x"
    if w in _NAME_FINAL:
        return _NAME_FINAL[w]
    W = re.sub(r"[^A-Za-z0-9]", "_", w).upper()
    for suf, fin in _WORD_FINAL:
        if W.endswith(suf):
            return fin
    run = re.search(r"[A-Za-z]+$", w)
    if run and (len(run.group(0)) <= 4 and run.group(0).isupper() or not re.search("[AEIOUaeiou]", run.group(0))):
        return _ASCII_FINAL.get(W[-1], "") if W[-1] in "LMN0136 78" else ""
    if W.endswith("NG"):
        return "ng"
    if W.endswith("K") and not W.endswith("RK"):
        return "k"
    if W.endswith("T") and len(W) >= 2 and W[-2] in "AEIOU" and not W.endswith("IT"):
        return "t"
    if W.endswith("G") and len(W) >= 2 and W[-2] in "AEIOU":
        return "k"
    return _ASCII_FINAL.get(W[-1], "")


def josa(word, code):
    f = _final(word)
    if code == "이가":
        return "이" if f else "가"
    if code == "을를":
        return "을" if f else "를"
    if code == "은는":
        return "은" if f else "는"
    if code == "과와":
        return "과" if f else "와"
    if code == "으로":
        return "로" if f in ("", "l") else "으로"
    if code == "이라":
        return "이라" if f else "라"
    return ""


_FMT = re.compile(r"\{(\w+)(?:\|(이가|을를|은는|과와|으로|이라))?\}")


def fmt(tpl, **kw):
    def rep(m):
        v = str(kw[m.group(1)])
        if m.group(2):
            return v + josa(v, m.group(2))
        return v
    return _FMT.sub(rep, tpl)


# ---------------------------------------------------------------------------
# names and places
# ---------------------------------------------------------------------------
SVCS = ["billing-api", "checkout-web", "order-service", "notify-worker", "admin-console",
        "search-indexer", "payments-gateway", "mobile-bff", "data-pipeline", "auth-service",
        "infra-live", "ml-serving", "crawler", "report-batch", "chat-backend", "media-transcoder",
        "settlement-batch", "partner-portal", "coupon-service", "reco-api", "ledger-core",
        "shipping-tracker", "cms-backend", "event-collector", "ops-bot", "feature-store",
        "invoice-renderer", "geo-service", "loyalty-api", "support-desk-sync"]
DB_HOSTS = ["db-prod-01.internal", "pg-primary.staging.svc.cluster.local", "10.0.12.34",
            "mysql-primary.prod.corp.example", "orders-db.c9xk2lqz1abc.ap-northeast-2.rds.amazonaws.com",
            "analytics-db.internal.lan", "172.16.4.21", "pg.dev.local", "mariadb-01.idc.local",
            "reporting.cluster-ro-c1a2b3.eu-west-1.rds.amazonaws.com", "db.stg.kr.internal"]
DB_USERS = ["app", "svc_billing", "deploy", "admin", "readonly", "etl_user", "jenkins", "grafana",
            "postgres", "api_rw", "analytics", "orders_app", "migrator", "report_ro", "batch"]
DB_NAMES = ["app_db", "orders", "billing", "analytics", "core", "ledger", "users", "reporting", "cms"]
PEOPLE_EN = ["Dana", "Marcus", "Priya", "Tom", "Lena", "Kenji", "Sofia", "Ahmed", "Jonas", "Mei",
             "Carlos", "Hannah", "Ravi", "Olga"]
PEOPLE_KO = ["지훈님", "민지님", "서연님", "도윤님", "하준님", "수빈님", "예린님", "현우님",
             "태희님", "성민님", "유진님", "재원님"]
EMAIL_USERS = ["dev", "ops", "ci-bot", "jkim", "s.park", "mlee", "alex", "deploy", "noreply", "yuna.choi"]
DOMAINS = ["example.com", "corp.example", "acme.io", "shop.example.kr", "internal.example.net"]
REGIONS = ["us-east-1", "ap-northeast-2", "eu-west-1", "us-west-2", "eu-central-1", "ap-northeast-1"]


CUR = {"svc": None}


def csvc():
    """service name of the note being built (so file names and prose agree)"""
    return CUR["svc"] or pick(SVCS)


def person(L):
    return pick(PEOPLE_EN) if L == "en" else pick(PEOPLE_KO)


def email():
    return "%s@%s" % (pick(EMAIL_USERS), pick(DOMAINS))


# ---------------------------------------------------------------------------
# passwords of many styles
# ---------------------------------------------------------------------------
WORDS_EN = ["summer", "winter", "dragon", "sunshine", "monkey", "football", "chelsea", "liverpool",
            "princess", "bluebird", "mango", "tiger", "coffee", "pepper", "shadow", "falcon",
            "orange", "galaxy", "rocket", "pumpkin", "buster", "maple", "hunter", "cookie",
            "snowball", "thunder", "banana", "phoenix", "ginger", "marina", "biscuit", "lucky"]
NAMES_ROM = ["minji", "jisoo", "hyunwoo", "seoyeon", "doyoon", "jiwoo", "taeyang", "yuna",
             "sungmin", "haneul", "jaehyun", "eunji"]
KO_WORDS = ["사랑해", "행복해", "우리집", "고양이", "강아지", "하늘", "바다", "별빛", "김치찌개",
            "대한민국", "비밀번호", "서울시", "부산", "토끼", "무지개", "초코파이", "엄마", "아빠",
            "짱구", "호랑이", "여름", "겨울", "봄날", "보리", "콩이", "뽀삐", "구름", "달빛",
            "새벽", "커피", "라면", "떡볶이", "치킨", "행운", "우리가족", "사과나무", "해바라기"]
CHO = "rRseEfaqQtTdwWczxvg"
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2kbd(s):
    """Hangul typed on a US keyboard in 2-set (dubeolsik) layout."""
    out = []
    for ch in s:
        o = ord(ch) - 0xAC00
        if 0 <= o < 11172:
            out.append(CHO[o // 588] + JUNG[(o % 588) // 28] + JONG[o % 28])
        else:
            out.append(ch)
    return "".join(out)


PW_SYM = "!@#$%^*-_+=.?"
PW_SYM_SAFE = "!@#%^*-_+.?"
DICE = ["correct", "horse", "battery", "staple", "orbit", "velvet", "canyon", "pickle", "lantern",
        "marble", "quartz", "tundra", "plank", "oyster", "jigsaw", "nectar", "ripple", "saddle",
        "walrus", "cobalt", "fossil", "meadow", "glider", "tonic", "basil", "harbor", "ember",
        "pebble", "cactus", "violet", "anchor", "bramble", "cinder", "dolphin", "granite", "hazel"]


def _leet(w):
    m = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(m[c] if c in m and chance(0.6) else c for c in w)


def password(style=None, safe=False):
    """A credential-grade password; >= 8 characters."""
    sym = PW_SYM_SAFE if safe else PW_SYM
    styles = ["human", "human", "korkbd", "korkbd", "leet", "strong", "strong", "pwgen", "apple",
              "dice", "hex", "b64", "walk", "name", "hangul"]
    st = style or pick(styles)
    if st == "human":
        w = pick(WORDS_EN)
        p = pick([w.title(), w, w.upper()[:1] + w[1:]]) + str(rint(1, 2025)) + pick(["!", "#", "!!", "", "@", "*"])
    elif st == "korkbd":
        p = ko2kbd(pick(KO_WORDS)) + pick(["", ko2kbd(pick(KO_WORDS))]) + pick([str(rint(0, 9999)), "1004", "0412", "486", "7942"]) + pick(["", "!", "!!", "@", "^^", "#"])
    elif st == "leet":
        p = _leet(pick(WORDS_EN + ["password", "welcome", "admin", "letmein"]).title()) + str(rint(10, 2025)) + pick(sym)
    elif st == "strong":
        p = "".join(pick(ALNUM + sym) for _ in range(rint(14, 24)))
    elif st == "pwgen":
        cons, vow = "bcdfghjkmnprstvwxz", "aeiou"
        p = "".join(pick(cons) + pick(vow) for _ in range(4))
        p = p[0].upper() + p[1:rint(3, 6)] + str(rint(0, 9)) + p[6:] + pick(["", "h", "Ph"])
    elif st == "apple":
        parts = [rs(LO, 6) for _ in range(3)]
        i = rint(0, 2)
        j = rint(0, 5)
        parts[i] = parts[i][:j] + pick(DI) + parts[i][j + 1:]
        k = (i + 1) % 3
        parts[k] = parts[k][:2] + parts[k][2].upper() + parts[k][3:]
        p = "-".join(parts)
    elif st == "dice":
        p = pick(["-", " ", ".", "_"]).join(R.sample(DICE, rint(3, 5)))
        if chance(0.5):
            p += str(rint(1, 99))
    elif st == "hex":
        p = hx(pick([24, 32, 40]))
    elif st == "b64":
        p = b64(pick([18, 24, 33]))
    elif st == "walk":
        p = pick(["1qaz2wsx", "qwer1234", "asdf!234", "zxcv0987", "1q2w3e4r", "qazwsx"]) + pick(["!@", "!!", "#$", "^^", "!", "@#"]) + str(rint(1, 99))
    elif st == "name":
        p = pick(NAMES_ROM) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "@", "", "#", "*"])
    elif st == "hangul":
        p = pick(KO_WORDS) + pick(KO_WORDS) + str(rint(10, 9999))
    else:
        raise ValueError(st)
    if len(p) < 8:
        p += str(rint(100, 999)) + pick(sym)
    if safe:
        p = p.replace(" ", "-")
    return p


def pin(n=None):
    return rs(DI, n or pick([8, 8, 8, 9, 10]))


# ---------------------------------------------------------------------------
# key material
# ---------------------------------------------------------------------------
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def pem_ec_lines():
    der = (bytes.fromhex("30770201010420") + rbytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
    return wrap(b64b(der))


def pem_p8_ec_lines():
    sec1 = (bytes.fromhex("30770201010420") + rbytes(32)
            + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
    der = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d0301070479") + sec1
    return wrap(b64b(der))


def pem_ed25519_line():
    return b64b(bytes.fromhex("302e020100300506032b657004220420") + rbytes(32))


def pem_rsa_partial(n_lines, pkcs8=False):
    if pkcs8:
        pre = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    else:
        pre = bytes.fromhex("308204a40201000282010100")
    body = b64b(pre + rbytes(48 * n_lines))
    return wrap(body)[:n_lines]


def openssh_ed25519_lines(comment):
    while True:
        pk, sk = rbytes(32), rbytes(32)
        pub = sshstr(b"ssh-ed25519") + sshstr(pk)
        chk = rbytes(4)
        priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(sk + pk) + sshstr(comment.encode())
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"")
                + struct.pack(">I", 1) + sshstr(pub) + sshstr(priv))
        lines = wrap(b64b(blob), 70)
        if len(lines[-1]) >= 8:
            return lines
        comment += pick(LO)


def ssh_ed25519_pub():
    return "ssh-ed25519 " + b64b(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))


def ssh_rsa_pub():
    return "ssh-rsa " + b64b(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + rbytes(256)))


def ssh_fp():
    return "SHA256:" + b64(32).rstrip("=")


def wg_key():
    return b64(32)


def age_secret():
    return "AGE-SECRET-KEY-1" + rs(BECH, 58).upper()


def age_public():
    return "age1" + rs(BECH, 58)


def gpg_fpr():
    return HX(40)


def jwt(payload, alg="HS256", kid=None, typ=True):
    hdr = {"alg": alg}
    if typ:
        hdr["typ"] = "JWT"
    if kid:
        hdr["kid"] = kid
    h = b64us(json.dumps(hdr, separators=(",", ":")))
    p = b64us(json.dumps(payload, separators=(",", ":")))
    n = 32 if alg.startswith("HS") else 256 if alg.startswith("RS") else 64
    return "%s.%s.%s" % (h, p, b64u(n))


def user_jwt():
    t = ts()
    payload = pick([
        {"sub": str(rint(10000, 99999999)), "email": email(), "role": pick(["admin", "user", "ops"]), "iat": t, "exp": t + 3600},
        {"sub": uuid4(), "iss": "https://auth.%s/" % pick(DOMAINS), "aud": pick(["api", "web", "mobile"]), "iat": t, "exp": t + 86400, "scope": "read write"},
        {"user_id": rint(100, 99999), "tenant": pick(["acme", "kr-shop", "beta"]), "iat": t, "exp": t + 7200},
    ])
    return jwt(payload, alg=pick(["HS256", "HS256", "RS256", "ES256"]), kid=pick([None, hx(16)]))


BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
         "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
         "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
         "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha "
         "already also alter always amateur amazing among amount amused analyst anchor ancient anger angle "
         "angry animal ankle announce annual another answer antenna antique anxiety any apart apology "
         "appear apple approve april arch arctic area arena argue arm armed armor army around arrange "
         "arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume asthma "
         "athlete atom attack attend attitude attract auction audit august aunt author auto autumn "
         "average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag "
         "balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket battle "
         "beach bean beauty because become beef before begin behave behind believe below belt bench "
         "benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
         "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board "
         "boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy "
         "bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli "
         "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
         "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable "
         "cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon "
         "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual "
         "cat catalog catch category cattle caught cause caution cave ceiling celery cement census "
         "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
         "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn "
         "cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click "
         "client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch "
         "coach coast coconut code coffee coil coin collect color column combine come comfort comic "
         "common company concert conduct confirm congress connect consider control convince cook cool "
         "copper copy coral core corn correct cost cotton couch country couple course cousin cover "
         "coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket "
         "crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry "
         "crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle").split()


def mnemonic(n=12):
    return " ".join(pick(BIP39) for _ in range(n))


def wif():
    return pick("KL") + rs(B58C, 51)


# ---------------------------------------------------------------------------
# vendor credential shapes (from documented formats; bodies are random)
# ---------------------------------------------------------------------------
def P(*items, extra=None, drop=None):
    """items: (ENV_NAME, value, listed).  Returns {'pairs': [...], 'secrets': [...]}"""
    pairs = [(n, v) for n, v, _ in items]
    secs = [v for n, v, l in items if l]
    if extra:
        secs += extra
    return {"pairs": pairs, "secrets": secs}


class Vendor(object):
    def __init__(self, name, region, cat, thing, sec, gen, http=None, hint=None):
        self.name, self.region, self.cat = name, region, cat
        self.thing_en, self.thing_ko = thing
        self.sec, self.gen, self.http, self.hint = sec, gen, http, hint


VENDORS = []


def V(name, region, cat, thing, sec, gen, http=None, hint=None):
    VENDORS.append(Vendor(name, region, cat, thing, sec, gen, http, hint))


K_API = ("API key", "API 키")
K_TOKEN = ("access token", "액세스 토큰")
K_SECRET = ("client secret", "클라이언트 시크릿")
K_PAIR = ("access key pair", "액세스 키 쌍")
K_HOOK = ("webhook URL", "웹훅 주소")
K_PAT = ("personal access token", "개인 액세스 토큰")
K_SK = ("secret key", "시크릿 키")
K_BOT = ("bot token", "봇 토큰")


def _sts_token():
    return ("IQoJb3JpZ2luX2Vj" + pick("EDFGHIJK") + rs(B64C, 2) + "//////////wEa"
            + rs(B64C, rint(330, 440)) + pick(["", "=", "=="]))


def _discord_token():
    uid = str(rint(10 ** 17, 2 * 10 ** 18))
    return b64us(uid) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _slack_ids():
    return "T" + rs(UPNUM, pick([8, 9, 10])), "B" + rs(UPNUM, pick([9, 10, 11]))


def _office_hook():
    h, sig = hx(32), "V2" + rs(B64U, 43)
    url = ("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s"
           % (pick(["contoso", "acmecorp", "kr-shop", "globex"]), uuid4(), uuid4(), h, uuid4(), sig))
    return P(("TEAMS_WEBHOOK_URL", url, 0), extra=[h, sig])


def _flow_hook():
    sig = rs(B64U, 43)
    url = ("https://prod-%02d.%s.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
           "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s"
           % (rint(1, 99), pick(["westus", "koreacentral", "westeurope", "japaneast"]), hx(32), sig))
    return P(("ALERT_FLOW_URL", url, 0), extra=[sig])


def _gchat_hook():
    tok = rs(B64U, 43) + "%3D"
    url = ("https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s"
           % (rs(B64U, 7), tok))
    return P(("GCHAT_WEBHOOK_URL", url, 0), extra=[tok])


def _slack_hook():
    t, b = _slack_ids()
    tok = an(24)
    return P(("SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/%s/%s/%s" % (t, b, tok), 0), extra=[tok])


def _discord_hook():
    tok = rs(B64U, 68)
    return P(("DISCORD_WEBHOOK_URL", "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok), 0), extra=[tok])


def _mattermost_hook():
    tok = rs(LOWNUM, 26)
    return P(("MATTERMOST_HOOK", "https://chat.%s/hooks/%s" % (pick(DOMAINS), tok), 0), extra=[tok])


def _wecom_hook():
    k = uuid4()
    return P(("WECOM_ROBOT_URL", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + k, 0), extra=[k])


def _dingtalk():
    tok = hx(64)
    sec = "SEC" + hx(64)
    return P(("DINGTALK_WEBHOOK", "https://oapi.dingtalk.com/robot/send?access_token=" + tok, 0),
             ("DINGTALK_SECRET", sec, 1), extra=[tok])


def _feishu_hook():
    h = uuid4()
    sec = an(pick([16, 22]))
    return P(("FEISHU_WEBHOOK", "https://open.feishu.cn/open-apis/bot/v2/hook/" + h, 0),
             ("FEISHU_SIGN_SECRET", sec, 1), extra=[h])


def _azure_storage():
    key = b64(64)
    acct = pick(["stprodlogs", "mediaassets01", "krshopstatic", "billingexports"])
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
    return P(("AZURE_STORAGE_CONNECTION_STRING", cs, 0), extra=[key])


def _azure_sb():
    key = b64(32)
    cs = ("Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s"
          % (pick(["orders-bus", "evt-prod", "notify-sb"]), key))
    return P(("SERVICEBUS_CONNECTION", cs, 0), extra=[key])


def _cloudinary():
    sec = rs(B64U, 27)
    return P(("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (digits(15), sec, pick(["acme-media", "dk3xq9", "shop-kr"])), 0), extra=[sec])


def _mongo_atlas():
    return P(("ATLAS_PUBLIC_KEY", rs(LO, 8), 0), ("ATLAS_PRIVATE_KEY", uuid4(), 1))


def _datacgo():
    raw = b64(66)
    enc = urllib.parse.quote(raw, safe="")
    return P(("DATA_GO_KR_SERVICE_KEY", enc, 1))


def _naver_commerce():
    return P(("NAVER_COMMERCE_CLIENT_ID", an(22), 0),
             ("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(ALNUM + "./", 22), 1))


def _ably():
    sec = rs(B64U, 43)
    return P(("ABLY_API_KEY", "%s.%s:%s" % (an(6), rs(B64U, 6), sec), 0), extra=[sec])


def _k3s():
    return P(("K3S_TOKEN", "K10" + hx(64) + "::server:" + hx(32), 1))


def _tskey():
    return P(("TS_AUTHKEY", "tskey-auth-k" + an(rint(10, 13)) + "CNTRL-" + an(33), 1))


def _fly():
    return P(("FLY_API_TOKEN", "FlyV1 fm2_lJPECAAAAAAAA" + rs(B64C, 180) + "," + "fm2_lJPETO" + rs(B64C, 150), 1))


def _atl():
    return P(("JIRA_USER", email(), 0), ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + HX(8), 1))


def _openai_proj():
    return "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def _pypi():
    return "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64U, rint(140, 170))


def _supabase_service():
    ref = rs(LO, 20)
    t = ts()
    tok = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": t, "exp": t + 315360000})
    return P(("SUPABASE_URL", "https://%s.supabase.co" % ref, 0), ("SUPABASE_SERVICE_ROLE_KEY", tok, 1))


def _hass():
    t = ts()
    return P(("HASS_TOKEN", jwt({"iss": hx(32), "iat": t, "exp": t + 315360000}), 1))


def _ops_token():
    body = b64us(json.dumps({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(16)}, "email": rs(LO, 26) + "@1passwordserviceaccounts.com", "srpX": hx(64), "muk": {"alg": "A256GCM", "ext": True, "k": b64u(32), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"}, "secretKey": "A3-" + rs(UPNUM, 6) + "-" + rs(UPNUM, 6), "throttleSecret": {"seed": hx(64), "deviceUuid": rs(LOWNUM, 26)}, "deviceUuid": rs(LOWNUM, 26)}, separators=(",", ":")))
    return P(("OP_SERVICE_ACCOUNT_TOKEN", "ops_" + body[:rint(560, 640)], 1))


def _toss():
    k = pick(["live_sk_", "live_gsk_", "live_sk_", "test_sk_"]) + an(pick([20, 24, 28]))
    return P(("TOSS_SECRET_KEY", k, 1))


def _kis():
    return P(("KIS_APP_KEY", "PS" + an(34), 1), ("KIS_APP_SECRET", rs(B64C, 180), 1), ("KIS_ACCOUNT_NO", digits(8) + "-01", 0))


def _line():
    return P(("LINE_CHANNEL_SECRET", hx(32), 1),
             ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64C, 171) + "=", 1))


def _fcm():
    return P(("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), 1))


def _wx():
    return P(("WECHAT_APPID", "wx" + hx(16), 0), ("WECHAT_APPSECRET", hx(32), 1))


# ---- cloud & infrastructure -------------------------------------------------
V("AWS", "global", "cloud", K_PAIR, "aws",
  lambda: P(("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32C, 16), 1), ("AWS_SECRET_ACCESS_KEY", rs(B64C, 40), 1), ("AWS_DEFAULT_REGION", pick(REGIONS), 0)),
  hint=("Long-lived IAM user keys in CI should be replaced by OIDC role assumption; these keys must be deactivated.",
        "CI에 IAM user 장기 키를 쓰지 말고 OIDC로 role assume 하도록 바꿔야 함. 이 키는 비활성화 필요."))
V("AWS", "global", "cloud", ("temporary STS credentials", "STS 임시 자격증명"), "aws",
  lambda: P(("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32C, 16), 1), ("AWS_SECRET_ACCESS_KEY", rs(B64C, 40), 1), ("AWS_SESSION_TOKEN", _sts_token(), 1)),
  hint=("STS credentials copied from the SSO portal expire after an hour; use `aws sso login` with a named profile instead.",
        "SSO 포털에서 복사한 STS 자격증명은 1시간 뒤 만료됨. named profile로 `aws sso login` 쓰는 게 맞음."))
V("Google", "global", "ai", K_API, "gemini",
  lambda: P(("GEMINI_API_KEY", "AIzaSy" + rs(B64U, 33), 1)),
  http=("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent", ["x-goog-api-key: {0}", "Content-Type: application/json"], None),
  hint=("Server-side Gemini keys must be restricted to the Generative Language API and never shipped to the browser.",
        "서버용 Gemini 키는 Generative Language API로 제한하고 브라우저 번들에 넣으면 안 됨."))
V("Google", "global", "identity", K_SECRET, "google",
  lambda: P(("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWNUM, 32)), 0), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), 1)),
  hint=("The OAuth redirect URI has to match exactly, including the trailing slash.", "OAuth redirect URI는 끝 슬래시까지 정확히 일치해야 함."))
V("Google", "global", "identity", ("OAuth refresh token", "OAuth 리프레시 토큰"), "google",
  lambda: P(("GOOGLE_REFRESH_TOKEN", "1//0" + rs(B64U, 2) + rs(B64U, 99), 1)))
V("Azure", "global", "cloud", ("storage account key", "스토리지 계정 키"), "azure", _azure_storage,
  hint=("Use a user-delegation SAS or managed identity instead of the account key.", "계정 키 대신 managed identity나 user delegation SAS를 써야 함."))
V("Azure", "global", "identity", K_SECRET, "azure",
  lambda: P(("AZURE_TENANT_ID", uuid4(), 0), ("AZURE_CLIENT_ID", uuid4(), 0), ("AZURE_CLIENT_SECRET", an(3) + pick(["7Q~", "8Q~"]) + rs(ALNUM + "_~.-", 34), 1)),
  hint=("App registration secrets expire after 6 months by default; federated credentials avoid that.", "App registration 시크릿은 기본 6개월 만료. federated credential로 바꾸면 만료 걱정 없음."))
V("Azure DevOps", "global", "ci", K_PAT, "azdo",
  lambda: P(("AZURE_DEVOPS_EXT_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52), 1)),
  http=("GET", "https://dev.azure.com/contoso/_apis/projects?api-version=7.1", [], ":{0}"))
V("Azure OpenAI", "global", "ai", K_API, "azure_openai",
  lambda: P(("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % pick(["aoai-prod-krc", "contoso-oai", "ml-eastus2"]), 0), ("AZURE_OPENAI_API_KEY", hx(32), 1)),
  http=("POST", "https://aoai-prod-krc.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01", ["api-key: {1}"], None))
V("Azure", "global", "messaging", ("Service Bus connection string", "Service Bus 연결 문자열"), "servicebus", _azure_sb)
V("Cloudflare", "global", "cloud", ("API token", "API 토큰"), "cloudflare",
  lambda: P(("CLOUDFLARE_API_TOKEN", rs(B64U, 40), 1)),
  http=("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", ["Authorization: Bearer {0}"], None),
  hint=("Scoped API tokens are preferred over the Global API Key; this one had Zone:Edit on every zone.", "Global API Key 말고 scope 제한된 API token을 써야 함. 이 토큰은 전체 zone Edit 권한이었음."))
V("Cloudflare", "global", "cloud", ("Global API Key", "Global API 키"), "cloudflare",
  lambda: P(("CF_API_EMAIL", email(), 0), ("CF_API_KEY", hx(37), 1)),
  http=("GET", "https://api.cloudflare.com/client/v4/zones", ["X-Auth-Email: {0}", "X-Auth-Key: {1}"], None))
V("Cloudflare", "global", "storage", ("R2 access keys", "R2 액세스 키"), "r2",
  lambda: P(("R2_ACCESS_KEY_ID", hx(32), 1), ("R2_SECRET_ACCESS_KEY", hx(64), 1), ("R2_ENDPOINT", "https://%s.r2.cloudflarestorage.com" % hx(32), 0)))
V("DigitalOcean", "global", "cloud", K_PAT, "digitalocean",
  lambda: P(("DIGITALOCEAN_TOKEN", "dop_v1_" + hx(64), 1)),
  http=("GET", "https://api.digitalocean.com/v2/droplets", ["Authorization: Bearer {0}"], None))
V("DigitalOcean", "global", "storage", ("Spaces keys", "Spaces 키"), "spaces",
  lambda: P(("SPACES_KEY", "DO00" + rs(UPNUM, 16), 1), ("SPACES_SECRET", rs(B64C, 43), 1)))
V("Linode", "global", "cloud", K_PAT, "linode",
  lambda: P(("LINODE_TOKEN", hx(64), 1)),
  http=("GET", "https://api.linode.com/v4/linode/instances", ["Authorization: Bearer {0}"], None))
V("Hetzner", "eu", "cloud", ("Cloud API token", "Cloud API 토큰"), "hcloud",
  lambda: P(("HCLOUD_TOKEN", an(64), 1)),
  http=("GET", "https://api.hetzner.cloud/v1/servers", ["Authorization: Bearer {0}"], None))
V("Vultr", "global", "cloud", K_API, "vultr",
  lambda: P(("VULTR_API_KEY", rs(UPNUM, 36), 1)),
  http=("GET", "https://api.vultr.com/v2/instances", ["Authorization: Bearer {0}"], None))
V("Scaleway", "eu", "cloud", K_PAIR, "scw",
  lambda: P(("SCW_ACCESS_KEY", "SCW" + rs(UPNUM, 17), 1), ("SCW_SECRET_KEY", uuid4(), 1), ("SCW_DEFAULT_ORGANIZATION_ID", uuid4(), 0)))
V("OVHcloud", "eu", "cloud", ("application credentials", "애플리케이션 자격증명"), "ovh",
  lambda: P(("OVH_ENDPOINT", "ovh-eu", 0), ("OVH_APPLICATION_KEY", an(16), 1), ("OVH_APPLICATION_SECRET", an(32), 1), ("OVH_CONSUMER_KEY", an(32), 1)))
V("Exoscale", "eu", "cloud", K_PAIR, "exoscale",
  lambda: P(("EXOSCALE_API_KEY", "EXO" + hx(24), 1), ("EXOSCALE_API_SECRET", rs(B64U, 43), 1)))
V("Backblaze", "global", "storage", ("B2 application key", "B2 애플리케이션 키"), "b2",
  lambda: P(("B2_APPLICATION_KEY_ID", "005" + hx(22), 1), ("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "+/", 27), 1)))
V("MinIO", "global", "storage", K_PAIR, "minio",
  lambda: P(("MINIO_ENDPOINT", "https://minio.%s" % pick(DOMAINS), 0), ("MINIO_ACCESS_KEY", rs(UPNUM, 20), 1), ("MINIO_SECRET_KEY", an(40), 1)))
V("Oracle Cloud", "global", "storage", ("customer secret key", "customer secret 키"), "oci",
  lambda: P(("OCI_S3_ACCESS_KEY", hx(40), 1), ("OCI_S3_SECRET_KEY", rs(B64C, 43) + "=", 1)))
V("IBM Cloud", "global", "cloud", K_API, "ibmcloud",
  lambda: P(("IBMCLOUD_API_KEY", rs(B64U, 44), 1)))
V("Heroku", "global", "paas", K_API, "heroku",
  lambda: P(("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58), 1)),
  http=("GET", "https://api.heroku.com/apps", ["Accept: application/vnd.heroku+json; version=3", "Authorization: Bearer {0}"], None))
V("Fly.io", "global", "paas", ("deploy token", "배포 토큰"), "fly", _fly)
V("Render", "global", "paas", K_API, "render",
  lambda: P(("RENDER_API_KEY", "rnd_" + an(32), 1)),
  http=("GET", "https://api.render.com/v1/services?limit=20", ["Authorization: Bearer {0}"], None))
V("Railway", "global", "paas", ("project token", "프로젝트 토큰"), "railway",
  lambda: P(("RAILWAY_TOKEN", uuid4(), 1)))
V("Vercel", "global", "paas", K_TOKEN, "vercel",
  lambda: P(("VERCEL_TOKEN", an(24), 1), ("VERCEL_ORG_ID", "team_" + an(24), 0)),
  http=("GET", "https://api.vercel.com/v9/projects", ["Authorization: Bearer {0}"], None))
V("Netlify", "global", "paas", K_PAT, "netlify",
  lambda: P(("NETLIFY_AUTH_TOKEN", "nfp_" + an(36), 1), ("NETLIFY_SITE_ID", uuid4(), 0)))
V("Supabase", "global", "database", ("service_role key", "service_role 키"), "supabase", _supabase_service,
  hint=("The service_role key bypasses RLS; only the anon key belongs in the client.", "service_role 키는 RLS를 우회함. 클라이언트에는 anon 키만 들어가야 함."))
V("Supabase", "global", "database", K_PAT, "supabase",
  lambda: P(("SUPABASE_ACCESS_TOKEN", "sbp_" + hx(40), 1)))
V("PlanetScale", "global", "database", ("database password", "DB 비밀번호"), "planetscale",
  lambda: P(("DATABASE_HOST", "aws.connect.psdb.cloud", 0), ("DATABASE_USERNAME", rs(LOWNUM, 20), 0), ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43), 1)))
V("Neon", "global", "database", K_API, "neon",
  lambda: P(("NEON_API_KEY", "napi_" + rs(LOWNUM, 64), 1)))
V("Upstash", "global", "database", ("Redis REST token", "Redis REST 토큰"), "upstash",
  lambda: P(("UPSTASH_REDIS_REST_URL", "https://%s-%s-%d.upstash.io" % (pick(["apn1", "usw1", "eu2"]), pick(["clever", "giving", "sharp"]), rint(10000, 99999)), 0), ("UPSTASH_REDIS_REST_TOKEN", "A" + rs(B64U, 2) + "AAIj" + rs(B64U, 60), 1)))
V("MongoDB Atlas", "global", "database", ("Admin API key", "Admin API 키"), "atlas", _mongo_atlas)
V("Databricks", "global", "data", K_PAT, "databricks",
  lambda: P(("DATABRICKS_HOST", "https://dbc-%s-%s.cloud.databricks.com" % (hx(8), hx(4)), 0), ("DATABRICKS_TOKEN", "dapi" + hx(32) + pick(["", "-2", "-3"]), 1)),
  http=("GET", "https://dbc-1a2b3c4d-5e6f.cloud.databricks.com/api/2.0/clusters/list", ["Authorization: Bearer {1}"], None))
V("Confluent", "global", "data", ("Cloud API secret", "Cloud API 시크릿"), "confluent",
  lambda: P(("CONFLUENT_API_KEY", rs(UPNUM, 16), 0), ("CONFLUENT_API_SECRET", rs(B64C, 64), 1)))
V("Tailscale", "global", "network", ("auth key", "auth 키"), "tailscale", _tskey,
  hint=("Reusable auth keys should be tagged and ephemeral for CI nodes.", "CI 노드용 auth key는 ephemeral + tag 지정해서 발급해야 함."))
V("ngrok", "global", "network", ("authtoken", "authtoken"), "ngrok",
  lambda: P(("NGROK_AUTHTOKEN", "2" + an(26) + "_" + an(21), 1)))
V("HashiCorp Vault", "global", "secrets", ("service token", "서비스 토큰"), "vault",
  lambda: P(("VAULT_ADDR", "https://vault.%s:8200" % pick(DOMAINS), 0), ("VAULT_TOKEN", "hvs." + rs(B64U, 24) + (("." + rs(B64U, 64)) if chance(0.3) else ""), 1)),
  http=("GET", "https://vault.internal.example.net:8200/v1/secret/data/billing", ["X-Vault-Token: {1}"], None))
V("Terraform Cloud", "global", "ci", ("team token", "팀 토큰"), "tfc",
  lambda: P(("TF_TOKEN_app_terraform_io", an(14) + ".atlasv1." + an(67), 1)))
V("Doppler", "global", "secrets", ("service token", "서비스 토큰"), "doppler",
  lambda: P(("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + an(43), 1)))
V("Pulumi", "global", "ci", K_TOKEN, "pulumi",
  lambda: P(("PULUMI_ACCESS_TOKEN", "pul-" + hx(40), 1)))
V("1Password", "global", "secrets", ("service account token", "서비스 계정 토큰"), "op", _ops_token)
V("HashiCorp Consul", "global", "network", ("ACL token", "ACL 토큰"), "consul",
  lambda: P(("CONSUL_HTTP_TOKEN", uuid4(), 1)),
  http=("GET", "http://consul.service.dc1.consul:8500/v1/kv/config?recurse", ["X-Consul-Token: {0}"], None))
V("Kubernetes", "global", "infra", ("bootstrap token", "bootstrap 토큰"), "kubeadm",
  lambda: P(("KUBEADM_TOKEN", rs(LOWNUM, 6) + "." + rs(LOWNUM, 16), 1)))
V("K3s", "global", "infra", ("cluster token", "클러스터 토큰"), "k3s", _k3s)
V("Docker Swarm", "global", "infra", ("join token", "join 토큰"), "swarm",
  lambda: P(("SWARM_JOIN_TOKEN", "SWMTKN-1-" + rs(LOWNUM, 50) + "-" + rs(LOWNUM, 25), 1)))
V("Rancher", "global", "infra", ("API token", "API 토큰"), "rancher",
  lambda: P(("RANCHER_TOKEN", "token-" + rs(LOWNUM, 5) + ":" + rs(LOWNUM, 54), 1)))
V("Harbor", "global", "registry", ("robot account secret", "robot 계정 시크릿"), "harbor",
  lambda: P(("HARBOR_USERNAME", "robot$%s+ci" % pick(["platform", "ml", "web"]), 0), ("HARBOR_PASSWORD", an(32), 1)))
V("age", "global", "secrets", ("identity (private key)", "identity 개인키"), "sops",
  lambda: P(("SOPS_AGE_KEY", age_secret(), 1)))

# ---- code hosting, CI, package registries -----------------------------------
V("GitHub", "global", "vcs", K_PAT, "github",
  lambda: P(("GITHUB_TOKEN", "ghp_" + an(36), 1)),
  http=("GET", "https://api.github.com/user/repos?per_page=100", ["Authorization: token {0}", "Accept: application/vnd.github+json"], None),
  hint=("Fine-grained tokens limited to one repo are enough for the release job.", "release job에는 repo 하나로 제한한 fine-grained 토큰이면 충분함."))
V("GitHub", "global", "vcs", ("fine-grained token", "fine-grained 토큰"), "github",
  lambda: P(("GH_TOKEN", "github_pat_11" + rs(UPNUM, 20) + "_" + an(59), 1)),
  http=("GET", "https://api.github.com/repos/acme/infra-live/actions/runs", ["Authorization: Bearer {0}"], None))
V("GitHub", "global", "vcs", ("app installation token", "앱 installation 토큰"), "github",
  lambda: P(("GITHUB_APP_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + an(36), 1)))
V("GitLab", "global", "vcs", K_PAT, "gitlab",
  lambda: P(("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), 1)),
  http=("GET", "https://gitlab.com/api/v4/projects?membership=true", ["PRIVATE-TOKEN: {0}"], None))
V("GitLab", "global", "ci", ("runner token", "러너 토큰"), "gitlab",
  lambda: P(("CI_SERVER_URL", "https://gitlab.%s" % pick(DOMAINS), 0), ("RUNNER_TOKEN", pick(["glrt-", "glrt-t1_"]) + rs(B64U, 20), 1)))
V("GitLab", "global", "ci", ("deploy token", "deploy 토큰"), "gitlab",
  lambda: P(("CI_DEPLOY_USER", "gitlab+deploy-token-%d" % rint(100, 9999), 0), ("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64U, 20), 1)))
V("GitLab", "global", "ci", ("pipeline trigger token", "파이프라인 트리거 토큰"), "gitlab",
  lambda: P(("TRIGGER_TOKEN", "glptt-" + hx(40), 1)))
V("Bitbucket", "global", "vcs", ("app password", "앱 비밀번호"), "bitbucket",
  lambda: P(("BITBUCKET_USERNAME", pick(EMAIL_USERS).replace(".", "_"), 0), ("BITBUCKET_APP_PASSWORD", "ATBB" + an(32), 1)),
  http=("GET", "https://api.bitbucket.org/2.0/repositories/acme", [], "{0}:{1}"))
V("Atlassian", "global", "saas", ("API token", "API 토큰"), "jira", _atl,
  http=("GET", "https://acme.atlassian.net/rest/api/3/myself", [], "{0}:{1}"))
V("Gitea", "global", "vcs", ("access token", "액세스 토큰"), "gitea",
  lambda: P(("GITEA_TOKEN", hx(40), 1)),
  http=("GET", "https://git.internal.example.net/api/v1/user/repos", ["Authorization: token {0}"], None))
V("Gitee", "cn", "vcs", ("private token", "private 토큰"), "gitee",
  lambda: P(("GITEE_TOKEN", hx(32), 1)),
  http=("GET", "https://gitee.com/api/v5/user/repos?access_token={0}", [], None))
V("CircleCI", "global", "ci", K_PAT, "circleci",
  lambda: P(("CIRCLE_TOKEN", "CCIPAT_" + an(22) + "_" + hx(40), 1)),
  http=("GET", "https://circleci.com/api/v2/me", ["Circle-Token: {0}"], None))
V("Buildkite", "global", "ci", ("API access token", "API 액세스 토큰"), "buildkite",
  lambda: P(("BUILDKITE_API_TOKEN", "bkua_" + hx(40), 1)))
V("Jenkins", "global", "ci", ("API token", "API 토큰"), "jenkins",
  lambda: P(("JENKINS_USER", pick(["deploy", "ci-bot", "admin"]), 0), ("JENKINS_API_TOKEN", "11" + hx(32), 1)),
  http=("POST", "https://jenkins.internal.example.net/job/release/buildWithParameters?ENV=staging", [], "{0}:{1}"))
V("SonarQube", "global", "ci", ("user token", "사용자 토큰"), "sonar",
  lambda: P(("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hx(40), 1), ("SONAR_HOST_URL", "https://sonar.%s" % pick(DOMAINS), 0)))
V("Snyk", "global", "ci", ("API token", "API 토큰"), "snyk",
  lambda: P(("SNYK_TOKEN", uuid4(), 1)))
V("Codecov", "global", "ci", ("upload token", "업로드 토큰"), "codecov",
  lambda: P(("CODECOV_TOKEN", uuid4(), 1)))
V("Sourcegraph", "global", "vcs", K_TOKEN, "sourcegraph",
  lambda: P(("SRC_ACCESS_TOKEN", "sgp_" + hx(40), 1)))
V("npm", "global", "registry", ("automation token", "automation 토큰"), "npm",
  lambda: P(("NPM_TOKEN", "npm_" + an(36), 1)),
  hint=("Granular tokens scoped to the @acme org are required for publish since classic tokens were revoked.", "classic 토큰 폐지 이후 publish에는 @acme org로 scope 제한한 granular 토큰 필요."))
V("PyPI", "global", "registry", ("upload token", "업로드 토큰"), "pypi",
  lambda: P(("TWINE_USERNAME", "__token__", 0), ("TWINE_PASSWORD", _pypi(), 1)),
  hint=("Trusted publishing from GitHub Actions removes the need for an upload token.", "GitHub Actions trusted publishing을 쓰면 업로드 토큰 자체가 필요 없음."))
V("RubyGems", "global", "registry", K_API, "gem",
  lambda: P(("GEM_HOST_API_KEY", "rubygems_" + hx(48), 1)))
V("NuGet", "global", "registry", K_API, "nuget",
  lambda: P(("NUGET_API_KEY", "oy2" + rs(LOWNUM, 43), 1)))
V("crates.io", "global", "registry", ("API token", "API 토큰"), "cargo",
  lambda: P(("CARGO_REGISTRY_TOKEN", "cio" + an(32), 1)))
V("Docker Hub", "global", "registry", K_PAT, "docker",
  lambda: P(("DOCKERHUB_USERNAME", pick(["acmebuild", "krshopci", "mlplatform"]), 0), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), 1)))
V("JFrog", "global", "registry", ("reference token", "reference 토큰"), "artifactory",
  lambda: P(("ARTIFACTORY_URL", "https://acme.jfrog.io/artifactory", 0), ("ARTIFACTORY_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3" + rs(B64C, 48), 1)))

# ---- AI --------------------------------------------------------------------
V("OpenAI", "global", "ai", ("project API key", "프로젝트 API 키"), "openai",
  lambda: P(("OPENAI_API_KEY", _openai_proj(), 1)),
  http=("POST", "https://api.openai.com/v1/chat/completions", ["Authorization: Bearer {0}", "Content-Type: application/json"], None),
  hint=("Project keys are per project; the eval job belongs to the research project, not default.", "프로젝트 키는 프로젝트 단위라서 eval job은 default가 아니라 research 프로젝트 키를 써야 함."))
V("OpenAI", "global", "ai", ("admin / service-account key", "admin·서비스 계정 키"), "openai",
  lambda: P(("OPENAI_ADMIN_KEY", pick(["sk-admin-", "sk-svcacct-"]) + rs(B64U, 58) + "T3BlbkFJ" + rs(B64U, 58), 1)),
  http=("GET", "https://api.openai.com/v1/organization/usage/completions?start_time=1735689600", ["Authorization: Bearer {0}"], None))
V("Anthropic", "global", "ai", K_API, "anthropic",
  lambda: P(("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", 1)),
  http=("POST", "https://api.anthropic.com/v1/messages", ["x-api-key: {0}", "anthropic-version: 2023-06-01", "content-type: application/json"], None),
  hint=("Workspace keys are rate-limited separately; the batch job should use the batch workspace.", "워크스페이스별로 rate limit이 따로라서 배치 작업은 batch 워크스페이스 키를 써야 함."))
V("Anthropic", "global", "ai", ("Admin API key", "Admin API 키"), "anthropic",
  lambda: P(("ANTHROPIC_ADMIN_KEY", "sk-ant-admin01-" + rs(B64U, 93) + "AA", 1)),
  http=("GET", "https://api.anthropic.com/v1/organizations/users?limit=20", ["x-api-key: {0}", "anthropic-version: 2023-06-01"], None))
V("Hugging Face", "global", "ai", ("access token", "액세스 토큰"), "hf",
  lambda: P(("HF_TOKEN", "hf_" + rs(UP + LO, 34), 1)),
  hint=("Gated models need a read token from an account that accepted the license.", "gated 모델은 라이선스 동의한 계정의 read 토큰이 있어야 받아짐."))
V("Replicate", "global", "ai", ("API token", "API 토큰"), "replicate",
  lambda: P(("REPLICATE_API_TOKEN", "r8_" + an(37), 1)),
  http=("GET", "https://api.replicate.com/v1/predictions", ["Authorization: Bearer {0}"], None))
V("Groq", "global", "ai", K_API, "groq",
  lambda: P(("GROQ_API_KEY", "gsk_" + an(52), 1)),
  http=("POST", "https://api.groq.com/openai/v1/chat/completions", ["Authorization: Bearer {0}"], None))
V("Perplexity", "global", "ai", K_API, "perplexity",
  lambda: P(("PERPLEXITY_API_KEY", "pplx-" + an(48), 1)))
V("xAI", "global", "ai", K_API, "xai",
  lambda: P(("XAI_API_KEY", "xai-" + an(80), 1)),
  http=("POST", "https://api.x.ai/v1/chat/completions", ["Authorization: Bearer {0}"], None))
V("OpenRouter", "global", "ai", K_API, "openrouter",
  lambda: P(("OPENROUTER_API_KEY", "sk-or-v1-" + hx(64), 1)),
  http=("POST", "https://openrouter.ai/api/v1/chat/completions", ["Authorization: Bearer {0}"], None))
V("Mistral", "eu", "ai", K_API, "mistral",
  lambda: P(("MISTRAL_API_KEY", an(32), 1)),
  http=("POST", "https://api.mistral.ai/v1/chat/completions", ["Authorization: Bearer {0}"], None))
V("Cohere", "global", "ai", K_API, "cohere",
  lambda: P(("COHERE_API_KEY", an(40), 1)),
  http=("POST", "https://api.cohere.com/v2/rerank", ["Authorization: Bearer {0}"], None))
V("Together AI", "global", "ai", K_API, "together",
  lambda: P(("TOGETHER_API_KEY", hx(64), 1)))
V("ElevenLabs", "global", "ai", K_API, "elevenlabs",
  lambda: P(("ELEVENLABS_API_KEY", "sk_" + hx(48), 1)),
  http=("GET", "https://api.elevenlabs.io/v1/voices", ["xi-api-key: {0}"], None))
V("LangSmith", "global", "ai", K_API, "langsmith",
  lambda: P(("LANGSMITH_API_KEY", pick(["lsv2_pt_", "lsv2_sk_"]) + hx(32) + "_" + hx(10), 1), ("LANGSMITH_PROJECT", pick(["rag-eval", "support-bot"]), 0)))
V("Pinecone", "global", "ai", K_API, "pinecone",
  lambda: P(("PINECONE_API_KEY", "pcsk_" + an(5) + "_" + an(63), 1)))
V("Weights & Biases", "global", "ai", K_API, "wandb",
  lambda: P(("WANDB_API_KEY", hx(40), 1), ("WANDB_ENTITY", pick(["ml-team", "acme-research"]), 0)))
V("Tavily", "global", "ai", K_API, "tavily",
  lambda: P(("TAVILY_API_KEY", "tvly-" + pick(["", "dev-", "prod-"]) + an(32), 1)))
V("Fireworks", "global", "ai", K_API, "fireworks",
  lambda: P(("FIREWORKS_API_KEY", "fw_" + an(24), 1)))
V("Voyage AI", "global", "ai", K_API, "voyage",
  lambda: P(("VOYAGE_API_KEY", "pa-" + rs(B64U, 43), 1)))
V("DeepSeek", "cn", "ai", K_API, "deepseek",
  lambda: P(("DEEPSEEK_API_KEY", "sk-" + hx(32), 1)),
  http=("POST", "https://api.deepseek.com/chat/completions", ["Authorization: Bearer {0}"], None))
V("Moonshot", "cn", "ai", K_API, "moonshot",
  lambda: P(("MOONSHOT_API_KEY", "sk-" + an(48), 1)),
  http=("POST", "https://api.moonshot.cn/v1/chat/completions", ["Authorization: Bearer {0}"], None))
V("Alibaba DashScope", "cn", "ai", K_API, "dashscope",
  lambda: P(("DASHSCOPE_API_KEY", "sk-" + hx(32), 1)))
V("Zhipu AI", "cn", "ai", K_API, "zhipu",
  lambda: P(("ZHIPUAI_API_KEY", hx(32) + "." + an(16), 1)))
V("Deepgram", "global", "ai", K_API, "deepgram",
  lambda: P(("DEEPGRAM_API_KEY", hx(40), 1)),
  http=("POST", "https://api.deepgram.com/v1/listen?model=nova-2&language=ko", ["Authorization: Token {0}"], None))
V("AssemblyAI", "global", "ai", K_API, "assemblyai",
  lambda: P(("ASSEMBLYAI_API_KEY", hx(32), 1)),
  http=("POST", "https://api.assemblyai.com/v2/transcript", ["authorization: {0}"], None))
V("Firecrawl", "global", "ai", K_API, "firecrawl",
  lambda: P(("FIRECRAWL_API_KEY", "fc-" + hx(32), 1)))
V("Modal", "global", "ai", ("token id and secret", "token id·secret"), "modal",
  lambda: P(("MODAL_TOKEN_ID", "ak-" + an(22), 1), ("MODAL_TOKEN_SECRET", "as-" + an(22), 1)))

# ---- observability ----------------------------------------------------------
V("Datadog", "global", "observability", ("API and application keys", "API 키·APP 키"), "datadog",
  lambda: P(("DD_API_KEY", hx(32), 1), ("DD_APP_KEY", hx(40), 1), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), 0)),
  http=("GET", "https://api.datadoghq.com/api/v1/monitor", ["DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}"], None),
  hint=("Agents only need the API key; the application key is for the Terraform provider.", "agent에는 API 키만 필요하고 application 키는 Terraform provider용임."))
V("New Relic", "global", "observability", ("user API key", "user API 키"), "newrelic",
  lambda: P(("NEW_RELIC_API_KEY", "NRAK-" + rs(UPNUM, 27), 1)),
  http=("POST", "https://api.newrelic.com/graphql", ["API-Key: {0}", "Content-Type: application/json"], None))
V("New Relic", "global", "observability", ("license key", "라이선스 키"), "newrelic",
  lambda: P(("NEW_RELIC_LICENSE_KEY", hx(36) + "NRAL", 1), ("NEW_RELIC_APP_NAME", pick(SVCS), 0)))
V("Sentry", "global", "observability", ("organization auth token", "조직 auth 토큰"), "sentry",
  lambda: P(("SENTRY_AUTH_TOKEN", "sntrys_" + b64us(json.dumps({"iat": float(ts()), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": pick(["acme", "kr-shop"])}, separators=(",", ":"))) + "_" + rs(B64U, 43), 1)),
  hint=("Source-map upload only needs project:releases scope.", "source map 업로드에는 project:releases scope만 있으면 됨."))
V("Sentry", "global", "observability", ("user auth token", "사용자 auth 토큰"), "sentry",
  lambda: P(("SENTRY_AUTH_TOKEN", "sntryu_" + hx(64), 1)),
  http=("GET", "https://sentry.io/api/0/projects/", ["Authorization: Bearer {0}"], None))
V("Grafana", "global", "observability", ("service account token", "서비스 계정 토큰"), "grafana",
  lambda: P(("GRAFANA_URL", "https://grafana.%s" % pick(DOMAINS), 0), ("GRAFANA_SA_TOKEN", "glsa_" + an(32) + "_" + hx(8), 1)),
  http=("GET", "https://grafana.internal.example.net/api/dashboards/uid/ops-overview", ["Authorization: Bearer {1}"], None))
V("Grafana Cloud", "global", "observability", ("access policy token", "access policy 토큰"), "grafana_cloud",
  lambda: P(("GRAFANA_CLOUD_TOKEN", "glc_" + b64s(json.dumps({"o": digits(6), "n": "stack-%d-otlp" % rint(100000, 999999), "k": an(24), "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0"])}}, separators=(",", ":"))).rstrip("="), 1)))
V("Honeycomb", "global", "observability", ("ingest key", "ingest 키"), "honeycomb",
  lambda: P(("HONEYCOMB_API_KEY", pick(["hcaik_" + rs(LOWNUM, 58), an(22)]), 1)),
  http=("POST", "https://api.honeycomb.io/1/events/" + "checkout", ["X-Honeycomb-Team: {0}"], None))
V("Dynatrace", "global", "observability", ("API token", "API 토큰"), "dynatrace",
  lambda: P(("DT_API_TOKEN", "dt0c01." + rs(UPNUM, 24) + "." + rs(UPNUM, 64), 1)),
  http=("GET", "https://abc12345.live.dynatrace.com/api/v2/metrics", ["Authorization: Api-Token {0}"], None))
V("PagerDuty", "global", "observability", ("integration routing key", "integration routing 키"), "pagerduty",
  lambda: P(("PAGERDUTY_ROUTING_KEY", hx(32), 1)))
V("PagerDuty", "global", "observability", ("REST API key", "REST API 키"), "pagerduty",
  lambda: P(("PAGERDUTY_TOKEN", pick(["u+", "y_", ""]) + rs(B64U, 18), 1)),
  http=("GET", "https://api.pagerduty.com/incidents?statuses[]=triggered", ["Authorization: Token token={0}"], None))
V("Opsgenie", "global", "observability", K_API, "opsgenie",
  lambda: P(("OPSGENIE_API_KEY", uuid4(), 1)),
  http=("GET", "https://api.opsgenie.com/v2/alerts?limit=10", ["Authorization: GenieKey {0}"], None))
V("Splunk", "global", "observability", ("HEC token", "HEC 토큰"), "splunk",
  lambda: P(("SPLUNK_HEC_TOKEN", UUID4() if chance(0.5) else uuid4(), 1)),
  http=("POST", "https://splunk.internal.example.net:8088/services/collector/event", ["Authorization: Splunk {0}"], None))
V("Elastic", "global", "observability", K_API, "elastic",
  lambda: P(("ELASTIC_API_KEY", b64s(rs(B64U, 20) + ":" + rs(B64U, 22)), 1)),
  http=("GET", "https://es.internal.example.net:9200/_cat/indices?v", ["Authorization: ApiKey {0}"], None))
V("Axiom", "global", "observability", K_API, "axiom",
  lambda: P(("AXIOM_TOKEN", "xaat-" + uuid4(), 1)))
V("Better Stack", "eu", "observability", ("source token", "소스 토큰"), "logtail",
  lambda: P(("LOGTAIL_SOURCE_TOKEN", an(24), 1)))
V("Rollbar", "global", "observability", ("post_server_item token", "post_server_item 토큰"), "rollbar",
  lambda: P(("ROLLBAR_ACCESS_TOKEN", hx(32), 1)))

# ---- messaging & communication ---------------------------------------------
V("Slack", "global", "messaging", K_BOT, "slack",
  lambda: P(("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(rint(11, 13)), digits(rint(11, 13)), an(24)), 1)),
  http=("POST", "https://slack.com/api/chat.postMessage", ["Authorization: Bearer {0}", "Content-Type: application/json; charset=utf-8"], None),
  hint=("The bot must be invited to the channel; `not_in_channel` is not an auth problem.", "봇을 채널에 초대해야 함. `not_in_channel`은 인증 문제가 아님."))
V("Slack", "global", "messaging", ("user token", "user 토큰"), "slack",
  lambda: P(("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), hx(32)), 1)))
V("Slack", "global", "messaging", ("app-level token", "app-level 토큰"), "slack",
  lambda: P(("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(UPNUM, 10), digits(13), hx(64)), 1)))
V("Slack", "global", "messaging", K_HOOK, "slack", _slack_hook)
V("Slack", "global", "messaging", ("signing secret", "signing secret"), "slack",
  lambda: P(("SLACK_SIGNING_SECRET", hx(32), 1)))
V("Discord", "global", "messaging", K_BOT, "discord",
  lambda: P(("DISCORD_BOT_TOKEN", _discord_token(), 1)),
  http=("GET", "https://discord.com/api/v10/users/@me", ["Authorization: Bot {0}"], None))
V("Discord", "global", "messaging", K_HOOK, "discord", _discord_hook)
V("Telegram", "global", "messaging", K_BOT, "telegram",
  lambda: P(("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(pick([9, 10])), rs(B64U, 33)), 1), ("TELEGRAM_CHAT_ID", "-100" + digits(10), 0)))
V("Microsoft Teams", "global", "messaging", K_HOOK, "teams", _office_hook)
V("Power Automate", "global", "messaging", ("workflow trigger URL", "워크플로 트리거 URL 주소"), "teams", _flow_hook)
V("Google Chat", "global", "messaging", K_HOOK, "gchat", _gchat_hook)
V("Mattermost", "global", "messaging", K_HOOK, "mattermost", _mattermost_hook)
V("Twilio", "global", "messaging", ("auth token", "auth 토큰"), "twilio",
  lambda: P(("TWILIO_ACCOUNT_SID", "AC" + hx(32), 0), ("TWILIO_AUTH_TOKEN", hx(32), 1)),
  http=("POST", "https://api.twilio.com/2010-04-01/Accounts/AC0123/Messages.json", [], "{0}:{1}"))
V("SendGrid", "global", "email", K_API, "sendgrid",
  lambda: P(("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), 1)),
  http=("POST", "https://api.sendgrid.com/v3/mail/send", ["Authorization: Bearer {0}"], None))
V("Mailgun", "global", "email", K_API, "mailgun",
  lambda: P(("MAILGUN_API_KEY", pick(["key-" + hx(32), hx(32) + "-" + hx(8) + "-" + hx(8)]), 1), ("MAILGUN_DOMAIN", "mg." + pick(DOMAINS), 0)),
  http=("POST", "https://api.mailgun.net/v3/mg.example.com/messages", [], "api:{0}"))
V("Mailchimp", "global", "email", K_API, "mailchimp",
  lambda: P(("MAILCHIMP_API_KEY", hx(32) + "-us" + str(rint(1, 21)), 1)))
V("Postmark", "global", "email", ("server token", "서버 토큰"), "postmark",
  lambda: P(("POSTMARK_SERVER_TOKEN", uuid4(), 1)),
  http=("POST", "https://api.postmarkapp.com/email", ["X-Postmark-Server-Token: {0}", "Accept: application/json"], None))
V("Brevo", "eu", "email", K_API, "brevo",
  lambda: P(("BREVO_API_KEY", "xkeysib-" + hx(64) + "-" + an(16), 1)),
  http=("GET", "https://api.brevo.com/v3/account", ["api-key: {0}"], None))
V("Resend", "global", "email", K_API, "resend",
  lambda: P(("RESEND_API_KEY", "re_" + an(8) + "_" + an(24), 1)),
  http=("POST", "https://api.resend.com/emails", ["Authorization: Bearer {0}"], None))
V("Mailjet", "eu", "email", ("API key pair", "API 키 쌍"), "mailjet",
  lambda: P(("MJ_APIKEY_PUBLIC", hx(32), 1), ("MJ_APIKEY_PRIVATE", hx(32), 1)),
  http=("POST", "https://api.mailjet.com/v3.1/send", [], "{0}:{1}"))
V("Vonage", "eu", "messaging", ("API secret", "API 시크릿"), "vonage",
  lambda: P(("VONAGE_API_KEY", hx(8), 0), ("VONAGE_API_SECRET", an(16), 1)))
V("Plivo", "global", "messaging", ("auth token", "auth 토큰"), "plivo",
  lambda: P(("PLIVO_AUTH_ID", "MA" + rs(UPNUM, 18), 0), ("PLIVO_AUTH_TOKEN", an(40), 1)))
V("Infobip", "eu", "messaging", K_API, "infobip",
  lambda: P(("INFOBIP_API_KEY", hx(32) + "-" + uuid4(), 1)),
  http=("POST", "https://xyz12.api.infobip.com/sms/2/text/advanced", ["Authorization: App {0}"], None))
V("Pushover", "global", "messaging", ("application token", "애플리케이션 토큰"), "pushover",
  lambda: P(("PUSHOVER_TOKEN", rs(LOWNUM, 30), 1), ("PUSHOVER_USER", rs(LOWNUM, 30), 0)))
V("ntfy", "global", "messaging", ("access token", "액세스 토큰"), "ntfy",
  lambda: P(("NTFY_TOKEN", "tk_" + rs(LOWNUM, 29), 1)),
  http=("POST", "https://ntfy.example.net/deploys", ["Authorization: Bearer {0}", "Title: deploy finished"], None))
V("Gotify", "global", "messaging", ("app token", "앱 토큰"), "gotify",
  lambda: P(("GOTIFY_TOKEN", "A" + rs(ALNUM + ".-_", 14), 1)),
  http=("POST", "https://gotify.home.example.net/message", ["X-Gotify-Key: {0}"], None))
V("Rocket.Chat", "global", "messaging", ("personal access token", "개인 액세스 토큰"), "rocketchat",
  lambda: P(("RC_USER_ID", an(17), 0), ("RC_TOKEN", rs(B64U, 43), 1)),
  http=("GET", "https://chat.internal.example.net/api/v1/me", ["X-User-Id: {0}", "X-Auth-Token: {1}"], None))
V("OneSignal", "global", "messaging", ("REST API key", "REST API 키"), "onesignal",
  lambda: P(("ONESIGNAL_APP_ID", uuid4(), 0), ("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs("abcdefghijklmnopqrstuvwxyz234567", 113), 1)))
V("Firebase", "global", "messaging", ("FCM legacy server key", "FCM 레거시 서버 키"), "fcm", _fcm,
  http=("POST", "https://fcm.googleapis.com/fcm/send", ["Authorization: key={0}", "Content-Type: application/json"], None))

# ---- payments & commerce -----------------------------------------------------
V("Stripe", "global", "payments", K_SK, "stripe",
  lambda: P(("STRIPE_SECRET_KEY", "sk_live_" + (("51" + an(97)) if chance(0.6) else an(24)), 1)),
  http=("GET", "https://api.stripe.com/v1/balance", [], "{0}:"),
  hint=("Live keys cannot see test-mode objects; the refund script was pointed at test data.", "live 키로는 test mode 객체가 안 보임. 환불 스크립트가 test 데이터를 보고 있었음."))
V("Stripe", "global", "payments", ("restricted key", "restricted 키"), "stripe",
  lambda: P(("STRIPE_RESTRICTED_KEY", "rk_live_" + "51" + an(97), 1)),
  http=("GET", "https://api.stripe.com/v1/charges?limit=5", ["Authorization: Bearer {0}"], None))
V("Stripe", "global", "payments", ("webhook signing secret", "웹훅 서명 시크릿"), "stripe",
  lambda: P(("STRIPE_WEBHOOK_SECRET", "whsec_" + an(32), 1)),
  hint=("Each endpoint has its own signing secret; the CLI listener uses a different one than the dashboard endpoint.", "엔드포인트마다 signing secret이 다름. CLI listen용과 대시보드 엔드포인트용이 별개임."))
V("Square", "global", "payments", K_TOKEN, "square",
  lambda: P(("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), 1)),
  http=("GET", "https://connect.squareup.com/v2/locations", ["Authorization: Bearer {0}", "Square-Version: 2024-10-17"], None))
V("Braintree", "global", "payments", K_TOKEN, "braintree",
  lambda: P(("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LOWNUM, 16), hx(32)), 1)))
V("PayPal", "global", "payments", K_SECRET, "paypal",
  lambda: P(("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79), 0), ("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79), 1)),
  http=("POST", "https://api-m.paypal.com/v1/oauth2/token", ["Content-Type: application/x-www-form-urlencoded"], "{0}:{1}"))
V("Adyen", "eu", "payments", K_API, "adyen",
  lambda: P(("ADYEN_API_KEY", "AQE" + rs(B64U, 5) + "Xhm" + rs(B64U, 170) + "-" + rs(B64U, 40), 1), ("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeECOM", "KrShopKR"]), 0)),
  http=("POST", "https://checkout-test.adyen.com/v71/sessions", ["X-API-Key: {0}"], None))
V("Mollie", "eu", "payments", K_API, "mollie",
  lambda: P(("MOLLIE_API_KEY", "live_" + an(30), 1)),
  http=("GET", "https://api.mollie.com/v2/payments?limit=5", ["Authorization: Bearer {0}"], None))
V("GoCardless", "eu", "payments", K_TOKEN, "gocardless",
  lambda: P(("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), 1)))
V("Paystack", "global", "payments", K_SK, "paystack",
  lambda: P(("PAYSTACK_SECRET_KEY", "sk_live_" + hx(40), 1)),
  http=("GET", "https://api.paystack.co/transaction/verify/ref_12345", ["Authorization: Bearer {0}"], None))
V("Razorpay", "global", "payments", ("key secret", "key secret"), "razorpay",
  lambda: P(("RAZORPAY_KEY_ID", "rzp_live_" + an(14), 0), ("RAZORPAY_KEY_SECRET", an(24), 1)),
  http=("GET", "https://api.razorpay.com/v1/payments?count=5", [], "{0}:{1}"))
V("Flutterwave", "global", "payments", K_SK, "flutterwave",
  lambda: P(("FLW_SECRET_KEY", "FLWSECK-" + hx(32) + "-X", 1)))
V("Xendit", "global", "payments", K_SK, "xendit",
  lambda: P(("XENDIT_SECRET_KEY", "xnd_production_" + rs(B64U, 60), 1)),
  http=("GET", "https://api.xendit.co/balance", [], "{0}:"))
V("Midtrans", "global", "payments", ("server key", "서버 키"), "midtrans",
  lambda: P(("MIDTRANS_SERVER_KEY", "Mid-server-" + rs(B64U, 24), 1)))
V("Plaid", "global", "payments", ("secret", "secret"), "plaid",
  lambda: P(("PLAID_CLIENT_ID", hx(24), 0), ("PLAID_SECRET", hx(30), 1), ("PLAID_ENV", "production", 0)))
V("Shopify", "global", "commerce", ("Admin API access token", "Admin API 액세스 토큰"), "shopify",
  lambda: P(("SHOPIFY_ADMIN_TOKEN", pick(["shpat_", "shpca_", "shppa_"]) + hx(32), 1), ("SHOPIFY_STORE", pick(["acme-store", "kr-select"]) + ".myshopify.com", 0)),
  http=("GET", "https://acme-store.myshopify.com/admin/api/2024-10/orders.json?status=any", ["X-Shopify-Access-Token: {0}"], None))
V("Shopify", "global", "commerce", ("app shared secret", "앱 shared secret"), "shopify",
  lambda: P(("SHOPIFY_API_KEY", hx(32), 0), ("SHOPIFY_API_SECRET", "shpss_" + hx(32), 1)))
V("Paddle", "global", "payments", K_API, "paddle",
  lambda: P(("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(UPNUM, 24) + "_" + an(27), 1)))
V("RevenueCat", "global", "payments", ("secret API key", "secret API 키"), "revenuecat",
  lambda: P(("REVENUECAT_SECRET_KEY", "sk_" + an(28), 1)))
V("Shippo", "global", "commerce", ("live API token", "live API 토큰"), "shippo",
  lambda: P(("SHIPPO_API_TOKEN", "shippo_live_" + hx(40), 1)),
  http=("GET", "https://api.goshippo.com/shipments/", ["Authorization: ShippoToken {0}"], None))
V("SumUp", "eu", "payments", K_API, "sumup",
  lambda: P(("SUMUP_API_KEY", "sup_sk_" + an(32), 1)))
V("Wise", "eu", "payments", ("API token", "API 토큰"), "wise",
  lambda: P(("WISE_API_TOKEN", uuid4(), 1)),
  http=("GET", "https://api.wise.com/v4/profiles/12345/balances?types=STANDARD", ["Authorization: Bearer {0}"], None))

# ---- SaaS --------------------------------------------------------------------
V("Okta", "global", "identity", ("API token", "API 토큰"), "okta",
  lambda: P(("OKTA_ORG_URL", "https://%s.okta.com" % pick(["acme", "kr-shop", "globex"]), 0), ("OKTA_API_TOKEN", "00" + rs(B64U, 40), 1)),
  http=("GET", "https://acme.okta.com/api/v1/users?limit=25", ["Authorization: SSWS {1}"], None))
V("Auth0", "global", "identity", K_SECRET, "auth0",
  lambda: P(("AUTH0_DOMAIN", pick(["acme", "krshop"]) + ".us.auth0.com", 0), ("AUTH0_CLIENT_ID", an(32), 0), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), 1)))
V("Clerk", "global", "identity", K_SK, "clerk",
  lambda: P(("CLERK_SECRET_KEY", "sk_live_" + an(42), 1)),
  http=("GET", "https://api.clerk.com/v1/users?limit=10", ["Authorization: Bearer {0}"], None))
V("Stytch", "global", "identity", K_SECRET, "stytch",
  lambda: P(("STYTCH_PROJECT_ID", "project-live-" + uuid4(), 0), ("STYTCH_SECRET", "secret-live-" + rs(B64U, 36) + "=", 1)))
V("HubSpot", "global", "saas", ("private app token", "private app 토큰"), "hubspot",
  lambda: P(("HUBSPOT_ACCESS_TOKEN", pick(["pat-na1-", "pat-eu1-"]) + uuid4(), 1)),
  http=("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", ["Authorization: Bearer {0}"], None))
V("Linear", "global", "saas", K_API, "linear",
  lambda: P(("LINEAR_API_KEY", "lin_api_" + an(40), 1)),
  http=("POST", "https://api.linear.app/graphql", ["Authorization: {0}", "Content-Type: application/json"], None))
V("Notion", "global", "saas", ("integration token", "integration 토큰"), "notion",
  lambda: P(("NOTION_TOKEN", pick(["secret_" + an(43), "ntn_" + digits(11) + an(35)]), 1)),
  http=("POST", "https://api.notion.com/v1/databases/8f0c2a4e/query", ["Authorization: Bearer {0}", "Notion-Version: 2022-06-28"], None),
  hint=("The integration must be shared with the database page or queries return 404.", "integration을 DB 페이지에 공유해야 함. 안 하면 404."))
V("Airtable", "global", "saas", K_PAT, "airtable",
  lambda: P(("AIRTABLE_TOKEN", "pat" + an(14) + "." + hx(64), 1)),
  http=("GET", "https://api.airtable.com/v0/appXk2J9sLq1/Orders?maxRecords=3", ["Authorization: Bearer {0}"], None))
V("Asana", "global", "saas", K_PAT, "asana",
  lambda: P(("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), hx(32)), 1)))
V("Figma", "global", "saas", K_PAT, "figma",
  lambda: P(("FIGMA_TOKEN", "figd_" + rs(B64U, 40), 1)),
  http=("GET", "https://api.figma.com/v1/files/Xk3lPq9", ["X-Figma-Token: {0}"], None))
V("Zendesk", "global", "saas", ("API token", "API 토큰"), "zendesk",
  lambda: P(("ZENDESK_EMAIL", email(), 0), ("ZENDESK_API_TOKEN", an(40), 1)))
V("Intercom", "global", "saas", K_TOKEN, "intercom",
  lambda: P(("INTERCOM_ACCESS_TOKEN", b64s("tok:" + uuid4() + ":" + uuid4()[:18]).rstrip("=") + "=", 1)),
  http=("GET", "https://api.intercom.io/contacts?per_page=5", ["Authorization: Bearer {0}", "Intercom-Version: 2.11"], None))
V("Trello", "global", "saas", ("API token", "API 토큰"), "trello",
  lambda: P(("TRELLO_KEY", hx(32), 0), ("TRELLO_TOKEN", "ATTA" + hx(64) + HX(8), 1)))
V("Dropbox", "global", "saas", K_TOKEN, "dropbox",
  lambda: P(("DROPBOX_ACCESS_TOKEN", "sl.u." + rs(B64U, 140), 1)),
  http=("POST", "https://api.dropboxapi.com/2/files/list_folder", ["Authorization: Bearer {0}", "Content-Type: application/json"], None))
V("Typeform", "eu", "saas", K_PAT, "typeform",
  lambda: P(("TYPEFORM_TOKEN", "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14), 1)))
V("Pipedrive", "eu", "saas", ("API token", "API 토큰"), "pipedrive",
  lambda: P(("PIPEDRIVE_API_TOKEN", hx(40), 1)),
  http=("GET", "https://acme.pipedrive.com/api/v1/deals?limit=10&api_token={0}", [], None))
V("DeepL", "eu", "ai", ("auth key", "auth 키"), "deepl",
  lambda: P(("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), 1)),
  http=("POST", "https://api-free.deepl.com/v2/translate", ["Authorization: DeepL-Auth-Key {0}"], None))
V("JetBrains YouTrack", "eu", "saas", ("permanent token", "permanent 토큰"), "youtrack",
  lambda: P(("YOUTRACK_TOKEN", "perm:" + b64s(pick(["ci-bot", "jkim", "release"])) + "." + b64s(pick(["NDgtMQ", "NTItMTA"])).rstrip("=") + "." + an(30), 1)),
  http=("GET", "https://acme.youtrack.cloud/api/issues?fields=idReadable,summary", ["Authorization: Bearer {0}"], None))
V("Contentful", "eu", "saas", ("management token", "management 토큰"), "contentful",
  lambda: P(("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), 1), ("CONTENTFUL_SPACE_ID", rs(LOWNUM, 12), 0)))
V("Sanity", "global", "saas", ("API token", "API 토큰"), "sanity",
  lambda: P(("SANITY_API_TOKEN", "sk" + an(180), 1), ("SANITY_PROJECT_ID", rs(LOWNUM, 8), 0)))
V("Algolia", "global", "search", ("Admin API key", "Admin API 키"), "algolia",
  lambda: P(("ALGOLIA_APP_ID", rs(UPNUM, 10), 0), ("ALGOLIA_ADMIN_KEY", hx(32), 1)),
  http=("POST", "https://XK2P4LQ9ZD.algolia.net/1/indexes/products/batch", ["X-Algolia-Application-Id: {0}", "X-Algolia-API-Key: {1}"], None))
V("Mapbox", "global", "maps", ("secret token", "시크릿 토큰"), "mapbox",
  lambda: P(("MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + rs(B64U, 40) + "." + rs(B64U, 22), 1)))
V("Cloudinary", "global", "media", ("API secret", "API 시크릿"), "cloudinary", _cloudinary)
V("Pusher", "global", "messaging", ("app secret", "앱 시크릿"), "pusher",
  lambda: P(("PUSHER_APP_ID", digits(7), 0), ("PUSHER_KEY", hx(20), 0), ("PUSHER_SECRET", hx(20), 1), ("PUSHER_CLUSTER", pick(["ap3", "eu", "mt1"]), 0)))
V("Ably", "eu", "messaging", K_API, "ably", _ably)
V("LaunchDarkly", "global", "saas", ("server-side SDK key", "서버 SDK 키"), "launchdarkly",
  lambda: P(("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4(), 1)))
V("Statsig", "global", "saas", ("server secret key", "서버 시크릿 키"), "statsig",
  lambda: P(("STATSIG_SERVER_SECRET", "secret-" + an(43), 1)))
V("PostHog", "eu", "analytics", ("personal API key", "personal API 키"), "posthog",
  lambda: P(("POSTHOG_PERSONAL_API_KEY", "phx_" + an(43), 1)),
  http=("GET", "https://eu.posthog.com/api/projects/@current/insights/", ["Authorization: Bearer {0}"], None))
V("Mixpanel", "global", "analytics", ("service account secret", "서비스 계정 시크릿"), "mixpanel",
  lambda: P(("MIXPANEL_SA_USERNAME", "export-bot.%s.mp-service-account" % rs(LOWNUM, 6), 0), ("MIXPANEL_SA_SECRET", an(32), 1)),
  http=("GET", "https://data.mixpanel.com/api/2.0/export?from_date=2025-01-01&to_date=2025-01-02", [], "{0}:{1}"))
V("Amplitude", "global", "analytics", K_SK, "amplitude",
  lambda: P(("AMPLITUDE_API_KEY", hx(32), 0), ("AMPLITUDE_SECRET_KEY", hx(32), 1)))
V("Braze", "global", "messaging", ("REST API key", "REST API 키"), "braze",
  lambda: P(("BRAZE_REST_API_KEY", uuid4(), 1), ("BRAZE_REST_ENDPOINT", "https://rest.iad-0%d.braze.com" % rint(1, 8), 0)))
V("Zoom", "global", "saas", K_SECRET, "zoom",
  lambda: P(("ZOOM_ACCOUNT_ID", rs(B64U, 22), 0), ("ZOOM_CLIENT_ID", rs(B64U, 22), 0), ("ZOOM_CLIENT_SECRET", an(32), 1)))
V("Spotify", "eu", "media", K_SECRET, "spotify",
  lambda: P(("SPOTIFY_CLIENT_ID", hx(32), 0), ("SPOTIFY_CLIENT_SECRET", hx(32), 1)))
V("Twitch", "global", "media", K_SECRET, "twitch",
  lambda: P(("TWITCH_CLIENT_ID", rs(LOWNUM, 30), 0), ("TWITCH_CLIENT_SECRET", rs(LOWNUM, 30), 1)))
V("Reddit", "global", "media", K_SECRET, "reddit",
  lambda: P(("REDDIT_CLIENT_ID", rs(B64U, 22), 0), ("REDDIT_CLIENT_SECRET", rs(B64U, 30), 1)))
V("Steam", "global", "media", ("Web API key", "Web API 키"), "steam",
  lambda: P(("STEAM_API_KEY", HX(32), 1)),
  http=("GET", "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={0}&steamids=76561198000000000", [], None))
V("Riot Games", "global", "media", K_API, "riot",
  lambda: P(("RIOT_API_KEY", "RGAPI-" + uuid4(), 1)),
  http=("GET", "https://kr.api.riotgames.com/lol/status/v4/platform-data", ["X-Riot-Token: {0}"], None))
V("Meta", "global", "social", ("app secret and page token", "앱 시크릿·페이지 토큰"), "facebook",
  lambda: P(("FB_APP_ID", digits(16), 0), ("FB_APP_SECRET", hx(32), 1), ("FB_PAGE_TOKEN", "EAA" + rs(ALNUM, 180), 1)))
V("X (Twitter)", "global", "social", ("bearer token", "bearer 토큰"), "twitter",
  lambda: P(("TWITTER_BEARER_TOKEN", "AAAAAAAAAAAAAAAAAAAAA" + an(25) + "%3D" + an(50), 1)),
  http=("GET", "https://api.twitter.com/2/tweets/search/recent?query=acme", ["Authorization: Bearer {0}"], None))
V("Plex", "global", "media", ("X-Plex-Token", "X-Plex-Token 값"), "plex",
  lambda: P(("PLEX_TOKEN", rs(B64U, 20), 1)),
  http=("GET", "http://192.168.0.20:32400/library/sections?X-Plex-Token={0}", [], None))
V("Home Assistant", "global", "iot", ("long-lived access token", "장기 액세스 토큰"), "hass", _hass,
  http=("GET", "http://homeassistant.local:8123/api/states", ["Authorization: Bearer {0}"], None))
V("IFTTT", "global", "iot", ("Webhooks key", "Webhooks 키"), "ifttt",
  lambda: P(("IFTTT_KEY", rs(B64U, 22), 1)),
  http=("POST", "https://maker.ifttt.com/trigger/deploy_done/with/key/{0}", [], None))

# ---- Korea -------------------------------------------------------------------
V("Kakao", "kr", "identity", ("REST API key", "REST API 키"), "kakao",
  lambda: P(("KAKAO_REST_API_KEY", hx(32), 1)),
  http=("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=판교역로", ["Authorization: KakaoAK {0}"], None),
  hint=("The REST API key is server-only; the JavaScript key is the one that goes into the web page.", "REST API 키는 서버 전용이고 웹 페이지에는 JavaScript 키를 넣어야 함."))
V("Kakao", "kr", "identity", ("Admin key", "Admin 키"), "kakao",
  lambda: P(("KAKAO_ADMIN_KEY", hx(32), 1)),
  http=("POST", "https://kapi.kakao.com/v1/user/unlink", ["Authorization: KakaoAK {0}", "Content-Type: application/x-www-form-urlencoded"], None),
  hint=("The Admin key can unlink any user of the app; it must never leave the backend.", "Admin 키는 앱의 어떤 사용자든 연결 해제할 수 있음. 백엔드 밖으로 나가면 안 됨."))
V("Kakao", "kr", "identity", ("login client secret", "로그인 client secret"), "kakao",
  lambda: P(("KAKAO_REST_API_KEY", hx(32), 1), ("KAKAO_CLIENT_SECRET", an(32), 1)))
V("Naver", "kr", "identity", ("Client Secret", "Client Secret 값"), "naver",
  lambda: P(("NAVER_CLIENT_ID", rs(ALNUM, 20), 0), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), 1)),
  http=("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", ["X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}"], None),
  hint=("Search API quota is per Client ID (25,000/day); the batch needs its own app.", "검색 API 쿼터는 Client ID 단위(일 25,000건)라서 배치는 앱을 따로 만들어야 함."))
V("Naver Cloud", "kr", "cloud", K_PAIR, "ncloud",
  lambda: P(("NCLOUD_ACCESS_KEY", rs(ALNUM, 20), 1), ("NCLOUD_SECRET_KEY", rs(ALNUM, 40), 1), ("NCLOUD_REGION", "KR", 0)),
  hint=("API Gateway signatures need the timestamp in milliseconds; seconds give 401.", "API Gateway 서명은 timestamp를 밀리초로 넣어야 함. 초 단위면 401."))
V("Toss Payments", "kr", "payments", K_SK, "toss", _toss,
  http=("POST", "https://api.tosspayments.com/v1/payments/confirm", ["Content-Type: application/json"], "{0}:"),
  hint=("The secret key goes into Basic auth with a trailing colon; the client key is for the widget only.", "시크릿 키는 뒤에 콜론 붙여서 Basic 인증에 넣음. 클라이언트 키는 결제위젯 전용."))
V("PortOne", "kr", "payments", ("REST API secret", "REST API secret"), "iamport",
  lambda: P(("IMP_KEY", digits(16), 1), ("IMP_SECRET", an(80), 1)),
  hint=("V1 tokens from /users/getToken expire in 30 minutes; cache and refresh them.", "V1 /users/getToken 토큰은 30분 만료라 캐시 후 갱신해야 함."))
V("PortOne", "kr", "payments", ("V2 API secret", "V2 API 시크릿"), "portone",
  lambda: P(("PORTONE_API_SECRET", an(80), 1), ("PORTONE_STORE_ID", "store-" + uuid4(), 0)),
  http=("GET", "https://api.portone.io/payments/order-20250311-0042", ["Authorization: PortOne {0}"], None))
V("KakaoPay", "kr", "payments", ("secret key", "시크릿 키"), "kakaopay",
  lambda: P(("KAKAOPAY_SECRET_KEY", "DEV" + HX(37), 1), ("KAKAOPAY_CID", "TC0ONETIME", 0)),
  http=("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", ["Authorization: SECRET_KEY {0}", "Content-Type: application/json"], None))
V("Solapi", "kr", "messaging", ("API key pair", "API 키 쌍"), "solapi",
  lambda: P(("SOLAPI_API_KEY", "NCS" + rs(UPNUM, 13), 1), ("SOLAPI_API_SECRET", rs(UPNUM, 32), 1), ("SOLAPI_SENDER", "0215%s" % digits(4), 0)))
V("Aligo", "kr", "messaging", ("SMS API key", "문자 API 키"), "aligo",
  lambda: P(("ALIGO_USER_ID", pick(["acmekr", "shopadmin", "notice01"]), 0), ("ALIGO_API_KEY", rs(LOWNUM, 32), 1)))
V("Channel Talk", "kr", "saas", ("access key and secret", "access key·secret"), "channel",
  lambda: P(("CHANNEL_ACCESS_KEY", hx(24), 1), ("CHANNEL_ACCESS_SECRET", hx(32), 1)),
  http=("GET", "https://api.channel.io/open/v5/user-chats?state=opened", ["x-access-key: {0}", "x-access-secret: {1}"], None))
V("Sendbird", "kr", "messaging", ("API token", "API 토큰"), "sendbird",
  lambda: P(("SENDBIRD_APP_ID", UUID4(), 0), ("SENDBIRD_API_TOKEN", hx(40), 1)),
  http=("GET", "https://api-0A1B2C3D.sendbird.com/v3/users?limit=10", ["Api-Token: {1}"], None))
V("NHN Cloud", "kr", "cloud", ("app key and secret key", "앱키·시크릿 키"), "nhncloud",
  lambda: P(("NHN_SMS_APPKEY", an(16), 1), ("NHN_SMS_SECRET_KEY", an(8), 1)),
  http=("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms", ["X-Secret-Key: {1}", "Content-Type: application/json;charset=UTF-8"], None))
V("data.go.kr", "kr", "public", ("service key", "서비스 키"), "datagokr", _datacgo,
  http=("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey={0}&pageNo=1&numOfRows=10&dataType=JSON&base_date=20250311&base_time=0500&nx=55&ny=127", [], None),
  hint=("The portal shows an encoded and a decoded key; requests libraries double-encode the encoded one.", "포털에 인코딩/디코딩 키가 따로 있음. requests에 인코딩 키를 넣으면 이중 인코딩됨."))
V("Korea Investment", "kr", "finance", ("app key and app secret", "appkey·appsecret"), "kis", _kis,
  hint=("Access tokens are rate-limited to one issue per minute; cache them.", "접근토큰 발급은 1분에 1회 제한이라 캐시해야 함."))
V("Upbit", "kr", "finance", ("Open API keys", "Open API 키"), "upbit",
  lambda: P(("UPBIT_ACCESS_KEY", an(40), 1), ("UPBIT_SECRET_KEY", an(40), 1)),
  hint=("Keys are IP-allowlisted; the new NAT gateway IP has to be registered.", "키에 허용 IP가 걸려 있어서 새 NAT gateway IP를 등록해야 함."))
V("Bithumb", "kr", "finance", ("API key pair", "API 키 쌍"), "bithumb",
  lambda: P(("BITHUMB_API_KEY", hx(32), 1), ("BITHUMB_SECRET_KEY", hx(32), 1)))
V("Coupang", "kr", "commerce", ("Open API keys", "Open API 키"), "coupang",
  lambda: P(("COUPANG_VENDOR_ID", "A00" + digits(6), 0), ("COUPANG_ACCESS_KEY", uuid4(), 1), ("COUPANG_SECRET_KEY", hx(40), 1)))
V("Naver Commerce", "kr", "commerce", ("application secret", "애플리케이션 시크릿"), "naver_commerce", _naver_commerce,
  hint=("The secret is a bcrypt salt; the signature is bcrypt(client_id + '_' + timestamp).", "시크릿이 bcrypt salt 형식이고 서명은 bcrypt(client_id + '_' + timestamp)임."))
V("Cafe24", "kr", "commerce", K_SECRET, "cafe24",
  lambda: P(("CAFE24_CLIENT_ID", rs(B64U, 22), 0), ("CAFE24_CLIENT_SECRET", rs(B64U, 22), 1), ("CAFE24_MALL_ID", pick(["acmeshop", "krselect"]), 0)))
V("NICEPAY", "kr", "payments", K_SK, "nicepay",
  lambda: P(("NICEPAY_CLIENT_KEY", "R2_" + hx(32), 0), ("NICEPAY_SECRET_KEY", hx(32), 1)))

# ---- China ---------------------------------------------------------------------
V("Alibaba Cloud", "cn", "cloud", ("AccessKey pair", "AccessKey 쌍"), "aliyun",
  lambda: P(("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + an(pick([16, 20])), 1), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", an(30), 1)),
  hint=("RAM sub-account keys with OSS read-only policy are enough for the sync job.", "sync job에는 OSS 읽기 전용 정책을 붙인 RAM 서브계정 키면 충분함."))
V("Tencent Cloud", "cn", "cloud", ("SecretId / SecretKey", "SecretId·SecretKey"), "tencentcloud",
  lambda: P(("TENCENTCLOUD_SECRET_ID", "AKID" + an(32), 1), ("TENCENTCLOUD_SECRET_KEY", an(32), 1)))
V("Huawei Cloud", "cn", "cloud", ("AK/SK", "AK/SK"), "huaweicloud",
  lambda: P(("HUAWEICLOUD_SDK_AK", rs(UPNUM, 20), 1), ("HUAWEICLOUD_SDK_SK", an(40), 1)))
V("Baidu Cloud", "cn", "cloud", ("AK/SK", "AK/SK"), "bce",
  lambda: P(("BCE_ACCESS_KEY_ID", hx(32), 1), ("BCE_SECRET_ACCESS_KEY", hx(32), 1)))
V("Volcengine", "cn", "cloud", ("AK/SK", "AK/SK"), "volc",
  lambda: P(("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 42), 1), ("VOLC_SECRETKEY", b64(45), 1)))
V("Qiniu", "cn", "storage", ("AK/SK", "AK/SK"), "qiniu",
  lambda: P(("QINIU_ACCESS_KEY", rs(B64U, 40), 1), ("QINIU_SECRET_KEY", rs(B64U, 40), 1), ("QINIU_BUCKET", pick(["static-cn", "media-prod"]), 0)))
V("WeChat", "cn", "social", ("AppSecret", "AppSecret 값"), "wechat", _wx,
  http=("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}", [], None))
V("WeChat Pay", "cn", "payments", ("APIv3 key", "APIv3 키"), "wxpay",
  lambda: P(("WXPAY_MCHID", "16" + digits(8), 0), ("WXPAY_APIV3_KEY", an(32), 1), ("WXPAY_SERIAL_NO", HX(40), 0)))
V("WeCom", "cn", "messaging", ("corpsecret", "corpsecret 값"), "wecom",
  lambda: P(("WECOM_CORPID", "ww" + hx(16), 0), ("WECOM_CORPSECRET", rs(B64U, 43), 1)),
  http=("GET", "https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid={0}&corpsecret={1}", [], None))
V("WeCom", "cn", "messaging", K_HOOK, "wecom", _wecom_hook)
V("DingTalk", "cn", "messaging", ("robot webhook and signing secret", "로봇 웹훅·서명 시크릿"), "dingtalk", _dingtalk)
V("Feishu", "cn", "messaging", ("app secret", "앱 시크릿"), "feishu",
  lambda: P(("FEISHU_APP_ID", "cli_" + hx(16), 0), ("FEISHU_APP_SECRET", an(32), 1)))
V("Feishu", "cn", "messaging", ("bot webhook", "봇 웹훅 주소"), "feishu", _feishu_hook)

# ---- Japan ---------------------------------------------------------------------
V("LINE", "jp", "messaging", ("channel secret and access token", "채널 시크릿·액세스 토큰"), "line", _line,
  hint=("Long-lived channel access tokens are being phased out; use v2.1 JWT-issued tokens.", "장기 채널 액세스 토큰은 단계적으로 폐지 중. v2.1 JWT 방식으로 발급해야 함."))
V("Chatwork", "jp", "messaging", ("API token", "API 토큰"), "chatwork",
  lambda: P(("CHATWORK_API_TOKEN", hx(32), 1)),
  http=("POST", "https://api.chatwork.com/v2/rooms/123456789/messages", ["X-ChatWorkToken: {0}"], None))
V("PAY.JP", "jp", "payments", K_SK, "payjp",
  lambda: P(("PAYJP_SECRET_KEY", "sk_live_" + hx(48), 1)),
  http=("GET", "https://api.pay.jp/v1/charges?limit=3", [], "{0}:"))
V("Backlog", "jp", "saas", K_API, "backlog",
  lambda: P(("BACKLOG_API_KEY", an(64), 1), ("BACKLOG_SPACE", pick(["acme", "krdev"]) + ".backlog.jp", 0)),
  http=("GET", "https://acme.backlog.jp/api/v2/issues?apiKey={0}&count=20", [], None))
V("kintone", "jp", "saas", ("API token", "API 토큰"), "kintone",
  lambda: P(("KINTONE_API_TOKEN", an(40), 1), ("KINTONE_BASE_URL", "https://%s.cybozu.com" % pick(["acme", "kr-jp"]), 0)),
  http=("GET", "https://acme.cybozu.com/k/v1/records.json?app=12", ["X-Cybozu-API-Token: {0}"], None))
V("Sakura Cloud", "jp", "cloud", ("API key", "API 키"), "sakuracloud",
  lambda: P(("SAKURACLOUD_ACCESS_TOKEN", uuid4(), 1), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", an(64), 1)))
V("KOMOJU", "jp", "payments", K_SK, "komoju",
  lambda: P(("KOMOJU_SECRET_KEY", "sk_live_" + rs(LOWNUM, 24), 1)))
V("GMO Payment Gateway", "jp", "payments", ("shop password", "샵 비밀번호"), "gmopg",
  lambda: P(("GMO_SHOP_ID", "tshop%08d" % rint(1, 99999999), 0), ("GMO_SHOP_PASS", rs(LOWNUM, pick([8, 10])), 1)))

# ---- more Europe ----------------------------------------------------------------
V("Yandex Cloud", "eu", "cloud", ("static access key", "정적 액세스 키"), "yc",
  lambda: P(("YC_ACCESS_KEY_ID", "YCAJE" + rs(B64U, 20), 1), ("YC_SECRET_ACCESS_KEY", "YCM" + rs(B64U, 37), 1)))
V("Yandex Cloud", "eu", "cloud", K_API, "yc",
  lambda: P(("YC_API_KEY", "AQVN" + rs(B64U, 36), 1)),
  http=("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", ["Authorization: Api-Key {0}"], None))
V("Bunny.net", "eu", "cdn", ("API access key", "API 액세스 키"), "bunny",
  lambda: P(("BUNNY_API_KEY", uuid4() + "-" + uuid4()[:23], 1)),
  http=("GET", "https://api.bunny.net/pullzone", ["AccessKey: {0}"], None))
V("Bird", "eu", "messaging", ("access key", "액세스 키"), "messagebird",
  lambda: P(("MESSAGEBIRD_ACCESS_KEY", an(25), 1)),
  http=("GET", "https://rest.messagebird.com/balance", ["Authorization: AccessKey {0}"], None))


# ---------------------------------------------------------------------------
# containers: render (NAME, value) pairs as real-world artefacts
# each returns (text, secrets, label, filename) or None when not applicable
# ---------------------------------------------------------------------------
_PLAIN = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-/+=$~]*$")


def short_key(name, sec):
    n = name.lower()
    p = sec.lower().replace("-", "_") + "_"
    if n.startswith(p) and len(n) > len(p):
        n = n[len(p):]
    return n


def camel(k):
    parts = k.split("_")
    return parts[0] + "".join(x[:1].upper() + x[1:] for x in parts[1:])


def yq(v):
    if _PLAIN.match(v) and not v[0].isdigit() and v.lower() not in ("true", "false", "null", "yes", "no"):
        return v
    return '"' + v + '"'


def shq(v):
    if v.startswith("$"):
        return '"%s"' % v
    if re.match(r"^[A-Za-z0-9_.\-/:=@%+]+$", v):
        return v
    return "'" + v + "'"


def xml_ok(v):
    return not any(c in v for c in "&<>\"")


FILL_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "TZ=Asia/Seoul", "APP_ENV=staging",
            "FEATURE_NEW_CHECKOUT=true", "REDIS_URL=redis://localhost:6379/0", "SENTRY_ENVIRONMENT=staging",
            "OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317", "DATABASE_POOL_SIZE=10",
            "HTTP_TIMEOUT_MS=15000", "PYTHONUNBUFFERED=1", "RAILS_ENV=production", "GOMAXPROCS=4",
            "AWS_REGION=ap-northeast-2", "JAVA_OPTS=-Xmx1g", "NEXT_PUBLIC_API_BASE=https://api.example.com"]


def env_comment(L, v):
    return T(L, ["# local only", "# TODO: move to vault", "# copied from staging", "# " + v.name, "# do not commit",
                 "# temp, remove after the migration"],
             ["# 로컬 전용", "# TODO: vault로 옮기기", "# staging에서 복사함", "# " + v.name + " 키", "# 커밋 금지",
              "# 임시 (마이그레이션 끝나면 삭제)"])


def code_comment(L, mark="#"):
    return mark + " " + T(L, ["hardcoded for now, move to env later", "fallback for local runs", "TODO remove before merge",
                             "quick fix for the demo"],
                          ["임시로 하드코딩, 나중에 env로", "로컬 실행용 fallback", "TODO 머지 전에 제거", "데모용 급한 수정"])


def _pairs(d):
    return d["pairs"]


def c_dotenv(v, d, L):
    q = pick(["", "", "", '"', "'"])
    pre = R.sample(FILL_ENV, rint(0, 3))
    post = R.sample(FILL_ENV, rint(0, 2))
    lines = []
    if chance(0.4):
        lines.append(env_comment(L, v))
    lines += [x for x in pre if x not in post]
    for n, val in _pairs(d):
        qq = q if (q or " " not in val) else '"'
        lines.append("%s=%s%s%s" % (n, qq, val, qq))
    lines += post
    return "\n".join(lines), d["secrets"], ".env", pick([".env", ".env.local", ".env.staging", ".env.production", "deploy/.env"])


def c_export(v, d, L):
    lines = ["export %s=%s" % (n, pick(['"%s"' % val, shq(val)])) for n, val in _pairs(d)]
    if chance(0.5):
        lines.insert(0, pick(["$ cat ~/.zshrc | tail -n %d" % (len(lines) + 1), "# ~/.bashrc", "$ history | grep export"]))
    return "\n".join(lines), d["secrets"], "shell export", pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "shell history"])


def c_yaml(v, d, L):
    root = pick(["", "app:", "spring:", "integrations:", "providers:"])
    ind = "  " if root else ""
    lines = [root] if root else []
    lines.append(ind + v.sec + ":")
    for n, val in _pairs(d):
        lines.append(ind + "  " + short_key(n, v.sec) + ": " + yq(val))
    if chance(0.5):
        lines.append(ind + pick(["timeout: 10s", "retries: 3", "enabled: true", "region: " + pick(REGIONS)]))
    return "\n".join(lines), d["secrets"], "yaml", pick(["config/settings.yaml", "application.yml", "config/production.yml", "values.yaml", "conf/app.yaml"])


def c_json(v, d, L):
    inner = {}
    for n, val in _pairs(d):
        inner[camel(short_key(n, v.sec))] = val
    obj = {v.sec: inner}
    if chance(0.5):
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, camel(v.sec).title(): inner} if chance(0.5) else {"env": "staging", v.sec: inner}
    txt = json.dumps(obj, indent=pick([2, 4]), ensure_ascii=False)
    return txt, d["secrets"], "json", pick(["appsettings.Development.json", "config/local.json", "secrets.json", "config.json"])


def c_toml(v, d, L):
    lines = ["[%s]" % pick([v.sec, "integrations." + v.sec, "vars"])]
    for n, val in _pairs(d):
        lines.append('%s = "%s"' % (short_key(n, v.sec) if not lines[0] == "[vars]" else n, val))
    return "\n".join(lines), d["secrets"], "toml", pick(["config.toml", "wrangler.toml", "settings.toml", "pyproject.toml"])


def c_ini(v, d, L):
    lines = ["[%s]" % v.sec] + ["%s = %s" % (short_key(n, v.sec), val) for n, val in _pairs(d)]
    return "\n".join(lines), d["secrets"], "ini", pick(["config.ini", "settings.cfg", "setup.cfg", "app.conf"])


def c_properties(v, d, L):
    pre = pick(["", "app.", "integration."])
    lines = ["%s%s.%s=%s" % (pre, v.sec.replace("_", "-"), short_key(n, v.sec).replace("_", "-"), val) for n, val in _pairs(d)]
    if chance(0.5):
        lines.insert(0, pick(["server.port=8080", "spring.profiles.active=staging", "logging.level.root=INFO"]))
    return "\n".join(lines), d["secrets"], "properties", pick(["application.properties", "application-staging.properties", "gradle.properties", "config/app.properties"])


def c_hcl(v, d, L):
    if chance(0.5):
        lines = ['%s_%s = "%s"' % (v.sec, short_key(n, v.sec), val) for n, val in _pairs(d)]
        return "\n".join(lines), d["secrets"], "tfvars", pick(["terraform.tfvars", "prod.auto.tfvars", "envs/staging/terraform.tfvars"])
    lines = ['provider "%s" {' % v.sec] + ['  %s = "%s"' % (short_key(n, v.sec), val) for n, val in _pairs(d)] + ["}"]
    return "\n".join(lines), d["secrets"], "hcl", pick(["providers.tf", "main.tf", "modules/%s/main.tf" % v.sec])


def c_xml(v, d, L):
    if not all(xml_ok(val) for n, val in _pairs(d)):
        return None
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (v.sec.title(), camel(short_key(n, v.sec)).title(), val) for n, val in _pairs(d)] + ["</appSettings>"]
        return "\n".join(lines), d["secrets"], "xml appSettings", "Web.config"
    lines = ["<properties>"] + ["  <%s.%s>%s</%s.%s>" % (v.sec, camel(short_key(n, v.sec)), val, v.sec, camel(short_key(n, v.sec))) for n, val in _pairs(d)] + ["</properties>"]
    return "\n".join(lines), d["secrets"], "xml pom", "pom.xml"


def c_dockerfile(v, d, L):
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22 AS build", "ruby:3.3-slim"])
    lines = ["FROM " + base, "WORKDIR /app"]
    for n, val in _pairs(d):
        lines.append(pick(["ENV %s=%s" % (n, shq(val) if " " not in val else '"%s"' % val), 'ENV %s="%s"' % (n, val)]))
    lines += ["COPY . .", pick(['CMD ["python", "-m", "app"]', 'CMD ["node", "dist/server.js"]', 'ENTRYPOINT ["/app/run.sh"]'])]
    return "\n".join(lines), d["secrets"], "Dockerfile", "Dockerfile"


def c_compose(v, d, L):
    svc = csvc()
    lines = ["services:", "  %s:" % svc, "    image: ghcr.io/acme/%s:%s" % (svc, pick(["1.4.2", "latest", "sha-3f9a1c2"])), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (n, val) for n, val in _pairs(d)]
    else:
        lines += ["      %s: %s" % (n, yq(val)) for n, val in _pairs(d)]
    lines += ["    ports:", '      - "8080:8080"']
    return "\n".join(lines), d["secrets"], "docker-compose", pick(["docker-compose.yml", "compose.override.yaml", "docker-compose.dev.yml"])


def c_k8s_secret(v, d, L):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (csvc(), v.sec.replace("_", "-")),
             "  namespace: " + pick(["prod", "staging", "default", "payments"]), "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (n, yq(val)) for n, val in _pairs(d)]
    return "\n".join(lines), d["secrets"], "k8s Secret stringData", "k8s/secret.yaml"


def c_kubectl_b64(v, d, L):
    name = "%s-env" % csvc()
    data = []
    secs = []
    for n, val in sorted(_pairs(d)):
        enc = b64s(val)
        data.append("  %s: %s" % (n, enc))
        if any(s in val for s in d["secrets"]):
            secs.append(enc)
    lines = ["$ kubectl get secret %s -n %s -o yaml" % (name, pick(["prod", "staging"])), "apiVersion: v1", "data:"] + data + [
        "kind: Secret", "metadata:", "  name: " + name, "  resourceVersion: \"%d\"" % rint(100000, 9999999), "type: Opaque"]
    return "\n".join(lines), secs, "kubectl secret -o yaml (base64)", "kubectl output"


def c_gha(v, d, L):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (n, yq(val)) for n, val in _pairs(d)]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: " + pick(["./scripts/deploy.sh", "make release", "npm run deploy", "python -m tools.sync"])]
    return "\n".join(lines), d["secrets"], "GitHub Actions workflow", ".github/workflows/deploy.yml"


def c_gitlab(v, d, L):
    lines = ["variables:"] + ['  %s: "%s"' % (n, val) for n, val in _pairs(d)]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - " + pick(["./deploy.sh", "helm upgrade --install app ./chart", "make publish"])]
    return "\n".join(lines), d["secrets"], "GitLab CI", ".gitlab-ci.yml"


def c_code(v, d, L):
    lang = pick(["python", "python", "js", "ts", "go", "java", "kotlin", "csharp", "ruby", "php", "rust", "swift", "elixir", "dart"])
    out = []
    for n, val in _pairs(d):
        var = camel(n.lower())
        if lang == "python":
            out.append(pick(['%s = os.getenv("%s", "%s")' % (n, n, val), 'os.environ.setdefault("%s", "%s")' % (n, val), '%s = "%s"' % (n, val)]))
        elif lang == "js":
            out.append('const %s = process.env.%s || "%s";' % (var, n, val))
        elif lang == "ts":
            out.append('export const %s: string = process.env.%s ?? "%s";' % (var, n, val))
        elif lang == "go":
            out.append('%s := getenv("%s", "%s")' % (var, n, val))
        elif lang == "java":
            out.append('private static final String %s = System.getenv().getOrDefault("%s", "%s");' % (n, n, val))
        elif lang == "kotlin":
            out.append('val %s = System.getenv("%s") ?: "%s"' % (var, n, val))
        elif lang == "csharp":
            out.append('var %s = Environment.GetEnvironmentVariable("%s") ?? "%s";' % (var, n, val))
        elif lang == "ruby":
            out.append('%s = ENV.fetch("%s", "%s")' % (n, n, val))
        elif lang == "php":
            out.append("$%s = getenv('%s') ?: '%s';" % (var, n, val))
        elif lang == "rust":
            out.append('let %s = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (n.lower(), n, val))
        elif lang == "swift":
            out.append('let %s = ProcessInfo.processInfo.environment["%s"] ?? "%s"' % (var, n, val))
        elif lang == "elixir":
            out.append('config :app, :%s, System.get_env("%s", "%s")' % (n.lower(), n, val))
        elif lang == "dart":
            out.append("const %s = String.fromEnvironment('%s', defaultValue: '%s');" % (var, n, val))
    mark = "#" if lang in ("python", "ruby", "elixir") else "//"
    if lang == "python" and chance(0.5):
        out.insert(0, "import os")
    if chance(0.5):
        out.insert(1 if out and out[0] == "import os" else 0, code_comment(L, mark))
    fn = {"python": "settings.py", "js": "config.js", "ts": "src/config.ts", "go": "internal/config/config.go",
          "java": "Config.java", "kotlin": "Config.kt", "csharp": "Program.cs", "ruby": "config/initializers/%s.rb" % v.sec,
          "php": "config/services.php", "rust": "src/main.rs", "swift": "Config.swift", "elixir": "config/runtime.exs",
          "dart": "lib/env.dart"}[lang]
    return "\n".join(out), d["secrets"], "code (%s)" % lang, fn


def c_inline_cmd(v, d, L):
    assigns = " ".join("%s=%s" % (n, shq(val)) for n, val in _pairs(d))
    cmd = pick(["npm run dev", "./scripts/sync.sh --dry-run", "python manage.py sync_%s" % v.sec, "go run ./cmd/worker", "bundle exec rake %s:sync" % v.sec, "pytest -k %s -x" % v.sec])
    return "$ %s %s" % (assigns, cmd), d["secrets"], "inline env command", "shell"


def c_docker_run(v, d, L):
    envs = " ".join("-e %s=%s" % (n, shq(val)) for n, val in _pairs(d))
    return "docker run --rm %s -p 8080:8080 ghcr.io/acme/%s:%s" % (envs, csvc(), pick(["1.9.0", "dev", "pr-412"])), d["secrets"], "docker run -e", "shell"


def c_systemd(v, d, L):
    lines = ["[Service]", "User=app"] + ['Environment="%s=%s"' % (n, val) for n, val in _pairs(d)] + ["ExecStart=/usr/local/bin/%s" % csvc(), "Restart=on-failure"]
    return "\n".join(lines), d["secrets"], "systemd unit", "/etc/systemd/system/%s.service" % csvc()


def c_powershell(v, d, L):
    lines = ['$env:%s = "%s"' % (n, val) for n, val in _pairs(d)] + [pick([".\\run.ps1", "dotnet run --project src/Api", "npm start"])]
    return "\n".join(lines), d["secrets"], "PowerShell", "PowerShell session"


def c_makefile(v, d, L):
    lines = ["export %s ?= %s" % (n, val) for n, val in _pairs(d)] + ["", "deploy:", "\t./scripts/deploy.sh $(ENV)"]
    return "\n".join(lines), d["secrets"], "Makefile", "Makefile"


def c_postman(v, d, L):
    obj = {"id": uuid4(), "name": pick(["staging", "prod", "local"]),
           "values": [{"key": n, "value": val, "type": pick(["secret", "default"]), "enabled": True} for n, val in _pairs(d)]}
    return json.dumps(obj, indent=2, ensure_ascii=False), d["secrets"], "Postman environment", "staging.postman_environment.json"


def c_vscode(v, d, L):
    obj = {"version": "0.2.0", "configurations": [{"name": "Debug " + csvc(), "type": pick(["node", "debugpy", "go"]), "request": "launch",
                                                    "env": dict((n, val) for n, val in _pairs(d))}]}
    return json.dumps(obj, indent=2, ensure_ascii=False), d["secrets"], "VS Code launch.json", ".vscode/launch.json"


def c_sql(v, d, L):
    rows = ",\n  ".join("('%s', '%s')" % (n.lower(), val) for n, val in _pairs(d))
    return "INSERT INTO app_settings (key, value) VALUES\n  %s\nON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;" % rows, d["secrets"], "SQL insert", "migrations/seed.sql"


def c_csv(v, d, L):
    lines = ["env,name,value"] + ["%s,%s,%s" % (pick(["staging", "prod"]), n, val) for n, val in _pairs(d) if "," not in val]
    if len(lines) == 1:
        return None
    return "\n".join(lines), [s for s in d["secrets"] if s in "\n".join(lines)] or None, "csv export", "settings_export.csv"


def c_printenv(v, d, L):
    head = pick(["$ printenv | grep -i %s" % v.sec.split("_")[0], "$ env | sort | grep %s" % v.sec.split("_")[0].upper(), "$ heroku config -a %s" % csvc()])
    if head.startswith("$ heroku"):
        w = max(len(n) for n, _ in _pairs(d)) + 2
        lines = ["=== %s Config Vars" % head.split()[-1]] + ["%s%s" % ((n + ":").ljust(w), val) for n, val in _pairs(d)]
    else:
        lines = ["%s=%s" % (n, val) for n, val in _pairs(d)]
    return head + "\n" + "\n".join(lines), d["secrets"], "printenv / config output", "terminal"


def c_ansible(v, d, L):
    lines = ["---"] + ['%s_%s: "%s"' % (v.sec, short_key(n, v.sec), val) for n, val in _pairs(d)]
    return "\n".join(lines), d["secrets"], "ansible vars", "group_vars/all.yml"


def c_helm(v, d, L):
    sets = " ".join("--set %s.%s=%s" % (v.sec, camel(short_key(n, v.sec)), shq(val)) for n, val in _pairs(d) if "," not in val)
    if not sets:
        return None
    return "helm upgrade --install %s ./charts/%s -n %s %s" % (csvc(), csvc(), pick(["prod", "staging"]), sets), [s for s in d["secrets"] if s in sets] or None, "helm --set", "shell"


def c_serverless(v, d, L):
    lines = ["provider:", "  name: aws", "  runtime: " + pick(["nodejs20.x", "python3.12"]), "  environment:"] + ["    %s: %s" % (n, yq(val)) for n, val in _pairs(d)]
    return "\n".join(lines), d["secrets"], "serverless.yml", "serverless.yml"


def c_table(v, d, L):
    h = T(L, "| env | variable | value |", "| 환경 | 변수 | 값 |")
    lines = [h, "|---|---|---|"] + ["| %s | %s | %s |" % (pick(["staging", "prod", "dev"]), n, val) for n, val in _pairs(d)]
    return "\n".join(lines), d["secrets"], "markdown table", "wiki table"


def c_prose(v, d, L):
    ps = _pairs(d)
    if L == "en":
        parts = ["%s is %s" % (n, val) for n, val in ps]
        txt = pick(["I had to set ", "What finally worked: ", "Used these values: ", "For the record, "]) + "; ".join(parts) + "."
    else:
        parts = ["%s 값은 %s" % (n, val) for n, val in ps]
        txt = pick(["결국 이렇게 세팅함: ", "참고로 쓴 값: ", "동작 확인한 설정: "]) + ", ".join(parts) + pick([".", " 임.", " 으로 넣음."])
    return txt, d["secrets"], "prose", "note"


def c_chat(v, d, L):
    who = person(L)
    hh, mm = rint(9, 18), rint(0, 59)
    if L == "en":
        lines = ["[%02d:%02d] %s: try this one" % (hh, mm, who)]
        lines += ["[%02d:%02d] %s: %s=%s" % (hh, mm, who, n, val) for n, val in _pairs(d)]
        lines.append("[%02d:%02d] me: %s" % (hh, (mm + 1) % 60, pick(["works, thanks", "still 401", "ok deploying now"])))
    else:
        ap = "오전" if hh < 12 else "오후"
        h12 = hh if hh <= 12 else hh - 12
        lines = ["[%s %d:%02d] %s: %s" % (ap, h12, mm, who, pick(["이걸로 해보세요", "이거 쓰시면 돼요", "staging 값 드릴게요"]))]
        lines += ["[%s %d:%02d] %s: %s=%s" % (ap, h12, mm, who, n, val) for n, val in _pairs(d)]
        lines.append("[%s %d:%02d] 나: %s" % (ap, h12, (mm + 1) % 60, pick(["됩니다 감사합니다", "아직 401 나네요", "배포 진행할게요"])))
    return "\n".join(lines), d["secrets"], "chat log", "Slack DM"


def c_jupyter(v, d, L):
    lines = ["%%env %s=%s" % (n, val) for n, val in _pairs(d)] + [pick(["client = make_client()", "df = load_events('2025-03-01')", "resp = run_eval(limit=50)"])]
    return "\n".join(lines), d["secrets"], "notebook cell", "notebooks/explore.ipynb"


# --- containers needing the vendor's HTTP shape ----------------------------------
def present(txt, secs):
    """secrets of the credential set that this rendering actually shows (None if none)"""
    out = [s for s in secs if s in txt]
    return out or None


def _http_render(v, d):
    method, url, hdrs, up = v.http
    vals = [val for _, val in _pairs(d)]

    def sub(s):
        for i, val in enumerate(vals):
            s = s.replace("{%d}" % i, val)
        return s
    return method, sub(url), [sub(h) for h in hdrs], (sub(up) if up else None)


CURL_OUT = ['HTTP/2 401', '{"error":{"message":"Invalid authentication","type":"invalid_request_error"}}', '{"ok":false,"error":"invalid_auth"}',
            'HTTP/1.1 403 Forbidden', 'HTTP/2 200', '{"status":"ok"}', 'curl: (28) Operation timed out after 30001 milliseconds',
            '{"message":"Unauthorized"}', 'HTTP/2 429', '{"code":"rate_limited","retry_after":30}']


def c_curl(v, d, L):
    if not v.http:
        return None
    method, url, hdrs, up = _http_render(v, d)
    lines = ["curl -sS -X %s '%s'" % (method, url) if method != "GET" or chance(0.5) else "curl -sS '%s'" % url]
    for h in hdrs:
        lines.append("  -H '%s'" % h)
    if up:
        lines.append("  -u '%s'" % up)
    if method == "POST":
        lines.append("  -d '%s'" % pick(['{"limit": 1}', '{"text": "ping"}', '{"model": "default", "input": "hello"}', '{}']))
    txt = " \\\n".join(lines)
    if chance(0.6):
        txt += "\n" + pick(CURL_OUT)
    return txt, present(txt, d["secrets"]), "curl", "terminal"


def c_http_raw(v, d, L):
    if not v.http:
        return None
    method, url, hdrs, up = _http_render(v, d)
    p = urllib.parse.urlsplit(url)
    path = p.path + ("?" + p.query if p.query else "")
    lines = ["%s %s HTTP/1.1" % (method, path), "Host: " + p.netloc] + hdrs
    secs = list(d["secrets"])
    if up:
        blob = b64s(up)
        lines.append("Authorization: Basic " + blob)
        secs = [s for s in secs if s not in up] + [blob]
    lines.append("User-Agent: " + pick(["python-requests/2.32.3", "axios/1.7.7", "Go-http-client/1.1", "okhttp/4.12.0"]))
    txt = "\n".join(lines)
    return txt, present(txt, secs), "raw HTTP request", "request dump"


def c_log_headers(v, d, L):
    if not v.http:
        return None
    method, url, hdrs, up = _http_render(v, d)
    secs = list(d["secrets"])
    hd = {}
    for h in hdrs:
        k, _, val = h.partition(": ")
        hd[k] = val
    if up:
        blob = b64s(up)
        hd["Authorization"] = "Basic " + blob
        secs = [s for s in secs if s not in up] + [blob]
    if chance(0.5):
        line = "%s DEBUG [%s] -> %s %s headers=%r" % (log_time(), csvc(), method, url, hd)
    else:
        line = json.dumps({"ts": iso_time(), "level": "debug", "msg": "outgoing request", "method": method, "url": url, "headers": hd}, ensure_ascii=False)
    tail = pick(["%s WARN  [%s] <- %d in %dms" % (log_time(), csvc(), pick([401, 403, 429, 500, 200]), rint(30, 3000)), ""])
    txt = line + ("\n" + tail if tail else "")
    return txt, present(txt, secs), "debug log with headers", "app log"


def c_trace(v, d, L):
    if not v.http:
        return None
    method, url, hdrs, up = _http_render(v, d)
    secs = list(d["secrets"])
    hd = {}
    for h in hdrs:
        k, _, val = h.partition(": ")
        hd[k] = val
    if up:
        blob = b64s(up)
        hd["Authorization"] = "Basic " + blob
        secs = [s for s in secs if s not in up] + [blob]
    host = urllib.parse.urlsplit(url).netloc
    code = pick([401, 403])
    lines = ["    def test_%s_roundtrip(client):" % v.sec, ">       resp.raise_for_status()",
             "E       requests.exceptions.HTTPError: %d Client Error: %s for url: %s" % (code, "Unauthorized" if code == 401 else "Forbidden", url),
             "", "client     = <ApiClient base=https://%s>" % host, "headers    = %r" % hd,
             "resp       = <Response [%d]>" % code, "", "tests/test_%s.py:%d: HTTPError" % (v.sec, rint(20, 300))]
    txt = "\n".join(lines)
    return txt, present(txt, secs), "pytest --showlocals failure", "pytest output"


# --- diff (rotation): needs a second value ---------------------------------------
def c_diff(v, d, L):
    d2 = v.gen()
    fn = pick([".env.staging", "config/prod.yaml", "deploy/values-prod.yaml", "k8s/secret.yaml"])
    yamlish = not fn.startswith(".env")
    lines = ["--- a/" + fn, "+++ b/" + fn, "@@ -%d,%d +%d,%d @@" % (rint(2, 40), len(_pairs(d)) + 1, rint(2, 40), len(_pairs(d)) + 1)]
    ctx = pick(["LOG_LEVEL=info", "  replicas: 2", "PORT=8080"])
    lines.append(" " + ctx)
    for n, val in _pairs(d):
        lines.append("-" + ("  %s: %s" % (n, yq(val)) if yamlish else "%s=%s" % (n, val)))
    for n, val in _pairs(d2):
        lines.append("+" + ("  %s: %s" % (n, yq(val)) if yamlish else "%s=%s" % (n, val)))
    return "\n".join(lines), d["secrets"] + d2["secrets"], "diff (rotated value)", fn


CONTAINERS = [
    (c_dotenv, 10), (c_export, 4), (c_yaml, 6), (c_json, 5), (c_toml, 3), (c_ini, 2), (c_properties, 3),
    (c_hcl, 3), (c_xml, 2), (c_dockerfile, 2), (c_compose, 4), (c_k8s_secret, 3), (c_kubectl_b64, 2), (c_gha, 3),
    (c_gitlab, 2), (c_code, 9), (c_inline_cmd, 3), (c_docker_run, 2), (c_systemd, 1), (c_powershell, 1),
    (c_makefile, 1), (c_postman, 1), (c_vscode, 1), (c_sql, 1), (c_csv, 1), (c_printenv, 3), (c_ansible, 1),
    (c_helm, 1), (c_serverless, 1), (c_table, 2), (c_prose, 4), (c_chat, 3), (c_jupyter, 1),
    (c_curl, 10), (c_http_raw, 6), (c_log_headers, 5), (c_trace, 3), (c_diff, 3),
]


def pick_weighted(items):
    tot = sum(w for _, w in items)
    x = R.random() * tot
    for it, w in items:
        x -= w
        if x < 0:
            return it
    return items[-1][0]


HTTP_CONTAINERS = (c_curl, c_http_raw, c_log_headers, c_trace)


def render_container(v, d, L, http_bias=False, allow_http=True):
    for _ in range(30):
        fn = pick_weighted(CONTAINERS)
        if http_bias and v.http and chance(0.3):
            fn = pick([c_curl, c_http_raw, c_log_headers])
        if not allow_http and fn in HTTP_CONTAINERS:
            continue
        out = fn(v, d, L)
        if out is None or out[1] is None:
            continue
        return out
    return c_dotenv(v, d, L)


# ---------------------------------------------------------------------------
# prose around vendor notes
# ---------------------------------------------------------------------------
EN_INTRO = [
    "{svc}: every call to {vendor} returned 401 in staging. I didn't know which {thing} the service expects; this is what {file} had:",
    "Nobody had written down where the {vendor} {thing} for {svc} comes from. Found it in {file}:",
    "Needed the {vendor} {thing} to reproduce the failing job locally. Used this:",
    "The {svc} deploy failed at the {vendor} step. Relevant part of {file}:",
    "I didn't know {env} must be set before the integration tests run. Local setup that worked:",
    "Onboarding to {svc}: the README skips the {vendor} setup entirely. What I ended up with:",
    "{vendor} integration tests were silently skipped because {env} was empty. {person} sent me the value:",
    "Debugging {vendor} rate-limit errors in {svc}; dumped the effective config first:",
    "Missing context: which {vendor} account {svc} talks to in staging. As found in {file}:",
    "Spent an hour on a {vendor} auth error in {svc} that turned out to be the wrong {thing}:",
    "The nightly job in {svc} started failing against {vendor} after the secret rotation. Config the job actually used:",
    "Context I lacked: {svc} has two {vendor} integrations and I edited the wrong one. The one that matters:",
]
KO_INTRO = [
    "{svc} staging에서 {vendor} 호출이 전부 401로 실패함. 서비스가 어떤 {thing|을를} 기대하는지 몰랐고, {file}에 있던 값은 아래와 같음:",
    "{svc}의 {vendor} {thing|이가} 어디서 오는지 문서가 없었음. {file}에서 찾은 내용:",
    "로컬에서 실패한 job 재현하려고 {vendor} {thing|이가} 필요했음. 이걸로 돌림:",
    "{svc} 배포가 {vendor} 단계에서 터짐. {file} 관련 부분:",
    "통합 테스트 전에 {env|을를} 세팅해야 하는 줄 몰랐음. 로컬에서 동작한 설정:",
    "{svc} 온보딩 문서에 {vendor} 설정이 통째로 빠져 있음. 결국 맞춘 설정:",
    "{env|이가} 비어 있어서 {vendor} 통합 테스트가 조용히 skip 되고 있었음. {person|이가} 값을 보내줌:",
    "{svc}에서 {vendor} rate limit 에러 디버깅하느라 먼저 실제 적용된 설정을 덤프함:",
    "staging의 {svc|이가} 어떤 {vendor} 계정에 붙는지 몰랐음. {file}에 있던 설정:",
    "{vendor} 인증 에러로 한 시간 날림. 알고 보니 {thing|이가} 잘못된 거였음:",
    "시크릿 rotate 이후 {svc} 야간 배치가 {vendor} 쪽에서 계속 실패함. 배치가 실제로 쓴 설정:",
    "{svc}에 {vendor} 연동이 두 군데 있는 걸 몰라서 엉뚱한 쪽을 고치고 있었음. 실제로 쓰이는 쪽:",
]
EN_PROBLEM = [
    "{svc}: {vendor} calls failed with 401 in staging and I had no idea which {thing} was configured.",
    "Didn't know where the {vendor} {thing} for {svc} is configured or who issued it.",
    "{vendor} webhook deliveries to {svc} were rejected and the runbook didn't say why.",
    "The {svc} smoke test kept failing on the {vendor} health check.",
    "I didn't know {svc} needs {env} even for local development.",
]
KO_PROBLEM = [
    "{svc} staging에서 {vendor} 호출이 401로 실패했는데 어떤 {thing|이가} 설정돼 있는지 전혀 몰랐음.",
    "{svc}의 {vendor} {thing|이가} 어디에 설정돼 있고 누가 발급했는지 몰랐음.",
    "{svc}로 오는 {vendor} 웹훅이 거부됐는데 런북에 이유가 없었음.",
    "{svc} 스모크 테스트가 {vendor} 헬스체크에서 계속 실패함.",
    "로컬 개발에도 {env|이가} 필요하다는 걸 몰랐음.",
]
EN_FIXPRE = ["Fix was to set it explicitly in {file}:", "Working config ({file}):", "What finally worked:", "After {person} checked the dashboard we used:"]
KO_FIXPRE = ["해결: {file}에 아래처럼 명시적으로 넣음:", "동작한 설정 ({file}):", "결국 이걸로 됨:", "{person|이가} 대시보드 확인해 주고 나서 쓴 값:"]
EN_EVIDENCE = ["What the failing run showed ({file}):", "Captured while debugging ({file}):", "Evidence from {file}:"]
KO_EVIDENCE = ["실패한 실행에서 확인한 내용 ({file}):", "디버깅하면서 캡처한 내용 ({file}):", "{file}에서 나온 근거:"]
EN_LESSON = [
    "{env} must come from the secret store, not the repo. This value was pasted into a note, so it has to be rotated.",
    "The {vendor} {thing} is per environment; staging and prod values are not interchangeable.",
    "direnv was not loaded in the test shell, so {env} was empty; run `direnv allow` first.",
    "The copied {thing} had a trailing newline; {vendor} rejects it with a misleading 401.",
    "Keep {vendor} credentials in the CI secret settings and reference them; never inline them in {file}.",
    "When {vendor} returns 401, check which account the {thing} belongs to before touching code.",
    "Revoke and reissue the {vendor} {thing} after a debugging session like this one.",
    "{svc} reads {env} only at startup; a restart is needed after changing it.",
]
KO_LESSON = [
    "{env|은는} 레포가 아니라 secret store에서 가져와야 함. 노트에 값이 붙어 들어갔으니 rotate 필요.",
    "{vendor} {thing|은는} 환경별로 다름. staging 값과 prod 값은 서로 호환 안 됨.",
    "테스트 셸에서 direnv가 안 불러와져서 {env|이가} 비어 있었음. `direnv allow` 먼저 할 것.",
    "복사한 값 끝에 개행이 들어가 있었음. {vendor|은는} 이걸 401로만 알려줌.",
    "{vendor} 자격증명은 CI secret 설정에 두고 참조만 할 것. {file}에 직접 넣지 말 것.",
    "{vendor}에서 401이 나면 코드 보기 전에 {thing|이가} 어느 계정 것인지부터 확인.",
    "이런 디버깅 뒤에는 {vendor} {thing|을를} 폐기하고 재발급할 것.",
    "{svc|은는} {env|을를} 시작할 때만 읽음. 값 바꾸면 재시작 필요.",
]
EN_ASK = [
    "Where is the canonical {vendor} {thing} for {svc} stored?",
    "Is there a staging-only {vendor} key I should use instead?",
    "Who owns the {vendor} account and can rotate this key?",
    "Should {svc} read {env} from Vault or from the k8s Secret?",
    "Which {vendor} project does {svc} use in prod?",
    "Can we switch {svc} to short-lived credentials for {vendor}?",
    "", "",
]
KO_ASK = [
    "{svc}용 {vendor} {thing|은는} 어디에 보관돼 있나요?",
    "staging 전용 {vendor} 키가 따로 있나요?",
    "{vendor} 계정 관리자가 누구고 이 키 rotate 해줄 수 있나요?",
    "{svc|은는} {env|을를} Vault에서 읽어야 하나요, k8s Secret에서 읽어야 하나요?",
    "prod의 {svc|은는} 어떤 {vendor} 프로젝트를 쓰나요?",
    "{vendor} 연동을 단기 자격증명으로 바꿀 수 있을까요?",
    "", "",
]
EN_REPEAT = ["Can I revoke {val} now, or is another service still using it?", "Is {val} the prod or the staging one?",
             "Please confirm {val} has been rotated."]
KO_REPEAT = ["{val} 지금 폐기해도 되나요? 다른 서비스에서 아직 쓰나요?", "{val} 이거 prod 키인가요 staging 키인가요?",
             "{val} rotate 완료됐는지 확인 부탁드립니다."]


def slots(v, d, L, fname):
    return dict(vendor=v.name, thing=(v.thing_en if L == "en" else v.thing_ko), svc=csvc(), env=d["pairs"][0][0] if d["pairs"] else "API_KEY",
                file=fname, person=person(L))


def vendor_lesson(v, L, kw):
    if v.hint and chance(0.55):
        return v.hint[0] if L == "en" else v.hint[1]
    return fmt(T(L, EN_LESSON, KO_LESSON), **kw)


def nbytes(s):
    return len(s.encode("utf-8"))


def make_vendor_secret(v, L):
    CUR["svc"] = pick(SVCS)
    try:
        return _make_vendor_secret(v, L)
    finally:
        CUR["svc"] = None


def _make_vendor_secret(v, L):
    d = v.gen()
    text, secs, label, fname = render_container(v, d, L, http_bias=True)
    kw = slots(v, d, L, fname)
    listed_pairs = [(n, val) for n, val in d["pairs"] if any(s in val for s in d["secrets"])]
    # prefer the name of a credential variable that is actually shown
    for n, _ in listed_pairs + d["pairs"]:
        if n in text:
            kw["env"] = n
            break
    if len(listed_pairs) >= 2:
        mode = pick_weighted([("mc", 45), ("lesson", 15), ("repeat", 8), ("split", 27), ("ask", 5)])
    else:
        mode = pick_weighted([("mc", 55), ("lesson", 20), ("repeat", 12), ("ask", 8)])
    if mode == "split" and len(listed_pairs) < 2:
        mode = "mc"
    if mode == "ask" and nbytes(text) > 380:
        mode = "mc"
    lesson = vendor_lesson(v, L, kw) if chance(0.88) else ""
    ask = fmt(T(L, EN_ASK, KO_ASK), **kw)
    cat = "%s: %s %s" % (label, v.name, v.thing_en)
    evidence = any(x in label for x in ("pytest", "log", "HTTP", "curl", "chat", "printenv", "kubectl", "diff"))
    if mode == "mc":
        mc = fmt(T(L, EN_INTRO, KO_INTRO), **kw) + "\n" + text
    elif mode == "lesson":
        mc = fmt(T(L, EN_PROBLEM, KO_PROBLEM), **kw)
        pre = fmt(T(L, EN_EVIDENCE, KO_EVIDENCE) if evidence else T(L, EN_FIXPRE, KO_FIXPRE), **kw)
        lesson = pre + "\n" + text + ("\n" + lesson if lesson and chance(0.5) else "")
        cat += " (value in lesson)"
    elif mode == "repeat":
        mc = fmt(T(L, EN_INTRO, KO_INTRO), **kw) + "\n" + text
        val = pick(secs)
        ask = fmt(T(L, EN_REPEAT, KO_REPEAT), val=val)
        cat += " (repeated in ask)"
    elif mode == "ask":
        mc = fmt(T(L, EN_PROBLEM, KO_PROBLEM), **kw)
        ask = T(L, ["Is this the right value?\n", "Which of these is current?\n", "Can someone confirm this still works?\n"],
                ["이 값 맞나요?\n", "이 중에 현재 유효한 게 뭔가요?\n", "이거 아직 유효한지 확인 부탁드려요.\n"]) + text
        cat += " (value in ask)"
    else:  # split: first listed pair in one field, the rest in another
        first = listed_pairs[0]
        rest = [p for p in d["pairs"] if p != first]
        d1 = {"pairs": [first], "secrets": [s for s in d["secrets"] if s in first[1]]}
        d2 = {"pairs": rest, "secrets": [s for s in d["secrets"] if any(s in val for _, val in rest)]}
        t1 = render_container(v, d1, L, allow_http=False)
        t2 = render_container(v, d2, L, allow_http=False)
        mc = fmt(T(L, EN_INTRO, KO_INTRO), **kw) + "\n" + t1[0]
        lesson = T(L, ["The other half was in a different place (%s):\n" % t2[3], "Remaining values, from %s:\n" % t2[3]],
                   ["나머지 값은 다른 곳(%s)에 있었음:\n" % t2[3], "%s에서 찾은 나머지 값:\n" % t2[3]]) + t2[0]
        secs = t1[1] + t2[1]
        cat = "%s + %s: %s %s split across fields" % (t1[2], t2[2], v.name, v.thing_en)
    cat += " [%s]" % v.name
    return cat, {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, secs


# ---------------------------------------------------------------------------
# clean notes built on the same containers: references instead of values
# ---------------------------------------------------------------------------
STORES = ["Vault", "AWS Secrets Manager", "1Password", "Doppler", "GCP Secret Manager", "the CI secret settings",
          "SSM Parameter Store", "Azure Key Vault", "sealed-secrets", "Infisical"]


def mask(val):
    if len(val) < 12:
        return "********"
    k = 4 if len(val) < 30 else min(8, len(val) // 6)
    if re.match(r"^[a-z]{2,4}[_-]", val):
        k = len(re.match(r"^[a-z]{2,4}[_-](live_|test_|v1_|proj-|ant-|pat_|or-v1-)?", val).group(0))
    return val[:k] + pick(["*" * rint(8, 20), "…", "...", "****"]) + val[-4:]


def ref_value(n, v, label, orig):
    shellish = any(x in label for x in ("shell", "command", "docker run", "curl", "PowerShell", "Makefile", "printenv", "helm"))
    proj = pick(["acme-prod", "kr-shop-stg", "ml-platform-412"])
    if shellish:
        return pick(["$" + n, "${%s}" % n, "$(op read 'op://Engineering/%s/credential')" % v.name,
                     "$(vault kv get -field=%s secret/%s)" % (n.lower(), csvc()),
                     "$(aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text)" % (csvc(), n.lower()),
                     "$(gcloud secrets versions access latest --secret=%s --project=%s)" % (n.lower().replace("_", "-"), proj)])
    if "GitHub Actions" in label:
        return "${{ secrets.%s }}" % n
    if "GitLab" in label:
        return "$" + n
    if label.startswith("code"):
        return pick(["", "", "<set-me>", "changeme-not-used"])
    if "log" in label or "pytest" in label or "HTTP" in label:
        return pick(["[REDACTED]", "***", "<redacted>", mask(orig)])
    if "ansible" in label:
        return "{{ vault_%s }}" % n.lower()
    if "appSettings" in label or label == "json":
        return pick(["@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (pick(["prod", "stg"]), n.lower().replace("_", "-")),
                     "${%s}" % n, "<your-%s-%s>" % (v.sec.replace("_", "-"), n.lower().split("_")[-1]), "", mask(orig)])
    return pick(["${%s}" % n, "<your-%s>" % n.lower().replace("_", "-"), "op://Engineering/%s/%s" % (v.name, n.lower()),
                 "vault:secret/data/%s#%s" % (csvc(), n.lower()),
                 "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), digits(12), csvc(), n.lower(), an(6)),
                 "projects/%s/secrets/%s/versions/latest" % (proj, n.lower().replace("_", "-")),
                 "[REDACTED]", "********", "", "xxxxxxxxxxxxxxxx", mask(orig), "REPLACE_ME"])


CLEAN_EXCLUDE = ("c_diff", "c_kubectl_b64")
EN_CLEAN_LESSON = [
    "Values are injected from {store} at deploy time; the placeholder in {file} is expected.",
    "The real {thing} never lives in the repo; {svc} resolves it at startup from {store}.",
    "The 401 was a permissions problem on the secret in {store}, not a wrong key.",
    "Local runs need `make secrets` first so {env} is populated from {store}.",
    "The masked value in logs is fine; the logger redacts credentials before writing.",
    "Two services read {env}; changing the reference in one place is not enough.",
]
KO_CLEAN_LESSON = [
    "값은 배포 시점에 {store}에서 주입됨. {file}의 placeholder는 정상.",
    "실제 {thing|은는} 레포에 없음. {svc|이가} 시작할 때 {store}에서 읽어옴.",
    "401 원인은 키가 틀린 게 아니라 {store} 시크릿 접근 권한 문제였음.",
    "로컬 실행 전에 `make secrets`를 돌려야 {env|이가} {store}에서 채워짐.",
    "로그에 마스킹된 값은 정상. 로거가 기록 전에 자격증명을 가림.",
    "{env|을를} 읽는 서비스가 두 개라 한쪽 참조만 바꾸면 안 됨.",
]


def make_vendor_clean(v, L):
    CUR["svc"] = pick(SVCS)
    try:
        return _make_vendor_clean(v, L)
    finally:
        CUR["svc"] = None


def _make_vendor_clean(v, L):
    d = v.gen()
    names = [n for n, _ in d["pairs"]]
    for _ in range(40):
        fn = pick_weighted(CONTAINERS)
        if fn.__name__ in CLEAN_EXCLUDE:
            continue
        if fn in (c_http_raw, c_log_headers, c_trace) and v.http and v.http[3]:
            continue
        # pick the label first with a dry run on a neutral value, then build refs for that label
        probe = fn(v, {"pairs": [(n, "x") for n in names], "secrets": []}, L)
        if probe is None:
            continue
        label = probe[2]
        pairs = []
        for n, val in d["pairs"]:
            if any(s in val for s in d["secrets"]) or re.search("KEY|TOKEN|SECRET|PASS|ACCOUNT_NO", n):
                pairs.append((n, ref_value(n, v, label, val)))
            else:
                pairs.append((n, val))
        out = fn(v, {"pairs": pairs, "secrets": []}, L)
        if out is None:
            continue
        text, _, label, fname = out
        break
    else:
        raise RuntimeError("no clean container for " + v.name)
    kw = slots(v, d, L, fname)
    kw["store"] = pick(STORES)
    for n in names:
        if n in text:
            kw["env"] = n
            break
    mc = fmt(T(L, EN_INTRO, KO_INTRO), **kw) + "\n" + text
    if chance(0.3):
        mc = fmt(T(L, EN_PROBLEM, KO_PROBLEM), **kw) + "\n" + text
    lesson = fmt(T(L, EN_CLEAN_LESSON, KO_CLEAN_LESSON), **kw) if chance(0.9) else ""
    ask = fmt(T(L, EN_ASK, KO_ASK), **kw)
    cat = "clean %s: %s %s as reference/placeholder [%s]" % (label, v.name, v.thing_en, v.name)
    return cat, {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


# ---------------------------------------------------------------------------
# special secret templates (generic credentials and unusual shapes)
# each returns (category, fields, secrets)
# ---------------------------------------------------------------------------
def F(mc, lesson="", ask=""):
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}


def enc(pw):
    return urllib.parse.quote(pw, safe="")


def uniq(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


SPECIAL_SECRET = []


def special(weight):
    def deco(fn):
        SPECIAL_SECRET.append((fn, weight))
        return fn
    return deco


@special(2)
def s_mysql_p(L):
    pw = password(safe=True)
    host, user, db = pick([h for h in DB_HOSTS if "pg" not in h]), pick(DB_USERS), pick(DB_NAMES)
    q = pick(["-p%s" % pw, "-p'%s'" % pw, "--password=%s" % pw])
    blob = ("$ mysql -h %s -u %s %s %s -e \"SELECT COUNT(*) FROM orders WHERE created_at > NOW() - INTERVAL 1 DAY\"\n"
            "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
            "+----------+\n| COUNT(*) |\n+----------+\n| %8d |\n+----------+" % (host, user, q, db, rint(100, 99999)))
    mc = T(L, "Needed yesterday's order count from the %s replica and didn't know which account is read-only. Ran:\n" % db,
           "%s 레플리카에서 어제 주문 건수를 뽑아야 했는데 어떤 계정이 읽기 전용인지 몰랐음. 실행한 명령:\n" % db) + blob
    lesson = T(L, "Use `mysql --login-path=report` instead of -p on the command line; the password stays in shell history.",
               "-p로 비밀번호를 넘기지 말고 `mysql --login-path=report`를 쓸 것. 셸 히스토리에 그대로 남음.")
    ask = T(L, "Is there a login path or a read-only user configured on the bastion?", "bastion에 login-path나 읽기 전용 계정이 설정돼 있나요?")
    return "shell: mysql -p attached password", F(mc, lesson, ask), [pw]


@special(3)
def s_db_url(L):
    pw = password()
    e = enc(pw)
    user, host, db = pick(DB_USERS), pick(DB_HOSTS), pick(DB_NAMES)
    kind = pick(["postgres", "mysql", "mongo", "redis", "amqp", "mssql", "clickhouse"])
    if kind == "postgres":
        url = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, e, host, db)
        err = 'psycopg2.OperationalError: connection to server at "%s", port 5432 failed: FATAL:  password authentication failed for user "%s"' % (host, user)
    elif kind == "mysql":
        url = "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (user, e, host, db)
        err = "sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1045, \"Access denied for user '%s'@'10.0.8.15' (using password: YES)\")" % user
    elif kind == "mongo":
        url = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, e, rs(LOWNUM, 5), db)
        err = "pymongo.errors.OperationFailure: bad auth : authentication failed, full error: {'ok': 0, 'errmsg': 'bad auth : authentication failed', 'code': 8000}"
    elif kind == "redis":
        url = "rediss://default:%s@%s:6380/0" % (e, pick(["cache.internal", "redis-prod.abc123.ng.0001.apn2.cache.amazonaws.com", "10.0.4.7"]))
        err = "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled."
    elif kind == "amqp":
        url = "amqp://%s:%s@rabbitmq.%s:5672/%s" % (user, e, pick(DOMAINS), pick(["orders", "%2F", "events"]))
        err = "amqp.exceptions.AccessRefused: (0, 0): (403) ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN."
    elif kind == "mssql":
        url = "Server=tcp:%s,1433;Database=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False" % (host, db, user, pw)
        err = "Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user '%s'." % user
    else:
        url = "clickhouse://%s:%s@%s:9440/%s?secure=true" % (user, e, pick(["ch.internal", "clickhouse-01.lan"]), db)
        err = "Code: 516. DB::Exception: %s: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED)" % user
    var = pick(["DATABASE_URL", "DB_DSN", "SQLALCHEMY_DATABASE_URI", "CELERY_BROKER_URL" if kind in ("redis", "amqp") else "DB_URL", "ConnectionStrings__Default" if kind == "mssql" else "DB_URI"])
    secs = [pw if kind == "mssql" else e]
    blob = "%s=%s" % (var, url)
    mc = T(L, ["Worker crashed on boot in staging:\n%s\nThe .env it loaded had:\n%s" % (err, blob),
               "Didn't know which database the %s job writes to. Connection string from the task definition:\n%s" % (pick(SVCS), blob)],
           ["staging에서 워커가 부팅하다 죽음:\n%s\n읽어들인 .env:\n%s" % (err, blob),
            "%s 잡이 어느 DB에 쓰는지 몰랐음. task definition에 있던 연결 문자열:\n%s" % (pick(SVCS), blob)])
    lesson = T(L, ["Special characters in the password must be percent-encoded in the URL; the raw value was %s." % pw if e != pw else
                   "The URL was fine; the user lacked CONNECT on the new database.",
                   "The password in the URL had been rotated in the secret store but not in the task definition."],
               ["URL에 넣는 비밀번호의 특수문자는 퍼센트 인코딩해야 함. 원래 값은 %s." % pw if e != pw else
                "URL은 문제 없었고 새 DB에 CONNECT 권한이 없었음.",
                "secret store에서는 비밀번호가 rotate 됐는데 task definition은 예전 값 그대로였음."])
    if pw in lesson and pw != e:
        secs.append(pw)
    ask = T(L, "Which secret holds the canonical DSN for this service?", "이 서비스의 정식 DSN은 어느 시크릿에 있나요?")
    return "connection string: %s URL with password" % kind, F(mc, lesson, ask), uniq(secs)


@special(1)
def s_pgpassword(L):
    pw = password(safe=True)
    host, user, db = pick(DB_HOSTS), pick(DB_USERS), pick(DB_NAMES)
    blob = "PGPASSWORD='%s' pg_dump -h %s -U %s -Fc %s > /tmp/%s_%s.dump\npg_dump: error: query failed: ERROR:  permission denied for table audit_log" % (pw, host, user, db, db, iso_date().replace("-", ""))
    mc = T(L, "Tried to take a dump of %s before the migration:\n%s" % (db, blob), "마이그레이션 전에 %s 덤프를 뜨려고 함:\n%s" % (db, blob))
    lesson = T(L, "The app user can't read audit_log; dumps must be taken with the backup role via ~/.pgpass, not PGPASSWORD.",
               "앱 계정은 audit_log를 못 읽음. 덤프는 PGPASSWORD 말고 ~/.pgpass에 backup 롤로 떠야 함.")
    return "shell: PGPASSWORD inline", F(mc, lesson, ""), [pw]


@special(2)
def s_spring(L):
    pw = password(safe=True)
    jw = b64(48)
    blob = "\n".join(["spring.datasource.url=jdbc:postgresql://%s:5432/%s" % (pick(DB_HOSTS), pick(DB_NAMES)),
                      "spring.datasource.username=%s" % pick(DB_USERS), "spring.datasource.password=%s" % pw,
                      "spring.jpa.hibernate.ddl-auto=validate", "app.jwt.secret=%s" % jw, "app.jwt.expiration-ms=3600000"])
    mc = T(L, "Local boot of %s failed with `Schema-validation: missing table`. application-prod.properties that got picked up:\n%s" % (pick(SVCS), blob),
           "%s 로컬 부팅 시 `Schema-validation: missing table` 에러. 실제로 로딩된 application-prod.properties:\n%s" % (pick(SVCS), blob))
    lesson = T(L, "The prod profile was active locally because SPRING_PROFILES_ACTIVE leaked from my shell.", "셸에 SPRING_PROFILES_ACTIVE가 남아 있어서 로컬에서 prod 프로필이 켜졌음.")
    return "properties: Spring datasource password + JWT secret", F(mc, lesson, T(L, "Who rotates app.jwt.secret?", "app.jwt.secret는 누가 rotate 하나요?")), [pw, jw]


@special(2)
def s_django(L):
    chars = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
    sk = pick(["django-insecure-", ""]) + rs(chars, 50)
    pw = password(safe=True)
    blob = "\n".join(["SECRET_KEY = '%s'" % sk, "DEBUG = False", "DATABASES = {", "    'default': {", "        'ENGINE': 'django.db.backends.postgresql',",
                      "        'NAME': '%s'," % pick(DB_NAMES), "        'USER': '%s'," % pick(DB_USERS), "        'PASSWORD': '%s'," % pw,
                      "        'HOST': '%s'," % pick(DB_HOSTS), "    }", "}"])
    mc = T(L, "Sessions were invalidated after every deploy. settings/production.py at the time:\n" + blob,
           "배포할 때마다 세션이 전부 풀렸음. 당시 settings/production.py:\n" + blob)
    lesson = T(L, "SECRET_KEY was regenerated per container because the image baked a fallback; it must come from the environment.",
               "이미지에 fallback이 박혀 있어서 컨테이너마다 SECRET_KEY가 달라졌음. 환경변수로 받아야 함.")
    return "python: Django SECRET_KEY + DB password", F(mc, lesson, ""), [sk, pw]


@special(1)
def s_rails(L):
    mk = hx(32)
    skb = hx(128)
    akid, asec = "AKIA" + rs(B32C, 16), rs(B64C, 40)
    blob = "$ cat config/master.key\n%s\n$ bin/rails credentials:show\nsecret_key_base: %s\naws:\n  access_key_id: %s\n  secret_access_key: %s" % (mk, skb, akid, asec)
    mc = T(L, "Couldn't decrypt credentials on the new CI runner (ActiveSupport::MessageEncryptor::InvalidMessage). Checked locally:\n" + blob,
           "새 CI 러너에서 credentials 복호화 실패 (ActiveSupport::MessageEncryptor::InvalidMessage). 로컬에서 확인한 내용:\n" + blob)
    lesson = T(L, "RAILS_MASTER_KEY was set for staging but the runner used production.yml.enc.", "러너가 production.yml.enc를 쓰는데 RAILS_MASTER_KEY는 staging 것이었음.")
    return "rails: master.key + credentials:show", F(mc, lesson, ""), [mk, skb, akid, asec]


@special(1)
def s_laravel(L):
    k = b64(32)
    pw, mpw = password(safe=True), password(safe=True)
    blob = "\n".join(["APP_NAME=Shop", "APP_ENV=production", "APP_KEY=base64:%s" % k, "DB_CONNECTION=mysql", "DB_HOST=%s" % pick(DB_HOSTS),
                      "DB_USERNAME=%s" % pick(DB_USERS), "DB_PASSWORD=%s" % pw, "MAIL_MAILER=smtp", "MAIL_HOST=smtp.mailgun.org",
                      "MAIL_USERNAME=postmaster@mg.%s" % pick(DOMAINS), "MAIL_PASSWORD=%s" % mpw])
    mc = T(L, "The queue worker threw `DecryptException: The MAC is invalid.` after the server move. .env on the new box:\n" + blob,
           "서버 이전 후 큐 워커에서 `DecryptException: The MAC is invalid.` 발생. 새 서버의 .env:\n" + blob)
    lesson = T(L, "APP_KEY was regenerated on the new server, so old encrypted payloads can't be read. Restore the old key.",
               "새 서버에서 APP_KEY를 새로 만들어서 예전 암호화 데이터를 못 읽음. 예전 키로 복구해야 함.")
    return "dotenv: Laravel APP_KEY + DB/MAIL passwords", F(mc, lesson, ""), [k, pw, mpw]


@special(2)
def s_docker_login(L):
    if chance(0.5):
        pw = password(safe=True)
        reg = pick(["registry.%s" % pick(DOMAINS), "harbor.idc.local", "nexus.corp.example:8443"])
        blob = "$ docker login %s -u deploy -p %s\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded" % (reg, shq(pw))
    else:
        pw = pick(["ghp_" + an(36), "glpat-" + rs(B64U, 20), "dckr_pat_" + rs(B64U, 27)])
        reg = {"g": "ghcr.io", "d": "docker.io"}.get(pw[0], "registry.gitlab.com")
        blob = "$ echo %s | docker login %s -u %s --password-stdin\nLogin Succeeded" % (pw, reg, pick(["ci-bot", "jkim", "acme-build"]))
    mc = T(L, "Image pulls failed on the new runner with `unauthorized: authentication required`. Fixed by logging in manually:\n" + blob,
           "새 러너에서 이미지 pull이 `unauthorized: authentication required`로 실패. 수동 로그인으로 해결:\n" + blob)
    lesson = T(L, "Runner images need the registry credential from the CI secret store; manual logins vanish when the runner is recycled.",
               "러너가 재생성되면 수동 로그인은 사라짐. 레지스트리 자격증명은 CI secret에서 받아야 함.")
    return "shell: docker login with password", F(mc, lesson, T(L, "Which robot account should CI use for the registry?", "CI는 레지스트리에 어떤 robot 계정을 써야 하나요?")), [pw]


@special(2)
def s_git_cred(L):
    tok = pick(["ghp_" + an(36), "glpat-" + rs(B64U, 20), "ATBB" + an(32), "github_pat_11" + rs(UPNUM, 20) + "_" + an(59), password(safe=True)])
    user = pick(["jkim", "ci-bot", "oauth2", "x-access-token", "deploy"])
    host = pick(["github.com/acme", "gitlab.%s/platform" % pick(DOMAINS), "bitbucket.org/acme"])
    repo = pick(SVCS)
    t = enc(tok)
    v = pick(["clone", "remote", "store"])
    if v == "clone":
        blob = "$ git clone https://%s:%s@%s/%s.git\nCloning into '%s'...\nfatal: unable to access 'https://%s/%s.git/': The requested URL returned error: 403" % (user, t, host, repo, repo, host, repo)
    elif v == "remote":
        blob = "$ git remote -v\norigin\thttps://%s:%s@%s/%s.git (fetch)\norigin\thttps://%s:%s@%s/%s.git (push)" % (user, t, host, repo, user, t, host, repo)
    else:
        blob = "$ cat ~/.git-credentials\nhttps://%s:%s@%s" % (user, t, host.split("/")[0])
    mc = T(L, "Push from the build box was rejected and I didn't know which identity it used:\n" + blob,
           "빌드 서버에서 push가 거부됐는데 어떤 계정으로 붙는지 몰랐음:\n" + blob)
    lesson = T(L, "Credentials embedded in remote URLs end up in .git/config and build logs; use a credential helper.",
               "remote URL에 박힌 자격증명은 .git/config와 빌드 로그에 남음. credential helper를 써야 함.")
    return "git: credentials in remote URL", F(mc, lesson, ""), [t]


@special(2)
def s_basic_auth(L):
    user = pick(["admin", "api", "svc_report", "jenkins", "grafana", "elastic"])
    pw = password()
    blob = b64s("%s:%s" % (user, pw))
    host = pick(["jenkins.internal.example.net", "es.internal.example.net:9200", "grafana.corp.example", "api.partner.example.com"])
    show = chance(0.35)
    txt = "GET /api/json?tree=jobs[name,color] HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nAccept: */*" % (host, blob)
    if chance(0.4):
        txt = "%s INFO  http.client: send: b'GET /_cluster/health HTTP/1.1\\r\\nHost: %s\\r\\nAuthorization: Basic %s\\r\\n\\r\\n'" % (log_time(), host, blob)
    mc = T(L, "Monitoring probe got 401 from %s. The request it sent:\n%s" % (host, txt), "모니터링 프로브가 %s에서 401을 받음. 보낸 요청:\n%s" % (host, txt))
    secs = [blob]
    lesson = ""
    if show:
        lesson = T(L, "Decoded the header: it is %s:%s, the password from before the rotation." % (user, pw),
                   "헤더 디코딩해보니 %s:%s, rotate 이전 비밀번호였음." % (user, pw))
        secs.append(pw)
    else:
        lesson = T(L, "The probe config still had the pre-rotation password.", "프로브 설정에 rotate 이전 비밀번호가 남아 있었음.")
    return "http: Basic auth header (base64 user:pass)", F(mc, lesson, ""), secs


@special(1)
def s_curl_u(L):
    pw = password(safe=True)
    user = pick(["admin", "ci", "deploy", "monitor"])
    url = pick(["https://nexus.corp.example/service/rest/v1/repositories", "https://jenkins.internal.example.net/api/json",
                "https://rabbitmq.internal:15672/api/queues", "https://artifactory.idc.local/api/storage/libs-release"])
    blob = pick(["curl -sf -u %s:%s %s | jq '.[].name'" % (user, shq(pw), url), "wget --user=%s --password=%s %s -O -" % (user, shq(pw), url)])
    mc = T(L, "Needed a list of repositories and nobody had an API token. Used the admin login:\n" + blob, "저장소 목록이 필요했는데 API 토큰이 없어서 관리자 계정으로 조회함:\n" + blob)
    return "shell: curl -u / wget --password", F(mc, T(L, "Ask for a read-only token next time.", "다음엔 읽기 전용 토큰 요청할 것."), ""), [pw]


@special(1)
def s_sshpass(L):
    pw = password(safe=True)
    ip = "10.0.%d.%d" % (rint(0, 40), rint(2, 250))
    blob = "sshpass -p %s ssh -o StrictHostKeyChecking=no deploy@%s 'sudo systemctl restart %s'" % (shq(pw), ip, pick(SVCS))
    mc = T(L, "The legacy box has no key-based login; the restart script does:\n" + blob, "레거시 서버는 키 로그인이 안 돼서 재시작 스크립트가 이렇게 되어 있음:\n" + blob)
    ask = T(L, "Can we add the deploy key to %s so sshpass can go?" % ip, "%s에 배포 키 추가해서 sshpass 없앨 수 있을까요?" % ip)
    return "shell: sshpass -p", F(mc, "", ask), [pw]


@special(1)
def s_sudo_s(L):
    pw = password(safe=True)
    blob = "echo '%s' | sudo -S apt-get install -y %s" % (pw, pick(["libpq-dev", "nginx", "chrony", "docker-ce"]))
    mc = T(L, "Provisioning script step that failed on the new VM:", "새 VM에서 실패한 프로비저닝 스크립트 단계:")
    lesson = T(L, "%s\nThe deploy user is not in sudoers there; passing the password with -S didn't help." % blob, "%s\n그 서버에선 deploy 계정이 sudoers에 없음. -S로 비밀번호 넘겨도 소용없었음." % blob)
    return "shell: echo password | sudo -S", F(mc, lesson, ""), [pw]


@special(1)
def s_keystore(L):
    sp, kp = password(safe=True), password(safe=True)
    if chance(0.5):
        blob = "keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000 -storepass %s -keypass %s -dname \"CN=Acme, O=Acme, C=KR\"" % (shq(sp), shq(kp))
        secs = [sp, kp]
    else:
        blob = "openssl pkcs12 -export -in tls.crt -inkey tls.key -out client.p12 -name %s -passout pass:%s" % (pick(SVCS), sp)
        secs = [sp]
    mc = T(L, "Play Console rejected the bundle signature. How the upload key was created:\n" + blob, "Play Console에서 번들 서명이 거부됨. 업로드 키 생성 방법:\n" + blob)
    return "shell: keytool/openssl store passwords", F(mc, T(L, "Keystore passwords belong in the CI secret, not the README.", "키스토어 비밀번호는 README가 아니라 CI secret에 둘 것."), ""), secs


@special(1)
def s_archive_pw(L):
    pw = password()
    blob = pick(["zip -P %s export_%s.zip customers.csv" % (shq(pw), iso_date()), "7z a -p%s -mhe=on backup.7z dump.sql" % shq(pw),
                 "gpg --batch --yes --passphrase %s -c secrets.tar" % shq(pw)])
    mc = T(L, "Partner asked how to open the export we sent. It was created with:\n" + blob, "파트너사가 보낸 파일을 어떻게 여는지 물어봄. 생성 명령:\n" + blob)
    lesson = T(L, "Share the archive password through a separate channel; it was sent in the same email thread.", "압축 비밀번호는 별도 채널로 전달해야 함. 같은 메일 스레드로 보냈었음.")
    return "shell: archive password", F(mc, lesson, ""), [pw]


@special(1)
def s_netrc(L):
    tok = pick([uuid4(), password(safe=True), "ghp_" + an(36)])
    m = pick(["api.heroku.com", "artifactory.idc.local", "github.com", "git.heroku.com", "urs.earthdata.nasa.gov"])
    blob = "$ cat ~/.netrc\nmachine %s\n  login %s\n  password %s" % (m, pick(["jkim@acme.io", "ci", "deploy"]), tok)
    mc = T(L, "curl kept authenticating as the wrong user. Reason:\n" + blob, "curl이 계속 엉뚱한 계정으로 인증됨. 원인:\n" + blob)
    return "dotfile: .netrc password", F(mc, T(L, "curl -n reads ~/.netrc silently.", "curl -n은 ~/.netrc를 조용히 읽음."), ""), [tok]


@special(1)
def s_pgpass(L):
    pw = password(safe=True).replace(":", "")
    blob = "$ cat ~/.pgpass\n%s:5432:%s:%s:%s\n*:*:*:postgres:*" % (pick(DB_HOSTS), pick(DB_NAMES), pick(DB_USERS), pw)
    mc = T(L, "psql connected without prompting and I didn't understand why:\n" + blob, "psql이 비밀번호를 안 물어보고 붙어서 이유를 찾아봄:\n" + blob)
    return "dotfile: .pgpass", F(mc, "", T(L, "Should the shared jump host have a .pgpass at all?", "공용 점프 호스트에 .pgpass가 있어도 되나요?")), [pw]


@special(1)
def s_docker_config(L):
    user, pw = pick(["jkim", "ci-bot", "robot$ml+pull"]), password(safe=True)
    blob = b64s("%s:%s" % (user, pw))
    js = json.dumps({"auths": {pick(["harbor.idc.local", "https://index.docker.io/v1/", "registry.gitlab.com"]): {"auth": blob}}, "credsStore": ""}, indent=2)
    mc = T(L, "Pulls worked for me but not for CI. My ~/.docker/config.json:\n" + js, "내 계정으로는 pull이 되는데 CI는 안 됨. 내 ~/.docker/config.json:\n" + js)
    return "json: docker config.json auth blob", F(mc, T(L, "The auth field is just base64(user:password).", "auth 필드는 그냥 base64(user:password)임."), ""), [blob]


@special(2)
def s_npmrc(L):
    v = pick(["npm", "gh", "auth"])
    if v == "npm":
        tok = "npm_" + an(36)
        blob = "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://registry.npmjs.org/" % tok
    elif v == "gh":
        tok = "ghp_" + an(36)
        blob = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s" % tok
    else:
        tok = b64s("%s:%s" % (pick(["ci", "deployer"]), password(safe=True)))
        blob = "registry=https://nexus.corp.example/repository/npm-group/\n_auth=%s\nalways-auth=true" % tok
    mc = T(L, "`npm ci` failed with E401 in the Docker build. The .npmrc copied into the image:\n" + blob, "Docker 빌드에서 `npm ci`가 E401로 실패. 이미지에 복사된 .npmrc:\n" + blob)
    lesson = T(L, "Use a build secret mount for .npmrc; COPY bakes the token into a layer.", ".npmrc는 build secret mount로 넣어야 함. COPY하면 레이어에 토큰이 남음.")
    return "dotfile: .npmrc auth token", F(mc, lesson, ""), [tok]


@special(1)
def s_pip_index(L):
    pw = password()
    e = enc(pw)
    u = pick(["ci", "pypi-reader", "deploy"])
    host = pick(["pypi.internal.example.net", "nexus.corp.example/repository/pypi-all", "acme.jfrog.io/artifactory/api/pypi/pypi"])
    blob = pick(["[global]\nindex-url = https://%s:%s@%s/simple" % (u, e, host), "UV_INDEX_URL=https://%s:%s@%s/simple" % (u, e, host),
                 "$ pip install -i https://%s:%s@%s/simple acme-core==2.3.1" % (u, e, host)])
    mc = T(L, "Private packages didn't resolve in the new venv. Index config:\n" + blob, "새 venv에서 사내 패키지가 안 받아짐. 인덱스 설정:\n" + blob)
    return "config: pip index URL with credentials", F(mc, T(L, "Prefer keyring or netrc for index credentials.", "인덱스 자격증명은 keyring이나 netrc로 넣는 게 나음."), ""), [e]


@special(1)
def s_maven(L):
    pw = password(safe=True).replace("&", "")
    blob = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>%s</password>\n  </server>\n</servers>" % pw
    mc = T(L, "`mvn deploy` returned 401 from Nexus. ~/.m2/settings.xml on the build agent:\n" + blob, "`mvn deploy`가 Nexus에서 401. 빌드 에이전트의 ~/.m2/settings.xml:\n" + blob)
    lesson = T(L, "Server id must match distributionManagement; it did, the password was stale.", "server id는 distributionManagement와 일치했고 비밀번호가 오래된 값이었음.")
    return "xml: Maven settings.xml server password", F(mc, lesson, ""), [pw]


@special(1)
def s_gradle(L):
    pw, tok, tu = password(safe=True), rs(B64U, 44), rs(B64U, 8)
    blob = "\n".join(["signing.keyId=%s" % HX(8), "signing.password=%s" % pw, "signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg",
                      "mavenCentralUsername=%s" % tu, "mavenCentralPassword=%s" % tok])
    mc = T(L, "Release to Maven Central failed at signing. ~/.gradle/gradle.properties:\n" + blob, "Maven Central 배포가 서명 단계에서 실패. ~/.gradle/gradle.properties:\n" + blob)
    return "properties: Gradle signing + Central user token", F(mc, T(L, "The keyId is only the last 8 hex of the key; the password is what matters.", "keyId는 키의 마지막 8자리일 뿐이고 문제는 비밀번호였음."), ""), [pw, tu, tok]


@special(1)
def s_android_signing(L):
    sp, kp = password(safe=True), password(safe=True)
    blob = "signingConfigs {\n    release {\n        storeFile file(\"upload.jks\")\n        storePassword \"%s\"\n        keyAlias \"upload\"\n        keyPassword \"%s\"\n    }\n}" % (sp, kp)
    mc = T(L, "Didn't know where the release signing config lives. app/build.gradle:", "릴리스 서명 설정 위치를 몰랐음. app/build.gradle:")
    return "gradle: Android signingConfigs passwords", F(mc + "\n" + blob, T(L, "Move both passwords to keystore.properties outside git.", "두 비밀번호를 git 밖 keystore.properties로 옮길 것."), ""), [sp, kp]


@special(1)
def s_kafka_jaas(L):
    key, sec = rs(UPNUM, 16), rs(B64C, 64)
    blob = "bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (rs(LOWNUM, 5), key, sec)
    mc = T(L, "Consumer lag alert fired because the consumer never authenticated. client.properties:\n" + blob, "컨슈머가 인증을 못 해서 lag 알람이 울림. client.properties:\n" + blob)
    return "properties: Kafka SASL JAAS password [Confluent]", F(mc, "", T(L, "Is there a separate API key per consumer group?", "컨슈머 그룹별로 API 키를 따로 쓰나요?")), [sec]


@special(1)
def s_ldap(L):
    pw = password(safe=True)
    blob = "ldapsearch -x -H ldaps://ldap.corp.example -D \"cn=svc-gitlab,ou=services,dc=corp,dc=example\" -w %s -b \"ou=people,dc=corp,dc=example\" \"(uid=%s)\" mail memberOf" % (shq(pw), pick(["jkim", "spark", "mlee"]))
    mc = T(L, "GitLab LDAP sync dropped a user; verified the bind account by hand:\n" + blob, "GitLab LDAP 동기화에서 사용자 하나가 빠짐. bind 계정으로 직접 확인:\n" + blob)
    return "shell: ldapsearch -w bind password", F(mc, T(L, "Use -y with a password file instead of -w.", "-w 대신 비밀번호 파일을 -y로 넘길 것."), ""), [pw]


@special(2)
def s_smtp(L):
    v = pick(["gmail", "apple", "ses", "plain"])
    if v == "gmail":
        pw = " ".join(rs(LO, 4) for _ in range(4))
        blob = "EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER=%s\nEMAIL_HOST_PASSWORD=\"%s\"" % (email(), pw)
        secs = [pw]
        what = T(L, "Gmail app password", "Gmail 앱 비밀번호")
    elif v == "apple":
        pw = "-".join(rs(LO, 4) for _ in range(4))
        blob = "smtp.mail.me.com:587\nuser: %s@icloud.com\npass: %s" % (pick(NAMES_ROM), pw)
        secs = [pw]
        what = T(L, "Apple app-specific password", "Apple 앱 암호")
    elif v == "ses":
        u, pw = "AKIA" + rs(B32C, 16), "B" + rs(B64C, 43)
        blob = "spring.mail.host=email-smtp.ap-northeast-2.amazonaws.com\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s" % (u, pw)
        secs = [u, pw]
        what = T(L, "SES SMTP credentials", "SES SMTP 자격증명")
    else:
        pw = password(safe=True)
        blob = "[smtp]\nhost = mail.%s\nport = 465\nuser = noreply\npassword = %s" % (pick(DOMAINS), pw)
        secs = [pw]
        what = T(L, "SMTP password", "SMTP 비밀번호")
    mc = T(L, "Password-reset mails stopped going out (535 Authentication failed). Mail config with the %s:\n%s" % (what, blob),
           "비밀번호 재설정 메일 발송이 멈춤 (535 Authentication failed). %s 포함된 메일 설정:\n%s" % (what, blob))
    return "config: SMTP credentials (%s)" % v, F(mc, T(L, "The account owner enabled 2FA, which revoked the old password.", "계정 주인이 2FA를 켜면서 기존 비밀번호가 무효화됐음."), ""), secs


@special(1)
def s_wifi(L):
    pw = password(pick(["human", "korkbd", "walk", "name", "dice"]))
    ssid = pick(["ACME-Office-5G", "KT_GiGA_5G_Wave2_3F1A", "iptime-dev", "SK_WiFiGIGA4C2E", "Guest-Lab"])
    if chance(0.5):
        blob = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    else:
        blob = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
    mc = T(L, "The test Raspberry Pi in the lab didn't come back after reboot. Wi-Fi config on the SD card:\n" + blob,
           "랩에 있는 테스트용 라즈베리파이가 재부팅 후 안 붙음. SD카드의 와이파이 설정:\n" + blob)
    return "config: Wi-Fi PSK", F(mc, T(L, "The office AP rotates the PSK monthly.", "사무실 AP 비밀번호가 매달 바뀜."), ""), [pw]


@special(3)
def s_jwt_bearer(L):
    tok = user_jwt()
    v = pick(["req", "log", "js"])
    if v == "req":
        blob = "GET /api/v2/orders?status=pending HTTP/1.1\nHost: api.%s\nAuthorization: Bearer %s" % (pick(DOMAINS), tok)
    elif v == "log":
        blob = "%s DEBUG [%s] request headers: {'authorization': 'Bearer %s', 'x-request-id': '%s'}" % (log_time(), pick(SVCS), tok, uuid4())
    else:
        blob = "fetch('/api/v2/me', { headers: { Authorization: 'Bearer %s' } })" % tok
    mc = T(L, "Reproduced the 403 from the admin page with a real user token:\n" + blob, "관리자 페이지 403을 실제 사용자 토큰으로 재현함:\n" + blob)
    lesson = T(L, "The token's role claim is cached for its lifetime; role changes need a re-login.", "토큰의 role claim은 만료까지 유지됨. 권한 변경 후엔 재로그인 필요.")
    return "http: bearer JWT", F(mc, lesson, ""), [tok]


@special(2)
def s_app_secrets(L):
    items = R.sample([("JWT_SECRET", hx(64)), ("NEXTAUTH_SECRET", b64(32)), ("SESSION_SECRET", an(48)), ("COOKIE_SECRET", b64u(32)),
                      ("FERNET_KEY", b64u(32) + "="), ("ENCRYPTION_KEY", hx(64)), ("SECRET_KEY_BASE", b64(48)), ("OAUTH2_PROXY_COOKIE_SECRET", b64u(32) + "="),
                      ("HMAC_SIGNING_KEY", b64(32)), ("APP_SECRET", hx(32))], rint(1, 3))
    blob = "\n".join("%s=%s" % kv for kv in items)
    mc = T(L, "Users got logged out across pods at random. Each pod had a different value of:\n" + blob if chance(0.5) else
           "Didn't know which of these the auth service actually needs:\n" + blob,
           "파드마다 랜덤하게 로그아웃이 됨. 파드별로 값이 달랐던 항목:\n" + blob if chance(0.5) else "인증 서비스에 실제로 필요한 값이 뭔지 몰랐음:\n" + blob)
    lesson = T(L, "Signing and encryption keys must be identical across replicas and come from one secret.", "서명/암호화 키는 모든 레플리카에서 같아야 하고 하나의 시크릿에서 와야 함.")
    return "dotenv: app signing/encryption keys", F(mc, lesson, ""), [v for _, v in items]


@special(3)
def s_cookie(L):
    v = pick(["django", "express", "rails", "laravel", "java", "php", "aspnet", "flask"])
    if v == "django":
        val = rs(LOWNUM, 32)
        c = "sessionid=%s; csrftoken=%s" % (val, an(32))
    elif v == "express":
        val = "s%3A" + rs(B64U, 32) + "." + enc(b64(32).rstrip("="))
        c = "connect.sid=%s" % val
    elif v == "rails":
        val = enc(b64(96)) + "--" + hx(40)
        c = "_shop_session=%s" % val
    elif v == "laravel":
        val = b64s(json.dumps({"iv": b64(16), "value": b64(48), "mac": hx(64), "tag": ""}, separators=(",", ":")))
        val = enc(val)
        c = "XSRF-TOKEN=%s; laravel_session=%s" % (enc(b64(24)), val)
    elif v == "java":
        val = HX(32)
        c = "JSESSIONID=%s; Path=/; HttpOnly" % val
    elif v == "php":
        val = rs(LOWNUM, 26)
        c = "PHPSESSID=%s" % val
    elif v == "aspnet":
        val = "CfDJ8" + rs(B64U, 180)
        c = ".AspNetCore.Cookies=%s" % val
    else:
        val = b64us(json.dumps({"_user_id": str(rint(1, 9999)), "_fresh": True})) + "." + rs(B64U, 6) + "." + rs(B64U, 27)
        c = "session=%s" % val
    blob = pick(["curl 'https://admin.%s/api/reports/export?month=%s' -H 'Cookie: %s'" % (pick(DOMAINS), iso_date()[:7], c),
                 "Cookie: %s" % c])
    mc = T(L, "Export endpoint hung forever in the admin UI. Copied the request from DevTools to replay it:\n" + blob,
           "관리자 화면의 export가 무한 로딩. DevTools에서 요청을 복사해서 재현:\n" + blob)
    lesson = T(L, "This is a live admin session; log out to invalidate it after debugging.", "이건 살아 있는 관리자 세션임. 디버깅 후 로그아웃해서 무효화할 것.")
    return "http: session cookie (%s)" % v, F(mc, lesson, ""), [val]


@special(1)
def s_reset_link(L):
    tok = pick([rs(B64U, 43), hx(40), an(64)])
    kind = pick(["reset-password", "auth/magic-link", "invite/accept"])
    url = "https://app.%s/%s?token=%s&email=%s" % (pick(DOMAINS), kind, tok, enc(email()))
    mc = T(L, "QA said the email link 404s. The link from the mail log:\n" + url, "QA에서 메일 링크가 404라고 함. 메일 로그에 있던 링크:\n" + url)
    lesson = T(L, "Links are single-use but valid for 24h until clicked; this one is still live.", "링크는 1회용이지만 클릭 전까지 24시간 유효. 이건 아직 살아 있음.")
    return "url: password-reset / magic-link token", F(mc, lesson, ""), [tok]


@special(2)
def s_s3_presigned(L):
    bucket = pick(["acme-exports", "kr-shop-invoices", "ml-datasets-prod"])
    key = pick(["reports/2025/03/settlement.csv", "invoices/INV-20250311-0042.pdf", "dumps/users_full.parquet"])
    sig = hx(64)
    dt = "2025%02d%02dT%02d%02d%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))
    region = pick(REGIONS)
    if chance(0.5):
        akid = "AKIA" + rs(B32C, 16)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (bucket, region, key, akid, dt[:8], region, dt, sig))
        secs = [akid, sig]
    else:
        akid = "ASIA" + rs(B32C, 16)
        st = enc(_sts_token()[:rint(260, 340)])
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (bucket, region, key, akid, dt[:8], region, dt, st, sig))
        secs = [akid, st, sig]
    mc = T(L, "Finance needed the file and I generated a presigned link:\n" + url, "재무팀이 파일이 필요하다고 해서 presigned 링크를 만들어 줌:\n" + url)
    lesson = T(L, "A 7-day presigned URL is effectively a password for that object; keep expiry short.", "7일짜리 presigned URL은 사실상 그 객체의 비밀번호임. 만료를 짧게.")
    return "url: S3 presigned URL [AWS]", F(mc, lesson, ""), secs


@special(1)
def s_gcs_signed(L):
    sig = hx(512)
    sa = "%s@%s.iam.gserviceaccount.com" % (pick(["exporter", "signer"]), pick(["acme-prod", "kr-shop-412"]))
    url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F20250311%%2Fauto%%2Fstorage%%2Fgoog4_request"
           "&X-Goog-Date=20250311T091500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (pick(["acme-exports", "ml-artifacts"]), pick(["model.tar.gz", "report.csv"]), enc(sa), sig))
    mc = T(L, "Download link for the partner:", "파트너용 다운로드 링크:")
    lesson = T(L, "%s\nIt expires in 15 minutes, which was too short for their batch." % url, "%s\n15분 만료라 파트너 배치에는 너무 짧았음." % url)
    return "url: GCS V4 signed URL [Google Cloud]", F(mc, lesson, ""), [sig]


@special(2)
def s_azure_sas(L):
    sig = enc(b64(32))
    acct = pick(["stprodlogs", "mediaassets01", "krshopstatic"])
    url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
           % (acct, pick(["exports", "backups", "uploads"]), pick(["daily.csv", "db.bak", "photo.jpg"]), rint(4, 12), sig))
    mc = T(L, "The ETL job reads from blob storage with this SAS URL:\n" + url, "ETL 잡이 blob storage를 이 SAS URL로 읽음:\n" + url)
    return "url: Azure SAS token [Azure]", F(mc, T(L, "Account SAS with a year-long expiry; should be a user-delegation SAS.", "1년짜리 account SAS임. user delegation SAS로 바꿔야 함."), ""), [sig]


@special(1)
def s_cloudfront(L):
    sig = rs(ALNUM + "-~_", 172)
    url = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOWNUM, 13), hx(12), ts(), sig, rs(UPNUM, 13))
    mc = T(L, "Player failed to load HLS for paid content; the signed URL from the API:\n" + url, "유료 콘텐츠 HLS 로딩 실패. API가 내려준 signed URL:\n" + url)
    return "url: CloudFront signed URL [AWS]", F(mc, T(L, "Expires is in seconds, not ms.", "Expires는 ms가 아니라 초 단위."), ""), [sig]


@special(1)
def s_firebase_dl(L):
    tok = uuid4()
    url = "https://firebasestorage.googleapis.com/v0/b/%s.appspot.com/o/%s?alt=media&token=%s" % (pick(["acme-app-prod", "kr-shop-7d2f1"]), enc("uploads/%s/id_card.jpg" % rs(B64U, 28)), tok)
    mc = T(L, "Support pasted a user's upload link to debug the thumbnail bug:\n" + url, "CS팀이 썸네일 버그 디버깅용으로 사용자 업로드 링크를 붙여줌:\n" + url)
    lesson = T(L, "The download token grants public read until revoked in the console.", "다운로드 토큰은 콘솔에서 폐기하기 전까지 누구나 읽을 수 있게 해 줌.")
    return "url: Firebase Storage download token [Firebase]", F(mc, lesson, ""), [tok]


@special(2)
def s_recovery_codes(L):
    v = pick(["github", "google", "ms", "pypi", "discord", "generic"])
    if v == "github":
        codes = ["%s-%s" % (hx(5), hx(5)) for _ in range(rint(6, 10))]
        svc = "GitHub"
    elif v == "google":
        codes = ["%s %s" % (rs(DI, 4), rs(DI, 4)) for _ in range(rint(6, 10))]
        svc = "Google Workspace"
    elif v == "ms":
        codes = ["-".join(rs(UPNUM, 5) for _ in range(5))]
        svc = "Microsoft account"
    elif v == "pypi":
        codes = [hx(16) for _ in range(8)]
        svc = "PyPI"
    elif v == "discord":
        codes = [rs(LOWNUM, 8) for _ in range(rint(6, 10))]
        svc = "Discord"
    else:
        codes = ["%s-%s-%s" % (rs(LOWNUM, 4), rs(LOWNUM, 4), rs(LOWNUM, 4)) for _ in range(rint(5, 8))]
        svc = pick(["Cloudflare", "Atlassian", "npm", "Vercel"])
    sep = pick(["\n", "  ", "\n- "])
    blob = (("- " if sep == "\n- " else "") + sep.join(codes))
    mc = T(L, "The shared %s admin account was locked behind 2FA and the phone is with %s. Recovery codes from the vault export:\n%s" % (svc, person(L), blob),
           "공용 %s 관리자 계정이 2FA에 막혔는데 폰은 %s 갖고 있음. vault export에 있던 복구 코드:\n%s" % (svc, person(L), blob))
    lesson = T(L, "Shared admin accounts need hardware keys registered for at least two people.", "공용 관리자 계정은 최소 두 명의 하드웨어 키를 등록해둬야 함.")
    return "recovery codes (%s) [%s]" % (v, svc), F(mc, lesson, ""), codes


@special(2)
def s_totp(L):
    seed = rs(B32C, pick([16, 32, 32, 64]))
    iss = pick(["ACME", "AWS", "GitLab", "Okta", "Grafana"])
    if chance(0.6):
        blob = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, enc(email()), seed, iss)
        shown = seed
    else:
        shown = " ".join(wrap(seed, 4)).lower() if chance(0.5) else " ".join(wrap(seed, 4))
        blob = T(L, "Manual entry key: ", "수동 입력 키: ") + shown
    mc = T(L, "Set up MFA for the shared ops account so on-call can log in. From the QR setup page:\n" + blob,
           "당직자가 로그인할 수 있게 공용 ops 계정 MFA를 설정함. QR 설정 페이지 내용:\n" + blob)
    lesson = T(L, "The TOTP seed is as sensitive as the password; anyone with it can generate codes.", "TOTP 시드는 비밀번호만큼 민감함. 있으면 누구나 코드를 만들 수 있음.")
    return "TOTP seed (otpauth / manual key)", F(mc, lesson, ""), [shown]


@special(1)
def s_pw_manager(L):
    mp = password(pick(["dice", "dice", "human", "korkbd"]))
    sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5))
    if chance(0.5):
        blob = T(L, "Emergency kit for the team vault: Secret Key %s, master password: %s" % (sk, mp),
                 "팀 vault 비상 키트: Secret Key %s, 마스터 비밀번호: %s" % (sk, mp))
        secs = [sk, mp]
    else:
        blob = T(L, "KeePass database ops.kdbx, master password: %s" % mp, "KeePass DB ops.kdbx 마스터 비밀번호: %s" % mp)
        secs = [mp]
    mc = T(L, "Didn't know how the break-glass credentials are stored.", "break-glass 자격증명을 어떻게 보관하는지 몰랐음.")
    return "password manager master password / 1Password Secret Key", F(mc, blob, T(L, "Who holds the second copy?", "두 번째 사본은 누가 갖고 있나요?")), secs


@special(1)
def s_wallet(L):
    m = mnemonic(pick([12, 24]))
    pk = "0x" + hx(64)
    secs = [m]
    blob = T(L, "seed phrase: ", "시드 문구: ") + m
    if chance(0.6):
        blob += "\nPRIVATE_KEY=" + pk
        secs.append(pk)
    mc = T(L, "The testnet faucet bot ran out of funds. Wallet used by the bot (.env.bot):\n" + blob, "테스트넷 faucet 봇 잔액이 바닥남. 봇이 쓰는 지갑 (.env.bot):\n" + blob)
    lesson = T(L, "Same mnemonic derives the mainnet address too; it must be treated as a production secret.", "같은 니모닉으로 메인넷 주소도 파생됨. 운영 시크릿으로 취급해야 함.")
    return "crypto wallet mnemonic + private key", F(mc, lesson, ""), secs


def _pem(label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


@special(2)
def s_pem_ec(L):
    lines = pem_ec_lines()
    blob = _pem("EC PRIVATE KEY", lines)
    mc = T(L, "TLS handshake to the internal gRPC service failed with `key values mismatch`. The key mounted in the pod:\n" + blob,
           "내부 gRPC 서비스 TLS 핸드셰이크가 `key values mismatch`로 실패. 파드에 마운트된 키:\n" + blob)
    return "PEM: EC private key", F(mc, T(L, "Key and cert came from different CSRs.", "키와 인증서가 서로 다른 CSR에서 나왔음."), ""), [l for l in lines if len(l) >= 8]


@special(2)
def s_openssh(L):
    lines = openssh_ed25519_lines(pick(["deploy@ci", "jkim@macbook", "github-actions", "ansible@bastion"]))
    blob = _pem("OPENSSH PRIVATE KEY", lines)
    mc = T(L, "Deploy job can't SSH to the bastion (`Permission denied (publickey)`). DEPLOY_SSH_KEY contents:",
           "배포 잡이 bastion에 SSH 접속 실패 (`Permission denied (publickey)`). DEPLOY_SSH_KEY 내용:")
    if chance(0.5):
        return "PEM: OpenSSH ed25519 private key", F(mc + "\n" + blob, T(L, "The public half was never added to authorized_keys on the new bastion.", "새 bastion의 authorized_keys에 공개키를 추가 안 했었음."), ""), lines
    return "PEM: OpenSSH ed25519 private key (in lesson)", F(mc, T(L, "Key as stored in the CI variable:\n", "CI 변수에 저장된 키:\n") + blob, ""), lines


@special(1)
def s_rsa_partial(L):
    n = rint(4, 7)
    pk8 = chance(0.5)
    lines = pem_rsa_partial(n, pkcs8=pk8)
    lab = "PRIVATE KEY" if pk8 else "RSA PRIVATE KEY"
    blob = "-----BEGIN %s-----\n%s\n...(truncated)" % (lab, "\n".join(lines))
    mc = T(L, "JWT verification fails in the gateway. The signing key in the auth service (first lines):\n" + blob,
           "게이트웨이에서 JWT 검증 실패. 인증 서비스 서명 키 (앞부분):\n" + blob)
    return "PEM: RSA private key (truncated paste)", F(mc, T(L, "Gateway had the previous public key in its JWKS cache.", "게이트웨이 JWKS 캐시에 이전 공개키가 남아 있었음."), ""), lines


@special(1)
def s_ed25519_p8(L):
    line = pem_ed25519_line()
    blob = _pem("PRIVATE KEY", [line])
    mc = T(L, "Webhook signature verification is failing for partner callbacks. Our signing key (signing.pem):\n" + blob,
           "파트너 콜백 웹훅 서명 검증 실패. 우리 서명 키 (signing.pem):\n" + blob)
    return "PEM: Ed25519 PKCS#8 private key", F(mc, "", T(L, "Did the partner get the matching public key?", "파트너가 짝이 맞는 공개키를 받았나요?")), [line]


@special(1)
def s_ppk(L):
    pub = b64b(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))
    priv = b64b(sshstr(rbytes(32)))
    blob = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ed25519-key-%s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
        iso_date().replace("-", ""), pub[:64], pub[64:], priv, hx(64))
    mc = T(L, "The Windows jump box uses PuTTY; the key file the vendor engineer used:\n" + blob, "윈도우 점프 박스는 PuTTY를 씀. 외주 엔지니어가 쓴 키 파일:\n" + blob)
    return "PuTTY .ppk private key", F(mc, T(L, "Convert with puttygen and store in the vault; don't email .ppk files.", "puttygen으로 변환해서 vault에 보관. .ppk를 메일로 보내지 말 것."), ""), [priv]


@special(1)
def s_pgp_private(L):
    body = b64b(b"\x95\x03\xc6\x04" + rbytes(210))
    lines = wrap(body)[:rint(3, 4)]
    blob = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n..." % "\n".join(lines)
    mc = T(L, "Release signing in CI: GPG_PRIVATE_KEY secret was exported with:\n$ gpg --armor --export-secret-keys %s\n%s" % (HX(16), blob),
           "CI 릴리스 서명용 GPG_PRIVATE_KEY 시크릿은 이렇게 export 했음:\n$ gpg --armor --export-secret-keys %s\n%s" % (HX(16), blob))
    return "PGP private key block", F(mc, "", ""), lines


@special(2)
def s_gcp_sa(L):
    lines = pem_rsa_partial(rint(3, 5), pkcs8=True)
    pkid = hx(40)
    proj = pick(["acme-prod", "kr-shop-412", "ml-platform-dev"])
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n..."
    blob = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (
        proj, pkid, pk, pick(["bq-loader", "ci-deployer", "exporter"]), proj, digits(21))
    mc = T(L, "BigQuery load job got `invalid_grant: Invalid JWT Signature`. Key file used (truncated):\n" + blob,
           "BigQuery 로드 잡에서 `invalid_grant: Invalid JWT Signature`. 사용한 키 파일 (일부):\n" + blob)
    return "json: GCP service-account key file [Google Cloud]", F(mc, T(L, "The key had been deleted in IAM; private_key_id shows which one.", "IAM에서 이미 삭제된 키였음. private_key_id로 확인 가능."), ""), lines


@special(1)
def s_apple_p8(L):
    lines = pem_p8_ec_lines()
    kid, team = rs(UPNUM, 10), rs(UPNUM, 10)
    blob = "AuthKey_%s.p8\n%s\nKey ID: %s  Team ID: %s  Issuer: %s" % (kid, _pem("PRIVATE KEY", lines), kid, team, uuid4())
    mc = T(L, "Push notifications to iOS stopped (403 InvalidProviderToken). APNs key config:\n" + blob, "iOS 푸시가 멈춤 (403 InvalidProviderToken). APNs 키 설정:\n" + blob)
    return "PEM: Apple .p8 key (APNs / App Store Connect) [Apple]", F(mc, T(L, "Team ID in the token didn't match the key.", "토큰의 Team ID가 키와 안 맞았음."), ""), [l for l in lines if len(l) >= 8]


@special(2)
def s_wireguard(L):
    priv, pub, psk = wg_key(), wg_key(), wg_key()
    usepsk = chance(0.5)
    blob = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, rint(2, 250), pub, ("PresharedKey = %s\n" % psk) if usepsk else "", pick(DOMAINS))
    mc = T(L, "New laptop can't reach the staging VPC. wg0.conf:\n" + blob, "새 노트북에서 staging VPC 접속이 안 됨. wg0.conf:\n" + blob)
    return "config: WireGuard private key", F(mc, T(L, "Each device needs its own key pair; copying configs breaks the first device.", "기기마다 키 쌍이 따로 있어야 함. 설정을 복사하면 원래 기기가 끊김."), ""), [priv] + ([psk] if usepsk else [])


@special(2)
def s_kubeconfig(L):
    if chance(0.5):
        t = ts()
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci", "kubernetes.io/serviceaccount/service-account.name": "deployer", "sub": "system:serviceaccount:ci:deployer", "iat": t}, alg="RS256", kid=rs(B64U, 43))
        user = "    token: %s" % tok
        secs = [tok]
    else:
        keyb64 = b64s(_pem("EC PRIVATE KEY", pem_ec_lines()) + "\n")
        user = "    client-certificate-data: %s\n    client-key-data: %s" % (b64(120), keyb64)
        secs = [keyb64]
    blob = "apiVersion: v1\nclusters:\n- cluster:\n    server: https://%s:6443\n  name: %s\nusers:\n- name: deployer\n  user:\n%s" % (pick(["10.0.0.10", "k8s-api.internal", "api.stg.k8s.local"]), pick(["stg", "prod-kr"]), user)
    mc = T(L, "kubectl from the runner was `Unauthorized`. KUBECONFIG in CI:\n" + blob, "러너에서 kubectl이 `Unauthorized`. CI의 KUBECONFIG:\n" + blob)
    return "yaml: kubeconfig credentials", F(mc, "", T(L, "Can CI use an OIDC-issued short-lived token instead?", "CI가 OIDC 단기 토큰을 쓰게 할 수 있나요?")), secs


@special(2)
def s_k8s_data(L):
    pw = password()
    b = b64s(pw)
    blob = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (pick(SVCS), b64s(pick(DB_USERS)), b)
    secs = [b]
    lesson = T(L, "base64 in a Secret is encoding, not encryption.", "Secret의 base64는 인코딩이지 암호화가 아님.")
    if chance(0.5):
        lesson = T(L, "Decoded: `echo %s | base64 -d` -> %s. base64 is not encryption." % (b, pw), "디코딩: `echo %s | base64 -d` -> %s. base64는 암호화가 아님." % (b, pw))
        secs.append(pw)
    mc = T(L, "Pod crashloops with `password authentication failed`. Secret manifest in the repo:\n" + blob, "파드가 `password authentication failed`로 crashloop. 레포의 Secret 매니페스트:\n" + blob)
    return "k8s: Secret data (base64 password)", F(mc, lesson, ""), secs


@special(1)
def s_tfstate(L):
    pw = password(safe=True)
    if chance(0.5):
        blob = '"attributes": {\n  "allocated_storage": 100,\n  "engine": "postgres",\n  "identifier": "%s",\n  "password": "%s",\n  "username": "%s"\n}' % (pick(SVCS), pw, pick(DB_USERS))
        where = "terraform.tfstate"
    else:
        blob = "$ terraform output -raw db_master_password\n%s" % pw
        where = "terraform output"
    mc = T(L, "Needed the RDS master password for a one-off fix; got it from %s:\n%s" % (where, blob), "일회성 수정에 RDS 마스터 비밀번호가 필요해서 %s에서 꺼냄:\n%s" % (where, blob))
    return "terraform: password in state/output", F(mc, T(L, "State is plaintext; the S3 backend must be locked down.", "state는 평문임. S3 backend 접근을 막아야 함."), ""), [pw]


@special(1)
def s_ansible(L):
    pw = password(safe=True)
    v = pick(["inv", "vaultpass"])
    if v == "inv":
        blob = "[web]\n10.0.3.%d\n10.0.3.%d\n\n[web:vars]\nansible_user=deploy\nansible_become_password=%s" % (rint(2, 120), rint(121, 250), pw)
    else:
        blob = "$ cat ~/.vault_pass.txt\n%s\n$ ansible-playbook site.yml --vault-password-file ~/.vault_pass.txt" % pw
    mc = T(L, "Playbook failed with `Missing sudo password` on two hosts only. Inventory / vault setup:\n" + blob, "두 호스트에서만 `Missing sudo password`로 플레이북 실패. 인벤토리/vault 설정:\n" + blob)
    return "ansible: become/vault password", F(mc, "", ""), [pw]


@special(3)
def s_human_pw(L):
    pw = password(pick(["human", "korkbd", "korkbd", "name", "walk", "leet", "hangul", "apple"]))
    what_en = pick(["the router admin page", "the shared QA account", "the staging admin console", "the NAS", "the test iPhone's Apple ID", "the office printer's web UI"])
    what_ko = pick(["공유기 관리자 페이지", "공용 QA 계정", "staging 관리자 콘솔", "사무실 NAS", "테스트폰 Apple ID", "복합기 웹 관리 화면"])
    if L == "en":
        mc = pick(["%s said the password for %s is %s, but it didn't work for me." % (person(L), what_en, pw),
                   "Login for %s: admin / %s (from the sticky note on the monitor)." % (what_en, pw),
                   "Couldn't log into %s. Tried %s as %s suggested." % (what_en, pw, person(L))])
        lesson = pick(["Caps Lock. It worked after that.", "It had been changed last week; the new one is in the IT channel.", ""])
    else:
        mc = pick([fmt("{p|이가} {w} 비번이 {pw} 라고 했는데 안 됨.", p=person(L), w=what_ko, pw=pw),
                   "%s 로그인: admin / %s (모니터에 붙은 포스트잇)" % (what_ko, pw),
                   "%s 로그인이 안 됐음. %s 말대로 %s 넣어봄." % (what_ko, person(L), pw)])
        lesson = pick(["한/영 키가 한글로 돼 있었음. 영문으로 바꾸니 됨.", "지난주에 바뀌었고 새 비번은 IT 채널에 있음.", ""])
    ask = T(L, ["Can we move this into the team password manager?", ""], ["이거 팀 비밀번호 관리자로 옮길 수 있나요?", ""])
    return "prose: human password in chat", F(mc, lesson, ask), [pw]


@special(1)
def s_pin_puk(L):
    p, k = pin(8), pin(8)
    mkey = hx(48)
    v = pick(["yubikey", "sim", "duo"])
    if v == "yubikey":
        blob = "$ ykman piv access change-pin --pin 123456 --new-pin %s\nNew PIN set.\n$ ykman piv access change-puk --new-puk %s\n$ ykman piv access change-management-key --new-management-key %s" % (p, k, mkey)
        secs = [p, k, mkey]
    elif v == "sim":
        blob = T(L, "Test SIM in the QA phone: PIN2 %s, PUK %s" % (p, k), "QA폰 테스트 유심: PIN2 %s, PUK %s" % (p, k))
        secs = [p, k]
    else:
        codes = [pin(9) for _ in range(rint(3, 5))]
        blob = T(L, "Duo bypass codes for the on-call account: ", "당직 계정 Duo 우회 코드: ") + ", ".join(codes)
        secs = codes
    mc = T(L, "Setting up the signing YubiKey / device for releases; recorded:\n" + blob, "릴리스 서명용 YubiKey/기기 세팅하면서 기록:\n" + blob)
    return "PIN / PUK / bypass codes (%s)" % v, F(mc, "", ""), secs


@special(1)
def s_old_new_pw(L):
    a, b = password(safe=True), password(safe=True)
    user = pick(DB_USERS)
    v = pick(["pg", "mysql", "prose"])
    if v == "pg":
        blob = "-- before: %s\nALTER ROLE %s WITH PASSWORD '%s';" % (a, user, b)
    elif v == "mysql":
        blob = "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';  -- old one was '%s'" % (user, b, a)
    else:
        blob = T(L, "Rotated the %s password: %s -> %s" % (user, a, b), "%s 비밀번호 변경: %s -> %s" % (user, a, b))
    mc = T(L, "Quarterly rotation for the %s user. What I ran:\n%s" % (user, blob), "분기별 %s 계정 비밀번호 rotate. 실행 내역:\n%s" % (user, blob))
    lesson = T(L, "Apps cached the old password in their pools; rolling restart needed.", "앱 커넥션 풀이 옛 비밀번호를 들고 있어서 rolling restart 필요.")
    return "sql: old and new password", F(mc, lesson, ""), [a, b]


@special(1)
def s_ssh_passphrase(L):
    pp = password(pick(["dice", "dice", "human", "korkbd"]))
    mc = T(L, "The release signing key is passphrase-protected and the CI step hangs on the prompt.", "릴리스 서명 키에 passphrase가 걸려 있어서 CI 단계가 프롬프트에서 멈춤.")
    lesson = T(L, "Passphrase for ~/.ssh/release_ed25519 is \"%s\"; CI needs it via ssh-agent, not interactive." % pp, "~/.ssh/release_ed25519 passphrase는 \"%s\". CI에서는 대화형 말고 ssh-agent로 넣어야 함." % pp)
    return "prose: SSH key passphrase", F(mc, lesson, ""), [pp]


@special(1)
def s_redis(L):
    pw = password("strong", safe=True) if chance(0.5) else hx(32)
    blob = pick(["$ redis-cli -h %s -p 6379 -a %s ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nPONG" % (pick(["10.0.4.7", "cache.internal"]), shq(pw)),
                 "# /etc/redis/redis.conf\nbind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb" % pw])
    mc = T(L, "Sidekiq couldn't connect after we enabled AUTH:\n" + blob, "AUTH 켠 뒤로 Sidekiq 연결이 안 됨:\n" + blob)
    return "redis: requirepass / -a password", F(mc, "", ""), [pw]


@special(1)
def s_elastic(L):
    pw = rs(ALNUM + "*_+=-", 20)
    et = b64s(json.dumps({"ver": "8.14.0", "adr": ["10.0.5.11:9200"], "fgr": hx(64), "key": "%s:%s" % (rs(B64U, 20), rs(B64U, 22))}, separators=(",", ":")))
    blob = "$ bin/elasticsearch-reset-password -u elastic -b\nPassword for the [elastic] user successfully reset.\nNew value: %s\n$ bin/elasticsearch-create-enrollment-token -s kibana\n%s" % (pw, et)
    mc = T(L, "Kibana couldn't join the new ES cluster. Setup output:\n" + blob, "Kibana가 새 ES 클러스터에 붙지 못함. 설치 출력:\n" + blob)
    return "elasticsearch: reset password + enrollment token [Elastic]", F(mc, T(L, "Enrollment tokens expire after 30 minutes.", "enrollment 토큰은 30분 후 만료."), ""), [pw, et]


@special(1)
def s_initial_admin(L):
    v = pick(["jenkins", "argocd", "grafana"])
    if v == "jenkins":
        pw = hx(32)
        blob = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n" + pw
    elif v == "argocd":
        pw = rs(ALNUM + "-", 16)
        blob = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`." % pw
    else:
        pw = an(40)
        blob = "$ kubectl get secret -n monitoring grafana -o jsonpath=\"{.data.admin-password}\" | base64 -d\n" + pw
    mc = T(L, "Fresh %s install on the staging cluster; first login used:\n%s" % (v, blob), "staging 클러스터에 %s 새로 설치. 첫 로그인에 쓴 값:\n%s" % (v, blob))
    return "initial admin password (%s)" % v, F(mc, T(L, "Change it and delete the bootstrap secret.", "변경 후 bootstrap 시크릿 삭제할 것."), ""), [pw]


@special(1)
def s_sql_user(L):
    pw = password(safe=True).replace("'", "")
    u = pick(["svc_reporting", "grafana_ro", "airflow", "metabase"])
    blob = pick(["CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON analytics.* TO '%s'@'%%';" % (u, pw, u),
                 "CREATE ROLE %s LOGIN PASSWORD '%s';\nGRANT pg_read_all_data TO %s;" % (u, pw, u),
                 "db.createUser({ user: \"%s\", pwd: \"%s\", roles: [{ role: \"read\", db: \"analytics\" }] })" % (u, pw)])
    mc = T(L, "Created a read-only user for the BI tool:\n" + blob, "BI 툴용 읽기 전용 계정 생성:\n" + blob)
    return "sql: CREATE USER with password", F(mc, "", T(L, "Should BI users go through IAM auth instead?", "BI 계정은 IAM 인증으로 가야 하나요?")), [pw]


@special(2)
def s_webhook_secret(L):
    v = pick(["stripecli", "github", "svix", "generic"])
    if v == "stripecli":
        s = "whsec_" + hx(64)
        blob = "$ stripe listen --forward-to localhost:4242/webhooks\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is %s (^C to quit)" % s
    elif v == "github":
        s = hx(40)
        blob = T(L, "GitHub webhook settings -> Secret: %s (Content type application/json)" % s, "GitHub 웹훅 설정 -> Secret: %s (Content type application/json)" % s)
    elif v == "svix":
        s = "whsec_" + b64(24)
        blob = "SVIX_WEBHOOK_SECRET=%s" % s
    else:
        s = an(48)
        blob = "WEBHOOK_HMAC_SECRET = b\"%s\"" % s
    mc = T(L, "Signature check on incoming webhooks always fails locally:\n" + blob, "로컬에서 들어오는 웹훅 서명 검증이 항상 실패:\n" + blob)
    return "webhook signing secret (%s)" % v, F(mc, T(L, "The raw body must be verified before JSON parsing.", "JSON 파싱 전에 raw body로 검증해야 함."), ""), [s]


@special(1)
def s_vault_init(L):
    keys = [b64(33) for _ in range(5)]
    root = "hvs." + rs(B64U, 24)
    blob = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s\n\nVault initialized with 5 key shares and a key threshold of 3." % root
    mc = T(L, "Rebuilt the dev Vault after the disk failure. `vault operator init` output:\n" + blob, "디스크 장애 후 dev Vault 재구축. `vault operator init` 출력:\n" + blob)
    return "vault operator init: unseal keys + root token [HashiCorp Vault]", F(mc, T(L, "Unseal keys must be split between people, not stored together.", "unseal 키는 여러 사람에게 나눠야 함. 한 곳에 모으면 안 됨."), ""), keys + [root]


@special(1)
def s_consul_nomad(L):
    if chance(0.5):
        k = b64(32)
        blob = "$ consul keygen\n%s\n# consul.hcl\nencrypt = \"%s\"" % (k, k)
        secs = [k]
        cat = "consul gossip encryption key [HashiCorp Consul]"
    else:
        sid = uuid4()
        blob = "$ nomad acl bootstrap\nAccessor ID  = %s\nSecret ID    = %s\nName         = Bootstrap Token\nType         = management\nGlobal       = true" % (uuid4(), sid)
        secs = [sid]
        cat = "nomad acl bootstrap Secret ID [HashiCorp Nomad]"
    mc = T(L, "Cluster bootstrap notes:\n" + blob, "클러스터 부트스트랩 기록:\n" + blob)
    return cat, F(mc, "", ""), secs


@special(1)
def s_wp_config(L):
    chars = ALNUM + "!@#$%^*()-_=+[]{}|;:,.<>?/~`"
    salts = [(n, rs(chars, 64)) for n in R.sample(["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT"], 2)]
    pw = password(safe=True)
    blob = "define( 'DB_NAME', 'wp_shop' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '%s' );\n%s" % (pw, "\n".join("define( '%s', '%s' );" % s for s in salts))
    mc = T(L, "Everyone got logged out of WordPress after the migration. wp-config.php:\n" + blob, "마이그레이션 후 워드프레스 전원 로그아웃. wp-config.php:\n" + blob)
    return "php: wp-config DB password + salts [WordPress]", F(mc, "", ""), [pw] + [s for _, s in salts]


@special(1)
def s_snmp_ipmi(L):
    v = pick(["snmp2", "snmp3", "ipmi"])
    if v == "snmp2":
        c = pick(["n0c-r3ad-", "mon1tor_", "acme-ro-"]) + rs(LOWNUM, 5)
        blob = "snmpwalk -v2c -c %s 10.20.0.1 IF-MIB::ifDescr" % c
        secs = [c]
    elif v == "snmp3":
        a, p = password(safe=True), password(safe=True)
        blob = "snmpget -v3 -l authPriv -u zabbix -a SHA -A %s -x AES -X %s 10.20.0.1 sysUpTime.0" % (shq(a), shq(p))
        secs = [a, p]
    else:
        pw = password(safe=True)
        blob = "ipmitool -I lanplus -H 10.30.1.%d -U ADMIN -P %s chassis power status" % (rint(2, 200), shq(pw))
        secs = [pw]
    mc = T(L, "Monitoring lost a switch/BMC after the firmware update. Manual check:\n" + blob, "펌웨어 업데이트 후 모니터링에서 스위치/BMC가 사라짐. 수동 확인:\n" + blob)
    return "network gear: SNMP community / IPMI password (%s)" % v, F(mc, "", ""), secs


@special(1)
def s_windows(L):
    pw = password(safe=True)
    blob = pick(["net use \\\\fs01\\backup /user:CORP\\svc_backup %s /persistent:no" % pw,
                 "cmdkey /generic:TERMSRV/10.1.2.3 /user:CORP\\admin /pass:%s" % pw,
                 "xfreerdp /v:10.1.2.3 /u:Administrator /p:%s /cert:ignore" % shq(pw),
                 "$sec = ConvertTo-SecureString \"%s\" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential(\"CORP\\svc_deploy\", $sec)" % pw])
    mc = T(L, "Scheduled backup task on the Windows host maps the share like this:\n" + blob, "윈도우 서버 예약 백업 작업이 공유 폴더를 이렇게 연결함:\n" + blob)
    return "windows: password on command line", F(mc, "", ""), [pw]


@special(1)
def s_pypirc(L):
    tok = _pypi()
    pw = password(safe=True)
    blob = "[distutils]\nindex-servers =\n    pypi\n    internal\n\n[pypi]\nusername = __token__\npassword = %s\n\n[internal]\nrepository = https://pypi.internal.example.net/\nusername = ci\npassword = %s" % (tok, pw)
    mc = T(L, "`twine upload` went to the public index instead of the internal one. ~/.pypirc:\n" + blob, "`twine upload`가 사내 인덱스가 아니라 공개 PyPI로 올라감. ~/.pypirc:\n" + blob)
    return "dotfile: .pypirc [PyPI]", F(mc, "", ""), [tok, pw]


@special(1)
def s_fastlane(L):
    mp, ap, fp = password(safe=True), "-".join(rs(LO, 4) for _ in range(4)), password(safe=True)
    blob = "MATCH_PASSWORD=%s\nFASTLANE_USER=%s\nFASTLANE_PASSWORD=%s\nFASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % (mp, email(), fp, ap)
    mc = T(L, "TestFlight upload lane fails at 2FA. fastlane/.env.default:\n" + blob, "TestFlight 업로드 lane이 2FA에서 실패. fastlane/.env.default:\n" + blob)
    return "dotenv: fastlane match/app-specific passwords [Apple]", F(mc, T(L, "Use an App Store Connect API key instead of the Apple ID password.", "Apple ID 비밀번호 대신 App Store Connect API 키를 쓸 것."), ""), [mp, fp, ap]


@special(1)
def s_access_log(L):
    k = pick([hx(32), an(40), rs(B64U, 32)])
    p = pick(["api_key", "access_token", "apikey", "key"])
    line = '10.0.%d.%d - - [11/Mar/2025:09:%02d:%02d +0900] "GET /v1/stock/quotes?symbols=005930&%s=%s HTTP/1.1" 200 1834 "-" "python-requests/2.31.0"' % (
        rint(0, 9), rint(2, 250), rint(0, 59), rint(0, 59), p, k)
    mc = T(L, "Partner integration hits our public API with the key in the query string. nginx access.log:\n" + line,
           "파트너 연동이 쿼리스트링에 키를 넣어서 우리 API를 호출함. nginx access.log:\n" + line)
    return "log: API key in query string (nginx access log)", F(mc, T(L, "Query-string keys end up in every proxy log; require a header.", "쿼리스트링 키는 모든 프록시 로그에 남음. 헤더로 받도록 바꿔야 함."), ""), [k]


@special(1)
def s_java_trace(L):
    pw = password(safe=True).replace("&", "")
    url = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (pick(DB_HOSTS), pick(DB_NAMES), pick(DB_USERS), pw)
    blob = ("java.sql.SQLNonTransientConnectionException: Could not create connection to database server. Attempted reconnect 3 times. Giving up.\n"
            "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)\n"
            "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)\n"
            "Caused by: ... url=%s" % url)
    mc = T(L, "Batch server boot log:\n" + blob, "배치 서버 부팅 로그:\n" + blob)
    return "stack trace: JDBC URL with password", F(mc, "", ""), [pw]


@special(2)
def s_split_fields(L):
    user = pick(["admin", "ops", "qa-lead", "root", "superuser"])
    pw = password()
    sys_ = pick(["staging Grafana", "the Metabase instance", "the vendor's SFTP", "the old Jenkins", "RabbitMQ management UI"])
    sys_ko = pick(["staging Grafana", "Metabase", "협력사 SFTP", "구 Jenkins", "RabbitMQ 관리 화면"])
    mc = T(L, "Couldn't log into %s as `%s`; the runbook only says 'ask ops'." % (sys_, user), "%s에 `%s` 계정으로 로그인을 못 함. 런북엔 'ops에 문의'라고만 돼 있음." % (sys_ko, user))
    lesson = T(L, "Password turned out to be %s. It should be in the team vault, not in DMs." % pw, "비밀번호는 %s 였음. DM이 아니라 팀 vault에 있어야 함." % pw)
    ask = T(L, ["", "Is %s still valid after the rotation?" % pw], ["", "rotate 이후에도 %s 유효한가요?" % pw])
    return "prose: user in one field, password in another", F(mc, lesson, ask), [pw]


@special(1)
def s_prometheus(L):
    pw, tok = password(safe=True), rs(B64U, 40)
    blob = "scrape_configs:\n  - job_name: %s\n    scheme: https\n    basic_auth:\n      username: prom\n      password: %s\n  - job_name: federate\n    bearer_token: %s" % (pick(SVCS), yq(pw), tok)
    mc = T(L, "Targets show DOWN with 401 after the exporter got auth. prometheus.yml:\n" + blob, "exporter에 인증을 붙인 뒤 타깃이 401로 DOWN. prometheus.yml:\n" + blob)
    return "yaml: Prometheus basic_auth + bearer_token", F(mc, T(L, "Use password_file / bearer_token_file.", "password_file, bearer_token_file을 쓸 것."), ""), [pw, tok]


@special(2)
def s_oauth_response(L):
    if chance(0.5):
        at, rt = "ya29.a0" + rs(B64U, 150), "1//0" + rs(B64U, 101)
    else:
        at, rt = rs(B64U, 43), rs(B64U, 64)
    obj = {"access_token": at, "expires_in": 3599, "refresh_token": rt, "scope": pick(["https://www.googleapis.com/auth/drive.readonly", "read write", "openid profile email offline_access"]), "token_type": "Bearer"}
    blob = json.dumps(obj, indent=2)
    mc = T(L, "Token refresh loop in the sync worker. Response from the token endpoint:\n" + blob, "sync 워커에서 토큰 갱신 루프 발생. 토큰 엔드포인트 응답:\n" + blob)
    return "json: OAuth token response (access + refresh)", F(mc, T(L, "Refresh tokens rotate on use; the worker kept the old one.", "refresh 토큰은 사용 시 교체됨. 워커가 옛 값을 계속 씀."), ""), [at, rt]


@special(1)
def s_har(L):
    tok, sess = rs(B64U, 40), hx(32)
    obj = {"request": {"method": "POST", "url": "https://api.%s/graphql" % pick(DOMAINS), "headers": [{"name": "authorization", "value": "Bearer " + tok}, {"name": "cookie", "value": "sid=" + sess}, {"name": "content-type", "value": "application/json"}]}}
    blob = json.dumps(obj, indent=1)
    mc = T(L, "Attached part of the HAR file from the customer's browser:\n" + blob, "고객 브라우저에서 받은 HAR 파일 일부:\n" + blob)
    return "json: HAR with auth header + cookie", F(mc, T(L, "HAR files contain live sessions; sanitize before sharing.", "HAR에는 살아있는 세션이 들어 있음. 공유 전에 정리 필요."), ""), [tok, sess]


@special(1)
def s_localstorage(L):
    tok, rt = user_jwt(), rs(B64U, 48)
    blob = '> localStorage\nStorage {auth_token: \'%s\', refresh_token: \'%s\', theme: \'dark\', length: 3}' % (tok, rt)
    mc = T(L, "Session isn't restored after reload on Safari. DevTools console:\n" + blob, "Safari에서 새로고침하면 세션이 복원 안 됨. DevTools 콘솔:\n" + blob)
    return "browser: tokens in localStorage", F(mc, "", ""), [tok, rt]


@special(1)
def s_kr_cert(L):
    pw = password(pick(["korkbd", "human", "name", "hangul"]))
    mc = T(L, "Tax invoice batch needs the company joint certificate (공동인증서). Certificate password: %s" % pw,
           "세금계산서 배치에 회사 공동인증서가 필요함. 인증서 비밀번호: %s" % pw)
    lesson = T(L, "The cert expires next month and renewal must be done in person at the bank.", "인증서가 다음 달 만료라 은행에서 직접 갱신해야 함.")
    return "prose: Korean joint-certificate password", F(mc, lesson, ""), [pw]


@special(3)
def s_multi_env(L):
    vs = []
    while len(vs) < rint(3, 5):
        v = pick(VENDORS)
        if v.name not in [x.name for x in vs] and len(v.gen()["pairs"]) <= 3:
            vs.append(v)
    lines, secs = [], []
    for v in vs:
        d = v.gen()
        if chance(0.5):
            lines.append("# " + v.name)
        for n, val in d["pairs"]:
            lines.append("%s=%s" % (n, val))
        secs += d["secrets"]
    blob = "\n".join(lines)
    mc = T(L, "New teammate couldn't run %s locally; I shared my whole .env.local:\n%s" % (pick(SVCS), blob), "새 팀원이 %s 로컬 실행을 못 해서 내 .env.local을 통째로 공유함:\n%s" % (pick(SVCS), blob))
    if nbytes(mc) > 1024:
        mc = T(L, ".env.local:\n", ".env.local:\n") + blob
    lesson = T(L, "We need a .env.example plus a `make secrets` target instead of passing real files around.", "실제 파일을 돌리지 말고 .env.example과 `make secrets` 타깃을 만들어야 함.")
    return "dotenv: several providers in one file [%s]" % ", ".join(v.name for v in vs), F(mc, lesson, ""), secs


@special(1)
def s_internal_api_key(L):
    k = pick([an(40), hx(64), "ak_" + an(32), rs(B64U, 48)])
    blob = "curl -s https://internal-api.%s/v1/admin/reindex -H 'X-Api-Key: %s' -X POST" % (pick(DOMAINS), k)
    mc = T(L, "Needed to trigger a reindex; the admin API key from the ops wiki:\n" + blob, "재색인을 돌려야 해서 ops 위키에 있던 관리자 API 키로 호출:\n" + blob)
    return "curl: internal admin API key", F(mc, "", ""), [k]


@special(1)
def s_ci_set_x(L):
    tok = pick(["ghp_" + an(36), "glpat-" + rs(B64U, 20), hx(40), "npm_" + an(36)])
    blob = "+ export RELEASE_TOKEN=%s\n+ curl -fsS -H 'Authorization: token %s' https://api.github.com/repos/acme/%s/releases\ncurl: (22) The requested URL returned error: 404" % (tok, tok, pick(SVCS))
    mc = T(L, "Release job log (set -x was on, and the token came from a file so it wasn't masked):\n" + blob, "릴리스 잡 로그 (set -x가 켜져 있었고 파일에서 읽은 토큰이라 마스킹이 안 됨):\n" + blob)
    return "CI log: set -x echoed token", F(mc, T(L, "Turn off xtrace around secret handling.", "시크릿 다루는 구간은 xtrace를 꺼야 함."), ""), [tok]


@special(2)
def s_cli_configs(L):
    v = pick(["aws", "gh", "databricks", "terraformrc", "docker_cfg", "gcloud_boto"])
    if v == "aws":
        a1, s1, a2, s2 = "AKIA" + rs(B32C, 16), rs(B64C, 40), "AKIA" + rs(B32C, 16), rs(B64C, 40)
        blob = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\n\n[prod-admin]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (a1, s1, a2, s2)
        f, secs = "~/.aws/credentials", [a1, s1, a2, s2]
    elif v == "gh":
        t = "gho_" + an(36)
        blob = "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (pick(NAMES_ROM), t)
        f, secs = "~/.config/gh/hosts.yml", [t]
    elif v == "databricks":
        t = "dapi" + hx(32)
        blob = "[DEFAULT]\nhost = https://dbc-%s-%s.cloud.databricks.com\ntoken = %s" % (hx(8), hx(4), t)
        f, secs = "~/.databrickscfg", [t]
    elif v == "terraformrc":
        t = an(14) + ".atlasv1." + an(67)
        blob = 'credentials "app.terraform.io" {\n  token = "%s"\n}' % t
        f, secs = "~/.terraformrc", [t]
    elif v == "docker_cfg":
        t = "dckr_pat_" + rs(B64U, 27)
        blob = "DOCKER_USERNAME=acmebuild\nDOCKER_PASSWORD=%s" % t
        f, secs = "~/.config/ci/docker.env", [t]
    else:
        a, s = "GOOG1E" + rs(UPNUM, 55), rs(B64C, 40)
        blob = "[Credentials]\ngs_access_key_id = %s\ngs_secret_access_key = %s" % (a, s)
        f, secs = "~/.boto", [a, s]
    mc = T(L, "CLI kept using the wrong identity on the shared build VM. %s:\n%s" % (f, blob), "공용 빌드 VM에서 CLI가 엉뚱한 계정으로 동작함. %s:\n%s" % (f, blob))
    return "dotfile: CLI credentials file (%s)" % v, F(mc, T(L, "Shared VMs should use instance roles, not personal credentials files.", "공용 VM은 개인 자격증명 파일 말고 인스턴스 롤을 써야 함."), ""), secs


@special(1)
def s_jupyter(L):
    tok = hx(48)
    blob = "[I 2025-03-11 10:02:11.412 ServerApp] Jupyter Server 2.14.2 is running at:\n[I 2025-03-11 10:02:11.412 ServerApp] http://gpu-box-02:8888/lab?token=%s\n[I 2025-03-11 10:02:11.412 ServerApp]     http://127.0.0.1:8888/lab?token=%s" % (tok, tok)
    mc = T(L, "Started a notebook on the shared GPU box for the eval:\n" + blob, "평가용으로 공용 GPU 서버에 노트북 띄움:\n" + blob)
    return "log: Jupyter server token URL", F(mc, T(L, "Anyone on the VPN can use that URL until the server stops.", "서버가 내려가기 전까진 VPN 안의 누구나 그 URL로 접속 가능."), ""), [tok]


@special(1)
def s_code_server(L):
    pw = an(24)
    blob = "$ cat ~/.config/code-server/config.yaml\nbind-addr: 0.0.0.0:8080\nauth: password\npassword: %s\ncert: false" % pw
    mc = T(L, "Remote dev box setup for the intern:\n" + blob, "인턴용 원격 개발 서버 세팅:\n" + blob)
    return "yaml: code-server password", F(mc, "", ""), [pw]


@special(1)
def s_airflow(L):
    pw = password()
    fk = b64u(32) + "="
    blob = "AIRFLOW__CORE__FERNET_KEY=%s\nAIRFLOW_CONN_WAREHOUSE='postgres://%s:%s@%s:5432/%s'" % (fk, pick(DB_USERS), enc(pw), pick(DB_HOSTS), pick(DB_NAMES))
    mc = T(L, "DAG can't find the warehouse connection in the new deployment. Env vars set on the scheduler:\n" + blob, "새 배포에서 DAG가 warehouse 커넥션을 못 찾음. 스케줄러 환경변수:\n" + blob)
    return "dotenv: Airflow fernet key + connection URI", F(mc, "", ""), [fk, enc(pw)]


@special(1)
def s_sentry_legacy_dsn(L):
    pub, sec = hx(32), hx(32)
    dsn = "https://%s:%s@sentry.%s/%d" % (pub, sec, pick(DOMAINS), rint(2, 60))
    mc = T(L, "Old self-hosted Sentry still receives events from the batch servers via the legacy DSN (with secret):\nSENTRY_DSN=%s" % dsn,
           "배치 서버들이 아직 secret이 포함된 레거시 DSN으로 self-hosted Sentry에 이벤트를 보냄:\nSENTRY_DSN=%s" % dsn)
    return "url: legacy Sentry DSN with secret key [Sentry]", F(mc, T(L, "Only the public part is needed since Sentry 9.", "Sentry 9부터는 public 부분만 있으면 됨."), ""), [sec]


@special(1)
def s_vnc(L):
    pw = rs(ALNUM, 8)
    blob = pick(["x11vnc -display :0 -passwd %s -forever -shared" % pw, "$ vncpasswd\nPassword: %s\nVerify: %s" % (pw, pw)])
    mc = T(L, "Kiosk device in the store needs remote access for support:\n" + blob, "매장 키오스크 원격 지원용 설정:\n" + blob)
    return "shell: VNC password", F(mc, "", ""), [pw]


@special(1)
def s_grafana_ini(L):
    pw, sk = password(safe=True), an(20)
    blob = "[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = %s\n\n[auth.anonymous]\nenabled = false" % (pw, sk)
    mc = T(L, "Grafana datasource passwords became unreadable after the upgrade. grafana.ini:\n" + blob, "업그레이드 후 Grafana 데이터소스 비밀번호를 못 읽음. grafana.ini:\n" + blob)
    return "ini: grafana.ini admin password + secret_key [Grafana]", F(mc, T(L, "secret_key encrypts datasource secrets; changing it breaks them.", "secret_key로 데이터소스 시크릿을 암호화하므로 바꾸면 깨짐."), ""), [pw, sk]


@special(1)
def s_cookie_jar(L):
    a, b = rs(B64U, 32), hx(40)
    dom = pick(DOMAINS)
    blob = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%d\tsession_token\t%s\n.%s\tTRUE\t/\tTRUE\t%d\tremember_user_token\t%s" % (dom, ts(), a, dom, ts(), b)
    mc = T(L, "Scraper for the partner portal uses exported browser cookies (cookies.txt):\n" + blob, "파트너 포털 스크래퍼가 브라우저 쿠키를 export 해서 씀 (cookies.txt):\n" + blob)
    return "cookies.txt session cookies", F(mc, "", ""), [a, b]


# ---------------------------------------------------------------------------
# clean templates: look risky, contain no credential.  each returns (category, fields)
# ---------------------------------------------------------------------------
CLEAN_SPECIAL = []
CLEAN_PUB = []
CLEAN_PLAIN = []


def clean(weight, bucket=None):
    def deco(fn):
        (CLEAN_SPECIAL if bucket is None else bucket).append((fn, weight))
        return fn
    return deco


def sha_short():
    return hx(pick([7, 7, 8, 10]))


@clean(3)
def k_checksums(L):
    ver = "%d.%d.%d" % (rint(0, 3), rint(0, 20), rint(0, 30))
    tool = pick(["acme-cli", "ledgerctl", "kr-deploy", "shipit"])
    lines = ["$ sha256sum dist/*.tar.gz"] + ["%s  dist/%s-%s-%s.tar.gz" % (hx(64), tool, ver, p) for p in R.sample(["linux-amd64", "linux-arm64", "darwin-arm64", "darwin-amd64", "windows-amd64"], 3)]
    if chance(0.5):
        lines += ["$ docker pull ghcr.io/acme/%s:%s" % (tool, ver), "Digest: sha256:%s" % hx(64), "Status: Downloaded newer image for ghcr.io/acme/%s:%s" % (tool, ver)]
    blob = "\n".join(lines)
    mc = T(L, "Homebrew formula update failed with `SHA256 mismatch`. Checksums of the release artifacts:\n" + blob,
           "Homebrew formula 업데이트가 `SHA256 mismatch`로 실패. 릴리스 아티팩트 체크섬:\n" + blob)
    lesson = T(L, "The release workflow re-uploaded the tarballs after signing, so the formula had the pre-signing hash.",
               "릴리스 워크플로가 서명 후 tarball을 다시 올려서 formula에 서명 전 해시가 들어가 있었음.")
    return "clean: sha256 checksums + image digest", F(mc, lesson, T(L, "Should the formula be bumped by the release job itself?", "formula 업데이트를 릴리스 잡이 직접 하게 할까요?"))


@clean(3)
def k_git_shas(L):
    lines = ["$ git log --oneline -6"] + ["%s %s" % (sha_short(), m) for m in R.sample(
        ["fix(billing): round VAT per line item", "chore(deps): bump axios from 1.6.8 to 1.7.7", "feat: add settlement export",
         "revert \"feat: enable new checkout\"", "test: stabilise flaky order test", "refactor(auth): extract token refresher",
         "docs: update runbook for failover", "ci: cache pnpm store", "fix: handle KST midnight rollover"], 6)]
    if chance(0.5):
        a = hx(40)
        lines += ["$ git rebase origin/main", "error: could not apply %s... fix(billing): round VAT per line item" % a[:7],
                  "hint: Resolve all conflicts manually, mark them as resolved with", "$ git rev-parse HEAD", a]
    blob = "\n".join(lines)
    mc = T(L, "Didn't know which commit introduced the VAT rounding change; history on the branch:\n" + blob, "VAT 반올림 변경이 어느 커밋에서 들어갔는지 몰랐음. 브랜치 히스토리:\n" + blob)
    return "clean: git log / commit SHAs", F(mc, T(L, "`git log -S` on the rounding function found it faster than bisect.", "반올림 함수에 `git log -S` 쓰니 bisect보다 빨리 찾음."), "")


@clean(2)
def k_lock_integrity(L):
    v = pick(["npm", "pip", "go", "cargo"])
    if v == "npm":
        blob = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            ("left-pad",) + (1, 3, 0) + ("left-pad", "left-pad") + (1, 3, 0) + (b64(64),))
    elif v == "pip":
        blob = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hx(64), hx(64))
    elif v == "go":
        blob = "github.com/jackc/pgx/v5 v5.5.%d h1:%s\ngithub.com/jackc/pgx/v5 v5.5.%d/go.mod h1:%s" % (rint(0, 5), b64(32), rint(0, 5), b64(32))
    else:
        blob = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(150, 210), hx(64))
    mc = T(L, "CI failed with an integrity/checksum error after I regenerated the lockfile on my machine:\n" + blob,
           "내 PC에서 lockfile을 재생성한 뒤 CI가 integrity/checksum 에러로 실패:\n" + blob)
    return "clean: lockfile integrity hashes (%s)" % v, F(mc, T(L, "My machine pointed at the internal mirror, which repacks tarballs.", "내 PC가 tarball을 재압축하는 사내 미러를 보고 있었음."), "")


@clean(3)
def k_sts_identity(L):
    acct = digits(12)
    if chance(0.5):
        obj = {"UserId": "AIDA" + rs(UPNUM, 17), "Account": acct, "Arn": "arn:aws:iam::%s:user/ci-deployer" % acct}
    else:
        obj = {"UserId": "AROA%s:%s" % (rs(UPNUM, 17), pick(["jkim", "botocore-session-%d" % ts()])), "Account": acct,
               "Arn": "arn:aws:sts::%s:assumed-role/%s/%s" % (acct, pick(["AdministratorAccess", "DeployRole", "ReadOnly"]), pick(["jkim", "gha"]))}
    blob = "$ aws sts get-caller-identity\n" + json.dumps(obj, indent=4)
    if chance(0.5):
        blob += "\n$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config" % (rs(UPNUM, 4), an(4))
    mc = T(L, "Terraform said AccessDenied and I wasn't sure which identity it ran as:\n" + blob, "Terraform이 AccessDenied를 냈는데 어떤 identity로 실행되는지 확실하지 않았음:\n" + blob)
    return "clean: aws sts get-caller-identity / configure list (masked)", F(mc, T(L, "AWS_PROFILE was unset in the tmux pane.", "tmux 창에서 AWS_PROFILE이 비어 있었음."), "")


@clean(2)
def k_kubectl_describe(L):
    name = "%s-secrets" % pick(SVCS)
    blob = "$ kubectl describe secret %s -n prod\nName:         %s\nNamespace:    prod\nType:  Opaque\n\nData\n====\nDATABASE_URL:       %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SECRET:         %d bytes" % (
        name, name, rint(60, 120), rint(100, 110), rint(32, 64))
    if chance(0.5):
        blob += "\n$ kubectl get secrets -n prod\nNAME                       TYPE                                  DATA   AGE\n%s   Opaque                                3      41d\nsh.helm.release.v1.api.v12 helm.sh/release.v1                    1      3d" % name
    mc = T(L, "Wasn't sure the secret had all keys after the ExternalSecret sync:\n" + blob, "ExternalSecret 동기화 후 시크릿에 키가 다 들어갔는지 확신이 없었음:\n" + blob)
    return "clean: kubectl describe secret (sizes only)", F(mc, T(L, "describe shows sizes only, which is enough to spot an empty value.", "describe는 크기만 보여주지만 빈 값 찾기엔 충분함."), "")


@clean(2)
def k_tf_plan(L):
    acct = digits(12)
    blob = "\n".join(["  # aws_db_instance.main will be updated in-place", "  ~ resource \"aws_db_instance\" \"main\" {",
                      "        id                       = \"db-%s\"" % rs(UPNUM, 26),
                      "      ~ password                 = (sensitive value)",
                      "        vpc_security_group_ids   = [\"sg-0%s\"]" % hx(16),
                      "        db_subnet_group_name     = \"main-%s\"" % hx(8),
                      "        kms_key_id               = \"arn:aws:kms:ap-northeast-2:%s:key/%s\"" % (acct, uuid4()),
                      "    }", "", "Plan: 0 to add, 1 to change, 0 to destroy."])
    mc = T(L, "Plan shows a password change nobody asked for:\n" + blob, "아무도 요청 안 한 password 변경이 plan에 나옴:\n" + blob)
    lesson = T(L, "random_password was recreated because its `keepers` referenced a changed tag; pin keepers.", "random_password의 keepers가 바뀐 태그를 참조해서 재생성됨. keepers를 고정할 것.")
    return "clean: terraform plan with (sensitive value)", F(mc, lesson, "")


@clean(3)
def k_ssh_pub(L):
    pub = ssh_ed25519_pub() if chance(0.7) else ssh_rsa_pub()
    cmt = pick(["jkim@macbook", "deploy@ci", "github-actions@acme"])
    if chance(0.5):
        blob = "$ ssh-keygen -t ed25519 -C %s -f ~/.ssh/deploy_%s\nYour identification has been saved in /home/ci/.ssh/deploy_%s\nYour public key has been saved in /home/ci/.ssh/deploy_%s.pub\nThe key fingerprint is:\n%s %s\n$ cat ~/.ssh/deploy_%s.pub\n%s %s" % (
            cmt, iso_date()[:7], iso_date()[:7], iso_date()[:7], ssh_fp(), cmt, iso_date()[:7], pub, cmt)
    else:
        blob = "# ~/.ssh/authorized_keys on bastion\n%s %s\n%s %s" % (pub, cmt, ssh_ed25519_pub(), pick(["ops@laptop", "ansible@bastion"]))
    mc = T(L, "Needed to grant the new deploy key access to the bastion; public key and fingerprint:\n" + blob, "새 배포 키를 bastion에 등록해야 했음. 공개키와 fingerprint:\n" + blob)
    return "clean: SSH public key / fingerprint / authorized_keys", F(mc, T(L, "Only the .pub goes to servers; the private key stays in the CI secret.", "서버엔 .pub만 올라감. 개인키는 CI 시크릿에만 있음."), "")


@clean(1)
def k_known_hosts(L):
    lines = ["|1|%s|%s ecdsa-sha2-nistp256 %s" % (b64(20), b64(20), b64b(sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(b"\x04" + rbytes(64)))) for _ in range(2)]
    blob = "$ ssh-keyscan -H bastion.%s >> ~/.ssh/known_hosts\n%s" % (pick(DOMAINS), "\n".join(lines))
    mc = T(L, "CI failed with `Host key verification failed` after the bastion rebuild. Refreshed known_hosts:\n" + blob, "bastion 재구축 후 CI가 `Host key verification failed`. known_hosts 갱신:\n" + blob)
    return "clean: known_hosts entries (host public keys)", F(mc, T(L, "Verify the new host key fingerprint out of band before trusting it.", "새 호스트 키 fingerprint는 별도 경로로 확인 후 신뢰할 것."), "")


@clean(2)
def k_gpg_list(L):
    fpr = gpg_fpr()
    blob = "$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/%s %s [SC] [expires: 2027-%s]\n      %s\nuid                 [ultimate] Release Bot <release@%s>\nssb   cv25519/%s %s [E]" % (
        fpr[-16:], iso_date(), iso_date()[5:], fpr, pick(DOMAINS), HX(16), iso_date())
    if chance(0.5):
        body = wrap(b64b(b"\x98\x33\x04" + rbytes(150)))
        blob += "\n$ gpg --armor --export %s\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n-----END PGP PUBLIC KEY BLOCK-----" % (fpr[-16:], "\n".join(body[:3]))
    mc = T(L, "Release tags show as Unverified on GitHub. Signing key on the release machine:\n" + blob, "GitHub에서 릴리스 태그가 Unverified로 나옴. 릴리스 머신의 서명 키:\n" + blob)
    return "clean: gpg --list-secret-keys output + public key", F(mc, T(L, "The uid email wasn't verified on the bot's GitHub account.", "봇 GitHub 계정에 uid 이메일이 인증 안 돼 있었음."), "")


@clean(1)
def k_wg_public(L):
    peers = "\n\n".join("[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32" % (pick(["jkim-laptop", "ci-runner", "office-nas", "mlee-desktop"]), wg_key(), rint(2, 250)) for _ in range(rint(2, 3)))
    blob = "[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPostUp = wg set %%i private-key /etc/wireguard/server.key\n\n%s" % peers
    mc = T(L, "Adding a peer to the office VPN; current server config (private key is loaded from a root-only file):\n" + blob,
           "사무실 VPN에 피어 추가. 현재 서버 설정 (개인키는 root 전용 파일에서 로드):\n" + blob)
    return "clean: WireGuard config with public keys only", F(mc, "", T(L, "Who approves new VPN peers?", "새 VPN 피어 승인은 누가 하나요?"))


@clean(2)
def k_public_pem(L):
    if chance(0.5):
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        blob = _pem("PUBLIC KEY", wrap(b64b(der)))
        what = T(L, "the partner's webhook verification public key", "파트너 웹훅 검증용 공개키")
    else:
        body = wrap(b64b(bytes.fromhex("308203") + rbytes(180)))[:4]
        blob = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(body)
        what = T(L, "the intermediate certificate from the CA bundle", "CA 번들의 중간 인증서")
    mc = T(L, "Didn't know which key to pin; this is %s:\n%s" % (what, blob), "어떤 키를 써야 할지 몰랐음. 이건 %s:\n%s" % (what, blob))
    return "clean: PEM public key / certificate", F(mc, T(L, "Public keys and certificates are safe to commit; keep them in config/certs.", "공개키와 인증서는 커밋해도 됨. config/certs에 둠."), "")


@clean(2)
def k_jwks(L):
    kid = pick([hx(16), rs(B64U, 43), iso_date()])
    obj = {"keys": [{"kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256", "n": rs(B64U, 342), "e": "AQAB"}]}
    blob = json.dumps(obj, indent=1)
    mc = T(L, "Gateway rejects tokens with `kid not found`. JWKS the gateway fetched:\n" + blob, "게이트웨이가 `kid not found`로 토큰 거부. 게이트웨이가 가져간 JWKS:\n" + blob)
    return "clean: JWKS public keys", F(mc, T(L, "JWKS cache TTL was 24h; key rotation needs overlap.", "JWKS 캐시 TTL이 24시간이라 키 교체 시 겹치는 기간이 필요."), "")


@clean(3)
def k_trace_ids(L):
    tid = hx(32)
    lines = ["%s ERROR [%s] upstream timeout traceparent=00-%s-%s-01 request_id=%s" % (log_time(), pick(SVCS), tid, hx(16), uuid4()),
             "%s WARN  [gateway] X-Amzn-Trace-Id: Root=1-%s-%s;Parent=%s;Sampled=1" % (log_time(), hx(8), hx(24), hx(16)),
             "%s INFO  [edge] cf-ray=%s-ICN status=504" % (log_time(), hx(16)),
             "%s ERROR [%s] dd.trace_id=%s dd.span_id=%s msg=\"context deadline exceeded\"" % (log_time(), pick(SVCS), digits(19), digits(19))]
    blob = "\n".join(R.sample(lines, rint(2, 4)))
    mc = T(L, "Couldn't correlate the 504 across services. Log lines I had:\n" + blob, "서비스 간 504 연관관계를 못 찾았음. 확보한 로그:\n" + blob)
    return "clean: trace / request IDs in logs", F(mc, T(L, "Search by the W3C trace id in Tempo, not by request_id.", "request_id 말고 W3C trace id로 Tempo에서 검색."), "")


@clean(2)
def k_az_ids(L):
    obj = {"environmentName": "AzureCloud", "homeTenantId": uuid4(), "id": uuid4(), "isDefault": True, "name": pick(["Acme-Prod", "KR-Shop-Dev"]),
           "state": "Enabled", "tenantId": uuid4(), "user": {"name": email(), "type": "user"}}
    blob = "$ az account show\n" + json.dumps(obj, indent=2)
    if chance(0.5):
        blob += "\nApplication (client) ID: %s\nObject ID: %s\nDirectory (tenant) ID: %s" % (uuid4(), uuid4(), obj["tenantId"])
    mc = T(L, "Deployment went to the wrong subscription:\n" + blob, "배포가 엉뚱한 구독으로 나감:\n" + blob)
    return "clean: Azure subscription/tenant/client IDs", F(mc, T(L, "Set `az account set -s` explicitly in the pipeline.", "파이프라인에서 `az account set -s`를 명시적으로 할 것."), "")


@clean(2)
def k_oauth_client_id(L):
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWNUM, 32))
    blob = "GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nOAUTH_REDIRECT_URI=https://app.%s/auth/google/callback" % (cid, pick(DOMAINS))
    if chance(0.5):
        blob += "\n\nhttps://accounts.google.com/o/oauth2/v2/auth?client_id=%s&redirect_uri=%s&response_type=code&scope=openid%%20email&state=%s&code_challenge=%s&code_challenge_method=S256" % (
            cid, enc("https://app.example.com/auth/google/callback"), hx(16), b64u(32))
    mc = T(L, "Google login returned redirect_uri_mismatch on staging:\n" + blob, "staging에서 구글 로그인이 redirect_uri_mismatch:\n" + blob)
    return "clean: OAuth client ID + PKCE authorize URL [Google]", F(mc, T(L, "Staging's callback host wasn't registered on the OAuth client.", "staging 콜백 호스트가 OAuth 클라이언트에 등록 안 돼 있었음."), "")


@clean(2)
def k_stripe_ids(L):
    lines = ["%s INFO webhook received id=evt_1%s type=%s" % (log_time(), an(23), pick(["payment_intent.succeeded", "invoice.paid", "charge.refunded"])),
             "%s INFO   customer=cus_%s payment_intent=pi_3%s amount=%d currency=krw" % (log_time(), an(14), an(23), rint(1000, 99000)),
             "%s INFO   account=acct_1%s livemode=true Idempotency-Key=%s" % (log_time(), an(15), uuid4())]
    blob = "\n".join(lines)
    mc = T(L, "Duplicate fulfilment for one order; webhook log:\n" + blob, "주문 하나가 중복 처리됨. 웹훅 로그:\n" + blob)
    return "clean: Stripe object IDs in webhook log [Stripe]", F(mc, T(L, "Deduplicate on event id; Stripe retries deliveries.", "Stripe가 재전송하므로 event id로 중복 제거해야 함."), "")


@clean(3)
def k_base64_data(L):
    v = pick(["cursor", "configmap", "jwt_header", "proto"])
    if v == "cursor":
        raw = json.dumps({"offset": rint(50, 5000), "sort": "created_at", "dir": "desc"}, separators=(",", ":"))
        blob = "GET /v1/orders?limit=50&cursor=%s\n# decodes to %s" % (b64s(raw), raw)
        what = T(L, "pagination cursor", "페이지네이션 커서")
    elif v == "configmap":
        blob = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: nginx-extra\nbinaryData:\n  robots.txt: %s\n  feature-flags.json: %s" % (
            b64s("User-agent: *\nDisallow: /admin\n"), b64s(json.dumps({"newCheckout": True, "darkMode": False})))
        what = "ConfigMap binaryData"
    elif v == "jwt_header":
        hdr = json.dumps({"alg": "RS256", "kid": hx(8), "typ": "JWT"}, separators=(",", ":"))
        blob = "The token header is %s -> %s; the payload part was cut off in the log." % (b64us(hdr), hdr)
        what = T(L, "JWT header only", "JWT 헤더")
    else:
        blob = "grpcurl debug: request bytes (base64) = %s  // OrderQuery{shop_id: %d, status: PENDING}" % (b64s("\x08" + chr(rint(1, 120)) + "\x10\x01"), rint(1, 120))
        what = "protobuf"
    mc = T(L, "Tried to understand an opaque value (%s):\n%s" % (what, blob), "알 수 없는 값을 해석해봄 (%s):\n%s" % (what, blob))
    return "clean: base64 of non-secret data (%s)" % v, F(mc, "", "")


@clean(2)
def k_versions(L):
    lines = ["$ node -v\nv%d.%d.%d" % (pick([18, 20, 22]), rint(0, 18), rint(0, 9)), "$ openssl version\nOpenSSL 3.0.%d %d Jan 2024" % (rint(2, 15), rint(1, 30)),
             "$ go list -m github.com/acme/%s\ngithub.com/acme/%s v0.0.0-2025%02d%02d%06d-%s" % ((pick(SVCS),) * 2 + (rint(1, 12), rint(1, 28), rint(0, 235959), hx(12))),
             "$ ./bin/%s --version\n%s 2.%d.%d+build.%s.%s" % ((pick(SVCS),) * 2 + (rint(0, 9), rint(0, 9), iso_date().replace("-", ""), hx(7)))]
    blob = "\n".join(R.sample(lines, rint(2, 4)))
    mc = T(L, "Bug only reproduces on the CI image; versions there:\n" + blob, "CI 이미지에서만 재현되는 버그. 거기 버전 정보:\n" + blob)
    return "clean: version strings / pseudo-versions", F(mc, T(L, "OpenSSL 3 rejects SHA-1 signatures by default.", "OpenSSL 3은 기본적으로 SHA-1 서명을 거부함."), "")


@clean(2)
def k_long_ids(L):
    acct = digits(12)
    lines = ["%s-%s-%s   0/1   CrashLoopBackOff   7   12m" % (pick(SVCS), hx(10), rs(LOWNUM, 5)),
             "image: %s.dkr.ecr.ap-northeast-2.amazonaws.com/%s@sha256:%s" % (acct, pick(SVCS), hx(64)),
             "module.vpc.aws_subnet.private[\"ap-northeast-2a\"]: subnet-0%s" % hx(16),
             "/subscriptions/%s/resourceGroups/rg-prod/providers/Microsoft.Web/sites/%s" % (uuid4(), pick(SVCS)),
             "static/js/main.%s.js  static/css/Button_primary__%s.css" % (hx(8), rs(B64U, 5))]
    blob = "\n".join(R.sample(lines, rint(2, 4)))
    mc = T(L, "Pasting identifiers from the incident so the timeline is complete:\n" + blob, "타임라인 정리용으로 장애 당시 식별자들 붙여둠:\n" + blob)
    return "clean: long resource identifiers", F(mc, "", "")


@clean(3)
def k_pw_policy(L):
    n = rint(10, 16)
    mc = T(L, ["Didn't know our password policy when writing the signup validator. Rules from security: min %d chars, no max below 64, check against the breached-password list, no forced periodic rotation, lock after %d failed attempts for 15 minutes." % (n, rint(5, 10)),
               "The PASSWORD_RESET_TTL setting was missing context: reset links must expire in %d minutes and be single-use." % pick([15, 30, 60])],
           ["회원가입 검증 로직 짜면서 비밀번호 정책을 몰랐음. 보안팀 기준: 최소 %d자, 최대 길이는 64자 이상 허용, 유출 비밀번호 목록 대조, 주기적 강제 변경 없음, %d회 실패 시 15분 잠금." % (n, rint(5, 10)),
            "PASSWORD_RESET_TTL 설정의 맥락을 몰랐음: 재설정 링크는 %d분 만료, 1회용이어야 함." % pick([15, 30, 60])])
    lesson = T(L, "Passwords are hashed with argon2id (m=65536, t=3, p=4); bcrypt is legacy and re-hashed on login.",
               "비밀번호는 argon2id(m=65536, t=3, p=4)로 해시. bcrypt는 레거시라 로그인 시 재해시함.")
    return "clean: password policy discussion", F(mc, lesson, T(L, "Should admin accounts require passkeys?", "관리자 계정은 패스키를 필수로 해야 하나요?"))


@clean(3)
def k_p_flags(L):
    lines = R.sample(["docker run -d -p 5432:5432 -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16",
                      "ssh -p 2222 deploy@bastion.%s" % pick(DOMAINS), "psql -h localhost -p 6432 -U app -d orders",
                      "redis-cli -h 127.0.0.1 -p 6380 info replication", "mysql -h 127.0.0.1 -P 3307 -u root -p\nEnter password:",
                      "kubectl port-forward svc/%s 8080:80 -n staging" % pick(SVCS), "git add -p src/billing/", "mkdir -p /var/lib/app/cache",
                      "pytest -p no:randomly -q tests/integration", "ssh-keygen -p -f ~/.ssh/id_ed25519"], rint(2, 4))
    blob = "\n".join("$ " + x for x in lines)
    mc = T(L, "Commands from the local setup doc that confused me (which -p means what):\n" + blob, "로컬 세팅 문서에서 헷갈렸던 명령들 (-p가 각각 뭔지):\n" + blob)
    lesson = T(L, "`-p` is a port for docker/ssh/psql/redis-cli, a password *prompt* for mysql (capital -P is the port), and a patch/parents flag for git/mkdir.",
               "`-p`는 docker/ssh/psql/redis-cli에선 포트, mysql에선 비밀번호 *프롬프트*(포트는 대문자 -P), git/mkdir에선 patch/parents 옵션.")
    return "clean: -p flags meaning ports/prompts", F(mc, lesson, "")


@clean(2)
def k_aws_example_keys(L):
    blob = pick(['@pytest.fixture\ndef aws_credentials(monkeypatch):\n    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")\n    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")\n    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")',
                 "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n# ^ the documented AWS example values, used by the moto-based tests",
                 'os.environ.update({"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing", "AWS_SECURITY_TOKEN": "testing"})  # moto'])
    mc = T(L, "Unit tests were hitting real AWS. The moto fixture that should have prevented it:\n" + blob, "유닛 테스트가 실제 AWS를 호출하고 있었음. 막았어야 할 moto 픽스처:\n" + blob)
    return "clean: AWS documented example keys / moto fixture", F(mc, T(L, "The fixture wasn't autouse, so one test module ran without it.", "픽스처가 autouse가 아니라서 한 모듈은 픽스처 없이 돌았음."), "")


@clean(3)
def k_fake_fixtures(L):
    blob = pick(['def test_login_rejects_wrong_password(client, user_factory):\n    user = user_factory(email="alice@example.com", password="correct-horse-test-only")\n    resp = client.post("/login", json={"email": user.email, "password": "wrong-password"})\n    assert resp.status_code == 401',
                 'const fakeToken = "test-token-not-real";\nnock("https://api.example.com").matchHeader("authorization", `Bearer ${fakeToken}`).get("/me").reply(200, { id: 1 });',
                 'STRIPE_SECRET_KEY = "sk_test_dummy"  # never used: stripe-mock intercepts all calls\nstripe.api_base = "http://localhost:12111"',
                 'cassette:\n  request:\n    headers:\n      Authorization: ["<FILTERED>"]\n  # vcr filter_headers=["authorization"]',
                 'factory.Faker("password", length=16)  # random per test run, never persisted'])
    mc = T(L, "Test suite conventions I didn't know about (fixture values):\n" + blob, "몰랐던 테스트 관례 (픽스처 값):\n" + blob)
    return "clean: obviously fake test fixtures", F(mc, T(L, "Fixtures use clearly fake values and mocks; real keys are never needed for unit tests.", "픽스처는 명백한 가짜 값과 mock을 씀. 유닛 테스트에 실제 키는 필요 없음."), "")


@clean(3)
def k_masked_cli(L):
    v = pick(["gh", "doppler", "vercel", "heroku"])
    if v == "gh":
        blob = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(NAMES_ROM)
    elif v == "doppler":
        blob = "$ doppler secrets --only-names\n┌──────────────────────┐\n│ NAME                 │\n├──────────────────────┤\n│ DATABASE_URL         │\n│ OPENAI_API_KEY       │\n│ STRIPE_SECRET_KEY    │\n└──────────────────────┘"
    elif v == "vercel":
        blob = "$ vercel env ls\n name                 value       environments          created\n DATABASE_URL         Encrypted   Production, Preview   %dd ago\n NEXTAUTH_SECRET      Encrypted   Production            %dd ago" % (rint(2, 90), rint(2, 90))
    else:
        blob = "$ heroku config -a %s | sed -E 's/(: +).*/\\1[REDACTED]/'\n=== %s Config Vars\nDATABASE_URL:      [REDACTED]\nREDIS_TLS_URL:     [REDACTED]\nSENDGRID_API_KEY:  [REDACTED]" % ((pick(SVCS),) * 2)
    mc = T(L, "Checked which credentials exist without printing them:\n" + blob, "값은 출력하지 않고 어떤 자격증명이 있는지만 확인:\n" + blob)
    return "clean: masked CLI output (%s)" % v, F(mc, "", "")


@clean(3)
def k_env_example(L):
    keys = R.sample(["DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app", "STRIPE_SECRET_KEY=sk_live_...", "OPENAI_API_KEY=", "SLACK_BOT_TOKEN=xoxb-your-token",
                     "AWS_ACCESS_KEY_ID=<your-access-key-id>", "AWS_SECRET_ACCESS_KEY=<your-secret-access-key>", "JWT_SECRET=change-me", "SENTRY_DSN=",
                     "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "REDIS_PASSWORD=", "KAKAO_REST_API_KEY=<카카오 REST API 키>", "NAVER_CLIENT_SECRET=********"], rint(4, 7))
    blob = "# .env.example -- copy to .env and fill in from 1Password\n" + "\n".join(keys)
    mc = T(L, "Didn't know which variables are required for local dev:\n" + blob, "로컬 개발에 어떤 변수가 필요한지 몰랐음:\n" + blob)
    return "clean: .env.example placeholders", F(mc, T(L, "The app fails fast listing missing variables; start it once to see the list.", "앱이 시작할 때 빠진 변수를 나열하고 종료하니 한 번 실행해 보면 됨."), "")


@clean(3)
def k_secret_manager_refs(L):
    v = pick(["boto3", "gcloud", "vault_meta", "op", "ssm"])
    if v == "boto3":
        blob = 'sm = boto3.client("secretsmanager", region_name="ap-northeast-2")\nsecret = json.loads(sm.get_secret_value(SecretId="prod/%s/db")["SecretString"])\ndsn = secret["dsn"]' % pick(SVCS)
    elif v == "gcloud":
        blob = "$ gcloud secrets versions list stripe-secret-key --project=%s\nNAME  STATE     CREATED              DESTROYED\n4     enabled   2025-02-11T03:11:09  -\n3     disabled  2024-11-02T09:40:51  -" % pick(["acme-prod", "kr-shop-412"])
    elif v == "vault_meta":
        blob = "$ vault kv metadata get secret/%s/prod\n========== Metadata ==========\ncreated_time     2024-06-03T02:11:45.1Z\ncurrent_version  7\nmax_versions     10\n\n====== Version 7 ======\ncreated_time     2025-03-01T00:00:12.4Z\ndestroyed        false" % pick(SVCS)
    elif v == "op":
        blob = "DB_PASSWORD=op://Engineering/%s-db/password\nSTRIPE_SECRET_KEY=op://Engineering/Stripe/live-secret-key\n$ op run --env-file=.env.tpl -- npm start" % pick(SVCS)
    else:
        blob = "$ aws ssm get-parameters-by-path --path /%s/prod --query 'Parameters[].Name'\n[\n    \"/%s/prod/DB_PASSWORD\",\n    \"/%s/prod/JWT_SECRET\"\n]" % ((pick(SVCS),) * 3)
    mc = T(L, "Where the service gets its credentials from (no values here):\n" + blob, "서비스가 자격증명을 어디서 가져오는지 (값은 없음):\n" + blob)
    return "clean: secret-manager references (%s)" % v, F(mc, "", T(L, "Who can read the prod path?", "prod 경로 읽기 권한은 누구에게 있나요?"))


@clean(2)
def k_sops(L):
    def encv(n):
        return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(n), b64(32), b64(16))
    blob = "db_password: %s\nstripe_secret_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s\n    age:\n        - recipient: %s\n    lastmodified: \"%s\"\n    version: 3.9.1" % (
        encv(18), encv(30), digits(12), uuid4(), age_public(), iso_time())
    mc = T(L, "secrets.enc.yaml didn't decrypt in CI (`no key could decrypt the data key`). File header:\n" + blob, "CI에서 secrets.enc.yaml 복호화 실패 (`no key could decrypt the data key`). 파일 내용:\n" + blob)
    return "clean: SOPS-encrypted file (ciphertext only)", F(mc, T(L, "The CI role wasn't allowed kms:Decrypt on that key.", "CI 롤에 해당 키의 kms:Decrypt 권한이 없었음."), "")


@clean(1)
def k_sealed(L):
    blob = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: prod\nspec:\n  encryptedData:\n    password: Ag%s" % (pick(SVCS), rs(B64C, 360))
    mc = T(L, "Sealed secret didn't unseal after the controller was reinstalled:\n" + blob, "컨트롤러 재설치 후 SealedSecret이 풀리지 않음:\n" + blob)
    return "clean: SealedSecret encryptedData (ciphertext)", F(mc, T(L, "The controller's sealing key was not backed up; re-seal with the new cert.", "컨트롤러 sealing 키 백업이 없었음. 새 인증서로 다시 seal 해야 함."), "")


@clean(1)
def k_ansible_vault(L):
    blob = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(rint(4, 6)))
    mc = T(L, "group_vars/prod/vault.yml (encrypted) fails with `Decryption failed (no vault secrets were found)`:\n" + blob,
           "group_vars/prod/vault.yml (암호화됨)이 `Decryption failed (no vault secrets were found)`로 실패:\n" + blob)
    return "clean: ansible-vault ciphertext", F(mc, T(L, "Pass --vault-id prod@prompt; the default id didn't match.", "--vault-id prod@prompt를 넘겨야 함. 기본 id와 안 맞았음."), "")


@clean(2)
def k_masked_logs(L):
    lines = ["%s DEBUG [http] -> POST https://api.%s/v1/charges headers={'Authorization': 'Bearer [REDACTED]', 'Idempotency-Key': '%s'}" % (log_time(), pick(DOMAINS), uuid4()),
             "%s INFO  [db] connecting postgresql://app:****@%s:5432/orders" % (log_time(), pick(DB_HOSTS)),
             "%s WARN  [auth] login failed user=%s reason=bad_password attempts=%d" % (log_time(), email(), rint(2, 5)),
             "%s DEBUG [cfg] OPENAI_API_KEY=sk-...%s (masked)" % (log_time(), an(4))]
    blob = "\n".join(R.sample(lines, rint(2, 4)))
    mc = T(L, "Log excerpt from the failing deploy (the logger masks credentials):\n" + blob, "실패한 배포의 로그 일부 (로거가 자격증명을 마스킹함):\n" + blob)
    return "clean: logs with masked credentials", F(mc, "", "")


@clean(2)
def k_scanner_output(L):
    c = hx(40)
    blob = "Finding:     aws_secret_access_key = REDACTED\nSecret:      REDACTED\nRuleID:      aws-access-token\nEntropy:     4.96\nFile:        config/legacy_settings.py\nLine:        %d\nCommit:      %s\nAuthor:      %s\nDate:        %s\nFingerprint: %s:config/legacy_settings.py:aws-access-token:%d" % (
        rint(5, 200), c, pick(NAMES_ROM), iso_time(), c, rint(5, 200))
    mc = T(L, "gitleaks blocked the merge; report (values redacted by --redact):\n" + blob, "gitleaks가 머지를 막음. 리포트 (--redact로 값은 가려짐):\n" + blob)
    return "clean: gitleaks report with redacted values", F(mc, T(L, "The key was already revoked; add the fingerprint to .gitleaksignore after rotating.", "키는 이미 폐기됨. rotate 후 fingerprint를 .gitleaksignore에 추가."), "")


@clean(2)
def k_iam_policy(L):
    acct = digits(12)
    obj = {"Version": "2012-10-17", "Statement": [{"Sid": "ReadExports", "Effect": "Allow", "Action": ["s3:GetObject"], "Resource": "arn:aws:s3:::acme-exports/*",
                                                   "Condition": {"StringEquals": {"aws:SourceVpce": "vpce-0%s" % hx(16)}}},
                                                  {"Sid": "Decrypt", "Effect": "Allow", "Action": "kms:Decrypt", "Resource": "arn:aws:kms:ap-northeast-2:%s:key/%s" % (acct, uuid4())}]}
    blob = json.dumps(obj, indent=2)
    mc = T(L, "Export download from the VPC endpoint got AccessDenied. Bucket policy:\n" + blob, "VPC 엔드포인트로 export 다운로드 시 AccessDenied. 버킷 정책:\n" + blob)
    return "clean: IAM policy JSON (ARNs)", F(mc, "", "")


@clean(1)
def k_crypto_public(L):
    addr = "0x" + "".join(c.upper() if chance(0.5) else c for c in hx(40))
    blob = "faucet address: %s\ntx: 0x%s (block %d)\nBTC test address: tb1q%s" % (addr, hx(64), rint(5000000, 7000000), rs(BECH, 38))
    mc = T(L, "QA asked where to send testnet funds; public addresses and the funding tx:\n" + blob, "QA가 테스트넷 코인을 어디로 보내는지 물어봄. 공개 주소와 입금 tx:\n" + blob)
    return "clean: public wallet addresses / tx hashes", F(mc, T(L, "Addresses are public; the key lives in the HSM-backed signer only.", "주소는 공개 정보임. 키는 HSM 기반 signer에만 있음."), "")


@clean(2)
def k_ulids(L):
    rows = ["| %s | %s | %s |" % ("01J" + rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23), rs(B64U, 21), digits(18)) for _ in range(rint(2, 4))]
    blob = "| ulid | nanoid | snowflake |\n|---|---|---|\n" + "\n".join(rows)
    mc = T(L, "Mixed ID formats in the events table confused the dedupe job:\n" + blob, "events 테이블에 ID 형식이 섞여 있어서 dedupe 잡이 헷갈림:\n" + blob)
    return "clean: ULID / nanoid / snowflake IDs", F(mc, "", "")


@clean(2)
def k_webhook_signatures(L):
    if chance(0.5):
        blob = "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-GitHub-Hook-ID: %d\nX-Hub-Signature-256: sha256=%s" % (uuid4(), rint(100000000, 999999999), hx(64))
        w = "GitHub"
    else:
        blob = "Stripe-Signature: t=%d,v1=%s,v0=%s" % (ts(), hx(64), hx(64))
        w = "Stripe"
    mc = T(L, "%s webhook verification fails; delivery headers (the signing secret itself is in the secret store):\n%s" % (w, blob),
           "%s 웹훅 서명 검증 실패. 전달된 헤더 (서명 시크릿 자체는 secret store에 있음):\n%s" % (w, blob))
    return "clean: webhook signature headers (HMAC of one payload) [%s]" % w, F(mc, T(L, "Body was re-serialised by the framework before HMAC; use the raw bytes.", "프레임워크가 HMAC 전에 body를 재직렬화했음. raw bytes로 검증해야 함."), "")


@clean(2)
def k_dockerfile_checks(L):
    blob = "# syntax=docker/dockerfile:1.7\nFROM debian:12-slim\nARG KUBECTL_VERSION=v1.30.%d\nARG KUBECTL_SHA256=%s\nRUN curl -fsSLo /usr/local/bin/kubectl https://dl.k8s.io/release/${KUBECTL_VERSION}/bin/linux/amd64/kubectl \\\n && echo \"${KUBECTL_SHA256}  /usr/local/bin/kubectl\" | sha256sum -c -\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci" % (rint(0, 9), hx(64))
    mc = T(L, "Image build broke after the kubectl bump:\n" + blob, "kubectl 버전 올린 뒤 이미지 빌드가 깨짐:\n" + blob)
    return "clean: Dockerfile with checksum + secret mount", F(mc, T(L, "The checksum must be updated together with the version.", "버전과 체크섬을 같이 바꿔야 함."), "")


@clean(1)
def k_pins(L):
    pins = "\n".join('        <pin digest="SHA-256">%s</pin>' % b64(32) for _ in range(2))
    blob = "<pin-set expiration=\"2026-01-01\">\n%s\n</pin-set>\n$ openssl x509 -in api.crt -noout -fingerprint -sha256\nsha256 Fingerprint=%s" % (pins, ":".join(HX(2) for _ in range(32)))
    mc = T(L, "Android app fails TLS after the cert renewal. Pin config and new cert fingerprint:\n" + blob, "인증서 갱신 후 안드로이드 앱 TLS 실패. 핀 설정과 새 인증서 fingerprint:\n" + blob)
    return "clean: certificate pins / fingerprints", F(mc, T(L, "Always ship a backup pin for the next key.", "다음 키용 backup pin을 항상 같이 배포할 것."), "")


@clean(2)
def k_k8s_refs(L):
    acct = digits(12)
    blob = "spec:\n  serviceAccountName: %s\n  containers:\n    - name: app\n      image: %s.dkr.ecr.ap-northeast-2.amazonaws.com/%s@sha256:%s\n      env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: %s-db\n              key: password\n---\n# ServiceAccount annotation\neks.amazonaws.com/role-arn: arn:aws:iam::%s:role/%s-irsa" % (
        (pick(SVCS), acct, pick(SVCS), hx(64), pick(SVCS), acct, pick(SVCS)))
    mc = T(L, "Pod can't read S3 although IRSA is configured:\n" + blob, "IRSA 설정했는데 파드가 S3를 못 읽음:\n" + blob)
    return "clean: k8s manifest with secretKeyRef + digest + role ARN", F(mc, T(L, "The trust policy had the wrong namespace in the sub condition.", "trust policy의 sub 조건에 namespace가 틀렸음."), "")


@clean(1)
def k_lfs_nix(L):
    blob = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d\n\n# flake.lock\n\"narHash\": \"sha256-%s\"" % (hx(64), rint(10000, 90000000), b64(32))
    mc = T(L, "Model file in the repo is only a pointer after clone:\n" + blob, "클론 후 레포의 모델 파일이 포인터로만 남아 있음:\n" + blob)
    return "clean: git-lfs pointer + nix hash", F(mc, T(L, "Run `git lfs pull`; the CI checkout had lfs: false.", "`git lfs pull` 필요. CI checkout에 lfs: false였음."), "")


@clean(2)
def k_docker_login_env(L):
    blob = pick(['echo "$CR_PAT" | docker login ghcr.io -u "$GITHUB_ACTOR" --password-stdin',
                 "aws ecr get-login-password --region ap-northeast-2 | docker login --username AWS --password-stdin %s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12),
                 "- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: ${{ github.actor }}\n    password: ${{ secrets.GITHUB_TOKEN }}"])
    mc = T(L, "How the pipeline authenticates to the registry (nothing hard-coded):\n" + blob, "파이프라인이 레지스트리에 인증하는 방식 (하드코딩 없음):\n" + blob)
    return "clean: docker login via stdin/env", F(mc, "", "")


@clean(1)
def k_keyvault_ref(L):
    obj = [{"name": "ConnectionStrings__Default", "value": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/sql-conn/)" % pick(["prod", "stg"]), "slotSetting": False},
           {"name": "Stripe__SecretKey", "value": "@Microsoft.KeyVault(VaultName=kv-prod;SecretName=stripe-secret-key)", "slotSetting": False}]
    blob = json.dumps(obj, indent=2)
    mc = T(L, "App Service settings export:\n" + blob, "App Service 설정 export:\n" + blob)
    return "clean: Azure Key Vault references [Azure]", F(mc, T(L, "The managed identity needs Get on secrets for references to resolve.", "참조가 풀리려면 managed identity에 secrets Get 권한이 필요."), "")


@clean(2)
def k_gha_oidc(L):
    acct = digits(12)
    blob = "permissions:\n  id-token: write\n  contents: read\nsteps:\n  - uses: aws-actions/configure-aws-credentials@v4\n    with:\n      role-to-assume: arn:aws:iam::%s:role/gha-deploy\n      aws-region: ap-northeast-2\n  - run: aws s3 sync ./dist s3://%s --delete" % (acct, pick(["acme-web-prod", "kr-shop-static"]))
    mc = T(L, "Workflow fails with `Not authorized to perform sts:AssumeRoleWithWebIdentity`:\n" + blob, "워크플로가 `Not authorized to perform sts:AssumeRoleWithWebIdentity`로 실패:\n" + blob)
    return "clean: GitHub Actions OIDC role assumption", F(mc, T(L, "The role trust policy allowed only refs/heads/main; the job ran on a tag.", "롤 trust policy가 refs/heads/main만 허용했는데 잡은 태그에서 돌았음."), "")


@clean(1)
def k_ssh_config(L):
    blob = "Host bastion\n    HostName bastion.%s\n    User deploy\n    Port 2222\n    IdentityFile ~/.ssh/id_ed25519\n    IdentitiesOnly yes\n\nHost 10.0.*\n    ProxyJump bastion" % pick(DOMAINS)
    mc = T(L, "Couldn't reach private hosts; my ~/.ssh/config:\n" + blob, "사설 호스트 접속이 안 됐음. 내 ~/.ssh/config:\n" + blob)
    return "clean: ssh config", F(mc, "", "")


@clean(1)
def k_minisign(L):
    pk = "RWQ" + rs(B64C, 53)
    blob = "$ minisign -Vm %s.tar.gz -P %s\nSignature and comment signature verified\nTrusted comment: timestamp:%d\tfile:%s.tar.gz" % (pick(SVCS), pk, ts(), pick(SVCS))
    mc = T(L, "Verified the vendor binary before installing:\n" + blob, "설치 전에 벤더 바이너리 서명 검증:\n" + blob)
    return "clean: minisign public key verification", F(mc, "", "")


@clean(1)
def k_toss_payment_ids(L):
    pk = "tgen_" + "2025%02d%02d%06d" % (rint(1, 12), rint(1, 28), rint(0, 235959)) + rs(ALNUM, 10)
    blob = 'POST /v1/payments/confirm\nAuthorization: Basic ${TOSS_BASIC_AUTH}\n{"paymentKey":"%s","orderId":"ORD-%s","amount":%d}' % (pk, iso_date().replace("-", "") + "-" + digits(4), rint(1000, 99000))
    mc = T(L, "Payment confirm returned ALREADY_PROCESSED_PAYMENT on retry:\n" + blob, "재시도 시 결제 승인이 ALREADY_PROCESSED_PAYMENT 반환:\n" + blob)
    return "clean: payment identifiers (paymentKey/orderId) [Toss Payments]", F(mc, T(L, "paymentKey identifies the payment; confirm is idempotent per orderId.", "paymentKey는 결제 식별자. 승인은 orderId 기준으로 멱등 처리됨."), "")


@clean(1)
def k_naver_kakao_oauth(L):
    blob = "https://nid.naver.com/oauth2.0/authorize?response_type=code&client_id=%s&redirect_uri=%s&state=%s\nhttps://kauth.kakao.com/oauth/authorize?client_id=${KAKAO_REST_API_KEY}&redirect_uri=%s&response_type=code" % (
        rs(ALNUM, 20), enc("https://app.example.kr/login/naver"), hx(16), enc("https://app.example.kr/login/kakao"))
    mc = T(L, "Social login buttons redirect to an error page on staging:\n" + blob, "staging에서 소셜 로그인 버튼이 에러 페이지로 이동:\n" + blob)
    return "clean: Naver/Kakao OAuth authorize URLs [Naver]", F(mc, T(L, "Both consoles need the staging callback registered.", "두 콘솔 모두 staging 콜백 등록이 필요."), "")


@clean(2)
def k_rotation_table(L):
    rows = ["| %s | %s | %s | %s |" % (n, pick(["Vault", "Secrets Manager", "1Password"]), iso_date(), pick(["platform", "payments", "data"])) for n in R.sample(
        ["DATABASE_URL", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "SLACK_BOT_TOKEN", "KAKAO_ADMIN_KEY", "JWT_SECRET", "AWS_SECRET_ACCESS_KEY"], 4)]
    h = T(L, "| secret | store | last rotated | owner |", "| 시크릿 | 저장소 | 마지막 교체 | 담당 |")
    blob = h + "\n|---|---|---|---|\n" + "\n".join(rows)
    mc = T(L, "Nobody knew who owns which credential; inventory from the security sheet:\n" + blob, "어떤 자격증명을 누가 관리하는지 아무도 몰랐음. 보안 시트의 인벤토리:\n" + blob)
    return "clean: secret inventory table (names only)", F(mc, "", T(L, "Who rotates the ones owned by a departed teammate?", "퇴사자 담당이던 건 누가 rotate 하나요?"))


@clean(1)
def k_www_authenticate(L):
    blob = 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"\nX-Request-Id: %s\nContent-Length: 0' % uuid4()
    mc = T(L, "Mobile app logs users out every hour. Response on refresh:\n" + blob, "모바일 앱이 1시간마다 로그아웃됨. 갱신 시 응답:\n" + blob)
    return "clean: 401 response headers without token", F(mc, T(L, "The refresh call was sent with the expired access token instead of the refresh token.", "갱신 요청에 refresh 토큰 대신 만료된 access 토큰을 보내고 있었음."), "")


@clean(1)
def k_sentry_event_ids(L):
    blob = "Sentry issue %s-%s, events: %s, %s\nrelease: %s@%s" % (pick(["BILLING", "WEB", "API"]), rs(UPNUM, 3), hx(32), hx(32), pick(SVCS), hx(40))
    mc = T(L, "Crash only on iOS 17.4; Sentry references:\n" + blob, "iOS 17.4에서만 크래시. Sentry 참조:\n" + blob)
    return "clean: Sentry event IDs + release SHA", F(mc, "", "")


# ---- publishable keys (documented as safe for client side) ---------------------------
@clean(2, CLEAN_PUB)
def p_stripe_pk(L):
    pk = "pk_live_51" + an(97)
    blob = "const stripe = await loadStripe('%s');\nconst { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: '%s' } });" % (pk, "https://shop.example.com/thanks")
    mc = T(L, "Checkout page shows 'Invalid API key' only in Safari private mode. Client code:\n" + blob, "Safari 개인정보 보호 모드에서만 결제 페이지에 'Invalid API key'. 클라이언트 코드:\n" + blob)
    return "clean: Stripe publishable key in browser code [Stripe] [publishable]", F(mc, T(L, "The publishable key is meant for the browser; the bug was a stale service worker.", "publishable 키는 브라우저용이 맞음. 원인은 오래된 service worker였음."), "")


@clean(2, CLEAN_PUB)
def p_kakao_js(L):
    k = hx(32)
    blob = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\" crossorigin=\"anonymous\"></script>\n<script>\n  Kakao.init('%s'); // JavaScript 키\n  Kakao.Share.sendDefault({ objectType: 'text', text: '초대합니다', link: { webUrl: location.href } });\n</script>" % k
    mc = T(L, "Kakao share button works on prod but not on staging:\n" + blob, "카카오 공유 버튼이 prod에선 되는데 staging에선 안 됨:\n" + blob)
    return "clean: Kakao JavaScript key in web page [Kakao] [publishable]", F(mc, T(L, "The JavaScript key is domain-restricted; staging's domain wasn't registered under Platform > Web.", "JavaScript 키는 도메인 제한이 걸림. 플랫폼 > Web에 staging 도메인이 없었음."), "")


@clean(2, CLEAN_PUB)
def p_firebase(L):
    proj = pick(["acme-app-prod", "kr-shop-7d2f1", "ml-demo-3c1a"])
    obj = {"apiKey": "AIzaSy" + rs(B64U, 33), "authDomain": proj + ".firebaseapp.com", "projectId": proj, "storageBucket": proj + ".appspot.com",
           "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), hx(22)), "measurementId": "G-" + rs(UPNUM, 10)}
    blob = "const firebaseConfig = " + json.dumps(obj, indent=2) + ";"
    mc = T(L, "Web push registration fails on the new domain. firebaseConfig in the web app:\n" + blob, "새 도메인에서 웹 푸시 등록 실패. 웹앱의 firebaseConfig:\n" + blob)
    return "clean: Firebase web config apiKey [Firebase] [publishable]", F(mc, T(L, "The web apiKey only identifies the project; access is enforced by security rules and App Check.", "웹 apiKey는 프로젝트 식별용이고 접근 통제는 보안 규칙과 App Check가 함."), "")


@clean(2, CLEAN_PUB)
def p_sentry_dsn(L):
    dsn = "https://%s@o%s.ingest.%ssentry.io/%s" % (hx(32), digits(6), pick(["", "us.", "de."]), digits(7))
    blob = "Sentry.init({\n  dsn: \"%s\",\n  tracesSampleRate: 0.1,\n  environment: \"production\",\n});" % dsn
    mc = T(L, "Frontend errors stopped showing in Sentry after the CSP change:\n" + blob, "CSP 변경 이후 프론트 에러가 Sentry에 안 들어옴:\n" + blob)
    return "clean: Sentry DSN in frontend [Sentry] [publishable]", F(mc, T(L, "connect-src needed the ingest host.", "connect-src에 ingest 호스트를 추가해야 했음."), "")


@clean(2, CLEAN_PUB)
def p_mapbox(L):
    tok = "pk.eyJ1Ijoi" + rs(B64U, 40) + "." + rs(B64U, 22)
    blob = "mapboxgl.accessToken = '%s';\nconst map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/streets-v12', center: [127.0276, 37.4979], zoom: 12 });" % tok
    mc = T(L, "Map tiles return 403 on the partner's embed. Front-end code:\n" + blob, "파트너 임베드에서 지도 타일이 403. 프론트 코드:\n" + blob)
    return "clean: Mapbox public token [Mapbox] [publishable]", F(mc, T(L, "Public tokens are URL-restricted; the partner domain needed adding.", "public 토큰에 URL 제한이 있어서 파트너 도메인을 추가해야 했음."), "")


@clean(2, CLEAN_PUB)
def p_algolia_search(L):
    blob = "const client = algoliasearch('%s', '%s'); // search-only API key\nconst index = client.initIndex('products_ko');" % (rs(UPNUM, 10), hx(32))
    mc = T(L, "Search box returns nothing for Korean queries:\n" + blob, "검색창에 한국어로 검색하면 결과가 없음:\n" + blob)
    return "clean: Algolia search-only key [Algolia] [publishable]", F(mc, T(L, "queryLanguages must include 'ko' on the index.", "인덱스의 queryLanguages에 'ko'가 있어야 함."), "")


@clean(2, CLEAN_PUB)
def p_posthog(L):
    blob = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' })" % an(43)
    mc = T(L, "Events are double-counted in the funnel:\n" + blob, "퍼널에서 이벤트가 두 번 집계됨:\n" + blob)
    return "clean: PostHog project API key [PostHog] [publishable]", F(mc, T(L, "init ran twice because of React StrictMode.", "React StrictMode 때문에 init이 두 번 실행됨."), "")


@clean(2, CLEAN_PUB)
def p_toss_ck(L):
    ck = pick(["live_ck_", "live_gck_"]) + an(24)
    blob = "const tossPayments = TossPayments('%s'); // 클라이언트 키\nconst widgets = tossPayments.widgets({ customerKey: '%s' });" % (ck, uuid4())
    mc = T(L, "Payment widget doesn't render on the mobile web view:\n" + blob, "모바일 웹뷰에서 결제위젯이 렌더링 안 됨:\n" + blob)
    return "clean: Toss Payments client key [Toss Payments] [publishable]", F(mc, T(L, "The client key is meant for the browser; the web view blocked third-party cookies.", "클라이언트 키는 브라우저용이 맞음. 웹뷰가 서드파티 쿠키를 막고 있었음."), "")


@clean(2, CLEAN_PUB)
def p_clerk_pk(L):
    pk = "pk_live_" + b64s("clerk.%s$" % pick(["acme.io", "shop.example.kr", "app.example.com"])).rstrip("=")
    blob = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s\nCLERK_SECRET_KEY=${CLERK_SECRET_KEY}" % pk
    mc = T(L, "Sign-in page loops on the preview deployment:\n" + blob, "preview 배포에서 로그인 페이지가 무한 루프:\n" + blob)
    return "clean: Clerk publishable key [Clerk] [publishable]", F(mc, T(L, "Preview URLs need to be added as allowed origins.", "preview URL을 허용 origin에 추가해야 함."), "")


@clean(2, CLEAN_PUB)
def p_captcha(L):
    if chance(0.5):
        blob = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
        w = "reCAPTCHA"
    else:
        blob = '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s" data-theme="light"></div>' % rs(B64U, 14)
        w = "Cloudflare Turnstile"
    mc = T(L, "Captcha widget fails with 'invalid domain' on the new landing page:\n" + blob, "새 랜딩 페이지에서 캡차 위젯이 'invalid domain' 에러:\n" + blob)
    return "clean: %s site key [%s] [publishable]" % (w, w), F(mc, T(L, "Site keys are public; the secret key stays on the server.", "site key는 공개 값이고 secret key는 서버에만 있음."), "")


@clean(2, CLEAN_PUB)
def p_supabase_anon(L):
    ref = rs(LO, 20)
    if chance(0.5):
        t = ts()
        key = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": t, "exp": t + 315360000})
    else:
        key = "sb_publishable_" + rs(B64U, 22) + "_" + rs(B64U, 8)
    blob = "const supabase = createClient('https://%s.supabase.co', '%s')" % (ref, key)
    mc = T(L, "Client can read other users' rows; client setup:\n" + blob, "클라이언트가 다른 사용자 행까지 읽힘. 클라이언트 설정:\n" + blob)
    return "clean: Supabase anon/publishable key [Supabase] [publishable]", F(mc, T(L, "The anon key is public by design; the table was missing an RLS policy.", "anon 키는 원래 공개용임. 테이블에 RLS 정책이 빠져 있었음."), "")


@clean(1, CLEAN_PUB)
def p_dd_rum(L):
    blob = "datadogRum.init({\n  applicationId: '%s',\n  clientToken: 'pub%s',\n  site: 'datadoghq.com',\n  service: '%s',\n  sessionSampleRate: 20,\n});" % (uuid4(), hx(32), pick(SVCS))
    mc = T(L, "RUM sessions missing for Korean users:\n" + blob, "한국 사용자 RUM 세션이 누락됨:\n" + blob)
    return "clean: Datadog RUM client token [Datadog] [publishable]", F(mc, "", "")


@clean(1, CLEAN_PUB)
def p_analytics_write_key(L):
    v = pick(["segment", "mixpanel", "amplitude"])
    if v == "segment":
        blob = "analytics.load('%s');" % an(32)
    elif v == "mixpanel":
        blob = "mixpanel.init('%s', { track_pageview: true, persistence: 'localStorage' });" % hx(32)
    else:
        blob = "amplitude.init('%s', { defaultTracking: true });" % hx(32)
    mc = T(L, "Page views doubled after the SPA router change:\n" + blob, "SPA 라우터 변경 후 페이지뷰가 두 배로 집계됨:\n" + blob)
    return "clean: analytics browser key (%s) [%s] [publishable]" % (v, v.title()), F(mc, "", "")


@clean(1, CLEAN_PUB)
def p_razorpay_keyid(L):
    blob = "const rzp = new Razorpay({ key: 'rzp_live_%s', amount: %d, currency: 'INR', order_id: 'order_%s' });" % (an(14), rint(1000, 99999), an(14))
    mc = T(L, "Checkout modal opens with the wrong amount:\n" + blob, "결제 모달이 잘못된 금액으로 열림:\n" + blob)
    return "clean: Razorpay key_id in checkout [Razorpay] [publishable]", F(mc, T(L, "Amount is in paise.", "금액 단위가 paise임."), "")


@clean(1, CLEAN_PUB)
def p_gmaps_js(L):
    blob = '<script async src="https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&loading=async&callback=initMap&language=ko&region=KR"></script>' % rs(B64U, 33)
    mc = T(L, "Store locator map is grey on the new domain:\n" + blob, "새 도메인에서 매장 찾기 지도가 회색으로 나옴:\n" + blob)
    return "clean: Google Maps JS key (referrer-restricted) [Google] [publishable]", F(mc, T(L, "The browser key is HTTP-referrer restricted; the new domain had to be added.", "브라우저 키에 HTTP referrer 제한이 있어서 새 도메인을 추가해야 했음."), "")


@clean(1, CLEAN_PUB)
def p_portone_browser(L):
    blob = "const response = await PortOne.requestPayment({\n  storeId: 'store-%s',\n  channelKey: 'channel-key-%s',\n  paymentId: 'pay-%s',\n  orderName: '정기구독 1개월',\n  totalAmount: 9900,\n  currency: 'CURRENCY_KRW',\n  payMethod: 'CARD',\n});" % (uuid4(), uuid4(), hx(12))
    mc = T(L, "Payment window doesn't open on iOS Safari:\n" + blob, "iOS Safari에서 결제창이 안 열림:\n" + blob)
    return "clean: PortOne storeId/channelKey in browser SDK [PortOne] [publishable]", F(mc, T(L, "requestPayment must be called directly from the click handler.", "requestPayment는 클릭 핸들러에서 바로 호출해야 함."), "")


@clean(1, CLEAN_PUB)
def p_launchdarkly_client(L):
    blob = "const client = LDClient.initialize('%s', { kind: 'user', key: userId });" % hx(24)
    mc = T(L, "Flag flickers on first paint:\n" + blob, "첫 렌더에서 플래그가 깜빡임:\n" + blob)
    return "clean: LaunchDarkly client-side ID [LaunchDarkly] [publishable]", F(mc, T(L, "Bootstrap flags from the server render.", "서버 렌더에서 플래그를 bootstrap 할 것."), "")


@clean(1, CLEAN_PUB)
def p_naver_maps(L):
    blob = '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LOWNUM, 10)
    mc = T(L, "Naver map shows an auth failure popup on staging:\n" + blob, "staging에서 네이버 지도 인증 실패 팝업이 뜸:\n" + blob)
    return "clean: Naver Maps client ID in script URL [Naver Cloud] [publishable]", F(mc, T(L, "Register the staging URL under Web service URL in the NCP console.", "NCP 콘솔 Web 서비스 URL에 staging 주소를 등록해야 함."), "")


@clean(1, CLEAN_PUB)
def p_braintree_tokenization(L):
    blob = "braintree.dropin.create({ authorization: 'production_%s_%s', container: '#dropin' });" % (rs(LOWNUM, 8), rs(LOWNUM, 16))
    mc = T(L, "Drop-in UI doesn't load in the checkout iframe:\n" + blob, "체크아웃 iframe에서 Drop-in UI가 안 뜸:\n" + blob)
    return "clean: Braintree tokenization key [Braintree] [publishable]", F(mc, "", "")


# ---- plain notes (nothing that looks like a credential) --------------------------------
PLAIN_EN = [
    ("timezone", "Tests in {svc} failed only between 00:00 and 09:00 KST because the fixture built dates in UTC.", "Freeze time with an explicit tz in fixtures; never call datetime.now() without tz.", "Is there a shared clock fixture we should use?"),
    ("migration order", "Didn't know migrations must run before the new pods start; the readiness probe hit a missing column.", "Run migrations as a pre-deploy job and make new code tolerate the old schema for one release.", ""),
    ("flaky test", "The order-matching test in {svc} is flaky on CI only (about 1 in 15 runs).", "It depends on dict ordering of a set converted to a list; sort before asserting.", "Do we quarantine flaky tests or fix immediately?"),
    ("build cache", "Docker builds on CI took 14 minutes because the cache was busted by COPY . . before dependency install.", "Copy the lockfile first, install, then copy the source.", ""),
    ("feature flag", "Didn't know the new checkout is behind a flag that defaults to off in staging.", "Flags are per environment; check the flag service before debugging 'missing' features.", "Who can toggle flags in staging?"),
    ("rate limit", "The partner API allows 10 requests per second per account, which the batch exceeded during backfill.", "Added a token-bucket limiter at 8 rps with jitter.", "Can the partner raise our limit for backfills?"),
    ("encoding", "CSV export opened with broken Korean in Excel.", "Excel needs UTF-8 with BOM for Korean; added the BOM for the download endpoint only.", ""),
    ("pagination", "The sync job missed records because the API paginates by updated_at and records changed during the run.", "Paginate by a stable cursor (id) and re-run a small overlap window.", ""),
    ("memory", "{svc} OOM-killed at 512Mi after the image library upgrade.", "The new version decodes full-size images before resizing; set a max pixel limit.", "What memory limit should image workers have?"),
    ("dns", "Pods couldn't resolve the internal hostname after the cluster upgrade.", "ndots:5 caused search-domain lookups first; use FQDNs with a trailing dot.", ""),
    ("cron", "The monthly settlement cron ran twice on the 1st.", "Two replicas both ran the scheduler; use a leader lock.", "Should cron jobs move to k8s CronJobs?"),
    ("code owner", "Didn't know who owns the search ranking config; the CODEOWNERS entry is outdated.", "Ranking config belongs to the data team now; updated CODEOWNERS.", ""),
    ("review", "PR was blocked because the changelog entry was missing.", "Every user-visible change needs a line in CHANGELOG.md under Unreleased.", ""),
    ("locale", "Dates rendered as MM/DD for Korean users.", "Use Intl.DateTimeFormat with the user's locale instead of a hard-coded format.", ""),
    ("retry", "Webhook handler retried non-idempotent calls and created duplicate shipments.", "Retry only on 5xx and timeouts, and use the delivery id as idempotency key.", ""),
    ("logs", "Couldn't find the failing request because logs were sampled at 10%.", "Errors are never sampled; the request had succeeded with a wrong payload, so it was sampled out.", "Can we keep 100% of logs for the checkout path?"),
    ("ci matrix", "Python 3.9 job failed on match statements.", "The package still supports 3.9; no structural pattern matching until we drop it.", ""),
    ("monorepo", "Changing a shared util triggered 40 CI jobs.", "Use the affected-graph command to scope CI; the config was missing the path filter.", ""),
    ("api versioning", "Mobile app v3.2 broke after the API field rename.", "Old app versions stay in the wild for months; add new fields, don't rename.", "What's the minimum supported app version?"),
    ("sql", "Report query took 40s; it did a sequential scan on orders.", "Added a composite index on (shop_id, created_at); EXPLAIN ANALYZE confirmed.", ""),
]
PLAIN_KO = [
    ("timezone", "{svc} 테스트가 한국 시간 00시~09시 사이에만 실패함. 픽스처가 UTC로 날짜를 만들고 있었음.", "픽스처에서 tz를 명시해서 시간을 고정할 것. tz 없는 datetime.now() 금지.", "공용 clock 픽스처가 있나요?"),
    ("migration order", "새 파드가 뜨기 전에 마이그레이션이 돌아야 한다는 걸 몰랐음. readiness probe가 없는 컬럼을 조회함.", "마이그레이션은 배포 전 job으로 돌리고 새 코드는 한 릴리스 동안 옛 스키마도 견디게 할 것.", ""),
    ("flaky test", "{svc}의 주문 매칭 테스트가 CI에서만 가끔 실패함 (대략 15번에 1번).", "set을 list로 바꾼 순서에 의존하고 있었음. assert 전에 정렬.", "flaky 테스트는 격리하나요, 바로 고치나요?"),
    ("build cache", "CI 도커 빌드가 14분 걸림. 의존성 설치 전에 COPY . . 를 해서 캐시가 매번 깨짐.", "lockfile 먼저 복사하고 설치한 다음 소스 복사.", ""),
    ("feature flag", "새 결제 화면이 staging에서 기본 off인 플래그 뒤에 있다는 걸 몰랐음.", "플래그는 환경별임. 기능이 '없다' 싶으면 플래그 서비스부터 확인.", "staging 플래그는 누가 켤 수 있나요?"),
    ("rate limit", "파트너 API가 계정당 초당 10건 제한인데 백필 중에 배치가 초과함.", "지터 포함 8 rps 토큰 버킷 리미터 추가.", "백필 때 한도를 올려달라고 요청할 수 있나요?"),
    ("encoding", "CSV 다운로드를 엑셀로 열면 한글이 깨짐.", "엑셀은 한글에 BOM 있는 UTF-8이 필요함. 다운로드 엔드포인트에만 BOM 추가.", ""),
    ("pagination", "sync 잡이 updated_at 기준 페이지네이션이라 실행 중 바뀐 레코드를 놓침.", "id 같은 고정 커서로 페이지네이션하고 작은 겹침 구간을 다시 돌릴 것.", ""),
    ("memory", "이미지 라이브러리 업그레이드 후 {svc}가 512Mi에서 OOMKilled.", "새 버전은 리사이즈 전에 원본을 통째로 디코딩함. 최대 픽셀 제한을 둘 것.", "이미지 워커 메모리 limit은 얼마로 하나요?"),
    ("dns", "클러스터 업그레이드 후 파드가 내부 호스트명을 못 찾음.", "ndots:5 때문에 search domain부터 조회함. 끝에 점 붙인 FQDN을 쓸 것.", ""),
    ("cron", "월 정산 크론이 1일에 두 번 돌았음.", "레플리카 두 개가 둘 다 스케줄러를 돌림. 리더 락 필요.", "크론은 k8s CronJob으로 옮기나요?"),
    ("code owner", "검색 랭킹 설정 담당자를 몰랐음. CODEOWNERS가 오래됨.", "랭킹 설정은 이제 데이터팀 소관. CODEOWNERS 수정함.", ""),
    ("review", "CHANGELOG 항목이 없어서 PR이 막힘.", "사용자에게 보이는 변경은 CHANGELOG.md의 Unreleased에 한 줄 필요.", ""),
    ("locale", "한국 사용자에게 날짜가 MM/DD로 표시됨.", "하드코딩 포맷 대신 사용자 locale로 Intl.DateTimeFormat 사용.", ""),
    ("retry", "웹훅 핸들러가 멱등하지 않은 호출을 재시도해서 배송이 중복 생성됨.", "5xx와 타임아웃만 재시도하고 delivery id를 멱등 키로 쓸 것.", ""),
    ("logs", "로그가 10% 샘플링이라 실패한 요청을 못 찾음.", "에러는 샘플링 안 됨. 요청은 성공했지만 payload가 틀려서 샘플링에서 빠졌던 것.", "checkout 경로는 로그 100% 보관 가능한가요?"),
    ("ci matrix", "Python 3.9 잡이 match 문에서 실패.", "패키지가 아직 3.9 지원 중이라 지원 종료 전까지 match 문 금지.", ""),
    ("monorepo", "공용 util 하나 바꿨더니 CI 잡이 40개 돌았음.", "affected 그래프 명령으로 CI 범위를 줄여야 함. path filter가 빠져 있었음.", ""),
    ("api versioning", "API 필드 이름 변경 후 모바일 앱 v3.2가 깨짐.", "구버전 앱은 몇 달씩 남아 있음. 이름 변경 말고 필드 추가로 갈 것.", "최소 지원 앱 버전이 뭔가요?"),
    ("sql", "리포트 쿼리가 40초 걸림. orders에 seq scan.", "(shop_id, created_at) 복합 인덱스 추가. EXPLAIN ANALYZE로 확인.", ""),
]


def make_plain(L, idx):
    bank = PLAIN_EN if L == "en" else PLAIN_KO
    topic, mc, lesson, ask = bank[idx % len(bank)]
    svc = pick(SVCS)
    mc = mc.replace("{svc}", svc)
    if chance(0.3):
        lesson = ""
    if chance(0.3):
        ask = ""
    return "clean plain: %s" % topic, F(mc, lesson, ask)


# ---------------------------------------------------------------------------
# validation (the two FORMAT.txt conditions + field limits)
# ---------------------------------------------------------------------------
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")


def check_note(kind, fields, secrets):
    """returns None when fine, else a reason string"""
    for k in FIELD_KEYS:
        if not isinstance(fields.get(k), str):
            return "field %s missing" % k
    if not fields["missing_context"].strip():
        return "empty missing_context"
    if nbytes(fields["missing_context"]) > 1024 or nbytes(fields["lesson"]) > 1024:
        return "field too long"
    if nbytes(fields["ask_next_time"]) > 512:
        return "ask too long"
    if kind == "clean":
        return None if secrets == [] else "clean note lists secrets"
    if not secrets:
        return "secret note without secrets"
    vals = [fields[k] for k in FIELD_KEYS]
    for s in secrets:
        if len(s) < 8:
            return "secret shorter than 8: %r" % s
        if not any(s in f for f in vals):
            return "secret not verbatim in fields: %r" % s[:20]
    for f in vals:
        spans = []
        for s in secrets:
            i = f.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = f.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = f.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return "window %r of a secret occurs outside the secrets" % w
                    i = f.find(w, i + 1)
    return None


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------
def expand(weighted, n):
    """every template at least once (if n allows), the rest drawn by weight"""
    base = [fn for fn, _ in weighted]
    if n <= len(base):
        return R.sample(base, n)
    out = list(base)
    while len(out) < n:
        out.append(pick_weighted(weighted))
    return out


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else OUT_DEFAULT
    # ---- secret jobs --------------------------------------------------------------
    names = []
    for v in VENDORS:
        if v.name not in names:
            names.append(v.name)
    vendor_jobs = []
    for nm in names:
        v = pick([x for x in VENDORS if x.name == nm])
        vendor_jobs.append(("vendor", v))
    n_special = N_SECRET - len(vendor_jobs)
    assert n_special > 0
    secret_jobs = vendor_jobs + [("special", fn) for fn in expand(SPECIAL_SECRET, n_special)]
    # ---- clean jobs ---------------------------------------------------------------
    n_vref, n_pub, n_plain = 80, 30, 60
    n_cspecial = N_CLEAN - n_vref - n_pub - n_plain
    clean_jobs = ([("cvendor", v) for v in R.sample(VENDORS, n_vref)]
                  + [("cfn", fn) for fn in expand(CLEAN_PUB, n_pub)]
                  + [("cfn", fn) for fn in expand(CLEAN_SPECIAL, n_cspecial)]
                  + [("plain", None)] * n_plain)
    assert len(secret_jobs) == N_SECRET and len(clean_jobs) == N_CLEAN
    R.shuffle(secret_jobs)
    R.shuffle(clean_jobs)
    langs_s = ["en"] * N_EN_PER_KIND + ["ko"] * (N_SECRET - N_EN_PER_KIND)
    langs_c = ["en"] * N_EN_PER_KIND + ["ko"] * (N_CLEAN - N_EN_PER_KIND)
    R.shuffle(langs_s)
    R.shuffle(langs_c)

    notes, seen, retries = [], [], {}

    def run(kind, job, L):
        tag, obj = job
        for attempt in range(300):
            if tag == "vendor":
                cat, fields, secs = make_vendor_secret(obj, L)
            elif tag == "special":
                cat, fields, secs = obj(L)
            elif tag == "cvendor":
                cat, fields = make_vendor_clean(obj, L)
                secs = []
            elif tag == "cfn":
                cat, fields = obj(L)
                secs = []
            else:
                cat, fields = make_plain(L, R.randrange(1000))
                secs = []
            secs = uniq(secs)
            why = check_note(kind, fields, secs)
            key = json.dumps([fields[k] for k in FIELD_KEYS], ensure_ascii=False)
            if why is None and key in seen:
                why = "duplicate note"
            if why is None:
                seen.append(key)
                return {"lang": L, "kind": kind, "category": cat,
                        "fields": {"missing_context": fields["missing_context"], "lesson": fields["lesson"],
                                   "ask_next_time": fields["ask_next_time"]},
                        "secrets": secs}
            r = retries.setdefault(cat.split(":")[0] + " | " + why[:40], 0)
            retries[cat.split(":")[0] + " | " + why[:40]] = r + 1
        raise RuntimeError("could not build a valid note for %s %r: %s" % (tag, getattr(obj, "__name__", getattr(obj, "name", obj)), why))

    for job, L in zip(secret_jobs, langs_s):
        notes.append(run("secret", job, L))
    for job, L in zip(clean_jobs, langs_c):
        notes.append(run("clean", job, L))

    R.shuffle(notes)
    recs = []
    for i, n in enumerate(notes):
        rec = {"id": "y%03d" % (i + 1)}
        rec.update(n)
        recs.append(rec)

    # ---- final strict assertions ---------------------------------------------------
    assert 680 <= len(recs) <= 720
    assert sum(1 for r in recs if r["kind"] == "secret") == sum(1 for r in recs if r["kind"] == "clean")
    for r in recs:
        why = check_note(r["kind"], r["fields"], r["secrets"])
        assert why is None, (r["id"], why)
        if r["kind"] == "clean":
            assert r["secrets"] == []
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_KEYS)
    n_clean = sum(1 for r in recs if r["kind"] == "clean")
    n_pub = sum(1 for r in recs if r["kind"] == "clean" and r["category"].endswith(" [publishable]"))
    assert n_pub <= n_clean // 10, n_pub
    n_plain_out = sum(1 for r in recs if r["category"].startswith("clean plain"))
    assert n_plain_out <= n_clean // 3

    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    data = open(out_path, "rb").read()
    sys.stderr.write("wrote %d notes to %s  sha256=%s\n" % (len(recs), out_path, hashlib.sha256(data).hexdigest()))
    for k in sorted(retries):
        sys.stderr.write("  retry %-70s %d\n" % (k, retries[k]))


if __name__ == "__main__":
    main()
