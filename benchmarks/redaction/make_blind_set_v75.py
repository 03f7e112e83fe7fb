#!/usr/bin/env python3
"""Generator for blind_set_v75.jsonl: a blind evaluation set for a credential-redaction filter.

Python 3 standard library only, no network. A single PRNG, random.Random(75_2026_1127), drives
every choice. No iteration over sets; output is byte-identical on every run and under any
PYTHONHASHSEED.

Usage:  python3 make_blind_set_v75.py [output_path]
"""
import base64
import json
import random
import sys
import urllib.parse

SEED = 75_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_EACH = 216          # 60% of 360
N_KO_EACH = 144          # 40% of 360
ID_PREFIX = "ee"

# --------------------------------------------------------------------------------------------
# basic random helpers (all draw from R)
# --------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AL = UP + LO + DG
ALU = UP + DG
ALL = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DG + "+/"
B64URL = UP + LO + DG + "-_"
B32 = UP + "234567"
B32L = LO + "234567"
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~"


def rs(alpha, n):
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rint(a, b):
    return R.randint(a, b)


def pick(seq):
    return seq[R.randrange(len(seq))]


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode("ascii")


def b64url(bs, pad=False):
    s = base64.urlsafe_b64encode(bs).decode("ascii")
    return s if pad else s.rstrip("=")


def b64s(s):
    return b64(s.encode("utf-8"))


def hexs(n):
    return rs(HEX, n)


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = pick("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[0:8], h[8:12], h[12:16], h[16:20], h[20:32])


def digits(n, lead_nonzero=True):
    s = rs(DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick("123456789") + s[1:]
    return s


def mixed(alpha, n, need=(UP, LO, DG)):
    """random string over alpha that contains at least one char of each class in need"""
    while True:
        s = rs(alpha, n)
        if all(any(c in cls for c in s) for cls in need):
            return s


def wrap_lines(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def bq(s):
    return "`" + s + "`"


def fence(body, lang_tag=""):
    return "```" + lang_tag + "\n" + body.rstrip("\n") + "\n```"


def L(lang, en, ko):
    return en if lang == "en" else ko


# --------------------------------------------------------------------------------------------
# word lists and names (plain vocabulary, not credentials)
# --------------------------------------------------------------------------------------------
EN_WORDS = (
    "apple river stone maple orbit tunnel velvet copper lantern meadow falcon harbor pepper "
    "silver window rocket garden thunder candle marble winter summer autumn spring butter "
    "crystal shadow willow anchor bridge castle dragon ember forest glacier hollow island "
    "jungle kettle lemon mirror nickel ocean pebble quartz raven saddle timber umbrella "
    "violet walnut yellow zebra bamboo cactus dolphin eagle feather ginger honey iris jasmine "
    "koala lotus mango nectar olive panda quill rabbit sunset tiger unicorn valley whisper "
    "yogurt zenith basket cobalt desert engine fabric goblin hammer igloo jacket kitten ladder "
    "magnet needle oyster parrot rhythm saturn tomato vortex wizard pixel banjo comet donut"
).split()

KO_WORDS = (
    "사랑 하늘 바다 고양이 강아지 봄날 별빛 달빛 햇살 구름 바람 소나무 벚꽃 무지개 여름 겨울 가을 "
    "행복 우리집 토끼 호랑이 감자 고구마 떡볶이 김치 커피 라면 사과 딸기 수박 바나나 초코 "
    "엄마 아빠 친구 주말 월요일 서울 부산 제주 한강 남산 보물 비밀 열쇠 대박 화이팅 꿈나무 "
    "은하수 새벽 노을 파도 눈사람 첫눈 단풍 목련 해바라기 나비 참새 펭귄"
).split()

EN_FIRST = ("Alex Priya Jordan Sam Morgan Chen Lena Omar Sofia Mateo Hannah Ravi Nina Tom "
            "Grace Diego Yuki Kenji Aiko Ingrid Lars Fatima Noah Emma Lucas Mia Ethan Chloe").split()
KO_NAMES = ("김민준 이서연 박지훈 최수아 정예준 강하은 조도윤 윤지우 장서준 임하린 한지민 오세훈 "
            "신유진 권도현 황보람 송민서 류하준 문채원 배성민 남궁현").split()
KO_GIVEN_ROMAN = ("minjun seoyeon jihoon sua yejun haeun doyoon jiwoo seojun harin jimin sehun "
                  "yujin dohyun boram minseo hajun chaewon sungmin hyun").split()
KO_FAMILY_ROMAN = "kim lee park choi jung kang cho yoon jang lim han oh shin kwon song".split()

TEAMS_EN = ["payments", "platform", "search", "growth", "data", "infra", "mobile", "billing",
            "identity", "checkout", "notifications", "analytics", "ml", "support-tools"]
TEAMS_KO = ["결제팀", "플랫폼팀", "검색팀", "그로스팀", "데이터팀", "인프라팀", "모바일팀", "정산팀",
            "인증팀", "주문팀", "알림팀", "분석팀", "ML팀", "CS툴팀"]
SERVICES = ["order-api", "billing-worker", "auth-gateway", "search-indexer", "notify-svc",
            "report-cron", "media-uploader", "ledger", "checkout-web", "admin-portal",
            "inventory-sync", "pricing-engine", "webhook-relay", "etl-runner", "chat-bot",
            "coupon-service", "settlement-batch", "user-profile", "geo-lookup", "feature-flags"]
ENVS = ["prod", "production", "staging", "stg", "dev", "qa", "sandbox", "preprod"]
DOMAINS = ["example.com", "example.co.kr", "example.jp", "example.cn", "example.de",
           "corp.internal", "svc.cluster.local", "example.net", "acme-shop.kr", "lab.internal"]
REGIONS_AWS = ["us-east-1", "us-west-2", "ap-northeast-2", "ap-northeast-1", "eu-central-1",
               "eu-west-1", "ap-southeast-1"]
FILES_CFG = [".env", ".env.local", ".env.production", "config/settings.yaml", "deploy/values.yaml",
             "docker-compose.yml", "config/app.toml", "conf/app.ini", "src/main/resources/application.properties",
             "k8s/secret.yaml", ".github/workflows/deploy.yml", ".gitlab-ci.yml", "terraform/terraform.tfvars",
             "scripts/deploy.sh", "settings/local.py", "config/credentials.json", "appsettings.json",
             "Dockerfile", "Makefile", "ansible/group_vars/all.yml"]


def person_en():
    return pick(EN_FIRST)


def person_ko():
    return pick(KO_NAMES)


def username():
    style = rint(0, 5)
    if style == 0:
        return pick(KO_FAMILY_ROMAN) + "." + pick(KO_GIVEN_ROMAN)
    if style == 1:
        return pick(EN_FIRST).lower() + pick(["", ".", "_"]) + pick(LO) + str(rint(1, 99))
    if style == 2:
        return pick(["svc_", "app_", "ci-", "deploy-", "bot-", "etl_"]) + pick(SERVICES).split("-")[0]
    if style == 3:
        return pick(["admin", "root", "postgres", "ubuntu", "ec2-user", "deploy", "jenkins", "sa"])
    if style == 4:
        return pick(KO_GIVEN_ROMAN) + str(rint(80, 99))
    return pick(["dev", "ops", "readonly", "writer", "migrator", "reporter"]) + "_" + pick(ENVS)


def host(kind="db"):
    env = pick(["prod", "stg", "dev", "qa"])
    base = {
        "db": ["db", "pg", "mysql", "maria", "rds", "aurora"],
        "cache": ["redis", "cache", "valkey", "memcached"],
        "mq": ["rabbit", "mq", "amqp", "kafka"],
        "web": ["api", "gw", "www", "admin", "internal-api"],
        "mongo": ["mongo", "docdb", "cluster0"],
    }[kind]
    return "%s-%s-%02d.%s" % (pick(base), env, rint(1, 12), pick(DOMAINS))


def email(user=None):
    return (user or username().replace("_", ".")) + "@" + pick(DOMAINS)


def ipv4_private():
    return pick(["10.%d.%d.%d" % (rint(0, 255), rint(0, 255), rint(1, 254)),
                 "172.%d.%d.%d" % (rint(16, 31), rint(0, 255), rint(1, 254)),
                 "192.168.%d.%d" % (rint(0, 255), rint(1, 254))])


def date_str():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def ts_str():
    return "%sT%02d:%02d:%02d.%03dZ" % (date_str(), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def ticket():
    return pick(["OPS", "INFRA", "PAY", "SEC", "PLAT", "BE", "DATA", "MOB"]) + "-" + str(rint(100, 9999))


# --------------------------------------------------------------------------------------------
# passwords (all bodies random)
# --------------------------------------------------------------------------------------------
# Korean 2-set (dubeolsik) keyboard: Hangul typed with the IME off
_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl",
         "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a",
         "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(word):
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


DEFAULT_FORBID = "\"'\\`| "


def _ok_pw(pw, forbid, minlen=8):
    return len(pw) >= minlen and not any(c in forbid for c in pw)


def pw_human(forbid=DEFAULT_FORBID):
    while True:
        w = pick(EN_WORDS)
        style = rint(0, 6)
        if style == 0:
            pw = w.capitalize() + str(rint(2015, 2026)) + pick("!@#$%*?")
        elif style == 1:
            leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1").replace("s", "$")
            pw = leet.capitalize() + str(rint(1, 999)) + pick(["!", "!!", "#", ""])
        elif style == 2:
            pw = pick(EN_FIRST) + pick(["", ".", "_"]) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick("!@#*")
        elif style == 3:
            pw = pick(["Welcome", "Spring", "Summer", "Autumn", "Winter", "Company", "Office"]) + \
                pick(["@", "#", ""]) + str(rint(2019, 2026)) + pick(["!", "", "?", "$"])
        elif style == 4:
            pw = w.capitalize() + pick(EN_WORDS).capitalize() + str(rint(10, 99)) + pick("!.#")
        elif style == 5:
            pw = pick(EN_WORDS) + str(rint(100, 9999)) + pick(EN_WORDS).upper()[:3]
        else:
            pw = pick(["Qwer", "Asdf", "Zxcv"]) + str(rint(1000, 9999)) + pick("!@#$") + pick(EN_WORDS)[:3]
        if _ok_pw(pw, forbid):
            return pw


def pw_passphrase(forbid=DEFAULT_FORBID):
    while True:
        n = rint(3, 5)
        sep = pick(["-", ".", "_", "+", " ", ""])
        ws = [pick(EN_WORDS) for _ in range(n)]
        if sep == "":
            ws = [x.capitalize() for x in ws]
        if chance(0.5):
            ws.insert(rint(0, n), str(rint(1, 99)))
        pw = sep.join(ws)
        if _ok_pw(pw, forbid):
            return pw


def pw_punct(forbid=DEFAULT_FORBID):
    alpha = "".join(c for c in AL + PUNCT if c not in forbid)
    while True:
        pw = rs(alpha, rint(12, 26))
        if sum(1 for c in pw if c in PUNCT) >= 3 and any(c in DG for c in pw) and _ok_pw(pw, forbid):
            return pw


def pw_machine(forbid=DEFAULT_FORBID):
    style = rint(0, 3)
    while True:
        if style == 0:
            pw = mixed(AL, rint(20, 32))
        elif style == 1:
            pw = b64(rbytes(rint(18, 33)))
        elif style == 2:
            pw = hexs(rint(24, 48))
        else:
            pw = "-".join(rs(ALL, 6) for _ in range(3))
        if _ok_pw(pw, forbid):
            return pw


def pw_korkbd(forbid=DEFAULT_FORBID):
    while True:
        w = pick(KO_WORDS) + (pick(KO_WORDS) if chance(0.5) else "")
        pw = hangul_to_qwerty(w)
        if chance(0.5):
            pw = pw[0].upper() + pw[1:]
        pw += pick(["", str(rint(1, 9999))]) + pick(["!", "@", "#", "^^", "", "*"])
        if _ok_pw(pw, forbid):
            return pw


def pw_hangul(forbid=DEFAULT_FORBID):
    while True:
        pw = pick(KO_WORDS) + pick(["", pick(KO_WORDS)]) + pick(["", str(rint(1, 9999))]) + pick(["!", "", "@", "#", "^^", "~"])
        if chance(0.3):
            pw = pick(["내", "우리", "나의", "최고"]) + pw
        if _ok_pw(pw, forbid):
            return pw


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("generated", pw_machine), ("korean-keyboard", pw_korkbd), ("hangul", pw_hangul)]


def any_password(forbid=DEFAULT_FORBID, kinds=None):
    cands = [k for k in PW_KINDS if kinds is None or k[0] in kinds]
    name, fn = pick(cands)
    return name, fn(forbid)


# --------------------------------------------------------------------------------------------
# vendors: documented token shapes, random bodies
#   each generator returns a list of items (KEY, value, is_secret); KEY is an env-var style name
#   'use' says how the main secret travels in an HTTP call; 'api' is the API host
# --------------------------------------------------------------------------------------------
class Vendor:
    def __init__(self, name, region, gen, use="bearer", api=None, ko=None):
        self.name = name
        self.region = region
        self.gen = gen
        self.use = use
        self.api = api
        self.ko = ko or name


VENDORS = []


def vendor(name, region, use="bearer", api=None, ko=None):
    def deco(fn):
        VENDORS.append(Vendor(name, region, fn, use, api, ko))
        return fn
    return deco


# ---- global ----
@vendor("AWS IAM access key", "global", use="aws", api="sts.amazonaws.com")
def _v_aws():
    return [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
            ("AWS_DEFAULT_REGION", pick(REGIONS_AWS), False)]


@vendor("AWS STS temporary credentials", "global", use="aws", api="s3.amazonaws.com")
def _v_aws_sts():
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(B64, rint(300, 420)), True)]


@vendor("GitHub personal access token (classic)", "global", use="token", api="api.github.com")
def _v_gh_classic():
    return [("GITHUB_TOKEN", "ghp_" + rs(AL, 36), True)]


@vendor("GitHub fine-grained token", "global", use="bearer", api="api.github.com")
def _v_gh_fine():
    return [("GH_TOKEN", "github_pat_" + rs(ALU, 22) + "_" + rs(AL, 59), True)]


@vendor("GitHub App installation token", "global", use="bearer", api="api.github.com")
def _v_gh_ghs():
    return [("GITHUB_APP_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + rs(AL, 36), True)]


@vendor("GitLab personal access token", "global", use="header:PRIVATE-TOKEN", api="gitlab.com")
def _v_gitlab():
    return [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)]


@vendor("GitLab runner token", "global", use="none", api="gitlab.com")
def _v_gitlab_runner():
    return [("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)]


@vendor("Slack bot token", "global", use="bearer", api="slack.com")
def _v_slack_bot():
    return [("SLACK_BOT_TOKEN", "xoxb-" + digits(rint(10, 13)) + "-" + digits(rint(10, 13)) + "-" + rs(AL, 24), True)]


@vendor("Slack user token", "global", use="bearer", api="slack.com")
def _v_slack_user():
    return [("SLACK_USER_TOKEN", "xoxp-" + digits(11) + "-" + digits(12) + "-" + digits(13) + "-" + hexs(32), True)]


@vendor("Slack app-level token", "global", use="bearer", api="slack.com")
def _v_slack_app():
    return [("SLACK_APP_TOKEN", "xapp-1-A0" + rs(ALU, 9) + "-" + digits(13) + "-" + hexs(64), True)]


@vendor("Slack signing secret", "global", use="none", api="slack.com")
def _v_slack_sign():
    return [("SLACK_SIGNING_SECRET", hexs(32), True)]


@vendor("Stripe secret key", "global", use="basic-user", api="api.stripe.com")
def _v_stripe():
    return [("STRIPE_SECRET_KEY", "sk_live_" + (rs(AL, 99) if chance(0.5) else rs(AL, 24)), True)]


@vendor("Stripe restricted key", "global", use="bearer", api="api.stripe.com")
def _v_stripe_rk():
    return [("STRIPE_API_KEY", "rk_live_" + rs(AL, pick([24, 99])), True)]


@vendor("Stripe webhook signing secret", "global", use="none", api="api.stripe.com")
def _v_stripe_wh():
    return [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AL, 32), True)]


@vendor("OpenAI project key", "global", use="bearer", api="api.openai.com")
def _v_openai():
    return [("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74), True)]


@vendor("OpenAI legacy key", "global", use="bearer", api="api.openai.com")
def _v_openai_old():
    return [("OPENAI_API_KEY", "sk-" + rs(AL, 20) + "T3BlbkFJ" + rs(AL, 20), True)]


@vendor("Anthropic API key", "global", use="header:x-api-key", api="api.anthropic.com")
def _v_anthropic():
    return [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA", True)]


@vendor("Google Gemini API key", "global", use="header:x-goog-api-key", api="generativelanguage.googleapis.com")
def _v_gemini():
    return [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)]


@vendor("Google OAuth client secret", "global", use="none", api="oauth2.googleapis.com")
def _v_gocspx():
    return [("GOOGLE_CLIENT_ID", digits(12) + "-" + rs(ALL, 32) + ".apps.googleusercontent.com", False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)]


@vendor("npm access token", "global", use="npmrc", api="registry.npmjs.org")
def _v_npm():
    return [("NPM_TOKEN", "npm_" + rs(AL, 36), True)]


@vendor("PyPI API token", "global", use="pypirc", api="upload.pypi.org")
def _v_pypi():
    return [("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(140, 190)), True)]


@vendor("Docker Hub access token", "global", use="docker", api="hub.docker.com")
def _v_docker():
    return [("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)]


@vendor("DigitalOcean token", "global", use="bearer", api="api.digitalocean.com")
def _v_do():
    return [("DIGITALOCEAN_TOKEN", "dop_v1_" + hexs(64), True)]


@vendor("Shopify Admin API token", "global", use="header:X-Shopify-Access-Token", api="acme-shop.myshopify.com")
def _v_shopify():
    return [("SHOPIFY_ACCESS_TOKEN", "shpat_" + hexs(32), True)]


@vendor("Atlassian API token", "global", use="basic-email", api="acme.atlassian.net")
def _v_atlassian():
    return [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + hexs(8).upper(), True)]


@vendor("Azure Storage account key", "global", use="none", api="core.windows.net")
def _v_azure_storage():
    return [("AZURE_STORAGE_ACCOUNT", "st" + rs(ALL, 10), False),
            ("AZURE_STORAGE_KEY", b64(rbytes(64)), True)]


@vendor("Azure AD client secret", "global", use="none", api="login.microsoftonline.com")
def _v_azure_ad():
    return [("AZURE_CLIENT_ID", uuid4(), False),
            ("AZURE_CLIENT_SECRET", rs(AL, 3) + pick("78") + "Q~" + rs(AL + "_~.-", 34), True)]


@vendor("Azure DevOps PAT", "global", use="basic-empty", api="dev.azure.com")
def _v_ado():
    return [("AZURE_DEVOPS_PAT", rs(B32L, 52), True)]


@vendor("Datadog API key", "global", use="header:DD-API-KEY", api="api.datadoghq.com")
def _v_datadog():
    return [("DD_API_KEY", hexs(32), True), ("DD_APP_KEY", hexs(40), True)]


@vendor("New Relic user key", "global", use="header:Api-Key", api="api.newrelic.com")
def _v_newrelic():
    return [("NEW_RELIC_API_KEY", "NRAK-" + rs(ALU, 27), True)]


@vendor("Sentry auth token", "global", use="bearer", api="sentry.io")
def _v_sentry():
    return [("SENTRY_AUTH_TOKEN", "sntryu_" + hexs(64), True)]


@vendor("HashiCorp Vault token", "global", use="header:X-Vault-Token", api="vault.corp.internal:8200")
def _v_vault():
    return [("VAULT_TOKEN", "hvs." + rs(AL, 24) + rs(B64URL, rint(60, 80)), True)]


@vendor("Terraform Cloud token", "global", use="bearer", api="app.terraform.io")
def _v_tfc():
    return [("TFE_TOKEN", rs(AL, 14) + ".atlasv1." + rs(AL, 67), True)]


@vendor("Cloudflare API token", "global", use="bearer", api="api.cloudflare.com")
def _v_cloudflare():
    return [("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)]


@vendor("Postman API key", "global", use="header:X-API-Key", api="api.getpostman.com")
def _v_postman():
    return [("POSTMAN_API_KEY", "PMAK-" + hexs(24) + "-" + hexs(34), True)]


@vendor("Figma personal access token", "global", use="header:X-Figma-Token", api="api.figma.com")
def _v_figma():
    return [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)]


@vendor("Linear API key", "global", use="raw-auth", api="api.linear.app")
def _v_linear():
    return [("LINEAR_API_KEY", "lin_api_" + rs(AL, 40), True)]


@vendor("Notion integration secret", "global", use="bearer", api="api.notion.com")
def _v_notion():
    return [("NOTION_TOKEN", pick(["secret_" + rs(AL, 43), "ntn_" + digits(11) + rs(AL, 35)]), True)]


@vendor("Hugging Face token", "global", use="bearer", api="huggingface.co")
def _v_hf():
    return [("HF_TOKEN", "hf_" + rs(AL, 34), True)]


@vendor("Discord bot token", "global", use="bot", api="discord.com")
def _v_discord():
    uid = digits(rint(18, 19))
    return [("DISCORD_TOKEN", b64s(uid).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38), True)]


@vendor("Telegram bot token", "global", use="path", api="api.telegram.org")
def _v_telegram():
    return [("TELEGRAM_BOT_TOKEN", digits(rint(9, 10)) + ":AA" + rs(B64URL, 33), True)]


@vendor("Grafana service account token", "global", use="bearer", api="grafana.corp.internal")
def _v_grafana():
    return [("GRAFANA_TOKEN", "glsa_" + rs(AL, 32) + "_" + hexs(8), True)]


@vendor("Pulumi access token", "global", use="token", api="api.pulumi.com")
def _v_pulumi():
    return [("PULUMI_ACCESS_TOKEN", "pul-" + hexs(40), True)]


@vendor("Doppler service token", "global", use="bearer", api="api.doppler.com")
def _v_doppler():
    return [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AL, 40), True)]


@vendor("Okta API token", "global", use="ssws", api="acme.okta.com")
def _v_okta():
    return [("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)]


@vendor("Square access token", "global", use="bearer", api="connect.squareup.com")
def _v_square():
    return [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True)]


@vendor("Mapbox secret token", "global", use="query:access_token", api="api.mapbox.com")
def _v_mapbox():
    user = pick(KO_GIVEN_ROMAN + [x.lower() for x in EN_FIRST])
    payload = b64url(('{"u":"%s","a":"%s"}' % (user, rs(ALL, 25))).encode())
    return [("MAPBOX_SECRET_TOKEN", "sk." + payload + "." + rs(B64URL, 22), True)]


@vendor("Databricks PAT", "global", use="bearer", api="adb-1234.azuredatabricks.net")
def _v_databricks():
    return [("DATABRICKS_TOKEN", "dapi" + hexs(32) + pick(["", "-2", "-3"]), True)]


@vendor("Supabase access token", "global", use="bearer", api="api.supabase.com")
def _v_supabase():
    return [("SUPABASE_ACCESS_TOKEN", "sbp_" + hexs(40), True)]


@vendor("Netlify access token", "global", use="bearer", api="api.netlify.com")
def _v_netlify():
    return [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AL, 36), True)]


@vendor("Replicate API token", "global", use="bearer", api="api.replicate.com")
def _v_replicate():
    return [("REPLICATE_API_TOKEN", "r8_" + rs(AL, 37), True)]


@vendor("Groq API key", "global", use="bearer", api="api.groq.com")
def _v_groq():
    return [("GROQ_API_KEY", "gsk_" + rs(AL, 52), True)]


@vendor("Perplexity API key", "global", use="bearer", api="api.perplexity.ai")
def _v_pplx():
    return [("PPLX_API_KEY", "pplx-" + rs(AL, 48), True)]


@vendor("Airtable personal access token", "global", use="bearer", api="api.airtable.com")
def _v_airtable():
    return [("AIRTABLE_TOKEN", "pat" + rs(AL, 14) + "." + hexs(64), True)]


@vendor("Dropbox access token", "global", use="bearer", api="api.dropboxapi.com")
def _v_dropbox():
    return [("DROPBOX_TOKEN", "sl." + rs(B64URL, rint(130, 150)), True)]


@vendor("SendGrid API key", "global", use="bearer", api="api.sendgrid.com")
def _v_sendgrid():
    return [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)]


@vendor("Mailgun API key", "global", use="basic-api", api="api.mailgun.net")
def _v_mailgun():
    return [("MAILGUN_API_KEY", pick(["key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)]), True)]


@vendor("Mailchimp API key", "global", use="basic-any", api="us12.api.mailchimp.com")
def _v_mailchimp():
    return [("MAILCHIMP_API_KEY", hexs(32) + "-us" + str(rint(1, 21)), True)]


@vendor("Twilio auth token", "global", use="basic-sid", api="api.twilio.com")
def _v_twilio():
    return [("TWILIO_ACCOUNT_SID", "AC" + hexs(32), False),
            ("TWILIO_AUTH_TOKEN", hexs(32), True)]


@vendor("Heroku API key", "global", use="bearer", api="api.heroku.com")
def _v_heroku():
    return [("HEROKU_API_KEY", "HRKU-AA" + rs(B64URL, 58), True)]


@vendor("Algolia admin API key", "global", use="header:X-Algolia-API-Key", api="XYZ-dsn.algolia.net")
def _v_algolia():
    return [("ALGOLIA_APP_ID", rs(ALU, 10), False), ("ALGOLIA_ADMIN_KEY", hexs(32), True)]


@vendor("CircleCI personal token", "global", use="header:Circle-Token", api="circleci.com")
def _v_circle():
    return [("CIRCLE_TOKEN", "CCIPAT_" + rs(AL, 22) + "_" + hexs(40), True)]


@vendor("Bitbucket app password", "global", use="basic-user", api="api.bitbucket.org")
def _v_bitbucket():
    return [("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AL, 32) + hexs(8).upper(), True)]


@vendor("Contentful management token", "global", use="bearer", api="api.contentful.com")
def _v_contentful():
    return [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)]


@vendor("Asana personal access token", "global", use="bearer", api="app.asana.com")
def _v_asana():
    return [("ASANA_PAT", "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32), True)]


@vendor("JFrog reference token", "global", use="bearer", api="acme.jfrog.io")
def _v_jfrog():
    return [("JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOj" + rs(AL, 50), True)]


@vendor("SonarQube token", "global", use="basic-user", api="sonar.corp.internal")
def _v_sonar():
    return [("SONAR_TOKEN", pick(["squ_", "sqp_", "sqa_"]) + hexs(40), True)]


@vendor("Buildkite API token", "global", use="bearer", api="api.buildkite.com")
def _v_buildkite():
    return [("BUILDKITE_API_TOKEN", "bkua_" + hexs(40), True)]


@vendor("age secret key", "global", use="none", api=None)
def _v_age():
    return [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), True)]


@vendor("Braintree access token", "global", use="bearer", api="payments.braintree-api.com")
def _v_braintree():
    return [("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(ALL, 16) + "$" + hexs(32), True)]


@vendor("Firebase Cloud Messaging server key", "global", use="fcm", api="fcm.googleapis.com")
def _v_fcm():
    return [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)]


@vendor("Meta Graph API access token", "global", use="query:access_token", api="graph.facebook.com")
def _v_meta():
    return [("FB_ACCESS_TOKEN", "EAA" + pick(["G", "B", "J", "I"]) + rs(AL, rint(170, 200)), True)]


@vendor("Pinecone API key", "global", use="header:Api-Key", api="api.pinecone.io")
def _v_pinecone():
    return [("PINECONE_API_KEY", "pcsk_" + rs(AL, 5) + "_" + rs(AL, 63), True)]


@vendor("LangSmith API key", "global", use="header:x-api-key", api="api.smith.langchain.com")
def _v_langsmith():
    return [("LANGSMITH_API_KEY", "lsv2_" + pick(["pt_", "sk_"]) + hexs(32) + "_" + hexs(10), True)]


@vendor("Tailscale auth key", "global", use="none", api="api.tailscale.com")
def _v_tailscale():
    return [("TS_AUTHKEY", "tskey-auth-" + rs(AL, 12) + "CNTRL-" + rs(AL, 33), True)]


@vendor("ngrok authtoken", "global", use="none", api="api.ngrok.com")
def _v_ngrok():
    return [("NGROK_AUTHTOKEN", digits(1) + rs(AL, 26) + "_" + rs(AL, 21), True)]


@vendor("Resend API key", "global", use="bearer", api="api.resend.com")
def _v_resend():
    return [("RESEND_API_KEY", "re_" + rs(AL, 8) + "_" + rs(AL, 24), True)]


@vendor("Postmark server token", "global", use="header:X-Postmark-Server-Token", api="api.postmarkapp.com")
def _v_postmark():
    return [("POSTMARK_SERVER_TOKEN", uuid4(), True)]


@vendor("Cohere API key", "global", use="bearer", api="api.cohere.com")
def _v_cohere():
    return [("COHERE_API_KEY", rs(AL, 40), True)]


# ---- Korea ----
@vendor("Naver Cloud Platform API key", "korea", use="ncp", api="ncloud.apigw.ntruss.com", ko="네이버 클라우드(NCP) API 키")
def _v_ncp():
    ak = pick(["ncp_iam_BPAMKR" + rs(AL, 16), rs(AL, 20)])
    return [("NCLOUD_ACCESS_KEY", ak, True), ("NCLOUD_SECRET_KEY", rs(AL, 40), True)]


@vendor("Naver Developers client secret", "korea", use="header:X-Naver-Client-Secret", api="openapi.naver.com", ko="네이버 개발자센터 Client Secret")
def _v_naver_open():
    return [("NAVER_CLIENT_ID", rs(AL + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(AL + "_", 10), True)]


@vendor("Kakao REST API key", "korea", use="kakaoak", api="dapi.kakao.com", ko="카카오 REST API 키")
def _v_kakao_rest():
    return [("KAKAO_REST_API_KEY", hexs(32), True)]


@vendor("Kakao Admin key", "korea", use="kakaoak", api="kapi.kakao.com", ko="카카오 어드민 키")
def _v_kakao_admin():
    return [("KAKAO_ADMIN_KEY", hexs(32), True)]


@vendor("Kakao Login client secret", "korea", use="none", api="kauth.kakao.com", ko="카카오 로그인 Client Secret")
def _v_kakao_cs():
    return [("KAKAO_CLIENT_ID", hexs(32), False), ("KAKAO_CLIENT_SECRET", rs(AL, 32), True)]


@vendor("Toss Payments secret key", "korea", use="basic-user", api="api.tosspayments.com", ko="토스페이먼츠 시크릿 키")
def _v_toss():
    return [("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(AL, rint(20, 28)), True)]


@vendor("PortOne API secret", "korea", use="portone", api="api.portone.io", ko="포트원(PortOne) API Secret")
def _v_portone():
    return [("PORTONE_API_SECRET", rs(AL, 80), True)]


@vendor("NHN Cloud Notification secret key", "korea", use="header:X-Secret-Key", api="api-sms.cloud.toast.com", ko="NHN Cloud 알림 Secret Key")
def _v_nhn():
    return [("NHN_APP_KEY", rs(AL, 16), False), ("NHN_SECRET_KEY", mixed(AL, 8), True)]


@vendor("Solapi (CoolSMS) API key", "korea", use="hmac", api="api.solapi.com", ko="솔라피(쿨에스엠에스) API 키")
def _v_solapi():
    return [("SOLAPI_API_KEY", "NCS" + rs(ALU, 13), True), ("SOLAPI_API_SECRET", rs(ALU, 32), True)]


@vendor("Aligo SMS API key", "korea", use="form:key", api="apis.aligo.in", ko="알리고 SMS API 키")
def _v_aligo():
    return [("ALIGO_USER_ID", username(), False), ("ALIGO_API_KEY", rs(ALL, 32), True)]


@vendor("NICEPAY merchant key", "korea", use="none", api="webapi.nicepay.co.kr", ko="나이스페이 상점키")
def _v_nicepay():
    return [("NICEPAY_MID", "nicepay" + digits(3) + "m", False), ("NICEPAY_MERCHANT_KEY", b64(rbytes(64)), True)]


@vendor("KG Inicis sign key", "korea", use="none", api="iniapi.inicis.com", ko="KG이니시스 signKey")
def _v_inicis():
    return [("INICIS_MID", "INIpay" + digits(4), False), ("INICIS_SIGN_KEY", b64(rbytes(24)), True)]


@vendor("Channel Talk access secret", "korea", use="header:x-access-secret", api="api.channel.io", ko="채널톡 Access Secret")
def _v_channeltalk():
    return [("CHANNEL_ACCESS_KEY", hexs(24), True), ("CHANNEL_ACCESS_SECRET", hexs(32), True)]


@vendor("KakaoPay admin key", "korea", use="kakaoak", api="kapi.kakao.com", ko="카카오페이 Admin 키")
def _v_kakaopay():
    return [("KAKAOPAY_ADMIN_KEY", hexs(32), True)]


@vendor("Coupang Open API secret key", "korea", use="hmac", api="api-gateway.coupang.com", ko="쿠팡 Open API 시크릿 키")
def _v_coupang():
    return [("COUPANG_ACCESS_KEY", uuid4(), True), ("COUPANG_SECRET_KEY", hexs(40), True)]


@vendor("Upbit Open API key", "korea", use="jwt", api="api.upbit.com", ko="업비트 Open API 키")
def _v_upbit():
    return [("UPBIT_ACCESS_KEY", rs(AL, 40), True), ("UPBIT_SECRET_KEY", rs(AL, 40), True)]


@vendor("data.go.kr service key", "korea", use="query:serviceKey", api="apis.data.go.kr", ko="공공데이터포털 서비스키")
def _v_datagokr():
    raw = b64(rbytes(rint(60, 72)))
    return [("DATA_GO_KR_SERVICE_KEY", urllib.parse.quote(raw, safe=""), True)]


@vendor("KIS Developers app secret", "korea", use="kis", api="openapi.koreainvestment.com:9443", ko="한국투자증권 KIS Developers 앱시크릿")
def _v_kis():
    return [("KIS_APP_KEY", "PS" + rs(AL, 34), True), ("KIS_APP_SECRET", b64(rbytes(135)), True)]


@vendor("Cafe24 API client secret", "korea", use="none", api="acmeshop.cafe24api.com", ko="카페24 API client_secret")
def _v_cafe24():
    return [("CAFE24_CLIENT_ID", rs(AL, 22), False), ("CAFE24_CLIENT_SECRET", rs(AL, 22), True)]


@vendor("Sendbird API token", "korea", use="header:Api-Token", api="api-XXXX.sendbird.com", ko="센드버드 API 토큰")
def _v_sendbird():
    return [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", hexs(40), True)]


# ---- Japan ----
@vendor("LINE Messaging API channel access token", "japan", use="bearer", api="api.line.me", ko="LINE 채널 액세스 토큰")
def _v_line():
    return [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True), ("LINE_CHANNEL_SECRET", hexs(32), True)]


@vendor("Chatwork API token", "japan", use="header:X-ChatWorkToken", api="api.chatwork.com", ko="Chatwork API 토큰")
def _v_chatwork():
    return [("CHATWORK_API_TOKEN", hexs(32), True)]


@vendor("PAY.JP secret key", "japan", use="basic-user", api="api.pay.jp", ko="PAY.JP 시크릿 키")
def _v_payjp():
    return [("PAYJP_SECRET_KEY", "sk_live_" + hexs(48), True)]


@vendor("Backlog API key", "japan", use="query:apiKey", api="acme.backlog.jp", ko="Backlog API 키")
def _v_backlog():
    return [("BACKLOG_API_KEY", rs(AL, 64), True)]


@vendor("kintone API token", "japan", use="header:X-Cybozu-API-Token", api="acme.cybozu.com", ko="kintone API 토큰")
def _v_kintone():
    return [("KINTONE_API_TOKEN", rs(AL, 40), True)]


@vendor("GMO Payment Gateway shop password", "japan", use="form:ShopPass", api="p01.mul-pay.jp", ko="GMO-PG 샵 패스워드")
def _v_gmo():
    return [("GMO_SHOP_ID", "tshop" + digits(8, False), False), ("GMO_SHOP_PASS", rs(ALL, 8), True)]


@vendor("Sakura Cloud API secret", "japan", use="basic-token", api="secure.sakura.ad.jp", ko="사쿠라 클라우드 API 시크릿")
def _v_sakura():
    return [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AL, 64), True)]


@vendor("Qiita access token", "japan", use="bearer", api="qiita.com", ko="Qiita 액세스 토큰")
def _v_qiita():
    return [("QIITA_TOKEN", hexs(40), True)]


# ---- China ----
@vendor("Alibaba Cloud AccessKey", "china", use="none", api="ecs.aliyuncs.com", ko="알리바바 클라우드 AccessKey")
def _v_aliyun():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AL, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AL, 30), True)]


@vendor("Alibaba Cloud STS token", "china", use="none", api="oss-cn-hangzhou.aliyuncs.com", ko="알리바바 클라우드 STS 토큰")
def _v_aliyun_sts():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "STS." + rs(AL, 25), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AL, 44), True),
            ("ALIBABA_CLOUD_SECURITY_TOKEN", "CAIS" + rs(B64, rint(280, 360)), True)]


@vendor("Tencent Cloud API key", "china", use="none", api="cvm.tencentcloudapi.com", ko="텐센트 클라우드 API 키")
def _v_tencent():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AL, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(AL, 32), True)]


@vendor("Baidu AI Cloud secret key", "china", use="none", api="aip.baidubce.com", ko="바이두 AI Cloud Secret Key")
def _v_baidu():
    return [("BAIDU_API_KEY", rs(AL, 24), False), ("BAIDU_SECRET_KEY", rs(AL, 32), True)]


@vendor("Huawei Cloud AK/SK", "china", use="none", api="ecs.cn-north-4.myhuaweicloud.com", ko="화웨이 클라우드 AK/SK")
def _v_huawei():
    return [("HUAWEICLOUD_SDK_AK", rs(ALU, 20), True), ("HUAWEICLOUD_SDK_SK", rs(AL, 40), True)]


@vendor("WeChat AppSecret", "china", use="query:secret", api="api.weixin.qq.com", ko="위챗 AppSecret")
def _v_wechat():
    return [("WECHAT_APPID", "wx" + hexs(16), False), ("WECHAT_APPSECRET", hexs(32), True)]


@vendor("WeChat Pay APIv3 key", "china", use="none", api="api.mch.weixin.qq.com", ko="위챗페이 APIv3 키")
def _v_wxpay():
    return [("WXPAY_MCHID", digits(10), False), ("WXPAY_APIV3_KEY", rs(AL, 32), True)]


@vendor("DingTalk robot secret", "china", use="none", api="oapi.dingtalk.com", ko="딩톡 로봇 서명 시크릿")
def _v_dingtalk():
    return [("DINGTALK_ACCESS_TOKEN", hexs(64), True), ("DINGTALK_SECRET", "SEC" + hexs(64), True)]


@vendor("Qiniu AccessKey/SecretKey", "china", use="none", api="rs.qiniuapi.com", ko="치니우(Qiniu) AK/SK")
def _v_qiniu():
    return [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)]


@vendor("Volcengine AccessKey", "china", use="none", api="open.volcengineapi.com", ko="볼케엔진 AccessKey")
def _v_volc():
    return [("VOLC_ACCESSKEY", "AKLT" + rs(AL, 43), True), ("VOLC_SECRETKEY", b64(rbytes(45)), True)]


@vendor("Zhipu AI API key", "china", use="bearer", api="open.bigmodel.cn", ko="Zhipu AI API 키")
def _v_zhipu():
    return [("ZHIPUAI_API_KEY", hexs(32) + "." + rs(AL, 16), True)]


@vendor("DeepSeek API key", "china", use="bearer", api="api.deepseek.com", ko="DeepSeek API 키")
def _v_deepseek():
    return [("DEEPSEEK_API_KEY", "sk-" + hexs(32), True)]


@vendor("Moonshot AI API key", "china", use="bearer", api="api.moonshot.cn", ko="Moonshot(Kimi) API 키")
def _v_moonshot():
    return [("MOONSHOT_API_KEY", "sk-" + rs(AL, 48), True)]


@vendor("Gitee private token", "china", use="query:access_token", api="gitee.com", ko="Gitee 개인 토큰")
def _v_gitee():
    return [("GITEE_TOKEN", hexs(32), True)]


# ---- Europe ----
@vendor("Mollie API key", "europe", use="bearer", api="api.mollie.com", ko="Mollie API 키")
def _v_mollie():
    return [("MOLLIE_API_KEY", "live_" + rs(AL, 30), True)]


@vendor("Adyen API key", "europe", use="header:X-API-Key", api="checkout-live.adyenpayments.com", ko="Adyen API 키")
def _v_adyen():
    return [("ADYEN_API_KEY", "AQE" + rs(AL, 8) + "+" + rs(B64, rint(100, 140)) + "=" + rs(AL + "-", 40), True)]


@vendor("GoCardless access token", "europe", use="bearer", api="api.gocardless.com", ko="GoCardless 액세스 토큰")
def _v_gocardless():
    return [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)]


