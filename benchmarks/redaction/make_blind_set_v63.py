#!/usr/bin/env python3
"""Generator for blind_set_v63.jsonl - blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG, random.Random(63_2026_1126), drives
every choice.  No iteration over sets, no hash(); output is byte-identical on every run and under
any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v63.py [output_path]
"""
import base64
import hashlib
import json
import random
import string
import struct
import sys
import urllib.parse

SEED = 63_2026_1126
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "ds"

# ----------------------------------------------------------------------------------------------
# part 1: primitive random helpers
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DI = string.digits
ALNUM = UP + LO + DI
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
UPDI = UP + DI
LODI = LO + DI


def rs(alpha, n):
    """random string of n characters drawn from alpha"""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def sha256_hex():
    return hashlib.sha256(rbytes(32)).hexdigest()


def git_sha(n=40):
    return rs(HEX, n)


def pct(s):
    """percent-encode for the userinfo / query part of a URL"""
    return urllib.parse.quote(s, safe="")


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(name):
    return "".join(p.capitalize() for p in name.lower().split("_"))


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59),
                                                    rint(0, 59), rint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59))


def hhmm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def ipv4_private():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254)),
                 "192.168.%d.%d" % (rint(0, 255), rint(2, 254))])


# ----------------------------------------------------------------------------------------------
# shared vocabulary (everything here is non-secret decoration)
# ----------------------------------------------------------------------------------------------
SVCS = ["billing-api", "auth-service", "notification-worker", "search-indexer", "payments-gateway",
        "admin-dashboard", "data-pipeline", "mobile-bff", "report-cron", "chat-bot", "ingest-lambda",
        "media-transcoder", "order-service", "settlement-batch", "crm-sync", "inventory-api",
        "coupon-service", "feature-store", "webhook-relay", "geo-service", "recommendation-api",
        "partner-portal", "point-ledger", "delivery-tracker", "kyc-service", "analytics-etl"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "local", "perf", "beta"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "ap-southeast-1",
           "eu-west-1"]
PEOPLE_EN = ["Alice", "Priya", "Marco", "Jonas", "Chen", "Fatima", "Tom", "Sara", "Diego", "Kenji", "Yuki",
             "Olga", "Ahmed", "Lena", "Noah", "Grace", "Ravi", "Ines"]
PEOPLE_KO = ["민지", "지훈", "서연", "도윤", "하은", "준호", "수빈", "현우", "예린", "태민", "지수", "성민",
             "김 팀장님", "박 책임님", "이 선임님", "최 PM님", "정 매니저님", "한 대리님"]
USERS = ["deploy", "svc_app", "admin", "ci-bot", "readonly", "etl_user", "app_rw", "backup", "jenkins",
         "grafana", "root", "postgres", "ubuntu", "ec2-user", "minji.kim", "jh.lee", "report_ro",
         "batch", "sa_sync", "ops"]
EMAIL_DOMAINS = ["example.com", "corp.example", "acme.co.kr", "mycompany.io", "team.example.org"]
DBNAMES = ["app", "billing", "orders", "analytics", "users", "crm", "ledger", "inventory", "shop", "events"]
REPOS = ["web-frontend", "api-server", "infra", "mobile-app", "data-platform", "payments", "monorepo",
         "deploy-scripts", "ml-serving", "backoffice"]
ORGS = ["acme", "hanbit-labs", "blue-harbor", "orbitco", "nuri-soft", "pinecone-dev", "daon", "kumo-inc"]

EN_WORDS = ["river", "falcon", "copper", "maple", "orbit", "velvet", "thunder", "harbor", "pixel", "crimson",
            "meadow", "rocket", "silver", "tiger", "winter", "lemon", "canyon", "spark", "ocean", "pepper",
            "shadow", "garden", "marble", "violet", "breeze", "summit", "cobalt", "willow", "ember", "glacier",
            "panda", "coffee", "banana", "purple", "monkey", "dragon", "sunset", "bridge", "island", "forest"]
KO_WORDS = ["사랑해", "우리집", "강아지", "고양이", "행복", "바다", "하늘", "봄날", "벚꽃", "커피", "김치찌개",
            "떡볶이", "한라산", "제주도", "부산", "서울", "별빛", "무지개", "토끼", "호랑이", "여름밤", "첫눈",
            "가을", "눈사람", "초코", "딸기", "은하수", "비밀", "열쇠", "바람"]
NAMES_ROMAN = ["minsu", "jiyoung", "hyunwoo", "seoyeon", "junho", "sujin", "dongwook", "eunji", "taeyang",
               "haneul", "john", "maria", "kevin", "sophie", "daniel", "emma"]
SYMBOLS = "!@#$%^&*-_+=?.~"
PUNCT_HEAVY = "!@#$%^&*()-_=+[]{};:,.<>?/|~"

# ----------------------------------------------------------------------------------------------
# Korean 2-set (dubeolsik) keyboard: Hangul typed with the IME switched off
# ----------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m",
         "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


# ----------------------------------------------------------------------------------------------
# passwords
# ----------------------------------------------------------------------------------------------
def pw_human():
    w = pick(EN_WORDS + NAMES_ROMAN)
    style = rint(0, 5)
    if style == 0:
        p = w.capitalize() + str(rint(1980, 2025)) + pick(SYMBOLS)
    elif style == 1:
        p = pick(SYMBOLS) + w.capitalize() + str(rint(10, 9999))
    elif style == 2:
        p = w.capitalize() + pick(EN_WORDS).capitalize() + "%02d%02d" % (rint(1, 12), rint(1, 28))
    elif style == 3:
        leet = str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"})
        p = (w + pick(EN_WORDS)).translate(leet).capitalize() + str(rint(1, 99))
    elif style == 4:
        p = w + "_" + pick(NAMES_ROMAN) + str(rint(100, 999)) + pick("!?#")
    else:
        p = w.upper()[:3] + w[3:] + pick(SYMBOLS) + str(rint(1000, 9999)) + pick(SYMBOLS)
    while len(p) < 10:
        p += pick(DI + SYMBOLS)
    return p


def pw_passphrase():
    n = rint(3, 5)
    words = sample(EN_WORDS, n)
    sep = pick(["-", ".", "_", " ", "+", ""])
    if sep == "":
        words = [w.capitalize() for w in words]
    p = sep.join(words)
    if chance(0.5):
        p += pick(["", sep]) + str(rint(1, 99))
    return p


def pw_punct():
    n = rint(14, 28)
    alpha = ALNUM + PUNCT_HEAVY + PUNCT_HEAVY
    while True:
        p = rs(alpha, n)
        if sum(c in PUNCT_HEAVY for c in p) >= 4 and any(c.isdigit() for c in p):
            return p


def pw_korean_keyboard():
    word = "".join(sample(KO_WORDS, rint(1, 2)))
    p = hangul_to_qwerty(word)
    style = rint(0, 2)
    if style == 0:
        p = p + str(rint(10, 9999)) + pick(SYMBOLS)
    elif style == 1:
        p = pick(SYMBOLS) + p + str(rint(1, 99))
    else:
        p = p[0].upper() + p[1:] + pick(SYMBOLS) + str(rint(100, 999))
    while len(p) < 10:
        p += pick(DI)
    return p


def pw_hangul():
    n = rint(2, 3)
    word = "".join(sample(KO_WORDS, n))
    style = rint(0, 2)
    if style == 0:
        p = word + str(rint(1, 2025)) + pick(SYMBOLS)
    elif style == 1:
        p = pick(NAMES_ROMAN) + word + pick(SYMBOLS)
    else:
        p = word + pick(SYMBOLS) + pick(SYMBOLS)
    while len(p) < 8:
        p += pick(DI)
    return p


def pw_generated():
    return rs(pick([ALNUM, ALNUM + "-_", ALNUM + "!#%+=", LODI]), rint(20, 40))


PW_KINDS = [("human-style", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul), ("generated", pw_generated)]


def password(kind=None, no_space=False, url_safe_only=False):
    """returns (kind_label, password)"""
    while True:
        if kind is None:
            label, fn = pick(PW_KINDS)
        else:
            label, fn = [k for k in PW_KINDS if k[0] == kind][0]
        p = fn()
        if no_space and " " in p:
            continue
        if url_safe_only and any(c not in ALNUM + "-_.~" for c in p):
            continue
        if len(p) < 8:
            continue
        return label, p


def password_cmd_safe(kind=None):
    """a password usable unquoted/quoted in shell, code and config without escaping problems"""
    while True:
        label, p = password(kind, no_space=True)
        if any(c in p for c in "'\"`\\ "):
            continue
        return label, p


# ----------------------------------------------------------------------------------------------
# part 2: vendor credentials.  Every body comes from the PRNG; the shape (prefix, alphabet,
# length) follows the vendor's documented / observed format.
# ----------------------------------------------------------------------------------------------
class Cred:
    """A set of key/value pairs for one vendor.  pairs: (ENV_NAME, value, is_credential)."""

    def __init__(self, vendor, region, product, pairs, headers=None, url=None, method="GET", body=None,
                 extras=()):
        self.vendor = vendor
        self.region = region
        self.product = product
        self.pairs = pairs
        self.headers = headers or []
        self.url = url
        self.method = method
        self.body = body
        self.extras = list(extras)

    def candidates(self):
        out = [v for (_, v, listed) in self.pairs if listed] + self.extras
        for v in list(out):
            if pct(v) != v:
                out.append(pct(v))
        return out

    def main_secret(self):
        listed = [v for (_, v, listed) in self.pairs if listed]
        return listed[-1] if listed else self.extras[0]


def basic(user, pw):
    return b64((user + ":" + pw).encode())


def jwt(payload, alg="HS256", sig_len=None):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    if sig_len is None:
        sig_len = {"HS256": 43, "HS512": 86, "RS256": 342, "ES256": 86}[alg]
    return head + "." + body + "." + rs(B64U, sig_len)


def epoch():
    return rint(1_700_000_000, 1_765_000_000)


IAT = [0]


def V(name, region):
    def deco(fn):
        VENDORS.append((name, region, fn))
        return fn
    return deco


VENDORS = []


@V("AWS", "global")
def v_aws():
    akid = "AKIA" + rs(B32, 16)
    sec = rs(B64, 40)
    reg = pick(REGIONS)
    if chance(0.3):
        akid = "ASIA" + rs(B32, 16)
        tok = "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 420)) + "="
        return Cred("AWS", "global", "AWS STS temporary credentials",
                    [("AWS_ACCESS_KEY_ID", akid, True), ("AWS_SECRET_ACCESS_KEY", sec, True),
                     ("AWS_SESSION_TOKEN", tok, True), ("AWS_REGION", reg, False)])
    return Cred("AWS", "global", "AWS IAM access key pair",
                [("AWS_ACCESS_KEY_ID", akid, True), ("AWS_SECRET_ACCESS_KEY", sec, True),
                 ("AWS_DEFAULT_REGION", reg, False)])


@V("GitHub", "global")
def v_github():
    org, repo = pick(ORGS), pick(REPOS)
    k = rint(0, 3)
    if k == 0:
        tok, prod = "ghp_" + rs(ALNUM, 36), "GitHub classic PAT"
    elif k == 1:
        tok, prod = "github_pat_" + rs(UPDI, 22) + "_" + rs(ALNUM, 59), "GitHub fine-grained PAT"
    elif k == 2:
        tok, prod = "ghs_" + rs(ALNUM, 36), "GitHub App installation token"
    else:
        tok, prod = "gho_" + rs(ALNUM, 36), "GitHub OAuth token"
    return Cred("GitHub", "global", prod, [("GITHUB_TOKEN", tok, True)],
                headers=[("Authorization", pick(["Bearer ", "token "]) + tok),
                         ("Accept", "application/vnd.github+json")],
                url=f"https://api.github.com/repos/{org}/{repo}/actions/runs?per_page=5")


@V("GitLab", "global")
def v_gitlab():
    k = rint(0, 2)
    if k == 0:
        tok, prod, env = "glpat-" + rs(B64U, 20), "GitLab personal access token", "GITLAB_TOKEN"
    elif k == 1:
        tok, prod, env = "glrt-" + rs(B64U, 20), "GitLab runner authentication token", "RUNNER_TOKEN"
    else:
        tok, prod, env = "gldt-" + rs(B64U, 20), "GitLab deploy token", "GITLAB_DEPLOY_TOKEN"
    return Cred("GitLab", "global", prod, [(env, tok, True)],
                headers=[("PRIVATE-TOKEN", tok)],
                url=f"https://gitlab.{pick(ORGS)}.com/api/v4/projects/{rint(10, 9999)}/pipelines?ref=main")


@V("Slack", "global")
def v_slack():
    k = rint(0, 2)
    if k == 0:
        tok, prod = "xoxb-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 11, 10 ** 13), rs(ALNUM, 24)), \
            "Slack bot token"
    elif k == 1:
        tok, prod = "xoxp-%d-%d-%d-%s" % (rint(10 ** 10, 10 ** 12), rint(10 ** 10, 10 ** 12),
                                          rint(10 ** 11, 10 ** 13), rs(HEX, 32)), "Slack user token"
    else:
        tok, prod = "xapp-1-A%s-%d-%s" % (rs(UPDI, 10), rint(10 ** 12, 10 ** 13), rs(HEX, 64)), \
            "Slack app-level token"
    return Cred("Slack", "global", prod, [("SLACK_BOT_TOKEN" if k == 0 else "SLACK_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-type", "application/json")],
                url="https://slack.com/api/chat.postMessage", method="POST",
                body='{"channel":"C%s","text":"deploy finished"}' % rs(UPDI, 10))


