#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v112.py -- generator of blind_set_v112.jsonl

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
Python 3 standard library only, no network.  A single PRNG,
random.Random(112_2026_1127), drives every choice; no set is iterated,
so the output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v112.py            (writes blind_set_v112.jsonl)
        python3 make_blind_set_v112.py --stdout   (writes to stdout instead)
"""
import base64
import hashlib
import json
import os
import random
import string
import sys
import urllib.parse

SEED = 112_2026_1127
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "blind_set_v112.jsonl")

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60 %)
N_KO = 144          # per kind (40 %)
MAX_MC = 1024       # bytes
MAX_LESSON = 1024
MAX_ASK = 512
ID_PREFIX = "fp"

# --------------------------------------------------------------------------
# alphabets and small random helpers (all draw from R)
# --------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BCRYPT = "./" + AN
# punctuation that survives every container used below unescaped
PUNCT = "!@#$%^*()-_=+[]{};:,.?/~"


def rs(alpha, n):
    """n characters drawn uniformly from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def shuffled(seq):
    lst = list(seq)
    R.shuffle(lst)
    return lst


_DECKS = {}


def deck(name, n):
    """Next index from a shuffled deck of range(n), refilled when empty: every
    sub-variant of a template is used before any is repeated."""
    d = _DECKS.get(name)
    if not d:
        d = shuffled(range(n))
        _DECKS[name] = d
    return d.pop()


def sample(seq, k):
    return R.sample(list(seq), k)


def hexs(n):
    return rs(HEX, n)


def digits(n):
    return str(rint(1, 9)) + rs(DG, n - 1)


def b64e(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def pct(s):
    return urllib.parse.quote(s, safe="")


def uuid4(upper=False):
    h = hexs(32)
    u = "%s-%s-4%s-%s%s-%s" % (h[0:8], h[8:12], h[13:16], ch("89ab"), h[17:20], h[20:32])
    return u.upper() if upper else u


def sha256_hex():
    return hexs(64)


def git_sha(n=40):
    return hexs(n)


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                                   rint(0, 59), rint(0, 59), rint(0, 999))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                            rint(0, 59), rint(0, 59))


def ipv4_private():
    return ch(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(2, 254)),
               "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(2, 254)),
               "192.168.%d.%d" % (rint(0, 255), rint(2, 254))])


# --------------------------------------------------------------------------
# Hangul -> 2-set (dubeolsik) keyboard, for "typed in English mode" passwords
# --------------------------------------------------------------------------
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg",
         "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for c in text:
        code = ord(c) - 0xAC00
        if 0 <= code < 11172:
            cho, rem = divmod(code, 21 * 28)
            jung, jong = divmod(rem, 28)
            out.append(_CHO[cho] + _JUNG[jung] + _JONG[jong])
        else:
            out.append(c)
    return "".join(out)


# --------------------------------------------------------------------------
# validation (FORMAT.txt rules)
# --------------------------------------------------------------------------
FIELD_NAMES = ("missing_context", "lesson", "ask_next_time")


def occurrences(hay, needle):
    out = []
    i = hay.find(needle)
    while i != -1:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def sizes_ok(fields):
    mc = fields["missing_context"]
    ls = fields["lesson"]
    ask = fields["ask_next_time"]
    if not mc.strip() or not ls.strip():
        return False
    return (len(mc.encode("utf-8")) <= MAX_MC and len(ls.encode("utf-8")) <= MAX_LESSON
            and len(ask.encode("utf-8")) <= MAX_ASK)


def window_rule_ok(fields, secrets):
    """Every listed secret >= 8 chars, present verbatim; no 8-char window of any
    secret occurs in any field outside an occurrence of a listed secret."""
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or s != s.strip():
            return False
        if not any(s in fields[f] for f in FIELD_NAMES):
            return False
    for f in FIELD_NAMES:
        text = fields[f]
        spans = []
        for s in secrets:
            for i in occurrences(text, s):
                spans.append((i, i + len(s)))
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for i in occurrences(text, w):
                    if not any(a <= i and i + 8 <= b for (a, b) in spans):
                        return False
    return True


# --------------------------------------------------------------------------
# context pools (names of services, hosts, people ...)
# --------------------------------------------------------------------------
SVCS = ["billing-worker", "order-api", "notification-service", "search-indexer", "payment-gateway",
        "media-uploader", "crm-sync", "nightly-report", "auth-proxy", "inventory-api", "ledger-batch",
        "webhook-relay", "settlement-job", "catalog-sync", "chat-bot", "image-resizer", "etl-loader",
        "mobile-bff", "admin-console", "metrics-exporter", "coupon-service", "shipping-tracker",
        "recommendation-api", "email-digest", "review-moderator", "partner-gateway", "data-exporter"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "stage-kr", "prod-jp", "perf"]
ENV_KO = {"staging": "스테이징", "prod": "운영", "dev": "개발", "qa": "QA", "sandbox": "샌드박스",
          "preprod": "프리프로드", "stage-kr": "국내 스테이징", "prod-jp": "일본 운영", "perf": "성능 테스트"}
ORGS = ["acme", "northwind", "globex", "initech", "hooli", "umbrella-labs", "blueorbit", "hanbit-soft",
        "mirae-commerce", "saebyeok", "daehan-logistics", "sakura-works", "kumo-tech", "lumen-eu",
        "fjord-data", "tidepool", "redwood-io", "pangyo-lab", "seoulmate", "kitsune-dev"]
REPOS = ["platform", "infra", "backend", "web", "mobile", "data-pipeline", "ops-scripts", "monorepo",
         "payments", "terraform-live", "helm-charts", "shared-libs"]
USERS = ["jiwoo.kim", "minji", "alex", "priya", "deploy", "svc-batch", "ops", "admin", "app_user",
         "readonly", "hyunwoo", "sora.park", "tanaka", "li.wei", "marta", "jonas", "ci-bot", "etl",
         "report_ro", "seojun", "yuna", "dbadmin", "backup", "grafana", "airflow"]
DOMAINS = ["example.com", "acme.io", "corp.internal", "hanbit.co.kr", "mirae.kr", "northwind.dev",
           "kumo.jp", "lumen.eu", "globex.net", "saebyeok.co.kr"]
HOST_PREFIX = ["db", "pg", "mysql", "redis", "mq", "kafka", "es", "mongo", "bastion", "jump", "git",
               "nas", "ci", "vault", "ftp", "smtp", "ldap", "api", "batch", "ops"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2",
           "ap-southeast-1", "eu-west-1"]
DBNAMES = ["orders", "billing", "app", "analytics", "users", "inventory", "settlement", "crm",
           "reporting", "shop", "payments", "events"]
PW_ERRORS = ["Access denied for user", "authentication failed", "Login failed for user", "NT_STATUS_LOGON_FAILURE",
             "password authentication failed", "WRONGPASS", "invalid credentials", "401 Unauthorized"]
ERRORS = ["401 Unauthorized", "403 Forbidden", "invalid_grant", "SignatureDoesNotMatch",
          "InvalidAccessKeyId", "AuthenticationFailed", "invalid_api_key", "token expired",
          "permission denied", "EAUTH", "access denied", "Bad credentials", "missing scope"]
TASKS_EN = ["migrating the cron jobs", "fixing the flaky deploy", "rotating the staging config",
            "setting up the preview environment", "debugging the webhook retries",
            "moving the service to the new cluster", "wiring the nightly export",
            "upgrading the SDK", "reproducing the customer bug", "cleaning up CI secrets",
            "bootstrapping the new laptop", "writing the onboarding runbook",
            "porting the batch job to Kubernetes", "investigating the 5xx spike"]
TASKS_KO = ["크론 잡 이전 작업", "배포 실패 원인 분석", "스테이징 설정 정리", "프리뷰 환경 구성",
            "웹훅 재시도 디버깅", "신규 클러스터 이전", "야간 export 연동", "SDK 업그레이드",
            "고객 버그 재현", "CI 시크릿 정리", "신규 노트북 세팅", "온보딩 런북 작성",
            "배치 잡 쿠버네티스 이전", "5xx 급증 원인 조사"]
PEOPLE_KO = ["지우", "민지", "현우", "서준", "유나", "소라", "도윤", "하은", "준호", "예린"]
PEOPLE_EN = ["Jiwoo", "Minji", "Alex", "Priya", "Tanaka-san", "Marta", "Jonas", "Li Wei", "Sam",
             "Dana"]


def new_ctx(lang):
    env = ch(ENVS)
    org = ch(ORGS)
    dom = ch(DOMAINS)
    user = ch(USERS)
    c = {
        "lang": lang,
        "svc": ch(SVCS),
        "env": env,
        "env_ko": ENV_KO[env],
        "org": org,
        "repo": ch(REPOS),
        "domain": dom,
        "user": user,
        "email": "%s@%s" % (user.replace("_", "."), dom),
        "host": "%s-%s-%02d.%s" % (ch(HOST_PREFIX), env, rint(1, 12), dom),
        "region": ch(REGIONS),
        "db": ch(DBNAMES),
        "err": ch(ERRORS),
        "task": ch(TASKS_KO if lang == "ko" else TASKS_EN),
        "person": ch(PEOPLE_KO if lang == "ko" else PEOPLE_EN),
        "shop": ch(["acme-store", "mirae-mall", "kumo-shop", "northwind-goods", "hanbit-market"]),
        "space": ch(["acme", "kumo", "hanbit", "sakura-dev", "mirae"]),
        "bucket": "%s-%s-%s" % (org, ch(["assets", "backups", "exports", "uploads", "logs"]), env),
        "port": ch([5432, 3306, 6379, 27017, 5672, 9092, 8080, 8443, 1433, 1521, 9200]),
        "ticket": "%s-%d" % (ch(["OPS", "INFRA", "PAY", "BE", "PLAT", "SEC", "DATA"]), rint(100, 9999)),
    }
    return c


# --------------------------------------------------------------------------
# vendor catalogue: every credential body is drawn from R at note time
# items: list of (ENV_NAME, value, is_secret)
# --------------------------------------------------------------------------
VENDORS = []


def V(name, region, slug, items, hdrs=None, url=None, urls=None, clis=None, sdks=None, kind="api"):
    VENDORS.append({"name": name, "region": region, "slug": slug, "items": items,
                    "hdrs": hdrs or [], "url": url, "urls": urls or [], "clis": clis or [],
                    "sdks": sdks or [], "kind": kind})


def _discord_token():
    uid = digits(rint(18, 19))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _mapbox_sk(user):
    body = b64u(('{"u":"%s","a":"%s"}' % (user, rs(ANL, 25))).encode())
    return "sk." + body + "." + rs(B64U, 22)


def _gcp_client_id():
    return "%s-%s.apps.googleusercontent.com" % (digits(12), rs(ANL, 32))


# ---- global -------------------------------------------------------------
V("AWS IAM access key", "global", "aws",
  lambda: [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), 1),
           ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), 1),
           ("AWS_DEFAULT_REGION", ch(REGIONS), 0)],
  clis=["aws configure set aws_access_key_id {0} && aws configure set aws_secret_access_key {1}",
        "AWS_ACCESS_KEY_ID={0} AWS_SECRET_ACCESS_KEY={1} aws s3 ls s3://{bucket}/"],
  sdks=['s3 = boto3.client("s3", region_name="{2}", aws_access_key_id="{0}", aws_secret_access_key="{1}")'])
V("AWS STS temporary credentials", "global", "aws",
  lambda: [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), 1),
           ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), 1),
           ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, rint(250, 330)), 1)],
  clis=["export AWS_ACCESS_KEY_ID={0} AWS_SECRET_ACCESS_KEY={1} AWS_SESSION_TOKEN={2}"])
V("GitHub classic PAT", "global", "github",
  lambda: [("GITHUB_TOKEN", "ghp_" + rs(AN, 36), 1)],
  hdrs=["Authorization: token {0}"], url="https://api.github.com/user/repos",
  clis=["echo {0} | gh auth login --with-token",
        "git clone https://{0}@github.com/{org}/{repo}.git",
        "git remote set-url origin https://{user}:{0}@github.com/{org}/{repo}.git"])
