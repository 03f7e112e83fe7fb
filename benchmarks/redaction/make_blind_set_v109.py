#!/usr/bin/env python3
"""Generator for blind_set_v109.jsonl (blind evaluation set for a credential-redaction filter).

Python 3 standard library only, no network.  A single PRNG, random.Random(109_2026_1127),
drives every choice; no set is ever iterated, so the output is byte-identical on every run and
under any PYTHONHASHSEED.  Every credential body is drawn from that PRNG.

Usage:  python3 make_blind_set_v109.py            -> writes blind_set_v109.jsonl next to this file
"""
import base64
import json
import os
import random
import string
import struct
import sys
import urllib.parse

SEED = 109_2026_1127
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN = 216          # per kind (60 %)
N_KO = 144          # per kind (40 %)
ID_PREFIX = "fm"
OUT_NAME = "blind_set_v109.jsonl"

# ----------------------------------------------------------------------------------------------
# small PRNG helpers
# ----------------------------------------------------------------------------------------------
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALPHA = UP + LO
ALNUM = UP + LO + DG
UPNUM = UP + DG
LONUM = LO + DG
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"
B32 = UP + "234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def ch(seq):
    return R.choice(seq)


def ri(a, b):
    return R.randint(a, b)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64e(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + ch("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def digits_nz(n):
    return ch("123456789") + rs(DG, n - 1)


def sample(seq, k):
    return R.sample(list(seq), k)


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def pct(s):
    """percent-encode a password for use inside a URL userinfo / query"""
    return urllib.parse.quote(s, safe="")


def ts(year=None):
    y = year or ch([2024, 2025])
    return "%d-%02d-%02dT%02d:%02d:%02d" % (y, ri(1, 12), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def ts_z():
    return ts() + ("." + rs(DG, 3) if chance(0.5) else "") + "Z"


def date_s():
    return "%d-%02d-%02d" % (ch([2024, 2025]), ri(1, 12), ri(1, 28))


# ----------------------------------------------------------------------------------------------
# Korean particle helper (josa).  Only used after words whose last character we control.
# ----------------------------------------------------------------------------------------------
def _batchim(word):
    c = word.rstrip("`'\") ")[-1]
    if "\uac00" <= c <= "\ud7a3":
        return (ord(c) - 0xAC00) % 28
    if c.isdigit():
        return {"0": 21, "1": 8, "3": 16, "6": 1, "7": 8, "8": 8}.get(c, 0)
    if c.lower() in "lmnr":
        return 8 if c.lower() in "lr" else 4
    return 0


def jo(word, kind):
    """kind: '을' '이' '은' '과' '으로' '이다' """
    b = _batchim(word)
    if kind == "을":
        return word + ("을" if b else "를")
    if kind == "이":
        return word + ("이" if b else "가")
    if kind == "은":
        return word + ("은" if b else "는")
    if kind == "과":
        return word + ("과" if b else "와")
    if kind == "으로":
        return word + ("으로" if b and b != 8 else "로")
    if kind == "이다":
        return word + ("이다" if b else "다")
    raise ValueError(kind)


# ----------------------------------------------------------------------------------------------
# Credential shapes.  Each vendor function returns an "item": a dict with
#   vendor, region, en (description), ko (description ending in Hangul), pairs [(KEY, value, secret?)]
# Bodies are always random; prefixes / alphabets / lengths follow the vendor's documented shape.
# ----------------------------------------------------------------------------------------------
def item(vendor, region, en, ko, pairs):
    return {"vendor": vendor, "region": region, "en": en, "ko": ko, "pairs": pairs}


def jwt_token(claims=None, alg="HS256", long_sig=False, minimal=False):
    hdr = {"alg": alg, "typ": "JWT"}
    if (alg.startswith("RS") or alg.startswith("ES") or chance(0.3)) and not minimal:
        hdr["kid"] = rs(B64U, ch([16, 20, 27]))
    now = ri(1704067200, 1767225600)
    c = {"sub": ch(["svc-", "user-", "app:", ""]) + rs(LONUM, ri(6, 12)), "iat": now,
         "exp": now + ch([900, 3600, 86400, 604800])}
    if claims:
        c.update(claims)
    if chance(0.5) and not minimal:
        c["iss"] = ch(["https://auth.", "https://login.", "https://id."]) + ch(
            ["acme-corp.io", "mycompany.co.kr", "platform.internal", "example-shop.jp"])
    if chance(0.4) and not minimal:
        c["scope"] = ch(["read write", "orders:read orders:write", "admin", "api", "payments:all"])
    if chance(0.3) and not minimal:
        c["jti"] = uuid4()
    sig_len = 342 if (alg.startswith("RS") or long_sig) else (86 if alg == "ES256" else 43)
    return (b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." +
            b64u(json.dumps(c, separators=(",", ":")).encode()) + "." + rs(B64U, sig_len))


def aws_secret():
    return rs(ALNUM + "/+", 40)


def v_aws():
    return item("AWS", "global", "AWS access key pair", "AWS 액세스 키", [
        ("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
        ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
        ("AWS_DEFAULT_REGION", ch(["ap-northeast-2", "us-east-1", "eu-central-1", "ap-northeast-1"]), False)])


def v_aws_sts():
    tok = "IQoJb3JpZ2luX2Vj" + rs(B64, ri(300, 420))
    tok = tok[: len(tok) - len(tok) % 4]
    return item("AWS STS", "global", "temporary AWS session credentials", "AWS 임시 세션 자격 증명", [
        ("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
        ("AWS_SECRET_ACCESS_KEY", aws_secret(), True),
        ("AWS_SESSION_TOKEN", tok, True)])


def v_github():
    k = ch(["classic", "fine", "oauth", "app", "refresh"])
    if k == "classic":
        return item("GitHub", "global", "GitHub personal access token", "GitHub 개인 액세스 토큰",
                    [("GITHUB_TOKEN", "ghp_" + rs(ALNUM, 36), True)])
    if k == "fine":
        v = "github_pat_11" + rs(UPNUM, 9) + rs(ALNUM, 11) + "_" + rs(ALNUM, 59)
        return item("GitHub", "global", "GitHub fine-grained PAT", "GitHub fine-grained 토큰",
                    [("GH_PAT", v, True)])
    if k == "oauth":
        return item("GitHub", "global", "GitHub OAuth token", "GitHub OAuth 토큰",
                    [("GITHUB_OAUTH_TOKEN", "gho_" + rs(ALNUM, 36), True)])
    if k == "app":
        return item("GitHub", "global", "GitHub App installation token", "GitHub App 설치 토큰",
                    [("GITHUB_APP_ID", digits_nz(6), False), ("GH_INSTALLATION_TOKEN", "ghs_" + rs(ALNUM, 36), True)])
    return item("GitHub", "global", "GitHub refresh token", "GitHub 리프레시 토큰",
                [("GH_REFRESH_TOKEN", "ghr_" + rs(ALNUM, 76), True)])


def v_gitlab():
    k = ch(["pat", "pat", "runner", "deploy", "trigger"])
    if k == "pat":
        return item("GitLab", "global", "GitLab personal access token", "GitLab 개인 액세스 토큰",
                    [("GITLAB_TOKEN", "glpat-" + rs(B64U, 20), True)])
    if k == "runner":
        return item("GitLab", "global", "GitLab runner authentication token", "GitLab 러너 인증 토큰",
                    [("RUNNER_TOKEN", "glrt-" + rs(B64U, 20), True)])
    if k == "deploy":
        return item("GitLab", "global", "GitLab deploy token", "GitLab 배포 토큰",
                    [("DEPLOY_USER", "gitlab+deploy-token-" + rs(DG, 6), False), ("DEPLOY_TOKEN", "gldt-" + rs(B64U, 20), True)])
    return item("GitLab", "global", "GitLab pipeline trigger token", "GitLab 파이프라인 트리거 토큰",
                [("CI_TRIGGER_TOKEN", "glptt-" + rs(HEX, 40), True)])


def v_slack():
    k = ch(["bot", "user", "app", "signing"])
    if k == "bot":
        v = "xoxb-%s-%s-%s" % (digits_nz(ri(10, 13)), digits_nz(ri(12, 13)), rs(ALNUM, 24))
        return item("Slack", "global", "Slack bot token", "Slack 봇 토큰", [("SLACK_BOT_TOKEN", v, True)])
    if k == "user":
        v = "xoxp-%s-%s-%s-%s" % (digits_nz(ri(10, 13)), digits_nz(ri(10, 13)), digits_nz(13), rs(HEX, 32))
        return item("Slack", "global", "Slack user token", "Slack 사용자 토큰", [("SLACK_USER_TOKEN", v, True)])
    if k == "app":
        v = "xapp-1-A%s-%s-%s" % (rs(UPNUM, 10), digits_nz(13), rs(HEX, 64))
        return item("Slack", "global", "Slack app-level token", "Slack 앱 레벨 토큰", [("SLACK_APP_TOKEN", v, True)])
    return item("Slack", "global", "Slack signing secret", "Slack 서명 시크릿", [("SLACK_SIGNING_SECRET", rs(HEX, 32), True)])


def v_stripe():
    k = ch(["sk", "sk51", "rk", "whsec"])
    if k == "sk":
        return item("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키", [("STRIPE_SECRET_KEY", "sk_live_" + rs(ALNUM, 24), True)])
    if k == "sk51":
        return item("Stripe", "global", "Stripe secret key", "Stripe 시크릿 키", [("STRIPE_API_KEY", "sk_live_51" + rs(ALNUM, 97), True)])
    if k == "rk":
        return item("Stripe", "global", "Stripe restricted key", "Stripe 제한 키", [("STRIPE_RESTRICTED_KEY", "rk_live_51" + rs(ALNUM, 97), True)])
    return item("Stripe", "global", "Stripe webhook signing secret", "Stripe 웹훅 서명 시크릿", [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)])


def v_google():
    k = ch(["apikey", "oauth", "oauth"])
    if k == "apikey":
        return item("Google Cloud", "global", "Google server API key (Gemini / Places)", "Google 서버 API 키",
                    [("GOOGLE_API_KEY", "AIza" + rs(B64U, 35), True)])
    cid = "%s-%s.apps.googleusercontent.com" % (digits_nz(12), rs(LONUM, 32))
    return item("Google OAuth", "global", "Google OAuth client secret", "Google OAuth 클라이언트 시크릿",
                [("GOOGLE_CLIENT_ID", cid, False), ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64U, 28), True)])


def v_openai():
    k = ch(["proj", "legacy", "svc"])
    if k == "proj":
        v = "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    elif k == "svc":
        v = "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74)
    else:
        v = "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
    return item("OpenAI", "global", "OpenAI API key", "OpenAI API 키", [("OPENAI_API_KEY", v, True)])


def v_anthropic():
    if chance(0.8):
        v = "sk-ant-api03-" + rs(B64U, 93) + "AA"
        return item("Anthropic", "global", "Anthropic API key", "Anthropic API 키", [("ANTHROPIC_API_KEY", v, True)])
    v = "sk-ant-admin01-" + rs(B64U, 93) + "AA"
    return item("Anthropic", "global", "Anthropic admin key", "Anthropic 관리자 키", [("ANTHROPIC_ADMIN_KEY", v, True)])


def v_hf():
    return item("Hugging Face", "global", "Hugging Face access token", "Hugging Face 액세스 토큰", [("HF_TOKEN", "hf_" + rs(ALPHA, 34), True)])


def v_npm():
    return item("npm", "global", "npm automation token", "npm 자동화 토큰", [("NPM_TOKEN", "npm_" + rs(ALNUM, 36), True)])


def v_pypi():
    return item("PyPI", "global", "PyPI upload token", "PyPI 업로드 토큰", [("TWINE_USERNAME", "__token__", False),
                ("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmcCJD" + rs(B64U, ri(130, 160)), True)])


def v_docker():
    return item("Docker Hub", "global", "Docker Hub access token", "Docker Hub 액세스 토큰",
                [("DOCKERHUB_USERNAME", ch(["acmeci", "platformbot", "release-bot", "kr-build"]), False),
                 ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64U, 27), True)])


def v_twilio():
    if chance(0.6):
        return item("Twilio", "global", "Twilio auth token", "Twilio 인증 토큰",
                    [("TWILIO_ACCOUNT_SID", "AC" + rs(HEX, 32), False), ("TWILIO_AUTH_TOKEN", rs(HEX, 32), True)])
    return item("Twilio", "global", "Twilio API key secret", "Twilio API 키 시크릿",
                [("TWILIO_API_KEY", "SK" + rs(HEX, 32), False), ("TWILIO_API_SECRET", rs(ALNUM, 32), True)])


def v_sendgrid():
    return item("SendGrid", "global", "SendGrid API key", "SendGrid API 키",
                [("SENDGRID_API_KEY", "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True)])


def v_mailgun():
    v = "key-" + rs(HEX, 32) if chance(0.5) else rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)
    return item("Mailgun", "global", "Mailgun API key", "Mailgun API 키", [("MAILGUN_API_KEY", v, True), ("MAILGUN_DOMAIN", "mg.example-shop.com", False)])


def v_mailchimp():
    return item("Mailchimp", "global", "Mailchimp API key", "Mailchimp API 키", [("MAILCHIMP_API_KEY", rs(HEX, 32) + "-us" + str(ri(1, 21)), True)])


def v_shopify():
    p = ch(["shpat_", "shpca_", "shppa_", "shpss_"])
    return item("Shopify", "global", "Shopify Admin API access token", "Shopify Admin API 액세스 토큰",
                [("SHOPIFY_STORE", rs(LO, 8) + ".myshopify.com", False), ("SHOPIFY_ACCESS_TOKEN", p + rs(HEX, 32), True)])


def v_square():
    if chance(0.6):
        return item("Square", "global", "Square production access token", "Square 운영 액세스 토큰",
                    [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64U, 60), True)])
    return item("Square", "global", "Square OAuth application secret", "Square OAuth 애플리케이션 시크릿",
                [("SQUARE_APP_ID", "sq0idp-" + rs(B64U, 22), False), ("SQUARE_APP_SECRET", "sq0csp-" + rs(B64U, 43), True)])


def v_braintree():
    v = "access_token$production$%s$%s" % (rs(LONUM, 16), rs(HEX, 32))
    return item("Braintree", "global", "Braintree/PayPal access token", "Braintree 액세스 토큰", [("BRAINTREE_ACCESS_TOKEN", v, True)])


def v_discord():
    uid = digits_nz(ch([18, 19]))
    v = b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)
    return item("Discord", "global", "Discord bot token", "Discord 봇 토큰",
                [("DISCORD_APP_ID", uid, False), ("DISCORD_BOT_TOKEN", v, True)])


def v_telegram():
    v = "%s:AA%s" % (digits_nz(ri(9, 10)), rs(B64U, 33))
    return item("Telegram", "global", "Telegram bot token", "Telegram 봇 토큰", [("TELEGRAM_BOT_TOKEN", v, True)])


def v_azure():
    k = ch(["storage", "aad", "aad", "cosmos"])
    if k == "storage":
        acct = "st" + rs(LONUM, 10)
        key = rs(B64, 86) + "=="
        return item("Azure Storage", "global", "Azure storage account key", "Azure 스토리지 계정 키",
                    [("AZURE_STORAGE_ACCOUNT", acct, False), ("AZURE_STORAGE_KEY", key, True)])
    if k == "cosmos":
        return item("Azure Cosmos DB", "global", "Cosmos DB primary key", "Cosmos DB 기본 키",
                    [("COSMOS_ENDPOINT", "https://cosmos-" + rs(LO, 6) + ".documents.azure.com:443/", False),
                     ("COSMOS_KEY", rs(B64, 86) + "==", True)])
    v = rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_.~-", 34)
    return item("Microsoft Entra ID", "global", "Entra ID (Azure AD) client secret", "Azure AD 클라이언트 시크릿",
                [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False), ("AZURE_CLIENT_SECRET", v, True)])


def v_digitalocean():
    p = ch(["dop_v1_", "dop_v1_", "doo_v1_"])
    return item("DigitalOcean", "global", "DigitalOcean API token", "DigitalOcean API 토큰", [("DIGITALOCEAN_TOKEN", p + rs(HEX, 64), True)])


def v_heroku():
    return item("Heroku", "global", "Heroku API key", "Heroku API 키", [("HEROKU_API_KEY", "HRKU-AA" + rs(B64U, 58), True)])


def v_cloudflare():
    k = ch(["token", "global", "origin"])
    if k == "token":
        return item("Cloudflare", "global", "Cloudflare API token", "Cloudflare API 토큰",
                    [("CLOUDFLARE_ACCOUNT_ID", rs(HEX, 32), False), ("CLOUDFLARE_API_TOKEN", rs(B64U, 40), True)])
    if k == "global":
        return item("Cloudflare", "global", "Cloudflare global API key", "Cloudflare 글로벌 API 키",
                    [("CF_API_EMAIL", "ops@" + ch(["acme-corp.io", "shop.co.kr"]), False), ("CF_API_KEY", rs(HEX, 37), True)])
    return item("Cloudflare", "global", "Cloudflare Origin CA key", "Cloudflare Origin CA 키",
                [("CF_ORIGIN_CA_KEY", "v1.0-" + rs(HEX, 24) + "-" + rs(HEX, 146), True)])


def v_datadog():
    return item("Datadog", "global", "Datadog API and application keys", "Datadog API 키",
                [("DD_SITE", ch(["datadoghq.com", "ap1.datadoghq.com", "datadoghq.eu"]), False),
                 ("DD_API_KEY", rs(HEX, 32), True), ("DD_APP_KEY", rs(HEX, 40), True)])


def v_newrelic():
    if chance(0.5):
        return item("New Relic", "global", "New Relic user API key", "New Relic 사용자 API 키", [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPNUM, 27), True)])
    return item("New Relic", "global", "New Relic license key", "New Relic 라이선스 키", [("NEW_RELIC_LICENSE_KEY", rs(HEX, 36) + "NRAL", True)])


def v_sentry():
    return item("Sentry", "global", "Sentry auth token", "Sentry 인증 토큰", [("SENTRY_ORG", ch(["acme", "shop-kr", "platform"]), False),
                ("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEX, 64), True)])


def v_atlassian():
    v = "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8)
    return item("Atlassian", "global", "Atlassian (Jira) API token", "Jira API 토큰",
                [("JIRA_USER", ch(["ci-bot", "release.bot", "qa.automation"]) + "@" + ch(["acme-corp.io", "shop.co.kr"]), False),
                 ("JIRA_API_TOKEN", v, True)])


def v_linear():
    return item("Linear", "global", "Linear API key", "Linear API 키", [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)])


def v_notion():
    v = "ntn_" + rs(DG, 11) + rs(ALNUM, 35) if chance(0.6) else "secret_" + rs(ALNUM, 43)
    return item("Notion", "global", "Notion integration secret", "Notion 통합 시크릿", [("NOTION_TOKEN", v, True)])


def v_figma():
    return item("Figma", "global", "Figma personal access token", "Figma 개인 액세스 토큰", [("FIGMA_TOKEN", "figd_" + rs(B64U, 40), True)])


def v_postman():
    return item("Postman", "global", "Postman API key", "Postman API 키", [("POSTMAN_API_KEY", "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True)])


def v_netlify():
    return item("Netlify", "global", "Netlify personal access token", "Netlify 액세스 토큰", [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True)])


def v_supabase():
    k = ch(["pat", "service", "secret"])
    ref = rs(LO, 20)
    if k == "pat":
        return item("Supabase", "global", "Supabase management access token", "Supabase 관리 토큰", [("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEX, 40), True)])
    if k == "secret":
        return item("Supabase", "global", "Supabase secret API key", "Supabase 시크릿 키",
                    [("SUPABASE_URL", "https://%s.supabase.co" % ref, False), ("SUPABASE_SECRET_KEY", "sb_secret_" + rs(B64U, 31), True)])
    v = jwt_token({"iss": "supabase", "ref": ref, "role": "service_role"})
    return item("Supabase", "global", "Supabase service_role key", "Supabase service_role 키",
                [("SUPABASE_URL", "https://%s.supabase.co" % ref, False), ("SUPABASE_SERVICE_ROLE_KEY", v, True)])


def v_tfc():
    return item("Terraform Cloud", "global", "Terraform Cloud API token", "Terraform Cloud API 토큰",
                [("TF_TOKEN_app_terraform_io", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)])


def v_vault():
    p = ch(["hvs.CAESI", "hvs.CAESI", "hvb.AAAAAQ"])
    return item("HashiCorp Vault", "global", "Vault token", "Vault 토큰", [("VAULT_ADDR", "https://vault." + ch(["internal", "corp.local", "acme-corp.io"]) + ":8200", False),
                ("VAULT_TOKEN", p + rs(B64U, ri(80, 90)), True)])


def v_doppler():
    v = ch(["dp.st.%s." % ch(["dev", "stg", "prd"]), "dp.pt.", "dp.sa."]) + rs(ALNUM, ch([40, 43]))
    return item("Doppler", "global", "Doppler service token", "Doppler 서비스 토큰", [("DOPPLER_TOKEN", v, True)])


def v_pulumi():
    return item("Pulumi", "global", "Pulumi access token", "Pulumi 액세스 토큰", [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEX, 40), True)])


def v_grafana():
    if chance(0.5):
        v = "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)
        return item("Grafana", "global", "Grafana service account token", "Grafana 서비스 계정 토큰", [("GRAFANA_TOKEN", v, True)])
    v = "glc_" + b64e(json.dumps({"o": digits_nz(6), "n": "stack-" + digits_nz(6) + "-alloy-" + rs(LO, 6),
                                   "k": rs(ALNUM, 24), "m": {"r": ch(["prod-ap-northeast-0", "prod-us-east-0", "prod-eu-west-2"])}},
                                  separators=(",", ":")).encode())
    return item("Grafana Cloud", "global", "Grafana Cloud access policy token", "Grafana Cloud 토큰", [("GRAFANA_CLOUD_TOKEN", v, True)])


def v_databricks():
    return item("Databricks", "global", "Databricks personal access token", "Databricks 액세스 토큰",
                [("DATABRICKS_HOST", "https://adb-%s.%s.azuredatabricks.net" % (digits_nz(16), ri(1, 19)), False),
                 ("DATABRICKS_TOKEN", "dapi" + rs(HEX, 32) + ("-" + str(ri(2, 3)) if chance(0.4) else ""), True)])


def v_okta():
    return item("Okta", "global", "Okta API token", "Okta API 토큰", [("OKTA_ORG_URL", "https://%s.okta.com" % ch(["acme", "shopkr", "platform-int"]), False),
                ("OKTA_API_TOKEN", "00" + rs(B64U, 40), True)])


def v_mapbox():
    user = ch(["acme-maps", "shopkr", "geo-team", "deliveryops"])
    v = "sk." + b64u(json.dumps({"u": user, "a": "cl" + rs(LONUM, 23)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)
    return item("Mapbox", "global", "Mapbox secret access token", "Mapbox 시크릿 토큰", [("MAPBOX_SECRET_TOKEN", v, True)])


def v_age():
    return item("age", "global", "age identity (secret key)", "age 비밀 키", [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs(BECH.upper(), 58), True)])


def v_dropbox():
    return item("Dropbox", "global", "Dropbox access token", "Dropbox 액세스 토큰", [("DROPBOX_TOKEN", "sl.u." + rs(B64U, ri(135, 150)), True)])


def v_airtable():
    return item("Airtable", "global", "Airtable personal access token", "Airtable 액세스 토큰", [("AIRTABLE_PAT", "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), True)])


def v_ai_misc():
    k = ch(["replicate", "groq", "pplx", "xai", "cohere", "mistral"])
    if k == "replicate":
        return item("Replicate", "global", "Replicate API token", "Replicate API 토큰", [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)])
    if k == "groq":
        return item("Groq", "global", "Groq API key", "Groq API 키", [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)])
    if k == "pplx":
        return item("Perplexity", "global", "Perplexity API key", "Perplexity API 키", [("PPLX_API_KEY", "pplx-" + rs(ALNUM, 48), True)])
    if k == "xai":
        return item("xAI", "global", "xAI API key", "xAI API 키", [("XAI_API_KEY", "xai-" + rs(ALNUM, 80), True)])
    if k == "cohere":
        return item("Cohere", "global", "Cohere API key", "Cohere API 키", [("CO_API_KEY", rs(ALNUM, 40), True)])
    return item("Mistral AI", "europe", "Mistral API key", "Mistral API 키", [("MISTRAL_API_KEY", rs(ALNUM, 32), True)])


def v_planetscale():
    if chance(0.5):
        return item("PlanetScale", "global", "PlanetScale database password", "PlanetScale DB 비밀번호",
                    [("DATABASE_USERNAME", rs(LONUM, 20), False), ("DATABASE_PASSWORD", "pscale_pw_" + rs(B64U, 43), True)])
    return item("PlanetScale", "global", "PlanetScale service token", "PlanetScale 서비스 토큰",
                [("PLANETSCALE_SERVICE_TOKEN_ID", rs(LONUM, 12), False), ("PLANETSCALE_SERVICE_TOKEN", "pscale_tkn_" + rs(B64U, 43), True)])


def v_contentful():
    return item("Contentful", "global", "Contentful management token", "Contentful 관리 토큰", [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64U, 43), True)])


def v_shippo():
    return item("Shippo", "global", "Shippo live API token", "Shippo API 토큰", [("SHIPPO_API_KEY", "shippo_live_" + rs(HEX, 40), True)])


def v_paystack():
    return item("Paystack", "global", "Paystack secret key", "Paystack 시크릿 키", [("PAYSTACK_SECRET_KEY", "sk_live_" + rs(HEX, 40), True)])


def v_flutterwave():
    return item("Flutterwave", "global", "Flutterwave secret key", "Flutterwave 시크릿 키", [("FLW_SECRET_KEY", "FLWSECK-" + rs(HEX, 32) + "-X", True)])


def v_razorpay():
    return item("Razorpay", "global", "Razorpay key id and secret", "Razorpay 키",
                [("RAZORPAY_KEY_ID", "rzp_live_" + rs(ALNUM, 14), True), ("RAZORPAY_KEY_SECRET", rs(ALNUM, 24), True)])


def v_fly():
    v = "FlyV1 fm2_" + rs(B64U, ri(180, 260)) + ",fm2_" + rs(B64U, ri(90, 130))
    return item("Fly.io", "global", "Fly.io deploy token", "Fly.io 배포 토큰", [("FLY_API_TOKEN", v, True)])


def v_app_secret():
    k = ch(["django", "rails", "laravel", "nextauth", "jwt", "flask", "wireguard"])
    if k == "django":
        return item("Django", "framework", "Django SECRET_KEY", "Django SECRET_KEY 값", [("DJANGO_SECRET_KEY", "django-insecure-" + rs(LONUM + "!@#%^&*(-_=+)", 50) if chance(0.3) else rs(LONUM + "!@#%^&*(-_=+)", 50), True)])
    if k == "rails":
        return item("Rails", "framework", "Rails master key", "Rails 마스터 키", [("RAILS_MASTER_KEY", rs(HEX, 32), True)])
    if k == "laravel":
        return item("Laravel", "framework", "Laravel APP_KEY", "Laravel APP_KEY 값", [("APP_KEY", "base64:" + b64e(rbytes(32)), True)])
    if k == "nextauth":
        return item("Auth.js", "framework", "NextAuth secret", "NextAuth 시크릿", [("NEXTAUTH_SECRET", b64e(rbytes(32)), True)])
    if k == "jwt":
        return item("JWT signing", "framework", "JWT signing secret", "JWT 서명 시크릿", [("JWT_SECRET", rs(ALNUM, ch([32, 48, 64])), True)])
    if k == "flask":
        return item("Flask", "framework", "Flask session secret", "Flask 세션 시크릿", [("FLASK_SECRET_KEY", rs(HEX, 48), True)])
    return item("WireGuard", "framework", "WireGuard private key", "WireGuard 개인 키", [("WG_PRIVATE_KEY", b64e(rbytes(32)), True)])


# --- Europe -----------------------------------------------------------------------------------
def v_mollie():
    return item("Mollie", "europe", "Mollie live API key", "Mollie 라이브 API 키", [("MOLLIE_API_KEY", "live_" + rs(ALNUM, 30), True)])


def v_adyen():
    v = "AQE" + rs(B64, ri(60, 70)) + "=-" + rs(B64, 43) + "=-" + rs(ALNUM + "<>", 16)
    v = v.replace("<", "i").replace(">", "j")
    return item("Adyen", "europe", "Adyen API key", "Adyen API 키", [("ADYEN_MERCHANT_ACCOUNT", ch(["AcmeShopECOM", "ShopKR_ECOM"]), False), ("ADYEN_API_KEY", v, True)])


def v_gocardless():
    return item("GoCardless", "europe", "GoCardless live access token", "GoCardless 액세스 토큰", [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64U, 40), True)])


def v_scaleway():
    return item("Scaleway", "europe", "Scaleway API key", "Scaleway API 키",
                [("SCW_ACCESS_KEY", "SCW" + rs(UPNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True),
                 ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)])


def v_ovh():
    return item("OVHcloud", "europe", "OVH API credentials", "OVH API 자격 증명",
                [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", rs(ALNUM, 16), False),
                 ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True), ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)])


def v_hetzner():
    return item("Hetzner Cloud", "europe", "Hetzner Cloud API token", "Hetzner Cloud API 토큰", [("HCLOUD_TOKEN", rs(ALNUM, 64), True)])


def v_yandex():
    if chance(0.5):
        return item("Yandex Cloud", "europe", "Yandex Cloud API key", "Yandex Cloud API 키", [("YC_API_KEY", "AQVN" + rs(B64U, 36), True)])
    return item("Yandex", "europe", "Yandex OAuth token", "Yandex OAuth 토큰", [("YANDEX_OAUTH_TOKEN", "y0_" + rs(B64U, 55), True)])


def v_deepl():
    return item("DeepL", "europe", "DeepL API key", "DeepL API 키", [("DEEPL_AUTH_KEY", uuid4() + ":fx", True)])


def v_messagebird():
    return item("MessageBird", "europe", "MessageBird live access key", "MessageBird 액세스 키", [("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25), True)])


def v_vonage():
    return item("Vonage", "europe", "Vonage API secret", "Vonage API 시크릿", [("VONAGE_API_KEY", rs(HEX, 8), False), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)])


def v_infobip():
    return item("Infobip", "europe", "Infobip API key", "Infobip API 키", [("INFOBIP_BASE_URL", rs(LONUM, 6) + ".api.infobip.com", False),
                ("INFOBIP_API_KEY", rs(HEX, 32) + "-" + uuid4(), True)])


def v_pipedrive():
    return item("Pipedrive", "europe", "Pipedrive API token", "Pipedrive API 토큰", [("PIPEDRIVE_API_TOKEN", rs(HEX, 40), True)])


# --- Korea ------------------------------------------------------------------------------------
def v_ncp():
    if chance(0.5):
        return item("Naver Cloud Platform", "korea", "NCP API access key", "NCP API 인증키",
                    [("NCP_ACCESS_KEY", rs(ALNUM, 20), True), ("NCP_SECRET_KEY", rs(ALNUM, 40), True)])
    return item("Naver Cloud Platform", "korea", "NCP sub-account access key", "NCP 서브 계정 인증키",
                [("NCLOUD_ACCESS_KEY", "ncp_iam_BPAMKR" + rs(UPNUM, 14), True),
                 ("NCLOUD_SECRET_KEY", "ncp_iam_BPKMKR" + rs(ALNUM, 34), True)])


def v_naver_dev():
    return item("Naver Developers", "korea", "Naver Open API client secret", "네이버 오픈 API 클라이언트 시크릿",
                [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)])


def v_kakao():
    k = ch(["rest", "admin", "client"])
    if k == "rest":
        return item("Kakao", "korea", "Kakao REST API key", "카카오 REST API 키", [("KAKAO_REST_API_KEY", rs(HEX, 32), True)])
    if k == "admin":
        return item("Kakao", "korea", "Kakao Admin key", "카카오 어드민 키", [("KAKAO_ADMIN_KEY", rs(HEX, 32), True)])
    return item("Kakao", "korea", "Kakao Login client secret", "카카오 로그인 클라이언트 시크릿",
                [("KAKAO_CLIENT_ID", rs(HEX, 32), True), ("KAKAO_CLIENT_SECRET", rs(ALNUM, 32), True)])


def v_toss():
    p = ch(["live_sk_", "live_gsk_", "test_sk_", "test_gsk_"])
    return item("Toss Payments", "korea", "Toss Payments secret key", "토스페이먼츠 시크릿 키", [("TOSS_SECRET_KEY", p + rs(ALNUM, 28), True)])


def v_portone():
    if chance(0.5):
        return item("PortOne", "korea", "PortOne (iamport) REST API key and secret", "포트원 REST API 키",
                    [("IMP_KEY", digits_nz(16), True), ("IMP_SECRET", rs(ALNUM, 80), True)])
    return item("PortOne", "korea", "PortOne V2 API secret", "포트원 V2 API 시크릿",
                [("PORTONE_STORE_ID", "store-" + uuid4(), False), ("PORTONE_API_SECRET", rs(ALNUM, 80), True)])


def v_nhn():
    if chance(0.5):
        return item("NHN Cloud", "korea", "NHN Cloud SMS app key and secret key", "NHN Cloud SMS 시크릿 키",
                    [("NHN_SMS_APPKEY", rs(ALNUM, 16), False), ("NHN_SMS_SECRET_KEY", rs(ALNUM, 8), True)])
    return item("NHN Cloud", "korea", "NHN Cloud user access key", "NHN Cloud 사용자 액세스 키",
                [("NHN_ACCESS_KEY_ID", rs(ALNUM, 20), True), ("NHN_SECRET_ACCESS_KEY", rs(ALNUM, 16), True)])


def v_solapi():
    return item("SOLAPI (coolsms)", "korea", "SOLAPI API key and secret", "솔라피 API 시크릿",
                [("SOLAPI_API_KEY", "NCS" + rs(UPNUM, 13), True), ("SOLAPI_API_SECRET", rs(UPNUM, 32), True)])


def v_aligo():
    return item("Aligo", "korea", "Aligo SMS API key", "알리고 문자 API 키", [("ALIGO_USER_ID", ch(["shopkr", "acmesms", "notify01"]), False),
                ("ALIGO_API_KEY", rs(LONUM, 32), True)])


def v_upbit():
    return item("Upbit", "korea", "Upbit Open API keys", "업비트 API 키",
                [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)])


def v_bithumb():
    return item("Bithumb", "korea", "Bithumb API keys", "빗썸 API 키",
                [("BITHUMB_CONNECT_KEY", rs(HEX, 32), True), ("BITHUMB_SECRET_KEY", rs(HEX, 32), True)])


def v_kis():
    return item("Korea Investment & Securities", "korea", "KIS Open API appkey/appsecret", "한국투자증권 앱시크릿",
                [("KIS_APP_KEY", "PS" + rs(ALNUM, 34), True), ("KIS_APP_SECRET", rs(B64, 180), True),
                 ("KIS_ACCOUNT_NO", rs(DG, 8) + "-01", False)])


def v_datagokr():
    raw = b64e(rbytes(ch([48, 60, 66])))
    if "+" not in raw and "/" not in raw:
        raw = raw[:10] + "+" + raw[11:]
    enc = pct(raw)
    return item("data.go.kr", "korea", "data.go.kr (Public Data Portal) service key", "공공데이터포털 서비스 키",
                [("DATA_GO_KR_SERVICE_KEY", enc, True)])


def v_sendbird():
    return item("Sendbird", "korea", "Sendbird API token", "Sendbird API 토큰", [("SENDBIRD_APP_ID", uuid4().upper(), False),
                ("SENDBIRD_API_TOKEN", rs(HEX, 40), True)])


def v_channeltalk():
    return item("Channel Talk", "korea", "Channel Talk access secret", "채널톡 액세스 시크릿",
                [("CHANNEL_ACCESS_KEY", rs(HEX, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEX, 32), True)])


def v_line():
    if chance(0.5):
        v = rs(B64, 171) + "="
        return item("LINE", "japan", "LINE Messaging API channel access token", "LINE 채널 액세스 토큰",
                    [("LINE_CHANNEL_ACCESS_TOKEN", v, True)])
    return item("LINE", "japan", "LINE channel secret", "LINE 채널 시크릿", [("LINE_CHANNEL_ID", digits_nz(10), False),
                ("LINE_CHANNEL_SECRET", rs(HEX, 32), True)])


# --- Japan ------------------------------------------------------------------------------------
def v_payjp():
    return item("PAY.JP", "japan", "PAY.JP secret key", "PAY.JP 시크릿 키", [("PAYJP_SECRET_KEY", "sk_live_" + rs(HEX, 48), True)])


def v_chatwork():
    return item("Chatwork", "japan", "Chatwork API token", "Chatwork API 토큰", [("CHATWORK_API_TOKEN", rs(HEX, 32), True)])


def v_backlog():
    return item("Backlog", "japan", "Backlog API key", "Backlog API 키", [("BACKLOG_SPACE", ch(["acme", "shopjp"]) + ".backlog.jp", False),
                ("BACKLOG_API_KEY", rs(ALNUM, 64), True)])


def v_kintone():
    return item("kintone", "japan", "kintone API token", "kintone API 토큰", [("KINTONE_BASE_URL", "https://%s.cybozu.com" % ch(["acme", "shopjp"]), False),
                ("KINTONE_API_TOKEN", rs(ALNUM, 40), True)])


def v_sakura():
    return item("Sakura Cloud", "japan", "Sakura Cloud API key", "사쿠라 클라우드 API 키",
                [("SAKURACLOUD_ACCESS_TOKEN", uuid4(), True), ("SAKURACLOUD_ACCESS_TOKEN_SECRET", rs(ALNUM, 64), True)])


def v_gmo():
    return item("GMO Payment Gateway", "japan", "GMO-PG shop password", "GMO-PG 상점 비밀번호",
                [("GMO_SHOP_ID", "tshop" + rs(DG, 8), False), ("GMO_SHOP_PASS", rs(LONUM, ch([8, 10])), True)])


def v_komoju():
    return item("KOMOJU", "japan", "KOMOJU secret key", "KOMOJU 시크릿 키", [("KOMOJU_SECRET_KEY", "sk_live_" + rs(LONUM, 24), True)])


# --- China ------------------------------------------------------------------------------------
def v_alibaba():
    return item("Alibaba Cloud", "china", "Alibaba Cloud AccessKey pair", "알리바바 클라우드 AccessKey",
                [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
                 ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True)])