@vendor("Scaleway API key", "europe", use="header:X-Auth-Token", api="api.scaleway.com", ko="Scaleway API 키")
def _v_scaleway():
    return [("SCW_ACCESS_KEY", "SCW" + rs(ALU, 17), True), ("SCW_SECRET_KEY", uuid4(), True),
            ("SCW_DEFAULT_ORGANIZATION_ID", uuid4(), False)]


@vendor("OVHcloud API credentials", "europe", use="none", api="eu.api.ovh.com", ko="OVHcloud API 자격증명")
def _v_ovh():
    return [("OVH_APPLICATION_KEY", rs(AL, 16), False), ("OVH_APPLICATION_SECRET", rs(AL, 32), True),
            ("OVH_CONSUMER_KEY", rs(AL, 32), True)]


@vendor("Hetzner Cloud API token", "europe", use="bearer", api="api.hetzner.cloud", ko="Hetzner Cloud API 토큰")
def _v_hetzner():
    return [("HCLOUD_TOKEN", rs(AL, 64), True)]


@vendor("DeepL API key", "europe", use="deepl", api="api-free.deepl.com", ko="DeepL API 키")
def _v_deepl():
    return [("DEEPL_AUTH_KEY", uuid4() + pick([":fx", ""]), True)]


@vendor("Brevo API key", "europe", use="header:api-key", api="api.brevo.com", ko="Brevo(Sendinblue) API 키")
def _v_brevo():
    return [("BREVO_API_KEY", pick(["xkeysib-", "xsmtpsib-"]) + hexs(64) + "-" + rs(AL, 16), True)]


@vendor("Mailjet API key pair", "europe", use="basic-pair", api="api.mailjet.com", ko="Mailjet API 키 쌍")
def _v_mailjet():
    return [("MJ_APIKEY_PUBLIC", hexs(32), True), ("MJ_APIKEY_PRIVATE", hexs(32), True)]


@vendor("Pipedrive API token", "europe", use="query:api_token", api="api.pipedrive.com", ko="Pipedrive API 토큰")
def _v_pipedrive():
    return [("PIPEDRIVE_API_TOKEN", hexs(40), True)]


@vendor("Typeform personal token", "europe", use="bearer", api="api.typeform.com", ko="Typeform 개인 토큰")
def _v_typeform():
    return [("TYPEFORM_TOKEN", "tfp_" + rs(B64URL, 44) + "_" + rs(AL, 14), True)]


@vendor("Mistral AI API key", "europe", use="bearer", api="api.mistral.ai", ko="Mistral AI API 키")
def _v_mistral():
    return [("MISTRAL_API_KEY", rs(AL, 32), True)]


@vendor("Yandex Cloud API key", "europe", use="api-key", api="llm.api.cloud.yandex.net", ko="Yandex Cloud API 키")
def _v_yandex():
    return [("YC_API_KEY", "AQVN" + rs(B64URL, 36), True)]


@vendor("Klarna API password", "europe", use="basic-sid", api="api.klarna.com", ko="Klarna API 비밀번호")
def _v_klarna():
    return [("KLARNA_USERNAME", "K" + digits(6) + "_" + hexs(12), False),
            ("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64URL, 48), True)]


@vendor("Spotify client secret", "europe", use="none", api="accounts.spotify.com", ko="Spotify Client Secret")
def _v_spotify():
    return [("SPOTIFY_CLIENT_ID", hexs(32), False), ("SPOTIFY_CLIENT_SECRET", hexs(32), True)]


@vendor("Wise API token", "europe", use="bearer", api="api.transferwise.com", ko="Wise API 토큰")
def _v_wise():
    return [("WISE_API_TOKEN", uuid4(), True)]


@vendor("Infobip API key", "europe", use="app", api="xyz123.api.infobip.com", ko="Infobip API 키")
def _v_infobip():
    return [("INFOBIP_API_KEY", hexs(32) + "-" + uuid4(), True)]


@vendor("Vonage API secret", "europe", use="none", api="rest.nexmo.com", ko="Vonage API Secret")
def _v_vonage():
    return [("VONAGE_API_KEY", hexs(8), False), ("VONAGE_API_SECRET", mixed(AL, 16), True)]


@vendor("Paddle API key", "europe", use="bearer", api="api.paddle.com", ko="Paddle API 키")
def _v_paddle():
    return [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(ALU.replace("I", "").replace("O", ""), 24) + "_" + rs(AL, 22) + "_A" + rs(AL, 2), True)]


# --------------------------------------------------------------------------------------------
# containers: render config items (KEY, value, is_secret) the way they are pasted into notes
# --------------------------------------------------------------------------------------------
def camel(key):
    parts = key.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(key):
    return "".join(p.capitalize() for p in key.lower().split("_"))


def needs_quote(v):
    return any(c in v for c in " #$&*!;:{}[]<>,?|%@=^~()")


def dq(v):
    return '"' + v + '"'


def sq(v):
    return "'" + v + "'"


def _section(items):
    k = items[0][0].split("_")[0].lower()
    return k if len(k) > 1 else "app"


def c_dotenv(items):
    return "\n".join("%s=%s" % (k, dq(v) if needs_quote(v) else v) for k, v, s in items), ""


def c_export(items):
    return "\n".join("export %s=%s" % (k, sq(v) if needs_quote(v) or chance(0.4) else v) for k, v, s in items), "bash"


def c_yaml(items):
    sec = _section(items)
    lines = [sec + ":"]
    for k, v, s in items:
        kk = k.lower().split("_", 1)[-1] if "_" in k else k.lower()
        lines.append("  %s: %s" % (kk, sq(v) if needs_quote(v) or chance(0.3) else v))
    return "\n".join(lines), "yaml"


def c_json(items):
    sec = _section(items)
    inner = ",\n".join('    "%s": %s' % (camel(k), json.dumps(v, ensure_ascii=False)) for k, v, s in items)
    return '{\n  "%s": {\n%s\n  }\n}' % (sec, inner), "json"


def c_toml(items):
    sec = _section(items)
    return "[%s]\n" % sec + "\n".join('%s = "%s"' % (k.lower(), v) for k, v, s in items), "toml"


def c_ini(items):
    sec = _section(items)
    return "[%s]\n" % sec + "\n".join("%s = %s" % (k.lower(), v) for k, v, s in items), "ini"


def c_properties(items):
    sec = _section(items)
    return "\n".join("%s.%s=%s" % (sec, k.lower().replace("_", "-"), v) for k, v, s in items), "properties"


def c_xml(items):
    lines = ["<appSettings>"] + ['  <add key="%s" value="%s" />' % (pascal(k), v) for k, v, s in items] + ["</appSettings>"]
    return "\n".join(lines), "xml"


def c_k8s(items):
    name = pick(SERVICES) + "-secrets"
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: " + name,
             "  namespace: " + pick(["default", "prod", "payments", "platform", "batch"]),
             "type: Opaque", "stringData:"]
    lines += ["  %s: %s" % (k, sq(v) if needs_quote(v) or chance(0.3) else v) for k, v, s in items]
    return "\n".join(lines), "yaml"


def c_compose(items):
    svc = pick(SERVICES)
    lines = ["services:", "  %s:" % svc, "    image: registry.%s/%s:%s" % (pick(DOMAINS), svc, "1.%d.%d" % (rint(0, 30), rint(0, 9))),
             "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v, s in items]
    else:
        lines += ["      %s: %s" % (k, sq(v) if needs_quote(v) else v) for k, v, s in items]
    return "\n".join(lines), "yaml"


def c_dockerfile(items):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])]
    kw = pick(["ENV", "ARG"])
    lines += ["%s %s=%s" % (kw, k, dq(v) if needs_quote(v) else v) for k, v, s in items]
    lines += ["RUN %s" % pick(["pip install -r requirements.txt", "npm ci", "./gradlew build", "go build ./..."])]
    return "\n".join(lines), "dockerfile"


def c_gha(items):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    lines += ["      %s: %s" % (k, sq(v) if needs_quote(v) else v) for k, v, s in items]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: make %s" % pick(["deploy", "release", "e2e"])]
    return "\n".join(lines), "yaml"


def c_gitlab(items):
    lines = ["variables:"] + ["  %s: %s" % (k, dq(v)) for k, v, s in items]
    lines += ["", "deploy:", "  stage: deploy", "  script:", "    - ./scripts/deploy.sh"]
    return "\n".join(lines), "yaml"


def c_terraform(items):
    prov = pick(["provider \"%s\" {" % pick(["aws", "alicloud", "tencentcloud", "huaweicloud", "ncloud", "scaleway", "hcloud", "cloudflare", "datadog", "github"])])
    lines = [prov] + ['  %s = "%s"' % (k.lower().split("_", 1)[-1], v) for k, v, s in items] + ["}"]
    return "\n".join(lines), "hcl"


def c_tfvars(items):
    return "\n".join('%s = "%s"' % (k.lower(), v) for k, v, s in items), "hcl"


def c_python(items):
    style = rint(0, 2)
    if style == 0:
        return "\n".join('%s = "%s"' % (k, v) for k, v, s in items), "python"
    if style == 1:
        return "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v, s in items), "python"
    return "settings = {\n" + "\n".join('    "%s": "%s",' % (k.lower(), v) for k, v, s in items) + "\n}", "python"


def c_js(items):
    if chance(0.5):
        return "\n".join("const %s = '%s';" % (camel(k), v) for k, v, s in items), "js"
    return "module.exports = {\n" + "\n".join("  %s: '%s'," % (camel(k), v) for k, v, s in items) + "\n};", "js"


def c_ts(items):
    return "export const config = {\n" + "\n".join('  %s: "%s",' % (camel(k), v) for k, v, s in items) + "\n} as const;", "ts"


def c_go(items):
    return "const (\n" + "\n".join('\t%s = "%s"' % (camel(k), v) for k, v, s in items) + "\n)", "go"


def c_java(items):
    return "\n".join('private static final String %s = "%s";' % (k, v) for k, v, s in items), "java"


def c_kotlin(items):
    return "\n".join('private const val %s = "%s"' % (k, v) for k, v, s in items), "kotlin"


def c_csharp(items):
    return "\n".join('var %s = "%s";' % (camel(k), v) for k, v, s in items), "csharp"


def c_ruby(items):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v, s in items), "ruby"


def c_php(items):
    return "<?php\n" + "\n".join("define('%s', '%s');" % (k, v) for k, v, s in items), "php"


def c_rust(items):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v, s in items), "rust"


def c_swift(items):
    return "\n".join('let %s = "%s"' % (camel(k), v) for k, v, s in items), "swift"


def c_diff(items):
    f = pick(FILES_CFG)
    lines = ["--- a/%s" % f, "+++ b/%s" % f, "@@ -%d,%d +%d,%d @@" % (rint(1, 40), len(items), rint(1, 40), len(items))]
    for k, v, s in items:
        if s:
            lines.append("-%s=%s" % (k, "${%s}" % k))
            lines.append("+%s=%s" % (k, v))
        else:
            lines.append(" %s=%s" % (k, v))
    return "\n".join(lines), "diff"


def c_table(items):
    lines = ["| key | value |", "|---|---|"] + ["| %s | %s |" % (k, v) for k, v, s in items]
    return "\n".join(lines), ""


def c_log(items):
    svc = pick(SERVICES)
    lines = []
    for k, v, s in items:
        lines.append("%s %s [%s] %s loaded %s=%s" % (ts_str(), pick(["INFO", "DEBUG", "WARN"]), svc,
                                                     pick(["config", "env", "settings"]), k.lower(), v))
    return "\n".join(lines), "log"


CONTAINERS = [
    ("dotenv", c_dotenv, [".env", ".env.local", ".env.production", ".env.staging"]),
    ("shell export", c_export, ["scripts/env.sh", "~/.bashrc", "deploy/run.sh", "~/.zshrc"]),
    ("YAML", c_yaml, ["config/settings.yaml", "config/application.yml", "deploy/values.yaml"]),
    ("JSON", c_json, ["config/credentials.json", "appsettings.json", "config/default.json"]),
    ("TOML", c_toml, ["config/app.toml", "settings.toml", ".streamlit/secrets.toml"]),
    ("INI", c_ini, ["conf/app.ini", "config.ini", "setup.cfg"]),
    ("Java properties", c_properties, ["src/main/resources/application.properties", "config/app.properties"]),
    ("XML appSettings", c_xml, ["Web.config", "App.config"]),
    ("k8s Secret stringData", c_k8s, ["k8s/secret.yaml", "manifests/secret.yaml"]),
    ("docker-compose", c_compose, ["docker-compose.yml", "compose.override.yml"]),
    ("Dockerfile", c_dockerfile, ["Dockerfile", "docker/Dockerfile.prod"]),
    ("GitHub Actions env", c_gha, [".github/workflows/deploy.yml", ".github/workflows/e2e.yml"]),
    ("GitLab CI variables", c_gitlab, [".gitlab-ci.yml"]),
    ("Terraform provider", c_terraform, ["main.tf", "providers.tf"]),
    ("tfvars", c_tfvars, ["terraform.tfvars", "prod.auto.tfvars"]),
    ("Python", c_python, ["settings/local.py", "config.py", "scripts/sync.py"]),
    ("JavaScript", c_js, ["config/index.js", "src/config.js"]),
    ("TypeScript", c_ts, ["src/config.ts", "apps/web/env.ts"]),
    ("Go", c_go, ["internal/config/config.go", "cmd/worker/main.go"]),
    ("Java", c_java, ["AppConfig.java", "ApiClient.java"]),
    ("Kotlin", c_kotlin, ["Constants.kt", "ApiModule.kt"]),
    ("C#", c_csharp, ["Program.cs", "Startup.cs"]),
    ("Ruby", c_ruby, ["config/initializers/vendor.rb", "config/boot.rb"]),
    ("PHP", c_php, ["config.php", "wp-config.php"]),
    ("Rust", c_rust, ["src/config.rs", "src/main.rs"]),
    ("Swift", c_swift, ["Secrets.swift", "APIKeys.swift"]),
    ("diff", c_diff, ["the PR diff", "the last commit"]),
    ("markdown table", c_table, ["the runbook table", "the wiki page"]),
    ("debug log", c_log, ["logs/app.log", "the pod log"]),
]


# --------------------------------------------------------------------------------------------
# HTTP / CLI usage of a vendor credential
#   returns (snippet, fence_tag, extra_listed) or None; extra_listed = derived secrets (Basic blobs)
# --------------------------------------------------------------------------------------------
_HEADER_SCHEMES = {"bearer": "Bearer ", "token": "token ", "bot": "Bot ", "ssws": "SSWS ", "kakaoak": "KakaoAK ",
                   "raw-auth": "", "app": "App ", "api-key": "Api-Key ", "deepl": "DeepL-Auth-Key ",
                   "fcm": "key=", "portone": "PortOne "}


def _first_secret(items):
    for k, v, s in items:
        if s:
            return k, v
    raise AssertionError("vendor without secret item")


def _path_for(v):
    return pick(["/v1/me", "/v2/status", "/api/v1/projects", "/v1/messages", "/user", "/v3/accounts",
                 "/api/health", "/v1/items?limit=10", "/v2/search"])


def _basic_parts(v, items):
    """(user, password) for Basic auth, or None"""
    k, val = _first_secret(items)
    u = v.use
    if u == "basic-user":
        return val, ""
    if u == "basic-email":
        return email(), val
    if u == "basic-empty":
        return "", val
    if u == "basic-api":
        return "api", val
    if u == "basic-any":
        return pick(["anystring", "user", "x"]), val
    if u == "basic-sid":
        return items[0][1], val
    if u in ("basic-pair", "basic-token"):
        sec = [x for x in items if x[2]]
        return sec[0][1], sec[1][1]
    if u == "basic-klarna":
        return items[0][1], val
    return None


