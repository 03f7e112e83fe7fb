#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v100.py - generator of blind_set_v100.jsonl

Blind evaluation set for a credential-redaction filter (see FORMAT.txt).
Python 3 standard library only, no network.  Every choice is drawn from ONE
PRNG, random.Random(100_2026_1127); no set is ever iterated, so the output is
byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v100.py            (writes blind_set_v100.jsonl)
        python3 make_blind_set_v100.py --stats    (also prints statistics)
"""
import base64
import json
import os
import random
import sys

SEED = 100_2026_1127
R = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "blind_set_v100.jsonl")
ID_PREFIX = "fd"
N_PER_KIND = 360
N_EN = 216          # 60 % of 360
N_KO = 144          # 40 % of 360

# ---------------------------------------------------------------- alphabets
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
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?~"


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    """random string of length n over alpha"""
    return "".join(R.choice(alpha) for _ in range(n))


def ri(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rbytes(n):
    return bytes(R.randrange(256) for _ in range(n))


def b64(bs):
    return base64.b64encode(bs).decode("ascii")


def b64u(bs, pad=False):
    s = base64.urlsafe_b64encode(bs).decode("ascii")
    return s if pad else s.rstrip("=")


def uuid4():
    h = list(rs(HEX, 32))
    h[12] = "4"
    h[16] = pick("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def T(L, en, ko):
    """pick the English or the Korean variant of a prose piece"""
    return en if L == "en" else ko


def wrap(s, width):
    return [s[i:i + width] for i in range(0, len(s), width)]


def pct(s):
    """percent-encode like urllib.parse.quote(s, safe='') (ASCII input)"""
    out = []
    for ch in s:
        if ch in AN or ch in "-_.~":
            out.append(ch)
        else:
            for b in ch.encode("utf-8"):
                out.append("%%%02X" % b)
    return "".join(out)


def snake(name):
    return name.lower()


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def dotted(name):
    return name.lower().replace("_", ".")


def kebab(name):
    return name.lower().replace("_", "-")


def ts_iso():
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59))


def ts_log():
    return "2025-%02d-%02d %02d:%02d:%02d,%03d" % (ri(1, 11), ri(1, 28), ri(0, 23), ri(0, 59), ri(0, 59), ri(0, 999))


def hhmm():
    return "%02d:%02d" % (ri(8, 23), ri(0, 59))


# ---------------------------------------------------------------- note checks
LIMITS = (("missing_context", 1024), ("lesson", 1024), ("ask_next_time", 512))


class Reject(Exception):
    """a candidate note broke a rule; the caller draws a new one"""


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


def fields_ok(mc, le, ask):
    if not mc.strip() or not le.strip():
        return False
    for (name, lim), val in zip(LIMITS, (mc, le, ask)):
        if len(val.encode("utf-8")) > lim:
            return False
    return True


def window_rule_ok(texts, secrets):
    """FORMAT.txt rule: every secret >= 8 chars and present verbatim; no 8-char
    window of any secret occurs in the fields outside the secret occurrences."""
    if not secrets:
        return False
    for s in secrets:
        if len(s) < 8 or not any(s in t for t in texts):
            return False
    for t in texts:
        mask = [False] * len(t)
        for s in secrets:
            start = 0
            while True:
                i = t.find(s, start)
                if i < 0:
                    break
                for k in range(i, i + len(s)):
                    mask[k] = True
                start = i + 1
        rest = "".join("\x00" if m else c for c, m in zip(t, mask))
        for s in secrets:
            for k in range(len(s) - 7):
                if s[k:k + 8] in rest:
                    return False
    return True


# ================================================================ vendors
# Each vendor: key, display name, region, fields, header renderer.
# A field is (ENV_NAME, prefix, body_fn, is_secret).  value = prefix + body_fn().
# Shapes follow the vendors' documented / observed token formats; bodies are
# always drawn from the PRNG.
VENDORS = []
VBY = {}


def vendor(key, name, region, fields, hdr=None):
    v = {"key": key, "name": name, "region": region, "fields": fields, "hdr": hdr}
    VENDORS.append(v)
    VBY[key] = v


def vgen(v):
    """[(ENV_NAME, value, is_secret), ...] with fresh random bodies"""
    out = []
    for (env, pre, body, sec) in v["fields"]:
        if isinstance(pre, list):
            pre = pick(pre)
        out.append((env, pre + body(), sec))
    return out


def h_bearer(vals):
    return ["Authorization: Bearer " + vals[0]]


def h_named(*names, fmt=None):
    def f(vals):
        out = []
        for n, val in zip(names, vals):
            if n is None:
                continue
            out.append("%s: %s" % (n, (fmt or "{}").format(val)))
        return out
    return f


def h_scheme(scheme):
    return lambda vals: ["Authorization: %s %s" % (scheme, vals[0])]


def L(alpha, n):            # body of fixed length
    return lambda: rs(alpha, n)


def LR(alpha, a, b):        # body of random length a..b
    return lambda: rs(alpha, ri(a, b))


def jwt(payload, sig_len=43, alg="HS256"):
    head = b64u(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return head + "." + body + "." + rs(B64U, sig_len)


def rand_user():
    return pick(["minsu", "jiyoon", "seojun", "hana", "dkim", "jpark", "alee", "tom", "priya",
                 "lucas", "yuki", "wei", "sofia", "ops-bot", "deploy", "ci-runner"])


def discord_token():
    sf = "1" + rs(DG, ri(17, 18))
    return b64u(sf.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def mapbox_sk():
    return b64u(json.dumps({"u": rand_user(), "a": rs(ANL, 25)}, separators=(",", ":")).encode()) + "." + rs(B64U, 22)


def supabase_service_jwt():
    ref = rs(LO, 20)
    return jwt({"iss": "supabase", "ref": ref, "role": "service_role",
                "iat": 1700000000 + ri(0, 9999999), "exp": 2000000000 + ri(0, 99999999)})


# ---- global / US
vendor("aws", "AWS", "global", [("AWS_ACCESS_KEY_ID", "AKIA", L(B32, 16), True),
                                 ("AWS_SECRET_ACCESS_KEY", "", L(B64, 40), True)])
vendor("aws_sts", "AWS STS", "global", [
    ("AWS_ACCESS_KEY_ID", "ASIA", L(B32, 16), True),
    ("AWS_SECRET_ACCESS_KEY", "", L(B64, 40), True),
    ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE", LR(B64, 300, 420), True)])
vendor("github", "GitHub", "global", [("GITHUB_TOKEN", "ghp_", L(AN, 36), True)], h_scheme("token"))
vendor("github_fg", "GitHub fine-grained PAT", "global",
       [("GH_TOKEN", "github_pat_", lambda: rs(AN, 22) + "_" + rs(AN, 59), True)], h_bearer)
vendor("github_app", "GitHub App", "global", [("GITHUB_APP_TOKEN", ["ghs_", "gho_"], L(AN, 36), True)], h_bearer)
vendor("gitlab", "GitLab", "global", [("GITLAB_TOKEN", "glpat-", L(B64U, 20), True)], h_named("PRIVATE-TOKEN"))
vendor("gitlab_runner", "GitLab Runner", "global", [("RUNNER_TOKEN", "glrt-", L(B64U, 20), True)])
vendor("gitlab_trigger", "GitLab pipeline trigger", "global", [("TRIGGER_TOKEN", "glptt-", L(HEX, 40), True)])
vendor("slack_bot", "Slack", "global",
       [("SLACK_BOT_TOKEN", "xoxb-", lambda: rs(DG, ri(10, 12)) + "-" + rs(DG, 13) + "-" + rs(AN, 24), True)], h_bearer)
vendor("slack_user", "Slack user token", "global",
       [("SLACK_USER_TOKEN", "xoxp-", lambda: rs(DG, 11) + "-" + rs(DG, 12) + "-" + rs(DG, 13) + "-" + rs(HEX, 32), True)], h_bearer)
vendor("slack_app", "Slack app-level token", "global",
       [("SLACK_APP_TOKEN", "xapp-1-", lambda: "A0" + rs(ANU, 9) + "-" + rs(DG, 13) + "-" + rs(HEX, 64), True)])
vendor("stripe", "Stripe", "global", [("STRIPE_SECRET_KEY", "sk_live_", lambda: rs(AN, pick([24, 99])), True)], h_bearer)
vendor("stripe_rk", "Stripe restricted key", "global", [("STRIPE_API_KEY", "rk_live_", L(AN, 99), True)], h_bearer)
vendor("stripe_test", "Stripe test key", "global", [("STRIPE_SECRET_KEY", "sk_test_", L(AN, 99), True)], h_bearer)
vendor("stripe_wh", "Stripe webhook signing", "global", [("STRIPE_WEBHOOK_SECRET", "whsec_", L(AN, 32), True)])
vendor("openai", "OpenAI", "global",
       [("OPENAI_API_KEY", "sk-proj-", lambda: rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True)], h_bearer)
vendor("openai_old", "OpenAI (legacy key)", "global",
       [("OPENAI_API_KEY", "sk-", lambda: rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20), True)], h_bearer)
vendor("anthropic", "Anthropic", "global",
       [("ANTHROPIC_API_KEY", "sk-ant-api03-", lambda: rs(B64U, 93) + "AA", True)], h_named("x-api-key"))
vendor("gemini", "Google Gemini API", "global", [("GEMINI_API_KEY", "AIzaSy", L(B64U, 33), True)], h_named("x-goog-api-key"))
vendor("google_oauth", "Google OAuth client", "global", [
    ("GOOGLE_CLIENT_ID", "", lambda: rs(DG, 12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", False),
    ("GOOGLE_CLIENT_SECRET", "GOCSPX-", L(B64U, 28), True)])
vendor("google_refresh", "Google OAuth refresh token", "global",
       [("GOOGLE_REFRESH_TOKEN", "1//0", LR(B64U, 96, 120), True)])
vendor("google_access", "Google OAuth access token", "global", [("GOOGLE_ACCESS_TOKEN", "ya29.", LR(B64U, 150, 210), True)], h_bearer)
vendor("twilio", "Twilio", "global", [("TWILIO_ACCOUNT_SID", "AC", L(HEX, 32), False),
                                       ("TWILIO_AUTH_TOKEN", "", L(HEX, 32), True)])
vendor("sendgrid", "SendGrid", "global", [("SENDGRID_API_KEY", "SG.", lambda: rs(B64U, 22) + "." + rs(B64U, 43), True)], h_bearer)
vendor("mailgun", "Mailgun", "global",
       [("MAILGUN_API_KEY", "", lambda: pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)]), True)])
vendor("mailchimp", "Mailchimp", "global", [("MAILCHIMP_API_KEY", "", lambda: rs(HEX, 32) + "-us" + str(ri(1, 21)), True)])
vendor("npm", "npm", "global", [("NPM_TOKEN", "npm_", L(AN, 36), True)], h_bearer)
vendor("pypi", "PyPI", "global", [("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc", LR(B64U, 150, 200), True)])
vendor("dockerhub", "Docker Hub", "global", [("DOCKERHUB_TOKEN", "dckr_pat_", L(B64U, 27), True)])
vendor("huggingface", "Hugging Face", "global", [("HF_TOKEN", "hf_", L(UP + LO, 34), True)], h_bearer)
vendor("shopify", "Shopify", "global", [("SHOPIFY_ACCESS_TOKEN", "shpat_", L(HEX, 32), True)], h_named("X-Shopify-Access-Token"))
vendor("atlassian", "Atlassian", "global",
       [("JIRA_API_TOKEN", "ATATT3xFfGF0", lambda: rs(B64U, ri(160, 180)) + "=" + rs(HEXU, 8), True)])
vendor("digitalocean", "DigitalOcean", "global", [("DIGITALOCEAN_TOKEN", "dop_v1_", L(HEX, 64), True)], h_bearer)
vendor("heroku", "Heroku (legacy UUID key)", "global", [("HEROKU_API_KEY", "", uuid4, True)], h_bearer)
vendor("azure_storage", "Azure Storage", "global", [("AZURE_STORAGE_ACCOUNT", "", lambda: "st" + rs(ANL, 10), False),
                                                     ("AZURE_STORAGE_KEY", "", lambda: b64(rbytes(64)), True)])
vendor("azure_ad", "Microsoft Entra ID", "global", [("AZURE_CLIENT_ID", "", uuid4, False),
                                                    ("AZURE_CLIENT_SECRET", "", lambda: rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34), True)])
vendor("azure_openai", "Azure OpenAI", "global", [("AZURE_OPENAI_API_KEY", "", L(HEX, 32), True)], h_named("api-key"))
vendor("cloudflare", "Cloudflare", "global", [("CLOUDFLARE_API_TOKEN", "", L(B64U, 40), True)], h_bearer)
vendor("cloudflare_global", "Cloudflare global API key", "global", [("CF_API_EMAIL", "", lambda: rand_user() + "@example.com", False),
                                                                    ("CF_API_KEY", "", L(HEX, 37), True)],
       h_named("X-Auth-Email", "X-Auth-Key"))
vendor("datadog", "Datadog", "global", [("DD_API_KEY", "", L(HEX, 32), True), ("DD_APP_KEY", "", L(HEX, 40), True)],
       h_named("DD-API-KEY", "DD-APPLICATION-KEY"))
vendor("newrelic", "New Relic", "global", [("NEW_RELIC_API_KEY", "NRAK-", L(ANU, 27), True)], h_named("Api-Key"))
vendor("sentry", "Sentry", "global", [("SENTRY_AUTH_TOKEN", "sntryu_", L(HEX, 64), True)], h_bearer)
vendor("grafana", "Grafana", "global", [("GRAFANA_TOKEN", "glsa_", lambda: rs(AN, 32) + "_" + rs(HEX, 8), True)], h_bearer)
vendor("vault", "HashiCorp Vault", "global", [("VAULT_TOKEN", "hvs.", lambda: rs(B64U, pick([24, 91])), True)], h_named("X-Vault-Token"))
vendor("tfc", "Terraform Cloud", "global", [("TFE_TOKEN", "", lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67), True)], h_bearer)
vendor("pulumi", "Pulumi", "global", [("PULUMI_ACCESS_TOKEN", "pul-", L(HEX, 40), True)])
vendor("postman", "Postman", "global", [("POSTMAN_API_KEY", "PMAK-", lambda: rs(HEX, 24) + "-" + rs(HEX, 34), True)], h_named("X-Api-Key"))
vendor("linear", "Linear", "global", [("LINEAR_API_KEY", "lin_api_", L(AN, 40), True)], h_named("Authorization"))
vendor("notion", "Notion", "global", [("NOTION_TOKEN", ["ntn_", "secret_"], L(AN, 43), True)], h_bearer)
vendor("airtable", "Airtable", "global", [("AIRTABLE_TOKEN", "pat", lambda: rs(AN, 14) + "." + rs(HEX, 64), True)], h_bearer)
vendor("figma", "Figma", "global", [("FIGMA_TOKEN", "figd_", L(B64U, 40), True)], h_named("X-Figma-Token"))
vendor("discord", "Discord bot", "global", [("DISCORD_BOT_TOKEN", "", discord_token, True)], h_scheme("Bot"))
vendor("telegram", "Telegram bot", "global", [("TELEGRAM_BOT_TOKEN", "", lambda: rs(DG, ri(9, 10)) + ":AA" + rs(B64U, 33), True)])
vendor("square", "Square", "global", [("SQUARE_ACCESS_TOKEN", "EAAA", L(B64U, 60), True)], h_bearer)
vendor("braintree", "Braintree / PayPal", "global",
       [("BRAINTREE_ACCESS_TOKEN", "access_token$production$", lambda: rs(ANL, 16) + "$" + rs(HEX, 32), True)])
vendor("okta", "Okta", "global", [("OKTA_API_TOKEN", "00", L(B64U, 40), True)], h_scheme("SSWS"))
vendor("databricks", "Databricks", "global", [("DATABRICKS_TOKEN", "dapi", L(HEX, 32), True)], h_bearer)
vendor("doppler", "Doppler", "global", [("DOPPLER_TOKEN", "dp.st.", lambda: pick(["dev", "stg", "prd"]) + "." + rs(AN, 40), True)])
vendor("supabase", "Supabase service_role", "global", [("SUPABASE_SERVICE_ROLE_KEY", "", supabase_service_jwt, True)], h_bearer)
vendor("mapbox", "Mapbox secret token", "global", [("MAPBOX_SECRET_TOKEN", "sk.", mapbox_sk, True)])
vendor("render", "Render", "global", [("RENDER_API_KEY", "rnd_", L(AN, 32), True)], h_bearer)
vendor("replicate", "Replicate", "global", [("REPLICATE_API_TOKEN", "r8_", L(AN, 37), True)], h_bearer)
vendor("groq", "Groq", "global", [("GROQ_API_KEY", "gsk_", L(AN, 52), True)], h_bearer)
vendor("perplexity", "Perplexity", "global", [("PPLX_API_KEY", "pplx-", L(AN, 48), True)], h_bearer)
vendor("xai", "xAI", "global", [("XAI_API_KEY", "xai-", L(AN, 80), True)], h_bearer)
vendor("deepseek", "DeepSeek", "cn", [("DEEPSEEK_API_KEY", "sk-", L(HEX, 32), True)], h_bearer)
vendor("tailscale", "Tailscale", "global", [("TS_AUTHKEY", "tskey-auth-k", lambda: rs(AN, 11) + "CNTRL-" + rs(AN, 33), True)])
vendor("ngrok", "ngrok", "global", [("NGROK_AUTHTOKEN", "2", lambda: rs(AN, 26) + "_" + rs(AN, 21), True)])
vendor("onepassword", "1Password service account", "global", [("OP_SERVICE_ACCOUNT_TOKEN", "ops_eyJ", LR(B64U, 280, 360), True)])
vendor("buildkite", "Buildkite", "global", [("BUILDKITE_API_TOKEN", "bkua_", L(HEX, 40), True)], h_bearer)
vendor("circleci", "CircleCI", "global", [("CIRCLE_TOKEN", "CCIPAT_", lambda: rs(AN, 22) + "_" + rs(HEX, 40), True)], h_named("Circle-Token"))
vendor("contentful", "Contentful", "global", [("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-", L(B64U, 43), True)], h_bearer)
vendor("dropbox", "Dropbox", "global", [("DROPBOX_ACCESS_TOKEN", "sl.", LR(B64U, 130, 140), True)], h_bearer)
vendor("asana", "Asana", "global", [("ASANA_PAT", "2/", lambda: rs(DG, 16) + "/" + rs(DG, 16) + ":" + rs(HEX, 32), True)], h_bearer)
vendor("shippo", "Shippo", "global", [("SHIPPO_API_TOKEN", "shippo_live_", L(HEX, 40), True)], h_scheme("ShippoToken"))
vendor("fcm", "Firebase Cloud Messaging legacy server key", "global",
       [("FCM_SERVER_KEY", "AAAA", lambda: rs(B64U, 7) + ":APA91b" + rs(B64U, 134), True)], h_named("Authorization", fmt="key={}"))
vendor("launchdarkly", "LaunchDarkly server SDK key", "global", [("LD_SDK_KEY", "sdk-", uuid4, True)])
vendor("pinecone", "Pinecone", "global", [("PINECONE_API_KEY", "pcsk_", lambda: rs(AN, 6) + "_" + rs(AN, 63), True)], h_named("Api-Key"))
vendor("intercom", "Intercom", "global",
       [("INTERCOM_ACCESS_TOKEN", "", lambda: b64(("tok:" + uuid4() + ":" + rs(HEX, 8)).encode()), True)], h_bearer)
vendor("confluent", "Confluent Cloud", "global", [("CONFLUENT_API_KEY", "", L(ANU, 16), True),
                                                  ("CONFLUENT_API_SECRET", "", L(B64, 64), True)])
vendor("algolia_admin", "Algolia admin key", "global", [("ALGOLIA_APP_ID", "", L(ANU, 10), False),
                                                        ("ALGOLIA_ADMIN_KEY", "", L(HEX, 32), True)],
       h_named("X-Algolia-Application-Id", "X-Algolia-API-Key"))
vendor("netlify", "Netlify", "global", [("NETLIFY_AUTH_TOKEN", "nfp_", L(AN, 36), True)], h_bearer)
vendor("vercel_blob", "Vercel Blob", "global",
       [("BLOB_READ_WRITE_TOKEN", "vercel_blob_rw_", lambda: rs(AN, 16) + "_" + rs(AN, 30), True)])
vendor("age", "age identity", "global", [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1", lambda: rs(BECH32.upper(), 58), True)])
vendor("plaid", "Plaid", "global", [("PLAID_CLIENT_ID", "", L(HEX, 24), False), ("PLAID_SECRET", "", L(HEX, 30), True)])
vendor("mistral", "Mistral AI", "eu", [("MISTRAL_API_KEY", "", L(AN, 32), True)], h_bearer)
vendor("cohere", "Cohere", "global", [("CO_API_KEY", "", L(AN, 40), True)], h_bearer)
vendor("auth0", "Auth0", "global", [("AUTH0_CLIENT_ID", "", L(AN, 32), False), ("AUTH0_CLIENT_SECRET", "", L(B64U, 64), True)])
vendor("pagerduty", "PagerDuty", "global", [("PAGERDUTY_TOKEN", "", L(AN + "_+-", 20), True)], h_named("Authorization", fmt="Token token={}"))

# ---- Korea
vendor("ncloud", "Naver Cloud Platform", "kr", [("NCLOUD_ACCESS_KEY", "", L(AN, 20), True),
                                               ("NCLOUD_SECRET_KEY", "", L(AN, 40), True)],
       h_named("x-ncp-iam-access-key", None))
vendor("naver_api", "Naver Developers", "kr", [("NAVER_CLIENT_ID", "", L(AN + "_", 20), False),
                                               ("NAVER_CLIENT_SECRET", "", L(AN, 10), True)],
       h_named("X-Naver-Client-Id", "X-Naver-Client-Secret"))
vendor("kakao_rest", "Kakao REST API", "kr", [("KAKAO_REST_API_KEY", "", L(HEX, 32), True)], h_scheme("KakaoAK"))
vendor("kakao_admin", "Kakao Admin key", "kr", [("KAKAO_ADMIN_KEY", "", L(HEX, 32), True)], h_scheme("KakaoAK"))
vendor("toss", "Toss Payments", "kr", [("TOSS_SECRET_KEY", ["live_sk_", "live_gsk_", "test_sk_"], L(AN, 20), True)])
vendor("portone", "PortOne (iamport) v1", "kr", [("IMP_KEY", "", L(DG, 16), True), ("IMP_SECRET", "", L(AN, 80), True)])
vendor("portone_v2", "PortOne v2", "kr", [("PORTONE_API_SECRET", "", L(AN, 80), True)], h_scheme("PortOne"))
vendor("nhncloud", "NHN Cloud", "kr", [("NHN_APPKEY", "", L(AN, 16), False), ("NHN_SECRET_KEY", "", L(AN, 8), True)],
       h_named(None, "X-Secret-Key"))
vendor("solapi", "SOLAPI (coolsms)", "kr", [("SOLAPI_API_KEY", "NCS", L(ANU, 13), True),
                                             ("SOLAPI_API_SECRET", "", L(ANU, 32), True)])
vendor("aligo", "Aligo SMS", "kr", [("ALIGO_USER_ID", "", rand_user, False), ("ALIGO_API_KEY", "", L(ANL, 32), True)])
vendor("channeltalk", "Channel Talk", "kr", [("CHANNEL_ACCESS_KEY", "", L(HEX, 24), True),
                                              ("CHANNEL_ACCESS_SECRET", "", L(HEX, 32), True)],
       h_named("x-access-key", "x-access-secret"))
vendor("kakaopay", "KakaoPay", "kr", [("KAKAOPAY_SECRET_KEY", "DEV", L(HEXU, 37), True)], h_scheme("SECRET_KEY"))
vendor("upbit", "Upbit", "kr", [("UPBIT_ACCESS_KEY", "", L(AN, 40), True), ("UPBIT_SECRET_KEY", "", L(AN, 40), True)])
vendor("bithumb", "Bithumb", "kr", [("BITHUMB_API_KEY", "", L(HEX, 32), True), ("BITHUMB_SECRET", "", L(HEX, 32), True)],
       h_named("Api-Key", None))
vendor("sendbird", "Sendbird", "kr", [("SENDBIRD_APP_ID", "", lambda: uuid4().upper(), False),
                                      ("SENDBIRD_API_TOKEN", "", L(HEX, 40), True)], h_named(None, "Api-Token"))
vendor("nicepay", "NICEPAY", "kr", [("NICEPAY_CLIENT_ID", "S2_", L(HEX, 32), False), ("NICEPAY_SECRET_KEY", "", L(HEX, 32), True)])
vendor("datagokr", "data.go.kr serviceKey", "kr", [("DATA_GO_KR_SERVICE_KEY", "", lambda: b64(rbytes(66)), True)])

# ---- Japan
vendor("line", "LINE Messaging API", "jp", [("LINE_CHANNEL_ACCESS_TOKEN", "", lambda: rs(B64, 171) + "=", True)], h_bearer)
vendor("line_secret", "LINE channel secret", "jp", [("LINE_CHANNEL_SECRET", "", L(HEX, 32), True)])
vendor("chatwork", "Chatwork", "jp", [("CHATWORK_API_TOKEN", "", L(HEX, 32), True)], h_named("X-ChatWorkToken"))
vendor("backlog", "Backlog (Nulab)", "jp", [("BACKLOG_API_KEY", "", L(AN, 64), True)])
vendor("payjp", "PAY.JP", "jp", [("PAYJP_SECRET_KEY", "sk_live_", L(HEX, 48), True)])
vendor("komoju", "KOMOJU", "jp", [("KOMOJU_SECRET_KEY", "sk_live_", L(ANL, 25), True)])
vendor("sakura", "Sakura Cloud", "jp", [("SAKURACLOUD_ACCESS_TOKEN", "", uuid4, True),
                                         ("SAKURACLOUD_ACCESS_TOKEN_SECRET", "", L(AN, 64), True)])
vendor("kintone", "kintone (Cybozu)", "jp", [("KINTONE_API_TOKEN", "", L(AN, 40), True)], h_named("X-Cybozu-API-Token"))
vendor("gmo_pg", "GMO Payment Gateway", "jp", [("GMO_SHOP_ID", "tshop", L(DG, 8), False), ("GMO_SHOP_PASS", "", L(ANL, 8), True)])

# ---- China
vendor("alibaba", "Alibaba Cloud", "cn", [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t", L(AN, 18), True),
                                           ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", "", L(AN, 30), True)])
vendor("tencent", "Tencent Cloud", "cn", [("TENCENTCLOUD_SECRET_ID", "AKID", L(AN, 32), True),
                                           ("TENCENTCLOUD_SECRET_KEY", "", L(AN, 32), True)])
vendor("baidu", "Baidu AI Cloud", "cn", [("BAIDU_API_KEY", "", L(AN, 24), True), ("BAIDU_SECRET_KEY", "", L(AN, 32), True)])
vendor("huawei", "Huawei Cloud", "cn", [("HUAWEICLOUD_SDK_AK", "", L(ANU, 20), True), ("HUAWEICLOUD_SDK_SK", "", L(AN, 40), True)])
vendor("wechat", "WeChat Official Account", "cn", [("WECHAT_APPID", "wx", L(HEX, 16), False), ("WECHAT_APPSECRET", "", L(HEX, 32), True)])
vendor("wecom", "WeCom", "cn", [("WECOM_CORPID", "ww", L(HEX, 16), False), ("WECOM_CORPSECRET", "", L(B64U, 43), True)])
vendor("feishu", "Feishu / Lark", "cn", [("FEISHU_APP_ID", "cli_", L(HEX, 16), False), ("FEISHU_APP_SECRET", "", L(AN, 32), True)])
vendor("qiniu", "Qiniu", "cn", [("QINIU_ACCESS_KEY", "", L(B64U, 40), True), ("QINIU_SECRET_KEY", "", L(B64U, 40), True)])
vendor("volcengine", "Volcengine", "cn", [("VOLC_ACCESSKEY", "AKLT", L(B64U, 43), True), ("VOLC_SECRETKEY", "", lambda: b64(rbytes(42)), True)])
vendor("zhipu", "Zhipu AI", "cn", [("ZHIPUAI_API_KEY", "", lambda: rs(HEX, 32) + "." + rs(AN, 16), True)], h_bearer)
vendor("moonshot", "Moonshot AI", "cn", [("MOONSHOT_API_KEY", "sk-", L(AN, 48), True)], h_bearer)

# ---- Europe
vendor("mollie", "Mollie", "eu", [("MOLLIE_API_KEY", "live_", L(AN, 30), True)], h_bearer)
vendor("adyen", "Adyen", "eu", [("ADYEN_API_KEY", "AQE", LR(AN + "+/=-", 120, 150), True)], h_named("X-API-Key"))
vendor("hetzner", "Hetzner Cloud", "eu", [("HCLOUD_TOKEN", "", L(AN, 64), True)], h_bearer)
vendor("scaleway", "Scaleway", "eu", [("SCW_ACCESS_KEY", "SCW", L(ANU, 17), True), ("SCW_SECRET_KEY", "", uuid4, True)],
       h_named(None, "X-Auth-Token"))
vendor("ovh", "OVHcloud", "eu", [("OVH_APPLICATION_KEY", "", L(AN, 16), True), ("OVH_APPLICATION_SECRET", "", L(AN, 32), True),
                                 ("OVH_CONSUMER_KEY", "", L(AN, 32), True)])
vendor("gocardless", "GoCardless", "eu", [("GOCARDLESS_ACCESS_TOKEN", "live_", L(B64U, 40), True)], h_bearer)
vendor("brevo", "Brevo", "eu", [("BREVO_API_KEY", "xkeysib-", lambda: rs(HEX, 64) + "-" + rs(AN, 16), True)], h_named("api-key"))
vendor("deepl", "DeepL", "eu", [("DEEPL_AUTH_KEY", "", lambda: uuid4() + ":fx", True)], h_scheme("DeepL-Auth-Key"))
vendor("vonage", "Vonage", "eu", [("VONAGE_API_KEY", "", L(HEX, 8), True), ("VONAGE_API_SECRET", "", L(AN, 16), True)])
vendor("messagebird", "MessageBird (Bird)", "eu", [("MESSAGEBIRD_ACCESS_KEY", "", L(AN, 25), True)], h_scheme("AccessKey"))
vendor("exoscale", "Exoscale", "eu", [("EXOSCALE_API_KEY", "EXO", L(HEX, 24), True), ("EXOSCALE_API_SECRET", "", L(B64U, 43), True)])
vendor("spotify", "Spotify Web API", "eu", [("SPOTIFY_CLIENT_ID", "", L(HEX, 32), False), ("SPOTIFY_CLIENT_SECRET", "", L(HEX, 32), True)])
vendor("sumsub", "Sumsub", "eu", [("SUMSUB_APP_TOKEN", ["prd:", "sbx:"], lambda: rs(AN, 24) + "." + rs(AN, 32), True),
                                  ("SUMSUB_SECRET_KEY", "", L(AN, 32), True)], h_named("X-App-Token", None))
vendor("checkout", "Checkout.com", "eu", [("CKO_SECRET_KEY", "sk_sbox_", L(ANL, 26), True)], h_bearer)

# publishable / public-by-design keys (used only in CLEAN notes)
PUBLISHABLE = [
    ("stripe_pk", "Stripe publishable key", "STRIPE_PUBLISHABLE_KEY", lambda: "pk_live_" + rs(AN, 99)),
    ("firebase_web", "Firebase web config apiKey", "FIREBASE_API_KEY", lambda: "AIzaSy" + rs(B64U, 33)),
    ("recaptcha_site", "reCAPTCHA site key", "RECAPTCHA_SITE_KEY", lambda: "6L" + rs(B64U, 38)),
    ("mapbox_pk", "Mapbox public token", "MAPBOX_ACCESS_TOKEN", lambda: "pk." + mapbox_sk()),
    ("kakao_js", "Kakao JavaScript key", "KAKAO_JS_KEY", lambda: rs(HEX, 32)),
    ("toss_ck", "Toss Payments client key", "TOSS_CLIENT_KEY", lambda: pick(["live_ck_", "test_ck_", "live_gck_"]) + rs(AN, 20)),
    ("supabase_anon", "Supabase anon key", "SUPABASE_ANON_KEY",
     lambda: jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": 1700000000 + ri(0, 9999999),
                  "exp": 2000000000 + ri(0, 99999999)})),
    ("algolia_search", "Algolia search-only key", "ALGOLIA_SEARCH_KEY", lambda: rs(HEX, 32)),
    ("sentry_dsn", "Sentry DSN", "SENTRY_DSN",
     lambda: "https://%s@o%d.ingest.us.sentry.io/%d" % (rs(HEX, 32), ri(100000, 999999), ri(1000000, 9999999))),
    ("payjp_pk", "PAY.JP public key", "PAYJP_PUBLIC_KEY", lambda: "pk_live_" + rs(HEX, 24)),
    ("posthog", "PostHog project API key", "POSTHOG_KEY", lambda: "phc_" + rs(AN, 43)),
    ("clerk_pk", "Clerk publishable key", "CLERK_PUBLISHABLE_KEY",
     lambda: "pk_live_" + b64(("clerk.%s.com$" % rs(LO, 7)).encode()).rstrip("=")),
    ("ld_client", "LaunchDarkly client-side ID", "LD_CLIENT_SIDE_ID", lambda: rs(HEX, 24)),
]


# ================================================================ people, hosts, words
USERS = ["deploy", "admin", "app_rw", "svc_batch", "minsu.kim", "jiyoon", "root", "postgres", "ubuntu",
         "ec2-user", "jenkins", "grafana", "report_ro", "etl_user", "billing", "hkim", "seoyeon.park",
         "dev01", "migrator", "backup", "tanaka", "li.wei", "mueller", "ops"]
DBNAMES = ["app", "orders", "billing", "analytics", "users", "inventory", "payments", "cms", "auth", "reporting"]
SERVICES = ["billing-api", "order-worker", "auth-gateway", "notification-svc", "search-indexer", "settlement-batch",
            "admin-web", "mobile-bff", "report-cron", "media-uploader", "crm-sync", "coupon-service"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox"]
REGIONS = ["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2"]
EN_WORDS = ["copper", "lantern", "river", "maple", "orbit", "velvet", "harbor", "pepper", "glacier", "meadow",
            "falcon", "tundra", "saffron", "violet", "cobalt", "ember", "willow", "quartz", "marble", "thunder",
            "pebble", "canyon", "biscuit", "walrus", "pancake", "zephyr", "juniper", "nectar", "otter", "parsley"]
KO_WORDS = ["사랑", "하늘", "바다", "고양이", "강아지", "우리집", "행복", "토끼", "호랑이", "달빛", "봄날", "겨울",
            "서울", "부산", "제주도", "김치", "떡볶이", "커피", "라면", "무지개", "별빛", "우주", "여름밤", "첫눈",
            "다람쥐", "은하수", "감귤", "보름달", "해바라기", "산책"]
FIRST = ["Minsu", "Jiyoon", "Seojun", "Hana", "Doyoon", "Yuna", "Jihoon", "Sora", "Taeyang", "Eunji",
         "Kenji", "Mei", "Lukas", "Emma", "Noah", "Olivia"]

_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def ko_keyboard(word):
    """Hangul typed on a QWERTY keyboard with the 2-set (dubeolsik) layout"""
    out = []
    for ch in word:
        c = ord(ch) - 0xAC00
        if 0 <= c < 11172:
            out.append(_CHO[c // 588] + _JUNG[(c % 588) // 28] + _JONG[c % 28])
        else:
            out.append(ch)
    return "".join(out)


def host():
    return pick([
        "db-%s-%02d.internal" % (pick(ENVS), ri(1, 9)),
        "10.%d.%d.%d" % (ri(0, 40), ri(0, 255), ri(2, 250)),
        "%s.cluster-%s.%s.rds.amazonaws.com" % (pick(DBNAMES), rs(ANL, 12), pick(REGIONS)),
        "%s.%s.svc.cluster.local" % (pick(["postgres", "mysql", "redis", "mongo", "rabbitmq"]), pick(ENVS)),
        "%s-db.%s.example.com" % (pick(DBNAMES), pick(ENVS)),
        "192.168.%d.%d" % (ri(0, 10), ri(2, 250)),
    ])


# ================================================================ passwords
SAFE_PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?~"
URL_SAFE_PUNCT = "!*-_.~"


def pw_human():
    w = pick(EN_WORDS + [f.lower() for f in FIRST])
    if chance(0.6):
        w = w.capitalize()
    if chance(0.3):
        w = w.replace("a", "@").replace("o", "0").replace("e", "3")
    return w + pick(["", "_", "#", "."]) + str(pick([ri(1970, 2025), ri(10, 99), ri(100, 9999)])) + pick(["!", "!!", "#", "$", "?", "*", ""])


def pw_passphrase():
    n = ri(3, 5)
    words = R.sample(EN_WORDS, n)
    sep = pick(["-", " ", ".", "_", ""])
    if sep == "":
        words = [w.capitalize() for w in words]
    s = sep.join(words)
    if chance(0.5):
        s += pick(["-", "", " "]) + str(ri(1, 99))
    return s


def pw_punct(n=None, url_safe=False):
    n = n or ri(14, 26)
    alpha = AN + (URL_SAFE_PUNCT if url_safe else SAFE_PUNCT)
    while True:
        s = rs(alpha, n)
        if any(c in (URL_SAFE_PUNCT if url_safe else SAFE_PUNCT) for c in s) and any(c in DG for c in s):
            return s


def pw_korean_keyboard():
    w = "".join(pick(KO_WORDS) for _ in range(ri(1, 2)))
    return ko_keyboard(w) + pick(["", "!", "@", "#"]) + str(ri(0, 9999)) + pick(["", "!", "^^", "*"])


def pw_hangul():
    w = "".join(pick(KO_WORDS) for _ in range(ri(2, 3)))
    return w + str(pick([ri(1980, 2025), ri(10, 99), ri(1000, 9999)])) + pick(["!", "@", "#", "^^", "~", ""])


def pw_service(url_safe=False):
    return pick([lambda: rs(AN, ri(20, 32)),
                 lambda: pw_punct(ri(16, 24), url_safe),
                 lambda: "%s-%s-%d%s" % (pick(["Prod", "Stg", "Db", "Svc", "Ops"]), pick(EN_WORDS).capitalize(),
                                         ri(2019, 2026), pick(["!", "#", "?"] if not url_safe else ["!", "*", "~"])),
                 lambda: rs(HEX, 32)])()


def pw_any(url_safe=False):
    kind = pick(["human", "passphrase", "punct", "kbd", "hangul", "service"])
    if url_safe and kind in ("punct", "service"):
        return kind, pw_service(True)
    return kind, {"human": pw_human, "passphrase": pw_passphrase, "punct": pw_punct, "kbd": pw_korean_keyboard,
                  "hangul": pw_hangul, "service": pw_service}[kind]()


def pw_simple():
    """password usable inside shell commands without extra quoting issues"""
    return pick([pw_human, pw_korean_keyboard, lambda: rs(AN, ri(12, 24)),
                 lambda: pw_service(True)])()


PW_KIND_NAMES = {"human": "human-style", "passphrase": "passphrase", "punct": "punctuation-heavy",
                 "kbd": "Korean-keyboard", "hangul": "Hangul", "service": "service-generated"}


# ================================================================ keys, OTP, codes
def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82, n >> 8, n & 255])


def pem_ec():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") +
           b"\x04" + rbytes(64))
    return "EC PRIVATE KEY", wrap(b64(der), 64)


def pem_ed25519_pkcs8():
    der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return "PRIVATE KEY", wrap(b64(der), 64)


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def pem_openssh_ed25519(comment):
    pub = rbytes(32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    chk = rbytes(4)
    priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(rbytes(32) + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big") +
            _sshstr(pubblob) + _sshstr(priv))
    return "OPENSSH PRIVATE KEY", wrap(b64(blob), 70)


def pem_rsa_partial(nlines):
    der = bytes.fromhex("308204a40201000282010100") + b"\x00" + rbytes(nlines * 48)
    return "RSA PRIVATE KEY", wrap(b64(der), 64)[:nlines]


def pem_pkcs8_rsa_partial(nlines):
    der = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100") + rbytes(nlines * 48)
    return "PRIVATE KEY", wrap(b64(der), 64)[:nlines]


def pem_text(label, lines, trunc=False):
    body = "\n".join(lines)
    if trunc:
        body += "\n..."
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, body, label)


def totp_secret():
    n = pick([10, 20])
    return base64.b32encode(rbytes(n)).decode().rstrip("=")


def totp_grouped(sec):
    s = sec.lower() if chance(0.6) else sec
    return " ".join(wrap(s, 4))


def recovery_github(n):
    return ["%s-%s" % (rs(HEX, 5), rs(HEX, 5)) for _ in range(n)]


def recovery_google(n):
    return ["%s %s" % (rs(DG, 4), rs(DG, 4)) for _ in range(n)]


def recovery_gitlab(n):
    return [rs(HEX, 16) for _ in range(n)]


def op_secret_key():
    a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(a, 6), rs(a, 6), rs(a, 5), rs(a, 5), rs(a, 5), rs(a, 5))


BIP39ISH = ["abandon", "bright", "cabin", "dolphin", "eager", "fabric", "garden", "harvest", "icon", "jungle",
            "kitten", "ladder", "magnet", "napkin", "oyster", "panel", "quantum", "rabbit", "saddle", "tackle",
            "uncle", "vessel", "wagon", "yellow", "zebra", "anchor", "blossom", "cactus", "drift", "episode"]


def seed_phrase(n=12):
    return " ".join(pick(BIP39ISH) for _ in range(n))


def wg_key():
    return b64(rbytes(32))


# ================================================================ clean material
def sha256hex():
    return rs(HEX, 64)


def gitsha(n=40):
    return rs(HEX, n)


def ssh_pub_ed25519(comment=None):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(rbytes(32))
    return "ssh-ed25519 " + b64(blob) + (" " + comment if comment else "")


def ssh_pub_rsa(comment=None):
    blob = _sshstr(b"ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + rbytes(256))
    return "ssh-rsa " + b64(blob) + (" " + comment if comment else "")


def ssh_fp():
    return "SHA256:" + b64(rbytes(32)).rstrip("=")


def ec_pub_pem():
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64)
    return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64(der), 64))


def cert_pem_partial(nlines):
    der = bytes.fromhex("308203773082025fa003020102021400") + rbytes(nlines * 48)
    return "-----BEGIN CERTIFICATE-----\n%s\n...\n-----END CERTIFICATE-----" % "\n".join(wrap(b64(der), 64)[:nlines])


def age_pub():
    return "age1" + rs(BECH32, 58)


def gpg_fpr():
    return " ".join(wrap(rs(HEXU, 40), 4))


def sops_enc(typ="str", n=None):
    n = n or ri(12, 40)
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:%s]" % (b64(rbytes(n)), b64(rbytes(32)), b64(rbytes(16)), typ)


def ansible_vault(nlines):
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(rs(HEX, 80) for _ in range(nlines))


def sealed_blob():
    return "AgB" + rs(B64, ri(180, 320)) + "=="


def kms_blob():
    return "AQICAHh" + rs(B64, ri(140, 220)) + "=="


def aws_account():
    return rs(DG, 12)


def req_id():
    return pick([uuid4(), "req_" + rs(AN, 14), rs(HEXU, 16), "%s-%s" % (rs(HEX, 16), pick(["ICN", "NRT", "FRA", "IAD"]))])


def traceparent():
    return "00-%s-%s-01" % (rs(HEX, 32), rs(HEX, 16))


def image_digest():
    return "sha256:" + rs(HEX, 64)


def npm_integrity():
    return "sha512-" + b64(rbytes(64))


def gosum_h1():
    return "h1:" + b64(rbytes(32))


def nix_path(name):
    return "/nix/store/%s-%s" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), name)


def semver():
    return "%d.%d.%d" % (ri(0, 5), ri(0, 30), ri(0, 40))


def bump():
    a, b, c = ri(0, 5), ri(0, 30), ri(0, 40)
    return "%d.%d.%d -> %s" % (a, b, c, pick(["%d.%d.%d" % (a, b, c + ri(1, 3)), "%d.%d.0" % (a, b + 1), "%d.0.0" % (a + 1)]))


def pod_name(svc):
    return "%s-%s-%s" % (svc, rs("bcdfghjklmnpqrstvwxz2456789", 10), rs("bcdfghjklmnpqrstvwxz2456789", 5))


def b64_of_json(obj):
    return b64(json.dumps(obj, separators=(",", ":")).encode())


# ================================================================ containers
# A container renders [(NAME, value), ...] as a pasted snippet.  `bad` lists
# characters a value must not contain for the snippet to show it verbatim.
FILLERS = [("LOG_LEVEL", "debug"), ("PORT", "8080"), ("APP_ENV", "staging"), ("AWS_REGION", "ap-northeast-2"),
           ("TIMEOUT_MS", "3000"), ("FEATURE_NEW_CHECKOUT", "true"), ("NODE_ENV", "production"), ("WORKERS", "4"),
           ("TZ", "Asia/Seoul"), ("RETRY_MAX", "5"), ("CACHE_TTL", "600"), ("SENTRY_ENVIRONMENT", "staging")]


def with_fillers(pairs, k=None):
    k = ri(0, 3) if k is None else k
    out = list(pairs)
    for f in R.sample(FILLERS, k):
        out.insert(ri(0, len(out)), f)
    return out


def q_shell(v):
    if any(c in v for c in "$!`\"\\"):
        return "'" + v + "'"
    return '"' + v + '"'


def c_dotenv(p, x):
    lines = []
    if chance(0.4):
        lines.append("# %s" % pick([".env.%s" % x["env"], "copied from 1Password", "local only", x["svc"]]))
    for k, v in p:
        lines.append("%s=%s" % (k, ('"%s"' % v) if (" " in v or "#" in v or chance(0.2)) else v))
    return "\n".join(lines)


def c_export(p, x):
    return "\n".join("export %s=%s" % (k, q_shell(v) if chance(0.7) or " " in v else v) for k, v in p)


def c_inline(p, x):
    cmd = pick(["npm run deploy", "./scripts/release.sh --env %s" % x["env"], "python manage.py sync_%s" % x["slug"],
                "go run ./cmd/worker", "make integration-test", "node scripts/backfill.js", "pytest -k %s" % x["slug"]])
    return " ".join("%s=%s" % (k, q_shell(v)) for k, v in p) + " " + cmd


def c_yaml(p, x):
    lines = ["%s:" % x["slug"]]
    for k, v in p:
        lines.append("  %s: \"%s\"" % (snake(k), v))
    return "\n".join(lines)


def c_json(p, x):
    return json.dumps({x["slug"]: dict((camel(k), v) for k, v in p)}, indent=2, ensure_ascii=False)


def c_toml(p, x):
    return "[%s]\n" % x["slug"] + "\n".join('%s = "%s"' % (snake(k), v) for k, v in p)


def c_ini(p, x):
    return "[%s]\n" % x["slug"] + "\n".join("%s = %s" % (snake(k), v) for k, v in p)


def c_props(p, x):
    return "\n".join("%s.%s=%s" % (pick(["app", "spring.cloud", "integration"]) if i == 0 else "app", dotted(k), v)
                     for i, (k, v) in enumerate(p))


def c_xml(p, x):
    return "<appSettings>\n" + "\n".join('  <add key="%s:%s" value="%s" />' % (x["slug"].capitalize(), camel(k), v)
                                          for k, v in p) + "\n</appSettings>"


def c_k8s(p, x):
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-%s\n  namespace: %s\ntype: Opaque\nstringData:\n" %
            (x["svc"], x["slug"].replace("_", "-"), x["env"]) + "\n".join('  %s: "%s"' % (k, v) for k, v in p))


def c_compose(p, x):
    return ("services:\n  %s:\n    image: %s:%s\n    environment:\n" % (x["svc"], x["svc"], semver()) +
            "\n".join("      - %s=%s" % (k, v) for k, v in p))


def c_dockerfile(p, x):
    base = pick(["node:20-alpine", "python:3.12-slim", "eclipse-temurin:21-jre", "golang:1.23"])
    return "FROM %s\n" % base + "\n".join("%s %s=%s" % (pick(["ENV", "ARG"]), k, v) for k, v in p) + "\nCOPY . /app"


def c_gha(p, x):
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n" +
            "\n".join("      %s: %s" % (k, v) for k, v in p) + "\n    steps:\n      - uses: actions/checkout@v4")


def c_gitlab(p, x):
    return "variables:\n" + "\n".join('  %s: "%s"' % (k, v) for k, v in p) + "\ndeploy:\n  stage: deploy\n  script: ./deploy.sh"


def c_tfvars(p, x):
    return "\n".join('%s = "%s"' % (snake(k), v) for k, v in p)


def c_python(p, x):
    return pick([
        lambda: "\n".join('%s = "%s"' % (k, v) for k, v in p),
        lambda: "import os\n" + "\n".join('os.environ.setdefault("%s", "%s")' % (k, v) for k, v in p),
        lambda: "settings = {\n" + "\n".join('    "%s": "%s",' % (snake(k), v) for k, v in p) + "\n}",
        lambda: "client = %sClient(%s)" % (x["slug"].capitalize().replace("_", ""),
                                            ", ".join('%s="%s"' % (snake(k), v) for k, v in p)),
    ])()


def c_js(p, x):
    return pick([
        lambda: "\n".join("const %s = '%s';" % (camel(k), v) for k, v in p),
        lambda: "module.exports = {\n" + "\n".join("  %s: '%s'," % (camel(k), v) for k, v in p) + "\n};",
        lambda: "\n".join("process.env.%s ??= \"%s\";" % (k, v) for k, v in p),
    ])()


def c_go(p, x):
    return pick([
        lambda: "const (\n" + "\n".join('\t%s = "%s"' % (camel(k), v) for k, v in p) + "\n)",
        lambda: "\n".join('os.Setenv("%s", "%s")' % (k, v) for k, v in p),
    ])()


def c_java(p, x):
    return "\n".join('private static final String %s = "%s";' % (k, v) for k, v in p)


def c_ruby(p, x):
    return "\n".join('ENV["%s"] ||= "%s"' % (k, v) for k, v in p)


def c_php(p, x):
    return "<?php\nreturn [\n" + "\n".join("    '%s' => '%s'," % (snake(k), v) for k, v in p) + "\n];"


def c_csharp(p, x):
    return "\n".join('Environment.SetEnvironmentVariable("%s", "%s");' % (k, v) for k, v in p)


def c_rust(p, x):
    return "\n".join('let %s = "%s";' % (snake(k), v) for k, v in p)


def c_kotlin(p, x):
    return "\n".join('val %s = "%s"' % (camel(k), v) for k, v in p)


def c_swift(p, x):
    return "\n".join('let %s = "%s"' % (camel(k), v) for k, v in p)


def c_powershell(p, x):
    return "\n".join('$env:%s = "%s"' % (k, v) for k, v in p)


def c_cmd(p, x):
    return "\n".join("set %s=%s" % (k, v) for k, v in p)


def c_systemd(p, x):
    return "[Service]\n" + "\n".join('Environment="%s=%s"' % (k, v) for k, v in p) + "\nExecStart=/opt/%s/bin/run" % x["svc"]


def c_helm(p, x):
    return ("helm upgrade --install %s ./charts/%s -n %s \\\n" % (x["svc"], x["svc"], x["env"]) +
            " \\\n".join("  --set secrets.%s=%s" % (camel(k), v) for k, v in p))


def c_ansible(p, x):
    return "# group_vars/%s.yml\n" % x["env"] + "\n".join('%s_%s: "%s"' % (x["slug"], snake(k), v) for k, v in p)


def c_makefile(p, x):
    return "\n".join("%s ?= %s" % (k, v) for k, v in p) + "\n\ndeploy:\n\t./deploy.sh"


def c_sql(p, x):
    return "\n".join("INSERT INTO app_settings (name, value) VALUES ('%s', '%s');" % (dotted(k), v) for k, v in p)


def c_log(p, x):
    return "%s DEBUG [%s] loaded config: {%s}" % (ts_log(), x["svc"], ", ".join("'%s': '%s'" % (snake(k), v) for k, v in p))


def c_diff(p, x):
    f = pick([".env.%s" % x["env"], "config/%s.yml" % x["env"], "settings.py"])
    return ("--- a/%s\n+++ b/%s\n@@ -%d,3 +%d,%d @@\n" % (f, f, ri(2, 40), ri(2, 40), 3 + len(p)) +
            " LOG_LEVEL=info\n" + "\n".join("+%s=%s" % (k, v) for k, v in p))


def c_table(p, x):
    return "| key | value |\n|---|---|\n" + "\n".join("| `%s` | `%s` |" % (k, v) for k, v in p)


def c_chat(p, x):
    who = pick(FIRST)
    return "\n".join("[%s] %s: %s %s" % (hhmm(), who, pick(["", "here:", "use this ->", "여기요", "이거 쓰세요"]), "%s=%s" % (k, v))
                     for k, v in p)


def c_crontab(p, x):
    return "*/15 * * * * " + " ".join("%s=%s" % (k, v) for k, v in p) + " /opt/%s/bin/sync >> /var/log/%s.log 2>&1" % (x["svc"], x["svc"])


def c_launch(p, x):
    return json.dumps({"name": "Debug %s" % x["svc"], "type": "node", "request": "launch",
                       "env": dict((k, v) for k, v in p)}, indent=2, ensure_ascii=False)


def c_secretcmd(p, x):
    tool = pick(["gh", "fly", "heroku", "vercel", "railway", "wrangler"])
    out = []
    for k, v in p:
        out.append({"gh": "gh secret set %s --body %s" % (k, q_shell(v)),
                    "fly": "fly secrets set %s=%s -a %s" % (k, q_shell(v), x["svc"]),
                    "heroku": "heroku config:set %s=%s -a %s" % (k, q_shell(v), x["svc"]),
                    "vercel": "echo -n %s | vercel env add %s production" % (q_shell(v), k),
                    "railway": "railway variables --set \"%s=%s\"" % (k, v),
                    "wrangler": "echo %s | npx wrangler secret put %s" % (q_shell(v), k)}[tool])
    return "\n".join(out)


CONTAINERS = [
    ("dotenv", c_dotenv, ""), ("shell export", c_export, "'"), ("inline env command", c_inline, "'"),
    ("YAML", c_yaml, '"\\'), ("JSON", c_json, '"\\'), ("TOML", c_toml, '"\\'), ("INI", c_ini, ""),
    ("properties", c_props, "\\"), ("XML appSettings", c_xml, '"&<>'), ("k8s Secret stringData", c_k8s, '"\\'),
    ("docker-compose", c_compose, "$"), ("Dockerfile", c_dockerfile, " $"), ("GitHub Actions env", c_gha, "#:{}[]&*!|>'\"%@`"),
    ("GitLab CI variables", c_gitlab, '"\\$'), ("terraform.tfvars", c_tfvars, '"\\$'), ("Python", c_python, '"\\'),
    ("JavaScript", c_js, "'\"\\`$"), ("Go", c_go, '"\\'), ("Java", c_java, '"\\'), ("Ruby", c_ruby, '"\\#'),
    ("PHP", c_php, "'\\"), ("C#", c_csharp, '"\\'), ("Rust", c_rust, '"\\'), ("Kotlin", c_kotlin, '"\\$'),
    ("Swift", c_swift, '"\\'), ("PowerShell", c_powershell, '"`$'), ("Windows cmd", c_cmd, "%&|<>^"),
    ("systemd unit", c_systemd, '"\\%$'), ("helm --set", c_helm, ",= {}\\'\"$"), ("Ansible vars", c_ansible, '"\\'),
    ("Makefile", c_makefile, "$#"), ("SQL", c_sql, "'"), ("log line", c_log, "'"), ("diff", c_diff, ""),
    ("markdown table", c_table, "|`"), ("chat message", c_chat, ""), ("crontab", c_crontab, " %'\"$"),
    ("VS Code launch.json", c_launch, '"\\'), ("secret-set CLI", c_secretcmd, "'"),
]


def pick_container(values, exclude=()):
    while True:
        name, fn, bad = pick(CONTAINERS)
        if name in exclude:
            continue
        if all(not any(c in bad for c in v) for v in values):
            return name, fn


def ctx(slug="app", env=None, svc=None):
    return {"slug": slug, "env": env or pick(ENVS), "svc": svc or pick(SERVICES)}


# ================================================================ template machinery
SECRET_T = []   # (name, weight, fn)
CLEAN_T = []    # (name, weight, fn, flag)  flag: "risky" | "plain" | "publishable"


def secret_t(name, weight):
    def deco(fn):
        SECRET_T.append((name, weight, fn))
        return fn
    return deco


def clean_t(name, weight, flag="risky"):
    def deco(fn):
        CLEAN_T.append((name, weight, fn, flag))
        return fn
    return deco


def note(cat, mc, le, ask="", secrets=(), vendors=()):
    return {"cat": cat, "mc": mc, "le": le, "ask": ask, "secrets": dedupe(list(secrets)), "vendors": list(vendors)}


ALL_DECKS = []


class Deck:
    """draw items in shuffled rounds so that every item is used before repeats"""

    def __init__(self, items):
        self.items = list(items)
        self.i = len(self.items)
        self.mark = None          # position at the last commit (None after a reshuffle)
        ALL_DECKS.append(self)

    def commit(self):
        self.mark = self.i

    def rollback(self):
        """a rejected candidate note gives its drawn items back to the round"""
        if self.mark is not None and self.mark <= self.i:
            self.i = self.mark

    def next(self, pred=None):
        """next item of the current round that satisfies pred (the others stay for later)"""
        for _ in range(2):
            if self.i >= len(self.items):
                R.shuffle(self.items)
                self.i = 0
                self.mark = None
            for j in range(self.i, len(self.items)):
                if pred is None or pred(self.items[j]):
                    self.items[self.i], self.items[j] = self.items[j], self.items[self.i]
                    self.i += 1
                    return self.items[self.i - 1]
            # nothing left in this round matches: start a new round that keeps the
            # unmatched leftovers in front, so they are not skipped
            left, used = self.items[self.i:], self.items[:self.i]
            R.shuffle(used)
            self.items = left + used
            self.i = 0
            self.mark = None
        raise AssertionError("no deck item matches")


class SubDeck:
    """a filtered view on a shared Deck"""

    def __init__(self, deck, pred):
        self.deck, self.pred = deck, pred

    def next(self):
        return self.deck.next(self.pred)


# secret notes draw all vendors from one shared deck, so every vendor is used
# before any vendor repeats; clean notes use their own deck.
VDECK = Deck([v["key"] for v in VENDORS])
VDECK_HDR = SubDeck(VDECK, lambda k: VBY[k]["hdr"] is not None)
VDECK_SINGLE = SubDeck(VDECK, lambda k: len(VBY[k]["fields"]) == 1)
CDECK = Deck([v["key"] for v in VENDORS])
CDECK_SINGLE = SubDeck(CDECK, lambda k: len(VBY[k]["fields"]) == 1)
LONG_KEYS = ["aws_sts", "pypi", "atlassian", "openai", "anthropic", "dropbox", "onepassword", "fcm", "line",
             "google_access", "adyen", "github_fg", "stripe_rk", "supabase"]
LDECK = Deck(LONG_KEYS)
PDECK = Deck(PUBLISHABLE)


def file_for(cname, x):
    e = x["env"]
    return {
        "dotenv": pick([".env.%s" % e, ".env", ".env.local"]), "shell export": pick(["~/.zshrc", "scripts/env.sh", "~/.bashrc"]),
        "inline env command": "README.md", "YAML": "config/%s.yaml" % e, "JSON": "config/%s.json" % e,
        "TOML": "settings.%s.toml" % e, "INI": "conf/%s.ini" % e,
        "properties": "src/main/resources/application-%s.properties" % e, "XML appSettings": "Web.%s.config" % e.capitalize(),
        "k8s Secret stringData": "k8s/%s/secret.yaml" % e, "docker-compose": "docker-compose.override.yml",
        "Dockerfile": "Dockerfile", "GitHub Actions env": ".github/workflows/deploy.yml", "GitLab CI variables": ".gitlab-ci.yml",
        "terraform.tfvars": "infra/%s.tfvars" % e, "Python": "settings/local.py", "JavaScript": "config/local.js",
        "Go": "cmd/%s/main.go" % x["svc"], "Java": "src/main/java/com/acme/Config.java", "Ruby": "config/initializers/env.rb",
        "PHP": "config/services.php", "C#": "Program.cs", "Rust": "src/config.rs", "Kotlin": "app/src/main/kotlin/Keys.kt",
        "Swift": "Sources/App/Secrets.swift", "PowerShell": "scripts/dev.ps1", "Windows cmd": "run-local.cmd",
        "systemd unit": "/etc/systemd/system/%s.service" % x["svc"], "helm --set": "deploy.sh",
        "Ansible vars": "group_vars/%s.yml" % e, "Makefile": "Makefile", "SQL": "migrations/seed_settings.sql",
        "log line": "/var/log/%s/app.log" % x["svc"], "diff": "the last commit", "markdown table": "docs/runbook.md",
        "chat message": pick(["Slack DM", "the #ops channel", "KakaoTalk", "Teams chat"]), "crontab": "crontab -l",
        "VS Code launch.json": ".vscode/launch.json", "secret-set CLI": "shell history",
    }[cname]


SITUATIONS = [
    ("The {svc} job on {env} failed with 401 Unauthorized from {V}, and I didn't know which credential it was supposed to use.",
     "{env} 환경의 {svc} 잡이 {V} 쪽에서 401 Unauthorized로 실패했는데, 어떤 자격 증명을 써야 하는지 몰랐다."),
    ("I was asked to wire {V} into {svc}, but nobody told me where the existing credentials lived.",
     "{svc}에 {V} 연동을 붙이라는 요청이었는데, 기존 자격 증명이 어디 있는지 아무도 알려주지 않았다."),
    ("Integration tests for {svc} were silently skipped because the {V} settings were missing from my environment.",
     "{V} 설정이 로컬 환경에 없어서 {svc} 통합 테스트가 조용히 전부 skip 되었다."),
    ("I was rotating the {V} credentials for {svc} and did not know which files still held the old values.",
     "{svc}의 {V} 자격 증명을 교체하는 작업이었는데, 예전 값이 어느 파일에 남아 있는지 몰랐다."),
    ("The {env} deploy of {svc} crashed at startup with a KeyError on the {V} settings.",
     "{svc} {env} 배포가 시작하자마자 {V} 설정 KeyError로 죽었다."),
    ("I needed a working {V} credential to reproduce the bug the user reported in {svc}.",
     "사용자가 보고한 {svc} 버그를 재현하려면 동작하는 {V} 자격 증명이 필요했다."),
    ("The user wanted {svc}'s {V} settings moved into a new config format without changing any values.",
     "{svc}의 {V} 설정을 값은 그대로 둔 채 새 설정 형식으로 옮겨 달라는 요청이었다."),
    ("A teammate asked why {svc} on {env} was talking to the wrong {V} account.",
     "팀원이 {env}의 {svc}가 왜 엉뚱한 {V} 계정으로 붙는지 물어봤다."),
    ("Nightly {svc} runs started failing after the {V} dashboard showed a key change; I had no idea which key was current.",
     "{V} 대시보드에서 키 변경 기록이 보인 뒤로 {svc} 야간 배치가 실패하기 시작했는데, 어떤 키가 최신인지 몰랐다."),
    ("I didn't know that {svc} reads its {V} credentials from a different file than the other services.",
     "{svc}가 다른 서비스와 달리 별도 파일에서 {V} 자격 증명을 읽는다는 걸 몰랐다."),
    ("The user asked me to find out why {V} usage on the {env} bill doubled; I didn't know which service owned which key.",
     "{env} 청구서에서 {V} 사용량이 두 배가 된 이유를 찾아 달라는 요청이었는데, 어떤 서비스가 어떤 키를 쓰는지 몰랐다."),
    ("While upgrading the {V} SDK in {svc} I broke local startup and didn't know the config keys had been renamed.",
     "{svc}의 {V} SDK를 올리다가 로컬 기동이 깨졌는데, 설정 키 이름이 바뀐 줄 몰랐다."),
    ("A new teammate could not run {svc} locally; the README did not say where the {V} settings come from.",
     "새 팀원이 {svc}를 로컬에서 못 띄웠다. README에 {V} 설정을 어디서 가져오는지 나와 있지 않았다."),
    ("The {svc} smoke test on {env} hung on the first {V} call and I didn't know a timeout was not configured.",
     "{env}의 {svc} 스모크 테스트가 첫 {V} 호출에서 멈췄는데, 타임아웃이 설정돼 있지 않은 걸 몰랐다."),
]

MC_SNIP = [
    ("{sit} The user pasted the config they run with:\n{snip}", "{sit} 사용자가 본인이 쓰는 설정을 그대로 붙여줬다:\n{snip}"),
    ("{sit} I found this in {file}:\n{snip}", "{sit} {file}에서 찾은 내용:\n{snip}"),
    ("{snip}\n^ pasted by the user from {file}. {sit}", "{snip}\n↑ 사용자가 {file}에서 복사해 준 내용. {sit}"),
    ("{sit}\n\nRelevant part of {file}:\n```\n{snip}\n```\nEverything else in the file was unrelated.",
     "{sit}\n\n{file}의 관련 부분:\n```\n{snip}\n```\n나머지 내용은 이번 건과 무관했다."),
]

LE_PLAIN = [
    ("{V} credentials for {svc} are read from {file} only at startup, so the process must be restarted after any change.",
     "{svc}는 시작할 때만 {file}에서 {V} 자격 증명을 읽기 때문에, 값을 바꾸면 프로세스를 재시작해야 한다."),
    ("The CI job does not inherit my shell environment; the {V} settings must be defined in the pipeline itself.",
     "CI 잡은 내 셸 환경 변수를 상속하지 않는다. {V} 설정은 파이프라인 쪽에 따로 정의돼 있어야 한다."),
    ("A 401 from {V} here meant the key belonged to another project, not that it had expired.",
     "여기서 {V}의 401은 키 만료가 아니라 다른 프로젝트의 키였다는 뜻이었다."),
    ("{svc} has separate {V} credentials for {env} and {other}; mixing them silently sends traffic to the wrong account.",
     "{svc}는 {env}와 {other}의 {V} 자격 증명이 분리돼 있고, 섞어 쓰면 조용히 다른 계정으로 트래픽이 간다."),
    ("The {V} client caches the credential for the process lifetime; a hot reload of {file} is not enough.",
     "{V} 클라이언트가 프로세스가 살아 있는 동안 자격 증명을 캐시해서 {file}만 다시 읽어서는 반영되지 않는다."),
    ("Two copies of the setting existed ({file} and the CI variables); the CI one wins because it is exported last.",
     "설정이 두 군데({file}와 CI 변수)에 있었고, 나중에 export되는 CI 쪽 값이 이긴다."),
    ("{V} rejects requests from IPs outside the allowlist with the same error as a bad key; check the egress IP first.",
     "{V}는 허용 목록 밖 IP의 요청도 잘못된 키와 같은 에러로 거부한다. egress IP부터 확인할 것."),
    ("The {env} credentials are scoped read-only; the write calls in {svc} need the service-level key instead.",
     "{env} 자격 증명은 읽기 전용 범위라서, {svc}의 쓰기 호출에는 서비스 수준 키가 필요하다."),
    ("Check which {V} account is active before editing the integration; the error messages do not say.",
     "{V} 연동을 수정하기 전에 어떤 계정이 활성화돼 있는지부터 확인할 것. 에러 메시지에는 나오지 않는다."),
]

LE_SNIP = [
    ("The setup that finally worked for {svc} on {env}:\n{snip}\nAfter a restart the {V} calls returned 200.",
     "{env}에서 {svc}가 정상 동작한 설정:\n{snip}\n재시작 후 {V} 호출이 200으로 돌아왔다."),
    ("Fixed by putting the {V} values into {file} ({C}):\n{snip}",
     "{V} 값을 {file}({C} 형식)에 넣어서 해결:\n{snip}"),
    ("{snip}\nThis block from {file} is what {svc} actually reads; the other copies in the repo are stale.",
     "{snip}\n{svc}가 실제로 읽는 건 {file}의 이 블록이고, 리포지토리의 다른 사본은 예전 값이다."),
    ("{V} needs every value below, not just the first one; with only one of them set, {svc} fails with a misleading 403.\n{snip}",
     "{V}는 아래 값이 전부 있어야 한다. 하나만 설정하면 {svc}가 엉뚱한 403을 낸다.\n{snip}"),
    ("Root cause: {file} still had the old block. Replaced it with the one the user confirmed:\n```\n{snip}\n```\nThen restarted {svc}.",
     "원인: {file}에 예전 블록이 남아 있었다. 사용자가 확인해 준 블록으로 교체:\n```\n{snip}\n```\n그 후 {svc} 재시작."),
    ("For the record, {svc} on {env} now runs with:\n{snip}\n(and nothing else from the old config)",
     "기록용: {env}의 {svc}는 이제 아래 설정으로 돈다:\n{snip}\n(예전 설정의 나머지는 쓰지 않음)"),
]

ASK_PLAIN = [
    ("Which {V} account (staging or prod) should {svc} use?", "{svc}는 어떤 {V} 계정(staging/prod)을 써야 하나요?"),
    ("Where is the canonical copy of the {V} credentials kept?", "{V} 자격 증명 원본은 어디에 보관하나요?"),
    ("Is it OK to restart {svc} on {env} after changing its config?", "설정을 바꾼 뒤 {env}의 {svc}를 재시작해도 되나요?"),
    ("", ""),
    ("Should the {V} settings live in the secret manager instead of {file}?", "{V} 설정을 {file} 대신 시크릿 매니저로 옮겨야 하나요?"),
    ("Who is the owner of the {V} account, for future rotations?", "앞으로 교체할 때를 위해 {V} 계정 담당자가 누구인가요?"),
    ("", ""),
]

ASK_VAL = [
    ("Is `{val}` still the active {V} key for {env}, or was it rotated?", "`{val}`가 아직 {env}에서 쓰는 {V} 키인가요, 아니면 교체됐나요?"),
    ("Should I keep using {val} for {svc}, or request a new {V} key?", "{svc}에 {val}를 계속 써도 되나요, 아니면 새 {V} 키를 발급받아야 하나요?"),
    ("Can you confirm {val} belongs to the {env} {V} project before I run the migration?",
     "마이그레이션 돌리기 전에 {val}가 {env}용 {V} 프로젝트 키가 맞는지 확인해 주실 수 있나요?"),
    ("{val} - is this the one to keep, or the one that was leaked last week?",
     "{val} - 이게 유지할 키인가요, 지난주에 유출된 키인가요?"),
]


def fmt(s, **kw):
    for k, v in kw.items():
        s = s.replace("{" + k + "}", v)
    return s


def vendor_values(v):
    fs = vgen(v)
    pairs = [(e, val) for e, val, _ in fs]
    secs = [val for _, val, s in fs if s]
    return pairs, secs


@secret_t("vendor token in config container", 95)
def t_vendor_container(L):
    v = VBY[VDECK.next()]
    pairs, secs = vendor_values(v)
    cname, cfn = pick_container([p[1] for p in pairs])
    x = ctx(v["key"])
    snip = cfn(with_fillers(pairs), x)
    kw = dict(V=v["name"], svc=x["svc"], env=x["env"], file=file_for(cname, x), C=cname, snip=snip,
              other="staging" if x["env"] == "prod" else "prod")
    sit = fmt(T(L, *pick(SITUATIONS)), **kw)
    mode = pick(["mc", "mc", "lesson", "lesson", "mc+ask", "lesson+ask"])
    if mode.startswith("mc"):
        mc = fmt(T(L, *pick(MC_SNIP)), sit=sit, **kw)
        le = fmt(T(L, *pick(LE_PLAIN)), **kw)
    else:
        mc = sit
        le = fmt(T(L, *pick(LE_SNIP)), **kw)
    if mode.endswith("ask"):
        ask = fmt(T(L, *pick(ASK_VAL)), val=pick(secs), **kw)
    else:
        ask = fmt(T(L, *pick(ASK_PLAIN)), **kw)
    where = {"mc": "missing_context", "lesson": "lesson"}[mode.split("+")[0]] + ("+ask" if "+" in mode else "")
    return note("token: %s in %s (%s)" % (v["name"], cname, where), mc, le, ask, secs, [v["key"]])


API_HOST = {
    "github": "api.github.com", "github_fg": "api.github.com", "github_app": "api.github.com", "gitlab": "gitlab.com/api/v4",
    "slack_bot": "slack.com/api", "slack_user": "slack.com/api", "stripe": "api.stripe.com", "stripe_rk": "api.stripe.com",
    "stripe_test": "api.stripe.com", "openai": "api.openai.com", "openai_old": "api.openai.com", "anthropic": "api.anthropic.com",
    "gemini": "generativelanguage.googleapis.com", "google_access": "www.googleapis.com", "sendgrid": "api.sendgrid.com",
    "npm": "registry.npmjs.org", "huggingface": "huggingface.co/api", "digitalocean": "api.digitalocean.com",
    "heroku": "api.heroku.com", "azure_openai": "myorg.openai.azure.com/openai", "cloudflare": "api.cloudflare.com/client/v4",
    "cloudflare_global": "api.cloudflare.com/client/v4", "datadog": "api.datadoghq.com", "newrelic": "api.newrelic.com",
    "sentry": "sentry.io/api/0", "grafana": "grafana.internal.example.com/api", "vault": "vault.internal:8200",
    "tfc": "app.terraform.io/api/v2", "postman": "api.getpostman.com", "linear": "api.linear.app", "notion": "api.notion.com",
    "airtable": "api.airtable.com", "figma": "api.figma.com", "discord": "discord.com/api/v10", "square": "connect.squareup.com",
    "okta": "acme.okta.com/api/v1", "databricks": "dbc-%s.cloud.databricks.com/api/2.0", "supabase": "%s.supabase.co/rest/v1",
    "render": "api.render.com", "replicate": "api.replicate.com", "groq": "api.groq.com/openai", "perplexity": "api.perplexity.ai",
    "xai": "api.x.ai", "deepseek": "api.deepseek.com", "buildkite": "api.buildkite.com/v2", "circleci": "circleci.com/api/v2",
    "contentful": "api.contentful.com", "dropbox": "api.dropboxapi.com/2", "asana": "app.asana.com/api/1.0",
    "shippo": "api.goshippo.com", "fcm": "fcm.googleapis.com/fcm", "pinecone": "api.pinecone.io", "intercom": "api.intercom.io",
    "algolia_admin": "%s.algolia.net/1", "netlify": "api.netlify.com/api/v1", "mistral": "api.mistral.ai", "cohere": "api.cohere.com",
    "pagerduty": "api.pagerduty.com", "ncloud": "ncloud.apigw.ntruss.com", "naver_api": "openapi.naver.com/v1",
    "kakao_rest": "dapi.kakao.com/v2", "kakao_admin": "kapi.kakao.com/v1", "portone_v2": "api.portone.io",
    "nhncloud": "api-sms.cloud.toast.com/sms/v3.0", "channeltalk": "api.channel.io/open/v5", "kakaopay": "open-api.kakaopay.com",
    "bithumb": "api.bithumb.com", "sendbird": "api-%s.sendbird.com/v3", "line": "api.line.me/v2", "chatwork": "api.chatwork.com/v2",
    "kintone": "acme.cybozu.com/k/v1", "zhipu": "open.bigmodel.cn/api/paas/v4", "moonshot": "api.moonshot.cn/v1",
    "mollie": "api.mollie.com/v2", "adyen": "checkout-test.adyen.com/v71", "hetzner": "api.hetzner.cloud/v1",
    "scaleway": "api.scaleway.com", "gocardless": "api.gocardless.com", "brevo": "api.brevo.com/v3", "deepl": "api-free.deepl.com/v2",
    "messagebird": "rest.messagebird.com", "checkout": "api.sandbox.checkout.com", "shopify": "acme.myshopify.com/admin/api/2024-10",
    "sumsub": "api.sumsub.com", "mapbox": "api.mapbox.com",
}


def api_base(key):
    h = API_HOST.get(key, "api.%s.com" % key.split("_")[0])
    if "%s" in h:
        h = h % rs(ANL, 8)
    return "https://" + h


API_PATHS = ["/v1/users/me", "/v1/messages", "/projects", "/search?q=invoice", "/v2/orders?limit=5", "/me", "/events",
             "/accounts", "/chat/completions", "/v1/charges?limit=3", "/files/upload", "/health"]


def http_snippet(hdrs, url, L):
    method = pick(["GET", "POST"])
    kind = pick(["curl", "curl-v", "raw", "requests", "fetch", "httpie", "go", "axios-error"])
    host = url.split("/")[2]
    path = "/" + "/".join(url.split("/")[3:])
    if kind == "curl":
        return kind, "curl -sS %s%s \\\n  " % ("-X POST " if method == "POST" else "", url) + " \\\n  ".join('-H "%s"' % h for h in hdrs)
    if kind == "curl-v":
        return kind, "* Connected to %s port 443\n> %s %s HTTP/2\n> Host: %s\n> user-agent: curl/8.5.0\n%s\n> accept: */*\n>\n< HTTP/2 %s" % (
            host, method, path, host, "\n".join("> " + h.lower().split(":", 1)[0] + ":" + h.split(":", 1)[1] for h in hdrs),
            pick(["401", "403", "200", "429"]))
    if kind == "raw":
        return kind, "%s %s HTTP/1.1\nHost: %s\n%s\nContent-Type: application/json\n" % (method, path, host, "\n".join(hdrs))
    if kind == "requests":
        return kind, "resp = requests.%s(\n    \"%s\",\n    headers={%s},\n    timeout=10,\n)" % (
            method.lower(), url, ", ".join('"%s": "%s"' % tuple(h.split(": ", 1)) for h in hdrs))
    if kind == "fetch":
        return kind, "const res = await fetch(\"%s\", {\n  method: \"%s\",\n  headers: {\n%s\n  },\n});" % (
            url, method, "\n".join('    "%s": "%s",' % tuple(h.split(": ", 1)) for h in hdrs))
    if kind == "httpie":
        return kind, "http %s %s %s" % (method, url, " ".join("%s:'%s'" % tuple(h.split(": ", 1)) for h in hdrs))
    if kind == "go":
        return kind, "req, _ := http.NewRequest(\"%s\", \"%s\", nil)\n%s\nresp, err := http.DefaultClient.Do(req)" % (
            method, url, "\n".join('req.Header.Set("%s", "%s")' % tuple(h.split(": ", 1)) for h in hdrs))
    return kind, "AxiosError: Request failed with status code %s\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: '%s',\n    method: '%s',\n    headers: {\n%s\n    }\n  }" % (
        pick(["401", "403"]), url, method.lower(), "\n".join("      '%s': '%s'," % tuple(h.split(": ", 1)) for h in hdrs))


@secret_t("vendor token in HTTP request / header", 30)
def t_vendor_http(L):
    v = VBY[VDECK_HDR.next()]
    fs = vgen(v)
    vals = [val for _, val, _ in fs]
    hdrs = v["hdr"](vals)
    secs = [val for _, val, s in fs if s and any(val in h for h in hdrs)]
    if not secs:
        raise Reject()
    url = api_base(v["key"]) + pick(API_PATHS)
    kind, snip = http_snippet(hdrs, url, L)
    svc = pick(SERVICES)
    status = pick(["401", "403", "200", "429", "400"])
    mc = pick([
        T(L, "I was debugging why %s calls from %s return %s. The request the user captured:\n%s" % (v["name"], svc, status, snip),
          "%s에서 나가는 %s 호출이 왜 %s을 받는지 디버깅 중이었다. 사용자가 캡처해 준 요청:\n%s" % (svc, v["name"], status, snip)),
        T(L, "The user said the %s API works from their laptop but not from %s.\n%s" % (v["name"], svc, snip),
          "사용자 말로는 %s API가 본인 노트북에서는 되는데 %s에서는 안 된다고 했다.\n%s" % (v["name"], svc, snip)),
        T(L, "%s\nThat is the exact call that fails in %s; I didn't know the API expects this header format." % (snip, svc),
          "%s\n%s에서 실패하는 호출이 정확히 이것이다. API가 이 헤더 형식을 요구한다는 걸 몰랐다." % (snip, svc)),
    ])
    le = pick([
        T(L, "%s expects the credential in the header exactly as shown; a missing scheme prefix gives a misleading %s." % (v["name"], pick(["401", "403", "400"])),
          "%s는 헤더에 표시된 형식 그대로 자격 증명을 넣어야 한다. scheme 접두사가 빠지면 엉뚱한 %s 응답이 온다." % (v["name"], pick(["401", "403", "400"]))),
        T(L, "Reproduce API problems with a single curl first; the SDK in %s hides the response body." % svc,
          "API 문제는 먼저 curl 한 줄로 재현할 것. %s의 SDK는 응답 본문을 숨긴다." % svc),
        T(L, "The proxy in front of %s strips unknown headers, so custom %s headers never reached the API." % (svc, v["name"]),
          "%s 앞단 프록시가 모르는 헤더를 지워서 %s 커스텀 헤더가 API까지 가지 않았다." % (svc, v["name"])),
    ])
    ask = pick([T(L, "Is there a sandbox %s key I should use for debugging instead?" % v["name"],
                  "디버깅용으로 따로 써야 하는 %s 샌드박스 키가 있나요?" % v["name"]),
                "", fmt(T(L, *pick(ASK_VAL)), val=secs[0], V=v["name"], svc=svc, env=pick(ENVS))])
    return note("header: %s credential in %s" % (v["name"], kind), mc, le, ask, secs, [v["key"]])


@secret_t("vendor token only in ask_next_time question", 12)
def t_vendor_question(L):
    v = VBY[VDECK_SINGLE.next()]
    pairs, secs = vendor_values(v)
    val = secs[0]
    x = ctx(v["key"])
    kw = dict(V=v["name"], svc=x["svc"], env=x["env"], file=".env.%s" % x["env"], C="dotenv",
              other="staging" if x["env"] == "prod" else "prod")
    mc = fmt(T(L, *pick(SITUATIONS)), **kw)
    le = fmt(T(L, *pick(LE_PLAIN)), **kw)
    ask = pick([
        T(L, "The user's key for %s is %s - should it go into the secret manager or stay in .env?" % (v["name"], val),
          "사용자가 준 %s 키가 %s 인데, 시크릿 매니저에 넣어야 하나요 아니면 .env에 두나요?" % (v["name"], val)),
        T(L, "Is %s a test or a live %s credential? I could not tell from the prefix." % (val, v["name"]),
          "%s 이 값이 테스트용인가요 운영용 %s 자격 증명인가요? 접두사만으로는 구분이 안 됐어요." % (val, v["name"])),
        T(L, "Before retrying: may I revoke %s and issue a new %s key for %s?" % (val, v["name"], x["svc"]),
          "재시도 전에 %s 를 폐기하고 %s용 %s 키를 새로 발급해도 될까요?" % (val, x["svc"], v["name"])),
    ])
    return note("question: %s token in ask_next_time only" % v["name"], mc, le, ask, secs, [v["key"]])


@secret_t("secret split across fields (label / value)", 10)
def t_split(L):
    mode = pick(["vendor", "vendor", "password"])
    if mode == "vendor":
        v = VBY[VDECK_SINGLE.next()]
        pairs, secs = vendor_values(v)
        label, val = pairs[0]
        what = v["name"]
        vk = [v["key"]]
    else:
        label = pick(["DB_PASSWORD", "root password", "admin password", "SMTP_PASS"])
        val = pw_any()[1]
        secs = [val]
        what = "password"
        vk = []
    form = pick(["mc_le", "mc_le", "le_ask"])
    svc = pick(SERVICES)
    if form == "mc_le":
        mc = pick([
            T(L, "The user sent the %s value in a separate message, right after writing `%s =`" % (what, label),
              "사용자가 %s 값을 `%s =` 라고 쓴 바로 다음 메시지로 따로 보냈다. 라벨:" % (what, label) + " " + label),
            T(L, "Credentials for %s arrived as two chat lines. Line 1: %s:" % (svc, label),
              "%s 자격 증명이 채팅 두 줄로 왔다. 첫 줄: %s:" % (svc, label)),
        ])
        le = pick([
            T(L, "%s\n(that is the value for the label above; %s picks it up only after a restart)" % (val, svc),
              "%s\n(위 라벨에 해당하는 값이고, %s는 재시작해야 반영된다)" % (val, svc)),
            T(L, "%s - put it back into the vault entry for %s and stop passing it around in chat." % (val, svc),
              "%s - %s용 볼트 항목에 다시 넣고 채팅으로 주고받지 말 것." % (val, svc)),
        ])
        ask = pick(["", T(L, "Can credentials be shared through the vault instead of chat next time?",
                           "다음부터는 채팅 대신 볼트로 자격 증명을 공유해 주실 수 있나요?")])
    else:
        mc = T(L, "%s could not authenticate and I didn't know the %s was kept outside the repo." % (svc, label),
               "%s가 인증에 실패했는데 %s가 리포 밖에 따로 보관된다는 걸 몰랐다." % (svc, label))
        le = T(L, "The working value was given by the user. %s:" % label, "사용자가 동작하는 값을 알려줬다. %s:" % label)
        ask = pick(["%s" % val, T(L, "%s <- still current?" % val, "%s <- 지금도 유효한가요?" % val)])
    return note("split: label in one field, %s value in the next (%s)" % (what, form), mc, le, ask, secs, vk)


@secret_t("vendor token repeated across all fields", 10)
def t_repeated(L):
    v = VBY[VDECK_SINGLE.next()]
    pairs, secs = vendor_values(v)
    val = secs[0]
    x = ctx(v["key"])
    cname, cfn = pick_container([val], exclude=("diff", "chat message", "log line", "secret-set CLI", "markdown table"))
    snip = cfn(pairs, x)
    mc = T(L, "%s kept failing against %s. Config at the time:\n%s" % (x["svc"], v["name"], snip),
           "%s가 %s 호출에서 계속 실패했다. 당시 설정:\n%s" % (x["svc"], v["name"], snip))
    le = pick([
        T(L, "The key %s was valid, but it was loaded for the wrong environment (%s instead of prod)." % (val, x["env"]),
          "%s 키 자체는 유효했지만 prod가 아니라 %s 환경에 로드되고 있었다." % (val, x["env"])),
        T(L, "Rotating %s requires updating both %s and the CI secret; I only did the first." % (val, file_for(cname, x)),
          "%s를 교체하려면 %s와 CI 시크릿 둘 다 바꿔야 하는데 앞쪽만 바꿨었다." % (val, file_for(cname, x))),
    ])
    ask = T(L, "Has %s been revoked yet, or should I keep it in %s?" % (val, file_for(cname, x)),
            "%s 는 이미 폐기됐나요, 아니면 %s에 계속 둬도 되나요?" % (val, file_for(cname, x)))
    return note("repeated: %s token in all three fields (%s)" % (v["name"], cname), mc, le, ask, secs, [v["key"]])


def url_with_token(v, val):
    k = v["key"]
    if k == "telegram":
        return "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%s&text=deploy+done" % (val, rs(DG, 10))
    if k == "gemini":
        return "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=" + val
    if k == "backlog":
        return "https://acme.backlog.jp/api/v2/issues?apiKey=%s&projectId[]=%s" % (val, rs(DG, 6))
    if k == "mailchimp":
        return "https://anystring:%s@%s.api.mailchimp.com/3.0/lists" % (val, val.split("-")[-1])
    if k == "kakao_rest":
        return "https://dapi.kakao.com/v2/local/search/address.json?query=%s&KakaoAK=" % pct("판교역로 235") + val
    return "%s%s%saccess_token=%s" % (api_base(k), pick(["/v1/export", "/reports", "/api/items"]),
                                      pick(["?", "?limit=50&"]), val)


@secret_t("vendor token inside a URL", 8)
def t_vendor_url(L):
    v = VBY[pick(["telegram", "gemini", "backlog", "mailchimp"]) if chance(0.5) else VDECK_SINGLE.next()]
    pairs, secs = vendor_values(v)
    val = secs[0]
    url = url_with_token(v, val)
    where = pick(["mc", "le"])
    body = pick([
        T(L, "The cron job calls this URL directly:\n%s" % url, "크론 잡이 이 URL을 그대로 호출한다:\n%s" % url),
        T(L, "From the nginx access log: \"GET %s HTTP/1.1\" 200" % url.split("://", 1)[1].split("/", 1)[-1].join(["/", ""]),
          "nginx access log: \"GET %s HTTP/1.1\" 200" % url.split("://", 1)[1].split("/", 1)[-1].join(["/", ""])),
        T(L, "Bookmark the user shared in the wiki: %s (works in the browser)" % url,
          "사용자가 위키에 공유한 북마크: %s (브라우저에서 바로 됨)" % url),
    ])
    if val not in body:
        raise Reject()
    other = T(L, "Tokens in query strings end up in proxy and access logs; %s also accepts a header." % v["name"],
              "쿼리스트링에 넣은 토큰은 프록시/액세스 로그에 남는다. %s는 헤더 방식도 지원한다." % v["name"])
    mc, le = (body, other) if where == "mc" else (T(L, "I didn't know how the report export authenticated.", "리포트 export가 어떻게 인증하는지 몰랐다."), body + "\n" + other)
    return note("url: %s token in URL query/path" % v["name"], mc, le, "", secs, [v["key"]])


def trace_snippet(v, env, val, L):
    kind = pick(["python", "java", "node", "go", "k8s-log", "rails"])
    svc = pick(SERVICES)
    if kind == "python":
        return kind, ('Traceback (most recent call last):\n  File "/app/%s/client.py", line %d, in call\n    resp.raise_for_status()\n'
                      'requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: %s?%s=%s' % (
                          svc.replace("-", "_"), ri(20, 300), api_base(v["key"]) + "/v1/items", snake(env), val))
    if kind == "java":
        return kind, ("com.acme.integration.AuthException: rejected credentials %s=%s\n\tat com.acme.integration.%sClient.call(%sClient.java:%d)\n"
                      "\tat com.acme.jobs.SyncJob.run(SyncJob.java:%d)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)" % (
                          env, val, v["key"].capitalize().replace("_", ""), v["key"].capitalize().replace("_", ""), ri(40, 400), ri(10, 99)))
    if kind == "node":
        return kind, ("Error: invalid %s credentials\n    at Client.request (/srv/%s/node_modules/sdk/index.js:%d:11)\n"
                      "  { env: { %s: '%s' }, status: 401 }" % (v["name"], svc, ri(100, 900), env, val))
    if kind == "go":
        return kind, ('panic: %s: auth failed (key="%s")\n\ngoroutine 1 [running]:\nmain.mustClient(...)\n\t/src/cmd/%s/main.go:%d +0x1c5' % (
            v["key"], val, svc, ri(20, 200)))
    if kind == "k8s-log":
        return kind, ("$ kubectl logs deploy/%s -n %s | head -3\n%s INFO  starting %s %s\n%s DEBUG env %s=%s\n%s ERROR upstream %s returned 401" % (
            svc, pick(ENVS), ts_iso(), svc, semver(), ts_iso(), env, val, ts_iso(), v["name"]))
    return kind, ("Completed 500 Internal Server Error in %dms\n%s::Unauthorized (401): token=%s\n  app/services/%s_sync.rb:%d:in `call'" % (
        ri(20, 900), v["key"].capitalize().replace("_", ""), val, v["key"], ri(5, 90)))


@secret_t("vendor token in stack trace / log", 10)
def t_vendor_trace(L):
    v = VBY[VDECK_SINGLE.next()]
    pairs, secs = vendor_values(v)
    env, val = pairs[0]
    kind, snip = trace_snippet(v, env, val, L)
    mc = pick([
        T(L, "The failing job printed this and I didn't recognise the error:\n%s" % snip,
          "실패한 잡이 아래를 출력했는데 무슨 에러인지 몰랐다:\n%s" % snip),
        T(L, "I was only given the log excerpt below, not access to the %s dashboard.\n%s" % (v["name"], snip),
          "%s 대시보드 권한 없이 아래 로그 일부만 받았다.\n%s" % (v["name"], snip)),
    ])
    le = pick([
        T(L, "The SDK logs the full credential at DEBUG level; set the logger to INFO in production.",
          "SDK가 DEBUG 레벨에서 자격 증명을 통째로 찍는다. 운영에서는 로거를 INFO로 둘 것."),
        T(L, "401 here came from an expired %s key, not from the code change in the same deploy." % v["name"],
          "여기서 401은 같은 배포의 코드 변경 때문이 아니라 %s 키 만료 때문이었다." % v["name"]),
    ])
    ask = pick(["", T(L, "Who owns the %s account, so I can ask for a key rotation?" % v["name"],
                      "%s 계정 담당자가 누구인가요? 키 교체를 요청하려고요." % v["name"])])
    return note("log: %s token in %s trace/log" % (v["name"], kind), mc, le, ask, secs, [v["key"]])


@secret_t("long token (hundreds of characters)", 12)
def t_long(L):
    v = VBY[LDECK.next()]
    pairs, secs = vendor_values(v)
    x = ctx(v["key"])
    cname, cfn = pick_container([p[1] for p in pairs], exclude=("markdown table", "helm --set", "crontab"))
    snip = cfn(pairs, x)
    longest = max(len(s) for s in secs)
    mc = T(L, "%s: the %s credential is long and the user worried it was truncated when pasted.\n%s" % (x["svc"], v["name"], snip),
           "%s: %s 자격 증명이 길어서 붙여넣다가 잘렸을까 봐 사용자가 걱정했다.\n%s" % (x["svc"], v["name"], snip))
    le = pick([
        T(L, "Long tokens (%d chars here) break when wrapped by the editor; paste them on one line and compare the length." % longest,
          "긴 토큰(여기서는 %d자)은 에디터가 줄바꿈하면 깨진다. 한 줄로 붙여넣고 길이를 비교할 것." % longest),
        T(L, "The value was complete; the 403 came from a missing scope, not from truncation.",
          "값은 잘리지 않았고, 403은 잘림이 아니라 scope 누락 때문이었다."),
    ])
    return note("long token: %s (%d chars) in %s" % (v["name"], longest, cname), mc, le, "", secs, [v["key"]])


@secret_t("several secrets in one note", 8)
def t_multi(L):
    vs = []
    while len(vs) < ri(2, 3):
        k = VDECK.next()
        if k not in vs:
            vs.append(k)
    pairs, secs = [], []
    for k in vs:
        p, s = vendor_values(VBY[k])
        pairs += p
        secs += s
    dbpw = pw_simple()
    if chance(0.5):
        pairs.append(("DB_PASSWORD", dbpw))
        secs.append(dbpw)
    x = ctx("app")
    cname, cfn = pick_container([p[1] for p in pairs], exclude=("markdown table",))
    snip = cfn(pairs, x)
    mc = T(L, "Onboarding %s locally; the user pasted their whole %s so I could run it:\n%s" % (x["svc"], file_for(cname, x), snip),
           "%s 로컬 온보딩 중이었다. 실행해 볼 수 있게 사용자가 %s 전체를 붙여줬다:\n%s" % (x["svc"], file_for(cname, x), snip))
    le = T(L, "Only some of these values are needed for local runs; the rest are for the %s deploy." % x["env"],
           "로컬 실행에 실제로 필요한 값은 일부뿐이고 나머지는 %s 배포용이다." % x["env"])
    ask = pick(["", T(L, "Is there a shared dev .env I should use instead of personal keys?",
                      "개인 키 대신 써야 하는 공용 개발용 .env가 있나요?")])
    return note("multi: %d secrets (%s) in %s" % (len(secs), ", ".join(VBY[k]["name"] for k in vs), cname),
                mc, le, ask, secs, vs)


# ================================================================ passwords in commands
def q1(pw):
    return "'%s'" % pw


def pw_plain():
    """no shell-special characters at all"""
    return pick([lambda: rs(AN, ri(10, 20)), pw_korean_keyboard_plain, lambda: pick(FIRST) + str(ri(1970, 2025)) + rs(AN, 3),
                 lambda: pick(EN_WORDS).capitalize() + pick(EN_WORDS) + str(ri(10, 999))])()


def pw_korean_keyboard_plain():
    return ko_keyboard("".join(pick(KO_WORDS) for _ in range(ri(1, 2)))) + str(ri(10, 9999))


def pw_quoted():
    return pick([pw_human, pw_passphrase, pw_punct, pw_korean_keyboard, pw_service])()


# (label, builder) ; builder returns (command, [secrets])
def _cmds():
    u, h, d = pick(USERS), host(), pick(DBNAMES)
    p1, p2 = pw_plain(), pw_quoted()
    return [
        ("mysql -p attached password", "mysql -u%s -p%s -h %s %s" % (u, p1, h, d), [p1]),
        ("mysql --password=", "mysql --user=%s --password=%s --host=%s %s < fix.sql" % (u, q1(p2), h, d), [p2]),
        ("mysqldump -p quoted", "mysqldump -u root -p%s --single-transaction %s > %s.sql" % (q1(p2), d, d), [p2]),
        ("PGPASSWORD env prefix", "PGPASSWORD=%s psql -h %s -U %s -d %s -c '\\dt'" % (q1(p2), h, u, d), [p2]),
        ("psql keyword/value conninfo", 'psql "host=%s port=5432 user=%s password=%s dbname=%s sslmode=require"' % (h, u, p1, d), [p1]),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning INFO keyspace" % (h, q1(p2)), [p2]),
        ("mongosh -p", "mongosh \"mongodb://%s:27017/%s\" -u %s -p %s --authenticationDatabase admin" % (h, d, u, q1(p2)), [p2]),
        ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (q1(p2), u, h), [p2]),
        ("docker login -p", "docker login registry.%s.example.com -u %s -p %s" % (pick(ENVS), u, q1(p2)), [p2]),
        ("kubectl --from-literal", "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (
            pick(ENVS), d, u, q1(p2)), [p2]),
        ("curl -u user:pass", "curl -u %s:%s https://nexus.internal/service/rest/v1/repositories" % (u, p1), [p1]),
        ("wget --password", "wget --user=%s --password=%s https://files.internal/exports/%s.csv.gz" % (u, q1(p2), d), [p2]),
        ("smbclient -U user%pass", "smbclient //nas01/shared -U '%s%%%s' -c 'ls'" % (u, p1), [p1]),
        ("net use positional password", "net use Z: \\\\fs01\\team /user:CORP\\%s %s /persistent:no" % (u, p1), [p1]),
        ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % p1, [p1]),
        ("keytool -storepass", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -srcstorepass %s -deststorepass %s" % (p1, p1), [p1]),
        ("sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P %s -d %s -Q \"SELECT @@VERSION\"" % (h, q1(p2), d), [p2]),
        ("ldapsearch -w", "ldapsearch -x -H ldaps://ldap.corp.internal -D \"cn=%s,ou=svc,dc=corp,dc=internal\" -w %s -b \"dc=corp,dc=internal\" \"(uid=%s)\"" % (
            u, q1(p2), pick(USERS)), [p2]),
        ("lftp -u user,pass", "lftp -u %s,%s sftp://%s -e 'mirror /outbox ./inbox; bye'" % (u, p1, h), [p1]),
        ("mosquitto_pub -P", "mosquitto_pub -h %s -u %s -P %s -t devices/+/cmd -m reboot" % (h, u, q1(p2)), [p2]),
        ("rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s monitoring" % (u, q1(p2), u), [p2]),
        ("htpasswd -b positional", "htpasswd -b -c /etc/nginx/.htpasswd %s %s" % (u, q1(p2)), [p2]),
        ("ansible --extra-vars become pass", "ansible-playbook -i inventory/%s site.yml --extra-vars \"ansible_become_pass=%s\"" % (pick(ENVS), p1), [p1]),
        ("sudo -S via echo", "echo %s | sudo -S systemctl restart %s" % (q1(p2), pick(SERVICES)), [p2]),
        ("docker run -e PASSWORD", "docker run -d --name pg -e POSTGRES_PASSWORD=%s -p 5432:5432 postgres:16" % p1, [p1]),
        ("7z -p attached", "7z a -p%s -mhe=on backup-%s.7z ./dump/" % (p1, d), [p1]),
        ("zip -P", "zip -r -P %s handover.zip ./keys ./docs" % q1(p2), [p2]),
        ("gpg --passphrase", "gpg --batch --pinentry-mode loopback --passphrase %s -d backup.tar.gpg | tar x" % q1(p2), [p2]),
        ("ipmitool -P", "ipmitool -I lanplus -H 10.0.%d.%d -U ADMIN -P %s chassis power status" % (ri(0, 9), ri(2, 250), q1(p2)), [p2]),
        ("mc alias set positional", "mc alias set minio http://%s:9000 %s %s" % (h, u, q1(p2)), [p2]),
        ("xfreerdp /p:", "xfreerdp /v:%s /u:%s /p:%s /cert:ignore" % (h, u, q1(p2)), [p2]),
        ("PowerShell ConvertTo-SecureString", "$pw = ConvertTo-SecureString %s -AsPlainText -Force\n$cred = New-Object PSCredential('CORP\\%s', $pw)\nEnter-PSSession -ComputerName %s -Credential $cred" % (
            q1(p2), u, h), [p2]),
        ("influx -password", "influx -host %s -username admin -password %s -execute 'SHOW DATABASES'" % (h, q1(p2)), [p2]),
        ("mysqladmin -p attached", "mysqladmin -uroot -p%s -h %s processlist" % (p1, h), [p1]),
        ("snmpwalk -A -X (two secrets)", "snmpwalk -v3 -l authPriv -u %s -a SHA -A %s -x AES -X %s %s" % (u, q1(p2), q1(p1), h), [p2, p1]),
        ("restic env password", "RESTIC_PASSWORD=%s restic -r s3:s3.amazonaws.com/acme-backup snapshots" % q1(p2), [p2]),
        ("psexec -p", "psexec \\\\%s -u %s -p %s cmd /c ipconfig" % (h, u, p1), [p1]),
        ("git clone user:pass URL", "git clone https://%s:%s@git.corp.internal/platform/%s.git" % (u, p1, pick(SERVICES)), [p1]),
    ]


CMD_TASK = [
    ("I had to {task} and did not know the credentials. The user sent the exact command they use:\n{cmd}",
     "{task_ko} 작업을 해야 했는데 자격 증명을 몰랐다. 사용자가 평소 쓰는 명령을 그대로 보내줬다:\n{cmd}"),
    ("{cmd}\nThe user ran this from their laptop; I needed to do the same from the bastion to {task}.",
     "{cmd}\n사용자가 노트북에서 돌린 명령이다. 나는 bastion에서 같은 방식으로 {task_ko} 작업을 해야 했다."),
    ("Asked to {task}. My first attempt failed with an auth error; the user replied with:\n{cmd}",
     "{task_ko} 요청을 받았다. 처음엔 인증 오류로 실패했고, 사용자가 이렇게 답했다:\n{cmd}"),
]
CMD_TASKS = [("restore yesterday's dump", "어제 덤프 복원"), ("check replication lag", "복제 지연 확인"),
             ("rotate the service account", "서비스 계정 교체"), ("pull the audit logs", "감사 로그 수집"),
             ("fix the broken migration", "깨진 마이그레이션 수정"), ("export last month's data", "지난달 데이터 추출")]
CMD_LESSON = [
    ("Passwords given on the command line end up in shell history and `ps` output; use a config file or a prompt next time.",
     "명령줄에 준 비밀번호는 셸 히스토리와 `ps` 출력에 남는다. 다음엔 설정 파일이나 프롬프트 입력을 쓸 것."),
    ("The command works only from the bastion; the database port is closed to the office network.",
     "이 명령은 bastion에서만 된다. 사무실 네트워크에서는 DB 포트가 막혀 있다."),
    ("The tool silently ignored the password when the flag and value were separated by a space; the attached form worked.",
     "플래그와 값 사이에 공백을 두면 도구가 비밀번호를 조용히 무시했고, 붙여 쓴 형태는 동작했다."),
    ("Run it inside tmux: the session drops after 10 minutes of idle on the bastion.",
     "tmux 안에서 돌릴 것. bastion은 10분 유휴 시 세션이 끊긴다."),
]


@secret_t("password in a shell command", 30)
def t_pw_command(L):
    label, cmd, secs = pick(_cmds())
    task = pick(CMD_TASKS)
    where = pick(["mc", "mc", "le", "ask"])
    if where == "ask":
        mc = T(L, "I had to %s but had no access details for that host." % task[0], "%s 작업을 해야 했는데 해당 호스트 접속 정보가 없었다." % task[1])
        le = T(L, *pick(CMD_LESSON))
        ask = T(L, "May I run this again on prod, or is there a read-only account? `%s`" % cmd,
                "prod에서 이걸 다시 돌려도 되나요, 아니면 읽기 전용 계정이 있나요? `%s`" % cmd)
    elif where == "mc":
        mc = fmt(T(L, *pick(CMD_TASK)), task=task[0], task_ko=task[1], cmd=cmd)
        le = T(L, *pick(CMD_LESSON))
        ask = pick(["", T(L, "Is there a credential I am allowed to keep for this, instead of asking every time?",
                          "매번 묻는 대신 제가 보관해도 되는 자격 증명이 있나요?")])
    else:
        mc = T(L, "I had to %s and did not know which account to use." % task[0], "%s 작업을 해야 했는데 어떤 계정을 써야 하는지 몰랐다." % task[1])
        le = T(L, "This is what worked:\n%s\n%s" % (cmd, pick(CMD_LESSON)[0]), "동작한 명령:\n%s\n%s" % (cmd, pick(CMD_LESSON)[1]))
        ask = ""
    if len(cmd) > 480 and where == "ask":
        raise Reject()
    return note("shell: %s (%s)" % (label, {"mc": "missing_context", "le": "lesson", "ask": "ask_next_time"}[where]), mc, le, ask, secs)


# ================================================================ connection strings
def conn_strings():
    u, h, d = pick(USERS).replace(".", "_"), host(), pick(DBNAMES)
    raw = pw_quoted()
    enc = pct(raw)
    safe = pw_service(True) if chance(0.5) else pw_plain()
    gmail = " ".join(rs(LO, 4) for _ in range(4))
    return [
        ("postgres URL", "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, safe, h, d), [safe], None),
        ("postgres URL, percent-encoded password", "postgresql://%s:%s@%s:5432/%s" % (u, enc, h, d), [enc], raw),
        ("SQLAlchemy URL", "postgresql+psycopg2://%s:%s@%s/%s" % (u, safe, h, d), [safe], None),
        ("mysql URL", "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, safe, h, d), [safe], None),
        ("mongodb+srv URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, safe, rs(ANL, 5), d), [safe], None),
        ("redis URL with empty user", "redis://:%s@%s:6379/0" % (safe, h), [safe], None),
        ("rediss Upstash URL", "rediss://default:%s@%s-%s-%d.upstash.io:6379" % (rs(AN, 34), pick(EN_WORDS), pick(EN_WORDS), ri(10000, 99999)), None, None),
        ("amqp URL", "amqp://%s:%s@%s:5672/%s" % (u, safe, h, pick(["%2F", "orders", "events"])), [safe], None),
        ("JDBC postgres with password param", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, d, u, safe), [safe], None),
        ("JDBC sqlserver", "jdbc:sqlserver://%s:1433;databaseName=%s;user=sa;password=%s;encrypt=true" % (h, d, safe), [safe], None),
        ("ADO.NET connection string", "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (
            rs(ANL, 8), d, u, raw if ";" not in raw else safe), None, None),
        ("ODBC PWD=", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD=%s;TrustServerCertificate=yes" % (h, d, u, safe), [safe], None),
        ("sqlplus user/pass@", "sqlplus %s/%s@//%s:1521/ORCLPDB1" % (u, safe, h), [safe], None),
        ("SMTP URL with Gmail app password", "smtp://%s%%40gmail.com:%s@smtp.gmail.com:587" % (u, gmail.replace(" ", "")), None, None),
        ("Gmail app password (spaced)", "EMAIL_HOST_USER=%s@gmail.com\nEMAIL_HOST_PASSWORD=%s" % (u, gmail), [gmail], None),
        ("Elasticsearch URL", "https://elastic:%s@%s.es.%s.aws.elastic-cloud.com:9243" % (safe, rs(ANL, 10), pick(REGIONS)), [safe], None),
        ("ClickHouse DSN", "clickhouse://default:%s@%s:9000/%s" % (safe, h, d), [safe], None),
        ("Snowflake URL", "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u, safe, rs(ANU, 7), rs(ANU, 7), d.upper()), [safe], None),
        ("Kafka SASL JAAS", 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (
            rs(ANU, 16), b64(rbytes(48))), None, None),
        ("FTP URL", "ftp://%s:%s@%s/outgoing/" % (u, safe, h), [safe], None),
        ("Airflow connection env", "AIRFLOW_CONN_%s_DB='postgres://%s:%s@%s:5432/%s'" % (d.upper(), u, safe, h, d), [safe], None),
        ("neo4j auth env", "NEO4J_AUTH=neo4j/%s" % safe, [safe], None),
    ]


def _secrets_from_conn(label, s, secs):
    if secs is not None:
        return secs
    if label == "rediss Upstash URL":
        return [s.split("default:", 1)[1].split("@", 1)[0]]
    if label == "ADO.NET connection string":
        return [s.split("Password=", 1)[1].split(";Encrypt", 1)[0]]
    if label == "SMTP URL with Gmail app password":
        return [s.split("gmail.com:", 1)[1].split("@", 1)[0]]
    if label == "Kafka SASL JAAS":
        return [s.split('password="', 1)[1].split('"', 1)[0], s.split('username="', 1)[1].split('"', 1)[0]]
    raise KeyError(label)


@secret_t("connection string with password", 24)
def t_conn(L):
    label, cs, secs, raw = pick(conn_strings())
    secs = _secrets_from_conn(label, cs, secs)
    svc, env = pick(SERVICES), pick(ENVS)
    holder = pick([
        ("DATABASE_URL=%s" % cs, ".env"),
        ("spring:\n  datasource:\n    url: %s" % cs, "application.yml"),
        ("[alembic]\nsqlalchemy.url = %s" % cs, "alembic.ini"),
        ("%s ERROR [%s] could not connect to %s: timeout after 5000ms" % (ts_log(), svc, cs), "the app log"),
        ("services:\n  %s:\n    environment:\n      DB_DSN: \"%s\"" % (svc, cs), "docker-compose.yml"),
        (cs, "the chat"),
    ])
    if not (cs.split(":", 1)[0].isalpha() and "://" in cs[:20]) and not cs.startswith("jdbc:"):
        holder = (cs, pick(["the runbook", "the chat", "the wiki"]))
    snippet, src = holder
    mc = pick([
        T(L, "%s on %s could not reach its database and I didn't know the DSN format it expects. From %s:\n%s" % (svc, env, src, snippet),
          "%s(%s)가 DB에 붙지 못했는데 어떤 DSN 형식을 기대하는지 몰랐다. %s 내용:\n%s" % (svc, env, src.replace("the ", ""), snippet)),
        T(L, "%s\n^ the connection string the user gave me for %s." % (snippet, svc),
          "%s\n↑ 사용자가 %s용으로 준 접속 문자열." % (snippet, svc)),
    ])
    if raw is not None:
        le = T(L, "The raw password %s contains reserved characters, so it must be percent-encoded inside the URL; the driver decodes it again." % raw,
               "원래 비밀번호 %s 에 예약 문자가 있어서 URL 안에서는 퍼센트 인코딩해야 한다. 드라이버가 다시 디코딩한다." % raw)
        secs = secs + [raw]
    else:
        le = pick([
            T(L, "The host in the DSN must be the private endpoint; the public one is firewalled.", "DSN 호스트는 private endpoint여야 한다. public 쪽은 방화벽에 막혀 있다."),
            T(L, "Connection pool size defaults to 5; %s needs 20 under load or requests queue up." % svc,
              "커넥션 풀 기본값이 5라서 부하 시 %s는 20은 돼야 요청이 밀리지 않는다." % svc),
            T(L, "sslmode/encrypt must be on; the server rejects plaintext connections since the last upgrade.",
              "sslmode/encrypt를 켜야 한다. 지난 업그레이드 이후 서버가 평문 연결을 거부한다."),
        ])
    ask = pick(["", T(L, "Is there a read-only user for %s I should use for debugging?" % svc,
                      "디버깅용으로 써야 하는 %s 읽기 전용 계정이 있나요?" % svc)])
    return note("connection string: %s" % label, mc, le, ask, secs)


# ================================================================ passwords of people and services in prose
HUMAN_PW_CTX = [
    ("Jenkins login", "젠킨스 로그인"), ("VPN account", "VPN 계정"), ("shared ops mailbox", "공용 ops 메일함"),
    ("Synology NAS admin", "시놀로지 NAS 관리자"), ("office router admin page", "사무실 공유기 관리자 페이지"),
    ("Sentry self-hosted admin", "사내 Sentry 관리자"), ("Harbor registry admin", "Harbor 레지스트리 관리자"),
    ("Windows test VM administrator", "윈도우 테스트 VM Administrator"), ("staging admin console", "스테이징 어드민 콘솔"),
    ("Grafana admin", "Grafana admin"), ("Confluence account", "컨플루언스 계정"),
    ("Apple ID used for the test devices", "테스트 기기용 Apple ID"), ("Google Play console", "구글 플레이 콘솔"),
]


@secret_t("human / service password in prose or chat", 18)
def t_human_pw(L):
    kind, pw = pw_any()
    who = pick(FIRST)
    what = pick(HUMAN_PW_CTX)
    user = pick(USERS)
    form = pick(["chat", "prose", "prose_le", "ask"])
    if form == "chat":
        mc = T(L, "I could not log in to the %s. Chat excerpt:\n[%s] %s: id는 %s, 비번은 %s 입니다\n[%s] %s: (pasted by mistake, I'll change it later)" % (
            what[0], hhmm(), who, user, pw, hhmm(), who),
            "%s에 로그인할 수 없었다. 채팅 일부:\n[%s] %s: 아이디 %s / 비번 %s\n[%s] %s: 나중에 바꿀게요" % (what[1], hhmm(), who, user, pw, hhmm(), who)) \
            if chance(0.5) else T(L, "I could not log in to the %s. Chat excerpt:\n[%s] %s: user %s, password: %s" % (what[0], hhmm(), who, user, pw),
                                   "%s에 로그인할 수 없었다. 채팅 일부:\n[%s] %s: 계정 %s, 비밀번호: %s" % (what[1], hhmm(), who, user, pw))
        le = T(L, "The %s uses a local account, not SSO, so the usual SSO login just loops." % what[0],
               "%s는 SSO가 아니라 로컬 계정을 써서, SSO로 로그인하면 무한 리다이렉트된다." % what[1])
        ask = ""
    elif form == "prose" and L == "ko" and chance(0.5):
        mc = "%s 님 말로는 %s 비밀번호가 %s이고 계정은 %s 라고 했다." % (who, what[1], pw, user)
        le = "%s 로컬 계정은 디렉터리와 동기화되지 않는다. 비밀번호는 %s였는데 이번에 바꿔야 한다." % (what[1], pw)
        ask = ""
        form = "prose, particle attached"
    elif form == "prose":
        mc = T(L, "%s told me the %s password is %s (user %s); I didn't know it was a separate local account." % (who, what[0], pw, user),
               "%s 님이 %s 비밀번호는 %s 라고 알려줬다(계정 %s). 별도 로컬 계정인 줄 몰랐다." % (who, what[1], pw, user))
        le = T(L, "Local accounts on the %s are not synced with the directory; password changes must be done there." % what[0],
               "%s 로컬 계정은 디렉터리와 동기화되지 않으므로 비밀번호 변경도 거기서 해야 한다." % what[1])
        ask = pick(["", T(L, "Should this account move to SSO?", "이 계정을 SSO로 옮겨야 하나요?")])
    elif form == "prose_le":
        mc = T(L, "The %s rejected every login I tried." % what[0], "%s에서 시도한 로그인이 전부 거부됐다." % what[1])
        le = T(L, "The password was reset last week; the new one is \"%s\" for %s. Three failures lock the account for 30 minutes." % (pw, user),
               "지난주에 비밀번호가 초기화됐고 %s 계정의 새 비밀번호는 \"%s\" 이다. 3번 틀리면 30분 잠긴다." % (user, pw))
        ask = ""
    else:
        mc = T(L, "I needed the %s to finish the release checklist." % what[0], "릴리스 체크리스트를 끝내려면 %s가 필요했다." % what[1])
        le = T(L, "The account is shared by the release team and managed by %s." % who, "이 계정은 릴리스 팀 공용이고 %s 님이 관리한다." % who)
        ask = T(L, "Is the %s password still %s, or did %s change it?" % (what[0], pw, who),
                "%s 비밀번호가 아직 %s 인가요, 아니면 %s 님이 바꿨나요?" % (what[1], pw, who))
    return note("password: %s %s password (%s)" % (PW_KIND_NAMES[kind], what[0], form), mc, le, ask, [pw])


# ================================================================ credential files
def cred_files():
    u, h, d = pick(USERS), host(), pick(DBNAMES)
    pw = pw_plain() if chance(0.5) else pw_service(True)
    pwq = pw_quoted()
    npm_pw_b64 = b64(pwq.encode())
    dock = b64(("%s:%s" % (u, pw)).encode())
    return [
        ("~/.pgpass line", "~/.pgpass", "%s:5432:%s:%s:%s" % (h, d, u, pw), [pw]),
        ("~/.netrc", "~/.netrc", "machine %s\n  login %s\n  password %s" % (pick(["git.corp.internal", "nexus.internal", "api.heroku.com"]), u, pw), [pw]),
        (".npmrc _password (base64)", ".npmrc", "registry=https://nexus.internal/repository/npm-group/\n//nexus.internal/repository/npm-group/:username=%s\n//nexus.internal/repository/npm-group/:_password=%s\n//nexus.internal/repository/npm-group/:always-auth=true" % (u, npm_pw_b64), [npm_pw_b64]),
        (".pypirc password", "~/.pypirc", "[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.corp.internal/\nusername = %s\npassword = %s" % (u, pwq), [pwq]),
        ("Maven settings.xml", "~/.m2/settings.xml", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (u, pw), [pw]),
        ("gradle.properties", "~/.gradle/gradle.properties", "org.gradle.jvmargs=-Xmx2g\nnexusUsername=%s\nnexusPassword=%s" % (u, pwq), [pwq]),
        ("composer auth.json", "auth.json", json.dumps({"http-basic": {"repo.corp.internal": {"username": u, "password": pw}}}, indent=2), [pw]),
        ("nuget.config ClearTextPassword", "nuget.config", "<packageSourceCredentials>\n  <corp>\n    <add key=\"Username\" value=\"%s\" />\n    <add key=\"ClearTextPassword\" value=\"%s\" />\n  </corp>\n</packageSourceCredentials>" % (u, pw), [pw]),
        ("pip.conf index-url with credentials", "/etc/pip.conf", "[global]\nindex-url = https://%s:%s@pypi.corp.internal/simple" % (u, pw), [pw]),
        ("docker config.json auth (base64 user:pass)", "~/.docker/config.json", json.dumps({"auths": {"registry.corp.internal": {"auth": dock}}}, indent=2), [dock]),
        ("grafana.ini admin_password", "grafana.ini", "[security]\nadmin_user = admin\nadmin_password = %s" % pwq, [pwq]),
        ("redis.conf requirepass", "redis.conf", "bind 0.0.0.0\nprotected-mode yes\nrequirepass %s\nmasterauth %s" % (pw, pw), [pw]),
        ("my.cnf [client] password", "~/.my.cnf", "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (u, pwq, h), [pwq]),
        ("rabbitmq.conf default_pass", "rabbitmq.conf", "default_user = %s\ndefault_pass = %s\nlisteners.tcp.default = 5672" % (u, pw), [pw]),
        ("Spring datasource password", "application-%s.yml" % pick(ENVS), "spring:\n  datasource:\n    url: jdbc:mysql://%s:3306/%s\n    username: %s\n    password: %s" % (h, d, u, pw), [pw]),
        ("wp-config.php DB_PASSWORD", "wp-config.php", "define( 'DB_NAME', '%s' );\ndefine( 'DB_USER', '%s' );\ndefine( 'DB_PASSWORD', '%s' );" % (d, u, pwq), [pwq]),
        ("tomcat-users.xml", "conf/tomcat-users.xml", "<user username=\"%s\" password=\"%s\" roles=\"manager-gui,admin-gui\"/>" % (u, pw), [pw]),
        ("Ansible inventory ansible_password", "inventory/hosts.ini", "[windows]\nwin01 ansible_host=%s ansible_user=Administrator ansible_password=%s ansible_connection=winrm" % (h, pw), [pw]),
        ("CIFS credentials file", "/etc/samba/creds-nas", "username=%s\npassword=%s\ndomain=CORP" % (u, pwq), [pwq]),
        ("fstab cifs options", "/etc/fstab", "//nas01/backup /mnt/backup cifs username=%s,password=%s,uid=1000 0 0" % (u, pw), [pw]),
        ("OpenVPN auth-user-pass file", "/etc/openvpn/auth.txt", "%s\n%s" % (u, pwq), [pwq]),
        ("keepalived auth_pass", "keepalived.conf", "authentication {\n    auth_type PASS\n    auth_pass %s\n}" % pw[:8], [pw[:8]]),
        ("pgbouncer userlist.txt", "userlist.txt", "\"%s\" \"%s\"" % (u, pw), [pw]),
        ("ProxySQL admin_credentials", "proxysql.cnf", "admin_variables=\n{\n    admin_credentials=\"admin:%s\"\n}" % pw, [pw]),
        ("snmpd.conf community string", "/etc/snmp/snmpd.conf", "rocommunity %s 10.0.0.0/8\nsyslocation IDC-3F" % pw, [pw]),
        ("git credential store line", "~/.git-credentials", "https://%s:%s@git.corp.internal" % (u, pw), [pw]),
    ]


@secret_t("password in a credential/config file", 18)
def t_cred_file(L):
    label, path, content, secs = pick(cred_files())
    if any(len(x) < 8 for x in secs):
        raise Reject()
    svc = pick(SERVICES)
    mc = pick([
        T(L, "I didn't know where %s gets its credentials from on the build box. `cat %s` showed:\n%s" % (svc, path, content),
          "빌드 서버에서 %s가 자격 증명을 어디서 가져오는지 몰랐다. `cat %s` 결과:\n%s" % (svc, path, content)),
        T(L, "%s\n(contents of %s on the old VM, pasted by the user during the migration)" % (content, path),
          "%s\n(이전 VM의 %s 내용, 이전 작업 중 사용자가 붙여줌)" % (content, path)),
    ])
    le = pick([
        T(L, "%s is read implicitly by the tool, so nothing in the repo mentions it; check it first when auth fails on that host." % path,
          "%s는 도구가 암묵적으로 읽기 때문에 리포에는 흔적이 없다. 그 호스트에서 인증이 실패하면 먼저 확인할 것." % path),
        T(L, "File permissions on %s must be 0600, otherwise the client ignores it without an error." % path,
          "%s 권한은 0600이어야 한다. 아니면 클라이언트가 에러 없이 무시한다." % path),
    ])
    ask = pick(["", T(L, "Can this file be replaced by the secret manager on the new VM?", "새 VM에서는 이 파일 대신 시크릿 매니저를 써도 되나요?")])
    return note("file: %s" % label, mc, le, ask, secs)


# ================================================================ auth headers
@secret_t("Basic auth header", 8)
def t_basic(L):
    mode = pick(["user", "user", "toss", "jenkins"])
    if mode == "toss":
        sk = pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(AN, 20)
        blob = b64((sk + ":").encode())
        secs = [blob]
        extra = ""
        if chance(0.5):
            secs.append(sk)
            extra = T(L, " (secret key %s followed by a colon, then base64)" % sk, " (시크릿 키 %s 뒤에 콜론을 붙여 base64 인코딩)" % sk)
        target, vk = "https://api.tosspayments.com/v1/payments/confirm", ["toss"]
        who = ("Toss Payments", "토스페이먼츠")
    elif mode == "jenkins":
        u = pick(USERS)
        tok = "11" + rs(HEX, 32)
        blob = b64(("%s:%s" % (u, tok)).encode())
        secs, extra = [blob], ""
        if chance(0.5):
            secs.append(tok)
            extra = T(L, " (user %s with API token %s)" % (u, tok), " (계정 %s, API 토큰 %s)" % (u, tok))
        target, vk, who = "https://jenkins.corp.internal/job/%s/build" % pick(SERVICES), [], ("Jenkins", "Jenkins")
    else:
        u, pw = pick(USERS), pw_quoted()
        blob = b64(("%s:%s" % (u, pw)).encode())
        secs, extra = [blob], ""
        target, vk, who = pick(["https://es.corp.internal:9200/_cluster/health", "https://registry.corp.internal/v2/_catalog",
                                "https://airflow.corp.internal/api/v1/dags"]), [], ("the internal API", "내부 API")
    hdr = "Authorization: Basic " + blob
    snip = pick([
        "curl -sS -H \"%s\" %s" % (hdr, target),
        "POST %s HTTP/1.1\nHost: %s\n%s\nContent-Type: application/json" % ("/" + target.split("/", 3)[3], target.split("/")[2], hdr),
        "location /upstream/ {\n    proxy_pass %s;\n    proxy_set_header %s;\n}" % (target.rsplit("/", 1)[0] + "/", hdr.replace(": ", " \"", 1) + "\""),
    ])
    mc = T(L, "Calls to %s returned 401 from the worker but not from Postman. Postman's generated code:\n%s" % (who[0], snip),
           "%s 호출이 Postman에서는 되는데 워커에서는 401이었다. Postman이 생성한 코드:\n%s" % (who[1], snip))
    le = T(L, "The Basic header is just base64 of the credentials%s; the worker was double-encoding it." % extra,
           "Basic 헤더는 자격 증명을 base64 한 것뿐이다%s. 워커가 이걸 두 번 인코딩하고 있었다." % extra)
    return note("header: Basic auth (%s)" % mode, mc, le, "", secs, vk)


@secret_t("Bearer JWT access/refresh token", 6)
def t_jwt(L):
    sub = rand_user()
    alg = pick(["HS256", "RS256"])
    payload = {"sub": "user_%s" % rs(DG, 6), "email": "%s@acme.io" % sub, "scope": pick(["read write", "admin", "orders:read"]),
               "iat": 1760000000 + ri(0, 9999999), "exp": 1760000000 + ri(10000000, 19999999)}
    tok = jwt(payload, 43 if alg == "HS256" else 342, alg)
    secs = [tok]
    refresh = None
    if chance(0.5):
        refresh = rs(B64U, ri(40, 64))
        secs.append(refresh)
    resp = json.dumps(dict([("access_token", tok), ("token_type", "Bearer"), ("expires_in", 3600)] +
                           ([("refresh_token", refresh)] if refresh else [])), indent=1)
    form = pick(["header", "response"])
    if form == "header":
        snip = "curl -H 'Authorization: Bearer %s' https://api.acme.io/v2/me" % tok
        if refresh:
            snip += "\n# refresh_token: %s" % refresh
    else:
        snip = "HTTP/1.1 200 OK\nContent-Type: application/json\n\n" + resp
    mc = T(L, "The mobile app got logged out every hour and I didn't know how the token refresh worked. Captured traffic:\n%s" % snip,
           "모바일 앱이 한 시간마다 로그아웃됐는데 토큰 갱신 방식을 몰랐다. 캡처한 트래픽:\n%s" % snip)
    le = T(L, "Access tokens live 3600 s; the app must call /oauth/token with the refresh token before `exp`, not after a 401.",
           "액세스 토큰 수명은 3600초다. 앱은 401을 받은 뒤가 아니라 `exp` 전에 refresh token으로 /oauth/token을 호출해야 한다.")
    return note("header: Bearer JWT %s (%s)" % (alg, form), mc, le, "", secs)


# ================================================================ cookies
def cookie_value():
    return pick([
        ("connect.sid", "s%3A" + rs(B64U, 32) + "." + pct(b64(rbytes(32)).rstrip("="))),
        ("sessionid", rs(ANL, 32)),
        ("_gitlab_session", rs(HEX, 32)),
        ("JSESSIONID", rs(HEXU, 32)),
        ("PHPSESSID", rs(ANL, 26)),
        ("laravel_session", pct(b64(json.dumps({"iv": b64(rbytes(16)), "value": b64(rbytes(48)), "mac": rs(HEX, 64)},
                                                 separators=(",", ":")).encode()))),
        ("__Secure-next-auth.session-token", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + rs(B64U, 16) + "." + rs(B64U, ri(120, 220)) + "." + rs(B64U, 22)),
        ("remember_user_token", rs(B64U, 60) + "--" + rs(HEX, 40)),
        ("_oauth2_proxy", rs(B64U, 80) + "|" + rs(DG, 10) + "|" + rs(B64U, 43)),
    ])


@secret_t("session cookie", 8)
def t_cookie(L):
    name, val = cookie_value()
    extra = "theme=dark; _ga=GA1.2.%d.%d" % (ri(100000000, 999999999), ri(1600000000, 1760000000))
    snip = pick([
        "Cookie: %s; %s=%s; lang=ko" % (extra, name, val),
        "< set-cookie: %s=%s; Path=/; HttpOnly; Secure; SameSite=Lax" % (name, val),
        "curl -b '%s=%s' https://admin.%s.example.com/api/reports" % (name, val, pick(ENVS)),
    ])
    mc = T(L, "The admin page worked in the browser but the export script got redirected to /login. From devtools:\n%s" % snip,
           "브라우저에서는 관리자 페이지가 되는데 export 스크립트는 /login으로 리다이렉트됐다. devtools에서:\n%s" % snip)
    le = T(L, "The script must send the %s cookie; it is HttpOnly, so it has to be copied from devtools or obtained via the login API." % name,
           "스크립트가 %s 쿠키를 보내야 한다. HttpOnly라서 devtools에서 복사하거나 로그인 API로 받아야 한다." % name)
    ask = pick(["", T(L, "Is there a service account for the export instead of reusing a browser session?",
                      "브라우저 세션을 재사용하는 대신 export용 서비스 계정이 있나요?")])
    return note("cookie: %s session value" % name, mc, le, ask, [val])


# ================================================================ signed URLs
@secret_t("signed / presigned URL", 8)
def t_signed(L):
    kind = pick(["s3", "s3-sts", "gcs", "azure-sas", "cloudfront"])
    date = "202511%02d" % ri(1, 27)
    if kind in ("s3", "s3-sts"):
        akid = ("AKIA" if kind == "s3" else "ASIA") + rs(B32, 16)
        sig = rs(HEX, 64)
        region = pick(REGIONS)
        url = ("https://acme-%s.s3.%s.amazonaws.com/exports/%s.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d00Z&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (
                   pick(ENVS), region, pick(DBNAMES), akid, date, region, date, ri(0, 23), ri(0, 59), pick([900, 3600, 604800])))
        secs = [akid, sig]
        if kind == "s3-sts":
            tokn = pct("IQoJb3JpZ2luX2Vj" + rs(B64, ri(200, 260)))
            url += "&X-Amz-Security-Token=" + tokn
            secs.append(tokn)
        url += "&X-Amz-Signature=" + sig
    elif kind == "gcs":
        sig = rs(HEX, 512)
        url = ("https://storage.googleapis.com/acme-%s/reports/q3.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40acme-%s.iam.gserviceaccount.com%%2F%s%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=%sT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (pick(ENVS), pick(ENVS), date, date, sig))
        secs = [sig]
    elif kind == "azure-sas":
        sig = pct(b64(rbytes(32)))
        url = ("https://st%s.blob.core.windows.net/uploads/%s.zip?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-12-%02dT00:00:00Z&st=2025-11-%02dT00:00:00Z&spr=https&sig=%s" % (
            rs(ANL, 10), pick(DBNAMES), ri(1, 28), ri(1, 27), sig))
        secs = [sig]
    else:
        sig = rs(AN + "-_~", 172)
        url = "https://d%s.cloudfront.net/videos/intro.mp4?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (
            rs(ANL, 13), ri(1764000000, 1766000000), sig, rs(ANU, 13))
        secs = [sig]
    if len(url.encode()) > 900:
        raise Reject()
    where = pick(["mc", "le"])
    a = T(L, "The user shared this download link in the ticket:\n%s" % url, "사용자가 티켓에 공유한 다운로드 링크:\n%s" % url)
    b = T(L, "Signed URLs stay valid until they expire even if the object ACL changes; never paste them into tickets.",
          "서명된 URL은 객체 권한이 바뀌어도 만료 전까지 유효하다. 티켓에 붙이지 말 것.")
    if where == "mc":
        mc, le = a, b
    else:
        mc = T(L, "The partner couldn't download the export and I didn't know how links are generated.",
               "파트너가 export 파일을 못 받았는데 링크가 어떻게 생성되는지 몰랐다.")
        le = T(L, "The working link (generated with the %s SDK):\n%s\n" % (kind.split("-")[0].upper(), url),
               "동작한 링크(%s SDK로 생성):\n%s\n" % (kind.split("-")[0].upper(), url)) + b
    return note("signed URL: %s" % kind, mc, le, "", secs)


# ================================================================ private keys
@secret_t("PEM private key body", 10)
def t_pem(L):
    kind = pick(["ec", "ed25519-pkcs8", "openssh", "rsa-partial", "pkcs8-partial", "gcp-json"])
    comment = "%s@%s" % (pick(USERS), pick(["bastion", "ci-runner", "mbp-minsu", "deploy-host"]))
    if kind == "ec":
        label, lines = pem_ec()
    elif kind == "ed25519-pkcs8":
        label, lines = pem_ed25519_pkcs8()
    elif kind == "openssh":
        label, lines = pem_openssh_ed25519(comment)
    elif kind == "rsa-partial":
        label, lines = pem_rsa_partial(ri(3, 6))
    else:
        label, lines = pem_pkcs8_rsa_partial(ri(3, 5))
    trunc = kind in ("rsa-partial", "pkcs8-partial", "gcp-json")
    lines = [ln for ln in lines if ln]
    if len(lines[-1]) < 8:
        raise Reject()
    if kind == "gcp-json":
        proj = "acme-%s-%d" % (pick(ENVS), ri(100, 999))
        pk = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n...\\n-----END PRIVATE KEY-----\\n"
        snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
                '  "client_email": "deployer@%s.iam.gserviceaccount.com"\n}' % (proj, rs(HEX, 40), pk, proj))
    else:
        snip = pem_text(label, lines, trunc)
    if kind == "openssh":
        ctxs = T(L, "Deploys from the new CI runner failed with `Permission denied (publickey)`. The user pasted the runner's key file:",
                 "새 CI 러너에서 배포가 `Permission denied (publickey)`로 실패했다. 사용자가 러너의 키 파일을 붙여줬다:")
    elif kind == "gcp-json":
        ctxs = T(L, "The BigQuery export job could not authenticate; the service-account JSON (partly pasted) was:",
                 "BigQuery export 잡이 인증에 실패했다. 일부만 붙여준 서비스 계정 JSON:")
    else:
        ctxs = T(L, "TLS handshake to the partner API failed and I didn't know which client key was configured. Key file (%s):" % label,
                 "파트너 API와 TLS 핸드셰이크가 실패했는데 어떤 클라이언트 키가 설정돼 있는지 몰랐다. 키 파일(%s):" % label)
    where = pick(["mc", "le"])
    le_txt = pick([
        T(L, "The key file needs mode 0600 and a trailing newline after the END line, or the client refuses it.",
          "키 파일은 권한 0600에 END 줄 뒤 개행이 있어야 한다. 아니면 클라이언트가 거부한다."),
        T(L, "The matching public key was never added on the server side; the private key itself was fine.",
          "서버 쪽에 짝이 되는 공개 키가 등록돼 있지 않았다. 개인 키 자체는 문제없었다."),
    ])
    if where == "mc":
        mc, le = ctxs + "\n" + snip, le_txt
    else:
        mc = ctxs.rstrip(":") + T(L, " (the key is below in the lesson).", " (키는 lesson에 있음).")
        le = snip + "\n" + le_txt
    return note("private key: %s body lines (%s)" % (kind, "missing_context" if where == "mc" else "lesson"), mc, le, "", lines)


# ================================================================ OTP seeds, recovery codes, PINs, Wi-Fi
@secret_t("TOTP seed", 6)
def t_totp(L):
    sec = totp_secret()
    issuer = pick(["GitHub", "AWS", "Okta", "Google", "GitLab", "Naver", "Kakao", "Toss"])
    acct = "%s@acme.io" % pick(USERS).replace("_", ".")
    form = pick(["uri", "grouped", "plain"])
    if form == "uri":
        shown = sec
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, pct(acct), sec, issuer)
    elif form == "grouped":
        shown = totp_grouped(sec)
        snip = shown
    else:
        shown = sec
        snip = "MFA secret key: %s" % sec
    mc = T(L, "The shared %s account for the release bot has MFA, and I couldn't log in. The user sent the enrollment data:\n%s" % (issuer, snip),
           "릴리스 봇용 공용 %s 계정에 MFA가 걸려 있어 로그인을 못 했다. 사용자가 등록 정보를 보내줬다:\n%s" % (issuer, snip))
    le = T(L, "Codes are time-based; the bastion clock was 90 s off, which made every code invalid. Fixed with chrony.",
           "시간 기반 코드라서 bastion 시계가 90초 어긋나 있으니 모든 코드가 무효였다. chrony로 해결.")
    ask = pick(["", T(L, "Should the MFA seed move into the team password manager?", "MFA 시드를 팀 비밀번호 관리자로 옮겨야 하나요?")])
    return note("TOTP seed (%s, %s)" % (issuer, form), mc, le, ask, [shown])


@secret_t("recovery / backup codes", 6)
def t_recovery(L):
    kind = pick(["github", "google", "gitlab", "1password", "seed"])
    if kind == "github":
        codes = recovery_github(ri(4, 8))
        svc = "GitHub"
    elif kind == "google":
        codes = recovery_google(ri(4, 8))
        svc = "Google Workspace"
    elif kind == "gitlab":
        codes = recovery_gitlab(ri(3, 6))
        svc = "GitLab"
    elif kind == "1password":
        codes = [op_secret_key()]
        svc = "1Password (Secret Key)"
    else:
        codes = [seed_phrase(pick([12, 24]))]
        svc = "hardware wallet test account (recovery phrase)"
    listing = "\n".join(("- " if chance(0.5) else "") + c for c in codes)
    where = pick(["mc", "le"])
    if kind in ("1password", "seed"):
        what = T(L, "1Password Secret Key from the Emergency Kit" if kind == "1password" else "recovery phrase of the test wallet",
                 "Emergency Kit의 1Password Secret Key" if kind == "1password" else "테스트 지갑 복구 문구")
        mc = T(L, "I had to restore access on a new laptop and did not have the %s." % what, "새 노트북에서 접근을 복구해야 했는데 %s가 없었다." % what)
        le = T(L, "The user read it out from the printed copy:\n%s\nIt is needed only once per device; after that the device stays trusted." % listing,
               "사용자가 출력본에서 읽어 줬다:\n%s\n기기당 한 번만 필요하고 이후에는 신뢰된 기기로 남는다." % listing)
        return note("recovery: %s" % kind, mc, le, "", codes)
    a = T(L, "The admin lost their phone and I had to get into the %s org account. Recovery codes from the printed sheet:\n%s" % (svc, listing),
          "관리자가 휴대폰을 잃어버려서 %s 조직 계정에 들어가야 했다. 출력해 둔 복구 코드:\n%s" % (svc, listing))
    b = T(L, "Each recovery code works once; cross out used ones and regenerate the set after the incident.",
          "복구 코드는 한 번씩만 쓸 수 있다. 사용한 코드는 지우고 사고 후 새로 발급할 것.")
    if where == "mc":
        mc, le = a, b
    else:
        mc = T(L, "I had no way to pass the %s 2FA prompt on the shared account." % svc, "공용 계정의 %s 2FA를 통과할 방법이 없었다." % svc)
        le = T(L, "Remaining codes (from the vault note):\n%s\n" % listing, "남은 코드(볼트 노트):\n%s\n" % listing) + b
    return note("recovery codes: %s (%d)" % (kind, len(codes)), mc, le, "", codes)


@secret_t("PIN / door code", 4)
def t_pin(L):
    pin = rs(DG, 8)
    what = pick([("SIM PUK for the test phone", "테스트폰 SIM PUK"), ("server room door code", "서버실 도어락 비밀번호"),
                 ("HSM operator PIN", "HSM 운영자 PIN"), ("YubiKey PIV PIN", "YubiKey PIV PIN"),
                 ("safe in the IDC cage", "IDC 케이지 금고 비밀번호")])
    mc = T(L, "I couldn't finish the on-site checklist: the %s was not in the runbook." % what[0],
           "현장 체크리스트를 끝내지 못했다. %s 정보가 런북에 없었다." % what[1])
    le = pick([T(L, "%s: %s (8 digits; three wrong tries lock it)." % (what[0].capitalize(), pin),
                 "%s: %s (8자리, 3회 틀리면 잠김)." % (what[1], pin)),
               T(L, "The user said the %s is %s and that it is changed every quarter." % (what[0], pin),
                 "%s 값은 %s 이고 분기마다 바뀐다고 사용자가 알려줬다." % (what[1], pin))])
    ask = pick(["", T(L, "Who keeps the current %s?" % what[0], "현재 %s 값은 누가 관리하나요?" % what[1])])
    return note("PIN: %s" % what[0], mc, le, ask, [pin])


@secret_t("Wi-Fi key", 6)
def t_wifi(L):
    ssid = pick(["ACME-Office", "ACME-Guest-5G", "IDC-Mgmt", "Lab-Devices", "회의실-5G", "QA_2.4G"])
    kind, pw = pick([("passphrase", pw_passphrase()), ("human", pw_human()), ("kbd", pw_korean_keyboard()),
                     ("raw psk", rs(HEX, 64)), ("punct", pw_punct(ri(12, 20)))])
    if kind == "raw psk":
        snip = "network={\n    ssid=\"%s\"\n    psk=%s\n    key_mgmt=WPA-PSK\n}" % (ssid, pw)
    else:
        snip = pick([
            "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, pw),
            "nmcli dev wifi connect \"%s\" password '%s'" % (ssid, pw),
            "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n}" % (ssid, pw),
            "interface=wlan0\nssid=%s\nwpa=2\nwpa_passphrase=%s" % (ssid, pw),
            T(L, "Wi-Fi %s / password: %s" % (ssid, pw), "와이파이 %s / 비번: %s" % (ssid, pw)),
        ])
    if ";" in pw and snip.startswith("WIFI:"):
        raise Reject()
    mc = T(L, "The Raspberry Pi test devices could not join the network after the router swap. Config the user gave me:\n%s" % snip,
           "공유기 교체 후 라즈베리파이 테스트 기기들이 네트워크에 붙지 못했다. 사용자가 준 설정:\n%s" % snip)
    le = T(L, "The new AP only offers WPA3/WPA2 mixed mode on 5 GHz; the Pis need the 2.4 GHz SSID.",
           "새 AP는 5GHz에서 WPA3/WPA2 혼합 모드만 제공한다. 라즈베리파이는 2.4GHz SSID를 써야 한다.")
    return note("Wi-Fi key: %s" % kind, mc, le, "", [pw])


# ================================================================ webhooks
@secret_t("webhook URL with embedded secret", 10)
def t_webhook(L):
    kind = pick(["slack", "discord", "dingtalk", "feishu", "mattermost", "teams-workflow", "generic", "slack"])
    if kind == "slack":
        tok = rs(AN, 24)
        url = "https://hooks.slack.com/services/T0%s/B0%s/%s" % (rs(ANU, 8), rs(ANU, 9), tok)
        secs = [tok]
    elif kind == "discord":
        tok = rs(B64U, 68)
        url = "https://discord.com/api/webhooks/1%s/%s" % (rs(DG, 18), tok)
        secs = [tok]
    elif kind == "dingtalk":
        tok, sign = rs(HEX, 64), "SEC" + rs(HEX, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s" % tok
        secs = [tok]
        if chance(0.6):
            url += "\n# sign secret: %s" % sign
            secs.append(sign)
    elif kind == "feishu":
        tok = uuid4()
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % tok
        secs = [tok]
    elif kind == "mattermost":
        tok = rs(ANL, 26)
        url = "https://chat.corp.internal/hooks/%s" % tok
        secs = [tok]
    elif kind == "teams-workflow":
        tok = rs(B64U, 43)
        url = ("https://prod-%02d.koreacentral.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke?api-version=2016-06-01"
               "&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s" % (ri(1, 40), rs(HEX, 32), tok))
        secs = [tok]
    else:
        tok = rs(HEX, 40)
        url = "https://ci.corp.internal/generic-webhook-trigger/invoke?token=%s" % tok
        secs = [tok]
    snip = pick([
        url,
        "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy finished\"}' %s" % url.split("\n")[0] + ("\n" + url.split("\n")[1] if "\n" in url else ""),
        "alerting:\n  receiver: ops\n  webhook_url: %s" % url.replace("\n", "\n  "),
    ])
    mc = T(L, "Deploy notifications stopped appearing in the channel and I didn't know where they were configured. Found in the alerting config:\n%s" % snip,
           "배포 알림이 채널에 안 올라오는데 어디에 설정돼 있는지 몰랐다. 알림 설정에서 찾은 내용:\n%s" % snip)
    le = T(L, "The webhook was disabled when the channel was archived; a new one has to be created by a workspace admin.",
           "채널을 보관 처리하면서 웹훅이 비활성화됐다. 새 웹훅은 워크스페이스 관리자가 만들어야 한다.")
    ask = pick(["", T(L, "Who can create a new incoming webhook for #deploys?", "#deploys용 웹훅은 누가 새로 만들 수 있나요?")])
    return note("webhook: %s URL secret" % kind, mc, le, ask, secs)


# ================================================================ more secret shapes
@secret_t("token embedded in git remote URL", 6)
def t_git_remote(L):
    kind = pick(["github", "github_fg", "gitlab", "bitbucket", "azure_devops"])
    if kind == "github":
        tok = "ghp_" + rs(AN, 36)
        url = "https://%s:%s@github.com/acme/%s.git" % (pick(["x-access-token", rand_user()]), tok, pick(SERVICES))
    elif kind == "github_fg":
        tok = "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59)
        url = "https://%s@github.com/acme/%s.git" % (tok, pick(SERVICES))
    elif kind == "gitlab":
        tok = "glpat-" + rs(B64U, 20)
        url = "https://oauth2:%s@gitlab.com/acme/platform/%s.git" % (tok, pick(SERVICES))
    elif kind == "bitbucket":
        tok = "ATBB" + rs(AN, 28) + rs(HEXU, 8)
        url = "https://%s:%s@bitbucket.org/acme/%s.git" % (rand_user(), tok, pick(SERVICES))
    else:
        tok = rs("abcdefghijklmnopqrstuvwxyz234567", 52)
        url = "https://acme:%s@dev.azure.com/acme/Platform/_git/%s" % (tok, pick(SERVICES))
    snip = pick([
        "$ git remote -v\norigin\t%s (fetch)\norigin\t%s (push)" % (url, url),
        "[remote \"origin\"]\n\turl = %s\n\tfetch = +refs/heads/*:refs/remotes/origin/*" % url,
        "git clone %s" % url,
        "- name: checkout deps\n  run: git clone --depth 1 %s vendor/lib" % url,
    ])
    mc = T(L, "The build on the shared runner pulled an old version of the submodule and I didn't know which remote it used:\n%s" % snip,
           "공용 러너 빌드가 서브모듈 예전 버전을 받아왔는데 어떤 remote를 쓰는지 몰랐다:\n%s" % snip)
    le = T(L, "The remote URL embeds a personal token; it stays in .git/config after the clone. Use a credential helper instead.",
           "remote URL에 개인 토큰이 박혀 있어서 clone 후에도 .git/config에 남는다. credential helper를 쓸 것.")
    return note("git remote: %s token in URL" % kind, mc, le, "", [tok])


@secret_t("base64-encoded secret in k8s data / dockerconfigjson", 6)
def t_k8s_b64(L):
    kind = pick(["opaque", "opaque", "dockerconfigjson"])
    if kind == "opaque":
        pw = pw_quoted()
        user = pick(USERS)
        d_pw = b64(pw.encode())
        snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s" % (
            pick(DBNAMES), b64(user.encode()), d_pw))
        secs = [d_pw]
        extra = ""
        if chance(0.4):
            secs.append(pw)
            extra = T(L, " (`echo %s | base64 -d` gives %s)" % (d_pw, pw), " (`echo %s | base64 -d` 하면 %s)" % (d_pw, pw))
    else:
        user, pw = pick(USERS), pw_plain()
        auth = b64(("%s:%s" % (user, pw)).encode())
        cfg = json.dumps({"auths": {"registry.corp.internal": {"username": user, "password": pw, "auth": auth}}}, separators=(",", ":"))
        enc = b64(cfg.encode())
        snip = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: %s" % enc
        secs = [enc]
        extra = ""
    if len(snip.encode()) > 800:
        raise Reject()
    mc = T(L, "Pods were stuck in ImagePullBackOff / CrashLoopBackOff after the namespace was recreated. `kubectl get secret -o yaml` showed:\n%s" % snip,
           "네임스페이스를 다시 만든 뒤 파드가 ImagePullBackOff / CrashLoopBackOff 상태였다. `kubectl get secret -o yaml` 결과:\n%s" % snip)
    le = T(L, "Secret data is only base64, not encryption%s; the secret was simply missing from the new namespace." % extra,
           "Secret의 data는 암호화가 아니라 base64일 뿐이다%s. 새 네임스페이스에 secret이 없었던 것이 원인." % extra)
    return note("k8s: base64 %s secret data" % kind, mc, le, "", secs)


def app_secret():
    return pick([
        ("Django SECRET_KEY", "SECRET_KEY = '%s'" , lambda: "django-insecure-" + rs("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50)),
        ("Django SECRET_KEY", "SECRET_KEY = '%s'", lambda: rs("abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)", 50)),
        ("Rails secret_key_base", "secret_key_base: %s", lambda: rs(HEX, 128)),
        ("Laravel APP_KEY", "APP_KEY=%s", lambda: "base64:" + b64(rbytes(32))),
        ("Fernet key", "FERNET_KEY=%s", lambda: b64u(rbytes(32), pad=True)),
        ("NEXTAUTH_SECRET", "NEXTAUTH_SECRET=%s", lambda: b64(rbytes(32))),
        ("JWT signing secret", "jwt:\n  secret: \"%s\"\n  expires-in: 3600", lambda: rs(AN, ri(32, 64))),
        ("Flask SECRET_KEY", "app.config[\"SECRET_KEY\"] = \"%s\"", lambda: rs(HEX, 64)),
        ("Symfony APP_SECRET", "APP_SECRET=%s", lambda: rs(HEX, 32)),
        ("Phoenix secret_key_base", "config :app, AppWeb.Endpoint, secret_key_base: \"%s\"", lambda: rs(B64, 64)),
        ("Airflow fernet_key", "[core]\nfernet_key = %s", lambda: b64u(rbytes(32), pad=True)),
        ("Spring encrypt.key", "encrypt:\n  key: %s", lambda: rs(AN, 40)),
        ("AES key (hex) in code", "private static final String AES_KEY_HEX = \"%s\";", lambda: rs(HEX, 64)),
        ("HMAC webhook signing secret", "WEBHOOK_SIGNING_SECRET=%s", lambda: rs(AN, 48)),
    ])


@secret_t("framework secret key / signing key", 6)
def t_app_secret(L):
    label, tmpl, gen = app_secret()
    val = gen()
    snip = tmpl % val
    mc = T(L, "After the redeploy every user was logged out and old links broke. The config the previous dev committed:\n%s" % snip,
           "재배포 후 모든 사용자가 로그아웃되고 예전 링크가 깨졌다. 이전 개발자가 커밋한 설정:\n%s" % snip)
    le = T(L, "The %s signs sessions and tokens; changing it between replicas invalidates everything. All replicas must share one value from the secret store." % label,
           "%s는 세션과 토큰 서명에 쓰인다. 레플리카마다 값이 다르면 전부 무효가 된다. 모든 레플리카가 시크릿 저장소의 같은 값을 써야 한다." % label)
    return note("signing key: %s" % label, mc, le, "", [val])


@secret_t("credentials in a markdown table", 4)
def t_cred_table(L):
    rows, secs = [], []
    for env in R.sample(ENVS, ri(2, 4)):
        u = pick(USERS)
        pw = pw_plain() if chance(0.6) else pw_service(True)
        rows.append("| %s | %s | %s | %s |" % (env, host(), u, pw))
        secs.append(pw)
    table = T(L, "| env | host | user | password |\n|---|---|---|---|\n", "| 환경 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|\n") + "\n".join(rows)
    mc = T(L, "I didn't know which database hosts each environment uses. The user pasted the table from the old wiki:\n%s" % table,
           "환경별로 어떤 DB 호스트를 쓰는지 몰랐다. 사용자가 예전 위키의 표를 붙여줬다:\n%s" % table)
    le = T(L, "The wiki table is the only place these accounts are documented; the qa row is out of date (host moved last sprint).",
           "이 계정들은 위키 표에만 정리돼 있고, qa 행은 지난 스프린트에 호스트가 바뀌어 오래된 정보다.")
    return note("table: %d DB passwords in markdown table" % len(secs), mc, le, "", secs)


@secret_t("diff that removes a hard-coded secret", 4)
def t_diff_secret(L):
    v = VBY[VDECK_SINGLE.next()]
    pairs, secs = vendor_values(v)
    env, val = pairs[0]
    lang = pick(["py", "js", "go"])
    if lang == "py":
        old, new, f = '%s = "%s"' % (env, val), '%s = os.environ["%s"]' % (env, env), "app/settings.py"
    elif lang == "js":
        old, new, f = "const %s = '%s';" % (camel(env), val), "const %s = process.env.%s;" % (camel(env), env), "src/config.js"
    else:
        old, new, f = '%s := "%s"' % (camel(env), val), '%s := os.Getenv("%s")' % (camel(env), env), "internal/config/config.go"
    diff = "diff --git a/%s b/%s\n--- a/%s\n+++ b/%s\n@@ -%d,1 +%d,1 @@\n-%s\n+%s" % (f, f, f, f, ri(3, 80), ri(3, 80), old, new)
    mc = T(L, "I was asked to review the PR that moves the %s key out of the code:\n%s" % (v["name"], diff),
           "%s 키를 코드에서 빼는 PR 리뷰를 요청받았다:\n%s" % (v["name"], diff))
    le = T(L, "Removing the line does not remove the key from git history; the key must be rotated as well.",
           "줄을 지워도 git 히스토리에는 키가 남는다. 키 자체도 교체해야 한다.")
    ask = T(L, "Has the old %s key been revoked already?" % v["name"], "예전 %s 키는 이미 폐기했나요?" % v["name"])
    return note("diff: hard-coded %s key removed (still present in '-' line)" % v["name"], mc, le, ask, secs, [v["key"]])


@secret_t("WireGuard private key", 2)
def t_wireguard(L):
    priv, peer_pub, psk = wg_key(), wg_key(), wg_key()
    conf = ("[Interface]\nPrivateKey = %s\nAddress = 10.8.0.%d/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = %s\n%sEndpoint = vpn.acme.io:51820\nAllowedIPs = 10.0.0.0/8" % (
        priv, ri(2, 250), peer_pub, ("PresharedKey = %s\n" % psk) if chance(0.5) else ""))
    secs = [priv] + ([psk] if "PresharedKey" in conf else [])
    mc = T(L, "The VPN tunnel came up but no traffic passed. The user's wg0.conf:\n%s" % conf,
           "VPN 터널은 올라오는데 트래픽이 안 흘렀다. 사용자의 wg0.conf:\n%s" % conf)
    le = T(L, "AllowedIPs on the server side did not include the client's address, so replies were dropped.",
           "서버 쪽 AllowedIPs에 클라이언트 주소가 없어서 응답 패킷이 버려졌다.")
    return note("WireGuard PrivateKey%s (PublicKey is not secret)" % (" + PresharedKey" if len(secs) > 1 else ""), mc, le, "", secs)


@secret_t("Jupyter / dev server token URL", 2)
def t_jupyter(L):
    tok = rs(HEX, 48)
    snip = pick(["    To access the server, open this file in a browser:\n        file:///home/%s/.local/share/jupyter/runtime/jpserver-%d-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token=%s" % (
        pick(USERS), ri(1000, 99999), tok), "jupyter server list\nhttp://gpu-box-02:8888/?token=%s :: /home/ml/notebooks" % tok])
    mc = T(L, "I needed to open the notebook running on the GPU box; the user pasted the startup output:\n%s" % snip,
           "GPU 서버에서 돌아가는 노트북을 열어야 했다. 사용자가 실행 로그를 붙여줬다:\n%s" % snip)
    le = T(L, "The server listens on all interfaces; use an SSH tunnel instead of exposing port 8888.",
           "서버가 모든 인터페이스에서 listen 중이다. 8888 포트를 노출하지 말고 SSH 터널을 쓸 것.")
    return note("Jupyter server token", mc, le, "", [tok])


@secret_t("data.go.kr serviceKey (encoded + decoded)", 3)
def t_datagokr(L):
    raw = b64(rbytes(66))
    enc = pct(raw)
    url = "https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&pageNo=1&numOfRows=100&dataType=JSON&base_date=202511%02d&base_time=0500&nx=%d&ny=%d" % (
        enc, ri(1, 27), ri(50, 70), ri(120, 130))
    both = chance(0.6)
    mc = T(L, "The weather batch got `SERVICE_KEY_IS_NOT_REGISTERED_ERROR` from the public data portal. Request URL:\n%s" % url,
           "날씨 배치가 공공데이터포털에서 `SERVICE_KEY_IS_NOT_REGISTERED_ERROR`를 받았다. 요청 URL:\n%s" % url)
    if both:
        le = T(L, "The portal shows an Encoding and a Decoding key. requests encodes params itself, so pass the Decoding key (%s), not the encoded one." % raw,
               "포털에는 Encoding/Decoding 키가 따로 있다. requests가 파라미터를 알아서 인코딩하므로 Decoding 키(%s)를 넘겨야 한다." % raw)
        secs = [enc, raw]
    else:
        le = T(L, "The key was double-encoded (%2B became %252B); pass the decoded key to requests and let it encode.",
               "키가 이중 인코딩(%2B가 %252B로)되고 있었다. requests에는 디코딩된 키를 넘기고 인코딩은 맡길 것.")
        secs = [enc]
    return note("data.go.kr serviceKey %s" % ("encoded + decoded" if both else "percent-encoded in URL"), mc, le, "", secs, ["datagokr"])


@secret_t("Kakao / Naver API keys in Korean integration code", 4)
def t_kr_api(L):
    kind = pick(["kakao", "naver", "kakao_admin"])
    if kind == "naver":
        cid, csec = rs(AN + "_", 20), rs(AN, 10)
        snip = ('headers = {\n    "X-Naver-Client-Id": "%s",\n    "X-Naver-Client-Secret": "%s",\n}\nr = requests.get("https://openapi.naver.com/v1/search/blog.json", params={"query": "판교 맛집"}, headers=headers)' % (cid, csec))
        secs, vk = [csec], ["naver_api"]
    else:
        key = rs(HEX, 32)
        snip = ('const res = await axios.get("https://dapi.kakao.com/v2/local/search/keyword.json", {\n  params: { query: "카카오프렌즈" },\n  headers: { Authorization: "KakaoAK %s" },\n});' % key) \
            if kind == "kakao" else ('curl -X POST "https://kapi.kakao.com/v1/push/send" \\\n  -H "Authorization: KakaoAK %s" \\\n  --data-urlencode "uuids=[\\"%s\\"]"' % (key, rs(DG, 10)))
        secs, vk = [key], ["kakao_rest" if kind == "kakao" else "kakao_admin"]
    mc = T(L, "Search results from the %s API came back empty only in production. Code in question:\n%s" % ("Naver" if kind == "naver" else "Kakao", snip),
           "%s API 검색 결과가 운영에서만 비어 있었다. 문제의 코드:\n%s" % ("네이버" if kind == "naver" else "카카오", snip))
    le = T(L, "The production domain was not registered in the developer console, so the API answered 200 with an empty body.",
           "운영 도메인이 개발자 콘솔에 등록돼 있지 않아서 API가 빈 본문과 함께 200을 돌려줬다.")
    return note("korean api: %s key in code" % kind, mc, le, "", secs, vk)


@secret_t("OAuth client secret in token request body", 5)
def t_oauth_cc(L):
    kind = pick(["google", "azure", "auth0", "keycloak", "naver_login", "kakao_login"])
    if kind == "google":
        cid, sec = rs(DG, 12) + "-" + rs(ANL, 32) + ".apps.googleusercontent.com", "GOCSPX-" + rs(B64U, 28)
        url, extra = "https://oauth2.googleapis.com/token", "&grant_type=refresh_token&refresh_token=<from the user's vault>"
    elif kind == "azure":
        cid, sec = uuid4(), rs(AN, 3) + "8Q~" + rs(AN + "_~.-", 34)
        url, extra = "https://login.microsoftonline.com/%s/oauth2/v2.0/token" % uuid4(), "&grant_type=client_credentials&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default"
    elif kind == "auth0":
        cid, sec = rs(AN, 32), rs(B64U, 64)
        url, extra = "https://acme.eu.auth0.com/oauth/token", "&grant_type=client_credentials&audience=https%3A%2F%2Fapi.acme.io"
    elif kind == "keycloak":
        cid, sec = pick(SERVICES), rs(AN, 32)
        url, extra = "https://sso.corp.internal/realms/acme/protocol/openid-connect/token", "&grant_type=client_credentials"
    elif kind == "naver_login":
        cid, sec = rs(AN + "_", 20), rs(AN, 10)
        url, extra = "https://nid.naver.com/oauth2.0/token", "&grant_type=authorization_code&code=<code>&state=<state>"
    else:
        cid, sec = rs(HEX, 32), rs(AN, 32)
        url, extra = "https://kauth.kakao.com/oauth/token", "&grant_type=authorization_code&redirect_uri=https%3A%2F%2Fapp.acme.io%2Fkakao&code=<code>"
    body = "client_id=%s&client_secret=%s%s" % (cid, sec, extra)
    snip = pick(["curl -X POST %s \\\n  -H 'Content-Type: application/x-www-form-urlencoded' \\\n  -d '%s'" % (url, body),
                 "POST %s HTTP/1.1\nHost: %s\nContent-Type: application/x-www-form-urlencoded\n\n%s" % ("/" + url.split("/", 3)[3], url.split("/")[2], body)])
    mc = T(L, "The token request for the %s integration returned `invalid_client`; the user pasted the request that works in Postman:\n%s" % (kind, snip),
           "%s 연동의 토큰 요청이 `invalid_client`를 돌려줬다. 사용자가 Postman에서 되는 요청을 붙여줬다:\n%s" % (kind, snip))
    le = T(L, "Our client sent the credentials in a Basic header while this app is registered for client_secret_post, so they must go in the form body.",
           "우리 클라이언트는 Basic 헤더로 보내는데 앱이 client_secret_post 방식으로 등록돼 있어서 form body에 넣어야 한다.")
    return note("oauth: %s client_secret in form body (client_id not secret)" % kind, mc, le, "", [sec])


def sql_pw_stmt():
    u = pick(USERS).replace(".", "_")
    pw = pick([pw_human, pw_plain, pw_passphrase, lambda: pw_service(True), pw_korean_keyboard, pw_hangul])()
    return pw, pick([
        ("PostgreSQL ALTER ROLE", "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (u, pw)),
        ("PostgreSQL CREATE USER", "CREATE USER %s WITH PASSWORD '%s' VALID UNTIL '2026-06-30';\nGRANT CONNECT ON DATABASE %s TO %s;" % (u, pw, pick(DBNAMES), u)),
        ("MySQL CREATE USER IDENTIFIED BY", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT ON %s.* TO '%s'@'%%';" % (u, pw, pick(DBNAMES), u)),
        ("MySQL ALTER USER", "ALTER USER 'root'@'localhost' IDENTIFIED WITH caching_sha2_password BY '%s';" % pw),
        ("Oracle ALTER USER", "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (u.upper(), pw)),
        ("SQL Server CREATE LOGIN", "CREATE LOGIN [%s] WITH PASSWORD = N'%s', CHECK_POLICY = ON;" % (u, pw)),
        ("MongoDB createUser", "db.getSiblingDB(\"admin\").createUser({ user: \"%s\", pwd: \"%s\", roles: [\"readWriteAnyDatabase\"] })" % (u, pw)),
        ("Redis CONFIG SET requirepass", "127.0.0.1:6379> CONFIG SET requirepass \"%s\"\nOK" % pw),
        ("ClickHouse CREATE USER", "CREATE USER %s IDENTIFIED WITH sha256_password BY '%s' HOST ANY;" % (u, pw)),
    ])


@secret_t("password in SQL / database console statement", 6)
def t_sql_pw(L):
    pw, (label, stmt) = sql_pw_stmt()
    if "'" in pw or '"' in pw:
        raise Reject()
    where = pick(["mc", "le"])
    a = T(L, "I had to give the reporting tool its own database account. The DBA's statement:\n%s" % stmt,
          "리포팅 도구용 DB 계정을 따로 만들어야 했다. DBA가 실행한 구문:\n%s" % stmt)
    b = T(L, "Statements with passwords land in the server log and the client history file (~/.psql_history, ~/.mysql_history); clear them afterwards.",
          "비밀번호가 들어간 구문은 서버 로그와 클라이언트 히스토리 파일(~/.psql_history, ~/.mysql_history)에 남는다. 작업 후 지울 것.")
    if where == "mc":
        mc, le = a, b
    else:
        mc = T(L, "The reporting tool could not log in to the database and I didn't know an account existed for it.",
               "리포팅 도구가 DB에 로그인하지 못했는데, 전용 계정이 있는 줄 몰랐다.")
        le = T(L, "The account was created last month:\n%s\n" % stmt, "지난달에 만든 계정:\n%s\n" % stmt) + b
    return note("sql: %s password" % label, mc, le, "", [pw])


# ================================================================ CLEAN notes
def placeholder(env, pre, body):
    if isinstance(pre, list):
        pre = pick(pre)
    n = len(body())
    opts = ["<%s>" % env.lower(), "<YOUR_%s>" % env, "your-%s-here" % kebab(env), "${%s}" % env, "REPLACE_ME",
            "TODO_SET_IN_VAULT", "", "xxxxxxxxxxxxxxxxxxxxxxxx", "__%s__" % env, "{{ .Values.%s }}" % camel(env)]
    if pre:
        opts += [pre + "X" * n, pre + "x" * min(n, 24), pre + "...", pre + "<redacted>", pre + "0" * n]
    return pick(opts)


@clean_t("placeholder values in config container", 30)
def c_placeholder(L):
    v = VBY[CDECK.next()]
    pairs = [(env, placeholder(env, pre, body)) for (env, pre, body, sec) in v["fields"]]
    cname, cfn = pick_container([p[1] for p in pairs], exclude=("chat message", "log line", "secret-set CLI"))
    x = ctx(v["key"])
    snip = cfn(with_fillers(pairs), x)
    f = file_for(cname, x)
    mc = pick([
        T(L, "The %s template in the repo only has placeholders and I didn't know where the real %s values come from:\n%s" % (f, v["name"], snip),
          "리포의 %s 템플릿에는 placeholder만 있고, 실제 %s 값이 어디서 오는지 몰랐다:\n%s" % (f, v["name"], snip)),
        T(L, "%s\nThis is the committed example for %s; %s failed to start with it." % (snip, v["name"], x["svc"]),
          "%s\n커밋된 %s 예시 설정이다. %s가 이 상태로는 기동되지 않았다." % (snip, v["name"], x["svc"])),
    ])
    le = pick([
        T(L, "The placeholders are replaced at deploy time by the %s pipeline from the secret manager; locally you must export the real values yourself." % x["env"],
          "placeholder는 배포 시 %s 파이프라인이 시크릿 매니저 값으로 치환한다. 로컬에서는 실제 값을 직접 export 해야 한다." % x["env"]),
        T(L, "%s does not validate the %s key format at startup, so a placeholder only fails at the first API call." % (x["svc"], v["name"]),
          "%s는 시작할 때 %s 키 형식을 검사하지 않아서, placeholder인 채로 두면 첫 API 호출에서야 실패한다." % (x["svc"], v["name"])),
    ])
    ask = pick(["", T(L, "Who can grant me read access to the %s entries in the secret manager?" % v["name"],
                      "시크릿 매니저의 %s 항목 읽기 권한은 누구에게 요청하나요?" % v["name"])])
    return note("clean: placeholder %s values in %s" % (v["name"], cname), mc, le, ask, vendors=[v["key"]])


def env_ref_snippet(env, x):
    sm_arn = "arn:aws:secretsmanager:%s:%s:secret:%s/%s/%s-%s" % (pick(REGIONS), aws_account(), x["env"], x["svc"], kebab(env), rs(AN, 6))
    return pick([
        ("Python", 'api_key = os.environ["%s"]' % env),
        ("Python", 'api_key = os.getenv("%s")\nif not api_key:\n    raise RuntimeError("%s is not set")' % (env, env)),
        ("Node", "const apiKey = process.env.%s;\nif (!apiKey) throw new Error('missing %s');" % (env, env)),
        ("Java", 'String apiKey = System.getenv("%s");' % env),
        ("Go", 'apiKey := os.Getenv("%s")' % env),
        ("GitHub Actions", "env:\n  %s: ${{ secrets.%s }}" % (env, env)),
        ("GitLab CI", "script:\n  - ./deploy.sh --token \"$%s\"" % env),
        ("k8s secretKeyRef", "env:\n  - name: %s\n    valueFrom:\n      secretKeyRef:\n        name: %s-secrets\n        key: %s" % (env, x["svc"], kebab(env))),
        ("ExternalSecret", "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: %s\n      remoteRef:\n        key: %s/%s\n        property: %s" % (
            env, x["env"], x["svc"], snake(env))),
        ("Vault agent template", '{{ with secret "kv/data/%s/%s" }}\nexport %s="{{ .Data.data.%s }}"\n{{ end }}' % (x["env"], x["svc"], env, snake(env))),
        ("AWS Secrets Manager ARN", "secret_arn = \"%s\"" % sm_arn),
        ("aws cli", "aws secretsmanager get-secret-value --secret-id %s --query SecretString --output text" % sm_arn),
        ("SSM parameter", "aws ssm get-parameter --name /%s/%s/%s --with-decryption --query Parameter.Value --output text" % (x["env"], x["svc"], snake(env))),
        ("GCP Secret Manager", "gcloud secrets versions access latest --secret=%s --project=acme-%s" % (kebab(env), x["env"])),
        ("1Password reference", "%s=op://Engineering/%s %s/credential" % (env, x["svc"], x["env"])),
        ("Azure Key Vault reference", "@Microsoft.KeyVault(SecretUri=https://kv-acme-%s.vault.azure.net/secrets/%s/%s)" % (x["env"], kebab(env), rs(HEX, 32))),
        ("doppler", "doppler run --project %s --config %s -- npm start" % (x["svc"], x["env"][:3])),
        ("sops exec-env", "sops exec-env secrets/%s.enc.yaml './bin/worker'" % x["env"]),
        ("Terraform data source", 'data "aws_secretsmanager_secret_version" "%s" {\n  secret_id = "%s/%s/%s"\n}' % (snake(env), x["env"], x["svc"], kebab(env))),
        ("docker compose secrets", "services:\n  %s:\n    secrets:\n      - %s\nsecrets:\n  %s:\n    file: ./secrets/%s.txt" % (x["svc"], snake(env), snake(env), snake(env))),
        ("Spring placeholder", "%s.api-key=${%s}" % (x["slug"].replace("_", "-"), env)),
        ("dotenv reference", "%s=${%s_FROM_VAULT:?must be set}" % (env, env)),
    ])


@clean_t("env-var and secret-manager references", 30)
def c_env_ref(L):
    v = VBY[CDECK.next()]
    env = pick(v["fields"])[0]
    x = ctx(v["key"])
    kind, snip = env_ref_snippet(env, x)
    err = pick(["KeyError: '%s'" % env, "Error: missing %s" % env, "%s is not set" % env, "401 Unauthorized", "AccessDeniedException"])
    mc = pick([
        T(L, "%s crashed on %s with `%s` and I didn't know how the %s credential is injected. The code path:\n%s" % (x["svc"], x["env"], err, v["name"], snip),
          "%s가 %s에서 `%s`로 죽었는데 %s 자격 증명이 어떻게 주입되는지 몰랐다. 관련 코드:\n%s" % (x["svc"], x["env"], err, v["name"], snip)),
        T(L, "I didn't know %s reads %s via %s:\n%s" % (x["svc"], env, kind, snip),
          "%s가 %s를 %s 방식으로 읽는다는 걸 몰랐다:\n%s" % (x["svc"], env, kind, snip)),
    ])
    le = pick([
        T(L, "The value is never in the repo: %s resolves %s at runtime, and the %s role needs read permission on it." % (kind, env, x["svc"]),
          "값은 리포에 없다. %s가 런타임에 %s를 해석하고, %s 역할에 읽기 권한이 있어야 한다." % (kind, env, x["svc"])),
        T(L, "When %s is empty the SDK falls back to anonymous mode and fails later with a confusing error; check the injection first." % env,
          "%s가 비어 있으면 SDK가 익명 모드로 동작하다가 나중에 엉뚱한 에러를 낸다. 주입 여부부터 확인할 것." % env),
    ])
    ask = pick(["", T(L, "Which IAM role / service account should own read access to %s?" % env,
                      "%s 읽기 권한은 어떤 IAM 역할/서비스 계정에 줘야 하나요?" % env)])
    return note("clean: %s reference via %s" % (env, kind), mc, le, ask, vendors=[v["key"]])


def masked(val, keep_pre, tail=4):
    stars = pick(["*", "•"])
    return val[:keep_pre] + stars * pick([4, 8, 12, 16]) + val[-tail:]


@clean_t("masked credentials in tool output", 20)
def c_masked(L):
    form = pick(["aws", "gh", "vercel", "kubectl", "vendor", "log", "heroku"])
    x = ctx()
    if form == "aws":
        akid = "AKIA" + rs(B32, 16)
        snip = ("$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n"
                "   profile                %s           manual    --profile\naccess_key     ****************%s shared-credentials-file\n"
                "secret_key     ****************%s shared-credentials-file\n    region           %s      config-file    ~/.aws/config" % (
                    x["env"], akid[-4:], rs(B64, 4), pick(REGIONS)))
    elif form == "gh":
        names = R.sample(["NPM_TOKEN", "SLACK_WEBHOOK_URL", "AWS_ROLE_ARN", "SENTRY_AUTH_TOKEN", "DOCKERHUB_TOKEN", "DEPLOY_KEY"], 4)
        snip = "$ gh secret list\n" + "\n".join("%s\tUpdated 2025-%02d-%02d" % (n, ri(1, 11), ri(1, 28)) for n in names)
    elif form == "vercel":
        names = R.sample(["DATABASE_URL", "NEXTAUTH_SECRET", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "REDIS_URL"], 3)
        snip = "$ vercel env ls\n name                 value       environments        created\n" + "\n".join(
            " %-20s Encrypted   Production, Preview  %dd ago" % (n, ri(1, 90)) for n in names)
    elif form == "kubectl":
        snip = "$ kubectl describe secret %s-env -n %s\nName:         %s-env\nType:  Opaque\n\nData\n====\nDATABASE_URL:  %d bytes\nAPI_KEY:       %d bytes\nJWT_SECRET:    %d bytes" % (
            x["svc"], x["env"], x["svc"], ri(60, 120), ri(32, 64), ri(32, 64))
    elif form == "vendor":
        v = VBY[CDECK_SINGLE.next()]
        env, pre, body, sec = v["fields"][0]
        pre = pick(pre) if isinstance(pre, list) else pre
        val = pre + body()
        shown = masked(val, len(pre) if pre else 0)
        snip = T(L, "%s dashboard shows the active key as `%s` (created %d days ago)." % (v["name"], shown, ri(2, 300)),
                 "%s 대시보드에 활성 키가 `%s`로 표시된다(%d일 전 생성)." % (v["name"], shown, ri(2, 300)))
    elif form == "log":
        snip = "%s INFO  http request method=POST url=https://api.%s.com/v1/charges headers={'Authorization': 'Bearer ***', 'Idempotency-Key': '%s'} status=%d" % (
            ts_log(), pick(["stripe", "toss", "portone"]), uuid4(), pick([200, 402, 409]))
    else:
        snip = "$ heroku config -a %s\n=== %s Config Vars\nDATABASE_URL:     postgres://[REDACTED]@ec2-%d-%d-%d-%d.compute-1.amazonaws.com:5432/%s\nREDIS_TLS_URL:    <hidden>\nSENDGRID_API_KEY: <hidden>" % (
            x["svc"], x["svc"], ri(3, 54), ri(0, 255), ri(0, 255), ri(0, 255), rs(ANL, 14))
    mc = T(L, "I needed to confirm which credentials %s uses without seeing the values:\n%s" % (x["svc"], snip),
           "값을 보지 않고 %s가 어떤 자격 증명을 쓰는지 확인해야 했다:\n%s" % (x["svc"], snip))
    le = T(L, "Masked output is enough to match a key by its last characters; ask the owner instead of printing the secret.",
           "마스킹된 출력의 끝 몇 글자로도 키를 대조할 수 있다. 값을 출력하지 말고 담당자에게 물어볼 것.")
    return note("clean: masked credential output (%s)" % form, mc, le, "")


@clean_t("hashes, digests and git SHAs", 20)
def c_hashes(L):
    form = pick(["sha256sum", "docker", "npm", "gosum", "pip", "gitlog", "sri", "revert"])
    if form == "sha256sum":
        snip = "\n".join("%s  %s" % (sha256hex(), fn) for fn in R.sample(["app-%s-linux-amd64.tar.gz" % semver(), "app-%s-darwin-arm64.tar.gz" % semver(),
                                                                           "checksums.txt.sig", "install.sh", "SBOM.spdx.json"], 3))
    elif form == "docker":
        snip = "$ docker pull ghcr.io/acme/%s:%s\nDigest: %s\nStatus: Downloaded newer image for ghcr.io/acme/%s:%s" % (
            pick(SERVICES), semver(), image_digest(), pick(SERVICES), semver())
    elif form == "npm":
        pkg = pick(["left-pad", "lodash", "axios", "zod", "dayjs"])
        snip = '"node_modules/%s": {\n  "version": "%s",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%s.tgz",\n  "integrity": "%s"\n}' % (
            pkg, semver(), pkg, pkg, semver(), npm_integrity())
    elif form == "gosum":
        snip = "\n".join("%s v%s %s" % (m, semver(), gosum_h1()) for m in R.sample(["github.com/aws/aws-sdk-go-v2", "golang.org/x/crypto",
                                                                                  "github.com/stretchr/testify", "go.uber.org/zap"], 3))
    elif form == "pip":
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (sha256hex(), sha256hex())
    elif form == "gitlog":
        snip = "\n".join("%s %s" % (gitsha(pick([7, 12, 40])), m) for m in R.sample(
            ["fix: retry on 429", "chore: bump deps", "feat: add refund webhook", "revert \"tune pool size\"", "ci: cache pnpm store"], 4))
    elif form == "sri":
        snip = '<script src="https://cdn.jsdelivr.net/npm/chart.js@%s/dist/chart.umd.min.js" integrity="sha384-%s" crossorigin="anonymous"></script>' % (
            semver(), b64(rbytes(48)))
    else:
        snip = "$ git revert %s\n[main %s] Revert \"enable new settlement flow\"\n 3 files changed, 12 insertions(+), 48 deletions(-)" % (gitsha(), gitsha(7))
    mc = T(L, "I couldn't tell whether the artifact on the build box matched the release. What I had:\n%s" % snip,
           "빌드 서버의 산출물이 릴리스와 같은 것인지 판단할 수 없었다. 가지고 있던 정보:\n%s" % snip)
    le = T(L, "Compare digests/hashes, not tags: the tag was moved after the hotfix, the digest was not.",
           "태그가 아니라 digest/해시로 비교할 것. 핫픽스 후 태그는 옮겨졌지만 digest는 그대로였다.")
    return note("clean: hashes/digests (%s)" % form, mc, le, pick(["", T(L, "Should releases be pinned by digest in the deploy manifest?", "배포 매니페스트에서 digest로 고정해야 하나요?")]))


@clean_t("UUIDs, request ids and trace ids", 18)
def c_ids(L):
    form = pick(["aws", "stripe", "trace", "sentry", "k8s", "idem", "cf"])
    if form == "aws":
        snip = "An error occurred (ThrottlingException) when calling the PutItem operation (reached max retries: 4): Rate exceeded\nRequestId: %s" % uuid4()
    elif form == "stripe":
        snip = "{\n  \"error\": {\n    \"code\": \"resource_missing\",\n    \"message\": \"No such customer: 'cus_%s'\",\n    \"request_log_url\": \"https://dashboard.stripe.com/logs/req_%s\"\n  }\n}" % (rs(AN, 14), rs(AN, 14))
    elif form == "trace":
        snip = "traceparent: %s\nx-request-id: %s\nx-b3-spanid: %s" % (traceparent(), uuid4(), rs(HEX, 16))
    elif form == "sentry":
        snip = "Sentry event %s (issue %s-%s) — first seen in release %s" % (rs(HEX, 32), pick(SERVICES).upper().replace("-", "_"), rs(ANU, 3), gitsha(12))
    elif form == "k8s":
        snip = "metadata:\n  name: %s\n  uid: %s\n  resourceVersion: \"%d\"\n  labels:\n    pod-template-hash: %s" % (
            pod_name(pick(SERVICES)), uuid4(), ri(1000000, 99999999), rs("bcdfghjklmnpqrstvwxz2456789", 10))
    elif form == "idem":
        snip = "POST /v1/payments\nIdempotency-Key: %s\nX-Correlation-Id: %s" % (uuid4(), uuid4())
    else:
        snip = "x-amz-cf-id: %s==\nx-amz-request-id: %s\nx-amz-id-2: %s" % (rs(B64U, 54), rs(HEXU, 16), b64(rbytes(57)))
    mc = T(L, "Support asked for identifiers of the failed request, and I didn't know which ones they need:\n%s" % snip,
           "지원팀이 실패한 요청의 식별자를 달라고 했는데, 어떤 값이 필요한지 몰랐다:\n%s" % snip)
    le = T(L, "Request/trace ids are safe to share with the vendor and are the fastest way for them to find the call in their logs.",
           "request/trace id는 벤더에 공유해도 되고, 그쪽 로그에서 호출을 찾는 가장 빠른 방법이다.")
    return note("clean: request/trace ids (%s)" % form, mc, le, "")


@clean_t("public keys and fingerprints", 16)
def c_pubkeys(L):
    form = pick(["authorized_keys", "known_hosts", "keygen", "pem", "cert", "age", "wg", "gpg", "jwks"])
    who = "%s@%s" % (pick(USERS), pick(["mbp", "bastion", "ci"]))
    if form == "authorized_keys":
        snip = "# ~/.ssh/authorized_keys on deploy-01\n%s\n%s" % (ssh_pub_ed25519(who), ssh_pub_rsa("%s@laptop" % pick(USERS)) if chance(0.3) else ssh_pub_ed25519("ci@runner"))
    elif form == "known_hosts":
        snip = "github.com %s\ngitlab.corp.internal %s" % (ssh_pub_ed25519().strip(), ssh_pub_ed25519().strip())
    elif form == "keygen":
        snip = "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 %s %s (ED25519)" % (ssh_fp(), who)
    elif form == "pem":
        snip = ec_pub_pem()
    elif form == "cert":
        snip = cert_pem_partial(ri(3, 5))
    elif form == "age":
        snip = "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      %s,\n      %s" % (age_pub(), age_pub())
    elif form == "wg":
        snip = "[Peer]\n# office gateway\nPublicKey = %s\nAllowedIPs = 10.20.0.0/16\nEndpoint = gw.acme.io:51820" % wg_key()
    elif form == "gpg":
        snip = "pub   ed25519 2024-03-11 [SC]\n      %s\nuid           [ultimate] Release Bot <release@acme.io>" % gpg_fpr()
    else:
        snip = json.dumps({"keys": [{"kty": "RSA", "kid": rs(B64U, 22), "use": "sig", "alg": "RS256", "e": "AQAB", "n": b64u(rbytes(ri(140, 200)))}]}, indent=1)
    mc = T(L, "I had to register the deploy host and wasn't sure which key material is safe to put in the repo:\n%s" % snip,
           "배포 호스트를 등록해야 했는데 어떤 키 정보를 리포에 넣어도 되는지 확신이 없었다:\n%s" % snip)
    le = T(L, "Public keys, certificates and fingerprints are meant to be shared; only the matching private key must stay out of the repo.",
           "공개 키, 인증서, 지문은 공유용이다. 짝이 되는 개인 키만 리포에 들어가면 안 된다.")
    return note("clean: public key material (%s)" % form, mc, le, "")


@clean_t("identifiers that are not credentials", 18)
def c_nonsecret_ids(L):
    form = pick(["aws", "twilio", "google_client", "slack", "stripe_ids", "cloudflare", "azure", "github_app", "wechat", "naver_client", "firebase_project"])
    if form == "aws":
        acct = aws_account()
        snip = "role_arn = arn:aws:iam::%s:role/%s-deployer\nbucket   = arn:aws:s3:::acme-%s-artifacts-%s\nkms      = arn:aws:kms:%s:%s:key/%s" % (
            acct, pick(SERVICES), pick(ENVS), acct, pick(REGIONS), acct, uuid4())
    elif form == "twilio":
        snip = "Twilio Account SID: AC%s\nMessaging Service SID: MG%s\nFrom number: +1%s" % (rs(HEX, 32), rs(HEX, 32), rs(DG, 10))
    elif form == "google_client":
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${GOOGLE_CLIENT_SECRET}" % (rs(DG, 12), rs(ANL, 32))
    elif form == "slack":
        snip = "team_id: T0%s\nchannel: C0%s (#deploys)\nbot_user_id: U0%s\napp_id: A0%s" % (rs(ANU, 9), rs(ANU, 9), rs(ANU, 9), rs(ANU, 9))
    elif form == "stripe_ids":
        snip = "customer: cus_%s\nsubscription: sub_%s\nprice: price_%s\nevent: evt_%s" % (rs(AN, 14), rs(AN, 24), rs(AN, 24), rs(AN, 24))
    elif form == "cloudflare":
        snip = "CLOUDFLARE_ACCOUNT_ID=%s\nCLOUDFLARE_ZONE_ID=%s\nCLOUDFLARE_API_TOKEN=  # from 1Password" % (rs(HEX, 32), rs(HEX, 32))
    elif form == "azure":
        snip = "AZURE_TENANT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\nAZURE_CLIENT_ID=%s\n# auth: workload identity federation, no client secret" % (uuid4(), uuid4(), uuid4())
    elif form == "github_app":
        snip = "GITHUB_APP_ID=%d\nGITHUB_APP_INSTALLATION_ID=%d\nGITHUB_APP_CLIENT_ID=Iv1.%s\nGITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/github-app.pem" % (
            ri(100000, 999999), ri(10000000, 99999999), rs(HEX, 16))
    elif form == "wechat":
        snip = "WECHAT_APPID=wx%s\nWECHAT_MCH_ID=%s\nWECHAT_APPSECRET=<stored in KMS>" % (rs(HEX, 16), rs(DG, 10))
    elif form == "naver_client":
        snip = "NAVER_CLIENT_ID=%s\n# client secret: 네이버 개발자센터 > 내 애플리케이션 (vault: kv/naver/search)" % rs(AN + "_", 20)
    else:
        snip = "firebase projects:list\n│ acme-%s │ acme-%s-%s │ %s │" % (pick(ENVS), pick(ENVS), rs(ANL, 5), rs(DG, 12))
    mc = T(L, "A reviewer flagged these lines as leaked secrets and I wasn't sure whether they are:\n%s" % snip,
           "리뷰어가 아래 줄들을 시크릿 유출이라고 지적했는데 정말 그런지 확신이 없었다:\n%s" % snip)
    le = T(L, "These are identifiers (account/app/client ids, ARNs); they are not usable without a separate secret, which is not in the file.",
           "이 값들은 식별자(account/app/client id, ARN)다. 별도의 시크릿 없이는 쓸 수 없고, 그 시크릿은 파일에 없다.")
    return note("clean: non-secret identifiers (%s)" % form, mc, le, "")


@clean_t("base64 of non-secret data", 10)
def c_b64(L):
    form = pick(["configmap", "cabundle", "datauri", "annotation", "cursor", "kubeconfig-ca"])
    if form == "configmap":
        data = b64_of_json({"featureFlags": {"newCheckout": chance(0.5), "maxItems": ri(10, 99)}, "region": pick(REGIONS)})
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-flags\nbinaryData:\n  flags.json: %s" % (pick(SERVICES), data)
    elif form == "cabundle":
        cert = "-----BEGIN CERTIFICATE-----\nMIIC" + rs(B64, 120) + "\n"
        snip = "webhooks:\n  - name: validate.acme.io\n    clientConfig:\n      service:\n        name: policy-webhook\n      caBundle: %s" % b64(cert.encode())[:ri(160, 240)]
    elif form == "datauri":
        snip = '<img alt="logo" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB%s%s" />' % (pick("AEI"), rs(B64, ri(120, 220)))
    elif form == "annotation":
        snip = "kubectl.kubernetes.io/last-applied-configuration: %s" % b64_of_json({"apiVersion": "apps/v1", "kind": "Deployment",
                                                                                     "metadata": {"name": pick(SERVICES)}, "spec": {"replicas": ri(1, 6)}})
    elif form == "cursor":
        cur = b64_of_json({"id": ri(100000, 9999999), "ts": 1760000000 + ri(0, 9999999)})
        snip = "GET /v1/orders?limit=100&cursor=%s\n-> {\"data\": [...], \"next_cursor\": \"%s\"}" % (cur, b64_of_json({"id": ri(100000, 9999999)}))
    else:
        cert = "-----BEGIN CERTIFICATE-----\nMIIBdzCCAR2gAwIBAgIBADAKBggqhkjOPQQDAjAjMSEwHwYDVQQDDBhrM3Mtc2Vy" + rs(B64, 100)
        snip = "clusters:\n- cluster:\n    certificate-authority-data: %s\n    server: https://10.%d.%d.%d:6443\n  name: %s\nusers:\n- name: sso\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, %s]" % (
            b64(cert.encode())[:200], ri(0, 40), ri(0, 255), ri(2, 250), pick(ENVS), pick(ENVS))
    mc = T(L, "A base64 blob in this snippet looked like an encoded secret and I didn't know whether it was safe to commit:\n%s" % snip,
           "아래 스니펫의 base64 덩어리가 인코딩된 시크릿처럼 보여서 커밋해도 되는지 몰랐다:\n%s" % snip)
    le = T(L, "Decoding it shows plain configuration / public certificate data; base64 is an encoding, so always decode before deciding.",
           "디코딩해 보면 일반 설정/공개 인증서 데이터다. base64는 인코딩일 뿐이니 판단 전에 항상 디코딩해 볼 것.")
    return note("clean: base64 of non-secret data (%s)" % form, mc, le, "")


@clean_t("long identifiers", 10)
def c_longids(L):
    form = pick(["image", "nix", "s3", "ipfs", "eth", "logstream", "tfaddr", "bazel"])
    if form == "image":
        snip = "image: %s.dkr.ecr.%s.amazonaws.com/%s@%s" % (aws_account(), pick(REGIONS), pick(SERVICES), image_digest())
    elif form == "nix":
        snip = "\n".join(nix_path(n) for n in R.sample(["openssl-3.0.14", "python3-3.12.4", "nodejs-20.15.1", "glibc-2.39-52"], 3))
    elif form == "s3":
        snip = "s3://acme-%s-artifacts/builds/%s/%s/%s-%s.tar.zst" % (pick(ENVS), pick(SERVICES), gitsha(), pick(SERVICES), sha256hex()[:16])
    elif form == "ipfs":
        snip = "ipfs://bafybei%s/metadata/%d.json" % (rs("abcdefghijklmnopqrstuvwxyz234567", 52), ri(1, 9999))
    elif form == "eth":
        snip = "contract: 0x%s\ntx: 0x%s\nblock: %d" % (rs(HEX, 40), rs(HEX, 64), ri(18000000, 21000000))
    elif form == "logstream":
        snip = "/aws/lambda/%s-%s\n2025/%02d/%02d/[$LATEST]%s" % (pick(SERVICES), pick(ENVS), ri(1, 11), ri(1, 28), rs(HEX, 32))
    elif form == "tfaddr":
        snip = "module.%s.aws_iam_role_policy_attachment.this[\"arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole\"]\nmodule.%s.aws_lambda_function.this[0]: id=%s-%s" % (
            pick(SERVICES).replace("-", "_"), pick(SERVICES).replace("-", "_"), pick(SERVICES), rs(ANL, 8))
    else:
        snip = "bazel-out/k8-fastbuild/bin/services/%s/%s_image.digest: %s" % (pick(SERVICES), pick(SERVICES).replace("-", "_"), image_digest())
    mc = T(L, "I needed to reference the exact build in the incident report; the identifiers I had were:\n%s" % snip,
           "사고 보고서에 정확한 빌드를 적어야 했다. 가지고 있던 식별자:\n%s" % snip)
    le = T(L, "Long hex/base32 strings here are content addresses or resource ids; they identify artifacts and grant no access.",
           "여기 긴 hex/base32 문자열은 콘텐츠 주소나 리소스 id다. 산출물을 식별할 뿐 접근 권한을 주지 않는다.")
    return note("clean: long identifiers (%s)" % form, mc, le, "")


@clean_t("versions and dependency bumps", 6)
def c_versions(L):
    pk = R.sample(["spring-boot", "django", "next", "react", "grpc-go", "boto3", "axios", "kotlin", "pydantic", "tokio"], 3)
    lines = "\n".join("- %s %s" % (p, bump()) for p in pk)
    build = "v%s-rc.%d+build.%s" % (semver(), ri(1, 5), gitsha(7))
    mc = T(L, "I didn't know which dependency bump broke the nightly build (%s). Renovate PR contents:\n%s" % (build, lines),
           "야간 빌드(%s)를 깨뜨린 의존성 업데이트가 무엇인지 몰랐다. Renovate PR 내용:\n%s" % (build, lines))
    le = T(L, "Bisect dependency bumps one at a time; the %s upgrade changed a default that our config relied on." % pk[0],
           "의존성 업데이트는 하나씩 bisect 할 것. %s 업그레이드가 우리 설정이 기대던 기본값을 바꿨다." % pk[0])
    return note("clean: versions / build metadata", mc, le, "")


PW_POLICY = [
    ("The new policy requires at least 14 characters, no reuse of the last 5 passwords, and rotation every 90 days for service accounts.",
     "새 정책: 최소 14자, 최근 5개 비밀번호 재사용 금지, 서비스 계정은 90일마다 교체."),
    ("Passwords are hashed with bcrypt cost 12; the login endpoint rate-limits to 5 attempts per minute per IP.",
     "비밀번호는 bcrypt cost 12로 해시하고, 로그인 API는 IP당 분당 5회로 제한한다."),
    ("The validator rejects passwords containing the user name or more than 3 repeated characters.",
     "검증기는 사용자 이름이 들어가거나 같은 문자가 3번 넘게 반복되는 비밀번호를 거부한다."),
    ("After 5 failed logins the account is locked for 30 minutes; admins can unlock it from the console.",
     "로그인 5회 실패 시 30분 잠기고, 관리자가 콘솔에서 해제할 수 있다."),
    ("Temporary passwords sent by SMS expire after 24 hours and must be changed on first login.",
     "SMS로 보내는 임시 비밀번호는 24시간 후 만료되고 첫 로그인 때 반드시 바꿔야 한다."),
]


@clean_t("password policy talk without values", 10)
def c_pw_policy(L):
    a, b = R.sample(PW_POLICY, 2)
    field = pick(["password", "newPassword", "admin_password", "DB_PASSWORD"])
    mc = pick([
        T(L, "The signup form kept rejecting test passwords and I didn't know the rules. Error: `%s does not meet complexity requirements`." % field,
          "회원가입 폼이 테스트 비밀번호를 계속 거부했는데 규칙을 몰랐다. 에러: `%s does not meet complexity requirements`." % field),
        T(L, "Security review asked whether our password handling matches the policy; I didn't know the current policy.",
          "보안 리뷰에서 비밀번호 처리가 정책에 맞는지 물었는데 현재 정책을 몰랐다."),
    ])
    le = T(L, a[0] + " " + b[0], a[1] + " " + b[1])
    ask = pick(["", T(L, "Does the policy also apply to API service accounts?", "이 정책이 API 서비스 계정에도 적용되나요?")])
    return note("clean: password policy discussion (no values)", mc, le, ask)


FLAGS = [
    ("`mysql -p` with nothing attached makes the client prompt for the password; a space after -p means the next word is the database name.",
     "`mysql -p` 뒤에 아무것도 붙이지 않으면 비밀번호를 프롬프트로 묻는다. -p 뒤에 공백을 두면 다음 단어는 DB 이름으로 해석된다."),
    ("`docker login --password-stdin` reads the token from stdin, so it never shows up in `ps` or shell history.",
     "`docker login --password-stdin`은 표준 입력에서 토큰을 읽으므로 `ps`나 셸 히스토리에 남지 않는다."),
    ("`psql` reads PGPASSWORD, but the docs discourage it; ~/.pgpass with mode 0600 or `service=` entries are preferred.",
     "`psql`은 PGPASSWORD를 읽지만 문서에서 권장하지 않는다. 권한 0600의 ~/.pgpass나 `service=` 항목을 쓸 것."),
    ("`mysql_config_editor set --login-path=prod --user=app --password` stores an obfuscated login file; then use `mysql --login-path=prod`.",
     "`mysql_config_editor set --login-path=prod --user=app --password`로 로그인 파일을 만들고 `mysql --login-path=prod`로 접속한다."),
    ("`redis-cli` warns when -a is used; `REDISCLI_AUTH` or the `AUTH` command inside the session avoids the warning.",
     "`redis-cli`는 -a를 쓰면 경고한다. `REDISCLI_AUTH` 환경 변수나 세션 안에서 `AUTH` 명령을 쓰면 경고가 없다."),
    ("`kubectl create secret generic --from-file=password=./pw.txt` keeps the value out of the command line.",
     "`kubectl create secret generic --from-file=password=./pw.txt`를 쓰면 값이 명령줄에 드러나지 않는다."),
    ("`curl -u user` without `:password` prompts interactively; `--netrc-file` is the non-interactive alternative.",
     "`curl -u user`처럼 `:password`를 빼면 대화형으로 묻는다. 비대화형이라면 `--netrc-file`을 쓴다."),
    ("`ssh-add --apple-use-keychain ~/.ssh/id_ed25519` stores the passphrase in the keychain instead of typing it each time.",
     "`ssh-add --apple-use-keychain ~/.ssh/id_ed25519`를 쓰면 passphrase를 매번 입력하지 않고 키체인에 저장한다."),
    ("`gh auth login --with-token < token.txt` reads the token from a file; `gh auth status` shows only the masked token.",
     "`gh auth login --with-token < token.txt`는 파일에서 토큰을 읽고, `gh auth status`는 마스킹된 토큰만 보여준다."),
]


@clean_t("flags explained in prose", 10)
def c_flags(L):
    a, b = R.sample(FLAGS, 2)
    mc = pick([T(L, "I kept getting an interactive password prompt in the CI job and didn't know why.",
                 "CI 잡에서 계속 비밀번호 입력 프롬프트가 떠서 멈췄는데 이유를 몰랐다."),
               T(L, "The security scanner complained about passwords on command lines in our scripts; I didn't know the alternatives.",
                 "보안 스캐너가 스크립트의 명령줄 비밀번호를 지적했는데 대안을 몰랐다.")])
    le = T(L, a[0] + "\n" + b[0], a[1] + "\n" + b[1])
    return note("clean: credential flags explained without values", mc, le, pick(["", T(L, "Can CI use a login-path / netrc file provisioned by Ansible?", "CI에서 Ansible로 배포한 login-path/netrc 파일을 써도 되나요?")]))


@clean_t("encrypted blobs (SOPS, Ansible Vault, SealedSecret, ...)", 14)
def c_encrypted(L):
    form = pick(["sops", "ansible", "sealed", "age", "kms", "ejson", "rails", "jasypt"])
    if form == "sops":
        snip = "db:\n    password: %s\n    user: %s\nsops:\n    kms:\n        - arn: arn:aws:kms:%s:%s:key/%s\n    age:\n        - recipient: %s\n    lastmodified: \"%s\"\n    mac: %s\n    version: 3.9.0" % (
            sops_enc(), sops_enc(), pick(REGIONS), aws_account(), uuid4(), age_pub(), ts_iso(), sops_enc(n=32))
    elif form == "ansible":
        snip = "db_password: !vault |\n          " + ansible_vault(ri(3, 6)).replace("\n", "\n          ")
    elif form == "sealed":
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: %s" % (pick(SERVICES), sealed_blob())
    elif form == "age":
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(
            wrap("YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB" + rs(B64, ri(180, 260)), 64))
    elif form == "kms":
        snip = "$ aws kms encrypt --key-id alias/%s --plaintext fileb://pw.txt --query CiphertextBlob --output text\n%s" % (pick(SERVICES), kms_blob())
    elif form == "ejson":
        snip = json.dumps({"_public_key": rs(HEX, 64), "database_password": "EJ[1:%s:%s:%s]" % (b64(rbytes(32)), b64(rbytes(24)), b64(rbytes(ri(20, 40))))}, indent=2)
    elif form == "rails":
        snip = "$ cat config/credentials/production.yml.enc\n%s--%s--%s" % (b64(rbytes(ri(90, 180))), b64(rbytes(12)), b64(rbytes(16)))
    else:
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_ENCRYPTOR_PASSWORD}" % b64(rbytes(ri(32, 64)))
    mc = T(L, "I had to change a config value that is stored encrypted, and didn't know how to edit it:\n%s" % snip,
           "암호화돼 저장된 설정 값을 바꿔야 했는데 편집 방법을 몰랐다:\n%s" % snip)
    le = T(L, "Only the ciphertext is committed; edit through the tool (sops / ansible-vault / kubeseal / age) with the key from the team vault, never by hand.",
           "커밋되는 건 암호문뿐이다. 팀 볼트의 키로 도구(sops / ansible-vault / kubeseal / age)를 통해 편집하고 손으로 고치지 말 것.")
    return note("clean: encrypted blob (%s)" % form, mc, le, "")


@clean_t("publishable / public-by-design key", 28, "publishable")
def c_publishable(L):
    key, name, env, gen = PDECK.next()
    val = gen()
    form = pick(["html", "js", "env", "json", "swift"])
    if key == "firebase_web":
        snip = "const firebaseConfig = {\n  apiKey: \"%s\",\n  authDomain: \"acme-%s.firebaseapp.com\",\n  projectId: \"acme-%s\",\n  appId: \"1:%s:web:%s\"\n};" % (
            val, pick(ENVS), pick(ENVS), rs(DG, 12), rs(HEX, 22))
    elif key == "recaptcha_site":
        snip = '<div class="g-recaptcha" data-sitekey="%s"></div>' % val
    elif form == "html":
        snip = '<script>window.__CONFIG__ = { %s: "%s" };</script>' % (camel(env), val)
    elif form == "js":
        snip = "const %s = \"%s\"; // public, safe in the browser bundle" % (camel(env), val)
    elif form == "env":
        snip = "NEXT_PUBLIC_%s=%s" % (env, val)
    elif form == "json":
        snip = json.dumps({"public": {camel(env): val}}, indent=2)
    else:
        snip = "let %s = \"%s\"" % (camel(env), val)
    mc = T(L, "The secret scanner flagged the %s in the frontend bundle and I didn't know whether it had to be rotated:\n%s" % (name, snip),
           "시크릿 스캐너가 프론트엔드 번들의 %s를 잡아냈는데, 교체해야 하는 건지 몰랐다:\n%s" % (name, snip))
    le = T(L, "The vendor documents the %s as public: it is meant to ship to browsers/apps and is restricted by domain or rules on their side. Only the server-side key is secret." % name,
           "벤더 문서상 %s는 공개용이다. 브라우저/앱에 포함되도록 설계됐고 도메인이나 규칙으로 제한된다. 비밀인 건 서버 측 키뿐이다." % name)
    ask = pick(["", T(L, "Should I add an allowlist entry for this key in the scanner config?", "스캐너 설정에 이 키를 예외로 등록할까요?")])
    return note("clean: %s in %s [publishable]" % (name, form), mc, le, ask, vendors=[key])


PLAIN = [
    ("The order-worker test suite was flaky only in CI; I didn't know CI runs in UTC while my machine uses Asia/Seoul.",
     "order-worker 테스트가 CI에서만 간헐적으로 실패했다. CI는 UTC, 내 PC는 Asia/Seoul이라는 걸 몰랐다.",
     "Date-boundary tests must pin the timezone explicitly (TZ=UTC in the test runner config).",
     "날짜 경계 테스트는 테스트 러너 설정에서 타임존을 명시적으로 고정(TZ=UTC)해야 한다.",
     "Should the whole repo switch to UTC for tests?", "테스트 전체를 UTC로 통일할까요?"),
    ("I didn't know the monorepo uses pnpm workspaces; running npm install at the root created a second lockfile.",
     "모노레포가 pnpm workspace를 쓰는 줄 몰랐다. 루트에서 npm install을 돌려 lockfile이 하나 더 생겼다.",
     "Always use pnpm in this repo and delete any package-lock.json before committing.",
     "이 리포에서는 항상 pnpm을 쓰고, 커밋 전에 package-lock.json이 생겼다면 지울 것.",
     "", ""),
    ("The settlement batch ran twice on the last day of the month and I didn't know why.",
     "월말에 정산 배치가 두 번 돌았는데 이유를 몰랐다.",
     "Two cron entries existed: one in the old crontab on the VM and one in the new Kubernetes CronJob. The VM entry has been removed.",
     "크론 항목이 두 개였다. VM의 예전 crontab과 새 Kubernetes CronJob. VM 쪽 항목을 지웠다.",
     "Are there other jobs still scheduled on the old VM?", "예전 VM에 아직 스케줄된 다른 잡이 있나요?"),
    ("I didn't know which branch the mobile team releases from.", "모바일 팀이 어느 브랜치에서 릴리스하는지 몰랐다.",
     "Mobile releases are cut from release/* branches; main is only merged back after the store review passes.",
     "모바일 릴리스는 release/* 브랜치에서 만들고, 스토어 심사가 통과한 뒤에만 main으로 머지한다.",
     "Who approves hotfix branches for the app?", "앱 핫픽스 브랜치는 누가 승인하나요?"),
    ("Search results were stale for about 10 minutes after an update and the user thought indexing was broken.",
     "수정 후 약 10분 동안 검색 결과가 예전 값이라 사용자가 인덱싱이 고장 난 줄 알았다.",
     "The search-indexer consumes the outbox table every 5 minutes and the CDN caches results for another 5. This is expected behaviour.",
     "search-indexer가 outbox 테이블을 5분마다 읽고 CDN이 결과를 5분 더 캐시한다. 정상 동작이다.",
     "", ""),
    ("A migration locked the orders table for 40 seconds in production.", "운영에서 마이그레이션이 orders 테이블을 40초 동안 잠갔다.",
     "Adding a column with a default rewrites the table on this MySQL version; use the online DDL tool (gh-ost) for large tables.",
     "이 MySQL 버전에서는 기본값 있는 컬럼 추가가 테이블을 다시 쓴다. 큰 테이블은 online DDL 도구(gh-ost)를 쓸 것.",
     "What is the size threshold above which gh-ost is mandatory?", "gh-ost를 반드시 써야 하는 테이블 크기 기준이 있나요?"),
    ("I didn't know the design team keeps the icon set in a separate package.", "디자인 팀이 아이콘 세트를 별도 패키지로 관리하는 걸 몰랐다.",
     "Icons come from @acme/icons; copying SVGs into the app breaks theming. Bump the package instead.",
     "아이콘은 @acme/icons에서 가져온다. SVG를 앱에 복사하면 테마가 깨지니 패키지 버전을 올릴 것.",
     "", ""),
    ("The user asked for a CSV export but I didn't know Excel on their side expects a BOM.",
     "사용자가 CSV export를 요청했는데, 그쪽 엑셀이 BOM을 기대한다는 걸 몰랐다.",
     "Korean text in CSV opens garbled in Excel unless the file starts with a UTF-8 BOM; the export now writes one.",
     "CSV 파일이 UTF-8 BOM으로 시작하지 않으면 엑셀에서 한글이 깨진다. 이제 export가 BOM을 쓴다.",
     "Do other consumers of this export break if a BOM is present?", "BOM이 있으면 이 export를 쓰는 다른 곳이 깨지나요?"),
    ("Load tests showed p99 latency doubling after the ORM upgrade.", "ORM 업그레이드 후 부하 테스트에서 p99 지연이 두 배가 됐다.",
     "The new version disabled statement caching by default; re-enabling it restored the old latency.",
     "새 버전에서 statement 캐싱이 기본 비활성화됐다. 다시 켜니 예전 지연으로 돌아왔다.",
     "", ""),
    ("I didn't know that the staging environment is shut down every night at 22:00.",
     "스테이징 환경이 매일 밤 22시에 꺼진다는 걸 몰랐다.",
     "Staging is scaled to zero from 22:00 to 08:00 to save cost; long-running experiments must use the perf cluster.",
     "비용 절감을 위해 스테이징은 22시부터 08시까지 0으로 축소된다. 오래 걸리는 실험은 perf 클러스터를 쓸 것.",
     "Can the schedule be paused for a weekend load test?", "주말 부하 테스트 동안 스케줄을 멈출 수 있나요?"),
    ("The PR was blocked and I didn't know the repo requires signed commits.", "PR이 막혔는데 이 리포가 서명된 커밋을 요구한다는 걸 몰랐다.",
     "Branch protection requires signed commits; configure commit signing once and rebase the branch to re-sign.",
     "브랜치 보호 규칙상 서명된 커밋이 필요하다. 커밋 서명을 한 번 설정하고 브랜치를 rebase해서 다시 서명할 것.",
     "", ""),
    ("Push notifications arrived twice on Android only.", "안드로이드에서만 푸시 알림이 두 번씩 왔다.",
     "Both the legacy and the new notification channel were registered after the app update; the old channel is now deleted on startup.",
     "앱 업데이트 후 예전 채널과 새 알림 채널이 둘 다 등록돼 있었다. 이제 시작 시 예전 채널을 삭제한다.",
     "Is there a minimum app version we still support?", "아직 지원하는 최소 앱 버전이 있나요?"),
    ("I didn't know how the team names feature flags.", "팀의 feature flag 이름 규칙을 몰랐다.",
     "Flags are named <team>.<feature>.<yyyymm> and must have an owner and a removal date in the flag description.",
     "플래그 이름은 <team>.<feature>.<yyyymm> 형식이고, 설명에 담당자와 제거 예정일이 있어야 한다.",
     "", ""),
    ("Image uploads over 10 MB failed with a generic network error.", "10MB 넘는 이미지 업로드가 일반 네트워크 오류로 실패했다.",
     "The ingress has a 10m body-size limit; large uploads must go directly to object storage via the upload service.",
     "ingress의 body 크기 제한이 10m이다. 큰 파일은 업로드 서비스를 통해 오브젝트 스토리지로 바로 올려야 한다.",
     "Should the limit be raised for the admin app only?", "어드민 앱만 제한을 올려야 하나요?"),
    ("The nightly report email had the wrong totals for refunds.", "야간 리포트 메일의 환불 합계가 틀렸다.",
     "Refunds are stored as negative amounts in one table and positive in another; the report query now normalises the sign.",
     "환불 금액이 한 테이블에는 음수, 다른 테이블에는 양수로 저장돼 있었다. 리포트 쿼리에서 부호를 통일했다.",
     "", ""),
    ("I didn't know which Java version the legacy admin service must run on.", "레거시 어드민 서비스가 어떤 Java 버전에서 돌아야 하는지 몰랐다.",
     "It must stay on Java 11 until the reporting library is replaced; newer JDKs break its reflection hacks.",
     "리포팅 라이브러리를 교체하기 전까지는 Java 11에 머물러야 한다. 새 JDK에서는 리플렉션 해킹이 깨진다.",
     "Is the library replacement scheduled?", "라이브러리 교체 일정이 잡혀 있나요?"),
    ("Holiday dates were hard-coded in the delivery estimate and the user asked to update them.",
     "배송 예정일 계산에 공휴일이 하드코딩돼 있었고, 사용자가 갱신을 요청했다.",
     "Korean public holidays including substitute holidays now come from the calendar table, refreshed yearly by the ops team.",
     "대체공휴일을 포함한 공휴일은 이제 캘린더 테이블에서 읽고, 운영팀이 매년 갱신한다.",
     "", ""),
    ("Lint passed locally but failed in CI with a different rule set.", "린트가 로컬에서는 통과하고 CI에서는 다른 규칙으로 실패했다.",
     "CI uses the shared config from the platform package, which is newer than the one pinned in my lockfile; update the package locally.",
     "CI는 플랫폼 패키지의 공용 설정을 쓰는데, 내 lockfile에 고정된 것보다 최신이다. 로컬에서 패키지를 업데이트할 것.",
     "", ""),
]


@clean_t("plain engineering note", 36, "plain")
def c_plain(L):
    e = pick(PLAIN)
    mc, le, ask = T(L, e[0], e[1]), T(L, e[2], e[3]), T(L, e[4], e[5])
    if chance(0.3):
        mc += T(L, " The user flagged it in the %s channel." % pick(["#dev", "#backend", "#qa"]),
                " 사용자가 %s 채널에서 알려줬다." % pick(["#dev", "#backend", "#qa"]))
    return note("clean: plain engineering note", mc, le, ask)


@clean_t("vendor documentation example keys", 4)
def c_docs_example(L):
    form = pick(["aws", "aws", "stripe-docs"])
    if form == "aws":
        snip = "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = %s" % pick(REGIONS)
        src = "the AWS CLI user guide"
    else:
        snip = "curl https://api.stripe.com/v1/charges \\\n  -u sk_test_your_key_here: \\\n  -d amount=2000 -d currency=krw"
        src = "the Stripe API reference (placeholder key)"
    mc = T(L, "The README copied this block from %s and a new hire thought they were real credentials:\n%s" % (src, snip),
           "README에 %s의 예시 블록이 복사돼 있었고, 신규 입사자가 실제 자격 증명인 줄 알았다:\n%s" % (src, snip))
    le = T(L, "These are the documentation's example values; they never authenticate. Real keys come from SSO (aws sso login) or the vault.",
           "이건 문서의 예시 값이라 인증에 쓸 수 없다. 실제 키는 SSO(aws sso login)나 볼트에서 받는다.")
    return note("clean: vendor documentation example credentials (%s)" % form, mc, le, "")


@clean_t("already-redacted markers", 8)
def c_redacted(L):
    u = pick(USERS)
    snip = pick([
        "DATABASE_URL=postgres://%s:[REDACTED]@%s:5432/%s" % (u, host(), pick(DBNAMES)),
        "Authorization: Bearer [REDACTED]\nX-Request-Id: %s" % uuid4(),
        "password: <redacted>\nusername: %s" % u,
        "STRIPE_SECRET_KEY=sk_live_[REDACTED]\nSTRIPE_WEBHOOK_SECRET=whsec_[REDACTED]",
        "{\"client_secret\": \"***\", \"client_id\": \"%s\"}" % rs(AN, 20),
        "[%s] %s: 비번은 DM으로 보냈어요 (****)" % (hhmm(), pick(FIRST)),
        "aws_secret_access_key = ****************************************",
    ])
    mc = T(L, "The incident log I was given had credentials already scrubbed, so I couldn't reproduce the call:\n%s" % snip,
           "전달받은 장애 로그는 자격 증명이 이미 지워져 있어서 호출을 재현할 수 없었다:\n%s" % snip)
    le = T(L, "Reproduce with my own sandbox credentials instead of asking for the scrubbed values.",
           "지워진 값을 달라고 하지 말고 내 샌드박스 자격 증명으로 재현할 것.")
    return note("clean: already-redacted / masked markers", mc, le, "")


@clean_t("connection strings without passwords", 10)
def c_conn_nopw(L):
    h, d, u = host(), pick(DBNAMES), pick(USERS).replace(".", "_")
    snip = pick([
        "DATABASE_URL=postgres://%s@%s:5432/%s?sslmode=verify-full" % (u, h, d),
        "mongodb+srv://cluster0.%s.mongodb.net/%s?authMechanism=MONGODB-AWS&authSource=$external" % (rs(ANL, 5), d),
        "redis://%s:6379/0" % h,
        "Server=tcp:%s.database.windows.net,1433;Database=%s;Authentication=Active Directory Default;Encrypt=True;" % (rs(ANL, 8), d),
        "jdbc:postgresql://%s:5432/%s?user=%s&sslmode=require  # password via IAM auth token" % (h, d, u),
        "psql \"service=%s-%s\"  # ~/.pg_service.conf + ~/.pgpass" % (d, pick(ENVS)),
        "amqps://%s.mq.%s.amazonaws.com:5671  # credentials from Secrets Manager at boot" % (rs(ANL, 12), pick(REGIONS)),
    ])
    mc = T(L, "I didn't know how %s authenticates to the database when there's no password in the DSN:\n%s" % (pick(SERVICES), snip),
           "DSN에 비밀번호가 없는데 %s가 DB에 어떻게 인증하는지 몰랐다:\n%s" % (pick(SERVICES), snip))
    le = T(L, "Auth is done by IAM / managed identity / pgpass, so the DSN intentionally carries no secret.",
           "인증은 IAM / managed identity / pgpass로 하므로 DSN에는 일부러 시크릿이 없다.")
    return note("clean: connection string without password", mc, le, "")


@clean_t("commands that read credentials from stdin/prompt/files", 8)
def c_cmd_nopw(L):
    snip = pick([
        "aws ecr get-login-password --region %s | docker login --username AWS --password-stdin %s.dkr.ecr.%s.amazonaws.com" % (pick(REGIONS), aws_account(), pick(REGIONS)),
        "mysql --login-path=%s -e 'SHOW PROCESSLIST'" % pick(ENVS),
        "kubectl create secret generic %s-db --from-file=password=./secrets/db-password.txt --dry-run=client -o yaml | kubeseal -o yaml" % pick(DBNAMES),
        "mysql -u %s -p -h %s   # prompts" % (pick(USERS), host()),
        "vault kv get -field=password kv/%s/%s/db | psql -h %s -U %s -W" % (pick(ENVS), pick(SERVICES), host(), pick(USERS)),
        "gh auth login --with-token < ~/.config/ci/gh-token",
        "ssh-keygen -t ed25519 -C \"%s@acme.io\" -N \"\" -f ~/.ssh/deploy_ed25519" % pick(USERS),
        "read -s DB_PASSWORD && export DB_PASSWORD",
    ])
    mc = T(L, "The runbook step failed in the non-interactive job and I didn't know how it gets the credential:\n%s" % snip,
           "런북 단계가 비대화형 잡에서 실패했는데 자격 증명을 어떻게 가져오는지 몰랐다:\n%s" % snip)
    le = T(L, "This step reads the secret from stdin / a prompt / a file; in CI the file or pipe must be provisioned first.",
           "이 단계는 stdin / 프롬프트 / 파일에서 시크릿을 읽는다. CI에서는 파일이나 파이프를 먼저 준비해야 한다.")
    return note("clean: command reading credential from stdin/prompt/file", mc, le, "")


@clean_t("documentation-style webhook placeholders", 5)
def c_webhook_ph(L):
    snip = pick([
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "https://discord.com/api/webhooks/{webhook.id}/{webhook.token}",
        "https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}",
        "https://open.feishu.cn/open-apis/bot/v2/hook/<hook-id>",
        "SLACK_WEBHOOK_URL=${{ secrets.SLACK_WEBHOOK_URL }}",
    ])
    mc = T(L, "The alerting example in the docs didn't post anything:\n%s" % snip, "문서의 알림 예제가 아무것도 보내지 않았다:\n%s" % snip)
    le = T(L, "The docs only show a placeholder URL; each channel needs its own webhook created by an admin and stored as a CI secret.",
           "문서에는 placeholder URL만 있다. 채널마다 관리자가 웹훅을 만들어 CI 시크릿으로 저장해야 한다.")
    return note("clean: webhook URL placeholder", mc, le, "")


@clean_t("tables of secret names and where they live", 6)
def c_secret_table(L):
    names = R.sample(["STRIPE_SECRET_KEY", "DATABASE_URL", "SLACK_BOT_TOKEN", "OPENAI_API_KEY", "KAKAO_ADMIN_KEY", "TOSS_SECRET_KEY",
                      "SENTRY_AUTH_TOKEN", "JWT_SECRET", "AWS_ROLE_ARN", "NCLOUD_SECRET_KEY"], ri(3, 5))
    rows = "\n".join("| %s | %s | %s | %s |" % (n, pick(["Vault kv/%s/%s" % (pick(ENVS), pick(SERVICES)), "AWS Secrets Manager", "GitHub Actions secret", "1Password (Platform)"]),
                                              pick(["platform", "payments", "growth", "data"]), pick(["90d", "180d", "manual", "on leave of owner"]))
                     for n in names)
    table = T(L, "| secret | stored in | owner | rotation |\n|---|---|---|---|\n", "| 시크릿 | 저장 위치 | 담당 | 교체 주기 |\n|---|---|---|---|\n") + rows
    mc = T(L, "I didn't know who owns which credential. The inventory table from the wiki:\n%s" % table,
           "어떤 자격 증명을 누가 관리하는지 몰랐다. 위키의 인벤토리 표:\n%s" % table)
    le = T(L, "Ask the owner listed in the table; values are never copied into tickets or notes.",
           "표에 적힌 담당자에게 요청할 것. 값은 티켓이나 노트에 복사하지 않는다.")
    return note("clean: secret inventory table (names only)", mc, le, "")


@clean_t("cookies without credentials", 4)
def c_cookie_clean(L):
    snip = "Cookie: theme=dark; lang=ko-KR; _ga=GA1.1.%d.%d; _gid=GA1.1.%d.%d; ab_variant=checkout_b; consent=analytics%%2Cmarketing" % (
        ri(100000000, 999999999), ri(1700000000, 1760000000), ri(100000000, 999999999), ri(1700000000, 1760000000))
    mc = T(L, "The A/B test assignment seemed random per page load. Request cookies:\n%s" % snip,
           "A/B 테스트 배정이 페이지마다 바뀌는 것 같았다. 요청 쿠키:\n%s" % snip)
    le = T(L, "ab_variant was set without a Domain attribute, so the subdomain got its own cookie; the session cookie itself was not involved.",
           "ab_variant가 Domain 속성 없이 설정돼 서브도메인마다 따로 쿠키가 생겼다. 세션 쿠키와는 무관했다.")
    return note("clean: analytics/preference cookies only", mc, le, "")


@clean_t("2FA / OTP setup talk without seeds", 4)
def c_otp_talk(L):
    snip = "otpauth://totp/ACME:%s?secret=<BASE32_SECRET>&issuer=ACME&algorithm=SHA1&digits=6&period=30" % pick(USERS)
    mc = T(L, "I was implementing TOTP enrolment and didn't know the URI format authenticator apps expect:\n%s" % snip,
           "TOTP 등록 기능을 구현하는데 인증 앱이 기대하는 URI 형식을 몰랐다:\n%s" % snip)
    le = T(L, "Generate 20 random bytes per user, base32-encode without padding, store it encrypted, and show the QR code only once.",
           "사용자마다 20바이트 난수를 만들고 패딩 없이 base32 인코딩해 암호화 저장한 뒤, QR 코드는 한 번만 보여줄 것.")
    return note("clean: TOTP URI format with placeholder", mc, le, "")


@clean_t("terraform output with sensitive values hidden", 4)
def c_tf_sensitive(L):
    snip = ("  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n        id       = \"%s-%s\"\n      ~ password = (sensitive value)\n        username = \"%s\"\n    }\n\nOutputs:\n\ndb_endpoint = \"%s\"\ndb_password = <sensitive>" % (
        pick(DBNAMES), pick(ENVS), pick(USERS), host()))
    mc = T(L, "terraform plan wanted to change the DB password on every run and I didn't know why:\n%s" % snip,
           "terraform plan이 실행할 때마다 DB 비밀번호를 바꾸려고 했는데 이유를 몰랐다:\n%s" % snip)
    le = T(L, "The password came from random_password without a keepers block pinned; use lifecycle ignore_changes or manage it in Secrets Manager.",
           "비밀번호가 keepers 없이 random_password로 만들어지고 있었다. lifecycle ignore_changes를 쓰거나 Secrets Manager에서 관리할 것.")
    return note("clean: terraform plan with (sensitive value)", mc, le, "")


@clean_t("secret-scanner false positives", 8)
def c_scanner_fp(L):
    f = pick([("pnpm-lock.yaml", "integrity: %s" % npm_integrity()), ("go.sum", "golang.org/x/net v%s %s" % (semver(), gosum_h1())),
              ("test/fixtures/avatar.b64", rs(B64, 64)), ("docs/architecture.md", "trace id %s" % rs(HEX, 32)),
              ("migrations/0042_backfill.sql", "-- checksum %s" % sha256hex()), ("yarn.lock", "resolved \"https://registry.yarnpkg.com/ms/-/ms-2.1.3.tgz#%s\"" % gitsha())])
    rule = pick(["generic-api-key", "high-entropy-string", "hex-high-entropy", "base64-high-entropy"])
    snip = "Finding:     %s\nSecret:      %s\nRuleID:      %s\nEntropy:     %.2f\nFile:        %s\nLine:        %d\nCommit:      %s" % (
        f[1], f[1].split()[-1].strip('"'), rule, 3.5 + R.random() * 2, f[0], ri(3, 900), gitsha())
    mc = T(L, "gitleaks blocked the merge and I didn't know whether the finding was real:\n%s" % snip,
           "gitleaks가 머지를 막았는데 실제 유출인지 판단이 안 됐다:\n%s" % snip)
    le = T(L, "It is a checksum/fixture, not a credential; add the path to .gitleaksignore with a comment instead of rewriting history.",
           "체크섬/테스트 픽스처일 뿐 자격 증명이 아니다. 히스토리를 고치지 말고 주석과 함께 .gitleaksignore에 경로를 추가할 것.")
    return note("clean: secret-scanner false positive (%s in %s)" % (rule, f[0]), mc, le, "")


SECURE_CODE = [
    ('def verify_webhook(payload: bytes, header: str, secret: str) -> bool:\n    expected = hmac.new(secret.encode(), payload, hashlib.sha256).hexdigest()\n    return hmac.compare_digest(expected, header)',
     "Use constant-time comparison for webhook signatures; `==` leaks timing.", "웹훅 서명 비교는 상수 시간 비교를 쓸 것. `==`는 타이밍 정보가 샌다."),
    ('hashed = bcrypt.hashpw(password.encode("utf-8"), bcrypt.gensalt(rounds=12))\nuser.password_hash = hashed.decode()',
     "Hash with bcrypt (cost 12) before saving; never log the `password` variable.", "저장 전에 bcrypt(cost 12)로 해시하고 `password` 변수는 절대 로그에 남기지 말 것."),
    ('const token = req.headers.authorization?.replace(/^Bearer /, "");\nif (!token) return res.status(401).json({ error: "missing token" });\nconst claims = await verifyJwt(token, jwks);',
     "Reject requests without a bearer token before hitting the database.", "bearer 토큰이 없는 요청은 DB에 닿기 전에 거부할 것."),
    ('@Value("${payment.api-key}")\nprivate String apiKey;\n\nlog.info("calling payment API, key configured={}", apiKey != null);',
     "Log whether a key is configured, never the key itself.", "키 값이 아니라 키 설정 여부만 로그로 남길 것."),
    ('password := r.FormValue("password")\nif err := bcrypt.CompareHashAndPassword(user.Hash, []byte(password)); err != nil {\n    http.Error(w, "invalid credentials", http.StatusUnauthorized)\n    return\n}',
     "Return the same error for unknown user and wrong password to avoid account enumeration.", "계정 존재 여부가 드러나지 않도록 없는 사용자와 틀린 비밀번호에 같은 에러를 돌려줄 것."),
    ('secret = client.get_secret_value(SecretId=os.environ["DB_SECRET_ARN"])["SecretString"]\ncreds = json.loads(secret)\nconn = psycopg.connect(host=creds["host"], user=creds["username"], password=creds["password"])',
     "Fetch DB credentials from Secrets Manager at startup and cache them for the rotation window only.", "DB 자격 증명은 시작할 때 Secrets Manager에서 받아 교체 주기 동안만 캐시할 것."),
]


@clean_t("code that handles secrets correctly (no values)", 10)
def c_secure_code(L):
    code, en, ko = pick(SECURE_CODE)
    mc = T(L, "Code review asked whether this handles credentials safely; I wasn't sure:\n%s" % code,
           "코드 리뷰에서 이 코드가 자격 증명을 안전하게 다루는지 물었는데 확신이 없었다:\n%s" % code)
    return note("clean: secret-handling code without values", mc, T(L, en, ko), pick(["", T(L, "Is there a shared helper for this in the platform lib?", "플랫폼 라이브러리에 공용 헬퍼가 있나요?")]))


@clean_t("OAuth PKCE parameters (public values)", 4)
def c_pkce(L):
    url = "https://auth.acme.io/oauth2/authorize?response_type=code&client_id=%s&redirect_uri=%s&scope=openid%%20profile&code_challenge=%s&code_challenge_method=S256" % (
        rs(AN, 22), pct("https://app.acme.io/callback"), b64u(rbytes(32)))
    mc = T(L, "Login on the SPA failed with `invalid_grant` and I didn't understand the PKCE flow. Authorize URL:\n%s" % url,
           "SPA 로그인이 `invalid_grant`로 실패했는데 PKCE 흐름을 이해하지 못했다. authorize URL:\n%s" % url)
    le = T(L, "The code_challenge is public (a hash); the verifier must be kept in sessionStorage and sent with the token request, which was missing.",
           "code_challenge는 해시라 공개돼도 된다. verifier는 sessionStorage에 보관했다가 토큰 요청에 보내야 하는데 그게 빠져 있었다.")
    return note("clean: OAuth PKCE authorize URL (client_id + code_challenge)", mc, le, "")


@clean_t("CI logs with SHAs, run ids and cache keys", 6)
def c_ci_log(L):
    snip = ("Run actions/cache@v4\nCache restored from key: pnpm-store-Linux-%s\nHEAD is now at %s %s\nRun ID: %d  Job: %d\n::group::docker build\n#12 writing image sha256:%s done\n#12 naming to ghcr.io/acme/%s:%s done" % (
        sha256hex(), gitsha(7), pick(["fix flaky test", "bump deps", "add retry"]), ri(1000000000, 9999999999), ri(10000000000, 99999999999), sha256hex(), pick(SERVICES), gitsha(7)))
    mc = T(L, "The CI run used a stale dependency cache and I didn't know how the key is computed:\n%s" % snip,
           "CI가 오래된 의존성 캐시를 썼는데 캐시 키가 어떻게 계산되는지 몰랐다:\n%s" % snip)
    le = T(L, "The cache key hashes only pnpm-lock.yaml; patches under patches/ must be added to hashFiles() too.",
           "캐시 키가 pnpm-lock.yaml만 해시한다. patches/ 아래 패치도 hashFiles()에 넣어야 한다.")
    return note("clean: CI log with SHAs / cache keys / run ids", mc, le, "")


@clean_t("JWT header/claims discussed without a token", 4)
def c_jwt_claims(L):
    hdr = json.dumps({"alg": "RS256", "kid": rs(B64U, 27), "typ": "JWT"})
    claims = json.dumps({"iss": "https://auth.acme.io/", "aud": "orders-api", "sub": "user_%s" % rs(DG, 6), "exp": 1760000000 + ri(0, 9999999)}, indent=1)
    mc = T(L, "The API rejected tokens from the new IdP tenant. Decoded header and claims (signature omitted):\n%s\n%s" % (hdr, claims),
           "API가 새 IdP 테넌트의 토큰을 거부했다. 디코딩한 header와 claims(서명은 제외):\n%s\n%s" % (hdr, claims))
    le = T(L, "The kid was not in our cached JWKS; the cache refreshes only every 24 h, so force a refresh on unknown kid.",
           "kid가 캐시된 JWKS에 없었다. 캐시가 24시간마다만 갱신되므로 모르는 kid면 강제로 갱신하게 할 것.")
    return note("clean: decoded JWT header/claims (no token)", mc, le, "")


@clean_t("secret rotation audit log (ids only)", 6)
def c_rotation_log(L):
    name = "%s/%s/%s" % (pick(ENVS), pick(SERVICES), pick(["db", "stripe", "jwt-signing", "smtp"]))
    snip = "\n".join("%s  RotateSecret  %s  VersionId=%s  stage=%s  by=%s" % (ts_iso(), name, uuid4(), st, pick(["rotation-lambda", "minsu.kim", "terraform"]))
                     for st in ["AWSPENDING", "AWSCURRENT", "AWSPREVIOUS"])
    mc = T(L, "After the automatic rotation some pods kept using the old value. CloudTrail summary:\n%s" % snip,
           "자동 교체 후 일부 파드가 예전 값을 계속 썼다. CloudTrail 요약:\n%s" % snip)
    le = T(L, "Pods read the secret only at startup; add a rollout restart to the rotation lambda or read AWSCURRENT on each connection.",
           "파드가 시작 시에만 시크릿을 읽는다. 교체 lambda에 rollout restart를 추가하거나 연결마다 AWSCURRENT를 읽게 할 것.")
    return note("clean: rotation audit log with version ids", mc, le, "")


# ================================================================ assembly
def allocate(templates, total):
    """largest-remainder allocation of `total` notes over template weights"""
    wsum = sum(t[1] for t in templates)
    counts = [t[1] * total // wsum for t in templates]
    rema = [(t[1] * total % wsum, -i) for i, t in enumerate(templates)]
    left = total - sum(counts)
    for _, negi in sorted(rema, reverse=True)[:left]:
        counts[-negi] += 1
    return counts


def make_notes(kind, templates, n_en, n_ko, seen):
    total = n_en + n_ko
    counts = allocate(templates, total)
    pool = []
    for t, c in zip(templates, counts):
        pool += [t] * c
    R.shuffle(pool)
    langs = ["en"] * n_en + ["ko"] * n_ko
    R.shuffle(langs)
    out = []
    for t, lang in zip(pool, langs):
        name, fn = t[0], t[2]
        for attempt in range(1000):
            if attempt % 25 == 0:
                for d in ALL_DECKS:       # after 25 failures let the drawn vendor go
                    d.commit()
            else:
                for d in ALL_DECKS:       # otherwise retry with the same vendor
                    d.rollback()
            try:
                n = fn(lang)
            except Reject:
                continue
            mc, le, ask = n["mc"], n["le"], n["ask"]
            if not fields_ok(mc, le, ask):
                continue
            key = (mc, le, ask)
            if key in seen:
                continue
            if kind == "secret":
                if not window_rule_ok([mc, le, ask], n["secrets"]):
                    continue
            elif n["secrets"]:
                raise AssertionError("clean note with secrets: " + name)
            break
        else:
            raise AssertionError("template %s could not produce a valid note" % name)
        seen[key] = True
        for d in ALL_DECKS:
            d.commit()
        cat = n["cat"]
        if kind == "clean" and t[3] == "publishable":
            assert cat.endswith(" [publishable]")
        else:
            assert not cat.endswith("[publishable]")
        out.append({"template": name, "flag": t[3] if kind == "clean" else "secret", "vendors": n["vendors"],
                    "rec": {"id": None, "lang": lang, "kind": kind, "category": cat,
                            "fields": {"missing_context": mc, "lesson": le, "ask_next_time": ask},
                            "secrets": n["secrets"] if kind == "secret" else []}})
    return out


def final_checks(items):
    recs = [it["rec"] for it in items]
    assert len(recs) == 2 * N_PER_KIND
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN), ("ko", N_KO)):
            c = sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)
            assert c == n, (kind, lang, c)
    for r in recs:
        f = r["fields"]
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert list(f.keys()) == ["missing_context", "lesson", "ask_next_time"]
        assert fields_ok(f["missing_context"], f["lesson"], f["ask_next_time"])
        if r["kind"] == "secret":
            assert window_rule_ok(list(f.values()), r["secrets"]), r["id"]
        else:
            assert r["secrets"] == []
    clean = [it for it in items if it["rec"]["kind"] == "clean"]
    risky = sum(1 for it in clean if it["flag"] != "plain")
    assert risky / len(clean) > 0.80, risky
    ids = [r["id"] for r in recs]
    assert len(set(ids)) == len(ids)


def main(argv):
    seen = {}
    items = make_notes("secret", SECRET_T, N_EN, N_KO, seen)
    items += make_notes("clean", [(a, b, c, d) for (a, b, c, d) in CLEAN_T], N_EN, N_KO, seen)
    R.shuffle(items)
    for i, it in enumerate(items):
        it["rec"]["id"] = "%s%03d" % (ID_PREFIX, i + 1)
    final_checks(items)
    data = "".join(json.dumps(it["rec"], ensure_ascii=False) + "\n" for it in items)
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    if "--stats" in argv:
        print_stats(items, data)


def print_stats(items, data):
    import hashlib
    recs = [it["rec"] for it in items]
    print("notes:", len(recs))
    for kind in ("secret", "clean"):
        for lang in ("en", "ko"):
            print("  %-6s %s: %d" % (kind, lang, sum(1 for r in recs if r["kind"] == kind and r["lang"] == lang)))
    sec = [it for it in items if it["rec"]["kind"] == "secret"]
    cln = [it for it in items if it["rec"]["kind"] == "clean"]
    vend_sec = []
    for it in sec:
        for v in it["vendors"]:
            if v not in vend_sec:
                vend_sec.append(v)
    vend_pub = []
    for it in cln:
        if it["flag"] == "publishable":
            for v in it["vendors"]:
                if v not in vend_pub:
                    vend_pub.append(v)
    regions = {}
    for k in vend_sec:
        rg = VBY[k]["region"]
        regions[rg] = regions.get(rg, 0) + 1
    print("distinct token vendors in secret notes:", len(vend_sec), "of", len(VENDORS), "by region:", sorted(regions.items()))
    print("distinct publishable vendors in clean notes:", len(vend_pub), "of", len(PUBLISHABLE))
    print("secret templates used:", len(dict((it["template"], 1) for it in sec)), "of", len(SECRET_T))
    print("clean templates used:", len(dict((it["template"], 1) for it in cln)), "of", len(CLEAN_T))
    print("distinct categories:", len(dict((r["category"], 1) for r in recs)))
    flags = {}
    for it in cln:
        flags[it["flag"]] = flags.get(it["flag"], 0) + 1
    print("clean flags:", sorted(flags.items()), "risky share: %.1f%%" % (100.0 * (len(cln) - flags.get("plain", 0)) / len(cln)))
    print("secrets listed:", sum(len(it["rec"]["secrets"]) for it in sec),
          "max secret length:", max(len(s) for it in sec for s in it["rec"]["secrets"]),
          "notes with a secret >= 200 chars:", sum(1 for it in sec if max(len(s) for s in it["rec"]["secrets"]) >= 200))
    multi = sum(1 for it in sec if len(it["rec"]["secrets"]) > 1)
    print("secret notes with several secrets:", multi)
    inask = sum(1 for it in sec if any(s in it["rec"]["fields"]["ask_next_time"] for s in it["rec"]["secrets"]))
    print("secret notes with a secret in ask_next_time:", inask)
    per_t = {}
    for it in items:
        per_t[(it["rec"]["kind"], it["template"])] = per_t.get((it["rec"]["kind"], it["template"]), 0) + 1
    for k in sorted(per_t):
        print("  %-6s %-60s %d" % (k[0], k[1], per_t[k]))
    print("sha256:", hashlib.sha256(data.encode("utf-8")).hexdigest())


if __name__ == "__main__":
    main(sys.argv[1:])
