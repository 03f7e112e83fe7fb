#!/usr/bin/env python3
"""make_blind_set_v114.py -- generator of the blind evaluation set v114 for a
credential-redaction filter (notes of AI coding agents: missing_context / lesson /
ask_next_time).

Python 3 standard library only, no network, deterministic: a single
random.Random(114_2026_1127) drives every choice; no set iteration and no hash(),
so the output does not depend on PYTHONHASHSEED.

Usage:  python3 make_blind_set_v114.py [output_path]
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import struct
import sys
import urllib.parse
import zlib

SEED = 114_2026_1127
R = random.Random(SEED)

N_SECRET_EN, N_SECRET_KO, N_CLEAN_EN, N_CLEAN_KO = 216, 144, 216, 144
ID_PREFIX = "fr"

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
HEX = "0123456789abcdef"
HEXU = HEX.upper()
ALNUM = UP + LO + DG
B62 = DG + UP + LO
B64URL = UP + LO + DG + "-_"
B64STD = UP + LO + DG + "+/"
B32 = UP + "234567"
LOALNUM = LO + DG
UPALNUM = UP + DG


# ----------------------------------------------------------------------------
# small random helpers (all through R)
# ----------------------------------------------------------------------------
def pick(seq):
    return R.choice(seq)


DECKS = {}


def vpick(key, seq):
    """Pick from seq by dealing from a shuffled deck, so every variant of a template gets used."""
    seq = list(seq)
    deck = DECKS.get((key, len(seq)))
    if not deck:
        deck = list(range(len(seq)))
        R.shuffle(deck)
        DECKS[(key, len(seq))] = deck
    return seq[deck.pop()]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode()
    return s if pad else s.rstrip("=")


def b64s(s):
    return b64(s.encode())


def b62enc(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def crc_b62(body):
    return b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def uuid4(upper=False):
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def hexs(n):
    return rs(HEX, n)


def digits(n, lead_nonzero=True):
    if lead_nonzero:
        return str(rint(1, 9)) + rs(DG, n - 1)
    return rs(DG, n)


def epoch():
    return rint(1_700_000_000, 1_764_000_000)


def jdump(obj):
    return json.dumps(obj, separators=(",", ":"))


def jwt(payload, alg="HS256", sig_len=32, kid=None):
    head = {"alg": alg, "typ": "JWT"}
    if kid:
        head["kid"] = kid
    return (b64u(jdump(head).encode()) + "." + b64u(jdump(payload).encode())
            + "." + b64u(rbytes(sig_len)))


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pct(s):
    return urllib.parse.quote(s, safe="")


# ----------------------------------------------------------------------------
# names and small vocabularies
# ----------------------------------------------------------------------------
PROJECTS = ["billing-api", "web-frontend", "data-pipeline", "mobile-app", "admin-dashboard",
            "notifier", "search-svc", "etl-jobs", "infra-live", "auth-service", "checkout",
            "crawler", "ml-serving", "reporting", "support-bot", "ledger", "media-worker",
            "partner-gateway", "growth-experiments", "internal-tools", "shop-backend",
            "event-ingest", "docs-site", "recsys", "kyc-service", "scheduler", "payouts",
            "analytics-dbt", "ops-runbooks", "geo-tiles", "invoice-renderer", "chat-relay"]
PEOPLE_EN = ["Dana", "Priya", "Marco", "Kenji", "Olu", "Sam", "Lea", "Tomasz", "Aisha",
             "Ben", "Carla", "Ravi", "Mei", "Jonas", "Fatima", "Eli", "Noor", "Greg"]
PEOPLE_KO = ["민수님", "지훈님", "서연님", "하은님", "도윤님", "김 팀장님", "박 책임님", "이 선임님",
             "정우님", "수빈님", "예린님", "최 매니저님", "한결님", "윤 대리님", "태현님"]
HANDLES_KO = ["minsu.kim", "jihoon", "seoyeon.lee", "haeun", "doyoon.park", "jungwoo",
              "subin.choi", "yerin", "taehyun", "hangyeol"]
HANDLES_EN = ["dana.w", "priya", "marco.r", "kenji", "olu", "sam.k", "lea", "tomasz",
              "aisha.b", "ben", "carla.m", "ravi", "mei.l"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preview"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스"]
HOSTS = ["db-stg-01.internal", "10.0.4.12", "pg-main.prod.svc.cluster.local", "mysql-replica-2",
         "172.20.3.41", "redis.cache.internal", "bastion.corp.local", "build-agent-07",
         "nas01.office.lan", "10.12.0.8", "db.legacy.acme.io", "192.168.0.10", "kafka-0.kafka"]
USERS = ["admin", "app", "deploy", "root", "svc_backup", "etl_user", "readonly", "ci-bot",
         "grafana", "jenkins", "postgres", "reporter", "ops", "webapp", "migrator", "sa"]
REGIONS = ["us-east-1", "eu-west-1", "ap-northeast-2", "us-west-2", "eu-central-1"]
DATES_EN = ["last Tuesday", "on the 14th", "yesterday", "two weeks ago", "this morning",
            "after the March incident", "during the last on-call", "on Friday"]
DATES_KO = ["지난주 화요일", "어제", "2주 전", "오늘 아침", "지난 장애 이후", "금요일에", "지난 온콜 때"]


def person(lang):
    return pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)


def envname(lang):
    return pick(ENVS_KO if lang == "ko" and chance(0.5) else ENVS)


# bech32 (BIP-173), used by age keys
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def bech32_encode(hrp, data8):
    acc, bits, data = 0, 0, []
    for byte in data8:
        acc = (acc << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            data.append((acc >> bits) & 31)
    if bits:
        data.append((acc << (5 - bits)) & 31)
    exp = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech32_polymod(exp + data + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + chk)


def age_secret_key():
    return bech32_encode("age-secret-key-", rbytes(32)).upper()


def age_recipient():
    return bech32_encode("age", rbytes(32))


# ----------------------------------------------------------------------------
# Korean keyboard (dubeolsik) conversions
# ----------------------------------------------------------------------------
CHO = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONG = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ",
        "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
KEY2JAMO = {"q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ",
            "o": "ㅐ", "p": "ㅔ", "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ",
            "j": "ㅓ", "k": "ㅏ", "l": "ㅣ", "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ",
            "n": "ㅜ", "m": "ㅡ", "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ",
            "P": "ㅖ"}
JAMO2KEY = {v: k for k, v in KEY2JAMO.items()}
COMP_JUNG = {("ㅗ", "ㅏ"): "ㅘ", ("ㅗ", "ㅐ"): "ㅙ", ("ㅗ", "ㅣ"): "ㅚ", ("ㅜ", "ㅓ"): "ㅝ",
             ("ㅜ", "ㅔ"): "ㅞ", ("ㅜ", "ㅣ"): "ㅟ", ("ㅡ", "ㅣ"): "ㅢ"}
COMP_JONG = {("ㄱ", "ㅅ"): "ㄳ", ("ㄴ", "ㅈ"): "ㄵ", ("ㄴ", "ㅎ"): "ㄶ", ("ㄹ", "ㄱ"): "ㄺ",
             ("ㄹ", "ㅁ"): "ㄻ", ("ㄹ", "ㅂ"): "ㄼ", ("ㄹ", "ㅅ"): "ㄽ", ("ㄹ", "ㅌ"): "ㄾ",
             ("ㄹ", "ㅍ"): "ㄿ", ("ㄹ", "ㅎ"): "ㅀ", ("ㅂ", "ㅅ"): "ㅄ"}
SPLIT_JONG = {v: k for k, v in COMP_JONG.items()}
SPLIT_JUNG = {v: k for k, v in COMP_JUNG.items()}
VOWELS = JUNG


def hangul_to_keys(word):
    """Hangul typed with the IME switched to English: 사랑해 -> tkfkdgo."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, jung, jong = code // 588, (code % 588) // 28, code % 28
            out.append(JAMO2KEY[CHO[cho]])
            v = JUNG[jung]
            for part in SPLIT_JUNG.get(v, (v,)):
                out.append(JAMO2KEY[part])
            if jong:
                j = JONG[jong]
                for part in SPLIT_JONG.get(j, (j,)):
                    out.append(JAMO2KEY[part])
        else:
            out.append(ch)
    return "".join(out)


def keys_to_hangul(keys):
    """Latin keys typed with the Korean IME on: password -> ㅔㅁㄴㄴ재ㅐㄱㅇ-like output."""
    out = []
    st = {"cho": None, "jung": None, "jong": None}

    def flush():
        c, v, t = st["cho"], st["jung"], st["jong"]
        if c and v:
            out.append(chr(0xAC00 + (CHO.index(c) * 21 + JUNG.index(v)) * 28 + JONG.index(t or "")))
        elif c:
            out.append(c)
        elif v:
            out.append(v)
        st["cho"] = st["jung"] = st["jong"] = None

    for k in keys:
        j = KEY2JAMO.get(k)
        if j is None and k.isalpha() and k.lower() in KEY2JAMO:
            j = KEY2JAMO[k.lower()]
        if j is None:
            flush()
            out.append(k)
            continue
        if j in VOWELS:
            if st["jong"]:
                t = st["jong"]
                if t in SPLIT_JONG:
                    a, b = SPLIT_JONG[t]
                    st["jong"] = a
                else:
                    b = t
                    st["jong"] = None
                flush()
                st["cho"], st["jung"] = b, j
            elif st["jung"]:
                comp = COMP_JUNG.get((st["jung"], j))
                if comp:
                    st["jung"] = comp
                else:
                    flush()
                    st["jung"] = j
            else:
                st["jung"] = j
        else:
            if st["jung"] is None:
                if st["cho"]:
                    flush()
                st["cho"] = j
            elif st["cho"] is None:
                flush()
                st["cho"] = j
            elif st["jong"] is None:
                if j in JONG and j not in ("ㄸ", "ㅃ", "ㅉ"):
                    st["jong"] = j
                else:
                    flush()
                    st["cho"] = j
            else:
                comp = COMP_JONG.get((st["jong"], j))
                if comp:
                    st["jong"] = comp
                else:
                    flush()
                    st["cho"] = j
    flush()
    return "".join(out)


# ----------------------------------------------------------------------------
# password styles
# ----------------------------------------------------------------------------
PW_WORDS = ["Sunflower", "Tigers", "Welcome", "Rosebud", "Falcon", "Bluebird", "Matrix",
            "Dragon", "Shadow", "Monkey", "Autumn", "Winter", "Summer", "Spring", "Coffee",
            "Pumpkin", "Hunter", "Phoenix", "Galaxy", "Buster", "Charlie", "Lakers", "Yankees",
            "Raptors", "Mustang", "Snoopy", "Pepper", "Ginger", "Bandit", "Cookie", "Maverick",
            "Orlando", "Seattle", "Lisbon", "Toronto", "Harbor", "Kestrel", "Juniper", "Copper"]
PW_SYMS = "!@#$%&*?"
PASSPHRASE_WORDS = ["orbit", "lantern", "maple", "cobalt", "violet", "harbor", "pickle", "tundra",
                    "quartz", "meadow", "saddle", "falcon", "rocket", "velvet", "gravel", "nectar",
                    "pepper", "canyon", "walnut", "glacier", "ember", "fjord", "mosaic", "oyster",
                    "prairie", "sonnet", "thistle", "umbra", "willow", "zephyr", "bramble", "cactus",
                    "domino", "fennel", "gadget", "hazel", "igloo", "jasper", "kettle", "lychee"]
KO_WORDS = ["사랑해", "안녕하세요", "행복", "우리집", "고양이", "강아지", "하늘", "바다", "대한민국",
            "토끼", "별빛", "보리", "초코", "김민수", "이서연", "박지훈", "비밀번호", "회사", "여름",
            "겨울바다", "산토끼", "해바라기", "봄날", "콩이", "두부", "감자", "망고"]
KO_LAT_WORDS = ["password", "welcome", "dragon", "admin", "letmein", "monkey", "sunshine", "qwerty",
                "iloveyou", "starwars", "football", "master"]
GEN_PUNCT = "!@#$%^&*()-_=+[]{};:,.?/~|<>"


def pw_human():
    w = pick(PW_WORDS)
    style = rint(0, 5)
    if style == 0:
        return w + str(rint(1970, 2025)) + pick(PW_SYMS)
    if style == 1:
        return w + pick(PW_SYMS) + str(rint(10, 999))
    if style == 2:
        leet = w.replace("o", "0").replace("a", "@").replace("e", "3").replace("i", "1")
        return leet + str(rint(1, 99)) + pick(PW_SYMS)
    if style == 3:
        return pick(PW_SYMS) + w + str(rint(2019, 2026))
    if style == 4:
        return w + pick(["", "_", "."]) + pick(PW_WORDS).lower() + str(rint(1, 99))
    return w[0].lower() + w[1:] + str(rint(100, 9999)) + pick(PW_SYMS) + pick(PW_SYMS)


