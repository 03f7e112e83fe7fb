#!/usr/bin/env python3
"""make_blind_set_v84.py - blind evaluation set v84 for a credential-redaction filter.

Python 3 standard library only, no network.  One PRNG, random.Random(84_2026_1127),
drives every choice; no set is iterated; the output is byte-identical on every run and
under any PYTHONHASHSEED.  Usage:  python3 make_blind_set_v84.py [output.jsonl]
Format and rules: FORMAT.txt (same folder).
"""
import base64
import hashlib
import json
import random
import sys
import urllib.parse

SEED = 84_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216
N_KO_PER_KIND = 144
ID_PREFIX = "en"
OUT_DEFAULT = "blind_set_v84.jsonl"

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B62 = UP + LO + DIG
B64 = B62 + "+/"
B64U = B62 + "-_"
B32 = UP + "234567"
LOWDIG = LO + DIG
UPDIG = UP + DIG
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


class Reject(Exception):
    """A candidate note (or part) broke a rule; the caller draws a new one."""


# ---------------------------------------------------------------- basic draws
def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def shuffled(seq):
    out = list(seq)
    R.shuffle(out)
    return out


def wpick(pairs):
    """pairs: list of (item, weight)."""
    total = sum(w for _, w in pairs)
    x = R.random() * total
    for item, w in pairs:
        x -= w
        if x < 0:
            return item
    return pairs[-1][0]


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode("ascii")


def b64ue(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(ri(1, 9)) + rs(DIG, n - 1)


def uuid4():
    h = hexs(32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick("89ab"), h[17:20], h[20:32])


def cap(s):
    """Capitalize prose, but leave identifiers (billing-api, sk_live..., .env) alone."""
    if not s:
        return s
    first = s.split(" ", 1)[0]
    if first in SERVICES or first.rstrip(",;:") in SERVICES:
        return s
    if first.isalpha() or (first[:-1].isalpha() and first[-1:] in ",;:"):
        return s[:1].upper() + s[1:]
    return s


def pct(s, safe="-_.~"):
    return urllib.parse.quote(s, safe=safe)


def jwt(payload, alg="HS256", sig_bytes=32):
    head = b64ue(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64ue(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return head + "." + body + "." + b64ue(rbytes(sig_bytes))


def ts_epoch():
    return ri(1_690_000_000, 1_780_000_000)


def iso_ts():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))


def log_ts():
    return "2025-%02d-%02d %02d:%02d:%02d" % (ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


# ---------------------------------------------------------------- word lists
EN_WORDS = """amber anchor apple arrow autumn badger bamboo banjo beacon birch bison blossom breeze
bridge bronze cactus candle canyon carbon castle cedar cherry cinder citrus clover cobalt comet copper
coral cotton crater cricket crystal cypress delta desert dolphin dragon ember falcon fern fiddle flint
forest fossil galaxy garnet ginger glacier granite gravel harbor hazel heron hickory honey horizon indigo
island ivory jasper juniper kettle kiwi lagoon lantern lemon lilac lizard lotus lunar magnet mango maple
marble meadow meteor mint mosaic nectar nickel nutmeg oasis ocean olive onyx orbit orchid otter oyster
panda papaya pebble pepper pickle pilot pine planet plum polar poppy prairie prism puffin quartz quill
rabbit radar raven reef ribbon river robin rocket saddle saffron salmon sapphire scarlet shadow silver
sparrow spruce squid starling summit sunset tango thistle thunder tiger timber topaz tulip tundra turtle
umber valley velvet violet walnut willow winter wombat zephyr zinc""".split()
NAMES = """alice bruno carla dmitri elena farid grace hana ivan julia kenji laura marco nadia oscar
priya quentin rosa sven tomas ursula viktor wendy yusuf zoe""".split()
KO_NAMES = ["minsu", "jiwoo", "seoyeon", "hyunwoo", "jisoo", "taeyang", "yuna", "donghyun", "sora", "junho"]
KO_PERSON = ["김민수", "이지우", "박서연", "최현우", "정지수", "강태양", "윤유나", "임동현", "한소라", "오준호"]
KO_WORDS = ["사랑해", "행복", "우리집", "고양이", "강아지", "하늘", "바다", "봄날", "별빛", "무지개", "해바라기",
            "도토리", "감자", "호랑이", "토끼", "초코", "서울", "부산", "제주", "한강", "가을", "겨울", "여름",
            "소나무", "다람쥐", "구름", "달빛", "햇살", "파도", "딸기", "복숭아", "눈사람", "까치", "바람"]
SERVICES = ["billing-api", "order-worker", "notify-svc", "auth-gateway", "settlement-batch", "search-indexer",
            "payments", "admin-web", "crawler", "report-cron", "media-uploader", "chat-bot", "ledger",
            "catalog-sync", "webhook-relay", "recommend-api", "coupon-svc", "inventory", "mobile-bff", "etl-runner"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "eu-west-1", "us-west-2", "ap-southeast-1"]
SSH_USERS = ["deploy", "ubuntu", "ec2-user", "admin", "ops", "svc_backup", "jenkins", "root", "app", "git"]
DB_USERS = ["app", "app_rw", "readonly", "etl", "svc_billing", "report", "migrator", "admin", "root", "postgres", "sa"]
DB_NAMES = ["orders", "billing", "app_prod", "analytics", "users", "ledger", "cms", "inventory", "shop", "staging"]
DOMAINS = ["example.com", "acme.io", "example.co.kr", "corp.internal", "example.jp", "shop.example.net",
           "stg.example.com", "internal.acme.io", "example.kr", "dev.example.org"]


def host():
    s = pick(["db", "pg", "mysql", "redis", "mq", "api", "bastion", "nas", "git", "ci", "es", "kafka", "vault", "mongo"])
    kind = ri(0, 3)
    if kind == 0:
        return "%s-%s-%d.%s" % (s, pick(["prod", "stg", "dev", "qa"]), ri(1, 4), pick(DOMAINS))
    if kind == 1:
        return "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250))
    if kind == 2:
        return "%s.%s" % (s, pick(DOMAINS))
    return "192.168.%d.%d" % (ri(0, 30), ri(2, 250))


def aws_account():
    return digits(12)


def pr_no():
    return str(ri(120, 4890))


# ---------------------------------------------------------------- Korean 2-beolsik keyboard
_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def korkbd(hangul):
    out = []
    for ch in hangul:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------- passwords
SYMS = "!@#$%^&*?_-+=.~"
PUNCT = "!@#$%^&*()_+-=[]{}|;:,.<>?/~`'\"\\"


def _leet(w):
    table = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
    return "".join(table[c] if c in table and chance(0.5) else c for c in w)


def pw_human():
    w = pick(EN_WORDS)
    st = ri(0, 7)
    if st == 0:
        return cap(w) + str(ri(1971, 2025)) + pick(SYMS)
    if st == 1:
        return cap(w) + pick(SYMS) + str(ri(10, 9999))
    if st == 2:
        return cap(pick(NAMES + KO_NAMES)) + "%02d%02d" % (ri(1, 12), ri(1, 28)) + pick("!@#$")
    if st == 3:
        return _leet(cap(w) + pick(EN_WORDS)) + str(ri(1, 99))
    if st == 4:
        return w + cap(pick(EN_WORDS)) + str(ri(100, 999)) + pick(SYMS) * ri(1, 2)
    if st == 5:
        return pick(["1q2w3e4r", "qwer1234", "asdf1234", "zaq12wsx", "1qaz2wsx"]) + pick(SYMS) + cap(w)[:ri(3, 6)] + str(ri(0, 99))
    if st == 6:
        return pick(["Welcome", "Admin", "Spring", "Winter", "Summer", "Office"]) + pick(SYMS) + str(ri(2019, 2026)) + pick(SYMS) + cap(w)[:3]
    return cap(pick(NAMES)) + "." + w + str(ri(1, 999)) + pick(SYMS)


def pw_passphrase():
    words = sample(EN_WORDS, ri(3, 5))
    sep = pick(["-", " ", ".", "_", "", "+"])
    if sep == "":
        words = [cap(x) for x in words]
    out = sep.join(words)
    if chance(0.6):
        out += pick(["", sep]) + str(ri(1, 99))
    if chance(0.3):
        out += pick("!?#")
    return out


def pw_punct():
    n = ri(12, 26)
    return "".join(pick(PUNCT) if chance(0.45) else pick(B62) for _ in range(n))


def pw_korkbd():
    src = "".join(sample(KO_WORDS, ri(1, 2)))
    out = korkbd(src)
    if chance(0.5):
        out = out[:1].upper() + out[1:]
    return out + pick(["", str(ri(0, 9999)), "%02d%02d" % (ri(1, 12), ri(1, 28))]) + pick(["!", "@", "#", "^^", "*", "", "~"])


def pw_hangul():
    src = "".join(sample(KO_WORDS, ri(1, 3)))
    return src + str(ri(1, 9999)) + pick(["!", "@", "#", "^^", "*", "~", ""])


def pw_machine():
    st = ri(0, 4)
    if st == 0:
        return rs(B62, ri(16, 32))
    if st == 1:
        return hexs(pick([24, 32, 40]))
    if st == 2:
        return b64e(rbytes(pick([18, 24, 32])))
    if st == 3:
        return "-".join(rs(LOWDIG, 5) for _ in range(ri(3, 5)))
    return rs(B62 + "!#%*+-=?@^_", ri(16, 28))


PW_STYLES = [("human", 30), ("passphrase", 14), ("punct", 14), ("korkbd", 12), ("hangul", 10), ("machine", 20)]
PW_STYLES_KO = [("human", 20), ("passphrase", 8), ("punct", 10), ("korkbd", 22), ("hangul", 22), ("machine", 18)]
CUR = {"lang": "en"}   # language of the note being generated (set by build())
_PW_FUN = {"human": pw_human, "passphrase": pw_passphrase, "punct": pw_punct, "korkbd": pw_korkbd,
           "hangul": pw_hangul, "machine": pw_machine}
SAFE_BARE = B62 + "@%_+=:,./^-"


def password(forbid="", bare=False, style=None, styles=None, minlen=8):
    """Draw a password that fits a context: `forbid` chars are excluded; `bare` means it
    must survive unquoted in a shell / URL-less context (no spaces or shell metachars)."""
    for _ in range(400):
        st = style or wpick(styles or (PW_STYLES_KO if CUR["lang"] == "ko" else PW_STYLES))
        pw = _PW_FUN[st]()
        if len(pw) < minlen or pw != pw.strip():
            continue
        if any(c in forbid for c in pw) or "\n" in pw:
            continue
        if bare and any(c not in SAFE_BARE for c in pw):
            continue
        return pw, st
    raise Reject("no password fits")


# ---------------------------------------------------------------- vendor token shapes
# Each vendor: name, region, shape ("doc" = documented / widely observed prefix+alphabet+length,
# "approx" = best-effort shape), gen() -> [(LABEL, value, listed)], http(items) -> request or None.
# listed=True: a credential (listed in `secrets`); False: identifier printed next to it.
VENDORS = []


def vendor(name, region, shape, gen, http=None):
    VENDORS.append({"name": name, "region": region, "shape": shape, "gen": gen, "http": http})


def H(method, url, headers=(), userpass=None, body=None):
    return {"method": method, "url": url, "headers": list(headers), "userpass": userpass, "body": body}


def _v(items, i=0):
    return items[i][1]


def _discord_bot():
    uid = str(ri(10**17, 13 * 10**17))
    return b64e(uid.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox_sk():
    payload = json.dumps({"u": pick(NAMES + KO_NAMES) + str(ri(1, 99)), "a": rs(LOWDIG, 25)}, separators=(",", ":"))
    return "sk." + b64ue(payload.encode()) + "." + rs(B64U, 22)


def _supabase_jwt(role):
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": role, "iat": 1700000000 + ri(0, 9**7), "exp": 2000000000 + ri(0, 9**7)})


def _x_bearer():
    mid = "".join(pick(["%2B", "%2F"]) if chance(0.15) else pick(B62) for _ in range(22))
    return "A" * 21 + mid + "%3D" + rs(B62, 50)


def _adyen():
    return "AQE" + rs(B64, 93) + "==-" + rs(B64, 43) + "=-" + rs(B62 + "%;{}+<>", 16)


# --- global
vendor("AWS IAM", "global", "doc", lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
                                            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
                                            ("AWS_DEFAULT_REGION", pick(REGIONS), False)])
vendor("GitHub classic PAT", "global", "doc", lambda: [("GITHUB_TOKEN", "ghp_" + rs(B62, 36), True)],
       lambda it: H("GET", "https://api.github.com/user/repos?per_page=100", [("Authorization", "token " + _v(it))]))
vendor("GitHub fine-grained PAT", "global", "doc",
       lambda: [("GH_TOKEN", "github_pat_11" + rs(UPDIG, 20) + "_" + rs(B62, 59), True)],
       lambda it: H("GET", "https://api.github.com/repos/acme/infra/actions/runs", [("Authorization", "Bearer " + _v(it)), ("X-GitHub-Api-Version", "2022-11-28")]))
vendor("GitHub App installation token", "global", "doc", lambda: [("GITHUB_APP_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + rs(B62, 36), True)],
       lambda it: H("POST", "https://api.github.com/repos/acme/web/issues/%d/comments" % ri(10, 900), [("Authorization", "Bearer " + _v(it)), ("Accept", "application/vnd.github+json")]))
vendor("GitLab PAT", "global", "doc", lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), True)],
       lambda it: H("GET", "https://gitlab.%s/api/v4/projects/%d/pipelines" % (pick(DOMAINS), ri(10, 999)), [("PRIVATE-TOKEN", _v(it))]))
vendor("GitLab runner token", "global", "doc", lambda: [("CI_RUNNER_TOKEN", "glrt-" + rs(B64U, 20), True)])
vendor("GitLab pipeline trigger token", "global", "doc", lambda: [("TRIGGER_TOKEN", "glptt-" + hexs(40), True)])
vendor("Bitbucket app password", "global", "approx", lambda: [("BITBUCKET_USERNAME", pick(NAMES) + "-ci", False),
                                                             ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(B62, 32), True)])
vendor("Atlassian API token", "global", "doc", lambda: [("JIRA_EMAIL", pick(NAMES) + "@" + pick(DOMAINS), False),
                                                       ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8), True)])
vendor("Slack bot token", "global", "doc", lambda: [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(ri(10, 13)), digits(ri(10, 13)), rs(B62, 24)), True)],
       lambda it: H("POST", "https://slack.com/api/chat.postMessage", [("Authorization", "Bearer " + _v(it)), ("Content-Type", "application/json")],
                    body='{"channel":"C0%s","text":"deploy finished"}' % rs(UPDIG, 8)))
vendor("Slack user token", "global", "doc", lambda: [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(ri(10, 13)), digits(ri(10, 13)), digits(13), hexs(32)), True)])
vendor("Slack app-level token", "global", "doc", lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(UPDIG, 10), digits(13), hexs(64)), True)])
vendor("Stripe secret key", "global", "doc", lambda: [("STRIPE_SECRET_KEY", "sk_live_" + rs(B62, pick([24, 99])), True)],
       lambda it: H("GET", "https://api.stripe.com/v1/charges?limit=3", userpass=_v(it) + ":"))
vendor("Stripe restricted key", "global", "doc", lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(B62, pick([24, 99])), True)],
       lambda it: H("GET", "https://api.stripe.com/v1/payouts", [("Authorization", "Bearer " + _v(it))]))
vendor("Stripe webhook secret", "global", "doc", lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(B62, 32), True)])
vendor("OpenAI project key", "global", "doc", lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True)],
       lambda it: H("POST", "https://api.openai.com/v1/chat/completions", [("Authorization", "Bearer " + _v(it)), ("Content-Type", "application/json")]))
vendor("OpenAI legacy key", "global", "doc", lambda: [("OPENAI_API_KEY", "sk-" + rs(B62, 20) + "T3BlbkFJ" + rs(B62, 20), True)])
vendor("Anthropic API key", "global", "doc", lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", True)],
       lambda it: H("POST", "https://api.anthropic.com/v1/messages", [("x-api-key", _v(it)), ("anthropic-version", "2023-06-01")]))
vendor("Google API key (server)", "global", "doc", lambda: [("GEMINI_API_KEY", "AIza" + rs(B64U, 35), True)],
       lambda it: H("POST", "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=" + _v(it)))
vendor("Google OAuth client secret", "global", "doc",
       lambda: [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (digits(12), rs(LOWDIG, 32)), False),
                ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)])
vendor("Google OAuth refresh token", "global", "doc", lambda: [("GOOGLE_REFRESH_TOKEN", "1//0" + pick("eg") + rs(B64U, 98), True)])
vendor("Azure Storage account key", "global", "doc", lambda: [("AZURE_STORAGE_ACCOUNT", "st" + rs(LOWDIG, 10), False),
                                                             ("AZURE_STORAGE_KEY", b64e(rbytes(64)), True)])
vendor("Azure AD client secret", "global", "doc", lambda: [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                                                          ("AZURE_CLIENT_SECRET", rs(B62, 3) + pick(DIG) + "Q~" + rs(B64U + ".~", 34), True)])
vendor("Azure OpenAI key", "global", "doc", lambda: [("AZURE_OPENAI_API_KEY", hexs(32), True)],
       lambda it: H("POST", "https://%s.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01" % rs(LO, 8), [("api-key", _v(it))]))
vendor("Azure DevOps PAT", "global", "doc", lambda: [("AZURE_DEVOPS_EXT_PAT", rs(LO + "234567", 52), True)])
vendor("Twilio", "global", "doc", lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False), ("TWILIO_AUTH_TOKEN", hexs(32), True)],
       lambda it: H("POST", "https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json" % _v(it), userpass=_v(it) + ":" + _v(it, 1)))
vendor("SendGrid", "global", "doc", lambda: [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)],
       lambda it: H("POST", "https://api.sendgrid.com/v3/mail/send", [("Authorization", "Bearer " + _v(it))]))
vendor("Mailgun", "global", "doc", lambda: [("MAILGUN_API_KEY", pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), True)],
       lambda it: H("POST", "https://api.mailgun.net/v3/mg.%s/messages" % pick(DOMAINS), userpass="api:" + _v(it)))
vendor("Mailchimp", "global", "doc", lambda: [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(ri(1, 21)), True)])
vendor("npm", "global", "doc", lambda: [("NPM_TOKEN", "npm_" + rs(B62, 36), True)])
vendor("PyPI", "global", "doc", lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(120, 170)), True)])
vendor("Docker Hub", "global", "doc", lambda: [("DOCKERHUB_USERNAME", pick(NAMES) + "ci", False), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)])
vendor("Hugging Face", "global", "doc", lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), True)],
       lambda it: H("GET", "https://huggingface.co/api/whoami-v2", [("Authorization", "Bearer " + _v(it))]))
vendor("Shopify", "global", "doc", lambda: [("SHOPIFY_ADMIN_TOKEN", "shpat_" + hexs(32), True)],
       lambda it: H("GET", "https://%s.myshopify.com/admin/api/2024-07/orders.json" % rs(LO, 7), [("X-Shopify-Access-Token", _v(it))]))
vendor("Discord bot", "global", "doc", lambda: [("DISCORD_BOT_TOKEN", _discord_bot(), True)],
       lambda it: H("GET", "https://discord.com/api/v10/users/@me", [("Authorization", "Bot " + _v(it))]))
vendor("Telegram bot", "global", "doc", lambda: [("TELEGRAM_BOT_TOKEN", digits(ri(9, 10)) + ":AA" + rs(B64U, 33), True)],
       lambda it: H("GET", "https://api.telegram.org/bot%s/getUpdates" % _v(it)))
vendor("Datadog", "global", "doc", lambda: [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True), ("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]), False)],
       lambda it: H("GET", "https://api.%s/api/v1/validate" % _v(it, 2), [("DD-API-KEY", _v(it)), ("DD-APPLICATION-KEY", _v(it, 1))]))
vendor("New Relic", "global", "doc", lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPDIG, 27), True), ("NEW_RELIC_LICENSE_KEY", hexs(36) + "NRAL", True)])
vendor("Sentry auth token", "global", "doc", lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), True)])
vendor("DigitalOcean", "global", "doc", lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), True)],
       lambda it: H("GET", "https://api.digitalocean.com/v2/droplets", [("Authorization", "Bearer " + _v(it))]))
vendor("Linear", "global", "doc", lambda: [("LINEAR_API_KEY", "lin_api_" + rs(B62, 40), True)],
       lambda it: H("POST", "https://api.linear.app/graphql", [("Authorization", _v(it)), ("Content-Type", "application/json")]))
vendor("Notion", "global", "doc", lambda: [("NOTION_TOKEN", pick(["ntn_" + digits(11) + rs(B62, 35), "secret_" + rs(B62, 43)]), True)],
       lambda it: H("POST", "https://api.notion.com/v1/databases/%s/query" % hexs(32), [("Authorization", "Bearer " + _v(it)), ("Notion-Version", "2022-06-28")]))
vendor("Figma", "global", "doc", lambda: [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), True)],
       lambda it: H("GET", "https://api.figma.com/v1/files/%s" % rs(B62, 22), [("X-Figma-Token", _v(it))]))
vendor("Postman", "global", "doc", lambda: [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), True)],
       lambda it: H("GET", "https://api.getpostman.com/collections", [("X-Api-Key", _v(it))]))
vendor("Supabase", "global", "doc", lambda: [("SUPABASE_URL", "https://%s.supabase.co" % rs(LO, 20), False),
                                            ("SUPABASE_SERVICE_ROLE_KEY", _supabase_jwt("service_role"), True)])
vendor("Supabase access token", "global", "doc", lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40), True)])
vendor("HashiCorp Vault", "global", "doc", lambda: [("VAULT_ADDR", "https://vault.%s:8200" % pick(DOMAINS), False), ("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, 86), True)],
       lambda it: H("GET", _v(it) + "/v1/secret/data/%s" % pick(SERVICES), [("X-Vault-Token", _v(it, 1))]))
vendor("Terraform Cloud", "global", "doc", lambda: [("TF_TOKEN_app_terraform_io", rs(B62, 14) + ".atlasv1." + rs(B62, 67), True)])
vendor("Doppler", "global", "doc", lambda: [("DOPPLER_TOKEN", "dp.st.%s." % pick(["prd", "stg", "dev"]) + rs(B62, 40), True)])
vendor("Pulumi", "global", "doc", lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)])
vendor("Grafana", "global", "doc", lambda: [("GRAFANA_SA_TOKEN", "glsa_" + rs(B62, 32) + "_" + hexs(8), True)],
       lambda it: H("GET", "https://grafana.%s/api/dashboards/uid/%s" % (pick(DOMAINS), rs(LOWDIG, 9)), [("Authorization", "Bearer " + _v(it))]))
vendor("Databricks", "global", "doc", lambda: [("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (digits(16), ri(1, 19)), False), ("DATABRICKS_TOKEN", "dapi" + hexs(32), True)])
vendor("Okta", "global", "doc", lambda: [("OKTA_API_TOKEN", "00" + rs(B64U, 40), True)],
       lambda it: H("GET", "https://%s.okta.com/api/v1/users?limit=25" % rs(LO, 6), [("Authorization", "SSWS " + _v(it))]))
vendor("Square", "global", "doc", lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), True)])
vendor("Braintree", "global", "doc", lambda: [("BRAINTREE_ACCESS_TOKEN", "access_token$production$%s$%s" % (rs(LOWDIG, 16), hexs(32)), True)])
vendor("Mapbox secret token", "global", "doc", lambda: [("MAPBOX_SECRET_TOKEN", _mapbox_sk(), True)])
vendor("age", "global", "doc", lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58), True)])
vendor("Meta Graph API", "global", "doc", lambda: [("WHATSAPP_TOKEN", "EAA" + pick("BGJ") + rs(B62, ri(150, 190)), True)],
       lambda it: H("POST", "https://graph.facebook.com/v19.0/%s/messages" % digits(15), [("Authorization", "Bearer " + _v(it))]))
vendor("X (Twitter) bearer", "global", "doc", lambda: [("TWITTER_BEARER_TOKEN", _x_bearer(), True)])
vendor("Dropbox", "global", "doc", lambda: [("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64U, 135), True)])
vendor("Firebase Cloud Messaging (legacy)", "global", "doc", lambda: [("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), True)],
       lambda it: H("POST", "https://fcm.googleapis.com/fcm/send", [("Authorization", "key=" + _v(it))]))
vendor("Heroku", "global", "approx", lambda: [("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58), True)])
vendor("CircleCI", "global", "doc", lambda: [("CIRCLE_TOKEN", "CCIPAT_" + rs(B62, 22) + "_" + hexs(40), True)],
       lambda it: H("GET", "https://circleci.com/api/v2/me", [("Circle-Token", _v(it))]))
vendor("Buildkite", "global", "doc", lambda: [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)])
vendor("Snyk", "global", "doc", lambda: [("SNYK_TOKEN", uuid4(), True)])
vendor("Cloudflare API token", "global", "doc", lambda: [("CLOUDFLARE_API_TOKEN", rs(B64U, 40), True)],
       lambda it: H("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify", [("Authorization", "Bearer " + _v(it))]))
vendor("Cloudflare global API key", "global", "doc", lambda: [("CF_API_EMAIL", pick(NAMES) + "@" + pick(DOMAINS), False), ("CF_API_KEY", hexs(37), True)],
       lambda it: H("GET", "https://api.cloudflare.com/client/v4/zones", [("X-Auth-Email", _v(it)), ("X-Auth-Key", _v(it, 1))]))
vendor("Algolia", "global", "doc", lambda: [("ALGOLIA_APP_ID", rs(UPDIG, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)],
       lambda it: H("POST", "https://%s.algolia.net/1/indexes/products/batch" % _v(it), [("X-Algolia-Application-Id", _v(it)), ("X-Algolia-API-Key", _v(it, 1))]))
vendor("Contentful", "global", "doc", lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), True)])
vendor("Airtable", "global", "doc", lambda: [("AIRTABLE_TOKEN", "pat" + rs(B62, 14) + "." + hexs(64), True)],
       lambda it: H("GET", "https://api.airtable.com/v0/app%s/Orders" % rs(B62, 14), [("Authorization", "Bearer " + _v(it))]))
vendor("HubSpot", "global", "doc", lambda: [("HUBSPOT_ACCESS_TOKEN", "pat-%s-%s" % (pick(["na1", "eu1"]), uuid4()), True)])
vendor("Elastic", "global", "doc", lambda: [("ELASTIC_API_KEY", b64e((rs(B64U, 20) + ":" + rs(B64U, 22)).encode()), True)],
       lambda it: H("POST", "https://es.%s:9243/logs-*/_search" % pick(DOMAINS), [("Authorization", "ApiKey " + _v(it))]))
vendor("Confluent Cloud", "global", "doc", lambda: [("CONFLUENT_API_KEY", rs(UPDIG, 16), True), ("CONFLUENT_API_SECRET", rs(B64U, 64), True)])
vendor("Vercel", "global", "doc", lambda: [("VERCEL_TOKEN", rs(B62, 24), True)])
vendor("SonarQube", "global", "doc", lambda: [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hexs(40), True)])
vendor("JFrog", "global", "doc", lambda: [("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOj" + rs(B62, 50), True)])
vendor("Sourcegraph", "global", "doc", lambda: [("SRC_ACCESS_TOKEN", "sgp_" + hexs(40), True)])
vendor("Plaid", "global", "doc", lambda: [("PLAID_CLIENT_ID", hexs(24), False), ("PLAID_SECRET", hexs(30), True)])
vendor("Binance", "global", "doc", lambda: [("BINANCE_API_KEY", rs(B62, 64), True), ("BINANCE_API_SECRET", rs(B62, 64), True)])
vendor("Auth0", "global", "doc", lambda: [("AUTH0_DOMAIN", "%s.%s.auth0.com" % (rs(LO, 8), pick(["us", "eu", "jp"])), False),
                                         ("AUTH0_CLIENT_ID", rs(B62, 32), False), ("AUTH0_CLIENT_SECRET", rs(B64U, 64), True)])
vendor("Pinecone", "global", "approx", lambda: [("PINECONE_API_KEY", "pcsk_" + rs(B62, 5) + "_" + rs(B62, 63), True)])
vendor("Groq", "global", "doc", lambda: [("GROQ_API_KEY", "gsk_" + rs(B62, 52), True)],
       lambda it: H("POST", "https://api.groq.com/openai/v1/chat/completions", [("Authorization", "Bearer " + _v(it))]))
vendor("Replicate", "global", "doc", lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(B62, 37), True)])
vendor("Render", "global", "approx", lambda: [("RENDER_API_KEY", "rnd_" + rs(B62, 32), True)])
vendor("Shippo", "global", "doc", lambda: [("SHIPPO_API_TOKEN", "shippo_live_" + hexs(40), True)],
       lambda it: H("GET", "https://api.goshippo.com/shipments/", [("Authorization", "ShippoToken " + _v(it))]))
vendor("PagerDuty", "global", "doc", lambda: [("PAGERDUTY_TOKEN", "u+" + rs(B64U, 18), True)],
       lambda it: H("GET", "https://api.pagerduty.com/incidents", [("Authorization", "Token token=" + _v(it))]))
vendor("Asana", "global", "doc", lambda: [("ASANA_PAT", "2/%s/%s:%s" % (digits(16), digits(16), hexs(32)), True)])
vendor("Cloudinary", "global", "doc", lambda: [("CLOUDINARY_API_KEY", digits(15), True), ("CLOUDINARY_API_SECRET", rs(B64U, 27), True),
                                              ("CLOUDINARY_CLOUD_NAME", rs(LO, 9), False)])
vendor("LaunchDarkly", "global", "doc", lambda: [("LD_SDK_KEY", "sdk-" + uuid4(), True)])

# --- Korea
vendor("Naver Cloud Platform", "kr", "approx", lambda: [("NCP_ACCESS_KEY", rs(B62, 20), True), ("NCP_SECRET_KEY", rs(B62, 40), True)])
vendor("Naver Open API", "kr", "doc", lambda: [("NAVER_CLIENT_ID", rs(B62, 20), False), ("NAVER_CLIENT_SECRET", rs(B62, 10), True)],
       lambda it: H("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91&display=10",
                    [("X-Naver-Client-Id", _v(it)), ("X-Naver-Client-Secret", _v(it, 1))]))
vendor("Kakao REST API key", "kr", "doc", lambda: [("KAKAO_REST_API_KEY", hexs(32), True)],
       lambda it: H("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90%EC%97%AD%EB%A1%9C", [("Authorization", "KakaoAK " + _v(it))]))
vendor("Kakao Admin key", "kr", "doc", lambda: [("KAKAO_ADMIN_KEY", hexs(32), True)],
       lambda it: H("POST", "https://kapi.kakao.com/v1/user/unlink", [("Authorization", "KakaoAK " + _v(it))], body="target_id_type=user_id&target_id=%s" % digits(10)))
vendor("Toss Payments secret key", "kr", "doc", lambda: [("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(B62, 28), True)])
vendor("PortOne", "kr", "approx", lambda: [("IMP_KEY", digits(16), True), ("IMP_SECRET", rs(B62, 80), True)])
vendor("PortOne V2", "kr", "approx", lambda: [("PORTONE_API_SECRET", rs(B62, 80), True)],
       lambda it: H("GET", "https://api.portone.io/payments/%s" % ("order-" + digits(8)), [("Authorization", "PortOne " + _v(it))]))
vendor("NHN Cloud", "kr", "approx", lambda: [("NHN_APPKEY", rs(B62, 16), False), ("NHN_SECRET_KEY", rs(B62, 8), True)],
       lambda it: H("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % _v(it), [("X-Secret-Key", _v(it, 1)), ("Content-Type", "application/json;charset=UTF-8")]))
vendor("Solapi (CoolSMS)", "kr", "doc", lambda: [("SOLAPI_API_KEY", "NCS" + rs(UPDIG, 13), True), ("SOLAPI_API_SECRET", rs(UPDIG, 32), True)])
vendor("Aligo", "kr", "approx", lambda: [("ALIGO_USER_ID", pick(KO_NAMES) + "corp", False), ("ALIGO_API_KEY", rs(LOWDIG, 32), True)])
vendor("NICE Pay", "kr", "approx", lambda: [("NICEPAY_MID", "nicepay%sm" % digits(2), False), ("NICEPAY_MERCHANT_KEY", b64e(rbytes(66)), True)])
vendor("Korea Investment (KIS) Open API", "kr", "doc", lambda: [("KIS_APP_KEY", "PS" + rs(B62, 34), True), ("KIS_APP_SECRET", rs(B64, 180), True)])
vendor("Upbit", "kr", "doc", lambda: [("UPBIT_OPEN_API_ACCESS_KEY", rs(B62, 40), True), ("UPBIT_OPEN_API_SECRET_KEY", rs(B62, 40), True)])
vendor("Bithumb", "kr", "doc", lambda: [("BITHUMB_CONNECT_KEY", hexs(32), True), ("BITHUMB_SECRET_KEY", hexs(32), True)])
vendor("KakaoPay", "kr", "approx", lambda: [("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 37), True)],
       lambda it: H("POST", "https://open-api.kakaopay.com/online/v1/payment/ready", [("Authorization", "SECRET_KEY " + _v(it)), ("Content-Type", "application/json")]))
vendor("Channel Talk", "kr", "doc", lambda: [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)],
       lambda it: H("GET", "https://api.channel.io/open/v5/user-chats?state=opened", [("x-access-key", _v(it)), ("x-access-secret", _v(it, 1))]))
vendor("Sendbird", "kr", "doc", lambda: [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)],
       lambda it: H("GET", "https://api-%s.sendbird.com/v3/users?limit=10" % _v(it), [("Api-Token", _v(it, 1))]))
vendor("NAVER WORKS", "kr", "approx", lambda: [("WORKS_CLIENT_ID", rs(B62, 20), False), ("WORKS_CLIENT_SECRET", rs(B62, 10), True), ("WORKS_BOT_SECRET", rs(B62, 32), True)])
vendor("Cafe24", "kr", "approx", lambda: [("CAFE24_CLIENT_ID", rs(B62, 22), False), ("CAFE24_CLIENT_SECRET", rs(B62, 22), True)])
vendor("data.go.kr", "kr", "doc", lambda: [("DATA_GO_KR_SERVICE_KEY", b64e(rbytes(66)), True)])

# --- Japan
vendor("LINE Messaging API", "jp", "doc", lambda: [("LINE_CHANNEL_ACCESS_TOKEN", b64e(rbytes(128)), True), ("LINE_CHANNEL_SECRET", hexs(32), True)],
       lambda it: H("POST", "https://api.line.me/v2/bot/message/push", [("Authorization", "Bearer " + _v(it))]))
vendor("LINE Notify", "jp", "doc", lambda: [("LINE_NOTIFY_TOKEN", rs(B62, 43), True)],
       lambda it: H("POST", "https://notify-api.line.me/api/notify", [("Authorization", "Bearer " + _v(it))], body="message=batch%20done"))
vendor("Chatwork", "jp", "doc", lambda: [("CHATWORK_API_TOKEN", hexs(32), True)],
       lambda it: H("POST", "https://api.chatwork.com/v2/rooms/%s/messages" % digits(9), [("X-ChatWorkToken", _v(it))]))
vendor("PAY.JP", "jp", "doc", lambda: [("PAYJP_SECRET_KEY", "sk_live_" + hexs(24), True)],
       lambda it: H("GET", "https://api.pay.jp/v1/charges?limit=5", userpass=_v(it) + ":"))
vendor("Backlog", "jp", "doc", lambda: [("BACKLOG_API_KEY", rs(B62, 64), True)],
       lambda it: H("GET", "https://%s.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%s" % (rs(LO, 7), _v(it), digits(6))))
vendor("Yahoo! JAPAN", "jp", "doc", lambda: [("YJ_CLIENT_ID", "dj00aiZpPS" + rs(B62, 46), False), ("YJ_CLIENT_SECRET", rs(B62, 40), True)])
vendor("Sakura Cloud", "jp", "doc", lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(B62, 64), True)])
vendor("kintone", "jp", "doc", lambda: [("KINTONE_API_TOKEN", rs(B62, 40), True)],
       lambda it: H("GET", "https://%s.cybozu.com/k/v1/records.json?app=%d" % (rs(LO, 8), ri(3, 400)), [("X-Cybozu-API-Token", _v(it))]))
vendor("GMO Payment Gateway", "jp", "approx", lambda: [("GMO_SHOP_ID", "tshop" + digits(8), False), ("GMO_SHOP_PASS", rs(LOWDIG, 8), True),
                                                      ("GMO_SITE_ID", "tsite" + digits(8), False), ("GMO_SITE_PASS", rs(LOWDIG, 8), True)])
vendor("KOMOJU", "jp", "approx", lambda: [("KOMOJU_SECRET_KEY", "sk_live_" + rs(LOWDIG, 25), True)])
vendor("SmartHR", "jp", "approx", lambda: [("SMARTHR_ACCESS_TOKEN", hexs(64), True)])

# --- China
vendor("Alibaba Cloud", "cn", "doc", lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(B62, 18), True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(B62, 30), True)])
vendor("Tencent Cloud", "cn", "doc", lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(B62, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(B62, 32), True)])
vendor("Baidu AI Cloud (BCE)", "cn", "doc", lambda: [("BCE_ACCESS_KEY_ID", hexs(32), True), ("BCE_SECRET_ACCESS_KEY", hexs(32), True)])
vendor("Baidu AI open platform", "cn", "approx", lambda: [("BAIDU_APP_ID", digits(8), False), ("BAIDU_API_KEY", rs(B62, 24), True), ("BAIDU_SECRET_KEY", rs(B62, 32), True)])
vendor("Huawei Cloud", "cn", "approx", lambda: [("HUAWEICLOUD_SDK_AK", rs(UPDIG, 20), True), ("HUAWEICLOUD_SDK_SK", rs(B62, 40), True)])
vendor("WeChat Official Account", "cn", "doc", lambda: [("WECHAT_APP_ID", "wx" + hexs(16), False), ("WECHAT_APP_SECRET", hexs(32), True)],
       lambda it: H("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret=%s" % (_v(it), _v(it, 1))))
vendor("Feishu / Lark", "cn", "doc", lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), False), ("FEISHU_APP_SECRET", rs(B62, 32), True)])
vendor("WeCom", "cn", "doc", lambda: [("WECOM_CORP_ID", "ww" + hexs(16), False), ("WECOM_CORP_SECRET", rs(B64U, 43), True)],
       lambda it: H("GET", "https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=%s&corpsecret=%s" % (_v(it), _v(it, 1))))
