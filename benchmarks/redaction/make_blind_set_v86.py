#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v86.py

Generator of blind_set_v86.jsonl, a blind evaluation set for a credential-redaction filter
(format: FORMAT.txt in the same folder).

* Python 3 standard library only, no network.
* One PRNG, random.Random(86_2026_1127), drives every choice (credential bodies included).
* No iteration over sets; output is byte-identical on every run and under any PYTHONHASHSEED.
* For every secret note the generator asserts the window rule of FORMAT.txt; a candidate note
  that breaks any rule (window rule, byte limits, ...) is regenerated from the same PRNG stream.

Usage:  python3 make_blind_set_v86.py [output_path]
"""
import base64
import hashlib
import json
import os
import struct
import sys
import urllib.parse

import random

SEED = 86_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216   # 60 %
N_KO_PER_KIND = 144   # 40 %
ID_PREFIX = "ep"

# ----------------------------------------------------------------------------------------------
# alphabets and primitive random helpers (all driven by R)
# ----------------------------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DI = "0123456789"
AN = UP + LO + DI
UPD = UP + DI
LOD = LO + DI
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64N = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BCRYPT_ALPHA = "./" + UP + LO + DI


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def hexs(n):
    return rs(HEX, n)


def digits(n):
    # no leading zero
    return R.choice("123456789") + rs(DI, n - 1)


def rint(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def sample(seq, k):
    return R.sample(list(seq), k)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def b64u_nopad(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def uuid4():
    h = hexs(32)
    return "%s-%s-4%s-%s%s-%s" % (h[0:8], h[8:12], h[13:16], R.choice("89ab"), h[17:20], h[20:32])


def ulid():
    return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def sha256_hex(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def b64_of_text(text):
    return b64(text.encode("utf-8"))


class Deck:
    """Draws items in shuffled rounds so every item is used before any repeats."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def draw(self):
        if not self.pool:
            self.pool = self.items[:]
            R.shuffle(self.pool)
        return self.pool.pop()


def josa(word, pair):
    """Korean particle for the last syllable of word. pair is e.g. ('을', '를')."""
    last = word.rstrip()[-1:] if word.strip() else ""
    if not last:
        return pair[1]
    code = ord(last)
    if 0xAC00 <= code <= 0xD7A3:
        has = (code - 0xAC00) % 28 != 0
    elif last in "0136780":
        has = True
    elif last.lower() in "lmnr":
        has = True
    else:
        has = False
    if pair == ("으로", "로") and 0xAC00 <= code <= 0xD7A3 and (code - 0xAC00) % 28 == 8:
        return "로"
    return pair[0] if has else pair[1]


def J(word, pair_name):
    pairs = {"을": ("을", "를"), "이": ("이", "가"), "은": ("은", "는"), "과": ("과", "와"),
             "으로": ("으로", "로"), "이랑": ("이랑", "랑")}
    return word + josa(word, pairs[pair_name])


# ----------------------------------------------------------------------------------------------
# vocabulary for context
# ----------------------------------------------------------------------------------------------
SERVICES = ["payments-api", "order-worker", "auth-gateway", "billing-svc", "notification-svc",
            "search-indexer", "admin-web", "settlement-batch", "chat-bot", "data-pipeline",
            "crm-sync", "mobile-bff", "inventory-api", "recommend-api", "media-uploader",
            "report-cron", "coupon-svc", "delivery-tracker", "point-ledger", "partner-portal",
            "review-moderation", "shipping-gw", "ledger-reconciler", "push-dispatcher",
            "catalog-sync", "webhook-relay", "signup-flow", "invoice-renderer", "geo-lookup",
            "kiosk-backend", "loyalty-api", "metrics-exporter"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod", "stage2", "perf"]
REGIONS_AWS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2",
               "ap-southeast-1", "eu-west-1"]
DOMAINS = ["acme-corp.io", "hanbit-soft.co.kr", "mirae-pay.com", "kobo-labs.dev", "nuri-mall.kr",
           "tsubame.jp", "lumen-data.eu", "seoul-mobility.com", "greenleaf.app", "orbit-retail.net",
           "daon-health.co.kr", "pixelfox.io"]
PEOPLE_EN = ["Dana", "Marco", "Priya", "Jonas", "Aiko", "Wei", "Lena", "Tomás", "Sofia", "Ravi",
             "Hannah", "Kenji", "Olu", "Mateo", "Ingrid", "Chloe", "Yusuf", "Nadia"]
PEOPLE_KO = ["민수", "지현", "서연", "도윤", "하준", "수빈", "예린", "현우", "김 팀장님", "박 책임님",
             "이 선임님", "정 매니저님", "최 PM님", "윤 리드님", "한결", "소연"]
USERS = ["deploy", "app_rw", "svc_batch", "admin", "jenkins", "ci_bot", "etl_user", "readonly",
         "app", "root", "backup", "report_ro", "api_user", "grafana", "airflow", "keycloak"]
DBNAMES = ["orders", "billing", "app", "analytics", "users", "ledger", "catalog", "crm", "events"]
CI_NAMES = ["GitHub Actions", "GitLab CI", "Jenkins", "CircleCI", "Buildkite", "Argo Workflows",
            "Bitbucket Pipelines", "Drone"]
DATES = ["2024-11-03", "2025-01-17", "2025-02-28", "2025-03-14", "2025-04-02", "2025-05-21",
         "2025-06-09", "2025-07-30", "2025-08-12", "2025-09-05", "2025-10-19", "2025-11-24"]


def svc():
    return pick(SERVICES)


def env():
    return pick(ENVS)


def domain():
    return pick(DOMAINS)


def person(lang):
    return pick(PEOPLE_EN if lang == "en" else PEOPLE_KO)


def host_for(service, environment):
    return "%s.%s.%s" % (service, environment, domain())


def ts():
    d = pick(DATES)
    return "%sT%02d:%02d:%02d.%03dZ" % (d, rint(0, 23), rint(0, 59), rint(0, 59), rint(0, 999))


def hm():
    return "%02d:%02d" % (rint(8, 23), rint(0, 59))


def P(lang, en, ko, **kw):
    """Pick one prose variant for the language and fill it."""
    t = pick(en if lang == "en" else ko)
    return t.format(**kw)


# ----------------------------------------------------------------------------------------------
# vendor catalogue: documented token shapes, random bodies
# ----------------------------------------------------------------------------------------------
# auth: (header, format) | ("basic_colon", None) secret used as Basic user with empty password |
#       ("basic_user", user) Basic user:secret | ("query", param) token in the query string |
#       ("path", None) token inside the URL path | None
VENDORS = []


def vendor(name, region, what_en, what_ko, env_name, gen, pair=None, auth=None, url=None, cfg=None):
    VENDORS.append({"name": name, "region": region, "what_en": what_en, "what_ko": what_ko,
                    "env": env_name, "gen": gen, "pair": pair, "auth": auth, "url": url,
                    "cfg": cfg or env_name.lower()})


def _jwt(payload, header=None):
    header = header or {"alg": "HS256", "typ": "JWT"}
    h = b64u_nopad(json.dumps(header, separators=(",", ":")).encode())
    p = b64u_nopad(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (h, p, b64u_nopad(rbytes(32)))


def _sentry_org_token():
    org = pick(["acme", "hanbit", "mirae", "kobo", "nuri", "tsubame", "lumen"]) + "-" + rs(LO, 4)
    payload = {"iat": rint(1700000000, 1760000000) + R.random(), "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": org}
    return "sntrys_" + b64u_nopad(json.dumps(payload, separators=(",", ":")).encode()) + "_" + rs(B64N, 43)


def _supabase_service_jwt():
    ref = rs(LO, 20)
    now = rint(1690000000, 1750000000)
    return _jwt({"iss": "supabase", "ref": ref, "role": "service_role", "iat": now,
                 "exp": now + 315360000})


def _mapbox_secret():
    user = pick(["acme-maps", "nuri-geo", "kobolabs", "ridehail-ops", "tsubame-map"])
    payload = b64u_nopad(json.dumps({"u": user, "a": rs(LOD, 25)}, separators=(",", ":")).encode())
    return "sk." + payload + "." + rs(B64U, 22)


def _discord_bot():
    bot_id = digits(rint(18, 19))
    return b64u_nopad(bot_id.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def _volc_sk():
    return b64(b64(hexs(32).encode()).encode())


def _adyen():
    return "AQE" + rs(AN, 4) + rs(B64N, 82) + "==-" + rs(B64N, 43) + "=-" + rs(AN + "<>;%}", 12)


def _rand_pw_service():
    return rs(AN, rint(18, 32))


# ---- global
vendor("AWS", "global", "secret access key", "시크릿 액세스 키", "AWS_SECRET_ACCESS_KEY",
       lambda: rs(B64N, 40), pair=lambda: ("access key id", "AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
       cfg="aws_secret_access_key")
vendor("GitHub", "global", "personal access token", "개인 액세스 토큰", "GITHUB_TOKEN",
       lambda: pick(["ghp_", "ghp_", "gho_", "ghu_"]) + rs(AN, 36), auth=("Authorization", "token {}"),
       url="https://api.github.com/user/repos", cfg="github_token")
vendor("GitHub", "global", "fine-grained token", "fine-grained 토큰", "GH_PAT",
       lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59), auth=("Authorization", "Bearer {}"),
       url="https://api.github.com/repos/%s/%s/actions/runs" % (pick(["acme", "nuri"]), pick(["web", "infra"])),
       cfg="gh_pat")
vendor("GitHub", "global", "app installation token", "앱 설치 토큰", "GITHUB_APP_TOKEN",
       lambda: "ghs_" + rs(AN, 36), auth=("Authorization", "Bearer {}"), url="https://api.github.com/installation/repositories")
vendor("GitLab", "global", "personal access token", "개인 액세스 토큰", "GITLAB_TOKEN",
       lambda: "glpat-" + rs(AN + "-_", 20), auth=("PRIVATE-TOKEN", "{}"),
       url="https://gitlab.%s/api/v4/projects" % pick(DOMAINS), cfg="private_token")
vendor("GitLab", "global", "runner authentication token", "러너 인증 토큰", "CI_RUNNER_TOKEN",
       lambda: "glrt-" + rs(AN + "-_", 20), cfg="token")
vendor("Slack", "global", "bot token", "봇 토큰", "SLACK_BOT_TOKEN",
       lambda: "xoxb-" + digits(rint(10, 13)) + "-" + digits(rint(10, 13)) + "-" + rs(AN, 24),
       auth=("Authorization", "Bearer {}"), url="https://slack.com/api/chat.postMessage", cfg="bot_token")
vendor("Slack", "global", "user token", "유저 토큰", "SLACK_USER_TOKEN",
       lambda: "xoxp-" + digits(rint(10, 13)) + "-" + digits(rint(10, 13)) + "-" + digits(13) + "-" + hexs(32),
       auth=("Authorization", "Bearer {}"), url="https://slack.com/api/conversations.history")
vendor("Slack", "global", "app-level token", "앱 레벨 토큰", "SLACK_APP_TOKEN",
       lambda: "xapp-1-A" + rs(UPD, 10) + "-" + digits(13) + "-" + hexs(64), cfg="app_token")
vendor("Stripe", "global", "secret key", "시크릿 키", "STRIPE_SECRET_KEY",
       lambda: "sk_live_" + pick(["51" + rs(AN, 97), rs(AN, 24)]), auth=("Authorization", "Bearer {}"),
       url="https://api.stripe.com/v1/payment_intents", cfg="secret_key")
vendor("Stripe", "global", "restricted key", "제한 키", "STRIPE_RESTRICTED_KEY",
       lambda: "rk_live_51" + rs(AN, 97), auth=("Authorization", "Bearer {}"), url="https://api.stripe.com/v1/refunds")
vendor("Stripe", "global", "webhook signing secret", "웹훅 서명 시크릿", "STRIPE_WEBHOOK_SECRET",
       lambda: "whsec_" + rs(AN, 32), cfg="webhook_secret")
vendor("OpenAI", "global", "API key", "API 키", "OPENAI_API_KEY",
       lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), auth=("Authorization", "Bearer {}"),
       url="https://api.openai.com/v1/chat/completions", cfg="api_key")
vendor("Anthropic", "global", "API key", "API 키", "ANTHROPIC_API_KEY",
       lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", auth=("x-api-key", "{}"),
       url="https://api.anthropic.com/v1/messages", cfg="api_key")
vendor("Google", "global", "Gemini API key", "Gemini API 키", "GEMINI_API_KEY",
       lambda: "AIza" + rs(B64U, 35), auth=("x-goog-api-key", "{}"),
       url="https://generativelanguage.googleapis.com/v1beta/models", cfg="api_key")
vendor("Google", "global", "OAuth client secret", "OAuth 클라이언트 시크릿", "GOOGLE_CLIENT_SECRET",
       lambda: "GOCSPX-" + rs(B64U, 28),
       pair=lambda: ("client id", "GOOGLE_CLIENT_ID", digits(12) + "-" + rs(LOD, 32) + ".apps.googleusercontent.com", False),
       cfg="client_secret")
vendor("Google", "global", "OAuth refresh token", "OAuth 리프레시 토큰", "GOOGLE_REFRESH_TOKEN",
       lambda: "1//0" + rs(AN, 1) + rs(B64U, 98), cfg="refresh_token")
vendor("Azure", "global", "storage account key", "스토리지 계정 키", "AZURE_STORAGE_KEY",
       lambda: b64(rbytes(64)), pair=lambda: ("account name", "AZURE_STORAGE_ACCOUNT", "st" + rs(LOD, 12), False),
       cfg="account_key")
vendor("Azure", "global", "Entra ID client secret", "Entra ID 클라이언트 시크릿", "AZURE_CLIENT_SECRET",
       lambda: rs(AN, 3) + pick(DI) + "Q~" + rs(AN + "_~.-", 34),
       pair=lambda: ("client id", "AZURE_CLIENT_ID", uuid4(), False), cfg="client_secret")
vendor("Twilio", "global", "auth token", "인증 토큰", "TWILIO_AUTH_TOKEN",
       lambda: hexs(32), pair=lambda: ("Account SID", "TWILIO_ACCOUNT_SID", "AC" + hexs(32), False),
       auth=("basic_sid", None), url="https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json",
       cfg="auth_token")
vendor("SendGrid", "global", "API key", "API 키", "SENDGRID_API_KEY",
       lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), auth=("Authorization", "Bearer {}"),
       url="https://api.sendgrid.com/v3/mail/send")
vendor("Mailgun", "global", "API key", "API 키", "MAILGUN_API_KEY",
       lambda: "key-" + hexs(32), auth=("basic_user", "api"), url="https://api.mailgun.net/v3/mg.%s/messages" % pick(DOMAINS))
vendor("Mailchimp", "global", "API key", "API 키", "MAILCHIMP_API_KEY",
       lambda: hexs(32) + "-us" + str(rint(1, 21)), auth=("basic_user", "anystring"))
vendor("npm", "global", "automation token", "automation 토큰", "NPM_TOKEN",
       lambda: "npm_" + rs(AN, 36), cfg="npm_token")
vendor("PyPI", "global", "API token", "API 토큰", "PYPI_TOKEN",
       lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(140, 170)), cfg="password")
vendor("Docker Hub", "global", "personal access token", "개인 액세스 토큰", "DOCKERHUB_TOKEN",
       lambda: "dckr_pat_" + rs(B64U, 27))
vendor("Hugging Face", "global", "access token", "액세스 토큰", "HF_TOKEN",
       lambda: "hf_" + rs(UP + LO, 34), auth=("Authorization", "Bearer {}"), url="https://huggingface.co/api/whoami-v2")
vendor("Shopify", "global", "Admin API access token", "Admin API 액세스 토큰", "SHOPIFY_ACCESS_TOKEN",
       lambda: "shpat_" + hexs(32), auth=("X-Shopify-Access-Token", "{}"),
       url="https://%s.myshopify.com/admin/api/2024-07/orders.json" % pick(["acme-store", "nuri-mall", "kobo-shop"]))
vendor("Atlassian", "global", "API token", "API 토큰", "JIRA_API_TOKEN",
       lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8), auth=("basic_user", "email"),
       url="https://%s.atlassian.net/rest/api/3/search" % pick(["acme", "hanbit", "mirae"]))
vendor("DigitalOcean", "global", "API token", "API 토큰", "DIGITALOCEAN_TOKEN",
       lambda: "dop_v1_" + hexs(64), auth=("Authorization", "Bearer {}"), url="https://api.digitalocean.com/v2/droplets")
vendor("Discord", "global", "bot token", "봇 토큰", "DISCORD_BOT_TOKEN", _discord_bot,
       auth=("Authorization", "Bot {}"), url="https://discord.com/api/v10/users/@me")
vendor("Telegram", "global", "bot token", "봇 토큰", "TELEGRAM_BOT_TOKEN",
       lambda: digits(rint(9, 10)) + ":AA" + rs(B64U, 33), auth=("path", None),
       url="https://api.telegram.org/bot{}/sendMessage")
vendor("Square", "global", "access token", "액세스 토큰", "SQUARE_ACCESS_TOKEN",
       lambda: "EAAA" + rs(B64U, 60), auth=("Authorization", "Bearer {}"), url="https://connect.squareup.com/v2/payments")
vendor("Braintree", "global", "access token", "액세스 토큰", "BRAINTREE_ACCESS_TOKEN",
       lambda: "access_token$production$" + rs(LOD, 16) + "$" + hexs(32))
vendor("Datadog", "global", "API key", "API 키", "DD_API_KEY",
       lambda: hexs(32), pair=lambda: ("application key", "DD_APP_KEY", hexs(40), True),
       auth=("DD-API-KEY", "{}"), url="https://api.datadoghq.com/api/v1/validate")
vendor("New Relic", "global", "user API key", "유저 API 키", "NEW_RELIC_API_KEY",
       lambda: "NRAK-" + rs(UPD, 27), auth=("Api-Key", "{}"), url="https://api.newrelic.com/graphql")
vendor("Sentry", "global", "organization auth token", "조직 인증 토큰", "SENTRY_AUTH_TOKEN", _sentry_org_token,
       auth=("Authorization", "Bearer {}"), url="https://sentry.io/api/0/organizations/")
vendor("HashiCorp Vault", "global", "service token", "서비스 토큰", "VAULT_TOKEN",
       lambda: "hvs.CAESI" + rs(B64U, 86), auth=("X-Vault-Token", "{}"),
       url="https://vault.%s:8200/v1/secret/data/app" % pick(DOMAINS))
vendor("Terraform Cloud", "global", "team API token", "팀 API 토큰", "TFE_TOKEN",
       lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67), auth=("Authorization", "Bearer {}"),
       url="https://app.terraform.io/api/v2/organizations")
vendor("Pulumi", "global", "access token", "액세스 토큰", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + hexs(40))
vendor("Linear", "global", "API key", "API 키", "LINEAR_API_KEY", lambda: "lin_api_" + rs(AN, 40),
       auth=("Authorization", "{}"), url="https://api.linear.app/graphql")
vendor("Notion", "global", "integration secret", "통합 시크릿", "NOTION_TOKEN",
       lambda: "ntn_" + digits(11) + rs(AN, 35), auth=("Authorization", "Bearer {}"), url="https://api.notion.com/v1/search")
vendor("Airtable", "global", "personal access token", "개인 액세스 토큰", "AIRTABLE_PAT",
       lambda: "pat" + rs(AN, 14) + "." + hexs(64), auth=("Authorization", "Bearer {}"), url="https://api.airtable.com/v0/meta/bases")
vendor("Figma", "global", "personal access token", "개인 액세스 토큰", "FIGMA_TOKEN",
       lambda: "figd_" + rs(B64U, 40), auth=("X-Figma-Token", "{}"), url="https://api.figma.com/v1/me")
vendor("Postman", "global", "API key", "API 키", "POSTMAN_API_KEY",
       lambda: "PMAK-" + hexs(24) + "-" + hexs(34), auth=("X-Api-Key", "{}"), url="https://api.getpostman.com/collections")
vendor("Grafana", "global", "service account token", "서비스 계정 토큰", "GRAFANA_TOKEN",
       lambda: "glsa_" + rs(AN, 32) + "_" + hexs(8), auth=("Authorization", "Bearer {}"),
       url="https://grafana.%s/api/dashboards/uid/ops" % pick(DOMAINS))
vendor("Cloudflare", "global", "API token", "API 토큰", "CLOUDFLARE_API_TOKEN",
       lambda: rs(B64U, 40), auth=("Authorization", "Bearer {}"),
       url="https://api.cloudflare.com/client/v4/user/tokens/verify")
vendor("Okta", "global", "API token", "API 토큰", "OKTA_API_TOKEN",
       lambda: "00" + rs(B64U, 40), auth=("Authorization", "SSWS {}"),
       url="https://%s.okta.com/api/v1/users" % pick(["acme", "mirae", "lumen"]))
vendor("Doppler", "global", "service token", "서비스 토큰", "DOPPLER_TOKEN",
       lambda: "dp.st.prd." + rs(AN, 43))
vendor("1Password", "global", "service account token", "서비스 계정 토큰", "OP_SERVICE_ACCOUNT_TOKEN",
       lambda: "ops_eyJ" + rs(B64U, rint(300, 420)))
vendor("Supabase", "global", "service_role key", "service_role 키", "SUPABASE_SERVICE_ROLE_KEY",
       _supabase_service_jwt, auth=("apikey", "{}"))
vendor("Supabase", "global", "management access token", "관리 액세스 토큰", "SUPABASE_ACCESS_TOKEN",
       lambda: "sbp_" + hexs(40))
vendor("Netlify", "global", "personal access token", "개인 액세스 토큰", "NETLIFY_AUTH_TOKEN",
       lambda: "nfp_" + rs(AN, 36), auth=("Authorization", "Bearer {}"), url="https://api.netlify.com/api/v1/sites")
vendor("Fly.io", "global", "deploy token", "배포 토큰", "FLY_API_TOKEN",
       lambda: "fm2_" + rs(B64N, rint(170, 230)))
vendor("Render", "global", "API key", "API 키", "RENDER_API_KEY", lambda: "rnd_" + rs(AN, 32),
       auth=("Authorization", "Bearer {}"), url="https://api.render.com/v1/services")
vendor("Mapbox", "global", "secret access token", "시크릿 액세스 토큰", "MAPBOX_SECRET_TOKEN", _mapbox_secret)
vendor("Databricks", "global", "personal access token", "개인 액세스 토큰", "DATABRICKS_TOKEN",
       lambda: "dapi" + hexs(32), auth=("Authorization", "Bearer {}"),
       url="https://dbc-%s-%s.cloud.databricks.com/api/2.0/clusters/list" % (hexs(8), hexs(4)))
vendor("Confluent", "global", "API secret", "API 시크릿", "CONFLUENT_API_SECRET",
       lambda: rs(B64N, 64), pair=lambda: ("API key", "CONFLUENT_API_KEY", rs(UPD, 16), True))
