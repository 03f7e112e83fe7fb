#!/usr/bin/env python3
"""Generator for blind_set_v68.jsonl (blind evaluation set for a credential-redaction filter).

Python 3 standard library only, no network.  Exactly one PRNG, random.Random(68_2026_1127),
drives every choice.  No iteration over sets; dicts are only iterated in insertion order, so the
output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v68.py [output_path]      (default: blind_set_v68.jsonl next to it)
"""
import base64
import hashlib
import json
import os
import struct
import sys
import zlib
import random
import urllib.parse

SEED = 68_2026_1127
rng = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60 %)
N_KO = 144          # per kind (40 %)
ID_PREFIX = "dx"

# --------------------------------------------------------------------------------------------
# alphabets and random helpers
# --------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ALNUM_LO = LO + DG
ALNUM_UP = UP + DG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def R(alpha, n):
    """n characters drawn from alpha with the global PRNG."""
    return "".join(rng.choice(alpha) for _ in range(n))


def pick(seq):
    return rng.choice(seq)


def chance(p):
    return rng.random() < p


def rbytes(n):
    return bytes(rng.randrange(256) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64url(b, pad=False):
    s = base64.urlsafe_b64encode(b).decode("ascii")
    return s if pad else s.rstrip("=")


def uuid4():
    h = R(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def hexs(n):
    return R(HEXL, n)


def digits(n, lead_nonzero=True):
    if n <= 0:
        return ""
    first = pick("123456789") if lead_nonzero else pick(DG)
    return first + R(DG, n - 1)


def pct(s, safe="-._~"):
    return urllib.parse.quote(s, safe=safe)


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def shell_quote(v):
    """Quote a value the way a person would paste it into a shell."""
    plain = all(c in AN + "@%+=:,./_-" for c in v)
    if plain:
        return v
    return "'" + v + "'"


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(name):
    return "".join(p[:1].upper() + p[1:] for p in name.lower().split("_"))


def kebab(name):
    return name.lower().replace("_", "-")


def dotted(name):
    return name.lower().replace("_", ".")


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (
        rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59),
        rng.randint(0, 59), rng.randint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d" % (
        rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59),
        rng.randint(0, 59))


def hhmm():
    return "%02d:%02d" % (rng.randint(8, 22), rng.randint(0, 59))


