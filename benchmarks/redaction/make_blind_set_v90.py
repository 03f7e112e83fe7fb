#!/usr/bin/env python3
"""make_blind_set_v90.py - blind evaluation set (v90) for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(90_2026_1127),
drives every choice; nothing iterates over a set and nothing depends on hash(), so the output
is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v90.py [output.jsonl]
        (default output: blind_set_v90.jsonl next to this script)

Format and rules: FORMAT.txt.  Every credential body is drawn from the PRNG; word lists below
are only raw material (words, names, hosts), never literal credentials.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys
import urllib.parse

SEED = 90_2026_1127
R = random.Random(SEED)

N_TOTAL = 720
N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "et"

# ----------------------------------------------------------------------------------------------
# alphabets and PRNG helpers
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AL = UP + LO + DG
LET = UP + LO
LD = LO + DG
UD = UP + DG
HX = "0123456789abcdef"
HXU = "0123456789ABCDEF"
B64 = AL + "+/"
B64U = AL + "-_"
B32 = UP + "234567"
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
SYM = "!@#$%^&*-_=+.,:;?~()[]{}<>/|"


def rs(alpha, n):
    """n characters drawn from alpha."""
    return "".join([alpha[R.randrange(len(alpha))] for _ in range(n)])


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes([R.getrandbits(8) for _ in range(n)])


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def sample(seq, k):
    return R.sample(list(seq), k)


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def hexs(n):
    return rs(HX, n)


def digits(n):
    return pick("123456789") + rs(DG, n - 1)


def uuid4():
    h = rs(HX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def pct(s):
    """percent-encode everything that is not unreserved (as a URL userinfo would be written)."""
    return urllib.parse.quote(s, safe="")


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59),
                                                  ri(0, 59), ri(0, 999))


def log_ts():
    return "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def hm():
    return "%02d:%02d" % (ri(8, 23), ri(0, 59))


def unix_ts():
    return ri(1_700_000_000, 1_765_000_000)


def semver():
    return "%d.%d.%d" % (ri(0, 9), ri(0, 30), ri(0, 40))


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out




# ----------------------------------------------------------------------------------------------
# Korean particles (josa) after inserted words: 이/가, 은/는, 을/를, 와/과, 으로/로
# ----------------------------------------------------------------------------------------------
_BATCHIM_SPECIAL = [("LINE", "c"), ("GitLab", "c"), ("Datadog", "c"), ("Mailjet", "c"), ("HubSpot", "c"),
                    ("Bitbucket", "c"), ("kintone", "c"), ("Groq", "c"), ("SumUp", "c"), ("Anthropic", "c"),
                    ("Chatwork", None), ("GitHub", None), ("Docker Hub", None)]


def batchim(word):
    """None: ends in a vowel sound; "l": ends in rieul; "c": other final consonant (approximate reading)."""
    w = word.rstrip(" )]}'\"`.,:;!?*")
    if not w:
        return None
    for k, v in _BATCHIM_SPECIAL:
        if w.endswith(k):
            return v
    ch = w[-1]
    if "\uac00" <= ch <= "\ud7a3":
        jong = (ord(ch) - 0xAC00) % 28
        return None if jong == 0 else ("l" if jong == 8 else "c")
    if ch.isdigit():
        return {"0": "c", "1": "l", "3": "c", "6": "c", "7": "l", "8": "l"}.get(ch)
    tail = re.split(r"[^A-Za-z]", w)[-1]
    words = {"SECRET": "c", "TOKEN": "c", "KEY": None, "PASSWORD": None, "URL": "l", "URI": None, "PIN": "c",
             "CODE": None, "NAME": None, "ID": None, "DSN": None, "PATH": None, "USER": None, "HOST": None}
    if tail.isupper() and tail in words:
        return words[tail]
    if ch.isupper() and len(tail) <= 4:
        return {"L": "l", "R": "l", "M": "c", "N": "c"}.get(ch)
    low = w.lower()
    if low.endswith(("web", "bot", "job", "dog", "ng", "ck", "ic", "et", "en")):
        return "c"
    if low.endswith("le"):
        return "l"
    if ch in "mnk":
        return "c"
    if ch == "l":
        return "l"
    return None


def jo(word, particle):
    b = batchim(word)
    if particle in ("이", "가"):
        return word + ("가" if b is None else "이")
    if particle in ("은", "는"):
        return word + ("는" if b is None else "은")
    if particle in ("을", "를"):
        return word + ("를" if b is None else "을")
    if particle in ("와", "과"):
        return word + ("와" if b is None else "과")
    if particle in ("으로", "로"):
        return word + ("으로" if b == "c" else "로")
    return word + particle


_JOSA_RE = re.compile(r"^(으로|이|가|은|는|을|를|와|과|로)(?![가-힣])")


def kp(tpl, *args):
    """'%s' formatting for Korean text that fixes the particle after each inserted value"""
    parts = tpl.split("%s")
    assert len(parts) == len(args) + 1, tpl
    out = [parts[0]]
    for a, rest in zip(args, parts[1:]):
        a = str(a)
        m = _JOSA_RE.match(rest)
        if m:
            out.append(jo(a, m.group(1)))
            out.append(rest[m.end():])
        else:
            out.append(a)
            out.append(rest)
    return "".join(out)


_PH_JOSA_RE = re.compile(r"\{(\w+)\}(으로|이|가|은|는|을|를|와|과|로)(?![가-힣])")


def fill(tpl, **kw):
    """str.format on a template; in Korean text the particle after a placeholder follows the value."""
    if re.search("[\uac00-\ud7a3]", tpl):
        tpl = _PH_JOSA_RE.sub(lambda m: "{%s}" % m.group(1) + "\x01" + m.group(2) + "\x02", tpl)
        out = tpl.format(**kw)
        return re.sub("([^\x01]*?)\x01([^\x02]*)\x02", lambda m: jo(m.group(1), m.group(2)), out)
    return tpl.format(**kw)


# ----------------------------------------------------------------------------------------------
# note validation (FORMAT.txt rules) - used as an assertion on every generated note
# ----------------------------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def _spans(text, s):
    out = []
    i = text.find(s)
    while i != -1:
        out.append((i, i + len(s)))
        i = text.find(s, i + 1)
    return out


def note_problems(note):
    """Return a list of rule violations ([] means the note is valid)."""
    probs = []
    f = note["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        probs.append("field keys")
        return probs
    for key, lim in FIELD_LIMITS:
        v = f[key]
        if not isinstance(v, str):
            probs.append("type " + key)
            continue
        if len(v.encode("utf-8")) > lim:
            probs.append("too long %s %d" % (key, len(v.encode("utf-8"))))
    if not f["missing_context"].strip() or not f["lesson"].strip():
        probs.append("empty field")
    secrets = note["secrets"]
    if note["kind"] == "clean":
        if secrets:
            probs.append("clean note with secrets")
        return probs
    if not secrets:
        probs.append("secret note without secrets")
        return probs
    texts = [f["missing_context"], f["lesson"], f["ask_next_time"]]
    for s in secrets:
        if len(s) < 8:
            probs.append("short secret %r" % s)
        if "\n" in s:
            probs.append("newline in secret")
        if not any(s in t for t in texts):
            probs.append("secret not verbatim %r" % s[:30])
    if probs:
        return probs
    for t in texts:
        spans = []
        for s in secrets:
            spans.extend(_spans(t, s))
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for (a, _b) in _spans(t, w):
                    if not any(x <= a and a + 8 <= y for (x, y) in spans):
                        probs.append("window %r of secret outside secret occurrences" % w)
                        return probs
    return probs


def mk(category, mc, lesson, ask, secrets):
    """Template result; secrets in order of first appearance, de-duplicated."""
    return {"category": category, "mc": mc, "lesson": lesson, "ask": ask,
            "secrets": dedupe([s for s in secrets])}


# ----------------------------------------------------------------------------------------------
# raw material: words, names, services, hosts, files (never credentials themselves)
# ----------------------------------------------------------------------------------------------
WORDS = ("anchor apple arrow autumn badger bamboo basil beacon birch bison blossom bridge bronze "
         "cactus canyon captain carbon cedar cherry cinder cobalt comet copper coral cotton crane "
         "cricket dolphin dragon ember falcon fennel fjord forest fossil garnet ginger glacier "
         "granite harbor hazel heron hollow indigo island jasper juniper kettle lagoon lantern "
         "lemon lilac lotus magnet mango maple marble meadow mercury mint monsoon mosaic nectar "
         "nutmeg oasis olive orbit orchid otter paddle pepper pebble pilot pine planet plum "
         "prairie quartz quill rabbit raven river saffron sailor salmon sapphire shadow sierra "
         "silver sparrow spruce summit sunset thistle thunder timber topaz tulip tundra velvet "
         "violet walnut willow winter yonder zephyr").split()

NAMES_ROMAN = ("minji jihoon seoyeon yujin haneul dohyun sumin jiwoo eunji taeyang hyejin "
               "junho sora daeun kyungmin sangwoo yerin hana jisoo minho").split()
NAMES_EN = "dana priya marco lena tom alex sofia nina oscar ravi emma lucas".split()

HANGUL_WORDS = ("사랑해 우리집 고양이 강아지 행복 하늘 바다 봄날 초코 보리 구름 별빛 한강 부산 "
                "제주도 가을 다람쥐 토끼 해바라기 감자 호랑이 무지개 달빛 여름밤 눈사람 "
                "복숭아 딸기 바람 소나무 은하수 참새 여우 곰돌이 산책 커피").split()

PEOPLE_EN = ["Dana", "Priya", "Marco", "Lena", "Tom", "Alex", "Sofia", "Ravi", "Emma", "Lucas",
             "the user", "the on-call engineer", "the team lead"]
PEOPLE_KO = ["김민지", "박지훈", "이서연", "최유진", "정하늘", "한도현", "윤수민", "팀장님",
             "사용자", "인프라 담당자", "백엔드 리드"]

SERVICES = ["billing-api", "order-worker", "checkout-svc", "notification-svc", "search-indexer",
            "auth-gateway", "report-cron", "media-uploader", "admin-web", "sync-daemon",
            "inventory-api", "ledger-batch", "chat-bot", "etl-runner", "webhook-relay",
            "settlement-batch", "coupon-api", "push-sender", "partner-gw", "data-export"]

DB_USERS = ["app", "app_user", "svc_billing", "admin", "root", "postgres", "etl_reader",
            "reporting", "grafana", "deploy", "jenkins", "sa", "orders_rw", "analytics"]
OS_USERS = ["ubuntu", "ec2-user", "deploy", "ops", "admin", "centos", "pi", "jenkins"]
DBNAMES = ["orders", "billing", "app_prod", "analytics", "users", "ledger", "shop", "crm"]


def host_internal():
    return pick(["db-prod-01.internal", "pg.staging.corp.local", "mysql-primary.svc.cluster.local",
                 "10.20.%d.%d" % (ri(0, 9), ri(2, 250)), "172.16.%d.%d" % (ri(0, 31), ri(2, 250)),
                 "redis-master.cache.svc", "db.%s.internal" % pick(["kr", "jp", "eu", "us"]),
                 "orders-db.%s.ap-northeast-2.rds.amazonaws.com" % rs(LD, 12),
                 "cluster-%s.%s.eu-central-1.rds.amazonaws.com" % (rs(LD, 4), rs(LD, 12)),
                 "nas01.office.lan", "bastion.%s.example.net" % pick(["prod", "stg", "dev"])])


def host_api():
    return pick(["api.example.com", "partner.example.co.kr", "gw.internal.example.jp",
                 "staging-api.example.io", "hooks.example.net"])


def file_env():
    return pick([".env", ".env.local", ".env.production", "deploy/.env.staging", "docker/.env",
                 "apps/%s/.env" % pick(SERVICES)])


def svc():
    return pick(SERVICES)


def person(lang):
    return pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)


def L(lang, en, ko):
    """pick the template for the note language"""
    return en if lang == "en" else ko


CTX = {"lang": "en", "svc": None}   # language / service of the note being generated


def Lc(en, ko):
    """like L() for helpers that do not receive the language explicitly"""
    return en if CTX["lang"] == "en" else ko


def csvc():
    """the note's service if one was chosen, otherwise a random one"""
    return CTX["svc"] or svc()