def v_tencent():
    return item("Tencent Cloud", "china", "Tencent Cloud SecretId/SecretKey", "텐센트 클라우드 SecretKey",
                [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True), ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)])


def v_baidu():
    return item("Baidu AI Cloud", "china", "Baidu AI Cloud API Key / Secret Key", "바이두 AI 시크릿 키",
                [("BAIDU_API_KEY", rs(ALNUM, 24), True), ("BAIDU_SECRET_KEY", rs(ALNUM, 32), True)])


def v_huawei():
    return item("Huawei Cloud", "china", "Huawei Cloud AK/SK", "화웨이 클라우드 AK/SK 키",
                [("HUAWEICLOUD_SDK_AK", rs(UPNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)])


def v_wechat():
    return item("WeChat", "china", "WeChat AppSecret", "위챗 AppSecret 값", [("WECHAT_APP_ID", "wx" + rs(HEX, 16), False),
                ("WECHAT_APP_SECRET", rs(HEX, 32), True)])


def v_feishu():
    return item("Feishu / Lark", "china", "Feishu app secret", "Feishu 앱 시크릿", [("FEISHU_APP_ID", "cli_" + rs(HEX, 16), False),
                ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)])


def v_qiniu():
    return item("Qiniu", "china", "Qiniu AK/SK", "치니우 AK/SK 키", [("QINIU_ACCESS_KEY", rs(B64U, 40), True), ("QINIU_SECRET_KEY", rs(B64U, 40), True)])


def v_volc():
    return item("Volcengine", "china", "Volcengine access key", "볼케엔진 액세스 키",
                [("VOLC_ACCESSKEY", "AKLT" + rs(B64U, 43), True), ("VOLC_SECRETKEY", b64e(rbytes(ch([42, 45]))), True)])