vendor("Qiniu", "cn", "doc", lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)])
vendor("Volcengine", "cn", "approx", lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 42), True), ("VOLC_SECRETKEY", b64e(rbytes(45)), True)])
vendor("Gitee", "cn", "doc", lambda: [("GITEE_TOKEN", hexs(32), True)],
       lambda it: H("GET", "https://gitee.com/api/v5/user/repos?access_token=%s&page=1" % _v(it)))
vendor("Zhipu AI", "cn", "doc", lambda: [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(B62, 16), True)])
vendor("DeepSeek", "cn", "doc", lambda: [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)],
       lambda it: H("POST", "https://api.deepseek.com/chat/completions", [("Authorization", "Bearer " + _v(it))]))
vendor("Moonshot AI", "cn", "approx", lambda: [("MOONSHOT_API_KEY", "sk-" + rs(B62, 48), True)])

# --- Europe
vendor("Mollie", "eu", "doc", lambda: [("MOLLIE_API_KEY", "live_" + rs(B62, 30), True)],
       lambda it: H("GET", "https://api.mollie.com/v2/payments?limit=5", [("Authorization", "Bearer " + _v(it))]))
vendor("Adyen", "eu", "doc", lambda: [("ADYEN_API_KEY", _adyen(), True), ("ADYEN_MERCHANT_ACCOUNT", "Acme%sECOM" % rs(UP, 2), False)])
vendor("GoCardless", "eu", "doc", lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), True)])
vendor("Scaleway", "eu", "doc", lambda: [("SCW_ACCESS_KEY", "SCW" + rs(UPDIG, 17), True), ("SCW_SECRET_KEY", uuid4(), True)])
vendor("OVHcloud", "eu", "doc", lambda: [("OVH_APPLICATION_KEY", rs(B62, 16), True), ("OVH_APPLICATION_SECRET", rs(B62, 32), True), ("OVH_CONSUMER_KEY", rs(B62, 32), True)])
vendor("Hetzner Cloud", "eu", "doc", lambda: [("HCLOUD_TOKEN", rs(B62, 64), True)],
       lambda it: H("GET", "https://api.hetzner.cloud/v1/servers", [("Authorization", "Bearer " + _v(it))]))
vendor("SumUp", "eu", "approx", lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(B62, 32), True)])
vendor("Paddle", "eu", "approx", lambda: [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(LOWDIG, 24) + "_" + rs(B62, 22) + "_" + rs(B62, 3), True)])
vendor("Wise", "eu", "doc", lambda: [("WISE_API_TOKEN", uuid4(), True)],
       lambda it: H("GET", "https://api.transferwise.com/v4/profiles/%s/balances?types=STANDARD" % digits(8), [("Authorization", "Bearer " + _v(it))]))
vendor("bunq", "eu", "doc", lambda: [("BUNQ_API_KEY", hexs(64), True)])
vendor("Brevo", "eu", "doc", lambda: [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(B62, 16), True)],
       lambda it: H("POST", "https://api.brevo.com/v3/smtp/email", [("api-key", _v(it))]))
vendor("Mailjet", "eu", "doc", lambda: [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)],
       lambda it: H("POST", "https://api.mailjet.com/v3.1/send", userpass=_v(it) + ":" + _v(it, 1)))
vendor("Spotify", "eu", "doc", lambda: [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)])
vendor("DeepL", "eu", "doc", lambda: [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)],
       lambda it: H("POST", "https://api-free.deepl.com/v2/translate", [("Authorization", "DeepL-Auth-Key " + _v(it))]))
vendor("Bird (MessageBird)", "eu", "doc", lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(B62, 25), True)],
       lambda it: H("POST", "https://rest.messagebird.com/messages", [("Authorization", "AccessKey " + _v(it))]))
vendor("Yandex Cloud", "eu", "doc", lambda: [("YC_API_KEY", "AQVN" + rs(B64U, 36), True)],
       lambda it: H("POST", "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", [("Authorization", "Api-Key " + _v(it))]))
vendor("Yandex OAuth", "eu", "doc", lambda: [("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64U, 55), True)])
vendor("Infobip", "eu", "doc", lambda: [("INFOBIP_API_KEY", hexs(32) + "-" + uuid4(), True)],
       lambda it: H("POST", "https://%s.api.infobip.com/sms/2/text/advanced" % rs(LOWDIG, 6), [("Authorization", "App " + _v(it))]))
vendor("Exoscale", "eu", "doc", lambda: [("EXOSCALE_API_KEY", "EXO" + hexs(24), True), ("EXOSCALE_API_SECRET", rs(B64U, 43), True)])
vendor("Mistral AI", "eu", "doc", lambda: [("MISTRAL_API_KEY", rs(B62, 32), True)],
       lambda it: H("POST", "https://api.mistral.ai/v1/chat/completions", [("Authorization", "Bearer " + _v(it))]))
vendor("Checkout.com", "eu", "doc", lambda: [("CKO_SECRET_KEY", "sk_sbox_" + rs(LOWDIG, 26), True)])
vendor("Klarna", "eu", "approx", lambda: [("KLARNA_API_USERNAME", "PK%s_%s" % (digits(5), hexs(12)), False), ("KLARNA_API_PASSWORD", rs(B62, 16), True)])
vendor("Vipps MobilePay", "eu", "doc", lambda: [("VIPPS_CLIENT_ID", uuid4(), False), ("VIPPS_CLIENT_SECRET", rs(B64, 43) + "=", True),
                                                ("VIPPS_SUBSCRIPTION_KEY", hexs(32), True)])
vendor("Gandi", "eu", "approx", lambda: [("GANDI_PAT", rs(B62, 40), True)])


def _count_listed():
    for v in VENDORS:
        v["n_listed"] = sum(1 for _, _, listed in v["gen"]() if listed)


def vendor_items(v):
    items = v["gen"]()
    for lab, val, _ in items:
        assert "\n" not in val, lab
    return items


# ---------------------------------------------------------------- quoting helpers
YAML_PLAIN = B62 + "._/-+=@:"
SHELL_META = " '\"\\$`!&;|<>()*?[]{}#~\t"


def q_shell(v, force=None):
    bare_ok = all(c in SAFE_BARE for c in v)
    if bare_ok and force != "q" and (force == "bare" or chance(0.5)):
        return v
    if "'" not in v:
        return "'" + v + "'"
    if not any(c in '"\\$`!' for c in v):
        return '"' + v + '"'
    raise Reject("shell quoting")


def q_yaml(v):
    plain = v[:1].isalnum() and all(c in YAML_PLAIN for c in v) and not v.isdigit() and ": " not in v
    if plain and chance(0.6):
        return v
    if "'" not in v and chance(0.5):
        return "'" + v + "'"
    if not any(c in '"\\' for c in v):
        return '"' + v + '"'
    if "'" not in v:
        return "'" + v + "'"
    raise Reject("yaml quoting")


def q_dq(v, extra=""):
    if any(c in '"\\\n' + extra for c in v):
        raise Reject("dq")
    return '"' + v + '"'


def q_sq(v, extra=""):
    if any(c in "'\\\n" + extra for c in v):
        raise Reject("sq")
    return "'" + v + "'"


def q_any(v, extra=""):
    try:
        return q_dq(v, extra) if chance(0.5) else q_sq(v, extra)
    except Reject:
        try:
            return q_sq(v, extra)
        except Reject:
            return q_dq(v, extra)


def split_label(lab):
    if "_" in lab:
        head, rest = lab.split("_", 1)
        return head.lower(), rest.lower()
    return "app", lab.lower()


def sec_of(items):
    for lab, _, listed in items:
        if listed:
            return split_label(lab)[0]
    return split_label(items[0][0])[0]


def keyfor(lab, sec):
    s, k = split_label(lab)
    return k if s == sec else lab.lower()


def camel(s):
    parts = [p for p in s.replace("-", "_").split("_") if p]
    return parts[0].lower() + "".join(cap(p.lower()) for p in parts[1:]) if parts else s


def kebab(s):
    return s.replace("_", "-").lower()


# ---------------------------------------------------------------- noise (non-secret config lines)
def noise_items(n):
    pool = [
        lambda: ("APP_ENV", pick(["production", "staging", "dev", "qa"])),
        lambda: ("LOG_LEVEL", pick(["info", "debug", "warn"])),
        lambda: ("PORT", str(pick([3000, 8000, 8080, 8443, 9090, 5000]))),
        lambda: ("TIMEOUT_MS", str(pick([1500, 3000, 5000, 10000, 30000]))),
        lambda: ("DB_HOST", host()),
        lambda: ("DB_USER", pick(DB_USERS)),
        lambda: ("DB_NAME", pick(DB_NAMES)),
        lambda: ("REDIS_URL", "redis://%s:6379/%d" % (host(), ri(0, 5))),
        lambda: ("BASE_URL", "https://%s" % pick(DOMAINS)),
        lambda: ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])),
        lambda: ("MAX_RETRIES", str(ri(2, 8))),
        lambda: ("CACHE_TTL_SECONDS", str(pick([60, 300, 600, 3600]))),
        lambda: ("QUEUE_NAME", pick(["orders", "emails", "settlement", "webhooks", "thumbnails"])),
        lambda: ("S3_BUCKET", "%s-%s-%s" % (pick(["acme", "shop", "media"]), pick(["prod", "stg"]), pick(["assets", "uploads", "logs"]))),
        lambda: ("TZ", pick(["Asia/Seoul", "Asia/Tokyo", "UTC", "Europe/Berlin"])),
        lambda: ("AWS_REGION", pick(REGIONS)),
        lambda: ("SENTRY_ENVIRONMENT", pick(["production", "staging"])),
        lambda: ("WORKER_CONCURRENCY", str(ri(2, 32))),
        lambda: ("CALLBACK_URL", "https://%s/hooks/%s" % (pick(DOMAINS), pick(["payment", "sms", "oauth"]))),
        lambda: ("OTEL_SERVICE_NAME", pick(SERVICES)),
    ]
    out = []
    labs = []
    for f in sample(pool, min(n, len(pool))):
        lab, val = f()
        if lab not in labs:
            labs.append(lab)
            out.append((lab, val, False))
    return out


def with_noise(items, lo=0, hi=3):
    noise = noise_items(ri(lo, hi))
    pos = ri(0, len(noise))
    return noise[:pos] + items + noise[pos:]


# ---------------------------------------------------------------- containers
# Each renderer: fn(items, ctx) -> text.  items: [(LABEL, value, listed)].
def c_env(items, ctx):
    lines = []
    if chance(0.4):
        lines.append(pick(["# %s" % ctx["vendor"], "# --- %s ---" % ctx["svc"], "# prod", "# copied from 1Password",
                           "# 운영 키" if ctx["lang"] == "ko" else "# do not commit", "# local overrides"]))
    for lab, val, _ in items:
        lines.append("%s=%s" % (lab, q_shell(val)))
    return "\n".join(lines)


def c_export(items, ctx):
    return "\n".join("export %s=%s" % (lab, q_shell(val)) for lab, val, _ in items)


def c_fish(items, ctx):
    return "\n".join("set -gx %s %s" % (lab, q_shell(val)) for lab, val, _ in items)


def c_inline(items, ctx):
    cmd = pick(["./scripts/sync.sh", "npm run sync", "python manage.py backfill", "go run ./cmd/worker",
                "bundle exec rake jobs:work", "make e2e", "node dist/index.js", "uv run pytest -k integration"])
    return " ".join("%s=%s" % (lab, q_shell(val)) for lab, val, _ in items) + " " + cmd


def c_cmd(items, ctx):
    for lab, val, _ in items:
        if any(c in val for c in '%^&|<>"'):
            raise Reject("cmd")
    return "\n".join("set %s=%s" % (lab, val) for lab, val, _ in items)


def c_powershell(items, ctx):
    return "\n".join("$env:%s = %s" % (lab, q_sq(val)) for lab, val, _ in items)


def c_yaml(items, ctx):
    sec = sec_of(items)
    top = pick(["", "app:\n", "integrations:\n", "settings:\n"])
    ind = "  " if top else ""
    lines = [top + ind + sec + ":"]
    for lab, val, _ in items:
        s, k = split_label(lab)
        if s != sec:
            k = lab.lower()
        lines.append(ind + "  %s: %s" % (k, q_yaml(val)))
    return "\n".join(lines)


def c_json(items, ctx):
    sec = sec_of(items)
    inner = {}
    for lab, val, _ in items:
        s, k = split_label(lab)
        k = k if s == sec else lab.lower()
        inner[camel(k) if chance(0.5) else k] = val
    for lab, val, _ in items:
        if any(c in val for c in '"\\'):
            raise Reject("json")
    obj = {sec: inner} if chance(0.7) else inner
    return json.dumps(obj, indent=pick([2, 4]), ensure_ascii=False)


def c_toml(items, ctx):
    sec = sec_of(items)
    lines = ["[%s]" % sec]
    for lab, val, _ in items:
        s, k = split_label(lab)
        lines.append("%s = %s" % (k if s == sec else lab.lower(), q_any(val)))
    return "\n".join(lines)


def c_ini(items, ctx):
    sec = sec_of(items)
    lines = ["[%s]" % pick([sec, "default", ctx["svc"]])]
    for lab, val, _ in items:
        if any(c in val for c in ";#") or val != val.strip():
            raise Reject("ini")
        s, k = split_label(lab)
        lines.append("%s = %s" % (k if s == sec else lab.lower(), val))
    return "\n".join(lines)


def c_properties(items, ctx):
    sec = sec_of(items)
    pre = pick(["app.", "", "integration."])
    lines = []
    if chance(0.4):
        lines.append("# %s" % ctx["vendor"])
    for lab, val, _ in items:
        if "\\" in val:
            raise Reject("props")
        s, k = split_label(lab)
        lines.append("%s%s.%s=%s" % (pre, sec, kebab(k if s == sec else lab), val))
    return "\n".join(lines)


def c_xml(items, ctx):
    for lab, val, _ in items:
        if any(c in val for c in "&<>\"'"):
            raise Reject("xml")
    sec = sec_of(items)
    if chance(0.5):
        lines = ["<appSettings>"]
        for lab, val, _ in items:
            k = keyfor(lab, sec)
            lines.append('  <add key="%s:%s" value="%s" />' % (cap(sec), "".join(cap(p) for p in k.split("_")), val))
        lines.append("</appSettings>")
    else:
        lines = ["<%s>" % sec]
        for lab, val, _ in items:
            t = camel(keyfor(lab, sec))
            lines.append("  <%s>%s</%s>" % (t, val, t))
        lines.append("</%s>" % sec)
    return "\n".join(lines)


def c_k8s_secret(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (ctx["svc"], pick(["secrets", "env", "creds"])),
             "  namespace: %s" % pick(["default", "prod", "staging", ctx["svc"]]), "type: Opaque", "stringData:"]
    for lab, val, _ in items:
        lines.append("  %s: %s" % (lab, q_yaml(val)))
    return "\n".join(lines)


def c_k8s_deploy(items, ctx):
    lines = ["      containers:", "        - name: %s" % ctx["svc"],
             "          image: registry.%s/%s:%s" % (pick(DOMAINS), ctx["svc"], "1.%d.%d" % (ri(0, 30), ri(0, 9))), "          env:"]
    for lab, val, _ in items:
        lines.append("            - name: %s" % lab)
        lines.append("              value: %s" % q_yaml(val))
    return "\n".join(lines)


