#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v59.py - blind evaluation set v59 for a credential-redaction filter.

Writes blind_set_v59.jsonl next to this script: 720 notes (360 secret, 360 clean,
216 English + 144 Korean per kind), ids do001..do720 assigned after a final shuffle.

* Python 3 standard library only, no network.
* One PRNG, random.Random(59_2026_1126), drives every choice; no set iteration,
  no hash(); the output is byte-identical under any PYTHONHASHSEED.
* Every credential body is drawn from the PRNG in the vendor's documented shape.
* For every secret note the generator asserts the FORMAT.txt window rule
  (each listed secret >= 8 chars, verbatim in the fields, and no 8-char window of
  a listed secret anywhere outside the occurrences of the listed secrets).  A
  candidate that breaks a rule (or a byte limit) is regenerated from the same stream.
"""
import base64
import json
import os
import random
import string
import sys
import urllib.parse

SEED = 59_2026_1126
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "blind_set_v59.jsonl")
ID_PREFIX = "do"
N_SECRET = 360
N_CLEAN = 360
N_KO = 144          # per kind (40 %); the other 216 per kind are English
MAX_TRIES = 60

# --------------------------------------------------------------------------
# alphabets and PRNG helpers (every random choice goes through R)
# --------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AL = UP + LO + DG
ALU = UP + DG
ALL = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AL + "+/"
B64U = AL + "-_"
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(bs):
    return base64.b64encode(bs).decode("ascii")


def b64ue(bs):
    return base64.urlsafe_b64encode(bs).decode("ascii").rstrip("=")


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def wpick(pairs):
    """weighted choice over a list of (item, weight)"""
    total = sum(w for _, w in pairs)
    x = R.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def sample(seq, k):
    return R.sample(list(seq), k)


class Deck:
    """draw items in shuffled rounds so that every item is used evenly"""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def draw(self):
        if not self.pool:
            self.pool = shuffled(self.items)
        return self.pool.pop()


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d%s" % (
        rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59),
        pick(["Z", ".%03dZ" % rint(0, 999), "+09:00"]))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (
        rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def date_s():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def cap(s):
    return s[:1].upper() + s[1:]


def josa(word, pair):
    """Korean particle after `word`; pair like '은/는', '이/가', '을/를', '과/와', '으로/로'"""
    a, b = pair.split("/")
    ch = word.rstrip("`'\" )")[-1:] or "a"
    code = ord(ch) - 0xAC00
    if 0 <= code < 11172:
        jong = code % 28
        if pair == "으로/로":
            return word + (b if jong in (0, 8) else a)
        return word + (a if jong else b)
    if ch.isdigit():
        jong, rieul = ch in "013678", ch in "178"
    elif ch.isupper():                 # letter names: el, em, en, ar end in a consonant
        jong, rieul = ch in "LMNR", ch in "LR"
    else:
        jong, rieul = ch in "lmnkp", ch == "l"
    if pair == "으로/로":
        return word + (b if (rieul or not jong) else a)
    return word + (a if jong else b)


# --------------------------------------------------------------------------
# names, hosts, services (non-secret decoration)
# --------------------------------------------------------------------------
PEOPLE = ["alice", "minji", "jisoo", "daniel", "sarah", "hyunwoo", "yuna", "taeho", "kevin",
          "mina", "junho", "emma", "noah", "seojun", "haeun", "oliver", "sora", "kenji",
          "yuki", "wei", "li.na", "marco", "lena", "pierre", "sofia", "jonas", "dohyun", "eunji"]
SERVICES = ["billing-api", "etl-worker", "auth-gateway", "orders-svc", "notify-bot", "search-indexer",
            "report-cron", "payments-core", "media-resizer", "admin-web", "ledger-sync", "crm-bridge",
            "inventory-api", "settlement-batch", "push-relay", "analytics-ingest", "chat-backend"]
DOMAINS = ["acme-corp.com", "example-shop.kr", "hanbit-soft.co.kr", "mirae-labs.io", "northwind.dev",
           "bluefin.app", "dayone-store.kr", "kumo-systems.jp", "nordlicht.de", "sunrise-pay.com",
           "gamma-logistics.net", "byeol.io"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "ap-southeast-1"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox"]
ENVS_KO = {"staging": "스테이징", "prod": "운영", "dev": "개발", "qa": "QA", "sandbox": "샌드박스"}


def host():
    kind = pick(["db", "pg", "mysql", "redis", "mq", "api", "bastion", "ci", "nas", "vpn", "ldap", "es"])
    return pick([
        "%s-%d.internal" % (kind, rint(1, 9)),
        "%s.%s.%s" % (kind, pick(ENVS), pick(DOMAINS)),
        "10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(1, 254)),
        "%s-%s-%s.%s" % (pick(ENVS), kind, rs(ALL, 4), pick(DOMAINS)),
    ])


def user():
    return pick(["app", "admin", "deploy", "svc_backup", "root", "etl", "readonly", "ci-bot", "postgres",
                 "sa", "jenkins", "grafana", "report_user", "api_user", pick(PEOPLE).replace(".", "")])


def svc():
    return pick(SERVICES)


def domain():
    return pick(DOMAINS)


# --------------------------------------------------------------------------
# passwords of people and services
# --------------------------------------------------------------------------
WORDS = ["orbit", "maple", "lantern", "pepper", "harbor", "falcon", "violet", "granite", "meadow",
         "copper", "tundra", "saffron", "pebble", "willow", "thunder", "nectar", "quartz", "ember",
         "glacier", "mosaic", "cactus", "biscuit", "velvet", "canyon", "puzzle", "rocket", "walnut",
         "sparrow", "lagoon", "cobalt", "tango", "jigsaw", "marble", "sunset", "pickle", "dragon",
         "kettle", "meteor", "tulip", "anchor", "bamboo", "citrus", "dolphin", "eclipse", "fjord",
         "gadget", "hammock", "igloo", "jasmine", "koala", "lemur", "mango", "noodle", "oyster",
         "panda", "quiver", "radish", "salmon", "tiger", "umbrella", "vortex", "wombat", "yonder",
         "zephyr", "blossom", "cricket", "dune", "falafel", "gumbo", "hazel", "iris", "juniper"]
PET_WORDS = ["Bluebird", "Snoopy", "Coco", "Mango", "Buddy", "Luna", "Dubu", "Kimchi", "Bori",
             "Choco", "Nabi", "Happy", "Maru", "Toto", "Sunny", "Ddalgi", "Hodu", "Kongi"]
CITY_WORDS = ["Seoul", "Busan", "Jeju", "Tokyo", "Osaka", "Berlin", "Paris", "Incheon", "Daegu",
              "Suwon", "Gwangju", "London", "Madrid", "Boston", "Sapporo", "Pangyo"]
HANGUL_WORDS = ["사랑", "하늘", "바다", "고양이", "강아지", "우리집", "행복", "별빛", "봄날", "여름",
                "가을", "겨울", "초코", "치즈", "무지개", "토끼", "호랑이", "달빛", "햇살", "딸기",
                "보라색", "단풍", "구름", "소나무", "제주도", "부산", "서울", "엄마", "아빠", "우리딸",
                "민지", "지수", "도현", "하은", "떡볶이", "김치찌개", "비빔밥", "커피", "라면", "수박"]
PUNCT = "!@#%^&*-_=+?.~"
PUNCT_HEAVY = "!@#%^&*()-_=+[]{};:,.?/~|<>"

CHO = "rRseEfaqQtTdwWczxvg"
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2keys(s):
    """Hangul typed on a QWERTY keyboard left in English mode (dubeolsik layout)"""
    out = []
    for ch in s:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO[c // 588] + JUNG[(c % 588) // 28] + JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def _pad8(p):
    while len(p) < 8:
        p += pick(DG)
    return p


def pw_human():
    k = rint(0, 6)
    if k == 0:
        p = pick(PET_WORDS) + str(rint(1985, 2026)) + pick(["!", "!!", "#", "@", "*", ""])
    elif k == 1:
        p = pick(PEOPLE).replace(".", "") + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "!!", "^^", "*"])
    elif k == 2:
        p = pick(WORDS) + pick(["@", "#", "_", "."]) + str(rint(100, 9999))
    elif k == 3:
        p = pick(CITY_WORDS) + pick(["#", "@", "!", "-"]) + str(rint(10, 99)) + pick(WORDS).capitalize()
    elif k == 4:
        w = pick(WORDS)
        w = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        p = w.capitalize() + pick(["!", "?", "$$"]).replace("$$", "!!") + str(rint(1, 99))
    elif k == 5:
        p = pick(PET_WORDS).lower() + pick(CITY_WORDS) + str(rint(1, 9)) + pick(["!", ""])
    else:
        p = pick(["Welcome", "Spring", "Summer", "Autumn", "Winter", "Monday", "Hello"]) + \
            pick(["@", "!", "#"]) + str(rint(2019, 2026)) + rs(UP, 1)
    return _pad8(p)


def pw_passphrase():
    n = rint(3, 5)
    words = [pick(WORDS) for _ in range(n)]
    if chance(0.4):
        words = [w.capitalize() for w in words]
    sep = pick(["-", " ", ".", "_", "-", ""])
    p = sep.join(words)
    if chance(0.5):
        p += sep + str(rint(1, 999)) if sep else str(rint(1, 999))
    return p


def pw_punct():
    n = rint(12, 24)
    while True:
        p = rs(AL + PUNCT_HEAVY * 2, n)
        if sum(c in PUNCT_HEAVY for c in p) >= 4 and any(c in DG for c in p):
            return p


def pw_korkbd():
    w = "".join(pick(HANGUL_WORDS) for _ in range(rint(1, 2)))
    p = ko2keys(w)
    p += pick(["", "!", "@", "^^", "*"]) + str(rint(0, 9999)) if chance(0.8) else str(rint(10, 99)) + "!"
    if chance(0.3):
        p = p[0].upper() + p[1:]
    return _pad8(p)


def pw_hangul():
    while True:
        w = "".join(pick(HANGUL_WORDS) for _ in range(rint(1, 3)))
        p = w + pick(["", "!", "@", "#", "^^", "_"]) + str(rint(1, 9999)) + pick(["", "!", "*"])
        if len(p) >= 8:
            return p


def pw_service():
    k = rint(0, 5)
    if k == 0:
        return rs(AL, rint(16, 32))
    if k == 1:
        return rs(AL + "!#%&*-_=+", rint(18, 28))
    if k == 2:
        return b64e(rbytes(pick([18, 24, 32])))
    if k == 3:
        return hexs(pick([24, 32, 40]))
    if k == 4:   # pwgen style
        cons, vow = "bcdfghjkmnpqrstvwxz", "aeiou"
        p = ""
        while len(p) < 8:
            p += pick(cons) + pick(vow) + (pick(DG) if chance(0.3) else "")
        p = p[:8]
        return p[0].upper() + p[1:] if chance(0.5) else p
    # grouped like a password manager suggestion
    return "-".join(rs(AL, 6) for _ in range(rint(3, 4)))


PW_KINDS = [(pw_human, 4), (pw_passphrase, 2), (pw_punct, 2), (pw_korkbd, 2), (pw_hangul, 1),
            (pw_service, 4)]


def pw_any(ascii_only=False, no_url_special=False):
    while True:
        f = wpick(PW_KINDS)
        if ascii_only and f is pw_hangul:
            continue
        p = f()
        if no_url_special and any(c in p for c in " /?#[]@:%"):
            continue
        return p


def pw_kind_name(p):
    if any(ord(c) > 127 for c in p):
        return "Hangul password"
    return "password"


# --------------------------------------------------------------------------
# key material (random bodies in the real container structure)
# --------------------------------------------------------------------------
def der_len(n):
    if n < 0x80:
        return bytes([n])
    if n < 0x100:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int_rand(nbytes):
    b = bytearray(rbytes(nbytes))
    b[0] |= 0x80
    return der(0x02, b"\x00" + bytes(b))


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def key_rsa_pkcs1(bits=1024):
    n = bits // 8
    h = n // 2
    body = (der(0x02, b"\x00") + der_int_rand(n) + der(0x02, b"\x01\x00\x01") + der_int_rand(n)
            + der_int_rand(h) + der_int_rand(h) + der_int_rand(h) + der_int_rand(h) + der_int_rand(h))
    return "RSA PRIVATE KEY", wrap(b64e(der(0x30, body)), 64)


def key_rsa_pkcs8(bits=2048):
    _, lines = key_rsa_pkcs1(bits)
    inner = base64.b64decode("".join(lines))
    alg = bytes.fromhex("300d06092a864886f70d0101010500")
    body = der(0x02, b"\x00") + alg + der(0x04, inner)
    return "PRIVATE KEY", wrap(b64e(der(0x30, body)), 64)


def key_ec_pkcs8():
    d = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
         + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    return "PRIVATE KEY", wrap(b64e(d), 64)


def key_ec_sec1():
    d = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
         + b"\x04" + rbytes(64))
    return "EC PRIVATE KEY", wrap(b64e(d), 64)


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def key_openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
            + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(priv))
    return "OPENSSH PRIVATE KEY", wrap(b64e(blob), 70), "ssh-ed25519 " + b64e(pubblob) + " " + comment


def ssh_ed25519_pub(comment):
    return "ssh-ed25519 " + b64e(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))) + " " + comment


def ssh_rsa_pub(comment, bits=2048):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes([0x80 | R.getrandbits(7)]) + rbytes(bits // 8 - 1))
    return "ssh-rsa " + b64e(blob) + " " + comment


def pem(label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64ue(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64ue(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return head + "." + body + "." + b64ue(rbytes(sig_bytes))


def epoch():
    return rint(1735689600, 1767225599)


# --------------------------------------------------------------------------
# provider tokens: vendor, region, documented shape, random body
# each entry: name, region, kind_en, kind_ko, items() -> [(ENV_NAME, value, is_secret)],
#             header(token) -> "Header: value" or None, api URL or None
# --------------------------------------------------------------------------
def _stripe_sk(prefix):
    return prefix + (rs(AL, 24) if chance(0.3) else "51" + rs(AL, 96))


def _slack_xoxb():
    return "xoxb-%s-%s-%s" % (rs(DG, rint(11, 13)), rs(DG, rint(12, 13)), rs(AL, 24))


def _slack_xoxp():
    return "xoxp-%s-%s-%s-%s" % (rs(DG, 12), rs(DG, 12), rs(DG, 13), hexs(32))


def _discord_bot():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    return b64ue(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, pick([27, 38]))


def _mapbox_sk():
    payload = json.dumps({"u": pick(PEOPLE).replace(".", "") + rs(ALL, 3), "a": rs(ALL, 25)},
                         separators=(",", ":"))
    return "sk." + b64ue(payload.encode()) + "." + rs(B64U, 22)


def _pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 190))


def _aws_sts():
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 420)), True)]


def _line_token():
    return rs(B64, 171) + "="


def _adyen():
    return "AQE" + rs(AL, 2) + "Xh" + rs(B64, rint(90, 120)) + "=-" + rs(B64, 43) + "=-" + rs(B64, 12)


def _fly():
    return "FlyV1 fm2_" + rs(B64, rint(280, 360)) + "," + "fo1_" + rs(B64U, 43)


def _meta():
    return "EAA" + rs(AL, 1) + rs(AL, rint(170, 210))


def _telegram():
    return "%d:AA%s" % (rint(10 ** 8, 10 ** 10 - 1), rs(B64U, 33))


def _data_go_kr():
    raw = b64e(rbytes(rint(72, 78)))
    return raw


VENDORS = [
    # ---- global ----
    dict(name="AWS", reg="global", en="access key pair", ko="액세스 키",
         items=lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
                        ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                        ("AWS_DEFAULT_REGION", pick(REGIONS), False)]),
    dict(name="AWS STS", reg="global", en="temporary credentials", ko="임시 자격 증명", items=_aws_sts),
    dict(name="GitHub", reg="global", en="classic personal access token", ko="클래식 PAT",
         items=lambda: [("GITHUB_TOKEN", "ghp_" + rs(AL, 36), True)],
         hdr=lambda t: "Authorization: token " + t, api="https://api.github.com/user/repos"),
    dict(name="GitHub", reg="global", en="fine-grained token", ko="fine-grained 토큰",
         items=lambda: [("GH_TOKEN", "github_pat_" + rs(AL, 22) + "_" + rs(AL, 59), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.github.com/repos/acme-corp/web/actions/runs"),
    dict(name="GitHub", reg="global", en="app installation token", ko="앱 설치 토큰",
         items=lambda: [("GITHUB_APP_TOKEN", "ghs_" + rs(AL, 36), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.github.com/installation/repositories"),
    dict(name="GitHub", reg="global", en="OAuth token", ko="OAuth 토큰",
         items=lambda: [("GITHUB_OAUTH_TOKEN", "gho_" + rs(AL, 36), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.github.com/user"),
    dict(name="GitLab", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), True)],
         hdr=lambda t: "PRIVATE-TOKEN: " + t, api="https://gitlab.com/api/v4/projects"),
    dict(name="GitLab", reg="global", en="runner authentication token", ko="러너 인증 토큰",
         items=lambda: [("RUNNER_TOKEN", "glrt-" + rs(B64U, 20), True)]),
    dict(name="GitLab", reg="global", en="pipeline trigger token", ko="파이프라인 트리거 토큰",
         items=lambda: [("TRIGGER_TOKEN", "glptt-" + hexs(40), True)]),
    dict(name="Slack", reg="global", en="bot token", ko="봇 토큰",
         items=lambda: [("SLACK_BOT_TOKEN", _slack_xoxb(), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://slack.com/api/chat.postMessage"),
    dict(name="Slack", reg="global", en="user token", ko="유저 토큰",
         items=lambda: [("SLACK_USER_TOKEN", _slack_xoxp(), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://slack.com/api/users.list"),
    dict(name="Slack", reg="global", en="app-level token", ko="앱 레벨 토큰",
         items=lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ALU, 10), rs(DG, 13), hexs(64)), True)]),
    dict(name="Stripe", reg="global", en="live secret key", ko="라이브 시크릿 키",
         items=lambda: [("STRIPE_SECRET_KEY", _stripe_sk("sk_live_"), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.stripe.com/v1/charges"),
    dict(name="Stripe", reg="global", en="restricted key", ko="제한 키",
         items=lambda: [("STRIPE_RESTRICTED_KEY", _stripe_sk("rk_live_"), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.stripe.com/v1/refunds"),
    dict(name="Stripe", reg="global", en="webhook signing secret", ko="웹훅 서명 시크릿",
         items=lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AL, 32), True)]),
    dict(name="OpenAI", reg="global", en="project API key", ko="프로젝트 API 키",
         items=lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64U, rint(150, 160)), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.openai.com/v1/chat/completions"),
    dict(name="OpenAI", reg="global", en="legacy API key", ko="레거시 API 키",
         items=lambda: [("OPENAI_API_KEY", "sk-" + rs(AL, 20) + "T3BlbkFJ" + rs(AL, 20), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.openai.com/v1/embeddings"),
    dict(name="Anthropic", reg="global", en="API key", ko="API 키",
         items=lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", True)],
         hdr=lambda t: "x-api-key: " + t, api="https://api.anthropic.com/v1/messages"),
    dict(name="Google Cloud", reg="global", en="server API key", ko="서버용 API 키",
         items=lambda: [("GOOGLE_API_KEY", "AIza" + rs(B64U, 35), True)],
         hdr=lambda t: "X-goog-api-key: " + t, api="https://translation.googleapis.com/language/translate/v2"),
    dict(name="Google", reg="global", en="OAuth client secret", ko="OAuth 클라이언트 시크릿",
         items=lambda: [("GOOGLE_CLIENT_ID", "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ALL, 32)), False),
                        ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)]),
    dict(name="Google", reg="global", en="OAuth refresh token", ko="OAuth 리프레시 토큰",
         items=lambda: [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(AL, 1) + rs(B64U, rint(95, 100)), True)]),
    dict(name="Azure Storage", reg="global", en="account key", ko="스토리지 계정 키",
         items=lambda: [("AZURE_STORAGE_ACCOUNT", pick(["st", "stg", "data"]) + rs(ALL, 10), False),
                        ("AZURE_STORAGE_KEY", b64e(rbytes(64)), True)]),
    dict(name="Microsoft Entra ID", reg="global", en="client secret", ko="클라이언트 시크릿",
         items=lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                        ("AZURE_CLIENT_SECRET", rs(AL, 3) + pick("78") + "Q~" + rs(AL + "_~.-", 34), True)]),
    dict(name="Azure OpenAI", reg="global", en="api-key", ko="api-key",
         items=lambda: [("AZURE_OPENAI_API_KEY", hexs(32), True)],
         hdr=lambda t: "api-key: " + t, api="https://%s.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % rs(ALL, 8)),
    dict(name="Twilio", reg="global", en="auth token", ko="Auth Token",
         items=lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)]),
    dict(name="SendGrid", reg="global", en="API key", ko="API 키",
         items=lambda: [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.sendgrid.com/v3/mail/send"),
    dict(name="Mailgun", reg="global", en="private API key", ko="프라이빗 API 키",
         items=lambda: [("MAILGUN_API_KEY", pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), True)]),
    dict(name="npm", reg="global", en="automation token", ko="자동화 토큰",
         items=lambda: [("NPM_TOKEN", "npm_" + rs(AL, 36), True)]),
    dict(name="PyPI", reg="global", en="upload token", ko="업로드 토큰",
         items=lambda: [("TWINE_PASSWORD", _pypi(), True)]),
    dict(name="Docker Hub", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("DOCKERHUB_USERNAME", pick(PEOPLE).replace(".", "") + "ci", False),
                        ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)]),
    dict(name="Hugging Face", reg="global", en="access token", ko="액세스 토큰",
         items=lambda: [("HF_TOKEN", "hf_" + rs(AL, 34), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://huggingface.co/api/whoami-v2"),
    dict(name="Shopify", reg="global", en="Admin API access token", ko="Admin API 액세스 토큰",
         items=lambda: [("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32), True)],
         hdr=lambda t: "X-Shopify-Access-Token: " + t, api="https://%s.myshopify.com/admin/api/2024-10/orders.json" % rs(ALL, 8)),
    dict(name="DigitalOcean", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.digitalocean.com/v2/droplets"),
    dict(name="Atlassian", reg="global", en="API token", ko="API 토큰",
         items=lambda: [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 171) + "=" + hexs(8).upper(), True)]),
    dict(name="Databricks", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://adb-%d.%d.azuredatabricks.net/api/2.0/clusters/list" % (rint(10 ** 15, 10 ** 16 - 1), rint(1, 19))),
    dict(name="Cloudflare", reg="global", en="API token", ko="API 토큰",
         items=lambda: [("CLOUDFLARE_API_TOKEN", rs(B64U, 40), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.cloudflare.com/client/v4/zones"),
    dict(name="Datadog", reg="global", en="API and application keys", ko="API 키와 애플리케이션 키",
         items=lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)]),
    dict(name="New Relic", reg="global", en="user API key", ko="유저 API 키",
         items=lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(ALU, 27), True)],
         hdr=lambda t: "Api-Key: " + t, api="https://api.newrelic.com/graphql"),
    dict(name="Sentry", reg="global", en="user auth token", ko="유저 인증 토큰",
         items=lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://sentry.io/api/0/projects/"),
    dict(name="HashiCorp Vault", reg="global", en="token", ko="토큰",
         items=lambda: [("VAULT_ADDR", "https://vault.%s:8200" % domain(), False),
                        ("VAULT_TOKEN", "hvs." + (rs(AL, 24) if chance(0.5) else "CAESI" + rs(B64U, rint(85, 95))), True)],
         hdr=lambda t: "X-Vault-Token: " + t),
    dict(name="Terraform Cloud", reg="global", en="team API token", ko="팀 API 토큰",
         items=lambda: [("TF_TOKEN_app_terraform_io", rs(AL, 14) + ".atlasv1." + rs(AL, 67), True)]),
    dict(name="Linear", reg="global", en="API key", ko="API 키",
         items=lambda: [("LINEAR_API_KEY", "lin_api_" + rs(AL, 40), True)],
         hdr=lambda t: "Authorization: " + t, api="https://api.linear.app/graphql"),
    dict(name="Notion", reg="global", en="integration secret", ko="통합 시크릿",
         items=lambda: [("NOTION_TOKEN", pick(["secret_" + rs(AL, 43), "ntn_" + rs(DG, 11) + rs(AL, 35)]), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.notion.com/v1/databases/%s/query" % hexs(32)),
    dict(name="Figma", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), True)],
         hdr=lambda t: "X-Figma-Token: " + t, api="https://api.figma.com/v1/files/%s" % rs(AL, 22)),
    dict(name="Postman", reg="global", en="API key", ko="API 키",
         items=lambda: [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), True)],
         hdr=lambda t: "X-Api-Key: " + t, api="https://api.getpostman.com/collections"),
    dict(name="Grafana", reg="global", en="service account token", ko="서비스 계정 토큰",
         items=lambda: [("GRAFANA_TOKEN", "glsa_" + rs(AL, 32) + "_" + hexs(8), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://grafana.%s/api/dashboards/db" % domain()),
    dict(name="Discord", reg="global", en="bot token", ko="봇 토큰",
         items=lambda: [("DISCORD_BOT_TOKEN", _discord_bot(), True)],
         hdr=lambda t: "Authorization: Bot " + t, api="https://discord.com/api/v10/users/@me"),
    dict(name="Telegram", reg="global", en="bot token", ko="봇 토큰",
         items=lambda: [("TELEGRAM_BOT_TOKEN", _telegram(), True)]),
    dict(name="Square", reg="global", en="production access token", ko="프로덕션 액세스 토큰",
         items=lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://connect.squareup.com/v2/payments"),
    dict(name="Braintree", reg="global", en="access token", ko="액세스 토큰",
         items=lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(ALL, 16) + "$" + hexs(32), True)]),
    dict(name="Mapbox", reg="global", en="secret access token", ko="시크릿 액세스 토큰",
         items=lambda: [("MAPBOX_DOWNLOADS_TOKEN", _mapbox_sk(), True)]),
    dict(name="Okta", reg="global", en="API token", ko="API 토큰",
         items=lambda: [("OKTA_ORG_URL", "https://%s.okta.com" % rs(ALL, 8), False), ("OKTA_API_TOKEN", "00" + rs(B64U, 40), True)],
         hdr=lambda t: "Authorization: SSWS " + t),
    dict(name="Supabase", reg="global", en="access token", ko="액세스 토큰",
         items=lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40), True)]),
    dict(name="PlanetScale", reg="global", en="service token", ko="서비스 토큰",
         items=lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ALL, 12), True),
                        ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), True)]),
    dict(name="Doppler", reg="global", en="service token", ko="서비스 토큰",
         items=lambda: [("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(["dev", "stg", "prd"]), rs(AL, 40)), True)]),
    dict(name="Pulumi", reg="global", en="access token", ko="액세스 토큰",
         items=lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)]),
    dict(name="Netlify", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AL, 36), True)]),
    dict(name="age", reg="global", en="secret key", ko="비밀 키",
         items=lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)]),
    dict(name="Airtable", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("AIRTABLE_PAT", "pat" + rs(AL, 14) + "." + hexs(64), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.airtable.com/v0/app%s/Orders" % rs(AL, 14)),
    dict(name="Asana", reg="global", en="personal access token", ko="개인 액세스 토큰",
         items=lambda: [("ASANA_PAT", "2/%s/%s:%s" % (rs(DG, 16), rs(DG, 16), hexs(32)), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://app.asana.com/api/1.0/tasks"),
    dict(name="Dropbox", reg="global", en="short-lived access token", ko="단기 액세스 토큰",
         items=lambda: [("DROPBOX_TOKEN", "sl." + pick(["", "u."]) + rs(B64U, rint(130, 140)), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.dropboxapi.com/2/files/list_folder"),
    dict(name="Mailchimp", reg="global", en="API key", ko="API 키",
         items=lambda: [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), True)]),
    dict(name="Algolia", reg="global", en="admin API key", ko="관리자 API 키",
         items=lambda: [("ALGOLIA_APP_ID", rs(ALU, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)]),
    dict(name="Contentful", reg="global", en="management token", ko="관리 토큰",
         items=lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), True)]),
    dict(name="Bitbucket", reg="global", en="app password", ko="앱 비밀번호",
         items=lambda: [("BITBUCKET_USERNAME", pick(PEOPLE).replace(".", ""), False),
                        ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AL, 28) + hexs(8).upper(), True)]),
    dict(name="Jenkins", reg="global", en="API token", ko="API 토큰",
         items=lambda: [("JENKINS_USER", "ci-admin", False), ("JENKINS_API_TOKEN", "11" + hexs(32), True)]),
    dict(name="CircleCI", reg="global", en="personal API token", ko="개인 API 토큰",
         items=lambda: [("CIRCLE_TOKEN", "CCIPAT_" + rs(AL, 22) + "_" + hexs(40), True)],
         hdr=lambda t: "Circle-Token: " + t, api="https://circleci.com/api/v2/me"),
    dict(name="Buildkite", reg="global", en="API access token", ko="API 액세스 토큰",
         items=lambda: [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.buildkite.com/v2/organizations"),
    dict(name="RubyGems", reg="global", en="API key", ko="API 키",
         items=lambda: [("GEM_HOST_API_KEY", "rubygems_" + hexs(48), True)]),
    dict(name="NuGet", reg="global", en="API key", ko="API 키",
         items=lambda: [("NUGET_API_KEY", "oy2" + rs(ALL, 43), True)]),
    dict(name="Clojars", reg="global", en="deploy token", ko="배포 토큰",
         items=lambda: [("CLOJARS_PASSWORD", "CLOJARS_" + hexs(60), True)]),
    dict(name="Fly.io", reg="global", en="deploy token", ko="배포 토큰",
         items=lambda: [("FLY_API_TOKEN", _fly(), True)]),
    dict(name="Meta", reg="global", en="long-lived page access token", ko="장기 페이지 액세스 토큰",
         items=lambda: [("FB_PAGE_ACCESS_TOKEN", _meta(), True)]),
    # ---- Japan ----
    dict(name="LINE Messaging API", reg="jp", en="channel access token", ko="채널 액세스 토큰",
         items=lambda: [("LINE_CHANNEL_ACCESS_TOKEN", _line_token(), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.line.me/v2/bot/message/push"),
    dict(name="LINE Messaging API", reg="jp", en="channel secret", ko="채널 시크릿",
         items=lambda: [("LINE_CHANNEL_ID", rs(DG, 10), False), ("LINE_CHANNEL_SECRET", hexs(32), True)]),
    dict(name="Chatwork", reg="jp", en="API token", ko="API 토큰",
         items=lambda: [("CHATWORK_API_TOKEN", hexs(32), True)],
         hdr=lambda t: "X-ChatWorkToken: " + t, api="https://api.chatwork.com/v2/rooms/%d/messages" % rint(10 ** 8, 10 ** 9)),
    dict(name="PAY.JP", reg="jp", en="live secret key", ko="라이브 시크릿 키",
         items=lambda: [("PAYJP_SECRET_KEY", "sk_live_" + hexs(24), True)],
         hdr=lambda t: "Authorization: Basic " + b64e((t + ":").encode()), hdr_b64=True,
         api="https://api.pay.jp/v1/charges"),
    dict(name="Backlog", reg="jp", en="API key", ko="API 키",
         items=lambda: [("BACKLOG_SPACE", rs(ALL, 8) + ".backlog.jp", False), ("BACKLOG_API_KEY", rs(AL, 64), True)]),
    dict(name="kintone", reg="jp", en="API token", ko="API 토큰",
         items=lambda: [("KINTONE_API_TOKEN", rs(AL, 40), True)],
         hdr=lambda t: "X-Cybozu-API-Token: " + t, api="https://%s.cybozu.com/k/v1/records.json?app=%d" % (rs(ALL, 8), rint(10, 999))),
    dict(name="SAKURA Cloud", reg="jp", en="API key pair", ko="API 키 쌍",
         items=lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AL, 64), True)]),
    # ---- Korea ----
    dict(name="Naver Cloud Platform", reg="kr", en="API access key pair", ko="API 인증키",
         items=lambda: [("NCLOUD_ACCESS_KEY", pick([rs(AL, 20), "ncp_iam_BPAMKR" + rs(AL, 26)]), True),
                        ("NCLOUD_SECRET_KEY", pick([rs(AL, 40), "ncp_iam_BPKMKR" + rs(AL, 26)]), True)]),
    dict(name="Naver Developers", reg="kr", en="client secret", ko="Client Secret",
         items=lambda: [("NAVER_CLIENT_ID", rs(AL + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(AL, 10), True)],
         hdr=lambda t: "X-Naver-Client-Secret: " + t, api="https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91"),
    dict(name="Kakao", reg="kr", en="REST API key", ko="REST API 키",
         items=lambda: [("KAKAO_REST_API_KEY", hexs(32), True)],
         hdr=lambda t: "Authorization: KakaoAK " + t, api="https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90"),
    dict(name="Kakao", reg="kr", en="Admin key", ko="어드민 키",
         items=lambda: [("KAKAO_ADMIN_KEY", hexs(32), True)],
         hdr=lambda t: "Authorization: KakaoAK " + t, api="https://kapi.kakao.com/v1/user/ids"),
    dict(name="Toss Payments", reg="kr", en="live secret key", ko="라이브 시크릿 키",
         items=lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(AL, 28), True)],
         hdr=lambda t: "Authorization: Basic " + b64e((t + ":").encode()), hdr_b64=True,
         api="https://api.tosspayments.com/v1/payments/confirm"),
    dict(name="PortOne", reg="kr", en="API secret", ko="API Secret",
         items=lambda: [("IMP_KEY", rs(DG, 16), True), ("IMP_SECRET", rs(AL, 80), True)]),
    dict(name="Coupang Open API", reg="kr", en="secret key", ko="시크릿 키",
         items=lambda: [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", hexs(40), True),
                        ("COUPANG_VENDOR_ID", "A00" + rs(DG, 6), False)]),
    dict(name="data.go.kr", reg="kr", en="service key", ko="서비스 키(일반 인증키)",
         items=lambda: [("DATA_GO_KR_SERVICE_KEY", _data_go_kr(), True)]),
    dict(name="Channel Talk", reg="kr", en="access secret", ko="액세스 시크릿",
         items=lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)]),
    dict(name="Sendbird", reg="kr", en="master API token", ko="마스터 API 토큰",
         items=lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
         hdr=lambda t: "Api-Token: " + t),
    dict(name="NHN Cloud", reg="kr", en="SMS secret key", ko="SMS 시크릿 키",
         items=lambda: [("NHN_SMS_APPKEY", rs(AL, 16), False), ("NHN_SMS_SECRET_KEY", rs(AL, 8), True)],
         hdr=lambda t: "X-Secret-Key: " + t),
    # ---- China ----
    dict(name="Alibaba Cloud", reg="cn", en="AccessKey pair", ko="AccessKey 쌍",
         items=lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AL, pick([12, 20])), True),
                        ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AL, 30), True)]),
    dict(name="Tencent Cloud", reg="cn", en="SecretId/SecretKey", ko="SecretId/SecretKey",
         items=lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AL, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(AL, 32), True)]),
    dict(name="Huawei Cloud", reg="cn", en="AK/SK", ko="AK/SK",
         items=lambda: [("HUAWEICLOUD_SDK_AK", rs(ALU, 20), True), ("HUAWEICLOUD_SDK_SK", rs(AL, 40), True)]),
    dict(name="Baidu AI Cloud", reg="cn", en="API Key / Secret Key", ko="API Key / Secret Key",
         items=lambda: [("BAIDU_API_KEY", rs(AL, 24), True), ("BAIDU_SECRET_KEY", rs(AL, 32), True)]),
    dict(name="Qiniu", reg="cn", en="AccessKey/SecretKey", ko="AK/SK",
         items=lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)]),
    dict(name="WeChat Official Account", reg="cn", en="AppSecret", ko="AppSecret",
         items=lambda: [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)]),
    dict(name="DingTalk", reg="cn", en="AppSecret", ko="AppSecret",
         items=lambda: [("DINGTALK_APP_KEY", "ding" + rs(ALL, 16), False), ("DINGTALK_APP_SECRET", rs(B64U, 64), True)]),
    dict(name="Feishu", reg="cn", en="App Secret", ko="App Secret",
         items=lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(AL, 32), True)]),
    dict(name="DeepSeek", reg="cn", en="API key", ko="API 키",
         items=lambda: [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.deepseek.com/chat/completions"),
    dict(name="Moonshot AI", reg="cn", en="API key", ko="API 키",
         items=lambda: [("MOONSHOT_API_KEY", "sk-" + rs(AL, 48), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.moonshot.cn/v1/chat/completions"),
    dict(name="Zhipu AI", reg="cn", en="API key", ko="API 키",
         items=lambda: [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(AL, 16), True)]),
    # ---- Europe ----
    dict(name="Mollie", reg="eu", en="live API key", ko="라이브 API 키",
         items=lambda: [("MOLLIE_API_KEY", "live_" + rs(AL, 30), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.mollie.com/v2/payments"),
    dict(name="Adyen", reg="eu", en="API key", ko="API 키",
         items=lambda: [("ADYEN_API_KEY", _adyen(), True), ("ADYEN_MERCHANT_ACCOUNT", cap(rs(LO, 6)) + "ECOM", False)],
         hdr=lambda t: "X-API-Key: " + t, api="https://checkout-test.adyen.com/v71/payments"),
    dict(name="GoCardless", reg="eu", en="live access token", ko="라이브 액세스 토큰",
         items=lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.gocardless.com/payments"),
    dict(name="Scaleway", reg="eu", en="API key", ko="API 키",
         items=lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ALU, 17), True), ("SCW_SECRET_KEY", uuid4(), True),
                        ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)]),
    dict(name="OVHcloud", reg="eu", en="application secret and consumer key", ko="애플리케이션 시크릿/컨슈머 키",
         items=lambda: [("OVH_APPLICATION_KEY", rs(AL, 16), True), ("OVH_APPLICATION_SECRET", rs(AL, 32), True),
                        ("OVH_CONSUMER_KEY", rs(AL, 32), True)]),
    dict(name="Hetzner Cloud", reg="eu", en="API token", ko="API 토큰",
         items=lambda: [("HCLOUD_TOKEN", rs(AL, 64), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.hetzner.cloud/v1/servers"),
    dict(name="Yandex Cloud", reg="eu", en="API key", ko="API 키",
         items=lambda: [("YC_API_KEY", "AQVN" + rs(B64U, 36), True)],
         hdr=lambda t: "Authorization: Api-Key " + t, api="https://llm.api.cloud.yandex.net/foundationModels/v1/completion"),
    dict(name="Mistral AI", reg="eu", en="API key", ko="API 키",
         items=lambda: [("MISTRAL_API_KEY", rs(AL, 32), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.mistral.ai/v1/chat/completions"),
    dict(name="DeepL", reg="eu", en="API auth key", ko="API 인증 키",
         items=lambda: [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)],
         hdr=lambda t: "Authorization: DeepL-Auth-Key " + t, api="https://api-free.deepl.com/v2/translate"),
    dict(name="Brevo", reg="eu", en="API key", ko="API 키",
         items=lambda: [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AL, 16), True)],
         hdr=lambda t: "api-key: " + t, api="https://api.brevo.com/v3/smtp/email"),
    dict(name="Pipedrive", reg="eu", en="API token", ko="API 토큰",
         items=lambda: [("PIPEDRIVE_API_TOKEN", hexs(40), True)]),
    dict(name="Spotify", reg="eu", en="client secret", ko="클라이언트 시크릿",
         items=lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)]),
    dict(name="Paddle", reg="eu", en="live API key", ko="라이브 API 키",
         items=lambda: [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(CROCKFORD.lower(), 24) + "_" + rs(AL, 22) + "_" + rs(AL, 3), True)],
         hdr=lambda t: "Authorization: Bearer " + t, api="https://api.paddle.com/transactions"),
    dict(name="MessageBird", reg="eu", en="live access key", ko="라이브 액세스 키",
         items=lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(AL, 25), True)],
         hdr=lambda t: "Authorization: AccessKey " + t, api="https://rest.messagebird.com/messages"),
]


# --------------------------------------------------------------------------
# containers: render [(NAME, value, is_secret)] into a pasted snippet.
# each returns (text, [secret values as written], fence language)
# --------------------------------------------------------------------------
SHELL_SAFE = AL + "-_.,:/@%+="      # strings, not sets: membership tests only
YAML_PLAIN = AL + "-_./+="


def name_case(n, style):
    parts = n.lower().split("_")
    if style == "env":
        return n
    if style == "snake":
        return "_".join(parts)
    if style == "camel":
        return parts[0] + "".join(p.capitalize() for p in parts[1:])
    if style == "kebab":
        return "-".join(parts)
    if style == "dot":
        return ".".join(parts)
    if style == "pascal":
        return "".join(p.capitalize() for p in parts)
    raise ValueError(style)


def shq(v):
    if all(c in SHELL_SAFE for c in v):
        return v
    return "'" + v + "'"


def dq(v):
    return '"' + v + '"'


def yq(v):
    if all(c in YAML_PLAIN for c in v) and not v[:1] in "-." and not v.isdigit():
        return v if chance(0.6) else dq(v)
    return dq(v)


def _secrets_of(items):
    return [v for _, v, s in items if s]


def c_env(items):
    lines = ["# %s" % pick([".env", ".env.local", ".env.production", "config/app.env", ".env.staging"])] if chance(0.5) else []
    for n, v, _ in items:
        lines.append("%s=%s" % (n, v if chance(0.6) and all(c in SHELL_SAFE for c in v) else dq(v)))
    return "\n".join(lines), _secrets_of(items), pick(["", "dotenv", "bash"])


def c_export(items):
    lines = ["export %s=%s" % (n, shq(v) if chance(0.7) else "'" + v + "'") for n, v, _ in items]
    if chance(0.4):
        lines.append(pick(["./scripts/sync.sh --dry-run", "make deploy ENV=%s" % pick(ENVS), "python -m app.jobs.backfill",
                           "npm run release", "terraform plan"]))
    return "\n".join(lines), _secrets_of(items), pick(["bash", "sh", "console", ""])


def c_inline(items):
    cmd = pick(["./bin/run-worker", "python manage.py sync_orders", "node scripts/seed.js", "go run ./cmd/importer",
                "bundle exec rake reindex", "pytest -k integration", "docker compose up -d api", "npx ts-node tools/migrate.ts"])
    s = " ".join("%s=%s" % (n, shq(v)) for n, v, _ in items) + " " + cmd
    return ("$ " + s) if chance(0.5) else s, _secrets_of(items), "bash"


def c_yaml(items):
    sec = pick(["app", "integrations", "credentials", "auth", "external", "providers", "secrets", "clients"])
    style = pick(["snake", "camel", "kebab"])
    lines = ["%s:" % sec]
    if chance(0.5):
        lines.insert(0, "# %s" % pick(["config/%s.yaml" % pick(ENVS), "values-%s.yaml" % pick(ENVS), "settings.yml", "application.yml"]))
    for n, v, _ in items:
        lines.append("  %s: %s" % (name_case(n, style), yq(v)))
    if chance(0.5):
        lines.append("  timeout_seconds: %d" % rint(5, 60))
    return "\n".join(lines), _secrets_of(items), "yaml"


def c_json(items):
    style = pick(["camel", "snake", "env"])
    obj = {name_case(n, style): v for n, v, _ in items}
    if chance(0.5):
        obj[pick(["region", "endpoint", "retries", "enabled"])] = pick([pick(REGIONS), "https://api.%s" % domain(), rint(1, 5), True])
    top = pick([None, "credentials", "integration", "secrets", "config"])
    if top:
        obj = {top: obj}
    return json.dumps(obj, indent=2, ensure_ascii=False), _secrets_of(items), "json"


def c_toml(items):
    sec = pick(["credentials", "service", "api", "provider", "default"])
    lines = ["[%s]" % sec] + ['%s = "%s"' % (name_case(n, "snake"), v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "toml"


def c_ini(items):
    sec = pick(["default", "production", "credentials", "client", "api"])
    lines = ["[%s]" % sec] + ["%s = %s" % (name_case(n, "snake"), v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "ini"


def c_props(items):
    pre = pick(["app.integration", "spring.cloud.provider", "external.api", "client"])
    lines = ["%s.%s=%s" % (pre, name_case(n, "kebab"), v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "properties"


def c_xml(items):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (name_case(n, "pascal"), v) for n, v, _ in items] + ["</appSettings>"]
    else:
        lines = ["<credentials>"] + ["  <%s>%s</%s>" % (name_case(n, "camel"), v, name_case(n, "camel")) for n, v, _ in items] + ["</credentials>"]
    return "\n".join(lines), _secrets_of(items), "xml"


def c_k8s_secret(items):
    nm = svc() + "-" + pick(["secrets", "env", "credentials"])
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + nm, "  namespace: " + pick(ENVS),
             "type: Opaque", "stringData:"] + ["  %s: %s" % (n, yq(v)) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "yaml"


def c_k8s_data(items):
    nm = svc() + "-" + pick(["secrets", "creds"])
    enc = [(n, b64e(v.encode("utf-8")), s) for n, v, s in items]
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + nm, "type: Opaque", "data:"] + \
            ["  %s: %s" % (n, v) for n, v, _ in enc]
    return "\n".join(lines), _secrets_of(enc), "yaml"


def c_k8s_env(items):
    lines = ["      containers:", "        - name: " + svc(), "          image: registry.%s/%s:%d.%d.%d" % (domain(), svc(), rint(0, 3), rint(0, 20), rint(0, 9)),
             "          env:"]
    for n, v, _ in items:
        lines += ["            - name: " + n, "              value: " + dq(v)]
    return "\n".join(lines), _secrets_of(items), "yaml"


def c_compose(items):
    s = svc()
    lines = ["services:", "  %s:" % s, "    image: %s:latest" % s, "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (n, v) for n, v, _ in items]
    else:
        lines += ["      %s: %s" % (n, yq(v)) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "yaml"


def c_dockerfile(items):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.23 AS build"])]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, n, dq(v) if not all(c in SHELL_SAFE for c in v) else v) for n, v, _ in items]
    lines.append(pick(["RUN pip install -r requirements.txt", "RUN npm ci", "COPY . /app", "RUN ./gradlew build"]))
    return "\n".join(lines), _secrets_of(items), "dockerfile"


def c_gha(items):
    lines = ["    - name: %s" % pick(["Deploy", "Run integration tests", "Publish", "Sync assets"]),
             "      run: %s" % pick(["./deploy.sh", "npm test", "make publish", "python sync.py"]),
             "      env:"] + ["        %s: %s" % (n, yq(v)) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "yaml"


def c_gitlab(items):
    lines = ["variables:"] + ['  %s: "%s"' % (n, v) for n, v, _ in items] + \
            ["", "%s:" % pick(["deploy_job", "test:integration", "release"]), "  script:", "    - %s" % pick(["make deploy", "./ci/run.sh", "npm run e2e"])]
    return "\n".join(lines), _secrets_of(items), "yaml"


def c_terraform(items):
    if chance(0.5):
        lines = ["# terraform.tfvars"] + ['%s = "%s"' % (name_case(n, "snake"), v) for n, v, _ in items]
    else:
        lines = ['provider "%s" {' % pick(["restapi", "external", "vendor", "http"])] + \
                ['  %s = "%s"' % (name_case(n, "snake"), v) for n, v, _ in items] + ["}"]
    return "\n".join(lines), _secrets_of(items), "hcl"


def c_python(items):
    k = rint(0, 2)
    if k == 0:
        lines = ['%s = "%s"' % (n, v) for n, v, _ in items]
    elif k == 1:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (n, v) for n, v, _ in items]
    else:
        args = ", ".join('%s="%s"' % (name_case(n, "snake").split("_", 1)[-1], v) for n, v, _ in items)
        lines = ["client = Client(%s)" % args]
    return "\n".join(lines), _secrets_of(items), "python"


def c_js(items):
    kw = pick(["const", "let", "export const"])
    if chance(0.5):
        lines = ["%s %s = '%s';" % (kw, name_case(n, "camel"), v) for n, v, _ in items]
    else:
        lines = ["%s config = {" % kw] + ["  %s: process.env.%s ?? '%s'," % (name_case(n, "camel"), n, v) for n, v, _ in items] + ["};"]
    return "\n".join(lines), _secrets_of(items), pick(["js", "ts", "javascript"])


def c_go(items):
    lines = ["const ("] + ['\t%s = "%s"' % (name_case(n, "camel"), v) for n, v, _ in items] + [")"]
    return "\n".join(lines), _secrets_of(items), "go"


def c_java(items):
    lines = ['    private static final String %s = "%s";' % (n, v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "java"


def c_kotlin(items):
    lines = ['private const val %s = "%s"' % (n, v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "kotlin"


def c_csharp(items):
    lines = ['var %s = "%s";' % (name_case(n, "camel"), v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "csharp"


def c_ruby(items):
    lines = ["ENV['%s'] ||= '%s'" % (n, v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "ruby"


def c_php(items):
    lines = ["<?php"] + ["define('%s', '%s');" % (n, v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "php"


def c_rust(items):
    lines = ['const %s: &str = "%s";' % (n, v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), "rust"


def c_log(items):
    lvl = pick(["DEBUG", "INFO", "WARN"])
    if chance(0.5):
        lines = ["%s %s [%s] loaded config %s" % (ts_log(), lvl, svc(), " ".join("%s=%s" % (n.lower(), v) for n, v, _ in items))]
    else:
        lines = ["%s %s startup env dump:" % (ts_iso(), lvl)] + ["  %s=%s" % (n, v) for n, v, _ in items]
    if chance(0.5):
        lines.append("%s ERROR %s request failed: 401 Unauthorized" % (ts_log(), svc()))
    return "\n".join(lines), _secrets_of(items), ""


def c_traceback(items):
    n, v, _ = pick([it for it in items if it[2]])
    lines = ["Traceback (most recent call last):",
             '  File "/app/%s/client.py", line %d, in request' % (svc().replace("-", "_"), rint(20, 300)),
             "    resp.raise_for_status()",
             "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.%s/v1/sync" % domain(),
             "During handling, locals were: {'%s': '%s', 'retries': %d}" % (n.lower(), v, rint(1, 5))]
    return "\n".join(lines), [v], "text"


def c_diff(items):
    f = pick([".env.production", "config/settings.py", "deploy/values.yaml", "app.config.json"])
    lines = ["--- a/" + f, "+++ b/" + f, "@@ -%d,%d +%d,%d @@" % (rint(3, 40), len(items), rint(3, 40), len(items))]
    for n, v, s in items:
        if s:
            lines.append("-%s=%s" % (n, pick(["${%s}" % n, "", "CHANGE_ME_LATER"])))
        lines.append("+%s=%s" % (n, v))
    return "\n".join(lines), _secrets_of(items), "diff"


def c_table(items):
    lines = ["| key | value | note |", "|---|---|---|"] + \
            ["| %s | %s | %s |" % (n, v, pick(["prod", "rotated " + date_s(), "from user", "staging only", ""])) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), ""


def c_chat(items):
    who = pick(PEOPLE)
    lines = ["[%s] %s: %s" % (hhmm(), who, pick(["here you go", "use these for now", "pasting from my notes", "new ones, old got revoked"]))]
    lines += ["[%s] %s: %s %s" % (hhmm(), who, n, v) for n, v, _ in items]
    return "\n".join(lines), _secrets_of(items), ""


KV_CONTAINERS = [c_env, c_export, c_inline, c_yaml, c_json, c_toml, c_ini, c_props, c_xml, c_k8s_secret,
                 c_k8s_data, c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab, c_terraform, c_python,
                 c_js, c_go, c_java, c_kotlin, c_csharp, c_ruby, c_php, c_rust, c_log, c_traceback,
                 c_diff, c_table, c_chat]


def container_ok(c, items):
    vals = [v for _, v, _ in items]
    allv = "".join(vals)
    if c in (c_xml,) and any(ch in allv for ch in "<>&\""):
        return False
    if c in (c_compose, c_dockerfile, c_inline, c_export, c_gha, c_gitlab, c_env, c_k8s_secret) and "$" in allv:
        return False
    if c in (c_python, c_java, c_kotlin, c_csharp, c_go, c_rust, c_toml, c_terraform) and "\\" in allv:
        return False
    if c in (c_php, c_ruby, c_js) and "'" in allv:
        return False
    if c is c_table and "|" in allv:
        return False
    if c is c_terraform and "${" in allv:
        return False
    if c in (c_ini, c_props) and any(ch in allv for ch in ";#") and chance(0.5):
        return False
    return True


def render_kv(items, pool=None):
    pool = pool or KV_CONTAINERS
    while True:
        c = pick(pool)
        if container_ok(c, items):
            text, secs, lang = c(items)
            return text, secs, lang, c.__name__[2:]


# header-style containers for a single token
def h_curl(hdr, url, method):
    parts = ["curl"]
    if method != "GET":
        parts += ["-X", method]
    parts += ["-H", "'" + hdr + "'"]
    if method == "POST":
        parts += ["-H", "'Content-Type: application/json'", "-d", "'{\"dry_run\": true}'"]
    parts.append(url)
    if chance(0.5):
        return " \\\n  ".join([" ".join(parts[:1])] + [" ".join(parts[i:i + 2]) for i in range(1, len(parts) - 1, 2)] + [parts[-1]]), "bash"
    return " ".join(parts), "bash"


def h_http(hdr, url, method):
    u = urllib.parse.urlsplit(url)
    path = u.path + ("?" + u.query if u.query else "")
    lines = ["%s %s HTTP/1.1" % (method, path or "/"), "Host: " + u.netloc, hdr, "Accept: application/json"]
    if chance(0.5):
        lines.insert(3, "User-Agent: %s/%d.%d" % (svc(), rint(1, 4), rint(0, 20)))
    return "\n".join(lines), "http"


def h_requests(hdr, url, method):
    k, v = hdr.split(": ", 1)
    return 'resp = requests.%s(\n    "%s",\n    headers={"%s": "%s"},\n    timeout=10,\n)' % (method.lower(), url, k, v), "python"


def h_fetch(hdr, url, method):
    k, v = hdr.split(": ", 1)
    return "const res = await fetch('%s', {\n  method: '%s',\n  headers: { '%s': '%s' },\n});" % (url, method, k, v), "ts"


def h_httpie(hdr, url, method):
    k, v = hdr.split(": ", 1)
    return "http %s %s '%s:%s'" % (method, url, k, v), "bash"


def h_log(hdr, url, method):
    k, v = hdr.split(": ", 1)
    return "%s DEBUG urllib3.connectionpool: %s %s headers={'%s': '%s', 'Accept': '*/*'}" % (ts_log(), method, url, k, v), ""


HDR_CONTAINERS = [h_curl, h_http, h_requests, h_fetch, h_httpie, h_log]


# --------------------------------------------------------------------------
# prose: generic frames in English and Korean
# --------------------------------------------------------------------------
SRC = {
    "en": ["the team Notion page", "a Slack DM", "the old `.env.staging`", "the Confluence runbook",
           "the Jira ticket description", "the terminal scrollback", "`docker-compose.override.yml`",
           "the CI job log", "a comment on the PR", "the onboarding doc", "the shared Google Sheet",
           "a screenshot in the ticket", "the previous agent's notes", "the #infra channel"],
    "ko": ["팀 노션 페이지", "슬랙 DM", "예전 `.env.staging` 파일", "컨플루언스 런북", "지라 티켓 본문",
           "터미널 출력", "`docker-compose.override.yml`", "CI 잡 로그", "PR 코멘트", "온보딩 문서",
           "공유 구글 시트", "티켓에 첨부된 스크린샷", "이전 에이전트 메모", "#infra 채널"],
}
CTX = {
    "en": ["I didn't know where {topic} was kept; the user pasted it from {src}.",
           "Missing context: {topic}. It is not in the repo, only in {src}.",
           "The {svc} job kept failing with 401 because I never had {topic}.",
           "I assumed {topic} came from the secret manager, but it actually lives in {src}.",
           "Nobody told me {topic} had changed; the current value was in {src}.",
           "The task was to get {svc} running locally and it needed {topic}, which the README never mentions.",
           "I was missing {topic} and spent half an hour grepping before I asked.",
           "Context I lacked: which credential {svc} uses. Answer: {topic}, found in {src}.",
           "While debugging the {svc} deploy I did not know about {topic}.",
           "The user expected me to know {topic}; it is only mentioned in {src}."],
    "ko": ["{topic} 위치를 몰랐음. 결국 사용자가 {src}에서 붙여줌.",
           "누락된 맥락: {topic}. 저장소에는 없고 {src}에만 있음.",
           "{svc} 잡이 계속 401로 실패했는데 {topic} 정보를 몰랐기 때문.",
           "{topic} 정보는 시크릿 매니저에서 오는 줄 알았는데 실제로는 {src}에 있었음.",
           "{topic} 정보가 바뀐 걸 아무도 말해주지 않았음. 현재 값은 {src}에 있었음.",
           "{svc_eul} 로컬에서 띄우는 작업이었는데 README에 {topic} 얘기가 전혀 없음.",
           "{topic} 정보를 몰라서 한참 grep 하다가 결국 물어봄.",
           "{svc} 배포를 디버깅하면서 {topic} 관련 사실을 몰랐음.",
           "사용자는 내가 {topic} 정보를 안다고 생각했는데 {src}에만 적혀 있었음."],
}
LESSON_TAIL = {
    "en": ["Check {src} first before asking for credentials again.",
           "{svc} does not read the secret manager in local mode; it only uses the env file.",
           "Restart the container after changing the value; the app caches it at boot.",
           "Staging and prod values differ, so never copy one into the other.",
           "The value committed in the repo is stale; the working one is the newer one.",
           "", "", ""],
    "ko": ["자격 증명을 다시 묻기 전에 {src}부터 확인할 것.",
           "{svc_eun} 로컬 모드에서 시크릿 매니저를 안 읽고 env 파일만 읽음.",
           "값을 바꾼 뒤 컨테이너를 재시작해야 함. 앱이 부팅 시점에 캐시함.",
           "스테이징과 운영 값이 다르니 서로 복사하지 말 것.",
           "저장소에 커밋된 값은 오래된 것이고 동작하는 건 새 값임.",
           "", "", ""],
}
ASK = {
    "en": ["Ask which environment {topic} belongs to before using it.",
           "Ask whether {topic} has been rotated since {date}.",
           "Should I move {topic} into the secret manager instead of the repo?",
           "Ask who owns {topic} so rotation requests go to the right person.",
           "Is there a read-only alternative to {topic} for local testing?",
           "Ask whether the {svc} staging stack is still in use.", ""],
    "ko": ["{topic} 정보가 어느 환경용인지 먼저 물어보기.",
           "{date} 이후 {topic} 정보가 교체됐는지 확인하기.",
           "{topic} 정보를 저장소 대신 시크릿 매니저로 옮겨도 되는지 물어보기.",
           "{topic} 담당자가 누구인지 물어보기 (교체 요청용).",
           "로컬 테스트용 읽기 전용 자격 증명이 따로 있는지?",
           "{svc} 스테이징 스택을 아직 쓰는지 물어보기.", ""],
}
ASK_V = {
    "en": ["Is `{v}` still the current {label}, or was it rotated?",
           "Can I keep using {v} for the nightly job, or is there a dedicated {label}?",
           "Ask: is the {label} still {v}? The last run got a 401.",
           "Should `{v}` be revoked now that it is pasted in the ticket?",
           "Confirm whether the {label} `{v}` is for staging or prod.",
           "Next time ask first: \"is {v} the right {label} for {svc}?\""],
    "ko": ["`{v}` 값이 아직 유효한 {label}인지, 교체됐는지 물어보기.",
           "{label} 값이 여전히 {v} 맞나요? 지난 실행은 401이었음.",
           "티켓에 붙여진 `{v}` 값은 지금 폐기해야 하는지?",
           "{label} `{v}` 값이 스테이징용인지 운영용인지 확인 요청.",
           "다음엔 먼저 물어볼 것: \"{svc}에 {v} 쓰는 게 맞나요?\""],
}
INTRO = {
    "en": ["The user pasted:", "From {file}:", "Relevant lines:", "What I found:", "Snippet:", "This is what was there:", ""],
    "ko": ["사용자가 붙여준 내용:", "{file} 내용:", "관련 부분:", "찾은 설정:", "스니펫:", ""],
}
SPLIT_INTRO = {
    "en": ["The {label} the user gave me:", "{Label}:", "For the record, the {label} is", "The {label} (from {src}) is"],
    "ko": ["사용자가 알려준 {label}:", "{label}:", "참고로 {label} 값은", "{src}에 있던 {label}:"],
}
PROSE_V = {
    "en": ["The {label} is `{v}`.", "It authenticates with the {label} {v}.", "The working {label} turned out to be {v}.",
           "{Label} = {v} (confirmed by the user)."],
    "ko": ["{label}: `{v}`", "{label} 값은 {v} 였음.", "동작하는 {label} 값은 {v}.", "{label} = {v} (사용자 확인)"],
}
CTX_POST = {
    "en": ["That is the only place it is written down.", "The README points to a wiki page that no longer exists.",
           "It worked for the user locally but not in CI.", "I found this after the third failed deploy."],
    "ko": ["적혀 있는 곳은 여기뿐임.", "README는 이미 없어진 위키 페이지를 가리키고 있음.",
           "사용자 로컬에서는 됐는데 CI에서는 안 됐음.", "세 번째 배포 실패 후에야 찾음."],
}
FILES = ["the config", "`.env`", "`settings.yaml`", "the Helm values", "the CI file", "the script", "the log"]
FILES_KO = ["설정 파일", "`.env`", "`settings.yaml`", "Helm values", "CI 파일", "스크립트", "로그"]


CTX_CLEAN = {
    "en": ["I didn't know {topic}; it is only documented in {src}.",
           "Missing context: {topic}. The user pointed me to {src}.",
           "I lost time because nobody told me {topic}.",
           "While working on {svc} I lacked {topic}.",
           "The task depended on knowing {topic}, which the README does not cover.",
           "I misread {topic} and almost changed the wrong thing."],
    "ko": ["{topic} 관련 내용을 몰랐음. {src}에만 정리돼 있음.",
           "누락된 맥락: {topic}. 사용자가 {src_eul} 알려줌.",
           "{topic} 얘기를 아무도 안 해줘서 시간을 날림.",
           "{svc} 작업 중에 {topic} 관련 정보가 없었음.",
           "README에 {topic} 내용이 없어서 헤맸음.",
           "{topic} 내용을 잘못 읽어서 엉뚱한 걸 고칠 뻔함."],
}
TAIL_CLEAN = {
    "en": ["Write this down in the README next time.", "The same applies to the staging stack.",
           "This cost about an hour, so it is worth remembering.", "", "", ""],
    "ko": ["다음엔 README에 적어둘 것.", "스테이징 스택도 마찬가지임.", "이것 때문에 한 시간 날렸으니 기억할 것.", "", "", ""],
}
ASK_CLEAN = {
    "en": ["Ask whether there is other documentation on {topic}.", "Ask which environment this applies to.",
           "Should I add this to the README?", "Ask who maintains {svc} before changing it.",
           "Ask whether the same holds for the {svc} staging stack.", ""],
    "ko": ["{topic} 내용이 다른 곳에도 문서화돼 있는지 물어보기.", "어느 환경에 해당하는지 물어보기.",
           "README에 추가해도 되는지?", "{svc} 담당자가 누구인지 먼저 물어보기.",
           "{svc} 스테이징 스택에도 똑같이 적용되는지 물어보기.", ""],
}
ASK_V_CLEAN = {
    "en": ["Is `{v}` the right {label} for {svc}?", "Ask whether the {label} `{v}` is still current.",
           "Confirm the {label} {v} before the rollout.", "Should the docs mention {v} as the {label}?"],
    "ko": ["{svc}에 쓸 {label} 값이 `{v}` 맞는지?", "{label} `{v}` 값이 아직 최신인지 물어보기.",
           "배포 전에 {label} {v} 확인받기.", "문서에 {v} 값을 그대로 적어도 되는지?"],
}


def _fill(lang, sc, extra=None):
    s = svc()
    src = pick(SRC[lang])
    d = dict(topic=sc["topic"], src=src, src_eul=josa(src, "을/를"), svc=s, date=date_s(),
             file=pick(FILES if lang == "en" else FILES_KO),
             svc_eul=josa(s, "을/를"), svc_eun=josa(s, "은/는"))
    if extra:
        d.update(extra)
    return d


POOLS = {
    "secret": dict(ctx=CTX, tail=LESSON_TAIL, ask=ASK, askv=ASK_V),
    "clean": dict(ctx=CTX_CLEAN, tail=TAIL_CLEAN, ask=ASK_CLEAN, askv=ASK_V_CLEAN),
}


def fmt_snip(snip, fence):
    one = "\n" not in snip
    opts = [("fence", 6), ("plain", 2), ("indent", 1)]
    if one and len(snip) < 220:
        opts.append(("inline", 4))
    style = wpick(opts)
    if style == "fence":
        return "```%s\n%s\n```" % (fence or "", snip), False
    if style == "plain":
        return snip, False
    if style == "indent":
        return "\n".join("    " + ln for ln in snip.split("\n")), False
    return "`%s`" % snip, True


def place(pre, block, post, inline_block, pos=None):
    sep = " " if inline_block else "\n"
    pos = pos or pick(["start", "middle", "end", "end", "middle"])
    text = " ".join(x for x in [pre, post] if x)
    if pos == "start" or not text:
        return block + (sep + text if text else "")
    if pos == "end" or not post or not pre:
        return text + sep + block
    return pre + sep + block + sep + post


def compose(lang, sc, kind):
    f = _fill(lang, sc)
    P = POOLS[kind]
    # scenario strings may contain secrets with braces: never .format() them
    ctx = pick(sc["ctxs"]) if sc.get("ctxs") and chance(0.7) else pick(P["ctx"][lang]).format(**f)
    lesson = pick(sc["lessons"])
    tail = pick(P["tail"][lang]).format(**f)
    if tail and chance(0.5):
        lesson = lesson + " " + tail
    ask = pick(sc["asks"]) if sc.get("asks") and chance(0.6) else pick(P["ask"][lang]).format(**f)
    ASK = P["ask"]
    ASK_V = P["askv"]
    intro = pick(INTRO[lang]).format(**f)
    snip = sc.get("snip")
    inline = sc.get("inline") or []
    opts = []
    if snip:
        opts += [("mc", 22), ("lesson", 20)]
        if len(snip.encode("utf-8")) < 260:
            opts.append(("ask", 4))
        if inline:
            opts += [("mc_ask", 10), ("lesson_ask", 8), ("both", 4)]
    if inline:
        opts += [("split", 7 if kind == "secret" else 0), ("prose", 8), ("ask_only", 3 if kind == "secret" else 1)]
    if sc.get("placements"):
        opts = [(p, w) for p, w in opts if p in sc["placements"]] or opts
    opts = [(p, w) for p, w in opts if w > 0] or [("prose-only", 1)]
    placement = wpick(opts)

    def lbl():
        label, v = pick(inline)
        return label, v

    def askv():
        label, v = lbl()
        return pick(ASK_V[lang]).format(v=v, label=label, svc=f["svc"]), v

    mc, ls, ak = ctx, lesson, ask
    if placement in ("mc", "mc_ask", "both"):
        block, il = fmt_snip(snip, sc.get("fence"))
        if chance(0.5):
            mc = place(ctx + ((" " + intro) if intro and not il else ""), block, "", il, "end" if intro else None)
        else:
            mc = place(ctx, block, pick(CTX_POST[lang]).format(**f) if chance(0.4) else "", il)
    if placement in ("lesson", "lesson_ask"):
        block, il = fmt_snip(snip, sc.get("fence"))
        ls = place(lesson, block, tail if (chance(0.3) and tail not in lesson) else "", il)
    if placement == "ask":
        block, il = fmt_snip(snip, sc.get("fence"))
        ak = place(ask or pick(ASK[lang][:5]).format(**f), block, "", il)
    if placement in ("mc_ask", "lesson_ask", "ask_only"):
        ak, _ = askv()
    if placement == "both":
        label, v = lbl()
        ls = lesson + " " + pick(PROSE_V[lang]).format(label=label, Label=cap(label), v=v)
    if placement == "prose":
        label, v = lbl()
        sent = pick(PROSE_V[lang]).format(label=label, Label=cap(label), v=v)
        if chance(0.5):
            mc = ctx + " " + sent if chance(0.6) else sent + " " + ctx
        else:
            ls = lesson + " " + sent if chance(0.6) else sent + " " + lesson
    if placement == "split":
        label, v = lbl()
        si = pick(SPLIT_INTRO[lang]).format(label=label, Label=cap(label), src=f["src"])
        vv = pick(["%s", "`%s`", "%s\n", "`%s` —"]) % v
        if chance(0.6):
            mc = ctx + (" " if chance(0.5) else "\n") + si
            ls = vv + ("" if vv.endswith("\n") else " ") + lesson
        else:
            ls = lesson + (" " if chance(0.5) else "\n") + si
            ak = vv + ("" if vv.endswith("\n") else " ") + (ask or pick(ASK[lang][:5]).format(**f))
    return {"missing_context": mc.strip(), "lesson": ls.strip(), "ask_next_time": ak.strip()}, placement


# --------------------------------------------------------------------------
# secret scenarios
# --------------------------------------------------------------------------
def T(lang, en, ko):
    return en if lang == "en" else ko


def SC(cat, topic, lessons, snip=None, fence="", secrets=(), inline=(), ctxs=None, asks=None,
       vendor=None, placements=None):
    return dict(cat=cat, topic=topic, lessons=list(lessons), snip=snip, fence=fence, secrets=list(secrets),
                inline=list(inline), ctxs=ctxs, asks=asks, vendor=vendor, placements=placements)


VENDOR_LESSONS = {
    "en": ["{name} only accepts the {kind} in the `{hk}` header; sending it as a query parameter returns 401.",
           "The service reads `{env}` at startup, so editing the env file without a restart does nothing.",
           "`{env}` also has to exist in the CI environment, otherwise the integration tests are skipped silently.",
           "The old {kind} was revoked on {date}; the one here is its replacement.",
           "{name} credentials are scoped per project; the billing project's {kind} cannot read analytics data.",
           "The SDK picks up `{env}` automatically, so the client constructor does not need it.",
           "The {kind} in the repo belonged to a deleted {name} account; this is the team-owned one.",
           "Rate limits are per {kind}, so the nightly job and the web app must not share it."],
    "ko": ["{name} API는 {kind_eul} `{hk}` 헤더로만 받음. 쿼리 파라미터로 보내면 401.",
           "서비스가 시작할 때 {env_eul} 읽어서 재시작 없이 env 파일만 고치면 반영이 안 됨.",
           "CI 환경에도 {env_i} 있어야 함. 없으면 통합 테스트가 조용히 스킵됨.",
           "예전 {kind_eun} {date}에 폐기됐고 여기 있는 게 교체된 값.",
           "{name} 자격 증명은 프로젝트 단위라 결제 프로젝트의 {kind_ro}는 분석 데이터를 못 읽음.",
           "SDK가 {env_eul} 자동으로 읽으므로 클라이언트 생성자에 따로 넘길 필요 없음.",
           "저장소에 있던 {kind_eun} 삭제된 {name} 계정 것이었고 이게 팀 소유 값.",
           "레이트 리밋이 {kind} 단위라서 야간 배치와 웹앱이 같은 값을 쓰면 안 됨."],
}


def g_vendor(lang, vi):
    v = VENDORS[vi]
    items = v["items"]()
    secrets = [x[1] for x in items if x[2]]
    kind = v["en"] if lang == "en" else v["ko"]
    hk = None
    if v.get("hdr") and len(secrets) == 1 and chance(0.45):
        hdr = v["hdr"](secrets[0])
        hk = hdr.split(":")[0]
        if v.get("hdr_b64"):     # Basic auth of "key:" -> the base64 blob is what is written
            secrets = [hdr.split(" ")[-1]]
        url = v.get("api") or "https://api.%s/v1/%s" % (domain(), pick(["items", "events", "sync", "status"]))
        method = pick(["GET", "POST"]) if "?" not in url else "GET"
        c = pick(HDR_CONTAINERS)
        snip, fence = c(hdr, url, method)
        cont = "%s (%s header)" % (c.__name__[2:], hk)
        written = secrets
    else:
        snip, written, fence, cont = render_kv(items)
    env = [n for n, _, s in items if s][0]
    pool = [x for x in VENDOR_LESSONS[lang] if hk or "{hk}" not in x]
    fmt = dict(name=v["name"], kind=kind, kind_eul=josa(kind, "을/를"), kind_eun=josa(kind, "은/는"),
               kind_ro=josa(kind, "으로/로"), env_eul=josa("`%s`" % env, "을/를"), env_i=josa("`%s`" % env, "이/가"), hk=hk, env=env, date=date_s())
    lessons = [pick(pool).format(**fmt) for _ in range(2)]
    if len(written) == 1:
        inline = [(T(lang, "%s %s" % (v["name"], v["en"]), "%s %s" % (v["name"], v["ko"])), written[0])]
    else:
        inline = [("`%s`" % n, w) for (n, _, s), w in zip([x for x in items if x[2]], written)]
    if hk and v.get("hdr_b64"):
        inline = [(T(lang, "Basic auth value", "Basic 인증 문자열"), written[0])]
        cont += " (base64 of key + ':')"
    topic = T(lang, "the %s %s" % (v["name"], v["en"]), "%s %s" % (v["name"], v["ko"]))
    return SC("vendor token: %s %s [%s] in %s" % (v["name"], v["en"], v["reg"], cont), topic, lessons,
              snip, fence, written, inline, vendor=v["name"])


# ---- passwords of people and services, in prose / chat / tables ----
def _pw_for(lang, ascii_only=False, forbid=""):
    while True:
        if lang == "ko" and not ascii_only and chance(0.5):
            p = pw_hangul() if chance(0.6) else pw_korkbd()
        else:
            p = pw_any(ascii_only=ascii_only or lang == "en" and chance(0.9))
        if not any(c in p for c in forbid + "'\"\\`$"):
            return p


def pwp_chat(lang):
    pw = _pw_for(lang)
    who = pick(PEOPLE)
    sysname = pick(["staging admin console", "Grafana", "the QA tenant", "Jenkins", "the NAS web UI", "Harbor", "Metabase"])
    if lang == "en":
        snip = "[%s] %s: the %s login is %s / %s\n[%s] %s: pls don't put it in git" % (
            hhmm(), who, sysname, user(), pw, hhmm(), who)
        lessons = ["Shared logins for %s are handed out in chat, not stored anywhere." % sysname,
                   "The %s account is shared by the whole QA team; changing it locks everyone out." % sysname]
        topic = "the %s login" % sysname
    else:
        snip = "[%s] %s: %s 로그인은 %s / %s 임\n[%s] %s: 깃에는 올리지 마세요" % (
            hhmm(), who, sysname, user(), pw, hhmm(), who)
        lessons = ["%s 공용 계정은 채팅으로만 공유되고 어디에도 저장돼 있지 않음." % sysname,
                   "%s 계정은 QA 팀 전체가 같이 써서 비밀번호를 바꾸면 다들 잠김." % sysname]
        topic = "%s 로그인 정보" % sysname
    return SC("password: shared login pasted from chat (%s)" % pw_kind_name(pw), topic, lessons, snip, "",
              [pw], [(T(lang, "password", "비밀번호"), pw)])


def pwp_handover(lang):
    pw = _pw_for(lang)
    u = user()
    h = host()
    thing = pick(["NAS", "build box", "bastion", "old Jenkins VM", "router admin page", "Synology", "printer server"])
    if lang == "en":
        prose = [pick(["Handover from %s: the %s (%s) admin is `%s`, password `%s`.",
                       "%s left a note: %s at %s, login %s with %s."]) % (pick(PEOPLE), thing, h, u, pw)]
        lessons = ["The %s is not in the inventory; only the previous owner knew the login." % thing,
                   "Log in to the %s through the VPN; it is not reachable from the office Wi-Fi." % thing]
        topic = "the %s admin login" % thing
    else:
        prose = [pick(["%s 인수인계 메모: %s(%s) 관리자 계정 `%s`, 비밀번호 `%s`.",
                       "%s님 메모: %s 주소 %s, 계정 %s / 비번 %s"]) % (pick(PEOPLE), thing, h, u, pw)]
        lessons = ["%s 자산 목록에 없고 이전 담당자만 로그인 정보를 알고 있었음." % josa(thing, "은/는"),
                   "%s VPN으로만 접속됨. 사무실 와이파이에서는 안 보임." % josa(thing, "은/는")]
        topic = "%s 관리자 계정" % thing
    sc = SC("password: handover note for %s admin (%s)" % (thing, pw_kind_name(pw)), topic, lessons, None, "",
            [pw], [(T(lang, "admin password", "관리자 비밀번호"), pw)])
    sc["ctxs"] = [prose[0] + " " + T(lang, "I did not know this box existed.", "이 장비가 있는 줄도 몰랐음.")]
    sc["placements"] = ["prose", "split", "ask_only"]
    return sc


def pwp_table(lang):
    rows = []
    pws = []
    for sysname in sample(["GitLab root", "Grafana admin", "pgAdmin", "Kibana", "RabbitMQ mgmt", "MinIO console",
                           "Airflow", "Nexus", "SonarQube", "Portainer"], rint(2, 4)):
        pw = _pw_for(lang, forbid="|")
        pws.append(pw)
        rows.append("| %s | %s | %s |" % (sysname, pick(["admin", "root", user()]), pw))
    snip = "\n".join(["| system | user | password |", "|---|---|---|"] + rows)
    lessons = [T(lang, "The staging tools all use local accounts, not SSO, so the table from the wiki is the only source.",
                 "스테이징 도구들은 SSO가 아니라 로컬 계정이라서 위키 표가 유일한 정보원."),
               T(lang, "Half of these were never rotated after the contractor left.", "외주 인력이 나간 뒤에도 절반은 교체되지 않았음.")]
    return SC("password: table of tool logins (%d rows)" % len(rows),
              T(lang, "the staging tool logins", "스테이징 도구 로그인"), lessons, snip, "", pws,
              [(T(lang, "admin password", "관리자 비밀번호"), pws[0])],
              placements=["mc", "lesson", "mc_ask", "lesson_ask", "both", "ask"])


def pwp_temp(lang):
    pw = _pw_for(lang)
    u = pick(PEOPLE).replace(".", "") + "@" + domain()
    if lang == "en":
        snip = "From: it-helpdesk@%s\nSubject: Your temporary password\n\nAccount: %s\nTemporary password: %s\nYou must change it at first login." % (domain(), u, pw)
        lessons = ["New accounts get a temporary password by mail; the VPN rejects it until it is changed in the portal."]
    else:
        snip = "보낸 사람: it-helpdesk@%s\n제목: 임시 비밀번호 안내\n\n계정: %s\n임시 비밀번호: %s\n최초 로그인 시 변경해야 합니다." % (domain(), u, pw)
        lessons = ["신규 계정은 메일로 임시 비밀번호가 오고, 포털에서 바꾸기 전까지 VPN 로그인이 거부됨."]
    return SC("password: temporary password mail", T(lang, "the new account's first login", "신규 계정 첫 로그인"),
              lessons, snip, "", [pw], [(T(lang, "temporary password", "임시 비밀번호"), pw)])


def pwp_sudo(lang):
    pw = _pw_for(lang)
    h = host()
    snip = "$ ssh %s@%s\n$ sudo systemctl restart %s\n[sudo] password for %s: %s   <- typed into the wrong pane" % (
        user(), h, svc(), user(), pw) if lang == "en" else \
        "$ ssh %s@%s\n$ sudo systemctl restart %s\n[sudo] password for %s: %s   <- 사용자가 채팅창에 잘못 입력" % (user(), h, svc(), user(), pw)
    lessons = [T(lang, "Restarting the unit needs sudo on that host; the deploy user has no NOPASSWD rule.",
                 "그 호스트에서 유닛 재시작은 sudo가 필요하고 deploy 계정엔 NOPASSWD 규칙이 없음.")]
    return SC("password: sudo password echoed into terminal paste", T(lang, "sudo access on " + h, h + " sudo 권한"),
              lessons, snip, "console", [pw], [(T(lang, "sudo password", "sudo 비밀번호"), pw)])


def pwp_app_admin(lang):
    pw = _pw_for(lang)
    var, prod = pick([("GF_SECURITY_ADMIN_PASSWORD", "Grafana"), ("KEYCLOAK_ADMIN_PASSWORD", "Keycloak"),
                      ("MINIO_ROOT_PASSWORD", "MinIO"), ("RABBITMQ_DEFAULT_PASS", "RabbitMQ"),
                      ("MYSQL_ROOT_PASSWORD", "MySQL"), ("POSTGRES_PASSWORD", "Postgres"),
                      ("ELASTIC_PASSWORD", "Elasticsearch"), ("PGADMIN_DEFAULT_PASSWORD", "pgAdmin"),
                      ("MONGO_INITDB_ROOT_PASSWORD", "MongoDB"), ("REDIS_PASSWORD", "Redis")])
    items = [(var, pw, True)]
    snip, written, fence, cont = render_kv(items, [c_compose, c_env, c_k8s_secret, c_k8s_env, c_dockerfile, c_gha,
                                                   c_inline, c_export, c_diff, c_log, c_k8s_data])
    lessons = [T(lang, "%s only reads `%s` on first start; after the volume exists, changing it does nothing." % (prod, var),
                 "%s %s 최초 기동 때만 읽음. 볼륨이 생긴 뒤에는 바꿔도 소용없음." % (josa(prod, "은/는"), josa("`%s`" % var, "을/를"))),
               T(lang, "The compose file in the repo is what staging actually runs.", "저장소의 compose 파일이 실제 스테이징 구성임.")]
    return SC("password: %s admin password via %s in %s" % (prod, var, cont),
              T(lang, "the %s admin password" % prod, "%s 관리자 비밀번호" % prod), lessons, snip, fence, written,
              [(T(lang, "%s password" % prod, "%s 비밀번호" % prod), written[0])])


def pwp_personal(lang):
    pw = _pw_for(lang)
    who = pick(PEOPLE)
    what = pick(["laptop login", "Okta password", "Google Workspace password", "Windows domain password", "Apple ID password"])
    what_ko = {"laptop login": "노트북 로그인 비밀번호", "Okta password": "Okta 비밀번호",
               "Google Workspace password": "구글 워크스페이스 비밀번호", "Windows domain password": "윈도우 도메인 비밀번호",
               "Apple ID password": "Apple ID 비밀번호"}[what]
    if lang == "en":
        ctxs = ["%s shared their %s so I could reproduce the SSO bug on their account: %s" % (who, what, pw),
                "To reproduce the login loop I used %s's account; their %s is %s." % (who, what, pw)]
        lessons = ["The SSO loop only happens for accounts with an expired password, not for fresh ones.",
                   "Never reproduce auth bugs on a real person's account; ask for a test user."]
        topic = "%s's %s" % (who, what)
    else:
        ctxs = ["SSO 버그 재현하려고 %s님이 %s를 알려줌: %s" % (who, what_ko, pw),
                "로그인 루프 재현에 %s님 계정을 썼고, %s는 %s." % (who, what_ko, pw)]
        lessons = ["SSO 루프는 비밀번호가 만료된 계정에서만 발생하고 새 계정에서는 안 생김.",
                   "실제 사람 계정으로 인증 버그를 재현하지 말고 테스트 계정을 요청할 것."]
        topic = "%s님 %s" % (who, what_ko)
    sc = SC("password: a person's own %s in prose (%s)" % (what, pw_kind_name(pw)), topic, lessons, None, "", [pw],
            [(T(lang, what, what_ko), pw)], ctxs=ctxs)
    sc["placements"] = ["prose", "split", "ask_only", "mc_ask"]
    return sc


PW_PROSE = [pwp_chat, pwp_handover, pwp_table, pwp_temp, pwp_sudo, pwp_app_admin, pwp_personal]


# ---- passwords inside commands ----
def pct(p):
    return urllib.parse.quote(p, safe="")


def _attached(flag, p):
    return flag + (p if all(c in SHELL_SAFE for c in p) else "'" + p + "'")


def _db():
    return pick(["orders", "app", "billing", "analytics", "crm", "shop", "ledger", "legacy_erp"])


# (key, forbidden chars in the password, builder(p, u, h) -> (command, [written]), topic en, topic ko, lesson en, lesson ko)
CMDS = [
    ("mysql -p attached", " ", lambda p, u, h: ("mysql -h %s -u %s %s %s" % (h, u, _attached("-p", p), _db()), [p]),
     "the MySQL app password", "MySQL 앱 계정 비밀번호",
     "mysql needs the password glued to -p (no space); with a space it prompts and the cron job hangs.",
     "mysql은 -p 뒤에 공백 없이 비밀번호를 붙여야 함. 띄우면 프롬프트가 떠서 크론이 멈춤."),
    ("mysql --password=", "", lambda p, u, h: ("mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, shq(p)), [p]),
     "the MySQL password", "MySQL 비밀번호",
     "The replica lag check uses the read-only user; the admin user is blocked from the office IP range.",
     "복제 지연 체크는 읽기 전용 계정으로 해야 함. 관리자 계정은 사무실 IP 대역에서 막혀 있음."),
    ("mysqldump -p attached", " ", lambda p, u, h: ("mysqldump -h %s -u%s %s --single-transaction %s > dump.sql" % (h, u, _attached("-p", p), _db()), [p]),
     "the dump user's password", "덤프용 계정 비밀번호",
     "--single-transaction avoids locking the tables; without it the shop froze for 4 minutes.",
     "--single-transaction을 써야 테이블 락이 안 걸림. 빼먹었더니 쇼핑몰이 4분간 멈췄음."),
    ("PGPASSWORD env prefix", "", lambda p, u, h: ("PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (shq(p), h, u, _db()), [p]),
     "the Postgres password", "Postgres 비밀번호",
     "psql ignores ~/.pgpass when PGPASSWORD is set, which is why the wrong role was used.",
     "PGPASSWORD가 설정돼 있으면 psql이 ~/.pgpass를 무시해서 엉뚱한 롤로 접속됐던 것."),
    ("psql URL percent-encoded", "", lambda p, u, h: ('psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (u, pct(p), h, _db()), [pct(p)]),
     "the Postgres connection URL", "Postgres 접속 URL",
     "Special characters in the password must be percent-encoded in the URL, otherwise psql splits at the @.",
     "URL 안 비밀번호의 특수문자는 퍼센트 인코딩해야 함. 안 하면 psql이 @에서 잘라버림."),
    ("redis-cli -a", " ", lambda p, u, h: ("redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, shq(p)), [p]),
     "the Redis requirepass", "Redis requirepass 값",
     "The Redis in staging has requirepass set even though the chart default is no auth.",
     "스테이징 Redis는 차트 기본값과 달리 requirepass가 걸려 있음."),
    ("mongosh URI", "", lambda p, u, h: ('mongosh "mongodb://%s:%s@%s:27017/admin?authSource=admin"' % (u, pct(p), h), [pct(p)]),
     "the MongoDB admin login", "MongoDB 관리자 계정",
     "authSource=admin is required; the users live in the admin database, not in the app database.",
     "authSource=admin이 꼭 필요함. 사용자가 앱 DB가 아니라 admin DB에 있음."),
    ("mongo -u -p", " ", lambda p, u, h: ("mongo --host %s -u %s -p %s --authenticationDatabase admin" % (h, u, shq(p)), [p]),
     "the Mongo password", "Mongo 비밀번호",
     "The legacy mongo shell is still needed on that host because mongosh is not installed there.",
     "그 호스트엔 mongosh가 없어서 레거시 mongo 셸을 써야 함."),
    ("sshpass -p", "", lambda p, u, h: ("sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s 'df -h'" % (shq(p), u, h), [p]),
     "the SSH password for the old box", "구형 서버 SSH 비밀번호",
     "That host still has password auth only; key auth was never set up for the deploy user.",
     "그 호스트는 아직 비밀번호 인증만 되고 deploy 계정에 키 인증이 안 깔려 있음."),
    ("sshpass scp", "", lambda p, u, h: ("sshpass -p %s scp backup.tar.gz %s@%s:/srv/backup/" % (shq(p), u, h), [p]),
     "the backup host login", "백업 서버 로그인",
     "Backups must be copied before 02:00, when the host starts its own rsync.",
     "백업 파일은 02시 전에 복사해야 함. 그때부터 호스트 자체 rsync가 돔."),
    ("curl -u user:pass", "", lambda p, u, h: ("curl -fsS -u %s https://%s/api/v1/health" % (shq(u + ":" + p), h), [p]),
     "the basic-auth login of the internal API", "내부 API basic auth 계정",
     "The internal API is behind basic auth on the ingress, separate from the app's own login.",
     "내부 API는 앱 로그인과 별개로 인그레스에서 basic auth가 걸려 있음."),
    ("wget --password", "", lambda p, u, h: ("wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, shq(p), h), [p]),
     "the export server password", "익스포트 서버 비밀번호",
     "The export server only keeps the latest CSV; older ones are deleted at midnight.",
     "익스포트 서버는 최신 CSV만 남기고 이전 파일은 자정에 삭제함."),
    ("git clone https user:pass", "", lambda p, u, h: ("git clone https://%s:%s@git.%s/platform/%s.git" % (u, pct(p), domain(), svc()), [pct(p)]),
     "the self-hosted Git login", "사내 Git 로그인",
     "The self-hosted Git does not accept SSH from CI runners, only HTTPS.",
     "사내 Git은 CI 러너에서 SSH를 안 받고 HTTPS만 받음."),
    ("docker login -p", "", lambda p, u, h: ("docker login -u %s -p %s registry.%s" % (u, shq(p), domain()), [p]),
     "the private registry login", "프라이빗 레지스트리 로그인",
     "The registry rejects pushes from robot accounts without the project prefix.",
     "레지스트리는 프로젝트 접두사 없는 로봇 계정의 push를 거부함."),
    ("echo | docker login --password-stdin", "", lambda p, u, h: ("echo %s | docker login registry.%s -u %s --password-stdin" % (shq(p), domain(), u), [p]),
     "the registry password", "레지스트리 비밀번호",
     "--password-stdin is fine, but the echo still lands in shell history; use a file instead.",
     "--password-stdin은 괜찮지만 echo는 셸 히스토리에 남으니 파일로 넘길 것."),
    ("htpasswd -b", "", lambda p, u, h: ("htpasswd -bc /etc/nginx/.htpasswd %s %s" % (u, shq(p)), [p]),
     "the basic-auth password for the staging site", "스테이징 사이트 basic auth 비밀번호",
     "-c recreates the file, so running it twice wiped the other users.",
     "-c 옵션은 파일을 새로 만들어서 두 번 실행하면 다른 사용자가 지워짐."),
    ("smbclient -U user%pass", "", lambda p, u, h: ("smbclient //%s/share -U %s -c 'ls'" % (h, shq(u + "%" + p)), [p]),
     "the file share login", "파일 공유 로그인",
     "The share requires SMB3; older clients silently fall back and fail.",
     "공유 폴더는 SMB3가 필요하고 구버전 클라이언트는 조용히 실패함."),
    ("mount cifs password=", ",", lambda p, u, h: ("sudo mount -t cifs //%s/share /mnt/share -o username=%s,password=%s,vers=3.0" % (h, u, p), [p]),
     "the CIFS mount credentials", "CIFS 마운트 자격 증명",
     "The mount options should live in a credentials file, not fstab, because fstab is world-readable.",
     "마운트 옵션은 fstab 말고 credentials 파일에 둬야 함. fstab은 누구나 읽을 수 있음."),
    ("net use positional", " ", lambda p, u, h: ("net use Z: \\\\%s\\share %s /user:CORP\\%s /persistent:no" % (h, p, u), [p]),
     "the Windows share password", "윈도우 공유 폴더 비밀번호",
     "The build agent runs as SYSTEM, so mapped drives from an interactive session are invisible to it.",
     "빌드 에이전트는 SYSTEM으로 돌아서 대화형 세션에서 매핑한 드라이브가 안 보임."),
    ("ldapsearch -w", "", lambda p, u, h: ('ldapsearch -x -H ldaps://%s -D "cn=%s,ou=svc,dc=corp,dc=local" -w %s "(uid=%s)"' % (h, u, shq(p), pick(PEOPLE).replace(".", "")), [p]),
     "the LDAP bind password", "LDAP 바인드 비밀번호",
     "The bind DN is under ou=svc, not ou=people; that is why binds failed with 49.",
     "바인드 DN은 ou=people이 아니라 ou=svc 아래에 있음. 그래서 49 에러가 났던 것."),
    ("openssl -passout pass:", " ", lambda p, u, h: ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % p, [p]),
     "the PKCS#12 export password", "PKCS#12 내보내기 비밀번호",
     "The Java service cannot read a p12 without a password, so an empty one does not work.",
     "자바 서비스는 비밀번호 없는 p12를 못 읽어서 빈 비밀번호는 안 됨."),
    ("keytool -storepass", " ", lambda p, u, h: ("keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass %s -srcstorepass %s" % (shq(p), shq(p)), [p]),
     "the keystore password", "키스토어 비밀번호",
     "Store and key passwords must match for Tomcat, otherwise it fails with 'Cannot recover key'.",
     "톰캣은 store 비밀번호와 key 비밀번호가 같아야 함. 다르면 'Cannot recover key' 에러."),
    ("zip -P", "", lambda p, u, h: ("zip -P %s -r export-%s.zip ./reports" % (shq(p), date_s()), [p]),
     "the password of the export archive", "익스포트 압축 파일 비밀번호",
     "Finance opens these archives on Windows, so zip is used instead of 7z.",
     "재무팀이 윈도우에서 열어야 해서 7z 대신 zip을 씀."),
    ("7z -p attached", " ", lambda p, u, h: ("7z a %s -mhe=on logs.7z ./logs" % _attached("-p", p), [p]),
     "the log archive password", "로그 압축 비밀번호",
     "-mhe=on also encrypts file names; the auditor asked for that.",
     "-mhe=on을 줘야 파일명까지 암호화됨. 감사 요구사항."),
    ("sqlcmd -P", " ", lambda p, u, h: ('sqlcmd -S %s -U sa -P %s -Q "SELECT @@VERSION"' % (h, shq(p)), [p]),
     "the SQL Server sa password", "SQL Server sa 비밀번호",
     "sa is still used by the legacy ERP job; migrating it to a contained user is on the backlog.",
     "레거시 ERP 잡이 아직 sa를 씀. 전용 계정으로 옮기는 건 백로그에 있음."),
    ("lftp -u user,pass", ", ", lambda p, u, h: ("lftp -u %s,%s ftp://%s -e 'mirror --reverse ./dist /www; quit'" % (u, p, h), [p]),
     "the FTP login of the hosting provider", "호스팅 FTP 계정",
     "The hosting plan only offers FTP; SFTP costs extra.",
     "호스팅 요금제가 FTP만 지원하고 SFTP는 유료임."),
    ("mc alias set positionals", "", lambda p, u, h: None, "", "", "", ""),
    ("az login -p", "", lambda p, u, h: None, "", "", "", ""),
    ("kubectl --from-literal", "", lambda p, u, h: ("kubectl -n %s create secret generic db-creds --from-literal=username=%s --from-literal=password=%s" % (pick(ENVS), u, shq(p)), [p]),
     "the DB secret for the cluster", "클러스터용 DB 시크릿",
     "--from-literal puts the value in shell history; --from-file is what the runbook asks for.",
     "--from-literal은 셸 히스토리에 값이 남음. 런북은 --from-file을 요구함."),
    ("helm --set password", "", lambda p, u, h: ("helm upgrade --install %s ./chart -n %s --set db.password=%s" % (svc(), pick(ENVS), shq(p)), [p]),
     "the chart's DB password", "차트의 DB 비밀번호",
     "--set values end up in the release secret in clear text; use existingSecret instead.",
     "--set 값은 릴리스 시크릿에 평문으로 남으니 existingSecret을 쓸 것."),
    ("terraform -var", "", lambda p, u, h: ("terraform apply -var 'db_password=%s' -var 'env=%s'" % (p, pick(ENVS)), [p]),
     "the RDS master password", "RDS 마스터 비밀번호",
     "The password ends up in the state file anyway, so the state bucket must stay private.",
     "비밀번호는 어차피 state 파일에 남으므로 state 버킷은 비공개여야 함."),
    ("ansible -e", "", lambda p, u, h: ('ansible-playbook site.yml -l %s -e "db_password=%s"' % (pick(ENVS), p), [p]),
     "the playbook's DB password", "플레이북 DB 비밀번호",
     "Extra vars override the vault file, which is why the vaulted value was ignored.",
     "extra vars가 vault 파일보다 우선이라 vault 값이 무시됐던 것."),
    ("java --spring.datasource.password", "", lambda p, u, h: ("java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (svc(), u, shq(p)), [p]),
     "the datasource password", "데이터소스 비밀번호",
     "Command-line args beat application.yml in Spring's property order.",
     "스프링 프로퍼티 우선순위에서 커맨드라인 인자가 application.yml보다 높음."),
    ("rabbitmqctl positional", "", lambda p, u, h: ("rabbitmqctl %s %s %s" % (pick(["add_user", "change_password"]), u, shq(p)), [p]),
     "the RabbitMQ user password", "RabbitMQ 사용자 비밀번호",
     "New RabbitMQ users have no permissions until set_permissions is run on the vhost.",
     "RabbitMQ 새 사용자는 vhost에 set_permissions를 해야 권한이 생김."),
    ("SQL CREATE USER IDENTIFIED BY", "", lambda p, u, h: ("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, p, _db(), u), [p]),
     "the new read-only DB user", "새 읽기 전용 DB 계정",
     "The grant must name the schema; GRANT SELECT ON *.* was rejected by the DBA.",
     "GRANT에 스키마를 명시해야 함. *.*는 DBA가 반려함."),
    ("SQL ALTER USER WITH PASSWORD", "", lambda p, u, h: ("ALTER USER %s WITH PASSWORD '%s';" % (u, p), [p]),
     "the rotated Postgres role password", "교체된 Postgres 롤 비밀번호",
     "After ALTER USER the pgbouncer userlist must be regenerated or clients keep failing.",
     "ALTER USER 후 pgbouncer userlist를 다시 만들어야 클라이언트 실패가 멈춤."),
    ("gpg --passphrase", "", lambda p, u, h: ("gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gpg | tar x" % shq(p), [p]),
     "the GPG passphrase for the archive", "아카이브 GPG 패스프레이즈",
     "--pinentry-mode loopback is needed on GnuPG 2.1+ for --passphrase to work.",
     "GnuPG 2.1 이상에서는 --pinentry-mode loopback이 있어야 --passphrase가 먹힘."),
    ("openssl enc -k", "", lambda p, u, h: ("openssl enc -aes-256-cbc -pbkdf2 -k %s -in dump.sql -out dump.sql.enc" % shq(p), [p]),
     "the dump encryption password", "덤프 암호화 비밀번호",
     "-pbkdf2 must be given on both encrypt and decrypt or the output is garbage.",
     "-pbkdf2는 암호화/복호화 양쪽에 다 줘야 함. 안 그러면 깨진 결과가 나옴."),
    ("ssh-keygen -N", "", lambda p, u, h: ("ssh-keygen -t ed25519 -N %s -C deploy@%s -f ~/.ssh/deploy_ed25519" % (shq(p), domain()), [p]),
     "the deploy key passphrase", "배포 키 패스프레이즈",
     "The agent on the CI box cannot answer passphrase prompts; the key has to be loaded with ssh-add first.",
     "CI 박스의 에이전트는 패스프레이즈 프롬프트에 답을 못 하니 ssh-add로 먼저 올려야 함."),
    ("influx setup -p", " ", lambda p, u, h: ("influx setup -u admin -p %s -o %s -b metrics -r 30d -f" % (shq(p), pick(DOMAINS).split(".")[0]), [p]),
     "the InfluxDB admin password", "InfluxDB 관리자 비밀번호",
     "influx setup can only run once; afterwards use influx user password.",
     "influx setup은 한 번만 실행되고 그 뒤엔 influx user password를 써야 함."),
    ("mosquitto_pub -P", "", lambda p, u, h: ("mosquitto_pub -h %s -p 8883 --capath /etc/ssl/certs -u %s -P %s -t sensors/test -m ping" % (h, u, shq(p)), [p]),
     "the MQTT broker password", "MQTT 브로커 비밀번호",
     "The broker only allows TLS on 8883; 1883 is closed in production.",
     "브로커는 8883 TLS만 허용하고 운영에서 1883은 닫혀 있음."),
    ("ipmitool -P", " ", lambda p, u, h: ("ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, shq(p)), [p]),
     "the BMC password", "BMC 비밀번호",
     "The BMC network is only reachable from the jump host.",
     "BMC 네트워크는 점프 호스트에서만 접근 가능."),
    ("sqlplus user/pass@", "@/ ", lambda p, u, h: ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, p, h), [p]),
     "the Oracle schema password", "오라클 스키마 비밀번호",
     "Connect to the PDB service name, not the CDB SID.",
     "CDB SID가 아니라 PDB 서비스 이름으로 접속해야 함."),
    ("RSYNC_PASSWORD prefix", "", lambda p, u, h: ("RSYNC_PASSWORD=%s rsync -av --delete ./dist/ rsync://%s@%s/www/" % (shq(p), u, h), [p]),
     "the rsync daemon password", "rsync 데몬 비밀번호",
     "--delete on the www module removed the uploads folder once; exclude it.",
     "www 모듈에 --delete를 줬다가 uploads 폴더가 날아간 적 있음. 제외할 것."),
    ("httpie -a", "", lambda p, u, h: ("http -a %s GET https://%s/api/admin/stats" % (shq(u + ":" + p), h), [p]),
     "the admin API login", "관리자 API 계정",
     "The admin API rate-limits to 10 requests per minute per user.",
     "관리자 API는 사용자당 분당 10회로 제한됨."),
    ("xfreerdp /p:", " ", lambda p, u, h: ("xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, shq(p)), [p]),
     "the RDP login of the Windows build agent", "윈도우 빌드 에이전트 RDP 계정",
     "Only one RDP session is allowed; connecting kicks the build agent's session.",
     "RDP 세션은 하나만 허용돼서 접속하면 빌드 에이전트 세션이 끊김."),
    ("PowerShell ConvertTo-SecureString", "", lambda p, u, h: ("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $pw)\nEnter-PSSession -ComputerName %s -Credential $cred" % (p, u, h), [p]),
     "the WinRM credentials", "WinRM 자격 증명",
     "WinRM to that host needs the CORP\\ prefix; the bare user name fails with access denied.",
     "그 호스트 WinRM은 CORP\\ 접두사가 필요하고 사용자명만 쓰면 access denied."),
    ("nmcli wifi password", "", lambda p, u, h: ("nmcli dev wifi connect %s password %s" % (pick(["Office-5G", "LAB_WIFI", "corp-guest", "WarehouseAP"]), shq(p)), [p]),
     "the lab Wi-Fi key", "실습실 와이파이 비밀번호",
     "The Raspberry Pis in the lab only join the 2.4 GHz SSID.",
     "실습실 라즈베리파이는 2.4GHz SSID에만 붙음."),
]


def _cmd_special(key, lang):
    if key == "mc alias set positionals":
        ak, sk = rs(ALU, 20), rs(AL + "/+", 40)
        cmd = "mc alias set %s https://%s:9000 %s %s" % (pick(["prod", "minio", "backup"]), host(), ak, sk)
        return cmd, [ak, sk], T(lang, "the MinIO access/secret key", "MinIO 액세스/시크릿 키"), T(
            lang, "mc stores the alias in ~/.mc/config.json in clear text, so wipe it on shared hosts.",
            "mc는 alias를 ~/.mc/config.json에 평문으로 저장하니 공용 호스트에서는 지울 것.")
    sp = rs(AL, 3) + pick("78") + "Q~" + rs(AL + "_~.-", 34)
    cmd = "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), shq(sp), uuid4())
    return cmd, [sp], T(lang, "the service principal secret", "서비스 프린시펄 시크릿"), T(
        lang, "The service principal only has Reader on the subscription; deployments need the other one.",
        "이 서비스 프린시펄은 구독에 Reader 권한뿐이라 배포는 다른 걸로 해야 함.")


CMD_DECK_IDX = list(range(len(CMDS)))


def g_cmd(lang, ci):
    key, forbid, fn, ten, tko, len_, lko = CMDS[ci]
    u, h = user(), host()
    if ten == "":
        snip, written, topic, lesson = _cmd_special(key, lang)
    else:
        p = _pw_for(lang, forbid=forbid)
        if key.startswith("nmcli"):
            while len(p) < 8 or len(p) > 63:
                p = _pw_for(lang, forbid=forbid)
        snip, written = fn(p, u, h)
        topic, lesson = T(lang, ten, tko), T(lang, len_, lko)
    if chance(0.4) and "\n" not in snip:
        snip = "$ " + snip
    fence = pick(["bash", "console", "sh", ""]) if not key.startswith("SQL") else "sql"
    if key.startswith("PowerShell"):
        fence = "powershell"
    inline = [(T(lang, "password", "비밀번호") if len(written) == 1 else T(lang, "key", "키"), w) for w in written]
    sc = SC("password in command: " + key, topic, [lesson], snip, fence, written, inline)
    if chance(0.3):
        sc["asks"] = [T(lang, "Ask for a credentials file or env var instead of typing the secret on the command line.",
                        "다음엔 커맨드라인에 직접 입력하지 말고 자격 증명 파일이나 환경 변수를 쓸 수 있는지 물어보기.")]
    return sc


# ---- connection strings ----
def _conn(kind, lang):
    u, h, db = user(), host(), _db()
    p = _pw_for(lang, forbid="")
    P = pct(p)
    enc_note = T(lang, "percent-encoded", "퍼센트 인코딩")
    if kind == "postgres-url":
        s = "postgres://%s:%s@%s:5432/%s?sslmode=%s" % (u, P, h, db, pick(["require", "verify-full", "disable"]))
        return s, [P], "DATABASE_URL", "Postgres"
    if kind == "mysql-url":
        s = "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, P, h, db)
        return s, [P], "DATABASE_URL", "MySQL"
    if kind == "sqlalchemy":
        s = "mysql+pymysql://%s:%s@%s/%s" % (u, P, h, db)
        return s, [P], "SQLALCHEMY_DATABASE_URI", "SQLAlchemy"
    if kind == "mongodb-srv":
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, P, rs(ALL, 5), db)
        return s, [P], "MONGODB_URI", "MongoDB Atlas"
    if kind == "redis-url":
        s = "%s://%s:%s@%s:6379/%d" % (pick(["redis", "rediss"]), pick(["", "default"]), P, h, rint(0, 5))
        return s, [P], "REDIS_URL", "Redis"
    if kind == "amqp":
        s = "amqps://%s:%s@%s:5671/%s" % (u, P, h, pick(["%2F", "orders", "events"]))
        return s, [P], "AMQP_URL", "RabbitMQ"
    if kind == "jdbc-pg":
        p2 = _pw_for(lang, forbid="&;=%#? /")
        s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, p2)
        return s, [p2], "SPRING_DATASOURCE_URL", "JDBC"
    if kind == "jdbc-mssql":
        p2 = _pw_for(lang, forbid=";={} ")
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, p2)
        return s, [p2], "JDBC_URL", "SQL Server JDBC"
    if kind == "adonet":
        p2 = _pw_for(lang, forbid=";={}")
        s = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;Connection Timeout=30;" % (
            rs(ALL, 8), db, u, p2)
        return s, [p2], "ConnectionStrings__Default", "Azure SQL (ADO.NET)"
    if kind == "odbc":
        p2 = _pw_for(lang, forbid=";={}")
        s = "DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD=%s;TrustServerCertificate=yes" % (h, db, u, p2)
        return s, [p2], "ODBC_CONN", "ODBC"
    if kind == "azure-storage":
        k = b64e(rbytes(64))
        s = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % ("st" + rs(ALL, 10), k)
        return s, [k], "AZURE_STORAGE_CONNECTION_STRING", "Azure Storage"
    if kind == "servicebus":
        k = b64e(rbytes(32))
        s = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(ALL, 8), k)
        return s, [k], "SERVICEBUS_CONNECTION", "Azure Service Bus"
    if kind == "smtp":
        s = "smtp://%s:%s@smtp.%s:587" % (pct("noreply@" + domain()), P, domain())
        return s, [P], "EMAIL_URL", "SMTP"
    if kind == "ftp":
        s = "ftp://%s:%s@%s/incoming/" % (u, P, h)
        return s, [P], "FTP_URL", "FTP"
    if kind == "elastic":
        s = "https://elastic:%s@%s:9200" % (P, h)
        return s, [P], "ELASTICSEARCH_URL", "Elasticsearch"
    if kind == "clickhouse":
        s = "clickhouse://default:%s@%s:9000/%s" % (P, h, db)
        return s, [P], "CLICKHOUSE_DSN", "ClickHouse"
    if kind == "snowflake":
        s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u.upper(), P, rs(ALU, 7), rs(ALU, 7), db.upper())
        return s, [P], "SNOWFLAKE_URL", "Snowflake"
    if kind == "proxy":
        s = "http://%s:%s@proxy.%s:3128" % (u, P, domain())
        return s, [P], "HTTPS_PROXY", "corporate proxy"
    if kind == "kafka-jaas":
        p2 = _pw_for(lang, forbid='"; ')
        s = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, p2)
        return s, [p2], "KAFKA_SASL_JAAS_CONFIG", "Kafka SASL/PLAIN"
    if kind == "oracle":
        p2 = _pw_for(lang, forbid="@/ ")
        s = "%s/%s@%s:1521/ORCLPDB1" % (u, p2, h)
        return s, [p2], "ORACLE_CONN", "Oracle"
    if kind == "nats":
        s = "nats://%s:%s@%s:4222" % (u, P, h)
        return s, [P], "NATS_URL", "NATS"
    if kind == "git-credentials":
        tok = "ghp_" + rs(AL, 36)
        s = "https://%s:%s@github.com" % (pick(PEOPLE).replace(".", ""), tok)
        return s, [tok], "~/.git-credentials", "git credential store"
    if kind == "pip-index":
        s = "https://%s:%s@nexus.%s/repository/pypi-internal/simple" % (u, P, domain())
        return s, [P], "PIP_INDEX_URL", "Nexus PyPI mirror"
    raise ValueError(kind)


CONN_KINDS = ["postgres-url", "mysql-url", "sqlalchemy", "mongodb-srv", "redis-url", "amqp", "jdbc-pg", "jdbc-mssql",
              "adonet", "odbc", "azure-storage", "servicebus", "smtp", "ftp", "elastic", "clickhouse", "snowflake",
              "proxy", "kafka-jaas", "oracle", "nats", "git-credentials", "pip-index"]


def g_conn(lang, kind):
    s, written, var, prod = _conn(kind, lang)
    mode = rint(0, 3)
    if var.startswith("~"):
        snip, fence, cont = "$ cat ~/.git-credentials\n" + s, "console", "file"
    elif mode == 0:
        snip, fence, cont = "%s=%s" % (var, s if chance(0.5) else dq(s)), "", "env"
    elif mode == 1:
        items = [(var, s, True)]
        snip, _, fence, cont = render_kv(items, [c_yaml, c_json, c_k8s_secret, c_compose, c_python, c_js, c_toml,
                                                 c_props, c_log, c_diff, c_gha, c_k8s_env, c_java, c_csharp])
    elif mode == 2:
        snip, fence, cont = s, "", "bare"
    else:
        snip = "%s %s [%s] connecting to %s" % (ts_log(), pick(["INFO", "DEBUG"]), svc(), s)
        if chance(0.5):
            snip += "\n%s ERROR %s" % (ts_log(), pick(["connection refused", "password authentication failed", "timeout after 30s",
                                                        "SSL required", "no pg_hba.conf entry"]))
        fence, cont = "", "log"
    lessons = [T(lang, "%s: the %s in the URL must be %s, otherwise the driver splits it at the wrong character." % (prod, "password", "percent-encoded"),
                 "%s: URL 안 비밀번호는 %s해야 함. 아니면 드라이버가 엉뚱한 문자에서 자름." % (prod, "퍼센트 인코딩")),
               T(lang, "%s connections from the office need the VPN; the app connects through the private endpoint." % prod,
                 "%s 접속은 사무실에서는 VPN이 필요하고 앱은 프라이빗 엔드포인트로 붙음." % prod),
               T(lang, "`%s` overrides every other database setting in this app." % var,
                 "이 앱에서는 %s 다른 DB 설정을 전부 덮어씀." % josa("`%s`" % var, "이/가")),
               T(lang, "The pool size in the connection string is ignored; set it in the app config.",
                 "커넥션 문자열의 풀 크기는 무시되고 앱 설정에서 정해야 함.")]
    if "%" not in s:
        lessons = lessons[1:]
    return SC("connection string: %s (%s)" % (prod, cont), T(lang, "the %s connection string" % prod, "%s 커넥션 문자열" % prod),
              [pick(lessons)], snip, fence, written, [(T(lang, "password", "비밀번호"), written[0])])


# ---- Authorization headers and cookies ----
def g_header(lang, kind):
    h = "api.%s" % domain()
    path = pick(["/v1/orders", "/internal/export", "/api/v2/reports?month=%s" % date_s()[:7], "/graphql", "/admin/users"])
    if kind == "basic":
        u = pick(["api", user(), "partner-" + rs(ALL, 4)])
        p = _pw_for(lang, ascii_only=True)
        val = b64e(("%s:%s" % (u, p)).encode())
        hdr = "Authorization: Basic " + val
        written, label = [val], T(lang, "Basic credentials", "Basic 인증 문자열")
        lesson = T(lang, "The partner API wants Basic auth with the account id as user; Bearer returns 403.",
                   "파트너 API는 계정 id를 사용자로 한 Basic 인증을 요구하고 Bearer는 403.")
        if chance(0.35):
            lesson += T(lang, " Decoded, that is user `%s` with password `%s`." % (u, p), " 디코딩하면 사용자 `%s`, 비밀번호 `%s`." % (u, p))
            written.append(p)
    elif kind == "bearer-jwt":
        tok = jwt({"sub": str(rint(1000, 99999)), "role": pick(["admin", "service", "ops"]), "iss": "https://auth.%s" % domain(),
                   "iat": epoch(), "exp": epoch() + 86400 * 30}, alg=pick(["HS256", "RS256"]), sig_bytes=pick([32, 256]))
        hdr = "Authorization: Bearer " + tok
        written, label = [tok], T(lang, "bearer token", "Bearer 토큰")
        lesson = T(lang, "Service tokens for the admin API are long-lived JWTs signed by the auth service; they do not expire for 30 days.",
                   "관리자 API용 서비스 토큰은 인증 서비스가 서명한 장기 JWT라 30일간 만료되지 않음.")
    elif kind == "bearer-opaque":
        tok = pick([rs(AL, 40), hexs(64), rs(B64U, 43), "at_" + rs(AL, 32)])
        hdr = "Authorization: Bearer " + tok
        written, label = [tok], T(lang, "access token", "액세스 토큰")
        lesson = T(lang, "The gateway strips the Authorization header on redirects, so call the final URL directly.",
                   "게이트웨이가 리다이렉트 때 Authorization 헤더를 떼어서 최종 URL로 직접 호출해야 함.")
    elif kind == "apikey":
        hk = pick(["X-API-Key", "x-api-key", "apikey", "X-Auth-Token", "Api-Key", "X-Partner-Secret", "Ocp-Apim-Subscription-Key"])
        tok = pick([hexs(32), rs(AL, 32), uuid4(), rs(B64U, 40)])
        hdr = "%s: %s" % (hk, tok)
        written, label = [tok], T(lang, "API key", "API 키")
        lesson = T(lang, "The header name is case-sensitive behind their old proxy: it must be exactly `%s`." % hk,
                   "그쪽 구형 프록시 뒤에서는 헤더 이름이 대소문자를 가림. 정확히 `%s`여야 함." % hk)
    else:   # cookie
        ck = pick(["sessionid", "PHPSESSID", "JSESSIONID", "connect.sid", "laravel_session", "_session_id", "session", "SESS"])
        if ck == "sessionid":
            tok = rs(ALL, 32)
        elif ck == "PHPSESSID":
            tok = rs(ALL, 26)
        elif ck == "JSESSIONID":
            tok = hexs(32).upper()
        elif ck == "connect.sid":
            tok = "s%3A" + rs(B64U, 32) + "." + rs(B64U, 43)
        elif ck == "laravel_session":
            tok = b64e(json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(48)), "mac": hexs(64)}).encode())[:220]
        elif ck == "session":
            tok = b64ue(json.dumps({"user_id": rint(1, 9999), "_fresh": True}).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 27)
        else:
            tok = rs(AL, 48)
        other = "csrftoken=%s; lang=%s" % (rs(AL, 32), pick(["ko", "en", "ja"])) if chance(0.5) else "theme=dark"
        hdr = "Cookie: %s=%s; %s" % (ck, tok, other) if chance(0.6) else "Cookie: %s; %s=%s" % (other, ck, tok)
        written, label = [tok], T(lang, "session cookie", "세션 쿠키")
        lesson = T(lang, "Reproducing the bug needs a logged-in admin session; the cookie above was copied from DevTools.",
                   "버그 재현에는 로그인된 관리자 세션이 필요해서 DevTools에서 쿠키를 복사했음.")
    c = pick(HDR_CONTAINERS)
    snip, fence = c(hdr, "https://" + h + path, pick(["GET", "POST"]) if "?" not in path else "GET")
    return SC("header: %s via %s" % (kind, c.__name__[2:]), T(lang, "the credentials for %s" % h, "%s 접속용 인증" % h),
              [lesson], snip, fence, written, [(label, written[0])])


# ---- signed URLs ----
def g_signed(lang, kind):
    if kind == "s3":
        ak = pick(["AKIA", "ASIA"]) + rs(B32, 16)
        sig = hexs(64)
        cred = "%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request" % (ak, date_s().replace("-", ""), pick(REGIONS))
        url = "https://%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s&X-Amz-Date=%sT%02d0000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host" % (
            svc(), pick(REGIONS), uuid4(), cred, date_s().replace("-", ""), rint(0, 23))
        written = [ak, sig]
        if ak.startswith("ASIA") and chance(0.6):
            st = "IQoJb3JpZ2luX2Vj" + rs(AL + "%", rint(200, 300))
            st = st.replace("%", "%2F")
            url += "&X-Amz-Security-Token=" + st
            written.append(st)
        url += "&X-Amz-Signature=" + sig
        vend = "AWS S3 presigned URL"
    elif kind == "gcs":
        sig = hexs(512)
        url = "https://storage.googleapis.com/%s-exports/report-%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT000000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            rs(ALL, 6), date_s(), svc(), rs(ALL, 8) + "-" + rs(DG, 6), date_s().replace("-", ""), date_s().replace("-", ""), sig)
        written = [sig]
        vend = "GCS V4 signed URL"
    elif kind == "azure-sas":
        sig = pct(b64e(rbytes(32)))
        url = "https://%s.blob.core.windows.net/backups/db-%s.bak?sv=2022-11-02&ss=b&srt=o&sp=rl&se=%sT23:59:59Z&st=%sT00:00:00Z&spr=https&sig=%s" % (
            "st" + rs(ALL, 10), date_s(), date_s(), date_s(), sig)
        written = [sig]
        vend = "Azure SAS URL"
    elif kind == "cloudfront":
        sig = rs(AL + "-_~", rint(170, 175))
        url = "https://%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ALL, 13), hexs(12), epoch(), sig, rs(ALU, 13))
        written = [sig]
        vend = "CloudFront signed URL"
    else:   # alibaba oss
        ak = "LTAI" + rs(AL, 20)
        sig = pct(b64e(rbytes(20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/invoices/%s.pdf?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            svc(), hexs(16), ak, epoch(), sig)
        written = [ak, sig]
        vend = "Alibaba OSS signed URL"
    lessons = [T(lang, "Presigned links are valid until they expire even after the file is made private, so this one must be treated as a secret.",
                 "사전 서명 링크는 파일을 비공개로 바꿔도 만료 전까지 유효하므로 이 링크 자체를 비밀로 다뤄야 함."),
               T(lang, "The customer support tool generates these links with a 7-day expiry; shorter expiries broke the mobile app.",
                 "고객지원 툴이 7일짜리 링크를 만들고, 더 짧게 하면 모바일 앱이 깨졌음.")]
    snip = pick(["%s", "curl -o out.bin '%s'", "wget '%s'", "link from the user: %s" if lang == "en" else "사용자가 준 링크: %s"]) % url
    return SC("signed URL: " + vend, T(lang, "the download link for the export", "익스포트 다운로드 링크"), lessons, snip, "",
              written, [(T(lang, "signature", "서명(Signature)"), written[-1])], placements=["mc", "lesson", "both", "mc_ask", "lesson_ask"],
              vendor=vend.split(" ")[0] + (" " + vend.split(" ")[1] if vend.startswith(("AWS", "Alibaba", "Azure")) else ""))


# ---- private keys (PEM bodies listed line by line) ----
def g_pkey(lang, kind):
    comment = "%s@%s" % (pick(["deploy", "ci", "jenkins", "github-actions", pick(PEOPLE).replace(".", "")]), pick(["build-01", "laptop", domain()]))
    pub = None
    if kind == "openssh":
        label, lines, pub = key_openssh_ed25519(comment)
        what = T(lang, "the deploy key", "배포 키")
    elif kind == "ec-pkcs8":
        label, lines = key_ec_pkcs8()
        what = T(lang, "the JWT signing key (ES256)", "JWT 서명 키(ES256)")
    elif kind == "ec-sec1":
        label, lines = key_ec_sec1()
        what = T(lang, "the APNs / webhook signing key", "APNs/웹훅 서명 키")
    elif kind == "rsa1024":
        label, lines = key_rsa_pkcs1(1024)
        what = T(lang, "the legacy SFTP partner key", "레거시 SFTP 파트너 키")
    elif kind == "rsa-truncated":
        label, lines = key_rsa_pkcs1(2048)
        k = rint(3, 5)
        lines = lines[:k] + ["..."] + lines[-2:]
        what = T(lang, "the TLS private key of the staging ingress", "스테이징 인그레스 TLS 개인 키")
    elif kind == "gcp-json":
        label, lines = key_rsa_pkcs8(2048)
        lines = lines[:rint(2, 3)]
        body = "\\n".join(lines)
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s-%s",\n  "private_key_id": "%s",\n'
                '  "private_key": "-----BEGIN PRIVATE KEY-----\\n%s\\n...(truncated by me)",\n'
                '  "client_email": "%s@%s-%s.iam.gserviceaccount.com"\n}') % (
            svc(), rint(100, 999), hexs(40), body, svc(), svc(), rint(100, 999))
        return SC("private key: GCP service account JSON private_key (escaped newlines, truncated)",
                  T(lang, "the service account key file", "서비스 계정 키 파일"),
                  [T(lang, "The BigQuery export job authenticates with a JSON key file, not workload identity.",
                     "BigQuery 익스포트 잡은 워크로드 아이덴티티가 아니라 JSON 키 파일로 인증함.")],
                  snip, "json", lines, [], vendor="Google Cloud")
    else:   # putty
        seed = rbytes(32)
        priv = b64e(_sshstr(seed))
        pubk = ssh_ed25519_pub(comment).split(" ")[1]
        snip = "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s" % (
            comment, pubk[:64], pubk[64:], priv, hexs(64))
        return SC("private key: PuTTY .ppk private line", T(lang, "the PuTTY key for the Windows jump host", "윈도우 점프 호스트용 PuTTY 키"),
                  [T(lang, "WinSCP on the finance PC only takes .ppk files, so the OpenSSH key was converted.",
                     "재무팀 PC의 WinSCP는 .ppk만 받아서 OpenSSH 키를 변환했음.")], snip, "", [priv], [])
    body = [ln for ln in lines if ln != "..."]
    snip = pem(label, lines)
    if pub and chance(0.4):
        snip += "\n\n# matching public key (already in authorized_keys):\n" + pub
    lessons = [T(lang, "The key has no passphrase, which is why the CI job could use it unattended.",
                 "이 키는 패스프레이즈가 없어서 CI 잡이 무인으로 쓸 수 있었음."),
               T(lang, "This key is also used by the old cron box, so rotating it needs two places updated.",
                 "구형 크론 서버도 이 키를 써서 교체하려면 두 군데를 바꿔야 함.")]
    if kind in ("openssh", "rsa1024"):
        lessons.append(T(lang, "The key must be mounted with mode 0600 or ssh refuses it.", "키 파일 권한이 0600이 아니면 ssh가 거부함."))
    else:
        lessons.append(T(lang, "The service loads the key from a file path in its config; an inline PEM in the env var loses its newlines.",
                         "서비스는 설정의 파일 경로에서 키를 읽음. env 변수에 PEM을 넣으면 줄바꿈이 사라짐."))
    return SC("private key: %s PEM (%d body lines)" % (kind, len(body)), what, [pick(lessons)], snip, "", body, [],
              placements=["mc", "lesson"])


# ---- MFA material, recovery codes, PINs ----
def g_mfa(lang, kind):
    acct = "%s@%s" % (pick(PEOPLE).replace(".", ""), domain())
    if kind == "totp-uri":
        seed = rs(B32, pick([16, 26, 32]))
        issuer = pick(["AWS", "GitHub", "Okta", "Grafana", "ACME-VPN", "Naver Works", "Toss"])
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, urllib.parse.quote(acct), seed, issuer)
        return SC("MFA/recovery: TOTP seed in otpauth URI", T(lang, "the shared MFA seed of the ops root account", "운영 루트 계정 공용 MFA 시드"),
                  [T(lang, "The root account MFA is a TOTP seed that three people scanned; there is no hardware key.",
                     "루트 계정 MFA는 세 명이 같이 스캔한 TOTP 시드이고 하드웨어 키는 없음.")], snip, "", [seed],
                  [(T(lang, "TOTP secret", "TOTP 시크릿"), seed)])
    if kind == "totp-raw":
        seed = " ".join(rs(B32.lower(), 4) for _ in range(8)) if chance(0.4) else rs(B32, 32)
        line = T(lang, "MFA setup key (manual entry): %s" % seed, "MFA 설정 키(수동 입력): %s" % seed)
        return SC("MFA/recovery: TOTP setup key typed out", T(lang, "the MFA setup key of the shared AWS account", "공용 AWS 계정 MFA 설정 키"),
                  [T(lang, "The team account still uses a virtual MFA device; the seed was never stored in the vault.",
                     "팀 계정은 아직 가상 MFA 장치를 쓰고 시드는 금고에 저장된 적이 없음.")], line, "", [seed],
                  [(T(lang, "MFA setup key", "MFA 설정 키"), seed)])
    if kind == "github-recovery":
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 10))]
        snip = "\n".join(codes)
        what = "GitHub recovery codes"
    elif kind == "google-backup":
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(rint(3, 8))]
        snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        what = "Google backup codes"
    elif kind == "generic-recovery":
        codes = ["%s-%s-%s" % (rs(ALU, 4), rs(ALU, 4), rs(ALU, 4)) for _ in range(rint(3, 6))]
        snip = "  ".join(codes)
        what = "recovery codes"
    elif kind == "1password-secret-key":
        sk = "A3-%s-%s-%s-%s-%s-%s" % (rs(ALU, 6), rs(ALU, 6), rs(ALU, 5), rs(ALU, 5), rs(ALU, 5), rs(ALU, 5))
        codes = [sk]
        snip = T(lang, "Secret Key: %s" % sk, "Secret Key: %s" % sk)
        what = "1Password Secret Key"
    elif kind == "bitlocker":
        rk = "-".join(rs(DG, 6) for _ in range(8))
        codes = [rk]
        snip = "BitLocker recovery key for %s (ID %s):\n%s" % (pick(["LT-%04d" % rint(1, 9999), "DESKTOP-" + rs(ALU, 7)]), hexs(8).upper(), rk)
        what = "BitLocker recovery key"
    elif kind == "yubikey-puk":
        pin, puk = rs(DG, 8), rs(DG, 8)
        codes = [pin, puk]
        snip = T(lang, "PIV PIN %s, PUK %s (management key left at default)" % (pin, puk), "PIV PIN %s, PUK %s (관리 키는 기본값 그대로)" % (pin, puk))
        what = "YubiKey PIV PIN and PUK"
    elif kind == "sim-puk":
        puk = rs(DG, 8)
        codes = [puk]
        snip = T(lang, "SIM in the SMS modem: PUK1 %s" % puk, "SMS 모뎀 유심 PUK1: %s" % puk)
        what = "SIM PUK"
    elif kind == "door-code":
        code = rs(DG, 8)
        codes = [code]
        snip = T(lang, "Server room door code: %s#" % code, "서버실 도어락 비밀번호: %s#" % code)
        what = "server room door code"
    elif kind == "cert-password":
        p = _pw_for(lang)
        codes = [p]
        snip = T(lang, "Joint certificate (NPKI) password for the tax invoice API: %s" % p,
                 "전자세금계산서 API용 공동인증서 비밀번호: %s" % p)
        what = "NPKI certificate password"
    else:   # apple recovery key
        rk = "-".join(rs(ALU, 4) for _ in range(7))
        codes = [rk]
        snip = "Apple ID recovery key: %s" % rk
        what = "Apple recovery key"
    lessons = [T(lang, "These were printed once at enrollment and only live in this note now; they belong in the vault.",
                 "등록할 때 한 번만 출력된 값이라 지금은 이 메모에만 있음. 금고로 옮겨야 함."),
               T(lang, "Login from the new region triggered the recovery flow; one of these codes got us back in.",
                 "새 리전에서 로그인하자 복구 절차가 떠서 이 코드 중 하나로 들어감."),
               T(lang, "Whoever holds these can bypass MFA for the account.", "이 값을 가진 사람은 누구나 이 계정 MFA를 우회할 수 있음.")]
    if len(codes) == 1:
        lessons = [lessons[0], lessons[2]]
    return SC("MFA/recovery: " + what, T(lang, "the %s" % what, what), [pick(lessons)], snip, "", codes,
              [(T(lang, what, what), codes[0])])


# ---- Wi-Fi keys ----
def g_wifi(lang, kind):
    ssid = pick(["Office-5G", "HQ_Staff", "LAB-IoT", "Warehouse_AP2", "Cafe-Guest", "meeting-room-3F", "DEV_WIFI", "sejong-wifi"])
    while True:
        p = _pw_for(lang, ascii_only=True, forbid=";:\\,\"")   # WPA passphrases are printable ASCII
        if 8 <= len(p) <= 63:
            break
    if kind == "wpa_supplicant":
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, p)
    elif kind == "hostapd":
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, p)
    elif kind == "qr":
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, p)
    elif kind == "netsh":
        snip = "> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, p)
    elif kind == "psk-hex":
        p = hexs(64)
        snip = 'network={\n    ssid="%s"\n    psk=%s\n}' % (ssid, p)
    elif kind == "netplan":
        snip = 'wifis:\n  wlan0:\n    access-points:\n      "%s":\n        password: "%s"' % (ssid, p)
    else:   # prose
        snip = T(lang, "Wi-Fi %s / password %s" % (ssid, p), "와이파이 %s / 비번 %s" % (ssid, p))
    lessons = [T(lang, "The kiosks have no Ethernet; they must be provisioned with the Wi-Fi key before shipping.",
                 "키오스크는 유선 포트가 없어서 출고 전에 와이파이 키를 넣어야 함."),
               T(lang, "The IoT SSID is isolated from the office VLAN, so the test devices cannot reach the staging API from it.",
                 "IoT SSID는 사무실 VLAN과 분리돼 있어서 테스트 기기가 거기서 스테이징 API에 못 붙음.")]
    return SC("Wi-Fi key: " + kind, T(lang, "the %s Wi-Fi key" % ssid, "%s 와이파이 비밀번호" % ssid), [pick(lessons)], snip, "",
              [p], [(T(lang, "Wi-Fi key", "와이파이 비밀번호"), p)])


# ---- webhook URLs with embedded secrets ----
def g_webhook(lang, kind):
    if kind == "slack":
        tok = rs(AL, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALU, rint(8, 10)), rs(ALU, rint(8, 10)), tok)
        written, vend = [tok], "Slack"
    elif kind == "discord":
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%d/%s" % (rint(10 ** 17, 10 ** 19 - 1), tok)
        written, vend = [tok], "Discord"
    elif kind == "teams":
        tok = hexs(32)
        sig = rs(B64U, 43)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (
            rs(ALL, 8), uuid4(), uuid4(), tok, uuid4(), sig)
        written, vend = [tok, "V2" + sig], "Microsoft Teams"
    elif kind == "dingtalk":
        tok = hexs(64)
        sec = "SEC" + hexs(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        written, vend = [tok], "DingTalk"
        if chance(0.6):
            url += "\n# sign secret: " + sec
            written.append(sec)
    elif kind == "feishu":
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        written, vend = [tok], "Feishu"
    elif kind == "google-chat":
        key = "AIza" + rs(B64U, 35)
        tok = rs(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/%s/messages?key=%s&token=%s" % (rs(AL, 11), key, tok)
        written, vend = [key, tok], "Google Chat"
    elif kind == "mattermost":
        tok = rs(ALL, 26)
        url = "https://chat.%s/hooks/%s" % (domain(), tok)
        written, vend = [tok], "Mattermost"
    elif kind == "telegram":
        tok = _telegram()
        url = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, rs(DG, 10))
        written, vend = [tok], "Telegram"
    elif kind == "jandi":
        tok = hexs(32)
        url = "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rs(DG, 8), tok)
        written, vend = [tok], "JANDI"
    elif kind == "line-notify":
        tok = rs(AL, 43)
        url = "curl -X POST -H 'Authorization: Bearer %s' -F 'message=deploy done' https://notify-api.line.me/api/notify" % tok
        written, vend = [tok], "LINE Notify"
    else:   # github webhook secret
        tok = pick([hexs(40), rs(AL, 32), b64e(rbytes(24))])
        url = 'resource "github_repository_webhook" "ci" {\n  repository = "%s"\n  configuration {\n    url          = "https://ci.%s/github-webhook/"\n    content_type = "json"\n    secret       = "%s"\n  }\n}' % (svc(), domain(), tok)
        written, vend = [tok], "GitHub webhook"
    snip = url
    if kind in ("slack", "discord", "teams", "mattermost", "jandi", "feishu") and chance(0.5):
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"%s\"}' %s" % (
            pick(["deploy finished", "backup failed", "배포 완료", "nightly ok"]), url)
    lessons = [T(lang, "Anyone with the %s webhook URL can post into the channel; it has no other auth." % vend,
                 "%s 웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있고 다른 인증은 없음." % vend),
               T(lang, "Alerts go to the %s channel through this webhook; the old one was deleted with the workspace migration." % vend,
                 "알림은 이 %s 웹훅으로 가고, 예전 웹훅은 워크스페이스 이전 때 삭제됨." % vend)]
    topic = T(lang, "the %s alert webhook" % vend, "%s 알림 웹훅" % vend)
    if kind == "github":
        lessons = [T(lang, "The CI server verifies X-Hub-Signature-256 with this secret; a mismatch silently drops the push event.",
                     "CI 서버가 이 시크릿으로 X-Hub-Signature-256을 검증하고, 안 맞으면 push 이벤트가 조용히 버려짐.")]
        topic = T(lang, "the GitHub webhook secret", "GitHub 웹훅 시크릿")
    return SC("webhook with embedded secret: " + vend, topic,
              [pick(lessons)], snip, "bash" if snip.startswith("curl") else ("hcl" if kind == "github" else ""), written,
              [(T(lang, "webhook token", "웹훅 토큰"), written[0])], vendor=vend)


# ---- application / infrastructure secrets ----
DJANGO_ALPHA = "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"
BIP39ISH = ["abandon", "ability", "absorb", "access", "actor", "adapt", "alley", "amateur", "anchor", "ankle", "arena",
            "badge", "bamboo", "banner", "barrel", "beach", "bench", "blanket", "bonus", "brisk", "cabin", "cactus",
            "canal", "cargo", "castle", "cereal", "chalk", "cherry", "cinnamon", "clever", "coconut", "comic", "coral",
            "cradle", "crystal", "dentist", "desert", "digital", "dinosaur", "donkey", "eagle", "elbow", "embark",
            "engine", "erosion", "fabric", "fossil", "galaxy", "garlic", "ginger", "glimpse", "harvest", "hedgehog",
            "hollow", "hurdle", "immune", "insect", "jaguar", "jungle", "kangaroo", "kitchen", "lizard", "lobster",
            "magnet", "mammal", "meadow", "motor", "mushroom", "napkin", "noodle", "oblige", "orchard", "oyster"]


def _appsecret(kind):
    """returns (items, product, lesson_en, lesson_ko)"""
    if kind == "django":
        v = pick(["", "django-insecure-"]) + rs(DJANGO_ALPHA.replace("$", ""), 50)
        return [("DJANGO_SECRET_KEY", v, True)], "Django", "Sessions are signed with SECRET_KEY; changing it logs everybody out.", "세션이 SECRET_KEY로 서명돼서 바꾸면 전원 로그아웃됨."
    if kind == "rails":
        return [("SECRET_KEY_BASE", hexs(128), True)], "Rails", "secret_key_base must be identical on all web nodes or cookies break between them.", "모든 웹 노드의 secret_key_base가 같아야 노드 간 쿠키가 안 깨짐."
    if kind == "laravel":
        return [("APP_KEY", "base64:" + b64e(rbytes(32)), True)], "Laravel", "php artisan key:generate in prod would invalidate all encrypted columns.", "운영에서 key:generate를 돌리면 암호화된 컬럼이 전부 못 읽게 됨."
    if kind == "nextauth":
        return [("NEXTAUTH_SECRET", b64e(rbytes(32)), True)], "NextAuth", "Without NEXTAUTH_SECRET the production build throws NO_SECRET at runtime.", "NEXTAUTH_SECRET이 없으면 운영 빌드가 런타임에 NO_SECRET 에러를 냄."
    if kind == "jwt":
        return [("JWT_SECRET", pick([rs(AL, 48), hexs(64), b64e(rbytes(48))]), True)], "JWT", "The mobile API and the web API must share JWT_SECRET, otherwise tokens from one fail on the other.", "모바일 API와 웹 API가 JWT_SECRET을 공유해야 토큰이 서로 통함."
    if kind == "flask":
        return [("SECRET_KEY", hexs(64), True)], "Flask", "Flask-Login sessions depend on SECRET_KEY; the default random one reset on every deploy.", "Flask-Login 세션이 SECRET_KEY에 의존해서 기본 랜덤값이면 배포마다 초기화됨."
    if kind == "fernet":
        return [("FERNET_KEY", b64ue(rbytes(32)) + "=", True)], "Airflow", "Airflow encrypts connection passwords with the Fernet key; losing it makes them unreadable.", "Airflow는 커넥션 비밀번호를 Fernet 키로 암호화해서 키를 잃으면 못 읽음."
    if kind == "aes":
        return [("ENCRYPTION_KEY", hexs(64), True), ("ENCRYPTION_IV_MODE", "random-per-record", False)], "field encryption", "The PII columns are AES-256-GCM encrypted with this key; there is no KMS involved.", "개인정보 컬럼은 이 키로 AES-256-GCM 암호화되고 KMS는 안 씀."
    if kind == "vault-unseal":
        items = [("UNSEAL_KEY_%d" % (i + 1), b64e(rbytes(33)), True) for i in range(rint(2, 3))] + [("INITIAL_ROOT_TOKEN", "hvs." + rs(AL, 24), True)]
        return items, "Vault", "Three of five unseal keys are needed after every restart of the Vault pods.", "Vault 파드가 재시작될 때마다 언실 키 5개 중 3개가 필요함."
    if kind == "consul-gossip":
        return [("CONSUL_GOSSIP_KEY", b64e(rbytes(32)), True)], "Consul", "All agents need the same gossip key; the new node could not join without it.", "모든 에이전트가 같은 gossip 키를 써야 해서 새 노드가 조인을 못 했음."
    if kind == "k8s-bootstrap":
        return [("BOOTSTRAP_TOKEN", "%s.%s" % (rs(ALL, 6), rs(ALL, 16)), True), ("CERT_KEY", hexs(64), True)], "kubeadm", "kubeadm join tokens expire after 24h; the certificate key after 2h.", "kubeadm join 토큰은 24시간, 인증서 키는 2시간 후 만료됨."
    if kind == "k3s":
        return [("K3S_TOKEN", "K10%s::server:%s" % (hexs(64), hexs(32)), True)], "k3s", "Agents join with K3S_TOKEN from /var/lib/rancher/k3s/server/node-token.", "에이전트는 /var/lib/rancher/k3s/server/node-token의 K3S_TOKEN으로 조인함."
    if kind == "swarm":
        return [("SWARM_JOIN_TOKEN", "SWMTKN-1-%s-%s" % (rs(ALL, 50), rs(ALL, 25)), True)], "Docker Swarm", "Worker and manager join tokens differ; this is the worker one.", "워커와 매니저 조인 토큰이 다르고 이건 워커용."
    if kind == "gh-runner":
        return [("RUNNER_TOKEN", "A" + rs(ALU, 28), True)], "GitHub Actions runner", "Runner registration tokens expire after one hour, so the AMI cannot bake it in.", "러너 등록 토큰은 1시간 뒤 만료돼서 AMI에 넣어둘 수 없음."
    if kind == "jenkins-initial":
        return [("JENKINS_INITIAL_ADMIN_PASSWORD", hexs(32), True)], "Jenkins", "The initial admin password in secrets/initialAdminPassword still works because setup was never finished.", "초기 설정을 끝내지 않아서 secrets/initialAdminPassword 값이 아직 유효함."
    if kind == "argocd":
        return [("ARGOCD_ADMIN_PASSWORD", rs(AL + "-", 16), True)], "Argo CD", "argocd-initial-admin-secret was never deleted, so the admin login still works.", "argocd-initial-admin-secret을 지우지 않아서 admin 로그인이 아직 됨."
    if kind == "kibana-enroll":
        tok = b64e(json.dumps({"ver": "8.%d.0" % rint(5, 15), "adr": ["10.0.%d.%d:9200" % (rint(0, 9), rint(2, 250))],
                                "fgr": hexs(64), "key": rs(AL, 20) + ":" + rs(AL, 22)}, separators=(",", ":")).encode())
        return [("KIBANA_ENROLLMENT_TOKEN", tok, True)], "Elasticsearch", "Enrollment tokens are valid for 30 minutes; generate a new one with elasticsearch-create-enrollment-token.", "등록 토큰은 30분 유효하고 elasticsearch-create-enrollment-token으로 새로 만들어야 함."
    if kind == "erlang-cookie":
        return [("RABBITMQ_ERLANG_COOKIE", rs(UP, 20), True)], "RabbitMQ cluster", "All cluster nodes must share the Erlang cookie or rabbitmqctl cannot talk to them.", "클러스터 노드 전부가 Erlang 쿠키를 공유해야 rabbitmqctl이 통신함."
    if kind == "snmp":
        return [("SNMP_COMMUNITY", pick(["mon", "nms", "zbx"]) + rs(AL, rint(8, 12)), True)], "SNMP", "The switches accept SNMP v2c only from the monitoring subnet.", "스위치는 모니터링 서브넷에서 오는 SNMP v2c만 받음."
    if kind == "radius":
        return [("RADIUS_SHARED_SECRET", rs(AL + "!#%", rint(16, 24)), True)], "RADIUS", "The Wi-Fi controller and FreeRADIUS must have the same shared secret per client entry.", "와이파이 컨트롤러와 FreeRADIUS의 클라이언트별 shared secret이 같아야 함."
    if kind == "ipsec":
        return [("IPSEC_PSK", rs(AL, 32), True), ("PEER_IP", "203.0.113.%d" % rint(2, 250), False)], "site-to-site VPN", "The AWS side requires the PSK to not start with 0.", "AWS 쪽은 PSK가 0으로 시작하면 안 됨."
    if kind == "wireguard":
        return [("PRIVATE_KEY", b64e(rbytes(32)), True)], "WireGuard", "Each peer needs its own private key; copying one config to two laptops makes them kick each other off.", "피어마다 개인 키가 달라야 함. 같은 설정을 노트북 두 대에 넣으면 서로 끊음."
    if kind == "eth":
        return [("DEPLOYER_PRIVATE_KEY", "0x" + hexs(64), True)], "Hardhat deployer", "The deployer wallet pays gas on the testnet only; mainnet uses the multisig.", "디플로이어 지갑은 테스트넷 가스비만 내고 메인넷은 멀티시그를 씀."
    if kind == "mnemonic":
        return [("MNEMONIC", " ".join(pick(BIP39ISH) for _ in range(12)), True)], "test wallet", "The faucet wallet is derived from this mnemonic; all e2e tests spend from it.", "파우셋 지갑은 이 니모닉에서 파생되고 e2e 테스트가 전부 여기서 씀."
    if kind == "minio":
        return [("MINIO_ROOT_USER", "minioadmin" + rs(DG, 2), False), ("MINIO_ROOT_PASSWORD", rs(AL, 24), True)], "MinIO", "The console and the S3 API share root credentials; create a separate access key for the app.", "콘솔과 S3 API가 루트 자격 증명을 공유하니 앱용 액세스 키를 따로 만들 것."
    raise ValueError(kind)


APPSECRET_KINDS = ["django", "rails", "laravel", "nextauth", "jwt", "flask", "fernet", "aes", "vault-unseal", "consul-gossip",
                   "k8s-bootstrap", "k3s", "swarm", "gh-runner", "jenkins-initial", "argocd", "kibana-enroll",
                   "erlang-cookie", "snmp", "radius", "ipsec", "wireguard", "eth", "mnemonic", "minio"]


def g_appsecret(lang, kind):
    items, prod, len_, lko = _appsecret(kind)
    if kind == "wireguard" and chance(0.6):
        pk = items[0][1]
        snip = "[Interface]\nAddress = 10.8.0.%d/24\nPrivateKey = %s\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % (
            rint(2, 250), pk, b64e(rbytes(32)), domain())
        written, fence, cont = [pk], "ini", "wg0.conf"
    elif kind == "k8s-bootstrap" and chance(0.6):
        tok, ck = items[0][1], items[1][1]
        snip = "kubeadm join 10.0.%d.%d:6443 --token %s \\\n  --discovery-token-ca-cert-hash sha256:%s \\\n  --control-plane --certificate-key %s" % (
            rint(0, 9), rint(2, 250), tok, hexs(64), ck)
        written, fence, cont = [tok, ck], "bash", "kubeadm join"
    elif kind == "swarm" and chance(0.6):
        tok = items[0][1]
        snip = "docker swarm join --token %s 10.0.%d.%d:2377" % (tok, rint(0, 9), rint(2, 250))
        written, fence, cont = [tok], "bash", "swarm join"
    elif kind == "gh-runner" and chance(0.6):
        tok = items[0][1]
        snip = "./config.sh --url https://github.com/%s --token %s --labels self-hosted,linux" % (pick(DOMAINS).split(".")[0], tok)
        written, fence, cont = [tok], "bash", "runner config.sh"
    else:
        snip, written, fence, cont = render_kv(items)
    topic = T(lang, "the %s secret" % prod, "%s 시크릿" % prod)
    inline = [(T(lang, "%s secret" % prod, "%s 시크릿" % prod), written[0])]
    return SC("app/infra secret: %s in %s" % (kind, cont), topic, [T(lang, len_, lko)], snip, fence, written, inline)


# ---- credentials inside tool config files ----
def g_configfile(lang, kind):
    u, h = user(), host()
    if kind == "npmrc":
        tok = "npm_" + rs(AL, 36)
        snip = "# ~/.npmrc\n@%s:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=%s" % (pick(DOMAINS).split(".")[0], tok)
        written, what = [tok], ".npmrc"
    elif kind == "npmrc-gh":
        tok = "ghp_" + rs(AL, 36)
        snip = "//npm.pkg.github.com/:_authToken=%s\n@%s:registry=https://npm.pkg.github.com" % (tok, pick(DOMAINS).split(".")[0])
        written, what = [tok], ".npmrc (GitHub Packages)"
    elif kind == "pypirc":
        tok = _pypi()
        snip = "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % tok
        written, what = [tok], ".pypirc"
    elif kind == "netrc":
        p = _pw_for(lang, ascii_only=True, forbid=" ")
        snip = "machine %s\n  login %s\n  password %s" % (h, u, p)
        written, what = [p], ".netrc"
    elif kind == "pgpass":
        p = _pw_for(lang, forbid=": ")
        snip = "# ~/.pgpass\n%s:5432:%s:%s:%s" % (h, _db(), u, p)
        written, what = [p], ".pgpass"
    elif kind == "mycnf":
        p = _pw_for(lang, forbid=" #;")
        snip = "[client]\nhost=%s\nuser=%s\npassword=%s" % (h, u, p)
        written, what = [p], ".my.cnf"
    elif kind == "docker-config":
        p = _pw_for(lang, ascii_only=True)
        auth = b64e(("%s:%s" % (u, p)).encode())
        snip = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (domain(), auth)
        written, what = [auth], "~/.docker/config.json"
    elif kind == "kubeconfig-token":
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
                   "kubernetes.io/serviceaccount/service-account.name": svc(), "sub": "system:serviceaccount:%s:%s" % (pick(ENVS), svc())},
                  alg="RS256", sig_bytes=256)
        snip = "users:\n- name: %s\n  user:\n    token: %s" % (svc(), tok)
        written, what = [tok], "kubeconfig"
    elif kind == "maven":
        p = _pw_for(lang, forbid="<>&")
        snip = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, p)
        written, what = [p], "settings.xml"
    elif kind == "nuget":
        p = _pw_for(lang, forbid="<>&\"")
        snip = '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, p)
        written, what = [p], "NuGet.config"
    elif kind == "composer":
        tok = "ghp_" + rs(AL, 36)
        snip = '{\n  "github-oauth": {\n    "github.com": "%s"\n  }\n}' % tok
        written, what = [tok], "auth.json (Composer)"
    elif kind == "cargo":
        tok = "cio" + rs(AL, 32)
        snip = '# ~/.cargo/credentials.toml\n[registry]\ntoken = "%s"' % tok
        written, what = [tok], "cargo credentials"
    elif kind == "gradle":
        p = _pw_for(lang, ascii_only=True, forbid=" ")
        snip = "# ~/.gradle/gradle.properties\nartifactoryUser=%s\nartifactoryPassword=%s\norg.gradle.jvmargs=-Xmx2g" % (u, p)
        written, what = [p], "gradle.properties"
    elif kind == "aws-credentials":
        ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
        snip = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", "prod", "deploy"]), ak, sk, pick(REGIONS))
        written, what = [ak, sk], "~/.aws/credentials"
    elif kind == "rclone":
        ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
        snip = "[s3backup]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s" % (ak, sk, pick(REGIONS))
        written, what = [ak, sk], "rclone.conf"
    else:   # htaccess-like git-credentials via config
        tok = "glpat-" + rs(B64U, 20)
        snip = '[remote "origin"]\n\turl = https://oauth2:%s@gitlab.%s/%s/%s.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*' % (tok, domain(), pick(["platform", "data"]), svc())
        written, what = [tok], ".git/config remote URL"
    lessons = [T(lang, "The build reads credentials from %s in the home directory, not from the project folder." % what,
                 "빌드는 프로젝트 폴더가 아니라 홈 디렉터리의 %s에서 자격 증명을 읽음." % what),
               T(lang, "%s on the shared runner belongs to a person who left; the job broke when the account was disabled." % what,
                 "공용 러너의 %s 퇴사자 소유라 계정이 비활성화되자 잡이 깨졌음." % josa(what, "이/가"))]
    return SC("credentials in tool config file: " + what, T(lang, "the credentials in %s" % what, "%s 안의 자격 증명" % what),
              [pick(lessons)], snip, "json" if snip.startswith("{") else ("xml" if snip.startswith("<") else pick(["", "ini", "text"])), written,
              [(T(lang, "credential", "자격 증명"), written[0])])


CONFIG_KINDS = ["npmrc", "npmrc-gh", "pypirc", "netrc", "pgpass", "mycnf", "docker-config", "kubeconfig-token", "maven",
                "nuget", "composer", "cargo", "gradle", "aws-credentials", "rclone", "git-config"]


# ---- long tokens (hundreds of characters) ----
def g_long(lang, kind):
    if kind == "jwt-big":
        roles = [pick(["orders:read", "orders:write", "billing:admin", "users:read", "reports:export", "inventory:write",
                       "search:query", "audit:read"]) for _ in range(rint(6, 12))]
        tok = jwt({"sub": uuid4(), "tenant": rs(ALL, 10), "scope": " ".join(roles), "iss": "https://auth.%s/" % domain(),
                   "aud": "api", "iat": epoch(), "exp": epoch() + 3600 * 24 * 365, "jti": uuid4()}, alg="RS256", sig_bytes=256)
        what = T(lang, "service token", "서비스 토큰")
        snip = "Authorization: Bearer " + tok
    elif kind == "ya29":
        tok = "ya29.a0" + rs(B64U, rint(190, 230))
        what = T(lang, "Google OAuth access token", "구글 OAuth 액세스 토큰")
        snip = "gcloud auth print-access-token\n" + tok
    elif kind == "salesforce":
        tok = "00D%s!AQ%s" % (rs(AL, 15), rs(AL + "._", rint(96, 110)))
        what = T(lang, "Salesforce session id", "세일즈포스 세션 ID")
        snip = "sf org display --target-org prod\n...\nAccess Token     %s" % tok
    elif kind == "client-key-data":
        label, lines = key_ec_sec1()
        tok = b64e((pem(label, lines) + "\n").encode())
        what = T(lang, "kubeconfig client key", "kubeconfig 클라이언트 키")
        snip = "users:\n- name: admin@%s\n  user:\n    client-certificate-data: <omitted>\n    client-key-data: %s" % (pick(ENVS), tok)
    elif kind == "sas-token":
        tok = "sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-12-31T14:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig=" + pct(b64e(rbytes(32)))
        sig = tok.split("sig=")[1]
        what = T(lang, "storage SAS token", "스토리지 SAS 토큰")
        snip = "AZURE_STORAGE_SAS_TOKEN=\"?%s\"" % tok
        return SC("long token: Azure account SAS (sig listed)", T(lang, "the " + what, what), [T(lang, "The SAS is account-wide with write permission and expires at the end of 2026.",
                  "이 SAS는 계정 전체 쓰기 권한이고 2026년 말까지 유효함.")], snip, "", [sig], [(what, sig)])
    else:   # firebase custom/id token
        tok = jwt({"iss": "https://securetoken.google.com/%s-%s" % (svc(), rint(100, 999)), "aud": "%s-%s" % (svc(), rint(100, 999)),
                   "auth_time": epoch(), "user_id": rs(AL, 28), "sub": rs(AL, 28), "iat": epoch(), "exp": epoch() + 3600,
                   "email": "%s@%s" % (pick(PEOPLE).replace(".", ""), domain()), "email_verified": True,
                   "firebase": {"identities": {"email": ["%s@%s" % (pick(PEOPLE).replace(".", ""), domain())]}, "sign_in_provider": "password"}},
                  alg="RS256", sig_bytes=256)
        what = T(lang, "Firebase ID token", "Firebase ID 토큰")
        snip = "idToken: " + tok
    lessons = [T(lang, "Long tokens get wrapped by the terminal; copy them from the JSON output instead of the screen.",
                 "긴 토큰은 터미널에서 줄바꿈되니 화면 말고 JSON 출력에서 복사할 것."),
               T(lang, "This token grants far more scope than the job needs; ask for a narrower one.",
                 "이 토큰은 잡에 필요한 것보다 권한이 훨씬 넓음. 좁은 권한으로 다시 요청할 것.")]
    return SC("long token: " + kind, T(lang, "the " + what, what), [pick(lessons)], snip, "", [tok], [(what, tok)],
              placements=["mc", "lesson", "split", "prose", "ask_only"])


# --------------------------------------------------------------------------
# clean scenarios (no credential at all, but risky-looking where realistic)
# --------------------------------------------------------------------------
def CC(cat, topic, lessons, snip=None, fence="", inline=(), ctxs=None, asks=None, placements=None):
    return SC(cat, topic, lessons, snip, fence, [], inline, ctxs, asks, None, placements)


def acct_id():
    return rs(DG, 12)


def fake_cert_lines(n):
    return ["MII" + rs(B64, 61)] + [rs(B64, 64) for _ in range(n - 2)] + [rs(B64, rint(20, 60)) + "=" * rint(0, 2)]


# ---- placeholders and templated values ----
def _placeholder_lines():
    x = lambda n: pick(["x", "X", "0"]) * n
    return [
        "STRIPE_SECRET_KEY=sk_live_" + x(24),
        "STRIPE_SECRET_KEY=sk_live_...",
        "GITHUB_TOKEN=ghp_" + "X" * 36,
        "GITHUB_TOKEN=<your-personal-access-token>",
        "OPENAI_API_KEY=sk-your-key-here",
        "OPENAI_API_KEY=sk-...",
        "AWS_ACCESS_KEY_ID=AKIA" + "X" * 16,
        "AWS_SECRET_ACCESS_KEY=<your-secret-access-key>",
        "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/%s_dev" % _db(),
        "DATABASE_URL=mysql://<user>:<password>@<host>:3306/<db>",
        "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "JWT_SECRET=replace-with-output-of-openssl-rand-base64-32",
        "SMTP_PASSWORD=",
        "REDIS_PASSWORD=${REDIS_PASSWORD}",
        "API_KEY=your_api_key_here",
        "TOSS_SECRET_KEY=test_sk_" + "x" * 24,
        "KAKAO_REST_API_KEY=<카카오 REST API 키>",
        "NAVER_CLIENT_SECRET=YOUR_CLIENT_SECRET",
        "SENTRY_AUTH_TOKEN=  # ask #infra",
        "ANTHROPIC_API_KEY=sk-ant-...",
        "DB_PASSWORD=********",
        "SESSION_SECRET=<generate: python -c 'import secrets; print(secrets.token_hex(32))'>",
    ]


def gc_placeholder(lang, sub):
    if sub == "env-example":
        lines = sample(_placeholder_lines(), rint(3, 6))
        snip = "# .env.example (committed)\n" + "\n".join(lines)
        inline = [(T(lang, "placeholder", "플레이스홀더"), lines[0].split("=", 1)[1])] if "=" in lines[0] and lines[0].split("=", 1)[1] else []
        return CC("clean: .env.example placeholders", T(lang, "which variables the app needs", "앱에 필요한 환경 변수 목록"),
                  [T(lang, "`.env.example` only lists names and dummy values; real values come from the secret manager at deploy time.",
                     "`.env.example`에는 이름과 더미 값만 있고 실제 값은 배포 시 시크릿 매니저에서 옴."),
                   T(lang, "The app refuses to start when a required variable is empty, which is how the missing one was found.",
                     "필수 변수가 비어 있으면 앱이 기동을 거부해서 빠진 변수를 찾을 수 있었음.")], snip, "dotenv", inline)
    if sub == "helm-empty":
        snip = "# values.yaml\npostgresql:\n  auth:\n    username: %s\n    password: \"\"          # set via existingSecret\n    existingSecret: %s-db\n    secretKeys:\n      userPasswordKey: password" % (
            user(), svc())
        return CC("clean: Helm values with empty password and existingSecret", T(lang, "how the chart gets the DB password", "차트가 DB 비밀번호를 받는 방식"),
                  [T(lang, "With existingSecret set, the chart ignores auth.password entirely.", "existingSecret을 지정하면 차트는 auth.password를 완전히 무시함.")],
                  snip, "yaml", [("existingSecret", "%s-db" % svc())])
    if sub == "docs-curl":
        tokvar = pick(["<TOKEN>", "$API_TOKEN", "${GITLAB_TOKEN}", "YOUR_ACCESS_TOKEN", "<paste token here>"])
        snip = "curl -H \"Authorization: Bearer %s\" https://api.%s/v2/%s" % (tokvar, domain(), pick(["projects", "orders", "me"]))
        return CC("clean: documentation curl with token placeholder", T(lang, "the API auth scheme", "API 인증 방식"),
                  [T(lang, "The API wants a Bearer header; the docs example uses a placeholder, the real token is per developer.",
                     "API는 Bearer 헤더를 요구하고 문서 예시는 플레이스홀더이며 실제 토큰은 개발자별로 발급됨.")],
                  snip, "bash", [(T(lang, "token placeholder", "토큰 자리표시자"), tokvar)])
    if sub == "code-placeholder":
        snip = pick(['client = OpenAI(api_key="YOUR_API_KEY")', 'stripe.api_key = "sk_test_your_test_key"',
                     'const octokit = new Octokit({ auth: "ghp_your_token_here" });',
                     'db = connect(host="localhost", user="root", password="<password>")',
                     'aws_access_key_id = "AKIAIOSFODNN7EXAMPLE"  # AWS docs example value'])
        return CC("clean: code sample with placeholder credential", T(lang, "where the SDK expects the key", "SDK가 키를 받는 위치"),
                  [T(lang, "The sample in the vendor README hard-codes a placeholder; our code reads the value from the environment instead.",
                     "벤더 README 예시는 플레이스홀더를 하드코딩하지만 우리 코드는 환경 변수에서 읽음.")], snip, pick(["python", "js", ""]))
    if sub == "docker-run":
        snip = "docker run -d --name pg -e POSTGRES_PASSWORD=<choose-one> -e POSTGRES_USER=%s -p 5432:5432 postgres:16" % user()
        return CC("clean: docker run with placeholder password", T(lang, "how to start a local database", "로컬 DB 띄우는 방법"),
                  [T(lang, "The local Postgres for tests can use any password; the test settings read it from POSTGRES_PASSWORD.",
                     "테스트용 로컬 Postgres는 아무 비밀번호나 써도 되고 테스트 설정이 POSTGRES_PASSWORD에서 읽음.")], snip, "bash")
    # jinja / go template
    snip = pick(["db_password: \"{{ vault_db_password }}\"\napi_token: \"{{ lookup('env', 'API_TOKEN') }}\"",
                 "password: {{ .Values.db.password | quote }}\ntoken: {{ required \"token is required\" .Values.token }}",
                 "spring:\n  datasource:\n    password: ${DB_PASSWORD}\n    username: ${DB_USER:app}"])
    return CC("clean: templated values (Jinja/Helm/Spring)", T(lang, "where the templated values come from", "템플릿 값의 출처"),
              [T(lang, "The values are rendered at deploy time; the template itself never contains credentials.",
                 "값은 배포 시점에 렌더링되고 템플릿 자체에는 자격 증명이 없음.")], snip, "yaml")


PLACEHOLDER_SUBS = ["env-example", "env-example", "helm-empty", "docs-curl", "code-placeholder", "docker-run", "template"]


# ---- masked output ----
def gc_masked(lang, sub):
    if sub == "aws-configure":
        snip = ("      Name                    Value             Type    Location\n"
                "      ----                    -----             ----    --------\n"
                "   profile                %9s           manual    --profile\n"
                "access_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n"
                "    region           %s      config-file    ~/.aws/config") % (
            pick(["default", "prod", "deploy"]), rs(ALU, 4), rs(AL, 4), pick(REGIONS))
        return CC("clean: masked aws configure list", T(lang, "which AWS profile the CLI was using", "CLI가 쓰던 AWS 프로파일"),
                  [T(lang, "The CLI picked the default profile because AWS_PROFILE was unset in the tmux pane.",
                     "tmux 창에 AWS_PROFILE이 없어서 CLI가 default 프로파일을 썼음.")], snip, "console")
    if sub == "gh-auth":
        snip = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(PEOPLE).replace(".", "")
        return CC("clean: masked gh auth status", T(lang, "why the workflow push was rejected", "워크플로 push가 거부된 이유"),
                  [T(lang, "Pushing workflow files needs the `workflow` scope; gh auth refresh -s workflow fixed it.",
                     "워크플로 파일을 push하려면 `workflow` 스코프가 필요하고 gh auth refresh -s workflow로 해결됨.")], snip, "console")
    if sub == "tf-sensitive":
        snip = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id                = \"%s-db\"\n      ~ password          = (sensitive value)\n      ~ instance_class    = \"db.t3.medium\" -> \"db.t3.large\"\n    }" % svc()
        return CC("clean: terraform plan with sensitive value", T(lang, "why the plan shows a password change", "plan에 비밀번호 변경이 보이는 이유"),
                  [T(lang, "The password diff is noise from random_password keepers; it does not rotate anything.",
                     "비밀번호 diff는 random_password keepers 때문에 생기는 잡음이고 실제 교체는 없음.")], snip, "hcl")
    if sub == "gha-log":
        snip = "Run ./scripts/deploy.sh %s\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\n    REGION: %s\nDeploying %s... done" % (pick(ENVS), pick(REGIONS), svc())
        return CC("clean: GitHub Actions log with masked secrets", T(lang, "whether the secrets reached the job", "시크릿이 잡에 전달됐는지"),
                  [T(lang, "*** in the log means the secret was set; an empty value would print nothing.",
                     "로그의 ***는 시크릿이 설정됐다는 뜻이고 비어 있으면 아무것도 안 찍힘.")], snip, "")
    if sub == "rails-filtered":
        snip = 'Started POST "/users/sign_in" for 10.0.%d.%d at %s\nParameters: {"user"=>{"email"=>"%s@%s", "password"=>"[FILTERED]"}, "commit"=>"Log in"}\nCompleted 401 Unauthorized in %dms' % (
            rint(0, 9), rint(2, 250), ts_log(), pick(PEOPLE).replace(".", ""), domain(), rint(20, 300))
        return CC("clean: Rails log with [FILTERED] password", T(lang, "why the login returned 401", "로그인이 401을 반환한 이유"),
                  [T(lang, "The 401 came from the lockout after five attempts, not from a wrong password.",
                     "401은 비밀번호 오류가 아니라 5회 실패 후 잠금 때문이었음.")], snip, "")
    if sub == "kubectl-describe":
        snip = "Name:         %s-creds\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (svc(), pick(ENVS), rint(12, 40), rint(3, 12))
        return CC("clean: kubectl describe secret (sizes only)", T(lang, "whether the secret had a password key", "시크릿에 password 키가 있었는지"),
                  [T(lang, "describe only shows sizes; the key name was `password`, not `db-password` as the chart expected.",
                     "describe는 크기만 보여주고, 키 이름이 차트가 기대한 `db-password`가 아니라 `password`였음.")], snip, "console")
    if sub == "npm-protected":
        snip = "; \"user\" config from /home/%s/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n@%s:registry = \"https://npm.pkg.github.com\"" % (
            pick(PEOPLE).replace(".", ""), pick(DOMAINS).split(".")[0])
        return CC("clean: npm config list with (protected) token", T(lang, "which registry config npm used", "npm이 쓴 레지스트리 설정"),
                  [T(lang, "The scoped registry line was in the user config, so CI (which has no user config) resolved the package from npmjs.",
                     "스코프 레지스트리 설정이 사용자 설정에만 있어서 CI는 npmjs에서 패키지를 찾았음.")], snip, "ini")
    if sub == "ansible-nolog":
        snip = 'TASK [db : create app user] ****\nok: [%s] => {"censored": "the output has been hidden due to the fact that \'no_log: true\' was specified for this result", "changed": false}' % host()
        return CC("clean: Ansible no_log censored output", T(lang, "why the task output was hidden", "태스크 출력이 숨겨진 이유"),
                  [T(lang, "no_log hides the whole result, so debugging needs -vvv on a throwaway host.", "no_log는 결과 전체를 숨겨서 디버깅은 임시 호스트에서 -vvv로 해야 함.")], snip, "")
    if sub == "dashboard-suffix":
        v = pick(["sk-...%s" % rs(AL, 4), "sk_live_...%s" % rs(DG, 4), "xoxb-****-%s" % rs(AL, 4), "ghp_...%s" % rs(AL, 4), "AKIA************%s" % rs(ALU, 4)])
        snip = T(lang, "The key listed in the dashboard ends with: %s" % v, "대시보드에 보이는 키 끝자리: %s" % v)
        return CC("clean: masked key suffix from a dashboard", T(lang, "which key the service is using", "서비스가 쓰는 키가 어느 것인지"),
                  [T(lang, "Matching the last four characters against the dashboard is enough to tell which key is deployed.",
                     "마지막 네 글자만 대시보드와 비교해도 어떤 키가 배포됐는지 알 수 있음.")], snip, "",
                  [(T(lang, "masked key", "마스킹된 키"), v)])
    if sub == "redacted-log":
        snip = "%s INFO http request method=POST url=https://api.%s/v1/charge headers={'Authorization': '[REDACTED]', 'Idempotency-Key': '%s'}" % (ts_log(), domain(), uuid4())
        return CC("clean: log line with an already-redacted header", T(lang, "which request failed", "어떤 요청이 실패했는지"),
                  [T(lang, "The logging middleware already redacts Authorization; the idempotency key is safe to share.",
                     "로깅 미들웨어가 Authorization은 이미 가리고, idempotency key는 공유해도 됨.")], snip, "")
    snip = '"Env": [\n    "DB_HOST=%s",\n    "DB_PASSWORD=******",\n    "TZ=Asia/Seoul"\n]' % host()
    return CC("clean: docker inspect with masked env", T(lang, "what env the container got", "컨테이너에 들어간 환경 변수"),
              [T(lang, "Our inspect wrapper masks anything called *PASSWORD*; the host was the wrong one.",
                 "사내 inspect 래퍼가 *PASSWORD* 이름은 가리고, 문제는 호스트가 잘못된 것이었음.")], snip, "json")


MASKED_SUBS = ["aws-configure", "gh-auth", "tf-sensitive", "gha-log", "rails-filtered", "kubectl-describe", "npm-protected",
               "ansible-nolog", "dashboard-suffix", "redacted-log", "docker-inspect"]


# ---- env-var and secret-manager references ----
def gc_ref(lang, sub):
    env, s = pick(ENVS), svc()
    opts = {
        "secretKeyRef": ("      env:\n        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: %s-db\n              key: password" % s, "yaml"),
        "gha-secrets": ("      - run: ./deploy.sh\n        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n          AWS_ROLE_ARN: arn:aws:iam::%s:role/%s-deploy" % (acct_id(), s), "yaml"),
        "aws-sm": ("aws secretsmanager get-secret-value --secret-id %s/%s/db --query SecretString --output text | jq -r .password" % (env, s), "bash"),
        "vault-kv": ("vault kv get -field=password secret/%s/%s/db" % (env, s), "bash"),
        "op-read": ('op read "op://Engineering/%s %s/password"' % (s, env), "bash"),
        "gcloud": ("gcloud secrets versions access latest --secret=%s-db-password --project=%s-%d" % (s, s, rint(100, 999)), "bash"),
        "compose-required": ("    environment:\n      DB_PASSWORD: ${DB_PASSWORD:?DB_PASSWORD must be set}\n      API_KEY: ${API_KEY}", "yaml"),
        "python-env": ('API_KEY = os.environ["%s_API_KEY"]\nDB_PASSWORD = os.getenv("DB_PASSWORD")' % s.split("-")[0].upper(), "python"),
        "node-env": ("const token = process.env.SLACK_BOT_TOKEN;\nif (!token) throw new Error('SLACK_BOT_TOKEN missing');", "js"),
        "tf-data": ('data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "%s/%s/db"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]' % (env, s), "hcl"),
        "external-secret": ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s-db\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (s, env, s), "yaml"),
        "ssm": ("aws ssm get-parameter --name /%s/%s/DB_PASSWORD --with-decryption --query Parameter.Value" % (env, s), "bash"),
        "doppler": ("doppler run --project %s --config %s -- npm start" % (s, pick(["dev", "stg", "prd"])), "bash"),
        "keyvault-ref": ("DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/)" % (s, env), ""),
        "sm-arn": ("arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (pick(REGIONS), acct_id(), env, s, rs(AL, 6)), ""),
        "vault-agent": ('{{ with secret "secret/data/%s/db" }}\nDB_PASSWORD={{ .Data.data.password }}\n{{ end }}' % s, ""),
        "systemd-cred": ("[Service]\nLoadCredential=db-password:/etc/credstore/%s-db-password\nExecStart=/usr/local/bin/%s --db-password-file=${CREDENTIALS_DIRECTORY}/db-password" % (s, s), "ini"),
        "gitlab-var": ('deploy:\n  script:\n    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"', "yaml"),
    }
    snip, fence = opts[sub]
    lessons = [T(lang, "Credentials are never in the repo; the manifest only references them, and the value is resolved at runtime.",
                 "자격 증명은 저장소에 없고 매니페스트는 참조만 하며 값은 런타임에 해석됨."),
               T(lang, "The reference path is environment-specific; copying the staging manifest to prod points at the wrong secret.",
                 "참조 경로가 환경별이라 스테이징 매니페스트를 운영에 복사하면 엉뚱한 시크릿을 가리킴."),
               T(lang, "If the referenced secret is missing the pod stays in CreateContainerConfigError instead of crashing.",
                 "참조한 시크릿이 없으면 파드가 크래시 대신 CreateContainerConfigError 상태로 멈춤.")]
    return CC("clean: secret reference (%s)" % sub, T(lang, "where %s gets its credentials" % s, "%s 자격 증명 출처" % s),
              [pick(lessons)], snip, fence)


REF_SUBS = ["secretKeyRef", "gha-secrets", "aws-sm", "vault-kv", "op-read", "gcloud", "compose-required", "python-env", "node-env",
            "tf-data", "external-secret", "ssm", "doppler", "keyvault-ref", "sm-arn", "vault-agent", "systemd-cred", "gitlab-var"]


# ---- hashes, digests, git SHAs ----
def gc_hash(lang, sub):
    if sub == "sha256sum":
        ver = "%d.%d.%d" % (rint(0, 4), rint(0, 30), rint(0, 9))
        lines = ["%s  %s-%s-%s.tar.gz" % (hexs(64), svc(), ver, a) for a in sample(["linux-amd64", "linux-arm64", "darwin-arm64", "windows-amd64"], rint(2, 4))]
        snip = "\n".join(lines)
        inl = [("sha256", lines[0].split()[0])]
        top = T(lang, "which checksum file belongs to the release", "릴리스에 맞는 체크섬 파일")
        les = T(lang, "The installer verifies against SHA256SUMS from the same release; mixing versions fails verification.",
                "설치 스크립트는 같은 릴리스의 SHA256SUMS로 검증해서 버전이 섞이면 검증이 실패함.")
        fence = ""
    elif sub == "git-log":
        lines = ["%s %s" % (hexs(pick([7, 8, 12])), pick(["fix: retry on 429", "feat: add KST cron", "chore: bump deps", "revert: revert \"use new pool\"",
                                                           "refactor: split client", "fix(db): close cursor", "docs: runbook"])) for _ in range(rint(3, 6))]
        full = hexs(40)
        snip = "$ git log --oneline -n %d\n%s\n$ git revert %s" % (len(lines), "\n".join(lines), full)
        inl = [("commit", full)]
        top = T(lang, "which commit introduced the regression", "회귀를 만든 커밋")
        les = T(lang, "Reverting the merge commit needs -m 1; reverting the squash commit does not.",
                "머지 커밋 revert에는 -m 1이 필요하고 스쿼시 커밋은 필요 없음.")
        fence = "console"
    elif sub == "image-digest":
        d = "sha256:" + hexs(64)
        snip = "image: registry.%s/%s@%s" % (domain(), svc(), d)
        inl = [("digest", d)]
        top = T(lang, "which image is actually deployed", "실제로 배포된 이미지")
        les = T(lang, "Pinning by digest is required in prod; tags are mutable and the :latest tag moved under us.",
                "운영에서는 digest로 고정해야 함. 태그는 바뀔 수 있고 :latest가 실제로 바뀌었음.")
        fence = "yaml"
    elif sub == "npm-integrity":
        integ = "sha512-" + b64e(rbytes(64))
        pkg = pick(["lodash", "axios", "zod", "dayjs", "undici"])
        ver = "%d.%d.%d" % (rint(0, 9), rint(0, 20), rint(0, 9))
        snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "%s"\n}' % (
            pkg, ver, pkg, pkg, ver, integ)
        inl = [("integrity", integ)]
        top = T(lang, "why npm ci failed with EINTEGRITY", "npm ci가 EINTEGRITY로 실패한 이유")
        les = T(lang, "The lockfile was generated against the internal mirror, which repacks tarballs; regenerate it against npmjs.",
                "락파일이 타르볼을 다시 묶는 사내 미러 기준으로 만들어져서 npmjs 기준으로 다시 생성해야 함.")
        fence = "json"
    elif sub == "go-sum":
        mod = pick(["github.com/jackc/pgx/v5", "golang.org/x/net", "github.com/redis/go-redis/v9", "google.golang.org/grpc"])
        ver = "v%d.%d.%d" % (rint(0, 5), rint(0, 40), rint(0, 9))
        h1, h2 = b64e(rbytes(32)), b64e(rbytes(32))
        snip = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, h1, mod, ver, h2)
        inl = [("go.sum hash", "h1:" + h1)]
        top = T(lang, "why go mod verify complained", "go mod verify가 실패한 이유")
        les = T(lang, "GOFLAGS=-mod=mod in the Dockerfile was rewriting go.sum; remove it and commit the file.",
                "Dockerfile의 GOFLAGS=-mod=mod가 go.sum을 다시 쓰고 있었음. 제거하고 파일을 커밋할 것.")
        fence = ""
    elif sub == "tf-lock":
        snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version     = "5.%d.0"\n  constraints = "~> 5.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
            rint(10, 80), b64e(rbytes(32)), hexs(64), hexs(64))
        inl = []
        top = T(lang, "why terraform init changed the lock file", "terraform init이 락 파일을 바꾼 이유")
        les = T(lang, "Lock hashes are per platform; run terraform providers lock for linux_amd64 and darwin_arm64 together.",
                "락 해시는 플랫폼별이라 linux_amd64와 darwin_arm64를 같이 lock 해야 함.")
        fence = "hcl"
    elif sub == "pip-hash":
        snip = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "cryptography", "numpy", "pydantic"]), rint(1, 3), rint(0, 30), rint(0, 9), hexs(64), hexs(64))
        inl = []
        top = T(lang, "why pip refused to install", "pip가 설치를 거부한 이유")
        les = T(lang, "With --require-hashes every transitive dependency needs a hash; pip-compile --generate-hashes does it.",
                "--require-hashes 모드에서는 모든 전이 의존성에 해시가 필요하고 pip-compile --generate-hashes로 생성함.")
        fence = ""
    elif sub == "sri":
        integ = "sha384-" + b64e(rbytes(48))
        snip = '<script src="https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/index.min.js" integrity="%s" crossorigin="anonymous"></script>' % (
            pick(["chart.js", "alpinejs", "htmx.org"]), rint(1, 4), rint(0, 12), rint(0, 9), integ)
        inl = [("SRI hash", integ)]
        top = T(lang, "why the CDN script was blocked", "CDN 스크립트가 차단된 이유")
        les = T(lang, "The SRI hash must be updated together with the version, otherwise the browser blocks the script.",
                "버전을 올릴 때 SRI 해시도 같이 바꿔야 함. 아니면 브라우저가 스크립트를 막음.")
        fence = "html"
    elif sub == "webhook-signature":
        sig = "sha256=" + hexs(64)
        snip = "POST /github-webhook/ HTTP/1.1\nX-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: %s\nContent-Type: application/json" % (uuid4(), sig)
        inl = [("signature", sig)]
        top = T(lang, "why signature verification failed", "서명 검증이 실패한 이유")
        les = T(lang, "The HMAC must be computed over the raw body; our framework re-serialized the JSON first.",
                "HMAC은 원본 바디로 계산해야 하는데 프레임워크가 JSON을 먼저 재직렬화했음.")
        fence = "http"
    elif sub == "etag":
        snip = '$ aws s3api head-object --bucket %s-artifacts --key builds/%s.zip\n{\n    "ETag": "\\"%s\\"",\n    "ContentLength": %d,\n    "VersionId": "%s"\n}' % (
            svc(), hexs(12), hexs(32), rint(10 ** 5, 10 ** 8), rs(B64U, 32))
        inl = []
        top = T(lang, "whether the artifact upload was complete", "아티팩트 업로드가 완료됐는지")
        les = T(lang, "Multipart uploads have an ETag with a -N suffix, so comparing it to the local MD5 does not work.",
                "멀티파트 업로드의 ETag에는 -N 접미사가 붙어서 로컬 MD5와 비교하면 안 맞음.")
        fence = "console"
    elif sub == "nix":
        p = "/nix/store/%s-%s-%d.%d.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), pick(["openssl", "python3", "nodejs", "postgresql"]), rint(1, 20), rint(0, 20), rint(0, 9))
        snip = "error: builder for '%s.drv' failed with exit code 1" % p
        inl = [("store path", p)]
        top = T(lang, "which derivation failed", "어떤 derivation이 실패했는지")
        les = T(lang, "nix log on the .drv path shows the full build log; the failure was a flaky test in the package.",
                ".drv 경로에 nix log를 쓰면 전체 빌드 로그가 나오고, 원인은 패키지의 불안정한 테스트였음.")
        fence = ""
    else:   # detect-secrets baseline
        snip = '"results": {\n  "%s": [\n    {\n      "type": "Secret Keyword",\n      "filename": "%s",\n      "hashed_secret": "%s",\n      "is_verified": false,\n      "line_number": %d\n    }\n  ]\n}' % (
            "tests/fixtures/config.yaml", "tests/fixtures/config.yaml", hexs(40), rint(3, 120))
        inl = [("hashed_secret", None)]
        inl = []
        top = T(lang, "why the pre-commit hook flagged the fixture", "pre-commit 훅이 픽스처를 잡은 이유")
        les = T(lang, "The baseline stores only a SHA-1 of the flagged string; audit it with detect-secrets audit instead of editing the JSON.",
                "베이스라인에는 잡힌 문자열의 SHA-1만 저장되니 JSON을 고치지 말고 detect-secrets audit으로 처리할 것.")
        fence = "json"
    return CC("clean: hash/digest (%s)" % sub, top, [les], snip, fence, inl)


HASH_SUBS = ["sha256sum", "git-log", "image-digest", "npm-integrity", "go-sum", "tf-lock", "pip-hash", "sri", "webhook-signature",
             "etag", "nix", "detect-secrets"]


# ---- request ids, trace ids, UUIDs ----
def gc_ids(lang, sub):
    if sub == "aws-request":
        rid = uuid4()
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % rid
        top, les = T(lang, "what to send AWS support", "AWS 지원팀에 보낼 정보"), T(lang, "Support needs the RequestId and the timestamp, nothing else.", "지원팀에는 RequestId와 시각만 있으면 됨.")
        inl = [("RequestId", rid)]
    elif sub == "traceparent":
        tid = hexs(32)
        snip = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (tid, hexs(16), uuid4())
        top, les = T(lang, "how to find the trace", "트레이스 찾는 방법"), T(lang, "Search Tempo by the 32-hex trace id, not by the request id.", "Tempo에서는 request id가 아니라 32자리 trace id로 검색해야 함.")
        inl = [("trace id", tid)]
    elif sub == "sentry-event":
        eid = hexs(32)
        snip = "Sentry event %s\nissue: %s-%s\nrelease: %s@%d.%d.%d" % (eid, svc().upper(), rs(ALU, 3), svc(), rint(1, 4), rint(0, 30), rint(0, 9))
        top, les = T(lang, "which Sentry event matched the report", "신고와 맞는 Sentry 이벤트"), T(lang, "Event ids are searchable only within 90 days of retention.", "이벤트 id는 보존 기간 90일 안에서만 검색됨.")
        inl = [("event id", eid)]
    elif sub == "k8s-uid":
        uid = uuid4()
        snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (svc(), hexs(10), rs(ALL, 5), uid, rint(10 ** 6, 10 ** 9))
        top, les = T(lang, "which pod instance crashed", "어느 파드 인스턴스가 죽었는지"), T(lang, "Pod names repeat after a rollout; the uid is what the audit log records.", "파드 이름은 롤아웃 뒤 반복되니 감사 로그는 uid로 남음.")
        inl = [("uid", uid)]
    elif sub == "stripe-ids":
        req = "req_" + rs(AL, 14)
        snip = "Stripe error: card_declined (request %s)\ncustomer: cus_%s\npayment_intent: pi_%s\nIdempotency-Key: %s" % (req, rs(AL, 14), rs(AL, 24), uuid4())
        top, les = T(lang, "what to look up in the Stripe dashboard", "Stripe 대시보드에서 찾을 것"), T(lang, "The request id is the fastest way to find the call in Stripe's logs; the idempotency key prevents double charges on retry.", "Stripe 로그에서는 request id로 찾는 게 제일 빠르고 idempotency key는 재시도 시 이중 결제를 막음.")
        inl = [("request id", req)]
    elif sub == "cf-ray":
        ray = "%s-%s" % (hexs(16), pick(["ICN", "NRT", "FRA", "SJC"]))
        snip = "HTTP/2 520\ncf-ray: %s\nserver: cloudflare" % ray
        top, les = T(lang, "how to trace the 520", "520 추적 방법"), T(lang, "Cloudflare support needs the cf-ray id; 520 meant our origin closed the connection.", "클라우드플레어 지원에는 cf-ray id가 필요하고 520은 오리진이 연결을 끊었다는 뜻.")
        inl = [("cf-ray", ray)]
    elif sub == "ulid":
        u = "01" + rs(CROCKFORD, 24)
        snip = "order_id=%s status=PENDING_SETTLEMENT created=%s" % (u, ts_iso())
        top, les = T(lang, "how order ids are generated", "주문 id 생성 방식"), T(lang, "Order ids are ULIDs, so they sort by creation time; no need for an extra index.", "주문 id는 ULID라 생성 시각 순으로 정렬되고 별도 인덱스가 필요 없음.")
        inl = [("order id", u)]
    elif sub == "objectid":
        o = hexs(24)
        snip = 'db.orders.find({ _id: ObjectId("%s") })' % o
        top, les = T(lang, "which document was corrupted", "어느 문서가 깨졌는지"), T(lang, "The ObjectId encodes the creation time, which matched the bad deploy.", "ObjectId에 생성 시각이 들어 있어서 잘못된 배포 시각과 맞았음.")
        inl = [("ObjectId", o)]
    elif sub == "bq-job":
        j = "bquxjob_%s_%s" % (hexs(8), hexs(11))
        snip = "Job %s:%s.%s failed: Resources exceeded during query execution" % (svc(), pick(["US", "asia-northeast3"]), j)
        top, les = T(lang, "why the BigQuery job failed", "BigQuery 잡이 실패한 이유"), T(lang, "ORDER BY without LIMIT on the whole table exceeded the slot memory.", "테이블 전체에 LIMIT 없는 ORDER BY가 슬롯 메모리를 초과함.")
        inl = [("job id", j)]
    else:   # correlation ids in logs
        cids = [uuid4() for _ in range(3)]
        snip = "\n".join("%s WARN [%s] correlation_id=%s upstream timeout after %dms" % (ts_log(), svc(), c, rint(1000, 30000)) for c in cids)
        top, les = T(lang, "how to correlate the timeouts", "타임아웃을 묶어 보는 방법"), T(lang, "All three timeouts share the upstream pod; the correlation ids let the vendor find them.", "세 타임아웃 모두 같은 업스트림 파드였고 correlation id로 벤더가 찾을 수 있었음.")
        inl = [("correlation id", cids[0])]
    return CC("clean: identifiers (%s)" % sub, top, [les], snip, "", inl)


IDS_SUBS = ["aws-request", "traceparent", "sentry-event", "k8s-uid", "stripe-ids", "cf-ray", "ulid", "objectid", "bq-job", "correlation"]


# ---- public keys, certificates, fingerprints ----
def gc_pub(lang, sub):
    cm = "%s@%s" % (pick(PEOPLE).replace(".", ""), pick(["laptop", "mbp", "ws-%02d" % rint(1, 40)]))
    if sub == "authorized_keys":
        keys = [ssh_ed25519_pub(cm) if chance(0.6) else ssh_rsa_pub(cm) for _ in range(rint(1, 2))]
        snip = "# ~/.ssh/authorized_keys on %s\n%s" % (host(), "\n".join(keys))
        top = T(lang, "which public keys are allowed on the bastion", "배스천에 허용된 공개 키")
        les = T(lang, "Public keys are safe to paste; access is granted by adding them through the Ansible role, not by hand.",
                "공개 키는 붙여도 안전하고 권한 부여는 수동이 아니라 Ansible 롤로 추가해야 함.")
        fence, inl = "", []
    elif sub == "known_hosts":
        fp = "SHA256:" + b64e(rbytes(32)).rstrip("=")
        snip = "The authenticity of host '%s' can't be established.\nED25519 key fingerprint is %s.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?" % (host(), fp)
        top = T(lang, "whether the host key change was expected", "호스트 키 변경이 예정된 것이었는지")
        les = T(lang, "The bastion was rebuilt, so the host key changed; the new fingerprint is in the infra channel topic.",
                "배스천이 재구축돼서 호스트 키가 바뀌었고 새 지문은 infra 채널 토픽에 있음.")
        fence, inl = "", [("fingerprint", fp)]
    elif sub == "pem-public":
        lines = wrap(b64e(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)), 64)
        snip = pem("PUBLIC KEY", lines)
        top = T(lang, "which key verifies the webhook signatures", "웹훅 서명을 검증하는 키")
        les = T(lang, "The vendor publishes this verification public key; only their private key can sign, so it is fine in the repo.",
                "벤더가 공개한 검증용 공개 키라 저장소에 있어도 괜찮고 서명은 그쪽 개인 키로만 가능함.")
        fence, inl = "", []
    elif sub == "certificate":
        snip = pem("CERTIFICATE", fake_cert_lines(rint(5, 8))[:rint(4, 6)] + ["..."])
        top = T(lang, "which CA the internal services trust", "내부 서비스가 신뢰하는 CA")
        les = T(lang, "The internal CA certificate (public) must be added to the JVM truststore, not only to the OS store.",
                "사내 CA 인증서(공개)는 OS 저장소뿐 아니라 JVM truststore에도 넣어야 함.")
        fence, inl = "", []
    elif sub == "gpg":
        fp = " ".join(hexs(4).upper() for _ in range(10))
        snip = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s>" % (date_s(), fp.replace(" ", ""), domain())
        top = T(lang, "which key signs the release tags", "릴리스 태그 서명 키")
        les = T(lang, "Tags must be signed by the release bot key; verify with git tag -v before publishing.",
                "태그는 릴리스 봇 키로 서명돼야 하고 배포 전에 git tag -v로 확인할 것.")
        fence, inl = "", [("fingerprint", fp.replace(" ", ""))]
    elif sub == "wg-peer":
        snip = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nPersistentKeepalive = 25" % (cm, b64e(rbytes(32)), rint(2, 250))
        top = T(lang, "how peers are added to the VPN", "VPN 피어 추가 방법")
        les = T(lang, "Only the peer's public key goes into the server config; the private key never leaves the laptop.",
                "서버 설정에는 피어의 공개 키만 들어가고 개인 키는 노트북 밖으로 나가지 않음.")
        fence, inl = "ini", []
    elif sub == "age-recipient":
        r = "age1" + rs(BECH32, 58)
        snip = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: %s" % (pick(ENVS), r)
        top = T(lang, "which age recipient encrypts the secrets", "시크릿을 암호화하는 age 수신자")
        les = T(lang, "The age recipient is a public key; new teammates add theirs to .sops.yaml and run sops updatekeys.",
                "age 수신자는 공개 키라서 새 팀원은 .sops.yaml에 자기 것을 추가하고 sops updatekeys를 돌림.")
        fence, inl = "yaml", [("recipient", r)]
    elif sub == "jwks":
        n = b64ue(rbytes(256))
        snip = '{"keys":[{"kty":"RSA","use":"sig","kid":"%s","alg":"RS256","e":"AQAB","n":"%s"}]}' % (hexs(16), n)
        top = T(lang, "where the token verification keys come from", "토큰 검증 키 출처")
        les = T(lang, "The JWKS endpoint is public by design; the service caches it for 10 minutes, so key rotation takes that long to apply.",
                "JWKS 엔드포인트는 원래 공개이고 서비스가 10분 캐시해서 키 교체가 그만큼 늦게 반영됨.")
        fence, inl = "json", []
    elif sub == "dkim":
        p = b64e(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001"))
        snip = "%s._domainkey.%s. 300 IN TXT \"v=DKIM1; k=rsa; p=%s\"" % (pick(["google", "s1", "k1", "mail"]), domain(), p)
        top = T(lang, "why the mails failed DKIM", "메일이 DKIM에서 실패한 이유")
        les = T(lang, "The DKIM record holds the public key; the selector in the DNS name must match the one the mail provider signs with.",
                "DKIM 레코드에는 공개 키가 들어가고 DNS 이름의 셀렉터가 메일 서비스가 서명에 쓰는 것과 같아야 함.")
        fence, inl = "", []
    elif sub == "spki-pin":
        pins = ["sha256/" + b64e(rbytes(32)) for _ in range(2)]
        snip = 'CertificatePinner.Builder()\n    .add("api.%s", "%s")\n    .add("api.%s", "%s")\n    .build()' % (domain(), pins[0], domain(), pins[1])
        top = T(lang, "why the Android app stopped connecting", "안드로이드 앱이 접속을 못 한 이유")
        les = T(lang, "The pins are hashes of public keys; a backup pin for the next certificate must always be shipped.",
                "핀은 공개 키의 해시이고 다음 인증서용 백업 핀을 항상 같이 배포해야 함.")
        fence, inl = "kotlin", [("pin", pins[0])]
    elif sub == "eth-address":
        a = "0x" + hexs(40)
        snip = "Deployed Vault contract at %s (tx %s)" % (a, "0x" + hexs(64))
        top = T(lang, "where the contract is deployed", "컨트랙트 배포 주소")
        les = T(lang, "Addresses and tx hashes are public on-chain data; the deployer key lives in the HSM.",
                "주소와 트랜잭션 해시는 온체인 공개 데이터이고 디플로이어 키는 HSM에 있음.")
        fence, inl = "", [("address", a)]
    else:   # cosign public key
        lines = wrap(b64e(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)), 64)
        snip = "# cosign.pub\n" + pem("PUBLIC KEY", lines) + "\n\ncosign verify --key cosign.pub registry.%s/%s:%d.%d" % (domain(), svc(), rint(1, 5), rint(0, 30))
        top = T(lang, "how image signatures are verified", "이미지 서명 검증 방법")
        les = T(lang, "cosign.pub is committed on purpose; the admission controller verifies every image against it.",
                "cosign.pub는 일부러 커밋한 것이고 어드미션 컨트롤러가 모든 이미지를 이걸로 검증함.")
        fence, inl = "", []
    return CC("clean: public key material (%s)" % sub, top, [les], snip, fence, inl)


PUB_SUBS = ["authorized_keys", "known_hosts", "pem-public", "certificate", "gpg", "wg-peer", "age-recipient", "jwks", "dkim",
            "spki-pin", "eth-address", "cosign"]


# ---- identifiers that are not credentials ----
def gc_nonsecret_id(lang, sub):
    if sub == "aws-account":
        a = acct_id()
        snip = "arn:aws:iam::%s:role/%s-deploy\nAccount: %s  Region: %s" % (a, svc(), a, pick(REGIONS))
        top = T(lang, "which AWS account the role is in", "역할이 속한 AWS 계정")
        les = T(lang, "Staging and prod are separate AWS accounts; the role ARN tells which one a pipeline targets.",
                "스테이징과 운영은 별도 AWS 계정이고 역할 ARN으로 파이프라인 대상이 구분됨.")
        inl = [("account id", a)]
    elif sub == "twilio-sid":
        sid = "AC" + hexs(32)
        snip = "TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}   # from Vault\nTWILIO_FROM=+1%s" % (sid, rs(DG, 10))
        top = T(lang, "which Twilio account sends the SMS", "SMS를 보내는 Twilio 계정")
        les = T(lang, "The Account SID is an identifier; only the auth token is secret and it is injected from Vault.",
                "Account SID는 식별자이고 비밀은 auth token뿐이며 Vault에서 주입됨.")
        inl = [("Account SID", sid)]
    elif sub == "google-client-id":
        cid = "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12 - 1), rs(ALL, 32))
        snip = "GOOGLE_CLIENT_ID=%s\n# client secret: see 1Password item \"Google OAuth (%s)\"" % (cid, pick(ENVS))
        top = T(lang, "which OAuth client the login uses", "로그인이 쓰는 OAuth 클라이언트")
        les = T(lang, "The redirect URI must be registered on this client id exactly, including the trailing slash.",
                "리다이렉트 URI는 이 클라이언트 id에 끝 슬래시까지 정확히 등록돼야 함.")
        inl = [("client id", cid)]
    elif sub == "github-app":
        snip = "GITHUB_APP_ID=%d\nGITHUB_APP_CLIENT_ID=Iv1.%s\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/gh-app.pem" % (rint(10 ** 5, 10 ** 6), hexs(16), rint(10 ** 7, 10 ** 8))
        top = T(lang, "how the bot authenticates to GitHub", "봇의 GitHub 인증 방식")
        les = T(lang, "App id and client id are public identifiers; the private key is mounted from a secret file.",
                "앱 id와 클라이언트 id는 공개 식별자이고 개인 키는 시크릿 파일로 마운트됨.")
        inl = []
    elif sub == "azure-ids":
        snip = "az account set --subscription %s\naz aks get-credentials -g rg-%s-%s -n aks-%s --tenant %s" % (uuid4(), svc(), pick(ENVS), pick(ENVS), uuid4())
        top = T(lang, "which subscription the cluster lives in", "클러스터가 있는 구독")
        les = T(lang, "Subscription and tenant ids are not secrets; access is controlled by Entra ID group membership.",
                "구독 id와 테넌트 id는 비밀이 아니고 접근은 Entra ID 그룹 멤버십으로 제어됨.")
        inl = []
    elif sub == "slack-ids":
        ch = "C0" + rs(ALU, 9)
        snip = "SLACK_ALERT_CHANNEL=%s\nSLACK_TEAM_ID=T0%s\nSLACK_APP_ID=A0%s" % (ch, rs(ALU, 8), rs(ALU, 9))
        top = T(lang, "which channel the alerts go to", "알림이 가는 채널")
        les = T(lang, "Use the channel id, not the name; renaming the channel broke the old config.",
                "채널 이름 말고 id를 써야 함. 채널 이름을 바꾸자 예전 설정이 깨졌음.")
        inl = [("channel id", ch)]
    elif sub == "stripe-ids":
        snip = "price_%s  (Pro monthly)\nprice_%s  (Pro yearly)\nprod_%s\nacct_%s  (Connect platform)" % (rs(AL, 24), rs(AL, 24), rs(AL, 14), rs(AL, 16))
        top = T(lang, "which Stripe prices the checkout uses", "체크아웃이 쓰는 Stripe 가격")
        les = T(lang, "Price ids differ between test and live mode; the seed script must read them from config, not hard-code them.",
                "가격 id는 테스트/라이브 모드가 달라서 시드 스크립트가 하드코딩하지 말고 설정에서 읽어야 함.")
        inl = []
    elif sub == "cloudflare-zone":
        z = hexs(32)
        snip = "CLOUDFLARE_ZONE_ID=%s\nCLOUDFLARE_ACCOUNT_ID=%s" % (z, hexs(32))
        top = T(lang, "which zone the DNS records are in", "DNS 레코드가 있는 존")
        les = T(lang, "Zone and account ids are identifiers shown in the dashboard sidebar; the API token is separate.",
                "존 id와 계정 id는 대시보드 사이드바에 보이는 식별자이고 API 토큰은 별개임.")
        inl = [("zone id", z)]
    elif sub == "apple-ids":
        snip = "APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nBUNDLE_ID=com.%s.app" % (rs(ALU, 10), rs(ALU, 10), pick(DOMAINS).split(".")[0].replace("-", ""))
        top = T(lang, "the APNs configuration", "APNs 설정")
        les = T(lang, "Team id and key id are identifiers; the .p8 key file is what must stay private.",
                "팀 id와 키 id는 식별자이고 비공개로 지켜야 하는 건 .p8 키 파일임.")
        inl = []
    elif sub == "naver-kakao-ids":
        snip = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%d\nNAVER_CLIENT_SECRET=${NAVER_CLIENT_SECRET}" % (rs(AL, 20), rint(10 ** 5, 10 ** 7))
        top = T(lang, "the social login app registration", "소셜 로그인 앱 등록 정보")
        les = T(lang, "The client id and app id are public (they appear in the login URL); the secret comes from the environment.",
                "클라이언트 id와 앱 id는 로그인 URL에 노출되는 공개값이고 시크릿은 환경 변수에서 옴.")
        inl = []
    elif sub == "kms-key-id":
        k = uuid4()
        snip = "KMS key: arn:aws:kms:%s:%s:key/%s (alias/%s-%s)" % (pick(REGIONS), acct_id(), k, svc(), pick(ENVS))
        top = T(lang, "which KMS key encrypts the bucket", "버킷을 암호화하는 KMS 키")
        les = T(lang, "The key id is not sensitive; the key policy is what decides who can decrypt.",
                "키 id는 민감하지 않고 누가 복호화할 수 있는지는 키 정책이 결정함.")
        inl = [("key id", k)]
    else:   # ga / gtm
        snip = "<!-- Google tag -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>\n<!-- GTM-%s -->" % (rs(ALU, 10), rs(ALU, 7))
        top = T(lang, "which analytics property the site reports to", "사이트가 보고하는 분석 속성")
        les = T(lang, "The measurement id is public in every page; staging must use its own property to keep data separate.",
                "측정 id는 모든 페이지에 공개되고 스테이징은 데이터 분리를 위해 별도 속성을 써야 함.")
        inl = []
    return CC("clean: non-secret identifier (%s)" % sub, top, [les], snip, "", inl)


NONSECRET_ID_SUBS = ["aws-account", "twilio-sid", "google-client-id", "github-app", "azure-ids", "slack-ids", "stripe-ids",
                     "cloudflare-zone", "apple-ids", "naver-kakao-ids", "kms-key-id", "ga-gtm"]


# ---- base64 of non-secret data ----
def gc_b64(lang, sub):
    if sub == "cursor":
        cur = b64e(json.dumps({"id": rint(1000, 999999), "ts": epoch()}, separators=(",", ":")).encode())
        snip = "GET /v1/orders?limit=100&cursor=%s" % cur
        top = T(lang, "how pagination works on the orders API", "주문 API 페이지네이션 방식")
        les = T(lang, "The cursor is just base64 JSON with the last id; it is not signed, so clients should not build it themselves.",
                "커서는 마지막 id가 든 base64 JSON일 뿐이고 서명이 없어서 클라이언트가 직접 만들면 안 됨.")
        inl = [("cursor", cur)]
    elif sub == "configmap":
        text = "log_level=%s\nfeature.new_checkout=%s\ntimezone=Asia/Seoul\n" % (pick(["info", "debug"]), pick(["true", "false"]))
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  app.properties: %s" % (svc(), b64e(text.encode()))
        top = T(lang, "where the feature flags live", "피처 플래그 위치")
        les = T(lang, "binaryData is plain base64 of the properties file; decode it to see the flags.",
                "binaryData는 properties 파일을 base64로 인코딩한 것이라 디코딩하면 플래그가 보임.")
        inl = []
    elif sub == "gh-contents":
        text = "# %s\n\nInternal service. See docs/runbook.md for on-call steps.\n" % svc()
        snip = '{\n  "name": "README.md",\n  "sha": "%s",\n  "encoding": "base64",\n  "content": "%s"\n}' % (hexs(40), b64e(text.encode()))
        top = T(lang, "how the contents API returns files", "contents API의 파일 반환 방식")
        les = T(lang, "The contents API returns files base64-encoded; the sha is the blob sha needed for updates.",
                "contents API는 파일을 base64로 돌려주고 sha는 수정할 때 필요한 blob sha임.")
        inl = []
    elif sub == "pubsub":
        payload = json.dumps({"event": "order.paid", "order_id": rint(10 ** 5, 10 ** 7), "amount": rint(1000, 99000), "currency": pick(["KRW", "JPY", "USD"])}, separators=(",", ":"))
        snip = '{"message":{"data":"%s","messageId":"%d","publishTime":"%s"}}' % (b64e(payload.encode()), rint(10 ** 15, 10 ** 16), ts_iso())
        top = T(lang, "the Pub/Sub push format", "Pub/Sub 푸시 포맷")
        les = T(lang, "message.data is base64 of the JSON event; the handler must decode before parsing.",
                "message.data는 JSON 이벤트의 base64라 핸들러가 파싱 전에 디코딩해야 함.")
        inl = []
    elif sub == "data-uri":
        png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rbytes(rint(40, 70))
        snip = '<img alt="logo" src="data:image/png;base64,%s">' % b64e(png)
        top = T(lang, "why the email logo did not render", "메일 로고가 안 보인 이유")
        les = T(lang, "Gmail strips data: URIs in images, so the logo must be a hosted URL.",
                "Gmail은 이미지의 data: URI를 제거해서 로고는 호스팅된 URL이어야 함.")
        inl = []
    elif sub == "ca-bundle":
        cert = pem("CERTIFICATE", fake_cert_lines(3))
        snip = "webhooks:\n  - name: validate.%s\n    clientConfig:\n      caBundle: %s" % (domain(), b64e(cert.encode())[:rint(160, 240)] + "...")
        top = T(lang, "why the admission webhook failed TLS", "어드미션 웹훅 TLS 실패 원인")
        les = T(lang, "caBundle is the base64 of the CA certificate (public); cert-manager's cainjector keeps it up to date.",
                "caBundle은 CA 인증서(공개)의 base64이고 cert-manager cainjector가 갱신함.")
        inl = []
    else:   # jwt header/claims decoded for debugging
        hdr = b64ue(json.dumps({"alg": "RS256", "kid": hexs(16), "typ": "JWT"}, separators=(",", ":")).encode())
        snip = "token header (first segment only): %s\ndecoded: {\"alg\":\"RS256\",\"kid\":\"...\",\"typ\":\"JWT\"}" % hdr
        top = T(lang, "why token verification picked the wrong key", "토큰 검증이 엉뚱한 키를 고른 이유")
        les = T(lang, "The kid in the header did not match the JWKS after rotation; the verifier cache had to be flushed.",
                "헤더의 kid가 교체 후 JWKS와 안 맞았고 검증기 캐시를 비워야 했음.")
        inl = []
    return CC("clean: base64 of non-secret data (%s)" % sub, top, [les], snip, "", inl)


B64_SUBS = ["cursor", "configmap", "gh-contents", "pubsub", "data-uri", "ca-bundle", "jwt-header"]


# ---- long identifiers ----
def gc_longid(lang, sub):
    a, r, s = acct_id(), pick(REGIONS), svc()
    opts = {
        "arns": "arn:aws:ecs:%s:%s:task/%s-cluster/%s\narn:aws:logs:%s:%s:log-group:/ecs/%s:log-stream:ecs/%s/%s" % (r, a, s, hexs(32), r, a, s, s, hexs(32)),
        "azure-resource": "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/app-%s-%s/slots/staging" % (uuid4(), s, pick(ENVS), s, rs(ALL, 4)),
        "gcp-resource": "projects/%s-%d/locations/asia-northeast3/services/%s/revisions/%s-%05d-%s" % (s, rint(100, 999), s, s, rint(1, 500), rs(ALL, 3)),
        "pod-names": "\n".join("%s-%s-%s   %s   %d   %dm" % (s, hexs(10)[:pick([9, 10])], rs(ALL, 5), pick(["Running", "CrashLoopBackOff", "Pending"]), rint(0, 12), rint(1, 300)) for _ in range(rint(3, 5))),
        "cfn-stack": "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (r, a, s, pick(ENVS), uuid4()),
        "s3-keys": "\n".join("s3://%s-%s/exports/dt=%s/part-%05d-%s-c000.snappy.parquet" % (s, pick(ENVS), date_s(), i, uuid4()) for i in range(rint(2, 4))),
        "tf-address": "module.%s.module.rds.aws_db_instance.this[\"%s\"]\nmodule.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess\"]" % (s.replace("-", "_"), pick(ENVS), s.replace("-", "_")),
        "bazel": "//services/%s/internal/handlers:handlers_test (cached) PASSED in %.1fs\nbazel-out/k8-fastbuild/bin/services/%s/%s_/%s" % (s, R.random() * 9, s, s, s),
        "image-ref": "asia-northeast3-docker.pkg.dev/%s-%d/containers/%s:%d.%d.%d-%s" % (s, rint(100, 999), s, rint(0, 4), rint(0, 30), rint(0, 9), hexs(7)),
    }
    snip = opts[sub]
    les = [T(lang, "These are resource identifiers, safe to paste in tickets; the long suffixes are ids, not keys.",
             "리소스 식별자라 티켓에 붙여도 되고 긴 접미사는 키가 아니라 id임."),
           T(lang, "Filtering by the full identifier is much faster than by name prefix in the console.",
             "콘솔에서 이름 접두사보다 전체 식별자로 필터링하는 게 훨씬 빠름.")]
    return CC("clean: long identifiers (%s)" % sub, T(lang, "which resource the alert was about", "알림이 가리키는 리소스"),
              [pick(les)], snip, "")


LONGID_SUBS = ["arns", "azure-resource", "gcp-resource", "pod-names", "cfn-stack", "s3-keys", "tf-address", "bazel", "image-ref"]


# ---- versions ----
def gc_version(lang, sub):
    v = lambda: "%d.%d.%d" % (rint(0, 9), rint(0, 40), rint(0, 20))
    opts = {
        "bump": "- %s %s -> %s\n- %s %s -> %s\n- %s %s -> %s-rc.%d" % (pick(["next", "react", "django"]), v(), v(), pick(["spring-boot", "pydantic", "eslint"]), v(), v(), pick(["kafka-clients", "grpc", "pg"]), v(), v(), rint(1, 4)),
        "describe": "$ git describe --tags\nv%s-%d-g%s" % (v(), rint(1, 80), hexs(7)),
        "build-meta": "version: %s+build.%d.%s" % (v(), rint(100, 9999), hexs(8)),
        "calver": "release %s.%02d.%d (android versionCode %d)" % (rint(2024, 2026), rint(1, 12), rint(0, 9), rint(10 ** 6, 10 ** 7)),
        "docker-tags": "%s:%s\n%s:%s-alpine%d.%d\n%s:sha-%s" % ((svc(), v(), svc(), v(), 3, rint(18, 21), svc(), hexs(7))),
    }
    return CC("clean: versions (%s)" % sub, T(lang, "which versions are compatible", "호환되는 버전 조합"),
              [T(lang, "Pin the minor version; the patch release changed a default and broke the build.",
                 "마이너 버전까지 고정할 것. 패치 릴리스에서 기본값이 바뀌어 빌드가 깨졌음.")], opts[sub], "")


VERSION_SUBS = ["bump", "describe", "build-meta", "calver", "docker-tags"]


# ---- password-policy talk without values ----
def gc_policy(lang, sub):
    n = rint(10, 16)
    if sub == "tf-policy":
        snip = 'resource "aws_iam_account_password_policy" "strict" {\n  minimum_password_length        = %d\n  require_symbols                = true\n  require_numbers                = true\n  max_password_age               = %d\n  password_reuse_prevention      = %d\n}' % (n, pick([60, 90, 180]), rint(3, 24))
        fence = "hcl"
    elif sub == "django-validators":
        snip = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % n
        fence = "python"
    elif sub == "keycloak":
        snip = "passwordPolicy: \"length(%d) and upperCase(1) and digits(1) and specialChars(1) and notUsername and passwordHistory(%d)\"" % (n, rint(3, 10))
        fence = "yaml"
    elif sub == "hashing":
        snip = T(lang, "Passwords are hashed with argon2id (m=%d KiB, t=%d, p=%d); bcrypt cost %d for the legacy table." % (pick([19456, 65536]), rint(2, 4), 1, rint(10, 13)),
                 "비밀번호는 argon2id(m=%d KiB, t=%d, p=%d)로 해시하고 레거시 테이블은 bcrypt cost %d." % (pick([19456, 65536]), rint(2, 4), 1, rint(10, 13)))
        fence = ""
    else:   # prose
        snip = T(lang, "Policy: at least %d characters, no composition rules, check against the breached-password list, lock for 15 minutes after %d failures, no forced rotation." % (n, rint(5, 10)),
                 "정책: 최소 %d자, 조합 규칙 없음, 유출 비밀번호 목록 대조, %d회 실패 시 15분 잠금, 강제 주기 변경 없음." % (n, rint(5, 10)))
        fence = ""
    les = [T(lang, "The security team wants length over complexity; the old 'one symbol' rule was removed.",
             "보안팀은 복잡도보다 길이를 원하고 예전 '특수문자 1개' 규칙은 없어졌음."),
           T(lang, "The policy is enforced server-side; the frontend check is only a hint.", "정책은 서버에서 강제되고 프론트 검사는 힌트일 뿐임."),
           T(lang, "Never paste real passwords into tickets; link the vault item instead.", "티켓에 실제 비밀번호를 붙이지 말고 금고 항목 링크를 걸 것.")]
    return CC("clean: password policy without values (%s)" % sub, T(lang, "the password policy", "비밀번호 정책"), [pick(les)], snip, fence)


POLICY_SUBS = ["tf-policy", "django-validators", "keycloak", "hashing", "prose"]


# ---- flags explained in prose ----
FLAG_TEXTS = [
    ("mysql -p", "`mysql -u app -p` without a value makes mysql prompt for the password, which is what we want in the runbook.",
     "`mysql -u app -p`처럼 값 없이 쓰면 mysql이 비밀번호를 프롬프트로 묻고, 런북에서는 이게 맞음."),
    ("--password-stdin", "Use `docker login --password-stdin < ~/.config/registry-token` so the token never shows up in `ps` or history.",
     "`docker login --password-stdin < ~/.config/registry-token`을 쓰면 토큰이 `ps`나 히스토리에 안 남음."),
    ("PGPASSWORD", "PGPASSWORD works but is discouraged; psql reads ~/.pgpass (mode 0600) automatically.",
     "PGPASSWORD도 되지만 권장되지 않고 psql은 ~/.pgpass(권한 0600)를 자동으로 읽음."),
    ("sshpass -f", "If sshpass is unavoidable, use `sshpass -f /run/secrets/ssh_pass` instead of -p so the password is not in the process list.",
     "sshpass를 꼭 써야 하면 -p 대신 `sshpass -f /run/secrets/ssh_pass`를 써서 프로세스 목록에 비밀번호가 안 보이게 할 것."),
    ("curl -u user", "`curl -u deploy https://...` with only the user name makes curl prompt for the password.",
     "`curl -u deploy https://...`처럼 사용자명만 주면 curl이 비밀번호를 물어봄."),
    ("openssl -passin", "`-passin env:P12_PASS` and `-passin file:pass.txt` keep the password off the command line; `pass:` does not.",
     "`-passin env:P12_PASS`나 `-passin file:pass.txt`는 커맨드라인에 비밀번호를 안 남기지만 `pass:`는 남김."),
    ("ansible --vault-password-file", "`ansible-playbook --vault-password-file ~/.vault_pass.txt` reads the vault password from a file; CI mounts it from a secret.",
     "`ansible-playbook --vault-password-file ~/.vault_pass.txt`는 파일에서 vault 비밀번호를 읽고 CI는 시크릿으로 마운트함."),
    ("kubectl --from-file", "`kubectl create secret generic db --from-file=password=./password.txt` avoids putting the value in shell history.",
     "`kubectl create secret generic db --from-file=password=./password.txt`를 쓰면 값이 셸 히스토리에 안 남음."),
    ("git credential helper", "`git config --global credential.helper osxkeychain` stores HTTPS tokens in the keychain instead of ~/.git-credentials.",
     "`git config --global credential.helper osxkeychain`은 HTTPS 토큰을 ~/.git-credentials 대신 키체인에 저장함."),
    ("redis-cli AUTH prompt", "redis-cli `--askpass` prompts for the password; `-a` exposes it and prints a warning.",
     "redis-cli `--askpass`는 비밀번호를 프롬프트로 받고 `-a`는 노출되며 경고를 출력함."),
    ("mysql_config_editor", "`mysql_config_editor set --login-path=prod --host=... --user=app --password` stores an obfuscated login so scripts can use `--login-path=prod`.",
     "`mysql_config_editor set --login-path=prod --host=... --user=app --password`로 로그인 정보를 저장하면 스크립트는 `--login-path=prod`만 쓰면 됨."),
    ("read -s", "In bash, `read -rs DB_PASS` reads a password without echo; export it only for the one command.",
     "bash에서 `read -rs DB_PASS`로 에코 없이 비밀번호를 읽고 필요한 명령에만 export할 것."),
]


def gc_flags(lang, i):
    key, en, ko = FLAG_TEXTS[i]
    tool = {"--password-stdin": "docker login", "PGPASSWORD": "psql", "git credential helper": "git",
            "read -s": "shell scripts", "ansible --vault-password-file": "ansible", "redis-cli AUTH prompt": "redis-cli",
            "mysql_config_editor": "mysql"}.get(key, key.split(" ")[0])
    sc = CC("clean: credential flags explained in prose (%s)" % key,
            T(lang, "the safe way to pass credentials to %s" % tool, "%s에 자격 증명을 안전하게 넘기는 방법" % tool),
            [T(lang, en, ko)], None, "", [])
    return sc


# ---- encrypted blobs ----
def gc_encrypted(lang, sub):
    if sub == "sops":
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(n)), b64e(rbytes(32)), b64e(rbytes(16)))
        snip = "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\n    version: 3.%d.%d" % (
            enc(rint(12, 24)), enc(rint(3, 8)), rs(BECH32, 58), ts_iso(), b64e(rbytes(48)), b64e(rbytes(32)), b64e(rbytes(16)), rint(7, 9), rint(0, 3))
        fence = "yaml"
        les = T(lang, "SOPS files are safe to commit; decrypting needs an age key listed in .sops.yaml.", "SOPS 파일은 커밋해도 되고 복호화하려면 .sops.yaml에 있는 age 키가 필요함.")
    elif sub == "ansible-vault":
        body = hexs(rint(240, 400))
        snip = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + ln for ln in wrap(body, 80))
        fence = "yaml"
        les = T(lang, "Inline vault strings need the vault password file at run time; the ciphertext itself can be committed.", "인라인 vault 문자열은 실행 시 vault 비밀번호 파일이 필요하고 암호문 자체는 커밋해도 됨.")
    elif sub == "sealed-secret":
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: %s" % (svc(), "AgB" + rs(B64, rint(300, 420)) + "==")
        fence = "yaml"
        les = T(lang, "SealedSecrets can only be decrypted by the controller in that cluster; re-seal when moving to another cluster.", "SealedSecret은 해당 클러스터의 컨트롤러만 복호화할 수 있어서 다른 클러스터로 옮기면 다시 seal 해야 함.")
    elif sub == "kms-blob":
        snip = "CiphertextBlob: AQICAH%s" % rs(B64, rint(180, 260))
        fence = ""
        les = T(lang, "The config stores the KMS ciphertext; the app decrypts it at boot with its IAM role.", "설정에는 KMS 암호문이 저장되고 앱이 부팅 시 IAM 역할로 복호화함.")
    elif sub == "age-armored":
        snip = pem("AGE ENCRYPTED FILE", wrap(b64e(b"age-encryption.org/v1\n-> X25519 " + rbytes(rint(120, 200))), 64))
        fence = ""
        les = T(lang, "The armored age file is ciphertext; only holders of the listed identities can decrypt it.", "armored age 파일은 암호문이고 등록된 identity 보유자만 복호화 가능.")
    elif sub == "pgp-message":
        snip = "-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(wrap("hQIMA" + rs(B64, rint(250, 350)), 64)) + "\n=" + rs(B64, 4) + "\n-----END PGP MESSAGE-----"
        fence = ""
        les = T(lang, "The partner sends reports PGP-encrypted to our public key; the private key is only on the SFTP host.", "파트너는 우리 공개 키로 PGP 암호화해서 보고서를 보내고 개인 키는 SFTP 호스트에만 있음.")
    elif sub == "jasypt":
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64e(rbytes(rint(32, 48)))
        fence = "properties"
        les = T(lang, "Jasypt decrypts ENC(...) values at startup using the password from the environment.", "Jasypt가 시작 시 환경 변수의 비밀번호로 ENC(...) 값을 복호화함.")
    elif sub == "rails-credentials":
        snip = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64e(rbytes(rint(90, 160))), b64e(rbytes(12)), b64e(rbytes(16)))
        fence = "console"
        les = T(lang, "credentials.yml.enc is committed; the RAILS_MASTER_KEY that decrypts it is not.", "credentials.yml.enc는 커밋되고 이를 복호화하는 RAILS_MASTER_KEY는 커밋되지 않음.")
    else:   # chef data bag
        snip = '{\n  "id": "%s",\n  "password": {\n    "encrypted_data": "%s",\n    "iv": "%s",\n    "auth_tag": "%s",\n    "version": 3,\n    "cipher": "aes-256-gcm"\n  }\n}' % (
            svc(), b64e(rbytes(rint(24, 40))), b64e(rbytes(12)), b64e(rbytes(16)))
        fence = "json"
        les = T(lang, "Encrypted data bags need the shared secret file on the node; knife can show the item only with --secret-file.", "암호화된 data bag은 노드에 공유 시크릿 파일이 있어야 하고 knife는 --secret-file이 있어야 내용을 보여줌.")
    return CC("clean: encrypted blob (%s)" % sub, T(lang, "how the encrypted secrets are stored", "암호화된 시크릿 저장 방식"), [les], snip, fence)


ENC_SUBS = ["sops", "ansible-vault", "sealed-secret", "kms-blob", "age-armored", "pgp-message", "jasypt", "rails-credentials", "chef-databag"]


# ---- keys documented as public by their vendor ([publishable]) ----
def gc_publishable(lang, sub):
    if sub == "stripe-pk":
        k = pick(["pk_live_", "pk_test_"]) + (rs(AL, 24) if chance(0.3) else "51" + rs(AL, 96))
        snip = "const stripe = Stripe('%s');" % k
        vend, les = "Stripe publishable key", T(lang, "The publishable key is meant for the browser; only the secret key must stay on the server.",
                                                "publishable 키는 브라우저용이고 서버에만 있어야 하는 건 시크릿 키임.")
        fence = "js"
    elif sub == "firebase":
        proj = "%s-%s" % (svc(), rs(ALL, 5))
        k = "AIza" + rs(B64U, 35)
        snip = "const firebaseConfig = {\n  apiKey: \"%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            k, proj, proj, proj, rs(DG, 12), rs(DG, 12), hexs(22))
        vend, les = "Firebase web config", T(lang, "Firebase's web apiKey is an identifier, not a secret; security comes from the Firestore rules.",
                                             "Firebase 웹 apiKey는 비밀이 아니라 식별자이고 보안은 Firestore 규칙이 담당함.")
        fence = "js"
    elif sub == "recaptcha":
        k = "6L" + rs(B64U, 38)
        snip = '<div class="g-recaptcha" data-sitekey="%s"></div>' % k
        vend, les = "reCAPTCHA site key", T(lang, "The site key is public in the page; the secret key is only used by the backend verify call.",
                                            "사이트 키는 페이지에 공개되고 시크릿 키는 백엔드 검증 호출에서만 씀.")
        fence = "html"
    elif sub == "mapbox-pk":
        payload = json.dumps({"u": pick(PEOPLE).replace(".", "") + rs(ALL, 3), "a": rs(ALL, 25)}, separators=(",", ":"))
        k = "pk." + b64ue(payload.encode()) + "." + rs(B64U, 22)
        snip = "mapboxgl.accessToken = '%s';" % k
        vend, les = "Mapbox public token", T(lang, "Mapbox pk. tokens are public by design; restrict them by URL in the account settings.",
                                             "Mapbox pk. 토큰은 원래 공개용이고 계정 설정에서 URL 제한을 걸면 됨.")
        fence = "js"
    elif sub == "toss-ck":
        k = pick(["live_ck_", "test_ck_"]) + rs(AL, 28)
        snip = "const tossPayments = TossPayments('%s');" % k
        vend, les = "Toss Payments client key", T(lang, "The client key goes into the checkout page; the secret key stays on the server for the confirm API.",
                                                  "클라이언트 키는 결제창 페이지에 들어가고 시크릿 키는 승인 API용으로 서버에만 둠.")
        fence = "js"
    elif sub == "kakao-js":
        k = hexs(32)
        snip = "Kakao.init('%s'); // JavaScript 키" % k
        vend, les = "Kakao JavaScript key", T(lang, "Kakao's JavaScript key is used in the browser and restricted by registered domains.",
                                              "카카오 JavaScript 키는 브라우저에서 쓰고 등록된 도메인으로 제한됨.")
        fence = "js"
    elif sub == "algolia-search":
        k = hexs(32)
        snip = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(ALU, 10), k)
        vend, les = "Algolia search-only key", T(lang, "The search-only key is documented for front-end use; the admin key is never shipped.",
                                                 "search-only 키는 프론트엔드용으로 문서화돼 있고 admin 키는 배포하지 않음.")
        fence = "js"
    elif sub == "sentry-dsn":
        k = "https://%s@o%d.ingest.sentry.io/%d" % (hexs(32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7))
        snip = "Sentry.init({ dsn: \"%s\", tracesSampleRate: 0.1 });" % k
        vend, les = "Sentry DSN", T(lang, "Sentry documents the DSN as safe to expose; it only allows sending events.",
                                    "Sentry 문서상 DSN은 노출돼도 되고 이벤트 전송만 가능함.")
        fence = "js"
    elif sub == "supabase-anon":
        k = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": epoch(), "exp": epoch() + 10 ** 8})
        snip = "const supabase = createClient('https://%s.supabase.co', '%s');" % (rs(LO, 20), k)
        vend, les = "Supabase anon key", T(lang, "The anon key is meant for the client; row level security is what protects the data.",
                                           "anon 키는 클라이언트용이고 데이터 보호는 RLS가 담당함.")
        fence = "js"
    elif sub == "posthog":
        k = "phc_" + rs(AL, 43)
        snip = "posthog.init('%s', { api_host: 'https://eu.i.posthog.com' })" % k
        vend, les = "PostHog project API key", T(lang, "PostHog's project key is public (write-only ingestion); the personal API key is the sensitive one.",
                                                 "PostHog 프로젝트 키는 공개용(수집 전용)이고 민감한 건 개인 API 키임.")
        fence = "js"
    elif sub == "mixpanel":
        k = hexs(32)
        snip = "mixpanel.init('%s', { track_pageview: true });" % k
        vend, les = "Mixpanel project token", T(lang, "The project token is embedded in every page; the API secret is separate.",
                                                "프로젝트 토큰은 모든 페이지에 포함되고 API 시크릿은 별개임.")
        fence = "js"
    elif sub == "clerk-pk":
        k = pick(["pk_live_", "pk_test_"]) + b64e(("clerk.%s$" % domain()).encode()).rstrip("=")
        snip = "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=%s" % k
        vend, les = "Clerk publishable key", T(lang, "NEXT_PUBLIC_ variables are bundled into the client, which is fine for the publishable key.",
                                               "NEXT_PUBLIC_ 변수는 클라이언트 번들에 들어가고 publishable 키라면 문제없음.")
        fence = "dotenv"
    else:   # google maps js
        k = "AIza" + rs(B64U, 35)
        snip = '<script src="https://maps.googleapis.com/maps/api/js?key=%s&callback=initMap" async></script>' % k
        vend, les = "Google Maps JavaScript API key", T(lang, "The Maps JS key is visible to every visitor; it is restricted by HTTP referrer.",
                                                        "Maps JS 키는 모든 방문자에게 보이고 HTTP 리퍼러로 제한됨.")
        fence = "html"
    return CC("clean: %s in client code [publishable]" % vend, T(lang, "whether the %s may be committed" % vend, "%s 커밋해도 되는지" % josa(vend, "을/를")),
              [les], snip, fence, [(T(lang, "public key", "공개 키"), k)] if len(k) < 200 else [])


PUBLISHABLE_SUBS = ["stripe-pk", "firebase", "recaptcha", "mapbox-pk", "toss-ck", "kakao-js", "algolia-search", "sentry-dsn",
                    "supabase-anon", "posthog", "mixpanel", "clerk-pk", "google-maps"]


# ---- scanner rules and docs about token formats ----
def gc_regex(lang, sub):
    if sub == "gitleaks":
        snip = '[[rules]]\nid = "github-pat"\ndescription = "GitHub personal access token"\nregex = \'\'\'ghp_[0-9a-zA-Z]{36}\'\'\'\n\n[[rules]]\nid = "slack-bot"\nregex = \'\'\'xoxb-[0-9]{10,13}-[0-9]{10,13}-[a-zA-Z0-9]{24}\'\'\''
        fence = "toml"
    elif sub == "python-regex":
        snip = 'TOKEN_PATTERNS = [\n    re.compile(r"AKIA[0-9A-Z]{16}"),\n    re.compile(r"sk_live_[0-9a-zA-Z]{24,99}"),\n    re.compile(r"glpat-[0-9A-Za-z_-]{20}"),\n]'
        fence = "python"
    elif sub == "prose-format":
        snip = T(lang, "Format notes: GitHub classic tokens are `ghp_` plus 36 alphanumerics, fine-grained ones start with `github_pat_`, Slack bot tokens start with `xoxb-`, AWS key ids are `AKIA` plus 16 characters.",
                 "형식 메모: GitHub 클래식 토큰은 `ghp_` + 영숫자 36자, fine-grained는 `github_pat_`로 시작, Slack 봇 토큰은 `xoxb-`로 시작, AWS 키 id는 `AKIA` + 16자.")
        fence = ""
    elif sub == "test-fixture":
        snip = 'def test_redacts_bearer():\n    line = "Authorization: Bearer <token>"\n    assert scrub(line) == "Authorization: Bearer <token>"\n\ndef test_keeps_sha():\n    assert scrub("commit %s") == "commit %s"' % ((hexs(40),) * 2)
        fence = "python"
    else:   # trufflehog output summary
        snip = "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\nfinished scanning chunks=%d bytes=%d verified_secrets=0 unverified_secrets=0 scan_duration=%.2fs" % (rint(1000, 90000), rint(10 ** 6, 10 ** 9), R.random() * 60)
        fence = ""
    les = [T(lang, "The scanner config lives in the repo root and CI fails the build on any verified finding.",
             "스캐너 설정은 저장소 루트에 있고 검증된 탐지가 있으면 CI가 빌드를 실패시킴."),
           T(lang, "Allowlisting is done by fingerprint in .gitleaksignore, never by disabling a rule.",
             "예외 처리는 규칙을 끄지 말고 .gitleaksignore에 fingerprint로 등록할 것.")]
    return CC("clean: secret-scanner rules / token format docs (%s)" % sub, T(lang, "how the secret scanner is configured", "시크릿 스캐너 설정 방식"),
              [pick(les)], snip, fence)


REGEX_SUBS = ["gitleaks", "python-regex", "prose-format", "test-fixture", "trufflehog"]


# ---- plain engineering notes (no risky material) ----
PLAIN = [
    ("cron timezone", "The report cron runs in UTC on the cluster, so `0 9 * * *` fires at 18:00 KST.", "클러스터의 리포트 크론은 UTC 기준이라 `0 9 * * *`는 KST 18시에 실행됨.",
     "schedule: \"0 0 * * *\"   # 09:00 KST", "yaml"),
    ("MySQL Korean collation", "utf8mb4_0900_ai_ci treats some Hangul compatibility jamo as equal; use utf8mb4_bin for the unique index on nicknames.",
     "utf8mb4_0900_ai_ci는 일부 한글 호환 자모를 같은 문자로 봐서 닉네임 유니크 인덱스엔 utf8mb4_bin을 써야 함.",
     "ALTER TABLE users MODIFY nickname VARCHAR(40) COLLATE utf8mb4_bin;", "sql"),
    ("flaky test ordering", "test_refund passes alone but fails after test_checkout because both reuse the same fixture order id.",
     "test_refund는 단독으로는 통과하는데 test_checkout 뒤에서는 같은 픽스처 주문 id를 재사용해서 실패함.",
     "pytest -p no:randomly tests/payments -k refund", "bash"),
    ("pnpm hoisting", "The Storybook build needs `public-hoist-pattern[]=*storybook*` in .npmrc with pnpm.",
     "pnpm에서 Storybook 빌드는 .npmrc에 `public-hoist-pattern[]=*storybook*`이 필요함.", "public-hoist-pattern[]=*storybook*", "ini"),
    ("Celery prefetch", "Long tasks starve the queue with the default prefetch; set worker_prefetch_multiplier=1 and acks_late.",
     "기본 prefetch에서는 긴 태스크가 큐를 막아서 worker_prefetch_multiplier=1과 acks_late를 설정해야 함.",
     "app.conf.worker_prefetch_multiplier = 1\napp.conf.task_acks_late = True", "python"),
    ("Next.js images", "Remote images need the host in images.remotePatterns or next/image returns 400.",
     "원격 이미지는 images.remotePatterns에 호스트를 넣어야 하고 아니면 next/image가 400을 반환함.",
     "images: { remotePatterns: [{ protocol: 'https', hostname: 'cdn.example-shop.kr' }] }", "js"),
    ("Gradle cache", "The CI cache key must include gradle-wrapper.properties, otherwise the wrapper upgrade reuses the old cache.",
     "CI 캐시 키에 gradle-wrapper.properties를 포함해야 래퍼 업그레이드 때 예전 캐시를 안 씀.", "key: gradle-${{ hashFiles('**/*.gradle*', '**/gradle-wrapper.properties') }}", "yaml"),
    ("Postgres lock", "Adding a column with a volatile default rewrites the table; add it nullable, backfill in batches, then set the default.",
     "volatile 기본값으로 컬럼을 추가하면 테이블이 재작성되니 nullable로 추가하고 배치로 채운 뒤 기본값을 설정할 것.",
     "ALTER TABLE orders ADD COLUMN settled_at timestamptz;", "sql"),
    ("Docker build context", "The build was slow because node_modules was in the context; .dockerignore was missing in the subfolder.",
     "빌드가 느렸던 건 컨텍스트에 node_modules가 들어가서였고 하위 폴더에 .dockerignore가 없었음.", "node_modules\n.git\ndist", ""),
    ("K8s probes", "The readiness probe hit /health which checks the DB; during DB failover all pods went unready at once. Use a shallow endpoint.",
     "readiness probe가 DB를 확인하는 /health를 호출해서 DB 페일오버 때 모든 파드가 동시에 unready가 됨. 얕은 엔드포인트를 쓸 것.",
     "readinessProbe:\n  httpGet:\n    path: /livez\n    port: 8080", "yaml"),
    ("Excel CSV encoding", "Finance opens CSVs in Excel, which needs a UTF-8 BOM or Hangul shows as mojibake.",
     "재무팀은 CSV를 엑셀로 열어서 UTF-8 BOM이 없으면 한글이 깨짐.", "df.to_csv(path, index=False, encoding='utf-8-sig')", "python"),
    ("Go context", "The HTTP client had no timeout; wrapping calls in context.WithTimeout(ctx, 5*time.Second) stopped the goroutine leak.",
     "HTTP 클라이언트에 타임아웃이 없었고 context.WithTimeout(ctx, 5*time.Second)로 감싸자 고루틴 누수가 멈춤.",
     "ctx, cancel := context.WithTimeout(ctx, 5*time.Second)\ndefer cancel()", "go"),
    ("Android build", "minSdk 24 is required by the new camera library; bumping it drops about 1% of devices.",
     "새 카메라 라이브러리가 minSdk 24를 요구하고 올리면 기기의 약 1%가 제외됨.", "minSdk = 24", "kotlin"),
    ("Terraform state lock", "A crashed apply left the DynamoDB lock; force-unlock only after confirming nobody else is running.",
     "중단된 apply가 DynamoDB 락을 남겼고 아무도 실행 중이 아님을 확인한 뒤에만 force-unlock 할 것.", "terraform force-unlock <LOCK_ID>", "bash"),
    ("Nginx upload size", "413 errors came from client_max_body_size defaulting to 1m on the ingress.",
     "413 에러는 인그레스의 client_max_body_size 기본값 1m 때문이었음.", "nginx.ingress.kubernetes.io/proxy-body-size: \"50m\"", "yaml"),
    ("Kafka consumer lag", "Lag grew because max.poll.records was 500 and each record called the slow API; reduced to 50.",
     "max.poll.records가 500이고 레코드마다 느린 API를 호출해서 랙이 늘었음. 50으로 줄임.", "max.poll.records=50", "properties"),
    ("Locale sorting", "Sorting Korean names in JS needs localeCompare with 'ko'; the default sort uses code points.",
     "JS에서 한글 이름 정렬은 'ko' 로케일 localeCompare가 필요하고 기본 sort는 코드포인트 기준임.", "names.sort((a, b) => a.localeCompare(b, 'ko'))", "js"),
    ("Holiday calendar", "Settlement skips Korean public holidays; the holiday table must be updated every December for the next year.",
     "정산은 한국 공휴일을 건너뛰고 공휴일 테이블은 매년 12월에 다음 해 것으로 갱신해야 함.", None, ""),
    ("Rate limiting", "The partner API allows 20 requests per second per IP; the batch must run from a single NAT IP and throttle itself.",
     "파트너 API는 IP당 초당 20회까지라 배치는 NAT IP 하나에서 자체적으로 속도를 조절해야 함.", None, ""),
    ("Monorepo tests", "Running the whole test suite takes 40 minutes; use the affected-targets script for PRs.",
     "전체 테스트는 40분 걸리니 PR에서는 affected-targets 스크립트를 쓸 것.", "./tools/affected.sh origin/main | xargs bazel test", "bash"),
]


def gc_plain(lang, i):
    key, en, ko, snip, fence = PLAIN[i]
    return CC("clean: plain engineering note (%s)" % key, T(lang, "the %s gotcha" % key, "%s 이슈" % key), [T(lang, en, ko)], snip, fence)


# --------------------------------------------------------------------------
# families and their weights (secret 360, clean 360)
# --------------------------------------------------------------------------
def _call(lang, f):
    return f(lang)


SECRET_FAMILIES = [
    ("vendor token", 116, list(range(len(VENDORS))), g_vendor),
    ("password in prose/chat", 28, PW_PROSE, _call),
    ("password in command", 48, list(range(len(CMDS))), g_cmd),
    ("connection string", 26, CONN_KINDS, g_conn),
    ("auth header / cookie", 23, ["basic", "bearer-jwt", "bearer-opaque", "apikey", "cookie"], g_header),
    ("signed URL", 10, ["s3", "gcs", "azure-sas", "cloudfront", "oss"], g_signed),
    ("private key", 15, ["openssh", "ec-pkcs8", "ec-sec1", "rsa1024", "rsa-truncated", "gcp-json", "putty"], g_pkey),
    ("MFA / recovery / PIN", 20, ["totp-uri", "totp-raw", "github-recovery", "google-backup", "generic-recovery",
                                  "1password-secret-key", "bitlocker", "yubikey-puk", "sim-puk", "door-code",
                                  "cert-password", "apple-recovery"], g_mfa),
    ("Wi-Fi key", 10, ["wpa_supplicant", "hostapd", "qr", "netsh", "psk-hex", "netplan", "prose"], g_wifi),
    ("webhook URL", 15, ["slack", "discord", "teams", "dingtalk", "feishu", "google-chat", "mattermost", "telegram",
                         "jandi", "line-notify", "github"], g_webhook),
    ("app / infra secret", 25, APPSECRET_KINDS, g_appsecret),
    ("tool config file", 16, CONFIG_KINDS, g_configfile),
    ("long token", 8, ["jwt-big", "ya29", "salesforce", "client-key-data", "sas-token", "firebase-id"], g_long),
]
CLEAN_FAMILIES = [
    ("placeholders", 30, PLACEHOLDER_SUBS, gc_placeholder),
    ("masked output", 25, MASKED_SUBS, gc_masked),
    ("secret references", 30, REF_SUBS, gc_ref),
    ("hashes / digests", 30, HASH_SUBS, gc_hash),
    ("request / trace ids", 22, IDS_SUBS, gc_ids),
    ("public keys / fingerprints", 25, PUB_SUBS, gc_pub),
    ("non-secret identifiers", 25, NONSECRET_ID_SUBS, gc_nonsecret_id),
    ("base64 of non-secret data", 15, B64_SUBS, gc_b64),
    ("long identifiers", 15, LONGID_SUBS, gc_longid),
    ("versions", 10, VERSION_SUBS, gc_version),
    ("password policy", 15, POLICY_SUBS, gc_policy),
    ("flags in prose", 20, list(range(len(FLAG_TEXTS))), gc_flags),
    ("encrypted blobs", 25, ENC_SUBS, gc_encrypted),
    ("publishable keys", 30, PUBLISHABLE_SUBS, gc_publishable),
    ("scanner rules / format docs", 10, REGEX_SUBS, gc_regex),
    ("plain engineering", 33, list(range(len(PLAIN))), gc_plain),
]
assert sum(w for _, w, _, _ in SECRET_FAMILIES) == N_SECRET
assert sum(w for _, w, _, _ in CLEAN_FAMILIES) == N_CLEAN

LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


# --------------------------------------------------------------------------
# validation (FORMAT.txt rules)
# --------------------------------------------------------------------------
def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def covered_mask(text, secrets):
    mask = [False] * len(text)
    for s in secrets:
        start = text.find(s)
        while start != -1:
            for i in range(start, start + len(s)):
                mask[i] = True
            start = text.find(s, start + 1)
    return mask


def redact_with(text, mask, marker):
    out, i = [], 0
    while i < len(text):
        if mask[i]:
            j = i
            while j < len(text) and mask[j]:
                j += 1
            out.append(marker)
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def check_limits(fields):
    for k, lim in LIMITS:
        if len(fields[k].encode("utf-8")) > lim:
            return "field %s too long" % k
    if not fields["missing_context"] or not fields["lesson"]:
        return "empty field"
    return None


def validate_secret(fields, candidates):
    why = check_limits(fields)
    if why:
        return None, why
    texts = [fields[k] for k, _ in LIMITS]
    for s in candidates:
        if len(s) < 8:
            return None, "secret shorter than 8"
        if s != s.strip() or "\n" in s:
            return None, "secret has edge whitespace or newline"
    listed = dedupe([s for s in candidates if any(s in t for t in texts)])
    if not listed:
        return None, "no secret present"
    for t in texts:
        mask = covered_mask(t, listed)
        for marker in ("\x00", "[REDACTED]"):
            rest = redact_with(t, mask, marker)
            for s in candidates:
                for i in range(len(s) - 7):
                    if s[i:i + 8] in rest:
                        return None, "window %r of a secret survives outside the secret occurrences" % s[i:i + 8]
    return listed, None


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
def _slots(families, n_total):
    slots = []
    for fam in families:
        slots += [fam] * fam[1]
    R.shuffle(slots)
    langs = ["ko"] * N_KO + ["en"] * (n_total - N_KO)
    R.shuffle(langs)
    return list(zip(slots, langs))


def _category(cat, placement):
    if placement in ("prose", "split", "ask_only"):
        placement += " (value only, no snippet)"
    suffix = " [publishable]"
    if cat.endswith(suffix):
        return "%s | %s%s" % (cat[:-len(suffix)], placement, suffix)
    return "%s | %s" % (cat, placement)


STATS = {"retries": 0, "why": {}, "vendors": [], "templates": [], "placements": {}}


VENDOR_COMPANY = {"AWS S3": "AWS", "AWS STS": "AWS", "CloudFront": "AWS", "GCS": "Google", "Google Cloud": "Google",
                  "Google Chat": "Google", "GitHub webhook": "GitHub", "Azure SAS": "Microsoft", "Azure Storage": "Microsoft",
                  "Azure OpenAI": "Microsoft", "Microsoft Entra ID": "Microsoft", "Microsoft Teams": "Microsoft",
                  "Alibaba OSS": "Alibaba Cloud", "LINE Notify": "LINE", "LINE Messaging API": "LINE",
                  "Naver Developers": "Naver", "Naver Cloud Platform": "Naver"}


def _sub_name(family, arg):
    if family == "vendor token":
        return "%s %s" % (VENDORS[arg]["name"], VENDORS[arg]["en"])
    if family == "password in command":
        return CMDS[arg][0]
    if family == "flags in prose":
        return FLAG_TEXTS[arg][0]
    if family == "plain engineering":
        return PLAIN[arg][0]
    if callable(arg):
        return arg.__name__
    return str(arg)


def build_kind(kind, families, n_total):
    decks = {fam[0]: Deck(fam[2]) for fam in families}
    notes = []
    for fam, lang in _slots(families, n_total):
        name, _, _, gen = fam
        arg = decks[name].draw()
        for _attempt in range(MAX_TRIES):
            sc = gen(lang, arg)
            fields, placement = compose(lang, sc, kind)
            if kind == "secret":
                listed, why = validate_secret(fields, sc["secrets"])
            else:
                listed, why = [], check_limits(fields)
            if why is None:
                break
            STATS["retries"] += 1
            STATS["why"][why.split(" ")[0]] = STATS["why"].get(why.split(" ")[0], 0) + 1
        else:
            raise RuntimeError("could not generate a valid %s note for %s/%r: %s" % (kind, name, arg, why))
        tname = "%s::%s" % (name, _sub_name(name, arg))
        if tname not in STATS["templates"]:
            STATS["templates"].append(tname)
        if sc.get("vendor"):
            vname = VENDOR_COMPANY.get(sc["vendor"], sc["vendor"])
            if vname not in STATS["vendors"]:
                STATS["vendors"].append(vname)
        STATS["placements"][placement] = STATS["placements"].get(placement, 0) + 1
        notes.append({"lang": lang, "kind": kind, "category": _category(sc["cat"], placement),
                      "fields": fields, "secrets": listed})
    return notes


def main():
    notes = build_kind("secret", SECRET_FAMILIES, N_SECRET) + build_kind("clean", CLEAN_FAMILIES, N_CLEAN)
    R.shuffle(notes)
    lines = []
    for i, n in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT_PATH, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    self_check(OUT_PATH)


def self_check(path):
    with open(path, encoding="utf-8") as fh:
        recs = [json.loads(line) for line in fh]
    assert len(recs) == N_SECRET + N_CLEAN
    assert [r["id"] for r in recs] == ["%s%03d" % (ID_PREFIX, i + 1) for i in range(len(recs))]
    counts = {}
    for r in recs:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert check_limits(r["fields"]) is None
        key = (r["kind"], r["lang"])
        counts[key] = counts.get(key, 0) + 1
        if r["kind"] == "secret":
            listed, why = validate_secret(r["fields"], r["secrets"])
            assert why is None and listed == r["secrets"], (r["id"], why)
        else:
            assert r["secrets"] == []
    assert counts == {("secret", "en"): N_SECRET - N_KO, ("secret", "ko"): N_KO,
                      ("clean", "en"): N_CLEAN - N_KO, ("clean", "ko"): N_KO}, counts
    pub = sum(1 for r in recs if r["category"].endswith(" [publishable]"))
    n_secrets = sum(len(r["secrets"]) for r in recs)
    multi = sum(1 for r in recs if len(r["secrets"]) > 1)
    longest = max((len(s) for r in recs for s in r["secrets"]), default=0)
    long200 = sum(1 for r in recs if any(len(s) >= 200 for s in r["secrets"]))
    in_ask = sum(1 for r in recs if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"]))
    sys.stderr.write("notes=%d counts=%s publishable=%d listed_secrets=%d multi_secret_notes=%d longest=%d "
                     "notes_with_secret>=200=%d secret_notes_with_secret_in_ask=%d\n" % (
                         len(recs), sorted(counts.items()), pub, n_secrets, multi, longest, long200, in_ask))
    sys.stderr.write("retries=%d reasons=%s\n" % (STATS["retries"], sorted(STATS["why"].items())))
    regs = {}
    for v in VENDORS:
        regs[v["reg"]] = regs.get(v["reg"], 0) + 1
    sys.stderr.write("vendor token specs by region=%s\n" % sorted(regs.items()))
    sys.stderr.write("distinct vendor companies (secret notes)=%d scenario templates used=%d (secret %d, clean %d) vendor token specs=%d\n" % (
        len(STATS["vendors"]), len(STATS["templates"]), sum(1 for t in STATS["templates"] if t.split("::")[0] in [f[0] for f in SECRET_FAMILIES]),
        sum(1 for t in STATS["templates"] if t.split("::")[0] in [f[0] for f in CLEAN_FAMILIES]), len(VENDORS)))
    sys.stderr.write("placements=%s\n" % sorted(STATS["placements"].items()))


if __name__ == "__main__":
    main()