def unix_ts():
    return str(rng.randint(1735689600, 1767225599))


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# --------------------------------------------------------------------------------------------
# Hangul -> 2-set (dubeolsik) keyboard, for "typed with the Korean layout off" passwords
# --------------------------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_keys(word):
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            cho, rest = divmod(code, 21 * 28)
            jung, jong = divmod(rest, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(ch)
    return "".join(out)


# --------------------------------------------------------------------------------------------
# validation helpers (FORMAT.txt rules)
# --------------------------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def _covered_intervals(text, secrets):
    iv = []
    for s in secrets:
        start = text.find(s)
        while start != -1:
            iv.append((start, start + len(s)))
            start = text.find(s, start + 1)
    iv.sort()
    merged = []
    for a, b in iv:
        if merged and a < merged[-1][1]:          # overlapping occurrences are redacted together
            if b > merged[-1][1]:
                merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    return merged


def window_violations(fields, secrets):
    """8-char windows of any secret found in the fields outside secret occurrences."""
    bad = []
    for fname in ("missing_context", "lesson", "ask_next_time"):
        text = fields[fname]
        cov = _covered_intervals(text, secrets)
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                p = text.find(w)
                while p != -1:
                    if not any(a <= p and p + 8 <= b for a, b in cov):
                        bad.append((fname, w, p))
                        break
                    p = text.find(w, p + 1)
    return bad


def check_note(note):
    """Return a list of problems (empty when the note satisfies every FORMAT rule)."""
    probs = []
    f = note["fields"]
    if list(f.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        probs.append("field order")
    for name, lim in FIELD_LIMITS:
        v = f[name]
        if not isinstance(v, str):
            probs.append("type " + name)
            continue
        if len(v.encode("utf-8")) > lim:
            probs.append("too long %s %d" % (name, len(v.encode("utf-8"))))
    if not f["missing_context"].strip() or not f["lesson"].strip():
        probs.append("empty field")
    if note["kind"] == "clean":
        if note["secrets"]:
            probs.append("clean with secrets")
        return probs
    if not note["secrets"]:
        probs.append("secret note without secrets")
    for s in note["secrets"]:
        if len(s) < 8:
            probs.append("short secret %r" % s)
        if not any(s in v for v in f.values()):
            probs.append("secret not verbatim %r" % s[:20])
        if s != s.strip():
            probs.append("secret with outer whitespace")
    if len(dedupe(note["secrets"])) != len(note["secrets"]):
        probs.append("duplicate secrets")
    if not probs:
        vi = window_violations(f, note["secrets"])
        if vi:
            probs.append("window %r" % (vi[0],))
    return probs


# --------------------------------------------------------------------------------------------
# shared context vocabulary
# --------------------------------------------------------------------------------------------
SVC_A = ["billing", "checkout", "auth", "search", "notify", "ledger", "catalog", "payout", "report",
         "gateway", "inventory", "settlement", "chat", "media", "recommend", "coupon", "point",
         "shipping", "review", "booking", "partner", "admin", "ingest", "export", "pricing"]
SVC_B = ["-api", "-worker", "-svc", "-batch", "-web", "-cron", "-service", "-consumer", ""]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "us-west-2", "eu-central-1",
           "eu-west-1", "ap-southeast-1"]
PEOPLE_EN = ["Dana", "Priya", "Marco", "Alex", "Jordan", "Sam", "Chen", "Ravi", "Lena", "Tom",
             "Aiko", "Mateo", "Nora", "Felix", "Hana"]
PEOPLE_KO = ["민지", "서연", "지훈", "도윤", "하은", "현우", "수빈", "지민", "예준", "유나", "태현",
             "소율", "정우", "다은", "성민"]
ROMAN = ["minji", "seoyeon", "jihoon", "doyoon", "haeun", "hyunwoo", "subin", "jimin", "yejun",
         "yuna", "taehyun", "soyul", "jungwoo", "daeun", "sungmin", "dana", "priya", "marco",
         "alex", "jordan", "sam.lee", "chen.wu", "ravi", "lena", "tkim", "aiko", "mateo"]
SURN = ["kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"]
DOMAINS = ["acme-corp.io", "example.com", "hanbit-shop.co.kr", "nuri-pay.kr", "tidewave.dev",
           "mokpo-logistics.com", "sora-labs.jp", "bluefin.app", "daon-commerce.co.kr"]
DBNAMES = ["app", "billing", "orders", "analytics", "core", "shop", "ledger", "crm", "events"]


def svc_name():
    return pick(SVC_A) + pick(SVC_B)


def person(lang):
    return pick(PEOPLE_KO) if lang == "ko" else pick(PEOPLE_EN)


def username():
    r = rng.random()
    if r < 0.3:
        return pick(ROMAN)
    if r < 0.55:
        return pick(["app", "svc_", "deploy", "etl", "readonly", "admin", "ci", "backup", "api"]) + \
            pick(["", "_" + pick(DBNAMES), str(rng.randint(1, 9))])
    if r < 0.8:
        return pick(ROMAN).split(".")[0] + "." + pick(SURN)
    return pick(["root", "postgres", "sa", "admin", "jenkins", "grafana", "elastic", "rabbit"])


def email():
    return pick(ROMAN).replace(".", "") + pick(["", "." + pick(SURN)]) + "@" + pick(DOMAINS)


def host(env=None):
    env = env or pick(ENVS)
    r = rng.random()
    if r < 0.25:
        return "%s-%s-%02d.internal" % (pick(["db", "pg", "mysql", "mq", "cache", "es"]), env,
                                         rng.randint(1, 12))
    if r < 0.45:
        return "%s.cluster-%s.%s.rds.amazonaws.com" % (pick(DBNAMES) + "-" + env, R(ALNUM_LO, 12),
                                                         pick(REGIONS))
    if r < 0.6:
        return "10.%d.%d.%d" % (rng.randint(0, 40), rng.randint(0, 255), rng.randint(2, 250))
    if r < 0.75:
        return "%s.%s" % (pick(["db", "api", "mq", "redis", "vault", "git", "nexus"]) + "." + env,
                          pick(DOMAINS))
    return pick(["localhost", "127.0.0.1", "postgres", "mysql", "db", "redis", "rabbitmq",
                 "mongo"])


def repo_path():
    return pick(["", "deploy/", "infra/", "config/", "ops/", "k8s/", "services/" + svc_name() + "/"])


ENV_FILES = [".env", ".env.local", ".env.staging", ".env.production", "config/.env", "docker/.env",
             "deploy/env/{env}.env"]


# --------------------------------------------------------------------------------------------
# structured token helpers
# --------------------------------------------------------------------------------------------
def jwt(payload, alg="HS256", kid=None, sig_len=None):
    head = {"alg": alg, "typ": "JWT"}
    if kid:
        head["kid"] = kid
    h = b64url(json.dumps(head, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    if sig_len is None:
        sig_len = 43 if alg.startswith("HS") else 342
    return h + "." + p + "." + R(B64U, sig_len)


def iat_exp(days=None):
    iat = rng.randint(1735689600, 1764547200)
    exp = iat + (days or pick([1, 7, 30, 90, 365, 3650])) * 86400
    return iat, exp


def discord_token():
    uid = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    return b64url(uid.encode()) + "." + R(B64U, 6) + "." + R(B64U, 38)


def telegram_token():
    return digits(rng.choice([9, 10])) + ":AA" + R(B64U, 33)


def aws_session_token():
    return "IQoJb3JpZ2luX2Vj" + R(AN, 1) + R(B64, rng.randint(380, 640)) + pick(["", "=", "=="])


def line_channel_token():
    return R(B64, 171) + "="


def http_spec(m, url, auth, body=None, extra=None):
    return {"m": m, "url": url, "auth": auth, "body": body, "extra": extra or []}


def V(vendor, region, ctype, what_en, what_ko, items, http=None, snips=None):
    return {"vendor": vendor, "region": region, "ctype": ctype, "what_en": what_en,
            "what_ko": what_ko,
            "items": [{"env": e, "value": v, "secret": s} for e, v, s in items],
            "http": http, "snips": [(sn[0], sn[1], list(sn[2]) if len(sn) > 2 else []) for sn in (snips or [])]}


def secrets_of(c):
    return [it["value"] for it in c["items"] if it["secret"]]


# --------------------------------------------------------------------------------------------
# vendor catalogue: every value is drawn from the PRNG in the vendor's documented shape
# --------------------------------------------------------------------------------------------
def v_aws():
    kid, sec, reg = "AKIA" + R(B32, 16), R(B64, 40), pick(REGIONS)
    prof = pick(["default", "prod", "deploy", "ci", svc_name()])
    return V("AWS", "global", "IAM access key pair", "the AWS access key pair", "AWS 액세스 키",
             [("AWS_ACCESS_KEY_ID", kid, True), ("AWS_SECRET_ACCESS_KEY", sec, True),
              ("AWS_DEFAULT_REGION", reg, False)],
             snips=[("aws credentials file", "# ~/.aws/credentials\n[%s]\naws_access_key_id = %s\n"
                     "aws_secret_access_key = %s\nregion = %s" % (prof, kid, sec, reg)),
                    ("python boto3", "s3 = boto3.client(\n    \"s3\",\n    region_name=\"%s\",\n"
                     "    aws_access_key_id=\"%s\",\n    aws_secret_access_key=\"%s\",\n)"
                     % (reg, kid, sec)),
                    ("aws configure set", "aws configure set aws_access_key_id %s --profile %s\n"
                     "aws configure set aws_secret_access_key %s --profile %s" % (kid, prof, sec, prof)),
                    ("terraform provider", "provider \"aws\" {\n  region     = \"%s\"\n"
                     "  access_key = \"%s\"\n  secret_key = \"%s\"\n}" % (reg, kid, sec))])


def v_aws_sts():
    kid, sec, tok = "ASIA" + R(B32, 16), R(B64, 40), aws_session_token()
    return V("AWS STS", "global", "temporary session credentials", "the temporary AWS session credentials",
             "AWS 임시 세션 자격 증명",
             [("AWS_ACCESS_KEY_ID", kid, True), ("AWS_SECRET_ACCESS_KEY", sec, True),
              ("AWS_SESSION_TOKEN", tok, True)],
             snips=[("aws sts json output", json.dumps({"Credentials": {
                 "AccessKeyId": kid, "SecretAccessKey": sec, "SessionToken": tok,
                 "Expiration": ts_iso()[:19] + "+00:00"}}, indent=2))])


def v_github_pat():
    t = "ghp_" + R(AN, 36)
    return V("GitHub", "global", "classic personal access token", "the GitHub PAT", "GitHub PAT",
             [("GITHUB_TOKEN", t, True)],
             http=http_spec("GET", "https://api.github.com/user/repos?per_page=100",
                            ("bearer", "Authorization", pick(["Bearer ", "token "]))),
             snips=[("git remote url", "git remote set-url origin https://%s:%s@github.com/%s/%s.git"
                     % (pick(ROMAN).replace(".", ""), t, pick(["acme", "nuri-pay", "tidewave"]), svc_name())),
                    (".git-credentials", "# ~/.git-credentials\nhttps://%s:%s@github.com"
                     % (pick(ROMAN).replace(".", "-"), t)),
                    ("gh auth login", "echo %s | gh auth login --with-token" % t)])


def v_github_fg():
    t = "github_pat_" + R(AN, 22) + "_" + R(AN, 59)
    return V("GitHub", "global", "fine-grained personal access token", "the fine-grained GitHub token",
             "GitHub fine-grained 토큰", [("GH_TOKEN", t, True)],
             http=http_spec("GET", "https://api.github.com/repos/%s/%s/actions/runs" %
                            (pick(["acme", "nuri-pay"]), svc_name()), ("bearer", "Authorization", "Bearer ")))


def v_github_app():
    p = pick(["ghs_", "gho_", "ghu_", "ghr_"])
    t = p + R(AN, 36)
    return V("GitHub", "global", "app/oauth token (%s)" % p, "the GitHub App token", "GitHub App 토큰",
             [("GITHUB_APP_TOKEN", t, True), ("GITHUB_APP_ID", digits(6), False)],
             http=http_spec("POST", "https://api.github.com/repos/acme/%s/issues" % svc_name(),
                            ("bearer", "Authorization", "token ")))


def v_gitlab_pat():
    t = "glpat-" + R(AN + "_-", 20)
    return V("GitLab", "global", "personal access token", "the GitLab token", "GitLab 토큰",
             [("GITLAB_TOKEN", t, True)],
             http=http_spec("GET", "https://gitlab.com/api/v4/projects?membership=true",
                            ("bearer", "PRIVATE-TOKEN", "")),
             snips=[(".npmrc gitlab registry", "@acme:registry=https://gitlab.com/api/v4/projects/%s/packages/npm/\n"
                     "//gitlab.com/api/v4/projects/%s/packages/npm/:_authToken=%s" % (digits(8), digits(8), t))])


def v_gitlab_runner():
    t = "glrt-" + pick(["", "t1_", "t3_"]) + R(AN + "_-", 20)
    return V("GitLab", "global", "runner authentication token", "the GitLab runner token",
             "GitLab 러너 토큰", [("RUNNER_TOKEN", t, True)],
             snips=[("gitlab-runner register", "gitlab-runner register --non-interactive \\\n"
                     "  --url https://gitlab.%s \\\n  --token %s \\\n  --executor docker \\\n"
                     "  --docker-image alpine:3.20" % (pick(DOMAINS), t)),
                    ("runner config.toml", "[[runners]]\n  name = \"%s\"\n  url = \"https://gitlab.com\"\n"
                     "  token = \"%s\"\n  executor = \"docker\"" % (svc_name(), t))])


def v_gitlab_trigger():
    t = "glptt-" + R(HEXL, 40)
    pid = digits(8)
    return V("GitLab", "global", "pipeline trigger token", "the pipeline trigger token",
             "파이프라인 트리거 토큰", [("TRIGGER_TOKEN", t, True)],
             snips=[("curl trigger", "curl -X POST --fail -F token=%s -F ref=main \\\n"
                     "  https://gitlab.com/api/v4/projects/%s/trigger/pipeline" % (t, pid))])


def v_slack_bot():
    t = "xoxb-%s-%s-%s" % (digits(rng.randint(10, 13)), digits(rng.randint(10, 13)), R(AN, 24))
    return V("Slack", "global", "bot token", "the Slack bot token", "Slack 봇 토큰",
             [("SLACK_BOT_TOKEN", t, True), ("SLACK_CHANNEL", "C0" + R(ALNUM_UP, 9), False)],
             http=http_spec("POST", "https://slack.com/api/chat.postMessage",
                            ("bearer", "Authorization", "Bearer "),
                            body='{"channel":"#deploys","text":"build ok"}'))


def v_slack_user():
    t = "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), R(HEXL, 32))
    return V("Slack", "global", "user token", "the Slack user token", "Slack 사용자 토큰",
             [("SLACK_USER_TOKEN", t, True)],
             http=http_spec("GET", "https://slack.com/api/conversations.history?channel=C0%s" % R(ALNUM_UP, 9),
                            ("bearer", "Authorization", "Bearer ")))


def v_slack_app():
    t = "xapp-1-A%s-%s-%s" % (R(ALNUM_UP, 10), digits(13), R(HEXL, 64))
    return V("Slack", "global", "app-level token (socket mode)", "the Slack app-level token",
             "Slack 앱 레벨 토큰",
             [("SLACK_APP_TOKEN", t, True), ("SLACK_BOT_TOKEN",
              "xoxb-%s-%s-%s" % (digits(12), digits(13), R(AN, 24)), True)])


def v_stripe_sk():
    t = "sk_live_" + (R(AN, 24) if chance(0.4) else "51" + R(AN, 97))
    return V("Stripe", "global", "live secret key", "the Stripe secret key", "Stripe 시크릿 키",
             [("STRIPE_SECRET_KEY", t, True),
              ("STRIPE_PUBLISHABLE_KEY", "pk_live_51" + R(AN, 97), False)],
             http=http_spec("GET", "https://api.stripe.com/v1/charges?limit=3", ("basic", "{0}", "")),
             snips=[("python stripe", "import stripe\nstripe.api_key = \"%s\"\n"
                     "stripe.PaymentIntent.list(limit=3)" % t),
                    ("node stripe", "const stripe = require('stripe')('%s');" % t)])


def v_stripe_rk():
    t = "rk_live_" + R(AN, 99)
    return V("Stripe", "global", "restricted key", "the restricted Stripe key", "Stripe 제한 키",
             [("STRIPE_RESTRICTED_KEY", t, True)],
             http=http_spec("GET", "https://api.stripe.com/v1/payouts", ("bearer", "Authorization", "Bearer ")))


def v_stripe_whsec():
    t = "whsec_" + R(AN, 32)
    return V("Stripe", "global", "webhook signing secret", "the Stripe webhook signing secret",
             "Stripe 웹훅 서명 시크릿", [("STRIPE_WEBHOOK_SECRET", t, True)],
             snips=[("stripe cli", "$ stripe listen --forward-to localhost:4242/webhooks\n"
                     "> Ready! Your webhook signing secret is %s (^C to quit)" % t),
                    ("node verify", "const event = stripe.webhooks.constructEvent(req.body, sig, '%s');" % t)])


def v_stripe_test():
    t = "sk_test_" + (R(AN, 24) if chance(0.5) else "51" + R(AN, 97))
    return V("Stripe", "global", "test-mode secret key", "the Stripe test secret key",
             "Stripe 테스트 시크릿 키", [("STRIPE_SECRET_KEY", t, True)],
             http=http_spec("POST", "https://api.stripe.com/v1/customers", ("basic", "{0}", "")))


def v_openai():
    t = pick(["sk-proj-", "sk-svcacct-"]) + R(B64U, 74) + "T3BlbkFJ" + R(B64U, 74)
    return V("OpenAI", "global", "project API key", "the OpenAI key", "OpenAI API 키",
             [("OPENAI_API_KEY", t, True), ("OPENAI_ORG_ID", "org-" + R(AN, 24), False)],
             http=http_spec("POST", "https://api.openai.com/v1/chat/completions",
                            ("bearer", "Authorization", "Bearer "),
                            body='{"model":"gpt-4o-mini","messages":[{"role":"user","content":"ping"}]}'),
             snips=[("python openai", "from openai import OpenAI\nclient = OpenAI(api_key=\"%s\")" % t)])


def v_openai_legacy():
    t = "sk-" + R(AN, 20) + "T3BlbkFJ" + R(AN, 20)
    return V("OpenAI", "global", "legacy user API key", "the old OpenAI key", "예전 OpenAI 키",
             [("OPENAI_API_KEY", t, True)],
             http=http_spec("GET", "https://api.openai.com/v1/models", ("bearer", "Authorization", "Bearer ")))


def v_anthropic():
    t = "sk-ant-api03-" + R(B64U, 93) + "AA"
    return V("Anthropic", "global", "API key", "the Anthropic API key", "Anthropic API 키",
             [("ANTHROPIC_API_KEY", t, True)],
             http=http_spec("POST", "https://api.anthropic.com/v1/messages", ("bearer", "x-api-key", ""),
                            body='{"model":"claude-sonnet-4-5","max_tokens":64,"messages":[{"role":"user","content":"hi"}]}',
                            extra=["anthropic-version: 2023-06-01"]),
             snips=[("python anthropic", "client = anthropic.Anthropic(api_key=\"%s\")" % t)])


def v_anthropic_admin():
    t = "sk-ant-admin01-" + R(B64U, 93) + "AA"
    return V("Anthropic", "global", "admin API key", "the Anthropic admin key", "Anthropic admin 키",
             [("ANTHROPIC_ADMIN_KEY", t, True)],
             http=http_spec("GET", "https://api.anthropic.com/v1/organizations/users",
                            ("bearer", "x-api-key", ""), extra=["anthropic-version: 2023-06-01"]))


def v_gemini():
    t = "AIzaSy" + R(B64U, 33)
    return V("Google", "global", "Gemini API key (server-side)", "the Gemini API key", "Gemini API 키",
             [("GEMINI_API_KEY", t, True)],
             http=http_spec("POST", "https://generativelanguage.googleapis.com/v1beta/models/"
                            "gemini-2.0-flash:generateContent", ("bearer", "x-goog-api-key", "")))


def v_gmaps_server():
    t = "AIzaSy" + R(B64U, 33)
    return V("Google", "global", "Maps server key (unrestricted)", "the server-side Maps key",
             "서버용 Google Maps 키", [("GOOGLE_MAPS_SERVER_KEY", t, True)],
             http=http_spec("GET", "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul",
                            ("query", "key")))


def v_google_oauth():
    cid = digits(12) + "-" + R(ALNUM_LO, 32) + ".apps.googleusercontent.com"
    t = "GOCSPX-" + R(B64U, 28)
    return V("Google", "global", "OAuth client secret", "the Google OAuth client secret",
             "Google OAuth 클라이언트 시크릿",
             [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", t, True)],
             snips=[("client_secret.json", json.dumps({"web": {
                 "client_id": cid, "project_id": pick(DBNAMES) + "-" + digits(6),
                 "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                 "token_uri": "https://oauth2.googleapis.com/token", "client_secret": t,
                 "redirect_uris": ["https://%s/oauth/callback" % pick(DOMAINS)]}}, indent=2))])


def v_google_refresh():
    cid = digits(12) + "-" + R(ALNUM_LO, 32) + ".apps.googleusercontent.com"
    sec = "GOCSPX-" + R(B64U, 28)
    rt = "1//0" + R(B64U, 99)
    return V("Google", "global", "OAuth refresh token", "the Google refresh token",
             "Google 리프레시 토큰",
             [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", sec, True),
              ("GOOGLE_REFRESH_TOKEN", rt, True)],
             snips=[("token exchange curl", "curl -s https://oauth2.googleapis.com/token \\\n"
                     "  -d client_id=%s \\\n  -d client_secret=%s \\\n  -d refresh_token=%s \\\n"
                     "  -d grant_type=refresh_token" % (cid, sec, rt))])


def v_twilio():
    sid, tok = "AC" + R(HEXL, 32), R(HEXL, 32)
    return V("Twilio", "global", "auth token", "the Twilio auth token", "Twilio 인증 토큰",
             [("TWILIO_ACCOUNT_SID", sid, False), ("TWILIO_AUTH_TOKEN", tok, True),
              ("TWILIO_FROM", "+1" + digits(10), False)],
             http=http_spec("POST", "https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json" % sid,
                            ("basic", sid, "{0}")),
             snips=[("python twilio", "from twilio.rest import Client\nclient = Client(\"%s\", \"%s\")"
                     % (sid, tok))])


def v_sendgrid():
    t = "SG." + R(B64U, 22) + "." + R(B64U, 43)
    return V("SendGrid", "global", "API key", "the SendGrid API key", "SendGrid API 키",
             [("SENDGRID_API_KEY", t, True)],
             http=http_spec("POST", "https://api.sendgrid.com/v3/mail/send", ("bearer", "Authorization", "Bearer ")),
             snips=[("smtp settings", "SMTP_HOST=smtp.sendgrid.net\nSMTP_PORT=587\nSMTP_USER=apikey\n"
                     "SMTP_PASS=%s" % t)])


def v_mailgun():
    t = "key-" + R(HEXL, 32)
    dom = "mg." + pick(DOMAINS)
    return V("Mailgun", "global", "private API key", "the Mailgun API key", "Mailgun API 키",
             [("MAILGUN_API_KEY", t, True), ("MAILGUN_DOMAIN", dom, False)],
             http=http_spec("POST", "https://api.mailgun.net/v3/%s/messages" % dom, ("basic", "api", "{0}")))


def v_mailchimp():
    dc = "us" + str(rng.randint(1, 21))
    t = R(HEXL, 32) + "-" + dc
    return V("Mailchimp", "global", "API key", "the Mailchimp API key", "Mailchimp API 키",
             [("MAILCHIMP_API_KEY", t, True), ("MAILCHIMP_LIST_ID", R(HEXL, 10), False)],
             http=http_spec("GET", "https://%s.api.mailchimp.com/3.0/lists" % dc, ("basic", "anystring", "{0}")))


def v_npm():
    t = "npm_" + R(AN, 36)
    return V("npm", "global", "automation token", "the npm publish token", "npm 배포 토큰",
             [("NPM_TOKEN", t, True)],
             snips=[(".npmrc", "//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % t),
                    (".yarnrc.yml", "npmRegistryServer: \"https://registry.npmjs.org\"\nnpmAuthToken: \"%s\"" % t)])


def v_pypi():
    t = "pypi-AgEIcHlwaS5vcmc" + R(B64U, rng.randint(140, 190))
    return V("PyPI", "global", "API token", "the PyPI upload token", "PyPI 업로드 토큰",
             [("TWINE_PASSWORD", t, True), ("TWINE_USERNAME", "__token__", False)],
             snips=[(".pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\n"
                     "password = %s" % t),
                    ("twine upload", "twine upload -u __token__ -p %s dist/*" % t)])


def v_dockerhub():
    t = "dckr_pat_" + R(B64U, 27)
    u = pick(ROMAN).replace(".", "")
    auth = b64((u + ":" + t).encode())
    return V("Docker Hub", "global", "personal access token", "the Docker Hub token", "Docker Hub 토큰",
             [("DOCKERHUB_TOKEN", t, True), ("DOCKERHUB_USERNAME", u, False)],
             snips=[("docker login", "echo \"%s\" | docker login -u %s --password-stdin" % (t, u)),
                    ("~/.docker/config.json", json.dumps({"auths": {"https://index.docker.io/v1/": {
                        "auth": auth}}}, indent=2), [auth])])


def v_shopify():
    t = "shpat_" + R(HEXL, 32)
    shop = pick(["acme", "hanbit", "sora", "daon"]) + "-" + pick(["store", "shop", "mall"])
    return V("Shopify", "global", "Admin API access token", "the Shopify admin token",
             "Shopify Admin API 토큰",
             [("SHOPIFY_ACCESS_TOKEN", t, True), ("SHOPIFY_SHOP", shop + ".myshopify.com", False)],
             http=http_spec("GET", "https://%s.myshopify.com/admin/api/2024-10/orders.json?status=any" % shop,
                            ("bearer", "X-Shopify-Access-Token", "")))


def v_atlassian():
    t = "ATATT3xFfGF0" + R(B64U, 170) + "=" + R(HEXU, 8)
    em = email()
    return V("Atlassian", "global", "API token", "the Jira API token", "Jira API 토큰",
             [("JIRA_USER", em, False), ("JIRA_API_TOKEN", t, True)],
             http=http_spec("GET", "https://%s.atlassian.net/rest/api/3/search?jql=project%%3DOPS" %
                            pick(["acme", "nuripay", "tidewave"]), ("basic", em, "{0}")))


def v_discord():
    t = discord_token()
    return V("Discord", "global", "bot token", "the Discord bot token", "Discord 봇 토큰",
             [("DISCORD_BOT_TOKEN", t, True), ("DISCORD_GUILD_ID", digits(18), False)],
             http=http_spec("GET", "https://discord.com/api/v10/users/@me", ("bearer", "Authorization", "Bot ")),
             snips=[("discord.py", "bot.run(\"%s\")" % t)])


def v_telegram():
    t = telegram_token()
    return V("Telegram", "global", "bot token", "the Telegram bot token", "텔레그램 봇 토큰",
             [("TELEGRAM_BOT_TOKEN", t, True), ("TELEGRAM_CHAT_ID", "-100" + digits(10), False)],
             http=http_spec("GET", "https://api.telegram.org/bot{0}/getUpdates", ("path",)))


def v_digitalocean():
    t = pick(["dop_v1_", "doo_v1_"]) + R(HEXL, 64)
    return V("DigitalOcean", "global", "personal access token", "the DigitalOcean token",
             "DigitalOcean 토큰", [("DIGITALOCEAN_TOKEN", t, True)],
             http=http_spec("GET", "https://api.digitalocean.com/v2/droplets", ("bearer", "Authorization", "Bearer ")),
             snips=[("doctl", "doctl auth init --access-token %s" % t)])


def v_linear():
    t = "lin_api_" + R(AN, 40)
    return V("Linear", "global", "personal API key", "the Linear API key", "Linear API 키",
             [("LINEAR_API_KEY", t, True)],
             http=http_spec("POST", "https://api.linear.app/graphql", ("bearer", "Authorization", ""),
                            body='{"query":"{ viewer { id name } }"}'))


def v_notion():
    t = "ntn_" + digits(11, False) + R(AN, 35) if chance(0.6) else "secret_" + R(AN, 43)
    return V("Notion", "global", "internal integration secret", "the Notion integration secret",
             "Notion 통합 시크릿",
             [("NOTION_TOKEN", t, True), ("NOTION_DATABASE_ID", R(HEXL, 32), False)],
             http=http_spec("POST", "https://api.notion.com/v1/databases/%s/query" % R(HEXL, 32),
                            ("bearer", "Authorization", "Bearer "), extra=["Notion-Version: 2022-06-28"]))


def v_figma():
    t = "figd_" + R(B64U, 40)
    return V("Figma", "global", "personal access token", "the Figma token", "Figma 토큰",
             [("FIGMA_TOKEN", t, True), ("FIGMA_FILE_KEY", R(AN, 22), False)],
             http=http_spec("GET", "https://api.figma.com/v1/files/%s" % R(AN, 22), ("bearer", "X-Figma-Token", "")))


def v_cloudflare():
    t = R(B64U, 40)
    return V("Cloudflare", "global", "API token", "the Cloudflare API token", "Cloudflare API 토큰",
             [("CLOUDFLARE_API_TOKEN", t, True), ("CLOUDFLARE_ZONE_ID", R(HEXL, 32), False)],
             http=http_spec("GET", "https://api.cloudflare.com/client/v4/user/tokens/verify",
                            ("bearer", "Authorization", "Bearer ")),
             snips=[("wrangler env", "export CLOUDFLARE_ACCOUNT_ID=%s\nexport CLOUDFLARE_API_TOKEN=%s\n"
                     "npx wrangler deploy" % (R(HEXL, 32), t))])


def v_cloudflare_global():
    t = R(HEXL, 37)
    em = email()
    return V("Cloudflare", "global", "global API key", "the Cloudflare global API key",
             "Cloudflare 글로벌 API 키",
             [("CF_API_EMAIL", em, False), ("CF_API_KEY", t, True)],
             http=http_spec("GET", "https://api.cloudflare.com/client/v4/zones", ("bearer", "X-Auth-Key", ""),
                            extra=["X-Auth-Email: " + em]))


def v_vault():
    t = "hvs." + R(B64U, 24) if chance(0.4) else "hvs.CAESI" + R(B64U, 86)
    return V("HashiCorp Vault", "global", "service token", "the Vault token", "Vault 토큰",
             [("VAULT_ADDR", "https://vault.%s:8200" % pick(DOMAINS), False), ("VAULT_TOKEN", t, True)],
             http=http_spec("GET", "https://vault.internal:8200/v1/secret/data/%s" % svc_name(),
                            ("bearer", "X-Vault-Token", "")),
             snips=[("vault login", "vault login %s" % t)])


def v_tfc():
    t = R(AN, 14) + ".atlasv1." + R(AN, 67)
    return V("Terraform Cloud", "global", "user API token", "the Terraform Cloud token",
             "Terraform Cloud 토큰", [("TF_TOKEN_app_terraform_io", t, True)],
             snips=[("credentials.tfrc.json", json.dumps({"credentials": {"app.terraform.io": {"token": t}}},
                                                          indent=2)),
                    (".terraformrc", "credentials \"app.terraform.io\" {\n  token = \"%s\"\n}" % t)])


def v_datadog():
    a, b = R(HEXL, 32), R(HEXL, 40)
    return V("Datadog", "global", "API + application key", "the Datadog keys", "Datadog 키",
             [("DD_API_KEY", a, True), ("DD_APP_KEY", b, True), ("DD_SITE", pick(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False)],
             http=http_spec("GET", "https://api.datadoghq.com/api/v1/monitor", ("bearer", "DD-API-KEY", ""),
                            extra=["DD-APPLICATION-KEY: " + b]))


def v_newrelic():
    t = "NRAK-" + R(ALNUM_UP, 27)
    return V("New Relic", "global", "user API key", "the New Relic user key", "New Relic 사용자 키",
             [("NEW_RELIC_API_KEY", t, True), ("NEW_RELIC_ACCOUNT_ID", digits(7), False)],
             http=http_spec("POST", "https://api.newrelic.com/graphql", ("bearer", "API-Key", "")))


def v_newrelic_license():
    t = R(HEXL, 36) + "NRAL"
    return V("New Relic", "global", "ingest license key", "the New Relic license key",
             "New Relic 라이선스 키", [("NEW_RELIC_LICENSE_KEY", t, True),
                                    ("NEW_RELIC_APP_NAME", svc_name(), False)],
             snips=[("newrelic.yml", "common: &default_settings\n  license_key: '%s'\n  app_name: %s\n"
                     "  distributed_tracing:\n    enabled: true" % (t, svc_name()))])


def v_sentry():
    t = "sntryu_" + R(HEXL, 64)
    return V("Sentry", "global", "user auth token", "the Sentry auth token", "Sentry 인증 토큰",
             [("SENTRY_AUTH_TOKEN", t, True), ("SENTRY_ORG", pick(["acme", "nuripay", "tidewave"]), False)],
             snips=[("sentry-cli", "sentry-cli --auth-token %s releases new %s" % (t, "1.%d.%d" % (rng.randint(0, 30), rng.randint(0, 9))))])


def v_grafana():
    t = "glsa_" + R(AN, 32) + "_" + R(HEXL, 8)
    return V("Grafana", "global", "service account token", "the Grafana service account token",
             "Grafana 서비스 계정 토큰", [("GRAFANA_TOKEN", t, True)],
             http=http_spec("GET", "https://grafana.%s/api/dashboards/uid/%s" % (pick(DOMAINS), R(AN, 9)),
                            ("bearer", "Authorization", "Bearer ")))


def v_grafana_cloud():
    body = b64(json.dumps({"o": digits(6), "n": "stack-%s-otlp" % digits(6), "k": R(AN, 24),
                           "m": {"r": pick(["prod-ap-northeast-0", "prod-us-east-0", "prod-eu-west-2"])}},
                          separators=(",", ":")).encode()).rstrip("=")
    t = "glc_" + body
    return V("Grafana Cloud", "global", "access policy token", "the Grafana Cloud token",
             "Grafana Cloud 토큰", [("GRAFANA_CLOUD_TOKEN", t, True)])


def v_postman():
    t = "PMAK-" + R(HEXL, 24) + "-" + R(HEXL, 34)
    return V("Postman", "global", "API key", "the Postman API key", "Postman API 키",
             [("POSTMAN_API_KEY", t, True)],
             http=http_spec("GET", "https://api.getpostman.com/collections", ("bearer", "X-Api-Key", "")))


def v_doppler():
    t = pick(["dp.st.", "dp.pt.", "dp.sa."]) + (pick(["prd.", "stg.", "dev."]) if chance(0.5) else "") + R(AN, 43)
    return V("Doppler", "global", "service token", "the Doppler token", "Doppler 토큰",
             [("DOPPLER_TOKEN", t, True)],
             snips=[("doppler run", "DOPPLER_TOKEN=%s doppler run -- npm start" % t)])


def v_pulumi():
    t = "pul-" + R(HEXL, 40)
    return V("Pulumi", "global", "access token", "the Pulumi access token", "Pulumi 토큰",
             [("PULUMI_ACCESS_TOKEN", t, True)])


def v_supabase():
    ref = R(LO, 20)
    iat, exp = iat_exp(3650)
    srk = jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": iat, "exp": exp})
    return V("Supabase", "global", "service_role key", "the Supabase service role key",
             "Supabase service_role 키",
             [("SUPABASE_URL", "https://%s.supabase.co" % ref, False), ("SUPABASE_SERVICE_ROLE_KEY", srk, True)],
             snips=[("supabase-js admin", "const supabase = createClient(\n  'https://%s.supabase.co',\n"
                     "  '%s'\n)" % (ref, srk))])


def v_supabase_pat():
    t = "sbp_" + R(HEXL, 40)
    return V("Supabase", "global", "personal access token", "the Supabase access token",
             "Supabase 액세스 토큰", [("SUPABASE_ACCESS_TOKEN", t, True)],
             snips=[("supabase cli", "SUPABASE_ACCESS_TOKEN=%s supabase link --project-ref %s" % (t, R(LO, 20)))])


def v_supabase_secret():
    t = "sb_secret_" + R(B64U, 31)
    return V("Supabase", "global", "secret API key", "the Supabase secret key", "Supabase 시크릿 키",
             [("SUPABASE_SECRET_KEY", t, True)])


def v_azure_storage():
    acct = pick(DBNAMES) + pick(["prod", "stg", "data", "logs"]) + digits(3)
    k = b64(rbytes(64))
    cs = "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, k)
    return V("Azure Storage", "global", "storage account key", "the storage account key",
             "스토리지 계정 키",
             [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", k, True)],
             snips=[("connection string", "AZURE_STORAGE_CONNECTION_STRING=\"%s\"" % cs),
                    ("az cli", "az storage blob list --account-name %s --account-key %s -c uploads -o table" % (acct, k))])


def v_azure_sb():
    ns = svc_name().replace("-", "") + "-sb"
    k = b64(rbytes(32))
    cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (ns, k)
    return V("Azure Service Bus", "global", "shared access key", "the Service Bus key",
             "Service Bus 공유 액세스 키", [("SERVICEBUS_NAMESPACE", ns, False), ("SERVICEBUS_KEY", k, True)],
             snips=[("appsettings.json", json.dumps({"ServiceBus": {"ConnectionString": cs, "Queue": "orders"}},
                                                    indent=2))])


def v_azure_ad():
    t = R(AN, 3) + str(rng.randint(7, 8)) + "Q~" + R(AN + "_~.-", 34)
    tid, cid = uuid4(), uuid4()
    return V("Microsoft Entra ID", "global", "client secret", "the Entra app client secret",
             "Entra 앱 클라이언트 시크릿",
             [("AZURE_TENANT_ID", tid, False), ("AZURE_CLIENT_ID", cid, False), ("AZURE_CLIENT_SECRET", t, True)],
             snips=[("az login sp", "az login --service-principal -u %s -p '%s' --tenant %s" % (cid, t, tid))])


def v_okta():
    t = "00" + R(B64U, 40)
    org = pick(["acme", "nuripay", "tidewave", "daon"])
    return V("Okta", "global", "API token", "the Okta API token", "Okta API 토큰",
             [("OKTA_ORG_URL", "https://%s.okta.com" % org, False), ("OKTA_API_TOKEN", t, True)],
             http=http_spec("GET", "https://%s.okta.com/api/v1/users?limit=25" % org,
                            ("bearer", "Authorization", "SSWS ")))


def v_databricks():
    t = "dapi" + R(HEXL, 32) + pick(["", "-2", "-3"])
    hostn = "adb-%s.%d.azuredatabricks.net" % (digits(16), rng.randint(1, 19))
    return V("Databricks", "global", "personal access token", "the Databricks token", "Databricks 토큰",
             [("DATABRICKS_HOST", "https://" + hostn, False), ("DATABRICKS_TOKEN", t, True)],
             snips=[(".databrickscfg", "[DEFAULT]\nhost  = https://%s\ntoken = %s" % (hostn, t))])


def v_hf():
    t = "hf_" + R(UP + LO, 34)
    return V("Hugging Face", "global", "user access token", "the Hugging Face token",
             "Hugging Face 토큰", [("HF_TOKEN", t, True)],
             snips=[("huggingface-cli", "huggingface-cli login --token %s --add-to-git-credential" % t),
                    ("python hub", "from huggingface_hub import login\nlogin(token=\"%s\")" % t)])


def v_replicate():
    t = "r8_" + R(AN, 37)
    return V("Replicate", "global", "API token", "the Replicate token", "Replicate 토큰",
             [("REPLICATE_API_TOKEN", t, True)],
             http=http_spec("POST", "https://api.replicate.com/v1/predictions", ("bearer", "Authorization", "Bearer ")))


def v_groq():
    t = "gsk_" + R(AN, 52)
    return V("Groq", "global", "API key", "the Groq API key", "Groq API 키", [("GROQ_API_KEY", t, True)],
             http=http_spec("POST", "https://api.groq.com/openai/v1/chat/completions",
                            ("bearer", "Authorization", "Bearer ")))


def v_perplexity():
    t = "pplx-" + R(AN, 48)
    return V("Perplexity", "global", "API key", "the Perplexity key", "Perplexity API 키",
             [("PERPLEXITY_API_KEY", t, True)],
             http=http_spec("POST", "https://api.perplexity.ai/chat/completions", ("bearer", "Authorization", "Bearer ")))


def v_xai():
    t = "xai-" + R(AN, 80)
    return V("xAI", "global", "API key", "the xAI key", "xAI API 키", [("XAI_API_KEY", t, True)],
             http=http_spec("POST", "https://api.x.ai/v1/chat/completions", ("bearer", "Authorization", "Bearer ")))


def v_cohere():
    t = R(AN, 40)
    return V("Cohere", "global", "API key", "the Cohere key", "Cohere API 키", [("CO_API_KEY", t, True)],
             http=http_spec("POST", "https://api.cohere.com/v2/embed", ("bearer", "Authorization", "Bearer ")))


def v_mistral():
    t = R(AN, 32)
    return V("Mistral AI", "global", "API key", "the Mistral key", "Mistral API 키",
             [("MISTRAL_API_KEY", t, True)],
             http=http_spec("POST", "https://api.mistral.ai/v1/chat/completions", ("bearer", "Authorization", "Bearer ")))


def v_square():
    t = "EAAA" + R(B64U, 60)
    return V("Square", "global", "production access token", "the Square access token",
             "Square 액세스 토큰", [("SQUARE_ACCESS_TOKEN", t, True),
                                   ("SQUARE_LOCATION_ID", "L" + R(ALNUM_UP, 12), False)],
             http=http_spec("GET", "https://connect.squareup.com/v2/payments", ("bearer", "Authorization", "Bearer "),
                            extra=["Square-Version: 2024-10-17"]))


def v_braintree():
    t = "access_token$production$" + R(ALNUM_LO, 16) + "$" + R(HEXL, 32)
    return V("Braintree", "global", "PayPal/Braintree access token", "the Braintree access token",
             "Braintree 액세스 토큰", [("BRAINTREE_ACCESS_TOKEN", t, True)])


def v_meta():
    t = "EAA" + R(AN, rng.randint(180, 230))
    return V("Meta", "global", "Graph API page access token", "the Facebook page token",
             "페이스북 페이지 토큰", [("FB_PAGE_ACCESS_TOKEN", t, True), ("FB_PAGE_ID", digits(15), False)],
             http=http_spec("GET", "https://graph.facebook.com/v21.0/me/accounts", ("query", "access_token")))


def v_xbearer():
    t = "A" * 21 + R(AN, 24) + "%3D" + R(AN, 50)
    return V("X (Twitter)", "global", "app bearer token", "the X API bearer token", "X API 베어러 토큰",
             [("TWITTER_BEARER_TOKEN", t, True)],
             http=http_spec("GET", "https://api.twitter.com/2/tweets/search/recent?query=from%3Aacme",
                            ("bearer", "Authorization", "Bearer ")))


def v_dropbox():
    t = "sl." + pick(["", "u."]) + R(B64U, rng.randint(135, 150))
    return V("Dropbox", "global", "short-lived access token", "the Dropbox token", "Dropbox 토큰",
             [("DROPBOX_TOKEN", t, True)],
             http=http_spec("POST", "https://api.dropboxapi.com/2/files/list_folder",
                            ("bearer", "Authorization", "Bearer "), body='{"path":"/exports"}'))


def v_asana():
    t = "2/" + digits(16) + "/" + digits(16) + ":" + R(HEXL, 32)
    return V("Asana", "global", "personal access token", "the Asana PAT", "Asana PAT",
             [("ASANA_PAT", t, True)],
             http=http_spec("GET", "https://app.asana.com/api/1.0/users/me", ("bearer", "Authorization", "Bearer ")))


def v_airtable():
    t = "pat" + R(AN, 14) + "." + R(HEXL, 64)
    return V("Airtable", "global", "personal access token", "the Airtable token", "Airtable 토큰",
             [("AIRTABLE_TOKEN", t, True), ("AIRTABLE_BASE", "app" + R(AN, 14), False)],
             http=http_spec("GET", "https://api.airtable.com/v0/app%s/Orders" % R(AN, 14),
                            ("bearer", "Authorization", "Bearer ")))


def v_mapbox_sk():
    u = pick(ROMAN).replace(".", "")
    t = "sk." + b64url(json.dumps({"u": u, "a": "c" + R(ALNUM_LO, 24)}, separators=(",", ":")).encode()) \
        + "." + R(B64U, 22)
    return V("Mapbox", "global", "secret access token", "the Mapbox secret token", "Mapbox 시크릿 토큰",
             [("MAPBOX_SECRET_TOKEN", t, True)],
             snips=[("~/.netrc mapbox", "machine api.mapbox.com\n  login mapbox\n  password %s" % t)])


def v_contentful():
    t = "CFPAT-" + R(B64U, 43)
    return V("Contentful", "europe", "management token", "the Contentful management token",
             "Contentful 관리 토큰", [("CONTENTFUL_MANAGEMENT_TOKEN", t, True),
                                    ("CONTENTFUL_SPACE_ID", R(ALNUM_LO, 12), False)])


def v_age():
    t = "AGE-SECRET-KEY-1" + R(BECH32.upper(), 58)
    pub = "age1" + R(BECH32, 58)
    return V("age", "global", "secret key (identity)", "the age identity", "age 개인 키",
             [("SOPS_AGE_KEY", t, True), ("SOPS_AGE_RECIPIENTS", pub, False)],
             snips=[("keys.txt", "# created: %s\n# public key: %s\n%s" % (ts_iso()[:19], pub, t))])


def v_bitbucket():
    t = "ATBB" + R(AN, 28) + R(HEXU, 8)
    u = pick(ROMAN).replace(".", "_")
    return V("Bitbucket", "global", "app password", "the Bitbucket app password", "Bitbucket 앱 비밀번호",
             [("BITBUCKET_USERNAME", u, False), ("BITBUCKET_APP_PASSWORD", t, True)],
             snips=[("git clone", "git clone https://%s:%s@bitbucket.org/%s/%s.git" % (u, t, pick(["acme", "daon"]), svc_name()))])


def v_circleci():
    t = "CCIPAT_" + R(AN, 22) + "_" + R(HEXL, 40)
    return V("CircleCI", "global", "personal API token", "the CircleCI token", "CircleCI 토큰",
             [("CIRCLE_TOKEN", t, True)],
             http=http_spec("GET", "https://circleci.com/api/v2/me", ("bearer", "Circle-Token", "")))


def v_buildkite():
    t = "bkua_" + R(HEXL, 40)
    return V("Buildkite", "global", "API access token", "the Buildkite token", "Buildkite 토큰",
             [("BUILDKITE_API_TOKEN", t, True)],
             http=http_spec("GET", "https://api.buildkite.com/v2/organizations/acme/pipelines",
                            ("bearer", "Authorization", "Bearer ")))


def v_sonar():
    t = pick(["squ_", "sqp_", "sqa_"]) + R(HEXL, 40)
    return V("SonarQube", "europe", "user token", "the Sonar token", "Sonar 토큰",
             [("SONAR_TOKEN", t, True), ("SONAR_HOST_URL", "https://sonar.%s" % pick(DOMAINS), False)],
             snips=[("sonar-scanner", "sonar-scanner -Dsonar.projectKey=%s -Dsonar.token=%s" % (svc_name(), t))])


def v_jfrog():
    if chance(0.5):
        t = "cmVmdGtuOjAxOjE3" + R(AN, 48)
        kind = "reference token"
    else:
        t = "AKCp" + pick("5678") + R(AN, 68)
        kind = "API key"
    return V("JFrog", "global", kind, "the Artifactory token", "Artifactory 토큰",
             [("ARTIFACTORY_TOKEN", t, True)],
             snips=[("pip.conf", "[global]\nindex-url = https://%s:%s@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple"
                     % (pick(ROMAN).replace(".", ""), t))])


def v_pinecone():
    t = "pcsk_" + R(AN, 6) + "_" + R(AN, 63)
    return V("Pinecone", "global", "API key", "the Pinecone key", "Pinecone API 키",
             [("PINECONE_API_KEY", t, True), ("PINECONE_INDEX", pick(DBNAMES) + "-embeddings", False)],
             http=http_spec("GET", "https://api.pinecone.io/indexes", ("bearer", "Api-Key", "")))


def v_launchdarkly():
    t = "sdk-" + uuid4()
    return V("LaunchDarkly", "global", "server-side SDK key", "the LaunchDarkly SDK key",
             "LaunchDarkly SDK 키", [("LAUNCHDARKLY_SDK_KEY", t, True)],
             snips=[("go init", "ldClient, _ := ld.MakeClient(\"%s\", 5*time.Second)" % t)])


def v_hubspot():
    t = "pat-" + pick(["na1", "eu1", "na2"]) + "-" + uuid4()
    return V("HubSpot", "global", "private app token", "the HubSpot private app token",
             "HubSpot private app 토큰", [("HUBSPOT_TOKEN", t, True)],
             http=http_spec("GET", "https://api.hubapi.com/crm/v3/objects/contacts?limit=10",
                            ("bearer", "Authorization", "Bearer ")))


def v_trello():
    k, t = R(HEXL, 32), "ATTA" + R(HEXL, 64) + R(HEXU, 8)
    return V("Trello", "global", "user token", "the Trello token", "Trello 토큰",
             [("TRELLO_KEY", k, False), ("TRELLO_TOKEN", t, True)],
             http=http_spec("GET", "https://api.trello.com/1/members/me/boards?key=%s&token={0}" % k, ("path",)))


def v_planetscale():
    u = R(ALNUM_LO, 12)
    pw = "pscale_pw_" + R(B64U, 43)
    hostn = pick(["aws", "gcp"]) + ".connect.psdb.cloud"
    return V("PlanetScale", "global", "database password", "the PlanetScale password",
             "PlanetScale 비밀번호",
             [("DATABASE_HOST", hostn, False), ("DATABASE_USERNAME", u, False), ("DATABASE_PASSWORD", pw, True)],
             snips=[("DATABASE_URL", "DATABASE_URL=\"mysql://%s:%s@%s/%s?sslaccept=strict\"" % (u, pw, hostn, pick(DBNAMES)))])


def v_render():
    t = "rnd_" + R(AN, 32)
    return V("Render", "global", "API key", "the Render API key", "Render API 키", [("RENDER_API_KEY", t, True)],
             http=http_spec("GET", "https://api.render.com/v1/services?limit=20", ("bearer", "Authorization", "Bearer ")))


def v_tailscale():
    t = "tskey-" + pick(["auth", "api", "client"]) + "-k" + R(AN, rng.randint(10, 14)) + "CNTRL-" + R(AN, 33)
    return V("Tailscale", "global", "auth key", "the Tailscale auth key", "Tailscale 인증 키",
             [("TS_AUTHKEY", t, True)],
             snips=[("tailscale up", "sudo tailscale up --authkey=%s --hostname=%s --ssh" % (t, svc_name()))])


def v_ngrok():
    t = "2" + R(AN, 26) + "_" + R(AN, 21)
    return V("ngrok", "global", "authtoken", "the ngrok authtoken", "ngrok authtoken",
             [("NGROK_AUTHTOKEN", t, True)],
             snips=[("ngrok config", "ngrok config add-authtoken %s" % t),
                    ("ngrok.yml", "version: \"3\"\nagent:\n  authtoken: %s" % t)])


def v_fastly():
    t = R(B64U, 32)
    return V("Fastly", "global", "API token", "the Fastly API token", "Fastly API 토큰",
             [("FASTLY_API_TOKEN", t, True), ("FASTLY_SERVICE_ID", R(AN, 22), False)],
             http=http_spec("POST", "https://api.fastly.com/service/%s/purge_all" % R(AN, 22),
                            ("bearer", "Fastly-Key", "")))


def v_heroku():
    t = uuid4() if chance(0.5) else "HRKU-AA" + R(B64U, 58)
    return V("Heroku", "global", "API key", "the Heroku API key", "Heroku API 키", [("HEROKU_API_KEY", t, True)],
             snips=[("~/.netrc heroku", "machine api.heroku.com\n  login %s\n  password %s\n"
                     "machine git.heroku.com\n  login %s\n  password %s" % ((email(), t) * 2))])


def v_netlify():
    t = "nfp_" + R(AN, 36)
    return V("Netlify", "global", "personal access token", "the Netlify token", "Netlify 토큰",
             [("NETLIFY_AUTH_TOKEN", t, True), ("NETLIFY_SITE_ID", uuid4(), False)])


def v_vercel():
    t = R(AN, 24)
    return V("Vercel", "global", "access token", "the Vercel token", "Vercel 토큰",
             [("VERCEL_TOKEN", t, True), ("VERCEL_ORG_ID", "team_" + R(AN, 24), False)],
             snips=[("vercel deploy", "vercel deploy --prod --token %s" % t)])


def v_paystack():
    t = "sk_live_" + R(HEXL, 40)
    return V("Paystack", "global", "secret key", "the Paystack secret key", "Paystack 시크릿 키",
             [("PAYSTACK_SECRET_KEY", t, True)],
             http=http_spec("GET", "https://api.paystack.co/transaction/verify/%s" % R(ALNUM_LO, 10),
                            ("bearer", "Authorization", "Bearer ")))


def v_flutterwave():
    t = "FLWSECK-" + R(HEXL, 32) + "-X"
    return V("Flutterwave", "global", "secret key", "the Flutterwave secret key", "Flutterwave 시크릿 키",
             [("FLW_SECRET_KEY", t, True)],
             http=http_spec("GET", "https://api.flutterwave.com/v3/transactions", ("bearer", "Authorization", "Bearer ")))


def v_razorpay():
    kid, sec = "rzp_live_" + R(AN, 14), R(AN, 24)
    return V("Razorpay", "global", "key secret", "the Razorpay key secret", "Razorpay 키 시크릿",
             [("RAZORPAY_KEY_ID", kid, False), ("RAZORPAY_KEY_SECRET", sec, True)],
             http=http_spec("GET", "https://api.razorpay.com/v1/payments?count=10", ("basic", kid, "{0}")))


def v_zendesk():
    t = R(AN, 40)
    em = email()
    return V("Zendesk", "global", "API token", "the Zendesk API token", "Zendesk API 토큰",
             [("ZENDESK_EMAIL", em, False), ("ZENDESK_API_TOKEN", t, True)],
             http=http_spec("GET", "https://%s.zendesk.com/api/v2/tickets.json" % pick(["acme", "nuripay"]),
                            ("basic", em + "/token", "{0}")))


def v_intercom():
    t = b64(("tok:" + uuid4() + ":1:0").encode()).rstrip("=")
    return V("Intercom", "global", "access token", "the Intercom access token", "Intercom 액세스 토큰",
             [("INTERCOM_ACCESS_TOKEN", t, True)],
             http=http_spec("GET", "https://api.intercom.io/contacts", ("bearer", "Authorization", "Bearer ")))


def v_typeform():
    t = "tfp_" + R(B64U, 44) + "_" + R(B64U, 14)
    return V("Typeform", "europe", "personal token", "the Typeform token", "Typeform 토큰",
             [("TYPEFORM_TOKEN", t, True)],
             http=http_spec("GET", "https://api.typeform.com/forms", ("bearer", "Authorization", "Bearer ")))


def v_algolia():
    app, k = R(ALNUM_UP, 10), R(HEXL, 32)
    return V("Algolia", "global", "admin API key", "the Algolia admin key", "Algolia admin 키",
             [("ALGOLIA_APP_ID", app, False), ("ALGOLIA_ADMIN_KEY", k, True)],
             http=http_spec("POST", "https://%s.algolia.net/1/indexes/products/batch" % app,
                            ("bearer", "X-Algolia-API-Key", ""), extra=["X-Algolia-Application-Id: " + app]))


def v_clickup():
    t = "pk_" + digits(8) + "_" + R(ALNUM_UP, 32)
    return V("ClickUp", "global", "personal API token", "the ClickUp token", "ClickUp 토큰",
             [("CLICKUP_TOKEN", t, True)],
             http=http_spec("GET", "https://api.clickup.com/api/v2/team", ("bearer", "Authorization", "")))


def v_salesforce():
    t = "00D" + R(AN, 12) + "!" + R(AN + ".", 96)
    inst = "https://%s.my.salesforce.com" % pick(["acme", "nuripay", "daon"])
    return V("Salesforce", "global", "session/access token", "the Salesforce access token",
             "Salesforce 액세스 토큰", [("SF_INSTANCE_URL", inst, False), ("SF_ACCESS_TOKEN", t, True)],
             http=http_spec("GET", inst + "/services/data/v61.0/query?q=SELECT+Id+FROM+Account+LIMIT+5",
                            ("bearer", "Authorization", "Bearer ")))


def v_cloudinary():
    k, s, cloud = digits(15), R(B64U, 27), pick(["acme", "hanbit", "sora"]) + "-media"
    return V("Cloudinary", "global", "API secret", "the Cloudinary secret", "Cloudinary 시크릿",
             [("CLOUDINARY_API_KEY", k, True), ("CLOUDINARY_API_SECRET", s, True)],
             snips=[("CLOUDINARY_URL", "CLOUDINARY_URL=cloudinary://%s:%s@%s" % (k, s, cloud))])


def v_fcm_legacy():
    t = "AAAA" + R(B64U, 7) + ":APA91b" + R(B64U, 134)
    return V("Firebase", "global", "legacy FCM server key", "the FCM server key", "FCM 서버 키",
             [("FCM_SERVER_KEY", t, True)],
             http=http_spec("POST", "https://fcm.googleapis.com/fcm/send", ("bearer", "Authorization", "key=")))


def v_auth0():
    dom = pick(["acme", "nuripay", "daon"]) + pick([".us", ".jp", ".eu", ""]) + ".auth0.com"
    cid, sec = R(AN, 32), R(B64U, 64)
    return V("Auth0", "global", "client secret", "the Auth0 client secret", "Auth0 클라이언트 시크릿",
             [("AUTH0_DOMAIN", dom, False), ("AUTH0_CLIENT_ID", cid, False), ("AUTH0_CLIENT_SECRET", sec, True)],
             snips=[("client credentials curl", "curl --request POST --url https://%s/oauth/token \\\n"
                     "  --header 'content-type: application/json' \\\n  --data '{\"client_id\":\"%s\","
                     "\"client_secret\":\"%s\",\"audience\":\"https://%s/api/v2/\",\"grant_type\":"
                     "\"client_credentials\"}'" % (dom, cid, sec, dom))])


def v_clerk():
    t = "sk_live_" + R(AN, 42)
    return V("Clerk", "global", "secret key", "the Clerk secret key", "Clerk 시크릿 키",
             [("CLERK_SECRET_KEY", t, True),
              ("NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY", "pk_live_" + b64(("clerk.%s$" % pick(DOMAINS)).encode()).rstrip("="), False)])


def v_resend():
    t = "re_" + R(AN, 8) + "_" + R(AN, 24)
    return V("Resend", "global", "API key", "the Resend API key", "Resend API 키", [("RESEND_API_KEY", t, True)],
             http=http_spec("POST", "https://api.resend.com/emails", ("bearer", "Authorization", "Bearer ")))


def v_postmark():
    t = uuid4()
    return V("Postmark", "global", "server token", "the Postmark server token", "Postmark 서버 토큰",
             [("POSTMARK_SERVER_TOKEN", t, True)],
             http=http_spec("POST", "https://api.postmarkapp.com/email", ("bearer", "X-Postmark-Server-Token", "")))


def v_snyk():
    t = uuid4()
    return V("Snyk", "global", "API token", "the Snyk token", "Snyk 토큰", [("SNYK_TOKEN", t, True)],
             snips=[("snyk auth", "snyk auth %s && snyk test --all-projects" % t)])


def v_atlas_api():
    pub, priv = R(ALNUM_LO, 8), uuid4()
    return V("MongoDB Atlas", "global", "programmatic API private key", "the Atlas API private key",
             "Atlas API 프라이빗 키",
             [("MONGODB_ATLAS_PUBLIC_KEY", pub, True), ("MONGODB_ATLAS_PRIVATE_KEY", priv, True)],
             snips=[("atlas curl digest", "curl --user \"%s:%s\" --digest \\\n"
                     "  https://cloud.mongodb.com/api/atlas/v2/groups" % (pub, priv))])


def v_elastic():
    ident, key = R(B64U, 20), R(B64U, 22)
    enc = b64((ident + ":" + key).encode())
    return V("Elastic Cloud", "europe", "API key (encoded)", "the Elasticsearch API key",
             "Elasticsearch API 키", [("ELASTIC_API_KEY", enc, True)],
             http=http_spec("GET", "https://%s.es.%s.aws.elastic-cloud.com/_cat/indices?v" %
                            (R(HEXL, 12), pick(REGIONS)), ("bearer", "Authorization", "ApiKey ")))


def v_confluent():
    k, s = R(ALNUM_UP, 16), R(B64, 64)
    return V("Confluent Cloud", "global", "Kafka API key + secret", "the Confluent API key and secret",
             "Confluent API 키/시크릿",
             [("CONFLUENT_API_KEY", k, True), ("CONFLUENT_API_SECRET", s, True)],
             snips=[("client.properties", "bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\n"
                     "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\n"
                     "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
                     "username='%s' password='%s';" % (R(ALNUM_LO, 5), pick(REGIONS), k, s))])


# ---- Europe -------------------------------------------------------------------------------
def v_brevo():
    t = "xkeysib-" + R(HEXL, 64) + "-" + R(AN, 16)
    return V("Brevo", "europe", "API v3 key", "the Brevo API key", "Brevo API 키", [("BREVO_API_KEY", t, True)],
             http=http_spec("POST", "https://api.brevo.com/v3/smtp/email", ("bearer", "api-key", "")))


def v_mollie():
    t = pick(["live_", "test_"]) + R(AN, 30)
    return V("Mollie", "europe", "API key", "the Mollie API key", "Mollie API 키", [("MOLLIE_API_KEY", t, True)],
             http=http_spec("GET", "https://api.mollie.com/v2/payments", ("bearer", "Authorization", "Bearer ")))


def v_gocardless():
    t = "live_" + R(B64U, 40)
    return V("GoCardless", "europe", "access token", "the GoCardless token", "GoCardless 토큰",
             [("GOCARDLESS_ACCESS_TOKEN", t, True)],
             http=http_spec("GET", "https://api.gocardless.com/mandates", ("bearer", "Authorization", "Bearer "),
                            extra=["GoCardless-Version: 2015-07-06"]))


def v_scaleway():
    ak, sk = "SCW" + R(ALNUM_UP, 17), uuid4()
    return V("Scaleway", "europe", "API key pair", "the Scaleway API key", "Scaleway API 키",
             [("SCW_ACCESS_KEY", ak, True), ("SCW_SECRET_KEY", sk, True),
              ("SCW_DEFAULT_PROJECT_ID", uuid4(), False), ("SCW_DEFAULT_REGION", pick(["fr-par", "nl-ams", "pl-waw"]), False)])


def v_ovh():
    ak, asec, ck = R(AN, 16), R(AN, 32), R(AN, 32)
    return V("OVHcloud", "europe", "application key/secret + consumer key", "the OVH API credentials",
             "OVH API 자격 증명",
             [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", ak, True),
              ("OVH_APPLICATION_SECRET", asec, True), ("OVH_CONSUMER_KEY", ck, True)],
             snips=[("ovh.conf", "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key=%s\n"
                     "application_secret=%s\nconsumer_key=%s" % (ak, asec, ck))])


def v_hetzner():
    t = R(AN, 64)
    return V("Hetzner Cloud", "europe", "API token", "the Hetzner Cloud token", "Hetzner Cloud 토큰",
             [("HCLOUD_TOKEN", t, True)],
             http=http_spec("GET", "https://api.hetzner.cloud/v1/servers", ("bearer", "Authorization", "Bearer ")),
             snips=[("hcloud context", "hcloud context create %s\nToken: %s" % (pick(["prod", "infra", "lab"]), t))])


def v_deepl():
    t = uuid4() + pick([":fx", ""])
    return V("DeepL", "europe", "auth key", "the DeepL key", "DeepL 인증 키", [("DEEPL_AUTH_KEY", t, True)],
             http=http_spec("POST", "https://api%s.deepl.com/v2/translate" % ("-free" if t.endswith(":fx") else ""),
                            ("bearer", "Authorization", "DeepL-Auth-Key ")))


def v_vonage():
    k, s = R(HEXL, 8), R(AN, 16)
    return V("Vonage", "europe", "API secret", "the Vonage API secret", "Vonage API 시크릿",
             [("VONAGE_API_KEY", k, True), ("VONAGE_API_SECRET", s, True)],
             http=http_spec("GET", "https://rest.nexmo.com/account/get-balance?api_key=%s&api_secret={0}" % k, ("path",)))


def v_messagebird():
    t = R(AN, 25)
    return V("MessageBird", "europe", "live access key", "the MessageBird access key",
             "MessageBird 액세스 키", [("MESSAGEBIRD_ACCESS_KEY", t, True)],
             http=http_spec("GET", "https://rest.messagebird.com/balance", ("bearer", "Authorization", "AccessKey ")))


def v_wise():
    t = uuid4()
    return V("Wise", "europe", "API token", "the Wise API token", "Wise API 토큰", [("WISE_API_TOKEN", t, True)],
             http=http_spec("GET", "https://api.transferwise.com/v4/profiles", ("bearer", "Authorization", "Bearer ")))


def v_mailjet():
    k, s = R(HEXL, 32), R(HEXL, 32)
    return V("Mailjet", "europe", "API secret", "the Mailjet secret key", "Mailjet 시크릿 키",
             [("MJ_APIKEY_PUBLIC", k, True), ("MJ_APIKEY_PRIVATE", s, True)],
             http=http_spec("POST", "https://api.mailjet.com/v3.1/send", ("basic", k, "{0}")))


def v_infobip():
    t = R(HEXL, 32) + "-" + uuid4()
    return V("Infobip", "europe", "API key", "the Infobip API key", "Infobip API 키", [("INFOBIP_API_KEY", t, True)],
             http=http_spec("POST", "https://%s.api.infobip.com/sms/2/text/advanced" % R(ALNUM_LO, 6),
                            ("bearer", "Authorization", "App ")))


def v_ably():
    t = R(B64U, 6) + "." + R(B64U, 6) + ":" + R(B64U, 43)
    return V("Ably", "europe", "root API key", "the Ably API key", "Ably API 키", [("ABLY_API_KEY", t, True)],
             snips=[("node ably", "const ably = new Ably.Realtime({ key: '%s' });" % t)])


def v_spotify():
    cid, sec = R(HEXL, 32), R(HEXL, 32)
    return V("Spotify", "europe", "client secret", "the Spotify client secret", "Spotify 클라이언트 시크릿",
             [("SPOTIFY_CLIENT_ID", cid, False), ("SPOTIFY_CLIENT_SECRET", sec, True)])


def v_pipedrive():
    t = R(HEXL, 40)
    return V("Pipedrive", "europe", "API token", "the Pipedrive API token", "Pipedrive API 토큰",
             [("PIPEDRIVE_API_TOKEN", t, True)],
             http=http_spec("GET", "https://%s.pipedrive.com/api/v1/deals?api_token={0}" % pick(["acme", "daon"]), ("path",)))


def v_qonto():
    login, sec = pick(["acme", "tidewave"]) + "-" + R(ALNUM_LO, 4), R(HEXL, 32)
    return V("Qonto", "europe", "secret key", "the Qonto secret key", "Qonto 시크릿 키",
             [("QONTO_LOGIN", login, False), ("QONTO_SECRET_KEY", sec, True)],
             http=http_spec("GET", "https://thirdparty.qonto.com/v2/organization", ("bearer", "Authorization", login + ":")))


# ---- Korea --------------------------------------------------------------------------------
def v_ncp():
    ak, sk = R(AN, 20), R(AN, 40)
    return V("Naver Cloud Platform", "korea", "access key + secret key", "the NCP API keys", "NCP API 인증키",
             [("NCLOUD_ACCESS_KEY", ak, True), ("NCLOUD_SECRET_KEY", sk, True), ("NCLOUD_REGION", "KR", False)],
             snips=[("ncloud configure", "$ ncloud configure\nNcloud Access Key ID []: %s\n"
                     "Ncloud Secret Access Key []: %s\nNcloud API URL (default:https://ncloud.apigw.ntruss.com) []:" % (ak, sk)),
                    ("terraform ncloud", "provider \"ncloud\" {\n  access_key  = \"%s\"\n  secret_key  = \"%s\"\n"
                     "  region      = \"KR\"\n  support_vpc = true\n}" % (ak, sk))])


def v_naver_dev():
    cid, sec = R(AN, 20), R(AN + "_", 10)
    return V("Naver Developers", "korea", "client secret", "the Naver client secret", "네이버 Client Secret",
             [("NAVER_CLIENT_ID", cid, False), ("NAVER_CLIENT_SECRET", sec, True)],
             http=http_spec("GET", "https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91",
                            ("bearer", "X-Naver-Client-Secret", ""), extra=["X-Naver-Client-Id: " + cid]))


def v_ncp_apigw():
    kid, k = R(AN, 10), R(AN, 40)
    return V("Naver Cloud Platform", "korea", "API Gateway key (Maps/Papago)", "the NCP API gateway key",
             "NCP API Gateway 키",
             [("NCP_APIGW_API_KEY_ID", kid, False), ("NCP_APIGW_API_KEY", k, True)],
             http=http_spec("GET", "https://naveropenapi.apigw.ntruss.com/map-geocode/v2/geocode?query=%EB%B6%84%EB%8B%B9",
                            ("bearer", "X-NCP-APIGW-API-KEY", ""), extra=["X-NCP-APIGW-API-KEY-ID: " + kid]))


def v_kakao_rest():
    t = R(HEXL, 32)
    return V("Kakao", "korea", "REST API key", "the Kakao REST API key", "카카오 REST API 키",
             [("KAKAO_REST_API_KEY", t, True)],
             http=http_spec("GET", "https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90",
                            ("bearer", "Authorization", "KakaoAK ")))


def v_kakao_admin():
    t = R(HEXL, 32)
    return V("Kakao", "korea", "Admin key (KakaoPay legacy API)", "the Kakao admin key", "카카오 어드민 키",
             [("KAKAO_ADMIN_KEY", t, True), ("KAKAOPAY_CID", "TC0ONETIME", False)],
             http=http_spec("POST", "https://kapi.kakao.com/v1/payment/ready", ("bearer", "Authorization", "KakaoAK ")))


def v_toss():
    t = pick(["live_sk_", "live_gsk_", "test_sk_"]) + R(AN, 28)
    blob = b64((t + ":").encode())
    ck_prefix = {"live_sk_": "live_ck_", "live_gsk_": "live_gck_", "test_sk_": "test_ck_"}[t[:t.index("sk_") + 3]]
    return V("Toss Payments", "korea", "secret key", "the Toss Payments secret key", "토스페이먼츠 시크릿 키",
             [("TOSS_SECRET_KEY", t, True), ("TOSS_CLIENT_KEY", ck_prefix + R(AN, 28), False)],
             http=http_spec("POST", "https://api.tosspayments.com/v1/payments/confirm", ("basic", "{0}", "")),
             snips=[("node basic header", "const encryptedSecretKey = 'Basic ' + Buffer.from('%s' + ':').toString('base64');\n"
                     "// => Basic %s" % (t, blob), [blob])])


def v_portone():
    k, s = digits(16), R(AN, 80)
    return V("PortOne", "korea", "REST API key + secret (v1)", "the PortOne REST API secret",
             "포트원 REST API 시크릿", [("IMP_KEY", k, True), ("IMP_SECRET", s, True)],
             snips=[("curl getToken", "curl -s -X POST https://api.iamport.kr/users/getToken \\\n"
                     "  -H 'Content-Type: application/json' \\\n  -d '{\"imp_key\": \"%s\", \"imp_secret\": \"%s\"}'" % (k, s))])


def v_portone_v2():
    s = R(AN, 80)
    return V("PortOne", "korea", "V2 API secret", "the PortOne V2 API secret", "포트원 V2 API 시크릿",
             [("PORTONE_API_SECRET", s, True), ("PORTONE_STORE_ID", "store-" + uuid4(), False)],
             http=http_spec("GET", "https://api.portone.io/payments/%s" % ("order-" + digits(10)),
                            ("bearer", "Authorization", "PortOne ")))


def v_solapi():
    k, s = "NCS" + R(ALNUM_UP, 13), R(ALNUM_UP, 32)
    return V("Solapi", "korea", "API key + secret (SMS)", "the Solapi API secret", "솔라피 API 시크릿",
             [("SOLAPI_API_KEY", k, True), ("SOLAPI_API_SECRET", s, True), ("SMS_SENDER", "0" + digits(1) + "0" + digits(8), False)],
             snips=[("node solapi", "const messageService = new SolapiMessageService('%s', '%s');" % (k, s))])


def v_data_go_kr():
    raw = b64(rbytes(64))
    enc = pct(raw, safe="")
    if chance(0.5):
        return V("공공데이터포털", "korea", "service key (decoding)", "the data.go.kr service key",
                 "공공데이터포털 서비스키", [("DATA_GO_KR_SERVICE_KEY", raw, True)])
    return V("공공데이터포털", "korea", "service key (encoding)", "the data.go.kr service key",
             "공공데이터포털 인증키(Encoding)", [("DATA_GO_KR_SERVICE_KEY", enc, True)],
             http=http_spec("GET", "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?"
                            "serviceKey={0}&pageNo=1&numOfRows=100&dataType=JSON&base_date=20251103&base_time=0500&nx=60&ny=127",
                            ("path",)))


def v_upbit():
    a, s = R(AN, 40), R(AN, 40)
    return V("Upbit", "korea", "Open API access + secret key", "the Upbit API keys", "업비트 API 키",
             [("UPBIT_ACCESS_KEY", a, True), ("UPBIT_SECRET_KEY", s, True)],
             snips=[("python pyupbit", "upbit = pyupbit.Upbit(\"%s\", \"%s\")\nprint(upbit.get_balances())" % (a, s))])


def v_bithumb():
    a, s = R(HEXL, 32), R(HEXL, 32)
    return V("Bithumb", "korea", "API connect key + secret", "the Bithumb API keys", "빗썸 API 키",
             [("BITHUMB_CONNECT_KEY", a, True), ("BITHUMB_SECRET_KEY", s, True)])


def v_nhn_cloud():
    app, sec = R(AN, 16), R(AN, 8)
    return V("NHN Cloud", "korea", "SMS app key + secret key", "the NHN Cloud secret key", "NHN Cloud 시크릿 키",
             [("NHN_SMS_APP_KEY", app, False), ("NHN_SMS_SECRET_KEY", sec, True)],
             http=http_spec("POST", "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/%s/sender/sms" % app,
                            ("bearer", "X-Secret-Key", "")))


def v_aligo():
    k = R(ALNUM_LO, 32)
    return V("Aligo", "korea", "SMS API key", "the Aligo API key", "알리고 API 키",
             [("ALIGO_API_KEY", k, True), ("ALIGO_USER_ID", pick(ROMAN).replace(".", ""), False)],
             snips=[("curl form", "curl -X POST https://apis.aligo.in/send/ \\\n  --data-urlencode \"key=%s\" \\\n"
                     "  --data-urlencode \"user_id=%s\" \\\n  --data-urlencode \"sender=0212345678\" \\\n"
                     "  --data-urlencode \"msg=테스트\"" % (k, pick(ROMAN).replace(".", "")))])


def v_channel_io():
    k, s = R(HEXL, 24), R(HEXL, 32)
    return V("Channel.io", "korea", "access key + secret", "the Channel.io API secret", "채널톡 API 시크릿",
             [("CHANNEL_ACCESS_KEY", k, True), ("CHANNEL_ACCESS_SECRET", s, True)],
             http=http_spec("GET", "https://api.channel.io/open/v5/user-chats?state=opened",
                            ("bearer", "x-access-secret", ""), extra=["x-access-key: " + k]))


def v_sendbird():
    app, t = uuid4().upper(), R(HEXL, 40)
    return V("Sendbird", "korea", "master API token", "the Sendbird API token", "Sendbird API 토큰",
             [("SENDBIRD_APP_ID", app, False), ("SENDBIRD_API_TOKEN", t, True)],
             http=http_spec("GET", "https://api-%s.sendbird.com/v3/users?limit=10" % app, ("bearer", "Api-Token", "")))


def v_nicepay():
    cid, sec = pick(["S2_", "R2_"]) + R(HEXL, 32), R(HEXL, 32)
    return V("NICEPAY", "korea", "secret key", "the NICEPAY secret key", "나이스페이 시크릿 키",
             [("NICEPAY_CLIENT_ID", cid, False), ("NICEPAY_SECRET_KEY", sec, True)],
             http=http_spec("POST", "https://sandbox-api.nicepay.co.kr/v1/payments/%s" % ("nicuntct" + digits(14)),
                            ("basic", cid, "{0}")))


def v_kis():
    k, s = "PS" + R(AN, 34), R(B64, 179) + "="
    return V("한국투자증권 KIS Developers", "korea", "appkey + appsecret", "the KIS appkey/appsecret",
             "한국투자증권 appkey/appsecret",
             [("KIS_APP_KEY", k, True), ("KIS_APP_SECRET", s, True), ("KIS_ACCOUNT", digits(8) + "-01", False)],
             snips=[("kis_devlp.yaml", "my_app: \"%s\"\nmy_sec: \"%s\"\nmy_acct_stock: \"%s\"\nmy_prod: \"01\""
                     % (k, s, digits(8)))])


def v_cafe24():
    cid, sec = R(AN, 22), R(AN, 22)
    return V("Cafe24", "korea", "client secret", "the Cafe24 client secret", "카페24 client secret",
             [("CAFE24_CLIENT_ID", cid, False), ("CAFE24_CLIENT_SECRET", sec, True),
              ("CAFE24_MALL_ID", pick(["hanbitshop", "daonmall", "nurimall"]), False)],
             http=http_spec("POST", "https://hanbitshop.cafe24api.com/api/v2/oauth/token", ("basic", cid, "{0}")))


# ---- Japan --------------------------------------------------------------------------------
def v_line_msg():
    t, sec = line_channel_token(), R(HEXL, 32)
    return V("LINE", "japan", "Messaging API channel access token", "the LINE channel access token",
             "LINE 채널 액세스 토큰",
             [("LINE_CHANNEL_ACCESS_TOKEN", t, True), ("LINE_CHANNEL_SECRET", sec, True)],
             http=http_spec("POST", "https://api.line.me/v2/bot/message/push", ("bearer", "Authorization", "Bearer ")))


def v_line_notify():
    t = R(AN, 43)
    return V("LINE Notify", "japan", "personal access token", "the LINE Notify token", "LINE Notify 토큰",
             [("LINE_NOTIFY_TOKEN", t, True)],
             http=http_spec("POST", "https://notify-api.line.me/api/notify", ("bearer", "Authorization", "Bearer ")))


def v_chatwork():
    t = R(HEXL, 32)
    return V("Chatwork", "japan", "API token", "the Chatwork API token", "Chatwork API 토큰",
             [("CHATWORK_API_TOKEN", t, True), ("CHATWORK_ROOM_ID", digits(9), False)],
             http=http_spec("POST", "https://api.chatwork.com/v2/rooms/%s/messages" % digits(9),
                            ("bearer", "X-ChatWorkToken", "")))


def v_backlog():
    t = R(AN, 64)
    sp = pick(["acme", "sora", "tidewave"])
    return V("Backlog", "japan", "API key", "the Backlog API key", "Backlog API 키", [("BACKLOG_API_KEY", t, True)],
             http=http_spec("GET", "https://%s.backlog.jp/api/v2/issues?apiKey={0}&projectId[]=%s" % (sp, digits(6)), ("path",)))


def v_payjp():
    t = "sk_live_" + R(HEXL, 48)
    return V("PAY.JP", "japan", "live secret key", "the PAY.JP secret key", "PAY.JP 시크릿 키",
             [("PAYJP_SECRET_KEY", t, True), ("PAYJP_PUBLIC_KEY", "pk_live_" + R(HEXL, 24), False)],
             http=http_spec("GET", "https://api.pay.jp/v1/charges?limit=10", ("basic", "{0}", "")))


def v_sakura():
    tok, sec = uuid4(), R(AN, 64)
    return V("Sakura Cloud", "japan", "API access token + secret", "the Sakura Cloud API secret",
             "Sakura Cloud API 시크릿",
             [("SAKURACLOUD_ACCESS_TOKEN", tok, True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", sec, True),
              ("SAKURACLOUD_ZONE", pick(["is1a", "is1b", "tk1a"]), False)])


def v_kintone():
    t = R(AN, 40)
    sub = pick(["acme", "sora", "mokpo"])
    return V("kintone (Cybozu)", "japan", "app API token", "the kintone API token", "kintone API 토큰",
             [("KINTONE_API_TOKEN", t, True), ("KINTONE_BASE_URL", "https://%s.cybozu.com" % sub, False)],
             http=http_spec("GET", "https://%s.cybozu.com/k/v1/records.json?app=%d" % (sub, rng.randint(3, 300)),
                            ("bearer", "X-Cybozu-API-Token", "")))


def v_gmo_pg():
    shop, pw = "tshop" + digits(8, False), R(ALNUM_LO, 8)
    return V("GMO Payment Gateway", "japan", "shop password", "the GMO-PG shop password", "GMO-PG 샵 패스워드",
             [("GMO_SHOP_ID", shop, False), ("GMO_SHOP_PASS", pw, True),
              ("GMO_SITE_ID", "tsite" + digits(8, False), False), ("GMO_SITE_PASS", R(ALNUM_LO, 8), True)])


# ---- China --------------------------------------------------------------------------------
def v_alibaba():
    ak, sk = "LTAI5t" + R(AN, 18), R(AN, 30)
    return V("Alibaba Cloud", "china", "AccessKey ID + secret", "the Aliyun AccessKey", "알리바바 클라우드 AccessKey",
             [("ALIBABA_CLOUD_ACCESS_KEY_ID", ak, True), ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", sk, True)],
             snips=[("aliyun configure", "aliyun configure set --profile default --mode AK "
                     "--access-key-id %s --access-key-secret %s --region cn-hangzhou" % (ak, sk)),
                    ("ossutil config", "[Credentials]\nlanguage=EN\nendpoint=oss-cn-shanghai.aliyuncs.com\n"
                     "accessKeyID=%s\naccessKeySecret=%s" % (ak, sk))])


def v_tencent():
    ak, sk = "AKID" + R(AN, 32), R(AN, 32)
    return V("Tencent Cloud", "china", "SecretId + SecretKey", "the Tencent Cloud SecretKey",
             "텐센트 클라우드 SecretKey",
             [("TENCENTCLOUD_SECRET_ID", ak, True), ("TENCENTCLOUD_SECRET_KEY", sk, True),
              ("TENCENTCLOUD_REGION", pick(["ap-guangzhou", "ap-seoul", "ap-tokyo"]), False)],
             snips=[("python tencentcloud", "cred = credential.Credential(\"%s\", \"%s\")" % (ak, sk))])


def v_huawei():
    ak, sk = R(ALNUM_UP, 20), R(AN, 40)
    return V("Huawei Cloud", "china", "AK/SK", "the Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
             [("HUAWEICLOUD_SDK_AK", ak, True), ("HUAWEICLOUD_SDK_SK", sk, True),
              ("HUAWEICLOUD_SDK_PROJECT_ID", R(HEXL, 32), False)])


def v_baidu():
    ak, sk = R(AN, 24), R(AN, 32)
    return V("Baidu AI Cloud", "china", "API Key + Secret Key", "the Baidu secret key", "바이두 Secret Key",
             [("BAIDU_API_KEY", ak, True), ("BAIDU_SECRET_KEY", sk, True)],
             snips=[("token url", "curl -X POST 'https://aip.baidubce.com/oauth/2.0/token?grant_type="
                     "client_credentials&client_id=%s&client_secret=%s'" % (ak, sk))])


def v_volcengine():
    ak = "AKLT" + R(B64U, 43)
    sk = b64(rbytes(42))
    return V("Volcengine", "china", "AccessKey", "the Volcengine AccessKey", "Volcengine AccessKey",
             [("VOLC_ACCESSKEY", ak, True), ("VOLC_SECRETKEY", sk, True)])


def v_wechat():
    app, sec = "wx" + R(HEXL, 16), R(HEXL, 32)
    return V("WeChat", "china", "AppSecret", "the WeChat AppSecret", "WeChat AppSecret",
             [("WECHAT_APPID", app, False), ("WECHAT_APPSECRET", sec, True)],
             http=http_spec("GET", "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=%s&secret={0}" % app, ("path",)))


def v_wechat_pay():
    mch, k = digits(10), R(AN, 32)
    return V("WeChat Pay", "china", "API v3 key", "the WeChat Pay APIv3 key", "WeChat Pay APIv3 키",
             [("WECHATPAY_MCH_ID", mch, False), ("WECHATPAY_API_V3_KEY", k, True),
              ("WECHATPAY_SERIAL_NO", R(HEXU, 40), False)])


def v_feishu():
    app, sec = "cli_" + R(HEXL, 16), R(AN, 32)
    return V("Feishu / Lark", "china", "app secret", "the Feishu app secret", "Feishu 앱 시크릿",
             [("FEISHU_APP_ID", app, False), ("FEISHU_APP_SECRET", sec, True)],
             snips=[("tenant token curl", "curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal \\\n"
                     "  -H 'Content-Type: application/json' -d '{\"app_id\":\"%s\",\"app_secret\":\"%s\"}'" % (app, sec))])


def v_qiniu():
    ak, sk = R(B64U, 40), R(B64U, 40)
    return V("Qiniu", "china", "AK/SK", "the Qiniu keys", "Qiniu 키",
             [("QINIU_ACCESS_KEY", ak, True), ("QINIU_SECRET_KEY", sk, True), ("QINIU_BUCKET", pick(DBNAMES) + "-static", False)])


def v_gitee():
    t = R(HEXL, 32)
    return V("Gitee", "china", "private token", "the Gitee token", "Gitee 토큰", [("GITEE_TOKEN", t, True)],
             http=http_spec("GET", "https://gitee.com/api/v5/user/repos?access_token={0}", ("path",)))


VENDORS = [
    v_aws, v_aws_sts, v_github_pat, v_github_fg, v_github_app, v_gitlab_pat, v_gitlab_runner,
    v_gitlab_trigger, v_slack_bot, v_slack_user, v_slack_app, v_stripe_sk, v_stripe_rk, v_stripe_whsec,
    v_stripe_test, v_openai, v_openai_legacy, v_anthropic, v_anthropic_admin, v_gemini, v_gmaps_server,
    v_google_oauth, v_google_refresh, v_twilio, v_sendgrid, v_mailgun, v_mailchimp, v_npm, v_pypi,
    v_dockerhub, v_shopify, v_atlassian, v_discord, v_telegram, v_digitalocean, v_linear, v_notion,
    v_figma, v_cloudflare, v_cloudflare_global, v_vault, v_tfc, v_datadog, v_newrelic,
    v_newrelic_license, v_sentry, v_grafana, v_grafana_cloud, v_postman, v_doppler, v_pulumi,
    v_supabase, v_supabase_pat, v_supabase_secret, v_azure_storage, v_azure_sb, v_azure_ad, v_okta,
    v_databricks, v_hf, v_replicate, v_groq, v_perplexity, v_xai, v_cohere, v_mistral, v_square,
    v_braintree, v_meta, v_xbearer, v_dropbox, v_asana, v_airtable, v_mapbox_sk, v_contentful, v_age,
    v_bitbucket, v_circleci, v_buildkite, v_sonar, v_jfrog, v_pinecone, v_launchdarkly, v_hubspot,
    v_trello, v_planetscale, v_render, v_tailscale, v_ngrok, v_fastly, v_heroku, v_netlify, v_vercel,
    v_paystack, v_flutterwave, v_razorpay, v_zendesk, v_intercom, v_typeform, v_algolia, v_clickup,
    v_salesforce, v_cloudinary, v_fcm_legacy, v_auth0, v_clerk, v_resend, v_postmark, v_snyk,
    v_atlas_api, v_elastic, v_confluent,
    v_brevo, v_mollie, v_gocardless, v_scaleway, v_ovh, v_hetzner, v_deepl, v_vonage, v_messagebird,
    v_wise, v_mailjet, v_infobip, v_ably, v_spotify, v_pipedrive, v_qonto,
    v_ncp, v_naver_dev, v_ncp_apigw, v_kakao_rest, v_kakao_admin, v_toss, v_portone, v_portone_v2,
    v_solapi, v_data_go_kr, v_upbit, v_bithumb, v_nhn_cloud, v_aligo, v_channel_io, v_sendbird,
    v_nicepay, v_kis, v_cafe24,
    v_line_msg, v_line_notify, v_chatwork, v_backlog, v_payjp, v_sakura, v_kintone, v_gmo_pg,
    v_alibaba, v_tencent, v_huawei, v_baidu, v_volcengine, v_wechat, v_wechat_pay, v_feishu, v_qiniu,
    v_gitee,
]


# --------------------------------------------------------------------------------------------
# passwords (people and services)
# --------------------------------------------------------------------------------------------
EN_WORDS = ["maple", "river", "oxygen", "lantern", "copper", "tiger", "violet", "harbor", "pepper",
            "falcon", "cactus", "walnut", "meadow", "rocket", "pixel", "quartz", "ember", "willow",
            "cobalt", "mango", "orbit", "panda", "saffron", "tundra", "velvet", "zephyr", "bison",
            "cedar", "dingo", "fjord", "gravel", "hazel", "igloo", "jasper", "koala", "lemon",
            "marble", "nectar", "otter", "plume", "quill", "raven", "sprout", "thistle", "umber",
            "vortex", "wander", "yonder", "zinnia", "acorn", "basil", "crane", "delta", "eagle",
            "flint", "grape", "heron", "ivory", "juniper", "kiwi", "lilac", "moss", "nova", "olive",
            "prism", "ridge", "sable", "tulip", "unity", "vapor", "wren", "yeti", "bagel", "comet",
            "dune", "frost", "glade", "honey", "iris", "jolly", "kettle", "lunar", "mocha", "noodle",
            "opal", "puffin", "radish", "sunny", "toast", "banjo", "cloud", "daisy", "ferret",
            "ginger", "hippo", "jelly", "kayak", "llama", "muffin", "nutmeg", "onion", "peach",
            "rhino", "salsa", "tango", "waffle", "zebra", "blue", "storm", "happy", "lucky", "summer",
            "winter", "spring", "autumn", "dragon", "monkey", "shadow", "sunset", "coffee", "cookie"]
FIRST_NAMES = ["Jenny", "Kevin", "Grace", "Daniel", "Sophie", "Brian", "Olivia", "Ethan", "Chloe",
               "Ryan", "Mina", "Jisoo", "Hoon", "Yuki", "Kenji", "Lucas", "Emma", "Noah"]
KO_WORDS = ["사랑해", "고양이", "강아지", "우리집", "행복하자", "바다", "하늘", "별빛", "봄날",
            "커피", "초코", "딸기", "보리", "콩이", "두부", "호랑이", "무지개", "여름", "겨울",
            "서울", "부산", "제주도", "토끼", "감자", "고구마", "떡볶이", "김치", "라면", "만두",
            "자전거", "비행기", "우주", "달님", "햇살", "민트", "구름", "벚꽃", "단풍", "솜사탕",
            "참치", "망고", "복숭아", "해바라기", "눈사람", "곰돌이", "마루", "초롱", "나비"]
SYM = "!@#$%^*-_=+?.~"
PUNCT_ALPHA = AN + "!@#$%^*()-_=+[]{};:,.?/~|"
BAD_PW = "'\"`\\<>& \t\n"


def _cap(w):
    return w[:1].upper() + w[1:]


def pw_human_en():
    r = rng.random()
    if r < 0.3:
        return _cap(pick(EN_WORDS)) + pick(EN_WORDS) + str(rng.randint(1, 99)) + pick(SYM)
    if r < 0.55:
        return pick(FIRST_NAMES) + "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)) + pick(SYM) * rng.randint(1, 2)
    if r < 0.8:
        w = _cap(pick(EN_WORDS)) + _cap(pick(EN_WORDS))
        leet = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
        w = "".join(leet.get(c, c) if chance(0.5) else c for c in w)
        return w + str(rng.randint(2015, 2026)) + pick(SYM)
    return pick(EN_WORDS) + str(rng.randint(100, 9999)) + pick(SYM) + _cap(pick(EN_WORDS))


def pw_passphrase(allow_space=True):
    n = rng.randint(3, 5)
    words = [pick(EN_WORDS) for _ in range(n)]
    sep = pick(["-", ".", "_", "", " "] if allow_space else ["-", ".", "_", ""])
    if sep == "" or chance(0.4):
        words = [_cap(w) for w in words]
    s = sep.join(words)
    if chance(0.5):
        s += (sep if sep else "") + str(rng.randint(1, 999))
    return s


def pw_punct():
    n = rng.randint(14, 28)
    while True:
        s = "".join(pick(PUNCT_ALPHA) if chance(0.6) else pick("!@#$%^*()-_=+[]{};:,.?/~|") for _ in range(n))
        if sum(c in AN for c in s) >= 4 and sum(c not in AN for c in s) >= 4:
            return s


def pw_kbd_ko():
    w = "".join(pick(KO_WORDS) for _ in range(rng.randint(1, 2)))
    k = hangul_to_keys(w)
    r = rng.random()
    if r < 0.4:
        s = k + str(rng.randint(1, 9999)) + pick(SYM)
    elif r < 0.7:
        s = _cap(k) + pick(SYM) + "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    else:
        s = pick(SYM) + k + str(rng.randint(10, 99)) + pick(SYM)
    return s


def pw_hangul():
    w = pick(KO_WORDS) + pick(["", pick(KO_WORDS)])
    r = rng.random()
    if r < 0.5:
        return w + str(rng.randint(1, 2026)) + pick(SYM)
    if r < 0.8:
        return pick(EN_WORDS) + w + pick(SYM) + str(rng.randint(10, 99))
    return w + pick(SYM) + pick(SYM) + "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))


def pw_generated():
    r = rng.random()
    if r < 0.25:
        return R(AN, rng.randint(16, 32))
    if r < 0.45:
        return b64(rbytes(pick([18, 24, 32])))                     # openssl rand -base64 N
    if r < 0.6:
        return R(HEXL, pick([24, 32, 40]))                          # openssl rand -hex N
    if r < 0.8:                                                     # Safari / iCloud style
        return "-".join(R(LO, 6) for _ in range(3))[:-2] + R(UP, 1) + R(DG, 1)
    return "".join(pick(AN) if chance(0.8) else pick(SYM) for _ in range(rng.randint(12, 20)))


PW_STYLES = [("human", pw_human_en), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("korean-keyboard", pw_kbd_ko), ("hangul", pw_hangul), ("generated", pw_generated)]


def password(style=None, avoid="", min_len=8):
    """Return (style, password).  avoid: extra characters the container cannot hold raw."""
    bad = BAD_PW + avoid
    while True:
        if style is None:
            st, fn = pick(PW_STYLES)
        else:
            st, fn = style, dict(PW_STYLES)[style]
        v = fn()
        if st == "passphrase" and " " in v and " " not in avoid:
            if len(v) >= min_len and not any(c in bad.replace(" ", "") for c in v) and v == v.strip():
                return st, v
            continue
        if len(v) >= min_len and not any(c in bad for c in v):
            return st, v


def pw_style_for(lang):
    """Korean-keyboard and Hangul passwords are more common in Korean notes but appear in both."""
    if lang == "ko":
        return pick(["human", "passphrase", "punctuation-heavy", "korean-keyboard", "korean-keyboard",
                     "hangul", "hangul", "generated"])
    return pick(["human", "human", "passphrase", "punctuation-heavy", "korean-keyboard", "hangul",
                 "generated", "generated"])


def url_pw(pw):
    """Password as it must be written inside a URL userinfo (percent-encoded when needed)."""
    return pct(pw, safe="-._~!$*()+,;=")


# --------------------------------------------------------------------------------------------
# connection strings  ->  (kind, text, candidate secrets)
# --------------------------------------------------------------------------------------------
def conn_string(lang, pw=None, user=None, env=None):
    env = env or pick(ENVS)
    u = user or username()
    st, p = (None, pw) if pw else password(pw_style_for(lang), avoid=" ")
    h, db = host(env), pick(DBNAMES)
    up = url_pw(p)
    kinds = [
        ("postgres url", lambda: "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, up, h, db)),
        ("postgres+asyncpg url", lambda: "postgresql+asyncpg://%s:%s@%s/%s" % (u, up, h, db)),
        ("mysql url", lambda: "mysql://%s:%s@%s:3306/%s" % (u, up, h, db)),
        ("mongodb+srv url", lambda: "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority"
         % (u, up, R(ALNUM_LO, 5), db)),
        ("redis url", lambda: "redis://:%s@%s:6379/0" % (up, h)),
        ("rediss url (upstash)", lambda: "rediss://default:%s@%s-%s-%d.upstash.io:6379"
         % (up, pick(EN_WORDS), pick(EN_WORDS), rng.randint(10000, 99999))),
        ("amqp url", lambda: "amqps://%s:%s@%s:5671/%s" % (u, up, h, pick(["%2F", "orders", "events"]))),
        ("jdbc postgres", lambda: "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, up)),
        ("jdbc mysql", lambda: "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, up)),
        ("jdbc sqlserver", lambda: "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password={%s};encrypt=true"
         % (h, db, u, p)),
        ("ado.net", lambda: "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;"
         % (h, db, u, p if ";" not in p else "\"" + p + "\"")),
        ("libpq keywords", lambda: "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require"
         % (h, db, u, p if " " not in p else "'" + p + "'")),
        ("odbc", lambda: "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD={%s};"
         % (h, db, u, p)),
        ("sqlalchemy mssql", lambda: "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, up, h, db)),
        ("clickhouse url", lambda: "clickhouse://%s:%s@%s:9000/%s?secure=true" % (u, up, h, db)),
        ("elasticsearch url", lambda: "https://elastic:%s@%s:9200" % (up, h)),
        ("smtp url", lambda: "smtp://%s:%s@smtp.%s:587" % (pct(email(), safe=""), up, pick(DOMAINS))),
        ("snowflake url", lambda: "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH"
         % (u, up, R(ALNUM_UP, 7), R(ALNUM_UP, 7), db.upper())),
        ("oracle ezconnect", lambda: "%s/%s@//%s:1521/ORCLPDB1" % (u, p, h)),
        ("pgpass line", lambda: "%s:5432:%s:%s:%s" % (h, db, u, p.replace(":", "\\:"))),
    ]
    name, fn = pick(kinds)
    if name in ("jdbc sqlserver", "odbc") and "}" in p:
        return conn_string(lang, None, user, env)
    if name == "pgpass line" and ("\\" in p.replace(":", "\\:") and ":" in p):
        return conn_string(lang, None, user, env)
    text = fn()
    cands = [up, p]
    return name, text, cands, {"user": u, "host": h, "db": db, "pw": p, "env": env}


# --------------------------------------------------------------------------------------------
# passwords inside commands  ->  (name, command text, candidate secrets)
# --------------------------------------------------------------------------------------------
def _q(v):
    return shell_quote(v)


def pw_command(lang):
    env = pick(ENVS)
    u, h, db = username(), host(env), pick(DBNAMES)
    st = pw_style_for(lang)

    def P(avoid=" "):
        return password(st, avoid=avoid)[1]

    r = rng.randrange(46)
    if r == 0:
        p = P(); return "mysql -p attached", "mysql -h %s -u %s -p%s %s" % (h, u, _q(p), db), [p]
    if r == 1:
        p = P(); return "mysql --password=", "mysql --user=%s --password=%s --host=%s -e 'SHOW PROCESSLIST'" % (u, _q(p), h), [p]
    if r == 2:
        p = P(); return "mysqldump -p attached", "mysqldump -u %s -p%s --single-transaction %s > %s-$(date +%%F).sql" % (u, _q(p), db, db), [p]
    if r == 3:
        p = P(); return "PGPASSWORD env prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (_q(p), h, u, db), [p]
    if r == 4:
        p = P(); return "pg_dump with PGPASSWORD", "PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > /backup/%s.dump" % (_q(p), h, u, db, db), [p]
    if r == 5:
        p = P(); return "sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (_q(p), u, h), [p]
    if r == 6:
        p = P(); return "sshpass scp", "sshpass -p %s scp ./build.tar.gz %s@%s:/opt/releases/" % (_q(p), u, h), [p]
    if r == 7:
        p = P(":"); return "curl -u user:pass", "curl -u %s https://%s/api/v1/health" % (_q(u + ":" + p), h), [p]
    if r == 8:
        p = P(); return "wget --password", "wget --user=%s --password=%s https://nexus.%s/repository/raw/%s.tgz" % (u, _q(p), pick(DOMAINS), svc_name()), [p]
    if r == 9:
        p = P(); return "docker login -p", "docker login -u %s -p %s registry.%s" % (u, _q(p), pick(DOMAINS)), [p]
    if r == 10:
        p = P(); return "htpasswd positional", "htpasswd -bB /etc/nginx/.htpasswd %s %s" % (u, _q(p)), [p]
    if r == 11:
        p = P(); return "redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (h, _q(p)), [p]
    if r == 12:
        p = P(); return "mongosh --password", "mongosh --host %s --username %s --password %s --authenticationDatabase admin" % (h, u, _q(p)), [p]
    if r == 13:
        p = P("%"); return "smbclient -U user%pass", "smbclient //%s/shared -U %s" % (h, _q("CORP\\" + u + "%" + p)), [p]
    if r == 14:
        p = P(); return "net use positional", "net use Z: \\\\%s\\finance %s /user:CORP\\%s /persistent:no" % (h, p if all(c in AN for c in p) else "\"" + p + "\"", u), [p]
    if r == 15:
        p = P(); return "sqlcmd -P", "sqlcmd -S %s -U sa -P %s -Q \"SELECT name FROM sys.databases\"" % (h, _q(p)), [p]
    if r == 16:
        p = P(); return "openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out %s.p12 -passout pass:%s" % (svc_name(), _q(p)), [p]
    if r == 17:
        p = P(); return "keytool -storepass", "keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -srcstorepass %s -deststorepass %s" % (svc_name(), _q(p), _q(p)), [p]
    if r == 18:
        p = P(); return "zip -P", "zip -r -P %s export-%s.zip ./export/" % (_q(p), db), [p]
    if r == 19:
        p = P(); return "7z -p attached", "7z a -p%s -mhe=on backup.7z ./data/" % _q(p), [p]
    if r == 20:
        p = P(); return "ldapsearch -w", "ldapsearch -x -H ldaps://ldap.%s -D \"cn=admin,dc=%s,dc=com\" -w %s \"(uid=%s)\"" % (pick(DOMAINS), pick(["acme", "corp", "nuri"]), _q(p), u), [p]
    if r == 21:
        p = P(); return "rabbitmqctl positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s administrator" % (u, _q(p), u), [p]
    if r == 22:
        a, s = R(ALNUM_UP, 20), R(AN, 40); return "mc alias positional keys", "mc alias set %s https://minio.%s:9000 %s %s" % (pick(["prod", "backup", "nas"]), pick(DOMAINS), a, s), [a, s]
    if r == 23:
        p = P(":"); return "chpasswd", "echo '%s:%s' | sudo chpasswd" % (u, p), [p]
    if r == 24:
        p = P(); return "ansible -e become pass", "ansible-playbook -i inventories/%s site.yml -e \"ansible_become_pass=%s\"" % (env, p), [p]
    if r == 25:
        p = P(); return "kubectl --from-literal", "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (env, svc_name(), u, _q(p)), [p]
    if r == 26:
        p = P(); return "helm --set password", "helm upgrade --install pg bitnami/postgresql -n %s --set auth.postgresPassword=%s --set auth.database=%s" % (env, _q(p), db), [p]
    if r == 27:
        p = P(); return "aws rds --master-user-password", "aws rds modify-db-instance --db-instance-identifier %s-%s --master-user-password %s --apply-immediately" % (db, env, _q(p)), [p]
    if r == 28:
        p = P(); return "gcloud sql --password", "gcloud sql users set-password %s --instance=%s-%s --password=%s" % (u, db, env, _q(p)), [p]
    if r == 29:
        p = P(); return "ipmitool -P", "ipmitool -I lanplus -H %s -U ADMIN -P %s chassis power status" % (h, _q(p)), [p]
    if r == 30:
        p = P(); return "xfreerdp /p:", "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, _q(p)), [p]
    if r == 31:
        p = P(","); return "lftp -u user,pass", "lftp -u %s sftp://%s -e 'mirror -R ./dist /var/www/html; bye'" % (_q(u + "," + p), h), [p]
    if r == 32:
        p = P(); return "sudo -S via echo", "echo %s | sudo -S systemctl restart %s" % (_q(p), svc_name()), [p]
    if r == 33:
        a, b = P(), password("generated", avoid=" ")[1]; return "snmpwalk v3 two passphrases", "snmpwalk -v3 -l authPriv -u monitor -a SHA -A %s -x AES -X %s %s 1.3.6.1.2.1.1" % (_q(a), _q(b), h), [a, b]
    if r == 34:
        p = P(","); return "mount cifs -o password=", "sudo mount -t cifs //%s/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (h, u, _q(p)), [p]
    if r == 35:
        p = P(); return "svn --password", "svn checkout https://svn.%s/repos/%s/trunk --username %s --password %s" % (pick(DOMAINS), svc_name(), u, _q(p)), [p]
    if r == 36:
        a, b = P(), P(); return "mysqladmin old+new password", "mysqladmin -u root -p%s password %s" % (_q(a), _q(b)), [a, b]
    if r == 37:
        p = P(); return "docker run -e POSTGRES_PASSWORD", "docker run -d --name pg -e POSTGRES_USER=%s -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % (u, _q(p)), [p]
    if r == 38:
        p = P(); return "spring arg datasource.password", "java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (svc_name(), u, _q(p)), [p]
    if r == 39:
        p = P(); return "gradle -P password", "./gradlew publish -PnexusUsername=%s -PnexusPassword=%s" % (u, _q(p)), [p]
    if r == 40:
        p = P("/@"); return "sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/XEPDB1" % (u, p if all(c in AN + "_#$" for c in p) else "\"" + p + "\"", h), [p]
    if r == 41:
        a, b = P(), P(); return "ssh-keygen -P -N", "ssh-keygen -p -P %s -N %s -f ~/.ssh/id_ed25519" % (_q(a), _q(b)), [a, b]
    if r == 42:
        p = P(); return "gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase %s -d secrets.tar.gz.gpg | tar xz" % _q(p), [p]
    if r == 43:
        p = P(); return "mosquitto_pub -P", "mosquitto_pub -h %s -p 8883 -u %s -P %s -t 'sensors/+/cmd' -m reboot" % (h, u, _q(p)), [p]
    if r == 44:
        p = P(); return "redis-server --requirepass", "redis-server --port 6380 --requirepass %s --appendonly yes" % _q(p), [p]
    p = P()
    return "powershell ConvertTo-SecureString", ("$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n"
                                                 "$cred = New-Object System.Management.Automation.PSCredential('CORP\\%s', $pw)\n"
                                                 "Enter-PSSession -ComputerName %s -Credential $cred" % (p, u, h)), [p]


def sql_password(lang):
    u, st = username(), pw_style_for(lang)
    p = password(st, avoid=" ")[1]
    forms = [
        ("sql: CREATE USER IDENTIFIED BY", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON %s.* TO '%s'@'%%';" % (u, p, pick(DBNAMES), u)),
        ("sql: ALTER ROLE PASSWORD", "ALTER ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';" % (u.replace(".", "_"), p)),
        ("sql: CREATE LOGIN WITH PASSWORD", "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = ON;" % (u.replace(".", "_"), p)),
        ("sql: ALTER USER IDENTIFIED BY", "ALTER USER %s IDENTIFIED BY \"%s\";" % (u.replace(".", "_").upper(), p)),
    ]
    n, t = pick(forms)
    return n, t, [p]


# --------------------------------------------------------------------------------------------
# private keys (PEM bodies are listed line by line)
# --------------------------------------------------------------------------------------------
def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def pem_block(label, der, width=64, keep=None):
    body = b64(der)
    lines = wrap(body, width)
    shown = lines if keep is None else lines[:keep]
    text = "-----BEGIN %s-----\n%s%s\n-----END %s-----" % (
        label, "\n".join(shown), "" if keep is None or keep >= len(lines) else "\n...", label)
    return text, [ln for ln in shown if len(ln) >= 8]


def key_ec_sec1():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return ("EC PRIVATE KEY (P-256, SEC1)",) + pem_block("EC PRIVATE KEY", der)


def key_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return ("PRIVATE KEY (Ed25519, PKCS#8)",) + pem_block("PRIVATE KEY", der)


def key_ec_pkcs8():
    der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) \
        + bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
    return ("PRIVATE KEY (P-256, PKCS#8)",) + pem_block("PRIVATE KEY", der)


def key_rsa_truncated():
    der = bytes.fromhex("308204a40201000282010100") + bytes([rng.randrange(0xc0, 0x100)]) + rbytes(1179)
    return ("RSA PRIVATE KEY (truncated paste)",) + pem_block("RSA PRIVATE KEY", der, keep=rng.randint(3, 6))


def key_pkcs8_rsa_truncated():
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + \
        bytes([rng.randrange(0xc0, 0x100)]) + rbytes(1190)
    return ("PRIVATE KEY (RSA PKCS#8, truncated)",) + pem_block("PRIVATE KEY", der, keep=rng.randint(3, 5))


def key_openssh_ed25519():
    seed, pub = rbytes(32), rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    comment = (pick(ROMAN).replace(".", "") + "@" + pick(["laptop", "ci-runner", "bastion", "macbook"])).encode()
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad]); pad += 1
    blob = b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) \
        + _sshstr(pubblob) + _sshstr(priv)
    return ("OPENSSH PRIVATE KEY (ed25519)",) + pem_block("OPENSSH PRIVATE KEY", blob, width=70)


def key_pgp_truncated():
    der = bytes([0x95, 0x05, 0xd8, 0x04]) + rbytes(400)
    body = b64(der)
    lines = wrap(body, 64)[:rng.randint(3, 5)]
    text = "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n...\n-----END PGP PRIVATE KEY BLOCK-----" % "\n".join(lines)
    return "PGP PRIVATE KEY BLOCK (truncated)", text, lines


def key_putty():
    pub = b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))
    priv = b64(_sshstr(rbytes(32)))
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 1\n%s\n"
            "Private-Lines: 1\n%s\nPrivate-MAC: %s" % (pick(["eddsa-key-2024", "deploy@win-jump", "rsa-key-backup"]), pub, priv, R(HEXL, 64)))
    return "PuTTY .ppk (ed25519)", text, [priv]


PRIVATE_KEYS = [key_ec_sec1, key_ed25519_pkcs8, key_ec_pkcs8, key_rsa_truncated, key_pkcs8_rsa_truncated,
                key_openssh_ed25519, key_openssh_ed25519, key_pgp_truncated, key_putty]


def wireguard_private():
    b = bytearray(rbytes(32))
    b[0] &= 248; b[31] &= 127; b[31] |= 64
    return b64(bytes(b))


# --------------------------------------------------------------------------------------------
# second factors, recovery codes, PINs
# --------------------------------------------------------------------------------------------
def totp_seed():
    n = pick([16, 26, 32, 32, 52])
    return R(B32, n)


def totp_item(lang):
    seed = totp_seed()
    issuer = pick(["AWS", "GitHub", "Grafana", "Okta", "Cloudflare", "Naver", "Kakao", "Jenkins",
                   "Vault", "Bitwarden", "Keycloak"])
    acct = email()
    r = rng.random()
    if r < 0.35:
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            issuer, pct(acct, safe="@"), seed, issuer)
        return "otpauth URI", text, [seed], issuer
    if r < 0.6:
        grouped = " ".join(wrap(seed.lower(), 4))
        return "grouped lowercase setup key", grouped, [grouped], issuer
    if r < 0.8:
        return "pyotp seed in code", "totp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed, [seed], issuer
    return "oathtool", "oathtool --totp -b %s" % seed, [seed], issuer


def recovery_codes():
    r = rng.randrange(6)
    if r == 0:
        codes = ["%s-%s" % (R(HEXL, 5), R(HEXL, 5)) for _ in range(rng.randint(4, 10))]
        return "GitHub recovery codes", "github-recovery-codes.txt", "\n".join(codes), codes
    if r == 1:
        codes = ["%s %s" % (R(DG, 4), R(DG, 4)) for _ in range(rng.randint(4, 10))]
        return "Google backup codes", "Backup codes", "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes)), codes
    if r == 2:
        codes = [R(ALNUM_LO, 8) for _ in range(rng.randint(4, 10))]
        return "Discord backup codes", "discord_backup_codes.txt", "\n".join("* " + c for c in codes), codes
    if r == 3:
        c = "-".join(R(ALNUM_UP, 5) for _ in range(5))
        return "Microsoft account recovery code", "recovery code", c, [c]
    if r == 4:
        c = "A3-" + R(ALNUM_UP, 6) + "-" + R(ALNUM_UP, 6) + "-" + "-".join(R(ALNUM_UP, 5) for _ in range(4))
        return "1Password Secret Key", "Emergency Kit", c, [c]
    codes = [R(ALNUM_LO, 10) for _ in range(rng.randint(4, 8))]
    return "GitLab recovery codes", "gitlab-recovery-codes.txt", "\n".join(codes), codes


def pin_item(lang="en"):
    r = rng.randrange(5)
    if r == 0:
        return "SIM PUK", "PUK", R(DG, 8)
    if r == 1:
        return "YubiKey PIV PIN/PUK", "PIV PUK", R(DG, 8)
    if r == 2:
        return "door lock code", ("도어락 비밀번호" if lang == "ko" else "server room door code"), R(DG, rng.randint(8, 10))
    if r == 3:
        return "YubiKey management key", ("YubiKey 관리 키" if lang == "ko" else "PIV management key"), R(HEXL, 48)
    return "kiosk admin PIN", ("키오스크 관리자 PIN" if lang == "ko" else "kiosk admin PIN"), R(DG, rng.randint(8, 12))


# --------------------------------------------------------------------------------------------
# headers, cookies, signed URLs, webhooks
# --------------------------------------------------------------------------------------------
def app_jwt(big=False):
    iat, exp = iat_exp()
    payload = {"sub": pick([uuid4(), "user_" + digits(7), email()]), "iat": iat, "exp": exp,
               "iss": "https://auth.%s" % pick(DOMAINS), "aud": pick(["api", svc_name(), "https://api." + pick(DOMAINS)])}
    if big:
        payload["scope"] = " ".join(pick(["read:orders", "write:orders", "admin:users", "read:reports",
                                          "payments:refund", "catalog:write", "offline_access"]) for _ in range(6))
        payload["roles"] = [pick(["admin", "ops", "finance", "support", "seller"]) for _ in range(3)]
        payload["tenant"] = uuid4()
        payload["sid"] = R(HEXL, 32)
        payload["name"] = pick(PEOPLE_KO + PEOPLE_EN)
    alg = pick(["HS256", "RS256", "ES256"])
    return jwt(payload, alg=alg, kid=R(B64U, 16) if alg != "HS256" else None,
               sig_len={"HS256": 43, "RS256": 342, "ES256": 86}[alg])


def cookie_item():
    r = rng.randrange(7)
    if r == 0:
        v = R(ALNUM_LO, 32); return "Django sessionid", "sessionid", v, [v]
    if r == 1:
        v = pct(b64(rbytes(rng.randint(90, 140))), safe="") + "--" + R(HEXL, 40)
        return "Rails session cookie", "_%s_session" % pick(["shop", "admin", "crm"]), v, [v]
    if r == 2:
        v = "s%3A" + R(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="), safe="")
        return "Express connect.sid", "connect.sid", v, [v]
    if r == 3:
        v = R("abcdefghijklmnopqrstuv0123456789", 26); return "PHPSESSID", "PHPSESSID", v, [v]
    if r == 4:
        v = R(HEXU, 32) + pick(["", ".node1", ".worker2"]); return "JSESSIONID", "JSESSIONID", v, [v]
    if r == 5:
        inner = json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(rng.randint(60, 96))), "mac": R(HEXL, 64), "tag": ""},
                           separators=(",", ":"))
        v = pct(b64(inner.encode()), safe="")
        return "Laravel session", "laravel_session", v, [v]
    v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + R(B64U, 22) + "." + R(B64U, rng.randint(200, 320)) + "." + R(B64U, 22)
    return "NextAuth session token (JWE)", "__Secure-next-auth.session-token", v, [v]


def signed_url():
    r = rng.randrange(5)
    bucket = pick(DBNAMES) + "-" + pick(["exports", "uploads", "backups", "reports"])
    obj = "%s/%s/%s.%s" % (pick(["2025", "tmp", "daily"]), R(HEXL, 8), pick(["report", "dump", "invoice"]), pick(["csv", "pdf", "gz"]))
    if r == 0:
        kid, sig = "AKIA" + R(B32, 16), R(HEXL, 64)
        reg = pick(REGIONS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20251103%%2F%s"
               "%%2Fs3%%2Faws4_request&X-Amz-Date=20251103T021455Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host"
               "&X-Amz-Signature=%s" % (bucket, reg, obj, kid, reg, sig))
        return "S3 presigned URL (IAM user)", url, [kid, sig]
    if r == 1:
        kid, sig, tok = "ASIA" + R(B32, 16), R(HEXL, 64), aws_session_token()
        reg = pick(REGIONS)
        tok_enc = pct(tok, safe="")
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20251103%%2F%s"
               "%%2Fs3%%2Faws4_request&X-Amz-Date=20251103T021455Z&X-Amz-Expires=3600&X-Amz-Security-Token=%s"
               "&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (bucket, reg, obj, kid, reg, tok_enc, sig))
        return "S3 presigned URL (session token)", url, [kid, tok_enc, sig]
    if r == 2:
        sig = R(HEXL, 512)
        sa = "%s@%s-%s.iam.gserviceaccount.com" % (pick(["signer", "exporter", "svc-" + pick(DBNAMES)]), pick(DBNAMES), digits(6))
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s"
               "%%2F20251103%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20251103T021455Z&X-Goog-Expires=900"
               "&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (bucket, obj, pct(sa, safe=""), sig))
        return "GCS V4 signed URL", url, [sig]
    if r == 3:
        sig = pct(b64(rbytes(32)), safe="")
        acct = pick(DBNAMES) + pick(["prod", "files"]) + digits(3)
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2026-01-31T00:00:00Z"
               "&st=2025-11-01T00:00:00Z&spr=https&sig=%s" % (acct, bucket, obj, sig))
        return "Azure SAS URL", url, [sig]
    sig = R(B64U[:-2] + "-~_", rng.randint(160, 180))
    url = "https://d%s.cloudfront.net/%s?Expires=%s&Signature=%s&Key-Pair-Id=K%s" % (
        R(ALNUM_LO, 13), obj, unix_ts(), sig, R(ALNUM_UP, 13))
    return "CloudFront signed URL", url, [sig]


def webhook_url():
    r = rng.randrange(8)
    if r == 0:
        sec = R(AN, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (R(ALNUM_UP, 9), R(ALNUM_UP, 10), sec), [sec], "Slack"
    if r == 1:
        sec = R(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (digits(19), sec), [sec], "Discord"
    if r == 2:
        sec, v2 = R(HEXL, 32), "V2" + R(B64U, 41)
        url = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (
            pick(["acme", "nuripay", "daon"]), uuid4(), uuid4(), sec, uuid4(), v2)
        return "Microsoft Teams incoming webhook", url, [sec, v2], "Microsoft Teams"
    if r == 3:
        tok, sign = R(HEXL, 64), "SEC" + R(HEXL, 64)
        text = "webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sign)
        return "DingTalk robot webhook + sign secret", text, [tok, sign], "DingTalk"
    if r == 4:
        u = uuid4()
        return "Feishu bot webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "Feishu"
    if r == 5:
        tok = R(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s" % (R(B64U, 7), tok)
        return "Google Chat webhook", url, [tok], "Google Chat"
    if r == 6:
        sec = R(ALNUM_LO, 26)
        return "Mattermost incoming webhook", "https://chat.%s/hooks/%s" % (pick(DOMAINS), sec), [sec], "Mattermost"
    a, b = R(AN, 17), R(AN, 48)
    return "Rocket.Chat webhook", "https://rocket.%s/hooks/%s/%s" % (pick(DOMAINS), a, b), [a + "/" + b], "Rocket.Chat"


def wifi_item(lang):
    ssid = pick(["ACME-Office", "nuri_5G", "DAON-Guest", "Lab-2.4G", "사무실_5G", "KT_GiGA_5G_%s" % R(ALNUM_UP, 4),
                 "U+Net%s" % R(HEXU, 4), "iptime-%s" % R(DG, 3), "SK_WiFiGIGA%s" % R(HEXU, 4), "Warehouse-IoT"])
    r = rng.random()
    if r < 0.35:
        pw = password(pw_style_for(lang), avoid=";:,\\\"")[1]
    elif r < 0.6:
        pw = R(ALNUM_LO, 10) if chance(0.5) else R(AN, 12)
    elif r < 0.75:
        pw = pw_passphrase(allow_space=False)
    else:
        pw = R(HEXL, 64)
    forms = [
        ("wpa_supplicant.conf", "network={\n    ssid=\"%s\"\n    psk=%s\n    key_mgmt=WPA-PSK\n}" % (ssid, pw if len(pw) == 64 and all(c in HEXL for c in pw) else "\"" + pw + "\"")),
        ("nmcli connect", "nmcli dev wifi connect '%s' password '%s' ifname wlan0" % (ssid, pw)),
        ("WIFI QR payload", "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)),
        ("netplan wifi", "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \"%s\":\n          password: \"%s\"" % (ssid, pw)),
        ("hostapd.conf", "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase=%s\nrsn_pairwise=CCMP" % (ssid, pw)),
        ("netsh wlan show profile", "PS> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : %s" % (ssid, pw)),
        ("macOS security find-generic-password", "$ security find-generic-password -wa \"%s\"\n%s" % (ssid, pw)),
    ]
    n, t = pick(forms)
    if n == "WIFI QR payload" and any(c in pw for c in ";:,\\\""):
        return wifi_item(lang)
    if n == "hostapd.conf" and len(pw) == 64:
        t = t.replace("wpa_passphrase=", "wpa_psk=")
    return n, t, [pw], ssid


# --------------------------------------------------------------------------------------------
# non-secret filler configuration
# --------------------------------------------------------------------------------------------
def filler_items(ctx, n=None):
    env, svc = ctx["env"], ctx["svc"]
    pool = [
        ("APP_ENV", env), ("PORT", pick(["8080", "3000", "8000", "9090", "5000"])),
        ("LOG_LEVEL", pick(["info", "debug", "warn"])), ("DB_HOST", host(env)),
        ("DB_PORT", pick(["5432", "3306"])), ("DB_NAME", pick(DBNAMES)),
        ("REDIS_URL", "redis://%s:6379/%d" % (pick(["cache", "redis", "localhost"]), rng.randint(0, 3))),
        ("AWS_REGION", pick(REGIONS)), ("S3_BUCKET", "%s-%s-%s" % (pick(DBNAMES), env, pick(["assets", "exports", "uploads"]))),
        ("SENTRY_ENVIRONMENT", env), ("FEATURE_NEW_CHECKOUT", pick(["true", "false"])), ("TZ", "Asia/Seoul"),
        ("HTTP_TIMEOUT_MS", str(pick([1500, 3000, 5000, 10000]))), ("WORKER_CONCURRENCY", str(rng.randint(2, 16))),
        ("CORS_ORIGINS", "https://app.%s" % pick(DOMAINS)), ("OTEL_EXPORTER_OTLP_ENDPOINT", "http://otel-collector:4317"),
        ("MAX_UPLOAD_MB", str(pick([10, 20, 50]))), ("CACHE_TTL", str(pick([60, 300, 900]))),
        ("SERVICE_NAME", svc), ("KAFKA_BROKERS", "kafka-0:9092,kafka-1:9092"), ("NODE_ENV", pick(["production", "development"])),
        ("DEFAULT_LOCALE", pick(["ko-KR", "en-US", "ja-JP"])), ("RATE_LIMIT_PER_MIN", str(pick([60, 120, 600]))),
        ("API_BASE_URL", "https://api.%s/v1" % pick(DOMAINS)), ("QUEUE_NAME", svc + "-jobs"),
    ]
    n = rng.randint(0, 5) if n is None else n
    out = []
    for _ in range(n):
        k, v = pick(pool)
        if all(k != o[0] for o in out):
            out.append((k, v))
    return out


def place(items, extra):
    """Insert extra items at the start, middle or end of items (returns new list)."""
    pos = pick(["start", "middle", "end"]) if items else "start"
    if pos == "start":
        return extra + items
    if pos == "end":
        return items + extra
    i = rng.randint(1, max(1, len(items) - 1))
    return items[:i] + extra + items[i:]


# --------------------------------------------------------------------------------------------
# containers for key/value configuration.  each returns (text, derived_secret_forms, file, fence)
# --------------------------------------------------------------------------------------------
def _needs_quote(v):
    return any(c in v for c in " #$:{}[],&*?|>'%@`!\"=;") or v[:1] in "-0123456789" or v in ("true", "false", "yes", "no", "on", "off")


def _yq(v):
    return "\"" + v + "\"" if _needs_quote(v) else v


def _envq(v):
    if any(c in v for c in " #$`\"'\\"):
        return "'" + v + "'"
    return v


def c_dotenv(items, ctx):
    f = pick(ENV_FILES).format(env=ctx["env"])
    q = pick(["none", "none", "double"])
    lines = [("%s=\"%s\"" % (k, v)) if q == "double" and "$" not in v else "%s=%s" % (k, _envq(v)) for k, v in items]
    if chance(0.3):
        lines.insert(0, "# %s %s" % (ctx["svc"], ctx["env"]))
    return "\n".join(lines), [], f, ""


def c_export(items, ctx):
    lines = ["export %s=%s" % (k, _envq(v) if chance(0.6) else ("\"" + v + "\"" if "$" not in v else "'" + v + "'")) for k, v in items]
    return "\n".join(lines), [], pick(["~/.zshrc", "scripts/env.sh", "~/.bashrc", "setenv.sh"]), "bash"


def c_yaml(items, ctx):
    nested = chance(0.6)
    lines = []
    if nested:
        lines.append(ctx["svc"].replace("-", "_") + ":")
    for k, v in items:
        lines.append(("  " if nested else "") + "%s: %s" % (k.lower(), _yq(v)))
    return "\n".join(lines), [], "config/%s.yaml" % ctx["env"], "yaml"


def c_spring_yaml(items, ctx):
    lines = ["spring:", "  application:", "    name: %s" % ctx["svc"], "app:"]
    for k, v in items:
        lines.append("  %s: %s" % (kebab(k), _yq(v)))
    return "\n".join(lines), [], "src/main/resources/application-%s.yml" % ctx["env"], "yaml"


def c_json(items, ctx):
    d = {camel(k): v for k, v in items}
    if chance(0.5):
        d = {ctx["svc"]: d}
    return json.dumps(d, indent=2, ensure_ascii=False), [], pick(["config/%s.json" % ctx["env"], "secrets.json", "settings.local.json"]), "json"


def c_appsettings(items, ctx):
    d = {"Logging": {"LogLevel": {"Default": "Information"}}, pascal(ctx["svc"].replace("-", "_")): {pascal(k): v for k, v in items}}
    return json.dumps(d, indent=2, ensure_ascii=False), [], "appsettings.%s.json" % pascal(ctx["env"]), "json"


def c_toml(items, ctx):
    lines = ["[%s]" % ctx["svc"].replace("-", "_")] + ["%s = \"%s\"" % (k.lower(), v) for k, v in items]
    return "\n".join(lines), [], pick(["config.toml", "settings.toml", ".streamlit/secrets.toml"]), "toml"


def c_ini(items, ctx):
    lines = ["[%s]" % pick([ctx["svc"], ctx["env"], "default", "app:main"])] + ["%s = %s" % (k.lower(), v) for k, v in items]
    return "\n".join(lines), [], pick(["config.ini", "settings.cfg", "app.conf"]), "ini"


def c_properties(items, ctx):
    lines = ["%s=%s" % (dotted(k), v) for k, v in items]
    return "\n".join(lines), [], pick(["application.properties", "gradle.properties", "config/%s.properties" % ctx["env"]]), "properties"


def c_xml(items, ctx):
    lines = ["<appSettings>"] + ["  <add key=\"%s\" value=\"%s\" />" % (pascal(k), v) for k, v in items] + ["</appSettings>"]
    return "\n".join(lines), [], "Web.%s.config" % pascal(ctx["env"]), "xml"


def c_k8s_stringdata(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx["svc"],
             "  namespace: %s" % ctx["env"], "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, _yq(v)) for k, v in items]
    return "\n".join(lines), [], "k8s/%s/secret.yaml" % ctx["svc"], "yaml"


def c_k8s_data(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % ctx["svc"], "type: Opaque", "data:"]
    derived = []
    for k, v in items:
        e = b64(v.encode())
        derived.append(e)
        lines.append("  %s: %s" % (k, e))
    return "\n".join(lines), derived, "k8s/%s-secret.yaml" % ctx["svc"], "yaml"


def c_k8s_env(items, ctx):
    lines = ["      containers:", "        - name: %s" % ctx["svc"], "          image: ghcr.io/acme/%s:%s" % (ctx["svc"], "1.%d.%d" % (rng.randint(0, 40), rng.randint(0, 9))), "          env:"]
    for k, v in items:
        lines += ["            - name: %s" % k, "              value: \"%s\"" % v]
    return "\n".join(lines), [], "k8s/%s/deployment.yaml" % ctx["svc"], "yaml"


def c_compose(items, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: %s:latest" % ctx["svc"], "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v in items]
    else:
        lines += ["      %s: %s" % (k, _yq(v)) for k, v in items]
    return "\n".join(lines), [], pick(["docker-compose.yml", "compose.override.yml", "docker-compose.%s.yml" % ctx["env"]]), "yaml"


def c_dockerfile(items, ctx):
    kw = pick(["ENV", "ARG"])
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23"]), "WORKDIR /app"]
    lines += ["%s %s=%s" % (kw, k, ("\"" + v + "\"") if _needs_quote(v) else v) for k, v in items]
    lines += ["COPY . .", pick(["CMD [\"node\", \"dist/main.js\"]", "CMD [\"python\", \"-m\", \"app\"]", "ENTRYPOINT [\"/app/server\"]"])]
    return "\n".join(lines), [], "Dockerfile", "dockerfile"


def c_gha(items, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, _yq(v)) for k, v in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make deploy ENV=%s" % ctx["env"]]
    return "\n".join(lines), [], ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly", "e2e"]), "yaml"


def c_gitlab_ci(items, ctx):
    lines = ["variables:"] + ["  %s: \"%s\"" % (k, v) for k, v in items]
    lines += ["", "deploy_%s:" % ctx["env"], "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), [], ".gitlab-ci.yml", "yaml"


def c_jenkins(items, ctx):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for k, v in items]
    lines += ["  }", "  stages {", "    stage('Deploy') { steps { sh './deploy.sh %s' } }" % ctx["env"], "  }", "}"]
    return "\n".join(lines), [], "Jenkinsfile", "groovy"


def c_circleci(items, ctx):
    lines = ["jobs:", "  build:", "    docker:", "      - image: cimg/node:20.11", "    environment:"]
    lines += ["      %s: %s" % (k, _yq(v)) for k, v in items]
    return "\n".join(lines), [], ".circleci/config.yml", "yaml"


def c_tfvars(items, ctx):
    w = max(len(k) for k, _ in items)
    lines = ["%s = \"%s\"" % (k.lower().ljust(w), v) for k, v in items]
    return "\n".join(lines), [], pick(["terraform.tfvars", "%s.auto.tfvars" % ctx["env"], "envs/%s/terraform.tfvars" % ctx["env"]]), "hcl"


def c_helm(items, ctx):
    lines = ["%s:" % camel(ctx["svc"].replace("-", "_")), "  replicaCount: %d" % rng.randint(1, 4), "  env:"]
    lines += ["    %s: %s" % (k, _yq(v)) for k, v in items]
    return "\n".join(lines), [], "charts/%s/values-%s.yaml" % (ctx["svc"], ctx["env"]), "yaml"


def c_systemd(items, ctx):
    lines = ["[Service]", "User=%s" % ctx["svc"].split("-")[0]]
    lines += ["Environment=\"%s=%s\"" % (k, v) for k, v in items]
    lines += ["ExecStart=/opt/%s/bin/server" % ctx["svc"]]
    return "\n".join(lines), [], "/etc/systemd/system/%s.service" % ctx["svc"], "ini"


def c_powershell(items, ctx):
    return "\n".join("$env:%s = '%s'" % (k, v) if "$" in v else "$env:%s = \"%s\"" % (k, v) for k, v in items), [], "setup.ps1", "powershell"


def c_cmd(items, ctx):
    return "\n".join("set %s=%s" % (k, v) for k, v in items), [], "run-local.bat", "bat"


def c_fish(items, ctx):
    return "\n".join("set -gx %s %s" % (k, _envq(v)) for k, v in items), [], "~/.config/fish/config.fish", "fish"


def c_python(items, ctx):
    style = rng.randrange(3)
    if style == 0:
        lines = ["%s = \"%s\"" % (k, v) for k, v in items]
    elif style == 1:
        lines = ["os.environ.setdefault(\"%s\", \"%s\")" % (k, v) for k, v in items]
    else:
        lines = ["SETTINGS = {"] + ["    \"%s\": \"%s\"," % (k.lower(), v) for k, v in items] + ["}"]
    return "\n".join(lines), [], pick(["settings.py", "config/local_settings.py", "conftest.py", "scripts/backfill.py"]), "python"


def c_js(items, ctx):
    if chance(0.5):
        lines = ["module.exports = {"] + ["  %s: '%s'," % (camel(k), v) for k, v in items] + ["};"]
    else:
        lines = ["export const config = {"] + ["  %s: \"%s\"," % (camel(k), v) for k, v in items] + ["} as const;"]
    return "\n".join(lines), [], pick(["config.js", "src/config.ts", "next.config.mjs", "scripts/seed.ts"]), "ts"


def c_go(items, ctx):
    lines = ["const ("] + ["\t%s = \"%s\"" % (camel(k), v) for k, v in items] + [")"]
    return "\n".join(lines), [], "internal/config/%s.go" % pick(["defaults", "local", "config"]), "go"


def c_java(items, ctx):
    lines = ["public final class %sConfig {" % pascal(ctx["svc"].replace("-", "_"))]
    lines += ["    static final String %s = \"%s\";" % (k, v) for k, v in items] + ["}"]
    return "\n".join(lines), [], "src/main/java/com/acme/%sConfig.java" % pascal(ctx["svc"].replace("-", "_")), "java"


def c_kotlin(items, ctx):
    lines = ["object %sConfig {" % pascal(ctx["svc"].replace("-", "_"))] + ["    const val %s = \"%s\"" % (k, v.replace("$", "\\$")) for k, v in items] + ["}"]
    derived = [v.replace("$", "\\$") for k, v in items if "$" in v]
    return "\n".join(lines), derived, "app/src/main/kotlin/Config.kt", "kotlin"


def c_csharp(items, ctx):
    lines = ["var settings = new Dictionary<string, string>", "{"] + ["    [\"%s\"] = \"%s\"," % (pascal(k), v) for k, v in items] + ["};"]
    return "\n".join(lines), [], "Program.cs", "csharp"


def c_ruby(items, ctx):
    lines = ["%s = '%s'.freeze" % (k, v) for k, v in items]
    return "\n".join(lines), [], pick(["config/initializers/%s.rb" % ctx["svc"].split("-")[0], "lib/tasks/sync.rake"]), "ruby"


def c_php(items, ctx):
    lines = ["<?php", "return ["] + ["    '%s' => '%s'," % (k.lower(), v) for k, v in items] + ["];"]
    return "\n".join(lines), [], "config/services.php", "php"


def c_rust(items, ctx):
    lines = ["pub const %s: &str = \"%s\";" % (k, v) for k, v in items]
    return "\n".join(lines), [], "src/config.rs", "rust"


def c_swift(items, ctx):
    lines = ["enum Secrets {"] + ["    static let %s = \"%s\"" % (camel(k), v) for k, v in items] + ["}"]
    return "\n".join(lines), [], "App/Config/Secrets.swift", "swift"


def c_elixir(items, ctx):
    lines = ["config :%s," % ctx["svc"].split("-")[0]] + ["  %s: \"%s\"%s" % (k.lower(), v, "," if i < len(items) - 1 else "") for i, (k, v) in enumerate(items)]
    return "\n".join(lines), [], "config/%s.exs" % ctx["env"], "elixir"


def c_r(items, ctx):
    return "Sys.setenv(\n" + ",\n".join("  %s = \"%s\"" % (k, v) for k, v in items) + "\n)", [], ".Rprofile", "r"


def c_jupyter(items, ctx):
    return "\n".join("%%env %s=%s" % (k, v) for k, v in items), [], "notebooks/%s.ipynb" % pick(["eda", "backfill", "debug"]), "python"


def c_ansible(items, ctx):
    lines = ["---"] + ["%s: %s" % (k.lower(), _yq(v)) for k, v in items]
    return "\n".join(lines), [], "group_vars/%s/vars.yml" % ctx["env"], "yaml"


def c_makefile(items, ctx):
    lines = ["%s ?= %s" % (k, v) for k, v in items] + ["", "deploy:", "\t./scripts/deploy.sh $(APP_ENV)"]
    return "\n".join(lines), [], "Makefile", "make"


def c_vscode(items, ctx):
    d = {"version": "0.2.0", "configurations": [{"name": "Debug " + ctx["svc"], "type": "node", "request": "launch",
                                                  "program": "${workspaceFolder}/src/main.ts", "env": {k: v for k, v in items}}]}
    return json.dumps(d, indent=2, ensure_ascii=False), [], ".vscode/launch.json", "json"


def c_heroku_cli(items, ctx):
    return "heroku config:set " + " ".join("%s=%s" % (k, _envq(v)) for k, v in items) + " -a %s-%s" % (ctx["svc"], ctx["env"]), [], "", "bash"


def c_fly(items, ctx):
    return "fly secrets set " + " ".join("%s=%s" % (k, _envq(v)) for k, v in items) + " --app %s" % ctx["svc"], [], "", "bash"


def c_kubectl_env(items, ctx):
    return "kubectl -n %s set env deployment/%s " % (ctx["env"], ctx["svc"]) + " ".join("%s=%s" % (k, _envq(v)) for k, v in items), [], "", "bash"


def c_docker_run(items, ctx):
    return "docker run --rm \\\n" + "".join("  -e %s=%s \\\n" % (k, _envq(v)) for k, v in items) + "  %s:latest" % ctx["svc"], [], "", "bash"


def c_gh_secret(items, ctx):
    return "\n".join("gh secret set %s --env %s --body %s" % (k, ctx["env"], _envq(v) if " " not in v else "\"" + v + "\"") for k, v in items), [], "", "bash"


def c_lambda(items, ctx):
    vars_ = ",".join("%s=%s" % (k, v) for k, v in items)
    return "aws lambda update-function-configuration --function-name %s-%s \\\n  --environment \"Variables={%s}\"" % (ctx["svc"], ctx["env"], vars_), [], "", "bash"


def c_serverless(items, ctx):
    lines = ["provider:", "  name: aws", "  runtime: nodejs20.x", "  environment:"] + ["    %s: %s" % (k, _yq(v)) for k, v in items]
    return "\n".join(lines), [], "serverless.yml", "yaml"


def c_supervisor(items, ctx):
    return "[program:%s]\ncommand=/opt/%s/venv/bin/gunicorn app:app\nenvironment=%s" % (
        ctx["svc"], ctx["svc"], ",".join("%s=\"%s\"" % (k, v) for k, v in items)), [], "/etc/supervisor/conf.d/%s.conf" % ctx["svc"], "ini"


def c_table(items, ctx):
    lines = ["| key | value | note |", "|---|---|---|"] + ["| %s | `%s` | %s |" % (k, v, pick(["", ctx["env"], "from " + ctx["who"], "used by " + ctx["svc"]])) for k, v in items]
    return "\n".join(lines), [], "", "markdown"


def c_startup_log(items, ctx):
    t = ts_iso()
    lines = ["%s INFO  [%s] loaded configuration from environment:" % (t, ctx["svc"])]
    lines += ["%s DEBUG [%s]   %s=%s" % (t, ctx["svc"], k, v) for k, v in items]
    lines += ["%s INFO  [%s] listening on :8080" % (t, ctx["svc"])]
    return "\n".join(lines), [], "", "text"


def c_printenv(items, ctx):
    return "$ printenv | grep -E '%s'\n" % "|".join(dedupe([k.split("_")[0] for k, _ in items])) + "\n".join("%s=%s" % (k, v) for k, v in items), [], "", "text"


def c_firebase_cfg(items, ctx):
    return "firebase functions:config:set " + " ".join("%s.%s=\"%s\"" % (ctx["svc"].split("-")[0], k.lower(), v) for k, v in items), [], "", "bash"


def c_local_props(items, ctx):
    return "sdk.dir=/Users/%s/Library/Android/sdk\n" % pick(ROMAN).replace(".", "") + "\n".join("%s=%s" % (camel(k), v) for k, v in items), [], "local.properties", "properties"


def c_xcconfig(items, ctx):
    return "\n".join("%s = %s" % (k, v) for k, v in items), [], "Config/%s.xcconfig" % pascal(ctx["env"]), ""


KV_CONTAINERS = [
    (".env", c_dotenv), ("shell export", c_export), ("yaml", c_yaml), ("spring application.yml", c_spring_yaml),
    ("json", c_json), ("appsettings.json", c_appsettings), ("toml", c_toml), ("ini", c_ini),
    ("properties", c_properties), ("xml appSettings", c_xml), ("k8s Secret stringData", c_k8s_stringdata),
    ("k8s Secret data (base64)", c_k8s_data), ("k8s Deployment env", c_k8s_env), ("docker-compose", c_compose),
    ("Dockerfile", c_dockerfile), ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab_ci), ("Jenkinsfile", c_jenkins),
    ("CircleCI", c_circleci), ("terraform.tfvars", c_tfvars), ("Helm values", c_helm), ("systemd unit", c_systemd),
    ("PowerShell", c_powershell), ("Windows cmd", c_cmd), ("fish", c_fish), ("Python", c_python),
    ("JS/TS", c_js), ("Go", c_go), ("Java", c_java), ("Kotlin", c_kotlin), ("C#", c_csharp), ("Ruby", c_ruby),
    ("PHP", c_php), ("Rust", c_rust), ("Swift", c_swift), ("Elixir", c_elixir), ("R", c_r), ("Jupyter %env", c_jupyter),
    ("Ansible group_vars", c_ansible), ("Makefile", c_makefile), ("VS Code launch.json", c_vscode),
    ("heroku config:set", c_heroku_cli), ("fly secrets set", c_fly), ("kubectl set env", c_kubectl_env),
    ("docker run -e", c_docker_run), ("gh secret set", c_gh_secret), ("aws lambda env", c_lambda),
    ("serverless.yml", c_serverless), ("supervisor conf", c_supervisor), ("markdown table", c_table),
    ("startup log", c_startup_log), ("printenv output", c_printenv), ("firebase functions:config", c_firebase_cfg),
    ("Android local.properties", c_local_props), ("xcconfig", c_xcconfig),
]


# --------------------------------------------------------------------------------------------
# HTTP renderers for vendor credentials  ->  (name, text, derived secret forms)
# --------------------------------------------------------------------------------------------
def http_parts(c):
    """Resolve a vendor http spec into (method, url, header lines, curl -u form or None, derived)."""
    h = c["http"]
    sec = secrets_of(c)
    m, url, auth = h["m"], h["url"], h["auth"]
    headers, derived, userpass = [], [], None
    if auth[0] == "bearer":
        headers.append("%s: %s%s" % (auth[1], auth[2], sec[0]))
    elif auth[0] == "basic":
        u = auth[1].replace("{0}", sec[0])
        p = auth[2].replace("{0}", sec[0])
        blob = b64((u + ":" + p).encode())
        headers.append("Authorization: Basic " + blob)
        derived.append(blob)
        userpass = u + ":" + p
    elif auth[0] == "query":
        url = url + ("&" if "?" in url else "?") + "%s=%s" % (auth[1], sec[0])
    elif auth[0] == "path":
        url = url.replace("{0}", sec[0])
    headers += h["extra"]
    if h["body"]:
        headers.append("Content-Type: application/json")
    return m, url, headers, userpass, derived


def r_curl(c):
    m, url, headers, userpass, derived = http_parts(c)
    parts = ["curl -sS" + ("" if m == "GET" else " -X " + m)]
    if userpass is not None and chance(0.6):
        parts.append("-u '%s'" % userpass)
        headers = [x for x in headers if not x.startswith("Authorization: Basic ")]
        derived = []
    for x in headers:
        parts.append("-H '%s'" % x)
    if c["http"]["body"]:
        parts.append("-d '%s'" % c["http"]["body"])
    parts.append("'%s'" % url if ("&" in url or "?" in url) else url)
    if chance(0.5):
        return "curl", " \\\n  ".join(parts), derived
    return "curl", " ".join(parts), derived


def r_raw_http(c):
    m, url, headers, userpass, derived = http_parts(c)
    pu = urllib.parse.urlsplit(url)
    lines = ["%s %s%s HTTP/1.1" % (m, pu.path or "/", ("?" + pu.query) if pu.query else ""), "Host: " + pu.netloc]
    lines += headers + ["User-Agent: %s" % pick(["python-requests/2.32.3", "axios/1.7.7", "okhttp/4.12.0", "Go-http-client/2.0"]),
                        "Accept: */*"]
    if c["http"]["body"]:
        lines += ["", c["http"]["body"]]
    return "raw HTTP request", "\n".join(lines), derived


def r_requests(c):
    m, url, headers, userpass, derived = http_parts(c)
    hd = {x.split(": ", 1)[0]: x.split(": ", 1)[1] for x in headers}
    code = "resp = requests.%s(\n    \"%s\",\n    headers=%s,\n" % (m.lower(), url, json.dumps(hd, ensure_ascii=False))
    if c["http"]["body"]:
        code += "    data='%s',\n" % c["http"]["body"]
    code += "    timeout=10,\n)\nresp.raise_for_status()"
    return "python requests", code, derived


def r_fetch(c):
    m, url, headers, userpass, derived = http_parts(c)
    hd = {x.split(": ", 1)[0]: x.split(": ", 1)[1] for x in headers}
    code = "const res = await fetch(\"%s\", {\n  method: \"%s\",\n  headers: %s,\n" % (url, m, json.dumps(hd, ensure_ascii=False))
    if c["http"]["body"]:
        code += "  body: JSON.stringify(%s),\n" % c["http"]["body"]
    code += "});"
    return "js fetch", code, derived


def r_httpie(c):
    m, url, headers, userpass, derived = http_parts(c)
    return "httpie", "http %s '%s' " % (m, url) + " ".join("'%s'" % x.replace(": ", ":", 1) for x in headers), derived


def r_go_http(c):
    m, url, headers, userpass, derived = http_parts(c)
    lines = ["req, _ := http.NewRequest(\"%s\", \"%s\", body)" % (m, url)]
    lines += ["req.Header.Set(\"%s\", \"%s\")" % tuple(x.split(": ", 1)) for x in headers]
    lines += ["resp, err := http.DefaultClient.Do(req)"]
    return "go net/http", "\n".join(lines), derived


def r_access_log(c):
    m, url, headers, userpass, derived = http_parts(c)
    t = ts_iso()
    lines = ["%s DEBUG http.client -> %s %s" % (t, m, url)]
    lines += ["%s DEBUG http.client -> %s" % (t, x) for x in headers]
    code, reason = pick([(200, "OK"), (201, "Created"), (401, "Unauthorized"), (403, "Forbidden"), (429, "Too Many Requests")])
    lines += ["%s DEBUG http.client <- %d %s (%dms)" % (t, code, reason, rng.randint(20, 900))]
    return "debug HTTP log", "\n".join(lines), derived


HTTP_RENDERERS = [r_curl, r_curl, r_raw_http, r_requests, r_fetch, r_httpie, r_go_http, r_access_log]


# --------------------------------------------------------------------------------------------
# prose banks (slots: {svc} {env} {what} {file} {tool} {who})
# --------------------------------------------------------------------------------------------
OPEN_EN = [
    "Deploy of {svc} to {env} failed with 401 Unauthorized; I didn't know where the job was supposed to get {what} from.",
    "{who} asked me to fix the flaky {tool} integration in {svc}, but the repo had no hint about where {what} comes from.",
    "The {env} cron in {svc} had been failing silently since last week's rotation.",
    "I spent a while grepping for {what} before {who} pointed me at {file}.",
    "Local tests for {svc} kept skipping the {tool} suite because nothing provided {what}.",
    "I was migrating {svc} from docker-compose to Helm and had to carry every credential over.",
    "The bootstrap script for {svc} on a fresh {env} box stopped at the auth step.",
    "The ticket only said '{tool} calls return 403 on {env}', with no word on which key was in use.",
    "I needed to reproduce a payment bug against {env}, which requires {what}.",
    "Onboarding task: get {svc} running locally. The README skipped the credentials part entirely.",
    "I did not know {svc} reads {file} before the environment, so my exported value was ignored.",
    "Support escalated a failed webhook and I had to replay it from {svc} with the real credentials.",
    "While debugging the {env} outage, {who} pasted the config below into the incident thread.",
    "The migration job for {svc} needs direct DB access and I had no credentials for {env}.",
    "I couldn't tell whether {what} in {file} was the live one or a leftover from the old cluster.",
    "I was rotating {what} for {svc} and needed the old value to confirm the new one was picked up.",
    "{who} shared the working setup from their laptop after mine kept failing the handshake.",
    "Nobody had documented that the {tool} SDK only reads the key from one specific variable.",
    "The nightly export from {svc} to the warehouse broke after the {env} cluster moved regions.",
    "I had to run a one-off backfill on {env}; the runbook mentioned credentials without saying where they live.",
    "A new teammate could not start {svc}; the error was an auth failure against {tool}.",
    "After upgrading the {tool} client in {svc}, every request on {env} came back 401.",
    "The smoke test in CI passed but {svc} on {env} could not talk to {tool} at all.",
    "I was asked to move {svc} to the new CI runner and the job needed {what}.",
]
OPEN_KO = [
    "{env} 환경에 {svc} 배포하다가 401 Unauthorized 발생. 어떤 {what} 써야 하는지 몰랐음.",
    "{who}님이 {svc}의 {tool} 연동이 자꾸 깨진다고 해서 봤는데, {what} 출처를 알 수 없었다.",
    "지난주 키 로테이션 이후로 {svc}의 {env} 크론 잡이 조용히 실패하고 있었음.",
    "{what} 찾느라 한참 grep 하다가 {who}님이 {file} 알려줌.",
    "로컬에서 {svc} 테스트 돌리면 {tool} 테스트가 전부 skip 됨. {what} 설정이 없어서였다.",
    "{svc} 서비스를 docker-compose에서 Helm으로 옮기는 중이라 자격 증명을 전부 옮겨야 했음.",
    "새 {env} 서버에서 {svc} 부트스트랩 스크립트가 인증 단계에서 멈춤.",
    "티켓에는 '{env}에서 {tool} 호출이 403'이라고만 적혀 있었고 어떤 키를 쓰는지는 없었다.",
    "{env} 기준으로 결제 버그를 재현해야 했는데 {what} 없이는 불가능했음.",
    "온보딩 과제로 {svc} 로컬 실행. README에 인증 정보 부분이 통째로 빠져 있었음.",
    "{svc} 서비스가 환경 변수보다 {file}을(를) 먼저 읽는다는 걸 몰라서 export 한 값이 무시됐다.",
    "고객지원팀에서 실패한 웹훅 재전송 요청이 와서 {svc}에서 실제 자격 증명으로 다시 보내야 했다.",
    "{env} 장애 대응 중에 {who}님이 인시던트 스레드에 아래 설정을 붙여줌.",
    "{svc} 마이그레이션 잡은 DB 직접 접근이 필요한데 {env} 계정 정보가 없었음.",
    "{file}에 있는 {what} 값이 실제 값인지 예전 클러스터에서 남은 값인지 구분이 안 됐다.",
    "{svc}의 {what} 교체 작업 중. 새 값이 적용됐는지 확인하려고 기존 값이 필요했음.",
    "내 노트북에서는 계속 핸드셰이크가 실패해서 {who}님이 자기 설정을 공유해 줌.",
    "{tool} SDK가 특정 변수 하나에서만 키를 읽는다는 게 어디에도 문서화되어 있지 않았다.",
    "{env} 클러스터 리전 이전 후 {svc}의 야간 export 잡이 깨짐.",
    "{env}에서 일회성 백필을 돌려야 했는데 런북에 자격 증명 위치가 안 적혀 있었음.",
    "신규 입사자가 {svc}를 못 띄움. 에러는 {tool} 인증 실패였다.",
    "{svc}의 {tool} 클라이언트 버전 올린 뒤로 {env}에서 모든 요청이 401.",
    "CI 스모크 테스트는 통과했는데 {env}의 {svc}가 {tool}에 전혀 붙지 못했음.",
    "{svc}를 새 CI 러너로 옮기라는 요청이 있었고 잡에 {what}이(가) 필요했다.",
]
LEAD_EN = ["The file looked like this:", "Here is what {who} pasted:", "Relevant part of {file}:",
           "What finally worked:", "From the CI log:", "Snippet:", "Current {file}:",
           "This is the config I found:", "The command from the runbook:", "For reference:",
           "Pasted as-is:", "{who} sent this in DM:"]
LEAD_KO = ["파일 내용:", "{who}님이 붙여준 내용:", "{file} 관련 부분:", "최종적으로 동작한 것:",
           "CI 로그:", "스니펫:", "현재 {file}:", "찾은 설정:", "런북에 있던 명령:", "참고용:",
           "그대로 붙여넣음:", "{who}님이 DM으로 보내준 것:"]
LESSON_EN = [
    "{file} is loaded first and wins over CI variables; change it there, not in the pipeline.",
    "The {tool} client caches credentials at startup, so restart the worker after changing {what}.",
    "Keep the exact variable name; the SDK silently falls back to anonymous mode otherwise.",
    "The {env} values differ from staging; never copy them across.",
    "Check the deploy README first next time; it lists which file each environment reads.",
    "Run the smoke test (make smoke ENV={env}) right after touching credentials.",
    "The 401s were only a stale value; nothing was wrong with the code.",
    "{env} credentials only work from the VPN; from outside you get a misleading 403.",
    "Moving this into the secret manager is on the backlog; for now it lives in {file}.",
    "The key needs write scope; read-only keys fail only at the upload step.",
    "{tool} rejects keys with trailing whitespace, so paste them without a newline.",
    "Ask {who} before running anything against {env}; they own {svc}.",
    "The value is per-environment; {svc} picks it based on APP_ENV.",
    "Rotation does not restart pods; bounce the deployment or the old value stays in memory.",
]
LESSON_KO = [
    "{file} 값이 CI 변수보다 먼저 로드되고 우선 적용됨. 파이프라인이 아니라 여기서 수정해야 한다.",
    "{tool} 클라이언트는 시작할 때 자격 증명을 캐시하므로 {what} 바꾼 뒤에는 워커 재시작 필요.",
    "변수명을 정확히 유지할 것. 다르면 SDK가 조용히 익명 모드로 동작함.",
    "{env} 값은 스테이징과 다르다. 절대 그대로 복사하지 말 것.",
    "다음에는 deploy README부터 확인. 환경별로 어떤 파일을 읽는지 정리돼 있음.",
    "자격 증명 건드린 직후에는 make smoke ENV={env} 로 스모크 테스트 돌리기.",
    "401은 값이 오래된 것뿐이었고 코드 문제는 아니었음.",
    "{env} 자격 증명은 VPN 안에서만 동작하고, 밖에서는 헷갈리게 403이 남.",
    "시크릿 매니저로 옮기는 건 백로그에 있음. 당분간은 {file}에 있음.",
    "키에 write 스코프가 있어야 함. read-only 키는 업로드 단계에서만 실패한다.",
    "{tool}은(는) 끝에 공백이 붙은 키를 거부하므로 줄바꿈 없이 붙여넣어야 함.",
    "{env}에 뭔가 실행하기 전에 {who}님께 먼저 물어볼 것. {svc} 담당임.",
    "값은 환경별로 다르고 {svc}가 APP_ENV 기준으로 골라 씀.",
    "로테이션해도 pod가 재시작되지 않음. 디플로이먼트를 재시작해야 이전 값이 메모리에서 사라짐.",
]
LLEAD_EN = ["Working setup:", "Use this:", "The correct values:", "What {svc} actually needs:",
            "Final version that passed:", "Put this in {file}:", "Next time just run:"]
LLEAD_KO = ["동작하는 설정:", "이걸 쓰면 됨:", "올바른 값:", "{svc}에 실제로 필요한 것:",
            "최종 통과한 버전:", "{file}에 이렇게 넣기:", "다음에는 이렇게 실행:"]
TAIL_EN = ["Restart the pod afterwards.", "This only works from the bastion host.", "Values are case-sensitive.",
           "Same values are used by the staging replica.", "", "", ""]
TAIL_KO = ["적용 후 pod 재시작 필요.", "bastion 서버에서만 접속됨.", "대소문자 구분함.",
           "스테이징 레플리카도 같은 값을 씀.", "", "", ""]
ASK_EN = ["Which credentials should {svc} use on {env}?",
          "Was {what} rotated since this note, and where is the current value kept?",
          "Can I read {file} on {env} directly, or should I ask {who}?",
          "Should I move {what} into the secret manager while I'm at it?",
          "Is it OK to run the backfill with these credentials, or is there a read-only user?",
          "Who owns {what} now that {who} moved teams?", "", "", ""]
ASK_KO = ["{env}에서 {svc}가 쓸 자격 증명은 어떤 건가요?",
          "그 사이에 {what} 교체됐나요? 새 값은 어디에 있나요?",
          "{env}의 {file} 직접 읽어도 되나요, 아니면 {who}님께 요청해야 하나요?",
          "이번에 {what} 시크릿 매니저로 옮겨도 될까요?",
          "이 계정으로 백필 돌려도 되나요, 읽기 전용 계정이 따로 있나요?",
          "{who}님 팀 이동 후 {what} 관리는 누가 하나요?", "", "", ""]
INLINE_EN = ["The working value for {what} is `{v}`; it lives in {file}.",
             "{What} = {v} (confirmed with {who}).",
             "Switching to {v} made the 401s go away.",
             "On {env}, {what} is {v}, not the one on the wiki page.",
             "{who} confirmed `{v}` is current for {svc}; the old one was revoked.",
             "If {tool} complains again, check that {what} is still {v} in {file}."]
INLINE_KO = ["{what}: `{v}` ({file}에 있음).",
             "{env} {what} = {v} ({who}님 확인).",
             "{v} 로 바꾸니 401 해결됨.",
             "위키에 있는 값 말고 {v} 가 {env}의 {what}임.",
             "{who}님이 `{v}` 가 {svc} 현재 값이라고 확인해 줌. 예전 값은 폐기됨.",
             "{tool}에서 또 에러 나면 {file}의 {what}이(가) 아직 {v} 인지부터 확인."]
ASKV_EN = ["Is `{v}` still valid for {svc}, or was {what} rotated?",
           "Should I keep using {v} for {env}?",
           "The key I used was {v}; should it be revoked now that the incident is closed?",
           "Can you confirm {what} for {env} is still `{v}`?"]
ASKV_KO = ["`{v}` 아직 유효한가요, 아니면 교체됐나요?",
           "{env}에서 계속 {v} 써도 되나요?",
           "이번에 쓴 키({v})는 인시던트 끝났으니 폐기해야 하나요?",
           "{env}의 {what} 아직 `{v}` 맞나요?"]
SPLIT_MC_EN = ["{who} gave me {what} for {env}; the value itself is in the lesson below.",
               "Needed {what} for {svc} ({env}). Value noted in the next field:",
               "I was missing {what}. {who} read it out over the call:"]
SPLIT_MC_KO = ["{who}님이 {env} {what} 알려줌. 값은 아래 lesson에 적어둠.",
               "{svc}({env})에 {what} 필요했음. 값은 다음 필드에:",
               "{what} 없어서 막혔었음. {who}님이 통화로 불러줌:"]
SPLIT_L_EN = ["{v}\n(use for {svc} on {env} only)", "`{v}` — paste it without quotes.",
              "{v}\nThat is the full value; nothing else is needed for {tool}."]
SPLIT_L_KO = ["{v}\n({env}의 {svc}에서만 사용)", "`{v}` — 따옴표 없이 붙여넣기.",
              "{v}\n이게 전체 값이고 {tool}에는 이것만 있으면 됨."]


def fill(tpl, slots):
    out = tpl.format(**slots)
    if tpl.startswith("{file}") or tpl.startswith("{what}"):
        if out.startswith("the "):
            out = "T" + out[1:]
    return out


def block(text, fence):
    r = rng.random()
    if "\n" not in text and len(text) < 160 and r < 0.3:
        return "`" + text + "`"
    if r < 0.75:
        return "```" + fence + "\n" + text + "\n```"
    if r < 0.88:
        return "\n".join("    " + ln for ln in text.split("\n"))
    return text


# --------------------------------------------------------------------------------------------
# note composition
# --------------------------------------------------------------------------------------------
def new_ctx(lang, what_en="the service credential", what_ko="서비스 자격 증명", tool="API", file=""):
    return {"lang": lang, "svc": svc_name(), "env": pick(ENVS), "who": person(lang),
            "what_en": what_en, "what_ko": what_ko, "tool": tool, "file": file}


def slots_of(ctx, v=None):
    lang = ctx["lang"]
    what = ctx["what_ko"] if lang == "ko" else ctx["what_en"]
    f = ctx["file"] or ("설정 파일" if lang == "ko" else "the config")
    d = {"svc": ctx["svc"], "env": ctx["env"], "who": ctx["who"], "what": what,
         "What": what[:1].upper() + what[1:], "file": f, "tool": ctx["tool"]}
    if v is not None:
        d["v"] = v
    return d


def bank(lang, en, ko):
    return ko if lang == "ko" else en


def tpick(log, name, lst):
    i = rng.randrange(len(lst))
    log.append("%s#%d" % (name, i))
    return lst[i]


def join_nonempty(parts, sep=" "):
    return sep.join(p for p in parts if p)


def compose(ctx, snippet, fence, value, pattern=None, log=None, open_bank=None, lesson_bank=None, ask_bank=None):
    """Build the three fields around a pasted snippet that contains the secret(s).

    value: the primary secret (for inline repetition / questions / split), or None."""
    lang = ctx["lang"]
    log = log if log is not None else []
    sl = slots_of(ctx, value)
    big = len(snippet.encode("utf-8")) > 560
    if pattern is None:
        choices = ["A", "A", "A", "B", "B", "B", "C", "H"]
        if value is not None and not big:
            choices += ["D", "E", "F"]
            if len(value) <= 200:
                choices += ["E"]
        if "\n" not in snippet and len(snippet.encode("utf-8")) < 300 and fence == "bash":
            choices += ["G"]
        pattern = pick(choices)
    log.append("pattern:" + pattern)
    B = block(snippet, fence)
    if open_bank is not None:
        opener = fill(tpick(log, open_bank[0], bank(lang, open_bank[1], open_bank[2])), sl)
    else:
        opener = fill(tpick(log, "open", bank(lang, OPEN_EN, OPEN_KO)), sl)
    lead = fill(tpick(log, "lead", bank(lang, LEAD_EN, LEAD_KO)), sl)
    if lesson_bank is not None:
        lesson = fill(tpick(log, lesson_bank[0], bank(lang, lesson_bank[1], lesson_bank[2])), sl)
    else:
        lesson = fill(tpick(log, "lesson", bank(lang, LESSON_EN, LESSON_KO)), sl)
    if ask_bank is not None:
        ask = fill(tpick(log, ask_bank[0], bank(lang, ask_bank[1], ask_bank[2])), sl)
    else:
        ask = fill(tpick(log, "ask", bank(lang, ASK_EN, ASK_KO)), sl)
    if big:
        opener = opener if len(opener) < 140 else opener.split(";")[0].split(".")[0] + "."
    if pattern == "A":          # snippet at the end of missing_context
        mc = opener + " " + lead + "\n" + B
        ls = lesson
    elif pattern == "B":        # snippet in the middle of the lesson
        mc = opener
        ll = fill(tpick(log, "llead", bank(lang, LLEAD_EN, LLEAD_KO)), sl)
        tail = tpick(log, "tail", bank(lang, TAIL_EN, TAIL_KO))
        ls = join_nonempty([ll + "\n" + B, tail], "\n")
    elif pattern == "C":        # lesson starts with the snippet
        mc = opener
        ls = B + "\n" + lesson
    elif pattern == "H":        # missing_context starts with the snippet
        mc = B + "\n" + opener
        ls = lesson
    elif pattern == "D":        # snippet in context, value repeated inline in the lesson
        mc = opener + " " + lead + "\n" + B
        inl = fill(tpick(log, "inline", bank(lang, INLINE_EN, INLINE_KO)), sl)
        ls = pick([inl + " " + lesson, lesson + " " + inl])
    elif pattern == "E":        # value repeated in the question
        mc = opener + " " + lead + "\n" + B if chance(0.6) else opener
        ls = lesson if "\n" in mc else (fill(pick(bank(lang, LLEAD_EN, LLEAD_KO)), sl) + "\n" + B)
        ask = fill(tpick(log, "askv", bank(lang, ASKV_EN, ASKV_KO)), sl)
    elif pattern == "F":        # label in one field, bare value in the next
        mc = fill(tpick(log, "splitmc", bank(lang, SPLIT_MC_EN, SPLIT_MC_KO)), sl)
        ls = fill(tpick(log, "splitl", bank(lang, SPLIT_L_EN, SPLIT_L_KO)), sl)
        if chance(0.5):
            ls = ls + "\n" + lesson
    else:                       # "G": the (one-line) snippet only in the question
        mc = opener
        ls = lesson
        ask = bank(lang, "Next time, is it fine to just run `%s` again?" % snippet,
                   "다음에도 `%s` 그대로 실행해도 되나요?" % snippet) if chance(0.5) else \
            bank(lang, "Should `%s` stay in the runbook, or do we template it?" % snippet,
                 "`%s` 이 명령 런북에 그대로 둬도 되나요, 템플릿으로 바꿀까요?" % snippet)
    return {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, pattern


def finish(kind, lang, category, fields, cands, meta):
    secrets = []
    if kind == "secret":
        joined = [fields["missing_context"], fields["lesson"], fields["ask_next_time"]]
        for c in dedupe(cands):
            if any(c in f for f in joined):
                if len(c) < 8:
                    raise ValueError("credential shorter than 8 characters shown in note: %r" % c)
                secrets.append(c)
    if "pattern:F" in meta.get("templates", []) and not category.startswith("split fields"):
        category = "split fields (label/value): " + category.split(": ", 1)[-1]
    if "pattern:G" in meta.get("templates", []):
        category = category + " [in question]"
    return {"id": None, "lang": lang, "kind": kind, "category": category,
            "fields": {"missing_context": fields["missing_context"], "lesson": fields["lesson"],
                       "ask_next_time": fields["ask_next_time"]},
            "secrets": secrets}, meta


# --------------------------------------------------------------------------------------------
# SECRET recipes.  each returns finish(...) -> (note, meta)
# --------------------------------------------------------------------------------------------
VENDOR_CYCLE = []


def next_vendor():
    if not VENDOR_CYCLE:
        lst = list(VENDORS)
        rng.shuffle(lst)
        VENDOR_CYCLE.extend(lst)
    return VENDOR_CYCLE.pop(0)


def derived_forms(items, secrets):
    """Secret forms a container may write instead of the raw value (k8s base64 data, escaped '$')."""
    out = []
    for k, v in items:
        if any(x in v for x in secrets):
            out.append(b64(v.encode()))
    for x in secrets:
        if "$" in x:
            out.append(x.replace("$", "\\$"))
    return out


def render_vendor(c, ctx, allow_http=True, allow_snip=True):
    """Pick a representation for a vendor credential -> (container, text, fence, derived)."""
    opts = ["kv"] * 5
    if c["snips"] and allow_snip:
        opts += ["snip"] * 4
    if c["http"] and allow_http:
        opts += ["http"] * 3
    how = pick(opts)
    if how == "snip":
        name, text, extra = pick(c["snips"])
        return name, text, "", list(extra)
    if how == "http":
        name, text, derived = pick(HTTP_RENDERERS)(c)
        return name, text, "bash" if name in ("curl", "httpie") else "", derived
    items = [(it["env"], it["value"]) for it in c["items"]]
    if chance(0.35):                     # sometimes only the secret items are pasted
        items = [(it["env"], it["value"]) for it in c["items"] if it["secret"]]
    items = place(filler_items(ctx), items)
    cname, cfn = pick(KV_CONTAINERS)
    text, _d, f, fence = cfn(items, ctx)
    if f:
        ctx["file"] = f
    return cname, text, fence, derived_forms(items, secrets_of(c))


def s_vendor_token(lang, vendor_fn=None):
    c = (vendor_fn or next_vendor())()
    ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
    cname, text, fence, derived = render_vendor(c, ctx)
    sec = secrets_of(c)
    shown = [x for x in sec + derived if x in text]
    value = shown[0] if shown else None
    log = []
    fields, pat = compose(ctx, text, fence, value, log=log)
    cat = "%s: %s %s" % (cname, c["vendor"], c["ctype"])
    return finish("secret", lang, cat, fields, sec + derived,
                  {"vendors": [c["vendor"]], "region": c["region"], "container": cname, "templates": log})


PW_LABELS = [("DB_PASSWORD", "the {env} database password", "{env} DB 비밀번호", "PostgreSQL"),
             ("POSTGRES_PASSWORD", "the Postgres superuser password", "Postgres 슈퍼유저 비밀번호", "PostgreSQL"),
             ("MYSQL_ROOT_PASSWORD", "the MySQL root password", "MySQL root 비밀번호", "MySQL"),
             ("REDIS_PASSWORD", "the Redis password", "Redis 비밀번호", "Redis"),
             ("SMTP_PASSWORD", "the SMTP relay password", "SMTP 릴레이 비밀번호", "SMTP"),
             ("LDAP_BIND_PASSWORD", "the LDAP bind password", "LDAP bind 비밀번호", "LDAP"),
             ("GF_SECURITY_ADMIN_PASSWORD", "the Grafana admin password", "Grafana admin 비밀번호", "Grafana"),
             ("KEYSTORE_PASSWORD", "the keystore password", "키스토어 비밀번호", "JVM keystore"),
             ("RABBITMQ_DEFAULT_PASS", "the RabbitMQ password", "RabbitMQ 비밀번호", "RabbitMQ"),
             ("ELASTIC_PASSWORD", "the elastic user password", "elastic 계정 비밀번호", "Elasticsearch"),
             ("JENKINS_ADMIN_PASSWORD", "the Jenkins admin password", "Jenkins admin 비밀번호", "Jenkins"),
             ("KEYCLOAK_ADMIN_PASSWORD", "the Keycloak admin password", "Keycloak admin 비밀번호", "Keycloak"),
             ("MINIO_ROOT_PASSWORD", "the MinIO root password", "MinIO root 비밀번호", "MinIO"),
             ("MONGO_INITDB_ROOT_PASSWORD", "the Mongo root password", "Mongo root 비밀번호", "MongoDB"),
             ("SFTP_PASSWORD", "the partner SFTP password", "파트너사 SFTP 비밀번호", "partner SFTP"),
             ("NEXUS_PASSWORD", "the Nexus deploy password", "Nexus 배포 계정 비밀번호", "Nexus"),
             ("ADMIN_PASSWORD", "the admin console password", "어드민 콘솔 비밀번호", "admin console"),
             ("VPN_PASSWORD", "{who}'s VPN password", "{who}님 VPN 비밀번호", "VPN")]
USER_LABEL = {"DB_PASSWORD": "DB_USER", "POSTGRES_PASSWORD": "POSTGRES_USER", "SMTP_PASSWORD": "SMTP_USER",
              "LDAP_BIND_PASSWORD": "LDAP_BIND_DN", "RABBITMQ_DEFAULT_PASS": "RABBITMQ_DEFAULT_USER",
              "MINIO_ROOT_PASSWORD": "MINIO_ROOT_USER", "SFTP_PASSWORD": "SFTP_USER", "NEXUS_PASSWORD": "NEXUS_USER",
              "MONGO_INITDB_ROOT_PASSWORD": "MONGO_INITDB_ROOT_USERNAME", "VPN_PASSWORD": "VPN_USER"}


def _pw_ctx(lang):
    label, wen, wko, tool = pick(PW_LABELS)
    ctx = new_ctx(lang, tool=tool)
    ctx["what_en"] = wen.format(env=ctx["env"], who=ctx["who"])
    ctx["what_ko"] = wko.format(env=ctx["env"], who=ctx["who"])
    return label, ctx


def pw_special_file(label, u, p, ctx):
    """-> (container, text, fence, file, what_en, what_ko, tool)"""
    h, db = host(ctx["env"]), pick(DBNAMES)
    r = rng.randrange(9)
    if r == 0:
        return "maven settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, p), "xml", "~/.m2/settings.xml", "the Nexus deploy password", "Nexus 배포 계정 비밀번호", "Nexus"
    if r == 1:
        return "my.cnf", "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, p, h), "ini", "~/.my.cnf", "the MySQL password", "MySQL 비밀번호", "MySQL"
    if r == 2:
        return ".netrc", "machine %s\n  login %s\n  password %s" % (h, u, p), "", "~/.netrc", "the %s login" % h, "%s 로그인 정보" % h, "netrc"
    if r == 3:
        return "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (db, u, p, h), "php", "wp-config.php", "the WordPress DB password", "워드프레스 DB 비밀번호", "WordPress"
    if r == 4:
        return "Django DATABASES", "DATABASES = {\n    \"default\": {\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"%s\",\n        \"USER\": \"%s\",\n        \"PASSWORD\": \"%s\",\n        \"HOST\": \"%s\",\n    }\n}" % (db, u, p, h), "python", "settings/%s.py" % ctx["env"], "the %s DB password" % ctx["env"], "%s DB 비밀번호" % ctx["env"], "PostgreSQL"
    if r == 5:
        return "spring datasource properties", "spring.datasource.url=jdbc:postgresql://%s:5432/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, db, u, p), "properties", "application-%s.properties" % ctx["env"], "the datasource password", "datasource 비밀번호", "PostgreSQL"
    if r == 6:
        return "tomcat-users.xml", "<tomcat-users>\n  <role rolename=\"manager-gui\"/>\n  <user username=\"%s\" password=\"%s\" roles=\"manager-gui\"/>\n</tomcat-users>" % (u, p), "xml", "conf/tomcat-users.xml", "the Tomcat manager password", "Tomcat manager 비밀번호", "Tomcat"
    if r == 7:
        return "grafana.ini", "[security]\nadmin_user = %s\nadmin_password = %s\nsecret_key = ${GF_SECRET_KEY}" % (u, p), "ini", "/etc/grafana/grafana.ini", "the Grafana admin password", "Grafana admin 비밀번호", "Grafana"
    return "Jenkins CasC", "jenkins:\n  securityRealm:\n    local:\n      allowsSignup: false\n      users:\n        - id: \"%s\"\n          password: \"%s\"" % (u, p), "yaml", "casc/jenkins.yaml", "the Jenkins admin password", "Jenkins admin 비밀번호", "Jenkins"


def s_password_config(lang):
    label, ctx = _pw_ctx(lang)
    st = pw_style_for(lang)
    _, p = password(st)
    u = username()
    if chance(0.3):
        cname, text, fence, f, wen, wko, tool = pw_special_file(label, u, p, ctx)
        ctx.update({"file": f, "what_en": wen, "what_ko": wko, "tool": tool})
        derived = []
    else:
        items = [(label, p)]
        if label in USER_LABEL:
            items.insert(0, (USER_LABEL[label], u))
        items = place(filler_items(ctx), items)
        cname, cfn = pick(KV_CONTAINERS)
        text, _d, f, fence = cfn(items, ctx)
        derived = derived_forms(items, [p])
        if f:
            ctx["file"] = f
    log = []
    value = p if p in text else ([d for d in derived if d in text] or [None])[0]
    fields, pat = compose(ctx, text, fence, value, log=log)
    return finish("secret", lang, "%s: %s password (%s)" % (cname, ctx["tool"], st), fields, [p] + derived,
                  {"vendors": [], "container": cname, "templates": log})


PROSE_PW_EN = [
    "The shared {acct} login is {u} / {p} — {who} said it's fine for the team to use it.",
    "{who} told me the {acct} password is {p} (user {u}).",
    "Logged into {acct} as {u} with password {p}; the old one from the wiki no longer works.",
    "For {acct}: username {u}, password `{p}`. It expires every 90 days.",
    "{acct} credentials from {who}: {u} and {p}.",
]
PROSE_PW_KO = [
    "{acct} 공용 계정은 {u} / {p} 이고 {who}님이 팀에서 써도 된다고 함.",
    "{who}님 말로는 {acct} 비번이 {p} 라고 함 (계정 {u}).",
    "{acct}에 {u} 계정으로 {p} 입력해서 로그인함. 위키에 있는 예전 비번은 안 됨.",
    "{acct}: 아이디 {u}, 비밀번호 `{p}`. 90일마다 만료됨.",
    "{who}님이 알려준 {acct} 계정: {u} / {p}",
]
ACCOUNTS = ["the staging admin console", "the router admin page", "the NAS", "the shared QA Apple ID",
            "the Jira service account", "the test seller account", "the Grafana viewer account",
            "the office printer admin", "the CCTV NVR", "the partner portal", "the App Store Connect test user",
            "the Windows jump host", "the iDRAC console", "the Synology DSM"]
ACCOUNTS_KO = ["스테이징 어드민 콘솔", "공유기 관리자 페이지", "NAS", "QA 공용 Apple ID", "Jira 서비스 계정",
               "테스트 판매자 계정", "Grafana 뷰어 계정", "사무실 프린터 관리자", "CCTV NVR", "파트너 포털",
               "App Store Connect 테스트 계정", "윈도우 점프 호스트", "iDRAC 콘솔", "시놀로지 DSM"]


ACCT_OPEN_EN = ["I had to log into {acct} to check why the nightly job failed.",
                "{who} asked me to change a setting in {acct}, but I had no login.",
                "QA needed a screenshot from {acct} and the shared login was not in the vault.",
                "I was locked out of {acct} after the password change last week.",
                "The vendor support ticket required me to reproduce the issue inside {acct}."]
ACCT_OPEN_KO = ["야간 잡 실패 원인 확인하려고 {acct}에 로그인해야 했음.",
                "{who}님이 {acct} 설정 하나 바꿔달라고 했는데 로그인 정보가 없었음.",
                "QA가 {acct} 스크린샷이 필요했는데 공용 로그인 정보가 볼트에 없었음.",
                "지난주 비밀번호 변경 후 {acct}에 로그인이 안 됨.",
                "벤더 지원 티켓 때문에 {acct} 안에서 문제를 재현해야 했다."]
ACCT_LESSON_EN = ["The login is shared by the whole team, so tell {who} before changing it.",
                  "Sessions in {acct} expire after 15 minutes; log in again right before the check.",
                  "Only one person can be logged into {acct} at a time.",
                  "{acct} blocks the account after five failed attempts."]
ACCT_LESSON_KO = ["팀 전체가 쓰는 공용 계정이라 바꾸기 전에 {who}님께 알릴 것.",
                  "{acct} 세션은 15분이면 만료됨. 확인 직전에 다시 로그인하기.",
                  "{acct}에는 한 번에 한 명만 로그인 가능.",
                  "{acct}는 5회 실패하면 계정이 잠김."]
WIFI_OPEN_EN = ["The new Raspberry Pi sensors in the warehouse could not join the network; provisioning needs the key.",
                "I was building the kiosk image for the {env} store and the network step failed.",
                "{who} asked me to bake the office network into the test devices' image.",
                "The IoT gateway kept dropping off; its config still had an old passphrase.",
                "Remote access to {env} goes through the office network/VPN and my device config was missing."]
WIFI_OPEN_KO = ["창고에 새로 단 라즈베리파이 센서가 네트워크에 못 붙음. 프로비저닝에 키가 필요했음.",
                "{env} 매장 키오스크 이미지 만드는 중에 네트워크 설정 단계에서 실패.",
                "{who}님이 테스트 기기 이미지에 사무실 네트워크 설정을 넣어달라고 함.",
                "IoT 게이트웨이가 계속 끊김. 설정에 예전 패스프레이즈가 남아 있었음.",
                "{env} 원격 접속은 사무실 네트워크/VPN을 거쳐야 하는데 내 기기 설정이 없었음."]


def s_password_prose(lang):
    st = pw_style_for(lang)
    _, p = password(st)
    u = pick([username(), email()])
    i = rng.randrange(len(ACCOUNTS))
    acct = ACCOUNTS_KO[i] if lang == "ko" else ACCOUNTS[i]
    ctx = new_ctx(lang, "the %s password" % ACCOUNTS[i].replace("the ", ""), acct + " 비밀번호", ACCOUNTS[i].replace("the ", "") if lang == "en" else acct)
    log = []
    sent = fill(tpick(log, "prosepw", bank(lang, PROSE_PW_EN, PROSE_PW_KO)), dict(slots_of(ctx), acct=acct, u=u, p=p))
    opener = fill(tpick(log, "acctopen", bank(lang, ACCT_OPEN_EN, ACCT_OPEN_KO)), dict(slots_of(ctx), acct=acct))
    lesson = fill(tpick(log, "acctlesson", bank(lang, ACCT_LESSON_EN, ACCT_LESSON_KO)), dict(slots_of(ctx), acct=acct))
    r = rng.random()
    if r < 0.4:
        fields = {"missing_context": opener, "lesson": sent + " " + lesson, "ask_next_time": ""}
    elif r < 0.7:
        fields = {"missing_context": opener + " " + sent, "lesson": lesson, "ask_next_time": fill(pick(bank(lang, ASK_EN, ASK_KO)), slots_of(ctx))}
    else:
        fields = {"missing_context": opener, "lesson": lesson + " " + sent,
                  "ask_next_time": fill(pick(bank(lang, ASKV_EN, ASKV_KO)), slots_of(ctx, p))}
    return finish("secret", lang, "prose: person/shared account password (%s)" % st, fields, [p],
                  {"vendors": [], "container": "prose", "templates": log})


def s_password_command(lang):
    name, text, cands = pw_command(lang)
    ctx = new_ctx(lang, "the password", "비밀번호", name.split()[0])
    ctx["what_en"] = pick(["the %s password" % ctx["env"], "the service account password", "the admin password"])
    ctx["what_ko"] = pick(["%s 비밀번호" % ctx["env"], "서비스 계정 비밀번호", "admin 비밀번호"])
    if chance(0.25):
        text = "$ " + text
    if chance(0.2):
        text = "history | tail -3\n  %d  cd /opt/%s\n  %d  %s\n  %d  history | tail -3" % (
            rng.randint(100, 999), ctx["svc"], rng.randint(100, 999), text, rng.randint(100, 999))
    log = []
    fields, pat = compose(ctx, text, "bash", cands[0], log=log)
    return finish("secret", lang, "shell: %s" % name, fields, cands, {"vendors": [], "container": "shell command", "templates": log})


def s_sql_password(lang):
    name, text, cands = sql_password(lang)
    ctx = new_ctx(lang, "the new DB user's password", "새 DB 계정 비밀번호", pick(["MySQL", "PostgreSQL", "SQL Server", "Oracle"]))
    log = []
    fields, pat = compose(ctx, text, "sql", cands[0], log=log)
    return finish("secret", lang, name, fields, cands, {"vendors": [], "container": "sql", "templates": log})


CONN_TOOL = [("postgres", "PostgreSQL", ["DATABASE_URL", "DB_URL", "SQLALCHEMY_DATABASE_URI"]),
             ("libpq", "PostgreSQL", ["PG_DSN", "DATABASE_DSN"]), ("pgpass", "PostgreSQL", ["PGPASS_LINE"]),
             ("mysql", "MySQL", ["DATABASE_URL", "MYSQL_URL"]), ("mongodb", "MongoDB", ["MONGO_URI", "MONGODB_URI"]),
             ("redis", "Redis", ["REDIS_URL", "CACHE_URL"]), ("rediss", "Redis", ["REDIS_URL", "UPSTASH_REDIS_URL"]),
             ("amqp", "RabbitMQ", ["BROKER_URL", "AMQP_URL"]), ("jdbc sqlserver", "SQL Server", ["SPRING_DATASOURCE_URL", "JDBC_URL"]),
             ("jdbc", "JDBC", ["SPRING_DATASOURCE_URL", "JDBC_URL"]), ("ado.net", "SQL Server", ["ConnectionStrings__Default", "DB_CONNECTION"]),
             ("odbc", "SQL Server", ["ODBC_CONNECTION_STRING"]), ("sqlalchemy mssql", "SQL Server", ["SQLALCHEMY_DATABASE_URI"]),
             ("clickhouse", "ClickHouse", ["CLICKHOUSE_URL"]), ("elasticsearch", "Elasticsearch", ["ELASTICSEARCH_URL"]),
             ("smtp", "SMTP", ["EMAIL_URL", "SMTP_URL"]), ("snowflake", "Snowflake", ["SNOWFLAKE_URL"]), ("oracle", "Oracle", ["ORACLE_CONN"])]


def conn_tool(name):
    for pref, tool, keys in CONN_TOOL:
        if name.startswith(pref):
            return tool, keys
    return "the database", ["DATABASE_URL"]


def s_connection_string(lang):
    name, cs, cands, info = conn_string(lang)
    tool, keys = conn_tool(name)
    ctx = new_ctx(lang, "the %s connection string" % info["env"], "%s 접속 문자열" % info["env"], tool)
    ctx["env"] = info["env"]
    r = rng.randrange(6)
    if r <= 2:
        key = pick(keys)
        items = place(filler_items(ctx), [(key, cs)])
        cname, cfn = pick(KV_CONTAINERS)
        text, _d, f, fence = cfn(items, ctx)
        derived = derived_forms(items, cands)
        if f:
            ctx["file"] = f
    elif r == 3:
        cname, fence, derived = "python code", "python", []
        text = pick(["engine = create_engine(\"%s\", pool_pre_ping=True)" % cs,
                     "client = MongoClient(\"%s\")" % cs, "conn = psycopg.connect(\"%s\")" % cs,
                     "app.config[\"SQLALCHEMY_DATABASE_URI\"] = \"%s\"" % cs])
    elif r == 4:
        cname, fence, derived = "node code", "js", []
        text = pick(["const pool = new Pool({ connectionString: '%s' });" % cs,
                     "await mongoose.connect('%s');" % cs, "const redis = new Redis('%s');" % cs])
    else:
        cname, fence, derived = "cli", "bash", []
        text = pick(["psql '%s'" % cs, "mongosh '%s'" % cs, "redis-cli -u '%s' ping" % cs,
                     "dbmate --url '%s' up" % cs, "migrate -database '%s' -path db/migrations up" % cs])
    log = []
    value = pick([c for c in cands + derived if c in text] or [None])
    fields, pat = compose(ctx, text, fence, value, log=log)
    return finish("secret", lang, "%s: connection string (%s)" % (cname, name), fields, cands + derived,
                  {"vendors": [], "container": cname, "templates": log})


def s_http_auth(lang):
    ctx = new_ctx(lang, tool=pick(["internal API", "partner API", "admin API", "legacy SOAP gateway"]))
    h = "%s.%s" % (pick(["api", "partner-api", "internal", "admin"]), pick(DOMAINS))
    path = pick(["/v1/orders?since=2025-11-01", "/v2/settlements/export", "/admin/users/%s" % digits(6), "/api/reports/daily"])
    r = rng.randrange(4)
    cands = []
    if r == 0:
        u, p = username(), password(pw_style_for(lang), avoid=":")[1]
        blob = b64((u + ":" + p).encode())
        hdr, cat = "Authorization: Basic " + blob, "Basic auth header"
        cands = [blob, p]
        ctx["what_en"], ctx["what_ko"] = "the partner API basic-auth credentials", "파트너 API basic 인증 정보"
    elif r == 1:
        t = app_jwt(big=chance(0.4))
        hdr, cat = "Authorization: Bearer " + t, "Bearer JWT"
        cands = [t]
        ctx["what_en"], ctx["what_ko"] = "the bearer token", "Bearer 토큰"
    elif r == 2:
        t = pick([R(AN, 32), R(HEXL, 48), "ak_" + R(AN, 40), "key_" + pick(["live_", "prod_"]) + R(AN, 32), b64(rbytes(30))])
        name = pick(["X-API-Key", "X-Api-Key", "api-key", "X-Auth-Token", "X-Partner-Secret", "Ocp-Apim-Subscription-Key"])
        if name == "Ocp-Apim-Subscription-Key":
            t = R(HEXL, 32)
        hdr, cat = "%s: %s" % (name, t), "API-key header (%s)" % name
        cands = [t]
        ctx["what_en"], ctx["what_ko"] = "the API key", "API 키"
    else:
        t = R(AN, 40) if chance(0.5) else "opaque_" + R(B64U, 48)
        hdr, cat = "Authorization: Token " + t, "Token auth header"
        cands = [t]
        ctx["what_en"], ctx["what_ko"] = "the service token", "서비스 토큰"
    form = rng.randrange(3)
    if form == 0:
        text, fence, cont = "curl -sS -H '%s' 'https://%s%s'" % (hdr, h, path), "bash", "curl"
    elif form == 1:
        text, fence, cont = "GET %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (path, h, hdr), "http", "raw HTTP"
    else:
        text, fence, cont = "%s WARN  [%s] upstream %s returned 401, request headers: {'%s': '%s', 'Accept': 'application/json'}" % (
            ts_iso(), ctx["svc"], h, hdr.split(": ", 1)[0], hdr.split(": ", 1)[1]), "", "log line"
    log = []
    fields, pat = compose(ctx, text, fence, cands[0], log=log)
    if r == 0 and chance(0.4):   # decoded pair also written in prose
        fields["lesson"] += bank(lang, " (decoded it is %s:%s)" % (u, p), " (디코딩하면 %s:%s)" % (u, p))
    return finish("secret", lang, "%s: %s" % (cont, cat), fields, cands, {"vendors": [], "container": cont, "templates": log})


def s_cookie(lang):
    name, cname, v, cands = cookie_item()
    ctx = new_ctx(lang, "the %s session cookie" % cname, "%s 세션 쿠키" % cname, pick(["admin panel", "back office", "seller center"]))
    h = "%s.%s" % (pick(["admin", "backoffice", "seller", "cms"]), pick(DOMAINS))
    r = rng.randrange(5)
    if r == 0:
        text, cont, fence = "curl 'https://%s/api/orders/export?from=2025-10-01' \\\n  -H 'accept: application/json' \\\n  -b '%s=%s; lang=ko'" % (h, cname, v), "curl -b", "bash"
    elif r == 1:
        text, cont, fence = "GET /admin/reports HTTP/2\nHost: %s\nCookie: %s=%s; _ga=GA1.1.%s.%s\nUser-Agent: Mozilla/5.0" % (h, cname, v, digits(9), unix_ts()), "raw HTTP Cookie header", "http"
    elif r == 2:
        text, cont, fence = "%s INFO  response headers: Set-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (ts_iso(), cname, v), "Set-Cookie log", ""
    elif r == 3:
        text, cont, fence = "# Netscape HTTP Cookie File\n.%s\tTRUE\t/\tTRUE\t%s\t%s\t%s" % (h.split(".", 1)[1], unix_ts(), cname, v), "cookies.txt", ""
    else:
        text, cont, fence = "python: session.cookies.set(\"%s\", \"%s\", domain=\"%s\")" % (cname, v, h), "requests cookie jar", "python"
    log = []
    fields, pat = compose(ctx, text, fence, v, log=log)
    return finish("secret", lang, "%s: %s" % (cont, name), fields, cands, {"vendors": [], "container": cont, "templates": log})


def s_signed_url(lang):
    name, url, cands = signed_url()
    ctx = new_ctx(lang, "the signed download link", "서명된 다운로드 링크", name.split()[0])
    r = rng.randrange(3)
    if r == 0:
        text, cont = url, "bare URL"
    elif r == 1:
        text, cont = "wget -O report.csv '%s'" % url, "wget"
    else:
        text, cont = "[%s] %s: 고객사에 보낸 링크 %s" % (hhmm(), ctx["who"], url) if lang == "ko" else \
            "[%s] %s: link I sent to the customer %s" % (hhmm(), ctx["who"], url), "chat message"
    log = []
    fields, pat = compose(ctx, text, "", None, pattern=pick(["A", "B", "C", "H"]), log=log)
    return finish("secret", lang, "%s: %s" % (cont, name), fields, cands, {"vendors": [], "container": cont, "templates": log})


def s_webhook(lang):
    name, url, cands, vendor = webhook_url()
    ctx = new_ctx(lang, "the %s webhook URL" % vendor, "%s 웹훅 URL" % vendor, vendor)
    r = rng.randrange(5)
    if "\n" in url:
        text, cont, fence = url, "yaml-ish config", "yaml"
    elif r == 0:
        key = pick(["SLACK_WEBHOOK_URL", "ALERT_WEBHOOK", "NOTIFY_URL", "WEBHOOK_URL", "DEPLOY_HOOK"])
        items = place(filler_items(ctx), [(key, url)])
        cont, cfn = pick(KV_CONTAINERS)
        text, _d, f, fence = cfn(items, ctx)
        cands = cands + derived_forms(items, cands)
        if f:
            ctx["file"] = f
    elif r == 1:
        text, cont, fence = "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy %s done\"}' %s" % (ctx["svc"], url), "curl", "bash"
    elif r == 2:
        text, cont, fence = "receivers:\n  - name: %s-oncall\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % (ctx["svc"], url), "alertmanager.yml", "yaml"
    elif r == 3:
        text, cont, fence = "requests.post(\"%s\", json={\"text\": msg}, timeout=5)" % url, "python", "python"
    else:
        text, cont, fence = url, "bare URL", ""
    log = []
    fields, pat = compose(ctx, text, fence, None, log=log)
    return finish("secret", lang, "%s: %s" % (cont, name), fields, cands, {"vendors": [vendor], "container": cont, "templates": log})


KEY_PROSE_EN = ["The deploy key for {svc} was not in the runbook; {who} pasted the private key so I could push the hotfix.",
                "CI could not clone the private submodule; the job uses a key that only lived on {who}'s machine.",
                "JWT signing on {env} failed after the move; the signing key had to be copied from the old host.",
                "The SFTP partner requires key auth and nobody knew where the key for {env} was."]
KEY_PROSE_KO = ["{svc} 배포 키가 런북에 없어서 {who}님이 핫픽스 push 하라고 개인 키를 붙여줌.",
                "CI에서 private 서브모듈 clone이 실패함. {who}님 PC에만 있던 키를 쓰고 있었음.",
                "서버 이전 후 {env}에서 JWT 서명이 실패함. 예전 호스트에서 서명 키를 복사해야 했다.",
                "파트너사 SFTP가 키 인증만 허용하는데 {env}용 키가 어디 있는지 아무도 몰랐음."]


def s_pem_key(lang):
    ctx = new_ctx(lang, "the private key", "개인 키", pick(["ssh", "git", "JWT signer", "SFTP"]))
    r = rng.random()
    log = []
    if r < 0.15:
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + \
            bytes([rng.randrange(0xc0, 0x100)]) + rbytes(1190)
        lines = wrap(b64(der), 64)[:rng.randint(2, 3)]
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)"
        proj = pick(DBNAMES) + "-" + pick(["prod", "stg"]) + "-" + digits(6)
        text = json.dumps({"type": "service_account", "project_id": proj, "private_key_id": R(HEXL, 40),
                           "private_key": "@@PK@@", "client_email": "deployer@%s.iam.gserviceaccount.com" % proj,
                           "client_id": digits(21)}, indent=2).replace("@@PK@@", pk)
        name, cands, cont = "GCP service account JSON (private_key)", lines, "service-account.json"
    else:
        name, text, cands = pick(PRIVATE_KEYS)()
        cont = pick(["id_ed25519", "deploy key", "jwt signing key", "sftp key", "pasted PEM"])
    sl = slots_of(ctx)
    opener = fill(tpick(log, "keyprose", bank(lang, KEY_PROSE_EN, KEY_PROSE_KO)), sl)
    lesson = fill(tpick(log, "lesson", bank(lang, LESSON_EN, LESSON_KO)), sl)
    path = pick(["~/.ssh/id_ed25519", "deploy/keys/%s.pem" % ctx["svc"], "/etc/%s/jwt-signing.key" % ctx["svc"], "secrets/sftp_%s" % ctx["env"]])
    if chance(0.5):
        mc = opener + "\n" + bank(lang, "Contents of %s:" % path, "%s 내용:" % path) + "\n" + text
        ls = lesson + bank(lang, " Permissions must be 0600 or ssh ignores the key.", " 권한이 0600이 아니면 ssh가 키를 무시함.")
    else:
        mc = opener
        ls = bank(lang, "Key (%s):\n" % path, "키 (%s):\n" % path) + text + "\n" + lesson
    fields = {"missing_context": mc, "lesson": ls, "ask_next_time": fill(pick(bank(lang, ASK_EN, ASK_KO)), sl)}
    return finish("secret", lang, "%s: %s" % (cont, name), fields, cands, {"vendors": [], "container": cont, "templates": log})


def s_totp(lang):
    name, text, cands, issuer = totp_item(lang)
    ctx = new_ctx(lang, "the %s 2FA seed" % issuer, "%s 2FA 시드" % issuer, issuer)
    sl = slots_of(ctx)
    log = []
    intro = bank(lang, pick(["The shared %s admin account has MFA; the setup key is needed to generate codes on the CI box." % issuer,
                             "%s MFA blocked the release script; {who} exported the TOTP secret for the shared account." % issuer,
                             "To log into the shared %s account I needed the 2FA seed, which {who} had." % issuer]),
                 pick(["%s 공용 관리자 계정에 MFA가 걸려 있어서 CI 서버에서 코드 생성하려면 설정 키가 필요했음." % issuer,
                       "%s MFA 때문에 릴리스 스크립트가 막힘. {who}님이 공용 계정 TOTP 시크릿을 넘겨줌." % issuer,
                       "공용 %s 계정 로그인하려면 2FA 시드가 필요했는데 {who}님이 갖고 있었음." % issuer])).format(**sl)
    log.append("totp-intro")
    lesson = bank(lang, "Codes are generated from this seed:\n", "이 시드로 코드 생성:\n") + text
    if chance(0.5):
        fields = {"missing_context": intro, "lesson": lesson, "ask_next_time": fill(pick(bank(lang, ASK_EN, ASK_KO)), sl)}
    else:
        fields = {"missing_context": intro + "\n" + text, "lesson": fill(pick(bank(lang, LESSON_EN, LESSON_KO)), sl),
                  "ask_next_time": bank(lang, "Should the seed %s move to the vault?" % cands[0],
                                        "시드 %s 볼트로 옮길까요?" % cands[0]) if chance(0.4) else ""}
    return finish("secret", lang, "2FA: TOTP seed (%s)" % name, fields, cands, {"vendors": [issuer], "container": name, "templates": log})


def s_recovery(lang):
    name, label, text, codes = recovery_codes()
    ctx = new_ctx(lang, "the recovery codes", "복구 코드", name.split()[0])
    sl = slots_of(ctx)
    intro = bank(lang, "{who} lost their phone and got locked out of the shared account; we used the saved %s." % label,
                 "{who}님이 폰을 잃어버려 공용 계정이 잠김. 저장해 둔 %s 사용함." % label).format(**sl)
    lesson = bank(lang, "Remaining codes (%s):\n" % label, "남은 코드 (%s):\n" % label) + text
    fields = {"missing_context": intro, "lesson": lesson,
              "ask_next_time": bank(lang, "Should I regenerate the codes now that %s was used?" % codes[0],
                                    "%s 사용했으니 코드 재발급할까요?" % codes[0]) if chance(0.4) else fill(pick(bank(lang, ASK_EN, ASK_KO)), sl)}
    if chance(0.4):
        fields["missing_context"], fields["lesson"] = intro + "\n" + text, fill(pick(bank(lang, LESSON_EN, LESSON_KO)), sl)
    return finish("secret", lang, "recovery codes: %s" % name, fields, codes, {"vendors": [], "container": "list", "templates": ["recovery"]})


def s_pin(lang):
    name, label, v = pin_item(lang)
    ctx = new_ctx(lang, "the " + label, label, name)
    sl = slots_of(ctx)
    sent_en = pick(["The %s for the test device in the lab is %s." % (label, v),
                    "{who} gave me the %s: %s (do not lose it, three wrong tries locks it)." % (label, v),
                    "%s = %s" % (label, v)])
    sent_ko = pick(["랩 테스트 기기 %s는 %s 임." % (label, v),
                    "{who}님이 알려준 %s: %s (세 번 틀리면 잠김)." % (label, v),
                    "%s = %s" % (label, v)])
    sent = bank(lang, sent_en, sent_ko).format(**sl)
    mc = bank(lang, "The release build has to be signed on the hardware token in the lab, which was locked.",
              "릴리스 빌드는 랩에 있는 하드웨어 토큰으로 서명해야 하는데 잠겨 있었음.") if "YubiKey" in name or "management" in name else \
        bank(lang, "I needed physical access to the test device / room for the on-site check.",
             "현장 점검 때문에 테스트 기기/장비실에 직접 접근해야 했음.")
    fields = {"missing_context": mc, "lesson": sent, "ask_next_time": ""}
    if chance(0.3):
        fields["ask_next_time"] = bank(lang, "Is %s still the %s?" % (v, label), "%s 아직 %s 맞나요?" % (label, v))
    return finish("secret", lang, "PIN/code: %s" % name, fields, [v], {"vendors": [], "container": "prose", "templates": ["pin"]})


def s_wifi(lang):
    if chance(0.25):
        priv = wireguard_private()
        pub = b64(rbytes(32))
        text = "[Interface]\nPrivateKey = %s\nAddress = 10.%d.0.%d/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            priv, rng.randint(6, 9), rng.randint(2, 200), pub, pick(DOMAINS))
        name, cands, what = "WireGuard config PrivateKey", [priv], ("the WireGuard private key", "WireGuard 개인 키")
        fence = "ini"
    else:
        name, text, cands, ssid = wifi_item(lang)
        what = ("the %s Wi-Fi key" % ssid, "%s 와이파이 비번" % ssid)
        fence = ""
    ctx = new_ctx(lang, what[0], what[1], "Wi-Fi")
    log = []
    fields, pat = compose(ctx, text, fence, cands[0], pattern=pick(["A", "B", "C", "D", "E"]), log=log,
                          open_bank=("wifiopen", WIFI_OPEN_EN, WIFI_OPEN_KO))
    return finish("secret", lang, "network: %s" % name, fields, cands, {"vendors": [], "container": name, "templates": log})


def s_split(lang):
    if chance(0.5):
        c = next_vendor()()
        sec = secrets_of(c)
        v = sec[0]
        ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
        cat, vendors = "split fields: %s %s" % (c["vendor"], c["ctype"]), [c["vendor"]]
    else:
        label, ctx = _pw_ctx(lang)
        v = password(pw_style_for(lang))[1]
        cat, vendors = "split fields: %s password" % ctx["tool"], []
    log = []
    if chance(0.7):
        fields, pat = compose(ctx, v, "", v, pattern="F", log=log)
    else:   # label at the end of the lesson, bare value as the question
        sl = slots_of(ctx, v)
        fields = {"missing_context": fill(tpick(log, "open", bank(lang, OPEN_EN, OPEN_KO)), sl),
                  "lesson": fill(pick(bank(lang, LESSON_EN, LESSON_KO)), sl) + bank(lang, " {What} (value in the next field):", " {what} (값은 다음 필드):").format(**sl),
                  "ask_next_time": v}
        log.append("split-ask")
    return finish("secret", lang, cat, fields, [v], {"vendors": vendors, "container": "split", "templates": log})


CHAT_EN = ["can you paste {what}?", "{What}: {v}", "thx, trying now", "works 👍", "pls don't commit it lol",
           "it's {v} — copy it exactly", "still 401?", "nvm typo on my side"]
CHAT_KO = ["{what} 좀 붙여주실 수 있나요?", "{what}: {v}", "감사합니다 지금 해볼게요", "됐어요 👍", "커밋은 하지 마세요 ㅋㅋ",
           "{v} 이거예요 그대로 복사하세요", "아직 401 나요?", "아 제 오타였네요"]


def s_chat(lang):
    if chance(0.5):
        c = next_vendor()()
        v = secrets_of(c)[0]
        ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
        cat, vendors = "chat transcript: %s %s" % (c["vendor"], c["ctype"]), [c["vendor"]]
    else:
        label, ctx = _pw_ctx(lang)
        v = password(pw_style_for(lang))[1]
        cat, vendors = "chat transcript: %s password" % ctx["tool"], []
    sl = slots_of(ctx, v)
    me = "me" if lang == "en" else "나"
    lines = ["[%s] %s: %s" % (hhmm(), me, fill(bank(lang, CHAT_EN, CHAT_KO)[0], sl)),
             "[%s] %s: %s" % (hhmm(), ctx["who"], fill(pick([bank(lang, CHAT_EN, CHAT_KO)[1], bank(lang, CHAT_EN, CHAT_KO)[5]]), sl)),
             "[%s] %s: %s" % (hhmm(), me, fill(bank(lang, CHAT_EN, CHAT_KO)[2], sl)),
             "[%s] %s: %s" % (hhmm(), ctx["who"], fill(pick(bank(lang, CHAT_EN, CHAT_KO)[4:]), sl).replace(v, "").strip() or "ok")]
    times = sorted(hhmm() for _ in range(4))
    lines = ["[%s]%s" % (t, ln.split("]", 1)[1]) for t, ln in zip(times, lines)]
    text = "\n".join(lines[:rng.randint(2, 4)])
    log = []
    fields, pat = compose(ctx, text, "", v, pattern=pick(["A", "A", "B", "H", "D"]), log=log)
    return finish("secret", lang, cat, fields, [v], {"vendors": vendors, "container": "chat", "templates": log})


def s_jwt_long(lang):
    t = app_jwt(big=True)
    ctx = new_ctx(lang, "the admin bearer token", "admin Bearer 토큰", pick(["admin API", "GraphQL gateway"]))
    r = rng.randrange(3)
    if r == 0:
        text, cont, fence = "ACCESS_TOKEN=%s" % t, ".env", ""
    elif r == 1:
        text, cont, fence = "localStorage.setItem('access_token', '%s')" % t, "devtools console", "js"
    else:
        text, cont, fence = json.dumps({"access_token": t, "token_type": "Bearer", "expires_in": 3600}, indent=2), "token response", "json"
    log = []
    fields, pat = compose(ctx, text, fence, None, pattern=pick(["A", "B", "C", "H"]), log=log)
    return finish("secret", lang, "%s: long JWT access token" % cont, fields, [t], {"vendors": [], "container": cont, "templates": log})


def s_stack_trace(lang):
    ctx = new_ctx(lang, "the DB credentials", "DB 접속 정보", "DB")
    r = rng.randrange(4)
    if r < 2:
        name, cs, cands, info = conn_string(lang)
        ctx["env"] = info["env"]
        ctx["tool"] = conn_tool(name)[0]
        if r == 0:
            text = ("Traceback (most recent call last):\n  File \"/app/%s/db.py\", line %d, in connect\n    engine = create_engine(settings.DATABASE_URL)\n"
                    "  File \"/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/create.py\", line 552, in create_engine\n"
                    "sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string '%s'" % (ctx["svc"].replace("-", "_"), rng.randint(10, 200), cs))
            cont = "python traceback"
        else:
            text = ("Error: connect ETIMEDOUT %s:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n"
                    "  errno: -110,\n  code: 'ETIMEDOUT',\n  config: { connectionString: '%s', max: 10 }\n}" % (info["host"], cs))
            cont = "node error"
        vendors = []
    else:
        c = next_vendor()()
        cands = secrets_of(c)
        v = cands[0]
        ctx.update({"what_en": c["what_en"], "what_ko": c["what_ko"], "tool": c["vendor"]})
        env0 = c["items"][[it["value"] for it in c["items"]].index(v)]["env"]
        if r == 2:
            text = ("Exception in thread \"main\" com.acme.client.AuthException: 401 from %s (key=%s)\n"
                    "\tat com.acme.client.%sClient.call(%sClient.java:%d)\n\tat com.acme.jobs.SyncJob.run(SyncJob.java:%d)\n"
                    "\tat java.base/java.lang.Thread.run(Thread.java:1583)" % (c["vendor"], v, pascal(ctx["svc"].replace("-", "_")),
                                                                               pascal(ctx["svc"].replace("-", "_")), rng.randint(40, 300), rng.randint(20, 90)))
            cont = "java stack trace"
        else:
            text = ("panic: %s: unauthorized\n\ngoroutine 1 [running]:\nmain.mustConfig(...)\n\t/src/cmd/%s/main.go:%d\n"
                    "main.main()\n\t/src/cmd/%s/main.go:%d +0x1a5\n\nenv at start: %s=%s APP_ENV=%s" % (
                        c["vendor"], ctx["svc"], rng.randint(30, 90), ctx["svc"], rng.randint(10, 29), env0, v, ctx["env"]))
            cont = "go panic"
        vendors = [c["vendor"]]
    log = []
    fields, pat = compose(ctx, text, "", None, pattern=pick(["A", "B", "H", "C"]), log=log)
    return finish("secret", lang, "%s: credential in error output" % cont, fields, cands, {"vendors": vendors, "container": cont, "templates": log})


def s_diff(lang):
    vfn = None
    if chance(0.6):
        vfn = next_vendor()
        c = vfn()
        it = [x for x in c["items"] if x["secret"]][0]
        key, v, vendors = it["env"], it["value"], [c["vendor"]]
        ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
    else:
        key, ctx = _pw_ctx(lang)
        v, vendors = password(pw_style_for(lang), avoid=" ")[1], []
    f = pick([".env.production", "config/settings.yaml", "docker-compose.yml", "src/config.ts"])
    ctx["file"] = f
    fill_ = filler_items(ctx, 2)
    ctxline = "%s=%s" % fill_[0] if fill_ else "LOG_LEVEL=info"
    mode = rng.randrange(3)
    if mode == 0:     # secret removed, replaced by reference
        body = "-%s=%s\n+%s=${%s}" % (key, v, key, key)
        desc = bank(lang, "The cleanup commit (still in history):", "정리 커밋 (히스토리에 남아 있음):")
    elif mode == 1:   # secret accidentally added
        body = "+%s=%s" % (key, v)
        desc = bank(lang, "The diff that got pushed:", "push 된 diff:")
    else:             # rotated: old and new value
        if vfn is not None:
            c2 = vfn()
            v2 = [x["value"] for x in c2["items"] if x["env"] == key][0]
        else:
            v2 = password(pw_style_for(lang), avoid=" ")[1]
        body = "-%s=%s\n+%s=%s" % (key, v, key, v2)
        desc = bank(lang, "Rotation diff:", "교체 diff:")
    text = "diff --git a/%s b/%s\nindex %s..%s 100644\n--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,3 @@\n %s\n%s" % (
        f, f, R(HEXL, 7), R(HEXL, 7), f, f, rng.randint(1, 40), rng.randint(1, 40), ctxline, body)
    cands = [v] + ([v2] if mode == 2 else [])
    log = []
    sl = slots_of(ctx)
    opener = fill(tpick(log, "open", bank(lang, OPEN_EN, OPEN_KO)), sl)
    fields = {"missing_context": opener + " " + desc + "\n```diff\n" + text + "\n```",
              "lesson": fill(tpick(log, "lesson", bank(lang, LESSON_EN, LESSON_KO)), sl) + bank(lang, " Removing a value in a later commit does not remove it from git history.", " 나중 커밋에서 지워도 git 히스토리에는 남는다."),
              "ask_next_time": fill(pick(bank(lang, ASK_EN, ASK_KO)), sl)}
    return finish("secret", lang, "diff: %s committed" % key, fields, cands, {"vendors": vendors, "container": "diff", "templates": log})


def app_secret_item():
    r = rng.randrange(8)
    if r == 0:
        v = R(LO + DG + "!@#%^&*(-_=+)", 50); return "Django SECRET_KEY", "SECRET_KEY", v
    if r == 1:
        v = R(HEXL, 128); return "Rails secret_key_base", "SECRET_KEY_BASE", v
    if r == 2:
        v = "base64:" + b64(rbytes(32)); return "Laravel APP_KEY", "APP_KEY", v
    if r == 3:
        v = b64(rbytes(32)); return "NextAuth secret", "NEXTAUTH_SECRET", v
    if r == 4:
        v = R(AN, pick([32, 48, 64])); return "JWT HMAC secret", "JWT_SECRET", v
    if r == 5:
        v = b64url(rbytes(32), pad=True); return "Fernet key", "FERNET_KEY", v
    if r == 6:
        v = R(HEXL, 64); return "AES-256 data key (hex)", "DATA_ENCRYPTION_KEY", v
    v = R(HEXL, 64); return "Flask SECRET_KEY", "FLASK_SECRET_KEY", v


def s_app_secret(lang):
    name, key, v = app_secret_item()
    ctx = new_ctx(lang, "the %s" % name, name, name.split()[0])
    items = place(filler_items(ctx), [(key, v)])
    cname, cfn = pick(KV_CONTAINERS)
    text, _d, f, fence = cfn(items, ctx)
    derived = derived_forms(items, [v])
    if f:
        ctx["file"] = f
    log = []
    fields, pat = compose(ctx, text, fence, v if v in text else None, log=log)
    return finish("secret", lang, "%s: %s" % (cname, name), fields, [v] + derived, {"vendors": [], "container": cname, "templates": log})


# --------------------------------------------------------------------------------------------
# CLEAN material: looks risky, contains no credential
# --------------------------------------------------------------------------------------------
def vendor_prefix(v):
    """Documented prefix of a token (up to the last '_' / '-' / '.' in its first 16 chars)."""
    head = v[:16]
    cut = max(head.rfind("_"), head.rfind("-"), head.rfind("."))
    return v[:cut + 1] if cut >= 2 else ""


def placeholder_for(env, value):
    pref = vendor_prefix(value)
    r = rng.randrange(11)
    if r == 0 and pref:
        return pref + pick("xX") * max(8, len(value) - len(pref))
    if r == 1 and pref:
        return pref + "..."
    if r == 2:
        return "<your-%s>" % kebab(env)
    if r == 3:
        return "YOUR_%s_HERE" % env
    if r == 4:
        return pick(["REPLACE_ME", "CHANGE_ME_BEFORE_DEPLOY", "TODO", "<redacted>", "[REDACTED]", "xxx"])
    if r == 5:
        return "<%s>" % env.lower()
    if r == 6 and pref:
        return pref + "<redacted>"
    if r == 7:
        return "dummy-%s-for-tests" % kebab(env).split("-")[0]
    if r == 8:
        return pick(["0000000000000000", "00000000-0000-0000-0000-000000000000", "test", "fake"])
    if r == 9:
        return "{{ %s }}" % env.lower()
    return "..."


ENVREF_STYLES = [
    ("shell ${VAR}", lambda e: "${%s}" % e), ("shell $VAR", lambda e: "$" + e),
    ("GitHub Actions secrets", lambda e: "${{ secrets.%s }}" % e), ("GitLab CI $VAR", lambda e: "$%s" % e),
    ("Azure Pipelines $(VAR)", lambda e: "$(%s)" % e), ("Helm/Go template", lambda e: "{{ .Values.secrets.%s }}" % camel(e)),
    ("Spring placeholder", lambda e: "${%s:}" % e), ("Windows %VAR%", lambda e: "%%%s%%" % e),
    ("1Password op:// ref", lambda e: "op://%s/%s/credential" % (pick(["Prod", "Infra", "Shared"]), kebab(e))),
    ("Vault template", lambda e: "{{ with secret \"secret/data/%s\" }}{{ .Data.data.%s }}{{ end }}" % (pick(DBNAMES), e.lower())),
    ("AWS SSM parameter ref", lambda e: "{{resolve:ssm-secure:/%s/%s}}" % (pick(ENVS), e.lower())),
    ("Secrets Manager ARN", lambda e: "arn:aws:secretsmanager:%s:%s:secret:%s/%s-%s" % (pick(REGIONS), digits(12), pick(ENVS), kebab(e), R(AN, 6))),
    ("Doppler ref", lambda e: "${{ doppler.%s }}" % e), ("docker secret file", lambda e: "/run/secrets/%s" % e.lower()),
    ("Ansible lookup", lambda e: "{{ lookup('env', '%s') }}" % e), ("ERB ENV", lambda e: "<%%= ENV['%s'] %%>" % e),
]


def envref_code(env):
    return pick([
        ("Python os.environ", "api_key = os.environ[\"%s\"]" % env),
        ("Node process.env", "const key = process.env.%s ?? '';" % env),
        ("Go os.Getenv", "key := os.Getenv(\"%s\")" % env),
        ("Java System.getenv", "String key = System.getenv(\"%s\");" % env),
        ("Rust env::var", "let key = std::env::var(\"%s\").expect(\"%s not set\");" % (env, env)),
        ("Ruby ENV.fetch", "key = ENV.fetch(\"%s\")" % env),
        ("PHP getenv", "$key = getenv('%s');" % env),
        ("k8s secretKeyRef", "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: %s" % (env, kebab(env).split("-")[0] + "-credentials", env.lower())),
        ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: %s\n      remoteRef:\n        key: %s/%s\n        property: %s" % (env, pick(ENVS), pick(DBNAMES), env.lower())),
        ("terraform data source", "data \"aws_secretsmanager_secret_version\" \"%s\" {\n  secret_id = \"%s/%s\"\n}\n\nlocals {\n  %s = jsondecode(data.aws_secretsmanager_secret_version.%s.secret_string)[\"%s\"]\n}" % (env.lower(), pick(ENVS), kebab(env), env.lower(), env.lower(), env.lower())),
    ])


SECRET_CLI = [
    lambda e: "vault kv get -field=%s secret/%s/%s" % (e.lower(), pick(ENVS), pick(DBNAMES)),
    lambda e: "aws secretsmanager get-secret-value --secret-id %s/%s --query SecretString --output text" % (pick(ENVS), kebab(e)),
    lambda e: "aws ssm get-parameter --name /%s/%s --with-decryption --query Parameter.Value --output text" % (pick(ENVS), e.lower()),
    lambda e: "gcloud secrets versions access latest --secret=%s" % kebab(e),
    lambda e: "az keyvault secret show --vault-name kv-%s --name %s --query value -o tsv" % (pick(ENVS), kebab(e)),
    lambda e: "op read \"op://%s/%s/credential\"" % (pick(["Prod", "Infra"]), kebab(e)),
    lambda e: "doppler secrets get %s --plain" % e,
    lambda e: "kubectl -n %s get secret %s -o jsonpath='{.data.%s}' | base64 -d" % (pick(ENVS), kebab(e).split("-")[0] + "-creds", e.lower()),
    lambda e: "export %s=$(security find-generic-password -s %s -w)" % (e, kebab(e)),
    lambda e: "%s=$(pass show %s/%s) ./run.sh" % (e, pick(ENVS), kebab(e)),
]


def masked_value(env, value):
    pref = vendor_prefix(value)
    r = rng.randrange(8)
    if r == 0:
        return "*" * rng.randint(8, 16)
    if r == 1:
        return (pref or "") + "•" * 12 + value[-4:]
    if r == 2:
        return (pref or "") + "****" + value[-4:]
    if r == 3:
        return "***"
    if r == 4:
        return "[MASKED]"
    if r == 5:
        return "(sensitive)"
    if r == 6:
        return (pref or value[:2]) + "…" + value[-4:]
    return "<hidden>"


def masked_output(lang):
    """Tool output that masks credentials.  -> (name, text)"""
    r = rng.randrange(10)
    if r == 0:
        return "aws configure list", ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                                      "   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                                      "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config"
                                      % (pick(["default", "prod", "ci"]), R(B32, 4), R(B64, 4), pick(REGIONS)))
    if r == 1:
        return "gh auth status", ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                                  "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(ROMAN).replace(".", "-"))
    if r == 2:
        return "kubectl describe secret", ("Name:         %s-credentials\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\napi-key:   %d bytes"
                                           % (svc_name(), pick(ENVS), rng.randint(16, 40), rng.randint(3, 12), rng.randint(32, 64)))
    if r == 3:
        return "terraform plan", ("  # aws_db_instance.%s will be updated in-place\n  ~ resource \"aws_db_instance\" \"%s\" {\n        id       = \"%s-%s\"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }\n\nPlan: 0 to add, 1 to change, 0 to destroy."
                                  % ((pick(DBNAMES),) * 2 + (pick(DBNAMES), pick(ENVS))))
    if r == 4:
        return "GitHub Actions log", ("Run ./scripts/deploy.sh\n  env:\n    AWS_REGION: %s\n    AWS_ACCESS_KEY_ID: ***\n    AWS_SECRET_ACCESS_KEY: ***\n    SLACK_WEBHOOK_URL: ***\n+ curl -fsS -H 'Authorization: Bearer ***' https://api.%s/v1/deploys"
                                      % (pick(REGIONS), pick(DOMAINS)))
    if r == 5:
        return "npm config list", ("; \"user\" config from /home/%s/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n@acme:registry = \"https://npm.pkg.github.com\"\n\n; node bin location = /usr/local/bin/node"
                                   % pick(ROMAN).replace(".", ""))
    if r == 6:
        return "op item get", ("ID:          %s\nTitle:       %s prod DB\nVault:       Infra (%s)\nFields:\n  username:    %s\n  password:    [use 'op item get %s --reveal' to reveal]"
                               % (R(ALNUM_LO, 26), svc_name(), R(ALNUM_LO, 26), username(), R(ALNUM_LO, 26)))
    if r == 7:
        return "vercel env ls", ("> Environment Variables found for acme/%s\n\n name                 value               environments        created\n DATABASE_URL         Encrypted           Production          %dd ago\n STRIPE_SECRET_KEY    Encrypted           Production, Preview %dd ago"
                                 % (svc_name(), rng.randint(2, 90), rng.randint(2, 90)))
    if r == 8:
        return "heroku config (masked by script)", "=== %s Config Vars\nDATABASE_URL:      postgres://%s:%s@%s:5432/%s\nSENDGRID_API_KEY:  %s\nSTRIPE_SECRET_KEY: %s\nWEB_CONCURRENCY:   %d" % (
            svc_name(), R(ALNUM_LO, 14), pick(["****", "********", "[masked]"]), "ec2-%d-%d-%d-%d.compute-1.amazonaws.com" % tuple(rng.randint(3, 250) for _ in range(4)),
            R(ALNUM_LO, 14), masked_value("SENDGRID_API_KEY", "SG." + R(B64U, 22) + "." + R(B64U, 43)), masked_value("STRIPE_SECRET_KEY", "sk_live_" + R(AN, 24)), rng.randint(2, 8))
    return "docker login output", ("WARNING! Your password will be stored unencrypted in /home/%s/.docker/config.json.\nConfigure a credential helper to remove this warning. See\nhttps://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded"
                                   % pick(ROMAN).replace(".", ""))


def hash_item():
    r = rng.randrange(11)
    if r == 0:
        files = ["%s-%s-linux-amd64.tar.gz" % (pick(["terraform", "helm", "kubectl", "vault", "sops"]), "1.%d.%d" % (rng.randint(0, 30), rng.randint(0, 9))),
                 "checksums.txt", "%s.zip" % svc_name()]
        return "sha256sum output", "\n".join("%s  %s" % (R(HEXL, 64), f) for f in files[:rng.randint(1, 3)])
    if r == 1:
        return "image digest", "image: %s.dkr.ecr.%s.amazonaws.com/%s@sha256:%s" % (digits(12), pick(REGIONS), svc_name(), R(HEXL, 64))
    if r == 2:
        return "git log --oneline", "\n".join("%s %s" % (R(HEXL, 7), pick(["fix: retry on 429", "chore: bump deps", "feat: add refund endpoint", "revert: rollback config", "ci: cache pnpm store", "docs: update runbook"])) for _ in range(rng.randint(3, 6)))
    if r == 3:
        return "git rev-parse", "$ git rev-parse HEAD\n%s\n$ git describe --tags\nv%d.%d.%d-%d-g%s" % (R(HEXL, 40), rng.randint(0, 5), rng.randint(0, 30), rng.randint(0, 9), rng.randint(1, 40), R(HEXL, 7))
    if r == 4:
        return "package-lock integrity", "\"node_modules/%s\": {\n  \"version\": \"%d.%d.%d\",\n  \"resolved\": \"https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz\",\n  \"integrity\": \"sha512-%s==\"\n}" % (
            ("left-pad",) + (rng.randint(1, 9), rng.randint(0, 20), rng.randint(0, 9)) + ("left-pad", "left-pad") + (rng.randint(1, 9), rng.randint(0, 20), rng.randint(0, 9)) + (R(B64, 86),))
    if r == 5:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/net", "github.com/jackc/pgx/v5", "go.uber.org/zap"])
        ver = "v1.%d.%d" % (rng.randint(0, 40), rng.randint(0, 9))
        return "go.sum", "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (mod, ver, R(B64, 43), mod, ver, R(B64, 43))
    if r == 6:
        return "pip --hash", "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (R(HEXL, 64), R(HEXL, 64))
    if r == 7:
        return "SRI hash", "<script src=\"https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % R(B64, 64)
    if r == 8:
        return "S3 ETag / md5", "{\n  \"ETag\": \"\\\"%s\\\"\",\n  \"ContentLength\": %d,\n  \"VersionId\": \"%s\"\n}" % (R(HEXL, 32), rng.randint(1000, 10 ** 7), R(B64U, 32))
    if r == 9:
        return "Cargo.lock checksum", "[[package]]\nname = \"serde\"\nversion = \"1.0.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (rng.randint(180, 215), R(HEXL, 64))
    return "helm chart digest", "Pulled: registry-1.docker.io/bitnamicharts/postgresql:%d.%d.%d\nDigest: sha256:%s" % (rng.randint(12, 16), rng.randint(0, 9), rng.randint(0, 9), R(HEXL, 64))


def ids_item():
    r = rng.randrange(9)
    t = ts_iso()
    if r == 0:
        return "request ids in logs", "\n".join("%s ERROR [%s] request_id=%s trace_id=%s upstream timeout after 3000ms" % (ts_iso(), svc_name(), uuid4(), R(HEXL, 32)) for _ in range(rng.randint(2, 3)))
    if r == 1:
        return "traceparent header", "traceparent: 00-%s-%s-01\nx-request-id: %s" % (R(HEXL, 32), R(HEXL, 16), uuid4())
    if r == 2:
        return "AWS request id", "An error occurred (ThrottlingException) when calling the PutRecords operation (reached max retries: 4): Rate exceeded\nRequestId: %s\nX-Amzn-Trace-Id: Root=1-%s-%s" % (uuid4(), R(HEXL, 8), R(HEXL, 24))
    if r == 3:
        return "Stripe request id", "{\n  \"error\": {\n    \"code\": \"resource_missing\",\n    \"message\": \"No such payment_intent: 'pi_%s'\",\n    \"request_log_url\": \"https://dashboard.stripe.com/logs/req_%s\"\n  }\n}" % (R(AN, 24), R(AN, 14))
    if r == 4:
        return "cf-ray", "HTTP/2 520\ndate: Mon, 03 Nov 2025 02:14:55 GMT\ncf-ray: %s-ICN\nserver: cloudflare" % R(HEXL, 16)
    if r == 5:
        return "k8s uid", "metadata:\n  name: %s-%s-%s\n  namespace: %s\n  uid: %s\n  resourceVersion: \"%s\"" % (svc_name(), R(ALNUM_LO, 10), R(ALNUM_LO, 5), pick(ENVS), uuid4(), digits(9))
    if r == 6:
        return "Sentry event id", "Sentry event %s (issue %s-%d) — first seen %s" % (R(HEXL, 32), pick(["BILLING", "CHECKOUT", "API"]), rng.randint(100, 9999), t)
    if r == 7:
        return "idempotency key", "POST /v1/refunds\nIdempotency-Key: %s\nX-Correlation-Id: %s" % (uuid4(), uuid4())
    return "celery task ids", "\n".join("[%s: INFO/ForkPoolWorker-%d] Task %s.tasks.sync[%s] succeeded in %.3fs" % (ts_log(), rng.randint(1, 8), svc_name().split("-")[0], uuid4(), rng.random() * 5) for _ in range(rng.randint(2, 3)))


def pubkey_item():
    r = rng.randrange(11)
    if r == 0:
        return "authorized_keys (ed25519)", "ssh-ed25519 %s %s" % (b64(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))), email())
    if r == 1:
        blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes([rng.randrange(0xc0, 0x100)]) + rbytes(255))
        return "authorized_keys (rsa)", "ssh-rsa %s deploy@%s" % (b64(blob), svc_name())
    if r == 2:
        return "ssh fingerprint", "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s (ED25519)" % (R(B64, 43), email())
    if r == 3:
        return "known_hosts", "%s ecdsa-sha2-nistp256 %s" % (host(), b64(_sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + rbytes(64))))
    if r == 4:
        fp = R(HEXU, 40)
        return "gpg fingerprint", "pub   rsa4096 2024-%02d-%02d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] %s <%s>\nsub   rsa4096 2024-03-01 [E]" % (rng.randint(1, 12), rng.randint(1, 28), fp, pick(PEOPLE_EN), email())
    if r == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        return "PEM public key", "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der), 64))
    if r == 6:
        der = bytes.fromhex("308201") + bytes([rng.randrange(0x80, 0xff)]) + rbytes(rng.randint(300, 420))
        return "certificate", "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(wrap(b64(der), 64)[:rng.randint(4, 7)])
    if r == 7:
        n = b64url(b"\xc0" + rbytes(255))
        return "JWKS", json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": R(B64U, 22), "alg": "RS256", "n": n, "e": "AQAB"}]}, indent=2)
    if r == 8:
        return "WireGuard peer (public only)", "[Interface]\nAddress = 10.8.0.%d/32\nPostUp = wg set %%i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            rng.randint(2, 200), b64(rbytes(32)), pick(DOMAINS))
    if r == 9:
        return "age recipients", "# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: >-\n      age1%s,\n      age1%s" % (pick(ENVS), R(BECH32, 58), R(BECH32, 58))
    return "TLS cert fingerprint", "SHA256 Fingerprint=%s\nSerial: %s" % (":".join(R(HEXU, 2) for _ in range(32)), R(HEXU, 32))


def nonsecret_id_item():
    r = rng.randrange(12)
    if r == 0:
        return "Twilio Account SID", "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}\nTWILIO_FROM=+1%s" % (R(HEXL, 32), digits(10))
    if r == 1:
        return "Google OAuth client id", "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\n# client secret is injected from Secret Manager" % (digits(12), R(ALNUM_LO, 32))
    if r == 2:
        acct = digits(12)
        return "AWS account id + ARNs", "role_arn = arn:aws:iam::%s:role/%s-deployer\nkms_key = arn:aws:kms:%s:%s:key/%s\nbucket = arn:aws:s3:::%s-%s" % (acct, svc_name(), pick(REGIONS), acct, uuid4(), pick(DBNAMES), pick(ENVS))
    if r == 3:
        return "Azure tenant/subscription ids", "az account set --subscription %s\naz aks get-credentials -g rg-%s -n aks-%s  # tenant %s" % (uuid4(), pick(ENVS), pick(ENVS), uuid4())
    if r == 4:
        return "Firebase app ids", "projectId: %s-%s\nappId: 1:%s:web:%s\nmessagingSenderId: %s" % (pick(DBNAMES), digits(5), digits(12), R(HEXL, 22), digits(12))
    if r == 5:
        return "Stripe object ids", "customer: cus_%s\nprice: price_%s\nsubscription: sub_%s\nconnected account: acct_%s" % (R(AN, 14), R(AN, 24), R(AN, 24), R(AN, 16))
    if r == 6:
        return "Slack ids", "team_id=T%s channel=C%s user=U%s app_id=A%s" % (R(ALNUM_UP, 9), R(ALNUM_UP, 10), R(ALNUM_UP, 10), R(ALNUM_UP, 10))
    if r == 7:
        return "GitHub App ids", "GITHUB_APP_ID=%s\nGITHUB_INSTALLATION_ID=%s\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/github-app.pem" % (digits(6), digits(8))
    if r == 8:
        return "Cognito ids", "userPoolId: %s_%s\nuserPoolWebClientId: %s\nidentityPoolId: %s:%s" % (pick(REGIONS), R(AN, 9), R(ALNUM_LO, 26), pick(REGIONS), uuid4())
    if r == 9:
        return "Route53 / CloudFront ids", "hosted zone: Z%s\ndistribution: E%s\ncertificate: arn:aws:acm:us-east-1:%s:certificate/%s" % (R(ALNUM_UP, 20), R(ALNUM_UP, 13), digits(12), uuid4())
    if r == 10:
        return "Naver/Kakao app ids", "NAVER_CLIENT_ID=%s\nNAVER_CLIENT_SECRET=${NAVER_CLIENT_SECRET}\nKAKAO_APP_ID=%s" % (R(AN, 20), digits(6))
    return "Korean business registration no.", "사업자등록번호: %s-%s-%s\n통신판매업 신고번호: 제%d-서울강남-%05d호" % (digits(3), digits(2, False), digits(5, False), rng.randint(2019, 2025), rng.randint(1, 9999))


def tiny_png():
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"\x00" + bytes([rng.randrange(256) for _ in range(3)])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def base64_item():
    r = rng.randrange(6)
    if r == 0:
        cfg = json.dumps({"logLevel": pick(["debug", "info"]), "featureFlags": {"newCheckout": chance(0.5), "koLocale": True}, "region": pick(REGIONS)})
        return "base64 of config JSON", "$ echo %s | base64 -d\n%s" % (b64(cfg.encode()), cfg)
    if r == 1:
        return "data URI (1x1 png)", "background-image: url(\"data:image/png;base64,%s\");" % b64(tiny_png())
    if r == 2:
        der = bytes.fromhex("308203") + rbytes(120)
        pem = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----\n" % "\n".join(wrap(b64(der), 64))
        return "kubeconfig certificate-authority-data", "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s" % (
            b64(pem.encode()), R(HEXU, 32), pick(REGIONS), pick(ENVS))
    if r == 3:
        txt = "# %s\n\nInternal service. See docs/runbook.md for on-call steps.\n" % svc_name()
        return "GitHub contents API (README)", json.dumps({"name": "README.md", "path": "README.md", "sha": R(HEXL, 40), "encoding": "base64", "content": b64(txt.encode())}, indent=2)
    if r == 4:
        hdr = b64url(json.dumps({"alg": "RS256", "typ": "JWT", "kid": R(B64U, 16)}, separators=(",", ":")).encode())
        return "JWT header only (decoded)", "header: %s\n=> {\"alg\":\"RS256\",\"typ\":\"JWT\",...}  (token itself not included)" % hdr
    payload = json.dumps({"orderId": "ORD-%s" % digits(10), "status": pick(["PAID", "CANCELED"]), "amount": rng.randint(1000, 99000)})
    return "Kafka message value (base64)", "offset=%d partition=%d value=%s" % (rng.randint(10 ** 5, 10 ** 8), rng.randint(0, 11), b64(payload.encode()))


def long_ident_item():
    r = rng.randrange(8)
    if r == 0:
        return "CloudFormation physical id", "%s-%s-LambdaFunction-%s" % (svc_name(), pick(ENVS), R(ALNUM_UP, 12))
    if r == 1:
        return "pod names", "\n".join("%s-%s-%s   1/1   Running   %d   %dh" % (svc_name(), R(ALNUM_LO, 10), R(ALNUM_LO, 5), rng.randint(0, 3), rng.randint(1, 99)) for _ in range(3))
    if r == 2:
        return "ECR image uri", "%s.dkr.ecr.%s.amazonaws.com/%s:%s-%s" % (digits(12), pick(REGIONS), svc_name(), "1.%d.%d" % (rng.randint(0, 40), rng.randint(0, 9)), R(HEXL, 12))
    if r == 3:
        return "versions", "node %s, pnpm %s, typescript %s, next %s, prisma %s" % tuple("%d.%d.%d" % (rng.randint(1, 22), rng.randint(0, 20), rng.randint(0, 9)) for _ in range(5))
    if r == 4:
        return "terraform addresses", "module.%s.aws_iam_role_policy_attachment.%s[\"arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess\"]" % (svc_name().replace("-", "_"), pick(["this", "readonly", "ci"]))
    if r == 5:
        return "S3 object keys", "\n".join("s3://%s-%s/exports/dt=2025-%02d-%02d/part-%05d-%s-c000.snappy.parquet" % (pick(DBNAMES), pick(ENVS), rng.randint(1, 12), rng.randint(1, 28), i, uuid4()) for i in range(2))
    if r == 6:
        return "feature flag keys", "\n".join(pick(["enable_new_checkout_flow_for_kr_users_v2", "kill_switch_legacy_point_redemption", "experiment_search_ranking_bm25_vs_vector_2025q4", "rollout_async_settlement_batch_phase3"]) for _ in range(2))
    return "build ids", "build #%d (%s) artifact %s-%s-%s.jar" % (rng.randint(1000, 9999), R(HEXL, 12), svc_name(), "1.%d.%d" % (rng.randint(0, 40), rng.randint(0, 9)), R(HEXL, 8))


def encrypted_item():
    r = rng.randrange(8)
    if r == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        return "SOPS yaml", ("db_password: %s\nstripe_secret_key: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n          created_at: \"%s\"\n"
                             "    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.1"
                             % (enc(rng.randint(12, 24)), enc(rng.randint(30, 40)), pick(REGIONS), digits(12), uuid4(), ts_iso()[:19] + "Z", R(BECH32, 58), ts_iso()[:19] + "Z", enc(32)))
    if r == 1:
        return "SOPS dotenv", "DB_PASSWORD=ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops_version=3.9.1" % (b64(rbytes(18)), b64(rbytes(32)), b64(rbytes(16)))
    if r == 2:
        lines = wrap(R(HEXL, rng.randint(5, 8) * 80), 80)
        return "Ansible Vault", "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + ln for ln in lines)
    if r == 3:
        return "SealedSecret", ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s\n    username: AgA%s"
                                % (svc_name(), pick(ENVS), R(B64, rng.randint(300, 420)), R(B64, rng.randint(300, 360))))
    if r == 4:
        return "jasypt ENC()", "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(48))
    if r == 5:
        return "Spring Cloud Config {cipher}", "spring:\n  datasource:\n    password: '{cipher}%s'" % R(HEXL, 128)
    if r == 6:
        return "KMS ciphertext blob", "$ aws kms encrypt --key-id alias/%s --plaintext fileb://pw.txt --query CiphertextBlob --output text\nAQICAHh%s" % (svc_name(), R(B64, rng.randint(180, 240)))
    body = wrap(b64(rbytes(rng.randint(150, 260))), 64)
    return "age armored file", "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(body)


def publishable_item():
    """(vendor, name, text, prose_en, prose_ko) for keys the vendor documents as public."""
    r = rng.randrange(16)
    if r == 0:
        return ("Stripe", "publishable key", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51%s" % R(AN, 97),
                "the publishable key is meant for the browser bundle", "publishable 키는 브라우저 번들에 들어가도 되는 값")
    if r == 1:
        proj = pick(DBNAMES) + "-" + pick(["prod", "web"]) + "-" + digits(4)
        return ("Firebase", "web config apiKey", "const firebaseConfig = {\n  apiKey: \"AIzaSy%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            R(B64U, 33), proj, proj, proj, digits(12), digits(12), R(HEXL, 22)),
            "the Firebase web config is public by design; security comes from the rules", "Firebase 웹 설정은 원래 공개되는 값이고 보안은 Rules로 처리")
    if r == 2:
        return ("Google reCAPTCHA", "site key", "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % R(B64U, 38),
                "the reCAPTCHA site key is embedded in the page; only the secret key is private", "reCAPTCHA site key는 페이지에 그대로 노출되는 값")
    if r == 3:
        u = pick(ROMAN).replace(".", "")
        t = "pk." + b64url(json.dumps({"u": u, "a": "c" + R(ALNUM_LO, 24)}, separators=(",", ":")).encode()) + "." + R(B64U, 22)
        return ("Mapbox", "public token", "mapboxgl.accessToken = '%s';" % t, "Mapbox pk. tokens are public and URL-restricted", "Mapbox pk. 토큰은 공개용이고 URL 제한으로 보호")
    if r == 4:
        return ("Algolia", "search-only key", "const client = algoliasearch('%s', '%s'); // search-only key" % (R(ALNUM_UP, 10), R(HEXL, 32)),
                "the search-only API key is safe in the frontend", "search-only API 키는 프론트에 있어도 됨")
    if r == 5:
        return ("Kakao", "JavaScript key", "Kakao.init('%s'); // JavaScript 키" % R(HEXL, 32),
                "the Kakao JavaScript key is domain-restricted and meant for the browser", "카카오 JavaScript 키는 도메인 제한이 걸린 브라우저용 키")
    if r == 6:
        return ("Toss Payments", "client key", "const tossPayments = TossPayments(\"%s\");" % (pick(["live_ck_", "test_ck_", "live_gck_"]) + R(AN, 28)),
                "the Toss client key is the browser-side key; the secret key never leaves the server", "토스 클라이언트 키는 브라우저용이고 시크릿 키는 서버에만 있음")
    if r == 7:
        return ("PAY.JP", "public key", "Payjp('pk_live_%s')" % R(HEXL, 24), "PAY.JP public keys are used in payjp.js", "PAY.JP 공개 키는 payjp.js에서 쓰는 값")
    if r == 8:
        ref = R(LO, 20)
        iat, exp = iat_exp(3650)
        anon = jwt({"iss": "supabase", "ref": ref, "role": "anon", "iat": iat, "exp": exp})
        return ("Supabase", "anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon),
                "the anon key is public; row level security protects the data", "anon 키는 공개 값이고 데이터는 RLS로 보호")
    if r == 9:
        return ("Supabase", "publishable key", "SUPABASE_PUBLISHABLE_KEY=sb_publishable_%s" % R(B64U, 31),
                "sb_publishable_ keys are designed to ship to clients", "sb_publishable_ 키는 클라이언트에 배포하도록 만든 키")
    if r == 10:
        return ("Clerk", "publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64(("clerk.%s$" % pick(DOMAINS)).encode()).rstrip("="),
                "Clerk's publishable key is public", "Clerk publishable 키는 공개 값")
    if r == 11:
        return ("Sentry", "DSN", "Sentry.init({ dsn: \"https://%s@o%s.ingest.sentry.io/%s\", tracesSampleRate: 0.1 });" % (R(HEXL, 32), digits(6), digits(7)),
                "the DSN only allows sending events and is meant to be in the client", "DSN은 이벤트 전송만 가능하고 클라이언트에 들어가는 값")
    if r == 12:
        return ("Google Maps", "Maps JavaScript key (referrer-restricted)", "<script async src=\"https://maps.googleapis.com/maps/api/js?key=AIzaSy%s&callback=initMap\"></script>" % R(B64U, 33),
                "the Maps JS key is public and locked to our referrers", "Maps JS 키는 공개되고 referrer 제한으로 보호")
    if r == 13:
        return ("PostHog", "project API key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % R(AN, 43),
                "PostHog project keys are write-only and public", "PostHog 프로젝트 키는 쓰기 전용 공개 키")
    if r == 14:
        return ("Cloudflare Turnstile", "site key", "<div class=\"cf-turnstile\" data-sitekey=\"0x4AAAAAAA%s\"></div>" % R(B64U, 14),
                "the Turnstile site key is public", "Turnstile site key는 공개 값")
    return ("Segment", "write key", "analytics.load(\"%s\");" % R(AN, 32), "the Segment write key is visible in every page load", "Segment write key는 페이지 로드마다 노출되는 값")


POLICY_EN = ["Password policy for the admin console is now: at least 12 characters, one digit, one symbol, no reuse of the last 5, rotation every 90 days.",
             "The signup validator uses ^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,}$ — the frontend copy said 8, which is why QA saw mismatched errors.",
             "Argon2id parameters are m=65536, t=3, p=4; bcrypt cost stays at 12 for the legacy table until the migration finishes.",
             "Lockout after 5 failed attempts for 15 minutes; the unlock link is valid for 30 minutes.",
             "Service account passwords are generated by Vault with length 32 and rotated by the nightly job; nobody types them.",
             "The password reset email must not include the old password or any hint; only a single-use link that expires in 1 hour."]
POLICY_KO = ["어드민 콘솔 비밀번호 정책: 12자 이상, 숫자 1개, 특수문자 1개, 최근 5개 재사용 금지, 90일마다 변경.",
             "회원가입 검증 정규식은 ^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,}$ 인데 프론트 안내 문구는 8자로 돼 있어서 QA에서 에러 메시지가 안 맞았음.",
             "Argon2id 파라미터는 m=65536, t=3, p=4. 레거시 테이블은 마이그레이션 끝날 때까지 bcrypt cost 12 유지.",
             "5회 실패 시 15분 잠금, 잠금 해제 링크 유효시간 30분.",
             "서비스 계정 비밀번호는 Vault가 32자로 생성하고 야간 잡이 로테이션함. 사람이 입력하지 않음.",
             "비밀번호 재설정 메일에는 기존 비밀번호나 힌트를 넣으면 안 되고, 1시간 뒤 만료되는 일회용 링크만 보낸다."]
FLAGS_EN = ["`mysql -p` with nothing attached prompts for the password; `-p <value>` with a space is treated as the database name, which is why the script hung.",
            "Use `docker login -u <user> --password-stdin` and pipe the token from the secret store; `-p` leaves it in shell history.",
            "libpq reads PGPASSWORD, but ~/.pgpass (mode 0600) is safer; psql ignores the file if permissions are looser.",
            "`sshpass -e` reads the password from the SSHPASS variable instead of argv, so it doesn't show up in `ps`.",
            "`curl -u alice` (no colon) prompts for the password; `-u alice:` sends an empty password, which is what broke the health check.",
            "`redis-cli --askpass` prompts instead of taking `-a`; the warning about -a on the command line is there for a reason.",
            "`git credential-cache --timeout=3600` keeps credentials in memory only; `credential.helper store` writes them to ~/.git-credentials in plain text."]
FLAGS_KO = ["`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 물어봄. `-p <값>`처럼 띄어 쓰면 DB 이름으로 인식돼서 스크립트가 멈췄던 것.",
            "`docker login -u <user> --password-stdin` 으로 시크릿 저장소에서 파이프로 넘길 것. `-p`는 쉘 히스토리에 남음.",
            "libpq는 PGPASSWORD를 읽지만 ~/.pgpass(권한 0600)가 더 안전함. 권한이 느슨하면 psql이 파일을 무시함.",
            "`sshpass -e` 는 argv 대신 SSHPASS 변수에서 읽어서 `ps`에 안 보임.",
            "`curl -u alice` (콜론 없이) 는 비밀번호를 물어보고, `-u alice:` 는 빈 비밀번호를 보냄. 헬스체크가 깨진 원인이 이거였음.",
            "`redis-cli --askpass` 는 `-a` 대신 프롬프트로 받음. 커맨드라인 -a 경고가 괜히 있는 게 아님.",
            "`git credential-cache --timeout=3600` 은 메모리에만 보관하고, `credential.helper store` 는 ~/.git-credentials 에 평문으로 저장함."]

PLAIN_EN = [("Timezone bug in the settlement report", "The report job ran at 00:05 UTC, so Korean dates were off by one.", "Schedule it with TZ=Asia/Seoul and convert at the edge, not in SQL."),
            ("Flaky e2e test on the checkout page", "The test clicked 'Pay' before the address form finished validating.", "Wait for the network-idle state and the enabled button instead of a fixed sleep."),
            ("pnpm workspace hoisting", "The Storybook build could not resolve react-dom from a nested package.", "Add the package to public-hoist-pattern instead of installing it twice."),
            ("Korean IME and the search box", "Enter during composition submitted half a syllable.", "Check event.isComposing (and keyCode 229) before handling Enter."),
            ("Pagination drift in the orders API", "Offset pagination skipped rows when new orders arrived mid-export.", "Use cursor pagination on (created_at, id)."),
            ("Gradle build cache misses", "CI never hit the remote cache because the JDK vendor differed between runners.", "Pin the toolchain vendor in settings.gradle.kts."),
            ("Migration lock timeout", "The ALTER TABLE on orders waited on a long analytics query and blocked writes.", "Set lock_timeout to 5s in migrations and retry off-peak."),
            ("Cron overlap", "Two instances of the nightly sync ran at once after a slow night.", "Use a Postgres advisory lock at the start of the job."),
            ("Number formatting", "Prices showed 1.000 instead of 1,000 for users with a de-DE browser.", "Format with the store's locale, not the browser's."),
            ("Docker image size", "The image was 1.8 GB because node_modules from the build stage was copied.", "Use a multi-stage build and copy only dist and production deps."),
            ("Retry storm", "Every client retried immediately on 503 and made the outage worse.", "Exponential backoff with jitter, capped at 30s."),
            ("Slow CI checkout", "Full clone took 4 minutes on the monorepo.", "Use fetch-depth: 1 plus sparse checkout for the service directory."),
            ("Float rounding in totals", "Order totals were off by one won after summing floats.", "Store amounts as integers in the smallest currency unit."),
            ("N+1 queries on the product list", "Each product loaded its category separately; the page made 240 queries.", "Use select_related / a join and add a query-count assertion in tests."),
            ("Memory leak in the worker", "RSS grew by ~50 MB per hour because a module-level dict cached every response.", "Use an LRU cache with a max size."),
            ("Daylight saving in schedules", "The EU partner's batch ran an hour late after the clock change.", "Schedule in the partner's zone, not in fixed UTC offsets."),
            ("Unicode normalization", "Searching for Korean product names missed rows stored in NFD from macOS uploads.", "Normalize to NFC on write."),
            ("Log volume", "DEBUG logs from the HTTP client doubled the logging bill.", "Keep the client at WARN in production and sample the rest."),
            ("Test database reuse", "Tests passed alone but failed in CI because fixtures leaked between test files.", "Wrap each test in a transaction and roll back."),
            ("Large CSV export timeout", "The export endpoint timed out at 30s for big sellers.", "Move it to an async job and email a download link.")]
PLAIN_KO = [("정산 리포트 시간대 버그", "리포트 잡이 UTC 00:05에 돌아서 한국 날짜가 하루씩 밀렸음.", "TZ=Asia/Seoul 로 스케줄링하고 변환은 SQL이 아니라 출력 단계에서 할 것."),
            ("결제 페이지 e2e 테스트 불안정", "주소 폼 검증이 끝나기 전에 '결제' 버튼을 눌러서 실패했음.", "고정 sleep 대신 network-idle 과 버튼 활성화 상태를 기다리기."),
            ("pnpm 워크스페이스 호이스팅", "Storybook 빌드에서 중첩 패키지의 react-dom을 못 찾음.", "두 번 설치하지 말고 public-hoist-pattern 에 추가."),
            ("한글 IME와 검색창", "조합 중에 Enter를 누르면 반쯤 조합된 글자가 전송됨.", "Enter 처리 전에 event.isComposing (그리고 keyCode 229) 확인."),
            ("주문 API 페이지네이션 누락", "export 도중 새 주문이 들어오면 offset 방식이라 행이 빠짐.", "(created_at, id) 기준 커서 페이지네이션 사용."),
            ("Gradle 빌드 캐시 미스", "러너마다 JDK 벤더가 달라서 원격 캐시를 전혀 못 탔음.", "settings.gradle.kts 에서 toolchain 벤더 고정."),
            ("마이그레이션 락 타임아웃", "orders 테이블 ALTER가 긴 분석 쿼리를 기다리면서 쓰기를 막았음.", "마이그레이션에 lock_timeout 5s 설정하고 한가한 시간에 재시도."),
            ("크론 중복 실행", "느린 날 야간 동기화가 두 개 동시에 돌았음.", "잡 시작 시 Postgres advisory lock 사용."),
            ("숫자 포맷", "de-DE 브라우저 사용자에게 가격이 1,000 대신 1.000 으로 보였음.", "브라우저가 아니라 스토어 로케일로 포맷."),
            ("도커 이미지 용량", "빌드 스테이지의 node_modules까지 복사돼서 이미지가 1.8GB였음.", "멀티 스테이지 빌드로 dist와 production 의존성만 복사."),
            ("재시도 폭주", "503이 나면 모든 클라이언트가 즉시 재시도해서 장애가 더 커졌음.", "지수 백오프 + 지터, 최대 30초."),
            ("CI 체크아웃 느림", "모노레포 전체 clone에 4분 걸림.", "fetch-depth: 1 과 서비스 디렉터리 sparse checkout 사용."),
            ("합계 반올림 오차", "float로 더하다 보니 주문 합계가 1원씩 틀렸음.", "금액은 최소 통화 단위 정수로 저장."),
            ("상품 목록 N+1 쿼리", "상품마다 카테고리를 따로 조회해서 페이지 하나에 쿼리 240개.", "select_related / join 사용하고 테스트에 쿼리 수 검증 추가."),
            ("워커 메모리 누수", "모듈 레벨 dict에 응답을 전부 캐시해서 시간당 RSS가 50MB씩 증가.", "최대 크기가 있는 LRU 캐시 사용."),
            ("서머타임과 스케줄", "시계 변경 후 유럽 파트너 배치가 한 시간 늦게 돌았음.", "고정 UTC 오프셋 말고 파트너 시간대로 스케줄링."),
            ("유니코드 정규화", "macOS에서 올린 NFD 상품명이 한글 검색에 안 걸렸음.", "저장할 때 NFC로 정규화."),
            ("로그량", "HTTP 클라이언트 DEBUG 로그 때문에 로깅 비용이 두 배가 됨.", "운영에서는 클라이언트를 WARN으로 두고 나머지는 샘플링."),
            ("테스트 DB 재사용", "단독으로는 통과하는데 CI에서는 픽스처가 파일 간에 새서 실패.", "각 테스트를 트랜잭션으로 감싸고 롤백."),
            ("대용량 CSV export 타임아웃", "큰 셀러는 export 엔드포인트가 30초에 타임아웃.", "비동기 잡으로 옮기고 다운로드 링크를 메일로 발송.")]


# ---- prose for clean notes ----------------------------------------------------------------
CL = {
    "placeholder": (["The example file only has placeholders; real values come from {who} or the vault.",
                     "Don't commit a filled-in copy; {file} is the template and stays placeholder-only.",
                     "The app fails fast with 'invalid key format' until the placeholder is replaced, which is what I hit.",
                     "Placeholders keep the vendor prefix so the format check in CI still passes.",
                     "Copy the template to .env.local and ask {who} for the actual values; never paste them into tickets."],
                    ["예시 파일에는 플레이스홀더만 있음. 실제 값은 {who}님이나 볼트에서 받아야 함.",
                     "값을 채운 사본은 커밋하지 말 것. {file}은(는) 템플릿이라 플레이스홀더만 둔다.",
                     "플레이스홀더를 바꾸기 전까지 앱이 'invalid key format'으로 바로 죽음. 내가 겪은 게 이거였음.",
                     "CI의 형식 검사를 통과하도록 플레이스홀더도 벤더 prefix는 유지함.",
                     "템플릿을 .env.local 로 복사하고 실제 값은 {who}님께 요청. 티켓에 붙여넣지 말 것."]),
    "envref": (["Values are injected at deploy time; the repo only references the variable names.",
                "Locally, pull the value with the secret manager CLI instead of writing it to disk.",
                "If the variable is empty the SDK silently falls back to anonymous mode, so check that it is set.",
                "The secret lives in the manager under the same name; only the reference is committed.",
                "The pipeline fails at the auth step when the reference points to a secret in another environment."],
               ["값은 배포 시점에 주입되고 레포에는 변수 이름만 있음.",
                "로컬에서는 파일에 쓰지 말고 시크릿 매니저 CLI로 값을 가져올 것.",
                "변수가 비어 있으면 SDK가 조용히 익명 모드로 동작하니 설정됐는지 확인.",
                "시크릿은 같은 이름으로 매니저에 있고 레포에는 참조만 커밋됨.",
                "참조가 다른 환경의 시크릿을 가리키면 파이프라인이 인증 단계에서 실패함."]),
    "masked": (["The CLI masks values, so this output is safe to paste; reveal only in a private terminal.",
                "The last four characters are enough to tell which key is active.",
                "GitHub masks registered secrets in logs, but not values derived from them, so don't echo transformed secrets.",
                "Sensitive values stay hidden in plan output; that is expected and not a bug.",
                "Masked output confirmed the variable is set; the 401 came from the wrong environment."],
               ["CLI가 값을 마스킹하니 이 출력은 붙여넣어도 됨. reveal은 개인 터미널에서만.",
                "마지막 4자리만으로도 어떤 키가 활성인지 구분 가능.",
                "GitHub은 등록된 시크릿만 로그에서 마스킹하고 변형된 값은 안 가림. 변형한 시크릿을 echo 하지 말 것.",
                "plan 출력에서 민감한 값이 숨겨지는 건 정상이고 버그 아님.",
                "마스킹된 출력으로 변수가 설정된 건 확인했고, 401은 환경을 잘못 골라서였음."]),
    "encrypted": (["The file is encrypted with SOPS; decrypt with `sops -d` using your age key or KMS access.",
                   "Encrypted values are safe to commit; the key stays in KMS.",
                   "Only the controller in the cluster can unseal this; re-seal with kubeseal when rotating.",
                   "Keep the vault password file out of the repo; the encrypted blob itself is fine to commit."],
                  ["SOPS로 암호화된 파일. age 키나 KMS 권한으로 `sops -d` 해서 복호화.",
                   "암호화된 값은 커밋해도 안전함. 키는 KMS에 있음.",
                   "클러스터 안의 컨트롤러만 복호화 가능. 교체할 때는 kubeseal로 다시 봉인.",
                   "vault 비밀번호 파일은 레포 밖에 둘 것. 암호화된 블롭 자체는 커밋해도 됨."]),
    "nsid": (["These identifiers are not secrets; access is controlled by IAM and by credentials stored elsewhere.",
              "Account ids and ARNs are fine to paste; no credential is in this note.",
              "Client ids are public by design; the client secret is injected at runtime.",
              "Use these ids when filing the vendor support ticket."],
             ["이 식별자들은 시크릿이 아님. 접근은 IAM과 별도로 보관된 자격 증명으로 통제됨.",
              "계정 ID와 ARN은 붙여넣어도 됨. 이 노트에는 자격 증명이 없음.",
              "클라이언트 ID는 원래 공개되는 값이고 시크릿은 런타임에 주입됨.",
              "벤더 지원 티켓 쓸 때 이 ID들을 사용."]),
    "hash": (["Pin images by digest; the tag had been re-pushed.", "Always compare the checksum against the published list before installing.",
              "Lockfile integrity hashes catch tampered tarballs; never delete them to 'fix' an install.", "Bisect by commit SHA, not by date."],
             ["이미지는 digest로 고정할 것. 태그가 다시 push 됐었음.", "설치 전에 항상 공개된 체크섬과 비교.",
              "lockfile integrity 해시가 변조된 tarball을 잡아줌. 설치 오류 고친다고 지우지 말 것.", "날짜가 아니라 커밋 SHA로 bisect."]),
    "ids": (["Search by request id, not timestamp; clocks differ between hosts.", "The trace id is propagated through traceparent, so one id finds every span.",
             "Reuse the same idempotency key on retry, otherwise the vendor creates a second refund.", "These ids are safe to share with vendor support."],
            ["타임스탬프 말고 request id로 검색. 호스트마다 시계가 다름.", "trace id가 traceparent로 전파되므로 id 하나로 모든 span을 찾을 수 있음.",
             "재시도할 때 같은 idempotency key를 써야 함. 아니면 환불이 두 번 생김.", "이 ID들은 벤더 지원팀에 공유해도 됨."]),
    "pubkey": (["Only the public half goes into the repo or the ticket; the private key never leaves the host.",
                "Compare the fingerprint out of band before accepting a changed host key.",
                "The JWKS endpoint is cached for 10 minutes, so key rotation needs an overlap window.",
                "Public keys and fingerprints are fine to paste; they are published anyway."],
               ["레포나 티켓에는 공개 키만 올림. 개인 키는 호스트 밖으로 나가지 않음.",
                "바뀐 호스트 키를 수락하기 전에 다른 채널로 fingerprint 비교.",
                "JWKS 엔드포인트가 10분 캐시되므로 키 교체 시 겹치는 기간이 필요.",
                "공개 키와 fingerprint는 붙여넣어도 됨. 어차피 공개된 값."]),
    "base64": (["Base64 is an encoding, not encryption; decode it before deciding whether it is sensitive. This one is harmless.",
                "Decoded, the blob is just public data, nothing that grants access.",
                "Always decode unknown blobs first; this one turned out to be ordinary content.",
                "No action needed on the blob itself; the actual problem was elsewhere in {svc}."],
               ["base64는 암호화가 아니라 인코딩. 민감한지 판단하기 전에 디코딩해 볼 것. 이건 문제없는 값.",
                "디코딩해 보면 접근 권한과 무관한 공개 데이터일 뿐임.",
                "모르는 블롭은 먼저 디코딩해 볼 것. 이건 평범한 내용이었음.",
                "블롭 자체는 문제 없었고 실제 원인은 {svc}의 다른 곳에 있었음."]),
    "long": (["These long names are generated identifiers, not keys; copy them exactly when filtering.",
              "Write the exact identifier into the ticket so the next person does not have to search again.",
              "Generated suffixes change on every deploy, so never hard-code them in scripts.",
              "Pin exact versions/identifiers so CI and laptops agree."],
             ["이 긴 이름들은 자동 생성된 식별자이고 키가 아님. 필터링할 때 그대로 복사할 것.",
              "다음 사람이 다시 찾지 않도록 정확한 식별자를 티켓에 적어둘 것.",
              "자동 생성 접미사는 배포마다 바뀌므로 스크립트에 하드코딩하지 말 것.",
              "버전/식별자를 정확히 고정해서 CI와 로컬을 맞출 것."]),
}
CLO = {
    "hash": (["The release pipeline for {svc} pulled a different image than the one we tested.",
              "A dependency update in {svc} changed behaviour without a version bump.",
              "{who} asked me to verify the downloaded binaries before installing them on {env}.",
              "I needed to find which commit introduced the regression in {svc}."],
             ["{svc} 릴리스 파이프라인이 테스트한 것과 다른 이미지를 가져감.",
              "{svc}의 의존성 업데이트가 버전 변경 없이 동작을 바꿨음.",
              "{who}님이 {env}에 설치하기 전에 받은 바이너리를 검증해 달라고 함.",
              "{svc} 회귀를 일으킨 커밋을 찾아야 했음."]),
    "ids": (["{svc} on {env} returned intermittent 5xx and I had to correlate logs across services.",
             "A customer reported a failed refund and support only gave me a timestamp.",
             "I traced a slow request through the gateway to {svc}.",
             "{who} asked which request caused the duplicate charge."],
            ["{env}의 {svc}에서 간헐적으로 5xx가 나서 서비스 간 로그를 맞춰봐야 했음.",
             "고객이 환불 실패를 신고했는데 지원팀은 타임스탬프만 줬음.",
             "게이트웨이부터 {svc}까지 느린 요청을 추적함.",
             "{who}님이 어떤 요청이 중복 결제를 일으켰는지 물어봄."]),
    "pubkey": (["I was setting up deploy access for {svc} on a new {env} host.",
                "{who} could not ssh into the {env} bastion after the host was rebuilt.",
                "JWT validation in {svc} failed after the auth server rotated keys.",
                "The partner asked for our public key to encrypt the settlement files."],
               ["새 {env} 호스트에 {svc} 배포 접근 권한을 설정하는 중이었음.",
                "호스트 재구성 후 {who}님이 {env} bastion에 ssh 접속을 못 함.",
                "인증 서버가 키를 교체한 뒤 {svc}의 JWT 검증이 실패함.",
                "파트너사가 정산 파일 암호화용으로 우리 공개 키를 요청함."]),
    "base64": (["I found a long base64 string in {svc}'s config and was not sure whether it was sensitive.",
                "A payload in the {env} dead-letter queue needed inspection.",
                "{who} asked what the blob in the config was.",
                "The CSS bundle contained an inline image I needed to replace."],
               ["{svc} 설정에서 긴 base64 문자열을 발견했는데 민감한 값인지 확신이 없었음.",
                "{env} DLQ에 쌓인 메시지를 확인해야 했음.",
                "{who}님이 설정에 있는 블롭이 뭔지 물어봄.",
                "CSS 번들에 인라인 이미지가 있어서 교체해야 했음."]),
    "long": (["I was cleaning up resources left by the failed {env} stack of {svc}.",
              "I upgraded the toolchain for {svc}; versions had drifted between laptops and CI.",
              "I needed the exact image that is running on {env}.",
              "I tracked down which Terraform resource kept showing a diff."],
             ["실패한 {svc}의 {env} 스택이 남긴 리소스를 정리하는 중이었음.",
              "{svc} 툴체인 업그레이드. 노트북과 CI 버전이 서로 달라져 있었음.",
              "{env}에서 실제로 돌고 있는 이미지를 정확히 알아야 했음.",
              "계속 diff가 나는 Terraform 리소스를 찾아봄."]),
}


ASK_NEUTRAL_EN = ["Should I add this to the runbook?", "Is there a dashboard that already shows this?",
                  "Who should review changes like this on {env}?", "Should I open a ticket for the underlying issue in {svc}?",
                  "", "", ""]
ASK_NEUTRAL_KO = ["이 내용 런북에 추가할까요?", "이미 이걸 보여주는 대시보드가 있나요?",
                  "{env}에서 이런 변경은 누가 리뷰하나요?", "{svc}의 근본 원인은 티켓으로 따로 만들까요?",
                  "", "", ""]
CLEAN_KV = [(n, f) for n, f in KV_CONTAINERS[:22] if f is not c_k8s_data]


def clean_compose(ctx, text, fence, kind_key, log, generic_open=False):
    lb = ("cl-" + kind_key,) + CL[kind_key]
    ob = None if generic_open or kind_key not in CLO else ("clo-" + kind_key,) + CLO[kind_key]
    ab = None if generic_open else ("ask-neutral", ASK_NEUTRAL_EN, ASK_NEUTRAL_KO)
    fields, pat = compose(ctx, text, fence, None, log=log, open_bank=ob, lesson_bank=lb, ask_bank=ab)
    return fields


def finish_clean(lang, category, fields, meta):
    return finish("clean", lang, category, fields, [], meta)


def cl_placeholder(lang):
    c = next_vendor()()
    ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
    items = [(it["env"], placeholder_for(it["env"], it["value"]) if it["secret"] else it["value"]) for it in c["items"]]
    if c["vendor"] == "AWS" and chance(0.6):
        items = [("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE"), ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")] + items[2:]
        kind = "AWS documented example keys"
    else:
        kind = "placeholder values"
    items = place(filler_items(ctx), items)
    cname, cfn = pick(CLEAN_KV)
    text, derived, f, fence = cfn(items, ctx)
    ctx["file"] = pick([".env.example", "config/%s.example.yaml" % ctx["env"], "README.md", "docs/setup.md", f or ".env.sample"])
    log = []
    fields = clean_compose(ctx, text, fence, "placeholder", log, generic_open=True)
    return finish_clean(lang, "placeholder: %s in %s (%s)" % (kind, cname, c["vendor"]), fields,
                        {"vendors": [c["vendor"]], "container": cname, "templates": log, "clean": "placeholder"})


def cl_placeholder_cmd(lang):
    ctx = new_ctx(lang, "the credentials", "자격 증명", "CLI")
    forms = [
        "mysql -h %s -u %s -p %s" % (host(), username(), pick(DBNAMES)),
        "psql \"postgresql://USER:PASSWORD@HOST:5432/DBNAME?sslmode=require\"",
        "mongosh \"mongodb+srv://<username>:<password>@cluster0.%s.mongodb.net/\"" % R(ALNUM_LO, 5),
        "curl -H \"Authorization: Bearer <YOUR_TOKEN>\" https://api.%s/v1/me" % pick(DOMAINS),
        "curl -u \"$API_USER:$API_TOKEN\" https://api.%s/v2/export" % pick(DOMAINS),
        "docker login -u \"$REGISTRY_USER\" --password-stdin registry.%s < ~/.config/registry-token" % pick(DOMAINS),
        "export OPENAI_API_KEY=sk-...\nexport ANTHROPIC_API_KEY=sk-ant-...",
        "git clone https://<user>:<token>@github.com/acme/%s.git" % svc_name(),
        "redis-cli -h %s --askpass" % host(),
        "sshpass -e ssh %s@%s   # SSHPASS exported from the vault helper" % (username(), host()),
        "aws configure set aws_secret_access_key <SECRET_ACCESS_KEY> --profile %s" % pick(["prod", "ci"]),
        "kubectl create secret generic %s-db --from-literal=password='<db-password>' --dry-run=client -o yaml" % svc_name(),
    ]
    text = pick(forms)
    log = []
    fields = clean_compose(ctx, text, "bash", "placeholder", log, generic_open=True)
    return finish_clean(lang, "placeholder: command with placeholder credentials", fields,
                        {"vendors": [], "container": "shell command", "templates": log, "clean": "placeholder"})


def cl_envref(lang):
    c = next_vendor()()
    ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
    r = rng.random()
    if r < 0.55:
        sname, sfn = pick(ENVREF_STYLES)
        items = [(it["env"], sfn(it["env"]) if it["secret"] else it["value"]) for it in c["items"]]
        items = place(filler_items(ctx), items)
        cname, cfn = pick(CLEAN_KV)
        text, derived, f, fence = cfn(items, ctx)
        if f:
            ctx["file"] = f
        kind = "%s in %s" % (sname, cname)
    elif r < 0.8:
        env = [it["env"] for it in c["items"] if it["secret"]][0]
        kind, text = envref_code(env)
        fence = ""
    else:
        env = [it["env"] for it in c["items"] if it["secret"]][0]
        text, fence, kind = pick(SECRET_CLI)(env), "bash", "secret-manager CLI"
    log = []
    fields = clean_compose(ctx, text, fence, "envref", log, generic_open=True)
    return finish_clean(lang, "env/secret reference: %s (%s)" % (kind, c["vendor"]), fields,
                        {"vendors": [c["vendor"]], "container": kind, "templates": log, "clean": "envref"})


def cl_masked(lang):
    ctx = new_ctx(lang)
    if chance(0.6):
        name, text = masked_output(lang)
        vendors = []
    else:
        c = next_vendor()()
        ctx.update({"what_en": c["what_en"], "what_ko": c["what_ko"], "tool": c["vendor"]})
        items = [(it["env"], masked_value(it["env"], it["value"]) if it["secret"] else it["value"]) for it in c["items"]]
        cname, cfn = pick([("printenv output", c_printenv), ("startup log", c_startup_log), ("markdown table", c_table), (".env", c_dotenv)])
        text, derived, f, fence = cfn(items, ctx)
        name, vendors = "masked values in %s" % cname, [c["vendor"]]
    log = []
    fields = clean_compose(ctx, text, "", "masked", log, generic_open=True)
    return finish_clean(lang, "masked: %s" % name, fields, {"vendors": vendors, "container": name, "templates": log, "clean": "masked"})


def _simple_clean(lang, kind_key, gen, catprefix):
    name, text = gen()
    ctx = new_ctx(lang)
    log = []
    fields = clean_compose(ctx, text, "", kind_key, log)
    return finish_clean(lang, "%s: %s" % (catprefix, name), fields, {"vendors": [], "container": name, "templates": log, "clean": kind_key})


def cl_hash(lang):
    return _simple_clean(lang, "hash", hash_item, "hash/digest")


def cl_ids(lang):
    return _simple_clean(lang, "ids", ids_item, "ids")


def cl_pubkey(lang):
    return _simple_clean(lang, "pubkey", pubkey_item, "public key")


def cl_base64(lang):
    return _simple_clean(lang, "base64", base64_item, "base64 of non-secret data")


def cl_long(lang):
    return _simple_clean(lang, "long", long_ident_item, "long identifier/version")


def cl_nsid(lang):
    name, text = nonsecret_id_item()
    ctx = new_ctx(lang)
    log = []
    fields = clean_compose(ctx, text, "", "nsid", log, generic_open=True)
    return finish_clean(lang, "non-secret id: %s" % name, fields, {"vendors": [], "container": name, "templates": log, "clean": "nsid"})


def cl_encrypted(lang):
    name, text = encrypted_item()
    ctx = new_ctx(lang, "the encrypted secrets file", "암호화된 시크릿 파일", pick(["SOPS", "Ansible", "kubeseal", "KMS"]))
    log = []
    fields = clean_compose(ctx, text, "", "encrypted", log, generic_open=True)
    return finish_clean(lang, "encrypted blob: %s" % name, fields, {"vendors": [], "container": name, "templates": log, "clean": "encrypted"})


PUB_OPEN_EN = ["A security scanner flagged the {vendor} key in the web bundle of {svc} and {who} asked whether it was a leak.",
               "I was wiring {vendor} into the {svc} frontend and wasn't sure which key belongs in the browser.",
               "The {env} build of {svc} broke because the public {vendor} key was missing from the build args."]
PUB_OPEN_KO = ["보안 스캐너가 {svc} 웹 번들에 있는 {vendor} 키를 잡아서 {who}님이 유출인지 물어봄.",
               "{svc} 프론트에 {vendor} 연동 중이었는데 브라우저에 어떤 키를 넣어야 하는지 헷갈렸음.",
               "{env} 빌드에서 {vendor} 공개 키가 빌드 인자에 빠져서 {svc} 빌드가 깨짐."]


def cl_publishable(lang):
    vendor, name, text, p_en, p_ko = publishable_item()
    ctx = new_ctx(lang, tool=vendor)
    sl = dict(slots_of(ctx), vendor=vendor)
    log = []
    opener = fill(tpick(log, "pubopen", bank(lang, PUB_OPEN_EN, PUB_OPEN_KO)), sl)
    expl = bank(lang, "Not a leak: %s." % p_en, "유출 아님: %s." % p_ko)
    B = block(text, "")
    r = rng.random()
    if r < 0.5:
        fields = {"missing_context": opener + "\n" + B, "lesson": expl + bank(lang, " The matching secret key is only on the server.", " 대응하는 시크릿 키는 서버에만 있음."), "ask_next_time": ""}
    else:
        fields = {"missing_context": opener, "lesson": expl + "\n" + B,
                  "ask_next_time": bank(lang, "Should the scanner allowlist this %s key?" % vendor, "스캐너 예외 목록에 이 %s 키를 추가할까요?" % vendor)}
    return finish_clean(lang, "public key documented by vendor: %s %s [publishable]" % (vendor, name), fields,
                        {"vendors": [vendor], "container": name, "templates": log, "clean": "publishable"})


def cl_redacted(lang):
    c = next_vendor()()
    ctx = new_ctx(lang, c["what_en"], c["what_ko"], c["vendor"])
    mark = pick(["[REDACTED]", "<redacted>", "***REDACTED***", "[redacted]", "••••••••"])
    items = [(it["env"], mark if it["secret"] else it["value"]) for it in c["items"]]
    items = place(filler_items(ctx), items)
    cname, cfn = pick(CLEAN_KV)
    text, derived, f, fence = cfn(items, ctx)
    if f:
        ctx["file"] = f
    log = []
    fields = clean_compose(ctx, text, fence, "masked", log, generic_open=True)
    fields["lesson"] += bank(lang, " (Values redacted before pasting.)", " (붙여넣기 전에 값은 가림.)")
    return finish_clean(lang, "already redacted: %s in %s (%s)" % (mark, cname, c["vendor"]), fields,
                        {"vendors": [c["vendor"]], "container": cname, "templates": log, "clean": "redacted"})


def cl_mixed(lang):
    ctx = new_ctx(lang)
    svc = ctx["svc"]
    env1, env2 = pick(["DATABASE_PASSWORD", "DB_PASSWORD", "PG_PASSWORD"]), pick(["STRIPE_SECRET_KEY", "SENDGRID_API_KEY", "OPENAI_API_KEY", "SLACK_BOT_TOKEN"])
    r = rng.randrange(3)
    if r == 0:
        text = ("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %s\n  uid: %s\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n"
                "          image: ghcr.io/acme/%s@sha256:%s\n          env:\n            - name: %s\n              valueFrom:\n                secretKeyRef: {name: %s-db, key: password}\n"
                "            - name: %s\n              valueFrom:\n                secretKeyRef: {name: %s-vendors, key: %s}\n            - name: OTEL_TRACE_SAMPLER_ARG\n              value: \"0.1\""
                % (svc, uuid4(), svc, R(HEXL, 64), env1, svc, env2, svc, kebab(env2)))
        name = "k8s Deployment (digest + uid + secretKeyRef)"
    elif r == 1:
        text = ("services:\n  %s:\n    image: %s.dkr.ecr.%s.amazonaws.com/%s:%s\n    environment:\n      %s: ${%s:?set me}\n      %s: ${%s}\n      REQUEST_ID_HEADER: X-Request-Id\n"
                "    secrets:\n      - source: tls_key\n        target: /run/secrets/tls.key\nsecrets:\n  tls_key:\n    file: ./certs/%s.key" % (
                    svc, digits(12), pick(REGIONS), svc, R(HEXL, 12), env1, env1, env2, env2, svc))
        name = "compose (ECR uri + ${VAR} + secrets file)"
    else:
        text = ("# .github/workflows/deploy.yml (excerpt)\n- uses: aws-actions/configure-aws-credentials@%s\n  with:\n    role-to-assume: arn:aws:iam::%s:role/gha-%s\n    aws-region: %s\n"
                "- run: ./deploy.sh\n  env:\n    %s: ${{ secrets.%s }}\n    %s: ${{ secrets.%s }}\n    COMMIT_SHA: ${{ github.sha }}" % (
                    R(HEXL, 40), digits(12), svc, pick(REGIONS), env1, env1, env2, env2))
        name = "GHA (pinned action SHA + OIDC role + secrets refs)"
    log = []
    fields = clean_compose(ctx, text, "yaml", "envref", log, generic_open=True)
    return finish_clean(lang, "mixed risky-looking config: %s" % name, fields, {"vendors": [], "container": name, "templates": log, "clean": "mixed"})


def cl_policy(lang):
    ctx = new_ctx(lang)
    sl = slots_of(ctx)
    log = []
    pol = tpick(log, "policy", bank(lang, POLICY_EN, POLICY_KO))
    mc = bank(lang, "{who} asked me to align the password rules between the {svc} backend and the signup form.",
              "{who}님이 {svc} 백엔드와 회원가입 폼의 비밀번호 규칙을 맞춰달라고 함.").format(**sl)
    cfg = "PASSWORD_MIN_LENGTH=%d\nPASSWORD_REQUIRE_SYMBOL=true\nPASSWORD_MAX_AGE_DAYS=%d\nPASSWORD_HISTORY=%d" % (pick([10, 12, 14]), pick([60, 90, 180]), pick([3, 5, 10]))
    if chance(0.5):
        ls = pol + "\n```\n" + cfg + "\n```"
    else:
        ls = pol
    fields = {"missing_context": mc, "lesson": ls,
              "ask_next_time": bank(lang, "Should the policy also apply to existing service accounts?", "기존 서비스 계정에도 정책을 적용할까요?") if chance(0.5) else ""}
    return finish_clean(lang, "password policy without values", fields, {"vendors": [], "container": "prose", "templates": log, "clean": "policy"})


def cl_flags(lang):
    ctx = new_ctx(lang)
    sl = slots_of(ctx)
    log = []
    fl = tpick(log, "flags", bank(lang, FLAGS_EN, FLAGS_KO))
    mc = fill(tpick(log, "open", bank(lang, OPEN_EN, OPEN_KO)), sl) if chance(0.5) else bank(
        lang, "The {svc} maintenance script hung waiting for input on {env}.", "{env}에서 {svc} 점검 스크립트가 입력을 기다리며 멈춤.").format(**sl)
    fields = {"missing_context": mc, "lesson": fl, "ask_next_time": fill(pick(bank(lang, ASK_EN, ASK_KO)), sl)}
    return finish_clean(lang, "password flags explained in prose", fields, {"vendors": [], "container": "prose", "templates": log, "clean": "flags"})


def cl_plain(lang):
    ctx = new_ctx(lang)
    log = []
    title, ctxt, les = tpick(log, "plain", bank(lang, PLAIN_EN, PLAIN_KO))
    mc = bank(lang, "%s in %s (%s): %s" % (title, ctx["svc"], ctx["env"], ctxt), "%s — %s (%s): %s" % (title, ctx["svc"], ctx["env"], ctxt))
    fields = {"missing_context": mc, "lesson": les,
              "ask_next_time": bank(lang, "Is there a shared helper for this in %s already?" % ctx["svc"], "%s에 이미 공용 헬퍼가 있나요?" % ctx["svc"]) if chance(0.4) else ""}
    return finish_clean(lang, "plain engineering note", fields, {"vendors": [], "container": "prose", "templates": log, "clean": "plain"})


# --------------------------------------------------------------------------------------------
# allocation and main loop
# --------------------------------------------------------------------------------------------
SECRET_PLAN = [
    (s_vendor_token, 140), (s_password_config, 24), (s_password_prose, 14), (s_password_command, 32),
    (s_sql_password, 6), (s_connection_string, 22), (s_http_auth, 12), (s_cookie, 9), (s_signed_url, 8),
    (s_webhook, 12), (s_pem_key, 12), (s_totp, 6), (s_recovery, 6), (s_pin, 5), (s_wifi, 8), (s_split, 8),
    (s_chat, 8), (s_jwt_long, 4), (s_stack_trace, 8), (s_diff, 6), (s_app_secret, 10),
]
CLEAN_PLAN = [
    (cl_placeholder, 28), (cl_placeholder_cmd, 12), (cl_envref, 40), (cl_masked, 28), (cl_redacted, 8),
    (cl_hash, 28), (cl_ids, 24), (cl_pubkey, 26), (cl_nsid, 22), (cl_base64, 12), (cl_long, 12),
    (cl_policy, 12), (cl_flags, 12), (cl_encrypted, 18), (cl_publishable, 20), (cl_mixed, 18), (cl_plain, 40),
]
MAX_ATTEMPTS = 400


def build_kind(plan, total):
    slots = []
    for fn, n in plan:
        slots += [fn] * n
    assert len(slots) == total, (len(slots), total)
    rng.shuffle(slots)
    langs = ["en"] * N_EN + ["ko"] * N_KO
    rng.shuffle(langs)
    return list(zip(slots, langs))


def generate():
    notes, metas, retries = [], [], {}
    for kind, plan, total in (("secret", SECRET_PLAN, N_SECRET), ("clean", CLEAN_PLAN, N_CLEAN)):
        for fn, lang in build_kind(plan, total):
            for attempt in range(MAX_ATTEMPTS):
                note, meta = fn(lang)
                probs = check_note(note)
                if not probs:
                    break
                retries[fn.__name__] = retries.get(fn.__name__, 0) + 1
            else:
                raise RuntimeError("could not generate a valid note with %s: %s" % (fn.__name__, probs))
            assert note["kind"] == kind and note["lang"] == lang
            meta["recipe"] = fn.__name__
            notes.append(note)
            metas.append(meta)
    order = list(range(len(notes)))
    rng.shuffle(order)
    notes = [notes[i] for i in order]
    metas = [metas[i] for i in order]
    for i, n in enumerate(notes):
        n["id"] = "%s%03d" % (ID_PREFIX, i + 1)
    return notes, metas, retries


def final_checks(notes):
    assert len(notes) == N_SECRET + N_CLEAN
    ids = [n["id"] for n in notes]
    assert ids == ["%s%03d" % (ID_PREFIX, i + 1) for i in range(len(notes))]
    for kind in ("secret", "clean"):
        for lang, want in (("en", N_EN), ("ko", N_KO)):
            got = sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
            assert got == want, (kind, lang, got)
    for n in notes:
        assert list(n.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        probs = check_note(n)
        assert not probs, (n["id"], probs)
        if n["kind"] == "secret":
            for s in n["secrets"]:
                assert len(s) >= 8 and any(s in v for v in n["fields"].values())
            assert not window_violations(n["fields"], n["secrets"])
        else:
            assert n["secrets"] == []


def stats(notes, metas, retries):
    out = []
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            out.append("%s/%s: %d" % (kind, lang, sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)))
    vendors = []
    for m, n in zip(metas, notes):
        if n["kind"] == "secret":
            for v in m.get("vendors", []):
                if v not in vendors:
                    vendors.append(v)
    cvendors = []
    for m, n in zip(metas, notes):
        if n["kind"] == "clean":
            for v in m.get("vendors", []):
                if v not in cvendors:
                    cvendors.append(v)
    containers = dedupe([m.get("container", "") for m in metas])
    tmpl = dedupe([t for m in metas for t in m.get("templates", [])])
    cats = dedupe([n["category"] for n in notes])
    nsec = sum(len(n["secrets"]) for n in notes)
    out.append("distinct vendors named in secret notes: %d" % len(vendors))
    out.append("distinct vendors named in clean notes: %d" % len(cvendors))
    regions = {}
    for m, n in zip(metas, notes):
        if n["kind"] == "secret" and m.get("region"):
            regions[m["region"]] = regions.get(m["region"], 0) + 1
    out.append("vendor-token notes by vendor region: %s" % ", ".join("%s=%d" % kv for kv in sorted(regions.items())))
    vfuncs = len(VENDORS)
    out.append("vendor token generators in catalogue: %d" % vfuncs)
    out.append("distinct recipes: %d" % len(dedupe([m["recipe"] for m in metas])))
    out.append("distinct containers/snippet templates: %d" % len(containers))
    out.append("distinct prose templates used: %d" % len(tmpl))
    out.append("distinct category strings: %d" % len(cats))
    out.append("listed secret values: %d (max per note %d)" % (nsec, max(len(n["secrets"]) for n in notes)))
    out.append("secret notes with >1 secret: %d" % sum(1 for n in notes if len(n["secrets"]) > 1))
    out.append("secret values >= 200 chars: %d" % sum(1 for n in notes for s in n["secrets"] if len(s) >= 200))
    out.append("secret in ask_next_time: %d notes" % sum(1 for n in notes if any(s in n["fields"]["ask_next_time"] for s in n["secrets"])))
    out.append("secret in >1 field: %d notes" % sum(1 for n in notes if n["secrets"] and sum(1 for v in n["fields"].values() if any(s in v for s in n["secrets"])) > 1))
    out.append("clean [publishable]: %d" % sum(1 for n in notes if n["category"].endswith(" [publishable]")))
    out.append("clean plain (no risky material): %d" % sum(1 for m, n in zip(metas, notes) if n["kind"] == "clean" and m.get("clean") == "plain"))
    out.append("regeneration attempts by recipe: %s" % ", ".join("%s=%d" % kv for kv in sorted(retries.items())))
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "blind_set_v68.jsonl")
    notes, metas, retries = generate()
    final_checks(notes)
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes).encode("utf-8")
    with open(path, "wb") as fh:
        fh.write(data)
    for line in stats(notes, metas, retries):
        print(line)
    print("sha256 %s  %s" % (hashlib.sha256(data).hexdigest(), os.path.basename(path)))


if __name__ == "__main__":
    main()