# ----------------------------------------------------------------------------------------------
# passwords (human style, passphrases, punctuation-heavy, Korean keyboard, Hangul, generated)
# ----------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
         "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """Hangul typed on a QWERTY keyboard with the 2-set layout (e.g. a Korean word typed while the IME is off)."""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    return "".join([table[c] if (c in table and chance(0.55)) else c for c in w])


PW_STYLES = ["human", "name_date", "passphrase", "punct", "kbd_ko", "hangul", "generated",
             "b64", "hex", "leet"]

# character classes that must not appear for a given context
FORBID = {
    "raw": "'\"\\` \t",                       # prose, env files, YAML/JSON values in quotes
    "space_ok": "'\"\\`\t",                   # values that may contain spaces (passphrases)
    "shell": "'\"\\` \t$&;|<>()*?![]{}#~",    # unquoted shell word
    "squote": "'\\\t",                        # inside single quotes
    "cs": "'\"\\` \t;={}",                    # inside ;-separated connection strings
    "url": "\t\n",                            # will be percent-encoded
}


def _pw_raw(style):
    if style == "human":
        w = pick(WORDS)
        form = ri(0, 3)
        if form == 0:
            return w.capitalize() + str(ri(10, 2026)) + pick("!@#$%*?")
        if form == 1:
            return w + pick("#@!_.") + pick(WORDS).capitalize() + str(ri(1, 99))
        if form == 2:
            return pick("!@#") + w.capitalize() + str(ri(100, 9999))
        return w.upper()[:4] + w[4:] + str(ri(1, 9)) + pick(WORDS) + pick("!?")
    if style == "name_date":
        n = pick(NAMES_ROMAN + NAMES_EN)
        d = "%02d%02d" % (ri(1, 12), ri(1, 28))
        form = ri(0, 2)
        if form == 0:
            return n + d + pick("!@#*")
        if form == 1:
            return n.capitalize() + pick("!@_") + str(ri(1970, 2012))
        return n + str(ri(1970, 2012)) + d
    if style == "passphrase":
        ws = [pick(WORDS) for _ in range(ri(3, 5))]
        sep = pick(["-", ".", "_", " ", ""])
        if sep == "":
            ws = [w.capitalize() for w in ws]
        s = sep.join(ws)
        if chance(0.6):
            s += (sep or "") + str(ri(1, 999))
        return s
    if style == "punct":
        n = ri(12, 24)
        chars = [pick(AL) for _ in range(n)]
        for _ in range(ri(4, max(4, n // 3))):
            chars[ri(0, n - 1)] = pick(SYM)
        return "".join(chars)
    if style == "kbd_ko":
        w = pick(HANGUL_WORDS) + (pick(HANGUL_WORDS) if chance(0.5) else "")
        return dubeolsik(w) + str(ri(1, 9999)) + (pick("!@#") if chance(0.7) else "")
    if style == "hangul":
        w = pick(HANGUL_WORDS) + pick(HANGUL_WORDS)
        return w + str(ri(1, 2026)) + pick(["!", "@", "#", "", "^^"])
    if style == "generated":
        return rs(AL, ri(16, 32))
    if style == "b64":
        return b64(rbytes(pick([18, 24, 32])))
    if style == "hex":
        return rs(HX, pick([24, 32, 40]))
    if style == "leet":
        return leet(pick(WORDS) + pick(WORDS)).capitalize() + str(ri(1, 99)) + pick("!&%")
    raise ValueError(style)


def password(ctx="raw", styles=None):
    """A password (>= 8 chars) valid for the context; regenerated from the PRNG until it fits."""
    bad = FORBID[ctx]
    if styles is None and CTX["lang"] == "ko":
        styles = PW_STYLES + ["kbd_ko", "hangul", "name_date"] + ["hangul", "kbd_ko"] * 2
    while True:
        st = pick(styles or PW_STYLES)
        if st == "hangul" and ctx == "shell":
            st = "kbd_ko"
        p = _pw_raw(st)
        if ctx == "space_ok" and st == "passphrase":
            pass
        if len(p) < 8 or any(c in bad for c in p):
            continue
        if p.strip() != p:
            continue
        return p


def pin(n=8):
    while True:
        p = rs(DG, n)
        if len(dedupe(list(p))) >= 4:   # no "00000000"
            return p


# ----------------------------------------------------------------------------------------------
# provider credentials: real documented shapes (prefix, alphabet, length), random bodies
# ----------------------------------------------------------------------------------------------
def jwt(payload, alg="HS256", kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    return h + "." + p + "." + b64u(rbytes(sig))


def jwt_user(alg=None, big=False):
    now = unix_ts()
    p = {"sub": pick([uuid4(), str(ri(1000, 999999)), "user_" + rs(LD, 10)]),
         "iat": now, "exp": now + pick([900, 3600, 86400, 2592000])}
    if chance(0.6):
        p["iss"] = pick(["https://auth.example.com/", "https://%s.auth0.com/" % rs(LO, 8),
                         "https://cognito-idp.ap-northeast-2.amazonaws.com/ap-northeast-2_" + rs(AL, 9),
                         "https://login.microsoftonline.com/%s/v2.0" % uuid4()])
    if chance(0.5):
        p["scope"] = pick(["read:orders write:orders", "openid profile email", "admin", "api.full"])
    if big:
        p["roles"] = sample(["admin", "billing", "support", "ops", "viewer", "editor", "auditor",
                             "finance", "partner", "dev"], ri(4, 8))
        p["perm"] = [pick(["orders", "users", "refunds", "reports", "coupons"]) + ":" +
                     pick(["read", "write", "delete"]) for _ in range(ri(4, 10))]
        p["sid"] = uuid4()
        p["ctx"] = b64u(rbytes(ri(30, 90)))
    return jwt(p, alg or pick(["HS256", "RS256", "ES256"]),
               kid=(rs(B64U, 22) if chance(0.4) else None))


def aws_key_id(prefix="AKIA"):
    return prefix + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret():
    return rs(B64, 40)


def aws_session_token():
    return pick(["IQoJb3JpZ2luX2Vj", "FwoGZXIvYXdzE"]) + rs(B64, ri(260, 420))


def gh_classic(p="ghp_"):
    return p + rs(AL, 36)


def openssh_ed25519_lines():
    """Body lines (70 chars) of an unencrypted OpenSSH ed25519 private key, random key material."""
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    while True:
        pub = rbytes(32)
        priv = rbytes(32)
        comment = (pick(NAMES_ROMAN + OS_USERS) + "@" + pick(["laptop", "build01", "bastion", "mbp"])).encode()
        pubblob = sstr(b"ssh-ed25519") + sstr(pub)
        chk = rbytes(4)
        sec = chk + chk + sstr(b"ssh-ed25519") + sstr(pub) + sstr(priv + pub) + sstr(comment)
        pad = 1
        while len(sec) % 8:
            sec += bytes([pad])
            pad += 1
        blob = (b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") +
                (1).to_bytes(4, "big") + sstr(pubblob) + sstr(sec))
        lines = wrap(b64(blob), 70)
        if len(lines[-1]) >= 8:
            return lines


def pem_body(kind):
    """(begin, end, body lines) for a private key with random key material."""
    if kind == "ec":
        der = (bytes.fromhex("307702010104 20".replace(" ", "")) + rbytes(32) +
               bytes.fromhex("a00a06082a8648ce3d030107a144034200 04".replace(" ", "")) + rbytes(64))
        return "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", wrap(b64(der), 64)
    if kind == "pkcs8_ec":
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
               + rbytes(32) + bytes.fromhex("a14403420004") + rbytes(64))
        return "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", wrap(b64(der), 64)
    if kind == "ed25519":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        return "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", wrap(b64(der), 64)
    if kind == "openssh":
        return ("-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----",
                openssh_ed25519_lines())
    if kind in ("rsa", "pkcs8_rsa"):
        n = bytes([0x80 | R.getrandbits(7)]) + rbytes(255)
        core = (bytes.fromhex("020100028201010 0".replace(" ", "")) + n + bytes.fromhex("0203010001028201 00".replace(" ", ""))
                + rbytes(256) + bytes.fromhex("028181 00".replace(" ", "")) + rbytes(128))
        if kind == "rsa":
            der = bytes.fromhex("308204a4") + core
            b, e = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
        else:
            der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a4") + core
            b, e = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
        lines = wrap(b64(der), 64)
        return b, e, lines
    raise ValueError(kind)


def V(name, region, gen, hdr=None, url=None, label=None):
    """name, region, gen() -> [(ENV_NAME, value, is_secret)], HTTP usage, short label."""
    return {"name": name, "region": region, "gen": gen, "hdr": hdr, "url": url,
            "label": label or name}


def one(envs, fn):
    envs = envs if isinstance(envs, list) else [envs]
    return lambda: [(pick(envs), fn(), True)]


BEARER = ("Authorization", "Bearer {}")

VENDORS = [
    # ---- global developer platforms ----
    V("GitHub", "global", one(["GITHUB_TOKEN", "GH_TOKEN", "GH_PAT", "RELEASE_TOKEN"], gh_classic),
      ("Authorization", "token {}"), "https://api.github.com/user/repos", "GitHub classic PAT"),
    V("GitHub", "global", one(["GITHUB_TOKEN", "GH_FINE_GRAINED_TOKEN"],
                              lambda: "github_pat_" + rs(AL, 22) + "_" + rs(AL, 59)),
      BEARER, "https://api.github.com/repos/acme/infra/actions/runs", "GitHub fine-grained PAT"),
    V("GitHub", "global", one(["GITHUB_APP_TOKEN", "GH_INSTALL_TOKEN"], lambda: gh_classic(pick(["ghs_", "gho_", "ghu_"]))),
      BEARER, "https://api.github.com/installation/repositories", "GitHub app/OAuth token"),
    V("GitLab", "global", one(["GITLAB_TOKEN", "CI_PUSH_TOKEN", "GL_TOKEN"], lambda: "glpat-" + rs(B64U, 20)),
      ("PRIVATE-TOKEN", "{}"), "https://gitlab.example.com/api/v4/projects", "GitLab PAT"),
    V("GitLab", "global", one(["RUNNER_TOKEN", "CI_RUNNER_AUTH"], lambda: "glrt-" + rs(B64U, 20)),
      None, None, "GitLab runner token"),
    V("GitLab", "global", one(["GITLAB_DEPLOY_TOKEN"], lambda: "gldt-" + rs(B64U, 20)),
      None, None, "GitLab deploy token"),
    V("Bitbucket", "global", one(["BITBUCKET_APP_PASSWORD", "BB_APP_PASSWORD"], lambda: "ATBB" + rs(AL, 32)),
      None, None, "Bitbucket app password"),
    V("Atlassian", "global", one(["JIRA_API_TOKEN", "CONFLUENCE_TOKEN", "ATLASSIAN_API_TOKEN"],
                                 lambda: "ATATT3xFfGF0" + rs(B64U, 171) + "=" + rs(HXU, 8)),
      None, "https://acme.atlassian.net/rest/api/3/search", "Atlassian API token"),
    V("npm", "global", one(["NPM_TOKEN", "NODE_AUTH_TOKEN"], lambda: "npm_" + rs(AL, 36)),
      BEARER, "https://registry.npmjs.org/-/whoami", "npm access token"),
    V("PyPI", "global", one(["TWINE_PASSWORD", "PYPI_API_TOKEN"],
                            lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(130, 190))),
      None, None, "PyPI API token"),
    V("Docker Hub", "global", one(["DOCKERHUB_TOKEN", "DOCKER_PASSWORD"], lambda: "dckr_pat_" + rs(B64U, 27)),
      None, None, "Docker Hub PAT"),
    V("Hugging Face", "global", one(["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"], lambda: "hf_" + rs(LET, 34)),
      BEARER, "https://huggingface.co/api/whoami-v2", "Hugging Face token"),
    V("Linear", "global", one(["LINEAR_API_KEY"], lambda: "lin_api_" + rs(AL, 40)),
      ("Authorization", "{}"), "https://api.linear.app/graphql", "Linear API key"),
    V("Notion", "global", one(["NOTION_TOKEN", "NOTION_API_KEY"],
                              lambda: pick(["ntn_" + rs(DG, 11) + rs(AL, 35), "secret_" + rs(AL, 43)])),
      BEARER, "https://api.notion.com/v1/search", "Notion integration token"),
    V("Figma", "global", one(["FIGMA_TOKEN"], lambda: "figd_" + rs(B64U, 40)),
      ("X-Figma-Token", "{}"), "https://api.figma.com/v1/me", "Figma PAT"),
    V("Airtable", "global", one(["AIRTABLE_PAT"], lambda: "pat" + rs(AL, 14) + "." + hexs(64)),
      BEARER, "https://api.airtable.com/v0/meta/bases", "Airtable PAT"),
    V("Asana", "global", one(["ASANA_PAT"], lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32)),
      BEARER, "https://app.asana.com/api/1.0/users/me", "Asana PAT"),
    V("Postman", "global", one(["POSTMAN_API_KEY"], lambda: "PMAK-" + hexs(24) + "-" + hexs(34)),
      ("X-Api-Key", "{}"), "https://api.getpostman.com/collections", "Postman API key"),
    V("CircleCI", "global", one(["CIRCLE_TOKEN"], lambda: "CCIPAT_" + rs(AL, 22) + "_" + hexs(40)),
      ("Circle-Token", "{}"), "https://circleci.com/api/v2/me", "CircleCI PAT"),
    V("Buildkite", "global", one(["BUILDKITE_API_TOKEN"], lambda: "bkua_" + hexs(40)),
      BEARER, "https://api.buildkite.com/v2/user", "Buildkite token"),
    V("SonarQube", "global", one(["SONAR_TOKEN"], lambda: pick(["squ_", "sqp_", "sqa_"]) + hexs(40)),
      None, None, "SonarQube token"),
    V("Azure DevOps", "global", one(["AZURE_DEVOPS_PAT", "ADO_PAT", "SYSTEM_ACCESSTOKEN"],
                                    lambda: pick([rs("abcdefghijklmnopqrstuvwxyz234567", 52),
                                                  rs(AL, 76) + "AZDO" + rs(AL, 4)])),
      None, None, "Azure DevOps PAT"),
    V("JFrog Artifactory", "global", one(["ARTIFACTORY_API_KEY", "JFROG_TOKEN"],
                                         lambda: pick(["AKCp" + rs(AL, 69), "cmVmdGtuOjAxOj" + rs(AL, 50)])),
      ("X-JFrog-Art-Api", "{}"), "https://acme.jfrog.io/artifactory/api/repositories", "Artifactory key"),
    # ---- cloud ----
    V("AWS", "global", lambda: [("AWS_ACCESS_KEY_ID", aws_key_id(), True),
                                ("AWS_SECRET_ACCESS_KEY", aws_secret(), True)],
      None, None, "AWS access key pair"),
    V("AWS", "global", lambda: [("AWS_ACCESS_KEY_ID", aws_key_id("ASIA"), True),
                                ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
                                ("AWS_SESSION_TOKEN", aws_session_token(), True)],
      None, None, "AWS STS session credentials"),
    V("Google Cloud", "global", one(["GOOGLE_API_KEY", "GEMINI_API_KEY", "YOUTUBE_API_KEY"],
                                    lambda: "AIza" + rs(B64U, 35)),
      ("x-goog-api-key", "{}"), "https://generativelanguage.googleapis.com/v1beta/models", "Google API key"),
    V("Google OAuth", "global", lambda: [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LD, 32) + ".apps.googleusercontent.com", False),
                                         ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)],
      None, None, "Google OAuth client secret"),
    V("Google OAuth", "global", one(["GOOGLE_ACCESS_TOKEN", "GCP_TOKEN"], lambda: "ya29." + rs(B64U, ri(150, 220))),
      BEARER, "https://www.googleapis.com/drive/v3/files", "Google OAuth access token"),
    V("Google OAuth", "global", one(["GOOGLE_REFRESH_TOKEN"], lambda: "1//0" + rs(B64U, ri(95, 105))),
      None, None, "Google OAuth refresh token"),
    V("Azure", "global", lambda: [("AZURE_STORAGE_ACCOUNT", pick(["acmeprod", "stlogs", "mediakr"]) + rs(LD, 4), False),
                                  ("AZURE_STORAGE_KEY", b64(rbytes(64)), True)],
      None, None, "Azure storage account key"),
    V("Azure", "global", lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                                  ("AZURE_CLIENT_SECRET", rs(AL, 3) + pick(DG) + "Q~" + rs(AL + "_~.-", 34), True)],
      None, None, "Azure AD client secret"),
    V("Azure OpenAI", "global", one(["AZURE_OPENAI_API_KEY", "AOAI_KEY"], lambda: hexs(32)),
      ("api-key", "{}"), "https://acme-openai.openai.azure.com/openai/deployments/gpt4o/chat/completions",
      "Azure OpenAI key"),
    V("DigitalOcean", "global", one(["DIGITALOCEAN_TOKEN", "DO_TOKEN"], lambda: pick(["dop_v1_", "doo_v1_"]) + hexs(64)),
      BEARER, "https://api.digitalocean.com/v2/droplets", "DigitalOcean token"),
    V("Heroku", "global", one(["HEROKU_API_KEY"], lambda: "HRKU-AA" + rs(B64U, 58)),
      BEARER, "https://api.heroku.com/apps", "Heroku API key"),
    V("Cloudflare", "global", one(["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], lambda: rs(B64U, 40)),
      BEARER, "https://api.cloudflare.com/client/v4/user/tokens/verify", "Cloudflare API token"),
    V("Cloudflare", "global", lambda: [("CF_API_EMAIL", pick(NAMES_EN) + "@example.com", False),
                                       ("CF_API_KEY", hexs(37), True)],
      None, None, "Cloudflare global API key"),
    V("Hetzner", "europe", one(["HCLOUD_TOKEN"], lambda: rs(AL, 64)),
      BEARER, "https://api.hetzner.cloud/v1/servers", "Hetzner Cloud token"),
    V("Scaleway", "europe", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UD, 17), True),
                                     ("SCW_SECRET_KEY", uuid4(), True)],
      None, None, "Scaleway key pair"),
    V("OVHcloud", "europe", lambda: [("OVH_APPLICATION_KEY", rs(AL, 16), False),
                                     ("OVH_APPLICATION_SECRET", rs(AL, 32), True),
                                     ("OVH_CONSUMER_KEY", rs(AL, 32), True)],
      None, None, "OVH API credentials"),
    V("Exoscale", "europe", lambda: [("EXOSCALE_API_KEY", "EXO" + hexs(24), True),
                                     ("EXOSCALE_API_SECRET", rs(B64U, 43), True)],
      None, None, "Exoscale API key"),
    V("Yandex Cloud", "europe", lambda: [("YC_ACCESS_KEY_ID", "YCAJ" + rs(B64U, 21), True),
                                         ("YC_SECRET_ACCESS_KEY", pick(["YCM", "YCN"]) + rs(B64U, 37), True)],
      None, None, "Yandex Cloud static key"),
    V("Yandex Cloud", "europe", one(["YC_API_KEY"], lambda: "AQVN" + rs(B64U, 36)),
      ("Authorization", "Api-Key {}"), "https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
      "Yandex Cloud API key"),
    V("Vault", "global", one(["VAULT_TOKEN"], lambda: "hvs.CAESI" + rs(B64U, ri(86, 100))),
      ("X-Vault-Token", "{}"), "https://vault.internal:8200/v1/secret/data/app", "HashiCorp Vault token"),
    V("Terraform Cloud", "global", one(["TFE_TOKEN", "TF_TOKEN_app_terraform_io"],
                                       lambda: rs(AL, 14) + ".atlasv1." + rs(AL + "-_", 67)),
      BEARER, "https://app.terraform.io/api/v2/organizations", "Terraform Cloud token"),
    V("Doppler", "global", one(["DOPPLER_TOKEN"], lambda: "dp.st." + pick(["prd", "dev", "stg"]) + "." + rs(AL, 43)),
      None, None, "Doppler service token"),
    V("1Password", "global", one(["OP_SERVICE_ACCOUNT_TOKEN"], lambda: "ops_eyJ" + rs(B64U, ri(280, 420))),
      None, None, "1Password service account token"),
    V("Pulumi", "global", one(["PULUMI_ACCESS_TOKEN"], lambda: "pul-" + hexs(40)), None, None, "Pulumi token"),
    V("Fly.io", "global", one(["FLY_API_TOKEN"], lambda: "fm2_" + rs(B64, ri(180, 260))),
      None, None, "Fly.io token"),
    V("Render", "global", one(["RENDER_API_KEY"], lambda: "rnd_" + rs(AL, 32)), BEARER,
      "https://api.render.com/v1/services", "Render API key"),
    V("Supabase", "global", one(["SUPABASE_ACCESS_TOKEN"], lambda: "sbp_" + hexs(40)), BEARER,
      "https://api.supabase.com/v1/projects", "Supabase access token"),
    V("Supabase", "global", one(["SUPABASE_SERVICE_ROLE_KEY"],
                                lambda: jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                                             "iat": unix_ts(), "exp": unix_ts() + 315360000})),
      None, None, "Supabase service_role key"),
    V("PlanetScale", "global", lambda: [("DATABASE_USERNAME", rs(LD, 12), False),
                                        ("DATABASE_PASSWORD", "pscale_pw_" + rs(AL + "_", 43), True)],
      None, None, "PlanetScale password"),
    V("Databricks", "global", one(["DATABRICKS_TOKEN"], lambda: "dapi" + hexs(32) + pick(["", "-2", "-3"])),
      BEARER, "https://adb-%s.azuredatabricks.net/api/2.0/clusters/list" % digits(16), "Databricks PAT"),
    V("Confluent", "global", lambda: [("CONFLUENT_API_KEY", rs(UD, 16), True),
                                      ("CONFLUENT_API_SECRET", rs(B64, 64), True)],
      None, None, "Confluent Cloud API key"),
    V("Tailscale", "global", one(["TS_AUTHKEY", "TAILSCALE_AUTH_KEY"],
                                 lambda: "tskey-auth-k" + rs(AL, 10) + "CNTRL-" + rs(AL, 32)),
      None, None, "Tailscale auth key"),
    V("ngrok", "global", one(["NGROK_AUTHTOKEN"], lambda: "2" + rs(AL, 26) + "_" + rs(AL, 21)),
      None, None, "ngrok authtoken"),
    # ---- AI ----
    V("OpenAI", "global", one(["OPENAI_API_KEY"], lambda: pick([
        "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
        "sk-" + rs(AL, 20) + "T3BlbkFJ" + rs(AL, 20),
        "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)])),
      BEARER, "https://api.openai.com/v1/chat/completions", "OpenAI API key"),
    V("Anthropic", "global", one(["ANTHROPIC_API_KEY"], lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA"),
      ("x-api-key", "{}"), "https://api.anthropic.com/v1/messages", "Anthropic API key"),
    V("Groq", "global", one(["GROQ_API_KEY"], lambda: "gsk_" + rs(AL, 52)), BEARER,
      "https://api.groq.com/openai/v1/models", "Groq API key"),
    V("Perplexity", "global", one(["PPLX_API_KEY"], lambda: "pplx-" + rs(AL, 48)), BEARER,
      "https://api.perplexity.ai/chat/completions", "Perplexity API key"),
    V("xAI", "global", one(["XAI_API_KEY"], lambda: "xai-" + rs(AL, 80)), BEARER,
      "https://api.x.ai/v1/chat/completions", "xAI API key"),
    V("Replicate", "global", one(["REPLICATE_API_TOKEN"], lambda: "r8_" + rs(AL, 37)), BEARER,
      "https://api.replicate.com/v1/predictions", "Replicate token"),
    V("LangSmith", "global", one(["LANGSMITH_API_KEY", "LANGCHAIN_API_KEY"],
                                 lambda: pick(["lsv2_pt_", "lsv2_sk_"]) + hexs(32) + "_" + hexs(10)),
      None, None, "LangSmith API key"),
    V("Pinecone", "global", one(["PINECONE_API_KEY"], lambda: "pcsk_" + rs(AL, 5) + "_" + rs(AL, 63)),
      ("Api-Key", "{}"), "https://api.pinecone.io/indexes", "Pinecone API key"),
    V("ElevenLabs", "europe", one(["ELEVENLABS_API_KEY", "XI_API_KEY"], lambda: "sk_" + hexs(48)),
      ("xi-api-key", "{}"), "https://api.elevenlabs.io/v1/voices", "ElevenLabs API key"),
    V("DeepL", "europe", one(["DEEPL_AUTH_KEY"], lambda: uuid4() + pick([":fx", ""])),
      ("Authorization", "DeepL-Auth-Key {}"), "https://api-free.deepl.com/v2/translate", "DeepL auth key"),
    V("Mistral", "europe", one(["MISTRAL_API_KEY"], lambda: rs(AL, 32)), BEARER,
      "https://api.mistral.ai/v1/chat/completions", "Mistral API key"),
    # ---- comms / payments / SaaS ----
    V("Slack", "global", one(["SLACK_BOT_TOKEN"], lambda: "xoxb-" + digits(ri(10, 13)) + "-" + digits(ri(12, 13)) + "-" + rs(AL, 24)),
      BEARER, "https://slack.com/api/chat.postMessage", "Slack bot token"),
    V("Slack", "global", one(["SLACK_USER_TOKEN"], lambda: "xoxp-" + digits(11) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32)),
      BEARER, "https://slack.com/api/users.list", "Slack user token"),
    V("Slack", "global", one(["SLACK_APP_TOKEN"], lambda: "xapp-1-A" + rs(UD, 10) + "-" + digits(13) + "-" + hexs(64)),
      None, None, "Slack app-level token"),
    V("Slack", "global", lambda: [("SLACK_SIGNING_SECRET", hexs(32), True)], None, None, "Slack signing secret"),
    V("Discord", "global", one(["DISCORD_BOT_TOKEN", "DISCORD_TOKEN"],
                               lambda: b64u(digits(18).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)),
      ("Authorization", "Bot {}"), "https://discord.com/api/v10/users/@me", "Discord bot token"),
    V("Telegram", "global", one(["TELEGRAM_BOT_TOKEN", "TG_TOKEN"], lambda: digits(ri(9, 10)) + ":AA" + rs(B64U, 33)),
      None, None, "Telegram bot token"),
    V("Twilio", "global", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False),
                                   ("TWILIO_AUTH_TOKEN", hexs(32), True)],
      None, None, "Twilio auth token"),
    V("SendGrid", "global", one(["SENDGRID_API_KEY"], lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
      BEARER, "https://api.sendgrid.com/v3/mail/send", "SendGrid API key"),
    V("Mailgun", "global", one(["MAILGUN_API_KEY"], lambda: pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)])),
      None, None, "Mailgun API key"),
    V("Mailchimp", "global", one(["MAILCHIMP_API_KEY"], lambda: hexs(32) + "-us" + str(ri(1, 21))),
      None, None, "Mailchimp API key"),
    V("Brevo", "europe", one(["BREVO_API_KEY", "SENDINBLUE_API_KEY"], lambda: "xkeysib-" + hexs(64) + "-" + rs(AL, 16)),
      ("api-key", "{}"), "https://api.brevo.com/v3/smtp/email", "Brevo API key"),
    V("Mailjet", "europe", lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)],
      None, None, "Mailjet key pair"),
    V("Postmark", "global", one(["POSTMARK_SERVER_TOKEN"], uuid4),
      ("X-Postmark-Server-Token", "{}"), "https://api.postmarkapp.com/email", "Postmark server token"),
    V("Resend", "global", one(["RESEND_API_KEY"], lambda: "re_" + rs(AL, 8) + "_" + rs(AL, 24)), BEARER,
      "https://api.resend.com/emails", "Resend API key"),
    V("Stripe", "global", one(["STRIPE_SECRET_KEY", "STRIPE_API_KEY"],
                              lambda: pick(["sk_live_", "sk_test_"]) + pick([rs(AL, 24), "51" + rs(AL, 97)])),
      BEARER, "https://api.stripe.com/v1/charges", "Stripe secret key"),
    V("Stripe", "global", one(["STRIPE_RESTRICTED_KEY"], lambda: "rk_live_" + pick([rs(AL, 24), "51" + rs(AL, 97)])),
      BEARER, "https://api.stripe.com/v1/refunds", "Stripe restricted key"),
    V("Stripe", "global", one(["STRIPE_WEBHOOK_SECRET"], lambda: "whsec_" + rs(AL, 32)),
      None, None, "Stripe webhook signing secret"),
    V("Square", "global", one(["SQUARE_ACCESS_TOKEN"], lambda: "EAAA" + rs(B64U, 60)), BEARER,
      "https://connect.squareup.com/v2/locations", "Square access token"),
    V("Braintree", "global", one(["BRAINTREE_ACCESS_TOKEN"],
                                 lambda: "access_token$production$" + rs(LD, 16) + "$" + hexs(32)),
      None, None, "Braintree access token"),
    V("Shopify", "global", one(["SHOPIFY_ACCESS_TOKEN", "SHOPIFY_ADMIN_TOKEN"], lambda: pick(["shpat_", "shpca_"]) + hexs(32)),
      ("X-Shopify-Access-Token", "{}"), "https://acme.myshopify.com/admin/api/2024-10/orders.json",
      "Shopify access token"),
    V("Shopify", "global", one(["SHOPIFY_API_SECRET"], lambda: "shpss_" + hexs(32)), None, None,
      "Shopify shared secret"),
    V("Mollie", "europe", one(["MOLLIE_API_KEY"], lambda: pick(["live_", "test_"]) + rs(AL, 30)), BEARER,
      "https://api.mollie.com/v2/payments", "Mollie API key"),
    V("Adyen", "europe", one(["ADYEN_API_KEY"], lambda: "AQE" + rs(B64, 100) + "-" + rs(B64, 44) + "-" + rs(AL, 12)),
      ("X-API-Key", "{}"), "https://checkout-test.adyen.com/v71/payments", "Adyen API key"),
    V("Klarna", "europe", one(["KLARNA_API_KEY"], lambda: "klarna_live_api_" + rs(B64U, 48)),
      None, None, "Klarna API key"),
    V("GoCardless", "europe", one(["GOCARDLESS_ACCESS_TOKEN"], lambda: "live_" + rs(B64U, 40)), BEARER,
      "https://api.gocardless.com/customers", "GoCardless token"),
    V("SumUp", "europe", one(["SUMUP_API_KEY"], lambda: "sup_sk_" + rs(AL, 32)), BEARER,
      "https://api.sumup.com/v0.1/me", "SumUp secret key"),
    V("Vonage", "europe", lambda: [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", rs(AL, 16), True)],
      None, None, "Vonage API secret"),
    V("Spotify", "europe", lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)],
      None, None, "Spotify client secret"),
    V("Typeform", "europe", one(["TYPEFORM_TOKEN"], lambda: "tfp_" + rs(B64U, 44) + "_" + rs(B64U, 14)), BEARER,
      "https://api.typeform.com/forms", "Typeform token"),
    V("Contentful", "europe", one(["CONTENTFUL_MANAGEMENT_TOKEN"], lambda: "CFPAT-" + rs(B64U, 43)), BEARER,
      "https://api.contentful.com/spaces", "Contentful management token"),
    V("Pusher", "europe", lambda: [("PUSHER_APP_ID", digits(7), False), ("PUSHER_KEY", hexs(20), False),
                                   ("PUSHER_SECRET", hexs(20), True)], None, None, "Pusher app secret"),
    V("Ably", "europe", one(["ABLY_API_KEY"], lambda: rs(B64U, 6) + "." + rs(B64U, 6) + ":" + rs(B64U, 43)),
      None, None, "Ably API key"),
    V("HubSpot", "global", one(["HUBSPOT_ACCESS_TOKEN"], lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4()),
      BEARER, "https://api.hubapi.com/crm/v3/objects/contacts", "HubSpot private app token"),
    V("Intercom", "global", one(["INTERCOM_ACCESS_TOKEN"], lambda: b64(("tok:" + uuid4() + ":1:0").encode())),
      BEARER, "https://api.intercom.io/contacts", "Intercom access token"),
    V("Okta", "global", one(["OKTA_API_TOKEN"], lambda: "00" + rs(B64U, 40)), ("Authorization", "SSWS {}"),
      "https://acme.okta.com/api/v1/users", "Okta API token"),
    V("Auth0", "global", lambda: [("AUTH0_DOMAIN", rs(LO, 8) + ".eu.auth0.com", False),
                                  ("AUTH0_CLIENT_ID", rs(AL, 32), False),
                                  ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)], None, None, "Auth0 client secret"),
    V("Clerk", "global", one(["CLERK_SECRET_KEY"], lambda: "sk_live_" + rs(AL, 40)), BEARER,
      "https://api.clerk.com/v1/users", "Clerk secret key"),
    V("Sentry", "global", one(["SENTRY_AUTH_TOKEN"], lambda: pick([
        "sntryu_" + hexs(64),
        "sntrys_" + b64u(json.dumps({"iat": unix_ts(), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
                                     "org": pick(["acme", "shop-kr", "tokyo-lab"])}, separators=(",", ":")).encode())
        + "_" + rs(B64, 43)])),
      BEARER, "https://sentry.io/api/0/projects/", "Sentry auth token"),
    V("Datadog", "global", lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)],
      ("DD-API-KEY", "{}"), "https://api.datadoghq.com/api/v1/validate", "Datadog API/app key"),
    V("New Relic", "global", one(["NEW_RELIC_API_KEY"], lambda: "NRAK-" + rs(UD, 27)),
      ("Api-Key", "{}"), "https://api.newrelic.com/graphql", "New Relic user key"),
    V("Grafana", "global", one(["GRAFANA_TOKEN", "GRAFANA_SA_TOKEN"], lambda: "glsa_" + rs(AL, 32) + "_" + hexs(8)),
      BEARER, "https://grafana.internal/api/dashboards/uid/ops", "Grafana service account token"),
    V("Dropbox", "global", one(["DROPBOX_ACCESS_TOKEN"], lambda: "sl." + pick(["", "u."]) + rs(B64U, ri(135, 150))),
      BEARER, "https://api.dropboxapi.com/2/files/list_folder", "Dropbox access token"),
    V("Firebase", "global", one(["FCM_SERVER_KEY"], lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
      ("Authorization", "key={}"), "https://fcm.googleapis.com/fcm/send", "FCM legacy server key"),
    V("Meta", "global", one(["FB_PAGE_ACCESS_TOKEN", "META_ACCESS_TOKEN"], lambda: "EAA" + rs(AL, ri(160, 200))),
      None, None, "Meta page access token"),
    V("Mapbox", "global", one(["MAPBOX_SECRET_TOKEN"],
                              lambda: "sk." + b64u(json.dumps({"u": pick(NAMES_ROMAN), "a": "cl" + rs(LD, 23)},
                                                              separators=(",", ":")).encode()) + "." + rs(B64U, 22)),
      None, None, "Mapbox secret token"),
    V("Algolia", "global", lambda: [("ALGOLIA_APP_ID", rs(UD, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
      None, None, "Algolia admin key"),
    V("Cloudinary", "global", lambda: [("CLOUDINARY_URL", "cloudinary://%s:%s@%s" % (digits(15), "\x00", rs(LO, 8)), True)],
      None, None, "Cloudinary URL"),
    V("age", "global", one(["SOPS_AGE_KEY"], lambda: "AGE-SECRET-KEY-1" + rs(BECH32U, 58)),
      None, None, "age secret key"),
    V("WireGuard", "global", one(["WG_PRIVATE_KEY"], lambda: b64(rbytes(32))), None, None,
      "WireGuard private key"),
    V("Ethereum", "global", one(["DEPLOYER_PRIVATE_KEY", "PRIVATE_KEY"], lambda: "0x" + hexs(64)),
      None, None, "Ethereum private key"),
    V("Snyk", "global", one(["SNYK_TOKEN"], uuid4), ("Authorization", "token {}"),
      "https://api.snyk.io/rest/self", "Snyk token"),
    V("Consul", "global", one(["CONSUL_HTTP_TOKEN"], uuid4), ("X-Consul-Token", "{}"),
      "http://consul.service:8500/v1/kv/app/config", "Consul ACL token"),
    # ---- Korea ----
    V("Naver Cloud", "korea", lambda: [("NCLOUD_ACCESS_KEY", rs(UD, 20), True), ("NCLOUD_SECRET_KEY", rs(AL, 40), True)],
      None, None, "Naver Cloud access key pair"),
    V("Naver Cloud", "korea", lambda: [("NCLOUD_ACCESS_KEY", "ncp_iam_BPAMKR" + rs(AL, 14), True),
                                       ("NCLOUD_SECRET_KEY", "ncp_iam_BPKMKR" + rs(AL, 26), True)],
      None, None, "Naver Cloud IAM key pair"),
    V("Naver Cloud", "korea", one(["NCP_APIGW_API_KEY"], lambda: rs(AL, 40)),
      ("X-NCP-APIGW-API-KEY", "{}"), "https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode",
      "NCP API Gateway key"),
    V("Naver Developers", "korea", lambda: [("NAVER_CLIENT_ID", rs(AL, 20), False),
                                            ("NAVER_CLIENT_SECRET", rs(AL, 10), True)],
      None, None, "Naver Open API client secret"),
    V("Kakao", "korea", one(["KAKAO_REST_API_KEY"], lambda: hexs(32)), ("Authorization", "KakaoAK {}"),
      "https://dapi.kakao.com/v2/local/search/keyword.json", "Kakao REST API key"),
    V("Kakao", "korea", one(["KAKAO_ADMIN_KEY"], lambda: hexs(32)), ("Authorization", "KakaoAK {}"),
      "https://kapi.kakao.com/v1/user/ids", "Kakao admin key"),
    V("KakaoPay", "korea", one(["KAKAOPAY_SECRET_KEY"], lambda: pick(["DEV", "PRD"]) + rs(HXU, 37)),
      ("Authorization", "SECRET_KEY {}"), "https://open-api.kakaopay.com/online/v1/payment/ready",
      "KakaoPay secret key"),
    V("Toss Payments", "korea", one(["TOSS_SECRET_KEY"], lambda: pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(AL, 28)),
      None, None, "Toss Payments secret key"),
    V("PortOne", "korea", lambda: [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(AL, 80), True)],
      None, None, "PortOne (iamport) REST secret"),
    V("PortOne", "korea", one(["PORTONE_API_SECRET"], lambda: rs(AL, 80)), ("Authorization", "PortOne {}"),
      "https://api.portone.io/payments", "PortOne V2 API secret"),
    V("NHN Cloud", "korea", lambda: [("NHN_APP_KEY", rs(AL, 16), False), ("NHN_SECRET_KEY", rs(AL, 8), True)],
      ("X-Secret-Key", "{}"), "https://api-alimtalk.cloud.toast.com/alimtalk/v2.3/appkeys/APPKEY/messages",
      "NHN Cloud secret key"),
    V("Solapi", "korea", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UD, 13), True), ("SOLAPI_API_SECRET", rs(UD, 32), True)],
      None, None, "Solapi/CoolSMS key pair"),
    V("Channel Talk", "korea", lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)],
      None, None, "Channel Talk access key"),
    V("Upbit", "korea", lambda: [("UPBIT_ACCESS_KEY", rs(AL, 40), True), ("UPBIT_SECRET_KEY", rs(AL, 40), True)],
      None, None, "Upbit API key pair"),
    V("Korea Investment", "korea", lambda: [("KIS_APP_KEY", "PS" + rs(AL, 34), True), ("KIS_APP_SECRET", rs(B64, 179) + "=", True)],
      None, None, "KIS Open API appkey/appsecret"),
    V("data.go.kr", "korea", one(["DATA_GO_KR_SERVICE_KEY", "PUBLIC_DATA_KEY"], lambda: b64(rbytes(72))),
      None, None, "data.go.kr service key"),
    V("Coupang", "korea", lambda: [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", hexs(40), True)],
      None, None, "Coupang Open API key pair"),
    V("LINE", "japan", lambda: [("LINE_CHANNEL_SECRET", hexs(32), True),
                                ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)],
      None, None, "LINE Messaging API credentials"),
    # ---- Japan ----
    V("Chatwork", "japan", one(["CHATWORK_API_TOKEN"], lambda: hexs(32)), ("X-ChatWorkToken", "{}"),
      "https://api.chatwork.com/v2/rooms", "Chatwork API token"),
    V("Backlog", "japan", one(["BACKLOG_API_KEY"], lambda: rs(AL, 64)), None, None, "Backlog API key"),
    V("PAY.JP", "japan", one(["PAYJP_SECRET_KEY"], lambda: pick(["sk_live_", "sk_test_"]) + hexs(24)),
      None, None, "PAY.JP secret key"),
    V("kintone", "japan", one(["KINTONE_API_TOKEN"], lambda: rs(AL, 40)), ("X-Cybozu-API-Token", "{}"),
      "https://acme.cybozu.com/k/v1/records.json", "kintone API token"),
    V("Sakura Cloud", "japan", lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True),
                                        ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AL, 64), True)],
      None, None, "Sakura Cloud API key"),
    V("GMO Payment Gateway", "japan", lambda: [("GMO_SHOP_ID", "tshop" + digits(8), False),
                                               ("GMO_SHOP_PASS", rs(LD, 8), True)],
      None, None, "GMO-PG shop password"),
    V("Yahoo! JAPAN", "japan", lambda: [("YAHOO_JP_CLIENT_ID", "dj00" + rs(B64U, 52), False),
                                        ("YAHOO_JP_CLIENT_SECRET", rs(AL, 40), True)],
      None, None, "Yahoo! JAPAN client secret"),
    # ---- China ----
    V("Alibaba Cloud", "china", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AL, 20), True),
                                         ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AL, 30), True)],
      None, None, "Alibaba Cloud AccessKey pair"),
    V("Alibaba Cloud", "china", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "STS.NT" + rs(AL, 26), True),
                                         ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AL, 44), True),
                                         ("ALIBABA_CLOUD_SECURITY_TOKEN", "CAIS" + rs(B64, ri(300, 420)), True)],
      None, None, "Alibaba Cloud STS token"),
    V("Tencent Cloud", "china", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AL, 32), True),
                                         ("TENCENTCLOUD_SECRET_KEY", rs(AL, 32), True)],
      None, None, "Tencent Cloud SecretId/SecretKey"),
    V("Huawei Cloud", "china", lambda: [("HUAWEICLOUD_SDK_AK", rs(UD, 20), True),
                                        ("HUAWEICLOUD_SDK_SK", rs(AL, 40), True)],
      None, None, "Huawei Cloud AK/SK"),
    V("Baidu Cloud", "china", lambda: [("BCE_ACCESS_KEY_ID", hexs(32), True), ("BCE_SECRET_ACCESS_KEY", hexs(32), True)],
      None, None, "Baidu BCE AK/SK"),
    V("Baidu Qianfan", "china", one(["QIANFAN_API_KEY"], lambda: "bce-v3/ALTAK-" + rs(AL, 21) + "/" + hexs(40)),
      BEARER, "https://qianfan.baidubce.com/v2/chat/completions", "Baidu Qianfan API key"),
    V("Volcengine", "china", lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 43), True),
                                      ("VOLC_SECRETKEY", rs(B64, 60), True)], None, None, "Volcengine AK/SK"),
    V("JD Cloud", "china", lambda: [("JDCLOUD_ACCESS_KEY", "JDC_" + rs(HXU, 28), True),
                                    ("JDCLOUD_SECRET_KEY", rs(HXU, 32), True)], None, None, "JD Cloud key pair"),
    V("Qiniu", "china", lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)],
      None, None, "Qiniu AK/SK"),
    V("WeChat", "china", lambda: [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)],
      None, None, "WeChat AppSecret"),
    V("WeChat Pay", "china", lambda: [("WXPAY_MCH_ID", digits(10), False), ("WXPAY_API_V3_KEY", rs(AL, 32), True)],
      None, None, "WeChat Pay APIv3 key"),
    V("WeCom", "china", lambda: [("WECOM_CORP_ID", "ww" + hexs(16), False), ("WECOM_CORP_SECRET", rs(B64U, 43), True)],
      None, None, "WeCom corpsecret"),
    V("Feishu", "china", lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(AL, 32), True)],
      None, None, "Feishu/Lark app secret"),
    V("DingTalk", "china", lambda: [("DINGTALK_APP_KEY", "ding" + rs(LD, 16), False), ("DINGTALK_APP_SECRET", rs(B64U, 64), True)],
      None, None, "DingTalk app secret"),
    V("Zhipu AI", "china", one(["ZHIPUAI_API_KEY"], lambda: hexs(32) + "." + rs(AL, 16)), BEARER,
      "https://open.bigmodel.cn/api/paas/v4/chat/completions", "Zhipu API key"),
    V("Moonshot", "china", one(["MOONSHOT_API_KEY"], lambda: "sk-" + rs(AL, 48)), BEARER,
      "https://api.moonshot.cn/v1/chat/completions", "Moonshot (Kimi) API key"),
    V("DeepSeek", "china", one(["DEEPSEEK_API_KEY"], lambda: "sk-" + hexs(32)), BEARER,
      "https://api.deepseek.com/chat/completions", "DeepSeek API key"),
    V("DashScope", "china", one(["DASHSCOPE_API_KEY"], lambda: "sk-" + hexs(32)), BEARER,
      "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", "Alibaba DashScope key"),
]


def _fix_cloudinary(items):
    out = []
    for (n, v, s) in items:
        if "\x00" in v:
            sec = rs(B64U, 27)
            out.append((n, v.replace("\x00", sec), "embedded:" + sec))
        else:
            out.append((n, v, s))
    return out


def vendor_items(v):
    """Draw one credential set; returns [(NAME, value, secret_part or None)].
    secret_part is the substring that must be listed (usually the whole value)."""
    items = _fix_cloudinary(v["gen"]())
    out = []
    for (n, val, s) in items:
        if isinstance(s, str) and s.startswith("embedded:"):
            out.append((n, val, s[len("embedded:"):]))
        else:
            out.append((n, val, val if s else None))
    return out


LONG_VENDOR_LABELS = ["AWS STS session credentials", "Atlassian API token", "PyPI API token",
                      "Google OAuth access token", "1Password service account token", "Fly.io token",
                      "KIS Open API appkey/appsecret", "Alibaba Cloud STS token", "FCM legacy server key",
                      "Meta page access token", "LINE Messaging API credentials", "OpenAI API key",
                      "Dropbox access token", "Adyen API key", "Sentry auth token"]


# ----------------------------------------------------------------------------------------------
# containers: render [(NAME, value)] pairs into pasted snippets of many formats
# ----------------------------------------------------------------------------------------------
def camel(n):
    parts = n.lower().split("_")
    return parts[0] + "".join([p[:1].upper() + p[1:] for p in parts[1:]])


def pascal(n):
    return "".join([p[:1].upper() + p[1:] for p in n.lower().split("_")])


def slug(vname):
    s = "".join([c if c.isalnum() else "_" for c in vname.lower()]).strip("_")
    while "__" in s:
        s = s.replace("__", "_")
    return s or "app"


def q(v, quote):
    return quote + v + quote


def c_env(items, vn):
    lines = []
    if chance(0.4):
        lines.append("# " + vn)
    for n, v in items:
        lines.append("%s=%s" % (n, q(v, pick(["", "", '"']))))
    return "\n".join(lines), file_env(), ".env file"


def c_export(items, vn):
    qq = pick(["'", '"', ""])
    lines = ["export %s=%s" % (n, q(v, qq)) for n, v in items]
    return "\n".join(lines), pick(["scripts/dev.sh", "~/.zshrc", "~/.bashrc", "deploy/env.sh"]), "shell export"


def c_docker_run(items, vn):
    name = csvc()
    parts = ["docker run -d --name %s" % name]
    for n, v in items:
        parts.append("-e %s=%s" % (n, v))
    parts.append("%s/%s:%s" % (pick(["ghcr.io/acme", "registry.example.com/team", "acme"]), name, semver()))
    sep = pick([" ", " \\\n  "])
    return sep.join(parts), Lc("the docker run command", "docker run 명령"), "docker run -e"


def c_yaml(items, vn):
    g = slug(vn)
    lines = [pick(["%s:" % g, "integrations:\n  %s:" % g, "app:\n  %s:" % g])]
    ind = "  " * lines[0].count(":")
    for n, v in items:
        key = n.lower()
        pre = g + "_"
        if key.startswith(pre) and len(key) > len(pre):
            key = key[len(pre):]
        lines.append("%s%s: %s" % (ind, key, q(v, pick(["", '"', "'"]))))
    return "\n".join(lines), pick(["config/settings.yaml", "config/application-prod.yml", "values.yaml",
                                   "config/%s.yml" % g]), "YAML config"


def c_k8s_secret(items, vn):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % slug(vn).replace("_", "-"),
             "type: Opaque", "stringData:"]
    for n, v in items:
        lines.append("  %s: %s" % (n, q(v, pick(['"', "", "'"]))))
    return "\n".join(lines), pick(["k8s/secret.yaml", "deploy/overlays/prod/secret.yaml", "manifests/%s-secret.yaml" % csvc()]), "Kubernetes Secret stringData"


def c_k8s_env(items, vn):
    lines = ["      containers:", "        - name: %s" % csvc(), "          env:"]
    for n, v in items:
        lines.append("            - name: %s" % n)
        lines.append("              value: %s" % q(v, pick(['"', ""])))
    return "\n".join(lines), pick(["k8s/deployment.yaml", "charts/app/templates/deployment.yaml"]), "Kubernetes Deployment env"


def c_compose(items, vn):
    s = csvc()
    lines = ["services:", "  %s:" % s, "    image: %s:%s" % (s, semver()), "    environment:"]
    if chance(0.5):
        for n, v in items:
            lines.append("      - %s=%s" % (n, v))
    else:
        for n, v in items:
            lines.append("      %s: %s" % (n, q(v, pick(['"', ""]))))
    return "\n".join(lines), pick(["docker-compose.yml", "docker-compose.override.yml", "compose.prod.yaml"]), "docker-compose environment"


def c_json(items, vn):
    g = slug(vn)
    if chance(0.5):
        d = {g: {camel(n): v for n, v in items}}
    else:
        d = {n: v for n, v in items}
    txt = json.dumps(d, indent=pick([2, 4]), ensure_ascii=False)
    return txt, pick(["appsettings.Production.json", "config/secrets.json", "local.settings.json", "config.json"]), "JSON config"


def c_toml(items, vn):
    lines = ["[%s]" % slug(vn)]
    for n, v in items:
        lines.append('%s = "%s"' % (n.lower(), v))
    return "\n".join(lines), pick(["config.toml", "settings.toml", ".cargo/config.toml", "pyproject.toml"]), "TOML"


def c_ini(items, vn):
    lines = ["[%s]" % pick([slug(vn), "default", "credentials", "prod"])]
    for n, v in items:
        lines.append("%s = %s" % (n.lower(), v))
    return "\n".join(lines), pick(["config.ini", "setup.cfg", "app.ini", "conf/%s.ini" % svc()]), "INI"


def c_properties(items, vn):
    g = slug(vn).replace("_", ".")
    lines = ["%s.%s=%s" % (g, n.lower().replace("_", "-"), v) for n, v in items]
    return "\n".join(lines), pick(["src/main/resources/application.properties", "application-prod.properties",
                                   "gradle.properties"]), "Java properties"


def c_xml(items, vn):
    lines = ["<appSettings>"]
    for n, v in items:
        lines.append('  <add key="%s" value="%s" />' % (pascal(n), v))
    lines.append("</appSettings>")
    return "\n".join(lines), pick(["Web.config", "App.config", "Web.Release.config"]), "XML appSettings"


def c_dockerfile(items, vn):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23"])]
    kw = pick(["ENV", "ARG"])
    for n, v in items:
        lines.append("%s %s=%s" % (kw, n, v))
    lines.append(pick(["RUN npm ci --omit=dev", "RUN pip install -r requirements.txt", "COPY . /app"]))
    return "\n".join(lines), pick(["Dockerfile", "docker/Dockerfile.prod"]), "Dockerfile " + kw


def c_gha(items, vn):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for n, v in items:
        lines.append("      %s: %s" % (n, v))
    lines.append("    steps:")
    lines.append("      - uses: actions/checkout@v4")
    return "\n".join(lines), pick([".github/workflows/deploy.yml", ".github/workflows/release.yaml"]), "GitHub Actions env"


def c_gitlab(items, vn):
    lines = ["variables:"]
    for n, v in items:
        lines.append('  %s: "%s"' % (n, v))
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI variables"


def c_jenkins(items, vn):
    lines = ["pipeline {", "  agent any", "  environment {"]
    for n, v in items:
        lines.append("    %s = '%s'" % (n, v))
    lines += ["  }", "  stages { stage('deploy') { steps { sh './deploy.sh' } } }", "}"]
    return "\n".join(lines), "Jenkinsfile", "Jenkinsfile environment"


def c_terraform(items, vn):
    if chance(0.5):
        lines = ['provider "%s" {' % slug(vn)]
        for n, v in items:
            lines.append('  %s = "%s"' % (n.lower(), v))
        lines.append("}")
        return "\n".join(lines), pick(["infra/providers.tf", "main.tf"]), "Terraform provider block"
    lines = ['%s = "%s"' % (n.lower(), v) for n, v in items]
    return "\n".join(lines), pick(["terraform.tfvars", "envs/prod.auto.tfvars"]), "Terraform tfvars"


def c_python(items, vn):
    if chance(0.5):
        lines = ["import os", ""] + ['os.environ["%s"] = "%s"' % (n, v) for n, v in items]
    else:
        lines = ['%s = "%s"' % (n, v) for n, v in items]
        lines.append("client = %sClient(%s)" % (pascal(slug(vn)), ", ".join(["%s=%s" % (n.lower(), n) for n, _ in items])))
    return "\n".join(lines), pick(["settings/local.py", "scripts/sync.py", "app/config.py", "conftest.py"]), "Python code"


def c_node(items, vn):
    kw = pick(["const", "export const", "let"])
    lines = ["%s %s = '%s';" % (kw, camel(n), v) for n, v in items]
    if chance(0.5):
        lines = ["module.exports = {"] + ["  %s: '%s'," % (camel(n), v) for n, v in items] + ["};"]
    return "\n".join(lines), pick(["src/config.ts", "config/default.js", "scripts/seed.mjs", "next.config.js"]), "JS/TS code"


def c_go(items, vn):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(n), v) for n, v in items] + [")"]
    return "\n".join(lines), pick(["internal/config/config.go", "cmd/worker/main.go"]), "Go code"


def c_java(items, vn):
    lines = ['    private static final String %s = "%s";' % (n, v) for n, v in items]
    return "\n".join(lines), pick(["src/main/java/com/acme/Config.java", "src/test/java/com/acme/ClientIT.java"]), "Java code"


def c_kotlin(items, vn):
    lines = ['const val %s = "%s"' % (n, v) for n, v in items]
    return "\n".join(lines), pick(["app/src/main/java/com/acme/BuildConfig.kt", "core/Secrets.kt"]), "Kotlin code"


def c_ruby(items, vn):
    lines = ["ENV['%s'] ||= '%s'" % (n, v) for n, v in items]
    return "\n".join(lines), pick(["config/initializers/%s.rb" % slug(vn), "config/environments/production.rb"]), "Ruby code"


def c_php(items, vn):
    lines = ["<?php", "return ["] + ["    '%s' => '%s'," % (n.lower(), v) for n, v in items] + ["];"]
    return "\n".join(lines), pick(["config/services.php", "wp-config.php"]), "PHP config"


def c_csharp(items, vn):
    g = pascal(slug(vn))
    lines = ['builder.Configuration["%s:%s"] = "%s";' % (g, pascal(n), v) for n, v in items]
    return "\n".join(lines), pick(["Program.cs", "Startup.cs"]), "C# code"


def c_rust(items, vn):
    lines = ['const %s: &str = "%s";' % (n, v) for n, v in items]
    return "\n".join(lines), pick(["src/config.rs", "src/main.rs"]), "Rust code"


def c_swift(items, vn):
    lines = ['static let %s = "%s"' % (camel(n), v) for n, v in items]
    return "\n".join(lines), pick(["Sources/App/Secrets.swift", "App/Config.swift"]), "Swift code"


def c_log(items, vn):
    ts = log_ts()
    d = ", ".join(["'%s': '%s'" % (n.lower(), v) for n, v in items])
    line = pick(["%s DEBUG [%s] loaded config {%s}" % (ts, csvc(), d),
                 "%s INFO  settings: %s" % (ts, " ".join(["%s=%s" % (n, v) for n, v in items])),
                 "[%s] WARN using credentials from env: %s" % (ts, "; ".join(["%s=%s" % (n, v) for n, v in items]))])
    return line, pick(["/var/log/%s/app.log" % csvc(), Lc("the pod logs", "파드 로그"), "CloudWatch"]), "debug log line"


def c_diff(items, vn):
    f = file_env() if chance(0.5) else "config/settings.yaml"
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (ri(1, 40), ri(2, 6), ri(1, 40), ri(3, 8))]
    for n, v in items:
        if chance(0.5):
            lines.append("-%s=%s" % (n, pick(["", "<set-me>", "${%s}" % n])))
        lines.append("+%s=%s" % (n, v))
    return "\n".join(lines), f, "git diff"


def c_table(items, vn):
    lines = ["| key | value |", "|---|---|"] + ["| %s | %s |" % (n, v) for n, v in items]
    return "\n".join(lines), pick([Lc("the runbook page", "런북 페이지"), Lc("the onboarding doc", "온보딩 문서"), "README.md"]), "markdown table"


def c_powershell(items, vn):
    lines = ['$env:%s = "%s"' % (n, v) for n, v in items]
    return "\n".join(lines), pick(["profile.ps1", "scripts/dev.ps1"]), "PowerShell env"


def c_cmd(items, vn):
    lines = ["set %s=%s" % (n, v) for n, v in items]
    return "\n".join(lines), pick(["run_local.bat", "scripts\\env.cmd"]), "Windows cmd set"


def c_systemd(items, vn):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (n, v) for n, v in items] + ["ExecStart=/opt/%s/bin/server" % csvc()]
    return "\n".join(lines), "/etc/systemd/system/%s.service" % csvc(), "systemd unit"


def c_helm(items, vn):
    parts = ["helm upgrade --install %s ./charts/app" % csvc()]
    for n, v in items:
        parts.append("--set env.%s=%s" % (n, v))
    return " \\\n  ".join(parts), Lc("the deploy command", "배포 명령"), "helm --set"


def c_kubectl(items, vn):
    parts = ["kubectl create secret generic %s-creds" % slug(vn).replace("_", "-")]
    for n, v in items:
        parts.append("--from-literal=%s=%s" % (n, v))
    return " \\\n  ".join(parts), Lc("the kubectl command", "kubectl 명령"), "kubectl --from-literal"


def c_makefile(items, vn):
    lines = ["%s ?= %s" % (n, v) for n, v in items] + ["", "run:", "\t./bin/%s" % csvc()]
    return "\n".join(lines), "Makefile", "Makefile variables"


def c_fish(items, vn):
    lines = ["set -gx %s %s" % (n, v) for n, v in items]
    return "\n".join(lines), "~/.config/fish/config.fish", "fish set -gx"


def c_vercel(items, vn):
    lines = ["$ vercel env add %s production" % items[0][0], "? What's the value of %s? %s" % (items[0][0], items[0][1])]
    for n, v in items[1:]:
        lines += ["$ vercel env add %s production" % n, "? What's the value of %s? %s" % (n, v)]
    return "\n".join(lines), Lc("the Vercel CLI session", "Vercel CLI 세션"), "CLI prompt transcript"


CONTAINERS = [c_env, c_export, c_docker_run, c_yaml, c_k8s_secret, c_k8s_env, c_compose, c_json, c_toml,
              c_ini, c_properties, c_xml, c_dockerfile, c_gha, c_gitlab, c_jenkins, c_terraform, c_python,
              c_node, c_go, c_java, c_kotlin, c_ruby, c_php, c_csharp, c_rust, c_swift, c_log, c_diff,
              c_table, c_powershell, c_cmd, c_systemd, c_helm, c_kubectl, c_makefile, c_fish, c_vercel]


def render(items, vn, container=None):
    fn = container or pick(CONTAINERS)
    return fn(items, vn)


# ----------------------------------------------------------------------------------------------
# prose frames for provider-credential notes ({V} vendor, {S} service, {F} file, {C} container,
# {SN} snippet, {ENV} variable name, {TOK} a listed secret value, {P} person)
# ----------------------------------------------------------------------------------------------
class Deck:
    """draw without replacement, reshuffle when empty (spreads vendors/templates evenly)."""

    def __init__(self, items):
        self.items = list(items)
        self.cur = []

    def draw(self):
        if not self.cur:
            self.cur = shuffled(self.items)
        return self.cur.pop()


_DECKS = {}


def dk(name, n):
    """variant index 0..n-1 drawn from a per-name deck, so every variant of a template gets used"""
    if name not in _DECKS:
        _DECKS[name] = Deck(range(n))
    return _DECKS[name].draw()


MC_SN = [
    ("{S} started getting 401s from {V} right after the redeploy. I didn't know the key had been rotated; {P} pasted the current {F}:\n{SN}",
     "재배포 직후 {S}가 {V}에서 401을 받기 시작했다. 키가 교체된 걸 몰랐는데, {P} 쪽에서 현재 {F} 내용을 붙여줬다:\n{SN}"),
    ("I didn't know which {V} credentials {S} uses in staging. {P} said they live in {F}:\n{SN}",
     "스테이징에서 {S}가 어떤 {V} 자격 증명을 쓰는지 몰랐다. {P} 말로는 {F}에 있다고 함:\n{SN}"),
    ("Nobody mentioned that the {V} integration reads its credentials from {F} ({C}) instead of the secret store. Current contents:\n{SN}",
     "{V} 연동이 시크릿 스토어가 아니라 {F}({C})에서 값을 읽는다는 걸 아무도 말해주지 않았다. 현재 내용:\n{SN}"),
    ("While debugging the failing {V} test in {S} I found this in {F}:\n{SN}\nThe test harness loads it automatically.",
     "{S}의 {V} 테스트가 계속 실패해서 {F}를 열어보니 이렇게 들어가 있었다:\n{SN}\n테스트 하네스가 자동으로 읽는다."),
    ("{SN}\n^ this is what {P} pasted when I asked why {S} could not reach {V}.",
     "{SN}\n↑ {S}가 {V}에 못 붙는 이유를 물었더니 {P} 쪽에서 보내준 설정."),
    ("Context I lacked: {S} is configured through {C}, not through the admin UI. The relevant part of {F}:\n{SN}",
     "몰랐던 점: {S} 설정은 관리 화면이 아니라 {C}로 한다. {F}의 해당 부분:\n{SN}"),
    ("The {V} call in {S} failed only on the build agent. {P} showed me the agent's {C}:\n{SN}",
     "{S}의 {V} 호출이 빌드 에이전트에서만 실패했다. {P} 쪽에서 에이전트의 {C}를 보여줬다:\n{SN}"),
    ("Migrating {S} to the new cluster; the old host still had the {V} settings in {F}:\n{SN}\nI needed to carry them over.",
     "{S}를 새 클러스터로 옮기는 중. 예전 호스트의 {F}에 {V} 설정이 남아 있었다:\n{SN}\n이걸 그대로 옮겨야 했다."),
]

MC_PLAIN = [
    ("I assumed {S} authenticates to {V} with OAuth, but it uses a static key from {F}.",
     "{S}가 {V}에 OAuth로 붙는 줄 알았는데 {F}에 고정 키가 박혀 있었다."),
    ("The {V} sandbox and production credentials were swapped in {F}, so {S} was charging the wrong account.",
     "{F}에서 {V} 샌드박스/운영 자격 증명이 서로 바뀌어 있어서 {S}가 엉뚱한 계정으로 호출하고 있었다."),
    ("I did not know {S} still had its own {V} credential; I thought everything went through the shared proxy.",
     "{S}가 아직 자체 {V} 자격 증명을 쓰는 줄 몰랐다. 전부 공용 프록시를 거치는 줄 알았음."),
    ("{V} requests from {S} were rejected after the account migration and I didn't know where the key was configured.",
     "계정 이전 후 {S}의 {V} 요청이 거부됐는데, 키가 어디서 설정되는지 몰랐다."),
    ("I didn't know that {F} overrides the values injected by CI for {S}.",
     "{S}에서는 {F}가 CI에서 주입한 값을 덮어쓴다는 걸 몰랐다."),
]

LE_SN = [
    ("{V} credentials for {S} are set in {F}. When the 401s come back, first compare these with the dashboard:\n{SN}",
     "{S}의 {V} 키는 {F}에 있다. 401이 다시 나면 대시보드 값과 아래가 같은지부터 확인:\n{SN}"),
    ("Keep the {V} values below in sync between {F} and the CI settings, otherwise {S} silently falls back to the old ones.\n{SN}",
     "{F}와 CI 설정의 {V} 값을 같이 맞춰야 한다. 안 그러면 {S}가 예전 값으로 조용히 돌아간다.\n{SN}"),
    ("The fix was to update {F}:\n{SN}\nand restart {S}; it only reads the file at boot.",
     "해결: {F}를 아래처럼 고치고\n{SN}\n{S} 재시작. 부팅할 때만 파일을 읽는다."),
    ("Don't regenerate the {V} key from the dashboard - other services share it. The working config is:\n{SN}",
     "{V} 키를 대시보드에서 재발급하면 안 된다. 다른 서비스도 같이 쓴다. 동작하는 설정:\n{SN}"),
    ("{S} needs the {V} values present before `make run`:\n{SN}",
     "`make run` 전에 {V} 값이 있어야 {S}가 뜬다:\n{SN}"),
    ("For local runs of {S}, {C} like this works:\n{SN}\nThe staging values are different.",
     "{S}를 로컬에서 돌릴 때는 이런 {C}면 된다:\n{SN}\n스테이징 값은 다름."),
    ("Working {V} setup for {S} ({C}):\n{SN}",
     "{S}에서 동작 확인된 {V} 설정 ({C}):\n{SN}"),
]

LE_PLAIN = [
    ("Rotating a {V} key takes effect immediately, so ship the new {F} first and revoke the old key afterwards.",
     "{V} 키 교체는 즉시 반영되니까 새 {F}를 먼저 배포하고 예전 키는 그 다음에 폐기할 것."),
    ("Check {F} before blaming {V}: {S} reads it after the environment, so stale values win.",
     "{V} 탓하기 전에 {F}부터 볼 것. {S}는 환경 변수 다음에 이 파일을 읽어서 오래된 값이 이긴다."),
    ("When {V} returns 401 for {S}, the key is almost always the one in {F}, not the one in CI.",
     "{S}에서 {V}가 401을 주면 거의 항상 CI 값이 아니라 {F}에 있는 키 문제다."),
    ("Restarting {S} is required after changing {F}; hot reload doesn't cover credentials.",
     "{F}를 바꾼 뒤에는 {S}를 재시작해야 한다. 핫 리로드는 자격 증명을 다시 읽지 않는다."),
]

ASK_PLAIN = [
    ("Is the {V} key in {F} shared with other services, or can I rotate it myself?",
     "{F}에 있는 {V} 키를 다른 서비스도 쓰나요? 제가 교체해도 되나요?"),
    ("Should {S} read the {V} credentials from the secret manager instead of {F}?",
     "{S}가 {F} 대신 시크릿 매니저에서 {V} 값을 읽도록 바꿀까요?"),
    ("Do you want me to move `{ENV}` out of {F}?",
     "{F}에서 `{ENV}`를 빼서 옮길까요?"),
    ("Which {V} account should staging use?", "스테이징은 어떤 {V} 계정을 써야 하나요?"),
    ("", ""),
]

ASK_TOK = [
    ("Can I keep using {TOK} for {V} in staging, or is there a separate sandbox key?",
     "스테이징에서도 {TOK} 그대로 써도 되나요, 아니면 샌드박스 키가 따로 있나요?"),
    ("Is {TOK} still the current {V} credential, or was it rotated again?",
     "{TOK} 이게 아직 유효한 {V} 키인가요, 또 교체됐나요?"),
    ("Should I revoke {TOK} after the migration?", "이전 끝나면 {TOK}는 폐기할까요?"),
    ("{TOK} - is this the production value or the test one?", "{TOK} 이거 운영 값인가요 테스트 값인가요?"),
]

START_TOK = [
    ("{TOK} is the {V} credential {S} needs; it goes into {F} as {ENV}.",
     "{TOK} 이게 {S}에 필요한 {V} 키다. {F}에 {ENV}로 넣는다."),
    ("{TOK} <- {P} sent this {V} value for {S} in chat, to be set as {ENV}.",
     "{TOK} <- {P} 쪽에서 채팅으로 준 {S}용 {V} 값. {ENV}에 넣으면 됨."),
]

END_TOK = [
    ("{S} authenticates to {V} with {ENV}; the value that worked today was {TOK}",
     "{S}는 {ENV}로 {V}에 인증한다. 오늘 동작한 값은 {TOK}"),
    ("After the rotation, {P} gave me the new {V} value for {ENV}: {TOK}",
     "교체 후 {P} 쪽에서 {ENV}에 넣을 새 {V} 값을 줬다: {TOK}"),
]


def fmt(tpl_pair, lang, **kw):
    return fill(tpl_pair[0] if lang == "en" else tpl_pair[1], **kw)


VENDOR_DECK = Deck(range(len(VENDORS)))
SINGLE_ITEM_LABELS = [v["label"] for v in VENDORS if len(v["gen"]()) == 1]   # (draws from R at start-up)


def draw_vendor(pred=None):
    """next vendor from the deck that satisfies pred; vendors skipped by pred stay in the deck"""
    for _round in range(3):
        if not VENDOR_DECK.cur:
            VENDOR_DECK.cur = shuffled(VENDOR_DECK.items)
        for pos in range(len(VENDOR_DECK.cur) - 1, -1, -1):
            v = VENDORS[VENDOR_DECK.cur[pos]]
            if pred is None or pred(v):
                del VENDOR_DECK.cur[pos]
                return v
        VENDOR_DECK.cur = shuffled(VENDOR_DECK.items)
    raise RuntimeError("no vendor matches")


# ----------------------------------------------------------------------------------------------
# secret templates, part 1: provider credentials in configs, HTTP calls, prose, long tokens
# every template: tmpl(lang) -> mk(category, mc, lesson, ask, secrets)
# ----------------------------------------------------------------------------------------------
def decoy_items():
    pool = [("LOG_LEVEL", pick(["info", "debug", "warn"])), ("REGION", pick(["ap-northeast-2", "ap-northeast-1", "eu-central-1", "us-east-1"])),
            ("TIMEOUT_MS", str(pick([3000, 5000, 15000]))), ("BASE_URL", "https://" + host_api()),
            ("RELEASE_SHA", hexs(40)), ("WEBHOOK_PATH", "/hooks/" + pick(["v1", "stripe", "events"])),
            ("ENABLE_RETRY", pick(["true", "false"])), ("TENANT_ID", uuid4()), ("MAX_CONNECTIONS", str(ri(5, 64)))]
    return sample(pool, ri(1, 3))


def finish_secrets(fields, cands):
    """keep only candidate secrets that really occur in the fields"""
    txt = "\n".join(fields)
    return [s for s in cands if s and s in txt]


def place_snippet(lang, kw, ask_tok_p=0.25):
    """choose where the snippet / token goes; returns (mc, lesson, ask, mode)"""
    mode = pick(["mc", "mc", "mc", "le", "le", "le", "start", "end"])
    if mode == "mc":
        mc = fmt(pick(MC_SN), lang, **kw)
        le = fmt(pick(LE_PLAIN), lang, **kw)
    elif mode == "le":
        mc = fmt(pick(MC_PLAIN), lang, **kw)
        le = fmt(pick(LE_SN), lang, **kw)
    elif mode == "start":
        mc = fmt(pick(START_TOK), lang, **kw)
        le = fmt(pick(LE_PLAIN + LE_SN), lang, **kw)
    else:
        mc = fmt(pick(MC_PLAIN), lang, **kw)
        le = fmt(pick(END_TOK), lang, **kw)
    ask = fmt(pick(ASK_TOK), lang, **kw) if chance(ask_tok_p) else fmt(pick(ASK_PLAIN), lang, **kw)
    return mc, le, ask, mode


def t_vendor_config(lang):
    v = draw_vendor()
    items = vendor_items(v)
    pairs = [(n, val) for n, val, _s in items]
    if chance(0.35):
        pairs = pairs + decoy_items()
        if chance(0.5):
            pairs = shuffled(pairs)
    CTX["svc"] = svc()
    sn, f, clabel = render(pairs, v["name"])
    secs = [s for _n, _v, s in items if s]
    tok = pick(secs)
    env = [n for n, _v, s in items if s == tok][0]
    kw = dict(V=v["name"], S=CTX["svc"], F=f, C=clabel, SN=sn, ENV=env, TOK=tok, P=person(lang))
    mc, le, ask, mode = place_snippet(lang, kw)
    STATS_VENDOR.append(v["name"])
    return mk("vendor credential: %s in %s (%s)" % (v["label"], clabel, mode), mc, le, ask,
              finish_secrets([mc, le, ask], secs))


def http_usage(v, tok):
    hname, hfmt = v["hdr"]
    hv = hfmt.format(tok)
    url = v["url"]
    host = url.split("/")[2]
    path = "/" + "/".join(url.split("/")[3:])
    form = dk("http_usage.form", 11)
    if form == 0:
        return ("%s %s HTTP/1.1\nHost: %s\n%s: %s\nContent-Type: application/json\nAccept: */*"
                % (pick(["GET", "POST"]), path, host, hname, hv)), "raw HTTP request"
    if form == 1:
        return "curl -sS %s'%s' \\\n  -H '%s: %s'" % (pick(["", "-X POST "]), url, hname, hv), "curl -H"
    if form == 2:
        return ('resp = requests.%s("%s", headers={"%s": "%s"}, timeout=10)'
                % (pick(["get", "post"]), url, hname, hv)), "Python requests"
    if form == 3:
        return "const res = await fetch('%s', {\n  headers: { '%s': '%s' },\n});" % (url, hname, hv), "JS fetch"
    if form == 4:
        return "http %s %s '%s:%s'" % (pick(["GET", "POST"]), url, hname, hv), "HTTPie"
    if form == 5:
        return ("%s DEBUG http.client send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\n%s: %s\\r\\n\\r\\n'"
                % (log_ts(), path, host, hname, hv)), "debug wire log"
    if form == 6:
        return json.dumps({"request": {"method": "GET", "url": url, "header": [{"key": hname, "value": hv}]}},
                          indent=2), "Postman collection export"
    if form == 7:
        return 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")' % (url, hname, hv), "Go net/http"
    if form == 8:
        return ("location /upstream/ {\n    proxy_pass %s;\n    proxy_set_header %s \"%s\";\n}"
                % ("https://" + host, hname, hv)), "nginx proxy_set_header"
    if form == 9:
        return ("Traceback (most recent call last):\n  File \"sync.py\", line %d, in <module>\n    r.raise_for_status()\n"
                "requests.exceptions.HTTPError: %d Client Error for url: %s\n"
                "request headers: {'User-Agent': 'python-requests/2.32.3', '%s': '%s'}"
                % (ri(20, 300), pick([401, 403, 429]), url, hname, hv)), "stack trace with headers"
    return ("const api = axios.create({\n  baseURL: '%s',\n  headers: { '%s': '%s' },\n});"
            % ("https://" + host, hname, hv)), "axios instance"


HTTP_MC = [
    ("{V} kept answering {CODE} to {S}. I didn't know the request had to carry the key in `{H}`. {P} shared a request that works:\n{SN}",
     "{V}가 {S}에 계속 {CODE} 응답을 줬다. 키를 `{H}` 헤더에 넣어야 한다는 걸 몰랐다. {P} 쪽에서 동작하는 요청을 공유해줬다:\n{SN}"),
    ("I was missing how {S} calls {V} directly (no SDK). This is the call from the runbook:\n{SN}",
     "{S}가 SDK 없이 {V}를 직접 호출한다는 걸 몰랐다. 런북에 있는 호출:\n{SN}"),
    ("Reproduction of the {CODE} from {V}, captured with {C}:\n{SN}",
     "{V} {CODE} 재현, {C}로 캡처함:\n{SN}"),
    ("Why does the {V} health check pass locally but fail in CI? The CI step runs:\n{SN}",
     "{V} 헬스체크가 로컬에선 통과하고 CI에선 실패하는 이유가 뭔지 몰랐다. CI 단계는 이걸 실행한다:\n{SN}"),
]
HTTP_LE = [
    ("{V} wants the credential in `{H}`; a working call looks like:\n{SN}\nAnything else gives {CODE}.",
     "{V}는 자격 증명을 `{H}` 헤더로 받는다. 동작하는 호출:\n{SN}\n다른 방식은 {CODE}."),
    ("Use this exact call to smoke-test {V} after a deploy of {S}:\n{SN}",
     "{S} 배포 후 {V} 스모크 테스트는 이 호출 그대로:\n{SN}"),
    ("{CODE} from {V} meant the header name was wrong, not the key. Correct form:\n{SN}",
     "{V}의 {CODE} 응답은 키가 아니라 헤더 이름이 틀려서였다. 올바른 형태:\n{SN}"),
]
HTTP_PLAIN_MC = [
    ("{V} returned {CODE} for every request from {S} after the proxy change.",
     "프록시 변경 후 {S}에서 가는 {V} 요청이 전부 {CODE} 응답이었다."),
    ("I didn't know which header {V} expects for the key.", "{V}가 키를 어떤 헤더로 받는지 몰랐다."),
]
HTTP_PLAIN_LE = [
    ("{V} checks `{H}` before anything else; a {CODE} with an empty body means the key is missing or wrong.",
     "{V}는 `{H}`부터 확인한다. 본문 없는 {CODE} 응답이면 키가 없거나 틀린 것."),
    ("Set the {V} header in the HTTP client once instead of per request in {S}.",
     "{S}에서는 요청마다 넣지 말고 HTTP 클라이언트에 {V} 헤더를 한 번만 설정할 것."),
]


HTTP_ASK = [
    ("Should {S} get its own {V} key instead of sharing this one?", "{S} 전용 {V} 키를 따로 발급받을까요?"),
    ("Is there a sandbox endpoint for {V} I should use in tests?", "테스트에서 쓸 {V} 샌드박스 엔드포인트가 있나요?"),
    ("", ""),
]


def t_vendor_http(lang):
    v = draw_vendor(lambda x: x["hdr"] is not None)
    items = vendor_items(v)
    secs = [s for _n, _v, s in items if s]
    tok = [s for _n, _v, s in items if s][0]
    if v["label"] == "Datadog API/app key":
        tok = items[0][2]
    sn, clabel = http_usage(v, tok)
    kw = dict(V=v["name"], S=svc(), SN=sn, C=clabel, H=v["hdr"][0], CODE=pick(["401", "403", "401 Unauthorized"]),
              P=person(lang), TOK=tok, F=L(lang, "the request", "요청"), ENV=v["hdr"][0])
    if chance(0.5):
        mc = fmt(pick(HTTP_MC), lang, **kw)
        le = fmt(pick(HTTP_PLAIN_LE), lang, **kw)
    else:
        mc = fmt(pick(HTTP_PLAIN_MC), lang, **kw)
        le = fmt(pick(HTTP_LE), lang, **kw)
    ask = fmt(pick(ASK_TOK), lang, **kw) if chance(0.2) else fmt(pick(HTTP_ASK), lang, **kw)
    STATS_VENDOR.append(v["name"])
    return mk("vendor credential: %s in %s header (%s)" % (v["label"], v["hdr"][0], clabel), mc, le, ask,
              finish_secrets([mc, le, ask], secs))


INLINE_CHAT_EN = ["[{T}] {P}: try this one for {V}: {TOK}\n[{T2}] me: works, thanks",
                  "{P} (Slack, {T}): \"the {V} key for {S} is {TOK} - don't commit it\"",
                  "> {P}: {TOK}\n> {P}: ^ {V}, prod only",
                  "DM from {P}: use {TOK} until the new {V} project is approved."]
INLINE_CHAT_KO = ["[{P}] [오후 {T}] {V} 키 이걸로 해보세요 {TOK}\n[나] [오후 {T2}] 됩니다 감사합니다",
                  "{P} (슬랙 {T}): \"{S}용 {V} 키는 {TOK} 이에요. 커밋은 하지 마세요\"",
                  "> {P}: {TOK}\n> {P}: ↑ {V} 운영용",
                  "{P} DM: 새 {V} 프로젝트 승인 전까지는 {TOK} 쓰세요."]


def t_vendor_inline(lang):
    v = draw_vendor()
    items = vendor_items(v)
    secs = [s for _n, _v, s in items if s]
    tok = pick(secs)
    kw = dict(V=v["name"], S=svc(), TOK=tok, P=person(lang), T=hm(), T2=hm(), F=L(lang, "chat", "채팅"), ENV=items[0][0])
    chat = fill(pick(INLINE_CHAT_EN if lang == "en" else INLINE_CHAT_KO), **kw)
    if chance(0.5):
        mc = L(lang, "I didn't have a {V} credential for {S}; {P} sent one in chat:\n".format(**kw) + chat,
               "{S}에 쓸 {V} 키가 없었는데 {P} 쪽에서 채팅으로 보내줬다:\n".format(**kw) + chat)
        le = fmt(pick([("Credentials shared in chat stay in the chat history; ask for a vault entry and treat this one as exposed.",
                        "채팅으로 받은 자격 증명은 대화 기록에 남는다. 볼트 항목을 요청하고 이건 노출된 것으로 취급할 것."),
                       ("{S} reads the {V} key from the environment, so set it there instead of pasting it into code.",
                        "{S}는 환경 변수에서 {V} 키를 읽으니 코드에 붙이지 말고 거기에 설정할 것."),
                       ("The {V} key from chat works for {S}, but it belongs to {P}'s personal project.",
                        "채팅으로 받은 {V} 키는 {S}에서 동작하지만 {P} 쪽 개인 프로젝트 소유다.")]), lang, **kw)
    else:
        mc = fmt(pick(MC_PLAIN), lang, **dict(kw, F=L(lang, "the chat", "채팅")))
        le = L(lang, "The {V} credential came through chat, not the vault:\n".format(**kw) + chat,
               "{V} 키는 볼트가 아니라 채팅으로 받았다:\n".format(**kw) + chat)
    ask = fmt(pick(ASK_TOK), lang, **kw) if chance(0.3) else L(lang, "Can you put the {V} key in the vault so I can read it from there?".format(**kw),
                                                                "{V} 키를 볼트에 넣어주실 수 있나요? 거기서 읽게요.".format(**kw))
    STATS_VENDOR.append(v["name"])
    return mk("vendor credential: %s pasted in chat" % v["label"], mc, le, ask, finish_secrets([mc, le, ask], [tok]))


def t_long_token(lang):
    labels = LONG_VENDOR_LABELS + ["JWT (large claims)"]
    lab = labels[dk("t_long_token.lab", len(labels))]
    if lab == "JWT (large claims)":
        tok = jwt_user(alg=pick(["RS256", "HS512"]), big=True)
        items = [("ACCESS_TOKEN", tok, tok)]
        vname = pick(["Keycloak", "Auth0", "Cognito", "internal SSO"])
    else:
        v = [x for x in VENDORS if x["label"] == lab][0]
        items = vendor_items(v)
        vname = v["name"]
    secs = [s for _n, _v, s in items if s]
    longest = max(secs, key=len)
    hdr_fmt = {"Google OAuth access token": "Authorization: Bearer {}", "Dropbox access token": "Authorization: Bearer {}",
               "Meta page access token": "Authorization: Bearer {}", "Sentry auth token": "Authorization: Bearer {}",
               "OpenAI API key": "Authorization: Bearer {}", "JWT (large claims)": "Authorization: Bearer {}",
               "LINE Messaging API credentials": "Authorization: Bearer {}", "Fly.io token": "Authorization: FlyV1 {}",
               "Adyen API key": "X-API-Key: {}", "FCM legacy server key": "Authorization: key={}",
               "KIS Open API appkey/appsecret": "appsecret: {}"}.get(lab)
    form = ri(0, 3)
    if form == 2 and hdr_fmt is None:
        form = pick([0, 1, 3])
    if form == 0:
        sn, f, cl = render([(n, val) for n, val, _s in items], vname, pick([c_env, c_export, c_k8s_secret, c_json, c_log]))
    elif form == 1:
        sn = "$ %s\n%s" % (pick(["printenv | grep -i token", "env | sort | tail -3", "cat " + file_env()]),
                           "\n".join(["%s=%s" % (n, val) for n, val, _s in items]))
        f, cl = Lc("the shell", "셸"), "printenv output"
    elif form == 2:
        sn = hdr_fmt.format(longest)
        if lab.startswith("KIS"):
            sn = "appkey: %s\n%s" % (items[0][1], sn)
        f, cl = Lc("the request", "요청"), "HTTP header"
        secs = [x for x in secs if x in sn]
    else:
        sn = json.dumps({n.lower(): val for n, val, _s in items}, ensure_ascii=False)
        f, cl = Lc("the debug dump", "디버그 덤프"), "one-line JSON"
    temp = lab in ("AWS STS session credentials", "Alibaba Cloud STS token", "Google OAuth access token",
                   "Dropbox access token", "JWT (large claims)")
    kw = dict(V=vname, S=svc(), F=f, C=cl, SN=sn, P=person(lang), N=len(longest),
              KIND=L(lang, "Temporary" if temp else "Long-lived", "임시" if temp else "장기"))
    mc = fmt(pick([
        ("{V} auth broke for {S} because the token was cut off when copied ({N} characters, the UI wraps it). The full value from {F}:\n{SN}",
         "{S}의 {V} 인증이 깨진 건 복사할 때 토큰이 잘려서였다 ({N}자, UI가 줄바꿈함). {F}의 전체 값:\n{SN}"),
        ("I didn't realise {V} credentials for {S} are this long ({N} chars) and must be passed whole:\n{SN}",
         "{S}의 {V} 자격 증명이 이렇게 길고({N}자) 통째로 넘겨야 한다는 걸 몰랐다:\n{SN}"),
        ("{KIND} {V} credentials used by {S} during the incident ({C}):\n{SN}",
         "장애 중 {S}가 쓴 {V} {KIND} 자격 증명 ({C}):\n{SN}"),
    ]), lang, **kw)
    le = fmt(pick([
        ("Never split or trim {V} tokens; copy them with `pbcopy` from the file, not from the terminal.",
         "{V} 토큰은 자르거나 트림하지 말 것. 터미널이 아니라 파일에서 `pbcopy`로 복사."),
        ("Temporary {V} credentials expire; when {S} fails again, request new ones instead of reusing these."
         if temp else "This {V} credential does not expire on its own; revoke it in the console once {S} has its own.",
         "{V} 임시 자격 증명은 만료된다. {S}가 다시 실패하면 이걸 재사용하지 말고 새로 받을 것."
         if temp else "이 {V} 자격 증명은 스스로 만료되지 않는다. {S} 전용 키가 생기면 콘솔에서 폐기할 것."),
        ("Check the length before blaming {V}: a valid token here is {N} characters.",
         "{V} 탓하기 전에 길이부터 확인. 정상 토큰은 {N}자다."),
    ]), lang, **kw)
    if chance(0.3):
        mc, le = fmt(pick([
            ("{V} calls from {S} failed with an auth error right after the credentials were refreshed.",
             "자격 증명을 갱신한 직후 {S}의 {V} 호출이 인증 에러로 실패했다."),
            ("I didn't know {S} takes its {V} credentials from {F} rather than from the platform's identity.",
             "{S}가 플랫폼 ID가 아니라 {F}에서 {V} 자격 증명을 가져온다는 걸 몰랐다."),
        ]), lang, **kw), le + "\n" + sn
    if not temp:
        kw["V"] = vname
        ask = L(lang, "Should {S} get its own {V} credential so this one can be revoked?".format(**kw),
                "이 {V} 자격 증명을 폐기할 수 있게 {S} 전용 키를 따로 받을까요?".format(**kw))
        STATS_VENDOR.append(vname)
        return mk("long token: %s (%d chars) in %s" % (lab, len(longest), cl), mc, le, ask, finish_secrets([mc, le, ask], secs))
    ask = L(lang, "Is there a way to get {V} credentials for {S} that don't expire so fast?".format(**kw),
            "{S}용으로 덜 빨리 만료되는 {V} 자격 증명을 받을 방법이 있나요?".format(**kw))
    STATS_VENDOR.append(vname)
    return mk("long token: %s (%d chars) in %s" % (lab, len(longest), cl), mc, le, ask, finish_secrets([mc, le, ask], secs))


PAIR_LABELS = ["AWS access key pair", "AWS STS session credentials", "Alibaba Cloud AccessKey pair",
               "Tencent Cloud SecretId/SecretKey", "Huawei Cloud AK/SK", "Baidu BCE AK/SK",
               "Naver Cloud access key pair", "Naver Cloud IAM key pair", "Scaleway key pair",
               "Yandex Cloud static key", "Qiniu AK/SK", "Volcengine AK/SK", "JD Cloud key pair",
               "Exoscale API key", "Upbit API key pair", "Coupang Open API key pair", "Confluent Cloud API key"]


def pair_file(lab, ak, sk, st):
    region = pick(["ap-northeast-2", "ap-northeast-1", "eu-central-1", "us-east-1", "cn-hangzhou", "cn-beijing", "KR"])
    if lab.startswith("AWS"):
        form = ri(0, 3)
        if form == 0:
            s = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s" % (pick(["default", "prod", "deploy"]), ak, sk)
            if st:
                s += "\naws_session_token = " + st
            return s, "~/.aws/credentials"
        if form == 1:
            return ("s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",%s\n)"
                    % (ak, sk, ("\n    aws_session_token=\"%s\"," % st) if st else "")), "scripts/upload.py"
        if form == 2:
            return "Access key ID,Secret access key\n%s,%s" % (ak, sk), Lc("the downloaded credentials.csv", "내려받은 credentials.csv")
        return ("$ aws configure\nAWS Access Key ID [None]: %s\nAWS Secret Access Key [None]: %s\nDefault region name [None]: %s"
                % (ak, sk, region)), Lc("the aws configure session", "aws configure 세션")
    if lab.startswith("Alibaba"):
        d = {"current": "default", "profiles": [{"name": "default", "mode": "StsToken" if st else "AK",
                                                  "access_key_id": ak, "access_key_secret": sk}]}
        if st:
            d["profiles"][0]["sts_token"] = st
        d["profiles"][0]["region_id"] = pick(["cn-hangzhou", "cn-shanghai", "ap-southeast-1"])
        return json.dumps(d, indent=2), "~/.aliyun/config.json"
    if lab.startswith("Tencent"):
        return json.dumps({"secretId": ak, "secretKey": sk}, indent=4), "~/.tccli/default.credential"
    if lab.startswith("Naver"):
        return ("[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com"
                % (ak, sk)), "~/.ncloud/configure"
    if lab.startswith("Huawei"):
        return "User Name,Access Key Id,Secret Access Key\n%s,%s,%s" % (pick(OS_USERS), ak, sk), "credentials.csv"
    if lab.startswith("Upbit"):
        return "import pyupbit\nupbit = pyupbit.Upbit(\"%s\", \"%s\")\nprint(upbit.get_balances())" % (ak, sk), "scripts/balance.py"
    if lab.startswith("Coupang"):
        return ('private static final String ACCESS_KEY = "%s";\nprivate static final String SECRET_KEY = "%s";'
                % (ak, sk)), "src/main/java/com/acme/coupang/HmacClient.java"
    if lab.startswith("Confluent"):
        return ("bootstrap.servers=pkc-%s.ap-northeast-2.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
                "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";"
                % (rs(LD, 5), ak, sk)), "client.properties"
    if lab.startswith("Baidu"):
        return ("from baidubce.auth.bce_credentials import BceCredentials\nconfig = BceClientConfiguration(\n    credentials=BceCredentials(\"%s\", \"%s\"),\n"
                "    endpoint=\"bj.bcebos.com\")" % (ak, sk)), "tools/bos_upload.py"
    if lab.startswith("Qiniu"):
        return "qshell account %s %s %s" % (ak, sk, pick(["prod", "media"])), Lc("the qshell command", "qshell 명령")
    form = ri(0, 2)
    if form == 0:
        return ("[remote]\ntype = s3\nprovider = Other\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = %s"
                % (ak, sk, pick(["https://kr.object.ncloudstorage.com", "https://s3.fr-par.scw.cloud", "https://sos-ch-gva-2.exo.io",
                                 "https://tos-s3-cn-beijing.volces.com", "https://s3.cn-north-1.jdcloud-oss.com"]))), "~/.config/rclone/rclone.conf"
    if form == 1:
        return "mc alias set %s https://%s %s %s" % (pick(["store", "backup"]), host_api(), ak, sk), Lc("the mc alias command", "mc alias 명령")
    return "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = %s" % (ak, sk, host_api()), "~/.s3cfg"


def t_pair_keys(lang):
    lab = PAIR_LABELS[dk("t_pair_keys.lab", len(PAIR_LABELS))]
    v = [x for x in VENDORS if x["label"] == lab][0]
    items = vendor_items(v)
    ak, sk = items[0][1], items[1][1]
    st = items[2][1] if len(items) > 2 else None
    sn, f = pair_file(lab, ak, sk, st)
    kw = dict(V=v["name"], S=svc(), F=f, SN=sn, P=person(lang), AK=ak)
    is_file = (f.startswith("~") or "." in f.split("/")[-1]) and " " not in f
    cloud = not (lab.startswith("Upbit") or lab.startswith("Coupang") or lab.startswith("Confluent"))
    if is_file and chance(0.5):
        mc = fmt(pick([
            ("The {V} %s in {S} used credentials from {F}, which I didn't know existed on the runner:\n{SN}" % ("upload job" if cloud else "script"),
             "{S}의 {V} %s 러너에 있는 {F}의 자격 증명을 쓰고 있었다. 그런 파일이 있는 줄 몰랐다:\n{SN}" % ("업로드 작업이" if cloud else "스크립트가")),
            ("{P} set up {V} access on the build host like this ({F}):\n{SN}",
             "{P} 쪽에서 빌드 호스트의 {V} 접근을 이렇게 설정해뒀다 ({F}):\n{SN}"),
        ]), lang, **kw)
        le = fmt(pick([
            ("{V} SDKs pick up {F} before instance roles, so a stale file overrides the role."
             if cloud else "{V} keys in {F} are tied to one person's account; move them to a service account.",
             "{V} SDK는 인스턴스 역할보다 {F}를 먼저 읽는다. 오래된 파일이 역할을 덮어쓴다."
             if cloud else "{F}에 있는 {V} 키는 개인 계정에 묶여 있다. 서비스 계정으로 옮길 것."),
            ("Delete {F} on shared runners after the job; the {V} keys there are long-lived.",
             "공용 러너에서는 작업 후 {F}를 지울 것. 거기 {V} 키는 수명이 길다."),
        ]), lang, **kw)
    else:
        mc = fmt(pick([
            ("I didn't know which {V} identity {S} used.", "{S}가 어떤 {V} 계정으로 붙는지 몰랐다."),
            ("Requests to {V} from {S} failed with a signature mismatch error.", "{S}에서 가는 {V} 요청이 서명 불일치 에러로 실패했다."),
        ]), lang, **kw)
        le = fmt(pick([
            ("Working {V} credentials ({F}):\n{SN}\nThe signature mismatch was a trailing space in the secret.",
             "동작하는 {V} 자격 증명 ({F}):\n{SN}\n서명 불일치는 시크릿 끝 공백 때문이었다."),
            ("{S} uses these {V} keys ({F}):\n{SN}", "{S}는 이 {V} 키를 쓴다 ({F}):\n{SN}"),
        ]), lang, **kw)
    ask = pick([L(lang, ("Should {AK} be deactivated once the role-based setup is done?" if cloud else
                         "Should {AK} be moved to a service account?").format(**kw),
                  ("역할 기반 설정이 끝나면 {AK} 키는 비활성화할까요?" if cloud else "{AK} 키를 서비스 계정으로 옮길까요?").format(**kw)),
                L(lang, "Who owns the {V} account these keys belong to?".format(**kw),
                  "이 {V} 키는 누구 계정 소유인가요?".format(**kw)), ""])
    STATS_VENDOR.append(v["name"])
    return mk("key pair: %s in %s" % (lab, f), mc, le, ask, finish_secrets([mc, le, ask], [s for _n, _v, s in items if s]))


# ----------------------------------------------------------------------------------------------
# secret templates, part 2: passwords in commands, connection strings, people's passwords
# ----------------------------------------------------------------------------------------------
def cmd_password():
    """(command text, [secrets], label) for one of many CLI password idioms."""
    u = pick(DB_USERS)
    h = host_internal()
    db = pick(DBNAMES)
    k = dk("cmd_password.k", 42)
    if k == 0:
        p = password("shell"); return "mysql -u%s -p%s -h %s %s" % (u, p, h, db), [p], "mysql -p attached password"
    if k == 1:
        p = password("squote"); return "mysql -u %s -p'%s' -h %s -e 'SHOW PROCESSLIST'" % (u, p, h), [p], "mysql -p'quoted' attached"
    if k == 2:
        p = password("shell"); return "mysqldump -u root --password=%s --single-transaction %s > %s.sql" % (p, db, db), [p], "mysqldump --password="
    if k == 3:
        p = password("shell"); return "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (p, h, u, db), [p], "PGPASSWORD env prefix"
    if k == 4:
        p = password("cs"); return 'psql "host=%s port=5432 user=%s password=%s dbname=%s sslmode=require"' % (h, u, p, db), [p], "psql conninfo password="
    if k == 5:
        p = password("shell"); return "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, p), [p], "redis-cli -a"
    if k == 6:
        p = password("squote"); return "sshpass -p '%s' ssh %s@%s" % (p, pick(OS_USERS), h), [p], "sshpass -p"
    if k == 7:
        p = password("shell"); return "curl -u %s:%s https://%s/api/v1/export" % (u, p, host_api()), [p], "curl -u user:pass"
    if k == 8:
        p = password("squote"); return "curl --user '%s:%s' -X POST https://%s/jobs/rebuild" % (u, p, host_api()), [p], "curl --user quoted"
    if k == 9:
        p = password("shell"); return "wget --user=%s --password=%s https://%s/backups/latest.tar.gz" % (u, p, host_api()), [p], "wget --password="
    if k == 10:
        p = password("shell"); return "docker login -u %s -p %s %s" % (u, p, pick(["registry.example.com", "harbor.corp.local", "ghcr.io"])), [p], "docker login -p"
    if k == 11:
        p = password("squote"); return "echo '%s' | sudo -S systemctl restart %s" % (p, svc()), [p], "echo | sudo -S"
    if k == 12:
        p = password("shell"); return "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, p), [p], "htpasswd -b positional"
    if k == 13:
        p = password("shell"); return "smbclient //%s/share -U %s%%%s -c 'ls'" % (h, u, p), [p], "smbclient -U user%pass"
    if k == 14:
        p = password("shell"); return "sudo mount -t cifs //%s/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (h, u, p.replace(",", ".")), [p.replace(",", ".")], "mount.cifs -o password="
    if k == 15:
        p = password("shell"); return "net use Z: \\\\%s\\share %s /user:CORP\\%s" % (h, p, u), [p], "net use positional"
    if k == 16:
        p = password("squote"); return "sqlcmd -S %s -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (h, p), [p], "sqlcmd -P"
    if k == 17:
        p = password("shell"); p = p.replace("@", "#").replace("/", "_"); return "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, p, h), [p], "sqlplus user/pass@"
    if k == 18:
        p = password("shell"); return 'ldapsearch -x -H ldap://%s -D "cn=admin,dc=corp,dc=local" -w %s -b "ou=people,dc=corp,dc=local"' % (h, p), [p], "ldapsearch -w"
    if k == 19:
        p = password("shell"); return "mosquitto_pub -h %s -u %s -P %s -t sensors/reset -m 1" % (h, u, p), [p], "mosquitto_pub -P"
    if k == 20:
        p = password("shell").replace(",", "."); return "lftp -u %s,%s sftp://%s" % (u, p, h), [p], "lftp -u user,pass"
    if k == 21:
        p = password("squote"); return "keytool -importkeystore -srckeystore old.p12 -destkeystore app.jks -srcstorepass '%s' -deststorepass '%s'" % (p, p), [p], "keytool -storepass"
    if k == 22:
        p = password("shell"); return "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % p, [p], "openssl -passout pass:"
    if k == 23:
        p = password("shell"); return "zip -r -P %s export.zip reports/" % p, [p], "zip -P"
    if k == 24:
        p = password("shell"); return "7z a -p%s -mhe=on archive.7z dump/" % p, [p], "7z -p attached"
    if k == 25:
        p = password("shell"); return "kubectl create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (svc(), u, p), [p], "kubectl --from-literal password"
    if k == 26:
        p = password("shell"); return "helm upgrade --install pg bitnami/postgresql --set auth.postgresPassword=%s --set auth.database=%s" % (p, db), [p], "helm --set password"
    if k == 27:
        p = password("shell"); return "vault kv put secret/%s/db username=%s password=%s" % (svc(), u, p), [p], "vault kv put password="
    if k == 28:
        p = password("squote"); return "ansible-playbook site.yml -l %s -e 'ansible_become_password=%s'" % (pick(["web", "db", "all"]), p), [p], "ansible -e become password"
    if k == 29:
        p = password("space_ok", ["passphrase", "human", "punct", "hangul"]); return 'nmcli dev wifi connect "%s" password "%s"' % (pick(["Office-5G", "ACME-Guest", "회의실_5G"]), p), [p], "nmcli wifi password"
    if k == 30:
        p = password("shell"); return "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (u, p, u), [p], "rabbitmqctl add_user positional"
    if k == 31:
        p = password("squote"); return "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';" % (u, p), [p], "SQL IDENTIFIED BY"
    if k == 32:
        p = password("squote"); return "CREATE ROLE %s WITH LOGIN PASSWORD '%s';" % (u, p), [p], "SQL CREATE ROLE PASSWORD"
    if k == 33:
        p = password("shell"); return "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, p), [p], "xfreerdp /p:"
    if k == 34:
        p = password("squote"); return ('$cred = New-Object PSCredential("CORP\\%s", (ConvertTo-SecureString \'%s\' -AsPlainText -Force))' % (u, p)), [p], "PowerShell ConvertTo-SecureString"
    if k == 35:
        p = password("shell"); return "clickhouse-client --host %s --user %s --password %s --query 'SELECT 1'" % (h, u, p), [p], "clickhouse-client --password"
    if k == 36:
        p = password("shell"); return "cqlsh %s -u cassandra -p %s" % (h, p), [p], "cqlsh -p"
    if k == 37:
        p1, p2 = password("shell"), password("shell"); return "ssh-keygen -p -P %s -N %s -f ~/.ssh/id_ed25519" % (p1, p2), [p1, p2], "ssh-keygen -P old -N new"
    if k == 38:
        p = password("squote"); return "gpg --batch --pinentry-mode loopback --passphrase '%s' -d backup.tar.gpg | tar x" % p, [p], "gpg --passphrase"
    if k == 39:
        p = password("shell"); return "openssl enc -d -aes-256-cbc -pbkdf2 -in db.enc -out db.sql -pass pass:%s" % p, [p], "openssl enc -pass pass:"
    if k == 40:
        p = password("shell"); return "%s:6379> AUTH %s\nOK" % (h, p), [p], "redis AUTH in session"
    p = password("shell"); return "svn checkout https://svn.%s/repos/legacy --username %s --password %s" % (pick(["corp.local", "example.com"]), u, p), [p], "svn --password"


CMD_MC = [
    ("I didn't know how {P} connects to the box for {TASK}. The command from the runbook:\n{CMD}",
     "{TASK} 할 때 {P} 쪽에서 어떻게 접속하는지 몰랐다. 런북에 있는 명령:\n{CMD}"),
    ("{P} ran this before me and it worked, so I reused it for {TASK}:\n{CMD}",
     "{P} 쪽에서 먼저 돌려서 성공한 명령이라 {TASK}에 그대로 썼다:\n{CMD}"),
    ("Shell history on the jump host showed how {TASK} is normally done:\n{CMD}",
     "점프 호스트 셸 히스토리를 보고 {TASK}를 보통 어떻게 하는지 알았다:\n{CMD}"),
    ("{CMD}\n^ copied from the incident channel; I needed it for {TASK}.",
     "{CMD}\n↑ 장애 채널에서 복사함. {TASK} 때문에 필요했다."),
    ("The cron job for {TASK} failed silently; the crontab line is:\n{CMD}",
     "{TASK} 크론 작업이 조용히 실패했다. crontab 줄:\n{CMD}"),
]
CMD_LE = [
    ("For {TASK}, this is the command that works (credentials included as {P} gave them):\n{CMD}",
     "{TASK}는 이 명령으로 된다 ({P} 쪽에서 준 자격 증명 그대로):\n{CMD}"),
    ("Run it exactly like this, the flags matter:\n{CMD}",
     "플래그가 중요하니 정확히 이렇게 실행:\n{CMD}"),
    ("Working command for {TASK}:\n{CMD}\nIt must run from the bastion, not from a laptop.",
     "{TASK} 동작 명령:\n{CMD}\n노트북이 아니라 배스천에서 실행해야 한다."),
]
CMD_PLAIN_MC = [
    ("I didn't know {TASK} needs a separate account that isn't in SSO.", "{TASK}에 SSO에 없는 별도 계정이 필요하다는 걸 몰랐다."),
    ("The automation for {TASK} broke after the password change last week.", "지난주 비밀번호 변경 후 {TASK} 자동화가 깨졌다."),
    ("I was missing the login details for {TASK}.", "{TASK}에 필요한 로그인 정보를 몰랐다."),
]
CMD_PLAIN_LE = [
    ("Passwords on the command line end up in shell history; clear it after {TASK}.", "명령줄 비밀번호는 셸 히스토리에 남는다. {TASK} 후 지울 것."),
    ("{TASK} has to run as that service account, not as root.", "{TASK}는 root가 아니라 그 서비스 계정으로 돌려야 한다."),
    ("Quote the password when it contains shell metacharacters, otherwise {TASK} fails with a confusing auth error.",
     "비밀번호에 셸 특수문자가 있으면 따옴표로 감쌀 것. 안 그러면 {TASK}가 헷갈리는 인증 에러로 실패한다."),
]
TASKS_EN = ["the nightly export", "the schema migration", "restoring the backup", "checking replication lag",
            "rotating the TLS bundle", "the data fix", "the archive cleanup", "the vendor SFTP upload",
            "re-running the failed batch", "the disk check on the NAS"]
TASKS_KO = ["야간 익스포트", "스키마 마이그레이션", "백업 복구", "복제 지연 확인", "TLS 번들 교체", "데이터 보정",
            "아카이브 정리", "협력사 SFTP 업로드", "실패한 배치 재실행", "NAS 디스크 점검"]


def t_cmd_password(lang):
    cmd, secs, label = cmd_password()
    if chance(0.25):
        cmd = "$ " + cmd
    kw = dict(P=person(lang), TASK=pick(TASKS_EN if lang == "en" else TASKS_KO), CMD=cmd)
    if chance(0.5):
        mc = fmt(pick(CMD_MC), lang, **kw)
        le = fmt(pick(CMD_PLAIN_LE), lang, **kw)
    else:
        mc = fmt(pick(CMD_PLAIN_MC), lang, **kw)
        le = fmt(pick(CMD_LE), lang, **kw)
    ask = ""
    r = R.random()
    if r < 0.25:
        ask = L(lang, "Is `%s` still the password, or has it been rotated since?" % secs[0],
                "비밀번호 아직 `%s` 맞나요, 그 사이 바뀌었나요?" % secs[0])
    elif r < 0.7:
        ask = L(lang, "Can I get a dedicated account for %s instead of the shared one?" % kw["TASK"],
                "%s용 전용 계정을 따로 받을 수 있을까요?" % kw["TASK"])
    return mk("shell: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def conn_string():
    """(text, [secrets], label)"""
    u = pick(DB_USERS)
    h = host_internal()
    db = pick(DBNAMES)
    k = dk("conn_string.k", 20)
    if k <= 5:
        p = password("url")
        e = pct(p)
        scheme, port = pick([("postgresql", 5432), ("postgres", 5432), ("mysql", 3306), ("redis", 6379),
                             ("rediss", 6380), ("amqp", 5672), ("mongodb", 27017), ("mssql", 1433)])
        user = "" if (scheme.startswith("redis") and chance(0.5)) else u
        path = "/" + db if scheme not in ("redis", "rediss") else "/0"
        s = "%s://%s:%s@%s:%d%s" % (scheme, user, e, h, port, path)
        if chance(0.3):
            s += pick(["?sslmode=require", "?ssl=true&connectTimeout=10", "?authSource=admin", "?charset=utf8mb4"])
        return s, [e], "%s URL%s" % (scheme, " (percent-encoded password)" if e != p else "")
    if k == 6:
        p = password("url"); e = pct(p)
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(LD, 5), db)
        return s, [e], "mongodb+srv URI"
    if k == 7:
        p = password("cs")
        s = "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(LD, 8), db, u, p)
        return s, [p], "ADO.NET connection string"
    if k == 8:
        p = password("cs")
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, p)
        return s, [p], "JDBC sqlserver password="
    if k == 9:
        p = password("url"); e = pct(p)
        s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, e)
        return s, [e], "JDBC postgres ?password="
    if k == 10:
        p = password("cs")
        s = "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD=%s;" % (h, db, u, p)
        return s, [p], "ODBC PWD="
    if k == 11:
        key = b64(rbytes(32))
        s = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(LD, 8), key)
        return s, [key], "Azure Service Bus connection string"
    if k == 12:
        key = b64(rbytes(64))
        s = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(LD, 10), key)
        return s, [key], "Azure Storage connection string"
    if k == 13:
        key = b64(rbytes(64))
        s = "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (rs(LD, 8), key)
        return s, [key], "Cosmos DB connection string"
    if k == 14:
        p = password("url"); e = pct(p)
        s = "https://elastic:%s@%s:9200" % (e, h)
        return s, [e], "Elasticsearch URL with password"
    if k == 15:
        p = password("url"); e = pct(p)
        s = "smtp://%s:%s@smtp.%s:587" % (pct(pick(NAMES_EN) + "@example.com"), e, pick(["gmail.com", "office365.com", "worksmobile.com", "daum.net"]))
        return s, [e], "SMTP URL"
    if k == 16:
        p = password("url"); e = pct(p)
        s = "ftp://%s:%s@%s/outgoing/" % (u, e, h)
        return s, [e], "FTP URL"
    if k == 17:
        p = password("cs").replace('"', "")
        s = ('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";'
             % (rs(UD, 16), p))
        return s, [p], "Kafka JAAS config"
    if k == 18:
        p = password("url"); e = pct(p)
        s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u.upper(), e, rs(UP, 7), rs(UP, 7), db.upper())
        return s, [e], "Snowflake SQLAlchemy URL"
    p = password("url"); e = pct(p)
    s = "clickhouse://%s:%s@%s:9000/%s" % (u, e, h, db)
    return s, [e], "ClickHouse URL"


def t_conn_string(lang):
    cs, secs, label = conn_string()
    var = pick(["DATABASE_URL", "DB_DSN", "SPRING_DATASOURCE_URL", "REDIS_URL", "MONGO_URI", "CONNECTION_STRING",
                "BROKER_URL", "SQLALCHEMY_DATABASE_URI"])
    form = ri(0, 4)
    if form == 0:
        sn = "%s=%s" % (var, cs)
    elif form == 1:
        sn = '%s: "%s"' % (var.lower(), cs)
    elif form == 2:
        sn = "engine = create_engine(\"%s\")" % cs if "://" in cs else "var conn = new SqlConnection(\"%s\");" % cs
    elif form == 3:
        sn = "%s ERROR could not connect using %s: connection refused" % (log_ts(), cs)
    else:
        sn = cs
    kw = dict(S=svc(), SN=sn, P=person(lang), VAR=var)
    plain_raw = None
    # sometimes the decoded password is also mentioned (then both forms are listed)
    if chance(0.2) and "%" in secs[0]:
        plain_raw = urllib.parse.unquote(secs[0])
    if chance(0.5):
        mc = fmt(pick([
            ("{S} could not reach its database after the failover; I didn't know the DSN lives in {VAR}:\n{SN}",
             "페일오버 후 {S}가 DB에 못 붙었다. DSN이 {VAR}에 있다는 걸 몰랐다:\n{SN}"),
            ("The connection string {P} gave me for {S}:\n{SN}", "{P} 쪽에서 준 {S} 연결 문자열:\n{SN}"),
            ("Missing context: which DSN the migration job uses.\n{SN}", "몰랐던 것: 마이그레이션 잡이 쓰는 DSN.\n{SN}"),
        ]), lang, **kw)
        le = fmt(pick([
            ("Special characters in the DB password must be percent-encoded inside the URL, otherwise the driver splits at '@' or ':'.",
             "URL 안의 DB 비밀번호 특수문자는 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 '@'나 ':'에서 잘라버린다."),
            ("Set {VAR} in the deployment, not in code; {S} reads it at startup.", "{VAR}는 코드 말고 배포 설정에 넣을 것. {S}가 시작할 때 읽는다."),
            ("After a failover the host changes but the credentials stay the same.", "페일오버 후 호스트는 바뀌지만 자격 증명은 그대로다."),
        ]), lang, **kw)
    else:
        mc = fmt(pick([
            ("{S} logged 'password authentication failed' and I didn't know which credentials it had.",
             "{S}가 'password authentication failed'를 찍었는데 어떤 자격 증명을 쓰는지 몰랐다."),
            ("I didn't know {S} connects with a URL rather than separate host/user/password settings.",
             "{S}가 host/user/password를 따로 쓰지 않고 URL 하나로 접속한다는 걸 몰랐다."),
        ]), lang, **kw)
        le = fmt(pick([
            ("The working value of {VAR} is:\n{SN}", "동작하는 {VAR} 값:\n{SN}"),
            ("Fixed by correcting {VAR}:\n{SN}\n(the old one had the replica host).", "{VAR}를 고쳐서 해결:\n{SN}\n(예전 값은 레플리카 호스트였음)"),
        ]), lang, **kw)
    ask = ""
    if plain_raw:
        ask = L(lang, "The raw password is %s - should I keep it percent-encoded in the URL or switch to a separate setting?" % plain_raw,
                "원래 비밀번호는 %s 인데 URL에 인코딩해서 둘까요, 별도 설정으로 뺄까요?" % plain_raw)
        secs = secs + [plain_raw]
    elif chance(0.4):
        ask = L(lang, "Can {S} use IAM/managed identity auth instead of a password?".format(**kw),
                "{S}가 비밀번호 대신 IAM/관리형 ID 인증을 쓰게 할 수 있나요?".format(**kw))
    return mk("connection string: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


ACCOUNT_KINDS = [
    ("Grafana admin", "Grafana 관리자"), ("the shared QA account", "공용 QA 계정"), ("the router admin page", "공유기 관리자 페이지"),
    ("the VPN", "VPN"), ("Jenkins", "젠킨스"), ("the Synology NAS", "시놀로지 NAS"), ("the staging admin console", "스테이징 관리자 콘솔"),
    ("the vendor portal", "협력사 포털"), ("the test iPhone's Apple ID", "테스트 아이폰 Apple ID"), ("the office printer admin", "사무실 프린터 관리자"),
    ("pgAdmin", "pgAdmin"), ("the RabbitMQ management UI", "RabbitMQ 관리 UI"), ("the iDRAC console", "iDRAC 콘솔"),
    ("the company Wi-Fi captive portal", "회사 와이파이 포털"), ("Kibana", "Kibana"), ("the ERP test tenant", "ERP 테스트 테넌트"),
]


def t_human_password(lang):
    acc = ACCOUNT_KINDS[dk("t_human_password.acc", len(ACCOUNT_KINDS))]
    an = acc[0] if lang == "en" else acc[1]
    user = pick(DB_USERS + OS_USERS + [n + "@example.com" for n in NAMES_EN] + [n + ".kim" for n in NAMES_ROMAN])
    p = password(pick(["raw", "space_ok"]))
    form = dk("t_human_password.form", 7)
    P = person(lang)
    if form == 0:
        sn = L(lang, "login: %s / password: %s" % (user, p), "아이디: %s / 비번: %s" % (user, p))
    elif form == 1:
        sn = L(lang, "[%s] %s: %s account is %s, pw %s" % (hm(), P, an, user, p),
               "[%s] %s: %s 계정 %s 비번 %s 입니다" % (hm(), P, an, user, p))
    elif form == 2:
        sn = "| %s | %s | %s |" % (an, user, p)
        sn = "| system | user | password |\n|---|---|---|\n" + sn
    elif form == 3:
        sn = L(lang, "%s said the password for %s is \"%s\"." % (P, an, p), "%s 말로는 %s 비밀번호가 \"%s\"라고 함." % (P, an, p))
    elif form == 4:
        sn = "%s\n  user: %s\n  pass: %s" % (an, user, p)
    elif form == 5:
        sn = L(lang, "username=%s password=%s (from the sticky note on the rack)" % (user, p),
               "username=%s password=%s (랙에 붙은 포스트잇)" % (user, p))
    else:
        sn = L(lang, "Credentials for %s — %s : %s" % (an, user, p), "%s 접속 정보 — %s : %s" % (an, user, p))
    kw = dict(A=an, SN=sn, P=P, PW=p)
    r = ri(0, 3)
    if r == 0:
        mc = L(lang, "I couldn't log in to %s to check the setting; I didn't have the account.\n%s" % (an, sn),
               "설정을 확인하려고 했는데 %s 계정이 없어서 로그인을 못 했다.\n%s" % (an, sn))
        le = L(lang, "%s uses a local account, not SSO, so the password above is the only way in." % (an[:1].upper() + an[1:]),
               kp("%s는 SSO가 아니라 로컬 계정이라 위 비밀번호로만 들어갈 수 있다.", an))
    elif r == 1:
        mc = L(lang, "I didn't know who had access to %s." % an, "%s 접근 권한이 누구한테 있는지 몰랐다." % an)
        le = L(lang, "%s shares the login for %s:\n%s" % (P, an, sn), "%s 쪽에서 %s 로그인을 공유해줬다:\n%s" % (P, an, sn))
    elif r == 2:
        mc = sn + L(lang, "\n(needed for %s, the setting isn't exposed through the API)" % an,
                    "\n(%s 설정이 API로 안 열려 있어서 필요했음)" % an)
        le = L(lang, "Ask before changing anything in %s; it is shared with the whole floor." % an,
               kp("%s는 층 전체가 같이 쓰니까 바꾸기 전에 물어볼 것.", an))
    else:
        mc = L(lang, "The password for %s was reset during the audit and nobody told me." % an,
               "감사 중에 %s 비밀번호가 초기화됐는데 아무도 말해주지 않았다." % an)
        le = L(lang, "New password for %s is %s; the old one is locked after 5 tries." % (an, p),
               "%s 새 비밀번호는 %s 이고, 예전 비번으로 5번 틀리면 잠긴다." % (an, p))
    ask = pick([L(lang, "Is %s still the password for %s?" % (p, an), "%s 비밀번호 아직 %s 인가요?" % (an, p)),
                L(lang, "Can I get my own account on %s instead of the shared login?" % an,
                  "%s 공용 로그인 말고 제 계정을 만들어 주실 수 있나요?" % an), ""])
    forms = ["login/password line", "chat message", "markdown table", "quoted in prose", "indented block",
             "key=value sticky note", "dash-separated line"]
    return mk("human password: %s (%s)" % (acc[0], forms[form]), mc, le, ask, finish_secrets([mc, le, ask], [p]))


# ----------------------------------------------------------------------------------------------
# secret templates, part 3: auth headers, cookies, signed URLs, keys, OTP seeds, codes, PINs, Wi-Fi
# ----------------------------------------------------------------------------------------------
def t_basic_auth(lang):
    u = pick(DB_USERS + ["api", "partner-" + pick(["kr", "jp", "eu"]), "webhook", "elastic", "kibana_system"])
    p = password("url") if chance(0.5) else password("raw")
    tokb = b64((u + ":" + p).encode("utf-8"))
    url = "https://%s/%s" % (pick(["es.internal:9200", host_api(), "jenkins.corp.local", "nexus.example.com"]),
                              pick(["_cluster/health", "api/v2/orders", "job/deploy/build", "service/rest/v1/repositories"]))
    form = dk("t_basic_auth.form", 5)
    if form == 0:
        sn = "GET /%s HTTP/1.1\nHost: %s\nAuthorization: Basic %s" % (url.split("/", 3)[3], url.split("/")[2], tokb)
    elif form == 1:
        sn = "curl -H 'Authorization: Basic %s' %s" % (tokb, url)
    elif form == 2:
        sn = "%s WARN outbound call failed status=401 url=%s headers={'Authorization': 'Basic %s'}" % (log_ts(), url, tokb)
    elif form == 3:
        sn = "proxy_set_header Authorization \"Basic %s\";" % tokb
    else:
        sn = "- name: call partner API\n  uri:\n    url: %s\n    headers:\n      Authorization: \"Basic %s\"" % (url, tokb)
    secs = [tokb]
    show_plain = chance(0.35)
    kw = dict(SN=sn, U=u, P=person(lang))
    mc = pick([L(lang, "The partner endpoint rejected our calls; I didn't know it expects Basic auth. Captured request:\n" + sn,
                 "파트너 엔드포인트가 호출을 거부했다. Basic 인증을 기대한다는 걸 몰랐다. 캡처한 요청:\n" + sn),
               L(lang, "I didn't know which account the integration authenticates as.", "연동이 어떤 계정으로 인증하는지 몰랐다.")])
    if sn in mc:
        le = L(lang, "The Basic header is just base64 of user:password, so anyone with the log can read it; rotate after sharing logs.",
               "Basic 헤더는 user:password를 base64로 인코딩한 것뿐이라 로그를 본 사람은 누구나 읽을 수 있다. 로그 공유 후엔 교체할 것.")
    else:
        le = L(lang, "Working header (from the runbook):\n" + sn, "동작하는 헤더 (런북에서):\n" + sn)
    ask = ""
    if show_plain:
        ask = L(lang, "That header decodes to %s:%s - is that the service account you want me to keep using?" % (u, p),
                "이 헤더를 디코딩하면 %s:%s 인데, 이 서비스 계정 계속 써도 되나요?" % (u, p))
        secs.append(p)
    elif chance(0.5):
        ask = L(lang, "Can the partner issue us an API key instead of Basic auth?", "파트너 쪽에서 Basic 인증 대신 API 키를 발급해줄 수 있나요?")
    return mk("auth header: Basic base64(user:pass)%s" % (" + decoded password in ask" if show_plain else ""),
              mc, le, ask, finish_secrets([mc, le, ask], secs))


def t_bearer(lang):
    k = dk("t_bearer.k", 3)
    if k == 0:
        tok = jwt_user()
        label = "Bearer JWT"
    elif k == 1:
        tok = rs(B64U, pick([32, 40, 43, 64]))
        label = "Bearer opaque token"
    else:
        tok = pick(["gho_" + rs(AL, 36), "ya29." + rs(B64U, 160), "EAAA" + rs(B64U, 60), "xoxp-" + digits(11) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32)])
        label = "Bearer provider token"
    form = ri(0, 4)
    if form == 0:
        sn = "Authorization: Bearer " + tok
    elif form == 1:
        sn = "curl -s https://%s/v1/me -H \"Authorization: Bearer %s\"" % (host_api(), tok)
    elif form == 2:
        sn = "%s [%s] 401 GET /v1/orders token=%s reason=expired" % (iso_ts(), svc(), tok)
    elif form == 3:
        sn = "localStorage.setItem('access_token', '%s')" % tok
    else:
        sn = "{\"access_token\":\"%s\",\"token_type\":\"Bearer\",\"expires_in\":%d}" % (tok, pick([3600, 7200, 86400]))
    if lang == "en":
        mc = pick(["To reproduce the bug I needed a logged-in session; the user pasted the token from their browser:\n" + sn,
                   "I didn't know the admin API needs a user token, not the service key. Example:\n" + sn,
                   "The 401 came from an expired token. This is what the client sent:\n" + sn])
        le = pick(["Access tokens from the browser expire after an hour; get a fresh one instead of reusing the pasted one.",
                   "The admin API checks the `scope` claim; a token without it gets 403 even if it is valid.",
                   "Tokens in logs are live credentials until they expire - scrub the log before attaching it to a ticket."])
    else:
        mc = pick(["버그를 재현하려면 로그인된 세션이 필요했다. 사용자가 브라우저에서 토큰을 붙여줬다:\n" + sn,
                   "관리자 API가 서비스 키가 아니라 사용자 토큰을 요구한다는 걸 몰랐다. 예시:\n" + sn,
                   "401은 만료된 토큰 때문이었다. 클라이언트가 보낸 값:\n" + sn])
        le = pick(["브라우저에서 꺼낸 액세스 토큰은 1시간 뒤 만료되니 붙여준 걸 재사용하지 말고 새로 받을 것.",
                   "관리자 API는 `scope` 클레임을 본다. 없으면 유효한 토큰이어도 403.",
                   "로그에 찍힌 토큰은 만료 전까지 살아 있는 자격 증명이다. 티켓에 붙이기 전에 지울 것."])
    if chance(0.3):
        mc, le = le, mc
    ask = pick([L(lang, "Can you give me a test account so I don't need your personal token?", "개인 토큰 말고 테스트 계정을 받을 수 있을까요?"),
                L(lang, "Is %s revoked now?" % tok, "%s 이 토큰 이제 폐기됐나요?" % tok), ""])
    return mk("auth header: " + label, mc, le, ask, finish_secrets([mc, le, ask], [tok]))


def cookie_value():
    k = dk("cookie_value.k", 8)
    if k == 0:
        return "sessionid", rs(LD, 32)
    if k == 1:
        return "JSESSIONID", rs(HXU, 32)
    if k == 2:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
    if k == 3:
        return "laravel_session", pct(b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64)},
                                                     separators=(",", ":")).encode()))
    if k == 4:
        return "PHPSESSID", rs(LD, 26)
    if k == 5:
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, ri(180, 300)) + "." + rs(B64U, 22)
    if k == 6:
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, ri(200, 320))
    return "_session_id", hexs(32)


def t_cookie(lang):
    name, val = cookie_value()
    csrf = rs(AL, 32)
    form = ri(0, 3)
    if form == 0:
        sn = "Cookie: %s=%s; csrftoken=%s; theme=dark" % (name, val, csrf)
    elif form == 1:
        sn = "Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    elif form == 2:
        sn = "curl 'https://%s/admin/reports' -b '%s=%s'" % (host_api(), name, val)
    else:
        sn = "requests.get(url, cookies={\"%s\": \"%s\"})" % (name, val)
    if lang == "en":
        mc = pick(["The report endpoint has no API; to script it I needed the browser session. Copied from devtools:\n" + sn,
                   "I didn't know the admin pages authenticate by cookie only. The request that worked:\n" + sn])
        le = pick(["Session cookies expire on logout; the script must re-login instead of using a pasted cookie.",
                   "Use the export API token instead of scraping with a session cookie."])
    else:
        mc = pick(["리포트 엔드포인트에 API가 없어서 스크립트로 돌리려면 브라우저 세션이 필요했다. 개발자 도구에서 복사:\n" + sn,
                   "관리자 페이지가 쿠키로만 인증한다는 걸 몰랐다. 동작한 요청:\n" + sn])
        le = pick(["세션 쿠키는 로그아웃하면 만료된다. 붙여 넣은 쿠키 말고 스크립트가 다시 로그인하게 할 것.",
                   "세션 쿠키로 긁지 말고 익스포트 API 토큰을 쓸 것."])
    if chance(0.35):
        mc, le = L(lang, "Scraping the admin report needed a logged-in session.", "관리자 리포트를 긁으려면 로그인 세션이 필요했다."), le + "\n" + sn
    ask = pick([L(lang, "Is there an API token for the reports so we can stop using session cookies?", "세션 쿠키 대신 쓸 리포트 API 토큰이 있나요?"), ""])
    return mk("cookie: %s session value" % name, mc, le, ask, finish_secrets([mc, le, ask], [val]))


def signed_url():
    k = dk("signed_url.k", 5)
    date = "2025%02d%02d" % (ri(1, 12), ri(1, 28))
    if k == 0:
        ak = aws_key_id(pick(["AKIA", "ASIA"]))
        sig = hexs(64)
        cred = pct("%s/%s/ap-northeast-2/s3/aws4_request" % (ak, date))
        secs = [ak, sig]
        url = ("https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d" % (pick(["acme-exports", "reports-prod", "media-kr"]), uuid4(), cred, date,
                                                            ri(0, 23), ri(0, 59), pick([900, 3600, 604800])))
        if ak.startswith("ASIA"):
            st = pct(aws_session_token()[:ri(180, 260)])
            url += "&X-Amz-Security-Token=" + st
            secs.append(st)
        url += "&X-Amz-SignedHeaders=host&X-Amz-Signature=" + sig
        return url, secs, "S3 presigned URL"
    if k == 1:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s"
               "&X-Goog-Date=%sT101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-public-dl", "ml-artifacts"]), "model-%s.bin" % semver(),
                  pct("uploader@acme-prod.iam.gserviceaccount.com/%s/auto/storage/goog4_request" % date), date, sig))
        return url, [sig], "GCS V4 signed URL"
    if k == 2:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=%s&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (rs(LD, 10), pick(["backups", "exports", "uploads"]), "db-%s.bak" % date, pick(["r", "rl", "rwdl", "racwdl"]), ri(1, 12), ri(1, 28), sig))
        return url, [sig], "Azure SAS URL"
    if k == 3:
        sig = rs(AL + "-_~", 172)
        url = ("https://%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
               % (rs(LD, 14), uuid4(), unix_ts(), sig, rs(UD, 13)))
        return url, [sig], "CloudFront signed URL"
    ak = "LTAI" + rs(AL, 20)
    sig = pct(b64(rbytes(20)))
    url = ("https://%s.oss-cn-hangzhou.aliyuncs.com/report/%s.xlsx?OSSAccessKeyId=%s&Expires=%d&Signature=%s"
           % (pick(["acme-cn", "export-bj"]), date, ak, unix_ts(), sig))
    return url, [ak, sig], "Aliyun OSS signed URL"


def t_signed_url(lang):
    url, secs, label = signed_url()
    STATS_VENDOR.append({"S3 presigned URL": "AWS", "GCS V4 signed URL": "Google Cloud", "Azure SAS URL": "Azure",
                         "CloudFront signed URL": "AWS", "Aliyun OSS signed URL": "Alibaba Cloud"}[label])
    if lang == "en":
        mc = pick(["The download link in the ticket stopped working and I didn't know it was a presigned URL:\n" + url,
                   "{} shared this link so I could fetch the export:\n{}".format(person(lang), url)])
        le = pick(["Presigned URLs carry the credential in the query string; anyone with the link can download until it expires.",
                   "Generate a fresh signed URL from the CLI when the old one expires instead of asking for the file again."])
    else:
        mc = pick(["티켓에 있던 다운로드 링크가 안 열렸는데, 서명된 URL인 줄 몰랐다:\n" + url,
                   "{} 쪽에서 익스포트 받으라고 이 링크를 공유해줬다:\n{}".format(person(lang), url)])
        le = pick(["서명 URL은 쿼리 문자열에 자격 증명이 들어 있어서 만료 전까지 링크만 있으면 누구나 받을 수 있다.",
                   "예전 링크가 만료되면 파일을 다시 달라고 하지 말고 CLI로 새 서명 URL을 만들 것."])
    if chance(0.3):
        mc, le = L(lang, "I needed the export file but had no bucket access.", "익스포트 파일이 필요했는데 버킷 권한이 없었다."), le + "\n" + url
    ask = pick([L(lang, "Can I get read access to the bucket so I don't depend on shared links?", "공유 링크 말고 버킷 읽기 권한을 받을 수 있을까요?"), ""])
    return mk("signed URL: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def t_private_key(lang):
    kinds = ["ec", "pkcs8_ec", "ed25519", "openssh", "openssh", "rsa", "pkcs8_rsa", "gcp_json", "ppk"]
    kind = kinds[dk("t_private_key.kind", len(kinds))]
    secs = []
    if kind == "gcp_json":
        b, e, lines = pem_body("pkcs8_rsa")
        shown = lines[:ri(2, 4)]
        secs = list(shown)
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(shown) + "\\n...\\n" + "-----END PRIVATE KEY-----\\n"
        sn = ('{\n  "type": "service_account",\n  "project_id": "acme-%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
              '  "client_email": "deployer@acme-%s.iam.gserviceaccount.com"\n}' % (rs(LD, 6), hexs(40), pk, rs(LD, 6)))
        label = "GCP service-account JSON private_key (escaped newlines, truncated)"
    elif kind == "ppk":
        priv = b64(rbytes(36))
        secs = [priv]
        pub_lines = wrap(b64(b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)), 64)
        sn = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s@laptop\nPublic-Lines: %d\n%s\n"
              "Private-Lines: 1\n%s\nPrivate-MAC: %s" % (pick(NAMES_ROMAN), len(pub_lines), "\n".join(pub_lines), priv, hexs(64)))
        label = "PuTTY .ppk private lines"
    else:
        b, e, lines = pem_body(kind)
        if kind in ("rsa", "pkcs8_rsa"):
            n = ri(3, 6)
            shown = lines[:n]
            if chance(0.5):
                shown = shown + [lines[-1]]
                body = "\n".join(lines[:n]) + "\n...\n" + lines[-1]
            else:
                body = "\n".join(shown) + "\n...(truncated)"
            label = "PEM %s private key (partial, %d body lines)" % (kind, len(shown))
        else:
            shown = lines
            body = "\n".join(lines)
            label = "PEM %s private key (%d body lines)" % (kind, len(shown))
        secs = list(shown)
        sn = b + "\n" + body + "\n" + e
    P = person(lang)
    if kind in ("openssh", "ppk"):
        where = pick(["deploy/keys/id_deploy", Lc("the CI variable SSH_PRIVATE_KEY", "CI 변수 SSH_PRIVATE_KEY"),
                      "~/.ssh/id_ed25519", Lc("the old wiki page", "예전 위키 페이지")])
        mcs = [("The deploy step failed with 'Permission denied (publickey)'. I didn't know the key came from %s:\n%s" % (where, sn),
                kp("배포 단계가 'Permission denied (publickey)'로 실패했다. 키가 %s에서 온다는 걸 몰랐다:\n%s", where, sn)),
               ("%s sent the bastion key from %s so I could reach the box:\n%s" % (P, where, sn),
                "서버에 접속할 수 있게 %s 쪽에서 %s에 있던 배스천 키를 보내줬다:\n%s" % (P, where, sn))]
        les = [("ssh refuses keys with permissions other than 0600; `chmod 600` after writing the file.",
                "ssh는 권한이 0600이 아닌 키를 거부한다. 파일을 쓴 뒤 `chmod 600`."),
               ("Convert .ppk files with `puttygen key.ppk -O private-openssh` before using them with OpenSSH.",
                "OpenSSH에서 쓰려면 .ppk는 `puttygen key.ppk -O private-openssh`로 변환할 것."),
               ("Deploy keys must be per-repo and read-only; this one has write access everywhere.",
                "배포 키는 저장소별 읽기 전용이어야 한다. 이 키는 모든 곳에 쓰기 권한이 있다.")]
        hide = L(lang, "I didn't know where the deploy key was stored.", "배포 키가 어디 저장돼 있는지 몰랐다.")
    elif kind == "gcp_json":
        where = pick(["deploy/gcp-sa.json", Lc("the CI variable GOOGLE_CREDENTIALS", "CI 변수 GOOGLE_CREDENTIALS"), "terraform/credentials.json"])
        mcs = [("The Terraform run used a service-account key I didn't know about (%s):\n%s" % (where, sn),
                "Terraform 실행이 내가 모르던 서비스 계정 키를 쓰고 있었다 (%s):\n%s" % (where, sn)),
               ("%s pasted the GCP credentials from %s to unblock the upload:\n%s" % (P, where, sn),
                "업로드를 풀려고 %s 쪽에서 %s의 GCP 자격 증명을 붙여줬다:\n%s" % (P, where, sn))]
        les = [("Use workload identity federation in CI instead of exported service-account keys.",
                "CI에서는 내보낸 서비스 계정 키 대신 워크로드 아이덴티티 페더레이션을 쓸 것."),
               ("The `private_key` field keeps its \\n escapes; don't unescape it when copying into a secret.",
                "`private_key` 필드의 \\n 이스케이프는 그대로 둬야 한다. 시크릿에 넣을 때 풀지 말 것.")]
        hide = L(lang, "I didn't know which service account the pipeline impersonates.", "파이프라인이 어떤 서비스 계정으로 동작하는지 몰랐다.")
    else:
        where = pick(["certs/server.key", "secrets/jwt-signing.pem", Lc("the old wiki page", "예전 위키 페이지"),
                      "nginx/ssl/private.key", Lc("the Helm values file", "Helm values 파일")])
        mcs = [("I didn't know which key signs the JWTs; %s pasted the one from %s:\n%s" % (P, where, sn),
                "JWT 서명 키가 뭔지 몰랐는데 %s 쪽에서 %s에 있던 걸 붙여줬다:\n%s" % (P, where, sn)),
               ("TLS handshake failed after the cert renewal; the key in %s no longer matched:\n%s" % (where, sn),
                "인증서 갱신 후 TLS 핸드셰이크가 실패했다. %s의 키가 더 이상 맞지 않았다:\n%s" % (where, sn)),
               ("Key found in %s while cleaning up:\n%s" % (where, sn), "정리하다가 %s에서 발견한 키:\n%s" % (where, sn))]
        les = [("Private keys must not live in the repo; load them from the secret store at deploy time.",
                "개인 키는 저장소에 두면 안 되고 배포 시점에 시크릿 스토어에서 읽어야 한다."),
               ("PEM files need the exact line breaks; pasting through a chat app joined the lines and broke the key.",
                "PEM은 줄바꿈이 그대로여야 한다. 메신저로 붙여 넣다가 줄이 합쳐져서 키가 깨졌다."),
               ("Check the pair with `openssl pkey -pubout` and compare it with the certificate's public key.",
                "`openssl pkey -pubout`으로 쌍을 확인하고 인증서의 공개 키와 비교할 것.")]
        hide = L(lang, "I didn't know which key the service uses for signing.", "서비스가 서명에 어떤 키를 쓰는지 몰랐다.")
    mc = L(lang, *pick(mcs))
    le = L(lang, *pick(les))
    if chance(0.3):
        mc, le = hide, le + "\n" + sn
    ask = pick([L(lang, "Should this key be rotated now that it was pasted here?", "여기 붙여진 김에 이 키는 교체할까요?"),
                L(lang, "Where should the replacement key be stored?", "새 키는 어디에 보관할까요?"), ""])
    return mk("private key: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def t_totp(lang):
    seed = rs(B32, pick([16, 26, 32]))
    issuer = pick(["AWS", "GitHub", "Okta", "Naver", "Kakao", "Toss", "Grafana", "Cloudflare", "Stripe", "NHN"])
    STATS_VENDOR.append(issuer)
    acct = pick(NAMES_ROMAN + NAMES_EN) + pick(["@acme.io", "@example.co.kr", ""])
    form = dk("t_totp.form", 4)
    if form == 0:
        shown = seed
        sn = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
    elif form == 1:
        shown = " ".join(wrap(seed.lower(), 4))
        sn = L(lang, "setup key: " + shown, "설정 키: " + shown)
    elif form == 2:
        shown = seed
        sn = "MFA_TOTP_SECRET=" + seed
    else:
        shown = seed
        sn = "pyotp.TOTP(\"%s\").now()" % seed
    if lang == "en":
        mc = pick(["The e2e login test needs the 2FA code for the %s test account; I didn't know the seed was shared:\n%s" % (issuer, sn),
                   "I couldn't get past %s MFA on the shared ops account. %s sent the enrolment secret:\n%s" % (issuer, person(lang), sn)])
        le = pick(["With the TOTP seed, codes can be generated in CI (pyotp) instead of asking someone for a code.",
                   "Whoever has this seed can generate the %s codes, so it counts as a password." % issuer])
    else:
        mc = pick(["e2e 로그인 테스트에 %s 테스트 계정 2FA 코드가 필요했다. 시드가 공유돼 있는 줄 몰랐다:\n%s" % (issuer, sn),
                   "공용 운영 계정의 %s MFA를 통과하지 못했다. %s 쪽에서 등록 시크릿을 보내줬다:\n%s" % (issuer, person(lang), sn)])
        le = pick(["TOTP 시드가 있으면 사람에게 코드 달라고 하지 않고 CI에서 (pyotp로) 생성할 수 있다.",
                   "이 시드만 있으면 %s 코드를 만들 수 있으니 비밀번호와 같은 취급." % issuer])
    ask = pick([L(lang, "Should the seed %s be re-enrolled after this?" % shown, "이후에 시드 %s 재등록할까요?" % shown), ""])
    return mk("TOTP seed: %s (%s)" % (issuer, ["otpauth URI", "spaced setup key", "env var", "pyotp code"][form]),
              mc, le, ask, finish_secrets([mc, le, ask], [shown]))


def recovery_codes():
    k = dk("recovery_codes.k", 7)
    if k == 0:
        return [hexs(5) + "-" + hexs(5) for _ in range(ri(4, 10))], "GitHub recovery codes"
    if k == 1:
        return ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(ri(4, 10))], "Google backup codes"
    if k == 2:
        return ["-".join([rs(UD, 5) for _ in range(5)]) for _ in range(1)], "Microsoft recovery code"
    if k == 3:
        return ["A3-%s-%s-%s-%s-%s-%s" % (rs(UD, 6), rs(UD, 6), rs(UD, 5), rs(UD, 5), rs(UD, 5), rs(UD, 5))], "1Password Secret Key"
    if k == 4:
        return ["-".join([rs(DG, 6) for _ in range(8)])], "BitLocker recovery key"
    if k == 5:
        return [rs(LD, 4) + "-" + rs(LD, 4) for _ in range(ri(4, 8))], "Discord backup codes"
    return ["-".join([rs(UD, 4) for _ in range(7)])], "Apple recovery key"


def t_recovery(lang):
    codes, label = recovery_codes()
    STATS_VENDOR.append(label.split()[0])
    lay = pick(["\n", "  ", "\n- "])
    block = ("- " if lay == "\n- " else "") + lay.join(codes)
    if lang == "en":
        mc = pick(["The shared %s account got locked behind 2FA and I didn't know recovery codes existed. %s pasted them:\n%s" % (label.split()[0], person(lang), block),
                   "Stored %s (from the onboarding doc):\n%s" % (label, block)])
        le = pick(["Each recovery code works once; cross out the used one in the vault entry.",
                   "Recovery material belongs in the password manager, not in tickets."])
    else:
        mc = pick(["공용 %s 계정이 2FA에 막혔는데 복구 코드가 있는 줄 몰랐다. %s 쪽에서 붙여줬다:\n%s" % (label.split()[0], person(lang), block),
                   "온보딩 문서에 있던 %s:\n%s" % (label, block)])
        le = pick(["복구 코드는 한 번씩만 쓸 수 있다. 쓴 건 볼트 항목에서 지울 것.",
                   "복구 정보는 티켓이 아니라 비밀번호 관리자에 둘 것."])
    if chance(0.3):
        mc, le = L(lang, "Locked out of the shared account after the phone was reset.", "폰 초기화 후 공용 계정에 못 들어갔다."), le + "\n" + block
    ask = pick([L(lang, "I used %s - should I regenerate the set?" % codes[0], "%s 하나 썼는데 새로 발급할까요?" % codes[0]), ""])
    return mk("recovery codes: " + label, mc, le, ask, finish_secrets([mc, le, ask], codes))


def t_pin(lang):
    p = pin(pick([8, 8, 8, 10, 12]))
    what = pick([("YubiKey PIV PIN", "유비키 PIV PIN"), ("office door code", "사무실 도어락 비밀번호"),
                 ("server-room safe", "서버실 금고 비밀번호"), ("HSM partition PIN", "HSM 파티션 PIN"),
                 ("test card PIN for the payment sandbox", "결제 샌드박스 테스트 카드 비밀번호"), ("SIM PUK for the on-call phone", "당직 폰 SIM PUK"),
                 ("Android backup PIN of the test device", "테스트 기기 안드로이드 백업 PIN")])
    w = what[0] if lang == "en" else what[1]
    form = ri(0, 2)
    if form == 0:
        line = L(lang, "%s: %s" % (w, p), "%s: %s" % (w, p))
    elif form == 1:
        line = L(lang, "the %s is %s" % (w, p), kp("%s는 %s", w, p))
    else:
        line = "PIN=%s  # %s" % (p, w)
    mc = L(lang, "I needed physical/second-factor access and didn't know the %s." % w, kp("물리 접근/2차 인증이 필요했는데 %s를 몰랐다.", w))
    le = L(lang, "%s gave it to me: %s. It locks after three wrong attempts." % (person(lang), line),
           "%s 쪽에서 알려줌: %s. 세 번 틀리면 잠긴다." % (person(lang), line))
    if chance(0.4):
        mc, le = mc + "\n" + line, L(lang, "Ask facilities before using it; access is logged.", "쓰기 전에 총무팀에 물어볼 것. 출입 기록이 남는다.")
    ask = pick([L(lang, "Is %s still valid after the reset?" % p, "초기화 후에도 %s 그대로인가요?" % p), ""])
    return mk("PIN: %s" % what[0], mc, le, ask, finish_secrets([mc, le, ask], [p]))


def t_wifi(lang):
    ssid = pick(["ACME-Office", "ACME-Guest", "Lab-5G", "회의실_5G", "DEV-IoT", "kt_GiGA_%s" % rs(UD, 4), "iptime-%s" % rs(DG, 3)])
    p = password("space_ok", ["passphrase", "human", "punct", "generated", "name_date", "kbd_ko", "hangul"])
    form = dk("t_wifi.form", 5)
    secs = [p]
    if form == 0:
        sn = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, p.replace(";", ",").replace(":", "."))
        secs = [p.replace(";", ",").replace(":", ".")]
    elif form == 1:
        sn = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, p)
        if chance(0.5):
            hx = hexs(64)
            sn = 'network={\n    ssid="%s"\n    #psk="%s"\n    psk=%s\n}' % (ssid, p, hx)
            secs.append(hx)
    elif form == 2:
        sn = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, p)
    elif form == 3:
        sn = L(lang, "SSID %s / key %s" % (ssid, p), "SSID %s / 비번 %s" % (ssid, p))
    else:
        sn = "wifi:\n  ssid: \"%s\"\n  password: \"%s\"" % (ssid, p)
    if lang == "en":
        mc = pick(["The IoT test devices had to join %s and I didn't have the key:\n%s" % (ssid, sn),
                   "Provisioning the kiosk failed because the Wi-Fi config was missing:\n%s" % sn])
        le = pick(["The devices only support WPA2-PSK; enterprise auth is not an option on this network.",
                   "Bake the Wi-Fi config into the provisioning image, not into the app."])
    else:
        mc = pick(["IoT 테스트 기기를 %s에 붙여야 했는데 키가 없었다:\n%s" % (ssid, sn),
                   "와이파이 설정이 빠져서 키오스크 프로비저닝이 실패했다:\n%s" % sn])
        le = pick(["기기가 WPA2-PSK만 지원해서 이 네트워크에서는 엔터프라이즈 인증을 못 쓴다.",
                   "와이파이 설정은 앱이 아니라 프로비저닝 이미지에 넣을 것."])
    if chance(0.3):
        mc, le = L(lang, "Devices could not join the lab network.", "기기가 랩 네트워크에 못 붙었다."), le + "\n" + sn
    ask = pick([L(lang, "Is the %s password still %s?" % (ssid, secs[0]), "%s 비번 아직 %s 인가요?" % (ssid, secs[0])), ""])
    return mk("Wi-Fi key: %s" % ["WIFI QR string", "wpa_supplicant", "hostapd", "SSID/key line", "YAML"][form],
              mc, le, ask, finish_secrets([mc, le, ask], secs))


# ----------------------------------------------------------------------------------------------
# secret templates, part 4: webhooks, split fields, app secrets, dotfiles, traces, CI logs, mixes
# ----------------------------------------------------------------------------------------------
def webhook():
    k = dk("webhook.k", 9)
    if k == 0:
        sec = rs(AL, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UD, 8), rs(UD, 10), sec), [sec], "Slack incoming webhook"
    if k == 1:
        sec = rs(B64U, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), [sec], "Discord webhook"
    if k == 2:
        sec = hexs(64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % sec, [sec], "DingTalk robot webhook"
    if k == 3:
        sec = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % sec, [sec], "Feishu bot webhook"
    if k == 4:
        sec = hexs(32)
        return ("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s"
                % (pick(["acme", "contoso"]), uuid4(), uuid4(), sec, uuid4())), [sec], "MS Teams incoming webhook"
    if k == 5:
        sec = rs(LD, 26)
        return "https://mattermost.%s/hooks/%s" % (pick(["corp.local", "example.com"]), sec), [sec], "Mattermost webhook"
    if k == 6:
        sec = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % sec, [sec], "WeCom group robot webhook"
    if k == 7:
        sec = rs(AL, 32)
        return "https://%s/hooks/deploy?token=%s" % (host_api(), sec), [sec], "generic webhook ?token="
    sec = rs(LD, 7)
    sec2 = rs(AL, 24)
    return "https://hooks.zapier.com/hooks/catch/%s/%s%s/" % (digits(8), sec, sec2[:4]), [sec + sec2[:4]], "Zapier catch hook"


def t_webhook(lang):
    url, secs, label = webhook()
    STATS_VENDOR.append(label.split(" incoming")[0].split(" bot")[0].split(" robot")[0].split(" group")[0]
                        .split(" webhook")[0].split(" catch")[0])
    extra = []
    if label.startswith("DingTalk") and chance(0.6):
        sign = "SEC" + hexs(64)
        url2 = L(lang, "%s\nsigning secret: %s" % (url, sign), "%s\n서명 시크릿: %s" % (url, sign))
        extra = [sign]
    else:
        url2 = url
    form = ri(0, 3)
    if form == 0:
        sn = "ALERT_WEBHOOK_URL=" + url2 if "\n" not in url2 else url2
    elif form == 1:
        sn = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' " + url
        extra = []
    elif form == 2:
        sn = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'" % url
        extra = []
    else:
        sn = url2
    if lang == "en":
        mc = pick(["Deploy notifications stopped arriving; I didn't know the %s URL was hard-coded:\n%s" % (label, sn),
                   "Which channel do alerts go to? The alertmanager config points at:\n%s" % sn])
        le = pick(["Anyone with a webhook URL can post to the channel; treat it as a secret and keep it in the vault.",
                   "When a webhook is regenerated the old URL dies immediately, so update all senders first."])
    else:
        mc = pick(["배포 알림이 안 왔는데, %s URL이 하드코딩돼 있는 줄 몰랐다:\n%s" % (label, sn),
                   "알림이 어느 채널로 가는지 몰랐다. alertmanager 설정은 여기를 가리킨다:\n%s" % sn])
        le = pick(["웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있으니 시크릿으로 취급하고 볼트에 둘 것.",
                   "웹훅을 재발급하면 예전 URL은 바로 죽으니 보내는 쪽을 먼저 전부 바꿀 것."])
    if chance(0.3):
        mc, le = L(lang, "Deploy notifications went to the wrong channel.", "배포 알림이 엉뚱한 채널로 갔다."), le + "\n" + sn
    ask = pick([L(lang, "Should I regenerate this webhook since it was in the repo?", "저장소에 있었으니 이 웹훅 재발급할까요?"), ""])
    return mk("webhook URL: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs + extra))


SPLIT_OK = ["GitHub fine-grained PAT", "Slack user token", "Anthropic API key", "npm access token",
            "Atlassian API token", "Terraform Cloud token", "Slack app-level token", "Databricks PAT",
            "Brevo API key", "Korea Investment", "Airtable PAT", "HubSpot private app token"]


def t_split(lang):
    """label in one field, value in the next (or a token split in two halves)"""
    k = dk("t_split.k", 4)
    if k == 3:
        v = draw_vendor(lambda x: x["label"] in LONG_VENDOR_LABELS or x["label"] in SPLIT_OK)
        cands = [it[1] for it in vendor_items(v) if it[2] == it[1] and len(it[1]) >= 32]
        tok = max(cands, key=len)
        cut = ri(16, len(tok) - 16)
        a, b = tok[:cut], tok[cut:]
        mc = L(lang, "The %s token didn't fit in one chat message, so %s sent it in two parts. First part: %s" % (v["name"], person(lang), a),
               "%s 토큰이 메시지 하나에 안 들어가서 %s 쪽에서 두 번에 나눠 보냈다. 앞부분: %s" % (v["name"], person(lang), a))
        le = L(lang, "Second part: %s\nConcatenate without spaces; the %s API rejects it otherwise." % (b, v["name"]),
               "뒷부분: %s\n공백 없이 이어 붙여야 한다. 안 그러면 %s API가 거부한다." % (b, v["name"]))
        ask = L(lang, "Can you put the full token in the vault instead of chat next time?", "다음엔 채팅 말고 볼트에 전체 토큰을 넣어주실 수 있나요?")
        STATS_VENDOR.append(v["name"])
        return mk("split: %s token in two halves across fields" % v["label"], mc, le, ask, [a, b])
    if k == 0:
        p = password("raw")
        acc = pick(ACCOUNT_KINDS)
        mc = L(lang, "I needed the %s password; %s said it would be in the next message. Its label is 'admin password:'" % (acc[0], person(lang)),
               "%s 비밀번호가 필요했는데 %s 쪽에서 다음 메시지로 준다고 했다. 항목 이름은 'admin password:'" % (acc[1], person(lang)))
        le = p if chance(0.5) else L(lang, "%s\n^ that is the value (label was in the previous message)." % p, "%s\n↑ 값임 (이름은 앞 메시지에)." % p)
        ask = pick([L(lang, "Is the value above for %s or for staging?" % acc[0], "위 값이 %s용인가요 스테이징용인가요?" % acc[1]), ""])
        return mk("split: label in missing_context, password alone in lesson", mc, le, ask, [p])
    if k == 1:
        v = draw_vendor()
        items = [it for it in vendor_items(v) if it[2]]
        n, val, sec = items[0]
        mc = L(lang, "The variable %s had to be set for %s; name and value were sent separately.\nName: %s" % (n, svc(), n),
               "%s 때문에 %s 변수를 설정해야 했다. 이름과 값이 따로 왔다.\n이름: %s" % (svc(), n, n))
        le = L(lang, "Value: %s" % val, "값: %s" % val) if chance(0.5) else val
        ask = pick([L(lang, "Should %s go to the prod secret as well?" % n, "%s도 운영 시크릿에 넣을까요?" % n), ""])
        STATS_VENDOR.append(v["name"])
        return mk("split: variable name in missing_context, %s value in lesson" % v["label"], mc, le, ask, [sec])
    p = password("raw")
    u = pick(DB_USERS)
    h = host_internal()
    mc = L(lang, "DB access for the report fix: host %s, user %s, password -> see lesson" % (h, u),
           "리포트 수정용 DB 접속: host %s, user %s, 비밀번호 -> lesson 참고" % (h, u))
    le = L(lang, "%s (valid until the quarterly rotation)" % p, "%s (분기 교체 전까지 유효)" % p)
    ask = L(lang, "Confirm %s works for the read replica too?" % p, "%s 읽기 전용 레플리카에서도 되는지 확인해 주실래요?" % p) if chance(0.5) else ""
    return mk("split: host/user in missing_context, password in lesson", mc, le, ask, [p])


def app_secret():
    k = dk("app_secret.k", 10)
    if k == 0:
        v = rs(AL + "!@#$%^&*(-_=+)", 50)
        return "SECRET_KEY = '%s'" % v, [v], "Django SECRET_KEY"
    if k == 1:
        v = hexs(128)
        return "secret_key_base: %s" % v, [v], "Rails secret_key_base"
    if k == 2:
        v = "base64:" + b64(rbytes(32))
        return "APP_KEY=%s" % v, [v], "Laravel APP_KEY"
    if k == 3:
        v = b64(rbytes(32))
        return "NEXTAUTH_SECRET=%s" % v, [v], "NextAuth secret"
    if k == 4:
        v = rs(AL, ri(32, 64))
        return "jwt:\n  secret: %s\n  expires-in: 3600" % v, [v], "JWT HMAC secret"
    if k == 5:
        v = b64u(rbytes(32)) + "="
        return "FERNET_KEY=%s" % v, [v], "Fernet key"
    if k == 6:
        v = hexs(64)
        return "ENCRYPTION_KEY=%s  # AES-256" % v, [v], "AES key hex"
    if k == 7:
        v1, v2 = rs(HXU, 128), rs(HXU, 64)
        return '<machineKey validationKey="%s" decryptionKey="%s" validation="HMACSHA256" />' % (v1, v2), [v1, v2], "ASP.NET machineKey"
    if k == 8:
        v = rs(AL, 40)
        return "session:\n  cookie_secret: \"%s\"" % v, [v], "session cookie secret"
    v = b64(rbytes(48))
    return "spring.security.oauth2.authorizationserver.jwk.secret=%s" % v, [v], "Spring signing secret"


def t_app_secret(lang):
    sn, secs, label = app_secret()
    if lang == "en":
        mc = pick(["All users were logged out after the deploy. I didn't know the %s differs between instances; the one in prod is:\n%s" % (label, sn),
                   "Session validation failed between the two pods because only one had this %s:\n%s" % (label, sn)])
        le = pick(["The %s must be identical on every instance and must never change casually - changing it invalidates sessions." % label,
                   "Keep the %s out of the image; inject it at runtime." % label])
    else:
        mc = pick([kp("배포 후 모든 사용자가 로그아웃됐다. 인스턴스마다 %s가 다르다는 걸 몰랐다. 운영 값:\n%s", label, sn),
                   kp("두 파드 중 하나에만 이 %s가 있어서 세션 검증이 실패했다:\n%s", label, sn)])
        le = pick([kp("%s는 모든 인스턴스에서 같아야 하고 함부로 바꾸면 안 된다. 바꾸면 세션이 전부 무효화된다.", label),
                   kp("%s는 이미지에 넣지 말고 런타임에 주입할 것.", label)])
    if chance(0.35):
        mc, le = L(lang, "Sessions were invalidated after every deploy.", "배포할 때마다 세션이 날아갔다."), le + "\n" + sn
    ask = pick([L(lang, "Can I move the %s into the secret manager?" % label, kp("%s를 시크릿 매니저로 옮겨도 될까요?", label)), ""])
    return mk("app secret: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def dotfile():
    u = pick(DB_USERS + NAMES_ROMAN)
    k = dk("dotfile.k", 10)
    if k == 0:
        p = password("raw")
        auth = b64((u + ":" + p).encode())
        reg = pick(["registry.example.com", "harbor.corp.local", "https://index.docker.io/v1/", "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12)])
        return json.dumps({"auths": {reg: {"auth": auth}}}, indent=2), [auth], "~/.docker/config.json auth"
    if k == 1:
        t = "npm_" + rs(AL, 36)
        return "//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t, [t], ".npmrc _authToken"
    if k == 2:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(120, 160))
        return "[pypi]\n  username = __token__\n  password = %s" % t, [t], ".pypirc"
    if k == 3:
        p = password("raw")
        return "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.corp.local", "ftp.partner.co.kr"]), u, p), [p], ".netrc"
    if k == 4:
        t = "ghp_" + rs(AL, 36)
        return "https://%s:%s@github.com" % (u, t), [t], ".git-credentials"
    if k == 5:
        p = password("raw")
        return ("<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>"
                % (u, p.replace("<", "(").replace(">", ")").replace("&", "+"))), [p.replace("<", "(").replace(">", ")").replace("&", "+")], "Maven settings.xml"
    if k == 6:
        p = password("raw")
        return ('<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </acme>\n</packageSourceCredentials>'
                % (u, p.replace("<", "(").replace(">", ")").replace("&", "+"))), [p.replace("<", "(").replace(">", ")").replace("&", "+")], "NuGet.Config ClearTextPassword"
    if k == 7:
        t = rs(AL, 32)
        return json.dumps({"http-basic": {"repo.packagist.com": {"username": "token", "password": t}}}, indent=4), [t], "composer auth.json"
    if k == 8:
        p = password("url")
        e = pct(p)
        return "[global]\nindex-url = https://%s:%s@pypi.corp.local/simple" % (u, e), [e], "pip.conf index-url credentials"
    t = "cio" + rs(AL, 32)
    return "[registry]\ntoken = \"%s\"" % t, [t], "cargo credentials.toml"


def t_dotfile(lang):
    sn, secs, label = dotfile()
    fname = {"~/.docker/config.json auth": "~/.docker/config.json", ".npmrc _authToken": ".npmrc", ".pypirc": ".pypirc",
             ".netrc": ".netrc", ".git-credentials": ".git-credentials", "Maven settings.xml": "settings.xml",
             "NuGet.Config ClearTextPassword": "NuGet.Config", "composer auth.json": "auth.json",
             "pip.conf index-url credentials": "pip.conf", "cargo credentials.toml": "credentials.toml"}[label]
    STATS_VENDOR.append({".npmrc _authToken": "npm", ".pypirc": "PyPI", ".git-credentials": "GitHub",
                         "~/.docker/config.json auth": "Docker registry", "cargo credentials.toml": "crates.io",
                         "composer auth.json": "Private Packagist"}.get(label, "self-hosted registry"))
    if lang == "en":
        mc = pick(["Installs from the private registry worked on %s's machine but not in CI. Their %s:\n%s" % (person(lang), fname, sn),
                   "I didn't know the build image ships with a prefilled %s:\n%s" % (fname, sn)])
        le = pick(["CI must write the %s from a masked variable at job start, not copy a developer's file." % fname,
                   "Delete the file after the build step so it does not end up in the image layer."])
    else:
        mc = pick(["사설 레지스트리 설치가 %s 쪽 PC에선 되고 CI에선 안 됐다. 그쪽 %s:\n%s" % (person(lang), fname, sn),
                   kp("빌드 이미지에 %s가 미리 채워져 들어간다는 걸 몰랐다:\n%s", fname, sn)])
        le = pick([kp("CI는 개발자 파일을 복사하지 말고 작업 시작 시 마스킹된 변수로 %s를 만들어야 한다.", fname),
                   "빌드 단계 후 파일을 지워야 이미지 레이어에 안 남는다."])
    if chance(0.3):
        mc, le = L(lang, "Private package installs failed in CI.", "CI에서 사설 패키지 설치가 실패했다."), le + "\n" + sn
    ask = pick([L(lang, "Should CI get its own read-only token for the registry?", "CI 전용 읽기 전용 레지스트리 토큰을 받을까요?"), ""])
    return mk("dotfile credential: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def t_stacktrace(lang):
    k = dk("t_stacktrace.k", 5)
    h = host_internal()
    u = pick(DB_USERS)
    if k == 0:
        p = password("url"); e = pct(p)
        sn = ('sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "%s", port 5432 failed: timeout\n'
              "(Background on this error at: https://sqlalche.me/e/20/e3q8)\n  engine url: postgresql+psycopg2://%s:%s@%s:5432/%s" % (h, u, e, h, pick(DBNAMES)))
        secs = [e]; label = "SQLAlchemy OperationalError with URL"
    elif k == 1:
        p = password("cs")
        sn = ("com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n"
              "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\n"
              "Caused by: url=jdbc:mysql://%s:3306/%s?user=%s&password=%s" % (h, pick(DBNAMES), u, p))
        secs = [p]; label = "Java CommunicationsException with JDBC URL"
    elif k == 2:
        v = draw_vendor(lambda x: x["hdr"] is not None)
        tok = [s for _n, _v, s in vendor_items(v) if s][0]
        sn = ("Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
              "  config: { url: '%s', headers: { Accept: 'application/json', '%s': '%s' } }" % (v["url"], v["hdr"][0], v["hdr"][1].format(tok)))
        secs = [tok]; label = "axios error dump with %s header" % v["label"]
        STATS_VENDOR.append(v["name"])
    elif k == 3:
        key = "AIza" + rs(B64U, 35)
        sn = ("googleapiclient.errors.HttpError: <HttpError 403 when requesting https://sheets.googleapis.com/v4/spreadsheets/%s?key=%s&alt=json "
              "returned \"The caller does not have permission\">" % (rs(B64U, 44), key))
        secs = [key]; label = "googleapiclient HttpError with ?key="
    else:
        p = password("url"); e = pct(p)
        sn = ("redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.\n"
              "  File \"worker.py\", line %d, in <module>\n    r = redis.from_url(\"redis://%s:%s@%s:6379/0\")" % (ri(10, 99), u, e, h))
        secs = [e]; label = "redis AuthenticationError with URL"
    if lang == "en":
        mc = pick(["The job crashed at startup; the traceback in the logs:\n" + sn,
                   "I couldn't tell why the worker failed until %s pasted the full trace:\n%s" % (person(lang), sn)])
        le = pick(["The client library prints the full URL on errors - wrap the connect call and log a redacted message instead.",
                   "The failure was network (security group), not the credentials; the credentials in the trace are valid."])
    else:
        mc = pick(["잡이 시작하자마자 죽었다. 로그의 트레이스백:\n" + sn,
                   "%s 쪽에서 전체 트레이스를 붙여주기 전까지 워커가 왜 죽는지 몰랐다:\n%s" % (person(lang), sn)])
        le = pick(["클라이언트 라이브러리가 에러 때 URL 전체를 찍는다. connect 호출을 감싸서 가린 메시지만 로그에 남길 것.",
                   "원인은 자격 증명이 아니라 네트워크(보안 그룹)였다. 트레이스의 자격 증명은 유효하다."])
    if chance(0.25):
        mc, le = L(lang, "The worker crashed at startup with an opaque error.", "워커가 알 수 없는 에러로 시작하자마자 죽었다."), le + "\n" + sn
    ask = pick([L(lang, "Can we turn off URL logging in the client library?", "클라이언트 라이브러리의 URL 로깅을 끌 수 있을까요?"), ""])
    return mk("stack trace: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def t_ci_log(lang):
    v = draw_vendor(lambda x: x["hdr"] is not None)
    tok = [s for _n, _v, s in vendor_items(v) if s][0]
    hv = v["hdr"][1].format(tok)
    lines = ["$ ./scripts/release.sh", "+ set -x", "+ VERSION=%s" % semver(),
             "+ curl -fsS -H '%s: %s' %s" % (v["hdr"][0], hv, v["url"]),
             "curl: (22) The requested URL returned error: %d" % pick([401, 403, 404]),
             "Error: Process completed with exit code 22."]
    if chance(0.5):
        lines = ["%sZ %s" % (iso_ts()[:-1], ln) for ln in lines]
    sn = "\n".join(lines)
    if lang == "en":
        mc = pick(["The release job failed and I didn't know `set -x` was on in the script. Job log:\n" + sn,
                   "CI log from the failed %s step:\n%s" % (v["name"], sn)])
        le = pick(["`set -x` echoes expanded variables, so masked secrets leak when they are built into a header string; turn tracing off around the call.",
                   "The %s call failed because the job ran on a fork without access; the header itself was fine." % v["name"]])
    else:
        mc = pick(["릴리스 잡이 실패했는데 스크립트에 `set -x`가 켜져 있는 줄 몰랐다. 잡 로그:\n" + sn,
                   "실패한 %s 단계의 CI 로그:\n%s" % (v["name"], sn)])
        le = pick(["`set -x`는 확장된 변수를 그대로 찍어서 헤더 문자열로 만든 시크릿은 마스킹이 안 된다. 호출 주변에서는 트레이싱을 끌 것.",
                   "%s 호출 실패는 포크에서 돌아 권한이 없어서였다. 헤더 자체는 문제없었다." % v["name"]])
    ask = pick([L(lang, "The token is now in the job log - should I rotate it?", "토큰이 잡 로그에 남았는데 교체할까요?"), ""])
    STATS_VENDOR.append(v["name"])
    return mk("CI log: set -x echo of %s header" % v["label"], mc, le, ask, finish_secrets([mc, le, ask], [tok]))


def t_question(lang):
    """the secret sits only in ask_next_time (a question to the user)"""
    k = dk("t_question.k", 3)
    if k == 0:
        p = password("raw")
        acc = pick(ACCOUNT_KINDS)
        ask = L(lang, "Is the %s password still %s, or did it change with the SSO rollout?" % (acc[0], p),
                "%s 비밀번호 아직 %s 인가요, SSO 도입하면서 바뀌었나요?" % (acc[1], p))
        label = "password in question"
        secs = [p]
        topic = acc[0] if lang == "en" else acc[1]
    elif k == 1:
        v = draw_vendor()
        it = [x for x in vendor_items(v) if x[2]][0]
        ask = L(lang, "Should I use %s as %s in staging too?" % (it[1], it[0]), kp("스테이징에서도 %s를 %s로 쓸까요?", it[1], it[0]))
        label = "%s in question" % v["label"]
        secs = [it[2]]
        topic = v["name"]
        STATS_VENDOR.append(v["name"])
    else:
        cs, secs, lab = conn_string()
        ask = L(lang, "Can I point the migration at %s or is that the primary?" % cs, "마이그레이션을 %s 로 돌려도 되나요, 아니면 프라이머리인가요?" % cs)
        label = "connection string in question (%s)" % lab
        topic = L(lang, "the database", "DB")
    mc = L(lang, "I wasn't sure which credentials to use for %s in staging." % topic, "스테이징에서 %s에 어떤 자격 증명을 써야 할지 몰랐다." % topic)
    le = L(lang, "Staging and prod share some accounts for %s; always confirm before running writes." % topic,
           kp("%s는 스테이징과 운영이 일부 계정을 공유한다. 쓰기 작업 전에 항상 확인할 것.", topic))
    return mk("question: " + label, mc, le, ask, finish_secrets([mc, le, ask], secs))


def t_multi(lang):
    """several different secrets in one .env-like block"""
    pairs = []
    secs = []
    p = password("url")
    e = pct(p)
    pairs.append(("DATABASE_URL", "postgres://%s:%s@%s:5432/%s" % (pick(DB_USERS), e, host_internal(), pick(DBNAMES))))
    secs.append(e)
    for _ in range(ri(1, 3)):
        v = draw_vendor(lambda x: x["label"] in SINGLE_ITEM_LABELS)
        n, val, s = vendor_items(v)[0]
        pairs.append((n, val))
        secs.append(s)
        STATS_VENDOR.append(v["name"])
    js = rs(AL, 48)
    pairs.append(("JWT_SECRET", js))
    secs.append(js)
    pairs += [("NODE_ENV", "production"), ("PORT", str(pick([3000, 8080, 8000])))]
    pairs = shuffled(pairs)
    sn, f, cl = render(pairs, "backend", pick([c_env, c_compose, c_k8s_secret, c_yaml, c_json, c_diff, c_gitlab, c_export]))
    if lang == "en":
        mc = pick(["I didn't know %s was committed with real values. It contains:\n%s" % (f, sn),
                   "The new developer's setup failed; %s sent their working %s:\n%s" % (person(lang), f, sn)])
        le = pick(["Real values must go to the secret manager; the repo keeps only a template with placeholders.",
                   "Every value in this file was rotated after it was found in git history."])
    else:
        mc = pick([kp("%s가 실제 값으로 커밋돼 있는 줄 몰랐다. 내용:\n%s", f, sn),
                   kp("신규 개발자 환경 설정이 실패했다. %s 쪽에서 동작하는 %s를 보내줬다:\n%s", person(lang), f, sn)])
        le = pick(["실제 값은 시크릿 매니저로 가고 저장소에는 플레이스홀더가 든 템플릿만 둔다.",
                   "git 히스토리에서 발견된 뒤 이 파일의 값은 전부 교체했다."])
    ask = pick([L(lang, "Which of these are shared with production?", "이 중에 운영이랑 같이 쓰는 값이 있나요?"), ""])
    return mk("multiple secrets in %s" % cl, mc, le, ask, finish_secrets([mc, le, ask], secs))


# ----------------------------------------------------------------------------------------------
# clean templates, part 1: placeholders, masked output, references, hashes, git, ids
# (no credential anywhere; most contain material that looks risky)
# ----------------------------------------------------------------------------------------------
def ph_value(name):
    k = ri(0, 13)
    low = name.lower().replace("_", "-")
    if k == 0:
        return "<your-%s>" % low
    if k == 1:
        return "${%s}" % name
    if k == 2:
        return "${{ secrets.%s }}" % name
    if k == 3:
        return "{{ .Values.%s }}" % camel(name)
    if k == 4:
        return "{{ vault_%s }}" % name.lower()
    if k == 5:
        return "REPLACE_ME"
    if k == 6:
        return "%" + name + "%"
    if k == 7:
        return "op://Engineering/%s/credential" % pick(["Stripe prod", "GitHub bot", "DB admin", "Slack app"])
    if k == 8:
        return "<redacted>"
    if k == 9:
        return "your_%s_here" % name.lower()
    if k == 10:
        return "$(cat /run/secrets/%s)" % name.lower()
    if k == 11:
        return "********"
    if k == 12:
        return "TODO-ask-infra"
    return pick(["sk_live_" + "x" * 24, "ghp_" + "X" * 36, "AKIA" + "X" * 16, "glpat-" + "x" * 20,
                 "xoxb-" + "0" * 11 + "-" + "0" * 13 + "-" + "x" * 24, "hf_" + "x" * 34, "sk-proj-..." , "SG.xxxxxxxx.yyyyyyyy",
                 "AIza" + "X" * 35, "npm_" + "0" * 36, "dckr_pat_" + "x" * 27, "sk-ant-api03-" + "x" * 20 + "...",
                 "test_sk_" + "x" * 28, "pypi-AgEI...", "whsec_" + "x" * 32])


PH_NAMES = ["STRIPE_SECRET_KEY", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "DB_PASSWORD", "SLACK_BOT_TOKEN",
            "OPENAI_API_KEY", "SENDGRID_API_KEY", "JWT_SECRET", "REDIS_PASSWORD", "KAKAO_ADMIN_KEY", "NAVER_CLIENT_SECRET",
            "TOSS_SECRET_KEY", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", "LINE_CHANNEL_SECRET", "SMTP_PASSWORD", "NPM_TOKEN",
            "HF_TOKEN", "DATADOG_API_KEY", "SENTRY_AUTH_TOKEN", "TENCENTCLOUD_SECRET_KEY"]


def c_placeholder_config(lang):
    names = sample(PH_NAMES, ri(2, 4))
    pairs = [(n, ph_value(n)) for n in names] + sample([("LOG_LEVEL", "info"), ("PORT", "8080"), ("REGION", "ap-northeast-2"),
                                                        ("FEATURE_FLAGS", "new-checkout,fast-search")], ri(0, 2))
    sn, f, cl = render(pairs, pick(["app", "billing", "payments"]),
                       pick([c_env, c_yaml, c_k8s_env, c_compose, c_json, c_toml, c_properties, c_gha, c_gitlab, c_terraform, c_diff, c_table]))
    kw = dict(F=f, C=cl, SN=sn, S=svc())
    mc = fmt(pick([("I didn't know {F} is only a template; the real values are injected at deploy time. The committed version:\n{SN}",
                    "{F}가 템플릿일 뿐이고 실제 값은 배포 때 주입된다는 걸 몰랐다. 커밋된 버전:\n{SN}"),
                   ("{S} failed locally because {F} still had placeholders:\n{SN}",
                    "{F}에 플레이스홀더가 그대로 있어서 {S}가 로컬에서 실패했다:\n{SN}"),
                   ("Onboarding doc shows this {C} as the starting point:\n{SN}",
                    "온보딩 문서가 시작점으로 이 {C}를 보여준다:\n{SN}")]), lang, **kw)
    le = fmt(pick([("Copy {F} to a local override and fill the values from the password manager; never replace the placeholders in the committed file.",
                    "{F}는 로컬 오버라이드로 복사해서 비밀번호 관리자 값으로 채울 것. 커밋된 파일의 플레이스홀더는 절대 바꾸지 말 것."),
                   ("Startup validation in {S} rejects values that still look like placeholders, which explains the crash.",
                    "{S}의 시작 검증이 플레이스홀더처럼 보이는 값을 거부해서 죽은 것이었다."),
                   ("Placeholders are resolved by the deploy pipeline; locally use `direnv` with your own values.",
                    "플레이스홀더는 배포 파이프라인이 채운다. 로컬에서는 `direnv`로 각자 값을 쓸 것.")]), lang, **kw)
    ask = pick([L(lang, "Who can give me access to the password manager vault for these values?", "이 값들이 있는 비밀번호 관리자 볼트 접근 권한은 누구한테 받나요?"), ""])
    return mk("clean: placeholders in " + cl, mc, le, ask, [])


def c_masked(lang):
    k = dk("c_masked.k", 7)
    if k == 0:
        sn = ("$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
              "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'" % pick(NAMES_ROMAN))
        lab = "gh auth status"
    elif k == 1:
        sn = ("$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
              "   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
              "secret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config"
              % (pick(["deploy", "prod", "default"]), rs(B32, 4), rs(B64, 4)))
        lab = "aws configure list"
    elif k == 2:
        sn = ("$ kubectl describe secret %s-db\nName:         %s-db\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes"
              % ((svc(),) * 2 + (ri(12, 40), ri(3, 12))))
        lab = "kubectl describe secret"
    elif k == 3:
        sn = "\n".join(["%sZ %s=***" % (iso_ts()[:-1], n) for n in sample(PH_NAMES, 3)])
        lab = "CI masked log"
    elif k == 4:
        app = svc()
        sn = ("$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL:   postgres://%s:****@%s:5432/%s\nREDIS_URL:      redis://:****@%s:6379"
              % (app, app, rs(LO, 14), host_internal(), rs(LD, 14), host_internal()))
        lab = "heroku config masked"
    elif k == 5:
        sn = "Stripe key in use: sk_live_...%s (restricted: no)\nWebhook secret: whsec_...%s" % (rs(AL, 4), rs(AL, 4))
        lab = "masked Stripe key"
    else:
        sn = ("$ vercel env ls\n name                      value      environments\n DATABASE_URL              Encrypted  Production\n"
              " NEXTAUTH_SECRET           Encrypted  Production, Preview\n OPENAI_API_KEY            Encrypted  Production")
        lab = "vercel env ls"
    mc = pick([L(lang, "I needed to know which credential the environment is using; the CLI only shows masked values:\n" + sn,
                 "환경이 어떤 자격 증명을 쓰는지 알아야 했는데 CLI는 마스킹된 값만 보여준다:\n" + sn),
               L(lang, "I didn't know whether the rotation had reached this environment.", "교체된 키가 이 환경까지 반영됐는지 몰랐다.")])
    if sn in mc:
        le = L(lang, "Compare the last four characters with the vault entry to confirm which key is active.",
               "어떤 키가 활성인지는 마지막 네 글자를 볼트 항목과 비교해서 확인할 것.")
    else:
        le = L(lang, "The masked output is enough to tell the keys apart:\n" + sn, "마스킹된 출력만으로도 키를 구분할 수 있다:\n" + sn)
    ask = pick([L(lang, "Can I get read access to the vault entry to compare the suffix?", "끝자리 비교하려면 볼트 항목 읽기 권한을 받을 수 있나요?"), ""])
    return mk("clean: masked output (%s)" % lab, mc, le, ask, [])


def c_secret_refs(lang):
    k = dk("c_secret_refs.k", 10)
    acct = digits(12)
    if k == 0:
        sn = ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % svc())
        lab = "k8s secretKeyRef"
    elif k == 1:
        sn = ("- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK_URL }}")
        lab = "GitHub Actions secrets context"
    elif k == 2:
        sn = "arn:aws:secretsmanager:ap-northeast-2:%s:secret:prod/%s/db-%s" % (acct, svc(), rs(AL, 6))
        sn = "aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text" % sn
        lab = "AWS Secrets Manager ARN"
    elif k == 3:
        sn = "projects/acme-prod-%s/secrets/%s-api-key/versions/latest" % (digits(6), svc())
        lab = "GCP Secret Manager resource"
    elif k == 4:
        sn = "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/%s)" % (rs(LD, 6), hexs(32))
        lab = "Azure Key Vault reference"
    elif k == 5:
        sn = "export STRIPE_SECRET_KEY=\"$(op read 'op://Engineering/Stripe prod/credential')\""
        lab = "1Password op:// reference"
    elif k == 6:
        sn = "vault kv get -field=password secret/%s/db\n# or in the agent template:\n{{ with secret \"secret/data/%s/db\" }}{{ .Data.data.password }}{{ end }}" % (svc(), svc())
        lab = "Vault path"
    elif k == 7:
        sn = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}')
        lab = "Terraform sensitive variable"
    elif k == 8:
        sn = "spring.datasource.password=${DB_PASSWORD:?DB_PASSWORD must be set}\nspring.datasource.username=${DB_USER:app}"
        lab = "Spring env interpolation"
    else:
        sn = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n  data:\n"
              "    - secretKey: api-key\n      remoteRef:\n        key: prod/%s/api-key" % svc())
        lab = "ExternalSecret remoteRef"
    mc = pick([L(lang, "I didn't know where %s gets its credentials from. It references them like this:\n%s" % (svc(), sn),
                 kp("%s가 자격 증명을 어디서 가져오는지 몰랐다. 이렇게 참조한다:\n%s", svc(), sn)),
               L(lang, "I was about to hard-code the key, not knowing the project uses secret references.",
                 "프로젝트가 시크릿 참조를 쓰는 줄 모르고 키를 하드코딩하려고 했다.")])
    le = (L(lang, "Only the reference is stored in git; the value is resolved at runtime.", "git에는 참조만 저장되고 값은 런타임에 해석된다.")
          if sn in mc else L(lang, "Use the secret reference pattern:\n" + sn, "시크릿 참조 방식을 쓸 것:\n" + sn))
    ask = pick([L(lang, "Which secret store should new services use?", "새 서비스는 어느 시크릿 저장소를 써야 하나요?"), ""])
    return mk("clean: secret-manager reference (%s)" % lab, mc, le, ask, [])


def c_hashes(lang):
    k = dk("c_hashes.k", 7)
    if k == 0:
        sn = "\n".join(["%s  %s" % (hexs(64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "SBOM.spdx.json"], ri(2, 4))])
        lab = "sha256sum output"
    elif k == 1:
        sn = "%s/%s@sha256:%s" % (pick(["ghcr.io/acme", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com"]), svc(), hexs(64))
        lab = "image digest"
    elif k == 2:
        pkg, ver = pick(["lodash", "axios", "zod", "react-dom"]), semver()
        sn = ('"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}'
              % (pkg, ver, pkg, pkg, ver, b64(rbytes(64))))
        lab = "npm integrity"
    elif k == 3:
        sn = "\n".join(["%s %s h1:%s" % (m, "v" + semver(), b64(rbytes(32))) for m in sample(["github.com/spf13/cobra", "golang.org/x/net", "google.golang.org/grpc", "github.com/rs/zerolog"], 2)])
        lab = "go.sum"
    elif k == 4:
        sn = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
        lab = "pip --hash"
    elif k == 5:
        sn = '<script src="https://cdn.example.com/widget.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rbytes(48))
        lab = "SRI hash"
    else:
        sn = "md5: %s\nsha1: %s\nsha256: %s" % (hexs(32), hexs(40), hexs(64))
        lab = "file checksums"
    mc = pick([L(lang, "The release verification failed and I didn't know which checksum was authoritative:\n" + sn,
                 "릴리스 검증이 실패했는데 어느 체크섬이 기준인지 몰랐다:\n" + sn),
               L(lang, "Reproducible-build check: the hashes differed between CI and my machine.", "재현 가능한 빌드 확인: CI와 내 PC의 해시가 달랐다.")])
    le = (L(lang, "The checksum file from the release page is the source of truth; regenerate locally only to compare.",
            "릴리스 페이지의 체크섬 파일이 기준이다. 로컬 생성은 비교용으로만.") if sn in mc
          else L(lang, "Pin by digest, not by tag:\n" + sn, "태그가 아니라 다이제스트로 고정할 것:\n" + sn))
    ask = pick([L(lang, "Should the pipeline fail on checksum mismatch or only warn?", "체크섬 불일치 시 파이프라인을 실패시킬까요, 경고만 할까요?"), ""])
    return mk("clean: hashes/digests (%s)" % lab, mc, le, ask, [])


def c_git(lang):
    shas = [hexs(40) for _ in range(ri(3, 6))]
    msgs = ["fix: retry on 429", "chore: bump deps", "feat: add refund export", "revert: tracing change", "test: flaky tz fix",
            "refactor: split client", "docs: runbook update", "fix(auth): token refresh race"]
    form = ri(0, 3)
    if form == 0:
        ln = pick([7, 8, 10, 12])
        sn = "\n".join(["%s %s" % (s[:ln], pick(msgs)) for s in shas])
        lab = "git log --oneline"
    elif form == 1:
        sn = "git bisect start %s %s\n# first bad commit: %s" % (shas[0], shas[1], shas[2])
        lab = "git bisect"
    elif form == 2:
        sn = "commit %s\nMerge: %s %s\nAuthor: %s <%s@example.com>\n\n    %s" % (shas[0], shas[1][:7], shas[2][:7], pick(NAMES_EN).capitalize(), pick(NAMES_EN), pick(msgs))
        lab = "git show header"
    else:
        sn = "uses: actions/checkout@%s # v4.2.2\nuses: actions/setup-node@%s # v4.1.0" % (shas[0], shas[1])
        lab = "actions pinned by SHA"
    mc = L(lang, "I didn't know which commit introduced the regression.\n" + sn, "어느 커밋에서 회귀가 생겼는지 몰랐다.\n" + sn)
    le = pick([L(lang, "Pin third-party actions to full commit SHAs; tags can move.", "서드파티 액션은 전체 커밋 SHA로 고정할 것. 태그는 움직일 수 있다."),
               L(lang, "`git bisect run make test` finds it in a few minutes.", "`git bisect run make test`로 몇 분이면 찾는다.")])
    ask = pick([L(lang, "Should I revert %s or patch forward?" % shas[0][:8], kp("%s를 되돌릴까요, 앞으로 고칠까요?", shas[0][:8])), ""])
    return mk("clean: git SHAs (%s)" % lab, mc, le, ask, [])


def c_ids(lang):
    k = dk("c_ids.k", 7)
    if k == 0:
        sn = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (hexs(32), hexs(16), uuid4())
        lab = "trace ids"
    elif k == 1:
        sn = ('{"error":{"type":"card_error","code":"card_declined","request_log_url":"https://dashboard.stripe.com/logs/req_%s"},'
              '"customer":"cus_%s","payment_intent":"pi_%s"}' % (rs(AL, 14), rs(AL, 14), rs(AL, 24)))
        lab = "Stripe object/request ids"
    elif k == 2:
        sn = "x-amzn-RequestId: %s\nX-Amz-Cf-Id: %s==\nx-amz-request-id: %s" % (uuid4(), rs(B64U, 54), rs(UD, 16))
        lab = "AWS request ids"
    elif k == 3:
        sn = "Sentry event %s (issue %s), release %s" % (hexs(32), "%s-%s" % (pick(["BILLING", "API", "WEB"]), rs(UD, 3)), hexs(40)[:12])
        lab = "Sentry event id"
    elif k == 4:
        sn = "X-GitHub-Delivery: %s\nX-GitHub-Hook-ID: %s\nX-GitHub-Event: push" % (uuid4(), digits(9))
        lab = "webhook delivery id"
    elif k == 5:
        sn = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (uuid4(), uuid4())
        lab = "idempotency key"
    else:
        sn = "kubectl get pod %s-%s-%s -o jsonpath='{.metadata.uid}'\n%s" % (svc(), rs(LD, 10)[:pick([9, 10])], rs(LD, 5), uuid4())
        lab = "pod uid"
    mc = L(lang, "Support asked for identifiers of the failing request; I didn't know which ones they need:\n" + sn,
           "지원팀이 실패한 요청의 식별자를 달라고 했는데 어떤 걸 줘야 하는지 몰랐다:\n" + sn)
    le = pick([L(lang, "Request/trace ids are safe to share with the vendor and make their lookup instant.", "요청/트레이스 ID는 벤더와 공유해도 되고 그쪽 조회가 바로 된다."),
               L(lang, "Log the correlation id at every hop; it is the only way to join logs across services.", "모든 구간에서 상관 ID를 로그에 남길 것. 서비스 간 로그를 잇는 유일한 방법이다.")])
    ask = pick([L(lang, "Do you want these ids in the incident ticket?", "이 ID들을 장애 티켓에 넣을까요?"), ""])
    return mk("clean: request/trace ids (%s)" % lab, mc, le, ask, [])


# ----------------------------------------------------------------------------------------------
# clean templates, part 2: public keys, fingerprints, non-secret ids, base64 data, long ids
# ----------------------------------------------------------------------------------------------
def ssh_pub(kind=None):
    kind = kind or pick(["ed25519", "ed25519", "rsa", "ecdsa"])
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    if kind == "ed25519":
        return "ssh-ed25519 " + b64(sstr(b"ssh-ed25519") + sstr(rbytes(32)))
    if kind == "ecdsa":
        return "ecdsa-sha2-nistp256 " + b64(sstr(b"ecdsa-sha2-nistp256") + sstr(b"nistp256") + sstr(b"\x04" + rbytes(64)))
    return "ssh-rsa " + b64(sstr(b"ssh-rsa") + sstr(b"\x01\x00\x01") + sstr(b"\x00" + bytes([0x80 | R.getrandbits(7)]) + rbytes(255)))


def cert_lines(n):
    der = (bytes.fromhex("308205") + rbytes(1) + bytes.fromhex("308204") + rbytes(1) + bytes.fromhex("a0030201020210")
           + rbytes(16) + bytes.fromhex("300d06092a864886f70d01010b0500") + rbytes(n * 48))
    return wrap(b64(der), 64)[:n]


def c_public_keys(lang):
    k = dk("c_public_keys.k", 7)
    who = pick(NAMES_ROMAN + NAMES_EN)
    if k == 0:
        sn = "\n".join(["%s %s@%s" % (ssh_pub(), pick(NAMES_ROMAN + NAMES_EN), pick(["laptop", "mbp", "build01", "wsl"])) for _ in range(ri(1, 2))])
        lab = "authorized_keys"
    elif k == 1:
        sn = "# public key: age1%s\nrecipients:\n  - age1%s" % (rs(BECH32U.lower(), 58), rs(BECH32U.lower(), 58))
        lab = "age recipients"
    elif k == 2:
        sn = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = vpn.example.com:51820" % (b64(rbytes(32)), ri(2, 250))
        lab = "WireGuard peer public key"
    elif k == 3:
        lines = cert_lines(ri(3, 5))
        sn = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(lines)
        lab = "X.509 certificate (truncated)"
    elif k == 4:
        sn = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 22), "use": "sig", "alg": "RS256",
                                   "n": b64u(bytes([0x80 | R.getrandbits(7)]) + rbytes(255)), "e": "AQAB"}]}, indent=1)
        lab = "JWKS public key"
    elif k == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        sn = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der), 64))
        lab = "PEM public key (cosign.pub)"
    else:
        body = wrap(b64(bytes([0x99, 0x01, 0x8d, 0x04]) + rbytes(ri(140, 200))), 64)
        sn = "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % ("\n".join(body), rs(B64, 4))
        lab = "PGP public key block"
    mc = pick([L(lang, "I didn't know which public key %s registered for the deploy user:\n%s" % (who, sn),
                 kp("%s가 배포 사용자에 어떤 공개 키를 등록했는지 몰랐다:\n%s", who, sn)),
               L(lang, "Verification failed because I used the wrong public key. The correct one:\n" + sn,
                 "엉뚱한 공개 키를 써서 검증이 실패했다. 올바른 키:\n" + sn)])
    le = pick([L(lang, "Public keys are fine to commit; only the matching private keys must stay out of git.",
                 "공개 키는 커밋해도 된다. 짝이 되는 개인 키만 git에 들어가면 안 된다."),
               L(lang, "Add new public keys through the infra repo PR so the audit log shows who added them.",
                 "새 공개 키는 인프라 저장소 PR로 추가해야 감사 로그에 누가 넣었는지 남는다.")])
    ask = pick([L(lang, "Should the old key be removed from the list?", "예전 키는 목록에서 지울까요?"), ""])
    return mk("clean: public key (%s)" % lab, mc, le, ask, [])


def c_fingerprints(lang):
    k = dk("c_fingerprints.k", 5)
    if k == 0:
        sn = "ED25519 key fingerprint is SHA256:%s.\nThis key is not known by any other names." % b64(rbytes(32)).rstrip("=")
        lab = "SSH host key fingerprint"
    elif k == 1:
        fp = rs(HXU, 40)
        nm = pick(NAMES_EN)
        sn = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@example.com>" % (ri(1, 12), ri(1, 28), fp, nm.capitalize(), nm)
        lab = "GPG fingerprint"
    elif k == 2:
        sn = "SHA256 Fingerprint=" + ":".join(wrap(rs(HXU, 64), 2))
        lab = "TLS certificate fingerprint"
    elif k == 3:
        sn = "|1|%s|%s ssh-ed25519 %s" % (b64(rbytes(20)), b64(rbytes(20)), ssh_pub("ed25519").split()[1])
        lab = "hashed known_hosts line"
    else:
        sn = "public-key-pins: pin-sha256=\"%s\"; pin-sha256=\"%s\"; max-age=5184000" % (b64(rbytes(32)), b64(rbytes(32)))
        lab = "HPKP pins"
    if k in (0, 3):
        mc = L(lang, "The host key warning appeared after the rebuild and I didn't know if it was expected:\n" + sn,
               "재구축 후 호스트 키 경고가 떴는데 정상인지 몰랐다:\n" + sn)
    elif k == 1:
        mc = L(lang, "Release tags must be signed and I didn't know which key the team trusts:\n" + sn,
               "릴리스 태그는 서명돼야 하는데 팀이 어떤 키를 신뢰하는지 몰랐다:\n" + sn)
    else:
        mc = L(lang, "The mobile client pins the server certificate and I didn't know which value it expects:\n" + sn,
               "모바일 클라이언트가 서버 인증서를 고정하는데 어떤 값을 기대하는지 몰랐다:\n" + sn)
    le = pick([L(lang, "Compare the fingerprint with the one in the inventory before accepting it.", "수락하기 전에 인벤토리에 있는 지문과 비교할 것."),
               L(lang, "Fingerprints identify keys; they are not secret and can go into tickets.", "지문은 키 식별용이라 비밀이 아니고 티켓에 넣어도 된다.")])
    ask = pick([L(lang, "Was the host rebuilt on purpose?", "호스트를 일부러 재구축한 건가요?"), ""])
    return mk("clean: fingerprint (%s)" % lab, mc, le, ask, [])


def c_nonsecret_ids(lang):
    k = dk("c_nonsecret_ids.k", 8)
    if k == 0:
        sn = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+1555%s" % (hexs(32), rs(DG, 7))
        lab = "Twilio Account SID"
    elif k == 1:
        sn = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\n# client secret lives in Secret Manager" % (digits(12), rs(LD, 32))
        lab = "OAuth client id"
    elif k == 2:
        sn = "arn:aws:iam::%s:role/%s-deployer\narn:aws:kms:ap-northeast-2:%s:key/%s" % (digits(12), svc(), digits(12), uuid4())
        lab = "AWS ARNs"
    elif k == 3:
        sn = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s  # federated credential, no secret" % (uuid4(), uuid4(), uuid4())
        lab = "Azure tenant/subscription ids"
    elif k == 4:
        sn = "channel: C%s (#deploys), team: T%s, bot user: U%s" % (rs(UD, 10), rs(UD, 9), rs(UD, 10))
        lab = "Slack ids"
    elif k == 5:
        sn = "WECHAT_APPID=wx%s\nWECOM_CORP_ID=ww%s\nFEISHU_APP_ID=cli_%s" % (hexs(16), hexs(16), hexs(16))
        lab = "WeChat/WeCom/Feishu app ids"
    elif k == 6:
        sn = "GitHub App ID: %s\nInstallation ID: %s\nClient ID: Iv1.%s" % (digits(6), digits(8), hexs(16))
        lab = "GitHub App ids"
    else:
        sn = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nIMP_MERCHANT_CODE=imp%s" % (rs(AL, 20), digits(6), digits(8))
        lab = "Naver client id / Kakao app id / merchant code"
    mc = L(lang, "I wasn't sure whether these identifiers are sensitive:\n" + sn, "이 식별자들이 민감 정보인지 확실하지 않았다:\n" + sn)
    le = L(lang, "These are identifiers, not credentials; the secrets that pair with them are stored separately.",
           "이건 자격 증명이 아니라 식별자다. 짝이 되는 시크릿은 따로 보관된다.")
    ask = pick([L(lang, "Is it OK to put these ids in the public README?", "이 ID들을 공개 README에 넣어도 되나요?"), ""])
    return mk("clean: non-secret identifiers (%s)" % lab, mc, le, ask, [])


def c_base64_data(lang):
    k = dk("c_base64_data.k", 5)
    if k == 0:
        raw = json.dumps({"env": pick(["prod", "stg"]), "region": pick(["ap-northeast-2", "eu-central-1"]), "features": ["search", "export"]},
                         separators=(",", ":"))
        sn = "$ echo '%s' | base64 -d\n%s" % (b64(raw.encode()), raw)
        lab = "base64 JSON config"
    elif k == 1:
        sn = "binaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA%s" % b64(rbytes(ri(60, 120)))
        lab = "ConfigMap binaryData image"
    elif k == 2:
        hdr = b64u(json.dumps({"alg": "RS256", "kid": rs(B64U, 16), "typ": "JWT"}, separators=(",", ":")).encode())
        sn = "token header segment: %s\ndecoded: %s" % (hdr, base64.urlsafe_b64decode(hdr + "=" * (-len(hdr) % 4)).decode())
        lab = "JWT header segment only"
    elif k == 3:
        sn = "data:image/svg+xml;base64," + b64(('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><rect fill="#%s"/></svg>' % (ri(8, 64), ri(8, 64), hexs(6))).encode())
        lab = "data URI"
    else:
        txt = pick(["hello from %s" % svc(), "healthcheck-ok", "tenant=%s" % rs(LO, 6)])
        sn = "$ echo -n '%s' | base64\n%s" % (txt, b64(txt.encode()))
        lab = "base64 of a plain string"
    mc = L(lang, "I couldn't tell what this base64 blob in the config was:\n" + sn, "설정에 있는 이 base64 덩어리가 뭔지 몰랐다:\n" + sn)
    le = L(lang, "Decode before assuming it's a secret - this one is plain data.", "시크릿이라고 단정하기 전에 디코딩해 볼 것. 이건 그냥 데이터다.")
    ask = pick([L(lang, "Could we store this as plain text instead?", "이걸 평문으로 저장해도 될까요?"), ""])
    return mk("clean: base64 of non-secret data (%s)" % lab, mc, le, ask, [])


def c_long_ids(lang):
    k = dk("c_long_ids.k", 6)
    if k == 0:
        sn = "s3://acme-datalake/raw/events/dt=2025-%02d-%02d/part-00000-%s-c000.snappy.parquet" % (ri(1, 12), ri(1, 28), uuid4())
        lab = "S3 object key"
    elif k == 1:
        sn = "%s-%s-%s   0/1   CrashLoopBackOff   %d   %dm" % (svc(), rs(LD, 10), rs(LD, 5), ri(3, 40), ri(2, 59))
        lab = "pod name"
    elif k == 2:
        sn = "container %s exited with code 137 (OOMKilled)" % hexs(64)
        lab = "container id"
    elif k == 3:
        sn = "module.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess\"]" % svc().replace("-", "_")
        lab = "terraform address"
    elif k == 4:
        sn = "/aws/lambda/%s  2025/%02d/%02d/[$LATEST]%s" % (svc(), ri(1, 12), ri(1, 28), hexs(32))
        lab = "CloudWatch log stream"
    else:
        sn = "projects/acme-prod-%s/locations/asia-northeast3/repositories/containers/dockerImages/%s@sha256:%s" % (digits(6), svc(), hexs(64))
        lab = "Artifact Registry resource name"
    mc = L(lang, "I needed to find the exact object from the alert:\n" + sn, "알림에 나온 정확한 대상을 찾아야 했다:\n" + sn)
    le = L(lang, "Search by the full identifier; prefixes match too many objects.", "전체 식별자로 검색할 것. 접두어만으로는 너무 많이 걸린다.")
    return mk("clean: long identifier (%s)" % lab, mc, le, pick(["", L(lang, "Should I add this to the runbook?", "런북에 추가할까요?")]), [])


def c_versions(lang):
    sn = pick(["github.com/acme/%s v0.0.0-20%02d%02d%02d%06d-%s" % (svc(), ri(23, 25), ri(1, 12), ri(1, 28), ri(0, 235959), hexs(12)),
               "numpy-2.1.%d-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl" % ri(0, 3),
               "image: %s:%s-alpine3.%d@sha256:%s" % (svc(), semver(), ri(17, 20), hexs(64)),
               "versionName \"%s\"\nversionCode %d" % (semver(), ri(100000, 999999)),
               "\"dependencies\": {\"react\": \"^18.%d.0\", \"next\": \"14.%d.%d\", \"zod\": \"~3.%d.0\"}" % (ri(0, 3), ri(0, 2), ri(0, 20), ri(20, 24))])
    mc = L(lang, "The build picked a different version than expected:\n" + sn, "빌드가 예상과 다른 버전을 잡았다:\n" + sn)
    le = L(lang, "Lock the exact version (and digest for images) so CI and local match.", "CI와 로컬이 같도록 정확한 버전(이미지는 다이제스트까지)을 고정할 것.")
    return mk("clean: versions/pins", mc, le, pick(["", L(lang, "Can I bump it in the same PR?", "같은 PR에서 올려도 될까요?")]), [])


# ----------------------------------------------------------------------------------------------
# clean templates, part 3: policy talk, flags, encrypted blobs, publishable keys, plain notes, ...
# ----------------------------------------------------------------------------------------------
def c_policy(lang):
    n = pick([12, 14, 16])
    days = pick([60, 90, 180])
    en = pick(["Password policy for %s: at least %d characters, one symbol, no reuse of the last 5, rotation every %d days." % (svc(), n, days),
               "The IdP rejects passwords found in breach lists; the error says 'password is too common' without saying which rule failed.",
               "Service account passwords are generated by Vault with length %d and rotated every %d days; humans never see them." % (n * 2, days),
               "Minimum length went from 8 to %d; existing passwords keep working until the next change." % n])
    ko = pick(["%s 비밀번호 정책: 최소 %d자, 특수문자 1개 이상, 최근 5개 재사용 금지, %d일마다 교체." % (svc(), n, days),
               "IdP가 유출 목록에 있는 비밀번호를 거부한다. 에러는 어떤 규칙인지 말없이 '너무 흔한 비밀번호'라고만 한다.",
               "서비스 계정 비밀번호는 Vault가 %d자로 생성하고 %d일마다 교체한다. 사람은 값을 보지 않는다." % (n * 2, days),
               "최소 길이가 8자에서 %d자로 바뀌었다. 기존 비밀번호는 다음 변경 때까지 그대로 쓸 수 있다." % n])
    mc = L(lang, "Password reset for the test account kept failing and I didn't know the policy.", "테스트 계정 비밀번호 재설정이 계속 실패했는데 정책을 몰랐다.")
    le = L(lang, en, ko)
    ask = pick([L(lang, "Does the policy apply to API service accounts too?", "이 정책이 API 서비스 계정에도 적용되나요?"), ""])
    return mk("clean: password policy talk (no values)", mc, le, ask, [])


FLAG_NOTES = [
    ("`mysql -p` with nothing attached prompts for the password; `-P` (capital) is the port. `-p 3306` would treat 3306 as the database name.",
     "`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 물어본다. 대문자 `-P`가 포트다. `-p 3306`이라고 쓰면 3306을 DB 이름으로 본다."),
    ("Use `docker login --password-stdin` and pipe the value from the secret store so it never appears in `ps` or history.",
     "`docker login --password-stdin`을 쓰고 시크릿 저장소에서 파이프로 넘길 것. 그래야 `ps`나 히스토리에 안 남는다."),
    ("`redis-cli -a` prints a warning because the password ends up in the process list; set `REDISCLI_AUTH` instead.",
     "`redis-cli -a`는 비밀번호가 프로세스 목록에 남아서 경고를 낸다. 대신 `REDISCLI_AUTH`를 설정할 것."),
    ("`sshpass -e` reads the password from `SSHPASS`; `-p` would expose it in the command line.",
     "`sshpass -e`는 `SSHPASS`에서 비밀번호를 읽는다. `-p`는 명령줄에 노출된다."),
    ("`psql -W` forces a password prompt; leave it off and use `~/.pgpass` (mode 0600) for automation.",
     "`psql -W`는 비밀번호 프롬프트를 강제한다. 자동화에는 빼고 `~/.pgpass`(권한 0600)를 쓸 것."),
    ("`curl -u user` without `:password` makes curl prompt, which hangs in CI; use `--netrc-file` instead.",
     "`curl -u user`에 `:password`가 없으면 프롬프트가 떠서 CI에서 멈춘다. 대신 `--netrc-file`을 쓸 것."),
    ("`openssl pkcs12 -passout env:P12_PASS` reads the password from an environment variable rather than the argument list.",
     "`openssl pkcs12 -passout env:P12_PASS`는 인자 목록이 아니라 환경 변수에서 비밀번호를 읽는다."),
    ("`git config credential.helper cache --timeout=3600` keeps the token in memory only; `store` writes it to ~/.git-credentials in plain text.",
     "`git config credential.helper cache --timeout=3600`은 토큰을 메모리에만 둔다. `store`는 ~/.git-credentials에 평문으로 쓴다."),
    ("`kubectl create secret --from-file` avoids putting the value in shell history, unlike `--from-literal=password=...`.",
     "`kubectl create secret --from-file`은 `--from-literal=password=...`와 달리 셸 히스토리에 값을 남기지 않는다."),
    ("`ansible-playbook --ask-vault-pass` prompts; in CI use `--vault-password-file` pointing at a tmpfs file.",
     "`ansible-playbook --ask-vault-pass`는 프롬프트를 띄운다. CI에서는 tmpfs 파일을 가리키는 `--vault-password-file`을 쓸 것."),
]


def c_flags(lang):
    a, b = sample(FLAG_NOTES, 2)
    mc = L(lang, "I didn't know how the CLI handles credentials without putting them on the command line.", "CLI가 명령줄에 자격 증명을 안 넣고 어떻게 처리하는지 몰랐다.")
    le = L(lang, a[0] + "\n" + b[0], a[1] + "\n" + b[1])
    ask = pick([L(lang, "Should I update the runbook commands to the prompt-free variants?", "런북 명령을 프롬프트 없는 방식으로 바꿀까요?"), ""])
    return mk("clean: credential flags explained in prose", mc, le, ask, [])


def c_encrypted(lang):
    k = dk("c_encrypted.k", 7)
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        sn = ("db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.%d"
              % (enc(ri(12, 24)), enc(ri(4, 8)), rs(BECH32U.lower(), 58), iso_ts(), enc(32), ri(0, 4)))
        lab = "SOPS-encrypted YAML"
    elif k == 1:
        body = wrap(hexs(ri(300, 420)), 80)
        sn = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(body)
        lab = "Ansible Vault inline"
    elif k == 2:
        sn = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s"
              % (svc(), b64(rbytes(ri(250, 360)))))
        lab = "SealedSecret encryptedData"
    elif k == 3:
        sn = "CiphertextBlob: AQICAHh%s" % b64(rbytes(ri(140, 200)))
        lab = "AWS KMS ciphertext blob"
    elif k == 4:
        raw = b"age-encryption.org/v1\n-> X25519 " + b64(rbytes(32)).rstrip("=").encode() + b"\n" + b64(rbytes(32)).rstrip("=").encode() + b"\n--- " + b64(rbytes(32)).rstrip("=").encode() + b"\n" + rbytes(ri(60, 100))
        sn = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64(raw), 64))
        lab = "age armored ciphertext"
    elif k == 5:
        sn = "vault:v1:%s" % b64(rbytes(ri(40, 90)))
        lab = "Vault transit ciphertext"
    else:
        sn = "spring.datasource.password=ENC(%s)" % b64(rbytes(ri(32, 48)))
        lab = "Jasypt ENC()"
    mc = L(lang, "I thought the repo contained a plaintext password, but it is encrypted:\n" + sn,
           "저장소에 평문 비밀번호가 있는 줄 알았는데 암호화된 값이었다:\n" + sn)
    le = pick([L(lang, "Encrypted values are safe to commit; decryption needs the key held by the cluster/CI, which developers don't have.",
                 "암호화된 값은 커밋해도 된다. 복호화에는 클러스터/CI가 가진 키가 필요하고 개발자는 그 키가 없다."),
               L(lang, "Re-encrypt with the tool instead of editing the blob by hand; a single changed character breaks the MAC.",
                 "블롭을 손으로 고치지 말고 도구로 다시 암호화할 것. 한 글자만 바뀌어도 MAC이 깨진다.")])
    ask = pick([L(lang, "Who holds the decryption key for this file?", "이 파일 복호화 키는 누가 갖고 있나요?"), ""])
    return mk("clean: encrypted blob (%s)" % lab, mc, le, ask, [])


def publishable():
    k = dk("publishable.k", 14)
    if k == 0:
        return "const stripe = Stripe('pk_live_%s');" % pick([rs(AL, 24), "51" + rs(AL, 97)]), "Stripe publishable key"
    if k == 1:
        cfg = {"apiKey": "AIza" + rs(B64U, 35), "authDomain": "acme-%s.firebaseapp.com" % rs(LD, 5), "projectId": "acme-%s" % rs(LD, 5),
               "storageBucket": "acme-%s.appspot.com" % rs(LD, 5), "messagingSenderId": digits(12),
               "appId": "1:%s:web:%s" % (digits(12), hexs(22))}
        return "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";", "Firebase web config apiKey"
    if k == 2:
        return '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "reCAPTCHA site key"
    if k == 3:
        tok = "pk." + b64u(json.dumps({"u": pick(NAMES_ROMAN), "a": "cl" + rs(LD, 23)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)
        return "mapboxgl.accessToken = '%s';" % tok, "Mapbox public token"
    if k == 4:
        return "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UD, 10), hexs(32)), "Algolia search-only key"
    if k == 5:
        return "Kakao.init('%s'); // JavaScript 키" % hexs(32), "Kakao JavaScript key"
    if k == 6:
        return "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_"]) + rs(AL, 28)), "Toss Payments client key"
    if k == 7:
        return "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AL, 43), "PostHog project API key"
    if k == 8:
        return "Sentry.init({ dsn: 'https://%s@o%s.ingest.us.sentry.io/%s' });" % (hexs(32), digits(6), digits(7)), "Sentry DSN"
    if k == 9:
        return "NEXT_PUBLIC_SUPABASE_ANON_KEY=" + jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": unix_ts(), "exp": unix_ts() + 315360000}), "Supabase anon key"
    if k == 10:
        return "Payjp('pk_live_%s')" % hexs(24), "PAY.JP public key"
    if k == 11:
        return "datadogRum.init({ clientToken: 'pub%s', site: 'datadoghq.eu' })" % hexs(32), "Datadog RUM client token"
    if k == 12:
        return "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LD, 8), rs(LD, 16)), "Braintree tokenization key"
    dom = pick(["clerk.acme.dev", "clerk.shop.example.co.kr", "accounts.example.jp"])
    return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_" + b64((dom + "$").encode()).rstrip("="), "Clerk publishable key"


def c_publishable(lang):
    sn, lab = publishable()
    mc = pick([L(lang, "I was about to move this key into the secret store, not knowing the vendor documents it as public (it ships to the browser):\n" + sn,
                 "벤더가 공개용이라고 문서화한(브라우저로 내려가는) 키인 줄 모르고 시크릿 저장소로 옮기려 했다:\n" + sn),
               L(lang, "The frontend build failed because this client-side key was missing:\n" + sn,
                 "이 클라이언트용 키가 빠져서 프론트엔드 빌드가 실패했다:\n" + sn)])
    le = L(lang, "The %s is meant to be public; protection comes from domain/referrer restrictions configured in the vendor console." % lab,
           kp("%s는 공개용이다. 보호는 벤더 콘솔의 도메인/리퍼러 제한으로 한다.", lab))
    ask = pick([L(lang, "Are the allowed domains for this key up to date?", "이 키의 허용 도메인 설정이 최신인가요?"), ""])
    return mk("clean: %s [publishable]" % lab, mc, le, ask, [])


PLAIN_NOTES = [
    (("The flaky test in %s depended on the local timezone.", "Run tests with TZ=UTC; the CI image already does."),
     ("%s의 불안정한 테스트가 로컬 타임존에 의존하고 있었다.", "테스트는 TZ=UTC로 돌릴 것. CI 이미지는 이미 그렇게 한다.")),
    (("I didn't know %s uses pnpm workspaces, so `npm install` broke the lockfile.", "Always use `pnpm install --frozen-lockfile` in this repo."),
     ("%s가 pnpm 워크스페이스를 쓰는 줄 몰라서 `npm install`로 락파일을 깨뜨렸다.", "이 저장소에서는 항상 `pnpm install --frozen-lockfile`.")),
    (("The %s migration locked the orders table for minutes.", "Add indexes with CREATE INDEX CONCURRENTLY and split long migrations."),
     ("%s 마이그레이션이 주문 테이블을 몇 분 동안 잠갔다.", "인덱스는 CREATE INDEX CONCURRENTLY로 추가하고 긴 마이그레이션은 나눌 것.")),
    (("%s ran out of memory during the nightly batch.", "Stream rows with a server-side cursor instead of loading the whole result set."),
     ("%s가 야간 배치 중 메모리가 부족했다.", "결과 전체를 올리지 말고 서버 측 커서로 스트리밍할 것.")),
    (("I didn't know the staging cluster scales to zero at night, so %s's e2e run timed out.", "Trigger the warm-up job before e2e runs after 22:00."),
     ("스테이징 클러스터가 밤에 0으로 줄어드는 걸 몰라서 %s e2e가 타임아웃 났다.", "22시 이후 e2e 전에는 워밍업 잡을 먼저 돌릴 것.")),
    (("Logs from %s were missing in Kibana because the index pattern changed.", "The new pattern is logs-app-*; update saved searches."),
     ("인덱스 패턴이 바뀌어서 %s 로그가 Kibana에 안 보였다.", "새 패턴은 logs-app-*. 저장된 검색을 갱신할 것.")),
    (("The %s Docker build took 20 minutes because the cache was busted by COPY . early.", "Copy the lockfile first, install, then copy the source."),
     ("%s 도커 빌드가 초반 COPY . 때문에 캐시가 깨져서 20분 걸렸다.", "락파일을 먼저 복사해 설치하고 소스는 그 다음에 복사.")),
    (("I didn't know %s has a feature flag for the new checkout.", "Toggle `new-checkout` in the flags service; no deploy needed."),
     ("%s에 새 결제 화면용 기능 플래그가 있는 줄 몰랐다.", "플래그 서비스에서 `new-checkout`을 켜면 된다. 배포 불필요.")),
    (("Korean text in the %s CSV export was garbled in Excel.", "Write UTF-8 with BOM for CSVs meant for Excel."),
     ("%s CSV 익스포트의 한글이 엑셀에서 깨졌다.", "엑셀용 CSV는 BOM 포함 UTF-8로 쓸 것.")),
    (("%s returned 502 during deploys.", "Add a preStop sleep of 10s so the load balancer drains before the pod exits."),
     ("배포 중 %s가 502를 냈다.", "preStop에 10초 sleep을 넣어 파드 종료 전에 로드밸런서가 드레인되게 할 것.")),
    (("The cron in %s ran twice after the DST change.", "Schedule in UTC and convert in the job."),
     ("서머타임 변경 후 %s 크론이 두 번 돌았다.", "스케줄은 UTC로 두고 잡 안에서 변환할 것.")),
    (("I didn't know code owners must approve changes to %s's API schema.", "Request review from #api-owners before merging schema changes."),
     ("%s API 스키마 변경은 코드 오너 승인이 필요하다는 걸 몰랐다.", "스키마 변경은 머지 전에 #api-owners 리뷰를 요청할 것.")),
]


def c_plain(lang):
    en, ko = pick(PLAIN_NOTES)
    pair = en if lang == "en" else ko
    s = svc()
    mc = pair[0] % s if lang == "en" else kp(pair[0], s)
    le = pair[1]
    ask = pick([L(lang, "Should I add this to the team's troubleshooting page?", "팀 트러블슈팅 페이지에 추가할까요?"),
                L(lang, "Is there an owner for %s I should loop in?" % s, "%s 담당자를 같이 불러야 하나요?" % s), ""])
    return mk("clean: plain engineering note", mc, le, ask, [])


def c_token_format_talk(lang):
    rules = pick([
        ("ghp_[A-Za-z0-9]{36}", "GitHub classic PATs"), ("xox[baprs]-[0-9A-Za-z-]{10,}", "Slack tokens"),
        ("AKIA[A-Z2-7]{16}", "AWS access key ids"), ("sk_live_[0-9a-zA-Z]{24,}", "Stripe live secret keys"),
        ("glpat-[0-9a-zA-Z_-]{20}", "GitLab PATs"), ("AIza[0-9A-Za-z_-]{35}", "Google API keys"),
        ("LTAI[a-zA-Z0-9]{12,20}", "Alibaba AccessKey ids"), ("AKID[0-9a-zA-Z]{32}", "Tencent SecretIds")])
    sn = '[[rules]]\nid = "%s"\ndescription = "%s"\nregex = \'\'\'%s\'\'\'\nkeywords = ["%s"]' % (
        rules[1].lower().replace(" ", "-"), rules[1], rules[0], rules[0][:4].lower().strip("[_"))
    mc = L(lang, "I didn't know the pre-commit hook scans for %s. The rule in .gitleaks.toml:\n%s" % (rules[1], sn),
           kp("pre-commit 훅이 %s를 검사하는 줄 몰랐다. .gitleaks.toml 규칙:\n%s", rules[1], sn))
    le = L(lang, "If the hook flags a test fixture, use an obviously fake value such as all X's, never a real-looking random string.",
           "훅이 테스트 픽스처를 잡으면 진짜 같은 랜덤 문자열 말고 전부 X 같은 티 나는 가짜 값을 쓸 것.")
    ask = pick([L(lang, "Should I add an allowlist entry for the fixtures folder?", "픽스처 폴더를 허용 목록에 추가할까요?"), ""])
    return mk("clean: token format / scanner rule talk", mc, le, ask, [])


def c_redacted_already(lang):
    sn = pick(["DB_PASSWORD=[REDACTED]\nSTRIPE_SECRET_KEY=[REDACTED]",
               "Authorization: Bearer <redacted>\nCookie: session=<redacted>",
               "postgres://app:[REDACTED]@%s:5432/orders" % host_internal(),
               "{\"api_key\": \"***\", \"api_secret\": \"***\", \"region\": \"ap-northeast-2\"}",
               "curl -H 'X-Api-Key: •••••••••' https://%s/v1/items" % host_api()])
    mc = L(lang, "The user shared an already-sanitised snippet, so I couldn't see the real values:\n" + sn,
           "사용자가 이미 가린 스니펫을 공유해서 실제 값은 볼 수 없었다:\n" + sn)
    le = L(lang, "That is fine - the bug was in the header name, which the snippet still shows.",
           "괜찮았다. 버그는 헤더 이름 쪽이었고 그건 스니펫에 그대로 있었다.")
    return mk("clean: already-redacted snippet", mc, le, pick(["", L(lang, "Can you confirm the value is set in prod?", "운영에 값이 설정돼 있는지 확인해 주실래요?")]), [])


def c_code_env(lang):
    n = pick(PH_NAMES)
    sn = pick(['api_key = os.environ["%s"]' % n,
               "const key = process.env.%s ?? (() => { throw new Error('%s missing') })();" % (n, n),
               'String key = System.getenv("%s");' % n,
               'key := os.Getenv("%s")\nif key == "" { log.Fatal("%s is required") }' % (n, n),
               ': "${%s:?%s must be set}"' % (n, n),
               "let key = std::env::var(\"%s\").expect(\"%s\");" % (n, n)])
    mc = L(lang, "I didn't know where %s comes from at runtime. The code reads:\n%s" % (n, sn), kp("%s가 런타임에 어디서 오는지 몰랐다. 코드는 이렇게 읽는다:\n%s", n, sn))
    le = L(lang, "The variable is injected by the deployment; locally, set it in your shell or in an untracked .env.local.",
           "변수는 배포에서 주입된다. 로컬에서는 셸이나 추적되지 않는 .env.local에 설정할 것.")
    return mk("clean: code reading env var", mc, le, pick(["", L(lang, "Should missing %s fail fast at startup?" % n, kp("%s가 없으면 시작 시점에 바로 실패시킬까요?", n))]), [])


def c_conn_no_pw(lang):
    h = host_internal()
    sn = pick(["postgresql://app@%s:5432/orders?sslmode=verify-full  # IAM auth token generated per connection" % h,
               "redis://%s:6379/0" % h,
               "mongodb://mongo-0.mongo,mongo-1.mongo,mongo-2.mongo/?replicaSet=rs0&authMechanism=MONGODB-X509",
               "Server=tcp:%s.database.windows.net;Database=ledger;Authentication=Active Directory Default;" % rs(LD, 8),
               "jdbc:postgresql://%s:5432/orders?user=app&password=${DB_PASSWORD}" % h,
               "host=/var/run/postgresql dbname=orders user=app  # peer auth over the unix socket",
               "DATABASE_URL=postgres://app:%%s@%s/orders  # filled by the entrypoint" % h])
    mc = L(lang, "I expected a password in the DSN and couldn't find one:\n" + sn, "DSN에 비밀번호가 있을 줄 알았는데 없었다:\n" + sn)
    le = L(lang, "This connection authenticates without a stored password (IAM / certificates / socket peer auth / runtime injection).",
           "이 연결은 저장된 비밀번호 없이 인증한다 (IAM / 인증서 / 소켓 peer 인증 / 런타임 주입).")
    return mk("clean: connection string without password", mc, le, pick(["", L(lang, "Is the same setup used in staging?", "스테이징도 같은 방식인가요?")]), [])


def c_highentropy_misc(lang):
    sn = pick(['ETag: W/"%s-%s"' % (hexs(4), b64(rbytes(20)).rstrip("=")),
               "main.%s.js  main.%s.css  chunk-%s.js" % (hexs(8), hexs(8), hexs(16)),
               "Content-Security-Policy: script-src 'self' 'nonce-%s'" % b64(rbytes(16)),
               "cache key: v1-deps-%s-%s" % (pick(["linux", "darwin"]), hexs(64)),
               "Content-MD5: %s" % b64(rbytes(16)),
               "X-Amz-Cf-Id: %s==" % rs(B64U, 54),
               "buildid: %s/%s" % (rs(B64U, 20), rs(B64U, 20))])
    mc = L(lang, "I couldn't tell whether this random-looking value in the response was sensitive:\n" + sn,
           "응답에 있는 이 랜덤해 보이는 값이 민감한지 알 수 없었다:\n" + sn)
    le = L(lang, "It is a cache/build identifier generated per build or response; it grants nothing.",
           "빌드나 응답마다 생성되는 캐시/빌드 식별자라 아무 권한도 없다.")
    return mk("clean: high-entropy non-secret value", mc, le, pick(["", L(lang, "OK to include it in the bug report?", "버그 리포트에 넣어도 되나요?")]), [])


def c_cmd_refs(lang):
    """commands that take credentials from variables, files or prompts - no literal value"""
    u = pick(DB_USERS)
    h = host_internal()
    cmds = [
        'mysql -u %s -p"$MYSQL_PWD" -h %s orders' % (u, h),
        "mysql -u %s -p -h %s   # prompts" % (u, h),
        "PGPASSWORD=\"$(vault kv get -field=password secret/%s/db)\" psql -h %s -U %s" % (svc(), h, u),
        'curl -u "$API_USER:$API_TOKEN" https://%s/api/v1/export' % host_api(),
        "docker login -u %s --password-stdin registry.example.com < ~/.secrets/registry-token" % u,
        'redis-cli -h %s --askpass' % h,
        'sshpass -e ssh %s@%s   # password comes from $SSHPASS' % (pick(OS_USERS), h),
        "kubectl create secret generic %s-db --from-file=password=./db-password.txt" % svc(),
        'helm upgrade --install pg bitnami/postgresql --set auth.existingSecret=%s-db' % svc(),
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
        'echo "$REGISTRY_TOKEN" | helm registry login ghcr.io -u %s --password-stdin' % u,
        "ansible-playbook site.yml --vault-password-file ~/.ansible/vault-pass.txt",
        'git clone https://x-access-token:${GITHUB_TOKEN}@github.com/acme/%s.git' % svc(),
        'psql "postgresql://%s@%s:5432/orders?sslmode=verify-full&password=$(aws rds generate-db-auth-token --hostname %s --port 5432 --username %s)"' % (u, h, h, u),
        'sqlcmd -S %s -U sa -P "%%SQL_SA_PASSWORD%%"' % h,
        "mc alias set store https://%s $MINIO_ACCESS_KEY $MINIO_SECRET_KEY" % host_api(),
    ]
    a, b = sample(cmds, 2)
    sn = a + ("\n" + b if chance(0.5) else "")
    mc = pick([L(lang, "I didn't know how the runbook passes credentials to the CLI; it never contains the value itself:\n" + sn,
                 "런북이 CLI에 자격 증명을 어떻게 넘기는지 몰랐다. 값 자체는 어디에도 없다:\n" + sn),
               L(lang, "The job failed because the variable was empty at that step:\n" + sn,
                 "그 단계에서 변수가 비어 있어서 잡이 실패했다:\n" + sn)])
    le = pick([L(lang, "Export the variable from the secret store before the step; the command itself stays value-free.",
                 "단계 전에 시크릿 저장소에서 변수를 export 할 것. 명령 자체에는 값이 들어가지 않는다."),
               L(lang, "Prompts and --password-stdin keep secrets out of shell history and `ps` output.",
                 "프롬프트와 --password-stdin을 쓰면 시크릿이 셸 히스토리와 `ps` 출력에 남지 않는다.")])
    ask = pick([L(lang, "Which vault path should the variable come from in CI?", "CI에서는 어느 볼트 경로에서 변수를 가져와야 하나요?"), ""])
    return mk("clean: commands with credential references (no values)", mc, le, ask, [])


def c_cli_help(lang):
    sn = pick(["  -p, --password[=name]  Password to use when connecting to server. If password is\n                         not given it's asked from the tty.\n  -P, --port=#           Port number to use for connection.",
               "      --password-stdin   Take the password from stdin\n  -p, --password string  Password\n  -u, --username string  Username",
               "  -W, --password           force password prompt (should happen automatically)\n  -w, --no-password        never prompt for password",
               "  -a <password>      Password to use when connecting to the server.\n                     You can also use the REDISCLI_AUTH environment variable.",
               "      --token string     Bearer token for authentication to the API server\n      --username string  Username for basic authentication",
               "  -P, --passphrase=PASS  passphrase for the key (prefer --passphrase-file)\n      --passphrase-fd N   read the passphrase from file descriptor N",
               "  -k, --insecure        Allow insecure server connections\n  -u, --user <user:password> Server user and password\n      --netrc-file <filename> Specify FILE for netrc",
               "  --ask-vault-password, --ask-vault-pass\n                        ask for vault password\n  --vault-password-file VAULT_PASSWORD_FILES\n                        vault password file",
               "  -e, --env-file   Read the SSHPASS environment variable\n  -f filename      Take password to use from file\n  -p password      Provide password as argument (security unwise)",
               "    -storepass <arg>  keystore password\n    -storepass:env <var>  read keystore password from an environment variable"])
    tool = sn.split()[0].lstrip("-")
    sn = "$ %s --help | grep -i -A1 pass   # v%s\n%s" % (pick(["mysql", "docker login", "psql", "redis-cli", "kubectl", "gpg", "curl",
                                                            "ansible-playbook", "sshpass", "keytool"]), semver(), sn) if chance(0.6) else sn
    mc = L(lang, "I didn't know which option passes the password non-interactively. From --help:\n" + sn,
           "비밀번호를 비대화식으로 넘기는 옵션이 뭔지 몰랐다. --help 출력:\n" + sn)
    le = L(lang, "Prefer the stdin/env variants over flags with values so nothing lands in shell history.",
           "값을 플래그로 넘기지 말고 stdin/환경 변수 방식을 써야 셸 히스토리에 안 남는다.")
    return mk("clean: CLI --help about password options", mc, le, "", [])


# ----------------------------------------------------------------------------------------------
# schedule, generation with assertion + regeneration, final shuffle, output
# ----------------------------------------------------------------------------------------------
STATS_VENDOR = []
STATS_RETRY = {}

SECRET_TEMPLATES = [
    (t_vendor_config, 60), (t_vendor_http, 30), (t_vendor_inline, 14), (t_long_token, 18), (t_pair_keys, 18),
    (t_cmd_password, 38), (t_conn_string, 23), (t_human_password, 18), (t_basic_auth, 10), (t_bearer, 10),
    (t_cookie, 8), (t_signed_url, 8), (t_private_key, 12), (t_totp, 7), (t_recovery, 7), (t_pin, 5), (t_wifi, 7),
    (t_webhook, 10), (t_split, 10), (t_app_secret, 9), (t_dotfile, 9), (t_stacktrace, 8), (t_ci_log, 6),
    (t_question, 6), (t_multi, 9),
]
CLEAN_TEMPLATES = [
    (c_placeholder_config, 28), (c_masked, 18), (c_secret_refs, 22), (c_hashes, 16), (c_git, 14), (c_ids, 16),
    (c_public_keys, 20), (c_fingerprints, 12), (c_nonsecret_ids, 16), (c_base64_data, 14), (c_long_ids, 12),
    (c_versions, 8), (c_policy, 10), (c_flags, 12), (c_encrypted, 18), (c_publishable, 26), (c_plain, 28),
    (c_token_format_talk, 8), (c_redacted_already, 8), (c_code_env, 12), (c_conn_no_pw, 12),
    (c_highentropy_misc, 10), (c_cli_help, 6), (c_cmd_refs, 14),
]
NON_RISKY_CLEAN = ("c_plain", "c_policy", "c_flags")


def schedule(templates, total):
    slots = []
    for fn, w in templates:
        slots.extend([fn] * w)
    assert len(slots) == total, (len(slots), total)
    slots = shuffled(slots)
    langs = shuffled(["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND)
    return list(zip(slots, langs))


def build(kind, fn, lang, seen):
    for _attempt in range(200):
        mark = len(STATS_VENDOR)
        CTX["lang"], CTX["svc"] = lang, None
        r = fn(lang)
        note = {"id": "", "lang": lang, "kind": kind, "category": r["category"],
                "fields": {"missing_context": r["mc"], "lesson": r["lesson"], "ask_next_time": r["ask"]},
                "secrets": r["secrets"] if kind == "secret" else []}
        key = json.dumps(note["fields"], ensure_ascii=False, sort_keys=True)
        if not note_problems(note) and key not in seen:
            seen[key] = True
            note["_tmpl"] = fn.__name__
            note["_vendors"] = STATS_VENDOR[mark:]
            return note
        del STATS_VENDOR[mark:]
        STATS_RETRY[fn.__name__] = STATS_RETRY.get(fn.__name__, 0) + 1
    raise RuntimeError("could not generate a valid note for %s/%s" % (fn.__name__, lang))


def main(argv):
    out_path = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v90.jsonl")
    seen = {}
    notes = []
    for fn, lang in schedule(SECRET_TEMPLATES, N_SECRET):
        notes.append(build("secret", fn, lang, seen))
    for fn, lang in schedule(CLEAN_TEMPLATES, N_CLEAN):
        notes.append(build("clean", fn, lang, seen))
    R.shuffle(notes)
    for i, n in enumerate(notes):
        n["id"] = "%s%03d" % (ID_PREFIX, i + 1)

    # ---- final assertions over the whole set ----
    assert len(notes) == N_TOTAL
    for n in notes:
        assert not note_problems(n), (n["id"], note_problems(n))
    counts = {}
    for n in notes:
        k = (n["kind"], n["lang"])
        counts[k] = counts.get(k, 0) + 1
    assert counts == {("secret", "en"): N_EN_PER_KIND, ("secret", "ko"): N_KO_PER_KIND,
                      ("clean", "en"): N_EN_PER_KIND, ("clean", "ko"): N_KO_PER_KIND}, counts

    lines = []
    for n in notes:
        rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)

    # ---- statistics (stderr, for the README) ----
    vend = []
    for n in notes:
        for v in n["_vendors"]:
            if v not in vend and v not in ("generic", "self-hosted registry"):
                vend.append(v)
    pub = []
    for n in notes:
        if n["category"].endswith("[publishable]"):
            lab = n["category"][len("clean: "):-len(" [publishable]")]
            if lab not in pub:
                pub.append(lab)
    tmpl_counts = {}
    for n in notes:
        tmpl_counts[n["_tmpl"]] = tmpl_counts.get(n["_tmpl"], 0) + 1
    cats = []
    for n in notes:
        if n["category"] not in cats:
            cats.append(n["category"])
    risky_clean = sum(1 for n in notes if n["kind"] == "clean" and n["_tmpl"] not in NON_RISKY_CLEAN)
    n_secrets = sum(len(n["secrets"]) for n in notes)
    multi = sum(1 for n in notes if len(n["secrets"]) > 1)
    in_ask = sum(1 for n in notes if any(s in n["fields"]["ask_next_time"] for s in n["secrets"]))
    long_tok = sum(1 for n in notes if any(len(s) >= 150 for s in n["secrets"]))
    err = sys.stderr
    print("wrote %s (%d notes, %d bytes)" % (out_path, len(notes), len(data)), file=err)
    print("sha256 %s" % hashlib.sha256(data).hexdigest(), file=err)
    print("counts %s" % sorted(counts.items()), file=err)
    print("secret templates %d, clean templates %d, containers %d" % (len(SECRET_TEMPLATES), len(CLEAN_TEMPLATES), len(CONTAINERS)), file=err)
    print("distinct vendors in secret notes: %d (vendor table %d entries)" % (len(vend), len(VENDORS)), file=err)
    print("vendors: %s" % ", ".join(vend), file=err)
    print("publishable key kinds: %d: %s" % (len(pub), ", ".join(pub)), file=err)
    print("clean notes with risky-looking material: %d/%d" % (risky_clean, N_CLEAN), file=err)
    print("listed secrets %d; notes with >1 secret %d; secret repeated/placed in ask_next_time %d; notes with a secret >=150 chars %d"
          % (n_secrets, multi, in_ask, long_tok), file=err)
    print("distinct categories %d" % len(cats), file=err)
    for k in sorted(tmpl_counts):
        print("  %-24s %3d notes, %d regenerations" % (k, tmpl_counts[k], STATS_RETRY.get(k, 0)), file=err)


if __name__ == "__main__":
    main(sys.argv)