def usage_snippet(v, items):
    use = v.use
    api = v.api or "api.example.com"
    path = _path_for(v)
    form = rint(0, 3)  # 0 curl, 1 raw http, 2 python requests, 3 js fetch
    if use.startswith("header:") or use in _HEADER_SCHEMES:
        k, val = _first_secret(items)
        if use.startswith("header:"):
            hname, hval = use.split(":", 1)[1], val
        else:
            hname, hval = "Authorization", _HEADER_SCHEMES[use] + val
        if form == 0:
            return ("curl -sS %s'https://%s%s' \\\n  -H '%s: %s'" % (pick(["", "-X GET ", "-f "]), api, path, hname, hval)), "bash", []
        if form == 1:
            return ("GET %s HTTP/1.1\nHost: %s\n%s: %s\nAccept: application/json" % (path, api, hname, hval)), "http", []
        if form == 2:
            return ("import requests\nr = requests.get(\n    'https://%s%s',\n    headers={'%s': '%s'},\n    timeout=10,\n)\nr.raise_for_status()" % (api, path, hname, hval)), "python", []
        return ("const res = await fetch('https://%s%s', {\n  headers: { '%s': '%s' },\n});" % (api, path, hname, hval)), "js", []
    bp = _basic_parts(v, items)
    if bp is not None:
        user, pw = bp
        if form in (0, 2):
            return ("curl -s https://%s%s \\\n  -u %s:%s" % (api, path, user, pw)), "bash", []
        blob = b64s(user + ":" + pw)
        return ("POST %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/json" % (path, api, blob)), "http", [blob]
    if use.startswith("query:"):
        k, val = _first_secret(items)
        q = use.split(":", 1)[1]
        return ("curl 'https://%s%s%s%s=%s'" % (api, path, "&" if "?" in path else "?", q, val)), "bash", []
    if use.startswith("form:"):
        k, val = _first_secret(items)
        f = use.split(":", 1)[1]
        others = " ".join("-d %s=%s" % (x[0].split("_")[-1].lower(), x[1]) for x in items if not x[2])
        return ("curl -X POST https://%s/send/ %s -d %s=%s" % (api, others, f, val)).replace("  ", " "), "bash", []
    if use == "path":
        k, val = _first_secret(items)
        return ("curl -s https://%s/bot%s/%s" % (api, val, pick(["getMe", "getUpdates", "sendMessage?chat_id=-100%s&text=deploy+done" % digits(10)]))), "bash", []
    if use == "aws":
        ak, sk = items[0][1], items[1][1]
        prof = pick(["default", "prod", "deploy", "ci", "legacy"])
        lines = ["[%s]" % prof, "aws_access_key_id = %s" % ak, "aws_secret_access_key = %s" % sk]
        if len(items) > 2 and items[2][2]:
            lines.append("aws_session_token = %s" % items[2][1])
        else:
            lines.append("region = %s" % pick(REGIONS_AWS))
        return "\n".join(lines), "ini", []
    if use == "npmrc":
        k, val = _first_secret(items)
        return ("registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % val), "ini", []
    if use == "pypirc":
        k, val = _first_secret(items)
        return ("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % val), "ini", []
    if use == "docker":
        k, val = _first_secret(items)
        return ("docker login -u %s -p %s\ndocker push %s/%s:latest" % (username().replace("_", "-"), val, pick(["acme", "acmecorp", "team"]), pick(SERVICES))), "bash", []
    if use == "kis":
        return ("curl -X POST https://%s/oauth2/tokenP \\\n  -H 'content-type: application/json' \\\n  -d '{\"grant_type\":\"client_credentials\",\"appkey\":\"%s\",\"appsecret\":\"%s\"}'" % (api, items[0][1], items[1][1])), "bash", []
    if use == "ncp":
        return ("String accessKey = \"%s\";\nString secretKey = \"%s\";\nString sig = makeSignature(\"GET\", \"/vpc/v2/getVpcList\", timestamp, accessKey, secretKey);" % (items[0][1], items[1][1])), "java", []
    if use in ("hmac", "jwt"):
        sec = [x for x in items if x[2]]
        lines = ["ACCESS_KEY = '%s'" % sec[0][1], "SECRET_KEY = '%s'" % sec[-1][1]] if len(sec) > 1 else ["SECRET_KEY = '%s'" % sec[0][1]]
        if use == "jwt":
            lines += ["payload = {'access_key': ACCESS_KEY, 'nonce': str(uuid.uuid4())}", "token = jwt.encode(payload, SECRET_KEY)"]
        else:
            lines += ["sig = hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).hexdigest()"]
        return "\n".join(lines), "python", []
    return None


# --------------------------------------------------------------------------------------------
# prose banks (English / Korean); {placeholders} are filled with str.format
# --------------------------------------------------------------------------------------------
SITUATIONS = [
    ("The nightly {svc} job started failing with 401 from {api}.",
     "야간 {svc} 배치가 {api}에서 401을 받으면서 실패하기 시작함."),
    ("The {env} deploy of {svc} could not authenticate against {api}.",
     "{env} 환경에 {svc} 배포 후 {api} 인증이 계속 실패함."),
    ("I was asked to wire the {vendor} into {svc} and did not know where it was kept.",
     "{svc} 서비스에 {vendor} 연동을 붙여 달라는 요청을 받았는데 키가 어디 있는지 몰랐음."),
    ("All integration tests of {svc} that call {api} were silently skipped on my machine.",
     "로컬에서 {api} 호출하는 {svc} 통합 테스트가 전부 조용히 skip 되고 있었음."),
    ("After the rotation in {ticket}, {svc} kept using a stale {vendor}.",
     "{ticket}에서 로테이션한 뒤에도 {svc} 서비스가 예전 {vendor} 값을 계속 쓰고 있었음."),
    ("{person} asked me to reproduce a bug in {svc} against the real account on {api}.",
     "{person}님이 {api} 실계정으로 {svc} 버그를 재현해 달라고 요청함."),
    ("While migrating {svc} to the new config loader, the {vendor} setting was lost.",
     "{svc} 설정을 새 config loader로 옮기는 중에 {vendor} 항목이 빠져 버림."),
    ("The smoke test after the {env} release of {svc} timed out on the first call to {api}.",
     "{svc} {env} 릴리스 후 스모크 테스트가 {api} 첫 호출에서 타임아웃 남."),
    ("I did not know that {svc} talks to {api} at all until its CI job broke.",
     "CI job이 깨지기 전까지 {svc} 서비스가 {api}를 호출한다는 사실 자체를 몰랐음."),
    ("{svc} got 403 from {api} only in {env}, never locally.",
     "{svc} 서비스가 로컬에서는 괜찮은데 {env}에서만 {api} 응답이 403이었음."),
]

LEARNINGS = [
    ("{svc} reads {key} from {file}; the shell environment is ignored.",
     "{svc} 서비스는 셸 환경변수가 아니라 {file}에 있는 {key} 값을 읽음."),
    ("The value in {file} wins over what CI injects, so a stale copy there shadows the rotated one.",
     "{file} 값이 CI 주입값보다 우선이라, 거기 남은 예전 값이 새 값을 가려 버림."),
    ("The key is rejected if it carries a trailing newline; strip it when loading {key}.",
     "키 끝에 개행이 붙어 있으면 거부됨. {key} 로딩할 때 strip 해야 함."),
    ("The {env} and local credentials are different accounts; do not mix them.",
     "{env}용과 로컬용 자격증명은 서로 다른 계정임. 섞어 쓰면 안 됨."),
    ("A restart is required; {svc} only reads {key} at startup.",
     "{svc} 서비스는 시작할 때만 {key} 값을 읽어서 재시작해야 반영됨."),
    ("The working credentials were the ones {person} keeps in {file}.",
     "동작하는 자격증명은 {person}님이 {file}에 넣어 둔 값이었음."),
    ("Requests must go to {api}; the old endpoint accepts the key but returns empty data.",
     "요청은 {api} 쪽으로 보내야 함. 예전 엔드포인트는 키는 받아 주지만 빈 데이터를 돌려줌."),
]

ASKS = [
    ("Which {vendor} should {svc} use in {env}?",
     "{env}에서 {svc} 서비스가 어떤 {vendor} 값을 써야 하는지?"),
    ("Is the value in {file} still current, or was it rotated after {ticket}?",
     "{file}에 있는 값이 아직 유효한지, {ticket} 이후에 교체됐는지?"),
    ("Should this move to the secret manager before the branch is merged?",
     "브랜치 머지 전에 이 값을 시크릿 매니저로 옮겨야 하는지?"),
    ("Who can issue a separate {vendor} for CI?",
     "CI용 {vendor} 값을 따로 발급해 줄 수 있는 사람이 누구인지?"),
    ("Do you want me to rotate the {vendor} after the test run?",
     "테스트 끝나고 {vendor} 값을 교체할지?"),
    ("Can I get read-only credentials instead, so that tests cannot touch live data?",
     "테스트가 실데이터를 건드리지 않게 읽기 전용 자격증명으로 받을 수 있는지?"),
]


def ctx_common(lang, vendor_name=None):
    c = {
        "svc": pick(SERVICES), "env": pick(ENVS), "file": pick(FILES_CFG), "ticket": ticket(),
        "person": person_en() if lang == "en" else person_ko(), "team": pick(TEAMS_EN) if lang == "en" else pick(TEAMS_KO),
    }
    if vendor_name:
        c["vendor"] = vendor_name
    return c


def say(lang, pair, c):
    return (pair[0] if lang == "en" else pair[1]).format(**c)


def say_pick(lang, bank, c):
    return say(lang, pick(bank), c)


# --------------------------------------------------------------------------------------------
# note object and cyclers
# --------------------------------------------------------------------------------------------
class Note:
    def __init__(self, lang, kind, category, mc, lesson, ask, secrets):
        self.lang = lang
        self.kind = kind
        self.category = category
        self.fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
        self.secrets = secrets
        self.vendors = []       # names of vendors whose credentials were rendered into the note


class Cycler:
    """hands out items of a list in shuffled rounds, so that every item is used before repeats"""
    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self):
        if not self.queue:
            self.queue = list(self.items)
            R.shuffle(self.queue)
        return self.queue.pop()


VENDOR_CYCLE = Cycler(VENDORS)          # used by the vendor-token template only
VENDOR_CYCLE_OTHER = Cycler(VENDORS)    # used by templates that mix a vendor key into other material
CONTAINER_CYCLE = Cycler(CONTAINERS)


def listed_in(fields_text, values):
    """values (in order, deduplicated) that occur in the text"""
    out = []
    for v in values:
        if v and v in fields_text and v not in out:
            out.append(v)
    return out


def extra_items(lang):
    """non-secret config items that sit next to credentials"""
    cands = [("BASE_URL", "https://" + host("web")), ("TIMEOUT_MS", str(pick([3000, 5000, 10000, 30000]))),
             ("REGION", pick(REGIONS_AWS)), ("LOG_LEVEL", pick(["info", "debug", "warn"])),
             ("ENABLED", pick(["true", "false"])), ("RETRY_MAX", str(rint(2, 6))),
             ("ACCOUNT_EMAIL", email())]
    return sample(cands, rint(0, 2))


# --------------------------------------------------------------------------------------------
# secret template: vendor credential in many containers and frames
# --------------------------------------------------------------------------------------------
def inline_pair_text(lang, items):
    sec = [(k, v) for k, v, s in items if s]
    if len(sec) == 1:
        return sec[0][1]
    return L(lang, " and ", " / ").join("%s=%s" % (k, v) for k, v in sec)


RETRY_STATE = {}   # keeps the vendor of a rejected vendor-token note, so a retry reuses it


def t_vendor(lang):
    v = RETRY_STATE.get("vendor") or VENDOR_CYCLE.next()
    RETRY_STATE["vendor"] = v
    items = v.gen()
    vname = v.name if lang == "en" else v.ko
    c = ctx_common(lang, vname)
    c["api"] = v.api or L(lang, "the API", "API 서버")
    mkey, mval = _first_secret(items)
    c["key"] = mkey
    rep = rint(0, 9)
    extra_listed = []
    if rep <= 5:
        cname, cfn, cfiles = CONTAINER_CYCLE.next()
        c["file"] = pick(cfiles)
        ext = extra_items(lang) if cname not in ("diff",) else []
        ordered = list(items) + [(k, v_, False) for k, v_ in ext]
        if chance(0.5):
            R.shuffle(ordered)
        body, tag = cfn(ordered)
        snippet = fence(body, tag)
        rep_name = cname
    else:
        u = usage_snippet(v, items)
        if u is None:
            cname, cfn, cfiles = CONTAINER_CYCLE.next()
            c["file"] = pick(cfiles)
            body, tag = cfn(items)
            rep_name = cname
        else:
            body, tag, extra_listed = u
            rep_name = "API call (%s)" % (tag or "text")
        snippet = fence(body, tag)
    inline = inline_pair_text(lang, items)
    frame = rint(0, 9)
    sit = say_pick(lang, SITUATIONS, c)
    learn = say_pick(lang, LEARNINGS, c)
    ask = say_pick(lang, ASKS, c) if chance(0.85) else ""
    if frame == 0:      # snippet in lesson
        mc = sit
        lesson = learn + L(lang, " Working config:\n", " 동작하는 설정:\n") + snippet
        fname = "snippet in lesson"
    elif frame == 1:    # snippet in missing_context
        mc = sit + L(lang, " The user pasted this from %s:\n" % c["file"], " 사용자가 %s 내용을 붙여 줌:\n" % c["file"]) + snippet
        lesson = learn
        fname = "snippet in missing_context"
    elif frame == 2:    # secret at the very start of the lesson
        mc = sit
        lesson = L(lang, "%s is the %s that actually works for %s. " % (bq(inline), vname, c["svc"]),
                   "%s 이 값이 %s에서 실제로 동작하는 %s임. " % (bq(inline), c["svc"], vname)) + learn
        if lesson.startswith("`") and chance(0.5):
            lesson = lesson[1:].replace("`", "", 1)
        fname = "secret at start of lesson"
    elif frame == 3:    # secret at the very end of missing_context
        mc = sit + L(lang, " The key I was given: ", " 전달받은 키: ") + inline + pick(["", ".", L(lang, " (from the vault).", "(vault에서 꺼냄).")])
        lesson = learn
        fname = "secret at end of missing_context"
    elif frame == 4:    # secret in the question
        mc = sit
        lesson = learn + "\n" + snippet if chance(0.5) else learn
        ask = L(lang, "Is %s still the right %s for %s, or has it been revoked?" % (inline, vname, c["env"]),
                "%s 이거 아직 %s %s로 써도 되는지, 폐기된 건지?" % (inline, c["env"], vname))
        fname = "secret in question"
    elif frame == 5:    # snippet + repeated in ask
        mc = sit
        lesson = learn + "\n" + snippet
        ask = L(lang, "Should I keep %s in %s, or will you issue a new one?" % (inline, c["file"]),
                "%s 값을 %s에 그대로 둬도 되는지, 새로 발급해 줄지?" % (inline, c["file"]))
        fname = "repeated in ask_next_time"
    elif frame == 6:    # label in one field, value in the next
        mc = sit + L(lang, " %s for %s (%s):" % (vname, c["env"], mkey), " %s용 %s (%s):" % (c["env"], vname, mkey))
        lesson = mval + L(lang, "\n^ set this as %s in %s; %s" % (mkey, c["file"], learn),
                          "\n^ 이 값을 %s의 %s로 넣어야 함. %s" % (c["file"], mkey, learn))
        fname = "label and value split across fields"
    elif frame == 7:    # chat paste
        p1 = c["person"]
        t = "%02d:%02d" % (rint(8, 22), rint(0, 59))
        chat = L(lang, "[%s] %s: here is the %s for %s, don't share it\n[%s] %s: %s\n[%s] me: thanks, trying now" %
                 (t, p1, vname, c["env"], t, p1, inline, t),
                 "[%s] %s: %s %s 키 여기 있어요, 공유는 하지 마세요\n[%s] %s: %s%s\n[%s] 나: 감사합니다 바로 해볼게요" %
                 (t, p1, c["env"], vname, t, p1, inline, pick(["", "입니다", " 입니다", "이거 쓰시면 돼요", "요"]), t))
        mc = sit + L(lang, " From the team chat:\n", " 팀 채팅 내용:\n") + chat
        lesson = learn
        fname = "chat message"
    elif frame == 8:    # leaked through a debug log / trace
        lines = [ts_str() + " DEBUG http.client send: b'%s %s HTTP/1.1'" % (pick(["GET", "POST"]), _path_for(v)),
                 ts_str() + " DEBUG http.client header: %s" % (snippet_header_line(v, items)),
                 ts_str() + " ERROR %s %s" % (c["svc"], pick(["401 Unauthorized", "403 Forbidden", "429 Too Many Requests"]))]
        mc = sit + L(lang, " Debug output:\n", " 디버그 출력:\n") + fence("\n".join(lines), "log")
        lesson = learn + L(lang, " Turn off http.client debug logging before sharing logs; it prints auth headers.",
                           " 로그 공유 전에 http.client 디버그 로깅을 꺼야 함. 인증 헤더가 그대로 찍힘.")
        fname = "debug log"
    else:               # snippet in lesson, surrounded by prose on both sides
        mc = sit
        lesson = L(lang, "Fix: put the credentials back into %s:\n" % c["file"], "해결: %s에 자격증명을 다시 넣음:\n" % c["file"]) + \
            snippet + "\n" + learn
        fname = "snippet mid-lesson"
    fields_text = "\n".join([mc, lesson, ask])
    values = [x[1] for x in items if x[2]] + extra_listed
    secrets = listed_in(fields_text, values)
    cat = "vendor token: %s via %s (%s)" % (v.name, rep_name if frame not in (2, 3, 6, 7, 8) else "inline", fname)
    note = Note(lang, "secret", cat, mc, lesson, ask, secrets)
    note.vendors = [v.name]
    return note


def snippet_header_line(v, items):
    k, val = _first_secret(items)
    if v.use.startswith("header:"):
        return "%s: %s" % (v.use.split(":", 1)[1], val)
    if v.use in _HEADER_SCHEMES:
        return "Authorization: %s%s" % (_HEADER_SCHEMES[v.use], val)
    return "X-Api-Key: %s" % val


# --------------------------------------------------------------------------------------------
# generic placement of a snippet / secret in the three fields
# --------------------------------------------------------------------------------------------
GENERIC_ASKS = [
    ("Is there a shared vault entry for this, so I don't need it pasted in chat?",
     "채팅에 붙여 넣지 않아도 되게 공유 vault 항목이 있는지?"),
    ("Should I rotate it once the task is done?", "작업 끝나면 바로 교체할지?"),
    ("Which environment is this for: staging or production?", "이게 스테이징용인지 운영용인지?"),
    ("Who else uses this account, so a change does not lock them out?", "이 계정을 또 누가 쓰는지? 바꾸면 다른 사람이 막힐 수 있어서."),
    ("", ""),
]


def generic_frame(lang, sit, learn, snippet, inline_val, label, allow_ask_snippet=False):
    """returns (mc, lesson, ask, frame_name)"""
    ask = pick(GENERIC_ASKS)[0 if lang == "en" else 1]
    f = rint(0, 7 if allow_ask_snippet else 6)
    if f == 0:
        return sit, learn + "\n" + snippet, ask, "snippet in lesson"
    if f == 1:
        return sit + "\n" + snippet, learn, ask, "snippet in missing_context"
    if f == 2:
        q = L(lang, "Is %s still the %s, or did it change?" % (bq(inline_val), label),
              "%s 이게 아직 %s 맞는지, 바뀌었는지?" % (bq(inline_val), label))
        return sit, learn + "\n" + snippet, q, "snippet + repeated in ask_next_time"
    if f == 3:
        mc = sit + L(lang, " The %s:" % label, " %s:" % label)
        lesson = inline_val + "\n" + learn
        return mc, lesson, ask, "label and value split across fields"
    if f == 4:
        q = L(lang, "Can I keep using %s as the %s next time, or should I ask first?" % (inline_val, label),
              "다음에도 %s 값을 %s 용도로 그냥 써도 되는지, 먼저 물어봐야 하는지?" % (inline_val, label))
        return sit, learn, q, "secret only in question"
    if f == 5:
        return sit, snippet + "\n" + learn, ask, "snippet at start of lesson"
    if f == 6:
        mc = L(lang, "Pasted by the user:\n", "사용자가 붙여 준 내용:\n") + snippet + "\n" + sit
        return mc, learn, ask, "snippet at start of missing_context"
    q = L(lang, "Should I run this again next time?\n", "다음에도 이대로 실행하면 되는지?\n") + snippet
    return sit, learn, q, "snippet in ask_next_time"


def mk_secret(lang, category, frame_out, values, extra_prefix=""):
    mc, lesson, ask, fname = frame_out
    text = "\n".join([mc, lesson, ask])
    secrets = listed_in(text, values)
    return Note(lang, "secret", "%s (%s)" % (category, fname), mc, lesson, ask, secrets)


# --------------------------------------------------------------------------------------------
# secret template: passwords in commands
# --------------------------------------------------------------------------------------------
SHELL_UNSAFE = "\"'\\`| $!&;<>()*?[]{}#~%^="


def shq(pw):
    """quote for shell only if needed"""
    return pw if not any(c in SHELL_UNSAFE for c in pw) else "'" + pw + "'"


CMD_VARIANTS = [
    ("mysql -p attached password", lambda u, p, h: "mysql -h %s -u %s -p%s %s" % (h, u, shq(p), pick(["orders", "app", "billing", "shop"]))),
    ("mysqldump -p attached password", lambda u, p, h: "mysqldump -u %s -p%s --single-transaction %s > dump.sql" % (u, shq(p), pick(["orders", "app", "crm"]))),
    ("mysql --password= flag", lambda u, p, h: "mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (h, u, shq(p))),
    ("psql PGPASSWORD inline env", lambda u, p, h: "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (shq(p), h, u, pick(["app", "ledger", "analytics"]))),
    ("pg_dump PGPASSWORD export", lambda u, p, h: "export PGPASSWORD=%s\npg_dump -h %s -U %s -Fc app > app.dump" % (shq(p), h, u)),
    ("sshpass -p password", lambda u, p, h: "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (shq(p), u, h, pick(SERVICES))),
    ("sshpass -p scp", lambda u, p, h: "sshpass -p %s scp ./build.tar.gz %s@%s:/opt/releases/" % (shq(p), u, h)),
    ("curl -u user:pass", lambda u, p, h: "curl -u %s:%s https://%s/api/v1/health" % (u, shq(p), h)),
    ("curl --user user:pass to Jenkins", lambda u, p, h: "curl -X POST --user %s:%s https://jenkins.%s/job/%s/build" % (u, shq(p), pick(DOMAINS), pick(SERVICES))),
    ("redis-cli -a password", lambda u, p, h: "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, shq(p))),
    ("mongosh -p password", lambda u, p, h: "mongosh 'mongodb://%s/admin' -u %s -p %s --authenticationDatabase admin" % (h, u, shq(p))),
    ("htpasswd -b positional password", lambda u, p, h: "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, shq(p))),
    ("rabbitmqctl add_user positional", lambda u, p, h: "rabbitmqctl add_user %s %s\nrabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, shq(p), u)),
    ("echo password | sudo -S", lambda u, p, h: "echo %s | sudo -S systemctl restart %s" % (shq(p), pick(SERVICES))),
    ("chpasswd user:pass", lambda u, p, h: "echo '%s:%s' | sudo chpasswd" % (u, p)),
    ("net user positional password", lambda u, p, h: "net user %s %s /add /domain" % (u, p)),
    ("sqlcmd -P password", lambda u, p, h: "sqlcmd -S %s -U %s -P %s -Q \"SELECT @@VERSION\"" % (h, u, shq(p))),
    ("sqlplus user/pass@db", lambda u, p, h: "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, shq(p), h)),
    ("ldapsearch -w password", lambda u, p, h: "ldapsearch -x -H ldaps://%s -D 'cn=%s,dc=corp,dc=internal' -w %s -b 'dc=corp,dc=internal' '(uid=*)'" % (h, u, shq(p))),
    ("openssl -passout pass:", lambda u, p, h: "openssl pkcs12 -export -in cert.pem -inkey key.pem -out %s.p12 -passout pass:%s" % (pick(SERVICES), shq(p))),
    ("keytool -storepass", lambda u, p, h: "keytool -importcert -alias %s -file ca.crt -keystore truststore.jks -storepass %s -noprompt" % (pick(SERVICES), shq(p))),
    ("zip -P password", lambda u, p, h: "zip -r -P %s export_%s.zip ./reports" % (shq(p), date_str().replace("-", ""))),
    ("7z -p attached password", lambda u, p, h: "7z a -p%s -mhe=on backup.7z ./db-backups" % shq(p)),
    ("smbclient -U user%pass", lambda u, p, h: "smbclient //%s/share -U '%s%%%s' -c 'ls'" % (h, u, p)),
    ("wget --password", lambda u, p, h: "wget --user=%s --password=%s https://%s/artifacts/latest.tar.gz" % (u, shq(p), h)),
    ("kubectl create secret --from-literal", lambda u, p, h: "kubectl create secret generic db-cred --from-literal=username=%s --from-literal=password=%s -n %s" % (u, shq(p), pick(["prod", "default", "batch"]))),
    ("docker run -e password", lambda u, p, h: "docker run -d -e POSTGRES_USER=%s -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % (u, shq(p))),
    ("ansible -e ansible_password", lambda u, p, h: "ansible-playbook site.yml -i inventory -e \"ansible_user=%s ansible_password=%s\"" % (u, p)),
    ("ipmitool -P password", lambda u, p, h: "ipmitool -I lanplus -H %s -U %s -P %s chassis power status" % (ipv4_private(), u, shq(p))),
    ("PowerShell ConvertTo-SecureString", lambda u, p, h: "$pw = ConvertTo-SecureString '%s' -AsPlainText -Force\n$cred = New-Object PSCredential('%s', $pw)" % (p, u)),
    ("az login -p", lambda u, p, h: "az login --service-principal -u %s -p %s --tenant %s" % (uuid4(), shq(p), uuid4())),
    ("git clone https user:pass", lambda u, p, h: "git clone https://%s:%s@git.%s/%s.git" % (u, urllib.parse.quote(p, safe=""), pick(DOMAINS), pick(SERVICES))),
    ("expect send password", lambda u, p, h: "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (u, h, p)),
    ("mysql_config_editor / my.cnf", lambda u, p, h: "[client]\nuser=%s\npassword=%s\nhost=%s" % (u, p, h)),
    ("rsync RSYNC_PASSWORD", lambda u, p, h: "RSYNC_PASSWORD=%s rsync -av ./dist/ rsync://%s@%s/www/" % (shq(p), u, h)),
    ("mosquitto_pub -P", lambda u, p, h: "mosquitto_pub -h %s -u %s -P %s -t 'sensors/test' -m hello" % (h, u, shq(p))),
    ("SQL CREATE ROLE ... PASSWORD", lambda u, p, h: "CREATE ROLE %s WITH LOGIN PASSWORD '%s' VALID UNTIL '2026-12-31';\nGRANT CONNECT ON DATABASE app TO %s;" % (u.replace(".", "_").replace("-", "_"), p, u.replace(".", "_").replace("-", "_"))),
    ("SQL ALTER USER ... IDENTIFIED BY", lambda u, p, h: "ALTER USER '%s'@'%%' IDENTIFIED BY '%s';\nFLUSH PRIVILEGES;" % (u, p)),
    ("SQL Server CREATE LOGIN WITH PASSWORD", lambda u, p, h: "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;" % (u, p)),
    (".pgpass line", lambda u, p, h: "# ~/.pgpass (chmod 600)\n%s:5432:*:%s:%s" % (h, u, p)),
    ("python requests auth tuple", lambda u, p, h: "resp = requests.get('https://%s/api/export', auth=('%s', '%s'), timeout=30)" % (h, u, p)),
    ("crontab line with password flag", lambda u, p, h: "15 3 * * * /usr/bin/mysqldump -u %s --password=%s app | gzip > /backup/app-$(date +\\%%F).sql.gz" % (u, shq(p))),
    ("vsql / clickhouse-client --password", lambda u, p, h: "clickhouse-client --host %s --user %s --password %s --query 'SELECT 1'" % (h, u, shq(p))),
]


PW_CMD_SITS = [
    ("Running the {thing} on {host} failed because I did not know the password of {user}.",
     "{host}에서 {thing} 작업을 하다가 {user} 계정 비밀번호를 몰라서 막힘."),
    ("The runbook step for {thing} did not say which credentials to use, so {person} gave me the command.",
     "{thing} 런북 단계에 어떤 자격증명을 써야 하는지 안 적혀 있어서 {person}님이 명령어를 알려 줌."),
    ("I needed shell access to {host} to finish {thing} and the key-based login was disabled there.",
     "{thing} 마무리하려고 {host}에 접속해야 했는데 거기는 키 로그인이 막혀 있었음."),
    ("The {thing} step kept prompting for a password in CI and hung until the job timed out.",
     "CI에서 {thing} 단계가 비밀번호 프롬프트에서 멈춰서 job이 타임아웃 남."),
]
PW_CMD_LEARN = [
    ("The non-interactive form works; note the password is passed inline, which also lands in shell history.",
     "아래처럼 비대화식으로 넘기면 됨. 비밀번호가 인라인이라 셸 히스토리에도 남는 점 주의."),
    ("Account {user} is the one with the right grants; the default account is read-only.",
     "권한이 맞는 계정은 {user}임. 기본 계정은 읽기 전용."),
    ("It took several tries to find a form of the command that does not prompt.",
     "프롬프트 없이 도는 명령어 형태를 찾느라 여러 번 시도함."),
    ("The password has special characters, so it has to be single-quoted in the shell.",
     "비밀번호에 특수문자가 있어서 셸에서는 작은따옴표로 감싸야 함."),
]
THINGS = [("nightly dump", "야간 덤프"), ("replica resync", "레플리카 재동기화"), ("log rotation", "로그 로테이션"),
          ("certificate import", "인증서 임포트"), ("release upload", "릴리스 업로드"), ("backup check", "백업 점검"),
          ("user provisioning", "계정 생성"), ("queue cleanup", "큐 정리"), ("schema migration", "스키마 마이그레이션")]


def t_pw_command(lang):
    name, fn = pick(CMD_VARIANTS)
    kinds = None
    forbid = DEFAULT_FORBID
    if name in ("chpasswd user:pass", "smbclient -U user%pass", "expect send password", "PowerShell ConvertTo-SecureString",
                "ansible -e ansible_password", "net user positional password", "mysql_config_editor / my.cnf",
                "SQL CREATE ROLE ... PASSWORD", "SQL ALTER USER ... IDENTIFIED BY", "SQL Server CREATE LOGIN WITH PASSWORD",
                ".pgpass line", "python requests auth tuple"):
        forbid = DEFAULT_FORBID + "%$!&;<>()*?[]{}#~^=\"':"
    if name == "smbclient -U user%pass":
        forbid += "%"
    pwkind, pw = any_password(forbid=forbid)
    user = username()
    h = host(pick(["db", "web", "cache", "mq"]))
    cmd = fn(user, pw, h)
    written = [pw, urllib.parse.quote(pw, safe="")] if "git clone" in name else [pw]
    th = pick(THINGS)
    c = ctx_common(lang)
    c.update({"thing": th[0] if lang == "en" else th[1], "host": h, "user": user})
    sit = say_pick(lang, PW_CMD_SITS, c)
    learn = say_pick(lang, PW_CMD_LEARN, c)
    tag = "powershell" if "PowerShell" in name else ("ini" if "my.cnf" in name else ("sql" if name.startswith("SQL") else
                                                                                      ("python" if "python" in name else "bash")))
    snippet = fence(cmd, tag)
    label = L(lang, "password for %s" % user, "%s 비밀번호" % user)
    fr = generic_frame(lang, sit, learn, snippet, written[-1], label, allow_ask_snippet=True)
    return mk_secret(lang, "shell: %s (%s password)" % (name, pwkind), fr, written)


# --------------------------------------------------------------------------------------------
# secret template: connection strings
#   returns (name, text, [written secrets]) ; text is what gets pasted
# --------------------------------------------------------------------------------------------
def pct(pw):
    return urllib.parse.quote(pw, safe="")


def conn_variant(u, pw, dbn):
    k = rint(0, 15)
    if k == 0:
        h = host("db")
        s = "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, pct(pw), h, dbn)
        return "PostgreSQL URL", s, [pct(pw)]
    if k == 1:
        h = host("db")
        s = "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, pct(pw), h, dbn)
        return "SQLAlchemy MySQL URL", s, [pct(pw)]
    if k == 2:
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pct(pw), rs(ALL, 5), dbn)
        return "MongoDB SRV URI", s, [pct(pw)]
    if k == 3:
        h = host("cache")
        s = "%s://:%s@%s:6379/%d" % (pick(["redis", "rediss"]), pct(pw), h, rint(0, 15))
        return "Redis URL with password only", s, [pct(pw)]
    if k == 4:
        h = host("mq")
        s = "amqps://%s:%s@%s:5671/%s" % (u, pct(pw), h, pick(["%2F", "orders", "events"]))
        return "AMQP URL", s, [pct(pw)]
    if k == 5:
        h = host("db")
        s = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, dbn, u, pct(pw))
        return "JDBC URL with password param", s, [pct(pw)]
    if k == 6:
        h = host("db")
        s = "Server=tcp:%s,1433;Database=%s;User ID=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (h, dbn, u, pw)
        return "ADO.NET SQL Server connection string", s, [pw]
    if k == 7:
        h = host("db")
        s = "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (h, dbn, u, pw)
        return "libpq keyword DSN", s, [pw]
    if k == 8:
        s = ("sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"%s\" password=\"%s\";" % (u, pw))
        return "Kafka SASL JAAS config", s, [pw]
    if k == 9:
        s = "smtp://%s:%s@smtp.%s:587" % (pct(email(u)), pct(pw), pick(DOMAINS))
        return "SMTP URL", s, [pct(pw)]
    if k == 10:
        s = "https://elastic:%s@es-%s.%s:9200" % (pct(pw), pick(["prod", "logs", "search"]), pick(DOMAINS))
        return "Elasticsearch URL", s, [pct(pw)]
    if k == 11:
        h = host("db")
        s = "%s/%s@%s:1521/%s" % (u, pw, h, pick(["ORCL", "XEPDB1", "ERP"]))
        return "Oracle EZConnect user/pass", s, [pw]
    if k == 12:
        s = "sftp://%s:%s@files.%s:22/upload" % (u, pct(pw), pick(DOMAINS))
        return "SFTP URL", s, [pct(pw)]
    if k == 13:
        h = host("db")
        s = "Data Source=%s;Initial Catalog=%s;Persist Security Info=True;User ID=%s;Pwd=%s" % (h, dbn, u, pw)
        return "SQL Server Pwd= connection string", s, [pw]
    if k == 14:
        h = host("db")
        s = "clickhouse://%s:%s@%s:9440/%s?secure=true" % (u, pct(pw), h, dbn)
        return "ClickHouse URL", s, [pct(pw)]
    h = host("db")
    s = "Driver={ODBC Driver 18 for SQL Server};Server=%s;UID=%s;PWD=%s;Database=%s" % (h, u, pw, dbn)
    return "ODBC connection string", s, [pw]


CONN_SITS = [
    ("{svc} could not connect to the {target} in {env} after the host migration.",
     "호스트 이전 후 {env}에서 {svc} 서비스가 {target_ko}에 접속을 못 함."),
    ("The integration tests of {svc} need a real {target} and I did not know the connection details.",
     "{svc} 통합 테스트에 실제 {target_ko}가 필요한데 접속 정보를 몰랐음."),
    ("A script for {svc} failed with an authentication error against {target}.",
     "{svc} 스크립트가 {target_ko} 인증 오류로 실패함."),
    ("I had to point a one-off job at the {env} {target}.",
     "일회성 작업을 {env} {target_ko}로 돌려야 했음."),
]
CONN_LEARN = [
    ("The password contains reserved URL characters, so it must be percent-encoded in the URL form.",
     "비밀번호에 URL 예약 문자가 있어서 URL 형태에서는 퍼센트 인코딩해야 함."),
    ("{svc} takes the full connection string from {key}; the separate host/user settings are ignored.",
     "{svc}는 {key}에 있는 전체 연결 문자열만 보고 host/user 개별 설정은 무시함."),
    ("The server rejects connections from outside the VPC, so run it from the bastion.",
     "서버가 VPC 밖 접속을 거부해서 배스천에서 실행해야 함."),
    ("The connection string only works once the VPN is up.", "이 연결 문자열은 VPN 연결 후에만 접속됨."),
]


def t_conn_string(lang):
    forbid = DEFAULT_FORBID + ";{}=&\"'"
    pwkind, pw = any_password(forbid=forbid)
    u = username()
    dbn = pick(["app", "orders", "billing", "analytics", "crm", "ledger", "shop"])
    name, s, written = conn_variant(u, pw, dbn)
    c = ctx_common(lang)
    c["key"] = pick(["DATABASE_URL", "DB_DSN", "CONNECTION_STRING", "APP_DSN"])
    tgt = {"SMTP URL": ("mail relay", "메일 릴레이"), "SFTP URL": ("file server", "파일 서버"),
           "Elasticsearch URL": ("search cluster", "검색 클러스터"), "AMQP URL": ("message broker", "메시지 브로커"),
           "Redis URL with password only": ("cache", "캐시 서버"), "Kafka SASL JAAS config": ("Kafka cluster", "Kafka 클러스터")}
    c["target"], c["target_ko"] = tgt.get(name, ("database", "데이터베이스"))
    sit = say_pick(lang, CONN_SITS, c)
    learn = say_pick(lang, CONN_LEARN, c)
    style = rint(0, 3)
    if style == 0:
        snippet = fence("%s=%s" % (c["key"], s) if "\n" not in s else s, "")
    elif style == 1:
        snippet = fence('%s: "%s"' % (c["key"].lower(), s) if "\n" not in s else s, "yaml")
    elif style == 2:
        snippet = bq(s)
    else:
        snippet = fence(s, "")
    label = L(lang, "password in that connection string", "연결 문자열 비밀번호")
    fr = generic_frame(lang, sit, learn, snippet, written[0], label)
    return mk_secret(lang, "connection string: %s (%s password)" % (name, pwkind), fr, written)


# --------------------------------------------------------------------------------------------
# validation (FORMAT.txt rules)
# --------------------------------------------------------------------------------------------
LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


class Reject(Exception):
    pass


def _masked(text, secrets, repl=None):
    """mask every occurrence (overlaps included) of every secret; repl=None -> NUL per char,
    otherwise each maximal covered run becomes repl"""
    cover = [False] * len(text)
    for s in secrets:
        start = text.find(s)
        while start != -1:
            for i in range(start, start + len(s)):
                cover[i] = True
            start = text.find(s, start + 1)
    out = []
    i = 0
    while i < len(text):
        if cover[i]:
            j = i
            while j < len(text) and cover[j]:
                j += 1
            out.append("\x00" * (j - i) if repl is None else repl)
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def check_note(n):
    f = n.fields
    for key, lim in LIMITS:
        if not isinstance(f[key], str):
            raise Reject("field type")
        if len(f[key].encode("utf-8")) > lim:
            raise Reject("%s too long (%d bytes)" % (key, len(f[key].encode("utf-8"))))
    if not f["missing_context"].strip() or not f["lesson"].strip():
        raise Reject("empty required field")
    if n.lang not in ("en", "ko") or n.kind not in ("secret", "clean"):
        raise Reject("bad lang/kind")
    if n.kind == "clean":
        if n.secrets:
            raise Reject("clean note with secrets")
        return
    if not n.secrets:
        raise Reject("secret note without secrets")
    if len(n.secrets) != len(list(dict.fromkeys(n.secrets))):
        raise Reject("duplicate secrets")
    for s in n.secrets:
        if len(s) < 8:
            raise Reject("secret shorter than 8: %r" % s)
        if not any(s in f[k] for k, _ in LIMITS):
            raise Reject("secret not verbatim in fields: %r" % s)
    # window rule: no 8-char window of a listed secret outside the occurrences of the secrets
    for k, _ in LIMITS:
        for masked in (_masked(f[k], n.secrets), _masked(f[k], n.secrets, "[REDACTED]")):
            for s in n.secrets:
                for i in range(len(s) - 7):
                    if s[i:i + 8] in masked:
                        raise Reject("window %r of secret %r occurs outside secrets in %s" % (s[i:i + 8], s, k))


# --------------------------------------------------------------------------------------------
# secret template: passwords of people and services, written in prose / small snippets
# --------------------------------------------------------------------------------------------
ADMIN_TOOLS = [("Grafana", "grafana"), ("Jenkins", "jenkins"), ("Argo CD", "argocd"), ("RabbitMQ management UI", "rabbitmq"),
               ("pgAdmin", "pgadmin"), ("phpMyAdmin", "pma"), ("Synology NAS", "nas"), ("office router", "router"),
               ("Kibana", "kibana"), ("Harbor registry", "harbor"), ("Nexus", "nexus"), ("Keycloak admin console", "keycloak"),
               ("WordPress wp-admin", "wp"), ("Zabbix", "zabbix"), ("Portainer", "portainer"), ("Airflow", "airflow"),
               ("MinIO console", "minio"), ("vCenter", "vcenter"), ("Metabase", "metabase"), ("Redash", "redash")]
PERSONAL = [("QA test account for the mobile app", "모바일 앱 QA 테스트 계정"), ("shared App Store Connect login", "공용 App Store Connect 계정"),
            ("company VPN account", "회사 VPN 계정"), ("Windows jump host", "윈도우 점프 호스트"), ("demo tenant admin", "데모 테넌트 관리자 계정"),
            ("shared Google Play Console test user", "공용 Google Play Console 테스트 계정"), ("kiosk PC", "키오스크 PC"),
            ("legacy ERP login", "레거시 ERP 로그인"), ("intranet groupware account", "그룹웨어 계정")]

PW_FORMATS = [
    lambda lang, u, p: "id: %s / pw: %s" % (u, p),
    lambda lang, u, p: "username: %s\npassword: %s" % (u, p),
    lambda lang, u, p: "ID %s, PW %s" % (u, p),
    lambda lang, u, p: L(lang, "login %s with password %s" % (u, p), "아이디 %s 비번 %s" % (u, p)),
    lambda lang, u, p: "%s : %s" % (u, p),
    lambda lang, u, p: L(lang, "user=%s pass=%s" % (u, p), "계정 %s / 비밀번호 %s" % (u, p)),
]


def t_person_password(lang):
    pwkind, pw = any_password(forbid=DEFAULT_FORBID.replace(" ", "") if chance(0.15) else DEFAULT_FORBID)
    c = ctx_common(lang)
    if chance(0.6):
        tool, slug = pick(ADMIN_TOOLS)
        what_en, what_ko = tool, tool
        u = pick(["admin", "root", "ops", slug + "-admin", username()])
        url = "https://%s.%s" % (slug, pick(DOMAINS))
    else:
        what_en, what_ko = pick(PERSONAL)
        u = pick([email(), username(), "qa" + digits(2) + "@" + pick(DOMAINS)])
        url = None
    what = what_en if lang == "en" else what_ko
    cred = pick(PW_FORMATS)(lang, u, pw)
    sits = [
        (L(lang, "I needed to log in to the %s to check %s and had no account." % (what, c["svc"]),
           "%s 서비스 확인하려고 %s에 로그인해야 했는데 계정이 없었음." % (c["svc"], what))),
        (L(lang, "%s sent the %s login in chat so I could verify the fix." % (c["person"], what),
           "수정 확인하라고 %s님이 %s 로그인 정보를 채팅으로 보내 줌." % (c["person"], what))),
        (L(lang, "The %s password was changed last week and nobody updated the runbook." % what,
           "%s 비밀번호가 지난주에 바뀌었는데 런북에는 반영이 안 돼 있었음." % what)),
        (L(lang, "E2E tests for %s need a real login on the %s." % (c["svc"], what),
           "%s E2E 테스트에 %s 실제 로그인이 필요함." % (c["svc"], what))),
    ]
    sit = pick(sits)
    learns = [
        L(lang, "The account is %s; SSO does not work for it, only the local password." % u,
          "계정은 %s 이고 SSO는 안 되고 로컬 비밀번호로만 로그인됨." % u),
        L(lang, "Login works only from the office network%s." % (" (" + url + ")" if url else ""),
          "사무실 네트워크에서만 로그인됨%s." % (" (" + url + ")" if url else "")),
        L(lang, "After three wrong attempts the account locks for 30 minutes, so copy it exactly.",
          "세 번 틀리면 30분 잠기니까 정확히 복사해서 넣어야 함."),
        L(lang, "The password is case-sensitive and caps lock is easy to miss over the remote desktop.",
          "비밀번호 대소문자 구분함. 원격 데스크톱에서는 caps lock 상태를 놓치기 쉬움."),
    ]
    learn = pick(learns)
    f = rint(0, 5)
    ask = pick(GENERIC_ASKS)[0 if lang == "en" else 1]
    if f == 0:
        mc, lesson, fname = sit, learn + "\n" + cred, "credentials at end of lesson"
    elif f == 1:
        mc, lesson, fname = sit + "\n" + cred, learn, "credentials in missing_context"
    elif f == 2:
        mc = sit + L(lang, " Password for %s:" % u, " %s 비밀번호:" % u)
        lesson, fname = pw + "\n" + learn, "label and value split across fields"
    elif f == 3:
        mc, lesson = sit, learn
        ask = L(lang, "Is the %s password still %s?" % (what, pw), "%s 비밀번호 아직 %s 맞는지?" % (what, pw))
        fname = "password in question"
    elif f == 4:
        mc, lesson = sit, cred + "\n" + learn
        ask = L(lang, "Next time, ask whether %s was rotated before trying it." % pw,
                "다음엔 %s 이 비번이 바뀌었는지 먼저 물어보기." % pw)
        fname = "password at start of lesson and in ask_next_time"
    else:
        t = "%02d:%02d" % (rint(8, 22), rint(0, 59))
        chat = L(lang, "[%s] %s: %s login -> %s\n[%s] %s: please don't write it down anywhere"
                 % (t, c["person"], what, cred.replace("\n", ", "), t, c["person"]),
                 "[%s] %s: %s 로그인은 %s%s\n[%s] %s: 어디 적어 두지는 마세요"
                 % (t, c["person"], what, cred.replace("\n", ", "), pick([" 이에요", "이에요", "입니다", " 입니다", "예요"]), t, c["person"]))
        mc, lesson, fname = sit + "\n" + chat, learn, "chat message"
    return Note(lang, "secret", "password: %s (%s password, %s)" % (what_en, pwkind, fname), mc, lesson, ask,
                listed_in("\n".join([mc, lesson, ask]), [pw]))


# --------------------------------------------------------------------------------------------
# secret template: service passwords in config files
# --------------------------------------------------------------------------------------------
def t_config_password(lang):
    pwkind, pw = any_password(forbid=DEFAULT_FORBID + "#;=$%&<>")
    cname, cfn, cfiles = CONTAINER_CYCLE.next()
    prefix = pick(["DB", "POSTGRES", "MYSQL", "REDIS", "SMTP", "RABBITMQ", "LDAP", "KEYSTORE", "ELASTIC", "MSSQL"])
    u = username()
    items = [("%s_HOST" % prefix, host("db" if prefix in ("DB", "POSTGRES", "MYSQL", "MSSQL") else "web"), False),
             ("%s_USER" % prefix, u, False), ("%s_PASSWORD" % prefix, pw, True)]
    if chance(0.4):
        items.append(("%s_PORT" % prefix, str(pick([5432, 3306, 6379, 587, 5672, 636, 9200, 1433])), False))
    if chance(0.3):
        R.shuffle(items)
    body, tag = cfn(items)
    c = ctx_common(lang)
    c["file"] = pick(cfiles)
    c["key"] = "%s_PASSWORD" % prefix
    sits = [("{svc} failed its readiness probe in {env}; the logs only said 'authentication failed'.",
             "{env}에서 {svc} readiness probe가 실패했고 로그에는 'authentication failed'만 찍힘."),
            ("I did not know that {svc} keeps its {key} in {file} instead of the secret store.",
             "{svc} 서비스가 {key} 값을 시크릿 저장소가 아니라 {file}에 둔다는 걸 몰랐음."),
            ("Local setup of {svc} failed until {person} sent me the config file.",
             "{person}님이 설정 파일을 보내 주기 전까지 {svc} 로컬 세팅이 계속 실패함.")]
    learns = [("{key} must match the account created by the bootstrap script, not the default one.",
               "{key} 값은 기본 계정이 아니라 bootstrap 스크립트가 만든 계정과 맞아야 함."),
              ("The loader does not expand variables in {file}; the literal value has to be there.",
               "{file}에서는 변수 치환이 안 돼서 실제 값이 그대로 들어가 있어야 함."),
              ("Changing {key} requires restarting both {svc} and its worker.",
               "{key} 바꾸면 {svc} 본체랑 워커 둘 다 재시작해야 함.")]
    sit = say_pick(lang, sits, c)
    learn = say_pick(lang, learns, c)
    label = L(lang, "value of %s" % c["key"], "%s 값" % c["key"])
    fr = generic_frame(lang, sit, learn, fence(body, tag), pw, label)
    return mk_secret(lang, "config password: %s in %s (%s password)" % (c["key"], cname, pwkind), fr, [pw])


# --------------------------------------------------------------------------------------------
# tokens of sessions: JWTs, cookies
# --------------------------------------------------------------------------------------------
SCOPES = ["read:orders", "write:orders", "read:users", "admin:billing", "read:reports", "write:inventory",
          "openid", "profile", "email", "offline_access", "payments:refund", "catalog:publish", "audit:read"]


def make_jwt(long=False, alg=None):
    alg = alg or pick(["HS256", "RS256", "ES256", "HS512"])
    header = {"alg": alg, "typ": "JWT"}
    if alg[0] in "RE" and chance(0.7):
        header["kid"] = rs(B64URL, pick([16, 22, 43]))
    now = 1735000000 + rint(0, 30000000)
    payload = {"sub": pick([uuid4(), digits(8), "auth0|" + hexs(24)]), "iss": "https://auth.%s/" % pick(DOMAINS),
               "aud": pick(SERVICES), "iat": now, "exp": now + pick([900, 3600, 86400])}
    if chance(0.6):
        payload["email"] = email()
    if long:
        payload["scope"] = " ".join(sample(SCOPES, rint(5, 10)))
        payload["sid"] = uuid4()
        payload["roles"] = sample(["admin", "ops", "viewer", "billing", "support", "developer"], rint(2, 4))
        payload["tenant"] = pick(["acme", "kr-main", "jp-east", "eu-1"]) + "-" + digits(4)
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = b64url(rbytes({"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]))
    return h + "." + p + "." + sig


def session_cookie():
    k = rint(0, 7)
    if k == 0:
        return "sessionid", rs(ALL, 32), "Django"
    if k == 1:
        return "PHPSESSID", rs(ALL, 26), "PHP"
    if k == 2:
        return "JSESSIONID", hexs(32).upper(), "Java servlet"
    if k == 3:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + pct(b64(rbytes(32)).rstrip("=")), "Express"
    if k == 4:
        return "_%s_session" % pick(["shop", "admin", "app", "portal"]), pct(b64(rbytes(rint(90, 150)))) + "--" + hexs(40), "Rails"
    if k == 5:
        return "laravel_session", pct(b64(('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (b64(rbytes(16)), b64(rbytes(rint(120, 180))), hexs(64))).encode())), "Laravel"
    if k == 6:
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64URL, rint(250, 380)), "ASP.NET Core"
    return "__Secure-next-auth.session-token", make_jwt(alg="HS512"), "NextAuth"


AUTH_SITS = [
    ("{svc} returned 401 for my requests but worked in the browser; I copied the request from devtools.",
     "브라우저에서는 되는데 내 요청은 {svc}에서 401이 나서 devtools에서 요청을 복사해 옴."),
    ("{person} shared a captured request so I could reproduce the bug in {svc}.",
     "{svc} 버그 재현하라고 {person}님이 캡처한 요청을 공유해 줌."),
    ("I could not tell which auth scheme {svc} expects on its internal API.",
     "{svc} 내부 API가 어떤 인증 방식을 기대하는지 몰랐음."),
    ("The load test against {svc} needed a logged-in session.",
     "{svc} 부하 테스트에 로그인된 세션이 필요했음."),
]
AUTH_LEARN = [
    ("The gateway strips cookies on cross-origin calls, so the header has to be set explicitly.",
     "게이트웨이가 cross-origin 호출에서 쿠키를 떼어 버려서 헤더를 직접 넣어야 함."),
    ("Tokens from the {env} IdP are not accepted by the local stack.",
     "{env} IdP에서 받은 토큰은 로컬 스택에서 안 받아 줌."),
    ("The request only succeeds with exactly these headers; the Accept header matters too.",
     "헤더를 정확히 이대로 넣어야만 성공함. Accept 헤더도 영향 있음."),
    ("Sessions expire after an hour of inactivity, so the captured one is only good for a short test.",
     "세션은 1시간 미사용 시 만료돼서 캡처한 값은 짧은 테스트에만 쓸 수 있음."),
]


def t_auth_header(lang):
    c = ctx_common(lang)
    h = host("web")
    path = pick(["/api/v2/orders", "/internal/reports/daily", "/admin/users?page=2", "/graphql", "/v1/settlements", "/api/me"])
    k = rint(0, 11)
    secrets = []
    if k == 0:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + ":")
        u = username()
        blob = b64s(u + ":" + pw)
        body = "GET %s HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nUser-Agent: curl/8.5.0" % (path, h, blob)
        snippet = fence(body, "http")
        secrets = [blob]
        name = "Basic header (%s password)" % pwkind
        if chance(0.5):
            snippet += L(lang, "\n(it decodes to %s:%s)" % (u, pw), "\n(디코딩하면 %s:%s)" % (u, pw))
            secrets.append(pw)
        inline = blob
    elif k == 1:
        jwt = make_jwt(long=chance(0.5))
        body = "curl -sS https://%s%s \\\n  -H 'Authorization: Bearer %s'" % (h, path, jwt)
        snippet, secrets, name, inline = fence(body, "bash"), [jwt], "Bearer JWT in curl", jwt
    elif k == 2:
        cn, cv, fw = session_cookie()
        jwt = make_jwt()
        body = ("curl 'https://%s%s' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer %s' \\\n  -b '%s=%s; lang=%s'"
                % (h, path, jwt, cn, cv, pick(["ko", "en", "ja"])))
        snippet, secrets, name, inline = fence(body, "bash"), [jwt, cv], "devtools Copy-as-cURL with %s cookie" % fw, cv
    elif k == 3:
        cn, cv, fw = session_cookie()
        body = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (cn, cv)
        snippet, secrets, name, inline = fence(body, "http"), [cv], "Set-Cookie %s session" % fw, cv
    elif k == 4:
        cn, cv, fw = session_cookie()
        dom = "." + pick(DOMAINS)
        body = "# Netscape HTTP Cookie File\n%s\tTRUE\t/\tTRUE\t0\t%s\t%s" % (dom, cn, cv)
        snippet, secrets, name, inline = fence(body, ""), [cv], "cookies.txt %s session" % fw, cv
    elif k == 5:
        jwt = make_jwt(long=True)
        body = json.dumps({"request": {"method": "POST", "url": "https://%s%s" % (h, path), "headers": [
            {"name": "Authorization", "value": "Bearer " + jwt}, {"name": "Content-Type", "value": "application/json"}]}},
            indent=1, ensure_ascii=False)
        snippet, secrets, name, inline = fence(body, "json"), [jwt], "HAR entry with Bearer JWT", jwt
    elif k == 6:
        jwt = make_jwt()
        rt = rs(B64URL, rint(64, 96))
        body = json.dumps({"name": "%s-%s" % (c["svc"], c["env"]), "values": [
            {"key": "baseUrl", "value": "https://" + h, "enabled": True},
            {"key": "accessToken", "value": jwt, "enabled": True},
            {"key": "refreshToken", "value": rt, "enabled": True}]}, indent=2)
        snippet, secrets, name, inline = fence(body, "json"), [jwt, rt], "Postman environment with tokens", rt
    elif k == 7:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + ":")
        u = username()
        blob = b64s(u + ":" + pw)
        body = "CONNECT %s:443 HTTP/1.1\nProxy-Authorization: Basic %s" % (h, blob)
        snippet, secrets, name, inline = fence(body, "http"), [blob], "Proxy-Authorization Basic (%s password)" % pwkind, blob
    elif k == 8:
        key = rs(AL, pick([32, 40, 48]))
        body = "import requests\ns = requests.Session()\ns.headers.update({'X-Internal-Api-Key': '%s'})\nresp = s.get('https://%s%s')" % (key, h, path)
        snippet, secrets, name, inline = fence(body, "python"), [key], "internal X-API-Key in Python session", key
    elif k == 9:
        jwt = make_jwt()
        body = "grpcurl -H 'authorization: Bearer %s' \\\n  %s:443 %s.v1.%sService/Get" % (jwt, h, c["svc"].split("-")[0], pascal(c["svc"].replace("-", "_")))
        snippet, secrets, name, inline = fence(body, "bash"), [jwt], "gRPC metadata Bearer", jwt
    elif k == 10:
        cs = pick([rs(AL, 40), rs(B64URL, 48), hexs(64)])
        body = ("POST /oauth2/token HTTP/1.1\nHost: auth.%s\nContent-Type: application/x-www-form-urlencoded\n\n"
                "grant_type=client_credentials&client_id=%s&client_secret=%s&scope=%s"
                % (pick(DOMAINS), pick([uuid4(), rs(AL, 20), c["svc"] + "-client"]), cs, pct(" ".join(sample(SCOPES, 2)))))
        snippet, secrets, name, inline = fence(body, "http"), [cs], "OAuth client_credentials form body", cs
    else:
        rt = rs(B64URL, rint(80, 120))
        jwt = make_jwt(long=chance(0.5))
        body = "> localStorage.getItem('auth')\n'{\"access_token\":\"%s\",\"refresh_token\":\"%s\",\"expires_in\":3600}'" % (jwt, rt)
        snippet, secrets, name, inline = fence(body, "js"), [jwt, rt], "browser localStorage tokens", rt
    sit = say_pick(lang, AUTH_SITS, c)
    learn = say_pick(lang, AUTH_LEARN, c)
    label = L(lang, "token", "토큰")
    fr = generic_frame(lang, sit, learn, snippet, inline, label)
    return mk_secret(lang, "auth header/cookie: %s" % name, fr, secrets)


# --------------------------------------------------------------------------------------------
# secret template: signed URLs
# --------------------------------------------------------------------------------------------
def amz_date():
    d = date_str().replace("-", "")
    return d, d + "T%02d%02d%02dZ" % (rint(0, 23), rint(0, 59), rint(0, 59))


def t_signed_url(lang):
    c = ctx_common(lang)
    k = rint(0, 4)
    obj = pick(["exports/%s/report.csv" % date_str(), "invoices/%s.pdf" % digits(8), "backups/db-%s.sql.gz" % date_str(),
                "uploads/%s/avatar.png" % uuid4(), "releases/app-%d.%d.%d.apk" % (rint(1, 5), rint(0, 20), rint(0, 9))])
    if k == 0:
        akid = "AKIA" + rs(B32, 16)
        sig = hexs(64)
        d, dt = amz_date()
        region = pick(REGIONS_AWS)
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (pick(["acme-exports", "kr-data-lake", "shop-media", "ops-backups"]), region, obj, akid, d, region, dt,
                  pick([900, 3600, 86400, 604800]), sig))
        secrets, name = [akid, sig], "S3 presigned URL (access key id + signature)"
    elif k == 1:
        sig = hexs(512)
        d, dt = amz_date()
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
               "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%s&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-public-exports", "ml-artifacts", "kr-reports"]), obj, pick(["exporter", "signer", "ci-uploader"]),
                  pick(["acme-prod", "data-platform-kr", "shop-433"]), d, dt, sig))
        secrets, name = [sig], "GCS V4 signed URL (512-hex signature)"
    elif k == 2:
        sig = pct(b64(rbytes(32)))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT%02d:00:00Z&st=%sT00:00:00Z&spr=https&sig=%s"
               % ("st" + rs(ALL, 10), pick(["exports", "media", "backups"]), obj, date_str(), rint(0, 23), date_str(), sig))
        secrets, name = [sig], "Azure SAS URL (percent-encoded sig)"
    elif k == 3:
        sig = rs(B64URL.replace("_", "~"), rint(170, 190)) + "__"
        url = ("https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
               % (rs(ALL, 14), obj, 1735000000 + rint(0, 30000000), sig, rs(ALU, 13)))
        secrets, name = [sig], "CloudFront signed URL"
    else:
        akid = "LTAI5t" + rs(AL, 18)
        sig = pct(b64(rbytes(20)))
        url = ("https://%s.oss-cn-%s.aliyuncs.com/%s?OSSAccessKeyId=%s&Expires=%d&Signature=%s"
               % (pick(["acme-cn-media", "shop-cn-exports"]), pick(["hangzhou", "shanghai", "beijing"]), obj, akid,
                  1735000000 + rint(0, 30000000), sig))
        secrets, name = [akid, sig], "Alibaba OSS signed URL (AccessKeyId + signature)"
    sits = [("A customer could not download their file from {svc}; support pasted the link they received.",
             "고객이 {svc}에서 파일을 못 받는다고 해서 CS팀이 고객이 받은 링크를 붙여 줌."),
            ("I needed to check why links generated by {svc} expire too early.",
             "{svc}가 만드는 링크가 너무 빨리 만료되는 이유를 확인해야 했음."),
            ("{person} asked me to fetch the export directly instead of going through {svc}.",
             "{person}님이 {svc}를 거치지 말고 익스포트 파일을 바로 받아 달라고 함.")]
    learns = [("The signature covers the exact query string; re-encoding any parameter breaks it.",
               "서명은 쿼리 문자열 전체에 걸려 있어서 파라미터를 다시 인코딩하면 깨짐."),
              ("Links are valid for the whole expiry window even after the user logs out, so treat them like credentials.",
               "링크는 사용자가 로그아웃해도 만료 시간까지 유효하니 자격증명처럼 다뤄야 함."),
              ("The server clock of {svc} was off by minutes, which made fresh links look expired.",
               "{svc} 서버 시계가 몇 분 어긋나 있어서 새 링크도 만료된 것처럼 보였음.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    snippet = fence(url, "") if chance(0.6) else url
    fr = generic_frame(lang, sit, learn, snippet, secrets[-1], L(lang, "signature", "서명 값"))
    return mk_secret(lang, "signed URL: %s" % name, fr, secrets)


# --------------------------------------------------------------------------------------------
# secret template: private keys (PEM / OpenSSH bodies listed line by line)
# --------------------------------------------------------------------------------------------
def _ssh_string(bs):
    return len(bs).to_bytes(4, "big") + bs


def openssh_ed25519(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _ssh_string(b"ssh-ed25519") + _ssh_string(pub)
    check = rbytes(4)
    sec = check + check + _ssh_string(b"ssh-ed25519") + _ssh_string(pub) + _ssh_string(priv + pub) + _ssh_string(comment.encode())
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + _ssh_string(b"none") + _ssh_string(b"none") + _ssh_string(b"") + \
        (1).to_bytes(4, "big") + _ssh_string(pubblob) + _ssh_string(sec)
    return b64(blob), "ssh-ed25519 " + b64(pubblob) + " " + comment


def pem_key():
    """returns (kind, header, footer, body_lines, truncated)"""
    k = rint(0, 5)
    if k == 0:
        der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
        return "EC P-256 (SEC1)", "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", wrap_lines(b64(der), 64), False
    if k == 1:
        der = bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) + \
            bytes.fromhex("a144034200") + b"\x04" + rbytes(64)
        return "EC P-256 (PKCS#8)", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", wrap_lines(b64(der), 64), False
    if k == 2:
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
        return "Ed25519 (PKCS#8)", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", [b64(der)], False
    if k == 3:
        body, _ = openssh_ed25519(email())
        return "OpenSSH ed25519", "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", wrap_lines(body, 70), False
    if k == 4:
        first = "MIIEowIBAAKCAQEA" + rs(B64, 48)
        lines = [first] + [rs(B64, 64) for _ in range(rint(3, 5))]
        return "RSA (PKCS#1, truncated paste)", "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", lines, True
    first = "lQOYBG" + rs(B64, 58)
    lines = [first] + [rs(B64, 64) for _ in range(rint(2, 4))]
    return "PGP private key block (truncated paste)", "-----BEGIN PGP PRIVATE KEY BLOCK-----", "-----END PGP PRIVATE KEY BLOCK-----", lines, True


def t_private_key(lang):
    c = ctx_common(lang)
    kind, head, foot, lines, trunc = pem_key()
    if len(lines[-1]) < 8:
        lines = lines[:-1]
    style = rint(0, 3)
    if style == 3 and kind in ("EC P-256 (PKCS#8)", "Ed25519 (PKCS#8)", "RSA (PKCS#1, truncated paste)"):
        # service-account style JSON with literal \n escapes
        pem = head + "\\n" + "\\n".join(lines) + ("\\n...\\n" if trunc else "\\n") + foot + "\\n"
        body = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            pick(["acme-prod", "kr-data-platform", "shop-433"]), hexs(40), pem, pick(["deployer", "exporter", "ci"]), pick(["acme-prod", "kr-data-platform"]))
        snippet = fence(body, "json")
        where = "service account JSON"
    else:
        body = head + "\n" + "\n".join(lines) + ("\n... (rest omitted)\n" if trunc else "\n") + foot
        if style == 1:
            body = "deploy_key: |\n" + "\n".join("  " + x for x in body.split("\n"))
            snippet, where = fence(body, "yaml"), "YAML block scalar"
        elif style == 2:
            kf = pick(["deploy_key", "signing_key", "gh_actions_key", "release_key"])
            body = "cat > ~/.ssh/%s <<'EOF'\n%s\nEOF\nchmod 600 ~/.ssh/%s" % (kf, body, kf)
            snippet, where = fence(body, "bash"), "heredoc"
        else:
            snippet, where = fence(body, ""), "PEM block"
    sits = [("The deploy job of {svc} could not clone the private submodule; the deploy key was missing on the runner.",
             "{svc} 배포 job이 private 서브모듈을 clone 못 함. 러너에 배포 키가 없었음."),
            ("{person} pasted the signing key so I could sign the {env} release of {svc}.",
             "{svc} {env} 릴리스 서명하라고 {person}님이 서명 키를 붙여 줌."),
            ("TLS termination for {svc} failed after the certificate renewal; the new key had not been copied.",
             "인증서 갱신 후 {svc} TLS 종료가 실패함. 새 키가 복사되지 않았음."),
            ("I did not know where the service account key for {svc} was kept.",
             "{svc} 서비스 계정 키가 어디 보관되는지 몰랐음.")]
    learns = [("The key must be written with a trailing newline and mode 600, otherwise the client ignores it.",
               "키 파일은 마지막 개행 포함, 권한 600이어야 함. 아니면 클라이언트가 무시함."),
              ("Line breaks inside the key must survive the copy; pasting into a single-line field corrupts it.",
               "키 안의 줄바꿈이 유지돼야 함. 한 줄짜리 입력칸에 붙이면 깨짐."),
              ("The runner reads the key from {file}, not from the agent socket.",
               "러너는 에이전트 소켓이 아니라 {file}에서 키를 읽음.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    f = rint(0, 3)
    ask = pick(GENERIC_ASKS)[0 if lang == "en" else 1]
    if f == 0:
        mc, lesson, fname = sit, learn + "\n" + snippet, "key in lesson"
    elif f == 1:
        mc, lesson, fname = sit + "\n" + snippet, learn, "key in missing_context"
    elif f == 2:
        mc, lesson, fname = sit, snippet + "\n" + learn, "key at start of lesson"
        ask = L(lang, "Should the key starting %s be revoked now that it was pasted here?" % lines[0],
                "%s 로 시작하는 이 키, 여기 붙여 넣었으니 폐기해야 하는지?" % lines[0])
        fname = "key in lesson, first line repeated in ask_next_time"
    else:
        mc = sit + L(lang, " Key body as pasted:", " 붙여 준 키 본문:")
        lesson, fname = "\n".join(lines) + "\n" + learn, "bare key body split from its label"
    return mk_secret(lang, "private key: %s in %s" % (kind, where), (mc, lesson, ask, fname), lines)


# --------------------------------------------------------------------------------------------
# secret template: TOTP seeds, recovery codes, PINs, Wi-Fi keys
# --------------------------------------------------------------------------------------------
ISSUERS = ["GitHub", "AWS", "Google", "Okta", "Cloudflare", "Naver", "Kakao", "Toss", "Jira", "GitLab", "Vault", "1Password"]


def t_totp(lang):
    c = ctx_common(lang)
    seed = rs(B32, pick([16, 26, 32]))
    iss = pick(ISSUERS)
    acct = pick([email(), username()])
    k = rint(0, 4)
    if k == 0:
        shown = seed
        body = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, pct(acct), seed, iss)
        snippet, name = fence(body, ""), "otpauth URI"
    elif k == 1:
        shown = " ".join(wrap_lines(seed.lower(), 4))
        snippet = L(lang, "Setup key shown by %s: %s" % (iss, shown), "%s 설정 키: %s" % (iss, shown))
        name = "grouped setup key"
    elif k == 2:
        shown = seed
        body = "import pyotp\ntotp = pyotp.TOTP('%s')\nprint(totp.now())" % seed
        snippet, name = fence(body, "python"), "pyotp seed in code"
    elif k == 3:
        shown = seed
        body = "oathtool --totp -b %s" % seed
        snippet, name = fence(body, "bash"), "oathtool command"
    else:
        shown = seed
        body = "MFA_SHARED_SECRET=%s\nMFA_ISSUER=%s\nMFA_ACCOUNT=%s" % (seed, iss, acct)
        snippet, name = fence(body, ""), "env file"
    sits = [("The {env} admin account for {svc} has 2FA and the E2E login test could not pass it.",
             "{svc} {env} 관리자 계정에 2FA가 걸려 있어서 E2E 로그인 테스트가 통과를 못 함."),
            ("{person} was on leave and the shared ops account needed a one-time code.",
             "{person}님이 휴가 중인데 공용 ops 계정에 일회용 코드가 필요했음."),
            ("The break-glass account's authenticator app was on a phone nobody could find.",
             "비상용 계정 OTP 앱이 깔린 폰을 아무도 못 찾았음.")]
    learns = [("The TOTP seed is stored with the account in the team vault; codes are generated from it.",
               "TOTP 시드는 팀 vault에 계정과 같이 저장돼 있고 거기서 코드를 생성함."),
              ("Codes fail if the CI runner clock drifts by more than 30 seconds.",
               "CI 러너 시계가 30초 넘게 어긋나면 코드가 실패함."),
              ("The seed is case-insensitive base32; spaces are ignored by most apps.",
               "시드는 대소문자 구분 없는 base32이고 대부분 앱은 공백을 무시함.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    fr = generic_frame(lang, sit, learn, snippet, shown, L(lang, "TOTP seed", "TOTP 시드"))
    return mk_secret(lang, "TOTP seed: %s for %s" % (name, iss), fr, [shown])


def t_recovery(lang):
    c = ctx_common(lang)
    k = rint(0, 5)
    if k == 0:
        codes = ["%s-%s" % (hexs(5), hexs(5)) for _ in range(rint(4, 10))]
        svc, name = "GitHub", "GitHub recovery codes"
        body = "\n".join(codes)
    elif k == 1:
        codes = ["%s %s" % (digits(4, False), digits(4, False)) for _ in range(rint(4, 10))]
        svc, name = "Google", "Google backup codes"
        body = "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(codes))
    elif k == 2:
        codes = ["A3-%s-%s-%s-%s-%s-%s" % (rs(ALU, 6), rs(ALU, 6), rs(ALU, 5), rs(ALU, 5), rs(ALU, 5), rs(ALU, 5))]
        svc, name = "1Password", "1Password Secret Key"
        body = "Secret Key: " + codes[0]
    elif k == 3:
        codes = ["-".join(digits(6, False) for _ in range(8))]
        svc, name = "BitLocker", "BitLocker recovery key"
        body = "Recovery key ID: %s\nRecovery key: %s" % (hexs(8).upper(), codes[0])
    elif k == 4:
        codes = [rs(ALL, 8) for _ in range(rint(5, 10))]
        svc, name = "Discord", "backup codes (8 chars)"
        body = "  ".join(codes)
    else:
        codes = ["-".join(rs(ALU, 4) for _ in range(7))]
        svc, name = "Apple", "Apple ID recovery key"
        body = codes[0]
    sits = [("Nobody could log in to the shared {svc2} org owner account after the phone with the authenticator was wiped.",
             "OTP 앱이 있던 폰이 초기화돼서 공용 {svc2} 오너 계정에 아무도 로그인 못 함."),
            ("I had to recover access to the {svc2} account used by {svc} during an incident.",
             "장애 중에 {svc} 서비스가 쓰는 {svc2} 계정 접근을 복구해야 했음."),
            ("{person} sent the saved recovery material so I could unlock the {svc2} account.",
             "{svc2} 계정 잠금 풀라고 {person}님이 저장해 둔 복구 정보를 보내 줌.")]
    c["svc2"] = svc
    if svc == "BitLocker":
        sits = [("The Windows build agent for {svc} booted into BitLocker recovery after a firmware update.",
                 "펌웨어 업데이트 후 {svc} 윈도우 빌드 에이전트가 BitLocker 복구 화면으로 부팅됨.")]
    elif svc == "Apple":
        sits = [("The shared Apple ID used to sign {svc} builds got locked after too many attempts.",
                 "{svc} 빌드 서명에 쓰는 공용 Apple ID가 시도 횟수 초과로 잠김.")]
    sit = say_pick(lang, sits, c)
    learn = L(lang, "Each recovery code works once; used ones must be crossed off in the vault entry.",
              "복구 코드는 한 번씩만 쓸 수 있음. 쓴 코드는 vault 항목에서 지워야 함.") if len(codes) > 1 else \
        L(lang, "This key is the only way back in without the device, so it must stay in the vault.",
          "기기 없이 들어갈 수 있는 유일한 수단이라 vault에만 둬야 함.")
    f = rint(0, 3)
    ask = pick(GENERIC_ASKS)[0 if lang == "en" else 1]
    snippet = fence(body, "")
    if f == 0:
        mc, lesson, fname = sit + "\n" + snippet, learn, "codes in missing_context"
    elif f == 1:
        mc, lesson, fname = sit, learn + "\n" + snippet, "codes in lesson"
    elif f == 2:
        mc, lesson = sit, snippet + "\n" + learn
        ask = L(lang, "I used %s; which code should be used next time?" % codes[0], "%s 코드는 썼음. 다음엔 어떤 코드를 써야 하는지?" % codes[0])
        fname = "codes in lesson, one repeated in ask_next_time"
    else:
        mc = sit + L(lang, " Codes:", " 코드 목록:")
        lesson, fname = body + "\n" + learn, "bare codes split from label"
    return mk_secret(lang, "recovery codes: %s" % name, (mc, lesson, ask, fname), codes)


def t_pin(lang):
    c = ctx_common(lang)
    k = rint(0, 4)
    if k == 0:
        old, new = digits(8, False), digits(8, False)
        body = "ykman piv access change-pin --pin %s --new-pin %s" % (old, new)
        vals, name = [old, new], "YubiKey PIV PIN change"
        what = L(lang, "YubiKey PIN", "YubiKey PIN")
    elif k == 1:
        puk = digits(8, False)
        body = L(lang, "SIM PUK for the test phone (%s): %s" % (pick(["Galaxy S23", "iPhone 14", "Pixel 8"]), puk),
                 "테스트폰(%s) 유심 PUK: %s" % (pick(["갤럭시 S23", "아이폰 14", "픽셀 8"]), puk))
        vals, name, what = [puk], "SIM PUK", "PUK"
    elif k == 2:
        pin = digits(rint(8, 10), False)
        body = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
        vals, name, what = [pin], "HSM user PIN in pkcs11-tool", "HSM PIN"
    elif k == 3:
        pin = digits(8, False)
        body = "adb shell locksettings set-pin --old %s %s" % (digits(8, False), digits(8, False))
        vals = [x for x in body.split() if x.isdigit()]
        name, what = "Android device PIN via adb", L(lang, "device PIN", "기기 PIN")
    else:
        pwkind, pw = any_password(kinds=["human", "punctuation-heavy", "korean-keyboard"])
        body = L(lang, "Joint certificate (NPKI) password for the corporate banking PC: %s" % pw,
                 "법인 뱅킹 PC 공동인증서 비밀번호: %s" % pw)
        vals, name, what = [pw], "Korean joint certificate password (%s)" % pwkind, L(lang, "certificate password", "인증서 비밀번호")
    sits = [("I had to set up a device for {svc} testing and it asked for a {what} I did not have.",
             "{svc} 테스트용 장비를 세팅하는데 모르는 {what} 값을 물어봄."),
            ("{person} gave me the {what} over chat because the device was locked.",
             "장비가 잠겨서 {person}님이 채팅으로 {what} 값을 알려 줌.")]
    c["what"] = what
    sit = say_pick(lang, sits, c)
    learn = L(lang, "Three wrong attempts block the device; the value has to be entered exactly.",
              "세 번 틀리면 장비가 잠기니 정확히 입력해야 함.")
    snippet = fence(body, "bash") if body.startswith(("ykman", "pkcs11", "adb")) else body
    fr = generic_frame(lang, sit, learn, snippet, vals[-1], what)
    return mk_secret(lang, "PIN/PUK: %s" % name, fr, vals)


def t_wifi(lang):
    c = ctx_common(lang)
    pwkind, pw = any_password(forbid=DEFAULT_FORBID + ";:,\\\"'", kinds=["human", "passphrase", "punctuation-heavy", "korean-keyboard", "generated"])
    ssid = pick(["ACME-Guest", "Office-5G", "meetingroom_3F", "LAB-IOT", "acme_corp", "Factory-AP2", "회의실_5G", "Store-POS"])
    k = rint(0, 5)
    if k == 0:
        body, name = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw), "Wi-Fi QR payload"
    elif k == 1:
        body, name = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw), "wpa_supplicant.conf"
    elif k == 2:
        body, name = "nmcli dev wifi connect '%s' password '%s'" % (ssid, pw), "nmcli command"
    elif k == 3:
        body, name = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw), "hostapd.conf"
    elif k == 4:
        body, name = 'const char* ssid = "%s";\nconst char* password = "%s";\nWiFi.begin(ssid, password);' % (ssid, pw), "ESP32 sketch"
    else:
        body = L(lang, "Wi-Fi: %s / password %s" % (ssid, pw), "와이파이 %s 비번 %s" % (ssid, pw))
        name = "prose"
    sits = [("The IoT test devices for {svc} could not join the lab network.",
             "{svc} IoT 테스트 기기가 랩 네트워크에 붙지를 못함."),
            ("I needed network access in the meeting room to demo {svc}.",
             "{svc} 데모하려고 회의실에서 네트워크 접속이 필요했음."),
            ("The kiosk image for {svc} had the old Wi-Fi key baked in.",
             "{svc} 키오스크 이미지에 예전 와이파이 키가 박혀 있었음.")]
    sit = say_pick(lang, sits, c)
    learn = L(lang, "The %s network is WPA2-only; the 5 GHz radio is disabled for the devices." % ssid,
              "%s 네트워크는 WPA2 전용이고 기기용으로는 5GHz가 꺼져 있음." % ssid)
    snippet = fence(body, "") if name != "prose" else body
    fr = generic_frame(lang, sit, learn, snippet, pw, L(lang, "Wi-Fi key", "와이파이 비번"))
    return mk_secret(lang, "Wi-Fi key: %s (%s password)" % (name, pwkind), fr, [pw])


# --------------------------------------------------------------------------------------------
# secret template: webhook / trigger URLs with embedded secrets
# --------------------------------------------------------------------------------------------
def t_webhook(lang):
    c = ctx_common(lang)
    k = rint(0, 8)
    if k == 0:
        tok = rs(AL, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ALU, rint(8, 10)), rs(ALU, rint(9, 11)), tok)
        name, secrets = "Slack incoming webhook", [tok]
    elif k == 1:
        tok = rs(B64URL, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok)
        name, secrets = "Discord webhook", [tok]
    elif k == 2:
        tok = hexs(64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        name, secrets = "DingTalk robot webhook", [tok]
    elif k == 3:
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        name, secrets = "Feishu/Lark bot webhook", [tok]
    elif k == 4:
        seg, sig = hexs(32), "V2" + rs(B64URL, 43)
        url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (uuid4(), uuid4(), seg, uuid4(), sig)
        name, secrets = "Microsoft Teams incoming webhook", [seg, sig]
    elif k == 5:
        tok = rs(ALL, 26)
        url = "https://chat.%s/hooks/%s" % (pick(DOMAINS), tok)
        name, secrets = "Mattermost webhook", [tok]
    elif k == 6:
        tok = "glptt-" + hexs(40)
        url = "curl -X POST -F token=%s -F ref=main https://gitlab.%s/api/v4/projects/%d/trigger/pipeline" % (tok, pick(DOMAINS), rint(10, 999))
        name, secrets = "GitLab pipeline trigger token", [tok]
    elif k == 7:
        tok = rs(AL, rint(20, 32))
        url = "https://jenkins.%s/generic-webhook-trigger/invoke?token=%s" % (pick(DOMAINS), tok)
        name, secrets = "Jenkins generic webhook token", [tok]
    else:
        tok = rs(AL, 43)
        url = "curl -X POST -H 'Authorization: Bearer %s' -F 'message=배포 완료' https://notify-api.line.me/api/notify" % tok
        name, secrets = "LINE Notify token", [tok]
    sits = [("Deploy notifications from {svc} stopped arriving in the team channel.",
             "{svc} 배포 알림이 팀 채널에 더 이상 안 옴."),
            ("I was asked to add an alert to {svc} that posts into the on-call channel.",
             "{svc}에 온콜 채널로 알림 보내는 기능을 추가해 달라는 요청을 받음."),
            ("The webhook URL in {file} was for an archived channel.",
             "{file}에 있던 웹훅 URL이 보관 처리된 채널 것이었음.")]
    learns = [("Anyone with this URL can post to the channel, so it belongs in the secret store, not in {file}.",
               "이 URL만 있으면 누구나 채널에 글을 쓸 수 있어서 {file} 파일이 아니라 시크릿 저장소에 둬야 함."),
              ("The URL is per channel; a new channel needs a new hook.",
               "URL은 채널별이라 채널이 바뀌면 훅을 새로 만들어야 함."),
              ("{svc} reads the hook from {key} at startup.", "{svc} 서비스는 시작할 때 {key}에서 훅 주소를 읽음.")]
    c["key"] = pick(["ALERT_WEBHOOK_URL", "NOTIFY_HOOK", "CHAT_WEBHOOK", "DEPLOY_HOOK_URL"])
    c["file"] = pick(FILES_CFG)
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    if url.startswith("curl"):
        snippet = fence(url, "bash")
    else:
        snippet = pick([fence("%s=%s" % (c["key"], url), ""), url, bq(url), fence('%s: "%s"' % (c["key"].lower(), url), "yaml")])
    fr = generic_frame(lang, sit, learn, snippet, secrets[-1], L(lang, "hook token", "훅 토큰"))
    return mk_secret(lang, "webhook: %s" % name, fr, secrets)


# --------------------------------------------------------------------------------------------
# secret template: base64 in k8s Secret data / docker config
# --------------------------------------------------------------------------------------------
def t_k8s_b64(lang):
    c = ctx_common(lang)
    k = rint(0, 2)
    if k == 0:
        pwkind, pw = any_password()
        u = username()
        v = VENDOR_CYCLE_OTHER.next()
        vitems = [x for x in v.gen() if x[2]]
        key_item = vitems[0]
        data = [("username", b64s(u), False), ("password", b64s(pw), True), (key_item[0].lower().replace("_", "-"), b64s(key_item[1]), True)]
        lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % (c["svc"] + "-env"), "type: Opaque", "data:"]
        lines += ["  %s: %s" % (a, b) for a, b, s_ in data]
        body = "\n".join(lines)
        secrets = [b for a, b, s_ in data if s_]
        name = "Opaque Secret data (base64 password + %s)" % v.name
        extra = ""
        if chance(0.4):
            extra = L(lang, "\n(`echo %s | base64 -d` gives %s)" % (data[1][1], pw), "\n(`echo %s | base64 -d` 하면 %s)" % (data[1][1], pw))
            secrets.append(pw)
    elif k == 1:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + ":")
        u = username()
        reg = pick(["registry.gitlab.com", "ghcr.io", "harbor.%s" % pick(DOMAINS), "%s.dkr.ecr.ap-northeast-2.amazonaws.com" % digits(12)])
        auth = b64s(u + ":" + pw)
        cfg = json.dumps({"auths": {reg: {"username": u, "password": pw, "auth": auth}}}, separators=(",", ":"))
        outer = b64s(cfg)
        body = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % outer
        secrets = [outer]
        name = "dockerconfigjson (whole blob base64, %s password)" % pwkind
        extra = ""
    else:
        tok = "glpat-" + rs(B64URL, 20) if chance(0.5) else "ghp_" + rs(AL, 36)
        body = "helm upgrade --install %s ./chart \\\n  --set-string image.pullSecretB64=%s" % (c["svc"], b64s("oauth2:" + tok))
        secrets = [b64s("oauth2:" + tok)]
        name = "base64 user:token passed to helm --set-string"
        extra = ""
    sits = [("Pods of {svc} in {env} crashed with 'invalid credentials' after the namespace was recreated.",
             "네임스페이스 재생성 후 {env}의 {svc} 파드가 'invalid credentials'로 죽음."),
            ("Image pulls for {svc} failed with 401 from the registry.",
             "{svc} 이미지 pull이 레지스트리 401로 실패함."),
            ("I had to recreate the secret of {svc} by hand and did not know its old content.",
             "{svc} 시크릿을 수동으로 다시 만들어야 했는데 기존 내용을 몰랐음.")]
    learn = L(lang, "Values under data: are only base64-encoded, not encrypted; anyone who can read this manifest has the credentials.",
              "data: 아래 값은 base64 인코딩일 뿐 암호화가 아님. 이 매니페스트를 볼 수 있으면 자격증명을 가진 셈.")
    sit = say_pick(lang, sits, c)
    fr = generic_frame(lang, sit, learn, fence(body, "yaml" if not body.startswith("helm") else "bash") + extra, secrets[0],
                       L(lang, "base64 value", "base64 값"))
    note = mk_secret(lang, "k8s base64: %s" % name, fr, secrets)
    note.vendors = [v.name] if k == 0 and data[2][1] in "\n".join(note.fields.values()) else []
    return note


# --------------------------------------------------------------------------------------------
# secret template: framework / application secrets
# --------------------------------------------------------------------------------------------
def app_secret():
    k = rint(0, 11)
    if k == 0:
        return "Django SECRET_KEY", "SECRET_KEY", "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50), "python"
    if k == 1:
        return "Django SECRET_KEY", "SECRET_KEY", rs(LO + DG + "!@#$%^&*(-_=+)", 50), "python"
    if k == 2:
        return "Rails secret_key_base", "SECRET_KEY_BASE", hexs(128), ""
    if k == 3:
        return "Laravel APP_KEY", "APP_KEY", "base64:" + b64(rbytes(32)), ""
    if k == 4:
        return "NextAuth secret", "NEXTAUTH_SECRET", b64(rbytes(32)), ""
    if k == 5:
        return "JWT signing secret", "JWT_SECRET", pick([rs(AL, rint(32, 64)), hexs(64), pw_passphrase()]), ""
    if k == 6:
        return "Flask SECRET_KEY", "SECRET_KEY", hexs(64), "python"
    if k == 7:
        return "Fernet key", "FERNET_KEY", b64url(rbytes(32), pad=True), ""
    if k == 8:
        return "Symfony APP_SECRET", "APP_SECRET", hexs(32), ""
    if k == 9:
        return "AES-256 data key", "DATA_ENCRYPTION_KEY", hexs(64), ""
    if k == 10:
        return "Keycloak client secret", "KEYCLOAK_CLIENT_SECRET", rs(AL, 32), ""
    return "Phoenix secret_key_base", "SECRET_KEY_BASE", b64(rbytes(48)), ""


def t_app_secret(lang):
    c = ctx_common(lang)
    name, key, val, tag = app_secret()
    c["key"] = key
    style = rint(0, 3)
    if style == 0 and tag == "python":
        body = "# settings/%s.py\n%s = '%s'\nDEBUG = False" % (c["env"], key, val)
    elif style == 1:
        body = "%s=%s\nAPP_ENV=%s" % (key, val if not needs_quote(val) else dq(val), c["env"])
        tag = ""
    elif style == 2:
        body = "%s:\n  %s: '%s'" % (c["svc"].replace("-", "_"), key.lower(), val)
        tag = "yaml"
    else:
        body = "heroku config:set %s='%s' -a %s" % (key, val, c["svc"]) if chance(0.5) else \
            "fly secrets set %s='%s' --app %s" % (key, val, c["svc"])
        tag = "bash"
    sits = [("After the deploy all users of {svc} were logged out and sessions kept failing validation.",
             "배포 후 {svc} 사용자들이 전부 로그아웃됐고 세션 검증이 계속 실패함."),
            ("Tokens issued by {svc} in {env} were rejected by the other replicas.",
             "{env}에서 {svc}가 발급한 토큰을 다른 레플리카가 거부함."),
            ("I did not know that {svc} encrypts stored data with {key}.",
             "{svc} 서비스가 {key} 값으로 저장 데이터를 암호화한다는 걸 몰랐음.")]
    learns = [("All replicas must share the same {key}; one pod had a generated default.",
               "모든 레플리카가 같은 {key} 값을 써야 함. 파드 하나가 기본 생성값을 쓰고 있었음."),
              ("Rotating {key} invalidates every session and signed cookie.",
               "{key} 바꾸면 모든 세션과 서명 쿠키가 무효화됨."),
              ("Losing {key} makes the encrypted columns unreadable, so it must be backed up.",
               "{key} 값을 잃으면 암호화된 컬럼을 못 읽으니 백업해 둬야 함.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    fr = generic_frame(lang, sit, learn, fence(body, tag), val, key)
    return mk_secret(lang, "app secret: %s" % name, fr, [val])


# --------------------------------------------------------------------------------------------
# secret template: several secrets in one .env / config
# --------------------------------------------------------------------------------------------
def t_multi(lang):
    c = ctx_common(lang)
    pwkind, pw = any_password(forbid=DEFAULT_FORBID + "#;=$%&<>")
    u = username()
    items = [("APP_ENV", c["env"], False), ("DB_HOST", host("db"), False), ("DB_USER", u, False), ("DB_PASSWORD", pw, True)]
    vnames = []
    for _ in range(rint(1, 2)):
        v = VENDOR_CYCLE_OTHER.next()
        items += v.gen()
        vnames.append(v.name)
    name, key, val, tag = app_secret()
    if chance(0.6):
        items.append((key, val, True))
    if chance(0.4):
        rp = pw_machine(forbid=DEFAULT_FORBID + "#;=$%&<>@:/")
        items.append(("REDIS_URL", "redis://:%s@%s:6379/0" % (rp, host("cache")), False))
        items.append(("__redis_pw", rp, True))
    shown = [x for x in items if not x[0].startswith("__")]
    cname, cfn, cfiles = pick([x for x in CONTAINERS if x[0] in ("dotenv", "shell export", "YAML", "JSON", "k8s Secret stringData",
                                                                    "docker-compose", "GitHub Actions env", "TOML", "INI")])
    body, tag = cfn(shown)
    c["file"] = pick(cfiles)
    sits = [("Onboarding: {svc} would not start locally and the README only listed the variable names.",
             "온보딩 중 {svc} 서비스가 로컬에서 안 떴고 README에는 변수 이름만 있었음."),
            ("{person} sent me the full {file} of {env} to debug a config drift.",
             "설정 드리프트를 보려고 {person}님이 {env}의 {file} 전체를 보내 줌."),
            ("The {env} deploy of {svc} broke because {file} was half-updated.",
             "{file} 파일이 절반만 갱신돼서 {svc} {env} 배포가 깨짐.")]
    learns = [("The file is loaded as a whole, so a single missing line makes {svc} fall back to defaults.",
               "파일을 통째로 읽어서 한 줄만 빠져도 {svc}가 기본값으로 떨어짐."),
              ("Keys are case-sensitive and the loader silently ignores unknown ones.",
               "키는 대소문자 구분하고 모르는 키는 로더가 조용히 무시함."),
              ("{file} must not be committed; it is in .gitignore but was force-added once.",
               "{file} 파일은 커밋하면 안 됨. .gitignore에 있는데 한 번 강제로 추가된 적 있음.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    snippet = fence(body, tag)
    f = rint(0, 2)
    ask = pick(GENERIC_ASKS)[0 if lang == "en" else 1]
    if f == 0:
        mc, lesson, fname = sit, learn + "\n" + snippet, "file in lesson"
    elif f == 1:
        mc, lesson, fname = sit + "\n" + snippet, learn, "file in missing_context"
    else:
        mc, lesson, fname = sit, snippet + "\n" + learn, "file at start of lesson"
        ask = L(lang, "Is DB_PASSWORD=%s the same in every environment?" % pw, "DB_PASSWORD=%s 값이 모든 환경에서 같은지?" % pw)
    text = "\n".join([mc, lesson, ask])
    secrets = listed_in(text, [x[1] for x in items if x[2]])
    note = Note(lang, "secret", "multi-secret %s: DB password (%s) + %d more (%s)" % (cname, pwkind, max(0, len(secrets) - 1), fname),
                mc, lesson, ask, secrets)
    note.vendors = vnames
    return note


# --------------------------------------------------------------------------------------------
# secret template: secrets inside stack traces / error output
# --------------------------------------------------------------------------------------------
def t_stacktrace(lang):
    c = ctx_common(lang)
    k = rint(0, 5)
    v = VENDOR_CYCLE_OTHER.next()
    vsec = [x for x in v.gen() if x[2]][0][1]
    h = host("web")
    if k == 0:
        body = ("Traceback (most recent call last):\n  File \"/app/%s/client.py\", line %d, in fetch\n    resp.raise_for_status()\n"
                "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://%s/v1/data?api_key=%s&page=1"
                % (c["svc"].replace("-", "_"), rint(20, 300), v.api or h, vsec))
        secrets, name, tag = [vsec], "Python HTTPError with key in URL (%s)" % v.name, "python"
    elif k == 1:
        body = ("AxiosError: Request failed with status code 403\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)\n"
                "  config: {\n    url: 'https://%s/v2/items',\n    method: 'get',\n    headers: {\n      Accept: 'application/json',\n"
                "      Authorization: 'Bearer %s'\n    }\n  }" % (v.api or h, vsec))
        secrets, name, tag = [vsec], "axios error dump with Authorization header (%s)" % v.name, "js"
    elif k == 2:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + "@/:?#%")
        u = username()
        body = ("Caused by: java.net.URISyntaxException: Illegal character in authority at index %d: https://%s:%s@%s/api\n"
                "\tat java.base/java.net.URI$Parser.fail(URI.java:2974)\n\tat com.acme.%s.Client.<init>(Client.java:%d)"
                % (rint(10, 40), u, pw, h, c["svc"].split("-")[0], rint(30, 200)))
        secrets, name, tag = [pw], "Java URISyntaxException with user:pass (%s password)" % pwkind, "java"
    elif k == 3:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + "@/:?#%")
        u = username()
        body = ("panic: parse \"postgres://%s:%s@%s:5432/app\": net/url: invalid port \":5432x\" after host\n\n"
                "goroutine 1 [running]:\nmain.mustDB(...)\n\t/src/cmd/%s/main.go:%d" % (u, pw, host("db"), c["svc"], rint(20, 120)))
        secrets, name, tag = [pw], "Go panic with DSN (%s password)" % pwkind, "go"
    elif k == 4:
        body = ("Step 6/11 : ARG %s=%s\n ---> Running in %s\nStep 7/11 : RUN ./configure --token \"$%s\"\n"
                "error: failed to solve: process \"/bin/sh -c ./configure\" did not complete successfully: exit code: 1"
                % ([x for x in v.gen() if x[2]][0][0], vsec, hexs(12), [x for x in v.gen() if x[2]][0][0]))
        secrets, name, tag = [vsec], "docker build log with ARG value (%s)" % v.name, "log"
    else:
        body = ("E   AssertionError: expected 200, got 401\nE    +  where 401 = <Response [401]>.status_code\n\n"
                "api_key    = '%s'\nbase_url   = 'https://%s'\nretries    = %d" % (vsec, v.api or h, rint(1, 5)))
        secrets, name, tag = [vsec], "pytest locals showing key (%s)" % v.name, "text"
    sits = [("CI for {svc} failed and this was the end of the job log:",
             "{svc} CI가 실패했고 job 로그 마지막이 이랬음:"),
            ("{person} forwarded an error from {env} that I could not reproduce.",
             "{person}님이 {env}에서 난 에러를 전달해 줬는데 재현이 안 됐음."),
            ("The Sentry issue for {svc} had this in its payload.",
             "{svc} Sentry 이슈 payload에 이런 내용이 있었음.")]
    learns = [("Error output includes the raw credential; scrub it before attaching logs to tickets.",
               "에러 출력에 자격증명이 그대로 들어감. 티켓에 로그 첨부 전에 지워야 함."),
              ("The root cause was an expired credential, not the code path in the trace.",
               "원인은 트레이스에 보이는 코드가 아니라 만료된 자격증명이었음."),
              ("Setting the log level to INFO in {env} stops the client from dumping its config.",
               "{env}에서 로그 레벨을 INFO로 두면 클라이언트가 설정을 덤프하지 않음.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    fr = generic_frame(lang, sit, learn, fence(body, tag), secrets[0], L(lang, "credential in that trace", "트레이스 속 자격증명"))
    note = mk_secret(lang, "stack trace: %s" % name, fr, secrets)
    note.vendors = [v.name] if vsec in secrets else []
    return note


# --------------------------------------------------------------------------------------------
# secret template: package manager / git credentials files
# --------------------------------------------------------------------------------------------
def t_pkg_cred(lang):
    c = ctx_common(lang)
    k = rint(0, 9)
    u = username()
    if k == 0:
        tok = "ghs_" + rs(AL, 36)
        body = "[remote \"origin\"]\n\turl = https://x-access-token:%s@github.com/acme/%s.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % (tok, c["svc"])
        name, secrets, tag, f = ".git/config remote with token", [tok], "ini", ".git/config"
    elif k == 1:
        tok = "glpat-" + rs(B64URL, 20)
        body = "https://%s:%s@gitlab.%s" % (u, tok, pick(DOMAINS))
        name, secrets, tag, f = "~/.git-credentials", [tok], "", "~/.git-credentials"
    elif k == 2:
        pwkind, pw = any_password()
        body = "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "nexus." + pick(DOMAINS), "ftp." + pick(DOMAINS)]), u, pw)
        name, secrets, tag, f = "~/.netrc (%s password)" % pwkind, [pw], "", "~/.netrc"
    elif k == 3:
        tok = "glpat-" + rs(B64URL, 20)
        body = "[global]\nindex-url = https://__token__:%s@gitlab.%s/api/v4/projects/%d/packages/pypi/simple" % (tok, pick(DOMAINS), rint(10, 900))
        name, secrets, tag, f = "pip.conf index-url with token", [tok], "ini", "~/.config/pip/pip.conf"
    elif k == 4:
        tok = rs(AL, rint(32, 44))
        body = 'git config --global url."https://oauth2:%s@git.%s/".insteadOf "https://git.%s/"' % (tok, "corp.internal", "corp.internal")
        name, secrets, tag, f = "git insteadOf rewrite with token", [tok], "bash", "~/.gitconfig"
    elif k == 5:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + "<>&")
        body = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, pw)
        name, secrets, tag, f = "Maven settings.xml (%s password)" % pwkind, [pw], "xml", "~/.m2/settings.xml"
    elif k == 6:
        pwkind, pw = any_password(forbid=DEFAULT_FORBID + "=:#!")
        body = "nexusUsername=%s\nnexusPassword=%s\norg.gradle.jvmargs=-Xmx2g" % (u, pw)
        name, secrets, tag, f = "gradle.properties (%s password)" % pwkind, [pw], "properties", "~/.gradle/gradle.properties"
    elif k == 7:
        tok = rs(AL, 40)
        body = json.dumps({"http-basic": {"repo.packagist.com": {"username": "token", "password": tok}}}, indent=4)
        name, secrets, tag, f = "composer auth.json", [tok], "json", "auth.json"
    elif k == 8:
        tok = "cio" + rs(AL, 32)
        body = "[registry]\ntoken = \"%s\"" % tok
        name, secrets, tag, f = "cargo credentials.toml", [tok], "toml", "~/.cargo/credentials.toml"
    else:
        tok = "rubygems_" + hexs(48)
        body = "export GEM_HOST_API_KEY=%s\ngem push pkg/%s-%d.%d.%d.gem" % (tok, c["svc"], rint(0, 3), rint(0, 20), rint(0, 9))
        name, secrets, tag, f = "RubyGems API key in GEM_HOST_API_KEY", [tok], "bash", "~/.bashrc"
    c["file"] = f
    sits = [("Builds of {svc} on the new runner failed to fetch private dependencies.",
             "새 러너에서 {svc} 빌드가 private 의존성을 못 받아 옴."),
            ("I could not publish the {svc} package; the registry answered 403.",
             "{svc} 패키지 배포가 레지스트리 403으로 실패함."),
            ("{person} copied their {file} onto the build VM to unblock the release.",
             "릴리스 막힌 걸 풀려고 {person}님이 본인 {file} 파일을 빌드 VM에 복사함.")]
    learns = [("The tool reads {file} before any environment variable, so this file decides which account is used.",
               "도구가 환경변수보다 {file} 파일을 먼저 읽어서 어떤 계정이 쓰일지는 이 파일이 정함."),
              ("A personal credential in {file} on a shared VM means every job acts as that person.",
               "공용 VM의 {file}에 개인 자격증명이 있으면 모든 job이 그 사람 권한으로 돎."),
              ("The credential needs read access to the package registry, nothing more.",
               "이 자격증명은 패키지 레지스트리 읽기 권한만 있으면 됨.")]
    sit, learn = say_pick(lang, sits, c), say_pick(lang, learns, c)
    fr = generic_frame(lang, sit, learn, fence(body, tag), secrets[0], L(lang, "credential in %s" % f, "%s 자격증명" % f))
    return mk_secret(lang, "package/git credential: %s" % name, fr, secrets)


# ============================================================================================
# CLEAN notes: no credential at all, but risky-looking material
# ============================================================================================
def mk_clean(lang, category, mc, lesson, ask):
    return Note(lang, "clean", category, mc, lesson, ask, [])


def clean_ask(lang, pairs):
    if chance(0.15):
        return ""
    return pick(pairs)[0 if lang == "en" else 1]


def xfill(prefix, n, ch=None):
    return prefix + (ch or pick(["X", "x", "0", "*"])) * n


PLACEHOLDER_STYLES = [
    lambda k, pre, n: "<your-%s>" % k.lower().replace("_", "-"),
    lambda k, pre, n: "YOUR_%s_HERE" % k,
    lambda k, pre, n: "changeme",
    lambda k, pre, n: "REPLACE_ME",
    lambda k, pre, n: xfill(pre, n) if pre else "x" * n,
    lambda k, pre, n: (pre + "...") if pre else "...",
    lambda k, pre, n: "<redacted>",
    lambda k, pre, n: "",
    lambda k, pre, n: "TODO",
    lambda k, pre, n: "<%s>" % k,
    lambda k, pre, n: "dummy-%s" % k.lower().split("_")[0],
]

# vendor prefixes for placeholder fills (documented prefixes only, bodies are X/x/0/*)
PLACEHOLDER_PREFIXES = [("STRIPE_SECRET_KEY", "sk_live_", 24), ("GITHUB_TOKEN", "ghp_", 36), ("AWS_ACCESS_KEY_ID", "AKIA", 16),
                        ("AWS_SECRET_ACCESS_KEY", "", 40), ("SLACK_BOT_TOKEN", "xoxb-", 30), ("OPENAI_API_KEY", "sk-", 48),
                        ("GITLAB_TOKEN", "glpat-", 20), ("NPM_TOKEN", "npm_", 36), ("SENDGRID_API_KEY", "SG.", 40),
                        ("HF_TOKEN", "hf_", 34), ("TOSS_SECRET_KEY", "live_sk_", 20), ("KAKAO_ADMIN_KEY", "", 32),
                        ("NCLOUD_SECRET_KEY", "", 40), ("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI", 20), ("TENCENTCLOUD_SECRET_ID", "AKID", 32),
                        ("LINE_CHANNEL_SECRET", "", 32), ("DB_PASSWORD", "", 12), ("JWT_SECRET", "", 32), ("ANTHROPIC_API_KEY", "sk-ant-", 40),
                        ("DIGITALOCEAN_TOKEN", "dop_v1_", 64), ("MOLLIE_API_KEY", "live_", 30), ("DOCKERHUB_TOKEN", "dckr_pat_", 27)]


def t_clean_placeholder(lang):
    c = ctx_common(lang)
    chosen = sample(PLACEHOLDER_PREFIXES, rint(2, 4))
    items = []
    for k, pre, n in chosen:
        items.append((k, pick(PLACEHOLDER_STYLES)(k, pre, n), False))
    items.insert(0, ("APP_ENV", pick(["local", "development", "test"]), False))
    if chance(0.5):
        items.append(("BASE_URL", "http://localhost:%d" % pick([3000, 8000, 8080, 5173]), False))
    cname, cfn, cfiles = pick([x for x in CONTAINERS if x[0] not in ("debug log", "diff", "markdown table")])
    body, tag = cfn(items)
    f = pick([".env.example", ".env.sample"]) if cname == "dotenv" else pick(cfiles) + pick([".example", ".sample", ".template"])
    sits = [
        L(lang, "New contributors could not start %s because nothing documented which variables it needs." % c["svc"],
          "%s 서비스를 띄우는 데 필요한 변수가 문서화돼 있지 않아서 신규 입사자가 로컬 실행을 못 함." % c["svc"]),
        L(lang, "The onboarding doc for %s pointed to a template file that had been deleted." % c["svc"],
          "%s 온보딩 문서가 삭제된 템플릿 파일을 가리키고 있었음." % c["svc"]),
        L(lang, "I was about to copy real values into %s for a PR and needed a safe template instead." % f,
          "PR에 %s 파일을 올리려는데 실제 값 대신 안전한 템플릿이 필요했음." % f),
    ]
    learns = [
        L(lang, "Committed %s with placeholders only; real values live in the team vault:\n" % f,
          "%s 파일에는 플레이스홀더만 커밋함. 실제 값은 팀 vault에 있음:\n" % f),
        L(lang, "The app refuses to boot when a value still looks like a placeholder, which is intended. Template:\n",
          "값이 플레이스홀더 모양이면 앱이 일부러 기동을 거부함. 템플릿:\n"),
        L(lang, "Template added (%s). Copy it to .env and fill in from the vault:\n" % cname,
          "템플릿 추가함(%s). .env로 복사한 뒤 vault 값으로 채우면 됨:\n" % cname),
    ]
    asks = [("Should the template list optional integrations too, or only the required ones?",
             "템플릿에 선택 연동 변수까지 넣을지, 필수 변수만 둘지?"),
            ("Is there a vault path I should reference in the template comments?",
             "템플릿 주석에 참고할 vault 경로가 있는지?")]
    return mk_clean(lang, "placeholder values in %s" % cname, pick(sits), pick(learns) + fence(body, tag), clean_ask(lang, asks))


def t_clean_masked(lang):
    c = ctx_common(lang)
    k = rint(0, 7)
    if k == 0:
        body = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config"
                % (pick(["prod", "deploy", "default"]), rs(ALU, 4), rs(AL, 4), pick(REGIONS_AWS)))
        name, tag = "aws configure list masked keys", ""
    elif k == 1:
        body = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % username().replace("_", "-"))
        name, tag = "gh auth status masked token", ""
    elif k == 2:
        body = ("Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes\nhost:      %d bytes"
                % (c["svc"], pick(["prod", "default"]), rint(16, 40), rint(5, 12), rint(20, 40)))
        name, tag = "kubectl describe secret (sizes only)", ""
    elif k == 3:
        body = ("Run ./scripts/migrate.sh\n  env:\n    DB_HOST: %s\n    DB_PASSWORD: ***\n    STRIPE_SECRET_KEY: ***\n"
                "Connecting to *** as %s ... ok" % (host("db"), username()))
        name, tag = "GitHub Actions log with *** masking", "log"
    elif k == 4:
        body = ("Started POST \"/api/v1/sessions\" for %s\nParameters: {\"email\"=>\"%s\", \"password\"=>\"[FILTERED]\", \"otp\"=>\"[FILTERED]\"}\n"
                "Completed 401 Unauthorized in %dms" % (ipv4_private(), email(), rint(5, 90)))
        name, tag = "Rails log with [FILTERED] params", "log"
    elif k == 5:
        body = ("%s INFO  outbound request POST https://%s/v1/charges headers={'Authorization': 'Bearer [REDACTED]', "
                "'Idempotency-Key': '%s'}" % (ts_str(), pick(["api.stripe.com", "api.tosspayments.com", "api.pay.jp"]), uuid4()))
        name, tag = "log line with [REDACTED] bearer", "log"
    elif k == 6:
        last4 = rs(AL, 4)
        body = L(lang, "Dashboard shows the key as sk_live_••••%s (created %s, last used %s)." % (last4, date_str(), date_str()),
                 "대시보드에는 키가 sk_live_••••%s 로만 보임 (생성 %s, 마지막 사용 %s)." % (last4, date_str(), date_str()))
        name, tag = "dashboard last-four display", None
    else:
        body = ("$ doppler secrets --only-names\n┌───────────────────────┐\n│ NAME                  │\n├───────────────────────┤\n"
                "│ DATABASE_URL          │\n│ SENTRY_DSN            │\n│ STRIPE_SECRET_KEY     │\n│ KAKAO_ADMIN_KEY       │\n└───────────────────────┘")
        name, tag = "doppler secrets names only", ""
    snippet = fence(body, tag) if tag is not None else body
    sits = [L(lang, "I needed to confirm which credentials %s was actually using in %s without seeing the values." % (c["svc"], c["env"]),
              "값을 보지 않고 %s 서비스가 %s에서 어떤 자격증명을 쓰는지 확인해야 했음." % (c["svc"], c["env"])),
            L(lang, "%s asked whether the rotated credentials were picked up." % c["person"],
              "%s님이 로테이션한 자격증명이 반영됐는지 물어봄." % c["person"]),
            L(lang, "An auditor asked for evidence that secrets are not printed in logs.",
              "감사 담당자가 로그에 시크릿이 안 찍힌다는 근거를 요청함.")]
    learns = [L(lang, "The tool only shows masked values, which is enough to compare with the vault entry:\n",
                "도구는 마스킹된 값만 보여 주는데 vault 항목과 비교하기엔 충분함:\n"),
              L(lang, "Masking works as configured; output for reference:\n", "마스킹이 설정대로 동작함. 참고용 출력:\n"),
              L(lang, "Compared the masked output with the expected suffix, it matches:\n", "마스킹된 출력의 끝자리를 예상값과 비교했고 일치함:\n")]
    asks = [("Is matching on the last four characters good enough for the audit?", "감사에 끝 4자리 일치 정도면 충분한지?"),
            ("Should CI fail when a value is printed unmasked?", "값이 마스킹 없이 찍히면 CI를 실패시킬지?")]
    return mk_clean(lang, "masked output: %s" % name, pick(sits), pick(learns) + snippet, clean_ask(lang, asks))


def t_clean_envref(lang):
    c = ctx_common(lang)
    k = rint(0, 11)
    v = pick(["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "DB_PASSWORD", "GITHUB_TOKEN", "KAKAO_ADMIN_KEY", "TOSS_SECRET_KEY",
              "SLACK_BOT_TOKEN", "NPM_TOKEN", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", "NCLOUD_SECRET_KEY", "SENTRY_AUTH_TOKEN"])
    if k == 0:
        body, tag, name = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}\n      POSTGRES_USER: ${POSTGRES_USER:-app}", "yaml", "compose ${VAR:?}"
    elif k == 1:
        body, tag, name = "    env:\n      %s: ${{ secrets.%s }}\n      AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\n    run: ./scripts/release.sh" % (v, v), "yaml", "GitHub Actions secrets context"
    elif k == 2:
        body, tag, name = ("env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (v, c["svc"], v.lower().replace("_", "-"))), "yaml", "k8s secretKeyRef"
    elif k == 3:
        body, tag, name = "import os\n\n%s = os.environ[\"%s\"]  # fail fast if missing\nclient = Client(api_key=%s)" % (v.lower(), v, v.lower()), "python", "os.environ lookup"
    elif k == 4:
        body, tag, name = "const client = new Client({\n  apiKey: process.env.%s,\n  timeout: 10_000,\n});" % v, "js", "process.env lookup"
    elif k == 5:
        body, tag, name = "spring.datasource.url=jdbc:postgresql://${DB_HOST}:5432/app\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}", "properties", "Spring ${} placeholders"
    elif k == 6:
        body, tag, name = 'variable "db_password" {\n  type      = string\n  sensitive = true\n}\n\nresource "aws_db_instance" "main" {\n  password = var.db_password\n}', "hcl", "Terraform sensitive variable"
    elif k == 7:
        body, tag, name = 'echo "$DOCKERHUB_TOKEN" | docker login -u %s --password-stdin\ncurl -fsS -H "Authorization: Bearer $%s" https://%s/v1/health' % (pick(["acme", "acmebot"]), v, host("web")), "bash", "shell $VAR with --password-stdin"
    elif k == 8:
        body, tag, name = "withCredentials([string(credentialsId: '%s', variable: '%s')]) {\n  sh 'curl -H \"Authorization: Bearer $%s\" https://%s/deploy'\n}" % (v.lower().replace("_", "-"), v, v, host("web")), "groovy", "Jenkins withCredentials"
    elif k == 9:
        body, tag, name = "db_password: \"{{ vault_db_password }}\"\napi_key: \"{{ lookup('env', '%s') }}\"" % v, "yaml", "Ansible vars lookup"
    elif k == 10:
        body, tag, name = "data:\n  password: {{ .Values.db.password | b64enc | quote }}\n  apiKey: {{ required \"apiKey is required\" .Values.apiKey | b64enc }}", "yaml", "Helm template values"
    else:
        body, tag, name = "set %s=%%%s%%\ncall deploy.cmd --token %%%s%%" % (v, v, v), "bat", "Windows %VAR% reference"
    sits = [L(lang, "Review comment on the %s PR: 'no secrets in the repo' - I had to check how the values are injected." % c["svc"],
              "%s PR 리뷰에 '레포에 시크릿 금지' 코멘트가 달려서 값이 어떻게 주입되는지 확인해야 했음." % c["svc"]),
            L(lang, "%s failed in %s with a missing %s and I did not know where it is supposed to come from." % (c["svc"], c["env"], v),
              "%s 서비스가 %s에서 %s 없음으로 실패했는데 이 값이 어디서 와야 하는지 몰랐음." % (c["svc"], c["env"], v)),
            L(lang, "I was moving %s from hard-coded config to injected settings." % c["svc"],
              "%s 설정을 하드코딩에서 주입 방식으로 바꾸는 중이었음." % c["svc"])]
    learns = [L(lang, "The value is injected at runtime; the repo only holds the reference:\n", "값은 런타임에 주입되고 레포에는 참조만 있음:\n"),
              L(lang, "This is the pattern the team uses (%s):\n" % name, "팀에서 쓰는 패턴(%s):\n" % name),
              L(lang, "After the change the repo contains only references like this:\n", "변경 후 레포에는 이런 참조만 남음:\n")]
    asks = [("Which secret store entry backs %s in %s?" % (v, c["env"]), "%s에서 %s 값은 어느 시크릿 저장소 항목에서 오는지?" % (c["env"], v)),
            ("Should missing values fail the deploy or fall back to defaults?", "값이 없으면 배포를 실패시킬지 기본값으로 갈지?")]
    return mk_clean(lang, "env-var reference: %s" % name, pick(sits), pick(learns) + fence(body, tag), clean_ask(lang, asks))


def t_clean_secretref(lang):
    c = ctx_common(lang)
    k = rint(0, 9)
    acct = digits(12)
    region = pick(REGIONS_AWS)
    if k == 0:
        body = "aws secretsmanager get-secret-value \\\n  --secret-id arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s \\\n  --query SecretString --output text | jq -r .password" % (region, acct, c["env"], c["svc"], rs(AL, 6))
        name = "AWS Secrets Manager ARN"
    elif k == 1:
        body = "vault kv get -field=password secret/%s/%s/database" % (c["env"], c["svc"])
        name = "Vault KV path"
    elif k == 2:
        body = "op read \"op://Engineering/%s %s/credential\"\nop run --env-file=.env.tpl -- npm start" % (c["svc"], c["env"])
        name = "1Password op:// reference"
    elif k == 3:
        body = "gcloud secrets versions access latest --secret=%s-db-password --project=%s" % (c["svc"], pick(["acme-prod", "kr-data-platform"]))
        name = "GCP Secret Manager"
    elif k == 4:
        body = "az keyvault secret show --vault-name kv-%s-%s --name StripeSecretKey --query value -o tsv" % (c["svc"].split("-")[0], c["env"])
        name = "Azure Key Vault"
    elif k == 5:
        body = ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: %s/%s/db\n        property: password" % (c["svc"], c["env"], c["svc"]))
        name = "ExternalSecret manifest"
    elif k == 6:
        body = "aws ssm get-parameter --name /%s/%s/db_password --with-decryption --region %s" % (c["env"], c["svc"], region)
        name = "SSM parameter name"
    elif k == 7:
        body = "doppler run --project %s --config %s -- ./bin/server" % (c["svc"], pick(["prd", "stg", "dev"]))
        name = "Doppler run"
    elif k == 8:
        body = ("# NCP Secret Manager\nsecret_id: %s\nversion: latest\nfield: %s" % (rs(ALL, 10) + "-" + rs(ALL, 6), pick(["KAKAO_ADMIN_KEY", "DB_PASSWORD", "TOSS_SECRET_KEY"])))
        name = "NCP Secret Manager reference"
    else:
        body = "arn:aws:iam::%s:role/%s-%s-deployer\narn:aws:kms:%s:%s:key/%s" % (acct, c["svc"], c["env"], region, acct, uuid4())
        name = "IAM role and KMS key ARNs"
    sits = [L(lang, "I did not know where the %s credentials for %s live." % (c["env"], c["svc"]),
              "%s의 %s 자격증명이 어디 저장돼 있는지 몰랐음." % (c["svc"], c["env"])),
            L(lang, "%s told me never to paste values, only the secret reference." % c["person"],
              "%s님이 값은 절대 붙여 넣지 말고 시크릿 참조만 적으라고 함." % c["person"]),
            L(lang, "The deploy role of %s lacked permission to read its secret." % c["svc"],
              "%s 배포 역할에 시크릿 읽기 권한이 없었음." % c["svc"])]
    learns = [L(lang, "Fetch it at runtime with:\n", "런타임에 이렇게 가져옴:\n"),
              L(lang, "Reference to use (no value stored in git):\n", "사용할 참조 (git에는 값 없음):\n"),
              L(lang, "The deploy role needs read on exactly this reference:\n", "배포 역할은 정확히 이 참조에 대한 읽기 권한이 필요함:\n")]
    asks = [("Who approves read access to this secret for a new service?", "새 서비스에 이 시크릿 읽기 권한은 누가 승인하는지?"),
            ("Is there a separate secret for %s, or is it shared with prod?" % c["env"], "%s용 시크릿이 따로 있는지, 운영과 공유하는지?" % c["env"])]
    return mk_clean(lang, "secret-manager reference: %s" % name, pick(sits), pick(learns) + fence(body, "bash" if not body.startswith(("apiVersion", "#", "arn")) else ("yaml" if body.startswith("apiVersion") else "")), clean_ask(lang, asks))


def t_clean_hash(lang):
    c = ctx_common(lang)
    k = rint(0, 7)
    if k == 0:
        files = ["%s-%d.%d.%d-linux-amd64.tar.gz" % (c["svc"], rint(0, 3), rint(0, 30), rint(0, 9)) for _ in range(rint(2, 3))]
        body, name = "\n".join("%s  %s" % (hexs(64), f) for f in files), "sha256sum output"
    elif k == 1:
        body = "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (pick(["requests", "urllib3", "cryptography", "pydantic"]), rint(1, 3), rint(0, 40), rint(0, 9), hexs(64), hexs(64))
        name = "pip --hash lines"
    elif k == 2:
        body = ('"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}'
                % ((pick(["lodash", "axios", "zod", "dayjs"]),) + (rint(1, 9), rint(0, 20), rint(0, 9)) + (pick(["lodash", "axios"]),) * 2 + (rint(1, 9), rint(0, 20), rint(0, 9)) + (b64(rbytes(64)),)))
        name = "npm lockfile integrity"
    elif k == 3:
        mod = pick(["github.com/stretchr/testify", "golang.org/x/crypto", "github.com/jackc/pgx/v5"])
        ver = "v%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 9))
        body = "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64(rbytes(32)), mod, ver, b64(rbytes(32)))
        name = "go.sum lines"
    elif k == 4:
        body = "docker pull ghcr.io/acme/%s@sha256:%s" % (c["svc"], hexs(64))
        name = "image digest"
    elif k == 5:
        body = '<script src="https://cdn.%s/lib/%s.min.js"\n  integrity="sha384-%s"\n  crossorigin="anonymous"></script>' % (pick(DOMAINS), pick(["chart", "htmx", "alpine"]), b64(rbytes(48)))
        name = "SRI sha384 attribute"
    elif k == 6:
        body = "MD5 (%s.apk) = %s\nSHA1 (%s.apk) = %s" % (c["svc"], hexs(32), c["svc"], hexs(40))
        name = "md5/sha1 of build artefact"
    else:
        body = "persistedQuery: {\"version\":1,\"sha256Hash\":\"%s\"}" % hexs(64)
        name = "GraphQL persisted query hash"
    sits = [L(lang, "The %s build was not reproducible and I had to compare artefacts." % c["svc"],
              "%s 빌드가 재현되지 않아서 산출물을 비교해야 했음." % c["svc"]),
            L(lang, "A dependency update for %s failed verification in CI." % c["svc"],
              "%s 의존성 업데이트가 CI 검증 단계에서 실패함." % c["svc"]),
            L(lang, "%s asked me to pin exactly what we ship." % c["person"], "%s님이 배포하는 산출물을 정확히 고정해 달라고 함." % c["person"])]
    learns = [L(lang, "Pin by digest/hash, not by tag; the values below are the verified ones:\n", "태그 대신 digest/hash로 고정해야 함. 아래가 검증된 값:\n"),
              L(lang, "The mismatch came from a re-published artefact; current checksums:\n", "재배포된 산출물 때문에 불일치가 났음. 현재 체크섬:\n"),
              L(lang, "Checksums recorded for the release notes:\n", "릴리스 노트용으로 기록한 체크섬:\n")]
    asks = [("Should CI refuse artefacts without a recorded digest?", "기록된 digest 없는 산출물은 CI에서 거부할지?"),
            ("Where do we publish the checksums for customers?", "고객용 체크섬은 어디에 게시하는지?")]
    return mk_clean(lang, "hash/digest: %s" % name, pick(sits), pick(learns) + fence(body, ""), clean_ask(lang, asks))


def t_clean_gitsha(lang):
    c = ctx_common(lang)
    shas = [hexs(40) for _ in range(rint(2, 5))]
    k = rint(0, 4)
    if k == 0:
        body = "\n".join("%s %s" % (s_[:pick([7, 9, 12])], pick(["fix: retry on 502", "feat: add refund API", "chore: bump deps", "revert: cache layer", "refactor: split worker", "fix(ko): 정산 금액 반올림"])) for s_ in shas)
        name = "git log --oneline"
    elif k == 1:
        body = "git bisect start %s %s\n# ...\n%s is the first bad commit" % (shas[0], shas[1], shas[-1])
        name = "git bisect"
    elif k == 2:
        body = "git cherry-pick %s\ngit revert --no-edit %s" % (shas[0], shas[1][:12])
        name = "cherry-pick / revert"
    elif k == 3:
        body = "commit %s\nMerge: %s %s\nAuthor: %s <%s>\nDate:   %s\n\n    Merge pull request #%d from acme/%s" % (shas[0], shas[1][:7], shas[2 % len(shas)][:7], person_en(), email(), date_str(), rint(100, 9999), c["svc"])
        name = "merge commit header"
    else:
        body = "image: registry.%s/%s:%s\n# built from %s" % (pick(DOMAINS), c["svc"], shas[0][:12], shas[0])
        name = "image tag = commit SHA"
    sits = [L(lang, "A regression in %s appeared between two releases and I did not know which commit introduced it." % c["svc"],
              "%s 두 릴리스 사이에 회귀가 생겼는데 어느 커밋인지 몰랐음." % c["svc"]),
            L(lang, "The hotfix for %s had to be back-ported to the release branch." % c["svc"],
              "%s 핫픽스를 릴리스 브랜치에 백포트해야 했음." % c["svc"]),
            L(lang, "I could not tell which build was running in %s." % c["env"], "%s에 어떤 빌드가 떠 있는지 알 수 없었음." % c["env"])]
    learns = [L(lang, "Relevant commits:\n", "관련 커밋:\n"), L(lang, "What worked:\n", "이렇게 해결:\n")]
    if k == 4:
        learns = [L(lang, "Images are tagged with the commit SHA, so this maps directly:\n", "이미지 태그가 커밋 SHA라서 바로 매핑됨:\n")]
    asks = [("Should back-ports always be cherry-picks, or do you prefer merge commits?", "백포트는 항상 cherry-pick으로 할지, 머지 커밋이 나은지?"),
            ("Is the release branch protected against force pushes?", "릴리스 브랜치에 force push 보호가 걸려 있는지?")]
    return mk_clean(lang, "git SHAs: %s" % name, pick(sits), pick(learns) + fence(body, ""), clean_ask(lang, asks))


def t_clean_ids(lang):
    c = ctx_common(lang)
    k = rint(0, 6)
    if k == 0:
        body = ("%s ERROR %s upstream failed request_id=%s trace_id=%s span_id=%s status=502"
                % (ts_str(), c["svc"], uuid4(), hexs(32), hexs(16)))
        name = "request/trace ids in log"
    elif k == 1:
        body = "traceparent: 00-%s-%s-01\nx-request-id: %s\nx-amzn-requestid: %s" % (hexs(32), hexs(16), uuid4(), uuid4())
        name = "traceparent and request id headers"
    elif k == 2:
        body = ('{"error":{"type":"invalid_request_error","message":"No such customer: \'cus_%s\'","request_log_url":"https://dashboard.stripe.com/logs/req_%s"}}'
                % (rs(AL, 14), rs(AL, 14)))
        name = "Stripe object and request ids"
    elif k == 3:
        body = "Sentry event %s\nrelease: %s@%d.%d.%d+%s\nenvironment: %s" % (hexs(32), c["svc"], rint(1, 4), rint(0, 30), rint(0, 9), hexs(7), c["env"])
        name = "Sentry event id and release"
    elif k == 4:
        body = "Idempotency-Key: %s\nX-Correlation-ID: %s" % (uuid4(), uuid4())
        name = "idempotency / correlation ids"
    elif k == 5:
        body = "orderId=ORD-%s-%s paymentKey=<from client callback> amount=%d status=DONE" % (date_str().replace("-", ""), digits(6), rint(1000, 500000))
        name = "order id with placeholder"
    else:
        body = "\n".join("job %s  state=%s  attempt=%d" % (uuid4(), pick(["FAILED", "RETRYING", "SUCCEEDED"]), rint(1, 5)) for _ in range(rint(3, 5)))
        name = "job UUIDs"
    sits = [L(lang, "Support escalated a failed request in %s and I had to find it across services." % c["svc"],
              "CS에서 %s 요청 실패 건을 올려서 여러 서비스에 걸쳐 추적해야 했음." % c["svc"]),
            L(lang, "I did not know how to correlate the gateway log with the %s log." % c["svc"],
              "게이트웨이 로그와 %s 로그를 어떻게 연결하는지 몰랐음." % c["svc"]),
            L(lang, "Duplicate charges appeared in %s during a retry storm." % c["env"], "%s에서 재시도 폭주 중 중복 결제가 발생함." % c["env"])]
    learns = [L(lang, "Search by the ids below; they are propagated through every hop:\n", "아래 id로 검색하면 모든 구간에서 이어짐:\n"),
              L(lang, "The ids from the incident, for the postmortem:\n", "포스트모템용 장애 당시 id:\n"),
              L(lang, "Retries must reuse the same key, otherwise the provider treats them as new requests:\n",
                "재시도 때 같은 키를 써야 함. 아니면 새 요청으로 처리됨:\n")]
    asks = [("Which log index keeps request ids longer than 7 days?", "요청 id를 7일 넘게 보관하는 로그 인덱스가 어디인지?"),
            ("Should the request id be shown to customers on the error page?", "에러 페이지에 요청 id를 고객에게 보여 줄지?")]
    return mk_clean(lang, "ids: %s" % name, pick(sits), pick(learns) + fence(body, ""), clean_ask(lang, asks))


def t_clean_pubkey(lang):
    c = ctx_common(lang)
    k = rint(0, 7)
    if k == 0:
        _, pub = openssh_ed25519(email())
        body = pub
        name = "ssh-ed25519 public key (authorized_keys)"
    elif k == 1:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        body = "-----BEGIN PUBLIC KEY-----\n" + "\n".join(wrap_lines(b64(der), 64)) + "\n-----END PUBLIC KEY-----"
        name = "PEM public key"
    elif k == 2:
        body = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64(rbytes(32)).rstrip("="), host("web"), b64(rbytes(32)).rstrip("="), host("web"))
        name = "SSH host key fingerprints"
    elif k == 3:
        fp = hexs(40).upper()
        body = "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] %s <%s>" % (date_str(), fp, person_en(), email())
        name = "GPG key fingerprint"
    elif k == 4:
        body = "SHA256 Fingerprint=" + ":".join(hexs(2).upper() for _ in range(32))
        name = "TLS certificate fingerprint"
    elif k == 5:
        body = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(B64URL, 22),
                                     "n": b64url(rbytes(256)), "e": "AQAB"}]}, indent=1)
        name = "JWKS public key"
    elif k == 6:
        body = "# public key: age1%s\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % (rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
        name = "age recipients (.sops.yaml)"
    else:
        body = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s:51820" % (b64(rbytes(32)), rint(0, 255), pick(DOMAINS))
        name = "WireGuard peer PublicKey"
    sits = [L(lang, "I needed to give %s access to a new host and did not know which key to install." % c["person"],
              "%s님에게 새 호스트 접근을 줘야 했는데 어떤 키를 넣어야 하는지 몰랐음." % c["person"]),
            L(lang, "Host key verification failed when %s connected after the rebuild." % c["svc"],
              "재구축 후 %s 접속 시 호스트 키 검증이 실패함." % c["svc"]),
            L(lang, "The %s release signature could not be verified on the build VM." % c["svc"],
              "빌드 VM에서 %s 릴리스 서명 검증이 안 됐음." % c["svc"])]
    learns = [L(lang, "This is public material and safe to share; it goes into the repo as is:\n", "이건 공개 정보라 공유해도 되고 레포에 그대로 넣음:\n"),
              L(lang, "Verified against the value published in the wiki:\n", "위키에 게시된 값과 대조해서 확인함:\n"),
              L(lang, "Only the public half is needed on the server side:\n", "서버 쪽에는 공개 키만 있으면 됨:\n")]
    asks = [("Where is the canonical list of trusted public keys kept?", "신뢰하는 공개 키 목록 원본은 어디에 있는지?"),
            ("Should old keys be removed in the same change?", "이전 키는 같은 변경에서 지울지?")]
    return mk_clean(lang, "public key/fingerprint: %s" % name, pick(sits), pick(learns) + fence(body, ""), clean_ask(lang, asks))


def t_clean_nonsecret_ids(lang):
    c = ctx_common(lang)
    k = rint(0, 7)
    acct = digits(12)
    if k == 0:
        body = "account: %s\nrole: arn:aws:iam::%s:role/%s-deploy\nbucket: arn:aws:s3:::%s-%s-artifacts" % (acct, acct, c["svc"], c["svc"], c["env"])
        name = "AWS account id and ARNs"
    elif k == 1:
        body = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (hexs(32), digits(10))
        name = "Twilio Account SID (not secret)"
    elif k == 2:
        body = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nredirect_uri=https://%s/oauth/callback" % (digits(12), rs(ALL, 32), host("web"))
        name = "OAuth client id"
    elif k == 3:
        body = "channel: C%s (#%s-alerts)\nbot user: U%s\nteam: T%s" % (rs(ALU, 10), c["svc"], rs(ALU, 10), rs(ALU, 9))
        name = "Slack channel/user ids"
    elif k == 4:
        body = "app_id: %d\ninstallation_id: %d\nclient_id: Iv1.%s" % (rint(100000, 999999), rint(10000000, 99999999), hexs(16))
        name = "GitHub App ids"
    elif k == 5:
        body = "subscription: %s\ntenant: %s\nresource group: rg-%s-%s" % (uuid4(), uuid4(), c["svc"], c["env"])
        name = "Azure subscription/tenant ids"
    elif k == 6:
        body = "zone_id = \"%s\"\naccount_id = \"%s\"" % (hexs(32), hexs(32))
        name = "Cloudflare zone/account ids"
    else:
        body = "KAKAO_APP_ID=%d\nNAVER_CLIENT_ID=%s\nAPPLE_TEAM_ID=%s\nBUNDLE_ID=com.acme.%s" % (rint(100000, 999999), rs(AL, 20), rs(ALU, 10), c["svc"].replace("-", ""))
        name = "app ids / client ids / team id"
    sits = [L(lang, "%s asked whether these identifiers may be committed to the infra repo." % c["person"],
              "%s님이 이 식별자들을 인프라 레포에 커밋해도 되는지 물어봄." % c["person"]),
            L(lang, "I wired %s into a new environment and needed the account identifiers." % c["svc"],
              "%s 서비스를 새 환경에 연결하면서 계정 식별자가 필요했음." % c["svc"]),
            L(lang, "Terraform for %s failed because the ids pointed at the wrong account." % c["svc"],
              "%s Terraform이 잘못된 계정 id를 가리켜서 실패함." % c["svc"])]
    learns = [L(lang, "These are identifiers, not credentials; the security team confirmed they can live in git:\n",
                "이건 자격증명이 아니라 식별자임. 보안팀이 git에 둬도 된다고 확인함:\n"),
              L(lang, "Correct identifiers for %s:\n" % c["env"], "%s 기준 올바른 식별자:\n" % c["env"]),
              L(lang, "Only the ids are in config; the matching secrets are injected separately:\n", "설정에는 id만 있고 짝이 되는 시크릿은 따로 주입됨:\n")]
    asks = [("Do we keep a single source of truth for account ids?", "계정 id의 단일 기준 문서가 있는지?"),
            ("Should these ids differ between staging and prod?", "스테이징과 운영에서 id가 달라야 하는지?")]
    return mk_clean(lang, "non-secret ids: %s" % name, pick(sits), pick(learns) + fence(body, ""), clean_ask(lang, asks))


def t_clean_b64data(lang):
    c = ctx_common(lang)
    k = rint(0, 5)
    if k == 0:
        raw = json.dumps({"id": rint(1000, 99999), "sort": pick(["created_at", "amount"]), "dir": pick(["asc", "desc"])}, separators=(",", ":"))
        body = "GET /api/v1/orders?limit=50&cursor=%s" % b64url(raw.encode())
        note_en, note_ko = "the cursor decodes to %s" % raw, "cursor는 %s 를 base64url로 인코딩한 값" % raw
        name = "pagination cursor (base64 JSON)"
    elif k == 1:
        raw = json.dumps({"flag": pick(["new_checkout", "ko_locale_v2", "fast_refund"]), "rollout": rint(1, 100), "segments": ["beta", "staff"]}, separators=(",", ":"))
        body = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: flags\nbinaryData:\n  flags.json: %s" % b64(raw.encode())
        note_en, note_ko = "binaryData is plain base64 of %s" % raw, "binaryData는 %s 의 base64일 뿐임" % raw
        name = "ConfigMap binaryData"
    elif k == 2:
        body = "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==\">"
        note_en, note_ko = "a 1x1 transparent pixel used as a placeholder", "1x1 투명 픽셀 플레이스홀더"
        name = "data URI of 1x1 png"
    elif k == 3:
        msg = pick(["order.created", "refund.requested", "정산.완료", "user.signup"])
        raw = json.dumps({"event": msg, "order_id": rint(10000, 99999), "ts": 1735000000 + rint(0, 9999999)}, ensure_ascii=False, separators=(",", ":"))
        body = "%s kafka topic=%s partition=%d offset=%d value=%s" % (ts_str(), pick(["orders", "payments", "events"]), rint(0, 11), rint(1000, 999999), b64(raw.encode()))
        note_en, note_ko = "the value is base64 of %s" % raw, "value는 %s 의 base64" % raw
        name = "base64 Kafka payload"
    elif k == 4:
        raw = json.dumps({"alg": pick(["RS256", "ES256"]), "typ": "JWT", "kid": rs(B64URL, 16)}, separators=(",", ":"))
        body = "header segment: %s\n=> %s" % (b64url(raw.encode()), raw)
        note_en, note_ko = "only the header segment of a token, decoded, to see which key id was used", "토큰 헤더 부분만 떼어 디코딩한 것이고 kid 확인용"
        name = "JWT header segment only"
    else:
        raw = "%s,%s,%d" % (c["svc"], c["env"], rint(1, 99))
        body = "echo %s | base64 -d\n%s" % (b64(raw.encode()), raw)
        note_en, note_ko = "just a label encoded by the deploy tool", "배포 도구가 인코딩한 라벨일 뿐임"
        name = "base64 label"
    sits = [L(lang, "I saw a long base64 string in %s and was not sure whether it was sensitive." % c["svc"],
              "%s에서 긴 base64 문자열을 보고 민감한 값인지 확신이 없었음." % c["svc"]),
            L(lang, "Debugging %s required understanding an opaque value in the request." % c["svc"],
              "%s 디버깅하려면 요청 속 불투명한 값을 이해해야 했음." % c["svc"])]
    learn = L(lang, "Decoded it: %s. Not a secret.\n" % note_en, "확인 결과: %s. 시크릿 아님.\n" % note_ko) + fence(body, "")
    asks = [("Is there a rule of thumb for which base64 values are safe to paste?", "어떤 base64 값은 붙여 넣어도 되는지 기준이 있는지?")]
    return mk_clean(lang, "base64 of non-secret data: %s" % name, pick(sits), learn, clean_ask(lang, asks))


def t_clean_longid(lang):
    c = ctx_common(lang)
    k = rint(0, 5)
    if k == 0:
        body = "registry.%s/platform/%s:%d.%d.%d-%s@sha256:%s" % (pick(DOMAINS), c["svc"], rint(1, 4), rint(0, 30), rint(0, 9), hexs(7), hexs(64))
        name = "image reference with digest"
    elif k == 1:
        body = "module.%s.aws_ecs_service.this[\"%s-%s\"]\nmodule.%s.aws_lb_target_group.blue_green[\"%s\"]" % (c["svc"].replace("-", "_"), c["svc"], c["env"], c["svc"].replace("-", "_"), uuid4())
        name = "Terraform resource addresses"
    elif k == 2:
        body = "dist/assets/index-%s.js\ndist/assets/vendor-%s.js\ndist/assets/index-%s.css" % (rs(B64URL, 8), rs(B64URL, 8), rs(B64URL, 8))
        name = "bundler chunk hashes"
    elif k == 3:
        body = "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52)
        name = "IPFS CID"
    elif k == 4:
        body = "contract: 0x%s\ntx: 0x%s" % (hexs(40), hexs(64))
        name = "contract address and tx hash"
    else:
        body = "s3://%s-%s-logs/AWSLogs/%s/elasticloadbalancing/%s/%s/%s_elasticloadbalancing_%s_app.%s.%s_%sT%02d%02dZ_%s_%s.log.gz" % (
            c["svc"], c["env"], digits(12), pick(REGIONS_AWS), date_str().replace("-", "/"), digits(12), pick(REGIONS_AWS), c["svc"], hexs(16),
            date_str().replace("-", ""), rint(0, 23), rint(0, 59), ipv4_private(), rs(ALL, 8))
        name = "long S3 log object key"
    sits = [L(lang, "I needed to point the rollback of %s at an exact artefact." % c["svc"], "%s 롤백을 정확한 산출물로 지정해야 했음." % c["svc"]),
            L(lang, "The cleanup script for %s matched the wrong objects." % c["svc"], "%s 정리 스크립트가 엉뚱한 객체를 매칭함." % c["svc"])]
    learn = L(lang, "Use the full identifier; prefixes are ambiguous:\n", "접두사만으로는 모호해서 전체 식별자를 써야 함:\n") + fence(body, "")
    asks = [("Should the rollback script accept short ids at all?", "롤백 스크립트가 짧은 id를 받아도 되는지?")]
    return mk_clean(lang, "long identifier: %s" % name, pick(sits), learn, clean_ask(lang, asks))


def t_clean_versions(lang):
    c = ctx_common(lang)
    body = "\n".join([
        "%s %d.%d.%d -> %d.%d.%d" % (pick(["django", "spring-boot", "next", "rails", "fastapi"]), rint(1, 5), rint(0, 30), rint(0, 9), rint(1, 6), rint(0, 30), rint(0, 9)),
        "go: github.com/acme/%s v0.0.0-%s%02d%02d%02d-%s" % (c["svc"], date_str().replace("-", ""), rint(0, 23), rint(0, 59), rint(0, 59), hexs(12)),
        "android versionCode %d, versionName %d.%d.%d" % (rint(100000, 999999), rint(1, 9), rint(0, 20), rint(0, 9)),
        "CVE-%d-%d fixed in %d.%d.%d" % (rint(2021, 2025), rint(1000, 49999), rint(1, 5), rint(0, 30), rint(0, 9)),
    ][:rint(2, 4)])
    sits = [L(lang, "The %s upgrade was blocked by a transitive dependency." % c["svc"], "%s 업그레이드가 전이 의존성 때문에 막힘." % c["svc"]),
            L(lang, "Security asked which versions of %s are deployed." % c["svc"], "보안팀이 %s 배포 버전을 물어봄." % c["svc"])]
    learn = L(lang, "Version matrix after the upgrade:\n", "업그레이드 후 버전 정리:\n") + fence(body, "")
    asks = [("Should we pin pseudo-versions or wait for a tagged release?", "pseudo-version으로 고정할지 태그 릴리스를 기다릴지?")]
    return mk_clean(lang, "versions and build numbers", pick(sits), learn, clean_ask(lang, asks))


def t_clean_policy(lang):
    c = ctx_common(lang)
    n = pick([10, 12, 14, 16])
    k = rint(0, 4)
    if k == 0:
        body = "AUTH_PASSWORD_VALIDATORS = [\n    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': %d}},\n    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},\n]" % n
        name, tag = "Django password validators", "python"
    elif k == 1:
        body = "length(%d) and digits(1) and specialChars(1) and notUsername and passwordHistory(%d)" % (n, rint(3, 10))
        name, tag = "Keycloak password policy", ""
    elif k == 2:
        body = "# /etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nretry = 3" % n
        name, tag = "pwquality.conf", "ini"
    elif k == 3:
        body = "PASSWORD_MIN_LENGTH=%d\nPASSWORD_REQUIRE_SYMBOL=true\nPASSWORD_MAX_AGE_DAYS=%d\nLOGIN_LOCKOUT_ATTEMPTS=5" % (n, pick([60, 90, 180]))
        name, tag = "password policy env flags", ""
    else:
        body = None
        name, tag = "policy prose", None
    prose = L(lang, "Passwords must be at least %d characters with a digit and a symbol; reuse of the last passwords is blocked and accounts lock after 5 failures." % n,
              "비밀번호는 %d자 이상, 숫자와 특수문자 포함. 최근 비밀번호 재사용 불가, 5회 실패 시 계정 잠금." % n)
    sits = [L(lang, "The sign-up form of %s rejected passwords that the backend accepted." % c["svc"],
              "%s 회원가입 폼이 백엔드에서는 통과하는 비밀번호를 거부함." % c["svc"]),
            L(lang, "An ISMS-P audit item asked for our password rules in %s." % c["svc"], "ISMS-P 심사 항목으로 %s 비밀번호 규칙을 요청받음." % c["svc"]),
            L(lang, "I did not know the password rules for the %s admin accounts." % c["svc"], "%s 관리자 계정 비밀번호 규칙을 몰랐음." % c["svc"])]
    learn = prose + ("\n" + fence(body, tag) if body else "")
    asks = [("Should the frontend fetch the policy from the backend instead of duplicating it?", "프론트가 정책을 중복 구현하지 말고 백엔드에서 받아 올지?"),
            ("Does the policy also apply to service accounts?", "서비스 계정에도 이 정책이 적용되는지?")]
    return mk_clean(lang, "password policy without values: %s" % name, pick(sits), learn, clean_ask(lang, asks))


FLAG_FACTS = [
    ("`mysql -p` with nothing attached prompts for the password; `-P` (capital) is the port, e.g. `-P 3306`.",
     "`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 프롬프트로 물어봄. 대문자 `-P`는 포트(`-P 3306`)."),
    ("`mkdir -p` and `docker run -p 8080:80` have nothing to do with passwords; only the tool decides what `-p` means.",
     "`mkdir -p`나 `docker run -p 8080:80`의 `-p`는 비밀번호와 무관함. `-p` 의미는 도구마다 다름."),
    ("`ssh -p 2222 deploy@host` sets the port; authentication uses the agent key.",
     "`ssh -p 2222 deploy@host`의 `-p`는 포트이고 인증은 에이전트 키로 함."),
    ("`docker login --password-stdin` reads the token from stdin, so it never lands in shell history.",
     "`docker login --password-stdin`은 표준입력으로 토큰을 받아서 셸 히스토리에 안 남음."),
    ("`psql -W` forces a password prompt; without it psql uses ~/.pgpass or PGPASSWORD if set.",
     "`psql -W`는 비밀번호 프롬프트를 강제함. 없으면 ~/.pgpass나 PGPASSWORD를 사용함."),
    ("`curl -u alice` (user only, no colon) makes curl prompt for the password interactively.",
     "`curl -u alice`처럼 콜론 없이 사용자만 주면 curl이 비밀번호를 대화식으로 물어봄."),
    ("`openssl pkcs12 -passin env:P12_PASS` reads the passphrase from the environment instead of the command line.",
     "`openssl pkcs12 -passin env:P12_PASS`는 명령줄 대신 환경변수에서 패스프레이즈를 읽음."),
    ("`sshpass -e` takes the password from the SSHPASS variable; `-f file` reads it from a file.",
     "`sshpass -e`는 SSHPASS 변수에서, `-f file`은 파일에서 비밀번호를 읽음."),
    ("`redis-cli --askpass` prompts instead of taking `-a` on the command line.",
     "`redis-cli --askpass`는 `-a`로 넘기는 대신 프롬프트로 물어봄."),
    ("`git commit -S` signs with the GPG key; `-s` only adds a Signed-off-by line.",
     "`git commit -S`는 GPG 서명, 소문자 `-s`는 Signed-off-by 줄만 추가함."),
    ("`kubectl create secret generic db --from-file=password=./pw.txt` keeps the value out of the command line.",
     "`kubectl create secret generic db --from-file=password=./pw.txt`로 하면 값이 명령줄에 안 남음."),
    ("`mysql_config_editor set --login-path=ro --password` stores an obfuscated login file after prompting.",
     "`mysql_config_editor set --login-path=ro --password`는 프롬프트로 받은 뒤 난독화된 로그인 파일에 저장함."),
]


def t_clean_flags(lang):
    c = ctx_common(lang)
    facts = sample(FLAG_FACTS, rint(2, 3))
    sits = [L(lang, "A script for %s hung in CI and I was not sure which flag was waiting for input." % c["svc"],
              "%s 스크립트가 CI에서 멈췄는데 어떤 플래그가 입력을 기다리는지 몰랐음." % c["svc"]),
            L(lang, "%s asked me to remove passwords from the command lines in our runbooks." % c["person"],
              "%s님이 런북 명령줄에서 비밀번호를 빼 달라고 요청함." % c["person"]),
            L(lang, "I misread a `-p` flag in the %s Makefile." % c["svc"], "%s Makefile의 `-p` 플래그를 잘못 이해했음." % c["svc"])]
    lesson = "\n".join("- " + (f[0] if lang == "en" else f[1]) for f in facts)
    asks = [("Should the runbook standardise on prompts or on files for credentials?", "런북에서 자격증명은 프롬프트 방식과 파일 방식 중 하나로 통일할지?")]
    return mk_clean(lang, "flags explained in prose", pick(sits), lesson, clean_ask(lang, asks))


def t_clean_encrypted(lang):
    c = ctx_common(lang)
    k = rint(0, 5)
    if k == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(rint(12, 40))), b64(rbytes(32)), b64(rbytes(16)))
        body = ("db:\n    password: %s\n    user: %s\nstripe:\n    secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.0"
                % (enc(), enc(), enc(), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), ts_str(), enc()))
        name = "SOPS-encrypted YAML"
    elif k == 1:
        hx = hexs(rint(300, 400))
        body = "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("          " + x for x in wrap_lines(hx, 80))
        name = "Ansible Vault inline value"
    elif k == 2:
        body = ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s\n    api-key: AgA%s"
                % (c["svc"], pick(["prod", "default"]), b64(rbytes(rint(200, 260))), b64(rbytes(rint(200, 260)))))
        name = "SealedSecret encryptedData"
    elif k == 3:
        body = "CiphertextBlob: AQICAHh%s" % b64(rbytes(rint(120, 170)))
        name = "AWS KMS ciphertext blob"
    elif k == 4:
        body = "vault write transit/decrypt/%s ciphertext=vault:v1:%s" % (c["svc"], b64(rbytes(rint(40, 80))))
        name = "Vault transit ciphertext"
    else:
        body = "-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(wrap_lines("hQIMA" + b64(rbytes(rint(150, 220))), 64)) + "\n=" + rs(B64, 4) + "\n-----END PGP MESSAGE-----"
        name = "PGP encrypted message"
    sits = [L(lang, "I needed to change a config value of %s but the file was encrypted." % c["svc"],
              "%s 설정 값을 바꿔야 했는데 파일이 암호화돼 있었음." % c["svc"]),
            L(lang, "A reviewer asked whether committing this file for %s is safe." % c["svc"], "리뷰어가 %s의 이 파일을 커밋해도 안전한지 물어봄." % c["svc"]),
            L(lang, "Decryption failed on the new CI runner for %s." % c["svc"], "새 CI 러너에서 %s 복호화가 실패함." % c["svc"])]
    learns = [L(lang, "The file is encrypted at rest and is meant to be committed; only holders of the key can decrypt it:\n",
                "파일은 암호화된 상태로 커밋하는 게 맞음. 키를 가진 쪽만 복호화 가능:\n"),
              L(lang, "Edit it with the tool, never by hand; the ciphertext below is what git should contain:\n",
                "직접 수정하지 말고 도구로 편집해야 함. git에는 아래 같은 암호문만 있어야 함:\n"),
              L(lang, "The runner lacked access to the decryption key; the committed ciphertext was fine:\n",
                "러너에 복호화 키 권한이 없었던 것이고 커밋된 암호문은 문제없었음:\n")]
    asks = [("Who can grant the CI runner decrypt permission?", "CI 러너에 복호화 권한은 누가 줄 수 있는지?"),
            ("Should we re-encrypt for the new recipient list now?", "새 수신자 목록으로 지금 재암호화할지?")]
    return mk_clean(lang, "encrypted blob: %s" % name, pick(sits), pick(learns) + fence(body, "yaml" if k in (0, 1, 2) else ""), clean_ask(lang, asks))