V("GitHub OAuth token", "global", "github",
  lambda: [("GH_OAUTH_TOKEN", "gho_" + rs(AN, 36), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.github.com/user")
V("GitHub App installation token", "global", "github",
  lambda: [("GH_INSTALLATION_TOKEN", "ghs_" + rs(AN, 36), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.github.com/repos/{org}/{repo}/issues",
  clis=["git clone https://x-access-token:{0}@github.com/{org}/{repo}.git"])
V("GitHub fine-grained PAT", "global", "github",
  lambda: [("GH_TOKEN", "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.github.com/repos/{org}/{repo}/actions/runs",
  clis=["GH_TOKEN={0} gh pr list -R {org}/{repo}"])
V("GitLab personal access token", "global", "gitlab",
  lambda: [("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), 1)],
  hdrs=["PRIVATE-TOKEN: {0}"], url="https://gitlab.com/api/v4/projects?membership=true",
  clis=["glab auth login --hostname gitlab.com --token {0}"])
V("GitLab runner token", "global", "gitlab",
  lambda: [("RUNNER_TOKEN", "glrt-" + rs(B64U, 20), 1)],
  clis=["gitlab-runner register --non-interactive --url https://gitlab.com --token {0} --executor docker"])
V("GitLab deploy token", "global", "gitlab",
  lambda: [("CI_DEPLOY_USER", "gitlab+deploy-token-%d" % rint(1000, 99999), 0),
           ("CI_DEPLOY_PASSWORD", "gldt-" + rs(B64U, 20), 1)],
  clis=["docker login registry.gitlab.com -u {0} -p {1}"])
V("Slack bot token", "global", "slack",
  lambda: [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (digits(rint(10, 13)), digits(rint(10, 13)), rs(AN, 24)), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://slack.com/api/chat.postMessage")
V("Slack user token", "global", "slack",
  lambda: [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (digits(11), digits(12), digits(13), hexs(32)), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://slack.com/api/conversations.history")
V("Slack app-level token", "global", "slack",
  lambda: [("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ANU, 10), digits(13), hexs(64)), 1)],
  sdks=['app = App(token=os.environ["SLACK_BOT_TOKEN"])\nSocketModeHandler(app, "{0}").start()'])
V("Stripe secret key", "global", "stripe",
  lambda: [("STRIPE_SECRET_KEY", "sk_live_" + ch(["51" + rs(AN, 97), rs(AN, 24)]), 1)],
  clis=["curl https://api.stripe.com/v1/charges -u {0}: -d limit=3"],
  sdks=['stripe.api_key = "{0}"', 'const stripe = require("stripe")("{0}");'])
V("Stripe restricted key", "global", "stripe",
  lambda: [("STRIPE_RESTRICTED_KEY", "rk_live_" + ch(["51" + rs(AN, 97), rs(AN, 24)]), 1)],
  clis=["curl https://api.stripe.com/v1/payment_intents -u {0}:"])
V("Stripe webhook signing secret", "global", "stripe",
  lambda: [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32), 1)],
  sdks=['event = stripe.Webhook.construct_event(payload, sig_header, "{0}")',
        'const event = stripe.webhooks.constructEvent(body, sig, "{0}");'])
V("Google API key (server)", "global", "google",
  lambda: [("GEMINI_API_KEY", "AIza" + rs(B64U, 35), 1)],
  urls=["https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key={0}",
        "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul&key={0}"],
  hdrs=["x-goog-api-key: {0}"], url="https://generativelanguage.googleapis.com/v1beta/models")
V("Google OAuth client secret", "global", "google",
  lambda: [("GOOGLE_CLIENT_ID", _gcp_client_id(), 0),
           ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), 1)],
  clis=["curl -d client_id={0} -d client_secret={1} -d grant_type=client_credentials https://oauth2.googleapis.com/token"])
V("Google OAuth refresh token", "global", "google",
  lambda: [("GOOGLE_CLIENT_ID", _gcp_client_id(), 0),
           ("GOOGLE_REFRESH_TOKEN", "1//0" + ch("egc") + rs(B64U, 99), 1)],
  clis=["curl -s https://oauth2.googleapis.com/token -d client_id={0} -d refresh_token={1} -d grant_type=refresh_token"])
V("OpenAI project key", "global", "openai",
  lambda: [("OPENAI_API_KEY", "sk-proj-" + rs(B64U, rint(60, 80)) + "T3BlbkFJ" + rs(B64U, rint(60, 80)), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.openai.com/v1/chat/completions",
  sdks=['client = OpenAI(api_key="{0}")'])
V("OpenAI legacy key", "global", "openai",
  lambda: [("OPENAI_API_KEY", "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.openai.com/v1/models")
V("Anthropic API key", "global", "anthropic",
  lambda: [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA", 1)],
  hdrs=["x-api-key: {0}", "anthropic-version: 2023-06-01"], url="https://api.anthropic.com/v1/messages",
  sdks=['client = anthropic.Anthropic(api_key="{0}")'])
V("Hugging Face token", "global", "huggingface",
  lambda: [("HF_TOKEN", "hf_" + rs(UP + LO, 34), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://huggingface.co/api/whoami-v2",
  clis=["huggingface-cli login --token {0}"])
V("Twilio auth token", "global", "twilio",
  lambda: [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), 0), ("TWILIO_AUTH_TOKEN", hexs(32), 1)],
  clis=["curl -X POST https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json -u {0}:{1} --data-urlencode To=+821012345678"],
  sdks=['client = Client("{0}", "{1}")'])
V("Twilio API key secret", "global", "twilio",
  lambda: [("TWILIO_API_KEY", "SK" + hexs(32), 0), ("TWILIO_API_SECRET", rs(AN, 32), 1)],
  sdks=['client = Client("{0}", "{1}", account_sid)'])
V("SendGrid API key", "global", "sendgrid",
  lambda: [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.sendgrid.com/v3/mail/send")
V("Mailgun API key", "global", "mailgun",
  lambda: [("MAILGUN_API_KEY", "key-" + hexs(32), 1)],
  clis=["curl -s --user 'api:{0}' https://api.mailgun.net/v3/mg.{domain}/messages -F to=ops@{domain}"])
V("Mailchimp API key", "global", "mailchimp",
  lambda: [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), 1)],
  clis=["curl -u anystring:{0} https://us6.api.mailchimp.com/3.0/lists"])
V("npm access token", "global", "npm",
  lambda: [("NPM_TOKEN", "npm_" + rs(AN, 36), 1)],
  clis=["npm config set //registry.npmjs.org/:_authToken {0}",
        "echo '//registry.npmjs.org/:_authToken={0}' >> ~/.npmrc"])
V("PyPI API token", "global", "pypi",
  lambda: [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)), 1)],
  clis=["twine upload -u __token__ -p {0} dist/*",
        "uv publish --token {0}"])
V("Docker Hub access token", "global", "dockerhub",
  lambda: [("DOCKERHUB_USERNAME", ch(USERS).replace(".", ""), 0), ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), 1)],
  clis=["docker login -u {0} -p {1}", "echo {1} | docker login -u {0} --password-stdin"])
V("Shopify Admin API token", "global", "shopify",
  lambda: [("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32), 1)],
  hdrs=["X-Shopify-Access-Token: {0}"], url="https://{shop}.myshopify.com/admin/api/2024-07/products.json")
V("Shopify app shared secret", "global", "shopify",
  lambda: [("SHOPIFY_API_KEY", hexs(32), 0), ("SHOPIFY_API_SECRET", "shpss_" + hexs(32), 1)])
V("Atlassian API token", "global", "atlassian",
  lambda: [("JIRA_EMAIL", "", 0), ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 172) + "=" + rs(HEXU, 8), 1)],
  clis=["curl -u {email}:{1} https://{org}.atlassian.net/rest/api/3/myself"])
V("DigitalOcean token", "global", "digitalocean",
  lambda: [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.digitalocean.com/v2/droplets",
  clis=["doctl auth init -t {0}"])
V("Datadog API + application key", "global", "datadog",
  lambda: [("DD_API_KEY", hexs(32), 1), ("DD_APP_KEY", hexs(40), 1), ("DD_SITE", "datadoghq.com", 0)],
  hdrs=["DD-API-KEY: {0}", "DD-APPLICATION-KEY: {1}"], url="https://api.datadoghq.com/api/v1/validate")
V("New Relic user key", "global", "newrelic",
  lambda: [("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27), 1)],
  hdrs=["API-Key: {0}"], url="https://api.newrelic.com/graphql")
V("Sentry user auth token", "global", "sentry",
  lambda: [("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://sentry.io/api/0/projects/",
  clis=["sentry-cli --auth-token {0} releases new $VERSION"])
V("Linear API key", "global", "linear",
  lambda: [("LINEAR_API_KEY", "lin_api_" + rs(AN, 40), 1)],
  hdrs=["Authorization: {0}"], url="https://api.linear.app/graphql")
V("Notion integration token", "global", "notion",
  lambda: [("NOTION_TOKEN", ch(["ntn_" + digits(11) + rs(AN, 35), "secret_" + rs(AN, 43)]), 1)],
  hdrs=["Authorization: Bearer {0}", "Notion-Version: 2022-06-28"], url="https://api.notion.com/v1/search")
V("Discord bot token", "global", "discord",
  lambda: [("DISCORD_BOT_TOKEN", _discord_token(), 1)],
  hdrs=["Authorization: Bot {0}"], url="https://discord.com/api/v10/users/@me",
  sdks=['client.run("{0}")'])
V("Telegram bot token", "global", "telegram",
  lambda: [("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (digits(rint(9, 10)), rs(B64U, 33)), 1)],
  urls=["https://api.telegram.org/bot{0}/sendMessage?chat_id=-100%s&text=deploy+done" % "1234567890",
        "https://api.telegram.org/bot{0}/getUpdates"])
V("Azure Storage account key", "global", "azure",
  lambda: [("AZURE_STORAGE_ACCOUNT", ch(ORGS).replace("-", "") + "store", 0),
           ("AZURE_STORAGE_KEY", rs(B64, 86) + "==", 1)],
  clis=["az storage blob list --account-name {0} --account-key {1} -c exports -o table"])
V("Azure AD client secret", "global", "azure",
  lambda: [("AZURE_TENANT_ID", uuid4(), 0), ("AZURE_CLIENT_ID", uuid4(), 0),
           ("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34), 1)],
  clis=["az login --service-principal -u {1} -p {2} --tenant {0}"])
V("Postman API key", "global", "postman",
  lambda: [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), 1)],
  hdrs=["X-Api-Key: {0}"], url="https://api.getpostman.com/collections")
V("Terraform Cloud token", "global", "terraform",
  lambda: [("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://app.terraform.io/api/v2/organizations/{org}/workspaces")
V("HashiCorp Vault token", "global", "vault",
  lambda: [("VAULT_TOKEN", ch(["hvs." + rs(AN, 24), "hvs.CAESI" + rs(B64U, 86)]), 1)],
  hdrs=["X-Vault-Token: {0}"], url="https://vault.{domain}:8200/v1/secret/data/{svc}",
  clis=["VAULT_TOKEN={0} vault kv get secret/{svc}", "vault login {0}"])
V("Doppler service token", "global", "doppler",
  lambda: [("DOPPLER_TOKEN", "dp.st." + ch(["prd", "stg", "dev"]) + "." + rs(AN, 40), 1)],
  clis=["doppler run --token {0} -- npm start"])
V("Pulumi access token", "global", "pulumi",
  lambda: [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), 1)],
  clis=["PULUMI_ACCESS_TOKEN={0} pulumi up --stack {org}/{env} --yes"])
V("Grafana service account token", "global", "grafana",
  lambda: [("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + hexs(8), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://grafana.{domain}/api/dashboards/uid/{svc}")
V("Cloudflare API token", "global", "cloudflare",
  lambda: [("CLOUDFLARE_API_TOKEN", rs(B64U, 40), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.cloudflare.com/client/v4/user/tokens/verify")
V("Cloudflare global API key", "global", "cloudflare",
  lambda: [("CF_API_EMAIL", "", 0), ("CF_API_KEY", hexs(37), 1)],
  hdrs=["X-Auth-Email: {email}", "X-Auth-Key: {1}"], url="https://api.cloudflare.com/client/v4/zones")
V("Supabase access token", "global", "supabase",
  lambda: [("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40), 1)],
  clis=["supabase login --token {0}"])
V("Okta API token", "global", "okta",
  lambda: [("OKTA_API_TOKEN", "00" + rs(B64U, 40), 1)],
  hdrs=["Authorization: SSWS {0}"], url="https://{org}.okta.com/api/v1/users?limit=25")
V("Square access token", "global", "square",
  lambda: [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), 1)],
  hdrs=["Authorization: Bearer {0}", "Square-Version: 2024-07-17"], url="https://connect.squareup.com/v2/locations")
V("Braintree access token", "global", "braintree",
  lambda: [("BRAINTREE_TOKEN", "access_token$production$%s$%s" % (rs(ANL, 16), hexs(32)), 1)],
  sdks=['const gateway = new braintree.BraintreeGateway({{ accessToken: "{0}" }});'])
V("Meta Graph API access token", "global", "meta",
  lambda: [("FB_ACCESS_TOKEN", "EAA" + ch("BG") + rs(AN, rint(170, 200)), 1)],
  urls=["https://graph.facebook.com/v19.0/me/accounts?access_token={0}"])
V("Dropbox access token", "global", "dropbox",
  lambda: [("DROPBOX_TOKEN", "sl." + ch(["", "u."]) + rs(B64U, rint(130, 140)), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.dropboxapi.com/2/files/list_folder")
V("Figma personal access token", "global", "figma",
  lambda: [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), 1)],
  hdrs=["X-Figma-Token: {0}"], url="https://api.figma.com/v1/files/%s" % "Kq3hTzVb8rN2wLm5")
V("Airtable personal access token", "global", "airtable",
  lambda: [("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + hexs(64), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.airtable.com/v0/meta/bases")
V("Databricks PAT", "global", "databricks",
  lambda: [("DATABRICKS_HOST", "https://dbc-%s-%s.cloud.databricks.com" % (hexs(8), hexs(4)), 0),
           ("DATABRICKS_TOKEN", "dapi" + hexs(32) + ch(["", "-2", "-3"]), 1)],
  hdrs=["Authorization: Bearer {1}"], url="{0}/api/2.0/clusters/list")
V("Buildkite API token", "global", "buildkite",
  lambda: [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.buildkite.com/v2/organizations/{org}/pipelines")
V("Netlify personal token", "global", "netlify",
  lambda: [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36), 1)],
  clis=["netlify deploy --prod --auth {0} --site {svc}"])
V("Mapbox secret token", "global", "mapbox",
  lambda: [("MAPBOX_SECRET_TOKEN", _mapbox_sk(ch(ORGS)), 1)],
  urls=["https://api.mapbox.com/uploads/v1/{org}?access_token={0}"])
V("Algolia admin API key", "global", "algolia",
  lambda: [("ALGOLIA_APP_ID", rs(ANU, 10), 0), ("ALGOLIA_ADMIN_KEY", hexs(32), 1)],
  hdrs=["X-Algolia-Application-Id: {0}", "X-Algolia-API-Key: {1}"], url="https://{0}.algolia.net/1/indexes")
V("age secret key", "global", "age",
  lambda: [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32, 58), 1)],
  clis=["SOPS_AGE_KEY={0} sops -d secrets.enc.yaml"], kind="key")
V("WireGuard private key", "global", "wireguard",
  lambda: [("WG_PRIVATE_KEY", rs(B64, 42) + ch("AEIMQUYcgkosw048") + "=", 1)],
  clis=["wg set wg0 private-key <(echo {0})"], kind="key")
V("Contentful management token", "global", "contentful",
  lambda: [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.contentful.com/spaces")
V("Heroku API key", "global", "heroku",
  lambda: [("HEROKU_API_KEY", uuid4(), 1)],
  hdrs=["Authorization: Bearer {0}", "Accept: application/vnd.heroku+json; version=3"], url="https://api.heroku.com/apps")
V("Snyk API token", "global", "snyk",
  lambda: [("SNYK_TOKEN", uuid4(), 1)],
  hdrs=["Authorization: token {0}"], url="https://api.snyk.io/rest/self?version=2024-06-10",
  clis=["snyk auth {0}"])
V("Bitbucket app password", "global", "bitbucket",
  lambda: [("BITBUCKET_USER", "", 0), ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 32) + rs(HEXU, 8), 1)],
  clis=["git clone https://{user}:{1}@bitbucket.org/{org}/{repo}.git",
        "curl -u {user}:{1} https://api.bitbucket.org/2.0/repositories/{org}"])
V("JFrog API key", "global", "jfrog",
  lambda: [("ARTIFACTORY_API_KEY", "AKCp" + ch("58") + rs(AN, 68), 1)],
  hdrs=["X-JFrog-Art-Api: {0}"], url="https://{org}.jfrog.io/artifactory/api/repositories")
V("SonarQube user token", "global", "sonarqube",
  lambda: [("SONAR_TOKEN", "squ_" + hexs(40), 1)],
  clis=["mvn sonar:sonar -Dsonar.host.url=https://sonar.{domain} -Dsonar.token={0}"])
V("Firebase Cloud Messaging server key", "global", "firebase",
  lambda: [("FCM_SERVER_KEY", "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134), 1)],
  hdrs=["Authorization: key={0}"], url="https://fcm.googleapis.com/fcm/send")
V("Razorpay key secret", "global", "razorpay",
  lambda: [("RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14), 0), ("RAZORPAY_KEY_SECRET", rs(AN, 24), 1)],
  clis=["curl -u {0}:{1} https://api.razorpay.com/v1/payments?count=5"])
V("Spotify client secret", "global", "spotify",
  lambda: [("SPOTIFY_CLIENT_ID", hexs(32), 0), ("SPOTIFY_CLIENT_SECRET", hexs(32), 1)],
  clis=["curl -X POST https://accounts.spotify.com/api/token -d grant_type=client_credentials -d client_id={0} -d client_secret={1}"])
V("Trello token", "global", "trello",
  lambda: [("TRELLO_KEY", hexs(32), 0), ("TRELLO_TOKEN", "ATTA" + hexs(64) + rs(HEXU, 8), 1)],
  urls=["https://api.trello.com/1/members/me/boards?key={0}&token={1}"])
V("Gitea access token", "global", "gitea",
  lambda: [("GITEA_TOKEN", hexs(40), 1)],
  hdrs=["Authorization: token {0}"], url="https://git.{domain}/api/v1/user/repos")
V("CircleCI personal token", "global", "circleci",
  lambda: [("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + hexs(40), 1)],
  hdrs=["Circle-Token: {0}"], url="https://circleci.com/api/v2/me")
V("PlanetScale service token", "global", "planetscale",
  lambda: [("PLANETSCALE_SERVICE_TOKEN_ID", rs(ANL, 12), 0), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), 1)],
  hdrs=["Authorization: {0}:{1}"], url="https://api.planetscale.com/v1/organizations")
V("Fastly API token", "global", "fastly",
  lambda: [("FASTLY_API_TOKEN", rs(B64U, 32), 1)],
  hdrs=["Fastly-Key: {0}"], url="https://api.fastly.com/service")
V("Render API key", "global", "render",
  lambda: [("RENDER_API_KEY", "rnd_" + rs(AN, 32), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.render.com/v1/services")
V("Groq API key", "global", "groq",
  lambda: [("GROQ_API_KEY", "gsk_" + rs(AN, 52), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.groq.com/openai/v1/chat/completions")
V("Replicate API token", "global", "replicate",
  lambda: [("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.replicate.com/v1/predictions")
V("Perplexity API key", "global", "perplexity",
  lambda: [("PPLX_API_KEY", "pplx-" + rs(AN, 48), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.perplexity.ai/chat/completions")
V("xAI API key", "global", "xai",
  lambda: [("XAI_API_KEY", "xai-" + rs(AN, 80), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.x.ai/v1/chat/completions")
V("Cohere API key", "global", "cohere",
  lambda: [("COHERE_API_KEY", rs(AN, 40), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.cohere.com/v1/embed")
V("Tailscale auth key", "global", "tailscale",
  lambda: [("TS_AUTHKEY", "tskey-auth-k" + rs(AN, rint(10, 16)) + "-" + rs(AN, 33), 1)],
  clis=["tailscale up --authkey={0} --hostname={svc}", "tailscale up --auth-key {0}"])
V("ngrok authtoken", "global", "ngrok",
  lambda: [("NGROK_AUTHTOKEN", "2" + rs(AN, 26) + "_" + rs(AN, 21), 1)],
  clis=["ngrok config add-authtoken {0}"])
V("LaunchDarkly SDK key", "global", "launchdarkly",
  lambda: [("LAUNCHDARKLY_SDK_KEY", "sdk-" + uuid4(), 1)],
  sdks=['ld_client = ldclient.LDClient(Config("{0}"))'])
V("Resend API key", "global", "resend",
  lambda: [("RESEND_API_KEY", "re_" + rs(AN, 8) + "_" + rs(AN, 24), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.resend.com/emails")

# ---- Korean -------------------------------------------------------------
V("Naver Cloud Platform API key", "kr", "ncloud",
  lambda: [("NCLOUD_ACCESS_KEY", rs(AN, 20), 1), ("NCLOUD_SECRET_KEY", rs(AN, 40), 1),
           ("NCLOUD_REGION", "KR", 0)],
  clis=["ncloud configure set --access-key {0} --secret-key {1}",
        "aws --endpoint-url=https://kr.object.ncloudstorage.com s3 ls  # AWS_ACCESS_KEY_ID={0} AWS_SECRET_ACCESS_KEY={1}"])
V("Naver Developers client secret", "kr", "naver",
  lambda: [("NAVER_CLIENT_ID", rs(AN, 20), 0), ("NAVER_CLIENT_SECRET", rs(AN, 10), 1)],
  hdrs=["X-Naver-Client-Id: {0}", "X-Naver-Client-Secret: {1}"],
  url="https://openapi.naver.com/v1/search/blog.json?query=%EC%B9%B4%ED%8E%98")
V("Kakao REST API key", "kr", "kakao",
  lambda: [("KAKAO_REST_API_KEY", hexs(32), 1)],
  hdrs=["Authorization: KakaoAK {0}"], url="https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90")
V("Kakao Admin key", "kr", "kakao",
  lambda: [("KAKAO_ADMIN_KEY", hexs(32), 1)],
  hdrs=["Authorization: KakaoAK {0}"], url="https://kapi.kakao.com/v1/user/ids")
V("Toss Payments secret key", "kr", "tosspayments",
  lambda: [("TOSS_SECRET_KEY", ch(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28), 1)],
  sdks=['const encoded = Buffer.from("{0}:").toString("base64");',
        'auth = base64.b64encode(b"{0}:").decode()'])
V("PortOne V1 REST API key/secret", "kr", "portone",
  lambda: [("IMP_KEY", digits(16), 1), ("IMP_SECRET", rs(AN, 80), 1)],
  clis=["curl -X POST https://api.iamport.kr/users/getToken -H 'Content-Type: application/json' -d '{{\"imp_key\": \"{0}\", \"imp_secret\": \"{1}\"}}'"])
V("PortOne V2 API secret", "kr", "portone",
  lambda: [("PORTONE_API_SECRET", rs(AN, 80), 1)],
  hdrs=["Authorization: PortOne {0}"], url="https://api.portone.io/payments/order-%d" % 20250101)
V("Solapi (CoolSMS) API key", "kr", "solapi",
  lambda: [("SOLAPI_API_KEY", "NCS" + rs(ANU, 13), 1), ("SOLAPI_API_SECRET", rs(ANU, 32), 1)],
  sdks=['const messageService = new SolapiMessageService("{0}", "{1}");'])
V("Upbit Open API key", "kr", "upbit",
  lambda: [("UPBIT_ACCESS_KEY", rs(AN, 40), 1), ("UPBIT_SECRET_KEY", rs(AN, 40), 1)],
  sdks=['upbit = pyupbit.Upbit("{0}", "{1}")'])
V("Bithumb API key", "kr", "bithumb",
  lambda: [("BITHUMB_CONNECT_KEY", hexs(32), 1), ("BITHUMB_SECRET_KEY", hexs(32), 1)],
  sdks=['bithumb = pybithumb.Bithumb("{0}", "{1}")'])
V("data.go.kr service key", "kr", "datagokr",
  lambda: [("DATA_GO_KR_SERVICE_KEY", pct(b64e(rb(64))), 1)],
  urls=["https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?serviceKey={0}&numOfRows=10&pageNo=1&dataType=JSON&base_date=20250301&base_time=0600&nx=55&ny=127"])
V("Sendbird API token", "kr", "sendbird",
  lambda: [("SENDBIRD_APP_ID", uuid4(True), 0), ("SENDBIRD_API_TOKEN", hexs(40), 1)],
  hdrs=["Api-Token: {1}"], url="https://api-{0}.sendbird.com/v3/users")
V("Channel Talk access key/secret", "kr", "channeltalk",
  lambda: [("CHANNEL_ACCESS_KEY", hexs(24), 1), ("CHANNEL_ACCESS_SECRET", hexs(32), 1)],
  hdrs=["x-access-key: {0}", "x-access-secret: {1}"], url="https://api.channel.io/open/v5/user-chats")
V("Coupang Open API key", "kr", "coupang",
  lambda: [("COUPANG_VENDOR_ID", "A%08d" % rint(1, 99999999), 0), ("COUPANG_ACCESS_KEY", uuid4(), 1),
           ("COUPANG_SECRET_KEY", hexs(40), 1)])
V("11st Open API key", "kr", "11st",
  lambda: [("ELEVENST_OPENAPI_KEY", hexs(32), 1)],
  hdrs=["openapikey: {0}"], url="https://api.11st.co.kr/rest/prodservices/product")
V("Naver Commerce API client secret", "kr", "navercommerce",
  lambda: [("NAVER_COMMERCE_CLIENT_ID", rs(AN, 22), 0),
           ("NAVER_COMMERCE_CLIENT_SECRET", "$2a$04$" + rs(BCRYPT, 22), 1)],
  sdks=['hashed = bcrypt.hashpw(f"{{client_id}}_{{ts}}".encode(), b"{1}")'])

# ---- Japanese -----------------------------------------------------------
V("LINE Messaging API channel access token", "jp", "line",
  lambda: [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", 1), ("LINE_CHANNEL_SECRET", hexs(32), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.line.me/v2/bot/message/push")
V("LINE Notify token", "jp", "line",
  lambda: [("LINE_NOTIFY_TOKEN", rs(AN, 43), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://notify-api.line.me/api/notify")
V("Chatwork API token", "jp", "chatwork",
  lambda: [("CHATWORK_API_TOKEN", hexs(32), 1)],
  hdrs=["X-ChatWorkToken: {0}"], url="https://api.chatwork.com/v2/rooms")
V("PAY.JP secret key", "jp", "payjp",
  lambda: [("PAYJP_SECRET_KEY", "sk_live_" + hexs(24), 1)],
  clis=["curl https://api.pay.jp/v1/charges -u {0}: -d amount=3500 -d currency=jpy"])
V("Backlog API key", "jp", "backlog",
  lambda: [("BACKLOG_API_KEY", rs(AN, 64), 1)],
  urls=["https://{space}.backlog.jp/api/v2/issues?apiKey={0}&projectId[]=12345"])
V("kintone API token", "jp", "kintone",
  lambda: [("KINTONE_API_TOKEN", rs(AN, 40), 1)],
  hdrs=["X-Cybozu-API-Token: {0}"], url="https://{space}.cybozu.com/k/v1/records.json?app=42")
V("Sakura Cloud API key", "jp", "sakuracloud",
  lambda: [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), 1), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64), 1)],
  clis=["usacloud config --token {0} --secret {1} --zone is1a"])
V("LINE Pay channel secret", "jp", "linepay",
  lambda: [("LINE_PAY_CHANNEL_ID", digits(10), 0), ("LINE_PAY_CHANNEL_SECRET", hexs(32), 1)])
V("GMO Payment Gateway shop password", "jp", "gmopg",
  lambda: [("GMO_SHOP_ID", "tshop%08d" % rint(1, 99999999), 0), ("GMO_SHOP_PASS", rs(ANL, 8), 1)],
  clis=["curl -d ShopID={0} -d ShopPass={1} -d OrderID=ord-20250301 https://pt01.mul-pay.jp/payment/SearchTrade.idPass"])

# ---- Chinese ------------------------------------------------------------
V("Alibaba Cloud AccessKey", "cn", "aliyun",
  lambda: [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18), 1),
           ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), 1)],
  clis=["aliyun configure set --mode AK --access-key-id {0} --access-key-secret {1} --region cn-hangzhou"])
V("Tencent Cloud SecretId/SecretKey", "cn", "tencentcloud",
  lambda: [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), 1), ("TENCENTCLOUD_SECRET_KEY", rs(AN, 32), 1)],
  clis=["tccli configure set secretId {0} secretKey {1} region ap-guangzhou"])
V("Huawei Cloud AK/SK", "cn", "huaweicloud",
  lambda: [("HUAWEICLOUD_SDK_AK", rs(ANU, 20), 1), ("HUAWEICLOUD_SDK_SK", rs(AN, 40), 1)],
  clis=["hcloud configure set --cli-access-key={0} --cli-secret-key={1} --cli-region=ap-southeast-1"])
V("Baidu AI Cloud AK/SK", "cn", "baidubce",
  lambda: [("BCE_ACCESS_KEY_ID", hexs(32), 1), ("BCE_SECRET_ACCESS_KEY", hexs(32), 1)])
V("Baidu Qianfan API key/secret", "cn", "qianfan",
  lambda: [("QIANFAN_AK", rs(AN, 24), 1), ("QIANFAN_SK", rs(AN, 32), 1)],
  urls=["https://aip.baidubce.com/oauth/2.0/token?grant_type=client_credentials&client_id={0}&client_secret={1}"])
V("WeChat AppSecret", "cn", "wechat",
  lambda: [("WECHAT_APPID", "wx" + hexs(16), 0), ("WECHAT_APPSECRET", hexs(32), 1)],
  urls=["https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid={0}&secret={1}"])
V("Feishu app secret", "cn", "feishu",
  lambda: [("FEISHU_APP_ID", "cli_" + hexs(16), 0), ("FEISHU_APP_SECRET", rs(AN, 32), 1)],
  clis=["curl -X POST https://open.feishu.cn/open-apis/auth/v3/tenant_access_token/internal -d '{{\"app_id\":\"{0}\",\"app_secret\":\"{1}\"}}'"])
V("Qiniu AccessKey/SecretKey", "cn", "qiniu",
  lambda: [("QINIU_ACCESS_KEY", rs(B64U, 40), 1), ("QINIU_SECRET_KEY", rs(B64U, 40), 1)],
  sdks=['q = qiniu.Auth("{0}", "{1}")'])
V("Volcengine AK/SK", "cn", "volcengine",
  lambda: [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 43), 1), ("VOLC_SECRETKEY", b64e(hexs(40).encode()), 1)])
V("Gitee private token", "cn", "gitee",
  lambda: [("GITEE_TOKEN", hexs(32), 1)],
  urls=["https://gitee.com/api/v5/user/repos?access_token={0}&per_page=100"])
V("DashScope API key", "cn", "dashscope",
  lambda: [("DASHSCOPE_API_KEY", "sk-" + hexs(32), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
V("DeepSeek API key", "cn", "deepseek",
  lambda: [("DEEPSEEK_API_KEY", "sk-" + hexs(32), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.deepseek.com/chat/completions")
V("Moonshot API key", "cn", "moonshot",
  lambda: [("MOONSHOT_API_KEY", "sk-" + rs(AN, 48), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.moonshot.cn/v1/models")
V("Zhipu AI API key", "cn", "zhipu",
  lambda: [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(AN, 16), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://open.bigmodel.cn/api/paas/v4/chat/completions")

# ---- European -----------------------------------------------------------
V("Mollie API key", "eu", "mollie",
  lambda: [("MOLLIE_API_KEY", "live_" + rs(AN, 30), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.mollie.com/v2/payments")
V("GoCardless access token", "eu", "gocardless",
  lambda: [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), 1)],
  hdrs=["Authorization: Bearer {0}", "GoCardless-Version: 2015-07-06"], url="https://api.gocardless.com/mandates")
V("Scaleway API key", "eu", "scaleway",
  lambda: [("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), 1), ("SCW_SECRET_KEY", uuid4(), 1),
           ("SCW_DEFAULT_PROJECT_ID", uuid4(), 0)],
  hdrs=["X-Auth-Token: {1}"], url="https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")
V("OVHcloud API credentials", "eu", "ovh",
  lambda: [("OVH_APPLICATION_KEY", rs(AN, 16), 0), ("OVH_APPLICATION_SECRET", rs(AN, 32), 1),
           ("OVH_CONSUMER_KEY", rs(AN, 32), 1)],
  sdks=['client = ovh.Client(endpoint="ovh-eu", application_key="{0}", application_secret="{1}", consumer_key="{2}")'])
V("Hetzner Cloud API token", "eu", "hetzner",
  lambda: [("HCLOUD_TOKEN", rs(AN, 64), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.hetzner.cloud/v1/servers")
V("Mistral API key", "eu", "mistral",
  lambda: [("MISTRAL_API_KEY", rs(AN, 32), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.mistral.ai/v1/chat/completions")
V("DeepL auth key", "eu", "deepl",
  lambda: [("DEEPL_AUTH_KEY", uuid4() + ch([":fx", ""]), 1)],
  hdrs=["Authorization: DeepL-Auth-Key {0}"], url="https://api-free.deepl.com/v2/translate")
V("SumUp API key", "eu", "sumup",
  lambda: [("SUMUP_API_KEY", "sup_sk_" + rs(AN, 32), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.sumup.com/v0.1/me")
V("Yandex Cloud API key", "eu", "yandexcloud",
  lambda: [("YC_API_KEY", "AQVN" + rs(B64U, 36), 1)],
  hdrs=["Authorization: Api-Key {0}"], url="https://llm.api.cloud.yandex.net/foundationModels/v1/completion")
V("Yandex OAuth token", "eu", "yandex",
  lambda: [("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64U, 55), 1)],
  hdrs=["Authorization: OAuth {0}"], url="https://cloud-api.yandex.net/v1/disk/resources?path=app:/")
V("Vonage API secret", "eu", "vonage",
  lambda: [("VONAGE_API_KEY", hexs(8), 0), ("VONAGE_API_SECRET", rs(AN, 16), 1)],
  clis=["curl -X POST https://rest.nexmo.com/sms/json -d api_key={0} -d api_secret={1} -d to=447700900000"])
V("MessageBird access key", "eu", "messagebird",
  lambda: [("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25), 1)],
  hdrs=["Authorization: AccessKey {0}"], url="https://rest.messagebird.com/messages")
V("Infobip API key", "eu", "infobip",
  lambda: [("INFOBIP_API_KEY", hexs(32) + "-" + uuid4(), 1)],
  hdrs=["Authorization: App {0}"], url="https://%s.api.infobip.com/sms/2/text/advanced" % "x3k9q")
V("Wise API token", "eu", "wise",
  lambda: [("WISE_API_TOKEN", uuid4(), 1)],
  hdrs=["Authorization: Bearer {0}"], url="https://api.transferwise.com/v1/profiles")
V("Brevo API key", "eu", "brevo",
  lambda: [("BREVO_API_KEY", "xkeysib-" + hexs(64) + "-" + rs(AN, 16), 1)],
  hdrs=["api-key: {0}"], url="https://api.brevo.com/v3/smtp/email")
V("Exoscale API key", "eu", "exoscale",
  lambda: [("EXOSCALE_API_KEY", "EXO" + hexs(24), 1), ("EXOSCALE_API_SECRET", rs(B64U, 43), 1)],
  clis=["exo config add --key {0} --secret {1} --zone ch-gva-2"])
V("Tink client secret", "eu", "tink",
  lambda: [("TINK_CLIENT_ID", hexs(32), 0), ("TINK_CLIENT_SECRET", hexs(32), 1)],
  clis=["curl -X POST https://api.tink.com/api/v1/oauth/token -d client_id={0} -d client_secret={1} -d grant_type=client_credentials -d scope=accounts:read"])

VENDOR_REGION_COUNT = {}
for _v in VENDORS:
    VENDOR_REGION_COUNT[_v["region"]] = VENDOR_REGION_COUNT.get(_v["region"], 0) + 1


def instantiate(vendor, ctx):
    """Draw fresh credential bodies; fill blank identity items from ctx."""
    items = []
    for (k, v, s) in vendor["items"]():
        if v == "":
            v = ctx["email"] if "EMAIL" in k else ctx["user"]
        items.append((k, v, s))
    return items


# --------------------------------------------------------------------------
# passwords and other non-vendor secrets
# --------------------------------------------------------------------------
WORDS_EN = ["velvet", "orbit", "lantern", "maple", "harbor", "copper", "thunder", "pepper", "falcon",
            "marble", "cactus", "violet", "anchor", "rocket", "willow", "ember", "glacier", "nugget",
            "saffron", "tundra", "walnut", "zephyr", "canyon", "breeze", "pickle", "quartz", "meadow",
            "sunset", "dragon", "panda", "coffee", "tiger", "summer", "winter", "autumn", "ocean",
            "river", "forest", "silver", "golden", "purple", "banana", "kettle", "pirate", "cobalt",
            "lemon", "hazel", "bishop", "rhino", "tulip", "comet", "badger", "fossil", "mango"]
NAMES_ROMAN = ["minji", "jiwoo", "hyunwoo", "seojun", "yuna", "sora", "doyoon", "haeun", "junho",
               "yerin", "taro", "yuki", "wei", "anna", "lukas", "mateo", "chloe", "daniel"]
KO_WORDS = ["사랑해", "우리집", "강아지", "고양이", "행복", "하늘", "바다", "별빛", "토끼", "봄날",
            "여름", "김치", "서울", "부산", "제주도", "초코", "라면", "커피", "바람", "달빛", "무지개",
            "호랑이", "감자", "딸기", "우리딸", "보리", "콩이", "한강", "눈사람", "가을"]
SYMS = "!@#$%^*?~"
LEET = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}


def pw_human():
    while True:
        k = rint(0, 5)
        if k == 0:
            p = ch(WORDS_EN).capitalize() + str(rint(1985, 2025)) + ch(SYMS)
        elif k == 1:
            p = ch(NAMES_ROMAN) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + ch(SYMS)
        elif k == 2:
            w = ch(WORDS_EN) + ch(WORDS_EN)
            p = "".join(LEET.get(c, c) if chance(0.5) else c for c in w) + str(rint(1, 99))
        elif k == 3:
            p = ch(NAMES_ROMAN).capitalize() + ch("@#_.") + rs(DG, rint(4, 6))
        elif k == 4:
            p = ch(["Qwer", "Asdf", "Zxcv", "Qaz", "Wsx", "Edc"]) + rs(DG, rint(3, 5)) + ch(SYMS) + ch(WORDS_EN)
        else:
            p = ch(WORDS_EN).capitalize() + ch(SYMS) + ch(WORDS_EN) + rs(DG, rint(2, 4))
        if len(p) >= 8:
            return p


def pw_passphrase():
    n = rint(3, 5)
    words = sample(WORDS_EN, n)
    sep = ch(["-", " ", ".", "_", ""])
    if sep == "" or chance(0.3):
        words = [w.capitalize() for w in words]
    p = sep.join(words)
    if chance(0.6):
        p += sep + str(rint(1, 999)) if sep else str(rint(1, 999))
    return p


def pw_punct():
    while True:
        p = rs(AN + PUNCT + PUNCT, rint(14, 26))
        if sum(c in PUNCT for c in p) >= 3 and any(c in DG for c in p) and p[0] not in "-#":
            return p


def pw_korkbd():
    while True:
        p = hangul_to_qwerty(ch(KO_WORDS) + ch(KO_WORDS))
        if chance(0.7):
            p += rs(DG, rint(2, 4))
        if chance(0.6):
            p += ch(SYMS)
        if len(p) >= 8:
            return p


def pw_hangul():
    while True:
        p = ch(KO_WORDS) + ch(KO_WORDS)
        if chance(0.4):
            p = ch(["Love", "My", "Happy", "Kim", "Park"]) + p
        p += rs(DG, rint(2, 4)) + (ch(SYMS) if chance(0.7) else "")
        if len(p) >= 8:
            return p


def pw_generated():
    k = rint(0, 4)
    if k == 0:
        return rs(AN, rint(16, 32))
    if k == 1:
        return b64e(rb(ch([18, 24, 33])))
    if k == 2:
        return hexs(32)
    if k == 3:
        return rs(AN + "-_", 24)
    return "-".join(rs(ANL, 4) for _ in range(4))


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("Korean-keyboard", pw_korkbd), ("Hangul", pw_hangul), ("generated", pw_generated)]


def password(kind=None, no_space=False, ascii_only=False):
    """(kind_label, password) -- kind chosen at random unless given."""
    while True:
        if kind is None:
            label, fn = ch(PW_KINDS)
        else:
            label, fn = [x for x in PW_KINDS if x[0] == kind][0]
        p = fn()
        if no_space and " " in p:
            continue
        if ascii_only and any(ord(c) > 127 for c in p):
            continue
        return label, p


# ---- JWT -----------------------------------------------------------------
def _j(obj):
    return b64u(json.dumps(obj, separators=(",", ":")).encode())


def jwt(payload, alg="HS256", sig_bytes=32):
    return _j({"alg": alg, "typ": "JWT"}) + "." + _j(payload) + "." + b64u(rb(sig_bytes))


def jwt_user(ctx, long=False):
    iat = rint(1735689600, 1760000000)
    p = {"sub": str(rint(10000, 999999)), "email": ctx["email"], "iat": iat, "exp": iat + ch([900, 3600, 86400])}
    if long:
        p["roles"] = sample(["admin", "billing:write", "orders:read", "orders:write", "reports:read",
                             "users:read", "users:write", "ops", "support", "audit:read"], rint(2, 4))
        p["org_id"] = uuid4()
        p["aud"] = "https://api.%s" % ctx["domain"]
        p["iss"] = "https://auth.%s/" % ctx["domain"]
        return jwt(p, "RS256", 256)
    return jwt(p)


def supabase_jwt(role):
    iat = rint(1700000000, 1740000000)
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": role, "iat": iat, "exp": iat + 315360000})


# ---- PEM private keys ----------------------------------------------------
def _lines(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def pem_key(kind=None):
    """(label, full_pem_text, [body lines]) -- bodies built from random bytes."""
    kind = kind or ch(["ec", "pkcs8-ec", "p8", "openssh", "rsa-trunc", "pkcs8-rsa-trunc"])
    if kind == "ec":
        der = (bytes.fromhex("307702010104 20".replace(" ", "")) + rb(32)
               + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))
        head, lines, label = "EC PRIVATE KEY", _lines(b64e(der), 64), "EC private key (SEC1)"
    elif kind == "pkcs8-ec":
        der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
               + rb(32) + bytes.fromhex("a144034200") + b"\x04" + rb(64))
        head, lines, label = "PRIVATE KEY", _lines(b64e(der), 64), "PKCS#8 EC private key"
    elif kind == "p8":
        der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
               + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64))
        head, lines, label = "PRIVATE KEY", _lines(b64e(der), 64), "Apple .p8 key"
    elif kind == "openssh":
        pub = rb(32)
        pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
        chk = rb(4)
        comment = ("%s@%s" % (ch(USERS), ch(["laptop", "bastion", "ci-runner", "build01"]))).encode()
        priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(rb(32) + pub) + _sshstr(comment)
        pad = 1
        while len(priv) % 8:
            priv += bytes([pad])
            pad += 1
        blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
                + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(priv))
        head, lines, label = "OPENSSH PRIVATE KEY", _lines(b64e(blob), 70), "OpenSSH ed25519 private key"
    elif kind == "rsa-trunc":
        mod = bytes([R.getrandbits(8) | 0x80]) + rb(255)
        der = bytes.fromhex("308204a40201000282010100") + mod + bytes.fromhex("0203010001028201") + rb(120)
        lines = _lines(b64e(der), 64)[:rint(4, 6)]
        head, label = "RSA PRIVATE KEY", "RSA private key (truncated paste)"
    else:
        mod = bytes([R.getrandbits(8) | 0x80]) + rb(255)
        der = (bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
               + mod + bytes.fromhex("0203010001") + rb(60))
        lines = _lines(b64e(der), 64)[:rint(4, 6)]
        head, label = "PRIVATE KEY", "PKCS#8 RSA private key (truncated paste)"
    lines = [ln for ln in lines if len(ln) >= 8]
    trunc = kind.endswith("trunc")
    text = "-----BEGIN %s-----\n%s\n%s-----END %s-----" % (head, "\n".join(lines), "...\n" if trunc else "", head)
    return label, text, lines


def putty_key():
    priv = b64e(_sshstr(rb(32)))
    pub = b64e(_sshstr(b"ssh-ed25519") + _sshstr(rb(32)))
    text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\n%s\n"
            "Private-Lines: 1\n%s\nPrivate-MAC: %s") % (ch(USERS) + "@putty", pub[:64], pub[64:], priv, hexs(64))
    return text, [priv]


# ---- TOTP / recovery / PIN ----------------------------------------------
def totp_seed():
    raw = rs(B32, ch([16, 32]))
    if chance(0.35):
        shown = " ".join(raw[i:i + 4] for i in range(0, len(raw), 4)).lower()
        return shown
    return raw


def recovery_codes():
    k = rint(0, 4)
    n = rint(5, 10)
    if k == 0:
        return "GitHub", [hexs(5) + "-" + hexs(5) for _ in range(n)]
    if k == 1:
        return "GitLab", [hexs(16) for _ in range(n)]
    if k == 2:
        return "Google", ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]
    if k == 3:
        return "Atlassian", [rs(ANL, 10) for _ in range(n)]
    return "Okta", ["%s-%s-%s" % (rs(ANU, 4), rs(ANU, 4), rs(ANU, 4)) for _ in range(n)]


def bitlocker_key():
    return "-".join(rs(DG, 6) for _ in range(8))


def apple_recovery_key():
    return "-".join(rs(ANU, 4) for _ in range(7))


# --------------------------------------------------------------------------
# containers: render a list of (KEY, value, is_secret) into a pasted snippet
# each renderer returns (snippet, file_name, written_secret_forms)
# --------------------------------------------------------------------------
SAFE_SH = set(AN + "-_./:@%+=,")  # membership tests only, never iterated


def k_snake(k):
    return k.lower()


def k_camel(k):
    p = k.lower().split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def k_short(k):
    p = k.split("_")
    return "_".join(p[1:]).lower() if len(p) >= 2 else k.lower()


def k_dot(k):
    return k_short(k).replace("_", "-")


def sh_q(v):
    if v and all(c in SAFE_SH for c in v):
        return v
    if "'" not in v:
        return "'" + v + "'"
    return '"' + v + '"'


def env_q(v):
    if all(c in SAFE_SH for c in v) and chance(0.7):
        return v
    if "$" in v or chance(0.4):
        return "'" + v + "'"
    return '"' + v + '"'


def yaml_q(v):
    if (v[:1].isalpha() and all(c in SAFE_SH for c in v) and ":" not in v and "@" not in v
            and "%" not in v and chance(0.5)):
        return v
    return '"' + v + '"'


def written_default(items):
    return [v for (k, v, s) in items if s]


def extras(ctx, n=None):
    pool = [("APP_ENV", ctx["env"]), ("LOG_LEVEL", ch(["info", "debug", "warn"])), ("PORT", ch(["8080", "3000", "8000"])),
            ("TZ", "Asia/Seoul"), ("NODE_ENV", "production"), ("FEATURE_FLAGS", "beta_search,new_checkout"),
            ("SERVICE_NAME", ctx["svc"]), ("HTTP_TIMEOUT", "30s")]
    n = rint(0, 2) if n is None else n
    return [(k, v, 0) for (k, v) in sample(pool, n)]


def mix(items, ctx):
    ex = extras(ctx)
    out = list(items)
    for e in ex:
        out.insert(rint(0, len(out)), e)
    return out


def r_env(items, ctx):
    lines = ["# %s (%s)" % (ctx["slug"], ctx["env"])] if chance(0.4) else []
    lines += ["%s=%s" % (k, env_q(v)) for (k, v, s) in mix(items, ctx)]
    return "\n".join(lines), ch([".env", ".env.local", ".env.%s" % ctx["env"], "deploy/%s.env" % ctx["env"]]), written_default(items)


def r_export(items, ctx):
    lines = ["export %s=%s" % (k, sh_q(v)) for (k, v, s) in mix(items, ctx)]
    return "\n".join(lines), ch(["~/.zshrc", "scripts/dev-env.sh", ".envrc", "~/.bash_profile"]), written_default(items)


def r_inline(items, ctx):
    cmd = ch(["python manage.py %s" % ch(["sync_orders", "runjob", "backfill"]), "npm run %s" % ch(["sync", "seed", "start"]),
              "./bin/%s" % ctx["svc"], "go run ./cmd/%s" % ctx["svc"], "bundle exec rake jobs:work"])
    s = " ".join("%s=%s" % (k, sh_q(v)) for (k, v, s_) in items) + " " + cmd
    return s, L(ctx, ["the shell history", "the README run section"], ["셸 히스토리", "README 실행 방법 섹션"]), written_default(items)


def r_yaml(items, ctx):
    grp = ctx["slug"]
    lines = ["%s:" % grp] + ["  %s: %s" % (k_short(k), yaml_q(v)) for (k, v, s) in items]
    if chance(0.5):
        lines = ["%s:" % ctx["svc"].replace("-", "_"), "  timeout: 30s"] + ["  " + x for x in lines]
    return "\n".join(lines), ch(["config/%s.yaml" % ctx["env"], "settings.yml", "config/application.yml"]), written_default(items)


def r_json(items, ctx):
    inner = {}
    for (k, v, s) in items:
        kk = k_camel(k_short(k).upper())
        inner[kk if kk not in inner else k_camel(k)] = v
    obj = {ctx["slug"]: inner}
    if chance(0.5):
        obj = {"Logging": {"LogLevel": {"Default": "Information"}}, **obj}
    txt = json.dumps(obj, indent=2, ensure_ascii=False)
    return txt, ch(["appsettings.%s.json" % ctx["env"].capitalize(), "config/secrets.json", "config.%s.json" % ctx["env"]]), written_default(items)


def r_toml(items, ctx):
    lines = ["[%s]" % ctx["slug"]] + ['%s = "%s"' % (k_short(k), v) for (k, v, s) in items]
    return "\n".join(lines), ch(["config.toml", "settings.toml", "netlify.toml", "%s.toml" % ctx["env"]]), written_default(items)


def r_ini(items, ctx):
    if ctx["slug"] == "aws":
        lines = ["[%s]" % ch(["default", ctx["env"], "%s-%s" % (ctx["org"], ctx["env"])])]
        lines += ["%s = %s" % (k.lower(), v) for (k, v, s) in items if k != "AWS_DEFAULT_REGION"]
        return "\n".join(lines), "~/.aws/credentials", written_default(items)
    lines = ["[%s]" % ch([ctx["slug"], "default", ctx["env"]])] + ["%s = %s" % (k_short(k), v) for (k, v, s) in items]
    return "\n".join(lines), ch(["config.ini", "setup.cfg", "conf/%s.ini" % ctx["svc"]]), written_default(items)


def r_props(items, ctx):
    lines = ["%s.%s=%s" % (ctx["slug"], k_dot(k), v) for (k, v, s) in items]
    if chance(0.5):
        lines.insert(0, "spring.profiles.active=%s" % ctx["env"])
    return "\n".join(lines), ch(["application-%s.properties" % ctx["env"], "gradle.properties", "src/main/resources/application.properties"]), written_default(items)


def r_xml(items, ctx):
    if chance(0.5):
        lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (k_camel(k)[:1].upper() + k_camel(k)[1:], v) for (k, v, s) in items] + ["</appSettings>"]
        fn = "Web.config"
    else:
        lines = ["<properties>"] + ["  <%s.%s>%s</%s.%s>" % (ctx["slug"], k_dot(k), v, ctx["slug"], k_dot(k)) for (k, v, s) in items] + ["</properties>"]
        fn = "pom.xml"
    return "\n".join(lines), fn, written_default(items)


def r_k8s_secret(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-%s" % (ctx["svc"], ctx["slug"]),
             "  namespace: %s" % ctx["env"], "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, yaml_q(v)) for (k, v, s) in items]
    return "\n".join(lines), "k8s/%s/secret.yaml" % ctx["env"], written_default(items)


def r_k8s_secret_b64(items, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-creds" % ctx["slug"], "type: Opaque", "data:"]
    written = []
    for (k, v, s) in items:
        enc = b64e(v.encode("utf-8"))
        lines.append("  %s: %s" % (k, enc))
        if s:
            written.append(enc)
    return "\n".join(lines), "k8s/%s/%s-secret.yaml" % (ctx["env"], ctx["slug"]), written


def r_k8s_env(items, ctx):
    lines = ["      containers:", "        - name: %s" % ctx["svc"], "          image: registry.%s/%s:%s" % (ctx["domain"], ctx["svc"], "1.%d.%d" % (rint(0, 30), rint(0, 9))),
             "          env:"]
    for (k, v, s) in items:
        lines += ["            - name: %s" % k, "              value: %s" % yaml_q(v)]
    return "\n".join(lines), "k8s/%s/deployment.yaml" % ctx["env"], written_default(items)


def r_compose(items, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: %s:latest" % ctx["svc"], "    environment:"]
    if chance(0.5):
        lines += ["      %s: %s" % (k, yaml_q(v)) for (k, v, s) in items]
    else:
        lines += ["      - %s=%s" % (k, v) for (k, v, s) in items]
    return "\n".join(lines), ch(["docker-compose.yml", "docker-compose.override.yml", "compose.%s.yaml" % ctx["env"]]), written_default(items)


def r_dockerfile(items, ctx):
    kw = ch(["ENV", "ARG"])
    lines = ["FROM %s" % ch(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"] + ["%s %s=%s" % (kw, k, env_q(v)) for (k, v, s) in items] + ["COPY . .", "CMD [\"./start.sh\"]"]
    return "\n".join(lines), "Dockerfile", written_default(items)


def r_gha(items, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, yaml_q(v)) for (k, v, s) in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh %s" % ctx["env"]]
    return "\n".join(lines), ".github/workflows/deploy.yml", written_default(items)


def r_gitlab(items, ctx):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for (k, v, s) in items] + ["", "deploy:", "  stage: deploy", "  script:", "    - ./deploy.sh %s" % ctx["env"]]
    return "\n".join(lines), ".gitlab-ci.yml", written_default(items)


def r_terraform(items, ctx):
    lines = []
    for (k, v, s) in items:
        lines += ['variable "%s" {' % k_snake(k), "  type    = string", '  default = "%s"' % v]
        if s and chance(0.4):
            lines.append("  sensitive = true")
        lines.append("}")
    return "\n".join(lines), ch(["variables.tf", "envs/%s/main.tf" % ctx["env"]]), written_default(items)


def r_tfvars(items, ctx):
    lines = ['%s = "%s"' % (k_snake(k), v) for (k, v, s) in items]
    return "\n".join(lines), ch(["terraform.tfvars", "%s.auto.tfvars" % ctx["env"]]), written_default(items)


def r_helm(items, ctx):
    if chance(0.5):
        sets = " ".join("--set %s.%s=%s" % (ctx["slug"], k_camel(k_short(k).upper()), sh_q(v)) for (k, v, s) in items)
        return "helm upgrade --install %s ./charts/%s -n %s %s" % (ctx["svc"], ctx["svc"], ctx["env"], sets), L(ctx, ["the helm command in the runbook"], ["런북의 helm 명령"]), written_default(items)
    lines = ["%s:" % ctx["slug"]] + ["  %s: %s" % (k_camel(k_short(k).upper()), yaml_q(v)) for (k, v, s) in items]
    return "\n".join(lines), "charts/%s/values-%s.yaml" % (ctx["svc"], ctx["env"]), written_default(items)


def r_ansible(items, ctx):
    lines = ["---"] + ["%s_%s: %s" % (ctx["slug"], k_short(k), yaml_q(v)) for (k, v, s) in items]
    return "\n".join(lines), "group_vars/%s/vars.yml" % ctx["env"], written_default(items)


def r_systemd(items, ctx):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for (k, v, s) in items] + ["ExecStart=/opt/%s/bin/run" % ctx["svc"]]
    return "\n".join(lines), "/etc/systemd/system/%s.service" % ctx["svc"], written_default(items)


def r_python(items, ctx):
    if chance(0.5):
        lines = ["import os"] + ['os.environ.setdefault("%s", "%s")' % (k, v) for (k, v, s) in items]
    else:
        lines = ["%s = {" % ctx["slug"].upper().replace("-", "_")] + ['    "%s": "%s",' % (k_short(k), v) for (k, v, s) in items] + ["}"]
    return "\n".join(lines), ch(["settings/local.py", "scripts/%s.py" % ctx["svc"].replace("-", "_"), "conftest.py", "notebooks/debug.ipynb"]), written_default(items)


def r_js(items, ctx):
    if chance(0.5):
        lines = ["const %s = process.env.%s || '%s';" % (k_camel(k), k, v) for (k, v, s) in items]
    else:
        lines = ["export const %sConfig = {" % k_camel(ctx["slug"].upper().replace("-", "_"))] + ["  %s: '%s'," % (k_camel(k_short(k).upper()), v) for (k, v, s) in items] + ["};"]
    return "\n".join(lines), ch(["src/config.ts", "config/index.js", "scripts/seed.mjs"]), written_default(items)


def r_go(items, ctx):
    lines = ["const ("] + ['\t%s = "%s"' % (k_camel(k), v) for (k, v, s) in items] + [")"]
    return "\n".join(lines), ch(["internal/config/defaults.go", "cmd/%s/main.go" % ctx["svc"]]), written_default(items)


def r_java(items, ctx):
    lines = ['    private static final String %s = "%s";' % (k, v) for (k, v, s) in items]
    return "\n".join(lines), "src/main/java/com/%s/Config.java" % ctx["org"].replace("-", ""), written_default(items)


def r_kotlin(items, ctx):
    lines = ['val %s = "%s"' % (k_camel(k), v) for (k, v, s) in items]
    return "\n".join(lines), "app/src/main/kotlin/Secrets.kt", written_default(items)


def r_csharp(items, ctx):
    lines = ['Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for (k, v, s) in items]
    return "\n".join(lines), "Program.cs", written_default(items)


def r_ruby(items, ctx):
    lines = ["ENV['%s'] ||= '%s'" % (k, v) for (k, v, s) in items]
    return "\n".join(lines), ch(["config/initializers/%s.rb" % ctx["slug"], "spec/spec_helper.rb"]), written_default(items)


def r_php(items, ctx):
    lines = ["return ["] + ["    '%s' => '%s'," % (k_short(k), v) for (k, v, s) in items] + ["];"]
    return "\n".join(lines), "config/%s.php" % ctx["slug"], written_default(items)


def r_rust(items, ctx):
    lines = ['const %s: &str = "%s";' % (k, v) for (k, v, s) in items]
    return "\n".join(lines), "src/config.rs", written_default(items)


def r_swift(items, ctx):
    lines = ["enum Secrets {"] + ['    static let %s = "%s"' % (k_camel(k), v) for (k, v, s) in items] + ["}"]
    return "\n".join(lines), "App/Secrets.swift", written_default(items)


def r_powershell(items, ctx):
    lines = ["$env:%s = '%s'" % (k, v) for (k, v, s) in items]
    return "\n".join(lines), "scripts\\dev.ps1", written_default(items)


def r_launch(items, ctx):
    obj = {"name": "Debug %s" % ctx["svc"], "type": "node", "request": "launch",
           "env": {k: v for (k, v, s) in items}}
    return json.dumps(obj, indent=2, ensure_ascii=False), ".vscode/launch.json", written_default(items)


def r_table(items, ctx):
    lines = ["| key | value |", "|---|---|"] + ["| %s | `%s` |" % (k, v) for (k, v, s) in items]
    return "\n".join(lines), L(ctx, ["the wiki page", "the handover doc", "Confluence"], ["위키 페이지", "인수인계 문서", "Confluence 페이지"]), written_default(items)


def r_log(items, ctx):
    d = ", ".join("'%s': '%s'" % (k, v) for (k, v, s) in items)
    line = "%s %s [%s] config loaded: {%s}" % (ts_log(), ch(["DEBUG", "INFO"]), ctx["svc"], d)
    return line, L(ctx, ["the pod log"], ["파드 로그"]), written_default(items)


def r_makefile(items, ctx):
    lines = ["%s ?= %s" % (k, v) for (k, v, s) in items] + ["", "deploy:", "\t./deploy.sh $(APP_ENV)"]
    return "\n".join(lines), "Makefile", written_default(items)


def r_fish(items, ctx):
    lines = ["set -gx %s %s" % (k, sh_q(v)) for (k, v, s) in items]
    return "\n".join(lines), "~/.config/fish/config.fish", written_default(items)


def r_jenkins(items, ctx):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for (k, v, s) in items] + ["  }"]
    return "\n".join(lines), "Jenkinsfile", written_default(items)


def r_ecs(items, ctx):
    obj = {"name": ctx["svc"], "environment": [{"name": k, "value": v} for (k, v, s) in items]}
    return json.dumps(obj, indent=2, ensure_ascii=False), "taskdef-%s.json" % ctx["env"], written_default(items)


def r_supervisor(items, ctx):
    env = ",".join('%s="%s"' % (k, v) for (k, v, s) in items)
    return "[program:%s]\ncommand=/opt/%s/run\nenvironment=%s" % (ctx["svc"], ctx["svc"], env), "/etc/supervisor/conf.d/%s.conf" % ctx["svc"], written_default(items)


def r_crontab(items, ctx):
    env = " ".join("%s=%s" % (k, sh_q(v)) for (k, v, s) in items)
    return "%d %d * * * %s /opt/jobs/%s.sh >> /var/log/%s.log 2>&1" % (rint(0, 59), rint(0, 23), env, ctx["svc"], ctx["svc"]), "crontab -l", written_default(items)


def r_serverless(items, ctx):
    lines = ["provider:", "  name: aws", "  runtime: nodejs20.x", "  environment:"] + ["    %s: %s" % (k, yaml_q(v)) for (k, v, s) in items]
    return "\n".join(lines), "serverless.yml", written_default(items)


def r_chat(items, ctx):
    who = ctx["person"]
    body = "\n".join("%s: %s" % (k, v) for (k, v, s) in items)
    return "[%02d:%02d] %s: %s\n%s" % (rint(8, 22), rint(0, 59), who, (ch(["여기요", "이거 쓰시면 됩니다", "%s 값 공유드려요" % ctx["env_ko"]]) if ctx["lang"] == "ko" else ch(["here you go", "these are the ones for %s" % ctx["env"], "use these"])), body), L(ctx, ["a Slack DM"], ["슬랙 DM"]), written_default(items)


CONTAINERS = [
    ("env", r_env), ("export", r_export), ("inline", r_inline), ("yaml", r_yaml), ("json", r_json),
    ("toml", r_toml), ("ini", r_ini), ("properties", r_props), ("xml", r_xml), ("k8s Secret", r_k8s_secret),
    ("k8s Secret data (base64)", r_k8s_secret_b64), ("k8s env", r_k8s_env), ("compose", r_compose),
    ("Dockerfile", r_dockerfile), ("GitHub Actions", r_gha), ("GitLab CI", r_gitlab), ("Terraform", r_terraform),
    ("tfvars", r_tfvars), ("Helm", r_helm), ("Ansible vars", r_ansible), ("systemd unit", r_systemd),
    ("Python", r_python), ("JavaScript", r_js), ("Go", r_go), ("Java", r_java), ("Kotlin", r_kotlin),
    ("C#", r_csharp), ("Ruby", r_ruby), ("PHP", r_php), ("Rust", r_rust), ("Swift", r_swift),
    ("PowerShell", r_powershell), ("VS Code launch.json", r_launch), ("markdown table", r_table),
    ("log line", r_log), ("Makefile", r_makefile), ("fish", r_fish), ("Jenkinsfile", r_jenkins),
    ("ECS task definition", r_ecs), ("supervisord", r_supervisor), ("crontab", r_crontab),
    ("serverless.yml", r_serverless), ("chat paste", r_chat),
]
XML_BAD = "&<>\"'"


def render(items, ctx, name=None):
    """Pick a container compatible with the values; return (cname, snippet, fname, written)."""
    while True:
        cname, fn = ch(CONTAINERS) if name is None else [c for c in CONTAINERS if c[0] == name][0]
        vals = [v for (k, v, s) in items]
        if cname == "xml" and any(any(c in XML_BAD for c in v) for v in vals):
            if name:
                name = None
            continue
        if cname in ("markdown table",) and any("|" in v or "`" in v for v in vals):
            name = None
            continue
        snip, fname, written = fn(items, ctx)
        return cname, snip, fname, written


# --------------------------------------------------------------------------
# prose helpers
# --------------------------------------------------------------------------
def L(ctx, en, ko):
    return ch(en if ctx["lang"] == "en" else ko)


def fmt(t, ctx, **kw):
    d = dict(ctx)
    d.update(kw)
    return t.format(**d)


FENCE_TAGS = {"env": "", "export": "bash", "inline": "bash", "yaml": "yaml", "json": "json", "toml": "toml",
              "ini": "ini", "properties": "properties", "xml": "xml", "k8s Secret": "yaml",
              "k8s Secret data (base64)": "yaml", "k8s env": "yaml", "compose": "yaml", "Dockerfile": "dockerfile",
              "GitHub Actions": "yaml", "GitLab CI": "yaml", "Terraform": "hcl", "tfvars": "hcl", "Helm": "",
              "Ansible vars": "yaml", "systemd unit": "ini", "Python": "python", "JavaScript": "js", "Go": "go",
              "Java": "java", "Kotlin": "kotlin", "C#": "csharp", "Ruby": "ruby", "PHP": "php", "Rust": "rust",
              "Swift": "swift", "PowerShell": "powershell", "VS Code launch.json": "json", "markdown table": None,
              "log line": "", "Makefile": "makefile", "fish": "fish", "Jenkinsfile": "groovy",
              "ECS task definition": "json", "supervisord": "ini", "crontab": "", "serverless.yml": "yaml",
              "chat paste": None}


def fence(snip, tag=""):
    if tag is None or "\n" not in snip and chance(0.5):
        return snip if "\n" in snip or tag is None else "`" + snip + "`"
    if chance(0.6):
        return "```%s\n%s\n```" % (tag or "", snip)
    return snip


_DIGIT_BATCHIM = {"0": (True, False), "1": (True, True), "2": (False, False), "3": (True, False), "4": (False, False),
                  "5": (False, False), "6": (True, False), "7": (True, True), "8": (True, True), "9": (False, False)}
_STOP_ENDINGS = ("ob", "ot", "et", "it", "ook", "ack", "eck", "ick", "ab", "ip", "op", "ap", "ok", "ik", "ut", "at")


def _batchim(word):
    """(has_final_consonant, final_is_rieul) for the way a Korean reader pronounces word."""
    w = word.rstrip("`'\")]}>*_ ")
    if not w:
        return False, False
    c = w[-1]
    code = ord(c) - 0xAC00
    if 0 <= code < 11172:
        jong = code % 28
        return jong != 0, jong == 8
    if c.isdigit():
        return _DIGIT_BATCHIM[c]
    if not c.isascii() or not c.isalpha():
        return False, False
    tail = ""
    for ch_ in reversed(w):
        if ch_.isascii() and ch_.isalpha():
            tail = ch_ + tail
        else:
            break
    if tail.isupper() and len(tail) <= 4:          # acronym read letter by letter
        return (c in "LMNR"), (c in "LR")
    t = tail.lower()
    if t.endswith(("le", "l")):
        return True, True
    if t.endswith(("m", "n", "ng")):
        return True, False
    if t.endswith(("oot", "eat", "ait", "oat")):
        return False, False
    if t.endswith(_STOP_ENDINGS):
        return True, False
    return False, False


_JOSA = {"을/를": ("을", "를"), "이/가": ("이", "가"), "은/는": ("은", "는"), "과/와": ("과", "와")}


def kfix(text):
    """Resolve the particle markers (을/를, 이/가, 은/는, (으)로, 과/와) after the word before them."""
    for mark in ("을/를", "이/가", "은/는", "과/와", "(으)로"):
        while True:
            i = text.find(mark)
            if i == -1:
                break
            j = i
            while j > 0 and not text[j - 1].isspace() and text[j - 1] not in "(\n":
                j -= 1
            has, rieul = _batchim(text[j:i])
            if mark == "(으)로":
                rep = "으로" if (has and not rieul) else "로"
            else:
                rep = _JOSA[mark][0] if has else _JOSA[mark][1]
            text = text[:i] + rep + text[i + len(mark):]
    return text


def note(category, mc, ls, ask, secrets):
    seen = []
    for s in secrets:
        if s not in seen:
            seen.append(s)
    return {"category": category,
            "fields": {"missing_context": kfix(mc).strip(), "lesson": kfix(ls).strip(), "ask_next_time": kfix(ask).strip()},
            "secrets": seen}


# --------------------------------------------------------------------------
# vendor-token notes
# --------------------------------------------------------------------------
_VENDOR_DECK = []
_VENDOR_POPPED = []     # vendors drawn by the current attempt (returned to the deck if it is rejected)


def next_vendor():
    if not _VENDOR_DECK:
        _VENDOR_DECK.extend(shuffled(range(len(VENDORS))))
    i = _VENDOR_DECK.pop()
    _VENDOR_POPPED.append(i)
    return VENDORS[i]


def vendor_ctx(lang):
    ctx = new_ctx(lang)
    v = next_vendor()
    ctx["slug"] = v["slug"]
    ctx["vname"] = v["name"]
    return ctx, v


def main_secret(items):
    sec = [val for (k, val, s) in items if s]
    return sec[-1]


VC_MC_SNIP_EN = [
    "While {task}, {svc} kept failing with `{err}` in {env}. I didn't know where its {vname} came from until the user pasted {file}:\n{snip}",
    "I assumed {svc} read the {vname} from the secret manager, but in {env} it still uses {file}:\n{snip}",
    "{snip}\nThat is {file} from the {env} host. I hadn't been told it overrides the {vname} baked into the image.",
    "The user pointed me to {file} when I asked why the {vname} worked locally but not in CI. Contents:\n{snip}\nCI never loads this file.",
    "Context I was missing: {svc} in {env} authenticates with the values below ({file}).\n{snip}",
    "I couldn't tell which {vname} {svc} was sending, so I asked for the config. The user pasted {file}:\n{snip}\nThe `{err}` came from a second copy in the base image.",
]
VC_MC_SNIP_KO = [
    "{task} 중에 {svc}이/가 {env_ko} 환경에서 `{err}`(으)로 계속 실패했다. {vname}을/를 어디서 읽는지 몰랐는데, 사용자가 {file} 내용을 붙여줬다:\n{snip}",
    "{svc}이/가 {vname}을/를 시크릿 매니저에서 읽는 줄 알았는데, {env_ko}에서는 아직 {file}을/를 쓰고 있었다:\n{snip}",
    "{snip}\n{env_ko} 서버의 {file} 내용이다. 이미지에 들어간 {vname}을/를 이 파일이 덮어쓴다는 걸 몰랐다.",
    "로컬에서는 되는데 CI에서만 `{err}`이/가 나는 이유를 묻자 사용자가 {file}을/를 보여줬다:\n{snip}\nCI는 이 파일을 로드하지 않는다.",
    "몰랐던 맥락: {env_ko}의 {svc}은/는 아래 값({file})으로 인증한다.\n{snip}",
]
VC_MC_PLAIN_EN = [
    "I didn't know which {vname} {svc} uses in {env}, so I spent a while chasing `{err}` while {task}.",
    "Nobody mentioned that {svc} has its own {vname}, separate from the shared one; the `{err}` responses in {env} made no sense until the user explained it.",
    "I was {task} and had no idea the {vname} for {svc} is configured per environment.",
]
VC_MC_PLAIN_KO = [
    "{env_ko}에서 {svc}이/가 어떤 {vname}을/를 쓰는지 몰라서 {task} 중 `{err}` 원인을 한참 찾았다.",
    "{svc}에는 공용 키와 별개로 자체 {vname}이/가 있다는 걸 아무도 알려주지 않았다. 사용자가 설명해 주기 전까지 {env_ko}의 `{err}` 응답이 이해가 안 됐다.",
    "{task}을/를 하면서 {svc}의 {vname} 설정이 환경별로 다르다는 걸 몰랐다.",
]
VC_LS_SNIP_EN = [
    "For {env}, {svc} must load {file} before start. Working values:\n{snip}\nDon't bake them into the image; mount the file.",
    "The fix was putting the right {vname} in {file}:\n{snip}\nAfter a restart the `{err}` errors stopped.",
    "Verified against the provider with these settings ({file}):\n{snip}",
    "{snip}\nThis block in {file} is what {svc} actually reads in {env}; the copy in the README is stale.",
]
VC_LS_SNIP_KO = [
    "{env_ko}에서는 {svc} 시작 전에 {file}을/를 로드해야 한다. 동작 확인된 값:\n{snip}\n이미지에 넣지 말고 파일로 마운트할 것.",
    "{file}에 올바른 {vname}을/를 넣어서 해결했다:\n{snip}\n재시작 후 `{err}` 에러가 사라졌다.",
    "{snip}\n{env_ko}에서 {svc}이/가 실제로 읽는 건 {file}의 이 블록이다. README에 있는 값은 예전 것.",
]
VC_LS_PLAIN_EN = [
    "{file} is the source of truth for the {vname} in {env}; check it before touching {svc}'s deployment.",
    "When {svc} gets `{err}`, first check that {file} was loaded; the image has no fallback.",
    "Credentials here are per environment; never reuse the {env} {vname} anywhere else.",
]
VC_LS_PLAIN_KO = [
    "{env_ko}의 {vname}은/는 {file}이/가 기준이다. {svc} 배포 설정을 건드리기 전에 먼저 확인할 것.",
    "{svc}에서 `{err}`이/가 나면 {file}이/가 로드됐는지부터 확인한다. 이미지에는 기본값이 없다.",
    "여기 자격 증명은 환경별로 분리되어 있다. {env_ko}용 {vname}을/를 다른 곳에 재사용하지 말 것.",
]
VC_ASK_EN = ["Which {vname} should {svc} use in {env}?", "Should I rotate the {vname} once the migration is done?",
             "Is {file} still where {env} keeps this config?", "", ""]
VC_ASK_KO = ["{env_ko}에서 {svc}은/는 어떤 {vname}을/를 써야 하나요?", "이전 작업이 끝나면 {vname}을/를 교체할까요?",
             "{env_ko} 설정은 아직 {file}에 있나요?", "", ""]
VC_ASK_SEC_EN = ["{sec} - is this still the live value for {env}?",
                 "Is `{sec}` still the live value for {env}, or has it been rotated?",
                 "Can I keep using {sec} for {svc}, or should I request a separate key?",
                 "Should {sec} move into the secret manager before the next deploy?"]
VC_ASK_SEC_KO = ["{sec} — {env_ko}에서 아직 유효한 값인가요?",
                 "`{sec}` 값이 아직 {env_ko}에서 유효한가요, 아니면 교체됐나요?",
                 "{svc}에서 {sec}을/를 계속 써도 되나요, 아니면 별도 키를 발급받을까요?",
                 "다음 배포 전에 {sec}을/를 시크릿 매니저로 옮길까요?"]
VC_INLINE_EN = ["{sec} is the value the user confirmed for {svc} ({env}).",
                "The user said to keep using {sec} for {env} until the new key is issued.",
                "Value the user confirmed for {svc} ({env}): {sec}",
                "The user read it to me over chat: {sec}. It is the same one CI uses."]
VC_INLINE_KO = ["{sec}: 사용자가 확인해 준 {svc}({env_ko}) 값.",
                "새 키가 발급될 때까지 {env_ko}에서는 {sec}을/를 계속 쓰라고 사용자가 말했다.",
                "사용자가 확인해 준 {svc}({env_ko}) 값: {sec}",
                "사용자가 채팅으로 알려준 값은 {sec}이고, CI에서도 같은 값을 쓴다."]


DESCRIPTIVE_CONTAINERS = ("chat paste", "log line", "markdown table", "inline", "Helm", "crontab")


def t_vendor_config(lang):
    ctx, v = vendor_ctx(lang)
    items = instantiate(v, ctx)
    cname, snip, fname, written = render(items, ctx)
    if cname in DESCRIPTIVE_CONTAINERS or fname.startswith("the "):
        # the snippet is not a file: describe it with the generic prose instead
        ctx["style"] = "artifact"
        what = L(ctx, ["the %s for %s (%s)" % (v["name"], ctx["svc"], ctx["env"])],
                 ["%s %s의 %s" % (ctx["env_ko"], ctx["svc"], v["name"])])
        return snippet_note(ctx, "vendor token: %s in %s" % (v["name"], cname), snip, written, what,
                            VU_LS_EN, VU_LS_KO, FENCE_TAGS.get(cname, ""), repeat=main_secret(items) if written == [x for (k, x, f) in items if f] else None)
    ctx["file"] = fname
    sn = fence(snip, FENCE_TAGS.get(cname, ""))
    raw_main = main_secret(items)
    secrets = list(written)
    place = ch(["mc", "mc", "lesson", "lesson", "mc+ask", "lesson+inline", "both"])
    ask = fmt(L(ctx, VC_ASK_EN, VC_ASK_KO), ctx)
    if place in ("mc", "mc+ask"):
        mc = fmt(L(ctx, VC_MC_SNIP_EN, VC_MC_SNIP_KO), ctx, snip=sn)
        ls = fmt(L(ctx, VC_LS_PLAIN_EN, VC_LS_PLAIN_KO), ctx)
        if place == "mc+ask":
            ask = fmt(L(ctx, VC_ASK_SEC_EN, VC_ASK_SEC_KO), ctx, sec=raw_main)
            secrets.append(raw_main)
    elif place == "lesson":
        mc = fmt(L(ctx, VC_MC_PLAIN_EN, VC_MC_PLAIN_KO), ctx)
        ls = fmt(L(ctx, VC_LS_SNIP_EN, VC_LS_SNIP_KO), ctx, snip=sn)
    elif place == "lesson+inline":
        inline = fmt(L(ctx, VC_INLINE_EN, VC_INLINE_KO), ctx, sec=raw_main)
        plain = fmt(L(ctx, VC_MC_PLAIN_EN, VC_MC_PLAIN_KO), ctx)
        mc = inline + "\n" + plain if chance(0.4) else plain + " " + inline
        ls = fmt(L(ctx, VC_LS_SNIP_EN, VC_LS_SNIP_KO), ctx, snip=sn)
        secrets.append(raw_main)
    else:
        mc = fmt(L(ctx, VC_MC_SNIP_EN, VC_MC_SNIP_KO), ctx, snip=sn)
        c2, snip2, f2, written2 = render(items, ctx)
        while c2 in DESCRIPTIVE_CONTAINERS:
            c2, snip2, f2, written2 = render(items, ctx)
        ls = fmt(L(ctx, VC_LS_SNIP_EN, VC_LS_SNIP_KO), ctx, snip=fence(snip2, FENCE_TAGS.get(c2, "")), file=f2)
        secrets += written2
        cname = cname + " + " + c2
    return note("vendor token: %s in %s (%s)" % (v["name"], cname, place), mc, ls, ask, secrets)


def _fill(t, vals, ctx):
    return t.format(*vals, **ctx)


def http_call(ctx, url, headers):
    """Render a request carrying headers in one of several client styles."""
    parts = urllib.parse.urlsplit(url)
    method = ch(["GET", "POST"])
    style = ch(["curl", "curl", "httpie", "python", "js", "go", "raw", "powershell"])
    pairs = [h.split(": ", 1) for h in headers]
    if style == "curl":
        body = " -d '{\"limit\": 10}'" if method == "POST" else ""
        s = "curl -sS%s %s \\\n  %s%s" % (" -X POST" if method == "POST" else "", url, " \\\n  ".join('-H "%s"' % h for h in headers), body)
    elif style == "httpie":
        s = "http %s '%s' %s" % (method, url, " ".join("'%s:%s'" % (a, b) for (a, b) in pairs))
    elif style == "python":
        s = 'resp = requests.%s(\n    "%s",\n    headers={%s},\n    timeout=10,\n)' % (method.lower(), url, ", ".join('"%s": "%s"' % (a, b) for (a, b) in pairs))
    elif style == "js":
        s = 'const res = await fetch("%s", {\n  method: "%s",\n  headers: { %s },\n});' % (url, method, ", ".join("'%s': '%s'" % (a, b) for (a, b) in pairs))
    elif style == "go":
        s = 'req, _ := http.NewRequest("%s", "%s", nil)\n%s' % (method, url, "\n".join('req.Header.Set("%s", "%s")' % (a, b) for (a, b) in pairs))
    elif style == "raw":
        path = parts.path + ("?" + parts.query if parts.query else "")
        s = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (method, path or "/", parts.netloc, "\n".join(headers))
    else:
        s = "Invoke-RestMethod -Method %s -Uri '%s' -Headers @{ %s }" % (method.capitalize(), url, "; ".join("'%s' = '%s'" % (a, b) for (a, b) in pairs))
    return style, s


def url_call(ctx, url):
    style = ch(["curl", "wget", "python", "log", "browser"])
    if style == "curl":
        return style, 'curl -s "%s" | jq .' % url
    if style == "wget":
        return style, "wget -qO- '%s'" % url
    if style == "python":
        return style, 'r = requests.get("%s", timeout=5)' % url
    if style == "log":
        return style, '%s INFO http_client GET %s -> %d (%dms)' % (ts_log(), url, ch([200, 401, 403, 429]), rint(12, 900))
    return style, url


def usage_snippet(v, items, ctx):
    vals = [val for (k, val, s) in items]
    forms = []
    if v["hdrs"]:
        forms.append("hdr")
    if v["urls"]:
        forms.append("url")
    if v["clis"]:
        forms.append("cli")
    if v["sdks"]:
        forms.append("sdk")
    if not forms:
        return None
    f = ch(forms)
    if f == "hdr":
        url = _fill(v["url"], vals, ctx)
        headers = [_fill(h, vals, ctx) for h in v["hdrs"]]
        style, s = http_call(ctx, url, headers)
        return "HTTP request (%s)" % style, s
    if f == "url":
        style, s = url_call(ctx, _fill(ch(v["urls"]), vals, ctx))
        return "URL with key (%s)" % style, s
    if f == "cli":
        return "CLI command", _fill(ch(v["clis"]), vals, ctx)
    return "SDK code", _fill(ch(v["sdks"]), vals, ctx)


VU_MC_EN = [
    "The {vname} call from {svc} returned `{err}` and I couldn't tell whether the key or the endpoint was wrong. The user showed me the request that works for them:\n{snip}",
    "I didn't know how the on-call folks test the {vname} by hand. They use this:\n{snip}",
    "Missing piece: the exact call {svc} makes. From the user's terminal:\n{snip}",
    "{snip}\nThe user ran this from their laptop to prove the credentials were fine; the problem was on our side.",
]
VU_MC_KO = [
    "{svc}에서 호출하면 `{err}`이/가 나는데 키 문제인지 엔드포인트 문제인지 구분이 안 됐다. 사용자가 본인 환경에서 되는 요청을 보여줬다:\n{snip}",
    "온콜 담당자들이 {vname}을/를 수동으로 테스트하는 방법을 몰랐다. 이렇게 한다고 함:\n{snip}",
    "{snip}\n사용자가 자기 노트북에서 위 명령으로 자격 증명이 정상이라는 걸 보여줬다. 문제는 우리 쪽 설정이었다.",
]
VU_LS_EN = [
    "Reproduce {vname} problems with a direct call before touching {svc}; if it works by hand, the bug is in how {svc} loads its config.",
    "The provider answers `{err}` both for a wrong key and for a key without the needed scope, so check scopes first.",
    "Keep a copy of the working request in the runbook ({ticket}) so the next person can test in one step.",
    "The working call and the failing one differed only in the region/base URL; {svc} was pointed at the wrong host.",
]
VU_LS_KO = [
    "{svc}을/를 고치기 전에 {vname}(으)로 API를 직접 호출해서 재현할 것. 수동 호출이 되면 {svc}의 설정 로딩 문제다.",
    "잘못된 키와 권한(scope)이 없는 키 모두 `{err}`(으)로 응답하니 scope부터 확인한다.",
    "다음 사람이 바로 테스트할 수 있게 동작하는 요청을 런북({ticket})에 남겨둔다.",
]
VU_LS_SNIP_EN = ["The request that works (keep it for the runbook):\n{snip}",
                 "Use exactly this to test the {vname}; note the header name:\n{snip}",
                 "{snip}\nThat is the call to run before blaming {svc}."]
VU_LS_SNIP_KO = ["동작하는 요청 (런북에 남길 것):\n{snip}",
                 "{vname} 테스트는 정확히 이렇게 한다. 헤더 이름 주의:\n{snip}",
                 "{snip}\n{svc}을/를 의심하기 전에 먼저 이 호출로 확인한다."]


def t_vendor_usage(lang):
    while True:
        ctx, v = vendor_ctx(lang)
        items = instantiate(v, ctx)
        r = usage_snippet(v, items, ctx)
        if r is None:
            # vendor without a usage form: show it as a config instead
            return t_vendor_config_for(ctx, v, items)
        style, s = r
        break
    secrets = [val for (k, val, sflag) in items if sflag and val in s]
    if not secrets:
        return t_vendor_config_for(ctx, v, items)
    ctx["file"] = ch([".env.%s" % ctx["env"], L(ctx, ["the runbook"], ["런북"]), "docs/%s.md" % ctx["svc"]])
    sn = fence(s, "bash" if style.startswith(("CLI", "URL", "HTTP request (curl")) else "")
    if chance(0.6):
        mc = fmt(L(ctx, VU_MC_EN, VU_MC_KO), ctx, snip=sn)
        ls = fmt(L(ctx, VU_LS_EN, VU_LS_KO), ctx)
    else:
        mc = fmt(L(ctx, VC_MC_PLAIN_EN, VC_MC_PLAIN_KO), ctx)
        ls = fmt(L(ctx, VU_LS_SNIP_EN, VU_LS_SNIP_KO), ctx, snip=sn)
    ask = fmt(L(ctx, VC_ASK_EN, VC_ASK_KO), ctx)
    if chance(0.2):
        ask = fmt(L(ctx, VC_ASK_SEC_EN, VC_ASK_SEC_KO), ctx, sec=secrets[-1])
    return note("vendor token: %s in %s" % (v["name"], style), mc, ls, ask, secrets)


def t_vendor_config_for(ctx, v, items):
    cname, snip, fname, written = render(items, ctx)
    ctx["file"] = fname
    mc = fmt(L(ctx, VC_MC_SNIP_EN, VC_MC_SNIP_KO), ctx, snip=fence(snip, FENCE_TAGS.get(cname, "")))
    ls = fmt(L(ctx, VC_LS_PLAIN_EN, VC_LS_PLAIN_KO), ctx)
    ask = fmt(L(ctx, VC_ASK_EN, VC_ASK_KO), ctx)
    return note("vendor token: %s in %s" % (v["name"], cname), mc, ls, ask, written)


VL_MC_EN = ["The {env} job failed and this is the part of the log the user pasted:\n{snip}",
            "I only had the CI output to go on:\n{snip}",
            "Stack trace from {svc} ({env}), pasted by the user:\n{snip}",
            "{snip}\nThis was in the build log; I didn't realise the step prints its command line."]
VL_MC_KO = ["{env_ko} 잡이 실패했고, 사용자가 붙여준 로그 일부:\n{snip}",
            "CI 출력만 보고 판단해야 했다:\n{snip}",
            "{svc}({env_ko}) 스택 트레이스, 사용자가 붙여줌:\n{snip}",
            "{snip}\n빌드 로그에 이렇게 찍혀 있었다. 이 스텝이 명령줄을 그대로 출력한다는 걸 몰랐다."]
VL_LS_EN = ["The log shows the full credential; turn off `set -x` / verbose mode in that step and rotate the key.",
            "`{err}` here meant the key belongs to a different project, not that it expired.",
            "The client logs request headers at DEBUG; {env} must run at INFO or the key ends up in the log index.",
            "Masking only works for values registered as CI secrets; this one was hardcoded, so it was printed in clear."]
VL_LS_KO = ["로그에 자격 증명이 그대로 찍힌다. 해당 스텝의 `set -x`/verbose 옵션을 끄고 키를 교체해야 한다.",
            "여기서 `{err}`은/는 만료가 아니라 다른 프로젝트의 키라는 뜻이었다.",
            "클라이언트가 DEBUG 레벨에서 요청 헤더를 남긴다. {env_ko}은/는 INFO로 돌려야 키가 로그 인덱스에 안 남는다.",
            "CI 마스킹은 시크릿으로 등록된 값에만 적용된다. 이 값은 하드코딩이라 그대로 출력됐다."]


def t_vendor_log(lang):
    ctx, v = vendor_ctx(lang)
    items = instantiate(v, ctx)
    vals = [val for (k, val, s) in items]
    kinds = []
    if v["hdrs"]:
        kinds.append("curl -v")
    if v["urls"]:
        kinds.append("traceback")
    if v["clis"]:
        kinds.append("set -x")
    kinds.append("node error")
    k = ch(kinds)
    if k == "curl -v":
        url = _fill(v["url"], vals, ctx)
        p = urllib.parse.urlsplit(url)
        hs = [_fill(h, vals, ctx) for h in v["hdrs"]]
        s = "> GET %s HTTP/2\n> Host: %s\n> user-agent: curl/8.5.0\n%s\n>\n< HTTP/2 %s\n< content-type: application/json\n{\"error\":\"%s\"}" % (
            (p.path or "/") + ("?" + p.query if p.query else ""), p.netloc, "\n".join("> " + h for h in hs),
            ch(["401", "403"]), ctx["err"])
    elif k == "traceback":
        url = _fill(ch(v["urls"]), vals, ctx)
        s = ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in fetch\n    resp.raise_for_status()\n'
             '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status\n'
             '    raise HTTPError(http_error_msg, response=self)\nrequests.exceptions.HTTPError: %s Client Error: %s for url: %s') % (
            ctx["svc"].replace("-", "_"), rint(40, 300), ch(["401", "403"]), ch(["Unauthorized", "Forbidden"]), url)
    elif k == "set -x":
        cmd = _fill(ch(v["clis"]), vals, ctx)
        t0 = rint(0, 80000)
        stamps = []
        for _ in range(5):
            t0 += rint(0, 40)
            stamps.append("%02d:%02d:%02d" % (t0 // 3600 % 24, t0 // 60 % 60, t0 % 60))
        s = "[%s] $ ./scripts/%s.sh\n[%s] + %s\n[%s] error: %s\n[%s] Cleaning up project directory and file based variables\n[%s] ERROR: Job failed: exit code 1" % (
            stamps[0], ch(["deploy", "publish", "release", "bootstrap"]), stamps[1], cmd, stamps[2], ctx["err"], stamps[3], stamps[4])
    else:
        sec = [(kk, val) for (kk, val, sf) in items if sf]
        hdr = ",\n      ".join("'%s': '%s'" % (kk.lower().replace("_", "-"), val) for (kk, val) in sec)
        s = ("AxiosError: Request failed with status code %s\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n"
             "  config: {\n    headers: {\n      %s\n    },\n    method: 'post'\n  }") % (ch(["401", "403"]), hdr)
    secrets = [val for (kk, val, sf) in items if sf and val in s]
    if not secrets:
        return t_vendor_config_for(ctx, v, items)
    sn = fence(s, "")
    if chance(0.7):
        mc = fmt(L(ctx, VL_MC_EN, VL_MC_KO), ctx, snip=sn)
        ls = fmt(L(ctx, VL_LS_EN, VL_LS_KO), ctx)
    else:
        mc = fmt(L(ctx, VC_MC_PLAIN_EN, VC_MC_PLAIN_KO), ctx)
        ls = fmt(L(ctx, VL_LS_EN, VL_LS_KO), ctx) + "\n" + sn
    ask = L(ctx, ["Can you rotate the key that leaked into the job log?", "Should I purge that log from the CI history?", ""],
            ["로그에 노출된 키를 교체해 주실 수 있나요?", "CI 기록에서 해당 로그를 삭제할까요?", ""])
    return note("vendor token: %s leaked in %s" % (v["name"], k), mc, ls, ask, secrets)


def t_vendor_diff(lang):
    ctx, v = vendor_ctx(lang)
    new = instantiate(v, ctx)
    old_raw = instantiate(v, ctx)
    old = [(k, (o if s else n), s) for ((k, n, s), (k2, o, s2)) in zip(new, old_raw)]
    ctx["file"] = ch([".env.%s" % ctx["env"], "config/%s.yaml" % ctx["env"], "deploy/values-%s.yaml" % ctx["env"]])
    yaml_style = ctx["file"].endswith(".yaml")
    lines = ["diff --git a/%s b/%s" % (ctx["file"], ctx["file"]), "--- a/%s" % ctx["file"], "+++ b/%s" % ctx["file"],
             "@@ -%d,%d +%d,%d @@" % (rint(2, 40), len(new) + 1, rint(2, 40), len(new) + 1)]
    if yaml_style:
        lines.append(" %s:" % ctx["slug"])
    for (k, ov, s), (k2, nv, s2) in zip(old, new):
        key = ("  %s: " % k_short(k)) if yaml_style else (k + "=")
        if s:
            lines.append("-" + key + ov)
            lines.append("+" + key + nv)
        else:
            lines.append(" " + key + nv)
    s_diff = "\n".join(lines)
    secrets = [val for (k, val, sf) in old if sf] + [val for (k, val, sf) in new if sf]
    mc = L(ctx, ["The user asked me to apply the key rotation for {svc}. I didn't know the old value was still referenced by the {env} cron host, so half the jobs kept failing with `{err}`. The change:\n{snip}",
                 "I rotated the {vname} in {file} but didn't know a second service shares it. Diff I committed:\n{snip}",
                 "{snip}\nThis diff was in the PR I was asked to review; I didn't know it would be merged with real values."],
            ["{svc}의 키 교체를 적용해 달라는 요청이었다. 예전 값을 {env_ko} 크론 서버가 아직 참조하는 걸 몰라서 잡 절반이 `{err}`(으)로 실패했다. 변경 내용:\n{snip}",
             "{file}의 {vname}을/를 교체했는데 같은 키를 쓰는 서비스가 하나 더 있다는 걸 몰랐다. 커밋한 diff:\n{snip}",
             "{snip}\n리뷰 요청받은 PR의 diff다. 실제 값이 들어간 채로 머지될 줄 몰랐다."])
    ls = L(ctx, ["Before rotating, grep every host and CI variable for the old value; revoke it only after all consumers switched.",
                 "Rotation PRs must reference the secret manager path, never the literal values; this one has to be squashed out of history.",
                 "Both the old and the new value are now in git history, so both must be revoked."],
           ["교체 전에 모든 호스트와 CI 변수에서 예전 값을 검색하고, 전부 전환된 뒤에만 폐기한다.",
            "키 교체 PR에는 실제 값이 아니라 시크릿 매니저 경로만 넣어야 한다. 이 커밋은 히스토리에서 지워야 한다.",
            "예전 값과 새 값이 모두 git 히스토리에 남았으니 둘 다 폐기해야 한다."])
    mc = fmt(mc, ctx, snip=fence(s_diff, "diff"))
    ask = L(ctx, ["Who else consumes the {vname}?", "Can you revoke the old key now?", ""],
            ["{vname}을/를 쓰는 다른 서비스가 있나요?", "예전 키는 지금 폐기해도 되나요?", ""])
    return note("vendor token: %s rotation diff (old+new)" % v["name"], mc, ls, fmt(ask, ctx), secrets)


def t_vendor_chat(lang):
    ctx, v = vendor_ctx(lang)
    items = instantiate(v, ctx)
    sec = [(k, val) for (k, val, s) in items if s]
    if ctx["lang"] == "ko":
        style = ch(["kakao", "slack"])
    else:
        style = ch(["slack", "teams"])
    vals_txt = " / ".join(val for (k, val) in sec)
    if style == "kakao":
        s = "%s. %d. %d. 오후 %d:%02d, %s : %s %s\n%s. %d. %d. 오후 %d:%02d, %s : 이거 %s용이에요. 채널에 올리지는 마세요 ㅎㅎ" % (
            2025, rint(1, 12), rint(1, 28), rint(1, 11), rint(0, 59), ctx["person"], ctx["vname"], vals_txt,
            2025, rint(1, 12), rint(1, 28), rint(1, 11), rint(0, 59), ctx["person"], ctx["env_ko"])
    elif style == "slack":
        s = "%s  %d:%02d %s\n%s\n%s  %d:%02d %s\n%s" % (
            ctx["person"], rint(9, 12), rint(0, 59), ch(["AM", "PM"]),
            (ch(["{vname} 값입니다: ", "여기 있어요 → "]) if ctx["lang"] == "ko" else ch(["{vname} for {env}: ", "here's the key: ", "try this one: "])).format(**ctx) + vals_txt,
            ctx["person"], rint(9, 12), rint(0, 59), ch(["AM", "PM"]),
            "스레드에만 남길게요" if ctx["lang"] == "ko" else "don't paste it anywhere else pls")
    else:
        s = "%s (%d:%02d PM): here is the %s — %s\n%s (%d:%02d PM): it's the %s one" % (
            ctx["person"], rint(1, 6), rint(0, 59), ctx["vname"], vals_txt, ctx["person"], rint(1, 6), rint(0, 59), ctx["env"])
    secrets = [val for (k, val) in sec]
    mc = L(ctx, ["I didn't have the {vname} for {env}; the user forwarded the chat where {person} shared it:\n{snip}",
                 "The credentials weren't in any config I could read. They came from a DM:\n{snip}"],
           ["{env_ko}용 {vname}이/가 없었는데, 사용자가 {person}님이 공유한 대화를 전달해 줬다:\n{snip}",
            "읽을 수 있는 설정 파일 어디에도 자격 증명이 없었다. DM으로 받은 것:\n{snip}"])
    ls = L(ctx, ["Credentials shared in chat are not in the secret manager yet, so {svc} can't pick them up automatically; ask for them to be stored properly.",
                 "When a key arrives over chat, put it in the vault entry for {svc} and ask the sender to delete the message."],
           ["채팅으로 받은 자격 증명은 아직 시크릿 매니저에 없어서 {svc}이/가 자동으로 못 읽는다. 제대로 저장해 달라고 요청할 것.",
            "채팅으로 키를 받으면 {svc}의 vault 항목에 넣고, 보낸 사람에게 메시지 삭제를 부탁한다."])
    ask = L(ctx, ["Can {person} put the key into the vault instead of chat?", "Is the chat key the production one?", ""],
            ["{person}님께 채팅 대신 vault에 넣어 달라고 할까요?", "채팅으로 받은 키가 운영용인가요?", ""])
    return note("vendor token: %s pasted in %s chat" % (v["name"], style), fmt(mc, ctx, snip=s), fmt(ls, ctx), fmt(ask, ctx), secrets)


# --------------------------------------------------------------------------
# generic note assembly for non-vendor secrets
# --------------------------------------------------------------------------
GEN_MC_SNIP_EN = [
    "I was {task} and didn't know how {what} is accessed. The user pasted:\n{snip}",
    "Missing context: {what} isn't covered by the runbook; the only working example was this, from the user's terminal:\n{snip}",
    "{snip}\nThe user sent this when I asked how they reach {what}.",
    "I kept getting `{err}` from {what} because I was using the wrong credentials. What the user actually uses:\n{snip}",
    "Nobody told me {what} needs credentials separate from SSO. The user's setup:\n{snip}",
    "The handover doc for {what} had a blank where the login should be. {person} filled it in for me:\n{snip}",
]
GEN_MC_SNIP_KO = [
    "{task} 중이었는데 {what}에 어떻게 접속하는지 몰랐다. 사용자가 붙여준 내용:\n{snip}",
    "몰랐던 맥락: {what} 접속 방법이 런북에 없다. 동작하는 예시는 사용자 터미널에서 가져온 이것뿐이었다:\n{snip}",
    "{snip}\n{what}에 어떻게 접속하냐고 물었더니 사용자가 보내준 것.",
    "잘못된 자격 증명을 써서 {what}에서 계속 `{err}`이/가 났다. 사용자가 실제로 쓰는 방법:\n{snip}",
    "{what}은/는 SSO와 별도 계정이 필요하다는 걸 아무도 알려주지 않았다. 사용자 설정:\n{snip}",
    "{what} 인수인계 문서에 로그인 정보 칸이 비어 있었다. {person}님이 채워준 내용:\n{snip}",
]
GEN_MC_PLAIN_EN = [
    "I didn't know how {what} is accessed while {task}; the runbook only says 'ask ops'.",
    "I kept getting `{err}` from {what} and assumed the host was down. It was a credentials problem.",
    "I didn't know that {what} sits outside SSO and uses its own local account.",
    "While {task} I needed {what}, and nothing in the repo says how to authenticate to it.",
]
GEN_MC_PLAIN_KO = [
    "{task} 중에 {what} 접속 방법을 몰랐다. 런북에는 '운영팀에 문의'라고만 되어 있다.",
    "{what}에서 계속 `{err}`이/가 나서 서버가 죽은 줄 알았는데, 자격 증명 문제였다.",
    "{what}이/가 SSO 밖에 있고 로컬 계정을 따로 쓴다는 걸 몰랐다.",
    "{task}에 {what}이/가 필요했는데 저장소 어디에도 인증 방법이 없다.",
]
GEN_LS_SNIP_EN = [
    "What works for {what}:\n{snip}",
    "{snip}\nRun it from the bastion; {what} rejects other source IPs.",
    "Verified for {what} during {ticket}:\n{snip}",
    "Use this exactly; the quoting matters:\n{snip}",
]
GEN_LS_SNIP_KO = [
    "{what}에서 동작하는 방법:\n{snip}",
    "{snip}\n배스천에서 실행해야 한다. {what}은/는 다른 IP를 차단한다.",
    "{ticket} 작업 중 확인한 내용:\n{snip}",
    "따옴표까지 그대로 써야 한다:\n{snip}",
]
GEN_ASK_EN = ["Is there a read-only account for {what} I should use instead?",
              "Should these credentials move into the vault?",
              "Who owns {what} if the login stops working?", "", ""]
GEN_ASK_KO = ["{what}에 읽기 전용 계정이 따로 있나요?", "이 자격 증명을 vault로 옮길까요?",
              "로그인이 안 되면 {what} 담당자가 누구인가요?", "", ""]
GEN_ASK_SEC_EN = ["{sec} - still the current password for {what}?",
                  "Is `{sec}` still the current password for {what}?",
                  "Can I keep using {sec}, or will it change after {ticket}?",
                  "The user gave me {sec} for {what}; should I store it somewhere?"]
GEN_ASK_SEC_KO = ["{sec} — {what}의 현재 비밀번호가 맞나요?",
                  "`{sec}`이/가 아직 {what}의 현재 비밀번호인가요?",
                  "{sec}을/를 계속 써도 되나요, 아니면 {ticket} 이후 바뀌나요?",
                  "{what}용으로 {sec}을/를 받았는데 어디에 저장해 둘까요?"]


ART_MC_SNIP_EN = [
    "I was {task} and needed {what}; the user pasted it:\n{snip}",
    "Missing context: nobody told me where {what} comes from. The user shared it:\n{snip}",
    "{snip}\nThe user sent this when I asked about {what}.",
    "I kept getting `{err}` because I had an outdated copy of {what}. The current one, from the user:\n{snip}",
    "{person} dropped this into the ticket ({ticket}) when I asked about {what}:\n{snip}",
]
ART_MC_SNIP_KO = [
    "{task} 중에 {what}이/가 필요했다. 사용자가 붙여준 것:\n{snip}",
    "몰랐던 맥락: {what}이/가 어디서 오는지 아무도 알려주지 않았다. 사용자가 공유한 값:\n{snip}",
    "{snip}\n{what}에 대해 물었더니 사용자가 보내준 것.",
    "예전 {what}을/를 쓰고 있어서 계속 `{err}`이/가 났다. 사용자가 준 최신 값:\n{snip}",
    "{what}에 대해 묻자 {person}님이 티켓({ticket})에 남겨준 내용:\n{snip}",
]
ART_MC_PLAIN_EN = [
    "I didn't know where {what} was kept while {task}.",
    "I kept getting `{err}` and didn't realise {what} had been replaced.",
    "While {task} I needed {what}, and nothing in the repo points to it.",
]
ART_MC_PLAIN_KO = [
    "{task} 중에 {what}이/가 어디 있는지 몰랐다.",
    "계속 `{err}`이/가 났는데 {what}이/가 교체된 걸 몰랐다.",
    "{task}에 {what}이/가 필요했는데 저장소 어디에도 단서가 없다.",
]
ART_LS_SNIP_EN = ["Current value, for reference:\n{snip}", "{snip}\nThat is the current one; the old copy no longer works.",
                  "For the record (from {ticket}):\n{snip}"]
ART_LS_SNIP_KO = ["참고용 현재 값:\n{snip}", "{snip}\n이게 현재 값이다. 예전 사본은 더 이상 동작하지 않는다.",
                  "기록용({ticket}에서 가져옴):\n{snip}"]
ART_ASK_EN = ["Where should {what} be stored long-term?", "Should I ask for this to be rotated now that it is in my notes?",
              "Who else has a copy of {what}?", "", ""]
ART_ASK_KO = ["{what}은/는 장기적으로 어디에 보관해야 하나요?", "노트에 남았으니 교체를 요청할까요?",
              "{what} 사본을 가진 사람이 또 있나요?", "", ""]
ART_ASK_SEC_EN = ["{sec} - keep it or rotate it?", "Is `{sec}` still current?", "Should {sec} be replaced after {ticket}?",
                  "Can I keep {sec} in the team vault entry for {svc}?"]
ART_ASK_SEC_KO = ["{sec} — 유지할까요, 교체할까요?", "`{sec}` 아직 유효한가요?", "{ticket} 이후에 {sec}을/를 교체해야 하나요?",
                  "{sec}을/를 {svc} 팀 vault 항목에 보관해도 되나요?"]


def snippet_note(ctx, category, snip, secrets, what, ls_en, ls_ko, tag="", repeat=None, where=None):
    """Place a snippet in missing_context or lesson; optionally repeat one secret in ask."""
    ctx = dict(ctx)
    ctx["what"] = what
    sn = fence(snip, tag)
    where = where or ch(["mc", "mc", "lesson"])
    if ctx.get("style", "account") == "account":
        P = (GEN_MC_SNIP_EN, GEN_MC_SNIP_KO, GEN_MC_PLAIN_EN, GEN_MC_PLAIN_KO, GEN_LS_SNIP_EN, GEN_LS_SNIP_KO,
             GEN_ASK_EN, GEN_ASK_KO, GEN_ASK_SEC_EN, GEN_ASK_SEC_KO)
    else:
        P = (ART_MC_SNIP_EN, ART_MC_SNIP_KO, ART_MC_PLAIN_EN, ART_MC_PLAIN_KO, ART_LS_SNIP_EN, ART_LS_SNIP_KO,
             ART_ASK_EN, ART_ASK_KO, ART_ASK_SEC_EN, ART_ASK_SEC_KO)
    if where == "mc":
        mc = fmt(L(ctx, P[0], P[1]), ctx, snip=sn)
        ls = fmt(L(ctx, ls_en, ls_ko), ctx)
    else:
        mc = fmt(L(ctx, P[2], P[3]), ctx)
        ls = fmt(L(ctx, ls_en, ls_ko), ctx) + "\n" + fmt(L(ctx, P[4], P[5]), ctx, snip=sn)
    secrets = list(secrets)
    if repeat is not None and chance(0.3):
        ask = fmt(L(ctx, P[8], P[9]), ctx, sec=repeat)
        secrets.append(repeat)
        category += " +ask"
    else:
        ask = fmt(L(ctx, P[6], P[7]), ctx)
    return note(category, mc, ls, ask, secrets)


# --------------------------------------------------------------------------
# passwords in configs
# --------------------------------------------------------------------------
def pw_sets(ctx, pw, pw2):
    h = ctx["host"]
    return [
        ("PostgreSQL app user", [("DB_HOST", h, 0), ("DB_PORT", "5432", 0), ("DB_USER", ctx["user"], 0), ("DB_PASSWORD", pw, 1)]),
        ("MySQL root", [("MYSQL_ROOT_PASSWORD", pw, 1), ("MYSQL_DATABASE", ctx["db"], 0)]),
        ("Postgres container", [("POSTGRES_USER", ctx["user"], 0), ("POSTGRES_PASSWORD", pw, 1), ("POSTGRES_DB", ctx["db"], 0)]),
        ("SMTP relay", [("SMTP_HOST", "smtp.%s" % ctx["domain"], 0), ("SMTP_PORT", "587", 0), ("SMTP_USER", ctx["email"], 0), ("SMTP_PASSWORD", pw, 1)]),
        ("Redis AUTH", [("REDIS_HOST", h, 0), ("REDIS_PASSWORD", pw, 1)]),
        ("LDAP bind", [("LDAP_BIND_DN", "cn=svc-%s,ou=services,dc=%s,dc=internal" % (ctx["svc"], ctx["org"].replace("-", "")), 0), ("LDAP_BIND_PASSWORD", pw, 1)]),
        ("Java keystore", [("KEYSTORE_PATH", "/etc/ssl/%s.jks" % ctx["svc"], 0), ("KEYSTORE_PASSWORD", pw, 1), ("KEY_ALIAS", ctx["svc"], 0)]),
        ("RabbitMQ", [("RABBITMQ_DEFAULT_USER", ctx["user"], 0), ("RABBITMQ_DEFAULT_PASS", pw, 1)]),
        ("Grafana admin", [("GF_SECURITY_ADMIN_USER", "admin", 0), ("GF_SECURITY_ADMIN_PASSWORD", pw, 1)]),
        ("MinIO root", [("MINIO_ROOT_USER", ctx["user"], 0), ("MINIO_ROOT_PASSWORD", pw, 1)]),
        ("Elasticsearch", [("ELASTIC_USERNAME", "elastic", 0), ("ELASTIC_PASSWORD", pw, 1)]),
        ("SFTP partner drop", [("SFTP_HOST", "sftp.%s" % ctx["domain"], 0), ("SFTP_USER", ctx["user"], 0), ("SFTP_PASSWORD", pw, 1)]),
        ("Kafka SASL", [("KAFKA_SASL_MECHANISM", "SCRAM-SHA-512", 0), ("KAFKA_SASL_USERNAME", ctx["user"], 0), ("KAFKA_SASL_PASSWORD", pw, 1)]),
        ("Jenkins admin", [("JENKINS_ADMIN_ID", "admin", 0), ("JENKINS_ADMIN_PASSWORD", pw, 1)]),
        ("Django superuser", [("DJANGO_SUPERUSER_USERNAME", ctx["user"], 0), ("DJANGO_SUPERUSER_PASSWORD", pw, 1)]),
        ("Keycloak admin", [("KEYCLOAK_ADMIN", "admin", 0), ("KEYCLOAK_ADMIN_PASSWORD", pw, 1)]),
        ("pgAdmin", [("PGADMIN_DEFAULT_EMAIL", ctx["email"], 0), ("PGADMIN_DEFAULT_PASSWORD", pw, 1)]),
        ("Oracle", [("ORACLE_USER", ctx["user"].upper(), 0), ("ORACLE_PWD", pw, 1)]),
        ("MongoDB root", [("MONGO_INITDB_ROOT_USERNAME", "root", 0), ("MONGO_INITDB_ROOT_PASSWORD", pw, 1)]),
        ("Android signing", [("ANDROID_KEYSTORE_PASSWORD", pw, 1), ("ANDROID_KEY_ALIAS", "upload", 0), ("ANDROID_KEY_PASSWORD", pw2, 1)]),
        ("WordPress DB", [("WORDPRESS_DB_HOST", h, 0), ("WORDPRESS_DB_USER", ctx["user"], 0), ("WORDPRESS_DB_PASSWORD", pw, 1)]),
        ("NAS admin", [("NAS_HOST", "nas.%s" % ctx["domain"], 0), ("NAS_ADMIN_USER", "admin", 0), ("NAS_ADMIN_PASSWORD", pw, 1)]),
    ]


PWC_LS_EN = ["The credentials for {what} live in {file}; the app doesn't read the vault for this one.",
             "{what} locks the account after five failed logins, so test the password once by hand before restarting everything.",
             "The `{err}` came from a stale password in another copy of the config; the account itself was fine.",
             "{file} is loaded only in {env}; other environments take the value from the secret store."]
PWC_LS_KO = ["{what} 자격 증명은 {file}에 있다. 이 항목은 앱이 vault에서 읽지 않는다.",
             "{what}은/는 로그인 5회 실패 시 계정이 잠기니, 전체 재시작 전에 비밀번호를 손으로 한 번 확인할 것.",
             "`{err}`의 원인은 다른 설정 사본에 남은 예전 비밀번호였다. 계정 자체는 정상.",
             "{file}은/는 {env_ko}에서만 로드된다. 다른 환경은 시크릿 스토어 값을 쓴다."]


def t_pw_config(lang):
    ctx = new_ctx(lang)
    ctx["err"] = ch(PW_ERRORS)
    label, pw = password()
    _, pw2 = password()
    sets = pw_sets(ctx, pw, pw2)
    name, items = sets[deck("pwset", len(sets))]
    ctx["slug"] = name.split()[0].lower()
    cname, snip, fname, written = render(items, ctx)
    ctx["file"] = fname
    what = L(ctx, ["the %s (%s)" % (name, ctx["env"])], ["%s 환경의 %s" % (ctx["env_ko"], name)])
    if cname in ("markdown table", "chat paste", "log line", "inline", "Helm", "crontab"):
        ls_en, ls_ko = PWC_LS_EN[1:3], PWC_LS_KO[1:3]
    else:
        ls_en, ls_ko = PWC_LS_EN, PWC_LS_KO
    return snippet_note(ctx, "password: %s %s password in %s" % (name, label, cname), snip, written, what,
                        ls_en, ls_ko, FENCE_TAGS.get(cname, ""), repeat=pw if pw in written else None)


# --------------------------------------------------------------------------
# passwords in commands
# --------------------------------------------------------------------------
def _att(flag, pw):
    q = sh_q(pw)
    return flag + q


def pwcmds(ctx, pw, pw2):
    h, u, db = ctx["host"], ctx["user"], ctx["db"]
    enc = pct(pw)
    return [
        ("mysql -p attached password", "mysql -h %s -u %s %s %s -e 'SHOW PROCESSLIST'" % (h, u, _att("-p", pw), db), [pw]),
        ("mysql --password=", "mysql --host=%s --user=%s --password=%s %s" % (h, u, sh_q(pw), db), [pw]),
        ("mysqldump -p attached", "mysqldump -u root %s --single-transaction --all-databases | gzip > /backup/all-$(date +%%F).sql.gz" % _att("-p", pw), [pw]),
        ("PGPASSWORD env prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (sh_q(pw), h, u, db), [pw]),
        ("pg_dump with PGPASSWORD", "PGPASSWORD=%s pg_dump -h %s -U %s -Fc %s > %s.dump" % (sh_q(pw), h, u, db, db), [pw]),
        ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sh_q(pw), u, h), [pw]),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, sh_q(pw)), [pw]),
        ("mongosh --password", "mongosh --host %s --username %s --password %s --authenticationDatabase admin" % (h, u, sh_q(pw)), [pw]),
        ("curl -u user:pass", "curl -u %s:%s https://%s/api/v1/health" % (u, sh_q(pw) if sh_q(pw) == pw else pw, h) if sh_q(pw) == pw else "curl -u '%s:%s' https://%s/api/v1/health" % (u, pw, h), [pw]),
        ("htpasswd positional password", "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, sh_q(pw)), [pw]),
        ("docker login -p", "docker login registry.%s -u %s -p %s" % (ctx["domain"], u, sh_q(pw)), [pw]),
        ("smbclient user%pass", "smbclient //nas.%s/share -U '%s%%%s' -c 'ls'" % (ctx["domain"], u, pw), [pw]),
        ("net use positional password", "net use Z: \\\\fs01\\%s %s /user:CORP\\%s /persistent:no" % (ctx["db"], pw if " " not in pw else '"%s"' % pw, u), [pw]),
        ("ldapsearch -w", "ldapsearch -x -H ldaps://ldap.%s -D 'cn=admin,dc=corp,dc=internal' -w %s -b 'ou=people,dc=corp,dc=internal' '(uid=%s)'" % (ctx["domain"], sh_q(pw), u), [pw]),
        ("sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT name FROM sys.databases\"" % (h, sh_q(pw)), [pw]),
        ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out %s.p12 -passout pass:%s" % (ctx["svc"], pw if sh_q(pw) == pw else sh_q(pw)), [pw]),
        ("zip -P", "zip -r -P %s export-%s.zip ./exports" % (sh_q(pw), ctx["env"]), [pw]),
        ("7z -p attached", "7z a %s backup.7z ./dump" % _att("-p", pw), [pw]),
        ("keytool -storepass/-keypass", "keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -destkeystore %s.jks -srcstorepass %s -deststorepass %s" % (ctx["svc"], ctx["svc"], sh_q(pw), sh_q(pw2)), [pw, pw2]),
        ("rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, sh_q(pw), u), [pw]),
        ("chpasswd user:pass", "echo '%s:%s' | sudo chpasswd" % (u, pw), [pw]),
        ("kubectl --from-literal", "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (ctx["env"], ctx["svc"], u, sh_q(pw)), [pw]),
        ("wget --password=", "wget --user=%s --password=%s https://%s/exports/latest.csv" % (u, sh_q(pw), h), [pw]),
        ("lftp -u user,pass", "lftp -u %s,%s sftp://%s -e 'mirror /outbound ./inbound; bye'" % (u, sh_q(pw), h), [pw]),
        ("ansible -e ansible_password", "ansible-playbook -i inventory/%s site.yml -e 'ansible_user=%s ansible_password=%s'" % (ctx["env"], u, pw), [pw]),
        ("vault userpass", "vault login -method=userpass username=%s password=%s" % (u, sh_q(pw)), [pw]),
        ("az login -p", "az login -u %s -p %s" % (ctx["email"], sh_q(pw)), [pw]),
        ("SQL ALTER USER PASSWORD", "psql -h %s -U postgres -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (h, u, pw), [pw]),
        ("SQL CREATE USER IDENTIFIED BY", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, db, u), [pw]),
        ("git clone user:pass URL (encoded)", "git clone https://%s:%s@git.%s/%s/%s.git" % (u, enc, ctx["domain"], ctx["org"], ctx["repo"]), [enc]),
        ("curl ftp --user", "curl -T report.csv ftp://%s/upload/ --user %s:%s" % (h, u, sh_q(pw) if sh_q(pw) == pw else pw), [pw]),
        ("sudo -S via echo", "echo %s | sudo -S systemctl restart %s" % (sh_q(pw), ctx["svc"]), [pw]),
        ("sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u.upper(), pw, h), [pw]),
        ("expect send password", "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (u, h, pw), [pw]),
        ("ssh-keygen -P/-N", "ssh-keygen -p -P %s -N %s -f ~/.ssh/id_ed25519" % (sh_q(pw), sh_q(pw2)), [pw, pw2]),
        ("gpg --passphrase", "gpg --batch --yes --passphrase %s -d secrets.tar.gpg | tar x" % sh_q(pw), [pw]),
        ("unzip -P", "unzip -P %s partner-report.zip" % sh_q(pw), [pw]),
        ("PowerShell ConvertTo-SecureString", "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $pw)\nEnter-PSSession -ComputerName %s -Credential $cred" % (pw, u, h.split(".")[0]), [pw]),
        ("cmdkey /pass:", "cmdkey /add:%s /user:CORP\\%s /pass:%s" % (h, u, pw if " " not in pw else '"%s"' % pw), [pw]),
        ("mc alias set access/secret", None, None),
    ]


PWCMD_LS_EN = ["The command works only from the bastion; from CI it times out rather than failing auth.",
               "Passing the password on the command line leaves it in shell history and `ps`; prefer the prompt or an env file next time.",
               "`{err}` was caused by shell quoting, not a wrong password: wrap it in single quotes.",
               "The service account is shared with the nightly job, so never change its password without telling the data team.",
               "This is the only account with rights on {db}; the personal accounts are read-only."]
PWCMD_LS_KO = ["이 명령은 배스천에서만 된다. CI에서 실행하면 인증 실패가 아니라 타임아웃이 난다.",
               "비밀번호를 명령줄에 넣으면 셸 히스토리와 `ps`에 남는다. 다음에는 프롬프트나 env 파일을 쓸 것.",
               "`{err}`은/는 비밀번호가 틀린 게 아니라 셸 따옴표 문제였다. 작은따옴표로 감쌀 것.",
               "이 서비스 계정은 야간 잡과 공유하므로 데이터팀에 알리지 않고 비밀번호를 바꾸면 안 된다.",
               "{db}에 권한이 있는 계정은 이것뿐이다. 개인 계정은 읽기 전용."]


def t_pw_command(lang):
    ctx = new_ctx(lang)
    ctx["err"] = ch(PW_ERRORS)
    while True:
        label, pw = password()
        _, pw2 = password()
        options = pwcmds(ctx, pw, pw2)
        name, cmd, secrets = options[deck("pwcmd", len(options))]
        if cmd is None:
            ak, sk = rs(ANU, 20), rs(AN, 40)
            cmd = "mc alias set %s https://minio.%s %s %s" % (ctx["env"], ctx["domain"], ak, sk)
            secrets = [ak, sk]
            label = "generated"
        # shells choke on some characters in unquoted positions: keep those variants clean
        if any("'" in s or '"' in s for s in secrets):
            continue
        break
    what = L(ctx, ["%s on %s" % (ch(["the database", "the box", "the service", "the share"]), ctx["host"])],
             ["%s 서버" % ctx["host"]])
    return snippet_note(ctx, "shell: %s (%s password)" % (name, label), cmd, secrets, what,
                        PWCMD_LS_EN, PWCMD_LS_KO, "bash", repeat=secrets[0])


# --------------------------------------------------------------------------
# connection strings
# --------------------------------------------------------------------------
def conn_strings(ctx, pw):
    h, u, db = ctx["host"], ctx["user"], ctx["db"]
    e = pct(pw)
    cl = "cluster%d.%s.mongodb.net" % (rint(0, 9), rs(ANL, 5))
    return [
        ("PostgreSQL URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, e, h, db), e),
        ("MySQL URL", "mysql://%s:%s@%s:3306/%s" % (u, e, h, db), e),
        ("MongoDB SRV URL", "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (u, e, cl, db), e),
        ("Redis URL", "redis://:%s@%s:6379/0" % (e, h), e),
        ("Redis TLS URL", "rediss://default:%s@%s:6380" % (e, h), e),
        ("AMQP URL", "amqp://%s:%s@%s:5672/%s" % (u, e, h, ctx["env"]), e),
        ("JDBC MySQL with password param", "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, e), e),
        ("JDBC SQL Server", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, pw), pw),
        ("ADO.NET connection string", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, u, pw), pw),
        ("ODBC connection string", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, pw), pw),
        ("Oracle EZConnect", "%s/%s@%s:1521/ORCLPDB1" % (u.upper(), pw, h), pw),
        ("SQLAlchemy URL", "mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4" % (u, e, h, db), e),
        ("Kafka JAAS config", 'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (u, pw), pw),
        ("SMTP URL", "smtp://%s:%s@smtp.%s:587" % (pct(ctx["email"]), e, ctx["domain"]), e),
        ("FTP URL", "ftp://%s:%s@%s/outbound/" % (u, e, h), e),
        ("Elasticsearch URL", "https://elastic:%s@%s:9200" % (e, h), e),
        ("Celery broker URL", "CELERY_BROKER_URL=redis://:%s@%s:6379/1" % (e, h), e),
        ("ClickHouse DSN", "clickhouse://default:%s@%s:9440/%s?secure=true" % (e, h, db), e),
        ("Neo4j bolt URL", "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (e, rs(ANL, 8)), e),
        ("libpq keyword DSN", "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, db, u, pw), pw),
    ]


CONN_LS_EN = ["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at the wrong `@` or `:`.",
              "The app reads only the URL form; separate DB_USER/DB_PASSWORD variables are ignored.",
              "{env} uses the pooler host, not the primary; connecting to the primary directly exhausts connections.",
              "`{err}` came from the driver falling back to the default user when the URL failed to parse."]
CONN_LS_KO = ["비밀번호에 특수문자가 있으면 URL에서는 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 엉뚱한 `@`나 `:`에서 자른다.",
              "앱은 URL 형식만 읽는다. DB_USER/DB_PASSWORD 개별 변수는 무시된다.",
              "{env_ko}은/는 프라이머리가 아니라 풀러 호스트를 써야 한다. 프라이머리에 직접 붙으면 커넥션이 고갈된다.",
              "URL 파싱에 실패하면 드라이버가 기본 사용자로 붙어서 `{err}`이/가 났다."]


def t_conn_string(lang):
    ctx = new_ctx(lang)
    ctx["err"] = ch(PW_ERRORS)
    while True:
        label, pw = password()
        opts = conn_strings(ctx, pw)
        name, cs, sec = opts[deck("conn", len(opts))]
        # the raw (unencoded) forms must not contain their own delimiters
        if sec == pw and any(c in pw for c in ";= \"'{}"):
            continue
        break
    secrets = [sec]
    if chance(0.5):
        if cs.startswith("jdbc:"):
            key = ch(["SPRING_DATASOURCE_URL", "JDBC_URL"])
        elif cs.startswith("mongodb"):
            key = ch(["MONGO_URI", "MONGODB_URL"])
        elif cs.startswith("redis"):
            key = ch(["REDIS_URL", "CACHE_URL"])
        elif cs.startswith("amqp"):
            key = ch(["BROKER_URL", "AMQP_URL"])
        elif cs.startswith("sasl."):
            key = "KAFKA_SASL_JAAS_CONFIG"
        elif cs.startswith(("Server=", "Driver=")):
            key = ch(["ConnectionStrings__Default", "SQLSERVER_CONNECTION_STRING"])
        else:
            key = ch(["DATABASE_URL", "DB_DSN", "CONNECTION_STRING", "%s_URL" % name.split()[0].upper()])
        if cs.startswith("CELERY_BROKER_URL="):
            key, cs = "CELERY_BROKER_URL", cs.split("=", 1)[1]
        ctx["slug"] = "database"
        cname, snip, fname, _w = render([(key, cs, 0)], ctx)
        while cname == "k8s Secret data (base64)":
            cname, snip, fname, _w = render([(key, cs, 0)], ctx)
        ctx["file"] = fname
        tag = FENCE_TAGS.get(cname, "")
        cat = "connection string: %s (%s password) in %s" % (name, label, cname)
    else:
        snip, tag = cs, ""
        cat = "connection string: %s (%s password)" % (name, label)
    if sec != pw and chance(0.35):
        # the raw password is also mentioned in prose
        extra = L(ctx, ["\nThe raw password is %s; the special characters have to be percent-encoded in the URL." % pw,
                        "\nNote: the user typed the password as %s, which is why the encoded form above looks different." % pw],
                  ["\n원래 비밀번호는 %s이고, URL에서는 특수문자를 퍼센트 인코딩해야 한다." % pw,
                   "\n참고: 사용자가 알려준 비밀번호는 %s라서 위의 인코딩된 값과 달라 보인다." % pw])
        secrets.append(pw)
        cat += " + raw in prose"
    else:
        extra = ""
    what = L(ctx, ["the %s database" % ctx["db"]], ["%s DB" % ctx["db"]])
    n = snippet_note(ctx, cat, snip, secrets, what, CONN_LS_EN, CONN_LS_KO, tag)
    if extra:
        n["fields"]["lesson"] = n["fields"]["lesson"] + extra
    return n


# --------------------------------------------------------------------------
# Basic / Bearer / API-key headers and cookies
# --------------------------------------------------------------------------
def t_auth_header(lang):
    ctx = new_ctx(lang)
    h = "api.%s" % ctx["domain"]
    path = ch(["/v1/orders?status=pending", "/internal/metrics", "/admin/users/export", "/api/v2/reports/daily", "/graphql"])
    k = deck("t_auth_header", 11)
    if k == 0:
        label, pw = password(no_space=True)
        blob = b64e(("%s:%s" % (ctx["user"], pw)).encode())
        hdr = ["Authorization: Basic %s" % blob]
        secrets = [blob]
        name = "Basic auth header (%s password)" % label
        if chance(0.4):
            hdr.append("# decodes to %s:%s" % (ctx["user"], pw))
            secrets.append(pw)
            name += " + decoded"
    elif k == 1:
        tok = rs(AN + "-._~", rint(40, 64))
        hdr, secrets, name = ["Authorization: Bearer %s" % tok], [tok], "Bearer opaque token"
    elif k == 2:
        tok = jwt_user(ctx, long=chance(0.4))
        hdr, secrets, name = ["Authorization: Bearer %s" % tok], [tok], "Bearer JWT"
    elif k == 3:
        tok = rs(AN, ch([32, 40, 48]))
        hn = ch(["X-API-Key", "X-Api-Key", "Api-Key", "X-Internal-Token", "X-Service-Auth"])
        hdr, secrets, name = ["%s: %s" % (hn, tok)], [tok], "%s header" % hn
    elif k == 4:
        sid, csrf = rs(ANL, 32), rs(AN, 64)
        hdr, secrets, name = ["Cookie: sessionid=%s; csrftoken=%s" % (sid, csrf)], [sid], "Django session cookie"
    elif k == 5:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64e(rb(32)).rstrip("="))
        hdr, secrets, name = ["Set-Cookie: connect.sid=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % v], [v], "Express session Set-Cookie"
    elif k == 6:
        v = rs(ANL, 26)
        hdr, secrets, name = ["Cookie: PHPSESSID=%s; lang=ko" % v], [v], "PHPSESSID cookie"
    elif k == 7:
        v = rs(HEXU, 32)
        hdr, secrets, name = ["Cookie: JSESSIONID=%s; Path=/admin" % v], [v], "JSESSIONID cookie"
    elif k == 8:
        raw = json.dumps({"iv": b64e(rb(16)), "value": b64e(rb(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":"))
        v = pct(b64e(raw.encode()))
        hdr, secrets, name = ["Cookie: XSRF-TOKEN=%s; laravel_session=%s" % (pct(b64e(rb(40))), v)], [v], "Laravel session cookie (long)"
    elif k == 9:
        blob = b64e(("%s:%s" % (rs(B64U, 20), rs(B64U, 22))).encode())
        hdr, secrets, name = ["Authorization: ApiKey %s" % blob], [blob], "Elasticsearch ApiKey header"
    else:
        label, pw = password(no_space=True)
        blob = b64e(("%s:%s" % (ctx["user"], pw)).encode())
        hdr, secrets, name = ["Proxy-Authorization: Basic %s" % blob], [blob], "Proxy-Authorization Basic (%s password)" % label
    style = ch(["curl", "raw", "devtools", "python", "log"])
    if style == "curl":
        s = "curl -sS 'https://%s%s' \\\n  %s" % (h, path, " \\\n  ".join("-H '%s'" % x for x in hdr if not x.startswith("#")))
        s += "".join("\n" + x for x in hdr if x.startswith("#"))
    elif style == "raw":
        s = "GET %s HTTP/1.1\nHost: %s\nUser-Agent: %s/1.4\n%s" % (path, h, ctx["svc"], "\n".join(hdr))
    elif style == "devtools":
        s = "Request URL: https://%s%s\nRequest Method: GET\nStatus Code: %s\n%s" % (h, path, ch(["200 OK", "401 Unauthorized", "302 Found"]), "\n".join(hdr))
    elif style == "python":
        pairs = [x.split(": ", 1) for x in hdr if not x.startswith("#")]
        s = 'requests.get("https://%s%s", headers={%s})' % (h, path, ", ".join('"%s": "%s"' % (a, b) for (a, b) in pairs))
        s += "".join("\n" + x for x in hdr if x.startswith("#"))
    else:
        s = "%s DEBUG request headers=%s" % (ts_log(), json.dumps(dict(x.split(": ", 1) for x in hdr if not x.startswith("#"))))
        if any(x.startswith("#") for x in hdr):
            s += "\n" + "\n".join(x for x in hdr if x.startswith("#"))
    what = L(ctx, ["the internal API at %s" % h], ["내부 API(%s)" % h])
    ls_en = ["The gateway strips unknown headers, so the credential has to go in exactly this header.",
             "Session cookies copied from the browser expire after 30 minutes of inactivity; use a service token for scripts.",
             "A 401 from {what} can also mean the clock skew is too big; check NTP before blaming the token.",
             "The header value is case-sensitive on this gateway."]
    ls_ko = ["게이트웨이가 모르는 헤더는 지우기 때문에 자격 증명은 정확히 이 헤더에 넣어야 한다.",
             "브라우저에서 복사한 세션 쿠키는 30분 미사용 시 만료된다. 스크립트에는 서비스 토큰을 쓸 것.",
             "{what}의 401은 시계 오차 때문일 수도 있다. 토큰을 의심하기 전에 NTP부터 확인.",
             "이 게이트웨이는 헤더 값의 대소문자를 구분한다."]
    return snippet_note(ctx, "header: %s (%s)" % (name, style), s, secrets, what, ls_en, ls_ko, "http" if style == "raw" else "")


# --------------------------------------------------------------------------
# signed URLs
# --------------------------------------------------------------------------
def t_signed_url(lang):
    ctx = new_ctx(lang)
    ctx["style"] = "artifact"
    ctx["err"] = ch(['AccessDenied', 'SignatureDoesNotMatch', 'Request has expired', 'AuthenticationFailed'])
    k = deck("t_signed_url", 5)
    date = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    obj = ch(["exports/%s/orders.csv" % date, "invoices/INV-%d.pdf" % rint(1000, 99999), "backups/%s.sql.gz" % ctx["db"], "media/%s.mp4" % uuid4()])
    if k == 0:
        akid, sig = "AKIA" + rs(B32, 16), hexs(64)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            ctx["bucket"], ctx["region"], obj, akid, date, ctx["region"], date, rint(0, 23), rint(0, 59), sig)
        secrets, name = [akid, sig], "S3 presigned URL"
    elif k == 1:
        sig = hexs(512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            ctx["bucket"], obj, ctx["svc"], ctx["org"], date, date, sig)
        secrets, name = [sig], "GCS V4 signed URL (long signature)"
    elif k == 2:
        sig = pct(b64e(rb(32)))
        url = ("https://%sstore.blob.core.windows.net/exports/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-12-31T23:59:59Z"
               "&st=2025-01-01T00:00:00Z&spr=https&sig=%s") % (ctx["org"].replace("-", ""), obj, sig)
        secrets, name = [sig], "Azure SAS URL"
    elif k == 3:
        sig = rs(AN + "-_~", 172)
        url = "https://d%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ANL, 13), obj, rint(1735689600, 1767225600), sig, rs(ANU, 13))
        secrets, name = [sig], "CloudFront signed URL"
    else:
        akid, sig = "LTAI5t" + rs(AN, 18), pct(b64e(rb(20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
            ctx["bucket"], obj, akid, rint(1735689600, 1767225600), sig)
        secrets, name = [akid, sig], "Aliyun OSS signed URL"
    what = L(ctx, ["the download link for %s" % obj], ["%s 다운로드 링크" % obj])
    ls_en = ["Signed links work for anyone who has them until they expire, so never paste them into tickets.",
             "The link was generated with a 7-day expiry; the partner needs a fresh one each week.",
             "A signature mismatch means the object key was URL-encoded twice; sign the raw key.",
             "Links signed with a long-lived key keep working even after the user leaves; use role credentials instead."]
    ls_ko = ["서명된 링크는 만료 전까지 누구나 쓸 수 있으니 티켓에 붙이지 말 것.",
             "링크 만료가 7일이라 파트너에게 매주 새로 발급해 줘야 한다.",
             "서명 불일치는 객체 키를 두 번 URL 인코딩했기 때문이다. 원래 키로 서명할 것.",
             "장기 키로 서명한 링크는 퇴사 후에도 동작한다. 역할(role) 자격 증명을 쓸 것."]
    return snippet_note(ctx, "signed URL: %s" % name, url, secrets, what, ls_en, ls_ko, "")


# --------------------------------------------------------------------------
# private keys
# --------------------------------------------------------------------------
def t_private_key(lang):
    ctx = new_ctx(lang)
    ctx["style"] = "artifact"
    ctx["err"] = ch(['Permission denied (publickey)', 'invalid format', 'error in libcrypto', 'Load key: invalid format'])
    k = deck("t_private_key", 7)
    if k <= 3:
        label, text, lines = pem_key()
        where = ch(["file", "cat", "secret"])
        if where == "file":
            s = text
        elif where == "cat":
            if label.startswith("Apple"):
                path = "~/Downloads/AuthKey_%s.p8" % rs(ANU, 10)
            elif label.startswith("OpenSSH"):
                path = ch(["~/.ssh/id_ed25519", "~/.ssh/deploy_key"])
            else:
                path = ch(["~/.ssh/deploy_key.pem", "/etc/%s/%s.pem" % (ctx["svc"], ch(["signing", "tls", "jwt"]))])
            s = "$ cat %s\n%s" % (path, text)
        else:
            s = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-signing-key\nstringData:\n  key.pem: |\n%s" % (
                ctx["svc"], "\n".join("    " + x for x in text.split("\n")))
        return snippet_note(ctx, "private key: %s (%s)" % (label, where), s, lines,
                            L(ctx, ["the deploy key for %s" % ctx["host"]], ["%s 배포 키" % ctx["host"]]),
                            ["The key has no passphrase, so anyone with this file can log in; it must be replaced with a per-user key.",
                             "The server only accepts the key from the `deploy` user; using it as root fails with `{err}`.",
                             "The app loads the key from the mounted file, not from an env var; the path is fixed in the chart."],
                            ["이 키에는 패스프레이즈가 없어서 파일만 있으면 누구나 접속할 수 있다. 사용자별 키로 바꿔야 한다.",
                             "서버는 `deploy` 사용자로만 이 키를 받는다. root로 쓰면 `{err}`이/가 난다.",
                             "앱은 환경 변수가 아니라 마운트된 파일에서 키를 읽는다. 경로는 차트에 고정되어 있다."], "")
    if k == 4:
        label, text, lines = pem_key(ch(["rsa-trunc", "pkcs8-rsa-trunc"]))
        body = "\\n".join(["-----BEGIN PRIVATE KEY-----"] + lines + ["..."])
        s = ('{\n  "type": "service_account",\n  "project_id": "%s-%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
             '  "client_email": "%s@%s-%s.iam.gserviceaccount.com"\n}') % (ctx["org"], ctx["env"], hexs(40), body, ctx["svc"], ctx["org"], ctx["env"])
        return snippet_note(ctx, "private key: GCP service-account JSON private_key (escaped newlines)", s, lines,
                            L(ctx, ["the GCP service account for %s" % ctx["svc"]], ["%s의 GCP 서비스 계정" % ctx["svc"]]),
                            ["Service-account JSON keys are long-lived; switch {svc} to workload identity and delete this key.",
                             "The JSON must be passed as a file path in GOOGLE_APPLICATION_CREDENTIALS, not pasted into the env var."],
                            ["서비스 계정 JSON 키는 만료가 없다. {svc}을/를 워크로드 아이덴티티로 바꾸고 이 키는 삭제해야 한다.",
                             "JSON은 GOOGLE_APPLICATION_CREDENTIALS에 파일 경로로 넘겨야 한다. 값 자체를 넣으면 안 된다."], "json")
    if k == 5:
        text, lines = putty_key()
        return snippet_note(ctx, "private key: PuTTY .ppk private lines", text, lines,
                            L(ctx, ["the Windows jump host"], ["윈도우 점프 호스트"]),
                            ["WinSCP uses the .ppk directly; OpenSSH needs it converted with puttygen first.",
                             "The .ppk is unencrypted, so it should not live on the shared drive."],
                            ["WinSCP는 .ppk를 그대로 쓰지만 OpenSSH는 puttygen으로 변환해야 한다.",
                             "이 .ppk는 암호화되어 있지 않아서 공유 드라이브에 두면 안 된다."], "")
    label, text, lines = pem_key(ch(["ec", "pkcs8-ec"]))
    blob = b64e((text + "\n").encode())
    s = "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: %s-tls\ndata:\n  tls.crt: (omitted, public)\n  tls.key: %s" % (ctx["svc"], blob)
    return snippet_note(ctx, "private key: base64 PEM in k8s TLS secret (long)", s, [blob],
                        L(ctx, ["the TLS secret for %s" % ctx["svc"]], ["%s TLS 시크릿" % ctx["svc"]]),
                        ["`data:` values are only base64, not encryption; this key is effectively in clear text.",
                         "cert-manager overwrites this secret on renewal, so manual edits are lost."],
                        ["`data:` 값은 base64일 뿐 암호화가 아니다. 이 키는 사실상 평문이다.",
                         "cert-manager가 갱신할 때 이 시크릿을 덮어쓰므로 수동 수정은 사라진다."], "yaml")


# --------------------------------------------------------------------------
# TOTP seeds, recovery codes, PINs
# --------------------------------------------------------------------------
def t_otp_recovery(lang):
    ctx = new_ctx(lang)
    ctx["style"] = "artifact"
    ctx["err"] = ch(['invalid code', 'authentication failed', '2FA required', 'too many attempts'])
    k = deck("t_otp_recovery", 8)
    if k == 0:
        seed = totp_seed()
        s = L(ctx, ["2FA setup key for the shared ops account (%s): %s" % (ctx["email"], seed)],
              ["공용 운영 계정(%s) 2FA 설정 키: %s" % (ctx["email"], seed)])
        secrets, name = [seed], "TOTP seed in prose"
    elif k == 1:
        seed = rs(B32, 32)
        issuer = ch(["AWS", "GitHub", "Cloudflare", "NaverCloud", "Okta"])
        s = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(ctx["email"]), seed, issuer)
        secrets, name = [seed], "otpauth URI (QR decoded)"
    elif k == 2:
        seed = rs(B32, 32)
        s = "oathtool --totp -b %s" % seed
        secrets, name = [seed], "oathtool command with seed"
    elif k == 3:
        vendor, codes = recovery_codes()
        s = "%s recovery codes (%s):\n%s" % (vendor, ctx["email"], "\n".join(codes))
        secrets, name = codes, "%s recovery codes" % vendor
    elif k == 4:
        key = bitlocker_key()
        s = L(ctx, ["BitLocker recovery key for LAPTOP-%s (ID %s):\n%s" % (rs(ANU, 7), uuid4(True)[:8], key)],
              ["LAPTOP-%s BitLocker 복구 키 (ID %s):\n%s" % (rs(ANU, 7), uuid4(True)[:8], key)])
        secrets, name = [key], "BitLocker recovery key"
    elif k == 5:
        pin, puk, mk = rs(DG, 8), rs(DG, 8), hexs(48)
        s = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s\nykman piv access change-management-key --management-key 010203040506070801020304050607080102030405060708 --new-management-key %s" % (pin, puk, mk)
        secrets, name = [pin, puk, mk], "YubiKey PIV PIN/PUK/management key"
    elif k == 6:
        pin, sopin = rs(DG, rint(8, 10)), rs(AN, 12)
        s = "softhsm2-util --init-token --slot 0 --label %s-signing --pin %s --so-pin %s" % (ctx["svc"], pin, sopin)
        secrets, name = [pin, sopin], "SoftHSM user PIN and SO PIN"
    else:
        key = apple_recovery_key()
        s = L(ctx, ["Apple ID recovery key for the test devices account: %s" % key],
              ["테스트 기기용 Apple ID 복구 키: %s" % key])
        secrets, name = [key], "Apple ID recovery key"
    acct_en, acct_ko = ch([("ops", "운영"), ("admin", "관리자"), ("QA", "QA"), ("release", "배포")])
    what = L(ctx, [["the 2FA seed for the shared %s account" % acct_en] * 3 + ["the recovery codes for the shared %s account" % acct_en,
                    "the BitLocker key for that laptop", "the YubiKey PIV credentials", "the HSM PINs", "the Apple ID recovery key"]][0][k:k + 1],
             [["공용 %s 계정 2FA 시드" % acct_ko] * 3 + ["공용 %s 계정 복구 코드" % acct_ko, "해당 노트북 BitLocker 키",
                                                       "YubiKey PIV 자격 증명", "HSM PIN", "Apple ID 복구 키"]][0][k:k + 1])
    ls_en = ["Recovery material for shared accounts belongs in the team vault entry, not in notes or tickets.",
             "Whoever holds these can bypass the second factor, so losing them means re-enrolling every device.",
             "The codes are single-use; cross out the one you used in the vault entry."]
    ls_ko = ["공용 계정의 복구 정보는 노트나 티켓이 아니라 팀 vault 항목에 보관해야 한다.",
             "이 값이 있으면 2차 인증을 우회할 수 있으니, 유출되면 모든 기기를 다시 등록해야 한다.",
             "복구 코드는 1회용이다. 사용한 코드는 vault 항목에서 지울 것."]
    if k != 3:
        ls_en, ls_ko = ls_en[:2], ls_ko[:2]
    return snippet_note(ctx, "2FA/recovery: %s" % name, s, secrets, what, ls_en, ls_ko, "", repeat=secrets[0] if len(secrets) == 1 else None)


# --------------------------------------------------------------------------
# Wi-Fi keys
# --------------------------------------------------------------------------
def t_wifi(lang):
    ctx = new_ctx(lang)
    ctx["style"] = "artifact"
    ctx["err"] = ch(['authentication timeout', '4-way handshake failed', 'wrong key'])
    ssid = ch(["%s-Guest" % ctx["org"], "%s_5G" % ctx["org"].upper(), "Office-%dF" % rint(2, 15), "LAB-IOT", "meeting-room", "%s-staff" % ctx["org"]])
    while True:
        label, psk = password(ch(["human", "passphrase", "generated", "Korean-keyboard", "punctuation-heavy"]), ascii_only=True)
        if 8 <= len(psk) <= 63 and '"' not in psk and ";" not in psk and "\\" not in psk:
            break
    k = deck("t_wifi", 6)
    if k == 0:
        s = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, psk)
        name = "wpa_supplicant.conf"
    elif k == 1:
        s = "nmcli dev wifi connect %s password %s" % (sh_q(ssid), sh_q(psk))
        name = "nmcli command"
    elif k == 2:
        s = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
        name = "Wi-Fi QR payload"
    elif k == 3:
        s = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, psk)
        name = "hostapd.conf"
    elif k == 4:
        s = ("> netsh wlan show profile name=\"%s\" key=clear\n...\nSecurity settings\n-----------------\n"
             "    Authentication         : WPA2-Personal\n    Security key           : Present\n    Key Content            : %s") % (ssid, psk)
        name = "netsh key=clear output"
    else:
        s = L(ctx, ["Wi-Fi for the test devices: SSID %s / password %s" % (ssid, psk)],
              ["테스트 기기용 와이파이: SSID %s / 비밀번호 %s" % (ssid, psk)])
        name = "prose"
    what = L(ctx, ["the Wi-Fi password for %s" % ssid], ["%s 와이파이 비밀번호" % ssid])
    ls_en = ["The IoT test devices only support 2.4 GHz, so they must join this SSID, not the 5 GHz one.",
             "The guest network is isolated from the VPN; device tests that call internal APIs need the staff SSID.",
             "The passphrase changes every quarter; the kiosk images need to be rebuilt when it does."]
    ls_ko = ["IoT 테스트 기기는 2.4GHz만 지원해서 5GHz가 아니라 이 SSID에 붙여야 한다.",
             "게스트 망은 VPN과 분리되어 있어 내부 API를 호출하는 기기 테스트는 직원용 SSID를 써야 한다.",
             "비밀번호가 분기마다 바뀌므로 그때마다 키오스크 이미지를 다시 빌드해야 한다."]
    return snippet_note(ctx, "Wi-Fi key: %s (%s)" % (name, label), s, [psk], what, ls_en, ls_ko, "", repeat=psk)


# --------------------------------------------------------------------------
# webhook URLs with embedded secrets
# --------------------------------------------------------------------------
def t_webhook(lang):
    ctx = new_ctx(lang)
    ctx["style"] = "artifact"
    ctx["err"] = ch(['invalid_token', '404 Not Found', '403 Forbidden', 'no_service'])
    k = deck("t_webhook", 7)
    if k == 0:
        tok = rs(AN, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 9), rs(ANU, 10), tok)
        secrets, name = [tok], "Slack incoming webhook"
    elif k == 1:
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok)
        secrets, name = [tok], "Discord webhook"
    elif k == 2:
        tok, sec = hexs(64), "SEC" + hexs(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        url += "\n# sign secret: %s" % sec
        secrets, name = [tok, sec], "DingTalk robot webhook + sign secret"
    elif k == 3:
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        secrets, name = [tok], "Feishu bot webhook"
    elif k == 4:
        key, tok = "AIza" + rs(B64U, 35), rs(B64U, 43) + "%3D"
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, tok)
        secrets, name = [key, tok], "Google Chat webhook"
    elif k == 5:
        tok = rs(ANL, 26)
        url = "https://mattermost.%s/hooks/%s" % (ctx["domain"], tok)
        secrets, name = [tok], "Mattermost incoming webhook"
    else:
        tok = rs(AN, 32)
        url = "https://jenkins.%s/generic-webhook-trigger/invoke?token=%s" % (ctx["domain"], tok)
        secrets, name = [tok], "Jenkins generic webhook trigger token"
    style = ch(["curl", "env", "yaml", "plain"])
    first = url.split("\n")[0]
    rest = url[len(first):]
    if style == "curl":
        s = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy %s finished\"}' %s%s" % (ctx["env"], first, rest)
    elif style == "env":
        s = "ALERT_WEBHOOK_URL=%s%s" % (first, rest)
    elif style == "yaml":
        s = "alerting:\n  channel: \"#%s-alerts\"\n  webhook_url: %s%s" % (ctx["svc"], first, rest.replace("\n", "\n  "))
    else:
        s = url
    what = L(ctx, ["the webhook URL for the %s alerts" % ctx["svc"]], ["%s 알림 웹훅 URL" % ctx["svc"]])
    ls_en = ["Anyone with the webhook URL can post to the channel, so it counts as a secret; keep it in the alerting secret, not in the repo.",
             "The alert job posts to this webhook directly; the bot user is not involved.",
             "Messages over 4000 characters are dropped silently by this webhook; truncate stack traces."]
    ls_ko = ["웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있으니 시크릿으로 취급해야 한다. 저장소가 아니라 알림 시크릿에 둘 것.",
             "알림 잡은 봇 사용자 없이 이 웹훅으로 직접 보낸다.",
             "이 웹훅은 4000자 넘는 메시지를 조용히 버린다. 스택 트레이스는 잘라서 보낼 것."]
    return snippet_note(ctx, "webhook: %s (%s)" % (name, style), s, secrets, what, ls_en, ls_ko, "")


# --------------------------------------------------------------------------
# secrets split across fields (label in one field, value in the next)
# --------------------------------------------------------------------------
def any_token(ctx):
    """A credential value of any family, for templates that don't care which."""
    k = rint(0, 2)
    if k == 0:
        v = next_vendor()
        items = instantiate(v, ctx)
        return v["name"], v["name"], main_secret(items)
    if k == 1:
        label, pw = password(no_space=True)
        return "%s password" % label, L(ctx, ["the admin password", "the service account password", "the DB password"],
                                        ["관리자 비밀번호", "서비스 계정 비밀번호", "DB 비밀번호"]), pw
    return "service token", L(ctx, ["the internal service token"], ["내부 서비스 토큰"]), rs(AN + "-_", rint(32, 48))


def t_split_fields(lang):
    ctx = new_ctx(lang)
    what_name, what_txt, val = any_token(ctx)
    ctx["what"] = what_txt
    k = deck("t_split_fields", 5)
    if k == 0:
        mc = L(ctx, ["I didn't know the break-glass login for {host}. The user gave me the account `{user}` and the credential (next field):",
                     "Missing: the {what} for {svc} in {env}. Label in the vault entry: `{svc}/{env}/primary`, value below."],
               ["{host}의 비상용 로그인을 몰랐다. 사용자가 계정 `{user}`과/와 자격 증명을 알려줬다(다음 칸):",
                "{env_ko} {svc}의 {what}을/를 몰랐다. vault 항목 이름은 `{svc}/{env}/primary`, 값은 아래."])
        ls = L(ctx, ["{val}\nUse it only for the migration window; the user will rotate it afterwards.",
                     "{val}\n^ that is the value. It works only from the VPN."],
               ["{val}\n이전 작업 시간에만 쓰고, 끝나면 사용자가 교체한다.", "{val}\n↑ 이게 값이다. VPN에서만 동작한다."])
        ask = L(ctx, ["Will this credential be rotated after the migration?", ""], ["이전 후에 이 자격 증명을 교체하나요?", ""])
        name = "label in missing_context, value at start of lesson"
    elif k == 1:
        mc = L(ctx, ["The {svc} deploy in {env} failed with `{err}`; I needed the {what} and the user wrote it in the lesson below, not here."],
               ["{env_ko} {svc} 배포가 `{err}`(으)로 실패했다. {what}이/가 필요했는데 사용자가 아래 lesson 칸에 적어줬다."])
        ls = L(ctx, ["Key: {what}\nValue: {val}\nScope: deploy only."], ["키: {what}\n값: {val}\n범위: 배포 전용."])
        ask = ""
        name = "key/value on separate lines in lesson"
    elif k == 2:
        mc = L(ctx, ["| system | account | secret |\n|---|---|---|\n| {host} | {user} | (see ask_next_time) |"],
               ["| 시스템 | 계정 | 비밀 값 |\n|---|---|---|\n| {host} | {user} | (ask_next_time 참고) |"])
        ls = L(ctx, ["The account in the table is the only one with write access to {db}."], ["표의 계정만 {db}에 쓰기 권한이 있다."])
        ask = L(ctx, ["Is {val} still the right value for {user}@{host}?"], ["{user}@{host} 값이 아직 {val} 맞나요?"])
        name = "table row in missing_context, value in ask_next_time"
    elif k == 3:
        var = ch(["PROD_DEPLOY_TOKEN", "ADMIN_PASS", "API_SECRET", "SERVICE_KEY", "ROOT_PASSWORD"])
        mc = L(ctx, ["The user pasted the line but it wrapped across the note; it starts here:\n%s=" % var],
               ["사용자가 붙여준 줄이 노트에서 잘렸다. 여기서 시작:\n%s=" % var])
        ls = L(ctx, ["{val}\n(end of the pasted line above). {svc} reads it at boot."], ["{val}\n(위에서 이어지는 줄 끝). {svc}이/가 부팅 시 읽는다."])
        ask = ""
        name = "env assignment broken across fields"
    else:
        mc = L(ctx, ["I asked {person} for the {what} of {svc}."], ["{person}님께 {svc}의 {what}을/를 물어봤다."])
        ls = L(ctx, ["{person} answered in the thread; the {what} is recorded in the question below so I ask whether it is still valid next time."],
               ["{person}님이 스레드에 답해줬다. 다음에 유효한지 물어볼 수 있게 아래 질문에 값을 남겨둔다."])
        ask = L(ctx, ["{val} - is this still valid, or should I ask {person} again?"], ["{val} — 아직 유효한가요, 아니면 {person}님께 다시 물어볼까요?"])
        name = "value only in ask_next_time"
    return note("split across fields: %s (%s)" % (name, what_name), fmt(mc, ctx, val=val), fmt(ls, ctx, val=val),
                fmt(ask, ctx, val=val), [val])


# --------------------------------------------------------------------------
# passwords mentioned in prose / questions
# --------------------------------------------------------------------------
def t_prose_password(lang):
    ctx = new_ctx(lang)
    kind = ch(["human", "human", "passphrase", "Korean-keyboard", "Hangul", "punctuation-heavy"])
    if lang == "en" and kind == "Hangul" and chance(0.5):
        kind = "human"
    label, pw = password(kind)
    sysname = L(ctx, ["the NAS admin page", "the router", "the staging Jenkins", "the old CMS", "the VPN", "the shared test phone",
                      "the vendor portal", "the printer admin UI", "the Windows build VM"],
                ["NAS 관리자 페이지", "공유기", "스테이징 Jenkins", "예전 CMS", "VPN", "공용 테스트폰", "협력사 포털", "프린터 관리 화면", "윈도우 빌드 VM"])
    ctx["sys"] = sysname
    k = deck("t_prose_password", 5)
    if k == 0:
        mc = L(ctx, ["I couldn't log in to {sys}. The user said the password is {pw} (account `{user}`), and it is the same for SSH.",
                     "The user told me in chat that {sys} still uses the password `{pw}` for `{user}`."],
               ["{sys}에 로그인이 안 됐다. 사용자가 `{user}` 계정 비밀번호는 {pw}이고 SSH도 같다고 했다.",
                "사용자가 채팅으로 {sys}은/는 아직 `{user}` 비밀번호 `{pw}`를 쓴다고 알려줬다."])
        ls = L(ctx, ["{sys} is not behind SSO; it keeps a local account that nobody rotated.", "Passwords for {sys} are shared by the whole team, so changes must be announced."],
               ["{sys}은/는 SSO 밖이라 아무도 교체하지 않은 로컬 계정을 쓴다.", "{sys} 비밀번호는 팀 전체가 공유하므로 바꿀 때는 공지해야 한다."])
        ask = L(ctx, GEN_ASK_EN, GEN_ASK_KO)
    elif k == 1:
        mc = L(ctx, ["I didn't know {sys} had a separate login while {task}.", "{sys} rejected my SSO account."],
               ["{task} 중에 {sys}에 별도 로그인이 있다는 걸 몰랐다.", "{sys}이/가 SSO 계정을 거부했다."])
        ls = L(ctx, ["Log in to {sys} as `{user}` with {pw}; the user confirmed it is current.", "{person} reset {sys}: the new password is {pw}."],
               ["{sys}은/는 `{user}` / {pw}로 로그인한다. 사용자가 현재 값이라고 확인했다.", "{person}님이 {sys}을/를 초기화했고 새 비밀번호는 {pw}이다."])
        ask = L(ctx, GEN_ASK_EN, GEN_ASK_KO)
    elif k == 2:
        mc = L(ctx, ["I had to ask how to get into {sys}; nothing in the repo mentions it."], ["{sys} 접속 방법을 물어봐야 했다. 저장소엔 아무 언급이 없다."])
        ls = L(ctx, ["{sys} uses a local account (`{user}`), not SSO."], ["{sys}은/는 SSO가 아니라 로컬 계정(`{user}`)을 쓴다."])
        ask = L(ctx, ["Is the password for {sys} still {pw}, or was it changed after {ticket}?", "Should I keep using `{pw}` for {sys}?"],
                ["{sys} 비밀번호가 아직 {pw}인가요, 아니면 {ticket} 이후 바뀌었나요?", "{sys}에 `{pw}`를 계속 써도 되나요?"])
    elif k == 3:
        mc = L(ctx, ["{person}: \"login for {sys} is {user} / {pw}\" - that's what the user forwarded me.",
                     "Forwarded by the user, from {person}: \"{user} / {pw} (same as before)\" - this is for {sys}."],
               ["{person}: \"{sys} 계정은 {user} / {pw} 입니다\" — 사용자가 전달해 준 메시지."])
        ls = L(ctx, ["Shared logins like this one should move to the password manager; until then, only use it for read-only checks."],
               ["이런 공용 로그인은 비밀번호 관리자로 옮겨야 한다. 그전까지는 읽기 전용 확인에만 쓴다."])
        ask = L(ctx, ["Can {person} move the login for {sys} into the password manager?"], ["{person}님께 {sys} 로그인을 비밀번호 관리자로 옮겨 달라고 할까요?"])
    else:
        mc = L(ctx, ["While {task}, the password for {sys} turned out to be the default one the vendor set up: {pw}"],
               ["{task} 중에 보니 {sys} 비밀번호가 업체가 설치할 때 설정한 그대로였다: {pw}"])
        ls = L(ctx, ["Change vendor-installed passwords on day one; this one ({pw}) was printed in the installation report."],
               ["업체가 설치한 비밀번호는 첫날 바꿔야 한다. 이 값({pw})은 설치 보고서에 인쇄되어 있었다."])
        ask = L(ctx, ["Can I change the password for {sys} now?", ""], ["지금 {sys} 비밀번호를 바꿔도 되나요?", ""])
    return note("prose: %s password for %s (variant %d)" % (label, sysname, k), fmt(mc, ctx, pw=pw), fmt(ls, ctx, pw=pw),
                fmt(ask, ctx, pw=pw, what=sysname), [pw])


# --------------------------------------------------------------------------
# long tokens
# --------------------------------------------------------------------------
def t_long_token(lang):
    ctx = new_ctx(lang)
    ctx["style"] = "artifact"
    ctx["err"] = ch(['401 Unauthorized', 'ExpiredToken', 'invalid_token', 'Forbidden'])
    k = deck("t_long_token", 4)
    if k == 0:
        tok = jwt_user(ctx, long=True)
        s = "%s WARN [%s] upstream 401, replaying with headers {'Authorization': 'Bearer %s'}" % (ts_log(), ctx["svc"], tok)
        name, secrets = "RS256 JWT bearer in log", [tok]
    elif k == 1:
        iat = rint(1735689600, 1760000000)
        tok = jwt({"aud": ["https://kubernetes.default.svc"], "exp": iat + 31536000, "iat": iat, "iss": "https://kubernetes.default.svc",
                   "kubernetes.io": {"namespace": ctx["env"], "serviceaccount": {"name": "%s-deployer" % ctx["svc"], "uid": uuid4()}},
                   "sub": "system:serviceaccount:%s:%s-deployer" % (ctx["env"], ctx["svc"])}, "RS256", 256)
        s = "users:\n- name: %s-deployer\n  user:\n    token: %s" % (ctx["svc"], tok)
        name, secrets = "Kubernetes service-account JWT in kubeconfig", [tok]
    elif k == 2:
        svc_key, anon = supabase_jwt("service_role"), supabase_jwt("anon")
        ref = rs(LO, 20)
        s = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=${SUPABASE_ANON_KEY}\nSUPABASE_SERVICE_ROLE_KEY=%s" % (ref, svc_key)
        name, secrets = "Supabase service_role key (anon key referenced by env var)", [svc_key]
    else:
        tok = "IQoJb3JpZ2luX2Vj" + rs(B64, rint(250, 330))
        akid, sk = "ASIA" + rs(B32, 16), rs(B64, 40)
        s = '{\n  "Credentials": {\n    "AccessKeyId": "%s",\n    "SecretAccessKey": "%s",\n    "SessionToken": "%s",\n    "Expiration": "%s"\n  }\n}' % (akid, sk, tok, ts_iso())
        name, secrets = "aws sts assume-role output (long session token)", [akid, sk, tok]
    what = L(ctx, [["the user session token %s replays" % ctx["svc"], "the deployer token for the %s cluster" % ctx["env"],
                    "the Supabase keys for %s" % ctx["svc"], "the assumed-role credentials for %s" % ctx["env"]][k]],
             [["%s가 재전송하는 사용자 세션 토큰" % ctx["svc"], "%s 클러스터 배포용 토큰" % ctx["env_ko"],
               "%s의 Supabase 키" % ctx["svc"], "%s assume-role 자격 증명" % ctx["env_ko"]][k]])
    ls_en = [["The retry middleware logs full headers at WARN; it must redact Authorization before logging.",
              "A user token in the logs can be replayed until it expires; the log retention is 30 days."],
             ["Service-account tokens created this way never expire; use `kubectl create token` with a TTL instead.",
              "This token is bound to the deployer role, which can edit every namespace."],
             ["Only the anon key may go to the browser bundle; the service_role key bypasses row-level security and must stay server-side.",
              "The service_role key is long-lived; a leaked one stays valid until the JWT secret is rotated."],
             ["Temporary credentials expire in an hour, but that is still enough for damage if they leak.",
              "Don't paste assume-role output into tickets; use `aws sts get-caller-identity` to show which role is active."]][k]
    ls_ko = [["재시도 미들웨어가 WARN 레벨에서 헤더 전체를 남긴다. 로그 전에 Authorization을 지워야 한다.",
              "로그에 남은 사용자 토큰은 만료 전까지 재사용될 수 있다. 로그 보관 기간은 30일이다."],
             ["이렇게 만든 서비스 계정 토큰은 만료되지 않는다. 대신 TTL을 준 `kubectl create token`을 쓸 것.",
              "이 토큰은 모든 네임스페이스를 수정할 수 있는 deployer 역할에 묶여 있다."],
             ["브라우저 번들에는 anon 키만 들어가야 한다. service_role 키는 RLS를 우회하므로 서버에만 둬야 한다.",
              "service_role 키는 수명이 길어서 유출되면 JWT 시크릿을 교체하기 전까지 유효하다."],
             ["임시 자격 증명은 1시간 뒤 만료되지만 유출되면 그 시간으로도 충분히 위험하다.",
              "assume-role 출력은 티켓에 붙이지 말 것. 어떤 역할인지 보여줄 때는 `aws sts get-caller-identity`를 쓴다."]][k]
    return snippet_note(ctx, "long token: %s" % name, s, secrets, what, ls_en, ls_ko, "")


# --------------------------------------------------------------------------
# several credentials in one note
# --------------------------------------------------------------------------
def t_multi_secret(lang):
    ctx, v = vendor_ctx(lang)
    ctx["style"] = "artifact"
    items = instantiate(v, ctx)
    label, pw = password(no_space=True)
    url = "postgresql://%s:%s@%s:5432/%s" % (ctx["user"], pct(pw), ctx["host"], ctx["db"])
    tok = rs(AN, 24)
    hook = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 9), rs(ANU, 10), tok)
    all_items = [("DATABASE_URL", url, 0)] + items + [("SLACK_WEBHOOK_URL", hook, 0), ("SESSION_SECRET", rs(AN, 48), 1)]
    ctx["slug"] = "app"
    cname, snip, fname, written = render(all_items, ctx, ch(["env", "compose", "k8s Secret", "yaml", "json", "export", "GitHub Actions"]))
    ctx["file"] = fname
    secrets = [pct(pw), tok] + written
    what = L(ctx, ["%s's runtime config" % ctx["svc"]], ["%s 런타임 설정" % ctx["svc"]])
    return snippet_note(ctx, "multiple: DB URL + %s + Slack webhook + session secret in %s" % (v["name"], cname), snip, secrets, what,
                        ["Everything {svc} needs is in {file}; the file is generated by the bootstrap script and must never be committed.",
                         "Changing SESSION_SECRET logs every user out, so rotate it only in the maintenance window."],
                        ["{svc}에 필요한 값은 전부 {file}에 있다. 부트스트랩 스크립트가 생성하는 파일이라 커밋하면 안 된다.",
                         "SESSION_SECRET을 바꾸면 모든 사용자가 로그아웃되니 점검 시간에만 교체한다."], FENCE_TAGS.get(cname, ""))


# --------------------------------------------------------------------------
# credential files
# --------------------------------------------------------------------------
def t_cred_file(lang):
    ctx = new_ctx(lang)
    ctx["err"] = ch(PW_ERRORS)
    label, pw = password(no_space=True, ascii_only=True)
    while any(c in pw for c in "<>&:;"):
        label, pw = password(no_space=True, ascii_only=True)
    u, h = ctx["user"], ctx["host"]
    k = deck("t_cred_file", 14)
    if k == 0:
        fname, s, sec = "~/.netrc", "machine %s\n  login %s\n  password %s" % (h, u, pw), [pw]
    elif k == 1:
        fname, s, sec = "~/.pgpass", "%s:5432:%s:%s:%s" % (h, ctx["db"], u, pw), [pw]
    elif k == 2:
        tok = "ghp_" + rs(AN, 36)
        fname, s, sec = "~/.git-credentials", "https://%s:%s@github.com" % (u, tok), [tok]
    elif k == 3:
        blob = b64e(("%s:%s" % (u, pw)).encode())
        fname, s, sec = "~/.docker/config.json", '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (ctx["domain"], blob), [blob]
    elif k == 4:
        blob = b64e(("%s:%s" % (u, pw)).encode())
        fname, s, sec = ".npmrc", "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nalways-auth=true" % (ctx["domain"], blob), [blob]
    elif k == 5:
        e = pct(pw)
        fname, s, sec = "~/.config/pip/pip.conf", "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi/simple" % (u, e, ctx["domain"]), [e]
    elif k == 6:
        fname, s, sec = "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, pw), [pw]
    elif k == 7:
        tok = hexs(40)
        fname, s, sec = "auth.json", '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n      "password": "%s"\n    }\n  }\n}' % tok, [tok]
    elif k == 8:
        blob = b64e(pem_key("ec")[1].encode() + b"\n")
        fname, s, sec = "~/.kube/config", "users:\n- name: %s-admin\n  user:\n    client-certificate-data: %s...\n    client-key-data: %s" % (ctx["env"], b64e(rb(30)), blob), [blob]
    elif k == 9:
        fname, s, sec = "gradle.properties", "org.gradle.jvmargs=-Xmx2g\nnexusUsername=%s\nnexusPassword=%s" % (u, pw), [pw]
    elif k == 10:
        fname, s, sec = "~/.my.cnf", "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, pw, h), [pw]
    elif k == 11:
        tok = "cio" + rs(AN, 32)
        fname, s, sec = "~/.cargo/credentials.toml", '[registry]\ntoken = "%s"' % tok, [tok]
    elif k == 12:
        tok = "rubygems_" + hexs(48)
        fname, s, sec = ".envrc", "export GEM_HOST_API_KEY=%s\nexport BUNDLE_GEMS__%s__COM=%s:%s" % (tok, ctx["org"].upper().replace("-", "_"), u, pct(pw)), [tok, pct(pw)]
    else:
        fname, s, sec = "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );" % (ctx["db"], u, pw, h), [pw]
    ctx["file"] = fname
    desc = {"~/.netrc": ("the API on %s" % h, "%s API" % h), "~/.pgpass": ("the %s database" % ctx["db"], "%s DB" % ctx["db"]),
            "~/.git-credentials": ("the GitHub org %s" % ctx["org"], "GitHub %s 조직" % ctx["org"]),
            "~/.docker/config.json": ("the private registry", "사내 레지스트리"), ".npmrc": ("the Nexus npm registry", "Nexus npm 레지스트리"),
            "~/.config/pip/pip.conf": ("the internal PyPI mirror", "사내 PyPI 미러"), "~/.m2/settings.xml": ("the Nexus Maven repo", "Nexus Maven 저장소"),
            "auth.json": ("Private Packagist", "Private Packagist"), "~/.kube/config": ("the %s cluster" % ctx["env"], "%s 클러스터" % ctx["env_ko"]),
            "gradle.properties": ("the Nexus Maven repo", "Nexus Maven 저장소"), "~/.my.cnf": ("the MySQL server %s" % h, "MySQL 서버 %s" % h),
            "~/.cargo/credentials.toml": ("crates.io publishing", "crates.io 배포"), ".envrc": ("RubyGems publishing", "RubyGems 배포"),
            "wp-config.php": ("the WordPress database", "워드프레스 DB")}[fname]
    what = L(ctx, [desc[0]], [desc[1]])
    return snippet_note(ctx, "credential file: %s" % fname, s, sec, what,
                        ["Tools read {file} implicitly, so the credential is used even when nothing is passed on the command line.",
                         "{file} was copied into the CI image by accident; the Dockerfile must exclude it.",
                         "The file must be mode 600 or the client ignores it silently."],
                        ["도구가 {file}을/를 암묵적으로 읽기 때문에 명령줄에 아무것도 안 넘겨도 이 자격 증명이 쓰인다.",
                         "{file}이/가 실수로 CI 이미지에 복사됐다. Dockerfile에서 제외해야 한다.",
                         "파일 권한이 600이 아니면 클라이언트가 조용히 무시한다."], "", repeat=sec[0] if sec[0] == pw else None)


SECRET_TEMPLATES = [
    ("vendor_config", t_vendor_config, 85),
    ("vendor_usage", t_vendor_usage, 38),
    ("vendor_log", t_vendor_log, 15),
    ("vendor_diff", t_vendor_diff, 10),
    ("vendor_chat", t_vendor_chat, 8),
    ("pw_config", t_pw_config, 24),
    ("pw_command", t_pw_command, 34),
    ("conn_string", t_conn_string, 24),
    ("auth_header", t_auth_header, 20),
    ("signed_url", t_signed_url, 10),
    ("private_key", t_private_key, 12),
    ("otp_recovery", t_otp_recovery, 14),
    ("wifi", t_wifi, 8),
    ("webhook", t_webhook, 10),
    ("split_fields", t_split_fields, 10),
    ("prose_password", t_prose_password, 12),
    ("long_token", t_long_token, 6),
    ("multi_secret", t_multi_secret, 8),
    ("cred_file", t_cred_file, 12),
]
assert sum(w for (_, _, w) in SECRET_TEMPLATES) == N_SECRET


# ==========================================================================
# CLEAN notes: no credential at all, but most look risky
# ==========================================================================
CL_ASK_EN = ["Should I add this to the runbook?", "Is there an owner for {svc} I should ping next time?",
             "Do you want the same change in {env}?", "Should I open a ticket for the follow-up?", "", "", ""]
CL_ASK_KO = ["이 내용을 런북에 추가할까요?", "다음에 {svc} 관련해서 연락할 담당자가 있나요?",
             "{env_ko}에도 같은 변경을 적용할까요?", "후속 작업 티켓을 만들까요?", "", "", ""]


def clean_note(ctx, category, mc, ls, ask=None, snip=None, tag="", where=None):
    """Format the prose first, then attach the snippet verbatim (snippets may hold braces)."""
    mc, ls = fmt(mc, ctx), fmt(ls, ctx)
    if snip is not None:
        sn = fence(snip, tag)
        where = where or ch(["mc", "lesson"])
        if where == "mc":
            mc = mc + "\n" + sn
        else:
            if mc.endswith(":"):
                mc = mc[:-1] + "."
            ls = ls + "\n" + sn
    if ask is None:
        ask = L(ctx, CL_ASK_EN, CL_ASK_KO)
    return note(category, mc, ls, fmt(ask, ctx), [])


PLACEHOLDERS = ["<YOUR_API_KEY>", "your-api-key-here", "CHANGE_ME", "changeme-in-vault", "xxxxxxxxxxxxxxxxxxxxxxxx",
                "<redacted>", "REPLACE_WITH_REAL_TOKEN", "<token>", "<password>", "TODO", "dummy", "placeholder",
                "${SECRET_VALUE}", "__SET_IN_CI__", "<paste-key-here>", "example-not-a-real-key", "...",
                "XXXX-XXXX-XXXX-XXXX", "<from-1password>", "0000000000000000"]


def placeholder_for(k, v):
    """A placeholder shaped after the real credential where vendors document one."""
    r = rint(0, 9)
    if r <= 1 and len(v) > 12:
        # keep only the documented vendor prefix (alphabetic segments), replace the body
        cut, i, seg = 0, 0, ""
        while i < len(v) and i < 16:
            c = v[i]
            if c in "_-.":
                first = cut == 0
                ok_seg = seg in ("v1", "api03") or (seg.isalpha() and (first or (2 <= len(seg) <= 6 and (seg.islower() or seg.isupper()))))
                if not seg or not ok_seg:
                    break
                cut, seg = i + 1, ""
            else:
                seg += c
            i += 1
        if cut:
            return v[:cut] + ch(["X" * (len(v) - cut), "<your-key>", "...", "x" * 8])
    if r == 2:
        return "${%s}" % k
    if r == 3:
        return "{{ .Values.%s }}" % k_camel(k)
    return ch(PLACEHOLDERS)


def c_placeholder(lang):
    ctx = new_ctx(lang)
    v = VENDORS[rint(0, len(VENDORS) - 1)]
    items = [(k, placeholder_for(k, val) if s else val, s) for (k, val, s) in instantiate(v, ctx)]
    ctx["slug"] = v["slug"]
    ctx["vname"] = v["name"]
    vlabel = v["name"]
    if chance(0.12):
        v = VENDORS[0]
        ctx["slug"], ctx["vname"] = v["slug"], v["name"]
        vlabel = "AWS (documentation example keys)"
        items = [("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE", 1), ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", 1)]
    cname, snip, fname, _w = render(items, ctx)
    while cname in DESCRIPTIVE_CONTAINERS:
        cname, snip, fname, _w = render(items, ctx)
    if "." in fname or "/" in fname:
        ctx["file"] = ch(["%s.example" % fname, "%s.sample" % fname, "%s.tmpl" % fname])
    else:
        ctx["file"] = ch(["README.md", "docs/setup.md", "docs/%s.md" % ctx["svc"]])
    mc = L(ctx, ["I thought {file} held the real {vname} and tried to use it; it's only the template for new developers.",
                 "The {svc} setup doc shows the {vname} config with placeholders and I didn't know where the real values come from.",
                 "I copied the sample config from {file} and {svc} failed with `{err}` because the values are placeholders."],
            ["{file}에 실제 {vname}이/가 있는 줄 알고 썼는데, 신규 개발자용 템플릿일 뿐이었다.",
             "{svc} 설정 문서에는 {vname} 값이 플레이스홀더로만 있어서 실제 값이 어디서 오는지 몰랐다.",
             "{file}의 샘플 설정을 그대로 복사했더니 값이 플레이스홀더라서 {svc}이/가 `{err}`(으)로 실패했다."])
    ls = L(ctx, ["{file} is a template and must stay that way; real values are injected by the deploy pipeline from the secret store.",
                 "Keep placeholders obviously fake so nobody mistakes them for real credentials.",
                 "Real values come from the vault at deploy time; locally, ask for a personal sandbox key."],
           ["{file}은/는 템플릿이고 계속 그래야 한다. 실제 값은 배포 파이프라인이 시크릿 스토어에서 주입한다.",
            "플레이스홀더는 누가 봐도 가짜인 값으로 둬야 실제 자격 증명으로 오해하지 않는다.",
            "실제 값은 배포 시 vault에서 온다. 로컬에서는 개인 샌드박스 키를 요청할 것."])
    return clean_note(ctx, "clean: placeholder values for %s in %s" % (vlabel, cname), mc, ls, snip=snip, tag=FENCE_TAGS.get(cname, ""))


def masked(n=None):
    return "*" * (n or rint(8, 36))


def c_masked(lang):
    ctx = new_ctx(lang)
    k = deck("c_masked", 10)
    if k == 0:
        s = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
             "   profile                %s             None    None\naccess_key     ****************%s shared-credentials-file\n"
             "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (
            ch(["<not set>", ctx["env"]]), rs(ANU, 4), rs(AN, 4), ctx["region"])
        name = "aws configure list"
    elif k == 1:
        s = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % ctx["user"].replace(".", "-")
        name = "gh auth status"
    elif k == 2:
        s = "Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes" % (ctx["svc"], ctx["env"], rint(16, 40), len(ctx["user"]))
        name = "kubectl describe secret"
    elif k == 3:
        s = "%s  [deploy] Run ./deploy.sh\n%s  Using token ***\n%s  Logging in to registry as *** with password ***\n%s  Login Succeeded" % (ts_iso()[11:19], ts_iso()[11:19], ts_iso()[11:19], ts_iso()[11:19])
        name = "GitHub Actions masked log"
    elif k == 4:
        s = '  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n        username = "%s"\n    }' % ctx["user"]
        name = "terraform plan (sensitive value)"
    elif k == 5:
        s = "; \"user\" config from /home/%s/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\nregistry = \"https://registry.npmjs.org/\"" % ctx["user"]
        name = "npm config list (protected)"
    elif k == 6:
        s = "STRIPE_SECRET_KEY=sk_live_%s%s\nSENTRY_DSN=https://%s@o%d.ingest.sentry.io/%d" % (masked(20), rs(AN, 4), masked(32), rint(100000, 999999), rint(1000000, 9999999))
        name = "masked env dump"
    elif k == 7:
        s = "%s INFO [%s] connecting to postgresql://%s:****@%s:5432/%s" % (ts_log(), ctx["svc"], ctx["user"], ctx["host"], ctx["db"])
        name = "masked connection string in log"
    elif k == 8:
        s = "$ doppler secrets --only-names\n┌──────────────────────┐\n│ NAME                 │\n├──────────────────────┤\n│ DATABASE_URL         │\n│ STRIPE_SECRET_KEY    │\n│ SLACK_WEBHOOK_URL    │\n└──────────────────────┘"
        name = "doppler secrets --only-names"
    else:
        s = "Authorization: Bearer eyJhbGciOi...%s (truncated by the log formatter)\nX-Api-Key: %s%s" % (rs(AN, 4), masked(28), rs(AN, 4))
        name = "truncated/masked headers"
    mc = L(ctx, ["I wasn't sure whether the credentials in {svc}'s output were real, so I checked with the user before reusing anything:",
                 "While {task}, the command output looked like it exposed credentials:",
                 "I needed to confirm which account {svc} was using in {env}; the only evidence was this output:"],
            ["{svc} 출력에 실제 자격 증명이 있는지 확신이 없어서 재사용하기 전에 사용자에게 확인했다:",
             "{task} 중에 명령 출력이 자격 증명을 노출하는 것처럼 보였다:",
             "{env_ko}에서 {svc}이/가 어떤 계정을 쓰는지 확인해야 했는데, 근거는 이 출력뿐이었다:"])
    ls = L(ctx, ["The tool masks the values; only the last characters (or nothing) are shown, so this output is safe to paste.",
                 "Masked output is enough to tell which key is configured; comparing the last four characters with the vault entry confirmed it.",
                 "Nothing here is usable as a credential; the real values never leave the secret store."],
           ["도구가 값을 마스킹해서 끝 몇 글자만 보이거나 아예 안 보인다. 이 출력은 붙여도 안전하다.",
            "마스킹된 출력으로도 어떤 키가 설정됐는지는 알 수 있다. vault 항목의 끝 4자리와 비교해서 확인했다.",
            "여기에는 자격 증명으로 쓸 수 있는 값이 없다. 실제 값은 시크릿 스토어 밖으로 나오지 않는다."])
    return clean_note(ctx, "clean: masked output (%s)" % name, mc, ls, snip=s, tag="", where="mc" if chance(0.7) else "lesson")


def c_secret_ref(lang):
    ctx = new_ctx(lang)
    acct = digits(12)
    k = deck("c_secret_ref", 12)
    if k == 0:
        s = "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % ctx["svc"]
        name, tag = "k8s secretKeyRef", "yaml"
    elif k == 1:
        s = "- run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK_URL }}"
        name, tag = "GitHub Actions secrets context", "yaml"
    elif k == 2:
        s = "export DB_PASSWORD=$(vault kv get -field=password secret/%s/%s/db)" % (ctx["env"], ctx["svc"])
        name, tag = "vault kv get", "bash"
    elif k == 3:
        s = "STRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\nDATABASE_URL=op://Engineering/%s-db/connection-string" % (ctx["env"], ctx["svc"])
        name, tag = "1Password op:// references", ""
    elif k == 4:
        s = "MasterUserPassword: '{{resolve:secretsmanager:arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s:SecretString:password}}'" % (ctx["region"], acct, ctx["env"], ctx["svc"], rs(AN, 6))
        name, tag = "CloudFormation dynamic reference", "yaml"
    elif k == 5:
        s = "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/)" % (ctx["org"][:8], ctx["env"])
        name, tag = "Azure Key Vault reference", ""
    elif k == 6:
        s = "gcloud secrets versions access latest --secret=%s-api-key --project=%s-%s" % (ctx["svc"], ctx["org"], ctx["env"])
        name, tag = "gcloud secrets access", "bash"
    elif k == 7:
        s = "spring.datasource.password=${DB_PASSWORD}\nspring.datasource.username=${DB_USER:app}\nstripe.api-key=${STRIPE_SECRET_KEY}"
        name, tag = "Spring placeholders", "properties"
    elif k == 8:
        s = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (ctx["env"], ctx["svc"])
        name, tag = "ExternalSecret", "yaml"
    elif k == 9:
        s = "withCredentials([usernamePassword(credentialsId: 'nexus-deploy', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n  sh './gradlew publish -PnexusUser=$NEXUS_USER -PnexusPass=$NEXUS_PASS'\n}"
        name, tag = "Jenkins withCredentials", "groovy"
    elif k == 10:
        s = "aws ssm get-parameter --name /%s/%s/api-key --with-decryption --query Parameter.Value --output text" % (ctx["env"], ctx["svc"])
        name, tag = "SSM parameter", "bash"
    else:
        s = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
        name, tag = "Docker secrets file", "yaml"
    mc = L(ctx, ["I didn't know how {svc} gets its credentials in {env}; I was looking for a literal value and there is none.",
                 "I assumed the password was hardcoded somewhere in the repo. It is resolved at runtime instead:",
                 "The user showed me how the secret is wired for {svc}:"],
            ["{env_ko}에서 {svc}이/가 자격 증명을 어떻게 받는지 몰랐다. 실제 값을 찾고 있었는데 저장소에는 없다.",
             "비밀번호가 저장소 어딘가에 하드코딩된 줄 알았는데, 런타임에 참조로 해석된다:",
             "사용자가 {svc}의 시크릿 연결 방식을 보여줬다:"])
    ls = L(ctx, ["The config only holds a reference; the value is resolved from the secret store when the pod starts, so rotating it needs a restart.",
                 "Never replace the reference with the literal; the reference is what keeps the value out of git.",
                 "If the reference can't be resolved the app starts with an empty value and fails later with `{err}`; check the IAM role first."],
           ["설정에는 참조만 있고 값은 파드 시작 시 시크릿 스토어에서 가져온다. 교체 후에는 재시작이 필요하다.",
            "참조를 실제 값으로 바꾸면 안 된다. 참조 덕분에 값이 git에 안 들어간다.",
            "참조를 못 풀면 앱이 빈 값으로 뜨고 나중에 `{err}`(으)로 실패한다. IAM 역할부터 확인할 것."])
    return clean_note(ctx, "clean: secret-manager/env reference (%s)" % name, mc, ls, snip=s, tag=tag)


def c_hashes(lang):
    ctx = new_ctx(lang)
    k = deck("c_hashes", 10)
    ver = "%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 20))
    if k == 0:
        s = "\n".join("%s  %s-%s-%s.tar.gz" % (sha256_hex(), ctx["svc"], ver, a) for a in sample(["linux-amd64", "linux-arm64", "darwin-arm64", "windows-amd64"], rint(2, 4)))
        name = "sha256sum release checksums"
    elif k == 1:
        s = "registry.%s/%s@sha256:%s" % (ctx["domain"], ctx["svc"], sha256_hex())
        name = "image digest pin"
    elif k == 2:
        s = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            ch(["lodash", "axios", "undici", "semver", "zod"]), ver, "pkg", "pkg", ver, rs(B64, 86))
        name = "package-lock integrity"
    elif k == 3:
        mod = ch(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "google.golang.org/grpc", "github.com/jackc/pgx/v5"])
        s = "%s v%s h1:%s=\n%s v%s/go.mod h1:%s=" % (mod, ver, rs(B64, 43), mod, ver, rs(B64, 43))
        name = "go.sum lines"
    elif k == 4:
        s = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), rs(B64, 43), sha256_hex(), sha256_hex())
        name = ".terraform.lock.hcl hashes"
    elif k == 5:
        s = "\n".join("%s %s" % (git_sha(ch([7, 40])), ch(["fix: retry webhook on 502", "chore: bump deps", "feat: add settlement export", "revert: rollback pool size", "docs: update runbook"])) for _ in range(rint(3, 6)))
        name = "git log SHAs"
    elif k == 6:
        s = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256_hex(), sha256_hex())
        name = "pip --hash pins"
    elif k == 7:
        s = '[[package]]\nname = "serde"\nversion = "1.0.%d"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "%s"' % (rint(100, 220), sha256_hex())
        name = "Cargo.lock checksum"
    elif k == 8:
        s = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (rint(0, 9), rs(B64, 64))
        name = "SRI integrity attribute"
    else:
        s = '$ aws s3api head-object --bucket %s --key exports/%s.csv\n{\n    "ETag": "\\"%s\\"",\n    "ContentLength": %d,\n    "VersionId": "%s"\n}' % (ctx["bucket"], ctx["db"], hexs(32), rint(1000, 9999999), rs(B64U, 32))
        name = "S3 ETag and VersionId"
    mc = L(ctx, ["I couldn't tell whether the long hex/base64 strings in this output were secrets:",
                 "While {task}, the build started failing verification and I didn't know which values were pinned:",
                 "I didn't know the repo pins artifacts by digest; the mismatch came from here:"],
            ["이 출력의 긴 hex/base64 문자열이 시크릿인지 판단이 안 됐다:",
             "{task} 중에 빌드 검증이 실패하기 시작했는데 어떤 값이 고정(pin)되어 있는지 몰랐다:",
             "저장소가 아티팩트를 다이제스트로 고정한다는 걸 몰랐다. 불일치는 여기서 났다:"])
    ls = L(ctx, ["These are content hashes/identifiers, not credentials; they are safe to commit and are supposed to be in the repo.",
                 "When a dependency is re-published the pinned hash changes; update the lock file instead of disabling verification.",
                 "Digests identify exact bytes; pin by digest in prod and by tag only in dev."],
           ["이 값들은 콘텐츠 해시/식별자이지 자격 증명이 아니다. 커밋해도 되고 원래 저장소에 있어야 한다.",
            "의존성이 다시 배포되면 고정된 해시가 바뀐다. 검증을 끄지 말고 lock 파일을 갱신할 것.",
            "다이제스트는 정확한 바이트를 가리킨다. 운영은 다이제스트로, 개발만 태그로 고정한다."])
    return clean_note(ctx, "clean: hashes/digests (%s)" % name, mc, ls, snip=s, tag="")


def c_ids_logs(lang):
    ctx = new_ctx(lang)
    k = deck("c_ids_logs", 7)
    if k == 0:
        s = '%s ERROR [%s] request_id=%s user_id=%d msg="upstream timeout" latency_ms=%d' % (ts_iso(), ctx["svc"], uuid4(), rint(1000, 999999), rint(3000, 30000))
        name = "request_id UUID in log"
    elif k == 1:
        s = "traceparent: 00-%s-%s-01\nx-request-id: %s" % (hexs(32), hexs(16), uuid4())
        name = "W3C traceparent and request id"
    elif k == 2:
        s = '{\n  "error": {\n    "type": "invalid_request_error",\n    "message": "No such customer: \'cus_%s\'",\n    "request_log_url": "https://dashboard.stripe.com/logs/req_%s"\n  }\n}' % (rs(AN, 14), rs(AN, 14))
        name = "Stripe error with req_/cus_ ids"
    elif k == 3:
        s = "An error occurred (ThrottlingException) when calling the PutMetricData operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % uuid4()
        name = "AWS RequestId"
    elif k == 4:
        s = "Sentry event %s\nrelease: %s@%s\ntrace: %s" % (hexs(32), ctx["svc"], git_sha(12), hexs(32))
        name = "Sentry event id"
    elif k == 5:
        s = "cf-ray: %s-ICN\ncf-cache-status: MISS\nx-amz-cf-id: %s==" % (hexs(16), rs(B64U, 54))
        name = "Cloudflare ray id / CloudFront id"
    else:
        s = "$ kubectl get pod %s-%s-%s -o jsonpath='{.metadata.uid}'\n%s" % (ctx["svc"], hexs(10)[:9], rs(ANL, 5), uuid4())
        name = "pod UID"
    mc = L(ctx, ["The user pasted this while we were chasing `{err}` in {env}; I wasn't sure if the ids were sensitive:",
                 "I needed to correlate the failure across services and didn't know which id to search for:",
                 "Support forwarded this from the customer report:"],
            ["{env_ko}의 `{err}`을/를 추적하면서 사용자가 붙여준 내용이다. 이 ID들이 민감한 값인지 확신이 없었다:",
             "여러 서비스에 걸친 실패를 연결해야 했는데 어떤 ID로 검색해야 할지 몰랐다:",
             "고객 문의에서 CS팀이 전달해 준 내용:"])
    ls = L(ctx, ["Request and trace ids are just correlation handles; search them in the log index to follow one request across services.",
                 "Give support the request id, never a screenshot of the dashboard; the id is enough to find everything.",
                 "These ids are random but not secret; they grant no access on their own."],
           ["요청 ID와 트레이스 ID는 상관관계 추적용일 뿐이다. 로그 인덱스에서 검색하면 한 요청을 서비스 전체에서 따라갈 수 있다.",
            "CS팀에는 대시보드 캡처 대신 요청 ID를 주면 된다. ID만으로 모두 찾을 수 있다.",
            "이 ID들은 랜덤하지만 비밀이 아니다. 그 자체로는 아무 권한도 없다."])
    return clean_note(ctx, "clean: ids in logs (%s)" % name, mc, ls, snip=s, tag="")


def ssh_pub(kind=None):
    kind = kind or ch(["ed25519", "ed25519", "rsa", "ecdsa"])
    if kind == "ed25519":
        return "ssh-ed25519 " + b64e(_sshstr(b"ssh-ed25519") + _sshstr(rb(32)))
    if kind == "ecdsa":
        return "ecdsa-sha2-nistp256 " + b64e(_sshstr(b"ecdsa-sha2-nistp256") + _sshstr(b"nistp256") + _sshstr(b"\x04" + rb(64)))
    return "ssh-rsa " + b64e(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes([R.getrandbits(8) | 0x80]) + rb(255)))


def c_public_keys(lang):
    ctx = new_ctx(lang)
    k = deck("c_public_keys", 9)
    if k == 0:
        s = "\n".join("%s %s@%s" % (ssh_pub(ch(["ed25519", "ecdsa"])), u, ch(["laptop", "macbook", "ci"])) for u in sample(USERS, rint(2, 3)))
        name = "authorized_keys public keys"
    elif k == 1:
        s = "%s,%s %s" % (ctx["host"], ipv4_private(), ssh_pub("ecdsa"))
        name = "known_hosts entry"
    elif k == 2:
        s = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64e(rb(32)).rstrip("="), ctx["host"], b64e(rb(32)).rstrip("="), ctx["host"])
        name = "ssh-keygen -lf fingerprints"
    elif k == 3:
        fp = hexs(40).upper()
        s = "pub   ed25519 2024-0%d-1%d [SC] [expires: 2027-01-01]\n      %s\nuid           [ultimate] %s <%s>\nsub   cv25519 2024-0%d-1%d [E]" % (
            rint(1, 9), rint(0, 9), fp, ctx["person"], ctx["email"], rint(1, 9), rint(0, 9))
        name = "GPG public key fingerprint"
    elif k == 4:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rb(64)
        s = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(_lines(b64e(der), 64))
        name = "PEM EC public key"
    elif k == 5:
        s = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s:51820\nPersistentKeepalive = 25" % (b64e(rb(32)), rint(0, 255), ctx["domain"])
        name = "WireGuard peer PublicKey"
    elif k == 6:
        s = '{\n  "keys": [\n    {\n      "kty": "RSA",\n      "kid": "%s",\n      "use": "sig",\n      "alg": "RS256",\n      "n": "%s",\n      "e": "AQAB"\n    }\n  ]\n}' % (rs(B64U, 22), b64u(bytes([R.getrandbits(8) | 0x80]) + rb(255)))
        name = "JWKS public key"
    elif k == 7:
        s = "# public key: age1%s\n# recipients for .sops.yaml\ncreation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: age1%s" % (rs(BECH32.lower(), 58), ctx["env"], rs(BECH32.lower(), 58))
        name = "age recipients (public)"
    else:
        fp = ":".join(rs(HEXU, 2) for _ in range(32))
        s = "$ openssl x509 -in %s.crt -noout -fingerprint -sha256 -subject -enddate\nsha256 Fingerprint=%s\nsubject=CN = %s\nnotAfter=Mar %d 23:59:59 2026 GMT" % (ctx["svc"], fp, ctx["host"], rint(1, 28))
        name = "TLS certificate fingerprint"
    mc = L(ctx, ["I needed to grant {user} access to {host} and didn't know which key material is safe to share:",
                 "The deploy to {host} failed host-key verification and I didn't know what the expected key was:",
                 "I wasn't sure whether this block was a private key that had leaked:"],
            ["{host}에 {user} 접근 권한을 줘야 했는데 어떤 키 정보가 공유해도 되는 건지 몰랐다:",
             "{host} 배포가 호스트 키 검증에서 실패했는데 기대값이 뭔지 몰랐다:",
             "이 블록이 유출된 개인 키인지 확신이 없었다:"])
    n_ls = 3 if k in (1, 2, 8) else 2
    ls = L(ctx, ["This is public material (public keys / fingerprints); it is meant to be shared and committed.",
                 "Only the public half goes into the repo; the private half stays on the owner's machine.",
                 "Compare fingerprints out of band before trusting a new host key; a changed key means the host was rebuilt or something is wrong."][:n_ls],
           ["공개 정보(공개 키/지문)다. 공유하고 커밋해도 되는 값이다.",
            "저장소에는 공개 키만 들어간다. 개인 키는 소유자 기기에만 있다.",
            "새 호스트 키를 믿기 전에 다른 경로로 지문을 비교한다. 키가 바뀌었다면 서버가 재구축됐거나 뭔가 잘못된 것이다."][:n_ls])
    return clean_note(ctx, "clean: public key material (%s)" % name, mc, ls, snip=s, tag="")


def c_nonsecret_ids(lang):
    ctx = new_ctx(lang)
    k = deck("c_nonsecret_ids", 10)
    acct = digits(12)
    if k == 0:
        s = "arn:aws:iam::%s:role/%s-%s-deployer\narn:aws:s3:::%s\ni-0%s (%s)" % (acct, ctx["svc"], ctx["env"], ctx["bucket"], hexs(16), ctx["region"])
        name = "AWS account id, ARNs, instance id"
    elif k == 1:
        s = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hexs(32), hexs(32))
        name = "Twilio Account SID / Messaging SID"
    elif k == 2:
        s = "GOOGLE_CLIENT_ID=%s\nGOOGLE_REDIRECT_URI=https://%s/auth/callback" % (_gcp_client_id(), ctx["domain"])
        name = "Google OAuth client id"
    elif k == 3:
        s = "customer: cus_%s\nsubscription: sub_%s\nprice: price_%s\npayment_intent: pi_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
        name = "Stripe object ids"
    elif k == 4:
        s = "GitHub App id: %d\ninstallation id: %d\nclient id: Iv1.%s" % (rint(100000, 999999), rint(10000000, 99999999), hexs(16))
        name = "GitHub App ids"
    elif k == 5:
        s = "AZURE_SUBSCRIPTION_ID=%s\nAZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s" % (uuid4(), uuid4(), uuid4())
        name = "Azure subscription/tenant/client ids"
    elif k == 6:
        s = "Slack channel: C%s (#%s-alerts)\nworkspace: T%s\nbot user: U%s" % (rs(ANU, 10), ctx["svc"], rs(ANU, 9), rs(ANU, 10))
        name = "Slack channel/workspace ids"
    elif k == 7:
        s = "NAVER_CLIENT_ID=%s\nKAKAO_APP_ID=%d\nWECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s" % (rs(AN, 20), rint(100000, 9999999), hexs(16), hexs(16))
        name = "Naver/Kakao/WeChat/Feishu app ids"
    elif k == 8:
        s = "project_id: %s-%s\nproject_number: %s\nservice_account: %s@%s-%s.iam.gserviceaccount.com" % (ctx["org"], ctx["env"], digits(12), ctx["svc"], ctx["org"], ctx["env"])
        name = "GCP project id/number"
    else:
        s = "ALGOLIA_APP_ID=%s\nSENDBIRD_APP_ID=%s\nDATADOG_SITE=datadoghq.com\nAWS_ACCOUNT_ID=%s" % (rs(ANU, 10), uuid4(True), acct)
        name = "assorted app ids"
    mc = L(ctx, ["I wasn't sure which of these identifiers are sensitive before putting them into the shared config:",
                 "While {task}, I needed the account and app identifiers for {env}; the user sent:",
                 "The {svc} config references these ids and I didn't know where they come from:"],
            ["공유 설정에 넣기 전에 이 식별자들 중 어떤 게 민감한지 확신이 없었다:",
             "{task} 중에 {env_ko}의 계정/앱 식별자가 필요했고, 사용자가 보내준 값:",
             "{svc} 설정이 이 ID들을 참조하는데 출처를 몰랐다:"])
    ls = L(ctx, ["Account ids, SIDs, client ids and object ids identify things but grant nothing; they can live in plain config.",
                 "Only the matching secret (auth token, client secret) is sensitive; the identifiers are fine in git.",
                 "Keep ids in the repo so reviewers can see which account each environment targets."],
           ["계정 ID, SID, 클라이언트 ID, 객체 ID는 대상을 식별할 뿐 권한을 주지 않는다. 일반 설정에 둬도 된다.",
            "민감한 건 짝이 되는 시크릿(auth token, client secret)뿐이고 식별자는 git에 있어도 된다.",
            "각 환경이 어느 계정을 향하는지 리뷰어가 볼 수 있게 ID는 저장소에 둔다."])
    return clean_note(ctx, "clean: non-secret identifiers (%s)" % name, mc, ls, snip=s, tag="")


def c_base64_data(lang):
    ctx = new_ctx(lang)
    k = deck("c_base64_data", 6)
    if k == 0:
        payload = json.dumps({"feature_flags": {"new_checkout": True, "beta_search": False}, "region": ctx["region"]}).encode()
        s = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (ctx["svc"], b64e(payload))
        name = "ConfigMap binaryData (JSON flags)"
    elif k == 1:
        s = '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s">' % rs(B64, rint(60, 120))
        name = "data URI image"
    elif k == 2:
        script = "#!/bin/bash\nset -e\napt-get update\napt-get install -y nginx\nsystemctl enable --now nginx\n"
        s = "UserData: %s" % b64e(script.encode())
        name = "cloud-init user-data (no secrets)"
    elif k == 3:
        hdr = _j({"alg": "RS256", "kid": rs(B64U, 16), "typ": "JWT"})
        s = "JWT header only (from the error message): %s\ndecoded: {\"alg\":\"RS256\",\"kid\":\"...\",\"typ\":\"JWT\"}" % hdr
        name = "JWT header segment only"
    elif k == 4:
        ev = json.dumps({"event": "order.created", "order_id": rint(100000, 999999), "amount": rint(1000, 99000), "currency": "KRW"}).encode()
        s = '%s DEBUG [%s] kafka message value(base64)=%s' % (ts_log(), ctx["svc"], b64e(ev))
        name = "Kafka message payload base64"
    else:
        s = "$ echo -n '%s:%s' | base64\n%s" % (ctx["svc"], ctx["env"], b64e(("%s:%s" % (ctx["svc"], ctx["env"])).encode()))
        name = "base64 of service:env label"
    mc = L(ctx, ["There was a long base64 blob in {svc}'s config and I didn't know whether it hid a credential:",
                 "I decoded this to check whether it was sensitive before pasting it into the ticket:",
                 "The base64 value below confused me while {task}:"],
            ["{svc} 설정에 긴 base64 덩어리가 있었는데 자격 증명이 숨어 있는지 몰랐다:",
             "티켓에 붙이기 전에 민감한지 확인하려고 디코딩해 봤다:",
             "{task} 중에 아래 base64 값 때문에 헷갈렸다:"])
    ls = L(ctx, ["Decoded, it's plain non-secret data; base64 here is only transport encoding.",
                 "Always decode unknown base64 before deciding; this one contains only configuration/event data.",
                 "Base64 is not encryption, but this particular payload holds nothing sensitive."],
           ["디코딩하면 비밀이 아닌 일반 데이터다. 여기서 base64는 전송용 인코딩일 뿐이다.",
            "모르는 base64는 판단 전에 항상 디코딩해 볼 것. 이건 설정/이벤트 데이터만 들어 있다.",
            "base64는 암호화가 아니지만 이 페이로드에는 민감한 값이 없다."])
    return clean_note(ctx, "clean: base64 of non-secret data (%s)" % name, mc, ls, snip=s, tag="")


def c_long_ids(lang):
    ctx = new_ctx(lang)
    k = deck("c_long_ids", 6)
    if k == 0:
        s = "%s-%s-%s" % (ctx["svc"], hexs(10)[:rint(8, 10)], rs(ANL, 5))
        s = "$ kubectl -n %s get pods\nNAME                               READY   STATUS    RESTARTS\n%s   1/1     Running   0\n%s-%s-%s   0/1     CrashLoopBackOff   7" % (ctx["env"], s, ctx["svc"], hexs(9), rs(ANL, 5))
        name = "pod names with hashes"
    elif k == 1:
        s = "image: registry.%s/%s:%d.%d.%d-%s-%s.%d" % (ctx["domain"], ctx["svc"], rint(1, 4), rint(0, 40), rint(0, 9), ctx["env"], git_sha(12), rint(100, 9999))
        name = "long image tag"
    elif k == 2:
        s = "dist/assets/index-%s.js\ndist/assets/vendor-%s.js\ndist/assets/index-%s.css" % (rs(B64U, 8), rs(B64U, 8), rs(B64U, 8))
        name = "hashed bundle names"
    elif k == 3:
        s = "arn:aws:lambda:%s:%s:function:%s-%s-handler:%d\narn:aws:states:%s:%s:execution:%s-flow:%s" % (
            ctx["region"], digits(12), ctx["svc"], ctx["env"], rint(1, 300), ctx["region"], digits(12), ctx["svc"], uuid4())
        name = "Lambda/StepFunctions ARNs"
    elif k == 4:
        s = "version: %d.%d.%d-rc.%d+build.%d.%s" % (rint(1, 9), rint(0, 40), rint(0, 30), rint(1, 9), rint(1000, 99999), git_sha(8))
        name = "semver with build metadata"
    else:
        s = "topic: %s.%s.%s.v%d\nconsumer group: %s-%s-consumer-%s" % (ctx["org"], ctx["env"], ch(["orders", "payments", "shipments"]), rint(1, 5), ctx["svc"], ctx["env"], hexs(8))
        name = "Kafka topic and consumer group"
    mc = L(ctx, ["I had to pick the right artifact for {env} and the names all look alike:",
                 "While {task} I had to figure out which build was running:",
                 "The rollout in {env} was stuck and these were the only hints:"],
            ["{env_ko}에 맞는 아티팩트를 골라야 했는데 이름이 다 비슷해 보였다:",
             "{task} 중에 어떤 빌드가 떠 있는지 알아내야 했다:",
             "{env_ko} 롤아웃이 멈췄고 단서는 이것뿐이었다:"])
    ls = L(ctx, ["The random-looking suffixes are build/commit hashes, not secrets; they tell you exactly which build is live.",
                 "Match the commit hash in the tag with `git log` to find what changed.",
                 "Long names are generated; never hand-edit them in manifests."],
           ["랜덤해 보이는 접미사는 빌드/커밋 해시지 시크릿이 아니다. 정확히 어떤 빌드가 떠 있는지 알려준다.",
            "태그의 커밋 해시를 `git log`와 맞춰 보면 무엇이 바뀌었는지 알 수 있다.",
            "긴 이름은 자동 생성된다. 매니페스트에서 손으로 고치지 말 것."])
    return clean_note(ctx, "clean: long identifiers/versions (%s)" % name, mc, ls, snip=s, tag="")


def c_policy_flags(lang):
    ctx = new_ctx(lang)
    k = deck("c_policy_flags", 8)
    if k == 0:
        mc = L(ctx, ["I didn't know the password rules for the new {svc} admin accounts and created one that was rejected."],
               ["{svc} 신규 관리자 계정의 비밀번호 규칙을 몰라서 만든 계정이 거부됐다."])
        ls = L(ctx, ["Policy: at least 14 characters, no reuse of the last 5, rotation every 90 days, and no dictionary words. The form doesn't say so; it just returns `{err}`."],
               ["정책: 최소 14자, 최근 5개 재사용 금지, 90일마다 변경, 사전 단어 금지. 폼에는 안내가 없고 `{err}`만 돌려준다."])
        name = "password policy"
    elif k == 1:
        mc = L(ctx, ["I wrote `mysql -u {user} -p {db}` in the script and it hung in CI."], ["스크립트에 `mysql -u {user} -p {db}`를 썼더니 CI에서 멈췄다."])
        ls = L(ctx, ["`-p` with nothing attached makes mysql prompt for the password (so CI waits forever); `-P 3307` is the port. Use an option file with `--defaults-extra-file` instead of any password on the command line."],
               ["`-p` 뒤에 아무것도 안 붙이면 mysql이 비밀번호를 물어봐서 CI가 계속 기다린다. `-P 3307`은 포트다. 명령줄에 비밀번호를 넣지 말고 `--defaults-extra-file` 옵션 파일을 쓸 것."])
        name = "mysql -p/-P flags explained"
    elif k == 2:
        mc = L(ctx, ["`ssh -p 2222 {user}@{host}` worked but `scp -p 2222` didn't, which confused me."], ["`ssh -p 2222 {user}@{host}`는 되는데 `scp -p 2222`는 안 돼서 헷갈렸다."])
        ls = L(ctx, ["For ssh `-p` is the port; for scp the port is `-P` and `-p` means preserve times. Same for `redis-cli -p 6380` (port) versus `-a` (auth)."],
               ["ssh에서 `-p`는 포트지만 scp는 포트가 `-P`이고 `-p`는 시간 보존이다. `redis-cli -p 6380`(포트)과 `-a`(인증)도 마찬가지."])
        name = "-p port flags explained"
    elif k == 3:
        mc = L(ctx, ["I didn't know how to pass the registry password to `docker login` in CI without it showing in the log."], ["CI에서 `docker login` 비밀번호를 로그에 안 남기고 넘기는 방법을 몰랐다."])
        ls = L(ctx, ["Use `--password-stdin` with the value piped from the CI secret variable (`echo \"$REGISTRY_TOKEN\" | docker login -u \"$REGISTRY_USER\" --password-stdin`); `-p` prints a warning and leaks into `ps`."],
               ["CI 시크릿 변수를 파이프로 넘겨 `--password-stdin`을 쓴다(`echo \"$REGISTRY_TOKEN\" | docker login -u \"$REGISTRY_USER\" --password-stdin`). `-p`는 경고가 뜨고 `ps`에 노출된다."])
        name = "--password-stdin explained"
    elif k == 4:
        mc = L(ctx, ["I didn't know why psql connected without asking for a password on the bastion."], ["배스천에서 psql이 비밀번호를 묻지 않고 접속되는 이유를 몰랐다."])
        ls = L(ctx, ["libpq reads `PGPASSWORD` or `~/.pgpass` automatically; the bastion user has a `.pgpass` entry for {db}. Check those before assuming auth is disabled."],
               ["libpq는 `PGPASSWORD`나 `~/.pgpass`를 자동으로 읽는다. 배스천 사용자에게 {db}용 `.pgpass` 항목이 있다. 인증이 꺼졌다고 가정하기 전에 확인할 것."])
        name = "PGPASSWORD/.pgpass explained"
    elif k == 5:
        mc = L(ctx, ["I didn't know how long Vault tokens for {svc} live, and the job failed after a month."], ["{svc}의 Vault 토큰 수명을 몰라서 한 달 뒤 잡이 실패했다."])
        ls = L(ctx, ["Tokens from the AppRole have a 768h max TTL; the job must re-authenticate with its role_id/secret_id from the mounted files, not cache a token."],
               ["AppRole 토큰의 최대 TTL은 768h다. 잡은 토큰을 캐시하지 말고 마운트된 파일의 role_id/secret_id로 재인증해야 한다."])
        name = "token TTL talk"
    elif k == 6:
        mc = L(ctx, ["The security review asked where the {svc} API key is stored and I didn't know the rule."], ["보안 리뷰에서 {svc} API 키 저장 위치를 물었는데 규칙을 몰랐다."])
        ls = L(ctx, ["Rule: API keys and passwords live only in the secret manager; configs hold references, logs must mask values, and anything pasted in chat is rotated within 24h."],
               ["규칙: API 키와 비밀번호는 시크릿 매니저에만 둔다. 설정에는 참조만, 로그는 값을 마스킹하고, 채팅에 붙인 값은 24시간 안에 교체한다."])
        name = "secret-handling policy"
    else:
        mc = L(ctx, ["I wasn't sure what `--token` and `--token-file` do differently in the {svc} CLI."], ["{svc} CLI의 `--token`과 `--token-file` 차이를 몰랐다."])
        ls = L(ctx, ["`--token` takes the value inline (ends up in shell history), `--token-file` reads it from a path; always use `--token-file /run/secrets/{svc}-token` in scripts."],
               ["`--token`은 값을 직접 받아서 셸 히스토리에 남고, `--token-file`은 경로에서 읽는다. 스크립트에서는 항상 `--token-file /run/secrets/{svc}-token`을 쓸 것."])
        name = "--token vs --token-file"
    return clean_note(ctx, "clean: password policy / flags in prose (%s)" % name, mc, ls)


def sops_enc(n):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rb(n)), b64e(rb(32)), b64e(rb(16)))


def c_encrypted(lang):
    ctx = new_ctx(lang)
    k = deck("c_encrypted", 7)
    if k == 0:
        s = "db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.8.1" % (
            sops_enc(rint(12, 24)), ctx["user"], rs(BECH32.lower(), 58), ts_iso()[:19] + "Z", sops_enc(32))
        name = "SOPS-encrypted YAML"
    elif k == 1:
        body = hexs(rint(300, 420))
        s = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(_lines(body, 80))
        name = "Ansible Vault blob"
    elif k == 2:
        s = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s" % (
            ctx["svc"], ctx["env"], rs(B64, rint(300, 420)))
        name = "SealedSecret encryptedData"
    elif k == 3:
        s = "-----BEGIN AGE ENCRYPTED FILE-----\nYWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB%s\n%s\n-----END AGE ENCRYPTED FILE-----" % (
            rs(B64, 21), "\n".join(_lines(rs(B64, rint(120, 200)), 64)))
        name = "age armored ciphertext"
    elif k == 4:
        s = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://db.txt --query CiphertextBlob --output text\nAQICAH%s" % (
            ctx["svc"], rs(B64, rint(180, 240)) + "==")
        name = "KMS CiphertextBlob"
    elif k == 5:
        s = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64e(rb(rint(32, 48)))
        name = "Jasypt ENC() property"
    else:
        s = "$ cat config/credentials/%s.yml.enc\n%s--%s--%s" % (ctx["env"], b64e(rb(rint(90, 150))), b64e(rb(12)), b64e(rb(16)))
        name = "Rails encrypted credentials"
    mc = L(ctx, ["I saw what looked like a password in the repo and almost flagged it as a leak:",
                 "I needed to change a value in this file while {task} and didn't know how it is protected:",
                 "The {env} secrets are committed in this form and I didn't know whether that was a mistake:"],
            ["저장소에서 비밀번호처럼 보이는 값을 보고 유출로 신고할 뻔했다:",
             "{task} 중에 이 파일의 값을 바꿔야 했는데 어떻게 보호되는지 몰랐다:",
             "{env_ko} 시크릿이 이런 형태로 커밋되어 있어서 실수인지 몰랐다:"])
    ls = L(ctx, ["The value is encrypted; only holders of the decryption key (KMS/age/vault password) can read it, so committing it is intended.",
                 "Edit it with the matching tool (sops / ansible-vault edit / kubeseal), never by hand; a hand edit breaks the MAC.",
                 "Encrypted blobs are safe in git as long as the key itself never is."],
           ["값은 암호화되어 있다. 복호화 키(KMS/age/vault 비밀번호)를 가진 사람만 읽을 수 있으니 커밋하는 게 의도된 방식이다.",
            "손으로 고치지 말고 전용 도구(sops / ansible-vault edit / kubeseal)로 수정할 것. 직접 고치면 MAC가 깨진다.",
            "키 자체가 git에 들어가지 않는 한 암호화된 덩어리는 git에 있어도 안전하다."])
    return clean_note(ctx, "clean: encrypted blob (%s)" % name, mc, ls, snip=s, tag="")


def c_publishable(lang):
    ctx = new_ctx(lang)
    k = deck("c_publishable", 12)
    if k == 0:
        s = "const stripe = Stripe('pk_live_%s');" % rs(AN, ch([24, 99]))
        name = "Stripe publishable key"
    elif k == 1:
        proj = "%s-%s" % (ctx["org"], ctx["env"])
        s = 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s"\n};' % (
            rs(B64U, 35), proj, proj, proj, digits(12), digits(12), hexs(22))
        name = "Firebase web config apiKey"
    elif k == 2:
        s = '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
        name = "reCAPTCHA site key"
    elif k == 3:
        s = "const tossPayments = TossPayments('%s');" % (ch(["live_ck_", "test_ck_", "live_gck_"]) + rs(AN, 28))
        name = "Toss Payments client key"
    elif k == 4:
        s = "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % hexs(32)
        name = "Kakao JavaScript key"
    elif k == 5:
        body = b64u(('{"u":"%s","a":"%s"}' % (ctx["org"], rs(ANL, 25))).encode())
        s = "mapboxgl.accessToken = 'pk.%s.%s';" % (body, rs(B64U, 22))
        name = "Mapbox public token"
    elif k == 6:
        s = "const searchClient = algoliasearch('%s', '%s'); // search-only key" % (rs(ANU, 10), hexs(32))
        name = "Algolia search-only key"
    elif k == 7:
        s = 'Sentry.init({ dsn: "https://%s@o%d.ingest.sentry.io/%d", tracesSampleRate: 0.1 });' % (hexs(32), rint(100000, 999999), rint(1000000, 9999999))
        name = "Sentry DSN"
    elif k == 8:
        s = "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), supabase_jwt("anon"))
        name = "Supabase anon key"
    elif k == 9:
        s = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
        name = "PostHog project API key"
    elif k == 10:
        s = '<script src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap" async></script>' % rs(B64U, 35)
        name = "Google Maps JS key (referrer-restricted)"
    else:
        s = "braintree.dropin.create({ authorization: 'production_%s_%s', container: '#dropin' });" % (rs(ANL, 8), rs(ANL, 16))
        name = "Braintree tokenization key"
    mc = L(ctx, ["The frontend bundle for {svc} contains this key and I thought it had leaked:",
                 "I was asked whether this key in the web app is a problem:",
                 "While {task}, the secret scanner flagged this line in the frontend:"],
            ["{svc} 프론트엔드 번들에 이 키가 들어 있어서 유출된 줄 알았다:",
             "웹앱에 들어 있는 이 키가 문제인지 질문을 받았다:",
             "{task} 중에 시크릿 스캐너가 프론트엔드의 이 줄을 잡았다:"])
    ls = L(ctx, ["The vendor documents this key as public: it is meant to ship in client code and is restricted by domain/permissions, so no rotation is needed.",
                 "Publishable/client keys only identify the account; the matching secret key stays on the server.",
                 "Mark this pattern as allowed in the scanner config instead of moving it to the backend."],
           ["벤더 문서상 공개 키다. 클라이언트 코드에 들어가도록 만든 키이고 도메인/권한으로 제한되므로 교체할 필요 없다.",
            "공개(클라이언트) 키는 계정을 식별할 뿐이다. 짝이 되는 시크릿 키는 서버에만 있다.",
            "백엔드로 옮기지 말고 스캐너 설정에서 이 패턴을 허용 처리할 것."])
    return clean_note(ctx, "clean: %s in frontend code [publishable]" % name, mc, ls, snip=s, tag="js")


def c_already_redacted(lang):
    ctx = new_ctx(lang)
    k = deck("c_already_redacted", 4)
    if k == 0:
        s = "DB_HOST=%s\nDB_USER=%s\nDB_PASSWORD=[REDACTED]\nSTRIPE_SECRET_KEY=[REDACTED]" % (ctx["host"], ctx["user"])
    elif k == 1:
        s = "curl -H 'Authorization: Bearer <redacted>' https://api.%s/v1/orders" % ctx["domain"]
    elif k == 2:
        s = "postgresql://%s:REDACTED@%s:5432/%s" % (ctx["user"], ctx["host"], ctx["db"])
    else:
        s = "token: \"[REDACTED]\"\nwebhook_url: https://hooks.slack.com/services/[REDACTED]"
    mc = L(ctx, ["The user pasted their config with the values already scrubbed, so I couldn't tell which key was wrong:",
                 "I only had a redacted copy of the {env} settings:"],
            ["사용자가 값을 이미 지운 설정을 붙여줘서 어떤 키가 잘못됐는지 알 수 없었다:",
             "{env_ko} 설정은 값이 가려진 사본만 있었다:"])
    ls = L(ctx, ["Redacted copies are fine for structure questions; to compare actual values, ask the user to check the last four characters in the vault.",
                 "The structure was the problem (wrong variable name), not the value."],
           ["가려진 사본으로도 구조 문제는 볼 수 있다. 실제 값 비교가 필요하면 vault에서 끝 4자리를 확인해 달라고 요청한다.",
            "문제는 값이 아니라 구조(변수 이름 오타)였다."])
    return clean_note(ctx, "clean: already-redacted values", mc, ls, snip=s, tag="")


def c_token_formats(lang):
    ctx = new_ctx(lang)
    k = deck("c_token_formats", 4)
    if k == 0:
        s = "[[rules]]\nid = \"github-pat\"\nregex = '''ghp_[0-9a-zA-Z]{36}'''\n\n[[rules]]\nid = \"slack-bot\"\nregex = '''xoxb-[0-9]{10,13}-[0-9]{10,13}-[a-zA-Z0-9]{24}'''"
        name = "gitleaks rules"
    elif k == 1:
        s = '"results": {\n  "config/%s.yaml": [\n    {\n      "type": "Secret Keyword",\n      "hashed_secret": "%s",\n      "is_verified": false,\n      "line_number": %d\n    }\n  ]\n}' % (ctx["env"], hexs(40), rint(3, 90))
        name = "detect-secrets baseline (hashed)"
    elif k == 2:
        s = "Found unverified result 🐷🔑❓\nDetector Type: Stripe\nRaw result: sk_live_****************%s\nFile: tests/fixtures/%s.json\nLine: %d" % (rs(AN, 4), ctx["svc"], rint(3, 200))
        name = "trufflehog masked finding"
    else:
        s = "AWS access key ids: AKIA + 16 chars [A-Z2-7]; secret keys: 40 chars base64-like.\nStripe: sk_live_/rk_live_ secret, pk_live_ public.\nGitHub: ghp_, gho_, ghs_, ghu_, github_pat_."
        name = "token format cheat-sheet"
    mc = L(ctx, ["I was asked to tune the secret scanner for {repo} and didn't know the token formats:",
                 "The scanner output for {repo} looked alarming:"],
            ["{repo}의 시크릿 스캐너를 조정해야 했는데 토큰 형식을 몰랐다:",
             "{repo}의 스캐너 결과가 심각해 보였다:"])
    ls = L(ctx, ["Rules match on prefix plus length; findings are reported masked or hashed, so the report itself contains no usable value.",
                 "A fixture with a masked value is not a leak; allowlist the fixture path instead of deleting the test."],
           ["규칙은 접두사와 길이로 매칭한다. 결과는 마스킹/해시되어 나오므로 리포트 자체에는 쓸 수 있는 값이 없다.",
            "마스킹된 값이 든 픽스처는 유출이 아니다. 테스트를 지우지 말고 픽스처 경로를 허용 목록에 넣을 것."])
    return clean_note(ctx, "clean: token-format docs / scanner output (%s)" % name, mc, ls, snip=s, tag="")


def c_empty_values(lang):
    ctx = new_ctx(lang)
    k = deck("c_empty_values", 3)
    if k == 0:
        s = "DB_PASSWORD=\nREDIS_PASSWORD=\nSTRIPE_SECRET_KEY=\nSENTRY_DSN="
    elif k == 1:
        s = "auth:\n  username: %s\n  password: \"\"\n  token: null\n  api_key: ~" % ctx["user"]
    else:
        s = '{\n  "clientSecret": "",\n  "apiKey": null,\n  "password": ""\n}'
    mc = L(ctx, ["{svc} started in {env} with empty credentials and only failed on the first request:",
                 "I didn't know the template ships with empty values:"],
            ["{env_ko}에서 {svc}이/가 빈 자격 증명으로 뜬 뒤 첫 요청에서야 실패했다:",
             "템플릿이 빈 값으로 배포된다는 걸 몰랐다:"])
    ls = L(ctx, ["Add a startup check that refuses to boot when a required secret is empty; failing late hides the cause.",
                 "Empty values mean the secret injection step did not run; check the init container logs."],
           ["필수 시크릿이 비어 있으면 부팅을 거부하는 시작 검사를 추가할 것. 늦게 실패하면 원인이 가려진다.",
            "값이 비어 있다는 건 시크릿 주입 단계가 실행되지 않았다는 뜻이다. init 컨테이너 로그를 확인할 것."])
    return clean_note(ctx, "clean: empty credential values", mc, ls, snip=s, tag="")


PLAIN_EN = [
    ("The test suite needs Docker running; `make test` fails with connection refused otherwise and the error doesn't mention Docker.",
     "Start Docker Desktop (or colima) before `make test`; the integration tests spin up Postgres and Redis containers."),
    ("I didn't know {svc} stores timestamps in UTC while the reports are in KST.",
     "Convert with `AT TIME ZONE 'Asia/Seoul'` in the report queries; never change the column type."),
    ("The migration for {db} was slow because I didn't know the table has 80M rows.",
     "Add indexes with `CREATE INDEX CONCURRENTLY` and split backfills into batches of 10k rows."),
    ("The flaky test in {repo} depends on dictionary ordering from an API response.",
     "Sort the list before asserting; the API does not guarantee order."),
    ("I didn't know the lint step runs with a different Python version than local.",
     "CI uses 3.11 from `.python-version`; install it with pyenv before reproducing lint errors."),
    ("The {svc} deploy pipeline has a manual approval step for {env} that nobody mentioned.",
     "After the build finishes, ask the release manager in #deploys to approve; it times out after 2 hours."),
    ("I changed the i18n keys in {repo} and the Korean strings disappeared.",
     "Keys must be updated in both `en.json` and `ko.json`; the loader silently falls back to the key name."),
    ("I didn't know {svc} caches feature flags for 5 minutes.",
     "After toggling a flag, wait 5 minutes or restart the pods; there is no cache-busting endpoint."),
    ("The cron in {env} runs in the container's timezone, which is UTC.",
     "Write schedules in UTC (e.g., 18:00 UTC for 03:00 KST) and comment the local time next to them."),
    ("I didn't know the monorepo uses pnpm workspaces; npm install broke the lock file.",
     "Use `pnpm install --frozen-lockfile`; npm and yarn rewrite the lock file in incompatible ways."),
    ("The load test against {env} triggered the rate limiter and paged on-call.",
     "Announce load tests in #ops and use the perf environment; staging shares the limiter with prod."),
    ("Builds were slow because the Docker layer cache was invalidated by copying the whole repo first.",
     "Copy dependency manifests first, install, then copy the source; cache hits went from 0 to ~90%."),
]
PLAIN_KO = [
    ("테스트 스위트는 Docker가 실행 중이어야 한다. 안 그러면 `make test`가 connection refused로 실패하는데 에러에 Docker 언급이 없다.",
     "`make test` 전에 Docker Desktop(또는 colima)을 켤 것. 통합 테스트가 Postgres와 Redis 컨테이너를 띄운다."),
    ("{svc}은/는 타임스탬프를 UTC로 저장하고 리포트는 KST라는 걸 몰랐다.",
     "리포트 쿼리에서 `AT TIME ZONE 'Asia/Seoul'`로 변환한다. 컬럼 타입은 바꾸지 말 것."),
    ("{db} 테이블이 8천만 건이라는 걸 몰라서 마이그레이션이 느렸다.",
     "인덱스는 `CREATE INDEX CONCURRENTLY`로 추가하고 백필은 1만 건 단위 배치로 나눈다."),
    ("{repo}의 불안정한 테스트는 API 응답의 순서에 의존하고 있었다.",
     "검증 전에 리스트를 정렬할 것. API는 순서를 보장하지 않는다."),
    ("CI의 린트 단계가 로컬과 다른 파이썬 버전으로 돈다는 걸 몰랐다.",
     "CI는 `.python-version`의 3.11을 쓴다. 린트 에러를 재현하려면 pyenv로 같은 버전을 설치할 것."),
    ("{env_ko} 배포 파이프라인에 수동 승인 단계가 있다는 걸 아무도 말해주지 않았다.",
     "빌드가 끝나면 #deploys 채널에서 릴리스 담당자에게 승인을 요청한다. 2시간 뒤 타임아웃된다."),
    ("{repo}의 i18n 키를 바꿨더니 한국어 문구가 사라졌다.",
     "키는 `en.json`과 `ko.json` 둘 다 수정해야 한다. 로더가 조용히 키 이름으로 대체한다."),
    ("{svc}이/가 기능 플래그를 5분간 캐시한다는 걸 몰랐다.",
     "플래그를 바꾼 뒤 5분 기다리거나 파드를 재시작한다. 캐시 무효화 엔드포인트는 없다."),
    ("{env_ko}의 크론은 컨테이너 타임존(UTC) 기준으로 돈다.",
     "스케줄은 UTC로 쓰고(예: KST 03:00 → UTC 18:00) 옆에 현지 시간을 주석으로 남긴다."),
    ("모노레포가 pnpm 워크스페이스를 쓰는 걸 몰라서 npm install로 lock 파일을 망가뜨렸다.",
     "`pnpm install --frozen-lockfile`을 쓸 것. npm과 yarn은 lock 파일을 호환되지 않게 다시 쓴다."),
    ("{env_ko} 대상 부하 테스트가 레이트 리미터를 건드려서 온콜이 호출됐다.",
     "부하 테스트는 #ops에 공지하고 perf 환경에서 한다. 스테이징은 운영과 리미터를 공유한다."),
    ("저장소 전체를 먼저 복사해서 Docker 레이어 캐시가 매번 무효화되어 빌드가 느렸다.",
     "의존성 매니페스트를 먼저 복사해 설치한 뒤 소스를 복사한다. 캐시 적중률이 0에서 약 90%로 올랐다."),
]


def c_plain(lang):
    ctx = new_ctx(lang)
    mc, ls = ch(PLAIN_EN if lang == "en" else PLAIN_KO)
    return clean_note(ctx, "clean: plain engineering note", mc, ls)


CLEAN_TEMPLATES = [
    ("placeholder", c_placeholder, 28, True),
    ("masked", c_masked, 26, True),
    ("secret_ref", c_secret_ref, 30, True),
    ("hashes", c_hashes, 32, True),
    ("ids_logs", c_ids_logs, 26, True),
    ("public_keys", c_public_keys, 30, True),
    ("nonsecret_ids", c_nonsecret_ids, 24, True),
    ("base64_data", c_base64_data, 14, True),
    ("long_ids", c_long_ids, 14, True),
    ("policy_flags", c_policy_flags, 22, True),
    ("encrypted", c_encrypted, 26, True),
    ("publishable", c_publishable, 24, True),
    ("already_redacted", c_already_redacted, 10, True),
    ("token_formats", c_token_formats, 12, True),
    ("empty_values", c_empty_values, 8, True),
    ("plain", c_plain, 34, False),
]
assert sum(w for (_, _, w, _) in CLEAN_TEMPLATES) == N_CLEAN


# ==========================================================================
# main: plan, generate (regenerating on any rule violation), shuffle, write
# ==========================================================================
MAX_ATTEMPTS = 400


def make_one(fn, lang, kind):
    for attempt in range(MAX_ATTEMPTS):
        del _VENDOR_POPPED[:]
        n = fn(lang)
        f = n["fields"]
        ok = sizes_ok(f)
        if ok and kind == "secret":
            ok = window_rule_ok(f, n["secrets"])
        if ok and kind == "clean":
            ok = not n["secrets"]
        if not ok:
            # regenerate from the same PRNG stream; the vendor(s) drawn go back on the
            # deck so that every vendor of the catalogue still gets its note
            _VENDOR_DECK.extend(reversed(_VENDOR_POPPED))
            continue
        return n, attempt
    raise RuntimeError("could not build a valid note with %s (%s)" % (fn.__name__, lang))


def plan(templates, n_en, n_ko):
    """Stratified plan: every template gets ~40 % Korean notes (largest-remainder
    rounding so that the totals are exactly n_en / n_ko), then the order is shuffled."""
    total = n_en + n_ko
    quotas = [t[2] * n_ko / total for t in templates]
    ko = [int(q) for q in quotas]
    order = sorted(range(len(templates)), key=lambda i: (-(quotas[i] - ko[i]), i))
    for i in order[:n_ko - sum(ko)]:
        ko[i] += 1
    pairs = []
    for t, k in zip(templates, ko):
        pairs += [(t, "ko")] * k + [(t, "en")] * (t[2] - k)
    assert sum(1 for p in pairs if p[1] == "ko") == n_ko and len(pairs) == total
    R.shuffle(pairs)
    return pairs


def build():
    records = []
    stats = {"retries": 0, "template_names": [], "vendors": []}
    for (name, fn, w), lang in plan(SECRET_TEMPLATES, N_EN, N_KO):
        n, tries = make_one(fn, lang, "secret")
        stats["retries"] += tries
        records.append({"lang": lang, "kind": "secret", "template": name, **n})
    for (name, fn, w, risky), lang in plan(CLEAN_TEMPLATES, N_EN, N_KO):
        n, tries = make_one(fn, lang, "clean")
        stats["retries"] += tries
        records.append({"lang": lang, "kind": "clean", "template": name, "risky": risky, **n})
    R.shuffle(records)
    out = []
    for i, r in enumerate(records, 1):
        out.append({"id": "%s%03d" % (ID_PREFIX, i), "lang": r["lang"], "kind": r["kind"],
                    "category": r["category"], "fields": r["fields"], "secrets": r["secrets"]})
    return out, records, stats


def final_checks(out, records):
    assert len(out) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in out]
    assert len(ids) == len(dict.fromkeys(ids))
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN), ("ko", N_KO)):
            got = sum(1 for r in out if r["kind"] == kind and r["lang"] == lang)
            assert got == n, (kind, lang, got)
    for r in out:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_NAMES)
        assert sizes_ok(r["fields"]), r["id"]
        if r["kind"] == "secret":
            assert window_rule_ok(r["fields"], r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
            if "[publishable]" in r["category"]:
                assert r["category"].endswith(" [publishable]")
    clean = [x for x in records if x["kind"] == "clean"]
    risky = sum(1 for x in clean if x["risky"])
    assert risky / len(clean) > 0.80, risky
    # every vendor of the catalogue has at least one secret note
    cats = "\n".join(r["category"] for r in out if r["kind"] == "secret")
    missing = [v["name"] for v in VENDORS if v["name"] not in cats]
    assert not missing, missing


def main():
    out, records, stats = build()
    final_checks(out, records)
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in out)
    data = text.encode("utf-8")
    if "--stdout" in sys.argv:
        sys.stdout.buffer.write(data)
    else:
        with open(OUT_PATH, "wb") as fh:
            fh.write(data)
    clean = [x for x in records if x["kind"] == "clean"]
    summary = {
        "notes": len(out),
        "by_kind_lang": {"%s/%s" % (k, l): sum(1 for r in out if r["kind"] == k and r["lang"] == l)
                         for k in ("secret", "clean") for l in ("en", "ko")},
        "secret_values": sum(len(r["secrets"]) for r in out),
        "secret_templates": len(SECRET_TEMPLATES),
        "clean_templates": len(CLEAN_TEMPLATES),
        "distinct_categories": len(dict.fromkeys(r["category"] for r in out)),
        "vendor_catalogue": len(VENDORS),
        "vendors_in_secret_notes": sum(1 for v in VENDORS if any(v["name"] in r["category"] for r in out if r["kind"] == "secret")),
        "vendor_regions": VENDOR_REGION_COUNT,
        "clean_risky": sum(1 for x in clean if x["risky"]),
        "publishable": sum(1 for r in out if r["category"].endswith("[publishable]")),
        "regenerations": stats["retries"],
        "per_template": {"%s/%s" % (x["kind"], x["template"]): "en %d, ko %d" % (
            sum(1 for y in records if y["template"] == x["template"] and y["kind"] == x["kind"] and y["lang"] == "en"),
            sum(1 for y in records if y["template"] == x["template"] and y["kind"] == x["kind"] and y["lang"] == "ko"))
            for x in records if True},
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    sys.stderr.write(json.dumps(summary, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
