#!/usr/bin/env python3
"""Generator for blind_set_v103.jsonl (blind evaluation set for a credential-redaction filter).

Python 3 standard library only, no network.  A single PRNG, random.Random(103_2026_1127),
drives every choice; no set is ever iterated, so the output is byte-identical on every run
and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v103.py [output_path]
"""
import base64
import json
import random
import re
import string
import struct
import sys
import urllib.parse

SEED = 103_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60%)
N_KO = 144          # per kind (40%)

# ----------------------------------------------------------------------------------------------
# basic helpers (all randomness goes through R)
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
ALNUM = UP + LO + DI
LOALNUM = LO + DI
UPALNUM = UP + DI
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode("ascii")
    return s if pad else s.rstrip("=")


def uuid4(upper=False):
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    return u.upper() if upper else u


def fill(_tpl, **kw):
    """Replace {name} placeholders in a prose template (snippets are inserted as values only)."""
    return re.sub(r"\{(\w+)\}", lambda m: str(kw[m.group(1)]), _tpl)


def camel(s):
    parts = s.lower().split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(s):
    return s[:1].upper() + s[1:]


def pct(s):
    return urllib.parse.quote(s, safe="")


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def fence(body, lang_hint=""):
    return "```" + lang_hint + "\n" + body.rstrip("\n") + "\n```"


def date_str():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def time_str():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def ts_iso():
    return "%sT%s.%03dZ" % (date_str(), time_str(), rint(0, 999))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 250)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 250)),
                 "192.168.%d.%d" % (rint(0, 20), rint(2, 250))])


def git_sha(n=40):
    return rs(HEXL, n)


def acct_id():
    return str(rint(100000000000, 999999999999))


# ----------------------------------------------------------------------------------------------
# pools of names for realistic prose
# ----------------------------------------------------------------------------------------------
SERVICES = ["billing-worker", "payments-api", "notify-svc", "search-indexer", "auth-gateway",
            "report-cron", "media-resizer", "ledger-sync", "crm-bridge", "order-api",
            "settlement-batch", "chatbot", "admin-web", "etl-runner", "push-sender",
            "inventory-sync", "analytics-collector", "webhook-relay", "coupon-svc", "shipping-api",
            "partner-gateway", "mail-digest", "image-cdn-purger", "user-profile", "recsys-feeder",
            "kyc-checker", "invoice-pdf", "sms-dispatcher", "data-export", "feature-flags"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "stage2", "perf"]
PEOPLE_EN = ["Dana", "Marcus", "Priya", "Tom", "Aiko", "Lena", "Omar", "Sofia", "Jin", "Ravi",
             "Elena", "Chris", "Hiro", "Nadia", "Ben", "Yuki", "Carlos", "Mei", "Sam", "Ingrid"]
PEOPLE_KO = ["민지 님", "지훈 님", "서연 님", "현우 님", "수빈 님", "도윤 님", "하은 님", "준호 님", "예린 님",
             "태민 님", "김 팀장님", "박 책임님", "이 선임님", "정 매니저님", "최 PM님", "한 수석님"]
USERS = ["app", "svc_app", "deploy", "admin", "etl_user", "reporter", "billing", "readonly",
         "minji.kim", "jhoon.park", "seoyeon.lee", "ops", "ci-bot", "root", "grafana", "airflow",
         "jenkins", "backup", "analytics", "dana.w", "m.tanaka", "li.wei", "hwang.sy", "svc-batch"]
DOMAINS = ["example.com", "acme-corp.io", "shop.example.kr", "internal.example.net", "corp.example.jp"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "eu-west-1",
           "ap-southeast-1", "us-west-2"]
STORES_EN = ["the vault", "AWS Secrets Manager", "1Password", "the CI secret store",
             "Doppler", "the k8s Secret", "SSM Parameter Store", "Azure Key Vault"]
STORES_KO = ["vault", "AWS Secrets Manager", "1Password", "CI 시크릿 저장소", "Doppler",
             "k8s Secret", "SSM Parameter Store", "사내 비밀번호 금고"]
TICKETS = ["OPS-%d", "INC-%d", "PAY-%d", "PLAT-%d", "SEC-%d", "DATA-%d", "BE-%d"]


def host_name():
    return pick(["db-%02d" % rint(1, 12), "pg-main", "mysql-%s" % pick(ENVS), "redis-cache",
                 "mq-%02d" % rint(1, 5), "mongo-rs0", "es-node%d" % rint(1, 6), "bastion",
                 "jump-%s" % pick(ENVS), "ci-runner-%d" % rint(1, 9)]) + "." + pick(
        ["internal", "corp.local", "svc.cluster.local", "%s.example.net" % pick(ENVS)])


def ticket():
    return pick(TICKETS) % rint(100, 4999)


def person(lang):
    return pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)


def store(lang):
    return pick(STORES_KO if lang == "ko" else STORES_EN)


def base_ctx(lang):
    st = store(lang)
    return {"svc": pick(SERVICES), "env": pick(ENVS), "who": person(lang), "date": date_str(),
            "ticket": ticket(), "store": st, "Store": pascal(st), "host": host_name(),
            "region": pick(REGIONS), "sha": git_sha(pick([7, 8, 10]))}


# ----------------------------------------------------------------------------------------------
# passwords
# ----------------------------------------------------------------------------------------------
WORDS = ["maple", "orbit", "tundra", "velvet", "cactus", "harbor", "lantern", "pepper", "quartz",
         "river", "saddle", "thunder", "walnut", "zephyr", "falcon", "meadow", "copper", "glacier",
         "ember", "willow", "pixel", "rocket", "sunset", "marble", "canyon", "breeze", "cobalt",
         "dragon", "echo", "fossil", "garnet", "hazel", "island", "jungle", "kettle", "lemon",
         "mango", "nectar", "oyster", "panda", "quiver", "raven", "salmon", "tiger", "umber",
         "violet", "wizard", "yonder", "zenith", "acorn", "bamboo", "cinder", "dune", "fable",
         "ginger", "hollow", "indigo", "jasper", "koala", "lotus", "mosaic", "nimbus", "onyx",
         "prairie", "quill", "ripple", "spruce", "tulip", "unicorn", "vortex", "whisker", "yarrow",
         "basil", "comet", "dahlia", "fjord", "gravel", "heron", "juniper", "kiwi", "lilac",
         "mercury", "nova", "olive", "puffin", "rhubarb", "sparrow", "truffle", "waffle", "badger"]
NAMES_PW = ["minji", "jisoo", "haneul", "tanaka", "sakura", "wei", "lucas", "emma", "noah",
            "olivia", "jun", "yuna", "daniel", "chloe", "hyun", "mika", "leo", "mia"]
KO_WORDS = ["사랑해", "우리집", "고양이", "강아지", "행복해", "하늘", "바다", "봄날", "별빛", "서울",
            "부산", "김치찌개", "떡볶이", "초코", "토끼", "다람쥐", "은하수", "무지개", "햇살", "첫눈",
            "여름밤", "제주도", "한강", "보리", "콩이", "나비", "호랑이", "감자", "고구마", "딸기",
            "복숭아", "단풍", "가을", "겨울", "눈사람", "달빛", "꽃길", "파도", "비밀번호", "우리팀"]
CHO_K = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG_K = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
          "b", "m", "ml", "l"]
JONG_K = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
          "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko2kbd(word):
    """Type a Hangul word on a QWERTY keyboard (2-beolsik), e.g. 비밀번호 -> qlalfqjsgh."""
    out = []
    for ch in word:
        o = ord(ch)
        if 0xAC00 <= o <= 0xD7A3:
            i = o - 0xAC00
            out.append(CHO_K[i // 588] + JUNG_K[(i % 588) // 28] + JONG_K[i % 28])
        else:
            out.append(ch)
    return "".join(out)


SYM_ALL = "!#$%&()*+,-./:;<=>?@[]^_{|}~"
SYM_MILD = "!@#$%^&*-_+=.?"
SYM_SHELL_SAFE = "@%+=:,./-_^"      # safe unquoted in a POSIX shell word


def _clean(pw, forbid):
    return "".join(c for c in pw if c not in forbid)


def pw_human(forbid=""):
    sym = _clean(SYM_MILD, forbid) or "_"
    w = pick(WORDS + NAMES_PW)
    w = w.capitalize() if chance(0.7) else w
    style = rint(0, 4)
    if style == 0:
        pw = w + str(rint(1970, 2025)) + pick(sym)
    elif style == 1:
        pw = w + pick(sym) + pick(WORDS).capitalize() + str(rint(1, 99))
    elif style == 2:
        pw = pick(NAMES_PW) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(sym) * rint(1, 2)
    elif style == 3:
        leet = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
        pw = (w + pick(WORDS)).translate(leet) + pick(sym) + str(rint(0, 9))
    else:
        pw = pick(["Spring", "Summer", "Autumn", "Winter", "Welcome", "Company"]) + str(
            rint(2019, 2026)) + pick(sym) + (pick(sym) if chance(0.3) else "")
    return _clean(pw, forbid)


def pw_passphrase(forbid=""):
    seps = [s for s in ["-", "_", ".", "+", "~"] if s not in forbid] or [""]
    sep = pick(seps)
    words = [pick(WORDS) for _ in range(rint(3, 5))]
    if chance(0.5):
        words[rint(0, len(words) - 1)] = words[0].capitalize()
    pw = sep.join(words)
    if chance(0.6):
        pw += sep + str(rint(1, 999))
    return pw


def pw_punct(forbid="", n=None):
    alpha = _clean(ALNUM + SYM_ALL, forbid + " ")
    n = n or rint(14, 28)
    while True:
        pw = rs(alpha, n)
        if sum(1 for c in pw if c in SYM_ALL) >= max(3, n // 5) and any(c in DI for c in pw):
            return pw


def pw_korkbd(forbid=""):
    sym = _clean(SYM_MILD, forbid) or "_"
    w = ko2kbd(pick(KO_WORDS))
    if chance(0.4):
        w += ko2kbd(pick(KO_WORDS))
    style = rint(0, 2)
    if style == 0:
        pw = w + str(rint(1, 9999)) + pick(sym)
    elif style == 1:
        pw = w[:1].upper() + w[1:] + pick(sym) + str(rint(10, 99))
    else:
        pw = pick(sym) + w + "%02d%02d" % (rint(1, 12), rint(1, 28))
    while len(pw) < 10:
        pw += str(rint(0, 9))
    return _clean(pw, forbid)


def pw_hangul(forbid=""):
    sym = _clean(SYM_MILD, forbid) or "_"
    w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.6) else "")
    style = rint(0, 2)
    if style == 0:
        pw = w + str(rint(1990, 2025)) + pick(sym)
    elif style == 1:
        pw = pick(sym) + w + str(rint(10, 999))
    else:
        pw = w + pick(sym) + pick(WORDS) + str(rint(1, 99))
    while len(pw) < 8:
        pw += str(rint(0, 9))
    return _clean(pw, forbid)


def pw_generated(forbid=""):
    style = rint(0, 3)
    if style == 0:      # 1Password-like
        pw = "-".join(rs(ALNUM, 6) for _ in range(3))
    elif style == 1:    # pwgen -s
        pw = rs(ALNUM, rint(16, 32))
    elif style == 2:    # openssl rand -base64
        pw = b64(rbytes(rint(18, 33)))
    else:
        pw = rs(LOALNUM, 4) + "-" + rs(LOALNUM, 4) + "-" + rs(LOALNUM, 4) + "-" + rs(LOALNUM, 4)
    return _clean(pw, forbid)


PW_KINDS = ["human", "passphrase", "punct", "korkbd", "hangul", "generated"]
PW_FUNCS = {"human": pw_human, "passphrase": pw_passphrase, "punct": pw_punct,
            "korkbd": pw_korkbd, "hangul": pw_hangul, "generated": pw_generated}
PW_LABEL = {"human": "human-style password", "passphrase": "passphrase",
            "punct": "punctuation-heavy password", "korkbd": "Korean-keyboard password",
            "hangul": "Hangul password", "generated": "generated password"}


def password(lang, forbid="", kind=None, ascii_only=False):
    if kind is None:
        if lang == "ko":
            kind = pick(["human", "passphrase", "punct", "korkbd", "korkbd", "hangul", "hangul",
                         "generated"])
        else:
            kind = pick(["human", "human", "passphrase", "punct", "punct", "korkbd", "hangul",
                         "generated", "generated"])
    if ascii_only and kind == "hangul":
        kind = "korkbd"
    for _ in range(50):
        pw = PW_FUNCS[kind](forbid)
        if len(pw) >= 8 and not any(c in forbid for c in pw) and pw == pw.strip():
            return pw, kind
    raise RuntimeError("password generation failed")


# ----------------------------------------------------------------------------------------------
# credential items and vendor registry
# ----------------------------------------------------------------------------------------------
def item(env, val, sec=True, cfg=None, secrets=None):
    """One key/value of a config.  `secrets` = substrings of val that are credentials."""
    if secrets is None:
        secrets = [val] if sec else []
    return {"env": env, "cfg": cfg or env.lower(), "val": val, "sec": bool(secrets),
            "secrets": secrets}


def jwt(payload, alg="HS256", kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    sig_len = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
    enc = lambda o: b64u(json.dumps(o, separators=(",", ":")).encode())
    return enc(hdr) + "." + enc(payload) + "." + b64u(rbytes(sig_len))


def epoch():
    return rint(1_704_000_000, 1_760_000_000)


def discord_token():
    uid = str(rint(10 ** 17, 10 ** 19 - 1))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def aws_session_token():
    return "IQoJb3JpZ2luX2VjE" + rs(B64, rint(280, 400)) + pick(["", "=", "=="])


def mapbox_secret():
    user = pick(["acme-maps", "geo-team", "minjikim", "deliverydash", "tanaka-h"])
    body = json.dumps({"u": user, "a": "cl" + rs(LOALNUM, 23)}, separators=(",", ":"))
    return "sk." + b64u(body.encode()) + "." + rs(B64U, 22)


def supabase_service_jwt():
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role",
                "iat": epoch(), "exp": epoch() + 315_360_000})


def data_go_kr_key():
    return b64(rbytes(64))


VENDORS = []


def V(name, region, kind, gen, auth=None, url=None):
    VENDORS.append({"name": name, "region": region, "kind": kind, "gen": gen, "auth": auth,
                    "url": url})


# ---- global ---------------------------------------------------------------------------------
V("AWS", "global", "IAM access key pair", lambda: [
    item("AWS_ACCESS_KEY_ID", "AKIA" + rs(UP + "234567", 16)),
    item("AWS_SECRET_ACCESS_KEY", rs(B64, 40))])