def v_cn_llm():
    k = ch(["deepseek", "moonshot", "zhipu", "dashscope"])
    if k == "deepseek":
        return item("DeepSeek", "china", "DeepSeek API key", "DeepSeek API 키", [("DEEPSEEK_API_KEY", "sk-" + rs(HEX, 32), True)])
    if k == "moonshot":
        return item("Moonshot AI", "china", "Moonshot (Kimi) API key", "Moonshot API 키", [("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48), True)])
    if k == "zhipu":
        return item("Zhipu AI", "china", "Zhipu (GLM) API key", "Zhipu API 키", [("ZHIPUAI_API_KEY", rs(HEX, 32) + "." + rs(ALNUM, 16), True)])
    return item("Alibaba DashScope", "china", "DashScope API key", "DashScope API 키", [("DASHSCOPE_API_KEY", "sk-" + rs(HEX, 32), True)])


VENDORS = [
    v_aws, v_aws_sts, v_github, v_gitlab, v_slack, v_stripe, v_google, v_openai, v_anthropic, v_hf, v_npm,
    v_pypi, v_docker, v_twilio, v_sendgrid, v_mailgun, v_mailchimp, v_shopify, v_square, v_braintree,
    v_discord, v_telegram, v_azure, v_digitalocean, v_heroku, v_cloudflare, v_datadog, v_newrelic,
    v_sentry, v_atlassian, v_linear, v_notion, v_figma, v_postman, v_netlify, v_supabase, v_tfc, v_vault,
    v_doppler, v_pulumi, v_grafana, v_databricks, v_okta, v_mapbox, v_age, v_dropbox, v_airtable,
    v_ai_misc, v_planetscale, v_contentful, v_shippo, v_paystack, v_flutterwave, v_razorpay, v_fly,
    v_app_secret,
    v_mollie, v_adyen, v_gocardless, v_scaleway, v_ovh, v_hetzner, v_yandex, v_deepl, v_messagebird,
    v_vonage, v_infobip, v_pipedrive,
    v_ncp, v_naver_dev, v_kakao, v_toss, v_portone, v_nhn, v_solapi, v_aligo, v_upbit, v_bithumb, v_kis,
    v_datagokr, v_sendbird, v_channeltalk, v_line,
    v_payjp, v_chatwork, v_backlog, v_kintone, v_sakura, v_gmo, v_komoju,
    v_alibaba, v_tencent, v_baidu, v_huawei, v_wechat, v_feishu, v_qiniu, v_volc, v_cn_llm,
]
# regional vendors are drawn a bit more often so that KR/JP/CN/EU shapes are well covered
REGIONAL = [v for v in VENDORS if v.__name__ in (
    "v_ncp v_naver_dev v_kakao v_toss v_portone v_nhn v_solapi v_aligo v_upbit v_bithumb v_kis v_datagokr "
    "v_sendbird v_channeltalk v_line v_payjp v_chatwork v_backlog v_kintone v_sakura v_gmo v_komoju v_alibaba "
    "v_tencent v_baidu v_huawei v_wechat v_feishu v_qiniu v_volc v_cn_llm v_mollie v_adyen v_gocardless "
    "v_scaleway v_ovh v_hetzner v_yandex v_deepl").split()]


def pick_vendor_item(lang):
    if chance(0.45 if lang == "ko" else 0.3):
        return ch(REGIONAL)()
    return ch(VENDORS)()


LONG_VENDORS = [v_aws_sts, v_atlassian, v_openai, v_kis, v_line, v_pypi, v_dropbox, v_fly, v_stripe]


# ----------------------------------------------------------------------------------------------
# Passwords (people and services)
# ----------------------------------------------------------------------------------------------
PW_WORDS = ["falcon", "marble", "orchid", "tundra", "copper", "lantern", "harbor", "pepper", "violet", "rocket",
            "meadow", "canyon", "walnut", "saffron", "glacier", "puffin", "cobalt", "maple", "thunder", "willow",
            "biscuit", "comet", "dragon", "ember", "fjord", "gravel", "hazel", "iguana", "jasmine", "kettle",
            "lobster", "mango", "nebula", "otter", "pickle", "quartz", "raven", "sunset", "tulip", "umbrella",
            "velvet", "wombat", "yellow", "zephyr", "banjo", "cactus", "donut", "eclipse", "flamingo", "ginger",
            "hammock", "igloo", "jelly", "koala", "lemon", "mustang", "noodle", "olive", "panda", "quiver",
            "sparrow", "tiger", "turtle", "waffle", "cinnamon", "blossom", "pumpkin", "anchor", "crimson", "dolphin"]
PW_CITIES = ["Seoul", "Busan", "Jeju", "Incheon", "Daegu", "Osaka", "Tokyo", "Berlin", "Lisbon", "Austin", "Denver"]
KO_PW_WORDS = ["고양이", "강아지", "바다", "하늘", "사랑", "봄날", "별빛", "우리집", "행복", "커피", "제주도", "한강",
               "무지개", "토끼", "감귤", "벚꽃", "단풍", "눈사람", "호랑이", "은하수", "초코", "딸기", "여름밤",
               "첫눈", "보리", "콩이", "두부", "햇살", "바람", "노을", "산책", "만두", "떡볶이", "김밥", "참새"]
PW_SYM = "!#$%^*()-_=+[]{}:;,.?/~@|"
PW_SYM_SIMPLE = "!#$%*@?.-_"

_CHO = "r R s e E f a q Q t T d w W c z x v g".split()
_JUNG = "k o i O j p u P h hk ho hl y n nj np nl b m ml l".split()
_JONG = [""] + "r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g".split()


def kor_keyboard(word):
    out = []
    for c in word:
        code = ord(c) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(c)
    return "".join(out)


def pw_human():
    w = ch(PW_WORDS)
    k = ri(0, 5)
    if k == 0:
        v = w.capitalize() + str(ri(1985, 2025)) + ch(PW_SYM_SIMPLE)
    elif k == 1:
        v = w + ch(PW_SYM_SIMPLE) + rs(DG, ri(2, 4)) + ch(PW_WORDS).capitalize()
    elif k == 2:
        v = w.capitalize() + ch(PW_WORDS).capitalize() + rs(DG, ri(2, 3)) + ch("!?#")
    elif k == 3:
        leet = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$"})
        v = (w + ch(PW_WORDS)).translate(leet).capitalize() + rs(DG, 2)
    elif k == 4:
        v = ch(PW_CITIES) + ch(["#", "@", "_", "!"]) + str(ri(1, 12)).zfill(2) + str(ri(1, 28)).zfill(2) + ch(PW_WORDS)
    else:
        v = ch(["Spring", "Summer", "Autumn", "Winter"]) + str(ri(2019, 2025)) + ch(PW_SYM_SIMPLE) + rs(DG, 2)
    return v


def pw_passphrase():
    sep = ch(["-", ".", "_", " ", "+", "~"])
    n = ri(4, 5)
    words = sample(PW_WORDS, n)
    if chance(0.4):
        i = ri(0, n - 1)
        words[i] = words[i].capitalize()
    v = sep.join(words)
    if chance(0.5):
        v += sep + str(ri(1, 99))
    return v


def pw_punct():
    alpha = ALNUM + PW_SYM
    while True:
        v = rs(alpha, ri(14, 24))
        if sum(c in PW_SYM for c in v) >= 4 and v[0] not in "-~":
            return v


def pw_korkbd():
    words = sample(KO_PW_WORDS, ri(1, 2))
    v = "".join(kor_keyboard(w) for w in words)
    if chance(0.5):
        v = v[0].upper() + v[1:]
    v += rs(DG, ri(2, 4)) + (ch(PW_SYM_SIMPLE) if chance(0.7) else "")
    while len(v) < 10:
        v += ch(DG)
    return v


def pw_hangul():
    words = sample(KO_PW_WORDS, ri(2, 3))
    v = "".join(words) + rs(DG, ri(2, 4)) + (ch("!@#*") if chance(0.7) else "")
    return v


def pw_generated():
    k = ri(0, 2)
    if k == 0:
        return rs(ALNUM, ri(16, 32))
    if k == 1:   # 1Password / Bitwarden style with hyphen groups
        return "-".join(rs(ALNUM, 6) for _ in range(ri(3, 4)))
    return rs(ALNUM + "!#%*_-", ri(20, 28))


PW_STYLES = [("human-style", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
             ("Korean-keyboard", pw_korkbd), ("Hangul", pw_hangul), ("generated", pw_generated)]


def password(lang=None, style=None):
    """returns (value, style_label)"""
    if style is None:
        weights = [4, 2, 3, 2 if lang == "ko" else 1, 2 if lang == "ko" else 1, 3]
        pool = []
        for (lbl, fn), w in zip(PW_STYLES, weights):
            pool += [(lbl, fn)] * w
        lbl, fn = ch(pool)
    else:
        lbl, fn = [p for p in PW_STYLES if p[0] == style][0]
    v = fn()
    while len(v) < 8:
        v += ch(DG)
    return v, lbl


def password_plain(lang=None):
    """a password safe inside shell single quotes, URLs (after encoding), YAML/JSON/XML double quotes"""
    return password(lang)


# ----------------------------------------------------------------------------------------------
# Scenario vocabulary
# ----------------------------------------------------------------------------------------------
SERVICES = ["billing-api", "order-sync", "payments-gw", "notif-worker", "search-indexer", "admin-web", "auth-svc",
            "report-batch", "settlement-batch", "media-upload", "crm-sync", "ledger-core", "chat-relay",
            "geo-service", "coupon-api", "inventory-svc", "shipping-tracker", "analytics-etl", "mobile-bff",
            "partner-gateway", "alimtalk-sender", "review-moderator", "point-ledger", "catalog-api"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "prod-kr", "perf", "preview", "stg-jp", "prod-eu"]
REPOS = ["acme/platform", "shop-backend", "infra-live", "mobile-app", "data-pipelines", "ops-scripts",
         "web-frontend", "kr-payments", "internal-tools", "terraform-modules"]
PEOPLE_EN = ["Dana", "Priya", "Marco", "Jonas", "Aiko", "Wei", "Sofia", "Liam", "Chen", "Olga", "Tomás", "Hana"]
PEOPLE_KO = ["민준", "서연", "지훈", "유진", "하늘", "도윤", "서아", "지민", "세훈", "민서", "태현", "수빈"]
PEOPLE_KO_FULL = ["김민준", "이서연", "박지훈", "최유진", "정하늘", "강도윤", "윤서아", "한지민", "오세훈", "장민서"]
HOSTS = ["db-primary.internal", "10.0.12.31", "pg-stg.c9x2k1.ap-northeast-2.rds.amazonaws.com", "mysql01.corp.local",
         "redis-cache.internal", "mongo-rs0.svc.cluster.local", "172.16.4.20", "db.staging.acme-corp.io",
         "maria-prd-01.shop.co.kr", "sql-erp-01.corp.local"]
DB_USERS = ["app", "app_rw", "svc_billing", "root", "admin", "reporter", "etl_user", "postgres", "sa", "deploy",
            "readonly", "shop_api", "batch"]
DB_NAMES = ["orders", "billing", "app", "analytics", "shop", "ledger", "crm", "catalog", "payments"]

EN_TASKS = ["fix the nightly deploy of {svc}", "migrate {svc} to the new EKS cluster", "debug the 401s that {svc} gets from {vendor}",
            "wire {vendor} into {svc}", "set up CI for {repo}", "rotate the {vendor} credentials used by {svc}",
            "restore last night's backup on {env}", "get the {svc} integration tests passing", "move the {svc} config out of the repo",
            "reproduce the {env} outage locally", "upgrade the {vendor} SDK in {svc}", "bootstrap a fresh {env} environment",
            "write a smoke test for {svc}", "clean up the {repo} pipeline", "add retries to the {vendor} client in {svc}"]
KO_TASKS = ["{svc} 야간 배포 오류 수정", "{svc} 서비스 신규 EKS 클러스터 이전", "{svc}에서 {vendor} 호출 시 나는 401 오류 디버깅",
            "{svc}에 {vendor} 연동 추가", "{repo} 저장소 CI 구성", "{svc}에서 쓰는 {vendor} 자격 증명 교체", "{env} 환경 백업 복구",
            "{svc} 통합 테스트 통과시키기", "{svc} 설정을 저장소 밖으로 분리", "{env} 장애 로컬 재현", "{svc}의 {vendor} SDK 업그레이드",
            "신규 {env} 환경 구축", "{svc} 스모크 테스트 작성", "{repo} 파이프라인 정리", "{vendor} 클라이언트 재시도 로직 추가"]
ERRORS = ["401 Unauthorized", "403 Forbidden", "invalid_auth", "AuthFailure", "SignatureDoesNotMatch", "token expired",
          "permission denied", "InvalidClientTokenId", "HTTP 401: Bad credentials", "invalid_client", "Access denied",
          "AuthenticationError: Incorrect API key provided", "UNAUTHENTICATED", "InvalidAccessKeyId"]
FILLER = [("NODE_ENV", "production"), ("LOG_LEVEL", "info"), ("PORT", "8080"), ("TZ", "Asia/Seoul"),
          ("FEATURE_NEW_CHECKOUT", "true"), ("REDIS_HOST", "redis.internal"), ("HTTP_TIMEOUT_MS", "5000"),
          ("WORKERS", "4"), ("APP_ENV", "{env}"), ("SENTRY_ENVIRONMENT", "{env}"), ("DB_POOL_SIZE", "20"),
          ("AWS_REGION", "ap-northeast-2"), ("RETRY_MAX", "3"), ("CACHE_TTL", "300")]


def new_ctx(lang, vendor=None):
    c = {"lang": lang, "svc": ch(SERVICES), "env": ch(ENVS), "repo": ch(REPOS), "vendor": vendor or "",
         "person": ch(PEOPLE_EN) if lang == "en" else ch(PEOPLE_KO), "err": ch(ERRORS)}
    tasks = EN_TASKS if lang == "en" else KO_TASKS
    if not vendor:
        tasks = [t for t in tasks if "{vendor}" not in t]
    c["task"] = ch(tasks).format(**c)
    return c


def filler_pairs(ctx, n):
    return [(k, v.format(env=ctx["env"]), False) for k, v in sample(FILLER, n)]


# ----------------------------------------------------------------------------------------------
# key-name helpers
# ----------------------------------------------------------------------------------------------
def slug(vendor):
    s = "".join(c.lower() if c.isalnum() else "_" for c in vendor.split("(")[0].strip())
    while "__" in s:
        s = s.replace("__", "_")
    return s.strip("_")


def short_key(key, vslug):
    parts = key.lower().split("_")
    head = vslug.split("_")[0]
    if len(parts) > 1 and (parts[0] == head or parts[0][:3] == head[:3]):
        parts = parts[1:]
    return "_".join(parts)


def camel(k):
    p = k.split("_")
    return p[0] + "".join(x.capitalize() for x in p[1:])


def pascal(k):
    return "".join(x.capitalize() for x in k.split("_"))


def needs_quote(v):
    return any(c in v for c in " #$'\"!&*%@|>{}[],:;?`~\\") or v[:1] in "-=" or not v


def q_env(v):
    return "'%s'" % v if needs_quote(v) else v


def q_yaml(v):
    return '"%s"' % v if (needs_quote(v) or v.isdigit() or v in ("true", "false", "yes", "no")) else v


# ----------------------------------------------------------------------------------------------
# Containers: render a list of (KEY, value, secret?) pairs as a pasted snippet.
# Each returns (text, path_or_place, container_label).
# ----------------------------------------------------------------------------------------------
def c_dotenv(pairs, ctx, vs):
    path = ch([".env", ".env.%s" % ctx["env"], ".env.local", "deploy/.env.%s" % ctx["env"], "%s/.env" % ctx["svc"]])
    lines = ["%s=%s" % (k, q_env(v) if chance(0.7) else ('"%s"' % v if needs_quote(v) else v)) for k, v, _ in pairs]
    if chance(0.3):
        lines.insert(0, "# %s" % ctx["svc"])
    return "\n".join(lines), path, ".env file"


def c_export(pairs, ctx, vs):
    path = ch(["~/.zshrc", "~/.bashrc", "scripts/env.sh", "ops/%s-env.sh" % ctx["env"], ("the terminal history", "터미널 히스토리")])
    return "\n".join("export %s='%s'" % (k, v) for k, v, _ in pairs), path, "shell export"


def c_inline_cmd(pairs, ctx, vs):
    cmd = ch(["./scripts/deploy.sh %s" % ctx["env"], "npm run migrate", "python manage.py sync_%s" % vs[:12],
              "go run ./cmd/%s" % ctx["svc"], "make e2e", "node scripts/backfill.js --dry-run", "poetry run pytest -k smoke"])
    body = " ".join("%s='%s'" % (k, v) for k, v, _ in pairs)
    return "$ %s %s" % (body, cmd), ("the command %s ran" % ctx["person"], "%s님이 실행한 명령" % ctx["person"]), "inline env command"


def c_yaml(pairs, ctx, vs):
    path = ch(["config/settings.yaml", "application-%s.yml" % ctx["env"], "config/%s.yml" % ctx["env"], "conf/app.yaml"])
    lines = ["%s:" % vs]
    for k, v, _ in pairs:
        lines.append("  %s: %s" % (short_key(k, vs), q_yaml(v)))
    if chance(0.5):
        lines = ["server:", "  port: 8080"] + lines
    return "\n".join(lines), path, "YAML config"


def c_json(pairs, ctx, vs):
    path = ch(["config/production.json", "appsettings.%s.json" % ctx["env"].capitalize(), "secrets.json", "config/default.json"])
    inner = {}
    for k, v, _ in pairs:
        inner[camel(short_key(k, vs))] = v
    obj = {camel(vs): inner}
    if chance(0.4):
        obj = {"env": ctx["env"], camel(vs): inner}
    return json.dumps(obj, ensure_ascii=False, indent=2), path, "JSON config"


def c_toml(pairs, ctx, vs):
    path = ch(["config.toml", "Settings.toml", ".streamlit/secrets.toml", "deploy/%s.toml" % ctx["env"]])
    lines = ["[%s]" % vs] + ['%s = "%s"' % (short_key(k, vs), v) for k, v, _ in pairs]
    return "\n".join(lines), path, "TOML"


def c_ini(pairs, ctx, vs):
    path = ch(["settings.ini", "app.cfg", "conf/%s.ini" % ctx["svc"], "setup.cfg"])
    lines = ["[%s]" % vs] + ["%s = %s" % (short_key(k, vs), v) for k, v, _ in pairs]
    return "\n".join(lines), path, "INI"


def c_properties(pairs, ctx, vs):
    path = ch(["application.properties", "application-%s.properties" % ctx["env"], "gradle.properties", "local.properties"])
    return "\n".join("%s.%s=%s" % (vs.replace("_", "-"), short_key(k, vs).replace("_", "-"), v) for k, v, _ in pairs), path, "Java properties"


def c_xml(pairs, ctx, vs):
    if chance(0.5):
        path = ch(["Web.config", "App.config", "Web.%s.config" % ctx["env"].capitalize()])
        lines = ["<appSettings>"] + ['  <add key="%s:%s" value="%s" />' % (pascal(vs), pascal(short_key(k, vs)), v) for k, v, _ in pairs] + ["</appSettings>"]
        return "\n".join(lines), path, "XML appSettings"
    path = ch(["src/main/resources/config.xml", "conf/%s.xml" % ctx["svc"]])
    lines = ["<%s>" % camel(vs)] + ["  <%s>%s</%s>" % (camel(short_key(k, vs)), v, camel(short_key(k, vs))) for k, v, _ in pairs] + ["</%s>" % camel(vs)]
    return "\n".join(lines), path, "XML config"


def c_k8s_secret(pairs, ctx, vs):
    name = "%s-%s" % (ctx["svc"], ch(["secrets", "credentials", "env"]))
    lines = ["apiVersion: v1", "kind: Secret", "metadata:", "  name: %s" % name, "  namespace: %s" % ctx["env"],
             "type: Opaque", "stringData:"] + ["  %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs]
    return "\n".join(lines), "k8s/%s/secret.yaml" % ctx["env"], "Kubernetes Secret stringData"


def c_k8s_env(pairs, ctx, vs):
    lines = ["      containers:", "        - name: %s" % ctx["svc"], "          image: registry.internal/%s:%s" % (ctx["svc"], "1.%d.%d" % (ri(0, 30), ri(0, 9))),
             "          env:"]
    for k, v, _ in pairs:
        lines += ["            - name: %s" % k, '              value: "%s"' % v]
    return "\n".join(lines), "k8s/%s/deployment.yaml" % ctx["env"], "Kubernetes Deployment env"


def c_compose(pairs, ctx, vs):
    lines = ["services:", "  %s:" % ctx["svc"], "    image: %s:latest" % ctx["svc"], "    environment:"]
    if chance(0.5):
        lines += ["      - %s=%s" % (k, v) for k, v, _ in pairs]
    else:
        lines += ["      %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs]
    return "\n".join(lines), ch(["docker-compose.yml", "docker-compose.override.yml", "compose.%s.yaml" % ctx["env"]]), "docker compose"


def c_dockerfile(pairs, ctx, vs):
    kw = ch(["ENV", "ARG"])
    lines = ["FROM %s" % ch(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.22"]), "WORKDIR /app"]
    lines += ["%s %s=%s" % (kw, k, q_env(v)) for k, v, _ in pairs]
    lines += [ch(["RUN npm ci && npm run build", "RUN pip install -r requirements.txt", "COPY . .", "RUN ./gradlew bootJar"])]
    return "\n".join(lines), "Dockerfile", "Dockerfile %s" % kw


def c_gha(pairs, ctx, vs):
    lines = ["jobs:", "  deploy:", "    runs-on: ubuntu-latest", "    env:"] + ["      %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs]
    lines += ["    steps:", "      - uses: actions/checkout@v4", "      - run: ./scripts/deploy.sh %s" % ctx["env"]]
    return "\n".join(lines), ".github/workflows/deploy.yml", "GitHub Actions workflow"


def c_gitlab_ci(pairs, ctx, vs):
    lines = ["variables:"] + ['  %s: "%s"' % (k, v) for k, v, _ in pairs]
    lines += ["", "deploy_%s:" % ctx["env"], "  stage: deploy", "  script:", "    - ./deploy.sh"]
    return "\n".join(lines), ".gitlab-ci.yml", "GitLab CI variables"


def c_jenkins(pairs, ctx, vs):
    lines = ["pipeline {", "  agent any", "  environment {"] + ["    %s = '%s'" % (k, v) for k, v, _ in pairs]
    lines += ["  }", "  stages { stage('deploy') { steps { sh './deploy.sh %s' } } }" % ctx["env"], "}"]
    return "\n".join(lines), "Jenkinsfile", "Jenkinsfile environment"


def c_terraform(pairs, ctx, vs):
    if chance(0.5):
        lines = ["# %s.auto.tfvars" % ctx["env"]] + ['%s = "%s"' % (k.lower(), v) for k, v, _ in pairs]
        return "\n".join(lines), "envs/%s/terraform.tfvars" % ctx["env"], "Terraform tfvars"
    lines = ['provider "%s" {' % vs] + ['  %s = "%s"' % (short_key(k, vs), v) for k, v, _ in pairs] + ["}"]
    return "\n".join(lines), "infra/%s/providers.tf" % ctx["env"], "Terraform provider block"


def c_helm(pairs, ctx, vs):
    lines = ["%s:" % camel(ctx["svc"].replace("-", "_")), "  replicaCount: %d" % ri(1, 6), "  env:"] + ["    %s: %s" % (k, q_yaml(v)) for k, v, _ in pairs]
    return "\n".join(lines), "charts/%s/values-%s.yaml" % (ctx["svc"], ctx["env"]), "Helm values"


def c_ansible(pairs, ctx, vs):
    lines = ["---"] + ["%s_%s: %s" % (vs, short_key(k, vs), q_yaml(v)) for k, v, _ in pairs]
    return "\n".join(lines), "group_vars/%s/vars.yml" % ctx["env"], "Ansible group_vars"


def c_systemd(pairs, ctx, vs):
    lines = ["[Service]"] + ['Environment="%s=%s"' % (k, v) for k, v, _ in pairs] + ["ExecStart=/opt/%s/bin/server" % ctx["svc"]]
    return "\n".join(lines), "/etc/systemd/system/%s.service" % ctx["svc"], "systemd unit"


def c_powershell(pairs, ctx, vs):
    return "\n".join("$env:%s = \"%s\"" % (k, v) for k, v, _ in pairs), ("the PowerShell profile", "PowerShell 프로필"), "PowerShell env"


def c_cmd(pairs, ctx, vs):
    return "\n".join("set %s=%s" % (k, v) for k, v, _ in pairs) + "\ncall run_%s.bat" % ctx["env"], "scripts\\run.bat", "Windows batch"


def c_vscode(pairs, ctx, vs):
    cfg = {"type": "node", "request": "launch", "name": "debug %s" % ctx["svc"], "env": {k: v for k, v, _ in pairs}}
    return json.dumps({"configurations": [cfg]}, ensure_ascii=False, indent=2), ".vscode/launch.json", "VS Code launch.json"


def c_python(pairs, ctx, vs):
    k = ri(0, 2)
    if k == 0:
        lines = ["import os", ""] + ['os.environ.setdefault("%s", "%s")' % (k_, v) for k_, v, _ in pairs]
    elif k == 1:
        lines = ["# settings.py"] + ['%s = "%s"' % (k_, v) for k_, v, _ in pairs]
    else:
        args = ", ".join('%s="%s"' % (short_key(k_, vs), v) for k_, v, _ in pairs)
        lines = ["client = %sClient(%s)" % (pascal(vs), args)]
    return "\n".join(lines), ch(["%s/settings.py" % ctx["svc"].replace("-", "_"), "scripts/sync.py", "app/config.py", "notebooks/debug.ipynb"]), "Python code"


def c_js(pairs, ctx, vs):
    if chance(0.5):
        lines = ["const %s = '%s';" % (k, v) for k, v, _ in pairs]
    else:
        body = ", ".join("%s: '%s'" % (camel(short_key(k, vs)), v) for k, v, _ in pairs)
        lines = ["const client = new %sClient({ %s });" % (pascal(vs), body)]
    return "\n".join(lines), ch(["src/config.ts", "lib/%s.js" % vs, "server/index.js", "scripts/seed.mjs"]), "JavaScript/TypeScript code"


def c_go(pairs, ctx, vs):
    lines = ["const ("] + ['\t%s = "%s"' % (camel(k.lower()), v) for k, v, _ in pairs] + [")"]
    return "\n".join(lines), "internal/%s/client.go" % vs, "Go code"


def c_java(pairs, ctx, vs):
    lines = ["public final class %sConfig {" % pascal(vs)] + ['    private static final String %s = "%s";' % (k, v) for k, v, _ in pairs] + ["}"]
    return "\n".join(lines), "src/main/java/com/acme/%sConfig.java" % pascal(vs), "Java code"


def c_csharp(pairs, ctx, vs):
    lines = ['var %s = "%s";' % (camel(short_key(k, vs)), v) for k, v, _ in pairs]
    return "\n".join(lines), "Program.cs", "C# code"


def c_ruby(pairs, ctx, vs):
    return "\n".join("ENV['%s'] ||= '%s'" % (k, v) for k, v, _ in pairs), "config/initializers/%s.rb" % vs, "Ruby code"


def c_php(pairs, ctx, vs):
    lines = ["return ["] + ["    '%s' => '%s'," % (short_key(k, vs), v) for k, v, _ in pairs] + ["];"]
    return "\n".join(lines), "config/services.php", "PHP config array"


def c_kotlin(pairs, ctx, vs):
    return "\n".join('val %s = "%s"' % (camel(short_key(k, vs)), v) for k, v, _ in pairs), "app/src/main/kotlin/Secrets.kt", "Kotlin code"


def c_rust(pairs, ctx, vs):
    return "\n".join('const %s: &str = "%s";' % (k, v) for k, v, _ in pairs), "src/config.rs", "Rust code"


def c_log(pairs, ctx, vs):
    t = ts_z()
    d = ", ".join("'%s': '%s'" % (k, v) for k, v, _ in pairs)
    lvl = ch(["DEBUG", "INFO", "WARN"])
    line = "%s %s [%s] config loaded: {%s}" % (t, lvl, ctx["svc"], d)
    return line, ch([("the %s pod logs" % ctx["svc"], "%s 파드 로그" % ctx["svc"]), ("CloudWatch Logs", "CloudWatch 로그"),
                     ("the Datadog log stream", "Datadog 로그 스트림"), ("kubectl logs output", "kubectl logs 출력")]), "log line"


def c_printenv(pairs, ctx, vs):
    lines = ["$ kubectl exec deploy/%s -n %s -- printenv | sort" % (ctx["svc"], ctx["env"])] + ["%s=%s" % (k, v) for k, v, _ in pairs]
    return "\n".join(lines), ("the running pod", "실행 중인 파드"), "printenv output"


def c_table(pairs, ctx, vs):
    lines = ["| key | value | env |", "|---|---|---|"] + ["| %s | %s | %s |" % (k, v, ctx["env"]) for k, v, _ in pairs]
    return "\n".join(lines), ("the runbook table", "런북 표"), "markdown table"


def c_chat(pairs, ctx, vs):
    who = ctx["person"]
    t = "%02d:%02d" % (ri(8, 22), ri(0, 59))
    body = ", ".join("%s=%s" % (k, v) for k, v, _ in pairs)
    if ctx["lang"] == "ko":
        msg = ch(["[%s] %s: %s 여기요" % (t, who, body), "[%s] %s: 이걸로 해보세요 → %s" % (t, who, body),
                  "%s (%s): %s" % (who, t, body)])
    else:
        msg = ch(["[%s] %s: here you go %s" % (t, who, body), "[%s] %s: try %s" % (t, who, body),
                  "%s (%s): %s -- don't share" % (who, t, body)])
    return msg, ("a Slack DM from %s" % who, "%s님이 보낸 슬랙 DM" % who), "chat message"


def c_diff(pairs, ctx, vs):
    path = ch([".env.%s" % ctx["env"], "config/%s.yml" % ctx["env"], "deploy/values.yaml"])
    lines = ["--- a/%s" % path, "+++ b/%s" % path, "@@ -3,%d +3,%d @@" % (ri(2, 5), ri(3, 7)), " LOG_LEVEL=info"]
    lines += ["+%s=%s" % (k, v) for k, v, _ in pairs]
    return "\n".join(lines), ("the diff of %s" % path, "%s 변경 diff" % path), "git diff"


def c_docker_inspect(pairs, ctx, vs):
    env = ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin"] + ["%s=%s" % (k, v) for k, v, _ in pairs]
    return '"Env": ' + json.dumps(env, ensure_ascii=False, indent=4), ("the docker inspect output", "docker inspect 출력"), "docker inspect output"


CONTAINERS = [c_dotenv, c_dotenv, c_export, c_inline_cmd, c_yaml, c_json, c_toml, c_ini, c_properties, c_xml,
              c_k8s_secret, c_k8s_env, c_compose, c_dockerfile, c_gha, c_gitlab_ci, c_jenkins, c_terraform,
              c_helm, c_ansible, c_systemd, c_powershell, c_cmd, c_vscode, c_python, c_js, c_go, c_java,
              c_csharp, c_ruby, c_php, c_kotlin, c_rust, c_log, c_printenv, c_table, c_chat, c_diff, c_docker_inspect]


def render(pairs, ctx, vendor, container=None):
    fn = container or ch(CONTAINERS)
    return fn(pairs, ctx, slug(vendor))


def loc(path, lang):
    """render a location for prose: file paths in backticks, descriptions translated"""
    if isinstance(path, tuple):
        return path[0] if lang == "en" else path[1]
    return "`%s`" % path


# ----------------------------------------------------------------------------------------------
# Prose banks.  Placeholders: {svc} {env} {task} {person} {err} {vendor} {loc} {what} {S}
# Korean variants of {what}: {what_eul} {what_i} {what_eun}
# ----------------------------------------------------------------------------------------------
BANK = {
    "pre": {
        "en": ["While trying to {task}, I didn't know where {svc} gets its {what}. It turned out to be in {loc}:",
               "I tried to {task} and every call failed with `{err}`. {person} pointed me to {loc}:",
               "Missing context: the {env} {what} is not in the secret store; it sits in {loc}.",
               "{person} pasted the relevant part of {loc} so I could {task}:",
               "I assumed {svc} used workload identity, but it authenticates with a static {what}. From {loc}:",
               "I had to {task}; the only copy of the {what} was in {loc} on the {env} box.",
               "Nobody mentioned that {svc} on {env} reads the {what} from {loc}. This is what it contains:",
               "The {env} run of {svc} broke with `{err}` after the last deploy. What it was actually using ({loc}):",
               "Task: {task}. Blocker: I couldn't find the {what}. It was in {loc}:",
               "I spent an hour on `{err}` before noticing that {loc} overrides the {what}:",
               "Context for the next run: {svc} ({env}) takes the {what} from {loc}, shown here.",
               "Found while trying to {task} ({loc}):"],
        "ko": ["{task} 작업 중에 {svc} 서비스가 {what_eul} 어디서 읽는지 몰랐다. 확인해 보니 {loc}에 있었다:",
               "{task} 작업을 하는데 모든 호출이 `{err}` 오류로 실패했다. {person}님이 {loc} 내용을 알려줬다:",
               "몰랐던 점: {env}의 {what_eun} 시크릿 매니저가 아니라 {loc}에 들어 있다.",
               "{task} 작업을 위해 {person}님이 {loc}에서 관련 부분을 붙여줬다:",
               "{svc} 서비스가 워크로드 아이덴티티를 쓰는 줄 알았는데 실제로는 고정된 {what_eul} 쓰고 있었다. {loc} 발췌:",
               "{what}의 유일한 사본이 {env} 서버의 {loc}에 있어서 거기서 찾아야 했다.",
               "{env}의 {svc} 서비스가 {loc}에서 {what_eul} 읽는다는 얘기를 아무도 안 해줬다. 내용은 다음과 같다:",
               "지난 배포 후 {env}에서 {svc} 서비스가 `{err}` 오류로 죽었다. 실제로 쓰고 있던 값({loc}):",
               "작업: {task}. 막힌 부분: {what_eul} 찾지 못함. {loc}에 있었음:",
               "`{err}` 때문에 한 시간을 헤맸는데, {loc}에서 {what_eul} 덮어쓰고 있었다:",
               "다음 작업을 위한 메모: {env}의 {svc} 서비스는 {loc}에서 {what_eul} 가져온다.",
               "{task} 중에 발견({loc}):"]},
    "post": {
        "en": ["Without this I kept retrying with an old value.", "That file is not in .gitignore.",
               "These are the values the {env} pods actually load.", "It overrides whatever is set in CI.",
               "(copied verbatim from {person}'s message)", "It has been like this since the first {env} deploy."],
        "ko": ["이 값을 몰라서 예전 값으로 계속 재시도했다.", "이 파일은 .gitignore에 없다.", "{env} 파드가 실제로 읽는 값이 이것이다.",
               "CI에 설정된 값보다 이게 우선한다.", "({person}님 메시지에서 그대로 복사)", "{env} 첫 배포 때부터 이렇게 되어 있었다고 한다."]},
    "lesson": {
        "en": ["{svc} reads the {what} from {loc} at startup, so restart it after a change.",
               "Check {loc} before asking for a new {what}; the {env} value there is current.",
               "The {vendor} credentials differ per environment; never copy the {env} ones elsewhere.",
               "When {vendor} answers `{err}`, first compare the key in {loc} with the one in the dashboard.",
               "Rotating the {what} means updating {loc} and the CI variable in the same change.",
               "The {what} for {env} should move to the secret manager; until then {loc} is the source of truth.",
               "Don't generate a new {what} when the old one fails; it is usually a stale copy in {loc}.",
               "Ask {person} for the {what} up front instead of guessing; {svc} has no fallback."],
        "ko": ["{svc} 서비스는 시작할 때 {loc}에서 {what_eul} 읽으므로 값을 바꾸면 재시작해야 한다.",
               "새 {what_eul} 요청하기 전에 {loc}부터 확인할 것. 거기 있는 {env} 값이 최신이다.",
               "{vendor} 자격 증명은 환경마다 다르다. {env} 값을 다른 환경에 복사하지 말 것.",
               "{vendor}에서 `{err}` 응답이 오면 {loc}의 키와 대시보드의 키부터 비교할 것.",
               "{what_eul} 교체할 때는 {loc} 쪽과 CI 변수를 같은 커밋에서 함께 바꿔야 한다.",
               "{env}의 {what_eun} 시크릿 매니저로 옮겨야 한다. 그 전까지는 {loc} 값이 기준이다.",
               "기존 {what_i} 실패한다고 바로 새로 발급하지 말 것. 대개 {loc}에 남은 오래된 사본이 원인이다.",
               "추측하지 말고 처음부터 {person}님께 {what_eul} 요청할 것. {svc} 서비스에는 대체 경로가 없다."]},
    "lesson_rep": {
        "en": ["The working {what} is {S}; the one in the wiki is stale.",
               "Use {S} for {env}; the previous value was revoked last week.",
               "{svc} only came up once the {what} was set to {S}.",
               "Remember: on {env} the {what} is {S}, not the value from the onboarding doc."],
        "ko": ["정상 동작하는 {what}: {S} — 위키에 있는 값은 오래된 것이다.",
               "{env}에서는 {S} 값을 쓸 것. 이전 값은 지난주에 폐기됐다.",
               "{what_eul} {S} 값으로 바꾸고 나서야 {svc} 서비스가 떴다.",
               "기억할 것: {env}의 {what_eun} 온보딩 문서 값이 아니라 {S} 값이다."]},
    "ask": {
        "en": ["Is the {what} in {loc} still valid, or has it been rotated?",
               "Should {svc} keep the {what} in {loc}, or may I move it to the secret manager?",
               "Which {vendor} credentials should I use for local testing?",
               "Who owns the {vendor} account, in case the key has to be rotated?",
               "Do you want me to rotate the {what} now that it has been pasted into the chat?",
               "Where do you keep the {env} credentials for {svc}, so I don't have to search next time?"],
        "ko": ["{loc}에 있는 {what_eun} 아직 유효한가요, 아니면 교체됐나요?",
               "{what_eul} {loc}에 계속 둘까요, 시크릿 매니저로 옮길까요?",
               "로컬 테스트에는 어떤 {vendor} 자격 증명을 써야 하나요?",
               "키를 교체해야 할 경우 {vendor} 계정 담당자는 누구인가요?",
               "채팅에 붙여넣어진 김에 {what_eul} 지금 교체할까요?",
               "{svc} 서비스의 {env} 자격 증명은 어디에 보관하시나요? 다음엔 바로 찾을 수 있게요."]},
    "ask_rep": {
        "en": ["Can I keep using {S} for {env}, or will you issue a new {what}?",
               "Is {S} still the current {what}, or was it replaced?",
               "Should I also put {S} into the CI secrets?",
               "{S} -- is that the prod value or only {env}?"],
        "ko": ["{env}에서 {S} 값을 계속 써도 되나요, 새로 발급해 주실 건가요?",
               "{S} 값이 현재 {what_i} 맞나요?",
               "{S} 값을 CI 시크릿에도 넣을까요?",
               "{S} — 이게 운영 값인가요, {env} 전용인가요?"]},
    "mc_only": {
        "en": ["I didn't know which {what} {svc} uses on {env}, so my attempt to {task} stalled.",
               "While trying to {task}, {vendor} kept returning `{err}` and I had no valid {what}.",
               "I could not {task} because the {what} was missing from my environment.",
               "{person} had the {what} all along, but I only asked after two failed deploys.",
               "The README for {svc} says nothing about the {what} needed on {env}."],
        "ko": ["{svc} 서비스가 {env}에서 어떤 {what_eul} 쓰는지 몰라서 작업({task})이 멈췄다.",
               "{task} 작업 중 {vendor} 쪽에서 계속 `{err}` 응답이 왔고, 유효한 {what_i} 없었다.",
               "내 환경에 {what_i} 없어서 {task} 작업을 못 했다.",
               "{person}님이 {what_eul} 계속 갖고 있었는데, 나는 배포가 두 번 실패한 뒤에야 물어봤다.",
               "{svc} README에는 {env}에 필요한 {what} 얘기가 전혀 없다."]},
    "lpre": {
        "en": ["The {what} {person} gave me, as it now sits in {loc}:", "Setting it like this in {loc} fixed `{err}`:",
               "Working configuration ({loc}):", "This is what {svc} needs on {env}:", "Fix that worked:"],
        "ko": ["{person}님이 준 {what} ({loc}):", "{loc}에 아래처럼 넣으니 `{err}` 오류가 사라졌다:",
               "동작하는 설정({loc}):", "{env}에서 {svc} 서비스에 필요한 값:", "해결한 방법:"]},
    "lpost": {
        "en": ["Keep it out of the repo next time.", "Restart the service afterwards.", "Double-check the environment before pasting it.", ""],
        "ko": ["다음부터는 저장소에 넣지 말 것.", "설정 후 서비스를 재시작해야 한다.", "붙여넣기 전에 환경을 다시 확인할 것.", ""]},
}


def merge_bank(extra):
    """extra banks add templates; with extra["replace"] the listed keys replace the generic ones"""
    if not extra:
        return BANK
    b = {}
    for k in BANK:
        b[k] = {}
        for lg in ("en", "ko"):
            add = list(extra.get(k, {}).get(lg, []))
            if extra.get("replace") and add:
                b[k][lg] = add
            elif extra.get("replace") and k in ("post", "lpost"):
                b[k][lg] = [""]
            else:
                b[k][lg] = list(BANK[k][lg]) + add
    return b


def fill(tpl, ctx, S=None):
    d = dict(ctx)
    if S is not None:
        d["S"] = S
    return tpl.format(**d)


def prep_ctx(ctx, what_en, what_ko, loc_):
    ctx = dict(ctx)
    if ctx["lang"] == "en":
        ctx["what"] = what_en
    else:
        ctx["what"] = what_ko
        ctx["what_eul"] = jo(what_ko, "을")
        ctx["what_i"] = jo(what_ko, "이")
        ctx["what_eun"] = jo(what_ko, "은")
    ctx["loc"] = loc_
    return ctx


def pick(templates, ctx):
    """choose a template; skip ones that need a vendor when the note has none"""
    pool = [t for t in templates if ctx.get("vendor") or "{vendor}" not in t]
    return ch(pool or templates)


def fmt_inline(v):
    return "`%s`" % v if chance(0.55) else v


def assemble(ctx, snippet, rep_values, bank=None, place=None, p_rep_lesson=0.25, p_rep_ask=0.18, p_empty_ask=0.1):
    """Build (missing_context, lesson, ask_next_time) around a snippet.
    rep_values: secret values that may be repeated inline in lesson / ask."""
    lg = ctx["lang"]
    b = merge_bank(bank)
    place = place or ch(["mc", "mc", "mc", "mc_first", "lesson", "lesson"])
    if place == "mc":
        mc = fill(pick(b["pre"][lg], ctx), ctx) + "\n" + snippet
        if chance(0.35):
            post = fill(pick(b["post"][lg], ctx), ctx)
            mc += ("\n" + post) if post else ""
        lesson = fill(pick(b["lesson"][lg], ctx), ctx)
    elif place == "mc_first":
        mc = snippet + "\n" + fill(pick([t for t in b["post"][lg] if t] + b["mc_only"][lg], ctx), ctx)
        lesson = fill(pick(b["lesson"][lg], ctx), ctx)
    else:
        mc = fill(pick(b["mc_only"][lg], ctx), ctx)
        lesson = fill(pick(b["lpre"][lg], ctx), ctx) + "\n" + snippet
        post = fill(pick(b["lpost"][lg], ctx), ctx)
        if post:
            lesson += "\n" + post
    rep_l = [v for v in (rep_values or []) if len(v) <= 300]
    rep_a = [v for v in (rep_values or []) if len(v) <= 160]
    if rep_l and place != "lesson" and chance(p_rep_lesson):
        lesson += " " + fill(pick(b["lesson_rep"][lg], ctx), ctx, fmt_inline(ch(rep_l)))
    if rep_a and chance(p_rep_ask):
        ask = fill(pick(b["ask_rep"][lg], ctx), ctx, fmt_inline(ch(rep_a)))
    elif chance(p_empty_ask):
        ask = ""
    else:
        ask = fill(pick(b["ask"][lg], ctx), ctx)
    return mc, lesson, ask


# ----------------------------------------------------------------------------------------------
# Record helpers and the window rule
# ----------------------------------------------------------------------------------------------
FIELD_LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


def rec(category, mc, lesson, ask, candidates, vendors=(), template=""):
    fields = {"missing_context": mc, "lesson": lesson, "ask_next_time": ask}
    secrets = []
    for v in candidates:
        if v not in secrets and any(v in f for f in fields.values()):
            secrets.append(v)
    return {"category": category, "fields": fields, "secrets": secrets,
            "_vendors": list(vendors), "_template": template}


def occurrences(hay, needle):
    out, i = [], hay.find(needle)
    while i >= 0:
        out.append(i)
        i = hay.find(needle, i + 1)
    return out


def window_rule_ok(fields, secrets):
    """every secret >= 8 chars and present; no 8-char window of a secret outside secret occurrences"""
    texts = list(fields.values())
    for s in secrets:
        if len(s) < 8 or not any(s in t for t in texts):
            return False
    for t in texts:
        spans = []
        for s in secrets:
            spans += [(i, i + len(s)) for i in occurrences(t, s)]
        for s in secrets:
            for k in range(len(s) - 7):
                w = s[k:k + 8]
                for i in occurrences(t, w):
                    if not any(a <= i and i + 8 <= b for a, b in spans):
                        return False
    return True


def sizes_ok(fields):
    for name, lim in FIELD_LIMITS:
        if len(fields[name].encode("utf-8")) > lim:
            return False
    return bool(fields["missing_context"].strip()) and bool(fields["lesson"].strip())


def secret_note_ok(r):
    return bool(r["secrets"]) and sizes_ok(r["fields"]) and window_rule_ok(r["fields"], r["secrets"])


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: vendor credentials in a config container
# ----------------------------------------------------------------------------------------------
def f_vendor_kv(lang):
    it = pick_vendor_item(lang)
    ctx = new_ctx(lang, it["vendor"])
    pairs = list(it["pairs"])
    vendors = [it["vendor"]]
    if chance(0.12):
        it2 = pick_vendor_item(lang)
        if it2["vendor"] != it["vendor"]:
            pairs += it2["pairs"]
            vendors.append(it2["vendor"])
    if chance(0.5):
        for fp in filler_pairs(ctx, ri(1, 3)):
            pairs.insert(ri(0, len(pairs)), fp)
    text, path, clabel = render(pairs, ctx, it["vendor"])
    ctx = prep_ctx(ctx, it["en"], it["ko"], loc(path, lang))
    vals = [v for _, v, s in pairs if s]
    mc, lesson, ask = assemble(ctx, text, vals)
    return rec("vendor token: %s in %s" % (" + ".join(vendors), clabel), mc, lesson, ask, vals, vendors, "vendor-kv/" + clabel)


# ----------------------------------------------------------------------------------------------
# HTTP snippets (headers, curl, raw requests, client code)
# ----------------------------------------------------------------------------------------------
API_HOSTS = {"GitHub": "https://api.github.com/repos/acme/platform/actions/runs",
             "GitLab": "https://gitlab.example.com/api/v4/projects/142/pipelines",
             "Slack": "https://slack.com/api/chat.postMessage", "Stripe": "https://api.stripe.com/v1/charges?limit=3",
             "OpenAI": "https://api.openai.com/v1/chat/completions", "Anthropic": "https://api.anthropic.com/v1/messages",
             "SendGrid": "https://api.sendgrid.com/v3/mail/send", "Datadog": "https://api.datadoghq.com/api/v1/validate",
             "Kakao": "https://kapi.kakao.com/v2/user/me", "Notion": "https://api.notion.com/v1/databases/query",
             "Linear": "https://api.linear.app/graphql", "Hugging Face": "https://huggingface.co/api/whoami-v2",
             "Shopify": "https://acme-shop.myshopify.com/admin/api/2024-10/orders.json",
             "Toss Payments": "https://api.tosspayments.com/v1/payments/confirm",
             "Naver Developers": "https://openapi.naver.com/v1/search/blog.json?query=%EC%A0%9C%EC%A3%BC&display=10",
             "data.go.kr": "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?pageNo=1&numOfRows=100&dataType=JSON&base_date=20250301&base_time=0500&nx=60&ny=127",
             "Google Cloud": "https://maps.googleapis.com/maps/api/geocode/json?address=Seoul",
             "Upbit": "https://api.upbit.com/v1/accounts", "Hugging Face Hub": "https://huggingface.co/api/whoami-v2",
             "Telegram": "https://api.telegram.org/getUpdates", "DeepL": "https://api-free.deepl.com/v2/translate",
             "Channel Talk": "https://api.channel.io/open/v5/user-chats", "Sendbird": "https://api-APPID.sendbird.com/v3/users"}


def header_for(item):
    """(header_name, header_value, secret_value) for an API item, or None"""
    vn = item["vendor"]
    secret_pairs = [(k, v) for k, v, s in item["pairs"] if s]
    if len(secret_pairs) != 1:
        return None
    k, v = secret_pairs[0]
    if " " in v or v.startswith("FlyV1"):
        return ("Authorization", v, v)
    if vn == "data.go.kr":
        return ("?serviceKey", v, v)
    if vn == "Google Cloud":
        return ("?key", v, v)
    if vn == "Naver Developers":
        return ("X-Naver-Client-Secret", v, v)
    if vn == "GitHub":
        return ("Authorization", ch(["token ", "Bearer "]) + v, v)
    if vn == "GitLab":
        return ("PRIVATE-TOKEN", v, v)
    if vn == "Anthropic":
        return ("x-api-key", v, v)
    if vn == "Datadog":
        return ("DD-API-KEY", v, v)
    if vn == "Kakao":
        return ("Authorization", "KakaoAK " + v, v)
    if vn == "Shopify":
        return ("X-Shopify-Access-Token", v, v)
    if vn == "Toss Payments":
        b = b64e((v + ":").encode())
        return ("Authorization", "Basic " + b, b)
    if vn in ("Stripe", "Mailgun", "Razorpay"):
        if chance(0.5):
            b = b64e(((v + ":") if vn == "Stripe" else ("api:" + v)).encode())
            return ("Authorization", "Basic " + b, b)
    if chance(0.2):
        return ("X-API-Key", v, v)
    return ("Authorization", "Bearer " + v, v)


def http_snippet(hname, hval, url, ctx, method=None, extra_headers=()):
    method = method or ch(["GET", "GET", "POST"])
    if hname.startswith("?"):
        url = url + ("&" if "?" in url else "?") + hname[1:] + "=" + hval
        if extra_headers:
            hname, hval = extra_headers[0]
            extra_headers = extra_headers[1:]
        else:
            hname, hval = "Accept", "application/json"
        method = "GET"
    k = ri(0, 6)
    if k == 0:
        parts = ["curl -sS %s'%s'" % ("-X POST " if method == "POST" else "", url), "  -H '%s: %s'" % (hname, hval)]
        parts += ["  -H '%s: %s'" % h for h in extra_headers]
        if method == "POST":
            parts.append("  -d '{\"dry_run\": true}'")
        return " \\\n".join(parts), "curl"
    if k == 1:
        u = urllib.parse.urlsplit(url)
        lines = ["%s %s HTTP/1.1" % (method, u.path + ("?" + u.query if u.query else "")), "Host: %s" % u.netloc,
                 "%s: %s" % (hname, hval)] + ["%s: %s" % h for h in extra_headers] + ["Accept: application/json"]
        return "\n".join(lines), "raw HTTP request"
    if k == 2:
        hd = {hname: hval}
        hd.update(dict(extra_headers))
        return ("resp = requests.%s(\n    \"%s\",\n    headers=%s,\n    timeout=10,\n)" %
                (method.lower(), url, json.dumps(hd, ensure_ascii=False))), "Python requests"
    if k == 3:
        hd = {hname: hval}
        hd.update(dict(extra_headers))
        return "await fetch('%s', {\n  method: '%s',\n  headers: %s,\n});" % (url, method, json.dumps(hd, ensure_ascii=False)), "JS fetch"
    if k == 4:
        return "http %s %s '%s:%s'" % (method, url, hname, hval), "HTTPie"
    if k == 5:
        t = ts_z()
        return "%s DEBUG urllib3.connectionpool send: b'%s %s HTTP/1.1\\r\\nHost: ...\\r\\n%s: %s\\r\\n'" % (
            t, method, urllib.parse.urlsplit(url).path, hname, hval), "debug log"
    return "> %s %s\n> %s: %s\n< HTTP/2 %s" % (method, urllib.parse.urlsplit(url).path, hname, hval,
                                                ch(["200", "401", "403"])), "curl -v trace"


HTTP_LOC = {"curl": ("the curl command in the runbook", "런북의 curl 명령"), "raw HTTP request": ("the captured request", "캡처한 요청"),
            "Python requests": ("the Python client", "파이썬 클라이언트 코드"), "JS fetch": ("the frontend code", "프런트엔드 코드"),
            "HTTPie": ("the HTTPie command", "HTTPie 명령"), "debug log": ("the debug log", "디버그 로그"),
            "curl -v trace": ("the curl -v trace", "curl -v 출력")}

HTTP_BANK = {
    "replace": True,
    "pre": {"en": ["To {task} I replayed the request {person} used; it only worked with this header ({loc}):",
                   "The request that finally worked after `{err}` ({loc}):",
                   "I couldn't tell which credential {svc} sends. Captured from {loc}:",
                   "{person} pasted {loc} so I could see how {svc} authenticates on {env}:",
                   "I didn't know that the {env} API expects a {what}. Example from {loc}:"],
            "ko": ["{task} 작업을 위해 {person}님이 쓰던 요청을 재현했는데, 이 헤더가 있어야만 동작했다({loc}):",
                   "`{err}` 오류 뒤에 결국 동작한 요청({loc}):",
                   "{svc} 서비스가 어떤 자격 증명을 보내는지 몰랐다. {loc}에서 캡처:",
                   "{env}에서 {svc} 서비스가 어떻게 인증하는지 보라고 {person}님이 {loc} 내용을 붙여줬다:",
                   "{env} API에 {what_i} 필요하다는 걸 몰랐다. {loc} 예시:"]},
    "post": {"en": ["Without the header the API answers `{err}`.", "(copied from {person}'s terminal)", ""],
             "ko": ["헤더가 없으면 API가 `{err}` 응답을 준다.", "({person}님 터미널에서 복사)", ""]},
    "mc_only": {"en": ["I didn't know which {what} {svc} sends on {env}, so my attempt to {task} stalled.",
                       "Every request from my machine got `{err}`; I had no {what} for {env}.",
                       "I tried to {task} but had no idea how the {env} API authenticates callers."],
                "ko": ["{svc} 서비스가 {env}에서 어떤 {what_eul} 보내는지 몰라서 작업({task})이 멈췄다.",
                       "내 PC에서 보낸 요청은 모두 `{err}` 응답을 받았다. {env}용 {what_i} 없었다.",
                       "{task} 작업을 하려 했지만 {env} API가 호출자를 어떻게 인증하는지 몰랐다."]},
    "lesson": {"en": ["The API expects the credential in the header exactly as shown; a missing prefix gives `{err}`.",
                      "Copying the request from the browser devtools is the fastest way to see what {svc} sends.",
                      "Debug logging of HTTP headers leaks credentials; turn it off after reproducing the issue.",
                      "The {env} gateway rejects requests without this header, even for health checks."],
               "ko": ["API는 헤더 형식을 그대로 요구한다. 접두어가 빠지면 `{err}` 오류가 난다.",
                      "{svc} 서비스가 실제로 보내는 값은 브라우저 개발자 도구에서 요청을 복사해 보는 게 가장 빠르다.",
                      "HTTP 헤더 디버그 로깅은 자격 증명을 노출한다. 재현이 끝나면 꺼야 한다.",
                      "{env} 게이트웨이는 헬스 체크라도 이 헤더가 없으면 요청을 거부한다."]},
    "lesson_rep": {"en": ["The value that works on {env} is {S}.", "Header value to use: {S}."],
                   "ko": ["{env}에서 동작하는 값은 {S} 이다.", "써야 할 헤더 값: {S}"]},
    "ask": {"en": ["Is there a service account I should use instead of this {what}?", "Does the {what} expire, and who renews it?",
                   "Which {what} should I use for {env} next time?"],
            "ko": ["이 {what} 대신 써야 할 서비스 계정이 있나요?", "{what_i} 만료되나요? 갱신은 누가 하나요?",
                   "다음에 {env}에서는 어떤 {what_eul} 써야 하나요?"]},
    "lpre": {"en": ["Request that works ({loc}):", "This is how {svc} has to call the API on {env}:"],
             "ko": ["동작하는 요청({loc}):", "{env}에서 {svc} 서비스는 API를 이렇게 호출해야 한다:"]},
}


def f_vendor_http(lang):
    for _ in range(20):
        it = pick_vendor_item(lang)
        h = header_for(it)
        if h:
            break
    ctx = new_ctx(lang, it["vendor"])
    url = API_HOSTS.get(it["vendor"], "https://api.%s.example/v1/%s" % (slug(it["vendor"]).replace("_", "-"), ch(["items", "me", "events", "orders"])))
    hn, hv, sv = h
    extra = [("X-Request-Id", uuid4())] if chance(0.3) else []
    if it["vendor"] == "Naver Developers":
        extra = [("X-Naver-Client-Id", it["pairs"][0][1])]
    if it["vendor"] == "DeepL":
        h = ("Authorization", "DeepL-Auth-Key " + h[1].split()[-1], h[2])
    if it["vendor"] == "Telegram":
        url = "https://api.telegram.org/bot%s/getUpdates" % h[2]
        h = ("Accept", "application/json", h[2])
    text, style = http_snippet(hn, hv, url, ctx, extra_headers=extra)
    ctx = prep_ctx(ctx, it["en"], it["ko"], HTTP_LOC[style][0] if lang == "en" else HTTP_LOC[style][1])
    vals = [sv] + [v for _, v, s in it["pairs"] if s]
    mc, lesson, ask = assemble(ctx, text, [sv], bank=HTTP_BANK)
    return rec("vendor token in HTTP header (%s): %s" % (style, it["vendor"]), mc, lesson, ask, vals, [it["vendor"]], "vendor-http/" + style)


INLINE_BANK = {
    "en": ["The {env} job was still sending {S} as its {what}, which {vendor} had already revoked.",
           "{person} told me the {what} is {S} and that every {env} service shares it.",
           "I found the {what} {S} hard-coded in a test fixture of {svc}.",
           "The failing request carried the {what} {S}; the {vendor} dashboard shows it belongs to another project.",
           "For {svc} on {env}, the {what} is {S} (per {person}).",
           "Turns out {svc} had {S} baked into its image as the {vendor} credential."],
    "ko": ["{env} 잡이 {vendor}에서 이미 폐기된 {what} {S} 값을 계속 보내고 있었다.",
           "{person}님 말로는 {env}의 모든 서비스가 같은 {what_eul} 공유하며, 값은 {S} 라고 한다.",
           "{svc} 테스트 픽스처에 하드코딩된 {what_eul} 발견했다: {S}",
           "실패한 요청에 실린 {what}: {S}. {vendor} 대시보드를 보니 다른 프로젝트용으로 발급된 값이었다.",
           "{env}의 {svc} 서비스용 {what}: {S} ({person}님 확인)",
           "알고 보니 {svc} 이미지 안에 {vendor} 자격 증명 {S} 값이 박혀 있었다."],
}


def f_vendor_inline(lang):
    it = pick_vendor_item(lang)
    ctx = new_ctx(lang, it["vendor"])
    ctx = prep_ctx(ctx, it["en"], it["ko"], "")
    vals = [v for _, v, s in it["pairs"] if s]
    S = ch(vals)
    sent = fill(ch(INLINE_BANK[lang]), ctx, fmt_inline(S))
    b = BANK
    where = ri(0, 2)
    if where == 0:
        mc = fill(ch(b["mc_only"][lang]), ctx) + " " + sent
        lesson = fill(ch(b["lesson"][lang]).replace("{loc}", "the config" if lang == "en" else "설정"), ctx)
    elif where == 1:
        mc = fill(ch(b["mc_only"][lang]), ctx)
        lesson = sent + " " + fill(ch(b["lpost"][lang][:3]), ctx)
    else:
        mc = sent
        lesson = fill(ch(b["lesson"][lang]).replace("{loc}", "the config" if lang == "en" else "설정"), ctx)
    if chance(0.3):
        ask = fill(ch(b["ask_rep"][lang]), ctx, fmt_inline(S))
    else:
        ask = fill(ch(b["ask"][lang]).replace("{loc}", "the config" if lang == "en" else "설정"), ctx)
    return rec("vendor token inline in prose: %s" % it["vendor"], mc, lesson, ask, vals, [it["vendor"]], "vendor-inline")


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: passwords in config files / people's passwords
# ----------------------------------------------------------------------------------------------
def db_kind():
    return ch([("PostgreSQL", "postgresql", 5432), ("MySQL", "mysql", 3306), ("MariaDB", "mysql", 3306),
               ("MongoDB", "mongodb", 27017), ("Redis", "redis", 6379), ("SQL Server", "sqlserver", 1433),
               ("RabbitMQ", "amqp", 5672), ("Oracle", "oracle", 1521)])


def pw_conf(lang):
    """returns (snippet, path, label, what_en, what_ko, secret_values)"""
    pw, style = password(lang)
    user = ch(DB_USERS)
    host = ch(HOSTS)
    db = ch(DB_NAMES)
    k = ri(0, 22)
    if k == 0:
        return "%s:5432:%s:%s:%s" % (host, db, user, pw), "~/.pgpass", ".pgpass", "Postgres password", "Postgres 비밀번호", [pw], style
    if k == 1:
        return "machine %s\n  login %s\n  password %s" % (ch(["nexus.corp.local", "git.internal", "ftp.partner.co.kr"]), user, pw), "~/.netrc", ".netrc", "service account password", "서비스 계정 비밀번호", [pw], style
    if k == 2:
        return "[client]\nuser=%s\npassword=%s\nhost=%s" % (user, pw, host), "~/.my.cnf", "my.cnf", "MySQL password", "MySQL 비밀번호", [pw], style
    if k == 3:
        return ("<servers>\n  <server>\n    <id>%s</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>"
                % (ch(["nexus-releases", "artifactory", "corp-maven"]), ch(["deployer", "ci-publisher", user]), pw)), "~/.m2/settings.xml", "Maven settings.xml", "Nexus deploy password", "Nexus 배포 비밀번호", [pw], style
    if k == 4:
        u = ch(["ci-robot", "deploy", "harbor-admin", "kr-build"])
        b = b64e(("%s:%s" % (u, pw)).encode())
        reg = ch(["harbor.corp.local", "registry.gitlab.com", "nexus.internal:8443", "cr.kr-central-1.ncloud.com"])
        snip = json.dumps({"auths": {reg: {"auth": b}}}, indent=2)
        return snip, "~/.docker/config.json", "docker config.json auth", "registry credential (base64 user:password)", "레지스트리 인증 정보", [b], "base64 user:pass"
    if k == 5:
        b = b64e(pw.encode())
        return ("registry=https://nexus.corp.local/repository/npm-group/\n//nexus.corp.local/repository/npm-group/:username=%s\n"
                "//nexus.corp.local/repository/npm-group/:_password=%s\nalways-auth=true" % (user, b)), ".npmrc", ".npmrc _password (base64)", "Nexus npm password", "Nexus npm 비밀번호", [b], style
    if k == 6:
        e = pct(pw)
        return "[global]\nindex-url = https://%s:%s@nexus.corp.local/repository/pypi-all/simple" % (user, e), "/etc/pip.conf", "pip.conf index-url", "PyPI mirror password", "PyPI 미러 비밀번호", [e], style
    if k == 7:
        e = pct(pw)
        return "https://%s:%s@%s" % (ch(["jdoe", "ci-bot", "minjun.kim", user]), e, ch(["github.com", "gitlab.corp.local", "bitbucket.org"])), "~/.git-credentials", ".git-credentials", "git password", "git 비밀번호", [e], style
    if k == 8:
        return ("define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', '%s' );"
                % (db, user, pw, host)), "wp-config.php", "wp-config.php", "WordPress DB password", "워드프레스 DB 비밀번호", [pw], style
    if k == 9:
        return '<user username="%s" password="%s" roles="manager-gui,admin-gui"/>' % (ch(["admin", "tomcat", "deployer"]), pw), "conf/tomcat-users.xml", "tomcat-users.xml", "Tomcat manager password", "Tomcat 매니저 비밀번호", [pw], style
    if k == 10:
        return "[security]\nadmin_user = admin\nadmin_password = %s" % pw, "/etc/grafana/grafana.ini", "grafana.ini", "Grafana admin password", "Grafana 관리자 비밀번호", [pw], style
    if k == 11:
        return ("spring.datasource.url=jdbc:mysql://%s:3306/%s\nspring.datasource.username=%s\nspring.datasource.password=%s"
                % (host, db, user, pw)), "application.properties", "Spring datasource", "datasource password", "데이터소스 비밀번호", [pw], style
    if k == 12:
        return ("DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': '%s',\n"
                "        'USER': '%s',\n        'PASSWORD': '%s',\n        'HOST': '%s',\n    }\n}" % (db, user, pw, host)), "settings/prod.py", "Django DATABASES", "database password", "DB 비밀번호", [pw], style
    if k == 13:
        pw2, _ = password(lang)
        return ("[web]\n%s ansible_user=%s ansible_password=%s ansible_become_pass=%s" % (ch(["10.0.3.21", "web01.corp.local"]), ch(["ubuntu", "deploy", "ec2-user"]), pw, pw2)), "inventory/%s.ini" % ch(ENVS), "Ansible inventory", "SSH and sudo passwords", "SSH/sudo 비밀번호", [pw, pw2], style
    if k == 14:
        return ("<AdministratorPassword>\n  <Value>%s</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>" % pw), "autounattend.xml", "Windows unattend.xml", "local Administrator password", "로컬 Administrator 비밀번호", [pw], style
    if k == 15:
        b = b64e(pw.encode())
        return ('<Server>\n  <Host>%s</Host>\n  <Port>22</Port>\n  <Protocol>1</Protocol>\n  <User>%s</User>\n  <Pass encoding="base64">%s</Pass>\n</Server>'
                % (ch(["sftp.partner.co.kr", "files.vendor.jp", "10.20.0.5"]), user, b)), "FileZilla sitemanager.xml", "FileZilla sitemanager.xml (base64)", "SFTP password", "SFTP 비밀번호", [b], style
    if k == 16:
        return "EMAIL_HOST = 'smtp.%s'\nEMAIL_HOST_USER = 'noreply@%s'\nEMAIL_HOST_PASSWORD = '%s'" % (ch(["gmail.com", "office365.com", "daum.net", "naver.com"]), ch(["acme-corp.io", "shop.co.kr"]), pw), "settings/base.py", "SMTP settings", "SMTP password", "SMTP 비밀번호", [pw], style
    if k == 17:
        return "bind 0.0.0.0\nport 6379\nrequirepass %s" % q_env(pw).strip("'") if " " not in pw else "requirepass \"%s\"" % pw, "/etc/redis/redis.conf", "redis.conf requirepass", "Redis password", "Redis 비밀번호", [pw], style
    if k == 18:
        return '"%s" "%s"\n"pgbouncer_admin" "%s"' % (user, pw, "md5" + rs(HEX, 32)), "/etc/pgbouncer/userlist.txt", "pgbouncer userlist", "pgbouncer user password", "pgbouncer 사용자 비밀번호", [pw], style
    if k == 19:
        return ('sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";'
                % (ch(["svc-orders", "ingest", user]), pw)), "client.properties", "Kafka JAAS config", "Kafka SASL password", "Kafka SASL 비밀번호", [pw], style
    if k == 20:
        return ("spring:\n  ldap:\n    urls: ldaps://ldap.corp.local:636\n    username: cn=svc-%s,ou=services,dc=corp,dc=local\n    password: \"%s\""
                % (ch(SERVICES)[:10], pw)), "application.yml", "LDAP bind password (YAML)", "LDAP bind password", "LDAP 바인드 비밀번호", [pw], style
    if k == 21:
        pairs = [("DB_HOST", host, False), ("DB_USER", user, False), ("DB_PASSWORD", pw, True), ("DB_NAME", db, False)]
        return None, pairs, "generic", "database password", "DB 비밀번호", [pw], style
    pairs = [("ADMIN_USER", ch(["admin", "root", "ops"]), False), ("ADMIN_PASSWORD", pw, True)]
    return None, pairs, "generic", "admin console password", "관리자 콘솔 비밀번호", [pw], style


def f_password_config(lang):
    ctx = new_ctx(lang)
    snip, path, label, wen, wko, vals, style = pw_conf(lang)
    if snip is None:
        snip, path, label = render(path, ctx, "db")
    ctx = prep_ctx(ctx, wen, wko, loc(path, lang))
    mc, lesson, ask = assemble(ctx, snip, vals)
    return rec("password (%s) in %s" % (style, label), mc, lesson, ask, vals, [], "pw-config/" + label)


PEOPLE_PW = [("laptop login password", "노트북 로그인 비밀번호"), ("VPN password", "VPN 비밀번호"),
             ("Jira login password", "Jira 로그인 비밀번호"), ("Google Workspace password", "구글 워크스페이스 비밀번호"),
             ("groupware password", "그룹웨어 비밀번호"), ("joint certificate password", "공동인증서 비밀번호"),
             ("AWS console password", "AWS 콘솔 비밀번호"), ("NAS admin password", "NAS 관리자 비밀번호"),
             ("router admin password", "공유기 관리자 비밀번호"), ("1Password master password", "1Password 마스터 비밀번호"),
             ("ERP login password", "ERP 로그인 비밀번호"), ("bank portal password", "법인 뱅킹 비밀번호")]


def f_password_person(lang):
    ctx = new_ctx(lang)
    pw, style = password(lang)
    wen, wko = ch(PEOPLE_PW)
    who = ctx["person"]
    email = ch(["dana.k", "priya.s", "mj.kim", "seoyeon.lee", "jh.park", "ops", "it-admin"]) + "@" + ch(["acme-corp.io", "shop.co.kr", "example.jp"])
    t = "%02d:%02d" % (ri(8, 22), ri(0, 59))
    k = ri(0, 4)
    if lang == "en":
        snips = ["[%s] %s: my %s is %s, just use it for the demo" % (t, who, wen, pw),
                 "| system | id | password |\n|---|---|---|\n| %s | %s | %s |" % (wen.replace(" password", ""), email, pw),
                 "%s (%s): login %s / %s" % (who, t, email, pw),
                 "From the onboarding doc: \"%s -- user %s, password %s (change after first login)\"" % (wen, email, pw),
                 "%s wrote it on a sticky note: %s" % (who, pw)]
        ctx = prep_ctx(ctx, wen, "", "the chat" if k in (0, 2) else "the onboarding doc")
    else:
        snips = ["[%s] %s: 제 %s %s 이에요. 데모에만 쓰세요" % (t, who, wko, pw),
                 "| 시스템 | 아이디 | 비밀번호 |\n|---|---|---|\n| %s | %s | %s |" % (wko.replace(" 비밀번호", ""), email, pw),
                 "%s (%s): 로그인 %s / %s" % (who, t, email, pw),
                 "온보딩 문서 발췌: \"%s — 계정 %s, 비번 %s (최초 로그인 후 변경)\"" % (wko, email, pw),
                 "%s님이 포스트잇에 적어 둔 값: %s" % (who, pw)]
        ctx = prep_ctx(ctx, "", wko, "채팅" if k in (0, 2) else "온보딩 문서")
    snip = snips[k]
    bank = {"replace": True,
            "pre": {"en": ["To {task} I needed {person}'s {what}, and {person} shared it:",
                           "I had to log in as {person} to {task}. This is what I was given:",
                           "The only way to {task} was through {person}'s account ({loc}):"],
                    "ko": ["{task} 작업에 {person}님의 {what_i} 필요했고, {person}님이 공유해 줬다:",
                           "{task} 작업 때문에 {person}님 계정으로 로그인해야 했다. 받은 정보:",
                           "{task} 작업은 {person}님 계정으로만 가능했다({loc}):"]},
            "post": {"en": ["I used it once and logged out.", "{person} said it is the same for the staging tools."],
                     "ko": ["한 번 쓰고 로그아웃했다.", "{person}님 말로는 스테이징 도구도 같은 비번이라고 한다."]},
            "mc_only": {"en": ["I could not {task} without logging in as {person}; nobody had told me there is no service account.",
                               "The {task} step needs an interactive login, and only {person} has access."],
                        "ko": ["서비스 계정이 없다는 걸 몰라서 {person}님 계정 없이는 {task} 작업을 할 수 없었다.",
                               "{task} 단계는 대화형 로그인이 필요한데 권한이 {person}님에게만 있다."]},
            "lesson": {"en": ["Personal credentials should not be shared for automation; request a service account instead.",
                              "Logging in as {person} triggered a security alert; next time ask IT for a dedicated account.",
                              "Ask {person} to sign in themselves instead of sharing the {what}."],
                       "ko": ["자동화에 개인 자격 증명을 공유받아 쓰면 안 된다. 서비스 계정을 따로 요청할 것.",
                              "{person}님 계정으로 로그인하자 보안 알림이 울렸다. 다음엔 IT에 전용 계정을 요청할 것.",
                              "{what_eul} 공유받지 말고 {person}님이 직접 로그인하도록 요청할 것."]},
            "lesson_rep": {"en": ["{person}'s {what} ({S}) should be changed now that it was shared."],
                           "ko": ["공유된 {person}님의 {what}({S})는 지금 바꿔야 한다."]},
            "ask": {"en": ["Can IT create a service account so I don't need {person}'s {what}?",
                           "Should I tell {person} to change the {what} now?"],
                    "ko": ["{person}님의 {what_eul} 쓰지 않도록 IT에 서비스 계정을 요청할까요?",
                           "{person}님께 지금 {what_eul} 바꾸라고 말씀드릴까요?"]},
            "ask_rep": {"en": ["Is {S} still {person}'s {what}, or did they change it?"],
                        "ko": ["{S} 값이 아직 {person}님의 {what_i} 맞나요?"]},
            "lpre": {"en": ["What {person} gave me:", "Login that worked ({loc}):"],
                     "ko": ["{person}님이 준 정보:", "로그인에 성공한 정보({loc}):"]},
            "lpost": {"en": ["It should be changed afterwards.", ""], "ko": ["이후에 바꿔야 한다.", ""]}}
    mc, lesson, ask = assemble(ctx, snip, [pw], bank=bank)
    return rec("person's password (%s): %s" % (style, wen), mc, lesson, ask, [pw], [], "pw-person/%d" % k)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: passwords / tokens in commands
# ----------------------------------------------------------------------------------------------
def pw_command(lang):
    """returns (command_text, label, what_en, what_ko, secret_values, style)"""
    pw, style = password(lang)
    u = ch(DB_USERS)
    h = ch(HOSTS)
    db = ch(DB_NAMES)
    k = ri(0, 35)
    C = [
        lambda: ("mysql -h %s -u %s -p'%s' %s" % (h, u, pw, db), "mysql -p attached password", "MySQL password", "MySQL 비밀번호"),
        lambda: ("mysql -h %s -u %s --password='%s' -e 'SHOW PROCESSLIST'" % (h, u, pw), "mysql --password=", "MySQL password", "MySQL 비밀번호"),
        lambda: ("PGPASSWORD='%s' psql -h %s -U %s -d %s -c '\\dt'" % (pw, h, u, db), "PGPASSWORD env prefix", "Postgres password", "Postgres 비밀번호"),
        lambda: ("sshpass -p '%s' ssh -o StrictHostKeyChecking=no %s@%s" % (pw, ch(["ubuntu", "deploy", "root"]), ch(["10.0.1.15", "bastion.corp.local"])), "sshpass -p", "SSH password", "SSH 비밀번호"),
        lambda: ("docker login %s -u %s -p '%s'" % (ch(["harbor.corp.local", "registry.gitlab.com", "nexus.internal:8443"]), ch(["ci-robot", "deploy"]), pw), "docker login -p", "registry password", "레지스트리 비밀번호"),
        lambda: ("echo '%s' | docker login --username ci-robot --password-stdin harbor.corp.local" % pw, "echo into --password-stdin", "registry password", "레지스트리 비밀번호"),
        lambda: ("htpasswd -bc /etc/nginx/.htpasswd %s '%s'" % (ch(["admin", "grafana", "staff"]), pw), "htpasswd -b positional", "basic-auth password", "basic auth 비밀번호"),
        lambda: ("redis-cli -h %s -p 6379 -a '%s' --no-auth-warning INFO keyspace" % (h, pw), "redis-cli -a", "Redis password", "Redis 비밀번호"),
        lambda: ("mongosh \"mongodb://%s:27017/%s\" -u %s -p '%s' --authenticationDatabase admin" % (h, db, u, pw), "mongosh -p", "MongoDB password", "MongoDB 비밀번호"),
        lambda: ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % pw.replace(" ", "_"), "openssl -passout pass:", "PKCS#12 export password", "PKCS#12 내보내기 비밀번호"),
        lambda: ("keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -deststorepass '%s' -srcstorepass '%s'" % (pw, pw), "keytool -storepass", "keystore password", "키스토어 비밀번호"),
        lambda: ("zip -P '%s' settlement_%s.zip settlement.csv" % (pw, date_s().replace("-", "")), "zip -P", "zip password", "압축 파일 비밀번호"),
        lambda: ("7z a -p'%s' -mhe=on backup.7z ./dump" % pw, "7z -p attached", "archive password", "압축 비밀번호"),
        lambda: ("sqlcmd -S %s -U sa -P '%s' -Q \"SELECT name FROM sys.databases\"" % (ch(["sql-erp-01.corp.local", "10.0.5.9,1433"]), pw), "sqlcmd -P", "SQL Server sa password", "SQL Server sa 비밀번호"),
        lambda: ("rabbitmqctl add_user %s '%s'\nrabbitmqctl set_permissions -p / %s '.*' '.*' '.*'" % (u, pw, u), "rabbitmqctl add_user positional", "RabbitMQ user password", "RabbitMQ 사용자 비밀번호"),
        lambda: ("net user %s %s /add" % (ch(["svc_backup", "kiosk", "tempadmin"]), pw.replace(" ", "")), "net user positional", "Windows local account password", "윈도우 로컬 계정 비밀번호"),
        lambda: ("net use Z: \\\\fs01\\share /user:CORP\\%s %s" % (ch(["svc_scan", "jdoe"]), pw.replace(" ", "")), "net use positional", "file share password", "파일 공유 비밀번호"),
        lambda: ("curl -u %s:%s https://%s/api/v1/export" % (ch(["admin", "reporter", "api"]), pw.replace(" ", "%20"), ch(["jenkins.corp.local", "grafana.internal", "nexus.corp.local"])), "curl -u user:pass", "API user password", "API 계정 비밀번호"),
        lambda: ("wget --user=%s --password='%s' https://files.partner.co.kr/export/latest.csv" % (u, pw), "wget --password", "download password", "다운로드 계정 비밀번호"),
        lambda: ("smbclient //fs01/share -U '%s%%%s'" % (ch(["CORP\\svc_scan", "jdoe"]), pw), "smbclient -U user%pass", "SMB password", "SMB 비밀번호"),
        lambda: ("lftp -u %s,'%s' sftp://files.vendor.jp" % (u, pw), "lftp -u user,pass", "SFTP password", "SFTP 비밀번호"),
        lambda: ("ldapsearch -x -H ldaps://ldap.corp.local -D \"cn=admin,dc=corp,dc=local\" -w '%s' -b \"ou=people,dc=corp,dc=local\" uid=%s" % (pw, u), "ldapsearch -w", "LDAP admin password", "LDAP 관리자 비밀번호"),
        lambda: ("helm repo add internal https://charts.corp.local --username %s --password '%s'" % (u, pw), "helm repo add --password", "chart repo password", "차트 저장소 비밀번호"),
        lambda: ("kubectl create secret generic db-creds -n %s --from-literal=username=%s --from-literal=password='%s'" % (ch(ENVS), u, pw), "kubectl --from-literal", "database password", "DB 비밀번호"),
        lambda: ("kubectl create secret docker-registry regcred --docker-server=harbor.corp.local --docker-username=robot$ci --docker-password='%s'" % pw, "kubectl --docker-password", "registry password", "레지스트리 비밀번호"),
        lambda: ("mysqldump -u root -p'%s' --single-transaction --all-databases > /backup/all.sql" % pw, "mysqldump -p attached", "MySQL root password", "MySQL root 비밀번호"),
        lambda: ("pg_dump \"host=%s port=5432 user=%s password=%s dbname=%s\" -Fc -f %s.dump" % (h, u, pw.replace(" ", ""), db, db), "pg_dump keyword DSN", "Postgres password", "Postgres 비밀번호"),
        lambda: ("mosquitto_pub -h mqtt.corp.local -u %s -P '%s' -t sensors/test -m ping" % (ch(["iot-gw", "sensor01"]), pw), "mosquitto_pub -P", "MQTT password", "MQTT 비밀번호"),
        lambda: ("echo '%s:%s' | sudo chpasswd" % (ch(["deploy", "ubuntu", "kiosk"]), pw), "chpasswd user:pass", "Linux user password", "리눅스 계정 비밀번호"),
        lambda: ("ansible-playbook site.yml -i inventory/prod -e \"ansible_become_pass=%s\"" % pw.replace(" ", ""), "ansible -e become_pass", "sudo password", "sudo 비밀번호"),
        lambda: ("gpg --batch --yes --passphrase '%s' -d secrets.tar.gpg | tar x" % pw, "gpg --passphrase", "GPG passphrase", "GPG 패스프레이즈"),
        lambda: ("ssh-keygen -p -P '' -N '%s' -f ~/.ssh/id_ed25519" % pw, "ssh-keygen -N", "SSH key passphrase", "SSH 키 패스프레이즈"),
        lambda: ("unzip -P '%s' payroll_export.zip" % pw, "unzip -P", "zip password", "압축 파일 비밀번호"),
        lambda: ("sudo -S apt-get update <<< '%s'" % pw, "sudo -S here-string", "sudo password", "sudo 비밀번호"),
        lambda: ("az login -u %s -p '%s'" % (ch(["ops@acme-corp.io", "deploy@shop.co.kr"]), pw), "az login -p", "Azure account password", "Azure 계정 비밀번호"),
        lambda: ("influx -host %s -username admin -password '%s' -database metrics" % (h, pw), "influx -password", "InfluxDB password", "InfluxDB 비밀번호"),
    ]
    cmd, label, wen, wko = C[k]()
    vals = [pw.replace(" ", "") if ("pass:" in cmd or "net " in cmd or "become_pass" in cmd or "password=%s " % pw.replace(" ", "") in cmd) else pw]
    if "%20" in cmd:
        vals = [pw.replace(" ", "%20")]
    if "pass:" in cmd:
        vals = [pw.replace(" ", "_")]
    return cmd, label, wen, wko, vals, style


def token_command(lang):
    k = ri(0, 7)
    if k == 0:
        t = "hvs.CAESI" + rs(B64U, 86)
        return "vault login %s" % t, "vault login positional token", "Vault token", "Vault 토큰", [t], "Vault"
    if k == 1:
        t = "ghp_" + rs(ALNUM, 36)
        return "gh auth login --with-token <<< %s" % t, "gh auth --with-token here-string", "GitHub token", "GitHub 토큰", [t], "GitHub"
    if k == 2:
        t = "npm_" + rs(ALNUM, 36)
        return "npm config set //registry.npmjs.org/:_authToken %s" % t, "npm config set _authToken", "npm token", "npm 토큰", [t], "npm"
    if k == 3:
        a, s_ = "AKIA" + rs(B32, 16), aws_secret()
        return ("aws configure set aws_access_key_id %s --profile %s\naws configure set aws_secret_access_key %s --profile %s"
                % (a, ch(ENVS), s_, ch(ENVS))), "aws configure set", "AWS keys", "AWS 키", [a, s_], "AWS"
    if k == 4:
        a, s_ = rs(UPNUM, 20), rs(ALNUM, 40)
        return "mc alias set minio https://minio.corp.local %s %s" % (a, s_), "mc alias set positional keys", "MinIO access/secret key", "MinIO 액세스/시크릿 키", [a, s_], "MinIO"
    if k == 5:
        t = "glpat-" + rs(B64U, 20)
        return "git clone https://oauth2:%s@gitlab.corp.local/platform/%s.git" % (t, ch(SERVICES)), "git clone with token in URL", "GitLab token", "GitLab 토큰", [t], "GitLab"
    if k == 6:
        t = rs(HEX, 40)
        return "heroku config:set SENDBIRD_API_TOKEN=%s -a %s" % (t, ch(SERVICES)), "heroku config:set", "Sendbird API token", "Sendbird API 토큰", [t], "Sendbird"
    t = "dckr_pat_" + rs(B64U, 27)
    return "echo %s | docker login -u kr-build --password-stdin" % t, "echo token into docker login", "Docker Hub token", "Docker Hub 토큰", [t], "Docker Hub"


CMD_BANK = {
    "pre": {"en": ["To {task} I ran what {person} used last time ({loc}):", "The command from the runbook that finally worked:",
                   "I didn't know how {svc} authenticates on {env}; {person} sent me the exact command:",
                   "Shell history on the bastion shows how it was done before:"],
            "ko": ["{task} 작업을 위해 {person}님이 지난번에 쓴 명령을 그대로 실행했다({loc}):", "런북에 있던 명령 중 실제로 동작한 것:",
                   "{env}에서 {svc} 서비스가 어떻게 인증하는지 몰랐는데 {person}님이 정확한 명령을 보내줬다:",
                   "배스천 서버 셸 히스토리에 이전 작업 방법이 남아 있었다:"]},
    "lesson": {"en": ["Passwords on the command line end up in shell history and `ps`; prefer a prompt or a config file with 0600.",
                      "Quote the value in single quotes, otherwise the shell eats the special characters.",
                      "The command works as is, but the value should come from the secret store next time."],
               "ko": ["명령줄에 넣은 비밀번호는 셸 히스토리와 `ps`에 남는다. 프롬프트나 0600 권한 설정 파일을 쓸 것.",
                      "값은 작은따옴표로 감싸야 한다. 안 그러면 셸이 특수문자를 해석해 버린다.",
                      "명령은 그대로 동작하지만 다음부터 값은 시크릿 저장소에서 가져올 것."]},
}


def f_password_command(lang):
    ctx = new_ctx(lang)
    if chance(0.2):
        cmd, label, wen, wko, vals, vendor = token_command(lang)
        style = "token"
        vendors = [vendor]
    else:
        cmd, label, wen, wko, vals, style = pw_command(lang)
        vendors = []
    prompt = ch(["$ ", "# ", "", "PS> " if "net " in cmd else "$ "])
    snip = "\n".join(prompt + ln if i == 0 else ln for i, ln in enumerate(cmd.split("\n")))
    where = ch([("the bastion shell history", "배스천 셸 히스토리"), ("the runbook", "런북"), ("the deploy script", "배포 스크립트"),
                ("a Slack thread", "슬랙 스레드"), ("the cron job", "크론 잡")])
    ctx = prep_ctx(ctx, wen, wko, where[0] if lang == "en" else where[1])
    if chance(0.25):
        # command quoted inline in a sentence
        lead = ch(["{person} just runs `%s` on {env}." % cmd.split("\n")[0], "The runbook step is literally `%s`." % cmd.split("\n")[0]]) if lang == "en" else \
            ch(["{person}님은 {env}에서 그냥 `%s` 명령을 실행한다." % cmd.split("\n")[0], "런북의 해당 단계는 말 그대로 `%s` 이다." % cmd.split("\n")[0]])
        lead = lead.replace("{person}", ctx["person"]).replace("{env}", ctx["env"])
        mc = fill(pick(BANK["mc_only"][lang], ctx), ctx)
        lesson = lead + " " + fill(ch(CMD_BANK["lesson"][lang]), ctx)
        ask = fill(pick(BANK["ask"][lang], ctx), ctx) if chance(0.8) else ""
    else:
        mc, lesson, ask = assemble(ctx, snip, vals, bank=CMD_BANK)
    return rec("command: %s (%s)" % (label, style), mc, lesson, ask, vals, vendors, "cmd/" + label)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: connection strings
# ----------------------------------------------------------------------------------------------
def conn_string(lang):
    pw, style = password(lang)
    e = pct(pw)
    u = ch(DB_USERS)
    db = ch(DB_NAMES)
    k = ri(0, 14)
    if k == 0:
        return "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, e, ch(HOSTS), db), "PostgreSQL URL", [e], style
    if k == 1:
        return "mysql://%s:%s@%s:3306/%s" % (u, e, ch(HOSTS), db), "MySQL URL", [e], style
    if k == 2:
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, e, rs(LONUM, 5), db), "MongoDB SRV URI", [e], style
    if k == 3:
        return "redis://default:%s@%s:6379/0" % (e, ch(["redis-cache.internal", "master.redis-prd.abc123.apn2.cache.amazonaws.com"])), "Redis URL", [e], style
    if k == 4:
        return "amqp://%s:%s@rabbitmq.%s.svc:5672/%s" % (u, e, ch(ENVS), ch(["orders", "%2F", "events"])), "AMQP URL", [e], style
    if k == 5:
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (ch(HOSTS), db, u, e), "JDBC URL with password param", [e], style
    if k == 6:
        p2 = pw.replace(";", "").replace(" ", "")
        return "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (ch(HOSTS), db, u, p2), "JDBC SQL Server", [p2], style
    if k == 7:
        p2 = pw.replace(";", "")
        return "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(LO, 8), db, u, p2), "ADO.NET connection string", [p2], style
    if k == 8:
        p2 = pw.replace(" ", "").replace("@", "").replace("/", "")
        return "%s/%s@//%s:1521/ORCLPDB1" % (u, p2, ch(HOSTS)), "Oracle EZConnect", [p2], style
    if k == 9:
        acct = "st" + rs(LONUM, 10)
        key = rs(B64, 86) + "=="
        return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key), "Azure Storage connection string", [key], "account key"
    if k == 10:
        return "smtp://%s:%s@smtp.%s:587" % (pct("noreply@" + ch(["acme-corp.io", "shop.co.kr"])), e, ch(["office365.com", "gmail.com", "worksmobile.com"])), "SMTP URL", [e], style
    if k == 11:
        return "clickhouse://%s:%s@ch.%s.internal:9000/%s" % (u, e, ch(ENVS), db), "ClickHouse URL", [e], style
    if k == 12:
        return "postgresql+psycopg2://%s:%s@%s/%s" % (u, e, ch(HOSTS), db), "SQLAlchemy URL", [e], style
    if k == 13:
        return "ftp://%s:%s@ftp.%s/outbound/" % (u, e, ch(["partner.co.kr", "logistics.example.jp"])), "FTP URL", [e], style
    return "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, e, ch(HOSTS), db), "SQLAlchemy MSSQL URL", [e], style


CONN_BANK = {
    "pre": {"en": ["{svc} could not reach the database on {env} and I didn't know which DSN it uses. From {loc}:",
                   "The connection string {person} gave me to {task}:", "I had the host but not the credentials; the full URL was in {loc}:"],
            "ko": ["{env}에서 {svc} 서비스가 DB에 붙지 못했는데 어떤 DSN을 쓰는지 몰랐다. {loc} 내용:",
                   "{task} 작업용으로 {person}님이 준 접속 문자열:", "호스트는 알았지만 계정 정보를 몰랐다. 전체 URL은 {loc}에 있었다:"]},
    "lesson": {"en": ["Special characters in the password must be percent-encoded in the URL, or the driver misparses the host.",
                      "The DSN in {loc} wins over the individual DB_* variables.",
                      "Use the pooler endpoint, not the primary, for {svc}."],
               "ko": ["비밀번호에 특수문자가 있으면 URL에서 퍼센트 인코딩해야 한다. 안 그러면 드라이버가 호스트를 잘못 파싱한다.",
                      "{loc}의 DSN이 개별 DB_* 변수보다 우선한다.",
                      "{svc} 서비스는 primary가 아니라 pooler 엔드포인트를 써야 한다."]},
}


def f_conn_string(lang):
    ctx = new_ctx(lang)
    cs, label, vals, style = conn_string(lang)
    key = {"SMTP URL": "SMTP_URL", "Redis URL": "REDIS_URL", "AMQP URL": "CELERY_BROKER_URL", "FTP URL": "PARTNER_FTP_URL",
           "Azure Storage connection string": "AZURE_STORAGE_CONNECTION_STRING", "MongoDB SRV URI": "MONGODB_URI",
           "ClickHouse URL": "CLICKHOUSE_URL"}.get(label, "DATABASE_URL")
    k = ri(0, 4)
    if k == 0:
        snip, path, clabel = c_dotenv([(key, cs, False)], ctx, "db")
    elif k == 1:
        snip, path, clabel = c_k8s_secret([(key, cs, False)], ctx, "db")
    elif k == 2:
        snip = "engine = create_engine(\"%s\", pool_pre_ping=True)" % cs if "://" in cs else 'conn = connect("%s")' % cs
        path, clabel = "app/db.py", "Python code"
    elif k == 3:
        snip = "%s ERROR [%s] could not connect: %s (%s)" % (ts_z(), ctx["svc"], ch(["timeout after 5000ms", "connection refused", "too many clients"]), cs)
        path, clabel = ("the %s logs" % ctx["svc"], "%s 로그" % ctx["svc"]), "error log"
    else:
        snip, path, clabel = cs, ("the message from %s" % ctx["person"], "%s님이 보낸 메시지" % ctx["person"]), "bare"
    if label.startswith("Azure"):
        ctx = prep_ctx(ctx, "storage account key", "스토리지 계정 키", loc(path, lang))
    elif label in ("SMTP URL", "FTP URL"):
        ctx = prep_ctx(ctx, "mail/FTP password" if lang == "en" else "", "계정 비밀번호", loc(path, lang))
    else:
        ctx = prep_ctx(ctx, "DB password", "DB 비밀번호", loc(path, lang))
    mc, lesson, ask = assemble(ctx, snip, vals, bank=CONN_BANK)
    return rec("connection string: %s (%s) in %s" % (label, style, clabel), mc, lesson, ask, vals, [], "conn/" + label + "/" + clabel)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: Basic / Bearer / API-key headers of internal services
# ----------------------------------------------------------------------------------------------
INTERNAL_URLS = ["https://api.internal.acme-corp.io/v2/orders?limit=50", "https://partner-api.shop.co.kr/v1/settlements",
                 "https://jenkins.corp.local/job/deploy-prod/buildWithParameters", "https://es.internal:9200/_cluster/health",
                 "https://grafana.internal/api/dashboards/uid/ops", "https://erp.corp.local/api/invoices/export",
                 "https://hooks.internal/api/v1/replay", "https://admin.example-shop.jp/api/coupons"]


def f_auth_header(lang):
    ctx = new_ctx(lang)
    url = ch(INTERNAL_URLS)
    k = ri(0, 4)
    extra = []
    if k == 0:
        user = ch(["svc_reporter", "admin", "jenkins", "elastic", "partner_kr", "api"])
        pw, style = password(lang)
        b = b64e(("%s:%s" % (user, pw)).encode())
        hn, hv, vals = "Authorization", "Basic " + b, [b]
        label, wen, wko = "Basic auth header (%s)" % style, "Basic auth credentials", "Basic 인증 정보"
        if chance(0.35):
            vals.append(pw)
            extra_note = (" (that is `%s:%s` base64-encoded)" % (user, pw)) if lang == "en" else (" (`%s:%s`를 base64로 인코딩한 값)" % (user, pw))
        else:
            extra_note = ""
    elif k == 1:
        t = jwt_token(alg=ch(["HS256", "RS256", "ES256"]))
        hn, hv, vals = "Authorization", "Bearer " + t, [t]
        label, wen, wko, extra_note = "Bearer JWT", "bearer token", "Bearer 토큰", ""
    elif k == 2:
        t = rs(ALNUM, ch([32, 40, 48, 64]))
        hn = ch(["X-API-Key", "X-Api-Token", "Api-Key", "X-Partner-Secret", "X-Auth-Token"])
        hv, vals = t, [t]
        label, wen, wko, extra_note = "%s header" % hn, "partner API key", "파트너 API 키", ""
    elif k == 3:
        user = ch(["proxyuser", "corp\\svc_proxy", "squid"])
        pw, style = password(lang)
        b = b64e(("%s:%s" % (user, pw)).encode())
        hn, hv, vals = "Proxy-Authorization", "Basic " + b, [b]
        label, wen, wko, extra_note = "Proxy-Authorization Basic", "proxy credentials", "프록시 인증 정보", ""
    else:
        t = rs(HEX, 64) if chance(0.5) else b64u(rbytes(32))
        hn, hv, vals = "Authorization", ch(["Token ", "Bearer "]) + t, [t]
        label, wen, wko, extra_note = "opaque bearer token", "service token", "서비스 토큰", ""
    if chance(0.3):
        extra = [("X-Request-Id", uuid4())]
    text, style2 = http_snippet(hn, hv, url, ctx, extra_headers=extra)
    ctx = prep_ctx(ctx, wen, wko, HTTP_LOC[style2][0] if lang == "en" else HTTP_LOC[style2][1])
    mc, lesson, ask = assemble(ctx, text, vals[:1], bank=HTTP_BANK)
    if extra_note:
        mc += extra_note if chance(0.5) else ""
        if extra_note not in mc:
            lesson += extra_note
    return rec("HTTP %s via %s" % (label, style2), mc, lesson, ask, vals, [], "header/" + label.split(" (")[0] + "/" + style2)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: cookies
# ----------------------------------------------------------------------------------------------
def session_cookie():
    k = ri(0, 6)
    if k == 0:
        return "sessionid", rs(LONUM, 32), "Django"
    if k == 1:
        v = "s%3A" + rs(B64U, 32) + "." + pct(b64e(rbytes(32)).rstrip("="))
        return "connect.sid", v, "Express"
    if k == 2:
        return "JSESSIONID", rs(HEXU, 32), "Tomcat"
    if k == 3:
        return "PHPSESSID", rs(LONUM, 26), "PHP"
    if k == 4:
        v = pct(b64e(json.dumps({"iv": b64e(rbytes(16)), "value": b64e(rbytes(48)), "mac": rs(HEX, 64), "tag": ""},
                                   separators=(",", ":")).encode()))
        return "laravel_session", v, "Laravel"
    if k == 5:
        return ".AspNetCore.Cookies", "CfDJ8" + rs(B64U, ri(180, 260)), "ASP.NET Core"
    return "_%s_session" % ch(["shop", "admin", "app"]), pct(b64e(rbytes(ri(60, 90)))) + "--" + rs(HEX, 40), "Rails"


def f_cookie(lang):
    ctx = new_ctx(lang)
    name, val, fw = session_cookie()
    nonsecret = ["_ga=GA1.2.%s.%s" % (digits_nz(9), digits_nz(10)), "lang=%s" % ch(["ko", "en", "ja"]), "theme=dark",
                 "_gid=GA1.2.%s.%s" % (digits_nz(9), digits_nz(10)), "cookie_consent=accepted"]
    cookies = sample(nonsecret, ri(1, 3)) + ["%s=%s" % (name, val)]
    R.shuffle(cookies)
    host = ch(["admin.example-shop.jp", "backoffice.shop.co.kr", "console.internal", "cms.acme-corp.io"])
    k = ri(0, 3)
    if k == 0:
        snip = "curl 'https://%s/api/orders/export' -H 'Cookie: %s'" % (host, "; ".join(cookies))
    elif k == 1:
        snip = "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val)
    elif k == 2:
        snip = json.dumps([{"domain": host, "name": name, "value": val, "httpOnly": True, "secure": True, "path": "/"}], indent=2)
    else:
        snip = "Cookie: " + "; ".join(cookies)
    ctx = prep_ctx(ctx, "admin session cookie", "관리자 세션 쿠키", "the browser devtools" if lang == "en" else "브라우저 개발자 도구")
    bank = {"replace": True,
            "mc_only": {"en": ["I needed to {task}, but the {svc} back office has no API credentials, only browser logins.",
                               "Nobody told me the {env} admin export can only be reached with a logged-in browser session."],
                        "ko": ["{task} 작업이 필요했는데 {svc} 백오피스에는 API 자격 증명이 없고 브라우저 로그인만 있다.",
                               "{env} 관리자 내보내기는 로그인된 브라우저 세션으로만 접근된다는 걸 아무도 말해주지 않았다."]},
            "lpre": {"en": ["What worked was reusing {person}'s session:", "Cookie that worked ({loc}):"],
                     "ko": ["{person}님의 세션을 재사용하니 됐다:", "동작한 쿠키({loc}):"]},
            "ask": {"en": ["Can we get a proper API token for the {svc} export instead of a session cookie?",
                           "Should I log out {person}'s session now that the cookie was shared?"],
                    "ko": ["세션 쿠키 대신 {svc} 내보내기용 정식 API 토큰을 받을 수 있을까요?",
                           "쿠키가 공유됐으니 {person}님 세션을 지금 로그아웃시킬까요?"]},
            "ask_rep": {"en": ["Is the session {S} still alive, or do I need a fresh login?"],
                        "ko": ["세션 {S} 값이 아직 살아 있나요, 다시 로그인해야 하나요?"]},
            "lesson_rep": {"en": ["The session value was {S}."], "ko": ["세션 값은 {S} 였다."]},
            "pre": {"en": ["The export endpoint of {svc} has no API token, so {person} copied a logged-in session from {loc}:",
                           "To {task} I reused the admin session; cookie taken from {loc}:"],
                    "ko": ["{svc} 내보내기 엔드포인트에는 API 토큰이 없어서 {person}님이 {loc}에서 로그인 세션을 복사해 줬다:",
                           "{task} 작업에 관리자 세션을 재사용했다. {loc}에서 가져온 쿠키:"]},
            "lesson": {"en": ["Session cookies expire after 30 minutes of inactivity; scripted exports need a real API credential.",
                              "A copied session cookie is as good as the password; log out to invalidate it afterwards."],
                       "ko": ["세션 쿠키는 30분 동안 활동이 없으면 만료된다. 스크립트로 내보내려면 정식 API 자격 증명이 필요하다.",
                              "복사한 세션 쿠키는 비밀번호와 같다. 작업 후 로그아웃해서 무효화할 것."]}}
    mc, lesson, ask = assemble(ctx, snip, [val], bank=bank, p_rep_lesson=0.1)
    return rec("session cookie (%s) %s" % (fw, ["curl -H Cookie", "Set-Cookie response", "cookie export JSON", "Cookie header"][k]),
               mc, lesson, ask, [val], [], "cookie/%d" % k)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: signed URLs
# ----------------------------------------------------------------------------------------------
def signed_url():
    d = date_s().replace("-", "")
    k = ri(0, 5)
    if k == 0:
        akid, sig = "AKIA" + rs(B32, 16), rs(HEX, 64)
        u = ("https://%s.s3.ap-northeast-2.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256"
             "&X-Amz-Credential=%s%%2F%s%%2Fap-northeast-2%%2Fs3%%2Faws4_request&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d"
             "&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (ch(["acme-reports", "shop-kr-exports", "data-drop"]), rs(LONUM, 12), akid, d, d, ri(0, 23), ri(0, 59), ch([3600, 604800, 86400]), sig))
        return u, "S3 presigned URL", [akid, sig]
    if k == 1:
        akid, sig = "ASIA" + rs(B32, 16), rs(HEX, 64)
        tok = pct("IQoJb3JpZ2luX2Vj" + rs(B64, ri(140, 200)))
        u = ("https://%s.s3.amazonaws.com/upload/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2Fus-east-1%%2Fs3%%2Faws4_request"
             "&X-Amz-Date=%sT000000Z&X-Amz-Expires=900&X-Amz-Security-Token=%s&X-Amz-SignedHeaders=host&X-Amz-Signature=%s"
             % (ch(["media-upload-prd", "cs-attachments"]), uuid4(), akid, d, d, tok, sig))
        return u, "S3 presigned URL with session token", [akid, tok, sig]
    if k == 2:
        sig = rs(HEX, 512)
        u = ("https://storage.googleapis.com/%s/%s.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com"
             "%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=%sT101500Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s"
             % (ch(["invoices-prod", "kr-contracts"]), rs(LONUM, 10), ch(["acme-prod", "shop-kr-prd"]), d, d, sig))
        return u, "GCS V4 signed URL", [sig]
    if k == 3:
        sig = pct(b64e(rbytes(32)))
        u = ("https://st%s.blob.core.windows.net/%s/%s.zip?sv=2022-11-02&ss=b&srt=co&sp=rl&se=%sT23:59:59Z&st=%sT00:00:00Z&spr=https&sig=%s"
             % (rs(LONUM, 10), ch(["backups", "exports"]), rs(LONUM, 8), date_s(), date_s(), sig))
        return u, "Azure SAS URL", [sig]
    if k == 4:
        sig = rs(B64U.replace("_", "~"), ri(170, 176))
        u = "https://d%s.cloudfront.net/videos/%s.m3u8?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(LONUM, 13), rs(LONUM, 10), ri(1735689600, 1767225600), sig, rs(UPNUM, 13))
        return u, "CloudFront signed URL", [sig]
    akid, sig = "LTAI5t" + rs(ALNUM, 18), pct(b64e(rbytes(20)))
    u = "https://%s.oss-cn-hangzhou.aliyuncs.com/report/%s.xlsx?OSSAccessKeyId=%s&Expires=%d&Signature=%s" % (
        ch(["cn-ops-bucket", "tmall-export"]), rs(LONUM, 8), akid, ri(1735689600, 1767225600), sig)
    return u, "Alibaba OSS signed URL", [akid, sig]


def f_signed_url(lang):
    ctx = new_ctx(lang)
    u, label, vals = signed_url()
    ctx = prep_ctx(ctx, "download link", "다운로드 링크", ("the ticket" if lang == "en" else "티켓"))
    bank = {"replace": True,
            "pre": {"en": ["{person} attached the export as a signed link in {loc}; I didn't know links expire:",
                           "The file I needed to {task} was only reachable via this presigned URL:",
                           "Context: the partner downloads from a link we generate. The one from {loc}:"],
                    "ko": ["{person}님이 {loc}에 서명된 링크로 파일을 첨부했는데, 링크가 만료된다는 걸 몰랐다:",
                           "{task} 작업에 필요한 파일은 이 presigned URL로만 접근할 수 있었다:",
                           "배경: 파트너사는 우리가 만든 링크로 파일을 받는다. {loc}에 있던 링크:"]},
            "mc_only": {"en": ["I didn't know where the {env} export lands or how partners fetch it."],
                        "ko": ["{env} 내보내기 파일이 어디에 쌓이고 파트너가 어떻게 받아 가는지 몰랐다."]},
            "lpre": {"en": ["Partners fetch it with the signed URL, e.g.:"], "ko": ["파트너는 서명된 URL로 받아 간다. 예:"]},
            "lesson": {"en": ["Signed links carry their own credentials; anyone with the link can download until it expires.",
                              "Regenerate the link instead of pasting an old one; the signature is bound to the expiry time."],
                       "ko": ["서명된 링크는 자격 증명을 포함하고 있어서 만료 전까지는 링크만 있으면 누구나 받을 수 있다.",
                              "예전 링크를 붙여넣지 말고 새로 생성할 것. 서명은 만료 시각에 묶여 있다."]},
            "ask": {"en": ["How long should partner links stay valid?", "Should the links come from a dedicated signing role?"],
                    "ko": ["파트너용 링크 유효 기간은 얼마로 할까요?", "링크 서명용 전용 역할을 만들까요?"]},
            "ask_rep": {"en": ["Is the signature {S} still valid or should I regenerate?"], "ko": ["서명 {S} 값이 아직 유효한가요, 다시 생성할까요?"]},
            "lesson_rep": {"en": ["The signature part ({S}) is what grants access."], "ko": ["접근 권한을 주는 건 서명 부분({S})이다."]}}
    mc, lesson, ask = assemble(ctx, u, [vals[-1]], bank=bank, p_rep_lesson=0.1, p_rep_ask=0.08)
    return rec("signed URL: %s" % label, mc, lesson, ask, vals, [label.split()[0]], "signed-url/" + label)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: private keys (PEM / OpenSSH / PuTTY), body lines listed one by one
# ----------------------------------------------------------------------------------------------
def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(comment):
    pub = rbytes(32)
    seed = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) +
            _sshstr(pubblob) + _sshstr(priv))
    return wrap(b64e(blob), 70), "OPENSSH PRIVATE KEY", "OpenSSH ed25519"


def ec_p256():
    der = bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64)
    return wrap(b64e(der), 64), "EC PRIVATE KEY", "EC P-256 (SEC1)"


def pkcs8_ed25519():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return wrap(b64e(der), 64), "PRIVATE KEY", "Ed25519 PKCS#8"


def pkcs8_ec():
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420") + rbytes(32) +
           bytes.fromhex("a144034200") + b"\x04" + rbytes(64))
    return wrap(b64e(der), 64), "PRIVATE KEY", "EC P-256 PKCS#8"


def rsa_partial():
    # first lines of a 2048-bit PKCS#1 key as pasted (rest truncated by the user)
    der = bytes.fromhex("308204a40201000282010100") + rbytes(ri(230, 300))
    lines = wrap(b64e(der), 64)
    n = ri(3, 5)
    return lines[:n], "RSA PRIVATE KEY", "RSA PKCS#1 (first lines only)"


def rsa_512():
    # legacy 512-bit test key (short enough to paste whole)
    der = bytes.fromhex("3082013a020100024100") + rbytes(308)
    return wrap(b64e(der), 64), "RSA PRIVATE KEY", "RSA 512 PKCS#1 (legacy test key)"


def pem_block(lines, label, truncated=False):
    body = "\n".join(lines)
    if truncated:
        return "-----BEGIN %s-----\n%s\n...(truncated)" % (label, body)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, body, label)


def f_private_key(lang):
    ctx = new_ctx(lang)
    k = ri(0, 7)
    comment = ch(["deploy@ci", "jenkins@build01", "minjun@macbook", "ansible@ops", "github-actions"])
    if k == 0:
        lines, label, kind = openssh_ed25519(comment)
    elif k == 1:
        lines, label, kind = ec_p256()
    elif k == 2:
        lines, label, kind = pkcs8_ed25519()
    elif k == 3:
        lines, label, kind = pkcs8_ec()
    elif k == 4:
        lines, label, kind = rsa_partial()
    elif k == 5:
        lines, label, kind = rsa_512()
    elif k == 6:
        lines, label, kind = openssh_ed25519(comment)
    else:
        lines, label, kind = ec_p256()
    lines = [ln for ln in lines if len(ln) >= 8] if len(lines[-1]) < 8 and len(lines) > 1 else lines
    if len(lines[-1]) < 8:
        lines[-1] = lines[-1]  # regenerated by the window check (too short)
    trunc = kind.endswith("(first lines only)")
    container = ri(0, 4)
    if k == 6:
        # PuTTY ppk
        pub = b64e(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))
        priv = wrap(b64e(_sshstr(rbytes(32))), 64)
        snip = ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: 2\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s"
                % (comment, "\n".join(wrap(pub, 64)), len(priv), "\n".join(priv), rs(HEX, 64)))
        lines, kind = priv, "PuTTY .ppk private lines"
        where = ("the .ppk file", ".ppk 파일")
    elif container == 0 or trunc:
        snip = pem_block(lines, label, trunc)
        where = ch([("~/.ssh/id_deploy", "~/.ssh/id_deploy"), ("the key file", "키 파일"), ("the chat", "채팅")])
    elif container == 1:
        # inside a k8s secret / YAML literal block
        snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-tls\ntype: Opaque\nstringData:\n  tls.key: |\n    %s" % (
            ctx["svc"], pem_block(lines, label).replace("\n", "\n    "))
        where = ("k8s/%s/tls-secret.yaml" % ctx["env"], "k8s/%s/tls-secret.yaml" % ctx["env"])
    elif container == 2:
        # GitHub Actions step writing the key
        snip = "- name: install deploy key\n  run: |\n    mkdir -p ~/.ssh\n    cat > ~/.ssh/id_deploy <<'EOF'\n    %s\n    EOF\n    chmod 600 ~/.ssh/id_deploy" % (
            pem_block(lines, label).replace("\n", "\n    "))
        where = (".github/workflows/release.yml", ".github/workflows/release.yml")
    elif container == 3:
        # JSON with escaped newlines (service-account style)
        pem = pem_block(lines, label).replace("\n", "\\n") + "\\n"
        snip = '{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n  "client_email": "%s@%s.iam.gserviceaccount.com"\n}' % (
            ch(["acme-prod", "shop-kr-prd", "analytics-dev"]), rs(HEX, 40), pem, ch(["deployer", "bq-loader"]), ch(["acme-prod", "shop-kr-prd"]))
        where = ("the service-account JSON", "서비스 계정 JSON")
    else:
        snip = "SSH_PRIVATE_KEY=\"%s\"" % pem_block(lines, label)
        where = (".env.ci", ".env.ci")
    lp = where[0] if lang == "en" else where[1]
    ctx = prep_ctx(ctx, "private key", "개인 키", ("`%s`" % lp) if ("/" in lp or lp.startswith(".")) else lp)
    bank = {"replace": True,
            "pre": {"en": ["To {task} I needed SSH access to the {env} hosts; {person} pasted the deploy key from {loc}:",
                           "The TLS handshake on {env} failed until the right private key was mounted. The one from {loc}:",
                           "I didn't know which key the {svc} pipeline uses to reach the {env} servers. It is in {loc}:"],
                    "ko": ["{task} 작업에 {env} 호스트 SSH 접근이 필요했고, {person}님이 {loc}에서 배포 키를 붙여줬다:",
                           "{env}의 TLS 핸드셰이크가 올바른 개인 키를 마운트하기 전까지 실패했다. {loc}에 있던 키:",
                           "{svc} 파이프라인이 {env} 서버에 접속할 때 어떤 키를 쓰는지 몰랐다. {loc}에 있다:"]},
            "post": {"en": ["The key has no passphrase.", "Same key is used for every {env} host.", ""],
                     "ko": ["키에 패스프레이즈가 없다.", "{env}의 모든 호스트에 같은 키를 쓴다.", ""]},
            "mc_only": {"en": ["I could not {task}: `Permission denied (publickey)` on every {env} host.",
                               "Nobody told me the {env} deploy uses a shared SSH key instead of per-user keys."],
                        "ko": ["{task} 작업을 못 했다. {env}의 모든 호스트에서 `Permission denied (publickey)` 오류가 났다.",
                               "{env} 배포가 개인별 키가 아니라 공용 SSH 키를 쓴다는 걸 아무도 말해주지 않았다."]},
            "lpre": {"en": ["The key that works ({loc}):", "{person} gave me this key:"],
                     "ko": ["동작하는 키({loc}):", "{person}님이 준 키:"]},
            "lpost": {"en": ["Store it with mode 600.", ""], "ko": ["권한은 600으로 둘 것.", ""]},
            "lesson": {"en": ["A private key pasted into chat has to be treated as compromised and rotated.",
                              "The deploy key must be in the agent before running Ansible, otherwise it silently falls back to passwords.",
                              "Mount the key as a secret volume instead of baking it into the image."],
                       "ko": ["채팅에 붙여넣은 개인 키는 유출된 것으로 보고 교체해야 한다.",
                              "Ansible 실행 전에 배포 키를 에이전트에 올려야 한다. 안 그러면 조용히 비밀번호 인증으로 넘어간다.",
                              "키를 이미지에 굽지 말고 시크릿 볼륨으로 마운트할 것."]},
            "ask": {"en": ["Should I generate a new deploy key and revoke this one?", "Where should the {env} deploy key live from now on?"],
                    "ko": ["새 배포 키를 만들고 이 키는 폐기할까요?", "앞으로 {env} 배포 키는 어디에 보관할까요?"]}}
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return rec("private key: %s" % kind, mc, lesson, ask, lines, [], "pem/%s/%d" % (kind, container))


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: TOTP seeds, recovery codes, PINs, Wi-Fi keys
# ----------------------------------------------------------------------------------------------
def f_totp(lang):
    ctx = new_ctx(lang)
    seed = rs(B32, ch([16, 32, 32]))
    issuer = ch(["AWS", "GitHub", "Okta", "NaverWorks", "Cloudflare", "Toss", "Kakao", "Jenkins", "Grafana"])
    acct = ch(["ops@acme-corp.io", "root", "admin", "shared-oncall", "billing@shop.co.kr"])
    k = ri(0, 4)
    if k == 0:
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
        val = seed
    elif k == 1:
        val = " ".join(wrap(seed.lower(), 4))
        snip = ("Manual entry key: %s" if lang == "en" else "수동 입력 키: %s") % val
    elif k == 2:
        snip = "import pyotp\ntotp = pyotp.TOTP(\"%s\")\nprint(totp.now())" % seed
        val = seed
    elif k == 3:
        snip = "MFA_TOTP_SECRET=%s" % seed
        val = seed
    else:
        snip = "oathtool --totp -b %s" % seed
        val = seed
    ctx = prep_ctx(ctx, "TOTP seed for the shared %s account" % issuer, "공용 %s 계정 OTP 시드" % issuer, "")
    bank = {"replace": True,
            "pre": {"en": ["The shared {what} is needed by the nightly job to {task}; {person} exported it:",
                           "I could not log in to the {env} console without MFA. {person} gave me the {what}:",
                           "The scheduled job needs a one-time code, so the {what} was put here:"],
                    "ko": ["야간 잡이 {task} 작업을 하려면 {what_i} 필요해서 {person}님이 내보내 줬다:",
                           "MFA 없이는 {env} 콘솔에 로그인할 수 없었다. {person}님이 {what_eul} 알려줬다:",
                           "예약 작업에 일회용 코드가 필요해서 {what_eul} 여기에 넣어 뒀다:"]},
            "mc_only": {"en": ["I didn't know the shared account is protected by TOTP, so the automation to {task} failed at login."],
                        "ko": ["공용 계정에 TOTP가 걸려 있는 줄 몰라서 {task} 작업 자동화가 로그인 단계에서 실패했다."]},
            "lpre": {"en": ["Generating the code from the seed works:"], "ko": ["시드로 코드를 생성하면 된다:"]},
            "lesson": {"en": ["Whoever holds the {what} can bypass MFA; it belongs in the vault, not in notes.",
                              "Codes are time-based, so the container clock must be in sync or logins fail."],
                       "ko": ["{what_eul} 가진 사람은 MFA를 우회할 수 있다. 노트가 아니라 볼트에 있어야 한다.",
                              "코드는 시간 기반이라 컨테이너 시계가 맞지 않으면 로그인이 실패한다."]},
            "ask": {"en": ["Can we switch the shared account to a hardware key instead of a TOTP seed?",
                           "Should the {what} be re-enrolled now that it was shared?"],
                    "ko": ["공용 계정을 TOTP 시드 대신 하드웨어 키로 바꿀 수 있을까요?",
                           "{what_i} 공유됐으니 다시 등록할까요?"]}}
    mc, lesson, ask = assemble(ctx, snip, [val], bank=bank, p_rep_lesson=0.15, p_rep_ask=0.1)
    return rec("TOTP seed (%s)" % ["otpauth URI", "grouped manual key", "pyotp code", ".env", "oathtool"][k], mc, lesson, ask, [val], [issuer], "totp/%d" % k)