def publishable_key():
    k = rint(0, 13)
    if k == 0:
        return "Stripe publishable key", "STRIPE_PUBLISHABLE_KEY", "pk_live_" + rs(AL, pick([24, 99]))
    if k == 1:
        return "Firebase web apiKey", "apiKey", "AIza" + rs(B64URL, 35)
    if k == 2:
        return "reCAPTCHA site key", "sitekey", "6L" + rs(B64URL, 38)
    if k == 3:
        return "Toss Payments client key", "TOSS_CLIENT_KEY", pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(AL, rint(20, 28))
    if k == 4:
        return "Kakao JavaScript key", "KAKAO_JS_KEY", hexs(32)
    if k == 5:
        payload = b64url(('{"u":"%s","a":"%s"}' % (pick(KO_GIVEN_ROMAN), rs(ALL, 25))).encode())
        return "Mapbox public token", "MAPBOX_ACCESS_TOKEN", "pk." + payload + "." + rs(B64URL, 22)
    if k == 6:
        return "Algolia search-only key", "ALGOLIA_SEARCH_KEY", hexs(32)
    if k == 7:
        return "Sentry DSN", "SENTRY_DSN", "https://%s@o%s.ingest.sentry.io/%s" % (hexs(32), digits(6), digits(7))
    if k == 8:
        return "PostHog project API key", "POSTHOG_KEY", "phc_" + rs(AL, 43)
    if k == 9:
        hdr = b64url(b'{"alg":"HS256","typ":"JWT"}')
        pl = b64url(('{"iss":"supabase","ref":"%s","role":"anon","iat":%d,"exp":%d}' % (rs(LO, 20), 1700000000 + rint(0, 9999999), 2000000000 + rint(0, 99999999))).encode())
        return "Supabase anon key", "SUPABASE_ANON_KEY", hdr + "." + pl + "." + b64url(rbytes(32))
    if k == 10:
        return "Cloudflare Turnstile site key", "TURNSTILE_SITE_KEY", "0x4AAAAAAA" + rs(B64URL, 14)
    if k == 11:
        return "PAY.JP public key", "PAYJP_PUBLIC_KEY", "pk_live_" + hexs(24)
    if k == 12:
        return "Braintree tokenization key", "BRAINTREE_TOKENIZATION_KEY", "production_" + rs(ALL, 8) + "_" + rs(ALL, 16)
    return "Google Maps JavaScript API key (referrer-restricted)", "GOOGLE_MAPS_BROWSER_KEY", "AIza" + rs(B64URL, 35)


