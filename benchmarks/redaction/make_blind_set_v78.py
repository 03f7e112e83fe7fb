#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v78.py -- generator for blind_set_v78.jsonl

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
  * Python 3 standard library only, no network access.
  * One PRNG, random.Random(78_2026_1127), drives every choice.
  * No iteration over sets or hash-ordered containers: output is byte-identical
    on every run and under any PYTHONHASHSEED.
  * Every credential body is drawn from the PRNG (word lists are only used as
    building blocks for human-style passwords and passphrases).

Usage:  python3 make_blind_set_v78.py [output.jsonl]   (default: blind_set_v78.jsonl
        next to this script).  Statistics go to stderr.
"""
import base64
import json
import os
import re
import sys
import random
from urllib.parse import quote

SEED = 78_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
EN_PER_KIND = 216          # 60 %
KO_PER_KIND = 144          # 40 %
ID_PREFIX = "eh"

# ---------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
LODG = LO + DG
UPDG = UP + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64URL = AN + "-_"
B32 = UP + "234567"
BECH32U = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BECH32L = BECH32U.lower()


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    """n characters drawn from alpha."""
    return "".join([alpha[R.randrange(len(alpha))] for _ in range(n)])


def ri(a, b):
    return R.randint(a, b)


def ch(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes([R.randrange(256) for _ in range(n)])


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


def sample(seq, k):
    return R.sample(list(seq), k)


def wchoice(pairs):
    """pairs: list of (item, weight) -> item."""
    total = sum(w for _, w in pairs)
    x = R.random() * total
    acc = 0.0
    for item, w in pairs:
        acc += w
        if x < acc:
            return item
    return pairs[-1][0]


def b64e(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def b64s(s):
    return b64e(s.encode("utf-8"))


def hexs(n):
    return rs(HEXL, n)


def digits(n, lead_nonzero=True):
    if lead_nonzero:
        return rs("123456789", 1) + rs(DG, n - 1)
    return rs(DG, n)


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def jcompact(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def make_jwt(payload, alg="HS256", sig_bytes=32, kid=None):
    head = {"alg": alg, "typ": "JWT"}
    if kid:
        head = {"alg": alg, "kid": kid, "typ": "JWT"}
    return "%s.%s.%s" % (b64u(jcompact(head).encode()), b64u(jcompact(payload).encode()),
                         b64u(rbytes(sig_bytes)))


def ts_epoch():
    return ri(1_712_000_000, 1_767_000_000)


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59),
                                                   ri(0, 59), ri(0, 999))


def log_ts():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59),
                                                  ri(0, 59), ri(0, 999))


def pct(s):
    """percent-encode a userinfo component as a URL would carry it."""
    return quote(s, safe="")


def fill(template, d):
    """single-pass {name} substitution; inserted values are never rescanned."""
    def rep(m):
        k = m.group(1)
        return d[k] if k in d else m.group(0)
    return re.sub(r"\{([a-z_0-9]+)\}", rep, template)


def cap1(s):
    return s[:1].upper() + s[1:] if s else s


# ---------------------------------------------------------------- checks
def occurrences(hay, needle):
    out = []
    i = hay.find(needle)
    while i != -1:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def window_violation(fields, secrets):
    """FORMAT.txt rule; returns None when the note is fine, else a reason."""
    for s in secrets:
        if len(s) < 8:
            return "short secret %r" % s
        if not any(s in v for v in fields.values()):
            return "secret not in fields %r" % s
    for v in fields.values():
        spans = []
        for s in secrets:
            for p in occurrences(v, s):
                spans.append((p, p + len(s)))
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for p in occurrences(v, w):
                    if not any(a <= p and p + 8 <= b for a, b in spans):
                        return "window %r outside a secret occurrence" % w
    return None


def size_violation(fields):
    mc = fields["missing_context"]
    le = fields["lesson"]
    ak = fields["ask_next_time"]
    if not mc.strip() or not le.strip():
        return "empty field"
    if len(mc.encode("utf-8")) > 1024:
        return "missing_context too long"
    if len(le.encode("utf-8")) > 1024:
        return "lesson too long"
    if len(ak.encode("utf-8")) > 512:
        return "ask_next_time too long"
    return None


# ---------------------------------------------------------------- building blocks
# Word lists are only raw material for human-style passwords / passphrases; every
# password is assembled by the PRNG (which words, casing, digits, symbols, order).
EN_WORDS = (
    "sunflower harbor maple tiger orbit velvet coffee river falcon winter summer autumn "
    "galaxy pepper mango rocket silver dragon shadow butter cactus lemon panda thunder "
    "violet copper ember glacier meadow nickel olive pixel quartz saffron tundra walnut "
    "zephyr anchor bamboo canyon dolphin eclipse fjord granite hazel island jasmine kettle "
    "lantern marble nectar oyster pebble quiver raven sparrow tulip vortex willow zebra "
    "acorn blossom cobalt ferret gopher hickory indigo juniper koala lobster magnet noodle "
    "orchid puffin quokka rhubarb sequoia teapot valley wombat yogurt biscuit crimson dynamo "
    "falafel gazebo harvest iguana jigsaw lagoon mosaic nomad paprika ripple salmon tornado "
    "vanilla waffle almond beacon cherry dune feather ginger honey iris jungle kayak lotus "
    "mint nova opal plum reef sage thistle umbra wave yarrow").split()
RO_KO_WORDS = ("seoul busan jeju hangang namsan gangnam pangyo mapo kimchi bibimbap tteok hodu "
               "sarang haneul baram byeol nabi dalgona gimbap soju daegu incheon suwon ilsan "
               "bundang jamsil hongdae itaewon yeouido gwanghwamun").split()
HANGUL_WORDS = ("사랑 하늘 바다 별빛 고양이 강아지 햇살 봄날 가을 겨울 여름 호랑이 우리집 행복 커피 "
                "달빛 무지개 바람 나비 초코 사과 딸기 한강 제주 부산 서울 토끼 거북이 은하수 구름 "
                "해바라기 눈사람 소나무 다람쥐 코스모스 감자 고구마 라면 떡볶이 김밥 호박 참새 "
                "벚꽃 단풍 노을 새벽 산책 여행 우주 별님 곰돌이 멍멍이 야옹이").split()
PUNCT_ALL = "!@#$%^&*()-_=+[]{};:,.<>?/~|"
PUNCT_SAFE = "!@#%^_-+=.,:"
PUNCT_MIN = "!@#_-.+"

CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
        "b", "m", "ml", "l"]
JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
        "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keyboard(text):
    """Hangul typed on a QWERTY keyboard left in English mode (2-set layout)."""
    out = []
    for c in text:
        o = ord(c)
        if 0xAC00 <= o <= 0xD7A3:
            k = o - 0xAC00
            out.append(CHO[k // 588] + JUNG[(k % 588) // 28] + JONG[k % 28])
        else:
            out.append(c)
    return "".join(out)


def leet(w):
    table = [("a", "@"), ("o", "0"), ("e", "3"), ("i", "1"), ("s", "$"), ("t", "7")]
    out = []
    for c in w:
        rep = [b for a, b in table if a == c]
        out.append(rep[0] if rep and chance(0.55) else c)
    return "".join(out)


def year():
    return str(ri(1979, 2026))


def pw_human(punct=PUNCT_SAFE):
    w = ch(EN_WORDS + RO_KO_WORDS)
    w = cap1(w) if chance(0.8) else w
    if chance(0.35):
        w = w + cap1(ch(EN_WORDS))
    tail = ch([year(), rs(DG, ri(2, 4)), "", str(ri(1, 99))])
    sym = rs(punct, ri(1, 2))
    form = ri(0, 3)
    if form == 0:
        s = w + tail + sym
    elif form == 1:
        s = w + sym + tail
    elif form == 2:
        s = sym + w + tail
    else:
        s = w + "_" + tail + sym
    return s


def pw_leet(punct=PUNCT_SAFE):
    w = leet(ch(EN_WORDS)) + leet(ch(EN_WORDS))
    return cap1(w) + ch(punct) + str(ri(0, 999))


def pw_passphrase(space_ok=False):
    n = ri(3, 5)
    words = [ch(EN_WORDS) for _ in range(n)]
    if chance(0.4):
        words = [cap1(x) for x in words]
    sep = ch(["-", ".", "_", "-", "+"] + ([" "] if space_ok else []))
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(ri(1, 99))
    return s


def pw_punct(punct=PUNCT_ALL, n=None):
    n = n or ri(14, 26)
    alpha = AN + punct + punct
    while True:
        s = rs(alpha, n)
        if any(c in punct for c in s) and any(c in DG for c in s):
            return s


def pw_random(n=None):
    return rs(AN, n or ri(16, 32))


def pw_kbd_ko(punct=PUNCT_SAFE):
    words = ko_keyboard(ch(HANGUL_WORDS) + (ch(HANGUL_WORDS) if chance(0.6) else ""))
    s = words + ch([year(), rs(DG, ri(2, 4)), str(ri(1, 9))])
    if chance(0.7):
        s += rs(punct, ri(1, 2))
    if chance(0.3):
        s = cap1(s)
    return s


def pw_hangul(punct=PUNCT_SAFE):
    s = ch(HANGUL_WORDS) + ch(HANGUL_WORDS)
    if chance(0.5):
        s += ch(HANGUL_WORDS)
    s += ch([year(), rs(DG, ri(2, 4)), str(ri(10, 99))])
    if chance(0.7):
        s += rs(punct, 1)
    return s


PW_STYLES = [("human", 5), ("leet", 2), ("passphrase", 3), ("punct", 4), ("random", 3),
             ("kbd_ko", 2), ("hangul", 1)]


def make_pw(ctx="shell", style=None, lang="en"):
    """ctx: shell (single-quoted), bare (unquoted shell word), url, xml, semi (a;b=c
    strings), plain (prose/chat), yaml (double-quoted scalars)."""
    styles = PW_STYLES if lang == "en" else [("human", 4), ("leet", 1), ("passphrase", 2),
                                             ("punct", 3), ("random", 3), ("kbd_ko", 4),
                                             ("hangul", 3)]
    if ctx in ("bare", "semi"):
        styles = [s for s in styles if s[0] != "hangul"]
    punct = {"shell": PUNCT_ALL.replace("|", ""), "bare": PUNCT_SAFE.replace(":", "").replace(",", ""),
             "url": PUNCT_ALL, "xml": PUNCT_ALL.replace("<", "").replace(">", "").replace("&", ""),
             "semi": PUNCT_SAFE.replace("=", "").replace(",", ""), "plain": PUNCT_ALL,
             "yaml": PUNCT_SAFE + "$%&*"}[ctx]
    st = style or wchoice(styles)
    for _ in range(50):
        if st == "human":
            s = pw_human(punct)
        elif st == "leet":
            s = pw_leet(punct)
        elif st == "passphrase":
            s = pw_passphrase(space_ok=(ctx in ("plain",)))
        elif st == "punct":
            s = pw_punct(punct)
        elif st == "random":
            s = pw_random()
        elif st == "kbd_ko":
            s = pw_kbd_ko(punct)
        else:
            s = pw_hangul(punct if ctx != "bare" else "!")
        if len(s) >= 10 and len(s) <= 40 and not s.startswith("-"):
            return s
    return pw_random()


# ---------------------------------------------------------------- context vocab
SERVICES = ["billing-api", "notifier", "ingest-worker", "auth-gateway", "search-indexer",
            "checkout", "report-batch", "media-resizer", "admin-console", "order-sync",
            "settlement-job", "push-sender", "crm-bridge", "etl-nightly", "chatbot",
            "payments-core", "inventory-svc", "user-profile", "ml-scoring", "log-shipper",
            "partner-api", "coupon-service", "webhook-relay", "data-export", "ops-bot"]
ENVS = ["prod", "production", "staging", "stage", "dev", "qa", "sandbox", "prod-kr", "prod-jp"]
HOSTS = ["db-prod-01.internal", "mysql.stg.corp.local", "10.20.3.14", "pg-main.svc.cluster.local",
         "172.31.8.201", "db.ops.example.net", "maria-02.idc-gasan", "rds-replica.internal",
         "legacy-db.kr.corp", "192.168.10.25", "sql01.branch.local", "warehouse.int.example.com"]
DB_USERS = ["root", "admin", "app_rw", "deploy", "svc_batch", "etl_user", "jenkins", "grafana",
            "backup", "report_ro", "migrator", "sa", "postgres", "ops"]
DB_NAMES = ["orders", "billing", "app", "analytics", "users", "shop", "crm", "inventory",
            "payments", "events"]
PEOPLE_EN = ["Jiwoo", "Minsoo", "Sarah", "Tom", "Priya", "Kenji", "Yuna", "Daniel", "Haruka",
             "Marco", "Seo-yeon", "Alex", "Wei", "Fatima", "Jonas", "Hyunwoo"]
PEOPLE_KO = ["김민수", "이지은", "박서준 팀장님", "정하늘 님", "최유나", "한도윤 님", "오세훈 책임",
             "윤서연", "강지호 선임", "장미래 님", "임태현", "송하린 매니저님"]
ORGS = ["acme", "hanbit", "orbit-labs", "nuri", "bluefin", "daon", "kite-io", "sejong-soft",
        "mirae", "corvid"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2",
           "ap-southeast-1", "eu-west-1"]


# ================================================================ vendor tokens
# Each entry: vendor, region (global/kr/jp/cn/eu), product (en, ko), label, builder.
# A builder returns dict(pairs=[(LABEL, displayed value, secret or None)], http=...,
# cli=..., extra=[derived secrets], primary=main secret).
VENDORS = []


def vp(vendor, region, product, product_ko=None, label="token"):
    def deco(fn):
        VENDORS.append({"vendor": vendor, "region": region, "product": product,
                        "product_ko": product_ko or product, "label": label, "fn": fn,
                        "key": "%s|%s" % (vendor, product)})
        return fn
    return deco


def S(label, val):
    return (label, val, val)


def N(label, val):
    return (label, val, None)


def H(method, url, *headers, body=None):
    return {"method": method, "url": url, "headers": list(headers), "body": body}


def bearer(t):
    return ("Authorization", "Bearer " + t)


def repo_name():
    return ch(["infra", "web", "api", "mobile-app", "deploy-scripts", "platform", "backend",
               "data-pipeline", "docs-site", "sdk"])


@vp("GitHub", "global", "classic personal access token", "classic PAT", "token")
def _():
    t = "ghp_" + rs(AN, 36)
    cli = ch(["echo %s | gh auth login --with-token" % t,
              "git remote set-url origin https://%s:%s@github.com/%s/%s.git"
              % (ch(["x-access-token", "oauth2", ch(ORGS) + "-bot"]), t, ch(ORGS), repo_name())])
    return dict(pairs=[S("GITHUB_TOKEN", t)], primary=t, cli=cli,
                http=H("GET", "https://api.github.com/user/repos?per_page=100",
                       ("Authorization", "token " + t), ("Accept", "application/vnd.github+json")))


@vp("GitHub", "global", "fine-grained personal access token", "fine-grained PAT", "token")
def _():
    t = "github_pat_" + rs(UPDG, 22) + "_" + rs(AN, 59)
    return dict(pairs=[S("GH_TOKEN", t)], primary=t,
                cli="git clone https://x-access-token:%s@github.com/%s/%s.git" % (t, ch(ORGS), repo_name()),
                http=H("GET", "https://api.github.com/repos/%s/%s/actions/runs" % (ch(ORGS), repo_name()),
                       bearer(t), ("X-GitHub-Api-Version", "2022-11-28")))


@vp("GitHub", "global", "App installation token", "App installation token", "token")
def _():
    t = "ghs_" + rs(AN, 36)
    return dict(pairs=[N("GITHUB_APP_ID", digits(6)), S("GITHUB_APP_TOKEN", t)], primary=t,
                http=H("POST", "https://api.github.com/repos/%s/%s/issues" % (ch(ORGS), repo_name()),
                       bearer(t)))


@vp("GitHub", "global", "OAuth access token", "OAuth token", "token")
def _():
    t = "gho_" + rs(AN, 36)
    return dict(pairs=[S("GITHUB_OAUTH_TOKEN", t)], primary=t,
                http=H("GET", "https://api.github.com/user", bearer(t)))


@vp("GitLab", "global", "personal access token", "PAT", "token")
def _():
    t = "glpat-" + rs(B64URL, 20)
    return dict(pairs=[N("GITLAB_HOST", "https://gitlab.%s.com" % ch(ORGS)), S("GITLAB_TOKEN", t)],
                primary=t, cli="glab auth login --hostname gitlab.%s.com --token %s" % (ch(ORGS), t),
                http=H("GET", "https://gitlab.com/api/v4/projects?membership=true", ("PRIVATE-TOKEN", t)))


@vp("GitLab", "global", "runner authentication token", "runner token", "token")
def _():
    t = "glrt-" + rs(B64URL, 20)
    return dict(pairs=[N("CI_SERVER_URL", "https://gitlab.com"), S("RUNNER_TOKEN", t)], primary=t,
                cli="gitlab-runner register --non-interactive --url https://gitlab.com --token %s --executor docker" % t)


@vp("GitLab", "global", "deploy token", "deploy token", "token")
def _():
    t = "gldt-" + rs(B64URL, 20)
    u = "gitlab+deploy-token-%d" % ri(100, 99999)
    return dict(pairs=[N("REGISTRY_USER", u), S("REGISTRY_PASSWORD", t)], primary=t,
                cli="docker login registry.gitlab.com -u %s -p %s" % (u, t))


@vp("Slack", "global", "bot token", "bot token", "token")
def _():
    t = "xoxb-%s-%s-%s" % (digits(ri(10, 13)), digits(ri(10, 13)), rs(AN, 24))
    return dict(pairs=[S("SLACK_BOT_TOKEN", t), N("SLACK_CHANNEL", "C0" + rs(UPDG, 9))], primary=t,
                http=H("POST", "https://slack.com/api/chat.postMessage", bearer(t),
                       ("Content-Type", "application/json; charset=utf-8")))


@vp("Slack", "global", "user token", "user token", "token")
def _():
    t = "xoxp-%s-%s-%s-%s" % (digits(ri(10, 12)), digits(ri(10, 12)), digits(13), hexs(32))
    return dict(pairs=[S("SLACK_USER_TOKEN", t)], primary=t,
                http=H("GET", "https://slack.com/api/conversations.history?channel=C0" + rs(UPDG, 9), bearer(t)))


@vp("Slack", "global", "app-level token", "app-level token", "token")
def _():
    t = "xapp-1-A0%s-%s-%s" % (rs(UPDG, 9), digits(13), hexs(64))
    return dict(pairs=[S("SLACK_APP_TOKEN", t), N("SOCKET_MODE", "true")], primary=t)


@vp("Slack", "global", "signing secret", "signing secret", "secret")
def _():
    t = hexs(32)
    return dict(pairs=[S("SLACK_SIGNING_SECRET", t)], primary=t)


@vp("Stripe", "global", "live secret key", "live secret key", "key")
def _():
    t = "sk_live_" + (("51" + rs(AN, 97)) if chance(0.6) else rs(AN, 24))
    return dict(pairs=[S("STRIPE_SECRET_KEY", t)], primary=t,
                cli="stripe customers list --limit 3 --api-key %s" % t,
                http=H("GET", "https://api.stripe.com/v1/charges?limit=5", bearer(t)))


@vp("Stripe", "global", "restricted key", "restricted key", "key")
def _():
    t = "rk_live_" + (("51" + rs(AN, 97)) if chance(0.5) else rs(AN, 24))
    return dict(pairs=[S("STRIPE_RESTRICTED_KEY", t)], primary=t,
                http=H("GET", "https://api.stripe.com/v1/balance", bearer(t)))


@vp("Stripe", "global", "webhook signing secret", "webhook signing secret", "secret")
def _():
    t = "whsec_" + rs(AN, 32)
    return dict(pairs=[S("STRIPE_WEBHOOK_SECRET", t)], primary=t,
                cli="stripe listen --forward-to localhost:8000/webhooks/stripe  # printed: Your webhook signing secret is %s" % t)


@vp("OpenAI", "global", "project API key", "project API key", "key")
def _():
    t = "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    return dict(pairs=[S("OPENAI_API_KEY", t)], primary=t,
                http=H("POST", "https://api.openai.com/v1/chat/completions", bearer(t),
                       ("Content-Type", "application/json")))


@vp("OpenAI", "global", "legacy API key", "legacy API key", "key")
def _():
    t = "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)
    return dict(pairs=[S("OPENAI_API_KEY", t), N("OPENAI_ORG_ID", "org-" + rs(AN, 24))], primary=t,
                http=H("GET", "https://api.openai.com/v1/models", bearer(t)))


@vp("OpenAI", "global", "service account key", "service account key", "key")
def _():
    t = "sk-svcacct-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    return dict(pairs=[S("OPENAI_API_KEY", t)], primary=t)


@vp("Anthropic", "global", "API key", "API key", "key")
def _():
    t = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
    return dict(pairs=[S("ANTHROPIC_API_KEY", t)], primary=t,
                http=H("POST", "https://api.anthropic.com/v1/messages", ("x-api-key", t),
                       ("anthropic-version", "2023-06-01")))


@vp("Anthropic", "global", "admin API key", "admin key", "key")
def _():
    t = "sk-ant-admin01-" + rs(B64URL, 93) + "AA"
    return dict(pairs=[S("ANTHROPIC_ADMIN_KEY", t)], primary=t,
                http=H("GET", "https://api.anthropic.com/v1/organizations/users", ("x-api-key", t),
                       ("anthropic-version", "2023-06-01")))


@vp("Google", "global", "Gemini API key (server-side)", "Gemini API key", "key")
def _():
    t = "AIza" + rs(B64URL, 35)
    return dict(pairs=[S("GEMINI_API_KEY", t)], primary=t,
                http=H("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent",
                       ("x-goog-api-key", t), ("Content-Type", "application/json")))


@vp("Google", "global", "OAuth client secret", "OAuth client secret", "secret")
def _():
    t = "GOCSPX-" + rs(B64URL, 28)
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LODG, 32))
    return dict(pairs=[N("GOOGLE_CLIENT_ID", cid), S("GOOGLE_CLIENT_SECRET", t)], primary=t)


@vp("Google", "global", "OAuth refresh token", "OAuth refresh token", "token")
def _():
    t = "1//0" + rs(B64URL, ri(95, 100))
    cid = "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LODG, 32))
    return dict(pairs=[N("GOOGLE_CLIENT_ID", cid), S("GOOGLE_REFRESH_TOKEN", t)], primary=t)


@vp("Google", "global", "OAuth access token", "OAuth access token", "token")
def _():
    t = "ya29." + rs(B64URL, ri(150, 210))
    return dict(pairs=[S("GOOGLE_ACCESS_TOKEN", t)], primary=t,
                http=H("GET", "https://www.googleapis.com/drive/v3/files?pageSize=10", bearer(t)))


@vp("AWS", "global", "access key pair", "access key", "key")
def _():
    kid = "AKIA" + rs(B32, 16)
    sec = rs(AN + "+/", 40)
    return dict(pairs=[S("AWS_ACCESS_KEY_ID", kid), S("AWS_SECRET_ACCESS_KEY", sec),
                       N("AWS_DEFAULT_REGION", ch(REGIONS))], primary=sec,
                cli="aws configure set aws_secret_access_key %s --profile %s" % (sec, ch(ORGS)))


@vp("AWS", "global", "temporary session credentials", "STS session credentials", "token")
def _():
    kid = "ASIA" + rs(B32, 16)
    sec = rs(AN + "+/", 40)
    tok = "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 520)) + ch(["", "=", "=="])
    return dict(pairs=[S("AWS_ACCESS_KEY_ID", kid), S("AWS_SECRET_ACCESS_KEY", sec),
                       S("AWS_SESSION_TOKEN", tok)], primary=sec)


@vp("AWS", "global", "Bedrock API key", "Bedrock API key", "key")
def _():
    t = "ABSK" + b64e(("BedrockAPIKey-%s-at-%s:" % (rs(LODG, 4), digits(12))).encode() + rbytes(42))
    return dict(pairs=[S("AWS_BEARER_TOKEN_BEDROCK", t), N("AWS_REGION", ch(REGIONS))], primary=t)


@vp("Azure", "global", "storage account key", "storage account key", "key")
def _():
    acct = ch(ORGS).replace("-", "") + rs(LODG, 4)
    k = b64e(rbytes(64))
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, k)
    pairs = ([N("AZURE_STORAGE_ACCOUNT", acct), S("AZURE_STORAGE_KEY", k)] if chance(0.4)
             else [("AZURE_STORAGE_CONNECTION_STRING", cs, k)])
    return dict(pairs=pairs, primary=k)


@vp("Azure", "global", "Entra ID client secret", "Entra ID client secret", "secret")
def _():
    t = rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34)
    return dict(pairs=[N("AZURE_TENANT_ID", uuid4()), N("AZURE_CLIENT_ID", uuid4()),
                       S("AZURE_CLIENT_SECRET", t)], primary=t)


@vp("Azure", "global", "DevOps personal access token", "DevOps PAT", "token")
def _():
    t = rs(LO + "234567", 52)
    blob = b64s(":" + t)
    return dict(pairs=[S("AZURE_DEVOPS_EXT_PAT", t)], primary=t, extra=[blob],
                http=H("GET", "https://dev.azure.com/%s/_apis/projects?api-version=7.1" % ch(ORGS),
                       ("Authorization", "Basic " + blob)))


@vp("Azure", "global", "Azure OpenAI key", "Azure OpenAI key", "key")
def _():
    t = hexs(32)
    return dict(pairs=[N("AZURE_OPENAI_ENDPOINT", "https://%s-oai.openai.azure.com/" % ch(ORGS)),
                       S("AZURE_OPENAI_API_KEY", t)], primary=t,
                http=H("POST", "https://%s-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % ch(ORGS),
                       ("api-key", t)))


@vp("Twilio", "global", "auth token", "auth token", "token")
def _():
    sid = "AC" + hexs(32)
    t = hexs(32)
    return dict(pairs=[N("TWILIO_ACCOUNT_SID", sid), S("TWILIO_AUTH_TOKEN", t)], primary=t,
                cli="curl -X POST https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json -u %s:%s --data-urlencode 'To=+8210%s'" % (sid, sid, t, digits(8, False)))


@vp("SendGrid", "global", "API key", "API key", "key")
def _():
    t = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
    return dict(pairs=[S("SENDGRID_API_KEY", t)], primary=t,
                http=H("POST", "https://api.sendgrid.com/v3/mail/send", bearer(t)))


@vp("Mailgun", "global", "private API key", "private API key", "key")
def _():
    t = ("key-" + hexs(32)) if chance(0.4) else "%s-%s-%s" % (hexs(32), hexs(8), hexs(8))
    dom = "mg.%s.com" % ch(ORGS)
    return dict(pairs=[N("MAILGUN_DOMAIN", dom), S("MAILGUN_API_KEY", t)], primary=t,
                cli="curl -s --user 'api:%s' https://api.mailgun.net/v3/%s/messages -F to=ops@%s.com" % (t, dom, ch(ORGS)))


@vp("Mailchimp", "global", "API key", "API key", "key")
def _():
    dc = "us%d" % ri(1, 21)
    t = hexs(32) + "-" + dc
    return dict(pairs=[S("MAILCHIMP_API_KEY", t)], primary=t,
                cli="curl --user 'anystring:%s' https://%s.api.mailchimp.com/3.0/lists" % (t, dc))


@vp("npm", "global", "automation token", "automation token", "token")
def _():
    t = "npm_" + rs(AN, 36)
    return dict(pairs=[S("NPM_TOKEN", t)], primary=t,
                cli="npm config set //registry.npmjs.org/:_authToken=%s" % t)


@vp("PyPI", "global", "API token", "API token", "token")
def _():
    t = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, ri(150, 200))
    return dict(pairs=[S("TWINE_PASSWORD", t), N("TWINE_USERNAME", "__token__")], primary=t,
                cli="twine upload -u __token__ -p %s dist/*" % t)


@vp("Docker Hub", "global", "personal access token", "PAT", "token")
def _():
    t = "dckr_pat_" + rs(B64URL, 27)
    u = ch(ORGS) + ch(["ci", "bot", "deploy"])
    return dict(pairs=[N("DOCKERHUB_USERNAME", u), S("DOCKERHUB_TOKEN", t)], primary=t,
                cli=ch(["docker login -u %s -p %s" % (u, t),
                        "echo '%s' | docker login -u %s --password-stdin" % (t, u)]))


@vp("Heroku", "global", "API key", "API key", "key")
def _():
    t = uuid4()
    return dict(pairs=[S("HEROKU_API_KEY", t)], primary=t,
                http=H("GET", "https://api.heroku.com/apps", bearer(t),
                       ("Accept", "application/vnd.heroku+json; version=3")))


@vp("DigitalOcean", "global", "personal access token", "PAT", "token")
def _():
    t = "dop_v1_" + hexs(64)
    return dict(pairs=[S("DIGITALOCEAN_TOKEN", t)], primary=t, cli="doctl auth init -t %s" % t,
                http=H("GET", "https://api.digitalocean.com/v2/droplets", bearer(t)))


@vp("Shopify", "global", "Admin API access token", "Admin API access token", "token")
def _():
    t = "shpat_" + hexs(32)
    shop = "%s-store.myshopify.com" % ch(ORGS)
    return dict(pairs=[N("SHOPIFY_SHOP", shop), S("SHOPIFY_ACCESS_TOKEN", t)], primary=t,
                http=H("GET", "https://%s/admin/api/2024-10/orders.json?status=any" % shop,
                       ("X-Shopify-Access-Token", t)))


@vp("Shopify", "global", "app shared secret", "app shared secret", "secret")
def _():
    t = "shpss_" + hexs(32)
    return dict(pairs=[N("SHOPIFY_API_KEY", hexs(32)), S("SHOPIFY_API_SECRET", t)], primary=t)


@vp("Atlassian", "global", "API token", "API token", "token")
def _():
    t = "ATATT3xFfGF0" + rs(B64URL, 171) + "=" + rs(HEXU, 8)
    email = "%s@%s.com" % (ch(["dev", "ci-bot", "jira-sync", "ops"]), ch(ORGS))
    blob = b64s(email + ":" + t)
    if chance(0.5):
        http = H("GET", "https://%s.atlassian.net/rest/api/3/search?jql=project=OPS" % ch(ORGS),
                 ("Authorization", "Basic " + blob))
    else:
        http = None
    return dict(pairs=[N("JIRA_EMAIL", email), S("JIRA_API_TOKEN", t)], primary=t, extra=[blob],
                http=http,
                cli="curl -u %s:%s https://%s.atlassian.net/wiki/rest/api/space" % (email, t, ch(ORGS)))


@vp("Linear", "global", "API key", "API key", "key")
def _():
    t = "lin_api_" + rs(AN, 40)
    return dict(pairs=[S("LINEAR_API_KEY", t)], primary=t,
                http=H("POST", "https://api.linear.app/graphql", ("Authorization", t)))


@vp("Notion", "global", "integration token", "integration token", "token")
def _():
    t = ("secret_" + rs(AN, 43)) if chance(0.4) else ("ntn_" + digits(11) + rs(AN, 35))
    return dict(pairs=[S("NOTION_TOKEN", t), N("NOTION_DATABASE_ID", hexs(32))], primary=t,
                http=H("POST", "https://api.notion.com/v1/databases/%s/query" % hexs(32), bearer(t),
                       ("Notion-Version", "2022-06-28")))


@vp("Figma", "global", "personal access token", "PAT", "token")
def _():
    t = "figd_" + rs(B64URL, 40)
    return dict(pairs=[S("FIGMA_TOKEN", t)], primary=t,
                http=H("GET", "https://api.figma.com/v1/files/" + rs(AN, 22), ("X-Figma-Token", t)))


@vp("HashiCorp Vault", "global", "service token", "service token", "token")
def _():
    t = "hvs.CAESI" + rs(B64URL, ri(82, 90))
    return dict(pairs=[N("VAULT_ADDR", "https://vault.%s.internal:8200" % ch(ORGS)), S("VAULT_TOKEN", t)],
                primary=t, cli="vault login %s" % t,
                http=H("GET", "https://vault.%s.internal:8200/v1/secret/data/%s" % (ch(ORGS), ch(SERVICES)),
                       ("X-Vault-Token", t)))


@vp("HCP Terraform", "global", "user API token", "API token", "token")
def _():
    t = rs(AN, 14) + ".atlasv1." + rs(AN, 67)
    return dict(pairs=[S("TF_TOKEN_app_terraform_io", t)], primary=t)


@vp("Doppler", "global", "service token", "service token", "token")
def _():
    t = "dp.st.%s.%s" % (ch(["prd", "stg", "dev"]), rs(AN, 40))
    return dict(pairs=[S("DOPPLER_TOKEN", t)], primary=t, cli="doppler run --token %s -- npm start" % t)


@vp("Pulumi", "global", "access token", "access token", "token")
def _():
    t = "pul-" + hexs(40)
    return dict(pairs=[S("PULUMI_ACCESS_TOKEN", t)], primary=t)


@vp("Postman", "global", "API key", "API key", "key")
def _():
    t = "PMAK-" + hexs(24) + "-" + hexs(34)
    return dict(pairs=[S("POSTMAN_API_KEY", t)], primary=t,
                http=H("GET", "https://api.getpostman.com/collections", ("X-Api-Key", t)))


@vp("New Relic", "global", "user API key", "user key", "key")
def _():
    t = "NRAK-" + rs(UPDG, 27)
    return dict(pairs=[S("NEW_RELIC_API_KEY", t), N("NEW_RELIC_ACCOUNT_ID", digits(7))], primary=t,
                http=H("POST", "https://api.newrelic.com/graphql", ("API-Key", t)))


@vp("New Relic", "global", "license key", "license key", "key")
def _():
    t = hexs(36) + "NRAL"
    return dict(pairs=[S("NEW_RELIC_LICENSE_KEY", t), N("NEW_RELIC_APP_NAME", ch(SERVICES))], primary=t)


@vp("Datadog", "global", "API and application keys", "API/APP key", "key")
def _():
    a = hexs(32)
    b = hexs(40)
    pairs = [S("DD_API_KEY", a)] + ([S("DD_APP_KEY", b)] if chance(0.6) else []) + [N("DD_SITE", ch(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]))]
    return dict(pairs=pairs, primary=a,
                http=H("GET", "https://api.datadoghq.com/api/v1/validate", ("DD-API-KEY", a)))


@vp("Sentry", "global", "organization auth token", "org auth token", "token")
def _():
    payload = {"iat": float("%d.%06d" % (ts_epoch(), ri(0, 999999))), "url": "https://sentry.io",
               "region_url": "https://%s.sentry.io" % ch(["us", "de"]), "org": ch(ORGS)}
    t = "sntrys_" + b64u(jcompact(payload).encode()) + "_" + rs(B64URL, 43)
    return dict(pairs=[S("SENTRY_AUTH_TOKEN", t), N("SENTRY_ORG", payload["org"])], primary=t,
                cli="sentry-cli --auth-token %s releases new %s" % (t, hexs(12)))


@vp("Sentry", "global", "user auth token", "user auth token", "token")
def _():
    t = "sntryu_" + hexs(64)
    return dict(pairs=[S("SENTRY_AUTH_TOKEN", t)], primary=t,
                http=H("GET", "https://sentry.io/api/0/projects/", bearer(t)))


@vp("Grafana", "global", "service account token", "service account token", "token")
def _():
    t = "glsa_" + rs(AN, 32) + "_" + hexs(8)
    return dict(pairs=[N("GRAFANA_URL", "https://grafana.%s.internal" % ch(ORGS)), S("GRAFANA_TOKEN", t)],
                primary=t, http=H("GET", "https://grafana.%s.internal/api/dashboards/uid/%s" % (ch(ORGS), rs(AN, 9)), bearer(t)))


@vp("Cloudflare", "global", "API token", "API token", "token")
def _():
    t = rs(B64URL, 40)
    return dict(pairs=[S("CLOUDFLARE_API_TOKEN", t), N("CLOUDFLARE_ZONE_ID", hexs(32))], primary=t,
                http=H("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", bearer(t)))


@vp("Cloudflare", "global", "Global API key", "Global API key", "key")
def _():
    t = hexs(37)
    email = "admin@%s.com" % ch(ORGS)
    return dict(pairs=[N("CF_API_EMAIL", email), S("CF_API_KEY", t)], primary=t,
                http=H("GET", "https://api.cloudflare.com/client/v4/zones", ("X-Auth-Email", email), ("X-Auth-Key", t)))


@vp("Netlify", "global", "personal access token", "PAT", "token")
def _():
    t = "nfp_" + rs(AN, 36)
    return dict(pairs=[S("NETLIFY_AUTH_TOKEN", t), N("NETLIFY_SITE_ID", uuid4())], primary=t,
                cli="netlify deploy --prod --dir=dist --auth %s" % t)


@vp("Supabase", "global", "service_role key", "service_role key", "key")
def _():
    ref = rs(LO, 20)
    now = ts_epoch()
    t = make_jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now, "exp": now + 315360000})
    return dict(pairs=[N("SUPABASE_URL", "https://%s.supabase.co" % ref), S("SUPABASE_SERVICE_ROLE_KEY", t)],
                primary=t)


@vp("Supabase", "global", "personal access token", "access token", "token")
def _():
    t = "sbp_" + hexs(40)
    return dict(pairs=[S("SUPABASE_ACCESS_TOKEN", t)], primary=t, cli="supabase login --token %s" % t)


@vp("Fly.io", "global", "deploy token", "deploy token", "token")
def _():
    t = "fm2_" + rs(B64, ri(180, 240)) + ",fm2_" + rs(B64, ri(70, 110))
    return dict(pairs=[("FLY_API_TOKEN", "FlyV1 " + t, t)], primary=t)


@vp("Hugging Face", "global", "access token", "access token", "token")
def _():
    t = "hf_" + rs(UP + LO, 34)
    return dict(pairs=[S("HF_TOKEN", t)], primary=t, cli="huggingface-cli login --token %s" % t,
                http=H("GET", "https://huggingface.co/api/whoami-v2", bearer(t)))


@vp("Replicate", "global", "API token", "API token", "token")
def _():
    t = "r8_" + rs(AN, 37)
    return dict(pairs=[S("REPLICATE_API_TOKEN", t)], primary=t,
                http=H("POST", "https://api.replicate.com/v1/predictions", bearer(t)))


@vp("Groq", "global", "API key", "API key", "key")
def _():
    t = "gsk_" + rs(AN, 52)
    return dict(pairs=[S("GROQ_API_KEY", t)], primary=t,
                http=H("POST", "https://api.groq.com/openai/v1/chat/completions", bearer(t)))


@vp("Perplexity", "global", "API key", "API key", "key")
def _():
    t = "pplx-" + rs(AN, 48)
    return dict(pairs=[S("PERPLEXITY_API_KEY", t)], primary=t,
                http=H("POST", "https://api.perplexity.ai/chat/completions", bearer(t)))


@vp("xAI", "global", "API key", "API key", "key")
def _():
    t = "xai-" + rs(AN, 80)
    return dict(pairs=[S("XAI_API_KEY", t)], primary=t,
                http=H("POST", "https://api.x.ai/v1/chat/completions", bearer(t)))


@vp("OpenRouter", "global", "API key", "API key", "key")
def _():
    t = "sk-or-v1-" + hexs(64)
    return dict(pairs=[S("OPENROUTER_API_KEY", t)], primary=t,
                http=H("POST", "https://openrouter.ai/api/v1/chat/completions", bearer(t)))


@vp("Cohere", "global", "API key", "API key", "key")
def _():
    t = rs(AN, 40)
    return dict(pairs=[S("CO_API_KEY", t)], primary=t,
                http=H("POST", "https://api.cohere.com/v2/chat", bearer(t)))


@vp("Telegram", "global", "bot token", "bot token", "token")
def _():
    t = "%s:AA%s" % (digits(ri(9, 10)), rs(B64URL, 33))
    return dict(pairs=[S("TELEGRAM_BOT_TOKEN", t), N("TELEGRAM_CHAT_ID", "-100" + digits(10))], primary=t,
                http=H("POST", "https://api.telegram.org/bot%s/sendMessage" % t,
                       ("Content-Type", "application/json")))


@vp("Discord", "global", "bot token", "bot token", "token")
def _():
    uid = digits(ri(18, 19))
    t = b64u(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
    return dict(pairs=[S("DISCORD_BOT_TOKEN", t), N("DISCORD_GUILD_ID", digits(18))], primary=t,
                http=H("GET", "https://discord.com/api/v10/users/@me", ("Authorization", "Bot " + t)))


@vp("Okta", "global", "API token", "API token", "token")
def _():
    t = "00" + rs(B64URL, 40)
    org = "https://%s.okta.com" % ch(ORGS)
    return dict(pairs=[N("OKTA_ORG_URL", org), S("OKTA_API_TOKEN", t)], primary=t,
                http=H("GET", org + "/api/v1/users?limit=25", ("Authorization", "SSWS " + t)))


@vp("Auth0", "global", "client secret", "client secret", "secret")
def _():
    t = rs(B64URL, 64)
    return dict(pairs=[N("AUTH0_DOMAIN", "%s.%s.auth0.com" % (ch(ORGS), ch(["us", "jp", "eu"]))),
                       N("AUTH0_CLIENT_ID", rs(AN, 32)), S("AUTH0_CLIENT_SECRET", t)], primary=t)


@vp("PlanetScale", "global", "database password", "DB password", "password")
def _():
    t = "pscale_pw_" + rs(B64URL, 43)
    u = rs(LODG, 20)
    db = ch(DB_NAMES)
    url = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (u, t, db)
    return dict(pairs=[("DATABASE_URL", url, t)], primary=t)


@vp("PlanetScale", "global", "service token", "service token", "token")
def _():
    t = "pscale_tkn_" + rs(B64URL, 43)
    return dict(pairs=[N("PLANETSCALE_SERVICE_TOKEN_ID", rs(LODG, 12)), S("PLANETSCALE_SERVICE_TOKEN", t)],
                primary=t)


@vp("Databricks", "global", "personal access token", "PAT", "token")
def _():
    t = "dapi" + hexs(32) + ch(["", "-2", "-3"])
    host = "https://adb-%s.%d.azuredatabricks.net" % (digits(16), ri(1, 19))
    return dict(pairs=[N("DATABRICKS_HOST", host), S("DATABRICKS_TOKEN", t)], primary=t,
                http=H("GET", host + "/api/2.1/jobs/list", bearer(t)))


@vp("Square", "global", "production access token", "access token", "token")
def _():
    t = "EAAA" + rs(B64URL, 60)
    return dict(pairs=[S("SQUARE_ACCESS_TOKEN", t), N("SQUARE_LOCATION_ID", "L" + rs(UPDG, 12))], primary=t,
                http=H("GET", "https://connect.squareup.com/v2/payments", bearer(t), ("Square-Version", "2024-10-17")))


@vp("Square", "global", "application secret", "application secret", "secret")
def _():
    t = "sq0csp-" + rs(B64URL, 43)
    return dict(pairs=[N("SQUARE_APP_ID", "sq0idp-" + rs(B64URL, 22)), S("SQUARE_APP_SECRET", t)], primary=t)


@vp("Braintree", "global", "production access token", "access token", "token")
def _():
    t = "access_token$production$%s$%s" % (rs(LODG, 16), hexs(32))
    return dict(pairs=[S("BRAINTREE_ACCESS_TOKEN", t)], primary=t)


@vp("Meta", "global", "Graph API access token", "Graph API token", "token")
def _():
    t = "EAA" + rs("BGIJ", 1) + rs(AN, ri(170, 210))
    return dict(pairs=[S("WHATSAPP_TOKEN" if chance(0.5) else "FB_PAGE_ACCESS_TOKEN", t),
                       N("PHONE_NUMBER_ID", digits(15))], primary=t,
                http=H("POST", "https://graph.facebook.com/v21.0/%s/messages" % digits(15), bearer(t)))


@vp("X (Twitter)", "global", "app bearer token", "bearer token", "token")
def _():
    t = "AAAAAAAAAAAAAAAAAAAAA" + rs(AN, 25) + "%3D" + rs(AN, 50)
    return dict(pairs=[S("TWITTER_BEARER_TOKEN", t)], primary=t,
                http=H("GET", "https://api.twitter.com/2/tweets/search/recent?query=%s" % ch(ORGS), bearer(t)))


@vp("age", "global", "secret key", "secret key", "key")
def _():
    t = "AGE-SECRET-KEY-1" + rs(BECH32U, 58)
    return dict(pairs=[S("SOPS_AGE_KEY", t)], primary=t)


@vp("Tailscale", "global", "auth key", "auth key", "key")
def _():
    t = "tskey-auth-k" + rs(AN, 10) + "CNTRL-" + rs(AN, 32)
    return dict(pairs=[S("TS_AUTHKEY", t)], primary=t,
                cli="tailscale up --authkey=%s --hostname=%s" % (t, ch(SERVICES)))


@vp("ngrok", "global", "authtoken", "authtoken", "token")
def _():
    t = "2" + rs(AN, 26) + "_" + rs(AN, 21)
    return dict(pairs=[S("NGROK_AUTHTOKEN", t)], primary=t, cli="ngrok config add-authtoken %s" % t)


@vp("Mapbox", "global", "secret access token", "secret token", "token")
def _():
    user = ch(ORGS)
    t = "sk." + b64u(jcompact({"u": user, "a": rs(LODG, 25)}).encode()) + "." + rs(B64URL, 22)
    return dict(pairs=[S("MAPBOX_DOWNLOADS_TOKEN", t)], primary=t)


@vp("Contentful", "global", "management token", "CMA token", "token")
def _():
    t = "CFPAT-" + rs(B64URL, 43)
    return dict(pairs=[N("CONTENTFUL_SPACE_ID", rs(LODG, 12)), S("CONTENTFUL_MANAGEMENT_TOKEN", t)], primary=t)


@vp("Bitbucket", "global", "app password", "app password", "password")
def _():
    t = "ATBB" + rs(AN, 28) + rs(HEXU, 8)
    u = ch(ORGS) + "-ci"
    return dict(pairs=[N("BITBUCKET_USERNAME", u), S("BITBUCKET_APP_PASSWORD", t)], primary=t,
                cli="git clone https://%s:%s@bitbucket.org/%s/%s.git" % (u, t, ch(ORGS), repo_name()))


@vp("CircleCI", "global", "personal API token", "personal token", "token")
def _():
    t = "CCIPAT_" + rs(AN, 22) + "_" + hexs(40)
    return dict(pairs=[S("CIRCLE_TOKEN", t)], primary=t,
                http=H("GET", "https://circleci.com/api/v2/me", ("Circle-Token", t)))


@vp("Buildkite", "global", "API access token", "API token", "token")
def _():
    t = "bkua_" + hexs(40)
    return dict(pairs=[S("BUILDKITE_API_TOKEN", t)], primary=t,
                http=H("GET", "https://api.buildkite.com/v2/organizations/%s/builds" % ch(ORGS), bearer(t)))


@vp("JFrog", "global", "identity token", "identity token", "token")
def _():
    t = "cmVmdGtuOjAxOj" + rs(AN, 50)
    return dict(pairs=[N("ARTIFACTORY_URL", "https://%s.jfrog.io/artifactory" % ch(ORGS)), S("ARTIFACTORY_TOKEN", t)],
                primary=t, http=H("GET", "https://%s.jfrog.io/artifactory/api/repositories" % ch(ORGS), bearer(t)))


@vp("JFrog", "global", "legacy API key", "legacy API key", "key")
def _():
    t = "AKCp" + rs(AN, 69)
    return dict(pairs=[S("ARTIFACTORY_API_KEY", t)], primary=t,
                http=H("GET", "https://%s.jfrog.io/artifactory/api/storage/libs-release" % ch(ORGS), ("X-JFrog-Art-Api", t)))


@vp("SonarQube", "global", "user token", "user token", "token")
def _():
    t = ch(["squ_", "sqp_", "sqa_"]) + hexs(40)
    return dict(pairs=[N("SONAR_HOST_URL", "https://sonar.%s.internal" % ch(ORGS)), S("SONAR_TOKEN", t)],
                primary=t, cli="mvn -B verify sonar:sonar -Dsonar.token=%s" % t)


@vp("Snyk", "global", "API token", "API token", "token")
def _():
    t = uuid4()
    return dict(pairs=[S("SNYK_TOKEN", t)], primary=t, cli="snyk auth %s" % t)


@vp("Firebase", "global", "FCM legacy server key", "FCM server key", "key")
def _():
    t = "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134)
    return dict(pairs=[S("FCM_SERVER_KEY", t)], primary=t,
                http=H("POST", "https://fcm.googleapis.com/fcm/send", ("Authorization", "key=" + t)))


@vp("Shippo", "global", "live API token", "live token", "token")
def _():
    t = "shippo_live_" + hexs(40)
    return dict(pairs=[S("SHIPPO_API_TOKEN", t)], primary=t,
                http=H("GET", "https://api.goshippo.com/shipments/", ("Authorization", "ShippoToken " + t)))


@vp("Razorpay", "global", "live key pair", "live key", "key")
def _():
    kid = "rzp_live_" + rs(AN, 14)
    sec = rs(AN, 24)
    return dict(pairs=[S("RAZORPAY_KEY_ID", kid), S("RAZORPAY_KEY_SECRET", sec)], primary=sec,
                cli="curl -u %s:%s https://api.razorpay.com/v1/payments?count=5" % (kid, sec))


@vp("Plaid", "global", "API secret", "secret", "secret")
def _():
    t = hexs(30)
    return dict(pairs=[N("PLAID_CLIENT_ID", hexs(24)), S("PLAID_SECRET", t), N("PLAID_ENV", "production")], primary=t)


@vp("HubSpot", "global", "private app token", "private app token", "token")
def _():
    t = "pat-%s-%s" % (ch(["na1", "eu1", "na2"]), uuid4())
    return dict(pairs=[S("HUBSPOT_ACCESS_TOKEN", t)], primary=t,
                http=H("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10", bearer(t)))


@vp("Airtable", "global", "personal access token", "PAT", "token")
def _():
    t = "pat" + rs(AN, 14) + "." + hexs(64)
    return dict(pairs=[S("AIRTABLE_TOKEN", t), N("AIRTABLE_BASE_ID", "app" + rs(AN, 14))], primary=t,
                http=H("GET", "https://api.airtable.com/v0/app%s/Tasks" % rs(AN, 14), bearer(t)))


@vp("Dropbox", "global", "short-lived access token", "access token", "token")
def _():
    t = "sl.B" + rs(B64URL, ri(130, 150))
    return dict(pairs=[S("DROPBOX_ACCESS_TOKEN", t)], primary=t,
                http=H("POST", "https://api.dropboxapi.com/2/files/list_folder", bearer(t)))


@vp("LaunchDarkly", "global", "server-side SDK key", "server SDK key", "key")
def _():
    t = "sdk-" + uuid4()
    return dict(pairs=[S("LAUNCHDARKLY_SDK_KEY", t)], primary=t)


@vp("Pinecone", "global", "API key", "API key", "key")
def _():
    t = "pcsk_" + rs(AN, 6) + "_" + rs(AN, 64)
    return dict(pairs=[S("PINECONE_API_KEY", t), N("PINECONE_INDEX", ch(SERVICES) + "-emb")], primary=t)


@vp("Weights & Biases", "global", "API key", "API key", "key")
def _():
    t = hexs(40)
    return dict(pairs=[S("WANDB_API_KEY", t), N("WANDB_PROJECT", ch(SERVICES))], primary=t,
                cli="wandb login %s" % t)


@vp("Resend", "global", "API key", "API key", "key")
def _():
    t = "re_" + rs(AN, 8) + "_" + rs(AN, 24)
    return dict(pairs=[S("RESEND_API_KEY", t)], primary=t,
                http=H("POST", "https://api.resend.com/emails", bearer(t)))


@vp("Postmark", "global", "server token", "server token", "token")
def _():
    t = uuid4()
    return dict(pairs=[S("POSTMARK_SERVER_TOKEN", t)], primary=t,
                http=H("POST", "https://api.postmarkapp.com/email", ("X-Postmark-Server-Token", t)))


@vp("Vercel", "global", "access token", "access token", "token")
def _():
    t = rs(AN, 24)
    return dict(pairs=[S("VERCEL_TOKEN", t), N("VERCEL_ORG_ID", "team_" + rs(AN, 24))], primary=t,
                cli="vercel deploy --prod --token %s" % t)


@vp("Asana", "global", "personal access token", "PAT", "token")
def _():
    t = "2/%s/%s:%s" % (digits(16), digits(16), hexs(32))
    return dict(pairs=[S("ASANA_PAT", t)], primary=t,
                http=H("GET", "https://app.asana.com/api/1.0/users/me", bearer(t)))


@vp("Zendesk", "global", "API token", "API token", "token")
def _():
    t = rs(AN, 40)
    email = "support-bot@%s.com" % ch(ORGS)
    return dict(pairs=[N("ZENDESK_EMAIL", email), S("ZENDESK_API_TOKEN", t)], primary=t,
                cli="curl https://%s.zendesk.com/api/v2/tickets.json -u %s/token:%s" % (ch(ORGS), email, t))


@vp("Algolia", "global", "admin API key", "admin API key", "key")
def _():
    t = hexs(32)
    app = rs(UPDG, 10)
    return dict(pairs=[N("ALGOLIA_APP_ID", app), S("ALGOLIA_ADMIN_KEY", t)], primary=t,
                http=H("POST", "https://%s.algolia.net/1/indexes/products/batch" % app,
                       ("X-Algolia-Application-Id", app), ("X-Algolia-API-Key", t)))


@vp("1Password", "global", "service account token", "service account token", "token")
def _():
    body = {"signInAddress": "my.1password.com",
            "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000,
                         "salt": b64u(rbytes(16))},
            "email": "%s@1passwordserviceaccounts.com" % rs(LO, 26),
            "srpX": hexs(64), "muk": {"alg": "A256GCM", "k": b64u(rbytes(32)), "kid": "mp"},
            "secretKey": "A3-%s-%s-%s-%s-%s-%s" % (rs(UPDG, 6), rs(UPDG, 6), rs(UPDG, 5), rs(UPDG, 5), rs(UPDG, 5), rs(UPDG, 5))}
    t = "ops_" + b64u(jcompact(body).encode())
    return dict(pairs=[S("OP_SERVICE_ACCOUNT_TOKEN", t)], primary=t)


@vp("HashiCorp Consul", "global", "ACL token", "ACL token", "token")
def _():
    t = uuid4()
    return dict(pairs=[N("CONSUL_HTTP_ADDR", "https://consul.%s.internal:8501" % ch(ORGS)), S("CONSUL_HTTP_TOKEN", t)],
                primary=t)


@vp("RubyGems", "global", "API key", "API key", "key")
def _():
    t = "rubygems_" + hexs(48)
    return dict(pairs=[S("GEM_HOST_API_KEY", t)], primary=t)


@vp("NuGet", "global", "API key", "API key", "key")
def _():
    t = "oy2" + rs(LODG, 43)
    return dict(pairs=[S("NUGET_API_KEY", t)], primary=t,
                cli="dotnet nuget push bin/Release/*.nupkg -k %s -s https://api.nuget.org/v3/index.json" % t)


@vp("Codecov", "global", "upload token", "upload token", "token")
def _():
    t = uuid4()
    return dict(pairs=[S("CODECOV_TOKEN", t)], primary=t, cli="codecov upload-process -t %s -f coverage.xml" % t)


@vp("Intercom", "global", "access token", "access token", "token")
def _():
    t = b64e(("tok:%s:1:0" % uuid4()).encode())
    return dict(pairs=[S("INTERCOM_ACCESS_TOKEN", t)], primary=t,
                http=H("GET", "https://api.intercom.io/contacts", bearer(t), ("Intercom-Version", "2.11")))


@vp("Confluent Cloud", "global", "API key and secret", "API key/secret", "secret")
def _():
    k = rs(UPDG, 16)
    s = rs(AN + "+/", 64)
    return dict(pairs=[N("BOOTSTRAP_SERVERS", "pkc-%s.%s.aws.confluent.cloud:9092" % (rs(LODG, 5), ch(REGIONS))),
                       S("CONFLUENT_API_KEY", k), S("CONFLUENT_API_SECRET", s)], primary=s)


@vp("MongoDB Atlas", "global", "Admin API private key", "API private key", "key")
def _():
    pub = rs(LO, 8)
    priv = uuid4()
    return dict(pairs=[N("MONGODB_ATLAS_PUBLIC_KEY", pub), S("MONGODB_ATLAS_PRIVATE_KEY", priv)], primary=priv,
                cli="curl --digest -u '%s:%s' https://cloud.mongodb.com/api/atlas/v2/groups" % (pub, priv))


@vp("Twitch", "global", "client secret", "client secret", "secret")
def _():
    t = rs(LODG, 30)
    return dict(pairs=[N("TWITCH_CLIENT_ID", rs(LODG, 30)), S("TWITCH_CLIENT_SECRET", t)], primary=t)


@vp("Alchemy", "global", "API key", "API key", "key")
def _():
    t = rs(B64URL, 32)
    return dict(pairs=[("ETH_RPC_URL", "https://eth-mainnet.g.alchemy.com/v2/" + t, t)], primary=t)


@vp("Etherscan", "global", "API key", "API key", "key")
def _():
    t = rs(UPDG, 34)
    return dict(pairs=[S("ETHERSCAN_API_KEY", t)], primary=t)


# ---------------------------------------------------------------- Korea
@vp("Kakao", "kr", "REST API key", "REST API 키", "key")
def _():
    t = hexs(32)
    return dict(pairs=[S("KAKAO_REST_API_KEY", t)], primary=t,
                http=H("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%EC%84%B1%EC%88%98%EB%8F%99",
                       ("Authorization", "KakaoAK " + t)))


@vp("Kakao", "kr", "Admin key", "어드민 키", "key")
def _():
    t = hexs(32)
    return dict(pairs=[N("KAKAO_APP_ID", digits(6)), S("KAKAO_ADMIN_KEY", t)], primary=t,
                http=H("GET", "https://kapi.kakao.com/v1/user/ids?limit=100", ("Authorization", "KakaoAK " + t)))


@vp("Kakao", "kr", "Kakao Login client secret", "카카오 로그인 Client Secret", "secret")
def _():
    t = rs(AN, 32)
    return dict(pairs=[N("KAKAO_CLIENT_ID", hexs(32)), S("KAKAO_CLIENT_SECRET", t),
                       N("KAKAO_REDIRECT_URI", "https://%s.co.kr/oauth/kakao/callback" % ch(ORGS))], primary=t)


@vp("Naver", "kr", "Open API client secret", "오픈API Client Secret", "secret")
def _():
    cid = rs(AN, 20)
    t = rs(AN, 10)
    return dict(pairs=[N("NAVER_CLIENT_ID", cid), S("NAVER_CLIENT_SECRET", t)], primary=t,
                http=H("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EB%A7%9B%EC%A7%91",
                       ("X-Naver-Client-Id", cid), ("X-Naver-Client-Secret", t)))


@vp("Naver Cloud Platform", "kr", "API access key pair", "API 인증키", "key")
def _():
    ak = rs(AN, 20)
    sk = rs(AN, 40)
    return dict(pairs=[S("NCLOUD_ACCESS_KEY", ak), S("NCLOUD_SECRET_KEY", sk),
                       N("NCLOUD_REGION", "KR")], primary=sk)


@vp("Naver Cloud Platform", "kr", "Maps API key", "Maps API 키", "key")
def _():
    kid = rs(LODG, 10)
    t = rs(AN, 40)
    return dict(pairs=[N("NCP_APIGW_KEY_ID", kid), S("NCP_APIGW_KEY", t)], primary=t,
                http=H("GET", "https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=%ED%8C%90%EA%B5%90",
                       ("X-NCP-APIGW-API-KEY-ID", kid), ("X-NCP-APIGW-API-KEY", t)))


@vp("Toss Payments", "kr", "live secret key", "라이브 시크릿 키", "key")
def _():
    t = ch(["live_sk_", "live_gsk_"]) + rs(AN, 28)
    blob = b64s(t + ":")
    return dict(pairs=[S("TOSS_SECRET_KEY", t)], primary=t, extra=[blob],
                http=H("POST", "https://api.tosspayments.com/v1/payments/confirm",
                       ("Authorization", "Basic " + blob), ("Content-Type", "application/json")))


@vp("PortOne", "kr", "V2 API secret", "V2 API Secret", "secret")
def _():
    t = rs(AN, 80)
    return dict(pairs=[N("PORTONE_STORE_ID", "store-" + uuid4()), S("PORTONE_API_SECRET", t)], primary=t,
                http=H("GET", "https://api.portone.io/payments/%s" % ("order_" + digits(10)),
                       ("Authorization", "PortOne " + t)))


@vp("Solapi", "kr", "API key and secret", "API Key/Secret", "secret")
def _():
    k = "NCS" + rs(UPDG, 13)
    s = rs(UPDG, 32)
    return dict(pairs=[S("SOLAPI_API_KEY", k), S("SOLAPI_API_SECRET", s), N("SOLAPI_SENDER", "0" + digits(9, False))],
                primary=s)


@vp("Aligo", "kr", "SMS API key", "문자 API 키", "key")
def _():
    t = rs(LODG, 32)
    return dict(pairs=[N("ALIGO_USER_ID", ch(ORGS) + "sms"), S("ALIGO_API_KEY", t)], primary=t,
                cli="curl -X POST https://apis.aligo.in/send/ -d key=%s -d user_id=%ssms -d sender=0215880000" % (t, ch(ORGS)))


@vp("Upbit", "kr", "Open API key pair", "Open API 키", "key")
def _():
    a = rs(AN, 40)
    s = rs(AN, 40)
    return dict(pairs=[S("UPBIT_OPEN_API_ACCESS_KEY", a), S("UPBIT_OPEN_API_SECRET_KEY", s)], primary=s)


@vp("Bithumb", "kr", "API key pair", "API 키", "key")
def _():
    a = hexs(32)
    s = hexs(32)
    return dict(pairs=[S("BITHUMB_API_KEY", a), S("BITHUMB_SECRET_KEY", s)], primary=s)


@vp("data.go.kr", "kr", "service key", "일반 인증키", "key")
def _():
    dec = b64e(rbytes(ri(48, 66)))
    enc = pct(dec)
    if chance(0.5) and enc != dec:
        return dict(pairs=[("DATA_GO_KR_URL", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&dataType=JSON" % enc, enc)],
                    primary=enc)
    return dict(pairs=[S("DATA_GO_KR_SERVICE_KEY", dec)], primary=dec)


@vp("NHN Cloud", "kr", "Notification secret key", "Notification Secret Key", "key")
def _():
    app = rs(AN, 16)
    t = rs(AN, 8)
    return dict(pairs=[N("NHN_SMS_APPKEY", app), S("NHN_SMS_SECRET_KEY", t)], primary=t,
                http=H("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % app,
                       ("X-Secret-Key", t), ("Content-Type", "application/json;charset=UTF-8")))


@vp("Channel Talk", "kr", "Open API access key/secret", "Open API 키", "secret")
def _():
    a = hexs(24)
    s = hexs(32)
    return dict(pairs=[S("CHANNEL_ACCESS_KEY", a), S("CHANNEL_ACCESS_SECRET", s)], primary=s,
                http=H("GET", "https://api.channel.io/open/v5/user-chats?limit=25",
                       ("x-access-key", a), ("x-access-secret", s)))


@vp("Kakao Pay", "kr", "secret key", "Secret key", "key")
def _():
    t = ch(["DEV", "PRD"]) + rs(HEXU, 38)
    return dict(pairs=[S("KAKAOPAY_SECRET_KEY", t), N("KAKAOPAY_CID", "TC0ONETIME")], primary=t,
                http=H("POST", "https://open-api.kakaopay.com/online/v1/payment/ready",
                       ("Authorization", "SECRET_KEY " + t), ("Content-Type", "application/json")))


@vp("NICEPAY", "kr", "API secret key", "시크릿 키", "key")
def _():
    cid = "R2_" + hexs(32)
    t = hexs(32)
    blob = b64s(cid + ":" + t)
    return dict(pairs=[N("NICEPAY_CLIENT_ID", cid), S("NICEPAY_SECRET_KEY", t)], primary=t, extra=[blob],
                http=H("POST", "https://api.nicepay.co.kr/v1/payments/%s" % rs(AN, 20),
                       ("Authorization", "Basic " + blob)))


@vp("KG Inicis", "kr", "signKey", "signKey", "key")
def _():
    t = b64e(rbytes(24))
    return dict(pairs=[N("INICIS_MID", "INIpay" + digits(4, False)), S("INICIS_SIGN_KEY", t)], primary=t)


@vp("Coupang", "kr", "Open API access/secret key", "Open API 키", "key")
def _():
    a = uuid4()
    s = hexs(40)
    return dict(pairs=[S("COUPANG_ACCESS_KEY", a), S("COUPANG_SECRET_KEY", s), N("COUPANG_VENDOR_ID", "A00" + digits(6, False))],
                primary=s)


@vp("Cafe24", "kr", "app client secret", "앱 Client Secret", "secret")
def _():
    t = rs(AN, 22)
    return dict(pairs=[N("CAFE24_MALL_ID", ch(ORGS).replace("-", "")), N("CAFE24_CLIENT_ID", rs(AN, 22)),
                       S("CAFE24_CLIENT_SECRET", t)], primary=t)


@vp("Sendbird", "kr", "master API token", "API 토큰", "token")
def _():
    t = hexs(40)
    app = uuid4().upper()
    return dict(pairs=[N("SENDBIRD_APP_ID", app), S("SENDBIRD_API_TOKEN", t)], primary=t,
                http=H("GET", "https://api-%s.sendbird.com/v3/users?limit=10" % app, ("Api-Token", t)))


# ---------------------------------------------------------------- Japan
@vp("LINE", "jp", "Messaging API channel access token", "채널 액세스 토큰", "token")
def _():
    t = rs(B64, ri(170, 174)) + "="
    return dict(pairs=[S("LINE_CHANNEL_ACCESS_TOKEN", t), N("LINE_CHANNEL_ID", digits(10))], primary=t,
                http=H("POST", "https://api.line.me/v2/bot/message/push", bearer(t)))


@vp("LINE", "jp", "channel secret", "채널 시크릿", "secret")
def _():
    t = hexs(32)
    return dict(pairs=[N("LINE_CHANNEL_ID", digits(10)), S("LINE_CHANNEL_SECRET", t)], primary=t)


@vp("Chatwork", "jp", "API token", "API 토큰", "token")
def _():
    t = hexs(32)
    return dict(pairs=[S("CHATWORK_API_TOKEN", t), N("CHATWORK_ROOM_ID", digits(9))], primary=t,
                http=H("POST", "https://api.chatwork.com/v2/rooms/%s/messages" % digits(9), ("X-ChatWorkToken", t)))


@vp("PAY.JP", "jp", "live secret key", "live secret key", "key")
def _():
    t = "sk_live_" + hexs(24)
    return dict(pairs=[S("PAYJP_SECRET_KEY", t)], primary=t,
                cli="curl https://api.pay.jp/v1/charges?limit=3 -u %s:" % t)


@vp("Backlog", "jp", "API key", "API 키", "key")
def _():
    t = rs(AN, 64)
    sp = ch(ORGS)
    return dict(pairs=[N("BACKLOG_SPACE", sp + ".backlog.jp"), S("BACKLOG_API_KEY", t)], primary=t,
                http=H("GET", "https://%s.backlog.jp/api/v2/issues?apiKey=%s&count=20" % (sp, t)))


@vp("Sakura Cloud", "jp", "API access token and secret", "API 키", "secret")
def _():
    a = uuid4()
    s = rs(AN, 64)
    return dict(pairs=[S("SAKURACLOUD_ACCESS_TOKEN", a), S("SAKURACLOUD_ACCESS_TOKEN_SECRET", s),
                       N("SAKURACLOUD_ZONE", ch(["is1a", "tk1a", "is1b"]))], primary=s)


@vp("kintone", "jp", "API token", "API 토큰", "token")
def _():
    t = rs(AN, 40)
    return dict(pairs=[N("KINTONE_BASE_URL", "https://%s.cybozu.com" % ch(ORGS)), S("KINTONE_API_TOKEN", t)],
                primary=t, http=H("GET", "https://%s.cybozu.com/k/v1/records.json?app=%d" % (ch(ORGS), ri(3, 400)),
                                  ("X-Cybozu-API-Token", t)))


@vp("GMO Payment Gateway", "jp", "shop password", "ShopPass", "password")
def _():
    t = rs(LODG, ri(8, 10))
    return dict(pairs=[N("GMO_SHOP_ID", "tshop" + digits(8, False)), S("GMO_SHOP_PASS", t)], primary=t)


@vp("Rakuten", "jp", "RMS serviceSecret/licenseKey", "RMS 키", "key")
def _():
    ss = "SP%s_%s" % (digits(6), rs(AN, 16))
    lk = "SL%s_%s" % (digits(6), rs(AN, 16))
    blob = b64s(ss + ":" + lk)
    return dict(pairs=[S("RMS_SERVICE_SECRET", ss), S("RMS_LICENSE_KEY", lk)], primary=lk, extra=[blob],
                http=H("GET", "https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/", ("Authorization", "ESA " + blob)))


# ---------------------------------------------------------------- China
@vp("Alibaba Cloud", "cn", "AccessKey pair", "AccessKey", "key")
def _():
    a = "LTAI" + rs(AN, ri(16, 20))
    s = rs(AN, 30)
    return dict(pairs=[S("ALIBABA_CLOUD_ACCESS_KEY_ID", a), S("ALIBABA_CLOUD_ACCESS_KEY_SECRET", s),
                       N("ALIBABA_CLOUD_REGION_ID", ch(["cn-hangzhou", "cn-shanghai", "ap-northeast-1"]))], primary=s,
                cli="aliyun configure set --profile default --mode AK --access-key-id %s --access-key-secret %s --region cn-hangzhou" % (a, s))


@vp("Tencent Cloud", "cn", "SecretId/SecretKey", "SecretId/SecretKey", "key")
def _():
    a = "AKID" + rs(AN, 32)
    s = rs(AN, 32)
    return dict(pairs=[S("TENCENTCLOUD_SECRET_ID", a), S("TENCENTCLOUD_SECRET_KEY", s)], primary=s)


@vp("Baidu Cloud", "cn", "BCE AK/SK", "AK/SK", "key")
def _():
    a = hexs(32)
    s = hexs(32)
    return dict(pairs=[S("BCE_ACCESS_KEY_ID", a), S("BCE_SECRET_ACCESS_KEY", s)], primary=s)


@vp("Baidu AI Cloud", "cn", "API Key/Secret Key", "API Key/Secret Key", "key")
def _():
    a = rs(AN, 24)
    s = rs(AN, 32)
    return dict(pairs=[S("BAIDU_API_KEY", a), S("BAIDU_SECRET_KEY", s)], primary=s,
                cli="curl -X POST 'https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id=%s&client_secret=%s'" % (a, s))


@vp("Huawei Cloud", "cn", "AK/SK", "AK/SK", "key")
def _():
    a = rs(UPDG, 20)
    s = rs(AN, 40)
    return dict(pairs=[S("HUAWEICLOUD_SDK_AK", a), S("HUAWEICLOUD_SDK_SK", s),
                       N("HUAWEICLOUD_REGION", ch(["cn-north-4", "ap-southeast-1"]))], primary=s)


@vp("WeChat", "cn", "Official Account AppSecret", "AppSecret", "secret")
def _():
    app = "wx" + hexs(16)
    t = hexs(32)
    return dict(pairs=[N("WECHAT_APPID", app), S("WECHAT_APPSECRET", t)], primary=t,
                http=H("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (app, t)))


@vp("WeChat Pay", "cn", "APIv3 key", "APIv3 키", "key")
def _():
    t = rs(AN, 32)
    return dict(pairs=[N("WECHATPAY_MCHID", "16" + digits(8, False)), S("WECHATPAY_APIV3_KEY", t),
                       N("WECHATPAY_SERIAL_NO", rs(HEXU, 40))], primary=t)


@vp("DingTalk", "cn", "app AppSecret", "AppSecret", "secret")
def _():
    t = rs(B64URL, 64)
    return dict(pairs=[N("DINGTALK_APP_KEY", "ding" + rs(LODG, 16)), S("DINGTALK_APP_SECRET", t)], primary=t)


@vp("Feishu", "cn", "app secret", "App Secret", "secret")
def _():
    t = rs(AN, 32)
    return dict(pairs=[N("FEISHU_APP_ID", "cli_" + hexs(16)), S("FEISHU_APP_SECRET", t)], primary=t)


@vp("Qiniu", "cn", "AccessKey/SecretKey", "AK/SK", "key")
def _():
    a = rs(B64URL, 40)
    s = rs(B64URL, 40)
    return dict(pairs=[S("QINIU_ACCESS_KEY", a), S("QINIU_SECRET_KEY", s), N("QINIU_BUCKET", ch(ORGS) + "-static")],
                primary=s)


@vp("Volcengine", "cn", "AccessKey pair", "AccessKey", "key")
def _():
    a = "AKLT" + b64u(rbytes(30))
    s = b64e(rbytes(45))
    return dict(pairs=[S("VOLC_ACCESSKEY", a), S("VOLC_SECRETKEY", s)], primary=s)


@vp("Gitee", "cn", "private token", "private token", "token")
def _():
    t = hexs(32)
    return dict(pairs=[S("GITEE_TOKEN", t)], primary=t,
                http=H("GET", "https://gitee.com/api/v5/user/repos?access_token=%s&per_page=20" % t))


@vp("Zhipu AI", "cn", "API key", "API key", "key")
def _():
    t = hexs(32) + "." + rs(AN, 16)
    return dict(pairs=[S("ZHIPUAI_API_KEY", t)], primary=t,
                http=H("POST", "https://open.bigmodel.cn/api/paas/v4/chat/completions", bearer(t)))


@vp("Moonshot AI", "cn", "API key", "API key", "key")
def _():
    t = "sk-" + rs(AN, 48)
    return dict(pairs=[S("MOONSHOT_API_KEY", t)], primary=t,
                http=H("POST", "https://api.moonshot.cn/v1/chat/completions", bearer(t)))


@vp("Alibaba DashScope", "cn", "API key", "API key", "key")
def _():
    t = "sk-" + hexs(32)
    return dict(pairs=[S("DASHSCOPE_API_KEY", t)], primary=t,
                http=H("POST", "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions", bearer(t)))


@vp("DeepSeek", "cn", "API key", "API key", "key")
def _():
    t = "sk-" + hexs(32)
    return dict(pairs=[S("DEEPSEEK_API_KEY", t)], primary=t,
                http=H("POST", "https://api.deepseek.com/chat/completions", bearer(t)))


# ---------------------------------------------------------------- Europe
@vp("Mollie", "eu", "live API key", "live API key", "key")
def _():
    t = "live_" + rs(AN, 30)
    return dict(pairs=[S("MOLLIE_API_KEY", t)], primary=t,
                http=H("GET", "https://api.mollie.com/v2/payments?limit=5", bearer(t)))


@vp("Adyen", "eu", "API key", "API key", "key")
def _():
    t = "AQE" + rs(B64, 97) + "==-" + b64e(rbytes(32)) + "-" + rs(AN, 16)
    return dict(pairs=[S("ADYEN_API_KEY", t), N("ADYEN_MERCHANT_ACCOUNT", ch(ORGS).title() + "ECOM")], primary=t,
                http=H("POST", "https://checkout-test.adyen.com/v71/payments", ("X-API-Key", t)))


@vp("GoCardless", "eu", "live access token", "live access token", "token")
def _():
    t = "live_" + rs(B64URL, 40)
    return dict(pairs=[S("GOCARDLESS_ACCESS_TOKEN", t)], primary=t,
                http=H("GET", "https://api.gocardless.com/mandates", bearer(t), ("GoCardless-Version", "2015-07-06")))


@vp("Scaleway", "eu", "API key pair", "API 키", "key")
def _():
    a = "SCW" + rs(UPDG, 17)
    s = uuid4()
    return dict(pairs=[S("SCW_ACCESS_KEY", a), S("SCW_SECRET_KEY", s), N("SCW_DEFAULT_PROJECT_ID", uuid4())],
                primary=s)


@vp("OVHcloud", "eu", "application secret and consumer key", "application secret/consumer key", "secret")
def _():
    ak = rs(AN, 16)
    asec = rs(AN, 32)
    ck = rs(AN, 32)
    return dict(pairs=[N("OVH_ENDPOINT", "ovh-eu"), N("OVH_APPLICATION_KEY", ak), S("OVH_APPLICATION_SECRET", asec),
                       S("OVH_CONSUMER_KEY", ck)], primary=asec)


@vp("Hetzner", "eu", "Cloud API token", "Cloud API 토큰", "token")
def _():
    t = rs(AN, 64)
    return dict(pairs=[S("HCLOUD_TOKEN", t)], primary=t,
                http=H("GET", "https://api.hetzner.cloud/v1/servers", bearer(t)))


@vp("Mistral AI", "eu", "API key", "API key", "key")
def _():
    t = rs(AN, 32)
    return dict(pairs=[S("MISTRAL_API_KEY", t)], primary=t,
                http=H("POST", "https://api.mistral.ai/v1/chat/completions", bearer(t)))


@vp("DeepL", "eu", "API authentication key", "API 인증 키", "key")
def _():
    t = uuid4() + ch([":fx", ""])
    host = "api-free.deepl.com" if t.endswith(":fx") else "api.deepl.com"
    return dict(pairs=[S("DEEPL_AUTH_KEY", t)], primary=t,
                http=H("POST", "https://%s/v2/translate" % host, ("Authorization", "DeepL-Auth-Key " + t)))


@vp("Yandex Cloud", "eu", "API key", "API key", "key")
def _():
    t = "AQVN" + rs(B64URL, 36)
    return dict(pairs=[S("YC_API_KEY", t), N("YC_FOLDER_ID", "b1g" + rs(LODG, 17))], primary=t,
                http=H("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion",
                       ("Authorization", "Api-Key " + t)))


@vp("Yandex Cloud", "eu", "static access key", "static access key", "key")
def _():
    a = "YCAJE" + rs(B64URL, 20)
    s = "YC" + rs(B64URL, 38)
    return dict(pairs=[S("AWS_ACCESS_KEY_ID", a), S("AWS_SECRET_ACCESS_KEY", s),
                       N("S3_ENDPOINT", "https://storage.yandexcloud.net")], primary=s)


@vp("Yandex Cloud", "eu", "IAM token", "IAM 토큰", "token")
def _():
    t = "t1.9euelZ" + rs(B64URL, ri(220, 260))
    return dict(pairs=[S("YC_IAM_TOKEN", t)], primary=t,
                http=H("GET", "https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds", bearer(t)))


@vp("Exoscale", "eu", "API key and secret", "API key/secret", "secret")
def _():
    a = "EXO" + hexs(24)
    s = rs(B64URL, 43)
    return dict(pairs=[S("EXOSCALE_API_KEY", a), S("EXOSCALE_API_SECRET", s)], primary=s)


@vp("Vonage", "eu", "API secret", "API secret", "secret")
def _():
    k = hexs(8)
    s = rs(AN, 16)
    return dict(pairs=[N("VONAGE_API_KEY", k), S("VONAGE_API_SECRET", s)], primary=s,
                cli="curl -X POST https://rest.nexmo.com/sms/json -d api_key=%s -d api_secret=%s -d to=4479%s" % (k, s, digits(8, False)))


@vp("Wise", "eu", "API token", "API token", "token")
def _():
    t = uuid4()
    return dict(pairs=[S("WISE_API_TOKEN", t), N("WISE_PROFILE_ID", digits(8))], primary=t,
                http=H("GET", "https://api.transferwise.com/v4/profiles/%s/balances?types=STANDARD" % digits(8), bearer(t)))


@vp("SumUp", "eu", "secret API key", "secret API key", "key")
def _():
    t = "sup_sk_" + rs(AN, 32)
    return dict(pairs=[S("SUMUP_API_KEY", t)], primary=t,
                http=H("GET", "https://api.sumup.com/v0.1/me/transactions/history?limit=10", bearer(t)))


@vp("Infobip", "eu", "API key", "API key", "key")
def _():
    t = hexs(32) + "-" + uuid4()
    return dict(pairs=[N("INFOBIP_BASE_URL", "https://%s.api.infobip.com" % rs(LODG, 6)), S("INFOBIP_API_KEY", t)],
                primary=t, http=H("POST", "https://%s.api.infobip.com/sms/2/text/advanced" % rs(LODG, 6), ("Authorization", "App " + t)))


@vp("MessageBird", "eu", "live access key", "live access key", "key")
def _():
    t = rs(AN, 25)
    return dict(pairs=[S("MESSAGEBIRD_ACCESS_KEY", t)], primary=t,
                http=H("GET", "https://rest.messagebird.com/balance", ("Authorization", "AccessKey " + t)))


@vp("Brevo", "eu", "API v3 key", "API v3 키", "key")
def _():
    t = "xkeysib-" + hexs(64) + "-" + rs(AN, 16)
    return dict(pairs=[S("BREVO_API_KEY", t)], primary=t,
                http=H("POST", "https://api.brevo.com/v3/smtp/email", ("api-key", t)))


@vp("Spotify", "eu", "client secret", "client secret", "secret")
def _():
    t = hexs(32)
    return dict(pairs=[N("SPOTIFY_CLIENT_ID", hexs(32)), S("SPOTIFY_CLIENT_SECRET", t)], primary=t)


# ================================================================ containers
# A container renders [(LABEL, display, secret|None)] into a pasted snippet.
# Returns dict(snip=..., where=(en, ko), cname=..., extra=[derived secrets]).
def W(path):
    return ("`%s`" % path, "`%s`" % path)


FILLERS = [("NODE_ENV", lambda c: "production"), ("PORT", lambda c: str(ch([3000, 8000, 8080, 9090]))),
           ("LOG_LEVEL", lambda c: ch(["info", "debug", "warn"])), ("TZ", lambda c: "Asia/Seoul"),
           ("APP_NAME", lambda c: c["svc"]), ("SENTRY_ENVIRONMENT", lambda c: c["env"]),
           ("REDIS_URL", lambda c: "redis://cache.%s.internal:6379/0" % c["env"]),
           ("DB_HOST", lambda c: ch(HOSTS)), ("FEATURE_FLAGS", lambda c: "checkout_v2,new_search"),
           ("HTTP_TIMEOUT_MS", lambda c: str(ch([3000, 5000, 15000]))),
           ("S3_BUCKET", lambda c: "%s-%s-artifacts" % (ch(ORGS), c["env"])),
           ("OTEL_EXPORTER_OTLP_ENDPOINT", lambda c: "http://otel-collector:4317")]


def with_fillers(P, c, lo=0, hi=3):
    out = list(P)
    n = ri(lo, hi)
    used = [p[0] for p in P]
    for lab, fn in sample(FILLERS, n):
        if lab in used:
            continue
        out.insert(ri(0, len(out)), (lab, fn(c), None))
    return out


def k_lower(L):
    return L.lower()


def k_camel(L):
    parts = L.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def k_dotted(L):
    parts = L.lower().split("_")
    if len(parts) == 1:
        return parts[0]
    return parts[0] + "." + "-".join(parts[1:])


def xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def needs_quote(v):
    return any(x in v for x in " #;$&|<>")


def c_dotenv(P, c):
    P = with_fillers(P, c)
    q = chance(0.3)
    lines = []
    if chance(0.4):
        lines.append("# %s (%s)" % (c["vendor"], c["env"]))
    for L, v, _ in P:
        lines.append('%s="%s"' % (L, v) if (q or needs_quote(v)) else "%s=%s" % (L, v))
    path = ch([".env", ".env.production", ".env.local", "services/%s/.env" % c["svc"], "config/.env.%s" % c["env"], ".env.%s" % c["env"]])
    return dict(snip="\n".join(lines), where=W(path), cname=".env file")


def c_export(P, c):
    P = with_fillers(P, c, 0, 2)
    lines = ['export %s="%s"' % (L, v) if chance(0.6) or needs_quote(v) else "export %s=%s" % (L, v) for L, v, _ in P]
    path = ch(["~/.bashrc", "~/.zshrc", "scripts/env.sh", "deploy/setenv.sh", "bin/dev-env.sh"])
    return dict(snip="\n".join(lines), where=W(path), cname="shell export")


def c_fish(P, c):
    lines = ["set -gx %s '%s'" % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("~/.config/fish/config.fish"), cname="fish config")


def c_powershell(P, c):
    lines = ["$env:%s = '%s'" % (L, v) for L, v, _ in P]
    if chance(0.5):
        lines.append("dotnet run --project src/%s" % c["svc"])
    return dict(snip="\n".join(lines), where=W(ch(["setup.ps1", "scripts\\dev.ps1", "$PROFILE"])), cname="PowerShell")


def c_cmdset(P, c):
    lines = ["set %s=%s" % (L, v) for L, v, _ in P if " " not in v] or ["set %s=%s" % (P[0][0], P[0][1])]
    lines.append("call gradlew.bat bootRun")
    return dict(snip="\n".join(lines), where=W(ch(["run_local.bat", "scripts\\start.cmd"])), cname="Windows batch")


def c_yaml(P, c):
    P = with_fillers(P, c, 0, 1)
    slug = c["slug"]
    lines = ["%s:" % slug]
    for L, v, _ in P:
        k = k_lower(L)
        if k.startswith(slug + "_"):
            k = k[len(slug) + 1:]
        lines.append('  %s: "%s"' % (k, v) if chance(0.6) or needs_quote(v) or ":" in v else "  %s: %s" % (k, v))
    if chance(0.5):
        lines.insert(0, "server:\n  port: 8080")
    path = ch(["config/application-%s.yml" % c["env"], "config.yaml", "settings/%s.yaml" % c["env"], "conf/app.yml"])
    return dict(snip="\n".join(lines), where=W(path), cname="YAML config")


def c_json(P, c):
    inner = {}
    for L, v, _ in P:
        inner[k_camel(L)] = v
    obj = {c["slug"]: inner}
    if chance(0.5):
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, c["slug"].title(): inner}
    s = json.dumps(obj, indent=2, ensure_ascii=False)
    path = ch(["appsettings.Production.json", "config/default.json", "secrets.json", "config/%s.json" % c["env"]])
    return dict(snip=s, where=W(path), cname="JSON config")


def c_toml(P, c):
    lines = ["[%s]" % c["slug"]] + ['%s = "%s"' % (k_lower(L), v) for L, v, _ in P]
    path = ch(["config.toml", ".streamlit/secrets.toml", "settings.toml", "Settings.toml"])
    return dict(snip="\n".join(lines), where=W(path), cname="TOML")


def c_ini(P, c):
    lines = ["[%s]" % c["slug"]] + ["%s = %s" % (k_lower(L), v) for L, v, _ in P]
    path = ch(["settings.ini", "config.cfg", "app.ini", "%s.conf" % c["slug"]])
    return dict(snip="\n".join(lines), where=W(path), cname="INI")


def c_properties(P, c):
    lines = ["%s=%s" % (k_dotted(L), v) for L, v, _ in P]
    if chance(0.5):
        lines.insert(0, "server.port=8080")
    path = ch(["application-%s.properties" % c["env"], "gradle.properties", "local.properties", "config.properties"])
    return dict(snip="\n".join(lines), where=W(path), cname="Java properties")


def c_xml(P, c):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k_camel(L)[0].upper() + k_camel(L)[1:], xml_esc(v)) for L, v, _ in P] + ["</appSettings>"]
    return dict(snip="\n".join(lines), where=W(ch(["Web.config", "App.config", "Web.Release.config"])), cname="XML appSettings")


def c_k8s_stringdata(P, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % c["svc"],
             "  namespace: %s" % c["env"], "type: Opaque", "stringData:"]
    lines += ['  %s: "%s"' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("k8s/%s/secret.yaml" % c["env"]), cname="k8s Secret stringData")


def c_k8s_data(P, c):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-creds" % c["svc"], "type: Opaque", "data:"]
    extra = []
    for L, v, s in P:
        enc = b64s(v)
        lines.append("  %s: %s" % (L, enc))
        if s is not None:
            extra.append(enc)
    return dict(snip="\n".join(lines), where=W("deploy/secret-%s.yaml" % c["env"]), cname="k8s Secret data (base64)",
                extra=extra, drop_raw=True)


def c_k8s_env(P, c):
    lines = ["      containers:", "        - name: %s" % c["svc"],
             "          image: registry.%s.io/%s:%s" % (ch(ORGS), c["svc"], "1.%d.%d" % (ri(0, 30), ri(0, 9))),
             "          env:"]
    for L, v, _ in P:
        lines.append("            - name: %s" % L)
        lines.append('              value: "%s"' % v)
    return dict(snip="\n".join(lines), where=W("k8s/deployment.yaml"), cname="k8s Deployment env")


def c_compose(P, c):
    P = with_fillers(P, c, 0, 2)
    lines = ["services:", "  %s:" % c["svc"], "    image: %s/%s:latest" % (ch(ORGS), c["svc"]), "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (L, v) for L, v, _ in P]
    else:
        lines += ['      %s: "%s"' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W(ch(["docker-compose.yml", "compose.prod.yaml", "docker-compose.override.yml"])),
                cname="docker compose")


def c_dockerfile(P, c):
    lines = ["FROM %s" % ch(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.23 AS build"])]
    kw = ch(["ENV", "ARG"])
    lines += ['%s %s="%s"' % (kw, L, v) for L, v, _ in P]
    lines += ["WORKDIR /app", "COPY . .", ch(['CMD ["python", "-m", "app"]', 'CMD ["node", "dist/server.js"]', "RUN make build"])]
    return dict(snip="\n".join(lines), where=W(ch(["Dockerfile", "docker/%s.Dockerfile" % c["svc"]])), cname="Dockerfile")


def c_gha(P, c):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (L, v) if not needs_quote(v) and ":" not in v else '      %s: "%s"' % (L, v) for L, v, _ in P]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh %s" % c["env"]]
    return dict(snip="\n".join(lines), where=W(".github/workflows/%s.yml" % ch(["deploy", "release", "nightly", "ci"])),
                cname="GitHub Actions workflow")


def c_gitlab(P, c):
    lines = ["variables:"] + ['  %s: "%s"' % (L, v) for L, v, _ in P]
    lines += ["", "deploy:%s:" % c["env"], "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return dict(snip="\n".join(lines), where=W(".gitlab-ci.yml"), cname="GitLab CI")


def c_terraform(P, c):
    lines = []
    for L, v, s in P:
        lines.append('variable "%s" {' % k_lower(L))
        lines.append('  type    = string')
        lines.append('  default = "%s"' % v)
        if s is not None and chance(0.5):
            lines.append("  sensitive = true")
        lines.append("}")
    return dict(snip="\n".join(lines), where=W(ch(["variables.tf", "infra/%s/variables.tf" % c["env"]])), cname="Terraform variable default")


def c_tfvars(P, c):
    lines = ['%s = "%s"' % (k_lower(L), v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W(ch(["terraform.tfvars", "%s.auto.tfvars" % c["env"]])), cname="terraform.tfvars")


def c_python(P, c):
    form = ri(0, 2)
    if form == 0:
        lines = ['%s = "%s"' % (L, v) for L, v, _ in P]
    elif form == 1:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (L, v) for L, v, _ in P]
    else:
        lines = ["SETTINGS = {"] + ['    "%s": "%s",' % (k_lower(L), v) for L, v, _ in P] + ["}"]
    path = ch(["settings.py", "%s/config.py" % c["svc"].replace("-", "_"), "scripts/backfill.py", "conftest.py"])
    return dict(snip="\n".join(lines), where=W(path), cname="Python source")


def c_js(P, c):
    if chance(0.5):
        lines = ['const %s = process.env.%s ?? "%s";' % (k_camel(L), L, v) for L, v, _ in P]
    else:
        lines = ["export default {"] + ['  %s: "%s",' % (k_camel(L), v) for L, v, _ in P] + ["};"]
    path = ch(["src/config.ts", "config/index.js", "scripts/seed.mjs", "next.config.js"])
    return dict(snip="\n".join(lines), where=W(path), cname="JavaScript/TypeScript source")


def c_go(P, c):
    if chance(0.5):
        lines = ["const ("] + ['\t%s = "%s"' % (k_camel(L), v) for L, v, _ in P] + [")"]
    else:
        lines = ['os.Setenv("%s", "%s")' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W(ch(["internal/config/config.go", "cmd/%s/main.go" % c["svc"], "main_test.go"])),
                cname="Go source")


def c_java(P, c):
    lines = ['    private static final String %s = "%s";' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("src/main/java/com/%s/%s/Config.java" % (ch(ORGS).replace("-", ""), c["slug"])),
                cname="Java source")


def c_csharp(P, c):
    lines = ['builder.Configuration["%s:%s"] = "%s";' % (c["slug"].title(), k_camel(L), v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("Program.cs"), cname="C# source")


def c_ruby(P, c):
    lines = ['ENV["%s"] ||= "%s"' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W(ch(["config/initializers/%s.rb" % c["slug"], "lib/tasks/sync.rake"])), cname="Ruby source")


def c_php(P, c):
    lines = ["return ["] + ["    '%s' => '%s'," % (k_lower(L), v) for L, v, _ in P] + ["];"]
    return dict(snip="\n".join(lines), where=W("config/services.php"), cname="PHP config")


def c_rust(P, c):
    lines = ['std::env::set_var("%s", "%s");' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W(ch(["src/main.rs", "tests/integration.rs"])), cname="Rust source")


def c_kotlin(P, c):
    lines = ['const val %s = "%s"' % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("app/src/main/java/com/%s/BuildSecrets.kt" % ch(ORGS).replace("-", "")), cname="Kotlin source")


def c_swift(P, c):
    lines = ['static let %s = "%s"' % (k_camel(L), v) for L, v, _ in P]
    return dict(snip="enum Secrets {\n" + "\n".join("    " + x for x in lines) + "\n}", where=W("App/Secrets.swift"), cname="Swift source")


def c_log(P, c):
    t = log_ts()
    if chance(0.5):
        lines = ["%s INFO  [%s] loaded %d settings from environment" % (t, c["svc"], len(P))]
        lines += ["%s DEBUG [%s]   %s=%s" % (t, c["svc"], L, v) for L, v, _ in P]
    else:
        obj = {"ts": iso_ts(), "level": "debug", "svc": c["svc"], "msg": "effective config"}
        for L, v, _ in P:
            obj[k_lower(L)] = v
        lines = [json.dumps(obj, ensure_ascii=False)]
    return dict(snip="\n".join(lines), where=(ch(["the pod logs", "the CloudWatch log stream", "the Loki query result"]),
                                              ch(["파드 로그", "CloudWatch 로그", "Loki 로그"])), cname="application log")


def c_traceback(P, c):
    d = ", ".join("'%s': '%s'" % (k_lower(L), v) for L, v, _ in P)
    lines = ["Traceback (most recent call last):",
             '  File "/srv/%s/app/clients.py", line %d, in connect' % (c["svc"], ri(20, 300)),
             "    return Client(**settings)",
             "  settings = {%s}" % d,
             "%s: 401 Unauthorized" % ch(["requests.exceptions.HTTPError", "httpx.HTTPStatusError", "AuthenticationError"])]
    return dict(snip="\n".join(lines), where=("the Sentry event (locals)", "Sentry 이벤트 locals"), cname="stack trace with locals")


def c_diff(P, c):
    lines = ["--- a/%s" % c["difffile"], "+++ b/%s" % c["difffile"], "@@ -%d,%d +%d,%d @@" % (ri(1, 20), len(P), ri(1, 20), len(P))]
    for L, v, s in P:
        if s is not None:
            lines.append("-%s=${%s}" % (L, L))
            lines.append("+%s=%s" % (L, v))
        else:
            lines.append(" %s=%s" % (L, v))
    return dict(snip="\n".join(lines), where=("the PR diff", "PR diff"), cname="diff")


def c_table(P, c):
    lines = ["| variable | value | env |", "|---|---|---|"] + ["| %s | %s | %s |" % (L, v, c["env"]) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=("the Confluence page", "컨플루언스 페이지"), cname="markdown table")


def c_chat(P, c):
    who = ch(PEOPLE_EN + PEOPLE_KO)
    lines = []
    for L, v, _ in P:
        lines.append("[%02d:%02d] %s: %s %s" % (ri(8, 22), ri(0, 59), who, ch(["", "prod", "여기요", "here:", "->"]), "%s=%s" % (L, v)))
    return dict(snip="\n".join(lines), where=("a Slack DM", "슬랙 DM"), cname="chat message")


def c_helm(P, c):
    lines = ["%s:" % c["slug"], "  existingSecret: \"\""] + ['  %s: "%s"' % (k_camel(L), v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("charts/%s/values-%s.yaml" % (c["svc"], c["env"])), cname="Helm values")


def c_ansible(P, c):
    lines = ["---"] + ['%s: "%s"' % (k_lower(L), v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("inventories/%s/group_vars/all.yml" % c["env"]), cname="Ansible vars (plain)")


def c_systemd(P, c):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (L, v) for L, v, _ in P] + ["ExecStart=/opt/%s/bin/%s" % (c["svc"], c["svc"])]
    return dict(snip="\n".join(lines), where=W("/etc/systemd/system/%s.service" % c["svc"]), cname="systemd unit")


def c_crontab(P, c):
    envs = " ".join("%s=%s" % (L, v) for L, v, _ in P if " " not in v)
    if not envs:
        envs = "%s='%s'" % (P[0][0], P[0][1])
    snip = "*/%d * * * * %s /opt/%s/bin/sync >> /var/log/%s.log 2>&1" % (ch([5, 10, 15, 30]), envs, c["svc"], c["svc"])
    return dict(snip=snip, where=("the crontab on the batch server", "배치 서버 crontab"), cname="crontab")


def c_makefile(P, c):
    lines = ["%s ?= %s" % (L, v) for L, v, _ in P] + ["", "deploy:", "\t./scripts/deploy.sh $(ENV)"]
    return dict(snip="\n".join(lines), where=W("Makefile"), cname="Makefile")


def c_sql(P, c):
    lines = ["INSERT INTO integration_settings (provider, name, value) VALUES"]
    vals = ["  ('%s', '%s', '%s')" % (c["slug"], k_lower(L), v) for L, v, _ in P]
    return dict(snip="\n".join(lines) + "\n" + ",\n".join(vals) + ";", where=W("db/seed/%s.sql" % c["env"]), cname="SQL seed")


def c_postman(P, c):
    vals = [{"key": L, "value": v, "type": ch(["default", "secret"]), "enabled": True} for L, v, _ in P]
    return dict(snip=json.dumps({"name": c["env"], "values": vals}, indent=1, ensure_ascii=False),
                where=W("postman/%s.postman_environment.json" % c["env"]), cname="Postman environment")


def c_launch(P, c):
    obj = {"type": ch(["node", "debugpy", "go"]), "request": "launch", "name": "%s (%s)" % (c["svc"], c["env"]),
           "env": dict((L, v) for L, v, _ in P)}
    return dict(snip=json.dumps(obj, indent=2, ensure_ascii=False), where=W(".vscode/launch.json"), cname="VS Code launch.json")


def c_jenkins(P, c):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (L, v) for L, v, _ in P] + ["  }"]
    return dict(snip="\n".join(lines), where=W("Jenkinsfile"), cname="Jenkinsfile")


def c_circleci(P, c):
    lines = ["jobs:", "  build:", "    docker:", "      - image: cimg/node:20.11", "    environment:"]
    lines += ["      %s: %s" % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W(".circleci/config.yml"), cname="CircleCI config")


def c_supervisor(P, c):
    env = ",".join('%s="%s"' % (L, v) for L, v, _ in P)
    return dict(snip="[program:%s]\ncommand=/opt/%s/venv/bin/python worker.py\nenvironment=%s" % (c["svc"], c["svc"], env),
                where=W("/etc/supervisor/conf.d/%s.conf" % c["svc"]), cname="supervisord config")


def c_csv(P, c):
    lines = ["key,value,environment"] + ["%s,%s,%s" % (L, v, c["env"]) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("secrets_export_%s.csv" % c["env"]), cname="CSV export")


def c_jupyter(P, c):
    lines = ["%%env %s=%s" % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("notebooks/%s_eval.ipynb" % c["slug"]), cname="Jupyter cell")


def c_serverless(P, c):
    lines = ["provider:", "  name: aws", "  runtime: python3.12", "  environment:"] + ["    %s: %s" % (L, v) for L, v, _ in P]
    return dict(snip="\n".join(lines), where=W("serverless.yml"), cname="serverless.yml")


PAIR_CONTAINERS = [(c_dotenv, 8), (c_export, 4), (c_fish, 1), (c_powershell, 1.5), (c_cmdset, 1), (c_yaml, 4),
                   (c_json, 4), (c_toml, 2), (c_ini, 1.5), (c_properties, 2), (c_xml, 1.5), (c_k8s_stringdata, 3),
                   (c_k8s_data, 2), (c_k8s_env, 2), (c_compose, 3), (c_dockerfile, 2), (c_gha, 2.5), (c_gitlab, 1.5),
                   (c_terraform, 1.5), (c_tfvars, 1), (c_python, 3), (c_js, 3), (c_go, 1.5), (c_java, 1.5),
                   (c_csharp, 1), (c_ruby, 1), (c_php, 1), (c_rust, 1), (c_kotlin, 1), (c_swift, 1), (c_log, 2.5),
                   (c_traceback, 1.5), (c_diff, 2), (c_table, 1.5), (c_chat, 2), (c_helm, 1.5), (c_ansible, 1.5),
                   (c_systemd, 1), (c_crontab, 1), (c_makefile, 1), (c_sql, 1), (c_postman, 1), (c_launch, 1),
                   (c_jenkins, 1), (c_circleci, 1), (c_supervisor, 1), (c_csv, 1), (c_jupyter, 1), (c_serverless, 1)]


# ---------------------------------------------------------------- HTTP / CLI renderers
def split_url(url):
    m = re.match(r"https?://([^/]+)(/.*)?$", url)
    return m.group(1), (m.group(2) or "/")


def h_curl(h, c):
    parts = ["curl -sS -X %s '%s'" % (h["method"], h["url"])] if h["method"] != "GET" or chance(0.3) else ["curl -sS '%s'" % h["url"]]
    for n, v in h["headers"]:
        parts.append("-H '%s: %s'" % (n, v))
    if h["method"] == "POST":
        parts.append("-d @payload.json")
    sep = " \\\n  " if chance(0.6) else " "
    return dict(snip=sep.join(parts), where=("the curl command in the runbook", "런북의 curl 명령"), cname="curl header")


def h_raw(h, c):
    host, path = split_url(h["url"])
    lines = ["%s %s HTTP/1.1" % (h["method"], path), "Host: %s" % host]
    lines += ["%s: %s" % (n, v) for n, v in h["headers"]]
    lines += ["User-Agent: %s/%d.%d" % (c["svc"], ri(1, 4), ri(0, 20)), "Accept: */*"]
    return dict(snip="\n".join(lines), where=("the captured request in mitmproxy", "mitmproxy로 잡은 요청"), cname="raw HTTP request")


def h_requests(h, c):
    hd = ", ".join('"%s": "%s"' % (n, v) for n, v in h["headers"])
    snip = 'resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (h["method"].lower(), h["url"], hd)
    return dict(snip=snip, where=W("scripts/%s_check.py" % c["slug"]), cname="Python requests call")


def h_fetch(h, c):
    hd = ", ".join('"%s": "%s"' % (n, v) for n, v in h["headers"])
    snip = 'const res = await fetch("%s", {\n  method: "%s",\n  headers: { %s },\n});' % (h["url"], h["method"], hd)
    return dict(snip=snip, where=W(ch(["src/lib/%s.ts" % c["slug"], "pages/api/%s.js" % c["slug"]])), cname="fetch() call")


def h_httpie(h, c):
    snip = "http %s '%s' %s" % (h["method"], h["url"], " ".join("'%s:%s'" % (n, v) for n, v in h["headers"]))
    return dict(snip=snip, where=("my shell history", "셸 히스토리"), cname="HTTPie command")


def h_log(h, c):
    hd = ", ".join("'%s': '%s'" % (n, v) for n, v in h["headers"])
    snip = "%s DEBUG urllib3.connectionpool %s %s headers={%s}\n%s DEBUG urllib3.connectionpool \"%s %s HTTP/1.1\" %d %d" % (
        log_ts(), h["method"], h["url"], hd, log_ts(), h["method"], split_url(h["url"])[1], ch([401, 403, 200, 429]), ri(30, 900))
    return dict(snip=snip, where=("the debug log", "디버그 로그"), cname="debug log of request headers")


def h_har(h, c):
    obj = {"request": {"method": h["method"], "url": h["url"],
                       "headers": [{"name": n, "value": v} for n, v in h["headers"]]}}
    return dict(snip=json.dumps(obj, ensure_ascii=False), where=W("network.har"), cname="HAR excerpt")


def h_go(h, c):
    lines = ['req, _ := http.NewRequest("%s", "%s", body)' % (h["method"], h["url"])]
    lines += ['req.Header.Set("%s", "%s")' % (n, v) for n, v in h["headers"]]
    return dict(snip="\n".join(lines), where=W("internal/%s/client.go" % c["slug"]), cname="Go net/http")


def h_okhttp(h, c):
    lines = ["val request = Request.Builder()", '    .url("%s")' % h["url"]]
    lines += ['    .addHeader("%s", "%s")' % (n, v) for n, v in h["headers"]]
    lines += ["    .build()"]
    return dict(snip="\n".join(lines), where=W("app/src/main/java/com/%s/net/Api.kt" % ch(ORGS).replace("-", "")), cname="Kotlin OkHttp")


HTTP_RENDERERS = [(h_curl, 5), (h_raw, 2), (h_requests, 2), (h_fetch, 2), (h_httpie, 1), (h_log, 2), (h_har, 1),
                  (h_go, 1), (h_okhttp, 1)]


def cli_prompt(cmd, c):
    out = "$ " + cmd
    if chance(0.4):
        out += "\n" + ch(["$ echo $?\n0", "$ echo $?\n1", "real\t0m%d.%03ds" % (ri(0, 9), ri(0, 999))])
    return dict(snip=out, where=("my terminal session", "터미널 세션"), cname="shell command")


def cli_history(cmd, c):
    n = ri(200, 2000)
    lines = [" %d  cd ~/work/%s" % (n, c["svc"]), " %d  %s" % (n + 1, cmd), " %d  git status" % (n + 2)]
    return dict(snip="\n".join(lines), where=("`~/.bash_history` on the jump host", "점프 호스트 `~/.bash_history`"), cname="bash history")


def cli_ci(cmd, c):
    lines = ["%s + %s" % (iso_ts(), cmd), "%s %s" % (iso_ts(), ch(["Cleaning up project directory and file based variables", "ERROR: Job failed: exit code 1", "Job succeeded"]))]
    return dict(snip="\n".join(lines), where=("the CI job log (set -x)", "CI 잡 로그 (set -x)"), cname="CI log with set -x")


def cli_readme(cmd, c):
    return dict(snip="1. `cd %s`\n2. `%s`\n3. `make deploy ENV=%s`" % (c["svc"], cmd, c["env"]),
                where=W("docs/setup.md"), cname="setup doc step")


def cli_dockerrun(cmd, c):
    return dict(snip="FROM %s\nRUN %s\nCOPY . /app" % (ch(["node:20-alpine", "python:3.12-slim", "ubuntu:24.04"]), cmd),
                where=W("Dockerfile"), cname="Dockerfile RUN")


CLI_RENDERERS = [(cli_prompt, 4), (cli_history, 2), (cli_ci, 2), (cli_readme, 1.5), (cli_dockerrun, 1)]


# ---------------------------------------------------------------- vendor-specific files
def sp_aws_credentials(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "AWS_ACCESS_KEY_ID" not in d or "AWS_SECRET_ACCESS_KEY" not in d:
        return None
    lines = ["[%s]" % ch(["default", c["env"], ch(ORGS) + "-admin"]),
             "aws_access_key_id = %s" % d["AWS_ACCESS_KEY_ID"],
             "aws_secret_access_key = %s" % d["AWS_SECRET_ACCESS_KEY"]]
    if "AWS_SESSION_TOKEN" in d:
        lines.append("aws_session_token = %s" % d["AWS_SESSION_TOKEN"])
    return dict(snip="\n".join(lines), where=W("~/.aws/credentials"), cname="AWS credentials file")


def sp_npmrc(P, c):
    d = dict((L, v) for L, v, _ in P)
    t = d.get("NPM_TOKEN") or d.get("ARTIFACTORY_TOKEN")
    if not t:
        return None
    reg = "registry.npmjs.org" if "NPM_TOKEN" in d else "%s.jfrog.io/artifactory/api/npm/npm-virtual" % ch(ORGS)
    return dict(snip="@%s:registry=https://%s/\n//%s/:_authToken=%s\nalways-auth=true" % (ch(ORGS), reg, reg, t),
                where=W(".npmrc"), cname=".npmrc")


def sp_pypirc(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "TWINE_PASSWORD" not in d:
        return None
    return dict(snip="[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % d["TWINE_PASSWORD"],
                where=W("~/.pypirc"), cname=".pypirc")


def sp_docker_config(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "DOCKERHUB_TOKEN" not in d:
        return None
    blob = b64s(d["DOCKERHUB_USERNAME"] + ":" + d["DOCKERHUB_TOKEN"])
    obj = {"auths": {"https://index.docker.io/v1/": {"auth": blob}}}
    return dict(snip=json.dumps(obj, indent=2), where=W("~/.docker/config.json"), cname="docker config.json auth",
                extra=[blob])


def sp_netrc(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "MAPBOX_DOWNLOADS_TOKEN" in d:
        return dict(snip="machine api.mapbox.com\n  login mapbox\n  password %s" % d["MAPBOX_DOWNLOADS_TOKEN"],
                    where=W("~/.netrc"), cname=".netrc")
    if "WANDB_API_KEY" in d:
        return dict(snip="machine api.wandb.ai\n  login user\n  password %s" % d["WANDB_API_KEY"], where=W("~/.netrc"), cname=".netrc")
    return None


def sp_jaas(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "CONFLUENT_API_SECRET" not in d:
        return None
    s = ("bootstrap.servers=%s\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
         "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";"
         % (d["BOOTSTRAP_SERVERS"], d["CONFLUENT_API_KEY"], d["CONFLUENT_API_SECRET"]))
    return dict(snip=s, where=W("client.properties"), cname="Kafka client.properties JAAS")


def sp_agekey(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "SOPS_AGE_KEY" not in d:
        return None
    s = "# created: 2025-%02d-%02dT10:%02d:11+09:00\n# public key: age1%s\n%s" % (ri(1, 11), ri(1, 28), ri(0, 59), rs(BECH32L, 58), d["SOPS_AGE_KEY"])
    return dict(snip=s, where=W("~/.config/sops/age/keys.txt"), cname="age key file")


def sp_runner(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "RUNNER_TOKEN" not in d:
        return None
    s = '[[runners]]\n  name = "%s-runner"\n  url = "https://gitlab.com"\n  token = "%s"\n  executor = "docker"' % (c["svc"], d["RUNNER_TOKEN"])
    return dict(snip=s, where=W("/etc/gitlab-runner/config.toml"), cname="gitlab-runner config.toml")


def sp_tfrc(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "TF_TOKEN_app_terraform_io" not in d:
        return None
    obj = {"credentials": {"app.terraform.io": {"token": d["TF_TOKEN_app_terraform_io"]}}}
    return dict(snip=json.dumps(obj, indent=2), where=W("~/.terraform.d/credentials.tfrc.json"), cname="credentials.tfrc.json")


def sp_gem(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "GEM_HOST_API_KEY" not in d:
        return None
    return dict(snip="---\n:rubygems_api_key: %s" % d["GEM_HOST_API_KEY"], where=W("~/.gem/credentials"), cname="gem credentials")


def sp_ovh(P, c):
    d = dict((L, v) for L, v, _ in P)
    if "OVH_APPLICATION_SECRET" not in d:
        return None
    s = "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\napplication_secret=%s\nconsumer_key=%s" % (
        d["OVH_APPLICATION_KEY"], d["OVH_APPLICATION_SECRET"], d["OVH_CONSUMER_KEY"])
    return dict(snip=s, where=W("ovh.conf"), cname="ovh.conf")


SPECIALS = [sp_aws_credentials, sp_npmrc, sp_pypirc, sp_docker_config, sp_netrc, sp_jaas, sp_agekey, sp_runner,
            sp_tfrc, sp_gem, sp_ovh]


# ================================================================ secret items (non-vendor)
def mk(tid, cat, snip, cands, primary, what, where, label=("password", "비밀번호"),
       err=("authentication failed", "인증 실패"), vendor=None, inline=True, tail=None, custom=None):
    return {"tid": tid, "cat": cat, "snip": snip, "cands": [x for x in cands if x], "primary": primary,
            "what": what, "where": where, "label": label, "err": err, "vendor": vendor,
            "inline": inline and primary is not None, "tail": tail, "custom": custom}


def host():
    return ch(HOSTS)


def user():
    return ch(DB_USERS)


def dbn():
    return ch(DB_NAMES)


ERR_MYSQL = ("ERROR 1045 (28000): Access denied", "ERROR 1045 (28000): Access denied")
ERR_PG = ('FATAL: password authentication failed for user', 'FATAL: password authentication failed')
ERR_GEN = ("authentication failed", "인증 실패")
ERR_401 = ("401 Unauthorized", "401 Unauthorized")

# Each command builder returns (cmd, cands, primary, what(en,ko), err, tid)
CMD_BUILDERS = []


def cmdb(weight=1.0):
    def deco(fn):
        CMD_BUILDERS.append((fn, weight))
        return fn
    return deco


@cmdb(2)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = user()
    return ("mysql -h %s -u %s -p'%s' %s" % (host(), u, pw, dbn()), [pw], pw,
            ("the MySQL password for %s" % u, "MySQL %s 비밀번호" % u), ERR_MYSQL, "shell: mysql -p attached quoted password")


@cmdb(2)
def _(lang):
    pw = make_pw("bare", lang=lang)
    u = user()
    return ("mysql -u%s -p%s -h %s %s" % (u, pw, host(), dbn()), [pw], pw,
            ("the MySQL %s password" % u, "MySQL %s 비밀번호" % u), ERR_MYSQL, "shell: mysql -p attached bare password")


@cmdb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    return ("mysql --user=%s --password=%s --host=%s --port=3306" % (user(), pw, host()), [pw], pw,
            ("the MySQL password", "MySQL 비밀번호"), ERR_MYSQL, "shell: mysql --password= long flag")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    d = dbn()
    return ("mysqldump -u backup --password='%s' --single-transaction --routines %s > /backup/%s_$(date +%%F).sql" % (pw, d, d),
            [pw], pw, ("the backup user's MySQL password", "backup 계정 MySQL 비밀번호"), ERR_MYSQL, "shell: mysqldump --password quoted")


@cmdb(2)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = user()
    return ("PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, host(), u, dbn()), [pw], pw,
            ("the Postgres password for %s" % u, "Postgres %s 비밀번호" % u), ERR_PG, "shell: PGPASSWORD env prefix")


@cmdb(2)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    return ('psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (user(), enc, host(), dbn()), [enc], enc,
            ("the Postgres password (URL-encoded)", "Postgres 비밀번호 (URL 인코딩)"), ERR_PG, "shell: psql connection URI with percent-encoded password")


@cmdb(1.5)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (host(), pw), [pw], pw,
            ("the Redis requirepass", "Redis requirepass 값"), ("NOAUTH Authentication required", "NOAUTH Authentication required"),
            "shell: redis-cli -a")


@cmdb(1.5)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    return ('mongosh "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"' % (user(), enc, rs(LODG, 5), dbn()),
            [enc], enc, ("the Atlas database user password", "Atlas DB 사용자 비밀번호"),
            ("MongoServerError: bad auth : authentication failed", "MongoServerError: bad auth"), "shell: mongosh SRV URI")


@cmdb(1.5)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = ch(["admin", "ci-bot", "svc-deploy", "elastic", "monitor"])
    return ("curl -u '%s:%s' https://%s/api/health" % (u, pw, ch(["es.internal:9200", "nexus.corp.local", "jenkins.corp.local", "grafana.internal"])),
            [pw], pw, ("the %s account password" % u, "%s 계정 비밀번호" % u), ERR_401, "shell: curl -u user:pass")


@cmdb(1.5)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = ch(["ubuntu", "ec2-user", "deploy", "root", "admin"])
    return ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, u, host()), [pw], pw,
            ("the SSH password for %s" % u, "%s SSH 비밀번호" % u), ("Permission denied, please try again.", "Permission denied"),
            "shell: sshpass -p")


@cmdb(1.5)
def _(lang):
    pw = make_pw("shell", lang=lang)
    reg = ch(["harbor.corp.local", "registry.%s.io" % ch(ORGS), "nexus.corp.local:8443"])
    return ("docker login %s -u %s -p '%s'" % (reg, ch(["robot$ci", "deployer", "admin"]), pw), [pw], pw,
            ("the registry password", "레지스트리 비밀번호"), ("unauthorized: incorrect username or password", "unauthorized"),
            "shell: docker login -p")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = ch(["admin", "ops", "grafana", "kibana"])
    return ("htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (u, pw), [pw], pw,
            ("the basic-auth password for %s" % u, "%s basic auth 비밀번호" % u), ERR_401, "shell: htpasswd -b positional password")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = ch(["svc_scan", "jkim", "backup"])
    return ("smbclient //%s/share -U 'CORP\\%s%%%s' -c 'ls'" % (host(), u, pw), [pw], pw,
            ("the CORP\\%s domain password" % u, "CORP\\%s 도메인 비밀번호" % u), ("NT_STATUS_LOGON_FAILURE", "NT_STATUS_LOGON_FAILURE"),
            "shell: smbclient -U user%pass")


@cmdb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    u = ch(["svc_print", "administrator", "hlee"])
    return ("net use Z: \\\\%s\\share %s /user:CORP\\%s /persistent:no" % (ch(["fs01", "nas02", "10.1.2.40"]), pw, u), [pw], pw,
            ("the file-share password", "파일서버 비밀번호"), ("System error 86", "System error 86"), "shell: net use positional password")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT @@VERSION\"" % (host(), pw), [pw], pw,
            ("the SQL Server sa password", "SQL Server sa 비밀번호"), ("Login failed for user 'sa'", "Login failed for user 'sa'"),
            "shell: sqlcmd -P")


@cmdb(1)
def _(lang):
    pw = rs(AN, ri(4, 8)) + ch("#_$") + rs(AN, ri(3, 6))
    u = ch(["system", "app_owner", "report"])
    return ("sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, pw, host()), [pw], pw,
            ("the Oracle %s password" % u, "Oracle %s 비밀번호" % u), ("ORA-01017: invalid username/password", "ORA-01017"),
            "shell: sqlplus user/pass@db")


@cmdb(0.7)
def _(lang):
    pw = rs(AN, ri(6, 9)) + ch("#_$") + rs(DG, 3)
    return ("expdp system/%s@PROD schemas=APP directory=DP_DIR dumpfile=app_%%U.dmp parallel=4" % pw, [pw], pw,
            ("the Oracle system password", "Oracle system 비밀번호"), ("ORA-01017", "ORA-01017"), "shell: expdp user/pass@tns")


@cmdb(1)
def _(lang):
    a = make_pw("shell", lang=lang)
    b = make_pw("shell", lang=lang)
    return ("keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass '%s' -destkeystore app.jks -deststorepass '%s'" % (a, b),
            [a, b], b, ("the keystore passwords", "키스토어 비밀번호"), ("keystore password was incorrect", "keystore password was incorrect"),
            "shell: keytool two store passwords")


@cmdb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    return ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw, [pw], pw,
            ("the PKCS#12 export password", "PKCS#12 export 비밀번호"), ("mac verify failure", "mac verify failure"), "shell: openssl -passout pass:")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("zip -r -P '%s' export_%s.zip reports/" % (pw, ch(["2025Q3", "invoices", "hr"])), [pw], pw,
            ("the zip password", "압축 파일 비밀번호"), ("incorrect password", "incorrect password"), "shell: zip -P")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("7z a -p'%s' -mhe=on backup_%s.7z data/" % (pw, rs(DG, 8)), [pw], pw,
            ("the 7z archive password", "7z 압축 비밀번호"), ("Wrong password", "Wrong password"), "shell: 7z -p attached")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang, style=ch(["passphrase", "punct", "human"]))
    return ("gpg --batch --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gpg | tar x" % pw, [pw], pw,
            ("the GPG passphrase", "GPG 패스프레이즈"), ("decryption failed: Bad session key", "decryption failed"), "shell: gpg --passphrase")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ('ldapsearch -x -H ldaps://%s -D "cn=admin,dc=corp,dc=local" -w \'%s\' -b "ou=people,dc=corp,dc=local" uid=%s' % (
        ch(["ldap.corp.local", "10.0.0.12"]), pw, ch(["jdoe", "mkim"])), [pw], pw,
            ("the LDAP bind password", "LDAP bind 비밀번호"), ("ldap_bind: Invalid credentials (49)", "Invalid credentials (49)"),
            "shell: ldapsearch -w")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    u = ch(["orders_svc", "celery", "ingest"])
    return ("rabbitmqctl add_user %s '%s' && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, pw, u), [pw], pw,
            ("the RabbitMQ user password", "RabbitMQ 사용자 비밀번호"), ("ACCESS_REFUSED", "ACCESS_REFUSED"), "shell: rabbitmqctl add_user positional")


@cmdb(1.5)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("kubectl -n %s create secret generic db-creds --from-literal=username=%s --from-literal=password='%s'" % (ch(ENVS), user(), pw),
            [pw], pw, ("the DB password in the k8s secret", "k8s 시크릿의 DB 비밀번호"), ERR_PG, "shell: kubectl --from-literal password")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("az login -u %s@%s.onmicrosoft.com -p '%s'" % (ch(["deploy", "svc-ci", "admin"]), ch(ORGS).replace("-", ""), pw), [pw], pw,
            ("the Azure AD account password", "Azure AD 계정 비밀번호"), ("AADSTS50126", "AADSTS50126"), "shell: az login -p")


@cmdb(0.7)
def _(lang):
    pw = make_pw("bare", lang=lang)
    return ("lftp -u %s,%s sftp://%s -e 'mirror --reverse dist/ /var/www/html; bye'" % (ch(["webdev", "ftpuser"]), pw, host()), [pw], pw,
            ("the SFTP password", "SFTP 비밀번호"), ("Login failed", "Login failed"), "shell: lftp -u user,pass")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("wget --user=%s --password='%s' https://%s/exports/latest.csv" % (ch(["partner", "report"]), pw, ch(["files.partner.co.kr", "sftp.vendor.jp"])),
            [pw], pw, ("the partner download password", "파트너 다운로드 비밀번호"), ERR_401, "shell: wget --password")


@cmdb(1.5)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    return ("git clone https://%s:%s@git.corp.local/%s/%s.git" % (ch(["jdoe", "build", "hyunwoo.kim"]), enc, ch(ORGS), repo_name()),
            [enc], enc, ("the Git HTTPS password", "Git HTTPS 비밀번호"), ("fatal: Authentication failed", "fatal: Authentication failed"),
            "shell: git clone with user:pass in URL")


@cmdb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    return ("sudo mount -t cifs //%s/share /mnt/share -o username=%s,password=%s,vers=3.0" % (host(), ch(["svc_nas", "backup"]), pw),
            [pw], pw, ("the NAS password", "NAS 비밀번호"), ("mount error(13): Permission denied", "mount error(13)"), "shell: mount -o password=")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % ("10.9.%d.%d" % (ri(0, 9), ri(2, 250)), pw), [pw], pw,
            ("the BMC/IPMI password", "BMC(IPMI) 비밀번호"), ("Unable to establish IPMI v2 / RMCP+ session", "RMCP+ session 실패"),
            "shell: ipmitool -P")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("echo '%s' | sudo -S systemctl restart %s" % (pw, ch(SERVICES)), [pw], pw,
            ("the sudo password on the app server", "앱 서버 sudo 비밀번호"), ("sudo: 1 incorrect password attempt", "sudo: incorrect password"),
            "shell: echo pass | sudo -S")


@cmdb(0.7)
def _(lang):
    pw = make_pw("bare", lang=lang)
    u = ch(["deploy", "jenkins", "ubuntu"])
    return ("echo '%s:%s' | sudo chpasswd" % (u, pw), [pw], pw, ("the new %s login password" % u, "%s 새 로그인 비밀번호" % u),
            ERR_GEN, "shell: chpasswd user:pass")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("mosquitto_pub -h %s -p 8883 -u %s -P '%s' -t sensors/test -m ping" % (ch(["mqtt.iot.local", "broker.factory.kr"]), ch(["gateway01", "iot"]), pw),
            [pw], pw, ("the MQTT broker password", "MQTT 브로커 비밀번호"), ("Connection Refused: not authorised.", "not authorised"), "shell: mosquitto_pub -P")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("influx -host %s -username admin -password '%s' -execute 'SHOW DATABASES'" % (host(), pw), [pw], pw,
            ("the InfluxDB admin password", "InfluxDB admin 비밀번호"), ("authorization failed", "authorization failed"), "shell: influx -password")


@cmdb(1)
def _(lang):
    ak = rs(UPDG, 20)
    sk = rs(AN, 40)
    return ("mc alias set %s http://%s:9000 %s %s" % (ch(["minio", "local", "backup"]), host(), ak, sk), [ak, sk], sk,
            ("the MinIO access/secret key", "MinIO access/secret key"), ("The Access Key Id you provided does not exist", "Access Key Id 없음"),
            "shell: mc alias set positional keys")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("vault login -method=userpass username=%s password='%s'" % (ch(["jdoe", "ops-admin"]), pw), [pw], pw,
            ("the Vault userpass password", "Vault userpass 비밀번호"), ("invalid username or password", "invalid username or password"),
            "shell: vault login userpass")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\%s', $pw)\nEnter-PSSession -ComputerName %s -Credential $cred" % (
        pw, ch(["svc_deploy", "administrator"]), ch(["WEB01", "APP-DB-02", "10.1.4.20"])), [pw], pw,
            ("the Windows service account password", "Windows 서비스 계정 비밀번호"), ("Access is denied.", "Access is denied."),
            "PowerShell: ConvertTo-SecureString -AsPlainText")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang, style=ch(["passphrase", "human", "punct"]))
    return ("ssh-keygen -t ed25519 -C deploy@%s -N '%s' -f ~/.ssh/deploy_ed25519" % (ch(SERVICES), pw), [pw], pw,
            ("the deploy key passphrase", "deploy key 패스프레이즈"), ("incorrect passphrase supplied", "incorrect passphrase"), "shell: ssh-keygen -N passphrase")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("helm upgrade --install pg bitnami/postgresql -n %s --set auth.postgresPassword='%s' --set auth.database=%s" % (ch(ENVS), pw, dbn()),
            [pw], pw, ("the Postgres admin password set via Helm", "Helm으로 넣은 Postgres admin 비밀번호"), ERR_PG, "shell: helm --set password")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("docker run -d --name pg -e POSTGRES_PASSWORD='%s' -p 5432:5432 postgres:16" % pw, [pw], pw,
            ("the container's Postgres password", "컨테이너 Postgres 비밀번호"), ERR_PG, "shell: docker run -e PASSWORD")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("java -Dspring.datasource.username=%s -Dspring.datasource.password='%s' -jar build/libs/app.jar" % (user(), pw), [pw], pw,
            ("the datasource password", "datasource 비밀번호"), ERR_MYSQL, "shell: java -D system property password")


@cmdb(0.7)
def _(lang):
    pw = make_pw("bare", lang=lang)
    return ("psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig /all" % (ch(["WEB01", "10.1.4.22"]), ch(["adm_lee", "svc_ops"]), pw), [pw], pw,
            ("the domain admin password", "도메인 관리자 비밀번호"), ("Logon failure", "Logon failure"), "shell: psexec -p")


@cmdb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    return ('ansible-playbook site.yml -l %s -e "ansible_become_pass=%s"' % (ch(ENVS), pw), [pw], pw,
            ("the become (sudo) password", "become(sudo) 비밀번호"), ("Incorrect sudo password", "Incorrect sudo password"), "shell: ansible -e become_pass")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("RSYNC_PASSWORD='%s' rsync -av rsync://%s@%s/backup/ ./backup/" % (pw, ch(["backup", "mirror"]), host()), [pw], pw,
            ("the rsync daemon password", "rsync 데몬 비밀번호"), ("@ERROR: auth failed on module backup", "auth failed on module"), "shell: RSYNC_PASSWORD")


@cmdb(0.7)
def _(lang):
    pw = rs(AN, ri(10, 16))
    return ("snmpwalk -v2c -c '%s' %s 1.3.6.1.2.1.1" % (pw, "10.0.%d.%d" % (ri(0, 9), ri(1, 250))), [pw], pw,
            ("the SNMP community string", "SNMP community string"), ("Timeout: No Response", "Timeout: No Response"), "shell: snmpwalk -c community")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    ssid = ch(["CORP-5G", "Office_Guest", "factory-iot", "회의실-WiFi"])
    return ("nmcli dev wifi connect '%s' password '%s'" % (ssid, pw), [pw], pw, ("the Wi-Fi password", "와이파이 비밀번호"),
            ("Secrets were required, but not provided", "Secrets were required"), "shell: nmcli wifi password")


@cmdb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("MYSQL_PWD='%s' mysql -u %s -h %s -e 'SHOW PROCESSLIST'" % (pw, user(), host()), [pw], pw,
            ("the MySQL password", "MySQL 비밀번호"), ERR_MYSQL, "shell: MYSQL_PWD env prefix")


@cmdb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    d = dbn()
    return ('pg_dump "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" -Fc -f %s.dump' % (host(), d, user(), pw, d),
            [pw], pw, ("the Postgres password in the conninfo string", "conninfo 문자열 안의 Postgres 비밀번호"), ERR_PG, "shell: pg_dump conninfo password=")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("openssl enc -aes-256-cbc -pbkdf2 -salt -in dump.sql -out dump.sql.enc -k '%s'" % pw, [pw], pw,
            ("the file encryption passphrase", "파일 암호화 패스프레이즈"), ("bad decrypt", "bad decrypt"), "shell: openssl enc -k")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("unzip -P '%s' %s.zip -d ./in" % (pw, ch(["invoices_2025", "payroll_sep", "partner_dump"])), [pw], pw,
            ("the archive password from the partner", "파트너가 준 압축 비밀번호"), ("incorrect password", "incorrect password"), "shell: unzip -P")


@cmdb(0.7)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    return ("curl -T build.tar.gz ftp://%s:%s@%s/upload/" % (ch(["deploy", "ftpuser"]), enc, host()), [enc], enc,
            ("the FTP password", "FTP 비밀번호"), ("530 Login incorrect.", "530 Login incorrect."), "shell: curl ftp:// user:pass URL")


@cmdb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    return ("mongodump --host %s --username %s --password '%s' --authenticationDatabase admin --db %s" % (host(), user(), pw, dbn()),
            [pw], pw, ("the MongoDB password", "MongoDB 비밀번호"), ("Authentication failed.", "Authentication failed."), "shell: mongodump --password")


# ---------------------------------------------------------------- passwords in config files
CFG_BUILDERS = []


def cfgb(weight=1.0):
    def deco(fn):
        CFG_BUILDERS.append((fn, weight))
        return fn
    return deco


def url_tail(raw, enc):
    """optionally mention the raw password next to its encoded form."""
    if raw != enc and chance(0.35):
        return ("(decoded, the password is %s)" % raw, "(디코딩하면 비밀번호는 %s)" % raw), [raw]
    return None, []


@cfgb(2)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    u = user()
    snip = "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s?useSSL=true\n    username: %s\n    password: \"%s\"" % (host(), dbn(), u, pw)
    return mk("cfg:spring-yml", "config: Spring application.yml datasource password", snip, [pw], pw,
              ("the datasource password", "datasource 비밀번호"), W("src/main/resources/application-%s.yml" % ch(ENVS)), err=ERR_MYSQL)


@cfgb(1.5)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (host(), dbn(), user(), pw)
    return mk("cfg:spring-props", "config: application.properties password", snip, [pw], pw,
              ("the DB password", "DB 비밀번호"), W("application-%s.properties" % ch(ENVS)), err=ERR_PG)


@cfgb(2)
def _(lang):
    a = make_pw("yaml", lang=lang)
    b = make_pw("yaml", lang=lang)
    snip = "services:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_DATABASE: %s\n      MYSQL_USER: app\n      MYSQL_PASSWORD: \"%s\"" % (a, dbn(), b)
    return mk("cfg:compose-mysql", "config: docker compose MYSQL_ROOT_PASSWORD", snip, [a, b], a,
              ("the MySQL root password", "MySQL root 비밀번호"), W("docker-compose.yml"), err=ERR_MYSQL)


@cfgb(2)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    u = user()
    snip = "DATABASE_URL=postgres://%s:%s@%s:5432/%s\nPORT=8080" % (u, enc, host(), dbn())
    tail, more = url_tail(pw, enc)
    return mk("cfg:dotenv-database-url", "config: .env DATABASE_URL with password", snip, [enc] + more, enc,
              ("the Postgres password in DATABASE_URL", "DATABASE_URL 안의 Postgres 비밀번호"), W(".env"), err=ERR_PG, tail=tail)


@cfgb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    snip = "define( 'DB_NAME', 'wp_%s' );\ndefine( 'DB_USER', 'wp_admin' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (ch(ORGS).replace("-", ""), pw, host())
    return mk("cfg:wp-config", "config: wp-config.php DB_PASSWORD", snip, [pw], pw, ("the WordPress DB password", "WordPress DB 비밀번호"),
              W("wp-config.php"), err=("Error establishing a database connection", "Error establishing a database connection"))


@cfgb(1.5)
def _(lang):
    pw = make_pw("shell", lang=lang)
    snip = "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (dbn(), user(), pw, host())
    return mk("cfg:django-databases", "config: Django settings DATABASES PASSWORD", snip, [pw], pw, ("the Django DB password", "Django DB 비밀번호"),
              W("%s/settings/prod.py" % ch(["config", "core", "backend"])), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    snip = "production:\n  adapter: postgresql\n  database: %s_production\n  username: %s\n  password: \"%s\"\n  host: %s" % (dbn(), user(), pw, host())
    return mk("cfg:rails-database-yml", "config: Rails database.yml password", snip, [pw], pw, ("the production DB password", "production DB 비밀번호"),
              W("config/database.yml"), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang).replace(":", "")
    snip = "%s:5432:%s:%s:%s" % (host(), dbn(), user(), pw)
    return mk("cfg:pgpass", "config: .pgpass line", snip, [pw], pw, ("the password in .pgpass", ".pgpass 비밀번호"), W("~/.pgpass"), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "[client]\nuser=%s\npassword=%s\nhost=%s" % (user(), pw, host())
    return mk("cfg:my-cnf", "config: ~/.my.cnf [client] password", snip, [pw], pw, ("the MySQL client password", "MySQL client 비밀번호"),
              W("~/.my.cnf"), err=ERR_MYSQL)


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "machine %s\n  login %s\n  password %s" % (ch(["nexus.corp.local", "git.corp.local", "artifacts.internal"]), ch(["build", "jdoe"]), pw)
    return mk("cfg:netrc", "config: .netrc password", snip, [pw], pw, ("the password in .netrc", ".netrc 비밀번호"), W("~/.netrc"), err=ERR_401)


@cfgb(1.5)
def _(lang):
    pw = make_pw("xml", lang=lang)
    snip = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (ch(["deployer", "ci"]), pw)
    return mk("cfg:maven-settings", "config: Maven settings.xml server password", snip, [pw], pw, ("the Nexus deploy password", "Nexus 배포 비밀번호"),
              W("~/.m2/settings.xml"), err=("401 Unauthorized (PUT)", "401 Unauthorized"))


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "org.gradle.jvmargs=-Xmx2g\nnexusUsername=%s\nnexusPassword=%s" % (ch(["ci", "release"]), pw)
    return mk("cfg:gradle-properties", "config: gradle.properties repo password", snip, [pw], pw, ("the Nexus password", "Nexus 비밀번호"),
              W("~/.gradle/gradle.properties"), err=ERR_401)


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "[global]\nindex-url = https://%s:%s@nexus.corp.local/repository/pypi-group/simple\ntrusted-host = nexus.corp.local" % (ch(["pip", "build"]), enc)
    tail, more = url_tail(pw, enc)
    return mk("cfg:pip-conf", "config: pip.conf index-url with password", snip, [enc] + more, enc, ("the private index password", "사설 인덱스 비밀번호"),
              W("/etc/pip.conf"), err=ERR_401, tail=tail)


@cfgb(1.5)
def _(lang):
    u = ch(["npm-ci", "builder"])
    pw = make_pw("plain", lang=lang)
    blob = b64s(u + ":" + pw)
    snip = "registry=https://nexus.corp.local/repository/npm-group/\n//nexus.corp.local/repository/npm-group/:_auth=%s\nalways-auth=true" % blob
    return mk("cfg:npmrc-_auth", "config: .npmrc _auth base64(user:pass)", snip, [blob], blob, ("the base64 _auth value (user:password)", "_auth 값 (user:password base64)"),
              W(".npmrc"), err=("npm ERR! code E401", "npm ERR! code E401"))


@cfgb(1.5)
def _(lang):
    u = ch(["robot$ci", "deploy", "jenkins"])
    pw = make_pw("plain", lang=lang)
    blob = b64s(u + ":" + pw)
    reg = ch(["harbor.corp.local", "registry.%s.io" % ch(ORGS)])
    snip = json.dumps({"auths": {reg: {"auth": blob}}}, indent=2)
    return mk("cfg:docker-config-auth", "config: docker config.json auth base64(user:pass)", snip, [blob], blob,
              ("the registry auth blob", "레지스트리 auth 값"), W("~/.docker/config.json"), err=("unauthorized: authentication required", "unauthorized"))


@cfgb(1.5)
def _(lang):
    pw = make_pw("plain", lang=lang)
    blob = b64s(pw)
    u64 = b64s(user())
    snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (ch(SERVICES), u64, blob)
    return mk("cfg:k8s-secret-data-password", "config: k8s Secret data base64 password", snip, [blob], blob,
              ("the base64-encoded DB password", "base64로 인코딩된 DB 비밀번호"), W("k8s/db-secret.yaml"), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    snip = 'resource "aws_db_instance" "main" {\n  engine         = "postgres"\n  instance_class = "db.t4g.medium"\n  username       = "%s"\n  password       = "%s"\n}' % (ch(["dbadmin", "postgres"]), pw)
    return mk("cfg:terraform-db-password", "config: Terraform aws_db_instance password", snip, [pw], pw, ("the RDS master password", "RDS 마스터 비밀번호"),
              W("infra/rds.tf"), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "[db]\n%s ansible_user=%s ansible_password=%s ansible_become=true" % (host(), ch(["ubuntu", "centos", "ops"]), pw)
    return mk("cfg:ansible-inventory", "config: Ansible inventory ansible_password", snip, [pw], pw, ("the SSH password in the inventory", "인벤토리의 SSH 비밀번호"),
              W("inventories/%s/hosts.ini" % ch(ENVS)), err=("Invalid/incorrect password", "Invalid/incorrect password"))


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "bind 0.0.0.0\nport 6379\nrequirepass %s\nmaxmemory 2gb" % pw
    return mk("cfg:redis-conf", "config: redis.conf requirepass", snip, [pw], pw, ("the Redis requirepass", "Redis requirepass"),
              W("/etc/redis/redis.conf"), err=("NOAUTH Authentication required", "NOAUTH Authentication required"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    snip = '"%s" "%s"\n"pgbouncer_stats" "md5%s"' % (ch(["app", "report"]), pw, hexs(32))
    return mk("cfg:pgbouncer-userlist", "config: pgbouncer userlist plaintext password", snip, [pw], pw, ("the plaintext pgbouncer password", "pgbouncer 평문 비밀번호"),
              W("/etc/pgbouncer/userlist.txt"), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("plain", lang=lang)
    blob = b64s(pw)
    snip = '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (host(), ch(["webdev", "deploy"]), blob)
    return mk("cfg:filezilla-base64", "config: FileZilla sitemanager base64 password", snip, [blob], blob, ("the base64 SFTP password", "base64 SFTP 비밀번호"),
              W("sitemanager.xml"), err=("Authentication failed", "Authentication failed"))


@cfgb(1)
def _(lang):
    pw = make_pw("xml", lang=lang)
    snip = '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="admin" password="%s" roles="manager-gui,manager-script"/>\n</tomcat-users>' % pw
    return mk("cfg:tomcat-users", "config: tomcat-users.xml password", snip, [pw], pw, ("the Tomcat manager password", "Tomcat manager 비밀번호"),
              W("conf/tomcat-users.xml"), err=ERR_401)


@cfgb(1)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    snip = 'elasticsearch.hosts: ["https://%s:9200"]\nelasticsearch.username: "kibana_system"\nelasticsearch.password: "%s"' % (ch(["es01", "es.internal"]), pw)
    return mk("cfg:kibana-yml", "config: kibana.yml elasticsearch.password", snip, [pw], pw, ("the kibana_system password", "kibana_system 비밀번호"),
              W("kibana.yml"), err=("security_exception", "security_exception"))


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "[security]\nadmin_user = admin\nadmin_password = %s\nsecret_key = ${GF_SECRET_KEY}" % pw
    return mk("cfg:grafana-ini", "config: grafana.ini admin_password", snip, [pw], pw, ("the Grafana admin password", "Grafana admin 비밀번호"),
              W("grafana.ini"), err=("Invalid username or password", "Invalid username or password"))


@cfgb(1.5)
def _(lang):
    app = " ".join(rs(LO, 4) for _ in range(4))
    snip = "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_HOST_USER = '%s@%s.com'\nEMAIL_HOST_PASSWORD = '%s'" % (ch(["noreply", "alerts"]), ch(ORGS), app)
    return mk("cfg:gmail-app-password", "config: Gmail app password with spaces", snip, [app], app, ("the Gmail app password", "Gmail 앱 비밀번호"),
              W("settings.py"), err=("535 5.7.8 Username and Password not accepted", "535 5.7.8"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "#cloud-config\nssh_pwauth: true\nchpasswd:\n  expire: false\n  users:\n    - name: ubuntu\n      password: %s\n      type: text" % pw
    return mk("cfg:cloud-init", "config: cloud-init chpasswd plaintext", snip, [pw], pw, ("the instance login password", "인스턴스 로그인 비밀번호"),
              W("user-data.yaml"), err=("Permission denied", "Permission denied"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("xml", lang=lang)
    snip = "<UserAccounts>\n  <AdministratorPassword>\n    <Value>%s</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>" % pw
    return mk("cfg:unattend-xml", "config: Windows unattend.xml admin password", snip, [pw], pw, ("the local Administrator password", "로컬 Administrator 비밀번호"),
              W("autounattend.xml"), err=("The user name or password is incorrect", "사용자 이름 또는 암호가 올바르지 않습니다"))


@cfgb(1.5)
def _(lang):
    priv = b64e(rbytes(32))
    pub = b64e(rbytes(32))
    snip = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.0.0.0/8" % (priv, ri(2, 250), pub, ch(ORGS))
    return mk("cfg:wireguard", "config: WireGuard PrivateKey (PublicKey not secret)", snip, [priv], priv, ("the WireGuard private key", "WireGuard 개인키"),
              W("wg0.conf"), label=("private key", "개인키"), err=("handshake did not complete", "handshake 실패"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("shell", lang=lang)
    snip = '# /etc/ipsec.secrets\n%%any %s : PSK "%s"' % ("203.0.113.%d" % ri(2, 250), pw)
    return mk("cfg:ipsec-psk", "config: ipsec.secrets PSK", snip, [pw], pw, ("the IPsec pre-shared key", "IPsec PSK"), W("/etc/ipsec.secrets"),
              label=("pre-shared key", "PSK"), err=("AUTHENTICATION_FAILED", "AUTHENTICATION_FAILED"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("bare", lang=lang)
    snip = "hostname CORE-SW01\nusername admin privilege 15 password 0 %s\nline vty 0 4\n login local" % pw
    return mk("cfg:cisco-type0", "config: Cisco type-0 plaintext password", snip, [pw], pw, ("the switch admin password", "스위치 admin 비밀번호"),
              ("the running-config", "running-config"), err=("% Authentication failed", "% Authentication failed"))


@cfgb(1)
def _(lang):
    pw = make_pw("shell", lang=lang)
    ssid = ch(["CORP-5G", "Office_Guest", "factory-iot", "Lab-AP"])
    snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
    return mk("cfg:wpa-supplicant", "config: wpa_supplicant psk", snip, [pw], pw, ("the Wi-Fi passphrase", "와이파이 비밀번호"),
              W("/etc/wpa_supplicant/wpa_supplicant.conf"), err=("4-Way Handshake failed", "4-Way Handshake failed"))


@cfgb(1)
def _(lang):
    pw = make_pw("semi", lang=lang)
    snip = "jdbc:sqlserver://%s:1433;databaseName=%s;user=sa;password=%s;encrypt=true;trustServerCertificate=true" % (host(), dbn(), pw)
    return mk("cfg:jdbc-sqlserver", "connection string: JDBC SQL Server password=", snip, [pw], pw, ("the SQL Server password", "SQL Server 비밀번호"),
              W("conf/datasource.properties"), err=("Login failed for user 'sa'", "Login failed for user 'sa'"))


@cfgb(1.5)
def _(lang):
    pw = make_pw("semi", lang=lang)
    cs = "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True" % (host(), dbn(), user(), pw)
    snip = json.dumps({"ConnectionStrings": {"Default": cs}}, indent=2)
    return mk("cfg:adonet", "connection string: ADO.NET in appsettings.json", snip, [pw], pw, ("the SQL password in the connection string", "연결 문자열의 SQL 비밀번호"),
              W("appsettings.Production.json"), err=("Login failed for user", "Login failed for user"))


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host(), dbn(), user(), enc)
    return mk("cfg:jdbc-pg-query", "connection string: JDBC query ?password=", snip, [enc], enc, ("the DB password in the JDBC URL", "JDBC URL의 DB 비밀번호"),
              ("the Airflow connection", "Airflow connection"), err=ERR_PG)


@cfgb(1.5)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = 'engine = create_engine("mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4", pool_pre_ping=True)' % (user(), enc, host(), dbn())
    tail, more = url_tail(pw, enc)
    return mk("cfg:sqlalchemy-url", "connection string: SQLAlchemy URL", snip, [enc] + more, enc, ("the MySQL password in the SQLAlchemy URL", "SQLAlchemy URL의 MySQL 비밀번호"),
              W("app/db.py"), err=ERR_MYSQL, tail=tail)


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "CELERY_BROKER_URL=amqp://%s:%s@%s:5672/%s" % (ch(["celery", "worker"]), enc, ch(["rabbit.internal", "mq01"]), ch(["prod", "jobs"]))
    return mk("cfg:amqp-url", "connection string: AMQP broker URL", snip, [enc], enc, ("the RabbitMQ password", "RabbitMQ 비밀번호"),
              W(".env"), err=("ACCESS_REFUSED - Login was refused", "ACCESS_REFUSED"))


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "REDIS_URL=%s://%s:%s@%s:6380/0" % (ch(["rediss", "redis"]), ch(["", "default"]), enc, ch(["cache.internal", "redis-prod.abc123.ng.0001.apn2.cache.amazonaws.com"]))
    return mk("cfg:redis-url", "connection string: redis:// URL with password", snip, [enc], enc, ("the Redis password", "Redis 비밀번호"),
              W("config/.env.%s" % ch(ENVS)), err=("WRONGPASS invalid username-password pair", "WRONGPASS"))


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "SMTP_URL=smtp://%s%%40%s.com:%s@smtp.%s.com:587" % (ch(["noreply", "alerts"]), ch(ORGS), enc, ch(["mailplug", "worksmobile", "office365"]))
    return mk("cfg:smtp-url", "connection string: SMTP URL", snip, [enc], enc, ("the SMTP password", "SMTP 비밀번호"), W(".env.production"),
              err=("535 Authentication failed", "535 Authentication failed"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    snip = 'ldap:\n  url: ldaps://ldap.corp.local:636\n  bindDN: "cn=svc-gitlab,ou=svc,dc=corp,dc=local"\n  bindPassword: "%s"' % pw
    return mk("cfg:ldap-bind-yaml", "config: LDAP bindPassword", snip, [pw], pw, ("the LDAP bind password", "LDAP bind 비밀번호"), W("config/ldap.yml"),
              err=("Invalid credentials (49)", "Invalid credentials (49)"))


@cfgb(0.7)
def _(lang):
    pw = make_pw("plain", lang=lang)
    snip = "%s\n%s" % (ch(["vpnuser01", "hkim", "ext-partner"]), pw)
    return mk("cfg:openvpn-auth-file", "config: OpenVPN auth-user-pass file (user line, password line)", snip, [pw], pw,
              ("the VPN password", "VPN 비밀번호"), W("/etc/openvpn/client/auth.txt"), err=("AUTH_FAILED", "AUTH_FAILED"))


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "export https_proxy=http://%s:%s@proxy.corp.local:3128\nexport no_proxy=localhost,.corp.local" % (ch(["jdoe", "svc-build", "kim.minsu"]), enc)
    return mk("cfg:proxy-url", "connection string: proxy URL with credentials", snip, [enc], enc, ("the proxy password", "프록시 비밀번호"),
              W("/etc/profile.d/proxy.sh"), err=("407 Proxy Authentication Required", "407 Proxy Authentication Required"))


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "https://%s:%s@git.corp.local" % (ch(["jdoe", "build-bot"]), enc)
    return mk("cfg:git-credentials", "config: ~/.git-credentials", snip, [enc], enc, ("the Git password", "Git 비밀번호"), W("~/.git-credentials"),
              err=("fatal: Authentication failed", "fatal: Authentication failed"))


@cfgb(1)
def _(lang):
    a = make_pw("bare", lang=lang)
    b = make_pw("bare", lang=lang)
    snip = "APP_ENV=production\nDB_CONNECTION=mysql\nDB_HOST=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s\nMAIL_MAILER=smtp\nMAIL_USERNAME=noreply@%s.com\nMAIL_PASSWORD=%s" % (host(), user(), a, ch(ORGS), b)
    return mk("cfg:laravel-env", "config: Laravel .env DB and mail passwords", snip, [a, b], a, ("the DB and mail passwords", "DB/메일 비밀번호"), W(".env"),
              err=ERR_MYSQL)


@cfgb(1)
def _(lang):
    pw = make_pw("url", lang=lang)
    enc = pct(pw)
    snip = "export AIRFLOW_CONN_WAREHOUSE='postgres://%s:%s@%s:5432/%s'" % (user(), enc, host(), dbn())
    return mk("cfg:airflow-conn", "connection string: Airflow AIRFLOW_CONN_ URI", snip, [enc], enc, ("the warehouse password", "웨어하우스 비밀번호"),
              W("airflow/.env"), err=ERR_PG)


@cfgb(1)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    snip = 'df = (spark.read.format("jdbc")\n      .option("url", "jdbc:mysql://%s:3306/%s")\n      .option("user", "%s")\n      .option("password", "%s")\n      .option("dbtable", "events").load())' % (host(), dbn(), user(), pw)
    return mk("cfg:spark-jdbc", "code: Spark JDBC .option(password)", snip, [pw], pw, ("the MySQL password in the notebook", "노트북의 MySQL 비밀번호"),
              W("notebooks/export_events.py"), err=ERR_MYSQL)


@cfgb(1)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    snip = 'conn = pymysql.connect(host="%s", user="%s", password="%s", database="%s", charset="utf8mb4")' % (host(), user(), pw, dbn())
    return mk("cfg:pymysql-connect", "code: pymysql.connect(password=)", snip, [pw], pw, ("the MySQL password in the script", "스크립트의 MySQL 비밀번호"),
              W("scripts/fix_orders.py"), err=ERR_MYSQL)


@cfgb(1)
def _(lang):
    pw = make_pw("yaml", lang=lang)
    snip = 'const pool = mysql.createPool({\n  host: "%s",\n  user: "%s",\n  password: "%s",\n  database: "%s",\n});' % (host(), user(), pw, dbn())
    return mk("cfg:node-mysql2", "code: Node mysql2 createPool password", snip, [pw], pw, ("the MySQL password in the pool config", "pool 설정의 MySQL 비밀번호"),
              W("src/db.js"), err=ERR_MYSQL)


@cfgb(1)
def _(lang):
    pw = make_pw("bare", lang=lang).replace("@", "").replace(":", "").replace("/", "")
    if len(pw) < 8:
        pw += rs(AN, 6)
    snip = 'dsn := "%s:%s@tcp(%s:3306)/%s?parseTime=true"' % (user(), pw, host(), dbn())
    return mk("cfg:go-mysql-dsn", "code: Go MySQL DSN user:pass@tcp", snip, [pw], pw, ("the MySQL password in the DSN", "DSN의 MySQL 비밀번호"),
              W("cmd/migrate/main.go"), err=ERR_MYSQL)


# ---------------------------------------------------------------- people's passwords, chat, tables
MISC_BUILDERS = []   # (fn, weight, family)


def miscb(family, weight=1.0):
    def deco(fn):
        MISC_BUILDERS.append((fn, weight, family))
        return fn
    return deco


SYSTEMS = ["Jira admin", "Jenkins", "the NAS web UI", "Grafana", "the firewall console", "the ERP test account",
           "the partner portal", "Zabbix", "the old GitLab", "the shared Gmail", "vCenter", "the CCTV NVR"]
SYSTEMS_KO = ["Jira 관리자", "Jenkins", "NAS 웹 관리", "Grafana", "방화벽 콘솔", "ERP 테스트 계정", "파트너 포털", "Zabbix",
              "구 GitLab", "공용 지메일", "vCenter", "CCTV NVR"]


@miscb("human", 2)
def _(lang):
    pw = make_pw("plain", lang=lang)
    i = ri(0, len(SYSTEMS) - 1)
    u = ch(["admin", "ops", "jadmin", "test01", "partner_kr", "root"])
    if lang == "en":
        who = ch(PEOPLE_EN)
        snip = "[%02d:%02d] %s: the %s login is %s / %s\n[%02d:%02d] %s: please change it after the migration" % (
            ri(8, 20), ri(0, 59), who, SYSTEMS[i], u, pw, ri(8, 20), ri(0, 59), who)
    else:
        who = ch(PEOPLE_KO)
        snip = "[%02d:%02d] %s: %s 계정 %s / %s 입니다\n[%02d:%02d] %s: 마이그레이션 끝나면 바꿔주세요" % (
            ri(8, 20), ri(0, 59), who, SYSTEMS_KO[i], u, pw, ri(8, 20), ri(0, 59), who)
    return mk("human:chat-login", "human password: shared in chat as user / pass", snip, [pw], pw,
              ("the %s password" % SYSTEMS[i], "%s 비밀번호" % SYSTEMS_KO[i]), ("a Slack thread", "슬랙 스레드"))


@miscb("human", 1.5)
def _(lang):
    rows = []
    cands = []
    for idx in sample(range(len(SYSTEMS)), ri(2, 3)):
        pw = make_pw("plain", lang=lang)
        cands.append(pw)
        rows.append("| %s | %s | %s |" % (SYSTEMS[idx] if lang == "en" else SYSTEMS_KO[idx], ch(["admin", "ops", "svc", "test01"]), pw))
    head = "| system | id | password |" if lang == "en" else "| 시스템 | ID | 비밀번호 |"
    snip = head + "\n|---|---|---|\n" + "\n".join(rows)
    return mk("human:account-table", "human passwords: markdown account table (several)", snip, cands, cands[0],
              ("the shared account passwords", "공용 계정 비밀번호들"), ("the handover doc", "인수인계 문서"), inline=False)


@miscb("human", 1.5)
def _(lang):
    pw = make_pw("plain", lang=lang, style=ch(["random", "punct", "human"]))
    if lang == "en":
        snip = "Subject: [IT] Your temporary password\nHello,\nYour temporary password is: %s\nYou will be asked to change it at first login." % pw
    else:
        snip = "제목: [IT] 임시 비밀번호 안내\n안녕하세요,\n임시 비밀번호: %s\n최초 로그인 시 변경해 주세요." % pw
    return mk("human:email-temp-password", "human password: IT e-mail with temporary password", snip, [pw], pw,
              ("the temporary password", "임시 비밀번호"), ("the forwarded e-mail", "전달받은 메일"))


@miscb("human", 1.5)
def _(lang):
    pw = make_pw("plain", lang=lang)
    p_en = ch(PEOPLE_EN)
    p_ko = ch(PEOPLE_KO)
    sysi = ri(0, len(SYSTEMS) - 1)
    custom = {
        "en": [("%s could not log in to %s and asked me to check the account." % (p_en, SYSTEMS[sysi]),
                "%s's %s password is %s; the lockout came from an old password cached in the keychain, not from the server." % (p_en, SYSTEMS[sysi], pw),
                ch(["Should %s reset it, now that it was shared in chat?" % p_en, ""])),
               ("I didn't know %s's account was locked after five failures." % SYSTEMS[sysi],
                "%s told me the password (%s) over chat; after clearing the cached credential the login worked." % (p_en, pw),
                "Can %s change the password now that I have seen it?" % p_en)],
        "ko": [("%s 쪽에서 %s 로그인이 안 된다고 해서 계정을 확인해 달라고 함." % (p_ko, SYSTEMS_KO[sysi]),
                "%s의 %s 비밀번호는 %s. 잠김 원인은 서버가 아니라 키체인에 남은 예전 비밀번호였음." % (p_ko, SYSTEMS_KO[sysi], pw),
                ch(["채팅으로 공유됐으니 비밀번호 바꾸시라고 할까요?", ""])),
               ("%s 계정이 5회 실패 후 잠기는 정책인 줄 몰랐음." % SYSTEMS_KO[sysi],
                "%s 쪽에서 채팅으로 비밀번호(%s)를 알려줌. 캐시된 자격증명 지우고 나니 로그인 됨." % (p_ko, pw),
                "제가 비밀번호를 봤으니 바로 변경 요청드릴까요?")]}
    return mk("human:prose-person-password", "human password: a colleague's password in prose", "", [pw], pw,
              ("the password", "비밀번호"), ("chat", "채팅"), custom=custom)


@miscb("human", 1)
def _(lang):
    a = make_pw("plain", lang=lang)
    b = make_pw("plain", lang=lang)
    snip = "name,url,username,password\nGitLab,https://gitlab.corp.local,%s,%s\nAWS console,https://%s.signin.aws.amazon.com/console,%s,%s" % (
        ch(["jdoe", "mkim"]), a, digits(12), ch(["jdoe", "mkim"]), b)
    return mk("human:browser-password-export", "human passwords: browser password-manager CSV export", snip, [a, b], a,
              ("the exported browser passwords", "브라우저에서 내보낸 비밀번호"), W("Chrome Passwords.csv"), inline=False)


@miscb("human", 1.2)
def _(lang):
    pw = make_pw("plain", lang=lang, style=ch(["human", "hangul", "kbd_ko", "punct"]))
    custom = {
        "en": [("Corporate banking automation needed the joint certificate (공동인증서) and I didn't know where it was kept.",
                "The certificate is in NPKI/ on the finance PC and its password is %s; the scraper reads it from the config." % pw,
                "Can finance move the certificate password into the vault instead of the config file?")],
        "ko": [("법인 뱅킹 자동화에 공동인증서가 필요한데 어디 있는지 몰랐음.",
                "인증서는 재무팀 PC의 NPKI 폴더에 있고 인증서 비밀번호는 %s. 스크래퍼가 설정 파일에서 읽음." % pw,
                "인증서 비밀번호를 설정 파일 말고 vault로 옮겨도 될지 재무팀에 물어보기")]}
    return mk("human:joint-certificate-password", "human password: Korean joint certificate (공동인증서) password", "", [pw], pw,
              ("the certificate password", "인증서 비밀번호"), ("the finance PC", "재무팀 PC"), custom=custom)


@miscb("human", 1)
def _(lang):
    pw = make_pw("plain", lang=lang, style=ch(["passphrase", "random", "human"]))
    if lang == "en":
        snip = "Router admin: http://192.168.%d.1  user: admin  pass: %s" % (ri(0, 50), pw)
    else:
        snip = "공유기 관리자 페이지 http://192.168.%d.1  아이디 admin  비번 %s" % (ri(0, 50), pw)
    return mk("human:router-admin", "human password: router admin page", snip, [pw], pw, ("the router admin password", "공유기 관리자 비밀번호"),
              ("the office network notes", "사무실 네트워크 메모"))


@miscb("human", 1)
def _(lang):
    pw = make_pw("plain", lang=lang, style="passphrase")
    custom = {
        "en": [("I needed access to the team's shared password vault and didn't know who had the master passphrase.",
                "The vault master passphrase is \"%s\" (%s keeps the emergency kit)." % (pw, ch(PEOPLE_EN)),
                "Should the vault passphrase be rotated now that it is written in a note?")],
        "ko": [("팀 공용 비밀번호 금고 접근이 필요했는데 마스터 패스프레이즈를 누가 아는지 몰랐음.",
                "금고 마스터 패스프레이즈는 \"%s\" (비상 키트는 %s 보관)." % (pw, ch(PEOPLE_KO)),
                "노트에 적혔으니 패스프레이즈 교체해야 할까요?")]}
    return mk("human:vault-master-passphrase", "human password: master passphrase of a password vault", "", [pw], pw,
              ("the master passphrase", "마스터 패스프레이즈"), ("chat", "채팅"), label=("passphrase", "패스프레이즈"), custom=custom)


@miscb("human", 1.2)
def _(lang):
    pw = make_pw("plain", lang=lang, style=ch(["hangul", "kbd_ko"]))
    if lang == "en":
        snip = "Kiosk admin (Windows local account): kiosk-admin / %s" % pw
    else:
        snip = "키오스크 관리자(윈도우 로컬 계정): kiosk-admin / %s" % pw
    return mk("human:korean-style-password", "human password: Hangul or Korean-keyboard password", snip, [pw], pw,
              ("the kiosk admin password", "키오스크 관리자 비밀번호"), ("the store setup sheet", "매장 세팅 시트"))


@miscb("human", 1)
def _(lang):
    pw = make_pw("plain", lang=lang)
    if lang == "en":
        snip = "Post-it on the monitor in the server room: \"root pw = %s\"" % pw
    else:
        snip = "서버실 모니터에 붙은 포스트잇: \"root 비번 = %s\"" % pw
    return mk("human:sticky-note", "human password: transcribed sticky note", snip, [pw], pw, ("the root password", "root 비밀번호"),
              ("the server room", "서버실"))


# ---------------------------------------------------------------- auth headers, cookies, tokens
@miscb("header", 2)
def _(lang):
    u = ch(["api", "partner", "svc-report", "admin", "integration"])
    pw = make_pw("plain", lang=lang)
    blob = b64s(u + ":" + pw)
    show_plain = chance(0.3)
    snip = "curl -s https://%s/v1/export -H 'Authorization: Basic %s'" % (ch(["partner-api.example.kr", "erp.corp.local", "api.vendor.jp"]), blob)
    tail = None
    cands = [blob]
    if show_plain:
        tail = ("It decodes to %s:%s." % (u, pw), "디코딩하면 %s:%s." % (u, pw))
        cands.append(pw)
    return mk("header:basic", "header: Authorization Basic base64(user:pass)", snip, cands, blob,
              ("the Basic auth credential", "Basic 인증 값"), ("the partner's sample request", "파트너가 준 예시 요청"), label=("credential", "인증값"),
              err=ERR_401, tail=tail)


@miscb("header", 1)
def _(lang):
    u = ch(["jdoe", "proxyuser", "svc-crawler"])
    pw = make_pw("plain", lang=lang)
    blob = b64s(u + ":" + pw)
    snip = "CONNECT api.openai.com:443 HTTP/1.1\nHost: api.openai.com:443\nProxy-Authorization: Basic %s\nProxy-Connection: Keep-Alive" % blob
    return mk("header:proxy-basic", "header: Proxy-Authorization Basic", snip, [blob], blob, ("the proxy credential", "프록시 인증 값"),
              ("the proxy debug capture", "프록시 디버그 캡처"), label=("credential", "인증값"),
              err=("407 Proxy Authentication Required", "407 Proxy Authentication Required"))


@miscb("header", 2)
def _(lang):
    now = ts_epoch()
    t = make_jwt({"sub": uuid4(), "iss": "https://auth.%s.com" % ch(ORGS), "aud": ch(SERVICES), "scope": ch(["read write", "admin", "orders:write"]),
                  "iat": now, "exp": now + ch([900, 3600, 86400])}, alg=ch(["RS256", "HS256", "ES256"]),
                 sig_bytes=ch([32, 64, 256]), kid=rs(B64URL, 16) if chance(0.5) else None)
    snip = "Authorization: Bearer %s" % t
    if chance(0.5):
        snip = "curl -H \"%s\" https://%s/api/v2/orders?status=pending" % (snip, ch(["api.internal", "gateway.%s.com" % ch(ORGS)]))
    return mk("header:bearer-jwt", "header: Bearer JWT access token", snip, [t], t, ("the bearer JWT", "Bearer JWT"),
              ("the browser devtools", "브라우저 개발자도구"), label=("token", "토큰"), err=ERR_401)


@miscb("header", 1.5)
def _(lang):
    t = rs(AN, ch([32, 40, 48]))
    hn = ch(["X-API-Key", "X-Api-Token", "api-key", "X-Internal-Token", "X-Partner-Secret"])
    snip = "%s: %s" % (hn, t)
    if chance(0.6):
        snip = "curl https://%s/v1/%s -H '%s'" % (ch(["internal-api.%s.com" % ch(ORGS), "10.0.3.20:8443"]), ch(["reports", "settlements", "users"]), snip)
    return mk("header:api-key", "header: custom API key header (no vendor prefix)", snip, [t], t, ("the internal API key", "내부 API 키"),
              ("the integration guide", "연동 가이드"), label=("key", "키"), err=ERR_401)


@miscb("header", 1.5)
def _(lang):
    sid = rs(LODG, 32)
    csrf = rs(AN, 64)
    snip = "Cookie: sessionid=%s; csrftoken=%s; django_language=%s" % (sid, csrf, ch(["ko", "en", "ja"]))
    return mk("cookie:django-session", "cookie: Django sessionid (csrftoken not listed)", snip, [sid], sid, ("the admin session cookie", "관리자 세션 쿠키"),
              ("the copied request headers", "복사한 요청 헤더"), label=("session cookie", "세션 쿠키"), err=("302 redirect to /login", "로그인으로 302"))


@miscb("header", 1)
def _(lang):
    v = "s%3A" + rs(B64URL, 32) + "." + pct(b64e(rbytes(32)).rstrip("="))
    snip = "< HTTP/1.1 200 OK\n< Set-Cookie: connect.sid=%s; Path=/; Expires=%s; HttpOnly; Secure" % (v, "Wed, 0%d Oct 2025 07:28:00 GMT" % ri(1, 9))
    return mk("cookie:express-set-cookie", "cookie: Express connect.sid in Set-Cookie", snip, [v], v, ("the Express session cookie", "Express 세션 쿠키"),
              ("curl -v output", "curl -v 출력"), label=("session cookie", "세션 쿠키"))


@miscb("header", 1.5)
def _(lang):
    php = rs(LODG, 26)
    rem = rs(AN, 60)
    snip = "curl 'https://%s/admin/orders?page=2' \\\n  -H 'accept: text/html' \\\n  -b 'PHPSESSID=%s; remember_token=%s; _ga=GA1.1.%s.%s'" % (
        ch(["shop.example.co.kr", "admin.%s.com" % ch(ORGS)]), php, rem, digits(9), digits(10))
    return mk("cookie:copy-as-curl", "cookie: devtools Copy-as-cURL with PHPSESSID and remember_token", snip, [php, rem], rem,
              ("the admin session cookies", "관리자 세션 쿠키"), ("Copy as cURL from devtools", "개발자도구 Copy as cURL"), label=("cookie", "쿠키"))


@miscb("header", 1)
def _(lang):
    v = b64e(jcompact({"iv": b64e(rbytes(16)), "value": b64e(rbytes(ri(60, 90))), "mac": hexs(64), "tag": ""}).encode())
    snip = "Cookie: XSRF-TOKEN=%s; laravel_session=%s" % ("<same as header>", v)
    return mk("cookie:laravel-session", "cookie: Laravel encrypted session cookie (long)", snip, [v], v, ("the laravel_session cookie", "laravel_session 쿠키"),
              ("the failing request", "실패한 요청"), label=("session cookie", "세션 쿠키"))


@miscb("header", 1)
def _(lang):
    v = rs(HEXU, 32)
    snip = "GET /erp/main.do HTTP/1.1\nHost: erp.corp.local\nCookie: JSESSIONID=%s; WMONID=%s" % (v, rs(B64URL, 11))
    return mk("cookie:jsessionid", "cookie: JSESSIONID", snip, [v], v, ("the ERP session id", "ERP 세션 ID"), ("the captured request", "캡처한 요청"),
              label=("session id", "세션 ID"))


@miscb("header", 1.2)
def _(lang):
    now = ts_epoch()
    t = make_jwt({"aud": ["https://kubernetes.default.svc"], "exp": now + 31536000, "iat": now,
                  "iss": "https://kubernetes.default.svc",
                  "kubernetes.io": {"namespace": ch(["ci", "argo", "deploy"]), "serviceaccount": {"name": "deployer", "uid": uuid4()}},
                  "sub": "system:serviceaccount:ci:deployer"}, alg="RS256", sig_bytes=256, kid=rs(B64URL, 43))
    snip = "users:\n- name: deployer\n  user:\n    token: %s" % t
    return mk("token:k8s-serviceaccount-jwt", "token: kubeconfig service-account JWT (long)", snip, [t], t, ("the service-account token", "서비스어카운트 토큰"),
              W("kubeconfig-ci.yaml"), label=("token", "토큰"), err=("error: You must be logged in to the server (Unauthorized)", "Unauthorized"))


@miscb("header", 1)
def _(lang):
    pem = ec_sec1_pem()
    blob = b64s(pem)
    snip = ("apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority: /etc/k8s/ca.crt\n    server: https://10.0.%d.%d:6443\n  name: %s\n"
            "users:\n- name: admin\n  user:\n    client-certificate: /etc/k8s/admin.crt\n    client-key-data: %s") % (ri(0, 9), ri(2, 250), ch(ENVS), blob)
    return mk("key:kubeconfig-client-key-data", "private key: kubeconfig client-key-data base64", snip, [blob], blob,
              ("the client key in the kubeconfig", "kubeconfig의 client key"), W("~/.kube/config"), label=("private key", "개인키"), inline=False)


@miscb("header", 1)
def _(lang):
    t = rs(B64URL, ri(40, 64))
    snip = "const ws = new WebSocket(\"wss://%s/stream?token=%s\");" % (ch(["rt.%s.com" % ch(ORGS), "push.internal"]), t)
    return mk("token:websocket-query", "token: WebSocket URL ?token=", snip, [t], t, ("the stream token", "스트림 토큰"),
              W("src/realtime.ts"), label=("token", "토큰"))


@miscb("header", 1)
def _(lang):
    t = rs(AN, ri(32, 43))
    snip = '{\n  "Authorization": "Bearer %s",\n  "X-Tenant": "%s"\n}' % (t, ch(ORGS))
    return mk("header:graphql-playground", "header: GraphQL playground HTTP HEADERS JSON", snip, [t], t, ("the API token", "API 토큰"),
              ("the GraphQL playground headers pane", "GraphQL playground 헤더 창"), label=("token", "토큰"), err=ERR_401)


# ---------------------------------------------------------------- signed URLs and webhooks
def amz_date():
    return "2025%02d%02dT%02d%02d%02dZ" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


@miscb("url", 1.5)
def _(lang):
    kid = "AKIA" + rs(B32, 16)
    sig = hexs(64)
    d = amz_date()
    reg = ch(REGIONS)
    url = ("https://%s-%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%s&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        ch(ORGS), ch(ENVS), reg, uuid4(), kid, d[:8], reg, d, ch([3600, 86400, 604800]), sig)
    return mk("url:s3-presigned", "signed URL: S3 presigned (AKIA id + signature)", url, [kid, sig], sig,
              ("the presigned S3 link", "S3 presigned 링크"), ("the support ticket", "지원 티켓"), label=("signature", "서명"), inline=False)


@miscb("url", 1)
def _(lang):
    kid = "ASIA" + rs(B32, 16)
    tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, ri(180, 260)) + "=")
    sig = hexs(64)
    d = amz_date()
    url = ("https://%s.s3.amazonaws.com/reports/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request"
           "&X-Amz-Date=%s&X-Amz-Expires=3600&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
        ch(ORGS) + "-reports", kid, d[:8], d, tok, sig)
    return mk("url:s3-presigned-sts", "signed URL: S3 presigned with STS session token (long)", url, [kid, tok, sig], sig,
              ("the presigned link with a session token", "세션 토큰이 들어간 presigned 링크"), ("the e-mail to the customer", "고객 메일"),
              label=("signature", "서명"), inline=False)


@miscb("url", 0.8)
def _(lang):
    sig = hexs(512)
    proj = ch(ORGS) + "-prod"
    url = ("https://storage.googleapis.com/%s-exports/dump.sql.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%%40%s.iam.gserviceaccount.com"
           "%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
        proj, proj, ri(1, 11), ri(1, 28), amz_date(), sig)
    return mk("url:gcs-signed", "signed URL: GCS V4 signature (512 hex)", url, [sig], sig, ("the GCS signed URL", "GCS signed URL"),
              ("the job output", "잡 출력"), label=("signature", "서명"), inline=False)


@miscb("url", 1.5)
def _(lang):
    sig = pct(b64e(rbytes(32)))
    acct = ch(ORGS).replace("-", "") + "stor"
    url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
        acct, ch(["backups", "uploads", "invoices"]), ch(["db.bak", "", "2025/"]), ri(1, 12), ri(1, 28), sig)
    return mk("url:azure-sas", "signed URL: Azure SAS sig= (percent-encoded)", url, [sig], sig, ("the SAS token", "SAS 토큰"),
              ("the pipeline variable", "파이프라인 변수"), label=("signature", "서명"))


@miscb("url", 1)
def _(lang):
    sig = rs(AN + "~-", ri(160, 180))
    url = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LODG, 13), hexs(12), ts_epoch(), sig, rs(UPDG, 13))
    return mk("url:cloudfront-signed", "signed URL: CloudFront Signature (Key-Pair-Id not listed)", url, [sig], sig,
              ("the CloudFront signed URL", "CloudFront signed URL"), ("the player config", "플레이어 설정"), label=("signature", "서명"), inline=False)


@miscb("url", 1.2)
def _(lang):
    t = rs(B64URL, ch([43, 64]))
    url = "https://%s/reset-password?token=%s&email=%s%%40%s.com" % (ch(["app.%s.com" % ch(ORGS), "account.example.kr"]), t, ch(["jdoe", "minsu.kim"]), ch(ORGS))
    return mk("url:password-reset-link", "URL: password-reset link token", url, [t], t, ("the password reset link", "비밀번호 재설정 링크"),
              ("the QA ticket", "QA 티켓"), label=("token", "토큰"))


@miscb("url", 1)
def _(lang):
    t = rs(B64URL, 48)
    url = "https://%s/auth/magic?token=%s&redirect=%%2Fdashboard" % (ch(["app.%s.io" % ch(ORGS), "console.example.jp"]), t)
    return mk("url:magic-login-link", "URL: magic-link login token", url, [t], t, ("the magic login link", "매직 로그인 링크"),
              ("the staging mail catcher", "스테이징 메일 캐처"), label=("token", "토큰"))


@miscb("url", 2)
def _(lang):
    t = rs(AN, 24)
    url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPDG, ri(8, 10)), rs(UPDG, ri(8, 10)), t)
    snip = ch(["SLACK_WEBHOOK_URL=" + url, "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' " + url,
               "alerting:\n  slack:\n    webhook_url: \"%s\"" % url])
    return mk("webhook:slack", "webhook: Slack incoming webhook (secret path part)", snip, [t], t, ("the Slack webhook", "슬랙 웹훅"),
              ("the alerting config", "알림 설정"), label=("webhook secret", "웹훅 시크릿"), inline=False, vendor="Slack")


@miscb("url", 1.5)
def _(lang):
    t = rs(B64URL, 68)
    url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), t)
    snip = ch(["DISCORD_WEBHOOK=" + url, 'requests.post("%s", json={"content": msg})' % url])
    return mk("webhook:discord", "webhook: Discord webhook token", snip, [t], t, ("the Discord webhook", "디스코드 웹훅"),
              ("the bot script", "봇 스크립트"), label=("webhook token", "웹훅 토큰"), inline=False, vendor="Discord")


@miscb("url", 1)
def _(lang):
    h = hexs(32)
    v2 = "V2" + rs(B64URL, 43)
    url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (ch(ORGS).replace("-", ""), uuid4(), uuid4(), h, uuid4(), v2)
    return mk("webhook:teams", "webhook: Microsoft Teams incoming webhook", "TEAMS_WEBHOOK_URL=" + url, [h, v2], h,
              ("the Teams webhook", "Teams 웹훅"), W(".env"), label=("webhook secret", "웹훅 시크릿"), inline=False, vendor="Microsoft")


@miscb("url", 1.2)
def _(lang):
    at = hexs(64)
    sec = "SEC" + hexs(64)
    snip = "dingtalk:\n  webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\n  secret: %s" % (at, sec)
    return mk("webhook:dingtalk", "webhook: DingTalk robot access_token + SEC signing secret", snip, [at, sec], sec,
              ("the DingTalk robot credentials", "DingTalk 로봇 자격증명"), W("config/notify.yaml"), label=("secret", "시크릿"), vendor="DingTalk")


@miscb("url", 1)
def _(lang):
    u = uuid4()
    snip = "FEISHU_BOT_WEBHOOK=https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u
    return mk("webhook:feishu", "webhook: Feishu bot hook (UUID is the secret)", snip, [u], u, ("the Feishu bot webhook", "Feishu 봇 웹훅"),
              W(".env"), label=("webhook id", "웹훅 ID"), inline=False, vendor="Feishu")


@miscb("url", 1)
def _(lang):
    key = "AIza" + rs(B64URL, 35)
    tok = rs(B64URL, 43) + "%3D"
    url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64URL, 7), key, tok)
    return mk("webhook:google-chat", "webhook: Google Chat space webhook key + token", "GCHAT_WEBHOOK=\"%s\"" % url, [key, tok], tok,
              ("the Google Chat webhook", "Google Chat 웹훅"), W("deploy/notify.env"), label=("webhook token", "웹훅 토큰"), inline=False, vendor="Google")


@miscb("url", 0.8)
def _(lang):
    t = rs(LODG, 26)
    snip = "curl -i -X POST -H 'Content-Type: application/json' -d '{\"text\": \"build failed\"}' https://chat.%s.com/hooks/%s" % (ch(ORGS), t)
    return mk("webhook:mattermost", "webhook: Mattermost incoming hook id", snip, [t], t, ("the Mattermost hook", "Mattermost 훅"),
              ("the CI notify step", "CI 알림 스텝"), label=("hook id", "훅 ID"), inline=False, vendor="Mattermost")


@miscb("url", 1)
def _(lang):
    secret = rs(AN, ri(24, 40))
    snip = "github:\n  app_id: %s\n  webhook_secret: \"%s\"\n  webhook_path: /api/github/webhooks" % (digits(6), secret)
    return mk("webhook:github-webhook-secret", "webhook: GitHub webhook HMAC secret in config", snip, [secret], secret,
              ("the GitHub webhook secret", "GitHub 웹훅 시크릿"), W("config/github-app.yml"), label=("secret", "시크릿"),
              err=("X-Hub-Signature-256 mismatch", "X-Hub-Signature-256 불일치"), vendor="GitHub")


@miscb("url", 1)
def _(lang):
    trig = rs(AN, ri(16, 24))
    api = "11" + hexs(32)
    snip = "curl -X POST -u %s:%s \"https://jenkins.corp.local/job/%s/buildWithParameters?token=%s&ENV=%s\"" % (ch(["deploy-bot", "jdoe"]), api, ch(SERVICES), trig, ch(ENVS))
    return mk("webhook:jenkins-trigger", "webhook: Jenkins remote trigger token + user API token", snip, [api, trig], api,
              ("the Jenkins API token and trigger token", "Jenkins API 토큰과 trigger 토큰"), ("the GitLab webhook settings", "GitLab 웹훅 설정"),
              label=("token", "토큰"), err=ERR_401, inline=False, vendor="Jenkins")


@miscb("url", 0.8)
def _(lang):
    t = rs(AN, 43)
    snip = "curl -X POST -H 'Authorization: Bearer %s' -F 'message=배치 실패' https://notify-api.line.me/api/notify" % t
    return mk("webhook:line-notify", "token: LINE Notify personal token", snip, [t], t, ("the LINE Notify token", "LINE Notify 토큰"),
              ("the batch failure hook", "배치 실패 알림"), label=("token", "토큰"), vendor="LINE")


# ---------------------------------------------------------------- private keys and framework secrets
import struct


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def ec_sec1_der():
    return (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") +
            b"\x04" + rbytes(64))


def ec_sec1_pem():
    body = wrap(b64e(ec_sec1_der()), 64)
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END EC PRIVATE KEY-----\n"


def pkcs8_ed25519_lines():
    return wrap(b64e(bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)), 64)


def pkcs8_ec_lines():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) +
           bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    return wrap(b64e(der), 64)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_lines(comment):
    pk = rbytes(32)
    sk = rbytes(32)
    pub = sshstr(b"ssh-ed25519") + sshstr(pk)
    chk = rbytes(4)
    priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pk) + sshstr(sk + pk) + sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + sshstr(pub) + sshstr(priv)
    return wrap(b64e(blob), 70)


def rsa_excerpt_lines(prefix="MIIEowIBAAKCAQEA"):
    first = prefix + rs(B64, 64 - len(prefix))
    mid = [rs(B64, 64) for _ in range(ri(1, 2))]
    end = [rs(B64, 64), rs(B64, ri(20, 60)) + ch(["", "=", "=="])]
    return [first] + mid, end


def pem_block(kind, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


@miscb("key", 1.5)
def _(lang):
    lines = wrap(b64e(ec_sec1_der()), 64)
    snip = pem_block("EC PRIVATE KEY", lines)
    return mk("key:pem-ec-sec1", "private key: PEM EC PRIVATE KEY (body lines)", snip, lines, None,
              ("the EC signing key", "EC 서명 키"), W(ch(["certs/jwt-signing.pem", "keys/apple_push.pem", "config/es256.key"])),
              label=("private key", "개인키"), inline=False)


@miscb("key", 1)
def _(lang):
    lines = pkcs8_ed25519_lines()
    snip = pem_block("PRIVATE KEY", lines)
    if chance(0.5):
        snip = 'ED25519_PRIVATE_KEY="' + snip.replace("\n", "\\n") + '"'
    return mk("key:pem-pkcs8-ed25519", "private key: PKCS#8 Ed25519 (one body line)", snip, lines, lines[0],
              ("the Ed25519 signing key", "Ed25519 서명 키"), W(ch(["keys/license-signer.pem", ".env"])), label=("private key", "개인키"), inline=False)


@miscb("key", 1)
def _(lang):
    lines = pkcs8_ec_lines()
    snip = pem_block("PRIVATE KEY", lines)
    return mk("key:pem-pkcs8-ec", "private key: PKCS#8 EC P-256 (Apple .p8 style)", snip, lines, None,
              ("the APNs/Sign in with Apple .p8 key", "APNs/애플 로그인 .p8 키"), W("AuthKey_%s.p8" % rs(UPDG, 10)), label=("private key", "개인키"), inline=False)


@miscb("key", 1.5)
def _(lang):
    lines = openssh_ed25519_lines("%s@%s" % (ch(["deploy", "ci", "jdoe"]), ch(SERVICES)))
    snip = pem_block("OPENSSH PRIVATE KEY", lines)
    return mk("key:openssh-ed25519", "private key: OpenSSH ed25519 (body lines)", snip, lines, None,
              ("the deploy SSH private key", "배포용 SSH 개인키"), W(ch(["~/.ssh/id_ed25519", "deploy_key", "secrets/ci_ssh_key"])),
              label=("private key", "개인키"), inline=False)


@miscb("key", 1)
def _(lang):
    head, tail = rsa_excerpt_lines()
    snip = "-----BEGIN RSA PRIVATE KEY-----\n%s\n...\n%s\n-----END RSA PRIVATE KEY-----" % ("\n".join(head), "\n".join(tail))
    return mk("key:pem-rsa-excerpt", "private key: RSA PEM excerpt (first and last body lines)", snip, head + tail, None,
              ("the legacy RSA key", "레거시 RSA 키"), W(ch(["server.key", "ssl/private/wildcard.key", "legacy/sftp_rsa"])),
              label=("private key", "개인키"), inline=False)


@miscb("key", 1.5)
def _(lang):
    head, tail = rsa_excerpt_lines("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ")
    proj = ch(ORGS) + "-" + ch(["prod", "data", "ml"])
    pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(head) + "\\n...\\n" + "\\n".join(tail) + "\\n-----END PRIVATE KEY-----\\n"
    snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
            '  "client_email": "%s@%s.iam.gserviceaccount.com"\n}') % (proj, hexs(40), pk, ch(["bq-loader", "deployer", "firebase-adminsdk-" + rs(LODG, 5)]), proj)
    return mk("key:gcp-service-account-json", "private key: GCP service-account JSON private_key (escaped newlines)", snip, head + tail, None,
              ("the service-account key file", "서비스 계정 키 파일"), W(ch(["gcp-sa.json", "secrets/firebase-admin.json"])), label=("private key", "개인키"), inline=False)


@miscb("key", 0.8)
def _(lang):
    priv = "AAAAI" + b64e(rbytes(33))[:43]
    pubblob = b64e(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))
    snip = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2025%02d%02d\nPublic-Lines: 2\n%s\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
            % (ri(1, 11), ri(1, 28), pubblob[:64], pubblob[64:], priv, hexs(64)))
    return mk("key:putty-ppk", "private key: PuTTY .ppk Private-Lines", snip, [priv], None, ("the PuTTY key", "PuTTY 키"), W("jump-host.ppk"),
              label=("private key", "개인키"), inline=False)


@miscb("key", 0.8)
def _(lang):
    lines = ["lFgEZ" + rs(B64, 59)] + [rs(B64, 64) for _ in range(ri(2, 3))] + [rs(B64, ri(20, 50))]
    snip = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), rs(B64, 4))
    return mk("key:pgp-private-block", "private key: PGP private key block excerpt", snip, lines, None, ("the release signing key", "릴리스 서명 키"),
              W("release-signing.asc"), label=("private key", "개인키"), inline=False)


@miscb("key", 1.5)
def _(lang):
    cs = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
    k = ch(["django-insecure-", ""]) + rs(cs, 50)
    snip = "SECRET_KEY = '%s'\nDEBUG = False\nALLOWED_HOSTS = ['.%s.com']" % (k, ch(ORGS))
    return mk("key:django-secret-key", "framework secret: Django SECRET_KEY", snip, [k], k, ("the Django SECRET_KEY", "Django SECRET_KEY"),
              W("config/settings/production.py"), label=("secret key", "시크릿 키"), err=("all sessions invalidated", "세션 전부 무효화"))


@miscb("key", 1)
def _(lang):
    k = hexs(128)
    snip = "production:\n  secret_key_base: %s" % k
    return mk("key:rails-secret-key-base", "framework secret: Rails secret_key_base (128 hex)", snip, [k], k, ("the Rails secret_key_base", "Rails secret_key_base"),
              ("the decrypted credentials (rails credentials:show)", "rails credentials:show 출력"), label=("secret", "시크릿"), inline=False)


@miscb("key", 1)
def _(lang):
    k = "base64:" + b64e(rbytes(32))
    snip = "APP_NAME=%s\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % (ch(SERVICES), k)
    return mk("key:laravel-app-key", "framework secret: Laravel APP_KEY", snip, [k], k, ("the Laravel APP_KEY", "Laravel APP_KEY"), W(".env"),
              label=("key", "키"), err=("The MAC is invalid.", "The MAC is invalid."))


@miscb("key", 1.5)
def _(lang):
    a = b64e(rbytes(32))
    b = hexs(64)
    snip = "NEXTAUTH_URL=https://%s.com\nNEXTAUTH_SECRET=%s\nJWT_SIGNING_SECRET=%s" % (ch(ORGS), a, b)
    return mk("key:nextauth-jwt-secret", "framework secret: NEXTAUTH_SECRET and JWT signing secret", snip, [a, b], b,
              ("the session/JWT signing secrets", "세션/JWT 서명 시크릿"), W(".env.production"), label=("secret", "시크릿"))


@miscb("key", 1)
def _(lang):
    k = b64u(rbytes(32)) + "="
    snip = "AIRFLOW__CORE__FERNET_KEY=%s\nAIRFLOW__CORE__EXECUTOR=CeleryExecutor" % k
    return mk("key:airflow-fernet", "framework secret: Airflow Fernet key", snip, [k], k, ("the Airflow Fernet key", "Airflow Fernet 키"),
              W("airflow.env"), label=("key", "키"), err=("cryptography.fernet.InvalidToken", "InvalidToken"))


@miscb("key", 1)
def _(lang):
    keys = [b64e(rbytes(33)) for _ in range(ri(3, 5))]
    root = "hvs." + rs(AN, 24)
    snip = "\n".join("Unseal Key %d: %s" % (i + 1, k) for i, k in enumerate(keys)) + "\n\nInitial Root Token: %s" % root
    return mk("key:vault-unseal", "secrets: Vault operator init output (unseal keys + root token)", snip, keys + [root], root,
              ("the Vault unseal keys and root token", "Vault unseal 키와 root 토큰"), ("the vault operator init output", "vault operator init 출력"),
              label=("root token", "root 토큰"), inline=False)


@miscb("key", 1)
def _(lang):
    k = hexs(64)
    iv = hexs(32)
    snip = "# AES-256-GCM key for PII columns\nPII_ENCRYPTION_KEY=%s\nPII_KEY_VERSION=%d" % (k, ri(1, 5))
    return mk("key:aes-data-key", "secret: raw AES-256 data key (hex)", snip, [k], k, ("the PII encryption key", "개인정보 암호화 키"),
              W(".env.%s" % ch(ENVS)), label=("key", "키"), err=("InvalidTag on decrypt", "복호화 시 InvalidTag"))


# ---------------------------------------------------------------- 2FA, recovery codes, PINs, Wi-Fi
@miscb("mfa", 1.5)
def _(lang):
    sec = rs(B32, ch([16, 32]))
    iss = ch(["GitHub", "AWS", "Okta", "NaverWorks", "Sentry", "Grafana"])
    uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, pct("ops@%s.com" % ch(ORGS)), sec, iss)
    return mk("mfa:otpauth-uri", "2FA: otpauth:// TOTP seed", uri, [sec], sec, ("the shared TOTP seed", "공용 TOTP 시드"),
              ("the QR code, decoded", "QR 코드 디코딩 결과"), label=("TOTP secret", "TOTP 시크릿"))


@miscb("mfa", 1)
def _(lang):
    raw = rs(B32.lower(), 32)
    grouped = " ".join(wrap(raw, 4))
    snip = ("Setup key: %s" if lang == "en" else "설정 키: %s") % grouped
    return mk("mfa:grouped-setup-key", "2FA: TOTP setup key in groups of four (spaces kept)", snip, [grouped], grouped,
              ("the 2FA setup key", "2FA 설정 키"), ("the shared ops account", "공용 ops 계정"), label=("setup key", "설정 키"))


@miscb("mfa", 1.5)
def _(lang):
    codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(ri(6, 10))]
    snip = "\n".join(codes)
    return mk("mfa:github-recovery-codes", "2FA: GitHub-style recovery codes (each listed)", snip, codes, None,
              ("the recovery codes of the org owner account", "org owner 계정 복구 코드"), W("github-recovery-codes.txt"),
              label=("recovery codes", "복구 코드"), inline=False)


@miscb("mfa", 1)
def _(lang):
    codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(ri(5, 10))]
    snip = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return mk("mfa:google-backup-codes", "2FA: Google-style 8-digit backup codes", snip, codes, None,
              ("the Google Workspace backup codes", "Google Workspace 백업 코드"), ("the admin's notes", "관리자 메모"),
              label=("backup codes", "백업 코드"), inline=False)


@miscb("mfa", 1)
def _(lang):
    key = "-".join(rs(DG, 6) for _ in range(8))
    snip = ("BitLocker recovery key for %s (ID %s): %s" % (ch(["LT-0231", "DESKTOP-7Q2", "FIN-PC-04"]), rs(HEXU, 8), key))
    return mk("mfa:bitlocker-recovery", "recovery: BitLocker 48-digit recovery key", snip, [key], key, ("the BitLocker recovery key", "BitLocker 복구 키"),
              ("the helpdesk ticket", "헬프데스크 티켓"), label=("recovery key", "복구 키"))


@miscb("mfa", 1)
def _(lang):
    pin = rs(DG, 8)
    puk = rs(DG, 8)
    mgm = hexs(48)
    snip = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key -m %s" % (pin, puk, mgm)
    return mk("mfa:yubikey-piv", "PIN: YubiKey PIV PIN, PUK and management key", snip, [pin, puk, mgm], pin,
              ("the YubiKey PIV PIN/PUK", "YubiKey PIV PIN/PUK"), ("the provisioning log", "프로비저닝 로그"), label=("PIN", "PIN"), inline=False)


@miscb("mfa", 1)
def _(lang):
    pin = rs(DG, 8)
    if lang == "en":
        snip = "Door lock for the server room: %s# (changed monthly by facilities)" % pin
    else:
        snip = "서버실 도어락 비밀번호: %s# (시설팀이 매달 변경)" % pin
    return mk("mfa:door-code", "PIN: 8-digit door lock code", snip, [pin], pin, ("the server-room door code", "서버실 도어락 번호"),
              ("the onboarding doc", "온보딩 문서"), label=("code", "번호"))


@miscb("mfa", 1.5)
def _(lang):
    pw = make_pw("semi", lang=lang).replace(";", "").replace(":", "")
    if len(pw) < 8:
        pw += rs(AN, 6)
    ssid = ch(["CORP-5G", "Office_Guest", "Factory-IoT", "Cafe_Staff"])
    snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
    return mk("mfa:wifi-qr", "Wi-Fi: WIFI: QR payload with WPA key", snip, [pw], pw, ("the Wi-Fi key", "와이파이 키"),
              ("the QR code on the meeting room wall", "회의실 벽 QR 코드"), label=("Wi-Fi key", "와이파이 키"))


@miscb("mfa", 1)
def _(lang):
    pw = "-".join(rs(LO, 4) for _ in range(4))
    snip = ("App-specific password for %s: %s" if lang == "en" else "%s용 앱 암호: %s") % (ch(["Thunderbird", "the CalDAV sync", "git-send-email"]), pw)
    return mk("mfa:apple-app-specific", "password: Apple app-specific password xxxx-xxxx-xxxx-xxxx", snip, [pw], pw,
              ("the app-specific password", "앱 암호"), ("iCloud settings", "iCloud 설정"))


@miscb("mfa", 1)
def _(lang):
    words = [ch(EN_WORDS) for _ in range(12)]
    phrase = " ".join(words)
    snip = ("Recovery phrase (hot wallet for gas fees): %s" if lang == "en" else "복구 문구(가스비용 핫월렛): %s") % phrase
    return mk("mfa:wallet-seed-phrase", "recovery: 12-word wallet seed phrase", snip, [phrase], phrase, ("the wallet seed phrase", "지갑 시드 문구"),
              ("the deploy script comments", "배포 스크립트 주석"), label=("seed phrase", "시드 문구"))


@miscb("mfa", 1)
def _(lang):
    k = "A3-%s-%s-%s-%s-%s-%s" % (rs(UPDG, 6), rs(UPDG, 6), rs(UPDG, 5), rs(UPDG, 5), rs(UPDG, 5), rs(UPDG, 5))
    snip = ("Emergency Kit -> Secret Key: %s" if lang == "en" else "Emergency Kit -> Secret Key: %s") % k
    return mk("mfa:1password-secret-key", "recovery: 1Password account Secret Key", snip, [k], k, ("the 1Password Secret Key", "1Password Secret Key"),
              ("the scanned emergency kit", "스캔한 비상 키트"), label=("secret key", "Secret Key"), vendor="1Password")


@miscb("mfa", 0.8)
def _(lang):
    codes = [rs(DG, 9) for _ in range(ri(3, 5))]
    snip = "Duo bypass codes (valid 24h): " + ", ".join(codes)
    return mk("mfa:duo-bypass", "2FA: Duo bypass codes", snip, codes, None, ("the Duo bypass codes", "Duo bypass 코드"),
              ("the helpdesk chat", "헬프데스크 채팅"), label=("bypass codes", "bypass 코드"), inline=False)


# ================================================================ prose frames (secret notes)
F = {
    "mc_plain": {
        "en": ["{svc} on {env} started failing with \"{err}\"; I didn't know {what} was read from {where}.",
               "I was asked to clean up {where} for {svc} and didn't realize it held {what}.",
               "The user asked me to fix the {env} deploy of {svc}; the root cause was {what}, and I had no idea where it was defined.",
               "I didn't know which credential {svc} uses on {env}, so I searched the repo and found {what} in {where}.",
               "Nobody had documented that {what} for {svc} lives in {where}.",
               "Smoke tests for {svc} failed on {env} (\"{err}\"); I didn't know {what} had been rotated last week.",
               "I had to reproduce a {svc} bug locally and didn't know how the team provisions {what}.",
               "Onboarding task: get {svc} running locally. The README never says where {what} comes from.",
               "The nightly job of {svc} broke after the runner image changed; it depended on {what} in {where}.",
               "I assumed {where} only had harmless defaults and almost committed it.",
               "While migrating {svc} to the new cluster I missed that {what} was still configured in {where}."],
        "ko": ["{env}에서 {svc}가 \"{err}\"로 실패하기 시작했는데, {what} 값을 {where}에서 읽는다는 걸 몰랐음.",
               "{where} 정리 요청을 받았는데 거기에 {what} 값이 들어있는 줄 몰랐다.",
               "{svc} {env} 배포 실패 원인이 {what} 쪽이었는데 어디서 정의되는지 전혀 몰랐음.",
               "{svc}가 {env}에서 어떤 자격증명을 쓰는지 몰라서 레포를 grep 했더니 {where}에 {what} 값이 있었음.",
               "{svc}의 {what} 위치가 {where}라는 게 어디에도 문서화돼 있지 않았음.",
               "{env} 스모크 테스트가 \"{err}\"로 계속 실패. 지난주에 {what} 값이 교체된 걸 몰랐다.",
               "{svc} 버그를 로컬에서 재현해야 했는데 팀이 {what} 값을 어떻게 발급/배포하는지 몰랐음.",
               "온보딩 작업: {svc} 로컬 실행. README에 {what} 출처가 안 적혀 있었음.",
               "러너 이미지 변경 후 {svc} 야간 배치가 깨졌는데, {where}의 {what} 값에 의존하고 있었음.",
               "{where}에는 기본값만 있는 줄 알고 그냥 커밋할 뻔했다.",
               "{svc}를 새 클러스터로 옮기면서 {what} 값이 아직 {where}에 설정돼 있다는 걸 놓쳤음."]},
    "le_snip": {
        "en": ["The value was hard-coded in {where}:\n{snip}\nIt should come from the secret store; I left a TODO and told the user.",
               "This is what {svc} actually loads:\n{snip}\nAfter restoring it the {env} deploy passed.",
               "Working setup (do not commit):\n{snip}",
               "Root cause: {where} overrides the environment.\n{snip}\nRemove the override once the vault path is wired up.",
               "Found in {where}:\n{snip}\nRotating it will break {svc} until the pipeline is updated as well.",
               "{where} on {env} looks like this:\n{snip}\nThe service reads it once at boot, so restart after changing it.",
               "Repro that finally worked:\n{snip}\nThe \"{err}\" came from a stale value cached in the container.",
               "The credential below is shared by {svc} and the cron jobs, so change both together:\n{snip}",
               "{snip}\nThat is the block from {where}; the fix was to load it from the environment instead.",
               "Check {where} first when auth fails. Current content:\n{snip}"],
        "ko": ["{where}에 하드코딩되어 있었음:\n{snip}\n시크릿 매니저로 옮겨야 함. TODO 남기고 사용자에게 알림.",
               "{svc}가 실제로 읽는 설정:\n{snip}\n이걸 복구하니 {env} 배포 통과.",
               "동작하는 설정 (커밋 금지):\n{snip}",
               "원인: {where}가 환경변수를 덮어씀.\n{snip}\nvault 경로 연결되면 override 제거할 것.",
               "{where}에서 발견:\n{snip}\n교체하면 파이프라인도 같이 바꿔야 {svc}가 안 깨짐.",
               "{env}의 {where} 내용:\n{snip}\n부팅 시 한 번만 읽으니 바꾼 뒤 재시작 필요.",
               "재현 성공한 방법:\n{snip}\n\"{err}\"는 컨테이너에 캐시된 예전 값 때문이었음.",
               "아래 자격증명은 {svc}와 cron 잡이 같이 쓰니 바꿀 때 둘 다 바꿔야 함:\n{snip}",
               "{snip}\n{where}에 있던 블록. 환경변수에서 읽도록 바꿔서 해결.",
               "인증 실패하면 {where}부터 확인. 현재 내용:\n{snip}"]},
    "le_plain": {
        "en": ["Credentials for {svc} are loaded from {where} before env vars; check there first when auth fails.",
               "Never assume {where} is safe to commit; grep it for keys before staging.",
               "Rotate first, then update {where}, then restart {svc}; the other order causes minutes of \"{err}\".",
               "The {env} pipeline injects its own value for {svc}; {where} only matters for local dev.",
               "Moved the value for {svc} into the secret manager and replaced the literal in {where} with an env lookup.",
               "For {svc}, \"{err}\" almost always means a stale {label}, not a network problem."],
        "ko": ["{svc} 자격증명은 환경변수보다 {where}를 먼저 읽음. 인증 실패 시 여기부터 확인.",
               "{where}가 커밋해도 안전하다고 가정하지 말 것. 스테이징 전에 키 grep 하기.",
               "교체 → {where} 수정 → {svc} 재시작 순서로. 반대로 하면 몇 분간 \"{err}\" 발생.",
               "{env} 파이프라인은 {svc}에 자체 값을 주입함. {where}는 로컬 dev에서만 의미 있음.",
               "{svc} 값을 시크릿 매니저로 옮기고 {where}의 리터럴은 환경변수 조회로 바꿈.",
               "{svc}에서 \"{err}\"는 거의 항상 만료된 {label} 문제지 네트워크 문제가 아님."]},
    "mc_snip": {
        "en": ["The user pasted this from {where} and asked why {svc} fails on {env}:\n{snip}",
               "I didn't know {svc} read its credentials from {where}; the relevant part:\n{snip}",
               "Context I was missing: {where} on the {env} box contains\n{snip}\nand it overrides the CI variables.",
               "{snip}\nThe user sent me the above (from {where}) without saying it was live."],
        "ko": ["사용자가 {where}에서 아래를 붙여넣고 {env}에서 {svc}가 왜 실패하는지 물어봄:\n{snip}",
               "{svc}가 {where}에서 자격증명을 읽는 줄 몰랐음. 해당 부분:\n{snip}",
               "몰랐던 맥락: {env} 서버의 {where} 내용이\n{snip}\n이고 CI 변수를 덮어씀.",
               "{snip}\n사용자가 위 내용({where})을 실제 값이라는 말 없이 보내줌."]},
    "ask_plain": {
        "en": ["Can I move {what} into the secret manager and delete it from {where}?",
               "Who owns {what} for {svc}, and should it be rotated now that it was pasted here?",
               "Should {env} and local dev use separate credentials?",
               "", "",
               "Is there a vault path I should use instead of {where}?",
               "Do you want me to open a ticket to rotate it?"],
        "ko": ["{what} 값을 시크릿 매니저로 옮기고 {where}에서 지워도 될까요?",
               "{svc}의 {what} 담당자가 누구인지, 여기 노출됐으니 교체해야 하는지?",
               "{env}랑 로컬 dev 자격증명을 분리할까요?",
               "", "",
               "{where} 대신 쓸 vault 경로가 있나요?",
               "교체 티켓 열어드릴까요?"]},
    "ask_sec": {
        "en": ["Is `{sec}` still the live {label} for {svc}, or has it been rotated?",
               "Should I keep using {sec} on {env}, or will you issue a new {label}?",
               "Can you confirm {sec} may be used from CI?",
               "You gave me {sec} last time. Is it still valid?"],
        "ko": ["`{sec}` 아직 {svc}에서 쓰는 {label} 맞나요, 교체됐나요?",
               "{env}에서 계속 {sec} 써도 되나요, 새 {label} 발급해 주시나요?",
               "{sec} CI에서 써도 되는지 확인 부탁드려요.",
               "지난번에 받은 {sec} 아직 유효한가요?"]},
    "split_mc": {
        "en": ["The user shared {what} for {svc} ({env}) in chat. Value:",
               "I didn't know where {svc} gets its {label} on {env}; the user gave it to me directly. The {label} is",
               "Credential for {svc} on {env}, {label}:"],
        "ko": ["사용자가 채팅으로 {svc} ({env})용 {what} 값을 줬음. 값:",
               "{env}에서 {svc}가 쓰는 {label} 출처를 몰라서 사용자가 직접 알려줌. {label}:",
               "{svc} {env} 자격증명, {label}:"]},
    "split_le": {
        "en": ["{sec}\nUse it only for {env}; {svc} reads it from {where}.",
               "{sec} (from {where}). The previous one was revoked, which explains \"{err}\".",
               "{sec}\nDo not put it in {where} again; inject it at deploy time."],
        "ko": ["{sec}\n{env} 전용이고 {svc}는 {where}에서 읽음.",
               "{sec} ({where} 출처). 예전 값은 폐기돼서 \"{err}\"가 났던 것.",
               "{sec}\n다시 {where}에 넣지 말고 배포 시점에 주입할 것."]},
    "start_le": {
        "en": ["{sec} is {what} used by {svc}; it sits in {where}, which must never be committed.",
               "`{sec}` is the {label} that made {env} work again; it was missing from {where}.",
               "{sec} <- this {label} is what {svc} needs on {env}. Keep it out of logs."],
        "ko": ["{sec} 이게 {svc}가 쓰는 {what} 값. {where}에 있으니 절대 커밋 금지.",
               "`{sec}` 이 {label} 값으로 바꾸니 {env}가 다시 동작함. {where}에 빠져 있었음.",
               "{sec} <- {svc}가 {env}에서 필요로 하는 {label}. 로그에 찍히지 않게 할 것."]},
    "end_mc": {
        "en": ["The failing request from {svc} on {env} used {what}: {sec}",
               "I didn't know {svc} still used an old {label}; the one I found in {where} was {sec}",
               "\"{err}\" kept coming back on {env}. The {label} configured for {svc} was {sec}"],
        "ko": ["{env}에서 실패한 {svc} 요청에 쓰인 {what}: {sec}",
               "{svc}가 아직 예전 {label} 값을 쓰는 줄 몰랐음. {where}에서 찾은 값은 {sec}",
               "{env}에서 \"{err}\"가 계속 재발. {svc}에 설정된 {label}: {sec}"]},
    "ask_only": {
        "en": ["Before reusing {sec}, is it the {env} {label} or a test one?",
               "Is {sec} supposed to work for {svc}, or was it revoked?",
               "The user mentioned {sec} in passing. Should I treat it as the current {label}?"],
        "ko": ["{sec} 다시 쓰기 전에, 이게 {env} {label}인지 테스트용인지?",
               "{sec}가 {svc}에서 동작해야 하는 값인지, 폐기된 건지?",
               "사용자가 지나가듯 {sec}를 언급했는데 현재 {label}로 봐도 되나요?"]},
    "question_mc": {
        "en": ["User asked: \"why does {svc} get \"{err}\" with {sec}?\" I didn't know the {label} lacked the needed scope.",
               "The user's question was \"is {sec} the right {label} for {env}?\" and I had no way to check which environment it belongs to."],
        "ko": ["사용자 질문: \"{sec} 넣었는데 왜 {svc}에서 \"{err}\" 나요?\" {label} 권한(scope)이 부족한 걸 몰랐음.",
               "사용자 질문이 \"{sec} 이게 {env}용 {label} 맞아요?\" 였는데 어느 환경 값인지 확인할 방법을 몰랐음."]},
}

# frames for items whose source is not a file (chat, logs, terminals, tickets, ...)
F_NF = {
    "mc_plain": {
        "en": ["I didn't know {what} was needed to finish the {svc} task on {env}.",
               "The user asked me to help with {svc} on {env}; I had no idea where {what} was kept.",
               "I was missing {what} and lost time trying wrong values (\"{err}\").",
               "Nobody told me {what} was only available in {where}.",
               "I needed {what} to continue and only found it in {where}."],
        "ko": ["{env}에서 {svc} 작업을 끝내려면 {what} 값이 필요하다는 걸 몰랐음.",
               "사용자가 {env}의 {svc} 작업을 부탁했는데 {what} 값이 어디 있는지 몰랐음.",
               "{what} 값이 없어서 엉뚱한 값으로 시도하다 시간 낭비 (\"{err}\").",
               "{what} 값이 {where}에만 있다는 걸 아무도 알려주지 않았음.",
               "작업을 계속하려면 {what} 값이 필요했는데 {where}에서만 찾을 수 있었음."]},
    "le_snip": {
        "en": ["From {where}:\n{snip}\nThis belongs in the password manager, not in notes or chat.",
               "What I used:\n{snip}\nNext time ask for a personal account instead of the shared one.",
               "{snip}\n(found in {where}). It worked, but several people share it, so it should be rotated.",
               "The value in {where}:\n{snip}\nI told the user to rotate it because it was pasted in plain text.",
               "Copied from {where}:\n{snip}\nThat fixed \"{err}\" for {svc}."],
        "ko": ["{where}에서 확인:\n{snip}\n노트나 채팅 말고 비밀번호 관리자에 있어야 함.",
               "사용한 값:\n{snip}\n다음엔 공용 계정 말고 개인 계정을 요청할 것.",
               "{snip}\n({where}에서 찾음). 동작은 했지만 여러 명이 공유하는 값이라 교체 필요.",
               "{where}에 있던 값:\n{snip}\n평문으로 공유됐으니 교체하라고 사용자에게 말함.",
               "{where}에서 복사:\n{snip}\n이걸로 {svc}의 \"{err}\" 해결."]},
    "le_plain": {
        "en": ["Shared credentials pasted in {where} should move to the team vault and be rotated.",
               "Get credentials through a password-manager share, not through {where}.",
               "The \"{err}\" came from a typo in my first attempt; the value itself was right.",
               "Check {where} before asking again, but copy the value into the vault, not into code."],
        "ko": ["{where}에 붙여넣은 공용 자격증명은 팀 vault로 옮기고 교체해야 함.",
               "자격증명은 {where} 말고 비밀번호 관리자 공유로 받을 것.",
               "\"{err}\"는 첫 시도의 오타 때문이었고 값 자체는 맞았음.",
               "다시 묻기 전에 {where}부터 확인하되, 값은 코드 말고 vault에 넣을 것."]},
    "mc_snip": {
        "en": ["The user pasted this from {where}:\n{snip}\nand asked me to use it for {svc}.",
               "Context I didn't have, from {where}:\n{snip}",
               "{snip}\nThat came from {where}; I didn't know it was the live value for {env}."],
        "ko": ["사용자가 {where}에서 이걸 붙여넣고 {svc} 작업에 쓰라고 함:\n{snip}",
               "몰랐던 맥락 ({where}):\n{snip}",
               "{snip}\n{where}에서 나온 값인데 {env} 실제 값인 줄 몰랐음."]},
    "ask_plain": {
        "en": ["Can the shared {label} be rotated now that I've seen it?", "", "",
               "Is there a vault entry I should use instead of {where}?", "Should I get my own account instead of the shared one?"],
        "ko": ["제가 봤으니 공용 {label} 교체할까요?", "", "", "{where} 말고 쓸 vault 항목이 있나요?", "공용 계정 대신 개인 계정을 받을까요?"]},
}

DISTRACTORS = {
    "en": ["Fixed in commit {sha}.", "Request id of the failing call: {uuid}.", "Image now pinned to sha256:{d64}.",
           "Trace id {t32} in Tempo shows the retry loop.", "Runbook page id {pid}."],
    "ko": ["커밋 {sha}에서 수정.", "실패한 호출 request id: {uuid}.", "이미지는 sha256:{d64}로 고정.",
           "Tempo trace id {t32}에서 재시도 루프 확인.", "런북 페이지 id {pid}."]}


def distractor(lang):
    return fill(ch(DISTRACTORS[lang]), {"sha": hexs(ch([7, 12, 40])), "uuid": uuid4(), "d64": hexs(64), "t32": hexs(32),
                                        "pid": digits(9)})


def fmt_snip(snip):
    single = "\n" not in snip
    if single and len(snip) < 160 and chance(0.35):
        return "`%s`" % snip
    st = ri(0, 9)
    if st <= 4:
        return "```\n%s\n```" % snip
    if st <= 6:
        return "\n".join("    " + ln for ln in snip.split("\n"))
    return snip


MODES = [("lesson", 34), ("context", 13), ("ask_repeat", 9), ("split", 8), ("start", 6), ("end", 6),
         ("ask_only", 5), ("question", 5), ("both", 8), ("snip_in_ask", 3)]


# ================================================================ secret note assembly
def lang_ctx(item, lang, svc, env):
    i = 0 if lang == "en" else 1
    return {"what": item["what"][i], "where": item["where"][i], "label": item["label"][i], "err": item["err"][i],
            "svc": svc, "env": env}


def build_secret_note(item, lang):
    svc = ch(SERVICES)
    env = ch(ENVS)
    d = lang_ctx(item, lang, svc, env)
    if item["custom"]:
        mc, le, ak = ch(item["custom"][lang])
        fields = {"missing_context": mc, "lesson": le, "ask_next_time": ak}
        mode = "custom prose"
    else:
        modes = MODES
        if not item["inline"]:
            modes = [m for m in MODES if m[0] in ("lesson", "context", "snip_in_ask")]
        if len(item["snip"].encode("utf-8")) > 330:
            modes = [m for m in modes if m[0] != "snip_in_ask"]
        mode = wchoice(modes)
        snip = fmt_snip(item["snip"])
        if item["tail"]:
            snip += "\n" + item["tail"][0 if lang == "en" else 1]
        d["snip"] = snip
        d["sec"] = item["primary"] or ""
        nonfile = not d["where"].startswith("`")
        t = lambda key: ch((F_NF if nonfile and key in F_NF else F)[key][lang])
        if mode == "lesson":
            mc, le, ak = t("mc_plain"), t("le_snip"), t("ask_plain")
        elif mode == "context":
            mc, le, ak = t("mc_snip"), t("le_plain"), t("ask_plain")
        elif mode == "ask_repeat":
            mc, le, ak = t("mc_plain"), t("le_snip"), t("ask_sec")
        elif mode == "split":
            mc, le, ak = t("split_mc"), t("split_le"), t("ask_plain")
        elif mode == "start":
            mc, le, ak = t("mc_plain"), t("start_le"), ch([t("ask_plain"), t("ask_sec")])
        elif mode == "end":
            mc, le, ak = t("end_mc"), t("le_plain"), t("ask_plain")
        elif mode == "ask_only":
            mc, le, ak = t("mc_plain"), t("le_plain"), t("ask_only")
        elif mode == "question":
            mc, le, ak = t("question_mc"), ch([t("le_snip"), t("le_plain")]), t("ask_plain")
        elif mode == "both":
            mc, le, ak = t("mc_snip"), t("start_le"), t("ask_plain")
        else:  # snip_in_ask
            mc, le = t("mc_plain"), t("le_plain")
            ak = ("Is this still the right setup?\n{snip}" if lang == "en" else "이 설정 아직 맞나요?\n{snip}")
        fields = {"missing_context": fill(mc, d), "lesson": fill(le, d), "ask_next_time": fill(ak, d)}
    if chance(0.28):
        fields["lesson"] = fields["lesson"] + ("\n" if "\n" in fields["lesson"] else " ") + distractor(lang)
    secrets = []
    for c in item["cands"]:
        if c and c not in secrets and any(c in v for v in fields.values()):
            secrets.append(c)
    return fields, secrets, mode


def slug_of(vendor):
    return re.sub(r"[^a-z0-9]", "", vendor.lower())[:12] or "vendor"


def vendor_item(vs, lang):
    """vs: list of vendor entries (1 = single vendor note, 2-3 = multi-vendor .env)."""
    datas = [v["fn"]() for v in vs]
    v0 = vs[0]
    c = {"svc": ch(SERVICES), "env": ch(ENVS), "vendor": v0["vendor"], "slug": slug_of(v0["vendor"]),
         "difffile": ch([".env", ".env.production", "config/app.env", "deploy/values.env"])}
    pairs = []
    for d in datas:
        pairs += d["pairs"]
    cands = []
    for d in datas:
        cands += [p[2] for p in d["pairs"] if p[2]] + d.get("extra", [])
    d0 = datas[0]
    opts = [("pairs", 6.0)]
    if len(vs) == 1:
        specials = []
        for sp in SPECIALS:
            r = sp(pairs, c)
            if r:
                specials.append(r)
        if specials:
            opts.append(("special", 4.0))
        if d0.get("http"):
            opts.append(("http", 3.5))
        if d0.get("cli"):
            opts.append(("cli", 2.5))
    kind = wchoice(opts)
    if kind == "pairs":
        if len(vs) > 1:
            fn = ch([c_dotenv, c_export, c_compose, c_k8s_stringdata, c_gha, c_table, c_log, c_json, c_yaml, c_helm, c_postman])
        else:
            fn = wchoice(PAIR_CONTAINERS)
        r = fn(pairs, c)
    elif kind == "special":
        r = ch(specials)
    elif kind == "http":
        r = wchoice(HTTP_RENDERERS)(d0["http"], c)
    else:
        r = wchoice(CLI_RENDERERS)(d0["cli"], c)
    cands += r.get("extra", [])
    if len(vs) == 1:
        what = ("the %s %s" % (v0["vendor"], v0["product"]), "%s %s" % (v0["vendor"], v0["product_ko"]))
        lab = {"key": ("key", "키"), "token": ("token", "토큰"), "secret": ("secret", "시크릿"), "password": ("password", "비밀번호")}[v0["label"]]
        cat = "vendor token: %s %s (%s) in %s" % (v0["vendor"], v0["product"], v0["region"], r["cname"])
        primary = d0["primary"]
        inline = True
    else:
        names = " + ".join("%s %s" % (v["vendor"], v["product"]) for v in vs)
        what = ("the third-party API credentials", "외부 API 자격증명들")
        lab = ("keys", "키")
        cat = "vendor tokens (multi): %s in %s" % (names, r["cname"])
        primary = d0["primary"]
        inline = False
    it = mk("vendor:" + r["cname"], cat, r["snip"], cands, primary, what, r["where"], label=lab,
            err=ch([ERR_401, ("403 Forbidden", "403 Forbidden"), ("invalid_auth", "invalid_auth"), ("invalid api key", "invalid api key")]),
            vendor=" + ".join(v["vendor"] for v in vs), inline=inline)
    it["vendor_keys"] = [v["key"] for v in vs]
    it["regions"] = [v["region"] for v in vs]
    return it


def cmd_item(fn, lang):
    cmd, cands, primary, what, err, tid = fn(lang)
    c = {"svc": ch(SERVICES), "env": ch(ENVS)}
    r = wchoice(CLI_RENDERERS)(cmd, c)
    return mk("cmd:" + tid, "%s (%s)" % (tid, r["cname"]), r["snip"], cands, primary, what, r["where"], err=err)


# ================================================================ clean items
CLEAN_BUILDERS = []   # (fn, weight, family)


def cleanb(family, weight=1.0):
    def deco(fn):
        CLEAN_BUILDERS.append((fn, weight, family))
        return fn
    return deco


def ck(tid, cat, snip, what, where, note, publishable=False, risky=True, custom=None):
    return {"tid": tid, "cat": cat + (" [publishable]" if publishable else ""), "snip": snip, "what": what, "where": where,
            "note": note, "risky": risky, "custom": custom}


# ---- placeholders / templated values
@cleanb("placeholder", 2)
def _(lang):
    v = ch([("STRIPE_SECRET_KEY", "sk_live_" + "X" * 24), ("GITHUB_TOKEN", "ghp_" + "x" * 36), ("OPENAI_API_KEY", "sk-...your-key-here"),
            ("AWS_SECRET_ACCESS_KEY", "<your-secret-access-key>"), ("SLACK_BOT_TOKEN", "xoxb-your-bot-token"),
            ("DB_PASSWORD", "<password>"), ("ANTHROPIC_API_KEY", "sk-ant-..."), ("TOSS_SECRET_KEY", "test_sk_" + "*" * 20),
            ("KAKAO_REST_API_KEY", "{{KAKAO_REST_API_KEY}}"), ("SENDGRID_API_KEY", "SG.xxxxxxxx.yyyyyyyy")])
    other = ch([("DATABASE_URL", "postgres://app:<password>@localhost:5432/app"), ("REDIS_URL", "redis://localhost:6379/0"),
                ("JWT_SECRET", "replace-me-with-32-random-bytes"), ("SENTRY_DSN", "")])
    snip = "# copy to .env and fill in real values\n%s=%s\n%s=%s\nPORT=8080" % (v[0], v[1], other[0], other[1])
    return ck("clean:env-example-placeholders", "clean: .env.example with placeholder values", snip, ("the placeholder values", "플레이스홀더 값"),
              W(".env.example"), ("Only placeholders; real values come from the vault at deploy time.", "플레이스홀더만 있음. 실제 값은 배포 시 vault에서 주입."))


@cleanb("placeholder", 1.5)
def _(lang):
    snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: {{ include \"app.fullname\" . }}\nstringData:\n"
            "  DB_PASSWORD: {{ required \"db.password is required\" .Values.db.password | quote }}\n"
            "  API_TOKEN: {{ .Values.api.token | quote }}")
    return ck("clean:helm-template-secret", "clean: Helm template with .Values references", snip, ("the templated secret values", "템플릿 시크릿 값"),
              W("templates/secret.yaml"), ("Values are injected from the encrypted values file, nothing literal in the chart.", "값은 암호화된 values 파일에서 주입됨. 차트엔 리터럴 없음."))


@cleanb("placeholder", 2)
def _(lang):
    snip = ("- name: Publish\n  run: npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n"
            "- name: Deploy\n  run: ./deploy.sh\n  env:\n    AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy" % digits(12))
    return ck("clean:gha-secrets-ref", "clean: GitHub Actions ${{ secrets.* }} references", snip, ("the token references", "토큰 참조"),
              W(".github/workflows/release.yml"), ("The workflow only references repository secrets; OIDC role for AWS, no static keys.", "워크플로는 repository secret 참조만 함. AWS는 OIDC role, 고정 키 없음."))


@cleanb("placeholder", 1.5)
def _(lang):
    snip = ('variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n'
            '  username = "dbadmin"\n  password = var.db_password\n}')
    return ck("clean:terraform-sensitive-var", "clean: Terraform sensitive variable reference", snip, ("the DB password variable", "DB 비밀번호 변수"),
              W("infra/rds.tf"), ("The password is passed with TF_VAR_db_password from the CI secret store.", "비밀번호는 CI 시크릿에서 TF_VAR_db_password로 전달."))


@cleanb("placeholder", 1.5)
def _(lang):
    snip = ('services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n'
            '      POSTGRES_USER: ${POSTGRES_USER:-app}')
    return ck("clean:compose-env-interpolation", "clean: compose ${VAR:?} interpolation", snip, ("the compose variables", "compose 변수"),
              W("docker-compose.yml"), ("Compose fails fast if the variable is missing; nothing is hard-coded.", "변수가 없으면 compose가 바로 실패함. 하드코딩 없음."))


@cleanb("placeholder", 1.5)
def _(lang):
    snip = ('curl -sS https://api.github.com/user -H "Authorization: Bearer $GITHUB_TOKEN"\n'
            'mysql -h "$DB_HOST" -u "$DB_USER" -p"$DB_PASSWORD" -e "select 1"')
    return ck("clean:shell-env-expansion", "clean: shell commands with $VAR expansion instead of values", snip, ("the credentials in the commands", "명령의 자격증명"),
              W("scripts/smoke.sh"), ("Values are expanded from the environment at run time.", "값은 실행 시 환경변수에서 확장됨."))


@cleanb("placeholder", 1)
def _(lang):
    snip = "db_password: \"{{ vault_db_password }}\"\nsmtp_password: \"{{ lookup('community.hashi_vault.vault_kv2_get', 'smtp').secret.password }}\""
    return ck("clean:ansible-vault-lookup", "clean: Ansible variables referencing vault", snip, ("the Ansible password variables", "Ansible 비밀번호 변수"),
              W("group_vars/all/main.yml"), ("Both point at vault; the real values never sit in the repo.", "둘 다 vault 참조. 실제 값은 레포에 없음."))


@cleanb("placeholder", 1)
def _(lang):
    snip = "spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}\nmanagement.endpoints.web.exposure.include=health,info"
    return ck("clean:spring-placeholders", "clean: Spring ${...} placeholders", snip, ("the property placeholders", "프로퍼티 플레이스홀더"),
              W("application-prod.properties"), ("Spring resolves these from env vars injected by the Deployment.", "Deployment가 넣은 env로 Spring이 치환."))


# ---- masked output
@cleanb("masked", 2)
def _(lang):
    snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
            "   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
            "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (
        ch(ORGS), rs(B32, 4), rs(AN, 4), ch(REGIONS))
    return ck("clean:aws-configure-list-masked", "clean: aws configure list masked output", snip, ("the masked AWS keys", "마스킹된 AWS 키"),
              ("the output of aws configure list", "aws configure list 출력"), ("The CLI masks all but the last four characters, so this is safe to share.", "CLI가 마지막 4자리 빼고 마스킹하므로 공유해도 됨."))


@cleanb("masked", 1.5)
def _(lang):
    snip = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
            "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % (ch(ORGS) + "-dev")
    return ck("clean:gh-auth-status-masked", "clean: gh auth status with masked token", snip, ("the token shown by gh", "gh가 보여준 토큰"),
              ("gh auth status", "gh auth status 출력"), ("gh prints the token fully masked; only scopes matter here.", "gh는 토큰을 전부 마스킹함. 여기선 scope만 보면 됨."))


@cleanb("masked", 2)
def _(lang):
    snip = ("%s  + ./deploy.sh --env %s\n%s  Using DB_PASSWORD=***\n%s  Using STRIPE_SECRET_KEY=***\n%s  Deployed %s in %ds") % (
        iso_ts(), ch(ENVS), iso_ts(), iso_ts(), iso_ts(), ch(SERVICES), ri(20, 300))
    return ck("clean:ci-log-masked", "clean: CI log with *** masked secrets", snip, ("the masked values in the CI log", "CI 로그의 마스킹 값"),
              ("the CI job log", "CI 잡 로그"), ("The runner masks registered secrets as ***.", "러너가 등록된 시크릿을 ***로 마스킹함."))


@cleanb("masked", 1.5)
def _(lang):
    snip = "STRIPE_SECRET_KEY=sk_live_••••••••••••••••%s\nOPENAI_API_KEY=sk-proj-…%s\nDB_PASSWORD=********" % (rs(AN, 4), rs(AN, 4))
    return ck("clean:dashboard-masked-values", "clean: dashboard env view with masked values", snip, ("the masked env values", "마스킹된 env 값"),
              ("the hosting dashboard", "호스팅 대시보드"), ("The dashboard only shows the last four characters; the values stay in the provider.", "대시보드는 마지막 4자리만 보여줌."))


@cleanb("masked", 1.5)
def _(lang):
    snip = "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (ch(SERVICES), ch(ENVS), ri(16, 40), ri(3, 10))
    return ck("clean:kubectl-describe-secret", "clean: kubectl describe secret (sizes only)", snip, ("the secret description", "secret describe 결과"),
              ("kubectl describe secret", "kubectl describe secret 출력"), ("describe only shows byte counts, which is why it is fine to paste.", "describe는 바이트 수만 보여줘서 붙여도 괜찮음."))


@cleanb("masked", 1.5)
def _(lang):
    snip = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n'
            '      ~ password = (sensitive value)\n        id       = "%s-%s"\n    }') % (ch(SERVICES), ch(ENVS))
    return ck("clean:terraform-plan-sensitive", "clean: terraform plan (sensitive value)", snip, ("the plan output", "plan 출력"),
              ("terraform plan", "terraform plan 출력"), ("Terraform hides the value; the plan only says it will change.", "Terraform이 값을 숨기고 변경만 표시."))


@cleanb("masked", 1)
def _(lang):
    snip = "DATABASE_URL=postgres://app:****@%s:5432/%s\nREDIS_URL=redis://:****@cache.internal:6379/0" % (host(), dbn())
    return ck("clean:masked-connection-strings", "clean: connection strings with **** passwords", snip, ("the redacted connection strings", "가려진 연결 문자열"),
              ("the app's /debug/config page", "앱의 /debug/config 페이지"), ("The debug page already redacts the password part.", "디버그 페이지가 비밀번호 부분을 이미 가림."))


# ---- env-var and secret-manager references
@cleanb("envref", 2)
def _(lang):
    arn = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (ch(REGIONS), digits(12), ch(ENVS), ch(SERVICES), rs(AN, 6))
    snip = "aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text | jq -r .password > /dev/null" % arn
    return ck("clean:secretsmanager-arn", "clean: Secrets Manager ARN reference", snip, ("the secret ARN", "시크릿 ARN"),
              ("the entrypoint script", "엔트리포인트 스크립트"), ("The ARN suffix is random but public; access is controlled by IAM.", "ARN 끝 6자리는 랜덤이지만 공개 정보. 접근은 IAM으로 통제."))


@cleanb("envref", 1.5)
def _(lang):
    snip = "DB_PASSWORD=op://%s/%s-db/password\nSTRIPE_KEY=op://%s/stripe/credential\n\n$ op run --env-file=.env.tpl -- npm start" % (
        ch(["Engineering", "Prod"]), ch(SERVICES), ch(["Engineering", "Prod"]))
    return ck("clean:1password-refs", "clean: 1Password op:// secret references", snip, ("the op:// references", "op:// 참조"),
              W(".env.tpl"), ("op run resolves the references at launch; the file itself holds no values.", "op run이 실행 시 참조를 풀어줌. 파일엔 값 없음."))


@cleanb("envref", 1.5)
def _(lang):
    snip = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef:\n        name: %s-api\n        key: token" % (ch(SERVICES), ch(SERVICES))
    return ck("clean:k8s-secretkeyref", "clean: k8s secretKeyRef", snip, ("the secretKeyRef entries", "secretKeyRef 항목"), W("k8s/deployment.yaml"),
              ("Pods read the values from Secrets created by External Secrets.", "파드는 External Secrets가 만든 Secret에서 값을 읽음."))


@cleanb("envref", 1.5)
def _(lang):
    snip = "vault kv get -field=password secret/%s/%s/db\nexport VAULT_ADDR=https://vault.%s.internal:8200\nvault login -method=oidc role=dev" % (
        ch(ENVS), ch(SERVICES), ch(ORGS))
    return ck("clean:vault-paths", "clean: Vault kv paths and OIDC login", snip, ("the vault paths", "vault 경로"), W("docs/secrets.md"),
              ("Login is via OIDC, so there is no token to copy around.", "OIDC 로그인이라 복사할 토큰이 없음."))


@cleanb("envref", 1)
def _(lang):
    snip = "gcloud secrets versions access latest --secret=%s-api-key --project=%s-prod\naz keyvault secret show --vault-name kv-%s --name DbPassword --query id" % (
        ch(SERVICES), ch(ORGS), ch(ORGS))
    return ck("clean:gcloud-az-secret-commands", "clean: gcloud/az secret access commands (no output)", snip, ("the secret access commands", "시크릿 조회 명령"),
              W("scripts/fetch-secrets.sh"), ("Only the commands are in the script; output goes straight into env vars.", "스크립트엔 명령만 있고 결과는 바로 env로 들어감."))


@cleanb("envref", 1)
def _(lang):
    snip = "token = os.environ[\"SLACK_BOT_TOKEN\"]\nsecret = os.getenv(\"STRIPE_WEBHOOK_SECRET\")\nif not secret:\n    raise RuntimeError(\"STRIPE_WEBHOOK_SECRET is not set\")"
    return ck("clean:code-env-lookup", "clean: code reading secrets from os.environ", snip, ("the env lookups", "env 조회"), W("app/settings.py"),
              ("The code fails loudly when the variable is missing instead of falling back to a literal.", "변수가 없으면 리터럴로 fallback하지 않고 바로 실패하게 함."))


# ---- hashes, digests, SHAs
@cleanb("hash", 2)
def _(lang):
    lines = ["%s  %s" % (hexs(64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "sbom.spdx.json"], 3)]
    return ck("clean:sha256sums", "clean: sha256sum release checksums", "\n".join(lines), ("the release checksums", "릴리스 체크섬"),
              W("SHA256SUMS"), ("These are file digests for verifying downloads.", "다운로드 검증용 파일 다이제스트."))


@cleanb("hash", 2)
def _(lang):
    snip = "image: %s/%s@sha256:%s\n# previous: sha256:%s" % ("ghcr.io/" + ch(ORGS), ch(SERVICES), hexs(64), hexs(64))
    return ck("clean:image-digest", "clean: container image digests", snip, ("the image digest", "이미지 다이제스트"), W("k8s/deployment.yaml"),
              ("Pinning by digest makes rollbacks exact.", "다이제스트로 고정해야 롤백이 정확함."))


@cleanb("hash", 2)
def _(lang):
    lines = ["%s %s" % (hexs(7), ch(["fix: retry on 429 from partner API", "chore: bump spring-boot to 3.3.4", "feat(kr): add Toss refund flow",
                                     "revert: \"cache token in memory\"", "test: cover DST edge case", "docs: rotate-keys runbook"])) for _ in range(ri(3, 5))]
    snip = "$ git log --oneline -n %d\n%s\n$ git rev-parse HEAD\n%s" % (len(lines), "\n".join(lines), hexs(40))
    return ck("clean:git-log-shas", "clean: git log short and full SHAs", snip, ("the commit hashes", "커밋 해시"), ("git log", "git log 출력"),
              ("The regression starts at the second commit.", "회귀는 두 번째 커밋부터 시작."))


@cleanb("hash", 1.5)
def _(lang):
    snip = ('"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}') % (
        "lodash", 4, 17, 21, "lodash", "lodash", 4, 17, 21, b64e(rbytes(64))[:86])
    return ck("clean:npm-integrity", "clean: package-lock integrity sha512", snip, ("the integrity hash", "integrity 해시"), W("package-lock.json"),
              ("integrity is a content hash of the tarball, not a credential.", "integrity는 tarball 콘텐츠 해시. 자격증명 아님."))


@cleanb("hash", 1.5)
def _(lang):
    mod = ch(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5", "google.golang.org/grpc"])
    ver = "v%d.%d.%d" % (ri(0, 2), ri(1, 40), ri(0, 9))
    snip = "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (mod, ver, b64e(rbytes(32))[:43], mod, ver, b64e(rbytes(32))[:43])
    return ck("clean:go-sum", "clean: go.sum h1 hashes", snip, ("the go.sum entries", "go.sum 항목"), W("go.sum"),
              ("go.sum hashes pin module content; conflicts are fixed with go mod tidy.", "go.sum 해시는 모듈 내용 고정용. 충돌은 go mod tidy로 해결."))


@cleanb("hash", 1)
def _(lang):
    snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js"\n        integrity="sha384-%s"\n        crossorigin="anonymous"></script>' % (ri(0, 6), b64e(rbytes(48)))
    return ck("clean:sri-hash", "clean: Subresource Integrity sha384", snip, ("the SRI hash", "SRI 해시"), W("templates/base.html"),
              ("The SRI hash must be updated whenever the CDN version changes.", "CDN 버전 바꾸면 SRI 해시도 갱신해야 함."))


@cleanb("hash", 1)
def _(lang):
    snip = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (
        ri(30, 80), b64e(rbytes(32))[:43], hexs(64))
    return ck("clean:terraform-lock-hashes", "clean: .terraform.lock.hcl hashes", snip, ("the provider lock hashes", "provider lock 해시"), W(".terraform.lock.hcl"),
              ("Lock hashes differ per platform; run terraform providers lock for linux_amd64 too.", "플랫폼마다 해시가 다름. linux_amd64도 lock 필요."))


@cleanb("hash", 1)
def _(lang):
    snip = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (hexs(32), rs(B64URL, 32), b64e(rbytes(16)))
    return ck("clean:s3-etag-md5", "clean: S3 ETag / version id / Content-MD5", snip, ("the object metadata", "객체 메타데이터"), ("the S3 HEAD response", "S3 HEAD 응답"),
              ("The ETag is the MD5 of a single-part upload; multipart ETags have a -N suffix.", "단일 업로드면 ETag가 MD5, 멀티파트는 -N 접미사."))


@cleanb("hash", 1)
def _(lang):
    snip = "$ sha1sum id_ed25519.pub\n%s  id_ed25519.pub\n$ md5sum dump.sql.gz\n%s  dump.sql.gz" % (hexs(40), hexs(32))
    return ck("clean:file-hashes", "clean: sha1/md5 file hashes", snip, ("the file hashes", "파일 해시"), ("my terminal", "터미널"),
              ("Hashes matched after re-downloading, so the dump was not truncated.", "재다운로드 후 해시 일치. 덤프 잘림 아님."))


# ---- UUIDs, request ids, trace ids
@cleanb("ids", 2)
def _(lang):
    snip = ("An error occurred (AccessDenied) when calling the PutObject operation: Access Denied\n"
            "RequestId: %s\nHostId: %s") % (rs(UPDG, 16), b64e(rbytes(57)))
    return ck("clean:aws-request-id", "clean: AWS request id and host id", snip, ("the request/host ids", "request/host id"), ("the CLI error", "CLI 에러"),
              ("AWS support needs both ids to trace the request.", "AWS 지원팀 추적엔 두 id가 모두 필요."))


@cleanb("ids", 2)
def _(lang):
    snip = "traceparent: 00-%s-%s-01\nx-request-id: %s\ncf-ray: %s-ICN" % (hexs(32), hexs(16), uuid4(), hexs(16))
    return ck("clean:trace-ids", "clean: traceparent, request id, cf-ray", snip, ("the trace ids", "trace id"), ("the response headers", "응답 헤더"),
              ("Search Tempo by the trace id; cf-ray shows the edge hit ICN.", "Tempo에서 trace id로 검색. cf-ray로 ICN 엣지 확인."))


@cleanb("ids", 1.5)
def _(lang):
    snip = "Idempotency-Key: %s\nStripe-Request-Id: req_%s\nevent: evt_%s (payment_intent.succeeded)" % (uuid4(), rs(AN, 14), rs(AN, 24))
    return ck("clean:stripe-ids", "clean: Stripe request/event ids and idempotency key", snip, ("the Stripe ids", "Stripe id"), ("the webhook log", "웹훅 로그"),
              ("Retries reuse the same idempotency key, so the double charge came from a second key.", "재시도는 같은 idempotency key 사용. 이중 결제는 다른 키 때문."))


@cleanb("ids", 1.5)
def _(lang):
    snip = "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%s\"" % (ch(SERVICES), rs(LODG, 10), rs(LODG, 5), uuid4(), digits(8))
    return ck("clean:k8s-uids", "clean: Kubernetes pod name hash and uid", snip, ("the pod uid", "파드 uid"), ("kubectl get pod -o yaml", "kubectl get pod -o yaml"),
              ("The uid changes on every restart; use the deployment name in alerts.", "uid는 재시작마다 바뀜. 알림엔 deployment 이름 사용."))


@cleanb("ids", 1)
def _(lang):
    snip = "Sentry event %s\nrelease: %s@%s\nfingerprint: ['{{ default }}', '%s']" % (hexs(32), ch(SERVICES), hexs(12), ch(["TimeoutError", "KeyError"]))
    return ck("clean:sentry-event-id", "clean: Sentry event id and release hash", snip, ("the event id", "이벤트 id"), ("Sentry", "Sentry"),
              ("Grouping by fingerprint merged the two timeouts.", "fingerprint로 두 타임아웃이 하나로 묶임."))


# ---- non-secret identifiers
@cleanb("ids", 2)
def _(lang):
    snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hexs(32), hexs(32))
    return ck("clean:twilio-sids", "clean: Twilio Account SID / Messaging Service SID (auth token referenced)", snip, ("the Twilio SIDs", "Twilio SID"),
              W(".env.example"), ("SIDs are identifiers; only the auth token is secret and it is referenced, not written.", "SID는 식별자. auth token만 비밀이고 참조로만 들어감."))


@cleanb("ids", 2)
def _(lang):
    snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAWS_ACCOUNT_ID=%s" % (
        digits(12), rs(LODG, 32), uuid4(), uuid4(), digits(12))
    return ck("clean:oauth-client-and-tenant-ids", "clean: OAuth client id, tenant id, account id", snip, ("the client/tenant ids", "client/tenant id"),
              W("config/auth.env"), ("Client and tenant ids are public identifiers; the secrets live in Key Vault.", "client/tenant id는 공개 식별자. 시크릿은 Key Vault에 있음."))


@cleanb("ids", 1.5)
def _(lang):
    snip = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%s\nWECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nDINGTALK_APP_KEY=ding%s" % (
        rs(AN, 20), digits(6), hexs(16), hexs(16), rs(LODG, 16))
    return ck("clean:asian-app-ids", "clean: Naver/Kakao/WeChat/Feishu/DingTalk app ids (no secrets)", snip, ("the app ids", "앱 ID"),
              W("config/oauth-providers.env"), ("These are app identifiers shown in the consoles; the matching secrets are injected separately.", "콘솔에 보이는 앱 식별자. 대응 시크릿은 별도 주입."))


@cleanb("ids", 1.5)
def _(lang):
    snip = "Slack channel C0%s (team T0%s), user U0%s\nPagerDuty service P%s, escalation policy P%s\nJira: OPS-%d" % (
        rs(UPDG, 9), rs(UPDG, 9), rs(UPDG, 9), rs(UPDG, 6), rs(UPDG, 6), ri(100, 9999))
    return ck("clean:chatops-ids", "clean: Slack/PagerDuty/Jira ids", snip, ("the ids", "ID들"), ("the alert routing config", "알림 라우팅 설정"),
              ("Alerts route to the channel above; no tokens involved.", "알림은 위 채널로 감. 토큰 없음."))


@cleanb("ids", 1)
def _(lang):
    snip = "Cognito user pool: %s_%s\nApp client id: %s\nIdentity pool: %s:%s" % (ch(REGIONS), rs(AN, 9), rs(LODG, 26), ch(REGIONS), uuid4())
    return ck("clean:cognito-ids", "clean: Cognito pool and app client ids", snip, ("the Cognito ids", "Cognito ID"), W("src/aws-exports.js"),
              ("The public SPA client has no secret; the ids are shipped in the bundle anyway.", "공개 SPA 클라이언트라 시크릿 없음. ID는 어차피 번들에 포함."))


# ---- public keys and fingerprints
@cleanb("pubkey", 2)
def _(lang):
    blob = b64e(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))
    snip = "ssh-ed25519 %s %s@%s" % (blob, ch(["deploy", "jdoe", "ci"]), ch(SERVICES))
    return ck("clean:ssh-public-key", "clean: ssh-ed25519 public key (authorized_keys)", snip, ("the public key", "공개키"), W("~/.ssh/authorized_keys"),
              ("Only the public half goes on the server; the private key stays on the runner.", "서버에는 공개키만. 개인키는 러너에만 있음."))


@cleanb("pubkey", 1.5)
def _(lang):
    fp = b64e(rbytes(32)).rstrip("=")
    snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s deploy@%s (ED25519)\n$ gpg --fingerprint ops@%s.com\n      %s" % (
        fp, ch(SERVICES), ch(ORGS), " ".join(wrap(rs(HEXU, 40), 4)))
    return ck("clean:key-fingerprints", "clean: SSH and GPG fingerprints", snip, ("the fingerprints", "지문(fingerprint)"), ("my terminal", "터미널"),
              ("Compare fingerprints out of band before trusting the key.", "키 신뢰 전에 별도 채널로 지문 비교."))


@cleanb("pubkey", 1.5)
def _(lang):
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    lines = wrap(b64e(der), 64)
    snip = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(lines)
    return ck("clean:pem-public-key", "clean: PEM PUBLIC KEY (EC)", snip, ("the webhook verification public key", "웹훅 검증 공개키"),
              W("config/webhook_pub.pem"), ("Public key for verifying the partner's signatures; safe to commit.", "파트너 서명 검증용 공개키. 커밋해도 됨."))


@cleanb("pubkey", 1.5)
def _(lang):
    lines = ["MII" + rs(B64, 61)] + [rs(B64, 64) for _ in range(ri(3, 5))] + [rs(B64, ri(20, 60)) + "="]
    snip = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(lines)
    return ck("clean:x509-certificate-excerpt", "clean: X.509 certificate (public) excerpt", snip, ("the CA certificate", "CA 인증서"),
              W("certs/corp-root-ca.crt"), ("The corporate root CA must be in the trust store of the base image.", "사내 루트 CA를 베이스 이미지 trust store에 넣어야 함."))


@cleanb("pubkey", 1)
def _(lang):
    snip = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s.com:51820\nAllowedIPs = 10.8.0.0/24\nPersistentKeepalive = 25" % (b64e(rbytes(32)), ch(ORGS))
    return ck("clean:wireguard-peer-public", "clean: WireGuard peer PublicKey only", snip, ("the peer public key", "피어 공개키"),
              W("docs/vpn.md"), ("Each user generates their own private key; only the server's public key is shared.", "각자 개인키는 직접 생성, 서버 공개키만 공유."))


@cleanb("pubkey", 1)
def _(lang):
    snip = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: age1%s" % (ch(ENVS), rs(BECH32L, 58))
    return ck("clean:sops-age-recipient", "clean: .sops.yaml age recipient (public)", snip, ("the age recipient", "age 수신자 키"), W(".sops.yaml"),
              ("age1... is the public recipient; the AGE-SECRET-KEY stays with the operators.", "age1...은 공개 수신자 키. 비밀키는 운영자만 보관."))


@cleanb("pubkey", 1)
def _(lang):
    snip = "%s._domainkey.%s.com. TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA%s\"" % (ch(["google", "s1", "selector1"]), ch(ORGS), rs(B64, 120))
    return ck("clean:dkim-txt", "clean: DKIM TXT record public key", snip, ("the DKIM record", "DKIM 레코드"), ("the DNS zone", "DNS 존"),
              ("DKIM p= is a public key published in DNS.", "DKIM p= 값은 DNS에 공개되는 공개키."))


@cleanb("pubkey", 1)
def _(lang):
    snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64URL, 16), "use": "sig", "alg": "RS256", "e": "AQAB", "n": b64u(rbytes(96))}]})
    return ck("clean:jwks", "clean: JWKS public key set", snip, ("the JWKS", "JWKS"), ("/.well-known/jwks.json", "/.well-known/jwks.json"),
              ("The kid in the token header must match one of these public keys.", "토큰 헤더의 kid가 이 공개키 중 하나와 맞아야 함."))


# ---- base64 of non-secret data
@cleanb("base64", 1.5)
def _(lang):
    data = jcompact({"event": ch(["order.created", "user.signup", "refund.requested"]), "id": ri(10000, 99999), "ts": ts_epoch()})
    snip = "Pub/Sub message data: %s\n(decoded: %s)" % (b64s(data), data)
    return ck("clean:base64-json-payload", "clean: base64 JSON message payload (eyJ... but not a token)", snip, ("the message payload", "메시지 payload"),
              ("the subscriber log", "subscriber 로그"), ("It is just the event JSON, base64-encoded by Pub/Sub.", "Pub/Sub이 base64로 감싼 이벤트 JSON일 뿐."))


@cleanb("base64", 1.5)
def _(lang):
    ca = "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM" + rs(B64, 140)
    snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s\nusers:\n- name: sso\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]" % (
        ca, rs(HEXU, 32), ch(REGIONS), ch(ENVS), ch(ENVS))
    return ck("clean:kubeconfig-ca-data", "clean: kubeconfig certificate-authority-data + exec auth", snip, ("the kubeconfig", "kubeconfig"),
              W("~/.kube/config"), ("CA data is the public cluster certificate; auth is via aws eks get-token, no static token.", "CA data는 공개 클러스터 인증서. 인증은 get-token이라 고정 토큰 없음."))


@cleanb("base64", 1)
def _(lang):
    snip = "<img alt=\"logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAA%s\">" % rs(B64, 90)
    return ck("clean:data-uri", "clean: base64 data: URI image", snip, ("the inline image", "인라인 이미지"), W("emails/receipt.html"),
              ("Inlining the logo avoids remote image blocking in mail clients.", "로고 인라인으로 메일 클라이언트 원격 이미지 차단 회피."))


@cleanb("base64", 1)
def _(lang):
    cfg = "server {\n  listen 80;\n}"
    snip = "binaryData:\n  nginx.conf: %s\n  robots.txt: %s" % (b64s(cfg), b64s("User-agent: *\nDisallow: /admin\n"))
    return ck("clean:configmap-binarydata", "clean: ConfigMap binaryData of plain config files", snip, ("the binaryData entries", "binaryData 항목"),
              W("k8s/configmap.yaml"), ("These decode to nginx.conf and robots.txt.", "디코딩하면 nginx.conf와 robots.txt."))


# ---- long identifiers and versions
@cleanb("longid", 1.5)
def _(lang):
    snip = ("arn:aws:iam::%s:role/%s-%s-task-role\narn:aws:kms:%s:%s:key/%s\n/subscriptions/%s/resourceGroups/rg-%s/providers/Microsoft.KeyVault/vaults/kv-%s") % (
        digits(12), ch(SERVICES), ch(ENVS), ch(REGIONS), digits(12), uuid4(), uuid4(), ch(ENVS), ch(ORGS))
    return ck("clean:arns-resource-ids", "clean: ARNs and Azure resource ids", snip, ("the resource ids", "리소스 ID"), ("the IAM policy draft", "IAM 정책 초안"),
              ("Scope the policy to these ARNs instead of *.", "정책 범위를 * 대신 이 ARN들로 좁힐 것."))


@cleanb("longid", 1.5)
def _(lang):
    snip = "require (\n\tgithub.com/%s/%s v0.0.0-2025%02d%02d%06d-%s\n\tgoogle.golang.org/protobuf v1.3%d.0\n)" % (
        ch(ORGS), ch(SERVICES), ri(1, 11), ri(1, 28), ri(0, 235959), hexs(12), ri(0, 6))
    return ck("clean:go-pseudo-version", "clean: Go pseudo-version with commit hash", snip, ("the pseudo-version", "pseudo-version"), W("go.mod"),
              ("Pseudo-versions embed the commit time and hash; tag the repo to get a clean version.", "pseudo-version에는 커밋 시각과 해시가 들어감. 태그 달면 정리됨."))


@cleanb("longid", 1)
def _(lang):
    snip = "%s:%d.%d.%d-build.%d+sha.%s\nbuildNumber=%s\nchart version: %d.%d.%d" % (ch(SERVICES), ri(1, 5), ri(0, 30), ri(0, 9), ri(100, 999), hexs(8), digits(10), ri(0, 3), ri(0, 40), ri(0, 9))
    return ck("clean:build-versions", "clean: semver with build metadata and build numbers", snip, ("the version strings", "버전 문자열"),
              ("the release notes", "릴리스 노트"), ("Build metadata after + is ignored for precedence.", "+ 뒤 빌드 메타데이터는 버전 비교에서 무시됨."))


@cleanb("longid", 1)
def _(lang):
    snip = "/nix/store/%s-openssl-3.%d.%d\n/nix/store/%s-python3-3.12.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), ri(0, 3), ri(0, 9), rs("0123456789abcdfghijklmnpqrsvwxyz", 32), ri(0, 8))
    return ck("clean:nix-store-paths", "clean: Nix store paths with hashes", snip, ("the store paths", "store 경로"), ("nix-store -q output", "nix-store -q 출력"),
              ("The hash prefix identifies the build inputs, not anything secret.", "해시 접두어는 빌드 입력 식별자."))


# ---- password policy, flags explained in prose
@cleanb("policy", 2)
def _(lang):
    n = ch([12, 14, 16])
    custom = {"en": [("I didn't know the company password policy when writing the signup validator.",
                      "Policy: at least %d characters, one digit and one symbol, no reuse of the last 5, rotate service passwords every 90 days. "
                      "The validator now checks length and classes; reuse is checked server-side against stored hashes." % n,
                      "Should the %d-character minimum also apply to API service accounts?" % n),
                     ("I didn't know whether the admin console allows passphrases with spaces.",
                      "It does: the policy counts Unicode characters, accepts spaces and Hangul, and requires %d+ characters for admin accounts; only the last %d hashes are kept for the reuse check." % (n + 4, ch([5, 10, 24])),
                      "")],
              "ko": [("가입 검증 로직 작성할 때 회사 비밀번호 정책을 몰랐음.",
                      "정책: 최소 %d자, 숫자와 특수문자 각 1개 이상, 최근 5개 재사용 금지, 서비스 계정은 90일마다 교체. "
                      "검증기는 길이/문자 종류만 보고 재사용 여부는 서버에서 해시로 확인." % n,
                      "API 서비스 계정에도 최소 %d자 규칙 적용할까요?" % n),
                     ("관리자 콘솔이 공백 포함 패스프레이즈를 허용하는지 몰랐음.",
                      "허용함. 정책은 유니코드 문자 수 기준이라 공백과 한글도 되고, 관리자 계정은 %d자 이상. 재사용 검사는 최근 %d개 해시만 봄." % (n + 4, ch([5, 10, 24])),
                      "")]}
    return ck("clean:password-policy-prose", "clean: password policy talk without values", "", ("the password policy", "비밀번호 정책"), ("", ""), ("", ""), custom=custom)


@cleanb("policy", 2)
def _(lang):
    custom = {"en": [("The user asked why `mysql -p` hangs in CI.",
                      "With `-p` and no value, mysql prompts for the password on the TTY, which CI does not have. Attached `-pVALUE` works but "
                      "leaks into the process list; use `--defaults-extra-file` or `MYSQL_PWD` from a masked CI variable instead.",
                      ""),
                     ("I didn't know why `docker login` printed a warning in the CI log.",
                      "Passing the password with `-p` leaves it in shell history and the process list, so Docker warns. Piping a masked variable into "
                      "`--password-stdin` removes the warning.",
                      "Should the registry login step become a shared action?"),
                     ("I didn't know what the warning printed by `redis-cli -a` meant.",
                      "`-a` warns because the password stays on the command line. Use the `REDISCLI_AUTH` environment variable or run AUTH after connecting; "
                      "`--no-auth-warning` only hides the message.",
                      "")],
              "ko": [("CI에서 `mysql -p`가 왜 멈추는지 사용자가 물어봄.",
                      "`-p` 뒤에 값이 없으면 TTY로 비밀번호를 물어보는데 CI엔 TTY가 없음. `-p값` 처럼 붙이면 동작은 하지만 프로세스 목록에 노출됨. "
                      "`--defaults-extra-file`이나 마스킹된 CI 변수의 `MYSQL_PWD`를 쓸 것.",
                      ""),
                     ("`docker login` 할 때 CI 로그에 경고가 찍히는 이유를 몰랐음.",
                      "`-p`로 비밀번호를 넘기면 셸 히스토리와 프로세스 목록에 남아서 Docker가 경고함. `--password-stdin`으로 마스킹된 변수를 파이프로 넘기면 경고 사라짐.",
                      "레지스트리 로그인 스텝을 공용 액션으로 뺄까요?"),
                     ("`redis-cli -a` 쓸 때 나오는 경고의 의미를 몰랐음.",
                      "`-a`는 명령줄에 비밀번호가 남는다는 경고. `REDISCLI_AUTH` 환경변수를 쓰거나 접속 후 AUTH 명령을 쓰면 됨. `--no-auth-warning`은 경고만 숨길 뿐.",
                      "")]}
    return ck("clean:flags-explained", "clean: password flags explained in prose (no values)", "", ("the mysql flags", "mysql 옵션"), ("", ""), ("", ""), custom=custom)


@cleanb("policy", 1.5)
def _(lang):
    custom = {"en": [("I didn't know how to tell token types apart when triaging the secret-scanning alerts.",
                      "GitHub classic PATs start with ghp_, fine-grained ones with github_pat_, OAuth tokens with gho_, and app installation tokens with ghs_. "
                      "Slack bot tokens start with xoxb-, user tokens with xoxp-. Revoke by type from the right settings page.",
                      "Do you want the triage table added to the security runbook?"),
                     ("The scanner flagged a string starting with AKIA and I didn't know what it was.",
                      "AKIA is the prefix of long-term AWS access key ids, ASIA of temporary STS ones; the matching secret key is 40 characters with no prefix. "
                      "In this case the match was in a test fixture made of X characters, so it was a false positive.",
                      "Should the fixture be renamed so the scanner stops matching it?"),
                     ("I didn't know Stripe key prefixes when reviewing the checkout config.",
                      "pk_live_/pk_test_ are publishable, sk_live_/rk_live_ are secret or restricted, whsec_ is a webhook signing secret. Only pk_ may appear in frontend code.",
                      "")],
              "ko": [("시크릿 스캐닝 알림 분류할 때 토큰 종류를 구분하는 법을 몰랐음.",
                      "GitHub classic PAT는 ghp_, fine-grained는 github_pat_, OAuth 토큰은 gho_, 앱 설치 토큰은 ghs_로 시작. "
                      "Slack 봇 토큰은 xoxb-, 사용자 토큰은 xoxp-. 종류별로 맞는 설정 페이지에서 폐기.",
                      "이 분류표를 보안 런북에 추가할까요?"),
                     ("스캐너가 AKIA로 시작하는 문자열을 잡았는데 뭔지 몰랐음.",
                      "AKIA는 장기 AWS access key id, ASIA는 STS 임시 키 접두어. 짝이 되는 secret key는 접두어 없는 40자. "
                      "이번 건은 X로 채운 테스트 fixture라 오탐이었음.",
                      "스캐너가 안 잡도록 fixture 이름을 바꿀까요?"),
                     ("checkout 설정 리뷰할 때 Stripe 키 접두어를 몰랐음.",
                      "pk_live_/pk_test_는 publishable, sk_live_/rk_live_는 secret/restricted, whsec_는 웹훅 서명 시크릿. 프론트 코드엔 pk_만 허용.",
                      "")]}
    return ck("clean:token-prefix-docs", "clean: token prefixes described in prose (no tokens)", "", ("token prefixes", "토큰 접두어"), ("", ""), ("", ""), custom=custom)


@cleanb("policy", 1)
def _(lang):
    custom = {"en": [("I rotated a leaked key but didn't know the order the team expects.",
                      "Order: create the new key, deploy it everywhere, verify traffic uses it, then revoke the old one. Revoking first caused the outage last time.",
                      "Which services besides the API read this key?"),
                     ("I didn't know how long old tokens stay valid after rotation.",
                      "The provider keeps the previous key valid for 24 hours after a roll, so both can be deployed during the switch; after that the old one returns 401.",
                      "Should the rotation job alert if the old key is still used after 12 hours?")],
              "ko": [("유출된 키를 교체했는데 팀이 기대하는 순서를 몰랐음.",
                      "순서: 새 키 발급 → 전체 배포 → 트래픽이 새 키 쓰는지 확인 → 예전 키 폐기. 지난번엔 먼저 폐기해서 장애 남.",
                      "API 말고 이 키를 읽는 서비스가 또 있나요?"),
                     ("교체 후 예전 토큰이 얼마나 유효한지 몰랐음.",
                      "제공사는 roll 후 24시간 동안 이전 키도 유효하게 둠. 그동안 둘 다 배포해두고, 이후엔 예전 키가 401을 반환.",
                      "12시간 지나도 예전 키가 쓰이면 알림 보내게 할까요?")]}
    return ck("clean:rotation-procedure", "clean: key rotation procedure (no values)", "", ("rotation", "교체"), ("", ""), ("", ""), custom=custom)


# ---- encrypted blobs
@cleanb("encrypted", 2)
def _(lang):
    snip = ("db:\n    password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s\n"
            "    lastmodified: \"%s\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]") % (
        b64e(rbytes(ri(12, 24))), b64e(rbytes(32)), b64e(rbytes(16)), rs(BECH32L, 58), iso_ts(), b64e(rbytes(48)), b64e(rbytes(32)), b64e(rbytes(16)))
    return ck("clean:sops-encrypted-yaml", "clean: SOPS-encrypted YAML", snip, ("the SOPS file", "SOPS 파일"), W("secrets/%s.enc.yaml" % ch(ENVS)),
              ("Values are encrypted; only the key names are readable. Decrypt with sops -d locally.", "값은 암호화돼 있고 키 이름만 보임. 로컬에서 sops -d로 복호화."))


@cleanb("encrypted", 2)
def _(lang):
    lines = wrap(hexs(ri(240, 320)), 80)
    snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
    return ck("clean:ansible-vault-blob", "clean: Ansible Vault encrypted file", snip, ("the vault-encrypted file", "vault 암호화 파일"),
              W("group_vars/prod/vault.yml"), ("Encrypted with ansible-vault; the vault password is in the team's password manager.", "ansible-vault로 암호화됨. vault 비밀번호는 팀 비밀번호 관리자에."))


@cleanb("encrypted", 2)
def _(lang):
    snip = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s") % (
        ch(SERVICES), ch(ENVS), rs(B64, ri(200, 300)))
    return ck("clean:sealedsecret", "clean: Bitnami SealedSecret encryptedData", snip, ("the SealedSecret", "SealedSecret"), W("k8s/sealed-db.yaml"),
              ("Only the controller in the cluster can decrypt it, so it is safe in git.", "클러스터의 컨트롤러만 복호화 가능. git에 둬도 안전."))


@cleanb("encrypted", 1)
def _(lang):
    snip = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap("YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSBr" + rs(B64, 120), 64))
    return ck("clean:age-armored", "clean: age armored ciphertext", snip, ("the age-encrypted blob", "age 암호문"), W("backup/env.age"),
              ("Ciphertext only; decrypt with the operator's identity file.", "암호문만 있음. 운영자 identity 파일로 복호화."))


@cleanb("encrypted", 1)
def _(lang):
    snip = "CiphertextBlob: AQICAH%s" % rs(B64, ri(150, 220))
    return ck("clean:kms-ciphertext", "clean: AWS KMS CiphertextBlob", snip, ("the KMS ciphertext", "KMS 암호문"), ("the Lambda environment", "Lambda 환경변수"),
              ("The function calls kms:Decrypt at cold start; the blob alone is useless.", "함수가 콜드스타트 때 kms:Decrypt 호출. 블롭만으론 무의미."))


@cleanb("encrypted", 1)
def _(lang):
    snip = "-----BEGIN PGP MESSAGE-----\n\nhF4D%s\n%s\n=%s\n-----END PGP MESSAGE-----" % (rs(B64, 60), rs(B64, 64), rs(B64, 4))
    return ck("clean:pgp-message", "clean: PGP encrypted message", snip, ("the encrypted message", "암호화된 메시지"), ("the partner's e-mail", "파트너 메일"),
              ("Encrypted to our public key; decrypt on the air-gapped laptop.", "우리 공개키로 암호화됨. 오프라인 노트북에서 복호화."))


# ---- keys documented as public
@cleanb("publishable", 2)
def _(lang):
    k = "pk_live_" + ("51" + rs(AN, 97) if chance(0.6) else rs(AN, 24))
    snip = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k
    return ck("clean:stripe-publishable", "clean: Stripe publishable key", snip, ("the publishable key", "publishable key"), W(".env.production"),
              ("pk_live keys are meant for the browser bundle.", "pk_live 키는 브라우저 번들용."), publishable=True)


@cleanb("publishable", 2)
def _(lang):
    pid = ch(ORGS) + "-" + rs(LODG, 5)
    snip = 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
        rs(B64URL, 35), pid, pid, digits(12), hexs(22))
    return ck("clean:firebase-web-config", "clean: Firebase web config apiKey", snip, ("the Firebase web config", "Firebase 웹 설정"), W("src/firebase.ts"),
              ("Firebase web API keys identify the project; access is enforced by security rules.", "Firebase 웹 API 키는 프로젝트 식별용. 접근 제어는 보안 규칙이 담당."), publishable=True)


@cleanb("publishable", 1.5)
def _(lang):
    snip = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64URL, 38)
    return ck("clean:recaptcha-site-key", "clean: reCAPTCHA site key", snip, ("the site key", "site key"), W("templates/signup.html"),
              ("The site key is public by design; the secret key stays on the server.", "site key는 원래 공개용. secret key는 서버에만."), publishable=True)


@cleanb("publishable", 1.5)
def _(lang):
    snip = "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % hexs(32)
    return ck("clean:kakao-javascript-key", "clean: Kakao JavaScript key in Kakao.init", snip, ("the Kakao JavaScript key", "카카오 JavaScript 키"),
              W("public/index.html"), ("The JavaScript key is restricted by registered domains and is exposed to browsers by design.", "JavaScript 키는 등록 도메인으로 제한되며 원래 브라우저에 노출됨."), publishable=True)


@cleanb("publishable", 1.5)
def _(lang):
    snip = "const tossPayments = TossPayments(\"%s\");" % (ch(["live_ck_", "test_ck_"]) + rs(AN, 28))
    return ck("clean:toss-client-key", "clean: Toss Payments client key", snip, ("the Toss client key", "토스 클라이언트 키"), W("src/checkout.js"),
              ("Client keys are for the payment widget in the browser; the secret key is server-side only.", "클라이언트 키는 브라우저 결제위젯용. 시크릿 키는 서버 전용."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "mapboxgl.accessToken = 'pk.%s.%s';" % (b64u(jcompact({"u": ch(ORGS), "a": rs(LODG, 25)}).encode()), rs(B64URL, 22))
    return ck("clean:mapbox-public-token", "clean: Mapbox pk. public token", snip, ("the Mapbox public token", "Mapbox 공개 토큰"), W("src/map.js"),
              ("pk. tokens are public and URL-restricted.", "pk. 토큰은 공개용이고 URL 제한됨."), publishable=True)


@cleanb("publishable", 1.5)
def _(lang):
    ref = rs(LO, 20)
    now = ts_epoch()
    anon = make_jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": now, "exp": now + 315360000})
    snip = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon)
    return ck("clean:supabase-anon-key", "clean: Supabase anon key (role anon JWT)", snip, ("the Supabase anon key", "Supabase anon 키"), W(".env.local"),
              ("The anon key is shipped to the browser; row level security protects the data.", "anon 키는 브라우저에 배포됨. 데이터는 RLS가 보호."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPDG, 10), hexs(32))
    return ck("clean:algolia-search-key", "clean: Algolia search-only API key", snip, ("the search-only key", "검색 전용 키"), W("src/search.ts"),
              ("Search-only keys are meant for the frontend.", "검색 전용 키는 프론트엔드용."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "Sentry.init({ dsn: \"https://%s@o%s.ingest.%s.sentry.io/%s\", tracesSampleRate: 0.1 });" % (hexs(32), digits(6), ch(["us", "de"]), digits(7))
    return ck("clean:sentry-dsn", "clean: Sentry DSN (client-side)", snip, ("the Sentry DSN", "Sentry DSN"), W("src/main.tsx"),
              ("Sentry documents the DSN as safe to expose in client code.", "Sentry 문서상 DSN은 클라이언트 코드에 노출돼도 됨."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "Payjp('pk_live_%s')" % hexs(24)
    return ck("clean:payjp-public-key", "clean: PAY.JP public key", snip, ("the PAY.JP public key", "PAY.JP 공개키"), W("app/javascript/checkout.js"),
              ("pk_ keys are the public half used by payjp.js.", "pk_ 키는 payjp.js가 쓰는 공개용."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
    return ck("clean:posthog-project-key", "clean: PostHog project API key (public)", snip, ("the PostHog project key", "PostHog 프로젝트 키"), W("src/analytics.ts"),
              ("Project keys are write-only and public; personal API keys are different.", "프로젝트 키는 쓰기 전용 공개 키. 개인 API 키와 다름."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'ap1.datadoghq.com' });" % (uuid4(), hexs(32))
    return ck("clean:datadog-rum-client-token", "clean: Datadog RUM client token (pub...)", snip, ("the RUM client token", "RUM 클라이언트 토큰"), W("src/rum.ts"),
              ("Client tokens (pub...) are meant for browsers; API keys are not.", "클라이언트 토큰(pub...)은 브라우저용. API 키와 다름."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s\"></script>" % rs(LODG, 10)
    return ck("clean:naver-maps-client-id", "clean: Naver Maps client id in script URL", snip, ("the Naver Maps client id", "네이버 지도 client id"), W("public/map.html"),
              ("The client id is restricted to registered web service URLs.", "client id는 등록된 서비스 URL로 제한됨."), publishable=True)


@cleanb("publishable", 1)
def _(lang):
    snip = "turnstile.render('#captcha', { sitekey: '0x4AAAAAAA%s' });" % rs(B64URL, 14)
    return ck("clean:turnstile-sitekey", "clean: Cloudflare Turnstile sitekey", snip, ("the Turnstile sitekey", "Turnstile sitekey"), W("src/captcha.js"),
              ("Sitekeys are public; verification uses the secret on the server.", "sitekey는 공개. 검증은 서버의 시크릿으로."), publishable=True)


# ---- plain engineering notes (little or nothing risky)
PLAIN_NOTES = {
    "en": [("The cron job ran at 09:00 UTC, not KST, so the report was nine hours late.",
            "Container TZ defaults to UTC; set TZ=Asia/Seoul in the Deployment or schedule in UTC explicitly.", "Should all cron schedules be written in UTC?"),
           ("Tests were flaky only on CI.", "They depended on dict ordering from a fixture built with a set; sorting the keys fixed it.", ""),
           ("I didn't know the monorepo needs pnpm 9.", "pnpm 8 rewrote the lockfile format; pin packageManager in package.json so corepack picks the right one.", ""),
           ("The migration locked the orders table for 4 minutes.", "Use CREATE INDEX CONCURRENTLY and split the backfill into batches of 10k rows.", "Is there a maintenance window for large migrations?"),
           ("The Android build failed after upgrading AGP.", "AGP 8 requires namespace in build.gradle instead of the manifest package attribute.", ""),
           ("Memory kept growing in the worker.", "The LRU cache had no maxsize; bounded it to 1024 entries and added a metric.", "What memory limit should the worker have?"),
           ("I didn't know the staging DB is restored from prod every Sunday.", "Anything created in staging during the week disappears on Sunday night; seed scripts must be idempotent.", ""),
           ("Korean text came out as mojibake in the CSV export.", "Excel expects UTF-8 with BOM; writing utf-8-sig fixed it.", "Do partners open the export in Excel or another tool?"),
           ("Pagination returned duplicates.", "Offset pagination over a table with concurrent inserts; switched to keyset pagination on (created_at, id).", ""),
           ("The p99 latency doubled after the deploy.", "N+1 query in the new serializer; added select_related for the author relation.", "")],
    "ko": [("크론이 KST가 아니라 UTC 09:00에 돌아서 리포트가 9시간 늦었음.", "컨테이너 TZ 기본값이 UTC. Deployment에 TZ=Asia/Seoul 넣거나 스케줄을 UTC로 명시할 것.", "크론 스케줄은 전부 UTC로 통일할까요?"),
           ("CI에서만 테스트가 간헐적으로 실패함.", "set으로 만든 fixture의 순서에 의존하고 있었음. 키 정렬해서 해결.", ""),
           ("모노레포가 pnpm 9를 써야 하는 걸 몰랐음.", "pnpm 8이 lockfile 포맷을 바꿔버림. package.json에 packageManager 고정해서 corepack이 맞는 버전 쓰게 함.", ""),
           ("마이그레이션이 orders 테이블을 4분간 잠금.", "CREATE INDEX CONCURRENTLY 쓰고 backfill은 1만 건 단위 배치로 나눌 것.", "대용량 마이그레이션용 점검 시간이 따로 있나요?"),
           ("AGP 업그레이드 후 안드로이드 빌드 실패.", "AGP 8부터 manifest package 대신 build.gradle에 namespace 필요.", ""),
           ("워커 메모리가 계속 증가.", "LRU 캐시에 maxsize가 없었음. 1024개로 제한하고 메트릭 추가.", "워커 메모리 limit을 얼마로 둘까요?"),
           ("스테이징 DB가 매주 일요일 prod에서 복원되는 걸 몰랐음.", "주중에 스테이징에 만든 데이터는 일요일 밤에 사라짐. 시드 스크립트는 멱등하게.", ""),
           ("CSV 내보내기에서 한글이 깨짐.", "엑셀은 BOM 있는 UTF-8을 기대함. utf-8-sig로 쓰니 해결.", "파트너가 엑셀로 여는지 다른 툴로 여는지?"),
           ("페이지네이션에서 중복 항목이 나옴.", "동시 insert가 있는 테이블에 offset 페이지네이션을 썼음. (created_at, id) 기준 keyset으로 변경.", ""),
           ("배포 후 p99 지연이 두 배가 됨.", "새 serializer에서 N+1 쿼리 발생. author 관계에 select_related 추가.", ""),
           ("iOS 빌드가 Xcode 16에서 서명 단계에서 실패.", "자동 서명이 꺼져 있었고 프로비저닝 프로파일이 만료됨. fastlane match로 갱신.", "CI 맥 러너 Xcode 버전 고정할까요?"),
           ("Gradle 빌드가 CI에서만 OOM.", "러너 메모리 4GB인데 org.gradle.jvmargs가 -Xmx6g였음. -Xmx3g로 낮추고 daemon 끔.", ""),
           ("웹소켓 연결이 60초마다 끊김.", "ALB idle timeout이 60초. 30초 ping 프레임 추가하고 timeout을 120초로 올림.", "다른 LB도 같은 설정인지 확인할까요?"),
           ("프론트 빌드 산출물 크기가 갑자기 2배.", "moment 전체 로케일이 번들에 포함됨. dayjs로 교체하고 로케일은 ko/en만 import.", ""),
           ("정산 배치 금액이 1원씩 틀림.", "float로 합산하고 있었음. Decimal로 바꾸고 반올림은 마지막에 한 번만 ROUND_HALF_UP.", "반올림 규칙을 재무팀에 확인할까요?"),
           ("Helm 업그레이드가 'another operation is in progress'로 멈춤.", "이전 릴리스가 pending-upgrade 상태. helm rollback으로 복구 후 --atomic 옵션으로 재배포.", "")]}
PLAIN_NOTES["en"] += [
    ("The iOS build failed at signing on Xcode 16.", "Automatic signing was off and the provisioning profile had expired; renewed with fastlane match.", "Should the CI mac runner pin the Xcode version?"),
    ("Gradle ran out of memory only on CI.", "Runner has 4 GB but org.gradle.jvmargs asked for -Xmx6g; lowered to -Xmx3g and disabled the daemon.", ""),
    ("WebSocket connections dropped every 60 seconds.", "The ALB idle timeout is 60 s; added a 30 s ping frame and raised the timeout to 120 s.", "Should the other load balancers get the same setting?"),
    ("The frontend bundle size suddenly doubled.", "All moment locales were bundled; switched to dayjs and import only ko/en locales.", ""),
    ("Settlement totals were off by one won.", "Amounts were summed as floats; switched to Decimal and round once at the end with ROUND_HALF_UP.", "Should finance confirm the rounding rule?"),
    ("helm upgrade hung with 'another operation is in progress'.", "The previous release was stuck in pending-upgrade; helm rollback fixed it, then redeployed with --atomic.", "")]
PLAIN_POOL = {"en": [], "ko": []}


def plain_index(lang):
    if not PLAIN_POOL[lang]:
        PLAIN_POOL[lang] = shuffled(range(len(PLAIN_NOTES[lang])))
    return PLAIN_POOL[lang].pop()


@cleanb("plain", 8.0)
def _(lang):
    i = plain_index(lang)
    custom = {"en": [PLAIN_NOTES["en"][i]], "ko": [PLAIN_NOTES["ko"][i]]}
    return ck("clean:plain-engineering-%d" % i, "clean: plain engineering note", "", ("", ""), ("", ""), ("", ""), risky=False, custom=custom)


# ================================================================ clean note assembly
CF = {
    "mc": {"en": ["I didn't know how {svc} handles {what}; {env} behaved differently from local.",
                  "The user asked why {svc} behaves differently on {env}; I lacked context on {what}.",
                  "I wasn't sure whether it was safe to keep {what} in {where}, so I stopped before committing.",
                  "{where} for {svc} was undocumented and I needed to understand {what}.",
                  "Reviewing {where}, I couldn't tell what {what} referred to.",
                  "A reviewer flagged {where} as a possible leak; I didn't know whether {what} counts as a secret.",
                  "The secret scanner in CI warned about {where} and I didn't know if it was a false positive."],
           "ko": ["{svc}의 {what} 처리 방식을 몰랐음. {env}와 로컬 동작이 달랐다.",
                  "{env}에서 {svc}가 왜 다르게 동작하는지 사용자가 물었는데 {what} 관련 맥락이 없었음.",
                  "{where}에 있는 {what} 항목이 민감한 값인지 확신이 없어서 커밋 전에 멈춤.",
                  "{svc}의 {where} 관련 문서가 없어서 {what} 부분을 직접 파악해야 했음.",
                  "{where} 리뷰 중 {what} 항목이 뭘 가리키는지 알 수 없었음.",
                  "리뷰어가 {where} 부분을 유출 의심으로 표시했는데 {what} 항목이 시크릿에 해당하는지 몰랐음.",
                  "CI 시크릿 스캐너가 {where}에 경고를 냈는데 오탐인지 몰랐음."]},
    "le": {"en": ["Relevant part of {where}:\n{snip}\n{note}", "{note}\n{snip}", "Checked {where}:\n{snip}\n{note}", "{snip}\n{note}",
                  "{note} For reference:\n{snip}"],
           "ko": ["{where}의 해당 부분:\n{snip}\n{note}", "{note}\n{snip}", "{where} 확인:\n{snip}\n{note}", "{snip}\n{note}",
                  "{note} 참고:\n{snip}"]},
    "mc_snip": {"en": ["The user pasted this from {where} and asked if it is a leak:\n{snip}", "I didn't understand this part of {where}:\n{snip}",
                       "{snip}\nThat is from {where}; I didn't know whether it was safe to commit."],
                "ko": ["사용자가 {where}에서 아래를 붙여넣고 유출인지 물어봄:\n{snip}", "{where}의 이 부분을 이해 못 했음:\n{snip}",
                       "{snip}\n{where}에 있던 내용인데 커밋해도 되는지 몰랐음."]},
    "le_nosnip": {"en": ["{note} No action needed besides documenting it.", "{note}", "{note} I added a comment next to it in {where}."],
                  "ko": ["{note} 문서화 외에 조치 불필요.", "{note}", "{note} {where}에 주석 추가함."]},
    "ask": {"en": ["Should {what} be documented in the README?", "", "", "Do you want {where} handled the same way in the other environments?",
                   "Is it OK to commit {where} as is?", "Should I add an allowlist entry to the secret scanner for this?"],
            "ko": ["{what} 내용을 README에 적어둘까요?", "", "", "다른 환경의 {where}도 같은 방식으로 할까요?",
                   "{where} 이대로 커밋해도 될까요?", "시크릿 스캐너 allowlist에 추가할까요?"]},
}


def build_clean_note(item, lang):
    i = 0 if lang == "en" else 1
    if item["custom"]:
        mc, le, ak = ch(item["custom"][lang])
        return {"missing_context": mc, "lesson": le, "ask_next_time": ak}, "custom prose"
    d = {"svc": ch(SERVICES), "env": ch(ENVS), "what": item["what"][i], "where": item["where"][i], "note": item["note"][i],
         "snip": fmt_snip(item["snip"])}
    mode = wchoice([("lesson", 70), ("context", 22), ("ask", 8 if len(item["snip"].encode()) < 330 else 0)])
    t = lambda key: ch(CF[key][lang])
    if mode == "lesson":
        mc, le, ak = t("mc"), t("le"), t("ask")
    elif mode == "context":
        mc, le, ak = t("mc_snip"), t("le_nosnip"), t("ask")
    else:
        mc, le = t("mc"), t("le_nosnip")
        ak = ("Is this the intended value?\n{snip}" if lang == "en" else "이 값이 의도한 게 맞나요?\n{snip}")
    fields = {"missing_context": fill(mc, d), "lesson": fill(le, d), "ask_next_time": fill(ak, d)}
    if chance(0.15):
        fields["lesson"] += ("\n" if "\n" in fields["lesson"] else " ") + distractor(lang)
    return fields, mode


# ================================================================ plan and main loop
def plan_secret():
    """list of (family, payload) for the 360 secret notes."""
    prods = shuffled(range(len(VENDORS)))
    n_multi = 10
    n_single = 175
    single = prods[:n_single]
    leftover = prods[n_single:]
    plan = [("vendor", [VENDORS[k]]) for k in single]
    for j in range(n_multi):
        group = [leftover[j]] if j < len(leftover) else []
        while len(group) < ri(2, 3):
            k = R.randrange(len(VENDORS))
            if k not in group:
                group.append(k)
        plan.append(("vendor", [VENDORS[k] for k in group]))
    others = [("cmd", fn) for fn, w in CMD_BUILDERS] + [("cfg", fn) for fn, w in CFG_BUILDERS] + \
             [("misc", fn) for fn, w, fam in MISC_BUILDERS]
    weights = [w for fn, w in CMD_BUILDERS] + [w for fn, w in CFG_BUILDERS] + [w for fn, w, fam in MISC_BUILDERS]
    plan += others
    while len(plan) < N_SECRET:
        plan.append(wchoice(list(zip(others, weights))))
    assert len(plan) == N_SECRET, len(plan)
    return plan


def plan_clean():
    plan = [fn for fn, w, fam in CLEAN_BUILDERS]
    pairs = [(fn, w) for fn, w, fam in CLEAN_BUILDERS]
    while len(plan) < N_CLEAN:
        plan.append(wchoice(pairs))
    return plan


def lang_list():
    langs = ["en"] * EN_PER_KIND + ["ko"] * KO_PER_KIND
    R.shuffle(langs)
    return langs


STATS = {"retries": 0, "retry_reasons": {}}


def make_secret_record(family, payload, lang):
    last = None
    for attempt in range(40):
        if family == "vendor":
            item = vendor_item(payload, lang)
        elif family == "cmd":
            item = cmd_item(payload, lang)
        else:
            item = payload(lang)
        fields, secrets, mode = build_secret_note(item, lang)
        why = None
        if not secrets:
            why = "no secret in fields"
        if why is None:
            why = window_violation(fields, secrets)
        if why is None:
            why = size_violation(fields)
        if why is None:
            meta = {"tid": item["tid"], "vendor": item.get("vendor"), "vendor_keys": item.get("vendor_keys", []),
                    "regions": item.get("regions", []), "mode": mode}
            return {"lang": lang, "kind": "secret", "category": "%s | placement: %s" % (item["cat"], mode),
                    "fields": fields, "secrets": secrets}, meta
        STATS["retries"] += 1
        key = why.split(" ")[0] + ":" + item["tid"]
        STATS["retry_reasons"][key] = STATS["retry_reasons"].get(key, 0) + 1
        last = why
    raise RuntimeError("could not build a valid secret note: %s" % last)


def make_clean_record(fn, lang):
    last = None
    for attempt in range(40):
        item = fn(lang)
        fields, mode = build_clean_note(item, lang)
        why = size_violation(fields)
        if why is None:
            meta = {"tid": item["tid"], "risky": item["risky"], "mode": mode, "publishable": item["cat"].endswith("[publishable]")}
            return {"lang": lang, "kind": "clean", "category": item["cat"], "fields": fields, "secrets": []}, meta
        STATS["retries"] += 1
        last = why
    raise RuntimeError("could not build a valid clean note: %s" % last)


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v78.jsonl")
    sp = plan_secret()
    R.shuffle(sp)
    s_langs = lang_list()
    recs = []
    metas = []
    for (family, payload), lang in zip(sp, s_langs):
        rec, meta = make_secret_record(family, payload, lang)
        recs.append(rec)
        metas.append(meta)
    cp = plan_clean()
    R.shuffle(cp)
    c_langs = lang_list()
    for fn, lang in zip(cp, c_langs):
        rec, meta = make_clean_record(fn, lang)
        recs.append(rec)
        metas.append(meta)
    order = shuffled(range(len(recs)))
    lines = []
    final_meta = []
    for n, k in enumerate(order):
        r = recs[k]
        ordered = {"id": "%s%03d" % (ID_PREFIX, n + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                   "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                              "ask_next_time": r["fields"]["ask_next_time"]},
                   "secrets": r["secrets"]}
        # final re-check of every rule on the exact record that is written
        assert size_violation(ordered["fields"]) is None, ordered["id"]
        if ordered["kind"] == "secret":
            assert ordered["secrets"], ordered["id"]
            assert window_violation(ordered["fields"], ordered["secrets"]) is None, ordered["id"]
        else:
            assert ordered["secrets"] == [], ordered["id"]
        lines.append(json.dumps(ordered, ensure_ascii=False))
        final_meta.append((ordered, metas[k]))
    assert len(lines) == N_SECRET + N_CLEAN
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    report_stats(final_meta)


def report_stats(final_meta):
    cnt = {}
    vendors = []
    vkeys = []
    regions = {}
    tids_s = []
    tids_c = []
    modes = {}
    risky = 0
    publishable = 0
    nsec = 0
    multi = 0
    long_tok = 0
    for rec, meta in final_meta:
        key = "%s/%s" % (rec["kind"], rec["lang"])
        cnt[key] = cnt.get(key, 0) + 1
        if rec["kind"] == "secret":
            nsec += len(rec["secrets"])
            if len(rec["secrets"]) > 1:
                multi += 1
            if max(len(s) for s in rec["secrets"]) >= 150:
                long_tok += 1
            if meta["tid"] not in tids_s:
                tids_s.append(meta["tid"])
            modes[meta["mode"]] = modes.get(meta["mode"], 0) + 1
            for vk in meta["vendor_keys"]:
                if vk not in vkeys:
                    vkeys.append(vk)
            if meta["vendor"]:
                for v in meta["vendor"].split(" + "):
                    if v not in vendors:
                        vendors.append(v)
            for rg in meta["regions"]:
                regions[rg] = regions.get(rg, 0) + 1
        else:
            if meta["tid"] not in tids_c:
                tids_c.append(meta["tid"])
            risky += 1 if meta["risky"] else 0
            publishable += 1 if meta["publishable"] else 0
    stats = {"counts": dict(sorted(cnt.items())), "distinct_vendors": len(vendors), "distinct_vendor_products": len(vkeys),
             "vendor_product_slots_by_region": dict(sorted(regions.items())),
             "secret_templates": len(tids_s), "clean_templates": len(tids_c), "listed_secrets": nsec,
             "secret_notes_with_several_secrets": multi, "secret_notes_with_a_secret_of_150plus_chars": long_tok,
             "placements": dict(sorted(modes.items())), "clean_risky": risky, "clean_publishable": publishable,
             "regenerations": STATS["retries"], "regeneration_reasons": dict(sorted(STATS["retry_reasons"].items()))}
    sys.stderr.write(json.dumps(stats, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