def recovery_codes():
    k = ri(0, 6)
    if k == 0:
        codes = ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(ri(6, 10))]
        return codes, "GitHub recovery codes", "GitHub 복구 코드", "\n".join(codes)
    if k == 1:
        codes = ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(ri(6, 10))]
        return codes, "Google backup codes", "Google 백업 코드", "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if k == 2:
        codes = [rs(HEX, 16) for _ in range(ri(5, 8))]
        return codes, "GitLab recovery codes", "GitLab 복구 코드", "\n".join("- " + c for c in codes)
    if k == 3:
        c = "A3-%s-%s-%s-%s-%s-%s" % (rs(UPNUM, 6), rs(UPNUM, 6), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5), rs(UPNUM, 5))
        return [c], "1Password Secret Key", "1Password 시크릿 키", "Secret Key: %s" % c
    if k == 4:
        c = "-".join(rs(DG, 6) for _ in range(8))
        return [c], "BitLocker recovery key", "BitLocker 복구 키", "Recovery Key ID: %s\nRecovery Key: %s" % (rs(HEXU, 8), c)
    if k == 5:
        c = "-".join(rs(UPNUM, 4) for _ in range(7))
        return [c], "Apple ID recovery key", "Apple 계정 복구 키", "Recovery key: %s" % c
    codes = [rs(LONUM, 10) for _ in range(ri(6, 10))]
    return codes, "Atlassian backup codes", "Atlassian 백업 코드", "  ".join(codes)