def t_clean_publishable(lang):
    c = ctx_common(lang)
    name, key, val = publishable_key()
    k = rint(0, 3)
    if k == 0:
        body, tag = "NEXT_PUBLIC_%s=%s" % (key.upper(), val) if key.isupper() else "VITE_%s=%s" % (key.upper(), val), ""
    elif k == 1:
        body, tag = "const config = {\n  %s: \"%s\",\n  projectId: \"%s\",\n};" % (camel(key.upper()) if key.isupper() else key, val, c["svc"]), "js"
    elif k == 2:
        src = {"Stripe publishable key": "https://js.stripe.com/v3/", "Toss Payments client key": "https://js.tosspayments.com/v2/standard",
               "PAY.JP public key": "https://js.pay.jp/v2/pay.js", "reCAPTCHA site key": "https://www.google.com/recaptcha/api.js",
               "Cloudflare Turnstile site key": "https://challenges.cloudflare.com/turnstile/v0/api.js"}.get(name, "/static/js/%s.js" % c["svc"])
        body, tag = '<script src="%s" data-key="%s"></script>' % (src, val), "html"
    else:
        body, tag = "%s: %s" % (key.lower(), val), "yaml"
    sits = [L(lang, "Security tooling flagged the %s in the %s frontend bundle." % (name, c["svc"]),
              "보안 도구가 %s 프론트 번들에 있는 %s 값을 탐지함." % (c["svc"], name)),
            L(lang, "I was unsure whether the %s may be shipped to browsers." % name, "%s 값을 브라우저로 내보내도 되는지 확신이 없었음." % name),
            L(lang, "The checkout page of %s broke because the %s was missing in %s." % (c["svc"], name, c["env"]),
              "%s에서 %s 값이 빠져서 %s 결제 페이지가 깨짐." % (c["env"], name, c["svc"]))]
    learns = [L(lang, "The vendor documents this key as public (it is meant to be embedded in client code); restrictions are set in the dashboard:\n",
                "벤더 문서상 이 키는 공개용(클라이언트 코드에 넣는 용도)이고 제한은 대시보드에서 설정함:\n"),
              L(lang, "This is the publishable/client-side key, not the server secret:\n", "이건 서버 시크릿이 아니라 공개용(클라이언트) 키임:\n"),
              L(lang, "Added to the frontend env; safe to commit per the vendor docs:\n", "프론트 env에 추가함. 벤더 문서상 커밋해도 됨:\n")]
    asks = [("Should we add this key pattern to the scanner allow-list?", "스캐너 허용 목록에 이 키 패턴을 추가할지?"),
            ("Are the domain restrictions for this key up to date?", "이 키의 도메인 제한 설정이 최신인지?")]
    return mk_clean(lang, "publishable key: %s [publishable]" % name, pick(sits), pick(learns) + fence(body, tag), clean_ask(lang, asks))


