#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v66.py -- generator of blind_set_v66.jsonl.

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
Python 3 standard library only, no network.  One PRNG, random.Random(66_2026_1127),
drives every choice; nothing iterates over a set, nothing depends on hash().
Run:  python3 make_blind_set_v66.py [output_path]
"""
import base64
import hashlib
import json
import os
import random
import re as _re
import struct
import sys
import urllib.parse

SEED = 66_2026_1127
R = random.Random(SEED)

N_TOTAL = 720
N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "dv"

# ----------------------------------------------------------------------------
# alphabets and random helpers (all driven by R)
# ----------------------------------------------------------------------------
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DG = "0123456789"
AN = UP + LO + DG
ANU = UP + DG
ANL = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = UP + LO + DG + "+/"
B64U = UP + LO + DG + "-_"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def rb(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode("ascii")


def b64u(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def uuid4():
    return "%s-%s-4%s-%s%s-%s" % (rs(HEX, 8), rs(HEX, 4), rs(HEX, 3), pick("89ab"),
                                  rs(HEX, 3), rs(HEX, 12))


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02d" % (rint(1, 12), rint(1, 28), rint(0, 23),
                                              rint(0, 59), rint(0, 59))


def date_s():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def pct(s):
    """percent-encode everything outside RFC 3986 unreserved."""
    return urllib.parse.quote(s, safe="")


class Deck:
    """Draw items in shuffled order, reshuffling when exhausted (coverage)."""

    def __init__(self, items):
        self.items = list(items)
        self.pool = []

    def draw(self):
        if not self.pool:
            self.pool = list(self.items)
            R.shuffle(self.pool)
        return self.pool.pop()

    def draw_where(self, pred):
        """Next item satisfying pred; items skipped stay in the pool for later draws."""
        for _ in range(2):
            for i in range(len(self.pool) - 1, -1, -1):
                if pred(self.pool[i]):
                    return self.pool.pop(i)
            self.pool = list(self.items)
            R.shuffle(self.pool)
        raise RuntimeError("Deck.draw_where: nothing matches")


def T(lang, en, ko):
    return en if lang == "en" else ko


# ----------------------------------------------------------------------------
# name pools
# ----------------------------------------------------------------------------
SERVICES = ["billing-api", "checkout", "orders-worker", "notify-svc", "search-indexer",
            "auth-gateway", "report-cron", "media-upload", "ledger", "crm-sync",
            "payments", "inventory", "shipping-bot", "analytics-etl", "admin-web",
            "settlement-batch", "coupon-svc", "chat-relay", "point-api", "partner-hub",
            "recsys-feature", "invoice-pdf", "kiosk-sync", "webhook-router"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
ENVS_KO = ["스테이징", "운영", "개발", "QA", "샌드박스", "사전운영"]
PEOPLE_EN = ["Alice", "Marcus", "Priya", "Tom", "Sofia", "Dan", "Yuki", "Lena", "Omar",
             "Grace", "Ravi", "Hannah", "Jonas", "Mei"]
PEOPLE_KO = ["김민지", "박준형", "이서연", "최도윤", "정하은", "강태민", "윤지호", "한소희",
             "오세훈", "임채원", "서지우", "문태경", "배수아", "조현우"]
LOGINS = ["admin", "deploy", "svc_app", "minji.kim", "jh.park", "ops", "root", "app_rw",
          "etl_user", "grafana", "ci-bot", "backup", "reporter", "sa", "dev01", "alice",
          "marcus.l", "seoyeon", "tm.kang", "jenkins", "postgres", "webadmin", "readonly"]
DOMAINS = ["example-shop.kr", "acme-corp.io", "orion-labs.com", "hanbit-pay.co.kr",
           "mobi-kit.jp", "nordlys.eu", "bluefin.dev", "seoul-mart.com", "tidewater.net",
           "kumo-apps.jp", "lumen-health.de", "pangyo-soft.kr"]
DBNAMES = ["app", "orders", "billing", "analytics", "crm", "shop", "ledger", "auth",
           "inventory", "metrics", "points"]
REGIONS = ["us-east-1", "ap-northeast-2", "eu-west-1", "ap-northeast-1", "eu-central-1",
           "us-west-2", "ap-southeast-1"]
REPOS = ["platform", "infra-live", "web-frontend", "mobile-app", "data-pipeline",
         "backend-monorepo", "ops-scripts", "payments-core", "k8s-manifests"]
BRANCHES = ["main", "develop", "release/2.4", "feature/oauth-refresh", "hotfix/pg-timeout",
            "chore/deps", "feat/kakao-login", "fix/ci-cache"]
SECRET_MANAGERS = ["AWS Secrets Manager", "Vault", "1Password", "GCP Secret Manager",
                   "Azure Key Vault", "Doppler", "SOPS", "sealed-secrets"]


def svc():
    return pick(SERVICES)


def env_pair(lang):
    i = rint(0, len(ENVS) - 1)
    return ENVS[i] if lang == "en" else pick([ENVS[i], ENVS_KO[i]])


def person(lang):
    return pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO) + pick(["님", "님", " 매니저님", " 선임님", " 팀장님"])


def host(kind=None):
    kind = kind or pick(["db", "pg", "mysql", "redis", "mq", "es", "api", "ci", "vault", "git"])
    env = pick(ENVS)
    tail = pick(["internal", "corp.local", "svc.cluster.local", pick(DOMAINS),
                 "%s.rds.amazonaws.com" % pick(REGIONS)])
    return "%s-%s-%02d.%s" % (kind, env, rint(1, 12), tail)


def ipv4():
    return "10.%d.%d.%d" % (rint(0, 254), rint(0, 254), rint(2, 250))


def login():
    return pick(LOGINS)


def email():
    u = pick(["minji", "jhpark", "alice", "ops", "devops", "sofia.r", "t.kang", "yuki.s",
              "billing", "noreply"])
    return "%s@%s" % (u, pick(DOMAINS))


def git_sha(n=40):
    return rs(HEX, n)


# ----------------------------------------------------------------------------
# validation helpers (FORMAT.txt rules)
# ----------------------------------------------------------------------------
FIELD_KEYS = ("missing_context", "lesson", "ask_next_time")
FIELD_MAX = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def _cover_replace(text, secrets, marker):
    cov = [False] * len(text)
    for s in secrets:
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for k in range(i, i + len(s)):
                cov[k] = True
            start = i + 1
    out = []
    i = 0
    n = len(text)
    while i < n:
        if cov[i]:
            out.append(marker)
            while i < n and cov[i]:
                i += 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def fields_ok(fields):
    if list(fields.keys()) != list(FIELD_KEYS):
        return False
    for k in FIELD_KEYS:
        v = fields[k]
        if not isinstance(v, str):
            return False
        if len(v.encode("utf-8")) > FIELD_MAX[k]:
            return False
        if k != "ask_next_time" and not v.strip():
            return False
        if v != v.strip():
            return False
    return True


def window_rule_ok(fields, secrets):
    """True when every secret is >= 8 chars, occurs verbatim, and no 8-char window of
    any secret survives once all secret occurrences are replaced (checked with several
    markers, case-insensitively, per field and across the joined fields)."""
    if not secrets:
        return False
    vals = [fields[k] for k in FIELD_KEYS]
    for s in secrets:
        if len(s) < 8 or "\n" in s:
            return False
        if not any(s in v for v in vals):
            return False
    for marker in ("[REDACTED]", "\x00", ""):
        red = [_cover_replace(v, secrets, marker) for v in vals]
        hay = "\n".join(red).lower()
        for s in secrets:
            sl = s.lower()
            for j in range(len(sl) - 7):
                if sl[j:j + 8] in hay:
                    return False
    return True


# ----------------------------------------------------------------------------
# vendor credential shapes (prefix, alphabet, length as documented; body random)
# ----------------------------------------------------------------------------
VENDORS = []


def H_bearer(v):
    return "Authorization: Bearer " + v, []


def H_named(name, scheme=""):
    def f(v):
        return "%s: %s%s" % (name, scheme, v), []
    return f


def H_basic_secret_colon(v):
    blob = b64((v + ":").encode())
    return "Authorization: Basic " + blob, [blob]


def H_basic_user(user):
    def f(v):
        blob = b64(("%s:%s" % (user, v)).encode())
        return "Authorization: Basic " + blob, [blob]
    return f


def vendor(name, region, en, ko, make, host=None, hdr=None, path="/v1/"):
    VENDORS.append({"name": name, "region": region, "en": en, "ko": ko, "make": make,
                    "host": host, "hdr": hdr, "path": path})


def _s(key, val):
    return (key, val, True)


def _n(key, val):
    return (key, val, False)


# --- global ---------------------------------------------------------------
vendor("AWS", "global", "AWS access key pair", "AWS 액세스 키 쌍",
       lambda: [_s("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16)),
                _s("AWS_SECRET_ACCESS_KEY", rs(AN + "/+", 40)),
                _n("AWS_DEFAULT_REGION", pick(REGIONS))])
vendor("AWS", "global", "AWS temporary STS credentials", "AWS STS 임시 자격 증명",
       lambda: [_s("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)),
                _s("AWS_SECRET_ACCESS_KEY", rs(AN + "/+", 40)),
                _s("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2Vj" + rs(B64, rint(300, 380)) + "=")])
vendor("GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
       lambda: [_s("GITHUB_TOKEN", "ghp_" + rs(AN, 36))],
       host="api.github.com", hdr=H_named("Authorization", "token "), path="/user/repos")
vendor("GitHub", "global", "GitHub fine-grained token", "GitHub fine-grained 토큰",
       lambda: [_s("GH_TOKEN", "github_pat_11" + rs(ANU, 20) + "_" + rs(AN, 59))],
       host="api.github.com", hdr=H_bearer, path="/repos/")
vendor("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰",
       lambda: [_n("GITHUB_APP_ID", str(rint(100000, 999999))),
                _s("GITHUB_INSTALLATION_TOKEN", "ghs_" + rs(AN, 36))],
       host="api.github.com", hdr=H_bearer, path="/installation/repositories")
vendor("GitHub", "global", "GitHub OAuth token", "GitHub OAuth 토큰",
       lambda: [_s("GITHUB_OAUTH_TOKEN", "gho_" + rs(AN, 36))],
       host="api.github.com", hdr=H_bearer, path="/user")
vendor("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
       lambda: [_s("GITLAB_TOKEN", "glpat-" + rs(AN + "-_", 20))],
       host="gitlab.com", hdr=H_named("PRIVATE-TOKEN"), path="/api/v4/projects")
vendor("GitLab", "global", "GitLab runner authentication token", "GitLab 러너 인증 토큰",
       lambda: [_n("CI_SERVER_URL", "https://gitlab.%s" % pick(DOMAINS)),
                _s("RUNNER_TOKEN", "glrt-" + rs(AN + "-_", 20))])
vendor("Bitbucket", "global", "Bitbucket app password", "Bitbucket 앱 비밀번호",
       lambda: [_n("BITBUCKET_USERNAME", login()),
                _s("BITBUCKET_APP_PASSWORD", "ATBB" + rs(AN, 28) + rs(HEXU, 8))])
vendor("Atlassian", "global", "Atlassian API token", "Atlassian API 토큰",
       lambda: [_n("JIRA_EMAIL", email()),
                _s("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64U, rint(160, 180)) + "=" + rs(HEXU, 8))])
vendor("Slack", "global", "Slack bot token", "Slack 봇 토큰",
       lambda: [_s("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (rs(DG, rint(10, 13)), rs(DG, 13), rs(AN, 24)))],
       host="slack.com", hdr=H_bearer, path="/api/chat.postMessage")
vendor("Slack", "global", "Slack user token", "Slack 사용자 토큰",
       lambda: [_s("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (rs(DG, 11), rs(DG, 12), rs(DG, 13), rs(HEX, 32)))],
       host="slack.com", hdr=H_bearer, path="/api/users.list")
vendor("Slack", "global", "Slack app-level token", "Slack 앱 레벨 토큰",
       lambda: [_s("SLACK_APP_TOKEN", "xapp-1-A%s-%s-%s" % (rs(ANU, 10), rs(DG, 13), rs(HEX, 64)))])
vendor("Stripe", "global", "Stripe live secret key", "Stripe 라이브 시크릿 키",
       lambda: [_s("STRIPE_SECRET_KEY", "sk_live_51" + rs(AN, 97))],
       host="api.stripe.com", hdr=H_bearer, path="/v1/charges")
vendor("Stripe", "global", "Stripe restricted key", "Stripe 제한 키",
       lambda: [_s("STRIPE_RESTRICTED_KEY", "rk_live_" + rs(AN, 24))],
       host="api.stripe.com", hdr=H_bearer, path="/v1/refunds")
vendor("Stripe", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿",
       lambda: [_s("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(AN, 32))])
vendor("Twilio", "global", "Twilio auth token", "Twilio 인증 토큰",
       lambda: [_n("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32)),
                _s("TWILIO_AUTH_TOKEN", rs(HEX, 32))])
vendor("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
       lambda: [_s("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43))],
       host="api.sendgrid.com", hdr=H_bearer, path="/v3/mail/send")
vendor("Mailgun", "global", "Mailgun API key", "Mailgun API 키",
       lambda: [_n("MAILGUN_DOMAIN", "mg." + pick(DOMAINS)),
                _s("MAILGUN_API_KEY", "key-" + rs(HEX, 32))])
vendor("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키",
       lambda: [_s("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(rint(1, 21)))])
vendor("OpenAI", "global", "OpenAI project API key", "OpenAI 프로젝트 API 키",
       lambda: [_s("OPENAI_API_KEY", "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74))],
       host="api.openai.com", hdr=H_bearer, path="/v1/chat/completions")
vendor("OpenAI", "global", "OpenAI API key (legacy)", "OpenAI API 키(구형)",
       lambda: [_s("OPENAI_API_KEY", "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20))],
       host="api.openai.com", hdr=H_bearer, path="/v1/embeddings")
vendor("Anthropic", "global", "Anthropic API key", "Anthropic API 키",
       lambda: [_s("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64U, 93) + "AA")],
       host="api.anthropic.com", hdr=H_named("x-api-key"), path="/v1/messages")
vendor("Google", "global", "Google API key (server side)", "Google API 키(서버용)",
       lambda: [_s("GEMINI_API_KEY", "AIza" + rs(B64U, 35))])
vendor("Google", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
       lambda: [_n("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (rs(DG, 12), rs(ANL, 32))),
                _s("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28))])
vendor("Google", "global", "Google OAuth refresh token", "Google OAuth 리프레시 토큰",
       lambda: [_s("GOOGLE_REFRESH_TOKEN", "1//0" + rs(B64U, 99))])
vendor("Google", "global", "Google OAuth access token", "Google OAuth 액세스 토큰",
       lambda: [_s("GOOGLE_ACCESS_TOKEN", "ya29.a0" + rs(B64U, rint(180, 220)))],
       host="www.googleapis.com", hdr=H_bearer, path="/drive/v3/files")
vendor("Firebase", "global", "FCM legacy server key", "FCM 레거시 서버 키",
       lambda: [_s("FCM_SERVER_KEY", "AAAA" + rs(AN + "-_", 7) + ":APA91b" + rs(B64U, 134))],
       host="fcm.googleapis.com", hdr=H_named("Authorization", "key="), path="/fcm/send")
vendor("Azure", "global", "Azure AD client secret", "Azure AD 클라이언트 시크릿",
       lambda: [_n("AZURE_TENANT_ID", uuid4()), _n("AZURE_CLIENT_ID", uuid4()),
                _s("AZURE_CLIENT_SECRET", rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34))])
vendor("Azure", "global", "Azure storage account key", "Azure 스토리지 계정 키",
       lambda: [_n("AZURE_STORAGE_ACCOUNT", "st" + rs(ANL, 10)),
                _s("AZURE_STORAGE_KEY", b64(rb(64)))])
vendor("Azure", "global", "Azure OpenAI key", "Azure OpenAI 키",
       lambda: [_n("AZURE_OPENAI_ENDPOINT", "https://%s.openai.azure.com/" % rs(ANL, 8)),
                _s("AZURE_OPENAI_API_KEY", rs(HEX, 32))],
       hdr=H_named("api-key"))
vendor("Azure DevOps", "global", "Azure DevOps PAT", "Azure DevOps PAT",
       lambda: [_s("AZURE_DEVOPS_PAT", rs("abcdefghijklmnopqrstuvwxyz234567", 52))])
vendor("npm", "global", "npm access token", "npm 액세스 토큰",
       lambda: [_s("NPM_TOKEN", "npm_" + rs(AN, 36))])
vendor("PyPI", "global", "PyPI API token", "PyPI API 토큰",
       lambda: [_s("PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(150, 170)))])
vendor("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
       lambda: [_n("DOCKERHUB_USERNAME", login()), _s("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27))])
vendor("DigitalOcean", "global", "DigitalOcean API token", "DigitalOcean API 토큰",
       lambda: [_s("DIGITALOCEAN_TOKEN", "dop_v1_" + rs(HEX, 64))],
       host="api.digitalocean.com", hdr=H_bearer, path="/v2/droplets")
vendor("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
       lambda: [_n("SHOPIFY_SHOP", "%s.myshopify.com" % rs(ANL, 9)), _s("SHOPIFY_ACCESS_TOKEN", "shpat_" + rs(HEX, 32))],
       hdr=H_named("X-Shopify-Access-Token"), path="/admin/api/2024-10/orders.json")
vendor("Square", "global", "Square access token", "Square 액세스 토큰",
       lambda: [_s("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60))],
       host="connect.squareup.com", hdr=H_bearer, path="/v2/payments")
vendor("Datadog", "global", "Datadog API and application keys", "Datadog API/애플리케이션 키",
       lambda: [_s("DD_API_KEY", rs(HEX, 32)), _s("DD_APP_KEY", rs(HEX, 40)), _n("DD_SITE", pick(["datadoghq.com", "datadoghq.eu", "ap1.datadoghq.com"]))])
vendor("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키",
       lambda: [_s("NEW_RELIC_API_KEY", "NRAK-" + rs(ANU, 27))],
       host="api.newrelic.com", hdr=H_named("Api-Key"), path="/graphql")
vendor("Sentry", "global", "Sentry user auth token", "Sentry 사용자 인증 토큰",
       lambda: [_n("SENTRY_ORG", rs(ANL, 7)), _s("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64))],
       host="sentry.io", hdr=H_bearer, path="/api/0/projects/")
vendor("HashiCorp Vault", "global", "Vault service token", "Vault 서비스 토큰",
       lambda: [_n("VAULT_ADDR", "https://%s:8200" % host("vault")), _s("VAULT_TOKEN", "hvs.CAESI" + rs(B64U, 86))],
       hdr=H_named("X-Vault-Token"), path="/v1/secret/data/")
vendor("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰",
       lambda: [_s("TFE_TOKEN", rs(AN, 14) + ".atlasv1." + rs(AN, 67))],
       host="app.terraform.io", hdr=H_bearer, path="/api/v2/organizations")
vendor("Hugging Face", "global", "Hugging Face access token", "Hugging Face 액세스 토큰",
       lambda: [_s("HF_TOKEN", "hf_" + rs(UP + LO, 34))],
       host="huggingface.co", hdr=H_bearer, path="/api/whoami-v2")
vendor("Replicate", "global", "Replicate API token", "Replicate API 토큰",
       lambda: [_s("REPLICATE_API_TOKEN", "r8_" + rs(AN, 37))])
vendor("Groq", "global", "Groq API key", "Groq API 키",
       lambda: [_s("GROQ_API_KEY", "gsk_" + rs(AN, 52))],
       host="api.groq.com", hdr=H_bearer, path="/openai/v1/chat/completions")
vendor("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
       lambda: [_n("CF_ACCOUNT_ID", rs(HEX, 32)), _s("CLOUDFLARE_API_TOKEN", rs(B64U, 40))],
       host="api.cloudflare.com", hdr=H_bearer, path="/client/v4/zones")
vendor("Cloudflare", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키",
       lambda: [_n("CF_API_EMAIL", email()), _s("CF_API_KEY", rs(HEX, 37))],
       hdr=H_named("X-Auth-Key"))
vendor("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰",
       lambda: [_s("TELEGRAM_BOT_TOKEN", "%s:AA%s" % (rs(DG, rint(9, 10)), rs(B64U, 33)))])
vendor("Discord", "global", "Discord bot token", "Discord 봇 토큰",
       lambda: [_s("DISCORD_TOKEN", "%s.%s.%s" % (b64(str(rint(10 ** 17, 10 ** 18)).encode()).rstrip("="), rs(B64U, 6), rs(B64U, 38)))],
       host="discord.com", hdr=H_named("Authorization", "Bot "), path="/api/v10/users/@me")
vendor("Okta", "global", "Okta API token", "Okta API 토큰",
       lambda: [_n("OKTA_ORG_URL", "https://%s.okta.com" % rs(ANL, 8)), _s("OKTA_API_TOKEN", "00" + rs(B64U, 40))],
       hdr=H_named("Authorization", "SSWS "), path="/api/v1/users")
vendor("Postman", "global", "Postman API key", "Postman API 키",
       lambda: [_s("POSTMAN_API_KEY", "PMAK-%s-%s" % (rs(HEX, 24), rs(HEX, 34)))],
       host="api.getpostman.com", hdr=H_named("X-Api-Key"), path="/collections")
vendor("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰",
       lambda: [_n("GRAFANA_URL", "https://grafana.%s" % pick(DOMAINS)), _s("GRAFANA_TOKEN", "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8))],
       hdr=H_bearer, path="/api/dashboards/db")
vendor("Databricks", "global", "Databricks personal access token", "Databricks PAT",
       lambda: [_n("DATABRICKS_HOST", "https://adb-%s.%d.azuredatabricks.net" % (rs(DG, 16), rint(1, 19))), _s("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32))],
       hdr=H_bearer, path="/api/2.0/clusters/list")
vendor("Supabase", "global", "Supabase personal access token", "Supabase 개인 액세스 토큰",
       lambda: [_s("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEX, 40))])
vendor("Netlify", "global", "Netlify personal access token", "Netlify 개인 액세스 토큰",
       lambda: [_s("NETLIFY_AUTH_TOKEN", "nfp_" + rs(AN, 36))],
       host="api.netlify.com", hdr=H_bearer, path="/api/v1/sites")
vendor("Vercel", "global", "Vercel access token", "Vercel 액세스 토큰",
       lambda: [_n("VERCEL_ORG_ID", "team_" + rs(AN, 24)), _s("VERCEL_TOKEN", rs(AN, 24))],
       host="api.vercel.com", hdr=H_bearer, path="/v9/projects")
vendor("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰",
       lambda: [_s("DOPPLER_TOKEN", "dp.st.%s.%s" % (pick(["prd", "stg", "dev"]), rs(AN, 43)))])
vendor("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰",
       lambda: [_s("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40))])
vendor("age", "global", "age secret key", "age 비밀 키",
       lambda: [_s("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH32.upper(), 58))])
vendor("Airtable", "global", "Airtable personal access token", "Airtable 개인 액세스 토큰",
       lambda: [_n("AIRTABLE_BASE_ID", "app" + rs(AN, 14)), _s("AIRTABLE_TOKEN", "pat" + rs(AN, 14) + "." + rs(HEX, 64))],
       host="api.airtable.com", hdr=H_bearer, path="/v0/")
vendor("Notion", "global", "Notion integration token", "Notion 통합 토큰",
       lambda: [_s("NOTION_TOKEN", "ntn_" + rs(DG, 11) + rs(AN, 35))],
       host="api.notion.com", hdr=H_bearer, path="/v1/databases/")
vendor("Linear", "global", "Linear API key", "Linear API 키",
       lambda: [_s("LINEAR_API_KEY", "lin_api_" + rs(AN, 40))],
       host="api.linear.app", hdr=H_named("Authorization"), path="/graphql")
vendor("Figma", "global", "Figma personal access token", "Figma 개인 액세스 토큰",
       lambda: [_s("FIGMA_TOKEN", "figd_" + rs(B64U, 40))],
       host="api.figma.com", hdr=H_named("X-Figma-Token"), path="/v1/files/")
vendor("Dropbox", "global", "Dropbox short-lived access token", "Dropbox 단기 액세스 토큰",
       lambda: [_s("DROPBOX_ACCESS_TOKEN", "sl.B" + rs(B64U, rint(130, 140)))],
       host="api.dropboxapi.com", hdr=H_bearer, path="/2/files/list_folder")
vendor("Meta", "global", "Meta Graph API page access token", "Meta Graph API 페이지 액세스 토큰",
       lambda: [_s("FB_PAGE_ACCESS_TOKEN", "EAA" + pick(["G", "B", "J", "I"]) + rs(AN, rint(180, 200)))],
       host="graph.facebook.com", hdr=H_bearer, path="/v19.0/me/accounts")
vendor("Mapbox", "global", "Mapbox secret access token", "Mapbox 시크릿 액세스 토큰",
       lambda: [_s("MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + b64u(('%s","a":"%s"}' % (rs(ANL, 8), rs(ANL + DG, 25))).encode()) + "." + rs(B64U, 22))])
vendor("Algolia", "global", "Algolia admin API key", "Algolia 관리자 API 키",
       lambda: [_n("ALGOLIA_APP_ID", rs(ANU, 10)), _s("ALGOLIA_ADMIN_KEY", rs(HEX, 32))],
       hdr=H_named("X-Algolia-API-Key"), path="/1/indexes/")
vendor("Contentful", "global", "Contentful management token", "Contentful 관리 토큰",
       lambda: [_n("CONTENTFUL_SPACE_ID", rs(ANL, 12)), _s("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43))])
vendor("Braintree", "global", "Braintree access token", "Braintree 액세스 토큰",
       lambda: [_s("BRAINTREE_TOKEN", "access_token$production$%s$%s" % (rs(ANL, 16), rs(HEX, 32)))])
vendor("PayPal", "global", "PayPal REST client secret", "PayPal REST 클라이언트 시크릿",
       lambda: [_n("PAYPAL_CLIENT_ID", "A" + rs(B64U, 79)), _s("PAYPAL_CLIENT_SECRET", "E" + rs(B64U, 79))])
vendor("Shippo", "global", "Shippo live API token", "Shippo 라이브 API 토큰",
       lambda: [_s("SHIPPO_API_TOKEN", "shippo_live_" + rs(HEX, 40))],
       host="api.goshippo.com", hdr=H_named("Authorization", "ShippoToken "), path="/shipments/")
vendor("JFrog", "global", "Artifactory API key", "Artifactory API 키",
       lambda: [_n("ARTIFACTORY_USER", login()), _s("ARTIFACTORY_API_KEY", "AKCp" + rs(AN, 69))],
       hdr=H_named("X-JFrog-Art-Api"), path="/artifactory/api/repositories")
vendor("SonarQube", "global", "SonarQube user token", "SonarQube 사용자 토큰",
       lambda: [_n("SONAR_HOST_URL", "https://sonar.%s" % pick(DOMAINS)), _s("SONAR_TOKEN", "squ_" + rs(HEX, 40))])
vendor("CircleCI", "global", "CircleCI personal API token", "CircleCI 개인 API 토큰",
       lambda: [_s("CIRCLE_TOKEN", "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40))],
       host="circleci.com", hdr=H_named("Circle-Token"), path="/api/v2/me")
vendor("Buildkite", "global", "Buildkite API access token", "Buildkite API 액세스 토큰",
       lambda: [_s("BUILDKITE_API_TOKEN", "bkua_" + rs(HEX, 40))],
       host="api.buildkite.com", hdr=H_bearer, path="/v2/organizations")
vendor("Heroku", "global", "Heroku API key", "Heroku API 키",
       lambda: [_s("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58))],
       host="api.heroku.com", hdr=H_bearer, path="/apps")
vendor("Render", "global", "Render API key", "Render API 키",
       lambda: [_s("RENDER_API_KEY", "rnd_" + rs(AN, 32))],
       host="api.render.com", hdr=H_bearer, path="/v1/services")
vendor("Intercom", "global", "Intercom access token", "Intercom 액세스 토큰",
       lambda: [_s("INTERCOM_TOKEN", "dG9rOj" + rs(B64, 54) + "=")],
       host="api.intercom.io", hdr=H_bearer, path="/contacts")
vendor("Asana", "global", "Asana personal access token", "Asana 개인 액세스 토큰",
       lambda: [_s("ASANA_PAT", "2/%s/%s:%s" % (rs(DG, 16), rs(DG, 16), rs(HEX, 32)))],
       host="app.asana.com", hdr=H_bearer, path="/api/1.0/users/me")
vendor("PlanetScale", "global", "PlanetScale database password", "PlanetScale DB 비밀번호",
       lambda: [_n("DATABASE_HOST", "aws.connect.psdb.cloud"), _n("DATABASE_USERNAME", rs(ANL, 12)),
                _s("DATABASE_PASSWORD", "pscale_pw_" + rs(AN + "_", 43))])
vendor("Neon", "global", "Neon Postgres role password", "Neon Postgres 역할 비밀번호",
       lambda: [_n("PGHOST", "ep-%s-%s-%s.%s.aws.neon.tech" % (pick(["cool", "quiet", "bold", "misty"]), pick(["river", "sun", "wave", "leaf"]), rs(ANL, 8), pick(REGIONS))),
                _s("PGPASSWORD", "npg_" + rs(AN, 12))])
vendor("Cohere", "global", "Cohere API key", "Cohere API 키",
       lambda: [_s("CO_API_KEY", rs(AN, 40))],
       host="api.cohere.com", hdr=H_bearer, path="/v1/embed")
vendor("Perplexity", "global", "Perplexity API key", "Perplexity API 키",
       lambda: [_s("PERPLEXITY_API_KEY", "pplx-" + rs(AN, 48))],
       host="api.perplexity.ai", hdr=H_bearer, path="/chat/completions")
vendor("ElevenLabs", "global", "ElevenLabs API key", "ElevenLabs API 키",
       lambda: [_s("ELEVENLABS_API_KEY", "sk_" + rs(HEX, 48))],
       host="api.elevenlabs.io", hdr=H_named("xi-api-key"), path="/v1/voices")
vendor("Pinecone", "global", "Pinecone API key", "Pinecone API 키",
       lambda: [_s("PINECONE_API_KEY", "pcsk_" + rs(AN, 5) + "_" + rs(AN, 58))],
       hdr=H_named("Api-Key"))
vendor("LangSmith", "global", "LangSmith API key", "LangSmith API 키",
       lambda: [_n("LANGCHAIN_PROJECT", svc()), _s("LANGCHAIN_API_KEY", "lsv2_pt_" + rs(HEX, 32) + "_" + rs(HEX, 10))])
vendor("xAI", "global", "xAI API key", "xAI API 키",
       lambda: [_s("XAI_API_KEY", "xai-" + rs(AN, 80))],
       host="api.x.ai", hdr=H_bearer, path="/v1/chat/completions")
vendor("Twitch", "global", "Twitch client secret", "Twitch 클라이언트 시크릿",
       lambda: [_n("TWITCH_CLIENT_ID", rs(ANL, 30)), _s("TWITCH_CLIENT_SECRET", rs(ANL, 30))])
vendor("Zendesk", "global", "Zendesk API token", "Zendesk API 토큰",
       lambda: [_n("ZENDESK_SUBDOMAIN", rs(ANL, 8)), _n("ZENDESK_EMAIL", email()), _s("ZENDESK_API_TOKEN", rs(AN, 40))])

# --- Korean ---------------------------------------------------------------
vendor("Toss Payments", "korea", "Toss Payments live secret key", "토스페이먼츠 라이브 시크릿 키",
       lambda: [_s("TOSS_SECRET_KEY", "live_sk_" + rs(AN, 28))],
       host="api.tosspayments.com", hdr=H_basic_secret_colon, path="/v1/payments/confirm")
vendor("Toss Payments", "korea", "Toss Payments API-individual secret key", "토스페이먼츠 API 개별 연동 시크릿 키",
       lambda: [_s("TOSS_PAYMENTS_GSK", "live_gsk_" + rs(AN, 28))],
       host="api.tosspayments.com", hdr=H_basic_secret_colon, path="/v1/billing/authorizations/issue")
vendor("Kakao", "korea", "Kakao REST API key", "카카오 REST API 키",
       lambda: [_n("KAKAO_APP_ID", str(rint(100000, 1299999))), _s("KAKAO_REST_API_KEY", rs(HEX, 32))],
       host="dapi.kakao.com", hdr=H_named("Authorization", "KakaoAK "), path="/v2/local/search/address.json")
vendor("Kakao", "korea", "Kakao Admin key", "카카오 Admin 키",
       lambda: [_s("KAKAO_ADMIN_KEY", rs(HEX, 32))],
       host="kapi.kakao.com", hdr=H_named("Authorization", "KakaoAK "), path="/v1/user/ids")
vendor("Kakao", "korea", "Kakao Login client secret", "카카오 로그인 Client Secret",
       lambda: [_n("KAKAO_CLIENT_ID", rs(HEX, 32)), _s("KAKAO_CLIENT_SECRET", rs(AN, 32))])
vendor("KakaoPay", "korea", "KakaoPay secret key", "카카오페이 시크릿 키",
       lambda: [_n("KAKAOPAY_CID", "C%s" % rs(ANU, 9)), _s("KAKAOPAY_SECRET_KEY", pick(["PRD", "DEV"]) + rs(HEXU, 37))],
       host="open-api.kakaopay.com", hdr=H_named("Authorization", "SECRET_KEY "), path="/online/v1/payment/ready")
vendor("Naver Cloud Platform", "korea", "NCP API access key pair", "NCP API 인증키(Access Key/Secret Key)",
       lambda: [_s("NCP_ACCESS_KEY", rs(ANU, 20)), _s("NCP_SECRET_KEY", rs(AN, 40))])
vendor("Naver Developers", "korea", "Naver Open API client secret", "네이버 오픈 API Client Secret",
       lambda: [_n("NAVER_CLIENT_ID", rs(AN, 20)), _s("NAVER_CLIENT_SECRET", rs(AN, 10))],
       host="openapi.naver.com", hdr=H_named("X-Naver-Client-Secret"), path="/v1/search/blog.json")
vendor("NHN Cloud", "korea", "NHN Cloud user access key", "NHN Cloud User Access Key",
       lambda: [_s("NHN_USER_ACCESS_KEY_ID", rs(AN, 20)), _s("NHN_SECRET_ACCESS_KEY", rs(AN, 16))])
vendor("NHN Cloud", "korea", "NHN Cloud Notification secret key", "NHN Cloud Notification 시크릿 키",
       lambda: [_n("NHN_APP_KEY", rs(AN, 16)), _s("NHN_SECRET_KEY", rs(AN, 8))],
       hdr=H_named("X-Secret-Key"))
vendor("PortOne", "korea", "PortOne V2 API secret", "포트원 V2 API Secret",
       lambda: [_n("PORTONE_STORE_ID", "store-" + uuid4()), _s("PORTONE_API_SECRET", rs(AN, 80))],
       host="api.portone.io", hdr=H_named("Authorization", "PortOne "), path="/payments/")
vendor("PortOne", "korea", "Iamport REST API secret", "아임포트 REST API secret",
       lambda: [_s("IMP_KEY", rs(DG, 16)), _s("IMP_SECRET", rs(AN, 80))])
vendor("Solapi", "korea", "Solapi (CoolSMS) API key and secret", "솔라피(쿨에스엠에스) API Key/Secret",
       lambda: [_s("SOLAPI_API_KEY", "NCS" + rs(ANU, 13)), _s("SOLAPI_API_SECRET", rs(ANU, 32))])
vendor("Aligo", "korea", "Aligo SMS API key", "알리고 문자 API 키",
       lambda: [_n("ALIGO_USER_ID", rs(ANL, 8)), _s("ALIGO_API_KEY", rs(ANL, 32))])
vendor("NICEPAY", "korea", "NICEPAY secret key", "나이스페이 시크릿 키",
       lambda: [_n("NICEPAY_CLIENT_KEY", "R2_" + rs(HEX, 32)), _s("NICEPAY_SECRET_KEY", rs(HEX, 32))])
vendor("KG Inicis", "korea", "KG Inicis signKey", "KG이니시스 signKey",
       lambda: [_n("INICIS_MID", "INIpay" + rs(DG, 4)), _s("INICIS_SIGN_KEY", b64(rb(22)))])
vendor("Channel Talk", "korea", "Channel Talk access key and secret", "채널톡 Access Key/Secret",
       lambda: [_s("CHANNEL_ACCESS_KEY", rs(HEX, 24)), _s("CHANNEL_ACCESS_SECRET", rs(HEX, 32))],
       host="api.channel.io", hdr=H_named("x-access-secret"), path="/open/v5/users")
vendor("Sendbird", "korea", "Sendbird master API token", "Sendbird 마스터 API 토큰",
       lambda: [_n("SENDBIRD_APP_ID", uuid4().upper()), _s("SENDBIRD_API_TOKEN", rs(HEX, 40))],
       hdr=H_named("Api-Token"), path="/v3/users")
vendor("data.go.kr", "korea", "data.go.kr service key (encoded)", "공공데이터포털 인증키(Encoding)",
       lambda: [_s("DATA_GO_KR_SERVICE_KEY", pct(b64(rb(64))))])
vendor("Upbit", "korea", "Upbit Open API key pair", "업비트 Open API 키",
       lambda: [_s("UPBIT_ACCESS_KEY", rs(AN, 40)), _s("UPBIT_SECRET_KEY", rs(AN, 40))])
vendor("Bithumb", "korea", "Bithumb API connect/secret key", "빗썸 API Connect/Secret Key",
       lambda: [_s("BITHUMB_CONNECT_KEY", rs(HEX, 32)), _s("BITHUMB_SECRET_KEY", rs(HEX, 32))])
vendor("Cafe24", "korea", "Cafe24 app client secret", "카페24 앱 client secret",
       lambda: [_n("CAFE24_MALL_ID", rs(ANL, 8)), _n("CAFE24_CLIENT_ID", rs(AN, 22)), _s("CAFE24_CLIENT_SECRET", rs(AN, 22))])
# --- Japanese -------------------------------------------------------------
vendor("LINE", "japan", "LINE Messaging API channel access token", "LINE Messaging API 채널 액세스 토큰",
       lambda: [_s("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")],
       host="api.line.me", hdr=H_bearer, path="/v2/bot/message/push")
vendor("LINE", "japan", "LINE channel secret", "LINE 채널 시크릿",
       lambda: [_n("LINE_CHANNEL_ID", rs(DG, 10)), _s("LINE_CHANNEL_SECRET", rs(HEX, 32))])
vendor("PAY.JP", "japan", "PAY.JP live secret key", "PAY.JP 라이브 시크릿 키",
       lambda: [_s("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48))],
       host="api.pay.jp", hdr=H_basic_secret_colon, path="/v1/charges")
vendor("Chatwork", "japan", "Chatwork API token", "Chatwork API 토큰",
       lambda: [_n("CHATWORK_ROOM_ID", rs(DG, 9)), _s("CHATWORK_API_TOKEN", rs(HEX, 32))],
       host="api.chatwork.com", hdr=H_named("X-ChatWorkToken"), path="/v2/rooms")
vendor("Backlog", "japan", "Backlog API key", "Backlog API 키",
       lambda: [_n("BACKLOG_SPACE", rs(ANL, 8) + ".backlog.jp"), _s("BACKLOG_API_KEY", rs(AN, 64))])
vendor("kintone", "japan", "kintone API token", "kintone API 토큰",
       lambda: [_n("KINTONE_DOMAIN", rs(ANL, 8) + ".cybozu.com"), _n("KINTONE_APP_ID", str(rint(10, 999))), _s("KINTONE_API_TOKEN", rs(AN, 40))],
       hdr=H_named("X-Cybozu-API-Token"), path="/k/v1/records.json")
vendor("GMO Payment Gateway", "japan", "GMO-PG shop password", "GMO-PG 샵 패스워드",
       lambda: [_n("GMO_SHOP_ID", "tshop%08d" % rint(1, 99999999)), _s("GMO_SHOP_PASS", rs(ANL, 8))])
vendor("Sakura Cloud", "japan", "Sakura Cloud API access token secret", "사쿠라 클라우드 API 액세스 토큰 시크릿",
       lambda: [_s("SAKURACLOUD_ACCESS_TOKEN", uuid4()), _s("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(AN, 64))])
# --- Chinese --------------------------------------------------------------
vendor("Alibaba Cloud", "china", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey",
       lambda: [_s("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(AN, 18)), _s("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(AN, 30))])
vendor("Tencent Cloud", "china", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretId/SecretKey",
       lambda: [_s("TENCENTCLOUD_SECRET_ID", "AKID" + rs(AN, 32)), _s("TENCENTCLOUD_SECRET_KEY", rs(AN, 32))])
vendor("Huawei Cloud", "china", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK",
       lambda: [_s("HUAWEICLOUD_SDK_AK", rs(ANU, 20)), _s("HUAWEICLOUD_SDK_SK", rs(AN, 40))])
vendor("Baidu AI Cloud", "china", "Baidu AI Cloud API key/secret", "바이두 AI 클라우드 API Key/Secret",
       lambda: [_n("BAIDU_APP_ID", rs(DG, 8)), _s("BAIDU_API_KEY", rs(AN, 24)), _s("BAIDU_SECRET_KEY", rs(AN, 32))])
vendor("WeChat", "china", "WeChat Official Account AppSecret", "위챗 공식계정 AppSecret",
       lambda: [_n("WECHAT_APPID", "wx" + rs(HEX, 16)), _s("WECHAT_APPSECRET", rs(HEX, 32))])
vendor("DingTalk", "china", "DingTalk robot signing secret", "딩톡 로봇 서명 시크릿",
       lambda: [_s("DINGTALK_SECRET", "SEC" + rs(HEX, 64))])
vendor("Feishu", "china", "Feishu/Lark app secret", "Feishu/Lark 앱 시크릿",
       lambda: [_n("FEISHU_APP_ID", "cli_" + rs(HEX, 16)), _s("FEISHU_APP_SECRET", rs(AN, 32))])
vendor("Volcengine", "china", "Volcengine access key", "볼케이노 엔진 액세스 키",
       lambda: [_s("VOLC_ACCESSKEY", "AKLT" + rs(AN, 42)), _s("VOLC_SECRETKEY", b64(rb(45)))])
vendor("Qiniu", "china", "Qiniu AK/SK", "치니우 AK/SK",
       lambda: [_s("QINIU_ACCESS_KEY", rs(B64U, 40)), _s("QINIU_SECRET_KEY", rs(B64U, 40))])
# --- European -------------------------------------------------------------
vendor("Mollie", "europe", "Mollie live API key", "Mollie 라이브 API 키",
       lambda: [_s("MOLLIE_API_KEY", "live_" + rs(AN, 30))],
       host="api.mollie.com", hdr=H_bearer, path="/v2/payments")
vendor("Adyen", "europe", "Adyen API key", "Adyen API 키",
       lambda: [_n("ADYEN_MERCHANT_ACCOUNT", rs(UP, 6) + "ECOM"), _s("ADYEN_API_KEY", "AQE" + rs(B64, 100) + "=-" + rs(B64, 43) + "=-" + rs(AN, 12))],
       host="checkout-live.adyen.com", hdr=H_named("X-API-Key"), path="/v71/payments")
vendor("Klarna", "europe", "Klarna API credentials", "Klarna API 자격 증명",
       lambda: [_n("KLARNA_USERNAME", "K%06d_%s" % (rint(1, 999999), rs(HEX, 12))), _s("KLARNA_PASSWORD", "klarna_live_api_" + rs(B64U, 48))])
vendor("GoCardless", "europe", "GoCardless live access token", "GoCardless 라이브 액세스 토큰",
       lambda: [_s("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40))],
       host="api.gocardless.com", hdr=H_bearer, path="/payments")
vendor("Scaleway", "europe", "Scaleway API key", "Scaleway API 키",
       lambda: [_s("SCW_ACCESS_KEY", "SCW" + rs(ANU, 17)), _s("SCW_SECRET_KEY", uuid4()), _n("SCW_DEFAULT_PROJECT_ID", uuid4())])
vendor("OVHcloud", "europe", "OVHcloud application secret and consumer key", "OVHcloud 애플리케이션 시크릿/컨슈머 키",
       lambda: [_n("OVH_ENDPOINT", pick(["ovh-eu", "ovh-ca"])), _s("OVH_APPLICATION_SECRET", rs(AN, 32)), _s("OVH_CONSUMER_KEY", rs(AN, 32))])
vendor("Hetzner", "europe", "Hetzner Cloud API token", "Hetzner Cloud API 토큰",
       lambda: [_s("HCLOUD_TOKEN", rs(AN, 64))],
       host="api.hetzner.cloud", hdr=H_bearer, path="/v1/servers")
vendor("Vonage", "europe", "Vonage API secret", "Vonage API 시크릿",
       lambda: [_s("VONAGE_API_SECRET", rs(AN, 16))])
vendor("MessageBird", "europe", "MessageBird live access key", "MessageBird 라이브 액세스 키",
       lambda: [_s("MESSAGEBIRD_ACCESS_KEY", rs(AN, 25))],
       host="rest.messagebird.com", hdr=H_named("Authorization", "AccessKey "), path="/messages")
vendor("SumUp", "europe", "SumUp secret API key", "SumUp 시크릿 API 키",
       lambda: [_s("SUMUP_API_KEY", "sup_sk_" + rs(AN, 32))],
       host="api.sumup.com", hdr=H_bearer, path="/v0.1/me")
vendor("Exoscale", "europe", "Exoscale API key and secret", "Exoscale API 키/시크릿",
       lambda: [_s("EXOSCALE_API_KEY", "EXO" + rs(HEX, 24)), _s("EXOSCALE_API_SECRET", rs(B64U, 43))])
vendor("Yandex Cloud", "europe", "Yandex Cloud API key", "Yandex Cloud API 키",
       lambda: [_n("YC_FOLDER_ID", "b1g" + rs(ANL, 17)), _s("YC_API_KEY", "AQVN" + rs(B64U, 36))],
       host="llm.api.cloud.yandex.net", hdr=H_named("Authorization", "Api-Key "), path="/foundationModels/v1/completion")
vendor("Brevo", "europe", "Brevo (Sendinblue) API key", "Brevo(Sendinblue) API 키",
       lambda: [_s("BREVO_API_KEY", "xkeysib-" + rs(HEX, 64) + "-" + rs(AN, 16))],
       host="api.brevo.com", hdr=H_named("api-key"), path="/v3/smtp/email")
vendor("Mistral AI", "europe", "Mistral API key", "Mistral API 키",
       lambda: [_s("MISTRAL_API_KEY", rs(AN, 32))],
       host="api.mistral.ai", hdr=H_bearer, path="/v1/chat/completions")
vendor("DeepL", "europe", "DeepL API auth key", "DeepL API 인증 키",
       lambda: [_s("DEEPL_AUTH_KEY", uuid4() + ":fx")],
       host="api-free.deepl.com", hdr=H_named("Authorization", "DeepL-Auth-Key "), path="/v2/translate")
vendor("Spotify", "europe", "Spotify client secret", "Spotify 클라이언트 시크릿",
       lambda: [_n("SPOTIFY_CLIENT_ID", rs(HEX, 32)), _s("SPOTIFY_CLIENT_SECRET", rs(HEX, 32))])
vendor("Typeform", "europe", "Typeform personal access token", "Typeform 개인 액세스 토큰",
       lambda: [_s("TYPEFORM_TOKEN", "tfp_" + rs(AN, 44) + "_" + rs(AN, 14))],
       host="api.typeform.com", hdr=H_bearer, path="/forms")
vendor("Pipedrive", "europe", "Pipedrive API token", "Pipedrive API 토큰",
       lambda: [_s("PIPEDRIVE_API_TOKEN", rs(HEX, 40))])
vendor("Paddle", "europe", "Paddle live API key", "Paddle 라이브 API 키",
       lambda: [_s("PADDLE_API_KEY", "pdl_live_apikey_01" + rs(ANL + DG, 24) + "_" + rs(AN, 22) + "_" + rs(AN, 3))],
       host="api.paddle.com", hdr=H_bearer, path="/transactions")


def vendor_names():
    seen = []
    for v in VENDORS:
        if v["name"] not in seen:
            seen.append(v["name"])
    return seen


# ----------------------------------------------------------------------------
# passwords (human style, passphrases, punctuation-heavy, Korean keyboard, Hangul)
# ----------------------------------------------------------------------------
WORDS = ["sunflower", "harbor", "maple", "falcon", "orbit", "velvet", "tiger", "copper",
         "meadow", "glacier", "pepper", "lantern", "summit", "cobalt", "willow", "ember",
         "rocket", "pebble", "thunder", "saffron", "juniper", "marble", "nimbus", "otter",
         "quartz", "raven", "sparrow", "tundra", "walnut", "zephyr", "biscuit", "canyon",
         "dolphin", "fjord", "garnet", "hazel", "island", "jasmine", "kettle", "lotus",
         "mango", "nectar", "onyx", "papaya", "river", "salmon", "tulip", "violet"]
ROMAN_KO = ["saranghae", "haneul", "bada", "gangnam", "jeju", "minji", "dubu", "kimchi",
            "hangang", "sojuking", "bulgogi", "doyoon", "seoyeon", "busan", "namsan", "chingu"]
HANGUL_WORDS = ["우리집", "고양이", "바다", "하늘", "사랑해", "봄날", "강아지", "행복",
                "초코", "감자", "서울", "제주도", "별빛", "단풍", "민들레", "호랑이", "무지개",
                "커피", "떡볶이", "한강", "다람쥐", "여름밤", "눈사람", "햇살"]
SYM_SAFE = "!@#$%^&*-_=+.?~"
SYM_HEAVY = SYM_SAFE + ":;,/|<>()[]{}"
SHELL_BARE_OK = AN + "@#%^_.+=-!,:"
XML_BAD = "<>&\"'"

CHO_KEYS = ["r", "R", "s", "e", "E", "f", "a", "q", "Q", "t", "T", "d", "w", "W", "c", "z", "x", "v", "g"]
JUNG_KEYS = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np",
             "nl", "b", "m", "ml", "l"]
JONG_KEYS = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv",
             "fg", "a", "q", "qt", "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """Hangul typed with the IME switched off (2-set Korean layout on a QWERTY keyboard)."""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(CHO_KEYS[c // 588] + JUNG_KEYS[(c % 588) // 28] + JONG_KEYS[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def _cap(w):
    return w[0].upper() + w[1:]


def _leet(w):
    m = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(m.get(c, c) if chance(0.5) else c for c in w)


def pw_human():
    k = rint(0, 5)
    if k == 0:
        return _cap(pick(WORDS)) + str(rint(1985, 2025)) + pick("!@#$?.*")
    if k == 1:
        return pick(ROMAN_KO) + "%02d%02d" % (rint(1, 12), rint(1, 28)) + pick(["!", "!!", "@", "#", "^^"])
    if k == 2:
        return _cap(_leet(pick(WORDS))) + pick("_-.#") + _cap(pick(WORDS)) + str(rint(1, 99))
    if k == 3:
        return _cap(pick(WORDS)) + _cap(pick(WORDS)) + pick("#!%&") + str(rint(10, 9999))
    if k == 4:
        return pick(["Welcome", "Spring", "Winter", "Company", "Qwer", "Admin", "Hello"]) + pick(["@", "#", "!"]) + str(rint(2019, 2026)) + pick(["", "!", "Q1", "q3"])
    return pick(WORDS) + "." + pick(ROMAN_KO) + str(rint(100, 999)) + pick("!?")


def pw_passphrase():
    n = rint(3, 5)
    sep = pick(["-", "-", " ", ".", "_"])
    ws = [pick(WORDS) for _ in range(n)]
    if chance(0.4):
        ws = [_cap(w) for w in ws]
    s = sep.join(ws)
    if chance(0.5):
        s += sep + str(rint(2, 99))
    return s


def pw_punct():
    n = rint(14, 26)
    out = []
    for _ in range(n):
        out.append(pick(SYM_HEAVY) if chance(0.45) else pick(AN))
    return "".join(out)


def pw_kbd():
    w = pick(HANGUL_WORDS) + (pick(HANGUL_WORDS) if chance(0.5) else "")
    s = dubeolsik(w)
    return s + pick(["", "1", "12", "123", "1004", str(rint(10, 99))]) + pick(["!", "!!", "@", "#", "*", ""])


def pw_hangul():
    s = pick(HANGUL_WORDS) + pick(HANGUL_WORDS) + pick(["", "!", "@"]) + str(rint(1, 9999))
    if len(s) < 8:
        s += pick(["!@", "#2", "**", "ㅋㅋ", "^^"]) + str(rint(10, 99))
    return s


def pw_random():
    k = rint(0, 4)
    if k == 0:
        return rs(AN, rint(16, 32))
    if k == 1:
        return b64(rb(pick([18, 24, 32])))
    if k == 2:
        return rs(HEX, 32)
    if k == 3:
        cons, vow = "bcdfghjkmnprstvwxz", "aeiou"
        s = "".join(pick(cons).upper() if i == 0 else (pick(cons) if i % 2 == 0 else pick(vow)) for i in range(8))
        return s + str(rint(0, 9)) + pick(cons) + pick(vow) + pick(cons)
    return rs(AN, 6) + "-" + rs(AN, 6) + "-" + rs(AN, 6)


PW_STYLES = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation", pw_punct),
             ("korean-keyboard", pw_kbd), ("hangul", pw_hangul), ("generated", pw_random)]


def password(style=None, allowed=None, forbid="", minlen=8):
    """Draw a password of the given (or a random) style that satisfies the context."""
    for _ in range(200):
        if style is None:
            st, fn = pick(PW_STYLES)
        else:
            st, fn = [x for x in PW_STYLES if x[0] == style][0]
        p = fn()
        if len(p) < minlen:
            continue
        if allowed is not None and any(c not in allowed for c in p):
            continue
        if any(c in forbid for c in p):
            continue
        if p != p.strip() or "\\" in p or "`" in p or '"' in p or "'" in p:
            continue
        return st, p
    raise RuntimeError("password: no candidate")


def url_pw(p):
    """userinfo encoding as most URL builders write it."""
    return urllib.parse.quote(p, safe="!*()-._~")


def basic_blob(user, pw):
    return b64(("%s:%s" % (user, pw)).encode("utf-8"))


# ----------------------------------------------------------------------------
# key material
# ----------------------------------------------------------------------------
def _lines(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_ec():
    der = bytes.fromhex("30770201010420") + rb(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
    body = _lines(b64(der), 64)
    return "-----BEGIN EC PRIVATE KEY-----", body, "-----END EC PRIVATE KEY-----"


def pem_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rb(32)
    return "-----BEGIN PRIVATE KEY-----", [b64(der)], "-----END PRIVATE KEY-----"


def _ssh_str(b):
    return struct.pack(">I", len(b)) + b


def pem_openssh(comment):
    pub = rb(32)
    priv = rb(32)
    pubblob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    chk = rb(4)
    sec = chk + chk + _ssh_str(b"ssh-ed25519") + _ssh_str(pub) + _ssh_str(priv + pub) + _ssh_str(comment.encode())
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\x00" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"") +
            struct.pack(">I", 1) + _ssh_str(pubblob) + _ssh_str(sec))
    return "-----BEGIN OPENSSH PRIVATE KEY-----", _lines(b64(blob), 70), "-----END OPENSSH PRIVATE KEY-----"


def pem_rsa_partial(pkcs8=False):
    mod = bytes([0x80 | R.getrandbits(7)]) + rb(255)
    core = (bytes.fromhex("020100028201010000") + mod + bytes.fromhex("0203010001028201") + b"\x00" + rb(256)
            + b"\x02\x81\x81\x00" + rb(128) + b"\x02\x81\x81\x00" + rb(128) + rb(400))
    if pkcs8:
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a3") + core
        head, tail = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
    else:
        der = bytes.fromhex("308204a4") + core
        head, tail = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
    lines = _lines(b64(der), 64)
    k = rint(2, 4)
    return head, lines[:k], lines[-1][:rint(20, 60)] + "==", tail


def pgp_private_partial():
    pkt = bytes.fromhex("945804") + rb(4) + bytes.fromhex("16092b06010401da470f0101074007") + rb(32) + b"\x00" + rb(40)
    lines = _lines(b64(pkt + rb(90)), 64)
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----", lines[:3], "-----END PGP PRIVATE KEY BLOCK-----"


def wg_key():
    return b64(rb(32))


def totp_seed(n=None):
    return rs(B32, n or pick([16, 16, 32, 26]))


def jwt_token(payload, alg="HS256"):
    head = {"alg": alg, "typ": "JWT"}
    if alg == "RS256":
        head = {"alg": alg, "kid": rs(B64U, 20), "typ": "JWT"}
    h = b64u(json.dumps(head, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = b64u(rb(32 if alg == "HS256" else 256))
    return "%s.%s.%s" % (h, p, sig)


def jwt_payload(role=None):
    iat = rint(1735000000, 1760000000)
    p = {"sub": pick([uuid4(), str(rint(1000, 999999)), login()]), "iat": iat,
         "exp": iat + pick([900, 3600, 86400, 2592000])}
    if role:
        p["role"] = role
    if chance(0.5):
        p["iss"] = "https://auth.%s" % pick(DOMAINS)
    if chance(0.4):
        p["scope"] = pick(["read write", "admin", "orders:read orders:write", "openid profile email"])
    return p


def recovery_codes(kind):
    if kind == "github":
        return [rs(HEX, 5) + "-" + rs(HEX, 5) for _ in range(rint(6, 10))]
    if kind == "google":
        return ["%04d %04d" % (rint(0, 9999), rint(0, 9999)) for _ in range(rint(5, 10))]
    if kind == "gitlab":
        return [rs(HEX, 16) for _ in range(rint(4, 8))]
    if kind == "discord":
        return [rs(ANL, 4) + "-" + rs(ANL, 4) for _ in range(rint(5, 10))]
    if kind == "microsoft":
        return ["-".join(rs(ANU, 5) for _ in range(5))]
    if kind == "1password":
        a = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
        return ["A3-%s-%s-%s-%s-%s-%s" % (rs(a, 6), rs(a, 6), rs(a, 5), rs(a, 5), rs(a, 5), rs(a, 5))]
    if kind == "bitlocker":
        return ["-".join("%06d" % rint(0, 999999) for _ in range(8))]
    if kind == "apple":
        return ["-".join(rs(ANU, 4) for _ in range(7))]
    raise ValueError(kind)


# ----------------------------------------------------------------------------
# containers: render a list of (ENV_STYLE_KEY, value, is_secret) pairs as a snippet
# ----------------------------------------------------------------------------
def kstyle(k, style):
    parts = k.lower().split("_")
    if style == "env":
        return k
    if style == "snake":
        return k.lower()
    if style == "camel":
        return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])
    if style == "pascal":
        return "".join(p[:1].upper() + p[1:] for p in parts)
    if style == "kebab":
        return "-".join(parts)
    if style == "dot":
        return ".".join(parts)
    raise ValueError(style)


FILLERS = [("LOG_LEVEL", lambda: pick(["info", "debug", "warn"])), ("PORT", lambda: str(pick([3000, 8080, 8000, 9090, 5000]))),
           ("TIMEOUT_MS", lambda: str(pick([1500, 3000, 5000, 30000]))), ("NODE_ENV", lambda: pick(["production", "staging"])),
           ("REGION", lambda: pick(REGIONS)), ("FEATURE_NEW_CHECKOUT", lambda: pick(["true", "false"])),
           ("MAX_RETRIES", lambda: str(rint(2, 8))), ("SERVICE_NAME", svc), ("DB_HOST", lambda: host("db")),
           ("REDIS_URL", lambda: "redis://%s:6379/%d" % (host("redis"), rint(0, 3))), ("CALLBACK_URL", lambda: "https://%s/callback" % pick(DOMAINS)),
           ("SENTRY_ENVIRONMENT", lambda: pick(ENVS)), ("BATCH_SIZE", lambda: str(pick([50, 100, 500]))),
           ("TZ", lambda: pick(["Asia/Seoul", "UTC", "Asia/Tokyo", "Europe/Berlin"])), ("API_BASE_URL", lambda: "https://api.%s/v2" % pick(DOMAINS)),
           ("CACHE_TTL", lambda: str(pick([60, 300, 3600]))), ("WORKERS", lambda: str(rint(2, 16)))]


def with_fillers(pairs, lo=1, hi=4):
    """Mix non-secret settings around the given pairs so the secret lands at the start,
    middle or end."""
    out = list(pairs)
    names = [p[0] for p in out]
    for _ in range(rint(lo, hi)):
        k, f = pick(FILLERS)
        if k in names:
            continue
        names.append(k)
        out.insert(rint(0, len(out)), (k, f(), False))
    return out


def _q_env(v):
    if all(c in SHELL_BARE_OK for c in v):
        return pick([v, v, '"%s"' % v]) if "$" not in v else "'%s'" % v
    return "'%s'" % v


def c_dotenv(p, cx):
    lines = []
    if chance(0.5):
        lines.append("# %s (%s)" % (cx["svc"], cx["env"]))
    for k, v, _ in p:
        lines.append("%s=%s" % (k, _q_env(v)))
    return "\n".join(lines)


def c_export(p, cx):
    return "\n".join("export %s='%s'" % (k, v) if not all(c in SHELL_BARE_OK for c in v) or chance(0.5)
                     else "export %s=%s" % (k, v) for k, v, _ in p)


def c_inline(p, cx):
    cmd = pick(["npm run deploy", "./scripts/migrate.sh", "python manage.py sync_%s" % cx["svc"].replace("-", "_"),
                "go run ./cmd/worker", "make e2e", "node dist/index.js", "bundle exec rake jobs:work", "pnpm test:int"])
    return " ".join("%s=%s" % (k, _q_env(v)) for k, v, _ in p) + " " + cmd


def _yq(v):
    return '"%s"' % v


def c_yaml(p, cx):
    sec = cx["svc"].replace("-", "_")
    lines = ["%s:" % sec]
    for k, v, _ in p:
        lines.append("  %s: %s" % (kstyle(k, cx["ks"]), _yq(v) if (not v.isalnum() or chance(0.5)) else v))
    return "\n".join(lines)


def c_json(p, cx):
    d = {}
    for k, v, _ in p:
        d[kstyle(k, cx["ks"])] = v
    if chance(0.5):
        d = {cx["svc"]: d}
    return json.dumps(d, indent=2, ensure_ascii=False)


def c_toml(p, cx):
    lines = ["[%s]" % cx["svc"].replace("-", "_")]
    for k, v, _ in p:
        lines.append('%s = "%s"' % (kstyle(k, "snake"), v))
    return "\n".join(lines)


def c_ini(p, cx):
    lines = ["[%s]" % pick([cx["svc"], "default", cx["env"], "credentials"])]
    for k, v, _ in p:
        lines.append("%s = %s" % (kstyle(k, "snake"), v))
    return "\n".join(lines)


def c_properties(p, cx):
    pre = pick(["app", "spring.%s" % cx["svc"].split("-")[0], "integration", cx["svc"].replace("-", ".")])
    return "\n".join("%s.%s=%s" % (pre, kstyle(k, "kebab"), v) for k, v, _ in p)


def c_xml(p, cx):
    if chance(0.5):
        return "<appSettings>\n" + "\n".join('  <add key="%s" value="%s" />' % (kstyle(k, "pascal"), v) for k, v, _ in p) + "\n</appSettings>"
    return "<config>\n" + "\n".join("  <%s>%s</%s>" % (kstyle(k, "camel"), v, kstyle(k, "camel")) for k, v, _ in p) + "\n</config>"


def c_k8s_string(p, cx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s-secrets" % cx["svc"],
             "  namespace: %s" % cx["env"], "type: Opaque", "stringData:"]
    for k, v, _ in p:
        lines.append("  %s: %s" % (k, _yq(v)))
    return "\n".join(lines)


def c_k8s_data(p, cx):
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % cx["svc"], "type: Opaque", "data:"]
    for k, v, _ in p:
        lines.append("  %s: %s" % (k, v))
    return "\n".join(lines)


def c_compose(p, cx):
    lines = ["services:", "  %s:" % cx["svc"], "    image: %s/%s:%s" % (pick(["ghcr.io/acme", "registry.local", "123456789012.dkr.ecr.ap-northeast-2.amazonaws.com"]), cx["svc"], pick(["latest", "1.8.2", "sha-" + rs(HEX, 7)])),
             "    environment:"]
    if chance(0.5):
        for k, v, _ in p:
            lines.append("      - %s=%s" % (k, v))
    else:
        for k, v, _ in p:
            lines.append("      %s: %s" % (k, _yq(v)))
    return "\n".join(lines)


def c_dockerfile(p, cx):
    lines = ["FROM %s" % pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"]),
             "WORKDIR /app"]
    kw = pick(["ENV", "ARG"])
    for k, v, _ in p:
        lines.append("%s %s=%s" % (kw, k, _q_env(v)))
    lines.append(pick(["COPY . .", "RUN npm ci --omit=dev", "RUN pip install -r requirements.txt"]))
    return "\n".join(lines)


def c_gha(p, cx):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"]
    for k, v, _ in p:
        lines.append("      %s: %s" % (k, _yq(v)))
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./deploy.sh %s" % cx["env"]]
    return "\n".join(lines)


def c_gitlab(p, cx):
    lines = ["variables:"]
    for k, v, _ in p:
        lines.append("  %s: %s" % (k, _yq(v)))
    lines += ["", "deploy_%s:" % cx["env"], "  stage: deploy", "  script:", "    - ./ci/deploy.sh"]
    return "\n".join(lines)


def c_terraform(p, cx):
    name = pick(["integration", "app", cx["svc"].replace("-", "_")])
    lines = ['resource "kubernetes_secret" "%s" {' % name, "  metadata {", '    name = "%s"' % cx["svc"], "  }", "  data = {"]
    for k, v, _ in p:
        lines.append('    %s = "%s"' % (k.lower(), v))
    lines += ["  }", "}"]
    return "\n".join(lines)


def c_tfvars(p, cx):
    return "\n".join('%s = "%s"' % (k.lower(), v) for k, v, _ in p)


def c_systemd(p, cx):
    lines = ["[Service]", "User=%s" % pick(["app", "www-data", cx["svc"]])]
    for k, v, _ in p:
        lines.append('Environment="%s=%s"' % (k, v))
    lines.append("ExecStart=/opt/%s/bin/server" % cx["svc"])
    return "\n".join(lines)


def c_launch(p, cx):
    d = {"name": "Debug %s" % cx["svc"], "type": pick(["node", "python", "go"]), "request": "launch",
         "env": dict((k, v) for k, v, _ in p)}
    return json.dumps({"configurations": [d]}, indent=2, ensure_ascii=False)


def c_powershell(p, cx):
    return "\n".join('$env:%s = "%s"' % (k, v) for k, v, _ in p)


def c_cmd(p, cx):
    return "\n".join("set %s=%s" % (k, v) for k, v, _ in p)


def c_fish(p, cx):
    return "\n".join("set -gx %s '%s'" % (k, v) for k, v, _ in p)


def c_mdtable(p, cx):
    lines = ["| key | value |", "|---|---|"]
    for k, v, _ in p:
        lines.append("| %s | `%s` |" % (k, v))
    return "\n".join(lines)


def c_log(p, cx):
    t = ts_iso()
    if chance(0.5):
        d = dict((kstyle(k, "snake"), v) for k, v, _ in p)
        return '%sZ %s %s config loaded: %s' % (t, pick(["INFO", "DEBUG"]), cx["svc"], json.dumps(d, ensure_ascii=False))
    return "\n".join("%s.%03dZ DEBUG [%s] env %s=%s" % (t, rint(0, 999), cx["svc"], k, v) for k, v, _ in p)


def c_python(p, cx):
    if chance(0.5):
        return "import os\n\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v, _ in p)
    return "SETTINGS = {\n" + "\n".join('    "%s": "%s",' % (kstyle(k, "snake"), v) for k, v, _ in p) + "\n}"


def c_js(p, cx):
    kw = pick(["export const config", "const config", "module.exports"])
    sep = " = " if kw != "module.exports" else " = "
    return kw + sep + "{\n" + "\n".join('  %s: "%s",' % (kstyle(k, "camel"), v) for k, v, _ in p) + "\n};"


def c_go(p, cx):
    return "const (\n" + "\n".join('\t%s = "%s"' % (kstyle(k, "pascal"), v) for k, v, _ in p) + "\n)"


def c_java(p, cx):
    return "public final class %sConfig {\n" % kstyle(cx["svc"].replace("-", "_").upper(), "pascal") + "\n".join(
        '    static final String %s = "%s";' % (k, v) for k, v, _ in p) + "\n}"


def c_ruby(p, cx):
    return "\n".join('ENV["%s"] ||= "%s"' % (k, v) for k, v, _ in p)


def c_php(p, cx):
    return "<?php\n" + "\n".join("define('%s', '%s');" % (k, v) for k, v, _ in p)


def c_rust(p, cx):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v, _ in p)


def c_kotlin(p, cx):
    return "object Secrets {\n" + "\n".join('    const val %s = "%s"' % (k, v) for k, v, _ in p) + "\n}"


def c_csharp(p, cx):
    return "var opts = new ClientOptions\n{\n" + "\n".join('    %s = "%s",' % (kstyle(k, "pascal"), v) for k, v, _ in p) + "\n};"


def c_docker_run(p, cx):
    return "docker run --rm " + " ".join("-e %s=%s" % (k, _q_env(v)) for k, v, _ in p) + " %s:%s" % (cx["svc"], pick(["latest", "dev", "1.4.0"]))


def c_kubectl(p, cx):
    return "kubectl -n %s create secret generic %s " % (cx["env"], cx["svc"]) + " ".join(
        "--from-literal=%s=%s" % (k.lower(), _q_env(v)) for k, v, _ in p)


def c_cli_secret(p, cx):
    tool = pick(["heroku config:set", "fly secrets set", "railway variables --set", "dokku config:set %s" % cx["svc"]])
    return "%s %s" % (tool, " ".join("%s=%s" % (k, _q_env(v)) for k, v, _ in p))


def c_ansible(p, cx):
    return "---\n" + "\n".join("%s_%s: %s" % (cx["svc"].replace("-", "_"), k.lower(), _yq(v)) for k, v, _ in p)


def c_helm(p, cx):
    lines = ["%s:" % kstyle(cx["svc"].replace("-", "_").upper(), "camel"), "  env:"]
    for k, v, _ in p:
        lines += ["    - name: %s" % k, "      value: %s" % _yq(v)]
    return "\n".join(lines)


# name -> (renderer, forbidden characters in values, value encoder, fence language)
CONTAINERS = [
    ("dotenv", c_dotenv, "", None, "dotenv"), ("shell export", c_export, "", None, "bash"),
    ("inline env command", c_inline, "", None, "bash"), ("YAML", c_yaml, "", None, "yaml"),
    ("JSON", c_json, "", None, "json"), ("TOML", c_toml, "", None, "toml"), ("INI", c_ini, ";#", None, "ini"),
    ("properties", c_properties, "", None, "properties"), ("XML", c_xml, XML_BAD, None, "xml"),
    ("k8s Secret stringData", c_k8s_string, "", None, "yaml"),
    ("k8s Secret data (base64)", c_k8s_data, "", lambda v: b64(v.encode("utf-8")), "yaml"),
    ("docker-compose", c_compose, "", None, "yaml"), ("Dockerfile", c_dockerfile, "", None, "dockerfile"),
    ("GitHub Actions", c_gha, "", None, "yaml"), ("GitLab CI", c_gitlab, "", None, "yaml"),
    ("Terraform", c_terraform, "$%", None, "hcl"), ("tfvars", c_tfvars, "$%", None, "hcl"),
    ("systemd unit", c_systemd, "%$", None, "ini"), ("VS Code launch.json", c_launch, "", None, "json"),
    ("PowerShell", c_powershell, "$`", None, "powershell"), ("Windows cmd", c_cmd, "%^&<>|", None, "bat"),
    ("fish shell", c_fish, "", None, "fish"), ("markdown table", c_mdtable, "|`", None, None),
    ("log line", c_log, "", None, "text"), ("Python", c_python, "", None, "python"),
    ("JavaScript", c_js, "", None, "js"), ("Go", c_go, "", None, "go"), ("Java", c_java, "", None, "java"),
    ("Ruby", c_ruby, "#", None, "ruby"), ("PHP", c_php, "", None, "php"), ("Rust", c_rust, "", None, "rust"),
    ("Kotlin", c_kotlin, "$", None, "kotlin"), ("C#", c_csharp, "{}", None, "csharp"),
    ("docker run -e", c_docker_run, "", None, "bash"), ("kubectl --from-literal", c_kubectl, "", None, "bash"),
    ("PaaS config:set", c_cli_secret, "", None, "bash"), ("Ansible vars", c_ansible, "", None, "yaml"),
    ("Helm values", c_helm, "", None, "yaml"),
]
CONTAINER_DECK = Deck(list(range(len(CONTAINERS))))


def render_pairs(pairs, cx, container=None):
    """Render pairs with a container compatible with every value.
    Returns (container_name, text, written_secret_values, fence_lang)."""
    for _ in range(100):
        idx = container if container is not None else CONTAINER_DECK.draw()
        name, fn, forbid, enc, lang = CONTAINERS[idx]
        if any(c in forbid for _, v, _ in pairs for c in v):
            if container is not None:
                raise ValueError("container incompatible")
            continue
        if enc is not None:
            pp = [(k, enc(v), s) for k, v, s in pairs]
        else:
            pp = list(pairs)
        cx = dict(cx)
        cx.setdefault("ks", pick(["snake", "camel", "snake", "kebab"]))
        text = fn(pp, cx)
        written = [v for _, v, s in pp if s]
        return name, text, written, lang
    raise RuntimeError("no compatible container")


def fence(text, lang=None):
    k = rint(0, 9)
    if k < 6:
        return "```%s\n%s\n```" % (lang or "", text)
    if k < 8:
        return text
    return "\n".join("    " + ln for ln in text.split("\n"))


# ----------------------------------------------------------------------------
# prose helpers
# ----------------------------------------------------------------------------
PROBLEMS = [("got 401 Unauthorized", "401 Unauthorized가 났다"),
            ("kept failing with 403", "계속 403으로 실패했다"),
            ("timed out during auth", "인증 단계에서 타임아웃이 났다"),
            ("failed the smoke test", "스모크 테스트에서 실패했다"),
            ("returned invalid_client", "invalid_client를 반환했다"),
            ("crashed on startup with an auth error", "기동 직후 인증 에러로 죽었다"),
            ("was rejected with 'invalid api key'", "'invalid api key'로 거절됐다"),
            ("worked locally but not in CI", "로컬에선 되는데 CI에서만 실패했다"),
            ("started returning 429 and then 401", "429 뒤에 401을 반환하기 시작했다")]
TASKS = [("migrating {svc} to the new cluster", "{svc}를 새 클러스터로 옮기다가"),
         ("fixing the nightly {svc} job", "{svc} 야간 배치를 고치다가"),
         ("rotating credentials for {svc}", "{svc} 자격 증명을 교체하다가"),
         ("setting up {svc} in {env}", "{env}에 {svc}를 세팅하다가"),
         ("debugging the {env} deploy of {svc}", "{svc} {env} 배포를 디버깅하다가"),
         ("upgrading the SDK in {svc}", "{svc}의 SDK를 올리다가"),
         ("reviewing PR #{pr} for {svc}", "{svc} PR #{pr}을 리뷰하다가"),
         ("moving {svc} onto the shared CI runners", "{svc}를 공용 CI 러너로 옮기다가"),
         ("writing the runbook for {svc}", "{svc} 런북을 작성하다가")]
FILES_BY_CONTAINER = {
    "dotenv": [".env", ".env.{env_en}", ".env.local", "deploy/{env_en}.env"],
    "shell export": ["scripts/env.sh", ".envrc", "~/.bashrc on the bastion", "ops/{env_en}-env.sh"],
    "inline env command": ["the README quick-start", "Makefile", "docs/run-local.md", "the cron line"],
    "YAML": ["config/{env_en}.yaml", "config/settings.yml", "conf/{svc}.yaml"],
    "JSON": ["config/{env_en}.json", "appsettings.Production.json", "secrets.json", "config.local.json"],
    "TOML": ["config.toml", "settings/{env_en}.toml", "Rocket.toml"],
    "INI": ["config.ini", "settings.cfg", "{svc}.ini"],
    "properties": ["application-{env_en}.properties", "gradle.properties", "config/app.properties"],
    "XML": ["Web.config", "App.config", "config/{svc}.xml"],
    "k8s Secret stringData": ["k8s/{svc}/secret.yaml", "manifests/{env_en}/secret.yaml"],
    "k8s Secret data (base64)": ["k8s/{svc}/secret.yaml", "base/secret.yaml"],
    "docker-compose": ["docker-compose.yml", "docker-compose.override.yml", "compose.{env_en}.yaml"],
    "Dockerfile": ["Dockerfile", "docker/{svc}.Dockerfile"],
    "GitHub Actions": [".github/workflows/deploy.yml", ".github/workflows/nightly.yml"],
    "GitLab CI": [".gitlab-ci.yml", "ci/deploy.gitlab-ci.yml"],
    "Terraform": ["terraform/{env_en}/secrets.tf", "infra/main.tf"],
    "tfvars": ["terraform/{env_en}.tfvars", "infra/terraform.tfvars"],
    "systemd unit": ["/etc/systemd/system/{svc}.service"],
    "VS Code launch.json": [".vscode/launch.json"],
    "PowerShell": ["deploy.ps1", "scripts/setup-dev.ps1"],
    "Windows cmd": ["run-local.bat", "setenv.cmd"],
    "fish shell": ["~/.config/fish/config.fish"],
    "markdown table": ["the wiki page", "docs/handover.md", "the Notion page"],
    "log line": ["the pod log", "CloudWatch", "the Loki query result", "journalctl output"],
    "Python": ["settings.py", "{svc}/config.py", "conftest.py"],
    "JavaScript": ["src/config.js", "next.config.js", "config/default.js"],
    "Go": ["internal/config/keys.go", "cmd/{svc}/main.go"],
    "Java": ["src/main/java/com/acme/Config.java"],
    "Ruby": ["config/initializers/keys.rb"],
    "PHP": ["config/constants.php", "wp-config.php"],
    "Rust": ["src/secrets.rs"],
    "Kotlin": ["app/src/main/java/Secrets.kt"],
    "C#": ["Program.cs", "Startup.cs"],
    "docker run -e": ["the deploy script", "scripts/run.sh", "the runbook"],
    "kubectl --from-literal": ["the runbook", "ops/bootstrap.sh", "shell history"],
    "PaaS config:set": ["shell history", "the release checklist"],
    "Ansible vars": ["group_vars/{env_en}.yml", "roles/{svc}/defaults/main.yml"],
    "Helm values": ["charts/{svc}/values-{env_en}.yaml", "values.yaml"],
}


def base_ctx(lang):
    e = rint(0, len(ENVS) - 1)
    d = {"svc": svc(), "env_en": ENVS[e], "env": ENVS[e] if lang == "en" else pick([ENVS[e], ENVS_KO[e]]),
         "who": person(lang), "repo": pick(REPOS), "pr": str(rint(100, 4999)), "sm": pick(SECRET_MANAGERS),
         "branch": pick(BRANCHES), "host": host(), "dom": pick(DOMAINS),
         "file": T(lang, pick(["the ticket", "chat", "the wiki"]), pick(["티켓", "채팅방", "위키"]))}
    pr = pick(PROBLEMS)
    d["problem"] = pr[0] if lang == "en" else pr[1]
    tk = pick(TASKS)
    d["task"] = (tk[0] if lang == "en" else fix_josa(tk[1], d)).format(**d)
    return d


_JOSA_RE = _re.compile(r"\{(\w+)\}(을|를|이|가|은|는|과|와|으로|로)(?![가-힣])")
_JOSA = {"을": ("을", "를"), "를": ("을", "를"), "이": ("이", "가"), "가": ("이", "가"),
         "은": ("은", "는"), "는": ("은", "는"), "과": ("과", "와"), "와": ("과", "와"),
         "으로": ("으로", "로"), "로": ("으로", "로")}


def _batchim(word):
    """(has final consonant, final is rieul) for the last pronounced character."""
    w = word.rstrip(" `'\")").strip()
    if not w:
        return False, False
    c = w[-1]
    o = ord(c) - 0xAC00
    if 0 <= o < 11172:
        j = o % 28
        return j != 0, j == 8
    if c in "0136781":
        return True, c in "178"
    if c.lower() in "lmn" or w.lower().endswith("ng"):
        return True, c.lower() == "l"
    return False, False


def josa(word, p):
    has, rieul = _batchim(word)
    a, b = _JOSA[p]
    if a == "으로":
        return "로" if (not has or rieul) else "으로"
    return a if has else b


def fix_josa(tpl, d):
    def sub(m):
        name, p = m.group(1), m.group(2)
        if name not in d:
            return m.group(0)
        return "{%s}%s" % (name, josa(str(d[name]), p))
    return _JOSA_RE.sub(sub, tpl)


def F(pool, lang, d):
    t = pick(pool)
    s = t[0] if lang == "en" else fix_josa(t[1], d)
    return s.format(**d)


def file_for(container, d):
    return pick(FILES_BY_CONTAINER.get(container, ["the config"])).format(**d)


def dedupe(xs):
    out = []
    for x in xs:
        if x not in out:
            out.append(x)
    return out


class Retry(Exception):
    pass


def mk(category, mc, ls, ask, secrets):
    return {"category": category, "fields": {"missing_context": mc.strip(), "lesson": ls.strip(),
                                             "ask_next_time": ask.strip()},
            "secrets": dedupe(secrets)}


VENDOR_DECK = Deck(list(range(len(VENDORS))))
CLEAN_VENDOR_DECK = Deck(list(range(len(VENDORS))))


VMETA = []  # per vendor shape: (number of secret items, longest secret), filled by init_meta()


def init_meta():
    del VMETA[:]
    for v in VENDORS:
        items = v["make"]()
        sec = [val for _, val, s in items if s]
        VMETA.append((len(sec), max(len(x) for x in sec)))


# ----------------------------------------------------------------------------
# SECRET templates.  Each returns mk(category, mc, lesson, ask, secrets).
# ----------------------------------------------------------------------------
VC_MC_SNIP = [
    ("While {task}, the {vendor} calls {problem}. {file} had:\n{snip}",
     "{task} {vendor} 호출이 {problem}. {file} 내용:\n{snip}"),
    ("{who} asked me to hook {svc} up to {vendor}; I didn't know where the credentials lived. They were in {file}:\n{snip}",
     "{who}이 {svc}를 {vendor}에 연동해 달라고 했는데 자격 증명 위치를 몰랐다. {file}에 있었음:\n{snip}"),
    ("I didn't realise {file} is committed to {repo}. It already holds a live {desc}:\n{snip}",
     "{file}이 {repo} 레포에 커밋되는 파일인 줄 몰랐다. 이미 실제 {desc}가 들어 있다:\n{snip}"),
    ("Integration tests for {svc} were hitting the real {vendor} API because {file} carries the {env} credentials:\n{snip}",
     "{svc} 통합 테스트가 실제 {vendor} API를 호출하고 있었다. {file}에 {env} 자격 증명이 그대로 있음:\n{snip}"),
    ("{snip}\nThat is what {who} pasted from {file} when {svc} {problem} in {env}.",
     "{snip}\n{env}에서 {svc}가 {problem}고 해서 {who}이 {file}에서 붙여 준 내용."),
    ("Context I lacked: {svc} reads its {vendor} settings from {file}, not from the environment. Current contents:\n{snip}",
     "몰랐던 점: {svc}는 {vendor} 설정을 환경변수가 아니라 {file}에서 읽는다. 현재 내용:\n{snip}"),
    ("The {env} deploy of {svc} {problem}. Diffing {file} against the last good release showed the {desc} had changed:\n{snip}",
     "{svc} {env} 배포가 {problem}. 마지막 정상 릴리스와 {file}을 비교해 보니 {desc}가 바뀌어 있었다:\n{snip}"),
    ("Needed the {vendor} credentials for {env}. Per {who} they are these ({file}):\n{snip}\nI had been looking in {sm} instead.",
     "{env}용 {vendor} 자격 증명이 필요했다. {who} 말로는 이것({file}):\n{snip}\n나는 {sm}만 뒤지고 있었다."),
]
VC_MC_PLAIN = [
    ("While {task}, the {vendor} integration {problem} and I could not tell which credentials {svc} used in {env}.",
     "{task} {vendor} 연동이 {problem}. {env}에서 {svc}가 어떤 자격 증명을 쓰는지 알 수 없었다."),
    ("{who} said the {desc} had been rotated but not where the new one was stored.",
     "{who}이 {desc}를 교체했다고만 하고 새 값이 어디 있는지는 말하지 않았다."),
    ("I assumed {svc} pulled its {vendor} credentials from {sm}; it does not, it reads {file}.",
     "{svc}가 {vendor} 자격 증명을 {sm}에서 가져온다고 생각했는데 아니었다. {file}을 읽는다."),
    ("The {env} smoke test for {svc} {problem}; I did not know the key lived in a file rather than in CI variables.",
     "{svc} {env} 스모크 테스트가 {problem}. 키가 CI 변수가 아니라 파일에 있다는 걸 몰랐다."),
]
VC_LS_SNIP = [
    ("The working {file} for {env}:\n{snip}\nRestart {svc} after editing it; the file is only read at boot.",
     "{env}에서 동작하는 {file}:\n{snip}\n수정 후 {svc} 재시작 필요. 부팅 시에만 읽는다."),
    ("Found it in {file} on {branch}:\n{snip}\nNext time grep the repo for {key} before asking.",
     "{branch} 브랜치의 {file}에 있었다:\n{snip}\n다음엔 묻기 전에 레포에서 {key}부터 grep할 것."),
    ("{vendor} credentials are per environment. For {env} this is the set that works:\n{snip}",
     "{vendor} 자격 증명은 환경별로 다르다. {env}에서 동작하는 값:\n{snip}"),
    ("{snip}\n^ this is the block {svc} needs; keep the key names exactly as shown, the loader is case-sensitive.",
     "{snip}\n^ {svc}에 필요한 블록. 로더가 대소문자를 구분하니 키 이름을 그대로 둘 것."),
]
VC_LS_PLAIN = [
    ("{vendor} rejects a key from another environment with the same error as a revoked key; check which environment the key was issued for ({env}?) first.",
     "{vendor}는 다른 환경의 키도 폐기된 키와 같은 에러로 거절한다. 먼저 키가 어느 환경({env}) 것인지 확인할 것."),
    ("Move {key} into {sm} and load it at runtime; keeping it in {file} means it lands in git.",
     "{key}는 {sm}로 옮기고 런타임에 읽게 할 것. {file}에 두면 git에 들어간다."),
    ("{svc} caches the {vendor} client for the whole process, so a rotated key needs a restart, not a config reload.",
     "{svc}는 {vendor} 클라이언트를 프로세스 전체에서 캐시하므로 키 교체 후엔 설정 리로드가 아니라 재시작이 필요하다."),
    ("Check key scope and clock skew before assuming the {desc} is wrong; both give the same {vendor} error.",
     "{desc}가 틀렸다고 단정하기 전에 키 권한 범위와 서버 시간 오차부터 볼 것. {vendor} 에러 메시지가 똑같다."),
]
VC_ASK = [
    ("", ""),
    ("Should {svc} in {env} keep using the {desc} from {file}, or will you move it to {sm}?",
     "{env}의 {svc}가 {file}의 {desc}를 계속 써도 되나요, 아니면 {sm}로 옮기실 건가요?"),
    ("Is {s0} still the active {vendor} key for {env}, or was it rotated?",
     "{s0} 이 값이 아직 {env}에서 유효한 {vendor} 키인가요, 교체됐나요?"),
    ("Can you confirm {key}={s0} is the {env} value and not the sandbox one?",
     "{key}={s0} 이게 샌드박스가 아니라 {env} 값이 맞는지 확인해 주실 수 있나요?"),
    ("Which {vendor} account should {svc} use in {env}?",
     "{env}에서 {svc}는 어느 {vendor} 계정을 써야 하나요?"),
    ("Do you want me to revoke the key that was committed to {file}?",
     "{file}에 커밋된 키를 폐기할까요?"),
]


def vendor_draw(pred=None, deck=None):
    deck = deck or VENDOR_DECK
    v = VENDORS[deck.draw_where(pred) if pred else deck.draw()]
    return v, v["make"]()


def s_vendor_config(lang):
    d = base_ctx(lang)
    v, items = vendor_draw()
    pairs = with_fillers(items, 0, 4)
    cname, text, written, flang = render_pairs(pairs, {"svc": d["svc"], "env": d["env_en"]})
    d.update(vendor=v["name"], desc=v[lang], file=file_for(cname, d), snip=fence(text, flang),
             key=[k for k, _, s in items if s][0], s0=written[0])
    if chance(0.6):
        mc, ls = F(VC_MC_SNIP, lang, d), F(VC_LS_PLAIN, lang, d)
    else:
        mc, ls = F(VC_MC_PLAIN, lang, d), F(VC_LS_SNIP, lang, d)
    ask = F(VC_ASK, lang, d)
    return mk("token: %s in %s" % (v["en"], cname), mc, ls, ask, written)


CODE_SNIPS = [
    ("python", 'headers = {{"{hname}": "{hval}"}}\nresp = requests.{m}("https://{host}{path}", headers=headers, timeout=10)'),
    ("js", 'const res = await fetch("https://{host}{path}", {{\n  method: "{M}",\n  headers: {{ "{hname}": "{hval}" }},\n}});'),
    ("go", 'req, _ := http.NewRequest("{M}", "https://{host}{path}", nil)\nreq.Header.Set("{hname}", "{hval}")'),
    ("java", 'HttpRequest req = HttpRequest.newBuilder(URI.create("https://{host}{path}"))\n    .header("{hname}", "{hval}")\n    .build();'),
    ("ruby", 'conn = Faraday.new(url: "https://{host}")\nconn.headers["{hname}"] = "{hval}"'),
    ("php", '$ch = curl_init("https://{host}{path}");\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ["{hname}: {hval}"]);'),
    ("csharp", 'client.DefaultRequestHeaders.Add("{hname}", "{hval}");\nvar res = await client.GetAsync("https://{host}{path}");'),
    ("kotlin", 'val req = Request.Builder().url("https://{host}{path}")\n    .addHeader("{hname}", "{hval}").build()'),
    ("rust", 'let res = client.get("https://{host}{path}")\n    .header("{hname}", "{hval}")\n    .send().await?;'),
    ("swift", 'var req = URLRequest(url: URL(string: "https://{host}{path}")!)\nreq.setValue("{hval}", forHTTPHeaderField: "{hname}")'),
]
CTOR_SNIPS = [
    ("python", 'client = {cls}(api_key="{tok}")'),
    ("python", '{var} = os.getenv("{key}", "{tok}")  # fallback for local runs'),
    ("js", 'const client = new {cls}({{ apiKey: "{tok}" }});'),
    ("js", "const {var} = process.env.{key} ?? \"{tok}\";"),
    ("go", 'client := {pkg}.NewClient("{tok}")'),
    ("java", '{cls} client = new {cls}("{tok}");'),
    ("ruby", '{cls}.configure do |c|\n  c.api_key = "{tok}"\nend'),
    ("php", '$client = new {cls}(\'{tok}\');'),
    ("csharp", 'services.AddSingleton(new {cls}("{tok}"));'),
    ("kotlin", 'private val {var} = System.getenv("{key}") ?: "{tok}"'),
    ("bash", '{var}="${{{key}:-{tok}}}"'),
]
VCODE_MC = [
    ("{task}: the {vendor} client {problem}. The call site in {cfile}:\n{snip}",
     "{task} {vendor} 클라이언트가 {problem}. {cfile}의 호출부:\n{snip}"),
    ("Did not know {svc} hard-codes its {desc}. {cfile}:\n{snip}",
     "{svc}가 {desc}를 코드에 하드코딩하고 있는 줄 몰랐다. {cfile}:\n{snip}"),
    ("{snip}\nThis snippet from {cfile} is why rotating the key in {sm} changed nothing for {svc}.",
     "{snip}\n{cfile}의 이 코드 때문에 {sm}에서 키를 바꿔도 {svc}에는 반영되지 않았다."),
    ("{who} pointed me at {cfile} when the {env} job {problem}:\n{snip}",
     "{env} 잡이 {problem}고 하자 {who}이 {cfile}을 보라고 했다:\n{snip}"),
]
VCODE_LS = [
    ("Hard-coded fallbacks win over the env var in {svc} because the constant is read first. Remove the literal and fail fast when {key} is unset.",
     "{svc}에선 하드코딩된 fallback이 환경변수보다 먼저 읽힌다. 리터럴을 지우고 {key}가 없으면 바로 실패하게 할 것."),
    ("The {vendor} SDK ignores {key} once a key is passed to the constructor; pass nothing and let it read the environment.",
     "{vendor} SDK는 생성자에 키를 넘기면 {key}를 무시한다. 아무것도 넘기지 말고 환경변수를 읽게 할 것."),
    ("Search for the vendor prefix across the monorepo before rotating; {svc} had a second copy of the {desc} in code.",
     "키 교체 전에 모노레포 전체에서 검색할 것. {svc} 코드에 {desc} 사본이 하나 더 있었다."),
    ("Tests must use a mocked {vendor} client; the literal key in {cfile} made CI call production.",
     "테스트는 {vendor} 클라이언트를 목으로 써야 한다. {cfile}의 리터럴 키 때문에 CI가 운영을 호출했다."),
]
VCODE_ASK = [
    ("", ""), ("Can I delete the hard-coded key from {cfile} and rely on {key} only?",
               "{cfile}의 하드코딩 키를 지우고 {key}만 쓰게 해도 될까요?"),
    ("The literal in {cfile} is {s0}; is that the production key or a leftover test key?",
     "{cfile}의 리터럴 값이 {s0} 인데, 운영 키인가요 아니면 남은 테스트 키인가요?"),
    ("Should the {vendor} key be per-environment for {svc}?", "{svc}의 {vendor} 키를 환경별로 나눠야 할까요?"),
]
CODE_FILES = {"python": ["app/clients.py", "{svc}/integrations.py", "scripts/backfill.py"],
              "js": ["src/lib/api.ts", "server/routes/{svc}.js", "lib/client.mjs"],
              "go": ["internal/client/client.go", "cmd/{svc}/main.go"], "java": ["src/main/java/com/acme/ApiClient.java"],
              "ruby": ["app/services/sync_job.rb", "config/initializers/client.rb"], "php": ["app/Services/Gateway.php"],
              "csharp": ["Services/ApiClient.cs"], "kotlin": ["app/src/main/java/net/ApiModule.kt"],
              "rust": ["src/client.rs"], "swift": ["Sources/App/APIClient.swift"], "bash": ["scripts/sync.sh", "bin/deploy"]}


def s_vendor_code(lang):
    d = base_ctx(lang)
    v, items = vendor_draw()
    secrets = [val for _, val, s in items if s]
    key = [k for k, _, s in items if s][0]
    tok = [val for k, val, s in items if s][0]
    extra = []
    if v["hdr"] is not None and len(secrets) == 1 and chance(0.6):
        line, extra = v["hdr"](tok)
        hname, hval = line.split(": ", 1)
        lang_c, tpl = pick(CODE_SNIPS)
        code = tpl.format(hname=hname, hval=hval, host=v["host"] or ("api." + d["dom"]), path=v["path"],
                          m=pick(["get", "post"]), M=pick(["GET", "POST"]))
        written = extra if extra else [tok]
        cat = "code: %s as %s header in %s" % (v["en"], hname, lang_c)
    else:
        lang_c, tpl = pick(CTOR_SNIPS)
        cls = v["name"].replace(" ", "").replace(".", "").replace("-", "") + pick(["Client", "Api", "Sdk"])
        var = kstyle(key, "camel") if lang_c not in ("bash",) else key
        code = tpl.format(cls=cls, tok=tok, key=key, var=var, pkg=cls.lower())
        others = [(k, val, s) for k, val, s in items if s and val != tok]
        if others:
            fmt = {"js": 'const %s = "%s";', "go": '%s := "%s"', "java": 'String %s = "%s";', "csharp": 'var %s = "%s";',
                   "kotlin": 'val %s = "%s"', "php": "$%s = '%s';", "bash": '%s="%s"', "ruby": '%s = "%s"', "python": '%s = "%s"'}[lang_c]
            style = "camel" if lang_c in ("js", "go", "java", "csharp", "kotlin") else "snake"
            code += "\n" + "\n".join(fmt % (kstyle(k, style) if lang_c != "bash" else k, val) for k, val, _ in others)
        written = secrets
        cat = "code: %s literal in %s" % (v["en"], lang_c)
    if lang_c in ("kotlin", "bash") and "$" in tok:
        raise Retry()
    d.update(vendor=v["name"], desc=v[lang], key=key, s0=written[0],
             cfile=pick(CODE_FILES[lang_c]).format(**d), snip=fence(code, lang_c))
    return mk(cat, F(VCODE_MC, lang, d), F(VCODE_LS, lang, d), F(VCODE_ASK, lang, d), written)


VPROSE = [
    ("The {desc} `{s0}` only has read scope, which is why {svc} {problem} on writes.",
     "{desc} `{s0}`는 읽기 권한만 있어서 {svc}가 쓰기에서 {problem}."),
    ("{s0} is the {vendor} key {who} created for {env}; the old one was revoked yesterday.",
     "{s0} 이게 {who}이 {env}용으로 새로 발급한 {vendor} 키다. 예전 키는 어제 폐기됨."),
    ("{who} sent the {desc} over chat ({s0}) instead of putting it in {sm}.",
     "{who}이 {desc}를 {sm}에 넣지 않고 채팅으로 보냈다 ({s0})."),
    ("For {env}, {svc} authenticates to {vendor} with {s0}, set as {key} on the runner.",
     "{env}에서 {svc}는 러너에 {key}로 설정된 {s0} 값으로 {vendor}에 인증한다."),
    ("Tried the {desc} from the handover doc - {s0} - and {vendor} answered 401, so it is already dead or scoped to another project.",
     "인수인계 문서의 {desc}({s0})로 시도했더니 {vendor}가 401을 줬다. 이미 폐기됐거나 다른 프로젝트용인 듯."),
]
VPROSE_LS = [
    ("Ask for a dedicated {env} key instead of reusing one from chat, and store it in {sm}.",
     "채팅으로 받은 키를 재사용하지 말고 {env} 전용 키를 요청해서 {sm}에 보관할 것."),
    ("{vendor} keys cannot be narrowed after creation; create a new key with the right scope.",
     "{vendor} 키는 발급 후 권한 축소가 안 된다. 맞는 권한으로 새로 발급할 것."),
    ("Verify the {vendor} key with a read-only call first; a 401 there saves a failed deploy.",
     "{vendor} 키는 먼저 읽기 전용 호출로 검증할 것. 거기서 401이면 배포 실패를 막을 수 있다."),
    ("Rotate anything that was pasted into a ticket; {svc} now reads {key} from {sm}.",
     "티켓에 붙여 넣은 값은 모두 교체할 것. 이제 {svc}는 {sm}에서 {key}를 읽는다."),
]


VPROSE_ASK = [("", ""), ("Which {vendor} account should {svc} use in {env}?", "{env}에서 {svc}는 어느 {vendor} 계정을 써야 하나요?"),
              ("Who owns the {vendor} account for {svc}, so I can ask for a scoped key?",
               "{svc}용 {vendor} 계정 담당자가 누구인가요? 권한을 좁힌 키를 요청하려고요."),
              ("Should keys like this go to {sm} from now on?", "앞으로 이런 키는 {sm}에 넣으면 될까요?")]


VPROSE_MC = [VC_MC_PLAIN[0], VC_MC_PLAIN[1], VC_MC_PLAIN[3],
             ("Nobody on the team knew which {vendor} key {svc} should use in {env}; {who} dug one up.",
              "{env}에서 {svc}가 어떤 {vendor} 키를 써야 하는지 팀에 아는 사람이 없었다. {who}이 하나 찾아 줬다.")]


def s_vendor_prose(lang):
    d = base_ctx(lang)
    v, items = vendor_draw(lambda i: VMETA[i][0] == 1)
    sec = [(k, val) for k, val, s in items if s]
    d.update(vendor=v["name"], desc=v[lang], key=sec[0][0], s0=sec[0][1])
    where = rint(0, 2)
    if where == 0:
        mc, ls, ask = F(VPROSE, lang, d), F(VPROSE_LS, lang, d), F(VPROSE_ASK, lang, d)
        cat = "token in prose (missing_context): %s" % v["en"]
    elif where == 1:
        mc = F(VPROSE_MC, lang, d)
        ls = F(VPROSE, lang, d) + " " + F(VPROSE_LS, lang, d)
        ask = F(VPROSE_ASK, lang, d)
        cat = "token in prose (lesson): %s" % v["en"]
    else:
        mc = F(VPROSE_MC, lang, d)
        ls = F(VPROSE_LS, lang, d)
        ask = F([("Is {s0} the {desc} I should use for {env}?", "{env}에는 {s0} 이 {desc}를 쓰면 되나요?"),
                 ("{s0} - still valid for {svc}?", "{s0} - {svc}에서 아직 유효한가요?"),
                 ("Can you rotate {s0} ({vendor}) once {svc} is moved to {sm}?",
                  "{svc}를 {sm}로 옮긴 뒤 {s0} ({vendor}) 교체해 주실 수 있나요?")], lang, d)
        cat = "token only in ask_next_time: %s" % v["en"]
    return mk(cat, mc, ls, ask, [d["s0"]])


# --- HTTP headers: Basic / Bearer / API-key ------------------------------------
INTERNAL_BASIC = [("Jenkins", "/job/{svc}/build"), ("Elasticsearch", "/_cluster/health"), ("Nexus", "/service/rest/v1/repositories"),
                  ("Grafana", "/api/health"), ("private Docker registry", "/v2/_catalog"), ("Harbor", "/api/v2.0/projects"),
                  ("RabbitMQ management", "/api/overview"), ("Kibana", "/api/status"), ("SonarQube", "/api/system/health"),
                  ("Prometheus pushgateway", "/metrics"), ("Airflow", "/api/v1/dags"), ("Argo CD", "/api/v1/applications")]


def header_item(d):
    """Returns (service_desc, host, path, header_line, listed, extra_note_pw)."""
    k = rint(0, 9)
    if k <= 4:
        v, items = vendor_draw(lambda i: VMETA[i][0] == 1 and VENDORS[i]["hdr"] is not None)
        sec = [val for _, val, s in items if s]
        line, extra = v["hdr"](sec[0])
        listed = extra if extra else [sec[0]]
        return v["en"], v["host"] or ("api." + d["dom"]), v["path"], line, listed, None
    if k <= 7:
        name, path = pick(INTERNAL_BASIC)
        u = login()
        _, pw = password(forbid=":")
        blob = basic_blob(u, pw)
        return ("%s basic auth" % name, "%s.%s" % (name.split()[0].lower(), d["dom"]), path.format(**d),
                "Authorization: Basic " + blob, [blob], (u, pw))
    if k == 8:
        tok = jwt_token(jwt_payload(pick(["admin", "service", None])), pick(["HS256", "HS256", "RS256"]))
        return "internal API bearer JWT", "api.%s" % d["dom"], "/v1/%s" % pick(["orders", "users/me", "admin/reindex"]), "Authorization: Bearer " + tok, [tok], None
    tok = rs(AN, pick([32, 40, 48]))
    hn = pick(["X-API-Key", "X-Auth-Token", "Api-Key", "X-Internal-Token"])
    return "internal API key (%s)" % hn, "gw.%s" % d["dom"], "/v2/%s" % pick(["events", "sync", "export"]), "%s: %s" % (hn, tok), [tok], None


def s_http_header(lang):
    d = base_ctx(lang)
    desc, hst, path, line, listed, up = header_item(d)
    hname, hval = line.split(": ", 1)
    m = pick(["GET", "POST", "PUT"])
    k = rint(0, 5)
    if k == 0:
        snip = "curl -sS -X %s 'https://%s%s' \\\n  -H '%s' \\\n  -H 'Content-Type: application/json'" % (m, hst, path, line)
        form = "curl -H"
    elif k == 1:
        snip = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json\nUser-Agent: %s/%s" % (m, path, hst, line, d["svc"], pick(["1.4.2", "2.0.0", "0.9.7"]))
        form = "raw HTTP request"
    elif k == 2:
        dump = {"method": m.lower(), "url": "https://%s%s" % (hst, path), "headers": {"Accept": "application/json", hname: hval}, "timeout": 10000}
        snip = "AxiosError: Request failed with status code %d\n  config: %s" % (pick([401, 403, 500, 502]), json.dumps(dump, ensure_ascii=False))
        form = "axios error dump"
    elif k == 3:
        snip = "http %s https://%s%s '%s:%s'" % (m, hst, path, hname, hval)
        form = "HTTPie"
    elif k == 4:
        snip = "%s [%s] upstream request: %s https://%s%s headers={'%s': '%s', 'Accept': '*/*'}" % (ts_iso(), d["svc"], m, hst, path, hname, hval)
        form = "log line"
    else:
        pm = {"name": "%s %s" % (m, path), "request": {"method": m, "header": [{"key": hname, "value": hval}],
                                                        "url": "https://%s%s" % (hst, path)}}
        snip = json.dumps(pm, indent=1, ensure_ascii=False)
        form = "Postman export"
    if up is not None and chance(0.35):
        snip += T(lang, "\n(same as `curl -u %s:'%s'`)" % up, "\n(`curl -u %s:'%s'`와 동일)" % up)
        listed = listed + [up[1]]
    d.update(desc=desc, hname=hname, snip=fence(snip, "http" if k == 1 else ("json" if k == 5 else "bash")), s0=listed[0])
    mc = F([("Replaying the failing request from {svc} to see why it {problem}:\n{snip}",
             "{svc}에서 실패한 요청을 재현해 봄. {problem}:\n{snip}"),
            ("{who} shared the request that reproduces the {env} bug:\n{snip}",
             "{who}이 {env} 버그를 재현하는 요청을 공유해 줬다:\n{snip}"),
            ("Captured while debugging {svc} (the request exactly as sent):\n{snip}",
             "{svc} 디버깅하면서 캡처한 실제 요청:\n{snip}"),
            ("I did not know {svc} logs full request headers on errors. From the {env} logs:\n{snip}",
             "{svc}가 에러 시 요청 헤더 전체를 로그로 남기는 줄 몰랐다. {env} 로그:\n{snip}")], lang, d)
    ls = F([("The API expects the credential in the {hname} header, not a query parameter; the 401 came from the proxy dropping the query string.",
             "API는 자격 증명을 쿼리 파라미터가 아니라 {hname} 헤더로 받는다. 401은 프록시가 쿼리스트링을 버려서 난 것."),
            ("Copied requests carry the auth header along; strip it before pasting into tickets.",
             "복사한 요청에는 인증 헤더가 같이 딸려 온다. 티켓에 붙이기 전에 지울 것."),
            ("Basic auth is only base64 of user:password, so the header is as sensitive as the password.",
             "Basic 인증은 user:password를 base64로 인코딩한 것일 뿐이라 헤더 자체가 비밀번호만큼 민감하다."),
            ("Log request headers only through the redacting formatter; {svc} dumped them at INFO.",
             "요청 헤더는 마스킹 포매터를 거쳐서만 로그에 남길 것. {svc}는 INFO 레벨로 그대로 찍고 있었다.")], lang, d)
    ask = F([("", ""), ("Is there a read-only credential I can use to reproduce requests against {env}?",
                        "{env}에 요청을 재현할 때 쓸 읽기 전용 자격 증명이 있나요?"),
             ("The header value {s0} - is that a personal credential that should be rotated now?",
              "헤더 값 {s0} - 개인 자격 증명이라 지금 교체해야 하나요?")], lang, d)
    return mk("header: %s via %s" % (desc, form), mc, ls, ask, listed)


# --- long tokens (hundreds of characters) ----------------------------------------
LONG_VENDOR_NAMES = ["Atlassian", "LINE", "Meta", "Dropbox", "PyPI", "Firebase", "Adyen", "OpenAI", "Stripe", "Google"]


def s_long_token(lang):
    d = base_ctx(lang)
    k = rint(0, 4)
    if k == 0:
        tok = jwt_token(dict(jwt_payload(pick(["service_role", "admin", "ops"])), **{"name": pick(PEOPLE_EN), "tenant": uuid4(), "perms": ["read", "write", "deploy"]}), "RS256")
        desc, key = T(lang, "long-lived service JWT", "장기 서비스 JWT"), "SERVICE_JWT"
        desc_en = "long-lived service JWT (RS256)"
        listed = [tok]
        snip = "Authorization: Bearer " + tok
    elif k == 1:
        items = VENDORS[1]["make"]()
        listed = [x[1] for x in items]
        snip = "\n".join("export %s=%s" % (a, b) for a, b, _ in items)
        desc, key = T(lang, "STS session credentials", "STS 세션 자격 증명"), "AWS_SESSION_TOKEN"
        desc_en = VENDORS[1]["en"]
    else:
        v, items = vendor_draw(lambda i: VMETA[i][0] == 1 and VMETA[i][1] >= 100)
        sec = [(a, b) for a, b, s in items if s]
        key, tok = sec[0]
        listed = [tok]
        desc = v[lang]
        desc_en = v["en"]
        snip = pick(["%s=%s" % (key, tok), "export %s='%s'" % (key, tok), '"%s": "%s"' % (kstyle(key, "camel"), tok),
                     "Authorization: Bearer %s" % tok])
    d.update(desc=desc, key=key, snip=fence(snip, pick(["", "bash", "text"])), s0=listed[-1],
             col=str(pick([64, 80, 100]) if max(len(x) for x in listed) < 128 else pick([128, 255])))
    mc = F([("{svc} in {env} {problem}; the token in use (from {who}) was:\n{snip}",
             "{env}의 {svc}가 {problem}. 사용 중이던 토큰({who} 제공):\n{snip}"),
            ("Needed to call the API by hand while {task}. Token from the runbook:\n{snip}",
             "{task} API를 직접 호출해야 했다. 런북에 있던 토큰:\n{snip}"),
            ("The {desc} is longer than the VARCHAR({col}) column, so it was being truncated:\n{snip}",
             "{desc}가 VARCHAR({col}) 컬럼보다 길어서 잘리고 있었다:\n{snip}")], lang, d)
    ls = F([("Store long tokens in TEXT columns or the secret store; truncation gives a confusing 401.",
             "긴 토큰은 TEXT 컬럼이나 시크릿 저장소에 둘 것. 잘리면 헷갈리는 401이 난다."),
            ("Tokens like the {desc} expire; refresh through the SDK rather than pasting a new one into config.",
             "{desc}는 만료된다. 설정에 새로 붙여 넣지 말고 SDK로 갱신할 것."),
            ("Never paste the whole token into the runbook; reference {key} in {sm} instead.",
             "런북에 토큰 전체를 붙이지 말 것. 대신 {sm}의 {key}를 참조하게 할 것.")], lang, d)
    ask = F([("", ""), ("Can the {desc} be replaced with a shorter-lived one for {svc}?",
                        "{svc}용 {desc}를 수명이 짧은 것으로 바꿀 수 있을까요?"),
             ("Should I revoke the token that starts the runbook section, or is it already expired?",
              "런북에 있는 토큰을 폐기할까요, 아니면 이미 만료됐나요?")], lang, d)
    return mk("long token: %s (%d chars)" % (desc_en, max(len(x) for x in listed)), mc, ls, ask, listed)


# --- passwords in commands ---------------------------------------------------------
# (label, allowed chars or None, forbidden chars, builder(u, pw, d) -> (command, listed))
def _db(d):
    return pick(DBNAMES)


CMD_FORMS = [
    ("mysql -p attached password", SHELL_BARE_OK, "!", lambda u, pw, d: ("mysql -h %s -u %s -p%s %s" % (d["host"], u, pw, _db(d)), [pw])),
    ("mysql --password=", None, "", lambda u, pw, d: ("mysql -h %s -u %s --password='%s' -e 'SHOW PROCESSLIST'" % (d["host"], u, pw), [pw])),
    ("mysqldump -p'…' attached quoted", None, "", lambda u, pw, d: ("mysqldump -u%s -p'%s' --single-transaction %s > /backup/%s.sql" % (u, pw, _db(d), date_s()), [pw])),
    ("PGPASSWORD env prefix", None, "", lambda u, pw, d: ("PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, d["host"], u, _db(d)), [pw])),
    ("psql libpq key=value password", None, " ", lambda u, pw, d: ('psql "host=%s dbname=%s user=%s password=%s sslmode=require"' % (d["host"], _db(d), u, pw), [pw])),
    ("sshpass -p", None, "", lambda u, pw, d: ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, u, d["host"]), [pw])),
    ("sshpass -p attached", SHELL_BARE_OK, "!", lambda u, pw, d: ("sshpass -p%s scp ./build.tgz %s@%s:/opt/releases/" % (pw, u, d["host"]), [pw])),
    ("redis-cli -a", None, "", lambda u, pw, d: ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO replication" % (host("redis"), pw), [pw])),
    ("docker login -p", None, "", lambda u, pw, d: ("docker login -u %s -p '%s' registry.%s" % (u, pw, d["dom"]), [pw])),
    ("echo pw | docker login --password-stdin", None, "", lambda u, pw, d: ("echo '%s' | docker login --username %s --password-stdin harbor.%s" % (pw, u, d["dom"]), [pw])),
    ("htpasswd -b positional", None, "", lambda u, pw, d: ("htpasswd -b -c /etc/nginx/.htpasswd %s '%s'" % (u, pw), [pw])),
    ("net user positional (Windows)", SHELL_BARE_OK, "%^&", lambda u, pw, d: ("net user %s %s /add /y" % (u, pw), [pw])),
    ("smbclient -U user%pass", None, "%", lambda u, pw, d: ("smbclient //fs01.%s/finance -U '%s%%%s' -c 'ls'" % (d["dom"], u, pw), [pw])),
    ("curl -u user:pass", None, "", lambda u, pw, d: ("curl -u %s:'%s' https://%s/api/v1/status" % (u, pw, d["host"]), [pw])),
    ("wget --password", None, "", lambda u, pw, d: ("wget --user=%s --password='%s' https://files.%s/exports/latest.csv" % (u, pw, d["dom"]), [pw])),
    ("git clone https://user:pass@", None, "", lambda u, pw, d: ("git clone https://%s:%s@git.%s/team/%s.git" % (u, url_pw(pw), d["dom"], d["repo"]), [url_pw(pw)])),
    ("openssl -passout pass:", SHELL_BARE_OK, "!", lambda u, pw, d: ("openssl pkcs12 -export -in tls.crt -inkey tls.key -out %s.p12 -passout pass:%s" % (d["svc"], pw), [pw])),
    ("keytool -storepass/-keypass", None, "", lambda u, pw, d: ("keytool -importkeystore -srckeystore %s.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -storepass '%s' -keypass '%s'" % (d["svc"], pw, pw), [pw])),
    ("ldapsearch -w", None, "", lambda u, pw, d: ("ldapsearch -x -H ldaps://ldap.%s -D 'cn=%s,ou=svc,dc=corp,dc=local' -w '%s' '(uid=%s)'" % (d["dom"], u, pw, login()), [pw])),
    ("mongosh URI password", None, "", lambda u, pw, d: ('mongosh "mongodb://%s:%s@%s:27017/%s?authSource=admin"' % (u, url_pw(pw), host("mongo"), _db(d)), [url_pw(pw)])),
    ("sqlcmd -P", None, "", lambda u, pw, d: ("sqlcmd -S %s,1433 -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (d["host"], pw), [pw])),
    ("rabbitmqctl add_user positional", None, "", lambda u, pw, d: ("rabbitmqctl add_user %s '%s' && rabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, pw, u), [pw])),
    ("az login --service-principal -p", None, "", lambda u, pw, d: ("az login --service-principal -u %s -p '%s' --tenant %s" % (uuid4(), pw, uuid4()), [pw])),
    ("lftp -u user,pass", None, ",", lambda u, pw, d: ("lftp -u %s,'%s' sftp://%s" % (u, pw, d["host"]), [pw])),
    ("chpasswd user:pass", None, "", lambda u, pw, d: ("echo '%s:%s' | sudo chpasswd" % (u, pw), [pw])),
    ("zip -P", None, "", lambda u, pw, d: ("zip -r -P '%s' export-%s.zip ./reports" % (pw, date_s()), [pw])),
    ("7z -p attached", None, "", lambda u, pw, d: ("7z a -p'%s' -mhe=on backup-%s.7z ./dump" % (pw, date_s()), [pw])),
    ("gpg --passphrase", None, "", lambda u, pw, d: ("gpg --batch --yes --passphrase '%s' -c secrets.tar" % pw, [pw])),
    ("ansible -e become_pass", None, " ", lambda u, pw, d: ('ansible-playbook -i inventory/%s site.yml -e "ansible_become_pass=%s"' % (d["env_en"], pw), [pw])),
    ("xfreerdp /p:", None, "", lambda u, pw, d: ("xfreerdp /v:%s /u:%s /p:'%s' /cert:ignore" % (ipv4(), u, pw), [pw])),
    ("ipmitool -P", None, "", lambda u, pw, d: ("ipmitool -I lanplus -H %s -U ADMIN -P '%s' chassis power status" % (ipv4(), pw), [pw])),
    ("mosquitto_pub -P", None, "", lambda u, pw, d: ("mosquitto_pub -h mqtt.%s -u %s -P '%s' -t sensors/test -m ping" % (d["dom"], u, pw), [pw])),
    ("cmdkey /pass:", SHELL_BARE_OK, "%^&", lambda u, pw, d: ("cmdkey /generic:%s /user:%s /pass:%s" % (d["host"], u, pw), [pw])),
    ("influx -password", None, "", lambda u, pw, d: ("influx -host %s -username %s -password '%s' -database metrics" % (d["host"], u, pw), [pw])),
    ("sudo -S from echo", None, "", lambda u, pw, d: ("echo '%s' | sudo -S systemctl restart %s" % (pw, d["svc"]), [pw])),
    ("kubectl docker-registry --docker-password", None, "", lambda u, pw, d: ("kubectl create secret docker-registry regcred --docker-server=registry.%s --docker-username=%s --docker-password='%s'" % (d["dom"], u, pw), [pw])),
    ("helm repo add --password", None, "", lambda u, pw, d: ("helm repo add internal https://charts.%s --username %s --password '%s'" % (d["dom"], u, pw), [pw])),
    ("pip --index-url with credentials", None, "", lambda u, pw, d: ("pip install --index-url https://%s:%s@pypi.%s/simple/ %s" % (u, url_pw(pw), d["dom"], d["svc"]), [url_pw(pw)])),
    ("psexec -p", None, "", lambda u, pw, d: ("psexec \\\\%s -u CORP\\%s -p '%s' cmd /c ipconfig" % (ipv4(), u, pw), [pw])),
    ("openssl enc -k", None, "", lambda u, pw, d: ("openssl enc -aes-256-cbc -pbkdf2 -k '%s' -in dump.sql -out dump.sql.enc" % pw, [pw])),
    ("unzip -P attached", SHELL_BARE_OK, "!", lambda u, pw, d: ("unzip -P %s vendor-drop.zip -d ./in" % pw, [pw])),
    ("SQL ALTER USER password", None, "", lambda u, pw, d: ("ALTER USER %s WITH PASSWORD '%s';" % (u, pw), [pw])),
    ("SQL CREATE USER IDENTIFIED BY", None, "", lambda u, pw, d: ("CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, _db(d), u), [pw])),
    ("mc alias set positional keys", None, "", lambda u, pw, d: ("mc alias set minio https://minio.%s %s %s" % (d["dom"], u, pw), [pw])),
    ("expect send password", None, "[]$", lambda u, pw, d: ('spawn ssh %s@%s\nexpect "password:"\nsend "%s\\r"\ninteract' % (u, d["host"], pw), [pw])),
    ("nmcli wifi password", None, "", lambda u, pw, d: ("nmcli dev wifi connect '%s' password '%s'" % (pick(["OFFICE-5G", "Lab-Guest", "KT_GiGA_5G_%s" % rs(HEXU, 4)]), pw), [pw])),
]
CMD_DECK = Deck(list(range(len(CMD_FORMS))))
CMD_ALT = [("--password-stdin", "--password-stdin"), ("a 0600 option file", "권한 0600 옵션 파일"),
           ("an env var injected from {sm}", "{sm}에서 주입한 환경변수"), ("the interactive prompt", "대화형 프롬프트"),
           ("~/.pgpass / ~/.my.cnf", "~/.pgpass / ~/.my.cnf")]


def s_cmd_password(lang):
    d = base_ctx(lang)
    label, allowed, forbid, fn = CMD_FORMS[CMD_DECK.draw()]
    u = login()
    st, pw = password(allowed=allowed, forbid=forbid)
    if label == "mc alias set positional keys":
        u, pw = rs(ANU, 20), rs(AN, 40)
        st = "access key pair"
    cmd, listed = fn(u, pw, d)
    if label == "mc alias set positional keys":
        listed = [u, pw]
    alt = pick(CMD_ALT)
    d.update(snip=fence(cmd, pick(["bash", "sh", "", "console"]) if not label.startswith("SQL") else "sql"), u=u,
             alt=(alt[0] if lang == "en" else alt[1]).format(**d), s0=listed[0])
    if chance(0.6):
        mc = F([("While {task}, I had to reach {host} by hand. {who} gave me the command they use:\n{snip}",
                 "{task} {host}에 직접 접속해야 했다. {who}이 평소 쓰는 명령을 알려 줬다:\n{snip}"),
                ("The runbook step that failed:\n{snip}\nIt {problem} because the account was locked after the last password change.",
                 "실패한 런북 단계:\n{snip}\n지난 비밀번호 변경 후 계정이 잠겨서 {problem}."),
                ("Found this in the shell history on the bastion while {task}:\n{snip}",
                 "{task} 배스천 서버 셸 히스토리에서 찾은 명령:\n{snip}"),
                ("{snip}\nThat is how the cron job on {host} authenticates; I did not know it bypasses the config file.",
                 "{snip}\n{host}의 크론 잡은 이렇게 인증한다. 설정 파일을 안 쓰는 줄 몰랐다.")], lang, d)
        ls = F([("Passwords on the command line end up in shell history and `ps` output; use {alt} instead.",
                 "커맨드라인에 비밀번호를 넣으면 셸 히스토리와 `ps` 출력에 남는다. 대신 {alt}를 쓸 것."),
                ("The account {u} is shared by {svc} and the backup job, so changing its password breaks both.",
                 "{u} 계정은 {svc}와 백업 잡이 같이 쓰므로 비밀번호를 바꾸면 둘 다 깨진다."),
                ("Check lockout policy before retrying a scripted login; three failures lock {u} for 30 minutes.",
                 "스크립트 로그인 재시도 전에 잠금 정책을 확인할 것. 3회 실패하면 {u}가 30분 잠긴다.")], lang, d)
    else:
        mc = F([("While {task}, I could not log in as {u} and did not know the current credentials.",
                 "{task} {u}로 로그인이 안 됐고 현재 자격 증명을 몰랐다."),
                ("{who} said the {u} password was reset last week, but the scripts were never updated.",
                 "{who}이 {u} 비밀번호를 지난주에 리셋했다고 했는데 스크립트는 그대로였다."),
                ("The {env} maintenance task needed a manual step on {host} and nobody had written it down.",
                 "{env} 점검 작업에 {host}에서 수동 단계가 필요했는데 아무도 기록해 두지 않았다.")], lang, d)
        ls = F([("What worked, for the record:\n{snip}\nNext time switch it to {alt} first.",
                 "기록용, 실제로 동작한 명령:\n{snip}\n다음엔 먼저 {alt} 방식으로 바꿀 것."),
                ("{snip}\nThis is the exact command; the quoting matters because the password has shell metacharacters.",
                 "{snip}\n정확히 이 명령이다. 비밀번호에 셸 특수문자가 있어서 따옴표가 중요하다."),
                ("Run it as:\n{snip}\nthen clear the line from history (`history -d`).",
                 "이렇게 실행:\n{snip}\n그리고 히스토리에서 지울 것(`history -d`).")], lang, d)
    ask = F([("", ""), ("Can I get a personal account on {host} instead of the shared {u}?",
                        "공용 {u} 대신 {host}에 개인 계정을 받을 수 있을까요?"),
             ("Is '{s0}' still the password for {u}, or did it change with the last rotation?",
              "'{s0}' 이게 아직 {u} 비밀번호인가요, 지난 교체 때 바뀌었나요?"),
             ("Should I rewrite this step to use {alt}?", "이 단계를 {alt} 방식으로 바꿔도 될까요?")], lang, d)
    return mk("shell: %s (%s password)" % (label, st), mc, ls, ask, listed)


# --- connection strings -------------------------------------------------------
CONN_FORMS = [
    ("postgres URL", "", lambda u, p, d: "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, url_pw(p), d["host"], _db(d)), True),
    ("MySQL URL", "", lambda u, p, d: "mysql://%s:%s@%s:3306/%s" % (u, url_pw(p), d["host"], _db(d)), True),
    ("SQLAlchemy URL", "", lambda u, p, d: "%s://%s:%s@%s/%s" % (pick(["postgresql+psycopg", "mysql+pymysql", "mssql+pyodbc"]), u, url_pw(p), d["host"], _db(d)), True),
    ("MongoDB SRV URL", "", lambda u, p, d: "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, url_pw(p), rs(ANL, 5), _db(d)), True),
    ("Redis URL", "", lambda u, p, d: "%s://%s:%s@%s:%d/0" % (pick(["redis", "rediss"]), pick(["default", ""]), url_pw(p), host("redis"), pick([6379, 6380])), True),
    ("AMQP URL", "", lambda u, p, d: "amqp://%s:%s@%s:5672/%s" % (u, url_pw(p), host("mq"), pick(["%2F", "orders", "prod"])), True),
    ("SMTP URL", "", lambda u, p, d: "smtp://%s:%s@smtp.%s:587" % (pct(email()), url_pw(p), d["dom"]), True),
    ("Elasticsearch URL", "", lambda u, p, d: "https://elastic:%s@%s:9200" % (url_pw(p), host("es")), True),
    ("ClickHouse URL", "", lambda u, p, d: "clickhouse://%s:%s@%s:9000/%s" % (u, url_pw(p), d["host"], _db(d)), True),
    ("SFTP URL", "", lambda u, p, d: "sftp://%s:%s@%s/upload/" % (u, url_pw(p), d["host"]), True),
    ("Snowflake URL", "", lambda u, p, d: "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u.upper(), url_pw(p), rs(ANU, 7), rs(ANU, 7), _db(d).upper()), True),
    ("JDBC postgres with password param", "&;#", lambda u, p, d: "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (d["host"], _db(d), u, p), False),
    ("JDBC SQL Server", ";{}", lambda u, p, d: "jdbc:sqlserver://%s:1433;databaseName=%s;user=sa;password=%s;encrypt=true" % (d["host"], _db(d), p), False),
    ("ADO.NET connection string", ";{}", lambda u, p, d: "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (d["host"], _db(d), u, p), False),
    ("Oracle EZConnect", "@/ ", lambda u, p, d: "%s/%s@//%s:1521/ORCLPDB1" % (u, p, d["host"]), False),
    ("Kafka SASL JAAS", "", lambda u, p, d: 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, p), False),
    ("libpq DSN", " ", lambda u, p, d: "host=%s port=5432 dbname=%s user=%s password=%s" % (d["host"], _db(d), u, p), False),
]
CONN_DECK = Deck(list(range(len(CONN_FORMS) + 2)))


def s_conn_string(lang):
    d = base_ctx(lang)
    i = CONN_DECK.draw()
    u = pick(["app", "app_rw", "svc_%s" % d["svc"].split("-")[0], "etl_user", "readonly", "admin", "root", "reporter"])
    if i >= len(CONN_FORMS):
        if i == len(CONN_FORMS):
            key = b64(rb(32))
            cs = "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (rs(ANL, 9), key)
            label, st = "Azure Service Bus connection string", "shared access key"
        else:
            key = b64(rb(64))
            cs = "DefaultEndpointsProtocol=https;AccountName=st%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (rs(ANL, 10), key)
            label, st = "Azure Storage connection string", "account key"
        listed = [key]
        is_db, url_form = False, False
    else:
        label, forbid, fn, is_url = CONN_FORMS[i]
        st, p = password(forbid=forbid)
        cs = fn(u, p, d)
        listed = [url_pw(p) if is_url else p]
        url_form = is_url
        is_db = any(x in label for x in ("postgres", "MySQL", "SQLAlchemy", "Mongo", "JDBC", "ADO", "Oracle", "libpq", "ClickHouse", "Snowflake"))
    k = rint(0, 5)
    var = pick(["DATABASE_URL", "DB_DSN", "CONNECTION_STRING", "ConnectionStrings__Default"])
    for kw, vs in (("SMTP", ["EMAIL_URL", "SMTP_URL"]), ("Redis", ["REDIS_URL", "CELERY_BROKER_URL"]),
                   ("AMQP", ["AMQP_URL", "BROKER_URL"]), ("Kafka", ["KAFKA_SASL_JAAS_CONFIG"]),
                   ("Elasticsearch", ["ELASTICSEARCH_URL", "ES_URL"]), ("SFTP", ["SFTP_URL", "UPLOAD_TARGET"]),
                   ("Service Bus", ["SERVICEBUS_CONNECTION"]), ("Storage", ["AzureWebJobsStorage", "STORAGE_CONNECTION_STRING"]),
                   ("JDBC", ["SPRING_DATASOURCE_URL", "JDBC_URL"]), ("Mongo", ["MONGODB_URI", "MONGO_URL"])):
        if kw in label:
            var = pick(vs)
    if k == 0:
        snip = "%s=%s" % (var, cs)
    elif k == 1:
        snip = json.dumps({"ConnectionStrings": {"Default": cs}}, indent=2, ensure_ascii=False)
    elif k == 2:
        snip = "%s ERROR %s: could not connect using %s" % (ts_iso(), d["svc"], cs)
    elif k == 3:
        snip = "%s:\n  %s: \"%s\"" % (d["svc"].replace("-", "_"), kstyle(var, "snake"), cs)
    elif k == 4 and is_db:
        snip = "engine = create_engine(\"%s\")" % cs if "://" in cs else "conn = connect(\"%s\")" % cs
    else:
        snip = cs
    d.update(snip=fence(snip, ""), label=label, s0=listed[0], u=u)
    mc = F([("{svc} could not connect after {task}. The connection string in use:\n{snip}",
             "{task} {svc}가 접속에 실패했다. 사용 중이던 연결 문자열:\n{snip}"),
            ("Needed the {env} {label} to run a one-off migration. {who} pasted:\n{snip}",
             "일회성 마이그레이션에 {env} {label}이 필요했다. {who}이 붙여 준 값:\n{snip}"),
            ("{snip}\nThis is what the app printed on connection failure in {env}; I did not know it logs the full DSN.",
             "{snip}\n{env}에서 연결 실패 시 앱이 찍은 내용. 전체 DSN을 로그로 남기는 줄 몰랐다."),
            ("I did not know which account {svc} connects with. From the deploy config:\n{snip}",
             "{svc}가 어떤 계정으로 접속하는지 몰랐다. 배포 설정:\n{snip}")], lang, d)
    lpool = [("Pass host, user and password as separate settings so the password is not inside a string that ends up in logs.",
              "호스트/유저/비밀번호를 따로 설정해서 로그에 찍히는 문자열에 비밀번호가 들어가지 않게 할 것."),
             ("The server only accepts TLS connections from {env}; add the TLS option or the handshake is reset.",
              "{env}에서는 TLS 연결만 받는다. TLS 옵션을 넣지 않으면 핸드셰이크가 끊긴다.")]
    if url_form:
        lpool.append(("Special characters in the password must be percent-encoded inside a URL; the driver was splitting at the wrong '@' or ':'.",
                      "URL 안의 비밀번호 특수문자는 퍼센트 인코딩해야 한다. 드라이버가 엉뚱한 '@'나 ':'에서 잘랐다."))
    if is_db:
        lpool.append(("The {u} role is read-only; migrations must run as the owner role, not with this string.",
                      "{u} 역할은 읽기 전용이다. 마이그레이션은 이 문자열이 아니라 owner 역할로 돌려야 한다."))
    ls = F(lpool, lang, d)
    ask = F([("", ""), ("Can I get a dedicated migration user instead of reusing {u}?",
                        "{u}를 재사용하지 말고 마이그레이션 전용 유저를 받을 수 있을까요?"),
             ("Is the password in that string ({s0}) the current one after the rotation?",
              "그 문자열의 비밀번호({s0})가 교체 후 현재 값이 맞나요?"),
             ("Should the {label} move to {sm}?", "{label}을 {sm}로 옮길까요?")], lang, d)
    return mk("connection string: %s (%s)" % (label, st), mc, ls, ask, listed)


# --- people's and services' passwords in prose, chat, tables -------------------------
SYSTEMS = [("Grafana admin", "Grafana admin"), ("Jenkins", "Jenkins"), ("WordPress admin", "워드프레스 관리자"),
           ("the staging CMS", "스테이징 CMS"), ("the router admin page", "공유기 관리자 페이지"), ("the Synology NAS", "시놀로지 NAS"),
           ("the office VPN", "사내 VPN"), ("the Jira service account", "Jira 서비스 계정"),
           ("the app-review demo account", "앱 심사용 데모 계정"), ("the Play Console test account", "플레이 콘솔 테스트 계정"),
           ("the groupware", "그룹웨어"), ("the ERP", "ERP"), ("the MDM console", "MDM 콘솔"), ("pfSense", "pfSense"),
           ("iDRAC", "iDRAC"), ("vCenter", "vCenter"), ("Zabbix", "Zabbix"), ("pgAdmin", "pgAdmin"),
           ("the shared Gmail inbox", "공용 Gmail 계정"), ("Sentry self-hosted", "자체 호스팅 Sentry")]


def s_human_password(lang):
    d = base_ctx(lang)
    sysname = pick(SYSTEMS)
    d["sys"] = sysname[0] if lang == "en" else sysname[1]
    d["u"] = pick([login(), email()])
    style = pick(["human", "human", "passphrase", "punctuation", "korean-keyboard", "hangul", "generated"])
    st, pw = password(style=style, forbid="|`")
    d["pw"] = pw
    listed = [pw]
    k = rint(0, 5)
    if k == 0:
        t = "%02d:%02d" % (rint(8, 20), rint(0, 59))
        other = person(lang)
        lines = [T(lang, "[%s] %s: can someone share the %s login?" % (t, other, d["sys"]),
                   "[%s] %s: %s 로그인 정보 아시는 분?" % (t, other, d["sys"])),
                 T(lang, "[%s] %s: id %s / pw %s" % (t, d["who"], d["u"], pw),
                   "[%s] %s: 아이디 %s / 비번 %s" % (t, d["who"], d["u"], pw)),
                 T(lang, "[%s] %s: thanks, in" % (t, other), "[%s] %s: 감사합니다 들어가졌어요" % (t, other))]
        d["snip"] = "\n".join(lines)
        form = "chat transcript"
    elif k == 1:
        rows = [(d["sys"], d["u"], pw)]
        for _ in range(rint(1, 3)):
            s2 = pick(SYSTEMS)
            _, p2 = password(forbid="|`")
            rows.append((s2[0] if lang == "en" else s2[1], pick([login(), email()]), p2))
            listed.append(p2)
        hdr = T(lang, "| system | login | password |", "| 시스템 | 계정 | 비밀번호 |")
        d["snip"] = hdr + "\n|---|---|---|\n" + "\n".join("| %s | %s | %s |" % r for r in rows)
        form = "handover table"
    elif k == 2:
        d["snip"] = T(lang, "Subject: access for %s\n\nID: %s\nPW: %s\n(please change after first login)" % (d["sys"], d["u"], pw),
                      "제목: %s 계정 안내\n\nID: %s\nPW: %s\n(첫 로그인 후 변경 바랍니다)" % (d["sys"], d["u"], pw))
        form = "e-mail"
    elif k == 3:
        d["snip"] = T(lang, "login: %s\npassword: %s" % (d["u"], pw), "계정: %s\n비밀번호: %s" % (d["u"], pw))
        form = "label/value lines"
    else:
        d["snip"] = None
        form = "inline prose"
    if d["snip"] is not None:
        mc = F([("I could not log into {sys} while {task}. {who} forwarded this:\n{snip}",
                 "{task} {sys}에 로그인할 수 없었다. {who}이 전달해 준 내용:\n{snip}"),
                ("Access to {sys} was needed to check the {env} settings; the credentials were only in this message:\n{snip}",
                 "{env} 설정 확인하려고 {sys} 접근이 필요했는데 계정 정보가 이 메시지에만 있었다:\n{snip}"),
                ("{snip}\nThat is the only place the {sys} credentials were written down.",
                 "{snip}\n{sys} 계정 정보가 적힌 유일한 곳이 여기였다.")], lang, d)
        ls = F([("Shared logins like {sys} belong in the team password manager, not in chat or mail.",
                 "{sys} 같은 공용 계정은 채팅이나 메일이 아니라 팀 비밀번호 관리자에 둘 것."),
                ("{sys} locks the account after five failed attempts; confirm the password before scripting a login.",
                 "{sys}는 5회 실패 시 계정을 잠근다. 스크립트로 로그인하기 전에 비밀번호부터 확인할 것."),
                ("The password is case-sensitive and was typed with the keyboard in the wrong layout once already; copy-paste it.",
                 "비밀번호는 대소문자를 구분하고, 한/영 전환 실수로 이미 한 번 틀렸다. 복사해서 붙일 것.")], lang, d)
    else:
        mc = F([("I did not know the {sys} password had been changed by {who} last sprint.",
                 "{who}이 지난 스프린트에 {sys} 비밀번호를 바꾼 걸 몰랐다."),
                ("Nobody had documented how to log into {sys} in {env}.", "{env}의 {sys} 로그인 방법이 문서화돼 있지 않았다.")], lang, d)
        ls = F([("{sys} login is {u} with password {pw}; it is shared with the QA team.",
                 "{sys} 로그인은 {u} / 비밀번호 {pw}. QA 팀과 같이 쓰는 계정이다."),
                ("{who} reset {sys} to '{pw}' for the demo; it must be changed back afterwards.",
                 "{who}이 데모용으로 {sys} 비밀번호를 '{pw}'로 리셋했다. 끝나면 다시 바꿔야 한다."),
                ("The password for {u} on {sys} is now {pw} (changed {date}).",
                 "{sys}의 {u} 비밀번호는 이제 {pw} ({date} 변경).")], lang, dict(d, date=date_s()))
    d["s0"] = pw
    ask = F([("", ""), ("Can {sys} get SSO so we stop sharing one password?", "{sys}에 SSO를 붙여서 공용 비밀번호를 없앨 수 있을까요?"),
             ("Is {s0} still the {sys} password, or was it rotated after the demo?", "{s0} 이게 아직 {sys} 비밀번호인가요, 데모 후 바뀌었나요?"),
             ("Who owns {sys}, so I can request my own account?", "{sys} 담당자가 누구인가요? 개인 계정을 요청하려고요.")], lang, d)
    return mk("password: %s of %s in %s" % (st, sysname[0], form), mc, ls, ask, listed)


# --- cookies --------------------------------------------------------------------
def cookie_item():
    k = rint(0, 9)
    if k == 0:
        v = rs(ANL, 32)
        return "sessionid", v, [v], "Django"
    if k == 1:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64(rb(32)).rstrip("="))
        return "connect.sid", v, [v], "Express"
    if k == 2:
        v = rs(HEXU, 32)
        return "JSESSIONID", v, [v], "Tomcat"
    if k == 3:
        v = rs("abcdefghijklmnopqrstuv0123456789", 26)
        return "PHPSESSID", v, [v], "PHP"
    if k == 4:
        v = pct(b64(('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (b64(rb(16)), b64(rb(96)), rs(HEX, 64))).encode()))
        return "laravel_session", v, [v], "Laravel"
    if k == 5:
        v = pct(b64(rb(rint(90, 150)))) + "--" + rs(HEX, 40)
        return "_%s_session" % pick(["shop", "app", "admin"]), v, [v], "Rails"
    if k == 6:
        v = "CfDJ8" + rs(B64U, rint(260, 330))
        return ".AspNetCore.Cookies", v, [v], "ASP.NET Core"
    if k == 7:
        v = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64u(rb(12)) + "." + b64u(rb(rint(150, 220))) + "." + b64u(rb(16))
        return "__Secure-next-auth.session-token", v, [v], "NextAuth"
    if k == 8:
        tok, mac = rs(AN, 43), rs(HEX, 64)
        v = "%s%%7C%d%%7C%s%%7C%s" % (login(), rint(1735000000, 1770000000), tok, mac)
        return "wordpress_logged_in_" + rs(HEX, 32), v, [tok, mac], "WordPress"
    v = rs(HEX, 32)
    return "grafana_session", v, [v], "Grafana"


def s_cookie(lang):
    d = base_ctx(lang)
    name, val, listed, fw = cookie_item()
    noise = "; ".join(pick(["_ga=GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1700000000, 1760000000)), "theme=dark",
                            "lang=%s" % pick(["ko", "en", "ja"]), "_gid=GA1.1.%d.%d" % (rint(10 ** 8, 10 ** 9), rint(1700000000, 1760000000)),
                            "consent=%s" % pick(["all", "necessary"])]) for _ in range(rint(1, 2)))
    k = rint(0, 4)
    if k == 0:
        snip = "Cookie: %s; %s=%s" % (noise, name, val) if chance(0.5) else "Cookie: %s=%s; %s" % (name, val, noise)
    elif k == 1:
        snip = "HTTP/2 302\nlocation: /dashboard\nset-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    elif k == 2:
        snip = "curl 'https://%s/admin/export' -b '%s=%s' -H 'accept: text/csv'" % (pick(DOMAINS), name, val)
    elif k == 3:
        snip = json.dumps({"cookies": [{"name": name, "value": val, "domain": "." + d["dom"], "path": "/", "httpOnly": True, "secure": True}]}, indent=1)
    else:
        snip = "s.cookies.set(\"%s\", \"%s\", domain=\"%s\")" % (name, val, d["dom"])
    d.update(snip=fence(snip, ""), fw=fw, cname=name, s0=listed[0])
    mc = F([("To reproduce the {env} admin bug I used {who}'s logged-in session:\n{snip}",
             "{env} 관리자 버그 재현하려고 {who}의 로그인 세션을 썼다:\n{snip}"),
            ("The e2e job authenticates by injecting a saved session cookie; I did not know where it came from:\n{snip}",
             "e2e 잡은 저장된 세션 쿠키를 주입해서 인증한다. 출처를 몰랐다:\n{snip}"),
            ("{snip}\nCaptured from the browser while debugging why {svc} kept logging users out.",
             "{snip}\n{svc}가 계속 로그아웃되는 원인을 보려고 브라우저에서 캡처한 것.")], lang, d)
    ls = F([("A {fw} session cookie is a bearer credential; anyone with it is logged in until it expires. Invalidate the session after debugging.",
             "{fw} 세션 쿠키는 그 자체로 인증 수단이다. 만료 전까지 누구든 로그인 상태가 된다. 디버깅 후 세션을 무효화할 것."),
            ("Use a dedicated test account for e2e instead of a copied {cname} cookie.",
             "복사한 {cname} 쿠키 대신 e2e 전용 테스트 계정을 쓸 것."),
            ("The logout loop came from the cookie domain; {cname} was set on the apex domain only.",
             "로그아웃 반복은 쿠키 도메인 문제였다. {cname}이 최상위 도메인에만 설정돼 있었다.")], lang, d)
    ask = F([("", ""), ("Can you log out all sessions for that account now that I am done?", "작업 끝났으니 그 계정 세션을 전부 로그아웃시켜 주실 수 있나요?"),
             ("Is the session {s0} already invalidated?", "세션 {s0}는 이미 무효화됐나요?")], lang, d)
    return mk("cookie: %s %s session" % (fw, name), mc, ls, ask, listed)


# --- signed URLs -------------------------------------------------------------------
def signed_url(d):
    k = rint(0, 4)
    day = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
    reg = pick(REGIONS)
    if k == 0:
        ak, sig = "AKIA" + rs(B32, 16), rs(HEX, 64)
        u = ("https://%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
             "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
            d["svc"], reg, uuid4(), ak, day, reg, day, rint(0, 23), rint(0, 59), pick([3600, 86400, 604800]), sig)
        return "S3 presigned URL", u, [ak, sig]
    if k == 1:
        ak, sig, st = "ASIA" + rs(B32, 16), rs(HEX, 64), pct("IQoJb3JpZ2luX2Vj" + rs(B64, rint(180, 240)) + "=")
        u = ("https://%s.s3.amazonaws.com/r/%s.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
             "&X-Amz-Security-Token=%s&X-Amz-Signature=%s") % (d["svc"], rs(HEX, 12), ak, day, reg, st, sig)
        return "S3 presigned URL with session token", u, [ak, st, sig]
    if k == 2:
        sig = rs(HEX, 512)
        u = ("https://storage.googleapis.com/%s-uploads/%s.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
             "&X-Goog-Date=%sT000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            d["svc"], rs(HEX, 8), pick(["uploader", "signer"]), rs(ANL, 8), day, day, sig)
        return "GCS V4 signed URL", u, [sig]
    if k == 3:
        sig = pct(b64(rb(32)))
        u = "https://st%s.blob.core.windows.net/reports/%s.xlsx?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-%02d-%02dT00:00:00Z&spr=https&sig=%s" % (
            rs(ANL, 8), rs(HEX, 10), rint(1, 12), rint(1, 28), sig)
        return "Azure SAS URL", u, [sig]
    sig = rs(B64U.replace("_", "~"), 172)
    u = "https://%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(ANL, 14), rs(HEX, 8), rint(1740000000, 1770000000), sig, rs(ANU, 13))
    return "CloudFront signed URL", u, [sig]


def s_signed_url(lang):
    d = base_ctx(lang)
    kind, u, listed = signed_url(d)
    d.update(snip=u if chance(0.5) else fence(u, ""), kind=kind, s0=listed[-1])
    mc = F([("A customer could still download a revoked export; the support ticket contained this link:\n{snip}",
             "취소된 export를 고객이 여전히 받을 수 있었다. 지원 티켓에 이 링크가 있었음:\n{snip}"),
            ("{svc} generates download links that live longer than we thought. Example from the {env} logs:\n{snip}",
             "{svc}가 만드는 다운로드 링크가 생각보다 오래 유효했다. {env} 로그 예시:\n{snip}"),
            ("{who} pasted a link in the channel to share the file:\n{snip}",
             "{who}이 파일 공유하려고 채널에 링크를 붙였다:\n{snip}")], lang, d)
    ls = F([("A {kind} is a credential until it expires: anyone with the link can read the object. Keep expiry short and do not log full URLs.",
             "{kind}은 만료 전까지 자격 증명과 같다. 링크만 있으면 누구나 객체를 읽을 수 있다. 만료를 짧게 두고 전체 URL을 로그에 남기지 말 것."),
            ("Revoking the signing credentials is the only way to kill a leaked {kind} early.",
             "유출된 {kind}을 일찍 무효화하려면 서명 자격 증명을 폐기하는 수밖에 없다."),
            ("Log only the object path of generated links; the query string carries the signature.",
             "생성한 링크는 객체 경로만 로그에 남길 것. 쿼리스트링에 서명이 들어 있다.")], lang, d)
    ask = F([("", ""), ("Should the signing key behind that link be rotated?", "그 링크를 서명한 키를 교체해야 할까요?"),
             ("What expiry do you want for {svc} download links?", "{svc} 다운로드 링크 만료 시간을 얼마로 할까요?")], lang, d)
    return mk("signed URL: %s" % kind, mc, ls, ask, listed)


# --- private keys (PEM bodies listed line by line) ------------------------------------
def s_private_key(lang):
    d = base_ctx(lang)
    k = rint(0, 8)
    cm = "%s@%s" % (pick(["deploy", "ci", "ops", "jenkins"]), pick(["bastion", "build-01", d["svc"]]))
    if k == 0:
        head, body, tail = pem_openssh(cm)
        text = "\n".join([head] + body + [tail]); listed = body; kind = "OpenSSH ed25519 private key"
    elif k == 1:
        head, body, tail = pem_ec()
        text = "\n".join([head] + body + [tail]); listed = body; kind = "EC P-256 private key (SEC1)"
    elif k == 2:
        head, body, tail = pem_ed25519()
        text = "\n".join([head] + body + [tail]); listed = body; kind = "Ed25519 PKCS#8 private key"
    elif k == 3:
        head, body, last, tail = pem_rsa_partial(pkcs8=chance(0.5))
        text = "\n".join([head] + body + ["...", last, tail]); listed = body + [last]; kind = "RSA private key (truncated paste)"
    elif k == 4:
        der = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + rb(32) + \
            bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rb(64)
        body = _lines(b64(der), 64)
        text = "\n".join(["-----BEGIN PRIVATE KEY-----"] + body + ["-----END PRIVATE KEY-----"])
        listed = body; kind = "Apple AuthKey .p8 (EC PKCS#8)"
        text = "AuthKey_%s.p8\n%s" % (rs(ANU, 10), text)
    elif k == 5:
        head, body, last, tail = pem_rsa_partial(pkcs8=True)
        pk = "\\n".join([head] + body + ["..."] + [last, tail]) + "\\n"
        text = '{\n  "type": "service_account",\n  "project_id": "%s-%s",\n  "private_key": "%s",\n  "client_email": "%s@%s-%s.iam.gserviceaccount.com"\n}' % (
            d["svc"], rint(100, 999), pk, pick(["deployer", "bq-reader", "storage-sync"]), d["svc"], rint(100, 999))
        listed = body + [last]; kind = "GCP service account JSON private_key"
    elif k == 6:
        priv, psk = wg_key(), wg_key()
        text = "[Interface]\nAddress = 10.%d.0.%d/32\nPrivateKey = %s\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = %s\nPresharedKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.0.0.0/8" % (
            rint(1, 200), rint(2, 250), priv, wg_key(), psk, d["dom"])
        listed = [priv, psk]; kind = "WireGuard PrivateKey and PresharedKey"
    elif k == 7:
        dd, x, y = b64u(rb(32)), b64u(rb(32)), b64u(rb(32))
        text = json.dumps({"kty": "EC", "crv": "P-256", "kid": rs(B64U, 12), "use": "sig", "x": x, "y": y, "d": dd}, indent=2)
        listed = [dd]; kind = "JWK private 'd' parameter"
    else:
        head, body, tail = pgp_private_partial()
        text = "\n".join([head, ""] + body + ["...", tail]); listed = body; kind = "PGP private key block (truncated)"
    d.update(snip=fence(text, ""), kind=kind, cm=cm)
    grp = {0: "ssh", 1: "sign", 2: "ssh", 3: "ssh", 4: "sign", 5: "sa", 6: "vpn", 7: "sign", 8: "pgp"}[k]
    pools = {
        "ssh": [("The deploy from {branch} failed with 'Permission denied (publickey)'. The key the job used, from the CI variable:\n{snip}",
                 "{branch} 배포가 'Permission denied (publickey)'로 실패했다. 잡이 쓰던 CI 변수의 키:\n{snip}"),
                ("I did not know the deploy key for {repo} was stored in the old wiki page:\n{snip}",
                 "{repo} 배포 키가 옛 위키 페이지에 저장돼 있는 줄 몰랐다:\n{snip}")],
        "sign": [("I did not know {svc} signs its tokens with a key checked into {repo}:\n{snip}",
                  "{svc}가 {repo}에 커밋된 키로 토큰을 서명하는 줄 몰랐다:\n{snip}"),
                 ("Token verification failed after {task}; the signing key in the config was:\n{snip}",
                  "{task} 토큰 검증이 실패했다. 설정에 있던 서명 키:\n{snip}")],
        "sa": [("The BigQuery export in {env} {problem}. The service-account file mounted into {svc}:\n{snip}",
                "{env}의 BigQuery export가 {problem}. {svc}에 마운트된 서비스 계정 파일:\n{snip}")],
        "vpn": [("Could not reach the {env} private subnet from my laptop. {who} shared their WireGuard config:\n{snip}",
                 "노트북에서 {env} 사설망에 접근이 안 됐다. {who}이 자기 WireGuard 설정을 공유해 줬다:\n{snip}")],
        "pgp": [("Needed to decrypt last month's backup manifest; the signing/decryption key was only in the ops notes:\n{snip}",
                 "지난달 백업 매니페스트를 복호화해야 했는데 키가 ops 노트에만 있었다:\n{snip}")],
    }
    generic = [("{who} sent the key over chat so I could finish {task}:\n{snip}",
                "{task} 막혔는데 {who}이 채팅으로 키를 보내 줬다:\n{snip}"),
               ("{snip}\nThat is the {kind} found in the old wiki page for {svc}.",
                "{snip}\n{svc} 옛 위키 페이지에서 발견한 {kind}.")]
    mc = F(pools[grp] + generic, lang, d)
    lss = [("A private key pasted anywhere must be treated as compromised: generate a new one and remove the old public half everywhere it is trusted.",
            "어디든 붙여 넣은 개인키는 유출된 것으로 봐야 한다. 새로 만들고 기존 공개키를 신뢰하는 곳에서 모두 제거할 것."),
           ("Keep keys like this in {sm} and mount them as files; never commit them, even to private repos.",
            "이런 키는 {sm}에 두고 파일로 마운트할 것. private 레포라도 커밋하지 말 것.")]
    if grp in ("ssh", "sa", "sign"):
        lss.append(("CI needs the PEM with its trailing newline; the variable had it stripped, hence the libcrypto error.",
                    "CI에서는 PEM 끝에 개행이 있어야 한다. 변수에서 개행이 빠져서 libcrypto 에러가 났다."))
    ls = F(lss, lang, d)
    ask = F([("", ""), ("Can I generate a fresh key for {svc} and retire this one?", "{svc}용 새 키를 만들고 이 키는 폐기해도 될까요?"),
             ("Who else has a copy of this key ({cm})?", "이 키({cm}) 사본을 가진 사람이 또 있나요?")], lang, d)
    return mk("private key: %s" % kind, mc, ls, ask, listed)


# --- TOTP seeds, recovery codes, PINs, Wi-Fi -----------------------------------------
ISSUERS = ["AWS", "GitHub", "Google", "Okta", "Cloudflare", "Naver", "Kakao", "Toss", "Microsoft", "Atlassian", "Stripe", "1Password"]


def s_totp(lang):
    d = base_ctx(lang)
    iss = pick(ISSUERS)
    seed = totp_seed()
    acct = pick([email(), login(), "root-account"])
    k = rint(0, 4)
    if k == 0:
        shown = seed
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (iss, pct(acct), seed, iss)
    elif k == 1:
        shown = " ".join(seed.lower()[i:i + 4] for i in range(0, len(seed), 4))
        snip = T(lang, "Setup key (enter manually): %s" % shown, "수동 입력용 설정 키: %s" % shown)
    elif k == 2:
        shown = seed
        snip = 'totp = pyotp.TOTP("%s")\nprint(totp.now())' % seed
    elif k == 3:
        shown = seed
        snip = "MFA_SEED=%s  # %s %s" % (seed, iss, acct)
    else:
        shown = seed
        snip = "oathtool --totp -b %s" % seed
    d.update(snip=fence(snip, ""), iss=iss, acct=acct, s0=shown)
    mc = F([("The {iss} account {acct} is protected by a shared TOTP and I could not log in while {task0}. The seed is kept here:\n{snip}",
             "{iss} 계정 {acct}는 공용 TOTP로 보호돼 있어서 로그인을 못 했다. 시드가 여기 있었다:\n{snip}"),
            ("The nightly job logs into {iss} by computing the MFA code itself:\n{snip}",
             "야간 잡은 MFA 코드를 직접 계산해서 {iss}에 로그인한다:\n{snip}"),
            ("{who} gave me the 2FA seed for {acct} so I could cover the on-call shift:\n{snip}",
             "온콜 대신 서 달라고 {who}이 {acct}의 2FA 시드를 줬다:\n{snip}")], lang, dict(d, task0=d["task"]))
    ls = F([("A TOTP seed is the second factor itself; whoever holds it can generate codes forever. Re-enrol MFA and keep the seed in the vault only.",
             "TOTP 시드는 2차 인증 그 자체다. 가진 사람은 영원히 코드를 만들 수 있다. MFA를 재등록하고 시드는 금고에만 둘 것."),
            ("Codes failed because the container clock drifted 40 s; sync NTP before blaming the seed.",
             "컨테이너 시계가 40초 틀어져서 코드가 실패했다. 시드를 의심하기 전에 NTP부터 맞출 것."),
            ("Move {iss} automation to an API token instead of scripting MFA.",
             "MFA를 스크립트로 처리하지 말고 {iss} 자동화는 API 토큰으로 바꿀 것.")], lang, d)
    ask = F([("", ""), ("Can we re-enrol MFA on {acct} now that the seed was shared?", "시드가 공유됐으니 {acct}의 MFA를 재등록할까요?"),
             ("Is {s0} the current seed or was MFA reset?", "{s0}가 현재 시드인가요, MFA가 리셋됐나요?")], lang, d)
    return mk("TOTP seed: %s (%s)" % (iss, ["otpauth URI", "spaced setup key", "pyotp", "env var", "oathtool"][k]), mc, ls, ask, [shown])


def s_recovery(lang):
    d = base_ctx(lang)
    kind = pick(["github", "google", "gitlab", "discord", "microsoft", "1password", "bitlocker", "apple"])
    codes = recovery_codes(kind)
    label = {"github": "GitHub recovery codes", "google": "Google backup codes", "gitlab": "GitLab recovery codes",
             "discord": "Discord backup codes", "microsoft": "Microsoft account recovery code", "1password": "1Password Secret Key",
             "bitlocker": "BitLocker recovery key", "apple": "Apple ID recovery key"}[kind]
    if len(codes) > 1:
        sep = pick(["\n", "\n- ", "  "])
        body = (sep.lstrip("\n") if sep.startswith("\n-") else "") + sep.join(codes)
        if sep == "\n- ":
            body = "- " + "\n- ".join(codes)
    else:
        body = codes[0]
    acct = {"github": "the org bot account", "google": "ops@" + d["dom"], "gitlab": "the shared admin account",
            "discord": "the community bot account", "microsoft": "the Azure billing owner account",
            "1password": "the ops 1Password account", "bitlocker": "build-laptop-%02d" % rint(1, 20),
            "apple": "the release Apple ID"}[kind]
    if lang == "ko":
        acct = {"the org bot account": "조직 봇 계정", "the shared admin account": "공용 관리자 계정",
                "the community bot account": "커뮤니티 봇 계정", "the Azure billing owner account": "Azure 결제 소유자 계정",
                "the ops 1Password account": "ops 1Password 계정", "the release Apple ID": "배포용 Apple ID"}.get(acct, acct)
    d.update(snip=fence(body, ""), label=label, acct=acct, s0=codes[0])
    single = len(codes) == 1
    mc = F([("{acct} was locked out after the phone with the authenticator was wiped. {who} had saved these:\n{snip}",
             "인증 앱이 든 폰이 초기화돼서 {acct}가 잠겼다. {who}이 저장해 둔 값:\n{snip}"),
            ("Needed to get back into {acct} while {task}. The {label} from the onboarding doc:\n{snip}",
             "{task} {acct}에 다시 들어가야 했다. 온보딩 문서에 있던 {label}:\n{snip}"),
            ("{snip}\n^ {label} for {acct}, found in a text file on the shared drive.",
             "{snip}\n^ 공유 드라이브 텍스트 파일에서 찾은 {acct}의 {label}.")], lang, d)
    ls = F(([] if single else [("Each recovery code works once; the used ones must be crossed out and a new set generated when fewer than three remain.",
             "복구 코드는 한 번씩만 쓸 수 있다. 사용한 건 지우고 세 개 미만이 남으면 새로 발급할 것.")]) + [
            ("Recovery material belongs in the company vault with two owners, not on the shared drive.",
             "복구 정보는 공유 드라이브가 아니라 담당자 두 명이 있는 회사 금고에 둘 것."),
            ("After using it, regenerate the {label} and re-register a second hardware key.",
             "사용한 뒤에는 {label}를 재발급하고 보조 하드웨어 키를 다시 등록할 것.")], lang, d)
    ask = F([("", ""), ("Should I regenerate the {label} now that it was pasted here?", "여기 붙여졌으니 {label}를 재발급할까요?"),
             (("Is {s0} still the current value?", "{s0}가 아직 현재 값인가요?") if single else
              ("Was {s0} already used?", "{s0}는 이미 사용한 코드인가요?"))], lang, d)
    return mk("recovery codes: %s (%d)" % (label, len(codes)), mc, ls, ask, codes)


def s_pin(lang):
    d = base_ctx(lang)
    k = rint(0, 4)
    if k == 0:
        pin, puk, mk_ = "%08d" % rint(0, 99999999), "%08d" % rint(0, 99999999), rs(HEX, 48)
        snip = "ykman piv access change-pin --new-pin %s\nykman piv access change-puk --new-puk %s\nykman piv access change-management-key --new-management-key %s --protect" % (pin, puk, mk_)
        listed, what = [pin, puk, mk_], "YubiKey PIV PIN/PUK/management key"
    elif k == 1:
        puk = "%08d" % rint(0, 99999999)
        snip = T(lang, "SIM for the on-call phone: PUK %s (the PIN was locked after 3 tries)" % puk,
                 "온콜폰 유심: PUK %s (PIN 3회 틀려서 잠김)" % puk)
        listed, what = [puk], "SIM PUK"
    elif k == 2:
        code = "%d" % rint(10 ** 7, 10 ** 10)
        snip = T(lang, "Server room door: %s# (changes monthly)" % code, "서버실 도어락 비밀번호: %s# (매달 변경)" % code)
        listed, what = [code], "door lock code"
    elif k == 3:
        code = "%d" % rint(10 ** 8, 10 ** 10)
        snip = T(lang, "BIOS supervisor password on the kiosk images: %s" % code, "키오스크 이미지 BIOS 관리자 비밀번호: %s" % code)
        listed, what = [code], "BIOS password"
    else:
        code = "%08d" % rint(0, 99999999)
        snip = T(lang, "Alarm panel disarm code for the office: %s" % code, "사무실 경비 해제 코드: %s" % code)
        listed, what = [code], "alarm code"
    d.update(snip=snip, what=what, s0=listed[0])
    mc = F([("The hardware setup for {env} stalled because I did not have this:\n{snip}",
             "{env} 장비 세팅이 이것 때문에 막혔다:\n{snip}"),
            ("{who} wrote the following in the ops handover note:\n{snip}",
             "{who}이 ops 인수인계 노트에 적어 둔 내용:\n{snip}")], lang, d)
    ls = F([("Even numeric codes ({what}) are credentials; keep them in the vault and change them after sharing.",
             "숫자 코드({what})도 자격 증명이다. 금고에 두고 공유 후에는 바꿀 것."),
            ("Three wrong attempts lock the device; ask before guessing.", "3번 틀리면 장비가 잠긴다. 추측하지 말고 먼저 물어볼 것.")], lang, d)
    ask = F([("", ""), ("Is {s0} still current?", "{s0} 아직 유효한가요?"),
             ("Who should hold the {what} going forward?", "앞으로 {what}는 누가 관리하나요?")], lang, d)
    return mk("PIN/code: %s" % what, mc, ls, ask, listed)


def s_wifi(lang):
    d = base_ctx(lang)
    ssid = pick(["OFFICE-5G", "Lab-Guest", "KT_GiGA_5G_%s" % rs(HEXU, 4), "iptime-%s" % rs(ANL, 4), "U+Net%s" % rs(HEXU, 4),
                 "SK_WiFiGIGA%s_5G" % rs(HEXU, 4), "Factory-IoT", "Warehouse-AP3", "dev-testbed"])
    raw = chance(0.15)
    if raw:
        pw, st = rs(HEX, 64), "raw PSK"
    else:
        st, pw = password(style=pick(["human", "passphrase", "generated", "korean-keyboard"]), forbid=";,:\\")
    k = rint(0, 5)
    if k == 0:
        snip = 'network={\n    ssid="%s"\n    psk=%s\n    key_mgmt=WPA-PSK\n}' % (ssid, pw if raw else '"%s"' % pw)
        form = "wpa_supplicant.conf"
    elif k == 1:
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_key_mgmt=WPA-PSK\n%s=%s" % (ssid, "wpa_psk" if raw else "wpa_passphrase", pw)
        form = "hostapd.conf"
    elif k == 2:
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        form = "Wi-Fi QR payload"
    elif k == 3:
        snip = "[wifi]\nssid=%s\nmode=infrastructure\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk=%s" % (ssid, pw)
        form = "NetworkManager keyfile"
    elif k == 4:
        snip = "network:\n  wifis:\n    wlan0:\n      access-points:\n        \"%s\":\n          password: \"%s\"" % (ssid, pw)
        form = "netplan"
    else:
        snip = T(lang, "Wi-Fi: %s / password: %s" % (ssid, pw), "와이파이: %s / 비밀번호: %s" % (ssid, pw))
        form = "notice"
    d.update(snip=fence(snip, ""), ssid=ssid, s0=pw)
    mc = F([("The kiosk devices in {env} could not join the network after the AP swap. Provisioning file:\n{snip}",
             "AP 교체 후 {env} 키오스크 장비가 네트워크에 붙지 못했다. 프로비저닝 파일:\n{snip}"),
            ("Needed network access for the IoT test rig; {who} sent:\n{snip}",
             "IoT 테스트 장비용 네트워크가 필요했는데 {who}이 보내 줌:\n{snip}"),
            ("{snip}\nThis is baked into the Raspberry Pi image for the {svc} sensors.",
             "{snip}\n{svc} 센서용 라즈베리파이 이미지에 이렇게 박혀 있다.")], lang, d)
    ls = F([("The new AP is WPA3-only on 5 GHz; the old sensors need the 2.4 GHz SSID {ssid}.",
             "새 AP는 5GHz에서 WPA3만 지원한다. 구형 센서는 2.4GHz SSID {ssid}를 써야 한다."),
            ("Do not bake Wi-Fi credentials into images; provision them at first boot from the device vault.",
             "와이파이 자격 증명을 이미지에 굽지 말고 첫 부팅 때 장비 금고에서 받아 오게 할 것."),
            ("Rotating the {ssid} key means reflashing every device that has it baked in.",
             "{ssid} 키를 바꾸면 그 키가 박힌 장비를 모두 다시 구워야 한다.")], lang, d)
    ask = F([("", ""), ("Is {s0} still the {ssid} key after the AP swap?", "AP 교체 후에도 {ssid} 키가 {s0} 그대로인가요?"),
             ("Can the IoT devices get their own SSID?", "IoT 장비용 SSID를 따로 만들 수 있을까요?")], lang, d)
    return mk("Wi-Fi key: %s (%s)" % (form, st), mc, ls, ask, [pw])


# --- webhook URLs with embedded secrets ---------------------------------------------
def webhook_item(d):
    k = rint(0, 8)
    if k == 0:
        tok = rs(AN, 24)
        return "Slack incoming webhook", "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(ANU, 8), rs(ANU, 10), tok), [tok]
    if k == 1:
        tok = rs(B64U, 68)
        return "Discord webhook", "https://discord.com/api/webhooks/%s/%s" % (rs(DG, 19), tok), [tok]
    if k == 2:
        tok, sec = rs(HEX, 64), "SEC" + rs(HEX, 64)
        return "DingTalk robot webhook + sign secret", "https://oapi.dingtalk.com/robot/send?access_token=%s\nsecret: %s" % (tok, sec), [tok, sec]
    if k == 3:
        a, b = rs(HEX, 32), rs(B64U, 43)
        return "Microsoft Teams incoming webhook", "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (
            rs(ANL, 8), uuid4(), uuid4(), a, uuid4(), b), [a, "V2" + b]
    if k == 4:
        hid = rs(ANL, 26)
        return "Mattermost incoming webhook", "https://chat.%s/hooks/%s" % (d["dom"], hid), [hid]
    if k == 5:
        tok = "%s:AA%s" % (rs(DG, 10), rs(B64U, 33))
        return "Telegram bot sendMessage URL", "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, rs(DG, 10)), [tok]
    if k == 6:
        tok = "glptt-" + rs(HEX, 40)
        return "GitLab pipeline trigger", "curl -X POST -F token=%s -F ref=%s https://gitlab.%s/api/v4/projects/%d/trigger/pipeline" % (
            tok, pick(BRANCHES), d["dom"], rint(10, 900)), [tok]
    if k == 7:
        tok = rs(AN, 32)
        return "Jenkins remote build trigger", "https://jenkins.%s/job/%s/build?token=%s&cause=webhook" % (d["dom"], d["svc"], tok), [tok]
    key, tok = "AIza" + rs(B64U, 35), rs(B64U, 43)
    return "Google Chat webhook", "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=%s&token=%s" % (rs(B64U, 7), key, pct(tok + "=")), [key, pct(tok + "=")]


def s_webhook(lang):
    d = base_ctx(lang)
    kind, u, listed = webhook_item(d)
    k = rint(0, 3)
    if k == 0:
        snip = u
    elif k == 1:
        snip = "%s=%s" % (pick(["ALERT_WEBHOOK_URL", "NOTIFY_HOOK", "WEBHOOK_URL", "DEPLOY_TRIGGER"]), u.split("\n")[0]) + ("\n" + u.split("\n")[1] if "\n" in u else "")
    elif k == 2:
        snip = "alertmanager:\n  receivers:\n    - name: %s\n      webhook_configs:\n        - url: '%s'" % (d["env_en"], u.split("\n")[0]) + ("\n# " + u.split("\n")[1] if "\n" in u else "")
    else:
        snip = 'requests.post("%s", json={"text": msg})' % u.split("\n")[0] + ("\n# " + u.split("\n")[1] if "\n" in u else "")
    d.update(snip=fence(snip, ""), kind=kind, s0=listed[0])
    mc = F([("Deploy notifications for {svc} stopped arriving after {task}. The hook in use:\n{snip}",
             "{task} {svc} 배포 알림이 더 이상 오지 않았다. 사용 중이던 훅:\n{snip}"),
            ("I did not know where the {env} alerts were posted; the {kind} was hard-coded:\n{snip}",
             "{env} 알림이 어디로 가는지 몰랐다. {kind}가 하드코딩돼 있었다:\n{snip}"),
            ("{snip}\n{who} pasted this in the PR description to show the notifier config.",
             "{snip}\n{who}이 알림 설정을 보여 주려고 PR 설명에 붙인 것.")], lang, d)
    ls = F([("A {kind} needs no other auth: anyone with the URL can post or trigger. Regenerate it once it has been shared.",
             "{kind}는 추가 인증이 없다. URL만 있으면 누구나 메시지를 보내거나 실행할 수 있다. 공유됐으면 재발급할 것."),
            ("Webhook URLs go in {sm} and are referenced by name in the chart.",
             "웹훅 URL은 {sm}에 넣고 차트에서는 이름으로만 참조할 것."),
            ("The hook was deleted when the channel was archived; a 404 from the webhook endpoint means a new URL is needed.",
             "채널을 보관하면서 훅이 삭제됐다. 웹훅이 404를 주면 새 URL이 필요하다.")], lang, d)
    ask = F([("", ""), ("Should I regenerate the webhook now that it is in the PR history?", "PR 기록에 남았으니 웹훅을 재발급할까요?"),
             ("Which channel should {env} alerts go to?", "{env} 알림은 어느 채널로 보내야 하나요?")], lang, d)
    return mk("webhook: %s" % kind, mc, ls, ask, listed)


# --- secrets split across fields -----------------------------------------------------
def s_split(lang):
    d = base_ctx(lang)
    if chance(0.5):
        v, items = vendor_draw()
        sec = [(k, val) for k, val, s in items if s]
        key, val = sec[0]
        what = v[lang]
        listed = [x[1] for x in sec]
        extra = "\n".join("%s=%s" % kv for kv in sec[1:])
        cat = "split fields: %s" % v["en"]
    else:
        st, val = password(forbid="`")
        sysn = pick(SYSTEMS)
        what = T(lang, "password for %s" % sysn[0], "%s 비밀번호" % sysn[1])
        key = "password"
        listed = [val]
        extra = ""
        cat = "split fields: %s password (%s)" % (sysn[0], st)
    d.update(what=what, key=key, val=val, extra=extra, s0=val)
    k = rint(0, 3)
    if k == 0:
        mc = F([("While {task} I was missing the {what}. {who} gave it to me; it is:",
                 "{task} {what}가 없어서 막혔다. {who}이 알려 준 값은:"),
                ("The only thing blocking the {env} cut-over was the {what}, which is", "{env} 전환을 막던 건 {what} 하나였고, 값은")], lang, d)
        ls = "%s\n%s" % (val, extra) if extra else val
        ls += T(lang, "\n(set it as %s on the runner, then restart %s)" % (key, d["svc"]),
                "\n(러너에 %s로 넣고 %s 재시작)" % (key, d["svc"]))
        ask = F([("", ""), ("Should this go into {sm}?", "이 값을 {sm}에 넣을까요?")], lang, d)
    elif k == 1:
        mc = F([("{svc} in {env} needed the {what}; nobody had written down where it lives.",
                 "{env}의 {svc}에 {what}가 필요했는데 어디 있는지 아무도 적어 두지 않았다.")], lang, d)
        ls = F([("Label for the value below: {key} ({what}). The value itself is in the question field.",
                 "아래 값의 라벨: {key} ({what}). 값 자체는 질문 칸에 적었다.")], lang, d)
        ask = val + ("\n" + extra if extra else "")
    elif k == 2:
        mc = F([("Missing piece for {svc} in {env}, {key}:", "{env} {svc}에 빠져 있던 값, {key}:"),
                ("{what}:", "{what}:")], lang, d)
        ls = val + ("\n" + extra if extra else "") + T(lang, "\n^ that is the %s %s asked about; it only works from the VPN." % (d["what"], d["who"]),
                                                         "\n^ %s이 물어본 %s. VPN 안에서만 동작한다." % (d["who"], d["what"]))
        ask = ""
    else:
        mc = val + ("\n" + extra if extra else "")
        ls = F([("The line above is the {what} for {env}; {svc} reads it as {key}.",
                 "위 줄이 {env}용 {what}이다. {svc}는 {key}로 읽는다.")], lang, d)
        ask = F([("", ""), ("Can you confirm that value is current?", "그 값이 최신인지 확인해 주실 수 있나요?")], lang, d)
    return mk(cat + " (variant %d)" % k, mc, ls, ask, listed)


# --- diffs (old and new values both listed) ---------------------------------------------
def s_diff(lang):
    d = base_ctx(lang)
    k = rint(0, 2)
    f = pick([".env.%s" % d["env_en"], "config/%s.yaml" % d["env_en"], "k8s/%s/values.yaml" % d["svc"], "settings/base.py", "docker-compose.yml"])
    if k == 0:
        v = VENDORS[VENDOR_DECK.draw_where(lambda i: VMETA[i][0] == 1)]
        old = [x for x in v["make"]() if x[2]][0]
        new = [x for x in v["make"]() if x[2]][0]
        key = old[0]
        o, n = old[1], new[1]
        what = v["en"]
    else:
        key = pick(["DB_PASSWORD", "POSTGRES_PASSWORD", "REDIS_PASSWORD", "ADMIN_PASSWORD", "SMTP_PASSWORD", "RABBITMQ_DEFAULT_PASS"])
        _, o = password(forbid="`")
        _, n = password(forbid="`")
        what = key.lower().replace("_", " ")
    idx = "index %s..%s 100644" % (rs(HEX, 7), rs(HEX, 7))
    ctx1 = pick(["LOG_LEVEL=info", "PORT=8080", "TZ=Asia/Seoul", "WORKERS=4"])
    if f.endswith(".yaml") or f.endswith(".yml"):
        line = lambda val: "  %s: \"%s\"" % (key.lower(), val)
        ctx1 = "  %s: %s" % (pick(["replicas", "port", "logLevel"]), pick(["3", "8080", "info"]))
    elif f.endswith(".py"):
        line = lambda val: "%s = \"%s\"" % (key, val)
        ctx1 = "DEBUG = False"
    else:
        line = lambda val: "%s=%s" % (key, val)
    if k == 2:
        body = "@@ -%d,3 +%d,2 @@\n %s\n-%s\n+%s" % (rint(2, 40), rint(2, 40), ctx1, line(o), line("${%s}" % key) if not f.endswith(".py") else '%s = os.environ["%s"]' % (key, key))
        listed = [o]
        cat = "diff: removing hard-coded %s" % what
    else:
        body = "@@ -%d,3 +%d,3 @@\n %s\n-%s\n+%s" % (rint(2, 40), rint(2, 40), ctx1, line(o), line(n))
        listed = [o, n]
        cat = "diff: rotating %s (old and new)" % what
    snip = "diff --git a/%s b/%s\n%s\n--- a/%s\n+++ b/%s\n%s" % (f, f, idx, f, f, body)
    d.update(snip=fence(snip, "diff"), f=f, key=key)
    mc = F([("Reviewing PR #{pr} on {branch}; the diff touches {f}:\n{snip}",
             "{branch}의 PR #{pr} 리뷰 중. {f}를 건드리는 diff:\n{snip}"),
            ("{svc} broke in {env} right after this commit and I did not know why:\n{snip}",
             "이 커밋 직후 {env}의 {svc}가 깨졌는데 이유를 몰랐다:\n{snip}")], lang, d)
    ls = F([("Removing a secret in a later commit does not remove it from history; the old value must be rotated as well.",
             "나중 커밋에서 지워도 히스토리에는 남는다. 예전 값도 교체해야 한다."),
            ("{key} is read once at boot, so the new value only applied after the pods restarted.",
             "{key}는 부팅 때 한 번만 읽혀서 파드 재시작 후에야 새 값이 적용됐다."),
            ("Rotate secrets through {sm}, not through PRs; a diff like this leaks both values.",
             "시크릿 교체는 PR이 아니라 {sm}에서 할 것. 이런 diff는 옛 값과 새 값을 둘 다 노출한다.")], lang, d)
    ask = F([("", ""), ("Do you want me to purge {f} from git history as well?", "{f}를 git 히스토리에서도 지울까요?"),
             ("Was the old {key} revoked when the new one was added?", "새 {key}를 넣을 때 예전 값은 폐기했나요?")], lang, d)
    return mk(cat, mc, ls, ask, listed)


# --- several secrets in one snippet ------------------------------------------------------
def app_secret_pairs():
    k = rint(0, 14)
    if k == 0:
        return [("SECRET_KEY", "django-insecure-" + rs(LO + DG + "!@#$%^&*(-_=+)", 50) if chance(0.3) else rs(LO + DG + "!@#%^&*(-_=+)", 50))], "Django SECRET_KEY"
    if k == 1:
        return [("SECRET_KEY_BASE", rs(HEX, 128))], "Rails secret_key_base"
    if k == 2:
        return [("APP_KEY", "base64:" + b64(rb(32)))], "Laravel APP_KEY"
    if k == 3:
        return [("NEXTAUTH_SECRET", b64(rb(32)))], "NextAuth secret"
    if k == 4:
        return [("JWT_SECRET", rs(AN, pick([32, 48, 64])))], "JWT HMAC secret"
    if k == 5:
        return [("ENCRYPTION_KEY", rs(HEX, 64))], "AES-256 key"
    if k == 6:
        return [("FERNET_KEY", base64.urlsafe_b64encode(rb(32)).decode())], "Fernet key"
    if k == 7:
        return [("HASURA_GRAPHQL_ADMIN_SECRET", rs(AN, 32))], "Hasura admin secret"
    if k == 8:
        return [("KEYCLOAK_CLIENT_SECRET", rs(AN, 32))], "Keycloak client secret"
    if k == 9:
        return [("MINIO_ROOT_USER", "minioadmin"), ("MINIO_ROOT_PASSWORD", rs(AN, 24))], "MinIO root password"
    if k == 10:
        return [("APP_KEYS", ",".join(b64(rb(16)) for _ in range(2)))], "Strapi APP_KEYS"
    if k == 11:
        return [("RABBITMQ_ERLANG_COOKIE", rs(UP, 20))], "Erlang cookie"
    if k == 12:
        return [("N8N_ENCRYPTION_KEY", rs(AN, 32))], "n8n encryption key"
    if k == 13:
        return [("SUPABASE_SERVICE_ROLE_KEY", jwt_token({"iss": "supabase", "ref": rs(ANL, 20), "role": "service_role", "iat": rint(1700000000, 1750000000), "exp": rint(2000000000, 2100000000)}))], "Supabase service_role key"
    return [("GF_SECURITY_ADMIN_PASSWORD", password(forbid="`")[1])], "Grafana admin password"


def split_listed(pairs):
    out = []
    for k, v in pairs:
        if k == "MINIO_ROOT_USER":
            continue
        if k == "APP_KEYS":
            out += v.split(",")
        else:
            out.append(v)
    return out


def s_app_secret(lang):
    d = base_ctx(lang)
    pairs, what = app_secret_pairs()
    items = [(k, v, k != "MINIO_ROOT_USER") for k, v in pairs]
    cname, text, written, flang = render_pairs(with_fillers(items, 1, 3), {"svc": d["svc"], "env": d["env_en"]})
    raw = [v for _, v, s in items if s]
    listed = split_listed([(k, v) for k, v, s in items if s]) if written == raw else written
    d.update(snip=fence(text, flang), what=what, file=file_for(cname, d), key=pairs[-1][0])
    mc = F([("All sessions in {env} were invalidated after the deploy. {file} had a new {what}:\n{snip}",
             "배포 후 {env}의 세션이 전부 무효화됐다. {file}의 {what}가 바뀌어 있었다:\n{snip}"),
            ("I did not know {svc} derives its encryption from this value ({file}):\n{snip}",
             "{svc}가 이 값({file})으로 암호화 키를 만든다는 걸 몰랐다:\n{snip}"),
            ("{snip}\nThis is the {what} {svc} boots with in {env}; {who} copied it from the old server.",
             "{snip}\n{env}에서 {svc}가 부팅할 때 쓰는 {what}. {who}이 옛 서버에서 복사해 왔다.")], lang, d)
    ls = F([("Changing the {what} logs every user out and makes old encrypted values unreadable; rotate it with a migration plan.",
             "{what}를 바꾸면 모든 사용자가 로그아웃되고 기존 암호화 값을 못 읽는다. 마이그레이션 계획과 함께 교체할 것."),
            ("Every instance must share the same {key}; the 401s came from one pod with a different value.",
             "모든 인스턴스가 같은 {key}를 써야 한다. 401은 값이 다른 파드 하나 때문이었다."),
            ("Generate {key} per environment and keep it in {sm}; never copy it between environments.",
             "{key}는 환경별로 생성해서 {sm}에 둘 것. 환경 간에 복사하지 말 것.")], lang, d)
    ask = F([("", ""), ("Can I rotate the {what} during the next maintenance window?", "다음 점검 시간에 {what}를 교체해도 될까요?")], lang, d)
    return mk("app secret: %s in %s" % (what, cname), mc, ls, ask, listed)


def s_multi(lang):
    d = base_ctx(lang)
    _, pgpw = password(forbid="`$")
    appsec = rs(AN, 48)
    v, items = vendor_draw()
    vsec = [(k, val) for k, val, s in items if s]
    db = pick(DBNAMES)
    lines = ["services:", "  db:", "    image: postgres:16", "    environment:", "      POSTGRES_USER: app",
             "      POSTGRES_PASSWORD: \"%s\"" % pgpw, "      POSTGRES_DB: %s" % db, "  %s:" % d["svc"], "    build: .", "    environment:",
             "      DATABASE_URL: \"postgresql://app:%s@db:5432/%s\"" % (url_pw(pgpw), db),
             "      SESSION_SECRET: \"%s\"" % appsec]
    for k, val in vsec:
        lines.append("      %s: \"%s\"" % (k, val))
    lines.insert(rint(len(lines) - len(vsec), len(lines)), "      LOG_LEVEL: %s" % pick(["info", "debug"]))
    listed = [pgpw, url_pw(pgpw), appsec] + [x[1] for x in vsec]
    d.update(snip=fence("\n".join(lines), "yaml"), vendor=v["name"])
    mc = F([("Local setup for {svc} did not start; I did not know the compose file was the source of truth for {env}-like settings:\n{snip}",
             "{svc} 로컬 세팅이 안 떴다. compose 파일이 {env} 수준 설정의 원본이라는 걸 몰랐다:\n{snip}"),
            ("{who} shared their working docker-compose.yml so I could reproduce the {vendor} bug:\n{snip}",
             "{vendor} 버그 재현하라고 {who}이 동작하는 docker-compose.yml을 공유해 줬다:\n{snip}")], lang, d)
    ls = F([("The DATABASE_URL password must be the percent-encoded form of POSTGRES_PASSWORD; that mismatch was the startup failure.",
             "DATABASE_URL의 비밀번호는 POSTGRES_PASSWORD를 퍼센트 인코딩한 값이어야 한다. 기동 실패 원인이 그 불일치였다."),
            ("Use an .env file that is git-ignored and reference ${{VARS}} from compose instead of inline values.",
             "값을 직접 쓰지 말고 git-ignore된 .env 파일을 두고 compose에서는 ${{VARS}}로 참조할 것.")], lang, d)
    ask = F([("", ""), ("Are the {vendor} credentials in that compose file real production ones?", "그 compose 파일의 {vendor} 자격 증명이 실제 운영 값인가요?")], lang, d)
    return mk("multiple secrets: compose with DB password (raw + URL-encoded), session secret, %s" % v["en"], mc, ls, ask, listed)


# --- stack traces and logs that leak secrets ---------------------------------------------
def s_stacktrace(lang):
    d = base_ctx(lang)
    k = rint(0, 5)
    u = pick(["app", "svc", "etl_user", "admin"])
    if k == 0:
        _, pw = password(forbid="`")
        cs = "postgresql://%s:%s@%s:5432/%s" % (u, url_pw(pw), d["host"], _db(d))
        snip = ('Traceback (most recent call last):\n  File "/app/%s/db.py", line %d, in connect\n    engine = create_engine(url)\n'
                'sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password authentication failed for user "%s"\n'
                '[SQL: url=%s]') % (d["svc"].replace("-", "_"), rint(10, 200), u, cs)
        listed, what = [url_pw(pw)], "SQLAlchemy traceback with DSN"
    elif k == 1:
        _, pw = password(allowed=AN + "!@#$%^*-_=+.?~")
        snip = ("java.lang.IllegalArgumentException: Illegal character in authority at index %d: https://%s:%s@%s/api\n"
                "\tat java.base/java.net.URI.create(URI.java:906)\n\tat com.acme.%s.Client.<init>(Client.java:%d)") % (
            rint(14, 30), u, pw, d["host"], d["svc"].replace("-", ""), rint(20, 90))
        listed, what = [pw], "Java URI exception with raw password"
    elif k == 2:
        v, items = vendor_draw()
        sec = [(kk, val) for kk, val, s in items if s]
        snip = ("Error: Request failed with status code 401\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n"
                "  config: {\n    url: 'https://%s%s',\n    headers: { Authorization: 'Bearer %s' }\n  }") % (v["host"] or "api." + d["dom"], v["path"], sec[0][1])
        listed, what = [sec[0][1]], "Node axios error with bearer (%s)" % v["en"]
    elif k == 3:
        v, items = vendor_draw()
        sec = [(kk, val) for kk, val, s in items if s]
        loc = "\n".join("    %s = '%s'" % (kstyle(kk, "snake"), val) for kk, val in sec)
        snip = ('Traceback (most recent call last):\n  File "/srv/%s/tasks.py", line %d, in sync\n    resp.raise_for_status()\n'
                'requests.exceptions.HTTPError: 403 Client Error: Forbidden\nLocals:\n%s\n    retries = 3') % (d["svc"], rint(20, 300), loc)
        listed, what = [x[1] for x in sec], "Python traceback with locals (%s)" % v["en"]
    elif k == 4:
        _, pw = password(forbid="`")
        snip = 'panic: dial redis: NOAUTH Authentication required\n\ngoroutine 1 [running]:\nmain.mustRedis({0xc0000a2000, 0x%x}, {"%s", "%s"})\n\t/src/cmd/%s/main.go:%d +0x1c5' % (
            rint(16, 80), host("redis") + ":6379", pw, d["svc"], rint(30, 120))
        listed, what = [pw], "Go panic with redis password argument"
    else:
        _, pw = password(forbid="`")
        snip = "%s ERROR [mail] smtplib.SMTPAuthenticationError: (535, b'5.7.8 Username and Password not accepted') user=%s password=%s host=smtp.%s:587" % (
            ts_iso(), email(), pw, d["dom"])
        listed, what = [pw], "SMTP auth error log with password"
    d.update(snip=fence(snip, ""), what=what)
    mc = F([("{svc} crashed in {env} after {task0}. The error report:\n{snip}",
             "{task0} {env}의 {svc}가 죽었다. 에러 리포트:\n{snip}"),
            ("Sentry issue from {env} that {who} asked me to look at:\n{snip}",
             "{who}이 봐 달라고 한 {env} Sentry 이슈:\n{snip}"),
            ("{snip}\nThis was the first error in the pod log; I did not know the library prints its arguments.",
             "{snip}\n파드 로그의 첫 에러. 라이브러리가 인자를 그대로 찍는 줄 몰랐다.")], lang, dict(d, task0=d["task"]))
    ls = F([("Error reporters capture arguments and locals; scrub credentials before they reach Sentry or the logs.",
             "에러 리포터는 인자와 로컬 변수를 그대로 수집한다. Sentry나 로그로 가기 전에 자격 증명을 지울 것."),
            ("The root cause was the credential itself: it had been rotated and {svc} still had the old value.",
             "근본 원인은 자격 증명이었다. 교체됐는데 {svc}는 예전 값을 갖고 있었다."),
            ("Build URLs with a URL builder so credentials get encoded, and never log the built URL.",
             "URL은 빌더로 만들어 자격 증명이 인코딩되게 하고, 만든 URL은 로그에 남기지 말 것.")], lang, d)
    ask = F([("", ""), ("Should I enable the scrubber for {svc} in Sentry?", "Sentry에서 {svc}용 스크러버를 켤까요?"),
             ("Since the value leaked into the logs, will you rotate it?", "값이 로그에 남았으니 교체해 주실 건가요?")], lang, d)
    return mk("stack trace/log: %s" % what, mc, ls, ask, listed)


# --- tool-specific credential files ---------------------------------------------------------
def cfgfile_item(d):
    k = rint(0, 21)
    u = login()
    if k == 0:
        t = "npm_" + rs(AN, 36)
        return ".npmrc", "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % t, [t], "npm token in .npmrc"
    if k == 1:
        t = "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rint(150, 170))
        return "~/.pypirc", "[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = %s" % t, [t], "PyPI token in .pypirc"
    if k == 2:
        a, s_ = "AKIA" + rs(B32, 16), rs(AN + "/+", 40)
        return "~/.aws/credentials", "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", d["env_en"], "deploy"]), a, s_, pick(REGIONS)), [a, s_], "AWS credentials file"
    if k == 3:
        _, pw = password(forbid="`")
        blob = basic_blob(u, pw)
        return "~/.docker/config.json", json.dumps({"auths": {"registry.%s" % d["dom"]: {"auth": blob}}}, indent=2), [blob], "Docker config.json auth (base64 user:pass)"
    if k == 4:
        t = rs(HEX, 8) + "-" + rs(HEX, 4) + "-" + rs(HEX, 4) + "-" + rs(HEX, 4) + "-" + rs(HEX, 12) if chance(0.3) else "HRKU-AA" + rs(B64U, 58)
        return "~/.netrc", "machine api.heroku.com\n  login %s\n  password %s\nmachine git.heroku.com\n  login %s\n  password %s" % (email(), t, email(), t), [t], "netrc with Heroku token"
    if k == 5:
        t = "ghp_" + rs(AN, 36)
        return "~/.git-credentials", "https://%s:%s@github.com" % (u, t), [t], "git-credentials"
    if k == 6:
        t = "%s.%s" % (rs(ANL, 6), rs(ANL, 16))
        return "kubeconfig", "users:\n- name: %s-admin\n  user:\n    token: %s\ncontexts:\n- context:\n    cluster: %s\n    user: %s-admin\n  name: %s" % (
            d["env_en"], t, d["env_en"], d["env_en"], d["env_en"]), [t], "kubeconfig bootstrap token"
    if k == 7:
        _, pw = password(forbid="`")
        return "/etc/pip.conf", "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi/simple\ntrusted-host = nexus.%s" % (u, url_pw(pw), d["dom"], d["dom"]), [url_pw(pw)], "pip.conf index-url credentials"
    if k == 8:
        _, pw = password(forbid=":\\`")
        return "~/.pgpass", "%s:5432:%s:%s:%s\n%s:5432:*:%s:%s" % (d["host"], _db(d), u, pw, host("pg"), u, pw), [pw], ".pgpass"
    if k == 9:
        _, pw = password(forbid="`#;")
        return "~/.my.cnf", "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, pw, d["host"]), [pw], "my.cnf [client] password"
    if k == 10:
        _, pw = password(forbid=XML_BAD)
        return "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, pw), [pw], "Maven settings.xml server password"
    if k == 11:
        _, pw = password(forbid=XML_BAD)
        return "NuGet.config", '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="%s" />\n    <add key="ClearTextPassword" value="%s" />\n  </internal>\n</packageSourceCredentials>' % (u, pw), [pw], "NuGet ClearTextPassword"
    if k == 12:
        _, pw = password(forbid="`")
        _, pw2 = password(forbid="`")
        return "~/.gradle/gradle.properties", "ossrhUsername=%s\nossrhPassword=%s\nsigning.keyId=%s\nsigning.password=%s" % (u, pw, rs(HEXU, 8), pw2), [pw, pw2], "gradle.properties OSSRH + signing passwords"
    if k == 13:
        a, s_ = "AKIA" + rs(B32, 16), rs(AN + "/+", 40)
        return "rclone.conf", "[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = %s" % (a, s_, pick(REGIONS)), [a, s_], "rclone.conf S3 keys"
    if k == 14:
        t = rs(HEX, 40)
        return "auth.json", json.dumps({"http-basic": {"repo.packagist.com": {"username": "token", "password": t}}}, indent=2), [t], "composer auth.json"
    if k == 15:
        t = "cio" + rs(AN, 32)
        return "~/.cargo/credentials.toml", "[registry]\ntoken = \"%s\"" % t, [t], "crates.io token"
    if k == 16:
        t = rs(AN, 14) + ".atlasv1." + rs(AN, 67)
        return "~/.terraformrc", "credentials \"app.terraform.io\" {\n  token = \"%s\"\n}" % t, [t], "Terraform Cloud token in .terraformrc"
    if k == 17:
        t = "gho_" + rs(AN, 36)
        return "~/.config/gh/hosts.yml", "github.com:\n    user: %s\n    oauth_token: %s\n    git_protocol: https" % (u, t), [t], "gh hosts.yml oauth_token"
    if k == 18:
        _, pw = password(forbid="'\\`")
        keys = [rs(AN + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64) for _ in range(2)]
        keys = [x.replace("'", "") for x in keys]
        return "wp-config.php", "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'AUTH_KEY',         '%s' );\ndefine( 'SECURE_AUTH_KEY',  '%s' );" % (u, pw, keys[0], keys[1]), [pw] + keys, "wp-config.php DB password and salts"
    if k == 19:
        t = b64(rb(32))
        return "~/.cloudflared/%s.json" % uuid4(), json.dumps({"AccountTag": rs(HEX, 32), "TunnelSecret": t, "TunnelID": uuid4()}, indent=2), [t], "cloudflared tunnel credentials"
    if k == 20:
        t = "tskey-auth-k%s%s-%s" % (rs(AN, 10), "CNTRL", rs(AN, 33))
        return "cloud-init user-data", "runcmd:\n  - curl -fsSL https://tailscale.com/install.sh | sh\n  - tailscale up --authkey=%s --hostname=%s" % (t, d["svc"]), [t], "Tailscale auth key in cloud-init"
    _, pw = password(forbid="`")
    return "/etc/postfix/sasl_passwd", "[smtp.%s]:587 %s:%s" % (d["dom"], email(), pw), [pw], "postfix sasl_passwd"


def s_cfgfile(lang):
    d = base_ctx(lang)
    fname, text, listed, label = cfgfile_item(d)
    d.update(snip=fence(text, ""), fname=fname, label=label, s0=listed[0])
    mc = F([("The build on the new runner {problem}. The runner image had a {fname} baked in from someone's laptop:\n{snip}",
             "새 러너에서 빌드가 {problem}. 러너 이미지에 누군가의 노트북에서 온 {fname}이 구워져 있었다:\n{snip}"),
            ("I did not know which credentials the {env} release job used; it reads {fname}:\n{snip}",
             "{env} 릴리스 잡이 어떤 자격 증명을 쓰는지 몰랐다. {fname}을 읽는다:\n{snip}"),
            ("{who} sent me their {fname} so I could publish from my machine:\n{snip}",
             "내 PC에서 배포할 수 있게 {who}이 자기 {fname}을 보내 줬다:\n{snip}"),
            ("{snip}\nFound as {fname} in the Docker layer history of the {svc} image.",
             "{snip}\n{svc} 이미지의 Docker 레이어 히스토리에서 {fname}으로 발견.")], lang, d)
    ls = F([("Credential files like {fname} must never be copied into images; use build secrets (`--secret`) or runtime mounts.",
             "{fname} 같은 자격 증명 파일은 이미지에 복사하면 안 된다. 빌드 시크릿(`--secret`)이나 런타임 마운트를 쓸 것."),
            ("The tool prefers {fname} over environment variables, so the stale file won even after CI variables were updated.",
             "이 도구는 환경변수보다 {fname}을 우선해서, CI 변수를 바꿔도 오래된 파일 값이 이겼다."),
            ("Personal credentials in {fname} tie releases to one person; create a CI-scoped credential instead.",
             "{fname}에 개인 자격 증명을 쓰면 릴리스가 한 사람에게 묶인다. CI 전용 자격 증명을 만들 것.")], lang, d)
    ask = F([("", ""), ("Can you issue a CI-only credential so I can drop the personal {fname}?", "개인 {fname}을 빼도록 CI 전용 자격 증명을 발급해 주실 수 있나요?"),
             ("Should I scrub {fname} from the image history and rotate what is in it?", "이미지 히스토리에서 {fname}을 지우고 안의 값을 교체할까요?")], lang, d)
    return mk("credential file: %s" % label, mc, ls, ask, listed)


# --- chat transcripts -------------------------------------------------------------------
def s_chat(lang):
    d = base_ctx(lang)
    if chance(0.6):
        v, items = vendor_draw()
        sec = [(k, val) for k, val, s in items if s]
        val = sec[0][1]
        listed = [x[1] for x in sec]
        payload = " ".join(x[1] for x in sec) if len(sec) > 1 else val
        what = v[lang]
        cat = "chat: %s pasted in chat" % v["en"]
    else:
        st, val = password(forbid="`")
        listed = [val]
        payload = val
        what = T(lang, "%s password" % pick(["staging DB", "admin", "SFTP", "VPN"]), pick(["스테이징 DB 비번", "관리자 비번", "SFTP 비번", "VPN 비번"]))
        cat = "chat: %s password pasted in chat" % st
    a, b = person(lang), d["who"]
    app = pick(["Slack", "KakaoWork", "Teams", T(lang, "KakaoTalk", "카카오톡"), "Discord"])
    t = rint(9, 18)
    m = [rint(0, 20)]
    m += [m[0] + rint(0, 9), m[0] + rint(10, 39)]
    if lang == "en":
        lines = ["%s  %d:%02d  %s: is %s still the one for %s?" % (app, t, m[0], a, what, d["env"]),
                 "%s  %d:%02d  %s: %s" % (app, t, m[1], b, payload),
                 "%s  %d:%02d  %s: %s" % (app, t, m[2], b, pick(["delete after copying pls", "don't share it further", "valid until the rotation on Friday"]))]
    else:
        lines = ["%s  %d:%02d  %s: %s %s 아직 그거 맞아요?" % (app, t, m[0], a, d["env"], what),
                 "%s  %d:%02d  %s: %s" % (app, t, m[1], b, payload),
                 "%s  %d:%02d  %s: %s" % (app, t, m[2], b, pick(["복사하고 메시지 지워 주세요", "다른 데 공유하지 마세요", "금요일 교체 전까지 유효해요"]))]
    if chance(0.5):
        lines = lines[:2]
    d.update(snip="\n".join(lines), what=what, app=app, s0=val)
    mc = F([("Excerpt from {app} that unblocked me while {task0}:\n{snip}", "{task0} 막혔을 때 풀어 준 {app} 대화:\n{snip}"),
            ("I lacked the {what}; the only record is this {app} thread:\n{snip}", "{what}를 몰랐는데 기록은 이 {app} 스레드뿐이었다:\n{snip}")],
           lang, dict(d, task0=d["task"]))
    ls = F([("Credentials shared in {app} stay in the export and search index; ask for them via the vault share link instead.",
             "{app}로 공유한 자격 증명은 내보내기와 검색 인덱스에 남는다. 대신 금고 공유 링크로 요청할 것."),
            ("Confirm which environment a pasted value belongs to before using it; this one was for {env}.",
             "붙여 받은 값은 어느 환경용인지 먼저 확인할 것. 이건 {env}용이었다.")], lang, d)
    ask = F([("", ""), ("Can the message with the value be deleted from {app}?", "{app}에서 값이 담긴 메시지를 지울 수 있을까요?"),
             ("Will {s0} be rotated now that it sits in the {app} history?", "{app} 기록에 남았으니 {s0}는 교체되나요?")], lang, d)
    return mk(cat, mc, ls, ask, listed)


SECRET_TEMPLATES = [
    ("vendor_config", s_vendor_config, 76), ("vendor_code", s_vendor_code, 26), ("vendor_prose", s_vendor_prose, 22),
    ("http_header", s_http_header, 24), ("long_token", s_long_token, 12), ("cmd_password", s_cmd_password, 34),
    ("conn_string", s_conn_string, 26), ("human_password", s_human_password, 24), ("cookie", s_cookie, 9),
    ("signed_url", s_signed_url, 9), ("private_key", s_private_key, 14), ("totp", s_totp, 7), ("recovery", s_recovery, 7),
    ("pin", s_pin, 6), ("wifi", s_wifi, 8), ("webhook", s_webhook, 11), ("split", s_split, 10), ("diff", s_diff, 8),
    ("app_secret", s_app_secret, 10), ("multi", s_multi, 7), ("stacktrace", s_stacktrace, 10), ("cfgfile", s_cfgfile, 16),
    ("chat", s_chat, 10),
]


# ============================================================================
# CLEAN templates: no credential at all, but risky-looking material.
# ============================================================================
def token_prefix(v):
    for i in range(2, min(len(v), 16)):
        if v[i] in "_-." and i + 1 < len(v):
            j = i
            while j + 1 < len(v) and j < 14 and (v[j + 1] in "_-." or v[j + 1:j + 5] in ("live", "v1_", "api0")):
                j += 1
            return v[:i + 1]
    for p in ("AKIA", "ASIA", "AIza", "EAAA", "LTAI", "AKID", "ATBB", "AKLT", "NRAK", "dapi", "AQVN", "SCW", "EXO", "NCS"):
        if v.startswith(p):
            return p
    return ""


def placeholder_for(key, val):
    """A non-credential stand-in for a credential value (placeholder, reference or mask)."""
    pre = token_prefix(val)
    body_len = max(8, len(val) - len(pre))
    k = rint(0, 11)
    if k == 0:
        return "${%s}" % key, "env-var reference"
    if k == 1:
        return "<%s>" % pick(["your-api-key", "YOUR_TOKEN_HERE", key.lower().replace("_", "-"), "insert-key"]), "angle-bracket placeholder"
    if k == 2:
        return pick(["changeme", "CHANGE_ME", "REPLACE_ME", "TODO", "dummy", "xxx", "your-secret-here", "placeholder"]), "placeholder word"
    if k == 3 and pre:
        return pre + "x" * min(body_len, 40), "prefix + x placeholder"
    if k == 4 and pre:
        return pre + "X" * min(body_len, 40), "prefix + X placeholder"
    if k == 5:
        return pre + "*" * rint(8, 24) + rs(AN if not val.islower() else ANL, 4), "masked, last 4 visible"
    if k == 6:
        return (pre or "") + "..." + rs(ANL + DG, 4), "truncated mask"
    if k == 7:
        return "${{ secrets.%s }}" % key, "GitHub Actions secret reference"
    if k == 8:
        return "{{ .Values.%s }}" % kstyle(key, "camel"), "Helm template reference"
    if k == 9:
        return "op://%s/%s/credential" % (pick(["Engineering", "Infra", "Shared"]), key.lower().replace("_", "-")), "1Password reference"
    if k == 10:
        return "vault:secret/data/%s#%s" % (pick(SERVICES), key.lower()), "Vault path reference"
    return "<redacted>", "redacted marker"


CL_CFG_MC = [
    ("While {task}, {svc} {problem}. {file} only has placeholders, which is expected:\n{snip}",
     "{task} {svc}가 {problem}. {file}에는 원래대로 플레이스홀더만 있다:\n{snip}"),
    ("I did not know where {svc} gets its {vendor} settings in {env}. The template in the repo ({file}):\n{snip}",
     "{env}에서 {svc}가 {vendor} 설정을 어디서 받는지 몰랐다. 레포의 템플릿({file}):\n{snip}"),
    ("{snip}\nThat is what is committed ({file}); real values are injected at deploy time.",
     "{snip}\n커밋된 내용({file}). 실제 값은 배포 시점에 주입된다."),
    ("{who} asked why the {vendor} call fails locally. The sample config:\n{snip}",
     "{who}이 로컬에서 {vendor} 호출이 왜 실패하냐고 물었다. 샘플 설정:\n{snip}"),
]
CL_CFG_LS = [
    ("Copy the example file and fill the values from {sm}; the app refuses to start with the placeholder values, which is what happened.",
     "예제 파일을 복사해서 값은 {sm}에서 채울 것. 플레이스홀더 값 그대로면 앱이 기동을 거부하는데 그게 원인이었다."),
    ("Keep only references and placeholders in git; the loader resolves them at startup.",
     "git에는 참조와 플레이스홀더만 둘 것. 로더가 기동 시 실제 값으로 바꾼다."),
    ("The {vendor} SDK treats an unset key and a placeholder the same way: 401 on the first call.",
     "{vendor} SDK는 키가 없을 때와 플레이스홀더일 때를 똑같이 처리한다. 첫 호출에서 401."),
    ("Document the variable names, not the values: {keys}.", "값이 아니라 변수 이름을 문서화할 것: {keys}."),
]
CL_CFG_ASK = [("", ""), ("Where should I read the real {vendor} key from in {env}, {sm}?", "{env}에서 실제 {vendor} 키는 {sm}에서 읽으면 되나요?"),
              ("Can I add a startup check that rejects placeholder values?", "플레이스홀더 값이면 기동을 막는 체크를 추가해도 될까요?"),
              ("Who can grant me read access to the {env} secrets?", "{env} 시크릿 읽기 권한은 누구에게 요청하나요?")]


def c_placeholder_config(lang):
    d = base_ctx(lang)
    v, items = vendor_draw(deck=CLEAN_VENDOR_DECK)
    kinds = []
    pairs = []
    for k, val, s in items:
        if s:
            ph, kind = placeholder_for(k, val)
            kinds.append(kind)
            pairs.append((k, ph, False))
        else:
            pairs.append((k, val, False))
    pairs = with_fillers(pairs, 0, 3)
    cname, text, _, flang = render_pairs(pairs, {"svc": d["svc"], "env": d["env_en"]})
    d.update(vendor=v["name"], file=file_for(cname, d).replace(".env", ".env.example", 1) if cname == "dotenv" else file_for(cname, d),
             snip=fence(text, flang), keys=", ".join(k for k, _, s in items if s))
    return mkc("placeholder config: %s in %s (%s)" % (v["en"], cname, "; ".join(dedupe(kinds))),
               F(CL_CFG_MC, lang, d), F(CL_CFG_LS, lang, d), F(CL_CFG_ASK, lang, d))


def mkc(category, mc, ls, ask):
    return {"category": category, "fields": {"missing_context": mc.strip(), "lesson": ls.strip(), "ask_next_time": ask.strip()},
            "secrets": []}


def c_masked_output(lang):
    d = base_ctx(lang)
    k = rint(0, 7)
    if k == 0:
        snip = ("github.com\n  ✓ Logged in to github.com account %s (keyring)\n  - Active account: true\n  - Git operations protocol: https\n"
                "  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'") % login()
        tool = "gh auth status"
    elif k == 1:
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                  %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config") % (
            d["env_en"], rs(ANU, 4), rs(AN, 4), pick(REGIONS))
        tool = "aws configure list"
    elif k == 2:
        snip = "Name:         %s-secrets\nNamespace:    %s\nType:  Opaque\n\nData\n====\nDB_PASSWORD:        %d bytes\nSTRIPE_SECRET_KEY:  %d bytes\nJWT_SECRET:         %d bytes" % (
            d["svc"], d["env_en"], rint(12, 32), pick([107, 32]), pick([32, 64]))
        tool = "kubectl describe secret"
    elif k == 3:
        snip = "NAME                  UPDATED\n%s\n" % "\n".join("%-21s %s" % (n, date_s()) for n in R.sample(["NPM_TOKEN", "AWS_ROLE_ARN", "SLACK_WEBHOOK_URL", "SENTRY_AUTH_TOKEN", "DOCKERHUB_TOKEN", "KAKAO_ADMIN_KEY", "TOSS_SECRET_KEY"], 4))
        tool = "gh secret list"
    elif k == 4:
        snip = "┌──────────────────────┬──────────────────────────────┐\n│ NAME                 │ VALUE                        │\n├──────────────────────┼──────────────────────────────┤\n│ DATABASE_URL         │ postgresql://app:****@db:5432│\n│ OPENAI_API_KEY       │ sk-proj-****%s              │\n│ LOG_LEVEL            │ info                         │\n└──────────────────────┴──────────────────────────────┘" % rs(AN, 4)
        tool = "doppler secrets"
    elif k == 5:
        snip = "> vercel env ls\n name                 value       environments\n STRIPE_SECRET_KEY    Encrypted   Production\n NEXT_PUBLIC_API_URL  Encrypted   Production, Preview\n KAKAO_REST_API_KEY   Encrypted   Production"
        tool = "vercel env ls"
    elif k == 6:
        m = rs(AN, 4)
        snip = "Stripe Dashboard > Developers > API keys\nSecret key   sk_live_...%s   Reveal live key\nLast used    %s from %s" % (m, date_s(), ipv4())
        tool = "Stripe dashboard"
    else:
        snip = "$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL: postgres://u%s:********@ec2-%s.compute-1.amazonaws.com:5432/d%s\nREDIS_URL:    rediss://:********@ec2-%s.compute-1.amazonaws.com:%d" % (
            d["svc"], d["svc"], rs(ANL, 6), ipv4().replace(".", "-"), rs(ANL, 8), ipv4().replace(".", "-"), rint(10000, 30000))
        tool = "heroku config"
    d.update(snip=fence(snip, "console" if chance(0.4) else ""), tool=tool)
    mc = F([("I was not sure {svc} had credentials configured in {env}. `{tool}` output:\n{snip}",
             "{env}의 {svc}에 자격 증명이 설정돼 있는지 확실하지 않았다. `{tool}` 출력:\n{snip}"),
            ("{who} asked me to confirm which keys exist before the cut-over; values are masked:\n{snip}",
             "{who}이 전환 전에 어떤 키가 있는지 확인해 달라고 했다. 값은 마스킹돼 있음:\n{snip}"),
            ("{snip}\nThat is all the CLI shows; the real values never leave the store.",
             "{snip}\nCLI는 여기까지만 보여 준다. 실제 값은 저장소 밖으로 나오지 않는다.")], lang, d)
    ls = F([("`{tool}` is enough to check presence and last rotation without exposing values; use it in runbooks instead of printing secrets.",
             "`{tool}`만으로 값 노출 없이 존재 여부와 교체 시점을 확인할 수 있다. 런북에서는 시크릿을 출력하지 말고 이걸 쓸 것."),
            ("Masked output confirms the key exists but not that it is valid; make one authenticated call to check.",
             "마스킹 출력은 키가 있다는 것만 알려 줄 뿐 유효한지는 모른다. 인증 호출을 한 번 해서 확인할 것."),
            ("The byte counts in the output are handy: a 107-byte Stripe key means a new-style key.",
             "출력의 바이트 수가 유용하다. Stripe 키가 107바이트면 신형 키다.")] if k == 2 else [
            ("Masked output confirms the key exists but not that it is valid; make one authenticated call to check.",
             "마스킹 출력은 키가 있다는 것만 알려 줄 뿐 유효한지는 모른다. 인증 호출을 한 번 해서 확인할 것."),
            ("Prefer the CLI listing over opening the dashboard; it shows names and rotation dates only.",
             "대시보드를 여는 것보다 CLI 목록을 볼 것. 이름과 교체 날짜만 보여 준다.")], lang, d)
    ask = F([("", ""), ("Should the runbook use `{tool}` for the pre-flight check?", "사전 점검에 `{tool}`를 쓰도록 런북을 바꿀까요?"),
             ("Who rotated these last, and is there a schedule?", "마지막으로 누가 교체했고 주기가 있나요?")], lang, d)
    return mkc("masked output: %s" % tool, mc, ls, ask)


REF_SNIPS = [
    ("GitHub Actions secrets", "env:\n  NPM_TOKEN: ${{{{ secrets.NPM_TOKEN }}}}\n  AWS_ROLE_ARN: arn:aws:iam::{acct}:role/gha-deploy-{env_en}\nsteps:\n  - run: echo \"//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}\" > ~/.npmrc"),
    ("k8s secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-db\n        key: password\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: {svc}-stripe\n        key: secret-key"),
    ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: {svc}\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: {env_en}/{svc}/db\n        property: password"),
    ("AWS Secrets Manager ARN", "\"secrets\": [\n  {{\"name\": \"DB_PASSWORD\", \"valueFrom\": \"arn:aws:secretsmanager:{region}:{acct}:secret:{env_en}/{svc}/db-{sfx}:password::\"}}\n]"),
    ("GCP Secret Manager", "gcloud run deploy {svc} --set-secrets=DB_PASSWORD=db-password:latest,KAKAO_ADMIN_KEY=kakao-admin-key:3"),
    ("Azure Key Vault reference", "\"ConnectionStrings__Default\": \"@Microsoft.KeyVault(SecretUri=https://kv-{svc}.vault.azure.net/secrets/db-conn/)\""),
    ("1Password op:// refs", "DATABASE_PASSWORD=op://Infra/{svc}-{env_en}-db/password\nOPENAI_API_KEY=op://Infra/openai/credential\n# run with: op run --env-file=.env.tpl -- npm start"),
    ("Vault agent template", "{{{{- with secret \"secret/data/{svc}/{env_en}\" -}}}}\nexport DB_PASSWORD=\"{{{{ .Data.data.db_password }}}}\"\n{{{{- end }}}}"),
    ("docker secrets file", "services:\n  {svc}:\n    secrets:\n      - db_password\n    environment:\n      DB_PASSWORD_FILE: /run/secrets/db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"),
    ("code env lookups", "db_password = os.environ[\"DB_PASSWORD\"]\napi_key = os.getenv(\"TOSS_SECRET_KEY\")\nif not api_key:\n    raise RuntimeError(\"TOSS_SECRET_KEY is not set\")"),
    ("Spring placeholders", "spring.datasource.password=${{DB_PASSWORD}}\nkakao.admin-key=${{KAKAO_ADMIN_KEY:}}\njwt.secret=${{JWT_SECRET}}"),
    ("Terraform data source", "data \"aws_secretsmanager_secret_version\" \"db\" {{\n  secret_id = \"{env_en}/{svc}/db\"\n}}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)[\"password\"]"),
    ("SSM parameter", "aws ssm get-parameter --name /{env_en}/{svc}/db_password --with-decryption --query Parameter.Value --output text"),
    ("Symfony env()", "doctrine:\n    dbal:\n        url: '%env(resolve:DATABASE_URL)%'\nparameters:\n    toss.secret_key: '%env(TOSS_SECRET_KEY)%'"),
]


def c_secret_refs(lang):
    d = base_ctx(lang)
    label, tpl = pick(REF_SNIPS)
    snip = tpl.format(svc=d["svc"], env_en=d["env_en"], acct=rs(DG, 12), region=pick(REGIONS), sfx=rs(AN, 6))
    d["sm"] = pick([x for x in SECRET_MANAGERS if x.split()[0] not in label])
    d.update(snip=fence(snip, ""), label=label)
    mc = F([("Did not know how {svc} receives its secrets in {env}. It is wired through {label}:\n{snip}",
             "{env}에서 {svc}가 시크릿을 어떻게 받는지 몰랐다. {label}로 연결돼 있다:\n{snip}"),
            ("The deploy {problem} because the referenced secret did not exist yet:\n{snip}",
             "참조하는 시크릿이 아직 없어서 배포가 {problem}:\n{snip}"),
            ("{snip}\n{who} pointed out that only references live in the repo.", "{snip}\n{who}이 레포에는 참조만 있다고 짚어 줬다.")], lang, d)
    ls = F([("The reference resolves at deploy time; create the secret first, then deploy. Nothing secret is in git.",
             "참조는 배포 시점에 해석된다. 시크릿을 먼저 만들고 배포할 것. git에는 비밀이 없다."),
            ("Secret names are case-sensitive and version-pinned; `latest` vs a number matters during rotation.",
             "시크릿 이름은 대소문자를 구분하고 버전이 고정된다. 교체 중에는 latest냐 숫자냐가 중요하다."),
            ("The pod needs a restart to pick up a rotated value because env vars are read once.",
             "환경변수는 한 번만 읽히므로 교체된 값을 받으려면 파드를 재시작해야 한다.")], lang, d)
    ask = F([("", ""), ("Who can create the {env} secret entries for {svc}?", "{svc}의 {env} 시크릿 항목은 누가 만들 수 있나요?"),
             ("Should new services use {sm} instead of {label}?", "새 서비스는 {label} 대신 {sm}를 써야 하나요?")], lang, d)
    return mkc("secret reference: %s" % label, mc, ls, ask)


def c_curl_envref(lang):
    d = base_ctx(lang)
    v = VENDORS[CLEAN_VENDOR_DECK.draw_where(lambda i: VENDORS[i]["hdr"] is not None)]
    key = [k for k, _, s in v["make"]() if s][0]
    k = rint(0, 4)
    if k == 0:
        line = v["hdr"]("$" + key)[0] if v["hdr"] not in (H_basic_secret_colon,) else "Authorization: Basic $(printf '%%s:' \"$%s\" | base64)" % key
        snip = "curl -sS https://%s%s \\\n  -H \"%s\"" % (v["host"] or "api." + d["dom"], v["path"], line)
    elif k == 1:
        snip = "curl -u \"$%s_USER:$%s_PASS\" https://%s/api/v1/health" % (d["svc"].split("-")[0].upper(), d["svc"].split("-")[0].upper(), host("api"))
    elif k == 2:
        snip = "const res = await fetch(url, {\n  headers: { Authorization: `Bearer ${process.env.%s}` },\n});" % key
    elif k == 3:
        snip = "http GET https://%s%s \"Authorization:Bearer ${%s}\"" % (v["host"] or "api." + d["dom"], v["path"], key)
    else:
        snip = "resp = requests.get(url, headers={\"Authorization\": f\"Bearer {os.environ['%s']}\"}, timeout=10)" % key
    d.update(snip=fence(snip, ""), vendor=v["name"], key=key)
    mc = F([("Needed to call the {vendor} API by hand while {task}; the runbook command reads the key from the environment:\n{snip}",
             "{task} {vendor} API를 직접 호출해야 했다. 런북 명령은 키를 환경변수에서 읽는다:\n{snip}"),
            ("The request below {problem} on my machine because {key} was not exported in that shell:\n{snip}",
             "아래 요청이 내 PC에서 {problem}. 그 셸에 {key}를 export하지 않아서였다:\n{snip}")], lang, d)
    ls = F([("Single quotes stop the shell from expanding ${key}; use double quotes around the header.",
             "작은따옴표 안에서는 ${key}가 확장되지 않는다. 헤더는 큰따옴표로 감쌀 것."),
            ("Load {key} with `direnv` or `op run` so it never appears in the command itself.",
             "{key}는 `direnv`나 `op run`으로 불러와서 명령어 자체에 값이 나타나지 않게 할 것.")], lang, d)
    ask = F([("", ""), ("Is there a sandbox {vendor} key I can export locally?", "로컬에서 export할 {vendor} 샌드박스 키가 있나요?")], lang, d)
    return mkc("env-var reference in request: %s (%s)" % (v["en"], key), mc, ls, ask)


def c_redacted_logs(lang):
    d = base_ctx(lang)
    t = ts_iso()
    lines = pick([
        ["%s INFO  outbound POST https://api.%s/v1/charges headers={'Authorization': 'Bearer [REDACTED]'}" % (t, d["dom"]),
         "%s WARN  retrying (2/3) after 502" % t],
        ["%s DEBUG connecting to postgresql://app:****@%s:5432/%s" % (t, d["host"], pick(DBNAMES)),
         "%s ERROR connection refused" % t],
        ["[%s] celery@%s ready." % (t, d["svc"]), "[%s] Connected to amqp://guest:**@%s:5672//" % (t, host("mq"))],
        ["%s config: api_key=****%s secret=<hidden> region=%s" % (t, rs(ANL + DG, 4), pick(REGIONS))],
        ["%s audit: user=%s action=token.create token_id=tok_%s scopes=[read:orders] value=<not logged>" % (t, login(), rs(AN, 16))],
        ["%s DEBUG Set-Cookie: sessionid=<redacted>; HttpOnly; Secure" % t, "%s DEBUG 302 -> /dashboard" % t],
        ["%s INFO  Loaded 14 env vars (values masked): DATABASE_URL, REDIS_URL, KAKAO_ADMIN_KEY, TOSS_SECRET_KEY, ..." % t],
    ])
    d.update(snip=fence("\n".join(lines), ""))
    mc = F([("Checked whether {svc} leaks credentials into its logs after {task}. Sample from {env}:\n{snip}",
             "{task} {svc}가 로그에 자격 증명을 남기는지 확인했다. {env} 샘플:\n{snip}"),
            ("{who} worried the new logger prints tokens. What it actually writes:\n{snip}",
             "{who}이 새 로거가 토큰을 찍을까 걱정했다. 실제 출력:\n{snip}")], lang, d)
    ls = F([("The redacting formatter already masks Authorization, Cookie and URL passwords; no change needed.",
             "마스킹 포매터가 이미 Authorization, Cookie, URL 비밀번호를 가린다. 변경 불필요."),
            ("Masking happens before the log shipper, so Loki and S3 archives are clean too.",
             "마스킹은 로그 수집기 이전에 일어나서 Loki와 S3 아카이브도 깨끗하다.")], lang, d)
    ask = F([("", ""), ("Should the masking rules also cover query strings?", "마스킹 규칙에 쿼리스트링도 포함할까요?")], lang, d)
    return mkc("already-redacted log lines", mc, ls, ask)


def c_conn_nopw(lang):
    d = base_ctx(lang)
    db = pick(DBNAMES)
    ci = rint(0, 8)
    cs = (["postgresql://app@%s:5432/%s?sslmode=require" % (d["host"], db),
               "postgresql://app:${DB_PASSWORD}@%s:5432/%s" % (d["host"], db),
               "postgresql://USER:PASSWORD@HOST:5432/DBNAME",
               "mysql://<user>:<password>@<host>:3306/<db>",
               "Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;Encrypt=True;" % (rs(ANL, 8), db),
               "mongodb+srv://cluster0.%s.mongodb.net/%s?authMechanism=MONGODB-AWS&authSource=$external" % (rs(ANL, 5), db),
               "redis://%s:6379/0" % host("redis"),
               "jdbc:postgresql://%s:5432/%s?sslmode=verify-full" % (d["host"], db),
               "host=%s port=5432 dbname=%s user=app sslmode=require  # password via PGPASSFILE" % (d["host"], db)])[ci]
    d.update(snip=fence(cs, ""), db=db)
    mc = F([("{svc} failed to start in {env} with a DSN parse error. The configured string:\n{snip}",
             "{env}에서 {svc}가 DSN 파싱 에러로 기동 실패. 설정된 문자열:\n{snip}"),
            ("I did not know how {svc} authenticates to the {db} database; there is no password in the config:\n{snip}",
             "{svc}가 {db} DB에 어떻게 인증하는지 몰랐다. 설정에 비밀번호가 없다:\n{snip}")], lang, d)
    lmap = {0: 0, 1: 2, 2: 1, 3: 1, 4: 0, 5: 0, 6: 3, 7: 0, 8: 0}
    ls = F([[("Authentication is IAM/managed identity or a password file, not a literal in the URL; the error was the missing TLS option.",
              "인증은 IAM/관리 ID나 비밀번호 파일로 하고 URL에 값은 없다. 에러 원인은 TLS 옵션 누락이었다."),
             ("Placeholders like USER:PASSWORD in the docs must be replaced by env refs, not copied as is.",
              "문서의 USER:PASSWORD 같은 플레이스홀더는 그대로 복사하지 말고 환경변수 참조로 바꿀 것."),
             ("Shell-style ${{DB_PASSWORD}} is not expanded by the driver; the entrypoint script has to render it.",
              "드라이버는 ${{DB_PASSWORD}} 같은 셸 문법을 확장하지 않는다. 엔트리포인트 스크립트가 치환해야 한다."),
             ("The local Redis has no AUTH; production uses ACL users provisioned by the operator.",
              "로컬 Redis는 AUTH가 없다. 운영은 오퍼레이터가 만든 ACL 사용자를 쓴다.")][lmap[ci]]], lang, d)
    ask = F([("", ""), ("Should {svc} switch to IAM database auth like the others?", "{svc}도 다른 서비스처럼 IAM DB 인증으로 바꿀까요?")], lang, d)
    return mkc("connection string without password", mc, ls, ask)


def ssh_pub_ed25519():
    return "ssh-ed25519 " + b64(_ssh_str(b"ssh-ed25519") + _ssh_str(rb(32)))


def ssh_pub_rsa():
    return "ssh-rsa " + b64(_ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(b"\x00" + bytes([0x80 | R.getrandbits(7)]) + rb(255)))


def pem_pub_ec():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rb(64)
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(_lines(b64(der), 64)) + "\n-----END PUBLIC KEY-----"


def cert_partial():
    der = bytes.fromhex("308203") + rb(2) + bytes.fromhex("308202") + rb(2) + bytes.fromhex("a0030201020214") + rb(60)
    lines = _lines(b64(der + rb(120)), 64)
    return "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines[:3]) + "\n...\n-----END CERTIFICATE-----"


def c_hashes(lang):
    d = base_ctx(lang)
    k = rint(0, 7)
    if k == 0:
        snip = "\n".join("%s  %s" % (rs(HEX, 64), f) for f in R.sample(["%s-linux-amd64.tar.gz" % d["svc"], "%s-darwin-arm64.tar.gz" % d["svc"], "%s-windows-amd64.zip" % d["svc"], "checksums.txt.sig"], 3))
        what = "sha256sum output"
    elif k == 1:
        snip = "image: ghcr.io/acme/%s@sha256:%s\n# was: ghcr.io/acme/%s@sha256:%s" % (d["svc"], rs(HEX, 64), d["svc"], rs(HEX, 64))
        what = "container image digests"
    elif k == 2:
        pkg, ver = pick(["axios", "zod", "dayjs", "undici", "date-fns", "pino"]), "%d.%d.%d" % (rint(1, 5), rint(0, 30), rint(0, 20))
        snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "sha512-%s"\n}' % (
            pkg, ver, pkg, pkg, ver, b64(rb(64)))
        what = "package-lock integrity"
    elif k == 3:
        snip = "commit %s\nMerge: %s %s\nAuthor: %s <%s>\n\n    revert: %s" % (rs(HEX, 40), rs(HEX, 7), rs(HEX, 7), pick(PEOPLE_EN), email(), pick(["pin axios", "drop retry", "bump go 1.22"]))
        what = "git commit SHAs"
    elif k == 4:
        snip = "golang.org/x/crypto v0.%d.0 h1:%s\ngolang.org/x/crypto v0.%d.0/go.mod h1:%s" % (rint(20, 35), b64(rb(32)), rint(20, 35), b64(rb(32)))
        what = "go.sum hashes"
    elif k == 5:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
        what = "pip --hash pins"
    elif k == 6:
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % b64(rb(48))
        what = "SRI hash"
    else:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (rs(HEX, 32), rs(AN + "._", 32), b64(rb(16)))
        what = "ETag / S3 version id / Content-MD5"
    d.update(snip=fence(snip, ""), what=what)
    mc = F([("The {env} rollout of {svc} pulled a different artifact than CI built. Relevant {what}:\n{snip}",
             "{svc}의 {env} 롤아웃이 CI가 빌드한 것과 다른 아티팩트를 받았다. 관련 {what}:\n{snip}"),
            ("I could not tell whether the cache was stale while {task}. {what}:\n{snip}",
             "{task} 캐시가 오래된 건지 판단이 안 됐다. {what}:\n{snip}"),
            ("{snip}\n{who} asked me to verify these before tagging the release.", "{snip}\n{who}이 릴리스 태깅 전에 이것들을 검증해 달라고 했다.")], lang, d)
    ls = F([("Pin by digest, not by tag; the tag had been re-pushed and the digest changed.",
             "태그가 아니라 다이제스트로 고정할 것. 태그가 다시 푸시되면서 다이제스트가 바뀌었다."),
            ("Hashes are public integrity data; compare them, do not treat them as secrets.",
             "해시는 공개 무결성 정보다. 비교 대상이지 비밀이 아니다."),
            ("Regenerate the lockfile in CI with the same package manager version or the integrity lines churn.",
             "CI에서 같은 패키지 매니저 버전으로 lockfile을 다시 만들 것. 아니면 integrity 줄이 계속 바뀐다.")], lang, d)
    ask = F([("", ""), ("Should releases be signed with cosign in addition to the checksums?", "체크섬에 더해 cosign 서명도 할까요?")], lang, d)
    return mkc("hashes: %s" % what, mc, ls, ask)


def c_ids(lang):
    d = base_ctx(lang)
    k = rint(0, 9)
    acct = rs(DG, 12)
    if k == 0:
        snip = "x-amzn-RequestId: %s\nx-amz-cf-id: %s==\nx-amzn-trace-id: Root=1-%s-%s" % (uuid4(), rs(B64U, 54), rs(HEX, 8), rs(HEX, 24))
        what = "AWS request/trace ids"
    elif k == 1:
        snip = "arn:aws:iam::%s:role/%s-%s\narn:aws:lambda:%s:%s:function:%s\ni-0%s  sg-0%s  vpc-0%s" % (acct, d["svc"], d["env_en"], pick(REGIONS), acct, d["svc"], rs(HEX, 16), rs(HEX, 16), rs(HEX, 16))
        what = "AWS account id, ARNs and resource ids"
    elif k == 2:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nmessage sid: SM%s  status: undelivered (30007)" % (rs(HEX, 32), rs(HEX, 32))
        what = "Twilio Account SID and message SID"
    elif k == 3:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGITHUB_CLIENT_ID=Ov23li%s\nredirect_uri=https://%s/oauth/callback" % (rs(DG, 12), rs(ANL, 32), rs(AN, 14), d["dom"])
        what = "OAuth client ids"
    elif k == 4:
        snip = "customer: cus_%s\npayment_intent: pi_%s\nevent: evt_%s\nprice: price_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
        what = "Stripe object ids"
    elif k == 5:
        snip = "sentry event_id=%s trace_id=%s span_id=%s\ncf-ray: %s-ICN" % (rs(HEX, 32), rs(HEX, 32), rs(HEX, 16), rs(HEX, 16))
        what = "Sentry/trace ids"
    elif k == 6:
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s   # federated credential, no secret" % (uuid4(), uuid4(), uuid4())
        what = "Azure tenant/subscription/client ids (OIDC)"
    elif k == 7:
        snip = "userPoolId: %s_%s\nuserPoolWebClientId: %s\nidentityPoolId: %s:%s" % (pick(REGIONS), rs(AN, 9), rs(ANL, 26), pick(REGIONS), uuid4())
        what = "Cognito pool and app client ids"
    elif k == 8:
        snip = "Slack team T0%s, channel C0%s, user U0%s\nKakao app id %d, Naver client id %s" % (rs(ANU, 8), rs(ANU, 8), rs(ANU, 8), rint(100000, 1299999), rs(AN, 20))
        what = "Slack/Kakao/Naver ids"
    else:
        snip = "order_id=%s\nidempotency-key: %s\nmongo _id: %s\nulid: 01%s" % (rint(10 ** 9, 10 ** 10), uuid4(), rs(HEX, 24), rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24))
        what = "order/idempotency/document ids"
    d.update(snip=fence(snip, ""), what=what)
    mc = F([("To trace the failing {env} request for {svc} I collected these {what}:\n{snip}",
             "{svc}의 실패한 {env} 요청을 추적하려고 모은 {what}:\n{snip}"),
            ("I did not know which identifiers support needs for a ticket. From the {svc} logs:\n{snip}",
             "지원 티켓에 어떤 식별자가 필요한지 몰랐다. {svc} 로그에서:\n{snip}"),
            ("{snip}\nThese came up while {task}.", "{snip}\n{task} 나온 값들.")], lang, d)
    ipool = [("These are identifiers, not credentials; they are safe to paste in tickets and needed for vendor support.",
              "이것들은 식별자이지 자격 증명이 아니다. 티켓에 붙여도 되고 벤더 지원에 필요하다.")]
    if k in (0, 5):
        ipool.append(("Search logs by the trace id first; the request id changes at every hop.",
                      "로그는 trace id로 먼저 검색할 것. request id는 홉마다 바뀐다."))
    if k in (1, 2, 3, 6, 7, 8):
        ipool.append(("Client ids and account ids are public by design; only the matching secrets need protecting.",
                      "클라이언트 ID와 계정 ID는 원래 공개 정보다. 짝이 되는 시크릿만 보호하면 된다."))
    ls = F(ipool, lang, d)
    ask = F([("", ""), ("Which of these ids does the vendor want in the support form?", "벤더 지원 양식에는 이 중 어떤 ID가 필요한가요?")], lang, d)
    return mkc("identifiers: %s" % what, mc, ls, ask)


def c_public_keys(lang):
    d = base_ctx(lang)
    k = rint(0, 8)
    who_ = "%s@%s" % (pick(["minji", "deploy", "alice", "ci"]), pick(["laptop", "bastion", "build-02"]))
    if k == 0:
        snip = "%s %s" % (ssh_pub_ed25519(), who_)
        what = "SSH ed25519 public key"
    elif k == 1:
        snip = "%s %s" % (ssh_pub_rsa(), who_)
        what = "SSH RSA public key"
    elif k == 2:
        snip = pem_pub_ec()
        what = "PEM public key"
    elif k == 3:
        snip = cert_partial()
        what = "X.509 certificate (public)"
    elif k == 4:
        snip = "256 SHA256:%s %s (ED25519)\n3072 SHA256:%s %s (RSA)" % (b64(rb(32)).rstrip("="), who_, b64(rb(32)).rstrip("="), who_)
        what = "SSH key fingerprints"
    elif k == 5:
        fp = rs(HEXU, 40)
        snip = "pub   ed25519 2024-%02d-%02d [SC]\n      %s\nuid           [ultimate] %s <%s>" % (rint(1, 12), rint(1, 28), " ".join(fp[i:i + 4] for i in range(0, 40, 4)), pick(PEOPLE_EN), email())
        what = "GPG key fingerprint"
    elif k == 6:
        snip = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml$\n    age: age1%s" % (d["env_en"], rs(BECH32, 58))
        what = "age recipient (public)"
    elif k == 7:
        snip = "[Peer]\nPublicKey = %s\nEndpoint = vpn.%s:51820\nAllowedIPs = 10.%d.0.0/16" % (b64(rb(32)), d["dom"], rint(0, 200))
        what = "WireGuard peer public key"
    else:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 16), "use": "sig", "alg": "RS256", "n": b64u(rb(256)), "e": "AQAB"}]}, indent=1)
        what = "JWKS public key"
    d.update(snip=fence(snip, ""), what=what)
    mc = F([("Access to the {env} bastion failed for the new teammate. The {what} they sent:\n{snip}",
             "새 팀원의 {env} 배스천 접속이 실패했다. 그가 보낸 {what}:\n{snip}"),
            ("I did not know where {svc} gets the key to verify tokens. The {what}:\n{snip}",
             "{svc}가 토큰 검증 키를 어디서 받는지 몰랐다. {what}:\n{snip}"),
            ("{snip}\n{who} asked me to add this {what} while {task}.", "{snip}\n{task} {who}이 이 {what}를 추가해 달라고 했다.")], lang, d)
    ls = F([("Public halves are meant to be shared; the mistake was the key type, the server only allowed ed25519.",
             "공개키는 원래 공유하는 것이다. 문제는 키 타입이었다. 서버가 ed25519만 허용했다."),
            ("Compare fingerprints out-of-band before trusting a new key.", "새 키를 신뢰하기 전에 다른 채널로 지문을 비교할 것."),
            ("Public keys and certificates can live in the repo; only the private halves go to {sm}.",
             "공개키와 인증서는 레포에 둬도 된다. 개인키만 {sm}에 둘 것.")], lang, d)
    ask = F([("", ""), ("Can you confirm the fingerprint over a call before I add it?", "추가하기 전에 전화로 지문을 확인해 주실 수 있나요?")], lang, d)
    return mkc("public key material: %s" % what, mc, ls, ask)


def c_base64(lang):
    d = base_ctx(lang)
    k = rint(0, 4)
    if k == 0:
        payload = json.dumps({"env": d["env_en"], "replicas": rint(1, 6), "feature_flags": ["new-checkout", "kakao-login"]}, separators=(",", ":"))
        snip = "binaryData:\n  flags.json: %s" % b64(payload.encode())
        what = "ConfigMap binaryData (feature flags JSON)"
    elif k == 1:
        inner = b64(rb(400))
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s...\n    server: https://%s:6443" % (b64(("-----BEGIN CERTIFICATE-----\n" + inner[:120]).encode())[:180], ipv4())
        what = "kubeconfig certificate-authority-data (public CA)"
    elif k == 2:
        snip = "https://%s/oauth/authorize?client_id=%s&response_type=code&state=%s" % (d["dom"], rs(ANL, 20), b64u(json.dumps({"returnTo": "/settings/billing", "nonce": rs(HEX, 8)}).encode()))
        what = "OAuth state parameter (base64 JSON)"
    elif k == 3:
        snip = "GET /v1/orders?limit=50&cursor=%s" % b64u(json.dumps({"last_id": rint(10 ** 5, 10 ** 7), "ts": rint(1700000000, 1760000000)}).encode())
        what = "pagination cursor (base64 JSON)"
    else:
        snip = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s" % b64(rb(45))
        what = "data: URI icon"
    d.update(snip=fence(snip, ""), what=what)
    mc = F([("A base64 blob in {svc} looked like a leaked secret during review. It is the {what}:\n{snip}",
             "리뷰 중 {svc}의 base64 값이 유출된 시크릿처럼 보였다. {what}이다:\n{snip}"),
            ("I did not know what this value was while {task}:\n{snip}", "{task} 이 값이 뭔지 몰랐다:\n{snip}")], lang, d)
    ls = F([("Decode before panicking: `base64 -d` showed plain config, nothing sensitive.",
             "당황하기 전에 디코딩부터 할 것. `base64 -d` 해 보니 평범한 설정이었다."),
            ("base64 is encoding, not encryption; here the content is public, so it can stay.",
             "base64는 암호화가 아니라 인코딩이다. 여기 내용은 공개 정보라 그대로 둬도 된다.")], lang, d)
    ask = F([("", ""), ("Should we annotate these fields so scanners stop flagging them?", "스캐너가 계속 잡지 않게 이 필드들에 주석을 달까요?")], lang, d)
    return mkc("base64 of non-secret data: %s" % what, mc, ls, ask)


def c_long_ids(lang):
    d = base_ctx(lang)
    items = [
        "%s-%s-%s" % (d["svc"], rs(HEX[:10] + "bcdf", 9), rs(ANL, 5)),
        "uploads/2025/%02d/%s/%s.jpg" % (rint(1, 12), uuid4(), rs(HEX, 40)),
        "static/js/main.%s.chunk.js" % rs(HEX, 8),
        "/nix/store/%s-openssl-3.0.13" % rs("0123456789abcdfghijklmnpqrsvwxyz", 32),
        "module.%s.aws_security_group_rule.ingress[\"%s\"]" % (d["svc"].replace("-", "_"), rs(HEX, 12)),
        "projects/%s-%d/locations/asia-northeast3/services/%s/revisions/%s-%05d-%s" % (d["svc"], rint(100, 999), d["svc"], d["svc"], rint(1, 400), rs(ANL, 3)),
        "gs://%s-artifacts/builds/%s/%s.tar.zst" % (d["repo"], rs(HEX, 40), rs(HEX, 64)),
        "cache-key: %s-%s-node20-%s" % (pick(["Linux", "macOS"]), d["svc"], rs(HEX, 64)),
        "renovate/%s-%s" % (pick(["lock-file-maintenance", "major-eslint-monorepo"]), rs(HEX, 10)),
        "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (pick(REGIONS), rs(DG, 12), d["svc"], d["env_en"], uuid4()),
    ]
    snip = "\n".join(R.sample(items, rint(3, 5)))
    d.update(snip=fence(snip, ""))
    mc = F([("Cleaning up stale resources for {svc} in {env}; these names showed up in the report:\n{snip}",
             "{env}의 {svc} 오래된 리소스 정리 중. 리포트에 나온 이름들:\n{snip}"),
            ("{snip}\nI could not tell which of these were still in use after {task}.", "{snip}\n{task} 이 중 무엇이 아직 쓰이는지 알 수 없었다.")],
           lang, dict(d, task=d["task"]))
    ls = F([("Hashes in these names come from content or build ids; they are safe to share and useful for grepping.",
             "이 이름들의 해시는 콘텐츠나 빌드 ID에서 나온다. 공유해도 안전하고 grep에 유용하다."),
            ("Filter by the deployment label, not by name prefix; replica-set hashes change every rollout.",
             "이름 접두사가 아니라 디플로이먼트 라벨로 필터링할 것. 레플리카셋 해시는 롤아웃마다 바뀐다.")], lang, d)
    ask = F([("", ""), ("OK to delete everything older than 30 days in that list?", "목록에서 30일 넘은 건 다 지워도 될까요?")], lang, d)
    return mkc("long identifiers (resource names, hashed paths)", mc, ls, ask)


def c_versions(lang):
    d = base_ctx(lang)
    items = ["v%d.%d.%d" % (rint(0, 5), rint(0, 30), rint(0, 20)),
             "github.com/acme/%s v0.0.0-2024%02d%02d%06d-%s" % (d["svc"], rint(1, 12), rint(1, 28), rint(0, 235959), rs(HEX, 12)),
             "%d.%d.%d+build.2025%02d%02d.%s" % (rint(1, 4), rint(0, 20), rint(0, 9), rint(1, 12), rint(1, 28), rs(HEX, 7)),
             "v%d.%d.%d-%d-g%s" % (rint(1, 3), rint(0, 9), rint(0, 9), rint(1, 60), rs(HEX, 7)),
             "openssl 1:3.0.%d-1~deb12u%d" % (rint(10, 15), rint(1, 3)),
             "versionCode %d (%d.%d.%d)" % (rint(100, 9999), rint(1, 9), rint(0, 9), rint(0, 9)),
             "Chrome/%d.0.%d.%d" % (rint(118, 131), rint(5000, 6800), rint(10, 200))]
    snip = "\n".join(R.sample(items, rint(2, 4)))
    d.update(snip=fence(snip, ""))
    vpool = [("Record the exact versions in the bug report; 'latest' hid the difference between {env} and local.",
              "버그 리포트에는 정확한 버전을 적을 것. 'latest' 때문에 {env}와 로컬의 차이가 가려졌다.")]
    if "v0.0.0-" in snip:
        vpool.append(("Pseudo-versions pin an exact commit; bump the module with `go get @<tag>` instead of editing go.mod by hand.",
                      "pseudo-version은 특정 커밋에 고정된다. go.mod를 손으로 고치지 말고 `go get @<tag>`로 올릴 것."))
    if "+build" in snip:
        vpool.append(("Build metadata after '+' is ignored for precedence; two builds with the same version compare equal.",
                      "'+' 뒤의 빌드 메타데이터는 우선순위 비교에서 무시된다. 같은 버전의 두 빌드는 동일하게 취급된다."))
    mc = F([("{svc} behaved differently in {env} and locally; the versions involved:\n{snip}",
             "{svc}가 {env}와 로컬에서 다르게 동작했다. 관련 버전:\n{snip}")], lang, d)
    ls = F(vpool, lang, d)
    ask = F([("", ""), ("Should {svc} pin exact versions in the Dockerfile too?", "{svc} Dockerfile에서도 정확한 버전을 고정할까요?")], lang, d)
    return mkc("versions and build strings", mc, ls, ask)


def c_policy(lang):
    d = base_ctx(lang)
    n = pick([10, 12, 14, 16])
    d.update(n=n, days=pick([60, 90, 180]), cost=pick([10, 12, 13]))
    mc = F([("I did not know the password rules for {svc} accounts when writing the signup validation.",
             "회원가입 검증을 작성할 때 {svc} 계정 비밀번호 규칙을 몰랐다."),
            ("Security review asked how {svc} stores passwords and how often API tokens rotate.",
             "보안 리뷰에서 {svc}가 비밀번호를 어떻게 저장하고 API 토큰을 얼마나 자주 교체하는지 물었다."),
            ("{who} said the password reset flow breaks for users with long passphrases.",
             "{who}이 긴 패스프레이즈를 쓰는 사용자는 비밀번호 재설정이 깨진다고 했다.")], lang, d)
    ls = F([("Policy: at least {n} characters, no composition rules, check against a breached-password list, lockout after 5 failures; hashes use bcrypt cost {cost}.",
             "정책: 최소 {n}자, 문자 조합 강제 없음, 유출 비밀번호 목록 대조, 5회 실패 시 잠금. 해시는 bcrypt cost {cost}."),
            ("API tokens expire after {days} days and are rotated by the platform team; services must reload them without a restart.",
             "API 토큰은 {days}일 뒤 만료되고 플랫폼 팀이 교체한다. 서비스는 재시작 없이 다시 읽어야 한다."),
            ("bcrypt truncates input at 72 bytes, so long Korean passphrases lose their tail; pre-hash with SHA-256 before bcrypt.",
             "bcrypt는 입력을 72바이트에서 자르므로 긴 한글 패스프레이즈는 뒷부분이 사라진다. bcrypt 전에 SHA-256으로 먼저 해시할 것."),
            ("Never log the password field, even on validation errors; log only which rule failed.",
             "검증 에러여도 password 필드는 로그에 남기지 말 것. 어떤 규칙이 실패했는지만 남길 것.")], lang, d)
    ask = F([("", ""), ("Do we follow the {n}-character minimum for admin accounts too?", "관리자 계정도 최소 {n}자 규칙을 따르나요?"),
             ("Should MFA be mandatory for accounts with the billing role?", "billing 역할 계정은 MFA를 필수로 할까요?")], lang, d)
    return mkc("password/token policy talk (no values)", mc, ls, ask)


FLAG_FACTS = [
    ("`mysql -u root -p` with nothing attached to -p prompts for the password; `-P 3306` is the port.",
     "`mysql -u root -p`처럼 -p 뒤에 값을 붙이지 않으면 비밀번호를 프롬프트로 묻는다. `-P 3306`은 포트다."),
    ("`docker run -p 8080:80` publishes a port; it has nothing to do with passwords.",
     "`docker run -p 8080:80`은 포트 공개 옵션이고 비밀번호와 무관하다."),
    ("`ssh -p 2222 deploy@host` sets the port, while `scp` uses capital `-P 2222` for the same thing.",
     "`ssh -p 2222 deploy@host`의 -p는 포트, `scp`는 같은 의미로 대문자 `-P 2222`를 쓴다."),
    ("`docker login --password-stdin < ./token-file` keeps the value out of argv and shell history.",
     "`docker login --password-stdin < ./token-file`을 쓰면 값이 argv와 셸 히스토리에 남지 않는다."),
    ("`read -rs DB_PASS` reads without echo; export it only for the one command that needs it.",
     "`read -rs DB_PASS`는 화면에 표시하지 않고 읽는다. 필요한 명령 하나에만 export할 것."),
    ("`psql -W` forces a password prompt; libpq otherwise reads PGPASSFILE.",
     "`psql -W`는 비밀번호 프롬프트를 강제한다. 아니면 libpq가 PGPASSFILE을 읽는다."),
    ("`curl -u alice` without ':password' makes curl ask for the password interactively.",
     "`curl -u alice`처럼 ':password' 없이 쓰면 curl이 비밀번호를 대화형으로 묻는다."),
    ("`redis-cli` picks up REDISCLI_AUTH from the environment, so `-a` is not needed in scripts.",
     "`redis-cli`는 환경변수 REDISCLI_AUTH를 읽으므로 스크립트에서 `-a`가 필요 없다."),
    ("`git commit -S` signs with the GPG key; `grep -P` enables Perl regex; neither is about secrets.",
     "`git commit -S`는 GPG 서명, `grep -P`는 Perl 정규식이다. 둘 다 시크릿과 무관하다."),
    ("`kubectl create secret generic db --from-file=password=./db-pass.txt` reads the value from a file, so nothing lands in the command line.",
     "`kubectl create secret generic db --from-file=password=./db-pass.txt`는 파일에서 값을 읽어서 커맨드라인에 남지 않는다."),
    ("`openssl pkcs12 ... -passout env:P12_PASS` reads the passphrase from an env var instead of argv.",
     "`openssl pkcs12 ... -passout env:P12_PASS`는 패스프레이즈를 argv 대신 환경변수에서 읽는다."),
    ("`sshpass -e` reads SSHPASS from the environment; `-p` would expose the value in `ps`.",
     "`sshpass -e`는 환경변수 SSHPASS를 읽는다. `-p`를 쓰면 `ps`에 값이 노출된다."),
]


def c_flags(lang):
    d = base_ctx(lang)
    facts = R.sample(FLAG_FACTS, 2)
    f1 = facts[0][0] if lang == "en" else facts[0][1]
    f2 = facts[1][0] if lang == "en" else facts[1][1]
    d.update(f1=f1, f2=f2)
    mc = F([("A script for {svc} hung in CI while {task}; I misread what a flag does.",
             "{task} {svc} 스크립트가 CI에서 멈췄다. 플래그 의미를 잘못 읽었다."),
            ("{who} asked whether our runbook commands leak passwords through flags.",
             "{who}이 런북 명령이 플래그로 비밀번호를 노출하는지 물었다."),
            ("The security scanner flagged `-p` in several commands of the {env} runbook.",
             "보안 스캐너가 {env} 런북의 여러 명령에서 `-p`를 잡았다.")], lang, d)
    ls = f1 + " " + f2
    ask = F([("", ""), ("Should the runbook standardise on --password-stdin / env vars?", "런북을 --password-stdin / 환경변수 방식으로 통일할까요?")], lang, d)
    return mkc("flags explained in prose (no values)", mc, ls, ask)


def c_encrypted(lang):
    d = base_ctx(lang)
    k = rint(0, 5)
    if k == 0:
        snip = ("db_password: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]\nsops:\n    age:\n        - recipient: age1%s\n"
                "    lastmodified: \"%sZ\"\n    mac: ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]") % (
            b64(rb(rint(12, 24))), b64(rb(32)), b64(rb(16)), rs(BECH32, 58), ts_iso(), b64(rb(48)), b64(rb(32)), b64(rb(16)))
        what = "SOPS-encrypted YAML"
    elif k == 1:
        hx = rs(HEX, 80 * rint(4, 6))
        snip = "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(_lines(hx, 80))
        what = "Ansible Vault file"
    elif k == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s\n  namespace: %s\nspec:\n  encryptedData:\n    DB_PASSWORD: AgB%s" % (d["svc"], d["env_en"], b64(rb(rint(220, 300))))
        what = "SealedSecret"
    elif k == 3:
        snip = "aws kms encrypt ... --query CiphertextBlob --output text\nAQICAHh%s" % b64(rb(150))
        what = "KMS ciphertext blob"
    elif k == 4:
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n" + "\n".join(_lines(b64(b"age-encryption.org/v1\n-> X25519 " + rb(180)), 64)) + "\n-----END AGE ENCRYPTED FILE-----"
        what = "age-encrypted file"
    else:
        snip = "config/credentials/%s.yml.enc:\n%s--%s--%s" % (d["env_en"], b64(rb(rint(90, 160))), b64(rb(12)), b64(rb(16)))
        what = "Rails encrypted credentials"
    d.update(snip=fence(snip, ""), what=what)
    mc = F([("{svc} could not read its secrets in {env} after the key rotation. The committed {what}:\n{snip}",
             "키 교체 후 {env}의 {svc}가 시크릿을 못 읽었다. 커밋된 {what}:\n{snip}"),
            ("I did not know the repo stores secrets encrypted. Example ({what}):\n{snip}",
             "레포가 시크릿을 암호화해서 저장하는 줄 몰랐다. 예시({what}):\n{snip}")], lang, d)
    lpool = [("The ciphertext is safe in git; what matters is who holds the decryption key, which lives in {sm}.",
              "암호문은 git에 있어도 안전하다. 중요한 건 복호화 키를 누가 가졌느냐이고 그 키는 {sm}에 있다.")]
    if k in (0, 4):
        lpool.append(("After rotating the recipient key every encrypted file has to be re-encrypted (`sops updatekeys`).",
                      "수신자 키를 바꾸면 암호화 파일을 전부 다시 암호화해야 한다(`sops updatekeys`)."))
    if k == 2:
        lpool.append(("The controller decrypts in-cluster only; copying the blob to another cluster will not work.",
                      "컨트롤러는 클러스터 안에서만 복호화한다. 다른 클러스터로 복사하면 동작하지 않는다."))
    if k == 1:
        lpool.append(("The vault password file is not in the repo; ansible-playbook needs --vault-id from the CI secret.",
                      "vault 비밀번호 파일은 레포에 없다. ansible-playbook에 CI 시크릿의 --vault-id를 넘겨야 한다."))
    if k == 5:
        lpool.append(("Rails needs the environment's master key file to decrypt this; the blob itself is harmless.",
                      "이걸 복호화하려면 환경별 master key 파일이 필요하다. 암호문 자체는 무해하다."))
    ls = F(lpool, lang, d)
    ask = F([("", ""), ("Who can decrypt {what} for {env} if the on-call person is away?", "온콜 담당자가 없을 때 {env}의 {what}는 누가 복호화할 수 있나요?")], lang, d)
    return mkc("encrypted blob: %s" % what, mc, ls, ask)


def publishable_item(d):
    k = rint(0, 13)
    if k == 0:
        return "Stripe publishable key", "const stripe = Stripe(\"pk_live_51%s\");" % rs(AN, 97)
    if k == 1:
        return "Firebase web config", "const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64U, 35), d["svc"], d["svc"], rs(DG, 12), rs(HEX, 22))
    if k == 2:
        return "reCAPTCHA site key", "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64U, 38)
    if k == 3:
        return "Toss Payments client key", "const tossPayments = TossPayments(\"live_ck_%s\");" % rs(AN, 28)
    if k == 4:
        return "Kakao JavaScript key", "Kakao.init('%s'); // JavaScript 키" % rs(HEX, 32)
    if k == 5:
        return "Mapbox public token", "mapboxgl.accessToken = 'pk.eyJ1Ijoi%s.%s';" % (b64u(('%s","a":"%s"}' % (rs(ANL, 8), rs(ANL + DG, 25))).encode()), rs(B64U, 22))
    if k == 6:
        return "Algolia search-only key", "const client = algoliasearch('%s', '%s'); // search-only API key" % (rs(ANU, 10), rs(HEX, 32))
    if k == 7:
        return "Sentry DSN", "Sentry.init({ dsn: \"https://%s@o%d.ingest.sentry.io/%d\" });" % (rs(HEX, 32), rint(10 ** 5, 10 ** 7), rint(10 ** 6, 10 ** 7))
    if k == 8:
        return "PostHog project key", "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(AN, 43)
    if k == 9:
        return "Supabase anon key", "const supabase = createClient('https://%s.supabase.co', '%s')" % (rs(ANL, 20), jwt_token({"iss": "supabase", "ref": rs(ANL, 20), "role": "anon", "iat": rint(1700000000, 1750000000), "exp": rint(2000000000, 2100000000)}))
    if k == 10:
        return "Google Maps JavaScript API key", "<script src=\"https://maps.googleapis.com/maps/api/js?key=AIza%s&callback=initMap\" async></script>" % rs(B64U, 35)
    if k == 11:
        return "Datadog RUM client token", "datadogRum.init({ applicationId: '%s', clientToken: 'pub%s', site: 'datadoghq.com' })" % (uuid4(), rs(HEX, 32))
    if k == 12:
        return "Adyen client key", "const checkout = await AdyenCheckout({ clientKey: 'live_%s', environment: 'live' });" % rs(ANU, 32)
    return "Segment write key", "analytics.load(\"%s\");" % rs(AN, 32)


def c_publishable(lang):
    d = base_ctx(lang)
    what, snip = publishable_item(d)
    d.update(snip=fence(snip, pick(["js", "html", ""])), what=what)
    mc = F([("A scanner flagged the {what} in the {svc} frontend bundle while {task}:\n{snip}",
             "{task} 스캐너가 {svc} 프론트엔드 번들의 {what}를 잡았다:\n{snip}"),
            ("I was unsure whether the {what} may ship to the browser:\n{snip}",
             "{what}를 브라우저에 내보내도 되는지 확신이 없었다:\n{snip}"),
            ("{snip}\n{who} asked if this needs rotating before the {env} launch.",
             "{snip}\n{who}이 {env} 오픈 전에 이걸 교체해야 하냐고 물었다.")], lang, d)
    ls = F([("The vendor documents the {what} as public; it is meant for client-side code. Restrict it by domain/referrer instead of hiding it.",
             "벤더 문서상 {what}는 공개용이고 클라이언트 코드에 넣도록 돼 있다. 숨기지 말고 도메인/리퍼러 제한을 걸 것."),
            ("Only the matching server-side secret needs protection; the {what} can stay in the bundle.",
             "보호해야 하는 건 짝이 되는 서버용 시크릿뿐이다. {what}는 번들에 그대로 둬도 된다."),
            ("Mark the {what} as allowed in the scanner config so it stops failing the build.",
             "스캐너 설정에서 {what}를 허용 목록에 넣어 빌드가 실패하지 않게 할 것.")], lang, d)
    ask = F([("", ""), ("Should I add a referrer restriction to the {what}?", "{what}에 리퍼러 제한을 추가할까요?")], lang, d)
    return mkc("publishable key: %s [publishable]" % what, mc, ls, ask)


PLAIN_TOPICS = [
    ("The nightly report in {svc} skipped a day around the DST change because cron ran in UTC but the query used local dates.",
     "{svc} 야간 리포트가 서머타임 전환 즈음 하루를 건너뛰었다. cron은 UTC로 돌고 쿼리는 로컬 날짜를 썼다.",
     "Compute the reporting window in UTC and convert only for display.", "집계 구간은 UTC로 계산하고 표시할 때만 변환할 것."),
    ("CSV exports from {svc} opened as mojibake in Excel for Korean users.", "{svc}의 CSV export가 한국 사용자 Excel에서 깨져서 열렸다.",
     "Write UTF-8 with a BOM (utf-8-sig) for Excel, or offer xlsx.", "Excel용으로는 BOM 포함 UTF-8(utf-8-sig)로 쓰거나 xlsx를 제공할 것."),
    ("Migrations for {svc} ran in the wrong order on {env} because two files had the same timestamp prefix.",
     "{env}에서 {svc} 마이그레이션이 잘못된 순서로 돌았다. 두 파일의 타임스탬프 접두사가 같았다.",
     "Generate migration names with the tool, never by hand, and add a CI check for duplicate prefixes.", "마이그레이션 이름은 손으로 만들지 말고 도구로 생성하고, 접두사 중복을 CI에서 검사할 것."),
    ("The flaky test in {svc} depended on dict ordering from an API response.", "{svc}의 플래키 테스트가 API 응답의 키 순서에 의존하고 있었다.",
     "Compare parsed structures, not serialized strings.", "직렬화된 문자열이 아니라 파싱한 구조를 비교할 것."),
    ("Builds of {svc} failed on the new runners because they default to Node 22 while the repo expects 20.",
     "새 러너의 기본 Node가 22라서 20을 기대하는 {svc} 빌드가 실패했다.",
     "Pin the Node version in .nvmrc and in the CI setup step.", ".nvmrc와 CI setup 단계에 Node 버전을 고정할 것."),
    ("Pagination in {svc} returned duplicates when rows were inserted during a scan.", "스캔 중에 행이 추가되면 {svc} 페이지네이션이 중복을 반환했다.",
     "Use keyset pagination on (created_at, id) instead of OFFSET.", "OFFSET 대신 (created_at, id) 기준 keyset 페이지네이션을 쓸 것."),
    ("The {svc} container was OOM-killed in {env} although the heap limit looked fine.", "힙 한도는 괜찮아 보였는데 {env}에서 {svc} 컨테이너가 OOM으로 죽었다.",
     "Set -XX:MaxRAMPercentage and leave headroom for off-heap buffers.", "-XX:MaxRAMPercentage를 설정하고 off-heap 버퍼용 여유를 둘 것."),
    ("Korean search in {svc} missed results because the index used the standard analyzer.", "{svc}의 한글 검색이 standard 분석기를 써서 결과를 놓쳤다.",
     "Use the nori analyzer for Korean fields and reindex.", "한글 필드에는 nori 분석기를 쓰고 재색인할 것."),
    ("Webhook retries from the payment provider created duplicate orders in {svc}.", "결제사 웹훅 재시도 때문에 {svc}에 주문이 중복 생성됐다.",
     "Make the handler idempotent on the provider's event id.", "핸들러를 결제사 이벤트 ID 기준으로 멱등하게 만들 것."),
    ("The iOS build broke after Xcode updated on the runner.", "러너의 Xcode가 업데이트된 뒤 iOS 빌드가 깨졌다.",
     "Select the Xcode version explicitly with xcode-select in CI.", "CI에서 xcode-select로 Xcode 버전을 명시할 것."),
    ("Rounding in {svc} invoices differed from the accounting system by one won.", "{svc} 인보이스 반올림이 회계 시스템과 1원 차이 났다.",
     "Use Decimal with ROUND_HALF_UP and round once at the end.", "Decimal과 ROUND_HALF_UP을 쓰고 마지막에 한 번만 반올림할 것."),
    ("Feature flag changes took minutes to reach {svc} pods.", "피처 플래그 변경이 {svc} 파드에 반영되는 데 몇 분씩 걸렸다.",
     "The SDK polls every 60 s; switch to streaming mode or lower the interval.", "SDK가 60초마다 폴링한다. 스트리밍 모드로 바꾸거나 주기를 줄일 것."),
]


def c_plain(lang):
    d = base_ctx(lang)
    t = pick(PLAIN_TOPICS)
    mc = (t[0] if lang == "en" else fix_josa(t[1], d)).format(**d)
    ls = t[2] if lang == "en" else t[3]
    if chance(0.5):
        ls += " " + T(lang, "Verified on %s before closing the ticket." % d["env"], "티켓 닫기 전에 %s에서 확인함." % d["env"])
    ask = F([("", ""), ("Should I add a regression test for this in {svc}?", "{svc}에 이 회귀 테스트를 추가할까요?"),
             ("Is {env} the right place to verify this next time?", "다음에도 {env}에서 검증하면 되나요?")], lang, d)
    return mkc("plain engineering note", mc, ls, ask)


def c_doc_example(lang):
    d = base_ctx(lang)
    snip = pick(["[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                 "@mock_aws\ndef test_upload(monkeypatch):\n    monkeypatch.setenv(\"AWS_ACCESS_KEY_ID\", \"AKIAIOSFODNN7EXAMPLE\")\n    monkeypatch.setenv(\"AWS_SECRET_ACCESS_KEY\", \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\")",
                 "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nlocalstack start -d"])
    d.update(snip=fence(snip, ""))
    mc = F([("The {svc} unit tests needed AWS credentials to construct the client, even though moto/localstack fakes the calls:\n{snip}",
             "moto/localstack가 호출을 가짜로 처리하는데도 {svc} 유닛 테스트가 클라이언트 생성에 AWS 자격 증명을 요구했다:\n{snip}")], lang, d)
    ls = F([("These are the documented AWS example values (…EXAMPLE / …EXAMPLEKEY); they are placeholders and never authenticate.",
             "이 값들은 AWS 문서의 예시 값(…EXAMPLE / …EXAMPLEKEY)이다. 플레이스홀더라서 실제 인증은 절대 안 된다.")], lang, d)
    ask = F([("", ""), ("Should the test fixture set AWS_ENDPOINT_URL as well?", "테스트 픽스처에서 AWS_ENDPOINT_URL도 설정할까요?")], lang, d)
    return mkc("documented example placeholders (AWS docs EXAMPLE keys)", mc, ls, ask)


CLEAN_TEMPLATES = [
    ("placeholder_config", c_placeholder_config, 34), ("masked_output", c_masked_output, 26), ("secret_refs", c_secret_refs, 26),
    ("hashes", c_hashes, 28), ("ids", c_ids, 28), ("public_keys", c_public_keys, 24), ("base64", c_base64, 14),
    ("long_ids", c_long_ids, 14), ("versions", c_versions, 10), ("policy", c_policy, 14), ("flags", c_flags, 18),
    ("encrypted", c_encrypted, 20), ("publishable", c_publishable, 30), ("plain", c_plain, 30), ("conn_nopw", c_conn_nopw, 14),
    ("redacted_logs", c_redacted_logs, 14), ("doc_example", c_doc_example, 5), ("curl_envref", c_curl_envref, 11),
]


# ============================================================================
# assembly
# ============================================================================
EXTRA_VENDOR_MARKERS = [  # vendors that appear through tool files, webhooks, recovery codes, TOTP issuers
    ("Tailscale", "Tailscale"), ("crates.io", "crates.io"), ("Private Packagist", "composer auth.json"),
    ("Cloudflare", "cloudflared"), ("Microsoft Teams", "Microsoft Teams"), ("Mattermost", "Mattermost"),
    ("Jenkins", "Jenkins"), ("Google Chat", "Google Chat"), ("Discord", "Discord"), ("DingTalk", "DingTalk"),
    ("Telegram", "Telegram"), ("GitLab", "GitLab"), ("Slack", "Slack"), ("Microsoft", "Microsoft account"),
    ("1Password", "1Password"), ("Apple", "Apple"), ("Heroku", "Heroku"), ("Docker Hub", "Docker config.json"),
    ("Google", "Google backup codes"), ("Maven Central (OSSRH)", "OSSRH"), ("NuGet", "NuGet"),
]


def schedule(templates, n):
    """Largest-remainder allocation of n notes over weighted templates, then shuffled."""
    tot = sum(w for _, _, w in templates)
    raw = [(name, n * w / tot) for name, _, w in templates]
    base = [(name, int(x)) for name, x in raw]
    left = n - sum(c for _, c in base)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i][1] - int(raw[i][1])), i))
    counts = dict(base)
    for i in order[:left]:
        counts[raw[i][0]] += 1
    out = []
    for name, _, _ in templates:
        out += [name] * counts[name]
    R.shuffle(out)
    return out


def build_one(kind, lang, tname, fn, stats):
    for attempt in range(200):
        try:
            n = fn(lang)
        except Retry:
            stats["retries"] += 1
            continue
        if not fields_ok(n["fields"]) or not n["category"]:
            stats["retries"] += 1
            continue
        if kind == "secret":
            if not window_rule_ok(n["fields"], n["secrets"]):
                stats["retries"] += 1
                continue
        else:
            if n["secrets"]:
                raise AssertionError("clean note with secrets")
        return n
    raise RuntimeError("could not build %s/%s/%s" % (kind, lang, tname))


def generate():
    init_meta()
    stats = {"retries": 0}
    plan = []
    for kind, temps in (("secret", SECRET_TEMPLATES), ("clean", CLEAN_TEMPLATES)):
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            for tname in schedule(temps, n):
                plan.append((kind, lang, tname))
    R.shuffle(plan)
    fns = dict((name, fn) for name, fn, _ in SECRET_TEMPLATES + CLEAN_TEMPLATES)
    notes = []
    seen = []
    for kind, lang, tname in plan:
        while True:
            n = build_one(kind, lang, tname, fns[tname], stats)
            key = json.dumps(n["fields"], ensure_ascii=False, sort_keys=True)
            if key not in seen:
                seen.append(key)
                break
            stats["retries"] += 1
        notes.append({"lang": lang, "kind": kind, "category": n["category"], "fields": n["fields"],
                      "secrets": n["secrets"], "_template": tname})
    R.shuffle(notes)
    out = []
    for i, n in enumerate(notes):
        rec = {"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
               "fields": {"missing_context": n["fields"]["missing_context"], "lesson": n["fields"]["lesson"],
                          "ask_next_time": n["fields"]["ask_next_time"]},
               "secrets": n["secrets"]}
        out.append((rec, n["_template"]))
    return out, stats


def final_checks(records):
    assert len(records) == N_TOTAL
    cnt = {}
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == list(FIELD_KEYS)
        assert fields_ok(r["fields"])
        k = (r["kind"], r["lang"])
        cnt[k] = cnt.get(k, 0) + 1
        if r["kind"] == "secret":
            assert r["secrets"] and window_rule_ok(r["fields"], r["secrets"]), r["id"]
            assert len(r["secrets"]) == len(dedupe(r["secrets"]))
        else:
            assert r["secrets"] == []
            assert r["category"].endswith(" [publishable]") == r["category"].startswith("publishable key:")
    assert cnt == {("secret", "en"): N_EN_PER_KIND, ("secret", "ko"): N_KO_PER_KIND,
                   ("clean", "en"): N_EN_PER_KIND, ("clean", "ko"): N_KO_PER_KIND}, cnt
    assert [r["id"] for r in records] == ["%s%03d" % (ID_PREFIX, i) for i in range(1, N_TOTAL + 1)]
    return cnt


def summary(pairs, stats, sha):
    records = [r for r, _ in pairs]
    lines = []
    cnt = {}
    for r in records:
        cnt[(r["kind"], r["lang"])] = cnt.get((r["kind"], r["lang"]), 0) + 1
    lines.append("counts kind x lang: " + ", ".join("%s/%s=%d" % (k[0], k[1], cnt[k]) for k in
                                                      [("secret", "en"), ("secret", "ko"), ("clean", "en"), ("clean", "ko")]))
    tcount = {}
    for r, t in pairs:
        tcount[(r["kind"], t)] = tcount.get((r["kind"], t), 0) + 1
    for kind, temps in (("secret", SECRET_TEMPLATES), ("clean", CLEAN_TEMPLATES)):
        lines.append("%s templates (%d): %s" % (kind, len(temps), ", ".join("%s=%d" % (n, tcount.get((kind, n), 0)) for n, _, _ in temps)))
    cats = [r["category"] for r in records if r["kind"] == "secret"]
    used = []
    for v in VENDORS:
        if any(v["en"] in c for c in cats) and v["name"] not in used:
            used.append(v["name"])
    for name, marker in EXTRA_VENDOR_MARKERS:
        if any(marker in c for c in cats) and name not in used:
            used.append(name)
    shapes = len([v for v in VENDORS if any(v["en"] in c for c in cats)])
    lines.append("distinct vendors in secret notes: %d (token shapes used: %d of %d defined; vendor names defined: %d)" % (
        len(used), shapes, len(VENDORS), len(vendor_names())))
    regions = {}
    for v in VENDORS:
        if v["name"] in used:
            regions[v["region"]] = regions.get(v["region"], []) + ([v["name"]] if v["name"] not in regions.get(v["region"], []) else [])
    lines.append("vendors by region: " + "; ".join("%s=%d" % (k, len(regions[k])) for k in ["global", "korea", "japan", "china", "europe"] if k in regions))
    lines.append("distinct categories: secret=%d clean=%d" % (len(dedupe(cats)), len(dedupe([r["category"] for r in records if r["kind"] == "clean"]))))
    nsec = sum(len(r["secrets"]) for r in records)
    lines.append("listed secrets: %d (max per note %d, longest %d chars)" % (
        nsec, max(len(r["secrets"]) for r in records), max(len(s) for r in records for s in r["secrets"])))
    lines.append("publishable clean notes: %d; plain clean notes: %d" % (
        sum(1 for r in records if r["category"].endswith("[publishable]")), sum(1 for r in records if r["category"] == "plain engineering note")))
    lines.append("secret in ask_next_time: %d notes" % sum(1 for r in records if r["kind"] == "secret" and any(s in r["fields"]["ask_next_time"] for s in r["secrets"])))
    lines.append("regenerations (rule violations / over-long / retry): %d" % stats["retries"])
    lines.append("sha256: %s" % sha)
    return "\n".join(lines)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "blind_set_v66.jsonl")
    pairs, stats = generate()
    records = [r for r, _ in pairs]
    final_checks(records)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)
    sha = hashlib.sha256(data).hexdigest()
    sys.stderr.write(summary(pairs, stats, sha) + "\n")


if __name__ == "__main__":
    main()