def f_recovery(lang):
    ctx = new_ctx(lang)
    codes, wen, wko, snip = recovery_codes()
    ctx = prep_ctx(ctx, wen, wko, "")
    bank = {"replace": True,
            "pre": {"en": ["The MFA device for the shared admin was lost; {person} dug out the {what}:",
                           "To {task} I had to get into the break-glass account. The {what} from the onboarding doc:",
                           "Found the {what} in a wiki page while trying to {task}:"],
                    "ko": ["공용 관리자 계정 MFA 기기를 분실해서 {person}님이 {what_eul} 찾아줬다:",
                           "{task} 작업 때문에 비상 계정에 들어가야 했다. 온보딩 문서에 있던 {what}:",
                           "{task} 중에 위키 페이지에서 {what_eul} 발견했다:"]},
            "mc_only": {"en": ["I could not {task} because the only MFA device for the admin account was with someone on leave."],
                        "ko": ["관리자 계정의 유일한 MFA 기기를 휴가 중인 사람이 갖고 있어서 {task} 작업을 못 했다."]},
            "lpre": {"en": ["These worked (each only once):"], "ko": ["아래 코드로 해결(각각 한 번만 사용 가능):"]},
            "lesson": {"en": ["Each recovery code works once; mark the used ones and store the rest in the vault.",
                              "Recovery material should never live in a wiki page; it bypasses MFA entirely."],
                       "ko": ["복구 코드는 한 번씩만 쓸 수 있다. 사용한 코드는 표시하고 나머지는 볼트에 보관할 것.",
                              "복구 정보는 위키에 두면 안 된다. MFA를 완전히 우회한다."]},
            "ask": {"en": ["Should I regenerate the {what} now that they were exposed?", "Who else has a copy of the {what}?"],
                    "ko": ["노출됐으니 {what_eul} 재발급할까요?", "{what_eul} 가진 사람이 또 누가 있나요?"]},
            "ask_rep": {"en": ["I used {S}; can you confirm it is now burned?"], "ko": ["{S} 코드를 썼습니다. 이제 무효화된 게 맞나요?"]},
            "lesson_rep": {"en": ["Code {S} was used on the first try."], "ko": ["{S} 코드는 첫 시도에 사용했다."]}}
    mc, lesson, ask = assemble(ctx, snip, codes, bank=bank, p_rep_lesson=0.2, p_rep_ask=0.15)
    return rec("recovery codes: %s" % wen, mc, lesson, ask, codes, [], "recovery/" + wen)