PLAIN_TOPICS = [
    (("{svc} timed out under load because the HTTP client pool was capped at {n} connections.",
      "Raising the pool to {m} and adding a 2s connect timeout fixed the p99; the default pool size is per host, not global."),
     ("부하 상황에서 {svc} 서비스가 HTTP 클라이언트 풀 {n}개 제한 때문에 타임아웃 남.",
      "풀을 {m}개로 늘리고 connect timeout 2초를 넣으니 p99가 정상화됨. 기본 풀 크기는 전역이 아니라 호스트별임.")),
    (("The flaky test in {svc} depended on the order of dict iteration in a fixture.",
      "Sorting the fixture keys made it deterministic; run the suite with -p no:randomly to reproduce the old order."),
     ("{svc} 플래키 테스트가 fixture의 dict 순회 순서에 의존하고 있었음.",
      "fixture 키를 정렬하니 결정적으로 바뀜. 예전 순서 재현은 -p no:randomly 옵션으로 돌리면 됨.")),
    (("A migration on the orders table of {svc} locked writes for {n} seconds in {env}.",
      "Create the index CONCURRENTLY and split the backfill into batches of {m} rows; never combine them in one migration."),
     ("{env}에서 {svc} orders 테이블 마이그레이션이 쓰기를 {n}초 동안 잠금.",
      "인덱스는 CONCURRENTLY로 만들고 백필은 {m}건 단위 배치로 나눠야 함. 한 마이그레이션에 섞으면 안 됨.")),
    (("Timestamps from {svc} were shown in UTC in the Korean admin page.",
      "The API returns ISO-8601 with offset; convert to Asia/Seoul only in the presentation layer."),
     ("{svc} 타임스탬프가 한국어 관리자 페이지에 UTC로 표시됨.",
      "API는 오프셋 포함 ISO-8601로 내려주고 Asia/Seoul 변환은 화면 레이어에서만 해야 함.")),
    (("I did not know that {svc} is deployed in two regions and the cron runs in both.",
      "Only the primary region may run the settlement cron; guard it with the leader-election lock, name '{svc}-cron'."),
     ("{svc} 서비스가 두 리전에 배포돼 있고 크론이 양쪽에서 돈다는 걸 몰랐음.",
      "정산 크론은 프라이머리 리전에서만 돌아야 함. 리더 선출 락('{svc}-cron')으로 막아야 함.")),
    (("Korean text in CSV exports from {svc} was garbled in Excel.",
      "Write UTF-8 with BOM for the Excel download; the API export stays plain UTF-8."),
     ("{svc} CSV 내보내기에서 한글이 엑셀에서 깨짐.",
      "엑셀 다운로드용은 BOM 포함 UTF-8로 써야 함. API 내보내기는 그냥 UTF-8 유지.")),
    (("The build of {svc} took {n} minutes because the Docker layer cache was invalidated on every commit.",
      "Copy the lockfile and install dependencies before copying the source; build time dropped to {m} minutes."),
     ("{svc} 빌드가 커밋마다 Docker 레이어 캐시가 깨져서 {n}분씩 걸림.",
      "소스 복사 전에 lockfile만 먼저 복사해서 의존성을 설치하니 {m}분으로 줄어듦.")),
    (("Retries in {svc} amplified an outage of the downstream service.",
      "Use exponential backoff with jitter, max {n} attempts, and respect Retry-After; the circuit breaker opens after {m} failures."),
     ("{svc} 재시도가 하위 서비스 장애를 키움.",
      "지수 백오프+지터, 최대 {n}회, Retry-After 준수. 서킷 브레이커는 {m}회 실패 후 열림.")),
    (("Feature flag 'new_checkout' was on in {env} but off for the mobile app.",
      "Mobile reads flags from the edge config, which is refreshed every {n} minutes, not from the admin API."),
     ("{env}에서 'new_checkout' 플래그가 켜져 있는데 모바일 앱에서는 꺼져 있었음.",
      "모바일은 관리 API가 아니라 {n}분마다 갱신되는 엣지 설정에서 플래그를 읽음.")),
    (("The {svc} container was OOM-killed at exactly {n} MiB.",
      "The JVM ignored the cgroup limit; setting -XX:MaxRAMPercentage=75 fixed it."),
     ("{svc} 컨테이너가 정확히 {n} MiB에서 OOM kill 당함.",
      "JVM이 cgroup 제한을 무시하고 있었음. -XX:MaxRAMPercentage=75 설정으로 해결.")),
    (("Rounding of settlement amounts in {svc} differed from the finance spreadsheet by 1 won.",
      "Round half-up per line item, then sum; the spreadsheet was rounding only the total."),
     ("{svc} 정산 금액 반올림이 재무팀 시트와 1원 차이 남.",
      "항목별 반올림(half-up) 후 합산해야 함. 시트는 합계만 반올림하고 있었음.")),
    (("Search results in {svc} missed Korean compound nouns.",
      "Switch the analyzer to nori with decompound_mode=mixed and reindex; the alias swap takes about {n} minutes."),
     ("{svc} 검색에서 한국어 복합명사가 누락됨.",
      "분석기를 nori(decompound_mode=mixed)로 바꾸고 재색인해야 함. alias 교체에 약 {n}분 걸림.")),
    (("The on-call rotation for {svc} was not in PagerDuty, so alerts went nowhere on the weekend.",
      "Added the schedule; escalation goes to the team lead after {n} minutes."),
     ("{svc} 온콜 로테이션이 PagerDuty에 없어서 주말 알림이 아무에게도 안 감.",
      "스케줄 추가함. {n}분 후 팀 리드에게 에스컬레이션됨.")),
    (("Pagination in {svc} returned duplicates when rows were inserted during a scan.",
      "Keyset pagination on (created_at, id) fixed it; offset pagination must not be used for exports."),
     ("{svc} 스캔 중 행이 추가되면 페이지네이션에 중복이 생김.",
      "(created_at, id) 기준 keyset 페이지네이션으로 해결. 내보내기에는 offset 방식 쓰면 안 됨.")),
    (("Lint failed on the {svc} PR because of a new rule in the shared config.",
      "Run the formatter before the linter; the pre-commit hook does both in the right order."),
     ("공용 설정에 새 규칙이 추가돼서 {svc} PR 린트가 실패함.",
      "린터 전에 포매터를 돌려야 함. pre-commit 훅이 올바른 순서로 둘 다 실행함.")),
    (("The {svc} healthcheck returned 200 even when the database was down.",
      "Split liveness from readiness; readiness now checks the DB with a {n} ms timeout."),
     ("DB가 죽어도 {svc} 헬스체크가 200을 반환함.",
      "liveness와 readiness를 분리함. readiness는 {n}ms 타임아웃으로 DB를 확인함.")),
]