vendor("age", "global", "secret key", "비밀 키", "SOPS_AGE_KEY",
       lambda: "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))
vendor("Postmark", "global", "server token", "서버 토큰", "POSTMARK_SERVER_TOKEN", uuid4,
       auth=("X-Postmark-Server-Token", "{}"), url="https://api.postmarkapp.com/email")
vendor("Algolia", "global", "admin API key", "관리자 API 키", "ALGOLIA_ADMIN_KEY", lambda: hexs(32),
       pair=lambda: ("application id", "ALGOLIA_APP_ID", rs(UPD, 10), False), auth=("X-Algolia-API-Key", "{}"))
vendor("CircleCI", "global", "personal API token", "개인 API 토큰", "CIRCLE_TOKEN",
       lambda: "CCIPAT_" + rs(AN, 22) + "_" + hexs(40), auth=("Circle-Token", "{}"), url="https://circleci.com/api/v2/me")
vendor("Buildkite", "global", "API access token", "API 액세스 토큰", "BUILDKITE_API_TOKEN", lambda: "bkua_" + hexs(40),
       auth=("Authorization", "Bearer {}"), url="https://api.buildkite.com/v2/organizations")
vendor("PlanetScale", "global", "database password", "DB 비밀번호", "PLANETSCALE_PASSWORD",
       lambda: "pscale_pw_" + rs(B64U, 43))
vendor("Replicate", "global", "API token", "API 토큰", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(AN, 37),
       auth=("Authorization", "Bearer {}"), url="https://api.replicate.com/v1/predictions")
vendor("Groq", "global", "API key", "API 키", "GROQ_API_KEY", lambda: "gsk_" + rs(AN, 52),
       auth=("Authorization", "Bearer {}"), url="https://api.groq.com/openai/v1/chat/completions")
vendor("Perplexity", "global", "API key", "API 키", "PERPLEXITY_API_KEY", lambda: "pplx-" + rs(AN, 48),
       auth=("Authorization", "Bearer {}"), url="https://api.perplexity.ai/chat/completions")
vendor("xAI", "global", "API key", "API 키", "XAI_API_KEY", lambda: "xai-" + rs(AN, 80),
       auth=("Authorization", "Bearer {}"), url="https://api.x.ai/v1/chat/completions")
vendor("LangSmith", "global", "personal access token", "개인 액세스 토큰", "LANGSMITH_API_KEY",
       lambda: "lsv2_pt_" + hexs(32) + "_" + hexs(10))
vendor("Pinecone", "global", "API key", "API 키", "PINECONE_API_KEY", lambda: "pcsk_" + rs(AN, 5) + "_" + rs(AN, 64),
       auth=("Api-Key", "{}"))
vendor("Dropbox", "global", "short-lived access token", "단기 액세스 토큰", "DROPBOX_TOKEN",
       lambda: "sl.u." + rs(B64U, rint(140, 160)), auth=("Authorization", "Bearer {}"),
       url="https://api.dropboxapi.com/2/files/list_folder")
vendor("Asana", "global", "personal access token", "개인 액세스 토큰", "ASANA_PAT",
       lambda: "2/" + digits(16) + "/" + digits(16) + ":" + hexs(32), auth=("Authorization", "Bearer {}"),
       url="https://app.asana.com/api/1.0/users/me")
vendor("Bitbucket", "global", "app password", "앱 비밀번호", "BITBUCKET_APP_PASSWORD", lambda: "ATBB" + rs(AN, 32),
       auth=("basic_user", "user"), url="https://api.bitbucket.org/2.0/repositories")
vendor("Azure DevOps", "global", "personal access token", "개인 액세스 토큰", "AZURE_DEVOPS_PAT",
       lambda: rs(LO + "234567", 52), auth=("basic_colon", None),
       url="https://dev.azure.com/%s/_apis/projects" % pick(["acme", "hanbit", "lumen"]))
vendor("Splunk", "global", "HEC token", "HEC 토큰", "SPLUNK_HEC_TOKEN", uuid4, auth=("Authorization", "Splunk {}"),
       url="https://splunk.%s:8088/services/collector/event" % pick(DOMAINS))
vendor("Plaid", "global", "secret", "시크릿", "PLAID_SECRET", lambda: hexs(30),
       pair=lambda: ("client_id", "PLAID_CLIENT_ID", hexs(24), False))
vendor("Auth0", "global", "client secret", "클라이언트 시크릿", "AUTH0_CLIENT_SECRET", lambda: rs(B64U, 64),
       pair=lambda: ("client id", "AUTH0_CLIENT_ID", rs(AN, 32), False))
vendor("Rails", "global", "master key", "master key", "RAILS_MASTER_KEY", lambda: hexs(32))
vendor("Django", "global", "SECRET_KEY", "SECRET_KEY", "DJANGO_SECRET_KEY",
       lambda: rs(LOD + "!@#%^&*(-_=+)", 50), cfg="secret_key")
vendor("Laravel", "global", "APP_KEY", "APP_KEY", "APP_KEY", lambda: "base64:" + b64(rbytes(32)))
vendor("WireGuard", "global", "private key", "개인 키", "WG_PRIVATE_KEY", lambda: b64(rbytes(32)), cfg="private_key")
vendor("Razorpay", "in", "key secret", "키 시크릿", "RAZORPAY_KEY_SECRET", lambda: rs(AN, 24),
       pair=lambda: ("key id", "RAZORPAY_KEY_ID", "rzp_live_" + rs(AN, 14), True))
vendor("Paystack", "africa", "secret key", "시크릿 키", "PAYSTACK_SECRET_KEY", lambda: "sk_live_" + hexs(40),
       auth=("Authorization", "Bearer {}"), url="https://api.paystack.co/transaction/initialize")
vendor("Mercado Pago", "latam", "access token", "액세스 토큰", "MP_ACCESS_TOKEN",
       lambda: "APP_USR-" + digits(16) + "-" + digits(6) + "-" + hexs(32) + "-" + digits(9),
       auth=("Authorization", "Bearer {}"), url="https://api.mercadopago.com/v1/payments")

# ---- Korea
vendor("Naver Cloud Platform", "kr", "secret key", "시크릿 키", "NCLOUD_SECRET_KEY", lambda: rs(AN, 40),
       pair=lambda: ("access key", "NCLOUD_ACCESS_KEY", rs(AN, 20), True), cfg="ncloud_secret_key")
vendor("Naver Developers", "kr", "client secret", "Client Secret", "NAVER_CLIENT_SECRET", lambda: rs(AN + "_", 10),
       pair=lambda: ("client id", "NAVER_CLIENT_ID", rs(AN, 20), False), auth=("X-Naver-Client-Secret", "{}"),
       url="https://openapi.naver.com/v1/search/blog.json?query=%EC%BA%A0%ED%95%91")
vendor("Kakao", "kr", "REST API key", "REST API 키", "KAKAO_REST_API_KEY", lambda: hexs(32),
       auth=("Authorization", "KakaoAK {}"), url="https://dapi.kakao.com/v2/local/search/address.json?query=%ED%8C%90%EA%B5%90")
vendor("Kakao", "kr", "Admin key", "어드민 키", "KAKAO_ADMIN_KEY", lambda: hexs(32),
       auth=("Authorization", "KakaoAK {}"), url="https://kapi.kakao.com/v1/user/ids")
vendor("Kakao", "kr", "client secret", "Client Secret", "KAKAO_CLIENT_SECRET", lambda: rs(AN, 32))
vendor("Toss Payments", "kr", "secret key", "시크릿 키", "TOSS_SECRET_KEY", lambda: "live_sk_" + rs(AN, 28),
       auth=("basic_colon", None), url="https://api.tosspayments.com/v1/payments/confirm")
vendor("Toss Payments", "kr", "widget secret key", "위젯 시크릿 키", "TOSS_WIDGET_SECRET_KEY",
       lambda: "live_gsk_" + rs(AN, 28), auth=("basic_colon", None), url="https://api.tosspayments.com/v1/payments/confirm")
vendor("PortOne", "kr", "V2 API secret", "V2 API Secret", "PORTONE_API_SECRET", lambda: rs(AN, 80),
       auth=("Authorization", "PortOne {}"), url="https://api.portone.io/payments")
vendor("Korea Investment & Securities", "kr", "appsecret", "appsecret", "KIS_APP_SECRET", lambda: rs(B64N, 180),
       pair=lambda: ("appkey", "KIS_APP_KEY", "PS" + rs(AN, 34), True))
vendor("Upbit", "kr", "secret key", "Secret Key", "UPBIT_SECRET_KEY", lambda: rs(AN, 40),
       pair=lambda: ("access key", "UPBIT_ACCESS_KEY", rs(AN, 40), True))
vendor("Bithumb", "kr", "secret key", "Secret Key", "BITHUMB_SECRET_KEY", lambda: hexs(32),
       pair=lambda: ("connect key", "BITHUMB_API_KEY", hexs(32), True))
vendor("Solapi", "kr", "API secret", "API Secret", "SOLAPI_API_SECRET", lambda: rs(UPD, 32),
       pair=lambda: ("API key", "SOLAPI_API_KEY", "NCS" + rs(UPD, 13), True))
vendor("Aligo", "kr", "API key", "API 키", "ALIGO_API_KEY", lambda: rs(LOD, 32))
vendor("Channel Talk", "kr", "access secret", "access secret", "CHANNEL_ACCESS_SECRET", lambda: hexs(32),
       pair=lambda: ("access key", "CHANNEL_ACCESS_KEY", hexs(24), True), auth=("x-access-secret", "{}"),
       url="https://api.channel.io/open/v5/user-chats")
vendor("data.go.kr", "kr", "service key (Decoding)", "일반 인증키(Decoding)", "DATA_GO_KR_SERVICE_KEY",
       lambda: b64(rbytes(64)))
vendor("NHN Cloud", "kr", "X-Secret-Key", "X-Secret-Key", "NHN_SMS_SECRET_KEY", lambda: rs(AN, 8),
       pair=lambda: ("appkey", "NHN_SMS_APPKEY", rs(AN, 16), False), auth=("X-Secret-Key", "{}"))
vendor("Sendbird", "kr", "API token", "API 토큰", "SENDBIRD_API_TOKEN", lambda: hexs(40),
       pair=lambda: ("application id", "SENDBIRD_APP_ID", uuid4().upper(), False), auth=("Api-Token", "{}"))
vendor("NICEPAY", "kr", "merchant key", "상점 키", "NICEPAY_MERCHANT_KEY", lambda: b64(rbytes(64)),
       pair=lambda: ("MID", "NICEPAY_MID", "nicepay" + rs(LOD, 3) + "m", False))
vendor("Coupang", "kr", "secret key", "secret key", "COUPANG_SECRET_KEY", lambda: hexs(40),
       pair=lambda: ("access key", "COUPANG_ACCESS_KEY", uuid4(), True))
vendor("Naver Commerce", "kr", "client secret", "client secret", "NAVER_COMMERCE_CLIENT_SECRET",
       lambda: "$2a$04$" + rs(BCRYPT_ALPHA, 22),
       pair=lambda: ("client id", "NAVER_COMMERCE_CLIENT_ID", rs(AN, 22), False))

# ---- Japan
vendor("LINE", "jp", "channel access token", "채널 액세스 토큰", "LINE_CHANNEL_ACCESS_TOKEN",
       lambda: rs(B64N, 171) + "=", auth=("Authorization", "Bearer {}"), url="https://api.line.me/v2/bot/message/push")
vendor("LINE", "jp", "channel secret", "채널 시크릿", "LINE_CHANNEL_SECRET", lambda: hexs(32))
vendor("Chatwork", "jp", "API token", "API 토큰", "CHATWORK_API_TOKEN", lambda: hexs(32),
       auth=("X-ChatWorkToken", "{}"), url="https://api.chatwork.com/v2/rooms")
vendor("PAY.JP", "jp", "secret key", "시크릿 키", "PAYJP_SECRET_KEY", lambda: "sk_live_" + hexs(24),
       auth=("basic_colon", None), url="https://api.pay.jp/v1/charges")
vendor("Backlog", "jp", "API key", "API 키", "BACKLOG_API_KEY", lambda: rs(AN, 64), auth=("query", "apiKey"),
       url="https://%s.backlog.jp/api/v2/issues" % pick(["tsubame", "acme", "kobo"]))
vendor("kintone", "jp", "API token", "API 토큰", "KINTONE_API_TOKEN", lambda: rs(AN, 40),
       auth=("X-Cybozu-API-Token", "{}"), url="https://%s.cybozu.com/k/v1/records.json?app=%d" % (pick(["tsubame", "acme"]), rint(3, 300)))
vendor("Sakura Cloud", "jp", "access token secret", "액세스 토큰 시크릿", "SAKURACLOUD_ACCESS_TOKEN_SECRET",
       lambda: rs(AN, 64), pair=lambda: ("access token", "SAKURACLOUD_ACCESS_TOKEN", uuid4(), True))
vendor("GMO Payment Gateway", "jp", "shop password", "샵 패스워드", "GMO_SHOP_PASS", lambda: rs(LOD, 8),
       pair=lambda: ("shop id", "GMO_SHOP_ID", "tshop" + digits(8), False))

# ---- China
vendor("Alibaba Cloud", "cn", "AccessKey secret", "AccessKey Secret", "ALIBABA_CLOUD_ACCESS_KEY_SECRET",
       lambda: rs(AN, 30), pair=lambda: ("AccessKey ID", "ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18), True))
vendor("Tencent Cloud", "cn", "SecretKey", "SecretKey", "TENCENTCLOUD_SECRET_KEY", lambda: rs(AN, 32),
       pair=lambda: ("SecretId", "TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32), True))
vendor("Baidu Cloud", "cn", "secret access key", "Secret Access Key", "BCE_SECRET_KEY", lambda: hexs(32),
       pair=lambda: ("access key", "BCE_ACCESS_KEY", hexs(32), True))
vendor("Baidu Qianfan", "cn", "secret key", "Secret Key", "QIANFAN_SECRET_KEY", lambda: rs(AN, 32),
       pair=lambda: ("API key", "QIANFAN_AK", rs(AN, 24), True))
vendor("Huawei Cloud", "cn", "secret access key", "SK", "HUAWEICLOUD_SDK_SK", lambda: rs(AN, 40),
       pair=lambda: ("access key", "HUAWEICLOUD_SDK_AK", rs(UPD, 20), True))
vendor("WeChat", "cn", "AppSecret", "AppSecret", "WECHAT_APP_SECRET", lambda: hexs(32),
       pair=lambda: ("AppID", "WECHAT_APP_ID", "wx" + hexs(16), False))
vendor("WeChat Pay", "cn", "APIv3 key", "APIv3 키", "WECHATPAY_API_V3_KEY", lambda: rs(AN, 32),
       pair=lambda: ("merchant id", "WECHATPAY_MCHID", digits(10), False))
vendor("Feishu", "cn", "app secret", "app secret", "FEISHU_APP_SECRET", lambda: rs(AN, 32),
       pair=lambda: ("app id", "FEISHU_APP_ID", "cli_" + hexs(16), False))
vendor("WeCom", "cn", "corpsecret", "corpsecret", "WECOM_CORP_SECRET", lambda: rs(B64U, 43),
       pair=lambda: ("corpid", "WECOM_CORP_ID", "ww" + hexs(16), False))
vendor("Qiniu", "cn", "SecretKey", "SecretKey", "QINIU_SECRET_KEY", lambda: rs(B64U, 40),
       pair=lambda: ("AccessKey", "QINIU_ACCESS_KEY", rs(B64U, 40), True))
vendor("Volcengine", "cn", "secret access key", "SecretAccessKey", "VOLC_SECRETKEY", _volc_sk,
       pair=lambda: ("access key id", "VOLC_ACCESSKEY", "AKLT" + rs(AN, 43), True))
vendor("Zhipu AI", "cn", "API key", "API 키", "ZHIPUAI_API_KEY", lambda: hexs(32) + "." + rs(AN, 16),
       auth=("Authorization", "Bearer {}"), url="https://open.bigmodel.cn/api/paas/v4/chat/completions")
vendor("DeepSeek", "cn", "API key", "API 키", "DEEPSEEK_API_KEY", lambda: "sk-" + hexs(32),
       auth=("Authorization", "Bearer {}"), url="https://api.deepseek.com/chat/completions")
vendor("Moonshot AI", "cn", "API key", "API 키", "MOONSHOT_API_KEY", lambda: "sk-" + rs(AN, 48),
       auth=("Authorization", "Bearer {}"), url="https://api.moonshot.cn/v1/chat/completions")
vendor("Alibaba DashScope", "cn", "API key", "API 키", "DASHSCOPE_API_KEY", lambda: "sk-" + hexs(32),
       auth=("Authorization", "Bearer {}"), url="https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions")
vendor("Gitee", "cn", "private token", "개인 토큰", "GITEE_TOKEN", lambda: hexs(32), auth=("query", "access_token"),
       url="https://gitee.com/api/v5/user/repos")

# ---- Europe
vendor("Mollie", "eu", "live API key", "live API 키", "MOLLIE_API_KEY", lambda: "live_" + rs(AN, 30),
       auth=("Authorization", "Bearer {}"), url="https://api.mollie.com/v2/payments")
vendor("Adyen", "eu", "API key", "API 키", "ADYEN_API_KEY", _adyen, auth=("X-API-Key", "{}"),
       url="https://checkout-live.adyenpayments.com/checkout/v71/payments")
vendor("Klarna", "eu", "API key", "API 키", "KLARNA_API_KEY", lambda: "klarna_live_api_" + rs(B64U, 48))
vendor("GoCardless", "eu", "live access token", "live 액세스 토큰", "GOCARDLESS_ACCESS_TOKEN",
       lambda: "live_" + rs(B64U, 40), auth=("Authorization", "Bearer {}"), url="https://api.gocardless.com/mandates")
vendor("Scaleway", "eu", "secret key", "시크릿 키", "SCW_SECRET_KEY", uuid4,
       pair=lambda: ("access key", "SCW_ACCESS_KEY", "SCW" + rs(UPD, 17), True), auth=("X-Auth-Token", "{}"),
       url="https://api.scaleway.com/instance/v1/zones/fr-par-1/servers")
vendor("OVHcloud", "eu", "consumer key", "consumer key", "OVH_CONSUMER_KEY", lambda: rs(AN, 32),
       pair=lambda: ("application secret", "OVH_APPLICATION_SECRET", rs(AN, 32), True))
vendor("Hetzner Cloud", "eu", "API token", "API 토큰", "HCLOUD_TOKEN", lambda: rs(AN, 64),
       auth=("Authorization", "Bearer {}"), url="https://api.hetzner.cloud/v1/servers")
vendor("MessageBird", "eu", "live access key", "live 액세스 키", "MESSAGEBIRD_ACCESS_KEY", lambda: rs(AN, 25),
       auth=("Authorization", "AccessKey {}"), url="https://rest.messagebird.com/messages")
vendor("Vonage", "eu", "API secret", "API secret", "VONAGE_API_SECRET", lambda: rs(AN, 16),
       pair=lambda: ("API key", "VONAGE_API_KEY", hexs(8), False))
vendor("DeepL", "eu", "auth key", "인증 키", "DEEPL_AUTH_KEY", lambda: uuid4() + pick([":fx", ""]),
       auth=("Authorization", "DeepL-Auth-Key {}"), url="https://api-free.deepl.com/v2/translate")
vendor("Mistral AI", "eu", "API key", "API 키", "MISTRAL_API_KEY", lambda: rs(AN, 32),
       auth=("Authorization", "Bearer {}"), url="https://api.mistral.ai/v1/chat/completions")
vendor("Brevo", "eu", "API key", "API 키", "BREVO_API_KEY", lambda: "xkeysib-" + hexs(64) + "-" + rs(AN, 16),
       auth=("api-key", "{}"), url="https://api.brevo.com/v3/smtp/email")
vendor("Contentful", "eu", "management token", "management 토큰", "CONTENTFUL_MANAGEMENT_TOKEN",
       lambda: "CFPAT-" + rs(B64U, 43), auth=("Authorization", "Bearer {}"), url="https://api.contentful.com/spaces")
vendor("Infobip", "eu", "API key", "API 키", "INFOBIP_API_KEY", lambda: hexs(32) + "-" + uuid4(),
       auth=("Authorization", "App {}"), url="https://%s.api.infobip.com/sms/2/text/advanced" % rs(LOD, 6))
vendor("SumUp", "eu", "secret API key", "시크릿 API 키", "SUMUP_API_KEY", lambda: "sup_sk_" + rs(AN, 32),
       auth=("Authorization", "Bearer {}"), url="https://api.sumup.com/v0.1/me")
vendor("Spotify", "eu", "client secret", "client secret", "SPOTIFY_CLIENT_SECRET", lambda: hexs(32),
       pair=lambda: ("client id", "SPOTIFY_CLIENT_ID", hexs(32), False))
vendor("Wise", "eu", "API token", "API 토큰", "WISE_API_TOKEN", uuid4, auth=("Authorization", "Bearer {}"),
       url="https://api.transferwise.com/v1/profiles")
vendor("Pusher", "eu", "app secret", "app secret", "PUSHER_APP_SECRET", lambda: hexs(20),
       pair=lambda: ("app key", "PUSHER_APP_KEY", hexs(20), False))
vendor("Paddle", "eu", "API key", "API 키", "PADDLE_API_KEY",
       lambda: "pdl_live_apikey_" + rs(LOD, 26) + "_" + rs(AN, 22) + "_" + rs(AN, 3),
       auth=("Authorization", "Bearer {}"), url="https://api.paddle.com/transactions")


def vendor_names():
    out = []
    for v in VENDORS:
        if v["name"] not in out:
            out.append(v["name"])
    return out


def make_cred(v):
    """Instantiate one credential of vendor v. Returns a dict with fresh random values."""
    c = {"v": v, "name": v["name"], "what_en": v["what_en"], "what_ko": v["what_ko"], "env": v["env"],
         "value": v["gen"](), "pair": None}
    if v["pair"]:
        label, penv, pval, listed = v["pair"]()
        c["pair"] = {"label": label, "env": penv, "value": pval, "listed": listed}
    return c


def cred_secrets(c, include_pair=True):
    out = [c["value"]]
    if include_pair and c["pair"] and c["pair"]["listed"]:
        out.append(c["pair"]["value"])
    return out


# ----------------------------------------------------------------------------------------------
# passwords of people and services
# ----------------------------------------------------------------------------------------------
WORDS_EN = ["sunflower", "harbor", "maple", "tiger", "falcon", "orange", "winter", "cobalt", "pepper",
            "marble", "rocket", "violet", "canyon", "ember", "willow", "nimbus", "panda", "lemon",
            "quartz", "saturn", "gravel", "meadow", "lantern", "pickle", "comet", "thunder", "walrus",
            "biscuit", "juniper", "orbit", "pirate", "sapphire", "tundra", "waffle", "yankee", "zephyr",
            "badger", "cactus", "dolphin", "espresso", "fjord", "glacier", "hazel", "igloo", "jasmine"]
HANGUL_WORDS = ["사랑", "고양이", "강아지", "하늘", "바다", "봄날", "벚꽃", "우리집", "행복", "햇살",
                "별빛", "토끼", "호랑이", "커피", "라면", "김치", "단풍", "눈사람", "무지개", "보리",
                "제주도", "한강", "딸기", "여름밤", "달빛", "감자", "도토리", "부산", "참새", "초코"]
PUNCT_PW = "!@#$%^&*()-_=+[]{};:,.<>?/~|"
PUNCT_SAFE = "!@#%^&*-_=+.,:;?~"

_CHO = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b",
         "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q",
         "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def hangul_to_qwerty(text):
    out = []
    for ch in text:
        code = ord(ch)
        if 0xAC00 <= code <= 0xD7A3:
            idx = code - 0xAC00
            out.append(_CHO[idx // 588] + _JUNG[(idx % 588) // 28] + _JONG[idx % 28])
        else:
            out.append(ch)
    return "".join(out)


def pw_human():
    w = pick(WORDS_EN)
    form = rint(0, 6)
    if form == 0:
        return w.capitalize() + str(rint(1985, 2025)) + pick("!@#$?*")
    if form == 1:
        return w + "_" + pick(WORDS_EN).capitalize() + str(rint(10, 99))
    if form == 2:
        return w.capitalize() + pick("#@!") + str(rint(1000, 9999))
    if form == 3:
        return pick(["I", "My", "Our"]) + pick(WORDS_EN).capitalize() + pick(["Is", "Was", "Has"]) + \
            pick(WORDS_EN).capitalize() + str(rint(1, 99)) + pick("!?.")
    if form == 4:
        t = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return t.capitalize() + pick(["!", "!!", "#1", "$", "2024", "_99"])
    if form == 5:
        return pick(PEOPLE_EN).lower() + str(rint(1970, 2012)) + pick(WORDS_EN)[:4] + pick("!#.")
    return w.upper()[:3] + pick(WORDS_EN) + str(rint(100, 999)) + pick("!@#%&")


def pw_passphrase():
    n = rint(3, 5)
    words = [pick(WORDS_EN) for _ in range(n)]
    sep = pick(["-", ".", "_", " ", "-", "+"])
    s = sep.join(words)
    if chance(0.5):
        s += sep + str(rint(1, 999))
    if chance(0.3):
        s = s.capitalize()
    return s


def pw_punct():
    n = rint(14, 28)
    while True:
        s = rs(AN + PUNCT_PW, n)
        if sum(1 for ch in s if ch in PUNCT_PW) >= 3 and any(ch in DI for ch in s):
            return s


def pw_punct_safe():
    n = rint(12, 24)
    while True:
        s = rs(AN + PUNCT_SAFE, n)
        if sum(1 for ch in s if ch in PUNCT_SAFE) >= 2:
            return s


def pw_korean_keyboard():
    word = "".join(pick(HANGUL_WORDS) for _ in range(rint(1, 2)))
    s = hangul_to_qwerty(word)
    while len(s) < 6:
        s += hangul_to_qwerty(pick(HANGUL_WORDS))
    tail = pick([str(rint(1, 9999)), pick("!@#") + str(rint(10, 99)), str(rint(10, 99)) + pick("!@#$"), "!" * rint(1, 2)])
    if chance(0.3):
        s = s[0].upper() + s[1:]
    return s + tail


def pw_hangul():
    form = rint(0, 3)
    if form == 0:
        return pick(HANGUL_WORDS) + pick(HANGUL_WORDS) + str(rint(1, 2025)) + pick("!@#")
    if form == 1:
        return pick(HANGUL_WORDS) + pick("!@#") + pick(HANGUL_WORDS) + str(rint(10, 99))
    if form == 2:
        return "우리" + pick(HANGUL_WORDS) + pick(["사랑해", "최고", "짱", "만세"]) + str(rint(1, 999))
    return pick(WORDS_EN).capitalize() + pick(HANGUL_WORDS) + str(rint(100, 9999)) + pick("!?")


def pw_service():
    form = rint(0, 4)
    if form == 0:
        return rs(AN, rint(16, 32))
    if form == 1:
        return b64(rbytes(pick([18, 24, 33])))
    if form == 2:
        return hexs(pick([24, 32, 40]))
    if form == 3:
        return b64u_nopad(rbytes(pick([24, 32])))
    return "-".join(rs(LOD, 5) for _ in range(rint(3, 5)))


def pw_pwgen():
    cons = "bcdfghjkmnprstvwxz"
    vow = "aeiou"
    s = ""
    for i in range(rint(4, 6)):
        s += pick(cons) + pick(vow)
    s = s[:rint(7, 10)]
    p = rint(1, len(s) - 2)
    s = s[:p] + pick(DI) + s[p:]
    q = rint(0, len(s) - 1)
    s = s[:q] + s[q].upper() + s[q + 1:]
    if len(s) < 8:
        s += pick(DI) + pick(LO)
    return s


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul), ("generated", pw_service),
             ("pwgen", pw_pwgen), ("symbols", pw_punct_safe)]


PW_STYLES_WEIGHTED = PW_STYLES + [("hangul", pw_hangul), ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul)]


def gen_password(style=None, shell_safe=False, url_safe=False, min_len=8):
    """Return (style, password). shell_safe: no chars that break single quotes/double quotes.
    url_safe: only unreserved chars (no percent encoding needed)."""
    while True:
        if style:
            fn = dict(PW_STYLES)[style]
            st = style
        else:
            st, fn = pick(PW_STYLES_WEIGHTED)
        p = fn()
        if len(p) < min_len:
            continue
        if shell_safe and any(ch in p for ch in "'\"\\`$ "):
            continue
        if url_safe and urllib.parse.quote(p, safe="") != p:
            continue
        if any(ch in p for ch in "'\"\\`"):
            continue
        return st, p


def pct(p):
    return urllib.parse.quote(p, safe="")


# ----------------------------------------------------------------------------------------------
# key material
# ----------------------------------------------------------------------------------------------
def _der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 0xFF])


def pem_lines(der, width=64):
    s = b64(der)
    lines = [s[i:i + width] for i in range(0, len(s), width)]
    if len(lines) > 1 and len(lines[-1]) < 8:
        # merge a too-short tail into a visually normal layout: move chars from previous line
        need = 8 - len(lines[-1])
        lines[-1] = lines[-2][-need:] + lines[-1]
        lines[-2] = lines[-2][:-need]
    return lines


def ec_private_key():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + \
        b"\x04" + rbytes(64)
    return "EC PRIVATE KEY", pem_lines(der)


def ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", pem_lines(der)


def openssh_ed25519(comment):
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    pub = rbytes(32)
    priv = rbytes(32)
    keytype = b"ssh-ed25519"
    pubblob = sstr(keytype) + sstr(pub)
    check = rbytes(4)
    body = check + check + sstr(keytype) + sstr(pub) + sstr(priv + pub) + sstr(comment.encode())
    pad = 1
    while len(body) % 8:
        body += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + struct.pack(">I", 1) + \
        sstr(pubblob) + sstr(body)
    return "OPENSSH PRIVATE KEY", pem_lines(blob, 70)


def rsa_private_partial(n_lines):
    # PKCS#1 RSA 2048 header followed by random material; only the first n_lines are pasted
    der = bytes.fromhex("308204a40201000282010100") + rbytes(48 * n_lines)
    lines = pem_lines(der)[:n_lines]
    return "RSA PRIVATE KEY", lines


def pkcs8_rsa_partial(n_lines):
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + \
        rbytes(48 * n_lines)
    return "PRIVATE KEY", pem_lines(der)[:n_lines]


def ssh_ed25519_public(comment):
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    return "ssh-ed25519 " + b64(sstr(b"ssh-ed25519") + sstr(rbytes(32))) + " " + comment


def ssh_rsa_public(comment):
    def sstr(b):
        return struct.pack(">I", len(b)) + b
    blob = sstr(b"ssh-rsa") + sstr(b"\x01\x00\x01") + sstr(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64(blob) + " " + comment


def ssh_fingerprint():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def md5_fingerprint():
    return ":".join(hexs(2) for _ in range(16))


# ----------------------------------------------------------------------------------------------
# one-time codes, recovery codes, PINs, Wi-Fi
# ----------------------------------------------------------------------------------------------
def totp_seed():
    n = pick([16, 32, 32, 26])
    s = rs(B32, n)
    if chance(0.35):
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower() if chance(0.5) else \
            " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def recovery_codes(kind):
    if kind == "github":
        return [hexs(5) + "-" + hexs(5) for _ in range(rint(4, 8))]
    if kind == "google":
        return [rs(DI, 4) + " " + rs(DI, 4) for _ in range(rint(4, 6))]
    if kind == "gitlab":
        return [hexs(16) for _ in range(rint(3, 6))]
    if kind == "aws":
        return [rs(UPD, 8) + "-" + rs(UPD, 8) for _ in range(rint(2, 4))]
    if kind == "1password":
        return ["A3-" + rs(UPD, 6) + "-" + rs(UPD, 6) + "-" + "-".join(rs(UPD, 5) for _ in range(4))]
    if kind == "bitlocker":
        return ["-".join("%06d" % (rint(0, 90908) * 11) for _ in range(8))]
    if kind == "apple":
        return ["-".join(rs(UPD, 4) for _ in range(7))]
    if kind == "bitwarden":
        return ["-".join(rs(LOD, 4) for _ in range(8))]
    if kind == "slack":
        return [rs(LOD, 8) for _ in range(rint(4, 6))]
    raise ValueError(kind)


def wifi_pass():
    form = rint(0, 4)
    if form == 0:
        return pw_passphrase()
    if form == 1:
        return pw_human()
    if form == 2:
        return rs(AN, rint(10, 20))
    if form == 3:
        return pw_korean_keyboard()
    return hexs(64)  # raw PSK


# ----------------------------------------------------------------------------------------------
# key/value containers: render [(ENV_NAME, value), ...] into many config / command formats
# ----------------------------------------------------------------------------------------------
PLAIN = AN + "-_./+=~:@"


def slug_of(name):
    s = "".join(ch.lower() if ch.isalnum() else "_" for ch in name)
    while "__" in s:
        s = s.replace("__", "_")
    return s.strip("_")


def snake(k):
    return k.lower()


def camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def pascal(k):
    return "".join(p.capitalize() for p in k.lower().split("_"))


def kebab(k):
    return k.lower().replace("_", "-")


def strip_prefix(k, slug):
    pre = slug.upper() + "_"
    return k[len(pre):] if k.startswith(pre) and len(k) > len(pre) else k


def needs_quote(v):
    return any(ch not in PLAIN for ch in v) or v[:1] in "-:@=~" or v.lower() in ("true", "false", "null", "yes", "no")


def q_sh(v):
    return "'" + v + "'" if any(ch not in AN + "-_./+=:@,%" for ch in v) else v


def q_sh_always(v):
    return pick(["'" + v + "'", '"' + v + '"']) if "$" not in v and "!" not in v else "'" + v + "'"


def q_yaml(v):
    if needs_quote(v) or v[:1].isdigit():
        return pick(["'%s'", '"%s"']) % v if "\\" not in v else "'%s'" % v
    return pick([v, v, '"%s"' % v])


def q_env(v):
    if any(ch in v for ch in " #$\"'`") or any(ord(ch) > 127 for ch in v):
        return '"' + v + '"'
    return pick([v, v, v, '"' + v + '"'])


def jstr(v):
    return json.dumps(v, ensure_ascii=False)


BENIGN = [("LOG_LEVEL", lambda c: pick(["info", "debug", "warn"])), ("PORT", lambda c: str(pick([3000, 8080, 8000, 9090]))),
          ("NODE_ENV", lambda c: "production"), ("TZ", lambda c: "Asia/Seoul"), ("REGION", lambda c: pick(REGIONS_AWS)),
          ("REDIS_HOST", lambda c: "redis-%s.internal" % c["env"]), ("FEATURE_NEW_CHECKOUT", lambda c: pick(["true", "false"])),
          ("TIMEOUT_MS", lambda c: str(pick([3000, 5000, 15000]))), ("DB_HOST", lambda c: "pg-%s.internal" % c["env"]),
          ("DB_PORT", lambda c: pick(["5432", "3306"])), ("SENTRY_ENVIRONMENT", lambda c: c["env"]),
          ("APP_NAME", lambda c: c["svc"]), ("RETRY_COUNT", lambda c: str(rint(2, 5))),
          ("CALLBACK_URL", lambda c: "https://%s/callback" % host_for(c["svc"], c["env"])),
          ("WORKERS", lambda c: str(rint(2, 16))),
          ("S3_BUCKET", lambda c: "%s-%s-assets" % (pick(["acme", "nuri", "kobo"]), c["env"]))]


def benign_pairs(n, ctx):
    out = []
    for k, f in sample(BENIGN, n):
        out.append((k, f(ctx)))
    return out


def mix_pairs(secret_pairs, n_benign, ctx, position=None):
    """Insert the secret pairs at start/middle/end among benign pairs."""
    b = benign_pairs(n_benign, ctx)
    pos = position or pick(["start", "middle", "end"])
    if pos == "start":
        return list(secret_pairs) + b, pos
    if pos == "end":
        return b + list(secret_pairs), pos
    cut = len(b) // 2
    return b[:cut] + list(secret_pairs) + b[cut:], pos


def c_dotenv(pairs, ctx):
    lines = []
    if chance(0.4):
        lines.append("# %s %s" % (ctx["svc"], ctx["env"]))
    for k, v in pairs:
        lines.append("%s=%s" % (k, q_env(v)))
    return pick([".env", ".env.%s" % ctx["env"], ".env.local", "%s/.env" % ctx["svc"]]), "\n".join(lines)


def c_export(pairs, ctx):
    return pick(["~/.zshrc", "deploy.sh", "scripts/env.sh", "~/.bash_profile"]), \
        "\n".join("export %s=%s" % (k, q_sh_always(v) if chance(0.6) else q_sh(v)) for k, v in pairs)


def c_inline(pairs, ctx):
    cmd = pick(["npm run migrate", "python manage.py sync_partners", "./gradlew bootRun", "go run ./cmd/worker",
                "bundle exec rake orders:reconcile", "node scripts/backfill.js", "make seed", "pnpm dev"])
    return "terminal", " ".join("%s=%s" % (k, q_sh(v)) for k, v in pairs) + " " + cmd


def c_yaml(pairs, ctx):
    slug = ctx["slug"]
    lines = ["%s:" % slug]
    for k, v in pairs:
        lines.append("  %s: %s" % (snake(strip_prefix(k, slug)), q_yaml(v)))
    if chance(0.5):
        lines = ["app:", "  name: %s" % ctx["svc"], "  env: %s" % ctx["env"]] + lines
    return pick(["config/%s.yaml" % ctx["env"], "application.yml", "settings.yaml", "config.yml"]), "\n".join(lines)


def c_json(pairs, ctx):
    slug = ctx["slug"]
    inner = {}
    for k, v in pairs:
        inner[camel(strip_prefix(k, slug))] = v
    obj = {"service": ctx["svc"], slug: inner} if chance(0.6) else {pascal(slug): inner}
    text = json.dumps(obj, ensure_ascii=False, indent=pick([2, 4])) if chance(0.7) else json.dumps(obj, ensure_ascii=False)
    return pick(["config.json", "appsettings.%s.json" % ctx["env"].capitalize(), "secrets.json", "local.settings.json"]), text


def c_toml(pairs, ctx):
    lines = ["[%s]" % ctx["slug"]]
    for k, v in pairs:
        lines.append('%s = %s' % (snake(strip_prefix(k, ctx["slug"])), jstr(v)))
    return pick(["config.toml", "settings.toml", ".streamlit/secrets.toml", "wrangler.toml"]), "\n".join(lines)


def c_ini(pairs, ctx):
    lines = ["[%s]" % pick([ctx["slug"], ctx["env"], "default"])]
    for k, v in pairs:
        lines.append("%s = %s" % (snake(strip_prefix(k, ctx["slug"])), v))
    return pick(["settings.ini", "config.ini", "%s.cfg" % ctx["svc"], "credentials.ini"]), "\n".join(lines)


def c_properties(pairs, ctx):
    lines = []
    for k, v in pairs:
        lines.append("%s.%s=%s" % (ctx["slug"].replace("_", "-"), kebab(strip_prefix(k, ctx["slug"])), v))
    return "application-%s.properties" % ctx["env"], "\n".join(lines)


def c_xml(pairs, ctx):
    lines = ["<appSettings>"]
    for k, v in pairs:
        lines.append('  <add key="%s:%s" value="%s" />' % (pascal(ctx["slug"]), pascal(strip_prefix(k, ctx["slug"])), v))
    lines.append("</appSettings>")
    return "Web.%s.config" % ctx["env"].capitalize(), "\n".join(lines)


def c_k8s_secret(pairs, ctx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % ctx["svc"],
             "  namespace: %s" % ctx["env"], "type: Opaque", "stringData:"]
    for k, v in pairs:
        lines.append("  %s: %s" % (k, q_yaml(v)))
    return "k8s/%s/secret.yaml" % ctx["svc"], "\n".join(lines)


def c_k8s_env(pairs, ctx):
    lines = ["      containers:", "        - name: %s" % ctx["svc"],
             "          image: registry.%s/%s:%s" % (domain(), ctx["svc"], "1.%d.%d" % (rint(0, 30), rint(0, 9))),
             "          env:"]
    for k, v in pairs:
        lines.append("            - name: %s" % k)
        lines.append("              value: %s" % q_yaml(v))
    return "deploy/%s.yaml" % ctx["svc"], "\n".join(lines)


def c_compose(pairs, ctx):
    lines = ["services:", "  %s:" % ctx["svc"], "    build: .", "    environment:"]
    if chance(0.5):
        for k, v in pairs:
            lines.append("      - %s=%s" % (k, v))
    else:
        for k, v in pairs:
            lines.append("      %s: %s" % (k, q_yaml(v)))
    return "docker-compose.yml", "\n".join(lines)


def c_dockerfile(pairs, ctx):
    lines = ["FROM %s" % pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    for k, v in pairs:
        lines.append('%s %s="%s"' % (kw, k, v) if needs_quote(v) else "%s %s=%s" % (kw, k, v))
    lines.append("COPY . .")
    return "Dockerfile", "\n".join(lines)


def c_gha(pairs, ctx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v in pairs:
        lines.append("      %s: %s" % (k, q_yaml(v)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh %s" % ctx["env"]]
    return ".github/workflows/deploy.yml", "\n".join(lines)


def c_gitlab(pairs, ctx):
    lines = ["variables:"]
    for k, v in pairs:
        lines.append("  %s: %s" % (k, q_yaml(v)))
    lines += ["", "deploy_%s:" % ctx["env"], "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return ".gitlab-ci.yml", "\n".join(lines)


def c_terraform(pairs, ctx):
    if chance(0.5):
        lines = ["%s = %s" % (snake(k), jstr(v)) for k, v in pairs]
        return "%s.tfvars" % ctx["env"], "\n".join(lines)
    lines = []
    for k, v in pairs:
        lines += ['variable "%s" {' % snake(k), "  type      = string", "  default   = %s" % jstr(v),
                  "  sensitive = true", "}"]
    return "variables.tf", "\n".join(lines)


def c_helm(pairs, ctx):
    lines = ["replicaCount: %d" % rint(1, 4), "env:"]
    for k, v in pairs:
        lines.append("  %s: %s" % (k, q_yaml(v)))
    return "charts/%s/values-%s.yaml" % (ctx["svc"], ctx["env"]), "\n".join(lines)


def c_systemd(pairs, ctx):
    lines = ["[Service]", "User=%s" % ctx["svc"].split("-")[0]]
    for k, v in pairs:
        lines.append('Environment="%s=%s"' % (k, v))
    lines.append("ExecStart=/opt/%s/bin/server" % ctx["svc"])
    return "/etc/systemd/system/%s.service" % ctx["svc"], "\n".join(lines)


def c_jenkins(pairs, ctx):
    lines = ["pipeline {", "  agent any", "  environment {"]
    for k, v in pairs:
        lines.append("    %s = '%s'" % (k, v))
    lines += ["  }", "  stages { stage('deploy') { steps { sh './deploy.sh' } } }", "}"]
    return "Jenkinsfile", "\n".join(lines)


def c_ansible(pairs, ctx):
    lines = ["---"]
    for k, v in pairs:
        lines.append("%s: %s" % (snake(k), q_yaml(v)))
    return "group_vars/%s/vars.yml" % ctx["env"], "\n".join(lines)


def c_powershell(pairs, ctx):
    return "PowerShell", "\n".join("$env:%s = '%s'" % (k, v) for k, v in pairs)


def c_cmd(pairs, ctx):
    return "cmd.exe", "\n".join('set "%s=%s"' % (k, v) for k, v in pairs)


def c_fish(pairs, ctx):
    return "~/.config/fish/config.fish", "\n".join("set -gx %s %s" % (k, q_sh(v)) for k, v in pairs)


def c_launch(pairs, ctx):
    obj = {"version": "0.2.0", "configurations": [{"name": "Debug %s" % ctx["svc"], "type": pick(["node", "debugpy", "go"]),
                                                    "request": "launch", "env": dict(pairs)}]}
    return ".vscode/launch.json", json.dumps(obj, ensure_ascii=False, indent=2)


def c_crontab(pairs, ctx):
    prefix = " ".join("%s=%s" % (k, q_sh(v)) for k, v in pairs)
    return "crontab -l", "%d %d * * * %s /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (
        rint(0, 59), rint(0, 6), prefix, ctx["svc"], ctx["svc"])


def c_postman(pairs, ctx):
    obj = {"name": "%s-%s" % (ctx["svc"], ctx["env"]),
           "values": [{"key": camel(k), "value": v, "type": pick(["default", "secret"]), "enabled": True} for k, v in pairs]}
    return "%s.postman_environment.json" % ctx["env"], json.dumps(obj, ensure_ascii=False, indent=2)


def c_kubectl(pairs, ctx):
    args = " ".join("--from-literal=%s=%s" % (k, q_sh(v)) for k, v in pairs)
    return "terminal", "kubectl -n %s create secret generic %s-secrets %s" % (ctx["env"], ctx["svc"], args)


def c_secret_cli(pairs, ctx):
    tool = rint(0, 4)
    if tool == 0:
        return "terminal", "\n".join("fly secrets set %s=%s -a %s" % (k, q_sh(v), ctx["svc"]) for k, v in pairs)
    if tool == 1:
        return "terminal", "heroku config:set " + " ".join("%s=%s" % (k, q_sh(v)) for k, v in pairs) + " -a " + ctx["svc"]
    if tool == 2:
        return "terminal", "\n".join('gh secret set %s --body "%s" --env %s' % (k, v, ctx["env"]) for k, v in pairs)
    if tool == 3:
        return "terminal", "\n".join("aws ssm put-parameter --name /%s/%s/%s --type SecureString --value %s --overwrite"
                                     % (ctx["env"], ctx["svc"], k.lower(), q_sh_always(v)) for k, v in pairs)
    return "terminal", "vault kv put secret/%s/%s " % (ctx["env"], ctx["svc"]) + " ".join(
        "%s=%s" % (k.lower(), q_sh(v)) for k, v in pairs)


def c_makefile(pairs, ctx):
    lines = ["%s ?= %s" % (k, v) for k, v in pairs]
    lines += ["", "run:", "\t./bin/%s --env $(ENV)" % ctx["svc"]]
    return "Makefile", "\n".join(lines)


def c_table(pairs, ctx):
    lines = ["| key | value | note |", "|---|---|---|"]
    for k, v in pairs:
        lines.append("| %s | %s | %s |" % (k, v, pick(["", ctx["env"], "rotated " + pick(DATES), "from " + pick(["Dana", "지현", "ops"])])))
    return "wiki table", "\n".join(lines)


KV_CONTAINERS = [
    ("dotenv", c_dotenv, ""), ("shell export", c_export, ""), ("inline env command", c_inline, ""),
    ("yaml config", c_yaml, ""), ("json config", c_json, ""), ("toml", c_toml, ""), ("ini", c_ini, ""),
    ("java properties", c_properties, ""), ("xml web.config", c_xml, "&<>\""), ("k8s Secret stringData", c_k8s_secret, ""),
    ("k8s Deployment env", c_k8s_env, ""), ("docker-compose", c_compose, ""), ("Dockerfile", c_dockerfile, "$\""),
    ("GitHub Actions", c_gha, ""), ("GitLab CI", c_gitlab, ""), ("Terraform", c_terraform, ""),
    ("Helm values", c_helm, ""), ("systemd unit", c_systemd, "\"%$"), ("Jenkinsfile", c_jenkins, "'$\\"),
    ("Ansible vars", c_ansible, ""), ("PowerShell", c_powershell, "'"), ("cmd.exe set", c_cmd, "\"%^&|<>"),
    ("fish shell", c_fish, ""), ("VS Code launch.json", c_launch, ""), ("crontab", c_crontab, "%"),
    ("Postman environment", c_postman, ""), ("kubectl create secret", c_kubectl, ""),
    ("secret CLI", c_secret_cli, "\"$`"), ("Makefile", c_makefile, "$#"), ("markdown table", c_table, "|"),
]


def render_kv(container, pairs, ctx):
    name, fn, forbidden = container
    for _, v in pairs:
        if any(ch in v for ch in forbidden):
            return None
        if name in ("yaml config", "k8s Secret stringData", "k8s Deployment env", "GitHub Actions", "GitLab CI",
                    "Helm values", "Ansible vars", "docker-compose") and ("\\" in v):
            return None
    return fn(pairs, ctx)


# ----------------------------------------------------------------------------------------------
# snippet presentation helpers
# ----------------------------------------------------------------------------------------------
def fence(snip, hint=""):
    if "\n" not in snip and len(snip) < 140 and chance(0.35):
        return "`" + snip + "`"
    form = rint(0, 5)
    if form <= 2:
        return "```%s\n%s\n```" % (hint, snip)
    if form == 3:
        return "\n".join("    " + ln for ln in snip.split("\n"))
    return snip


def ctx_for(c=None, service=None, environment=None):
    return {"svc": service or svc(), "env": environment or env(),
            "slug": slug_of(c["name"]) if c else pick(["app", "api", "backend"])}


# ----------------------------------------------------------------------------------------------
# HTTP authentication material for a vendor credential
# ----------------------------------------------------------------------------------------------
def auth_material(c):
    """Returns {'header': (name, value) | None, 'url': str, 'secrets': [...], 'basic_user': (u, p) | None}."""
    v = c["v"]
    auth = v["auth"]
    url = v["url"] or "https://api.%s.example/v1/me" % slug_of(c["name"]).replace("_", "")
    out = {"header": None, "url": url, "secrets": [], "basic_user": None}
    if "{sid}" in url and c["pair"]:
        out["url"] = url.replace("{sid}", c["pair"]["value"])
    if auth is None:
        out["header"] = (pick(["Authorization", "X-API-Key"]), None)
        if out["header"][0] == "Authorization":
            out["header"] = ("Authorization", "Bearer " + c["value"])
        else:
            out["header"] = ("X-API-Key", c["value"])
        out["secrets"] = [c["value"]]
        return out
    kind, fmt = auth
    if kind == "basic_colon":
        blob = b64_of_text(c["value"] + ":")
        out["header"] = ("Authorization", "Basic " + blob)
        out["secrets"] = [blob]
        out["basic_user"] = (c["value"], "")
    elif kind == "basic_user":
        user = {"api": "api", "anystring": "anystring", "email": "%s@%s" % (pick(["dev", "ops", "jira-bot"]), domain()),
                "user": pick(["build-bot", "jkim", "release"])}[fmt]
        blob = b64_of_text(user + ":" + c["value"])
        out["header"] = ("Authorization", "Basic " + blob)
        out["secrets"] = [blob]
        out["basic_user"] = (user, c["value"])
    elif kind == "basic_sid":
        blob = b64_of_text(c["pair"]["value"] + ":" + c["value"])
        out["header"] = ("Authorization", "Basic " + blob)
        out["secrets"] = [blob]
        out["basic_user"] = (c["pair"]["value"], c["value"])
    elif kind == "query":
        sep = "&" if "?" in url else "?"
        out["url"] = url + sep + fmt + "=" + c["value"]
        out["secrets"] = [c["value"]]
    elif kind == "path":
        out["url"] = url.replace("{}", c["value"])
        out["secrets"] = [c["value"]]
    else:
        out["header"] = (kind, fmt.format(c["value"]))
        out["secrets"] = [c["value"]]
    return out


# ----------------------------------------------------------------------------------------------
# code snippets carrying a credential
# ----------------------------------------------------------------------------------------------
def code_snippet(c, lang_code=None):
    """Returns (language, snippet, secrets). The credential value is hard-coded somewhere in the code."""
    am = auth_material(c)
    val = c["value"]
    var = c["env"]
    P_ = pascal(slug_of(c["name"]))
    has_http = c["v"]["auth"] is not None and c["v"]["url"] is not None
    hdr = am["header"] if has_http else None
    lang_code = lang_code or pick(["python", "python2", "js", "ts", "go", "java", "kotlin", "ruby", "php", "csharp",
                                   "rust", "swift", "dart", "bash", "elixir", "jupyter"])
    secrets = [val]
    if lang_code == "python":
        if hdr and hdr[1] and val in hdr[1] and chance(0.6):
            hv = hdr[1].replace(val, "{%s}" % var)
            snip = '%s = "%s"\nresp = requests.get(\n    "%s",\n    headers={"%s": f"%s"},\n    timeout=10,\n)\nresp.raise_for_status()' % (
                var, val, am["url"], hdr[0], hv)
        else:
            snip = 'import os\n\nclient = %sClient(\n    api_key=os.getenv("%s", "%s"),\n    timeout=30,\n)' % (P_, var, val)
        return "python", snip, secrets
    if lang_code == "python2":
        snip = 'settings.configure(\n    DEBUG=False,\n    %s="%s",\n    ALLOWED_HOSTS=["*"],\n)' % (var, val)
        return "python", snip, secrets
    if lang_code == "js":
        if hdr and hdr[1]:
            snip = "const res = await fetch('%s', {\n  method: 'GET',\n  headers: { '%s': '%s' },\n});" % (am["url"], hdr[0], hdr[1])
            secrets = am["secrets"]
        else:
            snip = "const client = new %s({\n  apiKey: process.env.%s || '%s',\n  retries: 2,\n});" % (P_, var, val)
        return "javascript", snip, secrets
    if lang_code == "ts":
        snip = "export const config = {\n  region: '%s',\n  %s: '%s',\n} as const;" % (pick(REGIONS_AWS), camel(var), val)
        return "typescript", snip, secrets
    if lang_code == "go":
        if hdr and hdr[1]:
            snip = 'req, _ := http.NewRequest("GET", "%s", nil)\nreq.Header.Set("%s", "%s")\nresp, err := http.DefaultClient.Do(req)' % (
                am["url"], hdr[0], hdr[1])
            secrets = am["secrets"]
        else:
            snip = 'const %s = "%s"\n\nfunc newClient() *%s.Client {\n\treturn %s.New(%s)\n}' % (
                camel(var), val, slug_of(c["name"]).replace("_", ""), slug_of(c["name"]).replace("_", ""), camel(var))
        return "go", snip, secrets
    if lang_code == "java":
        snip = 'public final class %sConfig {\n    private static final String %s = "%s";\n    private static final int TIMEOUT_MS = %d;\n}' % (
            P_, var, val, pick([3000, 5000, 10000]))
        return "java", snip, secrets
    if lang_code == "kotlin":
        snip = 'object Secrets {\n    const val %s = "%s"\n}\n\nval client = %sClient(Secrets.%s)' % (var, val, P_, var)
        return "kotlin", snip, secrets
    if lang_code == "ruby":
        snip = "%s.configure do |config|\n  config.api_key = '%s'\n  config.timeout = %d\nend" % (P_, val, rint(5, 30))
        return "ruby", snip, secrets
    if lang_code == "php":
        snip = "<?php\ndefine('%s', '%s');\n$client = new \\%s\\Client(%s);" % (var, val, P_, var)
        return "php", snip, secrets
    if lang_code == "csharp":
        snip = 'var options = new %sOptions\n{\n    ApiKey = "%s",\n    Timeout = TimeSpan.FromSeconds(%d)\n};' % (P_, val, rint(5, 60))
        return "csharp", snip, secrets
    if lang_code == "rust":
        if hdr and hdr[1]:
            snip = 'let resp = client\n    .get("%s")\n    .header("%s", "%s")\n    .send()\n    .await?;' % (am["url"], hdr[0], hdr[1])
            secrets = am["secrets"]
        else:
            snip = 'let token = std::env::var("%s").unwrap_or_else(|_| "%s".to_string());' % (var, val)
        return "rust", snip, secrets
    if lang_code == "swift":
        snip = 'enum Keys {\n    static let %s = "%s"\n}' % (camel(var), val)
        return "swift", snip, secrets
    if lang_code == "dart":
        snip = "const %s = String.fromEnvironment('%s', defaultValue: '%s');" % (camel(var), var, val)
        return "dart", snip, secrets
    if lang_code == "bash":
        if hdr and hdr[1]:
            snip = '#!/usr/bin/env bash\nset -euo pipefail\ncurl -sf "%s" \\\n  -H "%s: %s" | jq .' % (am["url"], hdr[0], hdr[1])
            secrets = am["secrets"]
        else:
            snip = "#!/usr/bin/env bash\n%s='%s'\n./bin/sync --token \"$%s\"" % (var, val, var)
        return "bash", snip, secrets
    if lang_code == "elixir":
        snip = 'config :%s, %s,\n  api_key: "%s",\n  pool_size: %d' % (slug_of(c["name"]), P_, val, rint(2, 20))
        return "elixir", snip, secrets
    # jupyter
    snip = 'In [3]: import os\nIn [4]: os.environ["%s"] = "%s"\nIn [5]: client = %sClient()' % (var, val, P_)
    return "python", snip, secrets


# ----------------------------------------------------------------------------------------------
# HTTP request renderings
# ----------------------------------------------------------------------------------------------
HTTP_VENDORS = [v for v in VENDORS if v["auth"] is not None and v["url"] is not None]


def http_snippet(c):
    """Returns (form, snippet, secrets) for an authenticated request with the credential."""
    am = auth_material(c)
    url = am["url"]
    hdr = am["header"]
    secrets = list(am["secrets"])
    u = urllib.parse.urlsplit(url)
    path = u.path + ("?" + u.query if u.query else "")
    method = pick(["GET", "POST"])
    forms = ["curl", "raw", "httpie", "requests", "wget", "nginx", "har"]
    if am["basic_user"]:
        forms += ["curl -u", "curl -u"]
    form = pick(forms)
    if hdr is None or hdr[1] is None:
        form = pick(["curl-url", "raw", "requests"])
    if form == "curl -u":
        user, pw = am["basic_user"]
        secrets = [s for s in (user, pw) if s == c["value"]] + ([c["pair"]["value"]] if c["pair"] and c["pair"]["listed"] and user == c["pair"]["value"] else [])
        snip = "curl -s %s-u %s:%s %s" % ("-X POST " if method == "POST" else "", user, pw, url)
        return "curl -u", snip, secrets
    if form == "curl":
        body = " \\\n  -H 'Content-Type: application/json' -d '{\"limit\": %d}'" % rint(1, 50) if method == "POST" else ""
        snip = "curl -sS %s'%s' \\\n  -H '%s: %s'%s" % ("-X POST " if method == "POST" else "", url, hdr[0], hdr[1], body)
        return "curl", snip, secrets
    if form == "curl-url":
        return "curl", "curl -sS '%s' | jq '.items | length'" % url, secrets
    if form == "raw":
        lines = ["%s %s HTTP/1.1" % (method, path), "Host: %s" % u.netloc]
        if hdr and hdr[1]:
            lines.append("%s: %s" % hdr)
        lines += ["Accept: application/json", "User-Agent: %s/%d.%d" % (pick(["okhttp", "python-requests", "axios"]), rint(1, 4), rint(0, 30))]
        return "raw HTTP request", "\n".join(lines), secrets
    if form == "httpie":
        return "httpie", "http %s %s '%s:%s'" % (method, url, hdr[0], hdr[1]), secrets
    if form == "requests":
        if hdr and hdr[1]:
            snip = 'r = requests.%s("%s", headers={"%s": "%s"})\nprint(r.status_code, r.text[:200])' % (method.lower(), url, hdr[0], hdr[1])
        else:
            snip = 'r = requests.%s("%s")\nprint(r.status_code)' % (method.lower(), url)
        return "python requests", snip, secrets
    if form == "wget":
        return "wget", "wget -qO- --header='%s: %s' '%s'" % (hdr[0], hdr[1], url), secrets
    if form == "nginx":
        snip = "location /upstream/ {\n    proxy_pass %s://%s/;\n    proxy_set_header %s \"%s\";\n}" % (u.scheme, u.netloc, hdr[0], hdr[1])
        return "nginx conf", snip, secrets
    obj = {"request": {"method": method, "url": url, "headers": [{"name": hdr[0], "value": hdr[1]},
                                                                 {"name": "accept", "value": "application/json"}]},
           "response": {"status": pick([200, 401, 403, 429])}}
    return "HAR excerpt", json.dumps(obj, ensure_ascii=False, indent=1), secrets


# ----------------------------------------------------------------------------------------------
# SECRET NOTE TEMPLATES
# each returns dict(cat=..., mc=..., lesson=..., ask=..., secrets=[...], vendor=name or None)
# ----------------------------------------------------------------------------------------------
VENDOR_DECK = Deck(VENDORS)
HTTP_VENDOR_DECK = Deck(HTTP_VENDORS)
KV_DECK = Deck(KV_CONTAINERS)


def mk(cat, mc, lesson, ask, secrets, vendor=None):
    out = []
    for s in secrets:
        if s not in out:
            out.append(s)
    return {"cat": cat, "mc": mc, "lesson": lesson, "ask": ask, "secrets": out, "vendor": vendor}


def slots(lang, **kw):
    d = dict(kw)
    d.setdefault("person", person(lang))
    if lang == "ko":
        for k in list(d.keys()):
            if isinstance(d[k], str) and d[k]:
                d[k + "_i"] = J(d[k], "이")
                d[k + "_eul"] = J(d[k], "을")
                d[k + "_eun"] = J(d[k], "은")
                d[k + "_ro"] = J(d[k], "으로")
    return d


# ---- generic prose pools for "credential in a pasted config / snippet"
KV_MC_SNIP = {
    "en": [
        "Deploying {svc} to {env} failed with 401 from {vendor}; I didn't know where the {what} was configured. The user pasted {file}:\n{snip}",
        "I didn't know which {vendor} credentials {svc} uses in {env}. {person} shared the {file} from the box:\n{snip}",
        "The {vendor} integration in {svc} broke after the config move and I had no idea the key lived in {file}. Current contents:\n{snip}",
        "Was missing the {vendor} {what} for the {env} smoke test. It turned out to be hard-coded in {file}:\n{snip}",
        "Needed to reproduce the {env} failure locally, so the user pasted their {file}:\n{snip}\nI had assumed the values came from CI.",
        "{file} as it is on the {env} host right now (user pasted it when I asked why {svc} ignores my change):\n{snip}",
        "Context I lacked: {svc} does not read the secret store in {env}, it reads {file}. Pasted by {person}:\n{snip}",
    ],
    "ko": [
        "{svc} 서비스를 {env} 환경에 배포하는데 {vendor} 쪽에서 401이 떨어짐. {what} 값이 어디 설정돼 있는지 몰랐는데 사용자가 {file} 내용을 붙여줌:\n{snip}",
        "{env}에서 {svc} 서비스가 어떤 {vendor} 키를 쓰는지 몰랐음. {person_i} 서버에 있던 {file} 파일을 공유해줌:\n{snip}",
        "설정 이전 후 {svc} 서비스의 {vendor} 연동이 깨졌는데, 키가 {file} 파일에 하드코딩돼 있는 걸 몰랐다. 현재 내용:\n{snip}",
        "{env} 스모크 테스트에 필요한 {vendor} {what} 값이 없었음. 알고 보니 {file} 파일에 들어 있었음:\n{snip}",
        "로컬에서 {env} 장애를 재현하려는데 설정이 달라서 계속 실패. 사용자가 쓰는 {file} 파일을 그대로 받음:\n{snip}",
        "{svc} 서비스가 {env}에서는 시크릿 매니저가 아니라 {file} 파일을 읽는다는 걸 몰랐음. {person_i} 붙여준 내용:\n{snip}",
    ],
}
KV_MC_PLAIN = {
    "en": [
        "I didn't know how {svc} gets its {vendor} {what} in {env}.",
        "Calls from {svc} to {vendor} returned 401 in {env} and I didn't know which key was actually deployed.",
        "The user asked me to move the {vendor} settings of {svc} into {file}; I didn't know the expected key names.",
        "I did not know that the {env} deploy of {svc} still uses a hand-written {file} instead of CI variables.",
        "Missing context: which file {svc} loads in {env}, and that {vendor} keys differ per environment.",
    ],
    "ko": [
        "{svc} 서비스가 {env}에서 {vendor} {what} 값을 어떻게 가져오는지 몰랐음.",
        "{env}에서 {svc} → {vendor} 호출이 401로 실패했는데 실제로 어떤 키가 배포돼 있는지 몰랐다.",
        "사용자가 {svc} 서비스의 {vendor} 설정을 {file} 파일로 옮겨 달라고 했는데 키 이름 규칙을 몰랐음.",
        "{env} 배포가 CI 변수 대신 손으로 만든 {file} 파일을 쓴다는 사실을 몰랐음.",
    ],
}
KV_LESSON_SNIP = {
    "en": [
        "The {what} goes in {file}; this is what is deployed now:\n{snip}\n{svc} reads it only at startup, so restart after editing.",
        "Working {env} config ({file}):\n{snip}\nThe old variable name was silently ignored, which caused the 401.",
        "Fixed by putting the {vendor} {what} where {svc} expects it:\n{snip}",
        "Final {file} that passed the smoke test:\n{snip}\nKeep the order; the loader stops at the first empty value.",
        "{vendor} needs the key under exactly this name. What I committed to the {env} overlay (user approved):\n{snip}",
    ],
    "ko": [
        "{what} 값은 {file} 파일에 들어가야 함. 현재 배포된 내용:\n{snip}\n{svc} 서비스는 시작할 때만 읽으니 수정 후 재시작 필요.",
        "{env}에서 동작 확인된 설정 ({file}):\n{snip}\n예전 변수명은 조용히 무시돼서 401이 났던 것.",
        "{vendor} {what} 값을 {svc} 서비스가 기대하는 위치로 옮겨서 해결:\n{snip}",
        "스모크 테스트 통과한 최종 {file} 내용:\n{snip}\n순서 바꾸지 말 것. 로더가 첫 빈 값에서 멈춤.",
    ],
}
KV_LESSON_PLAIN = {
    "en": [
        "{svc} reads {envname} once at boot and caches it; after changing the {what} the pod must be restarted.",
        "When {vendor} returns 401, check {envname} in {file} first; the {env} value is not in the CI variables.",
        "Keep {file} out of git (added to .gitignore) and load {envname} from the secret store in CI.",
        "The {vendor} SDK falls back to an empty key if {envname} is misspelled; I added a startup assert.",
        "Per-environment keys: {env} and staging use different {vendor} projects, so never copy {file} between them.",
    ],
    "ko": [
        "{svc} 서비스는 {envname} 값을 부팅 때 한 번만 읽어서 캐시함. {what} 바꾸면 파드 재시작 필수.",
        "{vendor} 401이 나면 {file} 파일의 {envname} 값부터 확인. {env} 값은 CI 변수에 없음.",
        "{file} 파일은 git에서 제외(.gitignore 추가)하고 CI에서는 시크릿 스토어에서 {envname} 값을 주입하기로 함.",
        "{envname} 이름이 틀리면 {vendor} SDK가 빈 키로 조용히 동작함. 시작 시 assert 추가함.",
    ],
}
KV_ASK = {
    "en": [
        "Should {env} and staging share the same {vendor} {what}, or do you want separate keys?",
        "Where should the {vendor} {what} live from now on: {file} or the secret manager?",
        "Can I rotate the {vendor} {what} after the deploy, or is another service still using it?",
        "Which file does {svc} load in {env}: {file} or the one baked into the image?",
        "",
    ],
    "ko": [
        "{env}와 staging이 같은 {vendor} {what} 값을 써도 되나요, 아니면 따로 발급할까요?",
        "앞으로 {vendor} {what} 값은 {file} 파일과 시크릿 매니저 중 어디에 둘까요?",
        "배포 후에 {vendor} {what} 값을 교체해도 되나요? 다른 서비스가 아직 쓰고 있나요?",
        "{env}에서 {svc} 서비스가 읽는 파일이 {file} 맞나요, 아니면 이미지에 구워진 파일인가요?",
        "",
    ],
}
KV_ASK_VALUE = {
    "en": [
        "Is `{value}` still the active {vendor} {what} for {env}, or was it rotated?",
        "Should I keep using {value} for the nightly job too?",
        "The {what} I used was {value}; is that the production one or a test key?",
        "Can you confirm {value} is the key you want in {file}?",
    ],
    "ko": [
        "{env}용 {vendor} {what} 값이 아직 `{value}` 맞나요? 교체됐나요?",
        "야간 배치에도 {value} 값을 그대로 쓰면 되나요?",
        "제가 쓴 {what} 값은 {value} 인데 운영 키인가요, 테스트 키인가요?",
        "{file} 파일에 넣을 키가 {value} 맞는지 확인 부탁드려요.",
    ],
}


CMD_CONTAINERS = ("inline env command", "crontab", "PowerShell", "cmd.exe set", "kubectl create secret", "secret CLI")
CMDKV = {
    "mc_snip": {"en": ["I didn't know how the {vendor} {what} gets into {svc} in {env}. The user showed what they ran:\n{snip}",
                       "The {env} setup of {svc} is done by hand; the user pasted the command from their shell history:\n{snip}",
                       "{person} pasted the command they used to configure {svc} in {env}:\n{snip}"],
                "ko": ["{env}에서 {vendor} {what} 값이 {svc} 서비스에 어떻게 들어가는지 몰랐음. 사용자가 실행한 명령:\n{snip}",
                       "{svc} 서비스의 {env} 설정은 손으로 함. 사용자가 셸 히스토리에서 명령을 붙여줌:\n{snip}",
                       "{person_i} {env}에서 {svc} 설정할 때 쓴 명령을 붙여줌:\n{snip}"]},
    "mc_plain": {"en": ["I didn't know the {env} configuration of {svc} is applied by hand with a command.",
                        "Missing context: {envname} for {svc} is not in any file, it was set from a terminal."],
                 "ko": ["{svc} 서비스의 {env} 설정이 명령으로 손수 적용된다는 걸 몰랐음.",
                        "{svc} 서비스의 {envname} 값은 파일이 아니라 터미널에서 설정됐다는 걸 몰랐음."]},
    "lesson_snip": {"en": ["What actually set {envname} in {env}:\n{snip}\n{svc} picks it up only after a restart.",
                           "Command that fixed it:\n{snip}"],
                    "ko": ["{env}에서 실제로 {envname} 값을 설정한 명령:\n{snip}\n{svc} 서비스는 재시작해야 반영됨.",
                           "해결한 명령:\n{snip}"]},
    "lesson_plain": {"en": ["Setting the {what} by hand leaves it in shell history; inject {envname} from the secret store in CI instead.",
                            "{svc} only reads {envname} on restart; running the command alone changed nothing.",
                            "Hand-run commands drift between hosts; move this step into the deploy pipeline."],
                     "ko": ["{what} 값을 손으로 설정하면 셸 히스토리에 남음. CI에서 시크릿 스토어로 {envname} 값을 주입할 것.",
                            "{svc} 서비스는 재시작할 때만 {envname} 값을 읽음. 명령만 실행해서는 바뀌지 않았음.",
                            "손으로 실행하는 명령은 호스트마다 달라짐. 배포 파이프라인으로 옮길 것."]},
    "ask": {"en": ["Should this step move into the deploy pipeline instead of being run by hand?",
                   "Can I clear this from the shell history on the {env} host?", ""],
            "ko": ["이 단계를 손 대신 배포 파이프라인에서 하도록 옮길까요?", "{env} 호스트 셸 히스토리에서 이 명령을 지워도 될까요?", ""]},
    "ask_value": {"en": ["Is {value} still the {what} to use in {env}?", "Should I keep {value} when I move this into the pipeline?"],
                  "ko": ["{env}에서 쓸 {what} 값이 아직 {value} 맞나요?", "파이프라인으로 옮길 때 {value} 값을 그대로 쓸까요?"]},
}
WIKIKV = {
    "mc_snip": {"en": ["I didn't know where the {vendor} keys for {svc} are documented; they are in a table on the team wiki:\n{snip}",
                       "The onboarding page for {svc} has this table, which I didn't know about:\n{snip}"],
                "ko": ["{svc} 서비스의 {vendor} 키가 어디 정리돼 있는지 몰랐음. 팀 위키 표에 있었음:\n{snip}",
                       "{svc} 온보딩 페이지에 이 표가 있는 걸 몰랐음:\n{snip}"]},
    "mc_plain": {"en": ["I didn't know the {vendor} keys of {svc} are tracked on the team wiki."],
                 "ko": ["{svc} 서비스의 {vendor} 키가 팀 위키에서 관리되는 줄 몰랐음."]},
    "lesson_snip": {"en": ["Current values as listed on the wiki:\n{snip}\nThe {env} row is the one that is deployed."],
                    "ko": ["위키에 적힌 현재 값:\n{snip}\n배포된 건 {env} 행."]},
    "lesson_plain": {"en": ["Credentials should not live in wiki tables; move {envname} to the vault and link the entry instead."],
                     "ko": ["자격 증명을 위키 표에 두면 안 됨. {envname} 값은 볼트로 옮기고 항목 링크만 남길 것."]},
    "ask": {"en": ["Can I replace the wiki table with links to vault entries?", ""],
            "ko": ["위키 표를 볼트 항목 링크로 바꿔도 될까요?", ""]},
    "ask_value": {"en": ["Is the {value} row on the wiki still current?"], "ko": ["위키의 {value} 행이 아직 유효한가요?"]},
}


def ask_for(lang, sl, values, p_value=0.15):
    if values and chance(p_value):
        v = pick(values)
        return P(lang, KV_ASK_VALUE["en"], KV_ASK_VALUE["ko"], **dict(sl, value=v)), True
    return P(lang, KV_ASK["en"], KV_ASK["ko"], **sl), False


FENCE_HINT = {"dotenv": "", "shell export": "bash", "inline env command": "bash", "yaml config": "yaml", "json config": "json",
              "toml": "toml", "ini": "ini", "java properties": "properties", "xml web.config": "xml",
              "k8s Secret stringData": "yaml", "k8s Deployment env": "yaml", "docker-compose": "yaml", "Dockerfile": "dockerfile",
              "GitHub Actions": "yaml", "GitLab CI": "yaml", "Terraform": "hcl", "Helm values": "yaml", "systemd unit": "ini",
              "Jenkinsfile": "groovy", "Ansible vars": "yaml", "PowerShell": "powershell", "cmd.exe set": "bat",
              "fish shell": "fish", "VS Code launch.json": "json", "crontab": "", "Postman environment": "json",
              "kubectl create secret": "bash", "secret CLI": "bash", "Makefile": "makefile", "markdown table": ""}


def t_kv_config(lang):
    c = make_cred(VENDOR_DECK.draw())
    ctx = ctx_for(c)
    sec_pairs = [(c["env"], c["value"])]
    if c["pair"]:
        sec_pairs.insert(pick([0, 1]), (c["pair"]["env"], c["pair"]["value"]))
    r = None
    for _ in range(20):
        container = KV_DECK.draw()
        pairs, pos = mix_pairs(sec_pairs, rint(0, 3), ctx)
        r = render_kv(container, pairs, ctx)
        if r:
            break
    file, snip = r
    secrets = cred_secrets(c)
    what = c["what_en"] if lang == "en" else c["what_ko"]
    sl = slots(lang, svc=ctx["svc"], env=ctx["env"], vendor=c["name"], what=what, file=file,
               snip=fence(snip, FENCE_HINT.get(container[0], "")), envname=c["env"])
    where = pick(["mc", "mc", "lesson"])
    if container[0] in CMD_CONTAINERS:
        pools = CMDKV
    elif container[0] == "markdown table":
        pools = WIKIKV
    else:
        pools = {"mc_snip": KV_MC_SNIP, "mc_plain": KV_MC_PLAIN, "lesson_snip": KV_LESSON_SNIP,
                 "lesson_plain": KV_LESSON_PLAIN, "ask": KV_ASK, "ask_value": KV_ASK_VALUE}
    if where == "mc":
        mc = P(lang, pools["mc_snip"]["en"], pools["mc_snip"]["ko"], **sl)
        lesson = P(lang, pools["lesson_plain"]["en"], pools["lesson_plain"]["ko"], **sl)
    else:
        mc = P(lang, pools["mc_plain"]["en"], pools["mc_plain"]["ko"], **sl)
        lesson = P(lang, pools["lesson_snip"]["en"], pools["lesson_snip"]["ko"], **sl)
    if secrets and chance(0.15):
        ask = P(lang, pools["ask_value"]["en"], pools["ask_value"]["ko"], **dict(sl, value=pick(secrets)))
        rep = True
    else:
        ask = P(lang, pools["ask"]["en"], pools["ask"]["ko"], **sl)
        rep = False
    cat = "config/%s: %s %s (in %s, %s%s)" % (container[0], c["name"], c["what_en"],
                                       "missing_context" if where == "mc" else "lesson", pos,
                                       ", repeated in ask" if rep else "")
    return mk(cat, mc, lesson, ask, secrets, c["name"])


API_MC_PLAIN = {
    "en": ["Calls from {svc} to {vendor} returned 401 in {env} and I didn't know what the request should look like.",
           "I didn't know how {svc} is supposed to authenticate to {vendor}.",
           "The {vendor} docs were ambiguous about the auth scheme and I guessed wrong twice."],
    "ko": ["{env}에서 {svc} → {vendor} 호출이 401로 실패했는데 요청이 어떻게 생겨야 하는지 몰랐음.",
           "{svc} 서비스가 {vendor}에 어떻게 인증해야 하는지 몰랐음.",
           "{vendor} 문서의 인증 방식 설명이 애매해서 두 번 잘못 추측함."],
}
API_ASK = {
    "en": ["Is there a separate {vendor} key for {env}, or do all environments share one?",
           "Should {svc} get its own {vendor} key instead of sharing the team one?",
           "Can I rotate the {vendor} {what} once the fix is deployed?", ""],
    "ko": ["{env}용 {vendor} 키가 따로 있나요, 모든 환경이 하나를 같이 쓰나요?",
           "{svc} 서비스 전용 {vendor} 키를 따로 받을까요?",
           "수정 배포 후 {vendor} {what} 값을 교체해도 되나요?", ""],
}


def ask_for_api(lang, sl, values, p_value=0.15):
    if values and chance(p_value):
        v = pick(values)
        return P(lang, ["Is `{value}` still the active {vendor} {what}, or was it rotated?",
                        "The key I tested with was {value}; is that production or test?"],
                 ["{vendor} {what} 값이 아직 `{value}` 맞나요? 교체됐나요?",
                  "테스트에 쓴 키가 {value} 인데 운영 키인가요, 테스트 키인가요?"], **dict(sl, value=v)), True
    return P(lang, API_ASK["en"], API_ASK["ko"], **sl), False


# ---- code snippets
CODE_MC = {
    "en": [
        "The user asked why {svc} works locally but not in {env}. The relevant {language} code:\n{snip}",
        "I was asked to refactor the {vendor} client in {svc}. Existing {language} code had the key inline:\n{snip}",
        "Reviewing a PR for {svc}: the author pasted this {language} snippet and asked if it is fine to merge:\n{snip}",
        "I didn't know the {vendor} {what} was hard-coded; found it while grepping the {language} sources:\n{snip}",
    ],
    "ko": [
        "{svc} 서비스가 로컬에선 되는데 {env}에서 안 되는 이유를 물어봄. 관련 {language} 코드:\n{snip}",
        "{svc} 서비스의 {vendor} 클라이언트 리팩터링 요청. 기존 {language} 코드에 키가 박혀 있었음:\n{snip}",
        "{svc} PR 리뷰 중, 작성자가 이 {language} 코드를 붙이고 머지해도 되는지 물어봄:\n{snip}",
        "{vendor} {what} 값이 코드에 하드코딩돼 있는 줄 몰랐음. {language} 소스 grep 하다 발견:\n{snip}",
    ],
}
CODE_LESSON = {
    "en": [
        "Moved the literal out of the code into {envname} and read it with the config loader; the {language} build no longer embeds it.",
        "Hard-coded keys end up in the bundle and in git history. Replaced with an env lookup and asked the user to rotate.",
        "The {vendor} client takes the key at construction time; inject it via {envname} so tests can use a fake.",
        "Do not paste literals like this into reviews; point at {envname} instead.",
    ],
    "ko": [
        "코드의 리터럴을 {envname} 환경 변수로 빼고 설정 로더에서 읽도록 변경. 이제 {language} 빌드에 키가 포함되지 않음.",
        "하드코딩된 키는 번들과 git 히스토리에 남음. 환경 변수 조회로 바꾸고 사용자에게 키 교체 요청함.",
        "{vendor} 클라이언트는 생성 시점에 키를 받으니 {envname} 값으로 주입해야 테스트에서 가짜 키를 쓸 수 있음.",
    ],
}
CODE_LESSON_SNIP = {
    "en": [
        "The fix that worked was to pass the key explicitly ({language}):\n{snip}\n(the default lookup picked up a stale value).",
        "What finally worked in {env}:\n{snip}",
    ],
    "ko": [
        "키를 명시적으로 넘기니 해결됨 ({language}):\n{snip}\n기본 조회가 오래된 값을 잡고 있었음.",
        "{env}에서 최종적으로 동작한 코드:\n{snip}",
    ],
}


def t_code(lang):
    c = make_cred(VENDOR_DECK.draw())
    language, snip, secrets = code_snippet(c)
    ctx = ctx_for(c)
    sl = slots(lang, svc=ctx["svc"], env=ctx["env"], vendor=c["name"], what=c["what_en"] if lang == "en" else c["what_ko"],
               language=language, envname=c["env"], snip=fence(snip, language), file="config")
    if chance(0.7):
        mc = P(lang, CODE_MC["en"], CODE_MC["ko"], **sl)
        lesson = P(lang, CODE_LESSON["en"], CODE_LESSON["ko"], **sl)
        where = "missing_context"
    else:
        mc = P(lang, API_MC_PLAIN["en"], API_MC_PLAIN["ko"], **sl)
        lesson = P(lang, CODE_LESSON_SNIP["en"], CODE_LESSON_SNIP["ko"], **sl)
        where = "lesson"
    ask, rep = ask_for_api(lang, sl, secrets, 0.12)
    return mk("code/%s: %s %s (in %s%s)" % (language, c["name"], c["what_en"], where, ", repeated in ask" if rep else ""),
              mc, lesson, ask, secrets, c["name"])


# ---- HTTP requests / headers
HTTP_MC = {
    "en": [
        "The {vendor} call kept returning {code} and I didn't know which header format it wants. The user's working request:\n{snip}",
        "I didn't know how {svc} authenticates to {vendor}. Copied from the user's terminal history:\n{snip}",
        "Needed a known-good request to compare against {svc}. The user ran this and got 200:\n{snip}",
        "{person} pasted the exact request from the incident channel ({vendor} returned {code} for us):\n{snip}",
    ],
    "ko": [
        "{vendor} 호출이 계속 {code_eul} 반환했는데 헤더 형식을 몰랐음. 사용자가 성공한 요청:\n{snip}",
        "{svc} 서비스가 {vendor}에 어떻게 인증하는지 몰랐다. 사용자 터미널 히스토리에서 복사:\n{snip}",
        "{svc} 요청과 비교할 정상 요청이 필요했음. 사용자가 이걸로 200 받음:\n{snip}",
        "{person_i} 장애 채널에 올린 요청 그대로 ({vendor} 쪽 응답 {code}):\n{snip}",
    ],
}
HTTP_LESSON = {
    "en": [
        "{vendor} rejects the key when the scheme word is wrong; copy the header format exactly instead of guessing.",
        "Our client double-encoded the header value. Sending it raw fixed the {code}.",
        "The key must go in the header, not the query string, otherwise the gateway strips it.",
        "{vendor} keys are per-environment; the {env} request must use the {env} key.",
    ],
    "ko": [
        "{vendor_eun} 스킴 단어가 다르면 키를 거절함. 추측하지 말고 헤더 형식을 그대로 복사할 것.",
        "우리 클라이언트가 헤더 값을 이중 인코딩하고 있었음. 원문 그대로 보내니 {code} 해결.",
        "키는 쿼리스트링이 아니라 헤더로 보내야 함. 아니면 게이트웨이가 지워버림.",
        "{vendor} 키는 환경별로 다름. {env} 요청에는 {env} 키를 써야 함.",
    ],
}
HTTP_LESSON_SNIP = {
    "en": ["Request that works ({form}):\n{snip}\nNote the header name is case-sensitive on their proxy.",
           "Use this shape ({form}):\n{snip}"],
    "ko": ["동작하는 요청 ({form}):\n{snip}\n프록시에서 헤더 이름 대소문자를 구분함.",
           "이 형태로 보내면 됨 ({form}):\n{snip}"],
}


def t_http(lang):
    c = make_cred(HTTP_VENDOR_DECK.draw())
    form, snip, secrets = http_snippet(c)
    if not secrets:
        return None
    ctx = ctx_for(c)
    sl = slots(lang, svc=ctx["svc"], env=ctx["env"], vendor=c["name"], what=c["what_en"] if lang == "en" else c["what_ko"],
               snip=fence(snip, {"raw HTTP request": "http", "python requests": "python", "nginx conf": "nginx", "HAR excerpt": "json"}.get(form, "bash")),
               form=form, code=pick(["401", "403", "400"]),
               file="request", envname=c["env"])
    if chance(0.65):
        mc = P(lang, HTTP_MC["en"], HTTP_MC["ko"], **sl)
        if c["v"]["auth"][0] in ("query", "path"):
            lesson = P(lang, HTTP_LESSON["en"][:2] + HTTP_LESSON["en"][3:], HTTP_LESSON["ko"][:2] + HTTP_LESSON["ko"][3:], **sl)
        else:
            lesson = P(lang, HTTP_LESSON["en"], HTTP_LESSON["ko"], **sl)
        where = "missing_context"
    else:
        mc = P(lang, API_MC_PLAIN["en"], API_MC_PLAIN["ko"], **sl)
        lesson = P(lang, HTTP_LESSON_SNIP["en"], HTTP_LESSON_SNIP["ko"], **sl)
        where = "lesson"
    ask, rep = ask_for_api(lang, sl, secrets, 0.12)
    basic = " Basic" if any(s != c["value"] for s in secrets) else ""
    return mk("http/%s: %s %s%s (in %s%s)" % (form, c["name"], c["what_en"], basic, where, ", repeated in ask" if rep else ""),
              mc, lesson, ask, secrets, c["name"])


# ---- passwords in commands
def _db_host():
    return pick(["db-%s.internal" % env(), "10.%d.%d.%d" % (rint(0, 30), rint(0, 255), rint(2, 250)),
                 "%s.cluster-%s.%s.rds.amazonaws.com" % (pick(DBNAMES), rs(LOD, 12), pick(REGIONS_AWS)),
                 "mysql-%s.%s" % (env(), domain()), "pg%02d.%s" % (rint(1, 9), domain())])


def cmd_password():
    """Returns (tool/form, command, secrets, pw_style)."""
    u = pick(USERS)
    h = _db_host()
    db = pick(DBNAMES)
    k = rint(0, 39)
    if k in (0, 1):  # mysql attached -p
        st, p = gen_password(shell_safe=True)
        return "mysql -p attached", "mysql -u%s -p%s -h %s %s" % (u, p, h, db), [p], st
    if k == 2:
        st, p = gen_password()
        return "mysql -p'...' attached quoted", "mysql -h %s -u %s -p'%s' %s -e 'SHOW PROCESSLIST'" % (h, u, p, db), [p], st
    if k == 3:
        st, p = gen_password()
        return "mysqldump --password=", "mysqldump --user=%s --password='%s' --single-transaction %s > %s.sql" % (u, p, db, db), [p], st
    if k in (4, 5):
        st, p = gen_password()
        return "PGPASSWORD env prefix", "PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (p, h, u, db), [p], st
    if k == 6:
        st, p = gen_password()
        return "redis-cli -a", "redis-cli -h redis-%s.internal -p 6379 -a '%s' --no-auth-warning INFO keyspace" % (env(), p), [p], st
    if k == 7:
        st, p = gen_password()
        return "sshpass -p", "sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s 'sudo systemctl restart %s'" % (p, u, h, svc()), [p], st
    if k == 8:
        st, p = gen_password(url_safe=True)
        return "curl -u user:pass", "curl -u %s:%s https://nexus.%s/service/rest/v1/repositories" % (u, p, domain()), [p], st
    if k == 9:
        st, p = gen_password()
        return "htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (u, p), [p], st
    if k == 10:
        st, p = gen_password()
        return "docker login -p", "docker login -u %s -p '%s' registry.%s" % (u, p, domain()), [p], st
    if k == 11:
        st, p = gen_password()
        return "echo | docker login --password-stdin", "echo '%s' | docker login --username %s --password-stdin harbor.%s" % (p, u, domain()), [p], st
    if k == 12:
        st, p = gen_password(shell_safe=True)
        return "smbclient -U user%pass", "smbclient //fs01.%s/share -U 'CORP\\%s%%%s' -c 'ls'" % (domain(), u, p), [p], st
    if k == 13:
        st, p = gen_password(shell_safe=True)
        return "net use positional password", "net use Z: \\\\fs01\\finance %s /user:CORP\\%s /persistent:no" % (p, u), [p], st
    if k == 14:
        st, p = gen_password()
        return "mongosh URI", 'mongosh "mongodb://%s:%s@%s:27017/%s?authSource=admin"' % (u, pct(p), h, db), [pct(p)], st
    if k == 15:
        st, p = gen_password()
        return "openssl -passout pass:", "openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.p12 -passout 'pass:%s'" % p, [p], st
    if k == 16:
        st, p = gen_password()
        return "zip -P", "zip -P '%s' -r export-%s.zip reports/" % (p, pick(DATES)), [p], st
    if k == 17:
        st, p = gen_password(shell_safe=True)
        return "7z -p attached", "7z a -p%s -mhe=on backup-%s.7z ./dump" % (p, pick(DATES)), [p], st
    if k == 18:
        st, p = gen_password()
        return "keytool -storepass", "keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype PKCS12 -srcstorepass '%s' -deststorepass '%s'" % (p, p), [p], st
    if k == 19:
        st, p = gen_password()
        return "sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (h, p), [p], st
    if k == 20:
        st, p = gen_password()
        return "rabbitmqctl add_user positional", "rabbitmqctl add_user %s '%s' && rabbitmqctl set_user_tags %s monitoring" % (u, p, u), [p], st
    if k == 21:
        st, p = gen_password()
        return "ldapsearch -w", "ldapsearch -x -H ldaps://ldap.%s -D 'cn=%s,ou=svc,dc=corp,dc=local' -w '%s' -b 'ou=people,dc=corp,dc=local' uid=%s" % (domain(), u, p, u), [p], st
    if k == 22:
        st, p = gen_password()
        return "wget --password=", "wget --user=%s --password='%s' https://artifacts.%s/releases/%s.tar.gz" % (u, p, domain(), svc()), [p], st
    if k == 23:
        st, p = gen_password(shell_safe=True)
        return "lftp -u user,pass", "lftp -u %s,%s sftp://files.%s -e 'mirror --reverse ./out /upload; bye'" % (u, p, domain()), [p], st
    if k == 24:
        st, p = gen_password(shell_safe=True)
        return "mount cifs -o password=", "sudo mount -t cifs //nas01/backup /mnt/backup -o username=%s,password=%s,vers=3.0" % (u, p), [p], st
    if k == 25:
        st, p = gen_password()
        return "ipmitool -P", "ipmitool -I lanplus -H 10.%d.%d.%d -U ADMIN -P '%s' chassis power status" % (rint(0, 30), rint(0, 255), rint(2, 250), p), [p], st
    if k == 26:
        c = make_cred(pick([v for v in VENDORS if v["name"] in ("GitHub", "GitLab", "Bitbucket")]))
        tok = c["value"]
        return "git clone https://user:token@", "git clone https://%s:%s@%s/%s/%s.git" % (
            pick(["oauth2", "x-access-token", u]), tok, pick(["github.com", "gitlab.%s" % domain(), "bitbucket.org"]),
            pick(["acme", "platform"]), svc()), [tok], "token"
    if k == 27:
        st, p = gen_password()
        return "pip --index-url user:pass@", "pip install --index-url https://%s:%s@nexus.%s/repository/pypi/simple %s-client" % (u, pct(p), domain(), svc()), [pct(p)], st
    if k == 28:
        st, p = gen_password()
        return "chpasswd", "echo '%s:%s' | sudo chpasswd" % (u, p), [p], st
    if k == 29:
        c = make_cred(pick([v for v in VENDORS if v["env"] == "AZURE_CLIENT_SECRET"]))
        return "az login -p", "az login --service-principal -u %s -p '%s' --tenant %s" % (c["pair"]["value"], c["value"], uuid4()), [c["value"]], "client secret"
    if k == 30:
        ak = rs(UPD, 20)
        sk = rs(AN, 40)
        return "mc alias set positional keys", "mc alias set minio-%s http://minio.%s:9000 %s %s" % (env(), domain(), ak, sk), [ak, sk], "access/secret key"
    if k == 31:
        st, p = gen_password()
        st2, p2 = gen_password()
        return "snmpwalk -A -X", "snmpwalk -v3 -u %s -l authPriv -a SHA -A '%s' -x AES -X '%s' 10.%d.0.1" % (u, p, p2, rint(0, 30)), [p, p2], st
    if k == 32:
        st, p = gen_password()
        return "kafka sasl.jaas.config", "kafka-console-producer.sh --bootstrap-server kafka.%s:9093 --topic %s --producer-property security.protocol=SASL_SSL --producer-property sasl.mechanism=PLAIN --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"%s\" password=\"%s\";'" % (domain(), pick(["orders", "events"]), u, p), [p], st
    if k == 33:
        st, p = gen_password()
        return "expect send", "spawn ssh %s@%s\nexpect \"password:\"\nsend \"%s\\r\"\ninteract" % (u, h, p), [p], st
    if k == 34:
        st, p = gen_password()
        return "clickhouse-client --password", "clickhouse-client --host ch.%s --secure --user %s --password '%s' --query 'SELECT 1'" % (domain(), u, p), [p], st
    if k == 35:
        st, p = gen_password()
        return "helm repo add --password", "helm repo add internal https://charts.%s --username %s --password '%s'" % (domain(), u, p), [p], st
    if k == 36:
        st, p = gen_password()
        return "RSYNC_PASSWORD prefix", "RSYNC_PASSWORD='%s' rsync -av ./dist/ rsync://%s@mirror.%s/site/" % (p, u, domain()), [p], st
    if k == 37:
        st, p = gen_password()
        return "ansible -e become password", "ansible-playbook site.yml -i inventories/%s -e 'ansible_become_password=%s'" % (env(), p), [p], st
    if k == 38:
        st, p = gen_password()
        st2, p2 = gen_password()
        return "ssh-keygen -P old -N new", "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'" % (p, p2), [p, p2], st
    st, p = gen_password()
    return "gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase '%s' -d secrets.tar.gz.gpg | tar xz" % p, [p], st


KNOWN_TOOLS = ["mysql", "mysqldump", "psql", "redis-cli", "sshpass", "curl", "htpasswd", "docker", "smbclient", "net",
               "mongosh", "openssl", "zip", "7z", "keytool", "sqlcmd", "rabbitmqctl", "ldapsearch", "wget", "lftp", "mount",
               "ipmitool", "git", "pip", "chpasswd", "az", "mc", "snmpwalk", "kafka-console-producer.sh", "spawn",
               "clickhouse-client", "helm", "rsync", "ansible-playbook", "ssh-keygen", "gpg"]
CMD_MC = {
    "en": [
        "I didn't know how the user runs `{tool}` against {env} from the bastion. Their shell history:\n{snip}",
        "The runbook step failed for me and I didn't know the exact invocation. The user pasted what they ran:\n{snip}",
        "I was missing the credentials for this step; {person} sent the command they use every morning:\n{snip}",
        "Why does the job work for the user and not for me? Their command:\n{snip}",
    ],
    "ko": [
        "배스천에서 {env} 대상으로 `{tool}` 명령을 어떻게 실행하는지 몰랐음. 사용자 셸 히스토리:\n{snip}",
        "런북 단계가 실패했는데 정확한 명령을 몰랐다. 사용자가 실제로 실행한 명령:\n{snip}",
        "이 단계에 필요한 접속 정보가 없었음. {person_i} 매일 아침 쓰는 명령을 보내줌:\n{snip}",
        "잡이 사용자 계정에서는 되고 내 쪽에서는 안 되던 이유를 찾는 중. 사용자 명령:\n{snip}",
    ],
}
CMD_LESSON = {
    "en": [
        "Passing the password on the command line leaves it in shell history and in `ps`; use an option file or a prompt instead.",
        "The tool parses the flag strictly: no space after the short flag, otherwise it treats the next word as a database name.",
        "Quote the password in single quotes; the special characters were being expanded by the shell.",
        "The service account is separate from the human one; use it for automation and keep the human login interactive.",
    ],
    "ko": [
        "비밀번호를 커맨드라인에 넣으면 셸 히스토리와 `ps`에 남음. 옵션 파일이나 프롬프트를 쓸 것.",
        "짧은 플래그 뒤에 공백을 넣으면 다음 단어를 DB 이름으로 해석함. 붙여 써야 함.",
        "특수문자가 셸에서 확장되고 있었음. 비밀번호는 작은따옴표로 감쌀 것.",
        "서비스 계정과 사람 계정은 분리돼 있음. 자동화에는 서비스 계정만 쓸 것.",
    ],
}
CMD_LESSON_SNIP = {
    "en": ["The command that worked in the end:\n{snip}", "Working invocation (keep the quoting as is):\n{snip}"],
    "ko": ["최종적으로 동작한 명령:\n{snip}", "동작하는 실행 형태 (따옴표 그대로 유지):\n{snip}"],
}
CMD_ASK_VALUE = {
    "en": ["Is {value} still the password for {user}, or should I ask for a new one?",
           "Can I store {value} in the CI secret store for this job?",
           "Which account should automation use? I only have {user} / {value}."],
    "ko": ["{user} 계정 비밀번호가 아직 {value} 인가요, 새로 받아야 하나요?",
           "이 잡을 위해 {value} 값을 CI 시크릿에 저장해도 될까요?",
           "자동화는 어떤 계정을 써야 하나요? 지금은 {user} / {value} 만 있어요."],
}
CMD_ASK = {
    "en": ["Is there a service account I should use instead of your personal login?", "Should I set up an option file for this?",
           "Do you want me to rotate this password after the migration?", ""],
    "ko": ["개인 계정 대신 쓸 서비스 계정이 있나요?", "옵션 파일로 바꿔 둘까요?", "마이그레이션 끝나면 이 비밀번호 교체할까요?", ""],
}


def t_pw_command(lang):
    form, cmd, secrets, st = cmd_password()
    tool = next((t for t in cmd.split() if t in KNOWN_TOOLS), "shell")
    if tool == "spawn":
        tool = "expect"
    user = next((u for u in USERS if (" %s " % u) in cmd or ("-u%s " % u) in cmd or ("%s@" % u) in cmd or ("\\%s%%" % u) in cmd), pick(USERS))
    sl = slots(lang, tool=tool, env=env(), snip=fence(cmd, "bash"), user=user)
    if chance(0.6):
        mc = P(lang, CMD_MC["en"], CMD_MC["ko"], **sl)
        lesson = P(lang, CMD_LESSON["en"], CMD_LESSON["ko"], **sl)
        where = "missing_context"
    else:
        mc = P(lang, ["I didn't know how the user runs `{tool}` in {env}.", "The runbook step that uses `{tool}` failed for me.",
                      "I had no credentials for the `{tool}` step and the runbook didn't say where they are."],
               ["{env}에서 `{tool}` 명령을 어떻게 실행하는지 몰랐음.", "`{tool}` 명령을 쓰는 런북 단계가 내 쪽에서 실패함.",
                "`{tool}` 단계에 필요한 접속 정보가 없었고 런북에도 위치가 안 적혀 있었음."], **sl)
        lesson = P(lang, CMD_LESSON_SNIP["en"], CMD_LESSON_SNIP["ko"], **sl)
        where = "lesson"
    rep = ""
    if chance(0.15):
        ask = P(lang, CMD_ASK_VALUE["en"], CMD_ASK_VALUE["ko"], **dict(sl, value=pick(secrets)))
        rep = ", repeated in ask"
    else:
        ask = P(lang, CMD_ASK["en"], CMD_ASK["ko"], **sl)
    return mk("shell: %s (%s password, in %s%s)" % (form, st, where, rep), mc, lesson, ask, secrets, None)


# ---- connection strings
def conn_string():
    """Returns (form, text, secrets, style)."""
    u = pick(USERS)
    h = _db_host()
    db = pick(DBNAMES)
    k = rint(0, 29)
    st, p = gen_password()
    pe = pct(p)
    if k == 0:
        return "postgres URL", "DATABASE_URL=postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, pe, h, db), [pe], st
    if k == 1:
        return "mysql URL", "mysql://%s:%s@%s:3306/%s" % (u, pe, h, db), [pe], st
    if k == 2:
        return "mongodb+srv URL", "MONGO_URI=mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pe, rs(LOD, 5), db), [pe], st
    if k == 3:
        return "redis URL", "REDIS_URL=%s://%s:%s@%s:6379/0" % (pick(["redis", "rediss"]), pick(["", "default"]), pe,
                                                                pick(["redis-%s.internal" % env(), "%s-%s.upstash.io" % (pick(["fine", "sharp", "quick"]), pick(["otter", "lynx", "crane"]))])), [pe], st
    if k == 4:
        return "amqp URL", "CELERY_BROKER_URL=amqp://%s:%s@mq.%s:5672/%s" % (u, pe, domain(), pick(["prod", "%2F", "jobs"])), [pe], st
    if k == 5:
        st, p = gen_password(url_safe=True)
        return "JDBC query password", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, u, p), [p], st
    if k == 6:
        st, p = gen_password(shell_safe=True)
        p = p.replace(";", "")
        if len(p) < 8:
            p += rs(AN, 8)
        return "JDBC sqlserver", "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, p), [p], st
    if k == 7:
        st, p = gen_password(shell_safe=True)
        p = p.replace(";", "")
        if len(p) < 8:
            p += rs(AN, 8)
        obj = {"ConnectionStrings": {"Default": "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, u, p)}}
        return "ADO.NET in appsettings.json", json.dumps(obj, indent=2, ensure_ascii=False), [p], st
    if k == 8:
        st, p = gen_password(shell_safe=True)
        p = p.replace("@", "").replace("/", "")
        if len(p) < 8:
            p += rs(AN, 8)
        return "Oracle sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u.upper(), p, h), [p], st
    if k == 9:
        return "SQLAlchemy URL", 'engine = create_engine("mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4", pool_pre_ping=True)' % (u, pe, h, db), [pe], st
    if k == 10:
        return "Kafka JAAS", 'sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="%s" password="%s";' % (u, p), [p], st
    if k == 11:
        return "smtp URL", "EMAIL_URL=smtp://%s%%40%s:%s@smtp.%s:587/?tls=True" % (pick(["noreply", "alerts"]), domain(), pe, domain()), [pe], st
    if k == 12:
        return "elasticsearch URL", "ELASTICSEARCH_URL=https://elastic:%s@es-%s.%s:9200" % (pe, env(), domain()), [pe], st
    if k == 13:
        return "neo4j URL", "NEO4J_URI=bolt+s://neo4j:%s@graph.%s:7687" % (pe, domain()), [pe], st
    if k == 14:
        return "clickhouse URL", "clickhouse://default:%s@ch.%s:9440/%s?secure=true" % (pe, domain(), db), [pe], st
    if k == 15:
        return "snowflake URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH&role=%s" % (u.upper(), pe, rs(UP, 7), rs(UP, 5), db.upper(), pick(["LOADER", "ANALYST"])), [pe], st
    if k == 16:
        st, p = gen_password(shell_safe=True)
        p = p.replace(";", "").replace("}", "")
        if len(p) < 8:
            p += rs(AN, 8)
        return "ODBC connection string", "Driver={PostgreSQL Unicode};Server=%s;Port=5432;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, p), [p], st
    if k == 17:
        st, p = gen_password(shell_safe=True)
        p = p.replace("@", "").replace("/", "").replace("(", "").replace(")", "")
        if len(p) < 8:
            p += rs(AN, 8)
        return "Go MySQL DSN", 'dsn := "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Asia%%2FSeoul"' % (u, p, h, db), [p], st
    if k == 18:
        return "spring datasource properties", "spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s" % (h, db, u, p), [p], st
    if k == 19:
        return "pgbouncer userlist", '"%s" "%s"' % (u, p), [p], st
    if k == 20:
        st, p = gen_password(shell_safe=True)
        p = p.replace(":", "")
        if len(p) < 8:
            p += rs(AN, 8)
        return ".pgpass line", "%s:5432:%s:%s:%s" % (h, db, u, p), [p], st
    if k == 21:
        return "~/.my.cnf", "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, p, h), [p], st
    if k == 22:
        st, p = gen_password(shell_safe=True)
        return "~/.netrc", "machine %s\n  login %s\n  password %s" % (pick(["api.heroku.com", "git.%s" % domain(), "nexus.%s" % domain()]), u, p), [p], st
    if k == 23:
        p = "npg_" + rs(AN, 12)
        return "Neon postgres URL", "postgresql://%s:%s@ep-%s-%s-%s.%s.aws.neon.tech/%s?sslmode=require" % (
            u, p, pick(["cool", "red", "quiet"]), pick(["darkness", "meadow", "bird"]), rs(LOD, 8), pick(["ap-southeast-1", "us-east-2"]), db), [p], "neon"
    if k == 24:
        return "ftp URL", "curl -T report.csv ftp://%s:%s@ftp.%s/incoming/" % (u, pe, domain()), [pe], st
    if k == 25:
        return "LDAP bind config", "ldap:\n  url: ldaps://ldap.%s:636\n  bindDN: cn=%s,ou=svc,dc=corp,dc=local\n  bindCredentials: '%s'" % (domain(), u, p), [p], st
    if k == 26:
        return "docker-compose POSTGRES_PASSWORD", "  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: %s\n      POSTGRES_PASSWORD: '%s'\n      POSTGRES_DB: %s" % (u, p, db), [p], st
    if k == 27:
        return "raw and encoded password", "# raw password: %s\nDATABASE_URL=postgres://%s:%s@%s/%s" % (p, u, pe, h, db), [p, pe], st
    if k == 28:
        return "airflow connection URI", "AIRFLOW_CONN_%s_DB=postgres://%s:%s@%s:5432/%s" % (db.upper(), u, pe, h, db), [pe], st
    return "MSSQL pyodbc", 'pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD={%s}")' % (h, db, u, p.replace("}", "")), [p.replace("}", "")], st


CONN_MC = {
    "en": [
        "I didn't know the {what} connection details for {env}. The user pasted the string their app uses:\n{snip}",
        "Migrations failed because I had the wrong host. Correct connection string from the user:\n{snip}",
        "{person} pasted this when I asked which database {svc} talks to in {env}:\n{snip}",
        "The local setup guide was outdated; the real connection for {svc} ({env}) is:\n{snip}",
    ],
    "ko": [
        "{env} {what} 접속 정보를 몰랐음. 사용자가 앱에서 쓰는 문자열을 붙여줌:\n{snip}",
        "호스트를 잘못 알아서 마이그레이션 실패. 사용자가 준 올바른 접속 문자열:\n{snip}",
        "{svc} 서비스가 {env}에서 어떤 DB를 쓰는지 물었더니 {person_i} 붙여준 내용:\n{snip}",
        "로컬 셋업 문서가 오래됐었음. {svc} ({env}) 실제 접속 정보:\n{snip}",
    ],
}
CONN_LESSON = {
    "en": [
        "Special characters in the password must be percent-encoded inside a URL, otherwise the driver splits at the wrong '@' or ':'.",
        "The pooler listens on a different port than the primary; use the pooler for the app and the primary for migrations.",
        "sslmode must be set explicitly for this cluster; without it the driver silently falls back and the connection is refused.",
        "The app user has no DDL rights; run migrations with the owner account from the secret store.",
    ],
    "ko": [
        "URL 안의 비밀번호 특수문자는 퍼센트 인코딩해야 함. 안 그러면 드라이버가 엉뚱한 '@'나 ':'에서 자름.",
        "풀러 포트와 프라이머리 포트가 다름. 앱은 풀러, 마이그레이션은 프라이머리로.",
        "이 클러스터는 sslmode를 명시해야 함. 안 하면 조용히 fallback 하다가 연결 거부됨.",
        "앱 계정엔 DDL 권한이 없음. 마이그레이션은 시크릿 스토어의 owner 계정으로 실행.",
    ],
}


def t_connstr(lang):
    form, text, secrets, st = conn_string()
    sl = slots(lang, what=pick(DBNAMES), env=env(), svc=svc(), snip=fence(text, ""))
    if chance(0.65):
        mc = P(lang, CONN_MC["en"], CONN_MC["ko"], **sl)
        lesson = P(lang, CONN_LESSON["en"], CONN_LESSON["ko"], **sl)
        where = "missing_context"
    else:
        mc = P(lang, ["I didn't know which database {svc} uses in {env}.", "Migrations for {svc} failed in {env} because I had the wrong host.",
                      "The local setup guide for {svc} pointed at a database that no longer exists."],
               ["{svc} 서비스가 {env}에서 어떤 DB를 쓰는지 몰랐음.", "호스트를 잘못 알아서 {env}에서 {svc} 마이그레이션 실패.",
                "{svc} 로컬 셋업 문서가 이미 없어진 DB를 가리키고 있었음."], **sl)
        lesson = P(lang, CONN_LESSON["en"], CONN_LESSON["ko"], **sl) + "\n" + fence(text, "")
        where = "lesson"
    rep = ""
    if chance(0.12):
        ask = P(lang, ["Is {value} still the password for this database, or should I ask for a new one?",
                       "Can I put {value} into the secret manager and drop it from the .env?"],
                ["이 DB 비밀번호가 아직 {value} 인가요, 새로 받아야 하나요?",
                 "{value} 값을 시크릿 매니저로 옮기고 .env에서는 지워도 될까요?"], **dict(sl, value=pick(secrets)))
        rep = ", repeated in ask"
    else:
        ask = P(lang, ["Should the app use the pooler endpoint in every environment?", "Is there a read-only user I should use for reporting?",
                       "Can I move this connection string into the secret manager?", ""],
                ["모든 환경에서 풀러 엔드포인트를 쓰면 되나요?", "리포트용 읽기 전용 계정이 따로 있나요?",
                 "이 접속 문자열을 시크릿 매니저로 옮겨도 될까요?", ""])
    enc = " percent-encoded" if any("%" in s for s in secrets) else ""
    return mk("connection string: %s (%s password%s, in %s%s)" % (form, st, enc, where, rep), mc, lesson, ask, secrets, None)


# ---- human passwords in prose / chat
HUMAN_SYSTEMS_EN = ["the Grafana admin UI", "the Jenkins login", "the company VPN", "the staging WordPress admin",
                    "the NAS web console", "the router admin page", "the shared QA account", "the Windows jump host (RDP)",
                    "the Keycloak master realm", "the old Confluence", "the test iPhone's Apple ID", "the ERP sandbox"]
HUMAN_SYSTEMS_KO = ["Grafana 관리자 화면", "Jenkins 로그인", "회사 VPN", "스테이징 워드프레스 관리자", "NAS 웹 콘솔",
                    "공유기 관리자 페이지", "QA 공용 계정", "윈도우 점프 호스트(RDP)", "Keycloak master realm",
                    "구 Confluence", "테스트폰 애플 ID", "ERP 샌드박스", "사내 메일", "그룹웨어"]
HUMAN_MC = {
    "en": [
        "I couldn't log in to {system}. {person} said the account is {user} and the password is {pw}",
        "Missing: credentials for {system}. The user typed them in chat: user {user}, password \"{pw}\".",
        "I didn't know {system} had a separate local account. It's {user} / {pw} (per {person}).",
        "{pw} is the password {person} set for {system} last week; I didn't know it had been changed from the default.",
        "I didn't know the login for {system}. Is it {user} with {pw}? That is what was in the handover doc.",
    ],
    "ko": [
        "{system}에 로그인을 못 했음. {person_i} 계정은 {user}, 비밀번호는 {pw} 라고 알려줌",
        "{system} 접속 정보가 없었음. 사용자가 채팅으로 알려줌: 아이디 {user}, 비번 \"{pw}\".",
        "{system}에 별도 로컬 계정이 있는 걸 몰랐음. {user} / {pw} ({person} 전달).",
        "{pw} ← 지난주에 {person_i} {system} 비밀번호를 이걸로 바꿨다고 함. 기본값에서 바뀐 걸 몰랐음.",
        "{system} 로그인 정보를 몰랐음. 인수인계 문서엔 {user} / {pw} 로 돼 있는데 맞는지?",
    ],
}
HUMAN_LESSON = {
    "en": [
        "Shared logins like this should live in the team vault, not in chat; I asked {person} to move it there.",
        "The account locks after 5 failed attempts; ask for the password before trying variants.",
        "SSO does not cover {system}; it still uses a local account.",
        "The password contains characters the login form's JavaScript mangles when pasted; type it or use the API.",
    ],
    "ko": [
        "이런 공용 계정은 채팅이 아니라 팀 볼트에 있어야 함. {person}에게 옮겨 달라고 요청함.",
        "5회 실패하면 계정이 잠김. 이것저것 시도하기 전에 비밀번호를 먼저 물어볼 것.",
        "{system_eun} SSO 대상이 아님. 아직 로컬 계정을 씀.",
        "비밀번호 특수문자가 붙여넣기 때 로그인 폼 JS에서 깨짐. 직접 입력하거나 API로 로그인.",
    ],
}
HUMAN_LESSON_PW = {
    "en": ["The working login for {system} is {user} / {pw}; the wiki still shows the old one.",
           "Password for {system} that actually works: {pw} (the one in the ticket was rotated).",
           "{system}: use {user}, password {pw}, and pick the LOCAL realm, not SSO."],
    "ko": ["{system} 실제 로그인 정보는 {user} / {pw}. 위키에는 예전 값이 남아 있음.",
           "{system} 실제 동작하는 비밀번호: {pw} (티켓에 있던 건 교체됨).",
           "{system}: 아이디 {user}, 비밀번호 {pw}, SSO 말고 LOCAL 영역 선택해야 함."],
}


def t_human_pw(lang):
    style = pick(["human", "human", "passphrase", "korean-keyboard", "hangul", "punctuation-heavy", "pwgen", "symbols"] +
                 (["hangul", "korean-keyboard"] if lang == "ko" else []))
    st, pw = gen_password(style)
    system = pick(HUMAN_SYSTEMS_EN if lang == "en" else HUMAN_SYSTEMS_KO)
    sl = slots(lang, system=system, user=pick(USERS + ["jkim", "minsu.park", "qa01", "Administrator"]), pw=pw)
    mode = rint(0, 2)
    if mode == 0:
        mc = P(lang, HUMAN_MC["en"], HUMAN_MC["ko"], **sl)
        lesson = P(lang, HUMAN_LESSON["en"], HUMAN_LESSON["ko"], **sl)
        where = "missing_context"
    elif mode == 1:
        mc = P(lang, ["I didn't know how to get into %s." % system, "Login to %s failed with the credentials from the wiki." % system],
               ["%s 접속 방법을 몰랐음." % system, "위키에 있는 정보로 %s 로그인 실패." % system])
        lesson = P(lang, HUMAN_LESSON_PW["en"], HUMAN_LESSON_PW["ko"], **sl)
        where = "lesson"
    else:
        mc = P(lang, HUMAN_MC["en"], HUMAN_MC["ko"], **sl)
        lesson = P(lang, HUMAN_LESSON_PW["en"], HUMAN_LESSON_PW["ko"], **sl)
        where = "missing_context+lesson"
    if chance(0.25):
        ask = P(lang, ["Is {pw} still the password for {system}?", "Should I keep using {pw} or will you reset it?",
                       "Can I write {pw} into the test fixture for {system}?"],
                ["{system} 비밀번호 아직 {pw} 맞나요?", "{pw} 계속 써도 되나요, 아니면 초기화하실 건가요?",
                 "{system} 테스트 픽스처에 {pw} 넣어도 될까요?"], **sl)
        where += "+ask"
    else:
        ask = P(lang, ["Who owns the account for {system}?", "Is there a personal account I should request instead?", ""],
                ["{system} 담당자가 누구인가요?", "개인 계정을 따로 신청해야 하나요?", ""], **sl)
    return mk("prose: %s password for a person/shared login (in %s)" % (st, where), mc, lesson, ask, [pw], None)


# ---- private keys (PEM bodies listed line by line)
def t_pem(lang):
    k = rint(0, 5)
    comment = "%s@%s" % (pick(["deploy", "ci", "jkim", "ops"]), pick(["bastion", "laptop", "build-01"]))
    if k == 0:
        label, lines = ec_private_key()
        what = "EC P-256 key (JWT signing)"
    elif k == 1:
        label, lines = ed25519_pkcs8()
        what = "Ed25519 PKCS#8 key"
    elif k == 2:
        label, lines = openssh_ed25519(comment)
        what = "OpenSSH deploy key"
    elif k == 3:
        label, lines = rsa_private_partial(rint(3, 6))
        what = "RSA key (first lines pasted)"
    elif k == 4:
        label, lines = pkcs8_rsa_partial(rint(3, 5))
        what = "GCP service-account key (JSON, truncated)"
    else:
        label, lines = ec_private_key()
        what = "EC key in a k8s Secret"
    begin, end = "-----BEGIN %s-----" % label, "-----END %s-----" % label
    trunc = k in (3, 4)
    if k == 4:
        proj = "%s-%s-%d" % (pick(["acme", "nuri", "kobo"]), pick(["prod", "data", "ml"]), rint(100, 999))
        pk = begin + "\\n" + "\\n".join(lines) + "\\n...(truncated)"
        block = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            proj, hexs(40), pk, pick(["deployer", "bq-loader", "gcs-sync"]), proj)
    elif k == 5:
        block = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: jwt-signing\nstringData:\n  signing.pem: |\n    %s\n%s\n    %s" % (
            begin, "\n".join("    " + ln for ln in lines), end)
    else:
        block = begin + "\n" + "\n".join(lines) + "\n" + ("...(truncated, rest omitted)" if trunc else end)
    sl = slots(lang, what=what, snip=fence(block, ""), svc=svc(), env=env())
    if k in (0, 1, 5):
        act = pick(["sign tokens", "sign webhook payloads"]) if lang == "en" else pick(["토큰 서명할", "웹훅 페이로드 서명할"])
    else:
        act = pick(["decrypt the partner files", "sign the SAML responses"]) if lang == "en" else pick(["파트너 파일 복호화할", "SAML 응답 서명할"])
    if k == 2:
        mc = P(lang, ["The deploy failed with 'permission denied (publickey)'. The user sent the key that works:\n{snip}",
                      "Missing context: the {what} lives only on the old build server. Copied from there:\n{snip}"],
               ["배포가 'permission denied (publickey)'로 실패. 사용자가 동작하는 키를 보내줌:\n{snip}",
                "{what} 키가 구 빌드 서버에만 있다는 걸 몰랐음. 거기서 복사한 내용:\n{snip}"], **sl)
    elif k == 4:
        mc = P(lang, ["The export job of {svc} could not reach GCS in {env}; I didn't know it used a JSON key file. The user pasted it:\n{snip}",
                      "I didn't know which service account {svc} uses. Key file from the user's laptop:\n{snip}"],
               ["{env}에서 {svc} 내보내기 잡이 GCS에 접근 못 함. JSON 키 파일을 쓰는 줄 몰랐음. 사용자가 붙여줌:\n{snip}",
                "{svc} 서비스가 어떤 서비스 계정을 쓰는지 몰랐음. 사용자 노트북에 있던 키 파일:\n{snip}"], **sl)
    else:
        mc = P(lang, ["I didn't know which key {svc} uses to {action}. The user pasted it:\n{snip}",
                      "Missing context: the {what} lives only on the old build server. Copied from there:\n{snip}",
                      "Token verification failed after the redeploy of {svc}; I didn't know the signing key was not in the repo. From the user:\n{snip}"],
               ["{svc} 서비스가 {action} 때 어떤 키를 쓰는지 몰랐음. 사용자가 붙여준 키:\n{snip}",
                "{what} 키가 구 빌드 서버에만 있다는 걸 몰랐음. 거기서 복사한 내용:\n{snip}",
                "{svc} 재배포 후 토큰 검증 실패. 서명 키가 레포에 없다는 걸 몰랐음. 사용자가 준 키:\n{snip}"], **dict(sl, action=act))
    lesson = P(lang, ["Private keys must come from the secret store as files with mode 0600; pasting them into env vars breaks the newlines.",
                      "The key is RSA/EC in PEM; the library wants PKCS#8, so convert it once with openssl pkey and store the result.",
                      "Deploy keys are per-repository; the old key was revoked, which is why the clone failed."],
                   ["개인 키는 시크릿 스토어에서 0600 권한 파일로 받아야 함. 환경 변수에 넣으면 줄바꿈이 깨짐.",
                    "라이브러리가 PKCS#8만 받아서 openssl pkey로 한 번 변환해서 저장해야 함.",
                    "디플로이 키는 레포별임. 예전 키가 폐기돼서 clone이 실패했던 것."])
    ask = P(lang, ["Should I generate a new key pair instead of reusing this one?", "Where should this key be stored going forward?", ""],
            ["이 키를 재사용하지 말고 새로 생성할까요?", "앞으로 이 키는 어디에 보관할까요?", ""])
    return mk("private key: %s, PEM body lines (in missing_context)" % what, mc, lesson, ask, lines, None)


# ---- TOTP seeds
def t_totp(lang):
    seed = totp_seed()
    issuer = pick(["AWS", "GitHub", "Okta", "NaverWorks", "Toss", "Cloudflare", "Grafana", "Jenkins", "Kakao Work"])
    acct = "%s@%s" % (pick(["ops", "admin", "billing", "jkim"]), domain())
    k = rint(0, 3)
    if k == 0:
        uri = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, urllib.parse.quote(acct), seed.replace(" ", ""), issuer)
        seed_shown = seed.replace(" ", "")
        snip = uri
        form = "otpauth URI"
    elif k == 1:
        snip = "pyotp.TOTP(%r).now()" % seed.replace(" ", "")
        seed_shown = seed.replace(" ", "")
        form = "pyotp code"
    elif k == 2:
        snip = "MFA_TOTP_SECRET=%s" % seed.replace(" ", "")
        seed_shown = seed.replace(" ", "")
        form = ".env"
    else:
        snip = seed
        seed_shown = seed
        form = "setup key as shown"
    sl = slots(lang, issuer=issuer, acct=acct, snip=fence(snip, ""))
    mc = P(lang, ["The shared {issuer} account ({acct}) has MFA and I had no way to get a code. The user gave the setup key:\n{snip}",
                  "I didn't know the e2e test logs into {issuer} with TOTP. The seed they use:\n{snip}",
                  "Couldn't pass the {issuer} MFA prompt in the headless browser. Seed from the password manager:\n{snip}"],
           ["공용 {issuer} 계정({acct})에 MFA가 걸려 있어서 코드를 받을 방법이 없었음. 사용자가 설정 키를 줌:\n{snip}",
            "e2e 테스트가 {issuer}에 TOTP로 로그인한다는 걸 몰랐음. 쓰는 시드:\n{snip}",
            "헤드리스 브라우저에서 {issuer} MFA를 통과 못 함. 비밀번호 관리자에 있던 시드:\n{snip}"], **sl)
    lesson = P(lang, ["TOTP codes are time-based; the CI runner clock drifted 40s, which made every code invalid.",
                      "The seed is base32; strip spaces and upper-case it before passing it to the library.",
                      "Better to use a dedicated test account without MFA than to share the seed."],
               ["TOTP는 시간 기반이라 CI 러너 시계가 40초 어긋나서 모든 코드가 무효였음.",
                "시드는 base32라 공백 제거하고 대문자로 바꿔서 라이브러리에 넘겨야 함.",
                "시드를 공유하기보다 MFA 없는 테스트 전용 계정을 쓰는 게 나음."])
    ask = ""
    where = "missing_context"
    if chance(0.2):
        ask = P(lang, ["Is {v} still the seed, or was MFA re-enrolled?"], ["시드가 아직 {v} 맞나요, MFA 재등록했나요?"], v=seed_shown)
        where += "+ask"
    return mk("TOTP seed: %s, %s (in %s)" % (issuer, form, where), mc, lesson, ask, [seed_shown], None)


# ---- recovery codes, PINs, PUKs
def t_recovery(lang):
    kind = pick(["github", "google", "gitlab", "aws", "1password", "bitlocker", "apple", "bitwarden", "slack",
                 "piv", "puk", "mgmt", "hsm"])
    if kind in ("piv", "puk", "hsm"):
        pin = rs(DI, 8)
        while pin[0] == "0" or pin.startswith("20") or pin.startswith("19"):
            pin = rs(DI, 8)
        if kind == "piv":
            snip = "ykman piv access change-pin -P 123456 -n %s" % pin
            title = "YubiKey PIV PIN"
        elif kind == "puk":
            snip = "SIM PUK: %s" % pin
            title = "SIM PUK"
        else:
            snip = "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % pin
            title = "HSM user PIN"
        codes = [pin]
    elif kind == "mgmt":
        key = hexs(48)
        snip = "ykman piv access change-management-key --protect=false -m 010203040506070801020304050607080102030405060708 -n %s" % key
        title = "YubiKey PIV management key"
        codes = [key]
    else:
        codes = recovery_codes(kind)
        title = {"github": "GitHub recovery codes", "google": "Google backup codes", "gitlab": "GitLab recovery codes",
                 "aws": "AWS root MFA recovery", "1password": "1Password Secret Key", "bitlocker": "BitLocker recovery key",
                 "apple": "Apple ID recovery key", "bitwarden": "Bitwarden recovery code", "slack": "Slack backup codes"}[kind]
        if len(codes) > 1:
            snip = "\n".join(pick(["", "- ", "  "]) + c for c in codes) if chance(0.7) else "  ".join(codes)
        else:
            snip = codes[0]
    sl = slots(lang, title=title, snip=fence(snip, ""), person=person(lang))
    mc = P(lang, ["The admin who set up the shared account left and I couldn't get past the second factor. {person} found the {title} in an old ticket:\n{snip}",
                  "I needed the {title} to unlock the device for the audit; the user pasted it:\n{snip}",
                  "Lost access to the org owner account during the migration. {title} from the safe:\n{snip}"],
           ["공용 계정을 만든 관리자가 퇴사해서 2단계 인증을 못 넘었음. {person_i} 옛 티켓에서 {title} 찾아줌:\n{snip}",
            "감사 때문에 장비 잠금을 풀어야 했는데 {title} 필요했음. 사용자가 붙여줌:\n{snip}",
            "마이그레이션 중 조직 owner 계정 접근 불가. 금고에 있던 {title}:\n{snip}"], **sl)
    if kind in ("piv", "puk", "hsm", "mgmt"):
        lesson = P(lang, ["Entering the wrong PIN three times blocks the device; ask before trying.",
                          "PINs and management keys belong in the break-glass vault, not in tickets or notes.",
                          "Change it from the default right after provisioning; the audit flags devices still on defaults."],
                   ["PIN을 세 번 틀리면 장치가 잠김. 시도하기 전에 물어볼 것.",
                    "PIN과 관리 키는 티켓이나 노트가 아니라 break-glass 볼트에 있어야 함.",
                    "프로비저닝 직후 기본값에서 바꿔야 함. 감사에서 기본값 장치를 지적함."])
    else:
        lesson = P(lang, ["Each recovery code works once; cross out the used one and regenerate the set afterwards.",
                          "Recovery material belongs in the break-glass vault, not in tickets or notes.",
                          "Recovery keys bypass MFA entirely, so whoever holds them owns the account."],
                   ["복구 코드는 한 번씩만 쓸 수 있음. 쓴 코드는 지우고 나중에 세트를 재발급할 것.",
                    "복구용 정보는 티켓이나 노트가 아니라 break-glass 볼트에 있어야 함.",
                    "복구 키는 MFA를 통째로 우회하니 가진 사람이 곧 계정 주인임."])
    if kind in ("piv", "puk", "hsm", "mgmt"):
        ask = P(lang, ["Should I change it now that it was pasted here?", "Who keeps the break-glass copy?", ""],
                ["여기 붙여졌으니 지금 바꿀까요?", "break-glass 사본은 누가 보관하나요?", ""])
    else:
        ask = P(lang, ["Should I regenerate the codes now that they were shared?", "Who keeps the break-glass copy?", ""],
                ["공유됐으니 코드를 지금 재발급할까요?", "break-glass 사본은 누가 보관하나요?", ""])
    return mk("recovery/PIN: %s (%d value%s, in missing_context)" % (title, len(codes), "s" if len(codes) > 1 else ""),
              mc, lesson, ask, codes, None)


# ---- Wi-Fi keys
def t_wifi(lang):
    p = wifi_pass()
    while any(ch in p for ch in "\";\\'"):
        p = wifi_pass()
    ssid = pick(["ACME-Guest", "NURI_5G", "office-iot", "Lab-2.4G", "회의실_5G", "KOBO-DEV", "warehouse-scan", "cafe_staff"])
    k = rint(0, 6)
    if k == 0:
        snip, form = 'nmcli dev wifi connect "%s" password \'%s\'' % (ssid, p), "nmcli"
    elif k == 1:
        snip, form = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, p if len(p) == 64 and all(ch in HEX for ch in p) else '"%s"' % p), "wpa_supplicant.conf"
    elif k == 2:
        snip, form = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s\nwpa_key_mgmt=WPA-PSK" % (ssid, p), "hostapd.conf"
    elif k == 3:
        snip, form = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, p), "QR payload"
    elif k == 4:
        snip, form = "Profile %s on interface Wi-Fi:\n    Security key           : Present\n    Key Content            : %s" % (ssid, p), "netsh output"
    elif k == 5:
        snip, form = "sudo raspi-config nonint do_wlan_country KR && sudo raspi-config nonint do_wifi_ssid_passphrase %s '%s'" % (ssid, p), "raspi-config"
    else:
        snip, form = (("The %s Wi-Fi password is %s" % (ssid, p)) if lang == "en" else ("%s 와이파이 비번은 %s 입니다" % (ssid, p))), "prose"
    sl = slots(lang, ssid=ssid, snip=fence(snip, "") if form != "prose" else snip)
    mc = P(lang, ["The kiosk devices could not join {ssid} and I didn't know the key. From the user:\n{snip}",
                  "Provisioning script for the scanners needed the Wi-Fi credentials; the user pasted:\n{snip}",
                  "I didn't know the test devices use the {ssid} network. Setup:\n{snip}"],
           ["키오스크 장비가 {ssid}에 붙지 못했는데 키를 몰랐음. 사용자가 알려준 내용:\n{snip}",
            "스캐너 프로비저닝 스크립트에 와이파이 정보가 필요했음. 사용자가 붙여줌:\n{snip}",
            "테스트 단말이 {ssid} 네트워크를 쓴다는 걸 몰랐음. 설정:\n{snip}"], **sl)
    lesson = P(lang, ["The devices only support WPA2-PSK, not WPA3; the SSID must stay in mixed mode.",
                      "2.4 GHz only: the scanners never see the 5 GHz SSID.",
                      "Bake the network into the image via a file readable only by root, not into the repo."],
               ["장비가 WPA3를 지원 안 하고 WPA2-PSK만 됨. SSID를 mixed 모드로 유지해야 함.",
                "스캐너는 2.4GHz만 잡음. 5GHz SSID는 안 보임.",
                "네트워크 설정은 레포가 아니라 root만 읽을 수 있는 파일로 이미지에 넣을 것."])
    ask = ""
    where = "missing_context"
    if chance(0.2):
        ask = P(lang, ["Is {p} still valid after the router swap?"], ["공유기 교체 후에도 {p} 그대로인가요?"], p=p)
        where += "+ask"
    return mk("Wi-Fi key: %s (in %s)" % (form, where), mc, lesson, ask, [p], None)


# ---- webhook URLs with embedded secrets
def webhook():
    k = rint(0, 12)
    if k == 0:
        tok = rs(AN, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPD, 8), rs(UPD, 10), tok), [tok], "Slack"
    if k == 1:
        tok = rs(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (digits(19), tok), [tok], "Discord"
    if k == 2:
        tok, sec = hexs(64), "SEC" + hexs(64)
        return "DingTalk robot + sign secret", "webhook: https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sec), [tok, sec], "DingTalk"
    if k == 3:
        u = uuid4()
        return "Feishu bot hook", "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % u, [u], "Feishu"
    if k == 4:
        u = uuid4()
        return "WeCom group bot", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % u, [u], "WeCom"
    if k == 5:
        sig = rs(B64U, 43)
        return "Power Automate trigger URL", "https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (rint(1, 40), hexs(32), sig), [sig], "Microsoft"
    if k == 6:
        tok = rs(LOD, 26)
        return "Mattermost hook", "https://chat.%s/hooks/%s" % (domain(), tok), [tok], "Mattermost"
    if k == 7:
        c = make_cred([v for v in VENDORS if v["name"] == "Telegram"][0])
        return "Telegram bot sendMessage URL", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (c["value"], digits(10)), [c["value"]], "Telegram"
    if k == 8:
        tok = hexs(32)
        return "JANDI incoming webhook", "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits(8), tok), [tok], "JANDI"
    if k == 9:
        tok = rs(B64U, 22)
        return "Dooray hook", "https://hook.dooray.com/services/%s/%s/%s" % (digits(19), digits(19), tok), [tok], "Dooray"
    if k == 10:
        tok = hexs(32)
        return "PagerDuty routing key", '{"routing_key": "%s", "event_action": "trigger", "payload": {"summary": "disk full", "severity": "critical", "source": "%s"}}' % (tok, svc()), [tok], "PagerDuty"
    if k == 11:
        tok, tid = rs(AN, 48), rs(AN, 24)
        return "Rocket.Chat integration", "https://rocket.%s/hooks/%s/%s" % (domain(), tid, tok), [tok], "Rocket.Chat"
    raw = b64(rbytes(64))
    enc = pct(raw)
    return "data.go.kr serviceKey (Encoding)", "http://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=1000&dataType=JSON&base_date=%s&base_time=0500&nx=55&ny=127" % (
        enc, pick(DATES).replace("-", "")), [enc], "data.go.kr"


def t_webhook(lang):
    form, text, secrets, vname = webhook()
    sl = slots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    if chance(0.6):
        mc = P(lang, ["Alerts from {svc} stopped arriving; I didn't know which webhook it posts to. Config value:\n{snip}",
                      "I had to wire {svc} to the team channel and didn't know the hook URL. The user sent:\n{snip}",
                      "The notifier in {env} used a webhook I didn't know about ({form}):\n{snip}"],
               ["{svc} 알림이 안 오는데 어떤 웹훅으로 보내는지 몰랐음. 설정 값:\n{snip}",
                "{svc} 서비스를 팀 채널에 연결해야 했는데 훅 URL을 몰랐음. 사용자가 보내줌:\n{snip}",
                "{env} 알림기가 내가 모르던 웹훅({form})을 쓰고 있었음:\n{snip}"], **sl)
        lesson = P(lang, ["Anyone with the URL can post to the channel; treat it like a password and keep it in the secret store.",
                          "The hook returns 200 even for malformed payloads; check the channel, not the status code.",
                          "Rate limit is about one message per second per hook; batch alerts."],
                   ["URL만 있으면 누구나 채널에 글을 쓸 수 있음. 비밀번호처럼 시크릿 스토어에 보관.",
                    "페이로드가 잘못돼도 200을 돌려줌. 상태 코드 말고 채널을 확인할 것.",
                    "훅당 초당 1건 정도 제한이 있음. 알림을 묶어서 보낼 것."])
        where = "missing_context"
    else:
        mc = P(lang, ["I didn't know where {svc} sends deploy notifications.", "Notifications from {env} went to the wrong channel."],
               ["{svc} 배포 알림이 어디로 가는지 몰랐음.", "{env} 알림이 엉뚱한 채널로 가고 있었음."], **sl)
        lesson = P(lang, ["The correct target ({form}) is:\n{snip}\nIt must be set per environment.",
                          "Use this hook for {env}:\n{snip}"],
                   ["올바른 대상({form}):\n{snip}\n환경별로 따로 설정해야 함.", "{env}에는 이 훅을 쓸 것:\n{snip}"], **sl)
        where = "lesson"
    ask = P(lang, ["Should staging post to the same channel?", "Can I regenerate this hook since it was pasted in chat?", ""],
            ["staging도 같은 채널로 보낼까요?", "채팅에 노출됐으니 훅을 재발급할까요?", ""])
    return mk("webhook URL: %s (in %s)" % (form, where), mc, lesson, ask, secrets, vname)


# ---- signed URLs
def signed_url():
    k = rint(0, 6)
    d = pick(DATES).replace("-", "")
    bucket = "%s-%s-%s" % (pick(["acme", "nuri", "kobo", "mirae"]), pick(["exports", "uploads", "reports"]), env())
    obj = "%s/%s.%s" % (pick(["2025/03", "tmp", "invoices", "daily"]), rs(LOD, 10), pick(["csv", "pdf", "zip", "parquet"]))
    if k in (0, 1):
        region = pick(REGIONS_AWS)
        akid = ("AKIA" if k == 0 else "ASIA") + rs(B32, 16)
        sig = hexs(64)
        extra, secrets = "", [akid, sig]
        if k == 1:
            tokn = "IQoJb3JpZ2luX2Vj" + rs(B64N, rint(180, 260))
            extra = "&X-Amz-Security-Token=" + pct(tokn)
            secrets.append(pct(tokn))
        url = "https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
            bucket, region, obj, akid, d, region, d, rint(0, 23), rint(0, 59), rint(0, 59), pick([300, 900, 3600, 604800]), extra, sig)
        return "S3 presigned URL" + (" with session token" if k == 1 else ""), url, secrets
    if k == 2:
        sig = hexs(512)
        url = "https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT010203Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (
            bucket, obj, pick(["signer", "exporter"]), pick(["acme-prod-311", "nuri-data-204"]), d, d, sig)
        return "GCS V4 signed URL", url, [sig]
    if k == 3:
        sig = pct(b64(rbytes(32)))
        url = "https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=%sT18:00:00Z&st=%sT09:00:00Z&spr=https&sig=%s" % (
            "st" + rs(LOD, 10), pick(["exports", "media"]), obj, pick(DATES), pick(DATES), sig)
        return "Azure SAS URL", url, [sig]
    if k == 4:
        sig = rs(AN + "-~_", 172)
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOD, 13), obj, rint(1740000000, 1770000000), sig, rs(UPD, 13))
        return "CloudFront signed URL", url, [sig]
    if k == 5:
        akid = "LTAI5t" + rs(AN, 18)
        sig = pct(b64(rbytes(20)))
        url = "https://%s.oss-cn-hangzhou.aliyuncs.com/%s?Expires=%d&OSSAccessKeyId=%s&Signature=%s" % (bucket, obj, rint(1740000000, 1770000000), akid, sig)
        return "Alibaba OSS signed URL", url, [akid, sig]
    akid = "AKID" + rs(AN, 32)
    sig = hexs(40)
    t0 = rint(1740000000, 1760000000)
    url = "https://%s-125%s.cos.ap-seoul.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=%s&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s" % (
        bucket, digits(7), obj, akid, t0, t0 + 3600, t0, t0 + 3600, sig)
    return "Tencent COS signed URL", url, [akid, sig]