def c_compose(items, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: %s:latest" % ctx["svc"], "    environment:"]
    if chance(0.5):
        for lab, val, _ in items:
            lines.append("      %s: %s" % (lab, q_yaml(val)))
    else:
        for lab, val, _ in items:
            if any(c in val for c in " #'\"") or val[:1] in "@`%&*!|>{[":
                raise Reject("compose list")
            lines.append("      - %s=%s" % (lab, val))
    return "\n".join(lines)


def c_dockerfile(items, ctx):
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22 AS build", "ruby:3.3"])]
    for lab, val, _ in items:
        lines.append("%s %s=%s" % (kw, lab, q_dq(val, "$`") if chance(0.5) else q_shell(val, force="bare") if all(c in SAFE_BARE for c in val) else q_dq(val, "$`")))
    lines.append(pick(["RUN ./build.sh", "COPY . /app", "RUN npm ci && npm run build", "WORKDIR /srv/app"]))
    return "\n".join(lines)


def c_gha(items, ctx):
    lines = ["jobs:", "  %s:" % pick(["deploy", "test", "release", "sync"]), "    runs-on: ubuntu-latest", "    env:"]
    for lab, val, _ in items:
        lines.append("      %s: %s" % (lab, q_yaml(val)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: %s" % pick(["make deploy", "npm test", "./scripts/release.sh"])]
    return "\n".join(lines)


def c_gitlab(items, ctx):
    lines = ["variables:"]
    for lab, val, _ in items:
        lines.append("  %s: %s" % (lab, q_yaml(val)))
    lines += ["", "%s:" % pick(["deploy_prod", "integration", "publish"]), "  stage: %s" % pick(["deploy", "test"]),
              "  script:", "    - %s" % pick(["./ci/deploy.sh", "pytest -m integration", "npm publish"])]
    return "\n".join(lines)


def c_terraform(items, ctx):
    lines = []
    if chance(0.5):
        for lab, val, _ in items:
            lines += ['variable "%s" {' % lab.lower(), "  type    = string", "  default = %s" % q_dq(val, "$%"), "}"]
    else:
        sec = sec_of(items)
        lines.append('provider "%s" {' % sec)
        for lab, val, _ in items:
            s, k = split_label(lab)
            lines.append("  %s = %s" % (k if s == sec else lab.lower(), q_dq(val, "$%")))
        lines.append("}")
    return "\n".join(lines)


def c_python(items, ctx):
    st = ri(0, 2)
    if st == 0:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", %s)' % (lab, q_any(val)) for lab, val, _ in items]
    elif st == 1:
        lines = ["%s = %s" % (lab, q_any(val)) for lab, val, _ in items]
    else:
        sec = sec_of(items)
        lines = ["client = %sClient(" % cap(sec)]
        lines += ["    %s=%s," % (keyfor(lab, sec), q_any(val)) for lab, val, _ in items]
        lines.append(")")
    return "\n".join(lines)


def c_js(items, ctx):
    kw = pick(["const", "export const", "let"])
    if chance(0.5):
        return "\n".join("%s %s = %s;" % (kw, camel(lab), q_any(val, "`$")) for lab, val, _ in items)
    sec = sec_of(items)
    body = ",\n".join("  %s: %s" % (camel(keyfor(lab, sec)), q_any(val, "`$")) for lab, val, _ in items)
    return "module.exports = {\n%s,\n};" % body if chance(0.5) else "const config = {\n%s,\n};" % body


def c_go(items, ctx):
    if chance(0.5):
        return "\n".join('os.Setenv("%s", %s)' % (lab, q_dq(val)) for lab, val, _ in items)
    return "const (\n" + "\n".join("\t%s = %s" % (camel(lab), q_dq(val)) for lab, val, _ in items) + "\n)"


def c_java(items, ctx):
    return "\n".join('    private static final String %s = %s;' % (lab, q_dq(val)) for lab, val, _ in items)


def c_kotlin(items, ctx):
    return "\n".join('val %s = %s' % (camel(lab), q_dq(val, "$")) for lab, val, _ in items)


def c_csharp(items, ctx):
    return "\n".join('var %s = %s;' % (camel(lab), q_dq(val)) for lab, val, _ in items)


def c_ruby(items, ctx):
    return "\n".join("ENV[%s] ||= %s" % (q_sq(lab), q_sq(val)) for lab, val, _ in items)


def c_php(items, ctx):
    if chance(0.5):
        return "\n".join("define(%s, %s);" % (q_sq(lab), q_sq(val)) for lab, val, _ in items)
    sec = sec_of(items)
    return "return [\n" + "\n".join("    %s => %s," % (q_sq(keyfor(lab, sec)), q_sq(val)) for lab, val, _ in items) + "\n];"


def c_rust(items, ctx):
    return "\n".join('const %s: &str = %s;' % (lab, q_dq(val)) for lab, val, _ in items)


def c_swift(items, ctx):
    return "\n".join('let %s = %s' % (camel(lab), q_dq(val)) for lab, val, _ in items)


def c_systemd(items, ctx):
    lines = ["[Service]"]
    for lab, val, _ in items:
        if any(c in val for c in '"\\%$ '):
            raise Reject("systemd")
        lines.append('Environment="%s=%s"' % (lab, val))
    lines.append("ExecStart=/usr/local/bin/%s" % ctx["svc"])
    return "\n".join(lines)


def c_makefile(items, ctx):
    for lab, val, _ in items:
        if any(c in val for c in "$#\\ "):
            raise Reject("make")
    return "\n".join("%s ?= %s" % (lab, val) for lab, val, _ in items) + "\n\nrun:\n\t./bin/%s" % ctx["svc"]


def c_launch_json(items, ctx):
    for lab, val, _ in items:
        if any(c in val for c in '"\\'):
            raise Reject("json")
    env = dict((lab, val) for lab, val, _ in items)
    obj = {"name": "Debug %s" % ctx["svc"], "type": pick(["python", "node", "go"]), "request": "launch", "env": env}
    return json.dumps(obj, indent=2, ensure_ascii=False)


def c_jupyter(items, ctx):
    for lab, val, _ in items:
        if " " in val:
            raise Reject("jupyter")
    return "\n".join("%%env %s=%s" % (lab, val) for lab, val, _ in items)


def c_log(items, ctx):
    lvl = pick(["DEBUG", "INFO", "WARN", "ERROR"])
    if chance(0.5):
        sec = sec_of(items)
        kv = " ".join("%s=%s" % (keyfor(lab, sec), val) for lab, val, _ in items)
        return "%s %s [%s] %s %s" % (log_ts(), lvl, ctx["svc"], pick(["loaded config", "client init", "retrying request", "startup env dump"]), kv)
    for lab, val, _ in items:
        if any(c in val for c in '"\\'):
            raise Reject("json log")
    obj = {"ts": iso_ts(), "level": lvl.lower(), "svc": ctx["svc"], "msg": pick(["config loaded", "env snapshot", "auth failed"])}
    for lab, val, _ in items:
        obj[lab.lower()] = val
    return json.dumps(obj, ensure_ascii=False)


def c_traceback(items, ctx):
    lab, val, _ = [x for x in items if x[2]][0]
    if any(c in val for c in "'\\"):
        raise Reject("tb")
    fn = pick(["send", "sync_orders", "fetch_page", "authenticate", "post_message"])
    return "\n".join([
        "Traceback (most recent call last):",
        '  File "/srv/%s/%s.py", line %d, in %s' % (ctx["svc"], pick(["client", "jobs", "tasks"]), ri(20, 400), fn),
        "    resp = session.%s(url, headers=headers, timeout=10)" % pick(["post", "get"]),
        "%s: %d Client Error: Unauthorized for url: https://api.%s/v1/%s" % (pick(["requests.exceptions.HTTPError", "HTTPError"]), pick([401, 403]), pick(DOMAINS), pick(["send", "items", "me"])),
        "",
        "Locals at frame %s:" % fn,
        "    headers = {'Authorization': 'Bearer %s', 'User-Agent': '%s/2.%d'}" % (val, ctx["svc"], ri(0, 9)) if chance(0.5)
        else "    %s = '%s'" % (split_label(lab)[1], val),
    ])


def c_table(items, ctx):
    for lab, val, _ in items:
        if "|" in val:
            raise Reject("table")
    if ctx["lang"] == "ko":
        lines = ["| 이름 | 값 | 비고 |", "|---|---|---|"]
        notes = ["운영", "스테이징", "로컬 전용", "만료 예정", ""]
    else:
        lines = ["| name | value | note |", "|---|---|---|"]
        notes = ["prod", "staging", "local only", "expires soon", ""]
    for lab, val, _ in items:
        lines.append("| %s | `%s` | %s |" % (lab, val, pick(notes)) if "`" not in val else "| %s | %s | %s |" % (lab, val, pick(notes)))
    return "\n".join(lines)


def c_chat(items, ctx):
    who = pick(KO_PERSON) if ctx["lang"] == "ko" else cap(pick(NAMES))
    hh = "%02d:%02d" % (ri(8, 23), ri(0, 59))
    if ctx["lang"] == "ko":
        intro = pick(["%s 키 이거 쓰시면 돼요" % ctx["vendor"], "운영 값 공유드려요", "스테이징용이에요, 일단 이걸로 테스트해보세요", "방금 재발급한 거예요"])
    else:
        intro = pick(["here's the %s key, use this one" % ctx["vendor"], "prod values below", "staging creds, try these", "just regenerated it"])
    lines = ["[%s] %s: %s" % (hh, who, intro)]
    for lab, val, _ in items:
        lines.append("[%s] %s: %s=%s" % (hh, who, lab, val) if chance(0.6) else "[%s] %s: %s" % (hh, who, val))
    return "\n".join(lines)


CONTAINERS = [
    ("env", c_env, ".env", ".env 파일"), ("export", c_export, "shell profile", "셸 프로필(~/.zshrc)"),
    ("fish", c_fish, "fish config", "fish 설정"), ("inline", c_inline, "the command they ran", "사용자가 실행한 명령"),
    ("cmd", c_cmd, "a Windows batch file", "Windows 배치 파일"), ("powershell", c_powershell, "a PowerShell profile", "PowerShell 프로필"),
    ("yaml", c_yaml, "config.yaml", "config.yaml"), ("json", c_json, "appsettings.json", "appsettings.json"),
    ("toml", c_toml, "config.toml", "config.toml"), ("ini", c_ini, "the INI config", "INI 설정 파일"),
    ("properties", c_properties, "application.properties", "application.properties"), ("xml", c_xml, "web.config", "web.config"),
    ("k8s_secret", c_k8s_secret, "the Secret manifest", "Secret 매니페스트"), ("k8s_deploy", c_k8s_deploy, "the Deployment manifest", "Deployment 매니페스트"),
    ("compose", c_compose, "docker-compose.yml", "docker-compose.yml"), ("dockerfile", c_dockerfile, "the Dockerfile", "Dockerfile"),
    ("gha", c_gha, "the GitHub Actions workflow", "GitHub Actions 워크플로"), ("gitlab", c_gitlab, ".gitlab-ci.yml", ".gitlab-ci.yml"),
    ("terraform", c_terraform, "the Terraform module", "Terraform 모듈"), ("python", c_python, "settings.py", "settings.py"),
    ("js", c_js, "config.js", "config.js"), ("go", c_go, "main.go", "main.go"), ("java", c_java, "the Java config class", "Java 설정 클래스"),
    ("kotlin", c_kotlin, "the Kotlin constants file", "Kotlin 상수 파일"), ("csharp", c_csharp, "Program.cs", "Program.cs"),
    ("ruby", c_ruby, "config/initializers", "config/initializers"), ("php", c_php, "config.php", "config.php"),
    ("rust", c_rust, "src/config.rs", "src/config.rs"), ("swift", c_swift, "Secrets.swift", "Secrets.swift"),
    ("systemd", c_systemd, "the systemd unit", "systemd 유닛 파일"), ("makefile", c_makefile, "the Makefile", "Makefile"),
    ("launch_json", c_launch_json, ".vscode/launch.json", ".vscode/launch.json"), ("jupyter", c_jupyter, "the notebook", "노트북 셀"),
    ("log", c_log, "the service log", "서비스 로그"), ("traceback", c_traceback, "the crash report", "에러 리포트"),
    ("table", c_table, "the wiki table", "위키 표"), ("chat", c_chat, "the team chat", "팀 채팅"),
]
CONTAINER_BY_NAME = dict((c[0], c) for c in CONTAINERS)


def render_container(items, ctx, names=None):
    """Try containers (random order) until one can hold every value verbatim."""
    order = shuffled(names or [c[0] for c in CONTAINERS])
    for name in order:
        c = CONTAINER_BY_NAME[name]
        if name == "traceback" and not any(x[2] for x in items):
            continue
        try:
            text = c[1](items, ctx)
        except Reject:
            continue
        for lab, val, listed in items:
            if listed and val not in text:
                break
        else:
            return name, text, (c[2] if ctx["lang"] == "en" else c[3])
    raise Reject("no container")


# ---------------------------------------------------------------- prose frames
FRAMES = {
    "en": {
        "mc_b": [
            "Task: {task}. {Problem}. Relevant part of {where}:\n{B}",
            "While trying to {task}, {problem}.\n{B}",
            "{B}\n(from {where}) {Problem}; I didn't know that going in.",
            "I was asked to {task}. What I was missing: {problem}. The user pasted this from {where}:\n\n{B}\n\nThat is what {svc} was actually using.",
            "Missing context: {problem}. Snippet from {where}:\n```\n{B}\n```",
            "{Problem}. I only found out after the user pasted {where}:\n{B}\nThe task was to {task}.",
            "Trying to {task}. Here is {where} as it was:\n\n{B}\n\nTurns out {problem}.",
            "User: \"can you {task}? here's {where}\"\n{B}\nWhat I missed: {problem}.",
            "{B}\n\nThat block is from {where}. {Problem}.",
            "{B}\n^ pasted by the user while I was trying to {task}. {Problem}.",
        ],
        "mc": [
            "I was asked to {task}. {Problem}.",
            "The task was to {task}; {problem}, and I lost time on it.",
            "Context I lacked: {problem}. (Task: {task}.)",
            "{Problem}. That blocked me while trying to {task}.",
            "Asked to {task}. What tripped me up: {problem}.",
        ],
        "les_b": [
            "{Fix}. Working setup for reference:\n{B}",
            "{B}\n^ this is what finally worked. {Fix}.",
            "Lesson: {fix}. {Hint}\n\n{B}",
            "{Fix}. The relevant lines:\n```\n{B}\n```\n{Hint}",
            "What worked:\n{B}\nIn short: {fix}.",
            "{Hint} {Fix}; for the record, this is the block I ended up with:\n{B}",
            "{B}\nThat is the working version. {Fix}.",
        ],
        "les": [
            "{Fix}. {Hint}",
            "{Fix}.",
            "Lesson: {fix}. {Hint}",
            "{Hint} Also: {fix}.",
        ],
        "ask": ["{Q}", "{Q}", "{Q}", "{Q} Also, should this stay in {where} at all?"],
        "ask_i": [
            "Is `{I}` still the right value for {svc}, or has it been rotated?",
            "{Q} (This time I used {I}.)",
            "Should I keep using {I}, or is there a separate one for staging?",
            "Can you confirm {I} is the one {svc} should use in prod?",
        ],
        "fill": ["Took about {n} minutes to find.", "Tests pass now.", "See PR #{pr}.", "Verified on staging.",
                 "Ticket: OPS-{n}.", "Logged it in the runbook too.", "Rolled out at {hh}:{mm}."],
    },
    "ko": {
        "mc_b": [
            "작업: {task}. {problem}. {where} 중 관련 부분:\n{B}",
            "{task} 작업 중에 막혔다. {problem}.\n{B}",
            "{B}\n({where}에서 가져옴) {problem}. 이걸 미리 몰랐다.",
            "요청받은 일: {task}. 몰랐던 점: {problem}. 사용자가 {where} 내용을 붙여줬다:\n\n{B}\n\n실제로 {svc} 서비스가 쓰던 값이 이거였다.",
            "놓친 맥락: {problem}. {where} 스니펫:\n```\n{B}\n```",
            "{problem}. 사용자가 {where} 내용을 보여준 뒤에야 알았다:\n{B}\n원래 작업: {task}.",
            "{task} 작업 중. 당시 {where} 상태:\n\n{B}\n\n알고 보니 {problem}.",
            "사용자: \"{task} 좀 해줘요. {where} 여기요\"\n{B}\n내가 놓친 점: {problem}.",
            "{B}\n\n위 내용은 {where}에서 나온 것. {problem}.",
            "{B}\n^ {task} 작업 중에 사용자가 붙여준 것. {problem}.",
        ],
        "mc": [
            "요청: {task}. {problem}.",
            "{task} 작업에서 시간을 꽤 썼다. {problem}.",
            "몰랐던 맥락: {problem}. (작업: {task})",
            "{problem}. 그래서 {task} 작업이 막혔다.",
            "{svc} 서비스 관련 요청: {task}. 미리 알았어야 할 점: {problem}.",
        ],
        "les_b": [
            "{fix}. 동작 확인한 설정:\n{B}",
            "{B}\n최종적으로 이걸로 동작했다. {fix}.",
            "교훈: {fix}. {hint}\n\n{B}",
            "{fix}. 관련 부분:\n```\n{B}\n```\n{hint}",
            "된 설정:\n{B}\n요약: {fix}.",
            "{hint} {fix}. 기록용으로 최종 설정 남김:\n{B}",
            "{B}\n이게 동작하는 버전이다. {fix}.",
        ],
        "les": [
            "{fix}. {hint}",
            "{fix}.",
            "교훈: {fix}. {hint}",
            "{hint} 그리고 {fix}.",
        ],
        "ask": ["{q}", "{q}", "{q}", "{q} 그리고 이 값이 {where}에 계속 있어도 되는지 확인하기."],
        "ask_i": [
            "`{I}` 값이 {svc} 서비스에 아직 유효한가요, 아니면 교체됐나요?",
            "{q} (이번엔 {I} 사용)",
            "{I} 계속 써도 되나요? 스테이징용이 따로 있나요?",
            "운영에서도 {I} 값을 쓰는 게 맞는지 확인해 주실 수 있나요?",
        ],
        "fill": ["찾는 데 {n}분 정도 걸렸다.", "이제 테스트 통과.", "PR #{pr} 참고.", "스테이징에서 확인함.",
                 "티켓: OPS-{n}.", "런북에도 적어 둠.", "{hh}:{mm}에 배포 완료."],
    },
}


def _fmt(tpl, t):
    d = dict(t)
    for k in ["task", "problem", "fix", "q", "where", "hint", "svc"]:
        d.setdefault(k, "")
    d["Problem"] = cap(d["problem"])
    d["Fix"] = cap(d["fix"])
    d["Q"] = cap(d["q"])
    d["Hint"] = cap(d["hint"])
    block = d.get("B", "")
    inline = d.get("I", "")
    d["B"] = "\x01B\x01"
    d["I"] = "\x01I\x01"
    d["n"] = str(ri(5, 90))
    d["pr"] = pr_no()
    d["hh"] = "%02d" % ri(0, 23)
    d["mm"] = "%02d" % ri(0, 59)
    out = tpl.format(**d)
    while "  " in out:
        out = out.replace("  ", " ")
    out = out.replace(" \n", "\n")
    for end in (" ", "\n"):
        out = out.replace(".." + end, "." + end)
    if out.endswith("..") and not out.endswith("..."):
        out = out[:-1]
    out = out.strip()
    return out.replace("\x01B\x01", block).replace("\x01I\x01", inline)


def filler(lang):
    return _fmt(pick(FRAMES[lang]["fill"]), {})


def compose(lang, t, block=None, inline=None, where_block=None, inline_ask_p=0.25, ask_p=0.8):
    """Build the three fields from a topic dict t and an optional pasted block / inline secret."""
    F = FRAMES[lang]
    d = dict(t)
    d["B"] = block or ""
    d["I"] = inline or ""
    wb = where_block or (pick(["mc", "mc", "lesson"]) if block else None)
    mc = _fmt(pick(F["mc_b"]), d) if wb == "mc" else _fmt(pick(F["mc"]), d)
    les = _fmt(pick(F["les_b"]), d) if wb == "lesson" else _fmt(pick(F["les"]), d)
    if inline and chance(inline_ask_p):
        ask = _fmt(pick(F["ask_i"]), d)
    elif chance(ask_p):
        ask = _fmt(pick(F["ask"]), d)
    else:
        ask = ""
    if chance(0.3):
        if chance(0.5):
            mc = mc + ("\n" if "\n" in mc else " ") + filler(lang)
        else:
            les = les + ("\n" if "\n" in les else " ") + filler(lang)
    return {"missing_context": mc, "lesson": les, "ask_next_time": ask}


# ---------------------------------------------------------------- topic banks
# {V} vendor, {svc} service, {ENV} variable name, {where} source, {what} account/system.
TOPICS = {
    "token": {
        "en": {
            "task": ["wire the {V} client into {svc}", "fix the 401s {svc} gets from {V}", "move {svc}'s {V} settings out of the code",
                     "set up the nightly {V} sync job", "get {svc}'s {V} integration tests running locally", "migrate {svc} to the new {V} SDK",
                     "find out why {svc} stopped talking to {V}", "add a {V} health check to {svc}"],
            "problem": ["{svc} reads {ENV} from {where}, not from the secret store I was editing",
                        "the {V} key I had belonged to the sandbox account", "the token had been revoked last week and nobody updated {where}",
                        "{svc} loads config from two places and the second one wins", "the variable is named {ENV} locally but something else in CI",
                        "the SDK ignores the env var when a config file exists", "requests failed because the value had a trailing newline",
                        "nobody told me which environment this {V} key belongs to"],
            "fix": ["{svc} takes the {V} credential from {ENV}; the value that works is the one in {where}",
                    "check which file {svc} actually loads before editing config", "restart the worker after changing {ENV}, it is only read at boot",
                    "the {V} key has to be set for both the API and the worker", "strip whitespace when reading {ENV}",
                    "staging and prod use different {V} accounts, so keys are not interchangeable"],
            "q": ["which {V} account should {svc} use in staging?", "is the {V} key in {where} still active, or was it rotated?",
                  "should I move {ENV} into the secret manager?", "do you want me to rotate the {V} key now that it has been pasted here?",
                  "where should the {V} credentials live for CI?"],
            "hint": ["Grep for {ENV} before touching config.", "The SDK logs only the last 4 chars, so compare those.",
                     "A 401 from {V} usually means the wrong account, not a typo.", "Keep one source of truth for {ENV}."],
        },
        "ko": {
            "task": ["{svc} 서비스에 {V} 클라이언트 연동", "{svc} 서비스에서 {V} 호출 시 401 나는 문제 디버깅", "{svc} 서비스의 {V} 설정을 코드 밖으로 분리",
                     "{V} 야간 동기화 배치 세팅", "{svc} 서비스 {V} 통합 테스트 로컬 실행", "{svc} 서비스를 새 {V} SDK로 마이그레이션",
                     "{svc} 서비스가 {V} 호출을 멈춘 원인 파악", "{svc} 서비스에 {V} 헬스체크 추가"],
            "problem": ["{svc} 서비스는 내가 고치던 시크릿 저장소가 아니라 {where}에서 {ENV} 값을 읽고 있었다",
                        "내가 가진 {V} 키는 샌드박스 계정 것이었다", "토큰이 지난주에 폐기됐는데 {where} 쪽은 아무도 안 고쳤다",
                        "{svc} 서비스가 설정을 두 군데서 읽고 뒤의 것이 이긴다", "로컬에선 {ENV}인데 CI에선 변수 이름이 달랐다",
                        "설정 파일이 있으면 SDK가 환경 변수를 무시한다", "값 끝에 개행이 붙어서 요청이 실패했다",
                        "이 {V} 키가 어느 환경 것인지 아무도 알려주지 않았다"],
            "fix": ["{svc} 서비스는 {ENV}에서 {V} 자격 증명을 읽고, 실제 동작하는 값은 {where}에 있던 것이다",
                    "설정을 고치기 전에 {svc} 서비스가 실제로 어떤 파일을 읽는지부터 확인해야 한다", "{ENV} 값을 바꾸면 워커를 재시작해야 한다. 부팅 때만 읽는다",
                    "{V} 키는 API와 워커 양쪽에 다 넣어야 한다", "{ENV} 값을 읽을 때 공백을 제거해야 한다",
                    "스테이징과 운영은 {V} 계정이 달라서 키를 섞어 쓸 수 없다"],
            "q": ["스테이징에서는 어떤 {V} 계정을 써야 하나요?", "{where}에 있는 {V} 키가 아직 유효한가요, 교체됐나요?",
                  "{ENV} 값을 시크릿 매니저로 옮길까요?", "여기 붙여넣어진 {V} 키를 지금 교체할까요?", "CI에서는 {V} 자격 증명을 어디에 두나요?"],
            "hint": ["설정 건드리기 전에 {ENV}부터 grep 하기.", "SDK 로그에는 마지막 4자리만 나오니 그걸로 비교하기.",
                     "{V}에서 401이 나면 오타보다 계정이 다른 경우가 많다.", "{ENV}의 출처는 한 군데로 유지하기."],
        },
    },
    "db": {
        "en": {
            "task": ["point {svc} at {what} after the failover", "restore last night's dump into {what}", "debug connection errors from {svc} to {what}",
                     "run the schema migration on {what}", "set up a read replica for {what}", "write the backup cron for {what}"],
            "problem": ["{what} only accepts password auth from the app subnet", "the app user's password was changed during the DB upgrade",
                        "{svc} builds the DSN itself and ignores DATABASE_URL", "the password contains characters that must be percent-encoded in a URL",
                        "the credentials in {where} were for the old cluster", "pgbouncer has its own userlist that also needed the password"],
            "fix": ["use the exact credentials below for {what}; the old ones were revoked", "percent-encode the password when it goes into a URL",
                    "pass the password via the environment instead of the command line where possible", "the migration user is separate from the app user",
                    "after a password change, update pgbouncer's userlist too", "{svc} reads the DSN from {where} at start-up"],
            "q": ["is the password for {what} managed in Vault now, or still shared by hand?", "should {svc} get its own DB user instead of sharing this one?",
                  "can I rotate the password for {what} after the migration?", "which host is the primary for {what} today?"],
            "hint": ["Test with a one-off psql/mysql login before changing the app.", "Check the server log for the real auth error.",
                     "Don't trust the README, it still shows the old host."],
        },
        "ko": {
            "task": ["장애 조치 후 {svc} 서비스가 {what}를 보도록 변경", "어젯밤 덤프를 {what}에 복구", "{svc} 서비스에서 {what} 접속 오류 디버깅",
                     "{what} 스키마 마이그레이션 실행", "{what} 읽기 전용 복제본 구성", "{what} 백업 크론 작성"],
            "problem": ["{what}는 앱 서브넷에서 오는 비밀번호 인증만 받는다", "DB 업그레이드 때 앱 계정 비밀번호가 바뀌었다",
                        "{svc} 서비스가 DSN을 직접 조립해서 DATABASE_URL을 무시한다", "비밀번호에 URL에서 퍼센트 인코딩해야 하는 문자가 들어 있었다",
                        "{where}에 있던 접속 정보는 예전 클러스터 것이었다", "pgbouncer userlist에도 비밀번호를 따로 넣어야 했다"],
            "fix": ["{what}에는 아래 접속 정보를 그대로 써야 한다. 예전 것은 폐기됐다", "URL에 넣을 때는 비밀번호를 퍼센트 인코딩해야 한다",
                    "가능하면 비밀번호는 명령줄 대신 환경 변수로 넘긴다", "마이그레이션 계정과 앱 계정은 별개다",
                    "비밀번호를 바꾸면 pgbouncer userlist도 같이 갱신해야 한다", "{svc} 서비스는 시작할 때 {where}에서 DSN을 읽는다"],
            "q": ["{what} 비밀번호는 이제 Vault에서 관리하나요, 아직 손으로 공유하나요?", "{svc} 서비스 전용 DB 계정을 따로 만들까요?",
                  "마이그레이션 끝나면 {what} 비밀번호를 교체해도 될까요?", "오늘 기준 {what}의 primary 호스트는 어디인가요?"],
            "hint": ["앱을 바꾸기 전에 psql/mysql로 한 번 직접 로그인해 보기.", "진짜 인증 오류는 서버 로그에서 확인하기.",
                     "README는 아직 예전 호스트라 믿지 말 것."],
        },
    },
    "host": {
        "en": {
            "task": ["get into {what} to rotate the logs", "automate the nightly copy to {what}", "fix the failing deploy step that logs into {what}",
                     "reset the admin account on {what}", "script the firmware update for {what}", "mount the share from {what} on the build box"],
            "problem": ["{what} has no SSH key set up, only a password", "the service account was locked after three failed logins",
                        "the password was changed by IT and only shared in chat", "the script prompts for a password, so it hangs in CI",
                        "the account name is case-sensitive on {what}", "{what} rejects keyboard-interactive auth from the runner"],
            "fix": ["these are the credentials that work for {what}", "feed the password through an env var or stdin, not a visible argument",
                    "unlock the account before retrying or it stays locked for 30 minutes", "use the service account, not a personal one, for automation",
                    "the admin account name is lowercase on {what}"],
            "q": ["can we switch {what} to key-based auth?", "who owns the admin password for {what} now?", "is it OK to store this password in the CI secrets?",
                  "should I ask IT to rotate the password for {what}, since it was pasted here?"],
            "hint": ["Try the login by hand once before scripting it.", "Watch the auth log on the target while testing.", "Timeouts there usually mean the VPN is down."],
        },
        "ko": {
            "task": ["로그 정리하려고 {what}에 접속", "{what}로 가는 야간 복사 자동화", "{what}에 로그인하는 배포 단계 실패 수정",
                     "{what} 관리자 계정 초기화", "{what} 펌웨어 업데이트 스크립트 작성", "빌드 서버에 {what} 공유 폴더 마운트"],
            "problem": ["{what}에는 SSH 키가 없고 비밀번호 로그인만 된다", "로그인 세 번 실패해서 서비스 계정이 잠겼다",
                        "IT에서 비밀번호를 바꾸고 채팅으로만 공유했다", "스크립트가 비밀번호를 물어봐서 CI에서 멈춘다",
                        "{what}에서는 계정 이름 대소문자를 구분한다", "{what}가 러너에서 오는 keyboard-interactive 인증을 거부한다"],
            "fix": ["{what}에는 아래 접속 정보가 맞다", "비밀번호는 보이는 인자 말고 환경 변수나 stdin으로 넘긴다",
                    "재시도 전에 계정 잠금을 풀어야 한다. 안 그러면 30분 동안 잠긴다", "자동화에는 개인 계정 말고 서비스 계정을 쓴다",
                    "{what} 관리자 계정 이름은 소문자다"],
            "q": ["{what}를 키 기반 인증으로 바꿀 수 있을까요?", "지금 {what} 관리자 비밀번호 담당자는 누구인가요?",
                  "이 비밀번호를 CI 시크릿에 저장해도 되나요?", "여기 붙여넣어졌으니 IT에 {what} 비밀번호 교체를 요청할까요?"],
            "hint": ["스크립트로 만들기 전에 한 번 손으로 로그인해 보기.", "테스트할 때 대상 서버 auth 로그를 같이 보기.", "거기서 타임아웃이면 보통 VPN이 끊긴 것."],
        },
    },
}


TOPICS["ci"] = {
    "en": {
        "task": ["fix the release job that pushes to {what}", "move the {svc} build to the new runners", "make the nightly publish to {what} work again",
                 "script the certificate renewal for {svc}", "set up image pulls from {what} for {svc}"],
        "problem": ["the runner image has no credential helper, so the login must be scripted", "{what} only accepts a robot account, not personal logins",
                    "the old credentials were tied to someone who left", "the job masks variables only if they are defined as secrets, not inline",
                    "the keystore password and the key password are different"],
        "fix": ["these are the values the job needs for {what}", "use --password-stdin or a credential helper so nothing shows up in ps output",
                "define the value as a masked CI secret instead of inline", "the robot account is scoped to push only", "{svc} needs the keystore password at build time only"],
        "q": ["can I store this as a masked CI variable instead?", "who can issue a robot account for {what}?", "should this credential be rotated now that it is in the log?",
              "is there a shared vault path for {what} credentials?"],
        "hint": ["Run the job once with debug logging off.", "Check the job log for the masked value before merging.", "Ask before reusing a personal account."],
    },
    "ko": {
        "task": ["{what}에 푸시하는 릴리스 잡 수정", "{svc} 서비스 빌드를 새 러너로 이전", "{what}로 가는 야간 배포 복구",
                 "{svc} 서비스 인증서 갱신 스크립트 작성", "{svc} 서비스가 {what}에서 이미지를 받도록 설정"],
        "problem": ["러너 이미지에 credential helper가 없어서 로그인을 스크립트로 해야 했다", "{what}는 개인 계정이 아니라 로봇 계정만 받는다",
                    "예전 자격 증명이 퇴사자 계정에 묶여 있었다", "CI는 시크릿으로 정의된 변수만 마스킹하고 인라인 값은 그대로 찍는다",
                    "keystore 비밀번호와 key 비밀번호가 서로 달랐다"],
        "fix": ["{what}에 필요한 값은 아래와 같다", "ps 출력에 안 보이게 --password-stdin이나 credential helper를 쓴다",
                "인라인 대신 마스킹된 CI 시크릿으로 정의한다", "로봇 계정은 push 권한만 있다", "{svc} 서비스는 빌드 시점에만 keystore 비밀번호가 필요하다"],
        "q": ["이 값을 마스킹된 CI 변수로 옮겨도 될까요?", "{what} 로봇 계정은 누가 발급하나요?", "로그에 찍혔으니 이 자격 증명을 교체할까요?",
              "{what} 자격 증명용 공용 vault 경로가 있나요?"],
        "hint": ["디버그 로깅 끄고 잡을 한 번 돌려 보기.", "머지 전에 잡 로그에 값이 마스킹됐는지 확인하기.", "개인 계정을 재사용하기 전에 먼저 물어보기."],
    },
}
CI_WHAT = [("the internal registry", "사내 레지스트리 서버"), ("the Nexus repository", "Nexus 저장소 서버"), ("the Helm chart repo", "Helm 차트 저장소"),
           ("the artifact store", "아티팩트 저장소"), ("the SVN server", "SVN 서버"), ("the Vault cluster", "Vault 클러스터")]


def topic(family, lang, **kw):
    bank = TOPICS[family][lang]
    out = {}
    for k in ["task", "problem", "fix", "q", "hint"]:
        out[k] = pick(bank[k]).format(**kw)
    out["where"] = kw.get("where", "")
    out["svc"] = kw.get("svc", "")
    return out


# ---------------------------------------------------------------- helpers for scenarios
def L(lang, en, ko):
    return en if lang == "en" else ko


_BRAND_SUFFIX = ["classic PAT", "fine-grained PAT", "App installation token", "PAT", "runner token", "pipeline trigger token",
                 "app password", "API token", "bot token", "user token", "app-level token", "secret key", "restricted key",
                 "webhook secret", "project key", "legacy key", "API key (server)", "OAuth client secret", "OAuth refresh token",
                 "Storage account key", "AD client secret", "key", "auth token", "access token", "bot", "global API key",
                 "REST API key", "Admin key", "Open API", "open platform", "Official Account", "(legacy)", "(MessageBird)", "(CoolSMS)",
                 "(Twitter) bearer", "bearer", "OAuth", "Messaging API", "Notify", "Cloud Messaging"]


def brand(v):
    name = v["name"]
    changed = True
    while changed:
        changed = False
        for suf in _BRAND_SUFFIX:
            if name.endswith(" " + suf) and len(name) > len(suf) + 2:
                name = name[: -len(suf) - 1].strip()
                changed = True
    return name


class Cycler:
    """Walks a shuffled copy of a list again and again (deterministic coverage)."""

    def __init__(self, items):
        self.items = list(items)
        self.order = []

    def next(self, pred=None):
        for _ in range(2):
            if not self.order:
                self.order = shuffled(self.items)
            for i in range(len(self.order) - 1, -1, -1):
                if pred is None or pred(self.order[i]):
                    return self.order.pop(i)
            self.order = []
        raise Reject("cycler: nothing matches")


VENDOR_CYCLE = Cycler(VENDORS)
CLEAN_VENDOR_CYCLE = Cycler(VENDORS)
_CUR_VENDORS = []
USED_VENDOR_NAMES = {}


def fresh(cycler, pred=None):
    """Next vendor from the cycler, preferring one no secret note has used yet."""
    base = pred or (lambda x: True)
    try:
        return cycler.next(lambda x: base(x) and x["name"] not in USED_VENDOR_NAMES)
    except Reject:
        return cycler.next(base)


def use_vendor(v):
    _CUR_VENDORS.append(v["name"])
    return v
HTTP_VENDOR_CYCLE = Cycler([v for v in VENDORS if v["http"]])


def listed_vals(items):
    return [val for _, val, listed in items if listed]


def present(secrets, fields):
    text = "\n".join(fields.values())
    out = []
    for s in secrets:
        if s in text and s not in out:
            out.append(s)
    return out


def prompt(lang):
    return pick(["$ ", "$ ", "", "❯ ", "% "])


# ---------------------------------------------------------------- S: vendor token in a container
def s_vendor_container(lang):
    v = use_vendor(fresh(VENDOR_CYCLE))
    items = vendor_items(v)
    svc = pick(SERVICES)
    ctx = {"svc": svc, "vendor": brand(v), "lang": lang}
    cname, block, where = render_container(with_noise(items, 0, 3), ctx)
    env = [lab for lab, _, listed in items if listed][0]
    t = topic("token", lang, V=brand(v), svc=svc, ENV=env, where=where)
    vals = listed_vals(items)
    inline = vals[-1] if len(vals[-1]) < 120 else None
    fields = compose(lang, t, block, inline=inline)
    return "token: %s in %s" % (v["name"], cname), fields, present(vals, fields)


# ---------------------------------------------------------------- S: vendor token in an HTTP call
def render_http(req, lang):
    """Returns (form, text, extra_secrets)."""
    u = urllib.parse.urlsplit(req["url"])
    path = u.path + ("?" + u.query if u.query else "")
    extra = []
    forms = ["curl", "raw", "httpie", "python", "fetch", "powershell", "debuglog", "go"]
    form = pick(forms)
    hdrs = list(req["headers"])
    up = req["userpass"]
    if up and form not in ["curl", "python"]:
        blob = b64e(up.encode())
        extra.append(blob)
        hdrs = [("Authorization", "Basic " + blob)] + hdrs
        up = None
    for h, val in hdrs:
        if "'" in val:
            raise Reject("http quote")
    if form == "curl":
        parts = ["curl -sS" + (" -X " + req["method"] if req["method"] != "GET" else "") + " '%s'" % req["url"]]
        if up:
            parts.append("-u '%s'" % up)
        for h, val in hdrs:
            parts.append("-H '%s: %s'" % (h, val))
        if req["body"]:
            parts.append("-d '%s'" % req["body"])
        sep = pick([" \\\n  ", " "])
        return form, sep.join(parts), extra
    if form == "raw":
        lines = ["%s %s HTTP/1.1" % (req["method"], path), "Host: %s" % u.netloc]
        lines += ["%s: %s" % (h, val) for h, val in hdrs]
        lines.append("Accept: */*")
        if req["body"]:
            lines += ["", req["body"]]
        return form, "\n".join(lines), extra
    if form == "httpie":
        return form, ("http %s '%s' %s" % (req["method"], req["url"], " ".join("'%s:%s'" % (h, val) for h, val in hdrs))).rstrip(), extra
    if form == "python":
        hd = ", ".join('"%s": "%s"' % (h, val) for h, val in hdrs)
        auth = ""
        if up:
            a, b = up.split(":", 1)
            auth = ', auth=("%s", "%s")' % (a, b)
        return form, "resp = requests.%s(\n    \"%s\",%s%s\n    timeout=10,\n)" % (req["method"].lower(), req["url"], ("\n    headers={%s}," % hd) if hdrs else "", ("\n   " + auth[1:] + ",") if auth else ""), extra
    if form == "fetch":
        hd = ", ".join("'%s': '%s'" % (h, val) for h, val in hdrs)
        if not hdrs:
            return form, "const res = await fetch('%s', { method: '%s' });" % (req["url"], req["method"]), extra
        return form, "const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (req["url"], req["method"], hd), extra
    if form == "powershell":
        hd = "; ".join("'%s' = '%s'" % (h, val) for h, val in hdrs)
        return form, ("Invoke-RestMethod -Method %s -Uri '%s'" % (cap(req["method"].lower()), req["url"])) + (" -Headers @{ %s }" % hd if hdrs else ""), extra
    if form == "go":
        lines = ['req, _ := http.NewRequest("%s", "%s", nil)' % (req["method"], req["url"])]
        lines += ['req.Header.Set("%s", "%s")' % (h, val) for h, val in hdrs]
        return form, "\n".join(lines), extra
    hd = ", ".join("'%s': '%s'" % (h, val) for h, val in hdrs)
    return form, "%s DEBUG urllib3.connectionpool: %s %s\n%s DEBUG send headers={%s}\n%s WARNING got HTTP %d" % (
        log_ts(), req["method"], req["url"], log_ts(), hd, log_ts(), pick([401, 403, 429, 500])), extra


def s_vendor_http(lang):
    v = use_vendor(fresh(HTTP_VENDOR_CYCLE))
    items = vendor_items(v)
    req = v["http"](items)
    form, block, extra = render_http(req, lang)
    svc = pick(SERVICES)
    env = [lab for lab, _, listed in items if listed][0]
    t = topic("token", lang, V=brand(v), svc=svc, ENV=env, where=L(lang, pick(["the request the user copied from DevTools", "the curl command in the ticket", "the debug log", "their script"]),
                                                                  pick(["DevTools에서 복사한 요청", "티켓에 있던 curl 명령", "디버그 로그", "사용자 스크립트"])))
    vals = listed_vals(items) + extra
    fields = compose(lang, t, block, inline=None)
    return "http: %s credential in %s" % (v["name"], form), fields, present(vals, fields)


# ---------------------------------------------------------------- S: passwords in commands
DB_WHAT = [("the staging MySQL", "스테이징 MySQL 서버"), ("the orders Postgres cluster", "주문 Postgres 클러스터"),
           ("the analytics ClickHouse", "분석용 ClickHouse 서버"), ("the legacy MSSQL box", "레거시 MSSQL 서버"),
           ("the Mongo replica set", "Mongo 레플리카 클러스터"), ("the session Redis", "세션용 Redis 서버"),
           ("the reporting replica", "리포팅용 복제 서버"), ("the billing database", "정산 DB 서버")]
HOST_WHAT = [("the office NAS", "사무실 NAS 장비"), ("the staging bastion", "스테이징 배스천 서버"), ("the backup server", "백업 서버"),
             ("the old build agent", "예전 빌드 에이전트 서버"), ("the branch router", "지점 공유기"), ("the IPMI console", "IPMI 콘솔 장비"),
             ("the file server", "파일 서버"), ("the MQTT broker", "MQTT 브로커 서버"), ("the internal registry", "사내 레지스트리 서버")]

SQ = "'"
# (category, family, constraint, builder(pw, ctx) -> text)
#   constraint: "sq" inside single quotes, "bare" unquoted, "dq" inside double quotes (no $`\\"), "nospace_sq" etc.
CMDS = [
    ("shell: mysql -p attached quoted password", "db", "sq", lambda p, c: "mysql -u%s -p'%s' -h %s %s" % (c["user"], p, c["host"], c["db"])),
    ("shell: mysql -p attached password", "db", "bare", lambda p, c: "mysql -u %s -p%s %s < fix_%s.sql" % (c["user"], p, c["db"], c["n"])),
    ("shell: mysql --password= flag", "db", "sq", lambda p, c: "mysql --host=%s --user=%s --password='%s' %s -e 'SHOW PROCESSLIST'" % (c["host"], c["user"], p, c["db"])),
    ("shell: mysqldump -p attached password", "db", "bare", lambda p, c: "mysqldump -u%s -p%s --single-transaction %s | gzip > %s.sql.gz" % (c["user"], p, c["db"], c["db"])),
    ("shell: PGPASSWORD env prefix", "db", "sq", lambda p, c: "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, c["host"], c["user"], c["db"])),
    ("shell: psql keyword DSN password", "db", "bare", lambda p, c: 'psql "host=%s port=5432 user=%s password=%s dbname=%s sslmode=require"' % (c["host"], c["user"], p, c["db"])),
    ("shell: sshpass -p password", "host", "sq", lambda p, c: "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (p, c["user"], c["host"])),
    ("shell: curl -u user:pass", "host", "sq_nocolon", lambda p, c: "curl -u '%s:%s' https://%s/api/v1/status" % (c["user"], p, c["host"])),
    ("shell: redis-cli -a password", "db", "sq", lambda p, c: "redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (c["host"], p)),
    ("shell: docker login -p password", "ci", "sq", lambda p, c: "docker login -u %s -p '%s' registry.%s" % (c["user"], p, c["domain"])),
    ("shell: htpasswd positional password", "host", "sq", lambda p, c: "htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (c["user"], p)),
    ("shell: net user positional password", "host", "bare", lambda p, c: "net user %s %s /add /y" % (c["user"], p)),
    ("shell: smbclient -U user%pass", "host", "sq_nopct", lambda p, c: "smbclient //%s/backup -U '%s%%%s' -c 'ls'" % (c["host"], c["user"], p)),
    ("shell: wget --password", "host", "sq", lambda p, c: "wget --user=%s --password='%s' https://%s/exports/latest.tar.gz" % (c["user"], p, c["host"])),
    ("shell: openssl -passout pass:", "host", "bare", lambda p, c: "openssl pkcs12 -export -in tls.crt -inkey tls.key -out %s.p12 -passout pass:%s" % (c["svc"], p)),
    ("shell: keytool -storepass", "ci", "sq", lambda p, c: "keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -deststorepass '%s'" % (c["svc"], p)),
    ("shell: rabbitmqctl add_user positional password", "host", "sq", lambda p, c: "rabbitmqctl add_user %s '%s' && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (c["user"], p, c["user"])),
    ("shell: sqlcmd -P password", "db", "sq", lambda p, c: "sqlcmd -S %s -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (c["host"], p)),
    ("shell: ldapsearch -w password", "host", "sq", lambda p, c: "ldapsearch -x -H ldap://%s -D \"cn=admin,dc=corp,dc=internal\" -w '%s' -b \"ou=people,dc=corp,dc=internal\" uid=%s" % (c["host"], p, c["user"])),
    ("shell: mongosh --password", "db", "sq", lambda p, c: "mongosh \"mongodb://%s:27017/%s\" --username %s --password '%s' --authenticationDatabase admin" % (c["host"], c["db"], c["user"], p)),
    ("shell: 7z -p attached password", "host", "bare", lambda p, c: "7z a -p%s -mhe=on %s_backup.7z ./dump/" % (p, c["db"])),
    ("shell: zip -P password", "host", "sq", lambda p, c: "zip -r -P '%s' handoff_%s.zip ./reports" % (p, c["n"])),
    ("shell: gpg --passphrase", "host", "sq", lambda p, c: "gpg --batch --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gz.gpg | tar xz" % p),
    ("shell: kubectl --from-literal password", "ci", "sq", lambda p, c: "kubectl -n %s create secret generic db-creds --from-literal=username=%s --from-literal=password='%s'" % (c["svc"], c["user"], p)),
    ("shell: echo password | docker login --password-stdin", "ci", "sq", lambda p, c: "echo '%s' | docker login ghcr.io -u %s --password-stdin" % (p, c["user"])),
    ("shell: ipmitool -P password", "host", "sq", lambda p, c: "ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (c["host"], p)),
    ("shell: mosquitto_pub -P password", "host", "sq", lambda p, c: "mosquitto_pub -h %s -p 8883 -u %s -P '%s' -t 'sensors/+/temp' -m 21.5" % (c["host"], c["user"], p)),
    ("shell: sudo -S with echoed password", "host", "sq", lambda p, c: "echo '%s' | sudo -S systemctl restart %s" % (p, c["svc"])),
    ("shell: chpasswd user:pass", "host", "sq_nocolon", lambda p, c: "echo '%s:%s' | sudo chpasswd" % (c["user"], p)),
    ("powershell: ConvertTo-SecureString plaintext", "host", "sq", lambda p, c: "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP\\%s', $pw)" % (p, c["user"])),
    ("shell: psexec -p password", "host", "bare", lambda p, c: "psexec \\\\%s -u CORP\\%s -p %s cmd /c ipconfig" % (c["host"], c["user"], p)),
    ("shell: cqlsh -p password", "db", "sq", lambda p, c: "cqlsh %s 9042 -u cassandra -p '%s' -e 'DESCRIBE KEYSPACES'" % (c["host"], p)),
    ("shell: RSYNC_PASSWORD env prefix", "host", "sq", lambda p, c: "RSYNC_PASSWORD='%s' rsync -av ./dist/ rsync://%s@%s/web/" % (p, c["user"], c["host"])),
    ("shell: svn --password", "ci", "sq", lambda p, c: "svn checkout https://svn.%s/repos/legacy --username %s --password '%s' --non-interactive" % (c["domain"], c["user"], p)),
    ("shell: helm repo add --password", "ci", "sq", lambda p, c: "helm repo add internal https://charts.%s --username %s --password '%s'" % (c["domain"], c["user"], p)),
    ("shell: lftp -u user,pass", "host", "sq_nocomma", lambda p, c: "lftp -u %s,'%s' sftp://%s -e 'mirror -R ./out /upload; bye'" % (c["user"], p, c["host"])),
    ("shell: java --spring.datasource.password", "db", "sq", lambda p, c: "java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password='%s'" % (c["svc"], c["user"], p)),
    ("shell: ansible -e become password", "host", "bare", lambda p, c: "ansible-playbook -i inventory/prod site.yml -e \"ansible_user=%s ansible_become_password=%s\"" % (c["user"], p)),
    ("shell: influx -password", "db", "sq", lambda p, c: "influx -host %s -username %s -password '%s' -database metrics" % (c["host"], c["user"], p)),
    ("shell: vault login userpass password=", "ci", "sq", lambda p, c: "vault login -method=userpass username=%s password='%s'" % (c["user"], p)),
    ("shell: sqlplus user/pass@", "db", "bare_noslash", lambda p, c: "sqlplus %s/%s@//%s:1521/ORCLPDB1 @migrate.sql" % (c["user"], p, c["host"])),
    ("shell: ftp heredoc user pass", "host", "bare", lambda p, c: "ftp -n %s <<EOF\nuser %s %s\nbinary\nput report.csv\nbye\nEOF" % (c["host"], c["user"], p)),
    ("shell: net use /user password", "host", "bare", lambda p, c: "net use Z: \\\\%s\\share /user:CORP\\%s %s /persistent:no" % (c["host"], c["user"], p)),
    ("shell: docker run -e POSTGRES_PASSWORD", "db", "sq", lambda p, c: "docker run -d --name pg16 -e POSTGRES_USER=%s -e POSTGRES_PASSWORD='%s' -p 5432:5432 postgres:16" % (c["user"], p)),
    ("shell: mariadb --password= unquoted", "db", "bare", lambda p, c: "mariadb -h %s -u %s --password=%s %s" % (c["host"], c["user"], p, c["db"])),
    ("redis: AUTH user password at prompt", "db", "bare", lambda p, c: "%s:6379> AUTH %s %s\nOK\n%s:6379> KEYS session:*" % (c["host"], c["user"], p, c["host"])),
    ("shell: openssl enc -k passphrase", "host", "sq", lambda p, c: "openssl enc -aes-256-cbc -pbkdf2 -salt -in dump.sql -out dump.sql.enc -k '%s'" % p),
    ("shell: unzip -P password", "host", "bare", lambda p, c: "unzip -P %s invoices_%s.zip -d ./in" % (p, c["n"])),
    ("shell: mysqladmin password change (old and new)", "db", "sq2", lambda p, c: "mysqladmin -u root -p'%s' password '%s'" % (p, c["pw2"])),
    ("shell: az login service principal -p", "ci", "sq", lambda p, c: "az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), p, uuid4())),
    ("expect: send password", "host", "dq", lambda p, c: "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (c["user"], c["host"], p)),
]


def pw_for(constraint):
    if constraint in ("sq", "sq2"):
        return password(forbid="'")[0]
    if constraint == "sq_nocolon":
        return password(forbid="':")[0]
    if constraint == "sq_nopct":
        return password(forbid="'%")[0]
    if constraint == "sq_nocomma":
        return password(forbid="',")[0]
    if constraint == "bare":
        return password(bare=True)[0]
    if constraint == "bare_noslash":
        return password(bare=True, forbid="/@")[0]
    if constraint == "dq":
        return password(forbid='"\\$[]`')[0]
    raise ValueError(constraint)


CMD_CYCLE = Cycler(CMDS)


def cmd_ctx():
    return {"user": pick(SSH_USERS + DB_USERS), "host": host(), "db": pick(DB_NAMES), "domain": pick(DOMAINS),
            "svc": pick(SERVICES), "n": str(ri(2, 60))}


def s_password_command(lang):
    cat, fam, cons, build = CMD_CYCLE.next()
    c = cmd_ctx()
    pw = pw_for(cons)
    secrets = [pw]
    if cons == "sq2":
        c["pw2"] = pw_for("sq")
        secrets.append(c["pw2"])
    cmd = build(pw, c)
    what_en, what_ko = pick({"db": DB_WHAT, "host": HOST_WHAT, "ci": CI_WHAT}[fam])
    t = topic(fam, lang, what=L(lang, what_en, what_ko), svc=c["svc"],
              where=L(lang, pick(["the shell history", "the runbook", "the deploy script", "a chat message"]), pick(["셸 히스토리", "런북", "배포 스크립트", "채팅 메시지"])))
    pr = prompt(lang) if cat.startswith("shell:") else ("PS> " if cat.startswith("powershell:") and chance(0.5) else "")
    block = "\n".join(pr + ln if i == 0 else ln for i, ln in enumerate(cmd.split("\n")))
    if "\n" not in cmd and chance(0.3):
        # command inline in prose
        t2 = dict(t)
        t2["fix"] = t["fix"] + L(lang, ". The command that worked: `%s`" % cmd, ". 동작한 명령: `%s`" % cmd)
        fields = compose(lang, t2, None, inline=pw)
    else:
        fields = compose(lang, t, block, inline=pw, inline_ask_p=0.15)
    if len(present(secrets, fields)) != len(secrets):
        raise Reject("secret altered by prose cleanup")
    return cat, fields, present(secrets, fields)


# ---------------------------------------------------------------- S: connection strings
URL_SAFE_PW = "-_.~!*$+,;="


def pw_url():
    pw = password()[0]
    return pw, pct(pw, safe=URL_SAFE_PW)


def _cs_url(scheme, port, path, user=None):
    def f(c):
        pw, enc = pw_url()
        u = user or c["user"]
        return "%s://%s:%s@%s:%d%s" % (scheme, u, enc, c["host"], port, path.format(**c)), [enc], pw
    return f


def _cs_plain(tpl, forbid):
    def f(c):
        pw = password(forbid=forbid)[0]
        return tpl.format(pw=pw, **c), [pw], pw
    return f


def _cs_azure(tpl, nbytes):
    def f(c):
        key = b64e(rbytes(nbytes))
        return tpl.format(key=key, acct="st" + rs(LOWDIG, 10), ns=rs(LO, 8), **c), [key], None
    return f


CONNS = [
    ("conn: postgresql URL", _cs_url("postgresql", 5432, "/{db}?sslmode=require")),
    ("conn: postgres URL (pooler)", _cs_url("postgres", 6543, "/postgres")),
    ("conn: mysql URL", _cs_url("mysql", 3306, "/{db}")),
    ("conn: SQLAlchemy mysql+pymysql URL", _cs_url("mysql+pymysql", 3306, "/{db}?charset=utf8mb4")),
    ("conn: mongodb URL", _cs_url("mongodb", 27017, "/{db}?authSource=admin")),
    ("conn: redis URL with default user", _cs_url("redis", 6379, "/0", user="default")),
    ("conn: amqps URL", _cs_url("amqps", 5671, "/%2F")),
    ("conn: elasticsearch URL", _cs_url("https", 9200, "/", user="elastic")),
    ("conn: clickhouse URL", _cs_url("clickhouse", 9000, "/{db}")),
    ("conn: nats URL", _cs_url("nats", 4222, "")),
    ("conn: mqtts URL", _cs_url("mqtts", 8883, "")),
    ("conn: mongodb+srv URL", lambda c: (lambda pw_enc: ("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (c["user"], pw_enc[1], rs(LOWDIG, 5), c["db"]), [pw_enc[1]], pw_enc[0]))(pw_url())),
    ("conn: JDBC postgres password param", lambda c: (lambda pw_enc: ("jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (c["host"], c["db"], c["user"], pw_enc[1]), [pw_enc[1]], pw_enc[0]))(pw_url())),
    ("conn: JDBC sqlserver password", _cs_plain("jdbc:sqlserver://{host}:1433;databaseName={db};user={user};password={pw};encrypt=true;trustServerCertificate=true", ";{}=\"' ")),
    ("conn: ADO.NET SQL Server Password=", _cs_plain("Server=tcp:{svc}-sql.database.windows.net,1433;Initial Catalog={db};User ID={user};Password={pw};Encrypt=True;Connection Timeout=30;", ";=\"'{} ")),
    ("conn: ODBC PWD=", _cs_plain("DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={host};DATABASE={db};UID={user};PWD={pw};TrustServerCertificate=yes", ";{}= \"'")),
    ("conn: Oracle user/pass@", _cs_plain("{user}/{pw}@//{host}:1521/ORCLPDB1", "/@ \"'")),
    ("conn: Kafka SASL JAAS password", _cs_plain('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{user}" password="{pw}";', '"\\')),
    ("conn: Azure Service Bus SharedAccessKey", _cs_azure("Endpoint=sb://{ns}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key}", 32)),
    ("conn: Azure Storage AccountKey", _cs_azure("DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net", 64)),
    ("conn: Azure Cosmos AccountKey", _cs_azure("AccountEndpoint=https://{ns}-cosmos.documents.azure.com:443/;AccountKey={key};", 64)),
    ("conn: Azure Event Hubs SharedAccessKey", _cs_azure("Endpoint=sb://{ns}-eh.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey={key};EntityPath=clicks", 32)),
    ("conn: SMTP URL with app password", lambda c: (lambda pw: ("smtp://%s%%40%s:%s@smtp.%s:587" % (c["user"], c["domain"], pw, c["domain"]), [pw], None))(rs(LO, 16))),
    ("conn: git remote with token", lambda c: (lambda tok: ("https://%s:%s@github.com/%s/%s.git" % (c["user"], tok, pick(["acme", "acme-corp", "example-org"]), c["svc"]), [tok], None))(pick(["ghp_" + rs(B62, 36), "glpat-" + rs(B64U, 20), "github_pat_11" + rs(UPDIG, 20) + "_" + rs(B62, 59)]))),
    ("conn: pip index URL with password", lambda c: (lambda pw_enc: ("https://%s:%s@nexus.%s/repository/pypi-internal/simple" % (c["user"], pw_enc[1], c["domain"]), [pw_enc[1]], pw_enc[0]))(pw_url())),
]
CONN_CYCLE = Cycler(CONNS)


def wrap_conn(cs, lang, c):
    key = pick(["DATABASE_URL", "DB_DSN", "SPRING_DATASOURCE_URL", "CONNECTION_STRING", "BROKER_URL", "ConnectionStrings__Default"])
    forms = [
        ("env", lambda: "%s=%s" % (key, q_shell(cs, force="q") if any(c_ in cs for c_ in SHELL_META) else cs)),
        ("yaml", lambda: "%s:\n  url: %s" % (pick(["database", "datasource", "broker", "storage"]), q_yaml(cs))),
        ("json", lambda: json.dumps({"ConnectionStrings": {"Default": cs}}, indent=2, ensure_ascii=False) if '"' not in cs and "\\" not in cs else (_ for _ in ()).throw(Reject("json"))),
        ("python", lambda: "engine = create_engine(%s, pool_pre_ping=True)" % q_dq(cs)),
        ("log", lambda: "%s ERROR [%s] could not connect (dsn=%s): %s" % (log_ts(), c["svc"], cs, pick(["timeout expired", "connection refused", "SSL SYSCALL error: EOF detected", "too many connections"]))),
        ("compose", lambda: "    environment:\n      %s: %s" % (key, q_yaml(cs))),
        ("k8s", lambda: "stringData:\n  %s: %s" % (key, q_yaml(cs))),
        ("properties", lambda: "spring.datasource.url=%s" % cs if "\\" not in cs else (_ for _ in ()).throw(Reject("p"))),
        ("prose", lambda: cs),
    ]
    for name, f in shuffled(forms):
        try:
            return name, f()
        except Reject:
            continue
    raise Reject("conn wrap")


CONN_WHAT = [("postgres", "the orders Postgres cluster", "주문 Postgres 클러스터"), ("mysql", "the staging MySQL", "스테이징 MySQL 서버"),
             ("mongo", "the Mongo replica set", "Mongo 레플리카 클러스터"), ("redis", "the session Redis", "세션용 Redis 서버"),
             ("amqp", "the RabbitMQ broker", "RabbitMQ 브로커 서버"), ("elastic", "the logging Elasticsearch", "로그용 Elasticsearch 클러스터"),
             ("clickhouse", "the analytics ClickHouse", "분석용 ClickHouse 서버"), ("nats", "the NATS cluster", "NATS 클러스터"),
             ("mqtt", "the MQTT broker", "MQTT 브로커 서버"), ("sqlserver", "the legacy MSSQL box", "레거시 MSSQL 서버"),
             ("SQL Server", "the legacy MSSQL box", "레거시 MSSQL 서버"), ("ODBC", "the legacy MSSQL box", "레거시 MSSQL 서버"),
             ("Oracle", "the ERP Oracle DB", "ERP Oracle DB 서버"), ("Kafka", "the Kafka cluster", "Kafka 클러스터"),
             ("Service Bus", "the Service Bus namespace", "Service Bus 네임스페이스"), ("Storage", "the storage account", "스토리지 리소스"),
             ("Cosmos", "the Cosmos DB account", "Cosmos DB 리소스"), ("Event Hubs", "the Event Hubs namespace", "Event Hubs 네임스페이스"),
             ("SMTP", "the outbound mail relay", "메일 발송 서버"), ("git", "the GitHub repo", "GitHub 저장소"), ("pip", "the internal PyPI mirror", "사내 PyPI 미러 서버")]


def conn_what(cat):
    for key, en, ko in CONN_WHAT:
        if key in cat:
            return en, ko
    return pick(DB_WHAT)


def s_connection_string(lang):
    cat, build = CONN_CYCLE.next()
    c = cmd_ctx()
    c["user"] = pick(DB_USERS)
    cs, secrets, raw = build(c)
    required = list(secrets)
    form, block = wrap_conn(cs, lang, c)
    what_en, what_ko = conn_what(cat)
    t = topic("db", lang, what=L(lang, what_en, what_ko), svc=c["svc"],
              where=L(lang, pick(["the .env on the server", "the Helm values", "the error log", "the ticket"]), pick(["서버의 .env", "Helm values", "에러 로그", "티켓 본문"])))
    if raw is not None and raw not in secrets and raw != secrets[0] and chance(0.25):
        # the raw (un-encoded) password is also mentioned
        t = dict(t)
        t["hint"] = L(lang, "The raw password is %s; in the URL it must be percent-encoded." % raw,
                      "원래 비밀번호는 %s 이고, URL에서는 퍼센트 인코딩해야 한다." % raw)
        secrets = secrets + [raw]
    if form == "prose":
        t = dict(t)
        t["fix"] = t["fix"] + L(lang, ". Connection string that works: %s" % cs, ". 동작하는 접속 문자열: %s" % cs)
        fields = compose(lang, t, None)
    else:
        fields = compose(lang, t, block)
    if len(present(required, fields)) != len(required):
        raise Reject("secret altered by prose cleanup")
    return "%s (%s)" % (cat, form), fields, present(secrets, fields)


def pk(lang, pairs, **kw):
    """Pick one (en, ko) pair and format the chosen language with kw (values are not re-parsed)."""
    en, ko = pick(pairs)
    return (en if lang == "en" else ko).format(**kw)


def fields3(mc, les, ask=""):
    return {"missing_context": mc.strip(), "lesson": les.strip(), "ask_next_time": ask.strip()}


# ---------------------------------------------------------------- S: Basic auth headers
def s_basic_auth(lang):
    kind = ri(0, 3)
    extra_raw = None
    if kind == 0:
        user, pw = pick(SSH_USERS + NAMES), password(forbid=":")[0]
        blob = b64e((user + ":" + pw).encode())
        what = "user"
    elif kind == 1:
        key = pick(["live_sk_", "test_sk_"]) + rs(B62, 28)
        user, pw = key, ""
        blob = b64e((key + ":").encode())
        what = "toss"
    elif kind == 2:
        user = pick(NAMES) + "@" + pick(DOMAINS)
        pw = "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)
        blob = b64e((user + ":" + pw).encode())
        what = "jira"
    else:
        user, pw = "api", "key-" + hexs(32)
        blob = b64e((user + ":" + pw).encode())
        what = "mailgun"
    hname = pick(["Authorization", "Authorization", "Proxy-Authorization"]) if what == "user" else "Authorization"
    h = "%s: Basic %s" % (hname, blob)
    url = {"user": "https://%s/api/v2/export" % host(), "toss": "https://api.tosspayments.com/v1/payments/confirm",
           "jira": "https://%s.atlassian.net/rest/api/3/search?jql=project%%3DOPS" % rs(LO, 6), "mailgun": "https://api.mailgun.net/v3/domains"}[what]
    form = ri(0, 5)
    if form == 0:
        block = "curl -s '%s' \\\n  -H '%s'" % (url, h)
    elif form == 1:
        u = urllib.parse.urlsplit(url)
        block = "GET %s HTTP/1.1\nHost: %s\n%s\nUser-Agent: PostmanRuntime/7.39.0" % (u.path + ("?" + u.query if u.query else ""), u.netloc, h)
    elif form == 2:
        block = 'location /upstream/ {\n    proxy_pass %s;\n    proxy_set_header Authorization "Basic %s";\n}' % (url.rsplit("/", 1)[0] + "/", blob)
    elif form == 3:
        block = json.dumps({"request": {"method": "GET", "url": url, "headers": [{"name": hname, "value": "Basic " + blob}, {"name": "Accept", "value": "application/json"}]}}, indent=1)
    elif form == 4:
        block = 'headers = {"%s": "Basic %s", "Accept": "application/json"}' % (hname, blob)
    else:
        block = "%s INFO  access %s \"GET %s\" 200 auth=\"Basic %s\"" % (log_ts(), host(), urllib.parse.urlsplit(url).path, blob)
    secrets = [blob]
    shown_decoded = what == "user" and chance(0.35)
    mc = pk(lang, [
        ("The partner endpoint kept answering 401 until the user pasted a request that worked:\n{B}", "파트너 엔드포인트가 계속 401을 주다가, 사용자가 동작하는 요청을 붙여줬다:\n{B}"),
        ("I didn't know the upstream wants HTTP Basic auth and not a bearer token. From the user's Postman export:\n{B}", "업스트림이 bearer 토큰이 아니라 HTTP Basic 인증을 요구한다는 걸 몰랐다. 사용자의 Postman export:\n{B}"),
        ("{B}\nThat header is what the old integration sent; our new client sent nothing.", "{B}\n예전 연동이 보내던 헤더가 이거였고, 새 클라이언트는 아무것도 안 보내고 있었다."),
    ], B=block)
    les = pk(lang, [
        ("The Authorization header is just base64 of user:password, so it is as sensitive as the password itself.", "Authorization 헤더는 user:password를 base64로 인코딩한 것뿐이라 비밀번호 자체만큼 민감하다."),
        ("Build the header from the configured user/password instead of hard-coding the base64 string.", "base64 문자열을 하드코딩하지 말고 설정된 user/password로 헤더를 만들어야 한다."),
        ("Basic auth for this endpoint; tokens from the OAuth flow are rejected.", "이 엔드포인트는 Basic 인증만 받는다. OAuth 토큰은 거부된다."),
    ])
    if shown_decoded:
        les += L(lang, " (It decodes to %s:%s.)" % (user, pw), " (디코딩하면 %s:%s 이다.)" % (user, pw))
        secrets.append(pw)
    ask = pk(lang, [("Can we move this integration to a per-service account?", "이 연동을 서비스별 계정으로 옮겨도 될까요?"),
                    ("Who owns the credentials for this partner endpoint?", "이 파트너 엔드포인트 자격 증명 담당자는 누구인가요?"), ("", "")])
    return "header: Basic auth (%s)" % what, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: cookies
COOKIE_KINDS = [
    ("Django sessionid", "sessionid", lambda: rs(LOWDIG, 32)),
    ("Rails session", "_%s_session" % "shop", lambda: pct(b64e(rbytes(ri(90, 150))), safe="") + "--" + hexs(40)),
    ("express connect.sid", "connect.sid", lambda: "s%3A" + rs(B64U, 32) + "." + pct(b64e(rbytes(32)).rstrip("="), safe="")),
    ("PHPSESSID", "PHPSESSID", lambda: rs(LOWDIG, 26)),
    ("JSESSIONID", "JSESSIONID", lambda: rs(HEXU, 32)),
    ("laravel_session", "laravel_session", lambda: pct(b64e(json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":")).encode()), safe="")),
    ("ASP.NET Core auth cookie", ".AspNetCore.Cookies", lambda: "CfDJ8" + rs(B64U, ri(250, 420))),
    ("GitHub user_session", "user_session", lambda: rs(B64U, 48)),
    ("Grafana session", "grafana_session", lambda: hexs(32)),
    ("Jenkins remember-me", "remember-me-jenkins", lambda: b64e(("%s:%d:%s" % (pick(NAMES), ts_epoch() * 1000, hexs(64))).encode())),
]
COOKIE_CYCLE = Cycler(COOKIE_KINDS)


def benign_cookies():
    pool = ["theme=dark", "lang=%s" % pick(["ko", "en", "ja"]), "_ga=GA1.1.%s.%d" % (digits(9), ts_epoch()), "cookie_consent=true",
            "tz=Asia%2FSeoul", "sidebar_collapsed=false", "locale=ko_KR"]
    return sample(pool, ri(1, 3))


def s_cookie(lang):
    label, name, gen = COOKIE_CYCLE.next()
    val = gen()
    jar = benign_cookies()
    jar.insert(ri(0, len(jar)), "%s=%s" % (name, val))
    cookie = "; ".join(jar)
    u = "https://%s/%s" % (pick(["admin." + pick(DOMAINS), "jenkins." + pick(DOMAINS), "grafana." + pick(DOMAINS), pick(DOMAINS)]),
                           pick(["admin/orders/export", "api/internal/reports", "job/nightly/lastBuild/consoleText", "dashboard/db/ops"]))
    form = ri(0, 3)
    if form == 0:
        block = "curl '%s' -b '%s'" % (u, cookie)
    elif form == 1:
        block = "curl '%s' \\\n  -H 'accept: text/html' \\\n  -H 'cookie: %s' \\\n  --compressed" % (u, cookie)
    elif form == 2:
        block = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    else:
        block = json.dumps({"cookies": [{"name": name, "value": val, "domain": urllib.parse.urlsplit(u).netloc, "httpOnly": True}]}, indent=2)
    mc = pk(lang, [
        ("The scraper for the admin export had no API, so the user gave me their browser session to test with (Copy as cURL):\n{B}", "관리자 export에는 API가 없어서, 사용자가 테스트용으로 브라우저 세션을 줬다(Copy as cURL):\n{B}"),
        ("I couldn't reproduce the 500 without being logged in. From DevTools:\n{B}", "로그인 상태가 아니면 500이 재현되지 않았다. DevTools에서 복사한 것:\n{B}"),
        ("Playwright tests need a logged-in state; the user exported this:\n{B}", "Playwright 테스트에 로그인 상태가 필요해서 사용자가 이걸 export해 줬다:\n{B}"),
    ], B=block)
    les = pk(lang, [
        ("A copied session cookie works until the user logs out; it is a full login, so treat it like a password.", "복사한 세션 쿠키는 사용자가 로그아웃할 때까지 유효하고, 로그인 그 자체라 비밀번호처럼 다뤄야 한다."),
        ("Use a dedicated test account and a generated storage state instead of someone's real session.", "실제 사람 세션 대신 테스트 계정과 생성된 storage state를 써야 한다."),
        ("The export endpoint needs the session cookie; the other cookies are irrelevant.", "export 엔드포인트는 세션 쿠키만 필요하고 나머지 쿠키는 상관없다."),
    ])
    ask = pk(lang, [("Can you log out of that session now that the test is done?", "테스트가 끝났으니 그 세션에서 로그아웃해 주실래요?"),
                    ("Is there a service account I should use for scraping instead?", "스크래핑용 서비스 계정이 따로 있나요?"), ("", "")])
    return "cookie: %s" % label, fields3(mc, les, ask), [val]


# ---------------------------------------------------------------- S: signed URLs
def s_signed_url(lang):
    kind = ri(0, 5)
    bucket = "%s-%s" % (pick(["acme", "shop", "media", "reports"]), pick(["prod", "exports", "private", "backups"]))
    obj = "%s/%s_%s.%s" % (pick(["exports", "invoices", "db", "raw"]), pick(["orders", "users", "ledger", "dump"]), "2025%02d%02d" % (ri(1, 12), ri(1, 28)), pick(["csv", "parquet", "sql.gz", "pdf"]))
    date = "2025%02d%02d" % (ri(1, 12), ri(1, 28))
    if kind == 0:
        akid = "AKIA" + rs(B32, 16)
        sig = hexs(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (bucket, pick(REGIONS), obj, akid, date, pick(REGIONS), date, ri(0, 23), ri(0, 59), pick([3600, 86400, 604800]), sig)
        secrets, label = [akid, sig], "S3 presigned URL (AKIA + signature)"
    elif kind == 1:
        akid = "ASIA" + rs(B32, 16)
        tok = pct("IQoJb3JpZ2luX2Vj" + b64e(rbytes(ri(200, 260))), safe="")
        sig = hexs(64)
        url = ("https://%s.s3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT120000Z&X-Amz-Expires=900&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (bucket, obj, akid, date, date, tok, sig)
        secrets, label = [akid, tok, sig], "S3 presigned URL with session token"
    elif kind == 2:
        sig = hexs(512)
        sa = "%s@%s.iam.gserviceaccount.com" % (pick(["exporter", "signer", "cdn-uploader"]), rs(LO, 6) + "-" + digits(6))
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (bucket, obj, pct(sa, safe=""), date, date, sig)
        secrets, label = [sig], "GCS V4 signed URL"
    elif kind == 3:
        sig = pct(b64e(rbytes(32)), safe="")
        url = "https://st%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s" % (
            rs(LOWDIG, 10), bucket, obj, ri(1, 12), ri(1, 28), sig)
        secrets, label = [sig], "Azure SAS URL"
    elif kind == 4:
        sig = rs(B64U.replace("-", "~"), 342)
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOWDIG, 13), obj, ts_epoch(), sig, rs(UPDIG, 13))
        secrets, label = [sig], "CloudFront signed URL"
    else:
        tok = rs(B64U, ri(32, 48))
        url = "https://files.%s/d/%s?token=%s&expires=%d" % (pick(DOMAINS), rs(LOWDIG, 10), tok, ts_epoch())
        secrets, label = [tok], "download link with token"
    mc = pk(lang, [
        ("The user wanted the export shared with the vendor; the link I generated:\n{U}", "사용자가 export를 외부 업체에 공유하길 원해서 만든 링크:\n{U}"),
        ("Download kept returning 403 until I noticed the link had expired. Link from the ticket:\n{U}", "링크가 만료된 걸 알기 전까지 다운로드가 계속 403이었다. 티켓의 링크:\n{U}"),
        ("I didn't know these links carry their own credentials. Example from the job output: {U}", "이 링크 자체에 자격 증명이 들어 있다는 걸 몰랐다. 잡 출력 예시: {U}"),
    ], U=url)
    les = pk(lang, [
        ("Anyone with a signed URL can fetch the object until it expires, so don't paste it into tickets; keep expiry short.", "서명된 URL은 만료 전까지 누구나 객체를 받을 수 있으니 티켓에 붙이지 말고 만료 시간을 짧게 둬야 한다."),
        ("Generate the link right before sending it; the clock skew on the runner made it look expired.", "링크는 보내기 직전에 생성해야 한다. 러너 시계가 틀어져서 만료된 것처럼 보였다."),
        ("Signed links are tied to the signing key; rotating the key invalidates them all.", "서명 링크는 서명 키에 묶여 있어서 키를 교체하면 전부 무효가 된다."),
    ])
    ask = pk(lang, [("What expiry is acceptable for links we send to vendors?", "외부 업체에 보내는 링크 만료 시간은 얼마가 적당한가요?"), ("", ""),
                    ("Should exports go through the SFTP drop instead?", "export는 SFTP로 보내는 게 나을까요?")])
    return "signed URL: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: private keys (PEM bodies line by line)
def _pem_lines(b64, width=64):
    return [b64[i:i + width] for i in range(0, len(b64), width)]


def _ssh_string(b):
    return len(b).to_bytes(4, "big") + b


def key_ec_sec1():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return "EC PRIVATE KEY", _pem_lines(b64e(der)), None


def key_pkcs8_ec():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return "PRIVATE KEY", _pem_lines(b64e(der)), None


def key_openssh_ed25519():
    pub = rbytes(32)
    pubblob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    chk = rbytes(4)
    comment = ("%s@%s" % (pick(SSH_USERS), pick(["ci", "laptop", "bastion", "deploy"]))).encode()
    priv = chk + chk + _ssh_string(b"ssh-ed25519") + _ssh_string(pub) + _ssh_string(rbytes(32) + pub) + _ssh_string(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"") + (1).to_bytes(4, "big") + _ssh_string(pubblob) + _ssh_string(priv)
    return "OPENSSH PRIVATE KEY", _pem_lines(b64e(blob), 70), None


def key_rsa_truncated():
    der = bytes.fromhex("308204a40201000282010100") + rbytes(ri(260, 330))
    lines = _pem_lines(b64e(der))
    return "RSA PRIVATE KEY", lines[: ri(3, 6)], "..."


def key_pkcs8_rsa_truncated():
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(ri(230, 300))
    lines = _pem_lines(b64e(der))
    return "PRIVATE KEY", lines[: ri(3, 5)], "..."


def pem_block(kind, lines, trunc):
    body = "\n".join(lines) + ("\n" + trunc if trunc else "")
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, body, kind)


KEY_USES = [
    ("deploy key for the GitHub Actions job", "GitHub Actions 잡용 deploy key", [key_openssh_ed25519]),
    ("SSH key for the bastion", "배스천 접속용 SSH 키", [key_openssh_ed25519, key_rsa_truncated]),
    ("TLS key for the nginx ingress", "nginx ingress TLS 키", [key_ec_sec1, key_pkcs8_rsa_truncated, key_rsa_truncated]),
    ("APNs auth key (AuthKey_%s.p8)", "APNs 인증 키 (AuthKey_%s.p8)", [key_pkcs8_ec]),
    ("GitHub App private key", "GitHub App private key", [key_rsa_truncated]),
    ("ES256 JWT signing key", "ES256 JWT 서명 키", [key_ec_sec1, key_pkcs8_ec]),
    ("Snowflake key-pair auth key (rsa_key.p8)", "Snowflake 키페어 인증 키 (rsa_key.p8)", [key_pkcs8_rsa_truncated]),
]
KEY_CYCLE = Cycler(KEY_USES)


def s_private_key(lang):
    en, ko, makers = KEY_CYCLE.next()
    kid = rs(UPDIG, 10)
    use = (en if lang == "en" else ko).replace("%s", kid)
    kind, lines, trunc = pick(makers)()
    if chance(0.2) and kind in ("PRIVATE KEY",):
        # service-account style JSON with \n escapes
        sa = {"type": "service_account", "project_id": "%s-%s" % (pick(["acme", "shop"]), digits(6)),
              "private_key": "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + ("\\n..." if trunc else "") + "\\n-----END PRIVATE KEY-----\\n",
              "client_email": "%s@%s.iam.gserviceaccount.com" % (pick(["ci-deployer", "bq-reader", "exporter"]), rs(LO, 8))}
        block = "{\n" + ",\n".join('  "%s": "%s"' % (k, v) for k, v in sa.items()) + "\n}"
        use = L(lang, "service account key JSON", "서비스 계정 키 JSON")
    else:
        block = pem_block(kind, lines, trunc)
    extra = ""
    if "APNs" in en:
        extra = L(lang, " Key ID %s, Team ID %s." % (kid, rs(UPDIG, 10)), " Key ID %s, Team ID %s." % (kid, rs(UPDIG, 10)))
    wb = pick(["mc", "lesson"])
    if wb == "mc":
        mc = pk(lang, [
            ("The user pasted the {U} so I could finish the setup:{X}\n{B}", "설정을 마무리하라고 사용자가 {U}를 붙여줬다.{X}\n{B}"),
            ("I didn't know the {U} was only on the old VM. Its contents:\n{B}\n{X}", "{U}가 예전 VM에만 있다는 걸 몰랐다. 내용:\n{B}\n{X}"),
            ("{B}\n^ {U}, copied from the old server.{X}", "{B}\n^ 예전 서버에서 복사한 {U}.{X}"),
        ], U=use, B=block, X=extra)
        les = pk(lang, [
            ("Keys belong in the secret store; mount them as a file with mode 0600.", "키는 시크릿 저장소에 두고 0600 권한 파일로 마운트해야 한다."),
            ("The key must keep its BEGIN/END lines and newlines or the parser rejects it.", "키는 BEGIN/END 줄과 개행을 유지해야 파서가 받는다."),
            ("Generate a fresh key per environment instead of copying this one around.", "이 키를 복사해서 돌려쓰지 말고 환경마다 새로 생성해야 한다."),
        ])
    else:
        mc = pk(lang, [
            ("I needed the {U} and didn't know where it lived.", "{U}가 어디 있는지 몰라서 막혔다."),
            ("The job failed with 'error in libcrypto' because the {U} lost its newlines in the CI variable.", "CI 변수에서 {U}의 개행이 사라져서 'error in libcrypto'로 잡이 실패했다."),
        ], U=use)
        les = pk(lang, [
            ("Store it as a file variable, not a plain variable. The working one:\n{B}", "일반 변수가 아니라 파일 변수로 저장해야 한다. 동작한 키:\n{B}"),
            ("Found it in the old VM's home directory:\n{B}\n{X}", "예전 VM 홈 디렉터리에서 찾았다:\n{B}\n{X}"),
        ], B=block, X=extra)
    ask = pk(lang, [("Should I rotate this key now that it has been pasted in chat?", "채팅에 붙여넣어졌으니 이 키를 교체할까요?"),
                    ("Where should the key live for CI?", "CI에서는 이 키를 어디에 둬야 하나요?"), ("", "")])
    return "private key: %s PEM body lines" % kind, fields3(mc, les, ask), [ln for ln in lines]


# ---------------------------------------------------------------- S: TOTP seeds
def s_totp(lang):
    seed = rs(B32, pick([16, 26, 32]))
    issuer = pick(["ACME", "AWS", "GitHub", "Okta", "Grafana", "NCP", "Gabia", "Cafe24", "Backlog"])
    acct = pick(NAMES + KO_NAMES) + "@" + pick(DOMAINS)
    form = ri(0, 4)
    if form == 0:
        shown = seed
        block = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct, safe="@."), seed, issuer)
    elif form == 1:
        shown = " ".join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        block = L(lang, "Setup key: %s" % shown, "설정 키: %s" % shown)
    elif form == 2:
        shown = seed
        block = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
    elif form == 3:
        shown = seed
        block = "OTP_SECRET=%s\nOTP_ISSUER=%s" % (seed, issuer)
    else:
        shown = seed
        block = "| field | value |\n|---|---|\n| username | %s |\n| TOTP seed | %s |" % (acct, seed)
    mc = pk(lang, [
        ("The shared {I} admin account has 2FA; the e2e job needs to log in, so the user gave me the TOTP secret:\n{B}", "공용 {I} 관리자 계정에 2FA가 걸려 있어서, e2e 잡 로그인을 위해 사용자가 TOTP 시크릿을 줬다:\n{B}"),
        ("I didn't know the login step needs a TOTP code. The enrollment info:\n{B}", "로그인 단계에 TOTP 코드가 필요하다는 걸 몰랐다. 등록 정보:\n{B}"),
    ], I=issuer, B=block)
    les = pk(lang, [
        ("With the seed anyone can generate valid codes, so it is as sensitive as the password.", "시드만 있으면 누구나 유효한 코드를 만들 수 있어서 비밀번호만큼 민감하다."),
        ("Generate the code at runtime with pyotp; codes drift if the runner clock is off.", "코드는 실행 시점에 pyotp로 생성한다. 러너 시계가 틀어지면 코드가 안 맞는다."),
    ])
    ask = pk(lang, [("Can we get a dedicated test account without 2FA for CI?", "CI용으로 2FA 없는 테스트 계정을 받을 수 있을까요?"), ("", ""),
                    ("Should the TOTP seed go into the vault instead of the repo?", "TOTP 시드는 저장소 말고 vault에 넣어야 할까요?")])
    return "mfa: TOTP seed (%s)" % ["otpauth URI", "grouped setup key", "pyotp code", "env", "table"][form], fields3(mc, les, ask), [shown]


# ---------------------------------------------------------------- S: recovery codes
def s_recovery(lang):
    kind = ri(0, 4)
    if kind == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(ri(4, 8))]
        svc_ = "GitHub"
    elif kind == 1:
        codes = ["%s %s" % (rs(DIG, 4), rs(DIG, 4)) for _ in range(ri(4, 8))]
        svc_ = "Google Workspace"
    elif kind == 2:
        codes = ["-".join(rs(UPDIG, 5) for _ in range(5))]
        svc_ = "Microsoft"
    elif kind == 3:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(UPDIG, 6), rs(UPDIG, 6), rs(UPDIG, 5), rs(UPDIG, 5), rs(UPDIG, 5), rs(UPDIG, 5))]
        svc_ = "1Password (Secret Key)"
    else:
        codes = ["%s-%s" % (rs(LOWDIG, 4), rs(LOWDIG, 4)) for _ in range(ri(4, 8))]
        svc_ = "Discord"
    sep = pick(["\n", "\n", "  ", ", "])
    listing = sep.join(codes)
    mc = pk(lang, [
        ("The team's shared {S} account was locked out of 2FA; the user pasted the recovery codes from the vault printout:\n{B}", "팀 공용 {S} 계정이 2FA 때문에 잠겼고, 사용자가 vault 출력본에 있던 복구 코드를 붙여줬다:\n{B}"),
        ("I didn't know we kept recovery codes for the {S} admin account. They are:\n{B}", "{S} 관리자 계정 복구 코드를 보관하고 있다는 걸 몰랐다. 코드:\n{B}"),
    ], S=svc_, B=listing)
    les = pk(lang, [
        ("Each recovery code works once; I used the first one. The rest must be regenerated after use.", "복구 코드는 한 번씩만 쓸 수 있다. 첫 번째 것을 썼고, 쓴 뒤에는 재발급해야 한다."),
        ("Recovery codes bypass 2FA entirely, so they go in the vault, never in notes.", "복구 코드는 2FA를 통째로 우회하니 노트가 아니라 vault에 둬야 한다."),
    ])
    ask = pk(lang, [("Should I regenerate the codes now?", "지금 코드를 재발급할까요?"), ("", ""), ("Who else has a copy of these codes?", "이 코드 사본을 가진 사람이 또 있나요?")])
    return "mfa: recovery codes (%s)" % svc_, fields3(mc, les, ask), codes


# ---------------------------------------------------------------- S: PINs and unlock keys
def s_pin(lang):
    kind = ri(0, 3)
    if kind == 0:
        pin, puk, mgmt = rs(DIG, 8), rs(DIG, 8), hexs(48)
        block = L(lang, "YubiKey PIV for the signing box\nPIN: %s\nPUK: %s\nManagement key: %s" % (pin, puk, mgmt),
                  "서명 서버용 YubiKey PIV\nPIN: %s\nPUK: %s\n관리 키: %s" % (pin, puk, mgmt))
        secrets, label = [pin, puk, mgmt], "YubiKey PIV PIN/PUK/management key"
    elif kind == 1:
        rk = "-".join(rs(DIG, 6) for _ in range(8))
        rid = "%s-%s-%s-%s-%s" % (rs(HEXU, 8), rs(HEXU, 4), rs(HEXU, 4), rs(HEXU, 4), rs(HEXU, 12))
        block = L(lang, "BitLocker recovery\nRecovery key ID: %s\nRecovery key: %s" % (rid, rk), "BitLocker 복구\n복구 키 ID: %s\n복구 키: %s" % (rid, rk))
        secrets, label = [rk], "BitLocker recovery key (ID not secret)"
    elif kind == 2:
        puk = rs(DIG, 8)
        block = L(lang, "SIM for the SMS gateway modem: PUK %s (PIN is disabled)" % puk, "SMS 게이트웨이 모뎀 유심: PUK %s (PIN은 해제됨)" % puk)
        secrets, label = [puk], "SIM PUK"
    else:
        pin = rs(DIG, ri(8, 10))
        block = L(lang, "Kiosk maintenance mode PIN: %s" % pin, "키오스크 점검 모드 PIN: %s" % pin)
        secrets, label = [pin], "device maintenance PIN"
    mc = pk(lang, [("I needed to unlock the device to finish the task and didn't have the code. The user sent:\n{B}", "작업을 마치려면 장비 잠금을 풀어야 했는데 코드를 몰랐다. 사용자가 보내준 것:\n{B}"),
                   ("{B}\n(from the hardware handover sheet)", "{B}\n(장비 인수인계 문서에서)")], B=block)
    les = pk(lang, [("Wrong PIN attempts lock the device after 3 tries, so confirm the code before typing it.", "PIN을 3번 틀리면 장비가 잠기니 입력 전에 코드를 확인해야 한다."),
                    ("These unlock codes should live in the vault with the device record, not in the repo.", "이런 잠금 해제 코드는 저장소가 아니라 vault의 장비 기록에 둬야 한다.")])
    ask = pk(lang, [("Who keeps the master copy of these codes?", "이 코드 원본은 누가 관리하나요?"), ("", "")])
    return "pin: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: Wi-Fi keys
def s_wifi(lang):
    ssid = pick(["ACME-Office", "ACME-Guest", "KT_GiGA_5G_%s" % rs(HEXU, 4), "iptime%s" % rs(DIG, 3), "U+Net%s" % rs(HEXU, 4),
                 "SK_WiFiGIGA%s" % rs(HEXU, 4), "Buffalo-G-%s" % rs(HEXU, 4), "3F-Meeting", "Factory-IoT"])
    raw = chance(0.15)
    psk = hexs(64) if raw else password(forbid=';:"\\,\'')[0]
    form = ri(0, 4)
    if form == 0:
        block = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
    elif form == 1:
        block = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, psk if raw else '"%s"' % psk)
    elif form == 2:
        block = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
    elif form == 3:
        block = "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, psk)
    else:
        block = "Profile information\n-------------------\n    Name                   : %s\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk)
    mc = pk(lang, [
        ("The Raspberry Pi sensors in the warehouse need to join the {S} network; the user gave me:\n{B}", "창고 라즈베리파이 센서를 {S} 네트워크에 붙여야 해서 사용자가 알려준 것:\n{B}"),
        ("Provisioning failed because the device image had no Wi-Fi config. For {S}:\n{B}", "장비 이미지에 Wi-Fi 설정이 없어서 프로비저닝이 실패했다. {S} 설정:\n{B}"),
        ("{B}\nThat is the {S} config the kiosk image was missing.", "{B}\n키오스크 이미지에 빠져 있던 {S} 설정이 이거다."),
    ], S=ssid, B=block)
    les = pk(lang, [("WPA passphrases are case-sensitive and must be 8-63 chars; the old image had a typo.", "WPA 패스프레이즈는 대소문자를 구분하고 8~63자여야 한다. 예전 이미지는 오타가 있었다."),
                    ("Bake the Wi-Fi config at flash time from the vault, not into the image.", "Wi-Fi 설정은 이미지에 넣지 말고 플래시할 때 vault에서 주입해야 한다.")])
    ask = pk(lang, [("Is there a separate IoT network I should use instead of {S}?", "{S} 말고 따로 써야 하는 IoT 네트워크가 있나요?"), ("", "")], S=ssid)
    return "wifi: WPA key (%s)" % ["QR string", "wpa_supplicant", "hostapd", "nmcli", "netsh output"][form], fields3(mc, les, ask), [psk]


# ---------------------------------------------------------------- S: webhooks with embedded secrets
def _wh():
    k = ri(0, 10)
    if k == 0:
        tok = rs(B62, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPDIG, 9), rs(UPDIG, 10), tok), [tok]
    if k == 1:
        tok = rs(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok), [tok]
    if k == 2:
        tok, sec = hexs(64), "SEC" + hexs(64)
        return "DingTalk robot (token + SEC signing secret)", "https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sec), [tok, sec]
    if k == 3:
        hid = uuid4()
        return "Feishu bot webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % hid, [hid]
    if k == 4:
        key = uuid4()
        return "WeCom group robot", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % key, [key]
    if k == 5:
        key, tok = "AIza" + rs(B64U, 35), pct(rs(B64U, 43) + "=", safe="")
        return "Google Chat webhook", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, tok), [key, tok]
    if k == 6:
        hid = rs(LOWDIG, 26)
        return "Mattermost incoming webhook", "https://mattermost.%s/hooks/%s" % (pick(DOMAINS), hid), [hid]
    if k == 7:
        key = rs(B64U, 22)
        return "IFTTT Maker webhook", "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(["door_open", "deploy_done", "alert"]), key), [key]
    if k == 8:
        sig = rs(B64U, 43)
        return "Azure Logic Apps trigger URL", "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 40), hexs(32), sig), [sig]
    if k == 9:
        tok = digits(10) + ":AA" + rs(B64U, 33)
        return "Telegram bot sendMessage URL", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, digits(10)), [tok]
    sec = rs(B62 + "!@#%^*", ri(20, 32))
    return "GitHub webhook secret", "Payload URL: https://ci.%s/github-webhook/\nContent type: application/json\nSecret: %s" % (pick(DOMAINS), sec), [sec]


def s_webhook(lang):
    label, url, secrets = _wh()
    svc = pick(SERVICES)
    if "\n" in url:
        block = url
    else:
        form = ri(0, 5)
        if form == 0:
            block = "ALERT_WEBHOOK_URL=%s" % url
        elif form == 1:
            block = "receivers:\n  - name: oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % url
        elif form == 2:
            block = "requests.post(\n    \"%s\",\n    json={\"text\": f\"[%s] deploy {version} done\"},\n    timeout=5,\n)" % (url, svc)
        elif form == 3:
            block = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"test\"}' '%s'" % url
        elif form == 4:
            block = "      - name: Notify\n        run: |\n          curl -sf -X POST '%s' -d '{\"text\":\"${{ github.ref_name }} deployed\"}'" % url
        else:
            block = url
    mc = pk(lang, [
        ("Deploy notifications stopped after the channel was renamed. The job uses this:\n{B}", "채널 이름을 바꾼 뒤 배포 알림이 끊겼다. 잡이 쓰는 설정:\n{B}"),
        ("I didn't know where alerts from {svc} were sent. Found in the repo:\n{B}", "{svc} 서비스 알림이 어디로 가는지 몰랐다. 저장소에서 찾은 것:\n{B}"),
        ("The user asked me to wire {svc} alerts into the team room (\"{L}\"):\n{B}", "사용자가 {svc} 서비스 알림을 팀 방에 연결해 달라고 했다({L}):\n{B}"),
    ], B=block, svc=svc, L=label)
    les = pk(lang, [("A webhook URL is a credential: anyone who has it can post to the channel. Keep it in a CI secret.", "웹훅 URL은 자격 증명이다. 가진 사람은 누구나 채널에 글을 쓸 수 있으니 CI 시크릿에 둬야 한다."),
                    ("Renaming the channel does not change the webhook; a new one was needed because the old one was revoked.", "채널 이름을 바꿔도 웹훅은 그대로인데, 예전 웹훅이 폐기돼서 새로 만들어야 했다."),
                    ("Send a test message with curl before wiring it into the pipeline.", "파이프라인에 넣기 전에 curl로 테스트 메시지를 보내 본다.")])
    ask = pk(lang, [("Should this webhook be regenerated since it was committed once?", "한 번 커밋된 적이 있으니 이 웹훅을 재발급할까요?"), ("", ""),
                    ("Which channel should production alerts go to?", "운영 알림은 어느 채널로 보내야 하나요?")])
    return "webhook: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: secret split across fields
def s_split(lang):
    style = ri(0, 3)
    what_en, what_ko = pick(DB_WHAT + HOST_WHAT)
    what = L(lang, what_en, what_ko)
    user = pick(SSH_USERS + DB_USERS)
    if style in (0, 1):
        sec = password(forbid="`")[0]
        kind = "password"
    else:
        v = use_vendor(fresh(VENDOR_CYCLE, lambda x: x["n_listed"] == 1))
        sec = listed_vals(vendor_items(v))[0]
        kind = brand(v)
    if style == 2:
        mc = pk(lang, [
            ("The {K} key for the integration was not in the vault yet; the user pasted it in chat. Key:", "{K} 연동 키가 아직 vault에 없어서 사용자가 채팅으로 붙여줬다. 키:"),
            ("Context: the {K} sandbox credential lives only in someone's notes. Value (next field):", "배경: {K} 샌드박스 자격 증명이 누군가의 메모에만 있다. 값(다음 필드):"),
        ], K=kind)
        les = pk(lang, [("{S}\nThat key worked for the {K} calls; the app should read it from the environment, never from the repo.", "{S}\n이 키로 {K} 호출이 됐다. 앱은 저장소가 아니라 환경 변수에서 읽어야 한다."),
                        ("{S} (worked on the first try; it expires with the next rotation)", "{S} (한 번에 됐다. 다음 교체 때 만료됨)")], S=sec, K=kind)
        ask = pk(lang, [("Should I move it into the vault?", "vault로 옮겨 둘까요?"), ("", "")])
        cat = "split: label in missing_context, value in lesson (%s)" % kind
    elif style == 0:
        mc = pk(lang, [
            ("I was blocked on {W}: the account is {U} and the user gave me the {K} in chat. The {K}:", "{W} 작업이 막혀 있었다. 계정은 {U}이고 사용자가 채팅으로 {K} 값을 줬다. 값은:"),
            ("Context: {W} is not in the password manager yet. {K} for {U} (next field):", "배경: {W} 정보가 아직 패스워드 매니저에 없다. {U} 계정의 {K} 값(다음 필드):"),
        ], W=what, U=user, K=kind)
        les = pk(lang, [("{S}\nThat value worked for {U}; the app reads it from the environment, never from the repo.", "{S}\n이 값으로 {U} 계정 접속이 됐다. 앱은 저장소가 아니라 환경 변수에서 읽는다."),
                        ("{S} (worked on the first try; note it expires with the next rotation)", "{S} (한 번에 됐다. 다음 교체 때 만료됨)")], S=sec, U=user)
        ask = pk(lang, [("Should I move it into the vault?", "vault로 옮겨 둘까요?"), ("", "")])
        cat = "split: label in missing_context, value in lesson (%s)" % kind
    elif style == 3:
        mc = pk(lang, [("The nightly {K} sync failed and the key was not documented anywhere.", "야간 {K} 동기화가 실패했는데 키가 어디에도 문서화돼 있지 않았다.")], K=kind)
        les = pk(lang, [("The job reads the {K} key from the environment; the value the user gave me is in the next field.", "잡은 환경 변수에서 {K} 키를 읽는다. 사용자가 준 값은 다음 필드에 있음.")], K=kind)
        ask = pk(lang, [("{S} - is this still valid, or should I ask for a new one?", "{S} - 아직 유효한가요, 새로 요청해야 하나요?"),
                        ("{S}\n(is this the current one?)", "{S}\n(이게 현재 값 맞나요?)")], S=sec)
        cat = "split: label in lesson, value in ask_next_time (%s)" % kind
    else:
        mc = pk(lang, [("I had to finish the migration of {W} without the on-call person around.", "당번 없이 {W} 마이그레이션을 마무리해야 했다."),
                       ("The deploy needed credentials for {W} that were not documented anywhere.", "배포에 {W} 자격 증명이 필요했는데 어디에도 문서화돼 있지 않았다.")], W=what)
        les = pk(lang, [("Credentials for {W}: user {U}, {K} is in the next field.", "{W} 접속 정보: 사용자 {U}, {K} 값은 다음 필드에 있음."),
                        ("Log in to {W} as {U}; the {K} the user gave me is below.", "{W}에는 {U} 계정으로 로그인. 사용자가 준 {K} 값은 아래.")], W=what, U=user, K=kind)
        ask = pk(lang, [("{S} - is this still valid, or should I ask for a new one?", "{S} - 아직 유효한가요, 새로 요청해야 하나요?"),
                        ("{S}\n(is this the current one?)", "{S}\n(이게 현재 값 맞나요?)")], S=sec)
        cat = "split: label in lesson, value in ask_next_time (%s)" % kind
    return cat, fields3(mc, les, ask), [sec]


# ---------------------------------------------------------------- S: secret repeated (or only) in ask_next_time
def s_ask_repeat(lang):
    if chance(0.5):
        v = use_vendor(fresh(VENDOR_CYCLE, lambda x: x["n_listed"] == 1))
        items = vendor_items(v)
        sec = listed_vals(items)[0]
        label = brand(v)
        svc = pick(SERVICES)
        ctx = {"svc": svc, "vendor": label, "lang": lang}
        cname, block, where = render_container(items, ctx, ["env", "export", "yaml", "json", "toml", "python", "js", "k8s_secret", "compose", "table"])
        t = topic("token", lang, V=label, svc=svc, ENV=items[0][0], where=where)
    else:
        sec = password(forbid="`'")[0]
        label = "password"
        what_en, what_ko = pick(HOST_WHAT + DB_WHAT)
        user = pick(SSH_USERS)
        t = topic("host", lang, what=L(lang, what_en, what_ko), svc=pick(SERVICES), where=L(lang, "the old wiki page", "예전 위키 페이지"))
        block = L(lang, "host: %s\nuser: %s\npassword: %s" % (host(), user, sec), "호스트: %s\n계정: %s\n비밀번호: %s" % (host(), user, sec))
    only_ask = chance(0.3)
    if only_ask:
        fields = compose(lang, t, None, inline=sec, inline_ask_p=1.0)
        cat = "ask: secret only in ask_next_time (%s)" % label
    else:
        fields = compose(lang, t, block, inline=sec, inline_ask_p=1.0)
        cat = "ask: secret repeated in ask_next_time (%s)" % label
    return cat, fields, present([sec], fields)


# ---------------------------------------------------------------- S: long tokens
def _long_jwt():
    claims = {"iss": "https://auth.%s/" % pick(DOMAINS), "sub": "user|" + hexs(24), "aud": ["https://api.%s" % pick(DOMAINS), "https://%s.auth0.com/userinfo" % rs(LO, 8)],
              "iat": ts_epoch(), "exp": ts_epoch() + 86400, "azp": rs(B62, 32), "scope": "openid profile email offline_access read:orders write:orders admin:billing",
              "permissions": sample(["read:orders", "write:orders", "read:users", "admin:billing", "export:reports", "manage:webhooks", "read:audit"], ri(3, 6)),
              "org_id": "org_" + rs(B62, 16), "sid": rs(B64U, 32)}
    return jwt(claims, alg="RS256", sig_bytes=256)


def s_long_token(lang):
    k = ri(0, 6)
    svc = pick(SERVICES)
    if k == 0:
        akid, sk, st = "ASIA" + rs(B32, 16), rs(B64, 40), "IQoJb3JpZ2luX2Vj" + b64e(rbytes(ri(300, 420)))
        block = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (akid, sk, st)
        secrets, label = [akid, sk, st], "AWS STS session credentials"
    elif k == 1:
        tok = _long_jwt()
        block = "Authorization: Bearer %s" % tok
        secrets, label = [tok], "RS256 access token (JWT)"
    elif k == 2:
        akid, sk = "STS." + rs(B62, 28), rs(B62, 44)
        st = "CAIS" + b64e(rbytes(ri(300, 380)))
        block = "export ALIBABA_CLOUD_ACCESS_KEY_ID=%s\nexport ALIBABA_CLOUD_ACCESS_KEY_SECRET=%s\nexport ALIBABA_CLOUD_SECURITY_TOKEN=%s" % (akid, sk, st)
        secrets, label = [akid, sk, st], "Alibaba Cloud STS token"
    elif k == 3:
        tok = "t1." + rs(B64U, 24) + "." + rs(B64U, ri(240, 300))
        block = "YC_IAM_TOKEN=%s" % tok
        secrets, label = [tok], "Yandex Cloud IAM token"
    elif k == 4:
        ak, sec = "PS" + rs(B62, 34), rs(B64, 180)
        block = '{\n  "grant_type": "client_credentials",\n  "appkey": "%s",\n  "appsecret": "%s"\n}' % (ak, sec)
        secrets, label = [ak, sec], "KIS Open API appkey/appsecret"
    elif k == 5:
        tok = "ya29.a0" + rs(B64U, ri(220, 300))
        block = "gcloud auth print-access-token\n%s" % tok
        secrets, label = [tok], "Google OAuth access token"
    else:
        tok = "eyJ" + rs(B64U, 60) + "." + rs(B64U, ri(300, 420)) + "." + rs(B64U, 43)
        block = "users:\n- name: ci-deployer\n  user:\n    token: %s" % tok
        secrets, label = [tok], "Kubernetes service-account token"
    mc = pk(lang, [
        ("The user pasted the credentials from their terminal so I could reproduce the 403 from {svc}:\n{B}", "{svc} 서비스의 403을 재현하라고 사용자가 터미널에서 자격 증명을 복사해 줬다:\n{B}"),
        ("I didn't know the token was short-lived; the one in the ticket:\n{B}", "토큰 수명이 짧다는 걸 몰랐다. 티켓에 있던 토큰:\n{B}"),
        ("{B}\nThat is what {svc}'s job had at the time of the failure.", "{B}\n장애 당시 {svc} 잡이 갖고 있던 값이 이거다."),
    ], B=block, svc=svc)
    les = pk(lang, [("Temporary tokens expire (often within an hour), so a 403 after a while usually means refresh, not permissions.", "임시 토큰은 보통 1시간 안에 만료되니, 시간이 지나 403이 나면 권한보다 갱신 문제인 경우가 많다."),
                    ("Long tokens get truncated by some terminals; copy them from the file, not the screen.", "긴 토큰은 터미널에서 잘리기도 하니 화면 말고 파일에서 복사해야 한다."),
                    ("Let the SDK fetch tokens itself instead of pasting them into env files.", "토큰을 env 파일에 붙이지 말고 SDK가 직접 받아오게 해야 한다.")])
    ask = pk(lang, [("Can I get a role I can assume myself instead of pasted tokens?", "붙여넣은 토큰 대신 제가 직접 assume할 수 있는 역할을 받을 수 있을까요?"), ("", "")])
    return "long token: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: passwords in app config files
def _cfg(lang):
    pwd = lambda forbid="": password(forbid=forbid)[0]
    k = ri(0, 15)
    u, h, db = pick(DB_USERS), host(), pick(DB_NAMES)
    if k == 0:
        p = pwd("\"'\\")
        return "spring application.yml", "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: %s\n    password: \"%s\"" % (h, db, u, p), [p]
    if k == 1:
        p = pwd("\"'\\")
        return "Django DATABASES", "DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}" % (db, u, p, h), [p]
    if k == 2:
        p = pwd("\"'\\")
        return "Rails database.yml", "production:\n  adapter: mysql2\n  database: %s\n  username: %s\n  password: '%s'\n  host: %s" % (db, u, p, h), [p]
    if k == 3:
        p = password(bare=True)[0]
        return "Laravel .env DB_PASSWORD", "DB_CONNECTION=mysql\nDB_HOST=%s\nDB_DATABASE=%s\nDB_USERNAME=%s\nDB_PASSWORD=%s" % (h, db, u, p), [p]
    if k == 4:
        p = pwd("'\\")
        return "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (db, u, p, h), [p]
    if k == 5:
        p = pwd(";#\"' ")
        return "grafana.ini admin_password", "[security]\nadmin_user = admin\nadmin_password = %s\ndisable_gravatar = true" % p, [p]
    if k == 6:
        p1, p2 = pwd("\"'\\ #"), pwd("\"'\\ #")
        return "docker-compose MYSQL_ROOT_PASSWORD + MYSQL_PASSWORD", "  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD: \"%s\"\n      MYSQL_USER: %s\n      MYSQL_PASSWORD: \"%s\"" % (p1, u, p2), [p1, p2]
    if k == 7:
        p = pwd("\"' #\\")
        return "redis.conf requirepass", "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmaxmemory 2gb" % p, [p]
    if k == 8:
        p = pwd("\"' #\\")
        return "rabbitmq.conf default_pass", "default_user = %s\ndefault_pass = %s\nlisteners.tcp.default = 5672" % (u, p), [p]
    if k == 9:
        p = pwd("\"\\")
        return "pgbouncer userlist.txt", "\"%s\" \"%s\"\n\"pgbouncer_admin\" \"md5%s\"" % (u, p, hexs(32)), [p]
    if k == 10:
        p = pwd("\"'\\ ")
        return "Ansible inventory ansible_password", "[windows]\nwin-app-01 ansible_host=%s\n\n[windows:vars]\nansible_user=Administrator\nansible_password=%s\nansible_connection=winrm" % (h, p), [p]
    if k == 11:
        p = pwd("\"\\")
        return "LDAP bind_password (sssd.conf)", "[domain/corp.internal]\nldap_uri = ldaps://%s\nldap_default_bind_dn = cn=svc-sssd,ou=svc,dc=corp,dc=internal\nldap_default_authtok = %s" % (h, p), [p]
    if k == 12:
        p = pwd("\"\\")
        return "appsettings.json SMTP Password", json.dumps({"Smtp": {"Host": "smtp.%s" % pick(DOMAINS), "Port": 587, "User": "noreply@%s" % pick(DOMAINS), "Password": p}}, indent=2, ensure_ascii=False), [p]
    if k == 13:
        p = pwd("\"'\\")
        return "Keycloak admin env", "KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD='%s'\nKC_DB_URL=jdbc:postgresql://%s/keycloak" % (p, h), [p]
    if k == 14:
        p = pwd("<>&\"'")
        return "Tomcat tomcat-users.xml", '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="%s" password="%s" roles="manager-gui,manager-script"/>\n</tomcat-users>' % (u, p), [p]
    p = pwd("\"'\\")
    return "Airflow connection URI", "AIRFLOW_CONN_WAREHOUSE='postgresql://%s:%s@%s:5432/%s'" % (u, pct(p, safe=URL_SAFE_PW), h, db), [pct(p, safe=URL_SAFE_PW)]


def s_config_password(lang):
    label, block, secrets = _cfg(lang)
    what_en, what_ko = pick(DB_WHAT + HOST_WHAT)
    t = topic(pick(["db", "host"]), lang, what=L(lang, what_en, what_ko), svc=pick(SERVICES), where=L(lang, "the config in the repo", "저장소의 설정 파일"))
    fields = compose(lang, t, block)
    return "config: password in %s" % label, fields, present(secrets, fields)


# ---------------------------------------------------------------- S: credential dotfiles
def _dot():
    k = ri(0, 13)
    u, h = pick(SSH_USERS + NAMES), pick(DOMAINS)
    if k == 0:
        p = password(bare=True)[0]
        return ".netrc", "machine artifacts.%s\n  login %s\n  password %s" % (h, u, p), [p]
    if k == 1:
        p = password(forbid=":\\")[0]
        return ".pgpass", "%s:5432:*:%s:%s" % (host(), pick(DB_USERS), p), [p]
    if k == 2:
        t = pick(["ghp_" + rs(B62, 36), "glpat-" + rs(B64U, 20)])
        return ".git-credentials", "https://%s:%s@%s" % (u, t, pick(["github.com", "gitlab.%s" % h])), [t]
    if k == 3:
        p = password(forbid="\"\\")[0]
        blob = b64e((u + ":" + p).encode())
        return "docker config.json auth", json.dumps({"auths": {"registry.%s" % h: {"auth": blob}}}, indent=2), [blob]
    if k == 4:
        t = "npm_" + rs(B62, 36)
        return ".npmrc _authToken", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\n@acme:registry=https://npm.pkg.github.com" % t, [t]
    if k == 5:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, ri(100, 140))
        return ".pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t]
    if k == 6:
        p = password(forbid="<>&\"'")[0]
        return "Maven settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, p), [p]
    if k == 7:
        p = password(forbid="<>&\"'")[0]
        return "NuGet.config ClearTextPassword", '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, p), [p]
    if k == 8:
        a, s = "AKIA" + rs(B32, 16), rs(B64, 40)
        return "~/.aws/credentials", "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", "prod", "backup"]), a, s, pick(REGIONS)), [a, s]
    if k == 9:
        p = rs(B64U, ri(30, 44))
        return "rclone.conf (obscured pass, reversible)", "[nas]\ntype = sftp\nhost = %s\nuser = %s\npass = %s" % (host(), u, p), [p]
    if k == 10:
        p = password(forbid="\"'\\ #;")[0]
        return ".my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (pick(DB_USERS), p, host()), [p]
    if k == 11:
        t = "ghp_" + rs(B62, 36)
        return "composer auth.json", json.dumps({"github-oauth": {"github.com": t}}, indent=4), [t]
    if k == 12:
        p1, p2 = password(bare=True)[0], password(bare=True)[0]
        return "gradle.properties", "ossrhUsername=%s\nossrhPassword=%s\nsigning.keyId=%s\nsigning.password=%s\nsigning.secretKeyRingFile=/home/%s/.gnupg/secring.gpg" % (u, p1, rs(HEXU, 8), p2, u), [p1, p2]
    t = "gho_" + rs(B62, 36)
    return "gh hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, t), [t]


def s_dotfile(lang):
    label, block, secrets = _dot()
    t = topic("ci", lang, what=L(lang, *pick(CI_WHAT)) if lang == "en" else pick(CI_WHAT)[1], svc=pick(SERVICES),
              where=L(lang, "the user's home directory", "사용자 홈 디렉터리"))
    fields = compose(lang, t, block)
    return "dotfile: %s" % label, fields, present(secrets, fields)


# ---------------------------------------------------------------- S: application secrets / signing keys
def _app():
    k = ri(0, 11)
    if k == 0:
        v = "django-insecure-" + rs(LOWDIG + "!@#$%^&*(-_=+)", 50)
        return "Django SECRET_KEY", "SECRET_KEY = '%s'" % v, [v]
    if k == 1:
        v = hexs(128)
        return "Rails secret_key_base", "production:\n  secret_key_base: %s" % v, [v]
    if k == 2:
        v = "base64:" + b64e(rbytes(32))
        return "Laravel APP_KEY", "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=%s\nAPP_DEBUG=false" % v, [v]
    if k == 3:
        v = rs(B62, 64)
        return "JWT_SECRET", "JWT_SECRET=%s\nJWT_EXPIRES_IN=1d" % v, [v]
    if k == 4:
        v = b64e(rbytes(32))
        return "NEXTAUTH_SECRET", "NEXTAUTH_URL=https://%s\nNEXTAUTH_SECRET=%s" % (pick(DOMAINS), v), [v]
    if k == 5:
        v = b64ue(rbytes(32)) + "="
        return "Fernet key", "from cryptography.fernet import Fernet\nf = Fernet(b\"%s\")" % v, [v]
    if k == 6:
        priv, pub, psk = b64e(rbytes(32)), b64e(rbytes(32)), b64e(rbytes(32))
        return "WireGuard PrivateKey + PresharedKey (PublicKey not secret)", "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/24\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % (
            priv, ri(2, 200), pub, psk, pick(DOMAINS)), [priv, psk]
    if k == 7:
        keys = [b64e(rbytes(33)) for _ in range(3)]
        root = "hvs." + rs(B62, 24)
        return "Vault unseal keys + root token", "Unseal Key 1: %s\nUnseal Key 2: %s\nUnseal Key 3: %s\n\nInitial Root Token: %s" % (keys[0], keys[1], keys[2], root), keys + [root]
    if k == 8:
        v = hexs(32)
        return "Rails master.key", "$ cat config/master.key\n%s" % v, [v]
    if k == 9:
        ks = [b64e(rbytes(16)) for _ in range(2)]
        jw, aj, salt = b64e(rbytes(16)), b64e(rbytes(16)), b64e(rbytes(16))
        return "Strapi APP_KEYS / JWT secrets", "APP_KEYS=%s,%s\nJWT_SECRET=%s\nADMIN_JWT_SECRET=%s\nAPI_TOKEN_SALT=%s" % (ks[0], ks[1], jw, aj, salt), ks + [jw, aj, salt]
    if k == 10:
        v = hexs(64)
        return "AES-256 data key (hex)", "# field-level encryption key for PII columns\nPII_ENCRYPTION_KEY=%s" % v, [v]
    v = hexs(32)
    return "Symfony APP_SECRET", "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET=%s\n###< symfony/framework-bundle ###" % v, [v]


def s_app_secret(lang):
    label, block, secrets = _app()
    svc = pick(SERVICES)
    mc = pk(lang, [
        ("After the redeploy every user was logged out of {svc}; I didn't know the signing secret lived only on the old host:\n{B}", "재배포 후 {svc} 서비스 사용자가 전부 로그아웃됐다. 서명 시크릿이 예전 호스트에만 있다는 걸 몰랐다:\n{B}"),
        ("The new replica of {svc} couldn't decrypt existing rows. The value from the old server:\n{B}", "{svc} 서비스 새 레플리카가 기존 데이터를 복호화하지 못했다. 예전 서버에 있던 값:\n{B}"),
        ("I was asked to containerize {svc}; this was hard-coded in the repo:\n{B}", "{svc} 서비스를 컨테이너로 옮기라는 요청이었는데, 저장소에 이게 하드코딩돼 있었다:\n{B}"),
    ], svc=svc, B=block)
    les = pk(lang, [("Every instance must share the same secret or sessions/tokens break; inject it from the secret store.", "모든 인스턴스가 같은 시크릿을 써야 세션과 토큰이 깨지지 않는다. 시크릿 저장소에서 주입해야 한다."),
                    ("Rotating this key invalidates sessions and encrypted data, so plan a re-encryption step first.", "이 키를 교체하면 세션과 암호화된 데이터가 무효가 되니 재암호화 단계를 먼저 계획해야 한다."),
                    ("Secrets like this must not be in the image; pass them at runtime.", "이런 시크릿은 이미지에 넣지 말고 실행 시점에 넘겨야 한다.")])
    ask = pk(lang, [("Can I rotate it once the secret store is wired in?", "시크릿 저장소 연동이 끝나면 교체해도 될까요?"), ("", ""), ("Who else has a copy of this value?", "이 값 사본을 가진 사람이 또 있나요?")])
    return "app secret: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: passwords in chat / prose (people)
def s_chat_password(lang):
    st = wpick([("human", 30), ("passphrase", 10), ("korkbd", 20), ("hangul", 20), ("punct", 8), ("machine", 5)])
    pw = password(forbid="`", style=st)[0]
    person = pick(KO_PERSON) if lang == "ko" else cap(pick(NAMES))
    what_en, what_ko = pick([("the office NAS admin", "사무실 NAS 관리자"), ("the shared Jenkins admin", "공용 Jenkins 관리자"),
                             ("the router admin page", "공유기 관리자 페이지"), ("the company certificate", "회사 공동인증서"),
                             ("the accounting ERP login", "회계 ERP 로그인"), ("the old WordPress admin", "예전 WordPress 관리자"),
                             ("the test iPhone's Apple ID", "테스트 아이폰 Apple ID"), ("the shared Gmail inbox", "공용 Gmail 계정")])
    what = L(lang, what_en, what_ko)
    form = ri(0, 3)
    if form == 0:
        block = "[%02d:%02d] %s: %s\n[%02d:%02d] %s: %s" % (
            ri(8, 22), ri(0, 59), person, L(lang, "password for %s is %s" % (what, pw), "%s 비번 %s 이에요" % (what, pw)),
            ri(8, 22), ri(0, 59), person, L(lang, "please don't write it down anywhere", "어디 적어두지는 마세요 ㅎㅎ"))
        mc = pk(lang, [("I needed {W} access to finish the task. From the team chat:\n{B}", "작업을 끝내려면 {W} 접근이 필요했다. 팀 채팅 내용:\n{B}")], W=what, B=block)
        les = pk(lang, [("Shared human passwords should move to the password manager; I used it once for the export only.", "사람이 공유하는 비밀번호는 패스워드 매니저로 옮겨야 한다. export할 때 한 번만 썼다.")])
    elif form == 1:
        mc = pk(lang, [("{P} told me the password for {W} is {S} and that it hasn't been changed since last year.", "{P}님이 {W} 비밀번호가 {S} 이고 작년 이후로 안 바뀌었다고 알려줬다."),
                       ("{W} uses a personal password ({S}) that {P} set up; nobody else knew it.", "{W} 쪽은 {P}님이 설정한 개인 비밀번호({S})를 쓰고 있었고 다른 사람은 아무도 몰랐다.")], P=person, W=what, S=pw)
        les = pk(lang, [("Ask for a service account before automating anything behind a personal login.", "개인 로그인 뒤에 있는 걸 자동화하기 전에 서비스 계정을 요청해야 한다."),
                        ("The login works, but the account has 2FA on new devices, so automation needs a different path.", "로그인은 되지만 새 기기에서 2FA가 걸려서 자동화는 다른 방법이 필요하다.")])
    elif form == 2:
        mc = pk(lang, [("I didn't have credentials for {W}.", "{W} 자격 증명이 없었다."), ("The export from {W} needed a login nobody had written down.", "{W} export에 필요한 로그인 정보가 어디에도 적혀 있지 않았다.")], W=what)
        les = pk(lang, [("{P} gave me the password in a DM: {S} . It worked, but it should be rotated after the migration.", "{P}님이 DM으로 비밀번호를 알려줬다: {S} . 동작은 했지만 마이그레이션 후 교체해야 한다."),
                        ("Password (from {P}): {S}\nLogin page is behind the VPN.", "비밀번호({P}님 제공): {S}\n로그인 페이지는 VPN 안에 있다.")], P=person, S=pw)
    else:
        mc = pk(lang, [("I needed {W} to check the invoice settings.", "송장 설정을 확인하려면 {W} 접근이 필요했다.")], W=what)
        les = pk(lang, [("The account exists, but I couldn't confirm the password.", "계정은 있는데 비밀번호를 확인하지 못했다.")])
        ask = pk(lang, [("Is the password for {W} still {S}, or did {P} change it?", "{W} 비밀번호가 아직 {S} 인가요, 아니면 {P}님이 바꿨나요?")], W=what, S=pw, P=person)
        return "chat: person's password only in a question (%s style)" % st, fields3(mc, les, ask), [pw]
    ask = pk(lang, [("Can we get a shared vault entry for {W}?", "{W}용 공용 vault 항목을 만들 수 있을까요?"), ("", ""),
                    ("Should I ask {P} to change it now that it's in my notes?", "제 노트에 남았으니 {P}님께 변경을 요청할까요?")], W=what, P=person)
    return "chat: person's password in prose (%s style)" % st, fields3(mc, les, ask), [pw]


# ---------------------------------------------------------------- S: SQL statements carrying passwords
def s_sql_password(lang):
    pw = password(forbid="'\"\\")[0]
    u = pick(DB_USERS)
    db = pick(DB_NAMES)
    stmts = [
        ("MySQL CREATE USER IDENTIFIED BY", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (u, pw, db, u)),
        ("Postgres ALTER ROLE PASSWORD", "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, pw)),
        ("Postgres CREATE ROLE LOGIN PASSWORD", "CREATE ROLE %s LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (u, pw)),
        ("MySQL SET PASSWORD FOR", "SET PASSWORD FOR '%s'@'localhost' = '%s';" % (u, pw)),
        ("MSSQL CREATE LOGIN WITH PASSWORD", "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;" % (u, pw)),
        ("Oracle ALTER USER IDENTIFIED BY", 'ALTER USER %s IDENTIFIED BY "%s" ACCOUNT UNLOCK;' % (u.upper(), pw)),
        ("MongoDB createUser pwd", 'db.createUser({ user: "%s", pwd: "%s", roles: [{ role: "readWrite", db: "%s" }] })' % (u, pw, db)),
        ("postgres_fdw USER MAPPING password", "CREATE USER MAPPING FOR %s SERVER legacy_srv OPTIONS (user 'legacy_ro', password '%s');" % (u, pw)),
        ("Snowflake CREATE USER PASSWORD", "CREATE USER %s PASSWORD = '%s' DEFAULT_ROLE = ANALYST MUST_CHANGE_PASSWORD = FALSE;" % (u.upper(), pw)),
    ]
    label, sql = pick(stmts)
    what_en, what_ko = pick(DB_WHAT)
    t = topic("db", lang, what=L(lang, what_en, what_ko), svc=pick(SERVICES), where=L(lang, "the migration file", "마이그레이션 파일"))
    fields = compose(lang, t, sql)
    return "sql: %s" % label, fields, present([pw], fields)


# ---------------------------------------------------------------- S: k8s Secret with base64 data
def s_k8s_b64(lang):
    u = pick(DB_USERS)
    pw = password()[0]
    svc = pick(SERVICES)
    if chance(0.7):
        ub, pb = b64e(u.encode()), b64e(pw.encode())
        block = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (svc, ub, pb)
        secrets, label = [pb], "data.password base64"
        if chance(0.3):
            block += "\n\n$ kubectl get secret %s-db -o jsonpath='{.data.password}' | base64 -d\n%s" % (svc, pw)
            secrets.append(pw)
    else:
        reg = "registry.%s" % pick(DOMAINS)
        auth = b64e((u + ":" + pw).encode())
        cfg = json.dumps({"auths": {reg: {"username": u, "password": pw, "auth": auth}}}, separators=(",", ":"), ensure_ascii=False)
        blob = b64e(cfg.encode())
        block = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % blob
        secrets, label = [blob], ".dockerconfigjson base64"
    t = topic("ci", lang, what=L(lang, *pick(CI_WHAT)) if lang == "en" else pick(CI_WHAT)[1], svc=svc, where=L(lang, "the manifests repo", "매니페스트 저장소"))
    fields = compose(lang, t, block)
    return "k8s: Secret %s" % label, fields, present(secrets, fields)


# ---------------------------------------------------------------- S: rotation diff (old and new values)
def s_diff_rotation(lang):
    if chance(0.6):
        v = use_vendor(fresh(VENDOR_CYCLE, lambda x: x["n_listed"] == 1))
        lab = [l for l, _, listed in v["gen"]() if listed][0]
        old, new = listed_vals(vendor_items(v))[0], listed_vals(vendor_items(v))[0]
        name = brand(v)
    else:
        lab, old, new, name = "DB_PASSWORD", password(bare=True)[0], password(bare=True)[0], "DB"
    f = pick([".env.production", "deploy/values-prod.yaml", "config/secrets.env", "infra/prod.tfvars"])
    if f.endswith(".yaml"):
        o, n = "  %s: %s" % (lab.lower(), old), "  %s: %s" % (lab.lower(), new)
    elif f.endswith(".tfvars"):
        o, n = '%s = "%s"' % (lab.lower(), old), '%s = "%s"' % (lab.lower(), new)
    else:
        o, n = "%s=%s" % (lab, old), "%s=%s" % (lab, new)
    block = "diff --git a/%s b/%s\nindex %s..%s 100644\n--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n LOG_LEVEL=info\n-%s\n+%s\n TZ=Asia/Seoul" % (
        f, f, hexs(7), hexs(7), f, f, ri(3, 40), ri(3, 40), o, n)
    mc = pk(lang, [("The rotation PR for {N} was opened from the user's machine and nobody noticed the file was tracked:\n{B}", "{N} 교체 PR이 사용자 PC에서 올라왔는데, 이 파일이 추적 중이라는 걸 아무도 몰랐다:\n{B}"),
                   ("I reviewed the {N} rotation and didn't realize the diff itself exposes both values:\n{B}", "{N} 교체를 리뷰하면서 diff 자체에 두 값이 다 드러난다는 걸 몰랐다:\n{B}")], N=name, B=block)
    les = pk(lang, [("A rotation diff leaks the old and the new value; revoke the old one immediately and keep the file out of git.", "교체 diff에는 예전 값과 새 값이 모두 드러난다. 예전 값은 즉시 폐기하고 파일은 git에서 빼야 한다."),
                    ("Add the file to .gitignore and purge it from history; rotating alone is not enough once it is pushed.", "파일을 .gitignore에 넣고 히스토리에서 지워야 한다. 푸시된 뒤에는 교체만으로는 부족하다.")])
    ask = pk(lang, [("Should I rewrite history on that branch?", "그 브랜치 히스토리를 다시 써도 될까요?"), ("", "")])
    return "diff: rotated credential (old and new both listed) (%s)" % name, fields3(mc, les, ask), [old, new]


# ---------------------------------------------------------------- S: credentials leaking through logs and plans
def s_log_leak(lang):
    k = ri(0, 4)
    svc = pick(SERVICES)
    if k == 0:
        t = rs(B62, 40)
        block = '%s - - [%s] "GET /api/v1/export?format=csv&access_token=%s HTTP/1.1" 200 51234 "-" "python-requests/2.32.3"' % (host(), log_ts(), t)
        secrets, label = [t], "nginx access log query token"
    elif k == 1:
        p = password(forbid="\"\\")[0]
        block = '  # module.db.aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {\n      + engine         = "postgres"\n      + username       = "%s"\n      + password       = "%s"\n      + instance_class = "db.t4g.medium"\n    }' % (pick(DB_USERS), p)
        secrets, label = [p], "terraform plan unmarked sensitive"
    elif k == 2:
        t = "ghp_" + rs(B62, 36)
        block = "Run curl -sf -H \"Authorization: token %s\" https://api.github.com/repos/acme/%s/releases/latest\n  curl -sf -H \"Authorization: token %s\" https://api.github.com/repos/acme/%s/releases/latest\n  shell: /usr/bin/bash -e {0}" % (t, svc, t, svc)
        secrets, label = [t], "CI log echoing the command"
    elif k == 3:
        p = password(forbid="\"\\ ;")[0]
        block = "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n    at ...DataSourceUtils.getConnection(DataSourceUtils.java:84)\nCaused by: java.sql.SQLException: Access denied for user '%s'@'10.%d.%d.%d' (using password: YES)\n  [datasource.url=jdbc:mysql://%s:3306/%s?user=%s&password=%s]" % (
            pick(DB_USERS), ri(0, 40), ri(0, 255), ri(0, 255), host(), pick(DB_NAMES), pick(DB_USERS), p)
        secrets, label = [p], "Java exception with JDBC URL"
    else:
        t = "xoxb-%s-%s-%s" % (digits(12), digits(13), rs(B62, 24))
        block = "[%s] celery.worker ERROR Task notify_slack raised: SlackApiError('invalid_auth')\n  kwargs={'channel': '#deploys', 'token': '%s', 'text': 'release done'}" % (log_ts(), t)
        secrets, label = [t], "Celery task kwargs"
    mc = pk(lang, [("I was asked why {svc} failed overnight; the log the user pasted:\n{B}", "{svc} 서비스가 밤새 실패한 이유를 봐 달라는 요청이었고, 사용자가 붙인 로그:\n{B}"),
                   ("{B}\nI didn't realize our logging prints this in full.", "{B}\n우리 로깅이 이걸 통째로 찍는다는 걸 몰랐다.")], svc=svc, B=block)
    les_opts = [("Tokens in query strings end up in access logs; send them in a header instead.", "쿼리스트링의 토큰은 access 로그에 남는다. 헤더로 보내야 한다."),
                ("Mark the value as sensitive / masked so it is not printed.", "값을 sensitive/masked로 지정해서 출력되지 않게 해야 한다."),
                ("The log has to be scrubbed and the credential rotated; the log storage keeps 30 days.", "로그를 정리하고 자격 증명을 교체해야 한다. 로그 저장소는 30일 보관이다.")]
    les = pk(lang, [les_opts[0] if k == 0 else les_opts[1] if k in (1, 2) else les_opts[2], les_opts[2]])
    ask = pk(lang, [("Should I open a ticket to rotate it and purge the logs?", "교체와 로그 삭제 티켓을 열까요?"), ("", "")])
    return "log leak: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: several credentials in one note
def s_multi_secret(lang):
    vs = [use_vendor(fresh(VENDOR_CYCLE)) for _ in range(ri(2, 3))]
    items = []
    for v in vs:
        items += [x for x in vendor_items(v) if x[2] or chance(0.5)]
    pw = password(bare=True)[0]
    items.insert(ri(0, len(items)), ("DB_PASSWORD", pw, True))
    items = with_noise(items, 1, 3)
    svc = pick(SERVICES)
    ctx = {"svc": svc, "vendor": ", ".join(brand(v) for v in vs), "lang": lang}
    cname, block, where = render_container(items, ctx, ["env", "export", "k8s_secret", "compose", "gha", "gitlab", "yaml", "table", "launch_json"])
    env = [lab for lab, _, listed in items if listed and lab != "DB_PASSWORD"][0]
    t = topic("token", lang, V=brand(vs[0]), svc=svc, ENV=env, where=where)
    fields = compose(lang, t, block)
    return "multi: %d credentials in %s" % (len(listed_vals(items)), cname), fields, present(listed_vals(items), fields)


# ---------------------------------------------------------------- S: kubeconfig
def s_kubeconfig(lang):
    ca = b64e(rbytes(60))[:ri(40, 70)]
    server = "https://%s.gr7.%s.eks.amazonaws.com" % (hexs(32).upper(), pick(REGIONS)) if chance(0.5) else "https://%s:6443" % host()
    if chance(0.5):
        tok = "eyJhbGciOiJSUzI1NiIsImtpZCI6Ij" + rs(B64U, 40) + "." + rs(B64U, ri(140, 200)) + "." + rs(B64U, 342)
        user = "    token: %s" % tok
        secrets, label = [tok], "user token"
    else:
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        pem = "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(_pem_lines(b64e(der))) + "\n-----END EC PRIVATE KEY-----\n"
        kd = b64e(pem.encode())
        user = "    client-certificate: /home/ci/.kube/ci.crt\n    client-key-data: %s" % kd
        secrets, label = [kd], "client-key-data"
    block = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: %s\n  name: prod\nusers:\n- name: ci\n  user:\n%s" % (ca, server, user)
    mc = pk(lang, [("The deploy job could not reach the cluster; the user sent the relevant part of their kubeconfig:\n{B}", "배포 잡이 클러스터에 접근하지 못해서 사용자가 kubeconfig 일부를 보내줬다:\n{B}")], B=block)
    les = pk(lang, [("The CI kubeconfig must use a scoped service account, not a personal admin config.", "CI kubeconfig는 개인 관리자 설정이 아니라 권한이 좁은 서비스 계정을 써야 한다."),
                    ("certificate-authority-data is public, but the user token / client key are full cluster credentials.", "certificate-authority-data는 공개 정보지만 user token과 client key는 클러스터 자격 증명 그 자체다.")])
    ask = pk(lang, [("Can you revoke that kubeconfig and issue a CI-only one?", "그 kubeconfig를 폐기하고 CI 전용으로 발급해 주실 수 있나요?"), ("", "")])
    return "kubeconfig: %s" % label, fields3(mc, les, ask), secrets


# ---------------------------------------------------------------- S: SMTP app passwords
def s_smtp(lang):
    k = ri(0, 2)
    if k == 0:
        pw = " ".join(rs(LO, 4) for _ in range(4))
        block = "EMAIL_HOST = \"smtp.gmail.com\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"noreply@%s\"\nEMAIL_HOST_PASSWORD = \"%s\"\nEMAIL_USE_TLS = True" % (pick(DOMAINS), pw)
        secrets, label = [pw], "Gmail app password (grouped)"
    elif k == 1:
        u, pw = "AKIA" + rs(B32, 16), "B" + rs(B64, 43)
        block = "spring.mail.host=email-smtp.%s.amazonaws.com\nspring.mail.port=587\nspring.mail.username=%s\nspring.mail.password=%s" % (pick(REGIONS), u, pw)
        secrets, label = [u, pw], "Amazon SES SMTP credentials"
    else:
        pw = rs(UPDIG, 12)
        block = "const transporter = nodemailer.createTransport({\n  host: 'smtp.naver.com',\n  port: 465,\n  secure: true,\n  auth: { user: '%s@naver.com', pass: '%s' },\n});" % (pick(KO_NAMES), pw)
        secrets, label = [pw], "Naver mail app password"
    t = topic("ci", lang, what=L(lang, "the outbound mail relay", "메일 발송 서버"), svc=pick(SERVICES), where=L(lang, "settings", "설정"))
    fields = compose(lang, t, block)
    return "smtp: %s" % label, fields, present(secrets, fields)


# ================================================================= CLEAN NOTES
CLEAN_TOPIC = {
    "en": {
        "task": ["document the setup for {svc}", "onboard a new developer to {svc}", "clean up the config of {svc}", "review the PR that touches {svc}'s config",
                 "write the runbook section for {svc}", "debug a failing deploy of {svc}", "upgrade {svc}'s dependencies", "prepare {svc} for the audit"],
        "problem": ["I wasn't sure which of these values are real and which are templates", "the docs and the repo disagreed",
                    "I assumed the value had to be filled in by hand", "the template was missing a variable", "I didn't know where the real values come from",
                    "I mixed up the sample file with the real one"],
        "fix": ["the file only holds references; real values are injected at deploy time", "keep samples obviously fake and load real values from the secret store",
                "nothing in this snippet is sensitive; it is safe to commit", "the values are filled in by the pipeline, never by hand",
                "check the rendered output, not the template"],
        "q": ["is this the template you want new services to copy?", "should the sample file live next to the real config?", "who maintains the secret store paths for {svc}?",
              "do you want this documented in the README as well?"],
        "hint": ["The pipeline fails fast if a reference is missing.", "A missing variable shows up as an empty string, not an error.", "Keep the example in sync with the code."],
    },
    "ko": {
        "task": ["{svc} 서비스 설정 문서화", "{svc} 서비스 신규 입사자 온보딩", "{svc} 서비스 설정 정리", "{svc} 서비스 설정을 건드리는 PR 리뷰",
                 "{svc} 서비스 런북 섹션 작성", "{svc} 서비스 배포 실패 디버깅", "{svc} 서비스 의존성 업그레이드", "{svc} 서비스 감사 대비 준비"],
        "problem": ["어떤 값이 실제 값이고 어떤 값이 템플릿인지 헷갈렸다", "문서와 저장소 내용이 서로 달랐다", "값을 손으로 채워야 하는 줄 알았다",
                    "템플릿에 변수 하나가 빠져 있었다", "실제 값이 어디서 오는지 몰랐다", "샘플 파일과 실제 파일을 혼동했다"],
        "fix": ["이 파일에는 참조만 있고 실제 값은 배포 시점에 주입된다", "샘플은 누가 봐도 가짜로 두고 실제 값은 시크릿 저장소에서 읽는다",
                "이 스니펫에는 민감한 값이 없어서 커밋해도 된다", "값은 파이프라인이 채우고 사람이 손으로 넣지 않는다", "템플릿 말고 렌더링된 결과를 확인해야 한다"],
        "q": ["새 서비스들이 복사해 갈 템플릿이 이게 맞나요?", "샘플 파일을 실제 설정 옆에 둘까요?", "{svc} 서비스 시크릿 저장소 경로는 누가 관리하나요?",
              "README에도 정리해 둘까요?"],
        "hint": ["참조가 빠지면 파이프라인이 바로 실패한다.", "빠진 변수는 에러가 아니라 빈 문자열로 들어간다.", "예시는 코드와 같이 갱신하기."],
    },
}


def clean_topic(lang, svc, where):
    b = CLEAN_TOPIC[lang]
    out = {k: pick(b[k]).format(svc=svc) for k in ["task", "problem", "fix", "q", "hint"]}
    out["where"] = where
    out["svc"] = svc
    return out


def override(t, lang, key, pairs):
    t[key] = pk(lang, pairs)
    if key == "fix":
        t["hint"] = ""
    return t


def clean_compose(lang, block, svc=None, where=None, t=None):
    svc = svc or pick(SERVICES)
    t = t or clean_topic(lang, svc, where or L(lang, "the repo", "저장소"))
    return compose(lang, t, block)


# ---------------------------------------------------------------- C: placeholders / templated values
def placeholder_for(label, val):
    """A value that is obviously not a real credential, shaped after the real one."""
    pre = ""
    for cand in ["sk_live_", "rk_live_", "pk_live_", "whsec_", "sk-proj-", "sk-ant-api03-", "ghp_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "AKIA",
                 "SG.", "npm_", "pypi-", "dckr_pat_", "hf_", "shpat_", "dop_v1_", "lin_api_", "AIza", "live_sk_", "test_sk_", "LTAI", "AKID", "hvs."]:
        if val.startswith(cand):
            pre = cand
            break
    opts = ["<your-%s>" % kebab(label), "YOUR_%s_HERE" % label, "${%s}" % label, "<REPLACE_ME>", "{{ .Values.%s }}" % camel(label),
            "{{ vault_%s }}" % label.lower(), "changeme-%s" % rs(LO, 0) if False else "<changeme>", "%%(%s)s" % label.lower(), "$(cat /run/secrets/%s)" % label.lower(),
            "op://Engineering/%s/credential" % pick(["Stripe", "GitHub", "Slack", "AWS", "Kakao", "Toss"]), "<paste-token-here>", "your-api-key"]
    if pre:
        n = max(8, len(val) - len(pre))
        opts += [pre + "X" * n, pre + "x" * n, pre + "…", pre + "XXXX", pre + "<key>"]
    return pick(opts)


def c_placeholder(lang):
    v = CLEAN_VENDOR_CYCLE.next()
    items = [(lab, placeholder_for(lab, val) if listed else val, listed) for lab, val, listed in vendor_items(v)]
    items = with_noise(items, 0, 3)
    svc = pick(SERVICES)
    ctx = {"svc": svc, "vendor": brand(v), "lang": lang}
    cname, block, where = render_container(items, ctx, ["env", "export", "yaml", "json", "toml", "ini", "properties", "k8s_secret", "compose", "gha",
                                                        "gitlab", "terraform", "python", "js", "go", "ruby", "php", "dockerfile", "table"])
    fname = pick([".env.example", "config.sample.yaml", "values.example.yaml", L(lang, "the README", "README"), "docs/setup.md", L(lang, "the template", "템플릿")])
    t = clean_topic(lang, svc, fname)
    return "clean: placeholder values (%s, %s)" % (brand(v), cname), compose(lang, t, block)


# ---------------------------------------------------------------- C: masked output
def c_masked(lang):
    k = ri(0, 9)
    last4 = rs(B62, 4)
    if k == 0:
        block = "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (rs(UPDIG, 4), rs(B62, 4), pick(REGIONS))
        label = "aws configure list"
    elif k == 1:
        block = "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(NAMES)
        label = "gh auth status"
    elif k == 2:
        block = "$ kubectl describe secret %s-db -n prod\nName:         %s-db\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (pick(SERVICES), pick(SERVICES), ri(12, 40), ri(3, 12))
        label = "kubectl describe secret"
    elif k == 3:
        block = "$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL: postgres://%s:********@%s:5432/%s\nREDIS_URL:    rediss://:********@%s:6379\nSTRIPE_SECRET_KEY: sk_live_…%s" % (pick(SERVICES), pick(SERVICES), rs(LO, 14), host(), rs(LO, 14), host(), last4)
        label = "heroku config (masked)"
    elif k == 4:
        block = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s-db\"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }" % pick(SERVICES)
        label = "terraform plan (sensitive value)"
    elif k == 5:
        block = "Run ./scripts/deploy.sh\n  env:\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n    SLACK_WEBHOOK_URL: ***\n+ aws s3 sync ./dist s3://%s-prod-assets --delete" % pick(["acme", "shop"])
        label = "GitHub Actions log (***)"
    elif k == 6:
        block = "%s INFO  auth: calling %s with key=%s…%s (len=%d)" % (log_ts(), pick(["api.openai.com", "api.stripe.com", "api.sendgrid.com"]), pick(["sk-proj-", "sk_live_", "SG."]), last4, pick([51, 107, 164]))
        label = "log with key prefix and last 4"
    elif k == 7:
        block = L(lang, "| name | value |\n|---|---|\n| DB_PASSWORD | `••••••••••` (in 1Password) |\n| STRIPE_SECRET_KEY | `sk_live_••••%s` |\n| SLACK_BOT_TOKEN | `xoxb-••••` |" % last4,
                  "| 이름 | 값 |\n|---|---|\n| DB_PASSWORD | `••••••••••` (1Password에 있음) |\n| STRIPE_SECRET_KEY | `sk_live_••••%s` |\n| SLACK_BOT_TOKEN | `xoxb-••••` |" % last4)
        label = "wiki table with bullets"
    elif k == 8:
        block = "Started by user %s\n[Pipeline] withCredentials\nMasking supported pattern matches of $REGISTRY_PASSWORD\n[Pipeline] sh\n+ docker login -u ci-bot -p **** registry.%s\nLogin Succeeded" % (pick(NAMES), pick(DOMAINS))
        label = "Jenkins masked credentials"
    else:
        block = "Parameters: {\"email\"=>\"%s@%s\", \"password\"=>\"[FILTERED]\", \"otp_attempt\"=>\"[FILTERED]\", \"remember_me\"=>\"1\"}" % (pick(NAMES), pick(DOMAINS))
        label = "Rails filtered params"
    return "clean: masked output (%s)" % label, clean_compose(lang, block, where=L(lang, "the terminal output", "터미널 출력"))


# ---------------------------------------------------------------- C: env-var and secret-manager references
def c_envref(lang):
    k = ri(0, 17)
    svc = pick(SERVICES)
    if k == 0:
        block = "stripe.api_key = os.environ[\"STRIPE_SECRET_KEY\"]\nopenai_client = OpenAI(api_key=os.getenv(\"OPENAI_API_KEY\"))"
    elif k == 1:
        block = "const token = process.env.GITHUB_TOKEN ?? '';\nif (!token) throw new Error('GITHUB_TOKEN is not set');"
    elif k == 2:
        block = "      - name: Publish\n        run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}"
    elif k == 3:
        block = "          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: %s-db\n                  key: password" % svc
    elif k == 4:
        block = "$ aws secretsmanager get-secret-value --secret-id prod/%s/db --query SecretString --output text | jq -r .password > /dev/null\n# ARN: arn:aws:secretsmanager:%s:%s:secret:prod/%s/db-%s" % (svc, pick(REGIONS), aws_account(), svc, rs(B62, 6))
    elif k == 5:
        block = "$ vault kv get -field=password secret/%s/postgres\n$ export DB_PASSWORD=\"$(vault kv get -field=password secret/%s/postgres)\"" % (svc, svc)
    elif k == 6:
        block = "DATABASE_URL=op://Engineering/%s-postgres/connection-string\nSTRIPE_SECRET_KEY=op://Engineering/Stripe/secret-key\n$ op run --env-file=.env.tpl -- npm start" % svc
    elif k == 7:
        block = "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/%s)" % (rs(LO, 6), hexs(32))
    elif k == 8:
        block = "spring:\n  datasource:\n    url: jdbc:postgresql://${DB_HOST:localhost}:5432/%s\n    username: ${DB_USER}\n    password: ${DB_PASSWORD:}" % pick(DB_NAMES)
    elif k == 9:
        block = "$ aws ssm get-parameter --name /%s/prod/DB_PASSWORD --with-decryption --query Parameter.Value --output text" % svc
    elif k == 10:
        block = "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}\n\nresource \"aws_db_instance\" \"main\" {\n  username = \"app\"\n  password = var.db_password\n}"
    elif k == 11:
        block = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
    elif k == 12:
        block = "$ doppler run --project %s --config prd -- ./bin/server\n$ doppler secrets get STRIPE_SECRET_KEY --plain > /dev/null  # only checks it exists" % svc
    elif k == 13:
        block = "curl -sS https://api.github.com/user -H \"Authorization: Bearer $GITHUB_TOKEN\"\ncurl -sS -u \"$JIRA_EMAIL:$JIRA_API_TOKEN\" https://acme.atlassian.net/rest/api/3/myself"
    elif k == 14:
        block = "DATABASE_URL=postgresql://%s:${DB_PASSWORD}@%s:5432/%s?sslmode=require" % (pick(DB_USERS), host(), pick(DB_NAMES))
    elif k == 15:
        block = "mysqldump -u%s -p\"$MYSQL_PWD\" --single-transaction %s | gzip > /backup/%s.sql.gz\nSSHPASS=\"$(cat /run/secrets/ssh_pw)\" sshpass -e ssh %s@%s" % (
            pick(DB_USERS), pick(DB_NAMES), pick(DB_NAMES), pick(SSH_USERS), host())
    elif k == 16:
        block = "AUTH=$(printf '%%s:%%s' \"$API_USER\" \"$API_PASSWORD\" | base64)\ncurl -H \"Authorization: Basic $AUTH\" https://%s/api/export" % host()
    else:
        block = "[client]\nuser=%s\npassword=${MYSQL_PASSWORD}\n# rendered by envsubst at container start" % pick(DB_USERS)
    return "clean: env-var / secret-manager references", clean_compose(lang, block, svc=svc)


# ---------------------------------------------------------------- C: hashes and digests
def c_hash(lang):
    k = ri(0, 8)
    if k == 0:
        block = "\n".join("%s  %s" % (hexs(64), f) for f in sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "app_%d.%d.%d.deb" % (ri(1, 3), ri(0, 20), ri(0, 9))], ri(2, 4)))
        label = "sha256sum release artifacts"
    elif k == 1:
        block = "FROM python:3.12-slim@sha256:%s\n# pinned %s" % (hexs(64), "2025-%02d-%02d" % (ri(1, 12), ri(1, 28)))
        label = "docker image digest"
    elif k == 2:
        block = "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s\"\n}" % (
            (lambda n, a, b, c: (n, a, b, c, n, n, a, b, c, b64e(rbytes(64))))(pick(["lodash", "axios", "zod", "semver", "debug"]), ri(1, 9), ri(0, 30), ri(0, 20)))
        label = "npm lockfile integrity"
    elif k == 3:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/stretchr/testify", "go.uber.org/zap"])
        ver = "v%d.%d.%d" % (ri(0, 1), ri(1, 30), ri(0, 9))
        block = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64e(rbytes(32)), mod, ver, b64e(rbytes(32)))
        label = "go.sum hashes"
    elif k == 4:
        block = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "cryptography", "pydantic", "urllib3"]), ri(1, 40), ri(0, 9), ri(0, 9), hexs(64), hexs(64))
        label = "pip --hash lines"
    elif k == 5:
        block = "provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.%d.0\"\n  hashes = [\n    \"h1:%s\",\n    \"zh:%s\",\n    \"zh:%s\",\n  ]\n}" % (ri(10, 80), b64e(rbytes(32)), hexs(64), hexs(64))
        label = "terraform lock hashes"
    elif k == 6:
        block = "<script src=\"https://cdn.jsdelivr.net/npm/%s@%d.%d.%d/dist/%s.min.js\"\n        integrity=\"sha384-%s\"\n        crossorigin=\"anonymous\"></script>" % (
            (lambda n: (n, ri(1, 5), ri(0, 9), ri(0, 9), n, b64e(rbytes(48))))(pick(["bootstrap", "chart.js", "alpinejs", "htmx.org"])))
        label = "SRI integrity attribute"
    elif k == 7:
        block = "ETag: \"%s\"\nx-amz-checksum-sha256: %s\nContent-MD5: %s" % (hexs(32), b64e(rbytes(32)), b64e(rbytes(16)))
        label = "ETag / checksum headers"
    else:
        block = "[[package]]\nname = \"%s\"\nversion = \"%d.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (pick(["serde", "tokio", "ring", "rustls"]), ri(0, 2), ri(0, 40), ri(0, 9), hexs(64))
        label = "Cargo.lock checksum"
    t = clean_topic(lang, pick(SERVICES), L(lang, "the lockfile", "lockfile"))
    override(t, lang, "problem", [("the build failed with a checksum mismatch after the upgrade", "업그레이드 후 체크섬 불일치로 빌드가 실패했다"),
                                  ("the security reviewer asked whether these long hex strings are secrets", "보안 리뷰어가 이 긴 hex 문자열들이 비밀 값인지 물었다"),
                                  ("I didn't know the pinned digest had to be updated along with the tag", "태그와 함께 고정된 다이제스트도 갱신해야 한다는 걸 몰랐다")])
    override(t, lang, "q", [("Should we pin digests for every base image?", "모든 베이스 이미지에 다이제스트를 고정할까요?"),
                            ("Is it OK to regenerate the lockfile in this PR?", "이 PR에서 lockfile을 다시 생성해도 될까요?"), ("", "")])
    t["hint"] = ""
    t["fix"] = pick(L(lang, ["checksums and digests are public integrity data, not secrets; pin them and let the tool verify",
                             "the digest changed because the base image was rebuilt, not because anything was tampered with",
                             "regenerate the lockfile instead of editing hashes by hand"],
                      ["체크섬과 다이제스트는 무결성 검증용 공개 데이터라 비밀이 아니다. 고정해 두고 도구가 검증하게 한다",
                       "베이스 이미지가 다시 빌드돼서 다이제스트가 바뀐 것이지 변조된 게 아니다",
                       "해시를 손으로 고치지 말고 lockfile을 다시 생성해야 한다"]))
    return "clean: hashes/digests (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: git SHAs