def t_clean_plain(lang):
    c = ctx_common(lang)
    (en_mc, en_le), (ko_mc, ko_le) = pick(PLAIN_TOPICS)
    c["n"] = rint(3, 120)
    c["m"] = rint(2, 500)
    mc = (en_mc if lang == "en" else ko_mc).format(**c)
    lesson = (en_le if lang == "en" else ko_le).format(**c)
    asks = [("Should this go into the team runbook?", "이 내용을 팀 런북에 넣을지?"),
            ("Who owns {svc} now, so I can confirm the change?".format(**c), "지금 {svc} 담당자가 누구인지? 변경 확인하려고.".format(**c)),
            ("Is there a load test I should run before merging?", "머지 전에 돌려야 할 부하 테스트가 있는지?")]
    return mk_clean(lang, "plain engineering note", mc, lesson, clean_ask(lang, asks))


def t_clean_tricky_words(lang):
    c = ctx_common(lang)
    k = rint(0, 7)
    if k == 0:
        body = "class Lexer:\n    def next_token(self) -> Token:\n        ...\n# TokenType.SECRET_KEYWORD is just the 'secret' keyword of our DSL"
        sit = L(lang, "The DSL parser in %s mis-tokenised the 'secret' keyword." % c["svc"], "%s DSL 파서가 'secret' 키워드를 잘못 토큰화함." % c["svc"])
        learn = L(lang, "The lexer emitted an identifier token instead of the keyword token; fixed the keyword table.\n",
                  "렉서가 키워드 토큰 대신 식별자 토큰을 내보냈음. 키워드 테이블 수정함.\n")
        name = "lexer tokens"
    elif k == 1:
        body = "ALTER TABLE users ADD COLUMN password_hash text NOT NULL;\nALTER TABLE users DROP COLUMN password_salt;\n-- hashing: argon2id, parameters from settings"
        sit = L(lang, "I did not know which column %s uses for credentials after the auth migration." % c["svc"],
                "인증 마이그레이션 후 %s 서비스가 어떤 컬럼을 쓰는지 몰랐음." % c["svc"])
        learn = L(lang, "Schema change only; no values involved:\n", "스키마 변경만 있고 값은 없음:\n")
        name = "password_hash column names"
    elif k == 2:
        body = "components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    BearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT"
        sit = L(lang, "The generated client of %s did not send any auth header." % c["svc"], "%s 생성 클라이언트가 인증 헤더를 아예 안 보냄." % c["svc"])
        learn = L(lang, "The OpenAPI spec was missing the security section; it must declare the schemes:\n",
                  "OpenAPI 스펙에 security 섹션이 빠져 있었음. 스킴을 선언해야 함:\n")
        name = "OpenAPI securitySchemes"
    elif k == 3:
        body = '{\n  "login.password.placeholder": "비밀번호를 입력하세요",\n  "login.password.error": "비밀번호가 일치하지 않습니다",\n  "login.otp.label": "인증번호 6자리"\n}'
        sit = L(lang, "Korean strings on the %s login page were cut off." % c["svc"], "%s 로그인 페이지 한국어 문구가 잘림." % c["svc"])
        learn = L(lang, "The i18n keys were fine; the CSS width was fixed. Strings for reference:\n", "i18n 키는 문제없었고 CSS 너비를 고침. 참고용 문구:\n")
        name = "i18n strings about passwords"
    elif k == 4:
        body = "rate_limit:\n  algorithm: token_bucket\n  bucket_size: %d\n  refill_tokens_per_second: %d\n  key: client_ip" % (rint(10, 200), rint(1, 50))
        sit = L(lang, "%s rejected bursts from the batch client with 429." % c["svc"], "%s 서비스가 배치 클라이언트의 버스트를 429로 거절함." % c["svc"])
        learn = L(lang, "Token bucket settings (tokens here are rate-limit units, not credentials):\n", "토큰 버킷 설정 (여기서 토큰은 레이트 리밋 단위이지 자격증명이 아님):\n")
        name = "token bucket rate limiter"
    elif k == 5:
        body = "kubectl get secrets -n %s\nNAME                 TYPE                             DATA   AGE\n%s-env     Opaque                           %d      %dd\nregcred              kubernetes.io/dockerconfigjson   1      %dd" % (
            pick(["prod", "default"]), c["svc"], rint(3, 12), rint(1, 300), rint(1, 300))
        sit = L(lang, "I was not sure which Secret objects %s mounts." % c["svc"], "%s 서비스가 어떤 Secret 오브젝트를 마운트하는지 몰랐음." % c["svc"])
        learn = L(lang, "Listing names only (no data) is enough to check the mounts:\n", "마운트 확인엔 이름 목록(데이터 없이)만으로 충분함:\n")
        name = "kubectl get secrets (names only)"
    elif k == 6:
        body = "@Bean\nPasswordEncoder passwordEncoder() {\n    return new BCryptPasswordEncoder(%d);\n}" % pick([10, 12, 14])
        sit = L(lang, "Login in %s became slow after the Spring upgrade." % c["svc"], "스프링 업그레이드 후 %s 로그인이 느려짐." % c["svc"])
        learn = L(lang, "The encoder strength had been raised; this is the bean now in use:\n", "인코더 strength가 올라가 있었음. 현재 쓰는 빈:\n")
        name = "PasswordEncoder bean"
    else:
        body = "Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-{NONCE}' https://js.%s; frame-ancestors 'none'" % pick(["stripe.com", "tosspayments.com"])
        sit = L(lang, "The payment widget in %s was blocked by CSP." % c["svc"], "%s 결제 위젯이 CSP에 막힘." % c["svc"])
        learn = L(lang, "The nonce is generated per response by the template engine; the policy template:\n", "nonce는 템플릿 엔진이 응답마다 생성함. 정책 템플릿:\n")
        name = "CSP nonce template"
    asks = [("Should this be documented in the onboarding guide?", "온보딩 가이드에 문서화할지?"),
            ("Is there a shared lint rule to catch this earlier?", "이걸 더 일찍 잡을 공용 린트 규칙이 있는지?")]
    return mk_clean(lang, "credential words without values: %s" % name, sit, learn + fence(body, ""), clean_ask(lang, asks))