V("AWS STS", "global", "temporary credentials", lambda: [
    item("AWS_ACCESS_KEY_ID", "ASIA" + rs(UP + "234567", 16)),
    item("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
    item("AWS_SESSION_TOKEN", aws_session_token())])
V("GitHub", "global", "personal access token (classic)", lambda: [
    item("GITHUB_TOKEN", "ghp_" + rs(ALNUM, 36))], "bearer", "https://api.github.com/user/repos")
V("GitHub", "global", "fine-grained token", lambda: [
    item("GH_PAT", "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59))], "bearer",
  "https://api.github.com/repos/{sub}/actions/runs")
V("GitHub", "global", "app installation token", lambda: [
    item("GH_INSTALLATION_TOKEN", "ghs_" + rs(ALNUM, 36))], "pre:token",
  "https://api.github.com/installation/repositories")
V("GitHub", "global", "OAuth token", lambda: [
    item("GITHUB_OAUTH_TOKEN", "gho_" + rs(ALNUM, 36))], "bearer", "https://api.github.com/user")
V("GitLab", "global", "personal access token", lambda: [
    item("GITLAB_TOKEN", "glpat-" + rs(B64U, 20))], "hdr:PRIVATE-TOKEN",
  "https://gitlab.com/api/v4/projects?membership=true")
V("GitLab", "global", "runner authentication token", lambda: [
    item("RUNNER_TOKEN", "glrt-" + rs(B64U, 20))])
V("GitLab", "global", "pipeline trigger token", lambda: [
    item("TRIGGER_TOKEN", "glptt-" + rs(HEXL, 40))])
V("Bitbucket", "global", "app password", lambda: [
    item("BITBUCKET_USER", pick(USERS), sec=False),
    item("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8))], "basic_pair",
  "https://api.bitbucket.org/2.0/repositories/{sub}")
V("Slack", "global", "bot token", lambda: [
    item("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (rs(DI, rint(10, 13)), rs(DI, rint(10, 13)),
                                               rs(ALNUM, 24)))], "bearer",
  "https://slack.com/api/chat.postMessage")
V("Slack", "global", "user token", lambda: [
    item("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (rs(DI, 11), rs(DI, 11), rs(DI, 13),
                                                   rs(HEXL, 32)))], "bearer",
  "https://slack.com/api/users.list")
V("Slack", "global", "app-level token", lambda: [
    item("SLACK_APP_TOKEN", "xapp-1-A" + rs(UPALNUM, 10) + "-" + rs(DI, 13) + "-" + rs(HEXL, 64))])
V("Stripe", "global", "secret key", lambda: [
    item("STRIPE_SECRET_KEY", "sk_live_" + ("51" + rs(ALNUM, 97) if chance(0.6) else rs(ALNUM, 24)))],
  "basic_user", "https://api.stripe.com/v1/charges?limit=3")
V("Stripe", "global", "restricted key", lambda: [
    item("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97))], "bearer",
  "https://api.stripe.com/v1/customers?limit=1")
V("Stripe", "global", "webhook signing secret", lambda: [
    item("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32))])
V("OpenAI", "global", "project API key", lambda: [
    item("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))], "bearer",
  "https://api.openai.com/v1/models")
V("OpenAI", "global", "service-account key", lambda: [
    item("OPENAI_API_KEY", "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))], "bearer",
  "https://api.openai.com/v1/chat/completions")
V("Anthropic", "global", "API key", lambda: [
    item("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")], "hdr:x-api-key",
  "https://api.anthropic.com/v1/messages")
V("Google", "global", "Gemini API key", lambda: [
    item("GEMINI_API_KEY", "AIza" + rs(B64U, 35))], "query:key",
  "https://generativelanguage.googleapis.com/v1beta/models")
V("Google", "global", "OAuth client secret + refresh token", lambda: [
    item("GOOGLE_CLIENT_ID", rs(DI, 12) + "-" + rs(LOALNUM, 32) + ".apps.googleusercontent.com",
         sec=False),
    item("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28)),
    item("GOOGLE_REFRESH_TOKEN", "1//0" + pick("egdf") + rs(B64U, 98))])
V("Firebase", "global", "FCM legacy server key", lambda: [
    item("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134))], "pre:key=",
  "https://fcm.googleapis.com/fcm/send")
V("Twilio", "global", "auth token", lambda: [
    item("TWILIO_ACCOUNT_SID", "AC" + rs(HEXL, 32), sec=False),
    item("TWILIO_AUTH_TOKEN", rs(HEXL, 32))], "basic_pair",
  "https://api.twilio.com/2010-04-01/Accounts.json")
V("SendGrid", "global", "API key", lambda: [
    item("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))], "bearer",
  "https://api.sendgrid.com/v3/mail/send")
V("Mailgun", "global", "private API key", lambda: [
    item("MAILGUN_API_KEY", "key-" + rs(HEXL, 32))], "basic_api",
  "https://api.mailgun.net/v3/domains")
V("Mailchimp", "global", "API key", lambda: [
    item("MAILCHIMP_API_KEY", rs(HEXL, 32) + "-us" + str(rint(1, 21)))], "basic_any",
  "https://us6.api.mailchimp.com/3.0/lists")
V("npm", "global", "automation token", lambda: [
    item("NPM_TOKEN", "npm_" + rs(ALNUM, 36))], "bearer", "https://registry.npmjs.org/-/whoami")
V("PyPI", "global", "API token", lambda: [
    item("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)))])
V("Docker Hub", "global", "personal access token", lambda: [
    item("DOCKERHUB_USERNAME", pick(USERS).replace(".", ""), sec=False),
    item("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))])
V("HashiCorp Vault", "global", "service token", lambda: [
    item("VAULT_TOKEN", "hvs." + rs(ALNUM, pick([24, 91])))], "hdr:X-Vault-Token",
  "https://vault.internal:8200/v1/secret/data/{sub}")
V("Terraform Cloud", "global", "user API token", lambda: [
    item("TF_TOKEN_app_terraform_io", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67),
         cfg="tfc_token")], "bearer", "https://app.terraform.io/api/v2/organizations")
V("DigitalOcean", "global", "personal access token", lambda: [
    item("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEXL, 64))], "bearer",
  "https://api.digitalocean.com/v2/droplets")
V("Shopify", "global", "Admin API access token", lambda: [
    item("SHOPIFY_ACCESS_TOKEN", "shpat_" + rs(HEXL, 32))], "hdr:X-Shopify-Access-Token",
  "https://{sub}.myshopify.com/admin/api/2024-10/orders.json")
V("Atlassian", "global", "API token", lambda: [
    item("JIRA_USER", pick(USERS) + "@" + pick(DOMAINS), sec=False),
    item("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 183) + "=" + rs(HEXU, 8))], "basic_pair",
  "https://{sub}.atlassian.net/rest/api/3/myself")
V("Linear", "global", "personal API key", lambda: [
    item("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40))], "raw", "https://api.linear.app/graphql")
V("Notion", "global", "integration token", lambda: [
    item("NOTION_TOKEN", "ntn_" + rs(DI, 11) + rs(ALNUM, 35))], "bearer",
  "https://api.notion.com/v1/search")
V("Figma", "global", "personal access token", lambda: [
    item("FIGMA_TOKEN", "figd_" + rs(B64U, 40))], "hdr:X-Figma-Token", "https://api.figma.com/v1/me")
V("Datadog", "global", "API + application key", lambda: [
    item("DD_API_KEY", rs(HEXL, 32)), item("DD_APP_KEY", rs(HEXL, 40))],
  "hdrs:DD-API-KEY,DD-APPLICATION-KEY", "https://api.datadoghq.com/api/v1/validate")
V("New Relic", "global", "user API key", lambda: [
    item("NEW_RELIC_API_KEY", "NRAK-" + rs(UPALNUM, 27))], "hdr:API-Key",
  "https://api.newrelic.com/graphql")
V("Sentry", "global", "user auth token", lambda: [
    item("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEXL, 64))], "bearer",
  "https://sentry.io/api/0/projects/")
V("Discord", "global", "bot token", lambda: [
    item("DISCORD_BOT_TOKEN", discord_token())], "pre:Bot", "https://discord.com/api/v10/users/@me")
V("Telegram", "global", "bot token", lambda: [
    item("TELEGRAM_BOT_TOKEN", str(rint(100000000, 7999999999)) + ":AA" + rs(B64U, 33))],
  "path:bot", "https://api.telegram.org/bot")
V("Azure Storage", "global", "account key (connection string)", lambda: (lambda k: [
    item("AZURE_STORAGE_CONNECTION_STRING",
         "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net"
         % (pick(["stacmeprod", "stlogs01", "stmediakr", "stbackupjp"]) + rs(LOALNUM, 3), k),
         secrets=[k])])(b64(rbytes(64))))
V("Microsoft Entra ID", "global", "client secret", lambda: [
    item("AZURE_TENANT_ID", uuid4(), sec=False), item("AZURE_CLIENT_ID", uuid4(), sec=False),
    item("AZURE_CLIENT_SECRET", rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34))])
V("Cloudflare", "global", "API token", lambda: [
    item("CLOUDFLARE_API_TOKEN", rs(B64U, 40))], "bearer",
  "https://api.cloudflare.com/client/v4/user/tokens/verify")
V("Cloudflare", "global", "global API key", lambda: [
    item("CF_API_EMAIL", pick(USERS) + "@" + pick(DOMAINS), sec=False),
    item("CF_API_KEY", rs(HEXL, 37))], "hdrs:X-Auth-Email,X-Auth-Key",
  "https://api.cloudflare.com/client/v4/zones")
V("Supabase", "global", "service_role key", lambda: [
    item("SUPABASE_SERVICE_ROLE_KEY", supabase_service_jwt())], "bearer",
  "https://{sub}.supabase.co/rest/v1/profiles?select=*")
V("Supabase", "global", "management access token", lambda: [
    item("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEXL, 40))], "bearer",
  "https://api.supabase.com/v1/projects")
V("Netlify", "global", "personal access token", lambda: [
    item("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36))], "bearer",
  "https://api.netlify.com/api/v1/sites")
V("Postman", "global", "API key", lambda: [
    item("POSTMAN_API_KEY", "PMAK-" + rs(HEXL, 24) + "-" + rs(HEXL, 34))], "hdr:X-Api-Key",
  "https://api.getpostman.com/collections")
V("Grafana", "global", "service account token", lambda: [
    item("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + rs(HEXL, 8))], "bearer",
  "https://grafana.internal/api/search?query=")
V("HubSpot", "global", "private app token", lambda: [
    item("HUBSPOT_ACCESS_TOKEN", "pat-na1-" + uuid4())], "bearer",
  "https://api.hubapi.com/crm/v3/objects/contacts")
V("Square", "global", "access token", lambda: [
    item("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))], "bearer",
  "https://connect.squareup.com/v2/locations")
V("Braintree", "global", "access token", lambda: [
    item("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOALNUM, 16) + "$" + rs(HEXL, 32))])
V("Okta", "global", "API token", lambda: [
    item("OKTA_API_TOKEN", "00" + rs(B64U, 40))], "pre:SSWS",
  "https://{sub}.okta.com/api/v1/users?limit=25")
V("Doppler", "global", "service token", lambda: [
    item("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 40))], "bearer",
  "https://api.doppler.com/v3/configs/config/secrets/download?format=json")
V("Pulumi", "global", "access token", lambda: [
    item("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEXL, 40))], "pre:token", "https://api.pulumi.com/api/user")
V("Databricks", "global", "personal access token", lambda: [
    item("DATABRICKS_TOKEN", "dapi" + rs(HEXL, 32))], "bearer",
  "https://{sub}.cloud.databricks.com/api/2.0/clusters/list")
V("Hugging Face", "global", "user access token", lambda: [
    item("HF_TOKEN", "hf_" + rs(UP + LO, 34))], "bearer", "https://huggingface.co/api/whoami-v2")
V("Replicate", "global", "API token", lambda: [
    item("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37))], "bearer",
  "https://api.replicate.com/v1/predictions")
V("Groq", "global", "API key", lambda: [
    item("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52))], "bearer", "https://api.groq.com/openai/v1/models")
V("Perplexity", "global", "API key", lambda: [
    item("PPLX_API_KEY", "pplx-" + rs(ALNUM, 48))], "bearer",
  "https://api.perplexity.ai/chat/completions")
V("xAI", "global", "API key", lambda: [
    item("XAI_API_KEY", "xai-" + rs(ALNUM, 80))], "bearer", "https://api.x.ai/v1/models")
V("Mapbox", "global", "secret access token", lambda: [
    item("MAPBOX_SECRET_TOKEN", mapbox_secret())], "query:access_token",
  "https://api.mapbox.com/tokens/v2")
V("age", "global", "secret key (SOPS)", lambda: [
    item("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))])
V("RubyGems", "global", "API key", lambda: [
    item("GEM_HOST_API_KEY", "rubygems_" + rs(HEXL, 48))], "raw",
  "https://rubygems.org/api/v1/gems")
V("NuGet", "global", "API key", lambda: [
    item("NUGET_API_KEY", "oy2" + rs(LOALNUM, 43))], "hdr:X-NuGet-ApiKey",
  "https://www.nuget.org/api/v2/package")
V("Airtable", "global", "personal access token", lambda: [
    item("AIRTABLE_PAT", "pat" + rs(ALNUM, 14) + "." + rs(HEXL, 64))], "bearer",
  "https://api.airtable.com/v0/meta/bases")
V("Dropbox", "global", "short-lived access token", lambda: [
    item("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64U, rint(130, 140)))], "bearer",
  "https://api.dropboxapi.com/2/users/get_current_account")
V("Tailscale", "global", "auth key", lambda: [
    item("TS_AUTHKEY", "tskey-auth-k" + rs(ALNUM, 11) + "CNTRL-" + rs(ALNUM, 33))])
V("Contentful", "global", "management token", lambda: [
    item("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))], "bearer",
  "https://api.contentful.com/spaces")
V("JFrog", "global", "reference token", lambda: [
    item("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOj" + rs(ALNUM, 50))], "bearer",
  "https://{sub}.jfrog.io/artifactory/api/repositories")
V("Heroku", "global", "API key", lambda: [
    item("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58))], "bearer", "https://api.heroku.com/apps")
V("CircleCI", "global", "personal API token", lambda: [
    item("CIRCLE_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEXL, 40))], "hdr:Circle-Token",
  "https://circleci.com/api/v2/me")
V("Buildkite", "global", "API access token", lambda: [
    item("BUILDKITE_API_TOKEN", "bkua_" + rs(HEXL, 40))], "bearer",
  "https://api.buildkite.com/v2/user")
V("Asana", "global", "personal access token", lambda: [
    item("ASANA_PAT", "2/" + rs(DI, 16) + "/" + rs(DI, 16) + ":" + rs(HEXL, 32))], "bearer",
  "https://app.asana.com/api/1.0/users/me")
V("ClickUp", "global", "personal API token", lambda: [
    item("CLICKUP_TOKEN", "pk_" + rs(DI, 8) + "_" + rs(UPALNUM, 32))], "raw",
  "https://api.clickup.com/api/v2/user")
V("PagerDuty", "global", "REST API key", lambda: [
    item("PAGERDUTY_API_KEY", "u+" + rs(B64U, 18))], "pre:Token token=",
  "https://api.pagerduty.com/incidents")
V("Confluent Cloud", "global", "API key + secret", lambda: [
    item("CONFLUENT_API_KEY", rs(UPALNUM, 16)), item("CONFLUENT_API_SECRET", rs(B64, 64))],
  "basic_pair2", "https://api.confluent.cloud/iam/v2/api-keys")
V("MongoDB Atlas", "global", "programmatic API private key", lambda: [
    item("ATLAS_PUBLIC_KEY", rs(LO, 8)), item("ATLAS_PRIVATE_KEY", uuid4())])
V("Pinecone", "global", "API key", lambda: [
    item("PINECONE_API_KEY", "pcsk_" + rs(ALNUM, 5) + "_" + rs(ALNUM, 63))], "hdr:Api-Key",
  "https://api.pinecone.io/indexes")
V("LangSmith", "global", "personal access token", lambda: [
    item("LANGSMITH_API_KEY", "lsv2_pt_" + rs(HEXL, 32) + "_" + rs(HEXL, 10))], "hdr:x-api-key",
  "https://api.smith.langchain.com/api/v1/sessions")
V("Cohere", "global", "API key", lambda: [
    item("CO_API_KEY", rs(ALNUM, 40))], "bearer", "https://api.cohere.com/v2/chat")
V("Weights & Biases", "global", "API key", lambda: [
    item("WANDB_API_KEY", rs(HEXL, 40))])
V("Zendesk", "global", "API token", lambda: [
    item("ZENDESK_EMAIL", pick(USERS) + "@" + pick(DOMAINS) + "/token", sec=False),
    item("ZENDESK_API_TOKEN", rs(ALNUM, 40))], "basic_pair",
  "https://{sub}.zendesk.com/api/v2/tickets.json")
V("Fastly", "global", "API token", lambda: [
    item("FASTLY_API_TOKEN", rs(B64U, 32))], "hdr:Fastly-Key", "https://api.fastly.com/service")
V("Algolia", "global", "admin API key", lambda: [
    item("ALGOLIA_APP_ID", rs(UPALNUM, 10), sec=False), item("ALGOLIA_ADMIN_KEY", rs(HEXL, 32))],
  "hdrs:X-Algolia-Application-Id,X-Algolia-API-Key", "https://{sub}.algolia.net/1/keys")
V("Neon", "global", "API key", lambda: [
    item("NEON_API_KEY", "napi_" + rs(LOALNUM, 64))], "bearer",
  "https://console.neon.tech/api/v2/projects")
V("Render", "global", "API key", lambda: [
    item("RENDER_API_KEY", "rnd_" + rs(ALNUM, 32))], "bearer", "https://api.render.com/v1/services")
V("Fly.io", "global", "deploy token", lambda: [
    item("FLY_API_TOKEN", "FlyV1 fm2_" + rs(B64, rint(180, 240)))], "raw",
  "https://api.machines.dev/v1/apps")
V("PlanetScale", "global", "service token", lambda: [
    item("PLANETSCALE_SERVICE_TOKEN_ID", rs(LOALNUM, 12)),
    item("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43))])

# ---- Europe ---------------------------------------------------------------------------------
V("Mollie", "europe", "live API key", lambda: [
    item("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30))], "bearer", "https://api.mollie.com/v2/payments")
V("GoCardless", "europe", "live access token", lambda: [
    item("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))], "bearer",
  "https://api.gocardless.com/payments")
V("Adyen", "europe", "API key", lambda: [
    item("ADYEN_API_KEY", "AQE" + rs(B64, 93) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "+;}%=#{", 16))],
  "hdr:X-API-Key", "https://checkout-test.adyen.com/v71/paymentMethods")
V("Brevo", "europe", "API key", lambda: [
    item("BREVO_API_KEY", "xkeysib-" + rs(HEXL, 64) + "-" + rs(ALNUM, 16))], "hdr:api-key",
  "https://api.brevo.com/v3/account")
V("Scaleway", "europe", "API key pair", lambda: [
    item("SCW_ACCESS_KEY", "SCW" + rs(UPALNUM, 17)), item("SCW_SECRET_KEY", uuid4())],
  "hdr:X-Auth-Token", "https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")
V("OVHcloud", "europe", "application secret + consumer key", lambda: [
    item("OVH_ENDPOINT", "ovh-eu", sec=False),
    item("OVH_APPLICATION_SECRET", rs(ALNUM, 32)), item("OVH_CONSUMER_KEY", rs(ALNUM, 32))])
V("Hetzner Cloud", "europe", "API token", lambda: [
    item("HCLOUD_TOKEN", rs(ALNUM, 64))], "bearer", "https://api.hetzner.cloud/v1/servers")
V("Mailjet", "europe", "secret API key", lambda: [
    item("MJ_APIKEY_PUBLIC", rs(HEXL, 32)), item("MJ_APIKEY_PRIVATE", rs(HEXL, 32))],
  "basic_pair2", "https://api.mailjet.com/v3/REST/message")
V("SumUp", "europe", "secret API key", lambda: [
    item("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32))], "bearer", "https://api.sumup.com/v0.1/me")
V("Paddle", "europe", "API key", lambda: [
    item("PADDLE_API_KEY", "pdl_live_apikey_01" + rs("0123456789abcdefghjkmnpqrstvwxyz", 24) + "_"
         + rs(ALNUM, 22) + "_" + rs(ALNUM, 3))], "bearer", "https://api.paddle.com/products")
V("Klarna", "europe", "API credentials", lambda: [
    item("KLARNA_USERNAME", "K%d_%s" % (rint(100000, 999999), rs(HEXL, 12)), sec=False),
    item("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64U, 48))], "basic_pair",
  "https://api.klarna.com/payments/v1/sessions")
V("DeepL", "europe", "authentication key", lambda: [
    item("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]))], "pre:DeepL-Auth-Key",
  "https://api-free.deepl.com/v2/usage")
V("Infobip", "europe", "API key", lambda: [
    item("INFOBIP_API_KEY", rs(HEXL, 32) + "-" + uuid4())], "pre:App",
  "https://{sub}.api.infobip.com/sms/2/text/advanced")
V("MessageBird", "europe", "live access key", lambda: [
    item("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25))], "pre:AccessKey",
  "https://rest.messagebird.com/balance")
V("Qonto", "europe", "API secret key", lambda: [
    item("QONTO_LOGIN", pick(["acme-corp", "shop-kr", "tanaka-sarl"]) + "-" + rs(DI, 4), sec=False),
    item("QONTO_SECRET_KEY", rs(HEXL, 32))])
V("Pipedrive", "europe", "API token", lambda: [
    item("PIPEDRIVE_API_TOKEN", rs(HEXL, 40))], "query:api_token",
  "https://api.pipedrive.com/v1/deals")
V("Wise", "europe", "personal API token", lambda: [
    item("WISE_API_TOKEN", uuid4())], "bearer", "https://api.transferwise.com/v1/profiles")
V("Mistral AI", "europe", "API key", lambda: [
    item("MISTRAL_API_KEY", rs(ALNUM, 32))], "bearer", "https://api.mistral.ai/v1/models")
V("Exoscale", "europe", "API key + secret", lambda: [
    item("EXOSCALE_API_KEY", "EXO" + rs(HEXL, 24)), item("EXOSCALE_API_SECRET", rs(B64U, 43))])

# ---- Korea ----------------------------------------------------------------------------------
V("Kakao", "korea", "REST API key", lambda: [
    item("KAKAO_REST_API_KEY", rs(HEXL, 32))], "pre:KakaoAK",
  "https://dapi.kakao.com/v2/local/search/address.json?query=%EA%B0%95%EB%82%A8")
V("Kakao", "korea", "Admin key", lambda: [
    item("KAKAO_ADMIN_KEY", rs(HEXL, 32))], "pre:KakaoAK", "https://kapi.kakao.com/v1/user/ids")
V("Naver Developers", "korea", "client secret", lambda: [
    item("NAVER_CLIENT_ID", rs(ALNUM, 20), sec=False), item("NAVER_CLIENT_SECRET", rs(ALNUM, 10))],
  "hdrs:X-Naver-Client-Id,X-Naver-Client-Secret",
  "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91")
V("Naver Cloud Platform", "korea", "API access key + secret key", lambda: [
    item("NCP_ACCESS_KEY", rs(ALNUM, 20)), item("NCP_SECRET_KEY", rs(ALNUM, 40))])
V("Toss Payments", "korea", "secret key", lambda: [
    item("TOSS_SECRET_KEY", pick(["live_sk_", "live_gsk_"]) + rs(ALNUM, 28))], "basic_user",
  "https://api.tosspayments.com/v1/payments/confirm")
V("PortOne", "korea", "V1 REST API key + secret", lambda: [
    item("IMP_KEY", rs(DI, 16)), item("IMP_SECRET", rs(ALNUM, 80))])
V("PortOne", "korea", "V2 API secret", lambda: [
    item("PORTONE_API_SECRET", rs(ALNUM, 80))], "pre:PortOne", "https://api.portone.io/payments")
V("NHN Cloud", "korea", "SMS secret key", lambda: [
    item("NHN_SMS_APPKEY", rs(ALNUM, 16), sec=False), item("NHN_SMS_SECRET_KEY", rs(ALNUM, 8))],
  "hdrs:-,X-Secret-Key", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{sub}/sender/sms")
V("data.go.kr", "korea", "serviceKey (Decoding)", lambda: [
    item("DATA_GO_KR_SERVICE_KEY", data_go_kr_key())], "query:serviceKey",
  "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?numOfRows=10")
V("Solapi", "korea", "API key + secret", lambda: [
    item("SOLAPI_API_KEY", "NCS" + rs(UPALNUM, 13)), item("SOLAPI_API_SECRET", rs(UPALNUM, 32))])
V("Aligo", "korea", "SMS API key", lambda: [
    item("ALIGO_USER_ID", pick(USERS).replace(".", "").replace("-", ""), sec=False),
    item("ALIGO_API_KEY", rs(LOALNUM, 32))])
V("Upbit", "korea", "Open API access + secret key", lambda: [
    item("UPBIT_ACCESS_KEY", rs(ALNUM, 40)), item("UPBIT_SECRET_KEY", rs(ALNUM, 40))])
V("Bithumb", "korea", "API connect key + secret", lambda: [
    item("BITHUMB_API_KEY", rs(HEXL, 32)), item("BITHUMB_SECRET_KEY", rs(HEXL, 32))])
V("Korea Investment (KIS)", "korea", "appkey + appsecret", lambda: [
    item("KIS_APP_KEY", "PS" + rs(ALNUM, 34)), item("KIS_APP_SECRET", b64(rbytes(135)))],
  "hdrs:appkey,appsecret", "https://openapi.koreainvestment.com:9443/oauth2/tokenP")
V("Channel Talk", "korea", "access key + secret", lambda: [
    item("CHANNEL_ACCESS_KEY", rs(HEXL, 24)), item("CHANNEL_ACCESS_SECRET", rs(HEXL, 32))],
  "hdrs:x-access-key,x-access-secret", "https://api.channel.io/open/v5/users")
V("Sendbird", "korea", "API token", lambda: [
    item("SENDBIRD_APP_ID", uuid4(upper=True), sec=False), item("SENDBIRD_API_TOKEN", rs(HEXL, 40))],
  "hdrs:-,Api-Token", "https://api-{sub}.sendbird.com/v3/users")
V("NICEPAY", "korea", "secret key", lambda: [
    item("NICEPAY_CLIENT_ID", "R2_" + rs(HEXL, 32), sec=False), item("NICEPAY_SECRET_KEY", rs(HEXL, 32))],
  "basic_pair", "https://api.nicepay.co.kr/v1/payments")
V("KakaoPay", "korea", "secret key", lambda: [
    item("KAKAOPAY_SECRET_KEY", pick(["DEV", "PRD"]) + rs(HEXU, 37))], "pre:SECRET_KEY",
  "https://open-api.kakaopay.com/online/v1/payment/ready")
V("Coupang", "korea", "Open API access + secret key", lambda: [
    item("COUPANG_ACCESS_KEY", uuid4()), item("COUPANG_SECRET_KEY", rs(HEXL, 40))])
V("Naver Search Ad", "korea", "API license + secret", lambda: [
    item("NAVER_AD_CUSTOMER_ID", str(rint(1000000, 3999999)), sec=False),
    item("NAVER_AD_ACCESS_LICENSE", "0100000000" + rs(HEXL, 64)),
    item("NAVER_AD_SECRET_KEY", "AQAAAA" + rs(B64, 38) + "==")])
V("Cafe24", "korea", "client secret", lambda: [
    item("CAFE24_CLIENT_ID", rs(ALNUM, 22), sec=False), item("CAFE24_CLIENT_SECRET", rs(ALNUM, 22))])

# ---- Japan ----------------------------------------------------------------------------------
V("LINE", "japan", "Messaging API channel access token", lambda: [
    item("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")], "bearer",
  "https://api.line.me/v2/bot/message/push")
V("LINE", "japan", "channel secret", lambda: [
    item("LINE_CHANNEL_ID", str(rint(1000000000, 2999999999)), sec=False),
    item("LINE_CHANNEL_SECRET", rs(HEXL, 32))])
V("LINE Notify", "japan", "access token", lambda: [
    item("LINE_NOTIFY_TOKEN", rs(ALNUM, 43))], "bearer", "https://notify-api.line.me/api/notify")
V("PAY.JP", "japan", "secret key", lambda: [
    item("PAYJP_SECRET_KEY", "sk_live_" + rs(HEXL, 24))], "basic_user", "https://api.pay.jp/v1/charges")
V("Chatwork", "japan", "API token", lambda: [
    item("CHATWORK_API_TOKEN", rs(HEXL, 32))], "hdr:X-ChatWorkToken", "https://api.chatwork.com/v2/me")
V("Backlog", "japan", "API key", lambda: [
    item("BACKLOG_API_KEY", rs(ALNUM, 64))], "query:apiKey",
  "https://{sub}.backlog.jp/api/v2/users/myself")
V("kintone", "japan", "API token", lambda: [
    item("KINTONE_API_TOKEN", rs(ALNUM, 40))], "hdr:X-Cybozu-API-Token",
  "https://{sub}.cybozu.com/k/v1/records.json?app=12")
V("Sakura Cloud", "japan", "access token + secret", lambda: [
    item("SAKURACLOUD_ACCESS_TOKEN", uuid4()),
    item("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64))], "basic_pair2",
  "https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server")
V("GMO Payment Gateway", "japan", "shop password", lambda: [
    item("GMO_SHOP_ID", "tshop" + rs(DI, 8), sec=False), item("GMO_SHOP_PASS", rs(LOALNUM, 8))])
V("Yahoo! JAPAN", "japan", "YConnect client secret", lambda: [
    item("YJ_CLIENT_ID", "dj00aiZpPW" + rs(ALNUM, 40) + "-", sec=False),
    item("YJ_CLIENT_SECRET", rs(ALNUM, 40))])

# ---- China ----------------------------------------------------------------------------------
V("Alibaba Cloud", "china", "AccessKey pair", lambda: [
    item("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18)),
    item("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30))])
V("Tencent Cloud", "china", "SecretId + SecretKey", lambda: [
    item("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32)),
    item("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32))])
V("Baidu AI Cloud", "china", "AK/SK", lambda: [
    item("BCE_ACCESS_KEY_ID", rs(HEXL, 32)), item("BCE_SECRET_ACCESS_KEY", rs(HEXL, 32))])
V("Baidu Qianfan", "china", "API key", lambda: [
    item("QIANFAN_API_KEY", "bce-v3/ALTAK-" + rs(ALNUM, 21) + "/" + rs(HEXL, 40))], "bearer",
  "https://qianfan.baidubce.com/v2/chat/completions")
V("Huawei Cloud", "china", "AK/SK", lambda: [
    item("HUAWEICLOUD_SDK_AK", rs(UPALNUM, 20)), item("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40))])
V("WeChat", "china", "AppSecret", lambda: [
    item("WECHAT_APPID", "wx" + rs(HEXL, 16), sec=False), item("WECHAT_APPSECRET", rs(HEXL, 32))],
  "query2:appid,secret", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential")
V("WeChat Pay", "china", "APIv3 key", lambda: [
    item("WECHATPAY_MCHID", rs(DI, 10), sec=False), item("WECHATPAY_APIV3_KEY", rs(ALNUM, 32))])
V("Feishu / Lark", "china", "app secret", lambda: [
    item("FEISHU_APP_ID", "cli_" + rs(HEXL, 16), sec=False), item("FEISHU_APP_SECRET", rs(ALNUM, 32))])
V("DingTalk", "china", "AppSecret", lambda: [
    item("DINGTALK_APP_KEY", "ding" + rs(LOALNUM, 16), sec=False),
    item("DINGTALK_APP_SECRET", rs(B64U, 64))])
V("WeCom", "china", "corpsecret", lambda: [
    item("WECOM_CORP_ID", "ww" + rs(HEXL, 16), sec=False), item("WECOM_CORP_SECRET", rs(B64U, 43))],
  "query2:corpid,corpsecret", "https://qyapi.weixin.qq.com/cgi-bin/gettoken")
V("Qiniu", "china", "AccessKey/SecretKey", lambda: [
    item("QINIU_ACCESS_KEY", rs(B64U, 40)), item("QINIU_SECRET_KEY", rs(B64U, 40))])
V("Volcengine", "china", "AccessKey pair", lambda: [
    item("VOLC_ACCESSKEY", "AKLT" + b64(rs(HEXL, 32).encode()).rstrip("=")),
    item("VOLC_SECRETKEY", b64(b64(rs(HEXL, 32).encode()).encode()))])
V("Zhipu AI", "china", "API key", lambda: [
    item("ZHIPUAI_API_KEY", rs(HEXL, 32) + "." + rs(ALNUM, 16))], "bearer",
  "https://open.bigmodel.cn/api/paas/v4/chat/completions")
V("Gitee", "china", "private token", lambda: [
    item("GITEE_TOKEN", rs(HEXL, 32))], "query:access_token", "https://gitee.com/api/v5/user")
V("DashScope (Alibaba)", "china", "API key", lambda: [
    item("DASHSCOPE_API_KEY", "sk-" + rs(HEXL, 32))], "bearer",
  "https://dashscope.aliyuncs.com/compatible-mode/v1/models")
V("DeepSeek", "china", "API key", lambda: [
    item("DEEPSEEK_API_KEY", "sk-" + rs(HEXL, 32))], "bearer", "https://api.deepseek.com/models")
V("Moonshot AI", "china", "API key", lambda: [
    item("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48))], "bearer", "https://api.moonshot.cn/v1/models")

VENDOR_NAMES = []
for _v in VENDORS:
    if _v["name"] not in VENDOR_NAMES:
        VENDOR_NAMES.append(_v["name"])


# ----------------------------------------------------------------------------------------------
# containers: render a list of items into a pasted snippet
# ----------------------------------------------------------------------------------------------
PLAIN_OK = set(ALNUM + "_-./+=:@~,%")


def is_plain(v):
    return all(c in PLAIN_OK for c in v)


def filler_items(ctx, n):
    pool = [("APP_ENV", ctx["env"]), ("PORT", str(pick([3000, 8080, 8000, 9090, 5000]))),
            ("LOG_LEVEL", pick(["info", "debug", "warn"])), ("AWS_REGION", ctx["region"]),
            ("DB_HOST", ctx["host"]), ("HTTP_TIMEOUT_MS", str(pick([3000, 5000, 10000]))),
            ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])),
            ("WORKER_CONCURRENCY", str(rint(2, 16))), ("TZ", pick(["Asia/Seoul", "Asia/Tokyo", "UTC"])),
            ("CACHE_TTL_SECONDS", str(pick([60, 300, 900]))),
            ("BASE_URL", "https://" + ctx["svc"] + "." + pick(DOMAINS)), ("RETRY_MAX", str(rint(2, 6))),
            ("SENTRY_ENVIRONMENT", ctx["env"]), ("QUEUE_NAME", ctx["svc"] + "-jobs")]
    R.shuffle(pool)
    return [item(k, v, sec=False) for k, v in pool[:n]]


def with_fillers(items, ctx, lo=0, hi=3):
    """Mix non-secret lines around the credential lines (start / middle / end)."""
    f = filler_items(ctx, rint(lo, hi))
    out = list(items)
    for it in f:
        out.insert(rint(0, len(out)), it)
    return out


def q_dq(v):
    return '"' + v + '"'


def q_sq(v):
    return "'" + v + "'"


def svc_ident(ctx):
    return ctx["svc"].replace("-", "_")


def r_dotenv(items, ctx):
    lines = []
    for it in items:
        v = it["val"]
        if is_plain(v) and chance(0.7):
            lines.append("%s=%s" % (it["env"], v))
        elif not any(c in v for c in '"$`\\'):
            lines.append("%s=%s" % (it["env"], q_dq(v)))
        elif "'" not in v:
            lines.append("%s=%s" % (it["env"], q_sq(v)))
        else:
            return None
    return "\n".join(lines)


def r_export(items, ctx):
    lines = []
    for it in items:
        v = it["val"]
        if "'" not in v:
            lines.append("export %s=%s" % (it["env"], q_sq(v)))
        elif not any(c in v for c in '"$`\\!'):
            lines.append("export %s=%s" % (it["env"], q_dq(v)))
        else:
            return None
    return "\n".join(lines)


def yaml_val(v):
    if is_plain(v) and not v[:1] in "-:@%" and not v.isdigit() and ": " not in v:
        return v if chance(0.5) else q_dq(v)
    if '"' not in v and "\\" not in v:
        return q_dq(v)
    if "'" not in v:
        return q_sq(v)
    return None


def r_yaml(items, ctx):
    sect = pick(["integrations", "credentials", "clients", "providers", "external"])
    lines = ["%s:" % svc_ident(ctx), "  %s:" % sect]
    for it in items:
        yv = yaml_val(it["val"])
        if yv is None:
            return None
        lines.append("    %s: %s" % (it["cfg"], yv))
    return "\n".join(lines)


def r_json(items, ctx):
    inner = {}
    use_camel = chance(0.5)
    for it in items:
        inner[camel(it["cfg"]) if use_camel else it["cfg"]] = it["val"]
    obj = {pick(["credentials", "integrations", camel(svc_ident(ctx)), "secrets", "providers"]): inner}
    if chance(0.5):
        obj = {"env": ctx["env"], **obj}
    txt = json.dumps(obj, indent=2, ensure_ascii=False)
    for it in items:
        if json.dumps(it["val"], ensure_ascii=False)[1:-1] != it["val"]:
            return None
    return txt


def r_toml(items, ctx):
    lines = ["[%s.%s]" % (svc_ident(ctx), pick(["auth", "secrets", "clients", "vendor"]))]
    for it in items:
        v = it["val"]
        if '"' not in v and "\\" not in v:
            lines.append("%s = %s" % (it["cfg"], q_dq(v)))
        elif "'" not in v:
            lines.append("%s = %s" % (it["cfg"], q_sq(v)))
        else:
            return None
    return "\n".join(lines)


def r_ini(items, ctx):
    lines = ["[%s]" % pick([ctx["svc"], "default", ctx["env"], "credentials"])]
    for it in items:
        v = it["val"]
        if any(c in v for c in ";#") or v != v.strip():
            return None
        lines.append("%s = %s" % (it["cfg"], v))
    return "\n".join(lines)


def r_properties(items, ctx):
    lines = ["# %s (%s)" % (ctx["svc"], ctx["env"])]
    for it in items:
        v = it["val"]
        if "\\" in v or v != v.strip():
            return None
        lines.append("%s.%s=%s" % (svc_ident(ctx).replace("_", "."), camel(it["cfg"]), v))
    return "\n".join(lines)


def r_xml(items, ctx):
    lines = ["<appSettings>"]
    for it in items:
        v = it["val"]
        if any(c in v for c in "&<>\"'"):
            return None
        lines.append('  <add key="%s:%s" value="%s" />' % (
            pascal(camel(svc_ident(ctx))), pascal(camel(it["cfg"])), v))
    lines.append("</appSettings>")
    return "\n".join(lines)


def r_k8s(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx["svc"],
             "  namespace: %s" % ctx["env"], "type: Opaque", "stringData:"]
    for it in items:
        yv = yaml_val(it["val"])
        if yv is None:
            return None
        lines.append("  %s: %s" % (it["env"], yv))
    return "\n".join(lines)


def r_compose(items, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: registry.%s/%s:%s" % (
        pick(DOMAINS), ctx["svc"], pick(["1.4.2", "latest", "2025.03.1", "sha-" + rs(HEXL, 7)])),
             "    environment:"]
    list_style = chance(0.5)
    for it in items:
        v = it["val"]
        if "$" in v:
            return None
        if list_style:
            if any(c in v for c in "\"'") or v != v.strip():
                return None
            lines.append("      - %s=%s" % (it["env"], v))
        else:
            yv = yaml_val(v)
            if yv is None:
                return None
            lines.append("      %s: %s" % (it["env"], yv))
    return "\n".join(lines)


def r_dockerfile(items, ctx):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre",
                                "golang:1.22 AS build", "ruby:3.3"])]
    kw = pick(["ENV", "ARG"])
    for it in items:
        v = it["val"]
        if any(c in v for c in " $\"'\\`"):
            return None
        lines.append("%s %s=%s" % (kw, it["env"], v))
    lines.append(pick(["RUN ./scripts/build.sh", "COPY . /app", "CMD [\"node\", \"server.js\"]",
                       "RUN pip install -r requirements.txt"]))
    return "\n".join(lines)


def r_gha(items, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for it in items:
        yv = yaml_val(it["val"])
        if yv is None or "${{" in it["val"]:
            return None
        lines.append("      %s: %s" % (it["env"], yv))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make deploy ENV=%s" % ctx["env"]]
    return "\n".join(lines)


def r_gitlab(items, ctx):
    lines = ["variables:"]
    for it in items:
        v = it["val"]
        if '"' in v or "\\" in v or "$" in v:
            return None
        lines.append('  %s: "%s"' % (it["env"], v))
    lines += ["", "deploy_%s:" % ctx["env"], "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return "\n".join(lines)


def r_terraform(items, ctx):
    if chance(0.5):
        lines = ['locals {']
        for it in items:
            v = it["val"]
            if any(c in v for c in '"\\') or "${" in v or "%{" in v:
                return None
            lines.append('  %s = "%s"' % (it["cfg"], v))
        lines.append("}")
    else:
        lines = ['# terraform.tfvars (%s)' % ctx["env"]]
        for it in items:
            v = it["val"]
            if any(c in v for c in '"\\') or "${" in v or "%{" in v:
                return None
            lines.append('%s = "%s"' % (it["cfg"], v))
    return "\n".join(lines)


def r_helm(items, ctx):
    lines = ["# values-%s.yaml" % ctx["env"], "%s:" % camel(svc_ident(ctx)), "  extraEnv:"]
    for it in items:
        yv = yaml_val(it["val"])
        if yv is None:
            return None
        lines.append("    - name: %s" % it["env"])
        lines.append("      value: %s" % yv)
    return "\n".join(lines)


def r_systemd(items, ctx):
    lines = ["[Service]", "User=%s" % pick(["app", "svc", "deploy"])]
    for it in items:
        v = it["val"]
        if any(c in v for c in '"\\$% '):
            return None
        lines.append('Environment="%s=%s"' % (it["env"], v))
    lines.append("ExecStart=/opt/%s/bin/%s" % (ctx["svc"], ctx["svc"]))
    return "\n".join(lines)


def r_python(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\'):
            return None
    st = rint(0, 2)
    if st == 0:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (it["env"], it["val"]) for it in items]
    elif st == 1:
        lines = ["# settings/%s.py" % ctx["env"]] + ['%s = "%s"' % (it["env"], it["val"]) for it in items]
    else:
        args = ", ".join('%s="%s"' % (it["cfg"], it["val"]) for it in items)
        lines = ["client = %sClient(%s)" % (pascal(camel(svc_ident(ctx))), args)]
    return "\n".join(lines)


def r_node(items, ctx):
    for it in items:
        if any(c in it["val"] for c in "'\\"):
            return None
    if chance(0.5):
        lines = ["const config = {"] + ["  %s: '%s'," % (camel(it["cfg"]), it["val"]) for it in items] + ["};"]
    else:
        lines = ["process.env.%s ??= '%s';" % (it["env"], it["val"]) for it in items]
    return "\n".join(lines)


def r_ts(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\'):
            return None
    lines = ["export const %sConfig = {" % camel(svc_ident(ctx))] + [
        '  %s: "%s",' % (camel(it["cfg"]), it["val"]) for it in items] + ["} as const;"]
    return "\n".join(lines)


def r_go(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\'):
            return None
    if chance(0.5):
        lines = ["func init() {"] + ['\tos.Setenv("%s", "%s")' % (it["env"], it["val"]) for it in items] + ["}"]
    else:
        lines = ["cfg := Config{"] + ['\t%s: "%s",' % (camel(it["cfg"])[:1].upper() + camel(it["cfg"])[1:],
                                                      it["val"]) for it in items] + ["}"]
    return "\n".join(lines)


def r_java(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\'):
            return None
    if chance(0.5):
        lines = ['private static final String %s = "%s";' % (it["env"], it["val"]) for it in items]
    else:
        lines = ['props.setProperty("%s.%s", "%s");' % (ctx["svc"].replace("-", "."), camel(it["cfg"]),
                                                       it["val"]) for it in items]
    return "\n".join(lines)


def r_kotlin(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\$'):
            return None
    return "\n".join('val %s = "%s"' % (camel(it["cfg"]), it["val"]) for it in items)


def r_ruby(items, ctx):
    for it in items:
        if any(c in it["val"] for c in "'\\"):
            return None
    return "\n".join("ENV['%s'] ||= '%s'" % (it["env"], it["val"]) for it in items)


def r_php(items, ctx):
    for it in items:
        if any(c in it["val"] for c in "'\\"):
            return None
    if chance(0.5):
        return "\n".join("define('%s', '%s');" % (it["env"], it["val"]) for it in items)
    return "\n".join(["return ["] + ["    '%s' => '%s'," % (it["cfg"], it["val"]) for it in items] + ["];"])


def r_csharp(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\{}'):
            return None
    return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (it["env"], it["val"])
                     for it in items)


def r_rust(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\'):
            return None
    return "\n".join('const %s: &str = "%s";' % (it["env"], it["val"]) for it in items)


def r_swift(items, ctx):
    for it in items:
        if any(c in it["val"] for c in '"\\'):
            return None
    return "\n".join('static let %s = "%s"' % (camel(it["cfg"]), it["val"]) for it in items)


def r_bash(items, ctx):
    for it in items:
        if "'" in it["val"]:
            return None
    lines = ["#!/usr/bin/env bash", "set -euo pipefail"] + ["%s='%s'" % (it["env"], it["val"]) for it in items]
    lines.append("./bin/%s --env %s" % (ctx["svc"], ctx["env"]))
    return "\n".join(lines)


def r_powershell(items, ctx):
    for it in items:
        if "'" in it["val"]:
            return None
    return "\n".join("$env:%s = '%s'" % (it["env"], it["val"]) for it in items)


def r_log(items, ctx):
    for it in items:
        if any(c in it["val"] for c in "\"\\ "):
            return None
    ts = ts_iso()
    if chance(0.5):
        kv = " ".join("%s=%s" % (it["env"], it["val"]) for it in items)
        return "%s DEBUG [%s] effective config: %s" % (ts, ctx["svc"], kv)
    obj = {"ts": ts, "level": "debug", "svc": ctx["svc"], "msg": "loaded env",
           "env": {it["env"]: it["val"] for it in items}}
    return json.dumps(obj, ensure_ascii=False)


def r_diff(items, ctx):
    path = pick(["config/%s.env" % ctx["env"], ".env.%s" % ctx["env"], "deploy/%s/values.env" % ctx["env"]])
    lines = ["diff --git a/%s b/%s" % (path, path), "index %s..%s 100644" % (rs(HEXL, 7), rs(HEXL, 7)),
             "--- a/%s" % path, "+++ b/%s" % path, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), 3, rint(1, 40), 3 + len(items))]
    lines.append(" APP_ENV=%s" % ctx["env"])
    for it in items:
        lines.append("+%s=%s" % (it["env"], it["val"]))
    return "\n".join(lines)


def r_table(items, ctx):
    for it in items:
        if "|" in it["val"]:
            return None
    lines = ["| key | value | note |", "|---|---|---|"]
    for it in items:
        lines.append("| %s | %s | %s |" % (it["env"], it["val"], pick([ctx["env"], "rotated " + ctx["date"], "from " + ctx["svc"], ""])))
    return "\n".join(lines)


CONTAINERS = {
    "dotenv": (r_dotenv, ".env", "dotenv"), "export": (r_export, "shell export", "bash"),
    "yaml": (r_yaml, "YAML", "yaml"), "json": (r_json, "JSON", "json"), "toml": (r_toml, "TOML", "toml"),
    "ini": (r_ini, "INI", "ini"), "properties": (r_properties, "Java properties", "properties"),
    "xml": (r_xml, "XML appSettings", "xml"), "k8s": (r_k8s, "k8s Secret stringData", "yaml"),
    "compose": (r_compose, "docker-compose", "yaml"), "dockerfile": (r_dockerfile, "Dockerfile", "dockerfile"),
    "gha": (r_gha, "GitHub Actions workflow", "yaml"), "gitlab": (r_gitlab, ".gitlab-ci.yml", "yaml"),
    "terraform": (r_terraform, "Terraform", "hcl"), "helm": (r_helm, "Helm values", "yaml"),
    "systemd": (r_systemd, "systemd unit", "ini"), "python": (r_python, "Python code", "python"),
    "node": (r_node, "JavaScript code", "js"), "ts": (r_ts, "TypeScript code", "ts"),
    "go": (r_go, "Go code", "go"), "java": (r_java, "Java code", "java"),
    "kotlin": (r_kotlin, "Kotlin code", "kotlin"), "ruby": (r_ruby, "Ruby code", "ruby"),
    "php": (r_php, "PHP code", "php"), "csharp": (r_csharp, "C# code", "csharp"),
    "rust": (r_rust, "Rust code", "rust"), "swift": (r_swift, "Swift code", "swift"),
    "bash": (r_bash, "bash script", "bash"), "powershell": (r_powershell, "PowerShell", "powershell"),
    "log": (r_log, "log line", ""), "diff": (r_diff, "git diff", "diff"), "table": (r_table, "markdown table", ""),
}
CONTAINER_KEYS = list(CONTAINERS.keys())
# the containers notes most often paste get extra weight
CONTAINER_PICK = CONTAINER_KEYS + ["dotenv"] * 4 + ["export", "yaml", "yaml", "json", "json", "k8s", "compose",
                                                   "compose", "dockerfile", "gha", "python", "node", "terraform"]
FILLER_OK = ["dotenv", "export", "yaml", "json", "toml", "ini", "properties", "k8s", "compose", "dockerfile",
             "gha", "gitlab", "helm", "systemd", "bash", "log", "diff", "table", "xml", "terraform"]


def render_items(items, ctx, key=None, fillers=True):
    """Render items into some container; returns (key, text, label, hint)."""
    for _ in range(40):
        k = key or pick(CONTAINER_PICK)
        its = with_fillers(items, ctx) if (fillers and k in FILLER_OK) else items
        fn, label, hint = CONTAINERS[k]
        txt = fn(its, ctx)
        if txt is not None:
            return k, txt, label, hint
        key = None
    raise RuntimeError("no container fits")


def listed_for(text, items, extra=()):
    out = []
    for it in items:
        for s in it["secrets"]:
            if s in text:
                out.append(s)
            elif pct(s) in text:
                out.append(pct(s))
    for s in extra:
        out.append(s)
    res = []
    for s in out:
        if s not in res:
            res.append(s)
    return res


# ----------------------------------------------------------------------------------------------
# HTTP requests carrying credentials
# ----------------------------------------------------------------------------------------------
SUBS = ["acme", "acme-prod", "shopkr", "tanaka-lab", "team-x", "northwind", "hanbit", "sakura-shop"]


def auth_model(v, items):
    spec = v["auth"]
    secs = [it for it in items if it["sec"]]
    tok = secs[-1]["val"]
    m = {"url": v["url"], "headers": [], "query": [], "basic": None}
    sub = pick(SUBS)
    if spec == "bearer":
        m["headers"].append(("Authorization", "Bearer " + tok))
    elif spec.startswith("hdr:"):
        m["headers"].append((spec[4:], tok))
    elif spec.startswith("pre:"):
        p = spec[4:]
        m["headers"].append(("Authorization", p + ("" if p.endswith("=") else " ") + tok))
    elif spec == "raw":
        m["headers"].append(("Authorization", tok))
    elif spec.startswith("hdrs:"):
        for name, it in zip(spec[5:].split(","), items):
            if name == "-":
                sub = it["val"]
            else:
                m["headers"].append((name, it["val"]))
    elif spec == "basic_user":
        m["basic"] = (tok, "")
    elif spec == "basic_api":
        m["basic"] = ("api", tok)
    elif spec == "basic_any":
        m["basic"] = (pick(["anystring", "user", "x"]), tok)
    elif spec == "basic_pair":
        m["basic"] = (items[0]["val"], tok)
    elif spec == "basic_pair2":
        m["basic"] = (items[0]["val"], items[1]["val"])
    elif spec.startswith("query:"):
        m["query"].append((spec[6:], tok))
    elif spec.startswith("query2:"):
        k1, k2 = spec[7:].split(",")
        m["query"] += [(k1, items[0]["val"]), (k2, items[1]["val"])]
    elif spec.startswith("path:"):
        m["url"] = m["url"] + tok + "/" + pick(["getMe", "getUpdates", "getWebhookInfo"])
    m["url"] = m["url"].replace("{sub}", sub)
    if m["query"]:
        qs = "&".join("%s=%s" % (k, pct(val) if not is_url_safe(val) else val) for k, val in m["query"])
        m["url"] += ("&" if "?" in m["url"] else "?") + qs
    return m


def is_url_safe(v):
    return all(c in ALNUM + "-._~" for c in v)


def basic_blob(user, pw):
    return b64((user + ":" + pw).encode())


def http_render(m, style=None, method=None):
    """Returns (text, extra_listed, label, hint). extra_listed holds Basic blobs."""
    style = style or pick(["curl", "curl", "raw", "httpie", "requests", "fetch", "curlv", "har"])
    method = method or pick(["GET", "GET", "POST"])
    url = m["url"]
    hdrs = list(m["headers"])
    extra = []
    u = urllib.parse.urlsplit(url)
    path = u.path + ("?" + u.query if u.query else "")
    use_blob = m["basic"] is not None and (style in ("raw", "fetch", "curlv", "har") or chance(0.35))
    if use_blob:
        blob = basic_blob(*m["basic"])
        hdrs.insert(0, ("Authorization", "Basic " + blob))
        extra.append(blob)
    if style == "curl":
        parts = ["curl -sS" + (" -X POST" if method == "POST" else "")]
        if m["basic"] is not None and not use_blob:
            parts.append("-u '%s:%s'" % m["basic"])
        parts += ["-H '%s: %s'" % h for h in hdrs]
        if method == "POST":
            parts.append("-H 'Content-Type: application/json' -d '{\"dry_run\": true}'")
        parts.append("'%s'" % url)
        return " \\\n  ".join(parts), extra, "curl command", "bash"
    if style == "httpie":
        parts = ["http %s '%s'" % (method, url)]
        if m["basic"] is not None and not use_blob:
            parts.append("-a '%s:%s'" % m["basic"])
        parts += ["'%s:%s'" % h for h in hdrs]
        return " ".join(parts), extra, "HTTPie command", "bash"
    if style == "raw":
        lines = ["%s %s HTTP/1.1" % (method, path), "Host: %s" % u.netloc]
        lines += ["%s: %s" % h for h in hdrs]
        lines += ["Accept: application/json", "User-Agent: %s/%s" % (pick(SERVICES), pick(["1.8.2", "2.0.0", "0.9.14"]))]
        return "\n".join(lines), extra, "raw HTTP request", "http"
    if style == "curlv":
        lines = ["*   Trying %s:443..." % ipv4_private(), "* Connected to %s" % u.netloc,
                 "> %s %s HTTP/2" % (method, path), "> Host: %s" % u.netloc]
        lines += ["> %s: %s" % (h[0].lower() if chance(0.5) else h[0], h[1]) for h in hdrs]
        lines += ["> user-agent: curl/8.5.0", "> accept: */*", ">",
                  "< HTTP/2 %s" % pick(["401", "403", "200", "429"])]
        return "\n".join(lines), extra, "curl -v output", ""
    if style == "requests":
        if m["basic"] is not None and not use_blob:
            auth = ", auth=(\"%s\", \"%s\")" % m["basic"]
        else:
            auth = ""
        h = ", ".join('"%s": "%s"' % x for x in hdrs)
        h = ", headers={%s}" % h if hdrs else ""
        return ('resp = requests.%s("%s"%s%s, timeout=10)\nprint(resp.status_code, resp.text[:200])'
                % (method.lower(), url, h, auth)), extra, "Python requests", "python"
    if style == "fetch":
        h = ", ".join('"%s": "%s"' % x for x in hdrs)
        return ('const res = await fetch("%s", {\n  method: "%s",\n  headers: { %s },\n});' % (url, method, h)), \
            extra, "fetch() call", "js"
    har = {"request": {"method": method, "url": url,
                       "headers": [{"name": a, "value": b} for a, b in hdrs]},
           "response": {"status": pick([200, 401, 403, 500])}}
    return json.dumps(har, indent=1, ensure_ascii=False), extra, "HAR entry", "json"


# ----------------------------------------------------------------------------------------------
# story machinery
# ----------------------------------------------------------------------------------------------
def fmt_snip(text, hint=""):
    r = R.random()
    if r < 0.72:
        return fence(text, hint if chance(0.7) else "")
    if r < 0.86 and "\n" in text:
        return "\n".join("    " + ln for ln in text.split("\n"))
    return text


def inline(v):
    return pick(["`%s`" % v, v, "`%s`" % v])


FILE_FOR = {
    "dotenv": [".env.{env}", "deploy/{env}.env", ".env"], "export": ["~/.bashrc", "scripts/env-{env}.sh", "~/.zshrc"],
    "yaml": ["config/{env}.yaml", "config/application.yml", "settings.{env}.yml"],
    "json": ["appsettings.{env}.json", "config/secrets.json", "local.settings.json"],
    "toml": ["config.toml", "config/{env}.toml"], "ini": ["settings.ini", "config/{env}.ini", "~/.aws/credentials"],
    "properties": ["application-{env}.properties", "gradle.properties"], "xml": ["Web.config", "App.config"],
    "k8s": ["k8s/{env}/secret.yaml", "manifests/{svc}-secret.yaml"],
    "compose": ["docker-compose.override.yml", "docker-compose.{env}.yml"], "dockerfile": ["Dockerfile", "docker/{svc}.Dockerfile"],
    "gha": [".github/workflows/deploy.yml", ".github/workflows/{env}.yml"], "gitlab": [".gitlab-ci.yml"],
    "terraform": ["infra/{env}/main.tf", "infra/{env}/terraform.tfvars"], "helm": ["charts/{svc}/values-{env}.yaml"],
    "systemd": ["/etc/systemd/system/{svc}.service"], "python": ["settings/{env}.py", "scripts/backfill.py"],
    "node": ["src/config.js", "scripts/seed.js"], "ts": ["src/config.ts", "apps/api/src/env.ts"],
    "go": ["cmd/{svc}/main.go", "internal/config/config.go"], "java": ["src/main/java/com/acme/Config.java"],
    "kotlin": ["app/src/main/kotlin/Config.kt"], "ruby": ["config/initializers/clients.rb"],
    "php": ["config/services.php", "wp-config.php"], "csharp": ["Program.cs"], "rust": ["src/config.rs"],
    "swift": ["Sources/App/Secrets.swift"], "bash": ["scripts/run-{env}.sh", "bin/deploy.sh"],
    "powershell": ["deploy.ps1"], "log": ["the {svc} logs", "{svc}.log"], "diff": ["config/{env}.env"],
    "table": ["the onboarding wiki page", "docs/accounts.md"],
}


def file_for(ckey, ctx):
    return fill(pick(FILE_FOR[ckey]), env=ctx["env"], svc=ctx["svc"])


ASK_ECHO = {
    "en": ["Is `{val}` still the current {what}, or was it rotated after {date}?",
           "Should I keep using {val} for {env}, or will you issue a separate one?",
           "Can I move {val} into {store} and delete it from the repo?",
           "Who else has {val}? I want to know before rotating the {what}.",
           "Is {val} the {what} for {env} only?"],
    "ko": ["`{val}` 값이 아직 유효한 {what}인지, {date} 이후 교체됐는지?",
           "{env}에서 {val} 값을 계속 써도 되는지, 아니면 새로 발급할 건지?",
           "{val} 값을 {store}로 옮기고 저장소에서는 지워도 되는지?",
           "{val} 값을 알고 있는 사람이 또 있는지? {what} 교체 전에 확인 필요.",
           "{val} 값은 {env} 전용 {what}인지?"],
}


def ask_echo(lang, val, ctx, what):
    return fill(pick(ASK_ECHO[lang]), val=val, what=what, date=ctx["date"], env=ctx["env"],
                store=ctx["store"])


def note(cat, mc, lesson, ask, secrets, tid):
    return {"category": cat, "mc": mc, "lesson": lesson, "ask": ask, "secrets": secrets, "tid": tid}


# ----------------------------------------------------------------------------------------------
# secret family: vendor tokens inside configs/code
# ----------------------------------------------------------------------------------------------
VT_STORIES = [
    ("rotation401", {
        "en": ("{svc} on {env} started getting 401 from {vendor} right after {date}. I didn't know {svc} reads the {vendor} {kind} from `{file}` instead of {store}; the file still had:\n{snip}",
               "{svc} gives `{file}` priority over {store}. After a {vendor} rotation, update the file too (or delete those lines) and restart {svc}; otherwise it keeps sending the old credential.",
               "When the {vendor} {kind} is rotated, who updates `{file}` for {env}?"),
        "ko": ("{date} 이후 {env}의 {svc}가 {vendor}에서 401을 받기 시작했다. {svc}가 {store}가 아니라 `{file}`에서 {vendor} {kind}를 읽는다는 걸 몰랐다. 파일에 아직 이게 있었다:\n{snip}",
               "{svc}는 `{file}`을 {store}보다 우선한다. {vendor} 키를 교체하면 이 파일도 같이 고치고(또는 해당 줄 삭제) {svc}를 재시작해야 한다. 안 그러면 예전 값을 계속 보낸다.",
               "{vendor} {kind} 교체할 때 {env}의 `{file}`은 누가 업데이트하는지?")}),
    ("localrepro", {
        "en": ("I couldn't reproduce the {vendor} bug locally because my sandbox credentials are rejected by the {env} account.",
               "{who} shared the working {env} settings for {svc}; with these in `{file}` the repro works:\n{snip}\nDon't commit the file.",
               "Is there a non-production {vendor} account I should use for local repros instead?"),
        "ko": ("로컬에서 {vendor} 관련 버그를 재현하려 했는데 샌드박스 키가 {env} 계정에서 거부됐다.",
               "{who}이 {svc}의 {env} 설정을 공유해 줬고, 이걸 `{file}`에 넣으니 재현된다:\n{snip}\n이 파일은 커밋하지 말 것.",
               "로컬 재현용으로 쓸 수 있는 운영 외 {vendor} 계정이 있는지?")}),
    ("hardcoded", {
        "en": ("While removing dead code in {svc} ({ticket}) I wasn't aware that `{file}` is tracked in git and ships a hardcoded {vendor} {kind}.",
               "Found this in `{file}` (added in {sha}):\n{snip}\nIt is still live. Flagged to {who}; the real fix is reading {ENV} from {store}.",
               "Should I rotate the {vendor} credential myself or leave it to {who}?"),
        "ko": ("{ticket} 작업으로 {svc}의 죽은 코드를 지우다가, `{file}`이 git에 올라가 있고 {vendor} {kind}가 하드코딩돼 있다는 걸 알게 됐다.",
               "`{file}`에서 발견({sha} 커밋에서 추가됨):\n{snip}\n아직 유효한 값이다. {who}에게 공유했고, 근본 해결은 {store}에서 {ENV}를 읽게 하는 것.",
               "{vendor} 키 교체를 내가 직접 해도 되는지, {who}에게 맡길지?")}),
    ("sharedquota", {
        "en": ("{vendor} returned 429 for both {svc} and {svc2}. I didn't know they share one {kind}:\n{snip}",
               "{svc} and {svc2} use the same {vendor} credential, so their quotas add up. Ask for a second key before raising concurrency.",
               "Can we get a separate {vendor} key for {svc2}?"),
        "ko": ("{svc}와 {svc2} 둘 다 {vendor}에서 429를 받았다. 두 서비스가 같은 {kind}를 쓰는 줄 몰랐다:\n{snip}",
               "{svc}와 {svc2}가 같은 {vendor} 키를 써서 쿼터가 합산된다. 동시성 올리기 전에 키를 하나 더 발급받을 것.",
               "{svc2}용 {vendor} 키를 따로 받을 수 있는지?")}),
    ("migration", {
        "en": ("Migrating {svc} from {oldp} to {newp}, I had no idea where the {vendor} credentials were configured.",
               "They were only in the {label} below, not in {store}. Copied them over for {env}:\n{snip}",
               "After the migration, can I delete the old {label} from {oldp}?"),
        "ko": ("{svc}를 {oldp}에서 {newp}로 옮기는데 {vendor} 인증 정보가 어디 설정돼 있는지 몰랐다.",
               "{store}에는 없고 아래 {label}에만 있었다. {env}용으로 그대로 옮겼다:\n{snip}",
               "마이그레이션 끝나면 {oldp}의 예전 {label} 지워도 되는지?")}),
    ("inline", {
        "en": ("The {env} deploy of {svc} failed at the {vendor} health check; `{ENV}` was empty in the new pipeline.",
               "The {vendor} {kind} for {env} is {inline} (from {who}, {date}). Setting it fixed the health check.",
               "Where should the pipeline read `{ENV}` from, so it is not empty next time?"),
        "ko": ("{env}에 {svc} 배포하다가 {vendor} 헬스체크에서 실패했다. 새 파이프라인에 `{ENV}`가 비어 있었다.",
               "{env}용 {vendor} {kind}는 {inline} ({who}, {date} 전달). 넣으니 헬스체크 통과.",
               "다음엔 파이프라인이 `{ENV}`를 어디서 읽어야 하는지?")}),
    ("whichenv", {
        "en": ("{who} asked me to wire {vendor} into {svc}, but I didn't know which environment the credentials in `{file}` belong to:\n{snip}",
               "The values in `{file}` are the {env} ones; {svc} reads them through {ENV}. Verified with a test call.",
               "@ECHO"),
        "ko": ("{who}이 {svc}에 {vendor} 연동을 부탁했는데 `{file}`에 있는 값이 어느 환경용인지 몰랐다:\n{snip}",
               "`{file}`의 값은 {env}용이고 {svc}는 {ENV}로 읽는다. 테스트 호출로 확인함.",
               "@ECHO")}),
    ("snipfirst", {
        "en": ("{snip}\nThat is what `{file}` looked like when {svc} failed on {env}. I didn't know the {vendor} SDK ignores {ENV} when the config file has a value.",
               "The {vendor} client in {svc} prefers the config file over env vars. Keep credentials out of `{file}` and let {ENV} win.",
               "Can I remove the {vendor} entries from `{file}` entirely?"),
        "ko": ("{snip}\n{env}에서 {svc}가 실패했을 때 `{file}` 상태다. {vendor} SDK가 설정 파일에 값이 있으면 {ENV}를 무시한다는 걸 몰랐다.",
               "{svc}의 {vendor} 클라이언트는 env 변수보다 설정 파일을 우선한다. `{file}`에는 인증 정보를 두지 말고 {ENV}만 쓰게 할 것.",
               "`{file}`에서 {vendor} 항목을 아예 지워도 되는지?")}),
    ("debuglog", {
        "en": ("I turned on debug logging in {svc} to chase a {vendor} timeout and didn't realize the client dumps its whole config.",
               "Lesson: the debug output contained the credential, e.g.\n{snip}\nTurn debug off before sharing logs, and purge the {env} log stream ({ticket}).",
               "Do you want me to rotate the {vendor} {kind} since it ended up in logs?"),
        "ko": ("{vendor} 타임아웃을 잡으려고 {svc}에 debug 로그를 켰는데, 클라이언트가 설정 전체를 찍는다는 걸 몰랐다.",
               "debug 로그에 인증 정보가 그대로 찍혔다:\n{snip}\n로그 공유 전에 debug 끄고, {env} 로그 스트림은 정리할 것({ticket}).",
               "로그에 노출됐으니 {vendor} {kind}를 교체할지?")}),
    ("reviewcomment", {
        "en": ("Code review on {ticket}: I hadn't noticed that the new {label} for {svc} carries a real {vendor} {kind}.",
               "{who} caught it in review:\n{snip}\nReplaced with a reference to {ENV}; the value still has to be rotated because it was pushed to the branch.",
               "Do you rotate {vendor} credentials yourself, or should I open a ticket with security?"),
        "ko": ("{ticket} 코드 리뷰에서, {svc}에 새로 추가한 {label}에 실제 {vendor} {kind}가 들어 있는 걸 놓쳤다.",
               "{who}이 리뷰에서 지적함:\n{snip}\n{ENV} 참조로 바꿨지만 브랜치에 push됐으므로 값은 교체해야 한다.",
               "{vendor} 키 교체는 직접 하는지, 보안팀에 티켓을 올려야 하는지?")}),
]

OLD_NEW = [("Heroku", "EKS"), ("EC2", "ECS Fargate"), ("Jenkins", "GitHub Actions"), ("Travis CI", "GitLab CI"),
           ("a VM", "Cloud Run"), ("docker-compose", "Kubernetes"), ("IDC", "NCP"), ("Beanstalk", "EKS")]


def main_secret(items):
    secs = [it for it in items if it["sec"]]
    return secs[-1]["secrets"][-1]


def fam_vendor_token(lang, ctx, vendor=None):
    v = vendor or next_vendor()
    items = v["gen"]()
    sid, st = pick(VT_STORIES)
    ck, txt, label, hint = render_items(items, ctx, key="log" if sid == "debuglog" else None)
    mc_t, le_t, ask_t = st[lang]
    val = main_secret(items)
    env_name = [it for it in items if it["sec"]][-1]["env"]
    if sid == "inline":
        secs = [it for it in items if it["sec"]]
        if len(secs) == 1:
            inl = inline(secs[0]["val"])
        else:
            inl = ", ".join("%s=%s" % (it["env"], it["val"]) for it in items)
        snippet_text = inl
    else:
        inl = ""
        snippet_text = txt
    oldp, newp = pick(OLD_NEW)
    kw = dict(ctx, vendor=v["name"], kind=v["kind"], file=file_for(ck, ctx), snip=fmt_snip(txt, hint),
              ENV=env_name, label=label, svc2=pick([s for s in SERVICES if s != ctx["svc"]]),
              oldp=oldp, newp=newp, inline=inl)
    mc = fill(mc_t, **kw)
    lesson = fill(le_t, **kw)
    if sid == "rotation401" and len(val) <= 100 and chance(0.5):
        lesson += (" 폐기된 값: %s" if lang == "ko" else " Revoked value, for the incident log: %s") % inline(val)
    if ask_t == "@ECHO" or chance(0.1):
        ask = ask_echo(lang, val, ctx, v["kind"]) if len(val) < 140 else fill(st[lang][2] if st[lang][2] != "@ECHO" else "", **kw)
    else:
        ask = fill(ask_t, **kw) if chance(0.92) else ""
    full = mc + lesson + ask
    secrets = listed_for(full, items)
    where = "inline prose" if sid == "inline" else label
    cat = "vendor token: %s %s in %s" % (v["name"], v["kind"], where)
    return note(cat, mc, lesson, ask, secrets, "vendor_token:" + sid + ":" + ck)


_VENDOR_QUEUE = []
_POPPED = []      # vendors drawn for the current candidate note (re-queued if it is rejected)


def next_vendor(pred=None):
    """Cycle through the shuffled registry so that every vendor entry gets used."""
    for _ in range(2):
        for i in range(len(_VENDOR_QUEUE) - 1, -1, -1):
            if pred is None or pred(_VENDOR_QUEUE[i]):
                _POPPED.append(_VENDOR_QUEUE[i])
                return _VENDOR_QUEUE.pop(i)
        q = list(VENDORS)
        R.shuffle(q)
        _VENDOR_QUEUE[:0] = q
    raise RuntimeError("no vendor matches")


LONG_TOKEN_VENDORS = ["OpenAI", "Firebase", "PyPI", "Atlassian", "Supabase|service_role key", "Dropbox", "Fly.io",
                      "LINE|Messaging API channel access token", "Adyen", "Azure Storage"]


def short_single(v):
    """Vendors whose single credential fits in one line of prose (<= 120 chars)."""
    return single_secret(v) and v["name"] not in LONG_TOKEN_VENDORS and \
        (v["name"] + "|" + v["kind"]) not in LONG_TOKEN_VENDORS


def single_secret(v):
    return v["name"] not in ("AWS", "AWS STS") and v["kind"].find("+") < 0 and v["kind"].find("pair") < 0


HTTP_STORIES = [
    ("bastion", {
        "en": ("Calling {vendor} from the {env} bastion returned {status}. I didn't know the endpoint is {endpoint} and which header it wants.",
               "This request works (tested {date}):\n{snip}",
               "Can I put this request into the runbook, or must the credential be replaced with a placeholder first?"),
        "ko": ("{env} bastion에서 {vendor} API를 호출하니 {status}가 났다. 엔드포인트가 {endpoint}이고 어떤 헤더가 필요한지 몰랐다.",
               "{date}에 확인한, 동작하는 요청:\n{snip}",
               "이 요청을 런북에 그대로 넣어도 되는지, 인증값을 플레이스홀더로 바꿔야 하는지?")}),
    ("mitm", {
        "en": ("{svc} gets {status} from {vendor} while the same call works from my laptop. Captured what {svc} actually sends:\n{snip}",
               "The credential was fine; the {env} egress proxy rewrote the Host header. Added {host} to NO_PROXY for {svc}.",
               "Who owns the egress proxy config for {env}?"),
        "ko": ("{svc}가 {vendor}에서 {status}를 받는데 내 노트북에서는 같은 호출이 된다. {svc}가 실제로 보내는 요청을 캡처했다:\n{snip}",
               "인증값은 문제없었고 {env} egress 프록시가 Host 헤더를 바꾸고 있었다. {svc}의 NO_PROXY에 {host} 추가.",
               "{env} egress 프록시 설정 담당자가 누구인지?")}),
    ("repro", {
        "en": ("{who} reported that {vendor} calls from {svc} fail intermittently; I had no minimal repro.",
               "Minimal repro that shows the {status} (run from {env}):\n{snip}\nIt fails only when the request goes through the old load balancer.",
               "@ECHO"),
        "ko": ("{who}이 {svc}의 {vendor} 호출이 간헐적으로 실패한다고 했는데 최소 재현 코드가 없었다.",
               "{status}를 재현하는 최소 요청({env}에서 실행):\n{snip}\n예전 로드밸런서를 거칠 때만 실패한다.",
               "@ECHO")}),
    ("ticketpaste", {
        "en": ("{snip}\nThis is what {who} pasted in {ticket}. I didn't know {vendor} rejects the call with {status} when the account is in read-only mode.",
               "A {status} from {vendor} here was an account state issue, not a bad credential; check the dashboard banner first.",
               "Should I ask {who} to edit {ticket} and remove the pasted request?"),
        "ko": ("{snip}\n{who}이 {ticket}에 붙여 넣은 요청이다. {vendor} 계정이 read-only 상태면 {status}로 거절된다는 걸 몰랐다.",
               "여기서 {vendor}의 {status}는 인증값 문제가 아니라 계정 상태 문제였다. 대시보드 배너부터 볼 것.",
               "{who}에게 {ticket}에 붙인 요청을 지워 달라고 할지?")}),
]


def fam_vendor_http(lang, ctx):
    v = next_vendor(lambda x: x["auth"] is not None)
    items = v["gen"]()
    m = auth_model(v, items)
    txt, extra, label, hint = http_render(m)
    sid, st = pick(HTTP_STORIES)
    mc_t, le_t, ask_t = st[lang]
    kw = dict(ctx, vendor=v["name"], kind=v["kind"], snip=fmt_snip(txt, hint),
              status=pick(["401", "403", "400", "429", "500"]),
              endpoint="`" + urllib.parse.urlsplit(m["url"]).path + "`")
    mc = fill(mc_t, **kw)
    lesson = fill(le_t, **kw)
    full = mc + lesson
    secrets = listed_for(full, items, extra)
    if ask_t == "@ECHO":
        val = secrets[-1]
        ask = ask_echo(lang, val, ctx, v["kind"]) if len(val) < 140 else ""
    else:
        ask = fill(ask_t, **kw)
    return note("vendor token: %s %s in %s" % (v["name"], v["kind"], label), mc, lesson, ask, secrets,
                "vendor_http:" + sid + ":" + label)


# ----------------------------------------------------------------------------------------------
# secret family: passwords of services and people in configs
# ----------------------------------------------------------------------------------------------
PW_SERVICES = [
    # name, user env, user choices, password env, error text
    ("PostgreSQL", "DB_USER", ["app", "svc_app", "etl_user", "reporter"], "DB_PASSWORD",
     'FATAL:  password authentication failed for user "{user}"'),
    ("MySQL", "MYSQL_USER", ["app", "billing", "readonly"], "MYSQL_PASSWORD",
     "ERROR 1045 (28000): Access denied for user '{user}'@'10.20.3.14' (using password: YES)"),
    ("Redis", None, [], "REDIS_PASSWORD", "WRONGPASS invalid username-password pair or user is disabled."),
    ("RabbitMQ", "RABBITMQ_DEFAULT_USER", ["mq_app", "celery"], "RABBITMQ_DEFAULT_PASS",
     "ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN"),
    ("SMTP relay", "SMTP_USER", ["noreply@example.com", "alerts@acme-corp.io"], "SMTP_PASSWORD",
     "535 5.7.8 Authentication credentials invalid"),
    ("LDAP bind account", "LDAP_BIND_DN", ["cn=svc-ldap,ou=services,dc=corp,dc=example"], "LDAP_BIND_PASSWORD",
     "ldap_bind: Invalid credentials (49)"),
    ("Grafana admin", "GF_SECURITY_ADMIN_USER", ["admin"], "GF_SECURITY_ADMIN_PASSWORD", "401 Unauthorized"),
    ("Jenkins admin", "JENKINS_ADMIN_ID", ["admin", "jenkins"], "JENKINS_ADMIN_PASSWORD", "401 Unauthorized"),
    ("Keycloak admin", "KEYCLOAK_ADMIN", ["admin", "kc-admin"], "KEYCLOAK_ADMIN_PASSWORD",
     "invalid_grant: Invalid user credentials"),
    ("MinIO root", "MINIO_ROOT_USER", ["minioadmin", "root"], "MINIO_ROOT_PASSWORD",
     "SignatureDoesNotMatch"),
    ("Elasticsearch", "ELASTIC_USERNAME", ["elastic"], "ELASTIC_PASSWORD",
     "security_exception: unable to authenticate user [elastic]"),
    ("Harbor admin", "HARBOR_ADMIN_USER", ["admin"], "HARBOR_ADMIN_PASSWORD", "unauthorized: authentication required"),
    ("Airflow web login", "_AIRFLOW_WWW_USER_USERNAME", ["airflow", "admin"], "_AIRFLOW_WWW_USER_PASSWORD",
     "Invalid login. Please try again."),
    ("Snowflake", "SNOWFLAKE_USER", ["ETL_SVC", "LOOKER"], "SNOWFLAKE_PASSWORD",
     "250001 (08001): Incorrect username or password was specified."),
    ("Oracle", "ORACLE_USER", ["APP_OWNER", "REPORT_RO"], "ORACLE_PASSWORD",
     "ORA-01017: invalid username/password; logon denied"),
    ("SQL Server sa", None, [], "MSSQL_SA_PASSWORD", "Login failed for user 'sa'. (18456)"),
    ("ClickHouse", "CLICKHOUSE_USER", ["default", "ingest"], "CLICKHOUSE_PASSWORD",
     "Code: 516. DB::Exception: Authentication failed"),
    ("Kafka SASL", "KAFKA_SASL_USERNAME", ["svc-orders", "connect"], "KAFKA_SASL_PASSWORD",
     "SaslAuthenticationException: Authentication failed"),
    ("MongoDB root", "MONGO_INITDB_ROOT_USERNAME", ["root", "admin"], "MONGO_INITDB_ROOT_PASSWORD",
     "MongoServerError: Authentication failed."),
    ("Java keystore", None, [], "KEYSTORE_PASSWORD", "java.io.IOException: keystore password was incorrect"),
    ("Argo CD admin", "ARGOCD_USERNAME", ["admin"], "ARGOCD_PASSWORD", "Invalid username or password"),
    ("partner SFTP account", "SFTP_USER", ["acme_upload", "kr_partner01"], "SFTP_PASSWORD",
     "Permission denied (password)."),
    ("Nexus", "NEXUS_USERNAME", ["deployer", "ci"], "NEXUS_PASSWORD", "401 Unauthorized"),
    ("QA test account", "QA_LOGIN_EMAIL", ["qa.tester@example.com", "qa01@shop.example.kr"], "QA_LOGIN_PASSWORD",
     "INVALID_CREDENTIALS"),
    ("App Store Connect Apple ID", "ASC_APPLE_ID", ["release@acme-corp.io"], "ASC_PASSWORD",
     "Invalid username and password combination."),
    ("Windows local admin", "WIN_ADMIN_USER", ["Administrator", "localadmin"], "WIN_ADMIN_PASSWORD",
     "The user name or password is incorrect."),
    ("VPN account", "VPN_USER", ["minji.kim", "dana.w", "hwang.sy"], "VPN_PASSWORD", "AUTH_FAILED"),
    ("NAS admin", "NAS_USER", ["admin", "backup"], "NAS_PASSWORD", "Login failed"),
    ("WordPress admin", "WP_ADMIN_USER", ["editor", "wpadmin"], "WP_ADMIN_PASSWORD",
     "Error: The password you entered for the username is incorrect."),
]


def pw_items(lang, forbid=""):
    name, uenv, users, penv, err = pick(PW_SERVICES)
    pw, pk = password(lang, forbid=forbid)
    items = []
    user = pick(users) if users else ""
    if uenv:
        items.append(item(uenv, user, sec=False))
    items.append(item(penv, pw))
    return name, items, pw, pk, user, fill(err, user=user) if "{user}" in err else err, penv


PC_STORIES = [
    ("loginfail", {
        "en": ("{service} login from {svc} failed on {env} with `{err}`. I didn't know the password had been changed on {date} and that {svc} reads it from `{file}`:\n{snip}",
               "After a {service} password change, update `{file}` and restart {svc}; the pool keeps old connections alive for up to an hour, which hides the problem.",
               "Can you tell me when the {service} password changes next time?"),
        "ko": ("{env}에서 {svc}의 {service} 로그인이 `{err}`로 실패했다. {date}에 비밀번호가 바뀌었고 {svc}가 `{file}`에서 읽는다는 걸 몰랐다:\n{snip}",
               "{service} 비밀번호가 바뀌면 `{file}`도 고치고 {svc}를 재시작해야 한다. 커넥션 풀이 기존 연결을 최대 1시간 유지해서 문제가 늦게 드러난다.",
               "다음에 {service} 비밀번호 바뀌면 알려 줄 수 있는지?")}),
    ("quoting", {
        "en": ("{svc} could not authenticate to {service} on {env} even though the password in `{file}` looked right.",
               "The password {inline} contains special characters; in the {label} it has to be written exactly like this:\n{snip}",
               "Should I ask for a password without special characters for {service}, or keep quoting it?"),
        "ko": ("{env}에서 `{file}`의 비밀번호가 맞아 보이는데도 {svc}가 {service} 인증에 실패했다.",
               "비밀번호 {inline}에 특수문자가 있어서 {label}에서는 정확히 아래처럼 써야 한다:\n{snip}",
               "{service} 비밀번호를 특수문자 없는 걸로 바꿔 달라고 할지, 계속 따옴표로 처리할지?")}),
    ("handover", {
        "en": ("I needed the {env} {service} credentials to run the {ticket} migration and didn't know who had them.",
               "{who} gave me the login: user `{user}`, password {inline}. It only works from the VPN.",
               "Should I keep the {service} password in {store} under my name or under the team vault?"),
        "ko": ("{ticket} 마이그레이션을 돌리려면 {env} {service} 계정이 필요했는데 누가 갖고 있는지 몰랐다.",
               "{who}에게 받음: 사용자 `{user}`, 비밀번호 {inline}. VPN에서만 접속된다.",
               "{service} 비밀번호를 {store}에 내 이름으로 둘지 팀 금고에 둘지?")}),
    ("reset", {
        "en": ("The {service} account used by {svc} was locked after too many failed attempts on {env}.",
               "{who} reset it on {date}; the new value is in `{file}`:\n{snip}\nLockout threshold is 5 attempts per 10 minutes, so don't retry in a loop.",
               "@ECHO"),
        "ko": ("{env}에서 {svc}가 쓰는 {service} 계정이 로그인 실패가 누적돼 잠겼다.",
               "{who}이 {date}에 초기화했고 새 값은 `{file}`에 있다:\n{snip}\n10분에 5회 실패하면 잠기므로 루프로 재시도하지 말 것.",
               "@ECHO")}),
    ("slashnote", {
        "en": ("I kept asking for the {service} login every time I ran the {env} smoke tests.",
               "{service} ({env}): {user} / {pw} (shared test login, not personal).",
               "Is there a way to get my own {service} account for {env}?"),
        "ko": ("{env} 스모크 테스트를 돌릴 때마다 {service} 로그인 정보를 물어봐야 했다.",
               "{service} ({env}): {user} / {pw} (공용 테스트 계정).",
               "{env}용 개인 {service} 계정을 받을 수 있는지?")}),
    ("snipfirst", {
        "en": ("{snip}\n`{file}` as deployed on {env}. I didn't know {svc} still uses the {service} password here after the move to {store}.",
               "{svc} only switches to {store} when `{penv}` is unset. Remove the line, then redeploy.",
               "Can I delete `{penv}` from `{file}` on every environment?"),
        "ko": ("{snip}\n{env}에 배포된 `{file}` 내용. {store}로 옮긴 뒤에도 {svc}가 여기 있는 {service} 비밀번호를 쓴다는 걸 몰랐다.",
               "{svc}는 `{penv}`가 비어 있을 때만 {store}를 읽는다. 이 줄을 지우고 재배포할 것.",
               "모든 환경의 `{file}`에서 `{penv}`를 지워도 되는지?")}),
]


def fam_password_config(lang, ctx):
    name, items, pw, pk, user, err, penv = pw_items(lang)
    ck, txt, label, hint = render_items(items, ctx)
    sid, st = pick(PC_STORIES)
    if (sid == "slashnote" and " " in pw) or (sid == "quoting" and all(ch in ALNUM for ch in pw)):
        sid, st = PC_STORIES[0]
    fname = file_for(ck, ctx)
    if sid in ("handover", "slashnote"):
        ck = "inline"
    mc_t, le_t, ask_t = st[lang]
    kw = dict(ctx, service=name, err=err, file=fname, snip=fmt_snip(txt, hint), label=label,
              inline=inline(pw), user=user or "(none)", pw=pw, penv=penv)
    mc = fill(mc_t, **kw)
    lesson = fill(le_t, **kw)
    ask = ask_echo(lang, pw, ctx, "password") if ask_t == "@ECHO" or chance(0.08) else fill(ask_t, **kw)
    secrets = listed_for(mc + lesson + ask, items)
    where = label if sid not in ("handover", "slashnote") else "inline prose"
    return note("password: %s %s in %s" % (name, PW_LABEL[pk], where), mc, lesson, ask, secrets,
                "password_config:" + sid + ":" + ck)


# ----------------------------------------------------------------------------------------------
# secret family: passwords inside commands
# ----------------------------------------------------------------------------------------------
UNQUOTED_FORBID = "".join(c for c in SYM_ALL if c not in SYM_SHELL_SAFE) + "'\"`\\ "
SQ_FORBID = "'"


def db_name():
    return pick(["orders", "billing", "app", "analytics", "crm", "ledger", "shop", "events"])


def cmd_builders():
    return [
        ("mysql -p attached password", UNQUOTED_FORBID,
         lambda c, pw: ["mysql -u%s -p%s -h %s %s" % (c["user"], pw, c["host"], c["db"])],
         "`-p` must be glued to the password; with a space mysql prompts and treats the next word as the database.",
         "`-p`와 비밀번호는 붙여 써야 한다. 띄우면 프롬프트가 뜨고 다음 단어를 DB 이름으로 본다."),
        ("mysql -p attached quoted password", SQ_FORBID,
         lambda c, pw: ["mysql -h %s -u %s -p'%s' %s < %s.sql" % (c["host"], c["user"], pw, c["db"], c["db"])],
         "Quote the attached password, otherwise the shell eats the special characters.",
         "붙여 쓴 비밀번호는 따옴표로 감싸야 셸이 특수문자를 건드리지 않는다."),
        ("mysql --password= flag", SQ_FORBID,
         lambda c, pw: ["mysql --host=%s --user=%s --password='%s' %s -e 'SHOW PROCESSLIST'" % (c["host"], c["user"], pw, c["db"])],
         "`--password=` works in scripts; mysql prints a warning about using a password on the command line.",
         "`--password=` 형식은 스크립트에서 동작하지만 커맨드라인 비밀번호 경고가 뜬다."),
        ("mysqldump -p attached password", UNQUOTED_FORBID,
         lambda c, pw: ["mysqldump -h %s -u %s -p%s --single-transaction %s | gzip > %s.sql.gz" % (c["host"], c["user"], pw, c["db"], c["db"])],
         "Use --single-transaction for InnoDB so the dump doesn't lock tables.",
         "InnoDB는 --single-transaction을 써야 덤프 중 테이블이 잠기지 않는다."),
        ("PGPASSWORD env prefix", SQ_FORBID,
         lambda c, pw: ["PGPASSWORD='%s' psql -h %s -U %s -d %s -c 'select count(*) from pg_stat_activity'" % (pw, c["host"], c["user"], c["db"])],
         "psql has no password flag; PGPASSWORD (or ~/.pgpass) is the only non-interactive way.",
         "psql에는 비밀번호 플래그가 없어서 PGPASSWORD나 ~/.pgpass로만 비대화식 접속이 된다."),
        ("psql keyword DSN password", "'\"\\ ",
         lambda c, pw: ['psql "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require"' % (c["host"], c["db"], c["user"], pw)],
         "sslmode=require is mandatory on the managed instance.",
         "관리형 인스턴스는 sslmode=require가 필수다."),
        ("sshpass -p password", SQ_FORBID,
         lambda c, pw: ["sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, c["user"], c["host"])],
         "The appliance has no key auth, so sshpass is the only option for the script.",
         "이 장비는 키 인증이 안 돼서 스크립트에서는 sshpass밖에 방법이 없다."),
        ("sshpass -p attached password", UNQUOTED_FORBID,
         lambda c, pw: ["sshpass -p%s scp backup.tar.gz %s@%s:/data/in/" % (pw, c["user"], c["host"])],
         "scp through sshpass needs the host key accepted once by hand first.",
         "sshpass로 scp 하려면 먼저 한 번 수동으로 호스트 키를 등록해야 한다."),
        ("redis-cli -a password", SQ_FORBID,
         lambda c, pw: ["redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (c["host"], pw)],
         "--no-auth-warning only hides the warning; the password is still visible in ps.",
         "--no-auth-warning은 경고만 숨길 뿐 ps에는 비밀번호가 보인다."),
        ("curl -u user:password", UNQUOTED_FORBID,
         lambda c, pw: ["curl -sf -u %s:%s https://nexus.%s/service/rest/v1/status/check" % (c["user"], pw, c["dom"])],
         "Nexus returns 200 with an empty body when the credentials are right.",
         "자격 증명이 맞으면 Nexus는 빈 본문과 200을 돌려준다."),
        ("curl -u quoted user:password", SQ_FORBID,
         lambda c, pw: ["curl -s -u '%s:%s' -X PUT https://es.%s:9200/_cluster/settings -H 'Content-Type: application/json' -d @settings.json" % (c["user"], pw, c["dom"])],
         "Quote user:password in single quotes; the password has characters bash would expand.",
         "user:password는 작은따옴표로 감싸야 bash가 특수문자를 해석하지 않는다."),
        ("htpasswd positional password", SQ_FORBID,
         lambda c, pw: ["htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (c["user"], pw)],
         "-b takes the password as the last positional argument; -c overwrites the file.",
         "-b는 마지막 인자를 비밀번호로 받고 -c는 파일을 덮어쓴다."),
        ("docker login -p password", SQ_FORBID,
         lambda c, pw: ["docker login registry.%s -u %s -p '%s'" % (c["dom"], c["user"], pw)],
         "The registry rejects robot accounts without the project prefix in the username.",
         "레지스트리는 사용자명에 프로젝트 접두사가 없으면 로봇 계정을 거절한다."),
        ("echo password | docker login --password-stdin", SQ_FORBID,
         lambda c, pw: ["echo '%s' | docker login -u %s --password-stdin registry.%s" % (pw, c["user"], c["dom"])],
         "--password-stdin avoids the warning, but the echo still lands in shell history.",
         "--password-stdin을 써도 echo는 셸 히스토리에 남는다."),
        ("smbclient -U user%password", SQ_FORBID + "%",
         lambda c, pw: ["smbclient //%s/share -U 'CORP\\%s%%%s' -c 'ls'" % (c["host"].split(".")[0], c["user"], pw)],
         "smbclient splits user and password at the first %.",
         "smbclient는 첫 번째 %를 기준으로 사용자와 비밀번호를 나눈다."),
        ("openssl -passout pass:", UNQUOTED_FORBID,
         lambda c, pw: ["openssl pkcs12 -export -in tls.crt -inkey tls.key -out %s.p12 -passout pass:%s" % (c["svc"], pw)],
         "The Java side needs the same export password as keystore password.",
         "자바 쪽 keystore 비밀번호도 같은 export 비밀번호여야 한다."),
        ("zip -P password", SQ_FORBID,
         lambda c, pw: ["zip -P '%s' -r export-%s.zip export/" % (pw, c["date"])],
         "The partner can't open AES zips, so it has to be legacy ZipCrypto via -P.",
         "파트너사가 AES zip을 못 열어서 -P(ZipCrypto)로 만들어야 한다."),
        ("7z -p attached password", SQ_FORBID,
         lambda c, pw: ["7z a -p'%s' -mhe=on %s-%s.7z ./dump" % (pw, c["db"], c["date"])],
         "-mhe=on also encrypts file names.",
         "-mhe=on을 줘야 파일 이름까지 암호화된다."),
        ("ldapsearch -w password", SQ_FORBID,
         lambda c, pw: ["ldapsearch -x -H ldaps://%s -D 'cn=%s,ou=svc,dc=corp,dc=example' -w '%s' -b 'dc=corp,dc=example' '(uid=%s)'" % (c["host"], c["user"], pw, pick(USERS))],
         "ldaps on 636 only; plain 389 is blocked from the app subnet.",
         "636 ldaps만 열려 있고 389는 앱 서브넷에서 막혀 있다."),
        ("sqlcmd -P password", SQ_FORBID + '"',
         lambda c, pw: ["sqlcmd -S %s,1433 -U sa -P '%s' -C -Q \"SELECT name FROM sys.databases\"" % (c["host"], pw)],
         "-C trusts the self-signed cert on the dev instance.",
         "-C는 dev 인스턴스의 자체 서명 인증서를 신뢰하게 한다."),
        ("mongosh --password", SQ_FORBID,
         lambda c, pw: ["mongosh 'mongodb://%s:27017/admin' --username %s --password '%s' --eval 'rs.status().ok'" % (c["host"], c["user"], pw)],
         "authSource is admin for this user, not the app database.",
         "이 사용자의 authSource는 앱 DB가 아니라 admin이다."),
        ("net use positional password", UNQUOTED_FORBID + "%^&|<>()!",
         lambda c, pw: ["net use Z: \\\\%s\\reports %s /user:CORP\\%s /persistent:no" % (c["host"].split(".")[0], pw, c["user"])],
         "The password comes right after the share path in `net use`.",
         "`net use`에서는 공유 경로 바로 다음이 비밀번호다."),
        ("rabbitmqctl add_user positional password", SQ_FORBID,
         lambda c, pw: ["rabbitmqctl add_user %s '%s'" % (c["user"], pw),
                        "rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % c["user"]],
         "New users have no permissions until set_permissions runs.",
         "set_permissions 전에는 새 사용자에게 권한이 없다."),
        ("keytool -storepass password (twice)", SQ_FORBID,
         lambda c, pw: ["keytool -importkeystore -srckeystore old.jks -destkeystore %s.p12 -deststoretype PKCS12 -srcstorepass '%s' -deststorepass '%s'" % (c["svc"], pw, pw)],
         "Source and destination store passwords are the same on purpose; Tomcat only reads one.",
         "Tomcat은 하나만 읽어서 원본과 대상 비밀번호를 일부러 같게 뒀다."),
        ("ipmitool -P password", SQ_FORBID,
         lambda c, pw: ["ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (ipv4_private(), pw)],
         "BMC access is only from the management VLAN.",
         "BMC는 관리 VLAN에서만 접근된다."),
        ("wget --password", SQ_FORBID,
         lambda c, pw: ["wget --user=%s --password='%s' https://files.%s/exports/%s.csv" % (c["user"], pw, c["dom"], c["date"])],
         "The export server only accepts basic auth, not tokens.",
         "export 서버는 토큰이 아니라 basic auth만 받는다."),
        ("lftp -u user,password", SQ_FORBID + ",",
         lambda c, pw: ["lftp -u %s,'%s' sftp://%s -e 'mirror -R ./out /inbound; bye'" % (c["user"], pw, c["host"])],
         "lftp splits user and password on the comma.",
         "lftp는 쉼표로 사용자와 비밀번호를 나눈다."),
        ("kubectl --from-literal password", SQ_FORBID,
         lambda c, pw: ["kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password='%s'" % (c["env"], c["svc"], c["user"], pw)],
         "The deployment only picks up the new Secret after a rollout restart.",
         "Secret을 바꾸면 rollout restart를 해야 반영된다."),
        ("vault kv put password", SQ_FORBID,
         lambda c, pw: ["vault kv put secret/%s/%s db_password='%s'" % (c["svc"], c["env"], pw)],
         "kv put replaces the whole secret; use kv patch to change one key.",
         "kv put은 시크릿 전체를 덮어쓴다. 키 하나만 바꾸려면 kv patch."),
        ("gh secret set --body password", SQ_FORBID,
         lambda c, pw: ["gh secret set DB_PASSWORD --env %s --body '%s'" % (c["env"], pw)],
         "Environment secrets override repository secrets with the same name.",
         "environment 시크릿이 같은 이름의 repository 시크릿보다 우선한다."),
        ("chpasswd user:password", SQ_FORBID + ":",
         lambda c, pw: ["echo '%s:%s' | sudo chpasswd" % (c["user"], pw)],
         "chpasswd reads user:password pairs from stdin.",
         "chpasswd는 stdin에서 user:password를 읽는다."),
        ("net user positional password", UNQUOTED_FORBID + "%^&|<>()!",
         lambda c, pw: ["net user %s %s /add" % (c["user"].replace(".", ""), pw),
                        "net localgroup Administrators %s /add" % c["user"].replace(".", "")],
         "The image build runs as SYSTEM, so the account is created before sysprep.",
         "이미지 빌드는 SYSTEM으로 돌아서 sysprep 전에 계정이 만들어진다."),
        ("PowerShell ConvertTo-SecureString", SQ_FORBID,
         lambda c, pw: ["$sec = ConvertTo-SecureString '%s' -AsPlainText -Force" % pw,
                        "$cred = New-Object System.Management.Automation.PSCredential ('CORP\\%s', $sec)" % c["user"]],
         "Invoke-Command needs -Credential $cred because CredSSP is disabled.",
         "CredSSP가 꺼져 있어서 Invoke-Command에 -Credential $cred가 필요하다."),
        ("influx setup --password", SQ_FORBID,
         lambda c, pw: ["influx setup --username admin --password '%s' --org acme --bucket metrics --retention 30d --force" % pw],
         "setup only works once; afterwards use influx user password.",
         "setup은 최초 1회만 된다. 그 뒤에는 influx user password를 쓴다."),
        ("heroku config:set password", SQ_FORBID,
         lambda c, pw: ["heroku config:set DB_PASSWORD='%s' -a %s-%s" % (pw, c["svc"], c["env"])],
         "config:set restarts the dynos immediately.",
         "config:set은 dyno를 즉시 재시작한다."),
        ("unrar -p attached password", UNQUOTED_FORBID,
         lambda c, pw: ["unrar x -p%s invoices-%s.rar ./in/" % (pw, c["date"])],
         "The vendor sends RAR5 archives; old unrar versions fail silently.",
         "업체가 RAR5로 보내서 구버전 unrar는 조용히 실패한다."),
        ("java -D system property password", SQ_FORBID,
         lambda c, pw: ["java -Dspring.datasource.username=%s -Dspring.datasource.password='%s' -jar %s.jar" % (c["user"], pw, c["svc"])],
         "System properties win over application.yml in Spring Boot.",
         "Spring Boot에서는 시스템 프로퍼티가 application.yml보다 우선한다."),
        ("ansible -e become password", UNQUOTED_FORBID,
         lambda c, pw: ['ansible-playbook -i inventory/%s site.yml -e "ansible_become_password=%s"' % (c["env"], pw)],
         "The hosts have no passwordless sudo yet.",
         "아직 해당 호스트에 비밀번호 없는 sudo가 설정되지 않았다."),
        ("RSYNC_PASSWORD env prefix", SQ_FORBID,
         lambda c, pw: ["RSYNC_PASSWORD='%s' rsync -av --delete ./dist/ rsync://%s@%s/www/" % (pw, c["user"], c["host"])],
         "The rsync daemon uses its own secrets file, not the unix password.",
         "rsync 데몬은 유닉스 비밀번호가 아니라 자체 secrets 파일을 쓴다."),
        ("az login --service-principal -p secret", SQ_FORBID,
         lambda c, pw: ["az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), pw, uuid4())],
         "The service principal has Contributor only on the %s resource group." % "rg-app",
         "서비스 주체는 rg-app 리소스 그룹에만 Contributor 권한이 있다."),
    ]


CMD_WRAPS = ["plain", "history", "script", "ci", "session", "cron", "makefile"]


def wrap_cmd(lines, ctx, how):
    if how == "history":
        n = rint(200, 1900)
        return "\n".join("%5d  %s" % (n + i, ln) for i, ln in enumerate(lines)), "shell history", ""
    if how == "script":
        return "\n".join(["#!/usr/bin/env bash", "set -euo pipefail"] + lines), "shell script", "bash"
    if how == "ci":
        body = ["- name: %s" % pick(["restore", "sync", "smoke test", "backup", "provision"]), "  run: |"]
        body += ["    " + ln for ln in lines]
        return "\n".join(body), "CI step", "yaml"
    if how == "session":
        out = ["$ " + lines[0]] + ["$ " + ln for ln in lines[1:]]
        out += ["$ echo $?", "0"] if chance(0.5) else []
        return "\n".join(out), "terminal session", ""
    if how == "cron":
        if any("%" in ln or "\n" in ln for ln in lines) or len(lines) > 1 or lines[0].split()[0].split("=")[0] not in (
                "mysqldump", "PGPASSWORD", "RSYNC_PASSWORD", "zip", "7z", "wget", "lftp", "curl", "sshpass",
                "redis-cli", "unrar", "mongosh"):
            return None
        return "%d %d * * * %s >> /var/log/%s.log 2>&1" % (rint(0, 59), rint(0, 5), lines[0], ctx["svc"]), "crontab line", ""
    if how == "makefile":
        if any("$" in ln for ln in lines):
            return None
        return "\n".join(["%s:" % pick(["restore", "sync-db", "backup", "seed"])] + ["\t" + ln for ln in lines]), "Makefile target", "makefile"
    return "\n".join(lines), "command", "bash"


CMD_STORIES = [
    ("worked", {
        "en": ("{tool} kept failing on {env} and I didn't know the exact flag syntax {who} uses.",
               "Command that worked ({date}):\n{snip}\n{cnote}",
               "Should I turn this into a script that reads the password from {store}?"),
        "ko": ("{env}에서 {tool} 명령이 계속 실패했는데, {who}이 쓰는 정확한 플래그 형식을 몰랐다.",
               "{date}에 동작한 명령:\n{snip}\n{cnote}",
               "비밀번호를 {store}에서 읽는 스크립트로 바꿀지?")}),
    ("history", {
        "en": ("Copied from the {env} bastion so I remember the exact invocation:\n{snip}",
               "{cnote} The host only allows this from the bastion, not from laptops.",
               "@ECHO"),
        "ko": ("정확한 실행 방법을 기억하려고 {env} bastion에서 복사해 둠:\n{snip}",
               "{cnote} 이 호스트는 노트북이 아니라 bastion에서만 접근된다.",
               "@ECHO")}),
    ("ci", {
        "en": ("The nightly job for {svc} broke after the runner upgrade; I hadn't noticed the step passes the password on the command line.",
               "The failing {wrapl}:\n{snip}\n{cnote} Anything on the command line is visible in `ps` on shared runners, so move it to an env var from {store}.",
               "Can I change the job to read the password from {store} in this sprint?"),
        "ko": ("러너 업그레이드 후 {svc} 야간 작업이 깨졌다. 해당 스텝이 비밀번호를 커맨드라인으로 넘기는 줄 몰랐다.",
               "실패한 {wrapl}:\n{snip}\n{cnote} 공유 러너에서는 커맨드라인이 `ps`에 보이므로 {store}의 env 변수로 옮길 것.",
               "이번 스프린트에 작업이 {store}에서 비밀번호를 읽도록 바꿔도 되는지?")}),
    ("lessonend", {
        "en": ("I didn't know how {svc}'s {env} maintenance is actually done; the runbook only says 'use the usual command'.",
               "{cnote} The usual command, per {who}:\n{snip}",
               "Can the runbook link to the exact command instead of 'the usual command'?"),
        "ko": ("{svc}의 {env} 유지보수를 실제로 어떻게 하는지 몰랐다. 런북에는 '늘 쓰는 명령'이라고만 써 있다.",
               "{cnote} {who}이 알려 준 '늘 쓰는 명령':\n{snip}",
               "런북에 '늘 쓰는 명령' 대신 정확한 명령을 적어 둬도 되는지?")}),
]


def fam_password_cmd(lang, ctx):
    cat, forbid, build, note_en, note_ko = pick(cmd_builders())
    pw, pk = password(lang, forbid=forbid, ascii_only=(forbid == UNQUOTED_FORBID or "%" in forbid))
    c = dict(ctx, user=pick(USERS), db=db_name(), dom=pick(DOMAINS))
    lines = build(c, pw)
    for _ in range(10):
        w = wrap_cmd(lines, ctx, pick(CMD_WRAPS))
        if w:
            break
    else:
        w = wrap_cmd(lines, ctx, "plain")
    txt, wrapl, hint = w
    sid, st = pick(CMD_STORIES)
    mc_t, le_t, ask_t = st[lang]
    tool = lines[0].split()[0] if not lines[0].startswith(("PGPASSWORD", "RSYNC", "$sec", "echo")) else lines[0].split()[1 if not lines[0].startswith("$sec") else 2]
    kw = dict(ctx, tool="`" + tool.strip("'") + "`", snip=fmt_snip(txt, hint), cnote=note_ko if lang == "ko" else note_en,
              wrapl=wrapl)
    mc = fill(mc_t, **kw)
    lesson = fill(le_t, **kw)
    if ask_t == "@ECHO" or chance(0.07):
        ask = ask_echo(lang, pw, ctx, "password" if lang == "en" else "비밀번호")
    else:
        ask = fill(ask_t, **kw)
    secrets = [pw]
    return note("command: %s (%s, %s)" % (cat, PW_LABEL[pk], wrapl), mc, lesson, ask, secrets,
                "password_cmd:" + sid + ":" + cat)


# ----------------------------------------------------------------------------------------------
# secret family: connection strings
# ----------------------------------------------------------------------------------------------
CONN_FORMS = [
    # label, db kind, env var, format, url-encoded?, forbid for raw
    ("PostgreSQL URL", "PostgreSQL", "DATABASE_URL", "postgresql://{user}:{pw}@{host}:5432/{db}?sslmode=require", True, ""),
    ("SQLAlchemy psycopg2 URL", "PostgreSQL", "SQLALCHEMY_DATABASE_URI", "postgresql+psycopg2://{user}:{pw}@{host}:5432/{db}", True, ""),
    ("MySQL URL", "MySQL", "DATABASE_URL", "mysql://{user}:{pw}@{host}:3306/{db}", True, ""),
    ("SQLAlchemy pymysql URL", "MySQL", "DB_URL", "mysql+pymysql://{user}:{pw}@{host}:3306/{db}?charset=utf8mb4", True, ""),
    ("MongoDB SRV URI", "MongoDB", "MONGODB_URI", "mongodb+srv://{user}:{pw}@cluster0.{r5}.mongodb.net/{db}?retryWrites=true&w=majority", True, ""),
    ("Redis URL", "Redis", "REDIS_URL", "redis://:{pw}@{host}:6379/0", True, ""),
    ("Redis TLS URL", "Redis", "CACHE_URL", "rediss://default:{pw}@{host}:6380/1", True, ""),
    ("AMQP URL", "RabbitMQ", "CELERY_BROKER_URL", "amqp://{user}:{pw}@{host}:5672/{db}", True, ""),
    ("SMTP URL", "SMTP", "EMAIL_URL", "smtp://{user}:{pw}@smtp.{dom}:587", True, ""),
    ("FTP URL", "FTP", "PARTNER_FTP_URL", "ftp://{user}:{pw}@ftp.{dom}/outbound/", True, ""),
    ("ClickHouse URL", "ClickHouse", "CLICKHOUSE_URL", "clickhouse://{user}:{pw}@{host}:9000/{db}", True, ""),
    ("Snowflake SQLAlchemy URL", "Snowflake", "SNOWFLAKE_URL", "snowflake://{user}:{pw}@{acct}/{dbup}/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST", True, ""),
    ("Elasticsearch URL with credentials", "Elasticsearch", "ELASTICSEARCH_URL", "https://elastic:{pw}@es.{dom}:9200", True, ""),
    ("NATS URL", "NATS", "NATS_URL", "nats://{user}:{pw}@{host}:4222", True, ""),
    ("Neo4j URI", "Neo4j", "NEO4J_URI", "neo4j+s://neo4j:{pw}@{r8}.databases.neo4j.io", True, ""),
    ("JDBC PostgreSQL URL with password param", "PostgreSQL", "SPRING_DATASOURCE_URL", "jdbc:postgresql://{host}:5432/{db}?user={user}&password={pw}&ssl=true", True, ""),
    ("JDBC MySQL URL with password param", "MySQL", "JDBC_URL", "jdbc:mysql://{host}:3306/{db}?user={user}&password={pw}&useSSL=true", True, ""),
    ("JDBC SQL Server URL", "SQL Server", "JDBC_URL", "jdbc:sqlserver://{host}:1433;databaseName={db};user={user};password={pw};encrypt=true", False, ";={}\"'\\ "),
    ("ADO.NET connection string", "SQL Server", "ConnectionStrings__Default", "Server=tcp:{host},1433;Initial Catalog={db};User ID={user};Password={pw};Encrypt=True;", False, ";'\"\\ ="),
    ("ODBC connection string", "SQL Server", "ODBC_DSN", "Driver={ODBC Driver 18 for SQL Server};Server={host};Database={db};Uid={user};Pwd={{pw}};", False, "{};'\"\\ ="),
    ("Oracle EZConnect string", "Oracle", "ORACLE_CONN", "{user}/{pw}@//{host}:1521/ORCLPDB1", False, "@/\"'\\ "),
    ("libpq keyword DSN", "PostgreSQL", "PG_DSN", "host={host} port=5432 dbname={db} user={user} password={pw} sslmode=verify-full", False, "'\"\\ "),
    ("Kafka JAAS config", "Kafka", "KAFKA_SASL_JAAS_CONFIG", 'org.apache.kafka.common.security.plain.PlainLoginModule required username="{user}" password="{pw}";', False, "\"\\ "),
    ("Go MySQL DSN", "MySQL", "MYSQL_DSN", "{user}:{pw}@tcp({host}:3306)/{db}?parseTime=true&loc=Asia%2FSeoul", False, "@/\"'\\ ?"),
]

CONN_ERR = {"PostgreSQL": 'FATAL: password authentication failed for user "{user}"',
            "MySQL": "Access denied for user '{user}'@'%' (using password: YES)",
            "MongoDB": "MongoServerError: bad auth : authentication failed",
            "Redis": "NOAUTH Authentication required.", "RabbitMQ": "ACCESS_REFUSED - Login was refused",
            "SMTP": "535 Authentication failed", "FTP": "530 Login incorrect.",
            "ClickHouse": "Code: 516. Authentication failed", "Snowflake": "Incorrect username or password was specified.",
            "Elasticsearch": "401 security_exception", "NATS": "nats: Authorization Violation",
            "Neo4j": "Neo.ClientError.Security.Unauthorized", "SQL Server": "Login failed for user '{user}'.",
            "Oracle": "ORA-01017: invalid username/password; logon denied", "Kafka": "SaslAuthenticationException"}


def make_conn(lang):
    label, kind, envv, fmt, enc, forbid = pick(CONN_FORMS)
    pw, pk = password(lang, forbid=forbid)
    written = pct(pw) if enc else pw
    user = pick(USERS) if kind != "Snowflake" else pick(["ETL_SVC", "LOOKER"])
    host = host_name()
    txt = fill(fmt, user=user if not enc else pct(user), pw=written, host=host, db=db_name(), dom=pick(DOMAINS),
               r5=rs(LOALNUM, 5), r8=rs(HEXL, 8), acct="%s-%s" % (rs(LO, 7), rs(LO, 7)), dbup=db_name().upper())
    err = CONN_ERR[kind].replace("{user}", user)
    return {"label": label, "kind": kind, "env": envv, "text": txt, "pw": pw, "pk": pk, "written": written,
            "user": user, "host": host, "err": err}


def conn_trace(c, ctx):
    t = c["text"]
    ok = [4]
    if t.startswith("jdbc:"):
        ok.append(1)
    if t.split(":")[0] in ("postgresql", "postgresql+psycopg2", "mysql", "mysql+pymysql", "snowflake", "clickhouse"):
        ok.append(0)
    if c["label"] == "Go MySQL DSN":
        ok.append(2)
    if t.split(":")[0] in ("postgresql", "mongodb+srv", "redis", "rediss"):
        ok.append(3)
    style = pick(ok + ok[1:])
    if style == 0:
        return ('Traceback (most recent call last):\n  File "/app/%s/db.py", line %d, in <module>\n    engine = create_engine(DATABASE_URL)\n'
                "sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string '%s'" % (svc_ident(ctx), rint(8, 80), t)), "Python traceback", "sqlalchemy"
    if style == 1:
        return ("%s DEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl........................%s\n"
                "%s ERROR com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Exception during pool initialization.\n"
                "java.net.ConnectException: Connection refused" % (ts_iso(), t, ts_iso())), "Java log", "HikariCP"
    if style == 2:
        return ("panic: failed to open db: dial tcp %s:3306: i/o timeout (dsn=%s)\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/cmd/%s/main.go:%d +0x1d4"
                % (ipv4_private(), t, ctx["svc"], rint(20, 200))), "Go panic", "the Go service"
    if style == 3:
        return ("[%s] error: cannot connect to %s\n    at Connection.connect (/app/node_modules/pg/lib/connection.js:%d:%d)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)"
                % (ctx["svc"], t, rint(30, 90), rint(5, 30))), "Node.js error", "node-postgres"
    return ('%s level=error svc=%s msg="db init failed" url="%s" err="connection reset by peer"' % (ts_iso(), ctx["svc"], t)), \
        "structured log", "the logger"


CONN_STORIES = [
    ("encode", {
        "en": ("{svc} could not connect to {dbkind} on {env} after the password rotation: `{err}`. I didn't know special characters in the password must be percent-encoded in the URL.",
               "The new password is {rawinl}; inside the URL it has to be written like this:\n{snip}",
               "Can the next generated {dbkind} password avoid URL-reserved characters?"),
        "ko": ("비밀번호 교체 후 {env}의 {svc}가 {dbkind}에 접속하지 못했다: `{err}`. URL 안에서는 특수문자를 퍼센트 인코딩해야 한다는 걸 몰랐다.",
               "새 비밀번호는 {rawinl}이고, URL 안에서는 이렇게 써야 한다:\n{snip}",
               "다음에 {dbkind} 비밀번호를 만들 때 URL 예약 문자를 빼 줄 수 있는지?")}),
    ("config", {
        "en": ("After the {env} migration {svc} was still talking to the old {dbkind} instance. I didn't know the connection is configured in `{file}`:\n{snip}",
               "Only the host part was stale. I changed the host and kept the credentials; the old instance is shut down on {date}.",
               "Does {svc} need its own {dbkind} user, or is sharing this one intended?"),
        "ko": ("{env} 이전 후에도 {svc}가 예전 {dbkind} 인스턴스에 붙어 있었다. 접속 정보가 `{file}`에 있다는 걸 몰랐다:\n{snip}",
               "호스트 부분만 오래된 값이었다. 호스트만 바꾸고 계정은 그대로 뒀다. 예전 인스턴스는 {date}에 내린다.",
               "{svc} 전용 {dbkind} 계정이 필요한지, 지금처럼 같이 쓰는 게 의도된 건지?")}),
    ("trace", {
        "en": ("{svc} crashed on start in {env}, and the {tlabel} contained the whole connection string:\n{snip}",
               "{lib} puts the DSN into the error text. Catch the error and log only host and database, and rotate the password because this went to the shared log channel.",
               "Who can rotate the {dbkind} password for {env} today?"),
        "ko": ("{env}에서 {svc}가 기동 중 죽었고, {tlabel}에 접속 문자열 전체가 찍혔다:\n{snip}",
               "{lib}는 에러 메시지에 DSN을 그대로 넣는다. 에러를 잡아서 host와 DB만 로그에 남기고, 공용 로그 채널에 노출됐으니 비밀번호는 교체할 것.",
               "오늘 {env} {dbkind} 비밀번호 교체를 누가 할 수 있는지?")}),
    ("cli", {
        "en": ("I didn't know how to check the {env} {dbkind} credentials without deploying {svc}.",
               "Quick check from the bastion, using the same string {svc} uses:\n{snip}\nIf that connects, the problem is in the app config, not the credentials.",
               "@ECHO"),
        "ko": ("{svc}를 배포하지 않고 {env} {dbkind} 계정을 확인하는 방법을 몰랐다.",
               "bastion에서 {svc}와 같은 문자열로 바로 확인:\n{snip}\n접속되면 문제는 계정이 아니라 앱 설정이다.",
               "@ECHO")}),
]

CLI_FOR = {"PostgreSQL": "psql '{t}' -c 'select 1'", "MySQL": "mysqlsh --uri '{t}' --sql -e 'select 1'",
           "MongoDB": "mongosh '{t}' --eval 'db.runCommand({ping: 1})'", "Redis": "redis-cli -u '{t}' PING",
           "RabbitMQ": "rabbitmqadmin --uri '{t}' list queues"}


def fam_conn_string(lang, ctx):
    c = make_conn(lang)
    sid, st = pick(CONN_STORIES)
    if sid == "encode" and c["written"] == c["pw"]:
        sid, st = CONN_STORIES[1]
    if sid == "cli" and (c["kind"] not in CLI_FOR or "'" in c["text"] or not c["text"].split(":")[0].isalpha()):
        sid, st = CONN_STORIES[2]
    items = [item(c["env"], c["text"], secrets=[c["written"]])]
    tlabel, lib, ck = "", "", "trace"
    if sid == "trace":
        txt, tlabel, lib = conn_trace(c, ctx)
        hint, label = "", tlabel
    elif sid == "cli":
        txt = CLI_FOR[c["kind"]].replace("{t}", c["text"])
        hint, label, ck = "bash", "CLI command", "cli"
    else:
        ck, txt, label, hint = render_items(items, ctx)
    mc_t, le_t, ask_t = st[lang]
    kw = dict(ctx, dbkind=c["kind"], err=c["err"], snip=fmt_snip(txt, hint), file=file_for(ck, ctx) if ck in FILE_FOR else "",
              rawinl=inline(c["pw"]), tlabel=tlabel, lib=lib)
    mc = fill(mc_t, **kw)
    lesson = fill(le_t, **kw)
    ask = ask_echo(lang, c["pw"], ctx, "password" if lang == "en" else "비밀번호") if ask_t == "@ECHO" else fill(ask_t, **kw)
    full = mc + lesson + ask
    secrets = [s for s in [c["written"], c["pw"]] if s in full]
    secrets = list(dict.fromkeys(secrets))
    return note("connection string: %s (%s) in %s" % (c["label"], PW_LABEL[c["pk"]], label), mc, lesson, ask, secrets,
                "conn_string:" + sid + ":" + c["label"])


# ----------------------------------------------------------------------------------------------
# secret family: value split across fields / question
# ----------------------------------------------------------------------------------------------
def any_secret_value(lang, ctx):
    """Returns (value, what_en, what_ko, label_env) for a random password or vendor token."""
    if chance(0.5):
        name, items, pw, pk, user, err, penv = pw_items(lang)
        return pw, "%s password" % name, "%s 비밀번호" % name, penv, user, PW_LABEL[pk]
    while True:
        v = next_vendor(short_single)
        items = v["gen"]()
        secs = [it for it in items if it["sec"]]
        if len(secs) == 1 and len(secs[0]["val"]) <= 120:
            return secs[0]["val"], "%s %s" % (v["name"], v["kind"]), "%s %s" % (v["name"], v["kind"]), secs[0]["env"], "", v["name"] + " " + v["kind"]


SPLIT_STORIES = [
    ("label_then_value", {
        "en": ("I was missing the {what} for {env}; {who} sent it over DM on {date}. What {who} sent:",
               "{val}\nOnly valid for {env}. Put it into {store} as {ENV} instead of pasting it around.",
               "Can you add the {what} to {store} directly next time?"),
        "ko": ("{env}용 {what}를 몰랐는데 {who}이 {date}에 DM으로 보내 줬다. 받은 값:",
               "{val}\n{env} 전용. 여기저기 붙이지 말고 {store}에 {ENV}로 넣을 것.",
               "다음엔 {what}를 {store}에 바로 넣어 줄 수 있는지?")}),
    ("user_then_pw", {
        "en": ("Needed the {what} for the {env} smoke tests. Username is `{user}`; {who} gave me the rest.",
               "{val} is the value that goes with it. Locked after 5 failed tries, so copy it exactly.",
               "Is the {what} shared with anyone else on {env}?"),
        "ko": ("{env} 스모크 테스트에 {what}가 필요했다. 사용자명은 `{user}`, 나머지는 {who}에게 받음.",
               "여기에 맞는 값: {val}. 5회 실패하면 잠기니 정확히 복사할 것.",
               "{env}에서 이 {what}를 다른 사람도 같이 쓰는지?")}),
    ("ask_only", {
        "en": ("The {env} job for {svc} failed authentication and I couldn't tell whether the {what} in {store} is current.",
               "{svc} caches credentials at start-up, so a rotated value is only picked up after a restart.",
               "Is {val} still the right {what}? It was rejected on {env} at {time}."),
        "ko": ("{env}의 {svc} 작업이 인증에 실패했는데 {store}의 {what}가 최신인지 알 수 없었다.",
               "{svc}는 기동 시 인증 정보를 캐시하므로 교체된 값은 재시작해야 반영된다.",
               "{val} 값이 아직 맞는 {what}인지? {env}에서 {time}에 거절됐다.")}),
    ("lesson_and_ask", {
        "en": ("I didn't know which {what} the {env} deploy of {svc} uses; {store} had two entries.",
               "The one that works is {val} (the other entry is from before {date}).",
               "Should I delete the stale entry and keep {val} as the only {what}?"),
        "ko": ("{env}의 {svc} 배포가 어떤 {what}를 쓰는지 몰랐다. {store}에 항목이 두 개 있었다.",
               "동작하는 값: {val}. 다른 하나는 {date} 이전 값이다.",
               "오래된 항목을 지우고 {val} 값만 남겨도 되는지?")}),
]


def fam_split(lang, ctx):
    val, w_en, w_ko, envn, user, sub = any_secret_value(lang, ctx)
    sid, st = pick(SPLIT_STORIES)
    if sid == "user_then_pw" and not user:
        sid, st = SPLIT_STORIES[0]
    mc_t, le_t, ask_t = st[lang]
    kw = dict(ctx, what=w_ko if lang == "ko" else w_en, val=inline(val) if sid != "label_then_value" else val,
              ENV=envn, user=user, time=time_str()[:5])
    mc, lesson, ask = fill(mc_t, **kw), fill(le_t, **kw), fill(ask_t, **kw)
    place = {"label_then_value": "label in missing_context, value in lesson",
             "user_then_pw": "username in missing_context, password in lesson",
             "ask_only": "value only in ask_next_time", "lesson_and_ask": "value in lesson and repeated in ask_next_time"}[sid]
    return note("split fields: %s (%s)" % (place, sub), mc, lesson, ask, [val], "split:" + sid)


QUESTION_ASKS = {
    "en": ["Is `{val}` the {what} for {env}, or is that the old one?",
           "Should {svc} fall back to {val} as the {what} when `{ENV}` is unset?",
           "{who} sent me {val} as the {what}; can you confirm before I put it into {store}?",
           "Can I test with {val} on {env}, or is that {what} production-only?",
           "The {what} I have is {val}; does it still work after the {date} rotation?"],
    "ko": ["`{val}` 값이 {env}용 {what}인지, 예전 값인지?",
           "`{ENV}`가 비어 있을 때 {svc}가 {val} 값을 {what}로 쓰게 해도 되는지?",
           "{who}이 {what}로 {val} 값을 보내 줬는데, {store}에 넣기 전에 확인해 줄 수 있는지?",
           "{env}에서 {val} 값으로 테스트해도 되는지, 운영 전용 {what}인지?",
           "내가 가진 {what}는 {val} — {date} 교체 이후에도 유효한지?"],
}


def fam_question(lang, ctx):
    val, w_en, w_ko, envn, user, sub = any_secret_value(lang, ctx)
    what = w_ko if lang == "ko" else w_en
    kw = dict(ctx, val=val, what=what, ENV=envn)
    if lang == "ko":
        mc = fill(pick(["{env}의 {svc}가 인증 오류로 멈췄는데, 내가 가진 {what}가 최신인지 알 수 없었다.",
                        "{svc} 설정을 옮기면서 {what}를 어디서 받아야 하는지 몰랐다."]), **kw)
        lesson = fill(pick(["{what}는 {store}가 기준이다. 개인 메모나 채팅에 있는 값은 오래됐을 수 있다.",
                            "{svc}는 기동 시 `{ENV}`를 읽고, 비어 있으면 바로 실패한다(기본값 없음)."]), **kw)
    else:
        mc = fill(pick(["{svc} on {env} stopped with an auth error and I couldn't tell whether the {what} I had was current.",
                        "Moving the {svc} config, I didn't know where the {what} is supposed to come from."]), **kw)
        lesson = fill(pick(["{Store} is the source of truth for the {what}; values in personal notes or chat may be stale.",
                            "{svc} reads `{ENV}` at start-up and fails fast when it is empty (no default)."]), **kw)
    ask = fill(pick(QUESTION_ASKS[lang]), **kw)
    return note("question: %s only in ask_next_time" % sub, mc, lesson, ask, [val], "question")


# ----------------------------------------------------------------------------------------------
# secret family: pasted chat
# ----------------------------------------------------------------------------------------------
CHAT_LINES = {
    "en": ["{a}: can you check why {svc} is failing on {env}?", "{b}: looking", "{b}: it's auth. did the {what} change?",
           "{a}: yes, rotated this morning", "{a}: new one is {val}", "{b}: thanks, updating {store} now",
           "{a}: also restart the workers", "{b}: done, green again", "{a}: pls don't paste it in the channel next time lol"],
    "ko": ["{a}: {env}에서 {svc} 왜 실패하는지 봐 줄 수 있어요?", "{b}: 확인해 볼게요", "{b}: 인증 문제네요. {what} 바뀌었어요?",
           "{a}: 네 오늘 아침에 교체했어요", "{a}: 새 값 {val} 입니다", "{b}: 감사합니다 {store} 업데이트할게요",
           "{a}: 워커도 재시작해 주세요", "{b}: 완료, 정상화됐어요", "{a}: 다음엔 채널에 붙이지 말아요 ㅎㅎ"],
}


def chat_format(lang, lines):
    style = rint(0, 2)
    out = []
    base_h, base_m = rint(9, 17), rint(0, 40)
    for i, ln in enumerate(lines):
        who, msg = ln.split(": ", 1)
        mm = base_m + i
        if style == 0:
            out.append("[%02d:%02d] %s: %s" % (base_h, mm, who, msg))
        elif style == 1 and lang == "ko":
            out.append("2025년 %d월 %d일 오후 %d:%02d, %s : %s" % (rint(1, 12), rint(1, 28), base_h - 8, mm, who, msg))
        elif style == 1:
            out.append("%s  %d:%02d PM\n%s" % (who, base_h - 8, mm, msg))
        else:
            out.append("%s %02d:%02d  %s" % (who, base_h, mm, msg))
    return "\n".join(out)


def fam_chat(lang, ctx):
    val, w_en, w_ko, envn, user, sub = any_secret_value(lang, ctx)
    if lang == "ko":
        a, b = pick(["민지", "지훈", "서연", "현우", "수빈"]), pick(["도윤", "하은", "준호", "예린", "태민"])
    else:
        a, b = pick(PEOPLE_EN[:10]), pick(PEOPLE_EN[10:])
    kw = dict(ctx, a=a, b=b, what=w_ko if lang == "ko" else w_en, val=val)
    lines = CHAT_LINES[lang]
    start = rint(0, 3)
    sel = lines[start:start + rint(4, 6)]
    if not any("{val}" in x for x in sel):
        sel = sel + [lines[4]] if chance(0.5) else [lines[4]] + sel
    chat = chat_format(lang, [fill(x, **kw) for x in sel])
    if lang == "ko":
        mc = fill(pick(["{env} 장애 대응 중 메신저 대화를 그대로 붙임. {what}가 바뀐 걸 몰랐다:\n{chat}",
                        "{svc} 인증 실패 원인을 몰랐는데 채널 대화에서 찾았다:\n{chat}"]), chat=fmt_snip(chat), **kw)
        lesson = fill(pick(["{what}는 교체 후 워커 재시작이 필요하다. 교체 공지는 채널이 아니라 {store} 변경 이력으로 확인할 것.",
                            "인증 실패가 나면 먼저 {store}의 변경 이력을 확인하고, 그다음 {svc} 재시작."]), **kw)
        ask = fill(pick(["다음 {what} 교체 때 미리 알려 줄 수 있는지?", "채널에 붙은 값은 지워야 하는지?", ""]), **kw)
    else:
        mc = fill(pick(["Pasting the chat from the {env} incident; I didn't know the {what} had changed:\n{chat}",
                        "I couldn't find why {svc} auth failed until I found this thread:\n{chat}"]), chat=fmt_snip(chat), **kw)
        lesson = fill(pick(["After rotating the {what}, the workers need a restart. Check the change history in {store} instead of relying on chat announcements.",
                            "On auth failures, check the change history in {store} first, then restart {svc}."]), **kw)
        ask = fill(pick(["Can you give me a heads-up before the next {what} rotation?", "Should the value be deleted from the channel?", ""]), **kw)
    return note("chat paste: %s in a message" % sub, mc, lesson, ask, [val], "chat:" + str(start))


# ----------------------------------------------------------------------------------------------
# secret family: markdown table of accounts
# ----------------------------------------------------------------------------------------------
def fam_table(lang, ctx):
    rows, secrets = [], []
    n = rint(2, 4)
    names = list(PW_SERVICES)
    R.shuffle(names)
    for svc in names[:n]:
        pw, pk = password(lang, forbid="|")
        rows.append("| %s | %s | %s | %s |" % (svc[0], pick(svc[2]) if svc[2] else "-", pw, pick(ENVS)))
        secrets.append(pw)
    hdr = "| system | user | password | env |" if lang == "en" or chance(0.5) else "| 시스템 | 계정 | 비밀번호 | 환경 |"
    tbl = "\n".join([hdr, "|---|---|---|---|"] + rows)
    if lang == "ko":
        mc = fill(pick(["{svc} 인수인계 문서에 있던 계정 표다. 어느 계정이 아직 쓰이는지 몰랐다:\n{t}",
                        "{who}이 준 계정 목록. 어떤 게 최신인지 몰랐다:\n{t}"]), t=tbl, **ctx)
        lesson = fill(pick(["표의 계정 중 {env} 것만 아직 유효하다. 나머지는 {date}에 폐기됨.",
                            "이 표는 위키가 아니라 {store}로 옮겨야 한다. 위키 페이지는 전사 공개다."]), **ctx)
        ask = fill(pick(["이 표를 위키에서 지워도 되는지?", "폐기된 계정은 누가 정리하는지?"]), **ctx)
    else:
        mc = fill(pick(["Account table from the {svc} handover doc; I didn't know which ones are still in use:\n{t}",
                        "{who} gave me this list of logins; I didn't know which are current:\n{t}"]), t=tbl, **ctx)
        lesson = fill(pick(["Only the {env} rows are still valid; the rest were retired on {date}.",
                            "This table belongs in {store}, not on the wiki; the wiki page is readable company-wide."]), **ctx)
        ask = fill(pick(["Can I delete this table from the wiki?", "Who cleans up the retired accounts?"]), **ctx)
    return note("markdown table: %d passwords" % n, mc, lesson, ask, secrets, "table:" + str(n))


# ----------------------------------------------------------------------------------------------
# secret family: rotation diff (old and new values)
# ----------------------------------------------------------------------------------------------
def fam_rotation_diff(lang, ctx):
    if chance(0.5):
        while True:
            v = next_vendor(single_secret)
            its = v["gen"]()
            if len([i for i in its if i["sec"]]) == 1:
                break
        old = [i for i in its if i["sec"]][0]
        new = [i for i in v["gen"]() if i["sec"]][0]
        envn, a, b, sub = old["env"], old["val"], new["val"], "%s %s" % (v["name"], v["kind"])
    else:
        name, items, pw, pk, user, err, penv = pw_items(lang)
        pw2, _ = password(lang, kind=pk)
        envn, a, b, sub = penv, pw, pw2, "%s password" % name
    path = pick(["config/%s.env" % ctx["env"], "deploy/%s/secrets.env" % ctx["env"], ".env.%s" % ctx["env"]])
    diff = "\n".join(["--- a/%s" % path, "+++ b/%s" % path, "@@ -%d,3 +%d,3 @@" % (rint(2, 30), rint(2, 30)),
                      " APP_ENV=%s" % ctx["env"], "-%s=%s" % (envn, a), "+%s=%s" % (envn, b), " LOG_LEVEL=info"])
    if lang == "ko":
        mc = fill("{date} 교체 커밋({sha})을 리뷰하다가 `{p}`가 git에 추적되고 있다는 걸 알았다:\n{d}", p=path, d=fmt_snip(diff, "diff"), **ctx)
        lesson = "교체 전 값과 새 값이 모두 git 히스토리에 남았다. 파일을 .gitignore에 넣고 값은 %s로 옮겨야 한다. 히스토리 정리도 필요." % ctx["store"]
        ask = "git 히스토리 정리(filter-repo)를 해도 되는지?"
    else:
        mc = fill("Reviewing the rotation commit {sha} from {date}, I noticed `{p}` is tracked in git:\n{d}", p=path, d=fmt_snip(diff, "diff"), **ctx)
        lesson = "Both the old and the new value are now in git history. The file should be ignored and the value moved to %s; history needs a rewrite too." % ctx["store"]
        ask = "OK to rewrite history with git filter-repo for this file?"
    return note("git diff: rotated %s (old and new value)" % sub, mc, lesson, ask, [a, b], "rotation_diff")


# ----------------------------------------------------------------------------------------------
# secret family: internal Basic / Bearer / API-key headers
# ----------------------------------------------------------------------------------------------
def internal_token():
    st = rint(0, 4)
    if st == 0:
        return "Bearer", jwt({"sub": pick(USERS), "aud": pick(SERVICES), "scope": "read write", "iat": epoch(),
                              "exp": epoch() + 3600}, alg=pick(["HS256", "RS256", "ES256"]), kid=rs(HEXL, 8) if chance(0.5) else None), "JWT bearer token"
    if st == 1:
        return "X-API-Key", pick(["ak_live_", "acme_", "int_", "svc_"]) + rs(ALNUM, rint(32, 48)), "internal API key"
    if st == 2:
        return "X-Internal-Token", rs(HEXL, 64), "internal hex token"
    if st == 3:
        return "Bearer", rs(B64U, rint(40, 64)), "opaque bearer token"
    return "Basic", None, "Basic auth header"


def fam_internal_header(lang, ctx):
    kind, tok, label = internal_token()
    host = "%s.%s" % (ctx["svc"], pick(["internal", "svc.cluster.local", "corp.example.net"]))
    secrets = []
    if kind == "Basic":
        user = pick(USERS)
        pw, pk = password(lang, forbid=":")
        tok = basic_blob(user, pw)
        hv = ("Authorization", "Basic " + tok)
        label = "Basic auth header (%s)" % PW_LABEL[pk]
    elif kind == "Bearer":
        hv = ("Authorization", "Bearer " + tok)
    else:
        hv = (kind, tok)
    secrets.append(tok)
    style = rint(0, 4)
    if style == 0:
        snip = "curl -s -H '%s: %s' https://%s/admin/%s" % (hv[0], hv[1], host, pick(["reindex", "flush-cache", "jobs?state=failed"]))
        where, hint = "curl", "bash"
    elif style == 1:
        snip = "location /upstream/ {\n    proxy_pass https://%s;\n    proxy_set_header %s \"%s\";\n}" % (host, hv[0], hv[1])
        where, hint = "nginx config", "nginx"
    elif style == 2:
        if kind == "Basic":
            snip = "scrape_configs:\n  - job_name: %s\n    basic_auth:\n      username: %s\n      password: '%s'\n    static_configs:\n      - targets: ['%s:9100']" % (ctx["svc"], user, pw, host)
            secrets = [pw]
        else:
            snip = "scrape_configs:\n  - job_name: %s\n    authorization:\n      credentials: %s\n    static_configs:\n      - targets: ['%s:9100']" % (ctx["svc"], tok, host)
        if "'" in snip.split("password: ")[-1].split("\n")[0][1:-1]:
            return None
        where, hint = "Prometheus scrape config", "yaml"
    elif style == 3:
        snip = "%s INFO  [http] --> GET https://%s/v1/ping\n%s INFO  [http] %s: %s\n%s INFO  [http] <-- 200 OK (%dms)" % (
            ts_iso(), host, ts_iso(), hv[0], hv[1], ts_iso(), rint(3, 90))
        where, hint = "OkHttp-style log", ""
    else:
        snip = "GET /v1/%s HTTP/1.1\nHost: %s\n%s: %s\nAccept: */*" % (pick(["reports", "health/deep", "users/me"]), host, hv[0], hv[1])
        where, hint = "raw HTTP request", "http"
    if lang == "ko":
        mc = fill(pick(["{svc} 내부 API를 호출하는 방법을 몰라서 {who}에게 물어봤다.", "{env}에서 {svc} 관리 API가 401을 돌려줬다. 헤더 형식을 몰랐다."]), **ctx)
        lesson = fill(pick(["동작하는 호출:\n{s}\n토큰은 {date}까지 유효.", "헤더 이름과 형식이 정확해야 한다:\n{s}"]), s=fmt_snip(snip, hint), **ctx)
        ask = fill(pick(["이 토큰을 {store}에 넣어 둬도 되는지?", "만료되면 누가 재발급하는지?"]), **ctx)
    else:
        mc = fill(pick(["I didn't know how to call the internal {svc} API, so I asked {who}.", "The {svc} admin API on {env} returned 401; I didn't know the header format."]), **ctx)
        lesson = fill(pick(["Working call:\n{s}\nValid until {date}.", "Header name and format have to be exact:\n{s}"]), s=fmt_snip(snip, hint), **ctx)
        ask = fill(pick(["Can I keep this credential in {store}?", "Who re-issues it when it expires?"]), **ctx)
    return note("auth header: %s in %s" % (label, where), mc, lesson, ask, secrets, "internal_header:%d" % style)


# ----------------------------------------------------------------------------------------------
# secret family: session cookies
# ----------------------------------------------------------------------------------------------
def cookie_value():
    st = rint(0, 7)
    if st == 0:
        return "sessionid", rs(LOALNUM, 32), "Django session cookie"
    if st == 1:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64U, 43), "Express session cookie"
    if st == 2:
        return "JSESSIONID", rs(HEXU, 32), "Java session cookie"
    if st == 3:
        return "PHPSESSID", rs(LOALNUM, 26), "PHP session cookie"
    if st == 4:
        return "laravel_session", pct(b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(96)), "mac": rs(HEXL, 64), "tag": ""}, separators=(",", ":")).encode())), "Laravel session cookie"
    if st == 5:
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, rint(220, 320)), "ASP.NET Core auth cookie"
    if st == 6:
        return "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, rint(180, 260)) + "." + rs(B64U, 22), "NextAuth session cookie"
    return "_%s_session" % pick(["shop", "admin", "app"]), b64(rbytes(rint(60, 120))).rstrip("=") + "--" + rs(HEXL, 40), "Rails session cookie"


def fam_cookie(lang, ctx):
    name, val, label = cookie_value()
    host = "%s.%s" % (pick(["admin", "backoffice", "partner", "cms"]), pick(DOMAINS))
    extra = "; _ga=GA1.1.%d.%d; lang=%s" % (rint(10 ** 8, 10 ** 9), epoch(), "ko" if lang == "ko" else "en")
    style = rint(0, 2)
    if style == 0:
        snip = "curl 'https://%s/api/orders/export?from=%s' \\\n  -H 'Cookie: %s=%s%s' \\\n  -H 'Accept: text/csv'" % (host, ctx["date"], name, val, extra)
        where = "curl copied from devtools"
    elif style == 1:
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
        where = "Set-Cookie response header"
    else:
        snip = "GET /admin/users?page=2 HTTP/1.1\nHost: %s\nCookie: lang=en; %s=%s\nUser-Agent: Mozilla/5.0" % (host, name, val)
        where = "raw request Cookie header"
    if lang == "ko":
        mc = fill("{h}의 export API를 스크립트로 부를 방법을 몰라서 브라우저 요청을 그대로 복사했다:\n{s}", h=host, s=fmt_snip(snip))
        lesson = "세션 쿠키로 부르면 되긴 하지만 로그아웃하면 바로 깨진다. 서비스 계정 토큰을 발급받는 게 맞다."
        ask = "export용 서비스 계정을 만들어 줄 수 있는지?"
    else:
        mc = fill("I didn't know how to call the {h} export API from a script, so I copied the browser request:\n{s}", h=host, s=fmt_snip(snip))
        lesson = "It works with the session cookie but breaks as soon as that session logs out; a service-account token is the right way."
        ask = "Could you create a service account for the export?"
    return note("cookie: %s in %s" % (label, where), mc, lesson, ask, [val], "cookie:%d" % style)


# ----------------------------------------------------------------------------------------------
# secret family: signed URLs
# ----------------------------------------------------------------------------------------------
def signed_url(ctx):
    st = rint(0, 4)
    ymd = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    obj = pick(["exports/%s/orders.csv" % ctx["date"], "reports/%s.pdf" % ctx["ticket"].lower(),
                "uploads/%s/invoice.xlsx" % rs(HEXL, 8), "backups/%s.sql.gz" % db_name()])
    if st == 0:
        temp = chance(0.4)
        akid = ("ASIA" if temp else "AKIA") + rs(UP + "234567", 16)
        sig = rs(HEXL, 64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (
                   pick(["acme-exports", "shop-kr-reports", "data-drop-prod"]), ctx["region"], obj, akid, ymd, ctx["region"],
                   ymd, rint(0, 23), rint(0, 59), rint(0, 59), pick([900, 3600, 86400, 604800])))
        secrets = [akid]
        if temp:
            tok = pct(aws_session_token())
            url += "&X-Amz-Security-Token=" + tok
            secrets.append(tok)
        url += "&X-Amz-Signature=" + sig
        secrets.append(sig)
        return url, secrets, "S3 presigned URL"
    if st == 1:
        sig = rs(HEXL, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT%02d%02d00Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-ml-artifacts", "kr-shop-media"]), obj, pick(["signer", "exporter"]), pick(["acme-prod", "shop-kr-data"]), ymd, ymd,
                  rint(0, 23), rint(0, 59), sig))
        return url, [sig], "GCS V4 signed URL"
    if st == 2:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT%02d:00:00Z&st=%sT00:00:00Z&spr=https&sig=%s"
               % (pick(["stacmeprod", "stshopkr", "stlogs01"]), pick(["exports", "reports"]), obj, ctx["date"], rint(0, 23), ctx["date"], sig))
        return url, [sig], "Azure SAS URL"
    if st == 3:
        sig = rs(ALNUM + "-~_", 172)
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LOALNUM, 13), obj, epoch(), sig, rs(UPALNUM, 13))
        return url, [sig], "CloudFront signed URL"
    akid = "LTAI5t" + rs(ALNUM, 18)
    sig = pct(b64(rbytes(20)))
    url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
        pick(["acme-cn-exports", "shop-cn-media"]), obj, akid, epoch(), sig)
    return url, [akid, sig], "Alibaba OSS signed URL"


def fam_signed_url(lang, ctx):
    url, secrets, label = signed_url(ctx)
    if lang == "ko":
        mc, lesson, ask = pick([
            ("{who}이 {ticket}에 붙인 다운로드 링크가 만료돼서 열리지 않았다. 링크 유효 기간이 서명에 들어 있다는 걸 몰랐다:\n{u}",
             "presigned 링크는 만료되면 다시 만들어야 한다. 링크 자체가 권한이므로 티켓에 붙이지 말고 만료를 짧게 할 것.",
             "{ticket}의 링크를 지워도 되는지?"),
            ("{env} export 결과를 파트너에게 넘기는 방법을 몰랐다.",
             "{svc}가 만든 링크를 그대로 보내면 된다(다음 링크는 {date} 발급):\n{u}\n링크를 아는 사람은 누구나 받을 수 있다.",
             "파트너에게 보낼 때 만료 시간을 얼마로 할지?")])
    else:
        mc, lesson, ask = pick([
            ("The download link {who} attached to {ticket} had expired; I didn't know the expiry is baked into the signature:\n{u}",
             "Presigned links must be regenerated after expiry. The link itself grants access, so keep expiries short and don't paste them into tickets.",
             "OK to remove the link from {ticket}?"),
            ("I didn't know how the {env} export is handed to the partner.",
             "{svc} generates a signed link and we send it as-is (this one was issued {date}):\n{u}\nAnyone with the link can download the file.",
             "What expiry should the partner links use?")])
    kw = dict(ctx, u=url if chance(0.5) else fence(url))
    return note("signed URL: %s" % label, fill(mc, **kw), fill(lesson, **kw), fill(ask, **kw), secrets, "signed_url:" + label)


# ----------------------------------------------------------------------------------------------
# secret family: private keys
# ----------------------------------------------------------------------------------------------
def sshstr(b):
    return struct.pack(">I", len(b)) + b


def pem(label, der, width=64):
    lines = wrap(b64(der), width)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label), lines


def key_material():
    st = rint(0, 8)
    if st == 0:
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        txt, lines = pem("EC PRIVATE KEY", der)
        return txt, lines, "EC private key (SEC1 PEM)"
    if st == 1:
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32)
               + bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
        txt, lines = pem("PRIVATE KEY", der)
        return txt, lines, "EC private key (PKCS#8 PEM)"
    if st == 2:
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        txt, lines = pem("PRIVATE KEY", der)
        return txt, lines, "Ed25519 private key (PKCS#8 PEM)"
    if st == 3:
        while True:
            pub, seed = rbytes(32), rbytes(32)
            comment = (pick(USERS) + "@" + pick(["laptop", "ci", "deploy-box", "bastion"])).encode()
            chk = rbytes(4)
            priv = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(seed + pub) + sshstr(comment)
            i = 1
            while len(priv) % 8:
                priv += bytes([i])
                i += 1
            blob = (b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1)
                    + sshstr(sshstr(b"ssh-ed25519") + sshstr(pub)) + sshstr(priv))
            lines = wrap(b64(blob), 70)
            if len(lines[-1]) >= 8:
                break
        txt = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)
        return txt, lines, "OpenSSH ed25519 private key"
    if st == 4:
        body = "MIIEowIBAAKCAQEA" + rs(B64, 64 * rint(4, 6) - 16)
        lines = wrap(body, 64)
        txt = "-----BEGIN RSA PRIVATE KEY-----\n%s\n...(truncated in the paste)" % "\n".join(lines)
        return txt, lines, "RSA private key (truncated PEM paste)"
    if st == 5:
        k = b64(rbytes(32))
        peer = b64(rbytes(32))
        txt = ("[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 10.%d.0.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8"
               % (k, rint(8, 60), rint(2, 200), rint(8, 60), peer, pick(DOMAINS)))
        return txt, [k], "WireGuard PrivateKey"
    if st == 6:
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        p, _ = pem("EC PRIVATE KEY", der)
        kd = b64((p + "\n").encode())
        txt = ("users:\n- name: %s\n  user:\n    client-certificate: ~/.kube/certs/%s.crt\n    client-key-data: %s"
               % (pick(["dev-admin", "ci-deployer", "ops"]), pick(ENVS), kd))
        return txt, [kd], "kubeconfig client-key-data"
    if st == 7:
        d = b64u(rbytes(32))
        jwk = {"kty": "EC", "crv": "P-256", "kid": rs(HEXL, 8), "use": "sig", "x": b64u(rbytes(32)), "y": b64u(rbytes(32)), "d": d}
        return json.dumps(jwk, indent=2), [d], "JWK private key (d parameter)"
    pk = "0x" + rs(HEXL, 64)
    txt = "DEPLOYER_PRIVATE_KEY=%s\nRPC_URL=https://sepolia.infura.io/v3/${INFURA_PROJECT_ID}\nCHAIN_ID=11155111" % pk
    return txt, [pk], "Ethereum private key"


KEY_USE = {
    # label -> (paths, allowed stories, what-is-it for story 3)
    "EC private key (SEC1 PEM)": (["certs/{svc}.key", "keys/jwt-es256.pem"], [1, 2], ""),
    "EC private key (PKCS#8 PEM)": (["keys/AuthKey_{kid}.p8", "fastlane/AuthKey_{kid}.p8"], [1, 2], ""),
    "Ed25519 private key (PKCS#8 PEM)": (["keys/webhook-signing.pem", "certs/{svc}-ed25519.pem"], [1, 2], ""),
    "OpenSSH ed25519 private key": ([".ssh/deploy_key", "deploy/id_ed25519"], [0, 1], ""),
    "RSA private key (truncated PEM paste)": (["deploy/id_rsa", "certs/{svc}.key"], [0, 1], ""),
    "WireGuard PrivateKey": (["vpn/wg0.conf", "ops/{env}-wg.conf"], [1, 3], "VPN"),
    "kubeconfig client-key-data": (["ops/kubeconfig-{env}", ".kube/config.{env}"], [1, 3], "Kubernetes cluster"),
    "JWK private key (d parameter)": (["keys/jwks-private.json", "config/{env}/signing-jwk.json"], [1, 2], ""),
    "Ethereum private key": ([".env.deploy", "contracts/.env"], [1, 2], ""),
}

KEY_STORIES = {
    "en": [("Deploying to {host} failed with `Permission denied (publickey)`; I didn't know CI uses a dedicated deploy key or where it lives.",
            "{who} sent me the deploy key (recording it here until it moves to {store}):\n{k}",
            "Can I put this key in {store} and delete it from here?"),
           ("While looking into {ticket} I didn't know a private key had been committed at `{path}` ({sha}):\n{k}",
            "The key has to be revoked and replaced; the repo is mirrored publicly.",
            "Who should rotate the key?"),
           ("{k}\nThat's the key the {svc} signing job uses; I didn't know where it was stored until {who} sent it like this.",
            "The signing key only lives at `{path}` on the {env} host. It is rotated yearly.",
            ""),
           ("I couldn't reach the {env} {what} from my machine and didn't know a personal config was needed.",
            "{who} shared this config (`{path}`):\n{k}\nIt is tied to one device; don't copy it elsewhere.",
            "Can I get my own config instead of a shared one?")],
    "ko": [("{host} 배포가 `Permission denied (publickey)`로 실패했다. CI가 전용 배포 키를 쓰는데 그게 어디 있는지 몰랐다.",
            "{who}이 준 배포 키({store}로 옮기기 전까지 임시로 기록):\n{k}",
            "이 키를 {store}에 넣고 여기서는 지워도 되는지?"),
           ("{ticket} 조사 중 `{path}`에 개인 키가 커밋돼 있다는 걸 몰랐다({sha}).\n{k}",
            "이 키는 폐기하고 새로 발급해야 한다. 공개 저장소 미러에도 올라갔다.",
            "키 교체를 누가 할지?"),
           ("{k}\n{svc} 서명 작업이 쓰는 키다. 어디에 보관돼 있는지 몰랐는데 {who}이 이렇게 보내 줬다.",
            "서명 키는 {env} 서버의 `{path}`에만 있다. 교체 주기는 1년.",
            ""),
           ("내 PC에서 {env} {what}에 접속이 안 됐는데 개인 설정이 필요하다는 걸 몰랐다.",
            "{who}이 공유해 준 설정(`{path}`):\n{k}\n기기 한 대에만 묶여 있으니 다른 곳에 복사하지 말 것.",
            "공용 설정 대신 개인 설정을 받을 수 있는지?")],
}


def fam_private_key(lang, ctx):
    txt, lines, label = key_material()
    paths, allowed, what = KEY_USE[label]
    mc, lesson, ask = KEY_STORIES[lang][pick(allowed)]
    path = fill(pick(paths), svc=ctx["svc"], env=ctx["env"], kid=rs(UPALNUM, 10))
    kw = dict(ctx, k=fence(txt) if chance(0.7) else txt, path=path, what=what)
    return note("private key: %s" % label, fill(mc, **kw), fill(lesson, **kw), fill(ask, **kw), list(lines),
                "private_key:" + label)


# ----------------------------------------------------------------------------------------------
# secret family: TOTP seeds, recovery codes, PINs, Wi-Fi keys
# ----------------------------------------------------------------------------------------------
def fam_totp(lang, ctx):
    issuer = pick(["AWS", "GitHub", "Okta", "Cloudflare", "NaverWorks", "Toss", "Google", "Atlassian", "Kakao", "Sentry"])
    acct = pick(USERS) + "@" + pick(DOMAINS)
    st = rint(0, 3)
    if st == 0:
        sec = rs(B32, pick([16, 32]))
        txt = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct), sec, issuer)
        label = "otpauth URI"
    elif st == 1:
        sec = " ".join(wrap(rs(B32, 32).lower(), 4))
        txt = "%s setup key: %s" % (issuer, sec)
        label = "grouped setup key"
    elif st == 2:
        sec = rs(B32, 32)
        txt = 'import pyotp\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % sec
        label = "pyotp code"
    else:
        sec = rs(B32, pick([16, 26, 32]))
        txt = "MFA_TOTP_SECRET=%s\nMFA_ISSUER=%s" % (sec, issuer)
        label = ".env"
    if lang == "ko":
        mc = fill(pick(["공용 {i} 계정의 MFA 때문에 {env} 작업이 {who} 없이 진행되지 않았다.", "E2E 테스트가 {i} 로그인 MFA 단계에서 멈췄다. 테스트 계정의 TOTP를 어떻게 만드는지 몰랐다."]), i=issuer, **ctx)
        lesson = fill("공용 계정 TOTP 시드:\n{t}\n이 값이 있으면 누구나 OTP를 만들 수 있으니 {store}에만 둘 것.", t=fmt_snip(txt), **ctx)
        ask = "공용 계정 대신 개인 MFA로 바꿀 수 있는지?"
    else:
        mc = fill(pick(["The shared {i} account's MFA blocked the {env} task whenever {who} was offline.", "The E2E test stopped at the {i} MFA step; I didn't know how the test account's TOTP is generated."]), i=issuer, **ctx)
        lesson = fill("TOTP seed of the shared account:\n{t}\nAnyone with this value can generate codes, so it belongs only in {store}.", t=fmt_snip(txt), **ctx)
        ask = "Can the shared account move to per-person MFA instead?"
    return note("TOTP seed: %s (%s)" % (label, issuer), mc, lesson, ask, [sec], "totp:" + label)


def recovery_codes():
    st = rint(0, 7)
    if st == 0:
        codes = ["%s-%s" % (rs(HEXL, 5), rs(HEXL, 5)) for _ in range(rint(4, 10))]
        return "GitHub recovery codes", codes, "\n".join(codes)
    if st == 1:
        codes = ["%s %s" % (rs(DI, 4), rs(DI, 4)) for _ in range(rint(4, 10))]
        rows = [codes[i:i + 2] for i in range(0, len(codes), 2)]
        return "Google backup codes", codes, "\n".join("  ".join("%d. %s" % (i * 2 + j + 1, c) for j, c in enumerate(r)) for i, r in enumerate(rows))
    if st == 2:
        code = "-".join(rs(UPALNUM, 5) for _ in range(5))
        return "Microsoft account recovery code", [code], code
    if st == 3:
        code = "-".join(rs(UPALNUM, 4) for _ in range(7))
        return "Apple ID recovery key", [code], code
    if st == 4:
        code = "A3-%s-%s-%s-%s-%s-%s" % (rs(UPALNUM, 6), rs(UPALNUM, 6), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5), rs(UPALNUM, 5))
        return "1Password Secret Key", [code], code
    if st == 5:
        code = "-".join(rs(LOALNUM, 4) for _ in range(8))
        return "Bitwarden recovery code", [code], code
    if st == 6:
        codes = [rs(HEXL, 16) for _ in range(rint(3, 8))]
        return "GitLab recovery codes", codes, "\n".join(codes)
    code = "-".join(rs(DI, 6) for _ in range(8))
    return "BitLocker recovery key", [code], "Recovery key ID: %s\nRecovery key: %s" % (rs(HEXU, 8), code)


def fam_recovery(lang, ctx):
    label, codes, txt = recovery_codes()
    if len(codes) == 1 and lang == "en":
        i = rint(0, 1)
        mc = fill(["I didn't know where the {l} for the shared account is kept; {who} read it out to me:\n{t}",
                   "The {env} admin laptop was locked out and I needed the {l}, but didn't know where it was."][i], l=label, t=fmt_snip(txt), **ctx)
        lesson = fill(["The {l} is the last-resort credential for the account; keep it only in {store}.",
                       "{L}:\n{t}\nMove it to {store} and remove it from here."][i if i == 1 else rint(0, 1)], l=label, L=label, t=fmt_snip(txt), **ctx)
        return note("recovery codes: %s" % label, mc, lesson, "Should the key be regenerated after this use?", codes, "recovery:" + label)
    if lang == "ko":
        i = rint(0, 1)
        mc = fill(["공용 계정 {l}를 어디에 보관하는지 몰랐다. {who}이 스크린샷을 텍스트로 옮겨 줬다:\n{t}",
                   "{env} 관리자 노트북이 잠겨서 {l}가 필요했는데 위치를 몰랐다."][i], l=label, t=fmt_snip(txt), **ctx)
        lesson = fill(["{l}는 일회용이다. 사용한 코드는 지우고, 원본은 {store}에만 보관.",
                       "{l}:\n{t}\n사용한 건 지우고 나머지는 {store}로 옮길 것."][i if i == 1 else rint(0, 1)], l=label, t=fmt_snip(txt), **ctx)
        ask = "사용한 코드를 재발급해야 하는지?"
    else:
        i = rint(0, 1)
        mc = fill(["I didn't know where the shared account's {l} are kept; {who} transcribed them for me:\n{t}",
                   "The {env} admin laptop was locked out and I needed the {l}, but didn't know where they were."][i], l=label, t=fmt_snip(txt), **ctx)
        lesson = fill(["{l} are single-use. Cross out used ones and keep the originals only in {store}.",
                       "{l}:\n{t}\nStrike the used ones and move the rest to {store}."][i if i == 1 else rint(0, 1)], l=label, t=fmt_snip(txt), **ctx)
        ask = "Should the used codes be regenerated?"
    return note("recovery codes: %s" % label, mc, lesson, ask, codes, "recovery:" + label)


def fam_pin(lang, ctx):
    st = rint(0, 4)
    if st == 0:
        val, label, l_ko = rs(DI, 8), "SIM PUK code", "SIM PUK 코드"
    elif st == 1:
        val, label, l_ko = rs(DI, 8), "YubiKey PIV PIN", "YubiKey PIV PIN"
    elif st == 2:
        val, label, l_ko = rs(DI, 8) + pick(["*", "#", ""]), "server room door-lock code", "서버실 도어락 비밀번호"
    elif st == 3:
        val, label, l_ko = rs(DI, rint(10, 12)), "HSM partition PIN", "HSM 파티션 PIN"
    else:
        val, label, l_ko = rs(DI, 8), "alarm system master code", "경비 시스템 마스터 코드"
    if lang == "ko":
        mc = fill(pick(["{env} 점검 중 {l} 정보가 필요했는데 누구에게 물어야 하는지 몰랐다.", "현장 작업 때 {l} 정보가 없어서 30분을 기다렸다."]), l=l_ko, **ctx)
        lesson = fill(pick(["{who}에게 받은 {l}: {v}. 3회 틀리면 잠긴다.", "{l}: {v} (현재 기준). 분기마다 바뀌니 작업 전날 확인할 것."]), l=l_ko, v=val, **ctx)
        ask = fill(pick(["다음 현장 작업 전에 {l} 정보를 미리 알려 줄 수 있는지?", "{v} 코드가 아직 유효한지?"]), l=l_ko, v=val, **ctx)
    else:
        mc = fill(pick(["During the {env} maintenance I needed the {l} and didn't know who to ask.", "I waited 30 minutes on site because I didn't have the {l}."]), l=label, **ctx)
        lesson = fill(pick(["{L} from {who}: {v}. Three wrong tries lock it.", "The {l} is {v} as of today; it changes every quarter, so check the day before."]), l=label, L=pascal(label), v=val, **ctx)
        ask = fill(pick(["Can you send the {l} before the next site visit?", "Is {v} still valid?"]), l=label, v=val, **ctx)
    return note("PIN: %s" % label, mc, lesson, ask, [val], "pin:" + label)


def fam_wifi(lang, ctx):
    ssid = pick(["ACME-Office", "ACME-Guest", "shopkr_5G", "Lab-IoT", "회의실-3F", "TANAKA-LAB", "DevOps-WiFi"])
    st = rint(0, 5)
    forbid = ';:,\\"' if st == 3 else ('"' if st in (0, 1, 4, 5) else "")
    if st == 0 and chance(0.3):
        pw = rs(HEXL, 64)
        txt = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        label, pk = "wpa_supplicant raw PSK", "generated"
    else:
        pw, pk = password(lang, forbid=forbid + " ")
        if st == 0:
            txt = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
            label = "wpa_supplicant.conf"
        elif st == 1:
            if "'" in pw:
                return None
            txt = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw)
            label = "nmcli command"
        elif st == 2:
            txt = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s" % (ssid, pw)
            label = "hostapd.conf"
        elif st == 3:
            txt = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
            label = "Wi-Fi QR payload"
        elif st == 4:
            if any(c in pw for c in "<&>"):
                return None
            txt = "<key>SSID_STR</key>\n<string>%s</string>\n<key>Password</key>\n<string>%s</string>" % (ssid, pw)
            label = "iOS .mobileconfig"
        else:
            txt = "%s / %s" % (ssid, pw)
            label = "prose"
    if lang == "ko":
        mc = fill(pick(["IoT 기기 펌웨어 테스트에 {s} 와이파이가 필요했는데 비밀번호를 몰랐다.", "키오스크 재설치 후 {s}에 연결이 안 됐다. 설정 형식을 몰랐다."]), s=ssid)
        lesson = fill("{who}에게 받은 설정:\n{t}\n게스트망과 분리된 망이라 외부 공유 금지.", t=fmt_snip(txt), **ctx)
        ask = "와이파이 비밀번호가 바뀌면 어디서 확인하면 되는지?"
    else:
        mc = fill(pick(["Testing the IoT firmware needed the {s} Wi-Fi and I didn't have the key.", "After re-imaging the kiosk it wouldn't join {s}; I didn't know the config format."]), s=ssid)
        lesson = fill("Config from {who}:\n{t}\nThis network is separate from guest Wi-Fi; don't share it outside the team.", t=fmt_snip(txt), **ctx)
        ask = "Where do I look up the Wi-Fi key when it changes?"
    return note("Wi-Fi key: %s (%s)" % (label, PW_LABEL[pk]), mc, lesson, ask, [pw], "wifi:" + label)


# ----------------------------------------------------------------------------------------------
# secret family: webhook URLs with embedded secrets
# ----------------------------------------------------------------------------------------------
def webhook():
    st = rint(0, 10)
    if st == 0:
        s = rs(ALNUM, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPALNUM, rint(8, 10)), rs(UPALNUM, rint(8, 10)), s), [s], "Slack incoming webhook"
    if st == 1:
        s = rs(B64U, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (rs(DI, 19), s), [s], "Discord webhook"
    if st == 2:
        s = rs(HEXL, 32)
        return "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(["acmecorp", "shopkr"]), uuid4(), uuid4(), s, uuid4()), [s], "Microsoft Teams incoming webhook"
    if st == 3:
        k, t = "AIza" + rs(B64U, 35), rs(B64U, 43) + "%3D"
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), k, t), [k, t], "Google Chat webhook"
    if st == 4:
        s = rs(HEXL, 64)
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % s, [s], "DingTalk robot webhook"
    if st == 5:
        s = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % s, [s], "Feishu bot webhook"
    if st == 6:
        s = uuid4()
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % s, [s], "WeCom group bot webhook"
    if st == 7:
        s = rs(LOALNUM, 26)
        return "https://mattermost.%s/hooks/%s" % (pick(DOMAINS), s), [s], "Mattermost incoming webhook"
    if st == 8:
        s = rs(HEXL, 32)
        return "https://wh.jandi.com/connect-api/webhook/%s/%s" % (rs(DI, 8), s), [s], "JANDI incoming webhook"
    if st == 9:
        s = rs(B64U, 22)
        return "https://hook.dooray.com/services/%s/%s/%s" % (rs(DI, 19), rs(DI, 19), s), [s], "Dooray incoming webhook"
    s = rs(ALNUM, 32)
    return "https://jenkins.%s/job/%s/build?token=%s" % (pick(DOMAINS), pick(SERVICES), s), [s], "Jenkins remote build trigger"


def fam_webhook(lang, ctx):
    url, secrets, label = webhook()
    st = rint(0, 3)
    if st == 0:
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\": \"deploy %s done\"}' \\\n  '%s'" % (ctx["env"], url)
    elif st == 1:
        snip = "ALERT_WEBHOOK_URL=%s" % url
    elif st == 2:
        snip = "alertmanager:\n  receivers:\n    - name: %s-alerts\n      webhook_configs:\n        - url: '%s'" % (ctx["svc"], url)
    else:
        snip = url
    if lang == "ko":
        mc = fill(pick(["{env} 배포 알림이 채널에 안 왔다. {svc}가 어느 웹훅으로 보내는지 몰랐다.", "{who}이 알림 채널을 바꿨는데 {svc} 설정은 예전 웹훅을 가리키고 있었다."]), **ctx)
        lesson = fill("현재 쓰는 {l}:\n{s}\nURL 자체가 인증이라 누구든 이 채널에 글을 쓸 수 있다.", l=label, s=fmt_snip(snip), **ctx)
        ask = fill(pick(["웹훅 URL을 {store}로 옮겨도 되는지?", "예전 웹훅은 비활성화했는지?"]), **ctx)
    else:
        mc = fill(pick(["Deploy notifications for {env} stopped showing up; I didn't know which webhook {svc} posts to.", "{who} moved the alert channel, but {svc} still pointed at the old webhook."]), **ctx)
        lesson = fill("Current {l}:\n{s}\nThe URL is the credential: anyone who has it can post to the channel.", l=label, s=fmt_snip(snip), **ctx)
        ask = fill(pick(["Can the webhook URL move to {store}?", "Was the old webhook disabled?"]), **ctx)
    return note("webhook URL: %s" % label, mc, lesson, ask, secrets, "webhook:" + label)


# ----------------------------------------------------------------------------------------------
# secret family: long tokens (hundreds of characters)
# ----------------------------------------------------------------------------------------------
def long_token(ctx):
    st = rint(0, 5)
    if st == 0:
        ns = ctx["env"]
        tok = jwt({"aud": ["https://kubernetes.default.svc"], "exp": epoch(), "iat": epoch(),
                   "iss": "https://oidc.eks.%s.amazonaws.com/id/%s" % (ctx["region"], rs(HEXU, 32)),
                   "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": ctx["svc"], "uid": uuid4()}},
                   "nbf": epoch(), "sub": "system:serviceaccount:%s:%s" % (ns, ctx["svc"])}, alg="RS256", kid=rs(B64U, 43))
        return tok, "Kubernetes service-account token (kubeconfig)", "users:\n- name: %s\n  user:\n    token: %s" % (ctx["svc"], tok)
    if st == 1:
        akid, sk, tok = "ASIA" + rs(UP + "234567", 16), rs(B64, 40), aws_session_token()
        return [akid, sk, tok], "AWS temporary credentials in ~/.aws/credentials", \
            "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (ctx["env"], akid, sk, tok)
    if st == 2:
        tok = jwt({"aud": "00000003-0000-0000-c000-000000000000", "iss": "https://sts.windows.net/%s/" % uuid4(),
                   "iat": epoch(), "nbf": epoch(), "exp": epoch(), "appid": uuid4(), "oid": uuid4(),
                   "roles": ["User.Read.All", "Mail.Send"], "tid": uuid4()}, alg="RS256", kid=rs(B64U, 27))
        return tok, "Microsoft Graph access token", "Authorization: Bearer %s" % tok
    if st == 3:
        tok = "ya29." + rs(B64U, rint(180, 220))
        return tok, "Google OAuth access token", "curl -H 'Authorization: Bearer %s' https://www.googleapis.com/drive/v3/files?pageSize=5" % tok
    if st == 4:
        tok = "00D%s!AQ%s" % (rs(ALNUM, 12), rs(ALNUM + "._", rint(90, 110)))
        return tok, "Salesforce session id", "sf org display output:\nAccess Token     %s\nInstance Url     https://%s.my.salesforce.com" % (tok, pick(SUBS))
    tok = "EAA" + rs(ALNUM, rint(180, 230))
    return tok, "Meta Graph API page access token", "curl 'https://graph.facebook.com/v19.0/me/accounts?access_token=%s'" % tok


def fam_long_token(lang, ctx):
    tok, label, txt = long_token(ctx)
    secrets = tok if isinstance(tok, list) else [tok]
    if lang == "ko":
        mc = fill(pick(["{env}에서 {svc} 배치가 인증 만료로 실패했다. 토큰이 어디서 오는지 몰랐다.", "{who}이 로컬 디버깅용으로 토큰을 줬는데 유효 기간을 몰랐다."]), **ctx)
        lesson = fill("사용한 값({l}):\n{t}\n수명이 짧아서 매번 새로 받아야 한다.", l=label, t=fmt_snip(txt), **ctx)
        ask = "장기 실행 작업용으로 갱신 가능한 자격 증명을 받을 수 있는지?"
    else:
        mc = fill(pick(["The {svc} batch on {env} failed with an expired-token error; I didn't know where the token comes from.", "{who} gave me a token for local debugging and I didn't know how long it lasts."]), **ctx)
        lesson = fill("What I used ({l}):\n{t}\nIt is short-lived, so it has to be fetched again each time.", l=label, t=fmt_snip(txt), **ctx)
        ask = "Can long-running jobs get a refreshable credential instead?"
    return note("long token: %s" % label, mc, lesson, ask, secrets, "long_token:" + label)


# ==============================================================================================
# CLEAN notes
# ==============================================================================================
def clean_note(lang, ctx, snip, hint, mc_en, le_en, ask_en, mc_ko, le_ko, ask_ko, cat, tid, risky=True):
    """Place the snippet at the end/start of missing_context or inside the lesson."""
    mc_t, le_t, ask_t = (mc_ko, le_ko, ask_ko) if lang == "ko" else (mc_en, le_en, ask_en)
    s = fmt_snip(snip, hint) if snip else ""
    pos = rint(0, 3) if snip else -1
    mc, lesson = fill(mc_t, **ctx), fill(le_t, **ctx)
    if pos == 0:
        mc = mc + ("\n" if lang == "ko" else "\n") + s
    elif pos == 1:
        mc = s + "\n" + mc
    elif pos == 2:
        lesson = lesson + "\n" + s
    elif pos == 3:
        lesson = s + "\n" + lesson
    ask = fill(ask_t, **ctx) if chance(0.9) else ""
    n = note(cat, mc, lesson, ask, [], tid)
    n["risky"] = risky
    return n


def prefix_placeholder(val):
    m = re.match(r"^([A-Za-z0-9]{0,10}?[_\-.])", val)
    pre = m.group(1) if m and len(m.group(1)) < len(val) - 6 else ""
    return pre + pick(["x", "X", "*"]) * min(len(val) - len(pre), 40)


def placeholder_for(it, ctx, allow_prefix=True):
    st = rint(0, 10)
    while st == 5 and not allow_prefix:
        st = rint(0, 10)
    e = it["env"]
    if st == 0:
        return "<%s>" % e
    if st == 1:
        return "${%s}" % e
    if st == 2:
        return "{{ .Values.%s }}" % camel(it["cfg"])
    if st == 3:
        return "your-%s-here" % it["cfg"].replace("_", "-")
    if st == 4:
        return "REPLACE_ME"
    if st == 5:
        return prefix_placeholder(it["val"])
    if st == 6:
        return "<redacted>"
    if st == 7:
        return "${{ secrets.%s }}" % e
    if st == 8:
        return "TODO(%s)" % ctx["who"].split()[0]
    if st == 9:
        return "%%(%s)s" % e
    return ""


def fam_c_placeholder(lang, ctx):
    is_vendor = chance(0.6)
    if is_vendor:
        v = pick(VENDORS)
        items = v["gen"]()
        what = "%s %s" % (v["name"], v["kind"])
    else:
        name, items, pw, pk, user, err, penv = pw_items(lang)
        what = "%s password" % name
    ph_items = []
    for it in items:
        if it["sec"]:
            ph_items.append(item(it["env"], placeholder_for(it, ctx, allow_prefix=is_vendor), sec=False, cfg=it["cfg"]))
        else:
            ph_items.append(it)
    ck, txt, label, hint = render_items(ph_items, ctx)
    ctx = dict(ctx, what=what, file=file_for(ck, ctx).replace(".env", ".env.example") if ck == "dotenv" else file_for(ck, ctx), label=label)
    return clean_note(lang, ctx, txt, hint,
                      "I didn't know {svc} ships a template for the {what} config, so I was editing the real file by hand.",
                      "`{file}` is the committed template; copy it and fill the values from {store}. Only placeholders belong in the repo.",
                      "Should the template also list optional settings for {env}?",
                      "{svc}에 {what} 설정 템플릿이 있는 줄 모르고 실제 파일을 손으로 고치고 있었다.",
                      "`{file}`은 커밋된 템플릿이다. 복사해서 값은 {store}에서 채울 것. 저장소에는 플레이스홀더만 둔다.",
                      "{env}용 선택 설정도 템플릿에 넣을지?",
                      "placeholder: %s template in %s" % (what, label), "c_placeholder:" + ck)


def fam_c_masked(lang, ctx):
    st = rint(0, 11)
    last4 = rs(UPALNUM, 4)
    if st == 0:
        txt = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
               "   profile                %-16s  manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
               "secret_key     ****************%s shared-credentials-file\n    region           %-16s  config-file    ~/.aws/config") % (ctx["env"], last4, rs(B64, 4), ctx["region"])
        label, topic = "aws configure list output", "which AWS profile the shell was using"
    elif st == 1:
        txt = ('  # aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n'
               '      ~ password = (sensitive value)\n        username = "%s"\n    }' % (ctx["svc"], ctx["env"], pick(USERS)))
        label, topic = "terraform plan with sensitive value", "why terraform wanted to update the DB instance"
    elif st == 2:
        txt = "Run ./deploy.sh\n  env:\n    DEPLOY_TOKEN: ***\n    DB_PASSWORD: ***\n+ curl -sf -H 'Authorization: Bearer ***' https://%s/deploy" % ctx["host"]
        label, topic = "GitHub Actions log with masked secrets", "whether the deploy step received its secrets"
    elif st == 3:
        txt = "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (ctx["svc"], ctx["env"], rint(16, 40), rint(3, 12))
        label, topic = "kubectl describe secret output", "whether the Secret had both keys"
    elif st == 4:
        txt = "sk_live_••••••••••••%s   created %s   last used 2 hours ago" % (last4.lower(), ctx["date"])
        label, topic = "masked dashboard key listing", "which Stripe key was still in use"
    elif st == 5:
        txt = "NAME                UPDATED\nDB_PASSWORD         %s\nSTRIPE_SECRET_KEY   %s\nSLACK_WEBHOOK_URL   %s" % (ctx["date"], date_str(), date_str())
        label, topic = "gh secret list output", "when the repo secrets were last updated"
    elif st == 6:
        txt = '"spring.datasource.password": {\n  "value": "******",\n  "origin": "System Environment Property \\"SPRING_DATASOURCE_PASSWORD\\""\n}'
        label, topic = "Spring actuator /env output", "where Spring took the datasource password from"
    elif st == 7:
        txt = "[%s: INFO/MainProcess] Connected to amqp://%s:**@%s:5672//" % (ts_iso(), pick(USERS), ctx["host"])
        label, topic = "Celery log with masked broker URL", "which broker the worker connected to"
    elif st == 8:
        txt = "DB_PASSWORD=********\nREDIS_PASSWORD=********\nAPI_TOKEN=ghp_****************************%s" % last4
        label, topic = "env dump through the masking wrapper", "which variables the container had"
    elif st == 9:
        txt = 'TASK [app : template config] ****\nok: [web-01] => (item=None)\nchanged: [web-02] => {"censored": "the output has been hidden due to the fact that \'no_log: true\' was specified for this result", "changed": true}'
        label, topic = "Ansible no_log output", "why Ansible printed nothing for the config task"
    elif st == 10:
        txt = "Card: **** **** **** %s  exp %02d/%d  approved (auth code withheld)" % (rs(DI, 4), rint(1, 12), rint(26, 31))
        label, topic = "masked card number in payment log", "which card the failed payment used"
    else:
        txt = "| Key | Value | Masked | Protected |\n|---|---|---|---|\n| DEPLOY_TOKEN | [masked] | yes | yes |\n| DB_PASSWORD | [masked] | yes | no |"
        label, topic = "GitLab CI variables page", "whether the CI variables were protected"
    topic_ko = {"aws configure list output": "셸이 어떤 AWS 프로필을 쓰는지", "terraform plan with sensitive value": "terraform이 왜 DB 인스턴스를 바꾸려는지",
                "GitHub Actions log with masked secrets": "배포 스텝이 시크릿을 받았는지", "kubectl describe secret output": "Secret에 두 키가 다 있는지",
                "masked dashboard key listing": "어떤 Stripe 키가 아직 쓰이는지", "gh secret list output": "저장소 시크릿이 언제 바뀌었는지",
                "Spring actuator /env output": "Spring이 datasource 비밀번호를 어디서 가져오는지", "Celery log with masked broker URL": "워커가 어느 브로커에 붙었는지",
                "env dump through the masking wrapper": "컨테이너에 어떤 변수가 있는지", "Ansible no_log output": "Ansible이 설정 태스크 출력을 왜 안 보여 주는지",
                "masked card number in payment log": "실패한 결제가 어떤 카드였는지", "GitLab CI variables page": "CI 변수가 protected인지"}[label]
    ctx = dict(ctx, topic=topic, topic_ko=topic_ko)
    return clean_note(lang, ctx, txt, "",
                      "I didn't know how to check {topic} without revealing any values.",
                      "The masked output is enough: it shows that the value exists (and sometimes its last characters) without exposing it.",
                      "Is the masked output fine to paste into {ticket}?",
                      "{topic_ko} 값 노출 없이 확인하는 방법을 몰랐다.",
                      "마스킹된 출력으로 충분하다. 값이 있다는 것(때로는 마지막 몇 글자)만 보이고 실제 값은 안 보인다.",
                      "마스킹된 출력은 {ticket}에 붙여도 되는지?",
                      "masked output: %s" % label, "c_masked:%d" % st)


def fam_c_refs(lang, ctx):
    st = rint(0, 13)
    e = pick(["DB_PASSWORD", "STRIPE_SECRET_KEY", "SLACK_BOT_TOKEN", "OPENAI_API_KEY", "TOSS_SECRET_KEY", "KAKAO_ADMIN_KEY", "SENDGRID_API_KEY"])
    sn = e.lower().replace("_", "-")
    acct = acct_id()
    if st == 0:
        txt = "env:\n  %s: ${{ secrets.%s }}\n  APP_ENV: %s" % (e, e, ctx["env"])
        label = "GitHub Actions secrets reference"
    elif st == 1:
        txt = "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (e, ctx["svc"], sn)
        label = "k8s secretKeyRef"
    elif st == 2:
        txt = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
               "  data:\n    - secretKey: %s\n      remoteRef:\n        key: %s/%s\n        property: %s" % (ctx["svc"], sn, ctx["env"], ctx["svc"], sn))
        label = "ExternalSecret manifest"
    elif st == 3:
        txt = '{{ with secret "secret/data/%s/%s" }}\n%s={{ .Data.data.%s }}\n{{ end }}' % (ctx["svc"], ctx["env"], e, sn.replace("-", "_"))
        label = "Vault agent template"
    elif st == 4:
        txt = '"secrets": [\n  {\n    "name": "%s",\n    "valueFrom": "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s"\n  }\n]' % (e, ctx["region"], acct, ctx["env"], sn, rs(ALNUM, 6))
        label = "ECS task definition secrets"
    elif st == 5:
        txt = "aws ssm get-parameter --name /%s/%s/%s --with-decryption --query Parameter.Value --output text" % (ctx["env"], ctx["svc"], sn)
        label = "SSM parameter lookup command"
    elif st == 6:
        txt = 'data "aws_secretsmanager_secret_version" "%s" {\n  secret_id = "%s/%s"\n}\n\nlocals {\n  %s = jsondecode(data.aws_secretsmanager_secret_version.%s.secret_string)["%s"]\n}' % (
            sn.replace("-", "_"), ctx["env"], ctx["svc"], sn.replace("-", "_"), sn.replace("-", "_"), e)
        label = "Terraform secrets data source"
    elif st == 7:
        txt = "%s=op://%s/%s/%s\n# run with: op run --env-file=.env.tpl -- ./bin/%s" % (e, pick(["Engineering", "Platform", "Payments"]), ctx["svc"], sn, ctx["svc"])
        label = "1Password op:// reference"
    elif st == 8:
        txt = "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/%s/)" % (ctx["svc"].split("-")[0], ctx["env"], sn)
        label = "Azure Key Vault reference"
    elif st == 9:
        txt = "gcloud secrets versions access latest --secret=%s --project=%s-%s" % (sn, pick(["acme", "shopkr"]), ctx["env"])
        label = "GCP Secret Manager command"
    elif st == 10:
        txt = "withCredentials([string(credentialsId: '%s-%s', variable: '%s')]) {\n    sh './deploy.sh'\n}" % (ctx["svc"], sn, e)
        label = "Jenkins withCredentials"
    elif st == 11:
        txt = 'import os\n\n%s = os.environ["%s"]  # injected by the platform, never hardcode' % (e.lower(), e)
        label = "os.environ lookup"
    elif st == 12:
        txt = "const key = process.env.%s;\nif (!key) throw new Error('%s is not set');" % (e, e)
        label = "process.env lookup"
    else:
        txt = "spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/%s\n    username: ${DB_USER}\n    password: ${DB_PASSWORD}" % (ctx["host"], db_name())
        label = "Spring ${} placeholders"
    ctx = dict(ctx, e=e)
    return clean_note(lang, ctx, txt, "",
                      pick(["I didn't know where {svc} gets `{e}` from on {env}.", "I was about to hardcode `{e}` for {svc} because I didn't know the reference syntax."]),
                      pick(["The value comes from {store} at runtime; the config only holds the reference.", "Only the reference is committed; rotation happens in {store} without touching the repo."]),
                      "Is {store} the only place `{e}` is kept?",
                      pick(["{env}에서 {svc}가 `{e}`를 어디서 가져오는지 몰랐다.", "참조 문법을 몰라서 {svc}에 `{e}`를 하드코딩하려던 참이었다."]),
                      pick(["값은 런타임에 {store}에서 가져오고 설정에는 참조만 있다.", "저장소에는 참조만 커밋되고, 교체는 저장소 수정 없이 {store}에서 한다."]),
                      "`{e}` 값은 {store}에만 있는지?",
                      "secret reference: %s" % label, "c_refs:%d" % st)


def publishable():
    st = rint(0, 17)
    if st == 0:
        k = "pk_live_51" + rs(ALNUM, 97)
        return "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=%s" % k, "Stripe publishable key", "dotenv"
    if st == 1:
        proj = pick(["acme-shop", "kr-delivery", "tanaka-app"]) + "-" + rs(LOALNUM, 5)
        num = rs(DI, 12)
        return ('const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n'
                '  messagingSenderId: "%s",\n  appId: "1:%s:web:%s",\n};' % (rs(B64U, 35), proj, proj, proj, num, num, rs(HEXL, 22))), "Firebase web config apiKey", "js"
    if st == 2:
        return '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "reCAPTCHA site key", "html"
    if st == 3:
        return "Kakao.init('%s'); // JavaScript 키\nconsole.log(Kakao.isInitialized());" % rs(HEXL, 32), "Kakao JavaScript key", "js"
    if st == 4:
        return 'const clientKey = "%s_ck_%s";\nconst tossPayments = TossPayments(clientKey);' % (pick(["live", "test"]), rs(ALNUM, 28)), "Toss Payments client key", "js"
    if st == 5:
        body = b64u(json.dumps({"u": pick(["acme-maps", "geo-team"]), "a": "cl" + rs(LOALNUM, 23)}, separators=(",", ":")).encode())
        return "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64U, 22)), "Mapbox public token", "js"
    if st == 6:
        return 'Sentry.init({\n  dsn: "https://%s@o%s.ingest.sentry.io/%s",\n  tracesSampleRate: 0.1,\n});' % (rs(HEXL, 32), rs(DI, 6), rs(DI, 16)), "Sentry DSN", "js"
    if st == 7:
        return "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPALNUM, 10), rs(HEXL, 32)), "Algolia search-only API key", "js"
    if st == 8:
        anon = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": epoch(), "exp": epoch() + 315_360_000})
        return "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % anon, "Supabase anon key", "dotenv"
    if st == 9:
        return "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key", "js"
    if st == 10:
        return '<script src="https://www.paypal.com/sdk/js?client-id=A%s&currency=USD"></script>' % rs(B64U, 79), "PayPal JS SDK client-id", "html"
    if st == 11:
        return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % pick(DOMAINS)).encode()).rstrip("="), "Clerk publishable key", "dotenv"
    if st == 12:
        return '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14), "Cloudflare Turnstile site key", "html"
    if st == 13:
        return '<script src="https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=%s"></script>' % rs(LOALNUM, 10), "Naver Maps client id (ncpKeyId)", "html"
    if st == 14:
        return 'mixpanel.init("%s", { track_pageview: true });' % rs(HEXL, 32), "Mixpanel project token", "js"
    if st == 15:
        return 'const checkout = await AdyenCheckout({ clientKey: "live_%s", environment: "live" });' % rs(UPALNUM, 32), "Adyen client key", "js"
    if st == 16:
        return "braintree.client.create({ authorization: 'production_%s_%s' });" % (rs(LOALNUM, 8), rs(LOALNUM, 16)), "Braintree tokenization key", "js"
    return "liff.init({ liffId: '%s-%s' });" % (rs(DI, 10), rs(ALNUM, 8)), "LINE LIFF ID", "js"


def fam_c_publishable(lang, ctx):
    txt, label, hint = publishable()
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, hint,
                      pick(["Security review asked whether the {label} in the {svc} frontend bundle is a leak; I didn't know.",
                            "I wasn't sure whether the {label} may be committed to the web repo."]),
                      "The vendor documents the {label} as public: it ships to every browser and only works with the configured domain/restrictions. The matching server-side secret never goes to the client.",
                      "Should the domain restriction for the {label} be tightened for {env}?",
                      pick(["보안 리뷰에서 {svc} 프론트엔드 번들의 {label}가 유출인지 물었는데 답을 몰랐다.",
                            "{label}를 웹 저장소에 커밋해도 되는지 확실하지 않았다."]),
                      "{label}는 벤더 문서상 공개용이다. 모든 브라우저로 내려가며 설정된 도메인/제한에서만 동작한다. 짝이 되는 서버 시크릿은 클라이언트로 가지 않는다.",
                      "{env}용 {label}의 도메인 제한을 더 좁힐지?",
                      "publishable key: %s [publishable]" % label, "c_publishable:" + label)


def fam_c_docs_example(lang, ctx):
    if chance(0.5):
        txt = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    else:
        txt = "export AWS_ACCESS_KEY_ID=AKIAI44QH8DHBEXAMPLE\nexport AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"
    return clean_note(lang, ctx, txt, "ini",
                      "The localstack tests for {svc} failed because I didn't know the SDK still needs *some* credentials even against the emulator.",
                      "Any value works for localstack; we use the example key pair from the AWS documentation so nobody mistakes it for a real one.",
                      "Should the test harness set these automatically?",
                      "{svc}의 localstack 테스트가 실패했다. 에뮬레이터에도 SDK가 어떤 자격 증명이든 요구한다는 걸 몰랐다.",
                      "localstack에는 아무 값이나 되므로, 실제 키로 오해하지 않게 AWS 문서의 예시 키 쌍을 쓴다.",
                      "테스트 하네스가 이 값을 자동으로 넣게 할지?",
                      "documented example key: AWS docs example key pair", "c_docs_example")


def enc_blob():
    st = rint(0, 8)
    if st == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(rint(12, 30))), b64(rbytes(32)), b64(rbytes(16)))
        armor = "\n".join("            " + ln for ln in ["-----BEGIN AGE ENCRYPTED FILE-----", "YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + rs(B64, 21)]
                          + wrap(rs(B64, 64 * 2), 64) + ["-----END AGE ENCRYPTED FILE-----"])
        return ("db_password: %s\napi_token: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n%s\n    lastmodified: \"%sT09:12:44Z\"\n    version: 3.9.1"
                % (enc(), enc(), rs(BECH32, 58), armor, ctx_date())), "SOPS-encrypted YAML", "yaml"
    if st == 1:
        lines = wrap(rs("0123456789abcdef", 80 * rint(4, 6)), 80)
        return "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + ln for ln in lines), "Ansible Vault inline value", "yaml"
    if st == 2:
        return ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\nspec:\n  encryptedData:\n    password: AgB%s"
                % (pick(SERVICES), rs(B64, rint(380, 520)))), "SealedSecret encryptedData", "yaml"
    if st == 3:
        return "ENCRYPTED_DB_PASSWORD=AQICAHh%s" % b64(rbytes(rint(150, 200))), "AWS KMS ciphertext blob", "dotenv"
    if st == 4:
        return "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(rint(32, 48))), "Jasypt ENC() value", "properties"
    if st == 5:
        return "vault write transit/decrypt/%s ciphertext=vault:v1:%s" % (pick(SERVICES), b64(rbytes(rint(40, 60)))), "Vault transit ciphertext", "bash"
    if st == 6:
        return "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(rint(120, 180))), b64(rbytes(12)), b64(rbytes(16))), "Rails encrypted credentials file", ""
    if st == 7:
        return "-----BEGIN PGP MESSAGE-----\n\nhQIMA%s\n%s\n=%s\n-----END PGP MESSAGE-----" % (rs(B64, 59), "\n".join(wrap(rs(B64, 64 * rint(3, 5)), 64)), rs(B64, 4)), "PGP-encrypted message", ""
    return ('{\n  "_public_key": "%s",\n  "stripe_secret_key": "EJ[1:%s:%s:%s]"\n}' % (rs(HEXL, 64), b64(rbytes(32)), b64(rbytes(24)), b64(rbytes(rint(40, 70))))), "EJSON encrypted value", "json"


def ctx_date():
    return date_str()


def fam_c_encrypted(lang, ctx):
    txt, label, hint = enc_blob()
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, hint,
                      pick(["I didn't know whether the {label} in the {svc} repo is safe to keep in git.", "The {env} deploy failed to decrypt config and I didn't know where the {label} gets decrypted."]),
                      "The value is ciphertext; only the deploy role (KMS/age key held outside the repo) can decrypt it. Committing it is the intended workflow.",
                      "Who holds the decryption key for {env}?",
                      pick(["{svc} 저장소의 {label}를 git에 둬도 안전한지 몰랐다.", "{env} 배포에서 설정 복호화가 실패했는데 {label}가 어디서 복호화되는지 몰랐다."]),
                      "이 값은 암호문이고, 저장소 밖에 있는 키(KMS/age)를 가진 배포 역할만 복호화할 수 있다. 커밋하는 게 의도된 방식이다.",
                      "{env} 복호화 키는 누가 갖고 있는지?",
                      "encrypted blob: %s" % label, "c_encrypted:" + label)


def ssh_pub(kind):
    if kind == "ed25519":
        return "ssh-ed25519 " + b64(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))
    if kind == "rsa":
        return "ssh-rsa " + b64(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00" + rbytes(256)))
    return "ecdsa-sha2-nistp256 " + b64(sshstr(b"ecdsa-sha2-nistp256") + sshstr(b"nistp256") + sshstr(b"\x04" + rbytes(64)))


def pubkey_material():
    st = rint(0, 11)
    if st == 0:
        return "%s %s@%s" % (ssh_pub(pick(["ed25519", "ecdsa"])), pick(USERS), pick(["laptop", "ci", "build-01"])), "SSH public key in authorized_keys", ""
    if st == 1:
        return "%s deploy@%s" % (ssh_pub("rsa"), pick(SERVICES)), "RSA SSH public key (deploy key)", ""
    if st == 2:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        return pem("PUBLIC KEY", der)[0], "EC public key PEM", ""
    if st == 3:
        der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001")
        return pem("PUBLIC KEY", der)[0], "RSA public key PEM", ""
    if st == 4:
        return "# recipient for %s secrets\nage1%s" % (pick(ENVS), rs(BECH32, 58)), "age recipient (public key)", ""
    if st == 5:
        return "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.%d.0.0/16\nPersistentKeepalive = 25" % (b64(rbytes(32)), pick(DOMAINS), rint(8, 60)), "WireGuard peer PublicKey", "ini"
    if st == 5 + 1:
        fp = rs(HEXU, 40)
        return "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s@%s>" % (rint(1, 12), rint(1, 28), fp, pick(PEOPLE_EN), pick(USERS), pick(DOMAINS)), "GPG key fingerprint", ""
    if st == 7:
        return "ED25519 key fingerprint is SHA256:%s.\nThis key is not known by any other names." % b64(rbytes(32)).rstrip("="), "SSH host key fingerprint", ""
    if st == 8:
        sha1 = ":".join(rs(HEXU, 2) for _ in range(20))
        return "Variant: release\nConfig: release\nStore: ~/keystores/upload.jks\nAlias: upload\nSHA1: %s\nSHA-256: %s" % (sha1, ":".join(rs(HEXU, 2) for _ in range(32))), "Android signing certificate fingerprints", ""
    if st == 9:
        return "Kakao 키 해시 (release): %s" % b64(rbytes(20)), "Kakao Android key hash", ""
    if st == 10:
        return "%s._domainkey.%s. TXT \"v=DKIM1; k=rsa; p=%s\"" % (pick(["s1", "google", "mail"]), pick(DOMAINS), b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(256) + bytes.fromhex("0203010001"))), "DKIM public key DNS record", ""
    n = b64u(b"\xc1" + rbytes(255))
    return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(HEXL, 16), "alg": "RS256", "n": n, "e": "AQAB"}]}, indent=1), "JWKS public key set", "json"


def fam_c_pubkey(lang, ctx):
    txt, label, hint = pubkey_material()
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, hint,
                      pick(["I didn't know whether the {label} may be pasted into the {svc} runbook.", "Setting up {svc} on {env} I had no idea which {label} to register."]),
                      "This is public material: it can be shared and committed freely. Only the matching private key must stay secret, and it is not here.",
                      "Should the {label} be added to the infra repo as well?",
                      pick(["{label}를 {svc} 런북에 붙여도 되는지 몰랐다.", "{env}에 {svc}를 세팅하면서 어떤 {label}를 등록해야 하는지 몰랐다."]),
                      "공개 정보다. 자유롭게 공유·커밋해도 된다. 짝이 되는 개인 키만 비밀이고 여기에는 없다.",
                      "{label}를 infra 저장소에도 추가할지?",
                      "public key / fingerprint: %s" % label, "c_pubkey:" + label)


def digest_material():
    st = rint(0, 11)
    if st == 0:
        return "\n".join("%s  %s" % (rs(HEXL, 64), f) for f in pick([["app-linux-amd64.tar.gz", "app-linux-arm64.tar.gz"], ["backup-%s.sql.gz" % date_str()], ["model.safetensors", "tokenizer.json"]])), "sha256sum output"
    if st == 1:
        return "%s: Pulling from %s\nDigest: sha256:%s\nStatus: Downloaded newer image for registry.%s/%s:%s" % (pick(["1.8.2", "latest"]), pick(SERVICES), rs(HEXL, 64), pick(DOMAINS), pick(SERVICES), pick(["1.8.2", "latest"])), "docker pull digest"
    if st == 2:
        return '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % ((lambda p, a, b, c: (p, a, b, c, p, p, a, b, c))(pick(["lodash", "axios", "dayjs", "zod"]), rint(1, 5), rint(0, 20), rint(0, 15)) + (b64(rbytes(64)),)), "package-lock integrity"
    if st == 3:
        return "\n".join("%s v%d.%d.%d h1:%s" % (m, rint(0, 2), rint(0, 30), rint(0, 9), b64(rbytes(32))) for m in pick([["github.com/jackc/pgx/v5", "golang.org/x/crypto"], ["github.com/aws/aws-sdk-go-v2", "go.uber.org/zap"]])), "go.sum lines"
    if st == 4:
        return "cryptography==43.0.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rint(0, 3), rs(HEXL, 64), rs(HEXL, 64)), "pip --hash pins"
    if st == 5:
        return '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), b64(rbytes(48))), "SRI integrity attribute"
    if st == 6:
        return "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (rs(HEXL, 64), rint(10 ** 5, 10 ** 9)), "Git LFS pointer"
    if st == 7:
        return 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n  ]\n}' % (rint(30, 80), b64(rbytes(32)), rs(HEXL, 64)), ".terraform.lock.hcl hashes"
    if st == 8:
        return 'HTTP/2 200\ncontent-type: application/pdf\netag: "%s"\nx-amz-version-id: %s' % (rs(HEXL, 32), rs(ALNUM + "._", 32)), "S3 ETag and version id"
    if st == 9:
        return "dist/assets/index-%s.js   %d.%02d kB\ndist/assets/vendor-%s.js  %d.%02d kB" % (rs(B64U, 8), rint(20, 300), rint(0, 99), rs(B64U, 8), rint(200, 900), rint(0, 99)), "bundle content hashes"
    if st == 10:
        return "/nix/store/%s-openssl-3.0.%d\n/nix/store/%s-python3-3.12.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), rint(10, 14), rs("0123456789abcdfghijklmnpqrsvwxyz", 32), rint(1, 7)), "Nix store paths"
    return '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(180, 215), rs(HEXL, 64)), "Cargo.lock checksum"


def fam_c_digest(lang, ctx):
    txt, label = digest_material()
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, "",
                      pick(["The {svc} build on {env} pulled a different artifact than CI and I didn't know how to prove which one.", "I wasn't sure whether the {label} should be in the PR for {ticket}."]),
                      "Hashes/digests identify content; they are not secrets. Pinning them is what makes the build reproducible.",
                      "Should we pin by digest everywhere, not only in {svc}?",
                      pick(["{env}의 {svc} 빌드가 CI와 다른 아티팩트를 받았는데 어떤 건지 증명하는 방법을 몰랐다.", "{ticket} PR에 {label}를 넣어야 하는지 확실하지 않았다."]),
                      "해시/다이제스트는 내용 식별자일 뿐 비밀이 아니다. 고정(pin)해야 빌드가 재현된다.",
                      "{svc}뿐 아니라 전부 digest로 고정할지?",
                      "hash / digest: %s" % label, "c_digest:" + label)


def fam_c_gitsha(lang, ctx):
    st = rint(0, 4)
    if st == 0:
        txt = "\n".join("%s %s" % (rs(HEXL, 7), m) for m in ["fix: retry on 409 from ledger", "chore(deps): bump axios", "feat: KRW rounding per Toss spec", "revert \"feat: batch refunds\""][:rint(2, 4)])
        label = "git log --oneline"
    elif st == 1:
        txt = "%s is the first bad commit\ncommit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    switch payment webhook to async queue" % (rs(HEXL, 40), rs(HEXL, 40), pick(PEOPLE_EN), pick(USERS), pick(DOMAINS), ctx["date"])
        label = "git bisect result"
    elif st == 2:
        txt = "steps:\n  - uses: actions/checkout@%s # v4.2.2\n  - uses: actions/setup-node@%s # v4.1.0\n  - uses: aws-actions/configure-aws-credentials@%s # v4" % (rs(HEXL, 40), rs(HEXL, 40), rs(HEXL, 40))
        label = "actions pinned to commit SHAs"
    elif st == 3:
        txt = "$ git rev-parse HEAD origin/main\n%s\n%s" % (rs(HEXL, 40), rs(HEXL, 40))
        label = "git rev-parse"
    else:
        txt = "Merge pull request #%d from acme/%s\n\n%s...%s" % (rint(100, 9999), ctx["svc"], rs(HEXL, 12), rs(HEXL, 12))
        label = "merge commit / compare range"
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, "",
                      pick(["I didn't know which commit introduced the {svc} regression on {env}.", "I wasn't sure which revision is actually deployed on {env}."]),
                      pick(["Commit SHAs are safe to share; always quote the full SHA in incident notes so it is unambiguous.", "Pinning to full commit SHAs avoids tag-moving surprises."]),
                      "Should {ticket} link the exact commit?",
                      pick(["{env}의 {svc} 회귀를 어느 커밋이 만들었는지 몰랐다.", "{env}에 실제로 어떤 리비전이 배포돼 있는지 확실하지 않았다."]),
                      pick(["커밋 SHA는 공유해도 된다. 장애 노트에는 항상 전체 SHA를 적어 모호함을 없앨 것.", "전체 커밋 SHA로 고정하면 태그 이동으로 인한 사고를 막는다."]),
                      "{ticket}에 정확한 커밋 링크를 걸지?",
                      "git SHA: %s" % label, "c_gitsha:%d" % st)


def request_ids(ctx):
    st = rint(0, 9)
    if st == 0:
        return "x-amz-request-id: %s\nx-amz-id-2: %s" % (rs(HEXU, 16), b64(rbytes(57))), "S3 request ids"
    if st == 1:
        return "X-Cache: Error from cloudfront\nX-Amz-Cf-Pop: ICN57-P1\nX-Amz-Cf-Id: %s==" % rs(B64U, 54), "CloudFront request id"
    if st == 2:
        return "cf-ray: %s-%s\nserver: cloudflare" % (rs(HEXL, 16), pick(["ICN", "NRT", "FRA"])), "Cloudflare Ray ID"
    if st == 3:
        return "Request-Id: req_%s\nStripe-Version: 2024-06-20\nIdempotency-Key: %s" % (rs(ALNUM, 14), uuid4()), "Stripe request id and idempotency key"
    if st == 4:
        return "traceparent: 00-%s-%s-01\nx-request-id: %s" % (rs(HEXL, 32), rs(HEXL, 16), uuid4()), "W3C traceparent"
    if st == 5:
        return "x-ms-request-id: %s\nx-ms-correlation-request-id: %s\nx-ms-routing-request-id: KOREACENTRAL:%s:%s" % (uuid4(), uuid4(), ctx["date"].replace("-", "") + "T000000Z", uuid4()), "Azure request ids"
    if st == 6:
        return "X-Cloud-Trace-Context: %s/%s;o=1" % (rs(HEXL, 32), rs(DI, 19)), "GCP trace context"
    if st == 7:
        return '{"paymentKey": "%s", "orderId": "order_%s", "status": "ABORTED", "code": "REJECT_CARD_COMPANY"}' % (rs(ALNUM, 50), rs(DI, 13)), "Toss paymentKey and orderId"
    if st == 8:
        return "Sentry event %s (issue %s-%s)" % (rs(HEXL, 32), ctx["svc"].upper()[:6], rs(UPALNUM, 3)), "Sentry event id"
    return '{"imp_uid": "imp_%s", "merchant_uid": "ORD-%s-%s", "status": "failed"}' % (rs(DI, 12), ctx["date"].replace("-", ""), rs(DI, 5)), "PortOne imp_uid"


def fam_c_reqid(lang, ctx):
    txt, label = request_ids(ctx)
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, "",
                      pick(["The vendor support asked for identifiers of the failed {svc} call and I didn't know which ones they need.", "I didn't know how to correlate the {env} error in {svc} with the provider's logs."]),
                      "Request/trace ids are what support needs; they identify the call without granting any access.",
                      "Should {svc} log these ids at INFO level?",
                      pick(["벤더 지원팀이 실패한 {svc} 호출의 식별자를 요청했는데 어떤 걸 줘야 하는지 몰랐다.", "{svc}의 {env} 에러를 제공사 로그와 맞춰 보는 방법을 몰랐다."]),
                      "지원팀에 필요한 건 요청/트레이스 ID다. 호출을 식별할 뿐 권한을 주지 않는다.",
                      "{svc}가 이 ID들을 INFO 레벨로 남기게 할지?",
                      "request / trace ids: %s" % label, "c_reqid:" + label)


def nonsecret_ids(ctx):
    st = rint(0, 13)
    acct = acct_id()
    if st == 0:
        return "role_arn = \"arn:aws:iam::%s:role/%s-%s-deployer\"\naccount_id = \"%s\"" % (acct, ctx["svc"], ctx["env"], acct), "AWS account id and role ARN"
    if st == 1:
        return "customer=cus_%s payment_intent=pi_%s price=price_%s" % (rs(ALNUM, 14), rs(ALNUM, 24), rs(ALNUM, 24)), "Stripe object ids"
    if st == 2:
        return "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (rs(HEXL, 32), rs(HEXL, 32)), "Twilio Account SID"
    if st == 3:
        return "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com" % (rs(DI, 12), rs(LOALNUM, 32)), "Google OAuth client id"
    if st == 4:
        return "app_id: %d\nclient_id: Iv23li%s\ninstallation_id: %d" % (rint(100000, 999999), rs(ALNUM, 14), rint(10 ** 7, 10 ** 8)), "GitHub App ids"
    if st == 5:
        return "team=T%s channel=C%s user=U%s" % (rs(UPALNUM, 9), rs(UPALNUM, 10), rs(UPALNUM, 10)), "Slack ids"
    if st == 6:
        return "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4()), "Azure tenant/subscription/client ids"
    if st == 7:
        return "userPoolId: '%s_%s',\nuserPoolWebClientId: '%s'," % (ctx["region"], rs(ALNUM, 9), rs(LOALNUM, 26)), "Cognito pool and app client id"
    if st == 8:
        return "AUTH0_DOMAIN=%s.jp.auth0.com\nAUTH0_CLIENT_ID=%s" % (pick(SUBS), rs(ALNUM, 32)), "Auth0 SPA client id"
    if st == 9:
        return "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nDINGTALK_APP_KEY=ding%s" % (rs(HEXL, 16), rs(HEXL, 16), rs(LOALNUM, 16)), "WeChat/Feishu/DingTalk app ids"
    if st == 10:
        return "APPLE_TEAM_ID=%s\nAPNS_KEY_ID=%s\nBUNDLE_ID=com.%s.app" % (rs(UPALNUM, 10), rs(UPALNUM, 10), pick(SUBS).replace("-", "")), "Apple Team ID and APNs key id"
    if st == 11:
        return "KEY_ID                                    CREATED_AT            EXPIRES_AT\n%s  %sT02:11:09Z  9999-12-31T23:59:59Z" % (rs(HEXL, 40), ctx["date"]), "GCP service-account key id listing"
    if st == 12:
        return "spreadsheetId: %s\nsheet: 정산_%s" % (rs(B64U, 44), ctx["date"][:7]), "Google Sheets spreadsheet id"
    return "NOTION_DATABASE_ID=%s\nNAVER_CLIENT_ID=%s  # secret lives in vault" % (rs(HEXL, 32), rs(ALNUM, 20)), "Notion database id and Naver client id"


def fam_c_ids(lang, ctx):
    txt, label = nonsecret_ids(ctx)
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, "",
                      pick(["I didn't know whether the {label} in the {svc} config counts as a secret.", "Wiring {svc} for {env} I didn't know which identifiers the integration needs."]),
                      "These are identifiers, not credentials: they say *which* account/app, and are useless without the secret, which stays in {store}.",
                      "Are there any other ids {svc} needs for {env}?",
                      pick(["{svc} 설정의 {label}가 비밀인지 몰랐다.", "{env}용 {svc} 연동에 어떤 식별자가 필요한지 몰랐다."]),
                      "이건 자격 증명이 아니라 식별자다. 어떤 계정/앱인지 가리킬 뿐이고, 시크릿 없이는 쓸모가 없다. 시크릿은 {store}에 있다.",
                      "{env}용으로 {svc}에 필요한 다른 ID가 있는지?",
                      "non-secret identifier: %s" % label, "c_ids:" + label)


def b64_material(ctx):
    st = rint(0, 6)
    if st == 0:
        conf = "[server]\nport = 8080\nlog_level = info\n"
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-conf\nbinaryData:\n  app.ini: %s" % (ctx["svc"], b64(conf.encode())), "ConfigMap binaryData"
    if st == 1:
        payload = json.dumps({"orderId": rint(10 ** 6, 10 ** 7), "status": "PAID", "amount": rint(1000, 90000), "currency": "KRW"})
        return '{"message": {"data": "%s", "messageId": "%s", "publishTime": "%s"}}' % (b64(payload.encode()), rs(DI, 16), ts_iso()), "Pub/Sub push message data"
    if st == 2:
        return '<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s" />' % b64(rbytes(rint(40, 90))), "data URI image"
    if st == 3:
        hdr = b64u(json.dumps({"alg": "RS256", "kid": rs(HEXL, 16), "typ": "JWT"}, separators=(",", ":")).encode())
        return "JWT header only (decoded below):\n%s\n{\"alg\":\"RS256\",\"kid\":\"...\",\"typ\":\"JWT\"}" % hdr, "JWT header segment"
    if st == 4:
        cur = b64(("user:U%s" % rs(UPALNUM, 10)).encode())
        return '"response_metadata": {\n  "next_cursor": "%s"\n}' % cur, "pagination cursor"
    if st == 5:
        return "%% kcat -C -t orders -o -1 -e\n%s" % b64(json.dumps({"id": rint(1, 99999), "sku": "SKU-%s" % rs(UPALNUM, 6), "qty": rint(1, 5)}).encode()), "Kafka message value"
    return "grpc-status-details-bin: %s" % b64(rbytes(rint(30, 60))).rstrip("="), "gRPC binary metadata"


def fam_c_b64(lang, ctx):
    txt, label = b64_material(ctx)
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, "",
                      pick(["I didn't know how to read the {label} while debugging {svc}.", "The base64 in the {label} looked like a token and I wasn't sure it was safe to paste."]),
                      "It is just base64 of ordinary data; `base64 -d` shows the content. Base64 is an encoding, not a secret.",
                      "Should the {svc} debug page decode these automatically?",
                      pick(["{svc} 디버깅 중 {label}를 어떻게 읽는지 몰랐다.", "{label}의 base64가 토큰처럼 보여서 붙여도 되는지 확실하지 않았다."]),
                      "일반 데이터를 base64로 인코딩한 것뿐이고 `base64 -d`로 내용을 볼 수 있다. base64는 인코딩이지 비밀이 아니다.",
                      "{svc} 디버그 페이지에서 자동으로 디코딩해 줄지?",
                      "base64 of non-secret data: %s" % label, "c_b64:" + label)


def long_ids(ctx):
    st = rint(0, 7)
    acct = acct_id()
    if st == 0:
        return "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (ctx["region"], acct, ctx["svc"], ctx["env"], uuid4()), "CloudFormation stack ARN"
    if st == 1:
        return "arn:aws:ecs:%s:%s:task/%s-%s/%s" % (ctx["region"], acct, ctx["svc"], ctx["env"], rs(HEXL, 32)), "ECS task ARN"
    if st == 2:
        return "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/app-%s-%s" % (uuid4(), ctx["svc"], ctx["env"], ctx["svc"], ctx["env"]), "Azure resource id"
    if st == 3:
        return "module.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole\"]" % svc_ident(ctx), "Terraform resource address"
    if st == 4:
        return "%s-%s-%s   1/1   Running   0   3h12m" % (ctx["svc"], rs("bcdfghjklmnpqrstvwxz2456789", 10), rs("bcdfghjklmnpqrstvwxz2456789", 5)), "Kubernetes pod name"
    if st == 5:
        return "%s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (acct, ctx["region"], ctx["svc"], rs(HEXL, 64)), "ECR image reference with digest"
    if st == 6:
        return "arn:aws:states:%s:%s:execution:%s-settlement:%s-%s" % (ctx["region"], acct, ctx["env"], ctx["date"].replace("-", ""), uuid4()), "Step Functions execution ARN"
    return "projects/%s-%s/locations/asia-northeast3/repositories/%s/dockerImages/%s@sha256:%s" % (pick(SUBS), ctx["env"], ctx["svc"], ctx["svc"], rs(HEXL, 64)), "Artifact Registry image name"


def fam_c_longid(lang, ctx):
    txt, label = long_ids(ctx)
    ctx = dict(ctx, label=label)
    return clean_note(lang, ctx, txt, "",
                      pick(["I couldn't find the {label} for the {env} {svc} failure, and didn't know where it is shown.", "I didn't know which {label} the cleanup script for {svc} expects."]),
                      "The full identifier is in the console/CLI output; it is long but not sensitive, and pasting the full value avoids ambiguity.",
                      "Can the cleanup script accept the short name instead?",
                      pick(["{env} {svc} 장애의 {label}를 찾지 못했고 어디에 나오는지 몰랐다.", "{svc} 정리 스크립트가 어떤 {label}를 받는지 몰랐다."]),
                      "전체 식별자는 콘솔/CLI 출력에 있다. 길지만 민감 정보는 아니고, 전체 값을 붙여야 모호하지 않다.",
                      "정리 스크립트가 짧은 이름도 받게 할지?",
                      "long identifier: %s" % label, "c_longid:" + label)


def fam_c_version(lang, ctx):
    st = rint(0, 5)
    if st == 0:
        txt = "%s %d.%d.%d+build.%s.%s" % (ctx["svc"], rint(1, 4), rint(0, 30), rint(0, 20), ctx["date"].replace("-", ""), rs(HEXL, 7))
    elif st == 1:
        txt = "Server Version: v1.%d.%d-eks-%s" % (rint(27, 31), rint(1, 12), rs(HEXL, 7))
    elif st == 2:
        txt = "cryptography-4%d.0.%d-cp39-abi3-manylinux_2_28_x86_64.whl" % (rint(1, 4), rint(0, 5))
    elif st == 3:
        txt = "openjdk version \"21.0.%d\" 2024-%02d-16 LTS\nOpenJDK Runtime Environment Temurin-21.0.%d+%d (build 21.0.%d+%d-LTS)" % ((lambda a, b: (a, rint(1, 12), a, b, a, b))(rint(1, 6), rint(5, 13)))
    elif st == 4:
        txt = "versionName \"%d.%d.%d\"\nversionCode %d" % (rint(2, 6), rint(0, 20), rint(0, 9), rint(200000, 999999))
    else:
        txt = "FROM node:%d.%d.%d-bookworm-slim@sha256:%s" % (rint(18, 22), rint(0, 18), rint(0, 9), rs(HEXL, 64))
    return clean_note(lang, ctx, txt, "",
                      pick(["I didn't know which version is running on {env}, so my repro for {ticket} used the wrong build.", "The {svc} bug only reproduced on one build and I didn't record versions."]),
                      "Always record the exact version/build string in the ticket; the build metadata maps to a commit.",
                      "Can the version be exposed on {svc}'s /health endpoint?",
                      pick(["{env}에서 어떤 버전이 돌고 있는지 몰라서 {ticket} 재현을 다른 빌드로 했다.", "{svc} 버그가 특정 빌드에서만 재현됐는데 버전을 기록해 두지 않았다."]),
                      "티켓에는 항상 정확한 버전/빌드 문자열을 남길 것. 빌드 메타데이터로 커밋을 찾을 수 있다.",
                      "{svc}의 /health에 버전을 노출할지?",
                      "version string", "c_version:%d" % st)


def fam_c_policy(lang, ctx):
    st = rint(0, 5)
    if st == 0:
        txt = "password_policy:\n  min_length: %d\n  require_symbol: true\n  require_digit: true\n  max_age_days: %d\n  history: %d" % (pick([10, 12, 14]), pick([90, 180]), pick([3, 5]))
    elif st == 1:
        txt = '{\n  "MinimumPasswordLength": %d,\n  "RequireSymbols": true,\n  "RequireNumbers": true,\n  "MaxPasswordAge": %d,\n  "PasswordReusePrevention": %d\n}' % (pick([12, 14]), pick([90, 180]), pick([5, 24]))
    elif st == 2:
        txt = "length(%d) and digits(1) and specialChars(1) and upperCase(1) and notUsername and passwordHistory(%d)" % (pick([10, 12]), pick([3, 5]))
    elif st == 3:
        txt = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3" % pick([12, 14])
    elif st == 4:
        txt = "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % pick([10, 12])
    else:
        txt = ""
    return clean_note(lang, ctx, txt, "",
                      pick(["I didn't know the password rules for {svc} accounts, so the signup form validation disagreed with the backend.", "Audit ({ticket}) asked about our password policy and I didn't know where it is enforced."]),
                      pick(["Passwords need at least 12 characters with a digit and a symbol; bcrypt only looks at the first 72 bytes, so the form caps input at 64 characters.",
                            "The policy is enforced in the identity provider, not in {svc}; the frontend only mirrors it for UX."]),
                      "Should Korean (Hangul) characters count toward the minimum length?",
                      pick(["{svc} 계정의 비밀번호 규칙을 몰라서 가입 폼 검증과 백엔드 검증이 서로 달랐다.", "감사({ticket})에서 비밀번호 정책을 물었는데 어디서 강제되는지 몰랐다."]),
                      pick(["비밀번호는 12자 이상, 숫자와 특수문자 포함. bcrypt는 앞 72바이트만 보므로 폼 입력을 64자로 제한한다.",
                            "정책은 {svc}가 아니라 IdP에서 강제되고 프론트엔드는 UX용으로만 같은 규칙을 보여 준다."]),
                      "한글 비밀번호 글자도 최소 길이에 포함할지?",
                      "password policy talk (no values)", "c_policy:%d" % st)


FLAG_TOPICS = [
    ("mysql -p", "`mysql -u app -p` with nothing after `-p` prompts for the password; `-p <password>` with a space would treat the next word as the database name. In scripts we use `--defaults-extra-file` instead.",
     "`mysql -u app -p`처럼 `-p` 뒤에 아무것도 없으면 비밀번호를 묻는다. `-p <password>`처럼 띄우면 다음 단어를 DB 이름으로 본다. 스크립트에서는 `--defaults-extra-file`을 쓴다."),
    ("docker login", "`docker login --password-stdin < ~/.config/registry-token` keeps the token out of shell history and `ps`; `-p` prints a warning for a reason.",
     "`docker login --password-stdin < ~/.config/registry-token`을 쓰면 토큰이 셸 히스토리와 `ps`에 남지 않는다. `-p`가 경고를 띄우는 데는 이유가 있다."),
    (".pgpass", "psql reads `~/.pgpass` (format `hostname:port:database:username:password`, mode 0600) or the file in `PGPASSFILE`; there is no password flag.",
     "psql은 `~/.pgpass`(형식 `hostname:port:database:username:password`, 권한 0600)나 `PGPASSFILE`의 파일을 읽는다. 비밀번호 플래그는 없다."),
    ("redis-cli", "`redis-cli -a` leaks the password into `ps`; set `REDISCLI_AUTH` from the secret store instead, or use `--askpass`.",
     "`redis-cli -a`는 `ps`에 비밀번호가 보인다. 대신 시크릿 저장소에서 `REDISCLI_AUTH`를 설정하거나 `--askpass`를 쓸 것."),
    ("sshpass", "`sshpass -e` reads `SSHPASS` from the environment, `-f file` reads a file; `-p` on the command line is the worst option.",
     "`sshpass -e`는 환경 변수 `SSHPASS`를, `-f file`은 파일을 읽는다. 커맨드라인 `-p`가 가장 나쁜 방법이다."),
    ("openssl", "`-passin env:P12_PASS` or `-passin file:/run/secrets/p12` avoid putting the passphrase on the command line (`pass:` is the insecure form).",
     "`-passin env:P12_PASS`나 `-passin file:/run/secrets/p12`를 쓰면 커맨드라인에 암호가 남지 않는다(`pass:`는 안전하지 않은 형식)."),
    ("curl", "`curl --netrc-file ~/.netrc-nexus` keeps credentials out of the command; `-u user` without `:password` makes curl prompt.",
     "`curl --netrc-file ~/.netrc-nexus`로 자격 증명을 명령에서 뺄 수 있다. `-u user`만 쓰고 `:password`를 빼면 curl이 물어본다."),
    ("git", "`git config credential.helper 'cache --timeout=3600'` avoids embedding tokens in remote URLs; check `git remote -v` for `user:token@` before pushing.",
     "`git config credential.helper 'cache --timeout=3600'`을 쓰면 원격 URL에 토큰을 넣지 않아도 된다. push 전에 `git remote -v`에 `user:token@`가 없는지 확인."),
    ("bash read", "`read -rs DB_PASSWORD` reads without echo; then `export DB_PASSWORD` for the one command and `unset` it right after.",
     "`read -rs DB_PASSWORD`로 화면 출력 없이 입력받고, 해당 명령에만 `export`한 뒤 바로 `unset`."),
    ("kubectl", "`kubectl create secret generic app-db --from-env-file=db.env` with the file created from the vault on the fly, never `--from-literal=password=...` in CI logs.",
     "CI 로그에 `--from-literal=password=...`를 남기지 말고, vault에서 즉석으로 만든 파일로 `kubectl create secret generic app-db --from-env-file=db.env`."),
    ("7z", "`7z a -p archive.7z` with `-p` and no value prompts for the password interactively.",
     "`7z a -p archive.7z`처럼 `-p`에 값을 안 주면 대화식으로 비밀번호를 묻는다."),
    ("vault", "`export DB_PASSWORD=$(vault kv get -field=password secret/app/db)` only in the subshell that needs it; don't echo it.",
     "`export DB_PASSWORD=$(vault kv get -field=password secret/app/db)`는 필요한 서브셸에서만, 절대 echo 하지 말 것."),
]


def fam_c_flags(lang, ctx):
    tool, en, ko = pick(FLAG_TOPICS)
    ctx = dict(ctx, tool=tool, en=en, ko=ko)
    return clean_note(lang, ctx, "", "",
                      pick(["I didn't know how `{tool}` handles passwords non-interactively, and almost put one on the command line for {svc}.", "The {env} runbook for {svc} uses `{tool}` and I didn't understand the password options."]),
                      "{en}", "Is there a team wrapper script for `{tool}` that already does this?",
                      pick(["`{tool}`가 비대화식으로 비밀번호를 어떻게 받는지 몰라서 {svc} 작업에서 커맨드라인에 넣을 뻔했다.", "{svc}의 {env} 런북이 `{tool}`를 쓰는데 비밀번호 옵션을 이해하지 못했다."]),
                      "{ko}", "이미 이렇게 처리하는 팀 공용 `{tool}` 래퍼 스크립트가 있는지?",
                      "flags explained in prose: %s" % tool, "c_flags:" + tool)


PLAIN_TOPICS = [
    ("k8s CronJobs run in UTC, so the 09:00 KST settlement job must be scheduled as `0 0 * * *`.", "k8s CronJob은 UTC 기준이라 한국시간 09:00 정산 작업은 `0 0 * * *`로 걸어야 한다.", "cron timezone"),
    ("The partner CSV is EUC-KR; decode with `cp949`, otherwise Hangul names turn into mojibake.", "파트너 CSV는 EUC-KR이라 `cp949`로 디코딩해야 한다. 안 그러면 한글 이름이 깨진다.", "CSV encoding"),
    ("KRW has no minor unit; rounding to 2 decimals before sending to the PG caused 1-won mismatches.", "KRW는 소수 단위가 없다. PG에 보내기 전 소수 둘째 자리로 반올림해서 1원 차이가 났다.", "KRW rounding"),
    ("The flaky test depended on dict ordering of the fixtures; sorting by id fixed it.", "플래키 테스트는 fixture 순서에 의존하고 있었다. id로 정렬하니 해결.", "flaky test ordering"),
    ("Adding a NOT NULL column with a default locks the table on MySQL 5.7; use a nullable column + backfill + constraint.", "MySQL 5.7에서 기본값 있는 NOT NULL 컬럼 추가는 테이블을 잠근다. nullable 추가 후 백필, 그다음 제약 조건.", "online migration"),
    ("The list endpoint was N+1: each order loaded its items separately. `select_related` cut p95 from 1.8s to 140ms.", "목록 API가 N+1이었다. 주문마다 아이템을 따로 읽었다. `select_related`로 p95가 1.8s에서 140ms로.", "N+1 query"),
    ("Input handlers must wait for `compositionend`; otherwise Korean IME input fires search on half-composed syllables.", "입력 핸들러는 `compositionend`를 기다려야 한다. 아니면 한글 IME 조합 중인 글자로 검색이 나간다.", "IME composition"),
    ("SMS over 90 bytes (EUC-KR) becomes LMS and costs 3x; the template was 2 bytes over.", "SMS가 90바이트(EUC-KR)를 넘으면 LMS로 바뀌어 비용이 3배다. 템플릿이 2바이트 초과였다.", "SMS length"),
    ("Kakao AlimTalk templates need approval again after any wording change, including punctuation.", "카카오 알림톡 템플릿은 문구를 조금만(문장부호 포함) 바꿔도 재승인이 필요하다.", "AlimTalk template"),
    ("Node ran out of memory in the container because the default heap ignores the cgroup limit on Node 18; set `--max-old-space-size`.", "Node 18은 기본 힙이 cgroup 한도를 무시해서 컨테이너에서 OOM이 났다. `--max-old-space-size` 설정.", "Node heap"),
    ("The Docker build context was 1.2 GB because `.dockerignore` didn't exclude `node_modules` and test fixtures.", "`.dockerignore`가 `node_modules`와 테스트 fixture를 빼지 않아서 Docker 빌드 컨텍스트가 1.2GB였다.", "docker context"),
    ("Excel downloads with Korean file names need `filename*=UTF-8''` in Content-Disposition, or Safari shows garbage.", "한글 파일명 엑셀 다운로드는 Content-Disposition에 `filename*=UTF-8''`가 있어야 Safari에서 안 깨진다.", "content-disposition"),
    ("PDF invoices need an embedded Hangul font (Noto Sans KR); the default Helvetica drops the characters silently.", "PDF 청구서에는 한글 폰트(Noto Sans KR)를 임베드해야 한다. 기본 Helvetica는 글자를 조용히 빠뜨린다.", "PDF font"),
    ("Retries must use jittered exponential backoff; our fixed 1s retry synchronized all workers after the outage.", "재시도는 지터가 있는 지수 백오프여야 한다. 고정 1초 재시도 때문에 장애 후 워커들이 동시에 몰렸다.", "retry backoff"),
    ("The feature flag defaulted to ON when the flag service was unreachable; defaults must be the safe value.", "플래그 서비스에 연결이 안 되면 기능 플래그 기본값이 ON이었다. 기본값은 안전한 쪽이어야 한다.", "feature flag default"),
    ("Cursor pagination skipped rows because the sort key wasn't unique; add the id as a tie-breaker.", "정렬 키가 유니크하지 않아서 커서 페이지네이션이 행을 건너뛰었다. id를 tie-breaker로 추가.", "pagination"),
    ("Python 3.12 removed `distutils`; the old build script needs `setuptools` explicitly.", "Python 3.12에서 `distutils`가 빠졌다. 예전 빌드 스크립트에는 `setuptools`를 명시해야 한다.", "python 3.12"),
    ("Gradle's build cache was disabled on CI by an old `org.gradle.caching=false` in gradle.properties.", "gradle.properties의 예전 `org.gradle.caching=false` 때문에 CI에서 Gradle 빌드 캐시가 꺼져 있었다.", "gradle cache"),
    ("Japanese full-width digits in the postal code field broke validation; normalize with NFKC first.", "우편번호 필드의 일본어 전각 숫자 때문에 검증이 깨졌다. 먼저 NFKC로 정규화.", "NFKC normalization"),
    ("The read replica lags up to 30s during batch loads; the order status page must read from the primary.", "배치 적재 중 읽기 복제본이 최대 30초 지연된다. 주문 상태 화면은 primary에서 읽어야 한다.", "replica lag"),
    ("iOS builds failed because the provisioning profile expired; Xcode Cloud doesn't warn until the archive step.", "프로비저닝 프로파일 만료로 iOS 빌드가 실패했다. Xcode Cloud는 archive 단계 전까지 경고하지 않는다.", "provisioning profile"),
    ("ESLint's `no-floating-promises` caught the missing `await` that caused the double refund.", "ESLint `no-floating-promises`가 이중 환불을 만든 `await` 누락을 잡았다.", "floating promise"),
]


def fam_c_plain(lang, ctx):
    en, ko, topic = pick(PLAIN_TOPICS)
    ctx = dict(ctx, en=en, ko=ko)
    return clean_note(lang, ctx, "", "",
                      pick(["I spent an hour on a {svc} issue on {env} ({ticket}) because I didn't know this.", "While fixing {ticket} in {svc} I was missing one fact about the platform."]),
                      "{en}", pick(["Is this documented anywhere for new team members?", "Should I add a check for this to CI?", ""]),
                      pick(["{env}의 {svc} 문제({ticket})에 한 시간을 썼다. 이걸 몰랐기 때문이다.", "{svc}의 {ticket}를 고치다가 플랫폼에 대한 사실 하나를 몰랐다."]),
                      "{ko}", pick(["신규 입사자용 문서에 이 내용이 있는지?", "CI에 이걸 검사하는 단계를 넣을지?", ""]),
                      "plain engineering note: %s" % topic, "c_plain:" + topic, risky=False)


# ==============================================================================================
# assembly and validation
# ==============================================================================================
SECRET_QUOTA = [
    ("vendor_token", fam_vendor_token, 124), ("vendor_http", fam_vendor_http, 22),
    ("password_config", fam_password_config, 24), ("password_cmd", fam_password_cmd, 33),
    ("conn_string", fam_conn_string, 24), ("split", fam_split, 10), ("question", fam_question, 8), ("chat", fam_chat, 8),
    ("table", fam_table, 5), ("rotation_diff", fam_rotation_diff, 7), ("internal_header", fam_internal_header, 12),
    ("cookie", fam_cookie, 8), ("signed_url", fam_signed_url, 10), ("private_key", fam_private_key, 16),
    ("totp", fam_totp, 7), ("recovery", fam_recovery, 8), ("pin", fam_pin, 5), ("wifi", fam_wifi, 8),
    ("webhook", fam_webhook, 13), ("long_token", fam_long_token, 8),
]
CLEAN_QUOTA = [
    ("placeholder", fam_c_placeholder, 40), ("masked", fam_c_masked, 24), ("refs", fam_c_refs, 34),
    ("digest", fam_c_digest, 24), ("gitsha", fam_c_gitsha, 12), ("reqid", fam_c_reqid, 20),
    ("pubkey", fam_c_pubkey, 26), ("ids", fam_c_ids, 26), ("b64", fam_c_b64, 12), ("longid", fam_c_longid, 12),
    ("version", fam_c_version, 10), ("policy", fam_c_policy, 12), ("flags", fam_c_flags, 14),
    ("encrypted", fam_c_encrypted, 18), ("publishable", fam_c_publishable, 26), ("docs_example", fam_c_docs_example, 4),
    ("plain", fam_c_plain, 46),
]
assert sum(q for _, _, q in SECRET_QUOTA) == N_SECRET
assert sum(q for _, _, q in CLEAN_QUOTA) == N_CLEAN

MARK = "[REDACTED]"


def perfect_redact(text, secrets):
    """What an ideal filter would store: every occurrence of every listed secret replaced."""
    covered = [False] * len(text)
    for s in secrets:
        start = text.find(s)
        while start != -1:
            for i in range(start, start + len(s)):
                covered[i] = True
            start = text.find(s, start + 1)
    out, i = [], 0
    while i < len(text):
        if covered[i]:
            while i < len(text) and covered[i]:
                i += 1
            out.append(MARK)
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def check_note(n, kind, seen):
    """Returns None when the note is valid, otherwise a reason string."""
    mc, le, ask = n["mc"], n["lesson"], n["ask"]
    if not mc.strip() or not le.strip():
        return "empty field"
    if len(mc.encode()) > 1024 or len(le.encode()) > 1024 or len(ask.encode()) > 512:
        return "too long"
    key = (mc, le, ask)
    if key in seen:
        return "duplicate"
    fields = [mc, le, ask]
    if kind == "clean":
        return None if n["secrets"] == [] else "clean note with secrets"
    secs = n["secrets"]
    if not secs:
        return "no secrets"
    if len(set(secs)) != len(secs):
        return "duplicate secrets"
    for s in secs:
        if len(s) < 8:
            return "secret shorter than 8"
        if not any(s in f for f in fields):
            return "secret not verbatim"
    for f in fields:
        red = perfect_redact(f, secs)
        for s in secs:
            for i in range(len(s) - 7):
                if s[i:i + 8] in red:
                    return "8-char window outside occurrences"
    return None


def build(kind, quota):
    langs = ["en"] * N_EN + ["ko"] * N_KO
    R.shuffle(langs)
    fams = []
    for name, fn, q in quota:
        fams += [(name, fn)] * q
    R.shuffle(fams)
    notes, seen, rejects = [], set(), {}
    for (name, fn), lang in zip(fams, langs):
        for attempt in range(200):
            del _POPPED[:]
            ctx = base_ctx(lang)
            n = fn(lang, ctx)
            why = "none" if n is None else check_note(n, kind, seen)
            if why is None:
                break
            rejects[why] = rejects.get(why, 0) + 1
            if attempt < 3:
                _VENDOR_QUEUE.extend(_POPPED)
        else:
            raise RuntimeError("could not build a valid %s note for family %s" % (kind, name))
        seen.add((n["mc"], n["lesson"], n["ask"]))
        n["lang"], n["kind"], n["family"] = lang, kind, name
        notes.append(n)
    return notes, rejects


def cross_check(secret_notes, clean_notes, w=24):
    """No listed secret may appear in a clean note.  Shared 24-char windows are reported: they can
    only come from fixed structural prefixes (JWT headers, DER/PEM prefixes), never from random bodies."""
    clean_text = "\n".join(n["mc"] + "\n" + n["lesson"] + "\n" + n["ask"] for n in clean_notes)
    windows = set()
    for i in range(len(clean_text) - w + 1):
        windows.add(clean_text[i:i + w])
    shared = []
    for n in secret_notes:
        for s in n["secrets"]:
            assert s not in clean_text, ("secret found in a clean note", s)
            for i in range(len(s) - w + 1):
                if s[i:i + w] in windows and s[:i + w][-w:] not in shared:
                    shared.append(s[i:i + w])
    return shared


def main(out_path):
    secret_notes, rej_s = build("secret", SECRET_QUOTA)
    clean_notes, rej_c = build("clean", CLEAN_QUOTA)
    shared = cross_check(secret_notes, clean_notes)
    allnotes = secret_notes + clean_notes
    R.shuffle(allnotes)
    lines = []
    for i, n in enumerate(allnotes, 1):
        rec = {"id": "fg%03d" % i, "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["mc"], "lesson": n["lesson"], "ask_next_time": n["ask"]},
               "secrets": n["secrets"]}
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    # ---- summary (stdout only) ----
    def count(notes, k, l):
        return sum(1 for n in notes if n["kind"] == k and n["lang"] == l)
    print("wrote %s: %d notes" % (out_path, len(lines)))
    for k in ("secret", "clean"):
        print("  %-6s en=%d ko=%d" % (k, count(allnotes, k, "en"), count(allnotes, k, "ko")))
    vend = []
    for v in VENDORS:
        tag = "%s %s" % (v["name"], v["kind"])
        if v["name"] not in vend and any(tag in n["category"] for n in secret_notes):
            vend.append(v["name"])
    tids_s, tids_c = [], []
    for n in secret_notes:
        if n["tid"] not in tids_s:
            tids_s.append(n["tid"])
    for n in clean_notes:
        if n["tid"] not in tids_c:
            tids_c.append(n["tid"])
    risky = sum(1 for n in clean_notes if n.get("risky", True))
    publ = sum(1 for n in clean_notes if n["category"].endswith(" [publishable]"))
    echo = sum(1 for n in secret_notes if any(s in n["ask"] for s in n["secrets"]))
    multi = sum(1 for n in secret_notes if len(n["secrets"]) > 1)
    longs = sum(1 for n in secret_notes if max(len(s) for s in n["secrets"]) >= 200)
    print("  registry vendors: %d entries / %d names; vendor names used in secret notes: %d" % (len(VENDORS), len(VENDOR_NAMES), len(vend)))
    print("  distinct templates: secret %d, clean %d" % (len(tids_s), len(tids_c)))
    print("  clean risky-looking: %d/%d (%.1f%%); [publishable]: %d" % (risky, len(clean_notes), 100.0 * risky / len(clean_notes), publ))
    print("  secret notes with a secret in ask_next_time: %d; with >1 secret: %d; with a secret >=200 chars: %d" % (echo, multi, longs))
    fam_s = {}
    for n in secret_notes:
        fam_s[n["family"]] = fam_s.get(n["family"], 0) + 1
    print("  secret families:", ", ".join("%s=%d" % (k, fam_s[k]) for k, _, _ in SECRET_QUOTA))
    print("  clean families:", ", ".join("%s=%d" % (k, q) for k, _, q in CLEAN_QUOTA))
    print("  24-char windows shared by a secret and a clean note (structural prefixes): %d" % len(shared))
    for w in shared:
        print("     ", w)
    print("  regenerated candidates: secret %s; clean %s" % (dict(sorted(rej_s.items())), dict(sorted(rej_c.items()))))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "blind_set_v103.jsonl")
