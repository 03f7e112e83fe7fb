#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v127.py -- generator of the blind evaluation set blind_set_v127.jsonl.

Python 3 standard library only, no network, deterministic: one random.Random(127_2026_1128)
drives every choice; nothing iterates over a set or calls hash(), so the output does not depend
on PYTHONHASHSEED.  Every credential body is generated at run time in the public shape of its
kind.  See README_v127.txt.

usage: python3 make_blind_set_v127.py [output_path]
"""
import base64
import hashlib
import hmac
import json
import os
import re
import string
import sys
import urllib.parse
import zlib
import random

SEED = 127_2026_1128
R = random.Random(SEED)

N_SECRET_EN, N_SECRET_KO, N_CLEAN_EN, N_CLEAN_KO = 216, 144, 216, 144
ID_PREFIX = "ge"

DIG = string.digits
LO = string.ascii_lowercase
UP = string.ascii_uppercase
AL = UP + LO + DIG
ALNUM_LO = LO + DIG
ALNUM_UP = UP + DIG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64A = UP + LO + DIG + "+/"
B64U = UP + LO + DIG + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62 = DIG + UP + LO


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def picks(seq, k):
    return R.sample(list(seq), k)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def b64(b):
    return base64.b64encode(b).decode()


def b64s(s):
    return b64(s.encode())


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(ri(1, 9)) + rs(DIG, n - 1)


def uuid4():
    h = "%032x" % R.getrandbits(128)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def ulid():
    return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def b62enc(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gh_style(prefix, nbody=30):
    """GitHub / npm style token: random base62 body + 6-char base62 CRC32 checksum."""
    body = rs(AL, nbody)
    return prefix + body + b62enc(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def crc_hex8(s, upper=True):
    v = "%08x" % (zlib.crc32(s.encode()) & 0xFFFFFFFF)
    return v.upper() if upper else v


def b58enc(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\x00"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _convertbits(data, frombits, tobits):
    acc, bits, ret, maxv = 0, 0, [], (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32(hrp, data5, const=1):
    hx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    pm = _bech_polymod(hx + data5 + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_bytes(hrp, b):
    return bech32(hrp, _convertbits(b, 8, 5))


def btc_segwit_address():
    return bech32("bc", [0] + _convertbits(rb(20), 8, 5))


def ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def der_int_bytes(b):
    b = b.lstrip(b"\x00") or b"\x00"
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def wrap(s, n=64):
    return [s[i:i + n] for i in range(0, len(s), n)]


def jwt_encode(payload, alg="HS256", key=None, kid=None, typ="JWT"):
    header = {"alg": alg, "typ": typ}
    if kid:
        header["kid"] = kid
    seg = b64u(json.dumps(header, separators=(",", ":")).encode()) + "." + \
        b64u(json.dumps(payload, separators=(",", ":")).encode())
    if alg == "HS256":
        sig = hmac.new(key or rb(32), seg.encode(), hashlib.sha256).digest()
    elif alg == "RS256":
        sig = rb(256)
    elif alg == "ES256":
        sig = rb(64)
    else:  # EdDSA
        sig = rb(64)
    return seg + "." + b64u(sig)


def ts():
    return ri(1704067200, 1767225599)  # 2024-01-01 .. 2025-12-31


def pct(s):
    return urllib.parse.quote(s, safe="")


def uniq(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# --------------------------------------------------------------------------------------------
# Korean helpers: particles and 2-beolsik keyboard transliteration
# --------------------------------------------------------------------------------------------

def has_batchim(word):
    if not word:
        return False
    c = word.rstrip("`'\")] ")[-1:]
    if not c:
        return False
    o = ord(c)
    if 0xAC00 <= o <= 0xD7A3:
        return (o - 0xAC00) % 28 != 0
    if c.isdigit():
        return c in "013678"
    return c.lower() in "mnlk"


def josa(word, pair):
    a, b = pair.split("/")
    return word + (a if has_batchim(word) else b)


CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
             "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            k = o - 0xAC00
            cho, rest = divmod(k, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(CHO_KEYS[cho] + JUNG_KEYS[jung] + JONG_KEYS[jong])
        else:
            out.append(ch)
    return "".join(out)


def fmt(template, ctx):
    """str.format with Korean particle support: {name|이/가} appends the right particle."""
    out, i = [], 0
    while i < len(template):
        c = template[i]
        if c == "{" and i + 1 < len(template) and template[i + 1] == "{":
            out.append("{")
            i += 2
            continue
        if c == "}" and i + 1 < len(template) and template[i + 1] == "}":
            out.append("}")
            i += 2
            continue
        if c == "{":
            j = template.index("}", i)
            spec = template[i + 1:j]
            if "|" in spec:
                name, pair = spec.split("|", 1)
                out.append(josa(str(ctx[name]), pair))
            else:
                out.append(str(ctx[spec]))
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)

# --------------------------------------------------------------------------------------------
# Note construction and the FORMAT.txt rules
# --------------------------------------------------------------------------------------------

class Reject(Exception):
    pass


def note(category, mc, lesson, ask, secrets):
    return {"category": category, "fields": {"missing_context": mc.strip(), "lesson": lesson.strip(),
                                             "ask_next_time": ask.strip()},
            "secrets": uniq([s for s in secrets])}


def check_note(n, kind):
    """Assert every rule of FORMAT.txt; raises Reject (during generation) with a reason."""
    f = n["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        raise Reject("field order")
    for k in ("missing_context", "lesson", "ask_next_time"):
        if not isinstance(f[k], str):
            raise Reject("type")
    if not f["missing_context"] or not f["lesson"]:
        raise Reject("empty field")
    if len(f["missing_context"].encode()) > 1024 or len(f["lesson"].encode()) > 1024:
        raise Reject("field too long")
    if len(f["ask_next_time"].encode()) > 512:
        raise Reject("ask too long")
    if "\x00" in "".join(f.values()):
        raise Reject("nul")
    if kind == "clean":
        if n["secrets"] != []:
            raise Reject("clean with secrets")
        if "[publishable]" in n["category"] and not n["category"].endswith(" [publishable]"):
            raise Reject("publishable tag position")
        return
    if "[publishable]" in n["category"]:
        raise Reject("secret note tagged publishable")
    secs = n["secrets"]
    if not secs:
        raise Reject("secret note without secrets")
    texts = list(f.values())
    for s in secs:
        if not isinstance(s, str) or len(s) < 8 or s != s.strip():
            raise Reject("bad secret %r" % (s,))
        if not any(s in t for t in texts):
            raise Reject("secret not verbatim in fields: %r" % s)
    order = sorted(secs, key=lambda x: (-len(x), x))
    for repl in ("\x00", "[REDACTED]"):
        masked = []
        for t in texts:
            for s in order:
                t = t.replace(s, repl)
            masked.append(t)
        for s in secs:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for t in masked:
                    if w in t:
                        raise Reject("8-char window %r of a secret survives outside its occurrences" % w)

# --------------------------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------------------------

EN_WORDS = """apple river stone cloud tiger maple orbit velvet canyon harbor lemon copper falcon meadow
violet rocket pepper summit cobalt willow ember glacier marble saddle lantern walnut quartz thunder
cactus otter pickle sparrow granite anchor breeze comet fossil jasmine kettle lizard mango nectar
oyster panda quiver raven salmon tundra umber vortex wombat yonder zephyr basil cinder dune fable
gravel hazel island juniper koala lagoon mosaic nickel olive pebble quill ripple sable timber
bamboo cedar delta fjord grove heron iris jelly kiwi lotus moss nova onyx prism quasar reef
saffron tango ultra vapor wharf yarrow zinc banjo crimson dahlia echo frost ginger horizon indigo
jigsaw kernel lumen magnet nimbus opal pixel ranger sierra tulip unicorn valley walrus badger
biscuit candle dragon engine forest garden hammer igloo jacket ladder mirror needle ocean parrot
puzzle rabbit shadow throne tunnel waffle yellow zebra bridge castle donkey feather goblin
honey insect jungle kitten legend monkey noodle orange planet silver turtle window""".split()

BIP39_SUBSET = """abandon ability able about above absent absorb abstract absurd abuse access accident account
accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict address
adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead aim air
airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry animal ankle
announce annual another answer antenna antique anxiety any apart apology appear apple approve april
arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow art artefact
artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend attitude
attract auction audit august aunt author auto autumn average avocado avoid awake aware away awesome
awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar barely
bargain barrel base basic basket battle beach bean beauty because become beef before begin behave
behind believe below belt bench benefit best betray better between beyond bicycle bid bike bind
biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom blouse blue
blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box
boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli
broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle
bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake
call calm camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car
carbon card cargo carpet carry cart case cash casino castle casual cat catalog catch category cattle
caught cause caution cave ceiling celery cement census century cereal certain chair chalk champion
change chaos chapter charge chase chat cheap check cheese chef cherry chest chicken chief child
chimney choice choose chronic chuckle chunk churn cigar cinnamon circle citizen city civil claim clap
clarify claw clay clean clerk clever click client cliff climb clinic clip clock clog close cloth
cloud clown club clump cluster clutch coach coast coconut code coffee coil coin collect color column
combine come comfort comic common company concert conduct confirm congress connect consider control
convince cook cool copper copy coral core corn correct cost cotton couch country couple course
cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream credit creek crew
cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry
crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad damage
damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline
decorate decrease deer defense define defy degree delay deliver demand demise denial dentist deny
depart depend deposit depth deputy derive describe desert design desk despair destroy detail detect
develop device devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma
dinner dinosaur direct dirt disagree discover disease dish dismiss disorder display distance divert
divide divorce dizzy doctor document dog doll dolphin domain donate donkey donor door dose double
dove draft dragon drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb
dune during dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology
economy edge edit educate effort egg eight either elbow elder electric elegant element elephant
elevator elite else embark embody embrace emerge emotion employ empower empty enable enact end
endless endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure
enter entire entry envelope episode equal equip era erase erode erosion error erupt escape essay
essence estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude
excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain expose
express extend extra eye eyebrow satoshi zoo zone zero youth young yellow year yard wrong write wrist
world worth wolf wisdom winter wine window wild wide whale wheat weather wealth water wash warrior
warm wagon voyage vote volcano visit virus vintage village verify venue velvet valley vacuum uphold
update unveil until unusual unlock unknown uniform unfair umbrella ugly typical twin twelve turtle
tunnel tuition trumpet truck tribe trend treat travel trash trap toward tower tornado topic tomato
toilet today tobacco title tissue tiger ticket thunder throw three thought theme thank text tenant
tennis tent term test sword swim sweet survey surge supreme sunny sun summer suit sugar such subway
submit style stuff student stove story stomach stock sting stick steel stay statue start stage
squirrel square spy spray sport spoon spirit spider spend speed special speak spawn space soup sound
soul sorry solution soldier solar social soccer snow snake smooth smoke smile slush slow slot slogan
slide sleep slam skull skin ski skate size sister siren simple silver silly silk siege side shy
shuffle shrug shrimp shove shoulder shoot shock shiver shine shift sheriff shell shed shallow shaft
shadow seven setup session service series sentence senior sell seek security secret second season
search seat scrub scout scorpion science scheme scene scatter scan scale say sausage satisfy salute
salt salon salad sail sad saddle""".split()

KO_PW_WORDS = ["사랑해", "우리집", "행복", "고양이", "바다", "하늘", "안녕하세요", "대한민국", "강아지", "별빛",
               "봄날", "서울", "사과나무", "초코", "다람쥐", "호랑이", "무지개", "햇살", "감자", "김치", "우리회사",
               "개발팀", "비밀", "해피", "여름", "겨울밤", "산책", "커피", "보리", "콩이"]
KO_ROMAN = ["sarang", "haengbok", "sarangheyo", "dangdang", "jjang", "gomdori", "hoya", "dubu", "saranghae",
            "nabi", "boram", "hana", "mirae", "yuna", "minsu", "sky", "cham", "bori", "kongi", "dalgona"]

EN_NAMES = ["Priya", "Marco", "Jess", "Tom", "Aisha", "Kenji", "Lena", "Diego", "Sam", "Olu", "Hannah", "Raj",
            "Chloe", "Ben", "Fatima", "Nikolai", "Grace", "Omar", "Zoe", "Luis", "Ingrid", "Wei", "Maya", "Pete"]
KO_WHO = ["민지님", "준호님", "서연님", "현우님", "지훈님", "수빈님", "팀장님", "DBA 담당 은영님", "인프라팀 김대리님",
          "백엔드 리드 태민님", "PM 하은님", "보안팀 정민님", "CTO님", "동훈님", "예린님", "QA 담당 소희님", "선배님"]
KO_SURNAME_USERS = ["kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"]

SERVICES = ["billing-api", "checkout-web", "ingest-worker", "ml-pipeline", "admin-portal", "mobile-bff",
            "notif-svc", "search-indexer", "etl-nightly", "auth-gateway", "reporting", "crm-sync", "media-service",
            "order-service", "growth-dashboard", "support-bot", "pricing-engine", "data-export", "ledger",
            "partner-api", "scheduler", "docs-site", "recs-service", "warehouse-loader"]
ENV_EN = ["staging", "production", "dev", "QA", "sandbox", "preview"]
ENV_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "프리뷰"]
TASK_EN = ["nightly import", "release job", "invoice backfill", "e2e suite", "schema migration", "data export",
           "webhook replay", "deploy", "load test", "search reindex", "user sync", "report generation",
           "cache warm-up", "smoke test", "billing reconciliation"]
TASK_KO = ["야간 import", "릴리즈 잡", "인보이스 backfill", "e2e 테스트", "스키마 마이그레이션", "데이터 export",
           "웹훅 재처리", "배포", "부하 테스트", "검색 재색인", "유저 동기화", "리포트 생성", "캐시 워밍",
           "스모크 테스트", "정산 대사"]
ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_api_key", "authentication_error", "Bad credentials",
        "invalid_auth", "token expired", "permission denied", "Unauthenticated", "InvalidSignature",
        "missing or invalid API key"]
CMDS = ["npm run dev", "make seed", "pytest -m integration", "go run ./cmd/sync", "bin/rails runner scripts/backfill.rb",
        "pnpm test:e2e", "python -m app.sync", "yarn start", "cargo run --bin worker", "./gradlew bootRun",
        "uv run scripts/check.py", "docker compose up api"]
STEP1_EN = ["Pull main and run `make deps`.", "Start the local stack with `docker compose up -d`.",
            "Activate the venv and install the dev extras.", "Run `pnpm install` in the repo root.",
            "Switch kube context to the staging cluster."]
STEP1_KO = ["main 최신으로 pull 받고 `make deps` 실행.", "`docker compose up -d`로 로컬 스택 띄우기.",
            "venv 활성화하고 dev extras 설치.", "repo 루트에서 `pnpm install`.",
            "kube context를 스테이징 클러스터로 변경."]
DOMAINS = ["acme-corp.com", "example-shop.io", "northwind.dev", "globex.co", "initech.net", "hooli.xyz",
           "umbrella-labs.io", "piedpiper.app", "stark-ind.com", "wayne-ent.co", "bluth.dev", "vandelay.io"]
KO_DOMAINS = ["haneul-soft.co.kr", "dalbit.io", "maru-lab.kr", "bomnal.co.kr", "saebyeok.dev", "gureum.co.kr"]
DB_NAMES = ["orders", "app_prod", "analytics", "billing", "users", "inventory", "crm", "ledger", "events", "shop"]
DB_USERS = ["app_user", "deploy", "svc_reporting", "admin", "readonly", "etl", "grafana", "migrator", "backend",
            "api_rw", "postgres", "root", "sa", "dbadmin", "airflow", "metabase"]
TIMES = ["09:14", "10:02", "11:47", "13:20", "14:05", "15:33", "16:41", "17:58", "21:12", "23:04"]


def who():
    return pick(EN_NAMES)


def who_ko():
    return pick(KO_WHO)


def host(kind="db"):
    d = pick(DOMAINS + KO_DOMAINS)
    opts = {
        "db": ["db-%s-0%d.internal" % (pick(["prod", "stg", "dev"]), ri(1, 4)),
               "%s.%s.ap-northeast-2.rds.amazonaws.com" % (pick(DB_NAMES) + "-" + pick(["prod", "stg"]), rs(ALNUM_LO, 12)),
               "%s.%s.us-east-1.rds.amazonaws.com" % (pick(DB_NAMES), rs(ALNUM_LO, 12)),
               "pg.%s" % d, "mysql-%d.%s" % (ri(1, 3), d), "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250)),
               "%s-db.postgres.database.azure.com" % pick(DB_NAMES), "localhost"],
        "web": ["staging.%s" % d, "admin.%s" % d, "%s" % d, "internal.%s" % d, "jenkins.%s" % d,
                "grafana.%s" % d, "vpn.%s" % d],
    }
    return pick(opts[kind])


def svc():
    return pick(SERVICES)


def ko_env():
    return pick(ENV_KO)

# --------------------------------------------------------------------------------------------
# Passwords of many styles
# --------------------------------------------------------------------------------------------

PUNCT_BY_CTX = {
    "plain": "!@#$%^&*-_=+.?~:;,/()[]{}",
    "quoted": "!@#%^&*-_=+.?~:;,/()[]",   # safe inside single or double quotes, json, yaml strings
    "bare": "-_.@%+=",                     # safe unquoted on a shell line / in an ini value
    "xml": "!@#%^*-_=+.?~:;,/()[]",
}
SEASONS = ["Summer", "Winter", "Spring", "Autumn", "Welcome", "Company", "Sunshine", "Dragon", "Monkey",
           "Football", "Baseball", "Princess", "Shadow", "Master", "Freedom", "Starwars", "Pokemon", "Liverpool",
           "Chelsea", "Arsenal", "Jordan", "Tigers", "Ocean", "Coffee"]
PETS = ["bella", "max", "luna", "charlie", "coco", "buddy", "daisy", "rocky", "milo", "lucy", "teddy", "bailey",
        "nala", "oreo", "pepper", "biscuit"]
WALKS = ["Qwer1234", "qwer1234", "1q2w3e4r", "asdf1234", "zxcv1234", "1qaz2wsx", "Qwerty123", "qazwsx12",
         "q1w2e3r4", "1q2w3e4r5t", "asdfqwer", "Zxcvbnm1"]


def _sym(ctx, n=1):
    return rs(PUNCT_BY_CTX[ctx] if ctx != "bare" else "@%+=-_.", n)


def pw_human(ctx="quoted"):
    k = ri(0, 7)
    if k == 0:
        p = pick(SEASONS) + str(ri(2015, 2026)) + _sym(ctx)
    elif k == 1:
        p = pick(PETS) + str(ri(1970, 2020))
    elif k == 2:
        p = pick(PETS) + _sym(ctx) + "%02d" % ri(0, 99) + rs(DIG, ri(0, 2))
    elif k == 3:
        p = pick(WALKS) + _sym(ctx) * ri(1, 2)
    elif k == 4:
        base = pick(["Password", "Passw0rd", "P@ssw0rd", "Admin", "Welcome", "Letmein", "Changeit"])
        if ctx == "bare":
            base = base.replace("@", "a")
        p = base + str(ri(1, 9999)) + (_sym(ctx) if chance(0.6) else "")
    elif k == 5:
        p = pick(EN_WORDS).capitalize() + pick(EN_WORDS) + str(ri(10, 999))
    elif k == 6:
        p = pick(PETS).capitalize() + _sym(ctx) + pick(["Mom", "Dad", "Home", "Kids", "Love"]) + str(ri(1, 99))
    else:
        p = pick(EN_WORDS) + str(ri(0, 9)) + pick(EN_WORDS).capitalize() + _sym(ctx)
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def pw_phrase(ctx="quoted", sep=None):
    n = ri(3, 5)
    words = [pick(EN_WORDS) for _ in range(n)]
    if sep is None:
        sep = pick(["-", "-", ".", "_", " ", "", "+"]) if ctx != "bare" else pick(["-", ".", "_", ""])
    if ctx in ("bare",) and sep == " ":
        sep = "-"
    if sep == "":
        words = [w.capitalize() for w in words]
    p = sep.join(words)
    if chance(0.5):
        p += (sep if sep not in ("", " ") and chance(0.5) else "") + str(ri(1, 99))
    return p


def pw_generated(ctx="quoted", n=None):
    if n is None:
        n = pick([12, 14, 16, 16, 20, 24, 24, 32])
    punct = PUNCT_BY_CTX[ctx]
    k = ri(0, 3)
    if k == 0:  # password manager random with symbols
        while True:
            p = rs(AL + punct * 2, n)
            if any(c in punct for c in p) and any(c.isdigit() for c in p) and p[0] not in "-=":
                return p
    if k == 1:  # apple / 1password style xxxxxx-xxxxxx-xxxxxx
        groups = [rs(LO, 6) for _ in range(3)]
        gi = ri(0, 2)
        pos = ri(0, 5)
        groups[gi] = groups[gi][:pos] + rs(DIG, 1) + groups[gi][pos + 1:]
        gj = ri(0, 2)
        groups[gj] = groups[gj][:1].upper() + groups[gj][1:]
        return "-".join(groups)
    if k == 2:  # alnum only, e.g. generated by openssl rand / pwgen
        return rs(AL, n)
    p = rs(AL, n - 2) + rs(punct, 1) + rs(DIG, 1)
    return p


def pw_kbd_ko(ctx="quoted"):
    w = pick(KO_PW_WORDS)
    typed = hangul_to_qwerty(w)
    k = ri(0, 3)
    if k == 0:
        p = typed + str(ri(1, 9999))
    elif k == 1:
        p = typed + _sym(ctx) + str(ri(10, 99))
    elif k == 2:
        p = typed + pick(["1004", "0415", "1225", "486", "8282", "7942"]) + (_sym(ctx) if chance(0.5) else "")
    else:
        p = typed[0].upper() + typed[1:] + str(ri(2000, 2026)) + _sym(ctx)
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def pw_hangul(ctx="quoted"):
    w = pick(KO_PW_WORDS)
    k = ri(0, 2)
    if k == 0:
        p = w + str(ri(1000, 9999))
    elif k == 1:
        p = w + pick(KO_PW_WORDS) + str(ri(1, 99))
    else:
        p = w + str(ri(10, 99)) + _sym(ctx)
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def pw_roman_ko(ctx="quoted"):
    p = pick(KO_ROMAN) + pick(["1004", "486", "0927", "1313", "7777", str(ri(80, 99)), str(ri(2000, 2025))])
    if chance(0.5):
        p += _sym(ctx)
    while len(p) < 8:
        p += str(ri(0, 9))
    return p


def pw_any(lang="en", ctx="quoted"):
    if lang == "ko":
        f = pick([pw_human, pw_kbd_ko, pw_kbd_ko, pw_hangul, pw_roman_ko, pw_generated, pw_phrase, pw_generated])
        if f is pw_hangul and ctx in ("bare",):
            f = pw_kbd_ko
    else:
        f = pick([pw_human, pw_human, pw_phrase, pw_generated, pw_generated, pw_generated])
    p = f(ctx)
    if ctx == "bare":
        p = p.replace(" ", "-")
    return p.strip()


def pw_numeric(n=None):
    n = n or pick([8, 8, 9, 10, 12])
    return str(ri(1, 9)) + rs(DIG, n - 1)


def pw_url():
    """password that can sit unencoded in the userinfo part of a URL"""
    return pw_any(pick(["en", "en", "ko"]), "bare").replace("@", "_").replace("%", "_")

# --------------------------------------------------------------------------------------------
# Vendor token catalog.  gen() returns a list of (VAR, value, listed) triples; the first listed
# value is the main token.  Shapes follow the vendors' public formats.
# --------------------------------------------------------------------------------------------

WHAT_KO = {
    "API key": "API 키", "secret key": "시크릿 키", "API token": "API 토큰", "access token": "액세스 토큰",
    "personal access token": "개인 액세스 토큰(PAT)", "bot token": "봇 토큰", "auth token": "인증 토큰",
    "service role key": "service_role 키", "client secret": "클라이언트 시크릿", "webhook URL": "웹훅 URL",
    "deploy token": "배포 토큰", "access key": "액세스 키", "server key": "서버 키", "admin key": "어드민 키",
    "credentials": "인증 정보", "SDK key": "SDK 키", "service token": "서비스 토큰", "app password": "앱 비밀번호",
    "connection string": "연결 문자열", "license key": "라이선스 키", "runner token": "러너 토큰",
    "auth key": "인증 키", "bearer token": "Bearer 토큰", "signing secret": "서명 시크릿", "master key": "마스터 키",
}

VENDORS = []


class Vendor:
    def __init__(self, name, var, what, gen, auth, url, sdk=None, cli=None, ko=False, slug=None):
        self.name, self.var, self.what, self._gen, self.auth, self.url = name, var, what, gen, auth, url
        self.sdk = sdk or {}
        self.cli = cli
        self.ko = ko
        self.slug = slug or name.lower().replace(" ", "-").replace(".", "").replace("(", "").replace(")", "")

    def gen(self):
        g = self._gen()
        if isinstance(g, str):
            return [(self.var, g, True)]
        return g


def V(*a, **k):
    VENDORS.append(Vendor(*a, **k))


def _aws_id(prefix="AKIA"):
    return prefix + rs(B32, 16)


def _aws_secret():
    return rs(AL + "+/", 40)


def _openai():
    if chance(0.35):
        return "sk-" + rs(AL, 20) + "T3BlbkFJ" + rs(AL, 20)
    kind = pick(["proj", "proj", "proj", "svcacct", "admin"])
    return "sk-%s-" % kind + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)


def _slack_webhook():
    return None


def _pypi():
    raw = b"\x02\x01\x08pypi.org\x02\x24" + uuid4().encode() + b"\x00\x02\x2a[\"" + rs(LO, 8).encode() + \
        b"\"]\x00\x06 " + rb(32)
    return "pypi-" + b64u(raw)


def _sentry_org_token():
    payload = {"iat": ts() + 0.123456, "url": "https://sentry.io", "region_url": "https://us.sentry.io",
               "org": pick(["acme", "globex", "hooli", "initech", "dalbit"])}
    return "sntrys_" + b64u(json.dumps(payload, separators=(",", ":")).encode()) + "_" + rs(B64U, 43)


def _grafana_cloud():
    payload = {"o": str(ri(100000, 999999)), "n": pick(["stack-", "alloy-", "cli-"]) + str(ri(100000, 999999)) + "-" + rs(LO, 5),
               "k": rs(AL, 24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2", "prod-ap-northeast-0"])}}
    return "glc_" + b64(json.dumps(payload, separators=(",", ":")).encode())


def _grafana_sa():
    body = rs(AL, 32)
    return "glsa_" + body + "_" + crc_hex8(body, upper=False)


def _mapbox_secret():
    pl = json.dumps({"u": pick(["acme-maps", "jlee", "geo-team", "hooli"]), "a": "cl" + rs(ALNUM_LO, 23)},
                    separators=(",", ":"))
    return "sk." + b64u(pl.encode()) + "." + rs(B64U, 22)


def _supabase_service():
    ref = rs(LO, 20)
    t0 = ts()
    return jwt_encode({"iss": "supabase", "ref": ref, "role": "service_role", "iat": t0, "exp": t0 + 315360000})


def _discord_bot():
    uid = str(ri(10 ** 17, 13 * 10 ** 17))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _telegram():
    return str(ri(10 ** 8, 79 * 10 ** 8)) + ":AA" + rs(B64U, 33)


def _twitter_bearer():
    return "A" * 22 + rs(AL, 6) + "AAAAAA" + rs(AL, 10) + "%2B" + rs(AL, 12) + "%3D" + rs(AL, 50)


def _atlassian():
    body = "ATATT3xFfGF0" + rs(B64U, 171)
    return body + "=" + crc_hex8(body)


def _jfrog():
    if chance(0.5):
        return "AKCp" + rs(AL, 69)
    return b64(("reftkn:01:%d:%s" % (ts() + 31536000, rs(AL, 27))).encode()).rstrip("=")


def _intercom():
    return b64(("tok:%s:1:0" % uuid4()).encode())


def _neptune():
    pl = {"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": uuid4()}
    return b64(json.dumps(pl, separators=(",", ":")).encode()).rstrip("=")


def _cf_tunnel():
    pl = {"a": hexs(32), "t": uuid4(), "s": b64(rb(32))}
    return b64(json.dumps(pl, separators=(",", ":")).encode()).rstrip("=")


def _elastic():
    return b64((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())


def _bitlocker_like():
    return None


def _heroku():
    return uuid4() if chance(0.5) else "HRKU-AA" + rs(B64U, 58)


def _azure_ad_secret():
    return rs(AL, 3) + str(ri(0, 9)) + "Q~" + rs(AL + "_~.-", 34)


def _tailscale():
    return "tskey-%s-k%sCNTRL-%s" % (pick(["auth", "auth", "api"]), rs(AL, 10), rs(AL, 33))


def _ngrok():
    return str(ri(1, 2)) + rs(AL, 26) + "_" + rs(AL, 21)


def _bitbucket():
    body = "ATBB" + rs(AL, 28)
    return body + crc_hex8(body)


def _trello():
    body = hexs(64)
    return "ATTA" + body + crc_hex8(body)


def _salesforce():
    return "00D" + rs(AL, 12) + "!" + "AQ" + rs(AL, 2) + "AQ" + rs(AL + "._", 92)


def _adyen():
    return "AQE" + rs(AL, 3) + "mfx" + rs(AL + "+/", 40) + "=-" + rs(AL + "+/", 43) + "=-" + rs(AL, 12)


def _fcm_legacy():
    return "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)


def _line_token():
    return rs(AL + "+/", 171) + "="


def _paddle():
    return "pdl_live_apikey_01" + rs("0123456789abcdefghjkmnpqrstvwxyz", 24) + "_" + rs(AL, 22) + "_" + rs(AL, 3)


def _toss():
    return pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AL, 28)


def _google_key():
    return "AIzaSy" + rs(B64U, 33)


def _recaptcha():
    return "6L" + pick("cdefe") + rs(B64U, 6) + "AAAAA" + rs(B64U, 27)


def _asana():
    return "2/%s/%s:%s" % (digits(16), digits(16), hexs(32))


V("OpenAI", "OPENAI_API_KEY", "API key", _openai, ("bearer",), "https://api.openai.com/v1/models",
  sdk={"py": 'from openai import OpenAI\nclient = OpenAI(api_key="{tok}")',
       "js": 'const openai = new OpenAI({{ apiKey: "{tok}" }});'},
  cli=None)
V("Anthropic", "ANTHROPIC_API_KEY", "API key", lambda: "sk-ant-%s-" % pick(["api03", "api03", "admin01"]) + rs(B64U, 93) + "AA",
  ("header", "x-api-key"), "https://api.anthropic.com/v1/messages",
  sdk={"py": 'import anthropic\nclient = anthropic.Anthropic(api_key="{tok}")',
       "js": 'const anthropic = new Anthropic({{ apiKey: "{tok}" }});'})
V("GitHub", "GITHUB_TOKEN", "personal access token",
  lambda: gh_style(pick(["ghp_", "ghp_", "gho_", "ghs_"])) if chance(0.6) else "github_pat_" + rs(AL, 22) + "_" + rs(AL, 59),
  ("bearer",), "https://api.github.com/user",
  sdk={"js": 'const octokit = new Octokit({{ auth: "{tok}" }});', "py": 'gh = Github(auth=Auth.Token("{tok}"))',
       "go": 'client := github.NewClient(nil).WithAuthToken("{tok}")'},
  cli="echo {tok} | gh auth login --with-token")
V("GitLab", "GITLAB_TOKEN", "personal access token", lambda: pick(["glpat-", "glpat-", "gldt-"]) + rs(B64U, 20),
  ("header", "PRIVATE-TOKEN"), "https://gitlab.com/api/v4/projects?membership=true",
  cli="glab auth login --hostname gitlab.com --token {tok}")
V("GitLab Runner", "RUNNER_TOKEN", "runner token", lambda: "glrt-" + rs(B64U, 20), ("header", "PRIVATE-TOKEN"),
  "https://gitlab.com/api/v4/runners/verify",
  cli="gitlab-runner register --non-interactive --url https://gitlab.com --token {tok} --executor docker")
V("Slack", "SLACK_BOT_TOKEN", "bot token",
  lambda: "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(AL, 24)) if chance(0.7)
  else "xoxp-%s-%s-%s-%s" % (digits(12), digits(12), digits(13), hexs(32)),
  ("bearer",), "https://slack.com/api/auth.test",
  sdk={"py": 'from slack_sdk import WebClient\nclient = WebClient(token="{tok}")',
       "js": 'const web = new WebClient("{tok}");'})
V("Slack", "SLACK_WEBHOOK_URL", "webhook URL",
  lambda: [("SLACK_WEBHOOK_URL", None, None)], ("webhook",), "https://hooks.slack.com/services", slug="slack-webhook")
V("Stripe", "STRIPE_SECRET_KEY", "secret key", lambda: pick(["sk_live_51", "sk_live_51", "rk_live_51"]) + rs(AL, 97),
  ("basic_tok_colon",), "https://api.stripe.com/v1/charges?limit=3",
  sdk={"py": 'import stripe\nstripe.api_key = "{tok}"', "js": 'const stripe = new Stripe("{tok}");',
       "rb": 'Stripe.api_key = "{tok}"', "php": '$stripe = new \\Stripe\\StripeClient(\'{tok}\');',
       "go": 'stripe.Key = "{tok}"'},
  cli="stripe listen --api-key {tok} --forward-to localhost:3000/webhooks/stripe")
V("Stripe webhook", "STRIPE_WEBHOOK_SECRET", "signing secret", lambda: "whsec_" + rs(AL, 32), ("none",), "")
V("AWS", "AWS_ACCESS_KEY_ID", "access key",
  lambda: [("AWS_ACCESS_KEY_ID", _aws_id(), True), ("AWS_SECRET_ACCESS_KEY", _aws_secret(), True)],
  ("aws",), "https://sts.amazonaws.com",
  sdk={"py": 's3 = boto3.client("s3", aws_access_key_id="{id}", aws_secret_access_key="{sec}")',
       "js": 'const s3 = new S3Client({{ region: "ap-northeast-2", credentials: {{ accessKeyId: "{id}", secretAccessKey: "{sec}" }} }});'},
  cli="aws configure set aws_access_key_id {id} && aws configure set aws_secret_access_key {sec}")
V("Google Gemini", "GEMINI_API_KEY", "API key", _google_key, ("header", "x-goog-api-key"),
  "https://generativelanguage.googleapis.com/v1beta/models",
  sdk={"py": 'from google import genai\nclient = genai.Client(api_key="{tok}")'})
V("Google OAuth", "GOOGLE_CLIENT_SECRET", "client secret",
  lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ALNUM_LO, 32)), False),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)], ("none",), "")
V("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", "connection string",
  lambda: [("AZURE_STORAGE_ACCOUNT", pick(["stprod", "stbackup", "sadata", "mediast"]) + rs(ALNUM_LO, 6), False),
           ("AZURE_STORAGE_KEY", b64(rb(64)), True)], ("azure_conn",), "")
V("Azure AD", "AZURE_CLIENT_SECRET", "client secret",
  lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
           ("AZURE_CLIENT_SECRET", _azure_ad_secret(), True)], ("none",), "",
  cli="az login --service-principal -u {id} -p {sec} --tenant {tenant}")
V("Azure OpenAI", "AZURE_OPENAI_API_KEY", "API key", lambda: hexs(32), ("header", "api-key"),
  "https://%s.openai.azure.com/openai/deployments?api-version=2024-06-01" % pick(["oai-prod-krc", "aoai-dev", "contoso-oai"]))
V("Azure DevOps", "AZURE_DEVOPS_PAT", "personal access token", lambda: rs("abcdefghijklmnopqrstuvwxyz234567", 52),
  ("basic_user", ""), "https://dev.azure.com/%s/_apis/projects" % pick(["acme", "globex", "contoso"]))
V("Twilio", "TWILIO_AUTH_TOKEN", "auth token",
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)],
  ("basic_pair",), "https://api.twilio.com/2010-04-01/Accounts.json",
  sdk={"py": 'client = Client("{id}", "{sec}")', "js": 'const client = twilio("{id}", "{sec}");'})
V("SendGrid", "SENDGRID_API_KEY", "API key", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), ("bearer",),
  "https://api.sendgrid.com/v3/scopes",
  sdk={"py": 'sg = SendGridAPIClient("{tok}")', "js": 'sgMail.setApiKey("{tok}");'})
V("Mailgun", "MAILGUN_API_KEY", "API key",
  lambda: "key-" + hexs(32) if chance(0.5) else hexs(32) + "-" + hexs(8) + "-" + hexs(8),
  ("basic_user", "api"), "https://api.mailgun.net/v3/domains")
V("Mailchimp", "MAILCHIMP_API_KEY", "API key", lambda: hexs(32) + "-us" + str(ri(1, 21)), ("basic_user", "anystring"),
  "https://us6.api.mailchimp.com/3.0/ping")
V("Postmark", "POSTMARK_SERVER_TOKEN", "server key", uuid4, ("header", "X-Postmark-Server-Token"),
  "https://api.postmarkapp.com/server")
V("npm", "NPM_TOKEN", "access token", lambda: gh_style("npm_"), ("bearer",), "https://registry.npmjs.org/-/whoami",
  cli="npm config set //registry.npmjs.org/:_authToken={tok}")
V("PyPI", "TWINE_PASSWORD", "API token", _pypi, ("none",), "",
  cli="twine upload -u __token__ -p {tok} dist/*")
V("Docker Hub", "DOCKERHUB_TOKEN", "personal access token", lambda: "dckr_pat_" + rs(B64U, 27), ("none",), "",
  cli="echo {tok} | docker login -u %s --password-stdin" % pick(["acmebot", "ci-publisher", "jlee"]))
V("HashiCorp Vault", "VAULT_TOKEN", "service token",
  lambda: "hvs." + rs(AL, 24) if chance(0.5) else "hvs.CAESI" + rs(B64U, 86), ("header", "X-Vault-Token"),
  "https://vault.internal:8200/v1/secret/data/app", cli="vault login {tok}")
V("Terraform Cloud", "TFE_TOKEN", "API token", lambda: rs(AL, 14) + ".atlasv1." + rs(AL, 67), ("bearer",),
  "https://app.terraform.io/api/v2/account/details")
V("Heroku", "HEROKU_API_KEY", "API key", _heroku, ("bearer",), "https://api.heroku.com/apps")
V("DigitalOcean", "DIGITALOCEAN_TOKEN", "API token", lambda: pick(["dop_v1_", "dop_v1_", "doo_v1_"]) + hexs(64),
  ("bearer",), "https://api.digitalocean.com/v2/account", cli="doctl auth init -t {tok}")
V("Shopify", "SHOPIFY_ACCESS_TOKEN", "access token", lambda: pick(["shpat_", "shpat_", "shpca_", "shppa_"]) + hexs(32),
  ("header", "X-Shopify-Access-Token"), "https://%s.myshopify.com/admin/api/2024-10/shop.json" % pick(["acme-store", "dalbit-mall", "globex-shop"]))
V("Atlassian", "JIRA_API_TOKEN", "API token", _atlassian, ("basic_user", "EMAIL"),
  "https://%s.atlassian.net/rest/api/3/myself" % pick(["acme", "globex", "haneul"]))
V("Linear", "LINEAR_API_KEY", "API key", lambda: "lin_api_" + rs(AL, 40), ("raw_auth",), "https://api.linear.app/graphql")
V("Notion", "NOTION_TOKEN", "API token", lambda: "ntn_" + digits(11) + rs(AL, 35) if chance(0.6) else "secret_" + rs(AL, 43),
  ("bearer",), "https://api.notion.com/v1/users/me",
  sdk={"js": 'const notion = new Client({{ auth: "{tok}" }});', "py": 'notion = Client(auth="{tok}")'})
V("Airtable", "AIRTABLE_TOKEN", "personal access token", lambda: "pat" + rs(AL, 14) + "." + hexs(64), ("bearer",),
  "https://api.airtable.com/v0/meta/whoami")
V("Figma", "FIGMA_TOKEN", "personal access token", lambda: "figd_" + rs(B64U, 40), ("header", "X-Figma-Token"),
  "https://api.figma.com/v1/me")
V("Hugging Face", "HF_TOKEN", "access token", lambda: "hf_" + rs(UP + LO, 34), ("bearer",),
  "https://huggingface.co/api/whoami-v2", cli="huggingface-cli login --token {tok}",
  sdk={"py": 'from huggingface_hub import login\nlogin(token="{tok}")'})
V("Replicate", "REPLICATE_API_TOKEN", "API token", lambda: "r8_" + rs(AL, 37), ("bearer",),
  "https://api.replicate.com/v1/account")
V("Groq", "GROQ_API_KEY", "API key", lambda: "gsk_" + rs(AL, 52), ("bearer",), "https://api.groq.com/openai/v1/models",
  sdk={"py": 'client = Groq(api_key="{tok}")'})
V("Perplexity", "PERPLEXITY_API_KEY", "API key", lambda: "pplx-" + rs(AL, 48), ("bearer",),
  "https://api.perplexity.ai/chat/completions")
V("Mistral", "MISTRAL_API_KEY", "API key", lambda: rs(AL, 32), ("bearer",), "https://api.mistral.ai/v1/models",
  sdk={"py": 'client = Mistral(api_key="{tok}")'})
V("Cohere", "CO_API_KEY", "API key", lambda: rs(AL, 40), ("bearer",), "https://api.cohere.com/v1/check-api-key",
  sdk={"py": 'co = cohere.ClientV2(api_key="{tok}")'})
V("xAI", "XAI_API_KEY", "API key", lambda: "xai-" + rs(AL, 80), ("bearer",), "https://api.x.ai/v1/models")
V("Together AI", "TOGETHER_API_KEY", "API key", lambda: hexs(64), ("bearer",), "https://api.together.xyz/v1/models")
V("DeepSeek", "DEEPSEEK_API_KEY", "API key", lambda: "sk-" + hexs(32), ("bearer",), "https://api.deepseek.com/models")
V("OpenRouter", "OPENROUTER_API_KEY", "API key", lambda: "sk-or-v1-" + hexs(64), ("bearer",),
  "https://openrouter.ai/api/v1/key")
V("Fireworks AI", "FIREWORKS_API_KEY", "API key", lambda: "fw_" + rs(AL, 24), ("bearer",),
  "https://api.fireworks.ai/inference/v1/models")
V("ElevenLabs", "ELEVENLABS_API_KEY", "API key", lambda: "sk_" + hexs(48), ("header", "xi-api-key"),
  "https://api.elevenlabs.io/v1/user")
V("Pinecone", "PINECONE_API_KEY", "API key", lambda: "pcsk_" + rs(AL, 5) + "_" + rs(AL, 63), ("header", "Api-Key"),
  "https://api.pinecone.io/indexes", sdk={"py": 'pc = Pinecone(api_key="{tok}")'})
V("Cloudflare", "CLOUDFLARE_API_TOKEN", "API token", lambda: rs(B64U, 40), ("bearer",),
  "https://api.cloudflare.com/client/v4/user/tokens/verify")
V("Cloudflare Global Key", "CF_API_KEY", "API key",
  lambda: [("CF_API_EMAIL", "ops@" + pick(DOMAINS), False), ("CF_API_KEY", hexs(37), True)],
  ("cf_global",), "https://api.cloudflare.com/client/v4/zones")
V("Cloudflare Tunnel", "TUNNEL_TOKEN", "service token", _cf_tunnel, ("none",), "",
  cli="cloudflared tunnel run --token {tok}")
V("Vercel", "VERCEL_TOKEN", "access token", lambda: rs(AL, 24), ("bearer",), "https://api.vercel.com/v2/user",
  cli="vercel deploy --prod --token {tok}")
V("Netlify", "NETLIFY_AUTH_TOKEN", "personal access token", lambda: "nfp_" + rs(AL, 36), ("bearer",),
  "https://api.netlify.com/api/v1/sites", cli="netlify deploy --prod --auth {tok}")
V("Supabase", "SUPABASE_SERVICE_ROLE_KEY", "service role key", _supabase_service, ("supabase",),
  "https://%s.supabase.co/rest/v1/profiles?select=id" % rs(LO, 20),
  sdk={"js": 'const supabase = createClient(process.env.SUPABASE_URL, "{tok}");',
       "py": 'supabase = create_client(SUPABASE_URL, "{tok}")'})
V("Supabase Management", "SUPABASE_ACCESS_TOKEN", "access token", lambda: "sbp_" + hexs(40), ("bearer",),
  "https://api.supabase.com/v1/projects", cli="supabase login --token {tok}")
V("Firebase Cloud Messaging", "FCM_SERVER_KEY", "server key", _fcm_legacy, ("scheme", "key="),
  "https://fcm.googleapis.com/fcm/send")
V("Sentry", "SENTRY_AUTH_TOKEN", "auth token", lambda: _sentry_org_token() if chance(0.6) else "sntryu_" + hexs(64),
  ("bearer",), "https://sentry.io/api/0/organizations/", cli="sentry-cli --auth-token {tok} releases list")
V("Datadog", "DD_API_KEY", "API key",
  lambda: [("DD_API_KEY", hexs(32), True)] + ([("DD_APP_KEY", hexs(40), True)] if chance(0.5) else []),
  ("header", "DD-API-KEY"), "https://api.datadoghq.com/api/v1/validate")
V("New Relic", "NEW_RELIC_API_KEY", "API key", lambda: "NRAK-" + rs(ALNUM_UP, 27), ("header", "Api-Key"),
  "https://api.newrelic.com/graphql")
V("New Relic License", "NEW_RELIC_LICENSE_KEY", "license key", lambda: hexs(36) + "NRAL", ("none",), "")
V("Grafana", "GRAFANA_TOKEN", "service token", lambda: _grafana_sa() if chance(0.6) else _grafana_cloud(), ("bearer",),
  "https://%s.grafana.net/api/dashboards/home" % pick(["acme", "globex", "haneul"]))
V("PagerDuty", "PAGERDUTY_TOKEN", "API token", lambda: rs(AL + "_+-", 20), ("scheme", "Token token="),
  "https://api.pagerduty.com/incidents?limit=5")
V("Okta", "OKTA_API_TOKEN", "API token", lambda: "00" + rs(B64U, 40), ("scheme", "SSWS"),
  "https://%s.okta.com/api/v1/users?limit=1" % pick(["acme", "globex", "dev-1234567"]))
V("Auth0", "AUTH0_CLIENT_SECRET", "client secret",
  lambda: [("AUTH0_CLIENT_ID", rs(AL, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)], ("none",), "")
V("Square", "SQUARE_ACCESS_TOKEN", "access token", lambda: "EAAA" + rs(B64U, 60), ("bearer",),
  "https://connect.squareup.com/v2/locations")
V("Braintree", "BRAINTREE_ACCESS_TOKEN", "access token",
  lambda: "access_token$production$" + rs(ALNUM_LO, 16) + "$" + hexs(32), ("none",), "")
V("Plaid", "PLAID_SECRET", "secret key",
  lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)], ("none",), "")
V("Binance", "BINANCE_API_SECRET", "API key",
  lambda: [("BINANCE_API_KEY", rs(AL, 64), True), ("BINANCE_API_SECRET", rs(AL, 64), True)], ("header_id", "X-MBX-APIKEY"),
  "https://api.binance.com/api/v3/account")
V("Telegram", "TELEGRAM_BOT_TOKEN", "bot token", _telegram, ("path",), "https://api.telegram.org/bot{tok}/getMe")
V("Discord", "DISCORD_TOKEN", "bot token", _discord_bot, ("scheme", "Bot"), "https://discord.com/api/v10/users/@me",
  sdk={"py": 'bot.run("{tok}")', "js": 'client.login("{tok}");'})
V("Discord", "DISCORD_WEBHOOK_URL", "webhook URL", lambda: [("DISCORD_WEBHOOK_URL", None, None)], ("webhook",), "", slug="discord-webhook")
V("Twitch", "TWITCH_CLIENT_SECRET", "client secret",
  lambda: [("TWITCH_CLIENT_ID", rs(ALNUM_LO, 30), False), ("TWITCH_CLIENT_SECRET", rs(ALNUM_LO, 30), True)], ("none",), "")
V("Meta", "FB_ACCESS_TOKEN", "access token", lambda: "EAA" + rs(AL, ri(140, 190)), ("query", "access_token"),
  "https://graph.facebook.com/v21.0/me")
V("X (Twitter)", "TWITTER_BEARER_TOKEN", "bearer token", _twitter_bearer, ("bearer",),
  "https://api.x.com/2/users/me")
V("Dropbox", "DROPBOX_TOKEN", "access token", lambda: "sl.B" + rs(B64U, 134), ("bearer",),
  "https://api.dropboxapi.com/2/users/get_current_account")
V("Box", "BOX_DEVELOPER_TOKEN", "access token", lambda: rs(AL, 32), ("bearer",), "https://api.box.com/2.0/users/me")
V("Asana", "ASANA_PAT", "personal access token", _asana, ("bearer",), "https://app.asana.com/api/1.0/users/me")
V("Trello", "TRELLO_TOKEN", "API token", _trello, ("query", "token"), "https://api.trello.com/1/members/me")
V("Bitbucket", "BITBUCKET_APP_PASSWORD", "app password", _bitbucket, ("basic_user", "ci-bot"),
  "https://api.bitbucket.org/2.0/user")
V("CircleCI", "CIRCLE_TOKEN", "personal access token", lambda: "CCIPAT_" + rs(AL, 22) + "_" + hexs(40),
  ("header", "Circle-Token"), "https://circleci.com/api/v2/me")
V("Travis CI", "TRAVIS_TOKEN", "API token", lambda: rs(AL, 22), ("scheme", "token"), "https://api.travis-ci.com/user")
V("Buildkite", "BUILDKITE_API_TOKEN", "API token", lambda: "bkua_" + hexs(40), ("bearer",),
  "https://api.buildkite.com/v2/user")
V("Snyk", "SNYK_TOKEN", "API token", uuid4, ("scheme", "token"), "https://api.snyk.io/v1/user/me", cli="snyk auth {tok}")
V("SonarQube", "SONAR_TOKEN", "access token", lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40), ("basic_tok_colon",),
  "https://sonarcloud.io/api/authentication/validate", cli="sonar-scanner -Dsonar.token={tok}")
V("JFrog Artifactory", "ARTIFACTORY_TOKEN", "access token", _jfrog, ("header", "X-JFrog-Art-Api"),
  "https://%s.jfrog.io/artifactory/api/repositories" % pick(["acme", "globex"]))
V("Postman", "POSTMAN_API_KEY", "API key", lambda: "PMAK-" + hexs(24) + "-" + hexs(34), ("header", "X-Api-Key"),
  "https://api.getpostman.com/me")
V("Algolia", "ALGOLIA_ADMIN_KEY", "admin key",
  lambda: [("ALGOLIA_APP_ID", rs(ALNUM_UP, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)], ("algolia",),
  "https://{app}-dsn.algolia.net/1/indexes")
V("Mapbox", "MAPBOX_SECRET_TOKEN", "access token", _mapbox_secret, ("query", "access_token"),
  "https://api.mapbox.com/tokens/v2")
V("Segment", "SEGMENT_PUBLIC_API_TOKEN", "API token", lambda: "sgp_" + rs(AL, 64), ("bearer",),
  "https://api.segmentapis.com/workspaces")
V("Mixpanel", "MIXPANEL_SERVICE_ACCOUNT_SECRET", "secret key",
  lambda: [("MIXPANEL_SERVICE_ACCOUNT_USERNAME", "etl-%s.%s.mp-service-account" % (rs(LO, 4), digits(6)), False),
           ("MIXPANEL_SERVICE_ACCOUNT_SECRET", rs(AL, 32), True)], ("basic_pair",),
  "https://mixpanel.com/api/app/me")
V("Amplitude", "AMPLITUDE_SECRET_KEY", "secret key",
  lambda: [("AMPLITUDE_API_KEY", hexs(32), False), ("AMPLITUDE_SECRET_KEY", hexs(32), True)], ("basic_pair",),
  "https://amplitude.com/api/2/events/list")
V("PostHog", "POSTHOG_PERSONAL_API_KEY", "personal access token", lambda: "phx_" + rs(AL, 43), ("bearer",),
  "https://us.posthog.com/api/projects/")
V("LaunchDarkly", "LAUNCHDARKLY_SDK_KEY", "SDK key", lambda: pick(["sdk-", "sdk-", "api-"]) + uuid4(), ("raw_auth",),
  "https://app.launchdarkly.com/api/v2/projects")
V("Doppler", "DOPPLER_TOKEN", "service token",
  lambda: "dp.st.%s.%s" % (pick(["prd", "stg", "dev"]), rs(AL, 40)) if chance(0.6) else "dp.pt." + rs(AL, 43),
  ("bearer",), "https://api.doppler.com/v3/me", cli="doppler run --token {tok} -- npm start")
V("Infisical", "INFISICAL_TOKEN", "service token", lambda: "st.%s.%s.%s" % (uuid4(), hexs(32), hexs(32)), ("bearer",),
  "https://app.infisical.com/api/v2/service-token")
V("Pulumi", "PULUMI_ACCESS_TOKEN", "access token", lambda: "pul-" + hexs(40), ("scheme", "token"),
  "https://api.pulumi.com/api/user")
V("Fly.io", "FLY_API_TOKEN", "API token", lambda: "fo1_" + rs(B64U, 43), ("bearer",), "https://api.machines.dev/v1/apps",
  cli="fly deploy --access-token {tok}")
V("Railway", "RAILWAY_TOKEN", "API token", uuid4, ("bearer",), "https://backboard.railway.app/graphql/v2")
V("Render", "RENDER_API_KEY", "API key", lambda: "rnd_" + rs(AL, 28), ("bearer",), "https://api.render.com/v1/services")
V("Clerk", "CLERK_SECRET_KEY", "secret key", lambda: "sk_live_" + rs(AL, 40), ("bearer",), "https://api.clerk.com/v1/users")
V("Resend", "RESEND_API_KEY", "API key", lambda: "re_" + rs(AL, 8) + "_" + rs(AL, 24), ("bearer",),
  "https://api.resend.com/domains", sdk={"js": 'const resend = new Resend("{tok}");'})
V("Brevo", "BREVO_API_KEY", "API key", lambda: "xkeysib-" + hexs(64) + "-" + rs(AL, 16), ("header", "api-key"),
  "https://api.brevo.com/v3/account")
V("Mailjet", "MJ_APIKEY_PRIVATE", "API key",
  lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)], ("basic_pair",),
  "https://api.mailjet.com/v3/REST/apikey")
V("SparkPost", "SPARKPOST_API_KEY", "API key", lambda: hexs(40), ("raw_auth",), "https://api.sparkpost.com/api/v1/account")
V("MessageBird", "MESSAGEBIRD_ACCESS_KEY", "access key", lambda: rs(AL, 25), ("scheme", "AccessKey"),
  "https://rest.messagebird.com/balance")
V("Plivo", "PLIVO_AUTH_TOKEN", "auth token",
  lambda: [("PLIVO_AUTH_ID", "MA" + rs(ALNUM_UP, 18), False), ("PLIVO_AUTH_TOKEN", rs(AL, 40), True)], ("basic_pair",),
  "https://api.plivo.com/v1/Account/")
V("Intercom", "INTERCOM_ACCESS_TOKEN", "access token", _intercom, ("bearer",), "https://api.intercom.io/me")
V("Zendesk", "ZENDESK_API_TOKEN", "API token", lambda: rs(AL, 40), ("basic_user", "EMAIL/token"),
  "https://%s.zendesk.com/api/v2/users/me.json" % pick(["acme", "globex", "dalbit"]))
V("HubSpot", "HUBSPOT_ACCESS_TOKEN", "access token", lambda: "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()), ("bearer",),
  "https://api.hubapi.com/crm/v3/objects/contacts?limit=1")
V("Salesforce", "SF_ACCESS_TOKEN", "access token", _salesforce, ("bearer",),
  "https://%s.my.salesforce.com/services/data/v61.0/limits" % pick(["acme", "globex"]))
V("Zoom", "ZOOM_CLIENT_SECRET", "client secret",
  lambda: [("ZOOM_ACCOUNT_ID", rs(B64U, 22), False), ("ZOOM_CLIENT_ID", rs(AL, 22), False),
           ("ZOOM_CLIENT_SECRET", rs(AL, 32), True)], ("none",), "")
V("WooCommerce", "WC_CONSUMER_SECRET", "API key",
  lambda: [("WC_CONSUMER_KEY", "ck_" + hexs(40), True), ("WC_CONSUMER_SECRET", "cs_" + hexs(40), True)], ("basic_pair",),
  "https://shop.%s/wp-json/wc/v3/orders" % pick(DOMAINS))
V("Paddle", "PADDLE_API_KEY", "API key", _paddle, ("bearer",), "https://api.paddle.com/event-types")
V("Razorpay", "RAZORPAY_KEY_SECRET", "secret key",
  lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(AL, 14), False), ("RAZORPAY_KEY_SECRET", rs(AL, 24), True)],
  ("basic_pair",), "https://api.razorpay.com/v1/payments?count=1")
V("Paystack", "PAYSTACK_SECRET_KEY", "secret key", lambda: "sk_live_" + hexs(40), ("bearer",), "https://api.paystack.co/balance")
V("Flutterwave", "FLW_SECRET_KEY", "secret key", lambda: "FLWSECK-" + hexs(32) + "-X", ("bearer",),
  "https://api.flutterwave.com/v3/balances")
V("Mollie", "MOLLIE_API_KEY", "API key", lambda: "live_" + rs(AL, 30), ("bearer",), "https://api.mollie.com/v2/methods")
V("Adyen", "ADYEN_API_KEY", "API key", _adyen, ("header", "X-API-Key"),
  "https://checkout-test.adyen.com/v71/paymentMethods")
V("Toss Payments", "TOSS_SECRET_KEY", "secret key", _toss, ("basic_b64_colon",),
  "https://api.tosspayments.com/v1/payments/orders/order-%s" % digits(8), ko=True)
V("PortOne", "PORTONE_API_SECRET", "API key",
  lambda: [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(AL, 80), True)], ("none",), "", ko=True)
V("Kakao", "KAKAO_ADMIN_KEY", "admin key", lambda: hexs(32), ("scheme", "KakaoAK"),
  "https://kapi.kakao.com/v1/user/ids", ko=True)
V("Kakao REST", "KAKAO_REST_API_KEY", "API key", lambda: hexs(32), ("scheme", "KakaoAK"),
  "https://dapi.kakao.com/v2/local/search/address.json?query=판교역로", ko=True)
V("Naver Developers", "NAVER_CLIENT_SECRET", "client secret",
  lambda: [("NAVER_CLIENT_ID", rs(AL, 20), False), ("NAVER_CLIENT_SECRET", rs(AL, 10), True)], ("naver",),
  "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91", ko=True)
V("Naver Cloud", "NCP_SECRET_KEY", "access key",
  lambda: [("NCP_ACCESS_KEY", rs(ALNUM_UP, 20), True), ("NCP_SECRET_KEY", rs(AL, 40), True)], ("none",), "", ko=True)
V("Sendbird", "SENDBIRD_API_TOKEN", "API token", lambda: hexs(40), ("header", "Api-Token"),
  "https://api-%s.sendbird.com/v3/users?limit=1" % uuid4().upper(), ko=True)
V("Solapi", "SOLAPI_API_SECRET", "API key",
  lambda: [("SOLAPI_API_KEY", "NCS" + rs(ALNUM_UP, 13), True), ("SOLAPI_API_SECRET", rs(ALNUM_UP, 32), True)],
  ("none",), "", ko=True)
V("Aligo", "ALIGO_API_KEY", "API key", lambda: rs(ALNUM_LO, 32), ("none",), "", ko=True)
V("Channel Talk", "CHANNEL_ACCESS_SECRET", "access key",
  lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)], ("x_pair",),
  "https://api.channel.io/open/v5/channel", ko=True)
V("LINE Messaging", "LINE_CHANNEL_ACCESS_TOKEN", "access token",
  lambda: [("LINE_CHANNEL_ACCESS_TOKEN", _line_token(), True), ("LINE_CHANNEL_SECRET", hexs(32), True)], ("bearer",),
  "https://api.line.me/v2/bot/info", ko=True)
V("Bootpay", "BOOTPAY_PRIVATE_KEY", "secret key",
  lambda: [("BOOTPAY_APPLICATION_ID", hexs(24), False), ("BOOTPAY_PRIVATE_KEY", b64(rb(32)), True)], ("none",), "", ko=True)
V("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", "access key",
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AL, 20), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AL, 30), True)],
  ("none",), "")
V("Tencent Cloud", "TENCENTCLOUD_SECRET_KEY", "access key",
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AL, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(AL, 32), True)],
  ("none",), "")
V("IBM Cloud", "IBMCLOUD_API_KEY", "API key", lambda: rs(B64U, 44), ("none",), "", cli="ibmcloud login --apikey {tok} -r us-south")
V("Oracle Cloud", "OCI_AUTH_TOKEN", "auth token", lambda: rs(AL + "()<>;:.+-_[]{}#", 20), ("none",), "")
V("Cloudinary", "CLOUDINARY_URL", "credentials",
  lambda: [("CLOUDINARY_API_KEY", digits(15), True), ("CLOUDINARY_API_SECRET", rs(B64U, 27), True)], ("cloudinary",), "")
V("Backblaze B2", "B2_APPLICATION_KEY", "access key",
  lambda: [("B2_APPLICATION_KEY_ID", "005" + hexs(22), True), ("B2_APPLICATION_KEY", "K005" + rs(AL + "/+", 27), True)],
  ("none",), "")
V("MinIO", "MINIO_SECRET_KEY", "access key",
  lambda: [("MINIO_ACCESS_KEY", rs(ALNUM_UP, 20), True), ("MINIO_SECRET_KEY", rs(AL, 40), True)], ("none",), "",
  cli="mc alias set myminio https://minio.internal:9000 {id} {sec}")
V("Cloudflare R2", "R2_SECRET_ACCESS_KEY", "access key",
  lambda: [("R2_ACCESS_KEY_ID", hexs(32), True), ("R2_SECRET_ACCESS_KEY", hexs(64), True)], ("none",), "")
V("Databricks", "DATABRICKS_TOKEN", "personal access token", lambda: "dapi" + hexs(32) + pick(["", "", "-2", "-3"]),
  ("bearer",), "https://adb-%s.%d.azuredatabricks.net/api/2.0/clusters/list" % (digits(16), ri(1, 19)))
V("PlanetScale", "PLANETSCALE_SERVICE_TOKEN", "service token", lambda: "pscale_tkn_" + rs(B64U, 43), ("raw_auth",),
  "https://api.planetscale.com/v1/organizations")
V("Turso", "TURSO_AUTH_TOKEN", "auth token",
  lambda: jwt_encode({"a": "rw", "iat": ts(), "id": uuid4()}, alg="EdDSA"), ("bearer",), "https://%s-%s.turso.io" % (pick(DB_NAMES), rs(LO, 6)))
V("Upstash", "UPSTASH_REDIS_REST_TOKEN", "API token", lambda: "A" + pick(UP) + rs(B64U, 2) + "AAIjcDE" + rs(B64U, 54),
  ("bearer",), "https://%s-%s-%d.upstash.io/get/foo" % (pick(["apt", "fond", "crisp", "noble"]), pick(["koala", "otter", "lynx"]), ri(10000, 99999)))
V("Elastic", "ELASTIC_API_KEY", "API key", _elastic, ("scheme", "ApiKey"),
  "https://%s.es.us-east-1.aws.found.io:443/_security/_authenticate" % rs(ALNUM_LO, 12))
V("Confluent", "CONFLUENT_API_SECRET", "API key",
  lambda: [("CONFLUENT_API_KEY", rs(ALNUM_UP, 16), True), ("CONFLUENT_API_SECRET", rs(AL + "+/", 64), True)], ("basic_pair",),
  "https://api.confluent.cloud/org/v2/environments")
V("Fastly", "FASTLY_API_TOKEN", "API token", lambda: rs(B64U, 32), ("header", "Fastly-Key"), "https://api.fastly.com/current_user")
V("Akamai", "AKAMAI_CLIENT_SECRET", "client secret",
  lambda: [("client_token", "akab-%s-%s" % (rs(ALNUM_LO, 16), rs(ALNUM_LO, 16)), True),
           ("client_secret", b64(rb(32)), True), ("access_token", "akab-%s-%s" % (rs(ALNUM_LO, 16), rs(ALNUM_LO, 16)), True)],
  ("none",), "")
V("Deno Deploy", "DENO_DEPLOY_TOKEN", "access token", lambda: "ddp_" + rs(AL, 36), ("bearer",), "https://api.deno.com/v1/organizations")
V("Codecov", "CODECOV_TOKEN", "API token", uuid4, ("none",), "", cli="codecov upload-process -t {tok}")
V("Coveralls", "COVERALLS_REPO_TOKEN", "API token", lambda: rs(AL, 33), ("none",), "")
V("reCAPTCHA", "RECAPTCHA_SECRET_KEY", "secret key", _recaptcha, ("none",), "")
V("hCaptcha", "HCAPTCHA_SECRET", "secret key", lambda: "0x" + hexs(40) if chance(0.5) else "ES_" + hexs(32), ("none",), "")
V("Cloudflare Turnstile", "TURNSTILE_SECRET_KEY", "secret key", lambda: "0x4AAAAAAA" + rs(B64U, 25), ("none",), "")
V("Shodan", "SHODAN_API_KEY", "API key", lambda: rs(AL, 32), ("query", "key"), "https://api.shodan.io/api-info")
V("VirusTotal", "VT_API_KEY", "API key", lambda: hexs(64), ("header", "x-apikey"), "https://www.virustotal.com/api/v3/users/me")
V("Etherscan", "ETHERSCAN_API_KEY", "API key", lambda: rs(ALNUM_UP, 34), ("query", "apikey"),
  "https://api.etherscan.io/api?module=account&action=balance&address=0x%s" % hexs(40))
V("Infura", "INFURA_API_SECRET", "secret key",
  lambda: [("INFURA_PROJECT_ID", hexs(32), True), ("INFURA_API_SECRET", hexs(32), True)], ("none",), "")
V("Alchemy", "ALCHEMY_API_KEY", "API key", lambda: rs(B64U, 32), ("path",), "https://eth-mainnet.g.alchemy.com/v2/{tok}")
V("Expo", "EXPO_TOKEN", "access token", lambda: rs(B64U, 40), ("bearer",), "https://api.expo.dev/graphql")
V("Tavily", "TAVILY_API_KEY", "API key", lambda: "tvly-" + pick(["", "dev-"]) + rs(AL, 32), ("bearer",), "https://api.tavily.com/search")
V("SerpApi", "SERPAPI_API_KEY", "API key", lambda: hexs(64), ("query", "api_key"), "https://serpapi.com/account")
V("Firecrawl", "FIRECRAWL_API_KEY", "API key", lambda: "fc-" + hexs(32), ("bearer",), "https://api.firecrawl.dev/v1/team/credit-usage")
V("LangSmith", "LANGSMITH_API_KEY", "API key", lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hexs(32) + "_" + hexs(10),
  ("header", "x-api-key"), "https://api.smith.langchain.com/api/v1/sessions")
V("Weights & Biases", "WANDB_API_KEY", "API key", lambda: hexs(40), ("none",), "", cli="wandb login {tok}")
V("Neptune", "NEPTUNE_API_TOKEN", "API token", _neptune, ("none",), "")
V("Modal", "MODAL_TOKEN_SECRET", "service token",
  lambda: [("MODAL_TOKEN_ID", "ak-" + rs(AL, 22), True), ("MODAL_TOKEN_SECRET", "as-" + rs(AL, 22), True)], ("none",), "",
  cli="modal token set --token-id {id} --token-secret {sec}")
V("AssemblyAI", "ASSEMBLYAI_API_KEY", "API key", lambda: hexs(32), ("raw_auth",), "https://api.assemblyai.com/v2/transcript")
V("Deepgram", "DEEPGRAM_API_KEY", "API key", lambda: hexs(40), ("scheme", "Token"), "https://api.deepgram.com/v1/projects")
V("Stability AI", "STABILITY_API_KEY", "API key", lambda: "sk-" + rs(AL, 48), ("bearer",),
  "https://api.stability.ai/v1/user/account")
V("Gitea", "GITEA_TOKEN", "access token", lambda: hexs(40), ("scheme", "token"), "https://git.%s/api/v1/user" % pick(DOMAINS))
V("Jenkins", "JENKINS_API_TOKEN", "API token", lambda: "11" + hexs(32), ("basic_user", "deploy"),
  "https://jenkins.%s/me/api/json" % pick(DOMAINS))
V("Quay", "QUAY_ROBOT_TOKEN", "access token", lambda: rs(ALNUM_UP, 64), ("none",), "",
  cli="docker login quay.io -u %s+ci -p {tok}" % pick(["acme", "globex"]))
V("ngrok", "NGROK_AUTHTOKEN", "auth token", _ngrok, ("none",), "", cli="ngrok config add-authtoken {tok}")
V("Tailscale", "TS_AUTHKEY", "auth key", _tailscale, ("none",), "", cli="sudo tailscale up --authkey={tok}")
V("Pushover", "PUSHOVER_TOKEN", "API token", lambda: "a" + rs(ALNUM_LO, 29), ("none",), "")
V("Mattermost", "MM_ACCESS_TOKEN", "access token", lambda: rs(ALNUM_LO, 26), ("bearer",),
  "https://chat.%s/api/v4/users/me" % pick(DOMAINS))
V("Rollbar", "ROLLBAR_ACCESS_TOKEN", "access token", lambda: hexs(32), ("header", "X-Rollbar-Access-Token"),
  "https://api.rollbar.com/api/1/items")
V("Honeybadger", "HONEYBADGER_API_KEY", "API key", lambda: "hbp_" + rs(AL, 36), ("none",), "")
V("Honeycomb", "HONEYCOMB_API_KEY", "API key", lambda: "hcaik_" + rs(ALNUM_LO, 58), ("header", "X-Honeycomb-Team"),
  "https://api.honeycomb.io/1/auth")
V("Splunk", "SPLUNK_HEC_TOKEN", "API token", uuid4, ("scheme", "Splunk"),
  "https://splunk.%s:8088/services/collector/event" % pick(DOMAINS))
V("Opsgenie", "OPSGENIE_API_KEY", "API key", uuid4, ("scheme", "GenieKey"), "https://api.opsgenie.com/v2/alerts")
V("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", "access token", lambda: "CFPAT-" + rs(B64U, 43), ("bearer",),
  "https://api.contentful.com/spaces")
V("Typesense", "TYPESENSE_ADMIN_KEY", "admin key", lambda: rs(AL, 32), ("header", "X-TYPESENSE-API-KEY"),
  "https://search.%s/collections" % pick(DOMAINS))
V("Keycloak", "KEYCLOAK_CLIENT_SECRET", "client secret", lambda: rs(AL, 32), ("none",), "")
V("Stytch", "STYTCH_SECRET", "secret key",
  lambda: [("STYTCH_PROJECT_ID", "project-live-" + uuid4(), False), ("STYTCH_SECRET", "secret-live-" + rs(B64U, 36), True)],
  ("basic_pair",), "https://api.stytch.com/v1/users/search")
V("Kraken", "KRAKEN_PRIVATE_KEY", "API key",
  lambda: [("KRAKEN_API_KEY", rs(AL + "+/", 56), True), ("KRAKEN_PRIVATE_KEY", b64(rb(64)), True)], ("none",), "")
V("Coinbase Commerce", "COINBASE_COMMERCE_API_KEY", "API key", uuid4, ("header", "X-CC-Api-Key"),
  "https://api.commerce.coinbase.com/charges")
V("Plex", "PLEX_TOKEN", "access token", lambda: rs(AL + "-_", 20), ("query", "X-Plex-Token"),
  "http://192.168.%d.%d:32400/library/sections" % (ri(0, 1), ri(2, 250)))
V("Home Assistant", "HASS_TOKEN", "access token",
  lambda: jwt_encode({"iss": hexs(32), "iat": ts(), "exp": ts() + 315360000}), ("bearer",),
  "http://homeassistant.local:8123/api/states")
V("Google Chat", "GCHAT_WEBHOOK_URL", "webhook URL", lambda: [("GCHAT_WEBHOOK_URL", None, None)], ("webhook",), "")
V("Rails", "RAILS_MASTER_KEY", "master key", lambda: hexs(32), ("none",), "")
V("Harbor", "HARBOR_ROBOT_SECRET", "access token", lambda: rs(AL, 32), ("none",), "",
  cli="docker login harbor.%s -u 'robot$ci-push' -p {tok}" % pick(DOMAINS))
V("Buildkite Agent", "BUILDKITE_AGENT_TOKEN", "auth token", lambda: hexs(50), ("none",), "",
  cli="buildkite-agent start --token {tok}")
V("Sanity", "SANITY_API_TOKEN", "API token", lambda: "sk" + rs(AL, 180), ("bearer",),
  "https://%s.api.sanity.io/v2021-06-07/users/me" % rs(ALNUM_LO, 8))
V("Bugsnag", "BUGSNAG_AUTH_TOKEN", "auth token", lambda: hexs(32) if chance(0.5) else uuid4(), ("scheme", "token"),
  "https://api.bugsnag.com/user/organizations")
V("Loggly", "LOGGLY_TOKEN", "API token", uuid4, ("path",), "https://logs-01.loggly.com/inputs/{tok}/tag/http/")
V("Better Stack", "LOGTAIL_SOURCE_TOKEN", "API token", lambda: rs(AL, 24), ("bearer",), "https://in.logs.betterstack.com")
V("IFTTT", "IFTTT_WEBHOOK_KEY", "API key", lambda: rs(B64U, 22), ("path",),
  "https://maker.ifttt.com/trigger/deploy_done/with/key/{tok}")


def vendor_by_slug(s):
    for v in VENDORS:
        if v.slug == s:
            return v
    raise KeyError(s)


def webhook_creds(v):
    """Webhook URLs: the secret path segment is the listed value."""
    if v.var == "SLACK_WEBHOOK_URL":
        tok = rs(AL, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALNUM_UP, 9), rs(ALNUM_UP, 10), tok)
    elif v.var == "DISCORD_WEBHOOK_URL":
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (str(ri(10 ** 17, 13 * 10 ** 17)), tok)
    elif v.var == "GCHAT_WEBHOOK_URL":
        tok = rs(B64U, 43)
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (
            rs(B64U, 7), "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI", pct(tok + "="))
        tok = pct(tok + "=")
    return url, tok

# --------------------------------------------------------------------------------------------
# Containers: render a vendor credential into a snippet
# --------------------------------------------------------------------------------------------

TOP_VENDORS = ["OpenAI", "Anthropic", "GitHub", "AWS", "Stripe", "Slack", "GitLab", "Google Gemini", "Supabase",
               "Vercel", "npm", "Docker Hub", "Sentry", "Datadog", "Twilio", "SendGrid", "Cloudflare", "Hugging Face",
               "Notion", "Atlassian", "Discord", "Telegram", "Toss Payments", "Kakao REST"]

FILLER_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "APP_ENV=staging", "TZ=Asia/Seoul",
              "REDIS_URL=redis://localhost:6379/0", "FEATURE_NEW_CHECKOUT=true", "SENTRY_ENVIRONMENT=staging",
              "DB_HOST=localhost", "DB_PORT=5432", "NEXT_PUBLIC_APP_URL=http://localhost:3000", "DEBUG=false",
              "WORKER_CONCURRENCY=4", "AWS_REGION=ap-northeast-2", "API_BASE_URL=https://api.internal",
              "OTEL_SERVICE_NAME=api", "RATE_LIMIT_PER_MIN=120"]


class Cred:
    def __init__(self, var, val, listed):
        self.var, self.val, self.listed = var, val, listed


def make_creds(v):
    out = []
    g = v.gen()
    if g[0][1] is None and v.auth[0] == "webhook":
        url, tok = webhook_creds(v)
        return [Cred(v.var, url, [tok])]
    if v.auth[0] == "azure_conn":
        acct, key = g[0][1], g[1][1]
        cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)
        return [Cred("AZURE_STORAGE_CONNECTION_STRING", cs, [key])]
    if v.auth[0] == "cloudinary":
        k, s = g[0][1], g[1][1]
        url = "cloudinary://%s:%s@%s" % (k, s, pick(["acme-media", "dalbit", "hooli-cdn", "shop-assets"]))
        return [Cred("CLOUDINARY_URL", url, [k, s])]
    for var, val, listed in g:
        out.append(Cred(var, val, [val] if listed else []))
    return out


def listed_of(creds):
    out = []
    for c in creds:
        out.extend(c.listed)
    return uniq(out)


def main_tok(creds):
    for c in creds:
        if c.listed:
            return c.listed[-1] if len(c.listed) > 1 and c.var == "CLOUDINARY_URL" else c.listed[0]
    return None


def _id_sec(creds):
    """(id, secret) for two-part credentials."""
    if len(creds) >= 2:
        return creds[0].val, creds[1].val
    return None, creds[0].val


def auth_http(v, creds):
    """-> (url, headers[(k, v)], basic 'user:pass' or None, extra_listed, method, body)"""
    a = v.auth[0]
    url = v.url
    tok = creds[-1].val if a in ("basic_pair",) else creds[0].val
    if len(creds) > 1 and a not in ("basic_pair", "header_id", "naver", "x_pair", "algolia", "cf_global"):
        tok = [c for c in creds if c.listed][0].val
    hdr, basic, extra, method, body = [], None, [], "GET", None
    if a == "bearer":
        hdr = [("Authorization", "Bearer " + tok)]
    elif a == "header":
        hdr = [(v.auth[1], tok)]
    elif a == "scheme":
        sch = v.auth[1]
        hdr = [("Authorization", (sch + tok) if sch.endswith("=") else (sch + " " + tok))]
    elif a == "raw_auth":
        hdr = [("Authorization", tok)]
    elif a == "basic_user":
        u = v.auth[1]
        if u == "EMAIL":
            u = pick(["jlee", "ops", "dev", "mkim", "priya"]) + "@" + pick(DOMAINS)
        elif u == "EMAIL/token":
            u = pick(["support", "ops", "admin"]) + "@" + pick(DOMAINS) + "/token"
        basic = u + ":" + tok
    elif a == "basic_tok_colon":
        basic = tok + ":"
    elif a == "basic_pair":
        i, s = _id_sec(creds)
        basic = i + ":" + s
    elif a == "basic_b64_colon":
        blob = b64((tok + ":").encode())
        hdr = [("Authorization", "Basic " + blob)]
        extra = [blob]
        if "tosspayments" in url:
            method, body = "GET", None
    elif a == "query":
        url = url + ("&" if "?" in url else "?") + v.auth[1] + "=" + tok
    elif a == "path":
        url = url.replace("{tok}", tok)
    elif a == "cf_global":
        hdr = [("X-Auth-Email", creds[0].val), ("X-Auth-Key", creds[1].val)]
    elif a == "supabase":
        hdr = [("apikey", tok), ("Authorization", "Bearer " + tok)]
    elif a == "algolia":
        url = url.replace("{app}", creds[0].val)
        hdr = [("X-Algolia-Application-Id", creds[0].val), ("X-Algolia-API-Key", creds[1].val)]
    elif a == "naver":
        hdr = [("X-Naver-Client-Id", creds[0].val), ("X-Naver-Client-Secret", creds[1].val)]
    elif a == "x_pair":
        hdr = [("x-access-key", creds[0].val), ("x-access-secret", creds[1].val)]
    elif a == "header_id":
        hdr = [(v.auth[1], creds[0].val)]
    elif a == "webhook":
        url = creds[0].val
        method = "POST"
        body = '{"text":"%s"}' % pick(["deploy finished", "nightly job failed", "test from agent", "hello"])
        hdr = [("Content-Type", "application/json")]
    else:
        return None
    return url, hdr, basic, extra, method, body


def has_http(v):
    return v.auth[0] not in ("none", "aws", "azure_conn", "cloudinary")


def _q(val, style):
    if style == '"':
        return '"' + val + '"'
    if style == "'":
        return "'" + val + "'"
    return val


def env_lines(creds, quote=None, prefix=""):
    lines = []
    for c in creds:
        qs = quote if quote is not None else pick(["", "", '"'])
        if any(ch in c.val for ch in " ;&$#") and qs == "":
            qs = "'"
        lines.append(prefix + c.var + "=" + _q(c.val, qs))
    return lines


def r_dotenv(v, creds, lang):
    f = pick([".env", ".env.local", ".env.production", "apps/api/.env", "services/%s/.env" % svc(),
              ".env.development.local", "docker/.env", ".env.staging"])
    lines = env_lines(creds)
    fill = picks(FILLER_ENV, ri(0, 3))
    allx = fill[:len(fill) // 2] + lines + fill[len(fill) // 2:]
    if lang == "ko" and chance(0.3):
        allx.insert(0, pick(["# 운영 키 - 절대 커밋 금지", "# 로컬 전용", "# 스테이징용 (민지님이 줌)", "# TODO: vault로 옮기기"]))
    elif chance(0.25):
        allx.insert(0, pick(["# prod - do not commit", "# local only", "# from the team vault", "# TODO move to vault"]))
    return "\n".join(allx), f, f, "file", "dotenv"


def r_export(v, creds, lang):
    f = pick(["~/.zshrc", "~/.bashrc", ".envrc", "~/.profile", "scripts/env.sh"])
    lines = env_lines(creds, quote=pick(['"', "'", ""]), prefix="export ")
    return "\n".join(lines), f, f, "file", "shell export"


def r_inline(v, creds, lang):
    cmd = pick(CMDS + ["node scripts/%s.js" % pick(["seed", "sync", "backfill", "smoke"]),
                       "python manage.py %s" % pick(["sync_%s" % v.slug.replace("-", "_"), "shell", "runjobs"])])
    env = " ".join(c.var + "=" + (c.val if not any(ch in c.val for ch in " ;&$#") else "'" + c.val + "'") for c in creds)
    snip = "$ " + env + " " + cmd if chance(0.5) else env + " " + cmd
    return snip, "the terminal", "터미널", "cmd", "shell inline env"


def _curl(url, hdr, basic, method, body, multiline=True):
    parts = ["curl -s" + (" -X " + method if method != "GET" else "")]
    if basic is not None:
        parts.append('-u "%s"' % basic if chance(0.6) else "-u %s" % basic)
    for k, val in hdr:
        parts.append("-H '%s: %s'" % (k, val) if chance(0.6) else '-H "%s: %s"' % (k, val))
    if body:
        parts.append("-d '%s'" % body)
    parts.append(('"%s"' % url) if ("?" in url or "&" in url) else url)
    if multiline and len(parts) > 2:
        return " \\\n  ".join(parts)
    return " ".join(parts)


def r_curl(v, creds, lang):
    url, hdr, basic, extra, method, body = auth_http(v, creds)
    return _curl(url, hdr, basic, method, body, multiline=chance(0.7)), "the README", "README", "cmd", "curl", extra


def r_httpcode(v, creds, lang):
    url, hdr, basic, extra, method, body = auth_http(v, creds)
    lang_c = pick(["py", "py", "js", "js", "go", "rb", "java", "cs", "php", "rs", "kt"])
    if basic is not None:
        bl = b64(basic.encode())
        hdr = hdr + [("Authorization", "Basic " + bl)]
        extra = extra + [bl]
    if lang_c == "py":
        h = ", ".join('"%s": "%s"' % kv for kv in hdr)
        if hdr:
            code = 'resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (method.lower(), url, h)
        else:
            code = 'resp = requests.%s("%s", timeout=10)' % (method.lower(), url)
        path = pick(["scripts/%s_check.py" % v.slug.replace("-", "_"), "app/clients/%s.py" % v.slug.replace("-", "_"), "notebooks/debug.py"])
    elif lang_c == "js":
        h = ", ".join('"%s": "%s"' % kv for kv in hdr)
        code = 'const res = await fetch("%s", {\n  method: "%s",\n  headers: { %s },\n});' % (url, method, h) if hdr else \
            'const res = await fetch("%s");' % url
        path = pick(["src/lib/%s.ts" % v.slug, "scripts/%s.mjs" % v.slug, "api/%s/route.ts" % v.slug])
    elif lang_c == "go":
        code = 'req, _ := http.NewRequest("%s", "%s", nil)\n' % (method, url) + "\n".join(
            'req.Header.Set("%s", "%s")' % kv for kv in hdr)
        path = "internal/%s/client.go" % v.slug.replace("-", "")
    elif lang_c == "rb":
        code = 'req = Net::HTTP::%s.new(URI("%s"))\n' % (method.capitalize(), url) + "\n".join(
            'req["%s"] = "%s"' % kv for kv in hdr)
        path = "lib/%s_client.rb" % v.slug.replace("-", "_")
    elif lang_c == "java":
        code = 'HttpRequest req = HttpRequest.newBuilder(URI.create("%s"))\n' % url + "\n".join(
            '    .header("%s", "%s")' % kv for kv in hdr) + "\n    .build();"
        path = "src/main/java/com/acme/%sClient.java" % v.name.replace(" ", "").replace(".", "")
    elif lang_c == "cs":
        code = "\n".join('client.DefaultRequestHeaders.Add("%s", "%s");' % kv for kv in hdr) + \
            '\nvar res = await client.GetAsync("%s");' % url
        path = "Services/%sClient.cs" % v.name.replace(" ", "").replace(".", "")
    elif lang_c == "php":
        code = "$res = Http::withHeaders([\n" + "\n".join("    '%s' => '%s'," % kv for kv in hdr) + "\n])->get('%s');" % url
        path = "app/Services/%sService.php" % v.name.replace(" ", "").replace(".", "")
    elif lang_c == "rs":
        code = "let res = client.get(\"%s\")\n" % url + "\n".join('    .header("%s", "%s")' % kv for kv in hdr) + "\n    .send().await?;"
        path = "src/%s.rs" % v.slug.replace("-", "_")
    else:
        code = 'val req = Request.Builder().url("%s")\n' % url + "\n".join('    .addHeader("%s", "%s")' % kv for kv in hdr) + "\n    .build()"
        path = "app/src/main/java/com/acme/net/%sApi.kt" % v.name.replace(" ", "").replace(".", "")
    return code, path, path, "code", "http client code (%s)" % lang_c, extra


def r_sdk(v, creds, lang):
    lang_c = pick(sorted(v.sdk.keys()))
    t = v.sdk[lang_c]
    i, s = _id_sec(creds)
    tenant = creds[0].val
    tok = main_tok(creds)
    code = t.replace("{{", "\x01").replace("}}", "\x02").replace("{tok}", tok).replace("{id}", str(i)).replace(
        "{sec}", s).replace("{tenant}", tenant).replace("\x01", "{").replace("\x02", "}")
    ext = {"py": "py", "js": "ts", "go": "go", "rb": "rb", "php": "php"}[lang_c]
    path = pick(["src/%s.%s" % (v.slug.replace("-", "_"), ext), "scripts/try_%s.%s" % (v.slug.replace("-", "_"), ext),
                 "app/integrations/%s.%s" % (v.slug.replace("-", "_"), ext)])
    return code, path, path, "code", "sdk constructor (%s)" % lang_c


def r_cli(v, creds, lang):
    i, s = _id_sec(creds)
    tok = main_tok(creds)
    tenant = uuid4()
    cmd = v.cli.replace("{tok}", tok).replace("{id}", str(i)).replace("{sec}", s).replace("{tenant}", tenant)
    if v.name == "Azure AD":
        cmd = v.cli.replace("{id}", creds[1].val).replace("{sec}", creds[2].val).replace("{tenant}", creds[0].val)
    return ("$ " if chance(0.5) else "") + cmd, "the terminal", "터미널", "cmd", "cli login/flag"


def r_json(v, creds, lang):
    key = v.slug.replace("-", "_")
    inner = {}
    for c in creds:
        name = c.var.lower()
        if chance(0.5):
            parts = name.split("_")
            name = parts[0] + "".join(p.capitalize() for p in parts[1:])
        inner[name] = c.val
    style = ri(0, 2)
    if style == 0:
        obj = {key: inner}
        f = pick(["config/local.json", "config/default.json", "settings.local.json", "secrets.json"])
    elif style == 1:
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, key.title().replace("_", ""): inner}
        f = pick(["appsettings.Development.json", "appsettings.json", "appsettings.Production.json"])
    else:
        obj = {"name": svc(), "integrations": {key: inner}, "region": pick(["ap-northeast-2", "us-east-1"])}
        f = pick(["deploy/config.json", "infra/app-config.json", ".vscode/settings.json"])
    return json.dumps(obj, indent=2, ensure_ascii=False), f, f, "file", "json config"


MCP_PKGS = {
    "GitHub": ("github", "@modelcontextprotocol/server-github", "GITHUB_PERSONAL_ACCESS_TOKEN"),
    "GitLab": ("gitlab", "@modelcontextprotocol/server-gitlab", "GITLAB_PERSONAL_ACCESS_TOKEN"),
    "Slack": ("slack", "@modelcontextprotocol/server-slack", "SLACK_BOT_TOKEN"),
    "Notion": ("notion", "@notionhq/notion-mcp-server", "NOTION_TOKEN"),
    "Linear": ("linear", "linear-mcp-server", "LINEAR_API_KEY"),
    "Sentry": ("sentry", "@sentry/mcp-server", "SENTRY_ACCESS_TOKEN"),
    "Stripe": ("stripe", "@stripe/mcp", "STRIPE_SECRET_KEY"),
    "Supabase": ("supabase", "@supabase/mcp-server-supabase", "SUPABASE_ACCESS_TOKEN"),
    "Supabase Management": ("supabase", "@supabase/mcp-server-supabase", "SUPABASE_ACCESS_TOKEN"),
    "Figma": ("figma", "figma-developer-mcp", "FIGMA_API_KEY"),
    "Atlassian": ("jira", "mcp-atlassian", "JIRA_API_TOKEN"),
    "Brave": ("brave-search", "@modelcontextprotocol/server-brave-search", "BRAVE_API_KEY"),
    "Tavily": ("tavily", "tavily-mcp", "TAVILY_API_KEY"),
    "Firecrawl": ("firecrawl", "firecrawl-mcp", "FIRECRAWL_API_KEY"),
    "Cloudflare": ("cloudflare", "@cloudflare/mcp-server-cloudflare", "CLOUDFLARE_API_TOKEN"),
    "Postman": ("postman", "@postman/postman-mcp-server", "POSTMAN_API_KEY"),
    "Airtable": ("airtable", "airtable-mcp-server", "AIRTABLE_API_KEY"),
    "Datadog": ("datadog", "datadog-mcp-server", "DD_API_KEY"),
    "Hugging Face": ("hf", "@llmindset/hf-mcp-server", "HF_TOKEN"),
    "Perplexity": ("perplexity", "server-perplexity-ask", "PERPLEXITY_API_KEY"),
    "ElevenLabs": ("elevenlabs", "elevenlabs-mcp", "ELEVENLABS_API_KEY"),
}


def r_mcp(v, creds, lang):
    name, pkg, var = MCP_PKGS.get(v.name, (v.slug, "%s-mcp" % v.slug, None))
    env = {}
    for c in creds:
        env[(var if (var and c is creds[0] and len(creds) == 1) else c.var)] = c.val
    flavour = ri(0, 3)
    if flavour == 3:  # codex toml
        lines = ["[mcp_servers.%s]" % name, 'command = "npx"', 'args = ["-y", "%s"]' % pkg,
                 "env = { " + ", ".join('"%s" = "%s"' % kv for kv in env.items()) + " }"]
        f = "~/.codex/config.toml"
        return "\n".join(lines), f, f, "file", "codex config.toml mcp env"
    obj = {"mcpServers": {name: {"command": "npx", "args": ["-y", pkg], "env": env}}}
    f = [".cursor/mcp.json", ".mcp.json", "~/Library/Application Support/Claude/claude_desktop_config.json",
         "~/.gemini/settings.json"][flavour]
    return json.dumps(obj, indent=2), f, f, "file", "mcp json env"


def r_claude_settings(v, creds, lang):
    obj = {"permissions": {"allow": ["Bash(npm run test:*)"]}, "env": {c.var: c.val for c in creds}}
    f = pick([".claude/settings.local.json", ".claude/settings.json", "~/.claude/settings.json"])
    return json.dumps(obj, indent=2), f, f, "file", "claude settings env"


def r_toml(v, creds, lang):
    k = ri(0, 2)
    if k == 0:
        f = ".streamlit/secrets.toml"
        lines = ["[%s]" % v.slug.replace("-", "_")] + ['%s = "%s"' % (c.var.lower(), c.val) for c in creds]
    elif k == 1:
        f = "wrangler.toml"
        lines = ['name = "%s"' % svc(), 'main = "src/index.ts"', "", "[vars]"] + ['%s = "%s"' % (c.var, c.val) for c in creds]
    else:
        f = pick(["config/settings.toml", "config.toml", "samconfig.toml"])
        lines = ["[integrations.%s]" % v.slug.replace("-", "_"), "enabled = true"] + \
            ['%s = "%s"' % (c.var.lower(), c.val) for c in creds]
    return "\n".join(lines), f, f, "file", "toml"


def r_yaml(v, creds, lang):
    k = ri(0, 4)
    if k == 0:
        f = pick(["config/%s.yml" % pick(ENV_EN).lower(), "config.yaml", "application.yml", "settings.yaml"])
        lines = ["%s:" % v.slug.replace("-", "_")] + ["  %s: %s" % (c.var.lower(), _q(c.val, pick(['"', "", "'"])))
                                                       for c in creds] + ["  timeout_seconds: 30"]
    elif k == 1:
        f = pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])
        sv = svc()
        lines = ["services:", "  %s:" % sv, "    image: %s:latest" % sv, "    environment:"] + \
            ["      %s: %s" % (c.var, _q(c.val, pick(['"', ""]))) for c in creds]
    elif k == 2:
        f = ".github/workflows/%s.yml" % pick(["release", "deploy", "nightly", "ci"])
        lines = ["jobs:", "  %s:" % pick(["deploy", "publish", "build"]), "    runs-on: ubuntu-latest", "    env:"] + \
            ["      %s: %s" % (c.var, c.val) for c in creds]
    elif k == 3:
        f = ".gitlab-ci.yml"
        lines = ["variables:"] + ['  %s: "%s"' % (c.var, c.val) for c in creds] + \
            ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    else:
        f = pick(["helm/values-prod.yaml", "charts/%s/values.yaml" % svc(), "values.staging.yaml"])
        lines = ["env:"] + ["  - name: %s\n    value: %s" % (c.var, _q(c.val, '"')) for c in creds]
    return "\n".join(lines), f, f, "file", "yaml"


def r_k8s(v, creds, lang):
    name = v.slug + "-credentials"
    if chance(0.5):
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + name, "type: Opaque", "stringData:"] + \
            ["  %s: %s" % (c.var, _q(c.val, '"')) for c in creds]
        return "\n".join(lines), "k8s/%s-secret.yaml" % v.slug, "k8s/%s-secret.yaml" % v.slug, "file", "k8s secret stringData"
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + name, "  namespace: " + pick(["default", "prod", "apps"]),
             "data:"]
    extra, repl = [], []
    for c in creds:
        e = b64(c.val.encode())
        lines.append("  %s: %s" % (c.var, e))
        if c.listed:
            extra.append(e)
    return "\n".join(lines), "k8s/%s-secret.yaml" % v.slug, "k8s/%s-secret.yaml" % v.slug, "file", \
        "k8s secret data base64", extra, True


def r_docker(v, creds, lang):
    if chance(0.5):
        lines = ["FROM node:20-alpine", "WORKDIR /app"] + ["ENV %s=%s" % (c.var, c.val) for c in creds] + ['CMD ["node", "server.js"]']
        return "\n".join(lines), "Dockerfile", "Dockerfile", "file", "dockerfile env"
    envs = " ".join("-e %s=%s" % (c.var, c.val) for c in creds)
    sv = svc()
    cmd = "docker run -d --name %s %s %s/%s:%s" % (sv, envs, pick(["ghcr.io/acme", "registry.internal"]), sv, pick(["latest", "1.4.2", "sha-" + hexs(7)]))
    return cmd, "the terminal", "터미널", "cmd", "docker run -e"


def r_terraform(v, creds, lang):
    if chance(0.5):
        f = pick(["terraform.tfvars", "envs/prod.auto.tfvars", "secrets.auto.tfvars"])
        lines = ['%s = "%s"' % (c.var.lower(), c.val) for c in creds]
        return "\n".join(lines), f, f, "file", "terraform tfvars"
    lines = ['resource "kubernetes_secret" "%s" {' % v.slug.replace("-", "_"), "  metadata {", '    name = "%s"' % v.slug, "  }",
             "  data = {"] + ['    %s = "%s"' % (c.var, c.val) for c in creds] + ["  }", "}"]
    return "\n".join(lines), "infra/secrets.tf", "infra/secrets.tf", "file", "terraform resource"


def r_ini(v, creds, lang):
    f = pick(["config.ini", "settings.cfg", "~/.config/%s/credentials" % v.slug, "setup.cfg", "app.conf"])
    lines = ["[%s]" % pick([v.slug, "default", "credentials", pick(ENV_EN).lower()])] + \
        ["%s = %s" % (c.var.lower(), c.val) for c in creds]
    return "\n".join(lines), f, f, "file", "ini"


def r_properties(v, creds, lang):
    f = pick(["src/main/resources/application.properties", "application-prod.properties", "gradle.properties",
              "local.properties"])
    base = v.slug.replace("-", ".")
    lines = ["%s.%s=%s" % (base, c.var.lower().replace("_", "-"), c.val) for c in creds]
    if chance(0.5):
        lines.insert(0, "server.port=8080")
    return "\n".join(lines), f, f, "file", "java properties"


def r_xml(v, creds, lang):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % ("".join(p.capitalize() for p in c.var.lower().split("_")), c.val)
                                    for c in creds] + ["</appSettings>"]
        f = pick(["Web.config", "App.config"])
        return "\n".join(lines), f, f, "file", "xml appSettings"
    lines = ["<resources>"] + ['    <string name="%s">%s</string>' % (c.var.lower(), c.val) for c in creds] + ["</resources>"]
    f = "app/src/main/res/values/secrets.xml"
    return "\n".join(lines), f, f, "file", "android strings xml"


def r_powershell(v, creds, lang):
    if chance(0.6):
        lines = ['$env:%s = "%s"' % (c.var, c.val) for c in creds]
        return "\n".join(lines), "PowerShell", "PowerShell", "cmd", "powershell env"
    lines = ["setx %s %s" % (c.var, c.val) for c in creds]
    return "\n".join(lines), "cmd.exe", "cmd.exe", "cmd", "windows setx"


def r_systemd(v, creds, lang):
    f = "/etc/systemd/system/%s.service" % svc()
    lines = ["[Service]", "User=app"] + ['Environment="%s=%s"' % (c.var, c.val) for c in creds] + \
        ["ExecStart=/opt/app/bin/server"]
    return "\n".join(lines), f, f, "file", "systemd unit"


def r_chat(v, creds, lang):
    t = pick(TIMES)
    if lang == "ko":
        w = pick(["minji", "junho", "seoyeon", "hyunwoo", "jihoon", "subin"])
        lines = ["[%s] %s: %s 키 이거 쓰시면 돼요" % (t, w, v.name)] + ["[%s] %s: %s" % (t, w, c.var + "=" + c.val) for c in creds] + \
            ["[%s] %s: %s" % (t, w, pick(["스테이징 전용이에요", "쓰고 나서 말씀 주세요", "급하게 드리는 거라 나중에 로테이션할게요"]))]
    else:
        w = pick(["priya", "marco", "jess", "tom", "aisha", "kenji"])
        lines = ["[%s] %s: here's the %s one" % (t, w, v.name)] + ["[%s] %s: %s" % (t, w, c.var + "=" + c.val) for c in creds] + \
            ["[%s] %s: %s" % (t, w, pick(["staging only pls", "ping me when done", "will rotate after"]))]
    return "\n".join(lines), "Slack", "슬랙", "chat", "chat paste"


def r_log(v, creds, lang):
    if not has_http(v):
        return None
    url, hdr, basic, extra, method, body = auth_http(v, creds)
    stamp = "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))
    if basic is not None:
        bl = b64(basic.encode())
        hdr = hdr + [("Authorization", "Basic " + bl)]
        extra = extra + [bl]
    h = ", ".join("'%s': '%s'" % kv for kv in hdr)
    sv = svc()
    lines = ["%s DEBUG urllib3.connectionpool Starting new HTTPS connection (1): %s:443" % (stamp, urllib.parse.urlsplit(url).hostname),
             "%s DEBUG %s request: %s %s headers={%s}" % (stamp, sv, method, url, h),
             "%s WARN  %s response: %s" % (stamp, sv, pick(["401", "403", "429", "500"]))]
    return "\n".join(lines), "the debug log", "디버그 로그", "log", "debug log with auth header", extra


def r_fallback(v, creds, lang):
    c = [c for c in creds if c.listed][0]
    if chance(0.5):
        code = '%s = os.environ.get("%s", "%s")' % (c.var, c.var, c.val)
        path = "app/settings.py"
    else:
        code = 'const %s = process.env.%s ?? "%s";' % ("".join(p.capitalize() if i else p.lower() for i, p in enumerate(c.var.split("_"))), c.var, c.val)
        path = pick(["src/config.ts", "lib/env.js"])
    if len(creds) > 1:
        return None
    return code, path, path, "code", "env fallback default in code"


def r_jupyter(v, creds, lang):
    if chance(0.5):
        lines = ["%%env %s=%s" % (c.var, c.val) for c in creds]
    else:
        lines = ["import os"] + ['os.environ["%s"] = "%s"' % (c.var, c.val) for c in creds]
    f = pick(["notebooks/explore.ipynb", "analysis.ipynb", "scratch.ipynb"])
    return "\n".join(lines), f, f, "code", "jupyter cell"


def r_table(v, creds, lang):
    if lang == "ko":
        head = "| 환경 | 변수 | 값 |\n|---|---|---|"
        e = ko_env()
    else:
        head = "| env | variable | value |\n|---|---|---|"
        e = pick(ENV_EN)
    rows = ["| %s | %s | `%s` |" % (e, c.var, c.val) for c in creds]
    return head + "\n" + "\n".join(rows), "the wiki page", "위키 페이지", "table", "markdown table"


def r_diff(v, creds, lang):
    f = pick([".env.example", ".env", "config/prod.env", "deploy/env/staging.env"])
    old = make_creds(v)
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -3,%d +3,%d @@" % (len(creds), len(creds))]
    lines += ["-%s=%s" % (c.var, c.val) for c in old] + ["+%s=%s" % (c.var, c.val) for c in creds]
    extra = listed_of(old)
    return "\n".join(lines), f, f, "diff", "git diff old and new key", extra


RENDERERS = [(r_dotenv, 14), (r_export, 6), (r_inline, 5), (r_curl, 10), (r_httpcode, 7), (r_sdk, 8), (r_cli, 6),
             (r_json, 5), (r_mcp, 6), (r_claude_settings, 2), (r_toml, 3), (r_yaml, 7), (r_k8s, 4), (r_docker, 4),
             (r_terraform, 3), (r_ini, 2), (r_properties, 3), (r_xml, 2), (r_powershell, 2), (r_systemd, 2),
             (r_chat, 5), (r_log, 4), (r_fallback, 3), (r_jupyter, 2), (r_table, 2), (r_diff, 3)]


def wchoice(pairs):
    tot = sum(w for _, w in pairs)
    x = R.random() * tot
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def render_vendor(v, lang):
    """-> dict with snip, where_en, where_ko, ctype, label, listed, rep (raw token if present), creds"""
    rr = [(r, (25 if (r is r_sdk and v.sdk) else 15 if (r is r_mcp and v.name in MCP_PKGS) else
               12 if (r is r_cli and v.cli) else w)) for r, w in RENDERERS]
    for _ in range(50):
        r = wchoice(rr)
        if r is r_sdk and not v.sdk:
            continue
        if r is r_cli and not v.cli:
            continue
        if r in (r_curl, r_httpcode, r_log) and not has_http(v):
            continue
        if r is r_mcp and ((v.name not in MCP_PKGS and chance(0.7)) or v.auth[0] == "webhook"):
            continue
        creds = make_creds(v)
        out = r(v, creds, lang)
        if out is None:
            continue
        snip, w_en, w_ko, ctype, label = out[:5]
        extra = out[5] if len(out) > 5 else []
        b64only = len(out) > 6 and out[6]
        listed = list(extra) if b64only else uniq(listed_of(creds) + list(extra))
        listed = [s for s in listed if s in snip]
        if not listed:
            continue
        rep = main_tok(creds)
        if rep not in snip or b64only:
            rep = None
        return {"snip": snip, "where_en": w_en, "where_ko": w_ko, "ctype": ctype, "label": label,
                "listed": listed, "rep": rep, "creds": creds}
    raise RuntimeError("no renderer for " + v.name)

# --------------------------------------------------------------------------------------------
# Note frames for vendor credentials.  (mc, lesson, ask, needs)  needs: None | set of ctypes | "tok"
# --------------------------------------------------------------------------------------------

FR_EN = [
    ("Nobody told me which {V} {what} {svc} uses in {env}. The user pasted {where} into the chat:\n{snip}",
     "{svc} reads {VAR} once at startup, so a new value needs a restart; the {V} client only fails on the first real call, with {err}.",
     "Where should the {env} {V} credentials live so they don't have to be pasted?", ("file",)),
    ("I didn't know the {task} needs a {V} {what}; the README only says 'ask ops'.",
     "This is what got it working:\n{snip}\nWithout it the step dies with '{err}'.",
     "Is there a shared {V} key for agents, or should each of us request one?", None),
    ("The {task} kept failing and I assumed a network problem. {who} eventually pointed me at {where}:\n{snip}",
     "The {V} {what} had been rotated; with the value above the job passes. Check auth before chasing timeouts.",
     "Who rotates the {V} {what}, and where is that announced?", ("file", "code")),
    ("Unknown to me: {svc} talks to {V} directly rather than through the internal proxy.",
     "The request that works from a laptop:\n{snip}", "", ("cmd", "code")),
    ("Missing context: the {env} setup for {svc}, in particular its {V} {what}.",
     "Set it like this before running the {task}:\n{snip}\nWithout it the SDK silently falls back to a mock.",
     "Should {VAR} be in the team vault instead of {where}?", ("file", "cmd", "code")),
    ("I was never told the {V} {what} for {svc}.",
     "{who} gave me `{tok}` for {env}. It goes in {VAR}, and after that the {task} passed.",
     "Is `{tok}` still valid, or was it replaced after I used it?", "tok"),
    ("Had no idea the {V} integration in {svc} is configured per developer.",
     "My checkout needed this in {where}:\n{snip}\nAfter that `{cmd}` stopped returning {err}.",
     "Can the onboarding doc list which {V} variables are required?", ("file",)),
    ("The task said 'fix the {V} sync' but not where its credentials are loaded from.",
     "Traced it to {where}:\n{snip}\nThat is the only place {VAR} is set; the env var on the host is ignored.",
     "Do you want me to move that value into the secret manager as part of this fix?", ("file", "code")),
    ("While we debugged the {err} errors the user pasted this from {where}:\n{snip}",
     "The credential itself was fine; the failures came from calling the {env} endpoint with a key from another environment.",
     "", None),
    ("I lacked {V} credentials for the {task}, so I asked in the channel.",
     "{who} replied with the snippet below, which I used as-is:\n{snip}",
     "Next time, may I read these from {where} without asking?", None),
    ("{V} {what} for {env} (from {who}):\n{snip}",
     "Needed for the {task}; the sandbox key lacks the required scope.", "", None),
    ("Didn't know the {task} runs under a separate {V} identity from the main app.",
     "Its {what} lives in {where}:\n{snip}\nThe scopes are narrower than the app's key.",
     "Which scopes does the {task} actually need?", ("file", "code")),
    ("I wasn't told the {V} key in {where} is the production one.",
     "I ran the {task} against prod by mistake with:\n{snip}\nNothing was written, but check {env} vs prod before running anything.",
     "Can we split the {V} keys per environment?", None),
    ("The quickstart assumes {VAR} is already set.",
     "Set it from {who}'s message:\n{snip}\nThen `{cmd}` worked on the first try.", "", ("cmd", "file", "chat")),
    ("Context missing: how {svc} authenticates to {V}.",
     "It sends the {what} on every request. Verified with:\n{snip}",
     "Is there a read-only {V} key I should use for debugging?", ("cmd", "code", "log")),
    ("Spent a while on {err} from {V} before learning the {what} in {where} was for the old workspace.",
     "Replaced it; the working value is\n{snip}",
     "Where is the list of which {V} workspace each environment uses?", ("file", "table", "diff")),
    ("I was not given the runbook for the {task}.",
     "Steps that worked:\n1. {step1}\n2. Set the {V} credential:\n{snip}\n3. Run `{cmd}`.",
     "Is there an official runbook for the {task}?", None),
    ("{who}: 'the {V} key is in {where}, just copy it'. It was:\n{snip}",
     "Copying that value was enough for the {task}; no other setup needed.", "", ("file",)),
    ("The ticket mentions {V} but no credentials; I found them committed in {where}:\n{snip}",
     "Flagged it to {who}. The value still works, so it should be rotated.",
     "Do you want me to open a rotation ticket for the {V} {what}?", ("file", "code", "diff")),
    ("Debug output the user shared from {svc}:\n{snip}",
     "The auth header was present; the {err} came from the wrong base URL.", "", ("log",)),
    ("Nobody mentioned that local dev needs real {V} credentials now that the mock server is gone.",
     "Put this in {where} and the app boots:\n{snip}",
     "Is the {V} mock coming back, or should every dev get a key?", ("file",)),
    ("I needed to call the {V} API from a one-off script for the {task}.",
     "This worked:\n{snip}\nThe rate limit is tight, so batch the calls.",
     "Should one-off scripts like this go through {svc} instead?", ("cmd", "code")),
    ("The failing check was '{err}'.",
     "Cause: the {VAR} value in {where} had a trailing newline. The correct entry:\n{snip}", "", ("file",)),
    ("I wasn't told the {V} {what} expires.",
     "The new one from {who} (valid {days} days):\n{snip}",
     "Can {svc} get a non-expiring service credential?", None),
    ("User said 'use my {V} key for now' and pasted:\n{snip}",
     "It works for the {task}, but it is tied to their personal account.",
     "Should I ask for a service account before the next {task}?", None),
    ("The {V} section of the config was undocumented.",
     "{VAR} must be set; the other {V} options have defaults.",
     "Is {tok} the key I should keep using for {env}?", "tok"),
    ("I couldn't reproduce {err} locally.",
     "It only happens with the {env} {V} credential:\n{snip}\nThe local key has wider permissions, which hid the bug.",
     "Can I get read access to the {env} {V} dashboard?", None),
    ("The previous agent's notes said the {V} key was 'in the usual place'; nobody said where that is.",
     "It is {where}. Current contents:\n{snip}", "Where is 'the usual place' for {svc} secrets, officially?", ("file",)),
    ("Deploy of {svc} to {env} failed with {err} right after the secret sync job ran.",
     "The sync overwrote {VAR} with an older value. Restored it manually:\n{snip}",
     "Should the secret sync job be paused during deploys?", ("cmd", "file")),
    ("Asked to wire up {V} notifications for the {task}; I didn't know the integration already existed.",
     "It did, with this config in {where}:\n{snip}\nI only had to enable it.", "", ("file",)),
    ("{V} kept returning {err} from CI but not locally.",
     "CI uses its own value; I copied the local one over:\n{snip}\nBoth environments now use the same {what}.",
     "Is sharing one {V} {what} between CI and local acceptable?", ("file", "cmd")),
]

FR_KO = [
    ("{svc} {env} 환경에서 어떤 {V} {what_ko|을/를} 쓰는지 전달받지 못함. 사용자가 {where} 내용을 그대로 붙여줌:\n{snip}",
     "{svc} 서비스는 부팅 시에 한 번만 {VAR} 값을 읽어서, 값을 바꾸면 재시작해야 함. 키가 없으면 첫 API 호출에서야 {err} 발생.",
     "{env} 환경 {V} 키는 어디서 가져오면 되나요?", ("file",)),
    ("{task} 하려면 {V} {what_ko|이/가} 필요하다는 걸 몰랐음. README에는 '운영팀에 문의'라고만 되어 있음.",
     "아래처럼 설정하니 동작함:\n{snip}\n값이 없으면 '{err}' 에러로 바로 죽음.",
     "에이전트용 공용 {V} 키가 따로 있나요, 아니면 각자 발급받아야 하나요?", None),
    ("{task} 작업이 계속 실패해서 네트워크 문제인 줄 알았는데, {who|이/가} {where} 파일을 보라고 알려줌:\n{snip}",
     "{V} {what_ko|이/가} 로테이션된 상태였음. 위 값으로 바꾸니 통과. 타임아웃 의심하기 전에 인증부터 확인할 것.",
     "{V} {what_ko} 교체는 누가 하고, 교체되면 어디에 공지되나요?", ("file", "code")),
    ("{svc} 서비스가 사내 프록시를 안 거치고 {V} API를 직접 호출한다는 걸 몰랐음.",
     "로컬에서 되는 요청:\n{snip}", "", ("cmd", "code")),
    ("{svc} {env} 세팅, 특히 {V} {what_ko} 관련 내용이 전혀 없었음.",
     "{task} 돌리기 전에 이렇게 설정해야 함:\n{snip}\n이게 없으면 SDK가 조용히 mock으로 fallback 함.",
     "{VAR} 값은 {where} 말고 팀 vault에 넣어두는 게 맞지 않나요?", ("file", "cmd", "code")),
    ("{svc}에서 쓰는 {V} {what_ko|을/를} 몰랐음.",
     "{who|이/가} {env}용으로 `{tok}` 값을 줬고, {VAR}에 넣으니 {task} 통과함.",
     "`{tok}` 아직 유효한가요? 제가 쓴 뒤에 교체됐나요?", "tok"),
    ("로컬 개발할 때 {V} 연동 설정이 개발자마다 따로라는 걸 몰랐음.",
     "내 로컬에는 {where}에 아래 내용이 필요했음:\n{snip}\n그 다음부터 `{cmd}` 실행 시 {err} 안 남.",
     "온보딩 문서에 필요한 {V} 환경변수 목록 좀 추가해 주실 수 있나요?", ("file",)),
    ("'{V} 동기화 고쳐줘'라는 요청만 있었고 인증 정보를 어디서 읽는지는 설명이 없었음.",
     "추적해 보니 {where}:\n{snip}\n{VAR} 값은 여기서만 세팅되고 서버 환경변수는 무시됨.",
     "이번 수정하면서 이 값을 secret manager로 옮길까요?", ("file", "code")),
    ("{err} 에러 디버깅하다가 사용자가 {where}에서 복사해 준 내용:\n{snip}",
     "키 자체는 문제없었고, 다른 환경 키로 {env} 엔드포인트를 호출해서 실패한 것.", "", None),
    ("{task}에 필요한 {V} 인증 정보가 없어서 채널에 물어봄.",
     "{who|이/가} 아래 스니펫을 줘서 그대로 사용함:\n{snip}",
     "다음엔 물어보지 않고 {where}에서 바로 읽어도 되나요?", None),
    ("{env}용 {V} {what_ko} ({who} 공유):\n{snip}",
     "{task}에 필요함. 샌드박스 키는 권한(scope)이 부족함.", "", None),
    ("{who}: '{V} 키 {where}에 있으니까 그거 복사해서 쓰세요'. 내용은 이랬음:\n{snip}",
     "그 값만 복사해 넣으니 {task} 됨. 추가 설정 불필요.", "", ("file",)),
    ("티켓엔 {V} 얘기만 있고 인증 정보는 없었는데, {where}에 커밋되어 있는 걸 발견:\n{snip}",
     "{who}께 공유함. 아직 살아있는 값이라 로테이션 필요.",
     "{V} {what_ko} 로테이션 티켓 열까요?", ("file", "code", "diff")),
    ("mock 서버가 없어져서 로컬 개발에도 실제 {V} 키가 필요하다는 걸 몰랐음.",
     "{where}에 이거 넣으니 앱이 뜸:\n{snip}",
     "{V} mock 다시 살릴 계획 있나요? 아니면 개발자마다 키 발급받나요?", ("file",)),
    ("{task} 때문에 일회성 스크립트로 {V} API를 호출해야 했음.",
     "이렇게 하면 됨:\n{snip}\nrate limit이 빡빡하니 배치로 묶을 것.",
     "이런 건 스크립트 말고 {svc} 통해서 하는 게 맞나요?", ("cmd", "code")),
    ("실패한 체크: '{err}'.",
     "원인: {where}의 {VAR} 값 끝에 개행이 들어가 있었음. 올바른 값:\n{snip}", "", ("file",)),
    ("{V} {what_ko|이/가} 만료된다는 걸 몰랐음.",
     "{who|이/가} 새로 발급해 준 값 (유효기간 {days}일):\n{snip}",
     "{svc} 서비스용으로 만료 없는 서비스 계정 키를 받을 수 있을까요?", None),
    ("사용자가 '일단 제 {V} 키 쓰세요' 하면서 붙여준 것:\n{snip}",
     "{task}는 되지만 개인 계정에 묶인 키임.",
     "다음 {task} 전에 서비스 계정 요청할까요?", None),
    ("{V} 설정 부분이 문서화가 안 되어 있었음.",
     "{VAR}만 필수고 나머지 {V} 옵션은 기본값이 있음.",
     "{env}에서 계속 {tok} 키 쓰면 되나요?", "tok"),
    ("로컬에서는 {err} 재현이 안 됐음.",
     "{env}용 {V} 인증 정보로만 발생함:\n{snip}\n로컬 키는 권한이 더 넓어서 버그가 가려졌던 것.",
     "{env} {V} 대시보드 읽기 권한 받을 수 있을까요?", None),
    ("배포 스크립트가 repo 루트의 {where} 파일을 source 한다는 걸 몰랐음.",
     "이 파일에 {VAR} 없으면 'missing {VAR}'로 바로 죽음. 동작한 내용:\n{snip}", "", ("file",)),
    ("슬랙 스레드에서 받은 내용 그대로:\n{snip}",
     "{svc} 서비스 {task} 할 때 이 값 필요. {env} 전용임.",
     "이 키 팀 1Password에 등록해도 될까요?", ("chat", "cmd")),
    ("{svc} 서비스에서 공유해 준 디버그 로그:\n{snip}",
     "인증 헤더는 정상으로 붙어 있었고, {err}는 base URL이 잘못돼서 난 것.", "", ("log",)),
    ("CI에서만 {V} 호출이 {err}로 실패하고 로컬은 멀쩡했음.",
     "CI는 값을 따로 쓰고 있었음. 로컬 값으로 맞춤:\n{snip}",
     "CI랑 로컬이 같은 {V} 키 쓰는 거 괜찮나요?", ("file", "cmd")),
    ("이전 에이전트 메모에 {V} 키가 '늘 있던 곳'에 있다고만 적혀 있었음.",
     "{where}에 있었음. 현재 내용:\n{snip}", "{svc} 시크릿 공식 보관 위치가 어디인가요?", ("file",)),
    ("{task} 런북을 못 받았음.",
     "해본 순서:\n1. {step1}\n2. {V} 인증 정보 설정:\n{snip}\n3. `{cmd}` 실행.",
     "{task} 공식 런북이 있나요?", None),
]


def fence(snip, ctype):
    if "\n" not in snip and len(snip) < 160 and chance(0.5):
        return "`" + snip + "`" if chance(0.5) else snip
    k = R.random()
    if k < 0.45:
        return "```\n" + snip + "\n```"
    if k < 0.6:
        return "\n".join("    " + l for l in snip.split("\n"))
    return snip


DECKS = {}


def next_vendor(lang, deck="secret"):
    """Vendors are dealt from shuffled decks so that coverage is broad; secret and clean notes use separate decks."""
    if lang == "ko" and chance(0.3):
        key = deck + "-ko"
        if not DECKS.get(key):
            d = [v for v in VENDORS if v.ko]
            R.shuffle(d)
            DECKS[key] = d
        return DECKS[key].pop()
    if not DECKS.get(deck):
        d = list(VENDORS) + [v for v in VENDORS if v.name in TOP_VENDORS] * 2
        R.shuffle(d)
        DECKS[deck] = d
    return DECKS[deck].pop()


def base_ctx(lang):
    ko = lang == "ko"
    return {
        "svc": svc(), "env": ko_env() if ko else pick(ENV_EN), "task": pick(TASK_KO) if ko else pick(TASK_EN),
        "err": pick(ERRS), "cmd": pick(CMDS), "who": who_ko() if ko else who(), "days": pick([7, 30, 60, 90]),
        "step1": pick(STEP1_KO) if ko else pick(STEP1_EN),
    }


USED_VENDORS = []
USED_PUBLISHABLE = []


def used(name):
    if name not in USED_VENDORS:
        USED_VENDORS.append(name)


def t_vendor(lang):
    v = next_vendor(lang)
    d = render_vendor(v, lang)
    frames = FR_KO if lang == "ko" else FR_EN
    for _ in range(100):
        fr = pick(frames)
        need = fr[3]
        if need == "tok":
            if d["rep"] is None or len(d["rep"]) > 120 or d["listed"] != [d["rep"]]:
                continue
        elif need is not None and d["ctype"] not in need:
            continue
        break
    ctx = base_ctx(lang)
    ctx.update({"V": v.name, "what": v.what, "what_ko": WHAT_KO.get(v.what, v.what),
                "VAR": ([c.var for c in d["creds"] if c.listed] or [d["creds"][0].var])[0],
                "where": d["where_ko"] if lang == "ko" else d["where_en"], "snip": fence(d["snip"], d["ctype"]),
                "tok": d["rep"] or ""})
    mc, le, ask = fmt(fr[0], ctx), fmt(fr[1], ctx), fmt(fr[2], ctx)
    used(v.name.replace(" webhook", "").replace(" Management", "").replace(" Global Key", "").replace(" Tunnel", "")
         .replace(" REST", "").replace(" License", "").replace(" Runner", "").replace(" Agent", ""))
    return note("%s: %s %s" % (d["label"], v.name, v.what), mc, le, ask, d["listed"])


# inline frames: the credential sits in a sentence, not in a snippet
FRI_EN = [
    ("I wasn't told {svc} needs {VAR}.", "Set {inl} and the {task} ran.", "", False),
    ("{who} sent the {V} {what} over DM: {inl}", "It's the {env} one and read-only, which was enough for the {task}.", "", False),
    ("Missing: {V} credentials for {svc}.", "Used {who}'s key ({inl}) for the {task}; it has admin scope, more than needed.", "Can I get a narrower {V} key?", False),
    ("Didn't know the {task} calls {V} at all.", "The key in use is {tok}, set as {VAR} on the {env} host.", "Is it OK that the {env} host uses {tok} directly?", True),
    ("The {env} {V} {what} is {tok} and nobody had written that down.", "The {task} reads it from {VAR} at runtime.", "", True),
    ("I needed a {V} {what} to finish the {task}.", "The user typed it straight into the chat: {inl}. Works against {env}.", "Next time could it go in the vault instead of chat?", False),
    ("Couldn't finish the {task}: {V} returned {err}.", "The value in {VAR} looks stale; the user mentioned a newer one earlier in the session.", "Should I switch {VAR} to {tok}, the one you pasted?", True),
    ("No one said which {V} account the {task} should use.", "Went with the shared one: {inl}. Billing shows up under the platform team.", "", False),
    ("I was missing {VAR} for {svc}.", "{who} said to use {tok} until the service account is ready.", "Has the {V} service account been created yet?", True),
    ("The {task} needs {V} and the docs only say 'use the team key'.", "The team key is {inl}.", "", False),
]
FRI_KO = [
    ("{svc}에 {VAR} 값이 필요한 줄 몰랐음.", "{inl} 로 설정하니 {task} 돌아감.", "", False),
    ("{who|이/가} DM으로 {V} {what_ko|을/를} 보내줌: {inl}", "{env}용이고 읽기 전용 권한이라 {task}에는 충분했음.", "", False),
    ("{svc}용 {V} 인증 정보가 없었음.", "{who} 키({inl})로 {task} 진행함. 권한이 admin이라 필요 이상임.", "권한 좁힌 {V} 키 받을 수 있을까요?", False),
    ("{task}에서 {V} API를 호출하는 줄 몰랐음.", "지금 쓰는 키는 {tok} 이고 {env} 서버에 {VAR} 환경변수로 들어가 있음.", "{env} 서버가 {tok} 키를 직접 쓰는 게 괜찮나요?", True),
    ("{env} {V} {what_ko}: {tok} (아무도 문서에 안 적어둠)", "{task} 실행 시 {VAR} 환경변수로 읽음.", "", True),
    ("{task} 마무리하려면 {V} {what_ko|이/가} 필요했음.", "사용자가 채팅에 직접 쳐줌: {inl}. {env} 대상으로 동작 확인.", "다음엔 채팅 말고 vault에 넣어주실 수 있나요?", False),
    ("{V} 쪽에서 {err} 에러가 나서 {task} 못 끝냄.", "{VAR}에 있는 키가 오래된 것 같음. 사용자가 세션 초반에 새 키를 언급함.", "아까 주신 {tok} 값으로 {VAR} 바꿔도 될까요?", True),
    ("{task}에 어떤 {V} 계정을 써야 하는지 아무도 안 알려줌.", "공용 계정 키 사용: {inl}. 과금은 플랫폼팀으로 잡힘.", "", False),
    ("{svc} {VAR} 값이 비어 있었음.", "서비스 계정 나오기 전까지 {tok} 쓰라고 {who|이/가} 말함.", "{V} 서비스 계정 만들어졌나요?", True),
]


def t_vendor_inline(lang):
    v = next_vendor(lang)
    creds = make_creds(v)
    listed = listed_of(creds)
    single = len(listed) == 1 and len(creds) == 1 and creds[0].listed == [creds[0].val]
    frames = [f for f in (FRI_KO if lang == "ko" else FRI_EN) if single or not f[3]]
    fr = pick(frames)
    if len(creds) == 1 and creds[0].listed != [creds[0].val]:
        inl = creds[0].val  # webhook URL / connection string: the value as a whole
    else:
        sep = pick([", ", " / ", " and "]) if lang == "en" else pick([", ", " / "])
        inl = sep.join("%s=%s" % (c.var, c.val) if (len(creds) > 1 or chance(0.5)) else c.val for c in creds)
        if chance(0.4):
            inl = "`" + inl + "`"
    ctx = base_ctx(lang)
    first = ([c for c in creds if c.listed] or creds)[0]
    ctx.update({"V": v.name, "what": v.what, "what_ko": WHAT_KO.get(v.what, v.what), "VAR": first.var, "inl": inl,
                "tok": first.val})
    used(v.name.replace(" webhook", "").replace(" Management", "").replace(" Global Key", "").replace(" Tunnel", "")
         .replace(" REST", "").replace(" License", "").replace(" Runner", "").replace(" Agent", ""))
    return note("prose inline: %s %s" % (v.name, v.what), fmt(fr[0], ctx), fmt(fr[1], ctx), fmt(fr[2], ctx), listed)

# --------------------------------------------------------------------------------------------
# Secret templates: passwords in prose, chat, CLIs, URLs, SQL, config files
# --------------------------------------------------------------------------------------------

SYSTEMS = [
    ("Jenkins", "https://jenkins.{d}", "admin", "젠킨스"), ("Grafana", "https://grafana.{d}", "admin", "그라파나"),
    ("staging admin panel", "https://staging.{d}/admin", "admin@{d}", "스테이징 어드민"),
    ("WordPress admin", "https://blog.{d}/wp-admin", "editor", "워드프레스 관리자"),
    ("phpMyAdmin", "https://db.{d}/phpmyadmin", "root", "phpMyAdmin"),
    ("Synology NAS", "http://192.168.0.{n}:5000", "admin", "시놀로지 NAS"),
    ("router admin page", "http://192.168.0.1", "admin", "공유기 관리자 페이지"),
    ("Metabase", "https://metabase.{d}", "data@{d}", "메타베이스"), ("Airflow UI", "https://airflow.{d}", "airflow", "Airflow UI"),
    ("RabbitMQ management UI", "http://mq.{d}:15672", "guest-admin", "RabbitMQ 관리 UI"),
    ("Argo CD", "https://argocd.{d}", "admin", "Argo CD"), ("Keycloak admin console", "https://sso.{d}/admin", "kcadmin", "Keycloak 관리 콘솔"),
    ("Kibana", "https://kibana.{d}", "elastic", "키바나"), ("SonarQube", "https://sonar.{d}", "admin", "SonarQube"),
    ("Nexus", "https://nexus.{d}", "admin", "Nexus 저장소"), ("pgAdmin", "https://pgadmin.{d}", "dba@{d}", "pgAdmin"),
    ("Portainer", "https://portainer.{d}:9443", "admin", "Portainer"), ("n8n", "https://n8n.{d}", "owner@{d}", "n8n"),
    ("Redash", "https://redash.{d}", "analytics@{d}", "리대시"), ("Proxmox", "https://pve.{d}:8006", "root@pam", "Proxmox"),
    ("UniFi controller", "https://unifi.{d}:8443", "ubnt", "UniFi 컨트롤러"), ("iDRAC", "https://10.0.%d.%d" % (ri(0, 9), ri(10, 99)), "root", "iDRAC"),
    ("vCenter", "https://vcenter.{d}", "administrator@vsphere.local", "vCenter"),
    ("company groupware", "https://gw.{d}", "dev01", "사내 그룹웨어"), ("Cafe24 admin", "https://{s}.cafe24.com/admin", "{s}", "카페24 관리자"),
    ("Gabia DNS console", "https://dns.gabia.com", "{s}", "가비아 DNS 관리"), ("Zabbix", "https://zabbix.{d}", "Admin", "Zabbix"),
]


def sysinfo():
    name, url, user, ko = pick(SYSTEMS)
    d = pick(DOMAINS + KO_DOMAINS)
    s = pick(["acmemall", "dalbitshop", "maruco", "bomnal"])
    return {"sys": name, "sys_ko": ko, "url": url.format(d=d, n=ri(2, 250), s=s), "user": user.format(d=d, s=s)}


def L(lang, en, ko):
    return ko if lang == "ko" else en


def s_pw_prose(lang):
    i = sysinfo()
    pw = pw_any(lang, "plain")
    w = who_ko() if lang == "ko" else who()
    c = dict(i, pw=pw, who=w)
    if lang == "ko":
        v = pick([
            ("{sys_ko} 로그인 정보가 작업 설명에 없었음 ({url}).",
             "{who|이/가} 알려준 계정: {user} / {pw}. 관리자 권한이라 설정 페이지는 건드리지 말 것.",
             "에이전트용 {sys_ko} 계정을 따로 만들어 주실 수 있나요?"),
            ("{sys_ko} 대시보드 확인해야 했는데 계정이 없었음.",
             "아이디 {user}, 비번 {pw} 로 로그인 됨. 오늘 아침에 {who|이/가} 비번 초기화했다고 함.", ""),
            ("{sys_ko} 접속 방법을 몰랐음. 주소는 {url}.",
             "비밀번호는 {pw} 이고 계정은 {user}. 2FA는 안 걸려 있음.",
             "이 공용 계정 비번 주기적으로 바뀌나요?"),
            ("{sys_ko} 관리자 비번이 뭔지 몰라서 한참 찾음.",
             "결국 {who|이/가} DM으로 줌 → {pw}\n(계정: {user})", "공용 관리자 계정 말고 개인 계정 발급 가능할까요?"),
            ("작업하려면 {sys_ko}에 로그인해야 했음.",
             "{pw} 로 로그인했음 (아이디 {user}). 세션이 30분이면 끊김.", ""),
        ])
    else:
        v = pick([
            ("I didn't have a login for the {sys} at {url}.",
             "{who} shared it: user `{user}`, password `{pw}`. It has admin rights, so stay out of the settings page.",
             "Can agents get their own {sys} account instead of the shared admin?"),
            ("The {sys} credentials weren't in the task description.",
             "Logged in as {user} with {pw} after {who} reset it this morning.", ""),
            ("Needed the {sys} to check the failing job; no one said how to get in.",
             "The password is {pw} for the {user} account. No 2FA on it.",
             "Does this shared password get rotated on a schedule?"),
            ("I had to find the {sys} admin password myself.",
             "{who} eventually DM'd it: {pw} (account {user}).", "Could we switch to personal accounts for the {sys}?"),
            ("The task required logging in to the {sys} ({url}).",
             "I logged in with {pw} as {user}. Sessions time out after 30 minutes.", ""),
            ("Context I lacked: access to the {sys}.",
             "Credentials that work: {user} / {pw}\nThe UI is slow; the API at the same host accepts the same login.",
             "Is it OK that I used the shared {user} login?"),
        ])
    return note("prose: shared login password (%s)" % i["sys"], fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [pw])


def s_pw_split_sentences(lang):
    i = sysinfo()
    pw = pw_any(lang, "plain")
    c = dict(i, pw=pw, who=who_ko() if lang == "ko" else who())
    if lang == "ko":
        v = pick([
            ("{sys_ko} 공용 계정은 {user} 하나뿐임.",
             "비번은 물어보니 '{pw}'라고 함. 대소문자 구분함.", ""),
            ("{sys_ko} 비밀번호를 {who}께 여쭤봄.",
             "답변 받음. {pw}\n이걸로 {url} 들어가짐.", "다음부터는 이 비번 어디서 확인하면 되나요?"),
            ("{sys_ko} 들어가야 하는데 계정 정보가 없었음. 아이디는 {user}.",
             "비번은 따로 전달받음. {pw}", ""),
        ])
    else:
        v = pick([
            ("The {sys} has one shared account, {user}.",
             "Its password? {pw}. Case-sensitive, and the lockout kicks in after five tries.", ""),
            ("I asked {who} for the {sys} password.",
             "The answer came an hour later. It's {pw}\nThat got me into {url}.", "Where should I look this up next time?"),
            ("I needed to get into the {sys}. The account is {user}.",
             "Password was sent separately. {pw}", ""),
            ("The {sys} login page kept rejecting the password from the wiki.",
             "The wiki is stale. The current one is different. It is {pw} and it was changed last sprint.",
             "Can someone update the wiki entry for the {sys}?"),
        ])
    return note("prose: password split across two sentences", fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [pw])


def s_pw_split_fields(lang):
    i = sysinfo()
    pw = pw_any(lang, "plain")
    c = dict(i, pw=pw, who=who_ko() if lang == "ko" else who())
    mode = ri(0, 1)
    if lang == "ko":
        if mode == 0:
            mc = fmt(pick(["{sys_ko} ({url}) 접속 정보가 없었음. 결국 {who|이/가} 알려준 관리자 비밀번호:",
                           "{sys_ko} 계정은 {user}, 비번은"]), c)
            le = fmt(pick(["{pw} 로 웹 UI랑 API 둘 다 접속됨.", "{pw}\n이걸로 로그인해서 설정 확인함."]), c)
            ask = ""
        else:
            mc = fmt("{sys_ko} 로그인이 필요했는데 계정 정보가 없었음.", c)
            le = fmt("{who|이/가} 계정 {user} 알려줌. 다음에도 같은 계정 쓰면 되는지 확인 필요. 비번:", c)
            ask = fmt("{pw}", c) + pick([" 이거 그대로 써도 되나요?", " 계속 유효한가요?"])
    else:
        if mode == 0:
            mc = fmt(pick(["I had no access to the {sys} at {url}. {who} finally sent the admin password:",
                           "The {sys} account is {user} and the password is"]), c)
            le = fmt(pick(["{pw} works for both the web UI and the API.", "{pw}\nUsed it to log in and check the settings."]), c)
            ask = ""
        else:
            mc = fmt("I needed to log in to the {sys} but had no credentials.", c)
            le = fmt("{who} gave me the {user} account. Need to confirm it's OK to reuse. Password:", c)
            ask = fmt("{pw}", c) + pick([" - can I keep using this?", " -- still valid next time?"])
    return note("split across fields: label ends one field, value starts the next", mc, le, ask, [pw])


def s_pw_chat(lang):
    i = sysinfo()
    pw = pw_any(lang, "plain")
    t1, t2 = sorted(picks(TIMES, 2))
    if lang == "ko":
        w = pick(["민지", "준호", "서연", "현우", "지훈"])
        chat = "[%s] %s: %s 비번 %s 에요\n[%s] %s: 아 그리고 아이디는 %s" % (t1, w, i["sys_ko"], pw, t1, w, i["user"])
        mc = pick(["%s 접속 정보는 슬랙에서 받음:\n%s", "작업 설명엔 없었고 DM으로 받은 내용:\n%s"])
        mc = mc % ((i["sys_ko"], chat) if mc.count("%s") == 2 else (chat,))
        le = pick(["로그인 잘 됨. 다만 이 계정으로 하면 감사 로그에 %s 이름으로 남음." % w,
                   "로그인은 됐는데 권한이 읽기 전용이라 설정 변경은 못 함."])
        ask = pick(["", "이 계정 비번 어디에 공식적으로 보관되어 있나요?"])
    else:
        w = pick(["priya", "marco", "jess", "kenji", "lena"])
        chat = "[%s] %s: %s pw is %s\n[%s] %s: user is %s" % (t1, w, i["sys"], pw, t2, w, i["user"])
        mc = pick(["Got the %s login from chat:\n%s", "Not in the ticket; this came over DM:\n%s"])
        mc = mc % ((i["sys"], chat) if mc.count("%s") == 2 else (chat,))
        le = pick(["Login works, but actions show up in the audit log under %s's name." % w,
                   "Login works but the account is read-only, so I couldn't change the setting."])
        ask = pick(["", "Where is this password officially stored?"])
    return note("chat paste: password in DM", mc, le, ask, [pw])


def s_pw_repeat_ask(lang):
    i = sysinfo()
    pw = pw_any(lang, "plain")
    c = dict(i, pw=pw, who=who_ko() if lang == "ko" else who())
    if lang == "ko":
        mc = fmt("{sys_ko} 비번이 위키랑 달랐음.", c)
        le = fmt("{who|이/가} 알려준 새 비번 {pw} 로 로그인 성공.", c)
        ask = fmt(pick(["다음에도 {pw} 그대로 쓰면 되나요, 아니면 또 바뀌나요?", "{sys_ko} 비번 {pw} 맞죠? 위키도 고쳐둘까요?"]), c)
    else:
        mc = fmt("The {sys} password on the wiki was out of date.", c)
        le = fmt("{who} gave me the new one, {pw}, and login worked.", c)
        ask = fmt(pick(["Should I keep using {pw} next time, or does it rotate?", "Is {pw} still right for the {sys}? Should I fix the wiki?"]), c)
    return note("password repeated in ask_next_time", mc, le, ask, [pw])


# ---------------------------------------------------------------- CLI password flags/positional

def _sq(p):
    return "'" + p + "'"


def cli_pw():
    """-> (tool, command, listed)"""
    h = host("db")
    u = pick(DB_USERS)
    db = pick(DB_NAMES)
    dom = pick(DOMAINS)
    k = ri(0, 47)
    bare = pw_any("en", "bare") if chance(0.5) else pw_kbd_ko("bare")
    q = pw_any(pick(["en", "ko"]), "quoted")
    if k == 0:
        return "mysql -p", "mysql -h %s -u %s -p%s %s" % (h, u, bare, db), [bare]
    if k == 1:
        return "mysql --password", "mysql -u %s --password=%s -h %s" % (u, _sq(q), h), [q]
    if k == 2:
        return "PGPASSWORD psql", "PGPASSWORD=%s psql -h %s -U %s -d %s" % (_sq(q), h, u, db), [q]
    if k == 3:
        return "pg_dump libpq string", 'pg_dump "host=%s user=%s password=%s dbname=%s" > %s.sql' % (h, u, bare, db, db), [bare]
    if k == 4:
        return "sshpass -p", "sshpass -p %s ssh %s@%s" % (_sq(q), pick(["ubuntu", "ec2-user", "deploy", "pi", "root"]), host("web")), [q]
    if k == 5:
        return "sshpass scp", "sshpass -p %s scp backup.tar.gz %s@%s:/tmp/" % (_sq(q), pick(["deploy", "ops"]), host("web")), [q]
    if k == 6:
        reg = pick(["registry.%s" % dom, "harbor.%s" % dom, "nexus.%s:8443" % dom])
        return "docker login -p", "docker login %s -u %s -p %s" % (reg, pick(["ci", "deployer", "jenkins"]), _sq(q)), [q]
    if k == 7:
        return "docker login --password-stdin", "echo %s | docker login %s -u %s --password-stdin" % (
            _sq(q), pick(["registry.%s" % dom, "ghcr.io"]), pick(["ci-bot", "acme-deploy"])), [q]
    if k == 8:
        return "htpasswd -b positional", "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (pick(["admin", "staging", "qa"]), _sq(q)), [q]
    if k == 9:
        return "keytool -storepass", "keytool -genkeypair -alias %s -keyalg RSA -keystore release.jks -storepass %s -keypass %s" % (
            pick(["upload", "release", "app"]), bare, bare), [bare]
    if k == 10:
        return "openssl -passout", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % bare, [bare]
    if k == 11:
        return "openssl genrsa -passout", "openssl genrsa -aes256 -passout pass:%s -out ca.key 4096" % bare, [bare]
    if k == 12:
        return "curl -u", "curl -u %s:%s https://%s/api/%s" % (pick(["admin", "svc-report", u]), bare, pick(["nexus", "jenkins", "artifactory", "es"]) + "." + dom,
                                                         pick(["status", "v1/health", "_cluster/health"])), [bare]
    if k == 13:
        return "wget --password", "wget --user=%s --password=%s https://files.%s/exports/latest.csv" % (u, _sq(q), dom), [q]
    if k == 14:
        return "redis-cli -a", "redis-cli -h %s -p 6379 -a %s" % (pick(["redis.internal", "10.0.3.%d" % ri(2, 250), "cache-01"]), _sq(q)), [q]
    if k == 15:
        return "mongosh -p", "mongosh --host %s -u %s -p %s --authenticationDatabase admin" % (pick(["mongo-0.mongo", "10.1.0.%d" % ri(2, 250)]), u, _sq(q)), [q]
    if k == 16:
        return "sqlcmd -P", 'sqlcmd -S %s -U sa -P %s -Q "SELECT @@VERSION"' % (pick(["mssql01", "sql.%s,1433" % dom]), _sq(q)), [q]
    if k == 17:
        return "net use positional", "net use Z: \\\\fs01\\%s %s /user:CORP\\%s" % (pick(["shared", "finance", "builds"]), bare, u), [bare]
    if k == 18:
        return "smbclient -U user%pass", "smbclient //nas.local/%s -U '%s%%%s'" % (pick(["backup", "media", "docs"]), u, q), [q]
    if k == 19:
        return "rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s" % (pick(["orders", "worker", "celery"]), _sq(q)), [q]
    if k == 20:
        return "rabbitmqctl change_password", "rabbitmqctl change_password %s %s" % (pick(["admin", "app"]), _sq(q)), [q]
    if k == 21:
        return "mysqladmin password positional", "mysqladmin -u root password %s" % _sq(q), [q]
    if k == 22:
        base = "dc=%s,dc=%s" % tuple(dom.split(".")[:2])
        return "ldapsearch -w", 'ldapsearch -x -H ldap://ldap.%s -D "cn=admin,%s" -w %s -b "%s" "(uid=%s)"' % (dom, base, _sq(q), base, u), [q]
    if k == 23:
        return "zip -P", "zip -P %s -r export.zip reports/" % bare, [bare]
    if k == 24:
        return "7z -p attached", "7z a -p%s -mhe=on backup.7z data/" % _sq(q), [q]
    if k == 25:
        return "az login -p", "az login -u %s@%s -p %s" % (pick(["ops", "deploy"]), dom, _sq(q)), [q]
    if k == 26:
        return "kubectl --from-literal", "kubectl create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (
            svc(), u, _sq(q)), [q]
    if k == 27:
        return "gpg --passphrase", "gpg --batch --yes --passphrase %s -c backup.tar" % _sq(q), [q]
    if k == 28:
        return "ipmitool -P", "ipmitool -I lanplus -H 10.0.%d.%d -U ADMIN -P %s chassis power status" % (ri(0, 9), ri(10, 99), _sq(q)), [q]
    if k == 29:
        return "ssh-keygen -N", "ssh-keygen -t ed25519 -N %s -f ~/.ssh/deploy_key" % _sq(q), [q]
    if k == 30:
        return "jarsigner -storepass", "jarsigner -keystore release.jks -storepass %s app-release.apk upload" % bare, [bare]
    if k == 31:
        return "helm repo add --password", "helm repo add internal https://charts.%s --username %s --password %s" % (dom, pick(["ci", "helm"]), _sq(q)), [q]
    if k == 32:
        return "argocd login --password", "argocd login argocd.%s --username admin --password %s --grpc-web" % (dom, _sq(q)), [q]
    if k == 33:
        return "influx setup -p", "influx setup -u admin -p %s -o %s -b metrics -f" % (_sq(q), pick(["acme", "ops"])), [q]
    if k == 34:
        return "lftp -u user,pass", "lftp -u %s,%s sftp://%s" % (u, bare, pick(["files.%s" % dom, "sftp.partner.com"])), [bare]
    if k == 35:
        return "RSYNC_PASSWORD env", "RSYNC_PASSWORD=%s rsync -av data/ rsync://%s@backup.%s/nightly" % (_sq(q), u, dom), [q]
    if k == 36:
        return "sudo -S with echo", "echo %s | sudo -S systemctl restart nginx" % _sq(q), [q]
    if k == 37:
        return "mysqldump -p attached", "mysqldump -u %s -p%s %s > %s.sql" % (u, bare, db, db), [bare]
    if k == 38:
        return "vault userpass write", "vault write auth/userpass/users/%s password=%s policies=dev" % (u, _sq(q)), [q]
    if k == 39:
        return "ansible -e become pass", 'ansible-playbook site.yml -i inventory/prod -e "ansible_become_pass=%s"' % bare, [bare]
    if k == 40:
        return "svn --password", "svn checkout --username %s --password %s https://svn.%s/repos/legacy/trunk" % (u, _sq(q), dom), [q]
    if k == 41:
        return "sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, bare.replace("@", "_"), h), [bare.replace("@", "_")]
    if k == 42:
        return "clickhouse-client --password", "clickhouse-client --host %s --user %s --password %s" % (pick(["ch-01", "clickhouse.internal"]), u, _sq(q)), [q]
    if k == 43:
        return "cqlsh -p", "cqlsh %s -u cassandra -p %s" % (pick(["cass-1", "10.2.0.%d" % ri(2, 250)]), _sq(q)), [q]
    if k == 44:
        return "mosquitto_pub -P", "mosquitto_pub -h mqtt.%s -u %s -P %s -t sensors/test -m ping" % (dom, pick(["iot", "device01"]), _sq(q)), [q]
    if k == 45:
        return "wp-cli --user_pass", "wp user update admin --user_pass=%s" % _sq(q), [q]
    if k == 46:
        return "DJANGO_SUPERUSER_PASSWORD env", "DJANGO_SUPERUSER_PASSWORD=%s python manage.py createsuperuser --noinput --username admin --email admin@%s" % (_sq(q), dom), [q]
    return "PowerShell ConvertTo-SecureString", "$cred = New-Object PSCredential('%s', (ConvertTo-SecureString %s -AsPlainText -Force))" % (
        "CORP\\" + u, _sq(q)), [q]


def s_cli_pw(lang):
    tool, cmd, listed = cli_pw()
    c = {"cmd": fence(cmd, "cmd"), "who": who_ko() if lang == "ko" else who(), "svc": svc(),
         "task": pick(TASK_KO) if lang == "ko" else pick(TASK_EN)}
    if lang == "ko":
        v = pick([
            ("{task} 하려면 어떤 계정으로 붙어야 하는지 몰랐음.", "이 명령으로 됨:\n{cmd}", "에이전트가 쓸 전용 계정이 있나요?"),
            ("{who|이/가} 알려준 명령 그대로 실행함:\n{cmd}", "비밀번호를 커맨드라인에 넣으면 shell history에 남으니 다음엔 프롬프트로 입력할 것.", ""),
            ("접속 정보가 README에 없었음.", "{task} 때 쓴 명령:\n{cmd}\n잘 동작함.", "이 비밀번호 언제 바뀌나요?"),
            ("{svc} 서버 작업 중 인증 단계에서 막혔음.", "해결: \n{cmd}", ""),
            ("runbook에 이 단계가 빠져 있었음:\n{cmd}", "이거 안 하면 다음 단계에서 권한 에러 남.", "runbook 업데이트해도 될까요?"),
        ])
    else:
        v = pick([
            ("I didn't know which account to use for the {task}.", "This worked:\n{cmd}", "Is there a dedicated account agents should use?"),
            ("Ran the command {who} gave me verbatim:\n{cmd}", "Passwords on the command line end up in shell history; prompt for it next time.", ""),
            ("The connection details weren't in the README.", "Command I used for the {task}:\n{cmd}\nWorks fine.", "When does this password change?"),
            ("Got stuck at the auth step while working on the {svc} box.", "Fix:\n{cmd}", ""),
            ("The runbook skips this step:\n{cmd}", "Without it the next step fails with a permission error.", "OK if I update the runbook?"),
            ("History from the user's terminal, shared so I could continue:\n{cmd}", "Picked up from there; the {task} completed.", ""),
        ])
    return note("shell: %s" % tool, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), listed)


# ---------------------------------------------------------------- URLs with passwords

def url_with_pw():
    u = pick(DB_USERS)
    dom = pick(DOMAINS + KO_DOMAINS)
    raw = pw_any(pick(["en", "en", "ko"]), "plain") if chance(0.5) else pw_any("en", "bare")
    enc = pct(raw)
    k = ri(0, 13)
    h = host("db")
    db = pick(DB_NAMES)
    if k == 0:
        return "postgres URL", "DATABASE_URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, enc, h, db), raw, enc
    if k == 1:
        return "postgres URL", "DATABASE_URL", "postgres://%s:%s@%s/%s" % (u, enc, h, db), raw, enc
    if k == 2:
        return "mysql URL", "DATABASE_URL", "mysql://%s:%s@%s:3306/%s" % (u, enc, h, db), raw, enc
    if k == 3:
        return "sqlalchemy URL", "SQLALCHEMY_DATABASE_URI", "mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4" % (u, enc, h, db), raw, enc
    if k == 4:
        c = pick(["cluster0", "prod-shard", "analytics"]) + "." + rs(ALNUM_LO, 5)
        return "mongodb+srv URL", "MONGODB_URI", "mongodb+srv://%s:%s@%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, enc, c, db), raw, enc
    if k == 5:
        return "redis URL", "REDIS_URL", "%s://:%s@%s:6379/0" % (pick(["redis", "rediss"]), enc, pick(["redis.internal", "cache.%s" % dom, "10.0.2.%d" % ri(2, 250)])), raw, enc
    if k == 6:
        return "amqp URL", "CELERY_BROKER_URL", "amqp://%s:%s@%s:5672/%s" % (pick(["celery", "worker", "app"]), enc, pick(["rabbitmq", "mq.%s" % dom]), pick(["", "prod", "%2F"])), raw, enc
    if k == 7:
        return "proxy URL", "HTTPS_PROXY", "http://%s:%s@proxy.%s:3128" % (pick(["jdoe", "svc-proxy", "build"]), enc, dom), raw, enc
    if k == 8:
        return "smtp URL", "EMAIL_URL", "smtp+tls://%s:%s@smtp.%s:587" % ("noreply%%40%s" % dom, enc, pick(["gmail.com", "office365.com", dom])), raw, enc
    if k == 9:
        return "ftp URL", "FTP_URL", "ftp://%s:%s@ftp.%s/outgoing/" % (pick(["partner", "upload"]), enc, dom), raw, enc
    if k == 10:
        return "clickhouse URL", "CLICKHOUSE_URL", "clickhouse://%s:%s@%s:9000/%s" % (u, enc, pick(["ch-01", "clickhouse.internal"]), db), raw, enc
    if k == 11:
        return "snowflake URL", "SNOWFLAKE_URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u.upper(), enc, rs(UP, 7), rs(UP, 7), db.upper()), raw, enc
    if k == 12:
        return "git https URL", "REPO_URL", "https://%s:%s@git.%s/%s/%s.git" % (pick(["jenkins", "deploy", "jlee"]), enc, dom, pick(["platform", "web"]), svc()), raw, enc
    return "jdbc URL params", "SPRING_DATASOURCE_URL", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, db, u, enc), raw, enc


URL_THING = {"postgres URL": ("database", "DB"), "mysql URL": ("database", "DB"), "sqlalchemy URL": ("database", "DB"),
             "mongodb+srv URL": ("MongoDB cluster", "MongoDB"), "redis URL": ("Redis", "Redis"),
             "amqp URL": ("message broker", "RabbitMQ"), "proxy URL": ("corporate proxy", "사내 프록시"),
             "smtp URL": ("SMTP relay", "SMTP 서버"), "ftp URL": ("partner FTP drop", "파트너 FTP"),
             "clickhouse URL": ("ClickHouse", "ClickHouse"), "snowflake URL": ("Snowflake warehouse", "Snowflake"),
             "git https URL": ("internal git server", "사내 git 서버"), "jdbc URL params": ("database", "DB")}


def s_conn_url(lang):
    kind, var, url, raw, enc = url_with_pw()
    show_raw = raw != enc and chance(0.35)
    listed = [enc] + ([raw] if show_raw else [])
    form = ri(0, 3)
    if form == 0:
        snip = "%s=%s" % (var, url)
    elif form == 1:
        snip = "export %s='%s'" % (var, url)
    elif form == 2:
        snip = url
    else:
        snip = '%s: "%s"' % (var.lower(), url)
    c = {"snip": fence(snip, "file"), "raw": raw, "svc": svc(), "who": who_ko() if lang == "ko" else who(),
         "env": ko_env() if lang == "ko" else pick(ENV_EN), "thing": URL_THING[kind][1 if lang == "ko" else 0], "var": var}
    if lang == "ko":
        v = pick([
            ("{svc} 서비스가 {env} {thing}에 붙는 방법을 몰랐음.", "{who|이/가} 준 연결 문자열:\n{snip}", "이 값은 원래 어디에 보관하나요?"),
            ("{svc} 띄우는데 {var} 값이 비어 있었음.", "이걸로 채우니 됨:\n{snip}\n{env} 환경 값이라 조심.", ""),
            ("연결 문자열 형식이 뭔지 몰라서 헤맴.", "동작한 값:\n{snip}", ""),
        ])
        if show_raw:
            extra = fmt("\n비번에 특수문자가 있어서 원래 값 {raw} 를 퍼센트 인코딩해야 했음.", c)
        else:
            extra = ""
    else:
        v = pick([
            ("Didn't know how {svc} connects to the {env} {thing}.", "{who} gave me the connection string:\n{snip}", "Where is this value supposed to be stored?"),
            ("{var} was empty when I started {svc}.", "Filled it with this and it worked:\n{snip}\nThis is the {env} value, so be careful.", ""),
            ("I wasn't sure of the connection-string format.", "The value that works:\n{snip}", ""),
            ("The worker crashed on boot with a connection error.", "The URL it needs:\n{snip}\nThe host was right; the password had changed.", "Who changes this password and how are we told?"),
        ])
        extra = fmt("\nThe raw password {raw} has special characters, so it must be percent-encoded in the URL.", c) if show_raw else ""
    return note("connection string: %s with password%s" % (kind, " (percent-encoded)" if raw != enc else ""),
                fmt(v[0], c), fmt(v[1], c) + extra, fmt(v[2], c), listed)


def s_conn_kv(lang):
    h = host("db")
    u = pick(DB_USERS)
    db = pick(DB_NAMES)
    pw = pw_any(pick(["en", "ko"]), "quoted").replace(";", "!")
    k = ri(0, 4)
    if k == 0:
        s = "Server=%s,1433;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (h, db, u, pw)
        kind = "ADO.NET SQL Server"
    elif k == 1:
        s = "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, db, u, pw.replace(" ", "_"))
        pw = pw.replace(" ", "_")
        kind = "libpq keyword/value"
    elif k == 2:
        s = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s;Database=%s;Uid=%s;Pwd=%s;Encrypt=yes;" % (h, db, u, pw)
        kind = "ODBC"
    elif k == 3:
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, pw)
        kind = "JDBC SQL Server"
    else:
        s = "Data Source=%s:1521/ORCL;User Id=%s;Password=%s;" % (h, u, pw)
        kind = "Oracle ODP.NET"
    wrap_ = pick(['"ConnectionStrings": {\n  "Default": "%s"\n}' % s, s, "conn_str = '%s'" % s])
    c = {"snip": fence(wrap_, "file"), "svc": svc(), "env": ko_env() if lang == "ko" else pick(ENV_EN)}
    if lang == "ko":
        v = pick([("{svc} 레거시 모듈이 어떤 DB 계정을 쓰는지 몰랐음.", "설정 파일에 있던 연결 문자열:\n{snip}", "이 계정 비번은 코드 말고 어디로 옮기면 될까요?"),
                  ("{env} 리포트 배치가 DB 로그인 실패로 죽어 있었음.", "연결 문자열 갱신함:\n{snip}", "")])
    else:
        v = pick([("Didn't know which DB login the {svc} legacy module uses.", "Connection string from its config:\n{snip}", "Where should this password move to?"),
                  ("The {env} report batch was dying on DB login.", "Updated the connection string:\n{snip}", "")])
    return note("connection string: %s with password" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [pw])


def s_sql_user(lang):
    u = pick(DB_USERS + ["report_ro", "grafana_reader", "debezium", "app_migrator"])
    pw = pw_any(pick(["en", "ko"]), "quoted")
    k = ri(0, 7)
    db = pick(DB_NAMES)
    if k == 0:
        sql = "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, db, u)
        kind = "MySQL CREATE USER"
    elif k == 1:
        sql = "ALTER USER %s WITH PASSWORD '%s';" % (u, pw)
        kind = "Postgres ALTER USER"
    elif k == 2:
        sql = "CREATE ROLE %s LOGIN PASSWORD '%s';\nGRANT CONNECT ON DATABASE %s TO %s;" % (u, pw, db, u)
        kind = "Postgres CREATE ROLE"
    elif k == 3:
        sql = "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = OFF;" % (u, pw)
        kind = "SQL Server CREATE LOGIN"
    elif k == 4:
        sql = "ALTER USER '%s'@'localhost' IDENTIFIED WITH mysql_native_password BY '%s';" % (u, pw)
        kind = "MySQL ALTER USER"
    elif k == 5:
        sql = 'db.createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "%s" }] })' % (u, pw, db)
        kind = "MongoDB createUser"
    elif k == 6:
        pw = pw.replace(" ", "-")
        sql = "ACL SETUSER %s on >%s ~cache:* +get +set" % (u, pw)
        kind = "Redis ACL SETUSER"
    else:
        sql = "CREATE USER %s IDENTIFIED BY \"%s\";\nGRANT CREATE SESSION TO %s;" % (u.upper(), pw, u.upper())
        kind = "Oracle CREATE USER"
    c = {"sql": fence(sql, "code"), "u": u, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("리포팅용 읽기 전용 계정이 없었음.", "이렇게 만들었음:\n{sql}", "이 계정 비번 vault에 등록해 주실 수 있나요?"),
                  ("{who|이/가} DB 계정 만들어 달라고 함. 권한 범위는 안 알려줌.", "실행한 SQL:\n{sql}\n최소 권한으로만 줌.", "권한 범위 이 정도면 되나요?"),
                  ("{u} 계정 비번을 아무도 몰라서 리셋해야 했음.", "{sql}\n앱 설정도 같이 바꿔야 함.", "")])
    else:
        v = pick([("There was no read-only account for reporting.", "Created one:\n{sql}", "Can you put this password in the vault?"),
                  ("{who} asked for a DB user but didn't say what access it needs.", "SQL I ran:\n{sql}\nKept grants minimal.", "Is this scope enough?"),
                  ("Nobody knew the {u} password, so I reset it.", "{sql}\nThe app config has to be updated to match.", "")])
    return note("sql: %s with password" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [pw])

# --------------------------------------------------------------------------------------------
# Secret templates: config files, HTTP auth, cookies, JWTs, framework secrets, logs, traces
# --------------------------------------------------------------------------------------------

def cfg_with_pw():
    """-> (kind, path, text, listed)"""
    u = pick(DB_USERS)
    h = host("db")
    db = pick(DB_NAMES)
    dom = pick(DOMAINS + KO_DOMAINS)
    q = pw_any(pick(["en", "ko"]), "quoted")
    b = pw_any("en", "bare")
    k = ri(0, 24)
    if k == 0:
        t = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: %s\n      POSTGRES_DB: %s" % (u, q, db)
        return "docker-compose POSTGRES_PASSWORD", "docker-compose.yml", t, [q]
    if k == 1:
        t = "services:\n  mysql:\n    image: mysql:8.4\n    environment:\n      - MYSQL_ROOT_PASSWORD=%s\n      - MYSQL_DATABASE=%s" % (b, db)
        return "docker-compose MYSQL_ROOT_PASSWORD", "compose.yaml", t, [b]
    if k == 2:
        t = "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: %s" % (h, db, u, q if chance(0.5) else '"%s"' % q)
        return "spring application.yml", "src/main/resources/application-prod.yml", t, [q]
    if k == 3:
        t = "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (db, u, q, h)
        return "wp-config.php DB_PASSWORD", "wp-config.php", t, [q]
    if k == 4:
        t = "DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}" % (db, u, q, h)
        return "django settings DATABASES", "config/settings/prod.py", t, [q]
    if k == 5:
        t = "production:\n  adapter: postgresql\n  host: %s\n  database: %s\n  username: %s\n  password: <%%= ENV.fetch(\"DB_PASSWORD\", \"%s\") %%>" % (h, db, u, q)
        return "rails database.yml ENV.fetch default", "config/database.yml", t, [q]
    if k == 6:
        t = "%s:5432:%s:%s:%s" % (h, db, u, b.replace(":", "_"))
        return ".pgpass line", "~/.pgpass", t, [b.replace(":", "_")]
    if k == 7:
        t = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.%s" % dom, "nexus.%s" % dom, "ftp.%s" % dom]), pick(["deploy", "jlee@%s" % dom, "ci"]), b)
        return ".netrc", "~/.netrc", t, [b]
    if k == 8:
        t = "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, b, h)
        return ".my.cnf [client]", "~/.my.cnf", t, [b]
    if k == 9:
        e = pct(q)
        t = "[global]\nindex-url = https://%s:%s@pypi.%s/simple\ntrusted-host = pypi.%s" % (pick(["build", "ci-reader"]), e, dom, dom)
        return "pip.conf index-url with password", "~/.config/pip/pip.conf", t, [e]
    if k == 10:
        t = "<servers>\n  <server>\n    <id>internal-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (pick(["deployer", "ci"]), q.replace("&", "+").replace("<", "+"))
        return "maven settings.xml <password>", "~/.m2/settings.xml", t, [q.replace("&", "+").replace("<", "+")]
    if k == 11:
        p = q.replace("&", "+").replace("<", "+").replace('"', "+")
        t = "<packageSourceCredentials>\n  <internal>\n    <add key=\"Username\" value=\"%s\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </internal>\n</packageSourceCredentials>" % (pick(["build", "nuget-reader"]), p)
        return "NuGet.config ClearTextPassword", "NuGet.config", t, [p]
    if k == 12:
        e = b64(q.encode())
        t = "<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding=\"base64\">%s</Pass>\n</Server>" % (pick(["sftp.%s" % dom, "203.0.113.%d" % ri(2, 250)]), u, e)
        return "FileZilla sitemanager.xml base64 password", "sitemanager.xml", t, [e]
    if k == 13:
        if chance(0.5):
            tok, hst, usr = gh_style("ghp_"), "github.com", pick(["jlee", "ci-bot", "x-access-token"])
        else:
            tok, hst, usr = "glpat-" + rs(B64U, 20), "gitlab.com", "oauth2"
        t = "https://%s:%s@%s" % (usr, tok, hst)
        return ".git-credentials", "~/.git-credentials", t, [tok]
    if k == 14:
        t = "[web]\n%s ansible_host=10.0.1.%d\n\n[web:vars]\nansible_user=%s\nansible_password=%s\nansible_become_pass=%s" % (
            pick(["web01", "app-1"]), ri(2, 250), pick(["deploy", "ubuntu"]), b, b)
        return "ansible inventory ansible_password", "inventory/prod.ini", t, [b]
    if k == 15:
        t = 'db_username = "%s"\ndb_password = "%s"\ninstance_class = "db.t4g.medium"' % (u, q)
        return "terraform.tfvars db_password", "envs/prod/terraform.tfvars", t, [q]
    if k == 16:
        t = "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_PORT=3306\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (h, db, u, b)
        return "laravel .env DB_PASSWORD", ".env", t, [b]
    if k == 17:
        t = "spring.mail.host=smtp.%s\nspring.mail.port=587\nspring.mail.username=noreply@%s\nspring.mail.password=%s" % (pick(["gmail.com", "office365.com", "worksmobile.com"]), dom, b)
        return "spring mail password", "application.properties", t, [b]
    if k == 18:
        e = b64(("%s:%s" % (pick(["ci", "publisher"]), b)).encode())
        t = "registry=https://npm.%s/\n//npm.%s/:_auth=%s\nalways-auth=true" % (dom, dom, e)
        return ".npmrc _auth base64", ".npmrc", t, [e]
    if k == 19:
        e = b64(("%s:%s" % (pick(["robot$ci", "deploy", "admin"]), b)).encode())
        t = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (dom, e)
        return "docker config.json auths base64", "~/.docker/config.json", t, [e]
    if k == 20:
        t = "bind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % b
        return "redis.conf requirepass", "/etc/redis/redis.conf", t, [b]
    if k == 21:
        t = '"%s" "%s"\n"%s" "%s"' % (u, q, "pgbouncer_admin", pw_any("en", "quoted"))
        p2 = t.split('"')[7]
        return "pgbouncer userlist.txt", "/etc/pgbouncer/userlist.txt", t, [q, p2]
    if k == 22:
        t = "sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";" % (
            rs(ALNUM_UP, 16), q)
        return "kafka client.properties jaas password", "client.properties", t, [q]
    if k == 23:
        t = "[mysqld]\n...\n[client]\nuser = root\npassword = \"%s\"" % q
        return "mysql my.cnf root password", "/etc/mysql/my.cnf", t, [q]
    t = "smtp:\n  host: smtp.%s\n  port: 465\n  user: alerts@%s\n  pass: '%s'" % (pick(["naver.com", "daum.net", "gmail.com"]), dom, q)
    return "alerting smtp yaml", "alertmanager/config.yml", t, [q]


def s_config_pw(lang):
    kind, path, text, listed = cfg_with_pw()
    c = {"path": path, "snip": fence(text, "file"), "svc": svc(), "who": who_ko() if lang == "ko" else who(),
         "task": pick(TASK_KO) if lang == "ko" else pick(TASK_EN), "env": ko_env() if lang == "ko" else pick(ENV_EN)}
    if lang == "ko":
        v = pick([("{path} 파일이 있는 줄 몰랐음. {task} 실패 원인 찾다가 열어봄:\n{snip}", "여기 값이 최신이고 위키 값은 옛날 것.", "이 파일 .gitignore에 들어가 있나요?"),
                  ("{svc} {env} 작업에 필요한 인증 정보가 어디 있는지 몰랐음.", "{path}에 있었음:\n{snip}\n이 파일만 바꾸면 됨.", ""),
                  ("{who|이/가} 자기 {path} 내용을 붙여줌:\n{snip}", "그대로 복사해서 {task} 진행함.", "각자 설정 파일 말고 공용으로 관리하는 방법 있나요?"),
                  ("로컬 세팅 가이드에 {path} 얘기가 없었음.", "다음 내용으로 만들어야 함:\n{snip}", "가이드에 이 단계 추가해도 될까요?")])
    else:
        v = pick([("Didn't know {path} existed. Opened it while chasing the {task} failure:\n{snip}", "The values here are current; the wiki copy is stale.", "Is this file in .gitignore?"),
                  ("I didn't know where the credentials for the {env} {task} come from.", "They're in {path}:\n{snip}\nChanging this file is enough.", ""),
                  ("{who} pasted their {path}:\n{snip}", "Copied it as-is and continued the {task}.", "Is there a shared way to manage this instead of per-person files?"),
                  ("The local setup guide never mentions {path}.", "It has to contain:\n{snip}", "OK to add this step to the guide?"),
                  ("The {task} failed with an auth error and nobody had mentioned {path}.", "Working version:\n{snip}", "")])
    return note("config file: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), listed)


def s_basic_header(lang):
    user = pick(["admin", "api", "svc-sync", "jenkins", "elastic", "partner_%s" % rs(LO, 4), "report"])
    pw = pw_any(pick(["en", "ko"]), "plain").replace(":", ".")
    blob = b64(("%s:%s" % (user, pw)).encode())
    dom = pick(DOMAINS)
    show = chance(0.3)
    form = ri(0, 3)
    if form == 0:
        snip = "curl -H 'Authorization: Basic %s' https://%s.%s/api/%s" % (blob, pick(["es", "api", "partner", "search"]), dom, pick(["_cat/indices", "v2/orders", "export"]))
    elif form == 1:
        snip = "GET /api/v1/reports HTTP/1.1\nHost: partner.%s\nAuthorization: Basic %s\nAccept: application/json" % (dom, blob)
    elif form == 2:
        snip = "headers = {\"Authorization\": \"Basic %s\"}" % blob
    else:
        snip = "127.0.0.1 - - [%02d/Nov/2025:10:%02d:%02d +0900] \"GET /metrics HTTP/1.1\" 401 -  auth=\"Basic %s\"" % (ri(1, 28), ri(0, 59), ri(0, 59), blob)
    listed = [blob] + ([pw] if show else [])
    c = {"snip": fence(snip, "http"), "user": user, "pw": pw}
    if lang == "ko":
        mc = pick(["파트너 API가 Basic 인증이라는 걸 몰랐음.", "요청이 계속 401 나서 헤더를 확인해 봄.", "사용자가 잘 되는 요청이라며 공유해 준 것:"])
        le = "%s\n%s" % (c["snip"], fmt("디코딩하면 {user}:{pw} 임. 계정 정보는 따로 받을 필요 없음.", c) if show else pick(["이 헤더 그대로 쓰면 됨.", "Base64라 사실상 평문이니 로그에 남기지 말 것."]))
        ask = pick(["", "Basic 인증 말고 토큰 방식으로 바꿀 계획 있나요?"])
    else:
        mc = pick(["Nobody said the partner API uses Basic auth.", "Requests kept failing with 401, so I compared headers.", "The user shared a request that works:"])
        le = "%s\n%s" % (c["snip"], fmt("That decodes to {user}:{pw}, so no separate credentials are needed.", c) if show else pick(["Reusing this header works.", "It's only base64, effectively plaintext; keep it out of logs."]))
        ask = pick(["", "Any plan to move this endpoint to token auth?"])
    return note("http: Basic authorization header%s" % (" with decoded pair" if show else ""), mc, le, ask, listed)


def s_cookie(lang):
    dom = pick(DOMAINS + KO_DOMAINS)
    k = ri(0, 5)
    if k == 0:
        v1 = rs(ALNUM_LO, 32)
        v2 = rs(AL, 64)
        snip = "Cookie: sessionid=%s; csrftoken=%s" % (v1, v2)
        listed, kind = [v1], "django sessionid"
    elif k == 1:
        v1 = "s%3A" + rs(B64U, 32) + "." + pct(b64(rb(32)).rstrip("="))
        snip = "curl 'https://app.%s/api/me' -H 'cookie: connect.sid=%s'" % (dom, v1)
        listed, kind = [v1], "express connect.sid"
    elif k == 2:
        v1 = hexs(32).upper()
        snip = "Set-Cookie: JSESSIONID=%s; Path=/; Secure; HttpOnly" % v1
        listed, kind = [v1], "JSESSIONID"
    elif k == 3:
        v1 = pct(b64(rb(180)))
        snip = "-H 'Cookie: laravel_session=%s'" % v1
        listed, kind = [v1], "laravel_session"
    elif k == 4:
        v1 = jwt_encode({"sub": uuid4(), "email": "%s@%s" % (pick(KO_SURNAME_USERS + ["jdoe", "ops"]), dom), "exp": ts()})
        snip = "document.cookie = \"auth_token=%s; path=/\";" % v1
        listed, kind = [v1], "jwt auth cookie"
    else:
        v1 = rs(B64U, 43)
        snip = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%d\t__Secure-next-auth.session-token\t%s" % (dom, ts() + 2592000, v1)
        listed, kind = [v1], "cookies.txt next-auth session"
    c = {"snip": fence(snip, "http")}
    if lang == "ko":
        mc = pick(["로그인 필요한 페이지를 크롤링해야 했는데 인증 방법을 몰랐음.", "관리자 화면 API를 직접 호출해야 했음.", "사용자가 브라우저 개발자도구에서 복사해 준 값:"])
        le = fmt(pick(["세션 쿠키 붙이니 됨:\n{snip}", "{snip}\n세션 만료되면 다시 받아야 함."]), c)
        ask = pick(["", "크롤링용 서비스 계정이나 API 토큰을 받을 수 있나요?"])
    else:
        mc = pick(["I had to scrape a page behind login and didn't know how to authenticate.", "Needed to call the admin UI's API directly.", "The user copied this from their browser devtools:"])
        le = fmt(pick(["Sending the session cookie works:\n{snip}", "{snip}\nIt has to be refreshed when the session expires."]), c)
        ask = pick(["", "Can we get a service account or API token for this instead?"])
    return note("cookie: %s session value" % kind, mc, le, ask, listed)


def s_jwt_bearer(lang):
    dom = pick(DOMAINS + KO_DOMAINS)
    k = ri(0, 3)
    t0 = ts()
    if k == 0:
        tok = jwt_encode({"exp": t0 + 300, "iat": t0, "jti": uuid4(), "iss": "https://sso.%s/realms/%s" % (dom, pick(["prod", "internal"])),
                          "sub": uuid4(), "typ": "Bearer", "azp": pick(["admin-cli", "web-app"]), "scope": "openid profile email"},
                         alg="RS256", kid=rs(B64U, 43))
        kind = "keycloak access token"
    elif k == 1:
        tok = jwt_encode({"sub": str(ri(1000, 99999)), "role": pick(["admin", "staff", "user"]), "iat": t0, "exp": t0 + 86400}, key=rb(32))
        kind = "app HS256 session jwt"
    elif k == 2:
        tok = jwt_encode({"iss": "https://securetoken.google.com/%s" % pick(["acme-prod", "dalbit-app"]), "aud": pick(["acme-prod", "dalbit-app"]),
                          "auth_time": t0, "user_id": rs(AL, 28), "sub": rs(AL, 28), "iat": t0, "exp": t0 + 3600}, alg="RS256", kid=hexs(40))
        kind = "firebase id token"
    else:
        tok = jwt_encode({"aud": "api://%s" % uuid4(), "iss": "https://sts.windows.net/%s/" % uuid4(), "iat": t0, "exp": t0 + 3599,
                          "appid": uuid4(), "roles": ["Reports.Read"]}, alg="RS256", kid=rs(B64U, 27))
        kind = "azure ad access token"
    form = ri(0, 2)
    if form == 0:
        snip = "curl -H \"Authorization: Bearer %s\" https://api.%s/v1/%s" % (tok, dom, pick(["me", "admin/users", "orders?limit=5"]))
    elif form == 1:
        snip = "Authorization: Bearer %s" % tok
    else:
        snip = "[%s] POST /graphql 200 %dms bearer=%s" % (pick(TIMES), ri(20, 900), tok)
    c = {"snip": snip}
    if lang == "ko":
        mc = pick(["API 호출하려면 토큰이 필요한데 발급 방법을 몰랐음.", "사용자가 브라우저 네트워크 탭에서 토큰 복사해 줌:", "인증 서버 없이 API 테스트하는 방법이 없었음."])
        le = fmt("{snip}\n" + pick(["만료가 짧아서 금방 다시 받아야 함.", "이걸로 권한 확인까지 끝냄."]), c)
        ask = pick(["", "테스트용 토큰 발급 스크립트 있나요?"])
    else:
        mc = pick(["I needed a token to call the API and didn't know how to mint one.", "The user grabbed a token from the browser's network tab:", "There was no way to test the API without the auth server."])
        le = fmt("{snip}\n" + pick(["It expires quickly, so it needs refreshing.", "Used it to finish the permission check."]), c)
        ask = pick(["", "Is there a script for minting test tokens?"])
    return note("jwt: %s as bearer" % kind, mc, le, ask, [tok])


FRAMEWORK_SECRETS = [
    ("Django SECRET_KEY", "SECRET_KEY", lambda: rs(LO + DIG + "!@#%^&*(-_=+)", 50), "settings.py", "session"),
    ("Laravel APP_KEY", "APP_KEY", lambda: "base64:" + b64(rb(32)), ".env", "session"),
    ("NextAuth secret", "NEXTAUTH_SECRET", lambda: b64(rb(32)), ".env.local", "session"),
    ("Auth.js AUTH_SECRET", "AUTH_SECRET", lambda: b64(rb(33)), ".env", "session"),
    ("Rails secret_key_base", "SECRET_KEY_BASE", lambda: hexs(128), "config/credentials (decrypted)", "session"),
    ("JWT signing secret", "JWT_SECRET", lambda: pick([hexs(64), rs(AL, 48), b64(rb(48))]), ".env", "session"),
    ("Flask SECRET_KEY", "SECRET_KEY", lambda: hexs(48), "config.py", "session"),
    ("express-session secret", "SESSION_SECRET", lambda: rs(AL, 40), "app.js", "session"),
    ("Symfony APP_SECRET", "APP_SECRET", lambda: hexs(32), ".env.local", "session"),
    ("Phoenix SECRET_KEY_BASE", "SECRET_KEY_BASE", lambda: rs(AL + "+/", 64), "config/runtime.exs", "session"),
    ("field encryption key", "ENCRYPTION_KEY", lambda: b64(rb(32)), ".env", "crypto"),
    ("Rails master.key", "RAILS_MASTER_KEY", lambda: hexs(32), "config/master.key", "crypto"),
    ("GitHub webhook secret", "GITHUB_WEBHOOK_SECRET", lambda: hexs(40), ".env", "webhook"),
    ("Slack signing secret", "SLACK_SIGNING_SECRET", lambda: hexs(32), ".env", "webhook"),
    ("Stripe webhook signing secret", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AL, 32), ".env", "webhook"),
    ("Shopify webhook secret", "SHOPIFY_API_SECRET", lambda: "shpss_" + hexs(32), ".env", "webhook"),
    ("Ansible vault password", "ANSIBLE_VAULT_PASSWORD", lambda: pw_phrase("bare"), ".vault_pass", "crypto"),
    ("JWT private HMAC for Supabase", "SUPABASE_JWT_SECRET", lambda: rs(AL + "+/", 64), ".env", "session"),
]


def s_framework_secret(lang):
    name, var, g, path, grp = pick(FRAMEWORK_SECRETS)
    val = g()
    form = ri(0, 2)
    if path.endswith(".py") and form == 0:
        snip = "%s = \"%s\"" % (var, val)
    elif path == "app.js":
        snip = "app.use(session({ secret: \"%s\", resave: false, saveUninitialized: false }));" % val
    elif path == "config/runtime.exs":
        snip = "config :app, AppWeb.Endpoint,\n  secret_key_base: \"%s\"" % val
    elif path in ("config/master.key", ".vault_pass"):
        snip = "$ cat %s\n%s" % (path, val)
    else:
        snip = "%s=%s" % (var, val) if form != 2 else "%s=\"%s\"" % (var, val)
    c = {"name": name, "snip": fence(snip, "file"), "path": path, "svc": svc(), "env": ko_env() if lang == "ko" else pick(ENV_EN),
         "src": name.split()[0]}
    if grp == "session":
        if lang == "ko":
            v = pick([("{svc} {env} 배포하려면 {name} 값이 필요하다는 걸 몰랐음.", "{path} 기준으로 이렇게 세팅:\n{snip}", "이 값 바뀌면 기존 세션/토큰 다 무효화되나요?"),
                      ("로컬에서 세션 검증이 계속 실패했음.", "서버랑 같은 {name} 값을 써야 했음:\n{snip}", ""),
                      ("{name|이/가} 없어서 앱이 부팅 중에 죽었음.", "{snip}\n넣고 나니 정상 기동.", "이 값은 누가 관리하나요?")])
        else:
            v = pick([("Didn't know deploying {svc} to {env} needs the {name}.", "Set in {path}:\n{snip}", "Does changing this invalidate existing sessions/tokens?"),
                      ("Session validation kept failing locally.", "I had to use the same {name} as the server:\n{snip}", ""),
                      ("The app crashed on boot because the {name} was missing.", "{snip}\nBoots fine after adding it.", "Who owns this value?")])
    elif grp == "webhook":
        if lang == "ko":
            v = pick([("{src}에서 오는 웹훅이 {svc}에서 전부 401로 거부됐음.", "서명 검증에 시크릿이 필요했음:\n{snip}\n설정 후 서명 검증 통과.", "웹훅 시크릿 교체는 누가 하나요?"),
                      ("{svc} 서비스가 웹훅 서명을 검증한다는 걸 몰랐음.", "{path}에 설정:\n{snip}", "")])
        else:
            v = pick([("Every {src} webhook delivery was rejected by {svc} with 401.", "The verifier needs the signing secret:\n{snip}\nSignatures validate after setting it.", "Who rotates the webhook secret?"),
                      ("I didn't know {svc} verifies webhook signatures.", "Set in {path}:\n{snip}", "")])
    else:
        if lang == "ko":
            v = pick([("암호화된 설정 파일 복호화가 실패했는데 키 위치를 아무도 안 알려줌.", "키:\n{snip}", "이 키는 CI 시크릿에만 두는 게 맞지 않나요?"),
                      ("배포가 'missing encryption key'로 실패함.", "{snip}\n모든 앱 서버에서 같은 값이어야 함.", "")])
        else:
            v = pick([("Decrypting the encrypted config failed and nobody told me where the key is.", "The key:\n{snip}", "Shouldn't this key live only in CI secrets?"),
                      ("Deploy failed with 'missing encryption key'.", "{snip}\nIt must be identical on every app server.", "")])
    return note("app secret: %s" % name, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [val])


def s_env_dump(lang):
    vs = []
    while len(vs) < ri(3, 4):
        v = pick(VENDORS)
        if v not in vs and v.auth[0] != "webhook":
            vs.append(v)
    lines, listed = [], []
    if chance(0.6):
        u, pw = pick(DB_USERS), pw_url()
        lines.append("DATABASE_URL=postgres://%s:%s@%s:5432/%s" % (u, pw, host("db"), pick(DB_NAMES)))
        listed.append(pw)
    for v in vs:
        cr = make_creds(v)
        for c in cr:
            lines.append("%s=%s" % (c.var, c.val))
            listed += c.listed
        used(v.name)
    R.shuffle(lines)
    lines = picks(FILLER_ENV, 2) + lines
    snip = "\n".join(lines)
    c = {"snip": fence(snip, "file"), "svc": svc(), "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("{svc} 로컬 세팅에 필요한 환경변수를 아무도 정리해 두지 않았음. 사용자가 자기 .env 전체를 붙여줌:\n{snip}", "이 중 실제로 필요한 건 처음 두세 개뿐이고 나머지는 옛날 기능용.", ".env.example 정리해서 PR 올려도 될까요?"),
                  ("{who|이/가} '.env 통째로 드릴게요' 하고 준 것:\n{snip}", "이걸로 {svc} 로컬 기동 성공.", "")])
    else:
        v = pick([("Nobody had listed the env vars {svc} needs locally, so the user pasted their whole .env:\n{snip}", "Only a few of these are actually read; the rest are for retired features.", "Can I open a PR cleaning up .env.example?"),
                  ("{who} sent me their entire .env to unblock me:\n{snip}", "With it {svc} starts locally.", ""),
                  ("Missing context: the full environment for {svc}. Here is what the user shared:\n{snip}", "The app fails fast if any of these is unset.", "Should these live in Doppler/Vault instead of a shared file?")])
    return note("dotenv dump: several vendors in one file", fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), listed)


def s_aws_file(lang):
    kid, sec = "AKIA" + rs(B32, 16), rs(AL + "+/", 40)
    k = ri(0, 3)
    listed = [kid, sec]
    if k == 0:
        snip = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = ap-northeast-2" % (kid, sec)
        where = "~/.aws/credentials"
    elif k == 1:
        k2, s2 = "AKIA" + rs(B32, 16), rs(AL + "+/", 40)
        snip = "[default]\naws_access_key_id=%s\naws_secret_access_key=%s\n\n[%s]\naws_access_key_id=%s\naws_secret_access_key=%s" % (
            kid, sec, pick(["prod", "billing-admin", "legacy"]), k2, s2)
        listed += [k2, s2]
        where = "~/.aws/credentials"
    elif k == 2:
        kid = "ASIA" + rs(B32, 16)
        st = "IQoJb3JpZ2luX2VjE" + rs(B64A, 3) + "aDmFwLW5vcnRoZWFzdC0yIkcwRQIh" + rs(B64A, 300)
        snip = "export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\nexport AWS_SESSION_TOKEN=%s" % (kid, sec, st)
        listed = [kid, sec, st]
        where = "aws sso / assume-role output"
    else:
        snip = '{\n    "AccessKey": {\n        "UserName": "%s",\n        "AccessKeyId": "%s",\n        "Status": "Active",\n        "SecretAccessKey": "%s",\n        "CreateDate": "2025-%02d-%02dT0%d:12:44+00:00"\n    }\n}' % (
            pick(["ci-deployer", "s3-uploader", "terraform"]), kid, sec, ri(1, 12), ri(1, 28), ri(0, 9))
        where = "aws iam create-access-key output"
    used("AWS")
    c = {"snip": fence(snip, "file"), "where": where, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("어떤 AWS 프로필로 배포하는지 몰랐음. 사용자가 {where} 내용을 보여줌:\n{snip}", "default 프로필이 운영 계정이라 조심해야 함.", "배포용 IAM role을 따로 받을 수 있나요?"),
                  ("S3 업로드 권한이 없어서 막힘.", "{who|이/가} 새로 만든 키 공유:\n{snip}", "")])
    else:
        v = pick([("I didn't know which AWS profile deploys use. The user showed me {where}:\n{snip}", "The default profile is the production account, so be careful.", "Can we get a dedicated IAM role for deploys?"),
                  ("I was blocked on S3 upload permissions.", "{who} created a key and shared it:\n{snip}", ""),
                  ("Output the user pasted from {where}:\n{snip}", "These are the credentials the uploader script expects.", "Should this key get an expiry?")])
    return note("aws: credentials (%s)" % where, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), listed)


def s_stacktrace(lang):
    u, pw = pick(DB_USERS), pw_url()
    h, db = host("db"), pick(DB_NAMES)
    k = ri(0, 3)
    if k == 0:
        tr = ("Traceback (most recent call last):\n  File \"/app/worker/db.py\", line 41, in connect\n    conn = psycopg2.connect(dsn)\n"
              "psycopg2.OperationalError: connection to server at \"%s\" (10.0.%d.%d), port 5432 failed: timeout expired\n"
              "dsn='postgresql://%s:%s@%s:5432/%s'") % (h, ri(0, 9), ri(2, 250), u, pw, h, db)
        listed = [pw]
    elif k == 1:
        tr = ("org.springframework.beans.factory.BeanCreationException: Error creating bean 'dataSource'\n"
              "Caused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (url=jdbc:mysql://%s:3306/%s?user=%s&password=%s)\n"
              "\tat org.apache.commons.dbcp2.BasicDataSource.createPoolableConnectionFactory(BasicDataSource.java:669)") % (h, db, u, pw)
        listed = [pw]
    elif k == 2:
        tok = "sk_live_51" + rs(AL, 97)
        tr = ("Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
              "  config: {\n    url: 'https://api.stripe.com/v1/payment_intents',\n    headers: {\n      Authorization: 'Bearer %s',\n"
              "      'Stripe-Version': '2024-06-20'\n    }\n  }") % tok
        listed = [tok]
        used("Stripe")
    else:
        tr = ("redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.\n"
              "  while connecting with url=redis://%s:%s@%s:6379/2") % (pick(["default", "worker"]), pw, pick(["redis.internal", "cache-01"]))
        listed = [pw]
    c = {"tr": fence(tr, "log"), "svc": svc()}
    if lang == "ko":
        v = pick([("{svc} 에러 원인을 찾으라는 요청만 받았고 로그 위치는 몰랐음. 사용자가 붙여준 스택트레이스:\n{tr}", "에러 메시지에 접속 정보가 그대로 찍힘. 로거에서 마스킹 필요.", "로그에 찍힌 비밀번호 로테이션할까요?"),
                  ("배포 직후 {svc} 서비스가 크래시 루프에 빠졌음.", "스택트레이스:\n{tr}\n원인은 네트워크 타임아웃이었고 자격증명 문제는 아님.", "")])
    else:
        v = pick([("I was asked to find why {svc} fails but not where its logs are. The user pasted this trace:\n{tr}", "The error message prints the connection details verbatim; the logger needs masking.", "Should the password in that log be rotated?"),
                  ("{svc} went into a crash loop right after the deploy.", "Stack trace:\n{tr}\nRoot cause was a network timeout, not the credentials.", "")])
    return note("stack trace: credential in exception text", fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), listed)


def s_table_multi(lang):
    n = ri(2, 4)
    rows, listed = [], []
    envs = (ENV_KO if lang == "ko" else ENV_EN)[:]
    R.shuffle(envs)
    sysn = pick(["Jenkins", "DB", "Grafana", "RabbitMQ", "admin", "SFTP", "VPN"])
    for i in range(n):
        pw = pw_any(lang, "plain").replace("|", "!")
        rows.append("| %s | %s | %s |" % (envs[i], pick(DB_USERS), pw))
        listed.append(pw)
    head = "| 환경 | 계정 | 비밀번호 |" if lang == "ko" else "| env | user | password |"
    tbl = head + "\n|---|---|---|\n" + "\n".join(rows)
    if lang == "ko":
        mc = pick(["환경별 %s 계정이 정리된 곳을 몰랐음. 위키에 이런 표가 있었음:\n%s" % (sysn, tbl),
                   "사용자가 예전 인수인계 문서의 표를 붙여줌:\n%s" % tbl])
        le = pick(["첫 줄 값은 이미 바뀌어서 안 됨. 나머지는 유효.", "표 그대로 씀. 다만 문서가 공개 스페이스에 있어서 위험해 보임."])
        ask = pick(["이 표 비공개 스페이스로 옮길까요?", ""])
    else:
        mc = pick(["I didn't know where per-environment %s logins are kept. The wiki has this table:\n%s" % (sysn, tbl),
                   "The user pasted a table from an old handover doc:\n%s" % tbl])
        le = pick(["The first row is outdated; the others still work.", "Used it as-is, but the page is in a public space, which seems risky."])
        ask = pick(["Should this table move to a restricted space?", ""])
    return note("table: several passwords in a markdown table", mc, le, ask, listed)


def s_diff_pw(lang):
    old, new = pw_any("en", "bare"), pw_any(lang, "bare")
    k = ri(0, 2)
    if k == 0:
        f = "config/database.yml"
        d = "--- a/%s\n+++ b/%s\n@@ -7,3 +7,3 @@\n   username: %s\n-  password: %s\n+  password: %s" % (f, f, pick(DB_USERS), old, new)
    elif k == 1:
        f = "deploy/values-prod.yaml"
        d = "@@ -12,2 +12,2 @@ redis:\n-  password: %s\n+  password: %s\n   port: 6379" % (old, new)
    else:
        f = ".env.staging"
        d = "diff --git a/%s b/%s\n-SMTP_PASSWORD=%s\n+SMTP_PASSWORD=%s" % (f, f, old, new)
    c = {"d": fence(d, "diff"), "f": f}
    if lang == "ko":
        mc = pick(["비번이 바뀐 걸 몰라서 {f} 값으로 계속 실패했음.", "리뷰 요청받은 PR에 이런 diff가 있었음:\n{d}"])
        le = pick(["변경 내역:\n{d}\n새 값으로 동작 확인.", "비밀번호가 평문으로 커밋되고 있음. 이전 값도 히스토리에 남아 있음."])
    else:
        mc = pick(["I didn't know the password had changed, so {f} kept failing.", "The PR I was asked to review contains this diff:\n{d}"])
        le = pick(["The change:\n{d}\nConfirmed the new value works.", "The password is being committed in plain text, and the old one is still in history."])
    if "{d}" in mc and "{d}" in le:
        le = le.replace("{d}", "(see above)")
    if "{d}" not in mc and "{d}" not in le:
        le = "{d}\n" + le
    ask = pick(["", L(lang, "Should both the old and new values be rotated?", "이전 값이랑 새 값 둘 다 로테이션해야 할까요?")])
    return note("diff: password change in a config diff", fmt(mc, c), fmt(le, c), ask, [old, new])


def s_infra_misc(lang):
    dom = pick(DOMAINS + KO_DOMAINS)
    k = ri(0, 11)
    if k == 0:
        val = pick(["c0mmun1ty-", "snmp-ro-", "netops_"]) + rs(ALNUM_LO, 6)
        snip = "snmpwalk -v2c -c %s 10.0.%d.1 system" % (val, ri(0, 9))
        kind, en, ko = "SNMP community string", "The switch only answers SNMP with the right community string:", "스위치가 SNMP community 문자열이 맞아야 응답함:"
    elif k == 1:
        val = pw_generated("bare", 20)
        snip = "client 10.0.0.0/16 {\n    secret = %s\n    shortname = office-ap\n}" % val
        kind, en, ko = "RADIUS shared secret", "The Wi-Fi APs authenticate against FreeRADIUS with this clients.conf entry:", "사무실 AP들이 FreeRADIUS에 붙을 때 쓰는 clients.conf:"
    elif k == 2:
        val = hexs(32)
        snip = "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n%s" % val
        kind, en, ko = "Jenkins initialAdminPassword", "The fresh Jenkins needed the unlock password:", "새로 띄운 젠킨스 잠금 해제 비번:"
    elif k == 3:
        val = rs(AL + "-_", 16)
        snip = "$ argocd admin initial-password -n argocd\n%s\n\n This password must be only used for first time login." % val
        kind, en, ko = "Argo CD initial admin password", "Argo CD's initial admin password came from:", "Argo CD 초기 admin 비번은 이렇게 확인함:"
    elif k == 4:
        val = rs(AL + "*_=+", 20)
        snip = "$ bin/elasticsearch-reset-password -u elastic\nPassword for the [elastic] user successfully reset.\nNew value: %s" % val
        kind, en, ko = "Elasticsearch reset password output", "Had to reset the elastic superuser:", "elastic 슈퍼유저 비번 리셋함:"
    elif k == 5:
        val = pw_any("en", "bare")
        snip = "GF_SECURITY_ADMIN_PASSWORD=%s" % val
        kind, en, ko = "Grafana admin password env", "Grafana's admin password is set through the container env:", "그라파나 admin 비번은 컨테이너 env로 설정됨:"
    elif k == 6:
        val = pw_any("en", "bare")
        snip = "ldap:\n  url: ldaps://ldap.%s:636\n  bindDN: cn=svc-gitlab,ou=service,dc=%s,dc=%s\n  bindPassword: %s" % (dom, dom.split(".")[0], dom.split(".")[1], val)
        kind, en, ko = "LDAP bind password", "GitLab's LDAP sync uses a service bind account:", "GitLab LDAP 동기화는 서비스 계정으로 bind 함:"
    elif k == 7:
        val = rs(AL, 8) + rs(DIG, 2)
        snip = "$ vncpasswd -f <<< '%s' > ~/.vnc/passwd" % val
        kind, en, ko = "VNC password", "The lab machine's VNC password was set like this:", "실험실 PC VNC 비번은 이렇게 설정돼 있었음:"
    elif k == 8:
        val = pw_any("en", "bare")
        snip = "[mysqld]\n# replication\nmaster_password=%s\n" % val if chance(0.3) else "CHANGE REPLICATION SOURCE TO SOURCE_HOST='%s', SOURCE_USER='repl', SOURCE_PASSWORD='%s';" % (host("db"), val)
        kind, en, ko = "MySQL replication password", "The replica was configured with:", "레플리카 설정 명령:"
    elif k == 9:
        val = rs(AL, 20)
        snip = "$ kubectl -n monitoring get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n%s" % val
        kind, en, ko = "decoded k8s secret output", "Got the Grafana admin password out of the cluster:", "클러스터에서 그라파나 admin 비번 꺼냄:"
    elif k == 10:
        val = rs(AL, 24)
        snip = "$ cat /etc/rancher/k3s/token\n" + ("K10" + hexs(64) + "::server:" + val)
        val = "K10" + snip.split("K10", 1)[1]
        kind, en, ko = "k3s join token", "New nodes join the k3s cluster with this token:", "k3s 클러스터에 노드 붙일 때 쓰는 토큰:"
    else:
        val = pw_any("en", "bare")
        snip = "WORDPRESS_DB_PASSWORD=%s\nWORDPRESS_DB_USER=wp" % val
        kind, en, ko = "WordPress container db password", "The WordPress container reads its DB login from env:", "워드프레스 컨테이너는 DB 계정을 env로 받음:"
    c = {"snip": fence(snip, "cmd")}
    if lang == "ko":
        mc = pick(["인프라 쪽 접속 정보가 문서에 하나도 없었음.", "이 장비/서비스는 처음 만져봐서 인증 방식을 몰랐음.", "%s 관련 내용은 아무도 안 알려줌." % kind])
        le = ko + "\n" + c["snip"]
        ask = pick(["", "이런 인프라 비번은 어디서 관리하나요?", "이 값 로테이션 주기가 있나요?"])
    else:
        mc = pick(["None of the infra access details were written down.", "I had never touched this box before and didn't know how it authenticates.", "Nobody mentioned the %s." % kind])
        le = en + "\n" + c["snip"]
        ask = pick(["", "Where are infra passwords like this managed?", "Is there a rotation schedule for this?"])
    return note("infra: %s" % kind, mc, le, ask, [val])


def s_git_remote(lang):
    k = ri(0, 3)
    if k == 0:
        tok = gh_style(pick(["ghp_", "ghs_"]))
        snip = "git remote set-url origin https://x-access-token:%s@github.com/%s/%s.git" % (tok, pick(["acme", "dalbit-io"]), svc())
        used("GitHub")
    elif k == 1:
        tok = "glpat-" + rs(B64U, 20)
        snip = "git clone https://oauth2:%s@gitlab.com/%s/%s.git" % (tok, pick(["platform", "data"]), svc())
        used("GitLab")
    elif k == 2:
        tok = rs("abcdefghijklmnopqrstuvwxyz234567", 52)
        snip = "git clone https://%s@dev.azure.com/%s/%s/_git/%s" % (tok, pick(["contoso", "acme"]), pick(["Platform", "Web"]), svc())
        used("Azure DevOps")
    else:
        tok = _bitbucket()
        snip = "[remote \"origin\"]\n\turl = https://%s:%s@bitbucket.org/%s/%s.git" % (pick(["ci-bot", "jlee"]), tok, pick(["acme", "globex"]), svc())
        used("Bitbucket")
    c = {"snip": fence(snip, "cmd")}
    if lang == "ko":
        mc = pick(["private repo clone 권한이 없었음.", "CI 러너에서 서브모듈 fetch가 실패함."])
        le = pick(["토큰을 URL에 넣어서 해결:\n{snip}", "{snip}\n이렇게 하면 되긴 하는데 .git/config에 토큰이 평문으로 남음."])
        ask = pick(["", "deploy key 방식으로 바꾸는 게 낫지 않을까요?"])
    else:
        mc = pick(["I had no access to clone the private repo.", "Submodule fetch failed on the CI runner."])
        le = pick(["Fixed by putting a token in the URL:\n{snip}", "{snip}\nThis works, but the token now sits in .git/config in plain text."])
        ask = pick(["", "Wouldn't a deploy key be better here?"])
    return note("git: token embedded in remote URL", fmt(mc, c), fmt(le, c), ask, [tok])

# --------------------------------------------------------------------------------------------
# Secret templates: private keys, service accounts, TOTP, recovery codes, Wi-Fi, PINs, wallets
# --------------------------------------------------------------------------------------------

def _rand_int_bytes(nbytes, top=True):
    b = bytearray(rb(nbytes))
    if top:
        b[0] |= 0x80
    b[-1] |= 1
    return bytes(b)


def rsa_pkcs1_der(bits=2048):
    n = bits // 8
    h = n // 2
    ints = [b"\x00", _rand_int_bytes(n), b"\x01\x00\x01", _rand_int_bytes(n, top=False), _rand_int_bytes(h), _rand_int_bytes(h),
            _rand_int_bytes(h, False), _rand_int_bytes(h, False), _rand_int_bytes(h, False)]
    return der(0x30, b"".join(der_int_bytes(i) if i != b"\x00" else der(0x02, b"\x00") for i in ints))


def rsa_pkcs8_der():
    alg = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return der(0x30, der(0x02, b"\x00") + alg + der(0x04, rsa_pkcs1_der()))


def ec_p256_der():
    oid = der(0x06, bytes.fromhex("2a8648ce3d030107"))
    return der(0x30, der(0x02, b"\x01") + der(0x04, rb(32)) + der(0xA0, oid) + der(0xA1, der(0x03, b"\x00\x04" + rb(64))))


def ed25519_pkcs8_der():
    return bytes.fromhex("302e020100300506032b657004220420") + rb(32)


def openssh_ed25519(comment):
    seed, pub = rb(32), rb(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    chk = rb(4)
    priv = chk + chk + ssh_string(b"ssh-ed25519") + ssh_string(pub) + ssh_string(seed + pub) + ssh_string(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + (1).to_bytes(4, "big") + \
        ssh_string(pubblob) + ssh_string(priv)
    return wrap(b64(blob), 70), "ssh-ed25519 " + b64(pubblob) + " " + comment


def pem_key():
    """-> (kind, text, listed_lines)"""
    k = ri(0, 5)
    if k == 0:
        lines = wrap(b64(ed25519_pkcs8_der()))
        return "ed25519 PKCS#8 PEM", "-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 1:
        lines = wrap(b64(ec_p256_der()))
        return "EC P-256 SEC1 PEM", "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % "\n".join(lines), lines
    if k in (2, 3):
        comment = "%s@%s" % (pick(["deploy", "jlee", "ci", "ubuntu", "kim"]), pick(["build-01", "macbook", "bastion", "gha-runner"]))
        lines, _ = openssh_ed25519(comment)
        return "OpenSSH ed25519 private key", "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines), lines
    if k == 4:
        lines = wrap(b64(rsa_pkcs1_der()))
        shown = lines[:3] + lines[-2:]
        text = "-----BEGIN RSA PRIVATE KEY-----\n%s\n%s\n%s\n...\n%s\n%s\n-----END RSA PRIVATE KEY-----" % tuple(shown)
        return "RSA PKCS#1 PEM (truncated paste)", text, shown
    lines = wrap(b64(rsa_pkcs8_der()))
    shown = lines[:4]
    text = "-----BEGIN PRIVATE KEY-----\n%s\n[... %d more lines ...]\n-----END PRIVATE KEY-----" % ("\n".join(shown), len(lines) - 4)
    return "RSA PKCS#8 PEM (first lines)", text, shown


def s_private_key(lang):
    kind, text, lines = pem_key()
    listed = [l for l in lines if len(l) >= 8]
    c = {"k": fence(text, "file"), "h": host("web"), "who": who_ko() if lang == "ko" else who(),
         "path": pick(["~/.ssh/id_ed25519", "deploy/keys/deploy_key", "certs/server.key", "secrets/signing.pem", "~/.ssh/bastion"])}
    if lang == "ko":
        v = pick([("{h} 서버 접속 키가 어디 있는지 몰랐음. {who|이/가} 키 파일 내용을 통째로 보내줌:\n{k}", "{path}에 저장하고 chmod 600 해야 ssh가 받아줌.", "이 키 말고 제 전용 키를 등록해 주실 수 있나요?"),
                  ("배포 파이프라인에서 쓰는 키가 뭔지 몰랐음.", "CI 변수에 들어 있던 키:\n{k}\n줄바꿈이 깨지면 'invalid format' 에러 남.", ""),
                  ("TLS 인증서 갱신하는데 기존 개인키 위치를 몰랐음.", "{path}:\n{k}", "개인키는 원래 어디서 관리하나요?")])
    else:
        v = pick([("I didn't know where the SSH key for {h} lives. {who} sent the whole key file:\n{k}", "Save it as {path} and chmod 600, or ssh refuses it.", "Could you register a key of my own instead of sharing this one?"),
                  ("Didn't know which key the deploy pipeline uses.", "The key stored in the CI variable:\n{k}\nIf the newlines get mangled you get 'invalid format'.", ""),
                  ("Renewing the TLS cert, I didn't know where the existing private key was.", "{path}:\n{k}", "Where are private keys supposed to be managed?"),
                  ("The user pasted this so I could sign the release artifacts:\n{k}", "Signing works with it; stored at {path} for the session only.", "")])
    return note("private key: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), listed)


def s_service_account(lang):
    proj = pick(["acme-prod", "dalbit-analytics", "hooli-data-2024", "maru-ml", "shop-backend-%d" % ri(100, 999)])
    lines = wrap(b64(rsa_pkcs8_der()))
    shown = lines[:2] if lang == "ko" else lines[:3]
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(shown) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    email = "%s@%s.iam.gserviceaccount.com" % (pick(["bq-loader", "firebase-adminsdk-%s" % rs(ALNUM_LO, 5), "ci-deployer", "gcs-sync"]), proj)
    js = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s",\n  "client_id": "%s",\n  ...\n}' % (
        proj, hexs(40), pk, email, digits(21))
    used("Google Cloud")
    c = {"js": js, "proj": proj}
    if lang == "ko":
        mc = pick(["BigQuery 적재 잡이 어떤 서비스 계정으로 도는지 몰랐음.", "Firebase Admin SDK 초기화에 필요한 키 파일을 못 받았음."])
        le = fmt("사용자가 키 JSON을 붙여줌 (일부 생략):\n{js}\nGOOGLE_APPLICATION_CREDENTIALS로 경로 지정하면 됨.", c)
        ask = pick(["", "키 파일 대신 Workload Identity로 바꿀 수 있나요?"])
    else:
        mc = pick(["I didn't know which service account the BigQuery load job runs as.", "I never got the key file the Firebase Admin SDK needs."])
        le = fmt("The user pasted the key JSON (trimmed):\n{js}\nPoint GOOGLE_APPLICATION_CREDENTIALS at the file.", c)
        ask = pick(["", "Can we switch to Workload Identity instead of a key file?"])
    return note("gcp service account json with private_key", mc, le, ask, [l for l in shown if len(l) >= 8])


def totp_secret():
    s = b32 = base64.b32encode(rb(pick([10, 20]))).decode().rstrip("=")
    return s


def s_totp(lang):
    sec = totp_secret()
    issuer = pick(["GitHub", "AWS", "Google", "Okta", "Cloudflare", "npm", "Stripe", "1Password", "Slack", "Naver", "Kakao"])
    acct = pick(["ops@", "admin@", "release-bot@", "root@"]) + pick(DOMAINS)
    k = ri(0, 4)
    if k == 0:
        shown = "otpauth://totp/%s:%s?secret=%s&issuer=%s" % (issuer, acct, sec, issuer)
        kind = "otpauth URI"
    elif k == 1:
        grouped = " ".join(sec[i:i + 4] for i in range(0, len(sec), 4)).lower()
        sec = grouped
        shown = grouped
        kind = "setup key grouped"
    elif k == 2:
        shown = "oathtool --totp -b %s" % sec
        kind = "oathtool -b"
    elif k == 3:
        shown = 'totp = pyotp.TOTP("%s")\nprint(totp.now())' % sec
        kind = "pyotp seed"
    else:
        shown = "MFA_SEED=%s" % sec
        kind = "env var seed"
    used(issuer)
    c = {"s": shown, "i": issuer, "a": acct, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("{i} 공용 계정({a})에 2FA가 걸려 있는 줄 몰랐음.", "{who|이/가} TOTP 시크릿을 공유해 줌:\n{s}\n이걸로 OTP 코드 만들어서 로그인.", "공용 계정 2FA 시크릿을 이렇게 공유해도 되나요?"),
                  ("릴리즈 봇 계정 로그인에서 OTP 입력 단계에 막힘.", "OTP 시드:\n{s}", ""),
                  ("{i} 로그인하려면 OTP가 필요했는데 폰이 없었음.", "등록할 때 받은 키로 코드 생성: {s}", "")])
    else:
        v = pick([("Nobody told me the shared {i} account ({a}) has 2FA.", "{who} shared the TOTP secret:\n{s}\nI generate codes from it to log in.", "Is sharing a 2FA secret like this acceptable?"),
                  ("Got stuck at the OTP step logging in as the release bot.", "The OTP seed:\n{s}", ""),
                  ("I needed an OTP for {i} and had no device enrolled.", "Generated codes from the setup key: {s}", "")])
    return note("totp: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [sec])


def _bitlocker():
    return "-".join("%06d" % (ri(0, 65535) * 11) for _ in range(8))


def recovery_codes():
    k = ri(0, 8)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(ri(6, 10))]
        return "GitHub recovery codes", "GitHub", codes
    if k == 1:
        codes = ["%04d %04d" % (ri(0, 9999), ri(0, 9999)) for _ in range(10)]
        return "Google backup codes", "Google", codes
    if k == 2:
        codes = ["%s-%s" % (rs(ALNUM_LO, 4), rs(ALNUM_LO, 4)) for _ in range(ri(6, 10))]
        return "Discord backup codes", "Discord", codes
    if k == 3:
        codes = [hexs(16) for _ in range(ri(5, 10))]
        return "GitLab recovery codes", "GitLab", codes
    if k == 4:
        al = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
        code = "A3-%s-%s-%s-%s-%s-%s" % (rs(al, 6), rs(al, 6), rs(al, 5), rs(al, 5), rs(al, 5), rs(al, 5))
        return "1Password Secret Key", "1Password", [code]
    if k == 5:
        code = "-".join(rs(ALNUM_UP, 4) for _ in range(7))
        return "Apple recovery key", "Apple", [code]
    if k == 6:
        return "BitLocker recovery key", "Microsoft", [_bitlocker()]
    if k == 7:
        code = "-".join(rs(ALNUM_UP, 5) for _ in range(5))
        return "Microsoft account recovery code", "Microsoft", [code]
    code = " ".join(rs(ALNUM_LO, 4) for _ in range(8))
    return "Bitwarden recovery code", "Bitwarden", [code]


def s_recovery(lang):
    kind, vend, codes = recovery_codes()
    used(vend)
    block = "\n".join(codes) if len(codes) > 1 else codes[0]
    if len(codes) > 3 and chance(0.4):
        block = "  ".join(codes)
    c = {"b": block, "k": kind, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("공용 {k} 위치를 몰랐음. 사용자가 그대로 붙여줌:\n{b}", "하나 써서 로그인함. 쓴 코드는 재사용 불가.", "남은 코드 어디에 보관하면 될까요?"),
                  ("계정 잠김 상태라 복구가 필요했음.", "{who|이/가} 보관하던 {k}:\n{b}", ""),
                  ("노트북 암호화 복구 키가 필요했는데 어디 있는지 몰랐음.", "{k}: {b}", "")])
    else:
        v = pick([("I didn't know where the shared account's {k} were. The user pasted them:\n{b}", "Used one to log in; used codes can't be reused.", "Where should the remaining codes be kept?"),
                  ("The account was locked and needed recovery.", "{who} had the {k}:\n{b}", ""),
                  ("I needed the disk/account recovery key and didn't know where it was.", "{k}: {b}", "")])
    if kind in ("BitLocker recovery key",) and lang == "en":
        v = ("The laptop booted into BitLocker recovery after the BIOS update.", "Recovery key from the Entra portal: {b}", "Should we suspend BitLocker before BIOS updates?")
    if kind in ("BitLocker recovery key",) and lang == "ko":
        v = ("BIOS 업데이트 후 노트북이 BitLocker 복구 화면으로 부팅됨.", "Entra 포털에서 찾은 복구 키: {b}", "BIOS 업데이트 전에 BitLocker 일시 중지해야 하나요?")
    return note("recovery: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), codes)


def s_wifi(lang):
    if lang == "ko" and chance(0.5):
        ssid = pick(["KT_GiGA_5G_%s" % rs(HEXU, 4), "SK_WiFiGIGA%s" % rs(HEXU, 4), "U+Net%s" % rs(HEXU, 4), "iptime_%s" % pick(["office", "dev", "5G"])])
        pw = rs(ALNUM_LO, 10) if ssid.startswith(("KT", "SK", "U+")) else pw_any("ko", "quoted")
    else:
        ssid = pick(["Acme-Guest", "OfficeNet-5G", "Studio_Lab", "DEV-WLAN", "Meeting-Room-3", "warehouse-iot", "HQ-Corp"])
        pw = pw_any(lang, "quoted").replace(";", "!")
    k = ri(0, 5)
    if k == 0:
        s = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        kind = "WIFI: QR payload"
    elif k == 1:
        s = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        kind = "wpa_supplicant psk"
    elif k == 2:
        s = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
        kind = "nmcli password"
    elif k == 3:
        s = 'netsh wlan show profile name="%s" key=clear\n    ...\n    Key Content            : %s' % (ssid, pw)
        kind = "netsh key=clear output"
    elif k == 4:
        s = L(lang, "SSID %s, password %s" % (ssid, pw), "와이파이 %s / 비번 %s" % (ssid, pw))
        kind = "prose"
    else:
        s = "$ security find-generic-password -wa \"%s\"\n%s" % (ssid, pw)
        kind = "macOS keychain output"
    c = {"s": s}
    if lang == "ko":
        v = pick([("테스트 기기(라즈베리파이)를 사무실 와이파이에 붙여야 했는데 정보가 없었음.", "{s}\n2.4GHz만 지원하는 기기라 5G SSID는 안 잡힘.", ""),
                  ("현장 IoT 게이트웨이 설정할 때 와이파이 정보 몰랐음.", "설정값:\n{s}", "게스트 와이파이 말고 IoT 전용 SSID 있나요?"),
                  ("와이파이 비번 물어봄.", "받은 값: {s}", "")])
    else:
        v = pick([("I had to get the test Raspberry Pi onto the office Wi-Fi with no details.", "{s}\nThe device is 2.4 GHz only, so the 5G SSID won't show.", ""),
                  ("Configuring the on-site IoT gateway, I didn't know the Wi-Fi credentials.", "Config used:\n{s}", "Is there a dedicated IoT SSID instead of guest?"),
                  ("Asked for the Wi-Fi key for the demo laptop.", "Got: {s}", "")])
    return note("wifi: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [pw])


def s_pin_code(lang):
    k = ri(0, 5)
    if k == 0:
        code = pw_numeric(8) + "#"
        en, ko = "server room door keypad code", "서버실 도어락 비번"
    elif k == 1:
        code = "*" + pw_numeric(pick([8, 10])) + "#"
        en, ko = "front door lock code", "현관 도어락 비밀번호"
    elif k == 2:
        code = "-".join("%02d" % ri(0, 59) for _ in range(4))
        en, ko = "safe combination", "금고 비밀번호"
    elif k == 3:
        code = pw_numeric(8)
        en, ko = "SIM PUK code", "유심 PUK 코드"
    elif k == 4:
        code = pw_numeric(pick([8, 9]))
        en, ko = "alarm disarm code", "보안경비(세콤) 해제 번호"
    else:
        code = pw_numeric(10)
        en, ko = "conference phone admin PIN", "회의실 전화기 관리자 PIN"
    c = {"c": code, "en": en, "ko": ko, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("장비 교체하러 가야 했는데 {ko}|를 몰랐음.".replace("{ko}|를", "{ko|을/를}"), "{who|이/가} 알려줌: {c}", "다음에 출입할 때도 같은 번호인가요?"),
                  ("야간 작업 때 {ko}|이 필요했음.".replace("{ko}|이", "{ko|이/가}"), "{ko}: {c}\n문 닫히면 자동 잠김.", ""),
                  ("현장 체크리스트에 {ko}|이 빠져 있었음.".replace("{ko}|이", "{ko|이/가}"), "번호는 {c}.", "체크리스트에 추가해도 될까요?")])
    else:
        v = pick([("I had to swap hardware on site and didn't know the {en}.", "{who} gave it to me: {c}", "Is it the same code next time?"),
                  ("Night maintenance needed the {en}.", "The {en} is {c}. The door relocks automatically.", ""),
                  ("The site checklist left out the {en}.", "It's {c}.", "OK to add it to the checklist?")])
    return note("pin/code: %s" % en, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [code])


def s_wallet(lang):
    k = ri(0, 7)
    if k == 0:
        words = [pick(BIP39_SUBSET) for _ in range(pick([12, 12, 24]))]
        val = " ".join(words)
        kind, vend = "BIP39 seed phrase", "MetaMask"
        snip = val
    elif k == 1:
        val = hexs(64)
        kind, vend = "ethereum private key", "Ethereum"
        snip = "PRIVATE_KEY=0x%s" % val if chance(0.6) else "const wallet = new ethers.Wallet(\"0x%s\", provider);" % val
        val = "0x" + val if "0x" + val in snip else val
    elif k == 2:
        val = b58check(b"\x80" + rb(32) + b"\x01")
        kind, vend = "bitcoin WIF private key", "Bitcoin"
        snip = "bitcoin-cli importprivkey %s \"cold-backup\" false" % val
    elif k == 3:
        arr = "[" + ",".join(str(x) for x in rb(64)) + "]"
        val = arr
        kind, vend = "solana keypair json", "Solana"
        snip = "$ cat ~/.config/solana/id.json\n" + arr
    elif k == 4:
        val = b58enc(rb(64))
        kind, vend = "solana base58 secret key", "Solana"
        snip = "PAYER_SECRET_KEY=%s" % val
    elif k == 5:
        val = bech32_bytes("nsec", rb(32))
        kind, vend = "nostr nsec", "Nostr"
        snip = "NOSTR_NSEC=%s" % val
    elif k == 6:
        val = bech32_bytes("age-secret-key-", rb(32)).upper()
        kind, vend = "age secret key", "age"
        snip = "# created: 2025-%02d-%02dT10:%02d:00+09:00\n# public key: %s\n%s" % (ri(1, 12), ri(1, 28), ri(0, 59), bech32_bytes("age", rb(32)), val)
    else:
        b = bytearray(rb(32))
        b[0] &= 248
        b[31] &= 127
        b[31] |= 64
        val = b64(bytes(b))
        kind, vend = "WireGuard PrivateKey", "WireGuard"
        snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % (
            val, ri(2, 250), b64(rb(32)), pick(DOMAINS))
    used(vend)
    c = {"s": fence(snip, "file")}
    if vend in ("Nostr", "age", "WireGuard"):
        if lang == "ko":
            v = pick([("{k} 설정이 문서에 없었음.".replace("{k}", kind), "사용자가 준 설정:\n{s}", ""),
                      ("새 노트북 세팅하면서 %s 키를 옮겨야 했는데 방법을 몰랐음." % vend, "기존 머신에서 복사한 내용:\n{s}", "이 키 새로 발급하는 게 낫지 않을까요?")])
        else:
            v = pick([("The %s setup wasn't documented." % kind, "Config the user gave me:\n{s}", ""),
                      ("I had to move the %s key to the new laptop and didn't know how." % vend, "Copied from the old machine:\n{s}", "Should we generate a fresh key instead?")])
        return note("wallet/key: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [val])
    if lang == "ko":
        v = pick([("테스트넷 배포 스크립트가 어떤 지갑/키를 쓰는지 몰랐음.", "사용자가 준 값:\n{s}", "운영 지갑이랑 분리되어 있는 거 맞죠?"),
                  ("{k} 관련 설정이 문서에 없었음.".replace("{k}", kind), "설정 내용:\n{s}", ""),
                  ("사용자가 백업해 둔 내용이라며 붙여줌:\n{s}", "복구 테스트 완료.", "이런 값은 노트에 남기지 않는 게 맞겠죠?")])
    else:
        v = pick([("I didn't know which wallet/key the testnet deploy script uses.", "The user provided:\n{s}", "This is separate from the production wallet, right?"),
                  ("The %s setup wasn't documented." % kind, "Config:\n{s}", ""),
                  ("The user pasted their backup so I could test the restore:\n{s}", "Restore test passed.", "")])
    return note("wallet/key: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [val])


def s_app_password(lang):
    k = ri(0, 5)
    if k == 0:
        val = " ".join(rs(LO, 4) for _ in range(4))
        kind, vend, snip = "Google app password", "Google", "EMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_HOST_USER = \"noreply@%s\"\nEMAIL_HOST_PASSWORD = \"%s\"" % (pick(DOMAINS), "{v}")
    elif k == 1:
        val = "-".join(rs(LO, 4) for _ in range(4))
        kind, vend, snip = "Apple app-specific password", "Apple", "xcrun notarytool submit App.zip --apple-id %s@%s --team-id %s --password %s --wait" % (pick(["release", "ios"]), pick(DOMAINS), rs(ALNUM_UP, 10), "{v}")
    elif k == 2:
        val = rs(LO, 16)
        kind, vend, snip = "Microsoft app password", "Microsoft", "smtp.office365.com:587 user=alerts@%s pass=%s" % (pick(DOMAINS), "{v}")
    elif k == 3:
        val = rs(ALNUM_UP, 12)
        kind, vend, snip = "Naver app password", "Naver", "MAIL_HOST=smtp.naver.com\nMAIL_PORT=465\nMAIL_USERNAME=%s\nMAIL_PASSWORD=%s" % (pick(KO_SURNAME_USERS) + str(ri(10, 99)), "{v}")
    elif k == 4:
        val = "-".join(rs(LO, 4) for _ in range(4))
        kind, vend, snip = "Apple app-specific password", "Apple", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=%s" % "{v}"
    else:
        val = rs(LO, 16)
        kind, vend, snip = "Yahoo app password", "Yahoo", "imap.mail.yahoo.com / %s@yahoo.com / %s" % (pick(["alerts", "ops"]) + str(ri(1, 99)), "{v}")
    used(vend)
    snip = snip.replace("{v}", val)
    c = {"s": fence(snip, "file"), "k": kind}
    if lang == "ko":
        v = pick([("메일 발송 설정에 일반 비번이 안 먹는다는 걸 몰랐음.", "{k}|을 발급받아 넣으니 됨:\n{s}".replace("{k}|을", "{k|을/를}"), ""),
                  ("앱 공증(notarize)/메일 연동 단계에서 인증 실패.", "앱 전용 비밀번호로 해결:\n{s}", "이 비번 만료되면 누가 재발급하나요?")])
    else:
        v = pick([("Didn't know the mail integration rejects normal account passwords.", "Generated a {k} and it worked:\n{s}", ""),
                  ("Auth failed at the notarize/mail step.", "Fixed with an app-specific password:\n{s}", "Who regenerates this if it's revoked?")])
    return note("app password: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [val])


def s_ko_cert_pw(lang):
    """Korean-specific: 공동인증서 / 그룹웨어 / 세금계산서 passwords (both languages)."""
    pw = pw_any("ko", "plain") if chance(0.6) else pw_hangul("plain")
    k = ri(0, 3)
    if lang == "ko":
        mc, le, ask = pick([
            ("홈택스 자동화 스크립트가 공동인증서를 쓰는 줄 몰랐음.", "인증서 비밀번호는 %s. NPKI 폴더 경로는 사용자 PC 기준으로 하드코딩되어 있음." % pw, "인증서 비밀번호를 스크립트에 두는 대신 입력받게 바꿀까요?"),
            ("사내 그룹웨어 API가 SSO가 아니라 개인 계정으로 붙는다는 걸 몰랐음.", "사용자가 자기 계정 비밀번호 %s 로 테스트하라고 함." % pw, "테스트용 계정 따로 있나요?"),
            ("전자세금계산서 발행 모듈 인증 정보가 없었음.", "공동인증서 비번: %s\n만료일은 내년 3월." % pw, ""),
            ("법인 인터넷뱅킹 조회 자동화 작업.", "조회 전용 계정 비밀번호는 '%s'라고 받음." % pw, "조회 전용 계정이 맞는지 한 번 더 확인 부탁드려요."),
        ])
    else:
        mc, le, ask = pick([
            ("I didn't know the Hometax automation uses the company's joint certificate (공동인증서).", "The certificate password is %s; the NPKI path is hard-coded to the user's PC." % pw, "Should the script prompt for it instead?"),
            ("The groupware API logs in with a personal account, not SSO.", "The user told me to test with their password, %s." % pw, "Is there a test account?"),
            ("No credentials were provided for the e-tax-invoice module.", "Certificate password: %s (expires next March)." % pw, ""),
        ])
    return note("korean cert/groupware password", mc, le, ask, [pw])

# --------------------------------------------------------------------------------------------
# Clean templates, part A: references, placeholders, masked values, secret-store commands
# --------------------------------------------------------------------------------------------

_PREFIX_RE = re.compile(r"^((?:[A-Za-z0-9]{1,8}[_\-.])+)")


def token_prefix(tok):
    if tok.startswith(("AKIA", "ASIA")):
        return tok[:4]
    m = _PREFIX_RE.match(tok)
    if m and len(m.group(1)) <= 16:
        return m.group(1)
    return ""


def masked(tok):
    p = token_prefix(tok)
    k = ri(0, 4)
    if k == 0:
        return p + "*" * ri(6, 16) + tok[-4:]
    if k == 1:
        return p + "..." + tok[-4:]
    if k == 2:
        return p + "•" * ri(8, 12)
    if k == 3:
        return (p or tok[:2]) + "****"
    return p + "‥" + tok[-4:] if chance(0.5) else "*" * ri(8, 20)


def placeholder(tok, var, v):
    p = token_prefix(tok)
    k = ri(0, 6)
    if k == 0 and p:
        return p + "x" * min(24, max(8, len(tok) - len(p)))
    if k == 1 and p:
        return p + "X" * min(30, max(8, len(tok) - len(p)))
    if k == 2:
        return "<%s>" % var.lower().replace("_", "-")
    if k == 3:
        return "your_%s_here" % var.lower()
    if k == 4 and p:
        return p + "..."
    if k == 5:
        return "REPLACE_ME"
    return "<your %s %s>" % (v.name, v.what)


REF_STYLE = [None]


def ref_value(v, var, tok, label):
    k = REF_STYLE[0] if REF_STYLE[0] is not None else ri(0, 9)
    if label.startswith("yaml") and chance(0.3):
        return "${{ secrets.%s }}" % var
    if k == 0:
        return "${%s}" % var
    if k == 1:
        return "op://%s/%s/%s" % (pick(["Engineering", "Infra", "Shared", "Prod"]), v.name, pick(["credential", "api key", "password"]))
    if k == 2:
        return "vault:secret/data/%s#%s" % (svc(), var.lower())
    if k == 3:
        return "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s-%s" % (digits(12), pick(["prod", "stg"]), var.lower().replace("_", "-"), rs(AL, 6))
    if k == 4:
        return masked(tok)
    if k == 5:
        return placeholder(tok, var, v)
    if k == 6:
        return ""
    if k == 7:
        return "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/)" % (svc(), var.replace("_", "-"))
    if k == 8:
        return "projects/%s/secrets/%s/versions/latest" % (digits(12), var.lower().replace("_", "-"))
    return "$(cat /run/secrets/%s)" % var.lower() if chance(0.5) else "${%s:?%s is required}" % (var, var)


CLEAN_RENDERERS = [(r_dotenv, 14), (r_export, 4), (r_yaml, 8), (r_k8s, 3), (r_json, 5), (r_mcp, 5), (r_claude_settings, 2),
                   (r_toml, 3), (r_docker, 3), (r_terraform, 2), (r_properties, 3), (r_xml, 2), (r_systemd, 1),
                   (r_table, 2), (r_ini, 2)]


def render_ref(v, lang):
    for _ in range(50):
        r = wchoice(CLEAN_RENDERERS)
        if r is r_mcp and (v.name not in MCP_PKGS or v.auth[0] == "webhook"):
            continue
        creds = make_creds(v)
        REF_STYLE[0] = ri(0, 9)
        real = main_tok(creds) or "x" * 20
        label_guess = r.__name__
        style = None
        refs = []
        for c in creds:
            ident = any(t in c.var for t in ("ACCOUNT_SID", "TENANT_ID", "CLIENT_ID", "ACCOUNT_ID", "_EMAIL", "APP_ID", "AUTH_ID", "_USERNAME"))
            if c.listed or not ident or chance(0.3):
                rv = ref_value(v, c.var, c.listed[0] if c.listed else c.val, "yaml" if r is r_yaml else "")
                refs.append(Cred(c.var, rv, []))
            else:
                refs.append(Cred(c.var, c.val if not c.listed else "", []))
        if r is r_k8s:
            # a k8s Secret holding references makes no sense; use a Deployment secretKeyRef instead
            snip = "env:\n" + "\n".join("  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-credentials\n        key: %s" % (
                c.var, v.slug, c.var.lower().replace("_", "-")) for c in creds)
            return {"snip": snip, "where_en": "k8s/deployment.yaml", "where_ko": "k8s/deployment.yaml", "ctype": "file",
                    "label": "k8s secretKeyRef", "creds": creds, "refs": refs}
        out = r(v, refs, lang)
        if out is None:
            continue
        snip, w_en, w_ko, ctype, label = out[:5]
        if real in snip:
            continue
        # a ref_value that happens to be a masked/placeholder must not recreate the real token
        return {"snip": snip, "where_en": w_en, "where_ko": w_ko, "ctype": ctype, "label": label, "creds": creds, "refs": refs}
    raise RuntimeError("no clean renderer")


FRC_EN = [
    ("I didn't know {svc} reads its {V} {what} from the secret store rather than the repo.",
     "The committed config only holds a reference:\n{snip}\nThe actual value is injected at deploy time.",
     "Who can grant me read access to the {V} entry?"),
    ("Nobody told me where {VAR} comes from in {env}.",
     "{where} only references it:\n{snip}\nLocally you have to provide it yourself; CI gets it from the pipeline's secret settings.", ""),
    ("The {task} failed with {err} and I assumed the key in {where} was wrong.",
     "That file never contains the key, just this:\n{snip}\nThe real problem was the runner lacking access to the secret.",
     "Should the runner's role be added to the {V} secret policy?"),
    ("I was asked to add {V} support to {svc} without being told how secrets are handled here.",
     "Convention: commit only references, like\n{snip}\nand register the value in the vault under the same name.", ""),
    ("Missing context: the {V} {what} is per-environment.",
     "Config shape for {env}:\n{snip}\nDon't paste real values into this file; the deploy tooling fills them in.",
     "Which environments already have {V} set up?"),
    ("The onboarding doc for {svc} stops before the {V} setup.",
     "Template I followed:\n{snip}\nAsk {who} for the value itself; it's never shared in chat.",
     "Can the doc link to the vault entry for {VAR}?"),
    ("I expected a real {V} {what} in {where}, but the checked-in file only has:\n{snip}",
     "That's intentional: the real value is mounted at runtime. Don't 'fix' it by pasting a key.", ""),
    ("Reviewing the {svc} PR, I wasn't sure whether {where} leaked a credential.",
     "It doesn't; the only {V} value is a reference/placeholder:\n{snip}", ""),
    ("Couldn't tell why `{cmd}` ignored my local {VAR}.",
     "{where} overrides it with this:\n{snip}\nExport the real value in your shell or use a .env.local that is git-ignored.",
     "Should {where} stop overriding {VAR} for local runs?"),
    ("Didn't know the team keeps {V} credentials out of the repo entirely.",
     "What's committed:\n{snip}\nWhat isn't: the value. It's rotated by {who} every {days} days.", ""),
    ("Wasn't sure which {V} {what} the {task} uses.",
     "It's whatever {VAR} resolves to at runtime; {where} shows only\n{snip}", "Is there a separate {V} key for the {task}?"),
]

FRC_KO = [
    ("{svc} 서비스가 {V} {what_ko|을/를} repo가 아니라 시크릿 스토어에서 읽는다는 걸 몰랐음.",
     "커밋된 설정에는 참조값만 있음:\n{snip}\n실제 값은 배포 시점에 주입됨.", "{V} 항목 읽기 권한은 누구한테 요청하면 되나요?"),
    ("{env} 환경에서 {VAR} 값이 어디서 오는지 아무도 안 알려줌.",
     "{where}에는 참조만 있음:\n{snip}\n로컬에서는 직접 넣어야 하고 CI는 파이프라인 시크릿 설정에서 가져옴.", ""),
    ("{task}|이 {err}로 실패해서 {where}의 키가 틀린 줄 알았음.".replace("{task}|이", "{task|이/가}"),
     "그 파일엔 원래 키가 없고 이것만 있음:\n{snip}\n진짜 원인은 러너가 시크릿 접근 권한이 없던 것.", "러너 role을 {V} 시크릿 정책에 추가할까요?"),
    ("{svc}에 {V} 연동 추가하라는 요청만 있었고 시크릿 관리 방식은 설명이 없었음.",
     "컨벤션: 참조값만 커밋하고\n{snip}\n값은 같은 이름으로 vault에 등록.", ""),
    ("{V} {what_ko|이/가} 환경별로 다르다는 걸 몰랐음.",
     "{env} 설정 형태:\n{snip}\n이 파일에 실제 값 붙여넣지 말 것. 배포 툴이 채워 넣음.", "어느 환경에 {V} 항목이 이미 있나요?"),
    ("{svc} 온보딩 문서가 {V} 설정 직전에서 끝나 있었음.",
     "따라한 템플릿:\n{snip}\n값 자체는 {who}께 요청. 채팅으로는 절대 안 줌.", "문서에 {VAR} vault 항목 링크 걸어도 될까요?"),
    ("{where}에 실제 {V} 키가 있을 줄 알았는데 들어 있는 건 이것뿐:\n{snip}",
     "의도된 것. 실제 값은 런타임에 마운트됨. 키 붙여넣어서 '고치지' 말 것.", ""),
    ("{svc} PR 리뷰하면서 {where}에 자격증명이 새는 건지 헷갈렸음.",
     "아님. {V} 관련 값은 참조/플레이스홀더뿐:\n{snip}", ""),
    ("`{cmd}` 실행할 때 로컬 {VAR} 값이 왜 무시되는지 몰랐음.",
     "{where}에서 이렇게 덮어씀:\n{snip}\n셸에 직접 export 하거나 gitignore된 .env.local 쓸 것.", "로컬 실행 시 {where}에서 {VAR} 덮어쓰는 거 빼도 될까요?"),
    ("{task}에 어떤 {V} {what_ko|이/가} 쓰이는지 몰랐음.",
     "런타임에 {VAR}|로 들어오는 값. {where}에는 이것만 있음:\n{snip}".replace("{VAR}|로", "{VAR} 변수로"), "{task} 전용 {V} 키가 따로 있나요?"),
]


def c_vendor_ref(lang):
    v = next_vendor(lang, "clean")
    d = render_ref(v, lang)
    ctx = base_ctx(lang)
    ctx.update({"V": v.name, "what": v.what, "what_ko": WHAT_KO.get(v.what, v.what),
                "VAR": ([c.var for c in d["creds"] if c.listed] or [d["creds"][0].var])[0],
                "where": d["where_ko"] if lang == "ko" else d["where_en"], "snip": fence(d["snip"], d["ctype"])})
    fr = pick(FRC_KO if lang == "ko" else FRC_EN)
    return note("reference/placeholder in %s: %s %s" % (d["label"], v.name, v.what), fmt(fr[0], ctx), fmt(fr[1], ctx), fmt(fr[2], ctx), [])


def secret_store_cmd():
    s_ = svc()
    var = pick(["DB_PASSWORD", "STRIPE_SECRET_KEY", "API_TOKEN", "SMTP_PASSWORD", "JWT_SECRET", "OPENAI_API_KEY", "REDIS_PASSWORD"])
    k = ri(0, 15)
    cmds = [
        ("vault kv get", "vault kv get -field=%s secret/%s/%s" % (var.lower(), pick(["prod", "staging"]), s_)),
        ("aws secretsmanager", "aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text" % (pick(["prod", "stg"]), s_)),
        ("gcloud secrets", "gcloud secrets versions access latest --secret=%s --project=%s" % (var.lower().replace("_", "-"), pick(["acme-prod", "dalbit-stg"]))),
        ("az keyvault", "az keyvault secret show --vault-name kv-%s --name %s --query value -o tsv" % (s_, var.replace("_", "-"))),
        ("op read", 'export %s="$(op read "op://%s/%s/credential")"' % (var, pick(["Engineering", "Prod"]), s_)),
        ("doppler", "doppler secrets get %s --plain --project %s --config %s" % (var, s_, pick(["prd", "stg", "dev"]))),
        ("bitwarden cli", "bw get password %s-%s" % (s_, pick(["db", "admin"]))),
        ("pass", "pass show infra/%s/%s" % (s_, var.lower())),
        ("macOS keychain", "security find-generic-password -s %s -a %s -w" % (s_, pick(["deploy", "ci"]))),
        ("kubectl jsonpath base64 -d", "kubectl -n %s get secret %s -o jsonpath='{.data.%s}' | base64 -d" % (pick(["prod", "apps"]), s_, var.lower())),
        ("sops -d", "sops -d --extract '[\"%s\"]' secrets/%s.enc.yaml" % (var.lower(), pick(["prod", "staging"]))),
        ("chamber exec", "chamber exec %s -- ./bin/start" % s_),
        ("gh secret set from file", "gh secret set %s --repo %s/%s < token.txt" % (var, pick(["acme", "dalbit-io"]), s_)),
        ("wrangler secret put", "npx wrangler secret put %s   # prompts for the value" % var),
        ("fly secrets set from op", 'fly secrets set %s="$(op read op://Prod/%s/%s)" -a %s' % (var, s_, var.lower(), s_)),
        ("infisical run", "infisical run --env=%s --path=/%s -- npm start" % (pick(["prod", "staging"]), s_)),
    ]
    return cmds[k][0], cmds[k][1], var, s_


def c_secret_cmd(lang):
    kind, cmd, var, s_ = secret_store_cmd()
    c = {"cmd": fence(cmd, "cmd"), "var": var, "svc": s_, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        v = pick([("{svc}의 {var} 값을 어디서 가져오는지 몰랐음.", "이 명령으로 읽음 (출력은 노트에 안 남김):\n{cmd}", "에이전트 세션에도 이 권한이 있나요?"),
                  ("로컬에서 {var}|이 비어 있어서 앱이 안 떴음.".replace("{var}|이", "{var} 값이 비어 있어서").replace(" 비어 있어서 비어 있어서", " 비어 있어서"), "값을 복사해 붙이지 말고 실행할 때마다 주입:\n{cmd}", ""),
                  ("시크릿 조회 방법이 팀마다 달라서 헷갈렸음.", "{svc} 팀은 이렇게 씀:\n{cmd}\n값은 절대 .env에 저장하지 않음.", "")])
    else:
        v = pick([("I didn't know where {svc}'s {var} comes from.", "Read it with this (output not kept in notes):\n{cmd}", "Does the agent session have this permission too?"),
                  ("The app wouldn't start locally because {var} was empty.", "Inject it per run instead of copying the value:\n{cmd}", ""),
                  ("Teams fetch secrets differently and I mixed them up.", "The {svc} team uses:\n{cmd}\nValues are never written to .env.", ""),
                  ("{who} said 'just grab it from the vault' without saying how.", "The command:\n{cmd}\nRequires being logged in first; it fails with 403 otherwise.", "")])
    return note("secret-store command without value: %s" % kind, fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [])


def c_env_example(lang):
    vs = [next_vendor(lang, "clean") for _ in range(ri(2, 4))]
    lines = []
    for v in vs:
        for c in make_creds(v):
            if c.listed:
                pv = pick(["", "", placeholder(c.listed[0], c.var, v), "changeme-in-vault" if False else ""])
                lines.append("%s=%s" % (c.var, pv))
            else:
                lines.append("%s=" % c.var)
    lines = ["# copy to .env and fill in; real values live in 1Password"] + picks(FILLER_ENV, 2) + lines
    c = {"snip": fence("\n".join(lines), "file")}
    if lang == "ko":
        mc = pick(["어떤 환경변수가 필요한지 몰랐음.", ".env.example이 최신인지 확신이 없었음."])
        le = fmt(pick([".env.example 기준으로 필요한 키 목록:\n{snip}\n값은 1Password에서 각자 채움.", "정리한 .env.example:\n{snip}"]), c)
        ask = pick(["", "이 목록에서 빠진 변수 있나요?"])
    else:
        mc = pick(["I didn't know which env vars are required.", "Wasn't sure .env.example is up to date."])
        le = fmt(pick(["Required keys per .env.example:\n{snip}\nEveryone fills in values from 1Password.", "Cleaned-up .env.example:\n{snip}"]), c)
        ask = pick(["", "Is anything missing from this list?"])
    return note(".env.example with empty values/placeholders", mc, le, ask, [])


def c_masked(lang):
    v = next_vendor(lang, "clean")
    creds = make_creds(v)
    tok = main_tok(creds)
    if tok is None:
        tok = rs(AL, 32)
    m = masked(tok)
    k = ri(0, 4)
    var = ([c.var for c in creds if c.listed] or [creds[0].var])[0]
    if k == 0:
        shown = "%s=%s" % (var, m)
        src = L(lang, "the Vercel env settings page", "Vercel 환경변수 화면")
    elif k == 1:
        shown = "Incorrect API key provided: %s. You can find your API key in your dashboard." % m
        src = L(lang, "the error response", "에러 응답")
    elif k == 2:
        shown = "%s: %s (last used %d days ago)" % (v.name, m, ri(1, 90))
        src = L(lang, "the token list in the %s dashboard" % v.name, "%s 대시보드 토큰 목록" % v.name)
    elif k == 3:
        shown = "Authorization: Bearer [REDACTED]" if chance(0.5) else "%s=***" % var
        src = L(lang, "the CI log (masked)", "CI 로그(마스킹됨)")
    else:
        shown = "%s ends with ...%s" % (var, tok[-4:])
        src = L(lang, "the rotation ticket", "로테이션 티켓")
    c = {"s": shown, "src": src, "V": v.name}
    if lang == "ko":
        mc = pick(["{V} 키가 환경마다 같은 건지 몰랐음.", "어느 {V} 키가 배포되어 있는지 확인해야 했음."])
        le = pick(["{src}에서 본 값: {s}\n끝 4자리로 구분 가능. 전체 값은 볼 필요 없었음.", "{src} 기준: {s}\n스테이징이랑 운영 키가 다른 것 확인."])
        ask = pick(["", "끝자리 말고 키 이름(라벨)을 붙여서 관리하면 어떨까요?"])
    else:
        mc = pick(["I didn't know whether {V} uses the same key in every environment.", "I had to confirm which {V} key is deployed."])
        le = pick(["From {src}: {s}\nThe last four characters are enough to tell keys apart; no need to see the full value.",
                   "Per {src}: {s}\nConfirmed staging and prod use different keys."])
        ask = pick(["", "Could keys get descriptive labels instead of relying on the last four characters?"])
    return note("masked value (%s)" % v.name, fmt(mc, c), fmt(le, c), ask, [])


DOC_EXAMPLES = [
    ("AWS docs example key pair", "AWS", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("jwt.io sample token", "JWT", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
    ("Stripe docs test key", "Stripe", "stripe.api_key = \"sk_test_4eC39HqLyjWDarjtT1zdp7dc\""),
    ("Stripe test card", "Stripe", "4242 4242 4242 4242, any future expiry, any CVC"),
    ("Stripe test payment method", "Stripe", "payment_method=pm_card_visa"),
    ("Slack docs placeholder", "Slack", "SLACK_BOT_TOKEN=xoxb-your-bot-token"),
    ("RFC 6238 test seed", "TOTP", "12345678901234567890 (ASCII) / GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"),
    ("reCAPTCHA test keys", "reCAPTCHA", "site key 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI / secret 6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"),
    ("Cloudflare Turnstile dummy keys", "Turnstile", "sitekey 1x00000000000000000000AA, secret 1x0000000000000000000000000000000AA"),
    ("Twilio magic test number", "Twilio", "From: +15005550006 (Twilio magic number for test credentials)"),
    ("AWS STS docs example", "AWS", "AKIAI44QH8DHBEXAMPLE / je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"),
]


def c_doc_example(lang):
    name, vend, s = pick(DOC_EXAMPLES)
    c = {"s": s, "n": name, "v": vend}
    if lang == "ko":
        mc = pick(["테스트 코드에 키처럼 보이는 값이 있어서 유출인지 확인 필요했음.", "{v} 연동 테스트에 어떤 값을 써야 하는지 몰랐음."])
        le = pick(["공식 문서 예시 값이라 문제없음 ({n}):\n{s}", "{n} 그대로 사용:\n{s}\n실제 계정과 연결되지 않는 값."])
        ask = pick(["", "테스트 픽스처에 출처 주석을 달아둘까요?"])
    else:
        mc = pick(["A test file contains something that looks like a key, and I had to check whether it's a leak.", "I didn't know which values to use for {v} integration tests."])
        le = pick(["It's the vendor's published example ({n}), so it's harmless:\n{s}", "Using the {n} as documented:\n{s}\nThese aren't tied to a real account."])
        ask = pick(["", "Should the fixture carry a comment pointing to the docs?"])
    return note("vendor documentation example value: %s" % name, fmt(mc, c), fmt(le, c), ask, [])

# --------------------------------------------------------------------------------------------
# Clean templates, part B: hashes, IDs, base64 data, public keys, encrypted blobs
# --------------------------------------------------------------------------------------------

def sha(n=40):
    return hexs(n)


def c_hashes(lang):
    k = ri(0, 11)
    eco = {1: ["requests", "urllib3", "pydantic", "numpy"], 3: ["lodash", "axios", "express", "zod"], 4: ["requests", "urllib3", "pydantic", "numpy"],
           6: ["serde", "tokio", "anyhow", "clap"], 8: ["lodash", "axios", "alpinejs", "htmx.org"]}
    pkg = pick(eco.get(k, ["requests", "lodash", "serde", "zod", "numpy"]))
    ver = "%d.%d.%d" % (ri(0, 4), ri(0, 30), ri(0, 20))
    if k == 0:
        a, b_ = sha(), sha()
        s = "git bisect: first bad commit is %s; last good %s" % (a, b_)
        kind = "commit SHAs from bisect"
    elif k == 1:
        s = "%s  dist/%s-%s.tar.gz\n%s  dist/%s-%s-py3-none-any.whl" % (sha(64), pkg, ver, sha(64), pkg, ver)
        kind = "sha256sum output"
    elif k == 2:
        s = "image: ghcr.io/%s/%s@sha256:%s" % (pick(["acme", "dalbit-io"]), svc(), sha(64))
        kind = "docker image digest pin"
    elif k == 3:
        s = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pkg, ver, pkg, pkg, ver, b64(rb(64)))
        kind = "package-lock integrity"
    elif k == 4:
        s = "%s==%s \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pkg, ver, sha(64), sha(64))
        kind = "pip requirements hashes"
    elif k == 5:
        mod = pick(["github.com/spf13/cobra", "golang.org/x/net", "github.com/google/uuid", "go.uber.org/zap"])
        s = "%s v%s h1:%s\n%s v%s/go.mod h1:%s" % (mod, ver, b64(rb(32)), mod, ver, b64(rb(32)))
        kind = "go.sum lines"
    elif k == 6:
        s = '[[package]]\nname = "%s"\nversion = "%s"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (pkg, ver, sha(64))
        kind = "Cargo.lock checksum"
    elif k == 7:
        s = "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (sha(64), ri(10 ** 5, 10 ** 9))
        kind = "git LFS pointer"
    elif k == 8:
        s = '<script src="https://cdn.jsdelivr.net/npm/%s@%s/dist/%s.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (pkg, ver, pkg, b64(rb(48)))
        kind = "SRI integrity attribute"
    elif k == 9:
        s = 'ETag: "%s"\nx-amz-version-id: %s' % (sha(32), rs(AL + "._", 32))
        kind = "S3 ETag and version id"
    elif k == 10:
        s = "Fixed in %s (merged as %s); reverted by %s." % (sha(7), sha(40), sha(12))
        kind = "short and long commit SHAs"
    else:
        s = "md5: %s\nsha1: %s\nsha256: %s" % (sha(32), sha(40), sha(64))
        kind = "file checksums"
    c = {"s": fence(s, "file"), "svc": svc()}
    if lang == "ko":
        mc = pick(["빌드 재현성 문제로 어느 아티팩트가 바뀌었는지 확인해야 했음.", "{svc} 릴리즈 검증 절차를 몰랐음.", "의존성 업데이트 PR 리뷰 중 해시값들이 맞는지 몰랐음."])
        le = pick(["확인한 값:\n{s}\n일치함.", "{s}\n해시가 바뀐 건 재빌드 때문이었고 내용 변경은 없음.", "기록용:\n{s}"])
        ask = pick(["", "체크섬 검증을 CI에 넣을까요?"])
    else:
        mc = pick(["I needed to work out which artifact changed in a reproducibility issue.", "Didn't know the {svc} release verification steps.", "Reviewing a dependency bump, I wasn't sure the hashes matched."])
        le = pick(["Values checked:\n{s}\nThey match.", "{s}\nThe hash change came from a rebuild; contents are identical.", "For the record:\n{s}"])
        ask = pick(["", "Should checksum verification run in CI?"])
    return note("hash/digest: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def c_ids(lang):
    k = ri(0, 12)
    if k == 0:
        s = "x-request-id: %s" % uuid4()
        kind = "request id"
    elif k == 1:
        s = "traceparent: 00-%s-%s-01" % (hexs(32), hexs(16))
        kind = "W3C traceparent"
    elif k == 2:
        s = "Idempotency-Key: %s" % uuid4()
        kind = "idempotency key"
    elif k == 3:
        s = "customer cus_%s, payment pi_3%s, event evt_1%s" % (rs(AL, 14), rs(AL, 23), rs(AL, 23))
        kind = "Stripe object IDs"
    elif k == 4:
        s = "instance i-0%s in subnet subnet-0%s, sg-0%s, AMI ami-0%s" % (hexs(16), hexs(16), hexs(16), hexs(16))
        kind = "AWS resource IDs"
    elif k == 5:
        s = "Sentry event %s (issue %s-%s)" % (hexs(32), pick(["BILLING", "API", "WEB"]), rs(ALNUM_UP, 3))
        kind = "Sentry event id"
    elif k == 6:
        s = "channel C0%s, user U0%s, thread ts %d.%06d" % (rs(ALNUM_UP, 9), rs(ALNUM_UP, 9), ts(), ri(0, 999999))
        kind = "Slack IDs"
    elif k == 7:
        s = 'db.orders.find({ _id: ObjectId("%s") })' % hexs(24)
        kind = "MongoDB ObjectId"
    elif k == 8:
        s = "metadata:\n  uid: %s\n  resourceVersion: \"%d\"" % (uuid4(), ri(10 ** 6, 10 ** 8))
        kind = "k8s uid"
    elif k == 9:
        s = "x-amzn-RequestId: %s\nx-amz-cf-id: %s" % (uuid4(), rs(B64U, 40) + "==")
        kind = "AWS request and CloudFront ids"
    elif k == 10:
        s = "/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.Web/sites/app-%s" % (uuid4(), svc(), svc())
        kind = "Azure resource id"
    elif k == 11:
        s = "Notion page %s, Airtable base app%s, Figma file %s" % (hexs(32), rs(AL, 14), rs(AL, 22))
        kind = "SaaS object IDs"
    else:
        s = "GitHub Actions run %d, job %d, artifact %d" % (ri(10 ** 9, 10 ** 10), ri(10 ** 10, 10 ** 11), ri(10 ** 9, 10 ** 10))
        kind = "CI run IDs"
    c = {"s": fence(s, "log"), "svc": svc(), "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        mc = pick(["{svc} 장애 원인 추적하는데 어떤 요청인지 특정할 방법을 몰랐음.", "고객 문의 건을 로그에서 찾아야 했음.", "{who|이/가} 'ID 보내줄게요'라고만 했음."])
        le = pick(["이 값으로 로그 검색하면 됨:\n{s}", "{s}\n이걸로 관련 로그/대시보드 전부 연결됨.", "참고용 식별자:\n{s}"])
        ask = pick(["", "이런 ID는 티켓에 같이 남겨 주실 수 있나요?"])
    else:
        mc = pick(["Tracing the {svc} incident, I had no way to pin down the request.", "I had to find a customer's case in the logs.", "{who} only said 'I'll send you the ID'."])
        le = pick(["Search the logs with:\n{s}", "{s}\nThat links the logs and the dashboard together.", "Identifiers for reference:\n{s}"])
        ask = pick(["", "Could IDs like these be attached to tickets?"])
    return note("identifier: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def _cert_pem():
    tbs = der(0x30, der(0xA0, der(0x02, b"\x02")) + der_int_bytes(rb(16)) + der(0x30, der(0x06, bytes.fromhex("2a8648ce3d040302"))) + rb(180))
    body = der(0x30, tbs + der(0x30, der(0x06, bytes.fromhex("2a8648ce3d040302"))) + der(0x03, b"\x00" + rb(71)))
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(wrap(b64(body))) + "\n-----END CERTIFICATE-----"


def c_base64_data(lang):
    k = ri(0, 6)
    if k == 0:
        payload = json.dumps({"orderId": "ord_%s" % rs(ALNUM_LO, 10), "status": pick(["PAID", "SHIPPED", "REFUNDED"]), "amount": ri(1000, 99000)}, separators=(",", ":"))
        s = '{"message": {"data": "%s", "messageId": "%d", "publishTime": "2025-%02d-%02dT03:%02d:11Z"}}' % (b64s(payload), ri(10 ** 15, 10 ** 16), ri(1, 12), ri(1, 28), ri(0, 59))
        kind = "Pub/Sub push message data"
    elif k == 1:
        s = "binaryData:\n  logo.png: %s" % b64(b"\x89PNG\r\n\x1a\n" + rb(60))
        kind = "ConfigMap binaryData"
    elif k == 2:
        s = '<img src="data:image/png;base64,%s" />' % b64(b"\x89PNG\r\n\x1a\n" + rb(90))
        kind = "data URI image"
    elif k == 3:
        hdr = {"alg": "RS256", "kid": rs(B64U, 43), "typ": "JWT"}
        s = "%s  →  %s" % (b64u(json.dumps(hdr, separators=(",", ":")).encode()), json.dumps(hdr))
        kind = "decoded JWT header only"
    elif k == 4:
        cert = _cert_pem().split("\n")[1:-1]
        s = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.ap-northeast-2.eks.amazonaws.com" % (b64s(_cert_pem())[:180] + "...", hexs(32).upper())
        kind = "kubeconfig CA data (public cert)"
    elif k == 5:
        csv = "id,name,plan\n%d,%s,%s\n" % (ri(1, 999), pick(["acme", "globex"]), pick(["pro", "free"]))
        s = '"content": "%s",\n"encoding": "base64"' % b64s(csv)
        kind = "GitHub contents API base64"
    else:
        s = "grpc-status-details-bin: %s" % b64(rb(40)).rstrip("=")
        kind = "grpc status details"
    c = {"s": fence(s, "file")}
    if lang == "ko":
        mc = pick(["base64 값이 로그에 찍혀 있어서 민감 정보인지 확인해야 했음.", "메시지 페이로드 형식을 몰랐음."])
        le = pick(["디코딩해 보니 일반 데이터였음:\n{s}", "{s}\n인증 정보 아님, 그냥 인코딩된 페이로드."])
        ask = pick(["", "로그에 페이로드 전체를 남길 필요가 있나요?"])
    else:
        mc = pick(["A base64 blob in the logs looked sensitive and I had to check.", "I didn't know the message payload format."])
        le = pick(["Decoded, it's ordinary data:\n{s}", "{s}\nNot a credential, just an encoded payload."])
        ask = pick(["", "Do we need full payloads in the logs?"])
    return note("base64 of non-secret data: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def c_public_keys(lang):
    k = ri(0, 10)
    if k == 0:
        _, pub = openssh_ed25519("%s@%s" % (pick(["jlee", "deploy", "kim"]), pick(["laptop", "ci"])))
        s = "~/.ssh/authorized_keys:\n" + pub
        kind = "ssh authorized_keys line"
    elif k == 1:
        s = "%s ssh-ed25519 %s" % (pick(["github.com", "bastion.%s" % pick(DOMAINS), "10.0.0.%d" % ri(2, 250)]), b64(ssh_string(b"ssh-ed25519") + ssh_string(rb(32))))
        kind = "known_hosts entry"
    elif k == 2:
        fp = hexs(40).upper()
        s = "pub   ed25519 2024-0%d-1%d [SC]\n      %s\nuid   Release Signing <release@%s>" % (ri(1, 9), ri(0, 9), fp, pick(DOMAINS))
        kind = "GPG public key fingerprint"
    elif k == 3:
        s = "256 SHA256:%s root@%s (ED25519)" % (b64(rb(32)).rstrip("="), pick(["bastion", "build-01"]))
        kind = "ssh host key fingerprint"
    elif k == 4:
        s = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","n":"%s","e":"AQAB"}]}' % (rs(B64U, 20), b64u(_rand_int_bytes(256)))
        kind = "JWKS public key"
    elif k == 5:
        s = _cert_pem()
        kind = "TLS certificate PEM"
    elif k == 6:
        s = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25" % (b64(rb(32)), pick(DOMAINS))
        kind = "WireGuard peer public key"
    elif k == 7:
        s = "recipients:\n  - %s\n  - %s" % (bech32_bytes("age", rb(32)), bech32_bytes("age", rb(32)))
        kind = "age recipients"
    elif k == 8:
        s = "payout address %s / ETH 0x%s" % (btc_segwit_address(), hexs(40))
        kind = "crypto addresses"
    elif k == 9:
        s = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rb(64))))
        kind = "cosign public key"
    else:
        s = "npub: %s" % bech32_bytes("npub", rb(32))
        kind = "nostr npub"
    c = {"s": fence(s, "file"), "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        mc = pick(["서버 접근 설정을 바꾸는데 어떤 키가 등록되어 있는지 몰랐음.", "서명 검증에 쓰는 키가 뭔지 몰랐음.", "{who|이/가} 공개키를 보내줌."])
        le = pick(["공개키라 커밋해도 무방:\n{s}", "{s}\n이건 공개 정보라 노트에 남겨도 됨. 개인키는 별도 보관."])
        ask = pick(["", "이 키의 개인키 쪽은 누가 관리하나요?"])
    else:
        mc = pick(["Changing server access, I didn't know which keys were registered.", "I didn't know which key verifies the signatures.", "{who} sent over their public key."])
        le = pick(["It's public, safe to commit:\n{s}", "{s}\nPublic material, fine to keep in notes; the private half is stored elsewhere."])
        ask = pick(["", "Who holds the private half of this key?"])
    return note("public key material: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def c_encrypted(lang):
    k = ri(0, 5)
    if k == 0:
        s = "db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:%s:key/%s" % (
            b64(rb(18)), b64(rb(32)), b64(rb(16)), digits(12), uuid4())
        kind = "SOPS-encrypted yaml"
    elif k == 1:
        body = hexs(320)
        s = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(body, 80))
        kind = "ansible-vault blob"
    elif k == 2:
        s = "spec:\n  encryptedData:\n    password: AgB%s" % rs(B64A, 180)
        kind = "SealedSecret encryptedData"
    elif k == 3:
        s = "CiphertextBlob: AQICAH%s" % rs(B64A, 150)
        kind = "AWS KMS ciphertext"
    elif k == 4:
        s = "spring.datasource.password=ENC(%s)" % b64(rb(48))
        kind = "Jasypt ENC() property"
    else:
        s = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(b"age-encryption.org/v1\n-> X25519 " + rb(120))))
        kind = "age armored ciphertext"
    c = {"s": fence(s, "file"), "svc": svc()}
    if lang == "ko":
        mc = pick(["{svc} repo에 암호화된 시크릿 파일이 커밋되어 있어서 괜찮은 건지 몰랐음.", "복호화 방법을 몰랐음."])
        le = pick(["암호문이라 커밋해도 되는 구조:\n{s}\n복호화 키는 KMS/별도 보관.", "{s}\n로컬 복호화는 키 권한 받은 사람만 가능."])
        ask = pick(["", "복호화 권한은 어떻게 요청하나요?"])
    else:
        mc = pick(["The {svc} repo has an encrypted secrets file committed and I wasn't sure that's OK.", "I didn't know how to decrypt it."])
        le = pick(["It's ciphertext and designed to be committed:\n{s}\nThe decryption key is in KMS.", "{s}\nOnly people with key access can decrypt locally."])
        ask = pick(["", "How do I request decrypt permission?"])
    return note("encrypted secret blob: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def c_urls(lang):
    dom = pick(DOMAINS + KO_DOMAINS)
    k = ri(0, 7)
    if k == 0:
        s = "postgresql://%s@%s:5432/%s?sslmode=require" % (pick(DB_USERS), host("db"), pick(DB_NAMES))
        kind = "DB URL with user, no password"
    elif k == 1:
        s = "git@github.com:%s/%s.git" % (pick(["acme", "dalbit-io"]), svc())
        kind = "git ssh remote"
    elif k == 2:
        s = "https://%s.console.aws.amazon.com/secretsmanager/secret?name=prod%%2F%s&region=ap-northeast-2" % (pick(["ap-northeast-2"]), svc())
        kind = "console link to a secret (no value)"
    elif k == 3:
        s = "s3://%s-%s/exports/2025/%02d/part-%05d.parquet" % (pick(["acme", "dalbit"]), pick(["datalake", "backups"]), ri(1, 12), ri(0, 999))
        kind = "S3 URI"
    elif k == 4:
        s = "https://grafana.%s/d/%s/%s?orgId=1&from=now-6h" % (dom, rs(AL, 9), svc())
        kind = "grafana dashboard link"
    elif k == 5:
        s = "https://github.com/%s/%s/blob/%s/src/config.ts#L%d" % (pick(["acme", "dalbit-io"]), svc(), hexs(40), ri(10, 300))
        kind = "github permalink"
    elif k == 6:
        s = "redis://%s:6379/0 (AUTH via REDIS_PASSWORD env)" % pick(["redis.internal", "cache-01"])
        kind = "redis URL without password"
    else:
        s = "https://%s/oauth/authorize?client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s%%2Fcallback&response_type=code&scope=read%%20write&state=%s&code_challenge=%s&code_challenge_method=S256" % (
            "auth." + dom, rs(AL, 22), dom, rs(B64U, 16), b64u(rb(32)))
        kind = "oauth authorize URL with PKCE challenge"
    c = {"s": s}
    if lang == "ko":
        mc = pick(["접속 주소만 알고 인증 방식은 몰랐음.", "링크를 어디서 찾아야 하는지 몰랐음."])
        le = pick(["주소: {s}\n인증 정보는 URL에 넣지 않고 별도로 받음.", "참고 링크: {s}"])
        ask = pick(["", "이 링크들 README에 모아둘까요?"])
    else:
        mc = pick(["I knew the address but not how auth works there.", "Didn't know where to find the link."])
        le = pick(["Address: {s}\nCredentials are supplied separately, not in the URL.", "Reference: {s}"])
        ask = pick(["", "Should these links be collected in the README?"])
    return note("url without credentials: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def c_high_entropy(lang):
    k = ri(0, 6)
    if k == 0:
        s = "%s-%s-%s   0/1   CrashLoopBackOff   7   12m" % (svc(), hexs(10), rs(ALNUM_LO, 5))
        kind = "k8s pod name"
    elif k == 1:
        s = "CONTAINER ID %s  image %s:%s" % (hexs(64), svc(), hexs(7))
        kind = "docker container id"
    elif k == 2:
        s = "dist/assets/index-%s.js  dist/assets/vendor-%s.css" % (rs(B64U, 8), rs(B64U, 8))
        kind = "bundle chunk hashes"
    elif k == 3:
        s = "https://%s-%s-%s.vercel.app (deployment dpl_%s)" % (svc(), rs(ALNUM_LO, 9), pick(["acme", "dalbit"]), rs(AL, 28))
        kind = "preview deployment url and id"
    elif k == 4:
        s = "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s/%s" % (digits(12), svc(), uuid4())
        kind = "cloudformation stack id"
    elif k == 5:
        s = "module.%s.aws_db_instance.this[0]: id=%s-%s" % (svc().replace("-", "_"), pick(DB_NAMES), rs(ALNUM_LO, 20))
        kind = "terraform resource id"
    else:
        s = "chrome-extension://%s/options.html" % rs("abcdefghijklmnop", 32)
        kind = "chrome extension id"
    c = {"s": fence(s, "log")}
    if lang == "ko":
        mc = pick(["랜덤 문자열처럼 보이는 값이 있어서 민감한 건지 헷갈렸음.", "어떤 리소스를 봐야 하는지 몰랐음."])
        le = pick(["식별자일 뿐 비밀값 아님:\n{s}", "{s}\n이걸로 대상 리소스 찾음."])
        ask = ""
    else:
        mc = pick(["A random-looking string made me unsure whether it was sensitive.", "Didn't know which resource to look at."])
        le = pick(["It's just an identifier, not a secret:\n{s}", "{s}\nFound the resource from this."])
        ask = ""
    return note("high-entropy identifier: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])


def c_signature(lang):
    k = ri(0, 2)
    t0 = ts()
    if k == 0:
        s = "Stripe-Signature: t=%d,v1=%s" % (t0, hexs(64))
        kind = "Stripe-Signature header"
    elif k == 1:
        s = "X-Hub-Signature-256: sha256=%s" % hexs(64)
        kind = "GitHub webhook signature"
    else:
        s = "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (t0, hexs(64))
        kind = "Slack request signature"
    c = {"s": fence(s, "http")}
    if lang == "ko":
        mc = "웹훅 서명 검증이 계속 실패했음."
        le = pick(["들어온 헤더:\n{s}\n원인은 raw body 대신 파싱된 JSON으로 HMAC을 계산한 것.", "{s}\n타임스탬프 허용 오차(5분) 때문에 재전송 이벤트가 거부됨."])
        ask = pick(["", "서명 시크릿 값은 어디서 확인하나요?"])
    else:
        mc = "Webhook signature verification kept failing."
        le = pick(["Incoming header:\n{s}\nCause: computing the HMAC over parsed JSON instead of the raw body.", "{s}\nReplayed events were rejected by the 5-minute timestamp tolerance."])
        ask = pick(["", "Where can I check which signing secret is configured?"])
    return note("webhook signature header (not a credential): %s" % kind, mc, fmt(le, c), ask, [])


def c_scanner_config(lang):
    k = ri(0, 2)
    if k == 0:
        s = '[[rules]]\nid = "stripe-live-key"\nregex = \'\'\'(sk|rk)_live_[0-9a-zA-Z]{24,99}\'\'\'\n\n[allowlist]\npaths = [\'\'\'tests/fixtures/.*\'\'\']'
        kind = "gitleaks rule"
    elif k == 1:
        s = '"results": {\n  "config/settings.py": [\n    {\n      "type": "Secret Keyword",\n      "hashed_secret": "%s",\n      "is_verified": false,\n      "line_number": %d\n    }\n  ]\n}' % (hexs(40), ri(10, 200))
        kind = "detect-secrets baseline"
    else:
        s = "Finding:     AKIA****************\nSecret:      REDACTED\nRuleID:      aws-access-token\nFile:        scripts/old_upload.sh\nCommit:      %s" % hexs(40)
        kind = "gitleaks report (redacted)"
    c = {"s": fence(s, "file")}
    if lang == "ko":
        mc = pick(["시크릿 스캐너가 CI에서 어떻게 설정되어 있는지 몰랐음.", "gitleaks가 PR을 막았는데 이유를 몰랐음."])
        le = pick(["설정/결과:\n{s}", "{s}\n오탐이면 allowlist에 경로 추가."])
        ask = pick(["", "스캐너 오탐 처리 기준이 있나요?"])
    else:
        mc = pick(["I didn't know how the secret scanner is configured in CI.", "gitleaks blocked the PR and I didn't know why."])
        le = pick(["Config/result:\n{s}", "{s}\nFor false positives, add the path to the allowlist."])
        ask = pick(["", "Is there a policy for handling scanner false positives?"])
    return note("secret-scanner config/report: %s" % kind, fmt(mc, c), fmt(le, c), ask, [])

# --------------------------------------------------------------------------------------------
# Clean templates, part C: prose about credentials without any credential; publishable keys
# --------------------------------------------------------------------------------------------

def c_policy(lang):
    n = pick([10, 12, 14, 16])
    if lang == "ko":
        mc = pick(["회원가입 API가 비밀번호를 왜 거부하는지 몰랐음.", "사내 계정 비밀번호 규칙을 몰라서 초기화에 계속 실패함.", "비밀번호 검증 로직 요구사항이 티켓에 없었음."])
        le = pick(["정책: 최소 %d자, 영문 대소문자/숫자/특수문자 중 3종 이상, 직전 5개 비밀번호 재사용 불가, 90일마다 변경." % n,
                   "비밀번호는 %d자 이상이어야 하고 아이디나 전화번호를 포함하면 거부됨. 에러 코드는 PASSWORD_POLICY_VIOLATION." % n,
                   "zxcvbn 점수 3 미만이면 거부. 길이 제한은 %d~128자. 공백 허용." % n])
        ask = pick(["", "정책 문서 링크를 에러 메시지에 넣어도 될까요?"])
    else:
        mc = pick(["I didn't know why the signup API rejects passwords.", "Password resets kept failing because I didn't know the corporate rules.", "The ticket didn't specify the password validation requirements."])
        le = pick(["Policy: at least %d characters, three of upper/lower/digit/symbol, none of the last 5 passwords, rotate every 90 days." % n,
                   "Passwords need %d+ characters and are rejected if they contain the username or phone number; error code PASSWORD_POLICY_VIOLATION." % n,
                   "Rejected when the zxcvbn score is below 3; length %d-128; spaces allowed." % n])
        ask = pick(["", "Can the error message link to the policy page?"])
    return note("prose: password policy without any password", mc, le, ask, [])


AUTH_ERRORS = [
    'FATAL:  password authentication failed for user "{u}"',
    "ERROR 1045 (28000): Access denied for user '{u}'@'10.0.{a}.{b}' (using password: YES)",
    "remote: Support for password authentication was removed on August 13, 2021.\nfatal: Authentication failed for 'https://github.com/{org}/{svc}.git/'",
    "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
    "NOAUTH Authentication required.",
    "WRONGPASS invalid username-password pair or user is disabled.",
    '{{"error":{{"message":"Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.","type":"invalid_request_error","code":"invalid_api_key"}}}}',
    '{{"type":"error","error":{{"type":"authentication_error","message":"invalid x-api-key"}}}}',
    "Error: Cannot perform an interactive login from a non TTY device",
    "SASL authentication failed using login context 'Client'.",
    "kex_exchange_identification: read: Connection reset by peer\n{u}@{host}: Permission denied (publickey,password).",
    "Login failed for user '{u}'. Reason: Password did not match that for the login provided. [CLIENT: 10.0.{a}.{b}]",
    "401 Unauthorized: {{\"message\":\"Bad credentials\",\"documentation_url\":\"https://docs.github.com/rest\"}}",
    "invalid_grant: Token has been expired or revoked.",
    "x509: certificate signed by unknown authority",
    "Error: 403 Forbidden - PUT https://registry.npmjs.org/@{org}%2f{svc} - You do not have permission to publish",
]


def c_auth_error(lang):
    e = pick(AUTH_ERRORS).format(u=pick(DB_USERS), a=ri(0, 9), b=ri(2, 250), org=pick(["acme", "dalbit-io"]), svc=svc(), host=host("web"))
    c = {"e": fence(e, "log"), "svc": svc(), "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        mc = pick(["{svc} 배포 후 이 에러가 났는데 원인을 몰랐음:\n{e}", "에러 메시지만 전달받았음:\n{e}"])
        le = pick(["자격증명이 바뀐 것. 새 값은 vault에서 주입되도록 재배포해서 해결.", "원인은 만료된 토큰. {who|이/가} 재발급 후 시크릿 스토어 갱신함.", "환경변수 이름 오타(…_KEY vs …_TOKEN) 때문이었음."])
        ask = pick(["", "자격증명 교체 시 알림 채널이 있나요?"])
    else:
        mc = pick(["After deploying {svc} I hit this and didn't know why:\n{e}", "All I was given was the error:\n{e}"])
        le = pick(["The credential had changed; redeploying so the new value is injected from the vault fixed it.", "Expired token. {who} reissued it and updated the secret store.", "Typo in the env var name (..._KEY vs ..._TOKEN)."])
        ask = pick(["", "Is there a channel that announces credential changes?"])
    return note("auth error message without credential", fmt(mc, c), fmt(le, c), ask, [])


def c_rotation(lang):
    v = next_vendor(lang, "clean")
    c = {"V": v.name, "what": v.what, "what_ko": WHAT_KO.get(v.what, v.what), "who": who_ko() if lang == "ko" else who(), "svc": svc(),
         "t": "%02d:%02d" % (ri(0, 23), ri(0, 59)), "VAR": v.var}
    if lang == "ko":
        mc = pick(["{V} {what_ko|이/가} 유출 의심으로 교체된 걸 몰랐음.", "{V} 키 로테이션 절차를 몰랐음."])
        le = pick(["{who|이/가} {t}에 기존 키를 폐기하고 새 키를 Secrets Manager `prod/{svc}/{VAR}`에 넣음. 서비스들은 재시작만 하면 새 값 읽음.",
                   "절차: 대시보드에서 새 키 생성 → vault 갱신 → 배포 → 구 키 24시간 후 revoke. 값은 채팅/노트에 절대 남기지 않음.",
                   "교체 후 {svc} 서비스만 캐시된 값을 써서 401이 남. 파드 재시작으로 해결."])
        ask = pick(["", "로테이션 런북 링크를 README에 걸어둘까요?"])
    else:
        mc = pick(["I didn't know the {V} {what} had been rotated after a suspected leak.", "Didn't know the {V} key rotation procedure."])
        le = pick(["{who} revoked the old key at {t} and stored the new one in Secrets Manager under `prod/{svc}/{VAR}`. Services pick it up on restart.",
                   "Procedure: create new key in the dashboard → update the vault → deploy → revoke the old key after 24h. Never paste values into chat or notes.",
                   "After rotation only {svc} kept a cached value and returned 401; restarting its pods fixed it."])
        ask = pick(["", "Should the rotation runbook be linked from the README?"])
    return note("prose: key rotation without the key (%s)" % v.name, fmt(mc, c), fmt(le, c), ask, [])


CLI_FLAG_PROSE_EN = [
    "`mysql -p` with nothing attached prompts for the password; `-pSECRET` would put it in shell history, so we never do that.",
    "`docker login --password-stdin` reads the token from stdin, which keeps it out of `ps` output.",
    "psql reads `~/.pgpass` (mode 0600) or the file named by PGPASSFILE; PGPASSWORD works but leaks into the process environment.",
    "`sshpass -e` takes the password from the SSHPASS env var instead of `-p`, but key auth is preferred anyway.",
    "`ssh-keygen -N ''` creates a key without a passphrase; for deploy keys that's acceptable because the key is scoped read-only.",
    "MYSQL_PWD is deprecated; use a `[client]` section in an option file or mysql_config_editor instead.",
    "`gh auth login --with-token` reads from stdin; `gh auth token` prints the current token, so don't run it in a shared terminal.",
    "`kubectl create secret generic --from-file` is safer than `--from-literal` because the value doesn't land in shell history.",
    "`vault login -method=oidc` opens the browser; no token needs to be copied by hand.",
    "`aws configure sso` stores short-lived credentials in ~/.aws/sso/cache, so no long-lived keys on laptops.",
    "`npm login --auth-type=web` avoids typing the password into the terminal.",
    "`git credential-manager` stores the token in the OS keychain; `.git-credentials` keeps it in plain text.",
]
CLI_FLAG_PROSE_KO = [
    "`mysql -p` 뒤에 값을 안 붙이면 비밀번호를 프롬프트로 물어봄. `-p비번` 형태는 history에 남아서 금지.",
    "`docker login --password-stdin`은 토큰을 stdin으로 받아서 `ps`에 안 보임.",
    "psql은 `~/.pgpass`(권한 0600)나 PGPASSFILE 경로를 읽음. PGPASSWORD도 되지만 프로세스 환경변수에 노출됨.",
    "`ssh-keygen -N ''`는 패스프레이즈 없는 키 생성. 배포 키는 읽기 전용이라 허용.",
    "MYSQL_PWD는 deprecated. 옵션 파일 `[client]` 섹션이나 mysql_config_editor 쓸 것.",
    "`gh auth token`은 현재 토큰을 출력하니까 화면 공유 중엔 실행하지 말 것.",
    "`kubectl create secret generic --from-file`이 `--from-literal`보다 안전함 (history에 값이 안 남음).",
    "`aws configure sso` 쓰면 단기 자격증명만 ~/.aws/sso/cache에 저장됨. 노트북에 장기 키 안 둠.",
    "`vault login -method=oidc`는 브라우저로 로그인해서 토큰을 손으로 복사할 필요 없음.",
    "`npm login --auth-type=web`이면 터미널에 비밀번호를 칠 일이 없음.",
]


def c_cli_flags(lang):
    items = picks(CLI_FLAG_PROSE_KO if lang == "ko" else CLI_FLAG_PROSE_EN, ri(1, 2))
    if lang == "ko":
        mc = pick(["CLI로 인증할 때 비밀번호를 어떻게 넘겨야 하는지 팀 규칙을 몰랐음.", "보안 리뷰에서 커맨드라인 비밀번호 사용을 지적받음."])
        ask = pick(["", "이 규칙 CONTRIBUTING.md에 적어둘까요?"])
    else:
        mc = pick(["I didn't know the team's rules for passing credentials to CLIs.", "Security review flagged passwords on the command line."])
        ask = pick(["", "Should these rules go into CONTRIBUTING.md?"])
    return note("prose: CLI credential flags explained, no values", mc, "\n".join(items), ask, [])


NONSECRET_TOKEN_EN = [
    ("The summarizer truncated long tickets.", "It was max_tokens=1024 on the completion call; the prompt itself was ~6k tokens, so raised max_tokens to 4096 and chunked input."),
    ("Login form submissions failed with 'CSRF token missing'.", "The SPA wasn't sending the X-CSRFToken header after the Django upgrade; added credentials: 'include' to fetch."),
    ("The cache hit rate dropped after the refactor.", "Cache keys changed from `user:{id}:profile` to `profile:{id}`; old keys were never read again."),
    ("Didn't know what 'API key' meant in the partner's docs.", "Their 'API key' is the name of a request parameter, `api_key`, which we fill from the vault at runtime; it's not in our repo."),
    ("The tokenizer counts didn't match between Python and JS.", "tiktoken and js-tiktoken must use the same encoding (o200k_base); mismatched encodings gave different token counts."),
    ("`kubectl get secrets` showed dozens of entries and I didn't know which one the app uses.", "The deployment references `billing-db-credentials` via secretKeyRef; the others are leftovers from old releases."),
    ("i18n keys were showing up raw in the UI.", "Keys like `auth.password.reset.title` were missing from ko.json; added them."),
    ("The primary key sequence was out of sync after the import.", "Ran SELECT setval('orders_id_seq', (SELECT max(id) FROM orders)); inserts work again."),
]
NONSECRET_TOKEN_KO = [
    ("요약 기능이 긴 티켓을 잘라먹었음.", "completion 호출의 max_tokens=1024가 원인. 프롬프트가 6k 토큰 정도라 max_tokens 4096으로 올리고 입력을 청크로 나눔."),
    ("로그인 폼 제출 시 'CSRF token missing' 에러.", "Django 업그레이드 후 SPA가 X-CSRFToken 헤더를 안 보내고 있었음. fetch에 credentials: 'include' 추가."),
    ("리팩터링 후 캐시 적중률이 떨어졌음.", "캐시 키가 `user:{id}:profile`에서 `profile:{id}`로 바뀌어서 기존 키를 안 읽었음."),
    ("`kubectl get secrets` 결과가 너무 많아서 앱이 뭘 쓰는지 몰랐음.", "디플로이먼트는 secretKeyRef로 `billing-db-credentials`만 참조. 나머지는 예전 릴리즈 잔재."),
    ("UI에 i18n 키가 그대로 노출됨.", "`auth.password.reset.title` 같은 키가 ko.json에 빠져 있었음. 추가함."),
    ("토크나이저 토큰 수가 Python이랑 JS에서 달랐음.", "tiktoken이랑 js-tiktoken 인코딩(o200k_base)을 맞춰야 함."),
]


def c_nonsecret_words(lang):
    mc, le = pick(NONSECRET_TOKEN_KO if lang == "ko" else NONSECRET_TOKEN_EN)
    ask = pick(["", L(lang, "Is this documented anywhere?", "이거 문서화되어 있나요?")])
    return note("prose: 'token'/'key'/'secret' in a non-credential sense", mc, le, ask, [])


def c_pw_manager_ref(lang):
    item = pick(["Staging DB (rw)", "Jenkins admin", "AWS root (break-glass)", "SFTP partner upload", "Grafana admin", "Wi-Fi office", "Apple developer account"])
    vault = pick(["Engineering", "Infra", "Shared-Ops", "Release"])
    tool = pick(["1Password", "Bitwarden", "KeePassXC", "LastPass", "Vaultwarden"])
    c = {"i": item, "v": vault, "t": tool, "who": who_ko() if lang == "ko" else who()}
    if lang == "ko":
        mc = pick(["{i} 비밀번호를 어디서 확인하는지 몰랐음.", "{who|이/가} '비번은 거기 있어요'라고만 함."])
        le = pick(["{t}의 '{v}' 볼트에 '{i}' 항목으로 있음. 접근 권한은 {who|이/가} 줌.", "값은 {t} '{v}' 볼트 '{i}'. 노트에는 위치만 기록."])
        ask = pick(["", "에이전트 세션에서도 {t} CLI로 읽어도 되나요?"])
    else:
        mc = pick(["I didn't know where to find the {i} password.", "{who} only said 'the password is in the usual place'."])
        le = pick(["It's in {t}, vault '{v}', item '{i}'. {who} granted access.", "Value lives in {t} '{v}' → '{i}'. Only the location goes in notes."])
        ask = pick(["", "May the agent read it with the {t} CLI?"])
    return note("password-manager location reference, no value", fmt(mc, c), fmt(le, c), fmt(ask, c), [])


def c_ko_misc(lang):
    """Clean notes about Korean admin/tax/cert topics or generic login flows, without any credential."""
    if lang == "ko":
        mc, le, ask = pick([
            ("홈택스 자동화에서 공동인증서 갱신 시점을 몰랐음.", "인증서 만료 30일 전부터 갱신 가능. 비밀번호는 담당자만 알고 스크립트는 실행 시 입력받도록 바꿈.", ""),
            ("사업자 정보 조회 API 연동에 필요한 값을 몰랐음.", "사업자등록번호(%03d-%02d-%05d)로 조회. 인증키는 공공데이터포털에서 발급받아 vault에 저장됨." % (ri(100, 999), ri(10, 99), ri(10000, 99999)), "인증키 발급 계정은 누구 명의인가요?"),
            ("카카오 로그인 연동 시 redirect URI 불일치 에러(KOE006).", "카카오 디벨로퍼스 콘솔에 `https://app.%s/oauth/kakao/callback` 등록 필요. 키 값 변경은 없음." % pick(KO_DOMAINS), ""),
            ("네이버 로그인 state 파라미터 검증 실패.", "세션에 저장한 state(%s)와 콜백 값이 달랐음. 세션 쿠키 SameSite=None 설정으로 해결." % rs(ALNUM_LO, 16), ""),
            ("토스페이먼츠 결제 승인 API가 400을 반환함.", "orderId 중복(order-%s) 때문. 시크릿 키 문제 아님. 재시도 시 새 orderId 발급." % digits(8), ""),
            ("SMS 인증번호 재전송 제한 정책을 몰랐음.", "같은 번호로 1분에 1회, 하루 5회 제한. 인증번호 유효시간 3분.", "제한 정책 변경 권한은 누구에게 있나요?"),
        ])
    else:
        mc, le, ask = pick([
            ("I didn't know how the Kakao login redirect URI is configured.", "It must be registered in the Kakao Developers console as https://app.%s/oauth/kakao/callback; no key change needed." % pick(KO_DOMAINS), ""),
            ("Toss Payments confirm API returned 400.", "Duplicate orderId (order-%s), not a key problem; a fresh orderId fixes it." % digits(8), ""),
            ("Didn't know the OTP resend limits.", "One resend per minute, five per day per phone number; codes expire after 3 minutes.", ""),
            ("The SSO login looped back to the login page.", "Session cookie had SameSite=Lax; the IdP posts back cross-site, so it needs SameSite=None; Secure.", ""),
        ])
    return note("prose: login/integration flow without credentials", mc, le, ask, [])


# ---------------------------------------------------------------- publishable keys

def _clerk_pk():
    dom = pick(["clerk.%s" % pick(DOMAINS), "%s-%s-%d.clerk.accounts.dev" % (pick(EN_WORDS), pick(EN_WORDS), ri(10, 99))])
    live = dom.startswith("clerk.")
    return ("pk_live_" if live else "pk_test_") + b64s(dom + "$").rstrip("=")


def publishable():
    """-> (vendor, kind, snippet, where)"""
    k = ri(0, 23)
    if k == 0:
        t = "pk_live_51" + rs(AL, 97)
        return "Stripe", "publishable key", 'const stripe = await loadStripe("%s");' % t, "src/lib/stripe-client.ts"
    if k == 1:
        t = _clerk_pk()
        return "Clerk", "publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % t, ".env.local"
    if k == 2:
        proj = pick(["acme-web", "dalbit-app", "maru-prod", "bomnal-shop"])
        num = digits(12)
        cfg = 'const firebaseConfig = {\n  apiKey: "%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            _google_key(), proj, proj, proj, num, num, hexs(22))
        return "Firebase", "web config apiKey", cfg, "src/firebase.ts"
    if k == 3:
        return "Google Maps", "browser API key (referrer-restricted)", '<script async src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap"></script>' % _google_key(), "public/index.html"
    if k == 4:
        return "reCAPTCHA", "site key", '<div class="g-recaptcha" data-sitekey="%s"></div>' % _recaptcha(), "templates/signup.html"
    if k == 5:
        return "hCaptcha", "sitekey", '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4(), "templates/contact.html"
    if k == 6:
        return "Cloudflare Turnstile", "site key", "turnstile.render('#cf', { sitekey: '0x4AAAAAAA%s' });" % rs(B64U, 14), "src/components/Captcha.tsx"
    if k == 7:
        pl = json.dumps({"u": pick(["acme-maps", "geo-team"]), "a": "cl" + rs(ALNUM_LO, 23)}, separators=(",", ":"))
        return "Mapbox", "public access token", "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(pl.encode()), rs(B64U, 22)), "src/map.js"
    if k == 8:
        return "PostHog", "project API key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AL, 43), "src/analytics.ts"
    if k == 9:
        return "Sentry", "DSN", 'Sentry.init({ dsn: "https://%s@o%d.ingest.us.sentry.io/%d", tracesSampleRate: 0.1 });' % (hexs(32), ri(100000, 4999999), ri(1000000, 4999999)), "src/instrument.ts"
    if k == 10:
        return "Algolia", "search-only API key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ALNUM_UP, 10), hexs(32)), "src/search.ts"
    if k == 11:
        return "Segment", "write key", 'analytics.load("%s");' % rs(AL, 32), "src/segment.js"
    if k == 12:
        return "Amplitude", "browser API key", "amplitude.init('%s', { defaultTracking: true });" % hexs(32), "src/amplitude.ts"
    if k == 13:
        return "Mixpanel", "project token", "mixpanel.init('%s', { track_pageview: true });" % hexs(32), "src/mixpanel.ts"
    if k == 14:
        return "LaunchDarkly", "client-side ID", "const client = LDClient.initialize('%s', context);" % hexs(24), "src/flags.ts"
    if k == 15:
        ref = rs(LO, 20)
        t0 = ts()
        anon = jwt_encode({"iss": "supabase", "ref": ref, "role": "anon", "iat": t0, "exp": t0 + 315360000})
        return "Supabase", "anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), ".env.local"
    if k == 16:
        return "Razorpay", "key_id", "const rzp = new Razorpay({ key: 'rzp_live_%s', order_id: orderId });" % rs(AL, 14), "src/checkout.js"
    if k == 17:
        return "Toss Payments", "client key", "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "live_gck_"]) + rs(AL, 28)), "src/pages/checkout.tsx"
    if k == 18:
        return "Paystack", "public key", "PaystackPop.setup({ key: 'pk_live_%s', email, amount });" % hexs(40), "src/pay.js"
    if k == 19:
        return "Kakao", "JavaScript key", "Kakao.init('%s');" % hexs(32), "public/kakao.js"
    if k == 20:
        return "Datadog RUM", "client token", "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' });" % (uuid4(), hexs(32)), "src/rum.ts"
    if k == 21:
        return "Adyen", "client key", "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(ALNUM_UP, 32), "src/adyen.ts"
    if k == 22:
        return "Paddle", "client-side token", "Paddle.Initialize({ token: 'live_%s' });" % hexs(27), "src/paddle.ts"
    return "Braintree", "tokenization key", "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(ALNUM_LO, 8), rs(ALNUM_LO, 16)), "src/braintree.js"


def c_publishable(lang):
    vend, kind, snip, where = publishable()
    if vend not in USED_PUBLISHABLE:
        USED_PUBLISHABLE.append(vend)
    c = {"V": vend, "k": kind, "s": fence(snip, "code"), "w": where}
    if lang == "ko":
        v = pick([("{w}에 {V} {k}|이 하드코딩되어 있어서 유출인지 확인이 필요했음.".replace("{k}|이", "{k} 값이"), "{V} 문서상 브라우저에 노출되는 공개용 값이라 문제없음:\n{s}\n비밀 키는 서버 쪽에만 있음.", ""),
                  ("프론트엔드에 어떤 {V} 값을 넣어야 하는지 몰랐음.", "공개용 {k}|만 넣으면 됨:\n{s}".replace("{k}|만", "{k}만"), "도메인 제한 설정도 확인해 볼까요?"),
                  ("보안 스캐너가 {w}|의 {V} 값을 경고함.".replace("{w}|의", "{w} 파일의"), "{k}|은 공개 키라 오탐 처리함:\n{s}".replace("{k}|은", "{k} 자체는"), "스캐너 allowlist에 등록할까요?")])
    else:
        v = pick([("{w} has a hard-coded {V} {k} and I had to check whether that's a leak.", "{V} documents it as public, meant for the browser:\n{s}\nThe secret counterpart is only on the server.", ""),
                  ("I didn't know which {V} value belongs in the frontend.", "Only the public {k}:\n{s}", "Should we also check its domain restrictions?"),
                  ("The secret scanner flagged the {V} value in {w}.", "It's the {k}, public by design; marked as a false positive:\n{s}", "Add it to the scanner allowlist?")])
    return note("publishable: %s %s [publishable]" % (vend, kind), fmt(v[0], c), fmt(v[1], c), fmt(v[2], c), [])

# --------------------------------------------------------------------------------------------
# Plan, generation, final assertions, output
# --------------------------------------------------------------------------------------------

PLAN = [
    ("secret", "en", [
        (t_vendor, 70), (t_vendor_inline, 26), (s_pw_prose, 7), (s_pw_split_sentences, 5), (s_pw_split_fields, 6), (s_pw_chat, 4),
        (s_pw_repeat_ask, 4), (s_cli_pw, 13), (s_conn_url, 8), (s_conn_kv, 4), (s_sql_user, 5), (s_config_pw, 8),
        (s_basic_header, 4), (s_cookie, 3), (s_jwt_bearer, 3), (s_framework_secret, 5), (s_env_dump, 3), (s_aws_file, 3),
        (s_stacktrace, 3), (s_table_multi, 2), (s_diff_pw, 2), (s_infra_misc, 4), (s_git_remote, 2), (s_private_key, 4),
        (s_service_account, 2), (s_totp, 3), (s_recovery, 3), (s_wifi, 2), (s_pin_code, 2), (s_wallet, 3),
        (s_app_password, 2), (s_ko_cert_pw, 1)]),
    ("secret", "ko", [
        (t_vendor, 45), (t_vendor_inline, 17), (s_pw_prose, 6), (s_pw_split_sentences, 4), (s_pw_split_fields, 5), (s_pw_chat, 4),
        (s_pw_repeat_ask, 3), (s_cli_pw, 8), (s_conn_url, 5), (s_conn_kv, 2), (s_sql_user, 3), (s_config_pw, 5),
        (s_basic_header, 2), (s_cookie, 2), (s_jwt_bearer, 2), (s_framework_secret, 3), (s_env_dump, 1), (s_aws_file, 2),
        (s_stacktrace, 2), (s_table_multi, 2), (s_diff_pw, 1), (s_infra_misc, 2), (s_git_remote, 1), (s_private_key, 2),
        (s_service_account, 1), (s_totp, 2), (s_recovery, 2), (s_wifi, 2), (s_pin_code, 2), (s_wallet, 1),
        (s_app_password, 2), (s_ko_cert_pw, 3)]),
    ("clean", "en", [
        (c_vendor_ref, 44), (c_secret_cmd, 11), (c_env_example, 8), (c_masked, 10), (c_doc_example, 8), (c_hashes, 15),
        (c_ids, 14), (c_base64_data, 8), (c_public_keys, 12), (c_encrypted, 8), (c_urls, 8), (c_high_entropy, 6),
        (c_signature, 4), (c_scanner_config, 4), (c_policy, 5), (c_auth_error, 8), (c_rotation, 6), (c_cli_flags, 5),
        (c_nonsecret_words, 5), (c_pw_manager_ref, 4), (c_ko_misc, 2), (c_publishable, 21)]),
    ("clean", "ko", [
        (c_vendor_ref, 26), (c_secret_cmd, 8), (c_env_example, 5), (c_masked, 8), (c_doc_example, 4), (c_hashes, 9),
        (c_ids, 8), (c_base64_data, 5), (c_public_keys, 8), (c_encrypted, 5), (c_urls, 5), (c_high_entropy, 4),
        (c_signature, 3), (c_scanner_config, 3), (c_policy, 4), (c_auth_error, 5), (c_rotation, 5), (c_cli_flags, 4),
        (c_nonsecret_words, 4), (c_pw_manager_ref, 3), (c_ko_misc, 4), (c_publishable, 14)]),
]
TARGET = {("secret", "en"): N_SECRET_EN, ("secret", "ko"): N_SECRET_KO, ("clean", "en"): N_CLEAN_EN, ("clean", "ko"): N_CLEAN_KO}
KEY_ORDER = ["id", "lang", "kind", "category", "fields", "secrets"]


def generate():
    notes, seen, stats = [], [], []
    seen_text = {}
    for kind, lang, items in PLAN:
        seq = []
        for fn, n in items:
            seq.extend([fn] * n)
        assert len(seq) == TARGET[(kind, lang)], (kind, lang, len(seq))
        R.shuffle(seq)
        for fn in seq:
            rejects = []
            for attempt in range(300):
                n = fn(lang)
                try:
                    check_note(n, kind)
                    key = "\x1f".join(n["fields"].values())
                    if key in seen_text:
                        raise Reject("duplicate note")
                    break
                except Reject as e:
                    rejects.append(str(e))
            else:
                raise SystemExit("template %s kept failing: %s" % (fn.__name__, rejects[-3:]))
            seen_text[key] = 1
            stats.append((fn.__name__, kind, lang, len(rejects), rejects[:2]))
            notes.append({"id": None, "lang": lang, "kind": kind, "category": n["category"], "fields": n["fields"],
                          "secrets": n["secrets"]})
    R.shuffle(notes)
    for i, n in enumerate(notes, 1):
        n["id"] = "%s%03d" % (ID_PREFIX, i)
    return notes, stats


def final_checks(notes):
    assert len(notes) == 720
    ids = [n["id"] for n in notes]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, 721)]
    cnt = {}
    for n in notes:
        assert list(n.keys()) == KEY_ORDER, n["id"]
        assert n["lang"] in ("en", "ko") and n["kind"] in ("secret", "clean")
        assert isinstance(n["category"], str) and n["category"]
        check_note({"category": n["category"], "fields": n["fields"], "secrets": n["secrets"]}, n["kind"])
        if "[publishable]" in n["category"]:
            assert n["kind"] == "clean" and n["category"].endswith(" [publishable]")
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
    assert cnt == TARGET, cnt
    # no credential of any secret note appears anywhere in a clean note
    all_secrets = [s for n in notes if n["kind"] == "secret" for s in n["secrets"]]
    clean_text = "\n".join("\n".join(n["fields"].values()) for n in notes if n["kind"] == "clean")
    for s in all_secrets:
        assert s not in clean_text, s
    # Korean notes contain Hangul, English notes do not rely on it
    for n in notes:
        txt = "".join(n["fields"].values())
        hangul = sum(1 for ch in txt if 0xAC00 <= ord(ch) <= 0xD7A3)
        if n["lang"] == "ko":
            assert hangul >= 5, n["id"]
    return cnt


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v127.jsonl")
    notes, stats = generate()
    cnt = final_checks(notes)
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes).encode("utf-8")
    with open(out, "wb") as fh:
        fh.write(data)
    # re-read and re-check what was written
    back = [json.loads(l) for l in data.decode("utf-8").splitlines()]
    assert back == notes
    final_checks(back)
    print("wrote %s  sha256=%s" % (out, hashlib.sha256(data).hexdigest()))
    print("counts: " + ", ".join("%s/%s=%d" % (k[0], k[1], v) for k, v in sorted(cnt.items())))
    assert len(USED_VENDORS) >= 100, len(USED_VENDORS)
    print("vendors/services with credentials in secret notes: %d; publishable vendors: %d" % (len(USED_VENDORS), len(USED_PUBLISHABLE)))
    if os.environ.get("BLIND_STATS"):
        with open(os.environ["BLIND_STATS"], "w", encoding="utf-8") as fh:
            for s in stats:
                fh.write(json.dumps(s, ensure_ascii=False) + "\n")
            fh.write(json.dumps({"used_vendors": USED_VENDORS, "publishable": USED_PUBLISHABLE}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
