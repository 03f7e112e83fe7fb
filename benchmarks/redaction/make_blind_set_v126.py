#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v126.py - generator of blind_set_v126.jsonl.

Blind evaluation set for a credential-redaction filter (memory notes of AI coding agents).
Python 3 standard library only, no network, deterministic: one random.Random(126_2026_1128)
drives every choice; no set iteration and no hash(), so PYTHONHASHSEED does not matter.
Every credential body is generated at run time in the public shape of its kind.

Usage:  python3 make_blind_set_v126.py [output_path]
"""
import base64
import hashlib
import json
import os
import random
import string
import sys
import zlib

SEED = 126_2026_1128
R = random.Random(SEED)
ID_PREFIX = "gd"
N_SECRET_EN, N_SECRET_KO = 108, 72
N_CLEAN_EN, N_CLEAN_KO = 324, 216

# ----------------------------------------------------------------------------- primitives
DIG = string.digits
LOW = string.ascii_lowercase
UPP = string.ascii_uppercase
ALPHA = UPP + LOW
ALNUM = DIG + UPP + LOW
LALNUM = DIG + LOW
UALNUM = DIG + UPP
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
B64 = UPP + LOW + DIG + "+/"
B64URL = UPP + LOW + DIG + "-_"
B32 = UPP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
PWSYM = "!#$%&*+-.=?@^_~"


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def picks(seq, k):
    return R.sample(list(seq), k)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


_CYCLES = {}


def cycle(name, n):
    """next variant index of a template: every variant is used once before any repeats"""
    q = _CYCLES.setdefault(name, [])
    if not q:
        q.extend(R.sample(range(n), n))
    return q.pop()


def uuid4():
    b = bytearray(rb(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_json(obj):
    return b64u(json.dumps(obj, separators=(",", ":")).encode())


def base62(n, width):
    al = DIG + UPP + LOW
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = al[r] + out
    return out.rjust(width, "0")


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58encode(payload + chk)


def pct(s):
    """percent-encode the characters that must be encoded in the userinfo part of a URL"""
    out = []
    for ch in s:
        if ch.isalnum() or ch in "-._~":
            out.append(ch)
        else:
            out.append("".join("%%%02X" % c for c in ch.encode()))
    return "".join(out)


def ts_iso():
    return f"2025-{ri(1,12):02d}-{ri(1,28):02d}T{ri(0,23):02d}:{ri(0,59):02d}:{ri(0,59):02d}Z"


def ts_epoch():
    return ri(1704067200, 1764547200)


def hhmm():
    return f"{ri(8,23):02d}:{ri(0,59):02d}"


def hhmms(n):
    """n increasing HH:MM stamps within one chat burst"""
    t = ri(8 * 60, 22 * 60)
    out = []
    for _ in range(n):
        out.append(f"{t // 60:02d}:{t % 60:02d}")
        t += ri(0, 6)
    return out


def sha1hex():
    return rs(HEX, 40)


def sha256hex():
    return rs(HEX, 64)


def jwt(header, payload, siglen=32):
    return b64u_json(header) + "." + b64u_json(payload) + "." + b64u(rb(siglen))


def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(nbytes):
    v = bytearray(rb(nbytes))
    v[0] |= 0x80
    v = bytes(v)
    return der(0x02, b"\x00" + v)


def der_small_int(i):
    return der(0x02, bytes([i]))


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


# ----------------------------------------------------------------------------- pools
EN_NAMES = ["Priya", "Marco", "Dana", "Tomas", "Aisha", "Ken", "Lena", "Olu", "Sam", "Ruth", "Viktor",
            "Mei", "Noah", "Ines", "Raj", "Hannah", "Diego", "Yuki", "Chris", "Fatima", "Jonas", "Erin"]
KO_NAMES = ["민지", "지훈", "서연", "현우", "수빈", "도윤", "예은", "준호", "하은", "성민", "지수", "태현",
            "유진", "승우", "다은", "재원", "혜린", "동현"]
APPS = ["billing-api", "orders-worker", "auth-gateway", "search-indexer", "notifications", "reporting",
        "checkout-web", "media-proxy", "sync-daemon", "admin-console", "ingest-pipeline", "mobile-bff",
        "payments-svc", "crm-sync", "etl-nightly", "chatbot", "webhooks-relay", "analytics-export"]
ORGS = ["acme", "northwind", "hanbit", "bluefin", "tidewater", "orbitlabs", "dasan", "saebom", "greenleaf",
        "pinecrest", "haneul", "moonbase"]
ENVS = ["staging", "dev", "qa", "sandbox", "prod", "preprod", "demo"]
DBUSERS = ["app", "svc_reporting", "etl_user", "readonly", "admin", "deploy", "backup_svc", "grafana",
           "jenkins", "api_rw", "analytics", "migrator", "root", "postgres", "sa"]
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
CHANNELS = ["backend", "infra", "dev-chat", "oncall", "deploys", "platform", "data-eng", "mobile"]

EN_WORDS_PW = ["Sunshine", "Dragon", "Monkey", "Football", "Princess", "Shadow", "Maple", "Tiger",
               "Bluebird", "Coffee", "Summer", "Winter", "Galaxy", "Pumpkin", "Rocket", "Falcon", "Panther",
               "Cookie", "Hunter", "Silver", "Orange", "Starlight", "Welcome", "Baseball", "Liverpool",
               "Chelsea", "Mustang", "Butterfly", "Snowball", "Peanut"]
KO_WORDS_PW = ["사랑해", "우리집", "강아지", "고양이", "행복해", "바다", "하늘", "봄날", "별빛", "김치찌개",
               "떡볶이", "토끼", "호랑이", "초코", "보리", "해피", "콩이", "뽀삐", "여름", "겨울", "우리가족",
               "제주도", "부산", "안녕하세요", "보고싶다", "영원히"]
# words from the BIP-39 English list (a subset; see README: no mnemonic checksum is computed)
BIP39 = ("abandon ability able about above absent absorb abstract absurd abuse access accident account "
         "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
         "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree ahead "
         "aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha already "
         "also alter always amateur amazing among amount amused analyst anchor ancient anger angle angry "
         "animal ankle announce annual another answer antenna antique anxiety any apart apology appear apple "
         "approve april arch arctic area arena argue arm armed armor army around arrange arrest arrive arrow "
         "art artist artwork ask aspect assault asset assist assume asthma athlete atom attack attend "
         "attitude attract auction audit august aunt author auto autumn average avocado avoid awake aware "
         "away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball bamboo banana "
         "banner bar barely bargain barrel base basic basket battle beach bean beauty because become beef "
         "before begin behave behind believe below belt bench benefit best betray better between beyond "
         "bicycle bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind "
         "blood blossom blouse blue blur blush board boat body boil bomb bone bonus book boost border boring "
         "borrow boss bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge brief "
         "bright bring brisk broccoli broken bronze broom brother brown brush bubble buddy budget buffalo "
         "build bulb bulk bullet bundle bunker burden burger burst bus business busy butter buyer buzz "
         "cabbage cabin cable cactus cage cake call calm camera camp canal cancel candy cannon canoe canvas "
         "canyon capable capital captain car carbon card cargo carpet carry cart case cash casino castle "
         "casual cat catalog catch category cattle caught cause caution cave ceiling celery cement census "
         "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
         "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn "
         "cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click "
         "client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach "
         "coast coconut code coffee coil coin collect color column combine come comfort comic common "
         "company concert conduct confirm congress connect consider control convince cook cool copper copy "
         "coral core corn correct cost cotton couch country couple course cousin cover coyote crack cradle "
         "craft cram crane crash crater crawl crazy cream credit creek crew cricket crime crisp critic crop "
         "cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube culture cup cupboard "
         "curious current curtain curve cushion custom cute cycle dad damage damp dance danger daring dash "
         "daughter dawn day deal debate debris decade december decide decline decorate decrease deer "
         "defense define defy degree delay deliver demand denial dentist deny depart depend deposit depth "
         "deputy derive describe desert design desk despair destroy detail detect develop device devote "
         "diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct "
         "dirt disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy "
         "doctor document dog doll dolphin domain donate donkey donor door dose double dove draft dragon "
         "drama drastic draw dream dress drift drill drink drip drive drop drum dry duck dumb dune during "
         "dust dutch duty dwarf dynamic eager eagle early earn earth easily east easy echo ecology economy "
         "edge edit educate effort egg eight either elbow elder electric elegant element elephant elevator "
         "elite else embark embody embrace emerge emotion employ empower empty enable enact end endless "
         "endorse enemy energy enforce engage engine enhance enjoy enlist enough enrich enroll ensure enter "
         "entire entry envelope episode equal equip era erase erode erosion error erupt escape essay essence "
         "estate eternal ethics evidence evil evoke evolve exact example excess exchange excite exclude "
         "excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire explain "
         "expose express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame "
         "family famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature "
         "february federal fee feed feel female fence festival fetch fever few fiber fiction field figure "
         "file film filter final find fine finger finish fire firm first fiscal fish fit fitness fix flag "
         "flame flash flat flavor flee flight flip float flock floor flower fluid flush fly foam focus fog "
         "foil fold follow food foot force forest forget fork fortune forum forward fossil foster found fox "
         "fragile frame frequent fresh friend fringe frog front frost frown frozen fruit fuel fun funny "
         "furnace fury future gadget gain galaxy gallery game gap garage garbage garden garlic garment gas "
         "gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost giant gift giggle "
         "ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove glow glue "
         "goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass "
         "gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun "
         "gym habit hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head "
         "health heart heavy hedgehog height hello helmet help hen hero hidden high hill hint hip hire "
         "history hobby hockey hold hole holiday hollow home honey hood hope horn horror horse hospital host "
         "hotel hour hover hub huge human humble humor hundred hungry hunt hurdle hurry hurt husband hybrid "
         "ice icon idea identify idle ignore ill illegal illness image imitate immense immune impact impose "
         "improve impulse inch include income increase index indicate indoor industry infant inflict inform "
         "inhale inherit initial inject injury inmate inner innocent input inquiry insane insect inside "
         "inspire install intact interest into invest invite involve iron island isolate issue item ivory "
         "jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge juice jump jungle "
         "junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit kitchen kite "
         "kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop large "
         "later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left "
         "leg legal legend leisure lemon lend length lens leopard lesson letter level liar liberty library "
         "license life lift light like limb limit link lion liquid list little live lizard load loan lobster "
         "local lock logic lonely long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch "
         "luxury lyrics machine mad magic magnet maid mail main major make mammal man manage mandate mango "
         "mansion manual maple marble march margin marine market marriage mask mass master match material "
         "math matrix matter maximum maze meadow mean measure meat mechanic medal media melody melt member "
         "memory mention menu mercy merge merit merry mesh message metal method middle midnight milk "
         "million mimic mind minimum minor minute miracle mirror misery miss mistake mix mixed mixture "
         "mobile model modify mom moment monitor monkey monster month moon moral more morning mosquito "
         "mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom "
         "music must mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need "
         "negative neglect neither nephew nerve nest net network neutral never news next nice night noble "
         "noise nominee noodle normal north nose notable note nothing notice novel now nuclear number nurse "
         "nut oak obey object oblige obscure observe obtain obvious occur ocean october odor off offer "
         "office often oil okay old olive olympic omit once one onion online only open opera opinion oppose "
         "option orange orbit orchard order ordinary organ orient original orphan ostrich other outdoor "
         "outer output outside oval oven over own owner oxygen oyster ozone").split()

# ----------------------------------------------------------------------------- Hangul -> 2-beolsik keys
_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(s):
    """what a Korean word looks like when typed with the IME in English mode (dubeolsik layout)"""
    out = []
    for ch in s:
        c = ord(ch)
        if 0xAC00 <= c <= 0xD7A3:
            c -= 0xAC00
            cho, rest = divmod(c, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)

# ----------------------------------------------------------------------------- credential generators
def gh_style(prefix):
    """GitHub / npm style: prefix + 30 random base62 + 6-char base62 CRC32 of the random part"""
    body = rs(ALNUM, 30)
    return prefix + body + base62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


def aws_key_id(prefix="AKIA", account=None):
    """AKIA/ASIA + base32 of 10 bytes whose first 6 bytes carry the account id (bits 7..46)"""
    acct = account if account is not None else ri(100000000000, 999999999999)
    x = (acct << 7) | R.getrandbits(7) | (R.getrandbits(1) << 47)
    return prefix + base64.b32encode(x.to_bytes(6, "big") + rb(4)).decode()


def aws_secret():
    return rs(UPP + LOW + DIG + "/+", 40)


def aws_session_token():
    return "IQoJb3JpZ2luX2VjE" + rs(B64, 300) + rs(B64, 2) + "="


def snowflake():
    return str((ri(1, 2 ** 41) << 22) | R.getrandbits(22))


def pypi_token():
    ident = uuid4().encode()
    cav = b'{"permissions": "user", "version": 1}'
    m = (b"\x02\x01\x08pypi.org\x02\x24" + ident + b"\x00\x02" + bytes([len(cav)]) + cav +
         b"\x00\x00\x06\x20" + rb(32))
    return "pypi-" + b64u(m)


def sentry_org_token(org):
    payload = {"iat": float(ts_epoch()) + round(R.random(), 6), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": org}
    return "sntrys_" + b64(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(B64URL, 43)


def grafana_cloud_token(org):
    p = {"o": str(ri(100000, 999999)), "n": f"stack-{ri(100000, 999999)}-hm-write-{org}",
         "k": rs(ALNUM, 24), "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0", "prod-eu-west-2"])}}
    return "glc_" + b64(json.dumps(p, separators=(",", ":")).encode())


def supabase_jwt(role, ref):
    iat = ts_epoch()
    return jwt({"alg": "HS256", "typ": "JWT"},
               {"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315360000})


def mapbox_token(kind, user):
    return kind + "." + b64u_json({"u": user, "a": "cl" + rs(LALNUM, 23)}) + "." + rs(B64URL, 22)


def azure_ad_secret():
    return rs(ALNUM, 3) + str(ri(0, 9)) + "Q~" + rs(ALNUM + "_.~-", 34)


def intercom_token():
    return b64(("tok:" + uuid4().replace("-", "_") + ":1:0").encode())


def jfrog_ref_token():
    return b64(f"reftkn:01:{ts_epoch() + 31536000}:{rs(ALNUM, 27)}".encode()).rstrip("=")


def elastic_api_key():
    return b64(f"{rs(B64URL, 20)}:{rs(B64URL, 22)}".encode())


def kube_sa_token(ns, sa):
    iat = ts_epoch()
    return jwt({"alg": "RS256", "kid": rs(B64URL, 43)},
               {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": iat + 31536000, "iat": iat,
                "iss": "https://kubernetes.default.svc.cluster.local",
                "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uuid4()}},
                "sub": f"system:serviceaccount:{ns}:{sa}"}, siglen=256)


def session_jwt(user):
    iat = ts_epoch()
    return jwt({"alg": "HS256", "typ": "JWT"}, {"sub": str(ri(1000, 99999)), "email": user, "role": "admin",
                                                 "iat": iat, "exp": iat + 86400})


def eth_privkey():
    return "0x" + rs(HEX, 64)


def btc_wif():
    return b58check(b"\x80" + rb(32) + b"\x01")


def totp_seed(n=32):
    return rs(B32, n)


# ----------------------------------------------------------------------------- private keys (PEM / OpenSSH)
def pem_ec_sec1():
    body = der(0x30, der_small_int(1) + der(0x04, rb(32)) +
               der(0xA0, der(0x06, bytes.fromhex("2a8648ce3d030107"))) +
               der(0xA1, der(0x03, b"\x00\x04" + rb(64))))
    return "EC PRIVATE KEY", wrap(b64(body), 64)


def pem_pkcs8_ec():
    inner = der(0x30, der_small_int(1) + der(0x04, rb(32)) + der(0xA1, der(0x03, b"\x00\x04" + rb(64))))
    alg = der(0x30, der(0x06, bytes.fromhex("2a8648ce3d0201")) + der(0x06, bytes.fromhex("2a8648ce3d030107")))
    body = der(0x30, der_small_int(0) + alg + der(0x04, inner))
    return "PRIVATE KEY", wrap(b64(body), 64)


def pem_pkcs8_ed25519():
    body = der(0x30, der_small_int(0) + der(0x30, der(0x06, bytes.fromhex("2b6570"))) +
               der(0x04, der(0x04, rb(32))))
    return "PRIVATE KEY", wrap(b64(body), 64)


def pem_rsa(nlines):
    body = der(0x30, der_small_int(0) + der_int(256) + der(0x02, b"\x01\x00\x01") + der_int(256) +
               der_int(128) + der_int(128) + der_int(128) + der_int(128) + der_int(128))
    return "RSA PRIVATE KEY", wrap(b64(body), 64)[:nlines]


def _ssh_str(b):
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment):
    pub = rb(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    chk = rb(4)
    priv = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(rb(32) + pub) + _ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") +
            (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(priv))
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def pem_text(label, lines, truncated=False):
    mid = "\n".join(lines)
    if truncated:
        mid += "\n..."
    return f"-----BEGIN {label}-----\n{mid}\n-----END {label}-----"


# ----------------------------------------------------------------------------- passwords
def pw_human():
    k = ri(0, 5)
    w = pick(EN_WORDS_PW)
    if k == 0:
        return w + str(ri(1980, 2025)) + pick("!@#$*")
    if k == 1:
        return w + pick("!@#_") + str(ri(10, 999))
    if k == 2:
        n = pick(["minsu", "jenny", "alex", "sora", "mike", "hyejin", "kevin", "yuna"])
        return n + str(ri(1985, 2004)) + pick(["!", "!!", "#", "@"])
    if k == 3:
        return w.lower() + pick(EN_WORDS_PW) + str(ri(1, 99))
    if k == 4:
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
        return leet + str(ri(10, 99)) + pick("!?")
    return pick(["Welcome", "Spring", "Autumn", "Company", "Qwerty"]) + str(ri(1, 9)) + "@" + str(ri(2019, 2026))


def pw_passphrase():
    ws = picks(BIP39, ri(3, 5))
    sep = pick(["-", " ", ".", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += pick(["-", "", "!"]) + str(ri(1, 99))
    return s


def pw_generated(n=None):
    n = n or ri(14, 24)
    while True:
        s = rs(ALNUM + PWSYM, n)
        if any(c in PWSYM for c in s) and any(c.isdigit() for c in s) and s[0] not in "-=":
            return s


def pw_korean_keyboard():
    w = pick(KO_WORDS_PW)
    s = hangul_to_qwerty(w)
    s = s + pick(["", "!", "@", "!!"]) + str(ri(1, 2025))
    if len(s) < 8:
        s += "!" + str(ri(10, 99))
    return s


def pw_hangul():
    w = pick(KO_WORDS_PW) + pick(KO_WORDS_PW)
    s = w + str(ri(1, 2025)) + pick(["", "!", "@", "#"])
    while len(s) < 8:
        s += str(ri(0, 9))
    return s


def pw_any(lang="en"):
    if lang == "ko":
        f = pick([pw_human, pw_passphrase, pw_generated, pw_korean_keyboard, pw_korean_keyboard, pw_hangul, pw_hangul])
    else:
        f = pick([pw_human, pw_human, pw_passphrase, pw_generated, pw_generated, pw_korean_keyboard])
    return f()


def pw_ascii():
    f = pick([pw_human, pw_passphrase, pw_generated, pw_generated, pw_korean_keyboard])
    s = f()
    return s.replace(" ", "-")


def pw_shell_safe():
    """passwords that can sit in single quotes / URLs without surprising escapes"""
    while True:
        s = pw_ascii()
        if "'" not in s and '"' not in s and "\\" not in s and len(s) >= 8:
            return s

# ----------------------------------------------------------------------------- vendor table
BEARER = "Authorization: Bearer {t}"


def V(name, env, gen, url=None, auth=BEARER, sdk=(), cfg=None, custom=None, generic=True, curl=None):
    return {"name": name, "env": env, "gen": gen, "url": url, "auth": auth, "sdk": list(sdk),
            "cfg": cfg, "custom": custom, "generic": generic, "curl": curl}


def _org():
    return pick(ORGS)


# --- custom containers for vendors whose credential is a pair or sits in a URL
def cu_aws(lang):
    acct = ri(100000000000, 999999999999)
    kid, sec = aws_key_id("AKIA", acct), aws_secret()
    prof = pick(["default", "staging", "deploy", "ci", f"{_org()}-dev"])
    k = ri(0, 3)
    if k == 0:
        snip = f"[{prof}]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = {pick(['ap-northeast-2', 'us-east-1', 'eu-west-1'])}"
        return dict(snip=snip, path="~/.aws/credentials", secrets=[kid, sec], cont="aws credentials file")
    if k == 1:
        snip = f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}\nexport AWS_DEFAULT_REGION=ap-northeast-2"
        return dict(snip=snip, path=None, secrets=[kid, sec], cont="shell exports")
    if k == 2:
        snip = (f"s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"{kid}\",\n"
                f"    aws_secret_access_key=\"{sec}\",\n    region_name=\"ap-northeast-2\",\n)")
        return dict(snip=snip, path=pick(["scripts/upload_reports.py", "etl/export.py"]), secrets=[kid, sec], cont="boto3 client kwargs")
    sid = aws_key_id("ASIA", acct)
    tok = aws_session_token()
    snip = f"AWS_ACCESS_KEY_ID={sid}\nAWS_SECRET_ACCESS_KEY={sec}\nAWS_SESSION_TOKEN={tok}"
    return dict(snip=snip, path=".env.aws-session", secrets=[sid, sec, tok], cont="STS session env")


def cu_twilio(lang):
    sid, tok = "AC" + rs(HEX, 32), rs(HEX, 32)
    k = ri(0, 4)
    if k == 0:
        snip = f"from twilio.rest import Client\nclient = Client(\"{sid}\", \"{tok}\")"
        return dict(snip=snip, path="notify/sms.py", secrets=[tok], cont="python SDK")
    if k == 1:
        snip = f"Twilio.init(\"{sid}\", \"{tok}\");"
        return dict(snip=snip, path="src/main/java/com/acme/notify/SmsSender.java", secrets=[tok], cont="Java SDK")
    if k == 2:
        snip = f"@client = Twilio::REST::Client.new('{sid}', '{tok}')"
        return dict(snip=snip, path="app/services/sms_notifier.rb", secrets=[tok], cont="Ruby SDK")
    if k == 3:
        snip = f"TwilioClient.Init(\"{sid}\", \"{tok}\");"
        return dict(snip=snip, path="Notifications/SmsService.cs", secrets=[tok], cont="C# SDK")
    snip = f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json \\\n  --data-urlencode \"To=+8210XXXXXXXX\" -u {sid}:{tok}"
    return dict(snip=snip, path=None, secrets=[tok], cont="curl -u sid:token")


def cu_pair_env(idname, secname, gid, gsec, path, cont, list_id=True):
    def f(lang):
        a, b = gid(), gsec()
        snip = f"{idname}={a}\n{secname}={b}"
        return dict(snip=snip, path=path, secrets=[a, b] if list_id else [b], cont=cont)
    return f


def cu_alibaba(lang):
    a, b = "LTAI5t" + rs(ALNUM, 18), rs(ALNUM, 30)
    snip = f"aliyun configure set --profile {pick(ORGS)} --mode AK --region cn-hangzhou \\\n  --access-key-id {a} --access-key-secret {b}"
    return dict(snip=snip, path=None, secrets=[a, b], cont="aliyun configure flags")


def cu_scaleway(lang):
    a, b = "SCW" + rs(UALNUM, 17), uuid4()
    snip = f"access_key: {a}\nsecret_key: {b}\ndefault_organization_id: {uuid4()}\ndefault_region: fr-par"
    return dict(snip=snip, path="~/.config/scw/config.yaml", secrets=[a, b], cont="scw config yaml")


def cu_ovh(lang):
    ak, sec, ck = rs(ALNUM, 16), rs(ALNUM, 32), rs(ALNUM, 32)
    snip = f"[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={ak}\napplication_secret={sec}\nconsumer_key={ck}"
    return dict(snip=snip, path="ovh.conf", secrets=[ak, sec, ck], cont="ovh.conf ini")


def cu_cloudinary(lang):
    key, sec, cloud = str(ri(10 ** 14, 10 ** 15 - 1)), rs(B64URL, 27), pick(ORGS) + "-media"
    snip = f"CLOUDINARY_URL=cloudinary://{key}:{sec}@{cloud}"
    return dict(snip=snip, path=".env", secrets=[key, sec], cont="cloudinary URL")


def cu_ably(lang):
    name, sec = rs(ALNUM, 6) + "." + rs(ALNUM, 6), rs(ALNUM + "_-", 43)
    snip = f"const ably = new Ably.Realtime({{ key: \"{name}:{sec}\" }});"
    return dict(snip=snip, path="src/realtime.ts", secrets=[sec], cont="JS SDK key name:secret", nobare=True)


def cu_ghost(lang):
    kid, sec = rs(HEX, 24), rs(HEX, 64)
    snip = (f"const api = new GhostAdminAPI({{\n  url: \"https://blog.{pick(ORGS)}.com\",\n"
            f"  key: \"{kid}:{sec}\",\n  version: \"v5.0\"\n}});")
    return dict(snip=snip, path="scripts/publish.js", secrets=[sec], cont="Admin API id:secret", nobare=True)


def cu_mux(lang):
    a, b = uuid4(), rs(B64, 75)
    snip = f"MUX_TOKEN_ID={a}\nMUX_TOKEN_SECRET={b}"
    return dict(snip=snip, path=".env.local", secrets=[a, b], cont="token id + secret")


def cu_coolsms(lang):
    a, b = "NCS" + rs(UALNUM, 13), rs(UALNUM, 32)
    snip = f"const messageService = new SolapiMessageService(\"{a}\", \"{b}\");"
    return dict(snip=snip, path="src/sms/sender.ts", secrets=[a, b], cont="SDK apiKey/apiSecret")


def cu_upbit(lang):
    a, b = rs(ALNUM, 40), rs(ALNUM, 40)
    snip = f"access_key = \"{a}\"\nsecret_key = \"{b}\"\nupbit = pyupbit.Upbit(access_key, secret_key)"
    return dict(snip=snip, path="bot/trader.py", secrets=[a, b], cont="python access/secret")


def cu_binance(lang):
    a, b = rs(ALNUM, 64), rs(ALNUM, 64)
    snip = f"client = Client(\n    api_key=\"{a}\",\n    api_secret=\"{b}\",\n)"
    return dict(snip=snip, path="bot/binance_client.py", secrets=[a, b], cont="python client kwargs")


def cu_kis(lang):
    a, b = "PS" + rs(ALNUM, 34), rs(B64, 180)
    snip = f"my_app: \"{a}\"\nmy_sec: \"{b}\"\nmy_acct_stock: \"{ri(10000000, 99999999)}\"\nmy_prod: \"01\""
    return dict(snip=snip, path="kis_devlp.yaml", secrets=[a, b], cont="kis_devlp.yaml appkey/appsecret")


def cu_ncp(lang):
    a, b = rs(ALNUM, 20), rs(ALNUM, 40)
    snip = f"provider \"ncloud\" {{\n  access_key  = \"{a}\"\n  secret_key  = \"{b}\"\n  region      = \"KR\"\n  support_vpc = true\n}}"
    return dict(snip=snip, path="infra/main.tf", secrets=[a, b], cont="terraform provider block")


def cu_tencent(lang):
    a, b = "AKID" + rs(ALNUM, 32), rs(ALNUM, 32)
    snip = f"cred = credential.Credential(\"{a}\", \"{b}\")\nclient = cvm_client.CvmClient(cred, \"ap-seoul\")"
    return dict(snip=snip, path="ops/tencent_cvm.py", secrets=[a, b], cont="python credential()")


def cu_toss(lang):
    sk = pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(ALNUM, 28)
    blob = b64((sk + ":").encode())
    if chance(0.5):
        snip = (f"curl -X POST https://api.tosspayments.com/v1/payments/confirm \\\n"
                f"  -H \"Authorization: Basic {blob}\" \\\n  -H \"Content-Type: application/json\" \\\n"
                f"  -d '{{\"paymentKey\":\"tgen_{rs(ALNUM, 20)}\",\"orderId\":\"ORD-{ri(10000, 99999)}\",\"amount\":15000}}'")
        return dict(snip=snip, path=None, secrets=[blob], cont="curl Basic base64(secretKey:)", nobare=True)
    snip = f"TOSS_SECRET_KEY={sk}\n# Authorization: Basic {blob}"
    return dict(snip=snip, path=".env.payments", secrets=[sk, blob], cont="env + Basic blob comment")


def cu_telegram(lang):
    t = str(ri(10 ** 9, 8 * 10 ** 9)) + ":AA" + rs(B64URL, 33)
    snip = f"curl -s \"https://api.telegram.org/bot{t}/sendMessage?chat_id=-100{ri(10**9, 10**10-1)}&text=deploy+done\""
    return dict(snip=snip, path=None, secrets=[t], cont="bot token in URL path")


def cu_discord_webhook(lang):
    wid, tok = snowflake(), rs(B64URL, 68)
    snip = f"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/{wid}/{tok}"
    return dict(snip=snip, path=".env", secrets=[tok], cont="webhook URL", nobare=True)


def cu_slack_webhook(lang):
    tok = rs(ALNUM, 24)
    url = f"https://hooks.slack.com/services/T{rs(UALNUM, 8)}/B{rs(UALNUM, 10)}/{tok}"
    if chance(0.5):
        snip = f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"nightly ETL failed\"}}' \\\n  {url}"
        return dict(snip=snip, path=None, secrets=[tok], cont="incoming webhook curl", nobare=True)
    snip = f"alerting:\n  slack:\n    channel: \"#alerts\"\n    webhook_url: {url}"
    return dict(snip=snip, path="alertmanager/config.yml", secrets=[tok], cont="webhook URL in yaml", nobare=True)


def cu_azure_storage(lang):
    acct = pick(ORGS) + pick(["prodstore", "backups", "media", "logs"]) + str(ri(1, 99))
    key = b64(rb(64))
    snip = f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net\""
    return dict(snip=snip, path="local.settings.json" if chance(0.3) else ".env", secrets=[key], cont="connection string AccountKey")


def cu_azure_sas(lang):
    sig = pct(b64(rb(32)))
    acct = pick(ORGS) + "exports"
    url = (f"https://{acct}.blob.core.windows.net/reports/2025-q{ri(1,4)}.csv?sv=2022-11-02&ss=b&srt=o&sp=r"
           f"&se=2026-0{ri(1,9)}-{ri(10,28)}T00:00:00Z&st=2025-0{ri(1,9)}-01T00:00:00Z&spr=https&sig={sig}")
    return dict(snip=url, path=None, secrets=[sig], cont="SAS URL sig=", nobare=True)


def cu_azure_sp(lang):
    t = azure_ad_secret()
    snip = f"az login --service-principal -u {uuid4()} -p '{t}' --tenant {uuid4()}"
    return dict(snip=snip, path=None, secrets=[t], cont="az login -p")


def cu_google_oauth(lang):
    t = "GOCSPX-" + rs(B64URL, 28)
    cid = f"{ri(10**11, 10**12-1)}-{rs(LALNUM, 32)}.apps.googleusercontent.com"
    snip = json.dumps({"web": {"client_id": cid, "project_id": f"{pick(ORGS)}-web-{ri(100000, 999999)}",
                               "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                               "token_uri": "https://oauth2.googleapis.com/token", "client_secret": t,
                               "redirect_uris": ["http://localhost:8080/callback"]}}, indent=1)
    return dict(snip=snip, path="client_secret.json", secrets=[t], cont="client_secret.json")


def cu_planetscale(lang):
    t = "pscale_pw_" + rs(ALNUM + "_", 43)
    u = rs(LALNUM, 20)
    snip = f"DATABASE_URL=\"mysql://{u}:{t}@aws.connect.psdb.cloud/{pick(ORGS)}?sslaccept=strict\""
    return dict(snip=snip, path=".env", secrets=[t], cont="password in mysql URL")


def cu_mapbox(lang):
    t = mapbox_token("sk", pick(ORGS))
    if chance(0.5):
        snip = f"machine api.mapbox.com\nlogin mapbox\npassword {t}"
        return dict(snip=snip, path="~/.netrc", secrets=[t], cont="netrc downloads token")
    snip = f"MAPBOX_DOWNLOADS_TOKEN={t}"
    return dict(snip=snip, path="gradle.properties", secrets=[t], cont="gradle.properties")


def cu_jupyter(lang):
    t = rs(HEX, 48)
    snip = f"    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token={t}"
    return dict(snip=snip, path=None, secrets=[t], cont="jupyter server URL token")


def cu_alchemy(lang):
    t = rs(ALNUM + "_-", 32)
    snip = f"const provider = new ethers.JsonRpcProvider(\"https://eth-mainnet.g.alchemy.com/v2/{t}\");"
    return dict(snip=snip, path="scripts/indexer.ts", secrets=[t], cont="key in RPC URL")


def cu_pypi(lang):
    t = pypi_token()
    if chance(0.5):
        snip = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {t}"
        return dict(snip=snip, path="~/.pypirc", secrets=[t], cont=".pypirc")
    return dict(snip=f"twine upload -u __token__ -p {t} dist/*", path=None, secrets=[t], cont="twine -p")


def cu_npm(lang):
    t = gh_style("npm_")
    if chance(0.5):
        snip = f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={t}\nalways-auth=true"
        return dict(snip=snip, path=".npmrc", secrets=[t], cont=".npmrc _authToken")
    return dict(snip=f"npm config set //registry.npmjs.org/:_authToken {t}", path=None, secrets=[t], cont="npm config set")


def cu_bitbucket(lang):
    t = "ATBB" + rs(ALNUM, 24) + rs(UHEX, 8)
    u = pick(["jkim-dev", "deploybot", "sora_park", "ci-runner"])
    snip = f"git clone https://{u}:{t}@bitbucket.org/{pick(ORGS)}/{pick(APPS)}.git"
    return dict(snip=snip, path=None, secrets=[t], cont="app password in clone URL")


def cu_azdo(lang):
    t = rs(LOW + "234567", 52)
    snip = f"git remote set-url origin https://{t}@dev.azure.com/{pick(ORGS)}/Platform/_git/{pick(APPS)}"
    return dict(snip=snip, path=None, secrets=[t], cont="PAT in remote URL")


def cu_gcp_api_query(lang):
    t = "AIzaSy" + rs(B64URL, 33)
    snip = (f"curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={t}\" \\\n"
            f"  -H 'Content-Type: application/json' -d @prompt.json")
    return dict(snip=snip, path=None, secrets=[t], cont="Gemini key in query")


def cu_openweather(lang):
    t = rs(HEX, 32)
    snip = f"https://api.openweathermap.org/data/2.5/weather?q=Seoul&units=metric&appid={t}"
    return dict(snip=snip, path=None, secrets=[t], cont="appid query param")


def cu_meta(lang):
    t = "EAA" + pick(["G", "B", "J", "I"]) + rs(ALNUM, 190)
    snip = f"GET https://graph.facebook.com/v19.0/{ri(10**14, 10**15-1)}/messages?access_token={t}"
    return dict(snip=snip, path=None, secrets=[t], cont="access_token query")


def cu_zendesk(lang):
    t = rs(ALNUM, 40)
    snip = f"curl https://{pick(ORGS)}.zendesk.com/api/v2/tickets.json -u ops@{pick(ORGS)}.com/token:{t}"
    return dict(snip=snip, path=None, secrets=[t], cont="curl -u email/token:")


def cu_atlassian(lang):
    t = "ATATT3xFfGF0" + rs(B64URL, 171) + "=" + rs(UHEX, 8)
    o = pick(ORGS)
    snip = f"curl -u dev@{o}.com:{t} \\\n  -H \"Accept: application/json\" https://{o}.atlassian.net/rest/api/3/myself"
    return dict(snip=snip, path=None, secrets=[t], cont="curl -u email:token")


def cu_mailchimp(lang):
    dc = "us" + str(ri(1, 21))
    t = rs(HEX, 32) + "-" + dc
    snip = f"curl -sS https://{dc}.api.mailchimp.com/3.0/ping --user \"anystring:{t}\""
    return dict(snip=snip, path=None, secrets=[t], cont="curl --user anystring:key")


def cu_mailgun(lang):
    t = pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])
    snip = f"curl -s --user 'api:{t}' \\\n  https://api.mailgun.net/v3/mg.{pick(ORGS)}.com/messages -F to=qa@example.com -F subject=test"
    return dict(snip=snip, path=None, secrets=[t], cont="curl --user api:key")


def cu_jenkins(lang):
    t = "11" + rs(HEX, 32)
    snip = f"curl -X POST -u admin:{t} https://jenkins.{pick(ORGS)}.internal/job/{pick(APPS)}/buildWithParameters?BRANCH=main"
    return dict(snip=snip, path=None, secrets=[t], cont="curl -u user:apitoken")


def cu_harbor(lang):
    t = rs(ALNUM, 32)
    snip = f"docker login harbor.{pick(ORGS)}.io -u 'robot${pick(['ci', 'deployer', 'gitlab'])}' -p {t}"
    return dict(snip=snip, path=None, secrets=[t], cont="docker login -p robot secret")


def cu_b2(lang):
    t = "K00" + str(ri(1, 5)) + rs(ALNUM + "+/", 27)
    snip = f"b2 account authorize \"$B2_KEY_ID\" {t}"
    return dict(snip=snip, path=None, secrets=[t], cont="b2 positional application key")


def cu_wandb(lang):
    t = rs(HEX, 40)
    if chance(0.5):
        return dict(snip=f"wandb login {t}", path=None, secrets=[t], cont="wandb login positional")
    snip = f"machine api.wandb.ai\n  login user\n  password {t}"
    return dict(snip=snip, path="~/.netrc", secrets=[t], cont="netrc")


def cu_snyk(lang):
    t = uuid4()
    return dict(snip=f"snyk auth {t}", path=None, secrets=[t], cont="snyk auth positional")


def cu_vault(lang):
    t = "hvs.CAESI" + rs(B64URL, 86)
    if chance(0.5):
        return dict(snip=f"VAULT_ADDR=https://vault.{pick(ORGS)}.internal:8200 VAULT_TOKEN={t} vault kv get -field=url secret/{pick(APPS)}/db",
                    path=None, secrets=[t], cont="VAULT_TOKEN inline")
    return dict(snip=f"vault login {t}", path=None, secrets=[t], cont="vault login positional")


def cu_databricks(lang):
    t = "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"])
    snip = f"[DEFAULT]\nhost  = https://adb-{ri(10**15, 10**16-1)}.{ri(1, 19)}.azuredatabricks.net\ntoken = {t}"
    return dict(snip=snip, path="~/.databrickscfg", secrets=[t], cont=".databrickscfg")


def cu_tfc(lang):
    t = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    snip = json.dumps({"credentials": {"app.terraform.io": {"token": t}}}, indent=2)
    return dict(snip=snip, path="~/.terraform.d/credentials.tfrc.json", secrets=[t], cont="credentials.tfrc.json")


def cu_line(lang):
    tok, sec = rs(B64, 171) + "=", rs(HEX, 32)
    snip = f"line:\n  bot:\n    channel-token: {tok}\n    channel-secret: {sec}"
    return dict(snip=snip, path="src/main/resources/application.yml", secrets=[tok, sec], cont="spring yaml token+secret")


def cu_sentry(lang):
    t = sentry_org_token(pick(ORGS))
    if chance(0.5):
        snip = f"[defaults]\nurl = https://sentry.io/\norg = {pick(ORGS)}\nproject = {pick(APPS)}\n\n[auth]\ntoken = {t}"
        return dict(snip=snip, path=".sentryclirc", secrets=[t], cont=".sentryclirc")
    return dict(snip=f"sentry-cli --auth-token {t} sourcemaps upload ./dist", path=None, secrets=[t], cont="--auth-token flag")


def cu_gitlab_runner(lang):
    t = "glrt-" + rs(B64URL, 20)
    snip = f"gitlab-runner register --non-interactive --url https://gitlab.{pick(ORGS)}.com \\\n  --token {t} --executor docker --docker-image alpine:3.20"
    return dict(snip=snip, path=None, secrets=[t], cont="runner register --token")


def cu_ngrok(lang):
    t = "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21)
    if chance(0.5):
        return dict(snip=f"ngrok config add-authtoken {t}", path=None, secrets=[t], cont="add-authtoken positional")
    return dict(snip=f"version: \"2\"\nauthtoken: {t}\ntunnels:\n  web:\n    proto: http\n    addr: 3000",
                path="~/.config/ngrok/ngrok.yml", secrets=[t], cont="ngrok.yml")


def cu_tailscale(lang):
    t = "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33)
    return dict(snip=f"sudo tailscale up --authkey={t} --advertise-tags=tag:ci --ssh", path=None, secrets=[t], cont="--authkey=")


def cu_docker_hub(lang):
    t = "dckr_pat_" + rs(B64URL, 27)
    user = pick(["acmebot", "ci-pusher", "jhpark", "buildsvc"])
    if chance(0.5):
        return dict(snip=f"docker login -u {user} -p {t}", path=None, secrets=[t], cont="docker login -p")
    blob = b64(f"{user}:{t}".encode())
    snip = json.dumps({"auths": {"https://index.docker.io/v1/": {"auth": blob}}}, indent=2)
    return dict(snip=snip, path="~/.docker/config.json", secrets=[blob], cont="config.json auth base64", nobare=True)


def cu_heroku(lang):
    t = "HRKU-AA" + rs(B64URL, 58)
    snip = f"machine api.heroku.com\n  login ops@{pick(ORGS)}.com\n  password {t}\nmachine git.heroku.com\n  login ops@{pick(ORGS)}.com\n  password {t}"
    return dict(snip=snip, path="~/.netrc", secrets=[t], cont="netrc (twice)")


def cu_gcp_sa(lang):
    # a full RSA-2048 PKCS#8 structure, pasted truncated (first lines only) as agents do
    rsa = der(0x30, der_small_int(0) + der_int(256) + der(0x02, b"\x01\x00\x01") + der_int(255) +
              der_int(128) + der_int(128) + der_int(128) + der_int(128) + der_int(128))
    body = der(0x30, der_small_int(0) + der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00") +
               der(0x04, rsa))
    lines = wrap(b64(body), 64)[:ri(3, 5)]
    proj = f"{pick(ORGS)}-{pick(['data', 'prod', 'ml', 'analytics'])}-{ri(100, 999)}"
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...\\n-----END PRIVATE KEY-----\\n"
    snip = ("{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + proj + "\",\n  \"private_key_id\": \"" + rs(HEX, 40) +
            "\",\n  \"private_key\": \"" + pk + "\",\n  \"client_email\": \"etl-runner@" + proj + ".iam.gserviceaccount.com\"\n}")
    return dict(snip=snip, path=pick(["sa-key.json", "credentials/gcp.json", "keys/bq-writer.json"]), secrets=lines, cont="service account JSON private_key")


def cu_supabase_service(lang):
    ref = rs(LOW, 20)
    t = supabase_jwt("service_role", ref)
    snip = f"const supabase = createClient(\n  \"https://{ref}.supabase.co\",\n  \"{t}\"\n);"
    return dict(snip=snip, path="scripts/admin-backfill.ts", secrets=[t], cont="createClient service_role JWT")


def cu_kube_sa(lang):
    ns, sa = pick(["ci", "argocd", "monitoring", "default"]), pick(["deployer", "gitlab-ci", "prom-reader"])
    t = kube_sa_token(ns, sa)
    snip = f"kubectl --server https://k8s.{pick(ORGS)}.internal:6443 --token={t} get pods -n {ns}"
    return dict(snip=snip, path=None, secrets=[t], cont="kubectl --token JWT")


def cu_confluent(lang):
    t = rs(ALNUM + "+/", 64)
    snip = ("bootstrap.servers=pkc-" + rs(LALNUM, 5) + ".ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\n"
            "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
            "username=\"${CONFLUENT_API_KEY}\" password=\"" + t + "\";")
    return dict(snip=snip, path="client.properties", secrets=[t], cont="kafka jaas password")


def cu_fcm(lang):
    t = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
    snip = f"curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H \"Authorization: key={t}\" \\\n  -H \"Content-Type: application/json\" -d @payload.json"
    return dict(snip=snip, path=None, secrets=[t], cont="legacy server key header")


def cu_aligo(lang):
    t = rs(LALNUM, 32)
    snip = f"curl -X POST https://apis.aligo.in/send/ -d key={t} -d user_id={pick(ORGS)}dev -d sender=0215880000 -d receiver=01000000000 -d msg=test"
    return dict(snip=snip, path=None, secrets=[t], cont="form field key=")


def cu_channeltalk(lang):
    a, b = rs(HEX, 24), rs(HEX, 32)
    snip = f"x-access-key: {a}\nx-access-secret: {b}"
    return dict(snip=snip, path=None, secrets=[a, b], cont="access key + secret headers")


def cu_naver(lang):
    cid, sec = rs(ALNUM, 20), rs(ALNUM + "_", 10)
    snip = f"curl \"https://openapi.naver.com/v1/search/blog.json?query=%EC%B9%B4%ED%8E%98\" \\\n  -H \"X-Naver-Client-Id: {cid}\" -H \"X-Naver-Client-Secret: {sec}\""
    return dict(snip=snip, path=None, secrets=[sec], cont="client id + secret headers")


def cu_paypal(lang):
    cid, sec = "A" + rs(B64URL, 79), "E" + rs(B64URL, 79)
    snip = f"curl -v https://api-m.paypal.com/v1/oauth2/token -u \"{cid}:{sec}\" -d \"grant_type=client_credentials\""
    return dict(snip=snip, path=None, secrets=[sec], cont="client_id:secret")


def cu_zoom(lang):
    acc, cid, sec = rs(B64URL, 22), rs(B64URL, 22), rs(ALNUM, 32)
    snip = f"ZOOM_ACCOUNT_ID={acc}\nZOOM_CLIENT_ID={cid}\nZOOM_CLIENT_SECRET={sec}"
    return dict(snip=snip, path=".env", secrets=[sec], cont="S2S OAuth env trio")


def cu_spotify(lang):
    cid, sec = rs(HEX, 32), rs(HEX, 32)
    snip = f"sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(\n    client_id=\"{cid}\", client_secret=\"{sec}\"))"
    return dict(snip=snip, path="recs/spotify.py", secrets=[sec], cont="client credentials kwargs")


def cu_twitch(lang):
    cid, sec = rs(LALNUM, 30), rs(LALNUM, 30)
    snip = f"curl -X POST 'https://id.twitch.tv/oauth2/token' \\\n  -d 'client_id={cid}&client_secret={sec}&grant_type=client_credentials'"
    return dict(snip=snip, path=None, secrets=[sec], cont="form client_secret")


def cu_infura(lang):
    pid, sec = rs(HEX, 32), rs(HEX, 32)
    snip = f"curl --user :{sec} https://mainnet.infura.io/v3/{pid} -X POST -H 'Content-Type: application/json' \\\n  -d '{{\"jsonrpc\":\"2.0\",\"method\":\"eth_blockNumber\",\"params\":[],\"id\":1}}'"
    return dict(snip=snip, path=None, secrets=[pid, sec], cont="API key in URL + curl --user :secret")


def cu_salesforce(lang):
    t = "00D" + rs(ALNUM, 12) + "!AQ" + rs(ALNUM, 2) + "AQ" + rs(ALNUM + "._", 92)
    snip = f"sf org login access-token --instance-url https://{pick(ORGS)}.my.salesforce.com --no-prompt\n# pasted SF_ACCESS_TOKEN={t}"
    return dict(snip=snip, path=None, secrets=[t], cont="access token env in comment")


def cu_jfrog(lang):
    t = jfrog_ref_token()
    snip = f"jf c add {pick(ORGS)} --url https://{pick(ORGS)}.jfrog.io --access-token {t} --interactive=false"
    return dict(snip=snip, path=None, secrets=[t], cont="jf c add --access-token")


def cu_sonar(lang):
    t = pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40)
    snip = f"sonar-scanner -Dsonar.projectKey={pick(ORGS)}_{pick(APPS)} -Dsonar.host.url=https://sonar.{pick(ORGS)}.io -Dsonar.token={t}"
    return dict(snip=snip, path=None, secrets=[t], cont="-Dsonar.token=")


def cu_shodan(lang):
    t = rs(ALNUM, 32)
    return dict(snip=f"shodan init {t}", path=None, secrets=[t], cont="shodan init positional")


def cu_ibm(lang):
    t = rs(B64URL, 44)
    return dict(snip=f"ibmcloud login --apikey {t} -r jp-tok -g default", path=None, secrets=[t], cont="ibmcloud --apikey")


def cu_firebase_ci(lang):
    t = "1//0" + rs(B64URL, 100)
    return dict(snip=f"firebase deploy --only hosting --token \"{t}\"", path=None, secrets=[t], cont="firebase --token")


def cu_do(lang):
    t = "dop_v1_" + rs(HEX, 64)
    if chance(0.5):
        return dict(snip=f"doctl auth init --context {pick(ORGS)} -t {t}", path=None, secrets=[t], cont="doctl -t")
    return dict(snip=f"provider \"digitalocean\" {{\n  token = \"{t}\"\n}}", path="infra/providers.tf", secrets=[t], cont="terraform provider token")


def cu_github_classic(lang):
    t = gh_style("ghp_")
    k = ri(0, 2)
    if k == 0:
        return dict(snip=f"git remote set-url origin https://{t}@github.com/{pick(ORGS)}/{pick(APPS)}.git", path=None, secrets=[t], cont="PAT in remote URL")
    if k == 1:
        return dict(snip=f"https://{pick(['minji-k', 'dkwon', 'raj-p'])}:{t}@github.com", path="~/.git-credentials", secrets=[t], cont=".git-credentials")
    return dict(snip=f"curl -H \"Authorization: token {t}\" https://api.github.com/repos/{pick(ORGS)}/{pick(APPS)}/actions/runs?per_page=5",
                path=None, secrets=[t], cont="curl token header")


def cu_github_app(lang):
    t = gh_style(pick(["ghs_", "gho_", "ghu_"]))
    snip = f"- name: Checkout private submodule\n  run: git clone https://x-access-token:{t}@github.com/{pick(ORGS)}/shared-protos.git"
    return dict(snip=snip, path=".github/workflows/build.yml", secrets=[t], cont="x-access-token in workflow")


def cu_hf(lang):
    t = "hf_" + rs(ALPHA, 34)
    k = ri(0, 2)
    if k == 0:
        return dict(snip=f"huggingface-cli login --token {t} --add-to-git-credential", path=None, secrets=[t], cont="cli --token")
    if k == 1:
        return dict(snip=f"from huggingface_hub import login\nlogin(token=\"{t}\")", path="notebooks/finetune.ipynb", secrets=[t], cont="python login()")
    return dict(snip=f"ENV HF_TOKEN={t}", path="Dockerfile", secrets=[t], cont="Dockerfile ENV")


def cu_wordpress_app(lang):
    t = " ".join(rs(ALNUM, 4) for _ in range(6))
    site = f"https://blog.{pick(ORGS)}.kr"
    snip = f"curl --user \"editor:{t}\" {site}/wp-json/wp/v2/posts?status=draft"
    return dict(snip=snip, path=None, secrets=[t], cont="application password in curl --user")


def cu_kakao(lang):
    t = rs(HEX, 32)
    snip = f"curl -X POST \"https://kapi.kakao.com/v2/api/talk/memo/default/send\" \\\n  -H \"Authorization: KakaoAK {t}\" -d 'template_object={{\"object_type\":\"text\"}}'"
    return dict(snip=snip, path=None, secrets=[t], cont="KakaoAK admin key header")


def cu_portone(lang):
    t = rs(ALNUM, 80)
    snip = f"PORTONE_API_SECRET={t}\nPORTONE_STORE_ID=store-{uuid4()}"
    return dict(snip=snip, path=".env.production", secrets=[t], cont="V2 API secret env")


VENDORS = [
    V("AWS", None, None, custom=cu_aws, generic=False),
    V("GitHub (classic PAT)", "GITHUB_TOKEN", None, custom=cu_github_classic, generic=False),
    V("GitHub (fine-grained PAT)", "GH_TOKEN", lambda: "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59),
      url="https://api.github.com/user/repos", sdk=["const octokit = new Octokit({ auth: \"{t}\" });",
                                                  "client := github.NewClient(nil).WithAuthToken(\"{t}\")"]),
    V("GitHub App installation", None, None, custom=cu_github_app, generic=False),
    V("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(B64URL, 20), url="https://gitlab.com/api/v4/projects?owned=true",
      auth="PRIVATE-TOKEN: {t}", sdk=["gl = gitlab.Gitlab(\"https://gitlab.com\", private_token=\"{t}\")"]),
    V("GitLab Runner", None, None, custom=cu_gitlab_runner, generic=False),
    V("Slack (bot token)", "SLACK_BOT_TOKEN",
      lambda: f"xoxb-{ri(10**10, 10**12)}-{ri(10**11, 10**13)}-{rs(ALNUM, 24)}", url="https://slack.com/api/auth.test",
      sdk=["client = WebClient(token=\"{t}\")", "const web = new WebClient(\"{t}\");",
           "app = App(token=\"{t}\", signing_secret=os.environ[\"SLACK_SIGNING_SECRET\"])",
           "MethodsClient methods = Slack.getInstance().methods(\"{t}\");",
           "client = Slack::Web::Client.new(token: '{t}')"]),
    V("Slack (user token)", "SLACK_USER_TOKEN",
      lambda: f"xoxp-{ri(10**10, 10**12)}-{ri(10**10, 10**12)}-{ri(10**11, 10**13)}-{rs(HEX, 32)}",
      url="https://slack.com/api/conversations.history?channel=C0" + rs(UALNUM, 8)),
    V("Slack (app-level token)", "SLACK_APP_TOKEN", lambda: f"xapp-1-A{rs(UALNUM, 10)}-{ri(10**12, 10**13)}-{rs(HEX, 64)}",
      sdk=["handler = SocketModeHandler(app, \"{t}\")"]),
    V("Slack incoming webhook", None, None, custom=cu_slack_webhook, generic=False),
    V("Stripe", "STRIPE_SECRET_KEY", lambda: pick(["sk_live_51", "rk_live_51"]) + rs(ALNUM, 97),
      curl="curl https://api.stripe.com/v1/balance -u {t}:",
      sdk=["stripe.api_key = \"{t}\"", "const stripe = require(\"stripe\")(\"{t}\");", "Stripe.api_key = '{t}'",
           "stripe.Key = \"{t}\"", "\\Stripe\\Stripe::setApiKey('{t}');", "Stripe.apiKey = \"{t}\";"]),
    V("Stripe webhook signing", "STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(ALNUM, 32),
      sdk=["event = stripe.Webhook.construct_event(payload, sig_header, \"{t}\")"]),
    V("OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74),
      url="https://api.openai.com/v1/models",
      sdk=["client = OpenAI(api_key=\"{t}\")", "const openai = new OpenAI({{ apiKey: \"{t}\" }});",
           "OpenAIClient client = OpenAIOkHttpClient.builder().apiKey(\"{t}\").build();",
           "client := openai.NewClient(option.WithAPIKey(\"{t}\"))"]),
    V("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
      curl="curl https://api.anthropic.com/v1/messages -H \"x-api-key: {t}\" -H \"anthropic-version: 2023-06-01\" -H \"content-type: application/json\" -d @req.json",
      sdk=["client = anthropic.Anthropic(api_key=\"{t}\")", "const anthropic = new Anthropic({ apiKey: \"{t}\" });",
           "client := anthropic.NewClient(option.WithAPIKey(\"{t}\"))"]),
    V("Google Gemini", None, None, custom=cu_gcp_api_query, generic=False),
    V("Google OAuth client", None, None, custom=cu_google_oauth, generic=False),
    V("GCP service account", None, None, custom=cu_gcp_sa, generic=False),
    V("Azure Storage", None, None, custom=cu_azure_storage, generic=False),
    V("Azure Blob SAS", None, None, custom=cu_azure_sas, generic=False),
    V("Azure Entra ID (app secret)", None, None, custom=cu_azure_sp, generic=False),
    V("Azure OpenAI", "AZURE_OPENAI_API_KEY", lambda: rs(HEX, 32), auth="api-key: {t}",
      url="https://" + "{org}" + "-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21",
      sdk=["client = AzureOpenAI(api_key=\"{t}\", api_version=\"2024-10-21\", azure_endpoint=endpoint)"]),
    V("Twilio", None, None, custom=cu_twilio, generic=False),
    V("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
      url="https://api.sendgrid.com/v3/mail/send",
      sdk=["sg = SendGridAPIClient(\"{t}\")", "sgMail.setApiKey(\"{t}\");", "var client = new SendGridClient(\"{t}\");"]),
    V("Mailgun", None, None, custom=cu_mailgun, generic=False),
    V("Mailchimp", None, None, custom=cu_mailchimp, generic=False),
    V("Postmark", "POSTMARK_SERVER_TOKEN", uuid4, auth="X-Postmark-Server-Token: {t}", url="https://api.postmarkapp.com/email",
      sdk=["const client = new postmark.ServerClient(\"{t}\");"]),
    V("Resend", "RESEND_API_KEY", lambda: "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), url="https://api.resend.com/emails",
      sdk=["const resend = new Resend(\"{t}\");"]),
    V("Brevo", "BREVO_API_KEY", lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(ALNUM, 16), auth="api-key: {t}",
      url="https://api.brevo.com/v3/account"),
    V("SparkPost", "SPARKPOST_API_KEY", lambda: rs(HEX, 40), auth="Authorization: {t}", url="https://api.sparkpost.com/api/v1/transmissions"),
    V("npm", None, None, custom=cu_npm, generic=False),
    V("PyPI", None, None, custom=cu_pypi, generic=False),
    V("Docker Hub", None, None, custom=cu_docker_hub, generic=False),
    V("Hugging Face", None, None, custom=cu_hf, generic=False),
    V("Shopify", "SHOPIFY_ADMIN_TOKEN", lambda: pick(["shpat_", "shpca_"]) + rs(HEX, 32), auth="X-Shopify-Access-Token: {t}",
      url="https://{org}.myshopify.com/admin/api/2024-10/shop.json"),
    V("Atlassian (Jira/Confluence)", None, None, custom=cu_atlassian, generic=False),
    V("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40), auth="Authorization: {t}", url="https://api.linear.app/graphql",
      sdk=["const linear = new LinearClient({ apiKey: \"{t}\" });"]),
    V("Notion", "NOTION_TOKEN", lambda: pick(["ntn_" + rs(DIG, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)]),
      url="https://api.notion.com/v1/users", sdk=["const notion = new Client({ auth: \"{t}\" });", "notion = Client(auth=\"{t}\")"]),
    V("Figma", "FIGMA_TOKEN", lambda: "figd_" + rs(B64URL, 40), auth="X-Figma-Token: {t}", url="https://api.figma.com/v1/me"),
    V("DigitalOcean", None, None, custom=cu_do, generic=False),
    V("Heroku", None, None, custom=cu_heroku, generic=False),
    V("Vercel", "VERCEL_TOKEN", lambda: rs(ALNUM, 24), curl="vercel deploy --prod --yes --token {t}"),
    V("Netlify", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36), curl="netlify deploy --prod --dir=dist --auth {t}"),
    V("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: rs(B64URL, 40), url="https://api.cloudflare.com/client/v4/user/tokens/verify",
      sdk=["provider \"cloudflare\" {{\n  api_token = \"{t}\"\n}}"]),
    V("Cloudflare (global API key)", "CF_API_KEY", lambda: rs(HEX, 37),
      curl="curl https://api.cloudflare.com/client/v4/zones -H \"X-Auth-Email: ops@{org}.com\" -H \"X-Auth-Key: {t}\""),
    V("Fastly", "FASTLY_API_TOKEN", lambda: rs(B64URL, 32), auth="Fastly-Key: {t}", url="https://api.fastly.com/current_user"),
    V("Datadog", "DD_API_KEY", lambda: rs(HEX, 32), auth="DD-API-KEY: {t}", url="https://api.datadoghq.com/api/v1/validate",
      sdk=["api_key: {t}\nsite: datadoghq.com\nlogs_enabled: true"]),
    V("Datadog (application key)", "DD_APP_KEY", lambda: rs(HEX, 40),
      curl="curl https://api.datadoghq.com/api/v1/monitor -H \"DD-API-KEY: ${DD_API_KEY}\" -H \"DD-APPLICATION-KEY: {t}\""),
    V("New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UALNUM, 27), auth="API-Key: {t}", url="https://api.newrelic.com/graphql"),
    V("New Relic (license key)", "NEW_RELIC_LICENSE_KEY", lambda: rs(HEX, 36) + "NRAL",
      sdk=["common: &default_settings\n  license_key: '{t}'\n  app_name: {app}"]),
    V("Sentry", None, None, custom=cu_sentry, generic=False),
    V("PagerDuty", "PAGERDUTY_TOKEN", lambda: "u+" + rs(B64URL, 18), auth="Authorization: Token token={t}",
      url="https://api.pagerduty.com/incidents?statuses[]=triggered"),
    V("Honeycomb", "HONEYCOMB_API_KEY", lambda: "hcaik_01" + rs(LALNUM, 56), auth="x-honeycomb-team: {t}",
      sdk=["OTEL_EXPORTER_OTLP_HEADERS=\"x-honeycomb-team={t}\""]),
    V("Grafana (service account)", "GRAFANA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8),
      url="https://grafana.{org}.internal/api/dashboards/uid/api-latency"),
    V("Grafana Cloud", "GRAFANA_CLOUD_TOKEN", lambda: grafana_cloud_token(pick(ORGS)),
      sdk=["grafana_cloud_api_key = \"{t}\""]),
    V("Databricks", None, None, custom=cu_databricks, generic=False),
    V("Terraform Cloud", None, None, custom=cu_tfc, generic=False),
    V("HashiCorp Vault", None, None, custom=cu_vault, generic=False),
    V("Pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40), curl="PULUMI_ACCESS_TOKEN={t} pulumi up --stack {org}/prod --yes"),
    V("Tailscale", None, None, custom=cu_tailscale, generic=False),
    V("ngrok", None, None, custom=cu_ngrok, generic=False),
    V("Telegram bot", None, None, custom=cu_telegram, generic=False),
    V("Discord bot", "DISCORD_TOKEN", lambda: b64u(snowflake().encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38),
      auth="Authorization: Bot {t}", url="https://discord.com/api/v10/users/@me", sdk=["client.run(\"{t}\")"]),
    V("Discord webhook", None, None, custom=cu_discord_webhook, generic=False),
    V("Square", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64URL, 60), url="https://connect.squareup.com/v2/locations",
      sdk=["client = Client(access_token=\"{t}\", environment=\"production\")"]),
    V("Braintree", "BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(LALNUM, 16) + "$" + rs(HEX, 32),
      sdk=["const gateway = new braintree.BraintreeGateway({{ accessToken: \"{t}\" }});"]),
    V("PayPal", None, None, custom=cu_paypal, generic=False),
    V("Plaid", "PLAID_SECRET", lambda: rs(HEX, 30),
      sdk=["configuration = plaid.Configuration(\n    host=plaid.Environment.Production,\n    api_key={{\"clientId\": PLAID_CLIENT_ID, \"secret\": \"{t}\"}},\n)"]),
    V("Razorpay", "RAZORPAY_KEY_SECRET", lambda: rs(ALNUM, 24), sdk=["client = razorpay.Client(auth=(\"rzp_live_" + "{kid}" + "\", \"{t}\"))"]),
    V("Toss Payments", None, None, custom=cu_toss, generic=False),
    V("PortOne", None, None, custom=cu_portone, generic=False),
    V("Kakao (admin key)", None, None, custom=cu_kakao, generic=False),
    V("Naver Developers", None, None, custom=cu_naver, generic=False),
    V("Naver Cloud Platform", None, None, custom=cu_ncp, generic=False),
    V("Alibaba Cloud", None, None, custom=cu_alibaba, generic=False),
    V("Tencent Cloud", None, None, custom=cu_tencent, generic=False),
    V("IBM Cloud", None, None, custom=cu_ibm, generic=False),
    V("Linode / Akamai", "LINODE_TOKEN", lambda: rs(HEX, 64), url="https://api.linode.com/v4/linode/instances"),
    V("Vultr", "VULTR_API_KEY", lambda: rs(UALNUM, 36), url="https://api.vultr.com/v2/instances"),
    V("Hetzner Cloud", "HCLOUD_TOKEN", lambda: rs(ALNUM, 64), url="https://api.hetzner.cloud/v1/servers"),
    V("Scaleway", None, None, custom=cu_scaleway, generic=False),
    V("OVHcloud", None, None, custom=cu_ovh, generic=False),
    V("Backblaze B2", None, None, custom=cu_b2, generic=False),
    V("Cloudinary", None, None, custom=cu_cloudinary, generic=False),
    V("Pusher", "PUSHER_SECRET", lambda: rs(HEX, 20),
      sdk=["const pusher = new Pusher({{\n  appId: \"" + "{appid}" + "\",\n  key: \"" + "{pubkey}" + "\",\n  secret: \"{t}\",\n  cluster: \"ap3\",\n}});"]),
    V("Ably", None, None, custom=cu_ably, generic=False),
    V("Agora", "AGORA_APP_CERTIFICATE", lambda: rs(HEX, 32),
      sdk=["token = RtcTokenBuilder.buildTokenWithUid(APP_ID, \"{t}\", channel, uid, role, expire_ts)"]),
    V("Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37), url="https://api.replicate.com/v1/account"),
    V("Groq", "GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52), url="https://api.groq.com/openai/v1/models",
      sdk=["client = Groq(api_key=\"{t}\")"]),
    V("Mistral", "MISTRAL_API_KEY", lambda: rs(ALNUM, 32), url="https://api.mistral.ai/v1/models",
      sdk=["client = Mistral(api_key=\"{t}\")"]),
    V("Cohere", "CO_API_KEY", lambda: rs(ALNUM, 40), sdk=["co = cohere.ClientV2(\"{t}\")"]),
    V("Perplexity", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(ALNUM, 48),
      sdk=["client = OpenAI(api_key=\"{t}\", base_url=\"https://api.perplexity.ai\")"]),
    V("xAI", "XAI_API_KEY", lambda: "xai-" + rs(ALNUM, 80), url="https://api.x.ai/v1/models"),
    V("DeepSeek", "DEEPSEEK_API_KEY", lambda: "sk-" + rs(HEX, 32),
      sdk=["client = OpenAI(api_key=\"{t}\", base_url=\"https://api.deepseek.com\")"]),
    V("OpenRouter", "OPENROUTER_API_KEY", lambda: "sk-or-v1-" + rs(HEX, 64), url="https://openrouter.ai/api/v1/key"),
    V("Together AI", "TOGETHER_API_KEY", lambda: rs(HEX, 64), url="https://api.together.xyz/v1/models"),
    V("Fireworks AI", "FIREWORKS_API_KEY", lambda: "fw_" + rs(ALNUM, 24), url="https://api.fireworks.ai/inference/v1/models"),
    V("ElevenLabs", "ELEVENLABS_API_KEY", lambda: "sk_" + rs(HEX, 48), auth="xi-api-key: {t}", url="https://api.elevenlabs.io/v1/voices"),
    V("Pinecone", "PINECONE_API_KEY", lambda: "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63), sdk=["pc = Pinecone(api_key=\"{t}\")"]),
    V("Weights & Biases", None, None, custom=cu_wandb, generic=False),
    V("LangSmith", "LANGSMITH_API_KEY", lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + rs(HEX, 32) + "_" + rs(HEX, 10)),
    V("Tavily", "TAVILY_API_KEY", lambda: "tvly-" + pick(["dev-", ""]) + rs(ALNUM, 32), sdk=["tavily = TavilyClient(api_key=\"{t}\")"]),
    V("AssemblyAI", "ASSEMBLYAI_API_KEY", lambda: rs(HEX, 32), sdk=["aai.settings.api_key = \"{t}\""]),
    V("Deepgram", "DEEPGRAM_API_KEY", lambda: rs(HEX, 40), auth="Authorization: Token {t}", url="https://api.deepgram.com/v1/projects"),
    V("Doppler", "DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 43), curl="doppler run --token {t} -- npm start"),
    V("Bitbucket", None, None, custom=cu_bitbucket, generic=False),
    V("Azure DevOps", None, None, custom=cu_azdo, generic=False),
    V("Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), auth="X-API-Key: {t}", url="https://api.getpostman.com/collections"),
    V("X (Twitter)", "TWITTER_BEARER_TOKEN", lambda: "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 25) + "%3D" + rs(ALNUM, 50),
      url="https://api.x.com/2/tweets/search/recent?query=from:{org}"),
    V("Meta Graph API", None, None, custom=cu_meta, generic=False),
    V("LaunchDarkly", "LAUNCHDARKLY_SDK_KEY", lambda: "sdk-" + uuid4(), sdk=["ldclient.set_config(Config(\"{t}\"))"]),
    V("Rollbar", "ROLLBAR_ACCESS_TOKEN", lambda: rs(HEX, 32), sdk=["rollbar.init(\"{t}\", environment=\"production\")"]),
    V("Splunk HEC", "SPLUNK_HEC_TOKEN", lambda: uuid4().upper(), auth="Authorization: Splunk {t}",
      url="https://splunk.{org}.internal:8088/services/collector/event"),
    V("Render", "RENDER_API_KEY", lambda: "rnd_" + rs(ALNUM, 28), url="https://api.render.com/v1/services?limit=20"),
    V("Fly.io", "FLY_API_TOKEN", lambda: "fo1_" + rs(B64URL, 43), curl="flyctl deploy --remote-only --access-token {t}"),
    V("Supabase (personal token)", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(HEX, 40), curl="supabase login --token {t}"),
    V("Supabase (service_role)", None, None, custom=cu_supabase_service, generic=False),
    V("PlanetScale", None, None, custom=cu_planetscale, generic=False),
    V("Neon", "NEON_API_KEY", lambda: "napi_" + rs(LALNUM, 64), url="https://console.neon.tech/api/v2/projects"),
    V("Upstash", "UPSTASH_REDIS_REST_TOKEN", lambda: "A" + rs(ALNUM, 3) + "ASQgODk" + rs(ALNUM, 52) + "=",
      sdk=["const redis = new Redis({{ url: \"https://{org}-cache-31337.upstash.io\", token: \"{t}\" }});"]),
    V("Clerk", "CLERK_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 40), url="https://api.clerk.com/v1/users?limit=10"),
    V("Stytch", "STYTCH_SECRET", lambda: "secret-live-" + rs(B64URL, 36),
      sdk=["client = stytch.Client(project_id=\"project-live-" + "{uuid}" + "\", secret=\"{t}\")"]),
    V("Paddle", "PADDLE_API_KEY", lambda: "pdl_live_apikey_01" + rs(LALNUM, 24) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3),
      url="https://api.paddle.com/products"),
    V("Typeform", "TYPEFORM_TOKEN", lambda: "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14), url="https://api.typeform.com/forms"),
    V("Webflow", "WEBFLOW_TOKEN", lambda: rs(HEX, 64), url="https://api.webflow.com/v2/sites"),
    V("Ghost", None, None, custom=cu_ghost, generic=False),
    V("OpenWeatherMap", None, None, custom=cu_openweather, generic=False),
    V("Alpha Vantage", "ALPHAVANTAGE_API_KEY", lambda: rs(UALNUM, 16),
      curl="curl \"https://www.alphavantage.co/query?function=TIME_SERIES_DAILY&symbol=005930.KRX&apikey={t}\""),
    V("Etherscan", "ETHERSCAN_API_KEY", lambda: rs(UALNUM, 34),
      curl="curl \"https://api.etherscan.io/api?module=account&action=balance&address=0x" + "{addr}" + "&apikey={t}\""),
    V("Infura", None, None, custom=cu_infura, generic=False),
    V("Alchemy", None, None, custom=cu_alchemy, generic=False),
    V("Okta", "OKTA_API_TOKEN", lambda: "00" + rs(B64URL, 40), auth="Authorization: SSWS {t}",
      url="https://{org}.okta.com/api/v1/users?limit=25"),
    V("Auth0", "AUTH0_CLIENT_SECRET", lambda: rs(B64URL, 64)),
    V("Twitch", None, None, custom=cu_twitch, generic=False),
    V("LINE Messaging API", None, None, custom=cu_line, generic=False),
    V("Zoom", None, None, custom=cu_zoom, generic=False),
    V("Dropbox", "DROPBOX_ACCESS_TOKEN", lambda: "sl.u." + rs(B64URL, 140), sdk=["dbx = dropbox.Dropbox(\"{t}\")"]),
    V("Salesforce", None, None, custom=cu_salesforce, generic=False),
    V("HubSpot", "HUBSPOT_ACCESS_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4(),
      url="https://api.hubapi.com/crm/v3/objects/contacts?limit=10", sdk=["client = HubSpot(access_token=\"{t}\")"]),
    V("Intercom", "INTERCOM_ACCESS_TOKEN", intercom_token, url="https://api.intercom.io/me"),
    V("Zendesk", None, None, custom=cu_zendesk, generic=False),
    V("Asana", "ASANA_PAT", lambda: "2/" + rs(DIG, 16) + "/" + rs(DIG, 16) + ":" + rs(HEX, 32), url="https://app.asana.com/api/1.0/users/me"),
    V("Trello", "TRELLO_TOKEN", lambda: "ATTA" + rs(HEX, 64) + rs(UHEX, 8),
      curl="curl \"https://api.trello.com/1/members/me/boards?key=${TRELLO_API_KEY}&token={t}\""),
    V("Airtable", "AIRTABLE_PAT", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), url="https://api.airtable.com/v0/meta/bases"),
    V("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64URL, 43), curl="contentful login --management-token {t}"),
    V("Sanity", "SANITY_API_TOKEN", lambda: "sk" + rs(ALNUM, 110),
      sdk=["export const client = createClient({{ projectId: \"" + "{pid}" + "\", dataset: \"production\", token: \"{t}\", useCdn: false }});"]),
    V("Jenkins", None, None, custom=cu_jenkins, generic=False),
    V("Harbor", None, None, custom=cu_harbor, generic=False),
    V("Gitea", "GITEA_TOKEN", lambda: rs(HEX, 40), auth="Authorization: token {t}", url="https://git.{org}.dev/api/v1/user/repos"),
    V("JFrog Artifactory", None, None, custom=cu_jfrog, generic=False),
    V("SonarQube", None, None, custom=cu_sonar, generic=False),
    V("Snyk", None, None, custom=cu_snyk, generic=False),
    V("Codecov", "CODECOV_TOKEN", uuid4, curl="codecovcli upload-process -t {t} --file coverage.xml"),
    V("CircleCI", "CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40), auth="Circle-Token: {t}",
      url="https://circleci.com/api/v2/me"),
    V("Buildkite", "BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HEX, 40), url="https://api.buildkite.com/v2/organizations/{org}/pipelines"),
    V("Confluent Cloud", None, None, custom=cu_confluent, generic=False),
    V("Elastic", "ELASTIC_API_KEY", elastic_api_key, auth="Authorization: ApiKey {t}", url="https://{org}.es.ap-northeast-2.aws.elastic.cloud/_cat/indices"),
    V("MongoDB Atlas (API key)", "MONGODB_ATLAS_PRIVATE_KEY", uuid4, curl="atlas config set private_api_key {t}"),
    V("Mapbox (secret token)", None, None, custom=cu_mapbox, generic=False),
    V("Algolia (admin key)", "ALGOLIA_ADMIN_KEY", lambda: rs(HEX, 32), sdk=["client = SearchClient.create(\"" + "{appid}" + "\", \"{t}\")",
                                                                          "const client = algoliasearch(\"" + "{appid}" + "\", \"{t}\");"]),
    V("Firebase Cloud Messaging", None, None, custom=cu_fcm, generic=False),
    V("Firebase CLI", None, None, custom=cu_firebase_ci, generic=False),
    V("Coolsms (Solapi)", None, None, custom=cu_coolsms, generic=False),
    V("Aligo SMS", None, None, custom=cu_aligo, generic=False),
    V("Channel Talk", None, None, custom=cu_channeltalk, generic=False),
    V("Sendbird", "SENDBIRD_API_TOKEN", lambda: rs(HEX, 40), auth="Api-Token: {t}", url="https://api-" + "{appid}" + ".sendbird.com/v3/users"),
    V("Upbit", None, None, custom=cu_upbit, generic=False),
    V("Binance", None, None, custom=cu_binance, generic=False),
    V("KIS Developers (한국투자증권)", None, None, custom=cu_kis, generic=False),
    V("Klaviyo", "KLAVIYO_PRIVATE_KEY", lambda: "pk_" + rs(HEX, 34), auth="Authorization: Klaviyo-API-Key {t}",
      url="https://a.klaviyo.com/api/lists/"),
    V("Mux", None, None, custom=cu_mux, generic=False),
    V("Jupyter server", None, None, custom=cu_jupyter, generic=False),
    V("Kubernetes service account", None, None, custom=cu_kube_sa, generic=False),
    V("WordPress application password", None, None, custom=cu_wordpress_app, generic=False),
    V("Shodan", None, None, custom=cu_shodan, generic=False),
    V("VirusTotal", "VT_API_KEY", lambda: rs(HEX, 64), auth="x-apikey: {t}", url="https://www.virustotal.com/api/v3/ip_addresses/8.8.8.8"),
    V("Spotify", None, None, custom=cu_spotify, generic=False),
    V("Shippo", "SHIPPO_API_KEY", lambda: "shippo_live_" + rs(HEX, 40), auth="Authorization: ShippoToken {t}", url="https://api.goshippo.com/shipments/"),
    V("GoCardless", "GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64URL, 40),
      sdk=["client = gocardless_pro.Client(access_token=\"{t}\", environment=\"live\")"]),
    V("PostHog (personal API key)", "POSTHOG_PERSONAL_API_KEY", lambda: "phx_" + rs(ALNUM, 47), url="https://us.posthog.com/api/projects/"),
    V("Statsig (server secret)", "STATSIG_SERVER_SECRET", lambda: "secret-" + rs(ALNUM, 43), sdk=["statsig.initialize(\"{t}\")"]),
    V("OneSignal", "ONESIGNAL_REST_API_KEY", lambda: "os_v2_app_" + rs(LOW + "234567", 113), auth="Authorization: Key {t}",
      url="https://api.onesignal.com/notifications"),
    V("ClickUp", "CLICKUP_TOKEN", lambda: "pk_" + rs(DIG, 8) + "_" + rs(UALNUM, 32), auth="Authorization: {t}", url="https://api.clickup.com/api/v2/team"),
    V("EasyPost", "EASYPOST_API_KEY", lambda: "EZAK" + rs(HEX, 54), sdk=["client = easypost.EasyPostClient(\"{t}\")"]),
    V("Keycloak client", "KEYCLOAK_CLIENT_SECRET", lambda: rs(ALNUM, 32),
      sdk=["spring.security.oauth2.client.registration.keycloak.client-secret={t}"]),
    V("Consul ACL", "CONSUL_HTTP_TOKEN", uuid4, auth="X-Consul-Token: {t}", url="http://consul.service.{org}:8500/v1/kv/config?recurse"),
    V("Bitly", "BITLY_TOKEN", lambda: rs(HEX, 40), url="https://api-ssl.bitly.com/v4/user"),
]

# ----------------------------------------------------------------------------- note helpers
def fill(s, t=None):
    reps = [("{t}", t if t is not None else ""), ("{org}", pick(ORGS)), ("{app}", pick(APPS)),
            ("{kid}", rs(ALNUM, 14)), ("{appid}", rs(UALNUM, 10)), ("{pubkey}", rs(HEX, 20)),
            ("{uuid}", uuid4()), ("{pid}", rs(LALNUM, 8)), ("{addr}", rs(HEX, 40))]
    for a, b in reps:
        if a in s:
            s = s.replace(a, b)
    return s.replace("{{", "{").replace("}}", "}")


def snake(env):
    return env.lower()


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def where_en(path):
    return f"in `{path}`" if path else "in the command from the old runbook"


def where_ko(path):
    return f"`{path}`에" if path else "예전 runbook 명령어에"


NEIGHBOR_ENV = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=debug", "TZ=Asia/Seoul", "REDIS_HOST=localhost",
                "FEATURE_NEW_CHECKOUT=true", "SENTRY_ENVIRONMENT=staging", "APP_URL=https://staging.{org}.io",
                "WORKER_CONCURRENCY=4", "DEFAULT_LOCALE=ko-KR", "S3_BUCKET={org}-uploads-stg", "HTTP_TIMEOUT_MS=15000"]

GENERIC_CONTAINERS = ["dotenv", "export", "inline_env", "curl", "json", "yaml", "toml", "ini", "properties",
                      "k8s_secret", "k8s_env", "gha", "gitlab_ci", "dockerfile", "docker_run", "compose", "tfvars",
                      "py_getenv", "js_config", "powershell", "paas_cli", "log_json", "diff", "sdk", "sdk", "sdk"]


SDK_WANTED = ["php", "java", "rb", "go", "cs"]


def sdk_lang(snip):
    ext = sdk_path(snip).rsplit(".", 1)[-1]
    return {"kt": "java", "mjs": "js", "ts": "js", "ipynb": "py"}.get(ext, ext)


def sdk_path(snip):
    """a file name that matches the language of an SDK snippet"""
    if ":=" in snip or snip.startswith("stripe.Key ="):
        return pick(["internal/clients/client.go", "cmd/worker/main.go"])
    if "\\Stripe\\" in snip:
        return "app/Services/Billing.php"
    if "Stripe.api_key = '" in snip or "Twilio::" in snip or "Slack::" in snip:
        return pick(["config/initializers/stripe.rb", "app/services/billing.rb"])
    if snip.rstrip().endswith(";") and ("Client " in snip or "Stripe.apiKey" in snip or "OpenAIClient" in snip):
        return pick(["src/main/java/com/acme/config/ApiClients.java", "src/main/kotlin/Clients.kt"][:1])
    if snip.startswith("var client = new"):
        return "Services/MailService.cs"
    if "license_key:" in snip:
        return "newrelic.yml"
    if snip.startswith("api_key:"):
        return "/etc/datadog-agent/datadog.yaml"
    if snip.startswith("provider "):
        return "infra/providers.tf"
    if snip.startswith("spring."):
        return "src/main/resources/application.properties"
    if snip.startswith("OTEL_"):
        return ".env"
    if snip.startswith("grafana_cloud_api_key"):
        return "terraform.tfvars"
    if snip.rstrip().endswith(";") or snip.startswith("const ") or snip.startswith("export const"):
        return pick(["lib/integrations.ts", "src/config.js", "server/clients.mjs"])
    return pick(["src/client.py", "app/integrations.py", "notebooks/scratch.ipynb", "worker/tasks.py"])


def render_generic(v, t, cname):
    env = v["env"]
    sec = v["name"].split(" ")[0].lower().replace("/", "").replace(".", "")
    if cname == "curl":
        if v["curl"]:
            return fill(v["curl"], t), None
        url = fill(v["url"])
        hdr = v["auth"].replace("{t}", t)
        return f"curl -s \"{url}\" \\\n  -H \"{hdr}\"", None
    if cname == "sdk":
        langs = [sdk_lang(fill(x, "t")) for x in v["sdk"]]
        for want in SDK_WANTED:
            if want in langs:
                SDK_WANTED.remove(want)
                tpl = v["sdk"][langs.index(want)]
                break
        else:
            tpl = pick(v["sdk"])
        snip = fill(tpl, t)
        return snip, sdk_path(snip)
    if cname == "dotenv":
        lines = [fill(x) for x in picks(NEIGHBOR_ENV, ri(1, 3))]
        q = pick(["", "\"", "'"])
        lines.insert(ri(0, len(lines)), f"{env}={q}{t}{q}")
        return "\n".join(lines), pick([".env", ".env.local", ".env.staging", "apps/api/.env", "docker/.env", ".env.development"])
    if cname == "export":
        return f"export {env}=\"{t}\"", pick(["~/.zshrc", "~/.bashrc", "scripts/dev-env.sh", None])
    if cname == "inline_env":
        cmd = pick(["npm run sync", "python manage.py import_orders", "./scripts/backfill.sh --since 2025-01-01",
                    "go run ./cmd/worker", "pnpm test:e2e", "node scripts/seed.js", "make integration-test"])
        return f"{env}={t} {cmd}", None
    if cname == "json":
        obj = {sec: {camel(env): t, "timeoutMs": pick([3000, 5000, 10000])}, "logLevel": pick(["info", "debug"])}
        return json.dumps(obj, indent=2, ensure_ascii=False), pick(["config/local.json", "appsettings.Development.json",
                                                                   "config/default.json", "secrets.local.json"])
    if cname == "yaml":
        return (f"{sec}:\n  enabled: true\n  {snake(env)}: {t}\n  retries: {ri(2, 5)}",
                pick(["config/settings.yaml", "values-staging.yaml", "config.yml", "conf/app.yaml"]))
    if cname == "toml":
        return f"[{sec}]\n{snake(env)} = \"{t}\"\ntimeout = {ri(5, 30)}", pick([".streamlit/secrets.toml", "config.toml", "settings.toml"])
    if cname == "ini":
        return f"[{sec}]\n{snake(env)} = {t}\nverify_ssl = true", pick(["config.ini", "settings.cfg", "conf/integrations.ini"])
    if cname == "properties":
        return f"{sec}.base-url=https://api.{sec}.com\n{sec}.{snake(env).replace('_', '-')}={t}", pick(
            ["src/main/resources/application.properties", "gradle.properties", "local.properties"])
    if cname == "k8s_secret":
        name = pick(APPS)
        return (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}-secrets\n  namespace: {pick(ENVS)}\n"
                f"type: Opaque\nstringData:\n  {env}: \"{t}\""), f"k8s/{name}/secret.yaml"
    if cname == "k8s_env":
        return (f"      containers:\n        - name: {pick(APPS)}\n          env:\n            - name: {env}\n"
                f"              value: \"{t}\""), "k8s/deployment.yaml"
    if cname == "gha":
        return (f"jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      {env}: {t}\n    steps:\n"
                f"      - uses: actions/checkout@v4"), ".github/workflows/deploy.yml"
    if cname == "gitlab_ci":
        return f"variables:\n  {env}: \"{t}\"\n  DOCKER_DRIVER: overlay2", ".gitlab-ci.yml"
    if cname == "dockerfile":
        return f"FROM node:20-alpine\nWORKDIR /app\nENV {env}={t}\nCOPY . .", "Dockerfile"
    if cname == "docker_run":
        a = pick(APPS)
        return f"docker run -d --name {a} -e {env}={t} -p 8080:8080 {pick(ORGS)}/{a}:latest", None
    if cname == "compose":
        a = pick(APPS)
        return (f"services:\n  {a}:\n    image: {pick(ORGS)}/{a}:1.{ri(0, 30)}\n    environment:\n"
                f"      - {env}={t}\n      - LOG_LEVEL=info"), pick(["docker-compose.yml", "compose.override.yaml"])
    if cname == "tfvars":
        return f"{snake(env)} = \"{t}\"\nregion     = \"ap-northeast-2\"", pick(["terraform.tfvars", "envs/staging.auto.tfvars"])
    if cname == "py_getenv":
        return f"{env} = os.getenv(\"{env}\", \"{t}\")", pick(["settings.py", "app/config.py", "worker/settings.py"])
    if cname == "js_config":
        return f"const {camel(env)} = process.env.{env} ?? \"{t}\";", pick(["src/config.ts", "lib/env.js", "server/config.mjs"])
    if cname == "powershell":
        return f"$env:{env} = \"{t}\"", None
    if cname == "paas_cli":
        a = pick(APPS)
        return pick([f"fly secrets set {env}={t} -a {a}", f"heroku config:set {env}={t} -a {a}",
                     f"gh secret set {env} --body \"{t}\" --repo {pick(ORGS)}/{a}",
                     f"railway variables --set \"{env}={t}\""]), None
    if cname == "log_json":
        hdr = (v["auth"] or BEARER).split(": ", 1)
        line = json.dumps({"ts": ts_iso(), "level": "debug", "msg": "outgoing request", "method": "GET",
                           "url": fill(v["url"] or "https://api.example.com/v1/ping"), "headers": {hdr[0]: hdr[1].replace("{t}", t)}})
        return line, pick(["logs/worker.log", "/var/log/app/debug.log"])
    if cname == "diff":
        p = pick([".env.staging", "deploy/staging.env", "config/.env.ci"])
        return f"--- a/{p}\n+++ b/{p}\n@@ -2,3 +2,3 @@\n LOG_LEVEL=info\n-{env}=\n+{env}={t}\n WORKERS=2", p
    raise ValueError(cname)


def choose_container(v):
    """round-robin over the generic containers so that every container kind is used"""
    opts = containers_for(v)
    if v["sdk"] and (chance(0.3) or any(sdk_lang(fill(x, "t")) in SDK_WANTED for x in v["sdk"])):
        return "sdk"
    q = _CYCLES.setdefault("containers", [])
    for _ in range(2):
        for i, c in enumerate(q):
            if c in opts:
                return q.pop(i)
        first = ["dotenv", "curl", "export", "yaml", "json", "k8s_secret", "gha", "dockerfile", "compose", "properties", "toml"]
        rest = [c for c in GENERIC_CONTAINERS if c not in first]
        q.extend(R.sample(first, len(first)) + R.sample(rest, len(rest)))
    return pick(opts)


def containers_for(v):
    out = []
    for c in GENERIC_CONTAINERS:
        if c == "curl" and not (v["curl"] or v["url"]):
            continue
        if c == "sdk" and not v["sdk"]:
            continue
        if c == "log_json" and not v["url"]:
            continue
        out.append(c)
    return out


# ----------------------------------------------------------------------------- vendor-note prose
EN_MISSING = [
    "Nobody told me the {svc} credentials for {app} live {where}; the ticket only said to fix the failing sync.",
    "The task didn't say which {svc} account {app} uses in {envn}, so I tried the wrong workspace first.",
    "I wasn't told that {app} reads its {svc} key only at startup, so my first fix did nothing until a restart.",
    "Missing from the brief: where the {envn} {svc} credentials come from. The runbook link in the README is dead.",
    "No one mentioned that the {svc} integration moved to a new account last sprint.",
    "The handoff notes skipped how {app} authenticates to {svc}; I had to dig through the repo.",
    "I didn't know the {envn} deploy of {app} still used a hard-coded {svc} credential.",
    "The issue only said '{svc} calls return 401 in {envn}' and nothing about where the key is configured.",
]
KO_MISSING = [
    "{app} 서비스의 {svc} 인증 정보가 {where} 있다는 걸 아무도 안 알려줬음. 티켓에는 '동기화 실패 수정'만 적혀 있었음.",
    "{envn}에서 {app} 서비스가 어떤 {svc} 계정을 쓰는지 안내가 없어서 다른 workspace로 먼저 테스트했음.",
    "{app} 서비스가 {svc} 키를 시작할 때만 읽는다는 걸 몰라서 재시작 전까지 수정이 반영 안 됐음.",
    "{envn} {svc} 키가 어디서 오는지 설명이 없었음. README의 runbook 링크도 깨져 있음.",
    "지난 스프린트에 {svc} 연동 계정이 바뀌었다는 얘기를 못 들었음.",
    "인수인계 문서에 {app} 서비스의 {svc} 인증 방식이 빠져 있어서 레포를 직접 뒤졌습니다.",
    "이슈에는 '{envn}에서 {svc} 호출이 401'이라고만 되어 있고 키 설정 위치는 없었음.",
    "{envn} 배포본이 아직 하드코딩된 {svc} 키를 쓰고 있다는 걸 몰랐습니다.",
]
EN_AFTER = ["Restarting the pod picked it up.", "With this in place the 401s stopped.",
            "The nightly job uses the same value, so changing it breaks both.",
            "It has full scope, not read-only as the wiki claims.", "Integration tests pass once this is set.", "", ""]
EN_AFTER_CMD = ["It returned 200 once I was on the VPN.", "Run it from the bastion; it is blocked from laptops.",
                "The same call works from CI.", "", ""]
KO_AFTER_CMD = ["VPN 붙이고 실행하니 200 나옴.", "노트북에선 막혀 있어서 bastion에서 실행해야 함.", "CI에서도 같은 호출이 동작함.", "", ""]
KO_AFTER = ["pod 재시작하니 바로 반영됨.", "이거 넣고 나서 401 안 남.", "nightly job도 같은 값을 써서 바꾸면 둘 다 깨짐.",
            "위키에는 read-only라고 되어 있는데 실제로는 전체 권한임.", "이 값 설정하고 통합 테스트 통과함.", "", ""]
EN_LESSON_BLOCK = ["{svc} is configured {where}:\n{snip}\n{after}", "This is the config that actually works for {app}:\n{snip}\n{after}",
                   "Found it {where}:\n{snip}\n{after}", "The {envn} setup for {svc}:\n{snip}\n{after}"]
KO_LESSON_BLOCK = ["{svc} 설정은 {where} 이렇게 되어 있음:\n{snip}\n{after}", "실제로 동작하는 설정은 이거였음:\n{snip}\n{after}",
                   "{where}서 찾았습니다:\n{snip}\n{after}", "{envn} 환경 {svc} 설정:\n{snip}\n{after}"]
EN_LESSON_PLAIN = [
    "{app} needs the {svc} credential before the migration step; otherwise the client falls back to anonymous mode and gets rate-limited.",
    "The 401 was not a bad key but a wrong base URL for the region; the key itself is valid.",
    "{svc} keys are per environment; the {envn} one cannot see production data.",
    "CI and the local file had different values; CI wins because it is injected last.",
    "Requests worked once {app} used this credential and the cached client was cleared.",
]
KO_LESSON_PLAIN = [
    "{app} 서비스는 migration 단계 전에 {svc} 인증 정보가 있어야 함. 없으면 anonymous 모드로 떨어져서 rate limit 걸림.",
    "401 원인은 키가 아니라 region별 base URL이었음. 키 자체는 유효함.",
    "{svc} 키는 환경별로 따로 발급됨. {envn} 키로는 운영 데이터 못 봄.",
    "CI 값과 로컬 파일 값이 달랐음. CI 값이 마지막에 주입돼서 그게 적용됨.",
    "캐시된 client 지우고 이 인증 정보로 바꾸니 요청 정상 처리됨.",
]
EN_MC_BLOCK = ["The {op} job failed with 401 and nobody told me where the {svc} key is. It was {where}:\n{snip}",
               "I was not told that {app} has its own {svc} credential. I found this {where}:\n{snip}",
               "The ticket pointed at the wrong config. The real {svc} setup is {where}:\n{snip}"]
KO_MC_BLOCK = ["{op} job이 401로 실패했는데 {svc} 키 위치를 아무도 안 알려줬음. {where} 있었음:\n{snip}",
               "{app} 서비스에 별도 {svc} 인증 정보가 있다는 걸 몰랐음. {where}서 이걸 찾음:\n{snip}",
               "티켓이 엉뚱한 설정 파일을 가리키고 있었음. 실제 {svc} 설정은 {where} 있음:\n{snip}"]
EN_ASK = ["Which {svc} credential should {envn} use, and who owns it?", "Should this {svc} key move into the secret manager?",
          "Is there a separate {svc} key for CI?", "Who can rotate the {svc} key if it leaks?", "", ""]
KO_ASK = ["{envn}에서는 어떤 {svc} 키를 써야 하고 담당자는 누구인가요?", "이 {svc} 키를 secret manager로 옮겨야 할까요?",
          "CI용 {svc} 키가 따로 있나요?", "{svc} 키가 유출되면 누가 교체할 수 있나요?", "", ""]
EN_ASK_T = ["Is {t} still the active {svc} key, or was it rotated after {month}?", "Can I keep using {t} for local testing?",
            "Should {t} be revoked now that it sits in the ticket?"]
KO_ASK_T = ["{t} 이 키 아직 유효한가요? {month}에 교체됐다고 들었는데요.", "로컬 테스트에서 {t} 계속 써도 되나요?",
            "티켓에 {t} 값이 그대로 올라가 있는데 폐기해야 하나요?"]
EN_INLINE = ["Running `{snip}` worked once I was on the VPN; without it the call times out.",
             "The command that finally worked was `{snip}`.",
             "For the record, `{snip}` is what the old deploy script runs for {svc}."]
KO_INLINE = ["VPN 붙은 상태에서 `{snip}` 실행하니 됨. VPN 없으면 timeout 남.", "결국 `{snip}` 이 명령으로 해결됨.",
             "참고로 예전 배포 스크립트는 {svc} 쪽에 `{snip}` 이렇게 호출하고 있었음."]
EN_INLINE_FILE = ["The relevant line in `{path}` is `{snip}`.", "`{path}` has `{snip}`, and that is the value the service actually uses.",
                  "Found `{snip}` in `{path}`; nothing else sets it."]
KO_INLINE_FILE = ["`{path}`의 해당 줄: `{snip}`", "`{path}`에 `{snip}` 이렇게 되어 있고 서비스는 이 값을 씀.",
                  "`{path}`에서 `{snip}` 찾음. 다른 데서는 설정 안 함."]
EN_TWO = ["{name} pasted the {svc} key in #{channel} this morning. It's {t} and it only has {scope} scope.",
          "The old {svc} key was revoked on Friday. The replacement is {t}, issued to the {envn} project.",
          "I asked {name} for the {svc} credential. The answer was {t}, valid until the end of the quarter."]
KO_TWO = ["{name}님이 아침에 #{channel}에 {svc} 키를 올려줬음. 값은 {t} 이고 {scope} 권한만 있음.",
          "기존 {svc} 키는 금요일에 폐기됨. 새 키는 {t} 이고 {envn} 프로젝트용임.",
          "{name}님한테 {svc} 인증 정보 물어봤더니 {t} 보내줌. 이번 분기 말까지 유효하다고 함."]
EN_SPLIT_MC = ["{missing} The {svc} key that ended up working for {app} was", "{missing} {name} eventually sent me the {envn} {svc} token:"]
EN_SPLIT_L = ["{t}. It belongs to the {envn} project, so it must not be used against production.",
              "{t} (expires in 30 days). I only put it in my local .env."]
KO_SPLIT_MC = ["{missing} 결국 {app} 서비스에서 동작한 {svc} 키는", "{missing} {name}님이 나중에 보내준 {envn} {svc} 토큰:"]
KO_SPLIT_L = ["{t} 입니다. {envn} 프로젝트 키라서 운영에는 쓰면 안 됨.", "{t} (30일 후 만료). 로컬 .env에만 넣어둠."]
EN_CHAT = "From #{channel}:\n[{h1}] {name}: {svc} key for {envn} -> {t}\n[{h2}] {name2}: thanks, trying now"
KO_CHAT = "#{channel} 대화 내용:\n[{h1}] {name}: {envn} {svc} 키 → {t}\n[{h2}] {name2}: 감사합니다 바로 해볼게요"
OPS = ["nightly sync", "deploy", "backfill", "smoke-test", "release", "import"]
SCOPES = ["read", "write", "billing:read", "repo", "admin:read"]


def ctx_base(lang):
    return {"app": pick(APPS), "envn": pick([e for e in ENVS if e != "prod"]), "name": pick(EN_NAMES if lang == "en" else KO_NAMES),
            "name2": pick(EN_NAMES if lang == "en" else KO_NAMES), "channel": pick(CHANNELS), "op": pick(OPS),
            "scope": pick(SCOPES), "month": pick(MONTHS_EN) if lang == "en" else f"{ri(1, 12)}월",
            "h1": "", "h2": ""} | dict(zip(("h1", "h2"), hhmms(2)))


def fmt(tpl, **kw):
    out = tpl
    for k, v in kw.items():
        out = out.replace("{" + k + "}", str(v))
    return out


def vendor_note(v, lang):
    ctx = ctx_base(lang)
    ctx["svc"] = v["name"].split(" (")[0]
    if v["custom"]:
        d = v["custom"](lang)
        snip, path, secrets, cont = d["snip"], d["path"], d["secrets"], d["cont"]
        nobare = d.get("nobare", False)
    else:
        t = v["gen"]()
        wants_sdk = any(sdk_lang(fill(x, "t")) in SDK_WANTED for x in v["sdk"])
        if len(t) <= 240 and not wants_sdk and chance(0.25):
            # the token will be quoted bare in prose; no container is consumed
            cont, snip, path = "none", t, None
        else:
            cont = choose_container(v)
            snip, path = render_generic(v, t, cont)
        secrets = [t]
        nobare = False
    en = lang == "en"
    ctx["where"] = where_en(path) if en else where_ko(path)
    ctx["snip"] = snip
    if path:
        ctx["after"] = pick(EN_AFTER if en else KO_AFTER)
    else:
        ctx["after"] = pick(EN_AFTER_CMD if en else KO_AFTER_CMD)
    single = len(secrets) == 1 and secrets[0] in snip
    bare = single and len(secrets[0]) <= 240 and not nobare
    shapes = ["block_lesson", "block_lesson", "block_mc", "block_mc"]
    is_log = cont == "log_json"
    if "\n" not in snip and len(snip) < 260 and not is_log:
        shapes += ["inline", "inline"]
    if bare and cont != "sdk" and v["custom"]:
        shapes += ["two", "split", "chat"]
    if cont == "none":
        shapes = ["two", "split", "chat"]
    shape = pick(shapes)
    missing = fmt(pick([m for m in (EN_MISSING if en else KO_MISSING) if (path and not is_log) or "{where}" not in m]), **ctx)
    ask = fmt(pick(EN_ASK if en else KO_ASK), **ctx)
    if shape == "block_lesson":
        mc = missing
        lesson = fmt(pick(EN_LESSON_BLOCK if en else KO_LESSON_BLOCK), **ctx).rstrip()
    elif shape == "block_mc":
        mc = fmt(pick(EN_MC_BLOCK if en else KO_MC_BLOCK), **ctx)
        lesson = fmt(pick(EN_LESSON_PLAIN if en else KO_LESSON_PLAIN), **ctx)
    elif shape == "inline":
        mc = missing
        if path:
            lesson = fmt(pick(EN_INLINE_FILE if en else KO_INLINE_FILE), path=path, **ctx)
        else:
            lesson = fmt(pick(EN_INLINE if en else KO_INLINE), **ctx)
    else:
        t = secrets[0]
        ctx["t"] = t
        if shape == "two":
            mc = missing
            lesson = fmt(pick(EN_TWO if en else KO_TWO), **ctx)
        elif shape == "split":
            ctx["missing"] = missing
            i = ri(0, 1)
            mc = fmt((EN_SPLIT_MC if en else KO_SPLIT_MC)[i], **ctx)
            lesson = fmt((EN_SPLIT_L if en else KO_SPLIT_L)[i], **ctx)
        else:
            mc = fmt(EN_CHAT if en else KO_CHAT, **ctx)
            lesson = fmt(pick(EN_LESSON_PLAIN if en else KO_LESSON_PLAIN), **ctx)
    short = [s for s in secrets if len(s) <= 120] if "PRIVATE KEY" not in snip else []
    if short and chance(0.2):
        ctx["t"] = pick(short)
        ask = fmt(pick(EN_ASK_T if en else KO_ASK_T), **ctx)
        shape += "+ask_repeat"
    shown = cont if shape.split("+")[0] in ("block_lesson", "block_mc", "inline") else "bare token in prose"
    cat = f"vendor credential: {v['name']} / {shown} / {shape}"
    return make_note(lang, "secret", cat, mc, lesson, ask, secrets)


def multi_vendor_note(vs, lang):
    """several vendor keys in one pasted .env / compose / table"""
    ctx = ctx_base(lang)
    toks = [(v, v["gen"]()) for v in vs]
    en = lang == "en"
    k = ri(0, 2)
    if k == 0:
        lines = [fill(x) for x in picks(NEIGHBOR_ENV, 2)] + [f"{v['env']}={t}" for v, t in toks]
        R.shuffle(lines)
        snip, cont = "\n".join(lines), ".env dump"
        path = pick([".env.production", ".env", "deploy/prod.env"])
    elif k == 1:
        a = ctx["app"]
        snip = f"services:\n  {a}:\n    image: {pick(ORGS)}/{a}:latest\n    environment:\n" + "\n".join(
            f"      {v['env']}: \"{t}\"" for v, t in toks)
        cont, path = "compose environment map", "docker-compose.prod.yml"
    else:
        hdr = "| service | env var | value |\n|---|---|---|\n" if en else "| 서비스 | 환경변수 | 값 |\n|---|---|---|\n"
        snip = hdr + "\n".join(f"| {v['name'].split(' (')[0]} | {v['env']} | {t} |" for v, t in toks)
        cont, path = "markdown table", None
    names = ", ".join(v["name"].split(" (")[0] for v in vs)
    if en:
        mc = pick([f"I wasn't told that {ctx['app']} needs {len(vs)} third-party keys ({names}) before it boots.",
                   f"Nobody mentioned the {ctx['envn']} environment file is the only place the integration keys are kept."])
        if path:
            lesson = f"The full set lives in `{path}`:\n{snip}\nMissing any one of them makes the health check fail."
        else:
            lesson = f"{ctx['name']} shared this table in the handoff doc:\n{snip}\nAll of them are needed for the smoke test."
        ask = pick(["Which of these keys are shared with production?", "Can we get per-developer keys instead of the shared ones?", ""])
    else:
        mc = pick([f"{ctx['app']} 서비스가 뜨려면 외부 키가 {len(vs)}개({names}) 필요하다는 걸 몰랐음.",
                   f"{ctx['envn']} 환경 파일 말고는 연동 키가 어디에도 없다는 걸 아무도 말 안 해줌."])
        if path:
            lesson = f"전체 목록은 `{path}`에 있음:\n{snip}\n하나라도 빠지면 health check 실패함."
        else:
            lesson = f"{ctx['name']}님이 인수인계 문서에 정리해준 표:\n{snip}\n스모크 테스트에 전부 필요함."
        ask = pick(["이 중에 운영이랑 같이 쓰는 키가 있나요?", "공용 키 말고 개인별 키 발급 가능할까요?", ""])
    cat = f"vendor credentials x{len(vs)}: {names} / {cont}"
    return make_note(lang, "secret", cat, mc, lesson, ask, [t for _, t in toks])

# ----------------------------------------------------------------------------- note object + checks
def make_note(lang, kind, category, mc, lesson, ask, secrets):
    sec = []
    for s in secrets:
        if s not in sec:
            sec.append(s)
    return {"id": None, "lang": lang, "kind": kind, "category": category,
            "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
            "secrets": sec if kind == "secret" else []}


def note_problems(n):
    """returns a list of violated FORMAT rules (empty = ok)"""
    p = []
    f = n["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        p.append("field keys")
    for k, lim in (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512)):
        v = f[k]
        if not isinstance(v, str):
            p.append(k + " not str")
            continue
        if len(v.encode("utf-8")) > lim:
            p.append(f"{k} too long ({len(v.encode('utf-8'))})")
    if not f["missing_context"].strip() or not f["lesson"].strip():
        p.append("empty required field")
    if n["lang"] not in ("en", "ko") or n["kind"] not in ("secret", "clean"):
        p.append("lang/kind")
    if n["kind"] == "clean":
        if n["secrets"] != []:
            p.append("clean with secrets")
        return p
    if not n["secrets"]:
        p.append("secret note without secrets")
    if n["category"].endswith(" [publishable]"):
        p.append("publishable tag on secret note")
    texts = list(f.values())
    for s in n["secrets"]:
        if len(s) < 8:
            p.append(f"secret shorter than 8: {s!r}")
        if s != s.strip():
            p.append(f"secret with surrounding whitespace: {s!r}")
        if not any(s in t for t in texts):
            p.append(f"secret not verbatim in fields: {s[:20]!r}")
    for t in texts:
        spans = []
        for s in n["secrets"]:
            i = t.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = t.find(s, i + 1)
        for s in n["secrets"]:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = t.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        p.append(f"8-char window {w!r} of a secret occurs outside the secret occurrences")
                        break
                    i = t.find(w, i + 1)
    return p


def T(lang, en, ko):
    return pick(en if lang == "en" else ko)


def person(lang):
    return pick(EN_NAMES if lang == "en" else KO_NAMES)


def host():
    return pick([f"db-{pick(ENVS)}-{ri(1, 3)}.{pick(ORGS)}.internal", f"10.{ri(0, 40)}.{ri(0, 255)}.{ri(2, 250)}",
                 f"{pick(['mysql', 'pg', 'mariadb', 'reporting-db'])}.{pick(ENVS)}.{pick(ORGS)}.local",
                 f"{pick(ORGS)}-{pick(['main', 'replica', 'ro'])}.cluster-{rs(LALNUM, 12)}.ap-northeast-2.rds.amazonaws.com"])


def dbname():
    return pick(["orders", "billing", "app_prod", "analytics", "crm", "shop", "wms", "hr_portal", "metrics", "legacy"])


# ----------------------------------------------------------------------------- password specials
def pw_no(chars, gen=None):
    while True:
        s = (gen or pw_shell_safe)()
        if not any(c in s for c in chars) and len(s) >= 8:
            return s


PW_CLI = [
    ("mysql -p attached", "the reporting MySQL", "리포팅 MySQL", lambda c: f"mysql -h {c['h']} -u {c['u']} -p{c['pw']} {c['db']}", "$'\"`!&;|<> "),
    ("mysqldump --password=", "the nightly dump", "야간 덤프", lambda c: f"mysqldump --single-transaction -h {c['h']} -u {c['u']} --password='{c['pw']}' {c['db']} > dump.sql", "'"),
    ("PGPASSWORD= psql", "the Postgres replica", "Postgres replica", lambda c: f"PGPASSWORD='{c['pw']}' psql -h {c['h']} -U {c['u']} -d {c['db']} -c 'select count(*) from orders'", "'"),
    ("mongosh -p", "the Mongo admin shell", "Mongo admin 쉘", lambda c: f"mongosh \"mongodb://{c['h']}:27017/admin\" -u {c['u']} -p '{c['pw']}' --authenticationDatabase admin", "'"),
    ("redis-cli -a", "the Redis cache", "Redis 캐시", lambda c: f"redis-cli -h {c['h']} -p 6379 -a '{c['pw']}' --no-auth-warning INFO keyspace", "'"),
    ("docker login -p", "the private registry", "사내 registry", lambda c: f"docker login registry.{c['org']}.io -u {c['u']} -p '{c['pw']}'", "'"),
    ("sshpass -p", "the bastion host", "bastion 서버", lambda c: f"sshpass -p '{c['pw']}' ssh -o StrictHostKeyChecking=no {c['u']}@{c['h']}", "'"),
    ("htpasswd -b positional", "the staging basic-auth gate", "스테이징 basic auth", lambda c: f"htpasswd -b -c /etc/nginx/.htpasswd {c['u']} '{c['pw']}'", "'"),
    ("rabbitmqctl add_user positional", "RabbitMQ", "RabbitMQ", lambda c: f"rabbitmqctl add_user {c['u']} '{c['pw']}' && rabbitmqctl set_user_tags {c['u']} administrator", "'"),
    ("mysqladmin password positional", "the MySQL root account", "MySQL root 계정", lambda c: f"mysqladmin -u root password '{c['pw']}'", "'"),
    ("net user positional", "the Windows build agent", "Windows 빌드 에이전트", lambda c: f"net user {c['u']} {c['pw']} /add /y", "'\" &|^<>%"),
    ("sqlcmd -P", "the MSSQL instance", "MSSQL 인스턴스", lambda c: f"sqlcmd -S {c['h']},1433 -U sa -P '{c['pw']}' -Q \"SELECT @@VERSION\"", "'"),
    ("ldapsearch -w", "the LDAP directory", "LDAP 디렉터리", lambda c: f"ldapsearch -x -H ldap://{c['h']} -D \"cn={c['u']},dc={c['org']},dc=local\" -w '{c['pw']}' -b \"ou=people,dc={c['org']},dc=local\"", "'"),
    ("ipmitool -P", "the server's BMC", "서버 BMC(IPMI)", lambda c: f"ipmitool -I lanplus -H 10.20.{ri(0, 9)}.{ri(10, 250)} -U ADMIN -P '{c['pw']}' chassis power status", "'"),
    ("smbclient -U user%pass", "the NAS share", "NAS 공유 폴더", lambda c: f"smbclient //nas01/backup -U '{c['u']}%{c['pw']}' -c 'ls'", "'%"),
    ("mount -t cifs password=", "the NAS mount", "NAS 마운트", lambda c: f"sudo mount -t cifs //nas01/share /mnt/share -o username={c['u']},password={c['pw']},vers=3.0", "', \"$!&;"),
    ("curl -u user:pass", "the internal admin API", "내부 admin API", lambda c: f"curl -u {c['u']}:{c['pw']} https://admin.{c['org']}.internal/api/health", ":'\"$!&;@ #"),
    ("wget --password=", "the export file server", "export 파일 서버", lambda c: f"wget --user={c['u']} --password='{c['pw']}' https://files.{c['org']}.internal/exports/latest.tar.gz", "'"),
    ("openssl pkcs12 -passout pass:", "the client certificate bundle", "클라이언트 인증서 번들", lambda c: f"openssl pkcs12 -export -in client.crt -inkey client.key -out client.p12 -passout pass:{c['pw']}", "'\"$!&; "),
    ("keytool -storepass", "the Java truststore", "Java truststore", lambda c: f"keytool -importcert -alias {c['org']}-ca -file ca.crt -keystore truststore.jks -storepass '{c['pw']}' -noprompt", "'"),
    ("zip -P", "the encrypted export", "암호화된 export 파일", lambda c: f"zip -r -P '{c['pw']}' export_2025.zip ./export/", "'"),
    ("7z -p attached", "the backup archive", "백업 압축 파일", lambda c: f"7z a -p'{c['pw']}' -mhe=on backup.7z ./db_dumps", "'"),
    ("gpg --passphrase", "the encrypted secrets tarball", "암호화된 tarball", lambda c: f"gpg --batch --yes --pinentry-mode loopback --passphrase '{c['pw']}' -d secrets.tar.gpg | tar x", "'"),
    ("az login -p", "the Azure tenant", "Azure 테넌트", lambda c: f"az login -u {c['u']}@{c['org']}.onmicrosoft.com -p '{c['pw']}'", "'"),
    ("echo | sudo -S", "sudo on the build box", "빌드 서버 sudo", lambda c: f"echo '{c['pw']}' | sudo -S systemctl restart nginx", "'"),
    ("chpasswd", "the service account on the VM", "VM 서비스 계정", lambda c: f"echo '{c['u']}:{c['pw']}' | sudo chpasswd", "':"),
    ("kubectl --from-literal", "the db secret in the cluster", "클러스터 db secret", lambda c: f"kubectl create secret generic {c['app']}-db -n {c['env']} --from-literal=username={c['u']} --from-literal=password='{c['pw']}'", "'"),
    ("helm --set password", "the Postgres chart", "Postgres helm chart", lambda c: f"helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword='{c['pw']}' --set auth.database={c['db']}", "',"),
    ("terraform -var", "the RDS module", "RDS 모듈", lambda c: f"terraform apply -var 'db_password={c['pw']}' -auto-approve", "'"),
    ("ansible -e become_pass", "the prod playbook", "운영 playbook", lambda c: f"ansible-playbook -i inventory/prod site.yml -e 'ansible_become_pass={c['pw']}'", "' "),
    ("docker run -e MYSQL_ROOT_PASSWORD", "the local MySQL container", "로컬 MySQL 컨테이너", lambda c: f"docker run -d --name mysql8 -e MYSQL_ROOT_PASSWORD='{c['pw']}' -p 3306:3306 mysql:8.4", "'"),
    ("lftp -u user,pass", "the partner SFTP", "거래처 SFTP", lambda c: f"lftp -u {c['u']},'{c['pw']}' sftp://{c['h']}", "',"),
    ("sqlplus user/pass@", "the Oracle schema", "Oracle 스키마", lambda c: f"sqlplus {c['u']}/{c['pw']}@//{c['h']}:1521/ORCLPDB1", "'\"/@ $!&;"),
    ("psexec -p", "the Windows file server", "Windows 파일 서버", lambda c: f"PsExec.exe \\\\{c['h']} -u CORP\\{c['u']} -p {c['pw']} cmd /c ipconfig", "'\" &|^<>%"),
    ("xfreerdp /p:", "the jump box over RDP", "RDP 점프 서버", lambda c: f"xfreerdp /v:{c['h']} /u:{c['u']} /p:'{c['pw']}' /cert:ignore", "'"),
    ("PowerShell ConvertTo-SecureString", "the remoting session", "PowerShell 원격 세션", lambda c: f"$pw = ConvertTo-SecureString '{c['pw']}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\{c['u']}', $pw)", "'"),
    ("ssh-keygen -N passphrase", "the deploy key", "배포 키", lambda c: f"ssh-keygen -t ed25519 -f ~/.ssh/deploy_{c['app']} -N '{c['pw']}' -C deploy@{c['org']}", "'"),
    ("grafana-cli reset-admin-password positional", "Grafana admin", "Grafana admin", lambda c: f"grafana-cli admin reset-admin-password '{c['pw']}'", "'"),
    ("wp user create --user_pass", "the WordPress editor account", "WordPress 편집자 계정", lambda c: f"wp user create {c['u']} {c['u']}@{c['org']}.com --role=editor --user_pass='{c['pw']}'", "'"),
    ("java --spring.datasource.password", "the batch jar", "배치 jar", lambda c: f"java -jar batch.jar --spring.profiles.active=prod --spring.datasource.password={c['pw']}", "'\" $!&;|<>"),
    ("expect send", "the legacy switch console", "레거시 스위치 콘솔", lambda c: f"spawn ssh {c['u']}@{c['h']}\nexpect \"password:\"\nsend \"{c['pw']}\\r\"", "\"\\[]$"),
    ("mc alias set positional", "MinIO", "MinIO", lambda c: f"mc alias set local http://{c['h']}:9000 minioadmin {c['pw']}", "'\" $!&;"),
]

EN_CLI_MC = ["I wasn't told how to get into {what}; the README just says 'ask ops'.",
             "The runbook for {what} is out of date and I had no credentials for it.",
             "Nobody mentioned that {what} uses a separate account from the application user.",
             "The task assumed access to {what}, but nothing in the repo says how to authenticate."]
KO_CLI_MC = ["{what} 접속 방법을 아무도 안 알려줌. README에는 '운영팀에 문의'라고만 되어 있음.",
             "{what} runbook이 오래돼서 접속 정보가 없었음.",
             "{what}는 앱 계정이랑 다른 별도 계정을 쓴다는 걸 몰랐음.",
             "작업이 {what} 접근 권한을 전제로 하는데 인증 방법은 레포 어디에도 없었음."]
EN_CLI_L = ["This worked:\n{cmd}\n{tail}", "{name} gave me the command they use:\n{cmd}\n{tail}",
            "What finally got me in:\n{cmd}\n{tail}"]
KO_CLI_L = ["이렇게 하니 됨:\n{cmd}\n{tail}", "{name}님이 평소 쓰는 명령어 알려줌:\n{cmd}\n{tail}", "결국 이걸로 접속함:\n{cmd}\n{tail}"]
EN_CLI_TAIL = ["It only works from the VPN.", "The same password is reused on the replica.", "Shell history keeps it, so I cleared it after.", ""]
KO_CLI_TAIL = ["VPN 안에서만 됨.", "replica도 같은 비번 씀.", "쉘 history에 남아서 나중에 지움.", ""]
EN_PW_ASK = ["Is there a read-only account for {what} I should use instead?", "Can this password move into the vault?",
             "Who should I ask for access to {what} next time?", ""]
KO_PW_ASK = ["{what}에 읽기 전용 계정이 따로 있나요?", "이 비밀번호 vault로 옮겨도 되나요?", "지금 {what} 계정 담당자가 누구인가요?", ""]
EN_PW_ASK_T = ["Is {pw} still the password for {u}, or was it rotated?", "Should I keep using '{pw}' or ask for a personal account?"]
KO_PW_ASK_T = ["{u} 계정 비번 아직 {pw} 맞나요?", "'{pw}' 계속 써도 되나요, 아니면 개인 계정 받아야 하나요?"]


def pw_ctx(lang, forbid=""):
    c = {"h": host(), "u": pick(DBUSERS), "db": dbname(), "org": pick(ORGS), "app": pick(APPS), "env": pick(ENVS),
         "name": person(lang)}
    gen = pick([pw_human, pw_generated, pw_passphrase, pw_korean_keyboard, pw_generated])
    c["pw"] = pw_no(forbid + "'\"\\", lambda: gen().replace(" ", "-"))
    return c


_cli_queue = []


def sp_pw_cli(lang):
    if not _cli_queue:
        _cli_queue.extend(R.sample(PW_CLI, len(PW_CLI)))
    label, what_en, what_ko, f, forbid = _cli_queue.pop()
    c = pw_ctx(lang, forbid)
    cmd = f(c)
    what = what_en if lang == "en" else what_ko
    mc = fmt(T(lang, EN_CLI_MC, KO_CLI_MC), what=what)
    lesson = fmt(T(lang, EN_CLI_L, KO_CLI_L), cmd=cmd, name=c["name"], tail=T(lang, EN_CLI_TAIL, KO_CLI_TAIL)).rstrip()
    if chance(0.25):
        ask = fmt(T(lang, EN_PW_ASK_T, KO_PW_ASK_T), pw=c["pw"], u=c["u"])
        label += " +ask_repeat"
    else:
        ask = fmt(T(lang, EN_PW_ASK, KO_PW_ASK), what=what)
    return make_note(lang, "secret", f"password in CLI: {label}", mc, lesson, ask, [c["pw"]])


PW_URL = [
    ("postgres URL", lambda c: f"DATABASE_URL=postgresql://{c['u']}:{c['enc']}@{c['h']}:5432/{c['db']}?sslmode=require"),
    ("mongodb+srv URL", lambda c: f"MONGO_URI=\"mongodb+srv://{c['u']}:{c['enc']}@cluster0.{rs(LALNUM, 5)}.mongodb.net/{c['db']}?retryWrites=true&w=majority\""),
    ("redis URL", lambda c: f"REDIS_URL=redis://default:{c['enc']}@{c['h']}:6379/0"),
    ("amqp broker URL", lambda c: f"CELERY_BROKER_URL = \"amqp://{c['u']}:{c['enc']}@rabbitmq.{c['org']}.internal:5672/{c['app']}\""),
    ("JDBC URL password param", lambda c: f"spring.datasource.url=jdbc:mysql://{c['h']}:3306/{c['db']}?user={c['u']}&password={c['enc']}&useSSL=true"),
    ("SMTP URL", lambda c: f"EMAIL_URL=smtp+tls://noreply%40{c['org']}.com:{c['enc']}@smtp.gmail.com:587"),
    ("proxy URL", lambda c: f"export HTTPS_PROXY=http://{c['u']}:{c['enc']}@proxy.{c['org']}.internal:3128"),
    ("Elasticsearch URL", lambda c: f"ES_URL=https://elastic:{c['enc']}@{c['org']}-es.internal:9200"),
    ("SQLAlchemy URI", lambda c: f"SQLALCHEMY_DATABASE_URI = \"mysql+pymysql://{c['u']}:{c['enc']}@{c['h']}/{c['db']}?charset=utf8mb4\""),
    ("pg_dump URL arg", lambda c: f"pg_dump \"postgresql://{c['u']}:{c['enc']}@{c['h']}/{c['db']}\" -Fc -f {c['db']}.dump"),
    ("SQL Server connection string", None),
]


def sp_pw_url(lang):
    label, f = PW_URL[cycle("sp_pw_url", len(PW_URL))]
    c = pw_ctx(lang)
    if f is None:
        c["pw"] = pw_no(";'\"")
        line = (f"\"ConnectionStrings\": {{ \"Default\": \"Server=tcp:{c['org']}-sql.database.windows.net,1433;Initial Catalog={c['db']};"
                f"User ID={c['u']};Password={c['pw']};Encrypt=True;\" }}")
        sec = c["pw"]
    else:
        if chance(0.35):
            c["pw"] = pw_hangul() if lang == "ko" and chance(0.5) else pw_generated()
        c["enc"] = pct(c["pw"])
        line = f(c)
        sec = c["enc"]
    en = lang == "en"
    mc = T(lang, [f"Nobody told me {c['app']} reads its connection from a single URL variable, so changing the host alone did nothing.",
                  f"I didn't know which credentials the {c['env']} worker uses to reach {c['db']}.",
                  "The incident ticket didn't include how the service connects; I had to read the deployed config."],
           [f"{c['app']} 서비스가 접속 정보를 URL 변수 하나로 읽는다는 걸 몰라서 host만 바꿨다가 아무 효과 없었음.",
            f"{c['env']} worker가 {c['db']} DB에 어떤 계정으로 붙는지 몰랐음.",
            "장애 티켓에 서비스 접속 방식이 없어서 배포된 설정을 직접 읽어봄."])
    lesson = T(lang, [f"The deployed value is:\n{line}\nSpecial characters in the password must stay percent-encoded or the driver splits at the wrong '@'.",
                      f"Working config:\n{line}", f"Found in the running container's env:\n{line}\nThe app never reads DB_HOST; only this URL matters."],
               [f"배포된 값:\n{line}\n비밀번호 특수문자는 percent-encoding 해야 함. 안 그러면 드라이버가 엉뚱한 '@'에서 자름.",
                f"동작하는 설정:\n{line}", f"실행 중인 컨테이너 env에서 찾음:\n{line}\n앱은 DB_HOST를 안 읽고 이 URL만 봄."])
    ask = T(lang, ["Can we switch this to IAM auth so there is no password in the URL?", "Which secret store should own this URL?", ""],
            ["URL에 비번 안 들어가게 IAM 인증으로 바꿀 수 있나요?", "이 URL은 어느 secret store에서 관리해야 하나요?", ""])
    return make_note(lang, "secret", f"password in connection string: {label}", mc, lesson, ask, [sec])


PW_CONFIG = [
    ("wp-config.php", "wp-config.php", lambda c: f"define( 'DB_NAME', '{c['db']}' );\ndefine( 'DB_USER', '{c['u']}' );\ndefine( 'DB_PASSWORD', '{c['pw']}' );\ndefine( 'DB_HOST', 'localhost' );"),
    ("Django settings", "settings/production.py", lambda c: f"DATABASES = {{\n    \"default\": {{\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"{c['db']}\",\n        \"USER\": \"{c['u']}\",\n        \"PASSWORD\": \"{c['pw']}\",\n        \"HOST\": \"{c['h']}\",\n    }}\n}}"),
    ("Spring application.yml", "src/main/resources/application-prod.yml", lambda c: f"spring:\n  datasource:\n    url: jdbc:postgresql://{c['h']}:5432/{c['db']}\n    username: {c['u']}\n    password: {c['pw']}"),
    ("tomcat-users.xml", "conf/tomcat-users.xml", lambda c: f"<tomcat-users>\n  <user username=\"admin\" password=\"{c['pw']}\" roles=\"manager-gui,admin-gui\"/>\n</tomcat-users>"),
    ("Maven settings.xml", "~/.m2/settings.xml", lambda c: f"<server>\n  <id>nexus-releases</id>\n  <username>deploy</username>\n  <password>{c['pw']}</password>\n</server>"),
    ("Android keystore.properties", "android/keystore.properties", lambda c: f"storePassword={c['pw']}\nkeyPassword={c['pw']}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks"),
    ("~/.my.cnf", "~/.my.cnf", lambda c: f"[client]\nuser={c['u']}\npassword=\"{c['pw']}\"\nhost={c['h']}"),
    (".pgpass", "~/.pgpass", lambda c: f"{c['h']}:5432:{c['db']}:{c['u']}:{c['pw']}"),
    ("pgbouncer userlist", "/etc/pgbouncer/userlist.txt", lambda c: f"\"{c['u']}\" \"{c['pw']}\""),
    ("ansible inventory", "inventory/hosts.ini", lambda c: f"[web]\n10.0.1.{ri(10, 99)} ansible_user={c['u']} ansible_password={c['pw']}\n10.0.1.{ri(100, 199)} ansible_user={c['u']} ansible_password={c['pw']}"),
    ("grafana.ini", "/etc/grafana/grafana.ini", lambda c: f"[security]\nadmin_user = admin\nadmin_password = {c['pw']}\ncookie_secure = true"),
    ("nodemailer auth", "src/mailer.js", lambda c: f"const transporter = nodemailer.createTransport({{\n  host: \"smtp.office365.com\",\n  port: 587,\n  auth: {{ user: \"noreply@{c['org']}.com\", pass: \"{c['pw']}\" }},\n}});"),
    ("Laravel .env", ".env", lambda c: f"DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE={c['db']}\nDB_USERNAME={c['u']}\nDB_PASSWORD={c['pw']}"),
    ("compose POSTGRES_PASSWORD", "docker-compose.yml", lambda c: f"  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {c['u']}\n      POSTGRES_PASSWORD: {c['pw']}\n      POSTGRES_DB: {c['db']}"),
    ("hibernate.cfg.xml", "src/main/resources/hibernate.cfg.xml", lambda c: f"<property name=\"hibernate.connection.username\">{c['u']}</property>\n<property name=\"hibernate.connection.password\">{c['pw']}</property>"),
    ("samba credentials file", "/etc/samba/creds-nas", lambda c: f"username={c['u']}\npassword={c['pw']}\ndomain=CORP"),
    ("Vagrantfile ssh password", "Vagrantfile", lambda c: f"  config.ssh.username = \"vagrant\"\n  config.ssh.password = \"{c['pw']}\""),
    ("supervisord inet_http_server", "/etc/supervisord.conf", lambda c: f"[inet_http_server]\nport=127.0.0.1:9001\nusername=admin\npassword={c['pw']}"),
    ("web.config connectionStrings", "Web.config", lambda c: f"<connectionStrings>\n  <add name=\"Default\" connectionString=\"Data Source={c['h']};Initial Catalog={c['db']};User ID={c['u']};Password={c['pw']}\" />\n</connectionStrings>"),
]

_cfg_queue = []


def sp_pw_config(lang):
    if not _cfg_queue:
        _cfg_queue.extend(R.sample(PW_CONFIG, len(PW_CONFIG)))
    label, path, f = _cfg_queue.pop()
    c = pw_ctx(lang, forbid=":;<>&")
    if lang == "ko" and chance(0.3) and label not in (".pgpass",):
        c["pw"] = pw_no(":;<>&\"'", pw_hangul)
    snip = f(c)
    mc = T(lang, [f"I didn't know `{path}` is committed with real values in this repo.",
                  f"Nobody told me the {c['env']} box is configured by hand through `{path}`, not by the deploy pipeline.",
                  f"The task didn't mention which account {c['app']} uses; it is only in `{path}`."],
           [f"이 레포에 `{path}` 파일이 실제 값으로 커밋돼 있다는 걸 몰랐음.",
            f"{c['env']} 서버는 배포 파이프라인이 아니라 `{path}` 수동 수정으로 설정된다는 걸 아무도 말 안 해줌.",
            f"{c['app']} 서비스가 쓰는 계정이 `{path}`에만 있다는 걸 몰랐습니다."])
    lesson = T(lang, [f"`{path}` contains:\n{snip}\nEditing it needs a service restart.", f"Relevant part of `{path}`:\n{snip}"],
               [f"`{path}` 내용:\n{snip}\n수정하면 서비스 재시작 필요함.", f"`{path}` 중 관련 부분:\n{snip}"])
    ask = T(lang, [f"Should `{path}` be removed from git history?", "Is this the same password as production?", ""],
            [f"`{path}` git history에서 지워야 하나요?", "이거 운영이랑 같은 비번인가요?", ""])
    return make_note(lang, "secret", f"password in config file: {label}", mc, lesson, ask, [c["pw"]])


def sp_pw_prose(lang):
    pw = pw_any(lang)
    o, n = pick(ORGS), person(lang)
    k = cycle("sp_pw_prose", 5)
    if lang == "en":
        lesson, cat = [
            (f"The shared QA account is qa@{o}.com and the password is {pw}.", "shared account"),
            (f"I logged in to the Grafana admin UI with admin / {pw} (from {n}'s handoff).", "logged in with"),
            (f"{n} said the router admin password is {pw}; it was set when the office moved.", "told by colleague"),
            (f"Tried `admin` first, but the actual password for the staging Jenkins is {pw}.", "actual password"),
            (f"The vendor portal login is ops@{o}.com with password {pw}; 2FA is off for this account.", "vendor portal"),
        ][k]
        mc = pick(["I had no login for the tool the task depends on.", "The onboarding doc doesn't list any shared accounts.",
                   "Nobody told me which account to use for manual verification."])
        ask = pick(["Can I get my own account instead of the shared one?", "Where should shared logins be kept?", ""])
    else:
        lesson, cat = [
            (f"QA 공용 계정은 qa@{o}.com, 비밀번호는 {pw} 입니다.", "shared account"),
            (f"Grafana 관리자 화면은 admin / {pw} 로 로그인됨 ({n}님 인수인계 문서 참고).", "logged in with"),
            (f"{n}님 말로는 사무실 공유기 관리자 비번이 {pw} 라고 함. 이사할 때 설정한 거라고.", "told by colleague"),
            (f"스테이징 Jenkins 비번은 admin이 아니라 {pw} 였음.", "actual password"),
            (f"업체 포털 로그인: ops@{o}.com / 비번 {pw} (이 계정은 2FA 꺼져 있음)", "vendor portal"),
        ][k]
        mc = pick(["작업에 필요한 툴 로그인 정보가 없었음.", "온보딩 문서에 공용 계정 정보가 하나도 없음.",
                   "수동 검증할 때 어떤 계정을 써야 하는지 아무도 안 알려줌."])
        ask = pick(["공용 계정 말고 개인 계정 받을 수 있나요?", "공용 로그인 정보는 어디에 보관해야 하나요?", ""])
    if chance(0.3):
        ask = (f"Is {pw} still valid?" if lang == "en" else f"{pw} 아직 유효한가요?")
        cat += " +ask_repeat"
    return make_note(lang, "secret", f"password in prose: {cat}", mc, lesson, ask, [pw])


def sp_pw_split_sent(lang):
    pw = pw_any(lang)
    n = person(lang)
    if lang == "en":
        lesson = pick([f"The staging admin password was changed after the audit. It's now {pw}, per {n}.",
                       f"Took a while to get into the NAS web UI. The password turned out to be {pw}.",
                       f"{n} reset the kiosk account yesterday. New password: {pw}. The username did not change."])
        mc = pick(["I wasn't told the credentials changed after the security audit.", "The task didn't say the NAS has its own admin login."])
        ask = pick(["Will the password change again after the next audit?", ""])
    else:
        lesson = pick([f"감사 이후 스테이징 admin 비번이 바뀌었음. 지금은 {pw} 임 ({n}님 확인).",
                       f"NAS 웹 UI 들어가는 데 한참 걸림. 비번은 결국 {pw} 였음.",
                       f"{n}님이 어제 키오스크 계정을 초기화했음. 새 비번: {pw}. 아이디는 그대로."])
        mc = pick(["보안 감사 후에 접속 정보가 바뀌었다는 걸 몰랐음.", "NAS에 별도 관리자 로그인이 있다는 걸 아무도 말 안 해줌."])
        ask = pick(["다음 감사 때 또 비번 바뀌나요?", ""])
    return make_note(lang, "secret", "password split across two sentences", mc, lesson, ask, [pw])


def sp_pw_split_fields(lang):
    pw = pw_any(lang)
    u, what = pick(DBUSERS), pick(["reporting DB", "billing admin", "legacy CMS", "VPN appliance"])
    k = cycle("sp_pw_split_fields", 2)
    if lang == "en":
        if k == 0:
            mc = f"The task assumed I could log into the {what}. Nobody told me the account is {u} and the password is"
            lesson = f"{pw} (reset in {pick(MONTHS_EN)}). With that the import finished."
            ask = "Who should I ask for access next time?"
        else:
            mc = f"I had no access to the {what} and lost an hour waiting for ops."
            lesson = f"Ops reset the {u} account for me. The new password:"
            ask = f"{pw} -- should this go into 1Password for the team?"
    else:
        if k == 0:
            mc = f"{what} 로그인이 된다는 전제로 작업이 잡혀 있었는데, 계정이 {u}이고 비밀번호가"
            lesson = f"{pw} 라는 건 아무도 안 알려줌 ({ri(1, 12)}월에 초기화됨). 이걸로 import 끝냄."
            ask = "다음엔 접근 권한을 누구한테 요청해야 하나요?"
        else:
            mc = f"{what} 접근 권한이 없어서 운영팀 기다리느라 한 시간 날림."
            lesson = f"운영팀이 {u} 계정 비번을 초기화해줌. 새 비번:"
            ask = f"{pw} -- 이거 팀 1Password에 넣어둘까요?"
    return make_note(lang, "secret", "password split across two fields (label / value)", mc, lesson, ask, [pw])


def sp_pw_table(lang):
    rows = []
    envs = picks(["dev", "staging", "qa", "prod-ro", "demo"], ri(2, 3))
    for e in envs:
        rows.append((e, host(), pick(DBUSERS), pw_no("|", lambda: pw_any(lang))))
    if lang == "en":
        tbl = "| env | host | user | password |\n|---|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows)
        mc = "Nobody told me the per-environment DB accounts are tracked in a wiki table."
        lesson = f"The wiki page 'DB access' has:\n{tbl}\nThe {envs[0]} row is the one the tests use."
        ask = pick(["Can this table move to the vault?", ""])
    else:
        tbl = "| 환경 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows)
        mc = "환경별 DB 계정이 위키 표로 관리된다는 걸 아무도 안 알려줌."
        lesson = f"위키 'DB 접속 정보' 페이지:\n{tbl}\n테스트는 {envs[0]} 행 계정을 씀."
        ask = pick(["이 표 vault로 옮겨도 되나요?", ""])
    return make_note(lang, "secret", "passwords in markdown table", mc, lesson, ask, [r[3] for r in rows])


def sp_pw_log(lang):
    c = pw_ctx(lang, forbid="@:/ &?#%")
    k = cycle("sp_pw_log", 3)
    if k == 0:
        log = f"{ts_iso()} DEBUG [db] connecting dsn=postgresql://{c['u']}:{c['pw']}@{c['h']}:5432/{c['db']}"
        lab = "DSN in debug log"
    elif k == 1:
        log = f"{ts_iso()} INFO  ldap bind dn=cn={c['u']},ou=svc,dc={c['org']},dc=local password={c['pw']} result=0"
        lab = "ldap bind log"
    else:
        log = (f"10.0.{ri(0, 9)}.{ri(2, 250)} - - [12/Mar/2025:10:{ri(10, 59)}:{ri(10, 59)} +0900] "
               f"\"GET /legacy/login.php?user={c['u']}&password={c['pw']} HTTP/1.1\" 302 0 \"-\" \"curl/8.5.0\"")
        lab = "password in access-log query string"
    mc = T(lang, ["I wasn't told debug logging is on in this environment.", "The task didn't mention the legacy login endpoint is still called by cron."],
           ["이 환경에 debug 로그가 켜져 있다는 걸 몰랐음.", "레거시 로그인 엔드포인트를 cron이 아직 호출한다는 걸 몰랐음."])
    lesson = T(lang, [f"The log shows the credentials in clear text:\n{log}\nThat is how I confirmed which account is used.", f"Found this in the logs:\n{log}"],
               [f"로그에 접속 정보가 평문으로 찍힘:\n{log}\n어떤 계정 쓰는지 이걸로 확인함.", f"로그에서 찾은 내용:\n{log}"])
    ask = T(lang, ["Who can turn off debug logging there?", "Should these logs be purged?", ""], ["debug 로그 끄는 권한 누구한테 있나요?", "이 로그 지워야 하나요?", ""])
    return make_note(lang, "secret", f"password in log line: {lab}", mc, lesson, ask, [c["pw"]])


def sp_pw_stack(lang):
    c = pw_ctx(lang, forbid="'\"")
    k = cycle("sp_pw_stack", 3)
    if k == 0:
        tr = (f"Error: connect ETIMEDOUT {c['h']}:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {{\n"
              f"  errno: -110,\n  code: 'ETIMEDOUT',\n  config: {{ host: '{c['h']}', user: '{c['u']}', password: '{c['pw']}', database: '{c['db']}' }}\n}}")
        lab = "node error with config dump"
    elif k == 1:
        tr = (f"Traceback (most recent call last):\n  File \"etl/load.py\", line {ri(20, 200)}, in <module>\n"
              f"    conn = pymysql.connect(host=\"{c['h']}\", user=\"{c['u']}\", password=\"{c['pw']}\", db=\"{c['db']}\")\n"
              f"pymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on '{c['h']}' (timed out)\")")
        lab = "python traceback source line"
    else:
        enc = pct(c["pw"])
        c["pw"] = enc
        tr = (f"org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
              f"Caused by: java.sql.SQLNonTransientConnectionException: Could not create connection to database server. "
              f"url=jdbc:mysql://{c['h']}:3306/{c['db']}?user={c['u']}&password={enc}\n\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:111)")
        lab = "java exception with JDBC URL"
    mc = T(lang, ["The job was failing and nobody shared the error output with me.", "I was not told the batch host cannot reach the DB subnet."],
           ["job이 계속 실패하는데 에러 출력을 아무도 공유 안 해줌.", "배치 서버가 DB 서브넷에 못 붙는다는 걸 몰랐음."])
    lesson = T(lang, [f"The trace (note it prints the password):\n{tr}\nRoot cause was the security group, not the credentials.",
                      f"Full error from the run:\n{tr}"],
               [f"에러 trace (비번까지 찍힘):\n{tr}\n원인은 계정이 아니라 security group이었음.", f"실행 에러 전문:\n{tr}"])
    ask = T(lang, ["Can the error handler stop dumping the config?", ""], ["에러 핸들러가 config 전체를 찍지 않게 바꿔도 되나요?", ""])
    return make_note(lang, "secret", f"password in stack trace: {lab}", mc, lesson, ask, [c["pw"]])


def sp_pw_diff(lang):
    old, new = pw_no(" ", pw_ascii), pw_no(" ", pw_ascii)
    p = pick(["config/database.yml", "deploy/values-prod.yaml", "ansible/group_vars/db.yml"])
    key = pick(["password", "db_password", "postgresPassword"])
    d = f"--- a/{p}\n+++ b/{p}\n@@ -7,7 +7,7 @@\n   username: {pick(DBUSERS)}\n-  {key}: {old}\n+  {key}: {new}\n   pool: 10"
    mc = T(lang, ["I didn't know the DB password rotation is done by editing a committed file.", "The PR description didn't say what changed in the config."],
           ["DB 비번 교체를 커밋된 파일 수정으로 한다는 걸 몰랐음.", "PR 설명에 설정 변경 내용이 없었음."])
    lesson = T(lang, [f"The rotation commit was:\n{d}\nThe old value still works on the replica until Friday."],
               [f"비번 교체 커밋:\n{d}\n예전 값은 금요일까지 replica에서 아직 동작함."])
    ask = T(lang, ["Should the old password be revoked on the replica now?", ""], ["replica에서 예전 비번 지금 폐기해야 하나요?", ""])
    return make_note(lang, "secret", "passwords in diff (old and new)", mc, lesson, ask, [old, new])


def sp_pw_sql(lang):
    c = pw_ctx(lang, forbid="'\";>")
    u, pw, db = c["u"], c["pw"], c["db"]
    k = cycle("sp_pw_sql", 7)
    stmts = [
        ("MySQL CREATE USER IDENTIFIED BY", f"CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT ON {db}.* TO '{u}'@'%';"),
        ("Postgres CREATE ROLE PASSWORD", f"CREATE ROLE {u} WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {db} TO {u};"),
        ("Postgres ALTER USER PASSWORD", f"ALTER USER {u} WITH PASSWORD '{pw}';"),
        ("SQL Server CREATE LOGIN", f"CREATE LOGIN [{u}] WITH PASSWORD = N'{pw}', CHECK_POLICY = OFF;"),
        ("Mongo createUser pwd", f"db.createUser({{ user: \"{u}\", pwd: \"{pw}\", roles: [{{ role: \"readWrite\", db: \"{db}\" }}] }})"),
        ("Redis ACL SETUSER", f"ACL SETUSER {u} on >{pw} ~cache:* +get +set +del"),
        ("Oracle ALTER USER IDENTIFIED BY", f"ALTER USER {u} IDENTIFIED BY \"{pw}\";"),
    ]
    lab, sql = stmts[k]
    mc = T(lang, [f"Nobody told me the {u} account is created by hand, not by migrations.", "The migration README skips how service accounts are created."],
           [f"{u} 계정은 migration이 아니라 수동으로 만든다는 걸 몰랐음.", "migration README에 서비스 계정 생성 방법이 빠져 있음."])
    lesson = T(lang, [f"{person(lang)} ran this on the primary:\n{sql}\nIt has to be re-run after a restore from snapshot.",
                      f"The setup statement from the ops notes:\n{sql}"],
               [f"{person(lang)}님이 primary에서 실행한 쿼리:\n{sql}\n스냅샷 복구 후에는 다시 실행해야 함.", f"운영 메모에 있던 생성 쿼리:\n{sql}"])
    ask = T(lang, ["Can account creation move into the migrations with a generated password?", ""],
            ["계정 생성을 migration으로 옮기고 비번은 자동 생성하면 안 될까요?", ""])
    return make_note(lang, "secret", f"password in SQL statement: {lab}", mc, lesson, ask, [pw])


def sp_pw_chat(lang):
    pw = pw_any(lang)
    n1, n2 = person(lang), person(lang)
    t1, t2, t3 = hhmms(3)
    if lang == "en":
        chat = f"[{t1}] {n1}: prod replica password changed\n[{t2}] {n1}: {pw}\n[{t3}] {n2}: 👍 updating the dashboards"
        mc = f"Copied from #{pick(CHANNELS)} because nobody updated the runbook:\n{chat}"
        lesson = "Dashboards broke because the read-only user's password was rotated without notice; updating the datasource fixed them."
        ask = "Can password rotations be announced in #deploys?"
    else:
        chat = f"[{t1}] {n1}: 운영 replica 비번 바뀜\n[{t2}] {n1}: {pw}\n[{t3}] {n2}: 👍 대시보드 수정할게요"
        mc = f"runbook이 업데이트 안 돼서 #{pick(CHANNELS)} 대화를 그대로 복사함:\n{chat}"
        lesson = "읽기 전용 계정 비번이 공지 없이 바뀌어서 대시보드가 깨졌음. datasource 비번 수정하니 복구됨."
        ask = "비번 교체하면 #deploys 채널에 공지해줄 수 있나요?"
    return make_note(lang, "secret", "password in chat paste (own line)", mc, lesson, ask, [pw])

# ----------------------------------------------------------------------------- other secret specials
def sp_key(lang):
    k = cycle("sp_key", 7)
    o, a = pick(ORGS), pick(APPS)
    if k == 0:
        label, lines = pem_ec_sec1()
        pem = pem_text(label, lines)
        path = pick(["certs/signer.pem", "keys/jwt-es256.pem", "config/webhook-signing.key"])
        snip, cat = pem, "EC PRIVATE KEY (SEC1) PEM"
    elif k == 1:
        label, lines = pem_pkcs8_ed25519()
        path = ".env"
        snip = "JWT_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\""
        cat = "PKCS#8 Ed25519 key in .env with \\n escapes"
    elif k == 2:
        label, lines = openssh_ed25519(f"deploy@{o}")
        snip, path, cat = pem_text(label, lines), "~/.ssh/id_ed25519_deploy", "OpenSSH private key"
    elif k == 3:
        label, lines = pem_rsa(ri(4, 6))
        snip, path, cat = pem_text(label, lines, truncated=True), "ansible/files/legacy_rsa", "RSA private key (truncated paste)"
    elif k == 4:
        label, lines = pem_pkcs8_ec()
        kid = rs(UALNUM, 10)
        path = f"AuthKey_{kid}.p8"
        snip, cat = pem_text(label, lines), "Apple .p8 (PKCS#8 EC) key"
    elif k == 5:
        label, lines = pem_ec_sec1()
        blob = b64(pem_text(label, lines).encode() + b"\n")
        lines = [blob]
        path = "~/.kube/config"
        snip = (f"users:\n- name: {o}-admin\n  user:\n    client-certificate: /home/{pick(['ubuntu', 'ops', 'deploy'])}/.kube/{o}-admin.crt\n"
                f"    client-key-data: {blob}")
        cat = "kubeconfig client-key-data (base64 PEM)"
    else:
        priv, pub = b64(rb(32)), b64(rb(32))
        lines = [priv]
        path = "/etc/wireguard/wg0.conf"
        snip = (f"[Interface]\nPrivateKey = {priv}\nAddress = 10.8.0.{ri(2, 200)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {pub}\n"
                f"Endpoint = vpn.{o}.io:51820\nAllowedIPs = 10.0.0.0/16")
        cat = "WireGuard PrivateKey"
    if lang == "en":
        mc = pick([f"I wasn't told where the key for {a} comes from; deploys kept failing with 'invalid signature'.",
                   "Nobody mentioned a private key is committed in the repo.",
                   f"The handoff didn't say the {a} box is reached with a separate key."])
        lesson = pick([f"`{path}`:\n{snip}", f"The key is in `{path}`:\n{snip}\nIt is the same key on every environment."])
        ask = pick(["Should this key be rotated and removed from git?", "Who issued this key?", ""])
    else:
        mc = pick([f"{a} 서비스 키가 어디서 오는지 몰라서 배포가 'invalid signature'로 계속 실패함.",
                   "레포에 private key가 커밋돼 있다는 걸 아무도 말 안 해줌.",
                   f"{a} 서버는 별도 키로 접속한다는 게 인수인계에 없었음."])
        lesson = pick([f"`{path}`:\n{snip}", f"키 위치는 `{path}`:\n{snip}\n모든 환경에서 같은 키를 씀."])
        ask = pick(["이 키 교체하고 git에서 지워야 하나요?", "이 키 누가 발급했나요?", ""])
    return make_note(lang, "secret", f"private key: {cat}", mc, lesson, ask, lines)


def sp_totp(lang):
    k = cycle("sp_totp", 3)
    o = pick(ORGS)
    issuer = pick(["AWS", "GitHub", "Cloudflare", "Okta", o.capitalize(), "NHN", "Gabia"])
    acct = pick([f"ops@{o}.com", f"qa-bot@{o}.com", "root", f"admin@{o}.co.kr"])
    if k == 0:
        seed = totp_seed(32)
        s = f"otpauth://totp/{issuer}:{acct.replace('@', '%40')}?secret={seed}&issuer={issuer}&algorithm=SHA1&digits=6&period=30"
        sec, cat = seed, "otpauth URI"
    elif k == 1:
        seed = " ".join(wrap(totp_seed(32).lower(), 4))
        s = seed
        sec, cat = seed, "TOTP setup key in groups of four"
    else:
        seed = totp_seed(pick([16, 32]))
        s = f"E2E_TOTP_SECRET={seed}\n# in tests: pyotp.TOTP(os.environ[\"E2E_TOTP_SECRET\"]).now()"
        sec, cat = seed, "TOTP seed in test env"
    if lang == "en":
        mc = pick([f"The {issuer} account {acct} is shared and has 2FA; nobody told me how the team gets codes.",
                   "The e2e login test failed at the 2FA step and the task didn't explain how codes are produced."])
        lesson = (pick([f"The MFA seed was saved when 2FA was enabled:\n{s}\nAny authenticator app can generate the codes from it.",
                        f"{person(lang)} shared the setup key: {s}"]) if k < 2 else f"It is in `.env.e2e`:\n{s}")
        ask = pick(["Can the shared account move to per-person MFA?", ""])
    else:
        mc = pick([f"{issuer} {acct} 계정이 공용인데 2FA가 걸려 있음. 팀이 코드를 어떻게 받는지 아무도 안 알려줌.",
                   "e2e 로그인 테스트가 2FA 단계에서 실패했는데 코드 생성 방법 설명이 없었음."])
        lesson = (pick([f"2FA 켤 때 저장해둔 MFA 시드:\n{s}\n아무 OTP 앱에 넣으면 코드 생성됨.", f"{person(lang)}님이 공유해준 설정 키: {s}"]) if k < 2
                  else f"`.env.e2e`에 들어 있음:\n{s}")
        ask = pick(["공용 계정을 개인별 MFA로 바꿀 수 있나요?", ""])
    return make_note(lang, "secret", f"TOTP seed: {cat}", mc, lesson, ask, [sec])


def sp_recovery(lang):
    k = cycle("sp_recovery", 5)
    o = pick(ORGS)
    if k == 0:
        codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(ri(6, 10))]
        block, what = "\n".join(codes), f"the GitHub org owner account ({o}-admin)"
        cat = "GitHub recovery codes"
    elif k == 1:
        codes = [f"{ri(1000, 9999)} {ri(1000, 9999)}" for _ in range(10)]
        block, what = "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)), f"the Google Workspace super admin (admin@{o}.com)"
        cat = "Google backup codes"
    elif k == 2:
        al = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
        key = f"A3-{rs(al, 6)}-{rs(al, 6)}-{rs(al, 5)}-{rs(al, 5)}-{rs(al, 5)}-{rs(al, 5)}"
        codes, block, what = [key], key, "the team 1Password account (Secret Key from the Emergency Kit)"
        cat = "1Password Secret Key"
    elif k == 3:
        key = "-".join(f"{ri(0, 999999):06d}" for _ in range(8))
        codes, block, what = [key], key, f"the BitLocker-encrypted laptop LT-{ri(100, 999)}"
        cat = "BitLocker recovery key"
    else:
        codes = [rs(LALNUM, 4) + "-" + rs(LALNUM, 4) for _ in range(8)]
        block, what = "  ".join(codes), "the shared Discord/Slack admin account"
        cat = "backup codes in one line"
    if lang == "en":
        mc = f"I got locked out of {what} and the task didn't say where the recovery material is."
        lesson = pick([f"The recovery codes were in the old handoff doc:\n{block}\nI used the first one.",
                       f"Recovery material pasted by {person(lang)}:\n{block}"])
        ask = pick(["Should the used codes be regenerated?", "Where should recovery codes live?", ""])
    else:
        mc = f"{what} 계정에서 잠겼는데 복구 코드 위치가 작업 설명에 없었음."
        lesson = pick([f"예전 인수인계 문서에 복구 코드가 있었음:\n{block}\n첫 번째 코드 사용함.", f"{person(lang)}님이 붙여준 복구 정보:\n{block}"])
        ask = pick(["사용한 코드는 재발급해야 하나요?", "복구 코드는 어디에 보관해야 하나요?", ""])
    return make_note(lang, "secret", f"recovery codes: {cat}", mc, lesson, ask, codes)


def sp_wifi(lang):
    o = pick(ORGS)
    ssid = pick([f"{o.capitalize()}-5G", f"{o}_office", "DevLab", f"{o.upper()}-GUEST-2F", "회의실A", "iptime_3F"])
    pw = pick([pw_human, pw_passphrase, pw_generated, pw_korean_keyboard])().replace(";", "-").replace(",", "-")
    k = cycle("sp_wifi", 4)
    if k == 0:
        snip, cat = f"WIFI:T:WPA;S:{ssid};P:{pw};;", "Wi-Fi QR string"
    elif k == 1:
        snip, cat = f"network={{\n    ssid=\"{ssid}\"\n    psk=\"{pw}\"\n    key_mgmt=WPA-PSK\n}}", "wpa_supplicant psk"
    elif k == 2:
        snip, cat = f"nmcli dev wifi connect \"{ssid}\" password \"{pw}\"", "nmcli password"
    else:
        snip = (f"The lab Wi-Fi {ssid} password is {pw}" if lang == "en" else f"실험실 와이파이 {ssid} 비번: {pw}")
        cat = "Wi-Fi password in prose"
    if lang == "en":
        mc = pick(["The test devices in the lab need Wi-Fi and nobody told me the credentials.", "The Raspberry Pi kiosk lost its network config after reflashing."])
        lesson = pick([f"{snip}\nThe devices only join the 2.4 GHz band.", f"Got it working with:\n{snip}"])
        ask = pick(["Is there a separate IoT network we should use?", ""])
    else:
        mc = pick(["실험실 테스트 기기가 와이파이를 써야 하는데 접속 정보를 아무도 안 알려줌.", "라즈베리파이 키오스크 재설치 후 네트워크 설정이 날아감."])
        lesson = pick([f"{snip}\n기기는 2.4GHz 대역만 붙음.", f"이렇게 해서 연결됨:\n{snip}"])
        ask = pick(["IoT용 네트워크가 따로 있나요?", ""])
    return make_note(lang, "secret", f"Wi-Fi key: {cat}", mc, lesson, ask, [pw])


def sp_pin(lang):
    k = cycle("sp_pin", 4)
    if k == 0:
        code = f"{ri(1000, 9999)}*{ri(1000, 9999)}#"
        en, ko, cat = f"The server room keypad code is {code}.", f"서버실 도어락 비밀번호는 {code} 입니다.", "door keypad code"
    elif k == 1:
        code = "".join(str(ri(0, 9)) for _ in range(8))
        en, ko, cat = f"The QA iPhone's passcode is {code} (8 digits, not the usual 6).", f"QA용 아이폰 잠금 비밀번호는 {code} 임 (6자리 아님, 8자리).", "test device passcode"
    elif k == 2:
        code = "".join(str(ri(0, 9)) for _ in range(8))
        en, ko, cat = f"PUK for the test SIM in the modem is {code}.", f"모뎀에 꽂힌 테스트 유심 PUK 코드: {code}", "SIM PUK"
    else:
        code = f"{ri(10, 99)}-{ri(10, 99)}-{ri(10, 99)}-{ri(10, 99)}"
        en, ko, cat = f"Alarm disarm code for the office after 10pm: {code}.", f"밤 10시 이후 사무실 보안 해제 코드: {code}", "alarm code"
    if lang == "en":
        mc = pick(["I had to reboot the on-prem box at night and nobody told me how to get in.", "The device-lab checklist skips how to unlock the hardware."])
        lesson, ask = en + " " + pick(["Facilities changes it every quarter.", "", "It is written on nothing else."]), pick(["Who should I call if it stops working?", ""])
    else:
        mc = pick(["밤에 온프레미스 장비 재부팅해야 했는데 출입 방법을 아무도 안 알려줌.", "디바이스 랩 체크리스트에 기기 잠금 해제 방법이 빠져 있음."])
        lesson, ask = ko + " " + pick(["총무팀이 분기마다 바꿈.", "", "다른 곳엔 적혀 있지 않음."]), pick(["안 되면 누구한테 연락해야 하나요?", ""])
    return make_note(lang, "secret", f"PIN / door code: {cat}", mc, lesson.strip(), ask, [code])


def sp_crypto(lang):
    k = cycle("sp_crypto", 3)
    if k == 0:
        phrase = " ".join(R.choice(BIP39) for _ in range(pick([12, 24])))
        snip, sec, cat = phrase, phrase, "BIP-39 seed phrase"
        en = f"The treasury test wallet's recovery phrase (from the setup doc):\n{phrase}"
        ko = f"테스트 지갑 복구 구문 (세팅 문서에 있던 것):\n{phrase}"
    elif k == 1:
        key = eth_privkey()
        sec, cat = key, "EVM private key in hardhat config"
        snip = f"networks: {{\n  sepolia: {{\n    url: process.env.SEPOLIA_RPC,\n    accounts: [\"{key}\"],\n  }},\n}},"
        en = f"`hardhat.config.js` has the deployer key inline:\n{snip}"
        ko = f"`hardhat.config.js`에 배포 키가 그대로 들어가 있음:\n{snip}"
    else:
        wif = btc_wif()
        sec, cat = wif, "Bitcoin WIF private key (positional)"
        en = f"Imported the hot wallet with:\nbitcoin-cli -rpcwallet=ops importprivkey {wif} \"hot-1\" false"
        ko = f"핫월렛은 이렇게 import 함:\nbitcoin-cli -rpcwallet=ops importprivkey {wif} \"hot-1\" false"
    if lang == "en":
        mc = pick(["I wasn't told which wallet the contract deploys come from.", "The payout script needs a funded wallet and the task didn't say which one."])
        ask = pick(["Should this wallet be replaced with a hardware signer?", ""])
        lesson = en
    else:
        mc = pick(["컨트랙트 배포가 어느 지갑에서 나가는지 몰랐음.", "지급 스크립트에 잔고 있는 지갑이 필요한데 어떤 건지 안내가 없었음."])
        ask = pick(["이 지갑 하드웨어 서명으로 바꿔야 하나요?", ""])
        lesson = ko
    return make_note(lang, "secret", f"wallet secret: {cat}", mc, lesson, ask, [sec])


def sp_app_password(lang):
    o = pick(ORGS)
    if cycle("sp_app_password", 2) == 0:
        pw = " ".join(rs(LOW, 4) for _ in range(4))
        snip = f"spring.mail.host=smtp.gmail.com\nspring.mail.username=noreply@{o}.com\nspring.mail.password={pw}"
        cat, what_en, what_ko = "Google app password", "Gmail SMTP", "Gmail SMTP"
    else:
        pw = "-".join(rs(LOW, 4) for _ in range(4))
        snip = f"xcrun notarytool submit build/{o.capitalize()}.zip --apple-id release@{o}.com --team-id {rs(UALNUM, 10)} --password {pw} --wait"
        cat, what_en, what_ko = "Apple app-specific password", "notarization", "notarization"
    if lang == "en":
        mc = f"{what_en} kept failing with an auth error and nobody told me normal passwords don't work there."
        lesson = f"It needs an app-specific password, which is already set up:\n{snip}"
        ask = pick(["Whose Apple/Google account is this password tied to?", ""])
    else:
        mc = f"{what_ko}이 계속 인증 에러로 실패했는데 일반 비번은 안 된다는 걸 아무도 안 알려줌."
        lesson = f"앱 비밀번호가 필요하고 이미 설정돼 있음:\n{snip}"
        ask = pick(["이 앱 비밀번호는 누구 계정에 묶여 있나요?", ""])
    return make_note(lang, "secret", f"app password: {cat}", mc, lesson, ask, [pw])


def sp_http(lang):
    k = cycle("sp_http", 4)
    o = pick(ORGS)
    if k == 0:
        u, pw = pick(DBUSERS), pw_no(":", pw_ascii)
        blob = b64(f"{u}:{pw}".encode())
        snip = f"curl https://staging.{o}.io/admin/api/jobs -H \"Authorization: Basic {blob}\""
        secs, cat = [blob], "HTTP Basic header base64"
    elif k == 1:
        sid = rs(LALNUM, 32)
        snip = f"Cookie: sessionid={sid}; csrftoken={rs(ALNUM, 32)}; django_language=ko"
        secs, cat = [sid], "session cookie from devtools"
    elif k == 2:
        tok = session_jwt(f"admin@{o}.com")
        snip = f"GET /api/v2/admin/users?page=2 HTTP/1.1\nHost: api.{o}.io\nAuthorization: Bearer {tok}\nAccept: application/json"
        secs, cat = [tok], "Bearer JWT in raw request"
    else:
        val = b64(json.dumps({"session_id": uuid4(), "user_id": ri(1000, 99999)}).encode()) + "--" + rs(HEX, 40)
        snip = f"Set-Cookie: _{o}_session={val}; path=/; secure; HttpOnly; SameSite=Lax"
        secs, cat = [val], "Rails session cookie"
    if lang == "en":
        mc = pick(["The admin endpoint needs a logged-in session and the task didn't give me one.", "I couldn't reproduce the bug without an admin session."])
        lesson = pick([f"I copied the request from the browser devtools:\n{snip}\nReplaying it reproduces the 500.", f"Working request:\n{snip}"])
        ask = pick(["Is there a test admin user I should use instead of a copied session?", ""])
    else:
        mc = pick(["admin 엔드포인트는 로그인 세션이 필요한데 작업에 세션 정보가 없었음.", "admin 세션 없이는 버그 재현이 안 됐음."])
        lesson = pick([f"브라우저 devtools에서 요청 복사함:\n{snip}\n그대로 재전송하면 500 재현됨.", f"동작하는 요청:\n{snip}"])
        ask = pick(["복사한 세션 말고 테스트용 admin 계정이 있나요?", ""])
    return make_note(lang, "secret", f"HTTP auth material: {cat}", mc, lesson, ask, secs)

# ----------------------------------------------------------------------------- clean-note value generators
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def ulid():
    return "01" + rs("0123456789ABCDEFGHJKMNPQRSTV"[:10] + "ABCDEFGHJK", 1) + rs(CROCK, 23)


def objectid():
    return format(ri(0x65000000, 0x68FFFFFF), "08x") + rs(HEX, 16)


def ssh_pub_ed25519():
    return b64(_ssh_str(b"ssh-ed25519") + _ssh_str(rb(32)))


def ssh_fpr():
    return "SHA256:" + b64(rb(32)).rstrip("=")


def pem_public(kind=None):
    kind = kind or pick(["ed25519", "ec"])
    if kind == "ed25519":
        body = der(0x30, der(0x30, der(0x06, bytes.fromhex("2b6570"))) + der(0x03, b"\x00" + rb(32)))
    else:
        body = der(0x30, der(0x30, der(0x06, bytes.fromhex("2a8648ce3d0201")) + der(0x06, bytes.fromhex("2a8648ce3d030107"))) +
                   der(0x03, b"\x00\x04" + rb(64)))
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(body), 64)) + "\n-----END PUBLIC KEY-----"


def cert_pem_lines(n):
    return wrap("MIID" + rs(B64, 64 * n - 4), 64)


def pgp_fpr():
    h = rs(UHEX, 40)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def age_recipient():
    return "age1" + rs(BECH, 58)


def eth_addr():
    return "0x" + rs(HEX, 40)


def tx_hash():
    return "0x" + rs(HEX, 64)


def btc_addr():
    return "bc1q" + rs(BECH, 38)


def sol_addr():
    return rs(B58, ri(43, 44))


def cid_v1():
    return "bafybei" + rs("abcdefghijklmnopqrstuvwxyz234567", 52)


def npm_integrity():
    return "sha512-" + b64(rb(64))


def go_sum_h1():
    return "h1:" + b64(rb(32))


def sri384():
    return "sha384-" + b64(rb(48))


def stripe_obj(prefix):
    return prefix + rs(ALNUM, {"cus_": 14, "acct_": 16, "prod_": 14}.get(prefix, 24))


def aws_unique_id(prefix):
    return prefix + rs(B32, 17)


def amz_id2():
    return b64(rb(57))


def traceparent():
    return f"00-{rs(HEX, 32)}-{rs(HEX, 16)}-01"


def cfray():
    return rs(HEX, 16) + "-" + pick(["ICN", "NRT", "SJC", "FRA", "SIN"])


def tiny_png():
    w = h = 2
    raw = b"".join(b"\x00" + rb(3 * w) for _ in range(h))

    def chunk(t, d):
        return len(d).to_bytes(4, "big") + t + d + (zlib.crc32(t + d) & 0xFFFFFFFF).to_bytes(4, "big")
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", w.to_bytes(4, "big") + h.to_bytes(4, "big") + b"\x08\x02\x00\x00\x00") +
           chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    return "data:image/png;base64," + b64(png)


def gh_run_id():
    return str(ri(10 ** 10, 2 * 10 ** 10))


def pod_name(app):
    return f"{app}-{rs(HEX[:10] + 'bcdfghjklmnpqrstvwxz', 10)}-{rs('bcdfghjklmnpqrstvwxz2456789', 5)}"


def k8s_rs_hash():
    return rs("bcdfghjklmnpqrstvwxz2456789", 10)


def semver():
    return f"{ri(0, 9)}.{ri(0, 30)}.{ri(0, 20)}"


def go_pseudo():
    return f"v0.0.0-2025{ri(1, 12):02d}{ri(1, 28):02d}{ri(0, 23):02d}{ri(0, 59):02d}{ri(0, 59):02d}-{rs(HEX, 12)}"


def acct_id():
    return str(ri(100000000000, 999999999999))


def gcp_project():
    return f"{pick(ORGS)}-{pick(['prod', 'data', 'ml', 'web', 'shared'])}-{ri(100000, 999999)}"


def oauth_google_client_id():
    return f"{ri(10 ** 11, 10 ** 12 - 1)}-{rs(LALNUM, 32)}.apps.googleusercontent.com"


def mask_tail(tok, keep=4):
    return tok[:min(len(tok) - keep, pick([3, 4, 7, 8]))] + "*" * pick([4, 8, 20]) + tok[-keep:]


def masked_like(prefix, n_tail=4):
    return prefix + "*" * ri(8, 28) + rs(ALNUM, n_tail)


def sops_enc(val_len):
    return f"ENC[AES256_GCM,data:{b64(rb(val_len))},iv:{b64(rb(32))},tag:{b64(rb(16))},type:str]"


def ansible_vault_blob(nlines):
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(DIG + "abcdef", 80) for _ in range(nlines))

# ----------------------------------------------------------------------------- clean templates, part A: references, placeholders, masks
def c_env_refs(lang):
    a = pick(APPS)
    k = ri(0, 2)
    if k == 0:
        snip = (f"services:\n  {a}:\n    env_file: .env\n    environment:\n      DATABASE_URL: ${{DATABASE_URL}}\n"
                f"      STRIPE_SECRET_KEY: ${{STRIPE_SECRET_KEY:?set it in .env}}\n      REDIS_PASSWORD: ${{REDIS_PASSWORD:-}}")
        what = "docker-compose.yml"
    elif k == 1:
        snip = "OPENAI_API_KEY=${OPENAI_API_KEY}\nDB_PASSWORD=$(cat /run/secrets/db_password)\nJWT_SECRET=${JWT_SECRET:?missing}"
        what = "deploy/entrypoint.env"
    else:
        snip = "[database]\nuser = app\npassword = %(DB_PASSWORD)s\nhost = %(DB_HOST)s"
        what = "alembic.ini"
    mc = T(lang, [f"I didn't know {a} expects its secrets to be injected as environment variables; `{what}` only has references.",
                  f"Nobody explained that `{what}` interpolates values at start-up."],
           [f"{a} 서비스가 시크릿을 환경변수로 주입받는다는 걸 몰랐음. `{what}`에는 참조만 있음.",
            f"`{what}`가 시작할 때 값을 치환한다는 설명이 없었음."])
    lesson = T(lang, [f"`{what}` looks like this:\n{snip}\nIf a variable is unset the container refuses to start, which is what happened.",
                      f"The file only references variables:\n{snip}\nThe real values come from the CI environment."],
               [f"`{what}` 내용:\n{snip}\n변수가 비어 있으면 컨테이너가 안 뜸. 이번에 그게 원인이었음.",
                f"파일에는 변수 참조만 있음:\n{snip}\n실제 값은 CI 환경에서 들어옴."])
    ask = T(lang, ["Which of these variables are set in the staging pipeline?", ""], ["staging 파이프라인에 이 변수들 다 설정돼 있나요?", ""])
    return "config with ${VAR} references only", mc, lesson, ask


def c_gha_secrets_ref(lang):
    snip = ("    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm publish\n        env:\n"
            "          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      - uses: aws-actions/configure-aws-credentials@v4\n"
            f"        with:\n          role-to-assume: arn:aws:iam::{acct_id()}:role/gha-deploy\n          aws-region: ap-northeast-2")
    mc = T(lang, ["I didn't know publishing is done by the release workflow, not from a laptop.",
                  "The task didn't say the deploy job uses OIDC instead of stored AWS keys."],
           ["배포(publish)는 노트북이 아니라 release workflow에서 한다는 걸 몰랐음.", "deploy job이 저장된 AWS 키가 아니라 OIDC를 쓴다는 설명이 없었음."])
    lesson = T(lang, [f"The workflow references repository secrets and assumes a role:\n{snip}\nThe role ARN is not a secret; the trust policy limits it to this repo."],
               [f"workflow는 repository secret을 참조하고 role을 assume 함:\n{snip}\nrole ARN은 비밀이 아님. trust policy로 이 레포만 쓸 수 있음."])
    ask = T(lang, ["Who can add repository secrets?", "Is NPM_TOKEN an automation token or a personal one?", ""],
            ["repository secret 추가 권한은 누구한테 있나요?", "NPM_TOKEN은 automation 토큰인가요, 개인 토큰인가요?", ""])
    return "GitHub Actions workflow with ${{ secrets.* }} and OIDC role", mc, lesson, ask


def c_k8s_secretkeyref(lang):
    a = pick(APPS)
    snip = (f"env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {a}-db\n        key: password\n"
            f"  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: {a}-external\n        key: token\n        optional: false")
    mc = T(lang, [f"I wasn't told {a} reads its credentials from Kubernetes secrets, so I kept editing the ConfigMap.",
                  "Nobody mentioned that the secret names differ per namespace."],
           [f"{a} 서비스가 인증 정보를 Kubernetes secret에서 읽는다는 걸 몰라서 ConfigMap만 계속 고쳤음.", "namespace마다 secret 이름이 다르다는 걸 아무도 말 안 해줌."])
    lesson = T(lang, [f"The deployment wires them like this:\n{snip}\nThe pod stays in CreateContainerConfigError if `{a}-external` is missing."],
               [f"deployment에서 이렇게 연결함:\n{snip}\n`{a}-external` secret이 없으면 pod가 CreateContainerConfigError 상태로 멈춤."])
    ask = T(lang, [f"Who creates `{a}-external` in a new namespace?", ""], [f"새 namespace에서 `{a}-external`은 누가 만드나요?", ""])
    return "k8s env valueFrom secretKeyRef", mc, lesson, ask


def c_vault_cli(lang):
    a = pick(APPS)
    path = f"secret/{pick(ENVS)}/{a}"
    snip = pick([f"vault kv get -field=password {path}/db", f"vault kv put {path}/smtp password=@smtp_pass.txt",
                 f"vault read -format=json database/creds/{a}-readonly | jq -r .data.username"])
    mc = T(lang, ["I didn't know the database credentials are dynamic and issued by Vault per session.",
                  f"Nobody told me `{path}` is the canonical location for {a} credentials."],
           ["DB 계정이 Vault에서 세션마다 동적으로 발급된다는 걸 몰랐음.", f"{a} 인증 정보의 기준 위치가 `{path}`라는 걸 아무도 안 알려줌."])
    lesson = T(lang, [f"Read it with `{snip}` (needs `vault login -method=oidc` first). Nothing should be copied into .env files.",
                      f"The command is `{snip}`; the lease lasts 1h and renews automatically in the sidecar."],
               [f"`vault login -method=oidc` 먼저 하고 `{snip}` 로 읽으면 됨. .env에 값 복사하면 안 됨.",
                f"명령어는 `{snip}`. lease는 1시간이고 sidecar가 자동 갱신함."])
    ask = T(lang, ["Which Vault policy do I need for the prod path?", ""], ["운영 경로 읽으려면 어떤 Vault policy가 필요한가요?", ""])
    return "Vault CLI path without output", mc, lesson, ask


def c_aws_refs(lang):
    acct, region, a = acct_id(), pick(["ap-northeast-2", "us-east-1", "eu-central-1"]), pick(APPS)
    arn = f"arn:aws:secretsmanager:{region}:{acct}:secret:prod/{a}/db-{rs(ALPHA, 6)}"
    ssm = f"/{pick(ENVS)}/{a}/stripe/secret_key"
    mc = T(lang, [f"I wasn't told {a} resolves its secrets from Secrets Manager at boot.", "The task didn't mention SSM parameters are SecureString and need kms:Decrypt."],
           [f"{a} 서비스가 부팅할 때 Secrets Manager에서 시크릿을 읽는다는 걸 몰랐음.", "SSM 파라미터가 SecureString이라 kms:Decrypt 권한이 필요하다는 얘기가 없었음."])
    lesson = T(lang, [f"Secret ARN: `{arn}`\nParameter: `{ssm}` (SecureString). The task role needs secretsmanager:GetSecretValue on the ARN and kms:Decrypt on the CMK.",
                      f"`aws ssm get-parameter --name {ssm} --with-decryption` works only with the ops role; the app reads `{arn}` via the SDK."],
               [f"Secret ARN: `{arn}`\n파라미터: `{ssm}` (SecureString). task role에 해당 ARN의 secretsmanager:GetSecretValue와 CMK kms:Decrypt 필요.",
                f"`aws ssm get-parameter --name {ssm} --with-decryption`은 ops role로만 됨. 앱은 SDK로 `{arn}`을 읽음."])
    ask = T(lang, ["Is the ARN suffix stable across rotations?", ""], ["rotation 후에도 ARN 접미사가 그대로인가요?", ""])
    return "AWS Secrets Manager ARN / SSM parameter names", mc, lesson, ask


def c_op_refs(lang):
    vault = pick(["Engineering", "Infra", "Shared", "Payments"])
    item = pick(["Stripe Live", "Prod DB", "SendGrid", "Apple Developer"])
    snip = f"STRIPE_SECRET_KEY=\"op://{vault}/{item}/credential\"\nDB_PASSWORD=\"op://{vault}/Prod DB/password\""
    mc = T(lang, ["I didn't know the .env file is meant to be run through `op run`.", "Nobody told me the team keeps secrets in 1Password, not in the repo."],
           ["`.env` 파일을 `op run`으로 실행해야 한다는 걸 몰랐음.", "팀이 시크릿을 레포가 아니라 1Password에 둔다는 걸 아무도 안 알려줌."])
    lesson = T(lang, [f"`.env.tpl` holds references only:\n{snip}\nRun `op run --env-file=.env.tpl -- npm start`; the CLI resolves them in memory."],
               [f"`.env.tpl`에는 참조만 있음:\n{snip}\n`op run --env-file=.env.tpl -- npm start` 하면 CLI가 메모리에서 값으로 바꿔줌."])
    ask = T(lang, [f"Can I get access to the {vault} vault?", ""], [f"{vault} 볼트 접근 권한 받을 수 있나요?", ""])
    return "1Password op:// references", mc, lesson, ask


def c_gcp_azure_refs(lang):
    if chance(0.5):
        proj = gcp_project()
        ref = f"projects/{proj}/secrets/{pick(APPS)}-db-password/versions/latest"
        snip = f"gcloud secrets versions access latest --secret={pick(APPS)}-db-password --project={proj}"
        cat = "GCP Secret Manager resource name"
    else:
        kv = pick(ORGS) + "-kv-" + pick(ENVS)
        ref = f"@Microsoft.KeyVault(SecretUri=https://{kv}.vault.azure.net/secrets/SqlPassword/)"
        snip = f"az keyvault secret show --vault-name {kv} --name SqlPassword --query id"
        cat = "Azure Key Vault reference"
    mc = T(lang, ["I didn't know the app settings point at a secret store instead of holding values.", "The ticket didn't explain how the function app gets its DB password."],
           ["앱 설정이 값이 아니라 secret store를 가리킨다는 걸 몰랐음.", "function app이 DB 비번을 어떻게 받는지 티켓에 설명이 없었음."])
    lesson = T(lang, [f"The setting is `{ref}`. `{snip}` confirms the secret exists without printing it.",
                      f"Reference used by the app: `{ref}`; the managed identity needs get permission on it."],
               [f"설정값은 `{ref}` 임. `{snip}` 로 값 출력 없이 존재 여부만 확인 가능.", f"앱이 쓰는 참조: `{ref}`. managed identity에 get 권한 필요함."])
    ask = T(lang, ["Does staging use the same secret name?", ""], ["staging도 같은 secret 이름을 쓰나요?", ""])
    return cat, mc, lesson, ask


def c_env_example(lang):
    k = ri(0, 2)
    if k == 0:
        snip = "# copy to .env and fill in\nSTRIPE_SECRET_KEY=sk_live_...\nSTRIPE_WEBHOOK_SECRET=whsec_...\nOPENAI_API_KEY=<your-openai-key>\nDATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app"
    elif k == 1:
        snip = "AWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\nGITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nSLACK_BOT_TOKEN=xoxb-your-token-here"
    else:
        snip = "SENDGRID_API_KEY=SG.xxxxxxxx.yyyyyyyy\nANTHROPIC_API_KEY=sk-ant-...\nJWT_SECRET=change-me-in-production\nADMIN_PASSWORD=   # leave empty to disable admin login"
    mc = T(lang, ["I wasn't told that `.env.example` is only a template and the app refuses to boot with its values.",
                  "Nobody mentioned new developers must create their own keys."],
           ["`.env.example`은 템플릿일 뿐이고 그 값으로는 앱이 안 뜬다는 걸 몰랐음.", "신규 개발자는 키를 각자 발급받아야 한다는 얘기를 못 들었음."])
    lesson = T(lang, [f"`.env.example`:\n{snip}\nThe validator rejects the placeholder values on purpose."],
               [f"`.env.example` 내용:\n{snip}\n검증 로직이 placeholder 값은 일부러 거부함."])
    ask = T(lang, ["Where do developers request their own test keys?", ""], ["개인 테스트 키는 어디서 신청하나요?", ""])
    return ".env.example with placeholders", mc, lesson, ask


def c_masked_output(lang):
    k = ri(0, 3)
    if k == 0:
        out = (f"github.com\n  ✓ Logged in to github.com account {pick(['minji-k', 'dkwon', 'raj-p'])} (keyring)\n"
               f"  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n"
               f"  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
        cmd = "gh auth status"
    elif k == 1:
        out = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
               f"   profile                <not set>             None    None\n access_key     ****************{rs(B32, 4)} shared-credentials-file\n"
               f"secret_key     ****************{rs(ALNUM, 4)} shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config")
        cmd = "aws configure list"
    elif k == 2:
        out = f"test_mode_api_key = sk_test_************************{rs(ALNUM, 4)}\nlive_mode_api_key = sk_live_************************{rs(ALNUM, 4)}"
        cmd = "stripe config --list"
    else:
        out = f"Incorrect API key provided: sk-proj-********************{rs(ALNUM, 4)}. You can find your API key at https://platform.openai.com/account/api-keys."
        cmd = "the OpenAI client error"
    mc = T(lang, ["I couldn't tell which credentials my shell was actually using.", "The task didn't say which account the CLI is logged into."],
           ["쉘에서 실제로 어떤 인증 정보를 쓰고 있는지 알 수 없었음.", "CLI가 어느 계정으로 로그인돼 있는지 작업 설명에 없었음."])
    lesson = T(lang, [f"`{cmd}` shows only the masked value, which is enough to compare the last four characters:\n{out}"],
               [f"`{cmd}` 출력은 마스킹돼 있어서 끝 4자리만 비교 가능함:\n{out}"])
    ask = T(lang, ["Which account should the CLI be using for this repo?", ""], ["이 레포 작업할 때 CLI는 어느 계정이어야 하나요?", ""])
    return "masked credentials in CLI output", mc, lesson, ask


def c_doc_examples(lang):
    k = ri(0, 3)
    if k == 0:
        snip = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
        src = "the AWS CLI docs"
    elif k == 1:
        snip = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
                "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
        src = "the jwt.io debugger default"
    elif k == 2:
        snip = "site key:   6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\nsecret key: 6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"
        src = "Google's reCAPTCHA v2 test keys (always pass, documented for automated tests)"
    else:
        snip = "4242 4242 4242 4242  (Visa, any future date, any CVC)\n4000 0000 0000 9995  (declined: insufficient_funds)"
        src = "Stripe's test card list"
    mc = T(lang, ["The unit tests use fixture values and I wasn't sure whether they were real.", "I wasn't told where the fixture values in `tests/fixtures/` come from."],
           ["유닛 테스트가 fixture 값을 쓰는데 진짜 값인지 확신이 없었음.", "`tests/fixtures/` 값들이 어디서 온 건지 설명이 없었음."])
    lesson = T(lang, [f"They are copied from {src}:\n{snip}\nThey are published examples, so keeping them in fixtures is fine."],
               [f"{src}에서 가져온 값임:\n{snip}\n공개된 예시 값이라 fixture에 둬도 됨."])
    ask = T(lang, ["Should fixtures carry a comment saying they are documentation examples?", ""], ["fixture에 문서 예시 값이라는 주석 달까요?", ""])
    return "vendor documentation example values", mc, lesson, ask


def c_npmrc_env(lang):
    k = ri(0, 2)
    if k == 0:
        snip, f = "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${GITHUB_PACKAGES_TOKEN}", ".npmrc"
    elif k == 1:
        snip, f = "[global]\nindex-url = https://__token__:${PIP_INDEX_TOKEN}@pypi.internal.example/simple\ntimeout = 60", "pip.conf"
    else:
        snip, f = "<server>\n  <id>github</id>\n  <username>${env.GITHUB_ACTOR}</username>\n  <password>${env.GITHUB_TOKEN}</password>\n</server>", "settings.xml"
    mc = T(lang, [f"Install failed with 401 and nobody told me `{f}` expects a variable to be exported first.",
                  f"I didn't know `{f}` is committed on purpose."],
           [f"설치가 401로 실패했는데 `{f}`가 환경변수를 먼저 export 해둬야 한다는 걸 아무도 안 알려줌.", f"`{f}`가 일부러 커밋돼 있다는 걸 몰랐음."])
    lesson = T(lang, [f"`{f}` only references the variable:\n{snip}\nExport it in the shell (or CI) before installing."],
               [f"`{f}`에는 변수 참조만 있음:\n{snip}\n설치 전에 쉘(또는 CI)에서 export 하면 됨."])
    ask = T(lang, ["Which scope does the packages token need?", ""], ["패키지 토큰에 어떤 scope가 필요한가요?", ""])
    return f"{f} with env-variable token reference", mc, lesson, ask


def c_aws_sso_config(lang):
    o = pick(ORGS)
    snip = (f"[profile {o}-dev]\nsso_session = {o}\nsso_account_id = {acct_id()}\nsso_role_name = PowerUserAccess\nregion = ap-northeast-2\n\n"
            f"[sso-session {o}]\nsso_start_url = https://{o}.awsapps.com/start\nsso_region = ap-northeast-2\nsso_registration_scopes = sso:account:access")
    mc = T(lang, ["I didn't know we use IAM Identity Center and have no long-lived keys.", "The onboarding doc still talks about access keys that no longer exist."],
           ["IAM Identity Center를 써서 장기 access key가 없다는 걸 몰랐음.", "온보딩 문서가 이제 없는 access key 얘기를 아직 하고 있음."])
    lesson = T(lang, [f"`~/.aws/config`:\n{snip}\nThen `aws sso login --profile {o}-dev`."],
               [f"`~/.aws/config`:\n{snip}\n그다음 `aws sso login --profile {o}-dev` 하면 됨."])
    ask = T(lang, ["Which permission set do I need for prod read-only?", ""], ["운영 read-only에는 어떤 permission set이 필요한가요?", ""])
    return "AWS SSO profile config (no keys)", mc, lesson, ask


def c_kubeconfig_exec(lang):
    o, cl = pick(ORGS), pick(["prod-apne2", "staging", "data-eks"])
    ca = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU" + rs(B64, 70) + "..."
    snip = (f"clusters:\n- cluster:\n    certificate-authority-data: {ca}\n    server: https://{rs(UHEX, 32)}.gr7.ap-northeast-2.eks.amazonaws.com\n"
            f"  name: {cl}\nusers:\n- name: {cl}\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n"
            f"      command: aws\n      args: [eks, get-token, --cluster-name, {cl}, --profile, {o}-dev]")
    mc = T(lang, ["kubectl said 'You must be logged in' and nobody told me the kubeconfig uses an exec plugin.", "I wasn't told how cluster access is granted."],
           ["kubectl이 'You must be logged in' 에러를 냈는데 kubeconfig가 exec plugin을 쓴다는 걸 몰랐음.", "클러스터 접근 권한이 어떻게 부여되는지 안내가 없었음."])
    lesson = T(lang, [f"The kubeconfig has no static credentials; the CA data is the cluster's public certificate:\n{snip}"],
               [f"kubeconfig에는 고정 인증 정보가 없고 CA data는 클러스터 공개 인증서임:\n{snip}"])
    ask = T(lang, ["Is my IAM role mapped in the aws-auth ConfigMap?", ""], ["제 IAM role이 aws-auth ConfigMap에 매핑돼 있나요?", ""])
    return "kubeconfig with exec plugin and public CA data", mc, lesson, ask


def c_terraform_sensitive(lang):
    snip = pick(["variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}",
                 "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"db-" + rs(UALNUM, 26) + "\"\n    }",
                 "resource \"random_password\" \"db\" {\n  length  = 32\n  special = true\n}\n\noutput \"db_password\" {\n  value     = random_password.db.result\n  sensitive = true\n}"])
    mc = T(lang, ["I didn't know where the RDS password comes from in Terraform.", "The plan showed a password change and nobody explained why."],
           ["Terraform에서 RDS 비번이 어디서 오는지 몰랐음.", "plan에 비번 변경이 나오는데 이유를 아무도 설명 안 해줌."])
    lesson = T(lang, [f"Relevant Terraform:\n{snip}\nThe value lives only in state, which is in the encrypted S3 backend."],
               [f"관련 Terraform 코드:\n{snip}\n실제 값은 암호화된 S3 backend의 state에만 있음."])
    ask = T(lang, ["Who can read the Terraform state bucket?", ""], ["Terraform state 버킷은 누가 읽을 수 있나요?", ""])
    return "Terraform sensitive variable / (sensitive value)", mc, lesson, ask


def c_helm_existing_secret(lang):
    sname = f"{pick(APPS)}-pg-auth"
    snip = (f"auth:\n  existingSecret: {sname}\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password\n"
            f"  username: {pick(DBUSERS)}\n  database: {dbname()}")
    mc = T(lang, ["I wasn't told the chart takes its passwords from a pre-created secret.", "The upgrade failed with 'PASSWORDS ERROR' and the runbook didn't cover it."],
           ["chart가 미리 만든 secret에서 비번을 가져온다는 걸 몰랐음.", "upgrade가 'PASSWORDS ERROR'로 실패했는데 runbook에 해당 내용이 없었음."])
    lesson = T(lang, [f"`values-prod.yaml`:\n{snip}\nNever pass `--set auth.password` on upgrade; the chart reads `{sname}`."],
               [f"`values-prod.yaml`:\n{snip}\nupgrade 할 때 `--set auth.password` 쓰면 안 됨. chart는 `{sname}`를 읽음."])
    ask = T(lang, [f"Who rotates `{sname}`?", ""], [f"`{sname}`는 누가 교체하나요?", ""])
    return "helm values with existingSecret", mc, lesson, ask


def c_external_secret(lang):
    a = pick(APPS)
    snip = (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {a}\nspec:\n  refreshInterval: 1h\n"
            f"  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  target:\n    name: {a}-env\n  dataFrom:\n    - extract:\n        key: prod/{a}")
    mc = T(lang, ["I didn't know secrets are synced by External Secrets Operator.", "Nobody mentioned the refresh interval, so my rotated value seemed ignored."],
           ["시크릿이 External Secrets Operator로 동기화된다는 걸 몰랐음.", "refresh 주기를 몰라서 교체한 값이 무시되는 줄 알았음."])
    lesson = T(lang, [f"The manifest:\n{snip}\nForce a sync with `kubectl annotate externalsecret {a} force-sync=$(date +%s) --overwrite`."],
               [f"매니페스트:\n{snip}\n즉시 동기화는 `kubectl annotate externalsecret {a} force-sync=$(date +%s) --overwrite`."])
    return "ExternalSecret manifest", mc, lesson, T(lang, ["", "Can the refresh interval be shorter for staging?"], ["", "staging은 refresh 주기를 줄일 수 있나요?"])


def c_sops(lang):
    snip = (f"db:\n    user: app\n    password: {sops_enc(ri(12, 24))}\nsops:\n    kms:\n        - arn: arn:aws:kms:ap-northeast-2:{acct_id()}:key/{uuid4()}\n"
            f"    lastmodified: \"{ts_iso()}\"\n    mac: ENC[AES256_GCM,data:{b64(rb(32))},iv:{b64(rb(32))},tag:{b64(rb(16))},type:str]\n    version: 3.9.1")
    mc = T(lang, ["I didn't know `secrets.enc.yaml` is SOPS-encrypted and safe to commit.", "Nobody told me how to edit the encrypted values file."],
           ["`secrets.enc.yaml`이 SOPS로 암호화돼 있어서 커밋해도 된다는 걸 몰랐음.", "암호화된 values 파일 수정 방법을 아무도 안 알려줌."])
    lesson = T(lang, [f"It looks like this:\n{snip}\nEdit with `sops secrets.enc.yaml`; it needs kms:Decrypt on that key."],
               [f"파일 모양:\n{snip}\n`sops secrets.enc.yaml`로 수정하고, 해당 KMS 키 decrypt 권한 필요."])
    return "SOPS-encrypted file (ciphertext only)", mc, lesson, T(lang, ["", "Who has decrypt rights on the KMS key?"], ["", "KMS 키 decrypt 권한은 누가 갖고 있나요?"])


def c_ansible_vault(lang):
    blob = ansible_vault_blob(ri(3, 5))
    mc = T(lang, ["The playbook asked for a vault password and the task didn't say where it is kept.", "I didn't know `group_vars/prod/vault.yml` is encrypted."],
           ["playbook이 vault 비밀번호를 물어보는데 어디 보관돼 있는지 작업 설명에 없었음.", "`group_vars/prod/vault.yml`이 암호화돼 있다는 걸 몰랐음."])
    lesson = T(lang, [f"The file is ansible-vault ciphertext:\n{blob}\nRun with `--vault-password-file ~/.ansible/prod.vault` (the file itself is on the ops laptop, not in git)."],
               [f"파일은 ansible-vault 암호문임:\n{blob}\n`--vault-password-file ~/.ansible/prod.vault` 옵션으로 실행 (이 파일은 git이 아니라 운영 노트북에 있음)."])
    return "ansible-vault ciphertext", mc, lesson, T(lang, ["Can I get the vault password file for staging?", ""], ["staging용 vault password 파일 받을 수 있나요?", ""])


def c_sealed_secret(lang):
    a = pick(APPS)
    snip = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {a}-db\nspec:\n  encryptedData:\n"
            f"    password: AgB{rs(B64, 120)}...")
    mc = T(lang, ["I didn't know SealedSecrets can only be decrypted by the controller in the cluster.", "Nobody told me how to update a sealed value."],
           ["SealedSecret은 클러스터 안의 controller만 복호화할 수 있다는 걸 몰랐음.", "sealed 값 수정 방법을 아무도 안 알려줌."])
    lesson = T(lang, [f"The committed manifest (ciphertext, truncated):\n{snip}\nRe-seal with `kubeseal --format yaml < secret.yaml > sealed.yaml`."],
               [f"커밋된 매니페스트 (암호문, 일부 생략):\n{snip}\n`kubeseal --format yaml < secret.yaml > sealed.yaml` 로 다시 seal 하면 됨."])
    return "SealedSecret encryptedData (ciphertext)", mc, lesson, ""


def c_redacted_logs(lang):
    k = ri(0, 2)
    if k == 0:
        log = f"{ts_iso()} INFO  http POST https://api.{pick(ORGS)}.io/v1/charges headers={{'Authorization': 'Bearer [REDACTED]', 'Idempotency-Key': '{uuid4()}'}} status=402"
    elif k == 1:
        log = f"{ts_iso()} DEBUG db connect url=postgresql://app:***@{host()}:5432/{dbname()} pool=10"
    else:
        log = f"[{ts_iso()}] smtp login user=noreply@{pick(ORGS)}.com password=<masked> result=535 5.7.8 Username and Password not accepted"
    mc = T(lang, ["I only had the application logs to work from.", "Nobody told me the logger already masks credentials."],
           ["참고할 수 있는 건 애플리케이션 로그뿐이었음.", "logger가 이미 인증 정보를 마스킹한다는 걸 몰랐음."])
    lesson = T(lang, [f"The relevant line:\n{log}\nThe masking works; the failure is elsewhere."], [f"관련 로그:\n{log}\n마스킹은 정상 동작함. 실패 원인은 다른 데 있음."])
    return "log lines with masked credentials", mc, lesson, T(lang, ["", "Is the masking applied to the access log too?"], ["", "access log에도 마스킹 적용되나요?"])


def c_gha_log_masked(lang):
    log = (f"Run ./scripts/deploy.sh\n  env:\n    AWS_REGION: ap-northeast-2\n    DEPLOY_TOKEN: ***\n+ curl -sf -H 'Authorization: token ***' https://api.github.com/repos/{pick(ORGS)}/{pick(APPS)}/deployments\n"
           f"Error: Process completed with exit code 22.")
    mc = T(lang, [f"The deploy job (run {gh_run_id()}) failed and I only had the Actions log.", "I wasn't told which step of the workflow talks to the API."],
           [f"deploy job(run {gh_run_id()})이 실패했는데 Actions 로그밖에 없었음.", "workflow의 어느 단계가 API를 호출하는지 몰랐음."])
    lesson = T(lang, [f"GitHub masks secrets as ***:\n{log}\nExit code 22 is curl's HTTP >= 400; the token lacked the deployments scope."],
               [f"GitHub은 시크릿을 ***로 마스킹함:\n{log}\nexit code 22는 curl의 HTTP 400 이상 에러. 토큰에 deployments 권한이 없었음."])
    return "GitHub Actions log with *** masking", mc, lesson, ""


def c_docker_login_output(lang):
    home = pick(["/home/runner", "/root", "/var/lib/jenkins", "/home/gitlab-runner", "/Users/build"])
    reg = pick(["ghcr.io", f"registry.{pick(ORGS)}.io", f"{acct_id()}.dkr.ecr.ap-northeast-2.amazonaws.com", "docker.io"])
    out = (f"$ docker login {reg} -u ci-bot --password-stdin\nWARNING! Your password will be stored unencrypted in {home}/.docker/config.json.\n"
           "Configure a credential helper to remove this warning. See\nhttps://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded")
    mc = T(lang, ["The CI log had docker warnings and I wasn't sure if a credential leaked.", "I didn't know the runner stores registry logins in plain config."],
           ["CI 로그에 docker 경고가 있어서 인증 정보가 샌 건지 확인해야 했음.", "runner가 registry 로그인을 평문 config에 저장한다는 걸 몰랐음."])
    lesson = T(lang, [f"Output:\n{out}\nNothing leaked into the log; the warning is about the runner's disk. A credential helper removes it.",
                      f"The job log:\n{out}\nThe login itself is fine; the config file is wiped when the runner is recycled."],
               [f"출력:\n{out}\n로그로 샌 건 없음. 경고는 runner 디스크에 저장된다는 얘기고 credential helper 쓰면 사라짐.",
                f"job 로그:\n{out}\n로그인 자체는 문제없고 config 파일은 runner 재활용 때 지워짐."])
    return "docker login warnings output", mc, lesson, T(lang, ["Should the runner use docker-credential-ecr-login?", ""], ["runner에 docker-credential-ecr-login 써야 할까요?", ""])

# ----------------------------------------------------------------------------- clean templates, part B: hashes, digests, IDs
def c_commit_shas(lang):
    good, bad = sha1hex(), sha1hex()
    log = "\n".join(f"{rs(HEX, 7)} {m}" for m in picks(["fix: retry on 429", "chore: bump axios", "feat: add CSV export",
                                                        "refactor: split token service", "fix(auth): refresh before expiry",
                                                        "test: flaky webhook spec", "revert: disable cache"], 4))
    mc = T(lang, ["I didn't know which commit introduced the regression; the issue just said 'since last week'.", "Nobody told me release tags are not on main."],
           ["어느 커밋에서 회귀가 생겼는지 몰랐음. 이슈에는 '지난주부터'라고만 되어 있었음.", "release 태그가 main에 없다는 걸 아무도 말 안 해줌."])
    lesson = T(lang, [f"`git bisect` between {good} (good) and {bad} (bad) points at the third commit here:\n{log}",
                      f"Recent history:\n{log}\nThe last good build was {good}."],
               [f"{good}(good)와 {bad}(bad) 사이에서 `git bisect` 하니 아래 세 번째 커밋이 원인:\n{log}", f"최근 히스토리:\n{log}\n마지막 정상 빌드는 {good}."])
    return "git commit SHAs and log", mc, lesson, T(lang, ["Can we tag releases on main?", ""], ["release 태그를 main에 달 수 있나요?", ""])


def c_docker_digests(lang):
    img = f"{pick(ORGS)}/{pick(APPS)}"
    d1, d2 = sha256hex(), sha256hex()
    snip = f"image: ghcr.io/{img}@sha256:{d1}\n# previous: ghcr.io/{img}@sha256:{d2}"
    mc = T(lang, ["I didn't know prod pins images by digest, so pushing a new `latest` changed nothing.", "The rollback doc didn't say which image was running before."],
           ["운영은 digest로 이미지를 고정해서 `latest`를 새로 push해도 아무 변화 없다는 걸 몰랐음.", "롤백 문서에 이전에 돌던 이미지가 뭔지 없었음."])
    lesson = T(lang, [f"The manifest:\n{snip}\n`docker buildx imagetools inspect` shows the digest for each platform."],
               [f"매니페스트:\n{snip}\n플랫폼별 digest는 `docker buildx imagetools inspect`로 확인."])
    return "container image digests", mc, lesson, T(lang, ["Should the digest bump be automated by Renovate?", ""], ["digest 업데이트를 Renovate로 자동화할까요?", ""])


def c_lockfile_integrity(lang):
    k = ri(0, 2)
    if k == 0:
        snip = (f"\"node_modules/{pick(['axios', 'lodash', 'zod', 'undici'])}\": {{\n  \"version\": \"{semver()}\",\n"
                f"  \"resolved\": \"https://registry.npmjs.org/x/-/x-{semver()}.tgz\",\n  \"integrity\": \"{npm_integrity()}\"\n}}")
        f = "package-lock.json"
    elif k == 1:
        m, v = pick([("github.com/aws/aws-sdk-go-v2", f"v1.{ri(20, 36)}.{ri(0, 9)}"), ("golang.org/x/crypto", f"v0.{ri(20, 40)}.0"),
                     ("github.com/jackc/pgx/v5", f"v5.{ri(4, 7)}.{ri(0, 5)}")])
        snip = f"{m} {v} {go_sum_h1()}\n{m} {v}/go.mod {go_sum_h1()}"
        f = "go.sum"
    else:
        snip = f"requests=={semver()} \\\n    --hash=sha256:{sha256hex()} \\\n    --hash=sha256:{sha256hex()}"
        f = "requirements.lock"
    mc = T(lang, [f"CI failed with a checksum mismatch in `{f}` and nobody said the lockfile is verified strictly.", f"I didn't know `{f}` must be regenerated, not hand-edited."],
           [f"CI가 `{f}` checksum 불일치로 실패했는데 lockfile 검증이 엄격하다는 걸 아무도 안 알려줌.", f"`{f}`는 손으로 고치면 안 되고 다시 생성해야 한다는 걸 몰랐음."])
    lesson = T(lang, [f"The entry that mismatched:\n{snip}\nRegenerating the lockfile from a clean cache fixed it."],
               [f"불일치가 난 항목:\n{snip}\n캐시 비우고 lockfile 다시 생성하니 해결됨."])
    return f"lockfile integrity hashes ({f})", mc, lesson, ""


def c_sri_csp(lang):
    if chance(0.5):
        snip = f"<script src=\"https://cdn.jsdelivr.net/npm/chart.js@{semver()}/dist/chart.umd.min.js\"\n        integrity=\"{sri384()}\"\n        crossorigin=\"anonymous\"></script>"
        cat = "subresource integrity hash"
    else:
        snip = f"Content-Security-Policy: script-src 'self' 'sha256-{b64(rb(32))}' 'nonce-{b64(rb(16))}'; object-src 'none'"
        cat = "CSP hash and nonce"
    mc = T(lang, ["The page broke after the CDN update and nobody mentioned the integrity/CSP hashes.", "I wasn't told inline scripts are allowed only by hash."],
           ["CDN 업데이트 후 페이지가 깨졌는데 integrity/CSP 해시 얘기를 아무도 안 해줌.", "inline script는 해시로만 허용된다는 걸 몰랐음."])
    lesson = T(lang, [f"Current value:\n{snip}\nThe hash must be recomputed whenever the file changes."], [f"현재 값:\n{snip}\n파일이 바뀔 때마다 해시를 다시 계산해야 함."])
    return cat, mc, lesson, ""


def c_git_lfs(lang):
    snip = f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256hex()}\nsize {ri(10 ** 5, 10 ** 9)}"
    mc = T(lang, ["The model file in the repo was only 130 bytes and nobody told me it's a Git LFS pointer.", "I didn't know LFS is needed to fetch the fixtures."],
           ["레포의 모델 파일이 130바이트짜리였는데 Git LFS 포인터라는 걸 몰랐음.", "fixture 받으려면 LFS가 필요하다는 얘기가 없었음."])
    lesson = T(lang, [f"The file content is:\n{snip}\n`git lfs pull` downloads the real object."], [f"파일 내용:\n{snip}\n`git lfs pull` 하면 실제 파일 받아짐."])
    return "Git LFS pointer", mc, lesson, ""


def c_checksums(lang):
    v = semver()
    snip = "\n".join(f"{sha256hex()}  {n}" for n in [f"tool_{v}_linux_amd64.tar.gz", f"tool_{v}_darwin_arm64.tar.gz", f"tool_{v}_windows_amd64.zip"])
    mc = T(lang, ["The install script aborted with 'checksum mismatch' and I wasn't told where the expected sums come from.", "Nobody said the binary must be verified before use."],
           ["설치 스크립트가 'checksum mismatch'로 중단됐는데 기대값이 어디서 오는지 몰랐음.", "바이너리를 쓰기 전에 검증해야 한다는 얘기가 없었음."])
    lesson = T(lang, [f"`checksums.txt` from the release:\n{snip}\nThe mirror served an older tarball."], [f"release의 `checksums.txt`:\n{snip}\n미러가 예전 tarball을 주고 있었음."])
    return "sha256sum release checksums", mc, lesson, ""


def c_request_ids(lang):
    k = ri(0, 3)
    if k == 0:
        s = f"x-request-id: {uuid4()}\ntraceparent: {traceparent()}"
    elif k == 1:
        s = f"x-amz-request-id: {rs(UHEX, 16)}\nx-amz-id-2: {amz_id2()}"
    elif k == 2:
        s = f"cf-ray: {cfray()}\nserver: cloudflare"
    else:
        s = f"Idempotency-Key: {uuid4()}\nRequest-Id: req_{rs(ALNUM, 14)}"
    mc = T(lang, ["Support asked for request identifiers and the task didn't say which headers they mean.", "I couldn't correlate the failing call with the provider's logs."],
           ["지원팀이 요청 ID를 달라는데 어떤 헤더를 말하는지 몰랐음.", "실패한 호출을 업체 로그와 연결할 방법이 없었음."])
    lesson = T(lang, [f"The response headers carry them:\n{s}\nQuoting these in the ticket was enough for the provider to find the call."],
               [f"응답 헤더에 있음:\n{s}\n티켓에 이 값들 적어주니 업체가 바로 찾음."])
    return "request / trace / idempotency IDs", mc, lesson, ""


def c_stripe_ids(lang):
    cus, pi, ev = stripe_obj("cus_"), "pi_3" + rs(ALNUM, 23), "evt_1" + rs(ALNUM, 23)
    price, acct = "price_1" + rs(ALNUM, 23), stripe_obj("acct_")
    mc = T(lang, ["The refund ticket gave only the customer's e-mail, not the Stripe objects.", "I didn't know connected accounts need the Stripe-Account header."],
           ["환불 티켓에 고객 이메일만 있고 Stripe 객체 ID는 없었음.", "connected account는 Stripe-Account 헤더가 필요하다는 걸 몰랐음."])
    lesson = T(lang, [f"Customer {cus}, PaymentIntent {pi}, event {ev} (price {price}). The charge belongs to connected account {acct}, so calls need `Stripe-Account: {acct}`."],
               [f"고객 {cus}, PaymentIntent {pi}, 이벤트 {ev} (price {price}). connected account {acct} 소속이라 `Stripe-Account: {acct}` 헤더 필요."])
    return "Stripe object IDs", mc, lesson, T(lang, ["Should support tickets include the PaymentIntent ID?", ""], ["지원 티켓에 PaymentIntent ID를 필수로 받을까요?", ""])


def c_mongo_ulid(lang):
    oid, u = objectid(), ulid()
    mc = T(lang, ["I wasn't told orders use ULIDs while users still use Mongo ObjectIds.", "The migration spec didn't say how IDs are generated."],
           ["주문은 ULID, 사용자는 아직 Mongo ObjectId를 쓴다는 걸 몰랐음.", "migration 스펙에 ID 생성 방식이 없었음."])
    lesson = T(lang, [f"Example user `_id: ObjectId(\"{oid}\")` and order id `{u}`. ULIDs sort by time, so the cursor can use them directly."],
               [f"예: 사용자 `_id: ObjectId(\"{oid}\")`, 주문 id `{u}`. ULID는 시간순 정렬이라 cursor로 바로 쓸 수 있음."])
    return "ObjectId / ULID identifiers", mc, lesson, ""


def c_aws_ids(lang):
    acct = acct_id()
    inst, sg, vpc = "i-0" + rs(HEX, 16), "sg-0" + rs(HEX, 16), "vpc-0" + rs(HEX, 16)
    role = f"arn:aws:iam::{acct}:role/{pick(APPS)}-task"
    mc = T(lang, ["I didn't know the worker runs in a separate VPC.", "The task didn't say which security group guards the DB."],
           ["worker가 별도 VPC에서 돈다는 걸 몰랐음.", "DB를 막는 security group이 어떤 건지 작업 설명에 없었음."])
    lesson = T(lang, [f"Instance {inst} sits in {vpc}; the DB only allows {sg}. The task role is `{role}`."],
               [f"인스턴스 {inst}는 {vpc}에 있고 DB는 {sg}만 허용함. task role은 `{role}`."])
    return "AWS resource IDs and ARNs", mc, lesson, T(lang, ["Can the worker SG be added to the DB rule?", ""], ["worker SG를 DB 규칙에 추가해도 되나요?", ""])


def c_iam_unique_ids(lang):
    acct = acct_id()
    out = json.dumps({"UserId": aws_unique_id("AROA") + ":" + pick(["minji.kim", "dana", "ci-session"]), "Account": acct,
                      "Arn": f"arn:aws:sts::{acct}:assumed-role/{pick(['PowerUser', 'ReadOnly', 'Deploy'])}/session"}, indent=4)
    mc = T(lang, ["I wasn't sure which AWS account my terminal was pointed at.", "Permissions errors made no sense until I checked the identity."],
           ["터미널이 어느 AWS 계정을 보고 있는지 확신이 없었음.", "권한 에러가 이해가 안 됐는데 identity 확인하고 나서 알았음."])
    lesson = T(lang, [f"`aws sts get-caller-identity`:\n{out}\nThe AROA... value is the role's unique ID, not a key."],
               [f"`aws sts get-caller-identity` 결과:\n{out}\nAROA로 시작하는 값은 role의 고유 ID이지 키가 아님."])
    return "AWS IAM unique IDs (AROA/AIDA)", mc, lesson, ""


def c_azure_gcp_ids(lang):
    sub, ten, num = uuid4(), uuid4(), str(ri(10 ** 11, 10 ** 12 - 1))
    mc = T(lang, ["The Terraform backend config needed subscription and tenant IDs and nobody gave them to me.", "I didn't know the GCP project number differs from the project ID."],
           ["Terraform backend 설정에 subscription/tenant ID가 필요했는데 아무도 안 알려줌.", "GCP project number와 project ID가 다르다는 걸 몰랐음."])
    lesson = T(lang, [f"subscription_id = \"{sub}\", tenant_id = \"{ten}\". GCP project `{gcp_project()}` has number {num}; IAM bindings for service agents use the number."],
               [f"subscription_id = \"{sub}\", tenant_id = \"{ten}\". GCP 프로젝트 `{gcp_project()}`의 number는 {num}이고, service agent IAM 바인딩은 number를 씀."])
    return "Azure subscription/tenant GUIDs, GCP project number", mc, lesson, ""


def c_oauth_client_ids(lang):
    k = ri(0, 2)
    if k == 0:
        cid = oauth_google_client_id()
        s = f"client_id={cid}"
    elif k == 1:
        cid = "Iv1." + rs(HEX, 16)
        s = f"GitHub App client ID {cid} (app id {ri(100000, 999999)}, installation {ri(10 ** 7, 10 ** 8)})"
    else:
        cid = "0oa" + rs(ALNUM, 17)
        s = f"Okta client_id {cid}, issuer https://{pick(ORGS)}.okta.com/oauth2/default"
    mc = T(lang, ["Login redirected to an error page and nobody told me which OAuth app staging uses.", "The task didn't say the web and mobile clients are registered separately."],
           ["로그인이 에러 페이지로 리다이렉트됐는데 staging이 어떤 OAuth 앱을 쓰는지 몰랐음.", "웹과 모바일 클라이언트가 따로 등록돼 있다는 얘기가 없었음."])
    lesson = T(lang, [f"The public identifier is {s}. The client secret stays in the secret manager; only the redirect URI list needed updating."],
               [f"공개 식별자는 {s}. client secret은 secret manager에 있고, redirect URI 목록만 수정하면 됐음."])
    return "OAuth client IDs", mc, lesson, ""


def c_llm_ids(lang):
    k = ri(0, 1)
    if k == 0:
        s = f"file id `file-{rs(ALNUM, 22)}`, assistant `asst_{rs(ALNUM, 24)}`, thread `thread_{rs(ALNUM, 24)}`, completion `chatcmpl-{rs(ALNUM, 29)}`"
    else:
        s = f"message id `msg_01{rs(B58, 22)}`, request-id `req_011C{rs(B58, 18)}`, batch `msgbatch_01{rs(B58, 22)}`"
    mc = T(lang, ["The provider asked for identifiers of the failed calls and the task didn't say where we log them.", "I didn't know we persist the provider's object IDs."],
           ["업체가 실패한 호출 ID를 달라는데 어디에 로그되는지 몰랐음.", "업체 쪽 object ID를 DB에 저장한다는 걸 몰랐음."])
    lesson = T(lang, [f"From the `llm_calls` table: {s}. These are identifiers only; the API key is not stored there."],
               [f"`llm_calls` 테이블에서: {s}. ID일 뿐이고 API 키는 저장 안 됨."])
    return "LLM API object / request IDs", mc, lesson, ""


def c_slack_discord_ids(lang):
    ch, u, team = "C0" + rs(UALNUM, 9), "U0" + rs(UALNUM, 9), "T0" + rs(UALNUM, 8)
    guild = snowflake()
    mc = T(lang, ["The bot posted to the wrong channel and the config used names, not IDs.", "I didn't know Slack channel names can change while IDs stay."],
           ["bot이 엉뚱한 채널에 글을 올렸는데 설정이 ID가 아니라 이름을 쓰고 있었음.", "Slack 채널 이름은 바뀌어도 ID는 그대로라는 걸 몰랐음."])
    lesson = T(lang, [f"Use IDs: team {team}, channel {ch}, on-call user {u}. Discord side: guild {guild}."],
               [f"ID로 써야 함: team {team}, 채널 {ch}, 당직 사용자 {u}. Discord는 guild {guild}."])
    return "Slack/Discord IDs", mc, lesson, ""


def c_twilio_sids(lang):
    ac, sm, mg = "AC" + rs(HEX, 32), "SM" + rs(HEX, 32), "MG" + rs(HEX, 32)
    mc = T(lang, ["SMS delivery failed and I didn't know which Twilio subaccount sends them.", "The task didn't mention the messaging service."],
           ["SMS 발송이 실패했는데 어느 Twilio 서브계정이 보내는지 몰랐음.", "messaging service 얘기가 작업 설명에 없었음."])
    lesson = T(lang, [f"Account SID {ac}, messaging service {mg}. The failed message {sm} shows error 30007 (carrier filtering). The auth token is in Vault, not needed for this."],
               [f"Account SID {ac}, messaging service {mg}. 실패한 메시지 {sm}는 30007 에러(통신사 필터링). auth token은 Vault에 있고 이 작업엔 필요 없음."])
    return "Twilio SIDs without auth token", mc, lesson, ""


def c_pods_containers(lang):
    a = pick(APPS)
    cid = sha256hex()
    out = "\n".join(f"{pod_name(a)}   1/1   Running   {ri(0, 3)}   {ri(1, 59)}m" for _ in range(3))
    mc = T(lang, ["I didn't know there were three replicas and only one was failing.", "The alert didn't say which pod was affected."],
           ["replica가 3개인데 하나만 실패하고 있다는 걸 몰랐음.", "알림에 어느 pod인지 정보가 없었음."])
    lesson = T(lang, [f"`kubectl get pods`:\n{out}\nThe bad one's container id is {cid[:12]} (full: {cid})."],
               [f"`kubectl get pods`:\n{out}\n문제 있는 컨테이너 id는 {cid[:12]} (전체: {cid})."])
    return "pod names and container IDs", mc, lesson, ""


def c_ci_ids(lang):
    run, art = gh_run_id(), ri(10 ** 9, 3 * 10 ** 9)
    mc = T(lang, ["I didn't know the release job uploads its bundle as an artifact.", "Nobody told me which run produced the current build."],
           ["release job이 번들을 artifact로 올린다는 걸 몰랐음.", "현재 빌드가 어느 run에서 나왔는지 아무도 안 알려줌."])
    lesson = T(lang, [f"Run {run} produced artifact {art} (`bundle-{rs(HEX, 7)}.zip`). `gh run download {run} -n bundle` fetches it."],
               [f"run {run}에서 artifact {art} (`bundle-{rs(HEX, 7)}.zip`) 생성됨. `gh run download {run} -n bundle`로 받을 수 있음."])
    return "CI run / artifact IDs", mc, lesson, ""


def c_build_versions(lang):
    snip = f"dist/assets/index-{rs(B64URL, 8)}.js\ndist/assets/vendor-{rs(HEX, 8)}.js\ndist/assets/main.{rs(HEX, 8)}.css"
    gp = go_pseudo()
    mc = T(lang, ["The CDN kept serving old JS and I didn't know file names are content-hashed.", "I wasn't told the Go dependency is pinned to a pseudo-version."],
           ["CDN이 예전 JS를 계속 줬는데 파일명이 content hash 기반이라는 걸 몰랐음.", "Go 의존성이 pseudo-version으로 고정돼 있다는 걸 몰랐음."])
    lesson = T(lang, [f"Build output:\n{snip}\nindex.html was cached, not the assets. Also `go.mod` pins `{gp}`."],
               [f"빌드 결과:\n{snip}\n캐시된 건 asset이 아니라 index.html이었음. 참고로 `go.mod`는 `{gp}`로 고정."])
    return "content-hashed asset names / Go pseudo-version", mc, lesson, ""


def c_sentry_event(lang):
    ev = rs(HEX, 32)
    mc = T(lang, ["The bug report linked a Sentry event and I didn't know how to find the matching request.", ""],
           ["버그 리포트에 Sentry 이벤트 링크만 있어서 해당 요청 찾는 방법을 몰랐음.", ""])
    if not mc:
        mc = T(lang, ["I only had a Sentry event ID to go on."], ["Sentry 이벤트 ID 하나밖에 없었음."])
    lesson = T(lang, [f"Event {ev} has tag request_id={uuid4()}; searching the logs for it shows the upstream timeout."],
               [f"이벤트 {ev}에 request_id={uuid4()} 태그가 있음. 로그에서 이걸로 찾으면 upstream timeout 보임."])
    return "Sentry event ID", mc, lesson, ""


def c_etag(lang):
    et = rs(HEX, 40)
    mc = T(lang, ["Clients kept getting 304 after a deploy and nobody mentioned the ETag logic.", "I didn't know the API supports conditional requests."],
           ["배포 후에도 클라이언트가 계속 304를 받았는데 ETag 로직 얘기를 아무도 안 해줌.", "API가 조건부 요청을 지원한다는 걸 몰랐음."])
    lesson = T(lang, [f"Response had `ETag: \"{et}\"` and the client sent `If-None-Match: \"{et}\"`; the ETag was computed before the new fields were added."],
               [f"응답은 `ETag: \"{et}\"`, 클라이언트는 `If-None-Match: \"{et}\"` 전송. 새 필드 추가 전에 ETag가 계산되고 있었음."])
    return "ETag values", mc, lesson, ""

# ----------------------------------------------------------------------------- clean templates, part C: public keys, web3, base64
def c_ssh_pubkeys(lang):
    o = pick(ORGS)
    keys = "\n".join(f"ssh-ed25519 {ssh_pub_ed25519()} {n}@{o}" for n in picks(["minji", "dana", "ci-deploy", "jhpark", "raj"], 2))
    mc = T(lang, ["I couldn't SSH into the new box and wasn't told keys are managed through cloud-init.", "Nobody mentioned the deploy user only accepts ed25519 keys."],
           ["새 서버에 SSH가 안 됐는데 키가 cloud-init으로 관리된다는 걸 몰랐음.", "deploy 계정은 ed25519 키만 받는다는 얘기가 없었음."])
    lesson = T(lang, [f"`authorized_keys` on the host:\n{keys}\nAdding my public key to `cloud-init/users.yaml` and re-running the pipeline fixed it."],
               [f"서버의 `authorized_keys`:\n{keys}\n제 공개키를 `cloud-init/users.yaml`에 추가하고 파이프라인 다시 돌리니 해결됨."])
    return "SSH public keys (authorized_keys)", mc, lesson, ""


def c_ssh_hostkey(lang):
    h = f"git.{pick(ORGS)}.internal"
    fp = ssh_fpr()
    k = ri(0, 1)
    if k == 0:
        snip = f"The authenticity of host '{h} (10.0.{ri(0, 9)}.{ri(2, 250)})' can't be established.\nED25519 key fingerprint is {fp}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?"
    else:
        snip = f"{h} ssh-ed25519 {ssh_pub_ed25519()}"
    mc = T(lang, ["CI started failing with 'Host key verification failed' after the Git server moved.", "I wasn't told the internal Git host key changed."],
           ["Git 서버 이전 후 CI가 'Host key verification failed'로 실패하기 시작함.", "사내 Git 호스트 키가 바뀌었다는 걸 몰랐음."])
    lesson = T(lang, [f"{snip}\nThe fingerprint matches the one published on the infra wiki, so updating known_hosts is safe."],
               [f"{snip}\n인프라 위키에 공개된 fingerprint와 같아서 known_hosts 갱신해도 안전함."])
    return "SSH host key fingerprint / known_hosts", mc, lesson, ""


def c_pem_public(lang):
    if chance(0.5):
        snip, what = pem_public(), "the JWT verification public key"
    else:
        snip = "-----BEGIN CERTIFICATE-----\n" + "\n".join(cert_pem_lines(3)) + "\n...\n-----END CERTIFICATE-----"
        what = "the partner's TLS certificate"
    mc = T(lang, [f"Token verification failed and nobody told me where {what} is configured.", f"I didn't know {what} is pinned in the repo."],
           [f"토큰 검증이 실패했는데 {what} 설정 위치를 아무도 안 알려줌.", f"{what}가 레포에 고정돼 있다는 걸 몰랐음."])
    lesson = T(lang, [f"`config/keys/public.pem` holds it (public material, fine to commit):\n{snip}"], [f"`config/keys/public.pem`에 있음 (공개 정보라 커밋해도 됨):\n{snip}"])
    return "PEM public key / certificate", mc, lesson, ""


def c_pgp(lang):
    fp = pgp_fpr()
    kid = fp.replace(" ", "")[-16:]
    mc = T(lang, ["Signed commits were rejected and I didn't know which key the repo expects.", "The release checklist says 'verify the signature' without saying against what."],
           ["서명 커밋이 거부됐는데 레포가 어떤 키를 기대하는지 몰랐음.", "release 체크리스트에 '서명 검증'만 있고 무엇으로 하는지 없음."])
    lesson = T(lang, [f"Release key fingerprint: {fp} (long ID {kid}). `gpg --recv-keys {kid}` then `gpg --verify SHA256SUMS.asc`."],
               [f"release 키 fingerprint: {fp} (long ID {kid}). `gpg --recv-keys {kid}` 후 `gpg --verify SHA256SUMS.asc`."])
    return "PGP key fingerprint", mc, lesson, ""


def c_age_wg_pub(lang):
    if chance(0.5):
        r1, r2 = age_recipient(), age_recipient()
        snip = f"creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      {r1},\n      {r2}"
        cat = "age recipients (.sops.yaml)"
    else:
        snip = f"[Peer]\nPublicKey = {b64(rb(32))}\nEndpoint = vpn.{pick(ORGS)}.io:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25"
        cat = "WireGuard peer public key"
    mc = T(lang, ["I didn't know which public keys need updating when someone joins.", "Nobody explained what goes in the shared config and what stays local."],
           ["사람이 합류할 때 어떤 공개키를 업데이트해야 하는지 몰랐음.", "공유 설정에 뭘 넣고 뭘 로컬에만 두는지 설명이 없었음."])
    lesson = T(lang, [f"Only public keys are in the repo:\n{snip}\nPrivate halves never leave the laptops."],
               [f"레포에는 공개키만 있음:\n{snip}\n개인키는 각자 노트북에만 있음."])
    return cat, mc, lesson, ""


def c_jwks(lang):
    jwk = {"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(B64URL, 20), "n": b64u(rb(128)) + "...", "e": "AQAB"}
    mc = T(lang, ["Tokens from the new IdP failed validation and I didn't know we cache the JWKS.", "The task didn't say how key rotation at the IdP reaches our API."],
           ["새 IdP 토큰이 검증 실패했는데 JWKS를 캐시한다는 걸 몰랐음.", "IdP 키 rotation이 우리 API에 어떻게 반영되는지 작업 설명에 없었음."])
    lesson = T(lang, [f"The JWKS entry (public key):\n{json.dumps(jwk)}\nOur cache kept the old kid for 24h; lowering the TTL to 1h fixed it."],
               [f"JWKS 항목 (공개키):\n{json.dumps(jwk)}\n캐시가 예전 kid를 24시간 들고 있었음. TTL 1시간으로 줄여서 해결."])
    return "JWKS public key entry", mc, lesson, ""


def c_web3_public(lang):
    k = ri(0, 2)
    if k == 0:
        s = f"contract {eth_addr()}, deployer {eth_addr()}, tx {tx_hash()} (block {ri(18000000, 21000000)})"
    elif k == 1:
        s = f"deposit address {btc_addr()}, txid {rs(HEX, 64)}"
    else:
        s = f"program id {sol_addr()}, fee payer {sol_addr()}, metadata CID {cid_v1()}"
    mc = T(lang, ["The indexer missed an event and I didn't know which contract/address to watch.", "The task only said 'the deposit didn't show up'."],
           ["indexer가 이벤트를 놓쳤는데 어떤 컨트랙트/주소를 봐야 하는지 몰랐음.", "작업에는 '입금이 안 보임'이라고만 되어 있었음."])
    lesson = T(lang, [f"Public on-chain identifiers: {s}. The indexer's start block was after the transaction."],
               [f"공개 on-chain 식별자: {s}. indexer 시작 block이 해당 트랜잭션보다 뒤였음."])
    return "public blockchain addresses / tx hashes / CIDs", mc, lesson, ""


def c_base64_cursor(lang):
    raw = json.dumps({"id": ri(1000, 999999), "created_at": ts_iso()}, separators=(",", ":"))
    cur = b64(raw.encode())
    mc = T(lang, ["Pagination returned duplicates and nobody told me the cursor format.", "I didn't know the `next` cursor is opaque on purpose."],
           ["페이지네이션에서 중복이 나왔는데 cursor 형식을 아무도 안 알려줌.", "`next` cursor가 일부러 불투명하게 만든 값이라는 걸 몰랐음."])
    lesson = T(lang, [f"`next_cursor={cur}` is just base64 of `{raw}`. Two rows shared created_at, so the sort needs id as a tie-breaker."],
               [f"`next_cursor={cur}`는 `{raw}`를 base64 한 것뿐임. created_at이 같은 행이 있어서 id로 2차 정렬 필요."])
    return "base64 pagination cursor", mc, lesson, ""


def c_jwt_claims(lang):
    hdr = {"alg": "RS256", "kid": rs(B64URL, 24), "typ": "JWT"}
    clm = {"iss": f"https://auth.{pick(ORGS)}.io/", "aud": "api", "sub": f"user_{rs(ALNUM, 12)}", "scope": "orders:read", "exp": ts_epoch()}
    mc = T(lang, ["API calls returned 403 and I wasn't told which scopes the token must carry.", "Nobody mentioned the audience changed to `api`."],
           ["API 호출이 403이었는데 토큰에 어떤 scope가 있어야 하는지 몰랐음.", "audience가 `api`로 바뀌었다는 얘기를 못 들었음."])
    lesson = T(lang, [f"Decoded (no signature) header {json.dumps(hdr)} and claims {json.dumps(clm)}. The route needs orders:write."],
               [f"디코딩한 header {json.dumps(hdr)}, claims {json.dumps(clm)} (서명 제외). 이 라우트는 orders:write가 필요함."])
    return "decoded JWT header/claims without the token", mc, lesson, ""


def c_data_uri(lang):
    uri = tiny_png()
    mc = T(lang, ["The e-mail template showed a broken image and nobody said images are inlined.", "I didn't know the favicon is embedded as a data URI."],
           ["메일 템플릿 이미지가 깨졌는데 이미지가 inline이라는 걸 아무도 말 안 해줌.", "favicon이 data URI로 박혀 있다는 걸 몰랐음."])
    lesson = T(lang, [f"The tag uses `{uri}`; some clients block data URIs, so it now links to the CDN."],
               [f"태그가 `{uri}`를 쓰고 있었음. 일부 메일 클라이언트가 data URI를 막아서 CDN 링크로 바꿈."])
    return "base64 PNG data URI", mc, lesson, ""


def c_base64_config(lang):
    raw = json.dumps({"feature": pick(["new_checkout", "dark_mode", "fast_search"]), "rollout": ri(5, 100), "regions": ["kr", "jp"]})
    enc = b64(raw.encode())
    mc = T(lang, ["A flag looked enabled in the dashboard but not in the app.", "I didn't know the flag payload is base64 in the ConfigMap."],
           ["대시보드에선 플래그가 켜져 있는데 앱에선 꺼져 있었음.", "플래그 payload가 ConfigMap에 base64로 들어간다는 걸 몰랐음."])
    lesson = T(lang, [f"`binaryData.flags: {enc}` decodes to `{raw}`; the app caches it for 10 minutes."],
               [f"`binaryData.flags: {enc}`를 디코딩하면 `{raw}`. 앱이 10분 캐시함."])
    return "base64 of non-secret JSON", mc, lesson, ""


# ----------------------------------------------------------------------------- clean templates, part D: prose about secrets, no values
def c_cli_flags_prose(lang):
    k = ri(0, 7)
    en = ["`mysql -p` with nothing attached prompts for the password; `-p secret` would treat `secret` as the database name.",
          "`docker login --password-stdin` reads the password from stdin, so it never shows up in `ps` or shell history.",
          "psql reads PGPASSWORD or ~/.pgpass; passing the password on the command line isn't supported at all.",
          "`curl -u user` without `:password` makes curl prompt; `--netrc` reads credentials from ~/.netrc instead.",
          "`ssh -i ~/.ssh/id_ed25519` only points at the key file; the passphrase is asked by ssh-agent, never passed as a flag.",
          "`redis-cli -a` exposes the password in the process list; the script uses the REDISCLI_AUTH variable instead.",
          "`git credential fill` prints which helper answers; it showed osxkeychain, not the plaintext store file.",
          "`kubectl create secret --from-file` reads the value from a file, so it never lands in shell history."][k]
    ko = ["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 물어봄. `-p secret`처럼 띄우면 `secret`을 DB 이름으로 인식함.",
          "`docker login --password-stdin`은 표준입력으로 비번을 받아서 `ps`나 쉘 history에 안 남음.",
          "psql은 PGPASSWORD나 ~/.pgpass를 읽음. 명령줄 인자로 비번 넘기는 옵션 자체가 없음.",
          "`curl -u user`처럼 `:password`를 빼면 curl이 비번을 물어봄. `--netrc` 쓰면 ~/.netrc에서 읽음.",
          "`ssh -i ~/.ssh/id_ed25519`는 키 파일 경로만 지정함. passphrase는 ssh-agent가 물어보고 플래그로는 못 넘김.",
          "`redis-cli -a`는 비번이 프로세스 목록에 보여서 스크립트는 REDISCLI_AUTH 환경변수를 씀.",
          "`git credential fill`로 어떤 helper가 응답하는지 보니 평문 store 파일이 아니라 osxkeychain이었음.",
          "`kubectl create secret --from-file`은 파일에서 값을 읽어서 쉘 history에 안 남음."][k]
    mc = T(lang, ["The script hung waiting for input and nobody told me it prompts for a password.", "I wasn't told how the tool expects credentials to be passed."],
           ["스크립트가 입력 대기로 멈췄는데 비번을 물어보는 거라는 걸 아무도 안 알려줌.", "툴이 인증 정보를 어떻게 받는지 안내가 없었음."])
    lesson = en if lang == "en" else ko
    return "CLI password flags explained in prose", mc, lesson, ""


def c_password_policy(lang):
    n = pick([10, 12, 14, 16])
    if lang == "en":
        mc = pick(["Sign-up tests failed and the task didn't state the password rules.", "I didn't know the policy changed with the security audit."])
        lesson = pick([f"Policy: at least {n} characters, one digit, one symbol, not one of the last 5 passwords, bcrypt cost 12. Test users must be created with `make_password()` in fixtures.",
                       f"`PASSWORD_MIN_LENGTH={n}`, `PASSWORD_REQUIRE_SYMBOL=true`, `PASSWORD_HISTORY=5`; the validator message is 'password too weak'."])
        ask = pick(["Do admin accounts have a stricter policy?", ""])
    else:
        mc = pick(["회원가입 테스트가 실패했는데 비밀번호 규칙이 작업 설명에 없었음.", "보안 감사 때 정책이 바뀌었다는 걸 몰랐음."])
        lesson = pick([f"비밀번호 정책: {n}자 이상, 숫자·특수문자 각 1개 이상, 최근 5개 비밀번호 재사용 불가, bcrypt cost 12. 테스트 유저는 fixture에서 `make_password()`로 생성해야 함.",
                       f"`PASSWORD_MIN_LENGTH={n}`, `PASSWORD_REQUIRE_SYMBOL=true`, `PASSWORD_HISTORY=5`. 검증 실패 메시지는 '비밀번호가 너무 약합니다'."])
        ask = pick(["관리자 계정은 정책이 더 엄격한가요?", ""])
    return "password policy", mc, lesson, ask


def c_auth_errors(lang):
    u, h = pick(DBUSERS), host()
    err = pick([f"FATAL:  password authentication failed for user \"{u}\"",
                f"ERROR 1045 (28000): Access denied for user '{u}'@'10.0.{ri(0, 9)}.{ri(2, 250)}' (using password: YES)",
                "An error occurred (InvalidClientTokenId) when calling the GetCallerIdentity operation: The security token included in the request is invalid.",
                "remote: Invalid username or token. Password authentication is not supported for Git operations.\nfatal: Authentication failed for 'https://github.com/",
                "{\"error\":\"invalid_grant\",\"error_description\":\"Invalid refresh token\"}",
                "SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.",
                "WWW-Authenticate: Bearer error=\"invalid_token\", error_description=\"The access token expired\""])
    mc = T(lang, ["The job failed with an authentication error and the task didn't say which credential it uses.", f"I couldn't tell whether {h} or the credentials were the problem."],
           ["job이 인증 에러로 실패했는데 어떤 인증 정보를 쓰는지 작업 설명에 없었음.", f"{h} 문제인지 인증 정보 문제인지 구분이 안 됐음."])
    lesson = T(lang, [f"Exact error:\n{err}\nThe credential had been rotated; the service still had the old value cached."],
               [f"에러 원문:\n{err}\n인증 정보가 교체됐는데 서비스가 예전 값을 캐시하고 있었음."])
    return "authentication error messages", mc, lesson, T(lang, ["Can rotations trigger a restart automatically?", ""], ["rotation 시 자동 재시작 되게 할 수 있나요?", ""])


def c_rotation_talk(lang):
    svc = pick(["Stripe", "SendGrid", "the Postgres app user", "the GitHub deploy key", "Datadog", "the OpenAI project key", "Slack bot"])
    if lang == "en":
        mc = pick([f"I wasn't told {svc} credentials were rotated this morning.", f"Nobody mentioned the {svc} rotation runbook."])
        lesson = pick([f"Rotation order for {svc}: create the new key, update the secret store, roll the deployment, verify, then revoke the old key. Revoking first caused the 20-minute outage last time.",
                       f"{svc} was rotated in the dashboard and the new value is already in Vault; pods pick it up on restart. No code change needed."])
        ask = pick([f"Who approves {svc} rotations?", "Is there a calendar for scheduled rotations?", ""])
    else:
        mc = pick([f"{svc} 인증 정보가 오늘 아침 교체됐다는 걸 몰랐음.", f"{svc} rotation runbook이 있다는 걸 아무도 말 안 해줌."])
        lesson = pick([f"{svc} 교체 순서: 새 키 발급 → secret store 업데이트 → 배포 재시작 → 확인 → 예전 키 폐기. 지난번엔 폐기를 먼저 해서 20분 장애 났음.",
                       f"{svc} 키는 대시보드에서 교체했고 새 값은 이미 Vault에 있음. pod 재시작하면 반영됨. 코드 수정 불필요."])
        ask = pick([f"{svc} 교체 승인은 누가 하나요?", "정기 rotation 일정표가 있나요?", ""])
    return "key rotation discussed without the key", mc, lesson, ask


def c_secret_names_table(lang):
    rows = [("STRIPE_SECRET_KEY", "Vault secret/prod/payments"), ("DATABASE_URL", "AWS SM prod/api/db"),
            ("SENTRY_DSN", "Helm values"), ("SLACK_BOT_TOKEN", "1Password Infra/Slack"), ("JWT_SIGNING_KEY", "KMS (generated)"),
            ("GOOGLE_APPLICATION_CREDENTIALS", "workload identity (no file)")]
    rows = picks(rows, 4)
    hdr = "| variable | source |\n|---|---|\n" if lang == "en" else "| 변수 | 출처 |\n|---|---|\n"
    tbl = hdr + "\n".join(f"| {a} | {b} |" for a, b in rows)
    mc = T(lang, ["I didn't know where each environment variable of the API gets its value.", "The README lists variables but not their sources."],
           ["API 환경변수 각각이 어디서 값을 받는지 몰랐음.", "README에 변수 목록만 있고 출처는 없음."])
    lesson = T(lang, [f"Mapping I reconstructed:\n{tbl}"], [f"정리한 매핑:\n{tbl}"])
    return "table of secret names and their stores", mc, lesson, ""


def c_chat_about_secrets(lang):
    n1, n2 = person(lang), person(lang)
    t1, t2, t3, t4 = hhmms(4)
    if lang == "en":
        chat = (f"[{t1}] {n1}: who has the prod DB password?\n[{t2}] {n2}: it's in 1Password, Infra vault, item 'Prod DB (rw)'\n"
                f"[{t3}] {n2}: don't paste it here pls\n[{t4}] {n1}: 👍 got it")
        mc = f"Copied from #{pick(CHANNELS)}:\n{chat}"
        lesson = "Credentials are only shared through the password manager; the channel is not the place for them."
        ask = "Can I get read access to the Infra vault?"
    else:
        chat = (f"[{t1}] {n1}: 운영 DB 비번 누가 알아요?\n[{t2}] {n2}: 1Password Infra 볼트에 'Prod DB (rw)' 항목 있어요\n"
                f"[{t3}] {n2}: 여기에 붙여넣지는 마세요~\n[{t4}] {n1}: 넵 확인했습니다")
        mc = f"#{pick(CHANNELS)} 대화 복사:\n{chat}"
        lesson = "인증 정보는 비밀번호 관리자로만 공유함. 채널에 올리면 안 됨."
        ask = "Infra 볼트 읽기 권한 받을 수 있나요?"
    return "chat about where a password is kept", mc, lesson, ask


def c_totp_prose(lang):
    if lang == "en":
        mc = pick(["The shared admin account asks for a 6-digit code and nobody told me how the team gets it.", "The e2e test stopped at the MFA screen."])
        lesson = pick([f"MFA codes come from the team's 1Password item (TOTP field); the seed is never exported. For e2e, the test tenant has MFA disabled via policy `{pick(['e2e-no-mfa', 'ci-bypass-mfa', 'qa-tenant-mfa-off'])}`.",
                       f"The authenticator uses 30-second windows; the server accepts {pick(['one window', 'no'])} of drift, so a code that is {ri(35, 75)}s old fails.",
                       f"Codes are 6 digits, SHA1, 30s, so the runner's clock matters: it was {ri(40, 200)}s behind until NTP was fixed."])
        ask = pick(["Can the e2e tenant keep MFA disabled permanently?", ""])
    else:
        mc = pick(["공용 admin 계정이 6자리 코드를 요구하는데 팀이 어떻게 받는지 아무도 안 알려줌.", "e2e 테스트가 MFA 화면에서 멈춤."])
        lesson = pick([f"MFA 코드는 팀 1Password 항목의 TOTP 필드에서 나옴. 시드는 절대 export 안 함. e2e용 테넌트는 `{pick(['e2e-no-mfa', 'ci-bypass-mfa', 'qa-tenant-mfa-off'])}` 정책으로 MFA 꺼져 있음.",
                       f"OTP는 30초 단위이고 서버는 앞뒤 한 구간까지만 허용해서 {ri(35, 75)}초 지난 코드는 실패함.",
                       f"코드는 6자리, SHA1, 30초라서 runner 시계가 중요함. NTP 고치기 전까지 {ri(40, 200)}초 느렸음."])
        ask = pick(["e2e 테넌트는 계속 MFA 꺼둬도 되나요?", ""])
    return "2FA / TOTP discussed without a seed", mc, lesson, ask


def c_recovery_prose(lang):
    if lang == "en":
        mc = "I was locked out of the shared GitHub org owner account."
        lesson = pick([f"Recovery codes were regenerated in {pick(MONTHS_EN)} and are stored in the sealed envelope in the office safe and in 1Password; the old set is invalid.",
                       f"Two owners are required to reset 2FA; ask the second owner ({person(lang)}) rather than using recovery codes.",
                       f"GitHub support can't reset 2FA for org owners; only recovery codes or a second owner work. {person(lang)} keeps the envelope."])
        ask = pick(["Who are the current org owners?", ""])
    else:
        mc = "공용 GitHub org owner 계정에서 잠겼음."
        lesson = pick([f"복구 코드는 {ri(1, 12)}월에 재발급해서 사무실 금고 봉투와 1Password에 보관 중. 예전 코드는 무효.",
                       f"2FA 초기화는 owner 두 명이 필요함. 복구 코드 쓰지 말고 다른 owner({person(lang)}님)한테 요청하기.",
                       f"GitHub 지원팀은 org owner 2FA를 초기화해주지 않음. 복구 코드나 다른 owner만 가능. 봉투는 {person(lang)}님이 보관."])
        ask = pick(["현재 org owner가 누구누구인가요?", ""])
    return "recovery codes discussed without values", mc, lesson, ask


def c_wifi_door_prose(lang):
    k = ri(0, 2)
    o = pick(ORGS).upper()
    en = [("The test devices couldn't get online in the lab.",
           f"Corp Wi-Fi uses 802.1X with your SSO login; the guest SSID {o}-GUEST has a captive portal and no shared password. Devices go on VLAN {ri(100, 400)} via MAC registration."),
          ("I needed to get into the office after hours to power-cycle the NAS.",
           f"The door code is pinned in #office (changed monthly); facilities can open it remotely if you call extension {ri(1000, 9999)}."),
          ("I needed to reach the server room and nobody told me how access works.",
           f"Badge access to the {ri(2, 15)}F server room has to be requested in the facilities portal; approval takes a day.")]
    ko = [("실험실에서 테스트 기기가 인터넷에 안 붙었음.",
           f"사내 와이파이는 SSO 계정으로 802.1X 인증, 게스트 SSID {o}-GUEST는 캡티브 포털이라 공용 비번이 없음. 기기는 MAC 등록하면 VLAN {ri(100, 400)}에 붙음."),
          ("NAS 전원 재시작하려고 업무 시간 이후에 사무실에 들어가야 했음.",
           f"도어락 번호는 #office 채널 고정 메시지에 있음 (매달 변경). 내선 {ri(1000, 9999)}로 전화하면 총무팀이 원격으로 열어줌."),
          ("서버실에 들어가야 했는데 출입 방법을 아무도 안 알려줌.",
           f"{ri(2, 15)}층 서버실 출입은 총무 포털에서 출입증 권한 신청해야 함. 승인까지 하루 걸림.")]
    mc, lesson = (en if lang == "en" else ko)[k]
    return "Wi-Fi / door access discussed without codes", mc, lesson, ""


def c_password_words(lang):
    k = ri(0, 3)
    en = [(pick(["The 'forgot password' flow was sending expired links.", "QA reported that password reset e-mails arrive late."]),
           f"Reset tokens expire after {pick([15, 30, 60])} minutes (`PASSWORD_RESET_TIMEOUT`); the mail queue was delayed by {ri(20, 90)} minutes, so links were dead on arrival."),
          ("QA filed a bug that password reset says 'e-mail sent' even for addresses that don't exist.",
           "`POST /auth/password/reset` returns 202 even for unknown e-mails on purpose (no account enumeration)."),
          ("QA accounts kept getting locked during the regression run.",
           f"Accounts lock for {pick([10, 15, 30])} minutes after {pick([5, 10])} failed password attempts; the QA fixture used the wrong password and tripped it."),
          ("Some users see a 'password expired' banner right after login.",
           f"The banner comes from the {pick([60, 90, 180])}-day password policy on the legacy SSO; accounts created after the migration are exempt.")]
    ko = [(pick(["'비밀번호 찾기' 메일 링크가 만료된 상태로 도착했음.", "QA가 비밀번호 재설정 메일이 늦게 온다고 보고함."]),
           f"재설정 토큰 유효시간은 {pick([15, 30, 60])}분(`PASSWORD_RESET_TIMEOUT`)인데 메일 큐가 {ri(20, 90)}분 밀려서 도착하자마자 만료됐음."),
          ("없는 이메일로 비밀번호 재설정을 해도 '메일 발송됨'이 뜬다는 QA 버그가 올라옴.",
           "`POST /auth/password/reset`은 계정 존재 여부 노출을 막으려고 모르는 이메일에도 202를 반환함. 의도된 동작."),
          ("회귀 테스트 도중 QA 계정이 계속 잠겼음.",
           f"비밀번호 {pick([5, 10])}회 틀리면 {pick([10, 15, 30])}분 잠김. QA fixture가 틀린 비번을 써서 잠금 걸렸음."),
          ("일부 사용자가 로그인 직후 '비밀번호 만료' 배너를 봄.",
           f"배너는 레거시 SSO의 {pick([60, 90, 180])}일 비밀번호 정책 때문임. 마이그레이션 이후 생성 계정은 예외.")]
    mc, lesson = (en if lang == "en" else ko)[k]
    return "password-reset / lockout wording", mc, lesson, ""


def c_token_ttl(lang):
    snip = pick([f"jwt:\n  access_token_ttl: {pick([300, 900, 1800, 3600])}\n  refresh_token_ttl: {pick([604800, 1209600, 2592000])}\n  refresh_rotation: true\n  leeway_seconds: {pick([0, 30, 60])}",
                 f"SESSION_COOKIE_AGE = {pick([3600, 86400, 1209600])}\nSESSION_COOKIE_SECURE = True\nSESSION_COOKIE_SAMESITE = \"{pick(['Lax', 'Strict'])}\"\nCSRF_COOKIE_HTTPONLY = False",
                 f"token:\n  type: opaque\n  length_bytes: {pick([32, 48, 64])}\n  hash: sha256\n  max_per_user: {ri(3, 10)}"])
    mc = T(lang, ["Users were logged out every 15 minutes and nobody explained the token lifetimes.", "I didn't know refresh tokens rotate on every use."],
           ["사용자가 15분마다 로그아웃됐는데 토큰 수명 설명이 없었음.", "refresh token이 쓸 때마다 교체된다는 걸 몰랐음."])
    lesson = T(lang, [f"Settings:\n{snip}\nThe mobile app reused an old refresh token, which rotation treats as theft."],
               [f"설정:\n{snip}\n모바일 앱이 예전 refresh token을 재사용해서 rotation 로직이 탈취로 판단했음."])
    return "token TTL / session cookie settings", mc, lesson, ""


def c_api_key_header(lang):
    hdr = pick(["X-API-Key", "Authorization: Bearer", "X-Goog-Api-Key", "api-key", "Ocp-Apim-Subscription-Key"])
    mc = T(lang, ["Calls to the partner API returned 401 and I didn't know which header they expect.", "The integration doc was for v1 and we're on v2."],
           ["파트너 API가 401을 줬는데 어떤 헤더를 기대하는지 몰랐음.", "연동 문서가 v1 기준이었는데 우리는 v2를 씀."])
    lesson = T(lang, [f"v2 expects the key in the `{hdr}` header, not as `?api_key=` in the query string; the value comes from `PARTNER_API_KEY` in the environment."],
               [f"v2는 키를 query string `?api_key=`가 아니라 `{hdr}` 헤더로 받음. 값은 환경변수 `PARTNER_API_KEY`에서 읽음."])
    return "which header carries the API key (no value)", mc, lesson, ""


def c_env_missing_errors(lang):
    var = pick(["OPENAI_API_KEY", "STRIPE_SECRET_KEY", "DATABASE_URL", "AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN", "SLACK_SIGNING_SECRET"])
    tr = pick([f"Traceback (most recent call last):\n  File \"app/config.py\", line 12, in <module>\n    API_KEY = os.environ[\"{var}\"]\n  File \"<frozen os>\", line 679, in __getitem__\nKeyError: '{var}'",
               f"Error: Missing required environment variable: {var}\n    at requireEnv (/app/src/env.ts:8:11)",
               f"panic: {var} is not set\n\ngoroutine 1 [running]:\nmain.mustEnv(...)\n\t/src/cmd/api/main.go:31"])
    mc = T(lang, ["The container crashed on start and the task didn't list required variables.", f"I didn't know {var} is mandatory even in dev."],
           ["컨테이너가 시작하자마자 죽었는데 필수 변수 목록이 작업 설명에 없었음.", f"dev에서도 {var}가 필수라는 걸 몰랐음."])
    lesson = T(lang, [f"Crash output:\n{tr}\nSetting it through the dev secret profile fixed the boot."], [f"크래시 출력:\n{tr}\ndev secret 프로파일로 설정하니 정상 부팅."])
    return "missing-env-var errors", mc, lesson, ""

# ----------------------------------------------------------------------------- clean templates, part E: config, code, commands
def c_config_plain(lang):
    k = ri(0, 3)
    if k == 0:
        snip, f = (f"server {{\n    listen 443 ssl;\n    server_name api.{pick(ORGS)}.io;\n    ssl_certificate     /etc/ssl/certs/api.crt;\n"
                   f"    ssl_certificate_key /etc/ssl/private/api.key;\n    location / {{ proxy_pass http://127.0.0.1:8080; }}\n}}"), "nginx.conf"
    elif k == 1:
        snip, f = (f"[tool.pytest.ini_options]\naddopts = \"-q --strict-markers -n {ri(2, 8)}\"\nmarkers = [\"slow\", \"integration\"]\n"
                   f"env = [\"APP_ENV=test\", \"SECRET_BACKEND=fake\", \"TZ={pick(['UTC', 'Asia/Seoul'])}\"]"), "pyproject.toml"
    elif k == 2:
        snip, f = "{\n  \"compilerOptions\": {\n    \"target\": \"" + pick(["ES2020", "ES2022", "ESNext"]) + "\",\n    \"module\": \"NodeNext\",\n    \"strict\": true,\n    \"paths\": { \"@/*\": [\"./src/*\"] }\n  }\n}", "tsconfig.json"
    else:
        snip, f = f"[mysqld]\nbind-address = 0.0.0.0\nmax_connections = {pick([200, 500, 1000, 2000])}\ndefault_authentication_plugin = caching_sha2_password\nrequire_secure_transport = ON", "my.cnf"
    mc = T(lang, [f"I didn't know `{f}` overrides the defaults in this repo.", f"Nobody mentioned `{f}` was changed in the last release."],
           [f"이 레포에서 `{f}`가 기본값을 덮어쓴다는 걸 몰랐음.", f"지난 release에서 `{f}`가 바뀌었다는 얘기를 못 들었음."])
    lesson = T(lang, [f"Current `{f}`:\n{snip}"], [f"현재 `{f}`:\n{snip}"])
    return f"config file without secrets ({f})", mc, lesson, ""


def c_code_env_reads(lang):
    k = ri(0, 3)
    snip = ["api_key = os.environ.get(\"OPENAI_API_KEY\")\nif not api_key:\n    raise RuntimeError(\"OPENAI_API_KEY is required\")\nclient = OpenAI(api_key=api_key)",
            "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: \"2024-06-20\" });",
            "password = getpass.getpass(\"DB password: \")\nconn = psycopg.connect(host=args.host, user=args.user, password=password)",
            "token := os.Getenv(\"GITHUB_TOKEN\")\nif token == \"\" {\n    log.Fatal(\"GITHUB_TOKEN not set\")\n}\nclient := github.NewClient(nil).WithAuthToken(token)"][k]
    mc = T(lang, ["I wasn't told where the client gets its credentials.", "The task didn't say the script is interactive."],
           ["클라이언트가 인증 정보를 어디서 얻는지 몰랐음.", "스크립트가 대화형이라는 걸 몰랐음."])
    lesson = T(lang, [f"The code reads it at runtime:\n{snip}\nNothing is hard-coded; set the variable or answer the prompt."],
               [f"코드는 실행 시점에 읽음:\n{snip}\n하드코딩된 값은 없음. 변수 설정하거나 프롬프트에 입력하면 됨."])
    return "code reading credentials from env/prompt", mc, lesson, ""


def c_conn_no_pw(lang):
    s = pick([f"postgresql://app@{host()}:5432/{dbname()}?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem",
              f"mongodb+srv://cluster0.{rs(LALNUM, 5)}.mongodb.net/?authMechanism=MONGODB-AWS&authSource=%24external",
              "redis://localhost:6379/0",
              f"jdbc:sqlserver://{pick(ORGS)}-sql.database.windows.net:1433;database={dbname()};authentication=ActiveDirectoryMSI",
              f"Server={host()};Database={dbname()};Integrated Security=true;TrustServerCertificate=true"])
    mc = T(lang, ["I assumed the service needs a DB password, but there was none anywhere.", "Nobody told me the DB uses IAM / managed identity auth."],
           ["서비스에 DB 비번이 필요할 줄 알았는데 어디에도 없었음.", "DB가 IAM/managed identity 인증을 쓴다는 걸 아무도 안 알려줌."])
    lesson = T(lang, [f"The connection string has no password by design:\n{s}\nAuth comes from the workload identity / client certificate."],
               [f"접속 문자열에 비번이 일부러 없음:\n{s}\n인증은 workload identity/클라이언트 인증서로 함."])
    return "connection string without password", mc, lesson, ""


def c_git_remotes(lang):
    o, a = pick(ORGS), pick(APPS)
    s = pick([f"origin  git@github.com:{o}/{a}.git (fetch)\norigin  git@github.com:{o}/{a}.git (push)\nupstream  https://github.com/{o}-oss/{a}.git (fetch)",
              f"[remote \"origin\"]\n\turl = https://gitlab.{o}.com/platform/{a}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[credential]\n\thelper = osxkeychain"])
    mc = T(lang, ["Push failed and I didn't know the repo moved to the new org.", "I wasn't told which remote CI builds from."],
           ["push가 실패했는데 레포가 새 org로 옮겨졌다는 걸 몰랐음.", "CI가 어느 remote에서 빌드하는지 몰랐음."])
    lesson = T(lang, [f"Remotes:\n{s}\nCredentials come from the SSH agent / keychain helper, not from the URL."],
               [f"remote 설정:\n{s}\n인증은 URL이 아니라 SSH agent / keychain helper에서 옴."])
    return "git remotes and credential helper", mc, lesson, ""


def c_kubectl_secret_list(lang):
    a = pick(APPS)
    out = (f"NAME                 TYPE                             DATA   AGE\n{a}-db            Opaque                           2      41d\n"
           f"{a}-tls           kubernetes.io/tls                2      12d\nregcred              kubernetes.io/dockerconfigjson   1      230d")
    desc = f"Name:         {a}-db\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  3 bytes"
    mc = T(lang, ["I wasn't sure the secret existed in the namespace before deploying.", "The deploy failed on a missing key and nobody said which secret holds it."],
           ["배포 전에 namespace에 secret이 있는지 확신이 없었음.", "배포가 key 누락으로 실패했는데 어느 secret에 있는지 아무도 안 알려줌."])
    lesson = T(lang, [f"`kubectl get secrets`:\n{out}\n`kubectl describe secret {a}-db` only shows sizes:\n{desc}"],
               [f"`kubectl get secrets`:\n{out}\n`kubectl describe secret {a}-db`는 크기만 보여줌:\n{desc}"])
    return "kubectl secret listing without values", mc, lesson, ""


def c_vault_metadata(lang):
    a = pick(APPS)
    t1, t2 = sorted([ts_iso(), ts_iso()])
    out = (f"Keys\n----\n{a}/\nshared/\nstripe\n\n====== Metadata ======\nKey                Value\n---                -----\ncreated_time       {t1}\n"
           f"current_version    {ri(2, 14)}\nmax_versions       10\nupdated_time       {t2}")
    mc = T(lang, ["I didn't know which version of the secret the app reads.", "Nobody said the KV engine is v2 with versioning."],
           ["앱이 secret의 어느 버전을 읽는지 몰랐음.", "KV 엔진이 버전 관리되는 v2라는 얘기가 없었음."])
    lesson = T(lang, [f"`vault kv list` / `vault kv metadata get`:\n{out}"], [f"`vault kv list` / `vault kv metadata get` 결과:\n{out}"])
    return "Vault list/metadata output (no values)", mc, lesson, ""


def c_gitleaks(lang):
    snip = ("[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\n\n[[rules]]\nid = \"aws-access-key\"\nregex = '''(AKIA|ASIA)[A-Z2-7]{16}'''\n\n"
            f"[allowlist]\npaths = ['''docs/examples/.*''']\ncommits = [\"{sha1hex()}\"]")
    mc = T(lang, ["The pre-commit hook blocked my commit and I didn't know what it checks.", "Nobody told me a commit can be allowlisted in the scanner."],
           ["pre-commit 훅이 커밋을 막았는데 뭘 검사하는지 몰랐음.", "스캐너에서 특정 커밋을 allowlist 할 수 있다는 걸 몰랐음."])
    lesson = T(lang, [f"`.gitleaks.toml`:\n{snip}\nThe false positive was a docs example, so it goes under paths, not commits."],
               [f"`.gitleaks.toml`:\n{snip}\n오탐은 문서 예시였으니 commits가 아니라 paths에 넣는 게 맞음."])
    return "secret-scanner rules (regexes, allowlist)", mc, lesson, ""


def c_detect_secrets(lang):
    snip = json.dumps({"results": {"config/settings.py": [{"type": "Secret Keyword", "filename": "config/settings.py",
                                                            "hashed_secret": sha1hex(), "is_verified": False, "line_number": ri(10, 200)}]},
                       "generated_at": ts_iso()}, indent=1)
    mc = T(lang, ["CI complained about `.secrets.baseline` being out of date.", "I didn't know what the `hashed_secret` entries mean."],
           ["CI가 `.secrets.baseline`이 오래됐다고 실패함.", "`hashed_secret` 항목이 무슨 의미인지 몰랐음."])
    lesson = T(lang, [f"Part of the baseline:\n{snip}\nThe hash is SHA-1 of the flagged string, kept so known findings aren't re-reported; audit with `detect-secrets audit`."],
               [f"baseline 일부:\n{snip}\n해시는 탐지된 문자열의 SHA-1이고 이미 확인한 항목 재보고 방지용. `detect-secrets audit`으로 검토."])
    return "detect-secrets baseline hashes", mc, lesson, ""


def c_keygen_cmds(lang):
    s = pick([f"ssh-keygen -t ed25519 -C \"deploy@{pick(ORGS)}\" -f ~/.ssh/deploy_{pick(APPS)}",
              "openssl rand -base64 48 | vault kv put secret/app/session key=-",
              "python -c 'import secrets; print(secrets.token_urlsafe(32))' | gh secret set SESSION_SECRET",
              "openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout server.key -out server.csr -subj \"/CN=api.internal\""])
    mc = T(lang, ["I didn't know we generate secrets locally and pipe them straight into the store.", "The task said 'create a new key' without saying how."],
           ["시크릿을 로컬에서 생성해서 바로 store로 넘긴다는 걸 몰랐음.", "작업에 '새 키 생성'이라고만 있고 방법은 없었음."])
    lesson = T(lang, [f"Command used:\n{s}\nThe value is never printed or saved in the repo."], [f"사용한 명령:\n{s}\n값은 출력되지도, 레포에 저장되지도 않음."])
    return "key generation commands without output", mc, lesson, ""


def c_sql_no_pw(lang):
    u, db = pick(DBUSERS), dbname()
    s = pick([f"GRANT SELECT, INSERT ON {db}.* TO '{u}'@'10.0.%';\nFLUSH PRIVILEGES;",
              f"CREATE USER {u};\nGRANT rds_iam TO {u};\nGRANT CONNECT ON DATABASE {db} TO {u};",
              f"ALTER ROLE {u} VALID UNTIL '2026-01-01';\nREVOKE ALL ON SCHEMA public FROM PUBLIC;",
              f"CREATE USER '{u}'@'localhost' IDENTIFIED WITH auth_socket;"])
    mc = T(lang, [f"I didn't know {u} authenticates without a password.", "The permissions error made me think the password was wrong."],
           [f"{u} 계정이 비번 없이 인증한다는 걸 몰랐음.", "권한 에러라서 비번이 틀린 줄 알았음."])
    lesson = T(lang, [f"Statements run by the DBA:\n{s}\nThe problem was a missing grant, not the credential."], [f"DBA가 실행한 쿼리:\n{s}\n원인은 인증 정보가 아니라 grant 누락."])
    return "SQL grants / IAM auth without password", mc, lesson, ""


def c_urls_query(lang):
    o = pick(ORGS)
    s = pick([f"https://{o}.com/search?q=wireless+earbuds&page=3&sort=price_asc&utm_source=newsletter&utm_campaign=spring_{ri(2024, 2025)}",
              f"https://console.cloud.google.com/logs/query;query=resource.type%3D%22k8s_container%22;timeRange=PT1H?project={gcp_project()}",
              f"https://app.datadoghq.com/apm/traces?query=service%3A{pick(APPS)}%20status%3Aerror&start={ts_epoch()}000&end={ts_epoch()}000",
              f"https://github.com/{o}/{pick(APPS)}/compare/{rs(HEX, 7)}...{rs(HEX, 7)}?expand=1"])
    mc = T(lang, ["The bug report only had a screenshot, not the URL.", "I didn't know how to reproduce the filtered view."],
           ["버그 리포트에 스크린샷만 있고 URL이 없었음.", "필터 걸린 화면을 재현하는 방법을 몰랐음."])
    lesson = T(lang, [f"The link that reproduces it: {s}"], [f"재현되는 링크: {s}"])
    return "URLs with query strings (no credentials)", mc, lesson, ""


def c_oauth_pkce(lang):
    o = pick(ORGS)
    url = (f"https://auth.{o}.io/authorize?response_type=code&client_id={rs(ALNUM, 32)}&redirect_uri=https%3A%2F%2Fapp.{o}.io%2Fcallback"
           f"&scope=openid%20profile%20email&state={rs(B64URL, 22)}&code_challenge={b64u(rb(32))}&code_challenge_method=S256&nonce={rs(B64URL, 16)}")
    mc = T(lang, ["Login failed with 'invalid code_verifier' and I didn't know the SPA uses PKCE.", "Nobody told me the state parameter is checked on callback."],
           ["로그인이 'invalid code_verifier'로 실패했는데 SPA가 PKCE를 쓴다는 걸 몰랐음.", "callback에서 state 파라미터를 검사한다는 걸 아무도 안 알려줌."])
    lesson = T(lang, [f"Authorize request:\n{url}\nThe verifier was regenerated after a reload, so it no longer matched the challenge."],
               [f"authorize 요청:\n{url}\n새로고침 후 verifier가 다시 생성돼서 challenge와 안 맞았음."])
    return "OAuth authorize URL with PKCE challenge/state", mc, lesson, ""


def c_webhook_sig_headers(lang):
    if chance(0.5):
        s = f"X-GitHub-Delivery: {uuid4()}\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256={sha256hex()}"
    else:
        s = f"Stripe-Signature: t={ts_epoch()},v1={sha256hex()}"
    mc = T(lang, ["Webhook verification failed and I didn't know the body must be raw bytes.", "The task didn't say which header carries the signature."],
           ["webhook 검증이 실패했는데 body를 raw bytes로 써야 한다는 걸 몰랐음.", "서명이 어떤 헤더에 오는지 작업 설명에 없었음."])
    lesson = T(lang, [f"Incoming headers:\n{s}\nThe framework parsed JSON before verification, so the computed HMAC differed."],
               [f"수신 헤더:\n{s}\n프레임워크가 검증 전에 JSON을 파싱해서 계산한 HMAC이 달랐음."])
    return "webhook signature headers (HMAC digests)", mc, lesson, ""


def c_headers_nonsecret(lang):
    s = (f"GET /products?page=2 HTTP/2\nHost: shop.{pick(ORGS)}.com\nAccept-Language: ko-KR,ko;q=0.9\n"
         f"Cookie: theme=dark; locale=ko-KR; _ga=GA1.1.{ri(10 ** 8, 10 ** 9)}.{ts_epoch()}; cart_count=3\nX-Request-ID: {uuid4()}")
    mc = T(lang, ["The page rendered in English for some users and I didn't know locale comes from a cookie.", "Nobody told me anonymous users have no session at all."],
           ["일부 사용자에게 페이지가 영어로 나왔는데 locale을 쿠키에서 읽는다는 걸 몰랐음.", "비로그인 사용자는 세션이 아예 없다는 걸 아무도 말 안 해줌."])
    lesson = T(lang, [f"Request from an anonymous user:\n{s}\nThe CDN strips Accept-Language, so the cookie is the only signal."],
               [f"비로그인 사용자 요청:\n{s}\nCDN이 Accept-Language를 지워서 쿠키가 유일한 단서임."])
    return "HTTP request with non-auth cookies", mc, lesson, ""


def c_korean_keyboard_typo(lang):
    w = pick(["안녕하세요", "테스트", "수정", "배포", "확인", "머지"])
    typo = hangul_to_qwerty(w)
    mc = T(lang, [f"The changelog had a line that just said '{typo}' and I didn't know what it meant.", f"A commit message read '{typo}'."],
           [f"changelog에 '{typo}'라고만 적힌 줄이 있어서 무슨 뜻인지 몰랐음.", f"커밋 메시지가 '{typo}'로 되어 있었음."])
    lesson = T(lang, [f"It's '{w}' typed with the keyboard in English mode (Korean IME off). Harmless; I reworded the commit."],
               [f"한영키 안 바꾸고 '{w}'를 친 것. 별 문제 없어서 커밋 메시지만 수정함."])
    return "Hangul typed in English mode (not a password)", mc, lesson, ""


def c_model_ids(lang):
    repo = pick(["meta-llama/Llama-3.1-8B-Instruct", "Qwen/Qwen2.5-7B-Instruct", "BAAI/bge-m3", "intfloat/multilingual-e5-large"])
    rev = sha1hex()
    mc = T(lang, ["Embeddings changed between runs and nobody told me the model isn't pinned.", "I didn't know which model revision production uses."],
           ["실행할 때마다 임베딩이 달라졌는데 모델 버전이 고정 안 돼 있다는 걸 몰랐음.", "운영에서 어느 모델 revision을 쓰는지 몰랐음."])
    lesson = T(lang, [f"Pin it: `from_pretrained(\"{repo}\", revision=\"{rev}\")`. HF_TOKEN comes from the environment for gated repos."],
               [f"고정 방법: `from_pretrained(\"{repo}\", revision=\"{rev}\")`. gated 레포는 HF_TOKEN을 환경변수에서 읽음."])
    return "model repo id and revision SHA", mc, lesson, ""


# ----------------------------------------------------------------------------- publishable keys (clean, tagged)
def pub_value(kind):
    o = pick(ORGS)
    if kind == "stripe_pk":
        k = pick(["pk_live_51", "pk_test_51"]) + rs(ALNUM, 97)
        return "Stripe publishable key", f"const stripe = await loadStripe(\"{k}\");"
    if kind == "maps":
        k = "AIzaSy" + rs(B64URL, 33)
        return "Google Maps JavaScript API key (browser, referrer-restricted)", f"<script async src=\"https://maps.googleapis.com/maps/api/js?key={k}&libraries=places&callback=initMap\"></script>"
    if kind == "firebase":
        pid = f"{o}-app-{ri(1000, 9999)}"
        cfg = (f"const firebaseConfig = {{\n  apiKey: \"AIzaSy{rs(B64URL, 33)}\",\n  authDomain: \"{pid}.firebaseapp.com\",\n  projectId: \"{pid}\",\n"
               f"  storageBucket: \"{pid}.appspot.com\",\n  messagingSenderId: \"{ri(10 ** 11, 10 ** 12 - 1)}\",\n  appId: \"1:{ri(10 ** 11, 10 ** 12 - 1)}:web:{rs(HEX, 22)}\"\n}};")
        return "Firebase web config", cfg
    if kind == "recaptcha":
        return "reCAPTCHA site key", f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rs(B64URL, 38)}\"></div>"
    if kind == "turnstile":
        return "Cloudflare Turnstile site key", f"<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA{rs(ALNUM + '_-', 14)}\"></div>"
    if kind == "hcaptcha":
        return "hCaptcha site key", f"<div class=\"h-captcha\" data-sitekey=\"{uuid4()}\"></div>"
    if kind == "mapbox_pk":
        return "Mapbox public token", f"mapboxgl.accessToken = \"{mapbox_token('pk', o)}\";"
    if kind == "sentry_dsn":
        return "Sentry DSN", f"Sentry.init({{ dsn: \"https://{rs(HEX, 32)}@o{ri(10 ** 5, 10 ** 7)}.ingest.us.sentry.io/{ri(10 ** 6, 10 ** 7)}\", tracesSampleRate: 0.1 }});"
    if kind == "posthog":
        return "PostHog project API key", f"posthog.init(\"phc_{rs(ALNUM, 43)}\", {{ api_host: \"https://us.i.posthog.com\" }});"
    if kind == "algolia_search":
        return "Algolia search-only API key", f"const searchClient = algoliasearch(\"{rs(UALNUM, 10)}\", \"{rs(HEX, 32)}\"); // search-only key"
    if kind == "supabase_anon":
        ref = rs(LOW, 20)
        return "Supabase anon key", f"const supabase = createClient(\"https://{ref}.supabase.co\", \"{supabase_jwt('anon', ref)}\");"
    if kind == "clerk_pk":
        return "Clerk publishable key", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={pick(['pk_live_', 'pk_test_'])}{b64(('clerk.' + o + '.com$').encode()).rstrip('=')}"
    if kind == "toss_ck":
        return "Toss Payments client key", f"const tossPayments = TossPayments(\"{pick(['live_ck_', 'test_ck_', 'live_gck_'])}{rs(ALNUM, 28)}\");"
    if kind == "kakao_js":
        return "Kakao JavaScript key", f"Kakao.init(\"{rs(HEX, 32)}\");"
    if kind == "dd_rum":
        return "Datadog RUM client token", f"datadogRum.init({{ applicationId: \"{uuid4()}\", clientToken: \"pub{rs(HEX, 32)}\", site: \"datadoghq.com\", service: \"web\" }});"
    if kind == "ld_client":
        return "LaunchDarkly client-side ID", f"const ldClient = LDClient.initialize(\"{rs(HEX, 24)}\", {{ kind: \"user\", key: userId }});"
    if kind == "mixpanel":
        return "Mixpanel project token", f"mixpanel.init(\"{rs(HEX, 32)}\", {{ track_pageview: true }});"
    if kind == "segment":
        return "Segment write key (analytics.js)", f"analytics.load(\"{rs(ALNUM, 32)}\");"
    if kind == "braintree_tk":
        return "Braintree tokenization key", f"braintree.client.create({{ authorization: \"production_{rs(LALNUM, 8)}_{rs(LALNUM, 16)}\" }});"
    if kind == "adyen_ck":
        return "Adyen client key", f"const checkout = await AdyenCheckout({{ clientKey: \"live_{rs(UALNUM, 32)}\", environment: \"live\" }});"
    if kind == "paypal_cid":
        return "PayPal JS SDK client-id", f"<script src=\"https://www.paypal.com/sdk/js?client-id=A{rs(B64URL, 79)}&currency=KRW\"></script>"
    if kind == "square_app":
        return "Square application ID", f"const payments = Square.payments(\"sq0idp-{rs(B64URL, 22)}\", \"{rs(UALNUM, 13)}\");"
    raise ValueError(kind)


PUB_KINDS = ["stripe_pk", "maps", "firebase", "recaptcha", "turnstile", "hcaptcha", "mapbox_pk", "sentry_dsn", "posthog",
             "algolia_search", "supabase_anon", "clerk_pk", "toss_ck", "kakao_js", "dd_rum", "ld_client", "mixpanel", "segment",
             "braintree_tk", "adyen_ck", "paypal_cid", "square_app"]
_pub_queue = []


def c_publishable(lang):
    if not _pub_queue:
        _pub_queue.extend(R.sample(PUB_KINDS, len(PUB_KINDS)))
    kind = _pub_queue.pop()
    name, snip = pub_value(kind)
    mc = T(lang, [f"I wasn't sure whether the {name} in the frontend bundle is a leak.", f"The security bot flagged the {name} in `src/` and nobody told me if that matters.",
                  f"I didn't know the frontend needs the {name} at build time."],
           [f"프론트 번들에 있는 {name}가 유출인지 확신이 없었음.", f"보안 봇이 `src/`의 {name}를 잡았는데 문제가 되는지 아무도 안 알려줌.",
            f"프론트가 빌드할 때 {name}가 필요하다는 걸 몰랐음."])
    lesson = T(lang, [f"The vendor documents this value as public; it is meant to ship to browsers:\n{snip}\nProtection comes from domain/referrer restrictions and server-side rules, not from hiding it.",
                      f"Client code:\n{snip}\nThis is the public/browser key; the secret counterpart stays on the server."],
               [f"업체 문서상 공개해도 되는 값이고 브라우저에 배포되는 용도임:\n{snip}\n보호는 값을 숨기는 게 아니라 도메인/referrer 제한과 서버 쪽 규칙으로 함.",
                f"클라이언트 코드:\n{snip}\n이건 공개용(브라우저) 키이고 secret 키는 서버에만 있음."])
    ask = T(lang, ["Are the domain restrictions on this key up to date?", "Should the scanner allowlist this key?", ""],
            ["이 키 도메인 제한 설정이 최신인가요?", "스캐너에 이 키 allowlist 등록할까요?", ""])
    return f"publishable key: {name} [publishable]", mc, lesson, ask


CLEAN_TEMPLATES = [
    c_env_refs, c_gha_secrets_ref, c_k8s_secretkeyref, c_vault_cli, c_aws_refs, c_op_refs, c_gcp_azure_refs, c_env_example,
    c_masked_output, c_doc_examples, c_npmrc_env, c_aws_sso_config, c_kubeconfig_exec, c_terraform_sensitive,
    c_helm_existing_secret, c_external_secret, c_sops, c_ansible_vault, c_sealed_secret, c_redacted_logs, c_gha_log_masked,
    c_docker_login_output, c_commit_shas, c_docker_digests, c_lockfile_integrity, c_sri_csp, c_git_lfs, c_checksums,
    c_request_ids, c_stripe_ids, c_mongo_ulid, c_aws_ids, c_iam_unique_ids, c_azure_gcp_ids, c_oauth_client_ids, c_llm_ids,
    c_slack_discord_ids, c_twilio_sids, c_pods_containers, c_ci_ids, c_build_versions, c_sentry_event, c_etag,
    c_ssh_pubkeys, c_ssh_hostkey, c_pem_public, c_pgp, c_age_wg_pub, c_jwks, c_web3_public, c_base64_cursor, c_jwt_claims,
    c_data_uri, c_base64_config, c_cli_flags_prose, c_password_policy, c_auth_errors, c_rotation_talk, c_secret_names_table,
    c_chat_about_secrets, c_totp_prose, c_recovery_prose, c_wifi_door_prose, c_password_words, c_token_ttl, c_api_key_header,
    c_env_missing_errors, c_config_plain, c_code_env_reads, c_conn_no_pw, c_git_remotes, c_kubectl_secret_list,
    c_vault_metadata, c_gitleaks, c_detect_secrets, c_keygen_cmds, c_sql_no_pw, c_urls_query, c_oauth_pkce,
    c_webhook_sig_headers, c_headers_nonsecret, c_korean_keyboard_typo, c_model_ids,
]

# ----------------------------------------------------------------------------- assembly
MUST_VENDORS = ["AWS", "GitHub (classic PAT)", "Stripe", "OpenAI", "Anthropic", "Slack (bot token)", "GCP service account",
                "Azure Storage", "Twilio", "SendGrid", "npm", "Hugging Face", "Google Gemini", "Telegram bot", "Toss Payments",
                "Kakao (admin key)", "Naver Cloud Platform", "KIS Developers (한국투자증권)", "GitLab", "Docker Hub",
                "Slack incoming webhook", "Discord webhook", "Heroku", "Databricks", "Terraform Cloud", "Mapbox (secret token)",
                "Coolsms (Solapi)", "Alibaba Cloud", "Naver Developers", "Azure Blob SAS", "Weights & Biases", "ngrok",
                "PayPal", "Ably", "Cloudflare", "Datadog", "Vercel", "Supabase (service_role)", "Kubernetes service account"]
N_SINGLE_VENDOR = 90
N_MULTI_VENDOR = 10
SPECIALS = [(sp_pw_cli, 14), (sp_pw_url, 6), (sp_pw_config, 7), (sp_pw_prose, 5), (sp_pw_split_sent, 3),
            (sp_pw_split_fields, 3), (sp_pw_table, 3), (sp_pw_log, 2), (sp_pw_stack, 2), (sp_pw_diff, 2), (sp_pw_sql, 3),
            (sp_pw_chat, 2), (sp_key, 7), (sp_totp, 3), (sp_recovery, 3), (sp_wifi, 3), (sp_pin, 3), (sp_crypto, 3),
            (sp_app_password, 2), (sp_http, 4)]
N_PUBLISHABLE = 42
PER_CLEAN_TEMPLATE = 6


GENERIC_ASK = {
    "en": ["Is there a runbook I should read before touching this again?", "Who owns this service now?",
           "Which environment should I verify this in first?", "Should I add this to the onboarding doc?",
           "Is this behaviour documented anywhere, or should I write it up?", "Can someone from the platform team review the change?",
           "Is the same setup used in the other regions?", "Should I open a ticket to clean this up?",
           "Was this change announced anywhere?", "Is there a staging copy I can test against?"],
    "ko": ["다시 손대기 전에 읽어야 할 runbook이 있나요?", "이 서비스 지금 담당자가 누구인가요?", "어느 환경에서 먼저 검증해야 하나요?",
           "이 내용 온보딩 문서에 추가할까요?", "이 동작이 어디 문서화돼 있나요, 아니면 제가 정리할까요?", "플랫폼팀에 리뷰 요청해도 될까요?",
           "다른 리전도 같은 설정인가요?", "정리용 티켓 따로 만들까요?", "이 변경 사항 어디에 공지됐었나요?", "테스트해볼 staging 환경이 따로 있나요?"],
}


def secret_jobs():
    by_name = {v["name"]: v for v in VENDORS}
    must = [by_name[n] for n in MUST_VENDORS]
    rest = [v for v in VENDORS if v["name"] not in MUST_VENDORS]
    R.shuffle(rest)
    singles = must + rest[:N_SINGLE_VENDOR - len(must)]
    pool = [v for v in rest[N_SINGLE_VENDOR - len(must):] if v["generic"]]
    jobs = [("vendor", v) for v in singles]
    for i in range(N_MULTI_VENDOR):
        k = 3 if i % 3 else pick([2, 4])
        grp, pool = pool[:k], pool[k:]
        assert len(grp) == k, "not enough generic vendors left for multi-vendor notes"
        jobs.append(("multi", grp))
    for f, n in SPECIALS:
        jobs += [("special", f)] * n
    return jobs


def run_job(job, lang):
    kind, x = job
    if kind == "vendor":
        return vendor_note(x, lang)
    if kind == "multi":
        return multi_vendor_note(x, lang)
    return x(lang)


def build():
    notes, seen = [], []
    seen_keys = {}

    def accept(make):
        for _ in range(60):
            n = make()
            probs = note_problems(n)
            key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
            if not probs and key not in seen_keys:
                seen_keys[key] = 1
                return n
        raise RuntimeError(f"could not produce a valid note: {n['category']}: {probs}")

    # secret notes
    jobs = secret_jobs()
    assert len(jobs) == N_SECRET_EN + N_SECRET_KO, len(jobs)
    langs = ["en"] * N_SECRET_EN + ["ko"] * N_SECRET_KO
    R.shuffle(langs)
    for job, lang in zip(jobs, langs):
        notes.append(accept(lambda: run_job(job, lang)))
    # clean notes
    ctemps = []
    for t in CLEAN_TEMPLATES:
        ctemps += [t] * PER_CLEAN_TEMPLATE
    ctemps += [c_publishable] * N_PUBLISHABLE
    assert len(ctemps) == N_CLEAN_EN + N_CLEAN_KO, len(ctemps)
    R.shuffle(ctemps)
    langs = ["en"] * N_CLEAN_EN + ["ko"] * N_CLEAN_KO
    R.shuffle(langs)
    for t, lang in zip(ctemps, langs):
        def mk(t=t, lang=lang):
            cat, mc, lesson, ask = t(lang)
            if not ask and chance(0.65):
                ask = pick(GENERIC_ASK[lang])
            return make_note(lang, "clean", cat, mc, lesson, ask, [])
        notes.append(accept(mk))
    R.shuffle(notes)
    for i, n in enumerate(notes):
        n["id"] = f"{ID_PREFIX}{i + 1:03d}"
    return notes


def final_checks(notes):
    assert len(notes) == 720
    ids = [n["id"] for n in notes]
    assert ids == [f"{ID_PREFIX}{i:03d}" for i in range(1, 721)]
    cnt = {}
    for n in notes:
        assert list(n.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert not note_problems(n), (n["id"], note_problems(n))
        pub = n["category"].endswith(" [publishable]")
        assert not (pub and n["kind"] == "secret")
        assert n["category"].count("[publishable]") == (1 if pub else 0)
        cnt[(n["kind"], n["lang"])] = cnt.get((n["kind"], n["lang"]), 0) + 1
    assert cnt == {("secret", "en"): N_SECRET_EN, ("secret", "ko"): N_SECRET_KO,
                   ("clean", "en"): N_CLEAN_EN, ("clean", "ko"): N_CLEAN_KO}, cnt
    ko_ok = all(any("\uac00" <= ch <= "\ud7a3" for ch in n["fields"]["missing_context"] + n["fields"]["lesson"])
                for n in notes if n["lang"] == "ko")
    assert ko_ok, "a Korean note without Hangul prose"
    return cnt


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v126.jsonl")
    notes = build()
    cnt = final_checks(notes)
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print(f"wrote {out}: {len(notes)} notes {cnt}  sha256={hashlib.sha256(data.encode('utf-8')).hexdigest()}")


if __name__ == "__main__":
    main()