# ============================================================================================
# plan, generation, output
# ============================================================================================
SECRET_PLAN = [
    (t_vendor, 140), (t_pw_command, 36), (t_conn_string, 24), (t_person_password, 24), (t_config_password, 18),
    (t_auth_header, 22), (t_signed_url, 10), (t_private_key, 12), (t_totp, 6), (t_recovery, 7), (t_pin, 5),
    (t_wifi, 6), (t_webhook, 10), (t_k8s_b64, 6), (t_app_secret, 10), (t_multi, 8), (t_stacktrace, 8), (t_pkg_cred, 8),
]
CLEAN_PLAN = [
    (t_clean_placeholder, 28), (t_clean_masked, 22), (t_clean_envref, 26), (t_clean_secretref, 25), (t_clean_hash, 20),
    (t_clean_gitsha, 18), (t_clean_ids, 18), (t_clean_pubkey, 20), (t_clean_nonsecret_ids, 20), (t_clean_b64data, 14),
    (t_clean_longid, 14), (t_clean_versions, 9), (t_clean_policy, 14), (t_clean_flags, 16), (t_clean_encrypted, 20),
    (t_clean_publishable, 26), (t_clean_plain, 36), (t_clean_tricky_words, 14),
]
NOT_RISKY = ("t_clean_plain",)
LANG_PATTERN = ["en", "ko", "en", "en", "ko"]   # 3:2 -> 60% en / 40% ko, stratified per template

SEEN_SECRETS = {}      # value -> True (membership only, never iterated)
REJECTS = {}           # reason -> count (reported in insertion order)
TEMPLATE_OF = {}       # id(note) -> template name


def _reason_key(msg):
    if "reused" in msg:
        print("  note: " + msg, file=sys.stderr)
    return msg.split(":")[0].split("(")[0].strip()[:60]


def generate_one(fn, lang, kind):
    for _attempt in range(500):
        note = fn(lang)
        try:
            if note.kind != kind or note.lang != lang:
                raise Reject("template returned wrong kind/lang")
            check_note(note)
            for s in note.secrets:
                if s in SEEN_SECRETS and not s.startswith("b3BlbnNzaC1rZXktdjE"):   # OpenSSH magic line is structural
                    raise Reject("secret value reused across notes: %r" % s)
        except Reject as e:
            k = _reason_key(str(e))
            REJECTS[k] = REJECTS.get(k, 0) + 1
            continue
        for s in note.secrets:
            SEEN_SECRETS[s] = True
        RETRY_STATE.clear()
        return note
    raise RuntimeError("template %s could not produce a valid %s note" % (fn.__name__, lang))


def build_kind(plan, kind):
    slots = []
    for fn, count in plan:
        slots += [fn] * count
    assert len(slots) == (N_SECRET if kind == "secret" else N_CLEAN)
    langs = [LANG_PATTERN[i % len(LANG_PATTERN)] for i in range(len(slots))]
    pairs = list(zip(slots, langs))
    R.shuffle(pairs)
    notes = []
    for fn, lang in pairs:
        n = generate_one(fn, lang, kind)
        n.template = fn.__name__
        notes.append(n)
    return notes


def final_checks(notes):
    assert len(notes) == N_SECRET + N_CLEAN
    by = {}
    for n in notes:
        by[(n.kind, n.lang)] = by.get((n.kind, n.lang), 0) + 1
    assert by[("secret", "en")] == N_EN_EACH and by[("secret", "ko")] == N_KO_EACH, by
    assert by[("clean", "en")] == N_EN_EACH and by[("clean", "ko")] == N_KO_EACH, by
    # no value of any secret note leaks into a clean note
    clean_text = "\n".join("\n".join(n.fields.values()) for n in notes if n.kind == "clean")
    for n in notes:
        for s in n.secrets:
            assert s not in clean_text, s
    # every note passes the per-note rules again (after shuffling nothing changes, but be strict)
    for n in notes:
        check_note(n)
    risky = sum(1 for n in notes if n.kind == "clean" and n.template not in NOT_RISKY)
    assert risky / N_CLEAN > 0.80, risky
    return by, risky


def to_record(n, idx):
    return {"id": "%s%03d" % (ID_PREFIX, idx), "lang": n.lang, "kind": n.kind, "category": n.category,
            "fields": {"missing_context": n.fields["missing_context"], "lesson": n.fields["lesson"],
                       "ask_next_time": n.fields["ask_next_time"]},
            "secrets": list(n.secrets)}


def main(argv):
    import hashlib
    import os
    out = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "blind_set_v75.jsonl")
    secret_notes = build_kind(SECRET_PLAN, "secret")
    clean_notes = build_kind(CLEAN_PLAN, "clean")
    notes = secret_notes + clean_notes
    by, risky = final_checks(notes)
    R.shuffle(notes)
    lines = [json.dumps(to_record(n, i + 1), ensure_ascii=False) for i, n in enumerate(notes)]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out, "wb") as fh:
        fh.write(data)
    # ---- summary (stderr) ----
    vendors_used = []
    for n in notes:
        for vn in n.vendors:
            if vn not in vendors_used:
                vendors_used.append(vn)
    regions = {}
    for v in VENDORS:
        if v.name in vendors_used:
            regions[v.region] = regions.get(v.region, 0) + 1
    err = sys.stderr
    print("wrote %s (%d notes, %d bytes)" % (out, len(notes), len(data)), file=err)
    print("sha256 %s" % hashlib.sha256(data).hexdigest(), file=err)
    print("counts kind x lang: %s" % ", ".join("%s/%s=%d" % (k[0], k[1], by[k]) for k in sorted(by)), file=err)
    print("secret templates: %d, clean templates: %d, containers: %d" % (len(SECRET_PLAN), len(CLEAN_PLAN), len(CONTAINERS)), file=err)
    print("vendors defined: %d, vendors whose credentials appear in notes: %d %s" % (len(VENDORS), len(vendors_used),
          sorted(regions.items())), file=err)
    print("clean notes with risky-looking material: %d/%d" % (risky, N_CLEAN), file=err)
    print("publishable clean notes: %d" % sum(1 for n in notes if n.category.endswith(" [publishable]")), file=err)
    print("distinct categories: %d" % len(dict.fromkeys(n.category for n in notes)), file=err)
    print("secrets listed: %d (notes with >1 secret: %d, longest %d chars)" % (
        sum(len(n.secrets) for n in notes), sum(1 for n in notes if len(n.secrets) > 1),
        max(len(s) for n in notes for s in n.secrets)), file=err)
    print("regenerations by reason: %s" % REJECTS, file=err)


if __name__ == "__main__":
    main(sys.argv)