def c_gitsha(lang):
    k = ri(0, 4)
    if k == 0:
        block = "\n".join("%s %s" % (hexs(7), m) for m in sample(["fix: retry on 502 from payment gateway", "chore: bump axios", "feat(api): add export endpoint",
                                                                  "revert \"cache user profile\"", "docs: update runbook", "test: flaky timezone test", "refactor: split billing service"], ri(3, 6)))
        label = "git log --oneline"
    elif k == 1:
        block = "$ git bisect good %s\n$ git bisect bad %s\nBisecting: %d revisions left to test after this (roughly %d steps)\n[%s] %s" % (hexs(40), hexs(40), ri(5, 90), ri(2, 7), hexs(40), pick(["feat: new pricing table", "chore: upgrade to node 20"]))
        label = "git bisect"
    elif k == 2:
        block = "$ git cherry-pick %s\n[release/2025.%02d %s] %s\n Date: %s\n 3 files changed, %d insertions(+), %d deletions(-)" % (hexs(40), ri(1, 12), hexs(7), pick(["fix: null check in webhook handler", "fix: pagination off-by-one"]), log_ts(), ri(3, 80), ri(1, 40))
        label = "git cherry-pick"
    elif k == 3:
        block = "%s HEAD@{0}: rebase (finish): returning to refs/heads/main\n%s HEAD@{1}: rebase (pick): %s\n%s HEAD@{2}: checkout: moving from feature/%s to main" % (hexs(7), hexs(7), pick(["add retries", "fix typo"]), hexs(7), pick(["export", "kakao-login", "i18n"]))
        label = "git reflog"
    else:
        block = "deployed: %s@%s (build #%d)\nprevious: %s@%s" % (pick(SERVICES), hexs(40), ri(100, 9999), pick(SERVICES), hexs(40))
        label = "deployed commit SHAs"
    t = clean_topic(lang, pick(SERVICES), L(lang, "git history", "git 히스토리"))
    override(t, lang, "problem", [("I didn't know which commit introduced the regression", "어느 커밋에서 회귀가 들어왔는지 몰랐다"),
                                  ("the hotfix was only on main, not on the release branch", "핫픽스가 main에만 있고 릴리스 브랜치에는 없었다"),
                                  ("the deploy log only had short SHAs", "배포 기록에 짧은 SHA만 남아 있었다")])
    override(t, lang, "q", [("Should hotfixes always be cherry-picked to the release branch?", "핫픽스는 항상 릴리스 브랜치에 cherry-pick 할까요?"), ("", ""),
                            ("Do you want the bisect script committed?", "bisect 스크립트도 커밋해 둘까요?")])
    t["hint"] = ""
    t["fix"] = pick(L(lang, ["the regression came in with the commit above; reverting it fixed the build", "always record the full SHA in the deploy log, short SHAs can collide",
                             "cherry-pick onto the release branch instead of merging main"],
                      ["위 커밋에서 회귀가 들어왔고 되돌리니 빌드가 고쳐졌다", "배포 기록에는 짧은 SHA 말고 전체 SHA를 남겨야 한다. 짧은 건 충돌할 수 있다",
                       "main을 머지하지 말고 릴리스 브랜치에 cherry-pick 해야 한다"]))
    return "clean: git SHAs (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: UUIDs, request ids, trace ids
