#!/usr/bin/env python3
"""Generator for blind_set_v79.jsonl: a blind evaluation set for a credential-redaction filter.

Standard library only, no network.  A single PRNG, random.Random(79_2026_1127), drives every
choice; no set is ever iterated, so the output is byte-identical on every run and under any
PYTHONHASHSEED.  Every credential body is drawn from that PRNG (only vendor prefixes, fixed
structural bytes of key formats and prose are literal).

Usage:  python3 make_blind_set_v79.py            # writes blind_set_v79.jsonl next to this file
        python3 make_blind_set_v79.py --stats    # also prints counts to stdout
"""
import base64
import hashlib
import json
import os
import random
import sys
import urllib.parse

SEED = 79_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "ei"

# ----------------------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANL = LO + DG
ANU = UP + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
PUNCT_SAFE = "!@#$%^&*()-_=+[]{};:,.<>/?~|"


def rs(alpha, n):
    """Random string of length n over alpha."""
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def pick(seq):
    return seq[R.randrange(len(seq))]


def rint(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(bs):
    return base64.b64encode(bs).decode("ascii")


def b64u_nopad(bs):
    return base64.urlsafe_b64encode(bs).decode("ascii").rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def rs_mixed(alpha, n):
    """Random string that contains at least one upper, lower and digit when alpha allows it."""
    while True:
        s = rs(alpha, n)
        ok = True
        if any(c in UP for c in alpha) and not any(c in UP for c in s):
            ok = False
        if any(c in LO for c in alpha) and not any(c in LO for c in s):
            ok = False
        if any(c in DG for c in alpha) and not any(c in DG for c in s):
            ok = False
        if ok or n < 6:
            return s


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def utf8len(s):
    return len(s.encode("utf-8"))


# ----------------------------------------------------------------------------- Korean helpers
def has_batchim(word):
    ch = word.rstrip()[-1]
    code = ord(ch)
    if 0xAC00 <= code <= 0xD7A3:
        return (code - 0xAC00) % 28 != 0
    # Latin letters / digits read aloud: a rough rule that is fine for our nouns
    return ch.lower() in "lmnr0136789"


# how the Korean reading of these Latin tool names ends (True = final consonant / batchim)
LATIN_BATCHIM = {"mysql": True, "mysqldump": False, "psql": True, "redis-cli": False, "mongosh": False,
                 "sshpass": False, "curl": True, "wget": True, "htpasswd": False, "docker login": True,
                 "git clone": True, "smbclient": False, "net use": False, "rabbitmqctl": True,
                 "ldapsearch": False, "sqlcmd": False, "sqlplus": False, "keytool": True, "openssl": True,
                 "zip": True, "7z": False, "mc": False, "az login": True, "vault login": True, "kubectl": True,
                 "chpasswd": False, "xfreerdp": False, "ansible-playbook": True, "java": False}


def josa(word, pair):
    """josa("토큰", "이/가") -> "토큰이"."""
    a, b = pair.split("/")
    if word in LATIN_BATCHIM:
        return word + (a if LATIN_BATCHIM[word] else b)
    if pair == "으로/로":
        ch = word.rstrip()[-1]
        code = ord(ch)
        if 0xAC00 <= code <= 0xD7A3 and (code - 0xAC00) % 28 == 8:   # final ㄹ
            return word + b
    return word + (a if has_batchim(word) else b)


CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x",
            "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
             "nl", "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv",
             "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    """Keys typed on a 2-beolsik keyboard left in English mode (e.g. 사랑 -> tkfkd)."""
    out = []
    for ch in text:
        code = ord(ch)
        if 0xAC00 <= code <= 0xD7A3:
            idx = code - 0xAC00
            out.append(CHO_KEYS[idx // 588] + JUNG_KEYS[(idx % 588) // 28] + JONG_KEYS[idx % 28])
        else:
            out.append(ch)
    return "".join(out)


# ----------------------------------------------------------------------------- word lists
EN_WORDS = [
    "apple", "river", "stone", "tiger", "maple", "orbit", "cactus", "violet", "harbor", "pepper",
    "walnut", "copper", "meadow", "falcon", "lantern", "pillow", "rocket", "saddle", "thunder",
    "velvet", "willow", "zebra", "anchor", "basil", "candle", "dragon", "ember", "fossil",
    "glacier", "hazel", "island", "jungle", "kettle", "lemon", "marble", "nutmeg", "oyster",
    "pebble", "quartz", "raven", "silver", "tundra", "umbrella", "vortex", "walrus", "yellow",
    "banjo", "cobalt", "dolphin", "feather", "gravel", "hammock", "igloo", "jasper", "koala",
    "lobster", "mango", "nectar", "otter", "panda", "quiver", "rhubarb", "salmon", "tulip",
    "unicorn", "vanilla", "wombat", "yodel", "bamboo", "cherry", "donut", "eagle", "fjord",
    "ginger", "hollow", "ivory", "juniper", "kiwi", "lilac", "mosaic", "noodle", "olive",
    "parrot", "quokka", "ripple", "sparrow", "timber", "upland", "viking", "wafer", "yak",
    "acorn", "biscuit", "canyon", "daisy", "elbow", "fiddle", "goblin", "honey", "inkwell",
    "jigsaw", "kayak", "ladder", "muffin", "nimbus", "onion", "puzzle", "radish", "sunset",
    "teapot", "urchin", "valley", "winter", "summer", "autumn", "spring", "orange", "purple",
]

KO_WORDS = [
    "사랑", "고양이", "강아지", "바다", "하늘", "별빛", "우리집", "행복", "봄날", "여름",
    "가을", "겨울", "무지개", "달빛", "토끼", "호랑이", "다람쥐", "김치", "떡볶이", "비빔밥",
    "제주도", "한라산", "부산", "서울", "커피", "초콜릿", "도서관", "자전거", "비행기", "기차",
    "우주", "소나무", "장미", "해바라기", "민들레", "구름", "바람", "눈사람", "보물", "사과",
    "포도", "딸기", "수박", "은하수", "반딧불", "노을", "새벽", "햇살", "파도", "등대",
]

KO_PHRASES = [
    "사랑해요", "안녕하세요", "우리가족", "행복하자", "보고싶다", "고마워요", "화이팅",
    "잘자요", "집에가자", "배고파", "비밀번호", "회사생활", "우리아기", "너무좋아",
]

FIRST_NAMES = ["minsu", "jiyeon", "seojun", "haeun", "dohyun", "yuna", "jihoon", "sora", "taeyang",
               "eunji", "alex", "maria", "kenji", "yuki", "wei", "lina", "omar", "sofia", "liam",
               "noah", "emma", "hana", "ryo", "chen", "priya", "lucas", "marta", "jonas"]
USERNAMES = ["admin", "root", "deploy", "app", "app_rw", "svc_report", "etl_user", "jenkins",
             "ci-bot", "readonly", "postgres", "sa", "backup", "ops", "grafana", "airflow",
             "billing_app", "api_user", "webmaster", "superset", "metabase", "keycloak",
             "gitlab-runner", "mq_user", "monitor"]
SERVICES = ["billing-api", "notify-worker", "search-indexer", "payments-gw", "admin-web",
            "etl-batch", "auth-svc", "report-cron", "chat-bot", "media-upload", "order-service",
            "settlement-job", "crm-sync", "push-gateway", "analytics-loader", "partner-api",
            "inventory-svc", "mobile-bff", "ledger", "coupon-svc", "shipping-tracker",
            "review-moderation", "backoffice", "data-export", "kakao-alimtalk-sender"]
HOSTS = ["db-prod-01.internal", "pg.staging.svc.cluster.local", "10.0.3.17", "mysql-rw.corp.lan",
         "redis-cache-2.internal", "mq.internal.example.net", "172.16.8.40", "db.dev.acme.io",
         "rds-main.c9xk2p1.ap-northeast-2.rds.amazonaws.com", "mongo-0.mongo.prod.svc",
         "192.168.10.21", "sql-eu1.internal", "kafka-1.stream.local", "nas01.office.lan",
         "bastion.ops.example.com", "es-logs.internal", "ldap.corp.example.com"]
DOMAINS = ["acme-shop.io", "example-corp.com", "hanbit-store.kr", "minjung.dev", "nuri-pay.co.kr",
           "tokyo-labs.jp", "berlin-logistics.de", "pixelforge.app", "datagrove.net",
           "seoul-mobility.kr", "greenleaf.eu", "orbitbank.co"]
REPOS = ["acme/web", "platform/infra", "team-data/etl", "payments/gateway", "mobile/app-ios",
         "backend/monolith", "ops/ansible", "ml/feature-store", "corp/intranet", "growth/landing"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2",
           "eu-west-1", "ap-southeast-1"]


# ============================================================================= vendor registry
# Each vendor: gen() -> list of [ENV_NAME, value, is_secret].  Non-secret identifiers (account
# SIDs, client ids, app ids) ride along unlisted.  `auth` says how the credential travels in HTTP:
#   ("bearer", i) ("header", name, i) ("query", name, i) ("basic", i_user_or_literal, i_pass)
#   ("path", template) ("headers", [(name, i), ...]) or None (SDK / config only).
VENDORS = []


def vendor(key, name, region, what_en, what_ko, gen, api=None, auth=None):
    VENDORS.append({"key": key, "name": name, "region": region, "what_en": what_en,
                    "what_ko": what_ko, "gen": gen, "api": api, "auth": auth})


def _one(env, fn):
    return lambda: [[env, fn(), True]]


def _jwt(payload_obj, sig_len=43):
    head = b64u_nopad(json.dumps({"alg": pick(["HS256", "RS256"]), "typ": "JWT"},
                                 separators=(",", ":")).encode())
    body = b64u_nopad(json.dumps(payload_obj, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(B64U, sig_len)


def _ts():
    return rint(1_700_000_000, 1_790_000_000)


# ---- global
vendor("aws_iam", "AWS", "global", "AWS access key pair", "AWS 액세스 키",
       lambda: [["AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True],
                ["AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40), True]])
vendor("aws_sts", "AWS", "global", "temporary AWS STS credentials", "AWS 임시 자격 증명 세션 토큰",
       lambda: [["AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True],
                ["AWS_SECRET_ACCESS_KEY", rs(AN + "+/", 40), True],
                ["AWS_SESSION_TOKEN", "FwoGZXIvYXdzE" + rs(B64, rint(250, 330)), True]])
vendor("gh_classic", "GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
       _one("GITHUB_TOKEN", lambda: "ghp_" + rs(AN, 36)),
       "https://api.github.com/repos/{repo}/actions/runs", ("bearer", 0))
vendor("gh_fine", "GitHub", "global", "fine-grained GitHub token", "GitHub fine-grained 토큰",
       _one("GH_TOKEN", lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)),
       "https://api.github.com/repos/{repo}/contents/README.md", ("bearer", 0))
vendor("gh_oauth", "GitHub", "global", "GitHub OAuth token", "GitHub OAuth 토큰",
       _one("GITHUB_OAUTH_TOKEN", lambda: pick(["gho_", "ghu_", "ghs_"]) + rs(AN, 36)),
       "https://api.github.com/user", ("header", "Authorization: token", 0))
vendor("gitlab_pat", "GitLab", "global", "GitLab personal access token", "GitLab 액세스 토큰",
       _one("GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20)),
       "https://gitlab.example-corp.com/api/v4/projects", ("header", "PRIVATE-TOKEN", 0))
vendor("gitlab_runner", "GitLab", "global", "GitLab runner authentication token", "GitLab 러너 토큰",
       _one("CI_RUNNER_TOKEN", lambda: "glrt-" + rs(B64U, 20)))
vendor("gitlab_trigger", "GitLab", "global", "GitLab pipeline trigger token", "GitLab 트리거 토큰",
       _one("TRIGGER_TOKEN", lambda: "glptt-" + rs(HEX, 40)))
vendor("bitbucket", "Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호",
       lambda: [["BITBUCKET_USER", pick(FIRST_NAMES) + "-ci", False],
                ["BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 32), True]],
       "https://api.bitbucket.org/2.0/repositories/acme", ("basic", 0, 1))
vendor("atlassian", "Atlassian", "global", "Atlassian API token", "Atlassian API 토큰",
       lambda: [["JIRA_EMAIL", pick(FIRST_NAMES) + "@" + pick(DOMAINS), False],
                ["JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8), True]],
       "https://acme.atlassian.net/rest/api/3/issue/OPS-{n}", ("basic", 0, 1))
vendor("slack_bot", "Slack", "global", "Slack bot token", "Slack 봇 토큰",
       _one("SLACK_BOT_TOKEN", lambda: "xoxb-%s-%s-%s" % (rs(DG, rint(11, 13)), rs(DG, 13), rs(AN, 24))),
       "https://slack.com/api/chat.postMessage", ("bearer", 0))
vendor("slack_user", "Slack", "global", "Slack user token", "Slack 사용자 토큰",
       _one("SLACK_USER_TOKEN", lambda: "xoxp-%s-%s-%s-%s" % (rs(DG, 12), rs(DG, 12), rs(DG, 13), rs(HEX, 32))),
       "https://slack.com/api/conversations.history", ("bearer", 0))
vendor("slack_app", "Slack", "global", "Slack app-level token", "Slack 앱 레벨 토큰",
       _one("SLACK_APP_TOKEN", lambda: "xapp-1-A%s-%s-%s" % (rs(ANU, 10), rs(DG, 13), rs(HEX, 64))))
vendor("stripe_sk", "Stripe", "global", "Stripe live secret key", "Stripe 라이브 시크릿 키",
       _one("STRIPE_SECRET_KEY", lambda: "sk_live_" + rs(AN, pick([24, 99]))),
       "https://api.stripe.com/v1/charges", ("bearer", 0))
vendor("stripe_rk", "Stripe", "global", "Stripe restricted key", "Stripe 제한 키",
       _one("STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + rs(AN, pick([24, 99]))),
       "https://api.stripe.com/v1/payment_intents", ("basic_user_only", 0))
vendor("stripe_whsec", "Stripe", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
       _one("STRIPE_WEBHOOK_SECRET", lambda: "whsec_" + rs(AN, 32)))
vendor("openai", "OpenAI", "global", "OpenAI API key", "OpenAI API 키",
       _one("OPENAI_API_KEY", lambda: pick([
           "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
           "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20),
           "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)])),
       "https://api.openai.com/v1/chat/completions", ("bearer", 0))
vendor("anthropic", "Anthropic", "global", "Anthropic API key", "Anthropic API 키",
       _one("ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA"),
       "https://api.anthropic.com/v1/messages", ("header", "x-api-key", 0))
vendor("google_api", "Google Cloud", "global", "server-side Google API key (Gemini)", "Gemini API 키",
       _one("GEMINI_API_KEY", lambda: "AIza" + rs(B64U, 35)),
       "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent",
       ("query", "key", 0))
vendor("google_maps_server", "Google Cloud", "global", "unrestricted Google Maps server key", "Google Maps 서버 키",
       _one("MAPS_SERVER_KEY", lambda: "AIza" + rs(B64U, 35)),
       "https://maps.googleapis.com/maps/api/geocode/json?address=Gangnam", ("query", "key", 0))
vendor("google_oauth", "Google Cloud", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
       lambda: [["GOOGLE_CLIENT_ID", rs(DG, 12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", False],
                ["GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True]])
vendor("twilio", "Twilio", "global", "Twilio auth token", "Twilio 인증 토큰",
       lambda: [["TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False],
                ["TWILIO_AUTH_TOKEN", rs(HEX, 32), True]],
       "https://api.twilio.com/2010-04-01/Accounts/{0}/Messages.json", ("basic", 0, 1))
vendor("sendgrid", "SendGrid", "global", "SendGrid API key", "SendGrid API 키",
       _one("SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43)),
       "https://api.sendgrid.com/v3/mail/send", ("bearer", 0))
vendor("mailgun", "Mailgun", "global", "Mailgun private API key", "Mailgun API 키",
       _one("MAILGUN_API_KEY", lambda: pick(["key-" + rs(HEX, 32),
                                             rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])),
       "https://api.mailgun.net/v3/mg.acme-shop.io/messages", ("basic", "api", 0))
vendor("mailchimp", "Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키",
       _one("MAILCHIMP_API_KEY", lambda: rs(HEX, 32) + "-us" + str(rint(1, 21))),
       "https://us6.api.mailchimp.com/3.0/lists", ("basic", "anystring", 0))
vendor("npm", "npm", "global", "npm automation token", "npm 배포 토큰",
       _one("NPM_TOKEN", lambda: "npm_" + rs(AN, 36)))
vendor("pypi", "PyPI", "global", "PyPI upload token", "PyPI 업로드 토큰",
       _one("TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(130, 170))))
vendor("dockerhub", "Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
       lambda: [["DOCKERHUB_USERNAME", pick(FIRST_NAMES) + "ci", False],
                ["DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True]])
vendor("vault", "HashiCorp Vault", "global", "Vault token", "Vault 토큰",
       _one("VAULT_TOKEN", lambda: pick(["hvs." + rs(AN, 24), "hvs.CAESI" + rs(B64U, 86)])),
       "https://vault.internal:8200/v1/secret/data/{svc}", ("header", "X-Vault-Token", 0))
vendor("tfc", "Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud 토큰",
       _one("TFE_TOKEN", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67)),
       "https://app.terraform.io/api/v2/organizations/acme/workspaces", ("bearer", 0))
vendor("shopify", "Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 토큰",
       _one("SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32)),
       "https://acme-shop.myshopify.com/admin/api/2024-07/orders.json",
       ("header", "X-Shopify-Access-Token", 0))
vendor("digitalocean", "DigitalOcean", "global", "DigitalOcean API token", "DigitalOcean API 토큰",
       _one("DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64)),
       "https://api.digitalocean.com/v2/droplets", ("bearer", 0))
vendor("linear", "Linear", "global", "Linear API key", "Linear API 키",
       _one("LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40)),
       "https://api.linear.app/graphql", ("header", "Authorization", 0))
vendor("notion", "Notion", "global", "Notion integration secret", "Notion 통합 시크릿",
       _one("NOTION_TOKEN", lambda: pick(["secret_" + rs(AN, 43), "ntn_" + rs(DG, 11) + rs(AN, 35)])),
       "https://api.notion.com/v1/databases/{uuid}/query", ("bearer", 0))
vendor("figma", "Figma", "global", "Figma personal access token", "Figma 토큰",
       _one("FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40)),
       "https://api.figma.com/v1/files/{fid}", ("header", "X-Figma-Token", 0))
vendor("huggingface", "Hugging Face", "global", "Hugging Face access token", "Hugging Face 토큰",
       _one("HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)),
       "https://huggingface.co/api/whoami-v2", ("bearer", 0))
vendor("replicate", "Replicate", "global", "Replicate API token", "Replicate API 토큰",
       _one("REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37)),
       "https://api.replicate.com/v1/predictions", ("bearer", 0))
vendor("groq", "Groq", "global", "Groq API key", "Groq API 키",
       _one("GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52)),
       "https://api.groq.com/openai/v1/chat/completions", ("bearer", 0))
vendor("perplexity", "Perplexity", "global", "Perplexity API key", "Perplexity API 키",
       _one("PPLX_API_KEY", lambda: "pplx-" + rs(AN, 48)),
       "https://api.perplexity.ai/chat/completions", ("bearer", 0))
vendor("xai", "xAI", "global", "xAI API key", "xAI API 키",
       _one("XAI_API_KEY", lambda: "xai-" + rs(AN, 80)),
       "https://api.x.ai/v1/chat/completions", ("bearer", 0))
vendor("cloudflare", "Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
       _one("CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40)),
       "https://api.cloudflare.com/client/v4/zones", ("bearer", 0))
vendor("azure_storage", "Microsoft Azure", "global", "Azure storage account key", "Azure 스토리지 계정 키",
       lambda: [["AZURE_STORAGE_ACCOUNT", "st" + rs(ANL, 10), False],
                ["AZURE_STORAGE_KEY", rs(B64, 86) + "==", True]])
vendor("azure_ad", "Microsoft Azure", "global", "Entra ID app client secret", "Entra ID 클라이언트 시크릿",
       lambda: [["AZURE_TENANT_ID", uuid4(), False], ["AZURE_CLIENT_ID", uuid4(), False],
                ["AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_-.~", 34), True]])
vendor("azure_openai", "Microsoft Azure", "global", "Azure OpenAI key", "Azure OpenAI 키",
       _one("AZURE_OPENAI_API_KEY", lambda: rs(HEX, 32)),
       "https://acme-oai.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01",
       ("header", "api-key", 0))
vendor("datadog", "Datadog", "global", "Datadog API and application keys", "Datadog API 키",
       lambda: [["DD_API_KEY", rs(HEX, 32), True], ["DD_APP_KEY", rs(HEX, 40), True]],
       "https://api.datadoghq.com/api/v1/validate", ("headers", [("DD-API-KEY", 0), ("DD-APPLICATION-KEY", 1)]))
vendor("newrelic", "New Relic", "global", "New Relic user API key", "New Relic API 키",
       _one("NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(ANU, 27)),
       "https://api.newrelic.com/graphql", ("header", "API-Key", 0))
vendor("newrelic_lic", "New Relic", "global", "New Relic license key", "New Relic 라이선스 키",
       _one("NEW_RELIC_LICENSE_KEY", lambda: rs(HEX, 36) + "NRAL"))
vendor("sentry", "Sentry", "global", "Sentry auth token", "Sentry 인증 토큰",
       _one("SENTRY_AUTH_TOKEN", lambda: pick([
           "sntrys_" + b64u_nopad(json.dumps({"iat": _ts(), "url": "https://sentry.io",
                                              "region_url": "https://de.sentry.io",
                                              "org": pick(["acme", "nuri", "pixelforge"])},
                                             separators=(",", ":")).encode()) + "_" + rs(B64U, 43),
           "sntryu_" + rs(HEX, 64)])),
       "https://sentry.io/api/0/projects/", ("bearer", 0))
vendor("pagerduty", "PagerDuty", "global", "PagerDuty REST API key", "PagerDuty API 키",
       _one("PAGERDUTY_TOKEN", lambda: "u+" + rs(AN + "_-", 18)),
       "https://api.pagerduty.com/incidents", ("header", "Authorization: Token token=", 0))
vendor("postman", "Postman", "global", "Postman API key", "Postman API 키",
       _one("POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
       "https://api.getpostman.com/collections", ("header", "X-Api-Key", 0))
vendor("databricks", "Databricks", "global", "Databricks personal access token", "Databricks 토큰",
       _one("DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32) + pick(["", "-2", "-3"])),
       "https://adb-{n}.azuredatabricks.net/api/2.0/clusters/list", ("bearer", 0))
vendor("supabase", "Supabase", "global", "Supabase service_role key", "Supabase service_role 키",
       _one("SUPABASE_SERVICE_ROLE_KEY", lambda: _jwt({"iss": "supabase", "ref": rs(LO, 20),
                                                       "role": "service_role", "iat": _ts(),
                                                       "exp": _ts() + 315_360_000})),
       "https://{ref}.supabase.co/rest/v1/profiles", ("bearer", 0))
vendor("supabase_pat", "Supabase", "global", "Supabase access token", "Supabase 액세스 토큰",
       _one("SUPABASE_ACCESS_TOKEN", lambda: pick(["sbp_" + rs(HEX, 40), "sb_secret_" + rs(B64U, 31)])))
vendor("okta", "Okta", "global", "Okta API token", "Okta API 토큰",
       _one("OKTA_API_TOKEN", lambda: "00" + rs(B64U, 40)),
       "https://acme.okta.com/api/v1/users?limit=25", ("header", "Authorization: SSWS", 0))
vendor("square", "Square", "global", "Square production access token", "Square 액세스 토큰",
       _one("SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64U, 60)),
       "https://connect.squareup.com/v2/locations", ("bearer", 0))
vendor("braintree", "PayPal Braintree", "global", "Braintree access token", "Braintree 액세스 토큰",
       _one("BRAINTREE_ACCESS_TOKEN", lambda: "access_token$production$" + rs(ANL, 16) + "$" + rs(HEX, 32)))
vendor("telegram", "Telegram", "global", "Telegram bot token", "텔레그램 봇 토큰",
       _one("TELEGRAM_BOT_TOKEN", lambda: str(rint(1_000_000_000, 7_999_999_999)) + ":AA" + rs(B64U, 33)),
       "https://api.telegram.org/bot{0}/sendMessage", ("path",))
vendor("discord", "Discord", "global", "Discord bot token", "Discord 봇 토큰",
       _one("DISCORD_TOKEN", lambda: b64u_nopad(str(rint(10**17, 13 * 10**17)).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)),
       "https://discord.com/api/v10/users/@me", ("header", "Authorization: Bot", 0))
vendor("fcm_legacy", "Firebase", "global", "legacy FCM server key", "FCM 서버 키",
       _one("FCM_SERVER_KEY", lambda: "AAAA" + rs(B64U, 7) + ":APA91b" + rs(B64U, 134)),
       "https://fcm.googleapis.com/fcm/send", ("header", "Authorization: key=", 0))
vendor("grafana", "Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
       _one("GRAFANA_TOKEN", lambda: "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8)),
       "https://grafana.internal/api/dashboards/uid/{fid}", ("bearer", 0))
vendor("pulumi", "Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰",
       _one("PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40)))
vendor("netlify", "Netlify", "global", "Netlify personal access token", "Netlify 토큰",
       _one("NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(AN, 36)),
       "https://api.netlify.com/api/v1/sites", ("bearer", 0))
vendor("doppler", "Doppler", "global", "Doppler service token", "Doppler 서비스 토큰",
       _one("DOPPLER_TOKEN", lambda: "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(AN, 40)))
vendor("onepassword", "1Password", "global", "1Password service account token", "1Password 서비스 계정 토큰",
       _one("OP_SERVICE_ACCOUNT_TOKEN", lambda: "ops_eyJ" + rs(B64U, rint(280, 360))))
vendor("age", "age", "global", "age secret key", "age 비밀 키",
       _one("SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58)))
vendor("resend", "Resend", "global", "Resend API key", "Resend API 키",
       _one("RESEND_API_KEY", lambda: "re_" + rs(AN, 8) + "_" + rs(AN, 24)),
       "https://api.resend.com/emails", ("bearer", 0))
vendor("postmark", "Postmark", "global", "Postmark server token", "Postmark 서버 토큰",
       _one("POSTMARK_SERVER_TOKEN", uuid4),
       "https://api.postmarkapp.com/email", ("header", "X-Postmark-Server-Token", 0))
vendor("brevo", "Brevo", "global", "Brevo API key", "Brevo API 키",
       _one("BREVO_API_KEY", lambda: "xkeysib-" + rs(HEX, 64) + "-" + rs(AN, 16)),
       "https://api.brevo.com/v3/smtp/email", ("header", "api-key", 0))
vendor("plaid", "Plaid", "global", "Plaid production secret", "Plaid 시크릿",
       lambda: [["PLAID_CLIENT_ID", rs(HEX, 24), False], ["PLAID_SECRET", rs(HEX, 30), True]])
vendor("razorpay", "Razorpay", "global", "Razorpay key id and secret", "Razorpay 키",
       lambda: [["RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14), False], ["RAZORPAY_KEY_SECRET", rs(AN, 24), True]],
       "https://api.razorpay.com/v1/orders", ("basic", 0, 1))
vendor("paystack", "Paystack", "global", "Paystack secret key", "Paystack 시크릿 키",
       _one("PAYSTACK_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 40)),
       "https://api.paystack.co/transaction/initialize", ("bearer", 0))
vendor("flutterwave", "Flutterwave", "global", "Flutterwave secret key", "Flutterwave 시크릿 키",
       _one("FLW_SECRET_KEY", lambda: "FLWSECK-" + rs(HEX, 32) + "-X"))
vendor("cohere", "Cohere", "global", "Cohere API key", "Cohere API 키",
       _one("CO_API_KEY", lambda: rs(AN, 40)),
       "https://api.cohere.com/v2/chat", ("bearer", 0))
vendor("pinecone", "Pinecone", "global", "Pinecone API key", "Pinecone API 키",
       _one("PINECONE_API_KEY", lambda: "pcsk_" + rs(AN, 6) + "_" + rs(AN, 63)),
       "https://api.pinecone.io/indexes", ("header", "Api-Key", 0))
vendor("deepgram", "Deepgram", "global", "Deepgram API key", "Deepgram API 키",
       _one("DEEPGRAM_API_KEY", lambda: rs(HEX, 40)),
       "https://api.deepgram.com/v1/listen?model=nova-2&language=ko", ("header", "Authorization: Token", 0))
vendor("elevenlabs", "ElevenLabs", "global", "ElevenLabs API key", "ElevenLabs API 키",
       _one("ELEVENLABS_API_KEY", lambda: "sk_" + rs(HEX, 48)),
       "https://api.elevenlabs.io/v1/text-to-speech/{fid}", ("header", "xi-api-key", 0))
vendor("tailscale", "Tailscale", "global", "Tailscale auth key", "Tailscale 인증 키",
       _one("TS_AUTHKEY", lambda: "tskey-auth-k" + rs(AN, 16) + "CNTRL-" + rs(AN, 33)))
vendor("ngrok", "ngrok", "global", "ngrok authtoken", "ngrok 인증 토큰",
       _one("NGROK_AUTHTOKEN", lambda: "2" + rs(AN, 26) + "_" + rs(AN, 21)))
vendor("circleci", "CircleCI", "global", "CircleCI personal API token", "CircleCI API 토큰",
       _one("CIRCLE_TOKEN", lambda: "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40)),
       "https://circleci.com/api/v2/me", ("header", "Circle-Token", 0))
vendor("buildkite", "Buildkite", "global", "Buildkite API token", "Buildkite API 토큰",
       _one("BUILDKITE_API_TOKEN", lambda: "bkua_" + rs(HEX, 40)),
       "https://api.buildkite.com/v2/organizations/acme/pipelines", ("bearer", 0))
vendor("sonarqube", "SonarQube", "global", "SonarQube user token", "SonarQube 토큰",
       _one("SONAR_TOKEN", lambda: pick(["squ_", "sqp_", "sqa_"]) + rs(HEX, 40)))
vendor("jfrog", "JFrog", "global", "JFrog Artifactory reference token", "Artifactory 토큰",
       _one("ARTIFACTORY_TOKEN", lambda: "cmVmdGtuOjAxOj" + rs(AN, 50)),
       "https://acme.jfrog.io/artifactory/api/repositories", ("bearer", 0))
vendor("confluent", "Confluent Cloud", "global", "Confluent Cloud API key and secret", "Confluent API 키",
       lambda: [["CONFLUENT_API_KEY", rs(ANU, 16), True], ["CONFLUENT_API_SECRET", rs(B64, 64), True]])
vendor("atlas", "MongoDB Atlas", "global", "Atlas programmatic API private key", "Atlas API 개인 키",
       _one("ATLAS_PRIVATE_KEY", uuid4))
vendor("elastic", "Elastic", "global", "Elasticsearch API key", "Elasticsearch API 키",
       _one("ES_API_KEY", lambda: b64e((rs(B64U, 20) + ":" + rs(B64U, 22)).encode())),
       "https://es-logs.internal:9200/_cluster/health", ("header", "Authorization: ApiKey", 0))
vendor("airtable", "Airtable", "global", "Airtable personal access token", "Airtable 토큰",
       _one("AIRTABLE_TOKEN", lambda: "pat" + rs(AN, 14) + "." + rs(HEX, 64)),
       "https://api.airtable.com/v0/app{fid}/Orders", ("bearer", 0))
vendor("asana", "Asana", "global", "Asana personal access token", "Asana 토큰",
       _one("ASANA_PAT", lambda: pick(["1/", "2/"]) + rs(DG, 16) + ":" + rs(HEX, 32)),
       "https://app.asana.com/api/1.0/users/me", ("bearer", 0))
vendor("dropbox", "Dropbox", "global", "Dropbox short-lived access token", "Dropbox 액세스 토큰",
       _one("DROPBOX_TOKEN", lambda: "sl." + rs(B64U, rint(136, 150))),
       "https://api.dropboxapi.com/2/files/list_folder", ("bearer", 0))
vendor("twitch", "Twitch", "global", "Twitch client secret", "Twitch 클라이언트 시크릿",
       lambda: [["TWITCH_CLIENT_ID", rs(ANL, 30), False], ["TWITCH_CLIENT_SECRET", rs(ANL, 30), True]])
vendor("mapbox_sk", "Mapbox", "global", "Mapbox secret token", "Mapbox 시크릿 토큰",
       _one("MAPBOX_SECRET_TOKEN", lambda: "sk." + b64u_nopad(json.dumps(
           {"u": pick(FIRST_NAMES), "a": rs(ANL, 25)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)))
vendor("algolia", "Algolia", "global", "Algolia admin API key", "Algolia 관리자 키",
       lambda: [["ALGOLIA_APP_ID", rs(ANU, 10), False], ["ALGOLIA_ADMIN_KEY", rs(HEX, 32), True]],
       "https://{0}.algolia.net/1/indexes", ("headers", [("X-Algolia-Application-Id", 0), ("X-Algolia-API-Key", 1)]))
vendor("contentful", "Contentful", "global", "Contentful management token", "Contentful 관리 토큰",
       _one("CONTENTFUL_MANAGEMENT_TOKEN", lambda: "CFPAT-" + rs(B64U, 43)),
       "https://api.contentful.com/spaces/{fid}/entries", ("bearer", 0))
vendor("sanity", "Sanity", "global", "Sanity API token", "Sanity API 토큰",
       _one("SANITY_API_TOKEN", lambda: "sk" + rs(AN, 180)))
vendor("clerk", "Clerk", "global", "Clerk secret key", "Clerk 시크릿 키",
       _one("CLERK_SECRET_KEY", lambda: "sk_live_" + rs(AN, 42)),
       "https://api.clerk.com/v1/users", ("bearer", 0))
vendor("zendesk", "Zendesk", "global", "Zendesk API token", "Zendesk API 토큰",
       lambda: [["ZENDESK_EMAIL", pick(FIRST_NAMES) + "@" + pick(DOMAINS), False],
                ["ZENDESK_API_TOKEN", rs(AN, 40), True]],
       "https://acme.zendesk.com/api/v2/tickets.json", ("basic_token", 0, 1))
vendor("heroku", "Heroku", "global", "Heroku API key", "Heroku API 키",
       _one("HEROKU_API_KEY", uuid4),
       "https://api.heroku.com/apps", ("bearer", 0))
vendor("vercel", "Vercel", "global", "Vercel access token", "Vercel 토큰",
       _one("VERCEL_TOKEN", lambda: rs(AN, 24)),
       "https://api.vercel.com/v9/projects", ("bearer", 0))
vendor("flyio", "Fly.io", "global", "Fly.io deploy token", "Fly.io 배포 토큰",
       _one("FLY_API_TOKEN", lambda: "fm2_lJPE" + rs(B64, rint(220, 300))))
vendor("snyk", "Snyk", "global", "Snyk API token", "Snyk API 토큰",
       _one("SNYK_TOKEN", uuid4))
vendor("launchdarkly", "LaunchDarkly", "global", "LaunchDarkly server-side SDK key", "LaunchDarkly SDK 키",
       _one("LD_SDK_KEY", lambda: "sdk-" + uuid4()))
vendor("twitter", "X (Twitter)", "global", "X API bearer token", "X API Bearer 토큰",
       _one("TWITTER_BEARER_TOKEN", lambda: "A" * 22 + rs(AN, 20) + "%2B" + rs(AN, 14) + "%3D" + rs(AN, 50)),
       "https://api.twitter.com/2/tweets/search/recent?query=acme", ("bearer", 0))
vendor("meta", "Meta", "global", "Facebook page access token", "페이스북 페이지 액세스 토큰",
       _one("FB_PAGE_TOKEN", lambda: pick(["EAAG", "EAAB", "EAAJ"]) + rs(AN, rint(170, 200))),
       "https://graph.facebook.com/v19.0/me/accounts", ("query", "access_token", 0))
vendor("auth0", "Auth0", "global", "Auth0 client secret", "Auth0 클라이언트 시크릿",
       lambda: [["AUTH0_CLIENT_ID", rs(AN, 32), False], ["AUTH0_CLIENT_SECRET", rs(B64U, 64), True]])
vendor("salesforce", "Salesforce", "global", "Salesforce session id", "Salesforce 세션 ID",
       _one("SF_ACCESS_TOKEN", lambda: "00D" + rs(AN, 12) + "!AQ" + rs(AN, 4) + "." + rs(AN + "._", 92)),
       "https://acme.my.salesforce.com/services/data/v60.0/sobjects/Account", ("bearer", 0))
vendor("cloudinary", "Cloudinary", "global", "Cloudinary API key and secret", "Cloudinary API 시크릿",
       lambda: [["CLOUDINARY_API_KEY", rs(DG, 15), True], ["CLOUDINARY_API_SECRET", rs(B64U, 27), True]])
vendor("intercom", "Intercom", "global", "Intercom access token", "Intercom 액세스 토큰",
       _one("INTERCOM_TOKEN", lambda: "dG9rOj" + rs(B64, 54) + "="),
       "https://api.intercom.io/contacts", ("bearer", 0))
vendor("hubspot", "HubSpot", "global", "HubSpot private app token", "HubSpot 프라이빗 앱 토큰",
       _one("HUBSPOT_TOKEN", lambda: "pat-" + pick(["na1", "eu1"]) + "-" + uuid4()),
       "https://api.hubapi.com/crm/v3/objects/contacts", ("bearer", 0))
vendor("typeform", "Typeform", "global", "Typeform personal token", "Typeform 토큰",
       _one("TYPEFORM_TOKEN", lambda: "tfp_" + rs(AN, 44) + "_" + rs(AN, 14)),
       "https://api.typeform.com/forms", ("bearer", 0))

# ---- Korea
vendor("kakao_rest", "Kakao", "KR", "Kakao REST API key", "카카오 REST API 키",
       _one("KAKAO_REST_API_KEY", lambda: rs(HEX, 32)),
       "https://dapi.kakao.com/v2/local/search/address.json?query=판교역로", ("header", "Authorization: KakaoAK", 0))
vendor("kakao_admin", "Kakao", "KR", "Kakao admin key", "카카오 어드민 키",
       _one("KAKAO_ADMIN_KEY", lambda: rs(HEX, 32)),
       "https://kapi.kakao.com/v1/user/ids", ("header", "Authorization: KakaoAK", 0))
vendor("naver_dev", "Naver", "KR", "Naver Developers client secret", "네이버 개발자센터 클라이언트 시크릿",
       lambda: [["NAVER_CLIENT_ID", rs(AN, 20), False], ["NAVER_CLIENT_SECRET", rs(AN, 10), True]],
       "https://openapi.naver.com/v1/search/blog.json?query=맛집",
       ("headers", [("X-Naver-Client-Id", 0), ("X-Naver-Client-Secret", 1)]))
vendor("ncp", "Naver Cloud", "KR", "Naver Cloud Platform API key pair", "네이버 클라우드 API 인증키",
       lambda: [["NCP_ACCESS_KEY", rs(AN, 20), True], ["NCP_SECRET_KEY", rs(AN, 40), True]])
vendor("toss_sk", "Toss Payments", "KR", "Toss Payments live secret key", "토스페이먼츠 시크릿 키",
       _one("TOSS_SECRET_KEY", lambda: pick(["live_sk_", "live_gsk_", "test_sk_"]) + rs(AN, 28)),
       "https://api.tosspayments.com/v1/payments/confirm", ("basic_user_only", 0))
vendor("portone_v1", "PortOne", "KR", "PortOne (iamport) REST API key and secret", "포트원 REST API 시크릿",
       lambda: [["IMP_KEY", rs(DG, 16), True], ["IMP_SECRET", rs(AN, 80), True]])
vendor("portone_v2", "PortOne", "KR", "PortOne V2 API secret", "포트원 V2 API 시크릿",
       _one("PORTONE_API_SECRET", lambda: rs(AN, 80)),
       "https://api.portone.io/payments/{fid}", ("header", "Authorization: PortOne", 0))
vendor("solapi", "Solapi", "KR", "Solapi (CoolSMS) API key and secret", "솔라피 API 시크릿",
       lambda: [["SOLAPI_API_KEY", "NCS" + rs(ANU, 13), True], ["SOLAPI_API_SECRET", rs(ANU, 32), True]])
vendor("nhn_cloud", "NHN Cloud", "KR", "NHN Cloud notification secret key", "NHN Cloud 시크릿 키",
       lambda: [["NHN_APP_KEY", rs(AN, 16), False], ["NHN_SECRET_KEY", rs(AN, 8), True]],
       "https://api-sms.cloud.toast.com/sms/v3.0/appKeys/{0}/sender/sms", ("header", "X-Secret-Key", 1))
vendor("kis", "Korea Investment & Securities", "KR", "KIS Open API appkey and appsecret", "한국투자증권 Open API 앱시크릿",
       lambda: [["KIS_APP_KEY", "PS" + rs(AN, 34), True], ["KIS_APP_SECRET", rs(B64, 178) + "==", True]])
vendor("upbit", "Upbit", "KR", "Upbit Open API keys", "업비트 API 키",
       lambda: [["UPBIT_ACCESS_KEY", rs(AN, 40), True], ["UPBIT_SECRET_KEY", rs(AN, 40), True]])
vendor("bithumb", "Bithumb", "KR", "Bithumb API connect key and secret", "빗썸 API 시크릿",
       lambda: [["BITHUMB_API_KEY", rs(HEX, 32), True], ["BITHUMB_SECRET", rs(HEX, 32), True]])
vendor("datagokr", "data.go.kr", "KR", "public data portal service key", "공공데이터포털 서비스키",
       _one("DATA_GO_KR_SERVICE_KEY", lambda: rs(B64, 86) + "=="))
vendor("coupang", "Coupang", "KR", "Coupang Open API access and secret keys", "쿠팡 Open API 시크릿 키",
       lambda: [["COUPANG_ACCESS_KEY", uuid4(), True], ["COUPANG_SECRET_KEY", rs(HEX, 40), True],
                ["COUPANG_VENDOR_ID", "A00" + rs(DG, 6), False]])
vendor("channeltalk", "Channel Talk", "KR", "Channel Talk access secret", "채널톡 액세스 시크릿",
       lambda: [["CHANNEL_ACCESS_KEY", rs(HEX, 24), True], ["CHANNEL_ACCESS_SECRET", rs(HEX, 32), True]],
       "https://api.channel.io/open/v5/user-chats", ("headers", [("x-access-key", 0), ("x-access-secret", 1)]))
vendor("aligo", "Aligo", "KR", "Aligo SMS API key", "알리고 문자 API 키",
       lambda: [["ALIGO_USER_ID", pick(FIRST_NAMES) + "corp", False], ["ALIGO_API_KEY", rs(ANL, 32), True]])
vendor("sendbird", "Sendbird", "KR", "Sendbird master API token", "Sendbird API 토큰",
       lambda: [["SENDBIRD_APP_ID", uuid4().upper(), False], ["SENDBIRD_API_TOKEN", rs(HEX, 40), True]],
       "https://api-{0}.sendbird.com/v3/users", ("header", "Api-Token", 1))
vendor("naver_searchad", "Naver Search Ad", "KR", "Naver Search Ad API secret key", "네이버 검색광고 API 비밀키",
       lambda: [["NAVER_AD_CUSTOMER_ID", rs(DG, 7), False],
                ["NAVER_AD_ACCESS_LICENSE", "0100000000" + rs(HEX, 64), True],
                ["NAVER_AD_SECRET_KEY", "AQAAAA" + rs(B64, 38) + "==", True]])
vendor("nicepay", "NICEPAY", "KR", "NICEPAY merchant key", "나이스페이 상점키",
       lambda: [["NICEPAY_MID", "nicepay" + rs(DG, 3) + "m", False], ["NICEPAY_MERCHANT_KEY", rs(B64, 86) + "==", True]])
vendor("inicis", "KG Inicis", "KR", "KG Inicis sign key", "KG이니시스 signKey",
       lambda: [["INICIS_MID", "INIpay" + rs(DG, 4), False], ["INICIS_SIGN_KEY", rs(B64, 44), True]])

# ---- Japan
vendor("line_bot", "LINE", "JP", "LINE channel access token", "LINE 채널 액세스 토큰",
       lambda: [["LINE_CHANNEL_SECRET", rs(HEX, 32), True],
                ["LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True]],
       "https://api.line.me/v2/bot/message/push", ("bearer", 1))
vendor("line_notify", "LINE", "JP", "LINE Notify token", "LINE Notify 토큰",
       _one("LINE_NOTIFY_TOKEN", lambda: rs(AN, 43)),
       "https://notify-api.line.me/api/notify", ("bearer", 0))
vendor("chatwork", "Chatwork", "JP", "Chatwork API token", "Chatwork API 토큰",
       _one("CHATWORK_API_TOKEN", lambda: rs(HEX, 32)),
       "https://api.chatwork.com/v2/rooms/{n}/messages", ("header", "X-ChatWorkToken", 0))
vendor("payjp", "PAY.JP", "JP", "PAY.JP live secret key", "PAY.JP 시크릿 키",
       _one("PAYJP_SECRET_KEY", lambda: "sk_live_" + rs(HEX, 48)),
       "https://api.pay.jp/v1/charges", ("basic_user_only", 0))
vendor("backlog", "Backlog", "JP", "Backlog API key", "Backlog API 키",
       _one("BACKLOG_API_KEY", lambda: rs(AN, 64)),
       "https://acme.backlog.jp/api/v2/issues", ("query", "apiKey", 0))
vendor("kintone", "kintone", "JP", "kintone API token", "kintone API 토큰",
       _one("KINTONE_API_TOKEN", lambda: rs(AN, 40)),
       "https://acme.cybozu.com/k/v1/records.json?app=12", ("header", "X-Cybozu-API-Token", 0))
vendor("komoju", "KOMOJU", "JP", "KOMOJU secret key", "KOMOJU 시크릿 키",
       _one("KOMOJU_SECRET_KEY", lambda: "sk_live_" + rs(ANL, 24)),
       "https://komoju.com/api/v1/sessions", ("basic_user_only", 0))
vendor("gmo_pg", "GMO Payment Gateway", "JP", "GMO-PG shop password", "GMO-PG 샵 패스워드",
       lambda: [["GMO_SHOP_ID", "tshop000" + rs(DG, 5), False], ["GMO_SHOP_PASS", rs(ANL, 8), True]])
vendor("sakura", "Sakura Internet", "JP", "Sakura Cloud API token and secret", "사쿠라 클라우드 API 시크릿",
       lambda: [["SAKURACLOUD_ACCESS_TOKEN", uuid4(), True], ["SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64), True]])
vendor("rakuten_rms", "Rakuten", "JP", "Rakuten RMS service secret and license key", "라쿠텐 RMS 라이선스 키",
       lambda: [["RMS_SERVICE_SECRET", "SP" + rs(DG, 6) + "_" + rs(AN, 16), True],
                ["RMS_LICENSE_KEY", "SL" + rs(DG, 6) + "_" + rs(AN, 16), True]])

# ---- China
vendor("aliyun", "Alibaba Cloud", "CN", "Alibaba Cloud AccessKey", "알리바바 클라우드 AccessKey",
       lambda: [["ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI" + rs(AN, pick([12, 20])), True],
                ["ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30), True]])
vendor("tencent", "Tencent Cloud", "CN", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretKey",
       lambda: [["TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), True],
                ["TENCENTCLOUD_SECRET_KEY", rs(AN, 32), True]])
vendor("huawei", "Huawei Cloud", "CN", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
       lambda: [["HUAWEICLOUD_SDK_AK", rs(ANU, 20), True], ["HUAWEICLOUD_SDK_SK", rs(AN, 40), True]])
vendor("baidu", "Baidu AI Cloud", "CN", "Baidu AI API key and secret", "바이두 AI 시크릿 키",
       lambda: [["BAIDU_API_KEY", rs(AN, 24), False], ["BAIDU_SECRET_KEY", rs(AN, 32), True]])
vendor("volcengine", "Volcengine", "CN", "Volcengine access key", "볼케이노엔진 액세스 키",
       lambda: [["VOLC_ACCESSKEY", "AKLT" + rs(AN, 40), True], ["VOLC_SECRETKEY", rs(B64, 58) + "==", True]])
vendor("wechat", "WeChat", "CN", "WeChat official account AppSecret", "위챗 AppSecret",
       lambda: [["WECHAT_APP_ID", "wx" + rs(HEX, 16), False], ["WECHAT_APP_SECRET", rs(HEX, 32), True]],
       "https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential",
       ("queries", [("appid", 0), ("secret", 1)]))
vendor("feishu", "Feishu / Lark", "CN", "Feishu app secret", "Feishu 앱 시크릿",
       lambda: [["FEISHU_APP_ID", "cli_" + rs(HEX, 16), False], ["FEISHU_APP_SECRET", rs(AN, 32), True]])
vendor("qiniu", "Qiniu", "CN", "Qiniu AK/SK", "치니우 AK/SK",
       lambda: [["QINIU_ACCESS_KEY", rs(B64U, 40), True], ["QINIU_SECRET_KEY", rs(B64U, 40), True]])
vendor("gitee", "Gitee", "CN", "Gitee private token", "Gitee 개인 토큰",
       _one("GITEE_TOKEN", lambda: rs(HEX, 32)),
       "https://gitee.com/api/v5/user/repos", ("query", "access_token", 0))

# ---- Europe
vendor("mollie", "Mollie", "EU", "Mollie live API key", "Mollie 라이브 API 키",
       _one("MOLLIE_API_KEY", lambda: pick(["live_", "test_"]) + rs(AN, 30)),
       "https://api.mollie.com/v2/payments", ("bearer", 0))
vendor("adyen", "Adyen", "EU", "Adyen API key", "Adyen API 키",
       _one("ADYEN_API_KEY", lambda: "AQE" + rs(AN, 2) + "hmfx" + rs(AN, 84) + "=-" + rs(B64, 43) + "=-" + rs(AN, 16)),
       "https://checkout-test.adyen.com/v71/payments", ("header", "X-API-Key", 0))
vendor("gocardless", "GoCardless", "EU", "GoCardless live access token", "GoCardless 액세스 토큰",
       _one("GOCARDLESS_ACCESS_TOKEN", lambda: "live_" + rs(B64U, 40)),
       "https://api.gocardless.com/mandates", ("bearer", 0))
vendor("scaleway", "Scaleway", "EU", "Scaleway API key", "Scaleway API 키",
       lambda: [["SCW_ACCESS_KEY", "SCW" + rs(ANU, 17), True], ["SCW_SECRET_KEY", uuid4(), True],
                ["SCW_DEFAULT_PROJECT_ID", uuid4(), False]])
vendor("ovh", "OVHcloud", "EU", "OVH application and consumer keys", "OVH 애플리케이션 시크릿",
       lambda: [["OVH_APPLICATION_KEY", rs(AN, 16), True], ["OVH_APPLICATION_SECRET", rs(AN, 32), True],
                ["OVH_CONSUMER_KEY", rs(AN, 32), True]])
vendor("hetzner", "Hetzner", "EU", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
       _one("HCLOUD_TOKEN", lambda: rs(AN, 64)),
       "https://api.hetzner.cloud/v1/servers", ("bearer", 0))
vendor("vonage", "Vonage", "EU", "Vonage API key and secret", "Vonage API 시크릿",
       lambda: [["VONAGE_API_KEY", rs(HEX, 8), True], ["VONAGE_API_SECRET", rs(AN, 16), True]],
       "https://rest.nexmo.com/sms/json", ("basic", 0, 1))
vendor("exoscale", "Exoscale", "EU", "Exoscale API key and secret", "Exoscale API 시크릿",
       lambda: [["EXOSCALE_API_KEY", "EXO" + rs(HEX, 24), True], ["EXOSCALE_API_SECRET", rs(B64U, 43), True]])
vendor("deepl", "DeepL", "EU", "DeepL auth key", "DeepL 인증 키",
       _one("DEEPL_AUTH_KEY", lambda: uuid4() + pick([":fx", ""])),
       "https://api-free.deepl.com/v2/translate", ("header", "Authorization: DeepL-Auth-Key", 0))
vendor("klarna", "Klarna", "EU", "Klarna API key", "Klarna API 키",
       _one("KLARNA_API_KEY", lambda: "klarna_live_api_" + rs(B64U, 60)))
vendor("messagebird", "Bird (MessageBird)", "EU", "MessageBird live access key", "MessageBird 액세스 키",
       _one("MESSAGEBIRD_ACCESS_KEY", lambda: rs(AN, 25)),
       "https://rest.messagebird.com/messages", ("header", "Authorization: AccessKey", 0))
vendor("sumup", "SumUp", "EU", "SumUp secret API key", "SumUp 시크릿 키",
       _one("SUMUP_API_KEY", lambda: "sup_sk_" + rs(AN, 32)),
       "https://api.sumup.com/v0.1/me", ("bearer", 0))
vendor("wise", "Wise", "EU", "Wise API token", "Wise API 토큰",
       _one("WISE_API_TOKEN", uuid4),
       "https://api.transferwise.com/v1/profiles", ("bearer", 0))
vendor("yandex", "Yandex Cloud", "EU", "Yandex Cloud API key", "Yandex Cloud API 키",
       _one("YC_API_KEY", lambda: "AQVN" + rs(B64U, 36)),
       "https://llm.api.cloud.yandex.net/foundationModels/v1/completion", ("header", "Authorization: Api-Key", 0))
vendor("mistral", "Mistral AI", "EU", "Mistral API key", "Mistral API 키",
       _one("MISTRAL_API_KEY", lambda: rs(AN, 32)),
       "https://api.mistral.ai/v1/chat/completions", ("bearer", 0))
vendor("infobip", "Infobip", "EU", "Infobip API key", "Infobip API 키",
       _one("INFOBIP_API_KEY", lambda: rs(HEX, 32) + "-" + uuid4()),
       "https://{fid}.api.infobip.com/sms/2/text/advanced", ("header", "Authorization: App", 0))
vendor("pipedrive", "Pipedrive", "EU", "Pipedrive API token", "Pipedrive API 토큰",
       _one("PIPEDRIVE_API_TOKEN", lambda: rs(HEX, 40)),
       "https://acme.pipedrive.com/api/v1/deals", ("query", "api_token", 0))
vendor("spotify", "Spotify", "EU", "Spotify client secret", "Spotify 클라이언트 시크릿",
       lambda: [["SPOTIFY_CLIENT_ID", rs(HEX, 32), False], ["SPOTIFY_CLIENT_SECRET", rs(HEX, 32), True]])
vendor("qonto", "Qonto", "EU", "Qonto API secret key", "Qonto API 시크릿 키",
       lambda: [["QONTO_LOGIN", pick(["acme", "greenleaf", "orbit"]) + "-" + rs(ANL, 4), False],
                ["QONTO_SECRET_KEY", rs(HEX, 32), True]])
vendor("ionos", "IONOS", "EU", "IONOS developer API key", "IONOS API 키",
       _one("IONOS_API_KEY", lambda: rs(HEX, 32) + "." + rs(B64U, 86)))

VENDOR_BY_KEY = {v["key"]: v for v in VENDORS}


# ============================================================================= passwords & other secrets
SYMS = "!@#$%^&*?"


def pw_human():
    while True:
        s = _pw_human()
        if len(s) >= 8:
            return s


def _pw_human():
    k = rint(0, 5)
    if k == 0:
        return pick(EN_WORDS).capitalize() + rs(DG, rint(2, 4)) + rs(SYMS, rint(1, 2))
    if k == 1:
        return pick(FIRST_NAMES).capitalize() + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(SYMS) * rint(1, 2)
    if k == 2:
        return pick(EN_WORDS) + pick(["@", "#", "_", "!"]) + str(rint(1988, 2026))
    if k == 3:
        w = pick(EN_WORDS) + pick(EN_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet[:1].upper() + leet[1:] + str(rint(1, 99))
    if k == 4:
        return pick(["Summer", "Winter", "Spring", "Autumn", "Welcome", "Company", "Office"]) + str(rint(2019, 2026)) + pick(SYMS)
    return pick(FIRST_NAMES) + pick(["_", ".", ""]) + pick(EN_WORDS) + str(rint(10, 999))


def pw_passphrase():
    sep = pick(["-", ".", "_", " ", "+"])
    words = [pick(EN_WORDS) for _ in range(rint(3, 5))]
    if chance(0.4):
        words[R.randrange(len(words))] = words[R.randrange(len(words))].capitalize()
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(rint(1, 99))
    return s


def pw_punct():
    n = rint(12, 24)
    while True:
        s = rs(AN + PUNCT_SAFE + PUNCT_SAFE, n)
        if sum(c in PUNCT_SAFE for c in s) >= 3 and any(c in DG for c in s):
            return s


def pw_korkbd():
    base = pick(KO_PHRASES + KO_WORDS)
    if len(base) < 3:
        base = base + pick(KO_WORDS)
    s = hangul_to_qwerty(base)
    s += pick(["", str(rint(1, 9999)), "%02d%02d" % (rint(1, 12), rint(1, 28))]) + pick(["", "!", "!!", "@", "#", "^^"])
    if len(s) < 8:
        s += str(rint(100, 9999))
    return s


def pw_hangul():
    s = pick(KO_WORDS) + pick(KO_WORDS + KO_PHRASES)
    s += pick(["", str(rint(1, 99)), str(rint(1990, 2026))]) + pick(["", "!", "@", "#", "^^", "~"])
    while len(s) < 8:
        s += pick(["!", str(rint(0, 9)), "*"])
    return s


def pw_generated():
    return rs_mixed(AN + "!@#%^*-_=+", rint(18, 32))


def pw_openssl():
    if chance(0.5):
        return rs(HEX, pick([32, 48, 64]))
    n = pick([24, 32, 48])
    return b64e(rbytes(n))


PW_KINDS = [("human-style password", pw_human), ("passphrase", pw_passphrase),
            ("punctuation-heavy password", pw_punct), ("Korean-keyboard password", pw_korkbd),
            ("Hangul password", pw_hangul), ("generated password", pw_generated),
            ("openssl-rand password", pw_openssl)]


def any_password(exclude_space=False, exclude_hangul=False):
    while True:
        label, fn = pick(PW_KINDS)
        pw = fn()
        if exclude_space and " " in pw:
            continue
        if exclude_hangul and any(ord(c) > 0x2FF for c in pw):
            continue
        if len(pw) >= 8:
            return label, pw


def url_quote_pw(pw):
    """Percent-encode a password as people do inside the userinfo part of a URL."""
    return urllib.parse.quote(pw, safe="!$&'()*+,;=-._~")


# ---- key material ------------------------------------------------------------------------
def _ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def pem_ec_p256():
    der = (bytes.fromhex("30770201010420") + rbytes(32) +
           bytes.fromhex("a00a06082a8648ce3d030107a14403420004") + rbytes(64))
    return "EC PRIVATE KEY", wrap(b64e(der), 64)


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64e(der), 64)


def pem_openssh_ed25519(comment):
    pub = rbytes(32)
    priv = rbytes(32)
    pubblob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    check = rbytes(4)
    sec = check + check + _ssh_str("ssh-ed25519") + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str("none") + _ssh_str("none") + _ssh_str(b"") +
            (1).to_bytes(4, "big") + _ssh_str(pubblob) + _ssh_str(sec))
    return "OPENSSH PRIVATE KEY", wrap(b64e(blob), 70)


def pem_rsa_partial(pkcs8=False):
    """First lines of a 2048-bit RSA key (agents paste a head and cut the rest)."""
    if pkcs8:
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rbytes(300)
        label = "PRIVATE KEY"
    else:
        der = bytes.fromhex("308204a40201000282010100") + rbytes(300)
        label = "RSA PRIVATE KEY"
    lines = wrap(b64e(der), 64)[:rint(3, 6)]
    return label, lines


def wireguard_key():
    return b64e(rbytes(32))


def totp_seed():
    k = rint(0, 2)
    if k == 0:
        return rs(B32, pick([16, 32]))
    if k == 1:
        return " ".join(wrap(rs(B32.lower(), 32), 4))
    return rs(B32, 26)


def recovery_codes():
    k = rint(0, 5)
    n = rint(4, 8)
    if k == 0:
        return "GitHub", [rs("0123456789abcdef", 5) + "-" + rs("0123456789abcdef", 5) for _ in range(n)]
    if k == 1:
        return "GitLab", [rs(HEX, 16) for _ in range(n)]
    if k == 2:
        return "Google", [rs(DG, 4) + " " + rs(DG, 4) for _ in range(n)]
    if k == 3:
        return "Microsoft", ["-".join(rs(ANU, 5) for _ in range(5))]
    if k == 4:
        return "1Password Secret Key", ["A3-" + rs(ANU, 6) + "-" + rs(ANU, 6) + "-" + "-".join(rs(ANU, 5) for _ in range(4))]
    return "npm", [rs(HEX, 64) for _ in range(min(n, 4))]


def bitlocker_key():
    return "-".join("%06d" % (rint(0, 65535) * 11) for _ in range(8))


def pin8():
    return rs(DG, pick([8, 8, 10]))


def wifi_pass():
    k = rint(0, 3)
    if k == 0:
        return pw_human()
    if k == 1:
        return pw_passphrase().replace(" ", "-")
    if k == 2:
        return pw_korkbd()
    return rs(ANL, rint(10, 16))


# ---- sessions, cookies, signed URLs -------------------------------------------------------
def session_cookie():
    """(cookie_name, value) of a framework session cookie."""
    k = rint(0, 8)
    if k == 0:
        return "sessionid", rs(ANL, 32)
    if k == 1:
        return "_%s_session" % pick(["shop", "admin", "app"]), b64e(rbytes(rint(90, 130))).rstrip("=") + "--" + rs(HEX, 40)
    if k == 2:
        return "connect.sid", "s%3A" + rs(B64U, 32) + "." + rs(B64, 43).replace("+", "%2B").replace("/", "%2F")
    if k == 3:
        return "PHPSESSID", rs(ANL, 26)
    if k == 4:
        return "JSESSIONID", rs(HEXU, 32)
    if k == 5:
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, rint(180, 240))
    if k == 6:
        return "laravel_session", "eyJpdiI6" + rs(B64, rint(150, 200)) + "%3D"
    if k == 7:
        return "grafana_session", rs(HEX, 32)
    return "_gitlab_session", rs(HEX, 32)


def user_jwt():
    return _jwt({"sub": str(rint(1000, 999999)), "email": pick(FIRST_NAMES) + "@" + pick(DOMAINS),
                 "role": pick(["admin", "user", "ops"]), "iat": _ts(), "exp": _ts()},
                sig_len=pick([43, 86, 342]))


def amz_date():
    y, m, d = rint(2024, 2026), rint(1, 12), rint(1, 28)
    return "%04d%02d%02d" % (y, m, d), "%04d%02d%02dT%02d%02d%02dZ" % (y, m, d, rint(0, 23), rint(0, 59), rint(0, 59))


def signed_url():
    """-> (kind, url, [secrets])."""
    k = rint(0, 3)
    if k == 0:
        akid = "AKIA" + rs(B32, 16)
        sig = rs(HEX, 64)
        day, ts = amz_date()
        reg = pick(REGIONS)
        bucket = pick(["acme-exports", "nuri-invoices", "ml-artifacts-prod", "media-raw"])
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%s&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
               % (bucket, reg, pick(["reports/2025-q3.csv", "exports/users.parquet", "invoices/INV-%d.pdf" % rint(1000, 9999)]),
                  akid, day, reg, ts, pick([300, 900, 3600, 604800]), sig))
        return "S3 presigned URL", url, [akid, sig]
    if k == 1:
        sig = rs(HEX, 512)
        day, ts = amz_date()
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%s&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
               % (pick(["acme-uploads", "exports-prod"]), pick(["a/b.zip", "dump.sql.gz"]), pick(["acme-prod", "nuri-data"]), day, ts, sig))
        return "GCS V4 signed URL", url, [sig]
    if k == 2:
        raw = b64e(rbytes(32))
        sig = raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        url = ("https://st%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=%s&se=2025-%02d-%02dT09:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (rs(ANL, 8), pick(["backups", "exports", "images"]), pick(["db.bak", "2025/report.xlsx"]),
                  pick(["r", "rl", "rwdl"]), rint(1, 12), rint(1, 28), sig))
        return "Azure SAS URL", url, [sig]
    sig = rs(B64U.replace("_", "~"), rint(300, 344))
    url = ("https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s"
           % (rs(ANL, 13), rs(ANL, 8), _ts(), sig, rs(ANU, 13)))
    return "CloudFront signed URL", url, [sig]


def webhook():
    """-> (kind, url, [secrets], extra_lines)."""
    k = rint(0, 6)
    if k == 0:
        tok = rs(AN, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 10), rs(ANU, 10), tok), [tok]
    if k == 1:
        tok = rs(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (rs(DG, 19), tok), [tok]
    if k == 2:
        tok = rs(HEX, 64)
        return "DingTalk robot webhook", "https://oapi.dingtalk.com/robot/send?access_token=" + tok, [tok]
    if k == 3:
        tok = uuid4()
        return "WeCom group robot webhook", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + tok, [tok]
    if k == 4:
        tok = uuid4()
        return "Feishu custom bot webhook", "https://open.feishu.cn/open-apis/bot/v2/hook/" + tok, [tok]
    if k == 5:
        key = "AIza" + rs(B64U, 35)
        tok = rs(B64U, 43) + "%3D"
        return ("Google Chat webhook", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s"
                % (rs(B64U, 7), key, tok), [key, tok])
    tok = rs(ANL, 26)
    return "Mattermost incoming webhook", "https://chat.%s/hooks/%s" % (pick(DOMAINS), tok), [tok]


# ============================================================================= containers
FILLER = [("APP_ENV", "production"), ("PORT", "8080"), ("LOG_LEVEL", "info"), ("TZ", "Asia/Seoul"),
          ("NODE_ENV", "production"), ("REDIS_URL", "redis://redis:6379/0"), ("FEATURE_NEW_CHECKOUT", "true"),
          ("SENTRY_ENVIRONMENT", "staging"), ("AWS_REGION", "ap-northeast-2"), ("HTTP_TIMEOUT_MS", "15000"),
          ("WORKERS", "4"), ("DB_HOST", "db.internal"), ("DB_PORT", "5432"), ("DB_NAME", "app"),
          ("CACHE_TTL", "300"), ("LOCALE", "ko_KR.UTF-8"), ("MAX_RETRIES", "5"), ("OTEL_SERVICE_NAME", "api")]

XML_BAD = "&<>\"'"   # characters that would need XML escaping


def needs_quote(v):
    return any(not (c.isalnum() or c in "-_./:+=@") for c in v) or v[:1] in "@%!&*"


def nest(env):
    parts = env.split("_", 1)
    if len(parts) == 1:
        return "app", env.lower()
    return parts[0].lower(), parts[1].lower()


def camel(s):
    ps = s.lower().split("_")
    return ps[0] + "".join(p.capitalize() for p in ps[1:])


def pascal(s):
    return "".join(p.capitalize() for p in s.lower().split("_"))


def with_filler(pairs, lo=0, hi=3):
    """Mix non-secret filler lines around the credential lines (position varies)."""
    fill = []
    for k, v in R.sample(FILLER, rint(lo, hi)):
        fill.append([k, v, False])
    out = list(pairs)
    for f in fill:
        out.insert(rint(0, len(out)), f)
    return out


CONTAINERS = ["dotenv", "export", "yaml", "json", "toml", "ini", "properties", "xml", "k8s_secret",
              "k8s_env", "compose", "dockerfile", "gha", "gitlab_ci", "terraform", "python", "js",
              "go", "java", "kotlin", "ruby", "php", "csharp", "rust", "swift", "powershell",
              "jenkins", "log", "table", "diff", "helm", "ansible", "systemd", "appsettings"]


def container_ok(c, pairs):
    vals = [p[1] for p in pairs]
    if c in ("xml", "appsettings") and any(ch in XML_BAD for v in vals for ch in v):
        return False
    if c in ("php", "kotlin", "powershell", "jenkins", "gha", "gitlab_ci", "dockerfile", "compose", "helm") \
            and any("$" in v for v in vals):
        return False
    if c in ("ruby",) and any("#{" in v for v in vals):
        return False
    if c in ("export", "systemd", "dockerfile", "jenkins", "powershell") and any("'" in v or '"' in v for v in vals):
        return False
    return True


def render_kv(pairs, c=None, svc=None):
    """-> (container, filename, text) for a list of [ENV, value, is_secret]."""
    svc = svc or pick(SERVICES)
    if c is None:
        while True:
            c = pick(CONTAINERS)
            if container_ok(c, pairs):
                break
    if c in ("dotenv", "export", "yaml", "toml", "ini", "properties", "compose", "k8s_env", "dockerfile", "powershell"):
        pairs = with_filler(pairs)
    q = lambda v: '"%s"' % v if needs_quote(v) else v
    lines = []
    if c == "dotenv":
        fn = pick([".env", ".env.production", "%s/.env" % svc, ".env.local", "config/.env.staging"])
        if chance(0.4):
            lines.append("# %s" % pick(["copied from 1Password", "prod values", "do not commit", "updated 2025-%02d-%02d" % (rint(1, 12), rint(1, 28))]))
        for k, v, _ in pairs:
            lines.append("%s=%s" % (k, q(v)))
    elif c == "export":
        fn = pick(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "deploy/setenv.sh", "terminal"])
        for k, v, _ in pairs:
            lines.append("export %s=%s" % (k, "'%s'" % v if needs_quote(v) else v))
    elif c == "yaml":
        fn = pick(["config/application.yml", "settings.yaml", "%s/config.yaml" % svc, "values-prod.yaml"])
        sections = {}
        for k, v, _ in pairs:
            s, kk = nest(k)
            sections.setdefault(s, []).append((kk, v))
        for s, items in sections.items():
            lines.append("%s:" % s)
            for kk, v in items:
                lines.append('  %s: %s' % (kk, ('"%s"' % v) if needs_quote(v) or chance(0.3) else v))
    elif c == "json":
        fn = pick(["config.json", "secrets.local.json", "%s/settings.json" % svc, ".vscode/launch.json"])
        obj = {}
        use_camel = chance(0.5)
        for k, v, _ in pairs:
            obj[camel(k) if use_camel else k] = v
        if fn.endswith("launch.json"):
            obj = {"version": "0.2.0", "configurations": [{"name": "Debug %s" % svc, "type": "node", "env": obj}]}
        lines = json.dumps(obj, ensure_ascii=False, indent=2).split("\n")
    elif c == "toml":
        fn = pick(["config.toml", "pyproject.toml", "Settings.toml", ".cargo/config.toml"])
        sections = {}
        for k, v, _ in pairs:
            s, kk = nest(k)
            sections.setdefault(s, []).append((kk, v))
        for s, items in sections.items():
            lines.append("[%s]" % s)
            for kk, v in items:
                lines.append('%s = "%s"' % (kk, v))
    elif c == "ini":
        fn = pick(["settings.ini", "config.cfg", "app.conf", "credentials.ini", "setup.cfg"])
        sections = {}
        for k, v, _ in pairs:
            s, kk = nest(k)
            sections.setdefault(s, []).append((kk, v))
        for s, items in sections.items():
            lines.append("[%s]" % s)
            for kk, v in items:
                lines.append("%s = %s" % (kk, v))
    elif c == "properties":
        fn = pick(["application.properties", "src/main/resources/application-prod.properties", "gradle.properties", "config.properties"])
        for k, v, _ in pairs:
            s, kk = nest(k)
            lines.append("%s.%s=%s" % (s, kk.replace("_", "-"), v))
    elif c == "xml":
        fn = pick(["web.config", "App.config", "settings.xml", "context.xml"])
        if fn == "settings.xml":
            lines.append("<servers>\n  <server>\n    <id>%s</id>" % svc)
            for k, v, _ in pairs:
                lines.append("    <%s>%s</%s>" % (camel(k), v, camel(k)))
            lines.append("  </server>\n</servers>")
        else:
            lines.append("<appSettings>")
            for k, v, _ in pairs:
                lines.append('  <add key="%s" value="%s" />' % (k, v))
            lines.append("</appSettings>")
    elif c == "k8s_secret":
        fn = pick(["k8s/secret.yaml", "manifests/%s-secret.yaml" % svc, "secret.yml"])
        lines += ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-credentials" % svc,
                  "  namespace: %s" % pick(["prod", "default", "payments", "staging"]), "type: Opaque", "stringData:"]
        for k, v, _ in pairs:
            lines.append('  %s: "%s"' % (k, v))
    elif c == "k8s_env":
        fn = pick(["deploy/deployment.yaml", "k8s/%s.yaml" % svc])
        lines += ["      containers:", "        - name: %s" % svc, "          image: registry.internal/%s:%s" % (svc, "1.%d.%d" % (rint(0, 30), rint(0, 9))), "          env:"]
        for k, v, _ in pairs:
            lines.append("            - name: %s" % k)
            lines.append('              value: "%s"' % v)
    elif c == "compose":
        fn = pick(["docker-compose.yml", "compose.yaml", "docker-compose.override.yml"])
        lines += ["services:", "  %s:" % svc, "    image: %s:latest" % svc, "    environment:"]
        for k, v, _ in pairs:
            lines.append("      %s: %s" % (k, '"%s"' % v if needs_quote(v) else v))
    elif c == "dockerfile":
        fn = pick(["Dockerfile", "docker/Dockerfile.prod", "Dockerfile.dev"])
        lines += ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]), "WORKDIR /app"]
        for k, v, _ in pairs:
            lines.append("ENV %s=%s" % (k, '"%s"' % v if needs_quote(v) else v))
        lines.append("COPY . .")
    elif c == "gha":
        fn = ".github/workflows/%s.yml" % pick(["deploy", "release", "nightly", "ci"])
        lines += ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
        for k, v, _ in pairs:
            lines.append("      %s: %s" % (k, '"%s"' % v if needs_quote(v) else v))
        lines.append("    steps:\n      - uses: actions/checkout@v4")
    elif c == "gitlab_ci":
        fn = ".gitlab-ci.yml"
        lines.append("variables:")
        for k, v, _ in pairs:
            lines.append('  %s: "%s"' % (k, v))
        lines += ["deploy:", "  stage: deploy", "  script: ./deploy.sh"]
    elif c == "terraform":
        fn = pick(["terraform.tfvars", "prod.auto.tfvars", "main.tf"])
        if fn == "main.tf":
            lines.append('provider "%s" {' % nest(pairs[0][0])[0])
            for k, v, _ in pairs:
                lines.append('  %s = "%s"' % (nest(k)[1], v))
            lines.append("}")
        else:
            for k, v, _ in pairs:
                lines.append('%s = "%s"' % (k.lower(), v))
    elif c == "python":
        fn = pick(["settings.py", "config.py", "scripts/backfill.py", "conftest.py", "notebook cell"])
        style = rint(0, 2)
        for k, v, _ in pairs:
            if style == 0:
                lines.append('%s = "%s"' % (k, v))
            elif style == 1:
                lines.append('os.environ.setdefault("%s", "%s")' % (k, v))
            else:
                lines.append('%s = os.getenv("%s", "%s")' % (k.lower(), k, v))
    elif c == "js":
        fn = pick(["src/config.js", "config.ts", "next.config.js", "scripts/seed.mjs"])
        style = rint(0, 1)
        if style == 0:
            lines.append("export const config = {")
            for k, v, _ in pairs:
                lines.append("  %s: '%s'," % (camel(k), v))
            lines.append("};")
        else:
            for k, v, _ in pairs:
                lines.append("const %s = process.env.%s ?? '%s';" % (camel(k), k, v))
    elif c == "go":
        fn = pick(["internal/config/config.go", "main.go", "cmd/worker/main.go"])
        lines.append("const (")
        for k, v, _ in pairs:
            lines.append('\t%s = "%s"' % (camel(k), v))
        lines.append(")")
    elif c == "java":
        fn = pick(["src/main/java/com/acme/Config.java", "AppConstants.java"])
        for k, v, _ in pairs:
            lines.append('    private static final String %s = "%s";' % (k, v))
    elif c == "kotlin":
        fn = pick(["app/src/main/java/com/acme/BuildConfig.kt", "Secrets.kt"])
        lines.append("object Secrets {")
        for k, v, _ in pairs:
            lines.append('    const val %s = "%s"' % (k, v))
        lines.append("}")
    elif c == "ruby":
        fn = pick(["config/initializers/secrets.rb", "Rakefile"])
        for k, v, _ in pairs:
            lines.append("ENV['%s'] ||= '%s'" % (k, v))
    elif c == "php":
        fn = pick(["config/services.php", "wp-config.php", ".env.php"])
        for k, v, _ in pairs:
            lines.append("define('%s', '%s');" % (k, v))
    elif c == "csharp":
        fn = pick(["Program.cs", "Startup.cs"])
        for k, v, _ in pairs:
            lines.append('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v))
    elif c == "rust":
        fn = pick(["src/main.rs", "src/config.rs"])
        for k, v, _ in pairs:
            lines.append('const %s: &str = "%s";' % (k, v))
    elif c == "swift":
        fn = pick(["Config.swift", "AppDelegate.swift"])
        lines.append("enum Keys {")
        for k, v, _ in pairs:
            lines.append('    static let %s = "%s"' % (camel(k), v))
        lines.append("}")
    elif c == "powershell":
        fn = pick(["profile.ps1", "deploy.ps1"])
        for k, v, _ in pairs:
            lines.append('$env:%s = "%s"' % (k, v))
    elif c == "jenkins":
        fn = "Jenkinsfile"
        lines += ["pipeline {", "  agent any", "  environment {"]
        for k, v, _ in pairs:
            lines.append("    %s = '%s'" % (k, v))
        lines += ["  }", "  stages { stage('Deploy') { steps { sh './deploy.sh' } } }", "}"]
    elif c == "log":
        fn = pick(["kubectl logs %s-%s" % (svc, rs(ANL, 5)), "journalctl -u %s" % svc, "CI job log", "docker logs"])
        d = ", ".join("'%s': '%s'" % (k, v) for k, v, _ in pairs)
        lines.append("%s DEBUG [%s] loaded settings: {%s}" % ("2025-%02d-%02dT%02d:%02d:%02d.%03dZ" % (
            rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999)), svc, d))
        if chance(0.5):
            lines.append("%s INFO  [%s] listening on :8080" % ("2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), svc))
    elif c == "table":
        fn = pick(["wiki table", "handover doc", "README"])
        lines += ["| key | value | note |", "|---|---|---|"]
        for k, v, s in pairs:
            lines.append("| %s | %s | %s |" % (k, v, pick(["prod", "rotated last month", "shared", "used by %s" % svc, ""])))
    elif c == "diff":
        fn = pick(["git diff", "PR #%d" % rint(100, 4999), "git show HEAD~1"])
        lines.append("--- a/%s/.env.example\n+++ b/%s/.env.example\n@@ -%d,%d +%d,%d @@" % (svc, svc, rint(1, 20), len(pairs), rint(1, 20), len(pairs)))
        for k, v, _ in pairs:
            lines.append("-%s=" % k)
        for k, v, _ in pairs:
            lines.append("+%s=%s" % (k, v))
    elif c == "helm":
        fn = "helm upgrade"
        sets = " ".join("--set %s.%s=%s" % (svc.replace("-", ""), camel(k), v) for k, v, _ in pairs)
        lines.append("helm upgrade --install %s ./charts/%s -n prod %s" % (svc, svc, sets))
    elif c == "ansible":
        fn = pick(["group_vars/prod.yml", "host_vars/web01.yml", "roles/app/defaults/main.yml"])
        for k, v, _ in pairs:
            lines.append('%s: "%s"' % (k.lower(), v))
    elif c == "systemd":
        fn = "/etc/systemd/system/%s.service" % svc
        lines += ["[Service]"]
        for k, v, _ in pairs:
            lines.append('Environment="%s=%s"' % (k, v))
        lines.append("ExecStart=/opt/%s/bin/server" % svc)
    elif c == "appsettings":
        fn = pick(["appsettings.Production.json", "appsettings.json"])
        obj = {"Logging": {"LogLevel": {"Default": "Warning"}}, pascal(svc.replace("-", "_")): {pascal(k): v for k, v, _ in pairs}}
        lines = json.dumps(obj, ensure_ascii=False, indent=2).split("\n")
    else:
        raise ValueError(c)
    return c, fn, "\n".join(lines)


# ---- HTTP usage of a vendor credential ---------------------------------------------------
def basic_b64(user, pw):
    return b64e(("%s:%s" % (user, pw)).encode("utf-8"))


def _header_line(name, v):
    if name.endswith("="):
        return "%s%s" % (name, v)
    if ":" in name:
        return "%s %s" % (name, v)
    return "%s: %s" % (name, v)


def render_http(vd, vals, style=None):
    """Render an API call for vendor `vd` with values `vals`.  -> (style, text, extra_secrets)."""
    auth = vd["auth"]
    fmt = {"repo": pick(REPOS), "n": rint(10, 9999), "uuid": uuid4().replace("-", ""), "fid": rs(AN, 12),
           "svc": pick(SERVICES), "ref": rs(LO, 20)}
    for i, p in enumerate(vals):
        fmt[str(i)] = p[1]
    url = vd["api"].replace("{", "{{").replace("}", "}}")
    for k in fmt:
        url = url.replace("{{%s}}" % k, str(fmt[k]))
    url = url.replace("{{", "{").replace("}}", "}")
    headers = []
    extra = []
    curl_user = None
    t = auth[0]
    if t == "bearer":
        headers.append("Authorization: Bearer %s" % vals[auth[1]][1])
    elif t == "header":
        headers.append(_header_line(auth[1], vals[auth[2]][1]))
    elif t == "headers":
        for name, i in auth[1]:
            headers.append("%s: %s" % (name, vals[i][1]))
    elif t == "query":
        url += ("&" if "?" in url else "?") + "%s=%s" % (auth[1], vals[auth[2]][1])
    elif t == "queries":
        for name, i in auth[1]:
            url += ("&" if "?" in url else "?") + "%s=%s" % (name, vals[i][1])
    elif t in ("basic", "basic_user_only", "basic_token"):
        if t == "basic":
            u = vals[auth[1]][1] if isinstance(auth[1], int) else auth[1]
            p = vals[auth[2]][1]
        elif t == "basic_user_only":
            u, p = vals[auth[1]][1], ""
        else:
            u, p = vals[auth[1]][1] + "/token", vals[auth[2]][1]
        if style is None:
            style = pick(["curl", "raw", "python", "curl"])
        if style in ("raw", "python"):
            blob = basic_b64(u, p)
            headers.append("Authorization: Basic %s" % blob)
            extra.append(blob)
        else:
            curl_user = "%s:%s" % (u, p)
    elif t == "path":
        pass
    if style is None:
        style = pick(["curl", "curl", "raw", "python", "fetch", "httpie"])
    method = "POST" if any(w in url for w in ("send", "messages", "completions", "payments", "charges", "orders", "notify", "emails", "confirm", "generate", "graphql", "translate", "predictions", "sessions")) else "GET"
    if style == "curl" or (style in ("fetch", "httpie") and curl_user):
        parts = ["curl -sS" + (" -X POST" if method == "POST" else ""), "'%s'" % url if "&" in url or "?" in url else url]
        if curl_user:
            parts.append("-u '%s'" % curl_user)
        for h in headers:
            parts.append("-H '%s'" % h)
        if method == "POST":
            parts.append("-H 'Content-Type: application/json' -d @body.json")
        return "curl", " \\\n  ".join(parts), extra
    if style == "raw":
        u = urllib.parse.urlsplit(url)
        lines = ["%s %s%s HTTP/1.1" % (method, u.path, ("?" + u.query) if u.query else ""), "Host: %s" % u.netloc]
        lines += headers
        lines.append("Accept: application/json")
        return "raw HTTP request", "\n".join(lines), extra
    if style == "python":
        hd = ", ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in headers)
        return "python requests", 'r = requests.%s("%s", headers={%s}, timeout=10)' % (method.lower(), url, hd), extra
    if style == "fetch":
        hd = ", ".join("'%s': '%s'" % tuple(h.split(": ", 1)) for h in headers)
        return "fetch", "const res = await fetch('%s', {\n  method: '%s',\n  headers: { %s },\n});" % (url, method, hd), extra
    hs = " ".join("'%s'" % h.replace(": ", ":", 1) for h in headers)
    return "httpie", "http %s '%s' %s" % (method, url, hs), extra


# ============================================================================= prose pools (secret notes)
# Each family: sit (missing_context), les (lesson), ask (question, no secret), askv (question
# that repeats the secret {v}).  Tuple = (English templates, Korean templates).
P = {}
P["vendor"] = {
    "sit": ([
        "Deploying {svc} failed with 401 from {vendor}; I did not know which {topic} the {stage} environment should use.",
        "The {svc} integration tests call {vendor} for real, and nobody told me where the {topic} lives.",
        "I had to reproduce a {vendor} error locally and needed a working {topic}.",
        "{svc} started returning 403 after last week's {vendor} key rotation.",
        "The user asked me to wire {vendor} into {svc}, but the README says nothing about credentials.",
        "The `{job}` step in CI failed because the {topic} had expired.",
        "While migrating {svc} to the new cluster I found the {topic} hard-coded instead of mounted.",
        "A teammate's branch of {svc} worked and mine did not; the difference was the {topic}.",
    ], [
        "{svc} 배포 후 {vendor} 호출이 401로 실패했는데, {stage} 환경에서 어떤 {topic_eul} 써야 하는지 몰랐다.",
        "{svc} 통합 테스트가 실제 {vendor} API를 호출하는데 {topic_i} 어디 있는지 아무도 알려주지 않았다.",
        "로컬에서 {vendor} 오류를 재현하려면 동작하는 {topic_i} 필요했다.",
        "지난주 {vendor} 키 로테이션 이후 {svc} 서비스에서 403이 나기 시작했다.",
        "사용자가 {svc} 서비스에 {vendor} 연동을 붙여 달라고 했지만 README에 인증 정보 설명이 없었다.",
        "CI의 `{job}` 단계가 {topic} 만료로 실패했다.",
        "{svc} 서비스를 새 클러스터로 옮기다 보니 {topic_i} 마운트가 아니라 하드코딩되어 있었다.",
        "동료 브랜치에서는 되고 내 브랜치에서는 안 됐는데, 차이는 {topic}뿐이었다.",
    ]),
    "les": ([
        "{svc} reads the {topic} from {file} only at boot; restart the pod after changing it.",
        "The {vendor} SDK silently falls back to sandbox mode when the key is empty, which hid the real error.",
        "{vendor} answers 401 when the key has a trailing newline; trim it when copying from the dashboard.",
        "Keep the {topic} in the secret manager and mount it; {file} is only for local runs.",
        "Staging and production use different {topic}s; the 403 came from mixing them up.",
        "Rotating the {topic} also means updating the cron job that shares it with {svc}.",
        "The header name matters: {vendor} ignores the key when it is sent under the wrong header.",
        "Per-environment keys live under `{env}`; the code never reads any other variable name.",
    ], [
        "{svc} 서비스는 부팅 시에만 {file}의 {topic_eul} 읽는다. 값을 바꾸면 파드를 재시작해야 한다.",
        "{vendor} SDK는 키가 비어 있으면 조용히 샌드박스로 붙어서 진짜 오류가 가려졌다.",
        "대시보드에서 복사할 때 끝에 개행이 붙으면 {vendor} 쪽에서 401을 준다. 꼭 trim할 것.",
        "{topic_eun} 시크릿 매니저에 두고 마운트해야 한다. {file} 파일은 로컬 실행용이다.",
        "스테이징과 운영의 {topic_i} 다르다. 403은 둘을 섞어서 난 것이었다.",
        "{topic_eul} 로테이션하면 같은 키를 쓰는 크론 잡도 같이 바꿔야 한다.",
        "헤더 이름이 틀리면 {vendor} 쪽에서 키를 무시한다. 문서의 헤더 이름을 그대로 써야 한다.",
        "환경별 키는 `{env}` 변수로만 읽는다. 다른 이름은 코드에서 보지 않는다.",
    ]),
    "ask": ([
        "Which {topic} should {svc} use in {stage}, and who owns its rotation?",
        "Should I request a separate {vendor} key for CI instead of reusing the production one?",
        "Where is the canonical copy of the {topic} kept?",
        "Is there a sandbox {vendor} account I should use for tests?",
    ], [
        "{stage} 환경에서 {svc} 서비스가 쓸 {topic_i} 무엇이고 로테이션 담당자는 누구인가요?",
        "CI용 {vendor} 키를 따로 발급받을까요, 아니면 운영 키를 계속 쓸까요?",
        "{topic}의 원본은 어디에 보관하나요?",
        "테스트용 {vendor} 샌드박스 계정이 따로 있나요?",
    ]),
    "askv": ([
        "Is `{v}` still the active {topic}, or was it rotated?",
        "Can I keep using {v} for local testing of {svc}?",
        "Should `{v}` be moved to the secret store before the next release?",
    ], [
        "`{v}` 값이 아직 유효한가요, 아니면 로테이션됐나요?",
        "{svc} 로컬 테스트에 {v} 값을 계속 써도 되나요?",
        "다음 배포 전에 `{v}` 값을 시크릿 저장소로 옮길까요?",
    ]),
}
P["password"] = {
    "sit": ([
        "I could not log in to {system} as `{user}` and did not know the current password.",
        "The user gave me access to {system} so I could check the failing job.",
        "Setting up {svc} locally needs {system}; the onboarding doc skips the credentials.",
        "After the password reset on {system}, the nightly job kept failing with auth errors.",
        "I needed {system} to verify the migration, and the user shared the login in chat.",
        "The handover notes for {system} were incomplete; I had to ask for the account details.",
    ], [
        "{system}에 `{user}` 계정으로 로그인하려는데 현재 비밀번호를 몰랐다.",
        "실패한 잡을 확인하라고 사용자가 {system} 접근 정보를 줬다.",
        "{svc} 서비스를 로컬에서 띄우려면 {system_i} 필요한데 온보딩 문서에 계정 정보가 빠져 있었다.",
        "{system} 비밀번호를 재설정한 뒤로 야간 배치가 계속 인증 오류로 실패했다.",
        "마이그레이션 검증에 {system_i} 필요해서 사용자가 채팅으로 로그인 정보를 알려줬다.",
        "{system} 인수인계 문서가 불완전해서 계정 정보를 따로 물어봐야 했다.",
    ]),
    "les": ([
        "The account `{user}` on {system} is shared by the batch jobs, so changing its password breaks them all.",
        "{system} locks the account after five failed attempts; check the password before retrying in a loop.",
        "The password is read from {file}; the app does not pick up a change until restart.",
        "Login works only from the VPN; the auth error was really a network ACL.",
        "Special characters in the password must be quoted in the shell or the login fails with a confusing error.",
        "{system} trims nothing: the trailing space copied from the wiki was part of what I typed.",
    ], [
        "{system}의 `{user}` 계정은 배치 잡들이 같이 쓰므로 비밀번호를 바꾸면 전부 깨진다.",
        "{system_eun} 5회 실패하면 계정을 잠근다. 루프로 재시도하기 전에 비밀번호부터 확인할 것.",
        "비밀번호는 {file} 파일에서 읽고, 바꾼 값은 재시작해야 반영된다.",
        "로그인은 VPN에서만 된다. 인증 오류처럼 보였던 것은 사실 네트워크 ACL 문제였다.",
        "비밀번호의 특수문자는 셸에서 따옴표로 감싸야 한다. 안 그러면 엉뚱한 오류가 난다.",
        "위키에서 복사할 때 딸려 온 공백 때문에 로그인이 안 됐다.",
    ]),
    "ask": ([
        "Who should I ask for {system} credentials next time instead of the user?",
        "Is there a read-only account on {system} I should use instead of `{user}`?",
        "Will the {system} password be rotated after this task?",
    ], [
        "다음에는 {system} 계정 정보를 누구에게 요청하면 되나요?",
        "`{user}` 대신 쓸 수 있는 {system} 읽기 전용 계정이 있나요?",
        "이 작업이 끝나면 {system} 비밀번호를 바꾸실 건가요?",
    ]),
    "askv": ([
        "Is `{v}` still the password for `{user}` on {system}?",
        "Should I store {v} in the team vault or will you rotate it?",
        "Can I reuse {v} for the staging copy of {system}?",
    ], [
        "{system}의 `{user}` 비밀번호가 아직 `{v}` 인가요?",
        "{v} 이 비밀번호를 팀 금고에 저장할까요, 아니면 바꾸실 건가요?",
        "스테이징 {system}에도 `{v}` 값을 써도 되나요?",
    ]),
}
P["command"] = {
    "sit": ([
        "I needed to run {tool} against {host} and the runbook only said 'use the usual credentials'.",
        "The user pasted the exact command they use for {tool} so I could reproduce the problem.",
        "A cron script calls {tool}; it failed after the server move and I had to rerun it by hand.",
        "I was debugging why {tool} hangs in CI (it waits for a password prompt).",
        "To restore last night's backup I had to run {tool} on {host}.",
        "The shell history on {host} showed how the previous engineer ran {tool}.",
    ], [
        "{host}에서 {tool_eul} 실행해야 했는데 런북에는 '평소 계정으로'라고만 적혀 있었다.",
        "문제를 재현할 수 있게 사용자가 평소 쓰는 {tool} 명령을 그대로 붙여줬다.",
        "크론 스크립트가 {tool_eul} 호출하는데 서버 이전 후 실패해서 직접 다시 돌려야 했다.",
        "CI에서 {tool_i} 멈추는 이유를 찾고 있었다(비밀번호 프롬프트를 기다림).",
        "어젯밤 백업을 복구하려고 {host}에서 {tool_eul} 돌려야 했다.",
        "{host}의 셸 히스토리에 이전 담당자가 {tool_eul} 실행한 방식이 남아 있었다.",
    ]),
    "les": ([
        "With {tool}, a password given on the command line ends up in shell history and `ps`; it worked, but use a config file next time.",
        "{tool} needs the password attached to the flag; a space makes it prompt instead.",
        "The command only works from the bastion; from the laptop {tool} times out before auth.",
        "Quote the password in single quotes, otherwise the shell expands `$` and `!` in it.",
        "{tool} exits 0 even when auth fails, so the script has to check the output.",
        "Run it with `set +o history` or a credentials file so the secret does not stay in history.",
    ], [
        "{tool}에 비밀번호를 인자로 주면 셸 히스토리와 `ps`에 남는다. 동작은 했지만 다음엔 설정 파일을 쓰자.",
        "{tool_eun} 플래그에 비밀번호를 붙여 써야 한다. 띄어 쓰면 프롬프트를 띄운다.",
        "이 명령은 배스천에서만 된다. 노트북에서는 인증 전에 타임아웃이 난다.",
        "비밀번호는 작은따옴표로 감싸야 한다. 아니면 셸이 `$`와 `!`를 해석해 버린다.",
        "{tool_eun} 인증에 실패해도 종료 코드가 0이라서 스크립트에서 출력을 확인해야 한다.",
        "히스토리에 남지 않게 `set +o history`나 자격 증명 파일을 쓰는 편이 낫다.",
    ]),
    "ask": ([
        "Is there a credentials file on {host} I should use instead of passing the password to {tool}?",
        "May I clear the shell history on {host} after running {tool}?",
        "Who else uses this account with {tool}?",
    ], [
        "{tool}에 비밀번호를 넘기는 대신 쓸 자격 증명 파일이 {host}에 있나요?",
        "{tool} 실행 후 {host}의 셸 히스토리를 지워도 될까요?",
        "이 계정으로 {tool_eul} 쓰는 사람이 또 있나요?",
    ]),
    "askv": ([
        "Will `{v}` keep working for {tool} after the maintenance window?",
        "Should I replace {v} in the cron script with a secret reference?",
    ], [
        "점검 이후에도 {tool}에서 `{v}` 값이 그대로 동작하나요?",
        "크론 스크립트의 {v} 값을 시크릿 참조로 바꿀까요?",
    ]),
}
P["connstr"] = {
    "sit": ([
        "{svc} could not reach its database after the failover and I did not know the new connection string.",
        "The migration tool needs a full connection URL, and the user gave me the one from production.",
        "Connections from {svc} were refused with 'password authentication failed'.",
        "I had to point the local run of {svc} at the shared {stage} database.",
        "The error log of {svc} printed the whole connection string when the pool failed to start.",
    ], [
        "페일오버 이후 {svc} 서비스가 DB에 붙지 못했는데 새 접속 문자열을 몰랐다.",
        "마이그레이션 도구에 전체 접속 URL이 필요해서 사용자가 운영용 URL을 줬다.",
        "{svc} 서비스의 접속이 'password authentication failed'로 거부됐다.",
        "로컬에서 띄운 {svc} 서비스를 공용 {stage} DB에 붙여야 했다.",
        "커넥션 풀이 뜨지 못하자 {svc} 서비스의 에러 로그에 접속 문자열 전체가 찍혔다.",
    ]),
    "les": ([
        "Reserved characters in the password must be percent-encoded in the URL (`@` becomes `%40`).",
        "The driver ignores `sslmode` in the URL when `PGSSLMODE` is set; the env var wins.",
        "{svc} builds the URL from {env}; a stale value in {file} overrode the new one.",
        "The pooler port differs from the primary port; the URL must point at the pooler.",
        "Use the replica host for read-only jobs; the primary rejects long analytic queries.",
    ], [
        "URL 안의 비밀번호 특수문자는 퍼센트 인코딩해야 한다(`@`는 `%40`).",
        "`PGSSLMODE` 환경 변수가 있으면 URL의 `sslmode`는 무시된다.",
        "{svc} 서비스는 {env} 값으로 URL을 만든다. {file}에 남은 옛 값이 새 값을 덮어썼다.",
        "풀러 포트와 프라이머리 포트가 다르다. URL은 풀러를 가리켜야 한다.",
        "읽기 전용 잡은 레플리카 호스트를 써야 한다. 프라이머리는 긴 분석 쿼리를 끊는다.",
    ]),
    "ask": ([
        "Should {svc} use a dedicated database user instead of the shared one?",
        "Is there a read replica URL I should use for reporting?",
        "Where will the connection string live after the secret-manager migration?",
    ], [
        "{svc} 서비스 전용 DB 계정을 따로 만들까요?",
        "리포트용으로 쓸 레플리카 접속 URL이 있나요?",
        "시크릿 매니저 이전 후 접속 문자열은 어디에 두나요?",
    ]),
    "askv": ([
        "Is the password `{v}` in that URL the current one?",
        "Can I put {v} into the {stage} overlay, or should it stay out of git?",
    ], [
        "그 URL에 있는 비밀번호 `{v}` 값이 현재 값인가요?",
        "{v} 값을 {stage} 오버레이에 넣어도 되나요, 아니면 git 밖에 둬야 하나요?",
    ]),
}
P["http"] = {
    "sit": ([
        "An API call from {svc} kept failing and the user sent me the request copied from the browser devtools.",
        "I was replaying a request against {host} to reproduce a 500 and needed its auth header.",
        "The partner integration doc did not say how to authenticate, so I looked at a captured request.",
        "The user exported a HAR file of the failing checkout for me to inspect.",
        "A proxy log line showed the exact request {svc} sent before the timeout.",
    ], [
        "{svc} 서비스의 API 호출이 계속 실패해서 사용자가 브라우저 개발자 도구에서 복사한 요청을 보내줬다.",
        "500 오류를 재현하려고 {host}에 요청을 다시 보내야 했고 인증 헤더가 필요했다.",
        "파트너 연동 문서에 인증 방법이 없어서 캡처된 요청을 보고 알아냈다.",
        "사용자가 실패한 결제 화면의 HAR 파일을 보내줬다.",
        "타임아웃 직전에 {svc} 서비스가 보낸 요청이 프록시 로그에 그대로 남아 있었다.",
    ]),
    "les": ([
        "The endpoint accepts the token only in the header; the query-string variant is logged by the proxy.",
        "Copy-as-cURL includes the session cookie, so a replayed request acts as the logged-in user.",
        "The 500 came from a missing `Content-Type`, not from auth.",
        "Tokens from the browser expire after an hour; long-running scripts must refresh them.",
        "The API wants `Basic` auth with the base64 of `user:password`, not a bearer token.",
    ], [
        "이 엔드포인트는 헤더로만 토큰을 받는다. 쿼리스트링으로 보내면 프록시 로그에 남는다.",
        "Copy as cURL에는 세션 쿠키가 들어 있어서 재전송하면 로그인한 사용자로 동작한다.",
        "500의 원인은 인증이 아니라 빠진 `Content-Type` 헤더였다.",
        "브라우저에서 가져온 토큰은 1시간 뒤 만료되므로 오래 도는 스크립트는 갱신해야 한다.",
        "이 API는 bearer 토큰이 아니라 `user:password`를 base64로 만든 `Basic` 인증을 쓴다.",
    ]),
    "ask": ([
        "Can I get a service account for {host} instead of replaying a user's session?",
        "Should captured requests be scrubbed before they are attached to tickets?",
        "Is there a test user for {host} I can log in as?",
    ], [
        "사용자 세션을 재사용하는 대신 {host}용 서비스 계정을 받을 수 있을까요?",
        "티켓에 첨부하기 전에 캡처한 요청에서 인증 정보를 지워야 할까요?",
        "{host}에 로그인해 볼 테스트 계정이 있나요?",
    ]),
    "askv": ([
        "Is the token `{v}` from the capture still valid, or should I log in again?",
        "Should I revoke {v} now that the debugging is done?",
    ], [
        "캡처에 있던 `{v}` 토큰이 아직 유효한가요, 다시 로그인할까요?",
        "디버깅이 끝났으니 {v} 값을 폐기할까요?",
    ]),
}
P["signed_url"] = {
    "sit": ([
        "The user shared a download link for the export so I could check the file format.",
        "A presigned link from the {svc} logs returned 403 when I opened it later.",
        "The customer-support ticket included a full signed link to the uploaded document.",
        "I needed the export produced by {svc} and the only copy was behind a signed URL.",
    ], [
        "파일 형식을 확인하라고 사용자가 내보내기 파일 다운로드 링크를 공유했다.",
        "{svc} 로그에서 찾은 서명 URL을 나중에 열었더니 403이 났다.",
        "고객 문의 티켓에 업로드 문서의 서명 링크가 통째로 들어 있었다.",
        "{svc} 서비스가 만든 내보내기 파일이 필요했는데 서명 URL로만 접근할 수 있었다.",
    ]),
    "les": ([
        "Signed links expire; the 403 was the expiry, not a permission problem.",
        "Anyone holding the link can download the file until it expires, so treat it like a password.",
        "The signature covers the host header; opening it through the CDN alias breaks it.",
        "{svc} logs the full URL at INFO level; the log line itself leaks access.",
    ], [
        "서명 링크는 만료된다. 403은 권한이 아니라 만료 때문이었다.",
        "링크를 가진 사람은 만료 전까지 누구나 내려받을 수 있으니 비밀번호처럼 다뤄야 한다.",
        "서명에 host 헤더가 포함되어 CDN 별칭으로 열면 깨진다.",
        "{svc} 서비스가 INFO 레벨로 URL 전체를 로그에 남겨서 로그만으로도 접근이 가능하다.",
    ]),
    "ask": ([
        "Should {svc} stop logging signed URLs in full?",
        "What expiry should export links have?",
    ], [
        "{svc} 서비스가 서명 URL 전체를 로그에 남기지 않게 바꿀까요?",
        "내보내기 링크 만료 시간을 얼마로 할까요?",
    ]),
    "askv": ([
        "Can I reuse the signature `{v}` for the retry, or will you regenerate the link?",
    ], [
        "재시도할 때 서명 `{v}` 값을 다시 써도 되나요, 링크를 새로 만드시겠어요?",
    ]),
}
P["key"] = {
    "sit": ([
        "Deploys from the new runner failed with 'Permission denied (publickey)' and I had to find which key the old runner used.",
        "The user pasted the private key from the old server so I could set up the deploy user.",
        "{svc} signs its tokens with a key that was missing from the {stage} environment.",
        "I needed the VPN/tunnel configuration of {host} to reach the private subnet.",
        "The service-account file for {svc} was attached to the ticket.",
    ], [
        "새 러너에서 'Permission denied (publickey)'로 배포가 실패해 이전 러너가 쓰던 키를 찾아야 했다.",
        "배포 계정을 설정하라고 사용자가 예전 서버의 개인 키를 붙여줬다.",
        "{svc} 서비스가 토큰 서명에 쓰는 키가 {stage} 환경에 없었다.",
        "프라이빗 서브넷에 붙으려면 {host}의 VPN/터널 설정이 필요했다.",
        "{svc} 서비스 계정 파일이 티켓에 첨부되어 있었다.",
    ]),
    "les": ([
        "OpenSSH refuses keys with group-readable permissions; `chmod 600` fixed the silent fallback to password auth.",
        "The key in the repo's deploy settings was the public half; the private half belongs only on the runner.",
        "Literal `\\n` sequences in the env var must be turned back into newlines before the library parses the PEM.",
        "The key has no passphrase, so whoever holds this text can log in; it should be replaced.",
        "Each environment needs its own signing key; tokens from staging must not validate in production.",
    ], [
        "그룹 읽기 권한이 있는 키는 OpenSSH가 거부한다. `chmod 600`으로 고쳤다.",
        "저장소 배포 설정에 있는 키는 공개 키이고, 개인 키는 러너에만 있어야 한다.",
        "환경 변수 안의 `\\n` 문자열은 PEM을 파싱하기 전에 실제 개행으로 바꿔야 한다.",
        "패스프레이즈가 없는 키라서 이 텍스트만 있으면 누구나 로그인할 수 있다. 교체가 필요하다.",
        "환경마다 서명 키를 따로 둬야 한다. 스테이징 토큰이 운영에서 검증되면 안 된다.",
    ]),
    "ask": ([
        "Should I generate a fresh key pair for the new runner instead of copying the old one?",
        "Who can add a public key to {host} next time?",
        "Where should the private key be stored long term?",
    ], [
        "예전 키를 복사하는 대신 새 러너용 키 쌍을 새로 만들까요?",
        "다음에 {host}에 공개 키를 등록해 줄 수 있는 분은 누구인가요?",
        "개인 키는 장기적으로 어디에 보관해야 하나요?",
    ]),
    "askv": ([
        "Is `{v}` the key that is still in use on {host}?",
    ], [
        "{host}에서 아직 쓰는 키가 `{v}` 맞나요?",
    ]),
}
P["mfa"] = {
    "sit": ([
        "The shared ops account has two-factor login and the only phone with the authenticator was on leave.",
        "I had to set up the monitoring bot's login, which requires a one-time code.",
        "The user sent me the emergency material for {system} so I could finish the migration tonight.",
        "A locked-out teammate needed to get back into {system}.",
        "The laptop had to be unlocked for the hardware token rollout on {system}.",
    ], [
        "공용 운영 계정에 2단계 인증이 걸려 있는데 인증 앱이 깔린 휴대폰 주인이 휴가였다.",
        "OTP가 필요한 모니터링 봇 로그인을 설정해야 했다.",
        "오늘 밤 마이그레이션을 끝내라고 사용자가 {system} 비상 정보를 보내줬다.",
        "잠긴 동료가 {system}에 다시 들어가야 했다.",
        "{system} 하드웨어 토큰 배포 때문에 장비 잠금을 풀어야 했다.",
    ]),
    "les": ([
        "Each recovery code works once; mark the used ones so nobody burns the last code.",
        "The TOTP seed is enough to generate every future code, so it is as sensitive as the password.",
        "Clocks on the CI runner drift; TOTP codes failed until NTP was fixed.",
        "Too many wrong PIN attempts lock the token and then only the PUK resets it.",
        "Store the seed in the vault entry of the account, not in the bot's repository.",
    ], [
        "복구 코드는 한 번씩만 쓸 수 있다. 쓴 코드는 표시해 둬야 마지막 코드를 날리지 않는다.",
        "TOTP 시드만 있으면 앞으로의 코드를 전부 만들 수 있으니 비밀번호만큼 민감하다.",
        "CI 러너 시계가 틀어져 NTP를 고치기 전까지 TOTP 코드가 실패했다.",
        "PIN을 여러 번 틀리면 토큰이 잠기고 그때는 PUK로만 풀 수 있다.",
        "시드는 봇 저장소가 아니라 해당 계정의 금고 항목에 보관해야 한다.",
    ]),
    "ask": ([
        "Who else holds a copy of these codes for {system}?",
        "Should the shared account move to hardware keys?",
        "Can I regenerate the codes after the migration?",
    ], [
        "{system} 코드 사본을 가진 사람이 또 있나요?",
        "공용 계정을 하드웨어 키로 바꿀까요?",
        "마이그레이션 후 코드를 재발급해도 될까요?",
    ]),
    "askv": ([
        "Has `{v}` already been used, or is it still valid?",
        "Should I keep {v} in the runbook or remove it after tonight?",
    ], [
        "`{v}` 코드는 이미 쓴 건가요, 아직 유효한가요?",
        "{v} 값을 런북에 남길까요, 오늘 밤 이후 지울까요?",
    ]),
}
P["wifi"] = {
    "sit": ([
        "The test devices in the lab had to join the {ssid} network and nobody had the key at hand.",
        "Provisioning the Raspberry Pi kiosks needs the Wi-Fi credentials baked into the image.",
        "The office moved and the IoT sensors could not reconnect to {ssid}.",
        "The user read out the guest network details so the demo tablet could get online.",
    ], [
        "연구실 테스트 기기를 {ssid} 네트워크에 붙여야 했는데 아무도 키를 몰랐다.",
        "라즈베리 파이 키오스크 이미지에 Wi-Fi 접속 정보를 넣어야 했다.",
        "사무실 이전 후 IoT 센서들이 {ssid}에 다시 붙지 못했다.",
        "데모용 태블릿을 연결하려고 사용자가 게스트 네트워크 정보를 알려줬다.",
    ]),
    "les": ([
        "wpa_supplicant accepts either the quoted passphrase or the 64-hex PSK; both grant access.",
        "The sensors only support 2.4 GHz; the 5 GHz SSID with the same key never showed up.",
        "The image build copies the network config into every device, so changing the key means reflashing.",
        "Hidden SSIDs need `scan_ssid=1` or the Pi never associates.",
    ], [
        "wpa_supplicant는 따옴표로 감싼 패스프레이즈나 64자리 hex PSK 둘 다 받는다. 둘 다 접속 권한이다.",
        "센서는 2.4GHz만 지원해서 같은 키의 5GHz SSID는 보이지 않았다.",
        "이미지 빌드가 네트워크 설정을 모든 기기에 복사하므로 키를 바꾸면 다시 플래싱해야 한다.",
        "숨김 SSID는 `scan_ssid=1`이 있어야 라즈베리 파이가 붙는다.",
    ]),
    "ask": ([
        "Is there a separate IoT network I should use instead of {ssid}?",
        "Who rotates the Wi-Fi key when someone leaves?",
    ], [
        "{ssid} 대신 써야 하는 IoT 전용 네트워크가 있나요?",
        "퇴사자가 생기면 Wi-Fi 키는 누가 바꾸나요?",
    ]),
    "askv": ([
        "Is `{v}` still the key for {ssid}?",
    ], [
        "{ssid} 키가 아직 `{v}` 인가요?",
    ]),
}
P["webhook"] = {
    "sit": ([
        "Alerts from {svc} stopped arriving in the team channel.",
        "The user asked me to post deploy notifications from CI to their chat room.",
        "I found the notification URL hard-coded in {file} while cleaning up {svc}.",
        "The on-call bot posted twice per alert and I had to find where it was configured.",
    ], [
        "{svc} 서비스의 알림이 팀 채널에 더 이상 오지 않았다.",
        "사용자가 CI 배포 알림을 채팅방으로 보내 달라고 했다.",
        "{svc} 서비스를 정리하다가 {file} 파일에 하드코딩된 알림 URL을 발견했다.",
        "온콜 봇이 알림마다 두 번씩 보내서 설정 위치를 찾아야 했다.",
    ]),
    "les": ([
        "Anyone with the webhook URL can post into the channel; it belongs in the secret store, not in code.",
        "The chat service returns 200 even for malformed payloads, so check the response body.",
        "The old webhook was revoked when the channel was archived; a new one had to be created.",
        "Rate limits apply per webhook; batching alerts avoided the 429s.",
    ], [
        "웹훅 URL만 있으면 누구나 채널에 글을 쓸 수 있다. 코드가 아니라 시크릿 저장소에 둬야 한다.",
        "채팅 서비스는 페이로드가 잘못돼도 200을 주므로 응답 본문을 확인해야 한다.",
        "채널을 보관하면서 이전 웹훅이 폐기되어 새로 만들어야 했다.",
        "레이트 리밋은 웹훅 단위라서 알림을 묶어 보내니 429가 사라졌다.",
    ]),
    "ask": ([
        "Which channel should deploy notifications go to?",
        "Should I create a separate webhook for {stage}?",
    ], [
        "배포 알림은 어느 채널로 보내면 되나요?",
        "{stage} 환경용 웹훅을 따로 만들까요?",
    ]),
    "askv": ([
        "Is the webhook token `{v}` still active?",
    ], [
        "웹훅 토큰 `{v}` 값이 아직 살아 있나요?",
    ]),
}
P["appsecret"] = {
    "sit": ([
        "After redeploying {svc}, every user was logged out and sessions kept failing to decode.",
        "{svc} refused to start in {stage} with 'secret key must not be empty'.",
        "I copied {svc} to a new host and the encrypted columns could not be read.",
        "The user gave me the value from the old server so the new instance would accept existing cookies.",
    ], [
        "{svc} 서비스를 재배포하자 모든 사용자가 로그아웃되고 세션 디코딩이 계속 실패했다.",
        "{stage} 환경에서 {svc} 서비스가 'secret key must not be empty'로 시작하지 않았다.",
        "{svc} 서비스를 새 호스트로 옮겼더니 암호화된 컬럼을 읽지 못했다.",
        "기존 쿠키를 새 인스턴스가 받아들이도록 사용자가 예전 서버의 값을 알려줬다.",
    ]),
    "les": ([
        "All instances must share the same secret; a per-pod random default invalidates sessions on every restart.",
        "Changing this secret logs everyone out and breaks signed links, so rotate it deliberately.",
        "The encryption key is separate from the signing key; only the first one decrypts the columns.",
        "The framework reads {env} once at import time, so setting it later in code has no effect.",
    ], [
        "모든 인스턴스가 같은 시크릿을 써야 한다. 파드마다 랜덤 기본값을 쓰면 재시작할 때마다 세션이 깨진다.",
        "이 시크릿을 바꾸면 전원이 로그아웃되고 서명 링크도 깨지므로 계획해서 바꿔야 한다.",
        "암호화 키와 서명 키는 별개다. 컬럼 복호화는 암호화 키로만 된다.",
        "프레임워크가 import 시점에 {env} 값을 한 번만 읽으므로 나중에 코드에서 바꿔도 소용없다.",
    ]),
    "ask": ([
        "Should {svc} get a fresh secret per environment?",
        "Is it fine to log everyone out when the secret is rotated?",
    ], [
        "{svc} 서비스에 환경별로 새 시크릿을 만들까요?",
        "시크릿을 바꾸면 전원이 로그아웃되는데 괜찮을까요?",
    ]),
    "askv": ([
        "Is `{v}` the value production uses today?",
    ], [
        "운영에서 지금 쓰는 값이 `{v}` 맞나요?",
    ]),
}

STAGES = ["staging", "production", "dev", "QA", "sandbox"]
JOBS = ["deploy-prod", "e2e-tests", "release", "nightly-sync", "integration", "publish", "smoke"]
SSIDS = ["ACME-Office", "Lab-5G", "NURI_GUEST", "iptime-3F", "KT_GiGA_2G_Wave2", "olleh_WiFi_7A1C", "U+Net8F2D", "Factory-IoT"]


# ============================================================================= secret stories
def slots_for(lang, **kw):
    s = {"svc": pick(SERVICES), "stage": pick(STAGES), "job": pick(JOBS), "host": pick(HOSTS),
         "file": ".env", "env": "SECRET", "vendor": "the vendor", "topic": "credential",
         "system": "the server", "user": pick(USERNAMES), "tool": "the CLI", "ssid": pick(SSIDS)}
    s.update(kw)
    s.setdefault("src", s["file"])
    if lang == "ko":
        for k in ("topic", "system", "tool"):
            s[k + "_i"] = josa(s[k], "이/가")
            s[k + "_eul"] = josa(s[k], "을/를")
            s[k + "_eun"] = josa(s[k], "은/는")
    return s


def story(fam, cat, secrets, snippet, file, value, label, slots, **extra):
    d = {"fam": fam, "cat": cat, "secrets": secrets, "snippet": snippet, "file": file,
         "value": value, "label": label, "slots": slots}
    d.update(extra)
    return d


CONF_FILES = [".env", "config/settings.yaml", "values-prod.yaml", "application.yml", "k8s/secret.yaml", ".env.production",
              "config.toml", "docker-compose.yml"]


def _inlineable(v):
    return v is not None and "\n" not in v and len(v) <= 240


def st_vendor(lang, vd=None):
    vd = vd or pick(VENDORS)
    vals = vd["gen"]()
    secrets = [v for _, v, s in vals if s]
    r = R.random()
    if vd["auth"] and r < 0.35:
        style, text, extra = render_http(vd, vals)
        secrets = secrets + extra
        mode, fn = style, style
    elif r < 0.85 or not _inlineable([v for _, v, s in vals if s][-1]):
        c, fn, text = render_kv(vals)
        mode = c
    else:
        text, fn, mode = None, "chat", "inline"
    prim = [(k, v) for k, v, s in vals if s][-1]
    topic = vd["what_ko"] if lang == "ko" else vd["what_en"]
    src = fn
    if mode not in CONTAINERS:
        fn = pick(CONF_FILES)
        kind = "chat" if mode == "inline" else "code" if mode in ("python requests", "fetch") else "request" if mode == "raw HTTP request" else "terminal"
        src = {"chat": ("chat", "채팅"), "code": ("the client code", "클라이언트 코드"), "request": ("the captured request", "캡처한 요청"),
               "terminal": ("the terminal", "터미널")}[kind][_li(lang)]
    sl = slots_for(lang, vendor=vd["name"], topic=topic, env=prim[0], file=fn, src=src)
    return story("vendor", "vendor token: %s / %s [%s] in %s" % (vd["name"], vd["what_en"], vd["region"], mode),
                 secrets, text, fn, prim[1] if _inlineable(prim[1]) else None, prim[0], sl,
                 vendor=vd["name"], inline_ok=(mode == "inline"))


ACCOUNTS = [
    ("the staging Postgres", "스테이징 Postgres", "app_rw", "DB_PASSWORD", "pg"),
    ("the production MySQL", "운영 MySQL", "root", "MYSQL_ROOT_PASSWORD", "mysql"),
    ("the Grafana admin account", "Grafana 관리자 계정", "admin", "GF_SECURITY_ADMIN_PASSWORD", "web"),
    ("the shared QA test account", "QA 공용 테스트 계정", "qa01@acme-shop.io", "QA_LOGIN_PASSWORD", "web"),
    ("the office NAS", "사무실 NAS", "admin", "NAS_PASSWORD", "web"),
    ("Jenkins", "Jenkins 서버", "jenkins", "JENKINS_ADMIN_PASSWORD", "web"),
    ("RabbitMQ", "RabbitMQ 브로커", "mq_user", "RABBITMQ_DEFAULT_PASS", "svc"),
    ("the Redis cache", "Redis 캐시", "default", "REDIS_PASSWORD", "svc"),
    ("the SMTP relay", "SMTP 릴레이", "noreply@nuri-pay.co.kr", "SMTP_PASSWORD", "svc"),
    ("the router admin page", "공유기 관리자 페이지", "admin", "ROUTER_ADMIN_PASSWORD", "web"),
    ("the Keycloak admin console", "Keycloak 관리 콘솔", "admin", "KEYCLOAK_ADMIN_PASSWORD", "web"),
    ("MinIO", "MinIO 스토리지", "minio-root", "MINIO_ROOT_PASSWORD", "svc"),
    ("the Elasticsearch cluster", "Elasticsearch 클러스터", "elastic", "ELASTIC_PASSWORD", "svc"),
    ("the LDAP bind account", "LDAP 바인드 계정", "cn=svc-ldap,ou=apps,dc=corp,dc=example,dc=com", "LDAP_BIND_PASSWORD", "svc"),
    ("the Java keystore", "자바 키스토어", "release", "KEYSTORE_PASSWORD", "file"),
    ("the Airflow web UI", "Airflow 웹 UI", "airflow", "AIRFLOW_ADMIN_PASSWORD", "web"),
    ("the Nexus repository", "Nexus 저장소", "deployer", "NEXUS_PASSWORD", "registry"),
    ("the Apple ID used for TestFlight uploads", "TestFlight 업로드용 Apple ID", "ios-release@pixelforge.app", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD", "web"),
    ("the Gmail account that sends reports", "리포트 발송용 Gmail 계정", "reports@hanbit-store.kr", "GMAIL_APP_PASSWORD", "svc"),
    ("the ERP test account", "ERP 테스트 계정", "erp_test02", "ERP_PASSWORD", "web"),
    ("the Windows build VM", "윈도우 빌드 VM", "Administrator", "WIN_ADMIN_PASSWORD", "host"),
    ("the company VPN", "회사 VPN", "jkim", "VPN_PASSWORD", "web"),
    ("the Oracle reporting schema", "오라클 리포트 스키마", "RPT_USER", "ORACLE_PASSWORD", "db"),
    ("the partner SFTP drop", "파트너 SFTP 서버", "partner_upload", "SFTP_PASSWORD", "sftp"),
    ("the Superset admin", "Superset 관리자", "admin", "SUPERSET_ADMIN_PASSWORD", "web"),
    ("the MongoDB replica set", "MongoDB 레플리카셋", "app", "MONGO_PASSWORD", "db"),
    ("the Kafka SASL user", "Kafka SASL 계정", "svc-orders", "KAFKA_SASL_PASSWORD", "svc"),
    ("the iDRAC of the GPU server", "GPU 서버 iDRAC", "root", "IDRAC_PASSWORD", "web"),
]


def account_password(env):
    if "APPLICATION_SPECIFIC" in env:
        return "Apple app-specific password", "-".join(rs(LO, 4) for _ in range(4))
    if env == "GMAIL_APP_PASSWORD":
        return "Google app password", " ".join(rs(LO, 4) for _ in range(4))
    return any_password()


def st_password(lang):
    sys_en, sys_ko, user, env, akind = pick(ACCOUNTS)
    pwl, pw = account_password(env)
    host = pick(HOSTS)
    system = sys_ko if lang == "ko" else sys_en
    secrets = [pw]
    safe_url = url_quote_pw(pw)
    allowed = [0, 1, 2, 3, 13, 14]
    allowed += {"pg": [5, 11], "mysql": [7, 11], "db": [11], "host": [11, 6], "registry": [6, 8, 9, 10],
                "web": [6], "svc": [6], "sftp": [6, 12], "file": []}[akind]
    k = pick(allowed)
    if k <= 4:
        pairs = [[env.replace("PASSWORD", "USER").replace("_PASS", "_USER"), user, False], [env, pw, True]]
        if chance(0.4):
            pairs = pairs[1:]
        c, fn, text = render_kv(pairs)
        mode = c
    elif k == 5 and ":" not in pw and " " not in pw:
        fn, mode = "~/.pgpass", "pgpass"
        text = "%s:5432:%s:%s:%s" % (host, pick(["app", "orders", "*"]), user, pw)
    elif k == 6 and " " not in pw:
        fn, mode = "~/.netrc", "netrc"
        text = "machine %s\n  login %s\n  password %s" % (host, user, pw)
    elif k == 7:
        fn, mode = "~/.my.cnf", "my.cnf"
        text = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (user, pw, host)
    elif k == 8:
        fn, mode = "~/.docker/config.json", "docker config auth"
        blob = basic_b64(user, pw)
        text = json.dumps({"auths": {pick(["registry.gitlab.com", "harbor.corp.example.com", "nexus.internal:5000"]): {"auth": blob}}}, indent=2)
        secrets = [blob]
    elif k == 9:
        fn, mode = "~/.npmrc", "npmrc _password"
        blob = b64e(pw.encode("utf-8"))
        text = "registry=https://nexus.corp.example.com/repository/npm-group/\n//nexus.corp.example.com/repository/npm-group/:username=%s\n//nexus.corp.example.com/repository/npm-group/:_password=%s\n//nexus.corp.example.com/repository/npm-group/:always-auth=true" % (user.split("@")[0], blob)
        secrets = [blob]
    elif k == 10:
        fn, mode = "pip.conf", "pip index-url"
        text = "[global]\nindex-url = https://%s:%s@nexus.corp.example.com/repository/pypi/simple\ntimeout = 60" % (urllib.parse.quote(user.split("@")[0]), safe_url)
        secrets = [safe_url]
    elif k == 11 and " " not in pw and "'" not in pw:
        fn, mode = "inventory.ini", "ansible inventory"
        text = "[%s]\n%s ansible_user=%s ansible_password='%s'%s" % ("windows" if akind == "host" else "db", host, user.split("@")[0], pw,
                                                               " ansible_connection=winrm" if akind == "host" else " ansible_become=true")
    elif k == 12 and not any(ch in XML_BAD for ch in pw):
        fn, mode = "FileZilla sitemanager.xml", "filezilla base64 pass"
        blob = b64e(pw.encode("utf-8"))
        text = '<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>' % (host, user.split("@")[0], blob)
        secrets = [blob]
    elif k == 13:
        fn, mode = "accounts table", "table"
        text = "| system | user | password |\n|---|---|---|\n| %s | %s | %s |\n| %s | %s | (ask ops) |" % (
            sys_en[4:] if sys_en.startswith("the ") else sys_en, user, pw, pick(["Sentry", "Metabase", "Harbor"]), pick(USERNAMES))
    else:
        text, fn, mode = None, "chat", "inline"
    sl = slots_for(lang, system=system, user=user, env=env, file=fn, host=host,
                   topic=("%s 비밀번호" % sys_ko) if lang == "ko" else ("password for %s" % sys_en))
    val = pw if pw in secrets else None
    return story("password", "password: %s (%s) in %s" % (sys_en, pwl, mode), secrets, text, fn, val,
                 "password", sl, inline_ok=(mode == "inline"))


def _q(pw):
    return "'%s'" % pw if needs_quote(pw) or any(ord(c) > 127 for c in pw) else pw


def command_variant(user, pw, host):
    """-> (tool, text, secrets, label).  All passwords are shell-safe (no quotes/backslash)."""
    enc = url_quote_pw(pw)
    db = pick(["orders", "app", "billing", "analytics", "crm"])
    k = rint(0, 33)
    if k == 0:
        return "mysql", "mysql -h %s -u %s -p%s %s" % (host, user, _q(pw), db), [pw], "mysql -p attached password"
    if k == 1:
        return "mysql", "mysql --host=%s --user=%s --password=%s -e 'SHOW PROCESSLIST'" % (host, user, _q(pw)), [pw], "mysql --password="
    if k == 2:
        return "mysqldump", "mysqldump -u%s -p%s --single-transaction %s | gzip > /backup/%s_$(date +%%F).sql.gz" % (user, _q(pw), db, db), [pw], "mysqldump -p attached"
    if k == 3:
        return "psql", "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (_q(pw), host, user, db), [pw], "PGPASSWORD env prefix"
    if k == 4:
        return "psql", 'psql "postgresql://%s:%s@%s:5432/%s?sslmode=require"' % (user, enc, host, db), [enc], "psql URL user:pass"
    if k == 5:
        return "redis-cli", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO replication" % (host, _q(pw)), [pw], "redis-cli -a"
    if k == 6:
        return "mongosh", 'mongosh "mongodb://%s:%s@%s:27017/admin?authSource=admin"' % (user, enc, host), [enc], "mongosh URI"
    if k == 7:
        return "sshpass", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart nginx'" % (_q(pw), user, host), [pw], "sshpass -p"
    if k == 8:
        up = ("'%s:%s'" if needs_quote(pw) or any(ord(c) > 127 for c in pw) else "%s:%s") % (user, pw)
        return "curl", "curl -u %s https://%s/api/health" % (up, host), [pw], "curl -u user:pass"
    if k == 9:
        return "wget", "wget --user=%s --password=%s https://%s/exports/latest.csv" % (user, _q(pw), host), [pw], "wget --password"
    if k == 10:
        return "htpasswd", "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (user, _q(pw)), [pw], "htpasswd positional password"
    if k == 11:
        return "docker login", "docker login -u %s -p %s harbor.corp.example.com" % (user, _q(pw)), [pw], "docker login -p"
    if k == 12:
        return "docker login", "echo %s | docker login registry.gitlab.com -u %s --password-stdin" % (_q(pw), user), [pw], "echo password | --password-stdin"
    if k == 13:
        return "git clone", "git clone https://%s:%s@git.corp.example.com/%s.git" % (user, enc, pick(REPOS)), [enc], "git clone URL credentials"
    if k == 14:
        return "smbclient", "smbclient //nas01/share -U '%s%%%s' -c 'ls'" % (user, pw), [pw], "smbclient -U user%pass"
    if k == 15:
        return "net use", "net use Z: \\\\nas01\\share /user:CORP\\%s %s /persistent:no" % (user, _q(pw).replace("'", '"')), [pw], "net use positional password"
    if k == 16:
        return "rabbitmqctl", "rabbitmqctl add_user %s %s && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (user, _q(pw), user), [pw], "rabbitmqctl add_user positional"
    if k == 17:
        return "ldapsearch", "ldapsearch -x -H ldaps://ldap.corp.example.com -D 'cn=%s,ou=svc,dc=corp,dc=example,dc=com' -w %s -b 'ou=people,dc=corp,dc=example,dc=com' '(uid=jkim)'" % (user, _q(pw)), [pw], "ldapsearch -w"
    if k == 18:
        return "sqlcmd", "sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (host, pw), [pw], "sqlcmd -P"
    if k == 19 and "/" not in pw and "@" not in pw:
        return "sqlplus", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (user, _q(pw), host), [pw], "sqlplus user/pass@db"
    if k == 20:
        return "keytool", "keytool -importkeystore -srckeystore old.p12 -srcstoretype PKCS12 -srcstorepass %s -destkeystore app.jks -deststorepass %s" % (_q(pw), _q(pw)), [pw], "keytool -storepass twice"
    if k == 21:
        return "openssl", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % _q(pw), [pw], "openssl -passout pass:"
    if k == 22:
        return "zip", "zip -P %s -r export_%s.zip ./export" % (_q(pw), rs(DG, 8)), [pw], "zip -P"
    if k == 23:
        return "7z", "7z a -p%s -mhe=on backup.7z ./dump" % _q(pw), [pw], "7z -p attached"
    if k == 24:
        ak, sk = rs(ANU, 20), rs(AN, 40)
        return "mc", "mc alias set prod https://minio.internal:9000 %s %s" % (ak, sk), [ak, sk], "mc alias positional access/secret"
    if k == 25:
        sec = rs(AN, 3) + "8Q~" + rs(AN + "_-.~", 34)
        return "az login", "az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), sec, uuid4()), [sec], "az login -p client secret"
    if k == 26:
        return "vault login", "vault login -method=userpass username=%s password=%s" % (user, _q(pw)), [pw], "vault userpass password="
    if k == 27:
        return "kubectl", "kubectl -n prod create secret generic db-credentials --from-literal=username=%s --from-literal=password=%s" % (user, _q(pw)), [pw], "kubectl --from-literal password"
    if k == 28:
        return "chpasswd", "echo '%s:%s' | sudo chpasswd" % (user, pw), [pw], "echo user:pass | chpasswd"
    if k == 29:
        return "psql", "psql -h %s -U postgres -c \"ALTER USER %s WITH PASSWORD '%s';\"" % (host, user, pw), [pw], "SQL ALTER USER PASSWORD"
    if k == 30:
        return "mysql", "mysql -uroot -p -e \"CREATE USER '%s'@'%%' IDENTIFIED BY '%s'; GRANT SELECT ON %s.* TO '%s'@'%%';\"" % (user, pw, db, user), [pw], "SQL IDENTIFIED BY (with -p prompt)"
    if k == 31:
        return "xfreerdp", "xfreerdp /v:%s /u:%s /p:%s /cert:ignore +clipboard" % (host, user, _q(pw)), [pw], "xfreerdp /p:"
    if k == 32:
        return "ansible-playbook", "ansible-playbook site.yml -i inventory/prod -e 'ansible_become_password=%s'" % pw, [pw], "ansible -e become password"
    return "java", "java -jar %s.jar --spring.datasource.username=%s --spring.datasource.password=%s" % (pick(SERVICES), user, _q(pw)), [pw], "spring --datasource.password"


def st_command(lang):
    host = pick(HOSTS)
    user = pick(USERNAMES)
    while True:
        pwl, pw = any_password(exclude_space=chance(0.7))
        if "'" in pw:
            continue
        tool, text, secrets, label = command_variant(user, pw, host)
        break
    if chance(0.3):
        prompt = pick(["$ ", "%s@%s:~$ " % (pick(["ubuntu", "ec2-user", "deploy"]), host.split(".")[0]), "PS C:\\> ", "# "])
        text = prompt + text
    outs = {"mysql": ["mysql: [Warning] Using a password on the command line interface can be insecure."],
            "mysqldump": ["mysqldump: [Warning] Using a password on the command line interface can be insecure."],
            "docker login": ["WARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", "Login Succeeded"],
            "redis-cli": ["# Replication\nrole:master\nconnected_slaves:1"],
            "rabbitmqctl": ["Adding user \"%s\" ..." % user],
            "psql": ["psql: error: connection to server at \"%s\", port 5432 failed: timeout expired" % host],
            "sshpass": ["Warning: Permanently added '%s' (ED25519) to the list of known hosts." % host],
            "htpasswd": ["Adding password for user %s" % user],
            "kubectl": ["secret/db-credentials created"]}
    if tool in outs and chance(0.4):
        text += "\n" + pick(outs[tool])
    sl = slots_for(lang, tool=tool, host=host, user=user, file="~/.bash_history",
                   src="the terminal" if lang == "en" else "터미널")
    val = secrets[-1]
    if len(secrets) == 1 and secrets[0] != pw and urllib.parse.unquote(secrets[0]) == pw:
        secrets = secrets + [pw]
        val = pw
    return story("command", "shell: %s (%s)" % (label, pwl), secrets, text, "terminal", val, "password", sl)


def connstr_variant(user, pw, host):
    """-> (label, text_of_value, secrets, env)."""
    enc = url_quote_pw(pw)
    db = pick(["orders", "app", "billing", "analytics", "crm", "payments"])
    k = rint(0, 16)
    if k == 0:
        return "postgres URL", "postgres://%s:%s@%s:5432/%s?sslmode=require" % (user, enc, host, db), [enc], "DATABASE_URL"
    if k == 1:
        return "mysql URL", "mysql://%s:%s@%s:3306/%s" % (user, enc, host, db), [enc], "DATABASE_URL"
    if k == 2:
        return "mongodb+srv URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, enc, rs(ANL, 5), db), [enc], "MONGODB_URI"
    if k == 3:
        return "redis URL", "%s://%s:%s@%s:6379/0" % (pick(["redis", "rediss"]), pick(["", "default"]), enc, host), [enc], "REDIS_URL"
    if k == 4:
        return "amqp URL", "amqp://%s:%s@%s:5672/%s" % (user, enc, host, pick(["%2F", "orders", "prod"])), [enc], "BROKER_URL"
    if k == 5:
        return "JDBC query password", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (host, db, user, enc), [enc], "SPRING_DATASOURCE_URL"
    if k == 6 and ";" not in pw:
        return "JDBC sqlserver", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true;trustServerCertificate=true" % (host, db, user, pw), [pw], "JDBC_URL"
    if k == 7 and ";" not in pw:
        return "ADO.NET connection string", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (host, db, user, pw), [pw], "ConnectionStrings__Default"
    if k == 8 and "}" not in pw and ";" not in pw:
        return "ODBC connection string", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd={%s};" % (host, db, user, pw), [pw], "ODBC_CONN"
    if k == 9:
        return "SQLAlchemy URL", "postgresql+psycopg2://%s:%s@%s/%s" % (user, enc, host, db), [enc], "SQLALCHEMY_DATABASE_URI"
    if k == 10:
        return "SMTP URL", "smtp://%s:%s@smtp.%s:587" % (urllib.parse.quote(user), enc, pick(DOMAINS)), [enc], "EMAIL_URL"
    if k == 11:
        key, sec = rs(ANU, 16), rs(B64, 64)
        return "Kafka SASL JAAS", 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (key, sec), [key, sec], "KAFKA_SASL_JAAS_CONFIG"
    if k == 12:
        acct, keyv = "st" + rs(ANL, 10), rs(B64, 86) + "=="
        return "Azure Storage connection string", "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, keyv), [keyv], "AZURE_STORAGE_CONNECTION_STRING"
    if k == 13:
        sak = b64e(rbytes(32))
        return "Service Bus connection string", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-bus", "orders-ns"]), sak), [sak], "SERVICEBUS_CONNECTION"
    if k == 14 and " " not in pw and "'" not in pw:
        return "libpq keyword string", "host=%s port=5432 dbname=%s user=%s password=%s sslmode=verify-full" % (host, db, user, pw), [pw], "PG_DSN"
    if k == 15 and "," not in pw:
        return "StackExchange.Redis string", "%s:6380,password=%s,ssl=True,abortConnect=False" % (host, pw), [pw], "Redis__Configuration"
    return "Elasticsearch URL", "https://elastic:%s@%s:9200" % (enc, host), [enc], "ELASTICSEARCH_URL"


def st_connstr(lang):
    host, user = pick(HOSTS), pick(USERNAMES)
    pwl, pw = any_password(exclude_space=True)
    label, cs, secrets, env = connstr_variant(user, pw, host)
    svc = pick(SERVICES)
    k = rint(0, 5)
    if k <= 2:
        c, fn, text = render_kv([[env, cs, True]], svc=svc)
        mode = c
    elif k == 3:
        fn, mode = "traceback", "python traceback"
        text = ('Traceback (most recent call last):\n  File "/app/%s/db.py", line %d, in connect\n    engine = create_engine(settings.DATABASE_URL, pool_pre_ping=True)\n'
                "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server: Connection timed out\n"
                "(Background on this error at: https://sqlalche.me/e/20/e3q8)\nDATABASE_URL=%s" % (svc.replace("-", "_"), rint(20, 300), cs))
    elif k == 4:
        fn, mode = "application log", "java log"
        text = ("%s ERROR [main] o.s.b.SpringApplication : Application run failed\n"
                "java.lang.IllegalStateException: Failed to obtain JDBC Connection; url=%s\n"
                "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:%d)" % (
                    "2025-%02d-%02d %02d:%02d:%02d.%03d" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999)),
                    cs, rint(100, 600)))
    else:
        lng = pick(["python", "node", "go"])
        fn, mode = "code", lng + " code"
        if lng == "python":
            text = 'engine = create_engine(\n    "%s",\n    pool_size=10,\n)' % cs
        elif lng == "node":
            text = "const pool = new Pool({ connectionString: '%s', max: 10 });" % cs
        else:
            text = 'db, err := sql.Open("pgx", "%s")\nif err != nil {\n\tlog.Fatal(err)\n}' % cs
    sl = slots_for(lang, svc=svc, env=env, file=fn, host=host, user=user,
                   topic="접속 문자열" if lang == "ko" else "connection string")
    val = secrets[-1]
    if len(secrets) == 1 and secrets[0] != pw and urllib.parse.unquote(secrets[0]) == pw:
        secrets = secrets + [pw]      # raw form, listed only if a frame writes it out
        val = pw
    return story("connstr", "connection string: %s (%s) in %s" % (label, pwl, mode), secrets, text, fn, val, "password", sl)


def st_http(lang):
    host = pick(["api.%s" % pick(DOMAINS), "admin.%s" % pick(DOMAINS), "partner-gw.%s" % pick(DOMAINS), pick(HOSTS)])
    svc = pick(SERVICES)
    path = pick(["/v1/orders?status=pending", "/api/v2/users/me", "/admin/export", "/graphql", "/v1/settlements/2025-%02d" % rint(1, 12), "/api/reports/daily"])
    k = rint(0, 9)
    user = pick(USERNAMES)
    if k <= 1:
        pwl, pw = any_password(exclude_space=True)
        blob = basic_b64(user, pw)
        secrets = [blob]
        label = "Basic auth header (%s)" % pwl
        hdr = "Authorization: Basic " + blob
        text = "GET %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (path, host, hdr)
        val = blob
    elif k == 2:
        tok = user_jwt()
        secrets, label, val = [tok], "Bearer JWT", tok
        text = "curl '%s' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer %s' \\\n  --compressed" % ("https://" + host + path, tok)
    elif k == 3:
        tok = pick([rs(AN, 40), rs(HEX, 64), "at_" + rs(B64U, 43), b64u_nopad(rbytes(48))])
        secrets, label, val = [tok], "Bearer opaque token", tok
        text = "POST %s HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nContent-Type: application/json\n\n{\"dryRun\": true}" % (path, host, tok)
    elif k == 4:
        tok = pick([rs(AN, 32), "key_" + rs(AN, 32), uuid4(), rs(HEX, 48)])
        hn = pick(["X-API-Key", "x-api-key", "Api-Key", "X-Auth-Token", "X-Internal-Token"])
        secrets, label, val = [tok], "%s header" % hn, tok
        text = "http GET https://%s%s %s:%s" % (host, path, hn, tok)
    elif k == 5:
        cn, cv = session_cookie()
        secrets, label, val = [cv], "Cookie header (%s)" % cn, cv if len(cv) <= 240 else None
        text = "curl 'https://%s%s' \\\n  -H 'cookie: _ga=GA1.1.%d.%d; lang=ko; %s=%s; theme=dark' \\\n  -H 'user-agent: Mozilla/5.0'" % (
            host, path, rint(10**8, 10**9), rint(10**9, 2 * 10**9), cn, cv)
    elif k == 6:
        cn, cv = session_cookie()
        secrets, label, val = [cv], "Set-Cookie response (%s)" % cn, None
        text = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax\nX-Request-Id: %s" % (cn, cv, uuid4())
    elif k == 7:
        tok = user_jwt()
        secrets, label, val = [tok], "HAR header entry", None
        text = json.dumps({"request": {"method": "GET", "url": "https://%s%s" % (host, path), "headers": [
            {"name": "accept", "value": "application/json"}, {"name": "authorization", "value": "Bearer " + tok}]}}, indent=1)
    elif k == 8:
        tok = pick([rs(AN, 32), rs(HEX, 40), b64u_nopad(rbytes(30))])
        secrets, label, val = [tok], "access_token in query (nginx log)", tok
        text = '%d.%d.%d.%d - - [%02d/Oct/2025:%02d:%02d:%02d +0900] "GET %s%saccess_token=%s HTTP/1.1" 200 %d "-" "okhttp/4.12.0"' % (
            rint(1, 223), rint(0, 255), rint(0, 255), rint(1, 254), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59),
            path, "&" if "?" in path else "?", tok, rint(200, 90000))
    else:
        pwl, pw = any_password(exclude_space=True)
        blob = basic_b64(user, pw)
        secrets, label, val = [blob], "nginx proxy_set_header Basic (%s)" % pwl, blob
        text = "location /upstream/ {\n    proxy_pass https://%s/;\n    proxy_set_header Authorization \"Basic %s\";\n}" % (host, blob)
    sl = slots_for(lang, svc=svc, host=host, file="request", user=user, src="the captured request" if lang == "en" else "캡처한 요청",
                   topic="인증 헤더" if lang == "ko" else "auth header")
    return story("http", "http: %s" % label, secrets, text, "request", val, "token", sl)


def st_signed(lang):
    kind, url, secrets = signed_url()
    svc = pick(SERVICES)
    k = rint(0, 2)
    if k == 0:
        text = url
    elif k == 1:
        text = '%s INFO [%s] export ready url=%s' % ("2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), svc, url)
    else:
        text = "curl -o export.bin '%s'" % url
    sl = slots_for(lang, svc=svc, file="link", src="the link" if lang == "en" else "링크",
                   topic="서명 URL" if lang == "ko" else "signed URL")
    return story("signed_url", "signed URL: %s" % kind, secrets, text, "link", None, "signature", sl)


def pem_block(label, lines):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def st_key(lang):
    svc, host = pick(SERVICES), pick(HOSTS)
    k = rint(0, 8)
    if k == 0:
        label, lines = pem_openssh_ed25519(pick(["deploy@ci-runner", "jkim@macbook", "github-actions", "backup@" + host.split(".")[0]]))
        text = "$ cat ~/.ssh/%s\n%s" % (pick(["id_ed25519", "deploy_key", "ci_key"]), pem_block(label, lines))
        secrets, mode = lines, "OpenSSH ed25519 private key"
    elif k == 1:
        label, lines = pem_ec_p256()
        text = pem_block(label, lines)
        secrets, mode = lines, "EC P-256 private key (SEC1)"
    elif k == 2:
        label, lines = pem_ed25519_pkcs8()
        text = 'JWT_PRIVATE_KEY="%s"' % pem_block(label, lines).replace("\n", "\\n")
        secrets, mode = lines, "PKCS#8 Ed25519 key in .env with \\n escapes"
    elif k == 3:
        label, lines = pem_rsa_partial(pkcs8=True)
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...(truncated)..."
        proj = pick(["acme-prod", "nuri-data-417", "pixelforge-ml"])
        text = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}'
                % (proj, pk, svc, proj))
        secrets, mode = lines, "GCP service-account JSON private_key (truncated RSA)"
    elif k == 4:
        label, lines = pem_rsa_partial(pkcs8=False)
        text = "stringData:\n  tls.crt: |\n    -----BEGIN CERTIFICATE-----\n    (unchanged)\n  tls.key: |\n    -----BEGIN %s-----\n%s\n    ..." % (label, "\n".join("    " + l for l in lines))
        secrets, mode = lines, "RSA key head in k8s Secret tls.key"
    elif k == 5:
        label, lines = pem_ec_p256()
        text = 'resource "tls_locally_signed_cert" "api" {\n  ca_private_key_pem = <<EOT\n%s\nEOT\n}' % pem_block(label, lines)
        secrets, mode = lines, "EC key in Terraform heredoc"
    elif k == 6:
        priv, psk, pub = wireguard_key(), wireguard_key(), wireguard_key()
        text = "[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = %s:51820\nAllowedIPs = 10.0.0.0/16" % (
            priv, rint(2, 250), pub, ("PresharedKey = %s\n" % psk) if chance(0.5) else "", pick(["vpn.acme-shop.io", "203.0.113.%d" % rint(2, 250)]))
        secrets = [priv] + ([psk] if psk in text else [])
        mode = "WireGuard PrivateKey (+PresharedKey)"
    elif k == 7:
        pubb = b64e(_ssh_str("ssh-ed25519") + _ssh_str(rbytes(32)))
        privb = b64e(_ssh_str(rbytes(32)))
        text = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\nPrivate-Lines: 1\n%s\nPrivate-MAC: %s"
                % (pick(["eddsa-key-20250312", "deploy@win-build"]), "\n".join(wrap(pubb, 64)), privb, rs(HEX, 64)))
        secrets, mode = [privb], "PuTTY .ppk private lines"
    else:
        label, lines = pem_openssh_ed25519("ci@" + svc)
        text = "- name: Install deploy key\n  run: |\n    mkdir -p ~/.ssh\n    cat > ~/.ssh/id_ed25519 <<'KEY'\n%s\n    KEY\n    chmod 600 ~/.ssh/id_ed25519" % "\n".join("    " + l for l in pem_block(label, lines).split("\n"))
        secrets, mode = lines, "OpenSSH key pasted in CI step"
    sl = slots_for(lang, svc=svc, host=host, file="key file", src="the key file" if lang == "en" else "키 파일",
                   topic="개인 키" if lang == "ko" else "private key")
    val = secrets[0] if len(secrets) == 1 and _inlineable(secrets[0]) else None
    fam = "key" if k in (0, 7, 8) else "vpnkey" if k == 6 else "signkey"
    return story(fam, "private key: %s" % mode, secrets, text, "key", val, "PrivateKey", sl)


def st_mfa(lang):
    sys_en, sys_ko = pick([("the shared AWS root account", "공용 AWS 루트 계정"), ("the ops Google Workspace admin", "운영 구글 워크스페이스 관리자"),
                           ("GitHub org owner account", "GitHub 조직 소유자 계정"), ("the payment-gateway merchant console", "PG사 가맹점 관리자 콘솔"),
                           ("the registrar account", "도메인 등록기관 계정"), ("the Apple developer account", "애플 개발자 계정"),
                           ("the NHN Cloud console", "NHN Cloud 콘솔"), ("the Cloudflare account", "Cloudflare 계정")])
    system = sys_ko if lang == "ko" else sys_en
    k = rint(0, 8)
    val = None
    if k == 0:
        seed = rs(B32, pick([16, 32]))
        text = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            pick(["ACME", "GitHub", "AWS", "NuriPay"]), pick(FIRST_NAMES) + "%40" + pick(DOMAINS), seed, pick(["ACME", "GitHub", "AWS", "NuriPay"]))
        secrets, mode, val = [seed], "TOTP otpauth URI", seed
    elif k == 1:
        seed = totp_seed()
        text = None
        secrets, mode, val = [seed], "TOTP setup key inline", seed
    elif k == 2:
        seed = rs(B32, 32)
        text = 'import pyotp\n\ntotp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
        secrets, mode, val = [seed], "TOTP seed in code", seed
    elif k in (3, 4):
        kind, codes = recovery_codes()
        text = "\n".join(codes) if chance(0.5) else "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        secrets, mode = codes, "%s recovery codes" % kind
        val = codes[0] if len(codes) == 1 else None
    elif k == 5:
        key = bitlocker_key()
        text = "BitLocker recovery\nKey ID: %s\nRecovery key: %s" % (uuid4().upper()[:8], key)
        secrets, mode, val = [key], "BitLocker recovery key", key
    elif k == 6:
        newpin, puk = rs(DG, 8), rs(DG, 8)
        text = "ykman piv access change-pin --pin 123456 --new-pin %s\nykman piv access change-puk --puk 12345678 --new-puk %s" % (newpin, puk)
        secrets, mode, val = [newpin, puk], "YubiKey PIV PIN/PUK", newpin
    elif k == 7:
        so, pin = rs(DG, 8), rs(DG, 10)
        text = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --login-type so --so-pin %s --init-pin --pin %s" % (so, pin)
        secrets, mode, val = [so, pin], "HSM SO PIN and user PIN", pin
    else:
        puk = rs(DG, 8)
        text = None
        secrets, mode, val = [puk], "SIM PUK code", puk
    sl = slots_for(lang, system=system, file="vault", src="the vault entry" if lang == "en" else "금고 항목", topic=("OTP 시드" if "TOTP" in mode else "복구 코드" if "recovery" in mode else "PIN 코드") if lang == "ko"
                   else ("TOTP seed" if "TOTP" in mode else "recovery codes" if "recovery" in mode else "PIN"))
    fam = "totp" if "TOTP" in mode else "recovery" if "recovery" in mode else "pin"
    pools = PIN_POOLS.get(mode)
    return story(fam, "mfa: %s" % mode, secrets, text, "vault", val, "code", sl, inline_ok=text is None, pools=pools)


def st_wifi(lang):
    ssid = pick(SSIDS)
    pw = wifi_pass()
    while "'" in pw or '"' in pw:
        pw = wifi_pass()
    k = rint(0, 8)
    if k == 0:
        text = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        mode = "wpa_supplicant psk"
    elif k == 1:
        pw = rs(HEX, 64)
        text = 'network={\n    ssid="%s"\n    #psk="..."\n    psk=%s\n}' % (ssid, pw)
        mode = "wpa_supplicant raw PSK hex"
    elif k == 2:
        text = 'nmcli dev wifi connect "%s" password "%s" ifname wlan0' % (ssid, pw)
        mode = "nmcli password"
    elif k == 3:
        text = "interface=wlan0\nssid=%s\nhw_mode=g\nchannel=6\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, pw)
        mode = "hostapd wpa_passphrase"
    elif k == 4:
        text = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw.replace(";", "").replace(":", ""))
        pw = pw.replace(";", "").replace(":", "")
        mode = "Wi-Fi QR payload"
    elif k == 5:
        text = 'network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        "%s":\n          password: "%s"' % (ssid, pw)
        mode = "netplan access-point password"
    elif k == 6:
        text = ('> netsh wlan show profile name="%s" key=clear\n...\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : %s' % (ssid, pw))
        mode = "netsh key=clear output"
    elif k == 7:
        text = '#include <WiFi.h>\n\nconst char* ssid = "%s";\nconst char* password = "%s";\n\nvoid setup() { WiFi.begin(ssid, password); }' % (ssid, pw)
        mode = "ESP32 sketch"
    else:
        text = None
        mode = "inline"
    if len(pw) < 8:
        return st_wifi(lang)
    sl = slots_for(lang, ssid=ssid, file="network config", src="the device config" if lang == "en" else "기기 설정", topic="Wi-Fi 비밀번호" if lang == "ko" else "Wi-Fi key")
    return story("wifi", "wifi: %s" % mode, [pw], text, "network config", pw, "password", sl, inline_ok=text is None)


def st_webhook(lang):
    svc = pick(SERVICES)
    if chance(0.15):
        sec = pick([rs(HEX, 40), pw_passphrase().replace(" ", "-"), rs(AN, 32)])
        c, fn, text = render_kv([["GITHUB_WEBHOOK_SECRET", sec, True]], svc=svc)
        sl = slots_for(lang, svc=svc, file=fn, topic="웹훅 시크릿" if lang == "ko" else "webhook secret")
        return story("whsecret", "webhook: GitHub webhook shared secret in %s" % c, [sec], text, fn, sec, "GITHUB_WEBHOOK_SECRET", sl)
    kind, url, secrets = webhook()
    k = rint(0, 5)
    if k == 0:
        c, fn, text = render_kv([["ALERT_WEBHOOK_URL", url, True]], svc=svc)
        mode = c
    elif k == 1:
        fn, mode = "deploy.sh", "curl POST"
        text = "curl -s -X POST -H 'Content-Type: application/json' \\\n  -d '{\"text\": \"%s deployed to prod\"}' \\\n  '%s'" % (svc, url)
    elif k == 2:
        fn, mode = "alertmanager.yml", "alertmanager receiver"
        text = "receivers:\n  - name: team-%s\n    webhook_configs:\n      - url: '%s'\n        send_resolved: true" % (svc.split("-")[0], url)
    elif k == 3:
        fn, mode = "notify.py", "python requests"
        text = 'WEBHOOK = "%s"\nrequests.post(WEBHOOK, json={"text": msg}, timeout=5)' % url
    elif k == 4:
        fn, mode = ".github/workflows/deploy.yml", "GitHub Actions step"
        text = "      - name: Notify\n        if: always()\n        run: |\n          curl -X POST -d \"{\\\"text\\\": \\\"${{ job.status }}\\\"}\" %s" % url
    else:
        fn, mode, text = "chat", "inline", None
    sl = slots_for(lang, svc=svc, file=fn, topic="웹훅 URL" if lang == "ko" else "webhook URL")
    return story("webhook", "webhook: %s in %s" % (kind, mode), secrets, text, fn, url if text is None else secrets[-1], "webhook", sl,
                 inline_ok=text is None)


def app_secret():
    k = rint(0, 11)
    if k == 0:
        return "Django SECRET_KEY", "DJANGO_SECRET_KEY", rs("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50)
    if k == 1:
        return "Rails secret_key_base", "SECRET_KEY_BASE", rs(HEX, 128)
    if k == 2:
        return "Laravel APP_KEY", "APP_KEY", "base64:" + b64e(rbytes(32))
    if k == 3:
        return "NextAuth secret", "NEXTAUTH_SECRET", b64e(rbytes(32))
    if k == 4:
        return "JWT HMAC secret", "JWT_SECRET", pick([rs(HEX, 64), pw_passphrase().replace(" ", "_"), b64e(rbytes(64))])
    if k == 5:
        return "Flask SECRET_KEY", "FLASK_SECRET_KEY", rs(HEX, 32)
    if k == 6:
        return "Fernet key", "FERNET_KEY", base64.urlsafe_b64encode(rbytes(32)).decode()
    if k == 7:
        return "Symfony APP_SECRET", "APP_SECRET", rs(HEX, 32)
    if k == 8:
        return "Jasypt encryptor password", "JASYPT_ENCRYPTOR_PASSWORD", pw_human()
    if k == 9:
        return "Rails master.key", "RAILS_MASTER_KEY", rs(HEX, 32)
    if k == 10:
        return "Ansible vault password", "ANSIBLE_VAULT_PASSWORD", pick([pw_passphrase().replace(" ", "-"), pw_human()])
    return "column encryption key", "DATA_ENCRYPTION_KEY", rs(HEX, 64)


def st_appsecret(lang):
    label, env, val = app_secret()
    svc = pick(SERVICES)
    c, fn, text = render_kv([[env, val, True]], svc=svc)
    sl = slots_for(lang, svc=svc, env=env, file=fn, topic=("%s 값" % env) if lang == "ko" else label)
    return story("appsecret", "app secret: %s in %s" % (label, c), [val], text, fn, val, env, sl)


def st_multi(lang):
    pairs, names = [], []
    for _ in range(rint(2, 3)):
        r = rint(0, 3)
        if r <= 1:
            vd = pick(VENDORS)
            pairs += vd["gen"]()
            names.append(vd["name"])
        elif r == 2:
            label, env, val = app_secret()
            pairs.append([env, val, True])
            names.append(label)
        else:
            host, user = pick(HOSTS), pick(USERNAMES)
            pwl, pw = any_password(exclude_space=True)
            label, cs, secs, env = connstr_variant(user, pw, host)
            if len(secs) == 1 and secs[0] in cs and cs.count(secs[0]) == 1:
                pairs.append([env, cs, "CS:" + secs[0]])
                names.append(label)
    envs = [p[0] for p in pairs]
    if len(dict.fromkeys(envs)) != len(envs) or len(pairs) < 2:
        return st_multi(lang)
    c, fn, text = render_kv([[k, v, bool(s)] for k, v, s in pairs])
    secrets = []
    for k, v, s in pairs:
        if isinstance(s, str) and s.startswith("CS:"):
            secrets.append(s[3:])
        elif s:
            secrets.append(v)
    svc = pick(SERVICES)
    sl = slots_for(lang, svc=svc, file=fn, vendor=names[0], env=envs[-1],
                   topic="여러 자격 증명" if lang == "ko" else "credentials", system=fn)
    return story("multi", "multi: %s in %s" % (" + ".join(names), c), secrets, text, fn, None, None, sl)


SECRET_BUILDERS = [("password", st_password), ("command", st_command), ("connstr", st_connstr),
                   ("http", st_http), ("signed_url", st_signed), ("key", st_key), ("mfa", st_mfa),
                   ("wifi", st_wifi), ("webhook", st_webhook), ("appsecret", st_appsecret), ("multi", st_multi)]


PIN_POOLS = {
    "BitLocker recovery key": {
        "sit": (["The build laptop for {system} asked for its BitLocker recovery key after a firmware update.",
                 "A Windows runner used for {system} rebooted into BitLocker recovery and the user read me the key."],
                ["펌웨어 업데이트 후 {system}용 빌드 노트북이 BitLocker 복구 키를 요구했다.",
                 "{system}에 쓰는 윈도우 러너가 재부팅 후 BitLocker 복구 화면에서 멈춰서 사용자가 키를 불러줬다."]),
        "les": (["The recovery key is tied to this disk only; keep it in the asset record, not in the ticket.",
                 "Suspend BitLocker before firmware updates, otherwise the TPM measurements change and recovery is triggered."],
                ["복구 키는 이 디스크 전용이다. 티켓이 아니라 자산 기록에 보관해야 한다.",
                 "펌웨어 업데이트 전에 BitLocker를 일시 중단해야 TPM 측정값이 바뀌어도 복구 모드로 빠지지 않는다."]),
    },
    "YubiKey PIV PIN/PUK": {
        "sit": (["The YubiKey for the release manager of {system} had to be re-provisioned.",
                 "Code signing for {system} moved to a YubiKey and the defaults had to be changed."],
                ["{system} 릴리스 담당자의 YubiKey를 다시 설정해야 했다.",
                 "{system} 코드 서명을 YubiKey로 옮기면서 기본값을 바꿔야 했다."]),
        "les": (["Too many wrong PIN attempts lock the PIV applet and then only the PUK resets it.",
                 "The default PIN and PUK must be changed before the token is handed over."],
                ["PIN을 여러 번 틀리면 PIV 애플릿이 잠기고 그때는 PUK로만 풀 수 있다.",
                 "토큰을 넘기기 전에 기본 PIN과 PUK를 반드시 바꿔야 한다."]),
    },
    "HSM SO PIN and user PIN": {
        "sit": (["The signing HSM for {system} had to be initialised and the runbook was missing the PINs.",
                 "The SoftHSM token used in the {system} test environment had to be recreated."],
                ["{system} 서명용 HSM을 초기화해야 했는데 런북에 PIN이 빠져 있었다.",
                 "{system} 테스트 환경에서 쓰는 SoftHSM 토큰을 다시 만들어야 했다."]),
        "les": (["The SO PIN is needed only for initialisation; the service itself uses the user PIN.",
                 "PKCS#11 slots are renumbered after re-initialisation, so the service must look the token up by label."],
                ["SO PIN은 초기화할 때만 필요하고 서비스는 사용자 PIN만 쓴다.",
                 "재초기화하면 PKCS#11 슬롯 번호가 바뀌므로 서비스는 라벨로 토큰을 찾아야 한다."]),
    },
    "SIM PUK code": {
        "sit": (["The test phone that receives SMS codes for {system} was locked and the SIM asked for its PUK.",
                 "The SMS-2FA test device for {system} locked its SIM after three wrong PIN entries."],
                ["{system} 문자 인증을 받는 테스트 폰이 잠겨서 SIM이 PUK를 요구했다.",
                 "{system} 문자 2FA용 테스트 기기가 PIN을 세 번 틀려 SIM이 잠겼다."]),
        "les": (["Ten wrong PUK entries destroy the SIM, so the PUK must be typed carefully and only once.",
                 "SMS-based 2FA ties the shared account to one physical SIM; a TOTP seed in the vault would avoid this."],
                ["PUK를 열 번 틀리면 SIM이 영구히 잠기므로 한 번에 정확히 입력해야 한다.",
                 "문자 2FA는 공용 계정을 실물 SIM 하나에 묶어 버린다. 금고의 TOTP 시드를 쓰면 피할 수 있다."]),
    },
}


# ============================================================================= frames (secret notes)
INTRO = (["Snippet:", "From {src}:", "Relevant lines of {src}:", "This is what was there:", "What the user pasted:",
          "Current version:", "For reference:", "Found this:"],
         ["{src} 내용:", "해당 부분:", "사용자가 붙여준 내용:", "현재 설정:", "참고:", "찾은 내용:"])
INLINE = (["The user said to use {v}.", "The value they gave me: {v}", "{label} = {v} (from the user, in chat).",
           "Working value: `{v}`.", "It finally worked with `{v}`.", "Value from the old server: {v} — it still works."],
          ["사용자가 알려준 값은 {v} 이다.", "받은 값: {v}", "{label} = {v} (채팅으로 받음)", "동작한 값은 `{v}`.",
           "`{v}` 값으로 바꾸니 됐다.", "예전 서버에 있던 값 {v} 그대로 쓰니 동작했다."])
SPLIT = (["The {label} the user gave me:", "For next time, the {label} is", "Credentials for later, {label}:",
          "They confirmed the {label} as"],
         ["사용자가 준 {label}:", "다음을 위해 적어 두면 {label} 값은", "나중에 쓸 {label}:", "확인받은 {label}:"])
CHAT = (["[{t}] {name}: here you go\n[{t}] {name}: {x}\n[{t2}] me: thanks, trying now",
         "{name} (Slack, {t}): {x}\nme: got it, will rerun the job",
         "> {name}: use this one\n> {x}"],
        ["[{t}] {name}: 여기요\n[{t}] {name}: {x}\n[{t2}] 나: 감사합니다, 해볼게요",
         "{name} (슬랙, {t}): {x}\n나: 확인했습니다, 잡 다시 돌릴게요",
         "> {name}: 이걸로 해보세요\n> {x}"])
QUESTION = (['The user asked: "Why does {svc} still fail when I set {label} to {v}?"',
             'Question from the user: "is `{v}` the right {label} for {stage}?"'],
            ['사용자 질문: "{label} 값을 {v} 로 넣었는데 {svc} 서비스가 왜 안 되죠?"',
             '사용자 질문: "`{v}` 이게 {stage} {label} 맞나요?"'])
EXTRA_AFTER = (["After that change the job passed on the first retry.", "The error message did not mention auth at all.",
                "This took an hour because the logs were truncated.", "Nothing else in the file had to change."],
               ["이후 재시도 한 번에 잡이 통과했다.", "에러 메시지에는 인증 얘기가 전혀 없었다.",
                "로그가 잘려 있어서 한 시간이나 걸렸다.", "파일의 다른 부분은 바꿀 필요가 없었다."])


def _li(lang):
    return 0 if lang == "en" else 1


def block(st, lang):
    sn = st["snippet"]
    intro = pick(INTRO[_li(lang)]).format(**st["slots"])
    r = R.random()
    if "\n" not in sn and len(sn) < 160 and r < 0.3:
        return intro + " `" + sn + "`"
    if r < 0.65:
        return intro + "\n```\n" + sn + "\n```"
    return intro + "\n" + sn


def compose_secret(st, lang):
    """-> (frame, mc, lesson, ask)."""
    li = _li(lang)
    pools = dict(P[st["fam"]])
    if st.get("pools"):
        pools.update(st["pools"])
    sl = dict(st["slots"])
    v = st["value"]
    sl["v"] = v if v is not None else ""
    sl["label"] = st["label"] or "value"
    sl["name"] = pick(FIRST_NAMES).capitalize()
    hh, mm = rint(8, 21), rint(0, 49)
    sl["t"] = "%02d:%02d" % (hh, mm)
    sl["t2"] = "%02d:%02d" % (hh, mm + rint(1, 9))

    def T(key):
        out = pick(pools[key][li]).format(**sl)
        return out[:1].upper() + out[1:] if lang == "en" and out.startswith(("the ", "a ")) else out

    def ask_plain():
        return T("ask") if chance(0.8) else ""

    has_snip = st["snippet"] is not None
    has_val = v is not None
    frames = []
    if has_snip:
        frames += ["ctx_snip", "ctx_snip", "ctx_snip_mid", "les_snip", "les_snip", "les_snip_first", "chat_snip"]
        if has_val:
            frames += ["ask_repeat", "ask_repeat", "both"]
    if has_val and (not has_snip or st.get("inline_ok") or chance(0.35)):
        frames += ["split", "split", "inline_ctx", "inline_les", "chat_val", "question", "ask_only"]
    if not frames:
        raise ValueError("story without snippet or value")
    fr = pick(frames)
    if fr == "ctx_snip":
        mc, les, ask = T("sit") + " " + block(st, lang), T("les"), ask_plain()
    elif fr == "ctx_snip_mid":
        mc = T("sit") + " " + block(st, lang) + "\n" + pick(EXTRA_AFTER[li])
        les = T("les")
        l2 = T("les")
        if l2 != les:
            les += " " + l2
        ask = ask_plain()
    elif fr == "les_snip":
        mc, les, ask = T("sit"), T("les") + " " + block(st, lang), ask_plain()
    elif fr == "les_snip_first":
        mc, les, ask = T("sit"), st["snippet"] + "\n" + T("les"), ask_plain()
    elif fr == "chat_snip":
        x = st["snippet"] if "\n" not in st["snippet"] else "```\n" + st["snippet"] + "\n```"
        sl["x"] = x
        mc, les, ask = T("sit") + "\n" + pick(CHAT[li]).format(**sl), T("les"), ask_plain()
    elif fr == "ask_repeat":
        mc, les, ask = T("sit") + " " + block(st, lang), T("les"), T("askv")
    elif fr == "both":
        mc, les, ask = T("sit") + " " + block(st, lang), T("les") + " " + pick(INLINE[li]).format(**sl), ask_plain()
    elif fr == "split":
        mc = T("sit") + " " + pick(SPLIT[li]).format(**sl)
        les = v + pick(["\n", " — ", "\n\n", " "]) + T("les")
        ask = ask_plain()
    elif fr == "inline_ctx":
        parts = [T("sit"), pick(INLINE[li]).format(**sl)]
        if chance(0.5):
            parts.append(pick(EXTRA_AFTER[li]))
        mc, les, ask = " ".join(parts), T("les"), ask_plain()
    elif fr == "inline_les":
        mc = T("sit")
        les = T("les") + " " + pick(INLINE[li]).format(**sl) if chance(0.5) else pick(INLINE[li]).format(**sl) + " " + T("les")
        ask = ask_plain()
    elif fr == "chat_val":
        sl["x"] = v
        mc, les, ask = T("sit") + "\n" + pick(CHAT[li]).format(**sl), T("les"), ask_plain()
    elif fr == "question":
        mc = pick(QUESTION[li]).format(**sl) + (" " + T("sit") if chance(0.5) else "")
        les, ask = T("les"), ask_plain()
    else:  # ask_only
        mc, les, ask = T("sit"), T("les"), T("askv")
    return fr, mc, les, ask


# ============================================================================= checks
def occurrences(text, sub):
    out, i = [], text.find(sub)
    while i != -1:
        out.append((i, i + len(sub)))
        i = text.find(sub, i + 1)
    return out


def window_rule_ok(fields, secrets):
    """Every 8-char window of every secret occurs only inside occurrences of listed secrets."""
    for text in fields:
        covered = []
        for s in secrets:
            covered += occurrences(text, s)
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                for a, b in occurrences(text, w):
                    if not any(ca <= a and b <= cb for ca, cb in covered):
                        return False
    return True


def sizes_ok(mc, les, ask):
    return (0 < utf8len(mc) <= 1024 and 0 < utf8len(les) <= 1024 and utf8len(ask) <= 512
            and mc.strip() and les.strip())


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def make_secret_note(lang, builder, vd=None):
    """Draw stories from the PRNG stream until one satisfies every rule."""
    while True:
        st = st_vendor(lang, vd) if builder == "vendor" else dict(SECRET_BUILDERS)[builder](lang)
        fr, mc, les, ask = compose_secret(st, lang)
        fields = [mc, les, ask]
        secrets = dedupe([s for s in st["secrets"] if any(s in f for f in fields)])
        # a pair/part that did not make it into the text is dropped from the list; at least one must remain
        if not secrets:
            continue
        if any(len(s) < 8 for s in secrets):
            continue
        if not sizes_ok(mc, les, ask):
            continue
        if not window_rule_ok(fields, secrets):
            continue
        cat = st["cat"] + " | frame " + fr
        return {"lang": lang, "kind": "secret", "category": cat,
                "fields": {"missing_context": mc, "lesson": les, "ask_next_time": ask},
                "secrets": secrets, "_vendor": st.get("vendor"), "_frame": fr, "_fam": st["fam"]}


# ---- finer prose families (override the generic mfa / key pools) -------------------------
P["totp"] = dict(P["mfa"])
P["totp"]["sit"] = ([
    "The shared ops account for {system} has two-factor login and the only phone with the authenticator was on leave.",
    "I had to set up the monitoring bot's login to {system}, which requires a one-time code.",
    "The end-to-end test logs into {system} and needs a TOTP code on every run.",
], [
    "{system}의 공용 운영 계정에 2단계 인증이 걸려 있는데 인증 앱이 깔린 휴대폰 주인이 휴가였다.",
    "{system}에 로그인하는 모니터링 봇을 설정해야 했는데 OTP가 필요했다.",
    "E2E 테스트가 매번 {system}에 로그인하면서 TOTP 코드를 요구한다.",
])
P["totp"]["les"] = ([
    "The TOTP seed is enough to generate every future code, so it is as sensitive as the password.",
    "Clocks on the CI runner drift; TOTP codes failed until NTP was fixed.",
    "Store the seed in the vault entry of the account, not in the bot's repository.",
    "Codes are valid for 30 seconds; the test must generate the code right before submitting it.",
], [
    "TOTP 시드만 있으면 앞으로의 코드를 전부 만들 수 있으니 비밀번호만큼 민감하다.",
    "CI 러너 시계가 틀어져 NTP를 고치기 전까지 TOTP 코드가 실패했다.",
    "시드는 봇 저장소가 아니라 해당 계정의 금고 항목에 보관해야 한다.",
    "코드는 30초만 유효하므로 테스트에서 제출 직전에 만들어야 한다.",
])
P["recovery"] = dict(P["mfa"])
P["recovery"]["sit"] = ([
    "The user sent me the emergency codes for {system} so I could finish the migration tonight.",
    "A locked-out teammate needed to get back into {system}.",
    "The owner of {system} lost the phone with the authenticator app.",
], [
    "오늘 밤 마이그레이션을 끝내라고 사용자가 {system} 비상 코드를 보내줬다.",
    "잠긴 동료가 {system}에 다시 들어가야 했다.",
    "{system} 소유자가 인증 앱이 깔린 휴대폰을 잃어버렸다.",
])
P["recovery"]["les"] = ([
    "Each recovery code works once; mark the used ones so nobody burns the last code.",
    "After using a recovery code, regenerate the set and store it in the vault, not in chat.",
    "Recovery codes bypass the second factor entirely, so they are as sensitive as the password.",
], [
    "복구 코드는 한 번씩만 쓸 수 있다. 쓴 코드는 표시해 둬야 마지막 코드를 날리지 않는다.",
    "복구 코드를 쓴 뒤에는 새로 발급해서 채팅이 아니라 금고에 보관해야 한다.",
    "복구 코드는 2단계 인증을 통째로 우회하므로 비밀번호만큼 민감하다.",
])
P["pin"] = dict(P["mfa"])
P["pin"]["sit"] = ([
    "The hardware token for {system} had to be re-initialised for the new release manager.",
    "The signing HSM had to be set up for the new service and the runbook was missing the PINs.",
    "The test phone for {system} was locked and the SIM asked for its unblocking code.",
    "The laptop used for {system} asked for its disk recovery key after a firmware update.",
], [
    "새 릴리스 담당자를 위해 {system} 하드웨어 토큰을 다시 초기화해야 했다.",
    "새 서비스용 서명 HSM을 설정해야 했는데 런북에 PIN이 빠져 있었다.",
    "{system} 테스트 폰이 잠겨서 SIM이 잠금 해제 코드를 요구했다.",
    "펌웨어 업데이트 후 {system}용 노트북이 디스크 복구 키를 요구했다.",
])
P["pin"]["les"] = ([
    "Too many wrong PIN attempts lock the token and then only the PUK resets it.",
    "The default PIN and PUK must be changed before the token is handed over.",
    "The recovery key is tied to this disk only; keep it in the asset record, not in the ticket.",
    "The SO PIN is needed only for initialisation; the service itself uses the user PIN.",
], [
    "PIN을 여러 번 틀리면 토큰이 잠기고 그때는 PUK로만 풀 수 있다.",
    "토큰을 넘기기 전에 기본 PIN과 PUK를 반드시 바꿔야 한다.",
    "복구 키는 이 디스크 전용이다. 티켓이 아니라 자산 기록에 보관해야 한다.",
    "SO PIN은 초기화할 때만 필요하고 서비스는 사용자 PIN만 쓴다.",
])
P["vpnkey"] = dict(P["key"])
P["vpnkey"]["sit"] = ([
    "I needed the tunnel configuration of {host} to reach the private subnet.",
    "The new laptop could not reach the staging network and the user sent their WireGuard config.",
], [
    "프라이빗 서브넷에 붙으려면 {host}의 터널 설정이 필요했다.",
    "새 노트북이 스테이징 네트워크에 붙지 못해서 사용자가 WireGuard 설정을 보내줬다.",
])
P["vpnkey"]["les"] = ([
    "Each device needs its own key pair; sharing one private key makes the peers fight over the same address.",
    "The peer's PublicKey is safe to share; only the Interface PrivateKey (and a PresharedKey) are secret.",
    "AllowedIPs decides routing; the handshake worked but traffic went nowhere until it was widened.",
], [
    "기기마다 키 쌍이 따로 있어야 한다. 개인 키를 공유하면 피어끼리 같은 주소를 두고 충돌한다.",
    "Peer의 PublicKey는 공유해도 되지만 Interface의 PrivateKey와 PresharedKey는 비밀이다.",
    "라우팅은 AllowedIPs가 결정한다. 핸드셰이크는 됐지만 범위를 넓히기 전까지 트래픽이 가지 않았다.",
])
P["signkey"] = dict(P["key"])
P["signkey"]["sit"] = ([
    "{svc} signs its tokens with a key that was missing from the {stage} environment.",
    "The service-account file for {svc} was attached to the ticket.",
    "Certificate renewal for {svc} failed and I had to find the CA key that signed the old one.",
], [
    "{svc} 서비스가 토큰 서명에 쓰는 키가 {stage} 환경에 없었다.",
    "{svc} 서비스 계정 파일이 티켓에 첨부되어 있었다.",
    "{svc} 인증서 갱신이 실패해서 이전 인증서를 서명한 CA 키를 찾아야 했다.",
])
P["signkey"]["les"] = ([
    "Literal `\\n` sequences in the env var must be turned back into newlines before the library parses the PEM.",
    "Each environment needs its own signing key; tokens from staging must not validate in production.",
    "The key file grants full access to the project; it should be replaced by workload identity.",
    "The library wants PKCS#8 (`BEGIN PRIVATE KEY`), so the SEC1 key had to be converted first.",
], [
    "환경 변수 안의 `\\n` 문자열은 PEM을 파싱하기 전에 실제 개행으로 바꿔야 한다.",
    "환경마다 서명 키를 따로 둬야 한다. 스테이징 토큰이 운영에서 검증되면 안 된다.",
    "이 키 파일이면 프로젝트 전체 권한을 얻으므로 워크로드 아이덴티티로 바꿔야 한다.",
    "라이브러리가 PKCS#8(`BEGIN PRIVATE KEY`)만 받아서 SEC1 키를 먼저 변환해야 했다.",
])
P["multi"] = {
    "sit": ([
        "Setting up {svc} on a fresh machine, I needed the whole {file} and the template in the repo was empty.",
        "{svc} failed at startup with several missing settings; the user sent the file from their laptop.",
        "The old VM of {svc} is being shut down and I copied its configuration before it went away.",
        "Nobody could tell me which of the values in {file} were still used by {svc}.",
    ], [
        "새 장비에 {svc} 서비스를 세팅하는데 저장소의 템플릿이 비어 있어서 {file} 파일 전체가 필요했다.",
        "{svc} 서비스가 여러 설정이 없다며 시작하지 못해 사용자가 자기 노트북의 파일을 보내줬다.",
        "{svc} 서비스의 예전 VM이 곧 내려가서 설정을 미리 복사해 뒀다.",
        "{file} 파일의 값 중 무엇을 {svc} 서비스가 아직 쓰는지 아무도 몰랐다.",
    ]),
    "les": ([
        "{svc} validates all settings at boot and stops at the first missing one, so the errors came one at a time.",
        "Half of these values are shared with other services; rotating one needs a coordinated deploy.",
        "The file mixes local and production values; production ones must come from the secret manager.",
        "Unused entries were left over from the previous provider and can be deleted once confirmed.",
    ], [
        "{svc} 서비스는 부팅 시 설정을 검사하다 첫 번째 누락에서 멈춰서 오류가 하나씩 나왔다.",
        "이 값들 절반은 다른 서비스와 공유되므로 하나를 바꾸려면 배포를 맞춰야 한다.",
        "이 파일에는 로컬 값과 운영 값이 섞여 있다. 운영 값은 시크릿 매니저에서 받아야 한다.",
        "안 쓰는 항목은 예전 공급사 시절의 흔적이라 확인 후 지워도 된다.",
    ]),
    "ask": ([
        "Which of these values should move to the secret manager first?",
        "Can you confirm which entries in {file} are still in use?",
    ], [
        "이 값들 중 무엇부터 시크릿 매니저로 옮길까요?",
        "{file} 항목 중 아직 쓰는 것이 무엇인지 확인해 주실 수 있나요?",
    ]),
    "askv": ([
        "Is `{v}` still needed?",
    ], [
        "`{v}` 값이 아직 필요한가요?",
    ]),
}


# ============================================================================= clean notes
def L(lang, en, ko):
    """Pick one template from parallel lists (or a single string) for the language."""
    seq = en if lang == "en" else ko
    return pick(seq) if isinstance(seq, list) else seq


SECRETISH_ENVS = ["STRIPE_SECRET_KEY", "DB_PASSWORD", "OPENAI_API_KEY", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY",
                  "SLACK_BOT_TOKEN", "SENDGRID_API_KEY", "KAKAO_REST_API_KEY", "TOSS_SECRET_KEY", "JWT_SECRET",
                  "REDIS_PASSWORD", "NAVER_CLIENT_SECRET", "LINE_CHANNEL_SECRET", "ANTHROPIC_API_KEY", "SMTP_PASSWORD",
                  "DATABASE_URL", "SLACK_WEBHOOK_URL", "PORTONE_API_SECRET", "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
                  "DD_API_KEY", "SENTRY_AUTH_TOKEN", "NPM_TOKEN", "HF_TOKEN", "MOLLIE_API_KEY", "CHATWORK_API_TOKEN"]


def placeholder_for(env):
    k = rint(0, 13)
    if k == 0:
        return ""
    if k == 1:
        return "<%s>" % env.lower().replace("_", "-")
    if k == 2:
        return "your_%s_here" % env.lower()
    if k == 3:
        return "REPLACE_ME"
    if k == 4:
        return "x" * pick([16, 24, 32])
    if k == 5:
        pref = {"STRIPE_SECRET_KEY": "sk_live_", "OPENAI_API_KEY": "sk-proj-", "GITHUB_TOKEN": "ghp_", "SLACK_BOT_TOKEN": "xoxb-",
                "SENDGRID_API_KEY": "SG.", "ANTHROPIC_API_KEY": "sk-ant-api03-", "HF_TOKEN": "hf_", "NPM_TOKEN": "npm_",
                "TOSS_SECRET_KEY": "live_sk_", "MOLLIE_API_KEY": "live_"}.get(env, "")
        return pref + pick(["x", "X", "*"]) * pick([24, 32, 36])
    if k == 6:
        return "${%s}" % env
    if k == 7:
        return "{{ .Values.%s }}" % camel(env)
    if k == 8:
        return "TODO: ask ops"
    if k == 9:
        return "<set-in-1password>"
    if k == 10 and env == "DATABASE_URL":
        return "postgres://USER:PASSWORD@HOST:5432/DBNAME"
    if k == 11 and env == "SLACK_WEBHOOK_URL":
        return "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"
    if k == 12 and env.startswith("AWS_"):
        return "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
    return "changeme-in-vault" if chance(0.3) else "<redacted>"


def cl_placeholder(lang):
    svc = pick(SERVICES)
    envs = R.sample(SECRETISH_ENVS, rint(2, 4))
    pairs = [[e, placeholder_for(e), False] for e in envs]
    if chance(0.1):
        pairs.insert(0, ["AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE", False])
    while True:
        c = pick(["dotenv", "yaml", "json", "toml", "k8s_secret", "compose", "properties", "python", "js", "ansible"])
        if container_ok(c, pairs):
            break
    c, fn, text = render_kv(pairs, c, svc)
    if c == "dotenv":
        fn = pick([".env.example", ".env.sample", ".env.template"])
    mc = L(lang, ["The %s template (%s) was out of date and the app crashed on missing variables." % (svc, fn),
                  "A new teammate asked which values go into %s for %s." % (fn, svc),
                  "Onboarding docs for %s pointed at %s, which only contains placeholders." % (svc, fn)],
           ["%s 서비스의 템플릿(%s)이 오래돼서 변수 누락으로 앱이 죽었다." % (svc, fn),
            "새로 온 팀원이 %s 서비스의 %s에 어떤 값을 넣는지 물었다." % (svc, fn),
            "%s 온보딩 문서가 자리표시자만 있는 %s 파일을 가리키고 있었다." % (svc, fn)])
    les = L(lang, ["Every value in %s is a placeholder; the real ones are injected by the deploy pipeline from the secret manager." % fn,
                   "The app refuses to start while any value still looks like a placeholder, which is the intended guard.",
                   "Keep the template in git with dummy values only; `make env` fills a local copy from the vault."],
            ["%s의 값은 전부 자리표시자이고 실제 값은 배포 파이프라인이 시크릿 매니저에서 주입한다." % fn,
             "자리표시자 같은 값이 남아 있으면 앱이 시작을 거부한다. 의도된 안전장치다.",
             "템플릿은 더미 값만 넣어 git에 두고, 로컬 사본은 `make env`가 금고에서 채운다."])
    ask = L(lang, ["Should the template say which team owns each key?", "Can I add a check that fails CI when a real-looking key lands in the template?", ""],
            ["템플릿에 키별 담당 팀을 적어 둘까요?", "템플릿에 진짜 같은 키가 들어오면 CI가 실패하도록 검사를 넣을까요?", ""])
    return "clean: placeholders in %s" % c, text, mc, les, ask


def cl_masked(lang):
    k = rint(0, 6)
    svc = pick(SERVICES)
    if k == 0:
        text = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                <not set>             None    None\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (rs(ANU, 4), rs(AN, 4), pick(REGIONS)))
        what = "aws configure list"
    elif k == 1:
        text = "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(FIRST_NAMES)
        what = "gh auth status"
    elif k == 2:
        text = "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s\"\n      ~ password = (sensitive value)\n        # (41 unchanged attributes hidden)\n    }" % ("db-" + rs(ANU, 26))
        what = "terraform plan"
    elif k == 3:
        text = "Run curl -sf -H \"Authorization: Bearer ***\" https://api.%s/v1/deploys \\\n  -d '{\"ref\": \"%s\"}'\n{\"status\":\"queued\",\"id\":%d}" % (pick(DOMAINS), rs(HEX, 40), rint(1000, 99999))
        what = "GitHub Actions log"
    elif k == 4:
        text = "%s INFO  [%s] config loaded: db_password='********' stripe_key='sk_live_…%s' kakao_key='****%s' smtp_user='%s'" % (
            "2025-%02d-%02dT%02d:%02d:%02dZ" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59)), svc, rs(AN, 4), rs(HEX, 4), "noreply@" + pick(DOMAINS))
        what = "application log"
    elif k == 5:
        text = "=== Config Vars\nDATABASE_URL: postgres://%s:****@%s:5432/%s\nREDIS_URL:    redis://:****@redis-%d.internal:6379\nSECRET_KEY:   [hidden]" % (pick(USERNAMES), pick(HOSTS), pick(["app", "orders"]), rint(1, 9))
        what = "config vars"
    else:
        text = "Key                Value\n---                -----\ncreated_time       2025-%02d-%02dT%02d:%02d:00Z\nversion            %d\n\n====== Data ======\nKey         Value\n---         -----\napi_key     <redacted>\npassword    <redacted>" % (rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(2, 30))
        what = "vault kv get (masked by wrapper)"
    shown = ("`%s`" % what) if k in (0, 1, 2) else what
    mc = L(lang, ["I checked which credentials %s was using via %s; the values are already masked by the tool." % (svc, shown),
                  "To confirm the rotation landed, I looked at the %s output." % shown],
           ["%s 서비스가 어떤 자격 증명을 쓰는지 %s 출력으로 확인했다. 값은 도구가 이미 가려 놓았다." % (svc, shown),
            "로테이션이 반영됐는지 %s 출력을 확인했다." % shown])
    les = L(lang, ["The masked suffix is enough to tell which key is active without ever printing the value.",
                   "Masked output is safe to paste; comparing the last four characters with the dashboard settled it.",
                   "The tool never prints the value, so the mismatch had to be found from the update timestamps."],
            ["마스킹된 끝자리만으로도 어떤 키가 활성인지 알 수 있고 값 자체를 출력할 필요가 없다.",
             "마스킹된 출력은 붙여도 안전하다. 대시보드의 끝 네 자리와 비교해서 해결했다.",
             "도구가 값을 출력하지 않으므로 불일치는 갱신 시각으로 찾아야 했다."])
    ask = L(lang, ["Is there a way to see the key's creation date from the CLI?", ""], ["CLI에서 키 생성일을 볼 방법이 있나요?", ""])
    return "clean: masked values (%s)" % what, text, mc, les, ask


def cl_secretref(lang):
    svc = pick(SERVICES)
    env = pick(SECRETISH_ENVS)
    acct = rs(DG, 12)
    k = rint(0, 9)
    if k == 0:
        text = "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (env, svc, env.lower().replace("_", "-"))
        what = "secretKeyRef"
    elif k == 1:
        text = "    env:\n      %s: ${{ secrets.%s }}\n      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n    steps:\n      - run: npm publish" % (env, env)
        what = "GitHub Actions secrets"
    elif k == 2:
        text = "aws secretsmanager get-secret-value \\\n  --secret-id arn:aws:secretsmanager:%s:%s:secret:prod/%s/%s-%s \\\n  --query SecretString --output text | jq -r .password" % (pick(REGIONS), acct, svc, env.lower().replace("_", "-"), rs(AN, 6))
        what = "AWS Secrets Manager ARN"
    elif k == 3:
        text = "aws ssm get-parameter --name /prod/%s/%s --with-decryption --query Parameter.Value" % (svc, env.lower())
        what = "SSM parameter"
    elif k == 4:
        text = "%s=op://Engineering/%s/credential\nDB_PASSWORD=op://Engineering/%s-db/password\n\n$ op run --env-file=.env.op -- ./gradlew bootRun" % (env, svc, svc)
        what = "1Password references"
    elif k == 5:
        text = '"%s": "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/%s/%s)"' % (env, pick(["prod", "shared"]), pascal(env), rs(HEX, 32))
        what = "Azure Key Vault reference"
    elif k == 6:
        text = "secret_env = google_secret_manager_secret_version.db.secret_data\n# projects/%d/secrets/%s-db-password/versions/%d" % (rint(10**11, 10**12), svc, rint(1, 12))
        what = "GCP Secret Manager"
    elif k == 7:
        text = "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt   # gitignored"
        what = "compose secrets file"
    elif k == 8:
        text = '{{ with secret "secret/data/%s" }}\n%s={{ .Data.data.%s }}\n{{ end }}' % (svc, env, env.lower())
        what = "Vault agent template"
    else:
        text = "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  data:\n    - secretKey: %s\n      remoteRef: {key: prod/%s, property: %s}" % (svc, env, svc, env.lower())
        what = "ExternalSecret"
    mc = L(lang, ["%s could not find %s after the move to the new cluster." % (svc, env),
                  "I needed to know where %s gets %s from; nothing is in the repo." % (svc, env),
                  "The deploy of %s failed with 'secret not found' and I traced the reference." % svc],
           ["새 클러스터로 옮긴 뒤 %s 서비스가 %s 값을 찾지 못했다." % (svc, env),
            "%s 서비스가 %s 값을 어디서 받는지 알아야 했다. 저장소에는 아무것도 없다." % (svc, env),
            "%s 배포가 'secret not found'로 실패해서 참조를 따라가 봤다." % svc])
    les = L(lang, ["The value is never in git; only the reference (%s) is, and the runtime resolves it with its own role." % what,
                   "The reference pointed at the old secret name; renaming it in the manager needs the manifest change too.",
                   "The CI role lacked read permission on the secret path, which surfaces as an empty variable."],
            ["값은 git에 없고 참조(%s)만 있다. 런타임이 자기 역할 권한으로 해석한다." % what,
             "참조가 예전 시크릿 이름을 가리키고 있었다. 매니저에서 이름을 바꾸면 매니페스트도 같이 바꿔야 한다.",
             "CI 역할에 해당 시크릿 경로 읽기 권한이 없어서 변수가 빈 값으로 나왔다."])
    ask = L(lang, ["Who can grant the CI role read access to that path?", "Should staging use a separate secret path?", ""],
            ["CI 역할에 그 경로 읽기 권한을 누가 줄 수 있나요?", "스테이징은 시크릿 경로를 따로 쓸까요?", ""])
    return "clean: secret-manager/env reference (%s)" % what, text, mc, les, ask


def cl_hash(lang):
    k = rint(0, 8)
    if k == 0:
        text = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in R.sample(["app-linux-amd64.tar.gz", "app-darwin-arm64.tar.gz", "app-windows-amd64.zip", "checksums.txt.sig", "app_1.%d.0_amd64.deb" % rint(1, 30)], 3))
        what = "sha256sum"
    elif k == 1:
        text = "%s/%s@sha256:%s" % (pick(["ghcr.io/acme", "registry.internal", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com"]), pick(SERVICES), rs(HEX, 64))
        what = "image digest"
    elif k == 2:
        text = "\n".join("%s %s" % (rs(HEX, 7), m) for m in R.sample(["fix: retry on 429", "chore: bump deps", "feat: add refund endpoint", "revert \"feat: new cache\"", "fix(ko): 주소 검색 인코딩 수정", "test: stabilize flaky e2e"], 4))
        what = "git log --oneline"
    elif k == 3:
        text = "git revert --no-edit %s\ngit cherry-pick %s" % (rs(HEX, 40), rs(HEX, 40))
        what = "commit SHAs"
    elif k == 4:
        text = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s=="\n}' % (
            "lodash", 4, 17, 21, "lodash", "lodash", 4, 17, 21, rs(B64, 86))
        what = "npm integrity"
    elif k == 5:
        mod = pick(["github.com/jackc/pgx/v5", "golang.org/x/crypto", "github.com/redis/go-redis/v9"])
        ver = "v%d.%d.%d" % (rint(0, 9), rint(0, 30), rint(0, 9))
        text = "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (mod, ver, rs(B64, 43), mod, ver, rs(B64, 43))
        what = "go.sum"
    elif k == 6:
        text = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
        what = "pip hashes"
    elif k == 7:
        text = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1" integrity="sha384-%s" crossorigin="anonymous"></script>' % rs(B64, 64)
        what = "SRI"
    else:
        text = 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n  ]\n}' % (rint(10, 80), rs(B64, 43), rs(HEX, 64))
        what = "terraform lock hashes"
    mc = L(lang, ["The build started failing with a checksum mismatch after the dependency bump.",
                  "I had to verify that the artifact deployed to production matches the release build.",
                  "The reviewer asked which exact revision was rolled back."],
           ["의존성 업그레이드 후 빌드가 체크섬 불일치로 실패하기 시작했다.",
            "운영에 배포된 산출물이 릴리스 빌드와 같은지 확인해야 했다.",
            "리뷰어가 정확히 어떤 리비전을 롤백했는지 물었다."])
    les = L(lang, ["Hashes (%s) identify content, they grant nothing; pin them and compare instead of trusting tags." % what,
                   "The mismatch came from a re-published tag; pinning by digest fixed it.",
                   "Regenerate the lock file on the same platform as CI, otherwise the hashes differ."],
            ["해시(%s)는 내용을 식별할 뿐 권한을 주지 않는다. 태그 대신 해시로 고정하고 비교하자." % what,
             "불일치는 태그가 다시 배포돼서 생긴 것이었다. 다이제스트로 고정해 해결했다.",
             "락 파일은 CI와 같은 플랫폼에서 다시 만들어야 해시가 맞는다."])
    ask = L(lang, ["Should CI verify digests before every deploy?", ""], ["배포 전마다 CI가 다이제스트를 검증하게 할까요?", ""])
    return "clean: hashes/digests (%s)" % what, text, mc, les, ask


def cl_ids(lang):
    k = rint(0, 8)
    if k == 0:
        text = "HTTP/1.1 502 Bad Gateway\nx-amzn-RequestId: %s\nx-amz-apigw-id: %s=\nX-Amzn-Trace-Id: Root=1-%s-%s" % (uuid4(), rs(B64U, 15), rs(HEX, 8), rs(HEX, 24))
        what = "AWS request/trace ids"
    elif k == 1:
        text = "customer=cus_%s payment_intent=pi_%s charge=ch_%s event=evt_%s account=acct_1%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24), rs(AN, 15))
        what = "Stripe object ids"
    elif k == 2:
        text = "TWILIO_ACCOUNT_SID=AC%s\nmessage sid: SM%s status=undelivered error_code=30007" % (rs(HEX, 32), rs(HEX, 32))
        what = "Twilio Account SID and message SID"
    elif k == 3:
        text = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}\nredirect_uri=https://%s/auth/callback" % (rs(DG, 12), rs(ANL, 32), pick(DOMAINS))
        what = "OAuth client id"
    elif k == 4:
        text = '{"level":"error","trace_id":"%s","span_id":"%s","request_id":"%s","msg":"upstream timeout","duration_ms":%d}' % (rs(HEX, 32), rs(HEX, 16), uuid4(), rint(3000, 30000))
        what = "trace/span/request ids"
    elif k == 5:
        text = "paymentKey: tgen_%s%s\norderId: ORD-%s-%s\ntid: T%s\nimp_uid: imp_%s\nmerchant_uid: mid_%d" % (
            "2025%02d%02d" % (rint(1, 12), rint(1, 28)), rs(AN, 16), rs(DG, 8), rs(ANU, 6), rs(DG, 19), rs(DG, 12), rint(10**12, 10**13))
        what = "Korean PG payment ids"
    elif k == 6:
        text = "channel: C0%s  team: T0%s  user: U0%s  ts: %d.%06d" % (rs(ANU, 9), rs(ANU, 8), rs(ANU, 9), _ts(), rint(0, 999999))
        what = "Slack ids"
    elif k == 7:
        text = "AWS account: %s\nrole: arn:aws:iam::%s:role/%s-deployer\nGitHub App ID: %d, installation: %d" % (rs(DG, 12), rs(DG, 12), pick(SERVICES), rint(100000, 999999), rint(10**7, 10**8))
        what = "account / app ids"
    else:
        text = "Sentry event %s in project %d (org %s)\nk8s uid: %s" % (rs(HEX, 32), rint(10**6, 10**7), pick(["acme", "nuri"]), uuid4())
        what = "Sentry event id and k8s uid"
    mc = L(lang, ["A customer reported a failed payment and I had to correlate logs across services.",
                  "The incident timeline needed the exact ids from the failing request.",
                  "Support escalated a ticket with these identifiers attached."],
           ["고객이 결제 실패를 신고해서 여러 서비스의 로그를 연결해야 했다.",
            "장애 타임라인에 실패한 요청의 정확한 ID가 필요했다.",
            "고객지원팀이 이 식별자들을 붙여 티켓을 올렸다."])
    les = L(lang, ["These are identifiers (%s), not credentials; they are safe to paste and are what the vendor's support asks for." % what,
                   "Searching by the request id in the log index found the upstream timeout in seconds.",
                   "The ids are stable across retries, so duplicates can be detected with them."],
            ["이것들은 자격 증명이 아니라 식별자(%s)다. 붙여도 안전하고 벤더 지원팀이 요구하는 값이다." % what,
             "로그 인덱스에서 요청 ID로 검색하니 업스트림 타임아웃을 바로 찾았다.",
             "ID는 재시도해도 같으므로 중복 감지에 쓸 수 있다."])
    ask = L(lang, ["Which log index keeps request ids longest?", ""], ["요청 ID가 가장 오래 남는 로그 인덱스는 어디인가요?", ""])
    return "clean: non-secret ids (%s)" % what, text, mc, les, ask


def ec_public_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64e(der), 64))


def ssh_pub(comment):
    if chance(0.6):
        return "ssh-ed25519 %s %s" % (b64e(_ssh_str("ssh-ed25519") + _ssh_str(rbytes(32))), comment)
    return "ecdsa-sha2-nistp256 %s %s" % (b64e(_ssh_str("ecdsa-sha2-nistp256") + _ssh_str("nistp256") + _ssh_str(b"\x04" + rbytes(64))), comment)


def cl_pubkey(lang):
    k = rint(0, 8)
    host = pick(HOSTS)
    if k == 0:
        text = "\n".join(ssh_pub(c) for c in R.sample(["jkim@macbook", "deploy@ci", "yuna@thinkpad", "github-actions"], 2))
        what = "authorized_keys public keys"
    elif k == 1:
        text = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s root@%s (RSA)" % (b64e(rbytes(32)).rstrip("="), pick(FIRST_NAMES) + "@laptop", b64e(rbytes(32)).rstrip("="), host.split(".")[0])
        what = "ssh key fingerprints"
    elif k == 2:
        fp = rs(HEXU, 40)
        text = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s>" % (rint(1, 12), rint(1, 28), " ".join(wrap(fp, 4)), pick(DOMAINS))
        what = "GPG fingerprint"
    elif k == 3:
        text = ec_public_pem()
        what = "PEM public key"
    elif k == 4:
        text = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.8.0.0/24" % (wireguard_key(), pick(DOMAINS))
        what = "WireGuard peer public key"
    elif k == 5:
        text = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1%s" % rs(BECH32, 58)
        what = "age recipient (public key)"
    elif k == 6:
        text = json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 16), "alg": "RS256", "n": rs(B64U, 342), "e": "AQAB"}]}, indent=1)
        what = "JWKS public key"
    elif k == 7:
        text = "%s %s" % (host.split(":")[0], ssh_pub("").strip())
        what = "known_hosts entry"
    else:
        der = bytes.fromhex("308203") + rbytes(300)
        text = "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(wrap(b64e(der), 64)[:4])
        what = "certificate (public)"
    mc = L(lang, ["I had to grant the new CI runner access to %s and verify the server identity." % host,
                  "The signature check failed after the key rotation; I compared the published keys.",
                  "A teammate asked which key is trusted for the release artifacts."],
           ["새 CI 러너에 %s 접근 권한을 주고 서버 신원을 확인해야 했다." % host,
            "키 로테이션 후 서명 검증이 실패해서 공개된 키들을 비교했다.",
            "동료가 릴리스 산출물에 어떤 키를 신뢰하는지 물었다."])
    les = L(lang, ["Only the public half (%s) is shared here; it is meant to be distributed." % what,
                   "Compare fingerprints out of band before trusting a new host key.",
                   "The verifier cached the old key for an hour; clearing the cache fixed the check."],
            ["여기 있는 것은 공개 키(%s)뿐이다. 배포하라고 있는 값이다." % what,
             "새 호스트 키를 믿기 전에 지문을 다른 경로로 비교해야 한다.",
             "검증기가 예전 키를 한 시간 캐시하고 있어서 캐시를 지우니 해결됐다."])
    ask = L(lang, ["Where is the canonical list of trusted keys published?", ""], ["신뢰하는 키 목록의 원본은 어디에 공개되나요?", ""])
    return "clean: public key / fingerprint (%s)" % what, text, mc, les, ask


def cl_base64(lang):
    k = rint(0, 5)
    if k == 0:
        payload = json.dumps({"orderId": "ORD-%s" % rs(DG, 8), "status": pick(["PAID", "CANCELED"]), "amount": rint(1000, 990000), "currency": "KRW"}, separators=(",", ":"))
        text = '{"topic":"orders","partition":%d,"offset":%d,"value":"%s"}' % (rint(0, 11), rint(10**5, 10**8), b64e(payload.encode()))
        what = "Kafka message payload"
    elif k == 1:
        conf = "log_level: info\nfeature_flags:\n  new_checkout: %s\n  ko_address_search: true\n" % pick(["true", "false"])
        text = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.yaml: %s" % (pick(SERVICES), b64e(conf.encode()))
        what = "ConfigMap binaryData"
    elif k == 2:
        hdr = b64u_nopad(json.dumps({"alg": "RS256", "kid": rs(B64U, 12), "typ": "JWT"}, separators=(",", ":")).encode())
        text = "header segment: %s\ndecoded: {\"alg\":\"RS256\",\"kid\":\"…\",\"typ\":\"JWT\"}" % hdr
        what = "JWT header only"
    elif k == 3:
        text = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAA%s" % rs(B64, 60)
        what = "data URI"
    elif k == 4:
        readme = "# %s\n\n로컬 실행: `make dev`\n" % pick(SERVICES)
        text = '{"name":"README.md","encoding":"base64","content":"%s"}' % b64e(readme.encode("utf-8"))
        what = "GitHub contents API response"
    else:
        ph = pick(["<user>:<token>", "username:password", "<client_id>:<client_secret>"])
        text = "Authorization: Basic %s   # base64 of the literal \"%s\" from the vendor docs" % (b64e(ph.encode()), ph)
        what = "base64 of a documented placeholder"
    mc = L(lang, ["A base64 blob in the message broke the consumer and I decoded it to see why.",
                  "The reviewer flagged a long base64 string in the PR as a possible secret."],
           ["메시지 안의 base64 덩어리 때문에 컨슈머가 깨져서 디코딩해 봤다.",
            "리뷰어가 PR의 긴 base64 문자열이 시크릿일 수 있다고 지적했다."])
    les = L(lang, ["Decoded, it is ordinary data (%s); base64 is an encoding, not a secret in itself." % what,
                   "The consumer expected UTF-8 after decoding; the producer had sent EUC-KR.",
                   "Always decode a suspicious blob before escalating; this one was harmless."],
            ["디코딩해 보면 평범한 데이터(%s)다. base64는 인코딩일 뿐 그 자체로 시크릿이 아니다." % what,
             "컨슈머는 디코딩 후 UTF-8을 기대했는데 프로듀서가 EUC-KR로 보냈다.",
             "의심스러운 덩어리는 에스컬레이션 전에 먼저 디코딩해 보자. 이번 것은 무해했다."])
    ask = L(lang, ["Should the schema document that this field is base64?", ""], ["이 필드가 base64라고 스키마에 적어 둘까요?", ""])
    return "clean: base64 of non-secret data (%s)" % what, text, mc, les, ask


NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def cl_longid(lang):
    k = rint(0, 7)
    if k == 0:
        text = "arn:aws:lambda:%s:%s:function:%s-%s-handler:%d" % (pick(REGIONS), rs(DG, 12), pick(SERVICES), pick(["prod", "stg"]), rint(1, 90))
        what = "Lambda ARN"
    elif k == 1:
        text = "/subscriptions/%s/resourceGroups/rg-%s-prod/providers/Microsoft.Web/sites/app-%s-%s" % (uuid4(), pick(SERVICES), pick(SERVICES), rs(ANL, 6))
        what = "Azure resource id"
    elif k == 2:
        text = "/nix/store/%s-python3-3.12.%d\n/nix/store/%s-openssl-3.0.%d" % (rs(NIX32, 32), rint(0, 9), rs(NIX32, 32), rint(0, 15))
        what = "nix store paths"
    elif k == 3:
        text = "ipfs://bafybei%s" % rs("abcdefghijklmnopqrstuvwxyz234567", 52)
        what = "IPFS CID"
    elif k == 4:
        text = "dist/assets/index-%s.js\ndist/assets/vendor-%s.js\ndist/assets/index-%s.css" % (rs(B64U, 8), rs(B64U, 8), rs(B64U, 8))
        what = "content-hashed bundle names"
    elif k == 5:
        text = "log stream: 2025/%02d/%02d/[$LATEST]%s\npod: %s-%s-%s" % (rint(1, 12), rint(1, 28), rs(HEX, 32), pick(SERVICES), rs(ANL, 10), rs(ANL, 5))
        what = "log stream and pod names"
    elif k == 6:
        text = "treasury address: 0x%s\nexplorer: https://etherscan.io/address/0x%s" % (rs(HEX, 40), rs(HEX, 40))
        what = "public wallet addresses"
    else:
        text = "com.%s.%s.infrastructure.persistence.jpa.%sRepositoryCustomImpl$$SpringCGLIB$$0" % (pick(["acme", "nuri"]), pick(["billing", "settlement"]), pick(["Settlement", "Refund", "Coupon"]))
        what = "long class name"
    mc = L(lang, ["The alert only contained this identifier and I had to find the resource behind it.",
                  "A long opaque-looking string showed up in the error and I traced what it is."],
           ["알림에 이 식별자만 있어서 뒤에 있는 리소스를 찾아야 했다.",
            "에러에 길고 알 수 없는 문자열이 보여서 정체를 추적했다."])
    les = L(lang, ["It is just a resource identifier (%s); long and random-looking, but not a credential." % what,
                   "The identifier encodes region and account, which is enough to open the right console page.",
                   "Hash parts in these names change on every build, so do not hard-code them."],
            ["그냥 리소스 식별자(%s)다. 길고 무작위처럼 보이지만 자격 증명은 아니다." % what,
             "식별자에 리전과 계정이 들어 있어서 바로 콘솔 페이지를 열 수 있다.",
             "이름 속 해시 부분은 빌드마다 바뀌므로 하드코딩하면 안 된다."])
    ask = L(lang, ["", "Should alerts include a console link instead of the raw id?"], ["", "알림에 원시 ID 대신 콘솔 링크를 넣을까요?"])
    return "clean: long identifier (%s)" % what, text, mc, les, ask


def cl_versions(lang):
    pkgs = [("react", "18.3.1", "19.0.0"), ("spring-boot", "3.2.5", "3.3.4"), ("django", "4.2.16", "5.1.2"),
            ("next", "14.2.15", "15.0.3"), ("kotlin", "1.9.24", "2.0.21"), ("axios", "1.6.8", "1.7.7"),
            ("pydantic", "1.10.17", "2.9.2"), ("node", "18.20.4", "20.18.0"), ("gradle", "8.5", "8.10.2")]
    chosen = R.sample(pkgs, rint(2, 4))
    text = "\n".join("%s %s -> %s" % c for c in chosen)
    if chance(0.4):
        text += "\nimage: node:%d.%d.%d-alpine3.%d" % (rint(18, 22), rint(0, 20), rint(0, 9), rint(17, 20))
    mc = L(lang, ["Renovate opened a large upgrade PR and the build broke in several places.",
                  "I had to find which upgrade introduced the regression."],
           ["Renovate가 큰 업그레이드 PR을 열었고 빌드가 여러 곳에서 깨졌다.",
            "어떤 업그레이드에서 회귀가 생겼는지 찾아야 했다."])
    les = L(lang, ["Upgrading one package at a time made the culprit obvious: %s." % chosen[0][0],
                   "Major bumps need the migration guide; minor ones were safe to batch."],
            ["패키지를 하나씩 올리니 원인이 %s라는 게 바로 보였다." % chosen[0][0],
             "메이저 업그레이드는 마이그레이션 가이드가 필요하고 마이너는 묶어서 올려도 됐다."])
    ask = L(lang, ["Do you want major upgrades split into separate PRs?", ""], ["메이저 업그레이드는 PR을 나눌까요?", ""])
    return "clean: versions", text, mc, les, ask


def cl_policy(lang):
    n, days, att = pick([10, 12, 14, 16]), pick([60, 90, 180]), pick([5, 10])
    mc = L(lang, ["Signup rejected passwords that the product team considered fine, and I had to find the rule.",
                  "The security review asked how passwords are stored and validated in %s." % pick(SERVICES),
                  "The user asked me to relax the password rules for the internal admin."],
           ["기획팀이 괜찮다고 본 비밀번호를 회원가입이 거부해서 규칙을 찾아야 했다.",
            "보안 검토에서 %s 서비스의 비밀번호 저장·검증 방식을 물었다." % pick(SERVICES),
            "사용자가 내부 관리자 화면의 비밀번호 규칙을 완화해 달라고 했다."])
    les = L(lang, ["Policy: at least %d characters, checked against a breached-password list, no forced rotation except after incidents; lockout after %d failures." % (n, att),
                   "Passwords are hashed with Argon2id (memory 64 MiB, 3 iterations); the cost parameters live in config, never the values.",
                   "Rotation every %d days was dropped; length and breach checks matter more than symbol rules." % days],
            ["정책: 최소 %d자, 유출 비밀번호 목록 대조, 사고 시에만 강제 변경, %d회 실패 시 잠금." % (n, att),
             "비밀번호는 Argon2id(메모리 64MiB, 반복 3회)로 해시한다. 설정에는 파라미터만 있고 값은 없다.",
             "%d일 주기 강제 변경은 없앴다. 특수문자 규칙보다 길이와 유출 검사가 중요하다." % days])
    ask = L(lang, ["Does the admin console need the same password rules as customers?", "Should we add passkeys as an option?"],
            ["관리자 콘솔도 고객과 같은 비밀번호 규칙을 적용할까요?", "패스키를 선택지로 추가할까요?"])
    snippet = None
    if chance(0.5):
        snippet = "PASSWORD_MIN_LENGTH=%d\nPASSWORD_LOCKOUT_ATTEMPTS=%d\nPASSWORD_HASH=argon2id\nPASSWORD_BREACH_CHECK=true" % (n, att)
    return "clean: password policy without values", snippet, mc, les, ask


FLAG_CASES = [
    ("mysql -u %(u)s -p %(db)s", "`-p` with nothing attached makes mysql prompt; `%(db)s` is the database name, not a password.",
     "`-p` 뒤에 붙은 값이 없으면 mysql이 프롬프트를 띄운다. `%(db)s`는 비밀번호가 아니라 DB 이름이다."),
    ("mysqldump -u root -p --single-transaction --all-databases > all.sql", "The bare `-p` prompts; for cron we use `--defaults-extra-file` pointing at a 0600 file.",
     "그냥 `-p`는 프롬프트를 띄운다. 크론에서는 권한 0600 파일을 가리키는 `--defaults-extra-file`을 쓴다."),
    ("psql -h %(h)s -U %(u)s -W %(db)s", "`-W` forces a password prompt; non-interactive runs read `~/.pgpass` or `PGPASSFILE` instead.",
     "`-W`는 비밀번호 프롬프트를 강제한다. 비대화형 실행은 `~/.pgpass`나 `PGPASSFILE`을 읽는다."),
    ("cat ~/.ghcr_token | docker login ghcr.io -u %(u)s --password-stdin", "`--password-stdin` keeps the token out of argv and shell history.",
     "`--password-stdin`을 쓰면 토큰이 argv와 셸 히스토리에 남지 않는다."),
    ("SSHPASS=$(pass show ops/%(h)s) sshpass -e ssh %(u)s@%(h)s", "`sshpass -e` reads the password from the SSHPASS variable, filled from `pass` at run time.",
     "`sshpass -e`는 SSHPASS 변수에서 비밀번호를 읽고, 그 값은 실행 시 `pass`에서 채운다."),
    ("curl -u %(u)s https://%(h)s/api/export", "`-u user` without `:password` makes curl prompt, so the secret never lands in the history.",
     "`-u user`에 `:password`가 없으면 curl이 물어보므로 히스토리에 남지 않는다."),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out out.p12 -passout env:P12_PASS", "`-passout env:VAR` reads the passphrase from the environment instead of the command line.",
     "`-passout env:VAR`는 패스프레이즈를 명령줄이 아니라 환경 변수에서 읽는다."),
    ("keytool -list -keystore app.jks -storepass:env STOREPASS", "`-storepass:env NAME` tells keytool to read the store password from an env var.",
     "`-storepass:env NAME`은 키스토어 비밀번호를 환경 변수에서 읽게 한다."),
    ("redis-cli -h %(h)s --askpass", "`--askpass` prompts instead of taking `-a`, which would show up in `ps`.",
     "`--askpass`는 `ps`에 보이는 `-a` 대신 프롬프트로 비밀번호를 받는다."),
    ("ansible-playbook site.yml --ask-vault-pass --ask-become-pass", "Both `--ask-*` flags prompt; CI uses `--vault-password-file` pointing at a mounted secret.",
     "`--ask-*` 플래그는 둘 다 프롬프트를 띄운다. CI는 마운트된 시크릿을 가리키는 `--vault-password-file`을 쓴다."),
    ("7z a -p -mhe=on backup.7z ./dump", "A bare `-p` makes 7z ask for the password interactively.",
     "값 없는 `-p`는 7z가 대화식으로 비밀번호를 묻게 한다."),
    ("htpasswd -c /etc/nginx/.htpasswd %(u)s", "Without `-b`, htpasswd prompts twice; the file only stores a hash.",
     "`-b` 없이 실행하면 htpasswd가 두 번 묻고, 파일에는 해시만 저장된다."),
    ("git config --global credential.helper 'cache --timeout=3600'", "The credential helper caches the token in memory for an hour; nothing is written to the repo.",
     "credential helper가 토큰을 한 시간 메모리에 캐시한다. 저장소에는 아무것도 기록되지 않는다."),
    ("az login --use-device-code && gcloud auth application-default login", "Device-code and ADC logins avoid storing any password in scripts.",
     "디바이스 코드 로그인과 ADC 로그인은 스크립트에 비밀번호를 남기지 않는다."),
    ("mysql --login-path=reporting -e 'SELECT 1'", "`--login-path` reads credentials stored by `mysql_config_editor` in an obfuscated file.",
     "`--login-path`는 `mysql_config_editor`가 저장한 자격 증명 파일을 읽는다."),
    ("vault login -method=oidc role=%(u)s", "OIDC login opens the browser; the resulting token stays in `~/.vault-token` only.",
     "OIDC 로그인은 브라우저를 열고, 받은 토큰은 `~/.vault-token`에만 남는다."),
]


def cl_flags(lang):
    cmd, en, ko = pick(FLAG_CASES)
    d = {"u": pick(USERNAMES), "db": pick(["appdb", "orders", "reporting", "crm_prod", "settlement"]), "h": pick(HOSTS)}
    text = cmd % d
    mc = L(lang, ["The script hung in CI and I had to understand how the command gets its password.",
                  "A teammate worried that the command in the runbook exposes a password.",
                  "I rewrote the backup script so it stops passing secrets on the command line."],
           ["CI에서 스크립트가 멈춰서 명령이 비밀번호를 어떻게 받는지 알아봐야 했다.",
            "동료가 런북의 명령이 비밀번호를 노출하는 게 아니냐고 걱정했다.",
            "백업 스크립트가 명령줄로 시크릿을 넘기지 않도록 다시 작성했다."])
    les = (en if lang == "en" else ko) % d
    ask = L(lang, ["Is prompting acceptable here, or must this run unattended?", ""], ["여기서 프롬프트를 띄워도 되나요, 무인 실행이어야 하나요?", ""])
    return "clean: credential flags explained without values", text, mc, les, ask


def cl_encrypted(lang):
    k = rint(0, 6)
    if k == 0:
        def enc():
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(rint(12, 30))), b64e(rbytes(32)), b64e(rbytes(16)))
        text = "db_password: %s\napi_key: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"2025-%02d-%02dT%02d:%02d:%02dZ\"\n    mac: %s\n    version: 3.9.0" % (
            enc(), enc(), rs(BECH32, 58), rint(1, 12), rint(1, 28), rint(0, 23), rint(0, 59), rint(0, 59), enc())
        what = "SOPS-encrypted YAML"
    elif k == 1:
        body = rs(HEX, rint(320, 480))
        text = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(wrap(body, 80))
        what = "Ansible Vault file"
    elif k == 2:
        text = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\n  namespace: prod\nspec:\n  encryptedData:\n    password: Ag%s" % (pick(SERVICES), rs(B64, rint(300, 420)))
        what = "SealedSecret"
    elif k == 3:
        text = "vault write -field=ciphertext transit/encrypt/%s plaintext=$(base64 <<< \"$PAN\")\nvault:v1:%s" % (pick(["orders", "pii"]), b64e(rbytes(rint(40, 70))))
        what = "Vault transit ciphertext"
    elif k == 4:
        text = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64e(rbytes(48))
        what = "Jasypt ENC() value"
    elif k == 5:
        text = "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap(b64e(rbytes(180)), 64)), rs(B64, 4))
        what = "PGP encrypted message"
    else:
        text = "$ cat config/credentials.yml.enc\n%s--%s--%s" % (b64e(rbytes(rint(90, 160))), b64e(rbytes(12)), b64e(rbytes(16)))
        what = "Rails credentials.yml.enc"
    mc = L(lang, ["The secret scanner flagged an encrypted file in the repo and the user asked if it is a leak.",
                  "I had to add a new value to the encrypted config of %s." % pick(SERVICES),
                  "Decryption failed in CI after the key rotation."],
           ["시크릿 스캐너가 저장소의 암호화 파일을 잡아서 사용자가 유출인지 물었다.",
            "%s 서비스의 암호화된 설정에 새 값을 넣어야 했다." % pick(SERVICES),
            "키 로테이션 후 CI에서 복호화가 실패했다."])
    les = L(lang, ["This is ciphertext (%s); it is designed to be committed and is useless without the decryption key." % what,
                   "Only the ciphertext is in git; the key lives in KMS and CI decrypts with its own role.",
                   "After rotating the key, every file must be re-encrypted with `updatekeys`/rekey or CI cannot read it."],
            ["이것은 암호문(%s)이다. 커밋하라고 만든 형식이고 복호화 키 없이는 쓸모가 없다." % what,
             "git에는 암호문만 있고 키는 KMS에 있으며 CI가 자기 역할로 복호화한다.",
             "키를 바꾸면 모든 파일을 다시 암호화(rekey)해야 CI가 읽을 수 있다."])
    ask = L(lang, ["Should the scanner allow-list this file pattern?", ""], ["스캐너 예외 목록에 이 파일 패턴을 넣을까요?", ""])
    return "clean: encrypted blob (%s)" % what, text, mc, les, ask


def publishable_key():
    k = rint(0, 17)
    if k == 0:
        v = "pk_live_" + rs(AN, pick([24, 99]))
        return "Stripe publishable key", "const stripe = Stripe('%s');" % v
    if k == 1:
        proj = pick(["acme-shop", "nuri-app", "pixelforge-prod"]) + "-" + rs(ANL, 4)
        cfg = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
               "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64U, 35), proj, proj, proj, rs(DG, 12), rs(DG, 12), rs(HEX, 22)))
        return "Firebase web config", cfg
    if k == 2:
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38)
    if k == 3:
        v = "pk." + b64u_nopad(json.dumps({"u": pick(FIRST_NAMES), "a": rs(ANL, 25)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)
        return "Mapbox public token", "mapboxgl.accessToken = '%s';" % v
    if k == 4:
        return "Algolia search-only key", "const searchClient = algoliasearch('%s', '%s');" % (rs(ANU, 10), rs(HEX, 32))
    if k == 5:
        return "Kakao JavaScript key", "Kakao.init('%s');\nconsole.log(Kakao.isInitialized());" % rs(HEX, 32)
    if k == 6:
        return "Toss Payments client key", "const tossPayments = TossPayments('%s');" % (pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(AN, 28))
    if k == 7:
        return "PAY.JP public key", "const payjp = Payjp('pk_live_%s');" % rs(HEX, 24)
    if k == 8:
        anon = _jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": _ts(), "exp": _ts() + 315_360_000})
        return "Supabase anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), anon)
    if k == 9:
        return "Sentry DSN", 'Sentry.init({ dsn: "https://%s@o%s.ingest.%ssentry.io/%s" });' % (rs(HEX, 32), rs(DG, 6), pick(["", "us.", "de."]), rs(DG, 7))
    if k == 10:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
    if k == 11:
        return "Mixpanel project token", "mixpanel.init('%s', { track_pageview: true });" % rs(HEX, 32)
    if k == 12:
        return "Segment write key", "analytics.load('%s');" % rs(AN, 32)
    if k == 13:
        return "Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64e(("clerk.%s$" % pick(DOMAINS)).encode()).rstrip("=")
    if k == 14:
        return "Adyen client key", "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(ANU, 32)
    if k == 15:
        return "Cloudflare Turnstile site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(B64U, 14)
    if k == 16:
        return "Pusher app key", "const pusher = new Pusher('%s', { cluster: 'ap3' });" % rs(HEX, 20)
    return "Square application id", "const payments = Square.payments('sq0idp-%s', '%s');" % (rs(B64U, 22), "L" + rs(ANU, 12))


def cl_publishable(lang):
    what, text = publishable_key()
    mc = L(lang, ["The secret scanner flagged this in the frontend bundle and the user asked whether to rotate it.",
                  "I was wiring up the web client and needed the browser-side key (%s)." % what,
                  "A reviewer asked why a key is committed in the frontend code."],
           ["시크릿 스캐너가 프런트엔드 번들에서 이것을 잡아서 사용자가 교체해야 하는지 물었다.",
            "웹 클라이언트를 연결하면서 브라우저용 키(%s)가 필요했다." % what,
            "리뷰어가 프런트엔드 코드에 키가 커밋된 이유를 물었다."])
    les = L(lang, ["The %s is documented by the vendor as public and is meant to ship to browsers; the secret counterpart stays on the server." % what,
                   "This key only identifies the project to the vendor; protection comes from domain restrictions, not from hiding it.",
                   "No rotation needed: it is the publishable half, and the server-side secret was never in the client."],
            ["%s 값은 벤더 문서상 공개용이고 브라우저에 배포하라고 있는 값이다. 비밀 쪽 키는 서버에만 있다." % what,
             "이 키는 벤더에게 프로젝트를 식별시킬 뿐이다. 보호는 숨기는 게 아니라 도메인 제한으로 한다.",
             "교체할 필요 없다. 공개용 키이고 서버 쪽 시크릿은 클라이언트에 들어간 적이 없다."])
    ask = L(lang, ["Should the scanner ignore publishable keys of this vendor?", "Are domain restrictions configured for this key?", ""],
            ["스캐너가 이 벤더의 공개 키는 무시하게 할까요?", "이 키에 도메인 제한이 설정되어 있나요?", ""])
    return "clean: publishable key (%s) [publishable]" % what, text, mc, les, ask


PLAIN = [
    ("The nightly report showed yesterday's orders twice around midnight.",
     "The batch used server local time (UTC) while the query boundaries were KST; converting both to Asia/Seoul fixed it.",
     "Should all batch jobs switch to explicit time zones?",
     "자정 무렵 야간 리포트에 전날 주문이 두 번 찍혔다.",
     "배치는 서버 시간(UTC)을 쓰고 쿼리 경계는 KST였다. 둘 다 Asia/Seoul로 맞추니 해결됐다.",
     "모든 배치를 명시적 타임존으로 바꿀까요?"),
    ("Korean names sorted incorrectly in the admin list.",
     "The column used a binary collation; switching to `ko-KR-x-icu` sorted 가나다 correctly.",
     "", "관리자 목록에서 한글 이름 정렬이 이상했다.",
     "컬럼이 바이너리 콜레이션이었다. `ko-KR-x-icu`로 바꾸니 가나다순으로 정렬됐다.", ""),
    ("Search fired a request on every keystroke while typing Hangul.",
     "IME composition emits intermediate input events; waiting for `compositionend` before debouncing fixed it.",
     "Should the same fix go into the mobile web search?",
     "한글을 입력할 때 글자마다 검색 요청이 나갔다.",
     "IME 조합 중에도 input 이벤트가 발생한다. `compositionend` 이후에 디바운스하니 해결됐다.",
     "모바일 웹 검색에도 같은 수정을 넣을까요?"),
    ("The CSV export opened as garbage in Excel for the accounting team.",
     "Excel on Windows needs a UTF-8 BOM; adding it fixed the Hangul columns without changing the parser.",
     "", "회계팀이 엑셀에서 CSV 내보내기를 열면 글자가 깨졌다.",
     "윈도우 엑셀은 UTF-8 BOM이 필요하다. BOM을 붙이니 한글 컬럼이 정상으로 나왔다.", ""),
    ("A test passed locally and failed in CI about one run in five.",
     "It depended on dictionary ordering of API results; sorting before asserting made it deterministic.",
     "Do you want flaky tests quarantined automatically?",
     "로컬에서는 통과하는 테스트가 CI에서 다섯 번에 한 번꼴로 실패했다.",
     "API 결과 순서에 의존하고 있었다. 비교 전에 정렬하니 결정적으로 통과했다.",
     "불안정한 테스트를 자동으로 격리할까요?"),
    ("The order list page became slow after adding the coupon column.",
     "It was an N+1 query; a single join with `select_related` brought it from 2.3 s to 90 ms.",
     "", "쿠폰 컬럼을 추가한 뒤 주문 목록 페이지가 느려졌다.",
     "N+1 쿼리였다. `select_related`로 한 번에 조인하니 2.3초에서 90ms로 줄었다.", ""),
    ("The Gradle build took 14 minutes on CI.",
     "The build cache was keyed on the whole workspace; keying it on lockfiles only cut it to 4 minutes.",
     "Can I enable the remote build cache for everyone?",
     "CI에서 Gradle 빌드가 14분 걸렸다.",
     "빌드 캐시 키가 작업 공간 전체였다. 락 파일 기준으로 바꾸니 4분으로 줄었다.",
     "원격 빌드 캐시를 모두에게 켜도 될까요?"),
    ("Jest could not resolve a package after moving to pnpm.",
     "pnpm does not hoist by default; adding the package to the app's own dependencies fixed the import.",
     "", "pnpm으로 바꾼 뒤 Jest가 패키지를 찾지 못했다.",
     "pnpm은 기본적으로 호이스팅하지 않는다. 앱의 의존성에 직접 추가하니 해결됐다.", ""),
    ("The modal appeared behind the sticky header on iOS Safari.",
     "The header created a new stacking context with `transform`; moving the modal to a portal fixed the z-index fight.",
     "", "iOS 사파리에서 모달이 고정 헤더 뒤에 깔렸다.",
     "헤더의 `transform`이 새 스태킹 컨텍스트를 만들었다. 모달을 포털로 옮기니 해결됐다.", ""),
    ("Migrations ran in the wrong order on a fresh database.",
     "Two branches created migrations with the same number; the framework needs a merge migration.",
     "Should CI check for duplicate migration numbers?",
     "새 DB에서 마이그레이션 순서가 꼬였다.",
     "두 브랜치가 같은 번호의 마이그레이션을 만들었다. 병합 마이그레이션이 필요하다.",
     "CI에서 마이그레이션 번호 중복을 검사할까요?"),
    ("The Python 3.12 upgrade broke the build script.",
     "`distutils` was removed; switching to `setuptools` and `sysconfig` fixed it.",
     "", "파이썬 3.12로 올리자 빌드 스크립트가 깨졌다.",
     "`distutils`가 제거됐다. `setuptools`와 `sysconfig`로 바꾸니 해결됐다.", ""),
    ("Address search returned nothing for road names with spaces.",
     "The query was double URL-encoded; encoding once in the client fixed it.",
     "", "띄어쓰기가 있는 도로명 주소 검색 결과가 비어 있었다.",
     "쿼리가 URL 인코딩을 두 번 거쳤다. 클라이언트에서 한 번만 인코딩하니 해결됐다.", ""),
    ("Pods were OOM-killed during the monthly settlement.",
     "The job loaded every row into memory; streaming with server-side cursors kept it under 300 MiB.",
     "Should the memory limit be raised as a safety margin?",
     "월 정산 중에 파드가 OOM으로 죽었다.",
     "잡이 모든 행을 메모리에 올리고 있었다. 서버 사이드 커서로 스트리밍하니 300MiB 아래로 유지됐다.",
     "안전 여유로 메모리 한도를 올릴까요?"),
    ("Push notifications arrived at 3 a.m. for some users.",
     "The scheduler ignored the user's time zone and quiet hours; both are now applied before enqueueing.",
     "", "일부 사용자에게 새벽 3시에 푸시가 갔다.",
     "스케줄러가 사용자 타임존과 방해 금지 시간을 무시했다. 이제 큐에 넣기 전에 둘 다 적용한다.", ""),
    ("The Docker image grew to 2.1 GB.",
     "Build tools were left in the final stage; a multi-stage build brought it to 180 MB.",
     "", "도커 이미지가 2.1GB까지 커졌다.",
     "빌드 도구가 최종 스테이지에 남아 있었다. 멀티 스테이지 빌드로 180MB가 됐다.", ""),
    ("Rounding differences of 1 won appeared between the invoice and the ledger.",
     "Tax was rounded per line in one place and per invoice in the other; the rule is now per invoice everywhere.",
     "Which rounding rule does accounting want for refunds?",
     "세금계산서와 원장 사이에 1원 차이가 생겼다.",
     "한쪽은 품목별로, 다른 쪽은 계산서 단위로 반올림했다. 이제 전부 계산서 단위로 맞췄다.",
     "환불에는 회계팀이 어떤 반올림 규칙을 원하나요?"),
]


PLAIN += [
    ("Uploads over 10 MB failed only behind the load balancer.",
     "The ingress had a 10m body limit; raising `proxy-body-size` for the upload path fixed it without touching the app.",
     "Which maximum upload size does the product team want?",
     "10MB가 넘는 업로드가 로드밸런서 뒤에서만 실패했다.",
     "인그레스의 바디 크기 제한이 10m였다. 업로드 경로만 `proxy-body-size`를 올리니 앱 수정 없이 해결됐다.",
     "제품팀이 원하는 최대 업로드 크기가 얼마인가요?"),
    ("Phone numbers from the signup form failed validation for some users.",
     "Users typed numbers with hyphens or a +82 prefix; normalising to E.164 before validation fixed it.",
     "", "회원가입 폼의 전화번호 검증이 일부 사용자에게서 실패했다.",
     "사용자가 하이픈이나 +82를 붙여 입력했다. 검증 전에 E.164로 정규화하니 해결됐다.", ""),
    ("The cron job ran twice after the deploy.",
     "Two replicas both ran the scheduler; a leader lock in Redis made it run once.",
     "Should scheduled jobs move to a dedicated worker?",
     "배포 후 크론 잡이 두 번 실행됐다.",
     "레플리카 두 개가 모두 스케줄러를 돌렸다. Redis 리더 락을 두니 한 번만 실행됐다.",
     "스케줄 잡을 전용 워커로 옮길까요?"),
    ("Images uploaded from iPhones appeared rotated.",
     "EXIF orientation was ignored by the resizer; applying it before stripping metadata fixed the thumbnails.",
     "", "아이폰에서 올린 이미지가 회전되어 보였다.",
     "리사이저가 EXIF 방향 정보를 무시했다. 메타데이터를 지우기 전에 방향을 적용하니 썸네일이 정상이 됐다.", ""),
    ("The API returned 200 with an empty list while the database had rows.",
     "A soft-delete filter was applied twice after the ORM upgrade; removing the manual filter fixed it.",
     "", "DB에는 행이 있는데 API가 빈 목록과 200을 돌려줬다.",
     "ORM 업그레이드 후 소프트 삭제 필터가 두 번 적용됐다. 수동 필터를 지우니 해결됐다.", ""),
    ("Emails to some Korean portals bounced as spam.",
     "SPF included the old mail provider only; adding the new provider and a DMARC record fixed delivery.",
     "Who manages the DNS records for the mail domain?",
     "일부 국내 포털로 보낸 메일이 스팸으로 반송됐다.",
     "SPF에 예전 메일 업체만 있었다. 새 업체와 DMARC 레코드를 추가하니 전달됐다.",
     "메일 도메인 DNS 레코드는 누가 관리하나요?"),
    ("The Android build failed only on the CI machine.",
     "CI used JDK 21 while the Gradle plugin needs 17; pinning the toolchain in Gradle fixed it.",
     "", "안드로이드 빌드가 CI 장비에서만 실패했다.",
     "CI는 JDK 21을 쓰는데 Gradle 플러그인은 17이 필요했다. Gradle에서 툴체인을 고정하니 해결됐다.", ""),
    ("A feature flag change did not reach the mobile app for hours.",
     "The SDK polls every 6 hours by default; enabling streaming updates made changes appear within seconds.",
     "Is streaming acceptable for battery usage on Android?",
     "기능 플래그를 바꿨는데 모바일 앱에 몇 시간 동안 반영되지 않았다.",
     "SDK 기본 폴링 주기가 6시간이었다. 스트리밍 업데이트를 켜니 몇 초 안에 반영됐다.",
     "안드로이드 배터리 사용량 측면에서 스트리밍을 써도 될까요?"),
    ("Decimal amounts were off by a few won in the settlement export.",
     "Amounts were parsed as floats in the exporter; switching to Decimal end to end removed the drift.",
     "", "정산 내보내기에서 금액이 몇 원씩 어긋났다.",
     "내보내기에서 금액을 float로 파싱했다. 끝까지 Decimal을 쓰니 오차가 사라졌다.", ""),
    ("Database CPU spiked every hour on the hour.",
     "An analytics dashboard refreshed all panels at :00; staggering the refresh and adding an index flattened it.",
     "Can the dashboard move to the read replica?",
     "매시 정각마다 DB CPU가 치솟았다.",
     "분석 대시보드가 정각에 모든 패널을 새로고침했다. 새로고침을 분산하고 인덱스를 추가하니 평탄해졌다.",
     "대시보드를 읽기 전용 레플리카로 옮겨도 될까요?"),
]


_PLAIN_LEFT = {}


def cl_plain(lang):
    """Plain notes are drawn without replacement per language, so no two are identical."""
    left = _PLAIN_LEFT.get(lang) or list(range(len(PLAIN)))
    i = left.pop(R.randrange(len(left)))
    _PLAIN_LEFT[lang] = left
    e1, e2, e3, k1, k2, k3 = PLAIN[i]
    svc = pick(SERVICES)
    if lang == "en":
        return "clean: plain engineering note", None, ("In %s: " % svc if chance(0.5) else "") + e1, e2, e3
    return "clean: plain engineering note", None, ("[%s] " % svc if chance(0.5) else "") + k1, k2, k3


CLEAN_PLAN = [(cl_placeholder, 36), (cl_masked, 32), (cl_secretref, 32), (cl_hash, 28), (cl_ids, 28),
              (cl_pubkey, 28), (cl_base64, 18), (cl_longid, 18), (cl_versions, 14), (cl_policy, 14),
              (cl_flags, 24), (cl_encrypted, 24), (cl_publishable, 28), (cl_plain, 36)]
assert sum(n for _, n in CLEAN_PLAN) == N_CLEAN


def compose_clean(lang, fn):
    while True:
        cat, text, mc, les, ask = fn(lang)
        li = _li(lang)
        frame = "prose"
        if text is not None:
            intro = pick(["", "Output:", "Snippet:", "What I saw:", "For reference:"] if li == 0 else ["", "출력:", "참고:", "확인한 내용:"])
            if "\n" not in text and len(text) < 150 and chance(0.3):
                blk = (intro + " " if intro else "") + "`" + text + "`"
            elif chance(0.6):
                blk = (intro + "\n" if intro else "") + "```\n" + text + "\n```"
            else:
                blk = (intro + "\n" if intro else "") + text
            r = R.random()
            if r < 0.5:
                mc, frame = mc + ("\n" if chance(0.5) else " ") + blk, "ctx_snip"
            elif r < 0.85:
                les, frame = les + "\n" + blk, "les_snip"
            else:
                les, frame = blk + "\n" + les, "les_snip_first"
        if sizes_ok(mc, les, ask):
            category = cat + " | frame " + frame
            if cat.endswith(" [publishable]"):           # FORMAT: the marker must end the category
                category = cat[:-len(" [publishable]")] + " | frame " + frame + " [publishable]"
            return {"lang": lang, "kind": "clean", "category": category,
                    "fields": {"missing_context": mc, "lesson": les, "ask_next_time": ask},
                    "secrets": [], "_frame": frame, "_fam": fn.__name__}


# ============================================================================= assembly
SECRET_PLAN = [("password", 35), ("command", 35), ("connstr", 24), ("http", 22), ("signed_url", 8), ("key", 14),
               ("mfa", 14), ("wifi", 10), ("webhook", 12), ("appsecret", 9), ("multi", 10)]
assert len(VENDORS) + sum(n for _, n in SECRET_PLAN) == N_SECRET


def lang_list():
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    return langs


def build_all():
    # secret notes: every vendor once, plus the other families
    plan = [("vendor", vd["key"]) for vd in VENDORS]
    for b, n in SECRET_PLAN:
        plan += [(b, None)] * n
    R.shuffle(plan)
    langs = lang_list()
    secret_notes = []
    for (b, vkey), lang in zip(plan, langs):
        vd = VENDOR_BY_KEY[vkey] if vkey else None
        secret_notes.append(make_secret_note(lang, b, vd))
    # clean notes
    cplan = []
    for fn, n in CLEAN_PLAN:
        cplan += [fn] * n
    R.shuffle(cplan)
    langs = lang_list()
    clean_notes = [compose_clean(lang, fn) for fn, lang in zip(cplan, langs)]
    notes = secret_notes + clean_notes
    R.shuffle(notes)
    for i, n in enumerate(notes):
        n["id"] = "%s%03d" % (ID_PREFIX, i + 1)
    return notes


def final_checks(notes):
    assert len(notes) == N_SECRET + N_CLEAN
    ids = [n["id"] for n in notes]
    assert len(ids) == len(dict.fromkeys(ids))
    for kind in ("secret", "clean"):
        for lang, want in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            got = sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)
            assert got == want, (kind, lang, got)
    all_secrets = []
    for n in notes:
        f = n["fields"]
        fields = [f["missing_context"], f["lesson"], f["ask_next_time"]]
        assert sizes_ok(*fields), n["id"]
        if n["kind"] == "secret":
            assert n["secrets"], n["id"]
            for s in n["secrets"]:
                assert len(s) >= 8, (n["id"], s)
                assert any(s in x for x in fields), (n["id"], s)
            assert window_rule_ok(fields, n["secrets"]), n["id"]
            all_secrets += n["secrets"]
        else:
            assert n["secrets"] == []
    # no credential of a secret note leaks into a clean note by accident
    clean_text = "\n".join("\n".join(n["fields"].values()) for n in notes if n["kind"] == "clean")
    for s in all_secrets:
        assert s not in clean_text, s


def record(n):
    f = n["fields"]
    return {"id": n["id"], "lang": n["lang"], "kind": n["kind"], "category": n["category"],
            "fields": {"missing_context": f["missing_context"], "lesson": f["lesson"], "ask_next_time": f["ask_next_time"]},
            "secrets": list(n["secrets"])}


def stats(notes, sha):
    from collections import Counter
    out = []
    c = Counter((n["kind"], n["lang"]) for n in notes)
    out.append("counts kind x lang: " + ", ".join("%s/%s=%d" % (k, l, c[(k, l)]) for k in ("secret", "clean") for l in ("en", "ko")))
    vend = [n["_vendor"] for n in notes if n["kind"] == "secret" and n.get("_vendor")]
    out.append("vendor entries in registry: %d; distinct vendor names: %d; regions: %s" % (
        len(VENDORS), len(dict.fromkeys(v["name"] for v in VENDORS)),
        ", ".join("%s=%d" % (r, sum(1 for v in VENDORS if v["region"] == r)) for r in ("global", "KR", "JP", "CN", "EU"))))
    out.append("distinct vendor names used in vendor-token notes: %d" % len(dict.fromkeys(vend)))
    out.append("secret families: " + ", ".join("%s=%d" % kv for kv in sorted(Counter(n["_fam"] for n in notes if n["kind"] == "secret").items())))
    out.append("clean families: " + ", ".join("%s=%d" % kv for kv in sorted(Counter(n["_fam"] for n in notes if n["kind"] == "clean").items())))
    out.append("secret frames: " + ", ".join("%s=%d" % kv for kv in sorted(Counter(n["_frame"] for n in notes if n["kind"] == "secret").items())))
    out.append("clean frames: " + ", ".join("%s=%d" % kv for kv in sorted(Counter(n["_frame"] for n in notes if n["kind"] == "clean").items())))
    npool = sum(len(P[f][k][i]) for f in P for k in P[f] for i in (0, 1))
    out.append("prose templates: %d secret-family sentences (en+ko), %d intro/inline/split/chat/question; %d containers; 34 command shapes; 17 connection-string shapes; %d clean builders" % (
        npool, sum(len(x[0]) + len(x[1]) for x in (INTRO, INLINE, SPLIT, CHAT, QUESTION, EXTRA_AFTER)), len(CONTAINERS), len(CLEAN_PLAN)))
    out.append("distinct categories (without frame suffix): %d" % len(dict.fromkeys(n["category"].split(" | ")[0] for n in notes)))
    out.append("distinct templates used (category without frame x frame): %d" % len(dict.fromkeys(n["category"] for n in notes)))
    ns = [n for n in notes if n["kind"] == "secret"]
    out.append("secret notes with >1 secret: %d; secret in ask_next_time: %d; secrets total: %d; longest secret: %d chars; secrets >=100 chars: %d" % (
        sum(1 for n in ns if len(n["secrets"]) > 1), sum(1 for n in ns if any(s in n["fields"]["ask_next_time"] for s in n["secrets"])),
        sum(len(n["secrets"]) for n in ns), max(len(s) for n in ns for s in n["secrets"]),
        sum(1 for n in ns for s in n["secrets"] if len(s) >= 100)))
    out.append("publishable clean notes: %d; plain clean notes (no risky material): %d" % (
        sum(1 for n in notes if n["category"].endswith(" [publishable]")), sum(1 for n in notes if n["_fam"] == "cl_plain")))
    out.append("sha256: " + sha)
    return "\n".join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    notes = build_all()
    final_checks(notes)
    data = "".join(json.dumps(record(n), ensure_ascii=False) + "\n" for n in notes).encode("utf-8")
    path = os.path.join(here, "blind_set_v79.jsonl")
    with open(path, "wb") as fh:
        fh.write(data)
    sha = hashlib.sha256(data).hexdigest()
    if "--stats" in sys.argv:
        print(stats(notes, sha))
    else:
        print("wrote %s (%d notes) sha256=%s" % (path, len(notes), sha))


P["whsecret"] = {
    "sit": ([
        "GitHub deliveries to {svc} started failing signature validation after the repository moved to the new org.",
        "The user asked me to verify incoming GitHub webhooks in {svc}, and I needed the shared secret.",
        "Redelivered webhook events were rejected by {svc} with 401.",
    ], [
        "저장소를 새 조직으로 옮긴 뒤 {svc} 서비스에서 GitHub 웹훅 서명 검증이 실패하기 시작했다.",
        "{svc} 서비스에서 GitHub 웹훅을 검증하라고 해서 공유 시크릿이 필요했다.",
        "재전송한 웹훅 이벤트를 {svc} 서비스가 401로 거부했다.",
    ]),
    "les": ([
        "GitHub signs the raw body with HMAC-SHA256 (`X-Hub-Signature-256`); verifying the re-serialised JSON always fails.",
        "The secret configured on the new org's webhook differed from {env}; both sides must match exactly.",
        "Compare signatures in constant time; the library helper does that already.",
    ], [
        "GitHub은 원본 바디를 HMAC-SHA256으로 서명한다(`X-Hub-Signature-256`). 다시 직렬화한 JSON으로 검증하면 항상 실패한다.",
        "새 조직 웹훅에 설정된 시크릿이 {env} 값과 달랐다. 양쪽이 정확히 같아야 한다.",
        "서명 비교는 상수 시간으로 해야 한다. 라이브러리 헬퍼가 이미 그렇게 한다.",
    ]),
    "ask": ([
        "Who can update the webhook secret on the GitHub side?",
        "Should each repository get its own webhook secret?",
    ], [
        "GitHub 쪽 웹훅 시크릿은 누가 바꿀 수 있나요?",
        "저장소마다 웹훅 시크릿을 따로 둘까요?",
    ]),
    "askv": ([
        "Is `{v}` also what is configured on the GitHub side?",
    ], [
        "GitHub 쪽에도 `{v}` 값으로 설정되어 있나요?",
    ]),
}


if __name__ == "__main__":
    main()