def f_pin(lang):
    ctx = new_ctx(lang)
    k = ri(0, 5)
    pin = rs(DG, ch([8, 8, 10, 12]))
    things = [("SIM PUK code of the on-call phone", "당직폰 SIM PUK 코드", "PUK: %s"),
              ("YubiKey PIV PIN", "YubiKey PIV PIN 번호", "ykman piv access change-pin --pin %s --new-pin ********"),
              ("HSM operator PIN", "HSM 운영자 PIN 번호", "pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects"),
              ("server room door code", "서버실 출입 비밀번호", "%s#"),
              ("test device unlock PIN", "테스트 단말 잠금 해제 PIN 번호", "adb shell input text %s && adb shell input keyevent 66"),
              ("smart-card PIN for code signing", "코드 서명용 스마트카드 PIN 번호", "signtool sign /csp \"eToken Base Cryptographic Provider\" /kc \"[{{%s}}]=te-%s\" app.exe")]
    wen, wko, fmt = things[k]
    if k == 5:
        snip = fmt % (pin, rs(HEX, 8))
    elif k == 1:
        snip = fmt % pin
    else:
        snip = fmt % pin
    ctx = prep_ctx(ctx, wen, wko, "")
    bank = {"replace": True,
            "pre": {"en": ["I didn't have the {what} and {person} sent it over:", "To {task} I needed the {what}. From {person}:"],
                    "ko": ["{what_i} 없어서 {person}님이 보내줬다:", "{task} 작업에 {what_i} 필요했다. {person}님 답변:"]},
            "mc_only": {"en": ["The {what} is not documented anywhere, so I got stuck."], "ko": ["{what_i} 어디에도 문서화되어 있지 않아서 막혔다."]},
            "lpre": {"en": ["It worked with:"], "ko": ["이렇게 하니 됐다:"]},
            "lesson": {"en": ["Three wrong attempts lock the device, so ask instead of guessing.", "The {what} is kept by {person}; ask before touching the device."],
                       "ko": ["세 번 틀리면 잠기므로 추측하지 말고 물어볼 것.", "{what_eun} {person}님이 관리한다. 장비를 만지기 전에 물어볼 것."]},
            "ask": {"en": ["Can the {what} go into the team vault?", "Should I change the {what} now?"],
                    "ko": ["{what_eul} 팀 볼트에 넣어도 될까요?", "지금 {what_eul} 바꿀까요?"]},
            "ask_rep": {"en": ["Is {S} still the {what}?"], "ko": ["{S} 번호가 아직 {what_i} 맞나요?"]},
            "lesson_rep": {"en": ["(It is {S}.)"], "ko": ["(번호는 {S})"]}}
    mc, lesson, ask = assemble(ctx, snip, [pin], bank=bank, p_rep_lesson=0.25, p_rep_ask=0.2)
    return rec("PIN: %s" % wen, mc, lesson, ask, [pin], [], "pin/%d" % k)


def f_wifi(lang):
    ctx = new_ctx(lang)
    pw, style = password(lang)
    pw = pw.replace('"', "").replace(";", "").replace("\\", "")
    ssid = ch(["ACME-Guest", "ACME-Corp", "shop-5F", "회의실-5G", "DEV-LAB", "ops_warroom", "KR-Office-2.4G"])
    k = ri(0, 5)
    vals = [pw]
    if k == 0:
        snip = 'network={\n    ssid="%s"\n    psk="%s"\n    key_mgmt=WPA-PSK\n}' % (ssid, pw)
        label = "wpa_supplicant.conf"
    elif k == 1:
        snip = 'nmcli dev wifi connect "%s" password "%s"' % (ssid, pw)
        label = "nmcli"
    elif k == 2:
        snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw)
        label = "Wi-Fi QR payload"
    elif k == 3:
        snip = "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw)
        label = "hostapd.conf"
    elif k == 4:
        psk = rs(HEX, 64)
        snip = 'network={\n\tssid="%s"\n\t#psk="%s"\n\tpsk=%s\n}' % (ssid, pw, psk)
        vals = [pw, psk]
        label = "wpa_passphrase output"
    else:
        snip = ("    SSID name              : \"%s\"\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, pw))
        label = "netsh wlan show profile key=clear"
    ctx = prep_ctx(ctx, "Wi-Fi key of %s" % ssid, "%s 와이파이 비밀번호" % ssid, "")
    bank = {"replace": True,
            "pre": {"en": ["The kiosk devices for {svc} need the office Wi-Fi; I didn't have the {what}. {person} sent:",
                           "To {task} the test Raspberry Pi had to join the lab network:",
                           "Provisioning script for the store tablets (from {person}):"],
                    "ko": ["{svc} 키오스크 기기가 사무실 와이파이에 붙어야 하는데 {what_i} 없었다. {person}님이 보내준 것:",
                           "{task} 작업을 하려면 테스트용 라즈베리파이가 랩 네트워크에 붙어야 했다:",
                           "매장 태블릿 프로비저닝 스크립트({person}님 제공):"]},
            "mc_only": {"en": ["I didn't know which network the test devices should join, so provisioning stalled."],
                        "ko": ["테스트 기기가 어느 네트워크에 붙어야 하는지 몰라서 프로비저닝이 멈췄다."]},
            "lpre": {"en": ["Device config that works:"], "ko": ["동작하는 기기 설정:"]},
            "lesson": {"en": ["Devices must use the IoT SSID, not the corporate one; the guest network blocks the MQTT port.",
                              "The key is rotated every quarter, so the provisioning image needs updating too."],
                       "ko": ["기기는 사내망이 아니라 IoT SSID를 써야 한다. 게스트망은 MQTT 포트를 막는다.",
                              "키는 분기마다 바뀌므로 프로비저닝 이미지도 같이 갱신해야 한다."]},
            "ask": {"en": ["Is there a separate IoT network I should use instead?", "When is the Wi-Fi key rotated next?"],
                    "ko": ["대신 써야 할 IoT 전용 네트워크가 있나요?", "와이파이 키는 다음에 언제 바뀌나요?"]},
            "ask_rep": {"en": ["Is {S} still the Wi-Fi key this quarter?"], "ko": ["이번 분기에도 와이파이 비번이 {S} 인가요?"]},
            "lesson_rep": {"en": ["Current key: {S}."], "ko": ["현재 키: {S}"]}}
    mc, lesson, ask = assemble(ctx, snip, vals[:1], bank=bank)
    return rec("Wi-Fi key (%s) in %s" % (style, label), mc, lesson, ask, vals, [], "wifi/" + label)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: webhook URLs with embedded secrets (the secret path/query part is listed)
# ----------------------------------------------------------------------------------------------
def webhook():
    k = ri(0, 8)
    if k == 0:
        tok = rs(ALNUM, 24)
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, 10), rs(UPNUM, 10), tok), [tok], "Slack incoming webhook", "Slack"
    if k == 1:
        tok = rs(B64U, 68)
        return "https://discord.com/api/webhooks/%s/%s" % (digits_nz(19), tok), [tok], "Discord webhook", "Discord"
    if k == 2:
        tok = rs(HEX, 64)
        sec = "SEC" + rs(HEX, 64)
        if chance(0.5):
            return "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok, [tok], "DingTalk robot webhook", "DingTalk"
        return "https://oapi.dingtalk.com/robot/send?access_token=%s\nsign secret: %s" % (tok, sec), [tok, sec], "DingTalk robot webhook + sign secret", "DingTalk"
    if k == 3:
        tok = uuid4()
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok, [tok], "Feishu bot webhook", "Feishu / Lark"
    if k == 4:
        tok = pct(b64e(rbytes(32)))
        return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIza%s&token=%s" % (rs(B64U, 7), rs(B64U, 35), tok), [tok], "Google Chat webhook", "Google Chat"
    if k == 5:
        sig = rs(B64U, 43)
        return ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01"
                "&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 40), rs(HEX, 32), sig)), [sig], "Teams workflow webhook", "Microsoft Teams"
    if k == 6:
        tok = rs(HEX, 32)
        return "https://wh.jandi.com/connect-api/webhook/%s/%s" % (digits_nz(8), tok), [tok], "JANDI incoming webhook", "JANDI"
    if k == 7:
        tok = rs(LONUM, 26)
        return "https://mattermost.corp.local/hooks/%s" % tok, [tok], "Mattermost incoming webhook", "Mattermost"
    tok = "%s:AA%s" % (digits_nz(10), rs(B64U, 33))
    return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s" % (tok, rs(DG, 10)), [tok], "Telegram bot sendMessage URL", "Telegram"


def f_webhook(lang):
    ctx = new_ctx(lang)
    url, vals, label, vendor = webhook()
    k = ri(0, 4)
    first = url.split("\n")[0]
    rest = url.split("\n")[1:]
    if k == 0:
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\": \"deploy %s finished\"}' '%s'" % (ctx["env"], first)
    elif k == 1:
        snip, _, _ = c_dotenv([("ALERT_WEBHOOK_URL", first, False)], ctx, "alert")
    elif k == 2:
        snip = "alertmanager:\n  receivers:\n    - name: oncall\n      webhook_configs:\n        - url: \"%s\"" % first
    elif k == 3:
        snip = "requests.post(\"%s\", json={\"text\": msg}, timeout=5)" % first
    else:
        snip = first
    if rest:
        snip += "\n" + "\n".join(rest)
    lbl = label.split(" + ")[0]
    ctx = prep_ctx(ctx, "%s URL" % lbl, "%s URL" % lbl, "")
    bank = {"replace": True,
            "pre": {"en": ["Deploy notifications for {svc} stopped and I didn't know where they are posted. {person} found the hook:",
                           "To {task} I needed the alert channel hook; it was in the old script:",
                           "The {env} alerting goes to this {what}:"],
                    "ko": ["{svc} 배포 알림이 멈췄는데 어디로 보내는지 몰랐다. {person}님이 훅 주소를 찾아줬다:",
                           "{task} 작업에 알림 채널 훅이 필요했는데 예전 스크립트에 있었다:",
                           "{env} 알림은 이 {what}{ro} 간다:"]},
            "mc_only": {"en": ["I didn't know which channel the {env} alerts post to, so I could not verify the fix."],
                        "ko": ["{env} 알림이 어느 채널로 가는지 몰라서 수정 사항을 확인할 수 없었다."]},
            "lpre": {"en": ["Posting to this hook works:"], "ko": ["이 훅으로 보내면 된다:"]},
            "lesson": {"en": ["Anyone with the webhook URL can post into the channel; treat the URL itself as a secret.",
                              "The hook silently drops messages over 4000 characters; truncate the changelog."],
                       "ko": ["웹훅 URL만 있으면 누구나 채널에 글을 올릴 수 있다. URL 자체를 시크릿으로 다뤄야 한다.",
                              "훅은 4000자를 넘는 메시지를 조용히 버린다. 변경 내역은 잘라서 보낼 것."]},
            "ask": {"en": ["Should the {what} be regenerated since it was in a public script?", "Which channel should {env} alerts go to?"],
                    "ko": ["공개 스크립트에 있었으니 {what_eul} 재발급할까요?", "{env} 알림은 어느 채널로 보내야 하나요?"]}}
    ctx["ro"] = "로"
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return rec("webhook: %s" % label, mc, lesson, ask, vals, [vendor], "webhook/%s/%d" % (label, k))


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: label in one field, value in the next
# ----------------------------------------------------------------------------------------------
def f_split(lang):
    ctx = new_ctx(lang)
    if chance(0.5):
        v, style = password(lang)
        wen, wko = ch([("password for the %s admin console" % ctx["env"], "%s 관리자 콘솔 비밀번호" % ctx["env"]),
                       ("MySQL root password", "MySQL root 비밀번호"), ("SFTP password of the partner", "파트너 SFTP 비밀번호"),
                       ("shared on-call account password", "당직 공용 계정 비밀번호")])
        vals, cat = [v], "password (%s)" % style
        vendors = []
    else:
        it = pick_vendor_item(lang)
        sp = [(k, v) for k, v, s in it["pairs"] if s]
        v = sp[-1][1]
        vals = [v]
        wen, wko = it["en"], it["ko"]
        cat = "vendor token %s" % it["vendor"]
        vendors = [it["vendor"]]
    user = ch(DB_USERS)
    k = ri(0, 3)
    if lang == "en":
        if k == 0:
            mc = "I needed the %s to %s. Login is `%s`; the password %s sent is in the lesson field." % (wen, ctx["task"], user, ctx["person"])
            lesson = "%s\n(that is the value itself; it has to be typed, pasting strips the trailing character)" % v
        elif k == 1:
            mc = "To %s I was given the %s by %s:" % (ctx["task"], wen, ctx["person"])
            lesson = "%s -- use it only for %s and ask for rotation afterwards." % (v, ctx["env"])
        elif k == 2:
            mc = "Credentials for %s on %s, username `%s`." % (ctx["svc"], ctx["env"], user)
            lesson = "The %s (kept separate from the username on purpose):" % wen
            lesson += "\n" + v
        else:
            mc = "%s on %s needs the %s and I didn't have it." % (ctx["svc"], ctx["env"], wen)
            lesson = "%s sent it over DM; the next field has it." % ctx["person"]
        ask = "%s\nIs this still valid, or should I ask for a new one?" % v if k == 3 else ch(
            ["Should this go into the vault?", "Can I get my own account instead of using the %s?" % wen, ""])
    else:
        if k == 0:
            mc = "%s 작업에 %s 필요했다. 로그인 ID는 `%s`, %s님이 보낸 비밀번호는 lesson 필드에 적어 둔다." % (ctx["task"], jo(wko, "이"), user, ctx["person"])
            lesson = "%s\n(값 그대로임. 붙여넣으면 마지막 글자가 잘려서 직접 입력해야 한다)" % v
        elif k == 1:
            mc = "%s 작업을 위해 %s님에게 받은 %s:" % (ctx["task"], ctx["person"], wko)
            lesson = "%s — %s에서만 쓰고 작업 후 교체 요청할 것." % (v, ctx["env"])
        elif k == 2:
            mc = "%s의 %s 서비스 계정 정보, 사용자명 `%s`." % (ctx["env"], ctx["svc"], user)
            lesson = "%s (일부러 사용자명과 분리해서 적음):" % wko
            lesson += "\n" + v
        else:
            mc = "%s의 %s 서비스에 %s 필요한데 나한테 없었다." % (ctx["env"], ctx["svc"], jo(wko, "이"))
            lesson = "%s님이 DM으로 보내줬다. 다음 필드에 값이 있다." % ctx["person"]
        ask = "%s\n이 값 아직 유효한가요, 새로 받아야 하나요?" % v if k == 3 else ch(
            ["이 값을 볼트에 넣을까요?", "%s 대신 개인 계정을 받을 수 있을까요?" % wko, ""])
    return rec("split across fields: %s" % cat, mc, lesson, ask, vals, vendors, "split/%d" % k)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: long tokens (hundreds of characters)
# ----------------------------------------------------------------------------------------------
def long_item():
    k = ri(0, 4)
    if k == 0:
        t = jwt_token({"tid": uuid4(), "roles": ["Orders.ReadWrite"]}, alg="RS256", minimal=True)
        return item("Microsoft Entra ID", "global", "Entra ID access token (JWT)", "Azure AD 액세스 토큰", [("AZURE_ACCESS_TOKEN", t, True)])
    if k == 1:
        t = jwt_token({"role": "service_role", "permissions": ["read:all", "write:orders"], "org": rs(LONUM, 12)}, alg="HS512", long_sig=True)
        return item("internal IdP", "global", "long-lived service JWT", "장기 서비스 JWT 토큰", [("SERVICE_JWT", t, True)])
    for _ in range(10):
        it = ch(LONG_VENDORS)()
        if max(len(v) for _, v, s in it["pairs"] if s) >= 100:
            return it
    return it


def f_long_token(lang):
    it = long_item()
    ctx = new_ctx(lang, it["vendor"])
    vals = [v for _, v, s in it["pairs"] if s]
    if len(vals) == 1 and chance(0.4) and " " not in vals[0]:
        url = API_HOSTS.get(it["vendor"], "https://api.internal.acme-corp.io/v1/%s" % ch(["orders", "reports", "me"]))
        text, style = http_snippet("Authorization", "Bearer " + vals[0], url, ctx)
        ctx = prep_ctx(ctx, it["en"], it["ko"], HTTP_LOC[style][0] if lang == "en" else HTTP_LOC[style][1])
        mc, lesson, ask = assemble(ctx, text, [], bank=HTTP_BANK)
        label = style
    else:
        text, path, label = render(it["pairs"], ctx, it["vendor"], ch([c_dotenv, c_export, c_yaml, c_json, c_k8s_secret, c_gha, c_chat, c_log]))
        ctx = prep_ctx(ctx, it["en"], it["ko"], loc(path, lang))
        mc, lesson, ask = assemble(ctx, text, [], place=ch(["mc", "lesson"]))
    return rec("long token (%d chars): %s in %s" % (max(len(v) for v in vals), it["vendor"], label), mc, lesson, ask, vals, [it["vendor"]], "long/" + label)


# ----------------------------------------------------------------------------------------------
# SECRET FAMILY: several secrets at once: diffs, per-env tables, stack traces, dumps
# ----------------------------------------------------------------------------------------------
RESHAPE_ALPHABETS = [DG, HEX, HEXU, LONUM, UPNUM, ALPHA, ALNUM, B64U, B64]


def reshape(v):
    """another credential of the same shape: keep the vendor prefix, re-draw the body from its alphabet"""
    cut = 0
    for i, c in enumerate(v[:16]):
        if c in "_-.$:" and i >= 2:
            cut = i + 1
            if v[:i].isalpha() or v[:i].lower().startswith(("sk", "rk", "live", "test", "xox", "glpat", "hf", "npm", "dop", "pul")):
                break
    if cut > 12:
        cut = 0
    body = v[cut:]
    chars = [c for c in body if c not in "-_.=:$~"]
    alpha = ALNUM + "-_+/"
    for a in RESHAPE_ALPHABETS:
        if all(c in a for c in chars):
            alpha = a
            break
    draw = "".join(c for c in alpha if c not in "-_.")
    for _ in range(5):
        nb = "".join(c if c in "-_.=:$~" else ch(draw) for c in body)
        if nb != body:
            return v[:cut] + nb
    return v[:cut] + nb


MULTI_BANK = {
    "pre": {"en": ["{person} pasted this from {loc} while we were trying to {task}:", "I found the {what} in {loc}:",
                   "Only {loc} showed what {svc} was really using on {env}:"],
            "ko": ["{task} 작업 중에 {person}님이 {loc} 내용을 붙여줬다:", "{loc}에서 {what_eul} 발견했다:",
                   "{env}에서 {svc} 서비스가 실제로 쓰던 값은 {loc}에서만 확인할 수 있었다:"]},
    "lpre": {"en": ["What {person} found in {loc}:", "Evidence ({loc}):"], "ko": ["{person}님이 {loc}에서 찾은 내용:", "근거({loc}):"]},
    "lesson": {"en": ["Error reporting captures local variables and URLs; scrub credentials before they reach {loc}.",
                      "Anything printed to {loc} ends up in the log pipeline; rotate what leaked and fix the logging.",
                      "Keep per-environment values in the secret manager, not in {loc}.",
                      "After a rotation both the old and the new value stay sensitive until the old one is revoked."],
               "ko": ["에러 리포팅은 지역 변수와 URL까지 수집한다. {loc}에 도달하기 전에 자격 증명을 지워야 한다.",
                      "{loc}에 찍힌 값은 로그 파이프라인으로 흘러간다. 노출된 값은 교체하고 로깅을 고칠 것.",
                      "환경별 값은 {loc} 쪽이 아니라 시크릿 매니저에 둘 것.",
                      "교체 후에도 이전 값이 폐기되기 전까지는 이전 값과 새 값 모두 민감 정보다."]},
    "replace": True,
}


def same_shape(fn, key, old):
    """draw another credential from the same vendor function with the same variable name"""
    for _ in range(80):
        it = fn()
        for kk, v, sec in it["pairs"]:
            if sec and kk == key and v != old:
                return v
    return reshape(old)


def f_multi(lang):
    ctx = new_ctx(lang)
    k = ri(0, 5)
    vendors = []
    if k == 0:
        # rotation diff: old and new values are both credentials
        fn = ch(VENDORS + REGIONAL)
        gen = fn()
        sp = [(kk, v) for kk, v, s in gen["pairs"] if s][-1]
        old_v = sp[1]
        new_v = same_shape(fn, sp[0], old_v)
        path = ch([".env.%s" % ctx["env"], "deploy/%s.env" % ctx["env"]])
        snip = "--- a/%s\n+++ b/%s\n@@ -4,3 +4,3 @@\n LOG_LEVEL=info\n-%s=%s\n+%s=%s\n PORT=8080" % (path, path, sp[0], old_v, sp[0], new_v)
        vals = [old_v, new_v]
        vendors = [gen["vendor"]]
        wen, wko, label = gen["en"], gen["ko"], "rotation diff (old and new)"
        lp = ("the rotation commit", "교체 커밋")
    elif k == 1:
        fn = ch(VENDORS + REGIONAL)
        base = fn()
        key, v0 = [(kk, v) for kk, v, s in base["pairs"] if s][-1]
        envs = sample(["dev", "staging", "prod", "qa", "prod-kr"], ri(2, 3))
        vals = [v0]
        for _ in envs[1:]:
            vals.append(same_shape(fn, key, v0))
        rows = ["| %s | %s | %s |" % (e, key, v) for e, v in zip(envs, vals)]
        snip = "| env | variable | value |\n|---|---|---|\n" + "\n".join(rows)
        vendors = [base["vendor"]]
        wen, wko, label = base["en"], base["ko"], "per-environment table"
        lp = ("the runbook table", "런북 표")
    elif k == 2:
        pw, style = password(lang)
        u, h, db = ch(DB_USERS), ch(HOSTS), ch(DB_NAMES)
        snip = ("Traceback (most recent call last):\n  File \"/app/%s/db.py\", line 41, in connect\n    conn = psycopg2.connect(host=host, user=user, password=password, dbname=dbname)\n"
                "    host = '%s'\n    user = '%s'\n    password = '%s'\n    dbname = '%s'\npsycopg2.OperationalError: FATAL:  password authentication failed for user \"%s\""
                % (ctx["svc"].replace("-", "_"), h, u, pw, db, u))
        vals = [pw]
        wen, wko, label = "DB password", "DB 비밀번호", "Python traceback with locals"
        lp = ("the Sentry event", "Sentry 이벤트")
    elif k == 3:
        pw, style = password(lang)
        p2 = pw.replace(";", "").replace("&", "")
        snip = ("org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n"
                "  url=jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true\n"
                "Caused by: java.sql.SQLException: Access denied for user '%s'@'10.0.%d.%d' (using password: YES)\n"
                "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)"
                % (ch(HOSTS), ch(DB_NAMES), ch(DB_USERS), p2, ch(DB_USERS), ri(0, 255), ri(1, 254)))
        vals = [p2]
        wen, wko, label = "DB password", "DB 비밀번호", "Java stack trace with JDBC URL"
        lp = ("the pod logs", "파드 로그")
    elif k == 4:
        a, b = pick_vendor_item(lang), pick_vendor_item(lang)
        pairs = a["pairs"] + (b["pairs"] if b["vendor"] != a["vendor"] else []) + filler_pairs(ctx, 2)
        R.shuffle(pairs)
        snip, _, _ = c_printenv(pairs, ctx, "x") if chance(0.5) else c_docker_inspect(pairs, ctx, "x")
        vals = [v for kk, v, s in pairs if s]
        vendors = [a["vendor"]] + ([b["vendor"]] if b["vendor"] != a["vendor"] else [])
        wen, wko, label = "credentials", "자격 증명", "env dump with several vendors"
        lp = ("the container", "컨테이너")
    else:
        tok = ch([lambda: "ghp_" + rs(ALNUM, 36), lambda: rs(HEX, 40), lambda: "glpat-" + rs(B64U, 20), lambda: "xoxb-%s-%s-%s" % (digits_nz(12), digits_nz(13), rs(ALNUM, 24))])()
        snip = ("%s INFO  [nginx] %s - - \"GET /api/v1/export?format=csv&access_token=%s HTTP/1.1\" 200 18342\n"
                "%s INFO  [nginx] %s - - \"GET /healthz HTTP/1.1\" 200 2") % (ts_z(), "10.0.%d.%d" % (ri(0, 255), ri(1, 254)), tok, ts_z(), "10.0.%d.%d" % (ri(0, 255), ri(1, 254)))
        vals = [tok]
        wen, wko, label = "access token", "액세스 토큰", "access log with token in query string"
        lp = ("the ingress access log", "인그레스 접근 로그")
    ctx = prep_ctx(ctx, wen, wko, lp[0] if lang == "en" else lp[1])
    mc, lesson, ask = assemble(ctx, snip, vals, bank=MULTI_BANK)
    return rec("multi/dump: %s" % label, mc, lesson, ask, vals, vendors, "multi/" + label)


# ----------------------------------------------------------------------------------------------
# secret schedule: family -> number of notes (sum 360)
# ----------------------------------------------------------------------------------------------
SECRET_FAMILIES = [
    (f_vendor_kv, 110), (f_vendor_http, 22), (f_vendor_inline, 14),
    (f_password_config, 26), (f_password_person, 10), (f_password_command, 34), (f_conn_string, 24),
    (f_auth_header, 14), (f_cookie, 8), (f_signed_url, 10), (f_private_key, 12), (f_totp, 8),
    (f_recovery, 8), (f_pin, 6), (f_wifi, 8), (f_webhook, 12), (f_split, 10), (f_long_token, 10), (f_multi, 14),
]
assert sum(n for _, n in SECRET_FAMILIES) == N_SECRET, sum(n for _, n in SECRET_FAMILIES)


# ==============================================================================================
# CLEAN NOTES: no credential at all, but (mostly) risky-looking material
# ==============================================================================================
def clean_rec(category, mc, lesson, ask, template):
    return {"category": category, "fields": {"missing_context": mc, "lesson": lesson, "ask_next_time": ask},
            "secrets": [], "_vendors": [], "_template": template}


def cbank(**kw):
    b = {"replace": True}
    b.update(kw)
    return b


def placeholder_for(key, value):
    k = ri(0, 9)
    if k == 0:
        return "<YOUR_%s>" % key
    if k == 1:
        return "your-%s-here" % key.lower().replace("_", "-")
    if k == 2:
        # keep the vendor prefix, X out the body
        cut = 0
        for i, c in enumerate(value[:14]):
            if c in "_-." and i >= 2:
                cut = i + 1
        return value[:cut] + "X" * max(16, min(len(value) - cut, 40))
    if k == 3:
        return "{{ %s }}" % key.lower()
    if k == 4:
        return "REPLACE_ME"
    if k == 5:
        return ""
    if k == 6:
        cut = 0
        for i, c in enumerate(value[:14]):
            if c in "_-." and i >= 2:
                cut = i + 1
        return (value[:cut] if cut else "") + "..."
    if k == 7:
        return "<redacted>"
    if k == 8:
        return "test-dummy-not-a-real-key"
    return "0" * ch([16, 32, 40])


# identifiers that the format treats as non-credentials and that may stay verbatim in clean notes
KEEP_PUBLIC_KEYS = ["AWS_DEFAULT_REGION", "GITHUB_APP_ID", "DEPLOY_USER", "GOOGLE_CLIENT_ID", "TWINE_USERNAME",
                    "DOCKERHUB_USERNAME", "TWILIO_ACCOUNT_SID", "MAILGUN_DOMAIN", "SHOPIFY_STORE", "DISCORD_APP_ID",
                    "AZURE_STORAGE_ACCOUNT", "COSMOS_ENDPOINT", "AZURE_TENANT_ID", "AZURE_CLIENT_ID", "CLOUDFLARE_ACCOUNT_ID",
                    "CF_API_EMAIL", "DD_SITE", "SENTRY_ORG", "JIRA_USER", "SUPABASE_URL", "VAULT_ADDR", "DATABRICKS_HOST",
                    "OKTA_ORG_URL", "DATABASE_USERNAME", "ADYEN_MERCHANT_ACCOUNT", "SCW_DEFAULT_PROJECT_ID", "OVH_ENDPOINT",
                    "INFOBIP_BASE_URL", "NAVER_CLIENT_ID", "PORTONE_STORE_ID", "ALIGO_USER_ID", "SENDBIRD_APP_ID",
                    "LINE_CHANNEL_ID", "BACKLOG_SPACE", "KINTONE_BASE_URL", "GMO_SHOP_ID", "WECHAT_APP_ID", "FEISHU_APP_ID",
                    "SQUARE_APP_ID"]