@V("Stripe", "global")
def v_stripe():
    if chance(0.5):
        tok = "sk_live_51" + rs(ALNUM, 97)
    else:
        tok = pick(["sk_live_", "rk_live_"]) + rs(ALNUM, 24)
    pairs = [("STRIPE_SECRET_KEY", tok, True)]
    if chance(0.4):
        pairs.append(("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True))
    return Cred("Stripe", "global", "Stripe secret key", pairs,
                headers=[("Authorization", "Bearer " + tok)],
                url="https://api.stripe.com/v1/payment_intents?limit=3")


@V("OpenAI", "global")
def v_openai():
    k = rint(0, 2)
    if k == 0:
        tok = "sk-proj-" + rs(B64U, 156)
    elif k == 1:
        tok = "sk-svcacct-" + rs(B64U, 150)
    else:
        tok = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return Cred("OpenAI", "global", "OpenAI API key", [("OPENAI_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url="https://api.openai.com/v1/chat/completions", method="POST",
                body='{"model":"gpt-4o-mini","messages":[{"role":"user","content":"ping"}]}')


@V("Anthropic", "global")
def v_anthropic():
    tok = "sk-ant-api03-" + rs(B64U, 93) + "AA"
    return Cred("Anthropic", "global", "Anthropic API key", [("ANTHROPIC_API_KEY", tok, True)],
                headers=[("x-api-key", tok), ("anthropic-version", "2023-06-01")],
                url="https://api.anthropic.com/v1/messages", method="POST",
                body='{"model":"claude-3-5-haiku-latest","max_tokens":64,"messages":[{"role":"user","content":"hi"}]}')


@V("Google Gemini", "global")
def v_gemini():
    tok = "AIza" + rs(B64U, 35)
    return Cred("Google Gemini", "global", "Gemini API key (server-side)", [("GEMINI_API_KEY", tok, True)],
                headers=[("x-goog-api-key", tok), ("Content-Type", "application/json")],
                url="https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent",
                method="POST", body='{"contents":[{"parts":[{"text":"ping"}]}]}')


@V("Google OAuth", "global")
def v_google_oauth():
    cid = "%d-%s.apps.googleusercontent.com" % (rint(10 ** 11, 10 ** 12), rs(LODI, 32))
    sec = "GOCSPX-" + rs(B64U, 28)
    return Cred("Google OAuth", "global", "Google OAuth client secret",
                [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", sec, True)])


@V("Twilio", "global")
def v_twilio():
    sid = "AC" + rs(HEX, 32)
    tok = rs(HEX, 32)
    return Cred("Twilio", "global", "Twilio auth token",
                [("TWILIO_ACCOUNT_SID", sid, False), ("TWILIO_AUTH_TOKEN", tok, True)],
                headers=[("Authorization", "Basic " + basic(sid, tok))],
                url=f"https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json", method="POST",
                body="To=%2B8210" + rs(DI, 8) + "&From=%2B1555" + rs(DI, 7) + "&Body=test",
                extras=[basic(sid, tok)])


@V("SendGrid", "global")
def v_sendgrid():
    tok = "SG." + rs(B64U, 22) + "." + rs(B64U, 43)
    return Cred("SendGrid", "global", "SendGrid API key", [("SENDGRID_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url="https://api.sendgrid.com/v3/mail/send", method="POST",
                body='{"personalizations":[{"to":[{"email":"qa@%s"}]}],"from":{"email":"noreply@%s"},'
                     '"subject":"t","content":[{"type":"text/plain","value":"t"}]}' % (
                         pick(EMAIL_DOMAINS), pick(EMAIL_DOMAINS)))


@V("Mailgun", "global")
def v_mailgun():
    tok = pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])
    return Cred("Mailgun", "global", "Mailgun private API key", [("MAILGUN_API_KEY", tok, True)],
                headers=[("Authorization", "Basic " + basic("api", tok))],
                url=f"https://api.mailgun.net/v3/mg.{pick(EMAIL_DOMAINS)}/messages", method="POST",
                extras=[basic("api", tok)])


@V("Mailchimp", "global")
def v_mailchimp():
    dc = "us%d" % rint(1, 21)
    tok = rs(HEX, 32) + "-" + dc
    return Cred("Mailchimp", "global", "Mailchimp API key", [("MAILCHIMP_API_KEY", tok, True)],
                headers=[("Authorization", "Basic " + basic("anystring", tok))],
                url=f"https://{dc}.api.mailchimp.com/3.0/lists?count=5", extras=[basic("anystring", tok)])


@V("npm", "global")
def v_npm():
    tok = "npm_" + rs(ALNUM, 36)
    return Cred("npm", "global", "npm automation token", [("NPM_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://registry.npmjs.org/-/whoami")


@V("PyPI", "global")
def v_pypi():
    tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 190))
    return Cred("PyPI", "global", "PyPI API token", [("TWINE_USERNAME", "__token__", False),
                                                     ("TWINE_PASSWORD", tok, True)])


@V("Docker Hub", "global")
def v_dockerhub():
    tok = "dckr_pat_" + rs(B64U, 27)
    return Cred("Docker Hub", "global", "Docker Hub personal access token",
                [("DOCKERHUB_USERNAME", pick(USERS), False), ("DOCKERHUB_TOKEN", tok, True)])


@V("Hugging Face", "global")
def v_hf():
    tok = "hf_" + rs(UP + LO, 34)
    return Cred("Hugging Face", "global", "Hugging Face access token", [("HF_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://huggingface.co/api/whoami-v2")


@V("Shopify", "global")
def v_shopify():
    tok = pick(["shpat_", "shpca_", "shppa_"]) + rs(HEX, 32)
    shop = pick(ORGS) + "-store"
    return Cred("Shopify", "global", "Shopify Admin API access token", [("SHOPIFY_ACCESS_TOKEN", tok, True)],
                headers=[("X-Shopify-Access-Token", tok)],
                url=f"https://{shop}.myshopify.com/admin/api/2024-10/orders.json?status=any&limit=5")


@V("Atlassian", "global")
def v_atlassian():
    email = pick(NAMES_ROMAN) + "@" + pick(EMAIL_DOMAINS)
    tok = "ATATT3xFfGF0" + rs(B64U, 171) + "=" + rs(HEXU, 8)
    return Cred("Atlassian", "global", "Atlassian (Jira/Confluence) API token",
                [("JIRA_EMAIL", email, False), ("JIRA_API_TOKEN", tok, True)],
                headers=[("Authorization", "Basic " + basic(email, tok))],
                url=f"https://{pick(ORGS)}.atlassian.net/rest/api/3/search?jql=project%3DOPS",
                extras=[basic(email, tok)])


@V("Azure Storage", "global")
def v_azure_storage():
    acct = pick(ORGS).replace("-", "") + pick(["prod", "stg", "data", "logs"]) + str(rint(1, 99))
    key = b64(rbytes(64))
    pairs = [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", key, True)]
    if chance(0.5):
        pairs = [("AZURE_STORAGE_CONNECTION_STRING",
                  f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net",
                  False)]
    return Cred("Azure Storage", "global", "Azure Storage account key", pairs, extras=[key])


@V("Microsoft Entra ID", "global")
def v_azure_ad():
    sec = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)
    return Cred("Microsoft Entra ID", "global", "Entra ID (Azure AD) client secret",
                [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
                 ("AZURE_CLIENT_SECRET", sec, True)])


@V("DigitalOcean", "global")
def v_digitalocean():
    tok = "dop_v1_" + rs(HEX, 64)
    return Cred("DigitalOcean", "global", "DigitalOcean personal access token", [("DIGITALOCEAN_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.digitalocean.com/v2/droplets?page=1")


@V("Heroku", "global")
def v_heroku():
    tok = "HRKU-AA" + rs(B64U, 58)
    return Cred("Heroku", "global", "Heroku API key", [("HEROKU_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Accept", "application/vnd.heroku+json; version=3")],
                url="https://api.heroku.com/apps")


@V("Netlify", "global")
def v_netlify():
    tok = "nfp_" + rs(ALNUM, 36)
    return Cred("Netlify", "global", "Netlify personal access token", [("NETLIFY_AUTH_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.netlify.com/api/v1/sites")


@V("Cloudflare", "global")
def v_cloudflare():
    tok = rs(B64U, 40)
    return Cred("Cloudflare", "global", "Cloudflare API token", [("CLOUDFLARE_API_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url=f"https://api.cloudflare.com/client/v4/zones/{rs(HEX, 32)}/purge_cache", method="POST",
                body='{"purge_everything":true}')


@V("Datadog", "global")
def v_datadog():
    api, app = rs(HEX, 32), rs(HEX, 40)
    site = pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com", "us5.datadoghq.com"])
    return Cred("Datadog", "global", "Datadog API + application key",
                [("DD_API_KEY", api, True), ("DD_APP_KEY", app, True), ("DD_SITE", site, False)],
                headers=[("DD-API-KEY", api), ("DD-APPLICATION-KEY", app)],
                url=f"https://api.{site}/api/v1/monitor?group_states=alert")


@V("New Relic", "global")
def v_newrelic():
    if chance(0.5):
        tok, env, prod = "NRAK-" + rs(UPDI, 27), "NEW_RELIC_API_KEY", "New Relic user API key"
    else:
        tok, env, prod = rs(HEX, 36) + "NRAL", "NEW_RELIC_LICENSE_KEY", "New Relic license key"
    return Cred("New Relic", "global", prod, [(env, tok, True)],
                headers=[("Api-Key", tok), ("Content-Type", "application/json")],
                url="https://api.newrelic.com/graphql", method="POST",
                body='{"query":"{ actor { user { name } } }"}')


@V("Sentry", "global")
def v_sentry():
    org = pick(ORGS)
    payload = {"iat": epoch() + R.random(), "url": "https://sentry.io", "region_url": "https://us.sentry.io",
               "org": org}
    tok = "sntrys_" + b64(json.dumps(payload, separators=(",", ":")).encode()).rstrip("=") + "_" + rs(B64U, 43)
    return Cred("Sentry", "global", "Sentry organization auth token", [("SENTRY_AUTH_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url=f"https://sentry.io/api/0/organizations/{org}/releases/")


@V("Linear", "global")
def v_linear():
    tok = "lin_api_" + rs(ALNUM, 40)
    return Cred("Linear", "global", "Linear API key", [("LINEAR_API_KEY", tok, True)],
                headers=[("Authorization", tok), ("Content-Type", "application/json")],
                url="https://api.linear.app/graphql", method="POST", body='{"query":"{ viewer { id name } }"}')


@V("Notion", "global")
def v_notion():
    tok = pick(["ntn_" + rs(DI, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)])
    return Cred("Notion", "global", "Notion internal integration secret", [("NOTION_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Notion-Version", "2022-06-28")],
                url=f"https://api.notion.com/v1/databases/{rs(HEX, 32)}/query", method="POST", body="{}")


@V("Airtable", "global")
def v_airtable():
    tok = "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64)
    return Cred("Airtable", "global", "Airtable personal access token", [("AIRTABLE_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url=f"https://api.airtable.com/v0/app{rs(ALNUM, 14)}/Tasks?maxRecords=3")


@V("Figma", "global")
def v_figma():
    tok = "figd_" + rs(B64U, 40)
    return Cred("Figma", "global", "Figma personal access token", [("FIGMA_TOKEN", tok, True)],
                headers=[("X-Figma-Token", tok)], url=f"https://api.figma.com/v1/files/{rs(ALNUM, 22)}")


@V("Postman", "global")
def v_postman():
    tok = "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)
    return Cred("Postman", "global", "Postman API key", [("POSTMAN_API_KEY", tok, True)],
                headers=[("X-Api-Key", tok)], url="https://api.getpostman.com/collections")


@V("Terraform Cloud", "global")
def v_tfc():
    tok = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
    return Cred("Terraform Cloud", "global", "HCP Terraform user token", [("TF_TOKEN_app_terraform_io", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/vnd.api+json")],
                url=f"https://app.terraform.io/api/v2/organizations/{pick(ORGS)}/workspaces")


@V("HashiCorp Vault", "global")
def v_vault():
    tok = pick(["hvs.CAESI", "hvb.AAAAAQ"]) + rs(B64U, rint(80, 92))
    return Cred("HashiCorp Vault", "global", "Vault token", [("VAULT_TOKEN", tok, True)],
                headers=[("X-Vault-Token", tok)],
                url=f"https://vault.{pick(ORGS)}.internal:8200/v1/secret/data/{pick(SVCS)}")


@V("Doppler", "global")
def v_doppler():
    tok = pick(["dp.st." + pick(ENVS) + "." + rs(ALNUM, 40), "dp.pt." + rs(ALNUM, 43)])
    return Cred("Doppler", "global", "Doppler service token", [("DOPPLER_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url="https://api.doppler.com/v3/configs/config/secrets/download?format=json")


@V("Pulumi", "global")
def v_pulumi():
    tok = "pul-" + rs(HEX, 40)
    return Cred("Pulumi", "global", "Pulumi access token", [("PULUMI_ACCESS_TOKEN", tok, True)],
                headers=[("Authorization", "token " + tok)], url="https://api.pulumi.com/api/user")


@V("Grafana", "global")
def v_grafana():
    tok = pick(["glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8), "glc_" + b64(rbytes(rint(60, 90))).rstrip("=")])
    return Cred("Grafana", "global", "Grafana service account token", [("GRAFANA_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url=f"https://grafana.{pick(ORGS)}.internal/api/search?type=dash-db")


@V("Okta", "global")
def v_okta():
    tok = "00" + rs(B64U, 40)
    return Cred("Okta", "global", "Okta API token", [("OKTA_API_TOKEN", tok, True)],
                headers=[("Authorization", "SSWS " + tok), ("Accept", "application/json")],
                url=f"https://{pick(ORGS)}.okta.com/api/v1/users?limit=25")


@V("Square", "global")
def v_square():
    tok = "EAAA" + rs(B64U, 60)
    return Cred("Square", "global", "Square access token", [("SQUARE_ACCESS_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Square-Version", "2024-10-17")],
                url="https://connect.squareup.com/v2/locations")


@V("Braintree", "global")
def v_braintree():
    tok = "access_token$production$" + rs(LODI, 16) + "$" + rs(HEX, 32)
    return Cred("Braintree", "global", "Braintree/PayPal access token", [("BRAINTREE_TOKEN", tok, True)])


@V("Telegram", "global")
def v_telegram():
    tok = "%d:AA%s" % (rint(10 ** 9, 8 * 10 ** 9), rs(B64U, 33))
    return Cred("Telegram", "global", "Telegram bot token", [("TELEGRAM_BOT_TOKEN", tok, True)],
                url=f"https://api.telegram.org/bot{tok}/sendMessage?chat_id=-100{rs(DI, 10)}&text=ping")


@V("Meta", "global")
def v_meta():
    tok = "EAA" + pick("BGJI") + rs(ALNUM, rint(170, 200))
    return Cred("Meta", "global", "Meta Graph API page access token", [("FB_PAGE_ACCESS_TOKEN", tok, True)],
                url=f"https://graph.facebook.com/v19.0/me/accounts?fields=name,id&access_token={tok}")


@V("X (Twitter)", "global")
def v_twitter():
    tok = "A" * 21 + rs(ALNUM, 19) + "%3D" + rs(ALNUM, 50)
    return Cred("X (Twitter)", "global", "X API bearer token", [("TWITTER_BEARER_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url="https://api.twitter.com/2/tweets/search/recent?query=%23release")


@V("Dropbox", "global")
def v_dropbox():
    tok = "sl." + rs(B64U, 136)
    return Cred("Dropbox", "global", "Dropbox short-lived access token", [("DROPBOX_ACCESS_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url="https://api.dropboxapi.com/2/files/list_folder", method="POST", body='{"path":""}')


def mapbox_token(prefix):
    payload = json.dumps({"u": pick(NAMES_ROMAN) + str(rint(1, 99)), "a": "cl" + rs(LODI, 23)},
                         separators=(",", ":"))
    return prefix + "." + b64u(payload.encode()) + "." + rs(B64U, 22)


@V("Mapbox", "global")
def v_mapbox():
    tok = mapbox_token("sk")
    return Cred("Mapbox", "global", "Mapbox secret token", [("MAPBOX_SECRET_TOKEN", tok, True)],
                url=f"https://api.mapbox.com/tokens/v2?access_token={tok}")


@V("Supabase", "global")
def v_supabase():
    ref = rs(LO, 20)
    if chance(0.6):
        tok = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": epoch(), "exp": epoch() + 315360000})
        return Cred("Supabase", "global", "Supabase service_role key", [("SUPABASE_URL", f"https://{ref}.supabase.co", False),
                                                                         ("SUPABASE_SERVICE_ROLE_KEY", tok, True)],
                    headers=[("apikey", tok), ("Authorization", "Bearer " + tok)],
                    url=f"https://{ref}.supabase.co/rest/v1/orders?select=*&limit=5")
    tok = "sbp_" + rs(HEX, 40)
    return Cred("Supabase", "global", "Supabase personal access token", [("SUPABASE_ACCESS_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.supabase.com/v1/projects")


@V("Firebase Cloud Messaging", "global")
def v_fcm():
    tok = "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)
    return Cred("Firebase Cloud Messaging", "global", "FCM legacy server key", [("FCM_SERVER_KEY", tok, True)],
                headers=[("Authorization", "key=" + tok), ("Content-Type", "application/json")],
                url="https://fcm.googleapis.com/fcm/send", method="POST",
                body='{"to":"/topics/all","notification":{"title":"t"}}')


@V("Discord", "global")
def v_discord():
    uid = str(rint(10 ** 17, 2 * 10 ** 18))
    tok = b64(uid.encode()).rstrip("=") + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    return Cred("Discord", "global", "Discord bot token", [("DISCORD_BOT_TOKEN", tok, True)],
                headers=[("Authorization", "Bot " + tok)], url="https://discord.com/api/v10/users/@me")


# ---- China --------------------------------------------------------------------------------
@V("Alibaba Cloud", "cn")
def v_alibaba():
    return Cred("Alibaba Cloud", "cn", "Alibaba Cloud AccessKey pair",
                [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                 ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])


@V("Tencent Cloud", "cn")
def v_tencent():
    return Cred("Tencent Cloud", "cn", "Tencent Cloud SecretId/SecretKey",
                [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
                 ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True), ("TENCENTCLOUD_REGION", "ap-seoul", False)])


@V("Huawei Cloud", "cn")
def v_huawei():
    return Cred("Huawei Cloud", "cn", "Huawei Cloud AK/SK",
                [("HUAWEICLOUD_SDK_AK", rs(UPDI, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])


@V("Baidu AI Cloud", "cn")
def v_baidu():
    return Cred("Baidu AI Cloud", "cn", "Baidu AI Cloud (BCE) AK/SK",
                [("BCE_ACCESS_KEY_ID", rs(HEX, 32), True), ("BCE_SECRET_ACCESS_KEY", rs(HEX, 32), True)])


@V("WeChat", "cn")
def v_wechat():
    appid, sec = "wx" + rs(HEX, 16), rs(HEX, 32)
    return Cred("WeChat", "cn", "WeChat Official Account AppSecret",
                [("WECHAT_APP_ID", appid, False), ("WECHAT_APP_SECRET", sec, True)],
                url=f"https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={appid}&secret={sec}")


@V("DingTalk", "cn")
def v_dingtalk():
    at, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
    return Cred("DingTalk", "cn", "DingTalk robot access_token + signing secret",
                [("DINGTALK_ACCESS_TOKEN", at, True), ("DINGTALK_SECRET", sec, True)],
                url=f"https://oapi.dingtalk.com/robot/send?access_token={at}", method="POST",
                body='{"msgtype":"text","text":{"content":"build ok"}}')


@V("Feishu/Lark", "cn")
def v_feishu():
    aid, sec = "cli_" + rs(HEX, 16), rs(ALNUM, 32)
    return Cred("Feishu/Lark", "cn", "Feishu app_secret", [("FEISHU_APP_ID", aid, False),
                                                          ("FEISHU_APP_SECRET", sec, True)],
                url="https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal", method="POST",
                body='{"app_id":"%s","app_secret":"%s"}' % (aid, sec))


@V("Volcengine", "cn")
def v_volc():
    return Cred("Volcengine", "cn", "Volcengine AccessKey",
                [("VOLCENGINE_ACCESS_KEY", "AKLT" + rs(ALNUM, 42), True),
                 ("VOLCENGINE_SECRET_KEY", b64(rbytes(42)), True)])


@V("Qiniu", "cn")
def v_qiniu():
    return Cred("Qiniu", "cn", "Qiniu AK/SK", [("QINIU_ACCESS_KEY", rs(B64U, 40), True),
                                               ("QINIU_SECRET_KEY", rs(B64U, 40), True),
                                               ("QINIU_BUCKET", pick(ORGS) + "-assets", False)])


@V("DeepSeek", "cn")
def v_deepseek():
    tok = "sk-" + rs(HEX, 32)
    return Cred("DeepSeek", "cn", "DeepSeek API key", [("DEEPSEEK_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url="https://api.deepseek.com/chat/completions", method="POST",
                body='{"model":"deepseek-chat","messages":[{"role":"user","content":"ping"}]}')


@V("Moonshot", "cn")
def v_moonshot():
    tok = "sk-" + rs(ALNUM, 48)
    return Cred("Moonshot", "cn", "Moonshot (Kimi) API key", [("MOONSHOT_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.moonshot.cn/v1/models")


@V("Alibaba DashScope", "cn")
def v_dashscope():
    tok = "sk-" + rs(HEX, 32)
    return Cred("Alibaba DashScope", "cn", "DashScope (Qwen) API key", [("DASHSCOPE_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url="https://dashscope.aliyuncs.com/compatible-mode/v1/models")


@V("Zhipu AI", "cn")
def v_zhipu():
    tok = rs(HEX, 32) + "." + rs(ALNUM, 16)
    return Cred("Zhipu AI", "cn", "Zhipu (GLM) API key", [("ZHIPUAI_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url="https://open.bigmodel.cn/api/paas/v4/chat/completions", method="POST",
                body='{"model":"glm-4-flash","messages":[{"role":"user","content":"hi"}]}')


# ---- Korea --------------------------------------------------------------------------------
@V("Naver Cloud Platform", "kr")
def v_ncp():
    ak, sk = rs(ALNUM, 20), rs(ALNUM, 40)
    return Cred("Naver Cloud Platform", "kr", "NCP API access key / secret key",
                [("NCLOUD_ACCESS_KEY_ID", ak, True), ("NCLOUD_SECRET_KEY", sk, True)],
                headers=[("x-ncp-apigw-timestamp", str(epoch() * 1000)), ("x-ncp-iam-access-key", ak),
                         ("x-ncp-apigw-signature-v2", b64(rbytes(32)))],
                url="https://ncloud.apigw.ntruss.com/vserver/v2/getServerInstanceList?responseFormatType=json")


@V("Naver Developers", "kr")
def v_naver_dev():
    cid, sec = rs(ALNUM, 20), rs(ALNUM + "_", 10)
    return Cred("Naver Developers", "kr", "Naver Open API client secret",
                [("NAVER_CLIENT_ID", cid, False), ("NAVER_CLIENT_SECRET", sec, True)],
                headers=[("X-Naver-Client-Id", cid), ("X-Naver-Client-Secret", sec)],
                url="https://openapi.naver.com/v1/search/blog.json?query=%EC%B9%B4%ED%8E%98&display=5")


@V("Kakao", "kr")
def v_kakao():
    key = rs(HEX, 32)
    return Cred("Kakao", "kr", "Kakao admin key", [("KAKAO_ADMIN_KEY", key, True)],
                headers=[("Authorization", "KakaoAK " + key)],
                url="https://kapi.kakao.com/v1/user/ids?limit=100&order=desc")


@V("Toss Payments", "kr")
def v_toss():
    key = pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(ALNUM, 28)
    return Cred("Toss Payments", "kr", "Toss Payments secret key", [("TOSS_SECRET_KEY", key, True)],
                headers=[("Authorization", "Basic " + b64((key + ":").encode())),
                         ("Content-Type", "application/json")],
                url="https://api.tosspayments.com/v1/payments/confirm", method="POST",
                body='{"paymentKey":"%s","orderId":"ORD-%s","amount":%d}' % (
                    "tgen_" + rs(DI, 14) + rs(ALNUM, 6), rs(DI, 8), rint(1, 99) * 1000),
                extras=[b64((key + ":").encode())])


@V("PortOne", "kr")
def v_portone():
    if chance(0.5):
        ik, isec = rs(DI, 16), rs(ALNUM, 80)
        return Cred("PortOne", "kr", "PortOne (iamport) REST API key/secret",
                    [("IMP_KEY", ik, True), ("IMP_SECRET", isec, True)],
                    url="https://api.iamport.kr/users/getToken", method="POST",
                    body='{"imp_key":"%s","imp_secret":"%s"}' % (ik, isec))
    sec = rs(ALNUM, 80)
    return Cred("PortOne", "kr", "PortOne V2 API secret", [("PORTONE_API_SECRET", sec, True)],
                headers=[("Authorization", "PortOne " + sec)],
                url=f"https://api.portone.io/payments/order-{rs(DI, 10)}")


@V("data.go.kr", "kr")
def v_datagokr():
    dec = b64(rbytes(66))
    enc = pct(dec)
    use = pick([dec, enc])
    return Cred("data.go.kr", "kr", "공공데이터포털 serviceKey", [("DATA_GO_KR_SERVICE_KEY", use, True)],
                url="https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s"
                    "&pageNo=1&numOfRows=10&dataType=JSON&base_date=2025%02d%02d&base_time=0500&nx=60&ny=127" % (
                        enc, rint(1, 12), rint(1, 28)),
                extras=[dec, enc])


@V("Korea Investment & Securities", "kr")
def v_kis():
    ak, asec = "PS" + rs(ALNUM, 34), rs(B64, 180)
    return Cred("Korea Investment & Securities", "kr", "KIS Developers appkey/appsecret",
                [("KIS_APP_KEY", ak, True), ("KIS_APP_SECRET", asec, True),
                 ("KIS_ACCOUNT_NO", rs(DI, 8) + "-01", False)],
                url="https://openapi.koreainvestment.com:9443/oauth2/tokenP", method="POST",
                body='{"grant_type":"client_credentials","appkey":"%s","appsecret":"%s"}' % (ak, asec))


@V("Upbit", "kr")
def v_upbit():
    return Cred("Upbit", "kr", "Upbit Open API access/secret key",
                [("UPBIT_OPEN_API_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_OPEN_API_SECRET_KEY", rs(ALNUM, 40), True)])


@V("Bithumb", "kr")
def v_bithumb():
    return Cred("Bithumb", "kr", "Bithumb API connect key/secret",
                [("BITHUMB_CONNECT_KEY", rs(HEX, 32), True), ("BITHUMB_SECRET_KEY", rs(HEX, 32), True)])


@V("Solapi", "kr")
def v_solapi():
    return Cred("Solapi", "kr", "Solapi (CoolSMS) API key/secret",
                [("SOLAPI_API_KEY", "NCS" + rs(UPDI, 13), True), ("SOLAPI_API_SECRET", rs(UPDI, 32), True),
                 ("SOLAPI_SENDER", "010" + rs(DI, 8), False)])


@V("Channel Talk", "kr")
def v_channeltalk():
    ak, sec = rs(HEX, 24), rs(HEX, 32)
    return Cred("Channel Talk", "kr", "Channel Talk access key/secret",
                [("CHANNEL_ACCESS_KEY", ak, True), ("CHANNEL_ACCESS_SECRET", sec, True)],
                headers=[("x-access-key", ak), ("x-access-secret", sec)],
                url="https://api.channel.io/open/v5/user-chats?state=opened&limit=25")


@V("NHN Cloud", "kr")
def v_nhn():
    app, sec = rs(ALNUM, 16), rs(ALNUM, 8)
    return Cred("NHN Cloud", "kr", "NHN Cloud SMS secret key",
                [("NHN_SMS_APPKEY", app, False), ("NHN_SMS_SECRET_KEY", sec, True)],
                headers=[("X-Secret-Key", sec), ("Content-Type", "application/json;charset=UTF-8")],
                url=f"https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{app}/sender/sms", method="POST",
                body='{"body":"[인증] 123456","sendNo":"15880000","recipientList":[{"recipientNo":"01000000000"}]}')


@V("Sendbird", "kr")
def v_sendbird():
    app, tok = uuid4().upper(), rs(HEX, 40)
    return Cred("Sendbird", "kr", "Sendbird master API token",
                [("SENDBIRD_APP_ID", app, False), ("SENDBIRD_API_TOKEN", tok, True)],
                headers=[("Api-Token", tok)], url=f"https://api-{app}.sendbird.com/v3/users?limit=10")


@V("Kakao Pay", "kr")
def v_kakaopay():
    key = pick(["DEV", "PRD"]) + rs(HEXU, 36)
    return Cred("Kakao Pay", "kr", "Kakao Pay secret key", [("KAKAOPAY_SECRET_KEY", key, True)],
                headers=[("Authorization", "SECRET_KEY " + key), ("Content-Type", "application/json")],
                url="https://open-api.kakaopay.com/online/v1/payment/ready", method="POST",
                body='{"cid":"TC0ONETIME","partner_order_id":"%s","total_amount":%d}' % (rs(DI, 8), rint(1, 90) * 1000))


@V("Coupang", "kr")
def v_coupang():
    return Cred("Coupang", "kr", "Coupang Open API access/secret key",
                [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", rs(HEX, 40), True),
                 ("COUPANG_VENDOR_ID", "A00" + rs(DI, 6), False)])


@V("Cafe24", "kr")
def v_cafe24():
    return Cred("Cafe24", "kr", "Cafe24 app client secret",
                [("CAFE24_CLIENT_ID", rs(ALNUM, 22), False), ("CAFE24_CLIENT_SECRET", rs(ALNUM, 22), True),
                 ("CAFE24_MALL_ID", pick(ORGS).replace("-", ""), False)])


@V("CLOVA Studio", "kr")
def v_clova():
    tok = "nv-" + rs(HEX, 32)
    return Cred("CLOVA Studio", "kr", "CLOVA Studio API key", [("CLOVASTUDIO_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url="https://clovastudio.stream.ntruss.com/testapp/v1/chat-completions/HCX-003", method="POST",
                body='{"messages":[{"role":"user","content":"안녕"}],"maxTokens":64}')


# ---- Japan --------------------------------------------------------------------------------
@V("LINE", "jp")
def v_line():
    tok, sec = b64(rbytes(129)), rs(HEX, 32)
    return Cred("LINE", "jp", "LINE Messaging API channel access token",
                [("LINE_CHANNEL_ACCESS_TOKEN", tok, True), ("LINE_CHANNEL_SECRET", sec, True)],
                headers=[("Authorization", "Bearer " + tok), ("Content-Type", "application/json")],
                url="https://api.line.me/v2/bot/message/push", method="POST",
                body='{"to":"U%s","messages":[{"type":"text","text":"ok"}]}' % rs(HEX, 32))


@V("Chatwork", "jp")
def v_chatwork():
    tok = rs(HEX, 32)
    return Cred("Chatwork", "jp", "Chatwork API token", [("CHATWORK_API_TOKEN", tok, True)],
                headers=[("X-ChatWorkToken", tok)],
                url=f"https://api.chatwork.com/v2/rooms/{rint(10 ** 7, 10 ** 9)}/messages", method="POST",
                body="body=deploy+done")


@V("Backlog", "jp")
def v_backlog():
    tok = rs(ALNUM, 64)
    return Cred("Backlog", "jp", "Backlog API key", [("BACKLOG_API_KEY", tok, True)],
                url=f"https://{pick(ORGS)}.backlog.jp/api/v2/issues?apiKey={tok}&count=20")


@V("PAY.JP", "jp")
def v_payjp():
    tok = "sk_live_" + rs(HEX, 24)
    return Cred("PAY.JP", "jp", "PAY.JP secret key", [("PAYJP_SECRET_KEY", tok, True)],
                headers=[("Authorization", "Basic " + b64((tok + ":").encode()))],
                url="https://api.pay.jp/v1/charges?limit=3", extras=[b64((tok + ":").encode())])


@V("kintone", "jp")
def v_kintone():
    tok = rs(ALNUM, 40)
    return Cred("kintone", "jp", "kintone API token", [("KINTONE_API_TOKEN", tok, True)],
                headers=[("X-Cybozu-API-Token", tok)],
                url=f"https://{pick(ORGS)}.cybozu.com/k/v1/records.json?app={rint(1, 300)}")


@V("Sakura Cloud", "jp")
def v_sakura():
    tok, sec = uuid4(), rs(ALNUM, 64)
    return Cred("Sakura Cloud", "jp", "Sakura Cloud API access token/secret",
                [("SAKURACLOUD_ACCESS_TOKEN", tok, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", sec, True)],
                headers=[("Authorization", "Basic " + basic(tok, sec))],
                url="https://secure.sakura.ad.jp/cloud/zone/is1a/api/cloud/1.1/server",
                extras=[basic(tok, sec)])


# ---- Europe -------------------------------------------------------------------------------
@V("Mollie", "eu")
def v_mollie():
    tok = "live_" + rs(ALNUM, 30)
    return Cred("Mollie", "eu", "Mollie live API key", [("MOLLIE_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.mollie.com/v2/payments?limit=5")


@V("Adyen", "eu")
def v_adyen():
    tok = "AQE" + rs(B64, 87) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "<>;%", 16)
    return Cred("Adyen", "eu", "Adyen API key", [("ADYEN_API_KEY", tok, True)],
                headers=[("X-API-Key", tok), ("Content-Type", "application/json")],
                url="https://checkout-test.adyen.com/v71/paymentMethods", method="POST",
                body='{"merchantAccount":"%sECOM"}' % pick(ORGS).replace("-", "").capitalize())


@V("Scaleway", "eu")
def v_scaleway():
    ak, sk = "SCW" + rs(UPDI, 17), uuid4()
    return Cred("Scaleway", "eu", "Scaleway API key", [("SCW_ACCESS_KEY", ak, True), ("SCW_SECRET_KEY", sk, True),
                                                         ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)],
                headers=[("X-Auth-Token", sk)],
                url="https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")


@V("OVHcloud", "eu")
def v_ovh():
    return Cred("OVHcloud", "eu", "OVHcloud application key/secret/consumer key",
                [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", rs(ALNUM, 16), True),
                 ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True), ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])


@V("Hetzner", "eu")
def v_hetzner():
    tok = rs(ALNUM, 64)
    return Cred("Hetzner", "eu", "Hetzner Cloud API token", [("HCLOUD_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.hetzner.cloud/v1/servers")


@V("GoCardless", "eu")
def v_gocardless():
    tok = "live_" + rs(B64U, 40)
    return Cred("GoCardless", "eu", "GoCardless live access token", [("GOCARDLESS_ACCESS_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok), ("GoCardless-Version", "2015-07-06")],
                url="https://api.gocardless.com/customers?limit=5")


@V("Vonage", "eu")
def v_vonage():
    k, s = rs(HEX, 8), rs(ALNUM, 16)
    return Cred("Vonage", "eu", "Vonage API key/secret", [("VONAGE_API_KEY", k, True), ("VONAGE_API_SECRET", s, True)],
                url=f"https://rest.nexmo.com/sms/json?api_key={k}&api_secret={s}&to=8210{rs(DI, 8)}&from=ACME&text=hi",
                method="POST")


@V("Yandex Cloud", "eu")
def v_yandex():
    if chance(0.5):
        tok = "AQVN" + rs(B64U, 36)
        return Cred("Yandex Cloud", "eu", "Yandex Cloud API key", [("YC_API_KEY", tok, True)],
                    headers=[("Authorization", "Api-Key " + tok)],
                    url="https://llm.api.cloud.yandex.net/foundationModels/v1/completion", method="POST")
    tok = "y0_" + rs(B64U, 55)
    return Cred("Yandex Cloud", "eu", "Yandex OAuth token", [("YC_TOKEN", tok, True)],
                headers=[("Authorization", "OAuth " + tok)],
                url="https://resource-manager.api.cloud.yandex.net/resource-manager/v1/clouds")


@V("Spotify", "eu")
def v_spotify():
    cid, sec = rs(HEX, 32), rs(HEX, 32)
    return Cred("Spotify", "eu", "Spotify client secret", [("SPOTIFY_CLIENT_ID", cid, False),
                                                            ("SPOTIFY_CLIENT_SECRET", sec, True)],
                headers=[("Authorization", "Basic " + basic(cid, sec)),
                         ("Content-Type", "application/x-www-form-urlencoded")],
                url="https://accounts.spotify.com/api/token", method="POST", body="grant_type=client_credentials",
                extras=[basic(cid, sec)])


@V("Wise", "eu")
def v_wise():
    tok = uuid4()
    return Cred("Wise", "eu", "Wise API token", [("WISE_API_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.transferwise.com/v2/profiles")


@V("Exoscale", "eu")
def v_exoscale():
    return Cred("Exoscale", "eu", "Exoscale API key/secret", [("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24), True),
                                                              ("EXOSCALE_API_SECRET", rs(B64U, 43), True)])


@V("Bird (MessageBird)", "eu")
def v_bird():
    tok = rs(ALNUM, 25)
    return Cred("Bird (MessageBird)", "eu", "MessageBird live access key", [("MESSAGEBIRD_ACCESS_KEY", tok, True)],
                headers=[("Authorization", "AccessKey " + tok)], url="https://rest.messagebird.com/balance")


# ---- developer tooling / AI ---------------------------------------------------------------
@V("Bitbucket", "global")
def v_bitbucket():
    user, tok = pick(NAMES_ROMAN), "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8)
    return Cred("Bitbucket", "global", "Bitbucket app password", [("BITBUCKET_USERNAME", user, False),
                                                                   ("BITBUCKET_APP_PASSWORD", tok, True)],
                headers=[("Authorization", "Basic " + basic(user, tok))],
                url=f"https://api.bitbucket.org/2.0/repositories/{pick(ORGS)}", extras=[basic(user, tok)])


@V("JFrog", "global")
def v_jfrog():
    tok = "AKCp" + rs(ALNUM, 69)
    return Cred("JFrog", "global", "JFrog Artifactory API key", [("ARTIFACTORY_API_KEY", tok, True)],
                headers=[("X-JFrog-Art-Api", tok)],
                url=f"https://{pick(ORGS)}.jfrog.io/artifactory/api/repositories")


@V("CircleCI", "global")
def v_circleci():
    tok = "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEX, 40)
    return Cred("CircleCI", "global", "CircleCI personal API token", [("CIRCLE_TOKEN", tok, True)],
                headers=[("Circle-Token", tok)], url="https://circleci.com/api/v2/me")


@V("Buildkite", "global")
def v_buildkite():
    tok = "bkua_" + rs(HEX, 40)
    return Cred("Buildkite", "global", "Buildkite API access token", [("BUILDKITE_API_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url=f"https://api.buildkite.com/v2/organizations/{pick(ORGS)}/pipelines")


@V("Databricks", "global")
def v_databricks():
    tok = "dapi" + rs(HEX, 32)
    host = "adb-%s.%d.azuredatabricks.net" % (rs(DI, 16), rint(1, 19))
    return Cred("Databricks", "global", "Databricks personal access token",
                [("DATABRICKS_HOST", "https://" + host, False), ("DATABRICKS_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url=f"https://{host}/api/2.0/clusters/list")


@V("SonarCloud", "global")
def v_sonar():
    tok = pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40)
    return Cred("SonarCloud", "global", "SonarQube/SonarCloud token", [("SONAR_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)],
                url=f"https://sonarcloud.io/api/projects/search?organization={pick(ORGS)}")


@V("Replicate", "global")
def v_replicate():
    tok = "r8_" + rs(ALNUM, 37)
    return Cred("Replicate", "global", "Replicate API token", [("REPLICATE_API_TOKEN", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.replicate.com/v1/account")


@V("Groq", "global")
def v_groq():
    tok = "gsk_" + rs(ALNUM, 52)
    return Cred("Groq", "global", "Groq API key", [("GROQ_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.groq.com/openai/v1/models")


@V("Perplexity", "global")
def v_perplexity():
    tok = "pplx-" + rs(ALNUM, 48)
    return Cred("Perplexity", "global", "Perplexity API key", [("PERPLEXITY_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.perplexity.ai/chat/completions",
                method="POST", body='{"model":"sonar","messages":[{"role":"user","content":"ping"}]}')


@V("Mistral AI", "eu")
def v_mistral():
    tok = rs(ALNUM, 32)
    return Cred("Mistral AI", "eu", "Mistral API key", [("MISTRAL_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.mistral.ai/v1/models")


@V("Cohere", "global")
def v_cohere():
    tok = rs(ALNUM, 40)
    return Cred("Cohere", "global", "Cohere API key", [("CO_API_KEY", tok, True)],
                headers=[("Authorization", "Bearer " + tok)], url="https://api.cohere.com/v1/models")


@V("Algolia", "global")
def v_algolia():
    app, key = rs(UPDI, 10), rs(HEX, 32)
    return Cred("Algolia", "global", "Algolia admin API key", [("ALGOLIA_APP_ID", app, False),
                                                                ("ALGOLIA_ADMIN_KEY", key, True)],
                headers=[("X-Algolia-Application-Id", app), ("X-Algolia-API-Key", key)],
                url=f"https://{app}.algolia.net/1/indexes/products/settings")


# ----------------------------------------------------------------------------------------------
# part 3: containers - how key/value pairs are pasted into a note
# each renderer: f(pairs, ctx) -> (snippet, file_name, fence_language)
# pairs: list of (ENV_NAME, value); ctx: dict with vendor, svc, env
# ----------------------------------------------------------------------------------------------
def slug(vendor):
    return "".join(c for c in vendor.lower() if c.isalnum()) or "app"


def short_name(name, vendor):
    """strip the vendor prefix from an env name: STRIPE_SECRET_KEY -> SECRET_KEY"""
    parts = name.split("_")
    if len(parts) > 1 and slug(vendor).startswith(parts[0].lower()[:4]):
        return "_".join(parts[1:])
    return name


def q(v, style=None):
    style = style or pick(["'", '"'])
    return style + v + style


def c_dotenv(pairs, ctx):
    lines = []
    if chance(0.5):
        lines.append(pick(["# %s (%s)" % (ctx["svc"], ctx["env"]), "# --- %s ---" % ctx["vendor"],
                           "# copied from 1Password on %s" % ts_log()[:10], "NODE_ENV=" + ctx["env"],
                           "LOG_LEVEL=debug", "PORT=%d" % rint(3000, 9000)]))
    quote = pick(["", '"', "'"])
    for k, v in pairs:
        lines.append(f"{k}={quote}{v}{quote}")
    if chance(0.4):
        lines.append(pick(["FEATURE_FLAGS=beta_checkout", "TZ=Asia/Seoul", "SENTRY_ENVIRONMENT=" + ctx["env"],
                           "REDIS_URL=redis://localhost:6379/0"]))
    return "\n".join(lines), pick([".env", ".env." + ctx["env"], "deploy/%s.env" % ctx["env"], ".env.local"]), ""


def c_export(pairs, ctx):
    kw = pick(["export ", "export ", "set -x ", "$env:"])
    if kw == "set -x ":
        lines = [f"set -x {k} '{v}'" for k, v in pairs]
        fn = "~/.config/fish/config.fish"
    elif kw == "$env:":
        lines = [f'$env:{k} = "{v}"' for k, v in pairs]
        fn = "profile.ps1"
    else:
        lines = [f"export {k}={q(v)}" for k, v in pairs]
        fn = pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", ".envrc"])
    return "\n".join(lines), fn, "bash"


def c_inline(pairs, ctx):
    cmd = pick(["npm run sync", "python -m %s.worker" % ctx["svc"].replace("-", "_"), "./scripts/smoke.sh",
                "go run ./cmd/%s" % ctx["svc"], "bundle exec rake jobs:work", "node dist/index.js",
                "pytest -k integration", "make e2e"])
    env = " ".join(f"{k}={q(v, chr(39))}" if any(c in v for c in "$&;|<>()!#*? ") else f"{k}={v}"
                   for k, v in pairs)
    return f"{env} {cmd}", "", "bash"


def c_yaml(pairs, ctx):
    sec = slug(ctx["vendor"])
    lines = [f"{sec}:"]
    if chance(0.5):
        lines.insert(0, f"# {ctx['env']} settings for {ctx['svc']}")
    for k, v in pairs:
        val = q(v) if chance(0.6) or any(c in v for c in ":#{}[],&*!|>%@`") else v
        lines.append(f"  {short_name(k, ctx['vendor']).lower()}: {val}")
    if chance(0.5):
        lines.append(pick(["  timeout: 30s", "  retries: 3", "  enabled: true", "  region: " + pick(REGIONS)]))
    return "\n".join(lines), pick(["config/%s.yaml" % ctx["env"], "application-%s.yml" % ctx["env"],
                                   "values-%s.yaml" % ctx["env"], "config/settings.yml"]), "yaml"


def c_json(pairs, ctx):
    inner = {}
    for k, v in pairs:
        inner[camel(short_name(k, ctx["vendor"]))] = v
    obj = {slug(ctx["vendor"]): inner}
    if chance(0.4):
        obj = {"env": ctx["env"], **obj}
    text = json.dumps(obj, indent=pick([2, 4, None]), ensure_ascii=False)
    return text, pick(["config/%s.json" % ctx["env"], "appsettings.%s.json" % ctx["env"].capitalize(),
                       "secrets.local.json", "credentials.json"]), "json"


def c_toml(pairs, ctx):
    lines = [f"[{slug(ctx['vendor'])}]"]
    for k, v in pairs:
        lines.append(f'{short_name(k, ctx["vendor"]).lower()} = "{v}"')
    return "\n".join(lines), pick(["config.toml", "settings.%s.toml" % ctx["env"], ".streamlit/secrets.toml"]), "toml"


def c_ini(pairs, ctx):
    sec = pick([slug(ctx["vendor"]), "default", ctx["env"], "credentials"])
    lines = [f"[{sec}]"]
    for k, v in pairs:
        lines.append(f"{short_name(k, ctx['vendor']).lower()} = {v}")
    return "\n".join(lines), pick(["settings.ini", "config.ini", "%s.cfg" % ctx["svc"], "credentials"]), "ini"


def c_properties(pairs, ctx):
    lines = []
    for k, v in pairs:
        lines.append("app.%s.%s=%s" % (slug(ctx["vendor"]), short_name(k, ctx["vendor"]).lower().replace("_", "-"), v))
    if chance(0.5):
        lines.insert(0, "spring.profiles.active=" + ctx["env"])
    return "\n".join(lines), pick(["application-%s.properties" % ctx["env"], "gradle.properties",
                                   "src/main/resources/application.properties"]), "properties"


def c_xml(pairs, ctx):
    if chance(0.5):
        lines = ["<appSettings>"]
        for k, v in pairs:
            lines.append(f'  <add key="{pascal(ctx["vendor"].split()[0])}:{pascal(short_name(k, ctx["vendor"]))}" value="{v}" />')
        lines.append("</appSettings>")
        return "\n".join(lines), pick(["web.config", "App.config", "Web.%s.config" % ctx["env"].capitalize()]), "xml"
    lines = ["<properties>"]
    for k, v in pairs:
        lines.append(f"  <{camel(k)}>{v}</{camel(k)}>")
    lines.append("</properties>")
    return "\n".join(lines), "pom.xml", "xml"


def c_k8s_secret(pairs, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", f"  name: {ctx['svc']}-{slug(ctx['vendor'])}",
             f"  namespace: {ctx['env']}", "type: Opaque", "stringData:"]
    for k, v in pairs:
        lines.append(f"  {k}: {q(v)}")
    return "\n".join(lines), f"k8s/{ctx['env']}/{ctx['svc']}-secret.yaml", "yaml"


def c_k8s_env(pairs, ctx):
    lines = ["      containers:", f"        - name: {ctx['svc']}",
             f"          image: ghcr.io/{pick(ORGS)}/{ctx['svc']}:{rint(1, 3)}.{rint(0, 20)}.{rint(0, 9)}",
             "          env:"]
    for k, v in pairs:
        lines.append(f"            - name: {k}")
        lines.append(f"              value: {q(v)}")
    return "\n".join(lines), f"deploy/{ctx['svc']}-deployment.yaml", "yaml"


def c_compose(pairs, ctx):
    lines = ["services:", f"  {ctx['svc']}:", f"    build: ./{ctx['svc']}", "    environment:"]
    if chance(0.5):
        for k, v in pairs:
            lines.append(f"      {k}: {q(v)}")
    else:
        for k, v in pairs:
            lines.append(f"      - {k}={v}")
    return "\n".join(lines), pick(["docker-compose.yml", "compose.%s.yaml" % ctx["env"]]), "yaml"


def c_dockerfile(pairs, ctx):
    lines = [pick(["FROM python:3.12-slim", "FROM node:20-alpine", "FROM eclipse-temurin:21-jre",
                   "FROM golang:1.22 AS build"]), "WORKDIR /app"]
    kw = pick(["ENV", "ARG", "ENV"])
    for k, v in pairs:
        lines.append(f"{kw} {k}={v}" if chance(0.7) else f'{kw} {k}="{v}"')
    lines.append(pick(["COPY . .", "RUN pip install -r requirements.txt", "RUN npm ci --omit=dev"]))
    return "\n".join(lines), "Dockerfile", "dockerfile"


def c_gha(pairs, ctx):
    lines = [f"name: {pick(['deploy', 'nightly', 'release', 'e2e'])}", "on: [push]", "jobs:", "  run:",
             "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        lines.append(f"      {k}: {q(v)}")
    lines += ["    steps:", "      - uses: actions/checkout@v4", f"      - run: make {pick(['deploy', 'test', 'publish'])}"]
    return "\n".join(lines), f".github/workflows/{pick(['deploy', 'ci', 'release'])}.yml", "yaml"


def c_gitlab_ci(pairs, ctx):
    lines = ["variables:"]
    for k, v in pairs:
        lines.append(f"  {k}: {q(v)}")
    lines += ["", f"{pick(['deploy', 'publish', 'smoke'])}:", "  stage: deploy", "  script:",
              f"    - ./ci/{pick(['deploy', 'publish', 'smoke'])}.sh {ctx['env']}"]
    return "\n".join(lines), ".gitlab-ci.yml", "yaml"


def c_terraform(pairs, ctx):
    if chance(0.5):
        lines = [f'{k.lower()} = "{v}"' for k, v in pairs]
        return "\n".join(lines), pick(["terraform.tfvars", "%s.auto.tfvars" % ctx["env"]]), "hcl"
    lines = [f'provider "{slug(ctx["vendor"])}" {{']
    for k, v in pairs:
        lines.append(f'  {short_name(k, ctx["vendor"]).lower()} = "{v}"')
    lines.append("}")
    return "\n".join(lines), pick(["main.tf", "providers.tf"]), "hcl"


def c_code(pairs, ctx):
    lang = pick(["python", "js", "ts", "go", "java", "kotlin", "csharp", "ruby", "php", "rust", "swift", "bash"])
    L = []
    if lang == "python":
        for k, v in pairs:
            L.append(pick([f'{k} = "{v}"', f'os.environ.setdefault("{k}", "{v}")', f"{k} = '{v}'"]))
        L.append(pick(["client = Client(%s)" % ", ".join(f"{short_name(k, ctx['vendor']).lower()}={k}" for k, _ in pairs),
                       "resp = session.get(BASE_URL, timeout=10)"]))
        fn = pick(["settings.py", "src/%s/config.py" % ctx["svc"].replace("-", "_"), "notebooks/debug.ipynb",
                   "scripts/backfill.py"])
    elif lang in ("js", "ts"):
        for k, v in pairs:
            L.append(pick([f"const {camel(k)} = '{v}';", f'process.env.{k} ??= "{v}";',
                           f"const {k}{': string' if lang == 'ts' else ''} = `{v}`;"]))
        fn = pick(["src/config.%s" % lang, "lib/client.%s" % lang, "scripts/seed.%s" % lang])
    elif lang == "go":
        for k, v in pairs:
            L.append(f'const {camel(k)} = "{v}"')
        L.append("// TODO: read from env before merge")
        fn = "internal/config/config.go"
    elif lang == "java":
        for k, v in pairs:
            L.append(f'private static final String {k} = "{v}";')
        fn = "src/main/java/com/%s/config/ApiConfig.java" % pick(ORGS).replace("-", "")
    elif lang == "kotlin":
        for k, v in pairs:
            L.append(f'const val {k} = "{v}"')
        fn = "app/src/main/java/%s/BuildConfig.kt" % pick(ORGS).replace("-", "")
    elif lang == "csharp":
        for k, v in pairs:
            L.append(f'private const string {pascal(k)} = "{v}";')
        fn = "Services/ApiClient.cs"
    elif lang == "ruby":
        for k, v in pairs:
            L.append(pick([f"ENV['{k}'] ||= '{v}'", f"{k} = '{v}'.freeze"]))
        fn = pick(["config/initializers/%s.rb" % slug(ctx["vendor"]), "lib/tasks/sync.rake"])
    elif lang == "php":
        for k, v in pairs:
            L.append(pick([f"define('{k}', '{v}');", f"'{short_name(k, ctx['vendor']).lower()}' => '{v}',"]))
        fn = pick(["config/services.php", "wp-config.php"])
    elif lang == "rust":
        for k, v in pairs:
            L.append(f'const {k}: &str = "{v}";')
        fn = "src/main.rs"
    elif lang == "swift":
        for k, v in pairs:
            L.append(f'static let {camel(k)} = "{v}"')
        fn = "Sources/App/Secrets.swift"
    else:
        for k, v in pairs:
            L.append(f"{k}='{v}'")
        L.append("curl -fsS \"$BASE_URL/health\"")
        fn = "scripts/run.sh"
    fence = {"js": "javascript", "ts": "typescript", "csharp": "csharp"}.get(lang, lang)
    return "\n".join(L), fn, fence


def c_log(pairs, ctx):
    t = ts_iso()
    style = rint(0, 2)
    if style == 0:
        d = {k.lower(): v for k, v in pairs}
        return f"{t} DEBUG {ctx['svc']} config loaded: {d!r}", "logs/%s.log" % ctx["svc"], ""
    if style == 1:
        d = {"ts": t, "level": "debug", "svc": ctx["svc"], "msg": "client init"}
        for k, v in pairs:
            d[camel(k)] = v
        return json.dumps(d, ensure_ascii=False), "", "json"
    kv = " ".join(f"{k.lower()}={v}" for k, v in pairs)
    return f"[{ts_log()}] INFO  starting {ctx['svc']} env={ctx['env']} {kv} pid={rint(100, 60000)}", \
        "", ""


def c_stacktrace(pairs, ctx):
    k, v = pairs[-1]
    if chance(0.5):
        others = ", ".join(f"{kk.lower()}='{vv}'" for kk, vv in pairs)
        text = ("Traceback (most recent call last):\n"
                f'  File "/app/{ctx["svc"].replace("-", "_")}/client.py", line {rint(20, 300)}, in connect\n'
                "    resp.raise_for_status()\n"
                f"requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.{slug(ctx['vendor'])}.com/v1/ping "
                f"(settings: {others})")
        return text, "", "text"
    text = (f"Exception in thread \"main\" java.lang.IllegalStateException: auth failed for {k}={v}\n"
            f"\tat com.{pick(ORGS).replace('-', '')}.client.ApiClient.init(ApiClient.java:{rint(30, 200)})\n"
            f"\tat com.{pick(ORGS).replace('-', '')}.Main.main(Main.java:{rint(10, 60)})")
    return text, "app.log", "text"


def c_diff(pairs, ctx):
    fn = pick([".env.%s" % ctx["env"], "config/%s.yaml" % ctx["env"], "docker-compose.yml"])
    lines = [f"diff --git a/{fn} b/{fn}", f"--- a/{fn}", f"+++ b/{fn}", "@@ -%d,%d +%d,%d @@" % (rint(1, 40), 3, rint(1, 40), 4)]
    lines.append(" " + pick(["LOG_LEVEL=info", "TZ=UTC", "PORT=8080"]))
    for k, v in pairs:
        if chance(0.5):
            lines.append(f"-{k}=")
        lines.append(f"+{k}={v}")
    return "\n".join(lines), fn, "diff"


def c_table(pairs, ctx):
    lines = ["| key | value | note |", "|---|---|---|"]
    for k, v in pairs:
        lines.append(f"| {k} | `{v}` | {pick(['from ops', ctx['env'], 'rotated ' + ts_log()[:10], 'do not share'])} |")
    return "\n".join(lines), "", ""


def c_chat(pairs, ctx):
    lang = ctx.get("lang", "en")
    who = pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN)
    body = " / ".join(f"{k}={v}" for k, v in pairs) if len(pairs) > 1 else pairs[0][1]
    if lang == "ko":
        msg = pick(["%s 값 공유드려요: %s", "%s 새로 발급했습니다 → %s", "%s 이거 쓰시면 돼요 %s"]) % (
            ctx["vendor"], body)
    else:
        msg = pick(["here's the %s value: %s", "new %s creds -> %s", "%s, use this: %s"]) % (ctx["vendor"], body)
    return f"[{hhmm()}] {who}: {msg}", "", ""


def c_systemd(pairs, ctx):
    lines = ["[Service]"] + [f'Environment="{k}={v}"' for k, v in pairs] + [
        f"ExecStart=/opt/{ctx['svc']}/bin/{ctx['svc']}"]
    return "\n".join(lines), f"/etc/systemd/system/{ctx['svc']}.service", "ini"


def c_cli_set(pairs, ctx):
    tool = rint(0, 4)
    if tool == 0:
        cmd = f"kubectl -n {ctx['env']} create secret generic {ctx['svc']}-creds " + " ".join(
            f"--from-literal={k}={q(v, chr(39))}" for k, v in pairs)
    elif tool == 1:
        cmd = "\n".join(f'gh secret set {k} --body "{v}"' for k, v in pairs)
    elif tool == 2:
        cmd = f"heroku config:set " + " ".join(f"{k}={q(v, chr(39))}" for k, v in pairs) + f" -a {ctx['svc']}"
    elif tool == 3:
        cmd = "\n".join(f"vercel env add {k} {ctx['env']} <<< '{v}'" for k, v in pairs)
    else:
        cmd = f"fly secrets set " + " ".join(f"{k}={q(v, chr(39))}" for k, v in pairs) + f" -a {ctx['svc']}"
    return cmd, "", "bash"


KV_CONTAINERS = [("dotenv", c_dotenv), ("shell export", c_export), ("inline env command", c_inline),
                 ("YAML", c_yaml), ("JSON", c_json), ("TOML", c_toml), ("INI", c_ini),
                 ("properties", c_properties), ("XML", c_xml), ("k8s Secret", c_k8s_secret),
                 ("k8s Deployment env", c_k8s_env), ("docker-compose", c_compose), ("Dockerfile", c_dockerfile),
                 ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab_ci), ("Terraform", c_terraform),
                 ("code", c_code), ("log line", c_log), ("stack trace", c_stacktrace), ("diff", c_diff),
                 ("markdown table", c_table), ("chat message", c_chat), ("systemd unit", c_systemd),
                 ("CLI secret set", c_cli_set)]


# ---- HTTP renderers (use cred.headers / cred.url) ------------------------------------------
def h_curl(cred, ctx):
    parts = ["curl " + pick(["-s", "-sS", "-fsS", "-v", "-i"])]
    if cred.method != "GET":
        parts.append("-X " + cred.method)
    for name, val in cred.headers:
        parts.append(f"-H '{name}: {val}'" if chance(0.7) else f'-H "{name}: {val}"')
    if cred.body:
        parts.append(f"-d '{cred.body}'")
    parts.append(f'"{cred.url}"' if chance(0.6) else cred.url)
    sep = " \\\n  " if chance(0.6) else " "
    return sep.join(parts), "", "bash"


def h_raw(cred, ctx):
    u = urllib.parse.urlsplit(cred.url)
    path = u.path + ("?" + u.query if u.query else "")
    lines = [f"{cred.method} {path} HTTP/1.1", f"Host: {u.netloc}"]
    for name, val in cred.headers:
        lines.append(f"{name}: {val}")
    lines.append("User-Agent: " + pick(["python-requests/2.32.3", "axios/1.7.2", "okhttp/4.12.0", "curl/8.5.0"]))
    if cred.body:
        lines += ["", cred.body]
    return "\n".join(lines), "", "http"


def h_python(cred, ctx):
    hd = ", ".join(f'"{n}": "{v}"' for n, v in cred.headers)
    lines = ["import requests", ""]
    if cred.headers:
        lines.append(f"headers = {{{hd}}}")
    call = f'requests.{cred.method.lower()}("{cred.url}"' + (", headers=headers" if cred.headers else "")
    if cred.body:
        call += f", data='{cred.body}'"
    lines.append("r = " + call + ", timeout=10)")
    lines.append("print(r.status_code, r.text[:200])")
    return "\n".join(lines), "scratch/try_%s.py" % slug(cred.vendor), "python"


def h_fetch(cred, ctx):
    hd = ", ".join(f"'{n}': '{v}'" for n, v in cred.headers)
    opts = [f"method: '{cred.method}'"]
    if cred.headers:
        opts.append(f"headers: {{ {hd} }}")
    if cred.body:
        opts.append(f"body: JSON.stringify({cred.body})" if cred.body.startswith("{") else f"body: '{cred.body}'")
    return f"const res = await fetch('{cred.url}', {{\n  " + ",\n  ".join(opts) + "\n});", \
        "src/lib/%s.ts" % slug(cred.vendor), "typescript"


def h_httpie(cred, ctx):
    hs = " ".join(f"'{n}:{v}'" for n, v in cred.headers)
    return f"http {cred.method} '{cred.url}' {hs}".rstrip(), "", "bash"


def h_debuglog(cred, ctx):
    u = urllib.parse.urlsplit(cred.url)
    lines = [f"{ts_iso()} DEBUG urllib3.connectionpool Starting new HTTPS connection (1): "
             f"{u.hostname}:{u.port or 443}"]
    lines.append(f'{ts_iso()} DEBUG http.client send: b\'{cred.method} {urllib.parse.urlsplit(cred.url).path} HTTP/1.1\\r\\n'
                 + "".join(f"{n}: {v}\\r\\n" for n, v in cred.headers) + "'")
    lines.append(f"{ts_iso()} DEBUG reply: 'HTTP/1.1 {pick(['401 Unauthorized', '403 Forbidden', '200 OK', '429 Too Many Requests'])}\\r\\n'")
    return "\n".join(lines), "logs/debug.log", ""


def h_url_only(cred, ctx):
    return cred.url, "", ""


HTTP_RENDERERS = [("curl", h_curl), ("raw HTTP request", h_raw), ("python requests", h_python),
                  ("fetch()", h_fetch), ("httpie", h_httpie), ("HTTP debug log", h_debuglog)]


# ----------------------------------------------------------------------------------------------
# part 4: prose.  Notes are composed from pools of sentences; {snip} marks where a pasted
# snippet goes (start / middle / end of a field), {value} marks a repeated value in a question.
# ----------------------------------------------------------------------------------------------
def has_jong(word):
    for ch in reversed(word.strip()):
        if "가" <= ch <= "힣":
            return (ord(ch) - 0xAC00) % 28 != 0
        if ch.isalnum():
            return ch.lower() in "lmnr0136789"   # rough reading of Latin letters / digits
    return False


def josa(word, pair):
    a, b = pair.split("/")
    return word + (a if has_jong(word) else b)


TASKS_EN = ["wire up the {vendor} integration", "migrate {svc} to the new cluster", "fix the nightly {svc} job",
            "add retries to the {vendor} client", "debug the failing e2e suite", "set up {env} from scratch",
            "upgrade the {vendor} SDK to the next major", "move config out of the repo",
            "investigate a spike of 401s in {svc}", "add a health check to {svc}",
            "reproduce a customer bug locally", "split {svc} into two deployments", "speed up the CI pipeline"]
TASKS_KO = ["{vendor} 연동 붙이기", "{svc}를 새 클러스터로 이전", "{svc} 야간 배치 수정", "{vendor} 클라이언트에 재시도 추가",
            "깨지는 e2e 테스트 디버깅", "{env} 환경 새로 구성", "{vendor} SDK 메이저 버전 업그레이드",
            "설정을 레포 밖으로 빼기", "{svc} 401 급증 원인 조사", "{svc} 헬스체크 추가", "고객 버그 로컬 재현",
            "CI 파이프라인 속도 개선"]
ERRS = ["401 Unauthorized", "403 Forbidden", "invalid_auth", "AuthenticationError: Incorrect API key provided",
        "SignatureDoesNotMatch", "InvalidClientTokenId", "ERR_INVALID_TOKEN", "token expired",
        "unauthorized: authentication required", "HTTP 400 invalid_client"]
JOBS = ["deploy-staging", "nightly-sync", "e2e", "release", "build-and-push", "db-migrate", "smoke-test",
        "publish-package", "backfill", "terraform-plan"]
CMDS = ["make smoke", "npm run test:integration", "./scripts/check_auth.sh", "pytest -m live",
        "kubectl -n {env} rollout status deploy/{svc}", "curl -fsS localhost:8080/healthz", "go test ./integration/...",
        "terraform plan", "docker compose up {svc}", "just e2e"]

MC_PLAIN_EN = [
    "I didn't know where {svc} gets {what} in {env}.",
    "The {env} deploy of {svc} failed with `{err}` and I had no idea whether {what} was still current.",
    "Nobody had written down how {svc} authenticates against {vendor}.",
    "I assumed {what} came from the secret manager, but {svc} actually reads it from `{file}`.",
    "Task: {task}. Missing piece: {what} for {env}.",
    "The README of {repo} only says 'ask ops for credentials'.",
    "Local run of {svc} kept failing on startup with `{err}`.",
    "{person} asked me to {task} but I had no access details for {vendor}.",
    "CI job `{job}` broke right after last week's rotation and the runbook was out of date.",
    "I spent an hour guessing the auth format {vendor} expects from {svc}.",
    "Had to {task}; the {env} values weren't in any doc I could find.",
    "Wasn't sure whether {env} and {env2} share {what}.",
]
MC_SNIP_EN = [
    "{person} pasted this from the {env} box when I asked how {svc} is configured:\n{snip}",
    "Found this in `{file}` while debugging the {env} outage:\n{snip}",
    "The failing `{job}` job printed its config:\n{snip}\nI didn't know whether these values were current.",
    "Context I was missing - the actual {vendor} setup for {svc}:\n{snip}",
    "{snip}\n^ this is what {person} sent; I didn't know {svc} needed it.",
    "While trying to {task} I found {what} set like this:\n{snip}",
    "Existing setup ({file}):\n{snip}\nI didn't know it was the one {env} uses.",
]
LESSON_SNIP_EN = [
    "{svc} reads {what} from `{file}`. Working version:\n{snip}\nRun `{cmd}` to verify.",
    "Use this for {env}:\n{snip}",
    "Fix was to put {what} into `{file}`:\n{snip}\nRestart {svc} afterwards.",
    "{snip}\nWith this in place `{cmd}` passes.",
    "The call only works when the auth part looks exactly like this:\n{snip}\nOther formats get `{err}`.",
    "Don't rotate {what} without telling {person} - {svc2} depends on it. Current setup:\n{snip}",
    "{vendor} auth for {svc} ({env}) that finally worked:\n{snip}\nThe host/region must match too.",
    "Copy-paste ready:\n{snip}\n(verified with `{cmd}`)",
    "Root cause: the old value was stale. Correct one, as in `{file}`:\n{snip}",
    "For future me - {what}:\n{snip}\nNo need to ask ops again.",
    "Reproduce with:\n{snip}\nThen compare against {env}.",
]
LESSON_PLAIN_EN = [
    "{svc} reads `{file}` at startup, so restart it after changing the file.",
    "Always check `{file}` first; whatever is there is what {env} actually uses.",
    "Verify with `{cmd}` before touching anything else.",
    "The value in the runbook is outdated; the one above is what works.",
    "{vendor} returns `{err}` for both a wrong and an expired value, so check the date first.",
    "Keep {env} and {env2} values separate; they were mixed up before.",
    "After updating, `{cmd}` went green in under a minute.",
    "The {vendor} dashboard shows the last-used time, which is a quick way to confirm which value is live.",
]
ASK_PLAIN_EN = [
    "Is {what} for {env} still the same, or has it been rotated?",
    "Should {what} move from `{file}` into the secret manager?",
    "Which {vendor} account should {env} use next time?",
    "Can you tell me when {what} changes so I can update `{file}`?",
    "Do {env} and {env2} use the same {vendor} project?",
    "Who owns the {vendor} account now that {person} moved teams?",
]
ASK_VALUE_EN = [
    "Is `{value}` still the right value for {env}?",
    "Should I keep using {value} for {svc}?",
    "Last time it was `{value}` - is that still current?",
    "Can I reuse `{value}` for {svc2} as well?",
]
ASK_SNIP_EN = [
    "Is this still valid for {env}?\n{snip}",
    "Should I keep the following in `{file}` or move it?\n{snip}",
    "{snip}\n- can {svc2} use the same thing?",
]

MC_PLAIN_KO = [
    "{env} 환경에서 {svc}가 {what_eul} 어디서 읽는지 몰랐음.",
    "{svc} {env} 배포가 `{err}`로 실패했는데 어떤 값이 최신인지 알 수 없었다.",
    "{vendor} 연동 인증 방식이 어디에도 문서화되어 있지 않았다.",
    "{what_eun} 시크릿 매니저에서 가져오는 줄 알았는데 실제로는 `{file}`에서 읽고 있었음.",
    "작업: {task}. {env}용 {what_i} 없어서 막힘.",
    "{repo} README에는 '인증 정보는 운영팀에 문의'라고만 적혀 있었다.",
    "로컬에서 {svc}를 띄우면 시작하자마자 `{err}` 에러가 났다.",
    "{person_i} {task} 부탁했는데 {vendor} 접속 정보가 없었음.",
    "지난주 키 교체 이후로 CI 잡 `{job}`이 계속 실패했고 런북도 옛날 내용이었다.",
    "{vendor_i} 기대하는 인증 형식을 추측하느라 한 시간을 썼다.",
    "{env_rang} {env2}가 같은 {what_eul} 쓰는지 확실하지 않았음.",
]
MC_SNIP_KO = [
    "{svc} 설정을 물어봤더니 {person_i} {env} 서버에서 복사해서 보내줌:\n{snip}",
    "{env} 장애 디버깅하다가 `{file}`에서 발견:\n{snip}",
    "실패한 `{job}` 잡 로그에 설정이 그대로 찍혀 있었다:\n{snip}\n이 값이 최신인지 몰랐음.",
    "몰랐던 부분 - {svc}의 실제 {vendor} 설정:\n{snip}",
    "{snip}\n↑ {person_i} 보내준 것. {svc}에 이게 필요한 줄 몰랐다.",
    "{task} 작업 중에 이렇게 설정된 걸 발견:\n{snip}",
    "기존 설정({file}):\n{snip}\n{env}에서 실제로 쓰는 값인지 몰랐음.",
]
LESSON_SNIP_KO = [
    "{svc}는 {what_eul} `{file}`에서 읽는다. 동작하는 설정:\n{snip}\n`{cmd}`로 확인.",
    "{env}에서는 이걸 쓰면 됨:\n{snip}",
    "`{file}`에 {what_eul} 넣어서 해결:\n{snip}\n변경 후 {svc} 재시작 필요.",
    "{snip}\n이렇게 하면 `{cmd}` 통과.",
    "인증 부분이 정확히 이 형식이어야 호출이 된다:\n{snip}\n다른 형식은 `{err}`.",
    "{what_eun} {person}에게 말하지 않고 교체하지 말 것 - {svc2}가 의존함. 현재 설정:\n{snip}",
    "결국 동작한 {svc}({env})의 {vendor} 인증:\n{snip}\n호스트/리전도 맞아야 함.",
    "바로 복붙 가능:\n{snip}\n(`{cmd}`로 검증함)",
    "원인: 예전 값이 만료됨. `{file}`에 있는 올바른 값:\n{snip}",
    "다음 번을 위한 메모 - {what}:\n{snip}\n운영팀에 다시 물어볼 필요 없음.",
    "재현 방법:\n{snip}\n그다음 {env_wa} 비교.",
]
LESSON_PLAIN_KO = [
    "{svc}는 시작할 때 `{file}`을 읽으므로 파일 수정 후 재시작해야 한다.",
    "항상 `{file}`부터 확인할 것. 거기 있는 값이 {env}에서 실제로 쓰는 값이다.",
    "다른 걸 건드리기 전에 `{cmd}`로 먼저 확인.",
    "런북의 값은 옛날 것이고 위의 값이 동작한다.",
    "{vendor_eun} 잘못된 값과 만료된 값 모두 `{err}`를 돌려주므로 날짜부터 확인할 것.",
    "{env_wa} {env2} 값을 분리해서 관리할 것. 전에 섞인 적이 있음.",
    "수정 후 `{cmd}`가 1분 안에 초록불.",
    "{vendor} 콘솔에서 마지막 사용 시각을 보면 어떤 값이 살아있는지 바로 알 수 있다.",
]
ASK_PLAIN_KO = [
    "{env}의 {what_i} 그대로인가요, 교체됐나요?",
    "{what_eul} `{file}` 대신 시크릿 매니저로 옮겨도 될까요?",
    "다음에 {env}에서는 어떤 {vendor} 계정을 써야 하나요?",
    "{what_i} 바뀌면 알려주실 수 있나요? `{file}`도 같이 고쳐야 해서요.",
    "{env_rang} {env2}가 같은 {vendor} 프로젝트를 쓰나요?",
    "{person_i} 팀을 옮겼는데 이제 {vendor} 계정 담당은 누구인가요?",
]
ASK_VALUE_KO = [
    "`{value}` 아직 {env}에서 유효한 값 맞나요?",
    "{svc}에 {value} 계속 써도 되나요?",
    "지난번 값이 `{value}`였는데 지금도 그대로인가요?",
    "{svc2}에도 `{value}` 재사용해도 될까요?",
]
ASK_SNIP_KO = [
    "{env}에서 이거 아직 유효한가요?\n{snip}",
    "아래 내용을 `{file}`에 계속 둬도 될까요, 옮길까요?\n{snip}",
    "{snip}\n- {svc2}에서도 같은 걸 써도 되나요?",
]
TAIL_EN = ["", "", "", " (took ~2h to find)", " Also bumped the client library while I was there.",
           " Logged it in the team wiki too.", " This bit me twice already.", " Same applies to the {env} replica."]
TAIL_KO = ["", "", "", " (찾는 데 2시간 걸림)", " 하는 김에 클라이언트 라이브러리도 올렸음.", " 팀 위키에도 적어둠.",
           " 벌써 두 번째 겪는 문제.", " {env} 복제본도 동일."]

POOLS = {
    "en": dict(mc_plain=MC_PLAIN_EN, mc_snip=MC_SNIP_EN, lesson_snip=LESSON_SNIP_EN, lesson_plain=LESSON_PLAIN_EN,
               ask_plain=ASK_PLAIN_EN, ask_value=ASK_VALUE_EN, ask_snip=ASK_SNIP_EN, tail=TAIL_EN),
    "ko": dict(mc_plain=MC_PLAIN_KO, mc_snip=MC_SNIP_KO, lesson_snip=LESSON_SNIP_KO, lesson_plain=LESSON_PLAIN_KO,
               ask_plain=ASK_PLAIN_KO, ask_value=ASK_VALUE_KO, ask_snip=ASK_SNIP_KO, tail=TAIL_KO),
}


class Payload:
    """Something pasted into a note plus what the prose needs to talk about it."""

    def __init__(self, snippet, category, what_en, what_ko, vendor="", file="", fence="", candidates=(),
                 ask_value=None):
        self.snippet = snippet
        self.category = category
        self.what_en = what_en
        self.what_ko = what_ko
        self.vendor = vendor
        self.file = file
        self.fence = fence
        self.candidates = list(candidates)
        self.ask_value = ask_value


def fmt_snippet(snip, fence, lang):
    """present a pasted snippet: fenced block, indented block, inline code or raw"""
    multiline = "\n" in snip
    if "`" in snip and not multiline:
        return snip
    if not multiline and len(snip) < 160 and chance(0.45):
        return "`" + snip + "`"
    r = R.random()
    if r < 0.45:
        return "```" + (fence if chance(0.7) else "") + "\n" + snip + "\n```"
    if r < 0.6 and multiline:
        return "\n".join("    " + ln for ln in snip.split("\n"))
    return snip


def prose_vars(p, lang):
    svc = pick(SVCS)
    env = pick(ENVS)
    v = dict(svc=svc, svc2=pick([s for s in SVCS if s != svc]), env=env, env2=pick([e for e in ENVS if e != env]),
             vendor=p.vendor or pick(["partner API", "upstream", "gateway"]),
             file=p.file or pick([".env", "config/%s.yaml" % env, "deploy/values.yaml", "settings.py"]),
             person=pick(PEOPLE_KO if lang == "ko" else PEOPLE_EN), err=pick(ERRS), job=pick(JOBS),
             repo=pick(REPOS), what=p.what_ko if lang == "ko" else p.what_en)
    v["cmd"] = pick(CMDS).format(env=env, svc=svc)
    if not p.vendor and lang == "ko":
        v["vendor"] = pick(["외부 API", "업스트림"])
    v["task"] = pick(TASKS_KO if lang == "ko" else TASKS_EN).format(vendor=v["vendor"], svc=svc, env=env)
    if lang == "ko":
        w = p.what_ko
        v.update(what_eul=josa(w, "을/를"), what_i=josa(w, "이/가"), what_eun=josa(w, "은/는"),
                 person_i=josa(v["person"], "이/가"), env_rang=josa(env, "이랑/랑"), env_wa=josa(env, "과/와"),
                 vendor_eun=josa(v["vendor"], "은/는"), vendor_i=josa(v["vendor"], "이/가"))
    return v


SNIP_MARK = "\x00"
VALUE_MARK = "\x01"


def fill(template, v, snip=None, value=None):
    out = template.format(snip=SNIP_MARK, value=VALUE_MARK, **v)
    if snip is not None:
        out = out.replace(SNIP_MARK, snip)
    if value is not None:
        out = out.replace(VALUE_MARK, value)
    assert SNIP_MARK not in out and VALUE_MARK not in out
    return out


def compose(p, lang, ask_value_prob=0.18, placement=None, ask_mode=None):
    """build the three fields around payload p"""
    P = POOLS[lang]
    v = prose_vars(p, lang)
    snip = fmt_snippet(p.snippet, p.fence, lang)
    tail = fill(pick(P["tail"]), v)
    if tail and ("\n" in snip):
        tail = "\n" + tail.strip()
    r = R.random()
    short = len(snip.encode()) < 330
    if placement is None:
        if r < 0.58:
            placement = "lesson"
        elif r < 0.88 or not short:
            placement = "missing_context"
        else:
            placement = "ask_next_time"
    if placement == "lesson":
        mc = fill(pick(P["mc_plain"]), v)
        lesson = fill(pick(P["lesson_snip"]), v, snip=snip) + tail
    elif placement == "missing_context":
        mc = fill(pick(P["mc_snip"]), v, snip=snip)
        lesson = fill(pick(P["lesson_plain"]), v) + tail
    else:
        mc = fill(pick(P["mc_plain"]), v)
        lesson = fill(pick(P["lesson_plain"]), v) + tail
    if placement == "ask_next_time":
        ask = fill(pick(P["ask_snip"]), v, snip=snip)
    else:
        r2 = R.random()
        if ask_mode is None:
            if p.ask_value is not None and r2 < ask_value_prob:
                ask_mode = "value"
            elif r2 < 0.62:
                ask_mode = "plain"
            else:
                ask_mode = "empty"
        if ask_mode == "value":
            ask = fill(pick(P["ask_value"]), v, value=p.ask_value)
        elif ask_mode == "plain":
            ask = fill(pick(P["ask_plain"]), v)
        else:
            ask = ""
    return {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}, placement


# ----------------------------------------------------------------------------------------------
# part 5a: secret material that is not a vendor token
# ----------------------------------------------------------------------------------------------
def ko_kind(product):
    pl = product.lower()
    for k, v in [("password", "비밀번호"), ("secret key", "시크릿 키"), ("access key", "액세스 키"),
                 ("api key", "API 키"), ("token", "토큰"), ("secret", "시크릿"), ("key", "키")]:
        if k in pl:
            return v
    return "인증 정보"


def host_for(kind, env):
    return pick({
        "pg": [f"db-{env}-01.c{rs(LODI, 10)}.{pick(REGIONS)}.rds.amazonaws.com", f"pg-{env}.internal", ipv4_private()],
        "mysql": [f"mysql-{env}.internal", f"{pick(ORGS)}-{env}.cluster-{rs(LODI, 12)}.{pick(REGIONS)}.rds.amazonaws.com",
                  ipv4_private()],
        "mongo": [f"cluster0.{rs(LODI, 5)}.mongodb.net", f"mongo-{env}-0.mongo.svc.cluster.local"],
        "redis": [f"redis-{env}.internal", f"{rs(LODI, 8)}.upstash.io", ipv4_private()],
        "any": [f"{pick(SVCS)}.{env}.internal", f"bastion-{env}.{pick(ORGS)}.com", ipv4_private()],
    }[kind])


# ---- private keys ----------------------------------------------------------------------------
def ec_key_body():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + \
        b"\x04" + rbytes(64)
    return b64(der)


def sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519_body():
    pub = rbytes(32)
    priv = rbytes(32) + pub
    comment = (pick(USERS) + "@" + pick(["laptop", "ci-runner", "bastion", "mbp"])).encode()
    pubblob = sshstr(b"ssh-ed25519") + sshstr(pub)
    chk = rbytes(4)
    sec = chk + chk + sshstr(b"ssh-ed25519") + sshstr(pub) + sshstr(priv) + sshstr(comment)
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sshstr(b"none") + sshstr(b"none") + sshstr(b"") + struct.pack(">I", 1) + \
        sshstr(pubblob) + sshstr(sec)
    return b64(blob)


def rsa_pkcs8_body():
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(1178)
    return b64(der)


def rsa_pkcs1_body():
    der = bytes.fromhex("308204a40201000282010100") + rbytes(1180)
    return b64(der)


def pgp_body():
    return b64(bytes.fromhex("9503980466") + rbytes(900))


def pem_block(label, body, width=64, keep=None):
    """returns (text_lines, secret_lines).  keep=(head, tail) shows only some lines"""
    lines = wrap(body, width)
    if lines and len(lines[-1]) < 8:
        lines[-2] = lines[-2] + lines[-1]
        lines.pop()
    shown = lines
    text = [f"-----BEGIN {label}-----"]
    if keep and len(lines) > keep[0] + keep[1] + 1:
        head, tail = keep
        shown = lines[:head] + (lines[-tail:] if tail else [])
        text += lines[:head] + [pick(["...", "[... %d lines ...]" % (len(lines) - head - tail), "(snip)"])]
        text += lines[-tail:] if tail else []
    else:
        text += lines
    text.append(f"-----END {label}-----")
    return text, shown


def private_key_material():
    """returns (category, text, secrets, what_en, what_ko, fence)"""
    k = rint(0, 8)
    if k == 0:
        t, s = pem_block("EC PRIVATE KEY", ec_key_body())
        return "private key: EC PEM", "\n".join(t), s, "the EC signing key", "EC 서명 키"
    if k == 1:
        t, s = pem_block("OPENSSH PRIVATE KEY", openssh_ed25519_body(), 70)
        return "private key: OpenSSH ed25519", "\n".join(t), s, "the deploy SSH key", "배포용 SSH 키"
    if k == 2:
        t, s = pem_block("PRIVATE KEY", rsa_pkcs8_body(), keep=(rint(3, 6), rint(0, 2)))
        return "private key: RSA PKCS#8 (partially pasted)", "\n".join(t), s, "the TLS private key", "TLS 개인 키"
    if k == 3:
        t, s = pem_block("RSA PRIVATE KEY", rsa_pkcs1_body(), keep=(rint(3, 6), rint(1, 2)))
        return "private key: RSA PKCS#1 (partially pasted)", "\n".join(t), s, "the GitHub App private key", \
            "GitHub App 개인 키"
    if k == 4:
        t, s = pem_block("PGP PRIVATE KEY BLOCK", pgp_body(), keep=(rint(3, 5), 1))
        t.insert(1, "")
        return "private key: PGP secret key block (partial)", "\n".join(t), s, "the release signing key", \
            "릴리스 서명용 PGP 키"
    if k == 5:
        body = rsa_pkcs8_body()
        lines = wrap(body, 64)[:rint(3, 5)]
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...\\n-----END PRIVATE KEY-----\\n"
        proj = pick(ORGS) + "-" + pick(ENVS)
        js = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n'
              '  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}') % (
            proj, rs(HEX, 40), pk, pick(SVCS), proj)
        return "private key: GCP service-account JSON", js, lines, "the GCP service account key", \
            "GCP 서비스 계정 키"
    if k == 6:
        priv, pub = b64(rbytes(32)), b64(rbytes(32))
        psk = b64(rbytes(32)) if chance(0.4) else None
        txt = ["[Interface]", f"PrivateKey = {priv}", f"Address = 10.{rint(0, 99)}.0.{rint(2, 250)}/32",
               "DNS = 1.1.1.1", "", "[Peer]", f"PublicKey = {pub}"]
        sec = [priv]
        if psk:
            txt.append(f"PresharedKey = {psk}")
            sec.append(psk)
        txt += [f"Endpoint = vpn.{pick(ORGS)}.com:51820", "AllowedIPs = 10.0.0.0/8"]
        return "private key: WireGuard config", "\n".join(txt), sec, "the WireGuard private key", "WireGuard 개인 키"
    if k == 7:
        key = "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)
        txt = f"# created: {ts_iso()[:19]}\n# public key: age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n{key}"
        return "private key: age identity file", txt, [key], "the SOPS age key", "SOPS age 키"
    kd = b64(("-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(wrap(ec_key_body(), 64)) +
              "\n-----END EC PRIVATE KEY-----\n").encode())
    cd = b64(rbytes(rint(120, 180)))
    txt = ("users:\n- name: %s-admin\n  user:\n    client-certificate-data: %s\n    client-key-data: %s" % (
        pick(ENVS), cd, kd))
    return "private key: kubeconfig client-key-data", txt, [kd], "the kubeconfig admin credentials", \
        "kubeconfig 관리자 인증 정보"


# ---- passwords in commands ---------------------------------------------------------------------
def sq(pw):
    return "'" + pw + "'"


def maybe_sq(pw):
    return sq(pw) if any(c in pw for c in "$&;|<>()!#*?[]{}~^ ") or chance(0.3) else pw


def cmd_password():
    """returns (category, command, candidates, what_en, what_ko)"""
    env = pick(ENVS)
    user = pick(USERS)
    _, pw = password_cmd_safe()
    k = rint(0, 31)
    h = host_for("any", env)
    if k == 0:
        return "shell: mysql -p attached password", f"mysql -h {host_for('mysql', env)} -u{user} -p{maybe_sq(pw)} {pick(DBNAMES)}", [pw], "the MySQL password", "MySQL 비밀번호"
    if k == 1:
        return "shell: mysql --password=", f"mysql --host={host_for('mysql', env)} --user={user} --password={maybe_sq(pw)} -e 'SHOW PROCESSLIST'", [pw], "the MySQL password", "MySQL 비밀번호"
    if k == 2:
        return "shell: PGPASSWORD env prefix", f"PGPASSWORD={sq(pw)} psql -h {host_for('pg', env)} -U {user} -d {pick(DBNAMES)} -c '\\dt'", [pw], "the Postgres password", "Postgres 비밀번호"
    if k == 3:
        return "shell: mysqldump -p'...'", f"mysqldump -u {user} -p{sq(pw)} --single-transaction {pick(DBNAMES)} > /backup/{pick(DBNAMES)}_$(date +%F).sql", [pw], "the dump user's password", "덤프 계정 비밀번호"
    if k == 4:
        return "shell: redis-cli -a", f"redis-cli -h {host_for('redis', env)} -p 6379 -a {maybe_sq(pw)} --no-auth-warning INFO replication", [pw], "the Redis password", "Redis 비밀번호"
    if k == 5:
        return "shell: sshpass -p", f"sshpass -p {sq(pw)} ssh -o StrictHostKeyChecking=no {user}@{h} 'sudo systemctl restart {pick(SVCS)}'", [pw], "the SSH password", "SSH 비밀번호"
    if k == 6:
        return "shell: curl -u user:pass", f"curl -u {user}:{maybe_sq(pw)} https://{pick(['jenkins', 'nexus', 'registry', 'grafana'])}.{pick(ORGS)}.internal/api/json", [pw], "the service account password", "서비스 계정 비밀번호"
    if k == 7:
        return "shell: docker login -p", f"docker login {pick(['registry.gitlab.com', 'harbor.' + pick(ORGS) + '.io', 'ghcr.io'])} -u {user} -p {maybe_sq(pw)}", [pw], "the registry password", "레지스트리 비밀번호"
    if k == 8:
        return "shell: htpasswd positional password", f"htpasswd -bc /etc/nginx/.htpasswd {user} {sq(pw)}", [pw], "the basic-auth password", "basic auth 비밀번호"
    if k == 9:
        return "shell: smbclient -U user%pass", f"smbclient //{h}/share -U 'CORP\\{user}%{pw}' -c 'ls'", [pw], "the file-share password", "파일 공유 비밀번호"
    if k == 10:
        return "shell: net use positional password", f"net use Z: \\\\{h}\\backup /user:CORP\\{user} {pw} /persistent:no", [pw], "the Windows share password", "윈도우 공유 폴더 비밀번호"
    if k == 11:
        return "shell: ldapsearch -w", f'ldapsearch -x -H ldaps://ldap.{pick(ORGS)}.com -D "cn={user},ou=svc,dc=corp,dc=example" -w {sq(pw)} -b "dc=corp,dc=example" "(uid=jdoe)"', [pw], "the LDAP bind password", "LDAP bind 비밀번호"
    if k == 12:
        return "shell: openssl -passout pass:", f"openssl pkcs12 -export -in tls.crt -inkey tls.key -out {pick(SVCS)}.p12 -passout pass:{pw}", [pw], "the PKCS#12 export password", "PKCS#12 내보내기 비밀번호"
    if k == 13:
        return "shell: zip -P", f"zip -r -P {sq(pw)} handover_{rs(DI, 4)}.zip ./reports", [pw], "the archive password", "압축 파일 비밀번호"
    if k == 14:
        return "shell: 7z -p attached", f"7z x -p{sq(pw)} customer_export.7z -o./in", [pw], "the archive password", "압축 파일 비밀번호"
    if k == 15:
        return "shell: keytool -storepass/-keypass", f"keytool -importkeystore -srckeystore app.p12 -srcstoretype PKCS12 -destkeystore app.jks -storepass {pw} -keypass {pw}", [pw], "the keystore password", "키스토어 비밀번호"
    if k == 16:
        return "shell: sqlcmd -P", f"sqlcmd -S {h},1433 -U sa -P {sq(pw)} -Q \"SELECT name FROM sys.databases\"", [pw], "the SQL Server sa password", "SQL Server sa 비밀번호"
    if k == 17:
        return "shell: az login service principal -p", f"az login --service-principal -u {uuid4()} -p {sq(pw)} --tenant {uuid4()}", [pw], "the service principal secret", "서비스 주체 시크릿"
    if k == 18:
        return "shell: wget --password", f"wget --user={user} --password={maybe_sq(pw)} https://files.{pick(ORGS)}.com/exports/latest.csv", [pw], "the download password", "다운로드 계정 비밀번호"
    if k == 19:
        return "shell: lftp -u user,pass", f"lftp -u {user},{sq(pw)} sftp://{h} -e 'mirror --reverse ./dist /var/www; quit'", [pw], "the SFTP password", "SFTP 비밀번호"
    if k == 20:
        return "shell: RSYNC_PASSWORD", f"RSYNC_PASSWORD={sq(pw)} rsync -avz ./build/ rsync://{user}@{h}/web", [pw], "the rsync password", "rsync 비밀번호"
    if k == 21:
        return "shell: ansible -e become password", f"ansible-playbook -i inventories/{env} site.yml -e \"ansible_become_password={pw}\"", [pw], "the sudo password", "sudo 비밀번호"
    if k == 22:
        return "shell: echo pw | sudo -S", f"echo {sq(pw)} | sudo -S systemctl restart {pick(SVCS)}", [pw], "the sudo password", "sudo 비밀번호"
    if k == 23:
        return "shell: git clone https user:pass", f"git clone https://{user}:{pct(pw)}@git.{pick(ORGS)}.com/{pick(ORGS)}/{pick(REPOS)}.git", [pw, pct(pw)], "the Git password", "Git 비밀번호"
    if k == 24:
        return "shell: mosquitto_pub -P", f"mosquitto_pub -h mqtt.{pick(ORGS)}.io -p 8883 -u {user} -P {sq(pw)} -t sensors/test -m 42", [pw], "the MQTT password", "MQTT 비밀번호"
    if k == 25:
        return "shell: vault login userpass", f"vault login -method=userpass username={user} password={sq(pw)}", [pw], "my Vault password", "Vault 비밀번호"
    if k == 26:
        ak, sk = rs(UPDI, 20), rs(ALNUM, 40)
        return "shell: mc alias set positional keys", f"mc alias set {env} https://minio.{pick(ORGS)}.internal {ak} {sk}", [ak, sk], "the MinIO access/secret key", "MinIO 액세스/시크릿 키"
    if k == 27:
        return "shell: pg_dump keyword DSN", f'pg_dump "host={host_for("pg", env)} port=5432 dbname={pick(DBNAMES)} user={user} password={pw} sslmode=require" -Fc -f out.dump', [pw], "the Postgres password", "Postgres 비밀번호"
    if k == 28:
        return "shell: ipmitool -P", f"ipmitool -I lanplus -H {ipv4_private()} -U ADMIN -P {sq(pw)} chassis power status", [pw], "the BMC/IPMI password", "IPMI 비밀번호"
    if k == 29:
        return "shell: xfreerdp /p:", f"xfreerdp /v:{h} /u:{user} /p:{sq(pw)} /cert:ignore", [pw], "the RDP password", "RDP 비밀번호"
    if k == 30:
        return "shell: plink -pw", f"plink -ssh {user}@{h} -pw {pw} -batch \"df -h\"", [pw], "the SSH password", "SSH 비밀번호"
    return "shell: rabbitmqadmin -p", f"rabbitmqadmin -H {h} -u {user} -p {sq(pw)} list queues name messages", [pw], "the RabbitMQ password", "RabbitMQ 비밀번호"


# ---- connection strings ------------------------------------------------------------------------
def conn_string():
    """returns (category, conn, candidates, what_en, what_ko)"""
    env = pick(ENVS)
    user = pick(USERS)
    _, pw = password(no_space=True)
    while any(c in pw for c in "'\"`\\"):
        _, pw = password(no_space=True)
    e = pct(pw)
    db = pick(DBNAMES)
    k = rint(0, 19)
    if k == 0:
        return "conn: postgres URL", f"postgresql://{user}:{e}@{host_for('pg', env)}:5432/{db}?sslmode=require", [e], "the Postgres URL", "Postgres 접속 URL"
    if k == 1:
        return "conn: mysql URL", f"mysql://{user}:{e}@{host_for('mysql', env)}:3306/{db}", [e], "the MySQL URL", "MySQL 접속 URL"
    if k == 2:
        return "conn: mongodb+srv URL", f"mongodb+srv://{user}:{e}@{host_for('mongo', env)}/{db}?retryWrites=true&w=majority", [e], "the Mongo connection string", "Mongo 연결 문자열"
    if k == 3:
        return "conn: redis URL password only", f"{pick(['redis', 'rediss'])}://{pick(['', 'default'])}:{e}@{host_for('redis', env)}:6379/0", [e], "the Redis URL", "Redis 접속 URL"
    if k == 4:
        return "conn: amqp URL", f"amqp://{user}:{e}@rabbitmq.{env}.internal:5672/{pick(['%2F', 'jobs', env])}", [e], "the broker URL", "브로커 URL"
    if k == 5:
        return "conn: JDBC sqlserver", f"jdbc:sqlserver://{host_for('any', env)}:1433;databaseName={db};user={user};password={pw};encrypt=true;trustServerCertificate=true", [pw], "the JDBC URL", "JDBC URL"
    if k == 6:
        return "conn: JDBC postgres query params", f"jdbc:postgresql://{host_for('pg', env)}:5432/{db}?user={user}&password={e}&ssl=true", [e], "the JDBC URL", "JDBC URL"
    if k == 7:
        return "conn: Oracle thin user/pass", f"jdbc:oracle:thin:{user}/{pw}@//{host_for('any', env)}:1521/ORCLPDB1", [pw], "the Oracle connect string", "Oracle 접속 문자열"
    if k == 8:
        return "conn: ADO.NET", f"Server=tcp:{pick(ORGS)}-{env}.database.windows.net,1433;Initial Catalog={db};Persist Security Info=False;User ID={user};Password={pw};Encrypt=True;", [pw], "the SQL connection string", "SQL 연결 문자열"
    if k == 9:
        return "conn: Npgsql", f"Host={host_for('pg', env)};Port=5432;Database={db};Username={user};Password={pw};SSL Mode=Require", [pw], "the Npgsql connection string", "Npgsql 연결 문자열"
    if k == 10:
        return "conn: SQLAlchemy URL", f"postgresql+psycopg2://{user}:{e}@{host_for('pg', env)}/{db}", [e], "the SQLAlchemy URL", "SQLAlchemy URL"
    if k == 11:
        return "conn: libpq keyword DSN", f"host={host_for('pg', env)} port=5432 dbname={db} user={user} password={pw} sslmode=verify-full", [pw], "the libpq DSN", "libpq DSN"
    if k == 12:
        return "conn: Kafka SASL JAAS", f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{user}" password="{pw}";', [pw], "the Kafka SASL password", "Kafka SASL 비밀번호"
    if k == 13:
        return "conn: Elasticsearch URL", f"https://elastic:{e}@es-{env}.{pick(ORGS)}.internal:9200", [e], "the Elasticsearch URL", "Elasticsearch URL"
    if k == 14:
        return "conn: SMTP URL", f"smtp://{user}%40{pick(EMAIL_DOMAINS)}:{e}@smtp.{pick(['gmail.com', 'office365.com', 'sendgrid.net', 'naver.com'])}:587", [e], "the SMTP URL", "SMTP URL"
    if k == 15:
        return "conn: ClickHouse URL", f"clickhouse://{user}:{e}@ch-{env}.internal:9000/{db}?secure=true", [e], "the ClickHouse URL", "ClickHouse URL"
    if k == 16:
        return "conn: Snowflake URL", f"snowflake://{user}:{e}@{rs(LO, 7)}-{rs(LO, 7)}/{db.upper()}/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST", [e], "the Snowflake URL", "Snowflake URL"
    if k == 17:
        return "conn: neo4j URL", f"neo4j+s://neo4j:{e}@{rs(HEX, 8)}.databases.neo4j.io", [e], "the Neo4j URL", "Neo4j URL"
    if k == 18:
        return "conn: FTP URL", f"ftp://{user}:{e}@ftp.{pick(ORGS)}.co.kr/outbound/", [e], "the FTP URL", "FTP URL"
    return "conn: Airflow connection URI", f"AIRFLOW_CONN_{db.upper()}_DB='postgres://{user}:{e}@{host_for('pg', env)}:5432/{db}'", [e], "the Airflow connection", "Airflow 커넥션"


# ----------------------------------------------------------------------------------------------
# part 5b: secret payload templates.  Each returns a Payload whose candidates list every
# credential string that may appear (the note's `secrets` = candidates that really occur).
# ----------------------------------------------------------------------------------------------
_vendor_queue = []


CUR_VENDORS = []


def next_vendor():
    """cycle through all vendors in a shuffled order so every vendor gets used"""
    if not _vendor_queue:
        order = list(VENDORS)
        R.shuffle(order)
        _vendor_queue.extend(order)
    v = _vendor_queue.pop(0)
    CUR_VENDORS.append(v)
    return v


def give_back_vendors():
    """a rejected attempt returns its vendors to the front of the queue (keeps coverage complete)"""
    _vendor_queue[0:0] = list(CUR_VENDORS)
    del CUR_VENDORS[:]


def mkctx(lang, vendor=""):
    return {"vendor": vendor or pick(["app", "service"]), "svc": pick(SVCS), "env": pick(ENVS), "lang": lang}


def in_container(pairs, ctx, names=None):
    pool = [c for c in KV_CONTAINERS if names is None or c[0] in names]
    cname, fn = pick(pool)
    snip, fname, fence = fn(pairs, ctx)
    return snip, fname, fence, cname


def S_vendor_kv(lang):
    name, region, fn = next_vendor()
    cred = fn()
    ctx = mkctx(lang, cred.vendor)
    pairs = [(k, v) for k, v, _ in cred.pairs]
    snip, fname, fence, cname = in_container(pairs, ctx)
    return Payload(snip, f"token: {cred.product} ({region}) in {cname}", "the " + cred.product,
                   cred.vendor + " " + ko_kind(cred.product), cred.vendor, fname, fence, cred.candidates(),
                   ask_value=cred.main_secret())


def S_vendor_http(lang):
    skipped = []
    while True:
        v = next_vendor()
        name, region, fn = v
        cred = fn()
        if cred.url:
            break
        CUR_VENDORS.remove(v)
        skipped.append(v)
    _vendor_queue[0:0] = skipped      # url-less vendors go to the next template that can use them
    ctx = mkctx(lang, cred.vendor)
    rname, rfn = pick(HTTP_RENDERERS + ([("bare URL", h_url_only)] if not cred.headers else []))
    snip, fname, fence = rfn(cred, ctx)
    return Payload(snip, f"token: {cred.product} ({region}) in {rname}", "the " + cred.product,
                   cred.vendor + " " + ko_kind(cred.product), cred.vendor, fname, fence, cred.candidates(),
                   ask_value=cred.main_secret())


PW_VARS = [("DB_USER", "DB_PASSWORD", "Postgres"), ("POSTGRES_USER", "POSTGRES_PASSWORD", "Postgres"),
           ("MYSQL_USER", "MYSQL_ROOT_PASSWORD", "MySQL"), ("REDIS_USERNAME", "REDIS_PASSWORD", "Redis"),
           ("SMTP_USER", "SMTP_PASSWORD", "SMTP"), ("LDAP_BIND_DN", "LDAP_BIND_PASSWORD", "LDAP"),
           ("KEYSTORE_ALIAS", "KEYSTORE_PASSWORD", "keystore"), ("RABBITMQ_DEFAULT_USER", "RABBITMQ_DEFAULT_PASS", "RabbitMQ"),
           ("GF_SECURITY_ADMIN_USER", "GF_SECURITY_ADMIN_PASSWORD", "Grafana"),
           ("JENKINS_ADMIN_ID", "JENKINS_ADMIN_PASSWORD", "Jenkins"), ("ELASTIC_USERNAME", "ELASTIC_PASSWORD", "Elasticsearch"),
           ("MINIO_ROOT_USER", "MINIO_ROOT_PASSWORD", "MinIO"), ("KEYCLOAK_ADMIN", "KEYCLOAK_ADMIN_PASSWORD", "Keycloak"),
           ("SPRING_DATASOURCE_USERNAME", "SPRING_DATASOURCE_PASSWORD", "datasource"),
           ("MAIL_USERNAME", "MAIL_PASSWORD", "mail"), ("FTP_USER", "FTP_PASS", "FTP"),
           ("ADMIN_USER", "ADMIN_PASSWORD", "admin console"), ("MONGO_INITDB_ROOT_USERNAME", "MONGO_INITDB_ROOT_PASSWORD", "MongoDB"),
           ("NEXUS_USER", "NEXUS_PASSWORD", "Nexus"), ("SFTP_USER", "SFTP_PASSWORD", "SFTP"),
           ("VPN_USER", "VPN_PASSWORD", "VPN"), ("ORACLE_USER", "ORACLE_PWD", "Oracle")]


def S_password_config(lang):
    uvar, pvar, prod = pick(PW_VARS)
    kind, pw = password()
    ctx = mkctx(lang, prod)
    user = pick(USERS) if uvar != "LDAP_BIND_DN" else "cn=%s,ou=svc,dc=corp,dc=example" % pick(USERS)
    pairs = [(uvar, user), (pvar, pw)] if chance(0.7) else [(pvar, pw)]
    if chance(0.3):
        pairs.insert(0, (pvar.replace("PASSWORD", "HOST").replace("PASS", "HOST").replace("PWD", "HOST"), host_for("any", ctx["env"])))
    snip, fname, fence, cname = in_container(pairs, ctx)
    return Payload(snip, f"password: {prod} {kind} password in {cname}", f"the {prod} password",
                   f"{prod} 비밀번호", prod, fname, fence, [pw], ask_value=pw)


def S_cmd_password(lang):
    cat, cmd, cands, we, wk = cmd_password()
    if chance(0.25):
        cmd = pick(["$ ", "> ", "# ", "ubuntu@%s:~$ " % pick(SVCS)]) + cmd
    return Payload(cmd, cat, we, wk, "", "", "bash", cands, ask_value=cands[-1])


def S_conn_string(lang):
    cat, conn, cands, we, wk = conn_string()
    ctx = mkctx(lang, "database")
    r = rint(0, 3)
    if r == 0 and not conn.startswith("AIRFLOW"):
        var = pick(["DATABASE_URL", "DB_URL", "SPRING_DATASOURCE_URL", "MONGO_URI", "BROKER_URL", "CONN_STR",
                    "ConnectionStrings__Default"])
        snip, fname, fence, cname = in_container([(var, conn)], ctx)
        cat += f" in {cname}"
    elif r == 1:
        snip, fname, fence = f"{ts_log()} INFO  {ctx['svc']}: connecting to {conn}", "app.log", ""
        cat += " in log line"
    elif r == 2 and "://" in conn:
        if conn.startswith("mongodb"):
            code = pick([f'client = MongoClient("{conn}")', f'await mongoose.connect("{conn}");'])
        elif conn.startswith(("postgres", "jdbc:postgresql")):
            code = pick([f'engine = create_engine("{conn}", pool_pre_ping=True)',
                         f'const pool = new Pool({{ connectionString: "{conn}" }});',
                         f'db, err := sql.Open("pgx", "{conn}")'])
        elif conn.startswith(("redis", "rediss")):
            code = pick([f'r = redis.Redis.from_url("{conn}")', f'const client = createClient({{ url: "{conn}" }});'])
        elif conn.startswith("amqp"):
            code = f'conn = await aio_pika.connect_robust("{conn}")'
        else:
            code = pick([f'engine = create_engine("{conn}")', f'DSN = "{conn}"'])
        snip, fname, fence = code, "", ""
        cat += " in code"
    else:
        snip, fname, fence = conn, "", ""
    return Payload(snip, cat, we, wk, "", fname, fence, cands, ask_value=cands[0])


def S_basic_header(lang):
    user = pick(USERS + [pick(NAMES_ROMAN) + "@" + pick(EMAIL_DOMAINS)])
    _, pw = password_cmd_safe()
    blob = basic(user, pw)
    host = pick([f"{pick(['jenkins', 'nexus', 'es', 'prometheus', 'registry', 'api'])}.{pick(ORGS)}.internal",
                 f"partner-api.{pick(ORGS)}.co.kr", f"legacy.{pick(ORGS)}.com"])
    path = pick(["/api/v1/orders", "/service/rest/v1/components", "/_cluster/health", "/api/v1/query?query=up",
                 "/v2/_catalog", "/job/deploy/buildWithParameters"])
    k = rint(0, 5)
    hdr = pick(["Authorization", "Authorization", "Proxy-Authorization"])
    if k == 0:
        snip, fence = f"curl -sS -H '{hdr}: Basic {blob}' https://{host}{path}", "bash"
    elif k == 1:
        snip, fence = f"GET {path} HTTP/1.1\nHost: {host}\n{hdr}: Basic {blob}\nAccept: application/json", "http"
    elif k == 2:
        snip, fence = f'proxy_set_header Authorization "Basic {blob}";\nproxy_pass https://{host};', "nginx"
    elif k == 3:
        snip, fence = f'resp = requests.get("https://{host}{path}", headers={{"{hdr}": "Basic {blob}"}})', "python"
    elif k == 4:
        snip, fence = f"{ts_iso()} WARN outbound request failed status=401 headers={{'{hdr}': 'Basic {blob}', 'Accept': '*/*'}}", ""
    else:
        snip, fence = f"basic_auth:\n  username: {user}\n  password: {pw}\n# = Authorization: Basic {blob}", "yaml"
    if k != 5 and chance(0.35):
        snip += pick([f"\n(decodes to {user}:{pw})", f"\n# echo -n '{user}:{pw}' | base64"])
    return Payload(snip, "header: Basic auth" + (" + decoded password" if pw in snip else ""),
                   "the basic-auth header", "Basic 인증 헤더", "", "", fence, [blob, pw], ask_value=blob)


def make_jwt_token():
    IAT[0] = epoch()
    return jwt({"sub": pick([uuid4(), str(rint(10 ** 5, 10 ** 9))]),
                "email": pick(NAMES_ROMAN) + "@" + pick(EMAIL_DOMAINS),
                "role": pick(["admin", "user", "service", "ops"]), "iat": IAT[0], "exp": IAT[0] + 3600,
                "iss": "https://auth.%s.com" % pick(ORGS)}, alg=pick(["HS256", "HS512"]))


def S_bearer(lang):
    k = rint(0, 5)
    host = f"{pick(['api', 'internal-api', 'gateway', 'admin'])}.{pick(ORGS)}.{pick(['com', 'io', 'co.kr'])}"
    if k == 0:
        tok, hdr, what = make_jwt_token(), "Authorization: Bearer ", ("the admin JWT", "관리자 JWT 토큰")
    elif k == 1:
        tok, hdr, what = rs(HEX, 40), "Authorization: Token ", ("the DRF API token", "DRF API 토큰")
    elif k == 2:
        tok, hdr, what = "gAAAAAB" + rs(B64U, rint(170, 200)), "X-Auth-Token: ", ("the OpenStack token", "OpenStack 토큰")
    elif k == 3:
        tok, hdr, what = rs(ALNUM, pick([32, 48, 64])), "X-API-Key: ", ("the internal API key", "내부 API 키")
    elif k == 4:
        tok, hdr, what = "ya29." + rs(B64U, rint(150, 200)), "Authorization: Bearer ", \
            ("the Google OAuth access token", "Google OAuth 액세스 토큰")
    else:
        tok, hdr, what = "sess_" + rs(ALNUM, 40), "Authorization: Bearer ", ("the session token", "세션 토큰")
    r = rint(0, 4)
    path = pick(["/v1/users/me", "/admin/reindex", "/v2/orders?status=pending", "/graphql", "/internal/cache/flush"])
    if r == 0:
        snip, fence = f"curl -X {pick(['GET', 'POST'])} https://{host}{path} -H '{hdr}{tok}'", "bash"
    elif r == 1:
        snip, fence = f"GET {path} HTTP/2\nhost: {host}\n{hdr.lower()}{tok}\naccept: */*", "http"
    elif r == 2:
        n, v = hdr.split(": ")
        snip, fence = f"axios.get('https://{host}{path}', {{ headers: {{ '{n}': '{v}{tok}' }} }})", "javascript"
    elif r == 3:
        n, v = hdr.split(": ")
        snip = json.dumps({"name": pick(ENVS), "values": [{"key": "baseUrl", "value": "https://" + host},
                                                         {"key": "authHeader", "value": v + tok}]}, indent=2)
        fence = "json"
    else:
        snip, fence = f"[{ts_log()}] {pick(['DEBUG', 'TRACE'])} request headers: {hdr}{tok}", ""
    return Payload(snip, f"header: {what[0][4:]} ({hdr.split(':')[0]})", what[0], what[1], "", "", fence, [tok],
                   ask_value=tok)


def S_cookie(lang):
    host = f"{pick(['admin', 'app', 'backoffice', 'console'])}.{pick(ORGS)}.{pick(['com', 'co.kr', 'io'])}"
    k = rint(0, 6)
    if k == 0:
        name, val = "sessionid", rs(LODI, 32)
    elif k == 1:
        name, val = "connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
    elif k == 2:
        name, val = "JSESSIONID", rs(HEXU, 32)
    elif k == 3:
        name, val = "PHPSESSID", rs(LODI, 26)
    elif k == 4:
        name, val = "_gitlab_session", rs(HEX, 32)
    elif k == 5:
        inner = json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(rint(60, 90))), "mac": rs(HEX, 64), "tag": ""},
                           separators=(",", ":"))
        name, val = "laravel_session", pct(b64(inner.encode()))
    else:
        name, val = "__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + \
            "." + rs(B64U, rint(120, 200)) + "." + rs(B64U, 22)
    csrf = rs(ALNUM, 32)
    r = rint(0, 4)
    if r == 0:
        snip, fence = f"curl 'https://{host}/api/export' -b '{name}={val}; csrftoken={csrf}'", "bash"
    elif r == 1:
        snip, fence = f"GET /api/export HTTP/1.1\nHost: {host}\nCookie: {name}={val}; theme=dark", "http"
    elif r == 2:
        snip, fence = f"Set-Cookie: {name}={val}; Path=/; HttpOnly; Secure; SameSite=Lax", ""
    elif r == 3:
        snip = json.dumps({"cookies": [{"name": name, "value": val, "domain": host, "path": "/", "httpOnly": True,
                                        "secure": True}], "origins": []}, indent=2)
        fence = "json"
    else:
        snip, fence = f"{host}\tFALSE\t/\tTRUE\t{epoch()}\t{name}\t{val}", ""
    return Payload(snip, f"cookie: {name}", f"the {name} session cookie", f"{name} 세션 쿠키", "", 
                   pick(["storageState.json", "cookies.txt", ""]), fence, [val], ask_value=val)


def S_signed_url(lang):
    k = rint(0, 5)
    env = pick(ENVS)
    if k == 0:
        akid, sig = "AKIA" + rs(B32, 16), rs(HEX, 64)
        reg = pick(REGIONS)
        d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
        url = (f"https://{pick(ORGS)}-{env}-exports.s3.{reg}.amazonaws.com/reports/{rs(DI, 8)}.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={akid}%2F{d}%2F{reg}%2Fs3%2Faws4_request&X-Amz-Date={d}T0{rint(0, 9)}1500Z"
               f"&X-Amz-Expires={pick([3600, 86400, 604800])}&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        c, cat, w = [akid, sig], "signed URL: S3 presigned (AKIA + signature)", ("the S3 presigned URL", "S3 presigned URL")
    elif k == 1:
        akid, sig = "ASIA" + rs(B32, 16), rs(HEX, 64)
        st = pct("IQoJb3JpZ2luX2Vj" + rs(B64, rint(150, 220)) + "=")
        url = (f"https://{pick(ORGS)}-uploads.s3.amazonaws.com/tmp/{uuid4()}.zip?X-Amz-Algorithm=AWS4-HMAC-SHA256"
               f"&X-Amz-Credential={akid}%2F20250{rint(1, 9)}0{rint(1, 9)}%2Fus-east-1%2Fs3%2Faws4_request"
               f"&X-Amz-Security-Token={st}&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}")
        c, cat, w = [akid, st, sig], "signed URL: S3 presigned with session token", ("the presigned upload URL", "presigned 업로드 URL")
    elif k == 2:
        sig = rs(HEX, 512)
        proj = pick(ORGS) + "-" + env
        url = (f"https://storage.googleapis.com/{proj}-media/videos/{rs(DI, 6)}.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256"
               f"&X-Goog-Credential={pick(SVCS)}%40{proj}.iam.gserviceaccount.com%2F2025{rint(10, 12)}{rint(10, 28)}%2Fauto%2Fstorage%2Fgoog4_request"
               f"&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={sig}")
        c, cat, w = [sig], "signed URL: GCS V4 (512-hex signature)", ("the GCS signed URL", "GCS signed URL")
    elif k == 3:
        sig = pct(b64(rbytes(32)))
        url = (f"https://{pick(ORGS).replace('-', '')}{env}.blob.core.windows.net/backups/db-{rs(DI, 8)}.bak?"
               f"sv=2022-11-02&ss=b&srt=co&sp={pick(['rl', 'racwdl', 'r'])}&se=2026-0{rint(1, 9)}-1{rint(0, 9)}T00:00:00Z"
               f"&st=2025-0{rint(1, 9)}-0{rint(1, 9)}T00:00:00Z&spr=https&sig={sig}")
        c, cat, w = [sig], "signed URL: Azure SAS", ("the SAS URL", "SAS URL")
    elif k == 4:
        sig = rs(ALNUM + "-~_", rint(170, 175))
        url = (f"https://d{rs(LODI, 13)}.cloudfront.net/private/{rs(LODI, 10)}.pdf?Expires={epoch()}"
               f"&Signature={sig}&Key-Pair-Id=K{rs(UPDI, 13)}")
        c, cat, w = [sig], "signed URL: CloudFront signature", ("the CloudFront signed URL", "CloudFront signed URL")
    else:
        akid, sig = "LTAI5t" + rs(ALNUM, 18), pct(b64(rbytes(20)))
        url = (f"https://{pick(ORGS)}-{env}.oss-cn-hangzhou.aliyuncs.com/export/{rs(DI, 8)}.xlsx?"
               f"OSSAccessKeyId={akid}&Expires={epoch()}&Signature={sig}")
        c, cat, w = [akid, sig], "signed URL: Alibaba OSS (LTAI + signature)", ("the OSS signed URL", "OSS signed URL")
    r = rint(0, 3)
    if r == 0:
        snip, fence = url, ""
    elif r == 1:
        snip, fence = f"curl -fL -o out.bin '{url}'", "bash"
    elif r == 2:
        snip, fence = json.dumps({"status": "ok", "download_url": url, "expires_in": 3600}, indent=2), "json"
    else:
        snip, fence = f"{ts_iso()} INFO generated link for {pick(['customer', 'partner', 'QA'])}: {url}", ""
    return Payload(snip, cat, w[0], w[1], "", "", fence, c, ask_value=c[-1])


def S_private_key(lang):
    cat, txt, sec, we, wk = private_key_material()
    if chance(0.25) and txt.startswith("-----BEGIN"):
        txt = pick(["ssh-add - <<'EOF'\n", "cat > deploy_key <<'EOF'\n", "kubectl create secret generic tls-key --from-file=key.pem=/dev/stdin <<'EOF'\n"]) + txt + "\nEOF"
    return Payload(txt, cat, we, wk, "", pick(["", "~/.ssh/id_deploy", "secrets/key.pem", "sa.json"]), "", sec)


def S_totp(lang):
    issuer = pick(["GitHub", "AWS", "Google", "Okta", "Cloudflare", "npm", "Toss", "Naver", "Slack", "GitLab"])
    acct = pick(NAMES_ROMAN) + "@" + pick(EMAIL_DOMAINS)
    seed = rs(B32, pick([16, 32, 32, 26]))
    k = rint(0, 4)
    if k == 0:
        snip = f"otpauth://totp/{issuer}:{pct(acct)}?secret={seed}&issuer={issuer}&algorithm=SHA1&digits=6&period=30"
        c = [seed]
    elif k == 1:
        sp = " ".join(wrap(seed.lower(), 4))
        snip, c = f"{issuer} 2FA setup key (shared ops account {acct}): {sp}", [sp]
    elif k == 2:
        snip, c = f"TOTP_SECRET={seed}\nTOTP_ISSUER={issuer}", [seed]
    elif k == 3:
        snip, c = f'totp = pyotp.TOTP("{seed}")\nprint(totp.now())', [seed]
    else:
        snip, c = f"oathtool --totp -b {seed}", [seed]
    return Payload(snip, "TOTP seed" + (" (spaced)" if k == 1 else ""), f"the {issuer} TOTP seed",
                   f"{issuer} OTP 시드", issuer, "", "", c, ask_value=c[0])


def S_recovery(lang):
    k = rint(0, 4)
    if k == 0:
        codes = [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(rint(4, 10))]
        snip, we, wk = "\n".join(codes), "the GitHub recovery codes", "GitHub 복구 코드"
    elif k == 1:
        codes = [rs(DI, 4) + " " + rs(DI, 4) for _ in range(rint(4, 10))]
        snip, we, wk = "  ".join(codes) if chance(0.5) else "\n".join(codes), "the Google backup codes", "Google 백업 코드"
    elif k == 2:
        codes = ["-".join(rs(DI, 6) for _ in range(8))]
        snip, we, wk = f"BitLocker recovery key for {pick(['LAPTOP', 'WS', 'DESKTOP'])}-{rs(UPDI, 6)}: {codes[0]}", \
            "the BitLocker recovery key", "BitLocker 복구 키"
    elif k == 3:
        codes = ["A3-" + rs(UPDI, 6) + "-" + rs(UPDI, 6) + "-" + "-".join(rs(UPDI, 5) for _ in range(4))]
        snip, we, wk = f"1Password Secret Key: {codes[0]}", "the 1Password Secret Key", "1Password Secret Key"
    else:
        codes = ["-".join(rs(UPDI, 4) for _ in range(7))]
        snip, we, wk = f"Apple ID recovery key: {codes[0]}", "the recovery key", "복구 키"
    return Payload(snip, f"recovery codes ({len(codes)})", we, wk, "", "", "", codes, ask_value=codes[0])


def S_pin(lang):
    pin = rs(DI, 8)
    k = rint(0, 4)
    if k == 0:
        snip, we, wk = f"SIM PUK for the QA test phone: {pin}", "the SIM PUK", "테스트폰 SIM PUK"
    elif k == 1:
        pin = pin[:4] + "-" + pin[4:]
        snip, we, wk = (f"server room door code: {pin}" if lang == "en" else f"서버실 도어락 비밀번호: {pin}"), \
            "the server room door code", "서버실 도어락 비밀번호"
    elif k == 2:
        old = rs(DI, 8)
        snip = f"yubico-piv-tool -a change-puk -P {old} -N {pin}"
        return Payload(snip, "PIN: YubiKey PUK change", "the YubiKey PUK", "YubiKey PUK", "YubiKey", "", "bash",
                       [old, pin], ask_value=pin)
    elif k == 3:
        snip, we, wk = f"Android test device (Galaxy S23, QA) screen PIN {pin}", "the device PIN", "테스트 기기 PIN"
    else:
        snip, we, wk = f"HSM partition PIN: {pin}", "the HSM partition PIN", "HSM 파티션 PIN"
    return Payload(snip, "PIN: 8 digits", we, wk, "", "", "", [pin], ask_value=pin)


def S_wifi(lang):
    ssid = pick([pick(ORGS).upper() + "-5G", "Office-Guest", pick(ORGS) + "_staff", "Lab-IoT", "회의실-WiFi",
                 "DEV-2.4G"])
    kind, pw = password_cmd_safe(pick(["human-style", "passphrase", "korean-keyboard", "generated"]))
    k = rint(0, 5)
    c = [pw]
    if k == 0:
        snip, fence = f"WIFI:T:WPA;S:{ssid};P:{pw};;", ""
    elif k == 1:
        snip, fence = f'nmcli dev wifi connect "{ssid}" password "{pw}"', "bash"
    elif k == 2:
        psk = rs(HEX, 64)
        snip, fence = f'network={{\n    ssid="{ssid}"\n    #psk="{pw}"\n    psk={psk}\n}}', ""
        c = [pw, psk]
    elif k == 3:
        snip, fence = f"interface=wlan0\nssid={ssid}\nwpa=2\nwpa_passphrase={pw}\nwpa_key_mgmt=WPA-PSK", "ini"
    elif k == 4:
        snip, fence = f"    SSID name              : \"{ssid}\"\n    Authentication         : WPA2-Personal\n    Key Content            : {pw}", ""
    else:
        snip, fence = (f"Wi-Fi {ssid} / {pw}" if lang == "en" else f"와이파이 {ssid} 비번 {pw}"), ""
    return Payload(snip, f"Wi-Fi key ({kind})", "the Wi-Fi password", "와이파이 비밀번호", "", "", fence, c,
                   ask_value=pw)


def S_webhook(lang):
    k = rint(0, 8)
    if k == 0:
        sec = rs(ALNUM, 24)
        url, v = f"https://hooks.slack.com/services/T{rs(UPDI, 9)}/B{rs(UPDI, 10)}/{sec}", "Slack"
    elif k == 1:
        sec = rs(B64U, 68)
        url, v = f"https://discord.com/api/webhooks/{rint(10 ** 18, 2 * 10 ** 18)}/{sec}", "Discord"
    elif k == 2:
        sec = rs(HEX, 64)
        url, v = f"https://oapi.dingtalk.com/robot/send?access_token={sec}", "DingTalk"
    elif k == 3:
        sec = uuid4()
        url, v = f"https://open.feishu.cn/open-apis/bot/v2/hook/{sec}", "Feishu"
    elif k == 4:
        sec = rs(HEX, 32)
        url, v = f"https://wh.jandi.com/connect-api/webhook/{rs(DI, 8)}/{sec}", "JANDI"
    elif k == 5:
        sec = rs(LODI, 26)
        url, v = f"https://chat.{pick(ORGS)}.com/hooks/{sec}", "Mattermost"
    elif k == 6:
        sec = rs(B64U, 43) + "%3D"
        gkey = "AIzaSy" + rs(B64U, 33)
        url, v = (f"https://chat.googleapis.com/v1/spaces/AAAA{rs(B64U, 7)}/messages?key={gkey}"
                  f"&token={sec}"), "Google Chat"
    elif k == 7:
        sec = rs(B64U, 43)
        url, v = (f"https://prod-{rint(10, 99)}.{pick(['koreacentral', 'japaneast', 'westeurope'])}.logic.azure.com:443/workflows/"
                  f"{rs(HEX, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun"
                  f"&sv=1.0&sig={sec}"), "Teams workflow"
    else:
        sec = rs(B64U, 40)
        url, v = f"https://hooks.{pick(ORGS)}.io/ingest/{rs(LODI, 6)}?token={sec}", "internal webhook"
    r = rint(0, 4)
    if r == 0:
        snip, fence = f"SLACK_WEBHOOK_URL={url}" if v == "Slack" else f"WEBHOOK_URL={url}", ""
    elif r == 1:
        snip, fence = f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy done\"}}' {url}", "bash"
    elif r == 2:
        snip, fence = f"receivers:\n- name: oncall\n  {'slack_configs' if v == 'Slack' else 'webhook_configs'}:\n  - {'api_url' if v == 'Slack' else 'url'}: '{url}'", "yaml"
    elif r == 3:
        snip, fence = f'requests.post("{url}", json={{"text": msg}}, timeout=5)', "python"
    else:
        snip, fence = url, ""
    cands = [sec] + ([gkey] if k == 6 else [])
    return Payload(snip, f"webhook: {v} URL with embedded secret", f"the {v} webhook URL", f"{v} 웹훅 URL", v, "",
                   fence, cands, ask_value=sec)


def S_human_password(lang):
    kind, pw = password()
    user = pick(USERS)
    who_en, who_ko = pick(PEOPLE_EN), pick(PEOPLE_KO)
    host = pick([f"192.168.{rint(0, 9)}.1", f"{pick(['nas', 'jump', 'vpn', 'wiki', 'erp'])}.{pick(ORGS)}.internal"])
    en = [
        (f"{who_en}'s laptop login (for the on-site demo) is {pw}", "a colleague's laptop password"),
        (f"shared ops account: {user} / {pw}", "the shared ops account password"),
        (f"Grafana admin password was reset to {pw} by {who_en}", "the Grafana admin password"),
        (f"From: it-helpdesk@{pick(EMAIL_DOMAINS)}\nSubject: your account\nYour temporary password is: {pw}\n"
         f"You will be asked to change it at first login.", "my temporary password"),
        (f"The vendor's zip is encrypted; password (sent by SMS) is {pw}", "the archive password"),
        (f"Jenkins admin: admin / {pw}", "the Jenkins admin password"),
        (f"router admin page http://{host} - user admin, pw: {pw}", "the router admin password"),
        (f"VPN: user {user}, password {pw}, then approve the push", "the VPN password"),
        (f"{who_en} said the staging DB password is \"{pw}\" (with the quotes stripped)", "the staging DB password"),
        (f"Keychain item 'deploy-signing' unlocks with {pw}", "the keychain password"),
    ]
    ko = [
        (f"{who_ko} 노트북 로그인 비밀번호(현장 데모용): {pw}", "동료 노트북 비밀번호"),
        (f"공용 운영 계정: {user} / 비번 {pw}", "공용 운영 계정 비밀번호"),
        (f"{josa(who_ko, '이/가')} Grafana admin 비밀번호를 {pw}로 초기화함", "Grafana admin 비밀번호"),
        (f"보낸사람: it-helpdesk@{pick(EMAIL_DOMAINS)}\n제목: 계정 안내\n임시 비밀번호: {pw}\n최초 로그인 시 변경해 주세요.",
         "임시 비밀번호"),
        (f"협력사 압축파일 암호는 문자로 받음: {pw}", "압축 파일 암호"),
        (f"Jenkins 관리자 계정 admin / {pw}", "Jenkins 관리자 비밀번호"),
        (f"공유기 관리 페이지 http://{host} 아이디 admin 비번 {pw}", "공유기 관리자 비밀번호"),
        (f"VPN 접속: 아이디 {user}, 비밀번호 {pw}, 그다음 OTP 승인", "VPN 비밀번호"),
        (f"공동인증서 비밀번호는 {pw} ({who_ko} 확인)", "공동인증서 비밀번호"),
        (f"법인 계정 {pick(['홈택스', '국민은행 기업뱅킹', '사내 그룹웨어', '네이버 웍스'])} 로그인: {user} / {pw}", "법인 계정 비밀번호"),
    ]
    snip, what = pick(ko if lang == "ko" and chance(0.8) else en)
    return Payload(snip, f"password: person/service ({kind}) in prose", what if lang == "en" else "the password",
                   what if lang == "ko" else "비밀번호", "", "", "", [pw], ask_value=pw)


def S_long_token(lang):
    k = rint(0, 4)
    org = pick(ORGS)
    if k == 0:
        tok = jwt({"iss": f"https://{org}.auth0.com/", "sub": "auth0|" + rs(HEX, 24),
                   "aud": [f"https://api.{org}.com", f"https://{org}.auth0.com/userinfo"], "iat": epoch(),
                   "exp": epoch() + 86400, "scope": "openid profile email offline_access read:orders write:orders",
                   "azp": rs(ALNUM, 32), "permissions": ["read:orders", "write:orders", "admin:refunds"]},
                  alg="RS256")
        we, wk, cat = "the Auth0 access token", "Auth0 액세스 토큰", "long token: RS256 JWT access token"
    elif k == 1:
        tok = "1//0" + pick("egdh") + rs(B64U, rint(95, 100))
        we, wk, cat = "the Google refresh token", "Google refresh 토큰", "long token: Google OAuth refresh token"
    elif k == 2:
        tok = "0.A" + rs(B64U, rint(500, 640))
        we, wk, cat = "the Entra ID refresh token", "Entra ID refresh 토큰", "long token: Entra ID refresh token"
    elif k == 3:
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": pick(ENVS),
                   "kubernetes.io/serviceaccount/secret.name": pick(SVCS) + "-token-" + rs(LODI, 5),
                   "kubernetes.io/serviceaccount/service-account.name": pick(SVCS),
                   "kubernetes.io/serviceaccount/service-account.uid": uuid4(),
                   "sub": "system:serviceaccount:%s:%s" % (pick(ENVS), pick(SVCS))}, alg="RS256")
        we, wk, cat = "the service account token", "서비스 계정 토큰", "long token: k8s service-account JWT"
    else:
        tok = b64(rbytes(rint(300, 420)))
        we, wk, cat = "the SAML assertion/session blob", "SAML 세션 토큰", "long token: opaque base64 session blob"
    r = rint(0, 2)
    if r == 0:
        snip, fence = f"Authorization: Bearer {tok}", ""
    elif r == 1:
        snip, fence = f"TOKEN={tok}", "bash"
    else:
        snip, fence = tok, ""
    return Payload(snip, cat + f" ({len(tok)} chars)", we, wk, "", "", fence, [tok], ask_value=None)


def S_app_secret(lang):
    k = rint(0, 12)
    if k == 0:
        v = rs(LODI + "!@#$%^&*(-_=+)", 50)
        name, prod = "SECRET_KEY", "Django"
    elif k == 1:
        v, name, prod = rs(HEX, 128), "SECRET_KEY_BASE", "Rails"
    elif k == 2:
        v, name, prod = rs(HEX, 32), "RAILS_MASTER_KEY", "Rails"
    elif k == 3:
        v, name, prod = "base64:" + b64(rbytes(32)), "APP_KEY", "Laravel"
    elif k == 4:
        v, name, prod = rs(HEX, 64), "FLASK_SECRET_KEY", "Flask"
    elif k == 5:
        v, name, prod = b64(rbytes(32)), pick(["NEXTAUTH_SECRET", "AUTH_SECRET"]), "NextAuth"
    elif k == 6:
        v, name, prod = rs(ALNUM, pick([32, 48, 64])), "JWT_SECRET", "JWT signing"
    elif k == 7:
        v, name, prod = b64u(rbytes(32)) + "=", "FERNET_KEY", "Airflow"
    elif k == 8:
        v, name, prod = rs(HEX, 64), "ENCRYPTION_KEY", "AES-256"
    elif k == 9:
        v, name, prod = rs(HEX, 32), "APP_SECRET", "Symfony"
    elif k == 10:
        v, name, prod = rs(ALNUM + "+/", 64), "SECRET_KEY_BASE", "Phoenix"
    elif k == 11:
        _, v = password_cmd_safe()
        name, prod = "JASYPT_ENCRYPTOR_PASSWORD", "Jasypt"
    else:
        v, name, prod = rs(HEX, 40), "GITHUB_WEBHOOK_SECRET", "GitHub webhook"
    ctx = mkctx(lang, prod)
    pairs = [(name, v)]
    if chance(0.4):
        pairs.insert(0, (pick(["DEBUG", "APP_ENV", "NODE_ENV", "RAILS_ENV"]), pick(["false", ctx["env"], "production"])))
    snip, fname, fence, cname = in_container(pairs, ctx)
    return Payload(snip, f"app secret: {prod} {name} in {cname}", f"the {prod} {name}", f"{prod} {name} 시크릿",
                   prod, fname, fence, [v], ask_value=v)


def S_cred_file(lang):
    user = pick(USERS)
    org = pick(ORGS)
    k = rint(0, 13)
    if k == 0:
        tok = "HRKU-AA" + rs(B64U, 58)
        txt, fn, c = f"machine api.heroku.com\n  login {user}@{pick(EMAIL_DOMAINS)}\n  password {tok}", "~/.netrc", [tok]
    elif k == 1:
        _, pw = password_cmd_safe()
        txt, fn, c = f"{host_for('pg', pick(ENVS))}:5432:{pick(DBNAMES)}:{user}:{pw}", "~/.pgpass", [pw]
    elif k == 2:
        _, pw = password_cmd_safe()
        txt, fn, c = f"[client]\nuser={user}\npassword=\"{pw}\"\nhost={host_for('mysql', pick(ENVS))}", "~/.my.cnf", [pw]
    elif k == 3:
        tok = pick(["npm_" + rs(ALNUM, 36), "ghp_" + rs(ALNUM, 36)])
        reg = "//registry.npmjs.org/" if tok.startswith("npm_") else "//npm.pkg.github.com/"
        txt, fn, c = f"{reg}:_authToken={tok}\n@{org}:registry=https:{reg}", ".npmrc", [tok]
    elif k == 4:
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 180))
        txt, fn, c = f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {tok}", "~/.pypirc", [tok]
    elif k == 5:
        _, pw = password_cmd_safe()
        blob = basic(user, pw)
        reg = pick([f"harbor.{org}.io", "https://index.docker.io/v1/", f"{rs(DI, 12)}.dkr.ecr.ap-northeast-2.amazonaws.com"])
        txt = json.dumps({"auths": {reg: {"auth": blob}}}, indent=2)
        fn, c = "~/.docker/config.json", [blob]
    elif k == 6:
        tok = "ghp_" + rs(ALNUM, 36)
        txt, fn, c = f"https://{user}:{tok}@github.com", "~/.git-credentials", [tok]
    elif k == 7:
        _, pw = password_cmd_safe()
        e = pct(pw)
        txt, fn, c = f"[global]\nindex-url = https://{user}:{e}@pypi.{org}.internal/simple\ntrusted-host = pypi.{org}.internal", "pip.conf", [e]
    elif k == 8:
        _, pw = password_cmd_safe()
        txt = (f"<servers>\n  <server>\n    <id>{org}-releases</id>\n    <username>{user}</username>\n"
               f"    <password>{pw}</password>\n  </server>\n</servers>")
        fn, c = "~/.m2/settings.xml", [pw]
    elif k == 9:
        tok = rs(HEX, 40)
        txt = json.dumps({"http-basic": {f"repo.packagist.com": {"username": "token", "password": tok}}}, indent=4)
        fn, c = "auth.json", [tok]
    elif k == 10:
        ak, sk = rs(UPDI, 20), rs(B64, 40)
        txt, fn, c = f"[default]\naccess_key = {ak}\nsecret_key = {sk}\nhost_base = kr.object.ncloudstorage.com", "~/.s3cfg", [ak, sk]
    elif k == 11:
        tok = "gho_" + rs(ALNUM, 36)
        txt, fn, c = f"github.com:\n    user: {user}\n    oauth_token: {tok}\n    git_protocol: https", "~/.config/gh/hosts.yml", [tok]
    elif k == 12:
        tok = "cio" + rs(ALNUM, 32)
        txt, fn, c = f'[registry]\ntoken = "{tok}"', "~/.cargo/credentials.toml", [tok]
    else:
        tok = rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67)
        txt, fn, c = f'credentials "app.terraform.io" {{\n  token = "{tok}"\n}}', "~/.terraformrc", [tok]
    return Payload(txt, f"credential file: {fn}", f"the credentials in {fn}", f"{fn} 인증 정보", "", fn, "", c,
                   ask_value=c[-1])


def S_sql_admin(lang):
    user = pick(USERS).replace("-", "_").replace(".", "_")
    _, pw = password_cmd_safe()
    k = rint(0, 8)
    if k == 0:
        snip = f"CREATE USER {user} WITH PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {pick(DBNAMES)} TO {user};"
    elif k == 1:
        snip = f"ALTER USER '{user}'@'%' IDENTIFIED BY '{pw}';\nFLUSH PRIVILEGES;"
    elif k == 2:
        snip = f"CREATE LOGIN {user} WITH PASSWORD = '{pw}';"
    elif k == 3:
        snip = f'db.createUser({{ user: "{user}", pwd: "{pw}", roles: [{{ role: "readWrite", db: "{pick(DBNAMES)}" }}] }})'
    elif k == 4:
        snip = f"rabbitmqctl add_user {user} '{pw}'\nrabbitmqctl set_permissions -p / {user} '.*' '.*' '.*'"
    elif k == 5:
        snip = f'redis-cli CONFIG SET requirepass "{pw}"'
    elif k == 6:
        snip = f"echo '{user}:{pw}' | sudo chpasswd"
    elif k == 7:
        snip = f"./kcadm.sh set-password -r {pick(ORGS)} --username {user} --new-password '{pw}'"
    else:
        snip = f"ALTER ROLE {user} WITH LOGIN PASSWORD '{pw}' VALID UNTIL '2026-12-31';"
    return Payload(snip, "password: DB/admin statement", "the new account password", "새 계정 비밀번호", "", "",
                   pick(["sql", ""]), [pw], ask_value=pw)


def S_k8s_b64(lang):
    user = pick(USERS)
    _, pw = password()
    ub, pb = b64(user.encode()), b64(pw.encode())
    svc = pick(SVCS)
    snip = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc}-db\ntype: Opaque\ndata:\n"
            f"  username: {ub}\n  password: {pb}")
    c = [pb]
    if chance(0.4):
        snip += f"\n# echo {pb} | base64 -d  ->  {pw}"
        c.append(pw)
    return Payload(snip, "k8s Secret data (base64 password)" + (" + decoded" if len(c) > 1 else ""),
                   "the DB secret", "DB 시크릿", "Kubernetes", f"k8s/{svc}-db-secret.yaml", "yaml", c, ask_value=pb)


def S_ci_log_leak(lang):
    name, region, fn = next_vendor()
    cred = fn()
    k, val, _ = [p for p in cred.pairs if p[2]][-1]
    r = rint(0, 3)
    if r == 0:
        snip = (f"+ export {k}={val}\n+ ./scripts/deploy.sh {pick(ENVS)}\n"
                f"deploy.sh: line {rint(10, 90)}: {pick(['jq', 'yq', 'aws'])}: command not found")
    elif r == 1:
        snip = (f"[Pipeline] sh\n+ curl -sf -H 'Authorization: Bearer {val}' https://{pick(['api', 'deploy'])}.{pick(ORGS)}.com/hooks/release\n"
                f"curl: (22) The requested URL returned error: {pick(['401', '403', '500'])}")
    elif r == 2:
        snip = f"Run echo \"{k}={val}\" >> $GITHUB_ENV\n  echo \"{k}={val}\" >> $GITHUB_ENV\n  shell: /usr/bin/bash -e {{0}}"
    else:
        snip = f"$ printenv | grep {k.split('_')[0]}\n{k}={val}"
    c = cred.candidates()
    return Payload(snip, f"CI log leak: {cred.product} ({region})", "the " + cred.product,
                   cred.vendor + " " + ko_kind(cred.product), cred.vendor, "", "", c, ask_value=val)


def S_cli_output(lang):
    k = rint(0, 5)
    if k == 0:
        ak, sk = "AKIA" + rs(B32, 16), rs(B64, 40)
        out = json.dumps({"AccessKey": {"UserName": pick(USERS), "AccessKeyId": ak, "Status": "Active",
                                        "SecretAccessKey": sk, "CreateDate": ts_iso()[:19] + "+00:00"}}, indent=4)
        return Payload("$ aws iam create-access-key --user-name ci-deployer\n" + out, "CLI output: aws iam create-access-key",
                       "the new IAM access key", "새 IAM 액세스 키", "AWS", "", "json", [ak, sk], ask_value=ak)
    if k == 1:
        pw = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)
        out = json.dumps({"appId": uuid4(), "displayName": pick(SVCS) + "-sp", "password": pw, "tenant": uuid4()}, indent=2)
        return Payload("$ az ad sp create-for-rbac --name " + pick(SVCS) + "-sp\n" + out, "CLI output: az ad sp create-for-rbac",
                       "the service principal secret", "서비스 주체 시크릿", "Azure", "", "json", [pw], ask_value=pw)
    if k == 2:
        tok = "ya29." + rs(B64U, rint(160, 220))
        return Payload("$ gcloud auth print-access-token\n" + tok, "CLI output: gcloud access token",
                       "the gcloud access token", "gcloud 액세스 토큰", "Google Cloud", "", "bash", [tok], ask_value=None)
    if k == 3:
        tok = "gho_" + rs(ALNUM, 36)
        return Payload("$ gh auth token\n" + tok, "CLI output: gh auth token", "the gh CLI token", "gh CLI 토큰",
                       "GitHub", "", "bash", [tok], ask_value=tok)
    if k == 4:
        tok, acc = "hvs." + rs(B64U, 24), rs(B64U, 24)
        out = ("Key                  Value\n---                  -----\n"
               f"token                {tok}\ntoken_accessor       {acc}\ntoken_duration       768h\n"
               "token_renewable      true\ntoken_policies       [\"default\" \"%s\"]" % pick(SVCS))
        return Payload("$ vault token create -policy=" + pick(SVCS) + "\n" + out, "CLI output: vault token create",
                       "the Vault token", "Vault 토큰", "HashiCorp Vault", "", "", [tok], ask_value=tok)
    ak, sk = "ASIA" + rs(B32, 16), rs(B64, 40)
    st = "IQoJb3JpZ2luX2Vj" + rs(B64, rint(220, 300)) + "="
    out = json.dumps({"Credentials": {"AccessKeyId": ak, "SecretAccessKey": sk, "SessionToken": st,
                                      "Expiration": ts_iso()[:19] + "+00:00"}}, indent=2)
    return Payload(out, "CLI output: aws sts assume-role", "the assumed-role credentials", "assume-role 임시 자격 증명",
                   "AWS", "", "json", [ak, sk, st], ask_value=ak)


SECRET_PAYLOADS = [
    ("vendor token in config", S_vendor_kv, 70), ("vendor token in HTTP call", S_vendor_http, 42),
    ("service password in config", S_password_config, 24), ("password in command", S_cmd_password, 30),
    ("connection string", S_conn_string, 20), ("Basic auth header", S_basic_header, 10),
    ("bearer / api-key header", S_bearer, 10), ("session cookie", S_cookie, 8), ("signed URL", S_signed_url, 9),
    ("private key", S_private_key, 12), ("TOTP seed", S_totp, 6), ("recovery codes", S_recovery, 6),
    ("PIN", S_pin, 5), ("Wi-Fi key", S_wifi, 6), ("webhook URL", S_webhook, 10),
    ("human password in prose", S_human_password, 14), ("long token", S_long_token, 6),
    ("framework secret key", S_app_secret, 10), ("credential file", S_cred_file, 10),
    ("DB/admin statement", S_sql_admin, 6), ("k8s base64 secret", S_k8s_b64, 4), ("CI log leak", S_ci_log_leak, 7),
    ("CLI output", S_cli_output, 6),
]


# ----------------------------------------------------------------------------------------------
# part 6: note-level secret templates and validation
# ----------------------------------------------------------------------------------------------
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def present(cands, fields):
    return [c for c in dedupe(cands) if any(c in f for f in fields.values())]


def window_violation(fields, secrets):
    """FORMAT rule: no 8-char window of a listed secret outside the occurrences of the secrets"""
    order = sorted(secrets, key=len, reverse=True)
    for mark in ("\x00", "[REDACTED]"):
        for text in fields.values():
            masked = text
            for s in order:
                masked = masked.replace(s, mark)
            for s in secrets:
                for i in range(len(s) - 7):
                    if s[i:i + 8] in masked:
                        return f"window {s[i:i + 8]!r} of {s[:20]!r}... survives"
    return None


def size_problem(fields):
    if not fields["missing_context"].strip() or not fields["lesson"].strip():
        return "empty field"
    for k, lim in MAX_BYTES.items():
        if len(fields[k].encode("utf-8")) > lim:
            return f"{k} too long"
    return None


SPLIT_EN = [
    ("{person} sent the new {what} for {svc} ({env}) in chat; the value is below so it doesn't get lost:",
     "{value}\nPut it in `{file}` and restart {svc}."),
    ("PW:Credentials for `{host}` - user `{user}`, and the password is",
     "`{value}` (mind the last character). Only use it for the migration."),
    ("Ops finally answered with {what} for {env}:", "{value} - verified with `{cmd}`."),
    ("The runbook step that was missing: set {var} to",
     "`{value}` before starting {svc}, otherwise it falls back to the sandbox account."),
]
SPLIT_KO = [
    ("{person_i} {svc}({env})용 새 {what_eul} 채팅으로 보내줌. 잃어버리지 않게 값은 아래에:",
     "{value}\n`{file}`에 넣고 {svc} 재시작."),
    ("PW:`{host}` 접속 정보 - 사용자 `{user}`, 비밀번호는", "`{value}` (마지막 문자 주의). 마이그레이션에만 사용할 것."),
    ("운영팀이 드디어 {env}용 {what_eul} 알려줌:", "{value} - `{cmd}`로 검증 완료."),
    ("런북에서 빠져 있던 단계: {var} 값을", "`{value}`로 설정한 뒤 {svc} 시작. 안 그러면 샌드박스 계정으로 붙음."),
]
SPLIT2_EN = [("Remember to export {var} before `{cmd}`; the value I used today is",
              "`{value}` - still valid, or will you rotate it?")]
SPLIT2_KO = [("`{cmd}` 전에 {var}를 export해야 한다. 오늘 쓴 값은", "`{value}` - 계속 써도 되나요, 교체 예정인가요?")]


def secret_value_source(lang):
    """a single secret value with a label; returns (value, var, what_en, what_ko, category)"""
    r = rint(0, 3)
    if r <= 1:
        name, region, fn = next_vendor()
        cred = fn()
        var, val, _ = [p for p in cred.pairs if p[2]][-1]
        return val, var, "the " + cred.product, cred.vendor + " " + ko_kind(cred.product), \
            f"split fields: {cred.product} ({region})", cred.vendor, False
    kind, pw = password()
    prod = pick(PW_VARS)
    return pw, prod[1], f"the {prod[2]} password", f"{prod[2]} 비밀번호", f"split fields: {prod[2]} {kind} password", \
        prod[2], True


def T_split(lang):
    val, var, we, wk, cat, vendor, is_pw = secret_value_source(lang)
    p = Payload("", cat, we, wk, vendor, "", "", [val])
    v = prose_vars(p, lang)
    v.update(host=host_for("any", v["env"]), user=pick(USERS), var=var)
    if chance(0.75):
        a, b = pick([x for x in (SPLIT_KO if lang == "ko" else SPLIT_EN) if is_pw or not x[0].startswith("PW:")])
        a = a[3:] if a.startswith("PW:") else a
        fields = {"missing_context": fill(a, v), "lesson": fill(b, v, value=val),
                  "ask_next_time": pick(["", fill(pick(POOLS[lang]["ask_plain"]), v)])}
        cat += " (missing_context -> lesson)"
    else:
        a, b = pick(SPLIT2_KO if lang == "ko" else SPLIT2_EN)
        fields = {"missing_context": fill(pick(POOLS[lang]["mc_plain"]), v),
                  "lesson": fill(pick(POOLS[lang]["lesson_plain"]), v) + " " + fill(a, v),
                  "ask_next_time": fill(b, v, value=val)}
        cat += " (lesson -> ask_next_time)"
    return fields, cat, [val]


MULTI_FAMILIES = [S_vendor_kv, S_password_config, S_cmd_password, S_conn_string, S_bearer, S_webhook, S_app_secret,
                  S_cred_file, S_vendor_http, S_basic_header, S_totp, S_sql_admin]


def T_multi(lang):
    fa, fb = sample(MULTI_FAMILIES, 2)
    a, b = fa(lang), fb(lang)
    P = POOLS[lang]
    v = prose_vars(a, lang)
    va = dict(v)
    vb = prose_vars(b, lang)
    fields = {"missing_context": fill(pick(P["mc_snip"]), va, snip=fmt_snippet(a.snippet, a.fence, lang)),
              "lesson": fill(pick(P["lesson_snip"]), vb, snip=fmt_snippet(b.snippet, b.fence, lang)),
              "ask_next_time": ""}
    r = R.random()
    if r < 0.3 and a.ask_value:
        fields["ask_next_time"] = fill(pick(P["ask_value"]), va, value=a.ask_value)
    elif r < 0.6:
        fields["ask_next_time"] = fill(pick(P["ask_plain"]), vb)
    return fields, f"multi: {a.category} + {b.category}", a.candidates + b.candidates


ASK_ONLY_FAMILIES = [S_cmd_password, S_conn_string, S_human_password, S_pin, S_wifi, S_totp, S_webhook, S_bearer]


def T_ask_only(lang):
    p = pick(ASK_ONLY_FAMILIES)(lang)
    fields, _ = compose(p, lang, placement="ask_next_time")
    return fields, "question only: " + p.category, p.candidates


def T_ask_repeat(lang):
    while True:
        p = pick([S_vendor_kv, S_password_config, S_cmd_password, S_app_secret, S_webhook, S_cookie])(lang)
        if p.ask_value:
            break
    fields, _ = compose(p, lang, placement=pick(["lesson", "missing_context"]), ask_mode="value")
    return fields, "repeated in ask_next_time: " + p.category, p.candidates


NOTE_TEMPLATES = [("split across fields", T_split, 10), ("several secrets", T_multi, 11),
                  ("secret only in the question", T_ask_only, 5), ("secret repeated in the question", T_ask_repeat, 3)]


def payload_note(fn):
    def run(lang):
        p = fn(lang)
        fields, placement = compose(p, lang)
        return fields, p.category + f" [{placement}]", p.candidates
    return run


SEEN_FIELDS = {}


def take_vendors():
    names = [v[0] for v in CUR_VENDORS]
    del CUR_VENDORS[:]
    return names


def is_duplicate(fields):
    """True if an identical note was already produced; otherwise remembers it"""
    key = json.dumps(fields, ensure_ascii=False, sort_keys=True)
    if key in SEEN_FIELDS:
        return True
    SEEN_FIELDS[key] = True
    return False


def build_secret_note(template, lang):
    for attempt in range(300):
        give_back_vendors()
        fields, cat, cands = template(lang)
        secrets = present(cands, fields)
        if not secrets or any(len(s) < 8 for s in secrets):
            continue
        if size_problem(fields) or window_violation(fields, secrets) or is_duplicate(fields):
            continue
        return {"lang": lang, "kind": "secret", "category": cat, "fields": fields, "secrets": secrets,
                "_vendors": take_vendors()}
    raise RuntimeError(f"could not build a valid secret note from {template}")


# ----------------------------------------------------------------------------------------------
# part 7a: clean material - looks risky, contains no credential
# ----------------------------------------------------------------------------------------------
KNOWN_PREFIXES = ["github_pat_", "sk-ant-api03-", "sk-proj-", "sk-svcacct-", "sk_live_", "rk_live_", "whsec_",
                  "xoxb-", "xoxp-", "xapp-", "glpat-", "glrt-", "gldt-", "ghp_", "ghs_", "gho_", "AKIA", "ASIA",
                  "AIza", "GOCSPX-", "SG.", "npm_", "pypi-", "dckr_pat_", "hf_", "shpat_", "shpca_", "shppa_",
                  "ATATT", "dop_v1_", "HRKU-", "nfp_", "NRAK-", "sntrys_", "lin_api_", "ntn_", "secret_", "pat",
                  "figd_", "PMAK-", "hvs.", "hvb.", "dp.st.", "dp.pt.", "pul-", "glsa_", "glc_", "EAAA", "sl.",
                  "sk.", "sbp_", "LTAI", "AKID", "AKLT", "live_sk_", "test_sk_", "live_gsk_", "nv-", "SCW", "EXO",
                  "ATBB", "AKCp", "CCIPAT_", "bkua_", "dapi", "squ_", "sqp_", "sqa_", "r8_", "gsk_", "pplx-", "live_",
                  "AQVN", "y0_", "key-", "sk-", "PS", "NCS", "DEV", "PRD", "SEC"]


def x_placeholder(value):
    for p in KNOWN_PREFIXES:
        if value.startswith(p) and len(value) > len(p) + 8:
            return p + pick("Xx*") * min(len(value) - len(p), 40)
    return pick(["x", "X", "0"]) * min(len(value), 40)


def placeholder(name, value):
    """a non-secret stand-in for a credential value"""
    low = name.lower()
    if name == "AWS_ACCESS_KEY_ID" and chance(0.5):
        return "AKIAIOSFODNN7EXAMPLE"
    if name == "AWS_SECRET_ACCESS_KEY" and chance(0.5):
        return "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    r = rint(0, 15)
    if r == 0:
        return f"<{low.replace('_', '-')}>"
    if r == 1:
        return f"<YOUR_{name}>"
    if r == 2:
        return "${" + name + "}"
    if r == 3:
        return "$" + name
    if r == 4:
        return "{{ .Values.%s }}" % camel(name)
    if r == 5:
        return "{{ %s }}" % low
    if r == 6:
        return pick(["REPLACE_ME", "TODO", "CHANGE_ME_IN_VAULT", "your-%s-here" % low.replace("_", "-"),
                     "set-me", "<set in 1Password>", "fake-%s-for-tests" % low.replace("_", "-")])
    if r in (7, 8):
        return x_placeholder(value)
    if r == 9:
        return ""
    if r == 10:
        return f"op://{pick(['Engineering', 'Infra', 'Shared'])}/{pick(SVCS)}/{low}"
    if r == 11:
        return f"vault:secret/data/{pick(SVCS)}#{low}"
    if r == 12:
        return f"arn:aws:secretsmanager:{pick(REGIONS)}:{rs(DI, 12)}:secret:{pick(ENVS)}/{pick(SVCS)}/{low}-{rs(ALNUM, 6)}"
    if r == 13:
        return f"projects/{rs(DI, 12)}/secrets/{low.replace('_', '-')}/versions/latest"
    if r == 14:
        return f"$(cat /run/secrets/{low})"
    return "%" + name + "%"


def mask(value):
    r = rint(0, 7)
    pre = ""
    for p in KNOWN_PREFIXES:
        if value.startswith(p):
            pre = p
            break
    if r == 0:
        return pre + "*" * 12 + value[-4:]
    if r == 1:
        return (pre or value[:3]) + "..." + value[-4:]
    if r == 2:
        return "****" + value[-4:]
    if r == 3:
        return "•" * 12
    if r == 4:
        return pick(["[REDACTED]", "<redacted>", "[FILTERED]", "***", "(hidden)", "<masked>"])
    if r == 5:
        return pre + "…" + value[-4:]
    if r == 6:
        return "*" * min(len(value), 24)
    return pre + "x" * 8 + "…" + value[-3:]


def clean_pairs(cred, fn):
    """replace every credential in the pairs with fn(name, value); ids/regions stay"""
    cands = cred.candidates()
    out = []
    for k, v, listed in cred.pairs:
        if listed:
            out.append((k, fn(k, v)))
        else:
            for c in sorted(cands, key=len, reverse=True):
                if c in v:
                    v = v.replace(c, fn(k, c))
            out.append((k, v))
    return out


def ssh_ed25519_pub():
    return "ssh-ed25519 " + b64(sshstr(b"ssh-ed25519") + sshstr(rbytes(32)))


def ssh_rsa_pub():
    return "ssh-rsa " + b64(sshstr(b"ssh-rsa") + sshstr(b"\x01\x00\x01") + sshstr(b"\x00\xc1" + rbytes(256)))


def ec_pub_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap(b64(der), 64)) + "\n-----END PUBLIC KEY-----"


def cert_partial():
    der = bytes.fromhex("308203") + rbytes(600)
    lines = wrap(b64(der), 64)
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines[:rint(3, 5)]) + "\n...\n" + lines[-1] + \
        "\n-----END CERTIFICATE-----"


def sops_enc(type_="str", n=None):
    n = n or rint(12, 40)
    return f"ENC[AES256_GCM,data:{b64(rbytes(n))},iv:{b64(rbytes(32))},tag:{b64(rbytes(16))},type:{type_}]"


def ansible_vault_lines(nlines):
    inner = rs(HEX, 64) + "\n" + rs(HEX, 64) + "\n" + rs(HEX, 32 * rint(2, 4))
    body = inner.encode().hex()
    return ["$ANSIBLE_VAULT;1.1;AES256"] + wrap(body, 80)[:nlines]


# ----------------------------------------------------------------------------------------------
# part 7b: clean payload templates
# ----------------------------------------------------------------------------------------------
def C_placeholder_kv(lang):
    name, region, fn = next_vendor()
    cred = fn()
    ctx = mkctx(lang, cred.vendor)
    style = rint(0, 15)
    fixed = lambda k, v: placeholder(k, v)  # noqa: E731
    pairs = clean_pairs(cred, fixed)
    snip, fname, fence, cname = in_container(pairs, ctx, names=[
        "dotenv", "shell export", "YAML", "JSON", "TOML", "INI", "properties", "XML", "k8s Deployment env",
        "docker-compose", "Dockerfile", "GitHub Actions", "GitLab CI", "Terraform", "code", "diff", "markdown table",
        "systemd unit"])
    if chance(0.3):
        snip = pick(["# .env.example - copy to .env and fill in\n", "# template, real values live in Vault\n",
                     "# README excerpt\n", "# sample config (do not put real keys here)\n"]) + snip
    return Payload(snip, f"placeholder: {cred.product} ({region}) fields in {cname}", "the " + cred.product + " setting",
                   cred.vendor + " " + ko_kind(cred.product) + " 설정", cred.vendor, fname, fence, [],
                   ask_value=pick([p[1] for p in pairs if p[1]] or ["${" + pairs[0][0] + "}"]))


def C_masked(lang):
    name, region, fn = next_vendor()
    cred = fn()
    real = cred.main_secret()
    k = rint(0, 11)
    if k == 0:
        snip = ("      Name                    Value             Type    Location\n"
                "      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\n"
                f"access_key     ****************{rs(UPDI, 4)} shared-credentials-file\n"
                f"secret_key     ****************{rs(ALNUM, 4)} shared-credentials-file\n"
                f"    region           {pick(REGIONS)}      config-file    ~/.aws/config")
        cat, we, wk, v = "masked: aws configure list", "the AWS profile", "AWS 프로파일", "AWS"
    elif k == 1:
        snip = (f"github.com\n  ✓ Logged in to github.com account {pick(NAMES_ROMAN)} (keyring)\n  - Active account: true\n"
                f"  - Git operations protocol: https\n  - Token: gho_{'*' * 36}\n"
                "  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'")
        cat, we, wk, v = "masked: gh auth status", "the gh login", "gh 로그인", "GitHub"
    elif k == 2:
        snip = (f"Name:         {pick(SVCS)}-creds\nNamespace:    {pick(ENVS)}\nType:  Opaque\n\nData\n====\n"
                f"password:  {rint(12, 40)} bytes\nusername:  {rint(4, 12)} bytes\napi-key:   {rint(32, 64)} bytes")
        cat, we, wk, v = "masked: kubectl describe secret", "the k8s secret", "k8s 시크릿", "Kubernetes"
    elif k == 3:
        snip = (f"  # module.{pick(SVCS).replace('-', '_')}.aws_db_instance.main will be updated in-place\n"
                "  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s\"\n      ~ password = (sensitive value)\n"
                "        # (41 unchanged attributes hidden)\n    }" % (pick(SVCS) + "-" + pick(ENVS)))
        cat, we, wk, v = "masked: terraform plan (sensitive value)", "the RDS password change", "RDS 비밀번호 변경", "Terraform"
    elif k == 4:
        snip = (f"Run curl -sf -H \"Authorization: Bearer ***\" https://api.{pick(ORGS)}.com/deploy\n"
                f"  curl -sf -H \"Authorization: Bearer ***\" https://api.{pick(ORGS)}.com/deploy\n  env:\n    {cred.pairs[-1][0]}: ***")
        cat, we, wk, v = "masked: GitHub Actions *** log", "the deploy token", "배포 토큰", cred.vendor
    elif k == 5:
        snip = (f'Started POST "/users/sign_in" for {ipv4_private()} at {ts_log()} +0900\n'
                f'Parameters: {{"user"=>{{"email"=>"{pick(NAMES_ROMAN)}@{pick(EMAIL_DOMAINS)}", "password"=>"[FILTERED]"}}, '
                f'"authenticity_token"=>"[FILTERED]"}}')
        cat, we, wk, v = "masked: Rails [FILTERED] params", "the login params", "로그인 파라미터", "Rails"
    elif k == 6:
        snip = f"; userconfig /home/{pick(USERS)}/.npmrc\n//registry.npmjs.org/:_authToken = (protected)\nregistry = \"https://registry.npmjs.org/\""
        cat, we, wk, v = "masked: npm config list (protected)", "the npm token", "npm 토큰", "npm"
    elif k == 7:
        snip = ("> vercel env ls\n name                     value               environments        created\n"
                f" DATABASE_URL             Encrypted           Production          {rint(2, 30)}d ago\n"
                f" {cred.pairs[-1][0]:<24} Encrypted           Production, Preview {rint(2, 30)}d ago")
        cat, we, wk, v = "masked: vercel env ls (Encrypted)", "the Vercel env vars", "Vercel 환경 변수", "Vercel"
    elif k == 8:
        snip = json.dumps({"name": cred.pairs[-1][0].lower().replace("_", "."), "value": "******",
                           "origin": "System Environment Property \"%s\"" % cred.pairs[-1][0]}, indent=2)
        cat, we, wk, v = "masked: Spring actuator /env", "the actuator env output", "actuator env 출력", "Spring"
    else:
        pairs = [(kk, mask(vv) if listed else vv) for kk, vv, listed in cred.pairs
                 if listed or not any(c in vv for c in cred.candidates())]
        if not any(listed for _, _, listed in cred.pairs):
            pairs.append((cred.pairs[0][0], mask(real)))
        ctx = mkctx(lang, cred.vendor)
        snip, fname, fence, cname = in_container(pairs, ctx, names=["dotenv", "YAML", "JSON", "log line",
                                                                    "markdown table", "chat message"])
        return Payload(snip, f"masked: {cred.product} ({region}) in {cname}", "the " + cred.product,
                       cred.vendor + " " + ko_kind(cred.product), cred.vendor, fname, fence, [],
                       ask_value=mask(real))
    return Payload(snip, cat, we, wk, v, "", "", [], ask_value=None)


def C_env_ref(lang):
    name, region, fn = next_vendor()
    cred = fn()
    var = [p for p in cred.pairs if p[2]][-1][0] if any(p[2] for p in cred.pairs) else cred.pairs[-1][0]
    low = var.lower()
    svc = pick(SVCS)
    k = rint(0, 15)
    snips = [
        (f"env:\n  {var}: ${{{{ secrets.{var} }}}}\n  AWS_REGION: {pick(REGIONS)}", "GitHub Actions secrets ref", "yaml"),
        (f"env:\n  - name: {var}\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-secrets\n        key: {low.replace('_', '-')}", "k8s secretKeyRef", "yaml"),
        (f'{low} = os.environ["{var}"]', "python os.environ", "python"),
        (f"const {camel(var)} = process.env.{var};\nif (!{camel(var)}) throw new Error('{var} is not set');", "process.env", "javascript"),
        (f'String key = System.getenv("{var}");', "System.getenv", "java"),
        (f"{low}: ENV.fetch('{var}')", "ENV.fetch", "ruby"),
        (f"aws secretsmanager get-secret-value --secret-id {pick(ENVS)}/{svc}/{low} --query SecretString --output text",
         "aws secretsmanager get-secret-value", "bash"),
        (f"gcloud secrets versions access latest --secret={low.replace('_', '-')} --project={pick(ORGS)}-{pick(ENVS)}",
         "gcloud secrets access", "bash"),
        (f"export {var}=\"$(op read 'op://Engineering/{cred.vendor}/{low}')\"", "1Password op read", "bash"),
        (f"{var}=$(vault kv get -field={low} secret/{svc})", "vault kv get", "bash"),
        (f"doppler run --project {svc} --config {pick(ENVS)} -- npm start", "doppler run", "bash"),
        (f'variable "{low}" {{\n  type      = string\n  sensitive = true\n}}\n\nresource "kubernetes_secret" "app" {{\n'
         f'  data = {{ {var} = var.{low} }}\n}}', "Terraform sensitive variable", "hcl"),
        (f"apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {svc}\nspec:\n"
         f"  secretStoreRef: {{ name: aws-sm, kind: ClusterSecretStore }}\n  data:\n  - secretKey: {var}\n"
         f"    remoteRef: {{ key: {pick(ENVS)}/{svc}, property: {low} }}", "ExternalSecret manifest", "yaml"),
        (f"{low}: \"{{{{ lookup('env', '{var}') }}}}\"", "Ansible env lookup", "yaml"),
        (f"app.{slug(cred.vendor)}.key=${{{var}}}", "Spring placeholder", "properties"),
        (f"data \"aws_ssm_parameter\" \"{low}\" {{\n  name            = \"/{pick(ENVS)}/{svc}/{low}\"\n  with_decryption = true\n}}",
         "Terraform SSM data source", "hcl"),
    ]
    snip, how, fence = snips[k]
    return Payload(snip, f"env/secret-manager reference: {how} ({cred.vendor})", "the " + cred.product,
                   cred.vendor + " " + ko_kind(cred.product), cred.vendor, "", fence, [], ask_value="$" + var)


def C_hashes(lang):
    k = rint(0, 10)
    if k == 0:
        snip = "\n".join(f"{sha256_hex()}  dist/{pick(SVCS)}-{rint(1, 3)}.{rint(0, 9)}.{rint(0, 9)}-{pick(['linux-amd64', 'darwin-arm64', 'windows-amd64'])}.tar.gz" for _ in range(rint(2, 4)))
        cat = "hashes: sha256sum output"
    elif k == 1:
        snip = f"{rint(1, 3)}.{rint(0, 20)}: Pulling from {pick(ORGS)}/{pick(SVCS)}\nDigest: sha256:{sha256_hex()}\nStatus: Downloaded newer image"
        cat = "hashes: docker image digest"
    elif k == 2:
        snip = "\n".join(f"{git_sha(7)} {pick(['fix', 'feat', 'chore', 'refactor'])}: {pick(['retry on 429', 'bump deps', 'split config loader', 'drop legacy auth path', 'add health probe'])}" for _ in range(rint(3, 6)))
        cat = "hashes: git log --oneline"
    elif k == 3:
        pkg = pick(["lodash", "axios", "react-dom", "@aws-sdk/client-s3", "jsonwebtoken", "express"])
        snip = json.dumps({f"node_modules/{pkg}": {"version": f"{rint(1, 9)}.{rint(0, 30)}.{rint(0, 9)}",
                                                   "resolved": f"https://registry.npmjs.org/{pkg}/-/{pkg.split('/')[-1]}-{rint(1, 9)}.{rint(0, 9)}.{rint(0, 9)}.tgz",
                                                   "integrity": "sha512-" + b64(rbytes(64))}}, indent=2)
        cat = "hashes: package-lock integrity sha512"
    elif k == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/golang-jwt/jwt/v5", "google.golang.org/grpc"])
        ver = f"v{rint(0, 2)}.{rint(0, 40)}.{rint(0, 9)}"
        snip = f"{mod} {ver} h1:{b64(rbytes(32))}\n{mod} {ver}/go.mod h1:{b64(rbytes(32))}"
        cat = "hashes: go.sum h1 lines"
    elif k == 5:
        snip = f"{pick(['requests', 'cryptography', 'boto3', 'pyjwt'])}=={rint(1, 40)}.{rint(0, 9)}.{rint(0, 9)} \\\n    --hash=sha256:{sha256_hex()} \\\n    --hash=sha256:{sha256_hex()}"
        cat = "hashes: pip --hash"
    elif k == 6:
        snip = f'<script src="https://cdn.jsdelivr.net/npm/{pick(["alpinejs", "htmx.org", "chart.js"])}@{rint(1, 4)}.{rint(0, 9)}.{rint(0, 9)}/dist/cdn.min.js" integrity="sha384-{b64(rbytes(48))}" crossorigin="anonymous"></script>'
        cat = "hashes: SRI integrity"
    elif k == 7:
        snip = (f'provider "registry.terraform.io/hashicorp/{pick(["aws", "google", "azurerm", "kubernetes"])}" {{\n'
                f'  version = "{rint(3, 6)}.{rint(0, 80)}.{rint(0, 9)}"\n  hashes = [\n    "h1:{b64(rbytes(32))}",\n'
                f'    "zh:{sha256_hex()}",\n    "zh:{sha256_hex()}",\n  ]\n}}')
        cat = "hashes: .terraform.lock.hcl"
    elif k == 8:
        snip = f'[[package]]\nname = "{pick(["serde", "tokio", "ring", "rustls"])}"\nversion = "{rint(0, 2)}.{rint(0, 40)}.{rint(0, 9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "{sha256_hex()}"'
        cat = "hashes: Cargo.lock checksum"
    elif k == 9:
        snip = f"merged in {git_sha()} (squash of {git_sha()}..{git_sha()})"
        cat = "hashes: full git SHAs"
    else:
        snip = f'ETag: "{rs(HEX, 32)}"\nx-amz-version-id: {rs(ALNUM + "._", 32)}\nContent-MD5: {b64(rbytes(16))}'
        cat = "hashes: S3 ETag / version id / MD5"
    return Payload(snip, cat, "the checksum", "체크섬", "", "", "", [], ask_value=None)


def C_request_ids(lang):
    k = rint(0, 7)
    svc = pick(SVCS)
    if k == 0:
        snip = f'{{"level":"error","ts":"{ts_iso()}","svc":"{svc}","request_id":"{uuid4()}","trace_id":"{rs(HEX, 32)}","span_id":"{rs(HEX, 16)}","msg":"upstream timeout"}}'
    elif k == 1:
        snip = f"x-amz-request-id: {rs(UPDI, 16)}\nx-amz-id-2: {b64(rbytes(54))}"
    elif k == 2:
        snip = f"cf-ray: {rs(HEX, 16)}-{pick(['ICN', 'NRT', 'FRA', 'SJC'])}\nx-request-id: {uuid4()}"
    elif k == 3:
        snip = f"traceparent: 00-{rs(HEX, 32)}-{rs(HEX, 16)}-01"
    elif k == 4:
        snip = f"Sentry event {rs(HEX, 32)} (release {svc}@{git_sha(12)}), issue {pick(ORGS).upper()[:4]}-{rs(UPDI, 3)}"
    elif k == 5:
        snip = f"Stripe request req_{rs(ALNUM, 14)} failed, Idempotency-Key: {uuid4()}"
    elif k == 6:
        snip = f"RequestId: {uuid4()} Duration: {rint(10, 9000)}.{rint(10, 99)} ms Billed Duration: {rint(10, 9000)} ms Memory Size: 512 MB Max Memory Used: {rint(60, 500)} MB"
    else:
        snip = f"metadata:\n  name: {svc}-{rs(LODI, 10)}-{rs(LODI, 5)}\n  uid: {uuid4()}\n  resourceVersion: \"{rint(10 ** 6, 10 ** 8)}\""
    return Payload(snip, "ids: request / trace ids", "the request id", "요청 ID", "", "", "", [], ask_value=None)


def C_public_keys(lang):
    k = rint(0, 10)
    who = pick(USERS) + "@" + pick(["laptop", "mbp", "ci", "bastion"])
    if k == 0:
        snip, cat = f"{ssh_ed25519_pub()} {who}", "public key: ssh-ed25519"
    elif k == 1:
        snip, cat = f"{ssh_rsa_pub()} {who}", "public key: ssh-rsa (long)"
    elif k == 2:
        snip, cat = f"{pick(['github.com', 'gitlab.' + pick(ORGS) + '.com', ipv4_private()])} {ssh_ed25519_pub()}", "public key: known_hosts line"
    elif k == 3:
        snip, cat = f"256 SHA256:{b64(rbytes(32)).rstrip('=')} {who} (ED25519)", "fingerprint: ssh-keygen -lf"
    elif k == 4:
        fp = rs(HEXU, 40)
        snip, cat = (f"pub   ed25519 2024-{rint(1, 12):02d}-{rint(1, 28):02d} [SC]\n      {fp}\n"
                     f"uid           [ultimate] Release Bot <release@{pick(EMAIL_DOMAINS)}>"), "fingerprint: GPG key"
    elif k == 5:
        snip, cat = ec_pub_pem(), "public key: PEM PUBLIC KEY"
    elif k == 6:
        snip, cat = cert_partial(), "public key: certificate (partial)"
    elif k == 7:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 22), "use": "sig", "alg": "RS256",
                                     "n": b64u(rbytes(256)), "e": "AQAB"}]}, indent=2)
        cat = "public key: JWKS"
    elif k == 8:
        snip, cat = f"age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}", "public key: age recipient"
    elif k == 9:
        snip = (f"[Peer]\nPublicKey = {b64(rbytes(32))}\nEndpoint = vpn.{pick(ORGS)}.com:51820\nAllowedIPs = 10.{rint(0, 99)}.0.0/16\n"
                "PersistentKeepalive = 25\n# our private key stays in /etc/wireguard/private.key (not in git)")
        cat = "public key: WireGuard peer (public only)"
    else:
        snip = f"untrusted comment: minisign public key {rs(HEXU, 16)}\nRWQ{b64(rbytes(39))}"
        cat = "public key: minisign"
    return Payload(snip, cat, "the public key", "공개 키", "", "", "", [], ask_value=None)


def C_ids(lang):
    k = rint(0, 13)
    env = pick(ENVS)
    if k == 0:
        acct = rs(DI, 12)
        snip = f"arn:aws:iam::{acct}:role/{pick(SVCS)}-{env}\narn:aws:kms:{pick(REGIONS)}:{acct}:key/{uuid4()}"
        cat = "ids: AWS account id / ARNs / KMS key id"
    elif k == 1:
        snip, cat = f"TWILIO_ACCOUNT_SID=AC{rs(HEX, 32)}\nTWILIO_MESSAGING_SERVICE_SID=MG{rs(HEX, 32)}", "ids: Twilio SIDs"
    elif k == 2:
        snip = f"GOOGLE_CLIENT_ID={rint(10 ** 11, 10 ** 12)}-{rs(LODI, 32)}.apps.googleusercontent.com"
        cat = "ids: Google OAuth client id"
    elif k == 3:
        snip, cat = f"channel C{rs(UPDI, 10)}, bot user U{rs(UPDI, 10)}, workspace T{rs(UPDI, 9)}", "ids: Slack ids"
    elif k == 4:
        snip = f"customer cus_{rs(ALNUM, 14)} / price price_{rs(ALNUM, 24)} / product prod_{rs(ALNUM, 14)} / event evt_{rs(ALNUM, 24)}"
        cat = "ids: Stripe object ids"
    elif k == 5:
        snip, cat = f"gtag('config', 'G-{rs(UPDI, 10)}');  // GTM-{rs(UPDI, 7)}", "ids: Google Analytics ids"
    elif k == 6:
        snip = f"AZURE_TENANT_ID={uuid4()}\nAZURE_SUBSCRIPTION_ID={uuid4()}\nAZURE_CLIENT_ID={uuid4()}  # managed identity, no secret"
        cat = "ids: Azure tenant/subscription/client ids"
    elif k == 7:
        snip, cat = f"zone_id    = \"{rs(HEX, 32)}\"\naccount_id = \"{rs(HEX, 32)}\"", "ids: Cloudflare zone/account id"
    elif k == 8:
        snip, cat = f"DEVELOPMENT_TEAM = {rs(UPDI, 10)}; PRODUCT_BUNDLE_IDENTIFIER = com.{pick(ORGS).replace('-', '')}.app;", "ids: Apple team id"
    elif k == 9:
        snip = f"auth0 client_id: {rs(ALNUM, 32)}  (SPA, PKCE - there is no client secret)"
        cat = "ids: Auth0 SPA client id"
    elif k == 10:
        snip = f"WECHAT_APP_ID=wx{rs(HEX, 16)}\nFEISHU_APP_ID=cli_{rs(HEX, 16)}"
        cat = "ids: WeChat AppID / Feishu app_id"
    elif k == 11:
        snip = f"NAVER_CLIENT_ID={rs(ALNUM, 20)}   # client secret is in Vault"
        cat = "ids: Naver client id"
    elif k == 12:
        snip = f"<meta-data android:name=\"com.google.android.gms.ads.APPLICATION_ID\" android:value=\"ca-app-pub-{rs(DI, 16)}~{rs(DI, 10)}\"/>"
        cat = "ids: AdMob app id"
    else:
        snip = f"okta client_id {'0oa' + rs(ALNUM, 17)}, issuer https://{pick(ORGS)}.okta.com/oauth2/{'aus' + rs(ALNUM, 17)}"
        cat = "ids: Okta client / auth server ids"
    return Payload(snip, cat, "the ids", "ID 값", "", "", "", [], ask_value=None)


def C_base64_data(lang):
    k = rint(0, 6)
    if k == 0:
        snip = f'<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{b64(rbytes(rint(90, 240)))}" alt="logo">'
        cat = "base64: data URI image"
    elif k == 1:
        script = pick(["#!/bin/bash\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\n",
                       "#cloud-config\npackage_update: true\npackages:\n  - docker.io\n"])
        snip = f'user_data_base64 = "{b64(script.encode())}"'
        cat = "base64: cloud-init user data"
    elif k == 2:
        payload = json.dumps({"event": "order.created", "orderId": rs(DI, 10), "amount": rint(1000, 99000), "currency": "KRW"})
        snip = f"kafka message value (base64): {b64(payload.encode())}"
        cat = "base64: Kafka payload"
    elif k == 3:
        cfg = "log_level: info\nworkers: %d\nfeature_x: true\n" % rint(2, 16)
        snip = f"binaryData:\n  app.yaml: {b64(cfg.encode())}"
        cat = "base64: ConfigMap binaryData"
    elif k == 4:
        hdr = b64u(json.dumps({"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 16)}, separators=(",", ":")).encode())
        snip = f"echo '{hdr}' | base64 -d  # -> only the JWT header, used to check the kid"
        cat = "base64: JWT header only"
    elif k == 5:
        snip = f"grpc-status-details-bin: {b64(rbytes(rint(40, 90)))}"
        cat = "base64: protobuf status details"
    else:
        snip = f"font-face src: url(data:font/woff2;base64,d09GMgABAAAAA{b64(rbytes(rint(80, 200)))})"
        cat = "base64: inline font"
    return Payload(snip, cat, "the encoded value", "인코딩된 값", "", "", "", [], ask_value=None)


def C_long_ids(lang):
    k = rint(0, 8)
    if k == 0:
        snip, cat = f"s3://{pick(ORGS)}-datalake/raw/events/dt=2025-{rint(1, 12):02d}-{rint(1, 28):02d}/part-{rs(DI, 5)}-{uuid4()}-c000.snappy.parquet", "long id: S3 object key"
    elif k == 1:
        snip, cat = f"ipfs://bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}", "long id: IPFS CID"
    elif k == 2:
        snip, cat = f"{pick(SVCS)}-{rs(LODI, 10)}-{rs(LODI, 5)}   0/1   CrashLoopBackOff   {rint(3, 40)}   {rint(2, 59)}m", "long id: pod name"
    elif k == 3:
        snip, cat = f"Google Drive file id {rs(B64U, 33)}, Figma file {rs(ALNUM, 22)}, Notion page {rs(HEX, 32)}", "long id: Drive/Figma/Notion ids"
    elif k == 4:
        snip, cat = f"buildId: \"{rs(B64U, 21)}\"  (.next/BUILD_ID)", "long id: Next.js build id"
    elif k == 5:
        snip, cat = f"persisted query sha256Hash: {sha256_hex()}", "long id: GraphQL persisted query hash"
    elif k == 6:
        snip, cat = f"module.platform.module.{pick(SVCS).replace('-', '_')}.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess\"]", "long id: Terraform address"
    elif k == 7:
        snip, cat = f"main.{rs(HEX, 20)}.js  chunk-vendors.{rs(HEX, 8)}.js  app.{rs(HEX, 8)}.css", "long id: webpack chunk hashes"
    else:
        snip, cat = f"airtable base app{rs(ALNUM, 14)}, table tbl{rs(ALNUM, 14)}, view viw{rs(ALNUM, 14)}", "long id: Airtable ids"
    return Payload(snip, cat, "the identifier", "식별자", "", "", "", [], ask_value=None)


def C_versions(lang):
    k = rint(0, 3)
    if k == 0:
        snip = f"{pick(SVCS)} v{rint(1, 5)}.{rint(0, 30)}.{rint(0, 20)}+build.{rint(100, 9999)}.{git_sha(8)}"
    elif k == 1:
        snip = "\n".join(f"-    \"{p}\": \"^{rint(1, 9)}.{rint(0, 20)}.{rint(0, 9)}\",\n+    \"{p}\": \"^{rint(1, 9)}.{rint(0, 20)}.{rint(0, 9)}\","
                         for p in sample(["react", "next", "typescript", "eslint", "vite", "zod"], 2))
    elif k == 2:
        snip = f"image: ghcr.io/{pick(ORGS)}/{pick(SVCS)}:{rint(1, 4)}.{rint(0, 30)}.{rint(0, 9)}-{git_sha(7)}@sha256:{sha256_hex()}"
    else:
        snip = f"Chrome/{rint(120, 131)}.0.{rint(6000, 6800)}.{rint(10, 200)} / Android SDK {rint(30, 35)} / build {rint(10000, 99999)}"
    return Payload(snip, "versions / build metadata", "the version", "버전", "", "", "", [], ask_value=None)


def C_policy(lang):
    k = rint(0, 5)
    if k == 0:
        snip = f"password_policy:\n  min_length: {rint(10, 16)}\n  require_symbol: true\n  max_age_days: {pick([60, 90, 180])}\n  history: {rint(3, 10)}"
    elif k == 1:
        snip = r"PASSWORD_REGEX = r'^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^\w\s]).{%d,64}$'" % rint(10, 14)
    elif k == 2:
        snip = f"password required pam_pwquality.so retry=3 minlen={rint(12, 16)} dcredit=-1 ucredit=-1 ocredit=-1"
    elif k == 3:
        snip = f'"passwordPolicy": "length({rint(10, 14)}) and digits(1) and specialChars(1) and notUsername(undefined) and passwordHistory({rint(3, 6)})"'
    elif k == 4:
        snip = f"BCRYPT_ROUNDS={rint(10, 14)}\nPASSWORD_RESET_TTL_MINUTES={pick([15, 30, 60])}\nSESSION_TIMEOUT={pick([1800, 3600])}"
    else:
        snip = f"AUTH_PASSWORD_VALIDATORS = [{{'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {{'min_length': {rint(10, 14)}}}}}]"
    return Payload(snip, "password policy (no values)", "the password policy", "비밀번호 정책", "", "", "", [],
                   ask_value=None)


def C_prompt_cmds(lang):
    user = pick(USERS)
    env = pick(ENVS)
    cmds = [
        (f"mysql -h {host_for('mysql', env)} -u {user} -p {pick(DBNAMES)}", "mysql -p prompt (no value)"),
        (f"psql -h {host_for('pg', env)} -U {user} -W {pick(DBNAMES)}", "psql -W prompt"),
        (f"cat ~/.config/registry-token | docker login ghcr.io -u {user} --password-stdin", "docker --password-stdin"),
        (f'curl -u "$API_USER:$API_PASS" https://api.{pick(ORGS)}.com/v1/ping', "curl -u env vars"),
        (f"sshpass -e ssh {user}@{host_for('any', env)}   # reads SSHPASS from env", "sshpass -e"),
        (f"redis-cli --askpass -h {host_for('redis', env)}", "redis-cli --askpass"),
        (f'PGPASSWORD="$(vault kv get -field=password secret/{pick(SVCS)}/db)" psql -h {host_for("pg", env)} -U {user}', "PGPASSWORD from vault"),
        (f"mysql_config_editor set --login-path={env} --host={host_for('mysql', env)} --user={user} --password", "mysql_config_editor prompt"),
        (f"htpasswd -B -C 12 /etc/nginx/.htpasswd {user}", "htpasswd prompt"),
        (f"az login --use-device-code --tenant {uuid4()}", "az device code login"),
        (f"ssh -i ~/.ssh/id_ed25519_{env} -J bastion-{env} {user}@{ipv4_private()}", "ssh -i key path"),
        (f"openssl pkcs12 -export -in tls.crt -inkey tls.key -out app.p12 -passout env:P12_PASS", "openssl -passout env:"),
        (f"git config --global credential.helper 'cache --timeout=3600'", "git credential cache"),
        (f"kubectl create secret generic {pick(SVCS)}-db --from-env-file=./secrets/{env}.env --dry-run=client -o yaml | kubeseal -o yaml", "kubectl --from-env-file | kubeseal"),
    ]
    prose_en = [
        ("mysql: `-p` on its own makes the client prompt; anything glued to it (`-pSomething`) is taken as the password, "
         "so `-p {db}` with a space means 'prompt, then use database {db}'.".format(db=pick(DBNAMES)), "flag explained: mysql -p"),
        ("`docker login --password-stdin` reads the token from stdin, so it never shows up in `ps` or shell history; "
         "`-p` does and prints a warning.", "flag explained: --password-stdin"),
        ("`curl -u alice` (no colon) makes curl ask for the password interactively; `-u alice:` sends an empty one.",
         "flag explained: curl -u"),
        ("psql looks at `PGPASSFILE` (default `~/.pgpass`) and ignores the file unless it is chmod 0600.",
         "flag explained: PGPASSFILE"),
        ("`ssh-add -t 3600` keeps the key in the agent for an hour; `-K`/`--apple-use-keychain` stores the passphrase "
         "in the macOS keychain instead of asking every time.", "flag explained: ssh-add"),
    ]
    prose_ko = [
        ("mysql에서 `-p`만 쓰면 비밀번호를 물어본다. `-p` 바로 뒤에 붙인 문자열은 비밀번호로 해석되므로 `-p {db}`처럼 "
         "띄어 쓰면 '프롬프트 후 {db} DB 사용'이라는 뜻.".format(db=pick(DBNAMES)), "flag explained: mysql -p"),
        ("`docker login --password-stdin`은 표준입력으로 토큰을 받아서 `ps`나 쉘 히스토리에 남지 않는다. `-p`는 남고 경고도 뜸.",
         "flag explained: --password-stdin"),
        ("`curl -u alice`처럼 콜론 없이 쓰면 curl이 비밀번호를 물어보고, `-u alice:`는 빈 비밀번호를 보낸다.",
         "flag explained: curl -u"),
        ("psql은 `PGPASSFILE`(기본 `~/.pgpass`)을 읽는데 권한이 0600이 아니면 무시한다.", "flag explained: PGPASSFILE"),
    ]
    if chance(0.3):
        snip, cat = pick(prose_ko if lang == "ko" else prose_en)
        return Payload(snip, f"prose without secret: {cat}", "the login step", "로그인 절차", "", "", "", [],
                       ask_value=None)
    snip, cat = pick(cmds)
    return Payload(snip, f"command without secret: {cat}", "the login step", "로그인 절차", "", "", "bash", [],
                   ask_value=None)


def C_conn_nopw(lang):
    env = pick(ENVS)
    user = pick(USERS)
    db = pick(DBNAMES)
    opts = [
        (f"postgresql://{user}@{host_for('pg', env)}:5432/{db}?sslmode=verify-full&sslrootcert=/etc/ssl/rds-ca.pem", "postgres URL, IAM auth (no password)"),
        (f"postgres://{user}:${{DB_PASSWORD}}@{host_for('pg', env)}:5432/{db}", "postgres URL with ${DB_PASSWORD}"),
        (f"mongodb+srv://<username>:<password>@{host_for('mongo', env)}/?retryWrites=true&w=majority", "mongodb+srv with <password>"),
        (f"redis://{host_for('redis', env)}:6379/0", "redis URL without auth"),
        (f"Server=tcp:{pick(ORGS)}-{env}.database.windows.net,1433;Database={db};Authentication=Active Directory Managed Identity;Encrypt=True;", "ADO.NET managed identity"),
        (f"jdbc:sqlserver://{host_for('any', env)}:1433;databaseName={db};integratedSecurity=true;encrypt=true", "JDBC integratedSecurity"),
        (f"amqp://{user}:%s@rabbitmq.{env}.internal:5672/" % pick(["{{ rabbit_password }}", "${RABBIT_PASS}", "<pass>"]), "amqp URL templated"),
        (f"DATABASE_URL=postgres://{user}:****@{host_for('pg', env)}/{db}  # as printed by heroku pg:info", "masked DB URL"),
    ]
    snip, cat = pick(opts)
    return Payload(snip, f"connection string without secret: {cat}", "the database URL", "DB 접속 URL", "", "", "",
                   [], ask_value=None)


def C_encrypted(lang):
    k = rint(0, 8)
    if k == 0:
        snip = (f"db:\n    user: {pick(USERS)}\n    password: {sops_enc()}\nsops:\n    age:\n"
                f"        - recipient: age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n"
                f"    lastmodified: \"{ts_iso()[:19]}Z\"\n    mac: {sops_enc(n=32)}\n    version: 3.9.{rint(0, 4)}")
        cat = "encrypted: SOPS yaml"
    elif k == 1:
        snip = json.dumps({"api_key": sops_enc(), "sops": {"kms": [{"arn": f"arn:aws:kms:{pick(REGIONS)}:{rs(DI, 12)}:key/{uuid4()}"}],
                                                           "version": "3.8.1"}}, indent=2)
        cat = "encrypted: SOPS json"
    elif k == 2:
        lines = ansible_vault_lines(rint(3, 6))
        snip = f"{pick(['db_password', 'vault_api_token', 'smtp_pass'])}: !vault |\n" + "\n".join("  " + ln for ln in lines)
        cat = "encrypted: Ansible Vault inline"
    elif k == 3:
        snip = (f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: {pick(SVCS)}\n  namespace: {pick(ENVS)}\n"
                f"spec:\n  encryptedData:\n    password: AgB{b64(rbytes(rint(240, 330)))}")
        cat = "encrypted: SealedSecret"
    elif k == 4:
        lines = wrap(b64(bytes.fromhex("8502") + rbytes(rint(250, 330))), 64)
        snip = "-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(lines) + "\n=" + rs(B64, 4) + "\n-----END PGP MESSAGE-----"
        cat = "encrypted: PGP message"
    elif k == 5:
        snip = f'"CiphertextBlob": "AQICAHh{b64(rbytes(rint(120, 170)))}"'
        cat = "encrypted: AWS KMS ciphertext"
    elif k == 6:
        snip = f"spring.datasource.password=ENC({b64(rbytes(rint(32, 48)))})"
        cat = "encrypted: Jasypt ENC()"
    elif k == 7:
        snip = f"vault:v1:{b64(rbytes(rint(40, 80)))}"
        cat = "encrypted: Vault transit ciphertext"
    else:
        snip = f"{b64(rbytes(rint(60, 120)))}--{b64(rbytes(12))}--{b64(rbytes(16))}"
        cat = "encrypted: Rails credentials.yml.enc content"
    return Payload(snip, cat, "the encrypted value", "암호화된 값", "", pick(["secrets.enc.yaml", "group_vars/all/vault.yml",
                                                                                  "sealed-secret.yaml", ""]), "", [],
                   ask_value=None)


def C_sm_metadata(lang):
    svc, env = pick(SVCS), pick(ENVS)
    k = rint(0, 4)
    if k == 0:
        snip = json.dumps({"ARN": f"arn:aws:secretsmanager:{pick(REGIONS)}:{rs(DI, 12)}:secret:{env}/{svc}/db-{rs(ALNUM, 6)}",
                           "Name": f"{env}/{svc}/db", "RotationEnabled": True, "RotationRules": {"AutomaticallyAfterDays": 30},
                           "VersionIdsToStages": {uuid4(): ["AWSCURRENT"], uuid4(): ["AWSPREVIOUS"]}}, indent=2)
        cat = "secret-manager metadata: describe-secret"
    elif k == 1:
        names = sample(["NPM_TOKEN", "AWS_SECRET_ACCESS_KEY", "SLACK_WEBHOOK_URL", "SENTRY_AUTH_TOKEN", "DOCKERHUB_TOKEN", "DB_PASSWORD"], 4)
        snip = "NAME                     UPDATED\n" + "\n".join(f"{n:<24} about {rint(1, 30)} days ago" for n in names)
        cat = "secret-manager metadata: gh secret list"
    elif k == 2:
        snip = (f"====== Metadata ======\nKey                Value\n---                -----\ncreated_time       {ts_iso()}\n"
                f"current_version    {rint(2, 30)}\nmax_versions       0\noldest_version     1\nupdated_time       {ts_iso()}")
        cat = "secret-manager metadata: vault kv metadata get"
    elif k == 3:
        snip = "NAME                    TYPE                             DATA   AGE\n" + "\n".join(
            f"{n:<23} {t:<32} {d}      {rint(1, 300)}d" for n, t, d in
            [(svc + "-db", "Opaque", 2), ("regcred", "kubernetes.io/dockerconfigjson", 1),
             (svc + "-tls", "kubernetes.io/tls", 2)])
        cat = "secret-manager metadata: kubectl get secrets"
    else:
        snip = "┌──────────────────┐\n│ NAME             │\n├──────────────────┤\n" + "\n".join(
            f"│ {n:<16} │" for n in sample(["DATABASE_URL", "STRIPE_KEY", "JWT_SECRET", "REDIS_URL", "SMTP_PASS"], 3)) + \
            "\n└──────────────────┘"
        cat = "secret-manager metadata: doppler secrets --only-names"
    return Payload(snip, cat, "the secret inventory", "시크릿 목록", "", "", "", [], ask_value=None)


def C_publishable(lang):
    k = rint(0, 12)
    org = pick(ORGS)
    if k == 0:
        v = "pk_live_" + rs(ALNUM, pick([24, 99]))
        snip, cat, vendor = f"const stripe = Stripe('{v}');", "publishable: Stripe pk_live", "Stripe"
    elif k == 1:
        proj = org + "-" + pick(ENVS)
        snip = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n"
                "  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};") % (
            rs(B64U, 35), proj, proj, proj, rs(DI, 12), rs(DI, 12), rs(HEX, 22))
        cat, vendor = "publishable: Firebase web config", "Firebase"
    elif k == 2:
        snip, cat, vendor = f'<div class="g-recaptcha" data-sitekey="6L{rs(B64U, 38)}"></div>', "publishable: reCAPTCHA site key", "reCAPTCHA"
    elif k == 3:
        snip, cat, vendor = f"mapboxgl.accessToken = '{mapbox_token('pk')}';", "publishable: Mapbox pk token", "Mapbox"
    elif k == 4:
        ref = rs(LO, 20)
        anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": epoch(), "exp": epoch() + 315360000})
        snip = f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={anon}"
        cat, vendor = "publishable: Supabase anon key", "Supabase"
    elif k == 5:
        snip = f"SENTRY_DSN=https://{rs(HEX, 32)}@o{rint(10 ** 5, 10 ** 7)}.ingest.{pick(['', 'us.', 'de.'])}sentry.io/{rint(10 ** 6, 10 ** 7)}"
        cat, vendor = "publishable: Sentry DSN", "Sentry"
    elif k == 6:
        snip = f"const tossPayments = TossPayments('{pick(['live_ck_', 'test_ck_'])}{rs(ALNUM, 28)}');"
        cat, vendor = "publishable: Toss client key", "Toss Payments"
    elif k == 7:
        snip = f"Kakao.init('{rs(HEX, 32)}'); // JavaScript 키 - 플랫폼 도메인 제한 걸려 있음"
        cat, vendor = "publishable: Kakao JavaScript key", "Kakao"
    elif k == 8:
        snip = f"const client = algoliasearch('{rs(UPDI, 10)}', '{rs(HEX, 32)}'); // search-only key"
        cat, vendor = "publishable: Algolia search-only key", "Algolia"
    elif k == 9:
        snip = f"posthog.init('phc_{rs(ALNUM, 43)}', {{ api_host: 'https://eu.i.posthog.com' }})"
        cat, vendor = "publishable: PostHog project key", "PostHog"
    elif k == 10:
        snip = f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(B64U, 14)}"></div>'
        cat, vendor = "publishable: Cloudflare Turnstile site key", "Cloudflare"
    elif k == 11:
        snip = f"PAYJP_PUBLIC_KEY=pk_live_{rs(HEX, 24)}"
        cat, vendor = "publishable: PAY.JP public key", "PAY.JP"
    else:
        dom = b64((pick(["clerk.", "accounts."]) + org + ".com$").encode()).rstrip("=")
        snip = f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{dom}"
        cat, vendor = "publishable: Clerk publishable key", "Clerk"
    return Payload(snip, cat + " [publishable]", f"the {vendor} public key", f"{vendor} 공개 키", vendor, "", "", [],
                   ask_value=None)


PLAIN_EN = [
    ("I didn't know the {svc} migrations must run before the new pods start.",
     "Run `make migrate ENV={env}` first; otherwise the readiness probe fails and the rollout stalls.",
     "Should migrations become a step of the deploy job?"),
    ("Wasn't aware that {svc} is pinned to Node 18.", "Use `nvm use 18` before `npm ci`; Node 20 breaks the native addon.", ""),
    ("The {env} cluster uses a different ingress class than prod.",
     "Set `ingressClassName: nginx-internal` for {svc}; the default class is internet-facing.",
     "Is {svc} ever supposed to be reachable from outside?"),
    ("Reports from {svc} were off by nine hours.",
     "The DB stores UTC. Convert with `AT TIME ZONE 'Asia/Seoul'` in the report query, not in the app code.", ""),
    ("I didn't know checkout v2 sits behind a feature flag.",
     "Toggle `checkout_v2` in the admin UI for {env}; code changes alone do nothing.", "Who decides when the flag goes to 100%?"),
    ("The e2e suite failed because {env} had no seed data.", "Run `npm run seed -- --env {env}` first; it is idempotent.", ""),
    ("Couldn't find the {svc} logs in Kibana.",
     "They go to the `{svc}-*` index with 7-day retention; older logs are in the archive bucket.", "Do we need longer retention for {svc}?"),
    ("The backfill started getting 429s from {vendor}.",
     "Stay under 5 requests/s, use the bulk endpoint and retry with jitter.", ""),
    ("The nightly job ran at the wrong hour.", "Cron in the cluster is UTC; use `0 15 * * *` for midnight KST.", ""),
    ("My PR was blocked because it contained a merge commit.",
     "Rebase on main before asking for review; the repo only allows squash merges.", ""),
    ("{svc} kept getting OOMKilled at 512Mi.",
     "Raised the limit to 1Gi and set `-XX:MaxRAMPercentage=75`; heap now stays around 600Mi.", "Is 1Gi acceptable for the {env} budget?"),
    ("Full builds of the monorepo took 20 minutes.", "Use `turbo run build --filter={svc}...` to build only what changed.", ""),
    ("Internal hostnames didn't resolve from my machine.", "They only resolve over the VPN; the public resolver has no records for them.", ""),
    ("I changed the API response shape and broke the mobile app.",
     "The mobile app lags two releases behind; add fields, never rename or remove them without a version bump.",
     "Which mobile versions are still supported?"),
    ("Tests were flaky on CI but not locally.", "CI runs them in parallel; the fixtures shared a temp dir. Use `tmp_path` per test.", ""),
    ("I didn't know {svc} has a read replica.", "Heavy reports should query the replica; replication lag is usually under a second.", ""),
    ("The Helm upgrade failed with 'another operation is in progress'.",
     "A previous release was stuck in pending-upgrade; `helm rollback {svc}` to the last good revision fixed it.", ""),
    ("Lint failed on files I never touched.", "The repo pins ruff; run `uv run ruff check` instead of the globally installed one.", ""),
]
PLAIN_KO = [
    ("{svc} 마이그레이션을 새 파드 뜨기 전에 돌려야 하는 줄 몰랐음.",
     "`make migrate ENV={env}` 먼저 실행. 안 그러면 readiness probe가 실패해서 롤아웃이 멈춘다.", "마이그레이션을 배포 잡 단계로 넣을까요?"),
    ("{svc}가 Node 18 고정인 걸 몰랐다.", "`npm ci` 전에 `nvm use 18`. Node 20에서는 네이티브 애드온이 깨짐.", ""),
    ("{env} 클러스터는 운영과 ingress class가 다름.", "{svc}에는 `ingressClassName: nginx-internal` 지정. 기본 클래스는 외부 공개용.",
     "{svc}가 외부에서 접근 가능해야 하는 경우가 있나요?"),
    ("{svc} 리포트 시간이 9시간 어긋나 있었다.", "DB는 UTC로 저장함. 앱 코드가 아니라 리포트 쿼리에서 `AT TIME ZONE 'Asia/Seoul'`로 변환할 것.", ""),
    ("checkout v2가 피처 플래그 뒤에 있는 걸 몰랐음.", "{env} 관리자 화면에서 `checkout_v2`를 켜야 함. 코드만 바꿔서는 아무 변화 없음.",
     "플래그 100% 전환은 누가 결정하나요?"),
    ("{env}에 시드 데이터가 없어서 e2e가 실패.", "`npm run seed -- --env {env}` 먼저 실행. 여러 번 돌려도 안전함.", ""),
    ("Kibana에서 {svc} 로그를 못 찾았다.", "`{svc}-*` 인덱스에 7일 보관. 그 이전 로그는 아카이브 버킷에 있음.", "{svc} 로그 보관 기간을 늘려야 할까요?"),
    ("백필 중에 {vendor}에서 429가 나기 시작.", "초당 5건 이하로 유지하고 bulk 엔드포인트 사용, 재시도는 jitter 넣어서.", ""),
    ("야간 배치가 엉뚱한 시간에 돌았다.", "클러스터 cron은 UTC 기준. 한국 자정이면 `0 15 * * *`.", ""),
    ("PR에 머지 커밋이 있어서 막혔다.", "리뷰 요청 전에 main 기준으로 rebase. 이 레포는 squash merge만 허용.", ""),
    ("{svc}가 512Mi에서 계속 OOMKilled.", "limit을 1Gi로 올리고 `-XX:MaxRAMPercentage=75` 설정. 힙은 600Mi 정도 유지.", "{env} 예산에서 1Gi 괜찮을까요?"),
    ("모노레포 전체 빌드가 20분 걸렸다.", "`turbo run build --filter={svc}...`로 바뀐 부분만 빌드.", ""),
    ("내 PC에서 사내 호스트명이 안 풀렸다.", "VPN 연결 상태에서만 resolve됨. 퍼블릭 DNS에는 레코드가 없다.", ""),
    ("API 응답 형식을 바꿨다가 모바일 앱이 깨짐.", "모바일은 두 릴리스 정도 늦게 따라온다. 필드 추가만 하고, 이름 변경/삭제는 버전 올려서.",
     "아직 지원하는 모바일 버전이 어디까지인가요?"),
    ("CI에서만 테스트가 간헐적으로 실패.", "CI는 병렬 실행이라 픽스처가 같은 임시 디렉터리를 공유했음. 테스트마다 `tmp_path` 사용.", ""),
    ("Helm 업그레이드가 'another operation is in progress'로 실패.", "이전 릴리스가 pending-upgrade에 걸려 있었음. `helm rollback {svc}`으로 정상 리비전 복구.", ""),
]


def C_plain(lang):
    """a complete plain engineering note without risky material"""
    a, b, c = pick(PLAIN_KO if lang == "ko" else PLAIN_EN)
    p = Payload("", "plain engineering note", "", "", "", "", "", [])
    p.what_ko = "설정"
    v = prose_vars(p, lang)
    return {"missing_context": fill(a, v), "lesson": fill(b, v), "ask_next_time": fill(c, v)}, "plain engineering note"


CLEAN_PAYLOADS = [
    ("placeholder values", C_placeholder_kv, 46), ("masked values", C_masked, 26), ("env / secret-manager refs", C_env_ref, 30),
    ("hashes and digests", C_hashes, 22), ("request / trace ids", C_request_ids, 18), ("public keys", C_public_keys, 22),
    ("non-secret ids", C_ids, 22), ("base64 of non-secret data", C_base64_data, 14), ("long identifiers", C_long_ids, 12),
    ("versions", C_versions, 8), ("password policy", C_policy, 12), ("commands without secret", C_prompt_cmds, 18),
    ("connection strings without secret", C_conn_nopw, 14), ("encrypted blobs", C_encrypted, 20),
    ("secret-manager metadata", C_sm_metadata, 10), ("publishable keys", C_publishable, 26),
]
MULTI_CLEAN = [C_placeholder_kv, C_masked, C_env_ref, C_hashes, C_request_ids, C_public_keys, C_ids, C_encrypted,
               C_prompt_cmds, C_conn_nopw, C_long_ids, C_base64_data]


def T_clean_multi(lang):
    fa, fb = sample(MULTI_CLEAN, 2)
    a, b = fa(lang), fb(lang)
    P = POOLS[lang]
    fields = {"missing_context": fill(pick(P["mc_snip"]), prose_vars(a, lang), snip=fmt_snippet(a.snippet, a.fence, lang)),
              "lesson": fill(pick(P["lesson_snip"]), prose_vars(b, lang), snip=fmt_snippet(b.snippet, b.fence, lang)),
              "ask_next_time": pick(["", fill(pick(P["ask_plain"]), prose_vars(b, lang))])}
    return fields, f"multi: {a.category} + {b.category}"


CLEAN_NOTE_TEMPLATES = [("plain note", C_plain, 30), ("two risky-looking items", T_clean_multi, 10)]


def clean_payload_note(fn):
    def run(lang):
        p = fn(lang)
        fields, placement = compose(p, lang, ask_value_prob=0.25)
        return fields, p.category.replace(" [publishable]", "") + f" [{placement}]" + (
            " [publishable]" if p.category.endswith("[publishable]") else "")
    return run


def build_clean_note(template, lang):
    for attempt in range(300):
        give_back_vendors()
        fields, cat = template(lang)
        if size_problem(fields) or is_duplicate(fields):
            continue
        return {"lang": lang, "kind": "clean", "category": cat, "fields": fields, "secrets": [],
                "_vendors": take_vendors()}
    raise RuntimeError(f"could not build a valid clean note from {template}")


# ----------------------------------------------------------------------------------------------
# part 8: assembly, final checks, output
# ----------------------------------------------------------------------------------------------
def plan(templates, total):
    slots = []
    for name, fn, n in templates:
        slots += [(name, fn)] * n
    assert len(slots) == total, (len(slots), total)
    R.shuffle(slots)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    return [(name, fn, lang) for (name, fn), lang in zip(slots, langs)]


def final_checks(notes):
    seen = []
    for n in notes:
        f = n["fields"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert size_problem(f) is None, (n["id"], size_problem(f))
        assert n["lang"] in ("en", "ko") and n["kind"] in ("secret", "clean")
        if n["kind"] == "secret":
            assert n["secrets"], n["id"]
            for s in n["secrets"]:
                assert len(s) >= 8, (n["id"], s)
                assert any(s in v for v in f.values()), (n["id"], s)
            assert window_violation(f, n["secrets"]) is None, (n["id"], window_violation(f, n["secrets"]))
        else:
            assert n["secrets"] == []
        key = json.dumps(f, ensure_ascii=False, sort_keys=True)
        assert key not in seen, ("duplicate note", n["id"])
        seen.append(key)
    for kind in ("secret", "clean"):
        ks = [n for n in notes if n["kind"] == kind]
        assert len(ks) == (N_SECRET if kind == "secret" else N_CLEAN)
        assert sum(n["lang"] == "en" for n in ks) == N_EN_PER_KIND
        assert sum(n["lang"] == "ko" for n in ks) == N_KO_PER_KIND
    clean = [n for n in notes if n["kind"] == "clean"]
    risky = [n for n in clean if not n["category"].startswith("plain")]
    assert len(risky) / len(clean) > 0.8
    assert len(notes) == N_SECRET + N_CLEAN


def main(out_path):
    secret_plan = plan([(a, payload_note(b), c) for a, b, c in SECRET_PAYLOADS] + NOTE_TEMPLATES, N_SECRET)
    clean_plan = plan([(a, clean_payload_note(b), c) for a, b, c in CLEAN_PAYLOADS] + CLEAN_NOTE_TEMPLATES, N_CLEAN)
    notes = []
    for name, fn, lang in secret_plan:
        notes.append(build_secret_note(fn, lang))
    for name, fn, lang in clean_plan:
        notes.append(build_clean_note(fn, lang))
    R.shuffle(notes)
    records = []
    for i, n in enumerate(notes, 1):
        n["id"] = "%s%03d" % (ID_PREFIX, i)
        records.append(n)
    final_checks(records)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for n in records:
            rec = {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                   "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                              "ask_next_time": n["fields"]["ask_next_time"]},
                   "secrets": n["secrets"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # summary on stderr (not part of the data)
    vendors = []
    for n in records:
        if n["kind"] == "secret":
            for v in n["_vendors"]:
                if v not in vendors:
                    vendors.append(v)
    clean_vendors = []
    for n in records:
        if n["kind"] == "clean":
            for v in n["_vendors"]:
                if v not in clean_vendors:
                    clean_vendors.append(v)
    cats = []
    for n in records:
        c = n["category"].split(" [")[0]
        if c not in cats:
            cats.append(c)
    sys.stderr.write("notes=%d secret=%d clean=%d\n" % (len(records), sum(n["kind"] == "secret" for n in records),
                                                      sum(n["kind"] == "clean" for n in records)))
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            sys.stderr.write("  %s/%s=%d\n" % (kind, lang, sum(n["kind"] == kind and n["lang"] == lang for n in records)))
    sys.stderr.write("vendor credential generators=%d, vendors used in secret notes=%d, in clean notes=%d\n" % (
        len(VENDORS), len(vendors), len(clean_vendors)))
    sys.stderr.write("vendors never used in a secret note: %s\n" % [v[0] for v in VENDORS if v[0] not in vendors])
    sys.stderr.write("secret templates=%d clean templates=%d distinct categories=%d\n" % (
        len(SECRET_PAYLOADS) + len(NOTE_TEMPLATES), len(CLEAN_PAYLOADS) + len(CLEAN_NOTE_TEMPLATES), len(cats)))
    sys.stderr.write("listed secrets=%d, publishable clean=%d, plain clean=%d\n" % (
        sum(len(n["secrets"]) for n in records), sum(n["category"].endswith("[publishable]") for n in records),
        sum(n["category"].startswith("plain") for n in records)))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "blind_set_v63.jsonl")