def c_ids(lang):
    k = ri(0, 6)
    if k == 0:
        block = "%s ERROR request_id=%s trace_id=%s span_id=%s status=500 path=/v1/orders/%s" % (log_ts(), uuid4(), hexs(32), hexs(16), digits(8))
    elif k == 1:
        block = "HTTP/1.1 403 Forbidden\nx-amz-request-id: %s\nx-amz-id-2: %s\nDate: Mon, 0%d Jun 2025 0%d:12:44 GMT" % (rs(HEXU, 16), b64e(rbytes(57)), ri(1, 9), ri(1, 9))
    elif k == 2:
        block = "cf-ray: %s-%s\nx-request-id: %s\nserver: cloudflare" % (hexs(16), pick(["ICN", "NRT", "FRA", "SJC"]), uuid4())
    elif k == 3:
        block = "{\n  \"error\": {\n    \"type\": \"invalid_request_error\",\n    \"message\": \"No such customer: 'cus_%s'\",\n    \"request_log_url\": \"https://dashboard.stripe.com/logs/req_%s\"\n  }\n}" % (rs(B62, 14), rs(B62, 14))
    elif k == 4:
        block = "Sentry event %s (issue %s-%d) first seen %s" % (hexs(32), pick(["BILLING", "API", "WEB"]), ri(100, 4000), iso_ts())
    elif k == 5:
        block = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (uuid4(), uuid4())
    else:
        block = "RequestId: %s\nDuration: %d.%02d ms\tBilled Duration: %d ms\tMemory Size: 512 MB\tMax Memory Used: %d MB\tInit Duration: %d.%02d ms" % (uuid4(), ri(10, 3000), ri(0, 99), ri(10, 3000), ri(80, 500), ri(100, 900), ri(0, 99))
    t = clean_topic(lang, pick(SERVICES), L(lang, "the logs", "로그"))
    override(t, lang, "problem", [("the vendor's support needed identifiers from the failing call", "벤더 지원팀이 실패한 호출의 식별자를 요구했다"),
                                  ("I couldn't match the error to a trace", "에러를 트레이스와 연결하지 못했다"),
                                  ("retries created duplicate orders because the idempotency key changed", "멱등성 키가 바뀌어서 재시도가 중복 주문을 만들었다")])
    override(t, lang, "q", [("Which ids should go into incident tickets by default?", "장애 티켓에는 기본으로 어떤 id를 넣을까요?"), ("", ""),
                            ("Should request ids be returned to clients too?", "request id를 클라이언트에도 반환할까요?")])
    t["hint"] = ""
    t["fix"] = pick(L(lang, ["request and trace ids are for correlation only; give them to the vendor's support as-is", "search the trace id in the APM, the request id is per hop",
                             "the idempotency key must be a fresh UUID per logical operation"],
                      ["request id와 trace id는 상관관계 추적용이라 벤더 지원팀에 그대로 전달하면 된다", "APM에서는 trace id로 검색해야 한다. request id는 홉마다 다르다",
                       "멱등성 키는 논리적 작업마다 새 UUID여야 한다"]))
    return "clean: request/trace ids and UUIDs", compose(lang, t, block)