def t_signed_url(lang):
    form, url, secrets = signed_url()
    sl = slots(lang, form=form, snip=fence(url, ""), svc=svc())
    mc = P(lang, ["The customer said the download link from {svc} expires too early. Example link they forwarded:\n{snip}",
                  "I didn't know {svc} hands out {form}s instead of proxying the file. One from the logs:\n{snip}",
                  "Debugging a 403 on the export download; the failing link was:\n{snip}"],
           ["{svc} 다운로드 링크가 너무 빨리 만료된다는 고객 문의. 전달받은 링크 예시:\n{snip}",
            "{svc} 서비스가 파일을 프록시하지 않고 {form_eul} 내려준다는 걸 몰랐음. 로그에 있던 링크:\n{snip}",
            "내보내기 다운로드 403 디버깅. 실패한 링크:\n{snip}"], **sl)
    lesson = P(lang, ["A signed URL is a bearer credential until it expires; never paste live ones into tickets.",
                      "The expiry is capped by the signing credential: links signed with temporary credentials die with the session.",
                      "Clock skew between the signer and the storage service causes early 403s."],
               ["서명 URL은 만료 전까지 그 자체로 인증 수단임. 살아 있는 링크를 티켓에 붙이지 말 것.",
                "임시 자격 증명으로 서명한 링크는 세션이 끝나면 같이 죽음.",
                "서명 서버와 스토리지 시계 차이 때문에 403이 일찍 날 수 있음."])
    ask = P(lang, ["What expiry do you want for customer links?", "Should links be signed with a long-lived key instead?", ""],
            ["고객용 링크 만료 시간을 얼마로 할까요?", "장기 키로 서명하도록 바꿀까요?", ""])
    vname = {"S3": "AWS", "GCS": "Google", "Azure": "Azure", "CloudFront": "AWS", "Alibaba": "Alibaba Cloud",
             "Tencent": "Tencent Cloud"}[form.split()[0]]
    return mk("signed URL: %s (%d secret parts, in missing_context)" % (form, len(secrets)), mc, lesson, ask, secrets, vname)