def f_clean_placeholder(lang):
    ctx = new_ctx(lang, None)
    if chance(0.15):
        pairs = [("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE", False),
                 ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", False),
                 ("AWS_DEFAULT_REGION", "us-west-2", False)]
        vendor, label = "AWS", "AWS documentation example keys"
    else:
        it = pick_vendor_item(lang)
        vendor = it["vendor"]
        pairs = [(k, v if (not s and k in KEEP_PUBLIC_KEYS) else placeholder_for(k, v), False) for k, v, s in it["pairs"]]
        label = "placeholders for %s" % vendor
    if chance(0.3):
        pw_ph = ch(["<db-password>", "${DB_PASSWORD}", "REPLACE_ME", "*****", ""])
        pairs.append(("DB_PASSWORD", pw_ph, False))
    ctx["vendor"] = vendor
    snip, path, clabel = render(pairs, ctx, vendor, ch([c_dotenv, c_dotenv, c_yaml, c_json, c_toml, c_properties, c_k8s_secret,
                                                          c_compose, c_helm, c_python, c_js, c_terraform, c_gha, c_ini]))
    ex = ch([".env.example", "config/settings.example.yaml", "README.md", "docs/setup.md", "values.example.yaml", "config/local.sample.json"])
    ctx = prep_ctx(ctx, "%s settings" % vendor, "%s 설정" % vendor, "`%s`" % ex)
    bank = cbank(
        pre={"en": ["I didn't know {svc} needs {vendor} settings at all until I found the template in {loc}:",
                    "The template in {loc} lists what {svc} expects; the values are placeholders:",
                    "To {task} I had to know which variables exist. From {loc}:"],
             "ko": ["{loc}의 템플릿을 보기 전까지 {svc} 서비스에 {vendor} 설정이 필요하다는 걸 몰랐다:",
                    "{loc} 템플릿에 {svc} 서비스가 기대하는 항목이 있다. 값은 자리표시자다:",
                    "{task} 작업을 하려면 어떤 변수가 있는지 알아야 했다. {loc} 내용:"]},
        post={"en": ["The real values are injected at deploy time.", "Nothing in the template is a real value.", ""],
              "ko": ["실제 값은 배포 시점에 주입된다.", "템플릿에 실제 값은 하나도 없다.", ""]},
        mc_only={"en": ["I could not start {svc} locally because I didn't know which {vendor} variables it reads.",
                        "The {svc} README doesn't list its configuration keys."],
                 "ko": ["{svc} 서비스가 어떤 {vendor} 변수를 읽는지 몰라서 로컬에서 띄우지 못했다.",
                        "{svc} README에 설정 키 목록이 없다."]},
        lpre={"en": ["Copy the template and fill in real values locally ({loc}):", "The keys {svc} expects:"],
              "ko": ["템플릿을 복사해서 로컬에서만 실제 값을 채울 것({loc}):", "{svc} 서비스가 기대하는 키:"]},
        lesson={"en": ["Copy {loc} to a local file, ask {person} for the real values, and never commit the filled copy.",
                       "Placeholders in {loc} are intentional; the app fails fast with a clear error when one is left unset.",
                       "Only the variable names matter here; {svc} reads the actual values from the environment."],
                "ko": ["{loc} 파일을 로컬 파일로 복사하고 실제 값은 {person}님께 받을 것. 채운 파일은 커밋하지 말 것.",
                       "{loc}의 자리표시자는 의도된 것이다. 값이 비어 있으면 앱이 명확한 오류를 내며 바로 종료된다.",
                       "여기서 중요한 건 변수 이름뿐이다. 실제 값은 {svc} 서비스가 환경 변수에서 읽는다."]},
        ask={"en": ["Who can give me the real {vendor} values for {env}?", "Is {loc} up to date with what {svc} reads now?", ""],
             "ko": ["{env}용 실제 {vendor} 값은 누구에게 받으면 되나요?", "{loc} 내용이 지금 {svc} 서비스가 읽는 항목과 일치하나요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("placeholder: %s in %s" % (label, clabel), mc, lesson, ask, "clean-placeholder/" + clabel)


def mask_tail(v, keep=4, star="*"):
    return star * max(8, len(v) - keep) + v[-keep:]


def f_clean_masked(lang):
    ctx = new_ctx(lang, None)
    k = ri(0, 9)
    tail = rs(ALNUM, 4)
    if k == 0:
        snip = ("      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %-17s manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           ap-northeast-2      config-file    ~/.aws/config"
                % (ch(ENVS), rs(B32, 4), rs(ALNUM, 4)))
        label = "aws configure list"
    elif k == 1:
        snip = "%s  key: sk_live_%s%s (created %s, last used %s)" % ("Stripe dashboard ->", "•" * 20, tail, date_s(), date_s())
        label = "Stripe dashboard masked key"
    elif k == 2:
        snip = "Run ./scripts/deploy.sh %s\n  env:\n    NPM_TOKEN: ***\n    SLACK_WEBHOOK_URL: ***\n    AWS_SECRET_ACCESS_KEY: ***" % ctx["env"]
        label = "GitHub Actions log"
    elif k == 3:
        snip = "%s INFO [%s] connecting to postgres://app:****@%s:5432/%s" % (ts_z(), ctx["svc"], ch(HOSTS), ch(DB_NAMES))
        label = "masked DSN in log"
    elif k == 4:
        snip = ("Name:         %s-db\nNamespace:    %s\nType:  Opaque\n\nData\n====\npassword:  %d bytes\nusername:  %d bytes"
                % (ctx["svc"], ctx["env"], ri(16, 40), ri(3, 12)))
        label = "kubectl describe secret"
    elif k == 5:
        snip = ("  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n"
                "        id       = \"%s-%s\"\n      ~ password = (sensitive value)\n        username = \"%s\"\n    }"
                % (ctx["svc"], ctx["env"], ch(DB_USERS)))
        label = "terraform plan (sensitive value)"
    elif k == 6:
        snip = ("$ gh secret list\nNPM_TOKEN            Updated %s\nSENTRY_AUTH_TOKEN    Updated %s\nSTRIPE_SECRET_KEY    Updated %s"
                % (date_s(), date_s(), date_s()))
        label = "gh secret list"
    elif k == 7:
        snip = "%s WARN [%s] token=ghp_%s%s rejected: 401" % (ts_z(), ctx["svc"], "*" * 32, tail)
        label = "masked token in log"
    elif k == 8:
        snip = "$ vercel env ls\n name                  value       environments\n OPENAI_API_KEY        Encrypted   Production\n DATABASE_URL          Encrypted   Production, Preview"
        label = "vercel env ls"
    else:
        snip = '{"activeProfiles":["%s"],"propertySources":[{"name":"systemEnvironment","properties":{"DB_PASSWORD":{"value":"******"},"JWT_SECRET":{"value":"******"}}}]}' % ctx["env"]
        label = "Spring actuator /env"
    ctx = prep_ctx(ctx, "masked output", "마스킹된 출력", "")
    bank = cbank(
        pre={"en": ["I wasn't sure which credential {svc} uses on {env}; the tooling only shows masked values:",
                    "To {task} I checked what is configured, without revealing anything:",
                    "{person} pasted this to show the key exists (values are masked):"],
             "ko": ["{env}에서 {svc} 서비스가 어떤 자격 증명을 쓰는지 확인하려 했는데 도구는 마스킹된 값만 보여준다:",
                    "{task} 작업 전에 무엇이 설정돼 있는지만 확인했다(값은 노출 안 됨):",
                    "{person}님이 키가 존재한다는 걸 보여주려고 붙여준 출력(값은 마스킹됨):"]},
        post={"en": ["The values themselves are not printed.", ""], "ko": ["값 자체는 출력되지 않는다.", ""]},
        mc_only={"en": ["I didn't know how to check whether the {env} credentials are set without printing them."],
                 "ko": ["{env} 자격 증명을 출력하지 않고 설정 여부만 확인하는 방법을 몰랐다."]},
        lpre={"en": ["This check is enough and prints nothing sensitive:"], "ko": ["민감한 값 없이 이 정도 확인이면 충분하다:"]},
        lesson={"en": ["Use the masked listing to confirm a key is present; compare the last four characters with the dashboard.",
                       "Masked output is safe to paste into tickets; the raw values are not.",
                       "If the masked suffix differs from the dashboard, the pod still has the previous key."],
                "ko": ["키 존재 여부는 마스킹된 목록으로 확인하고, 대시보드와 마지막 네 글자만 비교할 것.",
                       "마스킹된 출력은 티켓에 붙여도 되지만 원본 값은 안 된다.",
                       "마스킹된 끝자리가 대시보드와 다르면 파드가 아직 이전 키를 쓰는 것이다."]},
        ask={"en": ["Should I compare the masked suffix with the one in the {env} dashboard?", "Is it fine to paste masked output like this into tickets?", ""],
             "ko": ["마스킹된 끝자리를 {env} 대시보드와 비교해 볼까요?", "이런 마스킹된 출력은 티켓에 붙여도 되나요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("masked value: %s" % label, mc, lesson, ask, "clean-masked/" + label)


def secret_ref():
    """(snippet, label) referencing a secret without containing it"""
    name = ch(["db-password", "stripe-secret", "jwt-signing-key", "kakao-admin-key", "smtp-password", "openai-api-key"])
    env = ch(ENVS)
    acct = digits_nz(12)
    k = ri(0, 17)
    if k == 0:
        return "DB_PASSWORD=${DB_PASSWORD}\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY:?must be set}", "shell-style interpolation"
    if k == 1:
        return ("env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s\n        key: password" % name), "k8s secretKeyRef"
    if k == 2:
        return ("env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  AWS_ROLE_ARN: arn:aws:iam::%s:role/gha-deploy" % acct), "GitHub Actions secrets context"
    if k == 3:
        return "arn:aws:secretsmanager:ap-northeast-2:%s:secret:%s/%s-%s" % (acct, env, name, rs(ALPHA, 6)), "Secrets Manager ARN"
    if k == 4:
        return "aws ssm get-parameter --name /%s/%s/%s --with-decryption --query Parameter.Value --output text" % (env, ch(SERVICES), name), "SSM parameter path"
    if k == 5:
        return "vault kv get -field=password secret/%s/%s" % (env, name), "vault kv get path"
    if k == 6:
        return "op read \"op://Engineering/%s/credential\"" % name, "1Password op:// reference"
    if k == 7:
        return "gcloud secrets versions access latest --secret=%s --project=%s" % (name, ch(["acme-prod", "shop-kr-prd"])), "GCP Secret Manager"
    if k == 8:
        return "az keyvault secret show --vault-name kv-%s-%s --name %s --query value -o tsv" % (ch(["shop", "acme"]), env, name), "Azure Key Vault"
    if k == 9:
        return "doppler run --project %s --config %s -- npm start" % (ch(SERVICES), env[:3]), "Doppler run"
    if k == 10:
        return ("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: %s\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n"
                "  data:\n    - secretKey: password\n      remoteRef:\n        key: %s/%s\n        property: password" % (name, env, name)), "ExternalSecret manifest"
    if k == 11:
        return 'api_key = os.environ["OPENAI_API_KEY"]\ndb_password = os.getenv("DB_PASSWORD")', "Python os.environ"
    if k == 12:
        return "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);", "Node process.env"
    if k == 13:
        return "spring.datasource.password=${DB_PASSWORD}\nkakao.admin-key=${KAKAO_ADMIN_KEY:}", "Spring placeholder"
    if k == 14:
        return ('data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "%s/%s"\n}\n\nresource "aws_db_instance" "main" {\n'
                '  password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]\n}' % (env, name)), "Terraform secret data source"
    if k == 15:
        return "environment {\n  DOCKER_CREDS = credentials('harbor-robot')\n}", "Jenkins credentials()"
    if k == 16:
        return "envFrom:\n  - secretRef:\n      name: %s-env" % ch(SERVICES), "k8s envFrom secretRef"
    return "aws-vault exec %s -- terraform apply" % env, "aws-vault exec"


def f_clean_envref(lang):
    ctx = new_ctx(lang, None)
    snip, label = secret_ref()
    if chance(0.3):
        s2, l2 = secret_ref()
        if l2 != label:
            snip += "\n\n" + s2
            label += " + " + l2
    ctx = prep_ctx(ctx, "secret reference", "시크릿 참조", "")
    bank = cbank(
        pre={"en": ["I didn't know where {svc} gets its credentials on {env}. It only references the secret store:",
                    "To {task} I traced how the password reaches the pod:", "{person} showed me the wiring (no values in git):"],
             "ko": ["{env}에서 {svc} 서비스가 자격 증명을 어디서 가져오는지 몰랐다. 시크릿 저장소를 참조만 한다:",
                    "{task} 작업을 위해 비밀번호가 파드까지 어떻게 전달되는지 추적했다:", "{person}님이 연결 구조를 보여줬다(git에는 값이 없음):"]},
        post={"en": ["The value itself never appears in the repo.", ""], "ko": ["값 자체는 저장소에 나타나지 않는다.", ""]},
        mc_only={"en": ["I assumed the credentials were in the repo and wasted time searching for them.",
                        "I didn't know that {env} uses the secret manager instead of .env files."],
                 "ko": ["자격 증명이 저장소에 있을 거라 생각하고 찾느라 시간을 버렸다.",
                        "{env}에서는 .env 파일이 아니라 시크릿 매니저를 쓴다는 걸 몰랐다."]},
        lpre={"en": ["The reference to use:", "How {svc} should read it:"], "ko": ["써야 할 참조:", "{svc} 서비스는 이렇게 읽어야 한다:"]},
        lesson={"en": ["Always reference secrets by name; the value is resolved at runtime and never committed.",
                       "If the variable is empty at startup, the secret store permission is missing, not the secret.",
                       "Rotation happens in the store; the reference stays the same, so no code change is needed."],
                "ko": ["시크릿은 항상 이름으로 참조할 것. 값은 런타임에 해석되고 커밋되지 않는다.",
                       "시작 시 변수가 비어 있으면 시크릿이 아니라 시크릿 저장소 권한이 빠진 것이다.",
                       "교체는 저장소에서 일어나고 참조는 그대로라 코드 변경이 필요 없다."]},
        ask={"en": ["Which IAM role may read this secret on {env}?", "Should new services use the same secret path layout?", ""],
             "ko": ["{env}에서 이 시크릿을 읽을 수 있는 IAM 역할은 무엇인가요?", "신규 서비스도 같은 시크릿 경로 구조를 쓰면 되나요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("env/secret-manager reference: %s" % label, mc, lesson, ask, "clean-envref/" + label.split(" + ")[0])


def sha(n=40):
    return rs(HEX, n)


def hash_snippet(ctx):
    k = ri(0, 11)
    if k == 0:
        lines = ["%s %s" % (sha(7), ch(["fix: retry on 429 from partner API", "chore: bump pg driver", "feat: add KST cutoff for settlement",
                                         "revert: disable new checkout", "refactor: split notifier", "fix(ci): pin node 20.11"])) for _ in range(ri(3, 5))]
        return "$ git log --oneline -n %d\n%s" % (len(lines), "\n".join(lines)), "git log --oneline", [l.split()[0] for l in lines]
    if k == 1:
        d = "sha256:" + sha(64)
        return "image: registry.internal/%s@%s" % (ctx["svc"], d), "image digest", [d]
    if k == 2:
        f = ch(["settlement_20250301.csv", "%s-linux-amd64.tar.gz" % ctx["svc"], "backup.dump", "model.onnx"])
        h = sha(64)
        return "$ sha256sum %s\n%s  %s" % (f, h, f), "sha256sum", [h]
    if k == 3:
        pkg = ch(["lodash", "axios", "react-dom", "date-fns", "zod"])
        return ('"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s.tgz",\n  "integrity": "sha512-%s=="\n}'
                % (pkg, ri(1, 18), ri(0, 30), ri(0, 20), pkg, pkg, b64e(rbytes(64))[:86])), "npm integrity", []
    if k == 4:
        return "%s==%d.%d.%d \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (
            ch(["requests", "urllib3", "cryptography", "pydantic"]), ri(1, 3), ri(0, 30), ri(0, 9), sha(64), sha(64)), "pip --hash", []
    if k == 5:
        mod = ch(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto", "github.com/jackc/pgx/v5"])
        v = "v%d.%d.%d" % (ri(0, 1), ri(10, 40), ri(0, 9))
        return "%s %s h1:%s=\n%s %s/go.mod h1:%s=" % (mod, v, b64e(rbytes(32))[:43], mod, v, b64e(rbytes(32))[:43]), "go.sum", []
    if k == 6:
        return ('provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.%d.0"\n  hashes = [\n    "h1:%s=",\n    "zh:%s",\n    "zh:%s",\n  ]\n}'
                % (ri(10, 80), b64e(rbytes(32))[:43], sha(64), sha(64))), ".terraform.lock.hcl", []
    if k == 7:
        exp, got = sha(64), sha(64)
        return "error: checksum mismatch for %s\n  expected: %s\n  got:      %s" % (ch(["protoc-25.1-linux-x86_64.zip", "helm-v3.14.0.tar.gz"]), exp, got), "checksum mismatch", [exp]
    if k == 8:
        return "X-GitHub-Delivery: %s\nX-GitHub-Event: push\nX-Hub-Signature-256: sha256=%s" % (uuid4(), sha(64)), "webhook delivery signature header", []
    if k == 9:
        return '<script src="https://cdn.jsdelivr.net/npm/chart.js@4.4.%d/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            ri(0, 9), b64e(rbytes(48))), "SRI hash", []
    if k == 10:
        return "ETag: \"%s\"\nx-amz-version-id: %s" % (sha(32), rs(B64U, 32)), "S3 ETag/version id", []
    return "[[package]]\nname = \"%s\"\nversion = \"%d.%d.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (
        ch(["serde", "tokio", "ring", "rustls"]), ri(0, 1), ri(1, 40), ri(0, 20), sha(64)), "Cargo.lock checksum", []


def f_clean_hashes(lang):
    ctx = new_ctx(lang, None)
    snip, label, reps = hash_snippet(ctx)
    ctx = prep_ctx(ctx, "digest", "다이제스트", "")
    bank = cbank(
        pre={"en": ["To {task} I had to pin exactly what was deployed on {env}:", "The build on {env} differed from CI and I needed to prove it:",
                    "{person} asked which artifact is running; here is what I found:"],
             "ko": ["{task} 작업을 위해 {env}에 배포된 정확한 버전을 고정해야 했다:", "{env} 빌드가 CI와 달라서 근거가 필요했다:",
                    "{person}님이 어떤 산출물이 돌고 있는지 물어봐서 찾은 내용:"]},
        post={"en": ["These are content hashes, not credentials.", ""], "ko": ["이건 콘텐츠 해시이지 자격 증명이 아니다.", ""]},
        mc_only={"en": ["I didn't know how to verify that the artifact on {env} matches the one CI built."],
                 "ko": ["{env}의 산출물이 CI가 빌드한 것과 같은지 검증하는 방법을 몰랐다."]},
        lpre={"en": ["Pinning by digest fixed it:"], "ko": ["다이제스트로 고정하니 해결됐다:"]},
        lesson={"en": ["Pin images by digest, not by tag; tags get re-pushed.", "Compare the checksum before installing; a mismatch means a partial download or a changed upstream.",
                       "Lockfile hashes must be regenerated for every platform the team builds on."],
                "ko": ["이미지는 태그가 아니라 다이제스트로 고정할 것. 태그는 다시 푸시될 수 있다.", "설치 전에 체크섬을 비교할 것. 불일치는 다운로드 손상이나 업스트림 변경을 뜻한다.",
                       "락파일 해시는 팀이 빌드하는 모든 플랫폼에 대해 다시 생성해야 한다."]},
        lesson_rep={"en": ["The good one is {S}."], "ko": ["정상 값은 {S} 이다."]},
        ask={"en": ["Should CI fail when the digest differs from the release notes?", "Which commit should {env} be on?", ""],
             "ko": ["다이제스트가 릴리스 노트와 다르면 CI를 실패시킬까요?", "{env}는 어느 커밋이어야 하나요?", ""]},
        ask_rep={"en": ["Is {S} the build you expect on {env}?"], "ko": ["{S} 빌드가 {env}에 있어야 하는 게 맞나요?"]})
    mc, lesson, ask = assemble(ctx, snip, reps, bank=bank, p_rep_lesson=0.2, p_rep_ask=0.25)
    return clean_rec("hash/digest: %s" % label, mc, lesson, ask, "clean-hash/" + label)


def id_snippet(ctx):
    k = ri(0, 13)
    acct = digits_nz(12)
    if k == 0:
        rid = uuid4()
        return "%s ERROR [%s] upstream 502 request_id=%s trace_id=%s span_id=%s" % (ts_z(), ctx["svc"], rid, sha(32), sha(16)), "request/trace ids", [rid]
    if k == 1:
        ids = ["cus_" + rs(ALNUM, 14), "pi_" + rs(ALNUM, 24), "ch_" + rs(ALNUM, 24), "evt_" + rs(ALNUM, 24)]
        return "customer=%s payment_intent=%s charge=%s event=%s" % tuple(ids), "Stripe object ids", ids[1:2]
    if k == 2:
        sid = "AC" + sha(32)
        msg = "SM" + sha(32)
        return "Twilio Account SID: %s\nMessage SID: %s (status=undelivered, error 30007)" % (sid, msg), "Twilio SIDs (not secrets)", [msg]
    if k == 3:
        return ("Subscription ID: %s\nTenant ID:       %s\nClient ID:       %s\nObject ID:       %s" % (uuid4(), uuid4(), uuid4(), uuid4())), "Azure ids", []
    if k == 4:
        cid = "%s-%s.apps.googleusercontent.com" % (digits_nz(12), rs(LONUM, 32))
        return "GOOGLE_CLIENT_ID=%s\nREDIRECT_URI=https://%s/auth/callback" % (cid, ch(["admin.shop.co.kr", "app.acme-corp.io"])), "Google OAuth client id", []
    if k == 5:
        return "i-0%s  %s  running  %s" % (sha(16), ch(["t3.medium", "m6i.large", "c7g.xlarge"]), "ami-0" + sha(16)), "EC2 instance/AMI ids", []
    if k == 6:
        return "arn:aws:iam::%s:role/%s-task-role\narn:aws:ecs:ap-northeast-2:%s:service/%s/%s" % (acct, ctx["svc"], acct, ctx["env"], ctx["svc"]), "AWS account id / ARNs", [acct]
    if k == 7:
        return "Cloudflare zone_id=%s account_id=%s ray=%s-ICN" % (sha(32), sha(32), sha(16)), "Cloudflare zone/account id", []
    if k == 8:
        return "metadata:\n  name: %s-%s-%s\n  uid: %s\n  resourceVersion: \"%d\"" % (ctx["svc"], sha(10), rs(LONUM, 5), uuid4(), ri(1000000, 99999999)), "k8s uid", []
    if k == 9:
        key = uuid4()
        return "POST /v1/payments HTTP/1.1\nIdempotency-Key: %s\nX-Correlation-Id: %s" % (key, uuid4()), "Idempotency-Key header", [key]
    if k == 10:
        return "WECHAT_APP_ID=wx%s\nFEISHU_APP_ID=cli_%s\nKAKAO_APP_ID=%s" % (sha(16), sha(16), digits_nz(6)), "app ids (not secrets)", []
    if k == 11:
        pk = "tgen_" + date_s().replace("-", "") + rs(ALNUM, 18)
        return "orderId=ORD-%s paymentKey=%s status=DONE method=카드" % (rs(UPNUM, 10), pk), "Toss orderId/paymentKey", []
    if k == 12:
        return "Sentry event %s (issue %s-%s), release %s@%s" % (sha(32), ctx["svc"].upper().replace("-", "")[:8], rs(UPNUM, 3), ctx["svc"], sha(12)), "Sentry event id", []
    return "gtag('config', 'G-%s');\nfbq('init', '%s');" % (rs(UPNUM, 10), rs(DG, 15)), "analytics measurement ids", []


def f_clean_ids(lang):
    ctx = new_ctx(lang, None)
    snip, label, reps = id_snippet(ctx)
    ctx = prep_ctx(ctx, "identifier", "식별자", "")
    bank = cbank(
        pre={"en": ["{person} only gave me the failing ids; I didn't know where to look them up:", "While trying to {task} I found these ids in the logs:",
                    "I didn't know that {svc} logs all of these identifiers on {env}:"],
             "ko": ["{person}님이 실패한 ID만 알려줘서 어디서 조회해야 할지 몰랐다:", "{task} 작업 중 로그에서 찾은 ID들:",
                    "{env}에서 {svc} 서비스가 이 식별자들을 모두 로그로 남긴다는 걸 몰랐다:"]},
        post={"en": ["None of these grant access to anything.", ""], "ko": ["이 값들로는 아무 권한도 얻을 수 없다.", ""]},
        mc_only={"en": ["I didn't know which id to search for in the {env} dashboards."], "ko": ["{env} 대시보드에서 어떤 ID로 검색해야 하는지 몰랐다."]},
        lpre={"en": ["Searching by these ids works:"], "ko": ["이 ID들로 검색하면 된다:"]},
        lesson={"en": ["Identifiers like these are safe to share in tickets; they only help to correlate logs.",
                       "Search the trace id first; it links the gateway, {svc} and the database spans.",
                       "Account and object ids are not secrets, but keep them out of public issues anyway."],
                "ko": ["이런 식별자는 티켓에 공유해도 된다. 로그를 연결하는 데만 쓰인다.",
                       "trace id부터 검색할 것. 게이트웨이, {svc}, DB 스팬이 한 번에 연결된다.",
                       "계정 ID와 객체 ID는 시크릿은 아니지만 공개 이슈에는 올리지 말 것."]},
        lesson_rep={"en": ["The one that mattered was {S}."], "ko": ["핵심 ID는 {S} 였다."]},
        ask={"en": ["Do you have the request id of the failing call?", "Which dashboard do you use to look up these ids?", ""],
             "ko": ["실패한 호출의 request id를 알려주실 수 있나요?", "이 ID들은 어느 대시보드에서 조회하시나요?", ""]},
        ask_rep={"en": ["Can you check {S} on your side?"], "ko": ["{S} 건을 그쪽에서도 확인해 주실 수 있나요?"]})
    mc, lesson, ask = assemble(ctx, snip, reps, bank=bank, p_rep_lesson=0.2, p_rep_ask=0.3)
    return clean_rec("non-secret ids: %s" % label, mc, lesson, ask, "clean-ids/" + label)


def pubkey_snippet(ctx):
    k = ri(0, 10)
    who = ch(["deploy@ci", "minjun@macbook", "priya@thinkpad", "github-actions", "ansible@ops"])
    if k == 0:
        pk = "ssh-ed25519 " + b64e(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))) + " " + who
        return "# ~/.ssh/authorized_keys on %s\n%s" % (ch(["bastion", "web01", "deploy-host"]), pk), "authorized_keys ed25519"
    if k == 1:
        pk = "ssh-rsa " + b64e(_sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))) + " " + who
        return pk, "ssh-rsa public key"
    if k == 2:
        return "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:%s %s (ED25519)" % (b64e(rbytes(32)).rstrip("="), who), "ssh key fingerprint"
    if k == 3:
        der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
        return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64e(der), 64)), "EC public key PEM"
    if k == 4:
        fp = rs(HEXU, 40)
        return "pub   ed25519 %s [SC]\n      %s\nuid           [ultimate] Release Bot <release@%s>" % (date_s(), fp, ch(["acme-corp.io", "shop.co.kr"])), "GPG key fingerprint"
    if k == 5:
        return "# recipients for sops\ncreation_rules:\n  - path_regex: secrets/%s/.*\\.yaml\n    age: age1%s" % (ctx["env"], rs(BECH, 58)), "age recipient (public)"
    if k == 6:
        return ("[Interface]\nAddress = 10.8.0.%d/24\nPostUp = wg set %%i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = %s\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.%s:51820"
                % (ri(2, 250), b64e(rbytes(32)), ch(["acme-corp.io", "shop.co.kr"]))), "WireGuard peer public key"
    if k == 7:
        n = b64u(b"\xc1" + rbytes(255))
        return json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": rs(B64U, 20), "alg": "RS256", "n": n, "e": "AQAB"}]}, indent=1), "JWKS public modulus"
    if k == 8:
        fp = ":".join(rs(HEXU, 2) for _ in range(32))
        return "SHA256 Fingerprint=%s" % fp, "TLS certificate fingerprint"
    if k == 9:
        return "Public-Key-Pins: pin-sha256=\"%s\"; pin-sha256=\"%s\"; max-age=5184000" % (b64e(rbytes(32)), b64e(rbytes(32))), "HPKP pins"
    return "%s ssh-ed25519 %s" % (ch(["github.com", "gitlab.corp.local", "10.0.1.15"]), b64e(_sshstr(b"ssh-ed25519") + _sshstr(rbytes(32)))), "known_hosts line"


def f_clean_pubkeys(lang):
    ctx = new_ctx(lang, None)
    snip, label = pubkey_snippet(ctx)
    ctx = prep_ctx(ctx, "public key", "공개 키", "")
    bank = cbank(
        pre={"en": ["To {task} I had to add the CI key to the {env} hosts. {person} sent the public half:", "I didn't know which key the {env} hosts trust:",
                    "Verification failed on {env} until I compared the published key material:"],
             "ko": ["{task} 작업을 위해 CI 키를 {env} 호스트에 등록해야 했다. {person}님이 공개 키를 보내줬다:", "{env} 호스트가 어떤 키를 신뢰하는지 몰랐다:",
                    "공개된 키 정보를 비교하기 전까지 {env}에서 검증이 실패했다:"]},
        post={"en": ["Only public material here.", ""], "ko": ["여기엔 공개 정보만 있다.", ""]},
        mc_only={"en": ["I didn't know how to check that the host key / public key I saw was the right one."],
                 "ko": ["내가 본 호스트 키/공개 키가 맞는 건지 확인하는 방법을 몰랐다."]},
        lpre={"en": ["The public part to register:"], "ko": ["등록할 공개 부분:"]},
        lesson={"en": ["Public keys and fingerprints are safe to share; only the private half must stay on the machine.",
                       "Always compare the fingerprint out of band before trusting a new host key.",
                       "Adding the public key to authorized_keys is enough; never copy the private key around."],
                "ko": ["공개 키와 지문은 공유해도 된다. 개인 키만 해당 머신에 남아 있어야 한다.",
                       "새 호스트 키를 신뢰하기 전에 지문을 별도 경로로 꼭 비교할 것.",
                       "authorized_keys에 공개 키만 추가하면 된다. 개인 키를 복사해 다니지 말 것."]},
        ask={"en": ["Can you confirm this fingerprint matches what you see on your side?", "Should the CI key be registered on all {env} hosts?", ""],
             "ko": ["이 지문이 그쪽에서 보이는 것과 같은지 확인해 주실 수 있나요?", "CI 키를 모든 {env} 호스트에 등록할까요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("public key / fingerprint: %s" % label, mc, lesson, ask, "clean-pubkey/" + label)


def b64_snippet(ctx):
    k = ri(0, 6)
    if k == 0:
        cfg = json.dumps({"env": ctx["env"], "replicas": ri(1, 6), "featureFlags": {"newCheckout": chance(0.5), "kstCutoff": True}}, separators=(",", ":"))
        return "$ echo -n '%s' | base64\n%s" % (cfg, b64e(cfg.encode())), "base64 of JSON config"
    if k == 1:
        script = "#!/bin/bash\nset -euo pipefail\napt-get update -y\napt-get install -y nginx\nsystemctl enable --now nginx\n"
        return 'user_data = "%s"' % b64e(script.encode()), "cloud-init user_data"
    if k == 2:
        text = "# %s\n\nInternal service. See docs/runbook.md for on-call steps.\n" % ctx["svc"]
        return json.dumps({"name": "README.md", "path": "README.md", "sha": sha(40), "encoding": "base64", "content": b64e(text.encode())}, indent=1), "GitHub contents API"
    if k == 3:
        hdr = b64u(json.dumps({"alg": ch(["RS256", "ES256"]), "typ": "JWT", "kid": rs(B64U, 16)}, separators=(",", ":")).encode())
        return "header segment only: %s\n-> decodes to the alg/kid of the signing key" % hdr, "JWT header segment only"
    if k == 4:
        data = "order_id=%d|status=PAID|ts=%s" % (ri(100000, 999999), ts())
        return "%s DEBUG kafka consume topic=orders.v1 partition=%d offset=%d key=%s value=%s" % (ts_z(), ri(0, 11), ri(10000, 9999999), b64e(str(ri(100000, 999999)).encode()), b64e(data.encode())), "base64 Kafka payload"
    if k == 5:
        svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#%s"/></svg>' % rs(HEX, 6)
        return "background-image: url(\"data:image/svg+xml;base64,%s\");" % b64e(svg.encode()), "data URI"
    cm = "server {\n  listen 8080;\n  location /healthz { return 200; }\n}\n"
    return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-nginx\nbinaryData:\n  default.conf: %s" % (ctx["svc"], b64e(cm.encode())), "ConfigMap binaryData"


def f_clean_base64(lang):
    ctx = new_ctx(lang, None)
    snip, label = b64_snippet(ctx)
    ctx = prep_ctx(ctx, "base64 blob", "base64 값", "")
    bank = cbank(
        pre={"en": ["I saw a long base64 string while trying to {task} and didn't know if it was sensitive:", "{person} asked what this blob on {env} is:"],
             "ko": ["{task} 작업 중 긴 base64 문자열을 봤는데 민감한 값인지 몰랐다:", "{person}님이 {env}에 있는 이 값이 뭔지 물어봤다:"]},
        post={"en": ["Decoding it shows nothing sensitive.", ""], "ko": ["디코딩해 보면 민감한 내용은 없다.", ""]},
        mc_only={"en": ["I didn't know whether the base64 values in the {svc} manifests hide anything sensitive."],
                 "ko": ["{svc} 매니페스트의 base64 값에 민감한 게 숨어 있는지 몰랐다."]},
        lpre={"en": ["Decoded, it is harmless:"], "ko": ["디코딩하면 무해한 내용이다:"]},
        lesson={"en": ["Base64 is an encoding, not encryption; decode before deciding whether something is sensitive.",
                       "This blob decodes to ordinary data; it can stay where it is."],
                "ko": ["base64는 암호화가 아니라 인코딩이다. 민감한지 판단하기 전에 디코딩해 볼 것.",
                       "이 값은 디코딩하면 평범한 데이터라 그대로 둬도 된다."]},
        ask={"en": ["Should we keep this as base64 or store the plain file instead?", ""], "ko": ["이걸 base64로 둘까요, 원본 파일로 둘까요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("base64 of non-secret data: %s" % label, mc, lesson, ask, "clean-b64/" + label)


def longid_snippet(ctx):
    k = ri(0, 7)
    if k == 0:
        return "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.ContainerService/managedClusters/aks-%s" % (uuid4(), ctx["svc"], ctx["env"], ctx["env"]), "Azure resource id"
    if k == 1:
        return "arn:aws:cloudformation:ap-northeast-2:%s:stack/%s-%s/%s" % (digits_nz(12), ctx["svc"], ctx["env"], uuid4()), "CloudFormation stack id"
    if k == 2:
        return "projects/%s/locations/asia-northeast3/repositories/%s/dockerImages/%s@sha256:%s" % (ch(["acme-prod", "shop-kr-prd"]), ctx["svc"], ctx["svc"], sha(64)), "Artifact Registry image path"
    if k == 3:
        return "v%d.%d.%d-%d-g%s (build %d, %s+%s)" % (ri(1, 4), ri(0, 30), ri(0, 9), ri(1, 80), sha(7), ri(1000, 99999), ch(["1.29.3-eks", "1.30.1-gke"]), sha(7)), "version string"
    if k == 4:
        return "s3://%s-datalake/raw/%s/year=2025/month=%02d/part-00000-%s-c000.snappy.parquet" % (ch(["acme", "shop"]), ctx["svc"], ri(1, 12), uuid4()), "long S3 key"
    if k == 5:
        return "module.%s.module.eks.aws_eks_node_group.this[\"%s-%s\"]" % (ctx["env"].replace("-", "_"), ctx["svc"], rs(LONUM, 6)), "Terraform address"
    if k == 6:
        return "%s-%s-%s   1/1   Running   0   %dh" % (ctx["svc"], sha(10), rs(LONUM, 5), ri(1, 90)), "pod name with hash suffix"
    return "com.acme.%s:%s-core:%d.%d.%d-SNAPSHOT (timestamp %s-%d)" % (ctx["svc"].replace("-", ""), ctx["svc"], ri(1, 5), ri(0, 20), ri(0, 9), date_s().replace("-", ""), ri(1, 99)), "Maven snapshot coordinate"


def f_clean_longids(lang):
    ctx = new_ctx(lang, None)
    snip, label = longid_snippet(ctx)
    if chance(0.4):
        s2, l2 = longid_snippet(ctx)
        snip += "\n" + s2
    ctx = prep_ctx(ctx, "resource identifier", "리소스 식별자", "")
    bank = cbank(
        pre={"en": ["I didn't know which resource {svc} runs on in {env}; the full identifier:", "To {task} I needed the exact resource path:"],
             "ko": ["{env}에서 {svc} 서비스가 어떤 리소스 위에서 도는지 몰랐다. 전체 식별자:", "{task} 작업에 정확한 리소스 경로가 필요했다:"]},
        mc_only={"en": ["I kept targeting the wrong {env} resource because the names are almost identical."],
                 "ko": ["{env} 리소스 이름이 거의 같아서 계속 엉뚱한 리소스를 대상으로 작업했다."]},
        lpre={"en": ["The right identifier:"], "ko": ["올바른 식별자:"]},
        lesson={"en": ["Copy resource ids from the console instead of typing them; the suffixes are easy to mix up.",
                       "Long ids are fine to paste in notes; they are not access credentials."],
                "ko": ["리소스 ID는 직접 치지 말고 콘솔에서 복사할 것. 접미사를 헷갈리기 쉽다.",
                       "긴 ID는 노트에 붙여도 된다. 접근 자격 증명이 아니다."]},
        ask={"en": ["Is this the resource you meant for {env}?", ""], "ko": ["{env}에서 말씀하신 리소스가 이게 맞나요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("long identifier/version: %s" % label, mc, lesson, ask, "clean-longid/" + label)


POLICY_EN = ["The IdP now requires at least %d characters with one symbol, and the last %d passwords cannot be reused.",
             "Service-account passwords for %s rotate every %d days through the Secrets Manager rotation lambda; nobody types them.",
             "Password resets for the %s admin console go through the helpdesk ticket form, never through chat.",
             "The bastion rejects password logins entirely; only certificates signed by the %s CA for %d hours are accepted.",
             "Database users created by the %s migration get random passwords generated at deploy time and stored only in the vault.",
             "After %d failed logins the %s account is locked for 30 minutes, which is why the retry loop broke the on-call login.",
             "Our policy says shared passwords must be rotated within %d hours after someone leaves the %s team.",
             "The password field in the %s signup form must accept up to %d characters and all Unicode; truncating it was the bug."]
POLICY_KO = ["IdP 정책이 바뀌어서 최소 %d자 이상, 특수문자 1개 이상이어야 하고 최근 %d개 비밀번호는 재사용할 수 없다.",
             "%s 서비스 계정 비밀번호는 %d일마다 Secrets Manager 교체 람다가 바꾼다. 사람이 입력하지 않는다.",
             "%s 관리자 콘솔 비밀번호 초기화는 채팅이 아니라 헬프데스크 티켓으로만 처리한다.",
             "배스천은 비밀번호 로그인을 아예 막고, %s CA가 서명한 %d시간짜리 인증서만 받는다.",
             "%s 마이그레이션이 만드는 DB 사용자는 배포 시점에 랜덤 비밀번호를 받고, 그 값은 볼트에만 저장된다.",
             "로그인 %d회 실패 시 %s 계정이 30분 잠기는데, 재시도 루프 때문에 당직 로그인이 막혔던 것이다.",
             "누가 %s 팀을 떠나면 공유 비밀번호를 %d시간 안에 교체해야 한다는 정책이 있다.",
             "%s 가입 폼의 비밀번호 필드는 최대 %d자, 모든 유니코드를 받아야 한다. 잘라서 저장한 게 버그였다."]


def policy_sentence(lang, ctx):
    i = ri(0, len(POLICY_EN) - 1)
    t = (POLICY_EN if lang == "en" else POLICY_KO)[i]
    args = {0: (ch([12, 14, 16]), ch([5, 10, 24])), 1: (ctx["svc"], ch([30, 60, 90])), 2: (ctx["svc"],), 3: (ctx["env"], ch([8, 12, 24])),
            4: (ctx["svc"],), 5: (ch([5, 10]), ctx["env"]), 6: (ch([24, 48, 72]), ctx["svc"]), 7: (ctx["svc"], ch([64, 128, 256]))}[i]
    if lang == "ko" and i in (5, 6):
        args = (args[0], args[1]) if i == 5 else (args[1], args[0])
    return t % args, i


def f_clean_policy(lang):
    ctx = new_ctx(lang, None)
    s1, i1 = policy_sentence(lang, ctx)
    s2, i2 = policy_sentence(lang, ctx)
    if lang == "en":
        mc = ch(["I tried to %s and assumed the old password rules still applied. " % ctx["task"],
                 "Nobody told me how credentials are handled for %s on %s. " % (ctx["svc"], ctx["env"]),
                 "%s asked why the login automation broke. " % ctx["person"]]) + s1
        lesson = s2 if i2 != i1 else "Check the security wiki for the current password policy before touching login flows."
        lesson += ch(["", " Never ask anyone to paste a password into chat; point them to the vault instead.",
                      " Validation messages must not echo the password back."])
        ask = ch(["Is there a written password policy for %s I should follow?" % ctx["svc"], "Who approves exceptions to the rotation schedule?", ""])
    else:
        mc = ch(["%s 작업을 하면서 예전 비밀번호 규칙이 그대로라고 생각했다. " % ctx["task"],
                 "%s의 %s 서비스에서 자격 증명을 어떻게 다루는지 아무도 알려주지 않았다. " % (ctx["env"], ctx["svc"]),
                 "%s님이 로그인 자동화가 왜 깨졌는지 물어봤다. " % ctx["person"]]) + s1
        lesson = s2 if i2 != i1 else "로그인 흐름을 건드리기 전에 보안 위키의 최신 비밀번호 정책을 확인할 것."
        lesson += ch(["", " 누구에게도 채팅에 비밀번호를 붙여넣으라고 하지 말고 볼트를 안내할 것.", " 검증 메시지에 비밀번호를 그대로 되돌려 주면 안 된다."])
        ask = ch(["%s 서비스에 적용할 문서화된 비밀번호 정책이 있나요?" % ctx["svc"], "교체 주기 예외는 누가 승인하나요?", ""])
    return clean_rec("password policy talk without values", mc, lesson, ask, "clean-policy")


FLAG_CMDS = [
    ("mysql -h {h} -u {u} -p {db}", "`-p` with nothing attached makes mysql prompt for the password", "`-p` 뒤에 아무것도 붙이지 않으면 mysql이 비밀번호를 프롬프트로 묻는다"),
    ("docker login harbor.corp.local -u ci-robot --password-stdin < /run/secrets/harbor", "`--password-stdin` reads the password from a file descriptor instead of argv", "`--password-stdin`은 argv 대신 표준 입력에서 비밀번호를 읽는다"),
    ("PGPASSFILE=~/.pgpass psql -h {h} -U {u} {db}", "psql reads the password from the 0600 pgpass file, nothing on the command line", "psql은 0600 권한 pgpass 파일에서 비밀번호를 읽으므로 명령줄엔 아무것도 없다"),
    ("sshpass -e ssh {u}@{h}   # SSHPASS comes from the CI runner", "`sshpass -e` takes the password from the SSHPASS variable set by the CI runner", "`sshpass -e`는 CI 러너가 설정한 SSHPASS 변수에서 비밀번호를 가져온다"),
    ("openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS", "`-passout env:P12_PASS` reads the export password from an environment variable", "`-passout env:P12_PASS`는 내보내기 비밀번호를 환경 변수에서 읽는다"),
    ("kubectl create secret generic db-creds --from-file=password=./password.txt", "`--from-file` keeps the value out of shell history, unlike `--from-literal`", "`--from-file`은 `--from-literal`과 달리 셸 히스토리에 값을 남기지 않는다"),
    ("ldapsearch -x -H ldaps://ldap.corp.local -D \"cn=admin,dc=corp,dc=local\" -W -b \"dc=corp,dc=local\"", "`-W` prompts for the bind password; `-w` would take it inline", "`-W`는 바인드 비밀번호를 묻고, `-w`는 인라인으로 받는다"),
    ("redis-cli -h {h} --askpass", "`--askpass` prompts instead of passing `-a` on the command line", "`--askpass`는 명령줄 `-a` 대신 프롬프트로 묻는다"),
    ("vault login -method=oidc role={env}-readonly", "OIDC login opens the browser; no token is typed", "OIDC 로그인은 브라우저를 열 뿐 토큰을 입력하지 않는다"),
    ("gh auth login --web --git-protocol https", "`--web` uses the device flow, so no token is pasted", "`--web`은 디바이스 플로를 써서 토큰을 붙여넣지 않는다"),
    ("aws sso login --profile {env}", "SSO login gives short-lived credentials cached under ~/.aws/sso", "SSO 로그인은 ~/.aws/sso에 캐시되는 단기 자격 증명을 준다"),
    ("mongosh \"mongodb://{h}:27017/{db}\" -u {u} -p", "`-p` without a value makes mongosh prompt", "값 없는 `-p`는 mongosh가 프롬프트로 묻게 한다"),
    ("htpasswd -B /etc/nginx/.htpasswd {u}", "without `-b` htpasswd asks for the password twice and stores a bcrypt hash", "`-b` 없이 실행하면 htpasswd가 비밀번호를 두 번 묻고 bcrypt 해시만 저장한다"),
    ("az login --identity", "managed identity login needs no secret at all", "관리형 ID 로그인은 시크릿이 전혀 필요 없다"),
    ("mysql_config_editor set --login-path={env} --host={h} --user={u} --password", "`--password` here is a flag that triggers a prompt; the value goes into an obfuscated file", "여기서 `--password`는 프롬프트를 띄우는 플래그이고 값은 난독화된 파일에 저장된다"),
    ("sqlcmd -S {h} -U sa", "without `-P`, sqlcmd asks for the password interactively", "`-P` 없이 실행하면 sqlcmd가 대화형으로 비밀번호를 묻는다"),
]


def f_clean_flags(lang):
    ctx = new_ctx(lang, None)
    cmd, en_exp, ko_exp = ch(FLAG_CMDS)
    cmd = cmd.replace("{h}", ch(HOSTS)).replace("{u}", ch(DB_USERS)).replace("{db}", ch(DB_NAMES)).replace("{env}", ctx["env"])
    inline = chance(0.3)
    if lang == "en":
        mc = ch(["I was about to put the password on the command line to %s; %s showed me the safer form:" % (ctx["task"], ctx["person"]),
                 "I didn't know how to authenticate without the secret ending up in shell history.",
                 "The runbook step for %s on %s looked like it needed a password argument:" % (ctx["svc"], ctx["env"])])
        body = ("`%s` -- %s." % (cmd, en_exp)) if inline else ("$ %s\n%s." % (cmd, en_exp[0].upper() + en_exp[1:]))
        if mc.endswith(":") and not inline:
            mc += "\n$ " + cmd
            lesson = en_exp[0].upper() + en_exp[1:] + ". " + ch(["Prefer prompts, files with 0600 or env vars injected by CI.", "Keep it that way in scripts too.", ""])
        else:
            mc = mc[:-1] + "." if mc.endswith(":") else mc
            lesson = body + ch(["", " Prefer prompts, files with 0600 or env vars injected by CI."])
        ask = ch(["Is interactive login acceptable for this job, or do you want a service identity?", "Should the runbook be updated to this form?", ""])
    else:
        mc = ch(["%s 작업에서 비밀번호를 명령줄에 넣으려다가 %s님이 더 안전한 방법을 알려줬다:" % (ctx["task"], ctx["person"]),
                 "시크릿이 셸 히스토리에 남지 않게 인증하는 방법을 몰랐다.",
                 "%s의 %s 서비스 런북 단계는 비밀번호 인자가 필요한 것처럼 보였다:" % (ctx["env"], ctx["svc"])])
        body = ("`%s` — %s." % (cmd, ko_exp)) if inline else ("$ %s\n%s." % (cmd, ko_exp))
        if mc.endswith(":") and not inline:
            mc += "\n$ " + cmd
            lesson = ko_exp + ". " + ch(["프롬프트, 0600 권한 파일, CI가 주입하는 환경 변수를 쓸 것.", "스크립트에서도 이 방식을 유지할 것.", ""])
        else:
            mc = mc[:-1] + "." if mc.endswith(":") else mc
            lesson = body + ch(["", " 프롬프트, 0600 권한 파일, CI가 주입하는 환경 변수를 쓸 것."])
        ask = ch(["이 작업은 대화형 로그인으로 해도 되나요, 서비스 ID를 만들까요?", "런북을 이 방식으로 고칠까요?", ""])
    return clean_rec("password flag explained, no value", mc, lesson.strip(), ask, "clean-flags")


def encrypted_snippet(ctx):
    k = ri(0, 7)
    if k == 0:
        def enc(n):
            return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (b64e(rbytes(n)), b64e(rbytes(32)), b64e(rbytes(16)))
        return ("db:\n    password: %s\n    user: %s\nsops:\n    age:\n        - recipient: age1%s\n    lastmodified: \"%sZ\"\n    mac: %s\n    version: 3.9.0"
                % (enc(ri(14, 24)), enc(6), rs(BECH, 58), ts(), enc(32))), "SOPS-encrypted YAML"
    if k == 1:
        body = rs(HEX, ri(300, 420))
        return "db_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          " + "\n          ".join(wrap(body, 80)), "Ansible Vault"
    if k == 2:
        return ("apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\n  namespace: %s\nspec:\n  encryptedData:\n    password: AgB%s"
                % (ctx["svc"], ctx["env"], b64e(rbytes(ri(240, 330))))), "SealedSecret"
    if k == 3:
        return "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(b64e(b"age-encryption.org/v1\n-> X25519 " + rbytes(ri(150, 240))), 64)), "age-armored file"
    if k == 4:
        return "-----BEGIN PGP MESSAGE-----\n\n%s\n=%s\n-----END PGP MESSAGE-----" % ("\n".join(wrap(b64e(b"\x85\x01\x0c\x03" + rbytes(ri(200, 300))), 64)), rs(B64, 4)), "PGP message"
    if k == 5:
        return "CiphertextBlob: AQICAHh%s" % b64e(rbytes(ri(150, 200))), "AWS KMS ciphertext"
    if k == 6:
        return ('{\n  "_public_key": "%s",\n  "database_password": "EJ[1:%s:%s:%s]"\n}' % (rs(HEX, 64), b64e(rbytes(32)), b64e(rbytes(24)), b64e(rbytes(ri(20, 32))))), "EJSON"
    return "<password>{AQAAABAAAAAQ%s}</password>" % b64e(rbytes(ri(40, 60))), "Jenkins credentials.xml ciphertext"


def f_clean_encrypted(lang):
    ctx = new_ctx(lang, None)
    snip, label = encrypted_snippet(ctx)
    ctx = prep_ctx(ctx, "encrypted value", "암호화된 값", "")
    bank = cbank(
        pre={"en": ["I didn't know that {svc} keeps its {env} credentials encrypted in git. The committed file:", "To {task} I had to edit an encrypted value; this is how it looks in the repo:"],
             "ko": ["{svc} 서비스가 {env} 자격 증명을 git에 암호화해서 둔다는 걸 몰랐다. 커밋된 파일:", "{task} 작업에서 암호화된 값을 수정해야 했다. 저장소에는 이렇게 보인다:"]},
        post={"en": ["Only ciphertext is committed.", ""], "ko": ["커밋된 건 암호문뿐이다.", ""]},
        mc_only={"en": ["I searched the repo for the {env} password and only found ciphertext, so I didn't know how to change it."],
                 "ko": ["저장소에서 {env} 비밀번호를 찾았지만 암호문만 있어서 어떻게 바꾸는지 몰랐다."]},
        lpre={"en": ["Edit through the tool; the file stays encrypted:"], "ko": ["도구로 편집하면 파일은 암호화된 채로 유지된다:"]},
        lesson={"en": ["Edit with the tool (sops / ansible-vault / kubeseal) instead of by hand; the ciphertext is safe to commit, the key is not.",
                       "Decryption happens in the cluster or CI with a key that never leaves KMS.",
                       "A diff of ciphertext tells you nothing; review the change with the decrypted view locally."],
                "ko": ["손으로 고치지 말고 도구(sops / ansible-vault / kubeseal)로 편집할 것. 암호문은 커밋해도 되지만 키는 안 된다.",
                       "복호화는 KMS 밖으로 나가지 않는 키로 클러스터나 CI에서 이뤄진다.",
                       "암호문 diff로는 아무것도 알 수 없다. 로컬에서 복호화된 화면으로 리뷰할 것."]},
        ask={"en": ["Who has the decryption key for {env}?", "Should I re-encrypt for the new team member's key?", ""],
             "ko": ["{env} 복호화 키는 누가 갖고 있나요?", "새 팀원의 키로 다시 암호화할까요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("encrypted blob: %s" % label, mc, lesson, ask, "clean-encrypted/" + label)


def publishable_snippet(ctx):
    k = ri(0, 11)
    if k == 0:
        return "const stripe = Stripe('pk_live_51%s');" % rs(ALNUM, 97), "Stripe publishable key", "Stripe"
    if k == 1:
        proj = ch(["acme-shop", "kr-mall", "delivery-app"]) + "-" + rs(LONUM, 5)
        cfg = ("const firebaseConfig = {\n  apiKey: \"AIza%s\",\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\",\n  storageBucket: \"%s.appspot.com\",\n"
               "  messagingSenderId: \"%s\",\n  appId: \"1:%s:web:%s\"\n};" % (rs(B64U, 35), proj, proj, proj, digits_nz(12), digits_nz(12), rs(HEX, 22)))
        return cfg, "Firebase web config apiKey", "Firebase"
    if k == 2:
        return '<div class="g-recaptcha" data-sitekey="6L%s"></div>' % rs(B64U, 38), "reCAPTCHA site key", "reCAPTCHA"
    if k == 3:
        v = "pk." + b64u(json.dumps({"u": ch(["acme-maps", "shopkr"]), "a": "cl" + rs(LONUM, 23)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)
        return "mapboxgl.accessToken = '%s';" % v, "Mapbox public token", "Mapbox"
    if k == 4:
        ref = rs(LO, 20)
        anon = jwt_token({"iss": "supabase", "ref": ref, "role": "anon"}, minimal=True)
        return "NEXT_PUBLIC_SUPABASE_URL=https://%s.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % (ref, anon), "Supabase anon key", "Supabase"
    if k == 5:
        return "posthog.init('phc_%s', { api_host: 'https://us.i.posthog.com' })" % rs(ALNUM, 43), "PostHog project API key", "PostHog"
    if k == 6:
        return "<script src=\"https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js\"></script>\n<script>Kakao.init('%s');</script>" % rs(HEX, 32), "Kakao JavaScript key", "Kakao"
    if k == 7:
        return "const tossPayments = TossPayments('%s_ck_%s');" % (ch(["live", "test"]), rs(ALNUM, 28)), "Toss Payments client key", "Toss Payments"
    if k == 8:
        return "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPNUM, 10), rs(HEX, 32)), "Algolia search-only key", "Algolia"
    if k == 9:
        return "const payjp = Payjp('pk_live_%s');" % rs(HEX, 24), "PAY.JP public key", "PAY.JP"
    if k == 10:
        return "VITE_SENTRY_DSN=https://%s@o%s.ingest.us.sentry.io/%s" % (rs(HEX, 32), digits_nz(6), digits_nz(7)), "Sentry DSN", "Sentry"
    dom = ch(["clerk.acme-corp.io", "clerk.shop.co.kr"])
    return "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_%s" % b64e((dom + "$").encode()).rstrip("="), "Clerk publishable key", "Clerk"


def f_clean_publishable(lang):
    ctx = new_ctx(lang, None)
    snip, label, vendor = publishable_snippet(ctx)
    ctx["vendor"] = vendor
    ctx = prep_ctx(ctx, "%s key" % vendor, "%s 키" % vendor, "")
    bank = cbank(
        pre={"en": ["I flagged this {vendor} key in the frontend bundle as a leak, but it is the public one:", "To {task} I needed the {vendor} key the web app ships with:",
                    "{person} asked whether the {vendor} key in the client code must be rotated. The code:"],
             "ko": ["프런트엔드 번들에 있는 {vendor} 키를 유출로 표시했는데 공개용 키였다:", "{task} 작업에 웹앱에 포함된 {vendor} 키가 필요했다:",
                    "{person}님이 클라이언트 코드의 {vendor} 키를 교체해야 하는지 물었다. 코드:"]},
        post={"en": ["This key is meant to be public.", ""], "ko": ["이 키는 원래 공개용이다.", ""]},
        mc_only={"en": ["I didn't know whether the {vendor} key visible in the browser is a secret or a publishable key."],
                 "ko": ["브라우저에 보이는 {vendor} 키가 시크릿인지 공개용 키인지 몰랐다."]},
        lpre={"en": ["The client-side key is documented as public:"], "ko": ["클라이언트용 키는 공개용으로 문서화되어 있다:"]},
        lesson={"en": ["{vendor} documents this key as publishable; protection comes from domain restrictions and server-side rules, not from hiding it.",
                       "Only the server-side {vendor} secret must stay private; the browser key can live in the bundle.",
                       "Restrict the key to our domains in the {vendor} console instead of trying to hide it."],
                "ko": ["{vendor}는 이 키를 공개용으로 문서화한다. 보호는 키를 숨기는 게 아니라 도메인 제한과 서버 측 규칙으로 한다.",
                       "비공개로 지켜야 하는 건 서버용 {vendor} 시크릿뿐이다. 브라우저 키는 번들에 있어도 된다.",
                       "키를 숨기려 하지 말고 {vendor} 콘솔에서 우리 도메인으로 제한할 것."]},
        ask={"en": ["Are domain restrictions configured for this {vendor} key?", "Should the secret scanner allow-list this publishable key?", ""],
             "ko": ["이 {vendor} 키에 도메인 제한이 설정되어 있나요?", "시크릿 스캐너 허용 목록에 이 공개 키를 넣을까요?", ""]})
    mc, lesson, ask = assemble(ctx, snip, [], bank=bank)
    return clean_rec("publishable key: %s [publishable]" % label, mc, lesson, ask, "clean-publishable/" + label)


PLAIN_EN = [
    ("The settlement batch in {svc} ran twice on {env} because the cron schedule was in UTC while the team assumed KST.",
     "All cron expressions in {repo} are UTC; convert from KST (UTC+9) and write both times in the comment."),
    ("Pagination in {svc} skipped rows when two orders had the same created_at.", "Always paginate with a unique tie-breaker (created_at, id), never by timestamp alone."),
    ("The {svc} integration tests were flaky on CI but green locally.", "The tests depended on map iteration order; sort before asserting. CI runs with -race and {n} parallel workers."),
    ("I didn't know that {repo} requires conventional commit messages; the pipeline rejected my push.", "Use `type(scope): subject`; the commit-msg hook checks it, and release notes are generated from it."),
    ("The {svc} pods were OOM-killed on {env} after the last release.", "The JVM ignores the container limit without -XX:MaxRAMPercentage; set it to 75 and keep the limit at {n}Gi."),
    ("I couldn't tell why the {env} DNS change for {svc} took hours to apply.", "The old record had a TTL of {n}00 seconds; lower the TTL a day before any migration."),
    ("The monorepo build for {repo} took 40 minutes because the cache was never restored.", "The cache key includes the lockfile hash; after changing dependencies the first build is always cold."),
    ("The {svc} migration failed halfway on {env} and left the schema in a mixed state.", "Migrations must be backward compatible: add the column, deploy, backfill, then drop the old one in a later release."),
    ("Retries from {svc} to the partner API made the outage on {env} worse.", "Use exponential backoff with jitter and cap retries at {n}; the partner rate-limits per IP."),
    ("Numbers in the {svc} CSV export broke in Excel for Korean users.", "Write the CSV with a UTF-8 BOM and quote numeric strings that start with 0 (phone numbers, zip codes)."),
    ("A feature flag for {svc} was on in {env} but off in prod and nobody knew why.", "Flags default to off in prod; the {env} override lives in the flag service, not in the repo."),
    ("Lint on {repo} failed only on CI.", "CI uses the pinned ESLint {n}.x from the lockfile; run `pnpm lint` instead of the globally installed one."),
    ("Log volume for {svc} on {env} tripled after the release.", "Debug logging was left on for the HTTP client; the log level is set per package in logback.xml."),
    ("The {svc} health check passed while the service was unable to reach its database.", "Split liveness and readiness: readiness checks dependencies, liveness only the process."),
    ("Date filters in {svc} returned the wrong day around midnight.", "Store timestamps in UTC and convert to Asia/Seoul only at the API boundary."),
]
PLAIN_KO = [
    ("{svc} 정산 배치가 {env}에서 두 번 돌았다. 크론 스케줄은 UTC인데 팀은 KST로 생각하고 있었다.",
     "{repo}의 모든 크론 표현식은 UTC다. KST(UTC+9)에서 변환하고 주석에 두 시각을 모두 적을 것."),
    ("{svc} 페이지네이션에서 created_at이 같은 주문 두 건이 있으면 행이 누락됐다.", "항상 (created_at, id)처럼 유일한 보조 키로 페이지네이션할 것. 타임스탬프만으로 자르면 안 된다."),
    ("{svc} 통합 테스트가 로컬에선 통과하는데 CI에서만 가끔 실패했다.", "테스트가 맵 순회 순서에 의존하고 있었다. 검증 전에 정렬할 것. CI는 -race와 병렬 워커 {n}개로 돈다."),
    ("{repo} 저장소가 conventional commit 형식을 요구한다는 걸 몰라서 푸시가 거부됐다.", "`type(scope): subject` 형식을 쓸 것. commit-msg 훅이 검사하고 릴리스 노트도 이걸로 생성된다."),
    ("지난 릴리스 후 {env}에서 {svc} 파드가 OOM으로 죽었다.", "JVM은 -XX:MaxRAMPercentage 없이는 컨테이너 제한을 무시한다. 75로 두고 제한은 {n}Gi로 유지할 것."),
    ("{svc}의 {env} DNS 변경이 왜 몇 시간이나 걸렸는지 몰랐다.", "이전 레코드 TTL이 {n}00초였다. 이전 작업 하루 전에 TTL을 낮춰 둘 것."),
    ("{repo} 모노레포 빌드가 캐시 복원이 안 돼서 40분이나 걸렸다.", "캐시 키에 락파일 해시가 들어간다. 의존성을 바꾸면 첫 빌드는 항상 콜드 빌드다."),
    ("{env}에서 {svc} 마이그레이션이 중간에 실패해서 스키마가 섞인 상태로 남았다.", "마이그레이션은 하위 호환이어야 한다. 컬럼 추가 → 배포 → 백필 → 다음 릴리스에서 이전 컬럼 삭제 순서로 할 것."),
    ("{svc}에서 파트너 API로 보내는 재시도가 {env} 장애를 더 키웠다.", "지터가 있는 지수 백오프를 쓰고 재시도는 {n}회로 제한할 것. 파트너사는 IP 단위로 요청 수를 제한한다."),
    ("{svc} CSV 내보내기의 숫자가 한국 사용자 엑셀에서 깨졌다.", "CSV는 UTF-8 BOM을 붙여 쓰고, 0으로 시작하는 숫자 문자열(전화번호, 우편번호)은 따옴표로 감쌀 것."),
    ("{svc} 기능 플래그가 {env}에서는 켜져 있고 운영에서는 꺼져 있었는데 이유를 아무도 몰랐다.", "플래그 기본값은 운영에서 꺼짐이다. {env} 오버라이드는 저장소가 아니라 플래그 서비스에 있다."),
    ("{repo} 린트가 CI에서만 실패했다.", "CI는 락파일에 고정된 ESLint {n}.x를 쓴다. 전역 설치된 것 말고 `pnpm lint`로 실행할 것."),
    ("릴리스 후 {env}에서 {svc} 로그 양이 세 배가 됐다.", "HTTP 클라이언트 디버그 로깅이 켜진 채였다. 로그 레벨은 logback.xml에서 패키지별로 설정한다."),
    ("{svc} 헬스 체크가 DB에 접속하지 못하는 상태에서도 통과했다.", "liveness와 readiness를 분리할 것. readiness는 의존성을, liveness는 프로세스만 확인한다."),
    ("{svc} 날짜 필터가 자정 근처에서 하루 틀린 결과를 냈다.", "타임스탬프는 UTC로 저장하고 API 경계에서만 Asia/Seoul로 변환할 것."),
]
PLAIN_ASK_EN = ["Which environment should I test this on first?", "Is there an owner for {svc} I should loop in next time?",
                "Should I add this to the {repo} README?", "Do you want a follow-up ticket for the cleanup?", ""]
PLAIN_ASK_KO = ["다음엔 어느 환경에서 먼저 테스트할까요?", "다음에 같이 불러야 할 {svc} 담당자가 있나요?",
                "이 내용을 {repo} README에 추가할까요?", "정리 작업용 후속 티켓을 만들까요?", ""]


def f_clean_plain(lang):
    ctx = new_ctx(lang, None)
    ctx["n"] = str(ri(2, 8))
    mc_t, ls_t = ch(PLAIN_EN if lang == "en" else PLAIN_KO)
    mc = mc_t.format(**ctx)
    lesson = ls_t.format(**ctx)
    if chance(0.3):
        mc = (("While trying to %s: " % ctx["task"]) if lang == "en" else ("%s 작업 중: " % ctx["task"])) + mc
    ask = ch(PLAIN_ASK_EN if lang == "en" else PLAIN_ASK_KO).format(**ctx)
    return clean_rec("plain engineering note", mc, lesson, ask, "clean-plain")


CLEAN_FAMILIES = [
    (f_clean_placeholder, 45), (f_clean_masked, 30), (f_clean_envref, 40), (f_clean_hashes, 30), (f_clean_ids, 35),
    (f_clean_pubkeys, 25), (f_clean_base64, 15), (f_clean_longids, 15), (f_clean_policy, 15), (f_clean_flags, 20),
    (f_clean_encrypted, 20), (f_clean_publishable, 25), (f_clean_plain, 45),
]
assert sum(n for _, n in CLEAN_FAMILIES) == N_CLEAN


# ==============================================================================================
# main
# ==============================================================================================
def schedule(families):
    fam = []
    for fn, n in families:
        fam += [fn] * n
    R.shuffle(fam)
    langs = ["en"] * N_EN + ["ko"] * N_KO
    R.shuffle(langs)
    return list(zip(fam, langs))


def note_key(r):
    f = r["fields"]
    return f["missing_context"] + "\x00" + f["lesson"] + "\x00" + f["ask_next_time"]


def build():
    seen = {}
    notes = []
    stats = {"regenerated": 0}
    for kind, families in (("secret", SECRET_FAMILIES), ("clean", CLEAN_FAMILIES)):
        for fn, lang in schedule(families):
            for attempt in range(500):
                r = fn(lang)
                ok = sizes_ok(r["fields"]) and note_key(r) not in seen
                if kind == "secret":
                    ok = ok and secret_note_ok(r)
                else:
                    ok = ok and r["secrets"] == []
                if ok:
                    break
                stats["regenerated"] += 1
            else:
                raise RuntimeError("could not generate a valid note for %s" % fn.__name__)
            seen[note_key(r)] = True
            r["lang"] = lang
            r["kind"] = kind
            r["_family"] = fn.__name__
            notes.append(r)
    R.shuffle(notes)
    out = []
    for i, r in enumerate(notes):
        out.append({"id": "%s%03d" % (ID_PREFIX, i + 1), "lang": r["lang"], "kind": r["kind"], "category": r["category"],
                    "fields": {"missing_context": r["fields"]["missing_context"], "lesson": r["fields"]["lesson"],
                               "ask_next_time": r["fields"]["ask_next_time"]},
                    "secrets": list(r["secrets"])})
    return out, notes, stats


def final_checks(out):
    assert len(out) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in out]
    assert ids == ["%s%03d" % (ID_PREFIX, i + 1) for i in range(len(out))]
    for kind, n in (("secret", N_SECRET), ("clean", N_CLEAN)):
        rs_ = [r for r in out if r["kind"] == kind]
        assert len(rs_) == n
        assert sum(r["lang"] == "en" for r in rs_) == N_EN and sum(r["lang"] == "ko" for r in rs_) == N_KO
    for r in out:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(r["fields"].keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert sizes_ok(r["fields"]), r["id"]
        if r["kind"] == "secret":
            assert r["secrets"], r["id"]
            assert window_rule_ok(r["fields"], r["secrets"]), r["id"]
        else:
            assert r["secrets"] == [], r["id"]
    # no secret of any note appears in any clean note
    clean_text = "\x00".join("\x00".join(r["fields"].values()) for r in out if r["kind"] == "clean")
    for r in out:
        for s in r["secrets"]:
            assert s not in clean_text, (r["id"], s)


def main():
    out, notes, stats = build()
    final_checks(out)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), OUT_NAME)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    # summary on stderr (not part of the data)
    vendors, templates, fams = [], [], {}
    for r in notes:
        for v in r["_vendors"]:
            if v not in vendors:
                vendors.append(v)
        if r["_template"] not in templates:
            templates.append(r["_template"])
        fams[r["kind"] + "/" + r["_family"]] = fams.get(r["kind"] + "/" + r["_family"], 0) + 1
    sec_t = [t for t in templates if not t.startswith("clean-")]
    cln_t = [t for t in templates if t.startswith("clean-")]
    n_pub = sum(1 for r in out if r["category"].endswith(" [publishable]"))
    sys.stderr.write("wrote %s: %d notes\n" % (path, len(out)))
    for kind in ("secret", "clean"):
        for lg in ("en", "ko"):
            sys.stderr.write("  %s/%s: %d\n" % (kind, lg, sum(1 for r in out if r["kind"] == kind and r["lang"] == lg)))
    sys.stderr.write("  distinct vendors/providers named in secret notes: %d\n" % len(vendors))
    sys.stderr.write("  distinct templates: %d secret, %d clean\n" % (len(sec_t), len(cln_t)))
    sys.stderr.write("  publishable clean notes: %d\n" % n_pub)
    sys.stderr.write("  secrets listed in total: %d\n" % sum(len(r["secrets"]) for r in out))
    sys.stderr.write("  candidates regenerated by the rule checks: %d\n" % stats["regenerated"])
    for k in fams:
        sys.stderr.write("  %-34s %d\n" % (k, fams[k]))
    sys.stderr.write("  vendors: %s\n" % ", ".join(vendors))


if __name__ == "__main__":
    main()