# ---------------------------------------------------------------- C: public keys and fingerprints
def ssh_ed25519_pub():
    blob = _ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32))
    return "ssh-ed25519 " + b64e(blob)


def ssh_rsa_pub():
    blob = _ssh_string(b"ssh-rsa") + _ssh_string(b"\x01\x00\x01") + _ssh_string(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64e(blob)


def fp_sha256():
    return "SHA256:" + b64e(rbytes(32)).rstrip("=")


def c_pubkey(lang):
    k = ri(0, 9)
    who = "%s@%s" % (pick(SSH_USERS + NAMES), pick(["laptop", "ci", "bastion", "macbook"]))
    if k == 0:
        block = "%s %s" % (ssh_ed25519_pub(), who)
        label = "ssh-ed25519 public key"
    elif k == 1:
        block = "%s %s" % (ssh_rsa_pub(), who)
        label = "ssh-rsa public key"
    elif k == 2:
        block = "%s ssh-ed25519 %s\n%s ecdsa-sha2-nistp256 %s" % (host(), b64e(_ssh_string(b"ssh-ed25519") + _ssh_string(rbytes(32))), host(),
                                                              b64e(_ssh_string(b"ecdsa-sha2-nistp256") + _ssh_string(b"nistp256") + _ssh_string(b"\x04" + rbytes(64))))
        label = "known_hosts lines"
    elif k == 3:
        block = "The authenticity of host '%s' can't be established.\nED25519 key fingerprint is %s.\nThis key is not known by any other names." % (host(), fp_sha256())
        label = "host key fingerprint"
    elif k == 4:
        fpr = rs(HEXU, 40)
        block = "$ gpg --list-keys %s\npub   ed25519 2024-0%d-1%d [SC] [expires: 2027-0%d-1%d]\n      %s\nuid           [ultimate] %s <%s@%s>\nsub   cv25519 2024-0%d-1%d [E]" % (
            pick(NAMES), ri(1, 9), ri(0, 9), ri(1, 9), ri(0, 9), fpr, cap(pick(NAMES)), pick(NAMES), pick(DOMAINS), ri(1, 9), ri(0, 9))
        label = "gpg public key fingerprint"
    elif k == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        block = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(_pem_lines(b64e(der)))
        label = "PEM public key (ES256 verification key)"
    elif k == 6:
        block = "# recipients for sops\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(BECH32, 58)
        label = "age recipient (public)"
    elif k == 7:
        block = "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.8.0.%d/32\nEndpoint = %s:51820" % (pick(NAMES), b64e(rbytes(32)), ri(2, 200), host())
        label = "WireGuard peer PublicKey"
    elif k == 8:
        n = b64ue(b"\xc1" + rbytes(255))
        block = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(B64U, 22), "n": n, "e": "AQAB"}]}, indent=2)
        label = "JWKS (public)"
    else:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        lines = _pem_lines(b64e(rbytes(ri(300, 420))))
        block = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----\nSHA256 Fingerprint=%s" % ("\n".join(lines[:5]), ":".join(rs(HEXU, 2) for _ in range(32)))
        label = "TLS certificate (public) with fingerprint"
    t = clean_topic(lang, pick(SERVICES), L(lang, "the server", "서버"))
    override(t, lang, "problem", [("I wasn't sure whether this key material was safe to put in the repo", "이 키 정보를 저장소에 넣어도 되는지 확신이 없었다"),
                                  ("the deploy failed host-key verification after the server was rebuilt", "서버를 다시 만든 뒤 배포가 호스트 키 검증에서 실패했다"),
                                  ("I confused the public half with the private key", "공개 키를 개인 키와 혼동했다")])
    override(t, lang, "fix", [("this is public key material; it can be committed, the private half never leaves the owner's machine", "이건 공개 키라서 커밋해도 된다. 개인 키는 소유자 장비 밖으로 나가지 않는다"),
                              ("verify the fingerprint out of band before trusting a new host key", "새 호스트 키를 신뢰하기 전에 다른 경로로 지문을 확인해야 한다"),
                              ("rotate by adding the new public key first, then removing the old one", "새 공개 키를 먼저 추가하고 예전 키를 지우는 순서로 교체한다")])
    return "clean: public key / fingerprint (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: identifiers that are not secrets