# ---- cookies / sessions
def cookie_material():
    k = rint(0, 6)
    if k == 0:
        v = rs(LOD, 32)
        return "Django sessionid", "Cookie: _ga=GA1.1.%s.%s; sessionid=%s; django_language=ko" % (digits(9), digits(10), v), [v]
    if k == 1:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))
        return "express connect.sid", "Set-Cookie: connect.sid=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % v, [v]
    if k == 2:
        v = rs(HEXU, 32)
        return "JSESSIONID", "Cookie: JSESSIONID=%s; Path=/; HttpOnly" % v, [v]
    if k == 3:
        v = rs("abcdefghijklmnopqrstuv0123456789", 26)
        return "PHPSESSID", "curl -b 'PHPSESSID=%s' https://admin.%s/orders/export.php" % (v, domain()), [v]
    if k == 4:
        v = b64_of_text(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": hexs(64), "tag": ""}, separators=(",", ":"))).replace("=", "%3D")
        return "laravel_session", "Cookie: XSRF-TOKEN=placeholder; laravel_session=%s" % v, [v]
    if k == 5:
        v = b64(rbytes(rint(90, 150))).rstrip("=") + "--" + hexs(40)
        return "Rails _session cookie", "_%s_session=%s" % (pick(["shop", "admin", "app"]), pct(v)), [pct(v)]
    v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 22) + "." + rs(B64U, rint(180, 320)) + "." + rs(B64U, 22)
    return "next-auth session token", "Cookie: __Secure-next-auth.session-token=%s" % v, [v]


