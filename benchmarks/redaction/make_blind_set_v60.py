#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""make_blind_set_v60.py -- blind evaluation set v60 for a credential-redaction filter.

Python 3 standard library only, no network.  A single PRNG,
random.Random(60_2026_1126), drives every choice; nothing iterates over a set,
so the output is byte-identical on every run and under any PYTHONHASHSEED.

Usage:  python3 make_blind_set_v60.py            (writes blind_set_v60.jsonl next to this file)
"""
import base64
import hashlib
import json
import os
import random
import urllib.parse

SEED = 60_2026_1126
R = random.Random(SEED)

N_SECRET = 360
N_CLEAN = 360
N_EN_PER_KIND = 216          # 60 %
N_KO_PER_KIND = 144          # 40 %
ID_PREFIX = "dp"
OUT_NAME = "blind_set_v60.jsonl"

# ---------------------------------------------------------------- alphabets
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
LOWNUM = LO + DIG
UPNUM = UP + DIG
HEXL = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B32 = UP + "234567"
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
PUNCT = "!@#$%^&*()-_=+[]{};:,.<>?/~|"


# ---------------------------------------------------------------- PRNG helpers
def rs(alpha, n):
    """n characters drawn from alpha."""
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def rint(a, b):
    return R.randint(a, b)


def rbytes(n):
    return bytes(R.getrandbits(8) for _ in range(n))


def b64s(data, url=False, pad=True):
    s = (base64.urlsafe_b64encode(data) if url else base64.b64encode(data)).decode("ascii")
    return s if pad else s.rstrip("=")


def b64txt(text, url=False, pad=True):
    return b64s(text.encode("utf-8"), url=url, pad=pad)


def rand_b64_body(nbytes, url=False, pad=True):
    return b64s(rbytes(nbytes), url=url, pad=pad)


def uuid4():
    h = rs(HEXL, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sample(seq, k):
    return R.sample(list(seq), k)


def shuffled(seq):
    s = list(seq)
    R.shuffle(s)
    return s


def pct(s):
    """percent-encode as a URL userinfo / query value would be written."""
    return urllib.parse.quote(s, safe="")


def rdate():
    return "2025-%02d-%02d" % (rint(1, 12), rint(1, 28))


def rtime():
    return "%02d:%02d:%02d" % (rint(0, 23), rint(0, 59), rint(0, 59))


def rts():
    return "%sT%sZ" % (rdate(), rtime())


def rip():
    return "10.%d.%d.%d" % (rint(0, 40), rint(0, 255), rint(2, 250))


def utf8len(s):
    return len(s.encode("utf-8"))


class Deck:
    """cycles through a list in PRNG-shuffled order, reshuffling when exhausted."""

    def __init__(self, items):
        self.items = list(items)
        self.queue = []

    def next(self):
        if not self.queue:
            self.queue = shuffled(self.items)
        return self.queue.pop()


DECKS = {}


def dk(name, n):
    """index 0..n-1 from a per-name shuffled deck: even coverage of sub-templates, still PRNG-driven."""
    if name not in DECKS:
        DECKS[name] = Deck(range(n))
    return DECKS[name].next()


def dpick(name, seq):
    return seq[dk(name, len(seq))]


# ================================================================ vendor tokens
# Every vendor: name, region, a function returning [(ENV_KEY, value, is_secret), ...],
# the HTTP header the token travels in ("{t}" = first secret value), and an API host.
VENDORS = []


def vendor(name, region, hdr="Authorization: Bearer {t}", host="api.example.com"):
    def deco(fn):
        VENDORS.append({"name": name, "region": region, "fields": fn, "hdr": hdr, "host": host})
        return fn
    return deco


def aws_region():
    return pick(["ap-northeast-2", "ap-northeast-1", "us-east-1", "eu-central-1", "us-west-2", "ap-southeast-1"])


# ---------------- global
@vendor("AWS IAM", "global", "X-Amz-Date: 20250101T000000Z", "sts.amazonaws.com")
def _v():
    return [("AWS_ACCESS_KEY_ID", "AKIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64[:-1] + "/", 40), True),
            ("AWS_DEFAULT_REGION", aws_region(), False)]


@vendor("AWS STS", "global", "X-Amz-Security-Token: {t}", "s3.amazonaws.com")
def _v():
    return [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16), True),
            ("AWS_SECRET_ACCESS_KEY", rs(B64, 40), True),
            ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(B64, rint(280, 380)) + pick(["", "=", "=="]), True)]


@vendor("GitHub classic PAT", "global", "Authorization: token {t}", "api.github.com")
def _v():
    return [("GITHUB_TOKEN", "ghp_" + rs(ALNUM, 36), True)]


@vendor("GitHub fine-grained PAT", "global", "Authorization: Bearer {t}", "api.github.com")
def _v():
    return [("GH_TOKEN", "github_pat_11" + rs(UPNUM, 20) + "_" + rs(ALNUM, 59), True)]


@vendor("GitHub App/OAuth token", "global", "Authorization: token {t}", "api.github.com")
def _v():
    return [("GITHUB_APP_ID", str(rint(100000, 999999)), False),
            ("GH_INSTALLATION_TOKEN", pick(["ghs_", "gho_", "ghu_"]) + rs(ALNUM, 36), True)]


@vendor("GitLab PAT", "global", "PRIVATE-TOKEN: {t}", "gitlab.com")
def _v():
    return [("GITLAB_TOKEN", "glpat-" + rs(B64URL, 20), True)]


@vendor("GitLab runner token", "global", "JOB-TOKEN: {t}", "gitlab.example.com")
def _v():
    return [("CI_SERVER_URL", "https://gitlab.example.com", False),
            ("RUNNER_TOKEN", "glrt-" + rs(B64URL, 20), True)]


@vendor("Bitbucket app password", "global", "Authorization: Bearer {t}", "api.bitbucket.org")
def _v():
    return [("BITBUCKET_USERNAME", pick(["ci-bot", "deploy", "jkim", "release-bot"]), False),
            ("BITBUCKET_APP_PASSWORD", "ATBB" + rs(ALNUM, 28) + rs(HEXU, 8), True)]


@vendor("Atlassian API token", "global", "Authorization: Bearer {t}", "yourteam.atlassian.net")
def _v():
    return [("JIRA_USER", pick(["ops@example.com", "bot@acme.io", "dev.kim@corp.example"]), False),
            ("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, rint(160, 176)) + "=" + rs(HEXU, 8), True)]


@vendor("Slack bot token", "global", "Authorization: Bearer {t}", "slack.com")
def _v():
    return [("SLACK_BOT_TOKEN", "xoxb-%s-%s-%s" % (rs(DIG, rint(10, 13)), rs(DIG, 13), rs(ALNUM, 24)), True),
            ("SLACK_CHANNEL", "C0" + rs(UPNUM, 9), False)]


@vendor("Slack user token", "global", "Authorization: Bearer {t}", "slack.com")
def _v():
    return [("SLACK_USER_TOKEN", "xoxp-%s-%s-%s-%s" % (rs(DIG, 11), rs(DIG, 13), rs(DIG, 13), rs(HEXL, 32)), True)]


@vendor("Slack app-level token", "global", "Authorization: Bearer {t}", "slack.com")
def _v():
    return [("SLACK_APP_TOKEN", "xapp-1-A0%s-%s-%s" % (rs(UPNUM, 9), rs(DIG, 13), rs(HEXL, 64)), True)]


@vendor("Stripe secret key", "global", "Authorization: Bearer {t}", "api.stripe.com")
def _v():
    body = pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)])
    return [("STRIPE_SECRET_KEY", pick(["sk_live_", "sk_test_", "rk_live_"]) + body, True)]


@vendor("Stripe webhook secret", "global", "Stripe-Signature: t=1700000000,v1={t}", "api.stripe.com")
def _v():
    return [("STRIPE_WEBHOOK_SECRET", "whsec_" + rs(ALNUM, 32), True)]


@vendor("OpenAI", "global", "Authorization: Bearer {t}", "api.openai.com")
def _v():
    t = pick(["sk-proj-" + rs(B64URL, rint(120, 156)),
              "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
              "sk-svcacct-" + rs(B64URL, rint(100, 140))])
    return [("OPENAI_API_KEY", t, True), ("OPENAI_ORG", "org-" + rs(ALNUM, 24), False)]


@vendor("Anthropic", "global", "x-api-key: {t}", "api.anthropic.com")
def _v():
    return [("ANTHROPIC_API_KEY", "sk-ant-api03-" + rs(B64URL, 93) + "AA", True)]


@vendor("Google API key (server)", "global", "X-Goog-Api-Key: {t}", "generativelanguage.googleapis.com")
def _v():
    return [("GEMINI_API_KEY", "AIza" + rs(B64URL, 35), True)]


@vendor("Google OAuth client secret", "global", "Authorization: Bearer {t}", "oauth2.googleapis.com")
def _v():
    return [("GOOGLE_CLIENT_ID", "%s-%s.apps.googleusercontent.com" % (rs(DIG, 12), rs(LOWNUM, 32)), False),
            ("GOOGLE_CLIENT_SECRET", "GOCSPX-" + rs(B64URL, 28), True)]


@vendor("Google OAuth refresh token", "global", "Authorization: Bearer {t}", "oauth2.googleapis.com")
def _v():
    return [("GOOGLE_REFRESH_TOKEN", "1//0" + rs(B64URL, rint(95, 100)), True)]


@vendor("Twilio", "global", "Authorization: Basic {t}", "api.twilio.com")
def _v():
    return [("TWILIO_ACCOUNT_SID", "AC" + rs(HEXL, 32), False),
            ("TWILIO_AUTH_TOKEN", rs(HEXL, 32), True)]


@vendor("SendGrid", "global", "Authorization: Bearer {t}", "api.sendgrid.com")
def _v():
    return [("SENDGRID_API_KEY", "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), True)]


@vendor("Mailgun", "global", "Authorization: Basic {t}", "api.mailgun.net")
def _v():
    t = pick(["key-" + rs(HEXL, 32), rs(HEXL, 32) + "-" + rs(HEXL, 8) + "-" + rs(HEXL, 8)])
    return [("MAILGUN_DOMAIN", pick(["mg.example.com", "mail.acme.io"]), False), ("MAILGUN_API_KEY", t, True)]


@vendor("Mailchimp", "global", "Authorization: apikey {t}", "us21.api.mailchimp.com")
def _v():
    return [("MAILCHIMP_API_KEY", rs(HEXL, 32) + "-us" + str(rint(1, 21)), True)]


@vendor("npm", "global", "Authorization: Bearer {t}", "registry.npmjs.org")
def _v():
    return [("NPM_TOKEN", "npm_" + rs(ALNUM, 36), True)]


@vendor("PyPI", "global", "Authorization: Basic {t}", "upload.pypi.org")
def _v():
    return [("TWINE_USERNAME", "__token__", False),
            ("TWINE_PASSWORD", "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(140, 190)), True)]


@vendor("Docker Hub PAT", "global", "Authorization: Bearer {t}", "hub.docker.com")
def _v():
    return [("DOCKERHUB_USERNAME", pick(["acmeci", "kimdev", "releasebot"]), False),
            ("DOCKERHUB_TOKEN", "dckr_pat_" + rs(B64URL, 27), True)]


@vendor("HashiCorp Vault", "global", "X-Vault-Token: {t}", "vault.internal:8200")
def _v():
    t = pick(["hvs." + rs(ALNUM, 24), "hvs.CAESI" + rs(B64URL, rint(80, 90))])
    return [("VAULT_ADDR", "https://vault.internal:8200", False), ("VAULT_TOKEN", t, True)]


@vendor("Terraform Cloud", "global", "Authorization: Bearer {t}", "app.terraform.io")
def _v():
    return [("TF_TOKEN_app_terraform_io", rs(ALNUM, 14) + ".atlasv1." + rs(ALNUM, 67), True)]


@vendor("DigitalOcean", "global", "Authorization: Bearer {t}", "api.digitalocean.com")
def _v():
    return [("DIGITALOCEAN_TOKEN", pick(["dop_v1_", "doo_v1_"]) + rs(HEXL, 64), True)]


@vendor("Shopify", "global", "X-Shopify-Access-Token: {t}", "shop.myshopify.com")
def _v():
    return [("SHOPIFY_SHOP", pick(["acme-kr", "mystore-dev", "brand-jp"]) + ".myshopify.com", False),
            ("SHOPIFY_ACCESS_TOKEN", pick(["shpat_", "shpca_", "shppa_"]) + rs(HEXL, 32), True)]


def discord_token():
    uid = str(rint(10 ** 17, 10 ** 18 * 2))
    return b64txt(uid, pad=False) + "." + rs(B64URL, 6) + "." + rs(B64URL, pick([27, 38]))


@vendor("Discord bot token", "global", "Authorization: Bot {t}", "discord.com")
def _v():
    return [("DISCORD_APPLICATION_ID", str(rint(10 ** 17, 10 ** 18)), False),
            ("DISCORD_BOT_TOKEN", discord_token(), True)]


@vendor("Telegram bot token", "global", "X-Telegram-Bot-Api-Secret-Token: {t}", "api.telegram.org")
def _v():
    return [("TELEGRAM_BOT_TOKEN", rs(DIG, 1).replace("0", "7") + rs(DIG, rint(7, 9)) + ":AA" + rs(B64URL, 33), True),
            ("TELEGRAM_CHAT_ID", "-100" + rs(DIG, 10), False)]


@vendor("Azure Storage account key", "global", "x-ms-version: 2021-08-06", "blob.core.windows.net")
def _v():
    return [("AZURE_STORAGE_ACCOUNT", pick(["acmeprodstore", "logsarchive01", "mediakr"]), False),
            ("AZURE_STORAGE_KEY", rand_b64_body(64), True)]


@vendor("Azure AD client secret", "global", "Authorization: Bearer {t}", "login.microsoftonline.com")
def _v():
    return [("AZURE_TENANT_ID", uuid4(), False), ("AZURE_CLIENT_ID", uuid4(), False),
            ("AZURE_CLIENT_SECRET", rs(B64URL + ".~", 3) + "8Q~" + rs(ALNUM + "_.~-", 34), True)]


@vendor("Datadog", "global", "DD-API-KEY: {t}", "api.datadoghq.com")
def _v():
    return [("DD_API_KEY", rs(HEXL, 32), True), ("DD_APP_KEY", rs(HEXL, 40), True), ("DD_SITE", "datadoghq.com", False)]


@vendor("New Relic", "global", "Api-Key: {t}", "api.newrelic.com")
def _v():
    return [("NEW_RELIC_API_KEY", "NRAK-" + rs(UPNUM, 27), True), ("NEW_RELIC_ACCOUNT_ID", rs(DIG, 7), False)]


@vendor("Sentry auth token", "global", "Authorization: Bearer {t}", "sentry.io")
def _v():
    return [("SENTRY_ORG", pick(["acme", "kr-platform", "mobile-team"]), False),
            ("SENTRY_AUTH_TOKEN", "sntryu_" + rs(HEXL, 64), True)]


@vendor("Linear", "global", "Authorization: {t}", "api.linear.app")
def _v():
    return [("LINEAR_API_KEY", "lin_api_" + rs(ALNUM, 40), True)]


@vendor("Notion", "global", "Authorization: Bearer {t}", "api.notion.com")
def _v():
    t = pick(["ntn_" + rs(DIG, 11) + rs(ALNUM, 35), "secret_" + rs(ALNUM, 43)])
    return [("NOTION_TOKEN", t, True), ("NOTION_DATABASE_ID", rs(HEXL, 32), False)]


@vendor("Airtable", "global", "Authorization: Bearer {t}", "api.airtable.com")
def _v():
    return [("AIRTABLE_PAT", "pat" + rs(ALNUM, 14) + "." + rs(HEXL, 64), True), ("AIRTABLE_BASE", "app" + rs(ALNUM, 14), False)]


@vendor("Figma", "global", "X-Figma-Token: {t}", "api.figma.com")
def _v():
    return [("FIGMA_TOKEN", "figd_" + rs(B64URL, 40), True)]


@vendor("Postman", "global", "X-Api-Key: {t}", "api.getpostman.com")
def _v():
    return [("POSTMAN_API_KEY", "PMAK-" + rs(HEXL, 24) + "-" + rs(HEXL, 34), True)]


@vendor("Hugging Face", "global", "Authorization: Bearer {t}", "huggingface.co")
def _v():
    return [("HF_TOKEN", "hf_" + rs(UP + LO, 34), True)]


@vendor("Replicate", "global", "Authorization: Bearer {t}", "api.replicate.com")
def _v():
    return [("REPLICATE_API_TOKEN", "r8_" + rs(ALNUM, 37), True)]


@vendor("Groq", "global", "Authorization: Bearer {t}", "api.groq.com")
def _v():
    return [("GROQ_API_KEY", "gsk_" + rs(ALNUM, 52), True)]


@vendor("Perplexity", "global", "Authorization: Bearer {t}", "api.perplexity.ai")
def _v():
    return [("PPLX_API_KEY", "pplx-" + rs(ALNUM, 48), True)]


@vendor("Doppler", "global", "Authorization: Bearer {t}", "api.doppler.com")
def _v():
    return [("DOPPLER_TOKEN", "dp.st." + pick(["prd", "stg", "dev"]) + "." + rs(ALNUM, 43), True)]


@vendor("Pulumi", "global", "Authorization: token {t}", "api.pulumi.com")
def _v():
    return [("PULUMI_ACCESS_TOKEN", "pul-" + rs(HEXL, 40), True)]


@vendor("Grafana service account", "global", "Authorization: Bearer {t}", "grafana.example.com")
def _v():
    return [("GRAFANA_URL", "https://grafana.example.com", False),
            ("GRAFANA_TOKEN", "glsa_" + rs(ALNUM, 32) + "_" + rs(HEXL, 8), True)]


@vendor("CircleCI", "global", "Circle-Token: {t}", "circleci.com")
def _v():
    return [("CIRCLECI_TOKEN", "CCIPAT_" + rs(ALNUM, 22) + "_" + rs(HEXL, 40), True)]


@vendor("Netlify", "global", "Authorization: Bearer {t}", "api.netlify.com")
def _v():
    return [("NETLIFY_AUTH_TOKEN", "nfp_" + rs(ALNUM, 36), True), ("NETLIFY_SITE_ID", uuid4(), False)]


@vendor("Supabase access token", "global", "Authorization: Bearer {t}", "api.supabase.com")
def _v():
    return [("SUPABASE_ACCESS_TOKEN", "sbp_" + rs(HEXL, 40), True), ("SUPABASE_PROJECT_REF", rs(LO, 20), False)]


@vendor("PlanetScale", "global", "Authorization: {t}", "api.planetscale.com")
def _v():
    return [("PLANETSCALE_USER", rs(LOWNUM, 12), False),
            ("PLANETSCALE_PASSWORD", "pscale_pw_" + rs(B64URL, 43), True)]


@vendor("Square", "global", "Authorization: Bearer {t}", "connect.squareup.com")
def _v():
    return [("SQUARE_ACCESS_TOKEN", "EAAA" + rs(B64URL, 60), True), ("SQUARE_LOCATION_ID", "L" + rs(UPNUM, 12), False)]


@vendor("Braintree/PayPal", "global", "Authorization: Bearer {t}", "api-m.paypal.com")
def _v():
    return [("BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(LOWNUM, 16) + "$" + rs(HEXL, 32), True)]


@vendor("Okta", "global", "Authorization: SSWS {t}", "acme.okta.com")
def _v():
    return [("OKTA_ORG_URL", "https://acme.okta.com", False), ("OKTA_API_TOKEN", "00" + rs(B64URL, 40), True)]


@vendor("Cloudflare API token", "global", "Authorization: Bearer {t}", "api.cloudflare.com")
def _v():
    return [("CF_ZONE_ID", rs(HEXL, 32), False), ("CLOUDFLARE_API_TOKEN", rs(B64URL, 40), True)]


@vendor("Cloudflare global API key", "global", "X-Auth-Key: {t}", "api.cloudflare.com")
def _v():
    return [("CF_API_EMAIL", pick(["infra@example.com", "ops@acme.io"]), False), ("CF_API_KEY", rs(HEXL, 37), True)]


@vendor("Heroku API key", "global", "Authorization: Bearer {t}", "api.heroku.com")
def _v():
    return [("HEROKU_API_KEY", uuid4(), True)]


@vendor("Fly.io", "global", "Authorization: FlyV1 {t}", "api.machines.dev")
def _v():
    return [("FLY_API_TOKEN", "fm2_lJPECAAAAAAAA" + rs(B64, rint(220, 300)), True)]


@vendor("Vercel", "global", "Authorization: Bearer {t}", "api.vercel.com")
def _v():
    return [("VERCEL_TOKEN", rs(ALNUM, 24), True), ("VERCEL_ORG_ID", "team_" + rs(ALNUM, 24), False)]


@vendor("Mapbox secret token", "global", "Authorization: Bearer {t}", "api.mapbox.com")
def _v():
    user = pick(["acme-maps", "kimdev", "fleetops"])
    payload = b64txt('{"u":"%s","a":"%s"}' % (user, rs(LOWNUM, 25)), url=True, pad=False)
    return [("MAPBOX_SECRET_TOKEN", "sk." + payload + "." + rs(B64URL, 22), True)]


@vendor("Algolia admin key", "global", "X-Algolia-API-Key: {t}", "algolia.net")
def _v():
    return [("ALGOLIA_APP_ID", rs(UPNUM, 10), False), ("ALGOLIA_ADMIN_KEY", rs(HEXL, 32), True)]


@vendor("Firebase Cloud Messaging server key", "global", "Authorization: key={t}", "fcm.googleapis.com")
def _v():
    return [("FCM_SERVER_KEY", "AAAA" + rs(B64URL, 7) + ":APA91b" + rs(B64URL, 134), True)]


@vendor("JFrog Artifactory", "global", "X-JFrog-Art-Api: {t}", "acme.jfrog.io")
def _v():
    return [("ARTIFACTORY_USER", pick(["ci", "build-svc"]), False), ("ARTIFACTORY_API_KEY", "AKCp8" + rs(ALNUM, 68), True)]


@vendor("Databricks", "global", "Authorization: Bearer {t}", "adb-1234.azuredatabricks.net")
def _v():
    return [("DATABRICKS_HOST", "https://adb-%s.%s.azuredatabricks.net" % (rs(DIG, 16), rint(1, 19)), False),
            ("DATABRICKS_TOKEN", "dapi" + rs(HEXL, 32), True)]


@vendor("age secret key", "global", "X-Age-Recipient: {t}", "keys.internal")
def _v():
    return [("SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), True)]


@vendor("Tailscale", "global", "Authorization: Bearer {t}", "api.tailscale.com")
def _v():
    return [("TS_AUTHKEY", "tskey-" + pick(["auth-", "api-"]) + "k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), True)]


@vendor("ngrok", "global", "Authorization: Bearer {t}", "api.ngrok.com")
def _v():
    return [("NGROK_AUTHTOKEN", "2" + rs(ALNUM, 26) + "_" + rs(ALNUM, 21), True)]


@vendor("Dropbox", "global", "Authorization: Bearer {t}", "api.dropboxapi.com")
def _v():
    return [("DROPBOX_ACCESS_TOKEN", "sl." + rs(B64URL, rint(130, 140)), True)]


@vendor("Asana", "global", "Authorization: Bearer {t}", "app.asana.com")
def _v():
    return [("ASANA_PAT", "2/%s/%s:%s" % (rs(DIG, 16), rs(DIG, 16), rs(HEXL, 32)), True)]


@vendor("Postmark", "global", "X-Postmark-Server-Token: {t}", "api.postmarkapp.com")
def _v():
    return [("POSTMARK_SERVER_TOKEN", uuid4(), True)]


@vendor("Resend", "global", "Authorization: Bearer {t}", "api.resend.com")
def _v():
    return [("RESEND_API_KEY", "re_" + rs(ALNUM, 8) + "_" + rs(ALNUM, 24), True)]


@vendor("ElevenLabs", "global", "xi-api-key: {t}", "api.elevenlabs.io")
def _v():
    return [("ELEVENLABS_API_KEY", "sk_" + rs(HEXL, 48), True)]


@vendor("Auth0", "global", "Authorization: Bearer {t}", "acme.eu.auth0.com")
def _v():
    return [("AUTH0_DOMAIN", "acme.eu.auth0.com", False), ("AUTH0_CLIENT_ID", rs(ALNUM, 32), False),
            ("AUTH0_CLIENT_SECRET", rs(B64URL, 64), True)]


@vendor("Meta Graph API", "global", "Authorization: OAuth {t}", "graph.facebook.com")
def _v():
    return [("FB_APP_ID", rs(DIG, 15), False), ("FB_APP_SECRET", rs(HEXL, 32), True),
            ("FB_PAGE_TOKEN", "EAAG" + rs(ALNUM, rint(150, 190)), True)]


@vendor("X (Twitter) bearer token", "global", "Authorization: Bearer {t}", "api.x.com")
def _v():
    t = "AAAAAAAAAAAAAAAAAAAAA" + rs(ALNUM, 18) + "%2B" + rs(ALNUM, 20) + "%3D" + rs(ALNUM, 50)
    return [("TWITTER_BEARER_TOKEN", t, True)]


@vendor("Fastly", "global", "Fastly-Key: {t}", "api.fastly.com")
def _v():
    return [("FASTLY_API_TOKEN", rs(B64URL, 32), True), ("FASTLY_SERVICE_ID", rs(ALNUM, 22), False)]



# ---------------- Korea
@vendor("Naver Cloud Platform", "kr", "x-ncp-iam-access-key: {t}", "ncloud.apigw.ntruss.com")
def _v():
    return [("NCP_ACCESS_KEY", rs(ALNUM, 20), True), ("NCP_SECRET_KEY", rs(ALNUM, 40), True),
            ("NCP_REGION", pick(["KR", "JPN", "SGN"]), False)]


@vendor("Naver Developers", "kr", "X-Naver-Client-Secret: {t}", "openapi.naver.com")
def _v():
    return [("NAVER_CLIENT_ID", rs(ALNUM + "_", 20), False), ("NAVER_CLIENT_SECRET", rs(ALNUM, 10), True)]


@vendor("Kakao REST API key", "kr", "Authorization: KakaoAK {t}", "dapi.kakao.com")
def _v():
    return [("KAKAO_REST_API_KEY", rs(HEXL, 32), True)]


@vendor("Kakao Admin key", "kr", "Authorization: KakaoAK {t}", "kapi.kakao.com")
def _v():
    return [("KAKAO_APP_ID", rs(DIG, 6), False), ("KAKAO_ADMIN_KEY", rs(HEXL, 32), True)]


@vendor("Toss Payments", "kr", "Authorization: Basic {t}", "api.tosspayments.com")
def _v():
    return [("TOSS_SECRET_KEY", pick(["live_sk_", "test_sk_", "live_gsk_"]) + rs(ALNUM, 28), True)]


@vendor("PortOne", "kr", "Authorization: PortOne {t}", "api.portone.io")
def _v():
    return [("PORTONE_STORE_ID", "store-" + uuid4(), False), ("PORTONE_API_SECRET", rs(ALNUM, 80), True)]


@vendor("SOLAPI (CoolSMS)", "kr", "Authorization: HMAC-SHA256 apiKey={t}", "api.solapi.com")
def _v():
    return [("SOLAPI_API_KEY", "NCS" + rs(UPNUM, 13), True), ("SOLAPI_API_SECRET", rs(UPNUM, 32), True),
            ("SOLAPI_SENDER", "0" + pick(["2", "10", "31"]) + rs(DIG, 8), False)]


@vendor("Sendbird", "kr", "Api-Token: {t}", "api-APPID.sendbird.com")
def _v():
    return [("SENDBIRD_APP_ID", uuid4().upper(), False), ("SENDBIRD_API_TOKEN", rs(HEXL, 40), True)]


@vendor("Channel Talk", "kr", "x-access-secret: {t}", "api.channel.io")
def _v():
    return [("CHANNEL_ACCESS_KEY", rs(HEXL, 24), True), ("CHANNEL_ACCESS_SECRET", rs(HEXL, 32), True)]


@vendor("data.go.kr service key", "kr", None, "apis.data.go.kr")
def _v():
    return [("DATA_GO_KR_SERVICE_KEY", rand_b64_body(64), True)]


@vendor("NHN Cloud Object Storage", "kr", "X-Auth-Token: {t}", "kr1-api-object-storage.nhncloudservice.com")
def _v():
    return [("NHN_S3_ACCESS_KEY", rs(HEXL, 32), True), ("NHN_S3_SECRET_KEY", rs(HEXL, 32), True)]


@vendor("Upbit", "kr", "Authorization: Bearer {t}", "api.upbit.com")
def _v():
    return [("UPBIT_ACCESS_KEY", rs(ALNUM, 40), True), ("UPBIT_SECRET_KEY", rs(ALNUM, 40), True)]


@vendor("Bithumb", "kr", "Api-Key: {t}", "api.bithumb.com")
def _v():
    return [("BITHUMB_API_KEY", rs(HEXL, 32), True), ("BITHUMB_SECRET_KEY", rs(HEXL, 32), True)]


@vendor("KakaoPay", "kr", "Authorization: SECRET_KEY {t}", "open-api.kakaopay.com")
def _v():
    return [("KAKAOPAY_CID", pick(["TC0ONETIME", "TCSUBSCRIP"]), False), ("KAKAOPAY_SECRET_KEY", "DEV" + rs(HEXU, 37), True)]


# ---------------- Japan
@vendor("LINE Messaging API", "jp", "Authorization: Bearer {t}", "api.line.me")
def _v():
    return [("LINE_CHANNEL_SECRET", rs(HEXL, 32), True),
            ("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=", True)]


@vendor("LINE Notify", "jp", "Authorization: Bearer {t}", "notify-api.line.me")
def _v():
    return [("LINE_NOTIFY_TOKEN", rs(ALNUM, 43), True)]


@vendor("Chatwork", "jp", "X-ChatWorkToken: {t}", "api.chatwork.com")
def _v():
    return [("CHATWORK_API_TOKEN", rs(HEXL, 32), True), ("CHATWORK_ROOM_ID", rs(DIG, 9), False)]


@vendor("Backlog", "jp", None, "acme.backlog.jp")
def _v():
    return [("BACKLOG_SPACE", "acme.backlog.jp", False), ("BACKLOG_API_KEY", rs(ALNUM, 64), True)]


@vendor("kintone", "jp", "X-Cybozu-API-Token: {t}", "acme.cybozu.com")
def _v():
    return [("KINTONE_APP_ID", str(rint(10, 999)), False), ("KINTONE_API_TOKEN", rs(ALNUM, 40), True)]


@vendor("PAY.JP", "jp", "Authorization: Basic {t}", "api.pay.jp")
def _v():
    return [("PAYJP_SECRET_KEY", pick(["sk_live_", "sk_test_"]) + rs(HEXL, 24), True)]


@vendor("GMO Payment Gateway", "jp", None, "p01.mul-pay.jp")
def _v():
    return [("GMO_SHOP_ID", "tshop" + rs(DIG, 8), False), ("GMO_SHOP_PASS", rs(LOWNUM, 8), True),
            ("GMO_SITE_ID", "tsite" + rs(DIG, 8), False), ("GMO_SITE_PASS", rs(LOWNUM, 8), True)]


# ---------------- China
@vendor("Alibaba Cloud", "cn", None, "ecs.aliyuncs.com")
def _v():
    return [("ALIBABA_CLOUD_ACCESS_KEY_ID", "LTAI5t" + rs(ALNUM, 18), True),
            ("ALIBABA_CLOUD_ACCESS_KEY_SECRET", rs(ALNUM, 30), True),
            ("ALIYUN_REGION", pick(["cn-hangzhou", "cn-shanghai", "ap-southeast-1"]), False)]


@vendor("Tencent Cloud", "cn", None, "cvm.tencentcloudapi.com")
def _v():
    return [("TENCENTCLOUD_SECRET_ID", "AKID" + rs(ALNUM, 32), True),
            ("TENCENTCLOUD_SECRET_KEY", rs(ALNUM, 32), True)]


@vendor("Baidu AI Cloud", "cn", None, "aip.baidubce.com")
def _v():
    return [("BCE_ACCESS_KEY", rs(HEXL, 32), True), ("BCE_SECRET_KEY", rs(HEXL, 32), True)]


@vendor("Huawei Cloud", "cn", None, "obs.cn-north-4.myhuaweicloud.com")
def _v():
    return [("HUAWEICLOUD_SDK_AK", rs(UPNUM, 20), True), ("HUAWEICLOUD_SDK_SK", rs(ALNUM, 40), True)]


@vendor("WeChat Official Account", "cn", None, "api.weixin.qq.com")
def _v():
    return [("WECHAT_APPID", "wx" + rs(HEXL, 16), False), ("WECHAT_APPSECRET", rs(HEXL, 32), True)]


@vendor("WeChat Pay", "cn", None, "api.mch.weixin.qq.com")
def _v():
    return [("WECHATPAY_MCH_ID", "16" + rs(DIG, 8), False), ("WECHATPAY_APIV3_KEY", rs(ALNUM, 32), True)]


@vendor("Feishu/Lark app", "cn", "Authorization: Bearer {t}", "open.feishu.cn")
def _v():
    return [("FEISHU_APP_ID", "cli_" + rs(HEXL, 16), False), ("FEISHU_APP_SECRET", rs(ALNUM, 32), True)]


@vendor("Qiniu", "cn", "Authorization: Qiniu {t}", "rs.qiniuapi.com")
def _v():
    return [("QINIU_ACCESS_KEY", rs(B64URL, 40), True), ("QINIU_SECRET_KEY", rs(B64URL, 40), True)]


@vendor("Gitee", "cn", None, "gitee.com")
def _v():
    return [("GITEE_TOKEN", rs(HEXL, 32), True)]


@vendor("Zhipu AI", "cn", "Authorization: Bearer {t}", "open.bigmodel.cn")
def _v():
    return [("ZHIPUAI_API_KEY", rs(HEXL, 32) + "." + rs(ALNUM, 16), True)]


@vendor("DeepSeek", "cn", "Authorization: Bearer {t}", "api.deepseek.com")
def _v():
    return [("DEEPSEEK_API_KEY", "sk-" + rs(HEXL, 32), True)]


@vendor("Moonshot (Kimi)", "cn", "Authorization: Bearer {t}", "api.moonshot.cn")
def _v():
    return [("MOONSHOT_API_KEY", "sk-" + rs(ALNUM, 48), True)]


# ---------------- Europe
@vendor("Mollie", "eu", "Authorization: Bearer {t}", "api.mollie.com")
def _v():
    return [("MOLLIE_API_KEY", pick(["live_", "test_"]) + rs(ALNUM, 30), True)]


@vendor("Adyen", "eu", "X-API-Key: {t}", "checkout-test.adyen.com")
def _v():
    t = "AQE" + rs(B64, rint(110, 130)) + "==-" + rs(B64, 43) + "=-" + rs(ALNUM + "<>(:%@$", 16)
    return [("ADYEN_MERCHANT_ACCOUNT", pick(["AcmeKR_ECOM", "ShopEU001"]), False), ("ADYEN_API_KEY", t, True)]


@vendor("Scaleway", "eu", "X-Auth-Token: {t}", "api.scaleway.com")
def _v():
    return [("SCW_ACCESS_KEY", "SCW" + rs(UPNUM, 17), True), ("SCW_SECRET_KEY", uuid4(), True),
            ("SCW_DEFAULT_PROJECT_ID", uuid4(), False)]


@vendor("OVHcloud", "eu", "X-Ovh-Consumer: {t}", "eu.api.ovh.com")
def _v():
    return [("OVH_ENDPOINT", "ovh-eu", False), ("OVH_APPLICATION_KEY", rs(ALNUM, 16), True),
            ("OVH_APPLICATION_SECRET", rs(ALNUM, 32), True), ("OVH_CONSUMER_KEY", rs(ALNUM, 32), True)]


@vendor("Hetzner Cloud", "eu", "Authorization: Bearer {t}", "api.hetzner.cloud")
def _v():
    return [("HCLOUD_TOKEN", rs(ALNUM, 64), True)]


@vendor("GoCardless", "eu", "Authorization: Bearer {t}", "api.gocardless.com")
def _v():
    return [("GOCARDLESS_ACCESS_TOKEN", "live_" + rs(B64URL, 40), True)]


@vendor("DeepL", "eu", "Authorization: DeepL-Auth-Key {t}", "api-free.deepl.com")
def _v():
    return [("DEEPL_AUTH_KEY", uuid4() + ":fx", True)]


@vendor("Contentful", "eu", "Authorization: Bearer {t}", "api.contentful.com")
def _v():
    return [("CONTENTFUL_SPACE_ID", rs(LOWNUM, 12), False), ("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-" + rs(B64URL, 43), True)]


@vendor("Spotify", "eu", "Authorization: Basic {t}", "accounts.spotify.com")
def _v():
    return [("SPOTIFY_CLIENT_ID", rs(HEXL, 32), False), ("SPOTIFY_CLIENT_SECRET", rs(HEXL, 32), True)]


@vendor("Pipedrive", "eu", "x-api-token: {t}", "api.pipedrive.com")
def _v():
    return [("PIPEDRIVE_API_TOKEN", rs(HEXL, 40), True)]


@vendor("Typeform", "eu", "Authorization: Bearer {t}", "api.typeform.com")
def _v():
    return [("TYPEFORM_TOKEN", "tfp_" + rs(ALNUM, 44) + "_" + rs(ALNUM, 14), True)]


@vendor("Yandex", "eu", "Authorization: OAuth {t}", "cloud-api.yandex.net")
def _v():
    return [("YANDEX_OAUTH_TOKEN", "y0_AgAAAA" + rs(B64URL, 49), True)]


@vendor("Yandex Cloud API key", "eu", "Authorization: Api-Key {t}", "llm.api.cloud.yandex.net")
def _v():
    return [("YC_FOLDER_ID", "b1g" + rs(LOWNUM, 17), False), ("YC_API_KEY", "AQVN" + rs(B64URL, 36), True)]


@vendor("Bird (MessageBird)", "eu", "Authorization: AccessKey {t}", "rest.messagebird.com")
def _v():
    return [("MESSAGEBIRD_ACCESS_KEY", rs(ALNUM, 25), True)]


@vendor("Vonage", "eu", None, "rest.nexmo.com")
def _v():
    return [("VONAGE_API_KEY", rs(HEXL, 8), True), ("VONAGE_API_SECRET", rs(ALNUM, 16), True)]


@vendor("Brevo", "eu", "api-key: {t}", "api.brevo.com")
def _v():
    return [("BREVO_API_KEY", "xkeysib-" + rs(HEXL, 64) + "-" + rs(ALNUM, 16), True)]


@vendor("Mistral AI", "eu", "Authorization: Bearer {t}", "api.mistral.ai")
def _v():
    return [("MISTRAL_API_KEY", rs(ALNUM, 32), True)]


@vendor("SumUp", "eu", "Authorization: Bearer {t}", "api.sumup.com")
def _v():
    return [("SUMUP_API_KEY", "sup_sk_" + rs(ALNUM, 32), True)]


@vendor("Paddle", "eu", "Authorization: Bearer {t}", "api.paddle.com")
def _v():
    return [("PADDLE_API_KEY", "pdl_live_apikey_01" + rs("0123456789abcdefghjkmnpqrstvwxyz", 24) + "_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 3), True)]


@vendor("Wise", "eu", "Authorization: Bearer {t}", "api.transferwise.com")
def _v():
    return [("WISE_PROFILE_ID", rs(DIG, 8), False), ("WISE_API_TOKEN", uuid4(), True)]


# ================================================================ passwords and other secrets
EN_WORDS = ["summer", "winter", "dragon", "monkey", "sunshine", "baseball", "coffee", "tiger", "falcon",
            "rocket", "purple", "orange", "galaxy", "maple", "river", "ocean", "pizza", "chelsea", "jeju",
            "busan", "tokyo", "penguin", "thunder", "silver", "copper", "violet", "marble", "anchor",
            "lantern", "pepper", "walnut", "harbor", "meadow", "canyon", "glacier", "velvet", "cactus",
            "pickle", "mango", "bishop", "saturn", "nebula", "quartz", "willow", "cobalt", "ember"]
PHRASE_WORDS = ["correct", "horse", "battery", "staple", "purple", "monkey", "dishwasher", "lemon", "cloud",
                "bicycle", "window", "garden", "yellow", "submarine", "kitten", "paper", "rocket", "forest",
                "tuesday", "spoon", "guitar", "island", "pencil", "marble", "orbit", "velvet", "thunder",
                "noodle", "ladder", "compass", "walrus", "tangerine", "lantern", "basket", "crayon", "igloo"]
HANGUL_WORDS = ["사랑해", "안녕하세요", "고양이", "강아지", "행복", "우리집", "바다", "하늘", "비밀번호", "서울",
                "여름", "겨울", "토끼", "별빛", "봄날", "가족", "사과", "초코", "보리", "햇살", "구름", "마루",
                "두부", "호랑이", "제주도", "김치", "떡볶이", "달빛", "소나무", "우리아기"]

_CHO = "rRseEfaqQtTdwWczxvg"
_JUNG = ["k", "o", "i", "O", "j", "p", "u", "P", "h", "hk", "ho", "hl", "y", "n", "nj", "np", "nl", "b", "m", "ml", "l"]
_JONG = ["", "r", "R", "rt", "s", "sw", "sg", "e", "f", "fr", "fa", "fq", "ft", "fx", "fv", "fg", "a", "q", "qt",
         "t", "T", "d", "w", "c", "z", "x", "v", "g"]


def dubeolsik(word):
    """Hangul typed on a QWERTY keyboard with the IME off (e.g. 안녕 -> dkssud)."""
    out = []
    for ch in word:
        code = ord(ch) - 0xAC00
        if 0 <= code < 11172:
            out.append(_CHO[code // 588] + _JUNG[(code % 588) // 28] + _JONG[code % 28])
        else:
            out.append(ch)
    return "".join(out)


def leet(w):
    table = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}
    return "".join(table[c] if (c in table and chance(0.5)) else c for c in w)


def pw_human():
    w = pick(EN_WORDS)
    style = rint(0, 4)
    if style == 0:
        return w.capitalize() + str(rint(1980, 2026)) + pick("!@#$%&*?")
    if style == 1:
        return leet(w.capitalize()) + pick(["", "_", "."]) + rs(DIG, rint(2, 4)) + pick(["!", "#", "", "!!"])
    if style == 2:
        return pick(EN_WORDS).capitalize() + pick(EN_WORDS).capitalize() + rs(DIG, 2) + pick("!@#")
    if style == 3:
        return pick(["Qwer", "Asdf", "Zxcv", "Qwerty"]) + rs(DIG, 4) + pick(["!@#$", "!@", "!!", "#"]) + pick(EN_WORDS)[:3]
    return w + pick(["_", "-", "."]) + pick(["kim", "lee", "park", "choi", "jung", "han"]) + rs(DIG, 2) + pick("!?#")


def pw_passphrase():
    n = rint(3, 5)
    words = [pick(PHRASE_WORDS) for _ in range(n)]
    sep = pick(["-", " ", ".", "_", ""])
    if sep == "":
        words = [x.capitalize() for x in words]
    p = sep.join(words)
    if chance(0.5):
        p += pick(["", sep]) + str(rint(1, 99))
    return p


def pw_punct():
    n = rint(14, 24)
    core = list(rs(ALNUM, n - 5) + rs(PUNCT, 5))
    R.shuffle(core)
    return "".join(core)


def pw_korean_keyboard():
    w = dubeolsik(pick(HANGUL_WORDS))
    if len(w) < 6:
        w += dubeolsik(pick(HANGUL_WORDS))
    return w + pick(["", "!", "@", "#", "^^"]) + rs(DIG, rint(2, 4)) + pick(["", "!", "*"])


def pw_hangul():
    w = pick(HANGUL_WORDS)
    if len(w) < 4:
        w += pick(HANGUL_WORDS)
    return w + pick(["", "!", "#", "@"]) + rs(DIG, rint(3, 4)) + pick(["", "!", "^^"])


def pw_generated():
    k = dk("pw_generated", 4)
    if k == 0:
        return rs(ALNUM, rint(16, 24))
    if k == 1:
        return rand_b64_body(rint(18, 24))           # openssl rand -base64 N
    if k == 2:
        return rs(HEXL, 32)                           # openssl rand -hex 16
    return "-".join(rs(LOWNUM, 6) for _ in range(3))  # 1Password / iCloud style


PW_KINDS = [("human", pw_human), ("passphrase", pw_passphrase), ("punctuation-heavy", pw_punct),
            ("korean-keyboard", pw_korean_keyboard), ("hangul", pw_hangul), ("generated", pw_generated)]


def password(kind=None, shell_safe=False, url_safe_only=False):
    """returns (kind_label, password); every password is >= 8 characters."""
    while True:
        if kind is None:
            label, fn = dpick("pw_kinds", PW_KINDS)
        else:
            label, fn = [x for x in PW_KINDS if x[0] == kind][0]
        p = fn()
        if len(p) < 8:
            continue
        if shell_safe and any(c in p for c in " $`\\\"'!&;|<>()*?[]{}~#"):
            continue
        if url_safe_only and pct(p) != p:
            continue
        return label, p


def pin8():
    return rs(DIG, 8)


def bitlocker_key():
    return "-".join(rs(DIG, 6) for _ in range(8))


def totp_seed():
    return rs(B32, pick([16, 32]))


def recovery_codes():
    k = dk("recovery_codes", 4)
    n = rint(4, 8)
    if k == 0:
        return "GitHub", [rs(HEXL, 5) + "-" + rs(HEXL, 5) for _ in range(n)]
    if k == 1:
        return "Google", [rs(DIG, 4) + " " + rs(DIG, 4) for _ in range(n)]
    if k == 2:
        return pick(["Atlassian", "Slack", "Notion", "Naver", "Kakao"]), [rs(UPNUM, 4) + "-" + rs(UPNUM, 4) for _ in range(n)]
    return pick(["Microsoft", "Bitwarden"]), ["-".join(rs(UPNUM, 5) for _ in range(5)) for _ in range(min(n, 4))]


def jwt(payload_obj, alg="HS256", kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr = {"alg": alg, "kid": kid, "typ": "JWT"}
    h = b64txt(json.dumps(hdr, separators=(",", ":")), url=True, pad=False)
    p = b64txt(json.dumps(payload_obj, separators=(",", ":"), ensure_ascii=False), url=True, pad=False)
    sig = rs(B64URL, 43 if alg.startswith("HS") else 342)
    return h + "." + p + "." + sig


def jwt_user():
    iat = rint(1735689600, 1764000000)
    obj = {"sub": pick([str(rint(1000, 99999)), uuid4(), "user_" + rs(LOWNUM, 10)]),
           "iat": iat, "exp": iat + pick([900, 3600, 86400, 604800])}
    if chance(0.6):
        obj["role"] = pick(["admin", "user", "service", "ops"])
    if chance(0.4):
        obj["email"] = pick(["kim.dev", "ops", "minsu", "a.suzuki", "lena"]) + "@example.com"
    return jwt(obj, alg=pick(["HS256", "HS256", "RS256"]), kid=rs(B64URL, 12) if chance(0.4) else None)


def supabase_service_jwt():
    iat = rint(1700000000, 1760000000)
    return jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": iat, "exp": iat + 315360000})


def session_cookie():
    k = dk("session_cookie", 6)
    if k == 0:
        return "sessionid", rs(LOWNUM, 32)
    if k == 1:
        return "PHPSESSID", rs("abcdefghijklmnopqrstuv0123456789", 26)
    if k == 2:
        return "connect.sid", "s%3A" + rs(B64URL, 32) + "." + rand_b64_body(32, pad=False).replace("/", "%2F").replace("+", "%2B")
    if k == 3:
        return "_app_session", rand_b64_body(rint(120, 180), pad=False).replace("/", "%2F").replace("+", "%2B") + "--" + rs(HEXL, 40)
    if k == 4:
        return "JSESSIONID", rs(HEXU, 32)
    return "laravel_session", b64txt('{"iv":"%s","value":"%s","mac":"%s","tag":""}' % (
        rand_b64_body(16), rand_b64_body(48), rs(HEXL, 64)), pad=True).replace("=", "%3D")


def wrap(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def pem_lines(kind=None):
    """returns (label, begin, end, body_lines, truncated_flag)."""
    kind = kind or pick(["ec", "ed25519-pkcs8", "openssh", "rsa", "rsa-pkcs8"])
    if kind == "ec":
        der = b"\x30\x77\x02\x01\x01\x04\x20" + rbytes(32) + \
              b"\xa0\x0a\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\xa1\x44\x03\x42\x00\x04" + rbytes(64)
        return "EC P-256", "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----", wrap(b64s(der), 64), False
    if kind == "ed25519-pkcs8":
        der = b"\x30\x2e\x02\x01\x00\x30\x05\x06\x03\x2b\x65\x70\x04\x22\x04\x20" + rbytes(32)
        return "Ed25519 PKCS#8", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", wrap(b64s(der), 64), False
    if kind == "openssh":
        def sstr(b):
            return len(b).to_bytes(4, "big") + b
        while True:
            pk = rbytes(32)
            comment = (pick(["deploy", "ci", "minsu", "jenkins", "backup", "ubuntu"]) + "@" +
                       pick(["bastion", "build-01", "laptop", "gw", "ci-runner"])).encode()
            pub = sstr(b"ssh-ed25519") + sstr(pk)
            chk = rbytes(4)
            priv = chk + chk + sstr(b"ssh-ed25519") + sstr(pk) + sstr(rbytes(32) + pk) + sstr(comment)
            i = 1
            while len(priv) % 8:
                priv += bytes([i])
                i += 1
            blob = (b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") +
                    (1).to_bytes(4, "big") + sstr(pub) + sstr(priv))
            lines = wrap(b64s(blob), 70)
            if len(lines[-1]) >= 8:
                return "OpenSSH ed25519", "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----", lines, False
    if kind == "rsa":
        body = b64s(b"\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(rint(200, 320)))
        lines = wrap(body, 64)
        lines = [x for x in lines if len(x) == 64][:rint(3, 5)]
        return "RSA PKCS#1 (partial paste)", "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----", lines, True
    body = b64s(b"\x30\x82\x04\xbe\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x04\x82\x04\xa8\x30\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + rbytes(rint(200, 320)))
    lines = [x for x in wrap(body, 64) if len(x) == 64][:rint(3, 5)]
    return "RSA PKCS#8 (partial paste)", "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----", lines, True


# ================================================================ containers
def k_lower(k):
    return k.lower()


def k_camel(k):
    parts = k.lower().split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def k_pascal(k):
    return "".join(p[:1].upper() + p[1:] for p in k.lower().split("_"))


def k_kebab(k):
    return k.lower().replace("_", "-")


def k_dot(k):
    return k.lower().replace("_", ".")


NEIGHBOR_POOL = [("LOG_LEVEL", ["debug", "info", "warn"]), ("TIMEOUT_MS", ["3000", "5000", "15000"]),
                 ("RETRY_COUNT", ["3", "5"]), ("APP_ENV", ["staging", "production", "dev"]),
                 ("PORT", ["8080", "3000", "8443"]), ("FEATURE_NEW_CHECKOUT", ["true", "false"]),
                 ("TZ", ["Asia/Seoul", "UTC", "Asia/Tokyo"]), ("WORKERS", ["2", "4", "8"]),
                 ("CACHE_TTL", ["60", "300", "600"]), ("API_BASE_URL", ["https://api.internal/v2", "http://localhost:8080"]),
                 ("SENTRY_ENVIRONMENT", ["staging", "prod"]), ("MAX_UPLOAD_MB", ["20", "50"]),
                 ("NODE_ENV", ["production", "development"]), ("QUEUE_NAME", ["jobs-default", "mail-high"])]


def neighbors(n):
    return [(k, pick(v)) for k, v in sample(NEIGHBOR_POOL, n)]


def mix(secret_pairs, n_extra=None):
    """secret pairs in order, non-secret neighbors spliced at random positions (start/middle/end)."""
    n_extra = rint(0, 3) if n_extra is None else n_extra
    out = list(secret_pairs)
    for kv in neighbors(n_extra):
        out.insert(rint(0, len(out)), kv)
    return out


def needs_quotes(v):
    return any(c in v for c in " #:{}[],&*!|>'\"%@`$;<=?\\") or v[:1] in "-?0123456789"


def yq(v):
    return '"%s"' % v if needs_quotes(v) else v


def shq(v):
    if any(c in v for c in "$`\\\"!"):
        return "'%s'" % v
    if any(c in v for c in " #&;|<>()*?[]{}~'"):
        return '"%s"' % v
    return v if chance(0.5) else '"%s"' % v


def jq(v):
    return json.dumps(v, ensure_ascii=False)


def xml_ok(pairs):
    return all(not any(c in v for c in "&<>\"") for _, v in pairs)


def c_dotenv(pairs, ctx):
    q = chance(0.3)
    lines = ["%s=%s" % (k, ('"%s"' % v) if (q or " " in v or "#" in v) else v) for k, v in pairs]
    if chance(0.4):
        lines.insert(0, "# %s %s" % (ctx["svc"], ctx["env"]))
    return "\n".join(lines), pick([".env", ".env.%s" % ctx["env"], ".env.local", "deploy/.env"])


def c_export(pairs, ctx):
    return "\n".join("export %s=%s" % (k, shq(v)) for k, v in pairs), pick(["~/.bashrc", "~/.zshrc", "scripts/env.sh", "setenv.sh"])


def c_fish(pairs, ctx):
    return "\n".join("set -gx %s %s" % (k, shq(v)) for k, v in pairs), "~/.config/fish/config.fish"


def c_powershell(pairs, ctx):
    return "\n".join('$env:%s = "%s"' % (k, v) if "$" not in v and "`" not in v else "$env:%s = '%s'" % (k, v)
                     for k, v in pairs), "PowerShell profile"


def c_cmd(pairs, ctx):
    if any(any(c in v for c in "&|<>^%") for _, v in pairs):
        return None
    return "\n".join("set %s=%s" % (k, v) for k, v in pairs), "run_local.bat"


def c_yaml(pairs, ctx):
    top = ctx["svc"].replace("-", "_")
    body = "\n".join("  %s: %s" % (k_lower(k), yq(v)) for k, v in pairs)
    return "%s:\n%s" % (top, body), pick(["config/%s.yaml" % ctx["env"], "application.yml", "settings.yaml", "values.yaml"])


def c_json(pairs, ctx):
    inner = ",\n".join('    %s: %s' % (jq(k_camel(k)), jq(v)) for k, v in pairs)
    return '{\n  %s: {\n%s\n  }\n}' % (jq(k_pascal(ctx["svc"].replace("-", "_"))), inner), pick(["appsettings.json", "config.json", "secrets.local.json"])


def c_toml(pairs, ctx):
    body = "\n".join('%s = %s' % (k_lower(k), jq(v)) for k, v in pairs)
    return "[%s]\n%s" % (ctx["svc"].replace("-", "_"), body), pick(["config.toml", "Settings.toml", ".streamlit/secrets.toml"])


def c_ini(pairs, ctx):
    body = "\n".join('%s = %s' % (k_lower(k), v) for k, v in pairs)
    return "[%s]\n%s" % (ctx["env"], body), pick(["settings.ini", "app.cfg", "config.ini", "setup.cfg"])


def c_properties(pairs, ctx):
    pre = ctx["svc"].replace("-", ".")
    return "\n".join("%s.%s=%s" % (pre, k_kebab(k), v) for k, v in pairs), pick(["application-%s.properties" % ctx["env"], "gradle.properties", "local.properties"])


def c_xml(pairs, ctx):
    if not xml_ok(pairs):
        return None
    if chance(0.5):
        body = "\n".join('    <add key="%s" value="%s" />' % (k_pascal(k), v) for k, v in pairs)
        return "<appSettings>\n%s\n</appSettings>" % body, "Web.config"
    body = "\n".join("    <%s>%s</%s>" % (k_camel(k), v, k_camel(k)) for k, v in pairs)
    return "<config>\n  <%s>\n%s\n  </%s>\n</config>" % (ctx["env"], body, ctx["env"]), "config.xml"


def c_k8s_secret(pairs, ctx):
    body = "\n".join("  %s: %s" % (k, yq(v) if not chance(0.5) else jq(v)) for k, v in pairs)
    return ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-secrets\n  namespace: %s\ntype: Opaque\nstringData:\n%s"
            % (ctx["svc"], ctx["env"], body)), "k8s/%s-secret.yaml" % ctx["svc"]


def c_k8s_env(pairs, ctx):
    body = "\n".join("            - name: %s\n              value: %s" % (k, jq(v)) for k, v in pairs)
    return ("      containers:\n        - name: %s\n          image: registry.internal/%s:%s\n          env:\n%s"
            % (ctx["svc"], ctx["svc"], pick(["1.4.2", "2025.06.1", "latest"]), body)), "deployment.yaml"


def c_compose(pairs, ctx):
    body = "\n".join("      %s: %s" % (k, yq(v)) for k, v in pairs)
    return ("services:\n  %s:\n    image: %s:latest\n    environment:\n%s" % (ctx["svc"], ctx["svc"], body)), "docker-compose.yml"


def c_dockerfile(pairs, ctx):
    base = pick(["python:3.12-slim", "node:20-alpine", "eclipse-temurin:21-jre", "golang:1.22"])
    kw = pick(["ENV", "ARG"])
    body = "\n".join("%s %s=%s" % (kw, k, ('"%s"' % v) if needs_quotes(v) else v) for k, v in pairs)
    return "FROM %s\n%s\nCOPY . /app" % (base, body), "Dockerfile"


def c_gha(pairs, ctx):
    body = "\n".join("      %s: %s" % (k, yq(v)) for k, v in pairs)
    return ("jobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n%s\n    steps:\n      - uses: actions/checkout@v4" % body), ".github/workflows/deploy.yml"


def c_gitlab(pairs, ctx):
    body = "\n".join("  %s: %s" % (k, yq(v)) for k, v in pairs)
    return "variables:\n%s\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh %s" % (body, ctx["env"]), ".gitlab-ci.yml"


def c_jenkins(pairs, ctx):
    if any("'" in v or "$" in v or "\\" in v for _, v in pairs):
        return None
    body = "\n".join("        %s = '%s'" % (k, v) for k, v in pairs)
    return "pipeline {\n    agent any\n    environment {\n%s\n    }\n    stages { stage('Deploy') { steps { sh './deploy.sh' } } }\n}" % body, "Jenkinsfile"


def c_terraform(pairs, ctx):
    if chance(0.5):
        return "\n".join('%s = %s' % (k_lower(k), jq(v)) for k, v in pairs), pick(["terraform.tfvars", "%s.auto.tfvars" % ctx["env"]])
    body = "\n".join('  %s = %s' % (k_lower(k), jq(v)) for k, v in pairs)
    return 'module "%s" {\n  source = "./modules/app"\n%s\n}' % (ctx["svc"].replace("-", "_"), body), "main.tf"


def c_python(pairs, ctx):
    k = dk("c_python", 3)
    if k == 0:
        body = "\n".join('os.environ.setdefault(%s, %s)' % (jq(k), jq(v)) for k, v in pairs)
        return "import os\n\n%s" % body, "settings.py"
    if k == 1:
        body = "\n".join('%s = %s' % (kk, jq(v)) for kk, v in pairs)
        return "# %s/config.py\n%s" % (ctx["svc"].replace("-", "_"), body), "config.py"
    args = ", ".join("%s=%s" % (k_lower(kk), jq(v)) for kk, v in pairs)
    return "client = Client(%s)\nresp = client.ping()" % args, "main.py"


def c_js(pairs, ctx):
    if chance(0.5):
        body = "\n".join("const %s = process.env.%s ?? %s;" % (k_camel(k), k, jq(v)) for k, v in pairs)
        return body, pick(["src/config.ts", "config.js"])
    body = ",\n".join("  %s: %s" % (k_camel(k), jq(v)) for k, v in pairs)
    return "export default {\n%s\n};" % body, pick(["config/default.js", "nuxt.config.ts"])


def c_go(pairs, ctx):
    body = "\n".join("\t%s = %s" % (k_camel(k), jq(v)) for k, v in pairs)
    return "const (\n%s\n)" % body, "internal/config/config.go"


def c_java(pairs, ctx):
    body = "\n".join("    private static final String %s = %s;" % (k, jq(v)) for k, v in pairs)
    return "public class %sConfig {\n%s\n}" % (k_pascal(ctx["svc"].replace("-", "_")), body), "Config.java"


def c_kotlin(pairs, ctx):
    body = "\n".join("    const val %s = %s" % (k, jq(v)) for k, v in pairs if "$" not in v)
    if len(body.splitlines()) != len(pairs):
        return None
    return "object Secrets {\n%s\n}" % body, "Secrets.kt"


def c_ruby(pairs, ctx):
    body = "\n".join("ENV[%s] ||= %s" % (jq(k), "'%s'" % v if "'" not in v else jq(v)) for k, v in pairs)
    return body, pick(["config/initializers/env.rb", "spec/spec_helper.rb"])


def c_php(pairs, ctx):
    if any("'" in v for _, v in pairs):
        return None
    body = "\n".join("    '%s' => '%s'," % (k_lower(k), v) for k, v in pairs)
    return "<?php\nreturn [\n%s\n];" % body, "config/services.php"


def c_csharp(pairs, ctx):
    body = "\n".join('builder.Configuration["%s"] = %s;' % (k_pascal(k), jq(v)) for k, v in pairs)
    return body, "Program.cs"


def c_rust(pairs, ctx):
    body = "\n".join('pub const %s: &str = %s;' % (k, jq(v)) for k, v in pairs)
    return body, "src/config.rs"


def c_swift(pairs, ctx):
    if any("\\" in v for _, v in pairs):
        return None
    body = "\n".join('    static let %s = %s' % (k_camel(k), jq(v)) for k, v in pairs)
    return "enum Keys {\n%s\n}" % body, "Keys.swift"


def c_systemd(pairs, ctx):
    if any('"' in v or "%" in v for _, v in pairs):
        return None
    body = "\n".join('Environment="%s=%s"' % (k, v) for k, v in pairs)
    return "[Service]\n%s\nExecStart=/opt/%s/bin/start" % (body, ctx["svc"]), "/etc/systemd/system/%s.service" % ctx["svc"]


def c_helm(pairs, ctx):
    body = "\n".join("    %s: %s" % (k_camel(k), yq(v)) for k, v in pairs)
    return "%s:\n  secrets:\n%s" % (k_camel(ctx["svc"].replace("-", "_")), body), "helm/values-%s.yaml" % ctx["env"]


def c_ansible(pairs, ctx):
    body = "\n".join("%s_%s: %s" % (ctx["svc"].replace("-", "_"), k_lower(k), yq(v)) for k, v in pairs)
    return "---\n%s" % body, "group_vars/%s/vars.yml" % ctx["env"]


def c_jsonlog(pairs, ctx):
    obj = {"ts": rts(), "level": "debug", "svc": ctx["svc"], "msg": "loaded config"}
    for k, v in pairs:
        obj[k_lower(k)] = v
    return json.dumps(obj, ensure_ascii=False), "app log"


def c_table(pairs, ctx):
    rows = "\n".join("| %s | `%s` |" % (k, v) for k, v in pairs if "|" not in v)
    if len(rows.splitlines()) != len(pairs):
        return None
    return "| key | value |\n|---|---|\n%s" % rows, "README table"


def c_makefile(pairs, ctx):
    if any("$" in v or "#" in v for _, v in pairs):
        return None
    body = "\n".join("%s ?= %s" % (k, v) for k, v in pairs)
    return "%s\n\ndeploy:\n\t./scripts/deploy.sh $(APP_ENV)" % body, "Makefile"


def c_vscode(pairs, ctx):
    inner = ",\n".join("        %s: %s" % (jq(k), jq(v)) for k, v in pairs)
    return '{\n  "name": "Debug %s",\n  "type": "node",\n  "env": {\n%s\n  }\n}' % (ctx["svc"], inner), ".vscode/launch.json"


def c_crontab(pairs, ctx):
    if any(" " in v or "%" in v for _, v in pairs):
        return None
    body = "\n".join("%s=%s" % (k, v) for k, v in pairs)
    return "%s\n*/10 * * * * /opt/%s/run.sh >> /var/log/%s.log 2>&1" % (body, ctx["svc"], ctx["svc"]), "crontab -l"


CONTAINERS = [("dotenv", c_dotenv), ("shell export", c_export), ("fish", c_fish), ("PowerShell", c_powershell),
              ("cmd set", c_cmd), ("YAML", c_yaml), ("JSON", c_json), ("TOML", c_toml), ("INI", c_ini),
              ("properties", c_properties), ("XML", c_xml), ("k8s Secret stringData", c_k8s_secret),
              ("k8s Deployment env", c_k8s_env), ("docker-compose", c_compose), ("Dockerfile", c_dockerfile),
              ("GitHub Actions", c_gha), ("GitLab CI", c_gitlab), ("Jenkinsfile", c_jenkins),
              ("Terraform", c_terraform), ("Python", c_python), ("JS/TS", c_js), ("Go", c_go), ("Java", c_java),
              ("Kotlin", c_kotlin), ("Ruby", c_ruby), ("PHP", c_php), ("C#", c_csharp), ("Rust", c_rust),
              ("Swift", c_swift), ("systemd unit", c_systemd), ("Helm values", c_helm), ("Ansible vars", c_ansible),
              ("JSON log line", c_jsonlog), ("markdown table", c_table), ("Makefile", c_makefile),
              ("VS Code launch.json", c_vscode), ("crontab", c_crontab)]


def render(pairs, ctx, name=None):
    """render pairs in a random (or named) container; returns (container_name, snippet, file_label)."""
    while True:
        cname, fn = (dpick("containers", CONTAINERS) if name is None else [c for c in CONTAINERS if c[0] == name][0])
        res = fn(pairs, ctx)
        if res is not None:
            return cname, res[0], res[1]
        name = None


# ================================================================ context pools
SERVICES = ["billing-api", "order-service", "auth-gateway", "notification-worker", "search-indexer",
            "payments-batch", "admin-web", "report-cron", "media-uploader", "chat-backend", "settlement-job",
            "crm-sync", "mobile-bff", "data-pipeline", "webhook-relay", "coupon-service", "inventory-api",
            "delivery-tracker", "point-ledger", "review-moderator"]
ENVS = ["staging", "prod", "dev", "qa", "sandbox", "preprod"]
PEOPLE_EN = ["Priya", "Marco", "Dana", "Tom", "Alex", "Lena", "Sam", "Jordan", "Chen", "Yuki", "Omar", "Sofia"]
PEOPLE_KO = ["민수", "지은", "서연", "현우", "도윤", "하은", "준호", "유진", "수빈", "태희", "성민", "예린"]
DB_USERS = ["app", "app_user", "deploy", "svc_batch", "admin", "readonly", "etl", "jenkins", "grafana", "root",
            "postgres", "sa", "ci_bot", "report", "backup"]
DOMAINS = ["internal", "corp.local", "svc.cluster.local", "example.com", "acme.io", "dev.example.net"]


def host(kind=None):
    kind = kind or pick(["db", "pg", "mysql", "redis", "mq", "es", "mongo", "api", "gw", "nas", "ldap", "smtp"])
    return "%s-%02d.%s" % (kind, rint(1, 12), pick(DOMAINS))


def new_ctx(lang):
    return {"svc": pick(SERVICES), "env": pick(ENVS),
            "person": pick(PEOPLE_EN) if lang == "en" else pick(PEOPLE_KO),
            "host": host(), "lang": lang}


def fmt(template, ctx, **kw):
    d = dict(ctx)
    d.update(kw)
    return template.format(**d)


# ---------------------------------------------------------------- generic framing banks
BANK = {
    "en": {
        "intro": [
            "Deploying {svc} to {env} failed with 401 from {what_short}. The {file} on the box looked like this:",
            "The user asked me to fix the {what_short} integration in {svc} and pasted their {file}:",
            "I couldn't tell which credentials {svc} was supposed to use in {env}. Current {file}:",
            "{person} said the {env} build broke after the config move. Relevant part of {file}:",
            "CI for {svc} started failing on the {what_short} step; I dumped {file} to compare with {env}:",
            "While migrating {svc} to the new cluster I copied the settings from {file}:",
            "Local run of {svc} worked but {env} did not. Diffing configs, the {env} {file} has:",
            "Nobody told me {svc} keeps its {what} in {file} rather than the secret store. It contains:",
            "Task: rotate nothing, just make {svc} start again in {env}. Found this in {file}:",
            "The health check of {svc} on {host} kept failing auth. From {file}:",
        ],
        "outro": [
            "I assumed these were sandbox values and wasted an hour on the wrong account.",
            "Nothing in the repo said which environment this file belongs to.",
            "The running pod had an older copy of this file.",
            "The values were correct; the loader just never read this file.",
            "",
            "",
        ],
        "lesson": [
            "Credentials for {env} live in {file}, not in the repo defaults; check that file first when {svc} gets 401/403.",
            "The {what} is shared by several services; changing it breaks all of them, so coordinate with {person} first.",
            "{svc} reads credentials only at startup, so restart it after editing {file}.",
            "Sandbox and live credentials look alike; confirm the account in the provider console before blaming the code.",
            "The loader picks {file} only when APP_ENV={env}; with any other value it silently falls back to defaults.",
            "Quoting matters: the value broke when the YAML parser treated special characters as syntax.",
            "Do not debug auth by printing the config; the 401 came from the proxy, not from {svc}.",
            "When {svc} returns 401 right after deploy, check that the {what} was not truncated by the copy/paste.",
        ],
        "lead": [
            "Working config for {env} ({file}):",
            "Fixed it by putting the right values into {file}:",
            "This is what finally worked:",
            "For the record, the {env} values that {svc} needs:",
            "Config that passes the smoke test on {env}:",
        ],
        "tail": [
            "Restart {svc} after changing it.",
            "The smoke test passed after this change.",
            "Keep this out of the public repo.",
            "",
        ],
        "ask": [
            "Which account should {svc} use in {env}?",
            "Is {file} the source of truth for {env}, or is there a secret manager?",
            "Should I rotate the {what} after this session?",
            "Who owns the {what_short} account for {env}?",
            "Do you want the {env} config moved into the secret store?",
            "",
        ],
        "ask_s": [
            "Is {s} still valid for {env}, or was it rotated?",
            "Can I keep using {s} for local tests of {svc}?",
            "Should {svc} in {env} keep {s}, or do you have a new one?",
            "Is {s} the {what} for {env} or for another environment?",
        ],
    },
    "ko": {
        "intro": [
            "{env} 환경에 {svc} 배포하다가 {what_short} 쪽에서 401이 떨어짐. 서버에 있던 {file} 내용:",
            "사용자가 {svc}의 {what_short} 연동 수정을 요청하면서 {file} 붙여줌:",
            "{svc}가 {env}에서 어떤 자격 증명을 써야 하는지 몰랐음. 현재 {file}:",
            "{person} 님이 설정 이전 후 {env} 빌드가 깨졌다고 함. {file} 해당 부분:",
            "CI에서 {svc}의 {what_short} 단계가 계속 실패해서 {file} 덤프 떠서 {env}와 비교함:",
            "{svc}를 새 클러스터로 옮기면서 {file}에 있던 설정을 그대로 가져옴:",
            "로컬에서는 {svc}가 잘 뜨는데 {env}에서만 안 됨. {env}의 {file}:",
            "{svc}가 {what} 값을 시크릿 저장소가 아니라 {file}에서 읽는다는 걸 몰랐음. 내용:",
            "요청은 {env}에서 {svc} 다시 뜨게 하는 것뿐이었음. {file}에서 발견한 설정:",
            "{host}에서 {svc} 헬스체크가 계속 인증 실패. {file} 일부:",
        ],
        "outro": [
            "샌드박스 값인 줄 알고 엉뚱한 계정을 한참 들여다봄.",
            "이 파일이 어느 환경용인지 repo 어디에도 안 적혀 있었음.",
            "실행 중인 파드에는 이 파일의 예전 버전이 들어가 있었음.",
            "값 자체는 맞았고, 로더가 이 파일을 아예 안 읽고 있었음.",
            "",
            "",
        ],
        "lesson": [
            "{env}용 자격 증명은 repo 기본값이 아니라 {file}에 있음. {svc}가 401/403 나면 이 파일부터 볼 것.",
            "{what}는 여러 서비스가 같이 씀. 바꾸면 전부 깨지니까 {person} 님과 먼저 조율할 것.",
            "{svc}는 기동 시에만 자격 증명을 읽으므로 {file} 수정 후 반드시 재시작.",
            "샌드박스/라이브 값이 비슷하게 생겼음. 코드 탓하기 전에 콘솔에서 계정부터 확인.",
            "APP_ENV={env}일 때만 {file} 파일을 읽고, 다른 값이면 조용히 기본값으로 떨어짐.",
            "따옴표 처리 주의: 특수문자 때문에 YAML 파서가 값을 잘라먹었음.",
            "설정을 print해서 인증 문제를 디버깅하지 말 것. 401은 {svc}가 아니라 프록시에서 난 것이었음.",
            "배포 직후 401이면 복붙하다 {what}가 잘렸는지부터 확인.",
        ],
        "lead": [
            "{env}에서 동작하는 설정 ({file}):",
            "{file}에 올바른 값 넣어서 해결:",
            "최종적으로 동작한 설정:",
            "기록용, {svc}가 {env}에서 필요로 하는 값:",
            "{env} 스모크 테스트 통과한 설정:",
        ],
        "tail": [
            "변경 후 {svc} 재시작 필요.",
            "이 변경 후 스모크 테스트 통과.",
            "공개 repo에는 올리지 말 것.",
            "",
        ],
        "ask": [
            "{env}에서 {svc}가 쓸 계정이 어느 쪽인가요?",
            "{env} 기준 원본 설정이 {file}인가요, 아니면 별도 시크릿 매니저가 있나요?",
            "이번 작업 끝나면 {what} 교체할까요?",
            "{env}의 {what_short} 계정 담당자가 누구인가요?",
            "{env} 설정을 시크릿 저장소로 옮길까요?",
            "",
        ],
        "ask_s": [
            "{s} 아직 {env}에서 유효한가요, 아니면 교체됐나요?",
            "{svc} 로컬 테스트에 {s} 계속 써도 되나요?",
            "{env}의 {svc}는 {s} 그대로 두면 되나요, 새 값이 있나요?",
            "{s} 이거 {env}용 {what}인가요, 다른 환경 것인가요?",
        ],
    },
}


def join_nonempty(parts, sep="\n"):
    return sep.join(p for p in parts if p)


def frame(lang, ctx, snip, secrets, what, what_short, file_label, p_ask_secret=0.2):
    """place a snippet into the three fields at a random position; returns fields dict."""
    b = BANK[lang]
    kw = {"what": what, "what_short": what_short, "file": file_label}
    place = pick(["mc_end", "mc_end", "mc_start", "mc_mid", "lesson_end", "lesson_mid", "lesson_start", "both"])
    intro = fmt(pick(b["intro"]), ctx, **kw)
    outro = fmt(pick(b["outro"]), ctx, **kw)
    lesson = fmt(pick(b["lesson"]), ctx, **kw)
    lead = fmt(pick(b["lead"]), ctx, **kw)
    tail = fmt(pick(b["tail"]), ctx, **kw)
    if place == "mc_end":
        mc = intro + "\n" + snip
        ls = lesson
    elif place == "mc_start":
        mc = join_nonempty([snip, "^ " + (outro or intro)])
        ls = lesson
    elif place == "mc_mid":
        mc = join_nonempty([intro, snip, outro])
        ls = lesson
    elif place == "lesson_end":
        mc = join_nonempty([intro.rstrip(":") + ".", outro], " ")
        ls = join_nonempty([lesson, lead, snip])
    elif place == "lesson_mid":
        mc = join_nonempty([intro.rstrip(":") + ".", outro], " ")
        ls = join_nonempty([lead, snip, tail, lesson])
    elif place == "lesson_start":
        mc = join_nonempty([intro.rstrip(":") + ".", outro], " ")
        ls = join_nonempty([snip, lesson])
    else:
        mc = intro + "\n" + snip
        ls = join_nonempty([lesson, lead, snip])
    ask = fmt(pick(b["ask"]), ctx, **kw)
    if secrets and chance(p_ask_secret):
        s = min(secrets, key=len) if chance(0.5) else pick(secrets)
        if utf8len(s) < 300:
            ask = fmt(pick(b["ask_s"]), ctx, s=s, **kw)
    return {"missing_context": mc, "lesson": ls, "ask_next_time": ask}


# ================================================================ validation
MAX_BYTES = {"missing_context": 1024, "lesson": 1024, "ask_next_time": 512}


def _mask(text, secrets, marker):
    covered = [False] * len(text)
    for s in secrets:
        start = 0
        while True:
            i = text.find(s, start)
            if i < 0:
                break
            for j in range(i, i + len(s)):
                covered[j] = True
            start = i + 1
    out, prev = [], False
    for ch, cov in zip(text, covered):
        if cov:
            if not prev:
                out.append(marker)
        else:
            out.append(ch)
        prev = cov
    return "".join(out)


def fields_ok(fields):
    if list(fields.keys()) != ["missing_context", "lesson", "ask_next_time"]:
        return False
    for k, lim in MAX_BYTES.items():
        v = fields[k]
        if not isinstance(v, str) or utf8len(v) > lim:
            return False
    return bool(fields["missing_context"].strip()) and bool(fields["lesson"].strip())


def window_rule_ok(fields, secrets):
    """FORMAT.txt: every secret >= 8 chars and verbatim in the fields; no 8-char window of any
    secret anywhere in the fields outside the occurrences of the secrets themselves."""
    if not secrets:
        return False
    texts = list(fields.values())
    for s in secrets:
        if len(s) < 8 or not any(s in t for t in texts):
            return False
    for marker in ("\x00", "[REDACTED]"):
        rest = [_mask(t, secrets, marker) for t in texts]
        for s in secrets:
            for i in range(len(s) - 7):
                w = s[i:i + 8]
                if any(w in t for t in rest):
                    return False
    return True


def dedupe(seq):
    out = []
    for x in seq:
        if x not in out:
            out.append(x)
    return out


# ================================================================ SECRET scenarios
# each returns (category, fields, secrets, meta); meta = {"vendors": [...]}

def vparts(v):
    fl = v["fields"]()
    sec = [(k, val) for k, val, s in fl if s]
    non = [(k, val) for k, val, s in fl if not s]
    return fl, sec, non


BRAND_CUT = [" IAM", " STS", " classic", " fine-grained", " App/OAuth", " PAT", " runner", " app password",
             " API key", " API token", " bot token", " user token", " app-level", " secret key", " webhook secret",
             " OAuth", " Storage account", " AD client", " auth token", " service account", " access token",
             " global API", " Messaging API", " Notify", " Official Account", " REST API", " Admin key",
             " Cloud Messaging", " admin key", " secret token", " service key", " Object Storage", " bearer token",
             " server key", " (", " app", " API"]


def brand(v):
    n = v["name"]
    cut = len(n)
    for c in BRAND_CUT:
        i = n.find(c)
        if 0 < i < cut:
            cut = i
    return n[:cut]


def what_for(v, lang):
    b = brand(v)
    if lang == "en":
        return "%s key" % b, b
    return "%s 키" % b, b


def s_vendor_config(lang, st):
    v = st["vendor"]
    ctx = new_ctx(lang)
    fl, sec, non = vparts(v)
    pairs = mix([(k, val) for k, val, s in fl])
    cname, snip, flabel = render(pairs, ctx)
    secrets = [val for _, val in sec]
    what, short = what_for(v, lang)
    fields = frame(lang, ctx, snip, secrets, what, short, flabel)
    return "vendor token in config: %s / %s" % (v["name"], cname), fields, secrets, {"vendors": [v["name"]]}


INLINE_EN = [
    ("mc", "The {vendor} value that actually works for {env} is {val}; the one on the wiki page was revoked last month."),
    ("mc", "{person} pasted {val} in the ticket as the {vendor} credential for {svc}, and I used it without asking which environment it was for."),
    ("lesson", "{svc} on {env} authenticates to {vendor} with {val}. The older value in the wiki is dead, so do not copy from there."),
    ("lesson", "Setting {key} to {val} fixed the 401 from {vendor}; the variable name has to match exactly, {svc} ignores lowercase."),
    ("mc", "I tried the {vendor} call with {val} (copied from the old runbook) and got 403 because it belongs to the sandbox project."),
    ("lesson", "Remember: {key}={val} is only valid in {env}; the {vendor} dashboard shows a separate value for the other environments."),
]
INLINE_KO = [
    ("mc", "{env}에서 실제로 되는 {vendor} 값은 {val} 이고, 위키에 있던 건 지난달에 폐기됨."),
    ("mc", "{person} 님이 티켓에 {svc}용 {vendor} 자격 증명이라고 {val} 붙여줬는데, 어느 환경용인지 안 묻고 그냥 씀."),
    ("lesson", "{env}의 {svc}는 {vendor} 인증에 {val} 사용함. 위키의 예전 값은 죽은 값이니 거기서 복사하지 말 것."),
    ("lesson", "{key}를 {val}로 설정하니 {vendor} 401 해결됨. 변수 이름 대소문자까지 정확히 맞아야 {svc}가 읽음."),
    ("mc", "예전 런북에서 복사한 {val}로 {vendor} 호출해봤는데 샌드박스 프로젝트 키라서 403 남."),
    ("lesson", "{key}={val} 는 {env}에서만 유효함. 다른 환경은 {vendor} 대시보드에 별도 값이 있음."),
]
INLINE_REST = {
    "en": {"mc": ["Task was to get the {vendor} sync of {svc} working again on {env}.",
                  "The {svc} job kept failing at the {vendor} step and nobody knew which credential it used."],
           "lesson": ["Check which {vendor} project the credential belongs to before debugging code.",
                      "Credentials for {vendor} differ per environment; {svc} reads them at startup only."],
           "ask": ["Which {vendor} project should {svc} use on {env}?", "Should I ask {person} to rotate the {vendor} credential?", ""]},
    "ko": {"mc": ["{env}에서 {svc}의 {vendor} 동기화를 다시 살리는 작업이었음.",
                  "{svc} 잡이 계속 {vendor} 단계에서 실패했고 어떤 자격 증명을 쓰는지 아무도 몰랐음."],
           "lesson": ["코드 디버깅 전에 자격 증명이 어느 {vendor} 프로젝트 것인지부터 확인할 것.",
                      "{vendor} 자격 증명은 환경마다 다르고 {svc}는 기동 시에만 읽음."],
           "ask": ["{env}에서 {svc}가 써야 할 {vendor} 프로젝트가 어느 건가요?", "{person} 님께 {vendor} 키 교체 요청할까요?", ""]},
}


def s_vendor_inline(lang, st):
    v = st["vendor"]
    ctx = new_ctx(lang)
    fl, sec, non = vparts(v)
    if lang == "en":
        val = " and ".join("%s %s" % (k, x) for k, x in sec) if len(sec) > 1 else sec[0][1]
    else:
        val = ", ".join("%s %s" % (k, x) for k, x in sec) if len(sec) > 1 else sec[0][1]
    while True:
        where, tpl = pick(INLINE_EN if lang == "en" else INLINE_KO)
        if len(sec) == 1 or "{key}" not in tpl:
            break
    sent = fmt(tpl, ctx, vendor=brand(v), val=val, key=sec[0][0])
    rest = INLINE_REST[lang]
    other_mc = fmt(pick(rest["mc"]), ctx, vendor=brand(v))
    other_ls = fmt(pick(rest["lesson"]), ctx, vendor=brand(v))
    if where == "mc":
        mc = other_mc + " " + sent if chance(0.5) else sent + " " + other_mc
        ls = other_ls
    else:
        mc = other_mc
        ls = sent + " " + other_ls if chance(0.5) else other_ls + " " + sent
    ask = fmt(pick(rest["ask"]), ctx, vendor=brand(v))
    secrets = [x for _, x in sec]
    if chance(0.3):
        s = pick(secrets)
        ask = (("Is %s still the right one for %s?" % (s, ctx["env"])) if lang == "en"
               else ("%s 아직 %s에서 쓰는 값 맞나요?" % (s, ctx["env"])))
    return "vendor token inline in prose: %s" % v["name"], {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, secrets, {"vendors": [v["name"]]}


def basic_blob(user, pw):
    return b64txt("%s:%s" % (user, pw))


def s_vendor_http(lang, st):
    v = st["vendor"]
    ctx = new_ctx(lang)
    fl, sec, non = vparts(v)
    secrets = [x for _, x in sec]
    tok = sec[0][1]
    hdr = v["hdr"]
    url = "https://%s/%s" % (v["host"], pick(["v1/messages", "v2/items?limit=50", "api/v3/status", "v1/sync", "users/me", "v1/reports/daily"]))
    style = dpick("s_vendor_http.style", ["curl", "curl", "http", "httpie", "python", "js", "go"])
    extra_hdrs = []
    if hdr and "Basic {t}" in hdr:
        if non and chance(0.5):
            user = non[0][1]
        else:
            user = pick(["api", "", "user"]) if v["name"] not in ("Toss Payments", "PAY.JP") else ""
        if chance(0.5):
            blob = basic_blob(user, tok)
            auth = "Authorization: Basic " + blob
            secrets = dedupe([blob] + secrets[1:] + ([tok] if chance(0.0) else []))
        else:
            auth = None
            style = "curl_u"
            auth_user = "%s:%s" % (user, tok)
    elif hdr and "{t}" in hdr:
        auth = hdr.replace("{t}", tok)
    else:
        auth = None
        if style != "curl_u":
            style = "query" if (chance(0.4) or v["name"] == "data.go.kr service key") else "envcmd"
    for k, x in sec[1:]:
        extra_hdrs.append("X-%s: %s" % (k_pascal(k).replace("_", "-"), x))
    headers = ([auth] if auth else []) + extra_hdrs
    if style == "curl_u":
        snip = "curl -sS -u '%s' %s" % (auth_user, url)
    elif style == "envcmd":
        cli = {"AWS IAM": "aws s3 ls s3://acme-exports/ --region ap-northeast-2", "Alibaba Cloud": "aliyun ecs DescribeInstances --RegionId cn-hangzhou",
               "Tencent Cloud": "tccli cvm DescribeInstances --region ap-seoul", "Huawei Cloud": "hcloud ECS ListServersDetails --cli-region=cn-north-4",
               "Baidu AI Cloud": "python ocr_batch.py --input ./scans", "Backlog": "python sync_issues.py --space acme",
               "GMO Payment Gateway": "php bin/console gmo:settle --date=yesterday", "Vonage": "vonage sms send 8210XXXXXXXX 'deploy done'",
               "WeChat Official Account": "python refresh_access_token.py", "WeChat Pay": "java -jar wxpay-reconcile.jar",
               "Gitee": "python mirror_repos.py --org acme"}.get(v["name"], "./bin/%s sync --env %s" % (ctx["svc"], ctx["env"]))
        snip = " ".join("%s=%s" % (k, shq(x)) for k, x in sec) + " " + cli
    elif style == "query":
        if v["name"] == "data.go.kr service key":
            qv = pct(tok)
            secrets = [qv]
            snip = "curl \"https://apis.data.go.kr/1360000/VilageFcstInfoService_2.0/getVilageFcst?serviceKey=%s&numOfRows=10&pageNo=1&dataType=JSON&base_date=20250301&base_time=0500&nx=60&ny=127\"" % qv
        else:
            q = "&".join("%s=%s" % (k_lower(k), pct(x)) for k, x in sec)
            secrets = [pct(x) for _, x in sec]
            snip = "curl -s \"%s%s%s\"" % (url, "&" if "?" in url else "?", q)
    elif style == "curl":
        snip = "curl -sS -X %s %s \\\n  %s" % (pick(["GET", "POST"]), url, " \\\n  ".join("-H '%s'" % h for h in headers))
        if chance(0.4):
            snip += " \\\n  -H 'Content-Type: application/json' -d '{\"dry_run\": true}'"
    elif style == "http":
        path = "/" + url.split("/", 3)[3]
        snip = "%s %s HTTP/1.1\nHost: %s\n%s\nAccept: application/json" % (pick(["GET", "POST"]), path, v["host"], "\n".join(headers))
    elif style == "httpie":
        snip = "http %s %s" % (url, " ".join("'%s'" % h.replace(": ", ":", 1) for h in headers))
    elif style == "python":
        hd = ", ".join("%s: %s" % (jq(h.split(": ", 1)[0]), jq(h.split(": ", 1)[1])) for h in headers)
        snip = "resp = requests.get(%s, headers={%s}, timeout=10)\nresp.raise_for_status()" % (jq(url), hd)
    elif style == "js":
        hd = ", ".join("%s: %s" % (jq(h.split(": ", 1)[0]), jq(h.split(": ", 1)[1])) for h in headers)
        snip = "const res = await fetch(%s, { headers: { %s } });" % (jq(url), hd)
    else:
        snip = "req, _ := http.NewRequest(\"GET\", %s, nil)\n%s" % (jq(url), "\n".join(
            "req.Header.Set(%s, %s)" % (jq(h.split(": ", 1)[0]), jq(h.split(": ", 1)[1])) for h in headers))
    what, short = what_for(v, lang)
    flabel = {"en": "the request", "ko": "요청"}[lang]
    if lang == "en":
        intro = pick(["Reproduced the failing {short} call from {svc} by hand:", "The user's repro for the {short} error:",
                      "This is the request {svc} sends on {env} (copied from the debug proxy):",
                      "Tested the {short} endpoint directly before touching the code:"])
        lesson = pick(["The request itself was fine; {svc} was hitting the sandbox host on {env}.",
                       "{short} returns 401 both for a wrong key and for a wrong region host, so check the host first.",
                       "Header names are case-insensitive but the auth scheme word is not; the proxy rewrote it.",
                       "Reproducing with curl first saved time: the error was in the payload, not the auth."])
        ask = pick(["Is there a shared Postman collection for {short} I should use instead?", "Which {short} host should {env} use?", ""])
    else:
        intro = pick(["{svc}에서 실패하던 {short} 호출을 직접 재현:", "사용자가 준 {short} 오류 재현 명령:",
                      "{env}에서 {svc}가 보내는 요청 (디버그 프록시에서 복사):",
                      "코드 고치기 전에 {short} 엔드포인트 직접 테스트:"])
        lesson = pick(["요청 자체는 문제없었고 {env}의 {svc}가 샌드박스 호스트로 가고 있었음.",
                       "{short}는 키가 틀려도, 리전 호스트가 틀려도 똑같이 401을 줌. 호스트부터 확인할 것.",
                       "헤더 이름은 대소문자 무관이지만 인증 스킴 단어는 아님. 프록시가 그걸 바꿔버렸음.",
                       "curl로 먼저 재현해서 시간 절약함. 문제는 인증이 아니라 payload였음."])
        ask = pick(["{short}용 공용 Postman 컬렉션이 따로 있나요?", "{env}에서는 어느 {short} 호스트를 써야 하나요?", ""])
    kw = {"short": short}
    intro, lesson, ask = fmt(intro, ctx, **kw), fmt(lesson, ctx, **kw), fmt(ask, ctx, **kw)
    if chance(0.6):
        fields = {"missing_context": intro + "\n" + snip, "lesson": lesson, "ask_next_time": ask}
    else:
        fields = {"missing_context": intro.rstrip(":") + ".", "lesson": lesson + "\n" + snip, "ask_next_time": ask}
    return "vendor token in HTTP request (%s): %s" % (style, v["name"]), fields, secrets, {"vendors": [v["name"]]}


def s_vendor_log(lang, st):
    v = st["vendor"]
    ctx = new_ctx(lang)
    fl, sec, non = vparts(v)
    secrets = [x for _, x in sec]
    k0, tok = sec[0]
    kind = dpick("s_vendor_log.kind", ["setx", "urllib3", "traceback", "java", "node", "printenv", "docker_inspect", "kubectl"])
    ts = "%s %s" % (rdate(), rtime())
    if kind == "setx":
        body = "\n".join("+ export %s=%s" % (k, x) for k, x in sec)
        snip = "$ bash -x ./deploy.sh %s\n+ source .env.%s\n%s\n+ ./bin/%s migrate\nError: upstream returned 401" % (ctx["env"], ctx["env"], body, ctx["svc"])
    elif kind == "urllib3":
        hd = ", ".join("'%s': '%s'" % (k_kebab(k), x) for k, x in sec)
        snip = "%s DEBUG urllib3.connectionpool https://%s:443 \"POST /v1/sync HTTP/1.1\" 401 87\n%s DEBUG %s.client request headers={%s, 'user-agent': 'python-requests/2.32.3'}" % (ts, v["host"], ts, ctx["svc"].replace("-", "_"), hd)
    elif kind == "traceback":
        args = ", ".join("%s=%s" % (k_lower(k), jq(x)) for k, x in sec)
        snip = ("Traceback (most recent call last):\n  File \"/app/%s/jobs/sync.py\", line %d, in run\n    client = ApiClient(%s)\n"
                "  File \"/app/.venv/lib/python3.12/site-packages/apiclient/base.py\", line 88, in __init__\n    raise AuthError(\"401 Unauthorized\")\napiclient.errors.AuthError: 401 Unauthorized"
                % (ctx["svc"].replace("-", "_"), rint(20, 300), args))
    elif kind == "java":
        snip = ("%s ERROR [main] c.a.%s.Client - auth failed for key=%s\norg.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized\n"
                "\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)\n\tat com.acme.%s.Client.call(Client.java:%d)"
                % (ts, ctx["svc"].split("-")[0], tok, ctx["svc"].split("-")[0], rint(40, 400)))
        secrets = [tok]
    elif kind == "node":
        hd = ", ".join("'%s': '%s'" % (k_kebab(k), x) for k, x in sec)
        snip = ("AxiosError: Request failed with status code 403\n    at settle (node_modules/axios/lib/core/settle.js:19:12)\n  config: {\n    url: 'https://%s/v1/items',\n    headers: { Accept: 'application/json', %s }\n  }" % (v["host"], hd))
    elif kind == "printenv":
        lines = ["HOSTNAME=%s-%s" % (ctx["svc"], rs(LOWNUM, 5)), "PATH=/usr/local/bin:/usr/bin:/bin"] + \
                ["%s=%s" % (k, x) for k, x, _ in fl] + ["HOME=/root"]
        snip = "$ kubectl exec deploy/%s -- printenv | sort\n%s" % (ctx["svc"], "\n".join(sorted(lines)))
    elif kind == "docker_inspect":
        env = ",\n".join("        %s" % jq("%s=%s" % (k, x)) for k, x, _ in fl)
        snip = "$ docker inspect %s --format '{{json .Config.Env}}' | jq .\n[\n%s,\n        \"LANG=C.UTF-8\"\n]" % (ctx["svc"], env)
    else:
        env = "\n".join("      %s:  %s" % (k, x) for k, x, _ in fl)
        snip = "$ kubectl describe pod %s-%s-%s\n    Environment:\n%s\n      LOG_LEVEL:  info" % (ctx["svc"], rs(LOWNUM, 9), rs(LOWNUM, 5), env)
    if lang == "en":
        intro = pick(["Log excerpt from the failed {env} run of {svc}:", "The user pasted this output when asking why {svc} fails:",
                      "Output I captured while debugging {svc} on {env}:", "From the CI job log (job #{n}):"])
        lesson = pick(["The credential was loaded correctly; the failure was a clock skew on the runner.",
                       "Debug logging prints request headers in full here, so never attach these logs to public issues.",
                       "{svc} picks the credential from the environment before the config file, which is why the old value won.",
                       "A stale value in the deployment env overrode the new one from the secret store."])
        ask = pick(["Can I turn down the log level for {svc} on {env}?", "Who can purge the CI log that contains this output?", ""])
    else:
        intro = pick(["{env}에서 실패한 {svc} 실행 로그 일부:", "사용자가 {svc} 실패 원인 물어보면서 붙여준 출력:",
                      "{env}에서 {svc} 디버깅하며 캡처한 출력:", "CI 잡 로그 (job #{n}):"])
        lesson = pick(["자격 증명 로딩은 정상이었고, 러너 시계가 어긋난 게 원인이었음.",
                       "여기선 debug 로그가 요청 헤더를 통째로 찍으니 이 로그를 공개 이슈에 첨부하지 말 것.",
                       "{svc}는 설정 파일보다 환경 변수를 먼저 읽어서 예전 값이 이겼던 것.",
                       "deployment env에 남은 옛 값이 시크릿 저장소의 새 값을 덮어쓰고 있었음."])
        ask = pick(["{env}의 {svc} 로그 레벨 낮춰도 될까요?", "이 출력이 남은 CI 로그는 누가 삭제할 수 있나요?", ""])
    n = rint(1000, 99999)
    intro, lesson, ask = fmt(intro, ctx, n=n), fmt(lesson, ctx), fmt(ask, ctx)
    if chance(0.7):
        fields = {"missing_context": intro + "\n" + snip, "lesson": lesson, "ask_next_time": ask}
    else:
        fields = {"missing_context": intro.rstrip(":") + ".", "lesson": lesson + "\n" + snip, "ask_next_time": ask}
    return "vendor token in log/output (%s): %s" % (kind, v["name"]), fields, secrets, {"vendors": [v["name"]]}


def s_vendor_chat(lang, st):
    v = st["vendor"]
    ctx = new_ctx(lang)
    fl, sec, non = vparts(v)
    secrets = [x for _, x in sec]
    who = ctx["person"]
    t = "%d:%02d" % (rint(9, 18), rint(0, 59)) if lang == "en" else "%d:%02d" % (rint(1, 7), rint(0, 59))
    if lang == "en":
        val = "\n".join("%s=%s" % (k, x) for k, x in sec)
        msg = pick(["[{t}] {who}: here's the {vendor} one for {env}, don't lose it\n{val}",
                    "{who} ({t}): try this {vendor} key instead ->\n{val}",
                    "> {who}: {vendor} for {svc}:\n> {val}\n> expires end of quarter"])
        intro = pick(["The key came from a Slack DM, not from the vault:", "Chat thread where the credential was handed over:", "Context from the team channel:"])
        lesson = pick(["Credentials handed over in chat end up in several places; ask for a vault path instead.",
                       "The {vendor} value from chat was for {env} only; prod uses a different account.",
                       "Once {svc} worked I moved the value to the secret store and told {who} to delete the message."])
        ask = pick(["Should I ask {who} to rotate it since it was pasted in chat?", "Is there a vault path for {vendor}?", ""])
    else:
        val = "\n".join("%s=%s" % (k, x) for k, x in sec)
        msg = pick(["[오후 {t}] {who}: {env}용 {vendor} 키 여기요, 잃어버리지 마세요\n{val}",
                    "{who} ({t}): 이걸로 다시 해보세요 ->\n{val}",
                    "> {who}: {svc}용 {vendor}\n> {val}\n> 분기 말까지 유효"])
        intro = pick(["키는 볼트가 아니라 슬랙 DM으로 받음:", "자격 증명을 전달받은 채팅 스레드:", "팀 채널에서 가져온 맥락:"])
        lesson = pick(["채팅으로 받은 자격 증명은 여기저기 남으니 다음부터는 볼트 경로를 요청할 것.",
                       "채팅으로 받은 {vendor} 값은 {env} 전용이었음. 운영은 다른 계정.",
                       "{svc} 동작 확인 후 값을 시크릿 저장소로 옮기고 {who} 님께 메시지 삭제 요청함."])
        ask = pick(["채팅에 노출됐으니 {who} 님께 교체 요청할까요?", "{vendor}용 볼트 경로가 있나요?", ""])
    if len(sec) == 1 and chance(0.5):
        val = sec[0][1]
    kw = {"t": t, "who": who, "vendor": brand(v), "val": val}
    msg = fmt(msg, ctx, **kw)
    intro, lesson, ask = fmt(intro, ctx, **kw), fmt(lesson, ctx, **kw), fmt(ask, ctx, **kw)
    if chance(0.6):
        fields = {"missing_context": intro + "\n" + msg, "lesson": lesson, "ask_next_time": ask}
    else:
        fields = {"missing_context": intro.rstrip(":") + ".", "lesson": msg + "\n" + lesson, "ask_next_time": ask}
    return "vendor token in chat message: %s" % v["name"], fields, secrets, {"vendors": [v["name"]]}


PW_TARGETS = [  # (ENV_KEY, user key or None, en what, ko what, host kind)
    ("DB_PASSWORD", "DB_USER", "database password", "DB 비밀번호", "db"),
    ("POSTGRES_PASSWORD", "POSTGRES_USER", "Postgres password", "Postgres 비밀번호", "pg"),
    ("MYSQL_ROOT_PASSWORD", None, "MySQL root password", "MySQL root 비밀번호", "mysql"),
    ("REDIS_PASSWORD", None, "Redis password", "Redis 비밀번호", "redis"),
    ("SMTP_PASSWORD", "SMTP_USER", "SMTP password", "SMTP 비밀번호", "smtp"),
    ("LDAP_BIND_PASSWORD", "LDAP_BIND_DN", "LDAP bind password", "LDAP bind 비밀번호", "ldap"),
    ("RABBITMQ_DEFAULT_PASS", "RABBITMQ_DEFAULT_USER", "RabbitMQ password", "RabbitMQ 비밀번호", "mq"),
    ("KEYSTORE_PASSWORD", None, "keystore password", "키스토어 비밀번호", "api"),
    ("GF_SECURITY_ADMIN_PASSWORD", "GF_SECURITY_ADMIN_USER", "Grafana admin password", "Grafana 관리자 비밀번호", "gw"),
    ("ELASTIC_PASSWORD", None, "Elasticsearch password", "Elasticsearch 비밀번호", "es"),
    ("MINIO_ROOT_PASSWORD", "MINIO_ROOT_USER", "MinIO root password", "MinIO root 비밀번호", "nas"),
    ("MONGO_INITDB_ROOT_PASSWORD", "MONGO_INITDB_ROOT_USERNAME", "Mongo root password", "Mongo root 비밀번호", "mongo"),
    ("ADMIN_PASSWORD", "ADMIN_USER", "admin console password", "관리자 콘솔 비밀번호", "api"),
    ("SFTP_PASSWORD", "SFTP_USER", "SFTP password", "SFTP 비밀번호", "nas"),
]


def user_value(ukey):
    if ukey == "LDAP_BIND_DN":
        return "cn=%s,ou=svc,dc=corp,dc=local" % pick(DB_USERS)
    if ukey == "SMTP_USER":
        return pick(["noreply@example.com", "alerts@acme.io", "mailer"])
    return pick(DB_USERS)


def s_password_config(lang, st):
    ctx = new_ctx(lang)
    key, ukey, w_en, w_ko, hk = pick(PW_TARGETS)
    kind, pw = password()
    pairs = [(key, pw)]
    if ukey:
        pairs.insert(0, (ukey, user_value(ukey)))
    if chance(0.5):
        pairs.insert(0, (key.split("_")[0] + "_HOST", host(hk)))
    pairs = mix(pairs)
    cname, snip, flabel = render(pairs, ctx)
    what = w_en if lang == "en" else w_ko
    fields = frame(lang, ctx, snip, [pw], what, what, flabel, p_ask_secret=0.25)
    return "password in config (%s pw): %s / %s" % (kind, key, cname), fields, [pw], {"vendors": []}


def cmd_templates(pw, user, h, db):
    """(category, command) pairs; pw may need quoting, we quote where a shell would need it."""
    q = shq(pw) if any(c in pw for c in " $`\\\"!&;|<>()*?[]{}~#'") else pw
    sq = "'%s'" % pw
    e = pct(pw)
    return [
        ("mysql -p attached password", "mysql -u%s -p%s -h %s %s" % (user, q, h, db)),
        ("mysql --password=", "mysql --user=%s --password=%s --host=%s %s < migrate.sql" % (user, q, h, db)),
        ("mysqldump -p attached", "mysqldump -h %s -u root -p%s --single-transaction %s > /tmp/%s.sql" % (h, q, db, db)),
        ("mysqladmin -p attached", "mysqladmin -uroot -p%s status" % q),
        ("psql conninfo password=", "psql \"host=%s port=5432 user=%s password=%s dbname=%s sslmode=require\"" % (h, user, pw, db)),
        ("PGPASSWORD inline env", "PGPASSWORD=%s psql -h %s -U %s -d %s -c 'select 1'" % (q, h, user, db)),
        ("sshpass -p", "sshpass -p %s ssh -o StrictHostKeyChecking=no %s@%s" % (sq, user, h)),
        ("redis-cli -a", "redis-cli -h %s -p 6379 -a %s --no-auth-warning ping" % (h, sq)),
        ("mongosh --password", "mongosh \"mongodb://%s:27017/%s\" --username %s --password %s" % (h, db, user, sq)),
        ("htpasswd -b positional", "htpasswd -bc /etc/nginx/.htpasswd %s %s" % (user, sq)),
        ("curl -u user:pass", "curl -u %s:%s https://%s/api/health" % (user, q, h)),
        ("docker login -p", "docker login registry.%s -u %s -p %s" % (pick(DOMAINS), user, sq)),
        ("sudo -S via echo", "echo %s | sudo -S systemctl restart %s" % (sq, db)),
        ("net use /user: positional", "net use Z: \\\\%s\\share /user:CORP\\%s %s" % (h.split(".")[0], user, pw)),
        ("smbclient -U user%pass", "smbclient //%s/backup -U '%s%%%s'" % (h, user, pw)),
        ("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:%s" % q),
        ("zip -P", "zip -P %s -r logs-%s.zip ./logs" % (sq, rdate())),
        ("7z -p attached", "7z a -p%s -mhe=on backup.7z ./dump" % sq),
        ("keytool -storepass", "keytool -importkeystore -srckeystore bundle.p12 -srcstoretype PKCS12 -destkeystore app.jks -storepass %s" % sq),
        ("wget --password=", "wget --user=%s --password=%s https://%s/exports/latest.csv" % (user, sq, h)),
        ("sqlcmd -P", "sqlcmd -S %s,1433 -U sa -P %s -Q \"SELECT @@VERSION\"" % (h, sq)),
        ("rabbitmqctl add_user positional", "rabbitmqctl add_user %s %s && rabbitmqctl set_user_tags %s monitoring" % (user, sq, user)),
        ("kubectl --from-literal", "kubectl -n %s create secret generic %s-db --from-literal=username=%s --from-literal=password=%s" % (db, db, user, sq)),
        ("ldapsearch -w", "ldapsearch -x -H ldaps://%s -D \"cn=%s,dc=corp,dc=local\" -w %s -b \"dc=corp,dc=local\" \"(uid=jdoe)\"" % (h, user, sq)),
        ("git clone https user:pass", "git clone https://%s:%s@git.%s/platform/%s.git" % (user, e, pick(DOMAINS), db)),
        ("az login -p", "az login -u %s@corp.example -p %s" % (user, sq)),
        ("vault login userpass password=", "vault login -method=userpass username=%s password=%s" % (user, sq)),
        ("ansible -e become_pass", "ansible-playbook site.yml -i inventory/%s -e \"ansible_become_pass=%s\"" % (db, pw)),
        ("influx -password", "influx -host %s -username admin -password %s -execute 'SHOW DATABASES'" % (h, sq)),
        ("lftp -u user,pass", "lftp -u %s,%s sftp://%s" % (user, sq, h)),
        ("mc alias set positional", "mc alias set minio https://%s %s %s" % (h, user, sq)),
        ("ssh-keygen -P old -N new", None),
        ("snowsql env SNOWSQL_PWD", "SNOWSQL_PWD=%s snowsql -a xy12345.ap-northeast-2.aws -u %s -d %s" % (q, user, db.upper())),
    ]


CMD_PROSE = {
    "en": {"intro": ["Ran this to check the {env} database before the migration:", "The runbook step that failed for {svc}:",
                     "The user's shell history showed how they usually connect:", "Command from the README of {svc} (it still works):",
                     "What I ran on {host} to verify access:", "{person} told me to use this exact command:"],
           "lesson": ["The command worked; the earlier failure was the VPN, not the credentials.",
                      "Passing the password on the command line leaves it in shell history and in ps output; use a config file or a prompt.",
                      "On {env} the host only accepts connections from the bastion, so run it there.",
                      "The user in the command is read-only; migrations need the owner role.",
                      "Quoting matters: without single quotes the shell expanded part of the password."],
           "ask": ["Is there a read-only account I should use instead?", "Can we move this credential into the secret store?",
                   "Should I clear the shell history on {host}?", ""]},
    "ko": {"intro": ["마이그레이션 전에 {env} DB 확인하려고 실행한 명령:", "{svc} 런북에서 실패한 단계:",
                     "사용자 셸 히스토리에 평소 접속 방법이 남아 있었음:", "{svc} README에 있던 명령 (아직 동작함):",
                     "{host}에서 접근 확인하려고 실행한 것:", "{person} 님이 이 명령 그대로 쓰라고 함:"],
           "lesson": ["명령 자체는 정상이었고 앞선 실패는 자격 증명이 아니라 VPN 문제였음.",
                      "비밀번호를 명령행에 넘기면 셸 히스토리와 ps 출력에 남음. 설정 파일이나 프롬프트를 쓸 것.",
                      "{env}에서는 배스천에서만 접속이 허용되니 거기서 실행할 것.",
                      "명령에 있는 계정은 읽기 전용이라 마이그레이션엔 owner 권한이 필요함.",
                      "따옴표 주의: 작은따옴표 없이 쓰면 셸이 비밀번호 일부를 확장해버림."],
           "ask": ["대신 써야 할 읽기 전용 계정이 있나요?", "이 자격 증명을 시크릿 저장소로 옮겨도 될까요?",
                   "{host}의 셸 히스토리 지워둘까요?", ""]},
}


def s_password_cmd(lang, st):
    ctx = new_ctx(lang)
    kind, pw = password()
    user = pick(DB_USERS)
    h = host()
    db = pick(["orders", "billing", "auth", "analytics", "crm", "shop", "ledger"])
    cat, cmd = dpick("cmd_templates", cmd_templates(pw, user, h, db))
    secrets = [pw]
    if cat == "git clone https user:pass":
        secrets = [pct(pw)]
    if cmd is None:
        _, pw2 = password()
        cmd = "ssh-keygen -p -f ~/.ssh/id_ed25519 -P '%s' -N '%s'" % (pw, pw2)
        secrets = [pw, pw2]
    P = CMD_PROSE[lang]
    intro = fmt(pick(P["intro"]), ctx)
    lesson = fmt(pick(P["lesson"]), ctx)
    ask = fmt(pick(P["ask"]), ctx)
    snip = "$ " + cmd if chance(0.6) else cmd
    r = rint(0, 3)
    if r == 0:
        fields = {"missing_context": intro + "\n" + snip, "lesson": lesson, "ask_next_time": ask}
    elif r == 1:
        fields = {"missing_context": intro.rstrip(":") + ".", "lesson": lesson + "\n" + snip, "ask_next_time": ask}
    elif r == 2:
        fields = {"missing_context": snip + "\n" + intro.rstrip(":") + ".", "lesson": lesson, "ask_next_time": ask}
    else:
        fields = {"missing_context": intro + "\n" + "```\n" + snip + "\n```", "lesson": lesson, "ask_next_time": ask}
    if chance(0.15):
        s = secrets[0]
        fields["ask_next_time"] = ("Is the password still %s after the reset?" % s) if lang == "en" else ("리셋 후에도 비밀번호 %s 그대로인가요?" % s)
    return "password in command: %s (%s pw)" % (cat, kind), fields, secrets, {"vendors": []}


def conn_strings(user, pw, h, db):
    e = pct(pw)
    return [
        ("postgresql URL", "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (user, e, h, db), e),
        ("SQLAlchemy URL", "postgresql+psycopg2://%s:%s@%s/%s" % (user, e, h, db), e),
        ("mysql URL", "mysql://%s:%s@%s:3306/%s" % (user, e, h, db), e),
        ("mongodb+srv URL", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, e, rs(LOWNUM, 5), db), e),
        ("rediss URL", "rediss://:%s@%s:6380/0" % (e, h), e),
        ("redis URL with user", "redis://%s:%s@%s:6379/2" % (user, e, h), e),
        ("amqps URL", "amqps://%s:%s@%s:5671/%s" % (user, e, h, db), e),
        ("ADO.NET connection string", "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, user, pw), pw),
        ("JDBC postgres password param", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (h, db, user, e), e),
        ("JDBC mysql", "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, user, e), e),
        ("ODBC connection string", "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (h, db, user, pw), pw),
        ("smtp URL", "smtp://%s:%s@smtp.%s:587" % (pct(user + "@" + pick(DOMAINS)), e, pick(DOMAINS)), e),
        ("Oracle easy connect", "%s/%s@//%s:1521/ORCLPDB1" % (user, pw, h), pw),
        ("ftp URL", "ftp://%s:%s@%s/outbound/" % (user, e, h), e),
        ("nats URL", "nats://%s:%s@%s:4222" % (user, e, h), e),
        ("clickhouse URL", "clickhouse://%s:%s@%s:9440/%s?secure=true" % (user, e, h, db), e),
        ("snowflake URL", "snowflake://%s:%s@xy%s.ap-northeast-2.aws/%s/PUBLIC?warehouse=COMPUTE_WH" % (user, e, rs(DIG, 5), db.upper()), e),
    ]


def azure_conn():
    k = dk("azure_conn", 3)
    if k == 0:
        key = rand_b64_body(32)
        return "Azure Service Bus", "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (pick(["acme-bus", "orders-sb"]), key), key
    if k == 1:
        key = rand_b64_body(64)
        return "Azure Cosmos DB", "AccountEndpoint=https://%s.documents.azure.com:443/;AccountKey=%s;" % (pick(["acme-cosmos", "catalogdb"]), key), key
    key = rand_b64_body(32)
    return "Azure Cache for Redis", "%s.redis.cache.windows.net:6380,password=%s,ssl=True,abortConnect=False" % (pick(["acme-cache", "session-kr"]), key), key


def s_conn_string(lang, st):
    ctx = new_ctx(lang)
    user = pick(DB_USERS)
    h = host()
    db = pick(["orders", "billing", "auth", "analytics", "crm", "shop", "ledger"])
    kind, pw = password()
    vendors = []
    if chance(0.15):
        cat, url, sec = azure_conn()
        vendors = [cat]
        secrets = [sec]
    else:
        cat, url, sec = dpick("conn_strings", conn_strings(user, pw, h, db))
        secrets = [sec]
    key = pick(["DATABASE_URL", "DB_URL", "REDIS_URL", "BROKER_URL", "CONNECTION_STRING", "SPRING_DATASOURCE_URL", "MONGO_URI"])
    place = rint(0, 3)
    if place == 0:
        cname, snip, flabel = render(mix([(key, url)]), ctx)
        cat2 = cname
    elif place == 1:
        snip = pick(["engine = create_engine(%s, pool_pre_ping=True)" % jq(url), "conn, err := sql.Open(\"pgx\", %s)" % jq(url),
                     "const client = new Client({ connectionString: %s });" % jq(url), "spring.datasource.url=%s" % url])
        flabel, cat2 = "code", "code"
    elif place == 2:
        snip = url
        flabel, cat2 = "prose", "bare"
    else:
        snip = "%s ERROR could not connect: %s (timeout after 30s)" % (rts(), url)
        flabel, cat2 = "log", "log"
    if lang == "en":
        intro = pick(["{svc} could not reach its database on {env}. Connection string in use:", "The user gave me this connection string for {env}:",
                      "Found the {env} connection string the batch uses:", "Connection info from the handover doc for {svc}:"])
        lesson = pick(["Special characters in the password must be percent-encoded in the URL, otherwise the driver splits at '@' or ':'.",
                       "The pooler on {env} listens on a different port than the primary; the URL pointed at the wrong one.",
                       "The connection string is read from the environment first; the config file value is only a fallback.",
                       "Timeouts were caused by the security group, not by the credentials in the URL."])
        ask = pick(["Should {svc} use a separate DB user on {env}?", "Is there a replica I should use for read-only checks?", ""])
    else:
        intro = pick(["{env}에서 {svc}가 DB에 연결을 못 함. 사용 중인 연결 문자열:", "사용자가 {env}용 연결 문자열이라며 준 것:",
                      "배치가 쓰는 {env} 연결 문자열 찾음:", "{svc} 인수인계 문서에 있던 접속 정보:"])
        lesson = pick(["비밀번호의 특수문자는 URL에서 퍼센트 인코딩해야 함. 안 그러면 드라이버가 '@'나 ':'에서 잘라버림.",
                       "{env}의 풀러는 프라이머리와 포트가 다름. URL이 엉뚱한 쪽을 가리키고 있었음.",
                       "연결 문자열은 환경 변수를 먼저 읽고 설정 파일 값은 fallback일 뿐임.",
                       "타임아웃 원인은 URL의 자격 증명이 아니라 보안 그룹이었음."])
        ask = pick(["{env}에서 {svc} 전용 DB 계정을 따로 만들까요?", "읽기 전용 확인용 레플리카가 있나요?", ""])
    intro, lesson, ask = fmt(intro, ctx), fmt(lesson, ctx), fmt(ask, ctx)
    if sec != pw and sec == pct(pw) and pct(pw) != pw and chance(0.35) and not vendors:
        secrets.append(pw)
        lesson += (" The raw password is %s; encoded it becomes %s." % (pw, sec)) if lang == "en" else (" 원래 비밀번호는 %s 이고 인코딩하면 %s 가 됨." % (pw, sec))
    if chance(0.6):
        fields = {"missing_context": intro + "\n" + snip, "lesson": lesson, "ask_next_time": ask}
    else:
        fields = {"missing_context": intro.rstrip(":") + ".", "lesson": lesson + "\n" + snip, "ask_next_time": ask}
    return "connection string: %s in %s (%s pw)" % (cat, cat2, kind if not vendors else "key"), fields, dedupe(secrets), {"vendors": vendors}


def two_part(lang, ctx, snip, en, ko, p_lesson=0.35):
    """generic placement for bespoke scenarios: en/ko = (intros, lessons, asks)."""
    intros, lessons, asks = en if lang == "en" else ko
    intro, lesson, ask = fmt(pick(intros), ctx), fmt(pick(lessons), ctx), fmt(pick(asks), ctx)
    r = R.random()
    if r < 1 - p_lesson:
        if chance(0.8):
            return {"missing_context": intro + "\n" + snip, "lesson": lesson, "ask_next_time": ask}
        return {"missing_context": snip + "\n" + intro.rstrip(":") + ".", "lesson": lesson, "ask_next_time": ask}
    return {"missing_context": intro.rstrip(":") + ".", "lesson": lesson + "\n" + snip, "ask_next_time": ask}


def s_auth_header(lang, st):
    ctx = new_ctx(lang)
    k = dk("s_auth_header", 6)
    h = host("api")
    path = pick(["/admin/api/users", "/internal/v1/jobs", "/api/orders?page=2", "/metrics", "/v2/settlements/run"])
    extra = []
    if k <= 1:
        user = pick(DB_USERS)
        _, pw = password()
        blob = basic_blob(user, pw)
        hdr = "%s: Basic %s" % (pick(["Authorization", "Authorization", "Proxy-Authorization"]), blob)
        secrets = [blob]
        cat = "Basic auth header (base64 user:pass)"
        if chance(0.35):
            extra.append(pw)
    elif k == 2:
        tok = jwt_user() if chance(0.7) else supabase_service_jwt()
        hdr = "Authorization: Bearer " + tok
        secrets = [tok]
        cat = "Bearer JWT"
    elif k == 3:
        name, val = session_cookie()
        hdr = "Cookie: %s=%s; lang=ko-KR; theme=dark" % (name, val)
        secrets = [val]
        cat = "session cookie (%s)" % name
    elif k == 4:
        key = pick(["sk_", "ak_", "svc_", "int_", ""]) + rs(ALNUM, pick([32, 40, 48]))
        hdr = "%s: %s" % (pick(["X-Api-Key", "X-Internal-Token", "X-Service-Key", "Api-Key"]), key)
        secrets = [key]
        cat = "internal API key header"
    else:
        tok = rs(B64URL, rint(40, 86))
        hdr = "Authorization: Bearer " + tok
        secrets = [tok]
        cat = "opaque bearer token"
    style = dpick("s_auth_header.style", ["curl", "raw", "har", "nginx", "postman"])
    if style == "curl":
        snip = "curl -i https://%s%s -H '%s'" % (h, path, hdr)
    elif style == "raw":
        snip = "GET %s HTTP/1.1\nHost: %s\nUser-Agent: okhttp/4.12.0\n%s\nAccept-Encoding: gzip" % (path, h, hdr)
    elif style == "har":
        n, v = hdr.split(": ", 1)
        snip = '"headers": [\n  {"name": "Host", "value": "%s"},\n  {"name": "%s", "value": "%s"}\n]' % (h, n, v)
    elif style == "nginx":
        if hdr.startswith("Cookie"):
            snip = "location /legacy/ {\n    proxy_pass http://%s;\n    proxy_set_header Cookie \"%s\";\n}" % (h, hdr.split(": ", 1)[1])
        else:
            n, v = hdr.split(": ", 1)
            snip = "location /upstream/ {\n    proxy_pass https://%s;\n    proxy_set_header %s \"%s\";\n}" % (h, n, v)
    else:
        n, v = hdr.split(": ", 1)
        snip = "Postman > Headers\n  %s    %s" % (n, v)
    if extra:
        snip += ("\n(decodes to %s:%s)" % (user, extra[0])) if lang == "en" else ("\n(디코딩하면 %s:%s)" % (user, extra[0]))
        secrets += extra
    en = (["Request the user captured from the browser/devtools for {svc}:", "Copied from the failing request in {env}:",
           "The old integration of {svc} calls the admin API like this:", "Header that the QA team uses to hit {env}:"],
          ["The header works but expires; {svc} must refresh it instead of hard-coding it.",
           "{env} ingress strips unknown headers unless they are whitelisted; that was the 401.",
           "Base64 in an auth header is encoding, not encryption; treat it as the raw credential.",
           "Use a service account for automation instead of a copied browser session."],
          ["Can I get a service account for {svc} instead of this header?", "Is it OK to reuse this for the load test?", ""])
    ko = (["사용자가 {svc} 브라우저 개발자도구에서 캡처한 요청:", "{env}에서 실패하던 요청에서 복사:",
           "{svc} 예전 연동은 어드민 API를 이렇게 호출함:", "QA팀이 {env} 호출할 때 쓰는 헤더:"],
          ["헤더는 동작하지만 만료됨. {svc}는 하드코딩 말고 갱신하도록 해야 함.",
           "{env} 인그레스는 화이트리스트에 없는 헤더를 제거함. 그게 401 원인.",
           "인증 헤더의 base64는 암호화가 아니라 인코딩일 뿐이니 원문 자격 증명처럼 다룰 것.",
           "자동화에는 복사한 브라우저 세션 대신 서비스 계정을 쓸 것."],
          ["이 헤더 대신 {svc}용 서비스 계정 발급 가능할까요?", "부하 테스트에 이거 재사용해도 되나요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "%s in %s" % (cat, style), fields, secrets, {"vendors": []}


def s_signed_url(lang, st):
    ctx = new_ctx(lang)
    k = dk("s_signed_url", 5)
    bucket = pick(["acme-exports", "kr-media-prod", "reports-archive", "user-uploads-stg"])
    obj = pick(["exports/2025/orders.csv", "invoices/INV-%s.pdf" % rs(DIG, 6), "backups/db-%s.sql.gz" % rdate(), "media/%s.mp4" % rs(LOWNUM, 12)])
    vendors = []
    if k <= 1:
        region = aws_region()
        temp = k == 1
        akid = ("ASIA" if temp else "AKIA") + rs(B32, 16)
        sig = rs(HEXL, 64)
        d = "2025%02d%02d" % (rint(1, 12), rint(1, 28))
        url = ("https://%s.s3.%s.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F%s%%2F%s%%2Fs3%%2Faws4_request"
               "&X-Amz-Date=%sT%02d%02d%02dZ&X-Amz-Expires=%d&X-Amz-SignedHeaders=host" % (bucket, region, obj, akid, d, region, d, rint(0, 23), rint(0, 59), rint(0, 59), pick([900, 3600, 604800])))
        secrets = [akid]
        if temp:
            stok = pct("IQoJb3JpZ2luX2VjE" + rs(B64, rint(200, 300)))
            url += "&X-Amz-Security-Token=" + stok
            secrets.append(stok)
        url += "&X-Amz-Signature=" + sig
        secrets.append(sig)
        cat = "S3 presigned URL"
        vendors = ["AWS IAM" if not temp else "AWS STS"]
    elif k == 2:
        sig = rs(HEXL, 512)
        url = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%%40%s.iam.gserviceaccount.com%%2F2025%02d%02d%%2Fauto%%2Fstorage%%2Fgoog4_request"
               "&X-Goog-Date=2025%02d%02dT000000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=%s" % (bucket, obj, pick(["acme-prod", "media-kr"]), rint(1, 12), rint(1, 28), rint(1, 12), rint(1, 28), sig))
        secrets = [sig]
        cat = "GCS V4 signed URL (long signature)"
        vendors = ["Google Cloud Storage"]
    elif k == 3:
        sig = pct(rand_b64_body(32))
        url = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-%02d-%02dT00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=%s"
               % (bucket.replace("-", ""), pick(["exports", "media"]), obj, rint(1, 12), rint(1, 28), sig))
        secrets = [sig]
        cat = "Azure SAS URL"
        vendors = ["Azure Storage SAS"]
    else:
        sig = rs(B64URL.replace("_", "~"), rint(160, 200))
        url = "https://%s.cloudfront.net/%s?Expires=%d&Signature=%s&Key-Pair-Id=K%s" % (rs(LOWNUM, 13), obj, rint(1735689600, 1767225600), sig, rs(UPNUM, 13))
        secrets = [sig]
        cat = "CloudFront signed URL"
        vendors = ["AWS CloudFront"]
    en = (["The download link the user shared for debugging the {svc} export:", "Link from the support ticket (still valid?):",
           "{svc} generated this URL for the report email on {env}:"],
          ["Signed URLs grant access to anyone holding them until they expire; set short expiry for emailed links.",
           "The 403 came from a clock skew between the signer and the bucket region, not from the object ACL.",
           "Regenerate the link instead of reusing it; expiry was a week, which is too long for reports."],
          ["Should {svc} shorten the expiry of these links?", "Can I regenerate this link with a fresh signature?", ""])
    ko = (["사용자가 {svc} 내보내기 디버깅하라고 공유한 다운로드 링크:", "지원 티켓에 있던 링크 (아직 유효?):",
           "{env}에서 {svc}가 리포트 메일용으로 만든 URL:"],
          ["서명된 URL은 만료 전까지 누구나 접근 가능하니 메일로 보내는 링크는 만료를 짧게 할 것.",
           "403은 객체 ACL이 아니라 서명 서버와 버킷 리전 간 시계 차이 때문이었음.",
           "링크 재사용 말고 새로 발급할 것. 만료가 일주일이라 리포트용으로는 너무 김."],
          ["{svc}의 링크 만료 시간을 줄일까요?", "새 서명으로 링크 다시 만들어도 될까요?", ""])
    fields = two_part(lang, ctx, url, en, ko)
    return "signed URL: %s" % cat, fields, secrets, {"vendors": vendors}


def s_private_key(lang, st):
    ctx = new_ctx(lang)
    label, begin, end, lines, trunc = pem_lines()
    style = dpick("s_private_key.style", ["raw", "raw", "yaml_block", "env_escaped", "k8s_tls", "terraform_heredoc"])
    dots = ["..."] if trunc else []
    if style == "raw":
        snip = "\n".join([begin] + lines + dots + [end])
    elif style == "yaml_block":
        snip = "ssh:\n  deploy_key: |\n" + "\n".join("    " + x for x in [begin] + lines + dots + [end])
    elif style == "env_escaped":
        snip = 'PRIVATE_KEY="%s"' % "\\n".join([begin] + lines + dots + [end, ""])
    elif style == "k8s_tls":
        snip = "kind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.crt: (omitted)\n  tls.key: |\n" + "\n".join("    " + x for x in [begin] + lines + dots + [end])
    else:
        snip = 'resource "tls_private_key" "imported" {}\nlocals {\n  deploy_key = <<-EOT\n%s\n  EOT\n}' % "\n".join("    " + x for x in [begin] + lines + dots + [end])
    en = (["The user pasted the deploy key for {host} so I could fix the CI checkout of {svc}:",
           "Key found in the repo history of {svc} (the file was deleted later):", "{person} sent the {env} deploy key over chat:",
           "The CI variable holding the SSH key looked like this:"],
          ["CI needs the key with its trailing newline; without it ssh reports 'invalid format'.",
           "Keys in git history stay reachable even after the file is deleted; the key must be rotated, not just removed.",
           "Use a deploy key scoped to one repo instead of a personal key for {svc}.",
           "Escaped \\n in env vars must be turned back into real newlines before writing the key file."],
          ["Can you generate a new deploy key and add the public half to the repo?", "Who can rotate the {env} deploy key?", ""])
    ko = (["{svc} CI 체크아웃 고치라고 사용자가 {host} 배포 키를 붙여줌:", "{svc} repo 히스토리에서 발견한 키 (파일은 나중에 삭제됨):",
           "{person} 님이 채팅으로 보내준 {env} 배포 키:", "SSH 키가 들어 있던 CI 변수 모양:"],
          ["CI에서는 키 끝 개행까지 있어야 함. 없으면 ssh가 'invalid format'을 냄.",
           "git 히스토리에 들어간 키는 파일을 지워도 남음. 삭제가 아니라 교체해야 함.",
           "{svc}에는 개인 키 말고 repo 하나에 한정된 배포 키를 쓸 것.",
           "환경 변수 안의 이스케이프된 \\n은 키 파일 쓰기 전에 실제 개행으로 바꿔야 함."],
          ["새 배포 키 만들어서 공개 키를 repo에 등록해 주실 수 있나요?", "{env} 배포 키 교체는 누가 할 수 있나요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "private key PEM (%s) in %s" % (label, style), fields, list(lines), {"vendors": []}


def s_gcp_sa(lang, st):
    ctx = new_ctx(lang)
    label, begin, end, lines, trunc = pem_lines("rsa-pkcs8")
    lines = lines[:rint(2, 3)]
    proj = pick(["acme-prod-", "kr-data-", "ml-platform-"]) + rs(DIG, 6)
    pk = "\\n".join([begin] + lines + ["..."] + [end, ""])
    snip = ('{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "%s",\n  "private_key": "%s",\n'
            '  "client_email": "%s@%s.iam.gserviceaccount.com",\n  "client_id": "%s"\n}' % (proj, rs(HEXL, 40), pk, pick(["ci-deployer", "bq-reader", "gcs-uploader"]), proj, rs(DIG, 21)))
    en = (["The user's GOOGLE_APPLICATION_CREDENTIALS file for {svc} (trimmed):", "Service-account JSON committed in {svc}/config (trimmed):"],
          ["Workload identity removes the need for this JSON key in {env}; prefer it.", "The JSON key file is a full credential; the private_key field is what matters."],
          ["Can we switch {svc} to workload identity?", "Should I ask for this key to be disabled?", ""])
    ko = (["사용자가 준 {svc}의 GOOGLE_APPLICATION_CREDENTIALS 파일 (일부 생략):", "{svc}/config에 커밋돼 있던 서비스 계정 JSON (일부 생략):"],
          ["{env}에서는 workload identity를 쓰면 이 JSON 키가 필요 없음. 그쪽을 권장.", "JSON 키 파일은 그 자체로 완전한 자격 증명이고 핵심은 private_key 필드."],
          ["{svc}를 workload identity로 바꿀까요?", "이 키 비활성화 요청할까요?", ""])
    fields = two_part(lang, ctx, snip, en, ko, p_lesson=0.2)
    return "GCP service account JSON private_key lines", fields, list(lines), {"vendors": ["Google Cloud service account"]}


def s_totp_recovery(lang, st):
    ctx = new_ctx(lang)
    k = dk("s_totp_recovery", 4)
    acct = pick(["ops@acme.io", "admin", "root-account", "billing@example.com", "deploy-bot"])
    issuer = pick(["AWS", "GitHub", "Cloudflare", "Okta", "NaverCloud", "Grafana", "Vault"])
    if k == 0:
        seed = totp_seed()
        snip = "otpauth://totp/%s:%s?secret=%s&issuer=%s&digits=6&period=30" % (issuer, pct(acct), seed, issuer)
        secrets, cat = [seed], "TOTP otpauth URI"
    elif k == 1:
        seed = totp_seed()
        shown = " ".join(wrap(seed, 4)) if chance(0.5) else seed
        snip = pick(["oathtool --totp -b %s" % shown.replace(" ", ""), "TOTP seed (%s / %s): %s" % (issuer, acct, shown),
                     "totp = pyotp.TOTP(%s)\nprint(totp.now())" % jq(seed)])
        secrets = [shown.replace(" ", "")] if "oathtool" in snip or "pyotp" in snip else [shown]
        cat = "TOTP seed"
    else:
        vend, codes = recovery_codes()
        snip = ("%s recovery codes for %s:\n" % (vend, acct)) + "\n".join(codes)
        if chance(0.3):
            snip = ("%s 복구 코드 (%s): " % (vend, acct) if lang == "ko" else "%s backup codes (%s): " % (vend, acct)) + ", ".join(codes)
        secrets, cat = codes, "recovery codes (%s)" % vend
    en = (["The shared {issuer} admin account has 2FA; the user gave me this so I could log in:", "From the onboarding doc for the on-call rotation:",
           "Needed MFA for the {issuer} console to finish the {env} change:"],
          ["Shared 2FA seeds let anyone with the note generate codes; move the account to per-person MFA.",
           "Recovery codes are single-use; mark used ones in the vault.", "Without MFA access I could not finish the change; ask for it before starting."],
          ["Who else has this 2FA seed?", "Should I mark the recovery code I used as consumed?", ""])
    ko = (["공용 {issuer} 관리자 계정이 2FA라서 로그인하라고 사용자가 준 정보:", "온콜 온보딩 문서에 있던 내용:",
           "{env} 변경 마무리하려면 {issuer} 콘솔 MFA가 필요했음:"],
          ["공용 2FA 시드는 메모를 가진 누구나 코드를 만들 수 있음. 개인별 MFA로 바꿀 것.",
           "복구 코드는 일회용이니 쓴 건 볼트에 표시할 것.", "MFA 권한이 없어서 변경을 못 끝냈음. 시작 전에 미리 요청할 것."],
          ["이 2FA 시드 가진 사람이 또 누구인가요?", "제가 쓴 복구 코드는 사용 처리할까요?", ""])
    ctx["issuer"] = issuer
    if k <= 1:
        en = (en[0], [en[1][0], en[1][2], "TOTP seeds should live in the vault entry of the account, never in a runbook."], en[2][:1] + en[2][2:])
        ko = (ko[0], [ko[1][0], ko[1][2], "TOTP 시드는 런북이 아니라 해당 계정의 볼트 항목에 둘 것."], ko[2][:1] + ko[2][2:])
    else:
        en = (en[0], [en[1][1], en[1][2], "Printing recovery codes into notes defeats their purpose; store them offline."], en[2][1:])
        ko = (ko[0], [ko[1][1], ko[1][2], "복구 코드를 메모에 적어두면 의미가 없음. 오프라인에 보관할 것."], ko[2][1:])
    fields = two_part(lang, ctx, snip, en, ko)
    return cat, fields, secrets, {"vendors": []}


def s_pin_wifi(lang, st):
    ctx = new_ctx(lang)
    k = dk("s_pin_wifi", 9)
    ssid = pick(["ACME-Office-5G", "Lab_2.4G", "회의실-5G", "Guest-Staff", "FACTORY-IOT", "dev-wifi"])
    if k <= 4:
        if k == 4:
            psk = rs(HEXL, 64)
            snip = "network={\n    ssid=\"%s\"\n    psk=%s\n    key_mgmt=WPA-PSK\n}" % (ssid, psk)
            kind = "wpa_supplicant hex psk"
        else:
            pk, psk = password(pick(["human", "passphrase", "korean-keyboard", "generated"]))
            if k == 0:
                snip = "network={\n    ssid=\"%s\"\n    psk=\"%s\"\n    key_mgmt=WPA-PSK\n}" % (ssid, psk)
                kind = "wpa_supplicant psk"
            elif k == 1:
                snip = "nmcli dev wifi connect \"%s\" password '%s'" % (ssid, psk)
                kind = "nmcli password"
            elif k == 2:
                snip = "WIFI:T:WPA;S:%s;P:%s;;" % (ssid, psk)
                kind = "Wi-Fi QR string"
            else:
                snip = "PS> netsh wlan show profile name=\"%s\" key=clear\n    Authentication         : WPA2-Personal\n    Key Content            : %s" % (ssid, psk)
                kind = "netsh key=clear"
        secrets = [psk]
        en = (["The Raspberry Pi kiosk for {svc} lost Wi-Fi after the reset; provisioning config:", "The user gave me the office Wi-Fi so the device test could run:"],
              ["Device provisioning should pull Wi-Fi credentials from the MDM, not from a file baked into the image.", "The SSID is case-sensitive; the device kept joining the guest network."],
              ["Is there a separate IoT network the devices should use?", "Should the Wi-Fi key be rotated after the contractor left?", ""])
        ko = (["초기화 후 {svc} 키오스크 라즈베리파이가 와이파이를 잃음. 프로비저닝 설정:", "디바이스 테스트 돌리라고 사용자가 사무실 와이파이 정보를 줌:"],
              ["디바이스 프로비저닝은 이미지에 구운 파일이 아니라 MDM에서 와이파이 정보를 받아야 함.", "SSID는 대소문자를 구분함. 기기가 계속 게스트망에 붙었던 이유."],
              ["디바이스가 써야 할 IoT 전용 망이 따로 있나요?", "외주 인력 나갔으니 와이파이 키 바꿀까요?", ""])
    else:
        if k == 5:
            v = pin8()
            snip = pick(["pkcs11-tool --module /usr/lib/softhsm/libsofthsm2.so --login --pin %s --list-objects" % v,
                         "ykman piv access change-pin --pin 123456 --new-pin %s" % v])
            kind = "PKCS#11 / PIV PIN"
        elif k == 6:
            v = pin8()
            snip = ("SIM PUK for the on-call phone: %s" % v) if lang == "en" else ("온콜폰 SIM PUK: %s" % v)
            kind = "SIM PUK"
        elif k == 7:
            v = bitlocker_key()
            snip = "BitLocker recovery key (%s): %s" % (pick(["LT-0231", "DESKTOP-7Q2K", "build-win-03"]), v)
            kind = "BitLocker recovery key"
        else:
            v = pin8()
            snip = "HSM partition PIN: %s  (slot %d)" % (v, rint(0, 3))
            kind = "HSM PIN"
        secrets = [v]
        en = (["Needed this to finish the signing setup on {host}:", "The user read this out so I could unlock the machine:"],
              ["PINs for hardware tokens belong in the vault entry for the device, not in notes.", "Three wrong PIN attempts lock the token; ask before retrying."],
              ["Who keeps the spare token and its PIN?", ""])
        ko = (["{host}에서 서명 설정 마무리하려고 필요했음:", "장비 잠금 해제하라고 사용자가 불러준 값:"],
              ["하드웨어 토큰 PIN은 메모가 아니라 해당 장비의 볼트 항목에 둘 것.", "PIN 3회 틀리면 토큰이 잠김. 재시도 전에 물어볼 것."],
              ["예비 토큰과 PIN은 누가 보관하나요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return kind, fields, secrets, {"vendors": []}


def s_webhook(lang, st):
    ctx = new_ctx(lang)
    k = dk("s_webhook", 8)
    if k == 0:
        sec = rs(ALNUM, 24)
        url = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, 8), rs(UPNUM, 10), sec)
        secrets, v = [sec], "Slack incoming webhook"
    elif k == 1:
        sec = rs(B64URL, 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (rs(DIG, 19), sec)
        secrets, v = [sec], "Discord webhook"
    elif k == 2:
        sec = rs(HEXL, 32)
        url = "https://acme.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (uuid4(), uuid4(), sec, uuid4())
        secrets, v = [sec], "Microsoft Teams webhook"
    elif k == 3:
        tok = rs(HEXL, 64)
        sign = "SEC" + rs(HEXL, 64)
        url = "https://oapi.dingtalk.com/robot/send?access_token=%s\n# 加签 secret: %s" % (tok, sign)
        secrets, v = [tok, sign], "DingTalk robot"
    elif k == 4:
        hook = uuid4()
        sign = rs(ALNUM, 22)
        url = "https://open.feishu.cn/open-apis/bot/v2/hook/%s\nsign secret: %s" % (hook, sign)
        secrets, v = [hook, sign], "Feishu bot webhook"
    elif k == 5:
        tok = pct(rs(B64URL, 43) + "=")
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI&token=%s" % (rs(B64URL, 7), tok)
        secrets, v = [tok], "Google Chat webhook"
    elif k == 6:
        sec = rs(LOWNUM, 26)
        url = "https://mattermost.%s/hooks/%s" % (pick(DOMAINS), sec)
        secrets, v = [sec], "Mattermost webhook"
    else:
        sec = rs(HEXL, 40)
        url = "https://api.github.com/repos/acme/%s/hooks  (content_type=json, secret=%s)" % (ctx["svc"], sec)
        secrets, v = [sec], "GitHub webhook secret"
    style = dpick("s_webhook.style", ["bare", "env", "yaml", "curl"])
    if style == "env" and "\n" not in url and "(" not in url:
        snip = "%s=%s" % (pick(["ALERT_WEBHOOK_URL", "SLACK_WEBHOOK", "NOTIFY_URL", "WEBHOOK_URL"]), url)
    elif style == "yaml" and "\n" not in url and "(" not in url:
        snip = "alerting:\n  receivers:\n    - name: oncall\n      webhook_url: %s" % url
    elif style == "curl" and "\n" not in url and "(" not in url:
        snip = "curl -X POST -H 'Content-Type: application/json' -d '{\"text\":\"deploy done\"}' '%s'" % url
    else:
        snip = url
    en = (["Alerts from {svc} stopped arriving; the webhook configured on {env}:", "The user wants deploy notifications from {svc}; existing hook:",
           "Found the webhook in the alertmanager config while tracing missing alerts:"],
          ["The webhook URL itself is the credential; anyone with it can post to the channel.",
           "Alerts were dropped because the channel was archived, not because of the URL.",
           "Keep the hook in the secret store and template it into the config at deploy time."],
          ["Should I create a new hook for {svc} instead of reusing this one?", "Which channel should {env} alerts go to?", ""])
    ko = (["{svc} 알림이 안 옴. {env}에 설정된 웹훅:", "사용자가 {svc} 배포 알림을 원함. 기존 훅:",
           "누락된 알림 추적하다가 alertmanager 설정에서 웹훅 발견:"],
          ["웹훅 URL 자체가 자격 증명임. URL만 있으면 누구나 채널에 글을 올릴 수 있음.",
           "알림 누락은 URL 문제가 아니라 채널이 보관 처리돼서였음.",
           "훅은 시크릿 저장소에 두고 배포 시점에 설정으로 주입할 것."],
          ["이 훅 재사용 말고 {svc}용 새 훅 만들까요?", "{env} 알림은 어느 채널로 보내야 하나요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "webhook URL with embedded secret: %s (%s)" % (v, style), fields, secrets, {"vendors": [v]}


def any_secret_value(lang):
    """a password or a vendor token, for scenarios that do not care which."""
    if chance(0.55):
        kind, pw = password()
        return "%s password" % kind, pw, None
    v = pick(VENDORS)
    fl, sec, non = vparts(v)
    return v["name"], pick(sec)[1], v["name"]


def s_split_fields(lang, st):
    ctx = new_ctx(lang)
    kind, val, vname = any_secret_value(lang)
    thing_en = pick(["the {env} admin password", "the password for {host}", "the key {svc} needs", "the service account password"])
    thing_ko = pick(["{env} 관리자 비밀번호", "{host} 비밀번호", "{svc}에 필요한 키", "서비스 계정 비밀번호"])
    thing = fmt(thing_en if lang == "en" else thing_ko, ctx)
    k = dk("s_split_fields", 4)
    if lang == "en":
        if k == 0:
            mc = "I did not know where to find %s. The user typed it in a separate message; it is in the lesson field below." % thing
            ls = "%s\n(use only for the %s migration; %s will rotate it afterwards)" % (val, ctx["env"], ctx["person"])
            ask = "Has it been rotated yet?"
        elif k == 1:
            mc = "Blocked on %s for most of the session. Value, as the user gave it:" % thing
            ls = "%s - works from the bastion only; from the VPN the login is refused." % val
            ask = ""
        elif k == 2:
            mc = "%s asked me to finish the %s cut-over for %s." % (ctx["person"], ctx["env"], ctx["svc"])
            ls = "Cut-over steps are in the runbook; the only missing piece was %s, which the user provided. Value:" % thing
            ask = "%s   <- is this still the right value for %s?" % (val, ctx["env"])
        else:
            mc = "Credential label: %s\nValue:\n%s" % (thing, val)
            ls = "Ask for the value at the start of the task instead of halfway through."
            ask = "Do you want me to keep using the value above next time?"
    else:
        if k == 0:
            mc = "%s 위치를 몰랐음. 사용자가 별도 메시지로 입력해줬고 아래 lesson 필드에 있음." % thing
            ls = "%s\n(%s 마이그레이션에만 사용, 이후 %s 님이 교체 예정)" % (val, ctx["env"], ctx["person"])
            ask = "교체 끝났나요?"
        elif k == 1:
            mc = "세션 대부분을 %s 때문에 막혀 있었음. 사용자가 준 값 그대로:" % thing
            ls = "%s - 배스천에서만 됨. VPN에서는 로그인 거부됨." % val
            ask = ""
        elif k == 2:
            mc = "%s 님이 %s의 %s 전환 마무리를 요청함." % (ctx["person"], ctx["svc"], ctx["env"])
            ls = "전환 절차는 런북에 있음. 빠진 건 %s 하나였고 사용자가 알려줌. 값:" % thing
            ask = "%s   <- %s에서 아직 이 값 맞나요?" % (val, ctx["env"])
        else:
            mc = "자격 증명 항목: %s\n값:\n%s" % (thing, val)
            ls = "값은 작업 중간이 아니라 시작할 때 미리 요청할 것."
            ask = "다음에도 위 값을 계속 써도 될까요?"
    return "split across fields: label and value apart (%s)" % kind, {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, [val], {"vendors": [vname] if vname else []}


CHAT_PW_EN = [
    "[{t}] {who}: the NAS admin pw is {pw} (don't put it in the wiki)",
    "{who} in DM: \"login for the {env} Jenkins is admin / {pw}\"",
    "Per {who}: router admin password = {pw}",
    "{who}: try {pw}, if that fails it's the old one with a ! at the end",
    "Email from {who}: Your temporary password is {pw} - please change it at first login.",
]
CHAT_PW_KO = [
    "[오후 {t}] {who}: NAS 관리자 비번 {pw} 이에요 (위키엔 올리지 마세요)",
    "{who} 님 DM: \"{env} 젠킨스 로그인 admin / {pw}\"",
    "{who} 님 말로는 공유기 관리자 비밀번호 = {pw}",
    "{who}: {pw} 로 해보고 안 되면 예전 거 뒤에 ! 붙인 거예요",
    "{who} 님 메일: 임시 비밀번호는 {pw} 입니다. 최초 로그인 시 변경해 주세요.",
    "카톡으로 받은 {env} 서버 root 비번: {pw}",
    "{who}: 한글 자판으로 치면 되는데 영문으로는 {pw} 예요",
]


def s_chat_password(lang, st):
    ctx = new_ctx(lang)
    if lang == "ko":
        kind, pw = password(pick(["korean-keyboard", "hangul", "human", "passphrase", "korean-keyboard", "hangul"]))
    else:
        kind, pw = password(pick(["human", "passphrase", "punctuation-heavy", "korean-keyboard", "generated"]))
    t = "%d:%02d" % (rint(1, 7), rint(0, 59)) if lang == "ko" else "%d:%02d" % (rint(9, 18), rint(0, 59))
    tpl = pick(CHAT_PW_EN if lang == "en" else CHAT_PW_KO)
    if "한글 자판" in tpl and kind != "korean-keyboard":
        kind, pw = password("korean-keyboard")
    msg = fmt(tpl, ctx, t=t, who=ctx["person"], pw=pw)
    en = (["I could not log into the {env} box; {person} sent the credential in chat:", "Context the user forwarded:", "How the credential reached me:"],
          ["Credentials sent in chat should move to the team vault right away.", "The account is shared by the whole team; changing the password locks everyone out.",
           "Temporary passwords expire after 24h; the login failed because it was already past that."],
          ["Can we move this account into the password manager?", "Should I change this password after using it?", ""])
    ko = (["{env} 서버에 로그인을 못 해서 {person} 님이 채팅으로 자격 증명을 보내줌:", "사용자가 전달해준 맥락:", "자격 증명을 받은 경로:"],
          ["채팅으로 받은 자격 증명은 바로 팀 볼트로 옮길 것.", "팀 전체가 쓰는 공용 계정이라 비밀번호를 바꾸면 모두 잠김.",
           "임시 비밀번호는 24시간 뒤 만료됨. 로그인 실패는 이미 만료돼서였음."],
          ["이 계정을 비밀번호 관리자로 옮겨도 될까요?", "쓰고 나서 이 비밀번호 바꿔둘까요?", ""])
    fields = two_part(lang, ctx, msg, en, ko)
    if chance(0.2):
        fields["ask_next_time"] = ("Is it still %s?" % pw) if lang == "en" else ("아직 %s 맞나요?" % pw)
    return "password in chat/prose (%s)" % kind, fields, [pw], {"vendors": []}


def s_diff_rotation(lang, st):
    ctx = new_ctx(lang)
    if chance(0.5):
        key, _, _, _, _ = pick(PW_TARGETS)
        _, old = password()
        _, new = password()
        vname = None
    else:
        v = pick(VENDORS)
        fl, sec, non = vparts(v)
        key, old = sec[0]
        new = [x for k, x in vparts(v)[1] if k == key][0]
        vname = v["name"]
    fname = pick([".env.%s" % ctx["env"], "config/%s.yaml" % ctx["env"], "helm/values-%s.yaml" % ctx["env"]])
    sep = "=" if fname.startswith(".env") else ": "
    ctxl = neighbors(2)
    snip = ("diff --git a/{f} b/{f}\n--- a/{f}\n+++ b/{f}\n@@ -%d,4 +%d,4 @@\n %s%s%s\n-%s%s%s\n+%s%s%s\n %s%s%s" %
            (rint(2, 30), rint(2, 30), ctxl[0][0], sep, ctxl[0][1], key, sep, old, key, sep, new, ctxl[1][0], sep, ctxl[1][1])).replace("{f}", fname)
    en = (["Rotation PR the user asked me to review for {svc}:", "The commit that broke {env} (found with git bisect):", "Patch I applied during the {env} rotation:"],
          ["Rotation must update every consumer before revoking the old value; {svc} still had the old one cached.",
           "Never commit the rotated value; the diff itself leaks both the old and the new credential.",
           "The old value stays valid for 24h after rotation, which hid the missing update."],
          ["Should this commit be rewritten out of history?", "Is the old value revoked already?", ""])
    ko = (["사용자가 리뷰 요청한 {svc} 키 교체 PR:", "{env}를 깨뜨린 커밋 (git bisect로 찾음):", "{env} 교체 작업 중 적용한 패치:"],
          ["교체 시 이전 값 폐기 전에 모든 사용처를 먼저 업데이트할 것. {svc}는 이전 값을 캐시하고 있었음.",
           "교체한 값을 커밋하지 말 것. diff 하나로 이전 값과 새 값이 둘 다 노출됨.",
           "이전 값이 교체 후 24시간 유효해서 누락된 업데이트가 가려졌음."],
          ["이 커밋을 히스토리에서 지워야 할까요?", "이전 값은 이미 폐기됐나요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "diff with old and new secret (%s)" % key, fields, [old, new], {"vendors": [vname] if vname else []}


def s_table_creds(lang, st):
    ctx = new_ctx(lang)
    rows, secrets = [], []
    envs = sample(ENVS, rint(2, 3))
    for e in envs:
        _, pw = password()
        if "|" in pw:
            pw = pw.replace("|", "!")
        rows.append("| %s | %s | %s | %s |" % (e, host(), pick(DB_USERS), pw))
        secrets.append(pw)
    head = "| env | host | user | password |\n|---|---|---|---|" if lang == "en" else "| 환경 | 호스트 | 계정 | 비밀번호 |\n|---|---|---|---|"
    snip = head + "\n" + "\n".join(rows)
    en = (["The handover doc for {svc} had this table:", "The user pasted the access table from the old wiki:"],
          ["The table was out of date for one environment; verify each login before relying on it.", "Keep per-env accounts; sharing one across envs caused the lockout."],
          ["Is there a maintained version of this table in the vault?", ""])
    ko = (["{svc} 인수인계 문서에 이 표가 있었음:", "사용자가 예전 위키의 접속 정보 표를 붙여줌:"],
          ["한 환경은 표가 최신이 아니었음. 쓰기 전에 로그인 하나씩 확인할 것.", "환경별 계정을 따로 둘 것. 하나를 같이 쓰다 잠김 사고가 났음."],
          ["이 표의 최신본이 볼트에 있나요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "markdown table of credentials", fields, secrets, {"vendors": []}


def s_k8s_b64(lang, st):
    ctx = new_ctx(lang)
    user = pick(DB_USERS)
    _, pw = password()
    bu, bp = b64txt(user), b64txt(pw)
    secrets = [bp]
    extra = ""
    if chance(0.3):
        extra = ("\n# decoded password: %s" % pw) if lang == "en" else ("\n# 디코딩한 비밀번호: %s" % pw)
        secrets.append(pw)
    snip = ("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\ntype: Opaque\ndata:\n  username: %s\n  password: %s%s"
            % (ctx["svc"], bu, bp, extra))
    if chance(0.3):
        _, apikey = password("generated")
        ba = b64txt(apikey)
        snip += "\n  api-key: %s" % ba if not extra else ""
        if not extra:
            secrets.append(ba)
    en = (["The Secret that {svc} mounts on {env} (kubectl get secret -o yaml):", "The user's manifest for the {svc} DB credentials:"],
          ["data: values are only base64-encoded; anyone who can read the Secret has the password.",
           "The pod kept the old value until restart because it was mounted as env, not as a volume."],
          ["Should we move this to External Secrets / SealedSecrets?", ""])
    ko = (["{env}에서 {svc}가 마운트하는 Secret (kubectl get secret -o yaml):", "사용자가 준 {svc} DB 자격 증명 매니페스트:"],
          ["data: 값은 base64 인코딩일 뿐이라 Secret 읽기 권한만 있으면 비밀번호를 알 수 있음.",
           "env로 주입해서 파드 재시작 전까지 이전 값을 유지했음. 볼륨 마운트면 갱신됨."],
          ["External Secrets나 SealedSecrets로 옮길까요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "k8s Secret data: base64-encoded password", fields, secrets, {"vendors": []}


def s_dotfiles(lang, st):
    ctx = new_ctx(lang)
    user = pick(DB_USERS)
    h = host()
    k = dk("s_dotfiles", 12)
    vendors = []
    if k == 0:
        _, pw = password(shell_safe=True)
        snip, fname, secrets = "machine %s\n  login %s\n  password %s" % (h, user, pw), "~/.netrc", [pw]
    elif k == 1:
        while True:
            _, pw = password()
            if ":" not in pw and "\\" not in pw:
                break
        snip, fname, secrets = "%s:5432:*:%s:%s" % (h, user, pw), "~/.pgpass", [pw]
    elif k == 2:
        tok = "ghp_" + rs(ALNUM, 36)
        snip, fname, secrets = "https://%s:%s@github.com" % (pick(["kimdev", "ci-bot", "jdoe"]), tok), "~/.git-credentials", [tok]
        vendors = ["GitHub classic PAT"]
    elif k == 3:
        tok = "npm_" + rs(ALNUM, 36)
        snip, fname, secrets = "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true" % tok, ".npmrc", [tok]
        vendors = ["npm"]
    elif k == 4:
        _, pw = password()
        blob = basic_blob(user, pw)
        snip = '{\n  "auths": {\n    "registry.%s": {\n      "auth": "%s"\n    }\n  }\n}' % (pick(DOMAINS), blob)
        fname, secrets = "~/.docker/config.json", [blob]
    elif k == 5:
        _, pw = password()
        e = pct(pw)
        snip = "[global]\nindex-url = https://%s:%s@nexus.%s/repository/pypi/simple\ntimeout = 60" % (user, e, pick(DOMAINS))
        fname, secrets = "pip.conf", [e]
    elif k == 6:
        while True:
            _, pw = password()
            if xml_ok([("x", pw)]):
                break
        snip = "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>%s</username>\n    <password>%s</password>\n  </server>\n</servers>" % (user, pw)
        fname, secrets = "~/.m2/settings.xml", [pw]
    elif k == 7:
        _, pw = password()
        snip, fname, secrets = "[client]\nuser=%s\npassword=\"%s\"\nhost=%s" % (user, pw, h), "~/.my.cnf", [pw]
    elif k == 8:
        a, s_ = "AKIA" + rs(B32, 16), rs(B64, 40)
        snip = "[%s]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = %s" % (pick(["default", "prod", "legacy-admin"]), a, s_, aws_region())
        fname, secrets, vendors = "~/.aws/credentials", [a, s_], ["AWS IAM"]
    elif k == 9:
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(140, 180))
        snip, fname, secrets = "[pypi]\n  username = __token__\n  password = %s" % tok, "~/.pypirc", [tok]
        vendors = ["PyPI"]
    elif k == 10:
        iat = rint(1735689600, 1760000000)
        tok = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ctx["env"],
                   "kubernetes.io/serviceaccount/service-account.name": "%s-deployer" % ctx["svc"], "sub": "system:serviceaccount:%s:%s-deployer" % (ctx["env"], ctx["svc"]), "iat": iat},
                  alg="RS256", kid=rs(B64URL, 43))
        snip = "users:\n- name: %s-deployer\n  user:\n    token: %s" % (ctx["svc"], tok)
        fname, secrets = "~/.kube/config", [tok]
    else:
        _, pw = password()
        snip = '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "%s",\n      "password": %s\n    }\n  }\n}' % (user, jq(pw))
        fname, secrets = "auth.json (composer)", [pw]
    ctx["fname"] = fname
    en = (["{svc} authenticated as the wrong account on the build agent; the credential came from {fname}:",
           "The user's {fname} (found while debugging why the CLI never prompted for a login):",
           "On {host} the tool silently picked up {fname}:",
           "Copied the {env} agent setup from {person}'s machine, including {fname}:"],
          ["Tools read {fname} before any project config; check it when auth uses an unexpected account.",
           "Per-user dotfiles on shared agents leak credentials between jobs; use job-scoped tokens instead.",
           "Deleting {fname} from the agent fixed the wrong-account problem; the job now uses its own credential.",
           "The file had mode 644; most tools refuse or warn unless it is 600."],
          ["Can I remove {fname} from the shared agent?", "Should the agent use a job-scoped token instead?", ""])
    ko = (["빌드 에이전트에서 {svc}가 엉뚱한 계정으로 인증됨. 자격 증명 출처는 {fname}:",
           "CLI가 로그인을 안 물어본 이유 찾다가 본 사용자의 {fname}:",
           "{host}에서 도구가 조용히 {fname}을(를) 읽고 있었음:",
           "{person} 님 PC에서 {env} 에이전트 설정을 복사하면서 {fname}까지 가져옴:"],
          ["도구들은 프로젝트 설정보다 {fname}을(를) 먼저 읽음. 인증 계정이 이상하면 여기부터 볼 것.",
           "공용 에이전트의 사용자 dotfile은 잡 사이에 자격 증명을 새게 함. 잡 단위 토큰을 쓸 것.",
           "에이전트에서 {fname} 지우니 계정 꼬임 해결. 이제 잡이 자기 자격 증명을 씀.",
           "파일 권한이 644였음. 600이 아니면 대부분 도구가 거부하거나 경고함."],
          ["공용 에이전트에서 {fname} 지워도 될까요?", "에이전트가 잡 단위 토큰을 쓰게 바꿀까요?", ""])
    fields = two_part(lang, ctx, snip, en, ko)
    return "dotfile credential: %s" % fname, fields, secrets, {"vendors": vendors}


def app_secret():
    k = dk("app_secret", 10)
    if k == 0:
        v = "django-insecure-" + rs(LOWNUM + "!@#$%^&*(-_=+)", 50)
        return "DJANGO_SECRET_KEY", v, "Django SECRET_KEY"
    if k == 1:
        return "SECRET_KEY_BASE", rs(HEXL, 128), "Rails secret_key_base"
    if k == 2:
        return "FLASK_SECRET_KEY", rs(HEXL, 64), "Flask SECRET_KEY"
    if k == 3:
        return "JWT_SECRET", pick([rs(ALNUM, rint(32, 64)), rand_b64_body(48)]), "JWT HS256 signing secret"
    if k == 4:
        return "APP_KEY", "base64:" + rand_b64_body(32), "Laravel APP_KEY"
    if k == 5:
        return "NEXTAUTH_SECRET", rand_b64_body(32), "NextAuth secret"
    if k == 6:
        return "ENCRYPTION_KEY", rs(HEXL, 64), "AES-256 key (hex)"
    if k == 7:
        return "APP_SECRET", rs(HEXL, 32), "Symfony APP_SECRET"
    if k == 8:
        return "JASYPT_ENCRYPTOR_PASSWORD", password()[1], "Jasypt master password"
    return "SESSION_SECRET", rs(ALNUM + "-_", rint(24, 40)), "express-session secret"


def s_app_secret_keys(lang, st):
    ctx = new_ctx(lang)
    key, val, label = app_secret()
    pairs = [(key, val)]
    if chance(0.25):
        key2, val2, label2 = app_secret()
        if key2 != key:
            pairs.append((key2, val2))
            label += " + " + label2
    pairs = mix(pairs)
    cname, snip, flabel = render(pairs, ctx)
    secrets = [v for k, v in pairs if k not in [n[0] for n in NEIGHBOR_POOL]]
    what = "signing key" if lang == "en" else "서명 키"
    fields = frame(lang, ctx, snip, secrets, what, what, flabel, p_ask_secret=0.1)
    return "framework secret key: %s in %s" % (label, cname), fields, secrets, {"vendors": []}


def s_sql_user(lang, st):
    ctx = new_ctx(lang)
    user = pick(DB_USERS)
    while True:
        _, pw = password()
        if "'" not in pw and '"' not in pw and "\\" not in pw:
            break
    stmt = dpick("sql_stmt", [
        ("MySQL CREATE USER", "CREATE USER '%s'@'%%' IDENTIFIED BY '%s';\nGRANT SELECT, INSERT, UPDATE ON shop.* TO '%s'@'%%';" % (user, pw, user)),
        ("Postgres ALTER ROLE", "ALTER ROLE %s WITH LOGIN PASSWORD '%s';" % (user, pw)),
        ("MSSQL CREATE LOGIN", "CREATE LOGIN %s WITH PASSWORD = '%s', CHECK_POLICY = ON;" % (user, pw)),
        ("Mongo createUser", "db.createUser({ user: \"%s\", pwd: \"%s\", roles: [{ role: \"readWrite\", db: \"shop\" }] })" % (user, pw)),
        ("Oracle ALTER USER", "ALTER USER %s IDENTIFIED BY \"%s\" ACCOUNT UNLOCK;" % (user.upper(), pw)),
        ("Redis ACL SETUSER", "ACL SETUSER %s on >%s ~cache:* +@read +@write" % (user, pw)),
        ("Flyway migration with password", "-- V42__create_report_user.sql\nCREATE USER report_ro WITH PASSWORD '%s';\nGRANT pg_read_all_data TO report_ro;" % pw),
    ])
    en = (["Migration script that created the {svc} DB user on {env}:", "The DBA's message with the statement they ran:", "From the init SQL in the repo:"],
          ["Creating users in versioned migrations puts the password into the repo; use a secret-injected script instead.",
           "The grant was missing for the new schema; the user could log in but not read.", "The password policy on {env} rejected shorter passwords, which is why the first attempt failed."],
          ["Should the user creation move out of the migrations?", "Is this user shared with other services?", ""])
    ko = (["{env}에서 {svc} DB 계정을 만든 마이그레이션 스크립트:", "DBA가 실행했다며 보내준 구문:", "repo의 init SQL에서:"],
          ["버전 관리되는 마이그레이션에서 계정을 만들면 비밀번호가 repo에 들어감. 시크릿을 주입하는 스크립트를 쓸 것.",
           "새 스키마에 대한 grant가 빠져서 로그인은 되는데 조회가 안 됐음.", "{env} 비밀번호 정책이 짧은 비밀번호를 거부해서 첫 시도가 실패했음."],
          ["계정 생성을 마이그레이션 밖으로 빼낼까요?", "이 계정 다른 서비스와 같이 쓰나요?", ""])
    fields = two_part(lang, ctx, stmt[1], en, ko)
    return "SQL/DB statement with password: %s" % stmt[0], fields, [pw], {"vendors": []}


def s_question_only(lang, st):
    ctx = new_ctx(lang)
    kind, val, vname = any_secret_value(lang)
    if utf8len(val) > 200:
        kind, val = password()
        vname = None
    if lang == "en":
        mc = fmt(pick(["The {env} VPN account is shared and I had to ask the user for it mid-task.",
                       "Login to the {svc} admin console on {env} needed a credential that is not in the vault.",
                       "The deploy to {env} paused waiting for a credential from {person}."]), ctx)
        ls = fmt(pick(["Ask for shared credentials before starting, or better, ask for vault access.",
                       "The admin console locks after five failed attempts; do not guess."]), ctx)
        noun = "password" if vname is None else "key"
        ask = pick(["Is the %s still %s, or did IT reset it?" % (noun, val), "Last time you gave me %s - is that still current?" % val,
                    "Should I use %s again for %s?" % (val, ctx["env"])])
    else:
        mc = fmt(pick(["{env} VPN 계정은 공용이라 작업 중간에 사용자에게 물어봐야 했음.",
                       "{env}의 {svc} 어드민 콘솔 로그인에 볼트에 없는 자격 증명이 필요했음.",
                       "{env} 배포가 {person} 님의 자격 증명을 기다리느라 멈춤."]), ctx)
        ls = fmt(pick(["공용 자격 증명은 시작 전에 요청하거나, 더 좋게는 볼트 권한을 요청할 것.",
                       "어드민 콘솔은 5회 실패하면 잠김. 추측으로 시도하지 말 것."]), ctx)
        noun = "비밀번호" if vname is None else "키"
        ask = pick(["%s 아직 %s 인가요, 아니면 IT에서 리셋했나요?" % (noun, val), "지난번에 주신 %s 아직 유효한가요?" % val,
                    "%s에서 %s 다시 써도 되나요?" % (ctx["env"], val)])
    if chance(0.35):
        mc += ("\nValue used this time: %s" % val) if lang == "en" else ("\n이번에 쓴 값: %s" % val)
    return "secret in ask_next_time question (%s)" % kind, {"missing_context": mc, "lesson": ls, "ask_next_time": ask}, [val], {"vendors": [vname] if vname else []}


def s_long_token(lang, st):
    """explicitly long credentials (hundreds of characters)."""
    ctx = new_ctx(lang)
    k = dk("s_long_token", 5)
    if k == 0:
        fl = [("AWS_ACCESS_KEY_ID", "ASIA" + rs(B32, 16)), ("AWS_SECRET_ACCESS_KEY", rs(B64, 40)),
              ("AWS_SESSION_TOKEN", "IQoJb3JpZ2luX2VjE" + rs(B64, rint(500, 640)) + "=")]
        vn = "AWS STS"
    elif k == 1:
        tok = jwt({"sub": uuid4(), "scope": " ".join(pick(["read:orders", "write:orders", "admin:settlement", "read:users", "write:reports"]) for _ in range(6)),
                   "aud": "https://api.%s" % pick(DOMAINS), "iss": "https://auth.%s/" % pick(DOMAINS), "iat": 1750000000, "exp": 1750003600,
                   "permissions": [pick(["orders:*", "users:read", "billing:write", "reports:read"]) for _ in range(5)]}, alg="RS256", kid=rs(B64URL, 20))
        fl = [("ACCESS_TOKEN", tok)]
        vn = None
    elif k == 2:
        fl = [("JIRA_API_TOKEN", "ATATT3xFfGF0" + rs(B64URL, 176) + "=" + rs(HEXU, 8))]
        vn = "Atlassian API token"
    elif k == 3:
        fl = [("OPENAI_API_KEY", "sk-proj-" + rs(B64URL, 156))]
        vn = "OpenAI"
    else:
        fl = [("LINE_CHANNEL_ACCESS_TOKEN", rs(B64, 171) + "=")]
        vn = "LINE Messaging API"
    cname, snip, flabel = render(fl, ctx, pick(["dotenv", "shell export", "YAML", "JSON", "k8s Secret stringData", "GitHub Actions", "PowerShell"]))
    secrets = [v for _, v in fl]
    what = "long-lived token" if lang == "en" else "토큰 키"
    fields = frame(lang, ctx, snip, secrets, what, what, flabel, p_ask_secret=0.0)
    if chance(0.3) and utf8len(secrets[-1]) < 450:
        fields["ask_next_time"] = ("Can I reuse this token: %s" % secrets[-1]) if lang == "en" else ("이 토큰 재사용해도 되나요: %s" % secrets[-1])
    return "long token (%d chars) in %s" % (max(len(s) for s in secrets), cname), fields, secrets, {"vendors": [vn] if vn else []}


# ================================================================ CLEAN scenarios
# each returns (category, fields, [], meta)

def clean_fields(lang, ctx, snip, en, ko, p_lesson=0.35):
    return two_part(lang, ctx, snip, en, ko, p_lesson=p_lesson)


PLACEHOLDER_VALUES = ["<YOUR_API_KEY>", "your-api-key-here", "REPLACE_ME", "<redacted>", "${%s}", "{{ %s }}", "xxxxxxxxxxxxxxxx",
                      "<password>", "<set-in-vault>", "TODO_SET_IN_CI", "__SET_ME__", "<paste token here>", "$(%s)", "%%(%s)s",
                      "<secret>", "***", "CHANGE_ME_IN_PROD_ENV_FILE"]


def placeholder_for(key, vendor_prefix=None):
    k = dk("placeholder_for", 6)
    if vendor_prefix and k <= 1:
        fill = pick(["X", "x", "0", "*", "."])
        return vendor_prefix + fill * rint(16, 36)
    if vendor_prefix and k == 2:
        return vendor_prefix + pick(["your_key_here", "REPLACE_ME", "<key>", "xxxx", "example"])
    p = pick(PLACEHOLDER_VALUES)
    if "%s" in p:
        p = p % key
    return p


KEY_PREFIX = {"STRIPE_SECRET_KEY": "sk_live_", "GITHUB_TOKEN": "ghp_", "SLACK_BOT_TOKEN": "xoxb-", "OPENAI_API_KEY": "sk-proj-",
              "SENDGRID_API_KEY": "SG.", "TOSS_SECRET_KEY": "live_sk_"}


def c_placeholder(lang, st):
    ctx = new_ctx(lang)
    keys = sample(["STRIPE_SECRET_KEY", "GITHUB_TOKEN", "DB_PASSWORD", "SLACK_BOT_TOKEN", "OPENAI_API_KEY", "AWS_SECRET_ACCESS_KEY",
                   "REDIS_PASSWORD", "SENDGRID_API_KEY", "JWT_SECRET", "NCP_SECRET_KEY", "TOSS_SECRET_KEY", "SMTP_PASSWORD"], rint(1, 3))
    pairs = []
    for kk in keys:
        pref = KEY_PREFIX.get(kk) if chance(0.6) else None
        pairs.append((kk, placeholder_for(kk, pref)))
    pairs = mix(pairs)
    cname, snip, flabel = render(pairs, ctx, pick(["dotenv", "YAML", "JSON", "shell export", "docker-compose", "Helm values", "TOML", "properties", "markdown table", "k8s Deployment env"]))
    en = (["The repo ships a template for {svc}; the {env} values are filled in by CI. Template:", "README of {svc} tells new devs to copy this file:",
           "I first tried to run {svc} with the example config as-is:"],
          ["The example file only holds placeholders; the app refuses to start until they are replaced, which is the intended guard.",
           "Copy the example to .env.local and fill values from the vault; never edit the example itself.",
           "CI substitutes the placeholders at deploy time, so a literal placeholder in a running pod means the substitution step was skipped."],
          ["Where should I get the real values for local runs?", "Should the example include every key the app reads?", ""])
    ko = (["repo에는 {svc} 설정 템플릿만 있고 {env} 값은 CI가 채움. 템플릿:", "{svc} README가 신규 개발자에게 이 파일을 복사하라고 안내함:",
           "처음엔 예시 설정 그대로 {svc}를 띄워봄:"],
          ["예시 파일에는 플레이스홀더만 있고, 바꾸기 전엔 앱이 안 뜨게 막혀 있음. 의도된 안전장치.",
           "예시 파일을 .env.local로 복사해서 볼트 값으로 채울 것. 예시 파일 자체는 수정 금지.",
           "배포 시 CI가 플레이스홀더를 치환함. 실행 중인 파드에 플레이스홀더가 그대로 있으면 치환 단계가 빠진 것."],
          ["로컬 실행용 실제 값은 어디서 받나요?", "예시 파일에 앱이 읽는 키를 전부 넣을까요?", ""])
    return "placeholders in %s" % cname, clean_fields(lang, ctx, snip, en, ko), [], {}


def masked(prefix, n_hidden, tail):
    return prefix + pick(["*", "•", "x", "X"]) * n_hidden + tail


def c_masked(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_masked", 7)
    if k == 0:
        snip = "$ stripe config --list\ntest_mode_api_key = 'sk_test_%s'\nlive_mode_api_key = 'sk_live_%s'" % ("*" * 20 + rs(ALNUM, 4), "*" * 20 + rs(ALNUM, 4))
        cat = "masked CLI config output"
    elif k == 1:
        snip = "Run ./deploy.sh\n  env:\n    NPM_TOKEN: ***\n    AWS_SECRET_ACCESS_KEY: ***\n  npm notice Publishing to https://registry.npmjs.org/ with tag latest"
        cat = "GitHub Actions log with *** masking"
    elif k == 2:
        snip = "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        username = \"%s\"\n    }" % pick(DB_USERS)
        cat = "terraform plan sensitive value"
    elif k == 3:
        snip = "Token: %s (created %s, expires in 30 days)" % (masked(pick(["ghp_", "glpat-", "npm_", "hf_", "dckr_pat_"]), rint(20, 30), rs(ALNUM, 4)), rdate())
        cat = "masked token with last 4 chars"
    elif k == 4:
        snip = "AWS_ACCESS_KEY_ID=AKIA%s%s\nAWS_SECRET_ACCESS_KEY=%s" % ("*" * 12, rs(B32, 4), "*" * 40)
        cat = "masked AWS keys"
    elif k == 5:
        snip = "mysql> SELECT user, host, plugin FROM mysql.user;\n| %s | %% | caching_sha2_password |\npassword: ********" % pick(DB_USERS)
        cat = "masked password"
    else:
        snip = "$ kubectl get secret %s-db -o jsonpath='{.data}' | redact\n{\"password\":\"<redacted>\",\"username\":\"<redacted>\"}" % ctx["svc"]
        cat = "redacted kubectl output"
    en = (["Output I checked to confirm which credential {svc} uses on {env}:", "The user pasted this to show the key is configured:", "Evidence from the {env} run:"],
          ["The masked suffix was enough to match the key with the one listed in the provider console.",
           "The CLI masks values by default; to compare keys use the last 4 characters shown in the dashboard.",
           "Masking in logs works only for registered secrets; values derived from them are not masked."],
          ["Is matching by the last 4 characters enough for the audit?", "Can I see the key ids in the console to compare?", ""])
    ko = (["{env}에서 {svc}가 어떤 자격 증명을 쓰는지 확인하려고 본 출력:", "키가 설정돼 있다는 걸 보여주려고 사용자가 붙여준 것:", "{env} 실행 결과 근거:"],
          ["마스킹된 끝자리만으로 콘솔의 키와 대조할 수 있었음.",
           "CLI는 기본으로 값을 가림. 키 비교는 대시보드에 보이는 끝 4자리로 할 것.",
           "로그 마스킹은 등록된 시크릿에만 적용되고, 거기서 파생된 값은 안 가려짐."],
          ["감사용으로 끝 4자리 대조면 충분한가요?", "비교하려면 콘솔에서 키 ID를 볼 수 있을까요?", ""])
    return "masked value: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_env_ref(lang, st):
    ctx = new_ctx(lang)
    acct = rs(DIG, 12)
    k = dk("c_env_ref", 12)
    refs = [
        ("GitHub Actions secrets context", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  DB_PASSWORD: ${{ secrets.%s_DB_PASSWORD }}" % ctx["env"].upper()),
        ("k8s secretKeyRef", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: %s-db\n        key: password" % ctx["svc"]),
        ("shell variable expansion", "psql \"host=%s user=%s password=$PGPASS dbname=orders\"" % (host("pg"), pick(DB_USERS))),
        ("Vault CLI path", "vault kv get -field=password secret/%s/%s/db" % (ctx["env"], ctx["svc"])),
        ("AWS Secrets Manager ARN", "arn:aws:secretsmanager:%s:%s:secret:%s/%s/db-%s" % (aws_region(), acct, ctx["env"], ctx["svc"], rs(ALNUM, 6))),
        ("1Password reference", "DB_PASSWORD=op://Engineering/%s %s DB/password" % (ctx["env"].title(), ctx["svc"])),
        ("GCP Secret Manager resource", "projects/%s/secrets/%s-api-key/versions/latest" % (rs(DIG, 12), ctx["svc"])),
        ("Azure Key Vault reference", "@Microsoft.KeyVault(SecretUri=https://kv-%s.vault.azure.net/secrets/DbPassword/)" % ctx["env"]),
        ("Helm template reference", "password: {{ .Values.db.password | quote }}\napiKey: {{ required \"apiKey is required\" .Values.apiKey }}"),
        ("Python os.environ", "stripe.api_key = os.environ[\"STRIPE_SECRET_KEY\"]\nredis_pw = os.getenv(\"REDIS_PASSWORD\", \"\")"),
        ("Spring placeholder", "spring.datasource.password=${DB_PASSWORD}\nspring.mail.password=${SMTP_PASSWORD:}"),
        ("docker secrets file", "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password"),
    ]
    cat, snip = refs[k]
    en = (["I looked for the credential itself but {svc} only references it:", "How {svc} gets its credentials on {env}:", "Config reviewed during the {env} incident:"],
          ["The value is resolved at runtime; a missing entry in the store shows up as an empty string, not as an error.",
           "Referencing the secret by path is the right pattern; the failure was an IAM permission on the secret, not the value.",
           "Secret references are safe to commit; only the resolved values must stay out of the repo."],
          ["Who has write access to that secret path?", "Should the app fail fast when the reference resolves to empty?", ""])
    ko = (["자격 증명 값을 찾아봤지만 {svc}는 참조만 하고 있었음:", "{env}에서 {svc}가 자격 증명을 가져오는 방식:", "{env} 장애 때 검토한 설정:"],
          ["값은 런타임에 해석됨. 저장소에 항목이 없으면 오류가 아니라 빈 문자열로 나옴.",
           "경로로 시크릿을 참조하는 방식 자체는 맞음. 실패 원인은 값이 아니라 시크릿에 대한 IAM 권한.",
           "시크릿 참조는 커밋해도 안전함. 해석된 값만 repo 밖에 있으면 됨."],
          ["그 시크릿 경로 쓰기 권한은 누가 갖고 있나요?", "참조가 빈 값이면 앱이 바로 실패하게 할까요?", ""])
    return "secret reference, no value: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def git_sha(n=40):
    return rs(HEXL, n)


def c_hashes(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_hashes", 9)
    if k == 0:
        snip = "\n".join("%s  %s" % (rs(HEXL, 64), f) for f in sample(["dist/app-linux-amd64", "dist/app-darwin-arm64", "dist/app.tar.gz", "SHA256SUMS.sig", "dist/app-windows.zip"], rint(2, 4)))
        cat = "sha256sum output"
    elif k == 1:
        snip = "registry.%s/%s@sha256:%s" % (pick(DOMAINS), ctx["svc"], rs(HEXL, 64))
        cat = "docker image digest"
    elif k == 2:
        snip = "\n".join("%s %s" % (git_sha(7), m) for m in sample(["fix: retry on 429", "chore: bump deps", "feat: add settlement export",
                                                                     "revert: timeout change", "refactor: split client", "test: flaky webhook test"], rint(3, 5)))
        cat = "git log --oneline"
    elif k == 3:
        snip = '"node_modules/%s": {\n  "version": "%d.%d.%d",\n  "resolved": "https://registry.npmjs.org/%s/-/%s-%d.%d.%d.tgz",\n  "integrity": "sha512-%s"\n}' % (
            ("lodash",) + (4, 17, 21) + ("lodash", "lodash") + (4, 17, 21) + (rand_b64_body(64),)) if chance(0.5) else \
            '"integrity": "sha512-%s"' % rand_b64_body(64)
        cat = "npm integrity hash"
    elif k == 4:
        mod = pick(["github.com/aws/aws-sdk-go-v2", "golang.org/x/net", "google.golang.org/grpc"])
        snip = "%s v1.%d.%d h1:%s\n%s v1.%d.%d/go.mod h1:%s" % (mod, rint(1, 40), rint(0, 9), rand_b64_body(32), mod, rint(1, 40), rint(0, 9), rand_b64_body(32))
        cat = "go.sum hashes"
    elif k == 5:
        snip = "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEXL, 64), rs(HEXL, 64))
        cat = "pip --hash pins"
    elif k == 6:
        snip = "<script src=\"https://cdn.jsdelivr.net/npm/chart.js@4.4.1/dist/chart.umd.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % rand_b64_body(48)
        cat = "SRI integrity attribute"
    elif k == 7:
        snip = "commit %s\nMerge: %s %s\nAuthor: %s <%s@example.com>\n\n    Merge pull request #%d from acme/%s" % (git_sha(), git_sha(7), git_sha(7), ctx["person"], "dev", rint(100, 4000), ctx["svc"])
        cat = "git commit SHA"
    else:
        snip = "ETag: \"%s\"\nx-amz-version-id: %s\nContent-MD5: %s" % (rs(HEXL, 32), rs(B64URL, 32), rand_b64_body(16))
        cat = "ETag / MD5 / version id"
    en = (["Verifying the {svc} release artifacts before the {env} rollout:", "The mismatch that broke the {env} build:", "Pinned hashes the user asked me to update:"],
          ["Hashes pin content, not access; they are safe to share and must match exactly.",
           "The mismatch came from a re-published tarball; bump the version instead of overwriting.",
           "Pin by digest in production manifests so a retagged image cannot sneak in."],
          ["Should I pin the base image by digest too?", "Where do we publish the checksums?", ""])
    ko = (["{env} 롤아웃 전에 {svc} 릴리스 아티팩트 검증:", "{env} 빌드를 깨뜨린 불일치:", "사용자가 업데이트해 달라고 한 고정 해시:"],
          ["해시는 내용을 고정할 뿐 접근 권한이 아님. 공유해도 안전하고 정확히 일치해야 함.",
           "불일치 원인은 tarball 재배포였음. 덮어쓰지 말고 버전을 올릴 것.",
           "운영 매니페스트는 다이제스트로 고정해서 태그 재지정된 이미지가 끼어들지 못하게 할 것."],
          ["베이스 이미지도 다이제스트로 고정할까요?", "체크섬은 어디에 게시하나요?", ""])
    return "hashes/digests: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def ulid():
    return rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 26)


def c_ids(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_ids", 7)
    if k == 0:
        snip = "%s ERROR %s request_id=%s trace_id=%s span_id=%s status=502 upstream=%s" % (rts(), ctx["svc"], uuid4(), rs(HEXL, 32), rs(HEXL, 16), host("api"))
        cat = "request/trace ids in log"
    elif k == 1:
        snip = "HTTP/1.1 429 Too Many Requests\nx-amzn-RequestId: %s\nx-amz-apigw-id: %s=\nRetry-After: 2" % (uuid4(), rs(ALNUM, 15))
        cat = "AWS request ids"
    elif k == 2:
        snip = "Stripe error: {\"type\": \"invalid_request_error\", \"code\": \"resource_missing\", \"request_log_url\": \"https://dashboard.stripe.com/logs/req_%s\", \"param\": \"customer\"}\ncustomer: cus_%s" % (rs(ALNUM, 14), rs(ALNUM, 14))
        cat = "Stripe request and object ids"
    elif k == 3:
        snip = "cf-ray: %s-%s\nx-request-id: %s\nx-correlation-id: %s" % (rs(HEXL, 16), pick(["ICN", "NRT", "FRA", "SJC"]), ulid(), uuid4())
        cat = "Cloudflare Ray ID / correlation ids"
    elif k == 4:
        snip = "Sentry event %s (issue %s-%s) first seen %s" % (rs(HEXL, 32), ctx["svc"].upper().replace("-", ""), rs(UPNUM, 3), rdate())
        cat = "Sentry event id"
    elif k == 5:
        snip = "db.orders.find({_id: ObjectId(\"%s\")})\n// idempotency-key: %s" % (rs(HEXL, 24), uuid4())
        cat = "Mongo ObjectId / idempotency key"
    else:
        snip = "uid: %s\nresourceVersion: \"%s\"\npod: %s-%s-%s" % (uuid4(), rs(DIG, 9), ctx["svc"], rs("bcdfghjklmnpqrstvwxz2456789", 10), rs("bcdfghjklmnpqrstvwxz2456789", 5))
        cat = "k8s uid / pod name"
    en = (["Tracing the {env} failure of {svc}; identifiers from the logs:", "The user gave me these ids to look up:", "What I grepped for across services:"],
          ["Request ids join logs across services; ask for them first instead of timestamps.",
           "The same correlation id appeared in two retries, which showed the client retried without backoff.",
           "Ids like these are safe to paste in tickets; they identify, they do not authenticate."],
          ["Can you send the request id next time instead of a screenshot?", "Is there a log retention limit I should know about?", ""])
    ko = (["{svc}의 {env} 장애 추적. 로그에서 뽑은 식별자:", "사용자가 조회해 달라고 준 ID들:", "서비스 전체에서 grep한 값:"],
          ["요청 ID로 서비스 간 로그를 이을 수 있음. 시간대보다 ID를 먼저 요청할 것.",
           "같은 correlation id가 재시도 두 번에 나와서 클라이언트가 백오프 없이 재시도한 걸 알게 됨.",
           "이런 ID는 티켓에 붙여도 안전함. 식별용이지 인증용이 아님."],
          ["다음엔 스크린샷 대신 request id를 보내주실 수 있나요?", "알아야 할 로그 보존 기간 제한이 있나요?", ""])
    return "identifiers: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def ssh_pub_ed25519(comment=None):
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rbytes(32)
    return "ssh-ed25519 %s %s" % (b64s(blob), comment or pick(["deploy@ci", "minsu@laptop", "jenkins@build-01", "backup@nas"]))


def ssh_pub_rsa():
    blob = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + rbytes(256)
    return "ssh-rsa %s %s" % (b64s(blob), pick(["ops@bastion", "ci@runner", "root@legacy-01"]))


def c_public_keys(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_public_keys", 9)
    if k == 0:
        snip = "~/.ssh/authorized_keys on %s:\n%s\n%s" % (ctx["host"], ssh_pub_ed25519(), ssh_pub_ed25519())
        cat = "ssh authorized_keys (public)"
    elif k == 1:
        snip = ssh_pub_rsa()
        cat = "ssh-rsa public key"
    elif k == 2:
        snip = "The ECDSA host key for '%s' has changed.\nHost key fingerprint is SHA256:%s\n%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s" % (
            ctx["host"], rand_b64_body(32, pad=False), ctx["host"], rand_b64_body(48, pad=True))
        cat = "host key fingerprint / known_hosts"
    elif k == 3:
        fp = rs(HEXU, 40)
        snip = "pub   ed25519 2024-03-02 [SC]\n      %s\nuid           [ultimate] Release Bot <release@example.com>" % " ".join(wrap(fp, 4))
        cat = "GPG key fingerprint"
    elif k == 4:
        der = b"\x30\x59\x30\x13\x06\x07\x2a\x86\x48\xce\x3d\x02\x01\x06\x08\x2a\x86\x48\xce\x3d\x03\x01\x07\x03\x42\x00\x04" + rbytes(64)
        snip = "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(wrap(b64s(der), 64))
        cat = "PEM public key"
    elif k == 5:
        body = b64s(b"\x30\x82\x03" + rbytes(rint(300, 420)))
        lines = wrap(body, 64)
        snip = "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(lines[:6] + ["..."])
        cat = "X.509 certificate (public)"
    elif k == 6:
        snip = '{"keys": [{"kty": "RSA", "use": "sig", "kid": "%s", "alg": "RS256", "e": "AQAB", "n": "%s"}]}' % (rs(B64URL, 16), rand_b64_body(192, url=True, pad=False))
        cat = "JWKS public key"
    elif k == 7:
        snip = "[Peer]\nPublicKey = %s\nAllowedIPs = 10.%d.0.0/16\nEndpoint = vpn.%s:51820\nPersistentKeepalive = 25" % (rand_b64_body(32), rint(0, 99), pick(DOMAINS))
        cat = "WireGuard peer public key"
    else:
        snip = "creation_rules:\n  - path_regex: secrets/%s/.*\\.yaml\n    age: age1%s" % (ctx["env"], rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
        cat = "age recipient (public)"
    en = (["Public key material I had to verify while setting up {svc} on {env}:", "The user asked me to add this to the {env} config:", "What the server presented:"],
          ["Public keys and fingerprints are meant to be shared; verify the fingerprint out of band before trusting a changed host key.",
           "Only the public half goes into config; the private half stays on the owner's machine or in the HSM.",
           "Rotating the key means updating every place that pins this public key."],
          ["Can you confirm the fingerprint through another channel?", "Who else needs this public key added?", ""])
    ko = (["{env}에서 {svc} 설정하며 확인해야 했던 공개 키 정보:", "사용자가 {env} 설정에 추가해 달라고 한 것:", "서버가 제시한 값:"],
          ["공개 키와 지문은 공유하라고 있는 것. 바뀐 호스트 키는 신뢰하기 전에 다른 경로로 지문을 확인할 것.",
           "설정에는 공개 키만 넣고 개인 키는 소유자 PC나 HSM에 둠.",
           "키를 교체하면 이 공개 키를 고정해 둔 모든 곳을 업데이트해야 함."],
          ["지문을 다른 채널로 확인해 주실 수 있나요?", "이 공개 키를 추가해야 할 곳이 또 있나요?", ""])
    return "public key material: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_nonsecret_ids(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_nonsecret_ids", 10)
    if k == 0:
        snip = "aws sts get-caller-identity\n{\n    \"UserId\": \"AROA%s:%s\",\n    \"Account\": \"%s\",\n    \"Arn\": \"arn:aws:sts::%s:assumed-role/%s-deployer/%s\"\n}" % (
            rs(B32, 17), ctx["svc"], rs(DIG, 12), rs(DIG, 12), ctx["svc"], ctx["svc"])
        cat = "AWS account id / role ARN / AROA unique id"
    elif k == 1:
        snip = "TWILIO_ACCOUNT_SID=AC%s\nTWILIO_MESSAGING_SERVICE_SID=MG%s\nTWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN}" % (rs(HEXL, 32), rs(HEXL, 32))
        cat = "Twilio Account SID (not secret)"
    elif k == 2:
        snip = "GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com\n# client secret is in Secret Manager" % (rs(DIG, 12), rs(LOWNUM, 32))
        cat = "OAuth client id"
    elif k == 3:
        snip = "AZURE_TENANT_ID=%s\nAZURE_CLIENT_ID=%s\nAZURE_SUBSCRIPTION_ID=%s\n# federated credential, no client secret" % (uuid4(), uuid4(), uuid4())
        cat = "Azure tenant/client/subscription ids"
    elif k == 4:
        snip = "app_id: %d\ninstallation_id: %d\nclient_id: Iv1.%s\nwebhook_url: https://%s/github/events" % (rint(100000, 999999), rint(10000000, 99999999), rs(HEXL, 16), host("api"))
        cat = "GitHub App ids"
    elif k == 5:
        snip = "channel=C0%s team=T0%s user=U0%s bot_id=B0%s" % (rs(UPNUM, 9), rs(UPNUM, 8), rs(UPNUM, 9), rs(UPNUM, 9))
        cat = "Slack ids"
    elif k == 6:
        snip = "NAVER_CLIENT_ID=%s\nNAVER_CLIENT_SECRET=${NAVER_CLIENT_SECRET}\nKAKAO_APP_ID=%s" % (rs(ALNUM, 20), rs(DIG, 6))
        cat = "Naver client id / Kakao app id"
    elif k == 7:
        snip = "WECHAT_APPID=wx%s\nFEISHU_APP_ID=cli_%s\nLINE_CHANNEL_ID=%s" % (rs(HEXL, 16), rs(HEXL, 16), rs(DIG, 10))
        cat = "WeChat AppID / Feishu app id / LINE channel id"
    elif k == 8:
        snip = "google-services.json: \"mobilesdk_app_id\": \"1:%s:android:%s\", \"project_number\": \"%s\"" % (rs(DIG, 12), rs(HEXL, 16), rs(DIG, 12))
        cat = "Firebase app id / project number"
    else:
        snip = "DEVELOPMENT_TEAM = %s;\nPRODUCT_BUNDLE_IDENTIFIER = com.acme.%s;\nPROVISIONING_PROFILE_SPECIFIER = \"match AppStore com.acme.%s\";" % (rs(UPNUM, 10), ctx["svc"].replace("-", ""), ctx["svc"].replace("-", ""))
        cat = "Apple Team ID / bundle id"
    en = (["Identifiers needed to configure {svc} on {env}:", "The user sent these so I could find the right account:", "Values I confirmed in the console:"],
          ["These identify the account or app; they are not credentials, and the actual secret is injected separately.",
           "Using the wrong account id pointed {svc} at the sandbox project.",
           "Keep ids in the repo config; keep only the secrets in the vault."],
          ["Is this the production account id or the staging one?", "Should the ids live in the shared config repo?", ""])
    ko = (["{env}에서 {svc} 설정에 필요한 식별자:", "올바른 계정을 찾으라고 사용자가 보내준 값:", "콘솔에서 확인한 값:"],
          ["이건 계정이나 앱을 식별할 뿐 자격 증명이 아님. 실제 시크릿은 따로 주입됨.",
           "계정 ID를 잘못 써서 {svc}가 샌드박스 프로젝트를 보고 있었음.",
           "ID는 repo 설정에 두고 시크릿만 볼트에 둘 것."],
          ["이게 운영 계정 ID인가요, 스테이징인가요?", "ID들을 공용 설정 repo에 둘까요?", ""])
    return "non-secret identifiers: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_base64_data(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_base64_data", 6)
    if k == 0:
        snip = "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h%s\">" % rand_b64_body(rint(60, 120))
        cat = "data URI image"
    elif k == 1:
        cur = b64txt(json.dumps({"offset": rint(20, 2000), "sort": "created_at", "dir": "desc"}, separators=(",", ":")))
        snip = "GET /v1/orders?limit=50&cursor=%s" % cur
        cat = "base64 pagination cursor"
    elif k == 2:
        cfg = "server {\n  listen 8080;\n  location / { proxy_pass http://%s:3000; }\n}\n" % ctx["svc"]
        snip = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: %s-nginx\nbinaryData:\n  default.conf: %s" % (ctx["svc"], b64txt(cfg))
        cat = "ConfigMap binaryData"
    elif k == 3:
        payload = b64txt(json.dumps({"order_id": rint(100000, 999999), "status": pick(["PAID", "SHIPPED", "CANCELLED"]), "ts": rts()}, separators=(",", ":")))
        snip = '{"message": {"data": "%s", "messageId": "%s", "publishTime": "%s"}, "subscription": "projects/acme/subscriptions/%s"}' % (payload, rs(DIG, 16), rts(), ctx["svc"])
        cat = "Pub/Sub message base64 payload"
    elif k == 4:
        txt = pick(["hello from %s" % ctx["env"], "healthcheck ok", "feature flags: checkout_v2=on", "region=ap-northeast-2"])
        snip = "$ echo -n '%s' | base64\n%s" % (txt, b64txt(txt))
        cat = "base64 of plain text"
    else:
        snip = "Set-Cookie: consent=%s; Path=/; Max-Age=31536000; SameSite=Lax" % b64txt(json.dumps({"analytics": chance(0.5), "ads": False, "v": 2}, separators=(",", ":")), url=True, pad=False)
        cat = "base64 consent cookie (not a session)"
    en = (["Encoded data I decoded while debugging {svc}:", "The payload the user sent from the {env} incident:", "Found while checking why {svc} rejected the request:"],
          ["Base64 here is just transport encoding for non-sensitive data; decoding it showed the wrong field name.",
           "The cursor is opaque to clients but only holds paging state; clients must not build it themselves.",
           "The decoded content matched the expected config; the bug was elsewhere."],
          ["Is it OK to document the decoded format?", "Should {svc} validate the decoded payload schema?", ""])
    ko = (["{svc} 디버깅 중 디코딩해 본 인코딩 데이터:", "사용자가 {env} 장애 때 보내준 payload:", "{svc}가 요청을 거부한 이유 찾다가 발견:"],
          ["여기 base64는 민감하지 않은 데이터의 전송 인코딩일 뿐. 디코딩해 보니 필드 이름이 틀려 있었음.",
           "커서는 클라이언트에게 불투명하지만 페이징 상태만 담고 있음. 클라이언트가 직접 만들면 안 됨.",
           "디코딩한 내용은 예상 설정과 같았고 버그는 다른 곳에 있었음."],
          ["디코딩한 형식을 문서화해도 될까요?", "{svc}가 디코딩한 payload 스키마를 검증하게 할까요?", ""])
    return "base64 of non-secret data: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_long_ids(lang, st):
    ctx = new_ctx(lang)
    acct = rs(DIG, 12)
    k = dk("c_long_ids", 7)
    if k == 0:
        snip = "arn:aws:lambda:%s:%s:function:%s-%s-handler:%d" % (aws_region(), acct, ctx["svc"], ctx["env"], rint(1, 90))
        cat = "Lambda ARN"
    elif k == 1:
        snip = "/subscriptions/%s/resourceGroups/rg-%s-%s/providers/Microsoft.Web/sites/%s-%s" % (uuid4(), ctx["svc"], ctx["env"], ctx["svc"], ctx["env"])
        cat = "Azure resource id"
    elif k == 2:
        snip = "/nix/store/%s-%s-%d.%d.%d" % (rs("0123456789abcdfghijklmnpqrsvwxyz", 32), pick(["openssl", "python3", "nodejs"]), rint(1, 3), rint(0, 12), rint(0, 20))
        cat = "Nix store path"
    elif k == 3:
        snip = "dist/assets/index-%s.js\ndist/assets/vendor-%s.js\ndist/assets/index-%s.css" % (rs(B64URL, 8), rs(B64URL, 8), rs(B64URL, 8))
        cat = "hashed asset names"
    elif k == 4:
        snip = "arn:aws:cloudformation:%s:%s:stack/%s-%s/%s" % (aws_region(), acct, ctx["svc"], ctx["env"], uuid4())
        cat = "CloudFormation stack id"
    elif k == 5:
        snip = "projects/%s/locations/asia-northeast3/repositories/%s/dockerImages/%s@sha256:%s" % (pick(["acme-prod", "kr-platform"]), ctx["svc"], ctx["svc"], rs(HEXL, 64))
        cat = "GCP Artifact Registry resource name"
    else:
        snip = "Lock Info:\n  ID:        %s\n  Path:      tfstate-%s/%s/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       %s@%s" % (uuid4(), acct, ctx["env"], pick(DB_USERS), ctx["host"])
        cat = "Terraform state lock id"
    en = (["Resource I had to locate for the {env} change:", "The identifier from the error message:", "Where {svc} actually runs on {env}:"],
          ["Long identifiers are easy to mistype; copy them from the console or the CLI output.",
           "The stale lock belonged to a crashed CI job; force-unlock only after confirming nothing is running.",
           "The resource lived in a different region than the docs claimed."],
          ["Is this the right resource for {env}?", "Can I force-unlock the state?", ""])
    ko = (["{env} 변경 때 찾아야 했던 리소스:", "에러 메시지에 있던 식별자:", "{env}에서 {svc}가 실제로 도는 위치:"],
          ["긴 식별자는 오타 나기 쉬우니 콘솔이나 CLI 출력에서 복사할 것.",
           "남은 락은 죽은 CI 잡 것이었음. 실행 중인 게 없는지 확인한 뒤에만 force-unlock.",
           "리소스가 문서와 다른 리전에 있었음."],
          ["{env}에 맞는 리소스가 이게 맞나요?", "state force-unlock 해도 될까요?", ""])
    return "long identifier: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_versions(lang, st):
    ctx = new_ctx(lang)
    snip = pick([
        "Server Version: v1.%d.%d-eks-%s\nKustomize Version: v5.%d.%d" % (rint(26, 31), rint(0, 12), rs(HEXL, 7), rint(0, 5), rint(0, 9)),
        "image: registry.internal/%s:%d.%02d.%d-rc.%d+sha.%s" % (ctx["svc"], 2025, rint(1, 12), rint(0, 9), rint(1, 5), rs(HEXL, 7)),
        "Linux build-07 6.8.0-10%02d-aws #%d-Ubuntu SMP x86_64 GNU/Linux\ngo version go1.22.%d linux/amd64\nnode v20.%d.%d" % (rint(10, 40), rint(10, 40), rint(0, 9), rint(0, 18), rint(0, 9)),
        "versionName \"3.%d.%d\"\nversionCode %d" % (rint(0, 20), rint(0, 9), rint(300000, 399999)),
    ])
    en = (["Version info collected for the {svc} bug report:", "The mismatch between local and {env}:"],
          ["The bug only reproduces on the older runtime; pin the version in CI.", "Version strings with build metadata sort differently; compare with a semver library."],
          ["Can we upgrade {env} to the same version as local?", ""])
    ko = (["{svc} 버그 리포트용으로 모은 버전 정보:", "로컬과 {env}의 버전 차이:"],
          ["구버전 런타임에서만 재현됨. CI에서 버전 고정할 것.", "빌드 메타데이터 붙은 버전 문자열은 정렬이 다름. semver 라이브러리로 비교할 것."],
          ["{env}도 로컬과 같은 버전으로 올릴까요?", ""])
    return "versions/build strings", clean_fields(lang, ctx, snip, en, ko), [], {}


def c_pw_policy(lang, st):
    ctx = new_ctx(lang)
    n = rint(10, 16)
    snip = pick([
        "password_policy:\n  min_length: %d\n  require_upper: true\n  require_digit: true\n  require_symbol: %s\n  max_age_days: %d\n  history: %d" % (n, pick(["true", "false"]), pick([60, 90, 180]), rint(3, 12)),
        "AUTH_PASSWORD_VALIDATORS = [\n    {\"NAME\": \"django.contrib.auth.password_validation.MinimumLengthValidator\", \"OPTIONS\": {\"min_length\": %d}},\n    {\"NAME\": \"django.contrib.auth.password_validation.CommonPasswordValidator\"},\n]" % n,
        "/etc/security/pwquality.conf\nminlen = %d\ndcredit = -1\nucredit = -1\nocredit = -1\nenforce_for_root" % n,
        "PASSWORD_REGEX = r\"^(?=.*[A-Z])(?=.*\\d)(?=.*[^\\w\\s]).{%d,64}$\"" % n,
        "bcrypt cost factor raised from 10 to %d; argon2id m=65536,t=3,p=4 for new hashes" % rint(11, 13),
    ])
    en = (["The user asked why sign-up rejects passwords on {env}; the policy in {svc}:", "Policy I had to match when creating the service accounts:"],
          ["The frontend and backend enforced different minimum lengths; the backend is the source of truth.",
           "Rejected passwords are logged only as a reason code, never with the value; keep it that way.",
           "Korean users typing with the IME on get Hangul in the field; the validator must count characters, not bytes."],
          ["Should the frontend fetch the policy from the backend?", "Do you want the rotation period changed?", ""])
    ko = (["{env}에서 가입 시 비밀번호가 거부되는 이유를 사용자가 물어봄. {svc}의 정책:", "서비스 계정 만들 때 맞춰야 했던 정책:"],
          ["프론트와 백엔드의 최소 길이가 달랐음. 기준은 백엔드.",
           "거부된 비밀번호는 사유 코드만 로그에 남고 값은 절대 안 남김. 계속 그렇게 유지할 것.",
           "한글 IME 켠 채로 입력하면 한글이 들어감. 검증기는 바이트가 아니라 글자 수로 세야 함."],
          ["프론트가 백엔드에서 정책을 받아오게 할까요?", "변경 주기를 바꿀까요?", ""])
    return "password policy without values", clean_fields(lang, ctx, snip, en, ko), [], {}


def c_flags_prose(lang, st):
    ctx = new_ctx(lang)
    if lang == "en":
        ls = pick([
            "With mysql, `-p` immediately followed by text is the password, while `-p` alone makes the client prompt. The runbook now uses `mysql -u {user} -p -h {host}` and types the password at the prompt.",
            "Use `docker login --password-stdin` and pipe the token from the secret store (`vault kv get -field=token ... | docker login -u ci --password-stdin registry`) so it never appears in argv.",
            "`psql -W` forces a password prompt; `PGPASSWORD` works but shows up in /proc/<pid>/environ, so prefer ~/.pgpass with mode 600.",
            "openssl accepts `-passin env:VAR` or `-passin file:path`; `pass:` puts the value on the command line, avoid it.",
            "For keytool use `-storepass:env STOREPASS` instead of a literal value; the CI job exports STOREPASS from the vault.",
            "`read -rs DB_PASS` reads without echo; then `export PGPASSWORD=\"$DB_PASS\"` only inside the subshell that runs psql.",
            "redis-cli warns when `-a` is used; set REDISCLI_AUTH from the secret file instead, e.g. `REDISCLI_AUTH=$(cat /run/secrets/redis) redis-cli ping`.",
        ])
        mc = pick(["The {env} runbook for {svc} passed credentials on the command line, and the audit flagged it.",
                   "I wasn't sure how to connect without exposing the password in shell history on {host}.",
                   "{person} asked me to rewrite the maintenance scripts so no credential lands in argv."])
        ask = pick(["Should I update the other runbooks the same way?", "Is the vault CLI available on {host}?", ""])
    else:
        ls = pick([
            "mysql에서 `-p` 바로 뒤에 붙은 글자는 비밀번호로 인식되고, `-p`만 쓰면 프롬프트로 물어봄. 런북은 이제 `mysql -u {user} -p -h {host}` 쓰고 프롬프트에 입력.",
            "`docker login --password-stdin` 쓰고 토큰은 시크릿 저장소에서 파이프로 넘길 것 (`vault kv get -field=token ... | docker login -u ci --password-stdin registry`). argv에 안 남음.",
            "`psql -W`는 무조건 비밀번호 프롬프트. `PGPASSWORD`도 되지만 /proc/<pid>/environ에 보이니 권한 600인 ~/.pgpass 권장.",
            "openssl은 `-passin env:VAR`나 `-passin file:path`를 받음. `pass:`는 명령행에 값이 노출되니 피할 것.",
            "keytool은 값 대신 `-storepass:env STOREPASS` 사용. CI 잡이 볼트에서 STOREPASS를 export함.",
            "`read -rs DB_PASS`로 에코 없이 입력받고, psql 실행하는 서브셸 안에서만 `export PGPASSWORD=\"$DB_PASS\"`.",
            "redis-cli는 `-a` 쓰면 경고함. 대신 시크릿 파일에서 REDISCLI_AUTH 설정, 예: `REDISCLI_AUTH=$(cat /run/secrets/redis) redis-cli ping`.",
        ])
        mc = pick(["{svc}의 {env} 런북이 자격 증명을 명령행으로 넘기고 있어서 감사에서 지적됨.",
                   "{host}에서 셸 히스토리에 비밀번호를 남기지 않고 접속하는 방법을 몰랐음.",
                   "{person} 님이 유지보수 스크립트에서 자격 증명이 argv에 안 남게 고쳐 달라고 함."])
        ask = pick(["다른 런북도 같은 방식으로 고칠까요?", "{host}에 vault CLI가 설치돼 있나요?", ""])
    kw = {"user": pick(DB_USERS), "host": host("mysql")}
    f = {"missing_context": fmt(mc, ctx), "lesson": fmt(ls, ctx, **kw) if "{user}" in ls else fmt(ls.replace("{host}", kw["host"]), ctx, **kw), "ask_next_time": fmt(ask, ctx)}
    return "password flags explained in prose, no value", f, [], {}


def sops_enc(nbytes):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (rand_b64_body(nbytes), rand_b64_body(32), rand_b64_body(16))


def c_encrypted(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_encrypted", 7)
    if k == 0:
        snip = "db:\n  password: %s\n  api_key: %s\nsops:\n  age:\n    - recipient: age1%s\n  lastmodified: \"%s\"\n  version: 3.8.1" % (
            sops_enc(rint(12, 24)), sops_enc(rint(24, 40)), rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), rts())
        cat = "SOPS-encrypted YAML"
    elif k == 1:
        lines = [rs(DIG + "abcdef", 80) for _ in range(rint(3, 5))]
        snip = "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n" + "\n".join("  " + x for x in lines)
        cat = "Ansible Vault blob"
    elif k == 2:
        snip = "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: %s-db\nspec:\n  encryptedData:\n    password: AgB%s" % (ctx["svc"], rand_b64_body(rint(180, 300)))
        cat = "SealedSecret encryptedData"
    elif k == 3:
        snip = "aws kms encrypt output:\n{\n  \"CiphertextBlob\": \"AQICAHh%s\",\n  \"KeyId\": \"arn:aws:kms:%s:%s:key/%s\"\n}" % (rand_b64_body(rint(120, 180)), aws_region(), rs(DIG, 12), uuid4())
        cat = "KMS ciphertext blob"
    elif k == 4:
        body = b64s(b"age-encryption.org/v1\n-> X25519 " + rbytes(rint(150, 220)))
        snip = "-----BEGIN AGE ENCRYPTED FILE-----\n%s\n-----END AGE ENCRYPTED FILE-----" % "\n".join(wrap(body, 64))
        cat = "age armored ciphertext"
    elif k == 5:
        snip = "config/credentials/production.yml.enc:\n%s--%s--%s" % (rand_b64_body(rint(120, 200)), rand_b64_body(12), rand_b64_body(16))
        cat = "Rails encrypted credentials"
    else:
        snip = "spring.datasource.password=ENC(%s)\njasypt.encryptor.password=${JASYPT_PASSWORD}" % rand_b64_body(rint(32, 48))
        cat = "Jasypt ENC() value"
    en = (["The encrypted secrets file for {svc} on {env}:", "The user asked whether this file is safe to commit:", "Diff of the {env} secrets after re-encryption:"],
          ["Encrypted blobs are safe in git as long as the decryption key stays out of it; decryption happens in CI with the KMS role.",
           "Re-encrypting changes every ciphertext even when the plaintext did not change; review the key list, not the blobs.",
           "The controller could not decrypt because the blob was sealed for another namespace."],
          ["Who holds the decryption key for {env}?", "Should I re-encrypt for the new recipient too?", ""])
    ko = (["{env}의 {svc} 암호화된 시크릿 파일:", "사용자가 이 파일 커밋해도 안전하냐고 물어봄:", "재암호화 후 {env} 시크릿 diff:"],
          ["복호화 키가 git 밖에 있는 한 암호화된 블롭은 커밋해도 안전함. 복호화는 CI에서 KMS 역할로 함.",
           "평문이 안 바뀌어도 재암호화하면 모든 암호문이 바뀜. 블롭 말고 키 목록을 리뷰할 것.",
           "다른 네임스페이스용으로 봉인된 블롭이라 컨트롤러가 복호화를 못 했음."],
          ["{env} 복호화 키는 누가 갖고 있나요?", "새 수신자용으로도 재암호화할까요?", ""])
    return "encrypted blob: %s" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_publishable(lang, st):
    ctx = new_ctx(lang)
    k = dk("c_publishable", 12)
    if k == 0:
        snip = "const stripe = Stripe(%s);" % jq(pick(["pk_live_", "pk_test_"]) + pick([rs(ALNUM, 24), "51" + rs(ALNUM, 97)]))
        cat = "Stripe publishable key"
    elif k == 1:
        proj = pick(["acme-shop", "kr-mobile", "delivery-app"]) + "-" + rs(LOWNUM, 5)
        snip = "const firebaseConfig = {\n  apiKey: %s,\n  authDomain: \"%s.firebaseapp.com\",\n  projectId: \"%s\"\n};" % (jq("AIza" + rs(B64URL, 35)), proj, proj)
        cat = "Firebase web config apiKey"
    elif k == 2:
        snip = "<div class=\"g-recaptcha\" data-sitekey=\"6L%s\"></div>" % rs(B64URL, 38)
        cat = "reCAPTCHA site key"
    elif k == 3:
        snip = "const tossPayments = TossPayments(%s);" % jq(pick(["live_ck_", "test_ck_"]) + rs(ALNUM, 28))
        cat = "Toss Payments client key"
    elif k == 4:
        snip = "Kakao.init('%s'); // JavaScript 키" % rs(HEXL, 32)
        cat = "Kakao JavaScript key"
    elif k == 5:
        payload = b64txt('{"u":"%s","a":"%s"}' % (pick(["acme-maps", "fleetops"]), rs(LOWNUM, 25)), url=True, pad=False)
        snip = "mapboxgl.accessToken = 'pk.%s.%s';" % (payload, rs(B64URL, 22))
        cat = "Mapbox public token"
    elif k == 6:
        snip = "const client = algoliasearch('%s', '%s'); // search-only key" % (rs(UPNUM, 10), rs(HEXL, 32))
        cat = "Algolia search-only key"
    elif k == 7:
        iat = rint(1700000000, 1760000000)
        tok = jwt({"iss": "supabase", "ref": rs(LO, 20), "role": "anon", "iat": iat, "exp": iat + 315360000})
        snip = "NEXT_PUBLIC_SUPABASE_ANON_KEY=%s" % tok
        cat = "Supabase anon key"
    elif k == 8:
        snip = "Payjp('pk_live_%s')" % rs(HEXL, 24)
        cat = "PAY.JP public key"
    elif k == 9:
        snip = "Sentry.init({ dsn: \"https://%s@o%s.ingest.sentry.io/%s\" });" % (rs(HEXL, 32), rs(DIG, 6), rs(DIG, 7))
        cat = "Sentry DSN"
    elif k == 10:
        snip = "posthog.init('phc_%s', { api_host: 'https://eu.i.posthog.com' })" % rs(ALNUM, 43)
        cat = "PostHog project API key"
    else:
        snip = "braintree.client.create({ authorization: 'production_%s_%s' })" % (rs(LOWNUM, 8), rs(LOWNUM, 16))
        cat = "Braintree tokenization key"
    en = (["Frontend init code of {svc} that the user wanted reviewed:", "Is this key OK in the client bundle? It is in the {env} build:", "Client-side snippet from the {env} web app:"],
          ["This key is publishable by design and ships in the browser bundle; restrict it by domain in the provider console instead of hiding it.",
           "Client keys are public; the server-side counterpart is the one to protect, and it is not in the frontend.",
           "Nothing to rotate here; the provider documents this key as safe to expose."],
          ["Should the allowed domains list include the {env} host?", "Do you want the key moved to a build-time variable anyway?", ""])
    ko = (["사용자가 리뷰 요청한 {svc} 프론트엔드 초기화 코드:", "{env} 빌드 클라이언트 번들에 이 키가 있어도 되나요?:", "{env} 웹앱의 클라이언트 코드 일부:"],
          ["이 키는 원래 공개용이라 브라우저 번들에 들어감. 숨기지 말고 콘솔에서 도메인 제한을 걸 것.",
           "클라이언트 키는 공개 값이고, 보호할 건 서버 쪽 키임. 그건 프론트엔드에 없음.",
           "교체할 것 없음. 공급자가 노출해도 되는 키라고 문서화함."],
          ["허용 도메인 목록에 {env} 호스트도 넣을까요?", "그래도 빌드 타임 변수로 옮길까요?", ""])
    return "publishable client key: %s [publishable]" % cat, clean_fields(lang, ctx, snip, en, ko), [], {}


def c_redacted_markers(lang, st):
    ctx = new_ctx(lang)
    snip = pick([
        "DB_PASSWORD=[REDACTED]\nSTRIPE_SECRET_KEY=[REDACTED]\nLOG_LEVEL=info",
        "Authorization: Bearer <redacted>\nX-Request-Id: %s" % uuid4(),
        "postgresql://%s:****@%s:5432/orders" % (pick(DB_USERS), host("pg")),
        "api_key: \"{{REDACTED}}\"  # filled by the deploy job",
        "curl -H \"X-Api-Key: $API_KEY\" https://%s/v1/health" % host("api"),
        "token=<hidden> user=%s scope=read:orders" % pick(DB_USERS),
    ])
    en = (["Sanitized config the user shared for debugging {svc}:", "Already-redacted output from the {env} run:"],
          ["The redacted copy was enough to spot the wrong host; real values were not needed.", "Keep sharing sanitized output like this in tickets."],
          ["Is the host in this output the {env} primary?", ""])
    ko = (["사용자가 {svc} 디버깅용으로 공유한 정리된 설정:", "{env} 실행의 이미 가려진 출력:"],
          ["가려진 사본만으로도 호스트가 틀린 걸 찾을 수 있었음. 실제 값은 필요 없었음.", "티켓에는 앞으로도 이렇게 정리된 출력을 공유할 것."],
          ["이 출력의 호스트가 {env} 프라이머리인가요?", ""])
    return "already-redacted values", clean_fields(lang, ctx, snip, en, ko), [], {}


def c_docs_example(lang, st):
    ctx = new_ctx(lang)
    snip = pick([
        "aws configure\nAWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE\nAWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "Test card from the Stripe docs: 4242 4242 4242 4242, any future expiry, any CVC.",
        "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE  # value copied from the AWS docs for the localstack test",
    ])
    en = (["The tutorial the user followed for {svc} uses these values:", "Values in the {svc} integration test fixture:"],
          ["These are the vendor's documented example values; they only work against localstack / test mode.", "Replace doc examples with real test-mode values only in the CI secret store."],
          ["Should the fixture use localstack only?", ""])
    ko = (["사용자가 따라 한 {svc} 튜토리얼에 있는 값:", "{svc} 통합 테스트 fixture의 값:"],
          ["공급자 문서에 나오는 예시 값이라 localstack이나 테스트 모드에서만 동작함.", "문서 예시 값을 실제 테스트 모드 값으로 바꾸는 건 CI 시크릿 저장소에서만."],
          ["fixture는 localstack 전용으로 둘까요?", ""])
    return "vendor documentation example values", clean_fields(lang, ctx, snip, en, ko), [], {}


PLAIN_EN = [
    ("The nightly {svc} job ran twice after the DST change.", "Schedule cron jobs in UTC and convert in the app; the server timezone changed with the AMI update."),
    ("{svc} tests were flaky only in CI.", "The tests shared a module-scoped fixture that mutated state; switching to function scope fixed the flakiness."),
    ("The {env} deploy of {svc} took 40 minutes.", "Most of the time was the Docker layer cache miss; ordering COPY of lockfiles before sources cut it to 6 minutes."),
    ("Order list page in {svc} was slow on {env}.", "It was an N+1 query on order items; prefetching the relation dropped the page from 3s to 200ms."),
    ("Korean text in CSV exports looked broken in Excel.", "Excel needs a UTF-8 BOM for CSV; add it only to the download endpoint, not to the API."),
    ("The migration for {svc} locked the orders table.", "Adding a column with a default on this Postgres version rewrites the table; add it nullable, backfill in batches, then set the default."),
    ("I didn't know {svc} pins Node 18.", "The .nvmrc and the Docker base image must be bumped together, otherwise CI and prod diverge."),
    ("Pagination returned duplicates on {env}.", "Sorting only by created_at is not stable; add the primary key as a tie-breaker."),
]
PLAIN_KO = [
    ("서머타임 변경 후 {svc} 야간 잡이 두 번 돌았음.", "크론은 UTC로 등록하고 변환은 앱에서 할 것. AMI 업데이트로 서버 타임존이 바뀌었음."),
    ("{svc} 테스트가 CI에서만 간헐적으로 실패함.", "모듈 스코프 fixture가 상태를 공유·변경하고 있었음. function 스코프로 바꾸니 해결."),
    ("{env}에서 {svc} 배포가 40분 걸림.", "대부분 Docker 레이어 캐시 미스였음. 소스보다 lockfile COPY를 먼저 하니 6분으로 줄어듦."),
    ("{env}에서 {svc} 주문 목록 페이지가 느렸음.", "주문 항목 N+1 쿼리였음. 관계 prefetch 후 3초에서 200ms로 개선."),
    ("CSV 내보내기의 한글이 엑셀에서 깨짐.", "엑셀은 CSV에 UTF-8 BOM이 필요함. API 말고 다운로드 엔드포인트에만 추가."),
    ("{svc} 마이그레이션이 orders 테이블을 잠가버림.", "이 Postgres 버전에선 기본값 있는 컬럼 추가가 테이블을 재작성함. nullable로 추가하고 배치로 채운 뒤 기본값 설정."),
    ("{svc}가 Node 18에 고정돼 있는 걸 몰랐음.", ".nvmrc와 Docker 베이스 이미지를 같이 올려야 함. 안 그러면 CI와 운영이 달라짐."),
    ("{env}에서 페이지네이션 결과가 중복됨.", "created_at만으로 정렬하면 안정적이지 않음. PK를 보조 정렬 키로 추가할 것."),
]


def c_plain(lang, st):
    ctx = new_ctx(lang)
    mc, ls = pick(PLAIN_EN if lang == "en" else PLAIN_KO)
    ask = pick(["Should I add a regression test for this?", "Is the same fix needed in the other services?", ""]) if lang == "en" else \
        pick(["이 건 회귀 테스트 추가할까요?", "다른 서비스에도 같은 수정이 필요한가요?", ""])
    return "plain engineering note", {"missing_context": fmt(mc, ctx), "lesson": fmt(ls, ctx), "ask_next_time": ask}, [], {}


# ================================================================ plan and assembly
SECRET_PLAN = [  # (scenario, count); counts sum to N_SECRET
    (s_vendor_config, 61), (s_vendor_inline, 22), (s_vendor_http, 28), (s_vendor_log, 18), (s_vendor_chat, 12),
    (s_password_config, 18), (s_password_cmd, 30), (s_conn_string, 20), (s_auth_header, 18), (s_signed_url, 8),
    (s_private_key, 12), (s_gcp_sa, 4), (s_totp_recovery, 10), (s_pin_wifi, 10), (s_webhook, 10),
    (s_split_fields, 10), (s_chat_password, 14), (s_diff_rotation, 7), (s_table_creds, 6), (s_k8s_b64, 6),
    (s_dotfiles, 10), (s_app_secret_keys, 8), (s_sql_user, 6), (s_question_only, 6), (s_long_token, 6),
]
VENDOR_SCENARIOS = [s_vendor_config, s_vendor_inline, s_vendor_http, s_vendor_log, s_vendor_chat]
CLEAN_PLAN = [
    (c_placeholder, 34), (c_masked, 26), (c_env_ref, 34), (c_hashes, 28), (c_ids, 24), (c_public_keys, 26),
    (c_nonsecret_ids, 24), (c_base64_data, 16), (c_long_ids, 16), (c_versions, 10), (c_pw_policy, 12),
    (c_flags_prose, 16), (c_encrypted, 20), (c_publishable, 24), (c_redacted_markers, 10), (c_docs_example, 4),
    (c_plain, 36),
]
MAX_TRIES = 500
REJECTED = {"fields": 0, "lang": 0, "window": 0, "clean": 0}


def has_hangul(s):
    return any(0xAC00 <= ord(c) <= 0xD7A3 for c in s)


def make_note(fn, lang, kind, st):
    for _ in range(MAX_TRIES):
        category, fields, secrets, meta = fn(lang, st)
        secrets = dedupe(secrets)
        if not fields_ok(fields):
            REJECTED["fields"] += 1
            continue
        if lang == "ko" and not has_hangul(fields["missing_context"] + fields["lesson"]):
            REJECTED["lang"] += 1
            continue
        if kind == "secret":
            if not window_rule_ok(fields, secrets):
                REJECTED["window"] += 1
                continue
        else:
            if secrets:
                REJECTED["clean"] += 1
                continue
        return category, fields, secrets, meta
    raise AssertionError("could not build a valid note with %s/%s" % (fn.__name__, lang))


def build_kind(kind, plan, vendor_deck):
    fns = []
    for fn, n in plan:
        fns.extend([fn] * n)
    assert len(fns) == (N_SECRET if kind == "secret" else N_CLEAN), (kind, len(fns))
    R.shuffle(fns)
    langs = ["en"] * N_EN_PER_KIND + ["ko"] * N_KO_PER_KIND
    R.shuffle(langs)
    out = []
    for fn, lang in zip(fns, langs):
        st = {}
        if fn in VENDOR_SCENARIOS:
            st["vendor"] = vendor_deck.next()
        category, fields, secrets, meta = make_note(fn, lang, kind, st)
        out.append({"lang": lang, "kind": kind, "category": category, "fields": fields, "secrets": secrets,
                    "_template": fn.__name__, "_vendors": meta.get("vendors", [])})
    return out


def main():
    vendor_deck = Deck(VENDORS)
    notes = build_kind("secret", SECRET_PLAN, vendor_deck) + build_kind("clean", CLEAN_PLAN, vendor_deck)
    R.shuffle(notes)
    records = []
    for i, n in enumerate(notes, 1):
        records.append({"id": "%s%03d" % (ID_PREFIX, i), "lang": n["lang"], "kind": n["kind"], "category": n["category"],
                        "fields": n["fields"], "secrets": n["secrets"]})

    # ---------------- final assertions (FORMAT.txt)
    assert len(records) == N_SECRET + N_CLEAN
    ids = [r["id"] for r in records]
    assert ids == ["%s%03d" % (ID_PREFIX, i) for i in range(1, len(records) + 1)]
    for r in records:
        assert list(r.keys()) == ["id", "lang", "kind", "category", "fields", "secrets"]
        assert r["lang"] in ("en", "ko") and r["kind"] in ("secret", "clean")
        assert fields_ok(r["fields"]), r["id"]
        if r["kind"] == "secret":
            assert r["secrets"] and window_rule_ok(r["fields"], r["secrets"]), r["id"]
            assert not r["category"].endswith("[publishable]")
        else:
            assert r["secrets"] == [], r["id"]
    for kind in ("secret", "clean"):
        for lang, n in (("en", N_EN_PER_KIND), ("ko", N_KO_PER_KIND)):
            assert sum(1 for r in records if r["kind"] == kind and r["lang"] == lang) == n

    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, OUT_NAME)
    data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records).encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)

    # ---------------- summary
    vendors, templates, cats = [], [], []
    for n in notes:
        for v in n["_vendors"]:
            if v not in vendors:
                vendors.append(v)
        if n["_template"] not in templates:
            templates.append(n["_template"])
        if n["category"] not in cats:
            cats.append(n["category"])
    region = {v["name"]: v["region"] for v in VENDORS}
    print("wrote %s (%d bytes)" % (path, len(data)))
    print("sha256 %s" % hashlib.sha256(data).hexdigest())
    for kind in ("secret", "clean"):
        print("%-6s en=%d ko=%d" % (kind, sum(1 for r in records if r["kind"] == kind and r["lang"] == "en"),
                                    sum(1 for r in records if r["kind"] == kind and r["lang"] == "ko")))
    print("distinct vendors in secret notes: %d (of %d vendor generators)" % (len(vendors), len(VENDORS)))
    by_region = {}
    for v in vendors:
        rg = region.get(v, "other")
        by_region[rg] = by_region.get(rg, 0) + 1
    print("  by region: %s" % ", ".join("%s=%d" % (k, by_region[k]) for k in sorted(by_region)))
    print("templates (scenario functions): %d secret + %d clean" % (
        sum(1 for t in templates if t.startswith("s_")), sum(1 for t in templates if t.startswith("c_"))))
    print("distinct category strings: %d" % len(cats))
    print("publishable clean notes: %d" % sum(1 for r in records if r["category"].endswith("[publishable]")))
    print("secret values listed: %d; multi-secret notes: %d" % (
        sum(len(r["secrets"]) for r in records), sum(1 for r in records if len(r["secrets"]) > 1)))
    print("longest secret: %d chars" % max(len(s) for r in records for s in r["secrets"]))
    print("candidates regenerated: %s" % ", ".join("%s=%d" % (k, REJECTED[k]) for k in REJECTED))
    unused = [v["name"] for v in VENDORS if v["name"] not in vendors]
    if unused:
        print("vendor generators not used: %s" % ", ".join(unused))


if __name__ == "__main__":
    main()