def c_nonsecret_ids(lang):
    k = ri(0, 11)
    acct = aws_account()
    if k == 0:
        block = "arn:aws:iam::%s:role/%s-deploy\narn:aws:s3:::%s-prod-assets\narn:aws:lambda:%s:%s:function:%s" % (acct, pick(SERVICES), pick(["acme", "shop"]), pick(REGIONS), acct, pick(SERVICES))
        label = "AWS account id / ARNs"
    elif k == 1:
        block = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hexs(32), digits(10))
        label = "Twilio Account SID"
    elif k == 2:
        block = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s/auth/google/callback" % (digits(12), rs(LOWDIG, 32), pick(DOMAINS))
        label = "Google OAuth client id"
    elif k == 3:
        block = "WECHAT_APP_ID=wx%s\nFEISHU_APP_ID=cli_%s\nNAVER_CLIENT_ID=%s" % (hexs(16), hexs(16), rs(B62, 20))
        label = "WeChat AppID / Feishu App ID / Naver Client ID"
    elif k == 4:
        block = "channel C0%s (#deploys), team T0%s, user U0%s, bot B0%s" % (rs(UPDIG, 8), rs(UPDIG, 8), rs(UPDIG, 8), rs(UPDIG, 8))
        label = "Slack ids"
    elif k == 5:
        block = "customer cus_%s\npayment_intent pi_%s\nprice price_%s\nconnected account acct_%s" % (rs(B62, 14), rs(B62, 24), rs(B62, 24), rs(B62, 16))
        label = "Stripe object ids"
    elif k == 6:
        block = "az account set --subscription %s\n# tenant: %s\n# resource group: rg-%s-prod" % (uuid4(), uuid4(), pick(SERVICES))
        label = "Azure subscription / tenant ids"
    elif k == 7:
        block = "<!-- Google tag (gtag.js) -->\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-%s\"></script>\n<!-- GTM-%s, ca-pub-%s -->" % (rs(UPDIG, 10), rs(UPDIG, 7), digits(16))
        label = "analytics measurement ids"
    elif k == 8:
        block = "i-0%s  %s  running\nvpc-0%s subnet-0%s sg-0%s\nami-0%s" % (hexs(16), pick(SERVICES), hexs(16), hexs(16), hexs(16), hexs(16))
        label = "EC2 / VPC resource ids"
    elif k == 9:
        block = "%s-%s-%s   1/1   Running   0   3d\n%s-%s-%s   0/1   CrashLoopBackOff   7   12m" % (pick(SERVICES), hexs(9)[:ri(8, 10)], rs(LOWDIG, 5), pick(SERVICES), hexs(10)[:ri(8, 10)], rs(LOWDIG, 5))
        label = "k8s pod names"
    elif k == 10:
        block = "ALGOLIA_APP_ID=%s\nSENDBIRD_APP_ID=%s\nKAKAO_APP_ID=%s" % (rs(UPDIG, 10), uuid4().upper(), digits(6))
        label = "app ids (Algolia, Sendbird, Kakao)"
    else:
        block = "0x%s (treasury, public)\nbc1q%s\ntx %s" % (hexs(40), rs(BECH32, 38), "0x" + hexs(64))
        label = "public blockchain addresses / tx hash"
    t = clean_topic(lang, pick(SERVICES), L(lang, "the console", "콘솔"))
    override(t, lang, "problem", [("I wasn't sure whether these ids are sensitive", "이 id들이 민감한 값인지 확신이 없었다"),
                                  ("I used the id from the wrong account and got NotFound", "다른 계정의 id를 써서 NotFound가 났다"),
                                  ("the reviewer flagged these values as possible secrets", "리뷰어가 이 값들을 비밀 값일 수 있다고 지적했다")])
    override(t, lang, "fix", [("these are identifiers, not credentials; they only work together with a secret that lives elsewhere", "이건 자격 증명이 아니라 식별자다. 다른 곳에 있는 시크릿과 함께여야만 동작한다"),
                              ("always double-check which account/tenant an id belongs to before using it", "id를 쓰기 전에 어느 계정/테넌트 것인지 다시 확인해야 한다"),
                              ("ids like these can be logged and committed freely", "이런 id는 로그에 남기거나 커밋해도 된다")])
    return "clean: non-secret identifiers (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: base64 of non-secret data
def c_b64(lang):
    k = ri(0, 5)
    if k == 0:
        cfg = json.dumps({"feature": pick(["new_checkout", "dark_mode", "kakao_login"]), "rollout": ri(1, 100), "regions": ["kr", "jp"]}, separators=(",", ":"))
        block = "FEATURE_CONFIG_B64=%s\n# decodes to %s" % (b64e(cfg.encode()), cfg)
        label = "base64 JSON feature config"
    elif k == 1:
        block = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-assets\nbinaryData:\n  logo.png: iVBORw0KGgoAAAANSUhEUgAA%s" % (pick(SERVICES), b64e(rbytes(ri(60, 120))))
        label = "ConfigMap binaryData (PNG)"
    elif k == 2:
        block = "JWT header eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6I%s decodes to {\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":...}; only the header was logged." % b64ue(("%s\"}" % rs(B62, 12)).encode())
        label = "JWT header only"
    elif k == 3:
        block = "<img alt=\"spinner\" src=\"data:image/gif;base64,R0lGODlhEAAQAPQAAP%s\" />" % b64e(rbytes(ri(40, 90)))
        label = "data URI"
    elif k == 4:
        block = "%s DEBUG kafka consumer topic=orders partition=%d offset=%d value(base64)=%s" % (log_ts(), ri(0, 11), ri(1000, 99999999), b64e(("{\"order_id\":%s,\"status\":\"PAID\",\"amount\":%d}" % (digits(9), ri(1000, 990000))).encode()))
        label = "base64 message payload"
    else:
        block = "certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1J%s..." % b64e(rbytes(ri(60, 90)))
        label = "base64 CA certificate (public)"
    t = clean_topic(lang, pick(SERVICES), L(lang, "the manifest", "매니페스트"))
    override(t, lang, "problem", [("I assumed every base64 blob in the config was a secret", "설정에 있는 base64 덩어리는 전부 비밀 값인 줄 알았다"),
                                  ("the value looked encrypted but was only encoded", "값이 암호화된 것처럼 보였지만 인코딩만 된 것이었다")])
    override(t, lang, "fix", [("base64 is just encoding; decode it to see what it is. This one is harmless data", "base64는 인코딩일 뿐이라 디코딩해 보면 내용을 알 수 있다. 이건 무해한 데이터다"),
                              ("decode before judging; this blob contains no credentials", "판단하기 전에 디코딩해 볼 것. 이 덩어리에는 자격 증명이 없다")])
    return "clean: base64 of non-secret data (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: long identifiers
def c_longid(lang):
    k = ri(0, 5)
    if k == 0:
        block = "tests/integration/test_%s.py::Test%sWebhook::test_retries_on_5xx_and_dedupes_by_idempotency_key[%s-%s]" % (
            pick(["billing", "orders", "kakao_pay"]), pick(["Stripe", "Toss", "Kakao"]), pick(["postgres16", "mysql8"]), pick(["utc", "asia_seoul"]))
        label = "pytest node id"
    elif k == 1:
        block = "com.%s.%s.infrastructure.persistence.jpa.repository.%sSettlementAggregateRepositoryCustomImpl$$SpringCGLIB$$0" % (pick(["acme", "example"]), pick(["billing", "ledger"]), pick(["Monthly", "Daily"]))
        label = "Java class name"
    elif k == 2:
        block = "dist/assets/index-%s.js\ndist/assets/vendor-%s.js\ndist/assets/index-%s.css" % (rs(B64U, 8), rs(B64U, 8), rs(B64U, 8))
        label = "hashed asset names"
    elif k == 3:
        block = "module.%s.module.rds.aws_db_parameter_group.this[\"%s-%s-postgres16\"]" % (pick(SERVICES).replace("-", "_"), pick(SERVICES), pick(["prod", "stg"]))
        label = "terraform resource address"
    elif k == 4:
        block = "s3://%s-datalake/raw/events/dt=2025-%02d-%02d/hour=%02d/part-00000-%s-c000.snappy.parquet" % (pick(["acme", "shop"]), ri(1, 12), ri(1, 28), ri(0, 23), uuid4())
        label = "S3 object key"
    else:
        block = "arn:aws:cloudformation:%s:%s:stack/%s-prod/%s" % (pick(REGIONS), aws_account(), pick(SERVICES), uuid4())
        label = "CloudFormation stack id"
    t = clean_topic(lang, pick(SERVICES), L(lang, "CI output", "CI 출력"))
    override(t, lang, "fix", [("quote the full identifier when filtering; partial matches picked the wrong target", "필터링할 때는 식별자 전체를 써야 한다. 부분 일치로 엉뚱한 대상이 잡혔다"),
                              ("the long name is generated; change the source, not the generated name", "긴 이름은 생성된 것이라 생성된 이름이 아니라 원본을 고쳐야 한다")])
    return "clean: long identifier (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: versions / build metadata