def t_cookie(lang):
    form, text, secrets = cookie_material()
    sl = slots(lang, form=form, snip=fence(text, "http"), svc=svc())
    mc = P(lang, ["I couldn't reproduce the admin-only bug without a logged-in session. The user copied their cookie from devtools:\n{snip}",
                  "The scraper for the internal dashboard needs a session; the user pasted the header:\n{snip}",
                  "I didn't know {svc} still uses server-side sessions. Request header from the browser:\n{snip}"],
           ["로그인 세션 없이는 관리자 전용 버그를 재현할 수 없었음. 사용자가 개발자도구에서 쿠키를 복사해줌:\n{snip}",
            "내부 대시보드 스크래퍼에 세션이 필요했음. 사용자가 헤더를 붙여줌:\n{snip}",
            "{svc} 서비스가 아직 서버 세션을 쓰는 줄 몰랐음. 브라우저 요청 헤더:\n{snip}"], **sl)
    lesson = P(lang, ["A session cookie is as good as the password until it expires; ask for a test account instead.",
                      "The session is bound to the IP range of the office VPN; requests from CI get logged out.",
                      "Log out in the browser afterwards to invalidate the copied session."],
               ["세션 쿠키는 만료 전까지 비밀번호와 같음. 대신 테스트 계정을 요청할 것.",
                "세션이 사무실 VPN IP 대역에 묶여 있어서 CI에서 보내면 로그아웃됨.",
                "작업 후 브라우저에서 로그아웃해서 복사한 세션을 무효화할 것."])
    ask = P(lang, ["Can you create a test account so I don't need your session?", ""], ["세션 대신 쓸 테스트 계정을 만들어 주실 수 있나요?", ""])
    return mk("cookie: %s (in missing_context)" % form, mc, lesson, ask, secrets, None)


# ---- secrets split across fields (label in one field, value in another)
def t_split(lang):
    if chance(0.5):
        c = make_cred(VENDOR_DECK.draw())
        value = c["value"]
        label = "%s %s" % (c["name"], c["what_en"] if lang == "en" else c["what_ko"])
        envname = c["env"]
        vname = c["name"]
    else:
        st, value = gen_password()
        label = ("%s password for %s" % (pick(DBNAMES), pick(USERS))) if lang == "en" else ("%s DB %s 계정 비밀번호" % (pick(DBNAMES), pick(USERS)))
        envname = "DB_PASSWORD"
        vname = None
    k = rint(0, 3)
    sl = slots(lang, label=label, envname=envname, value=value, svc=svc(), env=env())
    if k == 0:
        mc = P(lang, ["The user sent the {label} in two messages. First message: \"this is for {envname} in {env}, value follows\".",
                      "Label given for the next value: {envname} ({label}, {env})."],
               ["사용자가 {label} 값을 메시지 두 개로 나눠 보냄. 첫 메시지: \"{env}의 {envname} 값, 다음 메시지에 보냄\".",
                "다음 값의 라벨: {envname} ({label}, {env})."], **sl)
        lesson = P(lang, ["{value}\n(that second message) goes into the secret store; {svc} reads it at boot.",
                          "Second message: {value}\nStored it in the secret manager and removed it from the chat."],
                   ["{value}\n(두 번째 메시지) 이 값을 시크릿 스토어에 넣음. {svc} 서비스가 부팅 시 읽음.",
                    "두 번째 메시지: {value}\n시크릿 매니저에 저장하고 채팅에서는 삭제함."], **sl)
        ask = ""
        where = "label in missing_context, value in lesson"
    elif k == 1:
        mc = P(lang, ["User pasted `{value}` with no explanation and asked why {svc} can't authenticate.",
                      "{value} was the only thing in the user's message."],
               ["사용자가 설명 없이 `{value}` 만 붙여넣고 {svc} 인증이 왜 안 되냐고 물어봄.",
                "사용자 메시지에 {value} 한 줄만 있었음."], **sl)
        lesson = P(lang, ["That string is the {label}; it belongs in {envname}, and {svc} was reading an empty variable.",
                          "It turned out to be the {label} for {env}. Set it as {envname} and the auth error went away."],
                   ["그 문자열은 {label} 값이었음. {envname}에 들어가야 하는데 {svc} 서비스가 빈 변수를 읽고 있었음.",
                    "알고 보니 {env}용 {label} 값. {envname}로 설정하니 인증 오류 해결."], **sl)
        ask = ""
        where = "value in missing_context, label in lesson"
    elif k == 2:
        mc = P(lang, ["I didn't know where the {label} for {env} is kept.", "Missing: the {label} ({env})."],
               ["{env}용 {label} 보관 위치를 몰랐음.", "{label} ({env}) 정보가 없었음."], **sl)
        lesson = P(lang, ["The user will paste it when needed; don't hard-code it. Variable name: {envname}.",
                          "It is not in the repo on purpose; it is injected as {envname}."],
                   ["필요할 때 사용자가 붙여주기로 함. 하드코딩 금지. 변수명: {envname}.",
                    "일부러 레포에 넣지 않음. {envname}로 주입됨."], **sl)
        ask = P(lang, ["Is it still {value}?", "Confirm the value: {value}", "{value} — same as last time?"],
                ["아직 {value} 맞나요?", "값 확인 부탁드려요: {value}", "{value} 지난번이랑 같은 거죠?"], **sl)
        where = "label in lesson, value in ask"
    else:
        mc = P(lang, ["Key: {envname}", "field: {envname} / env: {env}"], ["키: {envname}", "필드: {envname} / 환경: {env}"], **sl)
        lesson = P(lang, ["value: {value}", "Value: {value}\n(copied from the user's message; rotate after the demo)"],
                   ["값: {value}", "값: {value}\n(사용자 메시지에서 복사, 데모 후 교체 예정)"], **sl)
        ask = ""
        where = "key in missing_context, bare value in lesson"
    return mk("split across fields: %s (%s)" % ("vendor token" if vname else "password", where), mc, lesson, ask, [value], vname)