def pw_passphrase():
    n = rint(3, 5)
    ws = sample(PASSPHRASE_WORDS, n)
    sep = pick(["-", ".", "_", " ", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    elif chance(0.4):
        i = rint(0, n - 1)
        ws[i] = ws[i].capitalize()
    s = sep.join(ws)
    if chance(0.6):
        s += (sep if sep not in (" ",) else "") + str(rint(0, 99))
    return s


def pw_generated(n=None, punct=GEN_PUNCT):
    n = n or rint(14, 28)
    while True:
        s = rs(ALNUM + punct, n)
        if (any(c in punct for c in s) and any(c.isdigit() for c in s)
                and any(c.isupper() for c in s) and any(c.islower() for c in s)):
            return s


def pw_safe_generated(n=None):
    # generated without characters that need quoting in URLs / shells
    return pw_generated(n, punct="!#%*-_.~+")


def pw_korean_keys():
    style = rint(0, 3)
    if style == 0:
        return hangul_to_keys(pick(KO_WORDS)) + str(rint(1, 9999)).rjust(pick([2, 4]), "0") + pick(PW_SYMS)
    if style == 1:
        row = pick(["qwer", "asdf", "zxcv", "qwert", "1q2w3e4r", "1qaz2wsx"])
        tail = pick(["1234", "!@#$", "1234!@#$", "!@34", "12#$", "0987"])
        s = row + tail
        return s if len(s) >= 8 else s + pick(["!!", "@@", "00"])
    if style == 2:
        # english password typed with the Korean IME left on
        s = keys_to_hangul(pick(KO_LAT_WORDS)) + str(rint(10, 2025))
        return s if len(s) >= 8 else s + "!!"
    return hangul_to_keys(pick(KO_WORDS)).capitalize() + pick(PW_SYMS) + str(rint(1000, 9999))


def pw_hangul():
    w = pick(KO_WORDS)
    s = w + pick(["", "!", "#", "^^"]) + str(rint(1, 2025)) + pick(["", "!", "@", "*"])
    while len(s) < 8:
        s += str(rint(0, 9))
    return s


def password(style=None):
    style = style or pick(["human", "human", "human", "passphrase", "generated", "generated", "safe",
                           "kokeys"])
    f = {"human": pw_human, "passphrase": pw_passphrase, "generated": pw_generated,
         "safe": pw_safe_generated, "kokeys": pw_korean_keys, "hangul": pw_hangul}[style]
    while True:
        p = f()
        if len(p) >= 8 and p == p.strip() and "'" not in p and '"' not in p and "\\" not in p and "`" not in p:
            return p


def password_ko():
    return password(pick(["kokeys", "kokeys", "hangul", "human", "generated", "safe", "passphrase"]))


def password_plain(lang="en"):
    """Passwords that are safe inside shells, URLs (after quoting) and YAML without escaping."""
    while True:
        p = password_ko() if lang == "ko" else password()
        if " " not in p and not any(c in p for c in "$|;&<>(){}[]`") and not p.startswith(("-", "!", "#", "*", "@", "%", "&", "?")):
            return p


# a subset of the BIP-39 English word list (checksum word not computed; see README)
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident "
         "account accuse achieve acid acoustic acquire across act action actor actress actual adapt "
         "add addict address adjust admit adult advance advice aerobic affair afford afraid again "
         "age agent agree ahead aim air airport aisle alarm album alcohol alert alien all alley "
         "allow almost alone alpha already also alter always amateur amazing among amount amused "
         "analyst anchor ancient anger angle angry animal ankle announce annual another answer "
         "antenna antique anxiety any apart apology appear apple approve april arch arctic area "
         "arena argue arm armed armor army around arrange arrest arrive arrow art artefact artist "
         "artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude "
         "attract auction audit august aunt author auto autumn average avocado avoid awake aware "
         "away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo "
         "banana banner bar barely bargain barrel base basic basket battle beach bean beauty because "
         "become beef before begin behave behind believe below belt bench benefit best betray better "
         "between beyond bicycle bid bike bind biology bird birth bitter black blade blame blanket "
         "blast bleak bless blind blood blossom blouse blue blur blush board boat body boil bomb "
         "bone bonus book boost border boring borrow boss bottom bounce box boy bracket brain brand "
         "brass brave bread breeze brick bridge brief bright bring brisk broccoli broken bronze "
         "broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker "
         "burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage "
         "cake call calm camera camp can canal cancel candy cannon canoe canvas canyon capable "
         "capital captain car carbon card cargo carpet carry cart case cash casino castle casual cat "
         "catalog catch category cattle caught cause caution cave ceiling celery cement census "
         "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap "
         "check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle "
         "chunk churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean "
         "clerk clever click client cliff climb clinic clip clock clog close cloth cloud clown club "
         "clump cluster clutch coach coast coconut code coffee coil coin collect color column "
         "combine come comfort comic common company concert conduct confirm congress connect "
         "consider control convince cook cool copper copy coral core corn correct cost cotton couch "
         "country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl "
         "crazy cream credit creek crew cricket crime crisp critic crop cross crouch crowd crucial "
         "cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious current "
         "curtain curve cushion custom cute cycle dinosaur diamond desert dentist decade deer dolphin "
         "dragon drama drum duck dune dynamic eagle elbow elephant emotion engine enjoy erosion "
         "escape evolve excite exotic fabric falcon fantasy feather festival flamingo flower forest "
         "fossil frog frozen fruit gadget galaxy garden garlic ginger giraffe glove gorilla gospel "
         "guitar hammer hamster history hockey honey horse hospital hurdle hybrid inhale insect "
         "iron island ivory jaguar jazz jelly journey jungle kangaroo kingdom kitten kiwi ladder "
         "lantern laptop lemon leopard lion liquid lizard lobster lottery lunar lyrics magnet mammal "
         "mango marble meadow melody metal midnight minute mirror monkey mountain muffin museum "
         "mushroom myth napkin nephew neutral noodle oak obvious ocean olympic opera orange orbit "
         "oyster paddle panther parrot patrol peanut pelican penalty pepper phrase piano pigeon "
         "pilot pioneer pizza planet pole pony portion potato private prosper pumpkin purple puzzle "
         "pyramid quantum quarter question quick rabbit recycle reform region remind rescue result "
         "rhythm ribbon river robot rocket rural saddle salmon satoshi scissors scout session setup "
         "shadow shiver shrimp silver siren skull slogan snake soccer solar soup spell spider spray "
         "stadium stereo stomach stool subway sugar sunny supreme surprise sword swim symbol table "
         "tennis tenant term thank theory thunder ticket timber tissue toilet tomato topic tornado "
         "tower toward tragic tribe trophy truck tube tunnel turtle twelve twenty unique universe "
         "unusual until unveil update upper vacuum valley velvet vendor village violin visit vivid "
         "vote voyage wine wing winter window wisdom wolf wrong zero zone zoo").split()


def seed_phrase(n=None):
    n = n or pick([12, 12, 12, 24])
    return " ".join(pick(BIP39) for _ in range(n))


# ----------------------------------------------------------------------------
# credential generators in the public shapes of their kinds
# ----------------------------------------------------------------------------
def T(var, val, listed=True):
    return (var, val, listed)


def g_github(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + crc_b62(body)


def g_github_fine():
    return "github_pat_" + rs(UPALNUM, 1) + rs(ALNUM, 21) + "_" + rs(ALNUM, 59)


def g_npm():
    body = rs(ALNUM, 30)
    return "npm_" + body + crc_b62(body)


def g_pypi():
    ident = uuid4().encode()
    caveat = jdump({"permissions": pick(["user", {"projects": [pick(PROJECTS)]}]), "version": 1}).encode()
    caveat2 = jdump({"nbf": epoch(), "exp": epoch() + 86400 * 365}).encode() if chance(0.3) else b""
    blob = b"\x02\x01\x08pypi.org\x02" + bytes([len(ident)]) + ident + b"\x00\x02" + bytes([len(caveat)]) + caveat
    if caveat2:
        blob += b"\x02" + bytes([len(caveat2)]) + caveat2
    blob += b"\x00\x00\x06\x20" + rbytes(32)
    return "pypi-" + b64u(blob)


def g_discord_bot():
    uid = str(rint(10 ** 17, 13 * 10 ** 17))
    return b64u(uid.encode()) + "." + b64u(struct.pack(">I", rint(0x60000000, 0x6FFFFFFF))) + "." + rs(B64URL, 38)


def g_slack(kind):
    if kind == "xoxb":
        return "xoxb-%s-%s-%s" % (digits(rint(10, 12)), digits(13), rs(ALNUM, 24))
    if kind == "xoxp":
        return "xoxp-%s-%s-%s-%s" % (digits(rint(10, 12)), digits(rint(10, 12)), digits(13), hexs(32))
    return "xapp-1-A%s-%s-%s" % (rs(UPALNUM, 10), digits(13), hexs(64))


def g_aws_pair(sess=False):
    kid = ("ASIA" if sess else "AKIA") + rs(B32, 16)
    sec = b64(rbytes(30))
    return kid, sec


def g_aws_session_token():
    return "IQoJb3JpZ2luX2Vj" + rs("EHIJ", 1) + b64(rbytes(rint(230, 270)))


def g_azure_client_secret():
    return rs(ALNUM + "_-.~", 3) + str(rint(0, 9)) + "Q~" + rs(ALNUM + "_-.~", 34)


def g_atlassian():
    return "ATATT3xFfGF0" + rs(B64URL, 171) + "=" + rs(HEXU, 8)


def g_sentry_org():
    org = pick(["acme", "northwind", "globex", "initech", "hooli", "umbrella-labs"])
    payload = jdump({"iat": epoch() + rint(0, 999) / 1000.0, "url": "https://sentry.io",
                     "region_url": "https://us.sentry.io", "org": org})
    return "sntrys_" + b64(payload.encode()).rstrip("=") + "_" + rs(ALNUM + "+/", 43)


def g_grafana_cloud():
    payload = jdump({"o": digits(6), "n": pick(["ci-publisher", "alloy-agent", "terraform", "k6"]) + "-" + rs(LO, 4),
                     "k": rs(ALNUM, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}})
    return "glc_" + b64(payload.encode())


def g_mapbox_sk(user):
    payload = jdump({"u": user, "a": "cl" + rs(LOALNUM, 23)})
    return "sk." + b64u(payload.encode()) + "." + rs(B64URL, 22)


def g_supabase_service():
    ref = rs(LO, 20)
    iat = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": iat + 315360000})


def g_turso():
    iat = epoch()
    return jwt({"a": "rw", "iat": iat, "id": uuid4()}, alg="EdDSA", sig_len=64)


def g_fly():
    return "FlyV1 fm2_" + b64(rbytes(rint(120, 150))).rstrip("=") + ",fm2_" + b64(rbytes(rint(60, 80))).rstrip("=")


def g_1password_sa():
    payload = jdump({"signInAddress": "my.1password.com", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256",
                     "iterations": 650000, "salt": rs(B64URL, 22)},
                     "email": rs(LO, 13) + "@1passwordserviceaccounts.com", "srpX": hexs(64),
                     "secretKey": "A3-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 5) + "-" + rs(UPALNUM, 5) + "-" + rs(UPALNUM, 5) + "-" + rs(UPALNUM, 5)})
    return "ops_" + b64(payload.encode()).rstrip("=")


def g_jfrog_ref():
    raw = "reftkn:01:%d:%s" % (epoch() + 86400 * 365, rs(ALNUM, 32))
    return b64(raw.encode()).rstrip("=")


def g_elastic_api_key():
    return b64(("%s:%s" % (rs(B64URL, 20), rs(B64URL, 22))).encode())


def g_twitter_bearer():
    return "A" * 22 + rs(ALNUM, 7) + "AAAAAA" + pct(b64(rbytes(rint(24, 30)))) + pct(b64(rbytes(30)))


def g_intercom():
    return b64(("tok:" + uuid4() + ":1:0").encode()).rstrip("=") + "="


def g_line_token():
    return b64(rbytes(129))


def g_bw_sm():
    return "0." + uuid4() + "." + rs(ALNUM, 30) + ":" + b64(rbytes(16))


def g_ably():
    return rs(ALNUM + "-_", 6) + "." + rs(ALNUM + "-_", 6) + ":" + rs(ALNUM + "-_", 43)


def g_upstash():
    return "A" + pick("XYZ") + rs(ALNUM, 2) + "ASQg" + b64(rbytes(45)).rstrip("=")


def g_tfc():
    return rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)


def g_adyen():
    return "AQE" + rs(ALNUM, 41) + "=-" + b64(rbytes(33)) + "-" + rs(ALNUM + "[]<>,%:;", 20)


# ----------------------------------------------------------------------------
# vendor registry
# ----------------------------------------------------------------------------
VENDORS = []


def V(co, what, gen, curl=None, sdk=None, err=None, special=None, ko=None, only_special=False):
    VENDORS.append({"co": co, "what": what, "gen": gen, "curl": curl, "sdk": sdk or [],
                    "err": err, "special": special or [], "ko": ko or what, "only_special": only_special})


def c_bearer(url, method=""):
    return lambda p: 'curl -s %s-H "Authorization: Bearer %s" %s' % (method, p[0][1], url)


def c_hdr(h, url, extra=""):
    return lambda p: 'curl -s -H "%s: %s" %s%s' % (h, p[0][1], extra, url)


def c_basic_user(url):
    return lambda p: "curl -s -u %s: %s" % (p[0][1], url)


def c_query(param, url):
    return lambda p: 'curl -s "%s%s%s=%s"' % (url, "&" if "?" in url else "?", param, p[0][1])


def c_pair_basic(url, a=0, b=1):
    return lambda p: "curl -s -u %s:%s %s" % (p[a][1], p[b][1], url)


def c_token(url):
    return lambda p: 'curl -s -H "Authorization: token %s" %s' % (p[0][1], url)


# --- code hosting / packages / CI -------------------------------------------
V("GitHub", "personal access token (classic)", lambda: [T("GITHUB_TOKEN", g_github("ghp_"))],
  curl=c_bearer("https://api.github.com/user"), err="401 Bad credentials",
  sdk=[("js", 'const octokit = new Octokit({ auth: "{0}" });'),
       ("python", 'gh = Github(auth=Auth.Token("{0}"))'),
       ("go", 'client := github.NewClient(nil).WithAuthToken("{0}")')],
  special=["git_remote", "gh_secret_set"], ko="개인 액세스 토큰")
V("GitHub", "fine-grained personal access token", lambda: [T("GH_TOKEN", g_github_fine())],
  curl=c_bearer("https://api.github.com/repos/acme/infra-live/actions/runs"), err="403 Resource not accessible by personal access token",
  special=["git_remote"], ko="fine-grained PAT")
V("GitHub", "gh CLI OAuth token", lambda: [T("GH_TOKEN", g_github("gho_"))], special=["gh_hosts"],
  err="HTTP 401: Bad credentials (https://api.github.com/graphql)", ko="gh CLI 토큰")
V("GitHub", "GitHub App installation token", lambda: [T("GITHUB_APP_TOKEN", g_github("ghs_"))],
  curl=c_bearer("https://api.github.com/installation/repositories"), ko="GitHub App 설치 토큰")
V("GitHub", "OAuth app client secret", lambda: [T("GITHUB_CLIENT_ID", "Ov23li" + rs(ALNUM, 14), False), T("GITHUB_CLIENT_SECRET", hexs(40))],
  err="incorrect_client_credentials", ko="OAuth 앱 client secret")
V("GitLab", "personal access token", lambda: [T("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20))],
  curl=c_hdr("PRIVATE-TOKEN", "https://gitlab.com/api/v4/projects?membership=true"), err="401 Unauthorized",
  special=["git_remote"], ko="개인 액세스 토큰")
V("GitLab", "runner authentication token", lambda: [T("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20))], special=["gitlab_runner"],
  err="ERROR: Verifying runner... is removed", ko="러너 토큰")
V("GitLab", "deploy token", lambda: [T("GITLAB_DEPLOY_USER", "gitlab+deploy-token-" + digits(7), False), T("GITLAB_DEPLOY_TOKEN", "gldt-" + rs(B64URL, 20))],
  curl=c_pair_basic("https://gitlab.com/api/v4/projects/4181/packages/pypi/simple"), ko="deploy token")
V("GitLab", "pipeline trigger token", lambda: [T("TRIGGER_TOKEN", "glptt-" + hexs(40))],
  curl=lambda p: 'curl -X POST --fail -F token=%s -F ref=main https://gitlab.com/api/v4/projects/4181/trigger/pipeline' % p[0][1], ko="트리거 토큰")
V("Bitbucket", "app password", lambda: [T("BITBUCKET_USER", pick(HANDLES_EN), False), T("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8))],
  curl=c_pair_basic("https://api.bitbucket.org/2.0/repositories/acme"), special=["git_remote"], ko="앱 비밀번호")
V("Azure DevOps", "personal access token", lambda: [T("AZURE_DEVOPS_PAT", rs(LO + "234567", 52))],
  curl=lambda p: "curl -s -u :%s https://dev.azure.com/contoso/_apis/projects?api-version=7.1" % p[0][1],
  err="TF400813: The user is not authorized to access this resource.", special=["git_remote"])
V("Gitea", "access token", lambda: [T("GITEA_TOKEN", hexs(40))], curl=c_token("https://git.internal.acme.io/api/v1/user/repos"))
V("Docker Hub", "personal access token", lambda: [T("DOCKERHUB_USERNAME", pick(HANDLES_EN).replace(".", ""), False), T("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27))],
  special=["docker_login", "docker_config"], err="unauthorized: incorrect username or password", ko="액세스 토큰")
V("npm", "automation token", lambda: [T("NPM_TOKEN", g_npm())], special=["npmrc"], err="npm ERR! code E401", ko="automation 토큰")
V("PyPI", "API token", lambda: [T("TWINE_PASSWORD", g_pypi())], special=["pypirc"],
  err="403 Invalid or non-existent authentication information", ko="API 토큰")
V("RubyGems", "API key", lambda: [T("GEM_HOST_API_KEY", "rubygems_" + hexs(48))], special=["gem_credentials"])
V("NuGet", "API key", lambda: [T("NUGET_API_KEY", "oy2" + rs(LOALNUM, 43))], special=["nuget_push"])
V("crates.io", "API token", lambda: [T("CARGO_REGISTRY_TOKEN", "cio" + rs(ALNUM, 32))], special=["cargo_credentials"])
V("JFrog Artifactory", "reference token", lambda: [T("ARTIFACTORY_TOKEN", g_jfrog_ref())],
  curl=c_bearer("https://acme.jfrog.io/artifactory/api/repositories"), ko="reference token")
V("SonarQube", "user token", lambda: [T("SONAR_TOKEN", "squ_" + hexs(40))], special=["sonar_scanner"])
V("Snyk", "API token", lambda: [T("SNYK_TOKEN", uuid4())], curl=c_token("https://api.snyk.io/rest/self?version=2024-06-10"))
V("Codecov", "upload token", lambda: [T("CODECOV_TOKEN", uuid4())])
V("CircleCI", "personal API token", lambda: [T("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + hexs(40))],
  curl=c_hdr("Circle-Token", "https://circleci.com/api/v2/me"))
V("Buildkite", "API access token", lambda: [T("BUILDKITE_API_TOKEN", "bkua_" + hexs(40))],
  curl=c_bearer("https://api.buildkite.com/v2/organizations/acme/pipelines"))
V("Travis CI", "API token", lambda: [T("TRAVIS_TOKEN", rs(ALNUM, 22))],
  curl=lambda p: 'curl -s -H "Travis-API-Version: 3" -H "Authorization: token %s" https://api.travis-ci.com/repos' % p[0][1])
V("Jenkins", "API token", lambda: [T("JENKINS_USER", pick(HANDLES_EN), False), T("JENKINS_API_TOKEN", "11" + hexs(32))],
  curl=c_pair_basic("https://jenkins.internal.acme.io/job/deploy-prod/buildWithParameters?ENV=prod"), ko="API 토큰")
V("Terraform Cloud", "user API token", lambda: [T("TF_TOKEN_app_terraform_io", g_tfc())], special=["terraformrc"])
V("Pulumi", "access token", lambda: [T("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40))])
V("HashiCorp Vault", "service token", lambda: [T("VAULT_ADDR", "https://vault.internal:8200", False), T("VAULT_TOKEN", "hvs." + rs(ALNUM, 24) if chance(0.5) else "hvs.CAESI" + rs(B64URL, 82))],
  curl=c_hdr("X-Vault-Token", "https://vault.internal:8200/v1/secret/data/app"), err="permission denied",
  sdk=[("python", 'client = hvac.Client(url="{0}", token="{1}")')])
V("Doppler", "service token", lambda: [T("DOPPLER_TOKEN", "dp.st." + pick(["dev", "stg", "prd"]) + "." + rs(ALNUM, 40))], special=["doppler_run"])
V("1Password", "service account token", lambda: [T("OP_SERVICE_ACCOUNT_TOKEN", g_1password_sa())])
V("Infisical", "service token", lambda: [T("INFISICAL_TOKEN", "st." + uuid4() + "." + hexs(32) + "." + hexs(32))])
V("Bitwarden Secrets Manager", "machine account access token", lambda: [T("BWS_ACCESS_TOKEN", g_bw_sm())])
V("Tailscale", "auth key", lambda: [T("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33))], special=["tailscale_up"])
V("ngrok", "authtoken", lambda: [T("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21))], special=["ngrok_config"])
V("Postman", "API key", lambda: [T("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34))],
  curl=c_hdr("X-Api-Key", "https://api.getpostman.com/collections"))
V("Sourcegraph", "access token", lambda: [T("SRC_ACCESS_TOKEN", "sgp_" + hexs(16) + "_" + hexs(40))],
  curl=c_token("https://sourcegraph.acme.io/.api/graphql"))
V("Octopus Deploy", "API key", lambda: [T("OCTOPUS_API_KEY", "API-" + rs(UPALNUM, 26))],
  curl=c_hdr("X-Octopus-ApiKey", "https://octopus.acme.io/api/projects"))
V("Harness", "personal access token", lambda: [T("HARNESS_PLATFORM_API_KEY", "pat.%s.%s.%s" % (rs(ALNUM, 22), hexs(24), rs(ALNUM, 20)))],
  curl=c_hdr("x-api-key", "https://app.harness.io/ng/api/user/currentUser"))

# --- cloud -------------------------------------------------------------------
V("AWS", "IAM access key", lambda: (lambda k: [T("AWS_ACCESS_KEY_ID", k[0]), T("AWS_SECRET_ACCESS_KEY", k[1]), T("AWS_DEFAULT_REGION", pick(REGIONS), False)])(g_aws_pair()),
  sdk=[("python", 's3 = boto3.client("s3", aws_access_key_id="{0}", aws_secret_access_key="{1}")'),
       ("js", 'const s3 = new S3Client({ region: "{2}", credentials: { accessKeyId: "{0}", secretAccessKey: "{1}" } });'),
       ("go", 'cfg.Credentials = credentials.NewStaticCredentialsProvider("{0}", "{1}", "")'),
       ("java", 'StaticCredentialsProvider.create(AwsBasicCredentials.create("{0}", "{1}"))')],
  err="InvalidClientTokenId: The security token included in the request is invalid",
  special=["aws_credentials", "tf_aws", "aws_configure"], ko="IAM 액세스 키")
V("AWS", "temporary STS credentials", lambda: (lambda k: [T("AWS_ACCESS_KEY_ID", k[0]), T("AWS_SECRET_ACCESS_KEY", k[1]), T("AWS_SESSION_TOKEN", g_aws_session_token())])(g_aws_pair(True)),
  err="ExpiredToken: The security token included in the request is expired", ko="STS 임시 자격증명")
V("Google Cloud", "Gemini API key", lambda: [T("GEMINI_API_KEY", "AIzaSy" + rs(B64URL, 33))],
  curl=lambda p: "curl -s -H 'Content-Type: application/json' -d @req.json \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=%s\"" % p[0][1],
  sdk=[("python", 'genai.configure(api_key="{0}")')], err="400 API key not valid. Please pass a valid API key.")
V("Google", "OAuth client secret", lambda: [T("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LOALNUM, 32) + ".apps.googleusercontent.com", False), T("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28))],
  err="invalid_client: The OAuth client was not found.", ko="OAuth client secret")
V("Google", "OAuth refresh token", lambda: [T("GOOGLE_REFRESH_TOKEN", "1//0" + rs(ALNUM, 2) + "-" + rs(B64URL, 96))], err="invalid_grant: Token has been expired or revoked.")
V("Firebase", "FCM legacy server key", lambda: [T("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134))],
  curl=lambda p: 'curl -s -H "Authorization: key=%s" -H "Content-Type: application/json" https://fcm.googleapis.com/fcm/send -d @push.json' % p[0][1])
V("Firebase", "CI token", lambda: [T("FIREBASE_TOKEN", "1//0" + rs(ALNUM, 2) + "-" + rs(B64URL, 96))], special=["firebase_deploy"])
V("Microsoft Entra ID", "client secret", lambda: [T("AZURE_TENANT_ID", uuid4(), False), T("AZURE_CLIENT_ID", uuid4(), False), T("AZURE_CLIENT_SECRET", g_azure_client_secret())],
  err="AADSTS7000215: Invalid client secret provided.", special=["az_login_sp"], ko="앱 등록 client secret")
V("Azure Storage", "account key", lambda: [T("AZURE_STORAGE_ACCOUNT", pick(["acmeprodlogs", "stgmedia01", "dataexports"]), False), T("AZURE_STORAGE_KEY", b64(rbytes(64)))],
  special=["azure_conn_string"], err="AuthenticationFailed: Server failed to authenticate the request.")
V("Azure Storage", "SAS token", lambda: [T("AZURE_SAS_SIG", pct(b64(rbytes(32))))], special=["azure_sas_url"], only_special=True)
V("Azure OpenAI", "API key", lambda: [T("AZURE_OPENAI_API_KEY", hexs(32))],
  curl=c_hdr("api-key", "https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01"))
V("Azure Cosmos DB", "primary key", lambda: [T("COSMOS_KEY", b64(rbytes(64)))], special=["cosmos_conn"])
V("Azure Service Bus", "shared access key", lambda: [T("SERVICEBUS_KEY", b64(rbytes(32)))], special=["servicebus_conn"])
V("Azure Container Registry", "admin password", lambda: [T("ACR_USERNAME", "acmeregistry", False), T("ACR_PASSWORD", rs(ALNUM, 42) + "+ACR" + rs(ALNUM, 6))],
  special=["docker_login"])
V("Alibaba Cloud", "AccessKey", lambda: [T("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(ALNUM, 20)), T("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30))])
V("Tencent Cloud", "SecretId/SecretKey", lambda: [T("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32)), T("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32))])
V("Naver Cloud Platform", "API access key", lambda: [T("NCLOUD_ACCESS_KEY", rs(UPALNUM, 20)), T("NCLOUD_SECRET_KEY", rs(ALNUM, 40))], ko="API 인증키")
V("Yandex Cloud", "API key", lambda: [T("YC_API_KEY", "AQVN" + rs(B64URL, 36))],
  curl=lambda p: 'curl -s -H "Authorization: Api-Key %s" https://llm.api.cloud.yandex.net/foundationModels/v1/completion' % p[0][1])
V("IBM Cloud", "API key", lambda: [T("IBMCLOUD_API_KEY", rs(B64URL, 44))])
V("Oracle Cloud", "auth token", lambda: [T("OCI_USER", "oracleidentitycloudservice/" + pick(HANDLES_EN) + "@acme.io", False), T("OCI_AUTH_TOKEN", rs(ALNUM + "()[]<>:;.+-_", 20))],
  special=["docker_login"])
V("DigitalOcean", "personal access token", lambda: [T("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64))],
  curl=c_bearer("https://api.digitalocean.com/v2/droplets"), special=["doctl"])
V("DigitalOcean Spaces", "access key", lambda: [T("SPACES_KEY", "DO" + rs(UPALNUM, 18)), T("SPACES_SECRET", b64(rbytes(32)).rstrip("="))])
V("Linode", "personal access token", lambda: [T("LINODE_TOKEN", hexs(64))], curl=c_bearer("https://api.linode.com/v4/linode/instances"))
V("Vultr", "API key", lambda: [T("VULTR_API_KEY", rs(UPALNUM, 36))], curl=c_bearer("https://api.vultr.com/v2/instances"))
V("Hetzner Cloud", "API token", lambda: [T("HCLOUD_TOKEN", rs(ALNUM, 64))], curl=c_bearer("https://api.hetzner.cloud/v1/servers"))
V("Scaleway", "API key", lambda: [T("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17)), T("SCW_SECRET_KEY", uuid4())])
V("OVHcloud", "API credentials", lambda: [T("OVH_APPLICATION_KEY", rs(ALNUM, 16)), T("OVH_APPLICATION_SECRET", rs(ALNUM, 32)), T("OVH_CONSUMER_KEY", rs(ALNUM, 32))])
V("Cloudflare", "API token", lambda: [T("CLOUDFLARE_API_TOKEN", rs(B64URL, 40))],
  curl=c_bearer("https://api.cloudflare.com/client/v4/user/tokens/verify"), err="Invalid API Token (code 1000)", special=["wrangler_toml"])
V("Cloudflare", "Global API key", lambda: [T("CLOUDFLARE_EMAIL", pick(HANDLES_EN) + "@acme.io", False), T("CLOUDFLARE_API_KEY", hexs(37))],
  curl=lambda p: 'curl -s -H "X-Auth-Email: %s" -H "X-Auth-Key: %s" https://api.cloudflare.com/client/v4/zones' % (p[0][1], p[1][1]))
V("Cloudflare R2", "S3 API credentials", lambda: [T("R2_ACCESS_KEY_ID", hexs(32)), T("R2_SECRET_ACCESS_KEY", hexs(64))])
V("Backblaze B2", "application key", lambda: [T("B2_APPLICATION_KEY_ID", "005" + hexs(22)), T("B2_APPLICATION_KEY", "K005" + rs(ALNUM + "/+", 27))])
V("Wasabi", "access key", lambda: [T("WASABI_ACCESS_KEY", rs(UPALNUM, 20)), T("WASABI_SECRET_KEY", rs(ALNUM, 40))])
V("MinIO", "access/secret key", lambda: [T("MINIO_ACCESS_KEY", rs(UPALNUM, 20)), T("MINIO_SECRET_KEY", rs(ALNUM, 40))], special=["mc_alias"])
V("Fastly", "API token", lambda: [T("FASTLY_API_TOKEN", rs(B64URL, 32))], curl=c_hdr("Fastly-Key", "https://api.fastly.com/service"))
V("Akamai", "EdgeGrid credentials", lambda: [T("AKAMAI_HOST", "akab-" + rs(LOALNUM, 16) + "-" + rs(LOALNUM, 16) + ".luna.akamaiapis.net", False),
                                             T("AKAMAI_CLIENT_SECRET", b64(rbytes(33))), T("AKAMAI_ACCESS_TOKEN", "akab-" + rs(LOALNUM, 16) + "-" + rs(LOALNUM, 16)),
                                             T("AKAMAI_CLIENT_TOKEN", "akab-" + rs(LOALNUM, 16) + "-" + rs(LOALNUM, 16))], special=["edgerc"])

# --- AI ----------------------------------------------------------------------
V("OpenAI", "project API key", lambda: [T("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74))],
  curl=c_bearer("https://api.openai.com/v1/models"), err="401 Incorrect API key provided",
  sdk=[("python", 'client = OpenAI(api_key="{0}")'), ("js", 'const openai = new OpenAI({ apiKey: "{0}" });'),
       ("csharp", 'var client = new OpenAIClient("{0}");'), ("go", 'client := openai.NewClient(option.WithAPIKey("{0}"))'),
       ("kotlin", 'val openAI = OpenAI(token = "{0}")'), ("swift", 'let openAI = OpenAI(apiToken: "{0}")'),
       ("rust", 'let client = Client::with_config(OpenAIConfig::new().with_api_key("{0}"));')], ko="API 키")
V("OpenAI", "service account key", lambda: [T("OPENAI_API_KEY", "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74))],
  curl=c_bearer("https://api.openai.com/v1/chat/completions"), err="429 You exceeded your current quota")
V("Anthropic", "API key", lambda: [T("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA")],
  curl=lambda p: 'curl -s https://api.anthropic.com/v1/messages -H "x-api-key: %s" -H "anthropic-version: 2023-06-01" -H "content-type: application/json" -d @body.json' % p[0][1],
  err="authentication_error: invalid x-api-key",
  sdk=[("python", 'client = anthropic.Anthropic(api_key="{0}")'), ("js", 'const anthropic = new Anthropic({ apiKey: "{0}" });'),
       ("go", 'client := anthropic.NewClient(option.WithAPIKey("{0}"))'), ("java", 'AnthropicClient client = AnthropicOkHttpClient.builder().apiKey("{0}").build();')], ko="API 키")
V("Hugging Face", "user access token", lambda: [T("HF_TOKEN", "hf_" + rs(UP + LO, 34))],
  special=["hf_login"], sdk=[("python", 'login(token="{0}")')], err="401 Client Error: Unauthorized for url: https://huggingface.co/api/whoami-v2")
V("Replicate", "API token", lambda: [T("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37))], curl=c_bearer("https://api.replicate.com/v1/account"),
  sdk=[("python", 'client = replicate.Client(api_token="{0}")')])
V("Groq", "API key", lambda: [T("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52))], curl=c_bearer("https://api.groq.com/openai/v1/models"),
  sdk=[("python", 'client = Groq(api_key="{0}")')])
V("Perplexity", "API key", lambda: [T("PERPLEXITY_API_KEY", "pplx-" + rs(ALNUM, 48))], curl=c_bearer("https://api.perplexity.ai/chat/completions", "-X POST "))
V("xAI", "API key", lambda: [T("XAI_API_KEY", "xai-" + rs(ALNUM, 80))], curl=c_bearer("https://api.x.ai/v1/models"))
V("OpenRouter", "API key", lambda: [T("OPENROUTER_API_KEY", "sk-or-v1-" + hexs(64))], curl=c_bearer("https://openrouter.ai/api/v1/auth/key"))
V("DeepSeek", "API key", lambda: [T("DEEPSEEK_API_KEY", "sk-" + hexs(32))], curl=c_bearer("https://api.deepseek.com/models"))
V("Mistral AI", "API key", lambda: [T("MISTRAL_API_KEY", rs(ALNUM, 32))], curl=c_bearer("https://api.mistral.ai/v1/models"),
  sdk=[("python", 'client = Mistral(api_key="{0}")')])
V("Cohere", "API key", lambda: [T("CO_API_KEY", rs(ALNUM, 40))], sdk=[("python", 'co = cohere.ClientV2(api_key="{0}")')])
V("Together AI", "API key", lambda: [T("TOGETHER_API_KEY", "tgp_v1_" + rs(B64URL, 43))], curl=c_bearer("https://api.together.xyz/v1/models"))
V("Fireworks AI", "API key", lambda: [T("FIREWORKS_API_KEY", "fw_" + rs(ALNUM, 24))], curl=c_bearer("https://api.fireworks.ai/inference/v1/models"))
V("Voyage AI", "API key", lambda: [T("VOYAGE_API_KEY", "pa-" + rs(B64URL, 43))])
V("Jina AI", "API key", lambda: [T("JINA_API_KEY", "jina_" + rs(ALNUM, 60))], curl=c_bearer("https://api.jina.ai/v1/embeddings", "-X POST "))
V("Cerebras", "API key", lambda: [T("CEREBRAS_API_KEY", "csk-" + rs(LOALNUM, 48))])
V("ElevenLabs", "API key", lambda: [T("ELEVENLABS_API_KEY", "sk_" + hexs(48))], curl=c_hdr("xi-api-key", "https://api.elevenlabs.io/v1/voices"))
V("AssemblyAI", "API key", lambda: [T("ASSEMBLYAI_API_KEY", hexs(32))], curl=c_hdr("authorization", "https://api.assemblyai.com/v2/transcript"))
V("Deepgram", "API key", lambda: [T("DEEPGRAM_API_KEY", hexs(40))],
  curl=lambda p: 'curl -s -H "Authorization: Token %s" https://api.deepgram.com/v1/projects' % p[0][1])
V("LangSmith", "personal API key", lambda: [T("LANGSMITH_API_KEY", "lsv2_pt_" + hexs(32) + "_" + hexs(10))])
V("Langfuse", "secret key", lambda: [T("LANGFUSE_PUBLIC_KEY", "pk-lf-" + uuid4(), False), T("LANGFUSE_SECRET_KEY", "sk-lf-" + uuid4())])
V("Weights & Biases", "API key", lambda: [T("WANDB_API_KEY", hexs(40))], special=["netrc_wandb"])
V("Pinecone", "API key", lambda: [T("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 6) + "_" + rs(ALNUM, 63))],
  sdk=[("python", 'pc = Pinecone(api_key="{0}")')])
V("Modal", "token", lambda: [T("MODAL_TOKEN_ID", "ak-" + rs(ALNUM, 22)), T("MODAL_TOKEN_SECRET", "as-" + rs(ALNUM, 22))])
V("RunPod", "API key", lambda: [T("RUNPOD_API_KEY", "rpa_" + rs(UPALNUM, 44))])
V("Kaggle", "API key", lambda: [T("KAGGLE_USERNAME", pick(HANDLES_EN).replace(".", ""), False), T("KAGGLE_KEY", hexs(32))], special=["kaggle_json"])

# --- payments / commerce -------------------------------------------------------
V("Stripe", "live secret key", lambda: [T("STRIPE_SECRET_KEY", "sk_live_" + (("51" + rs(ALNUM, 97)) if chance(0.6) else rs(ALNUM, 24)))],
  curl=c_basic_user("https://api.stripe.com/v1/charges?limit=3"), err="401 Invalid API Key provided",
  sdk=[("python", 'stripe.api_key = "{0}"'), ("js", "const stripe = new Stripe('{0}');"), ("ruby", "Stripe.api_key = '{0}'"),
       ("php", "\\Stripe\\Stripe::setApiKey('{0}');"), ("java", 'Stripe.apiKey = "{0}";'), ("go", 'stripe.Key = "{0}"'),
       ("csharp", 'StripeConfiguration.ApiKey = "{0}";')], ko="시크릿 키")
V("Stripe", "restricted key", lambda: [T("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97))], curl=c_basic_user("https://api.stripe.com/v1/invoices?limit=5"))
V("Stripe", "webhook signing secret", lambda: [T("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32))],
  err="No signatures found matching the expected signature for payload", ko="웹훅 signing secret")
V("PayPal", "REST client secret", lambda: [T("PAYPAL_CLIENT_ID", "A" + rs(B64URL, 79), False), T("PAYPAL_CLIENT_SECRET", "E" + rs(B64URL, 79))],
  curl=lambda p: 'curl -s -u "%s:%s" -d "grant_type=client_credentials" https://api-m.paypal.com/v1/oauth2/token' % (p[0][1], p[1][1]))
V("Braintree", "access token", lambda: [T("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOALNUM, 16) + "$" + hexs(32))])
V("Square", "access token", lambda: [T("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60))], curl=c_bearer("https://connect.squareup.com/v2/locations"))
V("Adyen", "API key", lambda: [T("ADYEN_API_KEY", g_adyen())], curl=c_hdr("X-API-Key", "https://checkout-test.adyen.com/v71/paymentMethods", "-d @pm.json "))
V("Razorpay", "key secret", lambda: [T("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), False), T("RAZORPAY_KEY_SECRET", rs(ALNUM, 24))],
  curl=c_pair_basic("https://api.razorpay.com/v1/payments"))
V("Paystack", "secret key", lambda: [T("PAYSTACK_SECRET_KEY", "sk_live_" + hexs(40))], curl=c_bearer("https://api.paystack.co/transaction"))
V("Flutterwave", "secret key", lambda: [T("FLW_SECRET_KEY", "FLWSECK-" + hexs(32) + "-X")], curl=c_bearer("https://api.flutterwave.com/v3/transactions"))
V("Mollie", "live API key", lambda: [T("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30))], curl=c_bearer("https://api.mollie.com/v2/payments"))
V("Plaid", "secret", lambda: [T("PLAID_CLIENT_ID", hexs(24), False), T("PLAID_SECRET", hexs(30))])
V("Plaid", "access token", lambda: [T("PLAID_ACCESS_TOKEN", "access-production-" + uuid4())])
V("Toss Payments", "secret key", lambda: [T("TOSS_SECRET_KEY", "live_sk_" + rs(ALNUM, 28))],
  curl=lambda p: ("curl -s https://api.tosspayments.com/v1/payments/confirm -H \"Authorization: Basic %s\" -H 'Content-Type: application/json' -d @confirm.json" % b64s(p[0][1] + ":"), [b64s(p[0][1] + ":")]),
  ko="시크릿 키")
V("PortOne", "API secret", lambda: [T("PORTONE_API_SECRET", rs(ALNUM, 80))], ko="V2 API Secret")
V("Shopify", "Admin API access token", lambda: [T("SHOPIFY_ADMIN_TOKEN", "shpat_" + hexs(32))],
  curl=c_hdr("X-Shopify-Access-Token", "https://acme-store.myshopify.com/admin/api/2024-07/products.json"))
V("Shopify", "app API secret", lambda: [T("SHOPIFY_API_KEY", hexs(32), False), T("SHOPIFY_API_SECRET", "shpss_" + hexs(32))])
V("Binance", "API key pair", lambda: [T("BINANCE_API_KEY", rs(ALNUM, 64)), T("BINANCE_API_SECRET", rs(ALNUM, 64))])
V("Coinbase", "legacy API key", lambda: [T("COINBASE_API_KEY", rs(ALNUM, 16)), T("COINBASE_API_SECRET", rs(ALNUM, 32))])
V("Etherscan", "API key", lambda: [T("ETHERSCAN_API_KEY", rs(UPALNUM, 34))], curl=c_query("apikey", "https://api.etherscan.io/api?module=account&action=balance&address=0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe"))
V("Infura", "API key secret", lambda: [T("INFURA_PROJECT_ID", hexs(32), False), T("INFURA_API_KEY_SECRET", hexs(32))])
V("Alchemy", "API key", lambda: [T("ALCHEMY_API_KEY", rs(B64URL, 32))], special=["rpc_url_alchemy"])
V("Shippo", "live API token", lambda: [T("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40))],
  curl=lambda p: 'curl -s -H "Authorization: ShippoToken %s" https://api.goshippo.com/shipments/' % p[0][1])
V("EasyPost", "production API key", lambda: [T("EASYPOST_API_KEY", "EZAK" + rs(ALNUM, 54))], curl=c_basic_user("https://api.easypost.com/v2/shipments"))
V("Lob", "live API key", lambda: [T("LOB_API_KEY", "live_" + hexs(35))], curl=c_basic_user("https://api.lob.com/v1/addresses"))

# --- messaging / comms -------------------------------------------------------
V("Slack", "bot token", lambda: [T("SLACK_BOT_TOKEN", g_slack("xoxb"))], curl=c_bearer("https://slack.com/api/auth.test", "-X POST "),
  err='{"ok":false,"error":"invalid_auth"}', sdk=[("python", 'client = WebClient(token="{0}")'), ("js", 'const app = new App({ token: "{0}", signingSecret: process.env.SLACK_SIGNING_SECRET });')],
  ko="봇 토큰")
V("Slack", "user token", lambda: [T("SLACK_USER_TOKEN", g_slack("xoxp"))], curl=c_bearer("https://slack.com/api/conversations.history?channel=C04QJ2M7N5B"))
V("Slack", "app-level token", lambda: [T("SLACK_APP_TOKEN", g_slack("xapp"))], err='{"ok":false,"error":"not_allowed_token_type"}')
V("Slack", "incoming webhook", lambda: [T("SLACK_WEBHOOK_SECRET", rs(ALNUM, 24))], special=["slack_webhook"], ko="웹훅 URL", only_special=True)
V("Discord", "bot token", lambda: [T("DISCORD_TOKEN", g_discord_bot())],
  curl=lambda p: 'curl -s -H "Authorization: Bot %s" https://discord.com/api/v10/users/@me' % p[0][1],
  sdk=[("js", "client.login('{0}');"), ("python", 'bot.run("{0}")')], ko="봇 토큰")
V("Discord", "webhook", lambda: [T("DISCORD_WEBHOOK_TOKEN", rs(B64URL, 68))], special=["discord_webhook"], ko="웹훅", only_special=True)
V("Telegram", "bot token", lambda: [T("TELEGRAM_BOT_TOKEN", "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33)))], special=["telegram_url"], ko="봇 토큰",
  sdk=[("python", 'app = Application.builder().token("{0}").build()'), ("js", "const bot = new Telegraf('{0}');")])
V("Microsoft Teams", "incoming webhook", lambda: [T("TEAMS_WEBHOOK_ID", hexs(32)), T("TEAMS_WEBHOOK_SIG", "V2" + rs(B64URL, 43))], special=["teams_webhook"], only_special=True)
V("Mattermost", "personal access token", lambda: [T("MM_TOKEN", rs(LOALNUM, 26))], curl=c_bearer("https://chat.acme.io/api/v4/users/me"))
V("Twilio", "auth token", lambda: [T("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), T("TWILIO_AUTH_TOKEN", hexs(32))],
  curl=lambda p: "curl -s -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json --data-urlencode 'To=+15558675310' --data-urlencode 'From=+15017122661' --data-urlencode 'Body=test' -u %s:%s" % (p[0][1], p[0][1], p[1][1]),
  sdk=[("python", 'client = Client("{0}", "{1}")'), ("node", "const client = require('twilio')('{0}', '{1}');"),
       ("csharp", 'TwilioClient.Init("{0}", "{1}");')], err="20003 Authenticate", ko="Auth Token")
V("Twilio", "API key and secret", lambda: [T("TWILIO_API_KEY", "SK" + hexs(32)), T("TWILIO_API_SECRET", rs(ALNUM, 32))])
V("SendGrid", "API key", lambda: [T("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43))],
  curl=c_bearer("https://api.sendgrid.com/v3/scopes"), err="401 The provided authorization grant is invalid, expired, or revoked",
  sdk=[("js", "sgMail.setApiKey('{0}');"), ("python", 'sg = SendGridAPIClient("{0}")')])
V("Mailgun", "API key", lambda: [T("MAILGUN_API_KEY", pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]))],
  curl=lambda p: "curl -s --user 'api:%s' https://api.mailgun.net/v3/mg.acme.io/messages -F from='ops@mg.acme.io' -F to=me@acme.io -F subject=test -F text=hi" % p[0][1])
V("Mailchimp", "API key", lambda: [T("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)))])
V("Postmark", "server token", lambda: [T("POSTMARK_SERVER_TOKEN", uuid4())], curl=c_hdr("X-Postmark-Server-Token", "https://api.postmarkapp.com/server"))
V("Resend", "API key", lambda: [T("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24))], curl=c_bearer("https://api.resend.com/domains"),
  sdk=[("js", "const resend = new Resend('{0}');")])
V("Brevo", "API key", lambda: [T("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(ALNUM, 16))], curl=c_hdr("api-key", "https://api.brevo.com/v3/account"))
V("Vonage", "API key and secret", lambda: [T("VONAGE_API_KEY", hexs(8)), T("VONAGE_API_SECRET", rs(ALNUM, 16))])
V("MessageBird", "live access key", lambda: [T("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25))],
  curl=lambda p: 'curl -s -H "Authorization: AccessKey %s" https://rest.messagebird.com/balance' % p[0][1])
V("Plivo", "auth token", lambda: [T("PLIVO_AUTH_ID", "MA" + rs(UPALNUM, 18), False), T("PLIVO_AUTH_TOKEN", rs(ALNUM, 40))])
V("Pusher", "app secret", lambda: [T("PUSHER_APP_ID", digits(7), False), T("PUSHER_KEY", hexs(20), False), T("PUSHER_SECRET", hexs(20))])
V("Ably", "API key", lambda: [T("ABLY_API_KEY", g_ably())])
V("LINE", "channel access token", lambda: [T("LINE_CHANNEL_SECRET", hexs(32)), T("LINE_CHANNEL_ACCESS_TOKEN", g_line_token())])
V("Kakao", "Admin key", lambda: [T("KAKAO_ADMIN_KEY", hexs(32))],
  curl=lambda p: 'curl -s -H "Authorization: KakaoAK %s" "https://kapi.kakao.com/v1/user/ids?limit=10"' % p[0][1], ko="어드민 키")
V("Naver Developers", "client secret", lambda: [T("NAVER_CLIENT_ID", rs(ALNUM, 20), False), T("NAVER_CLIENT_SECRET", rs(ALNUM, 10))],
  curl=lambda p: 'curl -s "https://openapi.naver.com/v1/search/blog.json?query=%%EC%%BB%%A4%%ED%%94%%BC" -H "X-Naver-Client-Id: %s" -H "X-Naver-Client-Secret: %s"' % (p[0][1], p[1][1]))
V("OneSignal", "REST API key", lambda: [T("ONESIGNAL_REST_API_KEY", "os_v2_app_" + rs("abcdefghijklmnopqrstuvwxyz234567", 100))])
V("Expo", "access token", lambda: [T("EXPO_TOKEN", rs(B64URL, 40))])

# --- observability --------------------------------------------------------------
V("Datadog", "API and application keys", lambda: [T("DD_API_KEY", hexs(32)), T("DD_APP_KEY", hexs(40))],
  sdk=[("python", 'configuration.api_key["apiKeyAuth"] = "{0}"\nconfiguration.api_key["appKeyAuth"] = "{1}"')],
  curl=lambda p: 'curl -s -H "DD-API-KEY: %s" -H "DD-APPLICATION-KEY: %s" https://api.datadoghq.com/api/v1/validate' % (p[0][1], p[1][1]),
  special=["datadog_agent"], ko="API 키/앱 키")
V("New Relic", "user API key", lambda: [T("NEW_RELIC_API_KEY", "NRAK-" + rs(UPALNUM, 27))],
  curl=c_hdr("API-Key", "https://api.newrelic.com/graphql", "-d @query.json "))
V("New Relic", "license key", lambda: [T("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL")], special=["newrelic_yml"])
V("Sentry", "organization auth token", lambda: [T("SENTRY_AUTH_TOKEN", g_sentry_org())], special=["sentryclirc"], err="error: API request failed (401 Unauthorized)")
V("Sentry", "user auth token", lambda: [T("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64))], curl=c_bearer("https://sentry.io/api/0/projects/"))
V("Grafana", "service account token", lambda: [T("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + hexs(8))],
  curl=c_bearer("https://grafana.internal.acme.io/api/dashboards/uid/ops-overview"))
V("Grafana Cloud", "access policy token", lambda: [T("GRAFANA_CLOUD_TOKEN", g_grafana_cloud())])
V("PagerDuty", "REST API key", lambda: [T("PAGERDUTY_TOKEN", "u+" + rs(ALNUM + "_-", 18))],
  curl=lambda p: 'curl -s -H "Authorization: Token token=%s" -H "Accept: application/vnd.pagerduty+json;version=2" https://api.pagerduty.com/services' % p[0][1])
V("Opsgenie", "API key", lambda: [T("OPSGENIE_API_KEY", uuid4())],
  curl=lambda p: 'curl -s -H "Authorization: GenieKey %s" https://api.opsgenie.com/v2/alerts' % p[0][1])
V("Splunk", "HEC token", lambda: [T("SPLUNK_HEC_TOKEN", uuid4(upper=True))],
  curl=lambda p: 'curl -k https://splunk.internal:8088/services/collector/event -H "Authorization: Splunk %s" -d \'{"event": "deploy finished"}\'' % p[0][1])
V("Rollbar", "post_server_item token", lambda: [T("ROLLBAR_ACCESS_TOKEN", hexs(32))], curl=c_hdr("X-Rollbar-Access-Token", "https://api.rollbar.com/api/1/deploy", "-X POST "))
V("Bugsnag", "API key", lambda: [T("BUGSNAG_API_KEY", hexs(32))])
V("Honeycomb", "API key", lambda: [T("HONEYCOMB_API_KEY", rs(ALNUM, 22))], curl=c_hdr("X-Honeycomb-Team", "https://api.honeycomb.io/1/auth"))
V("Dynatrace", "API token", lambda: [T("DT_API_TOKEN", "dt0c01." + rs(UPALNUM, 24) + "." + rs(UPALNUM, 64))],
  curl=lambda p: 'curl -s -H "Authorization: Api-Token %s" https://abc12345.live.dynatrace.com/api/v2/metrics' % p[0][1])
V("Sumo Logic", "access key", lambda: [T("SUMO_ACCESS_ID", "su" + rs(ALNUM, 12)), T("SUMO_ACCESS_KEY", rs(ALNUM, 64))])
V("Better Stack", "source token", lambda: [T("LOGTAIL_SOURCE_TOKEN", rs(ALNUM, 24))], curl=c_bearer("https://in.logs.betterstack.com", "-X POST -d '{\"message\":\"hi\"}' "))

# --- hosting / databases / backend ----------------------------------------------
V("Vercel", "access token", lambda: [T("VERCEL_TOKEN", rs(ALNUM, 24))], curl=c_bearer("https://api.vercel.com/v9/projects"), special=["vercel_cli"])
V("Netlify", "personal access token", lambda: [T("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36))], curl=c_bearer("https://api.netlify.com/api/v1/sites"))
V("Fly.io", "deploy token", lambda: [T("FLY_API_TOKEN", g_fly())])
V("Render", "API key", lambda: [T("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32))], curl=c_bearer("https://api.render.com/v1/services?limit=20"))
V("Railway", "API token", lambda: [T("RAILWAY_TOKEN", uuid4())])
V("Heroku", "API key", lambda: [T("HEROKU_API_KEY", "HRKU-AA" + rs(B64URL, 58))], special=["netrc_heroku"])
V("Supabase", "service_role key", lambda: [T("SUPABASE_URL", "https://" + rs(LO, 20) + ".supabase.co", False), T("SUPABASE_SERVICE_ROLE_KEY", g_supabase_service())],
  sdk=[("js", "const supabase = createClient('{0}', '{1}');")], ko="service_role 키")
V("Supabase", "personal access token", lambda: [T("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40))])
V("PlanetScale", "service token", lambda: [T("PLANETSCALE_SERVICE_TOKEN_ID", rs(LOALNUM, 12), False), T("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64URL, 43))])
V("Neon", "API key", lambda: [T("NEON_API_KEY", "napi_" + rs(LOALNUM, 60))], curl=c_bearer("https://console.neon.tech/api/v2/projects"))
V("MongoDB Atlas", "API private key", lambda: [T("MONGODB_ATLAS_PUBLIC_KEY", rs(LO, 8), False), T("MONGODB_ATLAS_PRIVATE_KEY", uuid4())],
  curl=lambda p: 'curl -s --user "%s:%s" --digest https://cloud.mongodb.com/api/atlas/v2/groups' % (p[0][1], p[1][1]))
V("Upstash", "Redis REST token", lambda: [T("UPSTASH_REDIS_REST_URL", "https://" + pick(["usw1", "apn1", "eu2"]) + "-" + pick(["happy", "brave", "calm"]) + "-" + pick(["otter", "lynx", "crane"]) + "-" + digits(5) + ".upstash.io", False),
                                          T("UPSTASH_REDIS_REST_TOKEN", g_upstash())])
V("Turso", "database auth token", lambda: [T("TURSO_AUTH_TOKEN", g_turso())])
V("Clerk", "secret key", lambda: [T("CLERK_SECRET_KEY", "sk_live_" + rs(ALNUM, 40))])
V("Auth0", "client secret", lambda: [T("AUTH0_DOMAIN", "acme.eu.auth0.com", False), T("AUTH0_CLIENT_ID", rs(ALNUM, 32), False), T("AUTH0_CLIENT_SECRET", rs(B64URL, 64))])
V("Okta", "API token", lambda: [T("OKTA_API_TOKEN", "00" + rs(B64URL, 40))],
  curl=lambda p: 'curl -s -H "Authorization: SSWS %s" https://acme.okta.com/api/v1/users?limit=25' % p[0][1])
V("Stytch", "secret", lambda: [T("STYTCH_PROJECT_ID", "project-live-" + uuid4(), False), T("STYTCH_SECRET", "secret-live-" + rs(B64URL, 36))])
V("Algolia", "Admin API key", lambda: [T("ALGOLIA_APP_ID", rs(UPALNUM, 10), False), T("ALGOLIA_ADMIN_KEY", hexs(32))],
  curl=lambda p: 'curl -s -H "X-Algolia-Application-Id: %s" -H "X-Algolia-API-Key: %s" https://%s.algolia.net/1/indexes' % (p[0][1], p[1][1], p[0][1].lower()))
V("Meilisearch", "master key", lambda: [T("MEILI_MASTER_KEY", rs(B64URL, 40))], special=["docker_run_meili"])
V("Typesense", "admin API key", lambda: [T("TYPESENSE_API_KEY", rs(ALNUM, 32))], curl=c_hdr("X-TYPESENSE-API-KEY", "http://localhost:8108/collections"))
V("Elastic Cloud", "API key", lambda: [T("ELASTIC_API_KEY", g_elastic_api_key())],
  curl=lambda p: 'curl -s -H "Authorization: ApiKey %s" https://acme.es.us-east-1.aws.found.io/_cat/indices' % p[0][1])
V("Confluent Cloud", "API key and secret", lambda: [T("CONFLUENT_API_KEY", rs(UPALNUM, 16)), T("CONFLUENT_API_SECRET", rs(ALNUM + "+/", 64))], special=["kafka_jaas"])
V("Databricks", "personal access token", lambda: [T("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]))], special=["databrickscfg"])
V("Hasura", "admin secret", lambda: [T("HASURA_GRAPHQL_ADMIN_SECRET", rs(ALNUM, 32))], curl=c_hdr("x-hasura-admin-secret", "https://api.acme.io/v1/graphql", "-d @q.json "))
V("Cloudinary", "API secret", lambda: [T("CLOUDINARY_API_KEY", digits(15), False), T("CLOUDINARY_API_SECRET", rs(B64URL, 27))], special=["cloudinary_url"])
V("Mapbox", "secret access token", lambda: [T("MAPBOX_DOWNLOADS_TOKEN", g_mapbox_sk(pick(["acme-maps", "dana-w", "geo-team"])))], special=["gradle_mapbox"])
V("HERE", "API key", lambda: [T("HERE_API_KEY", rs(B64URL, 43))])
V("Contentful", "management token", lambda: [T("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43))])
V("Sanity", "API token", lambda: [T("SANITY_API_TOKEN", "sk" + rs(ALNUM, 100))])
V("Storyblok", "management token", lambda: [T("STORYBLOK_OAUTH_TOKEN", rs(ALNUM, 24) + "-" + digits(6) + "-" + rs(ALNUM, 20))])
V("Mixpanel", "API secret", lambda: [T("MIXPANEL_API_SECRET", hexs(32))])
V("Amplitude", "secret key", lambda: [T("AMPLITUDE_API_KEY", hexs(32), False), T("AMPLITUDE_SECRET_KEY", hexs(32))])
V("LaunchDarkly", "server-side SDK key", lambda: [T("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4())], sdk=[("go", 'ldClient, _ := ld.MakeClient("{0}", 5*time.Second)')])
V("LaunchDarkly", "API access token", lambda: [T("LD_API_TOKEN", "api-" + uuid4())],
  curl=lambda p: 'curl -s -H "Authorization: %s" https://app.launchdarkly.com/api/v2/flags/default' % p[0][1])

# --- productivity / SaaS ----------------------------------------------------------
V("Atlassian", "API token", lambda: [T("JIRA_EMAIL", pick(HANDLES_EN) + "@acme.io", False), T("JIRA_API_TOKEN", g_atlassian())],
  curl=lambda p: 'curl -s -u %s:%s -H "Accept: application/json" https://acme.atlassian.net/rest/api/3/myself' % (p[0][1], p[1][1]), ko="API 토큰")
V("Linear", "personal API key", lambda: [T("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40))], sdk=[("ts", 'const linear = new LinearClient({ apiKey: "{0}" });')],
  curl=lambda p: 'curl -s -X POST -H "Content-Type: application/json" -H "Authorization: %s" --data \'{ "query": "{ viewer { id name } }" }\' https://api.linear.app/graphql' % p[0][1])
V("Notion", "internal integration secret", lambda: [T("NOTION_TOKEN", "ntn_" + digits(11) + rs(ALNUM, 35))],
  curl=lambda p: 'curl -s https://api.notion.com/v1/users/me -H "Authorization: Bearer %s" -H "Notion-Version: 2022-06-28"' % p[0][1],
  sdk=[("js", "const notion = new Client({ auth: '{0}' });")])
V("Airtable", "personal access token", lambda: [T("AIRTABLE_PAT", "pat" + rs(ALNUM, 14) + "." + hexs(64))], curl=c_bearer("https://api.airtable.com/v0/meta/bases"))
V("Asana", "personal access token", lambda: [T("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), hexs(32)))], curl=c_bearer("https://app.asana.com/api/1.0/users/me"))
V("Figma", "personal access token", lambda: [T("FIGMA_TOKEN", "figd_" + rs(B64URL, 40))], curl=c_hdr("X-Figma-Token", "https://api.figma.com/v1/me"))
V("ClickUp", "personal API token", lambda: [T("CLICKUP_API_TOKEN", "pk_" + digits(8) + "_" + rs(UPALNUM, 32))],
  curl=lambda p: 'curl -s -H "Authorization: %s" https://api.clickup.com/api/v2/team' % p[0][1])
V("Trello", "API token", lambda: [T("TRELLO_KEY", hexs(32), False), T("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(HEXU, 8))])
V("Todoist", "API token", lambda: [T("TODOIST_API_TOKEN", hexs(40))], curl=c_bearer("https://api.todoist.com/rest/v2/projects"))
V("Zendesk", "API token", lambda: [T("ZENDESK_EMAIL", pick(HANDLES_EN) + "@acme.io", False), T("ZENDESK_API_TOKEN", rs(ALNUM, 40))],
  curl=lambda p: "curl -s https://acme.zendesk.com/api/v2/tickets.json -u %s/token:%s" % (p[0][1], p[1][1]))
V("HubSpot", "private app token", lambda: [T("HUBSPOT_ACCESS_TOKEN", "pat-" + pick(["na1", "eu1"]) + "-" + uuid4())], curl=c_bearer("https://api.hubapi.com/crm/v3/objects/contacts?limit=10"))
V("Intercom", "access token", lambda: [T("INTERCOM_ACCESS_TOKEN", g_intercom())], curl=c_bearer("https://api.intercom.io/me"))
V("Typeform", "personal access token", lambda: [T("TYPEFORM_TOKEN", "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14))], curl=c_bearer("https://api.typeform.com/forms"))
V("Dropbox", "access token", lambda: [T("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64URL, 138))], curl=c_bearer("https://api.dropboxapi.com/2/users/get_current_account", "-X POST "))
V("Box", "developer token", lambda: [T("BOX_DEVELOPER_TOKEN", rs(ALNUM, 32))], curl=c_bearer("https://api.box.com/2.0/users/me"))
V("Zoom", "Server-to-Server OAuth client secret", lambda: [T("ZOOM_ACCOUNT_ID", rs(B64URL, 22), False), T("ZOOM_CLIENT_ID", rs(ALNUM, 22), False), T("ZOOM_CLIENT_SECRET", rs(ALNUM, 32))])
V("Spotify", "client secret", lambda: [T("SPOTIFY_CLIENT_ID", hexs(32), False), T("SPOTIFY_CLIENT_SECRET", hexs(32))])
V("Twitch", "client secret", lambda: [T("TWITCH_CLIENT_ID", rs(LOALNUM, 30), False), T("TWITCH_CLIENT_SECRET", rs(LOALNUM, 30))])
V("X (Twitter)", "API bearer token", lambda: [T("TWITTER_BEARER_TOKEN", g_twitter_bearer())], curl=c_bearer("https://api.twitter.com/2/users/me"))
V("Meta", "Graph API access token", lambda: [T("FB_ACCESS_TOKEN", "EAA" + pick(["B", "G", "J"]) + rs(ALNUM, 180))],
  curl=lambda p: 'curl -s "https://graph.facebook.com/v19.0/me/accounts?access_token=%s"' % p[0][1])


# ----------------------------------------------------------------------------
# containers: how a credential sits in a snippet
# ----------------------------------------------------------------------------
SAFE_SH = re.compile(r"^[A-Za-z0-9_\-.:/+=@,%]+$")


def shq(v, force=False):
    if not force and SAFE_SH.match(v):
        return v
    return "'" + v + "'"


def dq(v):
    return '"' + v + '"'


def cfg_split(var):
    parts = var.lower().split("_")
    if len(parts) == 1:
        return "app", parts[0]
    return parts[0], "_".join(parts[1:])


def camel(s):
    bits = s.split("_")
    return bits[0] + "".join(b.capitalize() for b in bits[1:])


def pascal(s):
    return "".join(b.capitalize() for b in s.split("_"))


NOISE_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "TZ=Asia/Seoul", "APP_URL=https://app.acme.io",
             "DATABASE_HOST=db-stg-01.internal", "REDIS_URL=redis://redis:6379/0", "FEATURE_NEW_CHECKOUT=true",
             "SENTRY_ENVIRONMENT=staging", "WORKERS=4", "DEBUG=false", "CACHE_TTL=300", "S3_BUCKET=acme-uploads-stg",
             "OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector:4317", "PYTHONUNBUFFERED=1", "RAILS_ENV=production"]
DOTENV_FILES = [".env", ".env.local", ".env.production", ".env.staging", "apps/api/.env", "services/worker/.env",
                "docker/.env", ".env.development.local", "backend/.env"]
CONFIG_JSON = ["config/local.json", "appsettings.Development.json", "config/default.json", "secrets.local.json", "settings.json"]
CONFIG_YAML = ["config/settings.yaml", "helm/values-staging.yaml", "src/main/resources/application.yml", "config.yml", "deploy/values.yaml"]


def r_dotenv(v, p, lang):
    lines = [f"{n}={val}" for n, val, _ in p]
    for _ in range(rint(0, 3)):
        lines.insert(rint(0, len(lines)), pick(NOISE_ENV))
    f = pick(DOTENV_FILES)
    return dict(kind="config", s="\n".join(lines), label="dotenv " + f, en="in " + f, ko=f + "에")


def r_export(v, p, lang):
    q = chance(0.4)
    lines = [f"export {n}={shq(val, q)}" for n, val, _ in p]
    f = pick(["~/.zshrc", "~/.bashrc", "the deploy shell", "the build box profile", "scripts/env.sh"])
    return dict(kind="command", s="\n".join(lines), label="shell export", en="in " + f, ko=f + "에")


def r_inline(v, p, lang):
    cmd = pick(["npm run sync", "python manage.py import_orders", "./scripts/deploy.sh " + pick(ENVS), "node scripts/backfill.js",
                "go run ./cmd/worker", "pnpm test:e2e", "bundle exec rake sync:all", "make integration-test", "uv run pytest -m live"])
    env = " ".join(f"{n}={shq(val)}" for n, val, _ in p)
    return dict(kind="command", s=f"{env} {cmd}", label="inline env command", en="on the command line", ko="커맨드 앞에 붙여서")


def r_powershell(v, p, lang):
    return dict(kind="command", s="\n".join(f'$env:{n} = "{val}"' for n, val, _ in p), label="PowerShell $env", en="in the PowerShell session", ko="PowerShell 세션에서")


def r_setx(v, p, lang):
    return dict(kind="command", s="\n".join(f'setx {n} "{val}"' for n, val, _ in p), label="Windows setx", en="with setx on the Windows runner", ko="Windows 러너에서 setx로")


def r_fish(v, p, lang):
    return dict(kind="config", s="\n".join(f"set -gx {n} {shq(val)}" for n, val, _ in p), label="fish set -gx", en="in config.fish", ko="config.fish에")


def r_json(v, p, lang):
    sec, _ = cfg_split(p[0][0])
    inner = {camel(cfg_split(n)[1]): val for n, val, _ in p}
    obj = {sec: inner}
    if chance(0.5):
        obj = {"env": pick(ENVS), "logLevel": "info", sec: inner}
    f = pick(CONFIG_JSON)
    return dict(kind="config", s=json.dumps(obj, indent=2, ensure_ascii=False), label="JSON " + f, en="in " + f, ko=f + "에")


def r_yaml(v, p, lang):
    sec, _ = cfg_split(p[0][0])
    q = pick(['"', "'", ""])
    body = "\n".join(f"  {cfg_split(n)[1]}: {q}{val}{q}" for n, val, _ in p)
    pre = pick(["", "server:\n  port: 8080\n", "logging:\n  level: INFO\n"])
    f = pick(CONFIG_YAML)
    return dict(kind="config", s=f"{pre}{sec}:\n{body}", label="YAML " + f, en="in " + f, ko=f + "에")


def r_toml(v, p, lang):
    sec, _ = cfg_split(p[0][0])
    f = pick([".streamlit/secrets.toml", "config.toml", "settings.toml", "samconfig.toml"])
    body = "\n".join(f'{cfg_split(n)[1]} = "{val}"' for n, val, _ in p)
    return dict(kind="config", s=f"[{sec}]\n{body}", label="TOML " + f, en="in " + f, ko=f + "에")


def r_ini(v, p, lang):
    sec, _ = cfg_split(p[0][0])
    f = pick(["config.ini", "settings.cfg", "tox.ini", "app.conf"])
    body = "\n".join(f"{cfg_split(n)[1]} = {val}" for n, val, _ in p)
    return dict(kind="config", s=f"[{sec}]\n{body}", label="INI " + f, en="in " + f, ko=f + "에")


def r_properties(v, p, lang):
    sec, _ = cfg_split(p[0][0])
    f = pick(["application.properties", "gradle.properties", "local.properties", "config/app.properties"])
    body = "\n".join(f"{sec}.{cfg_split(n)[1].replace('_', '-')}={val}" for n, val, _ in p)
    return dict(kind="config", s=body, label="properties " + f, en="in " + f, ko=f + "에")


def r_xml(v, p, lang):
    if any(c in val for _, val, _ in p for c in '&<>"'):
        return None
    sec, _ = cfg_split(p[0][0])
    lines = [f'    <add key="{pascal(sec)}:{pascal(cfg_split(n)[1])}" value="{val}" />' for n, val, _ in p]
    return dict(kind="config", s="<appSettings>\n" + "\n".join(lines) + "\n</appSettings>", label="XML web.config appSettings",
                en="in web.config", ko="web.config에")


def r_gha(v, p, lang):
    body = "\n".join(f"      {n}: {val}" for n, val, _ in p)
    s = f"jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n{body}\n    steps:\n      - uses: actions/checkout@v4"
    return dict(kind="config", s=s, label="GitHub Actions workflow env", en="in .github/workflows/deploy.yml", ko=".github/workflows/deploy.yml에")


def r_gitlab(v, p, lang):
    body = "\n".join(f'  {n}: "{val}"' for n, val, _ in p)
    return dict(kind="config", s=f"variables:\n{body}\n\ndeploy:\n  stage: deploy\n  script: ./deploy.sh", label="GitLab CI variables",
                en="in .gitlab-ci.yml", ko=".gitlab-ci.yml에")


def r_circle(v, p, lang):
    body = "\n".join(f"          {n}: {val}" for n, val, _ in p)
    return dict(kind="config", s=f"jobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n        environment:\n{body}",
                label="CircleCI config environment", en="in .circleci/config.yml", ko=".circleci/config.yml에")


def r_jenkins(v, p, lang):
    body = "\n".join(f"        {n} = '{val}'" for n, val, _ in p)
    return dict(kind="config", s=f"pipeline {{\n    agent any\n    environment {{\n{body}\n    }}", label="Jenkinsfile environment",
                en="in the Jenkinsfile", ko="Jenkinsfile에")


def r_k8s_string(v, p, lang):
    name = pick(PROJECTS) + "-secrets"
    body = "\n".join(f"  {n}: {dq(val) if chance(0.5) else val}" for n, val, _ in p)
    s = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: Opaque\nstringData:\n{body}"
    return dict(kind="config", s=s, label="k8s Secret stringData", en="in k8s/secret.yaml", ko="k8s/secret.yaml에")


def r_k8s_data(v, p, lang):
    name = pick(PROJECTS) + "-env"
    extra = []
    lines = []
    for n, val, listed in p:
        e = b64s(val)
        lines.append(f"  {n}: {e}")
        if listed:
            extra.append(e)
    s = f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ndata:\n" + "\n".join(lines)
    return dict(kind="config", s=s, label="k8s Secret data (base64)", en="in the Secret manifest", ko="Secret 매니페스트에", extra=extra, only_extra=True)


def r_k8s_env(v, p, lang):
    body = "\n".join(f"            - name: {n}\n              value: {dq(val)}" for n, val, _ in p)
    s = f"      containers:\n        - name: {pick(PROJECTS)}\n          image: ghcr.io/acme/{pick(PROJECTS)}:1.{rint(0, 30)}.{rint(0, 9)}\n          env:\n{body}"
    return dict(kind="config", s=s, label="k8s Deployment env value", en="in the Deployment manifest", ko="Deployment 매니페스트에")


def r_dockerfile(v, p, lang):
    kw = pick(["ENV", "ARG"])
    lines = [f"FROM node:20-alpine", "WORKDIR /app"] + [f"{kw} {n}={val}" for n, val, _ in p] + ["COPY . .", "RUN npm ci && npm run build"]
    return dict(kind="config", s="\n".join(lines), label="Dockerfile " + kw, en="in the Dockerfile", ko="Dockerfile에")


def r_docker_run(v, p, lang):
    env = " ".join(f"-e {n}={shq(val)}" for n, val, _ in p)
    return dict(kind="command", s=f"docker run -d --name {pick(PROJECTS)} {env} ghcr.io/acme/{pick(PROJECTS)}:latest", label="docker run -e",
                en="in the docker run command", ko="docker run 커맨드에")


def r_compose(v, p, lang):
    svc = pick(PROJECTS)
    if chance(0.5):
        body = "\n".join(f"      - {n}={val}" for n, val, _ in p)
    else:
        body = "\n".join(f"      {n}: {val}" for n, val, _ in p)
    s = f"services:\n  {svc}:\n    image: acme/{svc}:dev\n    environment:\n{body}"
    return dict(kind="config", s=s, label="docker-compose environment", en="in docker-compose.yml", ko="docker-compose.yml에")


def r_tf(v, p, lang):
    sec, _ = cfg_split(p[0][0])
    if chance(0.5):
        s = "\n".join(f'{sec}_{cfg_split(n)[1]} = "{val}"' for n, val, _ in p)
        return dict(kind="config", s=s, label="terraform.tfvars", en="in terraform.tfvars", ko="terraform.tfvars에")
    blocks = [f'variable "{sec}_{cfg_split(n)[1]}" {{\n  type    = string\n  default = "{val}"\n}}' for n, val, _ in p]
    return dict(kind="config", s="\n".join(blocks), label="Terraform variable default", en="as a Terraform variable default", ko="Terraform variable default로")


def r_systemd(v, p, lang):
    body = "\n".join(f'Environment="{n}={val}"' for n, val, _ in p)
    svc = pick(PROJECTS)
    return dict(kind="config", s=f"[Service]\n{body}\nExecStart=/opt/{svc}/bin/{svc}", label="systemd unit Environment",
                en=f"in /etc/systemd/system/{svc}.service", ko=f"/etc/systemd/system/{svc}.service에")


def r_cron(v, p, lang):
    env = " ".join(f"{n}={val}" for n, val, _ in p)
    return dict(kind="config", s=f"15 3 * * * {env} /opt/jobs/nightly_sync.sh >> /var/log/nightly_sync.log 2>&1", label="crontab line",
                en="in the crontab", ko="crontab에")


def r_diff(v, p, lang):
    f = pick(DOTENV_FILES)
    rm = pick(NOISE_ENV)
    adds = "\n".join(f"+{n}={val}" for n, val, _ in p)
    s = f"diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -3,{rint(2, 5)} +3,{rint(3, 7)} @@\n {rm}\n{adds}"
    return dict(kind="diff", s=s, label="git diff of " + f, en="in the diff of " + f, ko=f + " diff에")


def r_python(v, p, lang):
    if chance(0.5):
        s = "\n".join(f'os.environ["{n}"] = "{val}"' for n, val, _ in p)
        return dict(kind="code", s="import os\n" + s, label="python os.environ assignment", en="at the top of the script", ko="스크립트 맨 위에")
    s = "\n".join(f'{n} = "{val}"' for n, val, _ in p)
    f = pick(["settings.py", "config.py", "conftest.py", "notebooks/explore.ipynb"])
    return dict(kind="code", s=s, label="python constant in " + f, en="in " + f, ko=f + "에")


def r_node(v, p, lang):
    s = "\n".join(f"process.env.{n} ??= '{val}';" if chance(0.5) else f"const {n} = '{val}';" for n, val, _ in p)
    f = pick(["scripts/seed.ts", "next.config.js", "src/lib/client.ts", "jest.setup.js"])
    return dict(kind="code", s=s, label="JS/TS literal in " + f, en="in " + f, ko=f + "에")


def r_jupyter(v, p, lang):
    return dict(kind="command", s="\n".join(f"%env {n}={val}" for n, val, _ in p), label="Jupyter %env", en="in the first notebook cell", ko="노트북 첫 셀에")


def r_platform_cli(v, p, lang):
    n, val = [(a, b) for a, b, c in p if c][-1]
    cmd = pick([
        f'gh secret set {n} --body "{val}" --repo acme/{pick(PROJECTS)}',
        f"heroku config:set {n}={val} -a acme-{pick(PROJECTS)}",
        f"fly secrets set {n}={val} -a {pick(PROJECTS)}",
        f"kubectl -n {pick(ENVS)} create secret generic {pick(PROJECTS)} --from-literal={n}={val}",
        f"aws ssm put-parameter --name /{pick(ENVS)}/{pick(PROJECTS)}/{n.lower()} --type SecureString --value '{val}' --overwrite",
        f"doppler secrets set {n}={val} --config stg",
        f"railway variables --set {n}={val}",
        f"netlify env:set {n} {val}",
        f'dotnet user-secrets set "{pascal(cfg_split(n)[0])}:{pascal(cfg_split(n)[1])}" "{val}"',
        f'firebase functions:config:set {cfg_split(n)[0]}.{cfg_split(n)[1]}="{val}"',
        f"vault kv put secret/{pick(PROJECTS)} {n.lower()}={val}",
    ])
    return dict(kind="command", s=cmd, label="platform CLI: " + cmd.split()[0] + " " + cmd.split()[1], en="with this command", ko="이 커맨드로")


def r_log(v, p, lang):
    ts = "2025-%02d-%02dT%02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))
    d = {n: val for n, val, _ in p}
    d[pick(["LOG_LEVEL", "PORT", "REGION"])] = pick(["debug", "8080", "ap-northeast-2"])
    style = rint(0, 2)
    if style == 0:
        s = f"{ts}.{rint(100, 999)}Z DEBUG config loaded: {d!r}"
    elif style == 1:
        s = "\n".join(f"{ts}Z INFO  [bootstrap] env {n}={val}" for n, val, _ in p) + f"\n{ts}Z WARN  [{cfg_split(p[0][0])[0]}] request failed: 401"
    else:
        s = f"[{ts}] worker.1 | settings: " + ", ".join(f"{n.lower()}={val}" for n, val, _ in p) + "\n[" + ts + "] worker.1 | starting consumer"
    return dict(kind="log", s=s, label="debug log line", en="in the debug log", ko="디버그 로그에")


def r_table(v, p, lang):
    if lang == "ko":
        head = "| 이름 | 값 | 비고 |\n|---|---|---|"
        rows = [f"| {n} | {val} | {pick(['운영', '스테이징', '로컬 전용', '신규 발급'])} |" for n, val, _ in p]
    else:
        head = "| name | value | note |\n|---|---|---|"
        rows = [f"| {n} | {val} | {pick(['prod', 'staging', 'local only', 'new', 'rotated'])} |" for n, val, _ in p]
    rows.append("| LOG_LEVEL | info | |")
    return dict(kind="table", s=head + "\n" + "\n".join(rows), label="markdown table", en="in the env table", ko="env 표에")


def r_chat(v, p, lang):
    who = pick(HANDLES_KO if lang == "ko" else HANDLES_EN)
    h = rint(9, 18)
    t = "%d:%02d" % (h if (lang != "ko" or h <= 12) else h - 12, rint(0, 59))
    vals = " / ".join(val for _, val, _ in p)
    if lang == "ko":
        msg = pick([f"{v['co']} 키 새로 받았어요 → {vals}", f"이거 쓰세요 {vals}", f"{pick(ENVS)}용은 {vals} 입니다", f"{vals} 이걸로 바꿔주세요~"])
        s = f"[{'오전' if h < 12 else '오후'} {t}] {who}: {msg}"
    else:
        msg = pick([f"new {v['co']} key: {vals}", f"use this one {vals}", f"for {pick(ENVS)} it's {vals}", f"{vals} (the old one is dead)"])
        s = f"[{t}] {who}: {msg}"
    return dict(kind="chat", s=s, label="chat paste", en="in the chat paste", ko="채팅 붙여넣기에")


def r_curl(v, p, lang):
    if not v["curl"]:
        return None
    c = v["curl"](p)
    if isinstance(c, tuple):
        return dict(kind="request", s=c[0], label="curl", en="in the request", ko="요청에", extra=c[1], only_extra=True)
    return dict(kind="request", s=c, label="curl", en="in the request", ko="요청에")


def r_sdk(v, p, lang, index=None):
    if not v["sdk"]:
        return None
    lng, tpl = pick(v["sdk"]) if index is None else v["sdk"][index]
    vals = [val for _, val, _ in p]
    s = tpl
    for i, val in enumerate(vals):
        s = s.replace("{%d}" % i, val)
    return dict(kind="code", s=s, label="SDK constructor " + lng, en="in the client setup (" + lng + ")", ko=lng + " 클라이언트 초기화 코드에")


GENERIC = [(r_dotenv, 10), (r_export, 7), (r_inline, 3), (r_powershell, 2), (r_setx, 1), (r_fish, 1), (r_json, 5), (r_yaml, 5),
           (r_toml, 3), (r_ini, 2), (r_properties, 2), (r_xml, 2), (r_gha, 3), (r_gitlab, 2), (r_circle, 1), (r_jenkins, 1),
           (r_k8s_string, 3), (r_k8s_data, 2), (r_k8s_env, 2), (r_dockerfile, 2), (r_docker_run, 2), (r_compose, 3), (r_tf, 2),
           (r_systemd, 1), (r_cron, 1), (r_diff, 3), (r_python, 3), (r_node, 3), (r_jupyter, 1), (r_platform_cli, 4),
           (r_log, 3), (r_table, 2), (r_chat, 3)]


def wpick(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def _main(p):
    return [val for _, val, listed in p if listed][-1]


def _first(p, var_prefix):
    for n, val, _ in p:
        if n.startswith(var_prefix):
            return val
    return None


def s_git_remote(v, p, lang):
    tok = _main(p)
    repo = pick(PROJECTS)
    host = {"GitHub": "github.com", "GitLab": "gitlab.com", "Bitbucket": "bitbucket.org", "Azure DevOps": "dev.azure.com"}[v["co"]]
    user = {"GitHub": pick(["x-access-token", pick(HANDLES_EN).replace(".", "")]), "GitLab": "oauth2",
            "Bitbucket": p[0][1], "Azure DevOps": "acme"}[v["co"]]
    path = f"acme/{repo}.git" if v["co"] != "Azure DevOps" else f"acme/Platform/_git/{repo}"
    url = f"https://{user}:{tok}@{host}/{path}"
    s = pick([f"git remote set-url origin {url}", f"git clone {url}", f"# ~/.git-credentials\n{url.rsplit('/', 2)[0] if v['co'] != 'Azure DevOps' else 'https://' + user + ':' + tok + '@' + host}"])
    return dict(kind="command", s=s, label="git remote URL with token", en="in the git remote URL", ko="git remote URL에")


def s_gh_secret_set(v, p, lang):
    return dict(kind="command", s=f'gh secret set RELEASE_TOKEN --body "{_main(p)}" --repo acme/{pick(PROJECTS)}', label="gh secret set --body",
                en="with gh secret set", ko="gh secret set으로")


def s_gh_hosts(v, p, lang):
    u = pick(HANDLES_EN).replace(".", "")
    tok = _main(p)
    s = f"github.com:\n    users:\n        {u}:\n            oauth_token: {tok}\n    git_protocol: https\n    user: {u}"
    return dict(kind="config", s=s, label="gh CLI hosts.yml", en="in ~/.config/gh/hosts.yml", ko="~/.config/gh/hosts.yml에")


def s_gitlab_runner(v, p, lang):
    s = (f'concurrent = 4\n\n[[runners]]\n  name = "build-agent-{rint(1, 9):02d}"\n  url = "https://gitlab.acme.io"\n'
         f'  token = "{_main(p)}"\n  executor = "docker"\n  [runners.docker]\n    image = "alpine:3.20"')
    return dict(kind="config", s=s, label="gitlab-runner config.toml", en="in /etc/gitlab-runner/config.toml", ko="/etc/gitlab-runner/config.toml에")


def s_docker_login(v, p, lang):
    user = p[0][1] if not p[0][2] else "AWS"
    tok = _main(p)
    reg = {"Docker Hub": "", "Azure Container Registry": " acmeregistry.azurecr.io", "Oracle Cloud": " icn.ocir.io"}.get(v["co"], "")
    if chance(0.5):
        s = f"docker login{reg} -u {user} -p {shq(tok)}"
    else:
        s = f"echo {shq(tok, True)} | docker login{reg} --username {user} --password-stdin"
    return dict(kind="command", s=s, label="docker login", en="in the docker login step", ko="docker login 단계에")


def s_docker_config(v, p, lang):
    auth = b64s(p[0][1] + ":" + _main(p))
    s = json.dumps({"auths": {"https://index.docker.io/v1/": {"auth": auth}}}, indent=2)
    return dict(kind="config", s=s, label="~/.docker/config.json auth (base64 user:token)", en="in ~/.docker/config.json", ko="~/.docker/config.json에",
                extra=[auth], only_extra=True)


def s_npmrc(v, p, lang):
    s = pick([f"//registry.npmjs.org/:_authToken={_main(p)}", f"@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={_main(p)}\nalways-auth=true"])
    return dict(kind="config", s=s, label=".npmrc _authToken", en="in .npmrc", ko=".npmrc에")


def s_pypirc(v, p, lang):
    s = f"[distutils]\nindex-servers =\n    pypi\n\n[pypi]\n  username = __token__\n  password = {_main(p)}"
    return dict(kind="config", s=s, label=".pypirc password", en="in ~/.pypirc", ko="~/.pypirc에")


def s_gem_credentials(v, p, lang):
    return dict(kind="config", s=f"---\n:rubygems_api_key: {_main(p)}", label="~/.gem/credentials", en="in ~/.gem/credentials", ko="~/.gem/credentials에")


def s_nuget_push(v, p, lang):
    return dict(kind="command", s=f"dotnet nuget push bin/Release/Acme.Core.{rint(1, 4)}.{rint(0, 9)}.{rint(0, 9)}.nupkg --api-key {_main(p)} --source https://api.nuget.org/v3/index.json",
                label="dotnet nuget push --api-key", en="in the push command", ko="push 커맨드에")


def s_cargo_credentials(v, p, lang):
    return dict(kind="config", s=f'[registry]\ntoken = "{_main(p)}"', label="~/.cargo/credentials.toml", en="in ~/.cargo/credentials.toml", ko="~/.cargo/credentials.toml에")


def s_sonar_scanner(v, p, lang):
    return dict(kind="command", s=f"sonar-scanner -Dsonar.projectKey={pick(PROJECTS)} -Dsonar.host.url=https://sonar.acme.io -Dsonar.token={_main(p)}",
                label="sonar-scanner -Dsonar.token", en="in the scanner invocation", ko="scanner 실행 커맨드에")


def s_terraformrc(v, p, lang):
    return dict(kind="config", s=f'credentials "app.terraform.io" {{\n  token = "{_main(p)}"\n}}', label="~/.terraformrc credentials block",
                en="in ~/.terraformrc", ko="~/.terraformrc에")


def s_doppler_run(v, p, lang):
    return dict(kind="command", s=f"doppler configure set token {_main(p)} --scope /srv/{pick(PROJECTS)}", label="doppler configure set token",
                en="with doppler configure", ko="doppler configure로")


def s_tailscale_up(v, p, lang):
    return dict(kind="command", s=f"sudo tailscale up --authkey={_main(p)} --advertise-tags=tag:ci --ssh", label="tailscale up --authkey",
                en="in the runner bootstrap script", ko="러너 부트스트랩 스크립트에")


def s_ngrok_config(v, p, lang):
    s = pick([f"ngrok config add-authtoken {_main(p)}", f'version: "3"\nagent:\n  authtoken: {_main(p)}'])
    return dict(kind="config", s=s, label="ngrok authtoken", en="in the ngrok config", ko="ngrok 설정에")


def s_aws_credentials(v, p, lang):
    prof = pick(["default", "acme-prod", "staging", "data-eng", "terraform"])
    s = f"[{prof}]\naws_access_key_id = {p[0][1]}\naws_secret_access_key = {p[1][1]}"
    if chance(0.5):
        s += f"\nregion = {p[2][1]}"
    return dict(kind="config", s=s, label="~/.aws/credentials", en="in ~/.aws/credentials", ko="~/.aws/credentials에")


def s_tf_aws(v, p, lang):
    s = f'provider "aws" {{\n  region     = "{p[2][1]}"\n  access_key = "{p[0][1]}"\n  secret_key = "{p[1][1]}"\n}}'
    return dict(kind="config", s=s, label="Terraform aws provider static keys", en="in providers.tf", ko="providers.tf에")


def s_aws_configure(v, p, lang):
    prof = pick(["ci", "acme-prod", "backup"])
    s = f"aws configure set aws_access_key_id {p[0][1]} --profile {prof}\naws configure set aws_secret_access_key {p[1][1]} --profile {prof}"
    return dict(kind="command", s=s, label="aws configure set", en="with aws configure set", ko="aws configure set으로")


def s_firebase_deploy(v, p, lang):
    return dict(kind="command", s=f"firebase deploy --only hosting,functions --token {_main(p)}", label="firebase deploy --token", en="in the deploy step", ko="배포 스텝에")


def s_az_login_sp(v, p, lang):
    s = f"az login --service-principal -u {p[1][1]} -p {shq(p[2][1])} --tenant {p[0][1]}"
    return dict(kind="command", s=s, label="az login --service-principal -p", en="in the az login step", ko="az login 단계에")


def s_azure_conn_string(v, p, lang):
    s = f"DefaultEndpointsProtocol=https;AccountName={p[0][1]};AccountKey={p[1][1]};EndpointSuffix=core.windows.net"
    if chance(0.5):
        s = json.dumps({"ConnectionStrings": {"Storage": s}}, indent=2)
    return dict(kind="config", s=s, label="Azure Storage connection string", en="in the storage connection string", ko="스토리지 connection string에")


def s_azure_sas_url(v, p, lang):
    acct = pick(["acmeprodlogs", "stgmedia01", "dataexports"])
    st = "2025-%02d-%02dT00:00:00Z" % (rint(1, 12), rint(1, 28))
    s = f"https://{acct}.blob.core.windows.net/exports/report-{rint(2024, 2025)}.csv?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T23:59:59Z&st={st}&spr=https&sig={_main(p)}"
    return dict(kind="config", s=s, label="Azure SAS URL sig", en="in the SAS URL", ko="SAS URL에")


def s_cosmos_conn(v, p, lang):
    return dict(kind="config", s=f"AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey={_main(p)};", label="Cosmos DB connection string",
                en="in the Cosmos connection string", ko="Cosmos connection string에")


def s_servicebus_conn(v, p, lang):
    return dict(kind="config", s=f"Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={_main(p)}",
                label="Service Bus connection string", en="in the Service Bus connection string", ko="Service Bus connection string에")


def s_doctl(v, p, lang):
    return dict(kind="command", s=f"doctl auth init --context acme --access-token {_main(p)}", label="doctl auth init --access-token", en="with doctl", ko="doctl로")


def s_mc_alias(v, p, lang):
    return dict(kind="command", s=f"mc alias set minio http://minio.internal:9000 {p[0][1]} {p[1][1]}", label="mc alias set (MinIO)", en="with mc alias set", ko="mc alias set으로")


def s_edgerc(v, p, lang):
    s = f"[default]\nclient_secret = {p[1][1]}\nhost = {p[0][1]}\naccess_token = {p[2][1]}\nclient_token = {p[3][1]}"
    return dict(kind="config", s=s, label="~/.edgerc", en="in ~/.edgerc", ko="~/.edgerc에")


def s_hf_login(v, p, lang):
    return dict(kind="command", s=f"huggingface-cli login --token {_main(p)} --add-to-git-credential", label="huggingface-cli login --token",
                en="in the setup cell", ko="셋업 셀에")


def s_netrc_wandb(v, p, lang):
    return dict(kind="config", s=f"machine api.wandb.ai\n  login user\n  password {_main(p)}", label="~/.netrc (wandb)", en="in ~/.netrc", ko="~/.netrc에")


def s_kaggle_json(v, p, lang):
    return dict(kind="config", s=json.dumps({"username": p[0][1], "key": p[1][1]}), label="~/.kaggle/kaggle.json", en="in ~/.kaggle/kaggle.json", ko="~/.kaggle/kaggle.json에")


def s_slack_webhook(v, p, lang):
    url = f"https://hooks.slack.com/services/T{rs(UPALNUM, 8)}/B{rs(UPALNUM, 10)}/{_main(p)}"
    s = pick([f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {url}", f"SLACK_WEBHOOK_URL={url}",
              f"alertmanager:\n  receivers:\n    - name: ops\n      slack_configs:\n        - api_url: {url}\n          channel: '#ops-alerts'"])
    return dict(kind="config", s=s, label="Slack incoming webhook URL", en="in the webhook URL", ko="웹훅 URL에")


def s_discord_webhook(v, p, lang):
    url = f"https://discord.com/api/webhooks/{digits(19)}/{_main(p)}"
    s = pick([f"DISCORD_WEBHOOK_URL={url}", f"requests.post(\"{url}\", json={{\"content\": \"build failed\"}})"])
    return dict(kind="config", s=s, label="Discord webhook URL", en="in the webhook URL", ko="웹훅 URL에")


def s_telegram_url(v, p, lang):
    s = f'curl -s "https://api.telegram.org/bot{_main(p)}/sendMessage?chat_id=-100{digits(10)}&text=backup%20done"'
    return dict(kind="command", s=s, label="Telegram bot API URL", en="in the sendMessage URL", ko="sendMessage URL에")


def s_teams_webhook(v, p, lang):
    url = (f"https://acme.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{p[0][1]}/{uuid4()}/{p[1][1]}")
    return dict(kind="config", s=f"TEAMS_WEBHOOK_URL={url}", label="Teams incoming webhook URL", en="in the webhook URL", ko="웹훅 URL에")


def s_datadog_agent(v, p, lang):
    s = f"# /etc/datadog-agent/datadog.yaml\napi_key: {p[0][1]}\nsite: datadoghq.com\nlogs_enabled: true"
    return dict(kind="config", s=s, label="datadog.yaml api_key", en="in datadog.yaml", ko="datadog.yaml에")


def s_newrelic_yml(v, p, lang):
    s = f"common: &default_settings\n  license_key: '{_main(p)}'\n  app_name: {pick(PROJECTS)}\n  distributed_tracing:\n    enabled: true"
    return dict(kind="config", s=s, label="newrelic.yml license_key", en="in newrelic.yml", ko="newrelic.yml에")


def s_sentryclirc(v, p, lang):
    s = f"[auth]\ntoken={_main(p)}\n\n[defaults]\norg=acme\nproject={pick(PROJECTS)}"
    return dict(kind="config", s=s, label=".sentryclirc token", en="in .sentryclirc", ko=".sentryclirc에")


def s_vercel_cli(v, p, lang):
    return dict(kind="command", s=f"vercel deploy --prod --yes --token {_main(p)}", label="vercel --token", en="in the deploy command", ko="배포 커맨드에")


def s_netrc_heroku(v, p, lang):
    u = pick(HANDLES_EN) + "@acme.io"
    tok = _main(p)
    s = f"machine api.heroku.com\n  login {u}\n  password {tok}\nmachine git.heroku.com\n  login {u}\n  password {tok}"
    return dict(kind="config", s=s, label="~/.netrc (heroku)", en="in ~/.netrc", ko="~/.netrc에")


def s_docker_run_meili(v, p, lang):
    return dict(kind="command", s=f"docker run -d -p 7700:7700 -e MEILI_ENV=production -e MEILI_MASTER_KEY='{_main(p)}' getmeili/meilisearch:v1.8",
                label="docker run meilisearch master key", en="in the docker run line", ko="docker run 라인에")


def s_kafka_jaas(v, p, lang):
    s = ("bootstrap.servers=pkc-" + rs(LOALNUM, 5) + ".ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
         f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{p[0][1]}" password="{p[1][1]}";')
    return dict(kind="config", s=s, label="Kafka client.properties JAAS", en="in client.properties", ko="client.properties에")


def s_databrickscfg(v, p, lang):
    s = f"[DEFAULT]\nhost  = https://adb-{digits(16)}.{rint(1, 19)}.azuredatabricks.net\ntoken = {_main(p)}"
    return dict(kind="config", s=s, label="~/.databrickscfg", en="in ~/.databrickscfg", ko="~/.databrickscfg에")


def s_cloudinary_url(v, p, lang):
    return dict(kind="config", s=f"CLOUDINARY_URL=cloudinary://{p[0][1]}:{p[1][1]}@{pick(['acme', 'acme-media', 'dxk2stg'])}", label="CLOUDINARY_URL",
                en="in CLOUDINARY_URL", ko="CLOUDINARY_URL에")


def s_gradle_mapbox(v, p, lang):
    return dict(kind="config", s=f"# ~/.gradle/gradle.properties\nMAPBOX_DOWNLOADS_TOKEN={_main(p)}", label="gradle.properties Mapbox downloads token",
                en="in ~/.gradle/gradle.properties", ko="~/.gradle/gradle.properties에")


def s_rpc_url_alchemy(v, p, lang):
    s = f'networks: {{\n  mainnet: {{ url: "https://eth-mainnet.g.alchemy.com/v2/{_main(p)}" }},\n}}'
    return dict(kind="config", s=s, label="hardhat RPC URL with key", en="in hardhat.config.ts", ko="hardhat.config.ts에")


SPECIALS = {k[2:]: f for k, f in list(globals().items()) if k.startswith("s_") and callable(f)}


GENERIC_DECK = [fn for fn, w in GENERIC for _ in range(w)]


def render_token(v, p, lang):
    while True:
        roll = R.random()
        if v["only_special"]:
            r = SPECIALS[pick(v["special"])](v, p, lang)
        elif v["special"] and roll < 0.30:
            r = SPECIALS[pick(v["special"])](v, p, lang)
        elif v["sdk"] and roll < 0.55:
            r = r_sdk(v, p, lang)
        elif v["curl"] and roll < 0.72:
            r = r_curl(v, p, lang)
        else:
            r = vpick("generic_containers", GENERIC_DECK)(v, p, lang)
        if r:
            return r


def s_wrangler_toml(v, p, lang):
    return dict(kind="command", s=f"CLOUDFLARE_API_TOKEN={_main(p)} CLOUDFLARE_ACCOUNT_ID={hexs(32)} npx wrangler deploy --env {pick(['staging', 'production'])}",
                label="wrangler deploy with inline token", en="in the wrangler deploy command", ko="wrangler deploy 커맨드에")


SPECIALS["wrangler_toml"] = s_wrangler_toml

GENERIC_ERR = ["401 Unauthorized", "403 Forbidden", '{"error":"unauthorized"}', "401 invalid api key", "HTTP 401 (no body)",
               '{"message":"Invalid authentication credentials"}']
STORES_EN = ["1Password", "AWS Secrets Manager", "Vault", "the GitHub Actions secrets", "Doppler", "SSM Parameter Store",
             "the team vault", "Azure Key Vault", "GCP Secret Manager"]
STORES_KO = ["1Password", "Secrets Manager", "Vault", "GitHub Actions secrets", "사내 Vault", "Parameter Store", "Key Vault"]
OK_EN = ["It returned 200 with the account details.", "200 OK and the list came back.", "That returned 200, so the key itself is fine.",
         "Got a 2xx immediately."]
OK_KO = ["200 떨어짐.", "정상 응답 확인함.", "바로 200 나옴. 키 자체는 문제 없음.", "2xx 확인."]
TASKS_EN = ["nightly sync", "deploy job", "integration test run", "webhook handler", "backfill script", "release pipeline", "cron worker"]
TASKS_KO = ["야간 동기화 배치", "배포 잡", "통합 테스트", "웹훅 핸들러", "백필 스크립트", "릴리스 파이프라인", "크론 워커"]

NONDEV_EN = ["staging", "prod", "qa", "preview"]
NONDEV_KO = ["스테이징", "운영", "QA", "prod", "staging"]

MC_EN_PLAIN = [
    "Nobody mentioned that {proj} calls {co} directly; the {task} kept failing with {err} and I chased a network issue first.",
    "I wasn't told which {co} {what} the {env} deploy uses or where it is kept.",
    "The task said to fix the {co} integration but didn't say the {what} had been rotated {date}.",
    "The {proj} README stops at 'ask {person} for credentials', so I had no {co} access at the start.",
    "I didn't know {proj} reads the {co} credentials from the environment at startup rather than from the settings table.",
    "Missing: which {co} account {proj} uses, and that dev and {env2} have different credentials.",
    "No one said the old {co} sandbox was shut down, so the existing setup just returned {err}.",
    "I assumed CI injected the {co} credentials; it doesn't for branches from forks, which is why the {task} died with {err}.",
    "The {task} for {proj} had been red for days with {err}; nobody had connected it to the {co} {what}.",
    "Two {co} accounts exist (personal and company) and nobody said which one {proj} is billed to.",
]
# (template, container kinds it fits; None = any)
MC_EN_SNIP = [
    ("The user pasted their working setup {where} while we debugged the {co} calls:\n{S}", None),
    ("{person} dropped this in the thread as 'what works on {env}':\n{S}", ("config", "command", "code", "request")),
    ("I only found the {co} setup by reading shell history on the build box:\n{S}", ("command", "request")),
    ("This was sitting {where}, uncommitted, and nobody told me it mattered:\n{S}", ("config", "code")),
    ("The handover doc for {proj} just had this block with no explanation:\n{S}", None),
    ("The only clue was this excerpt from the failing pod's log:\n{S}", ("log",)),
    ("The user forwarded this message from the team channel:\n{S}", ("chat", "table")),
    ("The last commit before the {task} broke:\n{S}", ("diff",)),
]
LESSON_EN_SNIP = [
    ("What actually works {where}:\n{S}\nAfter changing it, restart the {proj} container; env is read once at boot.", ("config", "command")),
    ("{co} auth only succeeds when the credentials are set like this:\n{S}", ("config", "command", "code")),
    ("Verified with a one-off request before touching code:\n{S}\n{ok}", ("request",)),
    ("The fix was to put the {what} {where}:\n{S}\nThe value in the wiki is revoked.", ("config", "code")),
    ("Reproduced the {err} locally, then fixed it with:\n{S}", ("request", "command")),
    ("For {env} the working values are:\n{S}", ("config", "table", "command")),
    ("Once this was in place the {task} went green:\n{S}", ("config", "command", "code", "diff")),
    ("The {err} wasn't caused by the key; the log shows the right one was loaded:\n{S}", ("log",)),
    ("{person} confirmed in chat which key is current:\n{S}", ("chat",)),
    ("The env table from the wiki, with the value that works:\n{S}", ("table",)),
    ("The commit that fixed it:\n{S}", ("diff",)),
    ("Client setup that works:\n{S}", ("code",)),
]
LESSON_EN_PLAIN = [
    "Check {co} auth with a single request before debugging application code; {err} here always meant a bad or revoked {what}.",
    "{co} credentials are scoped per environment; using the dev one against {env2} gives {err}.",
    "Env vars are only read at process start, so after updating the {what} the service has to be restarted.",
    "Keep the {co} credentials out of the repo and load them from {store}.",
    "When {co} returns {err}, look at which key the process actually loaded (print the last 4 chars), not at the code.",
]
ASK_EN_TOK = [
    "Is {tok} still the current {co} {what} for {env}, or was it rotated again?",
    "Should I keep using {tok}, or will you issue a {proj}-specific one?",
    "Can you revoke {tok} once the new {co} key is in {store}?",
    "Is it OK that {tok} is hard-coded for now?",
]
ASK_EN_PLAIN = [
    "Where should the {co} {what} come from in {env}, and who owns that account?",
    "Which {co} workspace should {proj} point at?",
    "Do you want the {co} credentials moved into {store} before the next deploy?",
    "",
    "Has the {co} key been rotated again since it changed {date}?",
    "Who can grant me read access to the {co} account so I don't need someone else's key?",
]
MC_KO_PLAIN = [
    "{proj}#가 {co}#를 직접 호출한다는 얘기를 못 들어서 {task}#가 {err}#로 계속 실패하는 걸 네트워크 문제로 착각했음.",
    "{env} 배포에서 어떤 {co} {what}#를 쓰는지, 어디 보관하는지 전달받지 못함.",
    "'{co} 연동 고쳐주세요'라고만 하고 {date} {what}#를 교체했다는 말은 없었음.",
    "{proj} README에 '키는 {person}께 받기'라고만 되어 있어서 처음엔 {co} 접근 권한이 아예 없었습니다.",
    "{co} 자격증명을 설정 테이블이 아니라 시작할 때 환경변수에서 읽는다는 걸 몰랐음.",
    "dev랑 {env2}#가 서로 다른 {co} 키를 쓴다는 걸 몰라서 한참 헤맴.",
    "CI가 {co} 키를 넣어주는 줄 알았는데 fork 브랜치에는 안 들어감. 그래서 {task}#가 {err}#로 죽었던 것.",
    "{proj} {task}#가 며칠째 {err}#로 빨간불이었는데 {co} 키 문제라는 걸 아무도 연결 못 하고 있었음.",
    "{co} 계정이 개인용/회사용 두 개인데 {proj}#가 어느 쪽으로 과금되는지 아무도 말 안 해줌.",
]
MC_KO_SNIP = [
    ("사용자가 디버깅하다가 {where} 있던 설정을 그대로 붙여줌:\n{S}", None),
    ("{person}이 스레드에 '{env}에서 되는 설정'이라고 올려준 것:\n{S}", ("config", "command", "code", "request")),
    ("빌드 서버 shell history 뒤지다가 겨우 찾은 {co} 설정:\n{S}", ("command", "request")),
    ("{where} 커밋 안 된 채로 있었는데 이게 중요한 건지 아무도 안 알려줌:\n{S}", ("config", "code")),
    ("{proj} 인수인계 문서에 설명 없이 이 블록만 있었음:\n{S}", None),
    ("실패한 파드 로그에서 건진 단서는 이것뿐이었음:\n{S}", ("log",)),
    ("사용자가 팀 채널 메시지를 그대로 전달해줌:\n{S}", ("chat", "table")),
    ("{task} 깨지기 직전 커밋:\n{S}", ("diff",)),
]
LESSON_KO_SNIP = [
    ("{where} 이렇게 넣어야 동작함:\n{S}\n바꾼 다음엔 {proj} 컨테이너 재시작 필요 (env는 부팅 때만 읽음).", ("config", "command")),
    ("{co} 인증은 아래처럼 설정해야 통과됨:\n{S}", ("config", "command", "code")),
    ("코드 고치기 전에 요청 하나로 먼저 확인함:\n{S}\n{ok}", ("request",)),
    ("{what}#를 {where} 넣는 걸로 해결. 위키에 있는 값은 폐기된 거임:\n{S}", ("config", "code")),
    ("{env} 기준으로 되는 값:\n{S}", ("config", "table", "command")),
    ("로컬에서 {err} 재현한 다음 이걸로 고침:\n{S}", ("request", "command")),
    ("{err} 원인은 키가 아니었음. 로그 보면 맞는 키가 로드돼 있음:\n{S}", ("log",)),
    ("{person}이 채팅으로 현재 키 확인해줌:\n{S}", ("chat",)),
    ("위키 env 표, 동작하는 값 포함:\n{S}", ("table",)),
    ("고친 커밋:\n{S}", ("diff",)),
    ("이렇게 클라이언트 초기화하면 됨:\n{S}", ("code",)),
]
LESSON_KO_PLAIN = [
    "{co} 쪽 {err}#는 거의 항상 키가 틀렸거나 폐기된 경우였음. 앱 코드 보기 전에 요청 하나로 인증부터 확인할 것.",
    "{co} 키는 환경별로 따로 발급됨. dev 키로 {env2} 호출하면 {err} 남.",
    "환경변수는 프로세스 시작할 때만 읽으니까 키 바꾸면 서비스 재시작해야 함.",
    "{co} 자격증명은 repo 말고 {store}에서 불러오도록 바꾸는 게 맞음.",
    "{err} 뜨면 코드보다 프로세스가 실제로 어떤 키를 읽었는지부터 볼 것 (끝 4자리만 찍어보기).",
]
ASK_KO_TOK = [
    "{tok} 아직 {env}에서 유효한 {co} 키인가요, 아니면 또 교체됐나요?",
    "계속 {tok} 써도 되는지, 아니면 {proj} 전용 키를 따로 발급해 주실 건지?",
    "새 키 {store}에 넣고 나면 {tok}#는 폐기해 주실 수 있나요?",
    "{tok} 일단 하드코딩해 둬도 괜찮은지?",
]
ASK_KO_PLAIN = [
    "{env}에서 {co} 키는 어디서 가져와야 하고, 계정 담당자는 누구인지?",
    "{proj}#가 바라봐야 하는 {co} 워크스페이스가 어느 쪽인지 확인 부탁.",
    "다음 배포 전에 {co} 자격증명을 {store}#로 옮길지?",
    "",
    "{date} 바뀐 뒤로 {co} 키 또 교체한 사람 있는지?",
    "남의 키 안 쓰도록 {co} 계정 읽기 권한 받을 수 있을지?",
]
SPLIT_EN = [
    ("Nobody wrote down the {co} {what} for {env}; {person} read it out on a call. The value:", "{tok} -- works, confirmed with a test request. Move it to {store}."),
    ("{person} sent the {co} {what} for {proj} in a DM and said to use it until the new account is ready. It is", "{tok} and it expires at the end of the quarter."),
]
SPLIT_KO = [
    ("{env}용 {co} {what}#가 어디에도 안 적혀 있어서 {person}이 통화로 불러줌. 값은", "{tok} 이고 테스트 요청으로 동작 확인함. {store}#로 옮겨야 함."),
    ("{person}이 DM으로 {co} 키 보내주면서 새 계정 나올 때까지 이거 쓰라고 함:", "{tok} (분기 말에 만료 예정)"),
]
INLINE_EN = [
    "The working {co} {what} is {tok}; the one in the wiki is dead.",
    "I got the {co} {what} from {person} this morning. It's {tok}, scoped to {env} only.",
    "Logged in to the {co} dashboard and generated a new {what}: {tok}.",
    "Swapped the revoked key for {tok} and the {task} passed.",
    "{person} rotated the {co} {what} {date}. The new value is {tok}.",
    "The old {co} key was revoked. What works now is {tok}.",
]
INLINE_KO = [
    "되는 {co} {what}#는 {tok} 임. 위키에 있는 건 죽은 키.",
    "오늘 아침 {person}한테 {co} 키 받음. {tok} 이고 {env} 전용.",
    "{co} 대시보드에서 새로 발급함: {tok}",
    "폐기된 키를 {tok} 로 바꾸니까 {task} 통과함.",
    "{person}#이 {date} {co} {what}#를 교체함. 새 값은 {tok} 임.",
    "예전 {co} 키는 폐기됨. 지금 되는 건 {tok}.",
]

JOSA_PAIRS = {"이": ("이", "가"), "가": ("이", "가"), "을": ("을", "를"), "를": ("을", "를"), "은": ("은", "는"), "는": ("은", "는"),
              "과": ("과", "와"), "와": ("과", "와"), "으로": ("으로", "로"), "로": ("으로", "로"), "이랑": ("이랑", "랑"), "랑": ("이랑", "랑")}
ACRO_BATCHIM = set("LMNR")
JOSA_RX = re.compile(r"\{(\w+)\}#(으로|이랑|이|가|을|를|은|는|과|와|로|랑)")


def has_batchim(word):
    """(has final consonant, final consonant is ㄹ) for the way a Korean reader pronounces the end of word."""
    w = word.rstrip(" )]}'\"`.,:;!?*")
    if not w:
        return False, False
    c = w[-1]
    code = ord(c) - 0xAC00
    if 0 <= code < 11172:
        jong = code % 28
        return jong != 0, jong == 8
    if c.isdigit():
        return c in "013678", c in "178"
    if c.isalpha() and c.isascii():
        m = re.search(r"[A-Za-z]+$", w)
        tail = m.group(0)
        if tail.isupper() and len(tail) <= 5:
            return c in ACRO_BATCHIM, c in "LR"
        t = tail.lower()
        if len(t) <= 3 and not any(ch in "aeiouy" for ch in t):
            return t[-1] in "lmnr", t[-1] in "lr"
        if t.endswith("ng"):
            return True, False
        if t[-1] in "lmn":
            return True, t[-1] == "l"
        if t.endswith("le") and len(t) >= 3:
            return True, True
        if len(t) >= 3 and t[-1] == "e" and t[-2] in "nm" and t[-3] in "aeiouy":
            return True, False
        if t[-1] == "c" and len(t) >= 2 and t[-2] in "aeiou":
            return True, False
        if t[-1] in "ktp" and len(t) >= 2:
            prev = t[-2]
            return (prev in "aeiou" or prev == t[-1] or (t[-1] == "k" and prev == "c")), False
        return False, False
    return False, False


def josa(word, particle):
    first, second = JOSA_PAIRS[particle]
    b, rieul = has_batchim(word)
    if first == "으로":
        return "로" if (not b or rieul) else "으로"
    return first if b else second


def J(word, particle):
    return word + josa(word, particle)


def fmt(t, ctx):
    def rep(m):
        name, part = m.group(1), m.group(2)
        return "{" + name + "}" + josa(str(ctx.get(name, "")), part)
    return JOSA_RX.sub(rep, t).format(**ctx)


def pick_frame(frames, kind):
    ok = [t for t, ks in frames if ks is None or kind in ks]
    return pick(ok)


def token_ctx(v, lang, r):
    if lang == "ko":
        return dict(co=v["co"], what=v["ko"], proj=pick(PROJECTS), env=envname("ko"), err=v["err"] or pick(GENERIC_ERR),
                    person=person("ko"), date=pick(DATES_KO), store=pick(STORES_KO), task=pick(TASKS_KO), ok=pick(OK_KO), env2=pick(NONDEV_KO),
                    where=r["ko"] if r else "")
    return dict(co=v["co"], what=v["what"], proj=pick(PROJECTS), env=envname("en"), err=v["err"] or pick(GENERIC_ERR),
                person=person("en"), date=pick(DATES_EN), store=pick(STORES_EN), task=pick(TASKS_EN), ok=pick(OK_EN), env2=pick(NONDEV_EN),
                where=r["en"] if r else "")


MULTI_OK = [(r_dotenv, 10), (r_export, 6), (r_inline, 2), (r_powershell, 1), (r_json, 3), (r_yaml, 3), (r_gha, 3), (r_gitlab, 2),
            (r_k8s_string, 3), (r_k8s_data, 1), (r_k8s_env, 2), (r_compose, 3), (r_docker_run, 2), (r_systemd, 1), (r_diff, 3),
            (r_log, 2), (r_table, 3), (r_chat, 1), (r_python, 1), (r_node, 1)]


SDK_VENDORS = [v for v in VENDORS if v["sdk"]]


SPECIAL_PAIRS = [(v, sp) for v in VENDORS for sp in v["special"]]


SDK_LANGS = []
for _v in VENDORS:
    for _l, _t in _v["sdk"]:
        if _l not in SDK_LANGS:
            SDK_LANGS.append(_l)


def note_sdk(lang):
    sl = vpick("note_sdk_lang", SDK_LANGS)
    pairs = [(v, i) for v in SDK_VENDORS for i, (l, _) in enumerate(v["sdk"]) if l == sl]
    v, i = vpick("note_sdk_" + sl, pairs)
    return note_token(lang, v, force_sdk=i + 1)


def note_special(lang):
    v, sp = vpick("note_special", SPECIAL_PAIRS)
    return note_token(lang, v, force_special=sp)


def note_token(lang, v, v2=None, force_sdk=False, force_special=None):
    if v2 is not None and not v["only_special"] and not v2["only_special"]:
        return note_token_multi(lang, v, v2)
    p = v["gen"]()
    tok = _main(p)
    ko = lang == "ko"
    style = 1.0 if (force_sdk or force_special or v["only_special"]) else R.random()
    cands = [val for _, val, listed in p if listed]
    if style < 0.10:
        ctx = token_ctx(v, lang, None)
        ctx["tok"] = tok
        a, b = pick(SPLIT_KO if ko else SPLIT_EN)
        mc, le = fmt(a, ctx), fmt(b, ctx)
        ask = fmt(pick(ASK_KO_PLAIN if ko else ASK_EN_PLAIN), ctx)
        return dict(cat=f"split across fields: {v['co']} {v['what']}", f=[mc, le, ask], cands=[tok], vendor=v["co"])
    if style < 0.20:
        ctx = token_ctx(v, lang, None)
        ctx["tok"] = tok
        mc = fmt(pick(MC_KO_PLAIN if ko else MC_EN_PLAIN), ctx)
        le = fmt(pick(INLINE_KO if ko else INLINE_EN), ctx)
        if chance(0.5):
            le = le + " " + fmt(pick(LESSON_KO_PLAIN if ko else LESSON_EN_PLAIN), ctx)
        ask = fmt(pick((ASK_KO_TOK if ko else ASK_EN_TOK) if chance(0.35) else (ASK_KO_PLAIN if ko else ASK_EN_PLAIN)), ctx)
        return dict(cat=f"prose: {v['co']} {v['what']}", f=[mc, le, ask], cands=[tok], vendor=v["co"])
    if force_sdk:
        r = r_sdk(v, p, lang, force_sdk - 1)
    elif force_special:
        r = SPECIALS[force_special](v, p, lang)
    else:
        r = render_token(v, p, lang)
    ctx = token_ctx(v, lang, r)
    ctx["S"] = r["s"]
    ctx["tok"] = tok
    if r.get("only_extra"):
        cands = list(r["extra"])
    else:
        cands = cands + list(r.get("extra", []))
    place = R.random()
    kind = r.get("kind", "config")
    if kind in ("log", "chat", "diff") and place < 0.62 and chance(0.5):
        place = 0.7
    if place < 0.62:
        mc = fmt(pick(MC_KO_PLAIN if ko else MC_EN_PLAIN), ctx)
        le = fmt(pick_frame(LESSON_KO_SNIP if ko else LESSON_EN_SNIP, kind), ctx)
    elif place < 0.92:
        mc = fmt(pick_frame(MC_KO_SNIP if ko else MC_EN_SNIP, kind), ctx)
        le = fmt(pick(LESSON_KO_PLAIN if ko else LESSON_EN_PLAIN), ctx)
    else:
        mc = fmt(pick(MC_KO_PLAIN if ko else MC_EN_PLAIN), ctx)
        le = fmt(pick(LESSON_KO_PLAIN if ko else LESSON_EN_PLAIN), ctx)
        conn = pick(["\n참고로 사용자가 준 설정:\n", "\n당시 설정:\n"] if ko else ["\nFor reference, what the user had:\n", "\nThe setup at the time:\n"])
        mc = mc + conn + r["s"]
    if not r.get("only_extra") and chance(0.2):
        ask = fmt(pick(ASK_KO_TOK if ko else ASK_EN_TOK), ctx)
    else:
        ask = fmt(pick(ASK_KO_PLAIN if ko else ASK_EN_PLAIN), ctx)
    return dict(cat=f"{r['label']}: {v['co']} {v['what']}", f=[mc, le, ask], cands=cands, vendor=v["co"])


def note_token_multi(lang, v, v2):
    """A .env-like paste holding credentials of two different vendors."""
    ko = lang == "ko"
    p1, p2 = v["gen"](), v2["gen"]()
    p = p1 + p2
    while True:
        r = wpick(MULTI_OK)(v, p, lang)
        if r:
            break
    vv = dict(v)
    vv["co"] = (v["co"] + "/" + v2["co"]) if ko else (v["co"] + " and " + v2["co"])
    vv["what"] = "credentials"
    vv["ko"] = "키"
    ctx = token_ctx(vv, lang, r)
    ctx["S"] = r["s"]
    ctx["tok"] = _main(p1)
    cands = list(r["extra"]) if r.get("only_extra") else [val for _, val, listed in p if listed] + list(r.get("extra", []))
    kind = r.get("kind", "config")
    if chance(0.6):
        mc = fmt(pick(MC_KO_PLAIN if ko else MC_EN_PLAIN), ctx)
        le = fmt(pick_frame(LESSON_KO_SNIP if ko else LESSON_EN_SNIP, kind), ctx)
    else:
        mc = fmt(pick_frame(MC_KO_SNIP if ko else MC_EN_SNIP, kind), ctx)
        le = fmt(pick(LESSON_KO_PLAIN if ko else LESSON_EN_PLAIN), ctx)
    if not r.get("only_extra") and chance(0.15):
        ask = fmt(pick(ASK_KO_TOK if ko else ASK_EN_TOK), dict(ctx, co=v["co"]))
    else:
        ask = fmt(pick(ASK_KO_PLAIN if ko else ASK_EN_PLAIN), ctx)
    return dict(cat=f"{r['label']}: {v['co']} {v['what']} + {v2['co']} {v2['what']}", f=[mc, le, ask], cands=cands,
                vendor=v["co"], vendor2=v2["co"])


# ----------------------------------------------------------------------------
# passwords after flags and positional arguments of real CLIs
# ----------------------------------------------------------------------------
DBS = ["orders", "app_production", "analytics", "crm", "inventory", "billing", "users", "wordpress", "legacy_erp"]


def C(label, what, fn, safe=False):
    return {"label": label, "what": what, "fn": fn, "safe": safe}


def _q(pw):
    return shq(pw)


CLIS = [
    C("mysql -p attached password", "MySQL", lambda pw, c: (f"mysql -h {c['host']} -u {c['user']} -p{_q(pw)} {c['db']}", [pw])),
    C("mysql --password=", "MySQL", lambda pw, c: (f"mysql --host={c['host']} --user={c['user']} --password={_q(pw)} -e 'SHOW PROCESSLIST'", [pw])),
    C("mysqldump -p attached", "MySQL", lambda pw, c: (f"mysqldump -u {c['user']} -p{_q(pw)} --single-transaction {c['db']} > /tmp/{c['db']}.sql", [pw])),
    C("mysqladmin password positional (old and new)", "MySQL", lambda pw, c: (lambda old: (f"mysqladmin -u root -p{_q(old)} password {_q(pw)}", [old, pw]))(password_plain(c["lang"]))),
    C("PGPASSWORD env before psql", "PostgreSQL", lambda pw, c: (f"PGPASSWORD={_q(pw)} psql -h {c['host']} -U {c['user']} -d {c['db']} -c '\\dt'", [pw])),
    C("psql conninfo password=", "PostgreSQL", lambda pw, c: (f'psql "host={c["host"]} port=5432 dbname={c["db"]} user={c["user"]} password={pw} sslmode=require"', [pw]), True),
    C("pg_dump URL percent-encoded password", "PostgreSQL", lambda pw, c: (f"pg_dump postgresql://{c['user']}:{pct(pw)}@{c['host']}:5432/{c['db']} -Fc -f {c['db']}.dump", [pct(pw)])),
    C("sshpass -p", "SSH", lambda pw, c: (f"sshpass -p {_q(pw)} ssh -o StrictHostKeyChecking=no {c['user']}@{c['host']}", [pw])),
    C("sshpass -p with rsync", "SSH", lambda pw, c: (f"sshpass -p {_q(pw)} rsync -avz ./dist/ {c['user']}@{c['host']}:/var/www/html/", [pw])),
    C("docker login -p", "registry", lambda pw, c: (f"docker login registry.acme.io -u {c['user']} -p {_q(pw)}", [pw])),
    C("redis-cli -a", "Redis", lambda pw, c: (f"redis-cli -h {c['host']} -p 6379 -a {_q(pw)} --no-auth-warning INFO replication", [pw])),
    C("redis-cli AUTH in session", "Redis", lambda pw, c: (f"$ redis-cli -h {c['host']}\n{c['host']}:6379> AUTH {pw}\nOK\n{c['host']}:6379> DBSIZE\n(integer) {rint(1000, 999999)}", [pw]), True),
    C("mongosh --password", "MongoDB", lambda pw, c: (f"mongosh --host {c['host']} --username {c['user']} --password {_q(pw)} --authenticationDatabase admin", [pw])),
    C("mongodump --uri with password", "MongoDB", lambda pw, c: (f'mongodump --uri="mongodb://{c["user"]}:{pct(pw)}@{c["host"]}:27017/{c["db"]}?authSource=admin" --out /backup', [pct(pw)])),
    C("curl -u user:password", "HTTP basic auth", lambda pw, c: (f"curl -u '{c['user']}:{pw}' https://{c['host']}/api/health", [pw])),
    C("wget --password", "file server", lambda pw, c: (f"wget --user={c['user']} --password={_q(pw)} https://{c['host']}/exports/latest.tar.gz", [pw])),
    C("smbclient -U user%password", "SMB share", lambda pw, c: (f"smbclient //{c['host']}/share -U '{c['user']}%{pw}'", [pw])),
    C("mount.cifs -o password=", "SMB share", lambda pw, c: (f"sudo mount -t cifs //{c['host']}/backup /mnt/backup -o username={c['user']},password={pw},vers=3.0", [pw]), True),
    C("net use positional password", "Windows file share", lambda pw, c: (f"net use Z: \\\\{c['host']}\\share {pw} /user:CORP\\{c['user']}", [pw]), True),
    C("keytool -storepass", "Java keystore", lambda pw, c: (f"keytool -importcert -alias {c['proj']} -file ca.pem -keystore truststore.jks -storepass {_q(pw)} -noprompt", [pw])),
    C("openssl pkcs12 -passout pass:", "PKCS#12 bundle", lambda pw, c: (f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}", [pw]), True),
    C("openssl rsa -passin pass:", "TLS key", lambda pw, c: (f"openssl rsa -in server.key.enc -out server.key -passin pass:{pw}", [pw]), True),
    C("zip -P", "archive", lambda pw, c: (f"zip -r -P {_q(pw)} export.zip ./reports", [pw])),
    C("7z -p attached", "archive", lambda pw, c: (f"7z a -p{_q(pw)} -mhe=on backup.7z ./data", [pw])),
    C("unzip -P", "archive", lambda pw, c: (f"unzip -P {_q(pw)} customer_export.zip", [pw])),
    C("sqlcmd -P", "SQL Server", lambda pw, c: (f"sqlcmd -S {c['host']},1433 -U sa -P {_q(pw)} -Q \"SELECT @@VERSION\"", [pw])),
    C("sqlplus user/password@", "Oracle", lambda pw, c: (f"sqlplus {c['user']}/{pw}@//{c['host']}:1521/ORCLPDB1", [pw]), True),
    C("htpasswd -b positional", "nginx basic auth", lambda pw, c: (f"htpasswd -bc /etc/nginx/.htpasswd {c['user']} {_q(pw)}", [pw])),
    C("rabbitmqctl add_user positional", "RabbitMQ", lambda pw, c: (f"rabbitmqctl add_user {c['user']} {_q(pw)}\nrabbitmqctl set_permissions -p / {c['user']} '.*' '.*' '.*'", [pw])),
    C("kubectl --from-literal=password", "Kubernetes secret", lambda pw, c: (f"kubectl create secret generic db-creds --from-literal=username={c['user']} --from-literal=password={_q(pw)}", [pw])),
    C("vault kv put password=", "Vault", lambda pw, c: (f"vault kv put secret/{c['proj']}/db password={_q(pw)}", [pw])),
    C("ldapsearch -w", "LDAP", lambda pw, c: (f'ldapsearch -x -H ldap://{c["host"]} -D "cn={c["user"]},dc=corp,dc=local" -w {_q(pw)} -b "dc=corp,dc=local" "(uid=jdoe)"', [pw])),
    C("mosquitto_pub -P", "MQTT broker", lambda pw, c: (f"mosquitto_pub -h {c['host']} -u {c['user']} -P {_q(pw)} -t sensors/temp -m 21.5", [pw])),
    C("ipmitool -P", "BMC", lambda pw, c: (f"ipmitool -I lanplus -H {c['host']} -U ADMIN -P {_q(pw)} chassis power status", [pw])),
    C("xfreerdp /p:", "RDP", lambda pw, c: (f"xfreerdp /v:{c['host']} /u:Administrator /p:{_q(pw)} /cert:ignore", [pw])),
    C("lftp -u user,password", "SFTP", lambda pw, c: (f"lftp -u {c['user']},{_q(pw)} sftp://{c['host']}", [pw]), True),
    C("influx -password", "InfluxDB", lambda pw, c: (f"influx -host {c['host']} -username {c['user']} -password {_q(pw)} -execute 'SHOW DATABASES'", [pw])),
    C("cqlsh -p", "Cassandra", lambda pw, c: (f"cqlsh {c['host']} -u {c['user']} -p {_q(pw)}", [pw])),
    C("snmpwalk -A auth -X priv", "SNMPv3", lambda pw, c: (lambda priv: (f"snmpwalk -v3 -l authPriv -u monitor -a SHA -A {_q(pw)} -x AES -X {_q(priv)} {c['host']} 1.3.6.1.2.1.1", [pw, priv]))(password_plain(c["lang"]))),
    C("chpasswd via echo", "Linux", lambda pw, c: (f"echo '{c['user']}:{pw}' | sudo chpasswd", [pw])),
    C("net user /add positional", "Windows", lambda pw, c: (f"net user {c['user']} {pw} /add\nnet localgroup administrators {c['user']} /add", [pw]), True),
    C("PowerShell ConvertTo-SecureString", "Windows domain", lambda pw, c: (f"$pw = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\{c['user']}', $pw)", [pw])),
    C("gpg --passphrase", "GPG", lambda pw, c: (f"gpg --batch --pinentry-mode loopback --passphrase {_q(pw)} -d backup.tar.gz.gpg | tar xz", [pw])),
    C("openssl enc -k", "encrypted file", lambda pw, c: (f"openssl enc -d -aes-256-cbc -pbkdf2 -in secrets.enc -out secrets.txt -k {_q(pw)}", [pw])),
    C("RSYNC_PASSWORD env", "rsync daemon", lambda pw, c: (f"RSYNC_PASSWORD={_q(pw)} rsync -av rsync://{c['user']}@{c['host']}/backup ./restore", [pw])),
    C("helm repo add --password", "Helm repo", lambda pw, c: (f"helm repo add internal https://charts.acme.io --username {c['user']} --password {_q(pw)}", [pw])),
    C("pip --index-url with password", "private PyPI", lambda pw, c: (f"pip install --index-url https://{c['user']}:{pct(pw)}@pypi.acme.io/simple acme-core==2.3.1", [pct(pw)])),
    C("git clone URL with password", "Git server", lambda pw, c: (f"git clone https://{c['user']}:{pct(pw)}@git.acme.io/platform/{c['proj']}.git", [pct(pw)])),
    C("ssh-keygen -N passphrase", "SSH key", lambda pw, c: (f"ssh-keygen -t ed25519 -f ~/.ssh/deploy_{c['proj']} -N {_q(pw)} -C deploy@{c['proj']}", [pw])),
    C("wp user create --user_pass", "WordPress", lambda pw, c: (f"wp user create {c['user']} {c['user']}@acme.io --role=administrator --user_pass={_q(pw)}", [pw])),
    C("echo password | sudo -S", "sudo", lambda pw, c: (f"echo {_q(pw, )} | sudo -S systemctl restart {c['proj']}", [pw])),
    C("ansible-playbook -e become password", "Ansible", lambda pw, c: (f"ansible-playbook site.yml -i inventory/prod -e 'ansible_become_password={pw}'", [pw])),
    C("expect send password", "SSH", lambda pw, c: (f"expect -c 'spawn ssh {c['user']}@{c['host']}; expect \"password:\"; send \"{pw}\\r\"; interact'", [pw]), True),
    C("clickhouse-client --password", "ClickHouse", lambda pw, c: (f"clickhouse-client --host {c['host']} --user {c['user']} --password {_q(pw)} --query 'SELECT 1'", [pw])),
    C("hdbsql -p", "SAP HANA", lambda pw, c: (f"hdbsql -n {c['host']}:30015 -u SYSTEM -p {_q(pw)} \"SELECT * FROM M_DATABASE\"", [pw])),
    C("db2 connect using", "Db2", lambda pw, c: (f"db2 connect to SAMPLE user {c['user']} using {_q(pw)}", [pw])),
    C("java -jar --spring.datasource.password", "Spring datasource", lambda pw, c: (f"java -jar build/libs/{c['proj']}.jar --spring.datasource.username={c['user']} --spring.datasource.password={_q(pw)}", [pw])),
    C("JDBC URL with password param", "JDBC", lambda pw, c: (f"jdbc:mysql://{c['host']}:3306/{c['db']}?user={c['user']}&password={pct(pw)}&useSSL=true", [pct(pw)])),
    C("docker run -e POSTGRES_PASSWORD", "Postgres container", lambda pw, c: (f"docker run -d --name pg -e POSTGRES_USER={c['user']} -e POSTGRES_PASSWORD={_q(pw)} -p 5432:5432 postgres:16", [pw])),
    C("mc alias set with secret", "MinIO", lambda pw, c: (f"mc alias set local http://{c['host']}:9000 {c['user']} {_q(pw)}", [pw])),
    C("psql -W prompt transcript", "PostgreSQL", lambda pw, c: (f"$ psql -h {c['host']} -U {c['user']} -W {c['db']}\nPassword: {pw}\npsql (16.3)\n{c['db']}=>", [pw]), True),
]

CLI_MC_EN = [
    "I didn't know the {what} on {host} still uses a local password rather than SSO.",
    "Nobody told me the {what} account for {proj} is separate from the application one.",
    "The {proj} runbook says 'connect to the {what} and check it' but not how or with which account.",
    "I had shell access but no {what} credentials; the user pasted the command they normally run:\n{S}",
    "The on-call handover didn't mention that the {what} on {host} needs a password at all.",
]
CLI_LESSON_EN = [
    "This is the command that works:\n{S}",
    "Ran this and it connected on the first try:\n{S}\nThe {user} account only works from the VPN.",
    "Working invocation for {host}:\n{S}\nWithout the password flag it just hangs waiting on a prompt in CI.",
    "The password goes straight on the command line here:\n{S}",
]
CLI_LESSON_EN_PLAIN = [
    "Interactive prompts hang in CI; the command has to get the password non-interactively.",
    "The {what} on {host} only accepts connections from the bastion, so run it there.",
    "Check the account first with a trivial query; the errors from the app hide the real cause.",
]
CLI_ASK_EN_PW = [
    "Is {pw} still the {what} password for {user}, or has it been changed since?",
    "Should {pw} be rotated now that it's been used from my session?",
]
CLI_ASK_EN = [
    "Can I get my own {what} account instead of using {user}?",
    "Where is the {what} password supposed to be stored for {proj}?",
    "",
    "Is there a read-only {what} user I should use for investigations?",
]
CLI_MC_KO = [
    "{host}의 {what}#가 SSO가 아니라 로컬 비번을 쓴다는 걸 몰랐음.",
    "{proj}용 {what} 계정이 앱 계정이랑 별개라는 걸 아무도 안 알려줌.",
    "{proj} 런북에 '{what} 접속해서 확인'이라고만 있고 어떤 계정으로 어떻게 붙는지는 없었음.",
    "쉘 권한만 있고 {what} 계정 정보가 없었는데 사용자가 평소 쓰는 커맨드를 붙여줌:\n{S}",
    "온콜 인수인계 때 {host} {what}에 비번이 필요하다는 얘기가 없었습니다.",
]
CLI_LESSON_KO = [
    "이 커맨드로 접속됨:\n{S}",
    "아래처럼 돌리니까 한 번에 붙음:\n{S}\n{user} 계정은 VPN 안에서만 됨.",
    "{host} 기준 동작하는 커맨드:\n{S}\n비번 옵션 없으면 CI에서 프롬프트 기다리다 멈춤.",
    "여기선 비번을 커맨드라인에 바로 넘김:\n{S}",
]
CLI_LESSON_KO_PLAIN = [
    "CI에서는 인터랙티브 프롬프트가 멈춰버리니까 비번을 비대화식으로 넘겨야 함.",
    "{host}의 {what}#는 bastion에서만 접속 허용이라 거기서 실행해야 함.",
    "앱 에러 메시지로는 원인이 안 보여서 간단한 쿼리로 계정부터 확인하는 게 빠름.",
]
CLI_ASK_KO_PW = [
    "{pw} 아직 {user} 계정 {what} 비번 맞나요? 그 사이 바뀌었는지?",
    "제 세션에서 {pw} 썼으니 지금 교체해야 할까요?",
]
CLI_ASK_KO = [
    "{user} 말고 제 개인 {what} 계정 받을 수 있을까요?",
    "{proj} {what} 비번은 원래 어디에 보관하는 게 맞는지?",
    "",
    "조사용으로 쓸 읽기 전용 {what} 계정이 있는지?",
]


def common_ctx(lang):
    ko = lang == "ko"
    return dict(proj=pick(PROJECTS), host=pick(HOSTS), user=pick(USERS), db=pick(DBS), person=person(lang),
                env=envname(lang), date=pick(DATES_KO if ko else DATES_EN), store=pick(STORES_KO if ko else STORES_EN), lang=lang)


def note_pw_cli(lang):
    ko = lang == "ko"
    c = vpick("note_pw_cli", CLIS)
    ctx = common_ctx(lang)
    pw = password_plain(lang) if c["safe"] else (password_ko() if ko else password())
    if c["safe"] and any(ch in pw for ch in ",/@:%"):
        pw = password_plain(lang)
        pw = re.sub(r"[,/@:%]", "", pw) + "9x"
    cmd, cands = c["fn"](pw, ctx)
    ctx.update(S=cmd, what=c["what"], pw=pw)
    mc_t = pick(CLI_MC_KO if ko else CLI_MC_EN)
    mc = fmt(mc_t, ctx)
    if "{S}" in mc_t:
        le = fmt(pick(CLI_LESSON_KO_PLAIN if ko else CLI_LESSON_EN_PLAIN), ctx)
    else:
        le = fmt(pick(CLI_LESSON_KO if ko else CLI_LESSON_EN), ctx)
    if cands == [pw] and chance(0.25):
        ask = fmt(pick(CLI_ASK_KO_PW if ko else CLI_ASK_EN_PW), ctx)
    else:
        ask = fmt(pick(CLI_ASK_KO if ko else CLI_ASK_EN), ctx)
    return dict(cat="shell: " + c["label"], f=[mc, le, ask], cands=cands)


# ----------------------------------------------------------------------------
# passwords in configuration files
# ----------------------------------------------------------------------------
def CF(label, what, fn, safe=True):
    return {"label": label, "what": what, "fn": fn, "safe": safe}


CONFS = [
    CF("Spring application.yml datasource password", "datasource", lambda pw, c: (f"spring:\n  datasource:\n    url: jdbc:postgresql://{c['host']}:5432/{c['db']}\n    username: {c['user']}\n    password: \"{pw}\"", "src/main/resources/application.yml")),
    CF("application.properties datasource password", "datasource", lambda pw, c: (f"spring.datasource.url=jdbc:mysql://{c['host']}:3306/{c['db']}\nspring.datasource.username={c['user']}\nspring.datasource.password={pw}", "application-prod.properties")),
    CF("docker-compose POSTGRES_PASSWORD", "Postgres", lambda pw, c: (f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {c['user']}\n      POSTGRES_PASSWORD: \"{pw}\"\n      POSTGRES_DB: {c['db']}", "docker-compose.yml")),
    CF("docker-compose MYSQL_ROOT_PASSWORD", "MySQL", lambda pw, c: (f"  mysql:\n    image: mysql:8.4\n    environment:\n      - MYSQL_ROOT_PASSWORD={pw}\n      - MYSQL_DATABASE={c['db']}", "docker-compose.override.yml")),
    CF("wp-config.php DB_PASSWORD", "WordPress DB", lambda pw, c: (f"define( 'DB_NAME', '{c['db']}' );\ndefine( 'DB_USER', '{c['user']}' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', '{c['host']}' );", "wp-config.php")),
    CF("Django settings DATABASES PASSWORD", "Django DB", lambda pw, c: (f"DATABASES = {{\n    'default': {{\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '{c['db']}',\n        'USER': '{c['user']}',\n        'PASSWORD': '{pw}',\n        'HOST': '{c['host']}',\n    }}\n}}", "settings/production.py")),
    CF("Rails database.yml password", "Rails DB", lambda pw, c: (f"production:\n  adapter: postgresql\n  database: {c['db']}\n  username: {c['user']}\n  password: \"{pw}\"\n  host: {c['host']}", "config/database.yml")),
    CF("appsettings.json SQL Server connection string", "SQL Server", lambda pw, c: (json.dumps({"ConnectionStrings": {"Default": f"Server={c['host']},1433;Database={c['db']};User Id=sa;Password={pw};TrustServerCertificate=True"}}, indent=2, ensure_ascii=False), "appsettings.Production.json")),
    CF(".pgpass line", "PostgreSQL", lambda pw, c: (f"{c['host']}:5432:{c['db']}:{c['user']}:{pw}", "~/.pgpass")),
    CF("my.cnf [client] password", "MySQL", lambda pw, c: (f"[client]\nuser={c['user']}\npassword=\"{pw}\"\nhost={c['host']}", "~/.my.cnf")),
    CF(".netrc machine/login/password", "artifact server", lambda pw, c: (f"machine {c['host']}\n  login {c['user']}\n  password {pw}", "~/.netrc")),
    CF("Maven settings.xml server password", "Nexus", lambda pw, c: (f"<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>{c['user']}</username>\n    <password>{pw}</password>\n  </server>\n</servers>", "~/.m2/settings.xml")),
    CF("Ansible inventory ansible_password", "Ansible host", lambda pw, c: (f"[web]\n{c['host']} ansible_user={c['user']} ansible_password={pw} ansible_become_pass={pw}", "inventory/hosts.ini")),
    CF("redis.conf requirepass", "Redis", lambda pw, c: (f"bind 0.0.0.0\nport 6379\nrequirepass {pw}\nmaxmemory 2gb", "/etc/redis/redis.conf")),
    CF("pgbouncer userlist.txt", "PgBouncer", lambda pw, c: (f"\"{c['user']}\" \"{pw}\"", "/etc/pgbouncer/userlist.txt")),
    CF("grafana.ini admin_password", "Grafana", lambda pw, c: (f"[security]\nadmin_user = admin\nadmin_password = {pw}", "/etc/grafana/grafana.ini")),
    CF("postfix sasl_passwd", "SMTP relay", lambda pw, c: (f"[smtp.office365.com]:587 noreply@acme.io:{pw}", "/etc/postfix/sasl_passwd")),
    CF("msmtprc password", "SMTP", lambda pw, c: (f"account default\nhost smtp.acme.io\nport 587\nauth on\nuser alerts@acme.io\npassword {pw}\ntls on", "~/.msmtprc")),
    CF("OpenVPN auth-user-pass file", "VPN", lambda pw, c: (f"{c['user']}\n{pw}", "/etc/openvpn/client/auth.txt")),
    CF("NuGet.config ClearTextPassword", "private NuGet feed", lambda pw, c: (f"<packageSourceCredentials>\n  <acme-feed>\n    <add key=\"Username\" value=\"{c['user']}\" />\n    <add key=\"ClearTextPassword\" value=\"{pw}\" />\n  </acme-feed>\n</packageSourceCredentials>", "NuGet.Config")),
    CF("ormconfig.json password", "TypeORM", lambda pw, c: (json.dumps({"type": "postgres", "host": c["host"], "port": 5432, "username": c["user"], "password": pw, "database": c["db"]}, indent=2, ensure_ascii=False), "ormconfig.json")),
    CF("hibernate.cfg.xml connection.password", "Hibernate", lambda pw, c: (f"<property name=\"connection.username\">{c['user']}</property>\n<property name=\"connection.password\">{pw}</property>", "hibernate.cfg.xml")),
    CF("Laravel .env DB_PASSWORD", "Laravel DB", lambda pw, c: (f"DB_CONNECTION=mysql\nDB_HOST={c['host']}\nDB_PORT=3306\nDB_DATABASE={c['db']}\nDB_USERNAME={c['user']}\nDB_PASSWORD={pw}", ".env")),
    CF("PHP config $db_pass", "legacy PHP DB", lambda pw, c: (f"$db_host = '{c['host']}';\n$db_user = '{c['user']}';\n$db_pass = '{pw}';", "inc/config.php")),
    CF("tomcat-users.xml password", "Tomcat manager", lambda pw, c: (f"<user username=\"{c['user']}\" password=\"{pw}\" roles=\"manager-gui,manager-script\"/>", "conf/tomcat-users.xml")),
    CF("kibana.yml elasticsearch.password", "Elasticsearch", lambda pw, c: (f"elasticsearch.hosts: [\"https://{c['host']}:9200\"]\nelasticsearch.username: \"kibana_system\"\nelasticsearch.password: \"{pw}\"", "config/kibana.yml")),
    CF("filebeat output password", "Elasticsearch", lambda pw, c: (f"output.elasticsearch:\n  hosts: [\"https://{c['host']}:9200\"]\n  username: \"filebeat_writer\"\n  password: \"{pw}\"", "filebeat.yml")),
    CF("smb credentials file", "SMB share", lambda pw, c: (f"username={c['user']}\npassword={pw}\ndomain=CORP", "/root/.smbcredentials")),
    CF("Home Assistant secrets.yaml", "Home Assistant", lambda pw, c: (f"mqtt_password: \"{pw}\"\nlatitude: 37.5665", "secrets.yaml")),
    CF("odbc.ini PWD", "ODBC DSN", lambda pw, c: (f"[reporting]\nDriver=ODBC Driver 18 for SQL Server\nServer={c['host']}\nUID={c['user']}\nPWD={pw}", "/etc/odbc.ini")),
    CF(".pg_service.conf password", "PostgreSQL", lambda pw, c: (f"[{c['db']}]\nhost={c['host']}\nuser={c['user']}\ndbname={c['db']}\npassword={pw}", "~/.pg_service.conf")),
    CF("Jenkins credentials in Groovy init script", "Jenkins", lambda pw, c: (f"def creds = new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'nexus', 'Nexus deploy', '{c['user']}', '{pw}')", "init.groovy.d/creds.groovy")),
    CF("Kafka server.properties keystore password", "Kafka TLS", lambda pw, c: (f"ssl.keystore.location=/etc/kafka/kafka.keystore.jks\nssl.keystore.password={pw}\nssl.key.password={pw}", "server.properties")),
    CF("terraform aws_db_instance password", "RDS", lambda pw, c: (f"resource \"aws_db_instance\" \"main\" {{\n  engine         = \"postgres\"\n  username       = \"{c['user']}\"\n  password       = \"{pw}\"\n  instance_class = \"db.t4g.medium\"\n}}", "rds.tf")),
    CF("Helm values auth.password", "Bitnami chart", lambda pw, c: (f"auth:\n  username: {c['user']}\n  password: \"{pw}\"\n  database: {c['db']}", "values-prod.yaml")),
    CF("GitHub Actions services env", "CI database", lambda pw, c: (f"    services:\n      postgres:\n        image: postgres:16\n        env:\n          POSTGRES_PASSWORD: {pw}\n        ports: ['5432:5432']", ".github/workflows/ci.yml")),
]

CONF_MC_EN = [
    "I didn't know {proj} still reads the {what} password from {file} instead of the secret store.",
    "Nobody mentioned that the {what} credentials for {env} live in {file} on the box, not in the repo.",
    "The user shared their {file} so I could reproduce the startup failure:\n{S}",
    "The deployment notes for {proj} didn't say which {what} account the app uses.",
]
CONF_LESSON_EN = [
    "The working {file}:\n{S}",
    "{file} must look like this or the app falls back to defaults and fails auth:\n{S}",
    "Fixed by correcting the password in {file}:\n{S}\nThe old one was changed by the DBA {date}.",
    "This is what ended up in {file} on {host}:\n{S}",
]
CONF_LESSON_EN_PLAIN = [
    "The app doesn't log which credentials it loaded; add a startup check instead of guessing.",
    "If {file} and the environment disagree, the environment wins for {proj}.",
    "After editing {file} the service needs a restart; there is no hot reload.",
]
CONF_MC_KO = [
    "{proj}#가 아직도 {what} 비번을 시크릿 스토어가 아니라 {file}에서 읽는다는 걸 몰랐음.",
    "{env} {what} 계정 정보가 repo가 아니라 서버의 {file}에 있다는 얘기를 못 들음.",
    "기동 실패 재현하려고 사용자가 {file}#를 통째로 공유해줌:\n{S}",
    "{proj} 배포 문서에 앱이 어떤 {what} 계정을 쓰는지 안 나와 있었음.",
]
CONF_LESSON_KO = [
    "동작하는 {file}:\n{S}",
    "{file}#가 이렇게 돼 있어야 함. 아니면 기본값으로 떨어지고 인증 실패남:\n{S}",
    "{file}의 비번 고쳐서 해결:\n{S}\n기존 건 {date} DBA가 바꿨다고 함.",
    "{host}의 {file} 최종본:\n{S}",
]
CONF_LESSON_KO_PLAIN = [
    "앱이 어떤 자격증명을 읽었는지 로그에 안 남김. 추측하지 말고 기동 시 체크 로직 넣을 것.",
    "{file}#랑 환경변수가 다르면 {proj}#는 환경변수 우선.",
    "{file} 수정 후엔 재시작 필요. 핫 리로드 없음.",
]
CONF_ASK_EN = ["Is the {what} password in {file} the same one prod uses?", "", "Should {file} move to {store}?",
               "Who rotated the {what} password {date}, and is there a ticket for it?"]
CONF_ASK_KO = ["{file}에 있는 {what} 비번이 운영이랑 같은 건지?", "", "{file} 내용은 {store}#로 옮기는 게 맞는지?",
               "{date} {what} 비번 바꾼 분이 누구인지, 관련 티켓 있는지?"]


def note_pw_config(lang):
    ko = lang == "ko"
    c = vpick("note_pw_config", CONFS)
    ctx = common_ctx(lang)
    while True:
        pw = password_plain(lang)
        if not any(ch in pw for ch in "\"'<>&:%,"):
            break
    s, f = c["fn"](pw, ctx)
    ctx.update(S=s, what=c["what"], file=f, pw=pw)
    mc_t = pick(CONF_MC_KO if ko else CONF_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((CONF_LESSON_KO_PLAIN if ko else CONF_LESSON_EN_PLAIN) if "{S}" in mc_t else (CONF_LESSON_KO if ko else CONF_LESSON_EN)), ctx)
    ask = fmt(pick(CONF_ASK_KO if ko else CONF_ASK_EN), ctx)
    return dict(cat="config: " + c["label"], f=[mc, le, ask], cands=[pw])


# ----------------------------------------------------------------------------
# connection strings and URLs with passwords
# ----------------------------------------------------------------------------
def conn_variants(pw, c):
    e = pct(pw)
    ref = rs(LO, 20)
    return [
        ("postgres URL", f"postgres://{c['user']}:{e}@{c['host']}:5432/{c['db']}", "DATABASE_URL"),
        ("postgresql+psycopg2 SQLAlchemy URL", f"postgresql+psycopg2://{c['user']}:{e}@{c['host']}/{c['db']}", "SQLALCHEMY_DATABASE_URI"),
        ("mysql URL", f"mysql://{c['user']}:{e}@{c['host']}:3306/{c['db']}", "DATABASE_URL"),
        ("mongodb+srv URL", f"mongodb+srv://{c['user']}:{e}@cluster0.{rs(LOALNUM, 5)}.mongodb.net/{c['db']}?retryWrites=true&w=majority", "MONGODB_URI"),
        ("redis URL with password only", f"redis://:{e}@{c['host']}:6379/0", "REDIS_URL"),
        ("rediss URL default user", f"rediss://default:{e}@{pick(['apn1', 'usw1'])}-{pick(['tidy', 'bold'])}-{pick(['heron', 'moose'])}-{digits(5)}.upstash.io:6379", "REDIS_URL"),
        ("amqp URL", f"amqp://{c['user']}:{e}@{c['host']}:5672/%2F", "CELERY_BROKER_URL"),
        ("amqps URL (CloudAMQP)", f"amqps://{rs(LO, 8)}:{e}@{pick(['armadillo', 'whale', 'goose'])}.rmq.cloudamqp.com/{rs(LO, 8)}", "CLOUDAMQP_URL"),
        ("smtp URL", f"smtp://alerts%40acme.io:{e}@smtp.gmail.com:587", "EMAIL_URL"),
        ("ftp URL", f"ftp://{c['user']}:{e}@{c['host']}/outgoing/", "FTP_URL"),
        ("https URL with basic credentials", f"https://{c['user']}:{e}@{c['host']}/metrics", "SCRAPE_URL"),
        ("neo4j+s URL", f"neo4j+s://neo4j:{e}@{rs(LOALNUM, 8)}.databases.neo4j.io", "NEO4J_URI"),
        ("elasticsearch URL elastic user", f"https://elastic:{e}@{c['host']}:9200", "ELASTICSEARCH_URL"),
        ("Supabase pooler URL", f"postgresql://postgres.{ref}:{e}@aws-0-ap-northeast-2.pooler.supabase.com:6543/postgres", "DATABASE_URL"),
        ("nats URL", f"nats://{c['user']}:{e}@{c['host']}:4222", "NATS_URL"),
        ("clickhouse URL", f"clickhouse://{c['user']}:{e}@{c['host']}:9000/{c['db']}", "CLICKHOUSE_URL"),
    ]


CONN_MC_EN = [
    "Nobody told me {proj} takes a single {var} rather than separate host/user/password settings.",
    "The user pasted the {var} from their shell so I could debug the connection errors:\n{S}",
    "I wasn't told the password has special characters that must be percent-encoded in the URL.",
    "The staging {var} was only in {person}'s local env; nothing in the repo or the wiki.",
]
CONN_LESSON_EN = [
    "Working value:\n{var}={S}",
    "With the password percent-encoded the driver accepts it:\n{S}",
    "The connection succeeds with:\n{S}\nand fails with 'password authentication failed' if the @ or # in the password is left raw.",
    "Set {var} like this in {env}:\n{var}=\"{S}\"",
]
CONN_LESSON_EN_PLAIN = ["Special characters in the password must be percent-encoded in a URL, otherwise the parser splits at the wrong @.",
                        "The pooler port is 6543, not 5432; the direct host refuses connections from outside the VPC."]
CONN_MC_KO = [
    "{proj}#는 host/user/password 따로가 아니라 {var} 하나로 받는다는 걸 몰랐음.",
    "연결 에러 디버깅하려고 사용자가 쉘에 있던 {var}#를 붙여줌:\n{S}",
    "비번에 특수문자가 있어서 URL에선 퍼센트 인코딩해야 한다는 걸 아무도 말 안 해줌.",
    "스테이징 {var}#가 {person} 로컬 env에만 있었음. repo에도 위키에도 없음.",
]
CONN_LESSON_KO = [
    "동작하는 값:\n{var}={S}",
    "비번 퍼센트 인코딩하니까 드라이버가 받아줌:\n{S}",
    "아래로 접속 성공:\n{S}\n비번의 @나 # 그대로 두면 'password authentication failed' 남.",
    "{env}에서는 {var}#를 이렇게:\n{var}=\"{S}\"",
]
CONN_LESSON_KO_PLAIN = ["URL 안의 비번 특수문자는 퍼센트 인코딩 필수. 안 그러면 파서가 엉뚱한 @에서 자름.",
                        "pooler 포트는 5432 말고 6543. direct host는 VPC 밖 접속 거부함."]
CONN_ASK_EN = ["Is this the same {var} the workers use?", "", "Can we switch {proj} to IAM auth so the URL carries no password?",
               "Should I put the {var} into {store} instead?"]
CONN_ASK_KO = ["워커들도 같은 {var} 쓰는지?", "", "{proj}#를 IAM 인증으로 바꿔서 URL에 비번 안 들어가게 할 수 있을지?",
               "{var}#는 {store}에 넣는 게 나을지?"]


def note_conn(lang):
    ko = lang == "ko"
    ctx = common_ctx(lang)
    style = pick(["plain", "plain", "special", "hangul", "neon", "pscale"])
    if style == "neon":
        pw = "npg_" + rs(ALNUM, 12)
    elif style == "pscale":
        pw = "pscale_pw_" + rs(B64URL, 43)
    elif style == "special":
        pw = pw_generated(rint(14, 22), punct="!@#$%^&*:/?")
    elif style == "hangul":
        pw = pw_hangul() if ko else pw_human()
    else:
        pw = password_plain(lang)
    label, url, var = vpick("note_conn", conn_variants(pw, ctx))
    if style == "pscale":
        label, url, var = "mysql URL (PlanetScale password)", f"mysql://{rs(LOALNUM, 12)}:{pw}@aws.connect.psdb.cloud/{ctx['db']}?sslaccept=strict", "DATABASE_URL"
    if style == "neon":
        label, url, var = "postgres URL (Neon password)", f"postgresql://neondb_owner:{pw}@ep-{pick(['cool', 'wild', 'quiet'])}-{pick(['river', 'snow', 'meadow'])}-{rs(LOALNUM, 8)}.ap-southeast-1.aws.neon.tech/neondb?sslmode=require", "DATABASE_URL"
    e = pct(pw) if style not in ("neon", "pscale") else pw
    ctx.update(S=url, var=var)
    mc_t = pick(CONN_MC_KO if ko else CONN_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((CONN_LESSON_KO_PLAIN if ko else CONN_LESSON_EN_PLAIN) if "{S}" in mc_t else (CONN_LESSON_KO if ko else CONN_LESSON_EN)), ctx)
    ask = fmt(pick(CONN_ASK_KO if ko else CONN_ASK_EN), ctx)
    cands = [e]
    if e != pw and chance(0.35):
        le += (f"\n(비번 원문은 {pw} )" if ko else f"\n(The raw password is {pw} )")
        cands.append(pw)
    return dict(cat="connection string: " + label, f=[mc, le, ask], cands=cands)


# ----------------------------------------------------------------------------
# SQL user statements
# ----------------------------------------------------------------------------
def sql_variants(pw, c):
    return [
        ("MySQL CREATE USER IDENTIFIED BY", f"CREATE USER '{c['user']}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {c['db']}.* TO '{c['user']}'@'%';"),
        ("MySQL ALTER USER IDENTIFIED BY", f"ALTER USER 'root'@'localhost' IDENTIFIED BY '{pw}';\nFLUSH PRIVILEGES;"),
        ("PostgreSQL CREATE ROLE LOGIN PASSWORD", f"CREATE ROLE {c['user']} WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {c['db']} TO {c['user']};"),
        ("PostgreSQL ALTER USER WITH PASSWORD", f"ALTER USER {c['user']} WITH PASSWORD '{pw}';"),
        ("SQL Server CREATE LOGIN WITH PASSWORD", f"CREATE LOGIN [{c['user']}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF;\nCREATE USER [{c['user']}] FOR LOGIN [{c['user']}];"),
        ("Oracle ALTER USER IDENTIFIED BY", f"ALTER USER {c['user'].upper()} IDENTIFIED BY \"{pw}\" ACCOUNT UNLOCK;"),
        ("MongoDB db.createUser pwd", f"use admin\ndb.createUser({{ user: \"{c['user']}\", pwd: \"{pw}\", roles: [{{ role: \"readWrite\", db: \"{c['db']}\" }}] }})"),
        ("Snowflake CREATE USER PASSWORD", f"CREATE USER {c['user'].upper()} PASSWORD = '{pw}' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;"),
        ("mysql -e with SET PASSWORD", f"mysql -u root -e \"SET PASSWORD FOR '{c['user']}'@'%' = '{pw}';\""),
        ("psql -c ALTER ROLE", f"psql -U postgres -c \"ALTER ROLE {c['user']} PASSWORD '{pw}';\""),
    ]


SQL_MC_EN = ["I didn't know the {db} database has a separate login for {user} that nobody had created on the new cluster.",
             "The migration to the new {host} cluster skipped users, and nobody mentioned it.",
             "The DBA ran this for me on the new cluster:\n{S}"]
SQL_LESSON_EN = ["Created the account with:\n{S}", "Ran this on the primary, then the app connected:\n{S}",
                 "The user existed but with a different password; this fixed it:\n{S}"]
SQL_LESSON_EN_PLAIN = ["Users are not part of the logical dump; they have to be recreated on every new cluster.",
                       "Grants must be reapplied after recreating the account."]
SQL_MC_KO = ["{db} DB에 {user} 전용 로그인이 따로 있고 새 클러스터엔 아무도 안 만들어뒀다는 걸 몰랐음.",
             "{host} 새 클러스터로 옮길 때 계정은 빠졌는데 아무도 얘기 안 함.",
             "DBA분이 새 클러스터에서 직접 실행해준 쿼리:\n{S}"]
SQL_LESSON_KO = ["이걸로 계정 생성함:\n{S}", "primary에서 이거 실행하니까 앱 붙음:\n{S}", "계정은 있었는데 비번이 달랐음. 이걸로 해결:\n{S}"]
SQL_LESSON_KO_PLAIN = ["논리 덤프에는 계정이 안 들어감. 클러스터 새로 만들 때마다 다시 생성해야 함.", "계정 재생성 후엔 GRANT도 다시 줘야 함."]
SQL_ASK_EN = ["Should {user} get a generated password from {store} instead?", "", "Who else uses the {user} account?"]
SQL_ASK_KO = ["{user} 비번은 {store}에서 생성된 걸로 바꿀지?", "", "{user} 계정 쓰는 다른 서비스가 있는지?"]


def note_sql(lang):
    ko = lang == "ko"
    ctx = common_ctx(lang)
    while True:
        pw = password_plain(lang)
        if not any(ch in pw for ch in "\"'\\"):
            break
    label, s = vpick("note_sql", sql_variants(pw, ctx))
    ctx.update(S=s)
    mc_t = pick(SQL_MC_KO if ko else SQL_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((SQL_LESSON_KO_PLAIN if ko else SQL_LESSON_EN_PLAIN) if "{S}" in mc_t else (SQL_LESSON_KO if ko else SQL_LESSON_EN)), ctx)
    ask = fmt(pick(SQL_ASK_KO if ko else SQL_ASK_EN), ctx)
    return dict(cat="SQL: " + label, f=[mc, le, ask], cands=[pw])


# ----------------------------------------------------------------------------
# passwords in prose, chat pastes, tables, split sentences / fields
# ----------------------------------------------------------------------------
ACCOUNTS_EN = [("router admin page", "admin"), ("Grafana admin", "admin"), ("Jenkins admin", "admin"), ("Synology NAS", "backup"),
               ("WordPress admin", "editor"), ("Jira service account", "svc-jira"), ("staging basic auth", "preview"),
               ("shared QA test account", "qa.tester@acme.io"), ("App Store review demo account", "review@acme.io"),
               ("vCenter", "administrator@vsphere.local"), ("iDRAC", "root"), ("Keycloak admin console", "admin"),
               ("RabbitMQ management UI", "ops"), ("pgAdmin", "dba@acme.io"), ("phpMyAdmin", "root"), ("Windows local admin", "Administrator"),
               ("AWS console IAM user", "deploy-bot"), ("Google Workspace test user", "test01@acme.io"), ("UniFi controller", "netadmin"),
               ("Kibana", "elastic"), ("SonarQube admin", "admin"), ("Nexus admin", "admin"), ("Argo CD admin", "admin")]
ACCOUNTS_KO = [("공유기 관리자 페이지", "admin"), ("Grafana 관리자", "admin"), ("Jenkins 관리자", "admin"), ("시놀로지 NAS", "backup"),
               ("워드프레스 관리자", "editor"), ("QA 공용 테스트 계정", "qa01@acme.co.kr"), ("앱스토어 심사용 데모 계정", "review@acme.co.kr"),
               ("스테이징 basic auth", "preview"), ("그룹웨어 테스트 계정", "test01"), ("iDRAC", "root"), ("Keycloak 관리 콘솔", "admin"),
               ("RabbitMQ 관리 UI", "ops"), ("phpMyAdmin", "root"), ("윈도우 로컬 관리자", "Administrator"), ("AWS 콘솔 IAM 사용자", "deploy-bot"),
               ("사내 위키 봇 계정", "wiki-bot"), ("Kibana", "elastic"), ("카페24 관리자", "acmeshop"), ("NAS 관리자", "admin")]

PROSE_EN = [
    ("The {acct} login wasn't in the handover notes at all.", "The password is {pw} (user {u}); {person} confirmed it still works."),
    ("I couldn't get into the {acct} until {person} sent the login.", "Logged in as {u} with {pw} and reset the broken setting."),
    ("The task assumed I already had {acct} access.", "{person} gave me the {acct} login over Slack. The password they sent was {pw}, which only works from the office network."),
    ("Nobody said the {acct} uses a local account, not SSO.", "Local account: {u} / {pw}. SSO users get 'access denied' there."),
    ("The {acct} password was changed {date} and the runbook still had the old one.", "New password: {pw}. Updated nowhere else yet."),
    ("I used {pw} for the {acct} ({u}) because that's what the user typed into the chat.", "It worked, but this account is shared by the whole team."),
    ("Nobody knew who owned the {acct}.", "I reset the {acct} password from the console. The new one is {pw}, and only the {u} login uses it."),
    ("The {acct} credentials in the runbook were stale.", "{person} changed the {acct} password {date}. It's now {pw}."),
    ("I couldn't finish the {acct} step without help.", "The user gave me the {acct} login. User {u}; the password, typed exactly, is {pw}."),
]
PROSE_KO = [
    ("{acct} 로그인 정보가 인수인계 문서에 아예 없었음.", "비번은 {pw} (계정 {u}). {person}#이 아직 된다고 확인해줌."),
    ("{person}#이 로그인 정보 보내주기 전까지 {acct} 접속을 못 했음.", "{u} / {pw} 로 로그인해서 깨진 설정 되돌림."),
    ("{acct} 권한이 이미 있는 걸 전제로 한 작업이었음.", "{person}#이 슬랙으로 {acct} 계정 알려줌. 받은 비번은 {pw} 이고 사내망에서만 됨."),
    ("{acct}#가 SSO가 아니라 로컬 계정이라는 걸 아무도 말 안 해줌.", "로컬 계정: {u} / {pw}. SSO 계정으로 들어가면 access denied 뜸."),
    ("{acct} 비번이 {date} 바뀌었는데 런북엔 예전 비번이 그대로였음.", "새 비번: {pw}. 다른 곳엔 아직 반영 안 함."),
    ("사용자가 채팅에 쳐준 대로 {acct}({u})에 {pw} 로 로그인함.", "되긴 하는데 팀 전체가 같이 쓰는 계정임."),
    ("{acct} 담당자가 누군지 아무도 몰랐음.", "콘솔에서 {acct} 비번 초기화함. 새 비번은 {pw} 이고 {u} 계정만 씀."),
    ("런북의 {acct} 계정 정보가 옛날 거였음.", "{person}#이 {date} {acct} 비번 바꿨다고 함. 지금은 {pw} 임."),
    ("{acct} 단계는 도움 없이 못 넘어갔음.", "사용자가 {acct} 로그인 정보 알려줌. 계정은 {u}. 비번은 대소문자 그대로 {pw}."),
]
ASK_PROSE_EN = ["Can I get a personal {acct} account instead of the shared one?", "Is {pw} still valid for the {acct}?", "",
                "Should the {acct} password go into {store}?", "Who else knows the {acct} password?"]
ASK_PROSE_KO = ["공용 말고 개인 {acct} 계정 받을 수 있을까요?", "{acct} 비번 아직 {pw} 맞는지?", "", "{acct} 비번은 {store}에 넣어둘까요?",
                "{acct} 비번 아는 사람이 또 누구인지?"]
SPLIT_PW_EN = [("The {acct} ({u}) is the only way to reach the export screen, and its password is", "{pw} -- typed exactly, case matters."),
               ("{person} read me the {acct} password over the phone:", "{pw}. It is not written down anywhere else."),
               ("The {acct} login is {u}, password", "{pw} (changed {date}); the old one in the runbook no longer works.")]
SPLIT_PW_KO = [("내보내기 화면은 {acct}({u})로만 들어갈 수 있고 비번은", "{pw} 임. 대소문자 그대로 입력해야 함."),
               ("{person}#이 전화로 {acct} 비번 불러줌:", "{pw} 이고 다른 데엔 적혀 있지 않음."),
               ("{acct} 계정은 {u}, 비번은", "{pw} ({date} 변경). 런북에 있는 예전 비번은 이제 안 됨.")]


def note_pw_prose(lang):
    ko = lang == "ko"
    ctx = common_ctx(lang)
    acct, u = pick(ACCOUNTS_KO if ko else ACCOUNTS_EN)
    pw = password_ko() if ko else password()
    ctx.update(acct=acct, u=u, pw=pw)
    style = R.random()
    if style < 0.22:
        a, b = pick(SPLIT_PW_KO if ko else SPLIT_PW_EN)
        f = [fmt(a, ctx), fmt(b, ctx), fmt(pick(ASK_PROSE_KO if ko else ASK_PROSE_EN), ctx)]
        return dict(cat="split across fields: password", f=f, cands=[pw])
    if style < 0.42:
        who = pick(HANDLES_KO if ko else HANDLES_EN)
        who2 = pick(HANDLES_KO if ko else HANDLES_EN)
        if ko:
            h, m = rint(9, 10), rint(10, 40)
            chat = (f"[오전 {h}:{m}] {who2}: {acct} 비번 아시는 분?\n[오전 {h}:{m + rint(1, 9)}] {who}: {u} / {pw}\n"
                    f"[오전 {h}:{m + rint(10, 19)}] {who2}: 감사합니다 🙏")
            f = [f"{acct} 계정을 어디서 받는지 몰랐는데 사용자가 팀 채널 대화를 붙여줌:\n{chat}", pick(["공용 계정이라 여러 명이 같이 씀. 비번 바꾸면 공지 필요.", "채널에 비번이 그대로 남아 있음. 교체 요청해야 함."]),
                 fmt(pick(ASK_PROSE_KO), ctx)]
        else:
            h, m = rint(9, 16), rint(10, 40)
            chat = f"[{h}:{m}] {who2}: anyone have the {acct} login?\n[{h}:{m + rint(1, 9)}] {who}: {u} / {pw}\n[{h}:{m + rint(10, 19)}] {who2}: ty"
            f = [f"I didn't know where the {acct} credentials come from; the user pasted this from the team channel:\n{chat}",
                 pick(["It's a shared account, so changing the password needs an announcement.", "The password is still sitting in that channel; it should be rotated."]),
                 fmt(pick(ASK_PROSE_EN), ctx)]
        return dict(cat="chat paste: shared account password", f=f, cands=[pw])
    if style < 0.55:
        rows = []
        pws = []
        accts = sample(ACCOUNTS_KO if ko else ACCOUNTS_EN, rint(2, 3))
        for a, uu in accts:
            p2 = password_ko() if ko else password()
            p2 = p2.replace("|", "!")
            pws.append(p2)
            rows.append(f"| {a} | {uu} | {p2} |")
        head = "| 시스템 | 계정 | 비밀번호 |\n|---|---|---|" if ko else "| system | user | password |\n|---|---|---|"
        tbl = head + "\n" + "\n".join(rows)
        if ko:
            f = [f"사용자가 팀 노션에 있던 계정 표를 그대로 붙여줌:\n{tbl}", "이 표 자체가 노션 공개 페이지에 있었음. 비공개 처리 요청함.", ""]
        else:
            f = [f"The user pasted the team's account table from Notion:\n{tbl}", "That table was on a page shared with the whole company; asked for it to be restricted.", ""]
        return dict(cat="markdown table of accounts with passwords", f=f, cands=pws)
    a, b = pick(PROSE_KO if ko else PROSE_EN)
    f = [fmt(a, ctx), fmt(b, ctx), fmt(pick(ASK_PROSE_KO if ko else ASK_PROSE_EN), ctx)]
    if chance(0.3):
        f = [f[0] + " " + f[1], fmt(pick(CONF_LESSON_KO_PLAIN if ko else CONF_LESSON_EN_PLAIN), dict(ctx, file=pick(["config", "설정"]) if ko else "the config")), f[2]]
    return dict(cat="prose: account password", f=f, cands=[pw])


# ----------------------------------------------------------------------------
# tool output that prints a generated credential
# ----------------------------------------------------------------------------
def bootstrap_outputs():
    out = []
    p1 = rs(ALNUM + "-_", 16)
    out.append(("Argo CD initial admin secret", "Argo CD",
                f"$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{{.data.password}}\" | base64 -d\n{p1}", [p1]))
    p2 = rs(ALNUM + ";#,.<>_-%+", 12)
    out.append(("MySQL temporary root password in log", "MySQL 8",
                f"2025-0{rint(1, 9)}-1{rint(0, 9)}T0{rint(0, 9)}:1{rint(0, 9)}:22.481936Z 6 [Note] [MY-010454] [Server] A temporary password is generated for root@localhost: {p2}", [p2]))
    p3 = hexs(32)
    out.append(("Jenkins initialAdminPassword", "Jenkins",
                f"*************************************************************\n\nJenkins initial setup is required. An admin user has been created and a password generated.\nPlease use the following password to proceed to installation:\n\n{p3}\n\nThis may also be found at: /var/lib/jenkins/secrets/initialAdminPassword", [p3]))
    p4 = rs(ALNUM + "_*+=-", 20)
    out.append(("Elasticsearch 8 first-start elastic password", "Elasticsearch",
                f"Authentication and authorization are enabled.\nTLS for the transport and HTTP layers is enabled and configured.\n\nPassword for the elastic user (reset with `bin/elasticsearch-reset-password -u elastic`):\n  {p4}", [p4]))
    p5 = b64(rbytes(33))
    out.append(("GitLab initial_root_password file", "GitLab",
                f"$ sudo cat /etc/gitlab/initial_root_password\n# WARNING: This value is valid only in the following conditions\nPassword: {p5}\n\n# NOTE: This file will be automatically deleted in the first reconfigure run after 24 hours.", [p5]))
    p6 = "K10" + hexs(64) + "::server:" + hexs(32)
    out.append(("k3s node-token", "k3s", f"$ sudo cat /var/lib/rancher/k3s/server/node-token\n{p6}", [p6]))
    p7a, p7b = rs(LOALNUM, 6), rs(LOALNUM, 16)
    out.append(("kubeadm join token", "kubeadm",
                f"kubeadm join 10.0.0.10:6443 --token {p7a}.{p7b} \\\n    --discovery-token-ca-cert-hash sha256:{hexs(64)}", [f"{p7a}.{p7b}"]))
    p8 = "SWMTKN-1-" + rs(LOALNUM, 50) + "-" + rs(LOALNUM, 25)
    out.append(("docker swarm join token", "Docker Swarm", f"docker swarm join --token {p8} 10.0.1.5:2377", [p8]))
    keys = [b64(rbytes(32)) for _ in range(3)]
    root = "hvs." + rs(ALNUM, 24)
    out.append(("vault operator init output", "Vault",
                "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(keys)) + f"\n\nInitial Root Token: {root}\n\nVault initialized with 3 key shares and a key threshold of 2.", keys + [root]))
    p10 = uuid4()
    out.append(("Consul ACL bootstrap SecretID", "Consul",
                f"$ consul acl bootstrap\nAccessorID:       {uuid4()}\nSecretID:         {p10}\nDescription:      Bootstrap Token (Global Management)\nLocal:            false", [p10]))
    p11 = uuid4()
    out.append(("Nexus admin.password", "Nexus", f"$ docker exec nexus cat /nexus-data/admin.password\n{p11}", [p11]))
    p12 = rs(UP, 20)
    out.append(("RabbitMQ Erlang cookie", "RabbitMQ", f"$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n{p12}", [p12]))
    p13 = rs(ALNUM, 20)
    out.append(("Rancher bootstrap password", "Rancher",
                f"$ docker logs rancher 2>&1 | grep \"Bootstrap Password:\"\n2025/0{rint(1, 9)}/1{rint(0, 9)} 04:12:55 [INFO] Bootstrap Password: {p13}", [p13]))
    p14 = hexs(48)
    out.append(("Jupyter server token URL", "Jupyter",
                f"    To access the server, open this file in a browser:\n        file:///home/jovyan/.local/share/jupyter/runtime/jpserver-7-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token={p14}", [p14]))
    p15 = rs(ALNUM, 16)
    out.append(("Airflow standalone admin password", "Airflow",
                f"standalone | Airflow is ready\nstandalone | Login with username: admin  password: {p15}", [p15]))
    return out


BOOT_MC_EN = ["I didn't know the {tool} setup on {host} had never been finished, so nobody had working credentials for it.",
              "Nobody told me the first-run credentials for {tool} are only printed once.",
              "The {tool} setup in {proj} was half-done; the user pasted the install output:\n{S}"]
BOOT_LE_EN = ["The install output has the only copy of the credential:\n{S}\nUse it once, then replace it.",
              "Found it here:\n{S}", "This is what bootstraps the {tool} access:\n{S}"]
BOOT_LE_EN_PLAIN = ["First-run credentials should be replaced immediately; the bootstrap file is deleted or becomes invalid later.",
                    "Capture the generated credential into the secret store as part of the install step."]
BOOT_MC_KO = ["{host}의 {tool} 설정이 끝나지 않은 상태라 쓸 수 있는 자격증명이 아무에게도 없다는 걸 몰랐음.",
              "{tool} 첫 기동 때 자격증명이 한 번만 출력된다는 걸 아무도 안 알려줌.",
              "{proj}의 {tool} 설치가 반쯤 돼 있었는데 사용자가 설치 로그를 붙여줌:\n{S}"]
BOOT_LE_KO = ["설치 출력에만 자격증명이 남아 있음:\n{S}\n한 번 쓰고 바로 바꿀 것.", "여기서 찾음:\n{S}", "{tool} 접근은 이걸로 시작함:\n{S}"]
BOOT_LE_KO_PLAIN = ["초기 자격증명은 바로 교체해야 함. bootstrap 파일은 나중에 지워지거나 무효화됨.",
                    "설치 단계에서 생성된 자격증명을 바로 시크릿 스토어로 옮기도록 스크립트 수정 필요."]


def note_bootstrap(lang):
    ko = lang == "ko"
    ctx = common_ctx(lang)
    label, tool, s, cands = vpick("note_bootstrap", bootstrap_outputs())
    ctx.update(tool=tool, S=s)
    mc_t = pick(BOOT_MC_KO if ko else BOOT_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((BOOT_LE_KO_PLAIN if ko else BOOT_LE_EN_PLAIN) if "{S}" in mc_t else (BOOT_LE_KO if ko else BOOT_LE_EN)), ctx)
    ask = pick(["", f"{tool} 관리자 계정 누가 관리할지?" if ko else f"Who should own the {tool} admin account?"])
    return dict(cat="tool output: " + label, f=[mc, le, ask], cands=cands)


# ----------------------------------------------------------------------------
# HTTP Basic / Bearer headers, cookies, copy-as-cURL
# ----------------------------------------------------------------------------
UA = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"


def user_jwt():
    iat = epoch()
    payload = pick([
        {"sub": uuid4(), "email": pick(HANDLES_EN) + "@acme.io", "role": pick(["admin", "user", "support"]), "iat": iat, "exp": iat + 3600},
        {"iss": "https://auth.acme.io/", "sub": "auth0|" + hexs(24), "aud": ["https://api.acme.io", "https://acme.eu.auth0.com/userinfo"],
         "iat": iat, "exp": iat + 86400, "scope": "openid profile email offline_access"},
        {"user_id": rint(1000, 99999), "tenant": pick(["acme", "globex", "initech"]), "iat": iat, "exp": iat + 900, "jti": uuid4()},
    ])
    alg, sig = pick([("HS256", 32), ("HS256", 32), ("ES256", 64), ("RS256", 256)])
    return jwt(payload, alg=alg, sig_len=sig, kid=rs(B64URL, 10) if alg != "HS256" else None)


def session_cookie():
    kind = pick(["django", "rails", "express", "php", "jsession", "aspnet", "laravel"])
    if kind == "django":
        return "sessionid", rs(LOALNUM, 32)
    if kind == "rails":
        return "_acme_session", pct(b64(rbytes(60))) + "--" + b64(rbytes(12)).rstrip("=") + "%3D%3D"
    if kind == "express":
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
    if kind == "php":
        return "PHPSESSID", rs(LOALNUM, 26)
    if kind == "jsession":
        return "JSESSIONID", rs(HEXU, 32)
    if kind == "aspnet":
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64URL, 150)
    return "laravel_session", pct(b64(jdump({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64), "tag": ""}).encode()))


def http_variants(lang):
    out = []
    u, pw = pick(USERS), password_plain(lang)
    blob = b64s(u + ":" + pw)
    host = pick(["api.acme.io", "staging.acme.io", "metrics.internal", "partner.globex.com"])
    out.append(("HTTP Basic header in raw request", f"GET /v1/reports/daily HTTP/1.1\nHost: {host}\nAuthorization: Basic {blob}\nAccept: application/json", [blob]))
    out.append(("HTTP Basic header in curl", f"curl -s -H 'Authorization: Basic {blob}' https://{host}/v1/export?format=csv", [blob]))
    out.append(("HTTP Basic header with decoded pair", f"Authorization: Basic {blob}\n(decoded: {u}:{pw})", [blob, pw]))
    t = user_jwt()
    out.append(("Bearer JWT in requests code", f"resp = requests.get(\n    \"https://{host}/v2/orders\",\n    headers={{\"Authorization\": \"Bearer {t}\"}},\n    timeout=10,\n)", [t]))
    cn, cv = session_cookie()
    out.append(("copy-as-cURL with bearer and session cookie",
                f"curl 'https://{host}/api/v2/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer {t}' \\\n  -H 'cookie: _ga=GA1.1.{rint(10 ** 8, 10 ** 9)}.{epoch()}; {cn}={cv}' \\\n  -H 'user-agent: {UA}'",
                [t, cv]))
    cn2, cv2 = session_cookie()
    out.append(("Cookie header with session id", f"Cookie: {cn2}={cv2}; theme=dark; lang=ko", [cv2]))
    cn3, cv3 = session_cookie()
    out.append(("Set-Cookie in response log", f"< HTTP/2 302\n< location: /dashboard\n< set-cookie: {cn3}={cv3}; Path=/; HttpOnly; Secure; SameSite=Lax", [cv3]))
    op = rs(B64URL, 43)
    out.append(("opaque bearer token in HTTPie", f"http GET https://{host}/me 'Authorization:Bearer {op}'", [op]))
    env = {"id": uuid4(), "name": pick(ENVS), "values": [{"key": "baseUrl", "value": "https://" + host, "enabled": True},
                                                        {"key": "accessToken", "value": t, "enabled": True}]}
    out.append(("Postman environment export with token", json.dumps(env, indent=2), [t]))
    return out


HTTP_MC_EN = ["I couldn't reproduce the 403 on {host_word} without a real session; the user pasted the request from devtools:\n{S}",
              "Nobody told me the partner API uses Basic auth with a shared account.",
              "I didn't know the admin API needs a logged-in user's token rather than a service key."]
HTTP_LE_EN = ["This request reproduces it:\n{S}", "The call that works:\n{S}\nThe token expires, so regenerate it before retrying.",
              "Authenticated request that succeeds:\n{S}"]
HTTP_LE_EN_PLAIN = ["Tokens copied from the browser expire within the hour; write the repro so it can take a fresh one.",
                    "The 403 came from the role claim, not from the endpoint itself."]
HTTP_MC_KO = ["실제 세션 없이는 {host_word} 403 재현이 안 돼서 사용자가 개발자도구에서 요청을 복사해줌:\n{S}",
              "파트너 API가 공용 계정 Basic 인증을 쓴다는 걸 아무도 말 안 해줌.",
              "관리자 API는 서비스 키가 아니라 로그인한 사용자 토큰이 필요하다는 걸 몰랐음."]
HTTP_LE_KO = ["이 요청으로 재현됨:\n{S}", "동작하는 호출:\n{S}\n토큰 만료되니까 재시도 전에 새로 받을 것.", "인증 통과한 요청:\n{S}"]
HTTP_LE_KO_PLAIN = ["브라우저에서 복사한 토큰은 1시간 안에 만료됨. 재현 스크립트는 새 토큰 받도록 짤 것.", "403 원인은 엔드포인트가 아니라 role 클레임이었음."]


def note_http(lang):
    ko = lang == "ko"
    label, s, cands = vpick("note_http", http_variants(lang))
    ctx = common_ctx(lang)
    ctx.update(S=s, host_word=pick(["the orders page", "staging", "the admin panel"]) if not ko else pick(["주문 페이지", "스테이징", "어드민"]))
    mc_t = pick(HTTP_MC_KO if ko else HTTP_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((HTTP_LE_KO_PLAIN if ko else HTTP_LE_EN_PLAIN) if "{S}" in mc_t else (HTTP_LE_KO if ko else HTTP_LE_EN)), ctx)
    ask = pick(["", "Can I get a test user for this instead of a real session?" if not ko else "실제 세션 말고 테스트 계정 하나 받을 수 있을지?"])
    return dict(cat="http auth: " + label, f=[mc, le, ask], cands=cands)


# ----------------------------------------------------------------------------
# private keys
# ----------------------------------------------------------------------------
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pubblob) + sshstr(priv)
    return wrap(b64(blob), 70), "ssh-ed25519 " + b64(pubblob) + " " + comment


def pem_key(kind):
    if kind == "ec":
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        return "EC PRIVATE KEY", wrap(b64(der)), False
    if kind == "ed25519":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        return "PRIVATE KEY", wrap(b64(der)), False
    if kind == "p8":
        der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rbytes(32)
               + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
        return "PRIVATE KEY", wrap(b64(der)), False
    if kind == "rsa1":
        mod = bytes([rint(0xC0, 0xFF)]) + rbytes(255)
        der = bytes.fromhex("308204a40201000282010100") + mod + bytes.fromhex("0203010001028201") + rbytes(1000)
        return "RSA PRIVATE KEY", wrap(b64(der))[:rint(3, 5)], True
    mod = bytes([rint(0xC0, 0xFF)]) + rbytes(255)
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + mod + bytes.fromhex("0203010001028201") + rbytes(1000)
    return "PRIVATE KEY", wrap(b64(der))[:rint(3, 5)], True


def key_variants(lang):
    out = []
    for kind, label in [("ec", "PEM EC private key (SEC1)"), ("ed25519", "PEM Ed25519 private key (PKCS#8)"), ("p8", "Apple .p8 key (PKCS#8 P-256)"),
                        ("rsa1", "PEM RSA private key, truncated paste"), ("rsa8", "PEM PKCS#8 RSA key, truncated paste")]:
        typ, lines, trunc = pem_key(kind)
        body = "\n".join(lines) + ("\n..." if trunc else "")
        out.append((label, f"-----BEGIN {typ}-----\n{body}\n-----END {typ}-----", lines))
    while True:
        comment = pick(["deploy@" + pick(PROJECTS), pick(HANDLES_EN) + "@laptop", "github-actions", "backup@nas01", "ci@build-agent-07"])
        lines, pub = openssh_ed25519(comment)
        if len(lines[-1]) >= 8:
            break
    out.append(("OpenSSH ed25519 private key", "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----", lines))
    typ, lines, _ = pem_key("rsa8")
    sa = {"type": "service_account", "project_id": pick(["acme-prod", "acme-data-482311", "growth-analytics"]), "private_key_id": hexs(40),
          "private_key": "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n...",
          "client_email": pick(["bq-loader", "ci-deployer", "firebase-adminsdk-x1y2z"]) + "@acme-prod.iam.gserviceaccount.com"}
    out.append(("GCP service account JSON private_key (escaped newlines)", json.dumps(sa, indent=2), lines))
    wg = b64(bytes([rint(0, 255) & 248]) + rbytes(30) + bytes([(rint(0, 255) & 127) | 64]))
    out.append(("WireGuard PrivateKey", f"[Interface]\nPrivateKey = {wg}\nAddress = 10.8.0.{rint(2, 250)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(rbytes(32))}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8", [wg]))
    age = age_secret_key()
    out.append(("age secret key", f"# created: 2025-0{rint(1, 9)}-1{rint(0, 9)}T10:22:31+09:00\n# public key: {age_recipient()}\n{age}", [age]))
    eth = "0x" + hexs(64)
    out.append(("Ethereum private key hex", f"DEPLOYER_PRIVATE_KEY={eth}", [eth]))
    d = b64u(rbytes(32))
    jwk = {"kty": "EC", "crv": "P-256", "kid": rs(B64URL, 8), "x": b64u(rbytes(32)), "y": b64u(rbytes(32)), "d": d, "use": "sig", "alg": "ES256"}
    out.append(("JWK with private d parameter", json.dumps(jwk, indent=2), [d]))
    return out


KEY_MC_EN = ["I didn't know {proj} signs with a key that lives only on {host}.", "Nobody told me the deploy key is not in the repo secrets but on the build box.",
             "The user pasted the key file so I could check its format:\n{S}"]
KEY_LE_EN = ["This is the key file that works:\n{S}", "The key has to be in exactly this format (header lines included):\n{S}", "Found the key here:\n{S}\nPermissions must be 600 or the client refuses it."]
KEY_LE_EN_PLAIN = ["Private key files must not be readable by other users; chmod 600 before the tool will accept them.",
                   "Key format matters: the library wants PKCS#8, not the traditional format."]
KEY_MC_KO = ["{proj}#가 {host}에만 있는 키로 서명한다는 걸 몰랐음.", "배포 키가 repo secrets가 아니라 빌드 서버에 있다는 얘기를 못 들음.",
             "키 포맷 확인해 달라고 사용자가 키 파일 내용을 그대로 붙여줌:\n{S}"]
KEY_LE_KO = ["동작하는 키 파일:\n{S}", "키는 정확히 이 형식이어야 함 (헤더 줄 포함):\n{S}", "여기서 키 찾음:\n{S}\n권한 600 아니면 클라이언트가 거부함."]
KEY_LE_KO_PLAIN = ["개인키 파일은 다른 사용자가 못 읽게 chmod 600 해야 도구가 받아줌.",
                   "키 포맷 중요함. 라이브러리는 traditional 말고 PKCS#8을 원함."]


def note_key(lang):
    ko = lang == "ko"
    label, s, cands = vpick("note_key", key_variants(lang))
    ctx = common_ctx(lang)
    ctx.update(S=s)
    mc_t = pick(KEY_MC_KO if ko else KEY_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((KEY_LE_KO_PLAIN if ko else KEY_LE_EN_PLAIN) if "{S}" in mc_t else (KEY_LE_KO if ko else KEY_LE_EN)), ctx)
    ask = pick(["", "Should this key be rotated now that it has been pasted here?" if not ko else "여기 붙여넣었으니 키 교체해야 할지?"])
    return dict(cat="private key: " + label, f=[mc, le, ask], cands=cands)


# ----------------------------------------------------------------------------
# TOTP seeds, otpauth URIs, recovery / backup codes
# ----------------------------------------------------------------------------
def totp_variants(lang):
    out = []
    seed = rs(B32, pick([16, 32]))
    iss, acc = pick([("GitHub", "acme-ci-bot"), ("AWS", "root@acme-prod"), ("Okta", "svc-deploy@acme.io"), ("Google", "ops@acme.io"),
                     ("Cloudflare", "infra@acme.io"), ("npm", "acme-publisher"), ("Atlassian", "jira-bot@acme.io")])
    uri = f"otpauth://totp/{pct(iss)}:{pct(acc)}?secret={seed}&issuer={pct(iss)}&algorithm=SHA1&digits=6&period=30"
    out.append(("otpauth URI", iss, uri, [seed]))
    seed2 = rs(LO + "234567", 32)
    grouped = " ".join(wrap(seed2, 4))
    out.append(("TOTP setup key grouped", iss, f"Setup key: {grouped}", [grouped]))
    seed3 = rs(B32, 32)
    out.append(("TOTP seed in pyotp", iss, f"import pyotp\ntotp = pyotp.TOTP(\"{seed3}\")\nprint(totp.now())", [seed3]))
    seed4 = rs(B32, 16)
    out.append(("oathtool with seed", iss, f"oathtool --totp -b {seed4}", [seed4]))
    codes = [f"{hexs(5)}-{hexs(5)}" for _ in range(rint(4, 8))]
    out.append(("GitHub recovery codes", "GitHub", "github-recovery-codes.txt\n" + "\n".join(codes), codes))
    gcodes = [f"{rint(1000, 9999)} {rint(1000, 9999)}" for _ in range(rint(4, 10))]
    out.append(("Google backup codes", "Google", "BACKUP VERIFICATION CODES\n" + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(gcodes)), gcodes))
    dcodes = [f"{rs(LOALNUM, 4)}-{rs(LOALNUM, 4)}" for _ in range(rint(4, 10))]
    out.append(("Discord backup codes", "Discord", "\n".join(dcodes), dcodes))
    glc = [hexs(16) for _ in range(rint(4, 10))]
    out.append(("GitLab recovery codes", "GitLab", "\n".join(glc), glc))
    ms = "-".join(rs(UPALNUM, 5) for _ in range(5))
    out.append(("Microsoft account recovery code", "Microsoft", f"Recovery code: {ms}", [ms]))
    blocks = []
    for _ in range(8):
        blocks.append("%06d" % (11 * rint(0, 65535)))
    bl = "-".join(blocks)
    out.append(("BitLocker recovery key", "BitLocker", f"BitLocker recovery key for C: (ID {rs(HEXU, 8)}):\n{bl}", [bl]))
    sk = "A3-" + rs(UPALNUM, 6) + "-" + rs(UPALNUM, 6) + "-" + "-".join(rs(UPALNUM, 5) for _ in range(4))
    out.append(("1Password Secret Key", "1Password", f"Secret Key: {sk}", [sk]))
    ap = "-".join(rs(UPALNUM, 4) for _ in range(7))
    out.append(("Apple recovery key", "Apple", f"Recovery Key: {ap}", [ap]))
    return out


TOTP_MC_EN = ["The {iss} account used by automation has 2FA, and nobody told me where the second factor lives.",
              "I was blocked on the {iss} login prompt because I didn't have the shared 2FA device.",
              "The user pasted the 2FA material so I could get past the {iss} challenge:\n{S}"]
TOTP_LE_EN = ["This is what generates the codes / gets you in:\n{S}", "The shared 2FA material for {iss}:\n{S}\nIt should be in the vault, not in a text file.",
              "Got in with this:\n{S}"]
TOTP_LE_EN_PLAIN = ["A bot account with 2FA needs the seed stored in the secret manager, not on someone's phone.",
                    "Each recovery code works once; note which ones were used.",
                    "Recovery material like this belongs in the vault, not in tickets or chat."]
TOTP_MC_KO = ["자동화용 {iss} 계정에 2FA가 걸려 있는데 두 번째 인증 수단이 어디 있는지 아무도 안 알려줌.",
              "공용 2FA 기기가 없어서 {iss} 로그인 화면에서 막혔음.",
              "{iss} 인증 넘어가라고 사용자가 2FA 정보를 붙여줌:\n{S}"]
TOTP_LE_KO = ["코드 생성/로그인은 이걸로 함:\n{S}", "{iss} 공용 2FA 정보:\n{S}\n텍스트 파일 말고 vault에 있어야 함.", "이걸로 들어감:\n{S}"]
TOTP_LE_KO_PLAIN = ["2FA 걸린 봇 계정은 seed를 누군가의 폰이 아니라 시크릿 매니저에 둬야 함.", "복구 코드는 한 번씩만 쓸 수 있음. 쓴 코드 표시해 둘 것.",
                    "이런 복구용 정보는 티켓이나 채팅 말고 vault에 있어야 함."]


def note_totp(lang):
    ko = lang == "ko"
    label, iss, s, cands = vpick("note_totp", totp_variants(lang))
    ctx = common_ctx(lang)
    ctx.update(S=s, iss=iss)
    mc_t = pick(TOTP_MC_KO if ko else TOTP_MC_EN)
    mc = fmt(mc_t, ctx)
    plain = (TOTP_LE_KO_PLAIN if ko else TOTP_LE_EN_PLAIN)
    if "codes" in label:
        plain = plain[1:2]
    elif "TOTP" in label or "otpauth" in label or "oathtool" in label:
        plain = plain[:1]
    else:
        plain = plain[2:]
    le = fmt(pick(plain if "{S}" in mc_t else (TOTP_LE_KO if ko else TOTP_LE_EN)), ctx)
    ask = pick(["", f"Who else has the {iss} 2FA seed?" if not ko else f"{iss} 2FA seed 가진 사람이 또 누구인지?"])
    return dict(cat="2FA: " + label, f=[mc, le, ask], cands=cands, vendor=iss)


# ----------------------------------------------------------------------------
# Wi-Fi keys, PINs / door codes, wallet seed phrases, app passwords
# ----------------------------------------------------------------------------
SSIDS = ["ACME-Office", "ACME-Guest", "Lab-5G", "iptime_A302", "KT_GiGA_5G_Wave2", "SK_WiFiGIGA3F1A", "U+Net8C2E", "DevLab-IoT", "Meeting-Room-B"]


def note_wifi(lang):
    ko = lang == "ko"
    ssid = pick(SSIDS)
    pw = password_plain(lang) if chance(0.7) else hexs(64)
    pw = pw.replace(";", "!").replace(",", "!").replace(":", "!").replace("\\", "!")
    style = rint(0, 4)
    if style == 0:
        s = f"WIFI:T:WPA;S:{ssid};P:{pw};;"
        lab = "Wi-Fi QR payload"
    elif style == 1:
        s = f"nmcli dev wifi connect \"{ssid}\" password \"{pw}\""
        lab = "nmcli wifi password"
    elif style == 2:
        s = f"network={{\n    ssid=\"{ssid}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}"
        lab = "wpa_supplicant psk"
    elif style == 3:
        s = f"interface=wlan0\nssid={ssid}\nwpa=2\nwpa_passphrase={pw}"
        lab = "hostapd wpa_passphrase"
    else:
        s = (f"{ssid} 비번은 {pw} 입니다" if ko else f"{ssid} password is {pw}")
        lab = "Wi-Fi password in prose"
    if ko:
        f = [pick([f"IoT 기기 테스트하려면 {ssid} 망에 붙어야 한다는 걸 몰랐음.", f"라즈베리파이가 {ssid}에 자동 접속이 안 돼서 한참 봄."]),
             pick([f"이렇게 설정하니까 붙음:\n{s}", f"설정값:\n{s}\n게스트망은 내부 서버 접근이 막혀 있음."]),
             pick(["", "와이파이 비번 주기적으로 바뀌는지?"])]
    else:
        f = [pick([f"I didn't know the device tests need to be on the {ssid} network.", f"The Raspberry Pi wouldn't join {ssid} automatically and nobody said why."]),
             pick([f"This config gets it connected:\n{s}", f"Settings that work:\n{s}\nThe guest network can't reach internal hosts."]),
             pick(["", "Does the Wi-Fi key get rotated on a schedule?"])]
    return dict(cat="Wi-Fi key: " + lab, f=f, cands=[pw])


def note_pin(lang):
    ko = lang == "ko"
    kind = rint(0, 5)
    if kind == 0:
        v = digits(8, False)
        lab, en, kos = "SIM PUK code", f"The test phone's SIM got locked; the PUK is {v}.", f"테스트폰 SIM이 잠겼는데 PUK는 {v} 임."
    elif kind == 1:
        v = f"*{digits(4, False)}{digits(4, False)}#"
        lab, en, kos = "door code", f"The server room door code is {v} (press * first).", f"서버실 도어락 번호는 {v} 임 (* 먼저 누르기)."
    elif kind == 2:
        v = f"{digits(4, False)}-{digits(4, False)}"
        lab, en, kos = "alarm disarm code", f"The office alarm disarm code is {v}; the alarm company calls if it's wrong twice.", f"사무실 경비 해제 번호 {v}. 두 번 틀리면 세콤에서 전화옴."
    elif kind == 3:
        v = digits(8, False)
        lab, en, kos = "YubiKey PIV PUK", f"Reset the YubiKey PIV PIN with the PUK {v} (ykman piv access unblock-pin).", f"YubiKey PIV PIN은 PUK {v} 로 풀었음 (ykman piv access unblock-pin)."
    elif kind == 4:
        v = hexs(48)
        lab, en, kos = "YubiKey PIV management key", f"ykman piv access change-management-key --management-key {v} --touch", f"ykman piv access change-management-key --management-key {v} --touch"
    else:
        v = f"{rint(10, 99)}-{rint(10, 99)}-{rint(10, 99)}-{rint(10, 99)}"
        lab, en, kos = "safe combination", f"The backup tapes are in the safe, combination {v}.", f"백업 테이프는 금고에 있고 번호는 {v}."
    if ko:
        f = [pick(["현장 작업인데 출입/잠금 해제 방법을 미리 못 받았음.", "장비 잠금 풀 방법을 아무도 안 알려줘서 30분 날림."]), kos, pick(["", "이 번호 바뀌면 누가 공지하는지?"])]
    else:
        f = [pick(["This was an on-site task and nobody gave me the access details beforehand.", "Nobody told me how to unlock the hardware, which cost half an hour."]), en,
             pick(["", "Who announces it when this code changes?"])]
    return dict(cat="PIN/door code: " + lab, f=f, cands=[v])


def note_seed(lang):
    ko = lang == "ko"
    ph = seed_phrase()
    if ko:
        f = [pick(["테스트넷 배포용 지갑을 어디서 가져오는지 몰랐음.", "hardhat 스크립트가 어떤 지갑으로 서명하는지 아무도 안 알려줌."]),
             pick([f"사용자가 준 니모닉으로 복구함:\n{ph}", f"MNEMONIC=\"{ph}\" 넣으니까 배포 스크립트 동작함."]), pick(["", "이 지갑에 메인넷 자산도 있는지?"])]
    else:
        f = [pick(["I didn't know which wallet the testnet deploy scripts sign with.", "Nobody said the hardhat config derives the deployer from a mnemonic."]),
             pick([f"Restored the deployer wallet from the phrase the user gave me:\n{ph}", f"Setting MNEMONIC=\"{ph}\" made the deploy script work."]),
             pick(["", "Does this wallet hold anything on mainnet?"])]
    return dict(cat="wallet seed phrase", f=f, cands=[ph])


def note_app_password(lang):
    ko = lang == "ko"
    kind = rint(0, 4)
    if kind == 0:
        v = " ".join(rs(LO, 4) for _ in range(4))
        lab, where = "Google app password (grouped)", "Gmail SMTP"
        s = f"EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER=alerts@acme.io\nEMAIL_HOST_PASSWORD={v}"
    elif kind == 1:
        v = "-".join(rs(LO, 4) for _ in range(4))
        lab, where = "Apple app-specific password", "notarytool"
        s = f"xcrun notarytool submit build/Acme.dmg --apple-id release@acme.io --team-id {rs(UPALNUM, 10)} --password {v} --wait"
    elif kind == 2:
        v = rs(LO, 16)
        lab, where = "Microsoft 365 app password", "Outlook SMTP"
        s = f"smtp.office365.com:587 user=reports@acme.io pass={v}"
    elif kind == 3:
        v = rs(UPALNUM, 12)
        lab, where = "Naver app password", "네이버 메일 SMTP" if ko else "Naver Mail SMTP"
        s = f"spring.mail.host=smtp.naver.com\nspring.mail.port=465\nspring.mail.username=acme_noti\nspring.mail.password={v}"
    else:
        v = rs(LOALNUM, 16)
        lab, where = "Fastmail app password", "Fastmail IMAP"
        s = f"imap.fastmail.com:993 user=ops@acme.io app-password {v}"
    if ko:
        f = [f"{J(where, '는')} 일반 비번 말고 앱 비밀번호가 필요하다는 걸 몰랐음.", f"발급받은 앱 비밀번호로 설정:\n{s}", pick(["", "앱 비밀번호 만든 계정 주인이 누구인지?"])]
    else:
        f = [f"I didn't know {where} needs an app password rather than the account password.", f"Configured it with the generated app password:\n{s}",
             pick(["", "Whose account owns this app password?"])]
    return dict(cat="app password: " + lab, f=f, cands=[v])


# ----------------------------------------------------------------------------
# application secrets (signing keys, framework secrets), misc credential URLs
# ----------------------------------------------------------------------------
def appsecret_variants():
    out = []
    dj = "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50) if chance(0.3) else rs(LO + DG + "!@#$%^&*(-_=+)", 50)
    out.append(("Django SECRET_KEY", "Django", f"SECRET_KEY = '{dj}'", [dj]))
    skb = hexs(128)
    out.append(("Rails secret_key_base", "Rails", f"production:\n  secret_key_base: {skb}", [skb]))
    mk = hexs(32)
    out.append(("Rails master.key", "Rails", f"$ cat config/master.key\n{mk}", [mk]))
    lk = "base64:" + b64(rbytes(32))
    out.append(("Laravel APP_KEY", "Laravel", f"APP_ENV=production\nAPP_KEY={lk}\nAPP_DEBUG=false", [lk]))
    na = b64(rbytes(32))
    out.append(("NextAuth / Auth.js secret", "Auth.js", f"AUTH_SECRET=\"{na}\"\nAUTH_URL=https://app.acme.io", [na]))
    js = rs(ALNUM, 48)
    out.append(("JWT signing secret", "JWT", f"jwt:\n  secret: {js}\n  expires_in: 3600", [js]))
    fk = hexs(48)
    out.append(("Flask SECRET_KEY", "Flask", f"app.config[\"SECRET_KEY\"] = \"{fk}\"", [fk]))
    ek = hexs(64)
    out.append(("AES-256 data encryption key", "field encryption", f"FIELD_ENCRYPTION_KEY={ek}", [ek]))
    wh = rs(ALNUM, 32)
    out.append(("GitHub webhook secret", "webhook HMAC", f"gh api repos/acme/{pick(PROJECTS)}/hooks -f 'config[url]=https://ci.acme.io/hook' -f 'config[secret]={wh}'", [wh]))
    ss = rs(ALNUM + "-_", 40)
    out.append(("express-session secret", "Express", f"app.use(session({{ secret: '{ss}', resave: false, saveUninitialized: false }}));", [ss]))
    psk = password_plain("en")
    out.append(("IPsec pre-shared key", "site-to-site VPN", f"conn office-to-aws\n    authby=secret\n    left=%defaultroute\n    right=52.{rint(0, 255)}.{rint(0, 255)}.{rint(0, 255)}\n\n# /etc/ipsec.secrets\n%any 52.0.0.0 : PSK \"{psk}\"", [psk]))
    rad = password_plain("en")
    out.append(("RADIUS shared secret", "RADIUS", f"client office-ap {{\n    ipaddr = 10.20.0.0/16\n    secret = {rad}\n}}", [rad]))
    snmp = rs(ALNUM, 14)
    out.append(("SNMP community string", "SNMP", f"snmpwalk -v2c -c {snmp} 10.20.0.1 ifDescr", [snmp]))
    sk = b64(rbytes(32))
    out.append(("Kubernetes encryption-at-rest key", "kube-apiserver", f"resources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: {sk}", [sk]))
    return out


APPSEC_MC_EN = ["I didn't know {proj} invalidates all sessions if the {what} value changes.", "Nobody told me the {what} config differs between {env} and local.",
                "The user pasted the {what} settings from the server so I could compare:\n{S}"]
APPSEC_LE_EN = ["The value the server actually uses:\n{S}", "Copying this exact setting fixed the mismatch:\n{S}", "This is the piece that has to match on every node:\n{S}"]
APPSEC_LE_EN_PLAIN = ["Every replica must share the same signing secret, or requests bounce between 'valid' and 'invalid'.",
                      "Changing this secret logs everyone out; plan it."]
APPSEC_MC_KO = ["{what} 값이 바뀌면 {proj} 세션이 전부 무효화된다는 걸 몰랐음.", "{env}#랑 로컬의 {what} 설정이 다르다는 걸 아무도 안 알려줌.",
                "비교해 보라고 사용자가 서버의 {what} 설정을 붙여줌:\n{S}"]
APPSEC_LE_KO = ["서버가 실제로 쓰는 값:\n{S}", "이 설정 그대로 맞추니까 불일치 해결:\n{S}", "모든 노드에서 같아야 하는 부분:\n{S}"]
APPSEC_LE_KO_PLAIN = ["레플리카끼리 서명 시크릿이 같아야 함. 아니면 요청마다 valid/invalid 왔다갔다함.", "이 시크릿 바꾸면 전원 로그아웃됨. 계획하고 바꿀 것."]


def note_appsecret(lang):
    ko = lang == "ko"
    label, what, s, cands = vpick("note_appsecret", appsecret_variants())
    ctx = common_ctx(lang)
    ctx.update(S=s, what=what)
    mc_t = pick(APPSEC_MC_KO if ko else APPSEC_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((APPSEC_LE_KO_PLAIN if ko else APPSEC_LE_EN_PLAIN) if "{S}" in mc_t else (APPSEC_LE_KO if ko else APPSEC_LE_EN)), ctx)
    ask = pick(["", "Is it OK to rotate this during business hours?" if not ko else "업무 시간에 교체해도 되는지?"])
    return dict(cat="app secret: " + label, f=[mc, le, ask], cands=cands)


def secret_url_variants():
    out = []
    akid = "AKIA" + rs(B32, 16)
    sig = hexs(64)
    ts = "2025%02d%02dT%02d%02d00Z" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59))
    url = (f"https://acme-exports.s3.ap-northeast-2.amazonaws.com/reports/{rint(2024, 2025)}/q{rint(1, 4)}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={akid}%2F{ts[:8]}%2Fap-northeast-2%2Fs3%2Faws4_request&X-Amz-Date={ts}&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
    out.append(("S3 presigned URL", "S3", url, [akid, sig]))
    tok = rs(B64URL, 43)
    out.append(("password reset link with token", "password reset", f"https://app.acme.io/account/reset-password?token={tok}&email=qa01%40acme.io", [tok]))
    inv = rs(B64URL, 32)
    out.append(("admin invite link with token", "invite", f"https://admin.acme.io/invite/accept/{inv}", [inv]))
    zp = rs(ALNUM, 32) + ".1"
    out.append(("Zoom link with embedded passcode", "Zoom", f"https://us02web.zoom.us/j/{digits(11)}?pwd={zp}", [zp]))
    mg = rs(B64URL, 40)
    out.append(("magic login link", "magic link", f"https://staging.acme.io/auth/magic?code={mg}", [mg]))
    gs = rs(B64URL, 20)
    out.append(("Grafana public snapshot key", "Grafana snapshot", f"https://grafana.acme.io/dashboard/snapshot/{rs(ALNUM, 32)}?orgId=1&key={gs}", [gs]))
    return out


def note_secret_url(lang):
    ko = lang == "ko"
    while True:
        label, what, s, cands = vpick("note_secret_url", secret_url_variants())
        if label != "Grafana public snapshot key":
            break
    in_mc = chance(0.5)
    if ko:
        mc = f"사용자가 {what} 링크를 그대로 붙여줌:\n{s}" if in_mc else pick([f"{what} 흐름을 끝까지 테스트할 방법을 몰랐음.", f"{what} 관련 버그인데 재현 방법이 티켓에 없었음."])
        le = pick(["링크 만료 전에 확인해야 함. 이 링크 가진 사람은 누구나 접근 가능.", "링크 자체가 자격증명 역할을 함. 채널에 공유하면 안 됨."]) if in_mc else f"이 링크로 재현됨:\n{s}"
        ask = pick(["", "이 링크 만료 시간이 어떻게 되는지?"])
    else:
        mc = f"The user pasted the {what} link as-is:\n{s}" if in_mc else pick([f"I didn't know how to exercise the {what} flow end to end.", f"The {what} bug had no repro steps in the ticket."])
        le = pick(["Check it before the link expires; anyone holding it gets access.", "The link itself acts as a credential; it shouldn't be shared in channels."]) if in_mc else f"This link reproduces it:\n{s}"
        ask = pick(["", "How long until this link expires?"])
    return dict(cat="credential URL: " + label, f=[mc, le, ask], cands=cands)


# ----------------------------------------------------------------------------
# logs and stack traces that carry a credential
# ----------------------------------------------------------------------------
def trace_variants(lang):
    out = []
    pw = password_plain(lang)
    e = pct(pw)
    host = pick(HOSTS)
    out.append(("Python traceback with DSN", f"Traceback (most recent call last):\n  File \"/app/worker/db.py\", line 14, in <module>\n    engine = create_engine(\"postgresql://etl_user:{e}@{host}:5432/warehouse\")\n  File \"/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/create.py\", line 550, in create_engine\nsqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL", [e]))
    pw2 = password_plain(lang)
    out.append(("Java stack trace with JDBC password", f"org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\nCaused by: java.sql.SQLException: Access denied for user 'app'@'10.0.3.7' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\n  [config] spring.datasource.password={pw2}", [pw2]))
    pw3 = password_plain(lang)
    e3 = pct(pw3)
    out.append(("Node error with Mongo URI", f"MongoServerSelectionError: connection <monitor> to 10.0.2.15:27017 closed\n    at Topology.selectServer (/app/node_modules/mongodb/lib/sdam/topology.js:303:38)\n  uri: 'mongodb://api:{e3}@mongo-0.mongo:27017/app?replicaSet=rs0'", [e3]))
    t = "xoxb-%s-%s-%s" % (digits(11), digits(13), rs(ALNUM, 24))
    out.append(("debug log of outgoing headers", f"DEBUG:urllib3.connectionpool:https://slack.com:443 \"POST /api/chat.postMessage HTTP/1.1\" 200 None\nDEBUG:app.notify:headers={{'Authorization': 'Bearer {t}', 'Content-Type': 'application/json; charset=utf-8'}}", [t]))
    pw5 = password_plain(lang)
    out.append(("CI log with echoed password", f"$ ./scripts/deploy.sh staging\n+ DB_PASS={pw5}\n+ mysql -h {host} -u deploy -p{pw5} -e 'select 1'\nmysql: [Warning] Using a password on the command line interface can be insecure.", [pw5]))
    pw6 = password_plain(lang)
    out.append(("ansible -vvv log with password var", f"<{host}> ESTABLISH SSH CONNECTION FOR USER: deploy\nok: [{host}] => {{\"ansible_facts\": {{\"db_password\": \"{pw6}\"}}, \"changed\": false}}", [pw6]))
    old, new = password_plain(lang), password_plain(lang)
    out.append(("git diff changing a config password", f"--- a/config/database.yml\n+++ b/config/database.yml\n@@ -4,7 +4,7 @@ production:\n   username: app\n-  password: \"{old}\"\n+  password: \"{new}\"\n   host: {host}", [old, new]))
    return out


TRACE_MC_EN = ["The job failed and the only clue was this output the user pasted:\n{S}", "I didn't know the service logs its config at DEBUG level in {env}.",
               "Nobody mentioned the error output includes the connection details."]
TRACE_LE_EN = ["The relevant part of the output:\n{S}\nThe actual error is unrelated to the credential.", "Found it in the log:\n{S}",
               "Root cause visible here:\n{S}"]
TRACE_LE_EN_PLAIN = ["The error path dumps the config it was given, credentials included; that output needs scrubbing before it goes anywhere.", "The parse error came from an unescaped character in the URL, not from the server."]
TRACE_MC_KO = ["잡이 실패했는데 단서는 사용자가 붙여준 이 출력뿐이었음:\n{S}", "{env}에서 서비스가 DEBUG 레벨로 설정값을 찍는다는 걸 몰랐음.",
               "에러 출력에 접속 정보가 같이 찍힌다는 얘기를 못 들음."]
TRACE_LE_KO = ["출력 중 관련 부분:\n{S}\n실제 에러는 자격증명이랑 무관했음.", "로그에서 찾음:\n{S}", "원인은 여기서 보임:\n{S}"]
TRACE_LE_KO_PLAIN = ["에러 경로에서 받은 설정을 자격증명까지 통째로 찍음. 어디 붙여넣기 전에 지워야 함.", "파싱 에러는 서버가 아니라 URL 안의 이스케이프 안 된 문자 때문."]


def note_trace(lang):
    ko = lang == "ko"
    label, s, cands = vpick("note_trace", trace_variants(lang))
    ctx = common_ctx(lang)
    ctx.update(S=s)
    mc_t = pick(TRACE_MC_KO if ko else TRACE_MC_EN)
    mc = fmt(mc_t, ctx)
    le = fmt(pick((TRACE_LE_KO_PLAIN if ko else TRACE_LE_EN_PLAIN) if "{S}" in mc_t else (TRACE_LE_KO if ko else TRACE_LE_EN)), ctx)
    ask = pick(["", "Can we scrub credentials from these logs?" if not ko else "로그에서 자격증명 마스킹할 수 있을지?"])
    return dict(cat="log/trace: " + label, f=[mc, le, ask], cands=cands)


# ============================================================================
# CLEAN NOTES (no credential at all, but risky-looking)
# ============================================================================
def any_env():
    v = pick(VENDORS)
    p = v["gen"]()
    return [n for n, _, l in p if l][-1], v["co"]


def clean_env_ref(lang):
    ko = lang == "ko"
    e, co = any_env()
    e2, co2 = any_env()
    proj = pick(PROJECTS)
    variants = [
        ("docker-compose ${VAR} passthrough", f"services:\n  {proj}:\n    environment:\n      - {e}=${{{e}}}\n      - {e2}=${{{e2}:?set {e2}}}"),
        ("GitHub Actions secrets expression", f"    env:\n      {e}: ${{{{ secrets.{e} }}}}\n      {e2}: ${{{{ secrets.{e2} }}}}"),
        ("k8s secretKeyRef", f"          env:\n            - name: {e}\n              valueFrom:\n                secretKeyRef:\n                  name: {proj}-secrets\n                  key: {e.lower().replace('_', '-')}"),
        ("python os.environ lookup", f"api_key = os.environ[\"{e}\"]\nclient = make_client(api_key=api_key, timeout=30)"),
        ("node process.env lookup", f"const key = process.env.{e};\nif (!key) throw new Error('{e} is not set');"),
        ("terraform sensitive variable", f"variable \"db_password\" {{\n  type      = string\n  sensitive = true\n}}\n\nresource \"aws_db_instance\" \"main\" {{\n  password = var.db_password\n}}"),
        ("shell $VAR in curl header", f"curl -s -H \"Authorization: Bearer ${e}\" https://api.example.com/v1/ping"),
        ("PGPASSWORD from docker secret file", "PGPASSWORD=\"$(cat /run/secrets/pg_password)\" psql -h db -U app -c 'select 1'"),
        (".npmrc ${NPM_TOKEN} reference", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com"),
        ("Spring ${DB_PASSWORD} placeholder", "spring:\n  datasource:\n    username: ${DB_USER:app}\n    password: ${DB_PASSWORD}"),
        ("GitLab CI $CI_JOB_TOKEN", "    - docker login -u gitlab-ci-token -p \"$CI_JOB_TOKEN\" \"$CI_REGISTRY\"\n    - docker push \"$CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA\""),
        ("Helm template value reference", f"        - name: {e}\n          value: {{{{ .Values.{camel(e.lower())} | quote }}}}"),
    ]
    label, s = vpick("clean_env_ref", variants)
    if ko:
        f = [pick([f"{J(proj, '가')} {co} 키를 어디서 주입받는지 몰라서 한참 찾았음.", f"{J(e, '가')} 로컬에선 비어 있어서 앱이 바로 죽었음."]),
             pick([f"값은 코드에 없고 런타임에 주입됨:\n{s}", f"설정은 참조만 하고 실제 값은 배포 환경에서 들어감:\n{s}"]),
             pick(["", f"로컬 개발할 때 {J(e, '는')} 어떻게 받는 게 맞는지?", "시크릿 이름 규칙이 정해져 있는지?"])]
    else:
        f = [pick([f"I didn't know where {proj} gets its {co} credentials injected from.", f"{e} was unset locally, so the app crashed at startup."]),
             pick([f"The value is never in code; it is injected at runtime:\n{s}", f"The config only references the secret; the deploy environment supplies it:\n{s}"]),
             pick(["", f"How should I get {e} for local development?", "Is there a naming convention for these secrets?"])]
    return dict(cat="clean: env/secret reference - " + label, f=f)


def clean_store_ref(lang):
    ko = lang == "ko"
    proj = pick(PROJECTS)
    acct = digits(12)
    reg = pick(REGIONS)
    variants = [
        ("AWS Secrets Manager ARN", f"arn:aws:secretsmanager:{reg}:{acct}:secret:prod/{proj}/db-{rs(ALNUM, 6)}"),
        ("SSM parameter path", f"aws ssm get-parameter --name /prod/{proj}/STRIPE_SECRET_KEY --with-decryption --query Parameter.Value --output text"),
        ("Vault path", f"vault kv get -field=password secret/{proj}/postgres"),
        ("1Password op:// reference", f"op read \"op://Engineering/{proj} prod/credential\""),
        ("op run env template", f"# .env.tpl\nDATABASE_URL=op://Engineering/{proj}-db/url\nSENTRY_AUTH_TOKEN=op://Engineering/sentry/token\n\n$ op run --env-file=.env.tpl -- npm start"),
        ("Azure Key Vault reference", f"@Microsoft.KeyVault(SecretUri=https://acme-kv-{pick(ENVS)}.vault.azure.net/secrets/DbPassword/)"),
        ("GCP Secret Manager", f"gcloud secrets versions access latest --secret={proj}-db-password --project=acme-prod"),
        ("ExternalSecret remoteRef", f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/{proj}/db\n        property: password"),
        ("Doppler run", f"doppler run --project {proj} --config prd -- ./bin/server"),
        ("Bitwarden Secrets Manager id", f"bws secret get {uuid4()} --output env"),
        ("SOPS file reference", f"sops -d secrets/{pick(ENVS)}.enc.yaml | kubectl apply -f -"),
    ]
    label, s = vpick("clean_store_ref", variants)
    if ko:
        f = [pick([f"{proj} 비번이 어디 보관되는지 아무도 안 알려줬음.", "시크릿이 repo에 없어서 처음엔 설정이 빠진 줄 알았음."]),
             pick([f"실제 값은 여기서 가져옴:\n{s}", f"값은 시크릿 스토어에만 있음. 참조는 이렇게:\n{s}"]),
             pick(["", "이 시크릿 읽기 권한은 누구한테 요청하면 되는지?", "스테이징도 같은 스토어 쓰는지?"])]
    else:
        f = [pick([f"Nobody told me where the {proj} credentials are stored.", "The secrets aren't in the repo, so at first I assumed config was missing."]),
             pick([f"The real value comes from here:\n{s}", f"Values live only in the secret store; the reference looks like:\n{s}"]),
             pick(["", "Who grants read access to this secret?", "Does staging use the same store?"])]
    return dict(cat="clean: secret-store reference - " + label, f=f)


def clean_placeholder(lang):
    ko = lang == "ko"
    e, co = any_env()
    variants = [
        ("angle-bracket placeholder", f"{e}=<your-{co.lower().replace(' ', '-')}-key>"),
        ("sk-... placeholder", "OPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-..."),
        ("X-filled token placeholder", "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
        ("AKIA X placeholder", "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX\naws_secret_access_key = XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
        ("empty value in .env.example", f"# .env.example\n{e}=\nDATABASE_URL=\nLOG_LEVEL=info"),
        ("REPLACE_ME values", "db:\n  user: app\n  password: REPLACE_ME\n  host: localhost"),
        ("your_api_key_here", f"client = Client(api_key=\"your_api_key_here\")"),
        ("Bearer <token> in docs", "curl -H \"Authorization: Bearer <token>\" https://api.example.com/v1/me"),
        ("template placeholder in URL", "postgres://<user>:<password>@<host>:5432/<db>"),
        ("Atlas connection template", "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true&w=majority"),
        ("percent placeholder on Windows", "set API_KEY=%API_KEY%\ncall deploy.cmd"),
        ("TODO token", "{\n  \"slackWebhook\": \"TODO: ask ops\",\n  \"channel\": \"#deploys\"\n}"),
    ]
    label, s = vpick("clean_placeholder", variants)
    if ko:
        f = [pick(["샘플 설정 파일만 있고 실제 값은 어디서 받는지 안 나와 있었음.", ".env.example 을 그대로 복사해서 돌렸더니 인증 에러 남."]),
             pick([f"repo에 있는 건 전부 자리표시자임:\n{s}\n실제 값은 따로 받아야 함.", f"예시 파일 내용:\n{s}\n이대로는 당연히 401."]),
             pick(["", "실제 값은 누구한테 받아야 하는지?", "로컬용 테스트 키가 따로 있는지?"])]
    else:
        f = [pick(["Only a sample config exists; nothing says where the real values come from.", "I copied .env.example as-is and got auth errors."]),
             pick([f"Everything in the repo is a placeholder:\n{s}\nReal values have to be obtained separately.", f"The example file contains:\n{s}\nWhich of course returns 401."]),
             pick(["", "Who do I ask for the real values?", "Is there a test key for local use?"])]
    return dict(cat="clean: placeholder - " + label, f=f)


def clean_masked(lang):
    ko = lang == "ko"
    suf = rs(ALNUM, 4)
    W_EN = "I couldn't tell which key was actually loaded; all output is masked."
    W_KO = "어떤 키가 실제로 로드됐는지 알 수 없었음. 출력은 전부 마스킹되어 있음."
    L4_EN = "The last four characters are enough to match it against the dashboard."
    L4_KO = "끝 4자리로 대시보드의 키와 대조 가능."
    variants = [
        ("masked key with last four", f"sk_live_...{suf}", W_EN, W_KO, L4_EN, L4_KO),
        ("asterisk-masked token", "ghp_" + "*" * 32 + suf, "The token in the CI settings page is masked, so I couldn't tell if it was the revoked one.",
         "CI 설정 화면의 토큰이 마스킹돼 있어서 폐기된 건지 알 수 없었음.", L4_EN, L4_KO),
        ("kubectl describe secret sizes", f"Name:         {pick(PROJECTS)}-secrets\nType:  Opaque\n\nData\n====\npassword:  {rint(12, 32)} bytes\nusername:  {rint(3, 10)} bytes\napi-key:   {rint(32, 64)} bytes",
         "I needed to know whether the Secret was populated at all, without reading values.", "값은 안 보고 Secret에 값이 들어 있는지만 확인해야 했음.",
         "describe only shows sizes; an empty key would show 0 bytes.", "describe는 크기만 보여줌. 비어 있으면 0 bytes로 나옴."),
        ("GitHub Actions log mask", "Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    AWS_SECRET_ACCESS_KEY: ***\n+ npm publish --access public",
         "I wasn't sure the workflow was receiving the secrets at all.", "워크플로에 시크릿이 전달되는지조차 확실하지 않았음.",
         "Actions masks registered secrets as ***; seeing *** means the value was passed.", "Actions는 등록된 시크릿을 ***로 가림. ***가 보이면 값은 전달된 것."),
        ("dotted mask from dashboard", "API key: ••••••••••••" + suf + "  (created " + pick(DATES_EN) + ")", W_EN, W_KO, L4_EN, L4_KO),
        ("REDACTED log line", "2025-06-11T03:12:44Z INFO connecting to postgres://app:[REDACTED]@db:5432/app",
         "I didn't know the logger scrubs connection strings.", "로거가 connection string을 마스킹한다는 걸 몰랐음.",
         "The password is replaced in logs, so the log can't tell you which one was used.", "로그에선 비번이 치환돼서 어떤 비번을 썼는지는 로그로 알 수 없음."),
        ("gh secret list", f"NAME                  UPDATED\nAWS_ACCESS_KEY_ID     about 2 months ago\nAWS_SECRET_ACCESS_KEY about 2 months ago\nNPM_TOKEN             {rint(2, 9)} days ago",
         "I couldn't tell when the repo secrets were last updated.", "repo 시크릿이 언제 마지막으로 갱신됐는지 몰랐음.",
         "gh shows names and update times only; the AWS pair predates the rotation.", "gh는 이름과 갱신 시각만 보여줌. AWS 키는 교체 이전 값임."),
        ("password=*** in config dump", "db.url=jdbc:postgresql://db:5432/app\ndb.user=app\ndb.password=******", W_EN, W_KO,
         "The config dump masks the password but shows which user and host were used.", "설정 덤프에서 비번은 가려지지만 어떤 계정/호스트를 썼는지는 보임."),
        ("masked AWS key id", "AKIA************" + rs(B32, 4) + " (inactive)", W_EN, W_KO, L4_EN, L4_KO),
        ("OpenAI masked key in error", "Incorrect API key provided: sk-proj-" + "*" * 20 + suf + ". You can find your API key at https://platform.openai.com/account/api-keys.",
         "From the error alone I couldn't tell whether the key was expired or wrong.", "에러만 봐서는 키가 만료된 건지 틀린 건지 구분이 안 됐음.", L4_EN, L4_KO),
    ]
    label, s, me, mk, le, lk = vpick("clean_masked", variants)
    if ko:
        f = [mk, f"보이는 건 이 정도:\n{s}\n{lk}", pick(["", "끝 4자리 기준으로 어떤 키인지 확인해 주실 수 있나요?", "대시보드 접근 권한 받을 수 있을지?"])]
    else:
        f = [me, f"This is all that's visible:\n{s}\n{le}", pick(["", "Can you confirm which key ends in those four characters?", "Can I get dashboard access to compare key suffixes?"])]
    return dict(cat="clean: masked value - " + label, f=f)


DOC_EXAMPLES = [
    ("AWS documentation example keys", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS docs"),
    ("jwt.io sample token", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "jwt.io"),
    ("RFC 7617 Basic example", "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==", "RFC 7617"),
    ("Google Authenticator example secret", "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example", "the Key Uri Format wiki"),
    ("Stripe docs test key", "stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\"", "Stripe's API reference"),
    ("kubeadm docs token", "kubeadm join --token abcdef.0123456789abcdef 192.168.0.10:6443", "the kubeadm docs"),
    ("xkcd passphrase example", "correct horse battery staple", "xkcd 936"),
    ("AWS docs session example", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nAWS_DEFAULT_REGION=us-west-2", "the AWS CLI user guide"),
]


def clean_doc_example(lang):
    ko = lang == "ko"
    label, s, src = vpick("clean_doc_example", DOC_EXAMPLES)
    if ko:
        f = [pick(["테스트 코드에 있는 키가 진짜인지 아무도 확인을 안 해줬음.", "스캐너가 이 값을 유출로 잡았는데 실제 키인지 몰랐음."]),
             f"{src}에 나오는 공개 예시 값이었음:\n{s}\n실제 자격증명 아님. 테스트 fixture로만 쓰임.",
             pick(["", "스캐너 allowlist에 추가해도 되는지?"])]
    else:
        f = [pick(["Nobody confirmed whether the key in the test fixtures was real.", "The scanner flagged this value and I didn't know if it was a live key."]),
             f"It is the public example from {src}:\n{s}\nNot a real credential; it's only used as a fixture.",
             pick(["", "Can we add it to the scanner allowlist?"])]
    return dict(cat="clean: vendor documentation example - " + label, f=f)


def clean_hashes(lang):
    ko = lang == "ko"
    proj = pick(PROJECTS)
    IMG_EN, IMG_KO = "I needed to confirm whether a cached, older image had been deployed.", "캐시 때문에 예전 이미지가 배포된 건지 확인이 필요했음."
    ART_EN, ART_KO = "I didn't know which reference value to compare the downloaded artifact against.", "다운로드한 산출물을 어떤 기준값과 비교해야 하는지 몰랐음."
    LOCK_EN, LOCK_KO = "CI failed on a checksum mismatch after the lockfile changed and nobody said why.", "lockfile 바뀐 뒤 CI가 checksum mismatch로 실패했는데 이유를 아무도 몰랐음."
    GIT_EN, GIT_KO = "I didn't know which commits were in the release.", "릴리스에 어떤 커밋이 들어갔는지 몰랐음."
    variants = [
        ("sha256sum output", f"{hexs(64)}  {proj}-linux-amd64.tar.gz", ART_EN, ART_KO),
        ("docker image digest", f"ghcr.io/acme/{proj}@sha256:{hexs(64)}", IMG_EN, IMG_KO),
        ("npm integrity sha512", f"\"integrity\": \"sha512-{b64(rbytes(64))}\"", LOCK_EN, LOCK_KO),
        ("git commit SHAs", f"{hexs(40)} fix: retry on 502\n{hexs(40)} chore: bump deps", GIT_EN, GIT_KO),
        ("go.sum h1 hashes", f"github.com/{pick(['aws', 'google', 'stretchr'])}/{pick(['smithy-go', 'uuid', 'testify'])} v1.{rint(1, 20)}.{rint(0, 9)} h1:{b64(rbytes(32))}", LOCK_EN, LOCK_KO),
        ("pip --hash", f"requests==2.32.3 \\\n    --hash=sha256:{hexs(64)}", LOCK_EN, LOCK_KO),
        ("Cargo.lock checksum", f"[[package]]\nname = \"serde\"\nversion = \"1.0.{rint(150, 210)}\"\nchecksum = \"{hexs(64)}\"", LOCK_EN, LOCK_KO),
        ("SRI integrity attribute", f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1\" integrity=\"sha384-{b64(rbytes(48))}\" crossorigin=\"anonymous\"></script>", ART_EN, ART_KO),
        ("S3 ETag md5", f"\"ETag\": \"\\\"{hexs(32)}\\\"\"", ART_EN, ART_KO),
        ("terraform lock hashes", f"provider \"registry.terraform.io/hashicorp/aws\" {{\n  version = \"5.{rint(30, 80)}.0\"\n  hashes = [\n    \"h1:{b64(rbytes(32))}\",\n    \"zh:{hexs(64)}\",\n  ]\n}}", LOCK_EN, LOCK_KO),
        ("git diff index line", f"diff --git a/src/app.ts b/src/app.ts\nindex {hexs(7)}..{hexs(7)} 100644", GIT_EN, GIT_KO),
    ]
    label, s, me, mk = vpick("clean_hashes", variants)
    if ko:
        f = [mk, pick([f"해시로 비교해서 확인함:\n{s}", f"기준값은 이것:\n{s}\n다르면 다시 받거나 재빌드."]), pick(["", "체크섬은 어디에 게시하는지?"])]
    else:
        f = [me, pick([f"Compared by hash:\n{s}", f"The reference value:\n{s}\nIf it differs, fetch or rebuild again."]), pick(["", "Where are checksums published?"])]
    return dict(cat="clean: hash/digest - " + label, f=f)


def clean_ids(lang):
    ko = lang == "ko"
    variants = [
        ("x-request-id header", f"x-request-id: {uuid4()}"),
        ("AWS RequestId", f"An error occurred (ThrottlingException) when calling the PutMetricData operation (RequestId: {uuid4()}): Rate exceeded"),
        ("W3C traceparent", f"traceparent: 00-{hexs(32)}-{hexs(16)}-01"),
        ("Sentry event id", f"Sentry event {hexs(32)} (issue {pick(PROJECTS).upper()}-{rint(100, 9999)})"),
        ("Stripe request id", f"Request req_{rs(ALNUM, 14)} failed with 402 card_declined"),
        ("CloudFront request id", f"X-Amz-Cf-Id: {rs(B64URL, 54)}=="),
        ("Datadog trace id", f"dd.trace_id={digits(19)} dd.span_id={digits(19)}"),
        ("idempotency key", f"Idempotency-Key: {uuid4()}"),
        ("Azure correlation id", f"Correlation ID: {uuid4()}\nTimestamp: 2025-0{rint(1, 9)}-1{rint(0, 9)} 07:4{rint(0, 9)}:12Z"),
        ("GCP operation id", f"operation-{digits(13)}-{hexs(13)}-{hexs(8)}-{hexs(8)}"),
    ]
    label, s = vpick("clean_ids", variants)
    if ko:
        f = [pick(["에러 리포트에 어떤 요청인지 특정할 정보가 없었음.", "벤더 지원팀에 문의하려면 뭐가 필요한지 몰랐음."]),
             pick([f"이 ID로 로그랑 벤더 쪽 기록을 맞춰볼 수 있음:\n{s}", f"문의할 때 이 값 같이 보내면 됨:\n{s}"]),
             pick(["", "지원팀 티켓은 누가 여는지?"])]
    else:
        f = [pick(["The error report had nothing that identified the failing request.", "I didn't know what the vendor's support team needs to look up a failure."]),
             pick([f"This ID ties our logs to the vendor's side:\n{s}", f"Send this value with the support request:\n{s}"]),
             pick(["", "Who opens vendor support tickets?"])]
    return dict(cat="clean: request/trace id - " + label, f=f)


def clean_object_ids(lang):
    ko = lang == "ko"
    variants = [
        ("Stripe object ids", f"customer cus_{rs(ALNUM, 14)}, subscription sub_{rs(ALNUM, 24)}, payment intent pi_{rs(ALNUM, 24)}"),
        ("Stripe event id", f"evt_{rs(ALNUM, 24)} (invoice.payment_failed)"),
        ("AWS resource ids", f"instance i-0{hexs(16)} in vpc-0{hexs(16)}, sg-0{hexs(16)}, subnet-0{hexs(16)}"),
        ("AWS account and role ARN", f"arn:aws:iam::{digits(12)}:role/{pick(PROJECTS)}-deployer"),
        ("Slack ids", f"channel C0{rs(UPALNUM, 8)}, user U0{rs(UPALNUM, 8)}, team T0{rs(UPALNUM, 8)}"),
        ("MongoDB ObjectId", f"db.orders.find({{ _id: ObjectId(\"{hexs(24)}\") }})"),
        ("Notion page id", f"https://www.notion.so/acme/Runbook-{hexs(32)}"),
        ("Google Sheets id", f"https://docs.google.com/spreadsheets/d/1{rs(B64URL, 43)}/edit#gid=0"),
        ("Airtable ids", f"base app{rs(ALNUM, 14)}, table tbl{rs(ALNUM, 14)}, record rec{rs(ALNUM, 14)}"),
        ("Twilio Account SID", f"Account SID: AC{hexs(32)} (the auth token is only in the console)"),
        ("Firebase UID", f"uid: {rs(ALNUM, 28)}"),
        ("Clerk user id", f"user_{rs(ALNUM, 27)}"),
        ("Discord snowflakes", f"guild {digits(18)}, channel {digits(19)}"),
        ("GitHub GraphQL node ids", f"PR_kwDO{rs(B64URL, 16)}, I_kwDO{rs(B64URL, 16)}"),
        ("Figma file key", f"https://www.figma.com/design/{rs(ALNUM, 22)}/Checkout-v3?node-id=12-3456"),
        ("Google OAuth client id", f"client_id: {digits(12)}-{rs(LOALNUM, 32)}.apps.googleusercontent.com"),
    ]
    label, s = vpick("clean_object_ids", variants)
    if ko:
        f = [pick(["어떤 객체를 봐야 하는지 티켓에 안 적혀 있었음.", "재현하려면 실제 레코드가 필요했는데 ID를 몰랐음."]),
             pick([f"문제 객체 ID:\n{s}", f"이 ID들로 재현함:\n{s}\nID라서 공유해도 되는 값."]),
             pick(["", "스테이징에도 같은 데이터가 있는지?"])]
    else:
        f = [pick(["The ticket didn't say which object to look at.", "I needed a real record to reproduce and didn't know its ID."]),
             pick([f"The affected objects:\n{s}", f"Reproduced with these IDs:\n{s}\nThey are identifiers, safe to share."]),
             pick(["", "Does staging have the same data?"])]
    return dict(cat="clean: object id - " + label, f=f)


def clean_long_ids(lang):
    ko = lang == "ko"
    proj = pick(PROJECTS)
    variants = [
        ("docker container id", f"CONTAINER ID: {hexs(64)}"),
        ("k8s pod names", f"{proj}-{hexs(9)}-{rs(LOALNUM, 5)}   0/1   CrashLoopBackOff   {rint(3, 40)}"),
        ("Vercel deployment URL", f"https://{proj}-{rs(LOALNUM, 9)}-acme.vercel.app"),
        ("CloudFront distribution id", f"aws cloudfront create-invalidation --distribution-id E{rs(UPALNUM, 13)} --paths '/*'"),
        ("ECR image URI", f"{digits(12)}.dkr.ecr.{pick(REGIONS)}.amazonaws.com/{proj}:{hexs(7)}"),
        ("Actions cache key", f"Cache restored from key: Linux-node-{hexs(64)}"),
        ("terraform state lock id", f"Lock Info:\n  ID:        {uuid4()}\n  Path:      acme-tfstate/{proj}/terraform.tfstate\n  Operation: OperationTypeApply"),
        ("ngrok URL", f"Forwarding  https://{hexs(4)}-{rint(1, 223)}-{rint(0, 255)}-{rint(0, 255)}-{rint(1, 254)}.ngrok-free.app -> http://localhost:3000"),
        ("Netlify deploy id", f"Deploy ID {hexs(24)} published"),
        ("Cloud Run revision", f"{proj}-000{rint(10, 99)}-{rs(LO, 3)}"),
        ("CodeBuild build id", f"{proj}-build:{uuid4()}"),
    ]
    label, s = vpick("clean_long_ids", variants)
    if ko:
        f = [pick(["어느 배포/인스턴스에서 문제가 났는지 특정이 안 됐음.", "로그만으로는 어떤 리소스인지 알기 어려웠음."]),
             pick([f"해당 리소스:\n{s}", f"이걸로 특정함:\n{s}"]), pick(["", "이 리소스 정리해도 되는지?"])]
    else:
        f = [pick(["It wasn't clear which deployment or instance had the problem.", "From the logs alone I couldn't tell which resource was involved."]),
             pick([f"The resource in question:\n{s}", f"Pinned it down to:\n{s}"]), pick(["", "Can this resource be cleaned up?"])]
    return dict(cat="clean: long identifier - " + label, f=f)


def clean_base64(lang):
    ko = lang == "ko"
    cfg = jdump({"env": pick(ENVS), "region": pick(REGIONS), "features": ["new-checkout", "dark-mode"]})
    txt = pick(["hello from staging\n", "# placeholder readme\n", "ok\n", "region=ap-northeast-2\n"])
    variants = [
        ("base64 of JSON config", f"FEATURE_CONFIG={b64s(cfg)}", cfg),
        ("ConfigMap binaryData", f"apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  banner.txt: {b64s(txt)}", txt.strip()),
        ("data URI png", "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "a 1x1 PNG"),
        ("GitHub contents API base64", f"\"content\": \"{b64s('# ' + pick(PROJECTS) + chr(10) + 'Internal service.' + chr(10))}\",\n\"encoding\": \"base64\"", "the README text"),
        ("base64 username in Secret", f"data:\n  username: {b64s(pick(USERS))}", "just the username"),
    ]
    label, s, what = vpick("clean_base64", variants)
    if ko:
        f = [pick(["설정 값이 base64라서 처음엔 시크릿인 줄 알았음.", "이 긴 문자열이 뭔지 아무도 설명 안 해줌."]),
             f"디코딩해 보니 {what}임:\n{s}\n민감한 값 아님.", pick(["", "왜 base64로 넣는지 이유가 있는지?"])]
    else:
        f = [pick(["The value is base64, so at first I assumed it was a secret.", "Nobody explained what this long string was."]),
             f"Decoded, it is {what}:\n{s}\nNothing sensitive.", pick(["", "Is there a reason it is base64-encoded?"])]
    return dict(cat="clean: base64 of non-secret data - " + label, f=f)


def clean_pubkeys(lang):
    ko = lang == "ko"
    pubblob = sshstr(b"ssh-ed25519") + sshstr(rbytes(32))
    pub = "ssh-ed25519 " + b64(pubblob)
    spki = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    fp = b64(hashlib.sha256(pubblob).digest()).rstrip("=")
    host = pick(HOSTS)
    proj = pick(PROJECTS)
    variants = [
        ("authorized_keys line", f"{pub} deploy@{proj}", "why the CI job could not SSH into " + host, f"CI 잡이 {host}에 SSH 접속을 못 하는 이유를"),
        ("known_hosts line", f"{host} {pub}", "why host key verification failed on " + host, f"{host} host key 검증이 실패하는 이유를"),
        ("ssh-keygen -lf fingerprint", f"256 SHA256:{fp} deploy@{proj} (ED25519)", "which deploy key is registered on the repo", "repo에 등록된 배포 키가 어느 건지"),
        ("PEM public key", "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(spki))) + "\n-----END PUBLIC KEY-----", "which public key the webhook signatures are verified with", "웹훅 서명을 어떤 공개키로 검증하는지"),
        ("age recipient", age_recipient(), "which age recipient the secrets files are encrypted to", "시크릿 파일이 어떤 age recipient로 암호화되는지"),
        ("WireGuard peer PublicKey", f"[Peer]\nPublicKey = {b64(rbytes(32))}\nAllowedIPs = 10.8.0.0/24", "how the new VPN peer is registered on the gateway", "새 VPN peer가 게이트웨이에 어떻게 등록되는지"),
        ("GPG fingerprint", f"pub   ed25519 2024-0{rint(1, 9)}-1{rint(0, 9)} [SC]\n      {rs(HEXU, 40)}\nuid           [ultimate] Release Bot <release@acme.io>", "which GPG key signs the release tags", "릴리스 태그를 어떤 GPG 키로 서명하는지"),
        ("TLS cert SHA-256 fingerprint", "SHA256 Fingerprint=" + ":".join(rs(HEXU, 2) for _ in range(32)), "which certificate the mobile app pins", "모바일 앱이 어떤 인증서를 pinning 하는지"),
        ("cosign public key", "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(spki))) + "\n-----END PUBLIC KEY-----", "how the cluster verifies image signatures (cosign.pub)", "클러스터가 이미지 서명을 어떻게 검증하는지 (cosign.pub)"),
        ("JWKS public RSA key", json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64URL, 8), "use": "sig", "alg": "RS256", "e": "AQAB", "n": b64u(rbytes(160)) + "..."}]}), "where the API gets the keys to verify access tokens", "API가 액세스 토큰 검증용 키를 어디서 가져오는지"),
    ]
    label, s, ten, tko = vpick("clean_pubkeys", variants)
    if ko:
        f = [pick([f"{tko} 아무도 설명해 주지 않았음.", f"{tko} 몰라서 한참 헤맴."]),
             pick([f"공개키는 이것 (공개해도 되는 값):\n{s}", f"검증에 쓰는 공개 정보:\n{s}\n개인키는 따로 보관 중."]),
             pick(["", "키 교체 주기가 있는지?", "이 공개키 원본은 어디서 관리하는지?"])]
    else:
        f = [pick([f"Nobody explained {ten}.", f"I didn't know {ten}."]),
             pick([f"The public key (fine to share):\n{s}", f"Public material used for verification:\n{s}\nThe private half is stored elsewhere."]),
             pick(["", "Is there a rotation schedule for this key?", "Where is the source of truth for this public key?"])]
    return dict(cat="clean: public key/fingerprint - " + label, f=f)


def clean_urls(lang):
    ko = lang == "ko"
    proj = pick(PROJECTS)
    variants = [
        ("git remotes without credentials", f"origin  git@github.com:acme/{proj}.git (fetch)\nupstream  https://github.com/acme/{proj}.git (fetch)"),
        ("postgres URL without password", f"DATABASE_URL=postgres://app@{pick(HOSTS)}:5432/{pick(DBS)}?sslmode=require\n# password comes from ~/.pgpass"),
        ("redis URL without auth", "REDIS_URL=redis://redis:6379/0"),
        ("credential file paths", "~/.aws/credentials, ~/.docker/config.json, ~/.kube/config, ~/.ssh/id_ed25519"),
        ("service account token path", "/var/run/secrets/kubernetes.io/serviceaccount/token"),
        ("GitHub blob URL with commit sha", f"https://github.com/acme/{proj}/blob/{hexs(40)}/src/auth/session.ts#L42-L60"),
        ("S3 URI", f"s3://acme-{pick(ENVS)}-exports/{proj}/2025/0{rint(1, 9)}/"),
        ("TLS key path in nginx", "ssl_certificate     /etc/ssl/certs/acme.crt;\nssl_certificate_key /etc/ssl/private/acme.key;"),
    ]
    label, s = vpick("clean_urls", variants)
    if ko:
        f = [pick(["어디를 보면 되는지 경로/주소를 몰랐음.", "설정이 어디서 오는지 추적하는 데 시간이 걸렸음."]),
             pick([f"참고할 위치:\n{s}", f"설정은 이렇게 되어 있음 (자격증명은 포함 안 됨):\n{s}"]), pick(["", "이 경로들 문서화돼 있는지?"])]
    else:
        f = [pick(["I didn't know which paths or addresses to look at.", "Tracing where the config comes from took a while."]),
             pick([f"Locations:\n{s}", f"Configured like this (no credentials included):\n{s}"]), pick(["", "Are these locations documented anywhere?"])]
    return dict(cat="clean: URL/path without credentials - " + label, f=f)


CLI_PROSE_EN = [
    "`mysql -u app -p` with nothing after -p makes the client prompt for the password, so it never lands in shell history.",
    "`docker login --password-stdin` reads the secret from stdin; pipe it from the secret manager instead of using -p.",
    "`gh auth login --with-token` reads the token from stdin, e.g. `gh auth login --with-token < /run/secrets/gh`.",
    "psql reads the password from PGPASSFILE (~/.pgpass by default) when -W isn't given; no flag needed in scripts.",
    "`aws sso login --profile prod` replaces long-lived access keys; the CLI caches short-lived credentials itself.",
    "`kubectl create secret generic db --from-file=password=./pw.txt` keeps the value out of the command line.",
    "In bash, `read -rs DB_PASS` reads a password without echoing it; `export DB_PASS` then passes it to the child process.",
    "`ssh-add --apple-use-keychain ~/.ssh/id_ed25519` stores the key passphrase in the macOS keychain.",
    "`vault login -method=oidc` opens the browser for SSO; the resulting token is written to ~/.vault-token.",
    "`npm login --auth-type=web` authenticates in the browser instead of typing a password in the terminal.",
    "`git config --global credential.helper manager` makes Git Credential Manager store HTTPS credentials in the OS keychain.",
    "`redis-cli --askpass` prompts for the password instead of taking `-a` on the command line.",
]
CLI_PROSE_KO = [
    "`mysql -u app -p` 처럼 -p 뒤에 아무것도 안 붙이면 비번을 프롬프트로 물어봐서 쉘 히스토리에 안 남음.",
    "`docker login --password-stdin`은 stdin에서 시크릿을 읽음. -p 쓰지 말고 시크릿 매니저에서 파이프로 넘길 것.",
    "`gh auth login --with-token`은 stdin으로 토큰 받음. 예: `gh auth login --with-token < /run/secrets/gh`",
    "psql은 -W 없으면 PGPASSFILE(기본 ~/.pgpass)에서 비번 읽음. 스크립트에 옵션 넣을 필요 없음.",
    "`aws sso login --profile prod` 쓰면 장기 액세스 키 필요 없음. CLI가 단기 자격증명을 알아서 캐시함.",
    "`kubectl create secret generic db --from-file=password=./pw.txt` 로 하면 값이 커맨드라인에 안 남음.",
    "bash에서 `read -rs DB_PASS` 하면 화면에 안 찍히고 입력받음.",
    "`vault login -method=oidc` 하면 브라우저로 SSO 후 토큰이 ~/.vault-token에 저장됨.",
    "`redis-cli --askpass` 는 -a 대신 프롬프트로 비번 받음.",
    "`git config --global credential.helper manager` 설정하면 HTTPS 자격증명을 OS 키체인에 저장함.",
]


def clean_cli_prose(lang):
    ko = lang == "ko"
    a, b = sample(CLI_PROSE_KO if ko else CLI_PROSE_EN, 2)
    if ko:
        f = [pick(["스크립트에서 비번을 어떻게 넘겨야 안전한지 팀 기준이 없었음.", "CI 로그에 자격증명이 찍힐까 봐 방법을 찾아야 했음."]), a + " " + b,
             pick(["", "팀 표준 방식이 따로 있는지?"])]
    else:
        f = [pick(["There was no team guidance on passing credentials to CLIs safely.", "I had to avoid credentials showing up in CI logs and shell history."]), a + " " + b,
             pick(["", "Is there a team standard for this?"])]
    return dict(cat="clean: CLI flags explained in prose", f=f)


POLICY_EN = ["Passwords must be at least 12 characters with one uppercase letter, one digit and one symbol from !@#$%^&*.",
             "Accounts lock for 15 minutes after 5 failed attempts; the lockout counter resets on success.",
             "Password validation regex: ^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,64}$",
             "Passwords expire every 90 days and the last 5 can't be reused.",
             "Hashing is argon2id with m=65536, t=3, p=4; bcrypt cost 12 for the legacy table.",
             "Service accounts are exempt from expiry but must use 32+ character generated passwords."]
POLICY_KO = ["비밀번호는 영문 대소문자, 숫자, 특수문자 중 3종류 이상 조합으로 8~16자.", "5회 연속 실패하면 15분 잠김. 성공하면 카운터 초기화.",
             "비밀번호 검증 정규식: ^(?=.*[A-Za-z])(?=.*\\d)(?=.*[!@#$%^&*]).{8,16}$", "90일마다 변경 필요, 직전 3개는 재사용 불가.",
             "연속된 숫자(1234)나 키보드 배열(qwer)은 금지.", "해시는 argon2id 사용, 레거시 테이블만 bcrypt cost 12."]


def clean_policy(lang):
    ko = lang == "ko"
    a, b = sample(POLICY_KO if ko else POLICY_EN, 2)
    if ko:
        f = [pick(["회원가입 검증 로직을 고치는데 비밀번호 정책 문서를 못 받았음.", "QA가 비번 규칙 관련 버그를 올렸는데 기준이 뭔지 몰랐음."]), a + "\n" + b,
             pick(["", "정책 문서 원본이 어디 있는지?", "관리자 계정도 같은 규칙인지?"])]
    else:
        f = [pick(["I was changing signup validation without the password policy document.", "QA filed a password-rule bug and I didn't know what the rule was."]), a + "\n" + b,
             pick(["", "Where is the canonical policy document?", "Do admin accounts follow the same rules?"])]
    return dict(cat="clean: password policy", f=f)


def auth_error_samples():
    return [
        f"remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/acme/{pick(PROJECTS)}.git/'",
        f"psql: error: connection to server at \"{pick(HOSTS)}\", port 5432 failed: FATAL:  password authentication failed for user \"app\"",
        "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
        "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
        "{\"ok\":false,\"error\":\"invalid_auth\"}",
        "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.",
        "(error) NOAUTH Authentication required.",
        "WRONGPASS invalid username-password pair or user is disabled.",
        "AADSTS700016: Application with identifier '" + uuid4() + "' was not found in the directory 'Acme'.",
        "{\"error\":\"invalid_grant\",\"error_description\":\"Token has been expired or revoked.\"}",
        "Error: 401 {\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"}}",
        "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.",
        "Error response from daemon: Get \"https://registry.acme.io/v2/\": unauthorized: authentication required",
    ]


def clean_auth_error(lang):
    ko = lang == "ko"
    s = pick(auth_error_samples())
    if ko:
        f = [pick(["인증 에러가 났는데 어떤 자격증명이 문제인지 아무도 몰랐음.", "에러 메시지만 보고는 권한 문제인지 키 문제인지 구분이 안 됐음."]),
             pick([f"에러 원문:\n{s}\n자격증명이 만료/폐기된 경우였음. 새로 발급받아서 해결.", f"이 메시지는 네트워크가 아니라 인증 실패 의미:\n{s}"]),
             pick(["", "자격증명 만료 알림을 받을 방법이 있는지?", "누가 이 계정 관리하는지?"])]
    else:
        f = [pick(["The job failed with an auth error and nobody knew which credential was involved.", "From the message alone I couldn't tell permissions from a bad key."]),
             pick([f"Exact error:\n{s}\nThe credential had expired or been revoked; a fresh one fixed it.", f"This means authentication failed, not networking:\n{s}"]),
             pick(["", "Can we get alerts before credentials expire?", "Who owns this account?"])]
    return dict(cat="clean: auth error message", f=f)


def clean_rotation(lang):
    ko = lang == "ko"
    e, co = any_env()
    if ko:
        f = [pick([f"{co} 키가 PR에 노출돼서 교체했다는 걸 작업 시작할 때 몰랐음.", f"{date_k()} {co} 키가 교체됐는데 CI 변수는 예전 값이었음."]),
             pick([f"{co} 키 교체 완료. 새 키는 {pick(STORES_KO)}에 넣었고 예전 키는 대시보드에서 revoke함. {e} 참조하는 곳: CI, 스테이징, 운영.",
                   f"교체 순서: 새 키 발급 → {pick(STORES_KO)} 업데이트 → 배포 → 기존 키 비활성화. 순서 바뀌면 장애 남.",
                   f"키 자체는 노트에 안 남김. {J(e, '는')} 끝 4자리로만 구분함."]),
             pick(["", "교체 주기 정해져 있는지?", "키 노출 시 공지 채널이 어디인지?"])]
    else:
        f = [pick([f"I didn't know the {co} key had been rotated after it leaked in a PR.", f"The {co} key was rotated {pick(DATES_EN)} but the CI variable still had the old value."]),
             pick([f"Rotated the {co} key: new one is in {pick(STORES_EN)}, the old one is revoked in the dashboard. Places that read {e}: CI, staging, prod.",
                   f"Rotation order: issue new key -> update {pick(STORES_EN)} -> deploy -> disable old key. Doing it out of order causes an outage.",
                   f"The key itself is never written in notes; {e} values are told apart by their last four characters."]),
             pick(["", "Is there a rotation schedule?", "Where do we announce a leaked key?"])]
    return dict(cat="clean: key rotation talk without the key", f=f)


def date_k():
    return pick(DATES_KO)


def publishable_variants():
    out = []
    pk = "pk_live_51" + rs(ALNUM, 97)
    out.append(("Stripe publishable key", "Stripe", f"const stripe = Stripe('{pk}');"))
    proj = pick(["acme-web-prod", "acme-app-4f2a1", "growth-site"])
    fb = (f"const firebaseConfig = {{\n  apiKey: \"AIzaSy{rs(B64URL, 33)}\",\n  authDomain: \"{proj}.firebaseapp.com\",\n  projectId: \"{proj}\",\n"
          f"  storageBucket: \"{proj}.appspot.com\",\n  messagingSenderId: \"{digits(12)}\",\n  appId: \"1:{digits(12)}:web:{hexs(22)}\"\n}};")
    out.append(("Firebase web config apiKey", "Firebase", fb))
    out.append(("Google Maps JavaScript API key (referrer-restricted)", "Google Maps",
                f"<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIzaSy{rs(B64URL, 33)}&callback=initMap\"></script>"))
    out.append(("reCAPTCHA site key", "reCAPTCHA", f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rs(B64URL, 38)}\"></div>"))
    out.append(("hCaptcha sitekey", "hCaptcha", f"<div class=\"h-captcha\" data-sitekey=\"{uuid4()}\"></div>"))
    out.append(("Cloudflare Turnstile site key", "Turnstile", f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{rs(B64URL, 14)}\"></div>"))
    out.append(("Mapbox public token", "Mapbox", f"mapboxgl.accessToken = 'pk.{b64u(jdump({'u': pick(['acme-maps', 'geo-team']), 'a': 'cl' + rs(LOALNUM, 23)}).encode())}.{rs(B64URL, 22)}';"))
    out.append(("Algolia search-only API key", "Algolia", f"const searchClient = algoliasearch('{rs(UPALNUM, 10)}', '{hexs(32)}'); // search-only key"))
    out.append(("Sentry DSN", "Sentry", f"Sentry.init({{ dsn: \"https://{hexs(32)}@o{digits(6)}.ingest.us.sentry.io/{digits(7)}\", tracesSampleRate: 0.1 }});"))
    iat = epoch()
    anon = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": iat, "exp": iat + 315360000})
    out.append(("Supabase anon key", "Supabase", f"NEXT_PUBLIC_SUPABASE_ANON_KEY={anon}"))
    out.append(("Supabase publishable key", "Supabase", f"NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rs(B64URL, 22)}_{rs(B64URL, 8)}"))
    dom = pick(["clerk.acme.io", "clerk.shop.acme.co.kr", "accounts.acme.dev"])
    out.append(("Clerk publishable key", "Clerk", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64s(dom + '$').rstrip('=')}"))
    out.append(("PostHog project API key", "PostHog", f"posthog.init('phc_{rs(ALNUM, 43)}', {{ api_host: 'https://us.i.posthog.com' }})"))
    out.append(("Segment write key (analytics.js)", "Segment", f"analytics.load(\"{rs(ALNUM, 32)}\");"))
    out.append(("Mixpanel project token", "Mixpanel", f"mixpanel.init('{hexs(32)}', {{ track_pageview: true }});"))
    out.append(("LaunchDarkly client-side ID", "LaunchDarkly", f"const ldClient = LDClient.initialize('{hexs(24)}', context);"))
    out.append(("Toss Payments client key", "Toss Payments", f"const tossPayments = TossPayments(\"live_ck_{rs(ALNUM, 28)}\");"))
    out.append(("Kakao JavaScript key", "Kakao", f"Kakao.init('{hexs(32)}');"))
    out.append(("Adyen client key", "Adyen", f"const checkout = await AdyenCheckout({{ clientKey: 'live_{rs(UPALNUM, 32)}', environment: 'live' }});"))
    out.append(("Braintree tokenization key", "Braintree", f"braintree.client.create({{ authorization: 'production_{rs(LOALNUM, 8)}_{rs(LOALNUM, 16)}' }});"))
    out.append(("Paddle client-side token", "Paddle", f"Paddle.Initialize({{ token: 'live_{hexs(27)}' }});"))
    out.append(("Razorpay key_id in checkout", "Razorpay", f"var options = {{ key: \"rzp_live_{rs(ALNUM, 14)}\", amount: 49900, currency: \"INR\" }};"))
    out.append(("Square application id", "Square", f"const payments = Square.payments('sq0idp-{rs(B64URL, 22)}', '{rs(UPALNUM, 13)}');"))
    out.append(("PayPal client id in SDK URL", "PayPal", f"<script src=\"https://www.paypal.com/sdk/js?client-id=A{rs(B64URL, 79)}&currency=USD\"></script>"))
    out.append(("Datadog RUM client token", "Datadog RUM", f"datadogRum.init({{ applicationId: '{uuid4()}', clientToken: 'pub{hexs(32)}', site: 'datadoghq.com' }});"))
    out.append(("Shopify Storefront API public token", "Shopify Storefront", f"headers: {{ 'X-Shopify-Storefront-Access-Token': '{hexs(32)}' }}"))
    out.append(("Pusher app key (client)", "Pusher", f"const pusher = new Pusher('{hexs(20)}', {{ cluster: 'ap3' }});"))
    out.append(("OneSignal app id", "OneSignal", f"OneSignal.init({{ appId: \"{uuid4()}\" }});"))
    out.append(("Amplitude browser API key", "Amplitude", f"amplitude.init('{hexs(32)}');"))
    return out


def clean_publishable(lang):
    ko = lang == "ko"
    label, co, s = vpick("clean_publishable", publishable_variants())
    if ko:
        f = [pick([f"프론트 번들에 {co} 키가 보여서 유출인 줄 알았음.", f"보안 스캐너가 {co} 키를 잡았는데 공개해도 되는 건지 몰랐음.", f"{co} 클라이언트 초기화 값을 어디서 가져오는지 몰랐음."]),
             pick([f"브라우저용 공개 키라서 번들에 들어가는 게 정상. 제한은 도메인/권한 설정으로 걺:\n{s}", f"{co} 문서상 클라이언트에 노출되는 값:\n{s}\n서버용 시크릿 키는 따로 있음."]),
             pick(["", "도메인 제한 설정이 되어 있는지 확인 부탁.", "스캐너 예외 처리해도 될지?"])]
    else:
        f = [pick([f"The {co} key is visible in the frontend bundle and I assumed it was a leak.", f"The secret scanner flagged a {co} key and I didn't know whether it's meant to be public.",
                   f"I didn't know where the {co} client init values come from."]),
             pick([f"It's the browser-side public key, so shipping it in the bundle is expected; restrictions are set on the vendor side:\n{s}",
                   f"Per {co}'s docs this value is exposed to clients:\n{s}\nThe server-side secret is a different key."]),
             pick(["", "Can you confirm the domain restrictions are set?", "OK to mark this as a scanner false positive?"])]
    return dict(cat=f"clean: publishable key - {label} [publishable]", f=f, publishable=True)


def clean_encrypted(lang):
    ko = lang == "ko"
    variants = []
    sops = (f"db:\n    password: ENC[AES256_GCM,data:{b64(rbytes(18))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:str]\n"
            f"sops:\n    kms:\n        - arn: arn:aws:kms:{pick(REGIONS)}:{digits(12)}:key/{uuid4()}\n    version: 3.9.0")
    variants.append(("SOPS encrypted YAML", sops))
    av = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3))
    variants.append(("Ansible Vault blob", av))
    ss = f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB{b64(rbytes(150))}"
    variants.append(("SealedSecret encryptedData", ss))
    ag = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rbytes(120)))) + "\n-----END AGE ENCRYPTED FILE-----"
    variants.append(("age armored ciphertext", ag))
    rc = f"{b64(rbytes(90))}--{b64(rbytes(12))}--{b64(rbytes(16))}"
    variants.append(("Rails credentials.yml.enc content", rc))
    label, s = vpick("clean_encrypted", variants)
    if ko:
        f = [pick(["repo에 암호화된 시크릿 파일이 있다는 걸 몰랐음.", "이 긴 블롭이 평문 키인지 암호문인지 헷갈렸음."]),
             f"암호화된 상태로 커밋하는 게 정상임. 복호화 키는 repo에 없음:\n{s}",
             pick(["", "복호화 권한은 어떻게 받는지?"])]
    else:
        f = [pick(["I didn't know the repo carries encrypted secrets files.", "I couldn't tell whether this long blob was a plaintext key or ciphertext."]),
             f"It is committed encrypted on purpose; the decryption key isn't in the repo:\n{s}",
             pick(["", "How do I get decrypt access?"])]
    return dict(cat="clean: encrypted blob - " + label, f=f)


def clean_numbers(lang):
    ko = lang == "ko"
    variants = [
        ("order and invoice numbers", f"order #{digits(8)} / invoice INV-2025-{digits(6, False)}"),
        ("ports and versions", f"postgres listens on {rint(15000, 15999)}, pgbouncer on {rint(6400, 6499)}; server v{rint(14, 17)}.{rint(1, 9)}"),
        ("epoch timestamps", f"created_at={epoch()}{digits(3, False)} updated_at={epoch()}{digits(3, False)}"),
        ("build and run numbers", f"run #{rint(1000, 99999)} (attempt {rint(1, 3)}), build {rint(20240101, 20251231)}.{rint(1, 9)}"),
        ("cron and retry config", f"schedule: \"{rint(0, 59)} {rint(0, 23)} * * *\"\nretries: {rint(2, 5)}\nbackoff_ms: {rint(100, 5000)}"),
        ("tracking number", f"tracking {digits(12)} (CJ대한통운)" if ko else f"tracking 1Z{rs(UPALNUM, 16)}"),
        ("IP and MAC addresses", f"10.{rint(0, 255)}.{rint(0, 255)}.{rint(1, 254)} / {':'.join(hexs(2) for _ in range(6))}"),
    ]
    label, s = vpick("clean_numbers", variants)
    if ko:
        f = [pick(["티켓에 나온 숫자가 뭘 의미하는지 몰랐음.", "로그 필드들이 뭔지 설명이 없었음."]), f"확인해 보니 이런 값들임:\n{s}\n식별/설정 값일 뿐.", pick(["", "이 값들 정의가 문서에 있는지?"])]
    else:
        f = [pick(["I didn't know what the numbers in the ticket referred to.", "Nothing explained the fields in the log."]), f"They turned out to be:\n{s}\nJust identifiers and settings.",
             pick(["", "Are these fields documented?"])]
    return dict(cat="clean: numbers and identifiers - " + label, f=f)


def clean_token_config(lang):
    ko = lang == "ko"
    cv = b64u(hashlib.sha256(rbytes(32)).digest())
    variants = [
        ("JWT settings without key", "jwt:\n  algorithm: RS256\n  access_token_ttl: 900\n  refresh_token_ttl: 1209600\n  issuer: https://auth.acme.io/\n  jwks_uri: https://auth.acme.io/.well-known/jwks.json"),
        ("API key header name config", "auth:\n  header: X-Api-Key\n  key_prefix_length: 8\n  rate_limit_per_key: 600/min"),
        ("session cookie flags", "SESSION_COOKIE_SECURE = True\nSESSION_COOKIE_HTTPONLY = True\nSESSION_COOKIE_SAMESITE = 'Lax'\nCSRF_COOKIE_NAME = 'csrftoken'"),
        ("OAuth PKCE authorize URL", f"https://auth.acme.io/authorize?response_type=code&client_id=web-app&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback&scope=openid%20profile&code_challenge={cv}&code_challenge_method=S256&state={rs(B64URL, 16)}"),
        ("token lifetimes table", "| token | lifetime |\n|---|---|\n| access | 15 min |\n| refresh | 14 days |\n| password reset | 30 min |"),
        ("OAuth scopes", "scopes: repo, read:org, workflow (fine-grained tokens: contents:write, pull_requests:write)"),
    ]
    label, s = vpick("clean_token_config", variants)
    if ko:
        f = [pick(["토큰 만료 관련 버그인데 설정값이 어디 있는지 몰랐음.", "인증 흐름 설정이 문서화돼 있지 않았음."]), f"관련 설정 (시크릿 없음):\n{s}", pick(["", "운영도 같은 값인지?"])]
    else:
        f = [pick(["A token-expiry bug, and I didn't know where the settings live.", "The auth flow configuration wasn't documented."]), f"Relevant settings (no secrets in them):\n{s}",
             pick(["", "Does prod use the same values?"])]
    return dict(cat="clean: auth configuration without secrets - " + label, f=f)


MIX_BUILDERS = ("store_ref", "masked", "cli_prose", "encrypted")


def mix_clean_prose(name, lang, raw):
    """Give some clean notes the same surrounding prose that secret notes use, so prose style is no signal."""
    if name not in MIX_BUILDERS:
        return raw
    ko = lang == "ko"
    v = pick(VENDORS)
    ctx = token_ctx(v, lang, None)
    if chance(0.3):
        raw["f"][0] = fmt(pick(MC_KO_PLAIN if ko else MC_EN_PLAIN), ctx)
    if chance(0.2):
        raw["f"][2] = fmt(pick(ASK_KO_PLAIN if ko else ASK_EN_PLAIN), ctx)
    return raw


# ============================================================================
# assembly, validation, output
# ============================================================================
SECRET_BUILDERS = [("token", note_token, 160), ("sdk", note_sdk, 14), ("special", note_special, 20), ("pw_cli", note_pw_cli, 36), ("pw_config", note_pw_config, 24), ("conn", note_conn, 20),
                   ("sql", note_sql, 8), ("pw_prose", note_pw_prose, 24), ("bootstrap", note_bootstrap, 10), ("http", note_http, 16),
                   ("key", note_key, 14), ("totp", note_totp, 12), ("wifi", note_wifi, 5), ("pin", note_pin, 4), ("seed", note_seed, 4),
                   ("app_password", note_app_password, 6), ("appsecret", note_appsecret, 10), ("secret_url", note_secret_url, 6),
                   ("trace", note_trace, 6)]
CLEAN_BUILDERS = [("env_ref", clean_env_ref, 24), ("store_ref", clean_store_ref, 26), ("placeholder", clean_placeholder, 22),
                  ("masked", clean_masked, 20), ("doc_example", clean_doc_example, 14), ("hashes", clean_hashes, 24), ("ids", clean_ids, 20),
                  ("object_ids", clean_object_ids, 24), ("long_ids", clean_long_ids, 14), ("base64", clean_base64, 12),
                  ("pubkeys", clean_pubkeys, 22), ("urls", clean_urls, 16), ("cli_prose", clean_cli_prose, 18), ("policy", clean_policy, 12),
                  ("auth_error", clean_auth_error, 20), ("rotation", clean_rotation, 18), ("publishable", clean_publishable, 30),
                  ("encrypted", clean_encrypted, 10), ("numbers", clean_numbers, 10), ("token_config", clean_token_config, 10)]

FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
LIMITS = (1024, 1024, 512)
HANGUL = re.compile("[\uac00-\ud7a3]")
CLEAN_SANITY = [re.compile(p) for p in [
    r"ghp_(?!X{36})[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{40,}", r"xox[bpa]-\d", r"sk_live_[A-Za-z0-9]{10,}", r"rk_live_", r"sk-ant-api",
    r"sk-proj-[A-Za-z0-9_-]{20}", r"AKIA(?!IOSFODNN7EXAMPLE)(?!X{16})[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    r"glpat-[A-Za-z0-9_-]{20}", r"hf_[A-Za-z]{30,}", r"npm_[A-Za-z0-9]{36}", r"SG\.[A-Za-z0-9_-]{22}\.", r"AGE-SECRET-KEY-1",
    r"://[^\s:/@]+:(?!\[REDACTED\])(?!<password>)(?!password@)[^\s:/@<>]{3,}@", r"Basic (?!QWxhZGRpbjpvcGVuIHNlc2FtZQ==)[A-Za-z0-9+/]{12,}={0,2}",
    r"Bearer (?!<token>)(?!\$)[A-Za-z0-9._-]{20,}"]]


FILL_ASK_EN = ["Who owns this setup going forward?", "Is this documented anywhere I should read first next time?",
               "Should I open a ticket to clean this up?", "Is there a runbook for this that I missed?",
               "Who should I ping first when this breaks again?", "Is the staging setup supposed to mirror prod here?"]
FILL_ASK_KO = ["앞으로 이 설정 담당자가 누구인지?", "다음엔 먼저 읽어야 할 문서가 있는지?", "정리용 티켓 따로 만들까요?",
               "제가 놓친 런북이 있는지?", "다음에 또 깨지면 누구한테 먼저 물어보면 되는지?", "스테이징도 운영이랑 똑같이 맞춰야 하는지?"]


def fill_ask(lang, raw):
    if not raw["f"][2] and chance(0.45):
        raw["f"][2] = pick(FILL_ASK_KO if lang == "ko" else FILL_ASK_EN)
    return raw


PRIORITY_VENDORS = ["OpenAI", "Anthropic", "GitHub", "AWS", "Stripe", "Slack", "Google Cloud", "SendGrid", "Datadog", "Sentry", "Twilio",
                    "npm", "PyPI", "Docker Hub", "GitLab", "Microsoft Entra ID", "Hugging Face", "Supabase", "Vercel", "Cloudflare",
                    "DigitalOcean", "Shopify", "Notion", "Linear", "Atlassian", "Discord", "Telegram", "Toss Payments", "Kakao",
                    "Naver Cloud Platform", "Heroku", "Firebase", "Azure Storage", "HashiCorp Vault", "Terraform Cloud", "Mailgun",
                    "PayPal", "Square", "New Relic", "Okta", "Auth0", "Algolia", "MongoDB Atlas", "Databricks", "Confluent Cloud"]


SECONDARY_KINDS = [("GitHub", "fine-grained personal access token"), ("Slack", "incoming webhook"), ("OpenAI", "service account key"),
                   ("AWS", "temporary STS credentials"), ("GitHub", "gh CLI OAuth token"), ("Stripe", "webhook signing secret"),
                   ("Slack", "user token"), ("GitLab", "runner authentication token"), ("Google", "OAuth client secret"),
                   ("Discord", "webhook"), ("Stripe", "restricted key"), ("Sentry", "user auth token"), ("Azure Storage", "SAS token"),
                   ("Twilio", "API key and secret"), ("Supabase", "personal access token"), ("Firebase", "CI token")]


def alloc(builders, n):
    tot = sum(w for _, _, w in builders)
    raw = [(name, fn, n * w / tot) for name, fn, w in builders]
    base = [(name, fn, int(x)) for name, fn, x in raw]
    left = n - sum(c for _, _, c in base)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i][2] - int(raw[i][2])), i))
    out = [list(b) for b in base]
    for i in order[:left]:
        out[i][2] += 1
    return [(a, b, c) for a, b, c in out]


def find_all(hay, needle):
    out = []
    i = hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def window_violation(fields, secrets):
    for f in fields:
        fl = f.lower()
        iv = []
        for s in secrets:
            for i in find_all(f, s):
                iv.append((i, i + len(s)))
        for s in secrets:
            sl = s.lower()
            for k in range(len(sl) - 7):
                w = sl[k:k + 8]
                for i in find_all(fl, w):
                    if not any(a <= i and i + 8 <= b for a, b in iv):
                        return f"window {w!r} of {s[:12]!r}... occurs outside listed secrets"
    return None


def check_note(kind, lang, raw):
    fields = raw["f"]
    if len(fields) != 3 or not fields[0].strip() or not fields[1].strip():
        return "empty field"
    for f, lim in zip(fields, LIMITS):
        if len(f.encode("utf-8")) > lim:
            return "field too long"
        if f != f.strip():
            return "field has surrounding whitespace"
    if lang == "ko" and len(HANGUL.findall(fields[0] + fields[1])) < 6:
        return "korean note without korean prose"
    if lang == "en" and len(HANGUL.findall(fields[0] + fields[1] + fields[2])) > 12:
        return "english note with much korean"
    if kind == "clean":
        blob = "\n".join(fields)
        for rx in CLEAN_SANITY:
            if rx.search(blob):
                return "clean note matches credential pattern " + rx.pattern
        return None
    secrets = []
    for c in raw["cands"]:
        if c not in secrets and any(c in f for f in fields):
            secrets.append(c)
    if not secrets:
        return "no secret present"
    for s in secrets:
        if len(s) < 8 or s != s.strip():
            return "bad secret " + repr(s)
    # a listed secret that is a substring of another listed one is redundant but allowed
    v = window_violation(fields, secrets)
    if v:
        return v
    raw["secrets"] = secrets
    return None


def build_all():
    tasks = []
    for kind, builders, n_en, n_ko in (("secret", SECRET_BUILDERS, N_SECRET_EN, N_SECRET_KO), ("clean", CLEAN_BUILDERS, N_CLEAN_EN, N_CLEAN_KO)):
        for lang, n in (("en", n_en), ("ko", n_ko)):
            for name, fn, c in alloc(builders, n):
                tasks.extend([(kind, lang, name, fn)] * c)
    R.shuffle(tasks)
    # vendor queue: one entry per company first (so that every company appears), then the rest
    companies = []
    by_co = {}
    for v in VENDORS:
        if v["co"] not in by_co:
            by_co[v["co"]] = []
            companies.append(v["co"])
        by_co[v["co"]].append(v)
    R.shuffle(companies)
    prio = [c for c in PRIORITY_VENDORS if c in by_co]
    companies = prio + [c for c in companies if c not in prio]
    first, rest = [], []
    for co in companies:
        entries = list(by_co[co])
        first.append(entries[0])          # the primary (most common) credential kind of the vendor
        rest.extend(entries[1:])
    # common secondary kinds of well-known vendors come right after the well-known primaries
    second = [v for key in SECONDARY_KINDS for v in VENDORS if (v["co"], v["what"]) == key]
    rest = [v for v in rest if v not in second]
    R.shuffle(rest)
    n_prio = len(prio)
    vqueue = first[:n_prio] + second + first[n_prio:] + rest
    vi = 0
    notes = []
    rejects = {}
    seen = set()
    for kind, lang, name, fn in tasks:
        if name == "token":
            v = vqueue[vi % len(vqueue)]
            vi += 1
            v2 = None
            if chance(0.22) and not v["only_special"]:
                cand = vqueue[vi % len(vqueue)]
                if cand["co"] != v["co"] and not cand["only_special"]:
                    v2 = cand
                    vi += 1
            call = (lambda v=v, v2=v2: note_token(lang, v, v2))
        else:
            call = ((lambda fn=fn, name=name: mix_clean_prose(name, lang, fn(lang))) if kind == "clean" else (lambda fn=fn: fn(lang)))
        for attempt in range(400):
            raw = fill_ask(lang, call())
            err = check_note(kind, lang, raw)
            key = tuple(raw["f"])
            if err is None and key in seen:
                err = "duplicate note"
            if err is None:
                break
            rejects[err.split(" of ")[0][:60]] = rejects.get(err.split(" of ")[0][:60], 0) + 1
        else:
            raise SystemExit(f"could not build a valid {kind}/{lang}/{name} note: {err}")
        seen.add(key)
        cat = raw["cat"]
        if kind == "secret":
            assert not cat.endswith("[publishable]")
        else:
            assert cat.endswith(" [publishable]") == bool(raw.get("publishable")), cat
        notes.append({"kind": kind, "lang": lang, "category": cat, "fields": raw["f"], "secrets": raw.get("secrets", []) if kind == "secret" else [],
                      "builder": name, "vendor": raw.get("vendor"), "vendor2": raw.get("vendor2")})
    return notes, rejects


def finalize(notes):
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"][0], "lesson": n["fields"][1], "ask_next_time": n["fields"][2]},
               "secrets": n["secrets"]}
        out.append(rec)
    return out


def final_asserts(records):
    assert len(records) == 720
    ids = [r["id"] for r in records]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, 721)]
    cnt = {}
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_KEYS)
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        assert isinstance(r["category"], str) and r["category"]
        fs = [r["fields"][k] for k in FIELD_KEYS]
        assert fs[0] and fs[1]
        for f, lim in zip(fs, LIMITS):
            assert len(f.encode("utf-8")) <= lim
        if r["kind"] == "clean":
            assert r["secrets"] == []
        else:
            assert r["secrets"] and not r["category"].endswith("[publishable]")
            assert len(set(r["secrets"])) == len(r["secrets"])
            for s in r["secrets"]:
                assert len(s) >= 8 and s == s.strip() and any(s in f for f in fs)
            assert window_violation(fs, r["secrets"]) is None
        if r["category"].endswith(" [publishable]"):
            assert r["kind"] == "clean"
        k = (r["kind"], r["lang"])
        cnt[k] = cnt.get(k, 0) + 1
    assert cnt == {("secret", "en"): N_SECRET_EN, ("secret", "ko"): N_SECRET_KO, ("clean", "en"): N_CLEAN_EN, ("clean", "ko"): N_CLEAN_KO}, cnt
    return cnt


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "blind_set_v114.jsonl")
    notes, rejects = build_all()
    stats_notes = list(notes)
    records = finalize(notes)
    cnt = final_asserts(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    sha = hashlib.sha256(data.encode("utf-8")).hexdigest()
    vendors = sorted({x for n in stats_notes if n["kind"] == "secret" for x in (n["vendor"], n["vendor2"]) if x})
    builders = {}
    for n in stats_notes:
        k = (n["kind"], n["builder"])
        builders[k] = builders.get(k, 0) + 1
    stats = {"sha256": sha, "counts": {f"{a}/{b}": c for (a, b), c in sorted(cnt.items())},
             "vendors_in_secret_notes": len(vendors), "vendor_names": vendors,
             "builders": {f"{a}/{b}": c for (a, b), c in sorted(builders.items())},
             "publishable": sum(1 for r in records if r["category"].endswith(" [publishable]")),
             "n_secret_values": sum(len(r["secrets"]) for r in records), "rejected_attempts": rejects}
    assert len(vendors) >= 100, len(vendors)
    if os.environ.get("BLIND_STATS"):
        with open(os.environ["BLIND_STATS"], "w", encoding="utf-8") as fh:
            json.dump(stats, fh, ensure_ascii=False, indent=1)
    print(f"wrote {out_path}: {len(records)} notes, sha256 {sha}")
    print("counts:", stats["counts"], "vendors:", len(vendors), "publishable:", stats["publishable"])


if __name__ == "__main__":
    main()