def c_version(lang):
    block = pick([
        "v%d.%d.%d-rc.%d+g%s" % (ri(1, 4), ri(0, 30), ri(0, 9), ri(1, 5), hexs(7)),
        "node %d.%d.%d / npm %d.%d.%d / pnpm %d.%d.%d" % (ri(18, 22), ri(0, 20), ri(0, 9), ri(9, 10), ri(0, 9), ri(0, 9), ri(8, 9), ri(0, 15), ri(0, 9)),
        "image: %s:%d.%d.%d-alpine3.%d (was %d.%d.%d-alpine3.%d)" % (pick(["nginx", "redis", "postgres"]), ri(1, 16), ri(0, 27), ri(0, 9), ri(17, 20), ri(1, 16), ri(0, 27), ri(0, 9), ri(17, 20)),
        "versionName \"%d.%d.%d\"\nversionCode %d" % (ri(1, 5), ri(0, 40), ri(0, 9), ri(10000, 999999)),
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/%d.0.%d.%d Safari/537.36" % (ri(118, 131), ri(5000, 6800), ri(10, 200)),
        "build 2025%02d%02d.%d (%s)" % (ri(1, 12), ri(1, 28), ri(1, 9), hexs(12)),
    ])
    t = clean_topic(lang, pick(SERVICES), L(lang, "the release notes", "릴리스 노트"))
    override(t, lang, "fix", [("pin the exact version; the floating tag moved under us", "정확한 버전을 고정해야 한다. 떠 있는 태그가 그새 바뀌었다"),
                              ("the bug only exists in the release candidate, the GA build is fine", "버그는 RC에만 있고 정식 빌드는 괜찮다")])
    return "clean: version / build metadata", compose(lang, t, block)


# ---------------------------------------------------------------- C: password policy talk (no values)
def c_policy(lang):
    mc = pk(lang, [
        ("I didn't know the password rules for the admin console when writing the validation: minimum {n} characters, at least one digit and one symbol, no reuse of the last {m} passwords.",
         "관리자 콘솔 비밀번호 규칙을 모르고 검증 로직을 짰다. 최소 {n}자, 숫자와 특수문자 각 1개 이상, 최근 {m}개 비밀번호 재사용 금지."),
        ("The audit asked how often service credentials are rotated; I had assumed never. Policy says every {d} days for API keys and on every offboarding.",
         "감사에서 서비스 자격 증명 교체 주기를 물었는데 나는 교체를 안 하는 줄 알았다. 정책상 API 키는 {d}일마다, 그리고 퇴사자가 생길 때마다 교체한다."),
        ("Users were locked out because the lockout threshold is {m} failed attempts, not 10 as the old doc said.",
         "잠금 기준이 예전 문서의 10회가 아니라 {m}회 실패라서 사용자들이 잠겼다."),
    ], n=pick([10, 12, 14, 16]), m=ri(3, 6), d=pick([30, 60, 90, 180]))
    les = pk(lang, [
        ("Passwords are hashed with argon2id; we never log or echo them, and reset tokens expire after {t} minutes.", "비밀번호는 argon2id로 해시하고 절대 로그에 남기거나 출력하지 않는다. 재설정 토큰은 {t}분 뒤 만료된다."),
        ("The password field must be type=password with autocomplete=new-password on sign-up; the API rejects passwords that appear in the breach list.",
         "가입 화면 비밀번호 필드는 type=password, autocomplete=new-password여야 하고, API는 유출 목록에 있는 비밀번호를 거부한다."),
        ("MFA is mandatory for the admin role; recovery codes are issued once and shown only at enrollment.", "관리자 역할은 MFA가 필수이고, 복구 코드는 등록 시 한 번만 발급·표시된다."),
    ], t=pick([15, 30, 60]))
    ask = pk(lang, [("Should the same policy apply to service accounts?", "서비스 계정에도 같은 정책을 적용할까요?"), ("Do you want the rules shown on the sign-up page?", "가입 화면에 규칙을 보여줄까요?"), ("", "")])
    return "clean: password/credential policy talk (no values)", fields3(mc, les, ask)


# ---------------------------------------------------------------- C: flags explained in prose
def c_flags(lang):
    items = [
        ("`mysql -u app -p {db}` without a value after -p makes mysql prompt for the password, which is what we want in runbooks.",
         "`mysql -u app -p {db}`처럼 -p 뒤에 값을 안 주면 mysql이 비밀번호를 물어본다. 런북에는 이 방식이 맞다."),
        ("Use `docker login -u ci-bot --password-stdin < \"$REGISTRY_TOKEN_FILE\"` so the token never appears in `ps` or shell history.",
         "`docker login -u ci-bot --password-stdin < \"$REGISTRY_TOKEN_FILE\"`를 쓰면 토큰이 `ps`나 셸 히스토리에 남지 않는다."),
        ("`psql -W` forces a password prompt; for automation use a ~/.pgpass file (chmod 600) or PGPASSFILE instead of PGPASSWORD.",
         "`psql -W`는 비밀번호 프롬프트를 강제한다. 자동화에는 PGPASSWORD 대신 ~/.pgpass 파일(chmod 600)이나 PGPASSFILE을 쓴다."),
        ("`ssh -p 2222 deploy@{host}`: here -p is the port, not a password; `scp` uses -P for the same thing.",
         "`ssh -p 2222 deploy@{host}`에서 -p는 비밀번호가 아니라 포트다. `scp`는 같은 용도로 -P를 쓴다."),
        ("`docker run -p 5432:5432 postgres:16` - the -p here publishes a port. The password comes from POSTGRES_PASSWORD_FILE.",
         "`docker run -p 5432:5432 postgres:16`의 -p는 포트 공개다. 비밀번호는 POSTGRES_PASSWORD_FILE에서 읽는다."),
        ("`redis-cli --askpass` reads the password interactively instead of putting it after -a.", "`redis-cli --askpass`는 -a 뒤에 값을 쓰지 않고 비밀번호를 대화식으로 입력받는다."),
        ("`curl -u \"$API_USER\"` with no colon makes curl prompt for the password.", "`curl -u \"$API_USER\"`처럼 콜론 없이 쓰면 curl이 비밀번호를 물어본다."),
        ("`7z x backup.7z -p` with nothing after -p prompts; never pass the archive password inline.", "`7z x backup.7z -p`처럼 -p 뒤를 비우면 프롬프트가 뜬다. 압축 비밀번호를 인라인으로 넘기지 말 것."),
        ("`git config --global credential.helper 'cache --timeout=3600'` keeps HTTPS credentials in memory for an hour instead of writing them to disk.",
         "`git config --global credential.helper 'cache --timeout=3600'`은 HTTPS 자격 증명을 디스크 대신 메모리에 1시간 보관한다."),
        ("`kubectl create secret generic {db}-creds --from-file=password=./password.txt` reads the value from a file, so it doesn't end up in shell history.",
         "`kubectl create secret generic {db}-creds --from-file=password=./password.txt`는 값을 파일에서 읽어서 셸 히스토리에 남지 않는다."),
    ]
    a, b = sample(items, 2)
    mc = pk(lang, [("I didn't know how these CLIs take credentials safely. {A}", "이 CLI들이 자격 증명을 안전하게 받는 방법을 몰랐다. {A}"),
                   ("The runbook step hung in CI waiting for input. {A}", "런북 단계가 CI에서 입력을 기다리며 멈췄다. {A}")],
                A=pk(lang, [a], db=pick(DB_NAMES), host=host()))
    les = pk(lang, [("{B}", "{B}"), ("Also: {B}", "그리고: {B}")], B=pk(lang, [b], db=pick(DB_NAMES), host=host()))
    ask = pk(lang, [("Should the runbook standardise on --password-stdin everywhere?", "런북 전체를 --password-stdin 방식으로 통일할까요?"), ("", "")])
    return "clean: credential flags explained in prose (no values)", fields3(mc, les, ask)


# ---------------------------------------------------------------- C: encrypted blobs
def c_encrypted(lang):
    k = ri(0, 6)
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(n)), b64e(rbytes(32)), b64e(rbytes(16)))
        block = "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.0" % (
            enc(ri(14, 30)), enc(ri(3, 8)), rs(BECH32, 58), iso_ts()[:19] + "Z", enc(32))
        label = "SOPS-encrypted YAML"
    elif k == 1:
        body = hexs(ri(300, 420))
        block = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(body[i:i + 80] for i in range(0, len(body), 80))
        label = "Ansible Vault"
    elif k == 2:
        block = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: prod\nspec:\n  encryptedData:\n    password: AgB%s" % (pick(SERVICES), b64e(rbytes(ri(260, 330))))
        label = "SealedSecret encryptedData"
    elif k == 3:
        block = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(_pem_lines(b64e(b"age-encryption.org/v1\n-> X25519 " + rbytes(ri(150, 230)))))
        label = "age armored ciphertext"
    elif k == 4:
        block = "{\n    \"CiphertextBlob\": \"AQICAHh%s\",\n    \"KeyId\": \"arn:aws:kms:%s:%s:key/%s\",\n    \"EncryptionAlgorithm\": \"SYMMETRIC_DEFAULT\"\n}" % (b64e(rbytes(ri(120, 180))), pick(REGIONS), aws_account(), uuid4())
        label = "AWS KMS CiphertextBlob"
    elif k == 5:
        block = "vault:v1:%s" % b64e(rbytes(ri(40, 90)))
        label = "Vault transit ciphertext"
    else:
        block = "env:\n  global:\n    - secure: \"%s\"" % b64e(rbytes(256))
        label = "Travis CI secure variable"
    t = clean_topic(lang, pick(SERVICES), L(lang, "the repo", "저장소"))
    override(t, lang, "problem", [("I didn't know the secrets file in the repo is encrypted and safe to commit", "저장소의 시크릿 파일이 암호화돼 있어서 커밋해도 된다는 걸 몰랐다"),
                                  ("decryption failed in CI because the runner had no access to the key", "러너가 키에 접근하지 못해서 CI에서 복호화가 실패했다")])
    override(t, lang, "fix", [("the file is ciphertext; only holders of the key can decrypt it, so committing it is the intended workflow", "이 파일은 암호문이라 키를 가진 사람만 복호화할 수 있다. 커밋하는 게 의도된 방식이다"),
                              ("grant the CI role decrypt permission on the key instead of committing plaintext", "평문을 커밋하지 말고 CI 역할에 키 복호화 권한을 줘야 한다")])
    return "clean: encrypted blob (%s)" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: keys documented as public  [publishable]
def _publishable():
    k = ri(0, 12)
    if k == 0:
        key = "pk_live_" + rs(B62, pick([24, 99]))
        return "Stripe publishable key", "const stripe = Stripe('%s');" % key
    if k == 1:
        cfg = {"apiKey": "AIza" + rs(B64U, 35), "authDomain": "%s.firebaseapp.com" % rs(LO, 8), "projectId": rs(LO, 8) + "-" + digits(5),
               "storageBucket": "%s.appspot.com" % rs(LO, 8), "messagingSenderId": digits(12), "appId": "1:%s:web:%s" % (digits(12), hexs(22))}
        return "Firebase web config apiKey", "const firebaseConfig = " + json.dumps(cfg, indent=2) + ";"
    if k == 2:
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
    if k == 3:
        payload = json.dumps({"u": pick(NAMES) + str(ri(1, 99)), "a": rs(LOWDIG, 25)}, separators=(",", ":"))
        return "Mapbox public token", "mapboxgl.accessToken = 'pk.%s.%s';" % (b64ue(payload.encode()), rs(B64U, 22))
    if k == 4:
        return "Supabase anon key", "const supabase = createClient(\n  'https://%s.supabase.co',\n  '%s'\n);" % (rs(LO, 20), _supabase_jwt("anon"))
    if k == 5:
        return "Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPDIG, 10), hexs(32))
    if k == 6:
        return "Toss Payments client key", "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_"]) + rs(B62, 28))
    if k == 7:
        return "Kakao JavaScript key", "Kakao.init('%s'); // JavaScript 키" % hexs(32)
    if k == 8:
        return "Sentry DSN", "Sentry.init({ dsn: 'https://%s@o%s.ingest.sentry.io/%s', tracesSampleRate: 0.1 });" % (hexs(32), digits(6), digits(7))
    if k == 9:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(B62, 43)
    if k == 10:
        return "Google Maps JS API key (browser)", '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
    if k == 11:
        return "PAY.JP public key", "const payjp = Payjp('pk_live_%s');" % hexs(24)
    return "PayPal JS SDK client-id", '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(B64U, 79)


def c_publishable(lang):
    label, block = _publishable()
    t = clean_topic(lang, pick(SERVICES), L(lang, "the frontend bundle", "프런트엔드 번들"))
    override(t, lang, "problem", [("the security scanner flagged the key in the frontend bundle", "보안 스캐너가 프런트엔드 번들에 있는 키를 잡아냈다"),
                                  ("I assumed this key had to be hidden from the browser", "이 키를 브라우저에서 숨겨야 하는 줄 알았다"),
                                  ("I wasn't sure whether this value may ship to clients", "이 값이 클라이언트에 배포돼도 되는지 확신이 없었다")])
    override(t, lang, "fix", [("this key is public by design (the vendor documents it for client-side use); restrict it by domain/referrer instead of hiding it",
                               "이 키는 원래 공개용이다(벤더가 클라이언트 사용을 문서화함). 숨길 게 아니라 도메인/리퍼러로 제한해야 한다"),
                              ("the client-side key is fine in the bundle; the matching secret key stays on the server", "클라이언트용 키는 번들에 있어도 된다. 짝이 되는 시크릿 키는 서버에만 둔다")])
    override(t, lang, "q", [("Should I add an allowlist rule so the scanner stops flagging it?", "스캐너가 더는 잡지 않게 허용 규칙을 추가할까요?"),
                            ("Is the domain restriction already set in the vendor console?", "벤더 콘솔에 도메인 제한이 이미 걸려 있나요?"), ("", "")])
    return "clean: %s [publishable]" % label, compose(lang, t, block)


# ---------------------------------------------------------------- C: plain engineering notes
PLAIN = [
    ("The nightly report job ran twice because cron uses the server's timezone (UTC) while the spec said KST.",
     "The job now uses CRON_TZ=Asia/Seoul; double-check schedules after moving servers.", "Should all cron jobs be defined in KST?",
     "야간 리포트 잡이 두 번 돈 이유: cron은 서버 시간대(UTC)를 쓰는데 명세는 KST 기준이었다.", "이제 CRON_TZ=Asia/Seoul을 쓴다. 서버를 옮기면 스케줄을 다시 확인할 것.", "모든 cron 잡을 KST 기준으로 정의할까요?"),
    ("pytest fixtures with scope=session leaked state between tests that mutate the DB.", "Use function-scoped fixtures for anything that writes; the suite is 40s slower but stable.", "",
     "scope=session fixture가 DB를 바꾸는 테스트 사이에서 상태를 공유해 버렸다.", "쓰기가 있는 fixture는 function scope로 바꿨다. 40초 느려졌지만 안정적이다.", ""),
    ("The Korean IME sends composition events, so the search box fired a request for every jamo.", "Debounce on compositionend instead of keyup; 한글 input now sends one request per word.",
     "Should the same fix go into the mobile web?", "한글 IME가 조합 이벤트를 보내서 검색창이 자모마다 요청을 보냈다.", "keyup 대신 compositionend 기준으로 debounce 하니 단어당 요청 한 번으로 줄었다.", "모바일 웹에도 같은 수정을 넣을까요?"),
    ("I didn't know the monorepo uses pnpm workspaces; npm install created a second lockfile.", "Always run pnpm from the repo root; delete stray package-lock.json files.", "",
     "모노레포가 pnpm workspace를 쓰는 걸 몰라서 npm install로 lockfile이 하나 더 생겼다.", "항상 저장소 루트에서 pnpm을 실행하고, 생긴 package-lock.json은 지운다.", ""),
    ("The migration locked the orders table for 6 minutes because ALTER TABLE rewrote it.", "Add columns as nullable without default first, backfill in batches, then add the constraint.",
     "Is there a maintenance window I should target next time?", "ALTER TABLE이 테이블을 다시 써서 마이그레이션이 orders 테이블을 6분간 잠갔다.", "컬럼은 default 없이 nullable로 먼저 추가하고, 배치로 채운 뒤 제약 조건을 건다.", "다음에는 어느 점검 시간대를 노려야 하나요?"),
    ("Flaky e2e test: the date picker test failed at midnight UTC.", "Freeze time in the test with a fixed clock instead of using now().", "",
     "e2e 테스트가 UTC 자정에만 실패했다(날짜 선택기).", "now() 대신 고정된 시계로 테스트 시간을 고정했다.", ""),
    ("The Docker build cache was invalidated on every commit because COPY . . came before dependency install.", "Copy the lockfile first, install, then copy the source; builds went from 7 to 2 minutes.",
     "Want me to apply the same Dockerfile order to the other services?", "COPY . . 가 의존성 설치보다 앞에 있어서 커밋마다 Docker 캐시가 깨졌다.", "lockfile 먼저 복사, 설치 후 소스 복사로 바꾸니 빌드가 7분에서 2분이 됐다.", "다른 서비스 Dockerfile도 같은 순서로 바꿀까요?"),
    ("CSV exports broke in Excel because of the missing BOM for UTF-8 Korean text.", "Prepend \\ufeff for CSV downloads meant for Excel; APIs keep plain UTF-8.", "",
     "UTF-8 한글 CSV에 BOM이 없어서 엑셀에서 깨졌다.", "엑셀용 CSV 다운로드에만 \\ufeff를 앞에 붙이고, API 응답은 그냥 UTF-8로 둔다.", ""),
    ("Rate limiting returned 429 to our own health checks.", "Exclude /healthz from the limiter and give the LB its own route.", "Should health checks bypass auth too?",
     "레이트 리밋이 우리 헬스체크에도 429를 줬다.", "/healthz는 리미터에서 제외하고 LB 전용 경로를 따로 둔다.", "헬스체크는 인증도 우회하게 할까요?"),
    ("Go test -race found a data race in the metrics map.", "Guard the map with sync.RWMutex or use sync.Map for the counters.", "",
     "go test -race로 metrics map의 데이터 레이스를 찾았다.", "map을 sync.RWMutex로 보호하거나 카운터에는 sync.Map을 쓴다.", ""),
]


def c_plain(lang):
    e1, e2, e3, k1, k2, k3 = pick(PLAIN)
    svc = pick(SERVICES)
    if lang == "en":
        mc, les, ask = pick(["In %s: " % svc, "%s: " % svc, ""]) + e1, e2, e3
    else:
        mc, les, ask = pick(["%s 서비스: " % svc, "%s 작업 중 " % svc, ""]) + k1, k2, k3
    if chance(0.5):
        les += " " + filler(lang)
    if chance(0.4):
        mc += " " + filler(lang)
    return "clean: plain engineering note", fields3(mc, les, ask)


# ---------------------------------------------------------------- C: credential words without values
def c_pwwords(lang):
    k = ri(0, 7)
    if k == 0:
        block = "psql: error: connection to server at \"%s\", port 5432 failed: FATAL:  password authentication failed for user \"%s\"" % (host(), pick(DB_USERS))
    elif k == 1:
        block = "ALTER TABLE users ADD COLUMN password_hash varchar(255) NOT NULL;\nALTER TABLE users ADD COLUMN password_changed_at timestamptz;"
    elif k == 2:
        block = "KeyError: 'STRIPE_SECRET_KEY'\n  File \"/app/settings.py\", line %d, in <module>\n    STRIPE_SECRET_KEY = os.environ[\"STRIPE_SECRET_KEY\"]" % ri(10, 200)
    elif k == 3:
        block = "{\n  \"error\": {\n    \"message\": \"Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.\",\n    \"type\": \"invalid_request_error\",\n    \"code\": \"invalid_api_key\"\n  }\n}"
    elif k == 4:
        block = "{\n  \"token_type\": \"Bearer\",\n  \"expires_in\": 3600,\n  \"scope\": \"read:orders write:orders\",\n  \"grant_type\": \"client_credentials\"\n}"
    elif k == 5:
        block = "@Bean\npublic PasswordEncoder passwordEncoder() {\n    return new BCryptPasswordEncoder(12);\n}"
    elif k == 6:
        block = "POST /api/auth/forgot-password 202\nPOST /api/auth/reset-password 400 {\"error\":\"reset_token_expired\"}"
    else:
        block = "Error: error validating provider credentials: retrieving caller identity from STS: operation error STS: GetCallerIdentity, https response error StatusCode: 403, api error InvalidClientTokenId: The security token included in the request is invalid."
    t = clean_topic(lang, pick(SERVICES), L(lang, "the error output", "에러 출력"))
    override(t, lang, "problem", [("the error mentioned passwords/keys, but nothing secret was in it", "에러에 비밀번호/키라는 말이 나오지만 비밀 값은 들어 있지 않았다"),
                                  ("I thought the credential itself was wrong, but the variable was simply not set", "자격 증명이 틀린 줄 알았는데 변수가 아예 설정되지 않았던 것이었다")])
    override(t, lang, "fix", [("the variable was missing in that environment; setting it through the secret store fixed it", "그 환경에 변수가 없었다. 시크릿 저장소로 설정하니 해결됐다"),
                              ("the message names the field, not the value, so it is safe to paste into tickets", "메시지에는 값이 아니라 필드 이름만 나오니 티켓에 붙여도 된다")])
    return "clean: credential words without values", compose(lang, t, block)


# ---------------------------------------------------------------- C: vendor documentation example keys (not real)
def c_doc_example(lang):
    block = pick([
        "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport AWS_DEFAULT_REGION=us-west-2",
    ])
    mc = pk(lang, [("The README of {svc} shows AWS credentials and I wasn't sure whether they are real:\n{B}", "{svc} README에 AWS 자격 증명이 있어서 진짜인지 확신이 없었다:\n{B}")], svc=pick(SERVICES), B=block)
    les = pk(lang, [("These are the documentation example values from the AWS docs (note the EXAMPLE suffix); they are not real credentials, but the README should point to aws configure instead.",
                     "AWS 문서에 나오는 예시 값이다(EXAMPLE 접미사). 실제 자격 증명은 아니지만 README는 aws configure 안내로 바꾸는 게 낫다.")])
    return "clean: vendor documentation example key (AWS EXAMPLE)", fields3(mc, les, "")


# ---------------------------------------------------------------- C: already-redacted values
def c_redacted(lang):
    block = pick([
        "DATABASE_URL=postgres://%s:[REDACTED]@%s:5432/%s" % (pick(DB_USERS), host(), pick(DB_NAMES)),
        "Authorization: Bearer <redacted>\nX-Request-Id: %s" % uuid4(),
        "STRIPE_SECRET_KEY=[REDACTED]\nSTRIPE_WEBHOOK_SECRET=[REDACTED]\nSTRIPE_API_VERSION=2024-06-20",
        "password: \"<hidden>\"\nusername: %s" % pick(DB_USERS),
        "token=***REMOVED*** status=401 path=/v2/sync",
    ])
    t = clean_topic(lang, pick(SERVICES), L(lang, "the incident ticket", "장애 티켓"))
    override(t, lang, "fix", [("the ticket already has the values removed; the real ones are in the secret store", "티켓에는 값이 이미 지워져 있다. 실제 값은 시크릿 저장소에 있다"),
                              ("paste logs only after the scrubber runs, like this one", "로그는 이것처럼 스크러버를 거친 뒤에만 붙인다")])
    return "clean: already-redacted values", compose(lang, t, block)


# ================================================================= plan, checks, output
SECRET_PLAN = [
    ("vendor token in a container", s_vendor_container, 93), ("vendor token in an HTTP call", s_vendor_http, 30),
    ("password in a command", s_password_command, 36), ("connection string", s_connection_string, 22),
    ("password in app config", s_config_password, 12), ("credential dotfile", s_dotfile, 12),
    ("Basic auth header", s_basic_auth, 8), ("session cookie", s_cookie, 7), ("signed URL", s_signed_url, 8),
    ("private key PEM", s_private_key, 12), ("TOTP seed", s_totp, 6), ("recovery codes", s_recovery, 6), ("PIN / unlock key", s_pin, 5),
    ("Wi-Fi key", s_wifi, 7), ("webhook URL", s_webhook, 12), ("split across fields", s_split, 12),
    ("secret in ask_next_time", s_ask_repeat, 10), ("long token", s_long_token, 10), ("application secret", s_app_secret, 10),
    ("person's password in chat/prose", s_chat_password, 10), ("SQL statement", s_sql_password, 5), ("k8s Secret base64", s_k8s_b64, 5),
    ("rotation diff", s_diff_rotation, 5), ("log leak", s_log_leak, 6), ("several credentials", s_multi_secret, 5),
    ("kubeconfig", s_kubeconfig, 3), ("SMTP credentials", s_smtp, 3),
]
CLEAN_PLAN = [
    ("placeholders / templated values", c_placeholder, 34), ("masked output", c_masked, 28), ("env-var / secret-manager references", c_envref, 34),
    ("hashes / digests", c_hash, 24), ("git SHAs", c_gitsha, 14), ("request ids / UUIDs", c_ids, 20), ("public keys / fingerprints", c_pubkey, 26),
    ("non-secret identifiers", c_nonsecret_ids, 26), ("base64 of non-secret data", c_b64, 12), ("long identifiers", c_longid, 12),
    ("versions / build metadata", c_version, 10), ("password-policy talk", c_policy, 14), ("flags explained in prose", c_flags, 18),
    ("encrypted blobs", c_encrypted, 18), ("publishable keys [publishable]", c_publishable, 28), ("plain engineering notes", c_plain, 20),
    ("credential words without values", c_pwwords, 12), ("vendor doc example keys", c_doc_example, 4), ("already-redacted values", c_redacted, 6),
]
LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))
FIELD_KEYS = [k for k, _ in LIMITS]
REDACT = "[REDACTED]"


def covered_mask(text, secrets):
    cov = [False] * len(text)
    for s in secrets:
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for j in range(i, i + len(s)):
                cov[j] = True
            start = i + 1
    return cov


def perfect_redaction(text, secrets):
    """What an ideal filter would store: every maximal run covered by a secret occurrence -> [REDACTED]."""
    cov = covered_mask(text, secrets)
    out, i = [], 0
    while i < len(text):
        if cov[i]:
            while i < len(text) and cov[i]:
                i += 1
            out.append(REDACT)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def check_note(kind, fields, secrets):
    if list(fields.keys()) != FIELD_KEYS:
        raise Reject("field order")
    for k, lim in LIMITS:
        if not isinstance(fields[k], str) or len(fields[k].encode("utf-8")) > lim:
            raise Reject("too long: " + k)
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        raise Reject("empty field")
    if "\x01" in "".join(fields.values()):
        raise Reject("sentinel left")
    if kind == "clean":
        if secrets:
            raise Reject("clean with secrets")
        return
    if not secrets:
        raise Reject("secret note without secrets")
    for s in secrets:
        if len(s) < 8:
            raise Reject("secret shorter than 8")
        if not any(s in fields[k] for k in FIELD_KEYS):
            raise Reject("secret not verbatim in fields")
    for k in FIELD_KEYS:
        text = fields[k]
        cov = covered_mask(text, secrets)
        masked = "".join("\x00" if c else ch for ch, c in zip(text, cov))
        stored = perfect_redaction(text, secrets)
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                if w in masked or w in stored:
                    raise Reject("8-char window of a secret outside its occurrences")


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def expand(plan, n_total):
    assert sum(n for _, _, n in plan) == n_total, (sum(n for _, _, n in plan), n_total)
    out = []
    for name, fn, n in plan:
        out += [(name, fn)] * n
    return shuffled(out)


def build():
    _count_listed()
    notes = []
    seen = {}
    stats = {"attempts": 0, "rejects": {}}
    vendor_names = []
    for kind, plan, n in (("secret", SECRET_PLAN, N_SECRET), ("clean", CLEAN_PLAN, N_CLEAN)):
        slots = expand(plan, n)
        langs = shuffled(["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND)
        assert len(slots) == len(langs) == n
        for (scen, fn), lang in zip(slots, langs):
            for attempt in range(1000):
                stats["attempts"] += 1
                del _CUR_VENDORS[:]
                CUR["lang"] = lang
                try:
                    if kind == "secret":
                        category, fields, secrets = fn(lang)
                    else:
                        category, fields = fn(lang)
                        secrets = []
                    secrets = dedupe(secrets)
                    check_note(kind, fields, secrets)
                    key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
                    if key in seen:
                        raise Reject("duplicate note")
                except Reject as e:
                    why = str(e).split(":")[0]
                    stats["rejects"][why] = stats["rejects"].get(why, 0) + 1
                    continue
                seen[key] = True
                vendor_names += _CUR_VENDORS
                for vn in _CUR_VENDORS:
                    USED_VENDOR_NAMES[vn] = True
                notes.append({"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets, "_scenario": scen})
                break
            else:
                raise SystemExit("could not generate a note for %s/%s (rejects so far: %s)" % (kind, scen, json.dumps(stats["rejects"], sort_keys=True)))
    R.shuffle(notes)
    out = []
    for i, nt in enumerate(notes, 1):
        out.append({"id": "%s%03d" % (ID_PREFIX, i), "lang": nt["lang"], "kind": nt["kind"], "category": nt["category"],
                    "fields": nt["fields"], "secrets": nt["secrets"]})
    return out, notes, stats, vendor_names


def final_checks(records):
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in records]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, len(records) + 1)]
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            got = sum(1 for r in records if r["kind"] == kind and r["lang"] == lang)
            assert got == n, (kind, lang, got)
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        check_note(r["kind"], r["fields"], r["secrets"])
        if r["category"].endswith("[publishable]"):
            assert r["kind"] == "clean"


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else OUT_DEFAULT
    records, notes, stats, vendor_names = build()
    final_checks(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)
    # ---- summary (stderr, so the .jsonl is the only artefact)
    p = lambda *a: print(*a, file=sys.stderr)
    p("wrote %s: %d notes, sha256 %s" % (out_path, len(records), hashlib.sha256(data).hexdigest()))
    for kind in ("secret", "clean"):
        p("  %-6s en=%d ko=%d" % (kind, sum(1 for r in records if r["kind"] == kind and r["lang"] == "en"),
                                  sum(1 for r in records if r["kind"] == kind and r["lang"] == "ko")))
    p("  publishable-tagged clean notes: %d" % sum(1 for r in records if r["category"].endswith("[publishable]")))
    p("  listed secrets: %d (max per note %d, longest %d chars)" % (sum(len(r["secrets"]) for r in records), max(len(r["secrets"]) for r in records),
                                                                   max(len(s) for r in records for s in r["secrets"])))
    p("  vendor token shapes defined: %d; used in secret notes: %d; distinct vendor companies used: %d" % (
        len(VENDORS), len(dedupe(vendor_names)), len(dedupe([n.split(" ")[0].split("/")[0].lower() for n in vendor_names]))))
    p("  scenario generators: secret %d, clean %d; containers %d; command templates %d; connection-string templates %d; distinct categories %d" % (
        len(SECRET_PLAN), len(CLEAN_PLAN), len(CONTAINERS), len(CMDS), len(CONNS), len(dedupe(r["category"] for r in records))))
    p("  attempts %d, rejects %s" % (stats["attempts"], json.dumps(stats["rejects"], sort_keys=True)))


if __name__ == "__main__":
    main()