# ---- logs and stack traces
def log_leak():
    k = rint(0, 10)
    u, h, db = pick(USERS), _db_host(), pick(DBNAMES)
    if k == 0:
        st, p = gen_password()
        pe = pct(p)
        return "python traceback (SQLAlchemy URL)", 'Traceback (most recent call last):\n  File "/app/%s/db.py", line %d, in connect\n    engine = create_engine(URL)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "%s", port 5432 failed: FATAL:  password authentication failed for user "%s"\n[SQL: None] URL=postgresql://%s:%s@%s:5432/%s' % (
            svc(), rint(10, 300), h, u, u, pe, h, db), [pe]
    if k == 1:
        st, p = gen_password(url_safe=True)
        return "java stack trace (JDBC URL)", "com.mysql.cj.jdbc.exceptions.CommunicationsException: Communications link failure\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:%d)\nCaused by: url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true\n\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:%d)" % (
            rint(800, 900), h, db, u, p, rint(500, 600)), [p]
    if k == 2:
        c = make_cred(HTTP_VENDOR_DECK.draw())
        am = auth_material(c)
        if not am["header"]:
            return None
        return "axios error dump", "AxiosError: Request failed with status code %d\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: '%s',\n    method: 'post',\n    headers: { Accept: 'application/json', '%s': '%s' }\n  }" % (
            pick([401, 429, 500]), am["url"], am["header"][0], am["header"][1]), am["secrets"]
    if k == 3:
        c = make_cred(HTTP_VENDOR_DECK.draw())
        am = auth_material(c)
        if not am["header"]:
            return None
        return "urllib3 debug log", "%s DEBUG urllib3.connectionpool Starting new HTTPS connection (1): %s:443\n%s DEBUG send: b'GET %s HTTP/1.1\\r\\nHost: %s\\r\\n%s: %s\\r\\n\\r\\n'" % (
            ts(), urllib.parse.urlsplit(am["url"]).netloc, ts(), urllib.parse.urlsplit(am["url"]).path, urllib.parse.urlsplit(am["url"]).netloc, am["header"][0], am["header"][1]), am["secrets"]
    if k == 4:
        c = make_cred(VENDOR_DECK.draw())
        return "nginx access log (key in query)", '10.%d.%d.%d - - [%s +0900] "GET /api/v1/export?format=csv&api_key=%s HTTP/1.1" 200 %d "-" "python-requests/2.32.3"' % (
            rint(0, 30), rint(0, 255), rint(2, 250), pick(["14/Mar/2025:10:22:31", "02/Apr/2025:03:11:09", "19/Oct/2025:22:45:00"]), c["value"], rint(200, 90000)), [c["value"]]
    if k == 5:
        c = make_cred(pick([v for v in VENDORS if v["name"] in ("npm", "GitHub", "PyPI", "GitLab", "Docker Hub")]))
        return "docker build output", "Step %d/%d : ARG %s=%s\n ---> Running in %s\nStep %d/%d : RUN npm ci --ignore-scripts\n ---> %s" % (
            rint(3, 6), rint(10, 14), c["env"], c["value"], hexs(12), rint(7, 9), rint(10, 14), hexs(12)), [c["value"]]
    if k == 6:
        st, p = gen_password()
        return "terraform plan output", '  # aws_db_instance.%s will be updated in-place\n  ~ resource "aws_db_instance" "%s" {\n        id       = "%s-%s"\n      ~ password = "%s" -> (known after apply)\n    }' % (
            db, db, db, env(), p), [p]
    if k == 7:
        st, p = gen_password()
        return "spring actuator /env", '{"name": "applicationConfig: [classpath:/application-%s.yml]", "properties": {"spring.datasource.username": {"value": "%s"}, "spring.datasource.password": {"value": "%s"}}}' % (
            env(), u, p), [p]
    if k == 8:
        st, p = gen_password()
        return "rails log unfiltered params", 'Started POST "/users/sign_in" for 10.%d.%d.%d at %s +0900\nProcessing by Users::SessionsController#create as HTML\n  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"%s@%s", "password"=>"%s"}, "commit"=>"Log in"}' % (
            rint(0, 30), rint(0, 255), rint(2, 250), pick(DATES) + " 10:%02d:%02d" % (rint(0, 59), rint(0, 59)), pick(["qa", "minsu", "dana"]), domain(), p), [p]
    if k == 9:
        c = make_cred(VENDOR_DECK.draw())
        return "CI log, masking failed", "Run ./scripts/deploy.sh --env %s --token %s\n+ echo 'deploying %s'\ndeploying %s\nError: Process completed with exit code 1." % (
            env(), c["value"], svc(), svc()), [c["value"]]
    st, p = gen_password(shell_safe=True)
    p = p.replace("@", "").replace("/", "").replace("(", "").replace(")", "")
    if len(p) < 8:
        p += rs(AN, 8)
    return "go panic with DSN", 'panic: dial tcp: lookup %s: no such host\n\ngoroutine 1 [running]:\nmain.mustOpen({0xc000122000, 0x4f})\n\t/src/cmd/%s/main.go:%d +0x1a5\n  dsn="%s:%s@tcp(%s:3306)/%s"' % (
        h, svc(), rint(20, 200), u, p, h, db), [p]


def t_log(lang):
    r = None
    while r is None:
        r = log_leak()
    form, text, secrets = r
    sl = slots(lang, form=form, snip=fence(text, "text"), svc=svc(), env=env())
    mc = P(lang, ["{svc} crashed in {env}; I didn't know why. The user pasted the log ({form}):\n{snip}",
                  "The only clue was this output the user copied from the console:\n{snip}",
                  "I didn't know the failure was in the {env} config, not the code. Output from the pod:\n{snip}"],
           ["{env}에서 {svc} 서비스가 죽었는데 원인을 몰랐음. 사용자가 로그({form})를 붙여줌:\n{snip}",
            "사용자가 콘솔에서 복사해준 이 출력이 유일한 단서였음:\n{snip}",
            "코드가 아니라 {env} 설정 문제라는 걸 몰랐음. 파드 출력:\n{snip}"], **sl)
    lesson = P(lang, ["The log line shows the credential in clear; the logger config must mask it and the credential should be rotated.",
                      "The real cause was a wrong host, not the credential; read the whole error before changing secrets.",
                      "Turn off request-level debug logging in {env}; it prints headers verbatim."],
               ["로그에 자격 증명이 평문으로 찍힘. 로거 설정에서 마스킹해야 하고 키는 교체해야 함.",
                "진짜 원인은 자격 증명이 아니라 호스트 오류였음. 시크릿을 바꾸기 전에 에러 전체를 읽을 것.",
                "{env}에서 요청 단위 디버그 로그를 끌 것. 헤더를 그대로 출력함."], **sl)
    ask = P(lang, ["Who can rotate the credential that showed up in the log?", "Should I add a log scrubber for this pattern?", ""],
            ["로그에 노출된 자격 증명은 누가 교체할 수 있나요?", "이 패턴용 로그 스크러버를 추가할까요?", ""])
    return mk("log/trace: %s (in missing_context)" % form, mc, lesson, ask, secrets, None)


# ---- diffs
def t_diff(lang):
    if chance(0.6):
        c = make_cred(VENDOR_DECK.draw())
        old, new = c["value"], c["v"]["gen"]()
        key = c["env"]
        what = c["name"] + " " + c["what_en"]
        vname = c["name"]
    else:
        _, old = gen_password()
        _, new = gen_password()
        key = pick(["DB_PASSWORD", "REDIS_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASSWORD"])
        what = key.lower()
        vname = None
    fname = pick([".env.staging", "config/prod.yaml", "docker-compose.override.yml", "k8s/secret.yaml", "settings.py"])
    if fname.endswith(".py"):
        lo, ln = '-%s = "%s"' % (key, old), '+%s = "%s"' % (key, new)
    elif fname.endswith((".yaml", ".yml")):
        lo, ln = "-  %s: '%s'" % (key, old), "+  %s: '%s'" % (key, new)
    else:
        lo, ln = "-%s=%s" % (key, old), "+%s=%s" % (key, new)
    if fname.endswith(".py"):
        ctxline = pick(["DEBUG = False", "TIME_ZONE = \"Asia/Seoul\""])
    elif fname.endswith((".yaml", ".yml")):
        ctxline = pick(["  LOG_LEVEL: info", "  REGION: %s" % pick(REGIONS_AWS)])
    else:
        ctxline = pick(["LOG_LEVEL=info", "PORT=8080"])
    ln0 = rint(2, 30)
    diff = "diff --git a/%s b/%s\nindex %s..%s 100644\n--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n %s\n%s\n%s" % (
        fname, fname, hexs(7), hexs(7), fname, fname, ln0, 2, ln0, 2, ctxline, lo, ln)
    secrets = [old, new] if chance(0.8) else [new]
    if len(secrets) == 1:
        diff = diff.replace(lo + "\n", "")
    sl = slots(lang, snip=fence(diff, "diff"), what=what, svc=svc())
    mc = P(lang, ["I was asked to review the rotation commit for {svc} and didn't know it touched a tracked file:\n{snip}",
                  "The rotation was done by hand; this is the diff the user showed me:\n{snip}"],
           ["{svc} 키 교체 커밋 리뷰 요청. 추적 중인 파일을 건드린 줄 몰랐음:\n{snip}",
            "교체를 손으로 했음. 사용자가 보여준 diff:\n{snip}"], **sl)
    lesson = P(lang, ["Rotating by editing a tracked file leaks both the old and the new value into git history; use the secret store.",
                      "The old value must be revoked at the provider, not only removed from the file."],
               ["추적 파일을 고쳐서 교체하면 이전 값과 새 값이 모두 git 히스토리에 남음. 시크릿 스토어를 쓸 것.",
                "이전 값은 파일에서 지우는 걸로 끝이 아니라 제공자 쪽에서 폐기해야 함."])
    ask = P(lang, ["Should I rewrite the history or is revoking enough?", ""], ["히스토리를 재작성할까요, 폐기만 하면 될까요?", ""])
    return mk("diff: %s rotated in %s (%d values)" % (what, fname, len(secrets)), mc, lesson, ask, secrets, vname)


# ---- chat transcripts
def t_chat(lang):
    name = person(lang)
    me = "me" if lang == "en" else "나"
    items = []
    secrets = []
    if chance(0.5):
        st, p = gen_password(pick(["human", "korean-keyboard", "hangul", "passphrase", "pwgen"]))
        items.append(p)
        secrets.append(p)
        kind = "%s password" % st
    else:
        c = make_cred(VENDOR_DECK.draw())
        items.append(c["value"])
        secrets.append(c["value"])
        kind = "%s %s" % (c["name"], c["what_en"])
    t1, t2, t3 = sorted([hm(), hm(), hm()])
    if lang == "en":
        lines = ["[%s] %s: can you check why the %s job fails?" % (t1, name, env()),
                 "[%s] %s: which credentials does it use?" % (t2, me),
                 "[%s] %s: %s" % (t3, name, pick(["use this one: %s", "it's %s", "%s (don't share it)", "try %s, the old one was revoked"]) % items[0])]
    else:
        lines = ["[%s] %s: %s 잡 왜 실패하는지 봐줄 수 있어요?" % (t1, name, env()),
                 "[%s] %s: 어떤 자격 증명 쓰나요?" % (t2, me),
                 "[%s] %s: %s" % (t3, name, pick(["이거 쓰세요 %s", "%s 이에요", "%s (공유 금지)", "%s 로 해보세요, 예전 건 폐기됨"]) % items[0])]
    if chance(0.3):
        lines.append("[%s] %s: %s" % (t3, me, "thanks, works" if lang == "en" else "감사합니다 됐어요"))
    transcript = "\n".join(lines)
    sl = slots(lang, snip=transcript)
    if chance(0.7):
        mc = P(lang, ["I didn't have the credentials for the job. Chat excerpt:\n{snip}", "Context from the team chat:\n{snip}"],
               ["잡에 쓸 자격 증명이 없었음. 채팅 발췌:\n{snip}", "팀 채팅에서 받은 맥락:\n{snip}"], **sl)
        lesson = P(lang, ["Credentials handed over in chat should be moved to the vault right away and the message deleted.",
                          "The job had been using a revoked key; the new one fixed it."],
                   ["채팅으로 받은 자격 증명은 바로 볼트로 옮기고 메시지는 삭제할 것.", "잡이 폐기된 키를 쓰고 있었음. 새 키로 해결."])
        where = "missing_context"
    else:
        mc = P(lang, ["I didn't know which credentials the job uses."], ["잡이 어떤 자격 증명을 쓰는지 몰랐음."])
        lesson = P(lang, ["Resolved in chat:\n{snip}"], ["채팅으로 해결:\n{snip}"], **sl)
        where = "lesson"
    ask = P(lang, ["Can you put it in the vault so I can read it from there next time?", ""], ["다음부턴 볼트에서 읽을 수 있게 넣어 주실 수 있나요?", ""])
    return mk("chat transcript: %s (in %s)" % (kind, where), mc, lesson, ask, secrets, None)


# ---- long tokens (hundreds of characters)
def long_token():
    k = rint(0, 7)
    if k == 0:
        akid, sk = "ASIA" + rs(B32, 16), rs(B64N, 40)
        tok = "IQoJb3JpZ2luX2VjE" + rs(B64N, rint(380, 520))
        text = "[default]\naws_access_key_id = %s\naws_secret_access_key = %s\naws_session_token = %s" % (akid, sk, tok)
        return "AWS STS session credentials", text, [akid, sk, tok], "AWS"
    if k == 1:
        tok = "ya29.a0" + rs(B64U, rint(200, 260))
        return "Google OAuth access token", "Authorization: Bearer %s" % tok, [tok], "Google"
    if k == 2:
        now = rint(1740000000, 1760000000)
        payload = {"aud": "https://graph.microsoft.com", "iss": "https://sts.windows.net/%s/" % uuid4(), "iat": now,
                   "exp": now + 4199, "appid": uuid4(), "roles": [pick(["Mail.Send", "User.Read.All", "Sites.Read.All"])],
                   "tid": uuid4()}
        tok = _jwt(payload, {"typ": "JWT", "alg": "RS256", "kid": rs(B64U, 27)})
        tok = tok.rsplit(".", 1)[0] + "." + rs(B64U, 342)
        return "Azure AD access token (JWT)", "Authorization: Bearer %s" % tok, [tok], "Microsoft"
    if k == 3:
        c = make_cred([v for v in VENDORS if v["name"] == "Korea Investment & Securities"][0])
        body = '{"grant_type":"client_credentials","appkey":"%s","appsecret":"%s"}' % (c["pair"]["value"], c["value"])
        return "KIS appkey + appsecret token request", "curl -X POST https://openapi.koreainvestment.com:9443/oauth2/tokenP \\\n  -H 'content-type: application/json' \\\n  -d '%s'" % body, [c["pair"]["value"], c["value"]], "Korea Investment & Securities"
    if k == 4:
        c = make_cred([v for v in VENDORS if v["name"] == "1Password"][0])
        return "1Password service account token", "export OP_SERVICE_ACCOUNT_TOKEN=%s" % c["value"], [c["value"]], "1Password"
    if k == 5:
        c = make_cred([v for v in VENDORS if v["name"] == "LINE" and v["env"] == "LINE_CHANNEL_ACCESS_TOKEN"][0])
        return "LINE long-lived channel access token", "LINE_CHANNEL_ACCESS_TOKEN=%s" % c["value"], [c["value"]], "LINE"
    if k == 6:
        c = make_cred([v for v in VENDORS if v["name"] == "Fly.io"][0])
        return "Fly.io deploy token", "FLY_API_TOKEN=\"FlyV1 %s\"" % c["value"], [c["value"]], "Fly.io"
    now = rint(1740000000, 1760000000)
    payload = {"sub": uuid4(), "email": "%s@%s" % (pick(["dana", "minsu", "ops"]), domain()),
               "realm_access": {"roles": ["offline_access", "admin", "billing-ops"]},
               "scope": "openid profile email", "iat": now, "exp": now + 300,
               "iss": "https://sso.%s/realms/%s" % (domain(), pick(["main", "corp"])), "azp": svc()}
    tok = _jwt(payload, {"alg": "ES256", "typ": "JWT", "kid": rs(B64U, 43)})
    tok = tok.rsplit(".", 1)[0] + "." + rs(B64U, 86)
    return "Keycloak access token (JWT)", "Authorization: Bearer %s" % tok, [tok], "Keycloak"


def t_long(lang):
    form, text, secrets, vname = long_token()
    sl = slots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I couldn't call the API from the sandbox and didn't know the user had temporary credentials. They pasted ({form}):\n{snip}",
                  "The integration test needs a live token; the user copied one for me:\n{snip}"],
           ["샌드박스에서 API 호출이 안 됐는데 사용자가 임시 자격 증명을 갖고 있는 걸 몰랐음. 붙여준 내용({form}):\n{snip}",
            "통합 테스트에 실제 토큰이 필요했음. 사용자가 복사해줌:\n{snip}"], **sl)
    lesson = P(lang, ["The token is long and wraps in the terminal; copy it from the file, not from the screen, or a character gets lost.",
                      "It expires within the hour; fetch a fresh one with the CLI instead of pasting.",
                      "Tools truncate headers over 8 KB; this one is fine, but don't append more scopes."],
               ["토큰이 길어서 터미널에서 줄바꿈됨. 화면이 아니라 파일에서 복사해야 글자가 안 빠짐.",
                "한 시간 안에 만료됨. 붙여넣지 말고 CLI로 새로 받을 것.",
                "8KB 넘는 헤더는 잘리니 scope를 더 붙이지 말 것."])
    ask = P(lang, ["Can I get a CLI profile so I can mint these myself?", ""], ["직접 발급할 수 있게 CLI 프로필을 받을 수 있을까요?", ""])
    return mk("long token: %s (%d chars max, in missing_context)" % (form, max(len(s) for s in secrets)), mc, lesson, ask, secrets, vname)


# ---- cloud access-key pairs in their native credential files
def cloud_pair():
    k = rint(0, 11)
    if k == 0:
        a, s = "AKIA" + rs(B32, 16), rs(B64N, 40)
        return "~/.aws/credentials", "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", "prod", "deploy"]), a, s, pick(REGIONS_AWS)), [a, s], "AWS"
    if k == 1:
        a, s = "LTAI5t" + rs(AN, 18), rs(AN, 30)
        obj = {"current": "default", "profiles": [{"name": "default", "mode": "AK", "access_key_id": a, "access_key_secret": s, "region_id": "cn-hangzhou", "output_format": "json"}]}
        return "~/.aliyun/config.json", json.dumps(obj, indent=2), [a, s], "Alibaba Cloud"
    if k == 2:
        a, s = "AKID" + rs(AN, 32), rs(AN, 32)
        return "~/.tccli/default.credential", json.dumps({"secretId": a, "secretKey": s}, indent=4), [a, s], "Tencent Cloud"
    if k == 3:
        a, s = rs(AN, 20), rs(AN, 40)
        return "~/.ncloud/configure", "[DEFAULT]\nncloud_access_key_id = %s\nncloud_secret_access_key = %s\nncloud_api_url = https://ncloud.apigw.ntruss.com" % (a, s), [a, s], "Naver Cloud Platform"
    if k == 4:
        a, s = rs(AN, 20), rs(AN, 40)
        return "~/.s3cfg (NCP Object Storage)", "[default]\naccess_key = %s\nsecret_key = %s\nhost_base = kr.object.ncloudstorage.com\nhost_bucket = kr.object.ncloudstorage.com" % (a, s), [a, s], "Naver Cloud Platform"
    if k == 5:
        a, s = "LTAI5t" + rs(AN, 18), rs(AN, 30)
        return "rclone.conf (Alibaba OSS)", "[oss]\ntype = s3\nprovider = Alibaba\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = oss-cn-shanghai.aliyuncs.com" % (a, s), [a, s], "Alibaba Cloud"
    if k == 6:
        a, s = "AKIA" + rs(B32, 16), rs(B64N, 40)
        return "boto3 client", 's3 = boto3.client(\n    "s3",\n    aws_access_key_id="%s",\n    aws_secret_access_key="%s",\n    region_name="%s",\n)' % (a, s, pick(REGIONS_AWS)), [a, s], "AWS"
    if k == 7:
        a, s = "SCW" + rs(UPD, 17), uuid4()
        return "~/.config/scw/config.yaml", "access_key: %s\nsecret_key: %s\ndefault_organization_id: %s\ndefault_region: fr-par" % (a, s, uuid4()), [a, s], "Scaleway"
    if k == 8:
        a, s = rs(UPD, 20), rs(AN, 40)
        return "Huawei Cloud env", "export HUAWEICLOUD_SDK_AK=%s\nexport HUAWEICLOUD_SDK_SK=%s\nexport HUAWEICLOUD_SDK_PROJECT_ID=%s" % (a, s, hexs(32)), [a, s], "Huawei Cloud"
    if k == 9:
        a, s = rs(B64U, 40), rs(B64U, 40)
        return "qshell account", "qshell account %s %s %s-uploader" % (a, s, pick(["acme", "nuri"])), [a, s], "Qiniu"
    if k == 10:
        a, s = rs(AN, 40), rs(AN, 40)
        return "pyupbit", "import pyupbit\nupbit = pyupbit.Upbit(\"%s\", \"%s\")\nprint(upbit.get_balances())" % (a, s), [a, s], "Upbit"
    a, s = rs(UPD, 16), rs(B64N, 64)
    return "Confluent client.properties", "bootstrap.servers=pkc-%s.%s.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=%s\nsasl.password=%s" % (rs(LOD, 5), pick(REGIONS_AWS), a, s), [a, s], "Confluent"


def t_cloud_pair(lang):
    form, text, secrets, vname = cloud_pair()
    sl = slots(lang, form=form, snip=fence(text, ""), vendor=vname, env=env())
    if chance(0.7):
        mc = P(lang, ["The upload script failed with SignatureDoesNotMatch and I didn't know which {vendor} profile it used. User's {form}:\n{snip}",
                      "I didn't know the batch host authenticates to {vendor} with a static key pair ({form}):\n{snip}",
                      "Needed {vendor} access for the {env} cleanup; the user pasted their {form}:\n{snip}"],
               ["업로드 스크립트가 SignatureDoesNotMatch로 실패했는데 어떤 {vendor} 프로필을 쓰는지 몰랐음. 사용자의 {form}:\n{snip}",
                "배치 호스트가 {vendor}에 고정 키 쌍({form})으로 인증한다는 걸 몰랐음:\n{snip}",
                "{env} 정리 작업에 {vendor} 접근이 필요했음. 사용자가 {form} 내용을 붙여줌:\n{snip}"], **sl)
        lesson = P(lang, ["Both halves of the key pair must come from the same key; the secret had been pasted from an older key.",
                          "Static keys on hosts should be replaced with an instance role / RAM role.",
                          "The SDK picks up env vars before the credentials file; an old export in .bashrc was shadowing the file."],
                   ["키 쌍의 두 값은 같은 키에서 나와야 함. 시크릿이 예전 키에서 복사돼 있었음.",
                    "호스트의 고정 키는 인스턴스 역할/RAM 역할로 바꿔야 함.",
                    "SDK는 자격 증명 파일보다 환경 변수를 먼저 읽음. .bashrc의 예전 export가 파일을 덮고 있었음."])
        where = "missing_context"
    else:
        mc = P(lang, ["I didn't know which {vendor} credentials the {env} batch uses."], ["{env} 배치가 어떤 {vendor} 자격 증명을 쓰는지 몰랐음."], **sl)
        lesson = P(lang, ["Working {form}:\n{snip}\nRegion matters for signing."], ["동작하는 {form}:\n{snip}\n서명에 리전이 중요함."], **sl)
        where = "lesson"
    ask = ""
    if chance(0.2):
        ask = P(lang, ["Is {v} the key id you want the batch to use?"], ["배치가 쓸 키 ID가 {v} 맞나요?"], v=secrets[0])
        where += "+ask"
    return mk("cloud key pair: %s (access key id listed, in %s)" % (form, where), mc, lesson, ask, secrets, vname)


# ---- base64-encoded credentials (k8s data, docker config, npmrc)
def t_b64_cred(lang):
    k = rint(0, 3)
    u = pick(USERS)
    st, p = gen_password()
    service = svc()
    if k == 0:
        blob = b64_of_text(p)
        text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (service, b64_of_text(u), blob)
        secrets, form = [blob], "k8s Secret data (base64 password)"
        if chance(0.4):
            text += "\n\n$ kubectl get secret %s-db -o jsonpath='{.data.password}' | base64 -d\n%s" % (service, p)
            secrets.append(p)
            form += " + decoded"
    elif k == 1:
        blob = b64_of_text(u + ":" + p)
        text = json.dumps({"auths": {"registry.%s" % domain(): {"auth": blob}}}, indent=2)
        secrets, form = [blob], "docker config.json auth"
    elif k == 2:
        blob = b64_of_text(u + ":" + p)
        text = "registry=https://nexus.%s/repository/npm-group/\n_auth=%s\nalways-auth=true" % (domain(), blob)
        secrets, form = [blob], ".npmrc _auth"
    else:
        blob = b64_of_text(u + ":" + p)
        text = "Authorization: Basic %s" % blob
        secrets, form = [blob], "Basic header (user:password)"
        if chance(0.5):
            text += "\n# = %s:%s" % (u, p)
            secrets.append(p)
            form += " + decoded comment"
    sl = slots(lang, form=form, snip=fence(text, ""), svc=service)
    if k == 0:
        mc = P(lang, ["The {svc} pod could not log in to the database; I didn't know its secret was hand-written. Manifest:\n{snip}",
                      "I didn't realise the credential was only base64-encoded, not encrypted. The user pasted ({form}):\n{snip}"],
               ["{svc} 파드가 DB 로그인에 실패. 시크릿을 손으로 작성한 줄 몰랐음. 매니페스트:\n{snip}",
                "자격 증명이 암호화가 아니라 base64 인코딩만 돼 있다는 걸 몰랐음. 사용자가 붙여준 내용({form}):\n{snip}"], **sl)
    elif k in (1, 2):
        mc = P(lang, ["Pulls from the internal registry failed in CI; I didn't know where the registry login lived. The user's file:\n{snip}",
                      "I didn't realise the registry credential was only base64-encoded ({form}):\n{snip}"],
               ["CI에서 사내 레지스트리 pull이 실패. 레지스트리 로그인 정보가 어디 있는지 몰랐음. 사용자 파일:\n{snip}",
                "레지스트리 자격 증명이 base64 인코딩만 돼 있다는 걸 몰랐음({form}):\n{snip}"], **sl)
    else:
        mc = P(lang, ["The internal API of {svc} wants Basic auth and I didn't know the account. Header from the user's Postman:\n{snip}",
                      "I didn't realise the header below is just base64 of user:password ({form}):\n{snip}"],
               ["{svc} 내부 API가 Basic 인증인데 계정을 몰랐음. 사용자 Postman의 헤더:\n{snip}",
                "아래 헤더가 user:password의 base64일 뿐이라는 걸 몰랐음({form}):\n{snip}"], **sl)
    lesson = P(lang, ["base64 is an encoding, not protection; anyone who can read the manifest can decode it.",
                      "The value had a trailing newline from `echo`; use `echo -n` or `printf` when encoding.",
                      "Registry auth is per namespace; copy the pull secret or use a service account."],
               ["base64는 인코딩일 뿐 보호가 아님. 매니페스트를 읽을 수 있으면 누구나 디코딩 가능.",
                "`echo`가 붙인 개행이 값에 들어가 있었음. 인코딩할 때 `echo -n`이나 `printf` 사용.",
                "레지스트리 인증은 네임스페이스별임. pull secret을 복사하거나 서비스 계정을 쓸 것."])
    ask = P(lang, ["Should this move to an external secret operator?", ""], ["외부 시크릿 오퍼레이터로 옮길까요?", ""])
    return mk("base64 credential: %s (%s password, in missing_context)" % (form, st), mc, lesson, ask, secrets, None)


# ---- several secrets in one note
def t_multi(lang):
    n = rint(2, 4)
    creds = []
    names = []
    while len(creds) < n:
        c = make_cred(VENDOR_DECK.draw())
        if c["name"] in names:
            continue
        names.append(c["name"])
        creds.append(c)
    ctx = ctx_for(creds[0])
    ctx["slug"] = pick(["app", "integrations", "secrets"])
    pairs = []
    secrets = []
    for c in creds:
        if c["pair"]:
            pairs.append((c["pair"]["env"], c["pair"]["value"]))
        pairs.append((c["env"], c["value"]))
        secrets += cred_secrets(c)
    if chance(0.6):
        st, p = gen_password()
        pairs.append(("DB_PASSWORD", p))
        secrets.append(p)
    pairs, pos = mix_pairs(pairs, rint(1, 3), ctx)
    r = None
    while r is None:
        container = pick([x for x in KV_CONTAINERS if x[0] in ("dotenv", "yaml config", "json config", "k8s Secret stringData",
                                                                "docker-compose", "Helm values", "shell export", "GitHub Actions", "markdown table")])
        r = render_kv(container, pairs, ctx)
    file, snip = r
    sl = slots(lang, file=file, snip=fence(snip, ""), svc=ctx["svc"], env=ctx["env"], n=str(len(secrets)))
    mc = P(lang, ["I didn't know {svc} talks to this many providers. Full {file} from {env}, pasted by the user:\n{snip}",
                  "To set up the new {env} cluster I needed every secret {svc} uses; the user dumped the old {file}:\n{snip}",
                  "The onboarding doc was missing the integration keys. Current {file}:\n{snip}"],
           ["{svc} 서비스가 이렇게 많은 외부 서비스를 쓰는 줄 몰랐음. 사용자가 붙여준 {env}의 {file} 전체:\n{snip}",
            "새 {env} 클러스터 셋업에 {svc} 서비스의 모든 시크릿이 필요했음. 사용자가 예전 {file} 내용을 통째로 줌:\n{snip}",
            "온보딩 문서에 연동 키가 빠져 있었음. 현재 {file}:\n{snip}"], **sl)
    lesson = P(lang, ["Moved all {n} values into the secret manager and replaced {file} with references.",
                      "Every provider key here is live; the file must never be committed. Added it to .gitignore and a pre-commit hook.",
                      "Split the file per environment; {env} was sharing keys with staging."],
               ["{n}개 값을 전부 시크릿 매니저로 옮기고 {file} 파일은 참조로 바꿈.",
                "여기 있는 키는 전부 운영 키임. 절대 커밋 금지. .gitignore와 pre-commit 훅 추가.",
                "환경별로 파일 분리. {env}가 staging과 키를 공유하고 있었음."], **sl)
    ask = ""
    where = "missing_context"
    if chance(0.3):
        v = pick(secrets)
        ask = P(lang, ["Which of these can I rotate today? Starting with {v}.", "Is {v} shared with another service?"],
                ["오늘 교체해도 되는 건 어떤 건가요? {v} 부터 할게요.", "{v} 값은 다른 서비스와 공유되나요?"], v=v)
        where += "+ask"
    return mk("multiple secrets: %s with %d secrets (%s, in %s)" % (file, len(secrets), ", ".join(names), where), mc, lesson, ask, secrets, names[0])


SECRET_TEMPLATES = [
    ("kv_config", t_kv_config, 78), ("code", t_code, 25), ("http", t_http, 25), ("pw_command", t_pw_command, 35),
    ("connstr", t_connstr, 25), ("human_pw", t_human_pw, 25), ("pem", t_pem, 12), ("totp", t_totp, 8),
    ("recovery", t_recovery, 12), ("wifi", t_wifi, 8), ("webhook", t_webhook, 14), ("signed_url", t_signed_url, 10),
    ("cookie", t_cookie, 8), ("split", t_split, 10), ("log", t_log, 12), ("diff", t_diff, 8), ("chat", t_chat, 10),
    ("long", t_long, 8), ("cloud_pair", t_cloud_pair, 12), ("b64_cred", t_b64_cred, 5), ("multi", t_multi, 10),
]
assert sum(n for _, _, n in SECRET_TEMPLATES) == N_SECRET


# ----------------------------------------------------------------------------------------------
# CLEAN NOTE TEMPLATES (no credential at all, but risky-looking material)
# each returns dict(cat=..., mc=..., lesson=..., ask=..., secrets=[])
# ----------------------------------------------------------------------------------------------
KNOWN_PREFIXES = sorted([
    "sk_live_", "rk_live_", "whsec_", "sk-proj-", "sk-ant-api03-", "AIza", "GOCSPX-", "ghp_", "gho_", "ghu_", "ghs_",
    "github_pat_", "glpat-", "glrt-", "xoxb-", "xoxp-", "xapp-1-", "SG.", "key-", "npm_", "pypi-", "dckr_pat_", "hf_",
    "shpat_", "ATATT3xFfGF0", "dop_v1_", "EAAA", "NRAK-", "sntrys_", "hvs.", "pul-", "lin_api_", "ntn_", "figd_",
    "PMAK-", "glsa_", "dp.st.prd.", "ops_", "sbp_", "nfp_", "fm2_", "rnd_", "dapi", "AGE-SECRET-KEY-1", "CCIPAT_",
    "bkua_", "pscale_pw_", "r8_", "gsk_", "pplx-", "xai-", "lsv2_pt_", "pcsk_", "sl.u.", "ATBB", "live_sk_", "live_gsk_",
    "sk-", "LTAI5t", "AKID", "AKLT", "SCW", "xkeysib-", "CFPAT-", "sup_sk_", "pdl_live_apikey_", "live_",
    "klarna_live_api_", "APP_USR-", "AKIA", "ASIA", "access_token$production$", "PS", "hvs.CAESI", "pypi-AgEIcHlwaS5vcmc",
], key=len, reverse=True)


def placeholder_of(token, style):
    prefix = ""
    for p in KNOWN_PREFIXES:
        if token.startswith(p):
            prefix = p
            break
    body = token[len(prefix):]
    if style == "dots":
        return prefix + "..." if prefix else "..."
    ch = {"X": "X", "x": "x", "0": "0"}[style]
    return prefix + "".join(ch if c.isalnum() else c for c in body)


def generic_placeholder(envname):
    return pick(["<your-%s>" % kebab(envname), "${%s}" % envname, "YOUR_%s_HERE" % envname, "REPLACE_ME", "<%s>" % envname.lower(),
                 "{{ %s }}" % envname.lower(), "%%%s%%" % envname, "your_%s" % envname.lower(), "TODO", "<redacted>", "dummy-%s" % kebab(envname)])


CLEAN_SLOTS_DEFAULT = {}


def cslots(lang, **kw):
    return slots(lang, **kw)


# ---- C1 placeholders
PH_MC = {
    "en": ["I didn't know the repo ships an example config; new developers copy {file} and fill it in. Current template:\n{snip}",
           "The README of {svc} shows this config and I took the values literally:\n{snip}",
           "I didn't know which variables {svc} needs in {env}. The example file lists them:\n{snip}",
           "Setup failed because I ran with the template values as-is. {file}:\n{snip}"],
    "ko": ["레포에 예시 설정이 있다는 걸 몰랐음. 신규 개발자는 {file} 파일을 복사해서 채움. 현재 템플릿:\n{snip}",
           "{svc} README에 이 설정이 있는데 값을 그대로 써버렸음:\n{snip}",
           "{env}에서 {svc} 서비스에 어떤 변수가 필요한지 몰랐음. 예시 파일 목록:\n{snip}",
           "템플릿 값을 그대로 두고 실행해서 셋업 실패. {file}:\n{snip}"],
}
PH_LESSON = {
    "en": ["The placeholders are intentional; real values come from the secret manager at deploy time. Don't commit filled-in copies.",
           "Copy the example to a git-ignored file and fill it from the team vault; the app refuses to start while a placeholder is left.",
           "The config loader treats values starting with '<' or '${{' as unset, which is why the error said 'missing key'."],
    "ko": ["플레이스홀더는 의도된 것. 실제 값은 배포 시 시크릿 매니저에서 들어옴. 채운 사본은 커밋하지 말 것.",
           "예시 파일을 git 제외 파일로 복사해서 팀 볼트 값으로 채울 것. 플레이스홀더가 남아 있으면 앱이 시작을 거부함.",
           "설정 로더가 '<'나 '${{'로 시작하는 값은 미설정으로 처리해서 'missing key' 에러가 났던 것."],
}
PH_ASK = {
    "en": ["Who can give me access to the vault entry for these?", "Should the example file list every variable, including optional ones?", ""],
    "ko": ["이 값들이 들어 있는 볼트 항목 권한은 누구에게 받으면 되나요?", "예시 파일에 선택 변수까지 다 적을까요?", ""],
}


def t_c_placeholder(lang):
    n = rint(2, 4)
    pairs = []
    names = []
    style = pick(["X", "x", "dots", "generic", "generic", "X"])
    for _ in range(n):
        c = make_cred(VENDOR_DECK.draw())
        if c["pair"]:
            pv = c["pair"]["value"]
            pairs.append((c["pair"]["env"], placeholder_of(pv, "X") if c["pair"]["listed"] and style != "generic" else generic_placeholder(c["pair"]["env"])))
        pairs.append((c["env"], generic_placeholder(c["env"]) if style == "generic" else placeholder_of(c["value"], style)))
        names.append(c["name"])
    if chance(0.5):
        pairs.append(("DATABASE_URL", pick(["postgres://app:<password>@localhost:5432/app", "postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}/app",
                                            "mysql://root:CHANGE_ME@127.0.0.1:3306/dev", "mongodb+srv://<user>:<password>@cluster0.example.mongodb.net/"])))
    ctx = ctx_for(None)
    ctx["slug"] = "app"
    pairs, pos = mix_pairs(pairs, rint(0, 2), ctx)
    r = None
    while r is None:
        container = pick([x for x in KV_CONTAINERS if x[0] in ("dotenv", "yaml config", "json config", "toml", "docker-compose",
                                                                "k8s Secret stringData", "Helm values", "shell export", "java properties", "Terraform")])
        r = render_kv(container, pairs, ctx)
    file, snip = r
    if container[0] == "dotenv":
        file = pick([".env.example", ".env.sample", ".env.template"])
    sl = cslots(lang, file=file, snip=fence(snip, ""), svc=ctx["svc"], env=ctx["env"])
    if chance(0.75):
        mc = P(lang, PH_MC["en"], PH_MC["ko"], **sl)
        lesson = P(lang, PH_LESSON["en"], PH_LESSON["ko"], **sl)
    else:
        mc = P(lang, ["I didn't know {svc} has an example config.", "Missing context: which variables {svc} needs."],
               ["{svc} 서비스에 예시 설정이 있는 줄 몰랐음.", "{svc} 서비스에 필요한 변수 목록을 몰랐음."], **sl)
        lesson = P(lang, ["Template to copy ({file}), fill from the vault:\n{snip}", "The expected shape is:\n{snip}\nReal values are injected by CI."],
                   ["복사해서 쓸 템플릿({file}), 볼트 값으로 채울 것:\n{snip}", "기대하는 형태:\n{snip}\n실제 값은 CI가 주입함."], **sl)
    ask = P(lang, PH_ASK["en"], PH_ASK["ko"], **sl)
    return mk("placeholder: %s placeholders in %s (%s)" % (style, container[0], ", ".join(names)), mc, lesson, ask, [])


# ---- C2 masked output
def masked_output():
    k = rint(0, 9)
    last4 = lambda alpha=AN: rs(alpha, 4)
    if k == 0:
        return "aws configure list", "      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\nsecret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
            pick(["deploy", "prod", "default"]), last4(UPD), last4(), pick(REGIONS_AWS))
    if k == 1:
        return "gh auth status", "github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'" % pick(["jkim-dev", "dana-ops", "minsu-p"])
    if k == 2:
        return "GitHub Actions log", "Run ./scripts/deploy.sh --env %s --token ***\n+ curl -sf -H 'Authorization: Bearer ***' https://api.%s/deploy\n{\"status\":\"queued\",\"id\":%d}" % (env(), domain(), rint(1000, 99999))
    if k == 3:
        return "terraform plan", '  ~ resource "aws_db_instance" "main" {\n        id       = "%s-%s"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }' % (pick(DBNAMES), env())
    if k == 4:
        return "spring actuator /env", '{"spring.datasource.url": {"value": "jdbc:postgresql://pg-%s.internal:5432/%s"}, "spring.datasource.password": {"value": "******"}, "stripe.api-key": {"value": "******"}}' % (env(), pick(DBNAMES))
    if k == 5:
        return "stripe dashboard key list", "Standard keys\n  Publishable key   pk_live_...%s\n  Secret key        sk_live_...%s   (last used %s)\nRestricted keys\n  reporting-ro      rk_live_...%s" % (last4(), last4(), pick(DATES), last4())
    if k == 6:
        return "masked DSN in log", "%s INFO  db.pool connected dsn=postgresql://%s:****@pg-%s.internal:5432/%s pool_size=%d" % (ts(), pick(USERS), env(), pick(DBNAMES), rint(5, 40))
    if k == 7:
        return "redacted headers", "> POST /v1/messages HTTP/2\n> Host: api.%s\n> Authorization: Bearer [REDACTED]\n> x-api-key: <redacted>\n> Content-Type: application/json" % pick(["anthropic.com", "openai.com", "example.com"])
    if k == 8:
        return "vercel env ls", "> Environment Variables found for acme/%s\n\n name                   value        environments     created\n DATABASE_URL           Encrypted    Production       %dd ago\n STRIPE_SECRET_KEY      Encrypted    Production       %dd ago\n NEXT_PUBLIC_APP_URL    Encrypted    All              %dd ago" % (svc(), rint(2, 90), rint(2, 90), rint(2, 90))
    return "kubectl describe secret", "Name:         %s-secrets\nNamespace:    %s\nType:  Opaque\n\nData\n====\nDB_PASSWORD:        %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SIGNING_KEY:    %d bytes" % (svc(), env(), rint(12, 32), rint(32, 107), rint(64, 256))


def t_c_masked(lang):
    form, text = masked_output()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I wanted to check which credentials are configured without seeing them. Output of {form}:\n{snip}",
                  "I didn't know the tool masks values by default, so I thought the key was empty:\n{snip}",
                  "The user asked whether the key had been loaded in {env}; the masked output ({form}) shows it is:\n{snip}"],
           ["값을 보지 않고 어떤 자격 증명이 설정됐는지만 확인하고 싶었음. {form} 출력:\n{snip}",
            "도구가 기본으로 값을 마스킹한다는 걸 몰라서 키가 비어 있는 줄 알았음:\n{snip}",
            "{env}에 키가 로드됐는지 사용자가 물어봄. 마스킹된 출력({form})으로 확인됨:\n{snip}"], **sl)
    if form in ("aws configure list", "stripe dashboard key list", "gh auth status"):
        lesson = P(lang, ["Masked output (last four characters only) is enough to tell which key is active; never unmask it in shared logs.",
                          "Compare the last four characters with the provider dashboard to identify the key."],
                   ["마스킹된 출력(끝 4자리)만으로 어떤 키가 활성인지 알 수 있음. 공유 로그에서 마스킹 해제 금지.",
                    "끝 4자리를 제공자 대시보드와 비교해서 키를 식별할 것."])
        ask = P(lang, ["Is the key ending in these characters the one you expect?", ""], ["이 끝자리로 끝나는 키가 기대하신 키 맞나요?", ""])
    elif form == "GitHub Actions log":
        lesson = P(lang, ["'***' in CI logs means the runner masked a registered secret, not that the value is literally asterisks."],
                   ["CI 로그의 '***'는 러너가 등록된 시크릿을 가린 것이지 값이 별표라는 뜻이 아님."])
        ask = P(lang, ["Should derived values (like base64 of the token) be registered as masks too?", ""],
                ["토큰의 base64 같은 파생 값도 마스크로 등록할까요?", ""])
    else:
        lesson = P(lang, ["The tool hides secret values by design; asterisks or 'Encrypted' do not mean the value is empty. Check presence (byte count) instead of printing it.",
                          "Masking happens at output time; the real value is still configured, so don't 'fix' it by setting a new one."],
                   ["도구가 일부러 시크릿 값을 가림. 별표나 'Encrypted'는 값이 비었다는 뜻이 아님. 출력하지 말고 존재 여부(바이트 수)로 확인.",
                    "마스킹은 출력 단계에서만 일어남. 실제 값은 설정돼 있으니 새 값으로 '고치지' 말 것."])
        ask = P(lang, ["Do you want me to verify the value some other way, without printing it?", ""],
                ["값을 출력하지 않고 다른 방법으로 확인해 볼까요?", ""])
    return mk("masked: %s" % form, mc, lesson, ask, [])


# ---- C3 env-var and secret-manager references
def secret_reference():
    k = rint(0, 13)
    s_ = svc()
    e_ = env()
    acct = rs(DI, 12)
    if k == 0:
        return "GitHub Actions secrets context", "      - run: ./deploy.sh\n        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n          AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy\n          SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_URL }}" % acct
    if k == 1:
        return "k8s secretKeyRef", "          env:\n            - name: DB_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: %s-db\n                  key: password\n            - name: STRIPE_SECRET_KEY\n              valueFrom:\n                secretKeyRef: {name: %s-stripe, key: secret_key}" % (s_, s_)
    if k == 2:
        return "ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef: {key: %s/%s/db, property: password}" % (s_, e_, s_)
    if k == 3:
        return "AWS Secrets Manager ARN", "aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s --query SecretString --output text | jq -r .password" % (
            pick(REGIONS_AWS), acct, e_, s_, rs(AN, 6))
    if k == 4:
        return "GCP Secret Manager", "gcloud secrets versions access latest --secret=%s-db-password --project=%s-%s-%d" % (s_, pick(["acme", "nuri"]), e_, rint(100, 999))
    if k == 5:
        return "Azure Key Vault reference", '"DbPassword": "@Microsoft.KeyVault(SecretUri=https://kv-%s-%s.vault.azure.net/secrets/db-password/)"' % (s_[:8], e_)
    if k == 6:
        return "1Password reference", "DATABASE_PASSWORD=op://Engineering/%s %s Postgres/password\nSTRIPE_SECRET_KEY=op://Engineering/Stripe %s/credential\n\n$ op run --env-file=.env.tpl -- npm start" % (s_, e_, e_)
    if k == 7:
        return "Vault agent template", '{{ with secret "secret/data/%s/%s" }}\nexport DB_PASSWORD="{{ .Data.data.db_password }}"\nexport API_TOKEN="{{ .Data.data.api_token }}"\n{{ end }}' % (e_, s_)
    if k == 8:
        return "docker secrets file", "services:\n  %s:\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets: [db_password]\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt" % s_
    if k == 9:
        return "code env lookup", 'DB_PASSWORD = os.environ["DB_PASSWORD"]\nSTRIPE_KEY = os.getenv("STRIPE_SECRET_KEY")\nif not STRIPE_KEY:\n    raise RuntimeError("STRIPE_SECRET_KEY is not set")'
    if k == 10:
        return "Spring placeholders", "spring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}\ntoss.secret-key=${TOSS_SECRET_KEY:}\nkakao.admin-key=${KAKAO_ADMIN_KEY}"
    if k == 11:
        return "Ansible vault variable", "db_password: \"{{ vault_db_password }}\"\nncloud_secret_key: \"{{ vault_ncloud_secret_key }}\"\n# values live in group_vars/%s/vault.yml (ansible-vault encrypted)" % e_
    if k == 12:
        return "Jenkins credentials binding", "withCredentials([usernamePassword(credentialsId: '%s-db', usernameVariable: 'DB_USER', passwordVariable: 'DB_PASS')]) {\n    sh 'psql -h pg-%s.internal -U \"$DB_USER\" -c \"select 1\"'\n}" % (s_, e_)
    return "Terraform data source", 'data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "%s/%s/db"\n}\n\nlocals {\n  db_password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]\n}' % (e_, s_)


def t_c_reference(lang):
    form, text = secret_reference()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    if chance(0.7):
        mc = P(lang, ["I didn't know where {svc} gets its secrets in {env}; it uses {form}:\n{snip}",
                      "I searched the repo for the database password and only found a reference ({form}):\n{snip}",
                      "The user asked me to wire a new secret the same way as the existing ones. Existing pattern:\n{snip}"],
               ["{env}에서 {svc} 서비스가 시크릿을 어디서 가져오는지 몰랐음. {form} 방식 사용:\n{snip}",
                "레포에서 DB 비밀번호를 찾았는데 참조({form})만 있었음:\n{snip}",
                "새 시크릿을 기존과 같은 방식으로 연결해 달라는 요청. 기존 패턴:\n{snip}"], **sl)
        lesson = P(lang, ["Secrets are never in the repo; the manifest only holds references, resolved at deploy time.",
                          "The reference path includes the environment, so {env} and staging resolve to different values.",
                          "If the reference can't be resolved the pod stays in CreateContainerConfigError; check the store's IAM first."],
                   ["시크릿은 레포에 없음. 매니페스트에는 참조만 있고 배포 시 해석됨.",
                    "참조 경로에 환경 이름이 들어 있어서 {env}와 staging이 다른 값을 받음.",
                    "참조를 못 풀면 파드가 CreateContainerConfigError에 머묾. 스토어 IAM부터 확인."], **sl)
    else:
        mc = P(lang, ["I didn't know how to add a secret to {svc}.", "I hard-coded a value and the reviewer asked for a reference instead."],
               ["{svc} 서비스에 시크릿을 추가하는 방법을 몰랐음.", "값을 하드코딩했더니 리뷰어가 참조로 바꾸라고 함."], **sl)
        lesson = P(lang, ["Use the {form} pattern:\n{snip}", "Pattern to follow ({form}):\n{snip}\nThe store decides the value per environment."],
                   ["{form} 패턴을 쓸 것:\n{snip}", "따라야 할 패턴({form}):\n{snip}\n값은 환경별로 스토어가 결정함."], **sl)
    ask = P(lang, ["Who can create the new entry in the secret store?", "Should the new secret be per-environment too?", ""],
            ["시크릿 스토어에 새 항목은 누가 만들 수 있나요?", "새 시크릿도 환경별로 나눌까요?", ""])
    return mk("reference: %s" % form, mc, lesson, ask, [])


# ---- C4 hashes and digests
def hash_material():
    k = rint(0, 12)
    if k == 0:
        files = ["%s-%s-linux-amd64.tar.gz" % (svc(), "1.%d.%d" % (rint(0, 20), rint(0, 9))), "checksums.txt.sig", "install.sh"]
        return "sha256sum output", "\n".join("%s  %s" % (hexs(64), f) for f in files[:rint(2, 3)])
    if k == 1:
        return "docker image digest", "%s: digest: sha256:%s size: %d\n$ docker pull registry.%s/%s@sha256:%s" % (
            pick(["1.42.0", "latest", "2025.03.14"]), hexs(64), rint(1200, 4000), domain(), svc(), hexs(64))
    if k == 2:
        return "git log", "\n".join("%s %s" % (hexs(7), pick(["fix: retry on 429", "chore: bump deps", "feat: add refund webhook", "revert: cache layer",
                                                                 "docs: runbook", "refactor: split client", "test: flaky e2e"])) for _ in range(rint(3, 5)))
    if k == 3:
        return "full commit SHA", "Bisected to %s (merge of #%d); the parent %s is good." % (hexs(40), rint(100, 9999), hexs(40))
    if k == 4:
        return "npm integrity", '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            ("lodash", rint(1, 5), rint(0, 20), rint(0, 30), "lodash", "lodash", 4, 17, 21, b64(rbytes(64))))
    if k == 5:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/net", "github.com/jackc/pgx/v5", "google.golang.org/grpc"])
        ver = "v%d.%d.%d" % (rint(0, 1), rint(10, 60), rint(0, 9))
        return "go.sum", "%s %s h1:%s\n%s %s/go.mod h1:%s" % (mod, ver, b64(rbytes(32)), mod, ver, b64(rbytes(32)))
    if k == 6:
        return "pip --hash", "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (hexs(64), hexs(64))
    if k == 7:
        return "terraform lock", 'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s",\n    "zh:%s",\n    "zh:%s",\n  ]\n}' % (
            rint(30, 80), b64(rbytes(32)), hexs(64), hexs(64))
    if k == 8:
        return "GitHub webhook signature header", "X-GitHub-Event: push\nX-GitHub-Delivery: %s\nX-Hub-Signature-256: sha256=%s" % (uuid4(), hexs(64))
    if k == 9:
        t0 = rint(1740000000, 1760000000)
        return "Stripe-Signature header", "Stripe-Signature: t=%d,v1=%s,v0=%s" % (t0, hexs(64), hexs(64))
    if k == 10:
        return "Slack signature header", "X-Slack-Request-Timestamp: %d\nX-Slack-Signature: v0=%s" % (rint(1740000000, 1760000000), hexs(64))
    if k == 11:
        return "SRI script tag", '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.%d.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            rint(0, 4), rint(0, 9), b64(rbytes(48)))
    return "git-lfs pointer", "version https://git-lfs.github.com/spec/v1\noid sha256:%s\nsize %d" % (hexs(64), rint(100000, 90000000))


def t_c_hash(lang):
    form, text = hash_material()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I didn't know how to verify the artifact the user downloaded. They pasted ({form}):\n{snip}",
                  "The build became non-reproducible and I had to compare digests ({form}):\n{snip}",
                  "I wasn't sure whether this value is sensitive; it is a {form}:\n{snip}",
                  "Release check for {svc}: values I had to compare:\n{snip}"],
           ["사용자가 받은 아티팩트를 어떻게 검증하는지 몰랐음. 붙여준 내용({form}):\n{snip}",
            "빌드 재현성이 깨져서 다이제스트를 비교해야 했음({form}):\n{snip}",
            "이 값이 민감한 건지 확신이 없었는데 {form} 값임:\n{snip}",
            "{svc} 릴리스 점검 중 비교해야 했던 값:\n{snip}"], **sl)
    lesson = P(lang, ["Digests and signatures are derived values; they are safe to share and are what you compare, never the secret behind them.",
                      "Pin by digest, not by tag; tags moved twice this month.",
                      "A mismatch here means a different artifact, not a leaked key.",
                      "Signature headers change per request; verify them with the signing secret from the store."],
               ["다이제스트와 서명은 파생 값이라 공유해도 됨. 비교 대상은 이 값이지 뒤의 시크릿이 아님.",
                "태그 말고 다이제스트로 고정할 것. 이번 달에 태그가 두 번 바뀜.",
                "여기 불일치는 다른 아티팩트라는 뜻이지 키 유출이 아님.",
                "서명 헤더는 요청마다 바뀜. 검증은 스토어의 서명 시크릿으로."])
    ask = P(lang, ["Should I pin the digest in the deploy manifest?", ""], ["배포 매니페스트에 다이제스트를 고정할까요?", ""])
    return mk("hash/digest: %s" % form, mc, lesson, ask, [])


# ---- C5 UUIDs, request ids, trace ids
def id_material():
    k = rint(0, 9)
    if k == 0:
        return "AWS request ids", "An error occurred (ThrottlingException) when calling the PutItem operation\nRequestId: %s\nx-amz-request-id: %s\nx-amz-id-2: %s" % (
            uuid4(), rs(HEXU, 16), b64(rbytes(57)))
    if k == 1:
        return "Cloudflare ray id", "Error 1020 Access denied\nRay ID: %s-%s\nYour IP: 203.0.113.%d" % (hexs(16), pick(["ICN", "NRT", "FRA", "SIN"]), rint(1, 254))
    if k == 2:
        return "W3C traceparent", "traceparent: 00-%s-%s-01\ntracestate: dd=s:1;t.dm:-4" % (hexs(32), hexs(16))
    if k == 3:
        return "Stripe request id", "Request req_%s: No such payment_intent: 'pi_%s'" % (rs(AN, 14), rs(AN, 24))
    if k == 4:
        return "GitHub request id", "HTTP/2 502\nx-github-request-id: %s:%s:%s:%s:%s" % (rs(HEXU, 4), rs(HEXU, 5), rs(HEXU, 7), rs(HEXU, 7), rs(HEXU, 8))
    if k == 5:
        return "k8s uids", "metadata:\n  name: %s-%s-%s\n  uid: %s\n  ownerReferences:\n    - kind: ReplicaSet\n      uid: %s" % (
            svc(), hexs(9)[:9], rs(LOD, 5), uuid4(), uuid4())
    if k == 6:
        return "Sentry event id", "Sentry event %s (issue %s-%d), release %s@%s" % (hexs(32), pick(["PAYMENTS", "API", "WEB"]), rint(10, 9999), svc(), hexs(12))
    if k == 7:
        return "idempotency key", "Idempotency-Key: %s\nX-Request-Id: %s\nX-Correlation-Id: %s" % (uuid4(), ulid(), uuid4())
    if k == 8:
        return "Google cloud trace", "X-Cloud-Trace-Context: %s/%d;o=1\nlogging.googleapis.com/trace: projects/%s/traces/%s" % (
            hexs(32), rint(10 ** 17, 10 ** 19), pick(["acme-prod-311", "nuri-data-204"]), hexs(32))
    return "Azure request ids", "x-ms-request-id: %s\nx-ms-correlation-request-id: %s\nx-ms-routing-request-id: KOREACENTRAL:%s:%s" % (
        uuid4(), uuid4(), pick(DATES).replace("-", "") + "T0%d1234Z" % rint(0, 9), uuid4())


def t_c_ids(lang):
    form, text = id_material()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["Support asked for the ids of the failed request; I didn't know which ones they need ({form}):\n{snip}",
                  "I had to correlate a failing call across services and didn't know where the ids are logged:\n{snip}",
                  "The user pasted this from the {env} incident and asked what each value means:\n{snip}"],
           ["지원팀이 실패 요청 ID를 달라고 했는데 어떤 값이 필요한지 몰랐음({form}):\n{snip}",
            "여러 서비스에 걸친 실패 호출을 연결해야 했는데 ID가 어디 로그되는지 몰랐음:\n{snip}",
            "사용자가 {env} 장애에서 이걸 붙여주고 각 값의 의미를 물어봄:\n{snip}"], **sl)
    lesson = P(lang, ["Request and trace ids are not secrets; include them verbatim in support tickets, they are how the vendor finds the call.",
                      "The trace id is the join key across services; the span id changes per hop.",
                      "Ids like these are random but harmless; don't redact them from incident notes."],
               ["요청 ID와 트레이스 ID는 시크릿이 아님. 지원 티켓에 그대로 넣어야 벤더가 호출을 찾음.",
                "서비스 간 연결 키는 트레이스 ID. span ID는 홉마다 바뀜.",
                "이런 ID는 랜덤이지만 무해함. 장애 노트에서 가리지 말 것."])
    ask = P(lang, ["Do you want these ids added to the incident ticket?", ""], ["이 ID들을 장애 티켓에 추가할까요?", ""])
    return mk("ids: %s" % form, mc, lesson, ask, [])


# ---- C6 public keys and fingerprints
def pubkey_material():
    k = rint(0, 9)
    cm = "%s@%s" % (pick(["deploy", "jkim", "dana", "ci"]), pick(["laptop", "bastion", "build-01"]))
    if k == 0:
        return "authorized_keys entry", ssh_ed25519_public(cm)
    if k == 1:
        return "ssh-rsa public key", ssh_rsa_public(cm)[:420] + "..."
    if k == 2:
        return "known_hosts line", "github.com ssh-ed25519 %s\n%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s" % (
            ssh_ed25519_public("x").split()[1], "bastion." + domain(), b64(rbytes(48)).rstrip("=")[:84])
    if k == 3:
        return "ssh key fingerprint", "256 %s %s (ED25519)\n3072 MD5:%s %s (RSA)" % (ssh_fingerprint(), cm, md5_fingerprint(), cm)
    if k == 4:
        fp = rs(HEXU, 40)
        return "GPG fingerprint", "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s>\n\nFingerprint: %s" % (
            rint(1, 12), rint(1, 28), fp, domain(), " ".join(fp[i:i + 4] for i in range(0, 40, 4)))
    if k == 5:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
        lines = pem_lines(der)
        return "EC public key PEM", "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(lines)
    if k == 6:
        return "WireGuard peer", "[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s:51820\n# PrivateKey is read from /etc/wireguard/private.key on each host" % (
            pick(["office", "idc-seoul", "aws-vpc"]), b64(rbytes(32)), rint(1, 60), domain())
    if k == 7:
        return "age recipient", "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: age1%s" % (env(), rs(BECH32, 58))
    if k == 8:
        n = b64u_nopad(b"\xc0" + rbytes(255))
        return "JWKS public key", json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rs(B64U, 20), "n": n, "e": "AQAB"}]}, indent=1)
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + rbytes(40)
    return "DKIM DNS record", '%s._domainkey.%s. 300 IN TXT "v=DKIM1; k=rsa; p=%s..."' % (pick(["s1", "google", "k2"]), domain(), b64(der)[:120])


def t_c_pubkey(lang):
    form, text = pubkey_material()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I needed to grant access to the new build server and didn't know which key to add. The user sent the public part ({form}):\n{snip}",
                  "I wasn't sure if this is safe to paste in the runbook; it is a {form}:\n{snip}",
                  "Host verification failed and I didn't know the expected key. From the user:\n{snip}"],
           ["새 빌드 서버에 접근 권한을 줘야 했는데 어떤 키를 추가할지 몰랐음. 사용자가 공개 부분({form})을 보내줌:\n{snip}",
            "이걸 런북에 붙여도 되는지 확신이 없었는데 {form}임:\n{snip}",
            "호스트 검증이 실패했는데 기대 키를 몰랐음. 사용자가 준 값:\n{snip}"], **sl)
    lesson = P(lang, ["Public keys and fingerprints are meant to be shared; only the private half must stay secret.",
                      "Compare fingerprints out of band before trusting a new host key.",
                      "The public key goes into the repo; the private key stays on the host and in the vault."],
               ["공개 키와 지문은 공유해도 되는 값. 비밀로 지켜야 하는 건 개인 키뿐.",
                "새 호스트 키를 신뢰하기 전에 별도 채널로 지문을 비교할 것.",
                "공개 키는 레포에, 개인 키는 호스트와 볼트에만."])
    ask = P(lang, ["Should I add this key to the shared known_hosts in the repo?", ""], ["이 키를 레포의 공용 known_hosts에 추가할까요?", ""])
    return mk("public key: %s" % form, mc, lesson, ask, [])


# ---- C7 identifiers that are not secrets
def nonsecret_ids():
    k = rint(0, 13)
    acct = rs(DI, 12)
    if k == 0:
        return "Twilio Account SID", "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_FROM=+1%s\n# auth token comes from the secret store (TWILIO_AUTH_TOKEN)" % (hexs(32), rs(DI, 10))
    if k == 1:
        return "Google OAuth client id", "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_REDIRECT_URI=https://%s/auth/google/callback" % (digits(12), rs(LOD, 32), host_for(svc(), env()))
    if k == 2:
        return "GitHub App ids", "app_id: %d\ninstallation_id: %d\nclient_id: %s" % (rint(100000, 999999), rint(10000000, 99999999), pick(["Iv1." + hexs(16), "Iv23li" + rs(AN, 14)]))
    if k == 3:
        return "Slack ids", "channel C%s (team T%s), bot user U%s, app A%s" % (rs(UPD, 10), rs(UPD, 9), rs(UPD, 10), rs(UPD, 10))
    if k == 4:
        return "AWS account and ARNs", "arn:aws:iam::%s:role/%s-deploy\narn:aws:kms:%s:%s:key/%s\nRole unique id: AROA%s" % (acct, svc(), pick(REGIONS_AWS), acct, uuid4(), rs(UPD, 17))
    if k == 5:
        return "Azure ids", "tenantId: %s\nsubscriptionId: %s\nclientId: %s   # app registration, no secret here (workload identity)" % (uuid4(), uuid4(), uuid4())
    if k == 6:
        return "Naver client id", "NAVER_CLIENT_ID=%s\n# X-Naver-Client-Secret is injected from the secret store" % rs(AN, 20)
    if k == 7:
        return "WeChat / Feishu app ids", "wechat.appid=wx%s\nfeishu.app_id=cli_%s\nwecom.corpid=ww%s" % (hexs(16), hexs(16), hexs(16))
    if k == 8:
        return "Stripe object ids", "customer cus_%s, payment_intent pi_%s, charge ch_%s, price price_%s, account acct_%s" % (
            rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24), rs(AN, 16))
    if k == 9:
        return "Auth0 / Okta client ids", "AUTH0_DOMAIN=%s.%s.auth0.com\nAUTH0_CLIENT_ID=%s\nOKTA_CLIENT_ID=0oa%s" % (pick(["acme", "nuri"]), pick(["us", "jp", "eu"]), rs(AN, 32), rs(AN, 17))
    if k == 10:
        return "Kakao / Apple app ids", "kakao app id: %d\nApple Team ID: %s\nbundle id: com.%s.%s\nApp Store id: %d" % (
            rint(100000, 999999), rs(UPD, 10), pick(["acme", "nuri", "mirae"]), svc().replace("-", ""), rint(1000000000, 6999999999))
    if k == 11:
        return "CloudFront key pair id", "Key-Pair-Id=K%s (public key id registered in the key group; the private key stays in Secrets Manager)" % rs(UPD, 13)
    if k == 12:
        return "Algolia app id", "ALGOLIA_APP_ID=%s\nALGOLIA_INDEX=%s_%s" % (rs(UPD, 10), pick(["products", "articles"]), env())
    return "OAuth client id (Spotify)", "SPOTIFY_CLIENT_ID=%s\nSPOTIFY_REDIRECT_URI=http://127.0.0.1:8888/callback" % hexs(32)


def t_c_nonsecret(lang):
    form, text = nonsecret_ids()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I wasn't sure whether these values may go into the repo ({form}):\n{snip}",
                  "I didn't know which of these ids the integration needs:\n{snip}",
                  "The reviewer asked if this config leaks anything:\n{snip}"],
           ["이 값들을 레포에 넣어도 되는지 확신이 없었음({form}):\n{snip}",
            "연동에 어떤 ID가 필요한지 몰랐음:\n{snip}",
            "리뷰어가 이 설정에 유출되는 게 있는지 물어봄:\n{snip}"], **sl)
    lesson = P(lang, ["These are identifiers, not credentials; they are fine in config. The matching secret lives in the store.",
                      "Client ids and account ids are public by design; only the secret half needs protection.",
                      "Keep ids in the repo so the config is reviewable; reference the secrets separately."],
               ["이건 식별자지 자격 증명이 아님. 설정에 둬도 됨. 짝이 되는 시크릿은 스토어에 있음.",
                "클라이언트 ID와 계정 ID는 원래 공개되는 값. 보호할 건 시크릿 쪽뿐.",
                "설정을 리뷰할 수 있게 ID는 레포에 두고 시크릿은 따로 참조."])
    ask = P(lang, ["Is it OK to commit these ids?", ""], ["이 ID들 커밋해도 괜찮을까요?", ""])
    return mk("non-secret ids: %s" % form, mc, lesson, ask, [])


# ---- C8 base64 of non-secret data
def b64_material():
    k = rint(0, 6)
    if k == 0:
        cfg = "log_level=info\nregion=%s\nfeature.new_checkout=%s\n" % (pick(REGIONS_AWS), pick(["true", "false"]))
        return "ConfigMap binaryData", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  app.properties: %s" % (svc(), b64_of_text(cfg))
    if k == 1:
        rid = rint(1000, 999999)
        return "GraphQL relay id", "query { node(id: \"%s\") { ... on User { email } } }  # decodes to User:%d" % (b64_of_text("User:%d" % rid), rid)
    if k == 2:
        cur = json.dumps({"id": rint(10000, 9999999), "created_at": pick(DATES)}, separators=(",", ":"))
        return "pagination cursor", '{"data": [...], "next_cursor": "%s", "has_more": true}' % b64u_nopad(cur.encode())
    if k == 3:
        return "kubeconfig CA data", "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://%s.gr7.%s.eks.amazonaws.com\n  name: %s" % (
            b64_of_text("-----BEGIN CERTIFICATE-----\n" + b64(rbytes(90)) + "\n")[:200] + "...", rs(HEXU, 32), pick(REGIONS_AWS), env())
    if k == 4:
        payload = json.dumps({"orderId": "ord_%s" % rs(AN, 10), "status": "PAID", "amount": rint(1000, 990000), "currency": "KRW"}, separators=(",", ":"))
        return "Pub/Sub message data", '{"message": {"data": "%s", "messageId": "%d", "publishTime": "%s"}}' % (b64_of_text(payload), rint(10 ** 15, 10 ** 16), ts())
    if k == 5:
        return "data URI", '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s" />' % b64(rbytes(60))
    body = json.dumps({"event": "signup", "plan": pick(["free", "pro"]), "ts": rint(1740000000, 1760000000)}, separators=(",", ":"))
    return "SQS message body", "Body: %s\nMD5OfBody: %s" % (b64_of_text(body), hashlib.md5(body.encode()).hexdigest())


def t_c_b64(lang):
    form, text = b64_material()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc())
    mc = P(lang, ["I thought this base64 value was a credential and almost rotated something; it is a {form}:\n{snip}",
                  "I didn't know how to read this field ({form}):\n{snip}",
                  "Debugging {svc}: the payload I had to decode:\n{snip}"],
           ["이 base64 값을 자격 증명으로 착각해서 교체할 뻔했는데 {form}였음:\n{snip}",
            "이 필드({form})를 어떻게 읽는지 몰랐음:\n{snip}",
            "{svc} 디버깅 중 디코딩해야 했던 페이로드:\n{snip}"], **sl)
    lesson = P(lang, ["Decode before judging: base64 here wraps ordinary data (ids, JSON, config), nothing secret.",
                      "`base64 -d` on the value shows plain JSON; the field is just transport encoding.",
                      "Cursors are opaque but not secret; pass them back unchanged."],
               ["판단 전에 디코딩해 볼 것. 여기 base64는 평범한 데이터(ID, JSON, 설정)를 감싼 것뿐.",
                "`base64 -d` 하면 평범한 JSON. 전송용 인코딩일 뿐.",
                "커서는 불투명하지만 비밀은 아님. 그대로 돌려보내면 됨."])
    ask = P(lang, ["Should I document the decoded format in the README?", ""], ["디코딩된 형식을 README에 적어 둘까요?", ""])
    return mk("base64 non-secret: %s" % form, mc, lesson, ask, [])


# ---- C9 long identifiers and versions
def long_ids():
    k = rint(0, 6)
    acct = rs(DI, 12)
    if k == 0:
        return "ECR image ref", "%s.dkr.ecr.%s.amazonaws.com/%s:%d.%d.%d-rc.%d@sha256:%s" % (acct, pick(REGIONS_AWS), svc(), rint(1, 3), rint(0, 40), rint(0, 9), rint(1, 5), hexs(64))
    if k == 1:
        return "S3 object key", "s3://%s-datalake-%s/exports/dt=%s/part-00000-%s-c000.snappy.parquet" % (pick(["acme", "nuri"]), env(), pick(DATES), uuid4())
    if k == 2:
        return "CloudFormation stack id", "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (pick(REGIONS_AWS), acct, svc(), env(), uuid4())
    if k == 3:
        return "Go pseudo-version", "require github.com/%s/%s v0.0.0-%s%02d%02d%02d-%s" % (pick(["acme", "nuri"]), svc(), pick(DATES).replace("-", ""), rint(0, 23), rint(0, 59), rint(0, 59), hexs(12))
    if k == 4:
        return "semver with build metadata", "v%d.%d.%d-beta.%d+exp.sha.%s  (EKS node: v1.%d.%d-eks-%s)" % (rint(1, 5), rint(0, 30), rint(0, 9), rint(1, 9), hexs(7), rint(26, 31), rint(0, 9), hexs(7))
    if k == 5:
        return "build id", "build-%s.%04d-%s on runner %s-%s" % (pick(DATES).replace("-", ""), rint(0, 2359), hexs(7), pick(["gha", "buildkite"]), rs(LOD, 12))
    return "wheel filename", "%s-%d.%d.%d-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (sha256=%s)" % (
        pick(["grpcio", "cryptography", "numpy", "orjson"]), rint(1, 45), rint(0, 70), rint(0, 9), hexs(64))


def t_c_longid(lang):
    form, text = long_ids()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I didn't know which artifact was deployed to {env}; the user pasted ({form}):\n{snip}",
                  "Rollback needed the exact reference ({form}):\n{snip}"],
           ["{env}에 어떤 아티팩트가 배포됐는지 몰랐음. 사용자가 붙여준 값({form}):\n{snip}",
            "롤백에 정확한 참조({form})가 필요했음:\n{snip}"], **sl)
    lesson = P(lang, ["Long references like this are identifiers; keep them verbatim in the runbook so rollbacks are exact.",
                      "Always deploy by the full reference; short names resolved to a different build last time."],
               ["이런 긴 참조는 식별자. 롤백이 정확하도록 런북에 그대로 남길 것.",
                "항상 전체 참조로 배포할 것. 지난번엔 짧은 이름이 다른 빌드로 해석됨."])
    ask = P(lang, ["Should the runbook pin this exact reference?", ""], ["런북에 이 참조를 고정할까요?", ""])
    return mk("long identifier/version: %s" % form, mc, lesson, ask, [])


# ---- C10 password-policy talk and flags explained in prose (no values)
POLICY_EN = [
    "Passwords for service accounts must be at least %d characters, generated, and rotated every %d days; human accounts use SSO only.",
    "`mysql -p` with nothing attached prompts for the password; `-p` followed by a space and a word treats the word as the database name.",
    "`docker login --password-stdin` reads the password from stdin so it never shows up in `ps` or shell history.",
    "psql reads ~/.pgpass (mode 0600) or PGPASSFILE; PGPASSWORD works too but leaks into the process environment.",
    "In `ssh-keygen -p`, -P is the old passphrase and -N the new one; leaving them out makes it prompt.",
    "pam_pwquality settings we agreed on: minlen=%d dcredit=-1 ucredit=-1 ocredit=-1 retry=3 enforce_for_root.",
    "Keycloak password policy for the realm: length(%d) and digits(1) and specialChars(1) and notUsername and passwordHistory(5).",
    "IAM password policy: MinimumPasswordLength %d, RequireSymbols true, MaxPasswordAge %d, PasswordReusePrevention 24.",
    "`redis-cli -a` puts the password on the command line; prefer `--askpass` or REDISCLI_AUTH.",
    "curl's `-u user` without a colon makes curl prompt for the password instead of taking it from argv.",
    "Our rule: a secret never goes into a ticket, commit, or note; link the vault item instead.",
    "bcrypt cost is %d in prod; lowering it in tests is fine, but never in the shared config.",
]
POLICY_KO = [
    "서비스 계정 비밀번호는 최소 %d자, 생성기로 만들고 %d일마다 교체. 사람 계정은 SSO만 사용.",
    "`mysql -p` 뒤에 아무것도 안 붙이면 비밀번호를 물어봄. `-p` 뒤에 공백과 단어를 쓰면 그 단어를 DB 이름으로 봄.",
    "`docker login --password-stdin`은 stdin에서 비밀번호를 읽어서 `ps`나 셸 히스토리에 안 남음.",
    "psql은 ~/.pgpass(권한 0600)나 PGPASSFILE을 읽음. PGPASSWORD도 되지만 프로세스 환경에 노출됨.",
    "`ssh-keygen -p`에서 -P는 기존 패스프레이즈, -N은 새 패스프레이즈. 생략하면 프롬프트로 물어봄.",
    "합의한 pam_pwquality 설정: minlen=%d dcredit=-1 ucredit=-1 ocredit=-1 retry=3 enforce_for_root.",
    "realm 비밀번호 정책: length(%d) and digits(1) and specialChars(1) and notUsername and passwordHistory(5).",
    "IAM 비밀번호 정책: MinimumPasswordLength %d, RequireSymbols true, MaxPasswordAge %d, PasswordReusePrevention 24.",
    "`redis-cli -a`는 비밀번호를 커맨드라인에 남김. `--askpass`나 REDISCLI_AUTH를 쓸 것.",
    "curl에서 `-u user`처럼 콜론 없이 주면 비밀번호를 argv 대신 프롬프트로 받음.",
    "규칙: 시크릿은 티켓, 커밋, 노트에 절대 쓰지 않음. 볼트 항목 링크만 남김.",
    "운영 bcrypt cost는 %d. 테스트에서 낮추는 건 괜찮지만 공용 설정에서는 안 됨.",
]


def _fill_policy(t):
    n = t.count("%d")
    vals = [pick([12, 14, 16, 20]), pick([60, 90, 180])][:n] if "cost" not in t else [pick([10, 12, 13])]
    return t % tuple(vals) if n else t


def t_c_policy(lang):
    pool = POLICY_EN if lang == "en" else POLICY_KO
    idx = sample(range(len(pool)), 2)
    a, b = _fill_policy(pool[idx[0]]), _fill_policy(pool[idx[1]])
    sl = cslots(lang, a=a, b=b, svc=svc())
    mc = P(lang, ["I didn't know the team's rules for passwords and CLI flags while scripting the {svc} backup job.",
                  "The user asked why my script passes credentials on the command line.",
                  "I was unsure how the tools take passwords without exposing them."],
           ["{svc} 백업 잡 스크립트를 짜면서 팀의 비밀번호/CLI 플래그 규칙을 몰랐음.",
            "사용자가 왜 스크립트가 자격 증명을 커맨드라인으로 넘기냐고 물어봄.",
            "도구들이 노출 없이 비밀번호를 받는 방법을 확실히 몰랐음."], **sl)
    lesson = "%s\n%s" % (a, b) if chance(0.6) else "- %s\n- %s" % (a, b)
    ask = P(lang, ["Is the policy written down somewhere I should link?", "Does the same rule apply to CI service accounts?", ""],
            ["링크할 정책 문서가 있나요?", "CI 서비스 계정에도 같은 규칙이 적용되나요?", ""])
    return mk("policy/flags talk without values", mc, lesson, ask, [])


# ---- C11 encrypted blobs
def enc_blob():
    k = rint(0, 7)
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)))
        age_lines = [b64(rbytes(48)) for _ in range(2)]
        return "SOPS-encrypted YAML", "db_password: %s\nstripe_secret_key: %s\nsops:\n    age:\n        - recipient: age1%s\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            %s\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"%sT10:11:12Z\"\n    mac: %s\n    version: 3.9.1" % (
            enc(rint(12, 24)), enc(rint(24, 40)), rs(BECH32, 58), "\n            ".join(age_lines), pick(DATES), enc(32).replace("type:str", "type:str"))
    if k == 1:
        body = hexs(rint(300, 420))
        lines = [body[i:i + 80] for i in range(0, len(body), 80)]
        return "Ansible Vault", "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(lines)
    if k == 2:
        return "SealedSecret", "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: Ag%s" % (svc(), env(), b64(rbytes(rint(250, 330))))
    if k == 3:
        return "AWS KMS ciphertext", '{"CiphertextBlob": "AQICAH%s", "KeyId": "arn:aws:kms:%s:%s:key/%s", "EncryptionAlgorithm": "SYMMETRIC_DEFAULT"}' % (
            b64(rbytes(150)), pick(REGIONS_AWS), rs(DI, 12), uuid4())
    if k == 4:
        return "Rails credentials.yml.enc", "%s--%s--%s" % (b64(rbytes(rint(120, 200))), b64(rbytes(12)), b64(rbytes(16)))
    if k == 5:
        return "Jasypt ENC() property", "spring.datasource.password=ENC(%s)\ntoss.secret-key=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % (b64(rbytes(24)), b64(rbytes(48)))
    if k == 6:
        return "Vault transit ciphertext", "vault write -field=plaintext transit/decrypt/%s ciphertext=vault:v1:%s" % (svc(), b64(rbytes(rint(40, 80))))
    lines = [b64(rbytes(48)) for _ in range(rint(3, 5))]
    return "PGP message", "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(lines), b64(rbytes(3)))


def t_c_encrypted(lang):
    form, text = enc_blob()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc(), env=env())
    mc = P(lang, ["I didn't know the secrets of {svc} are committed encrypted ({form}). The file:\n{snip}",
                  "I wasn't sure whether this file is safe in git; it is a {form}:\n{snip}",
                  "Deploy failed to decrypt in {env}; the encrypted value was:\n{snip}"],
           ["{svc} 서비스 시크릿이 암호화된 채로({form}) 커밋된다는 걸 몰랐음. 파일:\n{snip}",
            "이 파일이 git에 있어도 안전한지 확신이 없었는데 {form}임:\n{snip}",
            "{env} 배포에서 복호화 실패. 암호화된 값:\n{snip}"], **sl)
    if form in ("SOPS-encrypted YAML", "Ansible Vault", "Rails credentials.yml.enc"):
        lesson = P(lang, ["Edit with the tool (sops / ansible-vault edit / rails credentials:edit), never by hand, or the integrity check fails.",
                          "Encrypted files are safe to commit; the decryption key lives outside the repo (age key / vault password / master key in the secret store)."],
                   ["손으로 고치지 말고 도구(sops / ansible-vault edit / rails credentials:edit)로 편집할 것. 아니면 무결성 검증 실패.",
                    "암호화된 파일은 커밋해도 안전. 복호화 키(age 키 / vault 비밀번호 / master key)는 레포 밖 시크릿 스토어에 있음."])
    else:
        lesson = P(lang, ["Ciphertext like this is safe to share; only the key in KMS / the controller can open it.",
                          "Decryption failed because the CI role lost access to the key, not because the blob was corrupted."],
                   ["이런 암호문은 공유해도 안전. 열 수 있는 건 KMS/컨트롤러의 키뿐.",
                    "블롭이 깨진 게 아니라 CI 역할이 키 접근 권한을 잃어서 복호화 실패."])
    ask = P(lang, ["Who can grant the CI role decrypt permission?", ""], ["CI 역할에 복호화 권한은 누가 줄 수 있나요?", ""])
    return mk("encrypted blob: %s" % form, mc, lesson, ask, [])


# ---- C12 keys documented as public (category ends with " [publishable]")
def publishable_material():
    k = rint(0, 15)
    if k == 0:
        key = "pk_live_" + pick(["51" + rs(AN, 97), rs(AN, 24)])
        return "Stripe publishable key", "const stripe = Stripe('%s', { locale: 'ko' });" % key
    if k == 1:
        proj = "%s-%s" % (pick(["acme", "nuri", "mirae"]), pick(["web", "app", "prod"]))
        num = digits(12)
        return "Firebase web config apiKey", 'const firebaseConfig = {\n  apiKey: "AIza%s",\n  authDomain: "%s.firebaseapp.com",\n  projectId: "%s",\n  storageBucket: "%s.appspot.com",\n  messagingSenderId: "%s",\n  appId: "1:%s:web:%s",\n  measurementId: "G-%s"\n};' % (
            rs(B64U, 35), proj, proj, proj, num, num, hexs(22), rs(UPD, 10))
    if k == 2:
        return "reCAPTCHA site key", '<div class="g-recaptcha" data-sitekey="6L%s%s"></div>' % (pick("cdef"), rs(B64U, 37))
    if k == 3:
        user = pick(["acme-maps", "nuri-geo", "kobolabs"])
        payload = b64u_nopad(json.dumps({"u": user, "a": rs(LOD, 25)}, separators=(",", ":")).encode())
        return "Mapbox public token", "mapboxgl.accessToken = 'pk.%s.%s';" % (payload, rs(B64U, 22))
    if k == 4:
        return "Toss Payments client key", "const tossPayments = TossPayments('%s%s');" % (pick(["live_ck_", "live_gck_"]), rs(AN, 28))
    if k == 5:
        return "Kakao JavaScript key", "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % hexs(32)
    if k == 6:
        return "Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPD, 10), hexs(32))
    if k == 7:
        now = rint(1690000000, 1750000000)
        anon = _jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": now, "exp": now + 315360000})
        return "Supabase anon key", "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (rs(LO, 20), anon)
    if k == 8:
        return "Sentry DSN", "Sentry.init({\n  dsn: 'https://%s@o%s.ingest.%s.sentry.io/%s',\n  tracesSampleRate: 0.1,\n});" % (hexs(32), digits(6), pick(["us", "de"]), digits(7))
    if k == 9:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(AN, 43)
    if k == 10:
        return "Mixpanel project token", "mixpanel.init('%s', { track_pageview: true });" % hexs(32)
    if k == 11:
        return "Clerk publishable key", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64_of_text("clerk.%s$" % domain()).rstrip("=")
    if k == 12:
        return "hCaptcha site key", '<div class="h-captcha" data-sitekey="%s"></div>' % uuid4()
    if k == 13:
        return "Google Maps JS API key (browser, referrer-restricted)", '<script async src="https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap"></script>' % rs(B64U, 35)
    if k == 14:
        return "Braintree tokenization key", "braintree.dropin.create({ authorization: 'production_%s_%s', container: '#dropin' });" % (rs(LOD, 8), rs(LOD, 16))
    return "Cloudflare Turnstile site key", '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA%s"></div>' % rs(AN + "-_", 14)


def t_c_publishable(lang):
    form, text = publishable_material()
    sl = cslots(lang, form=form, snip=fence(text, ""), svc=svc())
    mc = P(lang, ["A reviewer flagged this line in the {svc} frontend as a leaked key; I didn't know whether it is ({form}):\n{snip}",
                  "I didn't know which key the browser bundle should contain. Current code:\n{snip}",
                  "The secret scanner complained about this value in the web app ({form}):\n{snip}"],
           ["리뷰어가 {svc} 프론트엔드의 이 줄을 키 유출로 지적했는데 맞는지 몰랐음({form}):\n{snip}",
            "브라우저 번들에 어떤 키가 들어가야 하는지 몰랐음. 현재 코드:\n{snip}",
            "시크릿 스캐너가 웹앱의 이 값({form})을 경고함:\n{snip}"], **sl)
    lesson = P(lang, ["The vendor documents this key as public: it is meant to ship in the browser. Protection comes from domain/referrer restrictions and server-side checks; the secret counterpart never leaves the backend.",
                      "This is the publishable/client-side key; it is safe in the bundle. Add it to the scanner allowlist rather than moving it.",
                      "Only the client key belongs in the frontend; the secret key stays in the server's secret store."],
               ["벤더 문서상 공개 키: 원래 브라우저에 실리는 값. 보호는 도메인/리퍼러 제한과 서버 검증으로 하고, 짝인 시크릿 키는 백엔드 밖으로 안 나감.",
                "이건 publishable(클라이언트) 키라 번들에 있어도 안전. 옮기지 말고 스캐너 허용 목록에 추가.",
                "프론트엔드에는 클라이언트 키만. 시크릿 키는 서버의 시크릿 스토어에."])
    ask = P(lang, ["Should I add a domain restriction for this key in the vendor console?", ""], ["벤더 콘솔에서 이 키에 도메인 제한을 걸까요?", ""])
    return mk("publishable: %s [publishable]" % form, mc, lesson, ask, [])


# ---- C13 plain engineering notes (nothing risky)
PLAIN_EN = [
    ("I didn't know {svc} runs migrations on startup.", "Two replicas raced on the migration lock; run migrations as a separate job before rollout.", "Should migrations move to a pre-deploy hook?"),
    ("The repo uses pnpm, and I ran npm install.", "npm rewrote the lockfile format; always use pnpm here (packageManager field in package.json).", ""),
    ("I didn't know the {env} cluster has a 30s ingress timeout.", "Long exports must be async: return 202 and poll, otherwise the ingress cuts the connection.", "Is 30s a hard limit or can it be raised per route?"),
    ("Tests were flaky and I didn't know they share one database.", "Each test worker needs its own schema; set the schema from the worker id.", ""),
    ("I didn't know the team squashes merges.", "Keep PR titles in conventional-commit form; the squash commit uses the title.", "Should I rewrite the titles of my open PRs?"),
    ("The cron ran twice and I didn't know why.", "Two schedulers were active after the failover; the job needs a distributed lock.", ""),
    ("I didn't know the time zone of the batch hosts.", "Batch hosts run in UTC while the business day is KST; convert before cutting daily partitions.", "Should reports switch to KST boundaries?"),
    ("I assumed {svc} logs in JSON.", "It logs plain text in {env}; the JSON formatter is only enabled with LOG_FORMAT=json.", ""),
    ("I didn't know the feature flag defaults to on.", "Unknown flags default to true in this SDK; set explicit defaults in code.", "Do you want defaults reviewed for all flags?"),
    ("Build cache misses made CI slow and I didn't know why.", "The Dockerfile copied the whole repo before installing deps; copy lockfiles first.", ""),
    ("I didn't know the API paginates with a max page size of 100.", "Requests above 100 are silently capped; loop until has_more is false.", ""),
    ("The user wanted Korean error messages and I didn't know where strings live.", "Messages are in locales/ko.json; the key must exist in en.json too or the build fails.", "Should missing translations fail the build?"),
    ("I didn't know {svc} pins Python 3.11.", "3.12 breaks the C extension; keep .python-version at 3.11 until the dependency is upgraded.", ""),
    ("Retry logic doubled charges in {env} and I didn't know the endpoint wasn't idempotent.", "Send an idempotency key on every create call; retries reuse it.", "Should I backfill keys for the old client?"),
]
PLAIN_KO = [
    ("{svc} 서비스가 시작할 때 마이그레이션을 돌리는 줄 몰랐음.", "레플리카 두 개가 마이그레이션 락을 두고 경쟁함. 롤아웃 전에 별도 잡으로 실행할 것.", "마이그레이션을 pre-deploy 훅으로 옮길까요?"),
    ("레포가 pnpm을 쓰는데 npm install을 실행함.", "npm이 lockfile 형식을 바꿔버림. 여기선 항상 pnpm 사용(package.json의 packageManager 필드).", ""),
    ("{env} 클러스터 인그레스 타임아웃이 30초인 걸 몰랐음.", "긴 내보내기는 비동기로: 202 반환 후 폴링. 아니면 인그레스가 연결을 끊음.", "30초가 고정인가요, 라우트별로 늘릴 수 있나요?"),
    ("테스트가 불안정했는데 DB 하나를 공유하는 줄 몰랐음.", "테스트 워커마다 스키마를 분리해야 함. 워커 ID로 스키마 지정.", ""),
    ("팀이 squash merge를 쓰는 줄 몰랐음.", "PR 제목을 conventional commit 형식으로. squash 커밋 메시지가 제목을 씀.", "열려 있는 제 PR 제목도 고칠까요?"),
    ("크론이 두 번 돌았는데 이유를 몰랐음.", "페일오버 후 스케줄러 두 개가 동시에 활성. 분산 락이 필요함.", ""),
    ("배치 호스트 타임존을 몰랐음.", "배치 호스트는 UTC, 영업일 기준은 KST. 일 파티션 자르기 전에 변환할 것.", "리포트를 KST 기준으로 바꿀까요?"),
    ("{svc} 로그가 JSON인 줄 알았음.", "{env}에서는 평문 로그. LOG_FORMAT=json일 때만 JSON 포매터가 켜짐.", ""),
    ("기능 플래그 기본값이 on인 줄 몰랐음.", "이 SDK는 모르는 플래그를 true로 처리함. 코드에서 기본값을 명시할 것.", "모든 플래그 기본값을 점검할까요?"),
    ("CI가 느렸는데 빌드 캐시 미스 원인을 몰랐음.", "Dockerfile이 의존성 설치 전에 레포 전체를 복사함. lockfile부터 복사할 것.", ""),
    ("API 페이지 크기 최대가 100인 줄 몰랐음.", "100 넘게 요청하면 조용히 잘림. has_more가 false일 때까지 반복.", ""),
    ("사용자가 한국어 에러 메시지를 원했는데 문자열 위치를 몰랐음.", "메시지는 locales/ko.json에 있음. en.json에도 키가 있어야 빌드가 통과함.", "번역 누락 시 빌드를 실패시킬까요?"),
    ("{svc} 서비스가 Python 3.11로 고정된 줄 몰랐음.", "3.12에서 C 확장이 깨짐. 의존성 업그레이드 전까지 .python-version 3.11 유지.", ""),
    ("{env}에서 재시도 로직이 결제를 두 번 만들었는데 엔드포인트가 멱등이 아닌 걸 몰랐음.", "생성 호출마다 멱등 키를 보내고 재시도 때 재사용할 것.", "예전 클라이언트에도 키를 채워 넣을까요?"),
]


def t_c_plain(lang):
    pool = PLAIN_EN if lang == "en" else PLAIN_KO
    mc, lesson, ask = pick(pool)
    sl = cslots(lang, svc=svc(), env=env())
    return mk("plain engineering note (no risky material)", mc.format(**sl), lesson.format(**sl), ask.format(**sl), [])


CLEAN_TEMPLATES = [
    ("placeholder", t_c_placeholder, 40), ("masked", t_c_masked, 30), ("reference", t_c_reference, 40),
    ("hash", t_c_hash, 40), ("ids", t_c_ids, 30), ("pubkey", t_c_pubkey, 25), ("nonsecret", t_c_nonsecret, 30),
    ("b64", t_c_b64, 15), ("longid", t_c_longid, 15), ("policy", t_c_policy, 25), ("encrypted", t_c_encrypted, 20),
    ("publishable", t_c_publishable, 30), ("plain", t_c_plain, 20),
]
assert sum(n for _, _, n in CLEAN_TEMPLATES) == N_CLEAN


# ----------------------------------------------------------------------------------------------
# validation
# ----------------------------------------------------------------------------------------------
LIMITS = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def fields_of(n):
    return {"missing_context": n["mc"].strip(), "lesson": n["lesson"].strip(), "ask_next_time": n["ask"].strip()}


def window_rule_ok(fields, secrets):
    """No 8-char window of any secret may occur in a field outside the occurrences of the secrets."""
    for text in fields.values():
        spans = []
        for s in secrets:
            i = text.find(s)
            while i >= 0:
                spans.append((i, i + len(s)))
                i = text.find(s, i + 1)
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                i = text.find(w)
                while i >= 0:
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return False
                    i = text.find(w, i + 1)
    return True


def check_note(fields, kind, secrets):
    """Returns None if fine, else a reason string."""
    if not fields["missing_context"] or not fields["lesson"]:
        return "empty field"
    for k, lim in LIMITS.items():
        if len(fields[k].encode("utf-8")) > lim:
            return "too long: %s" % k
    if kind == "secret":
        if not secrets:
            return "no secrets"
        joined = "\n".join(fields.values())
        for s in secrets:
            if len(s) < 8:
                return "secret shorter than 8"
            if s not in joined:
                return "secret not verbatim"
        if not window_rule_ok(fields, secrets):
            return "window rule"
    else:
        if secrets:
            return "clean note with secrets"
    return None


# ----------------------------------------------------------------------------------------------
# assembly
# ----------------------------------------------------------------------------------------------
def lang_plan(templates, n_en):
    """Per template: (name, fn, n, n_en) with n_en ~ 60 % and the total exactly n_en."""
    rows = []
    for name, fn, n in templates:
        rows.append([name, fn, n, int(n * 0.6 + 0.5)])
    diff = n_en - sum(r[3] for r in rows)
    order = sorted(range(len(rows)), key=lambda i: -rows[i][2])
    i = 0
    while diff != 0:
        r = rows[order[i % len(order)]]
        if diff > 0 and r[3] < r[2]:
            r[3] += 1
            diff -= 1
        elif diff < 0 and r[3] > 0:
            r[3] -= 1
            diff += 1
        i += 1
    plan = []
    for name, fn, n, ne in rows:
        plan += [(name, fn, "en")] * ne + [(name, fn, "ko")] * (n - ne)
    return plan


def build(kind, templates, n_en, seen, stats):
    plan = lang_plan(templates, n_en)
    R.shuffle(plan)
    out = []
    for name, fn, lang in plan:
        tries = 0
        while True:
            tries += 1
            assert tries < 500, (name, lang)
            note = fn(lang)
            if note is None:
                stats["regenerated"] += 1
                continue
            fields = fields_of(note)
            reason = check_note(fields, kind, note["secrets"])
            key = (fields["missing_context"], fields["lesson"], fields["ask_next_time"])
            if reason is None and key in seen:
                reason = "duplicate note"
            if reason:
                stats["regenerated"] += 1
                stats["reasons"][reason] = stats["reasons"].get(reason, 0) + 1
                continue
            seen[key] = True
            out.append({"template": name, "lang": lang, "kind": kind, "category": note["cat"], "fields": fields,
                        "secrets": note["secrets"], "vendor": note["vendor"]})
            break
    return out


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    out_path = argv[1] if len(argv) > 1 else os.path.join(here, "blind_set_v86.jsonl")
    stats = {"regenerated": 0, "reasons": {}}
    seen = {}
    secret_notes = build("secret", SECRET_TEMPLATES, N_EN_PER_KIND, seen, stats)
    clean_notes = build("clean", CLEAN_TEMPLATES, N_EN_PER_KIND, seen, stats)
    notes = secret_notes + clean_notes
    R.shuffle(notes)

    # final assertions over the whole set
    assert len(notes) == N_SECRET + N_CLEAN
    all_secrets = []
    for n in notes:
        assert check_note(n["fields"], n["kind"], n["secrets"]) is None
        all_secrets += n["secrets"]
    for kind, total in (("secret", N_SECRET), ("clean", N_CLEAN)):
        ks = [n for n in notes if n["kind"] == kind]
        assert len(ks) == total
        assert sum(1 for n in ks if n["lang"] == "en") == N_EN_PER_KIND
        assert sum(1 for n in ks if n["lang"] == "ko") == N_KO_PER_KIND
    clean_text = "\n\x00\n".join("\n".join(n["fields"].values()) for n in notes if n["kind"] == "clean")
    for s in all_secrets:
        assert s not in clean_text, "a listed secret occurs in a clean note"
    for n in notes:
        if n["kind"] == "clean" and "[publishable]" in n["category"]:
            assert n["category"].endswith(" [publishable]")

    lines = []
    for i, n in enumerate(notes, 1):
        rec = {"id": "%s%03d" % (ID_PREFIX, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": list(n["secrets"])}
        lines.append(json.dumps(rec, ensure_ascii=False))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    with open(out_path, "wb") as fh:
        fh.write(data)

    # summary on stderr
    vendors_secret = []
    for n in notes:
        if n["kind"] == "secret" and n["vendor"] and n["vendor"] not in vendors_secret:
            vendors_secret.append(n["vendor"])
    forms = []
    for n in notes:
        f = n["category"].split(" (")[0]
        if f not in forms:
            forms.append(f)
    sys.stderr.write("wrote %s (%d notes, sha256 %s)\n" % (out_path, len(notes), hashlib.sha256(data).hexdigest()))
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            sys.stderr.write("  %s/%s: %d\n" % (kind, lang, sum(1 for n in notes if n["kind"] == kind and n["lang"] == lang)))
    sys.stderr.write("  secret values listed: %d\n" % len(all_secrets))
    sys.stderr.write("  vendors in catalogue: %d names / %d token types; vendors named in secret notes: %d\n" % (
        len(vendor_names()), len(VENDORS), len(vendors_secret)))
    sys.stderr.write("  vendor names in secret notes: %s\n" % ", ".join(sorted(vendors_secret, key=str.lower)))
    regions = {}
    for v in VENDORS:
        regions.setdefault(v["region"], [])
        if v["name"] not in regions[v["region"]]:
            regions[v["region"]].append(v["name"])
    sys.stderr.write("  catalogue by region: %s\n" % ", ".join("%s=%d" % (k, len(regions[k])) for k in sorted(regions)))
    sys.stderr.write("  template families: %d secret + %d clean; distinct category forms: %d; distinct categories: %d\n" % (
        len(SECRET_TEMPLATES), len(CLEAN_TEMPLATES), len(forms), len(set_free_unique([n["category"] for n in notes]))))
    sys.stderr.write("  publishable clean notes: %d\n" % sum(1 for n in notes if n["category"].endswith("[publishable]")))
    sys.stderr.write("  candidates regenerated: %d %s\n" % (stats["regenerated"], json.dumps(stats["reasons"], sort_keys=True)))
    return 0


def set_free_unique(items):
    out = {}
    for x in items:
        out[x] = True
    return list(out.keys())


if __name__ == "__main__":
    sys.exit(main(sys.argv))
